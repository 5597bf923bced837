#include "store/hash.h"

#include <errno.h>
#include <stdio.h>

#include <openssl/evp.h>

int hash_sha256_hex(const void *buf, size_t len, char out[65])
{
	static const char hex[] = "0123456789abcdef";
	unsigned char d[32];
	unsigned int n = 0;

	if (!EVP_Digest(buf, len, d, &n, EVP_sha256(), NULL))
		return -ENOMEM;
	for (int i = 0; i < 32; i++) {
		out[2 * i] = hex[d[i] >> 4];
		out[2 * i + 1] = hex[d[i] & 15];
	}
	out[64] = '\0';
	return 0;
}
