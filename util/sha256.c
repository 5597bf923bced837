#include "util/sha256.h"

void util_sha256_init(struct util_sha256 *h)
{
	sha256_init(&h->ctx);
}

void util_sha256_update(struct util_sha256 *h, const void *buf, size_t len)
{
	sha256_update(&h->ctx, len, buf);
}

void util_sha256_hex(struct util_sha256 *h, char out[65])
{
	static const char hex[] = "0123456789abcdef";
	unsigned char d[SHA256_DIGEST_SIZE];

	sha256_digest(&h->ctx, sizeof(d), d);
	for (int i = 0; i < SHA256_DIGEST_SIZE; i++) {
		out[2 * i] = hex[d[i] >> 4];
		out[2 * i + 1] = hex[d[i] & 15];
	}
	out[64] = '\0';
}

void util_sha256_hex_of(const void *buf, size_t len, char out[65])
{
	struct util_sha256 h;

	util_sha256_init(&h);
	util_sha256_update(&h, buf, len);
	util_sha256_hex(&h, out);
}
