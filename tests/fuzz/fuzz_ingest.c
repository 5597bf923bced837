/*
 * libFuzzer target for one importer: build with -DFUZZ_FORMAT='"dd"' (the
 * Makefile's `make fuzz` builds one binary per format, build-fuzz/fuzz-NAME)
 * or without it to fuzz detection plus whichever parser it picks.
 */
#include <stddef.h>
#include <stdint.h>

#include "ingest/ingest.h"

static int drop_run(void *arg, const struct iodb_run *run)
{
	(void)arg;
	(void)run;
	return 0;
}

static int drop_result(void *arg, const struct iodb_result *res)
{
	(void)arg;
	(void)res;
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct ingest_ctx ctx = { .path = "fuzz", .quiet = 1 };
	const struct ingest_format *fmt = NULL;

#ifdef FUZZ_FORMAT
	fmt = ingest_find(FUZZ_FORMAT);
	if (!fmt)
		return 0;
#endif
	ctx.sink.run = drop_run;
	ctx.sink.result = drop_result;
	ingest_parse(&ctx, fmt, (const char *)data, size);
	return 0;
}
