/*
 * libFuzzer target for the datasheet reader (ingest/datasheet.c): CSV or
 * JSON figures into specs.  `make fuzz` builds build-fuzz/fuzz-datasheet.
 */
#include <stdint.h>
#include <string.h>

#include "ingest/datasheet.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int on_spec(void *arg, const struct iodb_spec *sp)
{
	(void)arg;
	/* every emitted figure is whole: a model, a metric and a value */
	if (!sp->model || !sp->metric || !(sp->value > 0))
		__builtin_trap();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct ingest_ctx ctx = {.path = "fuzz.csv", .quiet = 1};

	ctx.sink.spec = on_spec;
	(void)ingest_datasheet_parse(&ctx, (const char *)data, size);
	return 0;
}
