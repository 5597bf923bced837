/*
 * CPU lists: see cpulist.h.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/cpulist.h"

/* A CPU number at *p (no sign); advances *p.  -1 when there is none. */
static long cpu_number(const char **p)
{
	char *end;
	long v;

	if (!isdigit((unsigned char)**p))
		return -1;
	errno = 0;
	v = strtol(*p, &end, 10);
	if (errno || v >= CPU_SETSIZE)
		return -1;
	*p = end;
	return v;
}

int cpulist_parse(const char *s, cpu_set_t *set)
{
	const char *p = s;
	int any = 0;

	CPU_ZERO(set);
	for (;;) {
		long a, b;

		while (*p == ' ' || *p == '\t')
			p++;
		a = cpu_number(&p);
		if (a < 0)
			return -EINVAL;
		b = a;
		if (*p == '-') {
			p++;
			b = cpu_number(&p);
			if (b < a)
				return -EINVAL;
		}
		for (long c = a; c <= b; c++)
			CPU_SET((int)c, set);
		any = 1;
		while (*p == ' ' || *p == '\t' || *p == '\n')
			p++;
		if (!*p)
			break;
		if (*p++ != ',')
			return -EINVAL;
	}
	return any ? 0 : -EINVAL;
}

const char *cpulist_format(const cpu_set_t *set, char *buf, size_t n)
{
	size_t len = 0;

	if (!n)
		return buf;
	buf[0] = '\0';
	for (int c = 0; c < CPU_SETSIZE; c++) {
		int e = c;
		int w;

		if (!CPU_ISSET(c, set))
			continue;
		while (e + 1 < CPU_SETSIZE && CPU_ISSET(e + 1, set))
			e++;
		if (e > c)
			w = snprintf(buf + len, n - len, "%s%d-%d",
				     len ? "," : "", c, e);
		else
			w = snprintf(buf + len, n - len, "%s%d", len ? "," : "",
				     c);
		if (w < 0 || (size_t)w >= n - len) {
			buf[len] = '\0';
			break;
		}
		len += (size_t)w;
		c = e;
	}
	return buf;
}

int cpulist_nth(const cpu_set_t *set, unsigned i)
{
	int count = CPU_COUNT(set);

	if (!count)
		return -1;
	i %= (unsigned)count;
	for (int c = 0; c < CPU_SETSIZE; c++)
		if (CPU_ISSET(c, set) && !i--)
			return c;
	return -1;
}
