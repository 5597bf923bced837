/* PLACEHOLDER: the fio-terse importer is being written; this file is replaced. */
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
	return ingest_error(ctx, 0, 0, "the fio-terse importer is not written yet");
}

const struct ingest_format ingest_fio_terse = {
	.name = "fio-terse",
	.description = "fio-terse (not yet)",
	.probe = probe,
	.parse = parse,
};
