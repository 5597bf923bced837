/*
 * CPU placement of job threads: see placement.h.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "bench/cpulist.h"
#include "bench/placement.h"
#include "bench/sysinfo.h"
#include "util/diag.h"

static int is_word(const char *s, const char *w)
{
	return s && !strcmp(s, w);
}

/* The explicit list of job into *set, checked against what iodb may use. */
static int explicit_set(const struct bench_job *j, cpu_set_t *set)
{
	cpu_set_t allowed, extra;
	char have[128], bad[128], test[32];
	const char *name =
	    j->name ? j->name : bench_test_name(j, test, sizeof(test));

	if (cpulist_parse(j->cpus_allowed, set)) {
		diag_error("job '%s': --cpus_allowed=%s: expected a CPU "
			   "list such as 0-3,6, or auto, or any",
			   name, j->cpus_allowed);
		return -EINVAL;
	}
	if (sched_getaffinity(0, sizeof(allowed), &allowed))
		return 0; /* the kernel will say at placement */
	CPU_XOR(&extra, set, &allowed);
	CPU_AND(&extra, &extra, set);
	if (CPU_COUNT(&extra)) {
		diag_error("job '%s': --cpus_allowed=%s: not available "
			   "to iodb here: %s (it may use %s)",
			   name, j->cpus_allowed,
			   cpulist_format(&extra, bad, sizeof(bad)),
			   cpulist_format(&allowed, have, sizeof(have)));
		return -EINVAL;
	}
	return 0;
}

int placement_check(const struct bench_job *j)
{
	cpu_set_t set;

	if (!j->cpus_allowed || is_word(j->cpus_allowed, "auto") ||
	    is_word(j->cpus_allowed, "any"))
		return 0;
	return explicit_set(j, &set);
}

int placement_resolve(const struct bench_job *j, struct placement *pl)
{
	cpu_set_t irq, allowed;
	char disk[64];
	int ret;

	memset(pl, 0, sizeof(*pl));
	if (is_word(j->cpus_allowed, "any"))
		return 0;
	if (j->cpus_allowed && !is_word(j->cpus_allowed, "auto")) {
		ret = explicit_set(j, &pl->set);
		if (ret)
			return ret;
		pl->pinned = 1;
		pl->split = j->cpus_split;
		snprintf(pl->why, sizeof(pl->why), "--cpus_allowed");
		return 0;
	}
	/* the kernel's polling thread would share the job's CPU */
	if (j->sqthread_poll)
		return 0;
	if (sysinfo_irq_cpus(j->filename, &irq, disk, sizeof(disk)) ||
	    sched_getaffinity(0, sizeof(allowed), &allowed))
		return 0;
	CPU_AND(&irq, &irq, &allowed);
	/* nothing to gain when the interrupts go everywhere (one queue per
	 * CPU, as NVMe has) or there is not one CPU for every clone */
	if (!CPU_COUNT(&irq) || CPU_EQUAL(&irq, &allowed) ||
	    (unsigned)CPU_COUNT(&irq) < j->numjobs)
		return 0;
	pl->pinned = 1;
	pl->split = 1;
	pl->set = irq;
	snprintf(pl->why, sizeof(pl->why), "%s's completion interrupts", disk);
	return 0;
}

int placement_apply(const struct placement *pl, unsigned clone)
{
	cpu_set_t one;

	if (!pl->pinned)
		return 0;
	if (pl->split) {
		CPU_ZERO(&one);
		CPU_SET(cpulist_nth(&pl->set, clone), &one);
	} else {
		one = pl->set;
	}
	return -pthread_setaffinity_np(pthread_self(), sizeof(one), &one);
}
