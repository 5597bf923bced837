/*
 * Built-in job sets: CrystalDiskMark 8's default and NVMe SSD sets, and a
 * quick first look.  CrystalDiskMark measures each test 5 times for 5 s
 * and keeps the best; a profile here runs each once, time based, so its
 * figures are one measurement, not a best of five (docs/runner.md).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "bench/bench.h"

struct ptest {
	const char *name;
	int random;
	uint64_t bs;
	unsigned qd, threads;
};

struct profile {
	const char *name;
	const char *help;
	uint64_t size;	  /* region of a file the run creates */
	uint64_t runtime; /* ns per test */
	const struct ptest *tests;
	size_t n;
	int writes_after_reads; /* all reads, then all writes */
};

static const struct ptest cdm_tests[] = {
    {"SEQ1M Q8T1", 0, 1 << 20, 8, 1},
    {"SEQ1M Q1T1", 0, 1 << 20, 1, 1},
    {"RND4K Q32T1", 1, 4096, 32, 1},
    {"RND4K Q1T1", 1, 4096, 1, 1},
};

static const struct ptest nvme_tests[] = {
    {"SEQ1M Q8T1", 0, 1 << 20, 8, 1},
    {"SEQ128K Q32T1", 0, 128 << 10, 32, 1},
    {"RND4K Q32T16", 1, 4096, 32, 16},
    {"RND4K Q1T1", 1, 4096, 1, 1},
};

static const struct ptest quick_tests[] = {
    {"SEQ1M Q8T1", 0, 1 << 20, 8, 1},
    {"RND4K Q32T1", 1, 4096, 32, 1},
    {"RND4K Q1T1", 1, 4096, 1, 1},
};

#define N(a) (sizeof(a) / sizeof((a)[0]))

static const struct profile profiles[] = {
    {"cdm", NULL, 1ull << 30, 5000000000ull, cdm_tests, N(cdm_tests), 1},
    {"cdm-nvme", NULL, 1ull << 30, 5000000000ull, nvme_tests, N(nvme_tests), 1},
    {"quick", NULL, 256ull << 20, 1000000000ull, quick_tests, N(quick_tests),
     1},
};

const char *const bench_profile_names[] = {"cdm", "cdm-nvme", "quick", NULL};
const char *const bench_profile_help[] = {
    "CrystalDiskMark 8 default: SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, "
    "RND4K Q1T1; reads, then writes; 5 s each on 1 GiB",
    "CrystalDiskMark 8 NVMe SSD: SEQ1M Q8T1, SEQ128K Q32T1, RND4K "
    "Q32T16, RND4K Q1T1; reads, then writes; 5 s each on 1 GiB",
    "a first look: SEQ1M Q8T1, RND4K Q32T1, RND4K Q1T1; reads, then "
    "writes; 1 s each on 256 MiB",
    NULL,
};

int bench_profile(const char *name, const struct bench_job *base,
		  struct bench_job **jobs, size_t *n)
{
	const struct profile *p = NULL;
	struct bench_job *js;
	struct stat st;
	size_t k = 0;

	for (size_t i = 0; i < N(profiles); i++)
		if (!strcmp(profiles[i].name, name))
			p = &profiles[i];
	if (!p)
		return -EINVAL;
	js = calloc(2 * p->n, sizeof(*js));
	if (!js)
		return -ENOMEM;
	for (int w = 0; w < 2; w++) {
		for (size_t i = 0; i < p->n; i++) {
			struct bench_job *j = &js[k++];
			const struct ptest *t = &p->tests[i];

			*j = *base;
			j->name = t->name;
			j->test = t->name;
			j->bs = t->bs;
			j->iodepth = t->qd;
			j->numjobs = t->threads;
			j->rw = t->random
				    ? (w ? BENCH_RANDWRITE : BENCH_RANDREAD)
				    : (w ? BENCH_WRITE : BENCH_READ);
			j->time_based = 1;
			if (!j->runtime_ns)
				j->runtime_ns = p->runtime;
			if (!j->size && base->filename &&
			    stat(base->filename, &st))
				j->size = p->size;
		}
	}
	*jobs = js;
	*n = k;
	return 0;
}
