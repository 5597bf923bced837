/* Content digests for sources (SHA-256 through libcrypto). */
#ifndef IODB_STORE_HASH_H
#define IODB_STORE_HASH_H

#include <stddef.h>

/* SHA-256 of buf as 64 lowercase hex digits + NUL in out.  0 or -ENOMEM. */
int hash_sha256_hex(const void *buf, size_t len, char out[65]);

#endif
