/*
 * SHA-256 (Nettle's): sources' content digests, the database digest and
 * the runner's device identities.  Nettle rather than OpenSSL's libcrypto:
 * the same SHA-NI speed, and loading libcrypto was 1.5 ms of every iodb
 * start (its relocations and initialisation), more than a small import.
 */
#ifndef IODB_UTIL_SHA256_H
#define IODB_UTIL_SHA256_H

#include <stddef.h>

#include <nettle/sha2.h>

struct util_sha256 {
	struct sha256_ctx ctx;
};

void util_sha256_init(struct util_sha256 *h);
void util_sha256_update(struct util_sha256 *h, const void *buf, size_t len);

/* The digest as 64 lowercase hex digits + NUL; h must be initialised again
 * before another use. */
void util_sha256_hex(struct util_sha256 *h, char out[65]);

/* SHA-256 of buf, as util_sha256_hex() writes it. */
void util_sha256_hex_of(const void *buf, size_t len, char out[65]);

#endif
