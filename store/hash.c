/*
 * SHA-256 with libcrypto's SHA256_Init/Update/Final: the same assembly as
 * EVP's, without EVP's first-use cost (loading openssl.cnf and the
 * default provider: about 6 million instructions, paid by every import
 * process).  These functions are deprecated in OpenSSL 3 in favour of
 * providers, which a content digest that is not a security boundary does
 * not need.
 */
#define OPENSSL_SUPPRESS_DEPRECATED
#include "store/hash.h"

#include <errno.h>
#include <stdio.h>

#include <openssl/sha.h>

int hash_sha256_hex(const void *buf, size_t len, char out[65])
{
	static const char hex[] = "0123456789abcdef";
	unsigned char d[SHA256_DIGEST_LENGTH];
	SHA256_CTX c;

	if (!SHA256_Init(&c) || !SHA256_Update(&c, buf, len) ||
	    !SHA256_Final(d, &c))
		return -ENOMEM;
	for (int i = 0; i < 32; i++) {
		out[2 * i] = hex[d[i] >> 4];
		out[2 * i + 1] = hex[d[i] & 15];
	}
	out[64] = '\0';
	return 0;
}
