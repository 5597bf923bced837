/*
 * CPU lists as the kernel writes them ("0-3,8,10-11": sysfs, /proc/irq,
 * taskset -c) and as fio's cpus_allowed takes them.
 */
#ifndef IODB_BENCH_CPULIST_H
#define IODB_BENCH_CPULIST_H

#include <sched.h>
#include <stddef.h>

/*
 * Parse list s into *set (cleared first): comma-separated CPU numbers and
 * ranges "a-b", spaces around items allowed.  Returns 0, or -EINVAL for an
 * empty list, a malformed item, a reversed range or a CPU number at or
 * above CPU_SETSIZE.
 */
int cpulist_parse(const char *s, cpu_set_t *set);

/*
 * Write set as a list ("0-3,8") into buf (n bytes, always terminated; cut
 * short when it does not fit).  Returns buf.
 */
const char *cpulist_format(const cpu_set_t *set, char *buf, size_t n);

/* The i-th CPU of set, counting from 0 and wrapping around; -1 when the
 * set is empty. */
int cpulist_nth(const cpu_set_t *set, unsigned i);

#endif
