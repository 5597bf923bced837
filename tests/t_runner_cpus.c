/*
 * CPU placement (--cpus_allowed): CPU lists, pinned and split clones,
 * and auto placement next to the disk's completion interrupts.
 */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bench/bench.h"
#include "bench/cpulist.h"
#include "bench/placement.h"
#include "bench/sysinfo.h"
#include "tests/runner_util.h"
#include "tests/t.h"

T_TEST(t_runner_cpulist)
{
	static const struct {
		const char *in, *out; /* out NULL: refused */
	} cases[] = {
	    {"0", "0"},		{"3", "3"},
	    {"0-3,6", "0-3,6"}, {" 1 , 3-4 ", "1,3-4"},
	    {"2,1,0", "0-2"},	{"5-5", "5"},
	    {"0-1,1-2", "0-2"}, {"7\n", "7"},
	    {"", NULL},		{"a", NULL},
	    {"3-1", NULL},	{"1,", NULL},
	    {"1-", NULL},	{"-1", NULL},
	    {"1;2", NULL},	{"99999", NULL},
	};
	char buf[64];
	cpu_set_t set;

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		int ret = cpulist_parse(cases[i].in, &set);

		if (!cases[i].out) {
			T_INT(ret, -EINVAL);
			continue;
		}
		T_INT(ret, 0);
		T_STR(cpulist_format(&set, buf, sizeof(buf)), cases[i].out);
	}
	T_INT(cpulist_parse("1,4-5", &set), 0);
	T_INT(cpulist_nth(&set, 0), 1);
	T_INT(cpulist_nth(&set, 2), 5);
	T_INT(cpulist_nth(&set, 3), 1); /* wraps */
	CPU_ZERO(&set);
	T_INT(cpulist_nth(&set, 0), -1);
	/* a list too long for the buffer is cut at an item, terminated */
	T_INT(cpulist_parse("0,2,4,6,8,10,12,14", &set), 0);
	T_STR(cpulist_format(&set, buf, 8), "0,2,4,6");
}

/* Which CPU each clone's I/Os were submitted from. */
struct cpu_trace {
	_Atomic int seen[2][8]; /* [clone][cpu], cpus 0..7 */
	_Atomic int other;	/* a clone above 1 or a cpu above 7 */
};

static void cpu_trace_cb(void *arg, unsigned clone, enum iodb_op op,
			 uint64_t offset)
{
	struct cpu_trace *t = arg;
	int cpu = sched_getcpu();

	(void)op;
	(void)offset;
	if (clone < 2 && cpu >= 0 && cpu < 8)
		atomic_fetch_add(&t->seen[clone][cpu], 1);
	else
		atomic_fetch_add(&t->other, 1);
}

T_TEST(t_runner_cpus_allowed)
{
	struct bench_job j = BENCH_JOB_INIT;
	struct bench_outcome o;
	struct cpu_trace t;
	struct placement pl;
	cpu_set_t allowed;
	int a = -1, b = -1;

	if (!rt_uring_ok())
		return;
	T_INT(sched_getaffinity(0, sizeof(allowed), &allowed), 0);
	a = cpulist_nth(&allowed, 0);
	b = cpulist_nth(&allowed, 1);
	if (a > 7 || b > 7) {
		t_skip("the CPUs iodb may use are above 7");
		return;
	}
	j.filename = rt_path("cpus");
	j.rw = BENCH_RANDREAD;
	j.iodepth = 4;
	j.size = 1 << 20;
	j.trace = cpu_trace_cb;
	j.trace_arg = &t;

	/* one CPU named: every I/O is submitted from it */
	memset(&t, 0, sizeof(t));
	j.cpus_allowed = a == 0 ? "0" : "1";
	T_INT(rt_run1(&j, 0, &o), 0);
	T_STR(o.cpus, j.cpus_allowed);
	T_STR(o.cpus_why, "--cpus_allowed");
	T_INT(atomic_load(&t.seen[0][a]), 256);
	T_INT(atomic_load(&t.other), 0);
	bench_outcome_release(&o);

	/* split over two CPUs: clone 0 on the first, clone 1 on the second */
	if (a != b) {
		char list[16];

		snprintf(list, sizeof(list), "%d,%d", a, b);
		memset(&t, 0, sizeof(t));
		j.cpus_allowed = list;
		j.cpus_split = 1;
		j.numjobs = 2;
		T_INT(rt_run1(&j, 0, &o), 0);
		T_OK(o.cpus_split);
		T_INT(atomic_load(&t.seen[0][a]), 256);
		T_INT(atomic_load(&t.seen[1][b]), 256);
		T_INT(atomic_load(&t.other), 0);
		bench_outcome_release(&o);
		j.numjobs = 1;
		j.cpus_split = 0;
	}

	/* any: nothing pinned, nothing recorded */
	j.cpus_allowed = "any";
	T_INT(placement_resolve(&j, &pl), 0);
	T_OK(!pl.pinned);
	T_INT(rt_run1(&j, 0, &o), 0);
	T_STR(o.cpus, "");
	bench_outcome_release(&o);

	/* refused before anything is created: malformed, or not usable */
	j.cpus_allowed = "1-0";
	T_INT(rt_run1(&j, 0, &o), -EINVAL);
	j.cpus_allowed = "1000";
	T_INT(placement_check(&j), -EINVAL);
	T_INT(rt_run1(&j, 0, &o), -EINVAL);
	T_OK(!rt_exists(j.filename));
}

T_TEST(t_runner_cpus_auto)
{
	struct bench_job j = BENCH_JOB_INIT;
	struct placement pl;
	cpu_set_t irq, allowed, out;
	char disk[64];
	int have_irq;

	j.filename = rt_path("auto");
	j.rw = BENCH_RANDREAD;
	T_INT(sched_getaffinity(0, sizeof(allowed), &allowed), 0);
	have_irq = !sysinfo_irq_cpus(j.filename, &irq, disk, sizeof(disk));
	if (have_irq) {
		T_OK(CPU_COUNT(&irq) > 0);
		T_OK(disk[0] != '\0');
	}
	out = irq; /* as the system description should name them */
	CPU_AND(&irq, &irq, &allowed);
	T_INT(placement_resolve(&j, &pl), 0);
	/* pinned exactly when the interrupts go to some, not all, usable
	 * CPUs; then on those CPUs, one per clone */
	T_INT(pl.pinned,
	      have_irq && CPU_COUNT(&irq) > 0 && !CPU_EQUAL(&irq, &allowed));
	if (pl.pinned) {
		T_OK(CPU_EQUAL(&pl.set, &irq));
		T_OK(pl.split);
		T_OK(strstr(pl.why, "completion interrupts") != NULL);
	}
	/* the system description names the same CPUs */
	if (have_irq) {
		struct sysinfo_desc d;
		char want[80], list[64];

		snprintf(want, sizeof(want), "\"irq_cpus\":\"%s\"",
			 cpulist_format(&out, list, sizeof(list)));
		T_INT(sysinfo_collect(j.filename, &d), 0);
		T_OK(d.json && strstr(d.json, want) != NULL);
		sysinfo_release(&d);
	}
	/* more clones than interrupt CPUs: left to the scheduler */
	j.numjobs = CPU_COUNT(&irq) + 1;
	T_INT(placement_resolve(&j, &pl), 0);
	T_OK(!pl.pinned);
	/* nor with a kernel polling thread, which would share the CPU */
	j.numjobs = 1;
	j.sqthread_poll = 1;
	T_INT(placement_resolve(&j, &pl), 0);
	T_OK(!pl.pinned);
	/* a path on a file system without a disk (devtmpfs) */
	CPU_ZERO(&out);
	T_INT(sysinfo_irq_cpus("/dev/loop-does-not-exist", &out, disk,
			       sizeof(disk)),
	      -ENOENT);
	T_INT(CPU_COUNT(&out), 0);
}
