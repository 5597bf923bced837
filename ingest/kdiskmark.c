/* PLACEHOLDER: the kdiskmark importer is being written; this file is replaced. */
#include "ingest/formats.h"

static int probe(const char *buf, size_t len)
{
	(void)buf;
	(void)len;
	return 0;
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	(void)buf;
	(void)len;
	return ingest_error(ctx, 0, 0, "the kdiskmark importer is not written yet");
}

const struct ingest_format ingest_kdiskmark = {
	.name = "kdiskmark",
	.description = "kdiskmark (not yet)",
	.probe = probe,
	.parse = parse,
};
