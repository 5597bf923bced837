/*
 * Where a job's threads run (fio's cpus_allowed and cpus_allowed_policy).
 *
 * Told nothing ("auto"), iodb puts each clone of a job on one of the CPUs
 * that take the target disk's completion interrupts, when those are fewer
 * than the CPUs iodb may use and there is one for every clone: the
 * completion then wakes the thread on its own CPU instead of through an
 * inter-processor interrupt, which on a virtual machine is an exit to the
 * hypervisor.  Not with --sqthread_poll: the kernel's polling thread,
 * which inherits the job's CPUs, would share its one CPU.  Measured in
 * docs/runner.md ("CPU placement").  "any" leaves
 * the threads to the scheduler, as fio does by default.
 */
#ifndef IODB_BENCH_PLACEMENT_H
#define IODB_BENCH_PLACEMENT_H

#include <sched.h>
#include <stddef.h>

#include "bench/bench.h"

struct placement {
	int pinned;    /* 0: the scheduler's choice */
	int split;     /* clone i on the i-th CPU of set, else the whole set */
	cpu_set_t set; /* when pinned */
	char why[96];  /* "vda's completion interrupts", "--cpus_allowed" */
};

/*
 * Check job's cpus_allowed without acting on it: NULL, "auto", "any", or a
 * list of CPUs iodb may run on.  Returns 0, or -EINVAL after printing
 * "iodb: job 'NAME': ..." on stderr.
 */
int placement_check(const struct bench_job *job);

/*
 * Decide where job's clones run (see above).  Returns 0 with *pl filled
 * (pl->pinned 0 when the scheduler decides), or -EINVAL for a list that
 * placement_check refuses.
 */
int placement_resolve(const struct bench_job *job, struct placement *pl);

/*
 * Put the calling thread, clone number clone of its job, where pl says.
 * Returns 0 (also when pl is not pinned), or -errno from
 * pthread_setaffinity_np.
 */
int placement_apply(const struct placement *pl, unsigned clone);

#endif
