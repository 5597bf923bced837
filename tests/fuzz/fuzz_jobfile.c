/*
 * libFuzzer target for `iodb run --job-file`'s reader (bench/jobfile.c):
 * fio job files ([global] and job sections, key=value, bare booleans,
 * comments) into jobs, each with a target then checked as bench_run would
 * (job options, CPU lists).  `make fuzz` builds build-fuzz/fuzz-jobfile.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bench/jobfile.h"
#include "bench/placement.h"
#include "util/diag.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct bench_jobfile jf = BENCH_JOBFILE_INIT;
	char *text = malloc(size + 1);

	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	diag_set_quiet(1);
	if (!bench_jobfile_parse(&jf, "fuzz.fio", text))
		for (size_t i = 0; i < jf.n; i++)
			if (jf.jobs[i].filename)
				(void)placement_check(&jf.jobs[i]);
	bench_jobfile_release(&jf);
	return 0;
}
