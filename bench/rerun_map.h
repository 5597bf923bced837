/*
 * `iodb rerun`: an imported result's conditions as the runner's options.
 * fio's job options as fio takes them (those the runner does not
 * implement are named, never dropped in silence); CrystalDiskMark and
 * KDiskMark test names as their profile; dd's bs, count, direct and
 * direction; hdparm -t as the 2 MiB sequential read it performs; iozone's
 * record size and direction.  What cannot be reproduced (HD Tune's
 * full-surface scan, hdparm -T's page cache, a network share) is named.
 */
#ifndef IODB_BENCH_RERUN_MAP_H
#define IODB_BENCH_RERUN_MAP_H

#include <stddef.h>

#include "model/model.h"

#define RERUN_MAX_ARGS	48
#define RERUN_MAX_NOTES 16

struct rerun_plan {
	char *args[RERUN_MAX_ARGS]; /* runner options: "--rw=randread" */
	size_t n_args;
	char *notes[RERUN_MAX_NOTES]; /* conditions not reproduced */
	size_t n_notes;
	int refused; /* nothing here measures what the original did */
};

#define RERUN_PLAN_INIT                                                        \
	{                                                                      \
		.n_args = 0                                                    \
	}

/*
 * Map the result res of run onto runner options in *p (initialised with
 * RERUN_PLAN_INIT).  Returns 0 (p->refused set, with a note, when it
 * cannot be reproduced) or -ENOMEM.  Release p with rerun_plan_release().
 * Keeps no pointer into run or res.
 */
int rerun_map(const struct iodb_run *run, const struct iodb_result *res,
	      struct rerun_plan *p);

/* The value of option name ("--size") in p, or NULL. */
const char *rerun_plan_get(const struct rerun_plan *p, const char *name);

void rerun_plan_release(struct rerun_plan *p);

#endif
