/*
 * libFuzzer target for `iodb run --job-file`'s reader: fio job files
 * ([global] and job sections, key=value, bare booleans, comments) into
 * jobs, each then checked as bench_run would (job options, CPU lists).
 * The reader is file-local to cli/run.c, so this includes it.  `make
 * fuzz` builds build-fuzz/fuzz-jobfile; run it with -close_fd_mask=2 to
 * hide the warnings every odd input earns.
 */
#include "cli/run.c"

#include "bench/placement.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct jobfile jf = {NULL, NULL, NULL, 0};
	struct run_args a;

	memset(&a, 0, sizeof(a));
	jf.text = malloc(size + 1);
	if (!jf.text)
		return 0;
	memcpy(jf.text, data, size);
	jf.text[size] = '\0';
	if (!jobfile_parse("fuzz.fio", &a, &jf))
		for (size_t i = 0; i < jf.n; i++)
			(void)placement_check(&jf.jobs[i]);
	free(jf.jobs);
	free(jf.text);
	free(jf.orig);
	return 0;
}
