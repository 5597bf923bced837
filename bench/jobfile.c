/*
 * The runner's fio options and job files.  Values follow fio's option
 * rules as the runner always has: sizes with k/m/g/t/p (and KiB, kb) are
 * powers of 1024, a bare time is seconds.
 */
#include "bench/jobfile.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest/fio_options.h"
#include "util/alloc.h"
#include "util/diag.h"

/* ---- values ----------------------------------------------------------- */

static int parse_u64(const char *v, uint64_t *out)
{
	char *end;
	unsigned long long x;

	if (!v || !isdigit((unsigned char)*v))
		return -EINVAL;
	errno = 0;
	x = strtoull(v, &end, 10);
	if (errno || *end)
		return -EINVAL;
	*out = x;
	return 0;
}

/* fio sizes: an integer with k/m/g/t/p (1024-based), b, KiB, kb ... */
static int parse_size(const char *v, uint64_t *out)
{
	char *end;
	double x;
	uint64_t mul = 1;
	char suf[8];
	size_t n;

	if (!v || !(isdigit((unsigned char)*v) || *v == '.'))
		return -EINVAL;
	errno = 0;
	x = strtod(v, &end);
	if (errno || x < 0)
		return -EINVAL;
	n = strlen(end);
	if (n >= sizeof(suf))
		return -EINVAL;
	for (size_t i = 0; i < n; i++)
		suf[i] = (char)tolower((unsigned char)end[i]);
	suf[n] = '\0';
	if (!*suf || !strcmp(suf, "b"))
		mul = 1;
	else if (strchr("kmgtp", suf[0]) &&
		 (!suf[1] || !strcmp(suf + 1, "b") || !strcmp(suf + 1, "ib")))
		mul = 1ull << (10 * (strchr("kmgtp", suf[0]) - "kmgtp" + 1));
	else
		return -EINVAL;
	x *= (double)mul;
	if (x >= 18446744073709551615.0 || x != floor(x))
		return -EINVAL;
	*out = (uint64_t)x;
	return 0;
}

/* fio times: default unit seconds; us, ms, s, m, h, d suffixes. */
static int parse_time(const char *v, uint64_t *ns)
{
	static const struct {
		const char *s;
		double mul;
	} units[] = {
	    {"", 1e9},	   {"s", 1e9},	  {"sec", 1e9},	  {"ms", 1e6},
	    {"msec", 1e6}, {"us", 1e3},	  {"usec", 1e3},  {"m", 60e9},
	    {"min", 60e9}, {"h", 3600e9}, {"d", 86400e9}, {"ns", 1},
	};
	char *end;
	double x;

	if (!v || !(isdigit((unsigned char)*v) || *v == '.'))
		return -EINVAL;
	x = strtod(v, &end);
	for (size_t i = 0; i < sizeof(units) / sizeof(units[0]); i++) {
		if (strcasecmp(end, units[i].s))
			continue;
		x *= units[i].mul;
		if (x < 0 || x > 1e18)
			return -EINVAL;
		*ns = (uint64_t)llround(x);
		return 0;
	}
	return -EINVAL;
}

int bench_bool_parse(const char *v, int *out)
{
	if (!v || !strcmp(v, "1") || !strcasecmp(v, "true") ||
	    !strcasecmp(v, "yes") || !strcasecmp(v, "on")) {
		*out = 1;
		return 0;
	}
	if (!strcmp(v, "0") || !strcasecmp(v, "false") ||
	    !strcasecmp(v, "no") || !strcasecmp(v, "off")) {
		*out = 0;
		return 0;
	}
	return -EINVAL;
}

/* ---- options ---------------------------------------------------------- */

enum bind {
	B_FIELD,      /* a member of struct bench_job, by the option's kind */
	B_ENGINE,     /* ioengine: io_uring, or a warning */
	B_CPU_POLICY, /* cpus_allowed_policy: shared or split */
	B_IGNORE,     /* changes nothing here */
};

/* Where a canonical fio option (ingest/fio_options.h) goes in a job. */
struct bench_jobbind {
	const char *canon;
	enum bind bind;
	size_t off;  /* into struct bench_job */
	size_t size; /* of that member: unsigned, int or uint64_t */
};

#define JO(f) offsetof(struct bench_job, f), sizeof(((struct bench_job *)0)->f)

static const struct bench_jobbind binds[] = {
    {"rw", B_FIELD, JO(rw)},
    {"rwmixread", B_FIELD, JO(rwmixread)},
    {"bs", B_FIELD, JO(bs)},
    {"iodepth", B_FIELD, JO(iodepth)},
    {"iodepth_batch_submit", B_FIELD, JO(batch_submit)},
    {"numjobs", B_FIELD, JO(numjobs)},
    {"size", B_FIELD, JO(size)},
    {"offset", B_FIELD, JO(offset)},
    {"runtime", B_FIELD, JO(runtime_ns)},
    {"time_based", B_FIELD, JO(time_based)},
    {"ramp_time", B_FIELD, JO(ramp_ns)},
    {"direct", B_FIELD, JO(direct)},
    {"fixedbufs", B_FIELD, JO(fixedbufs)},
    {"registerfiles", B_FIELD, JO(registerfiles)},
    {"sqthread_poll", B_FIELD, JO(sqthread_poll)},
    {"hipri", B_FIELD, JO(hipri)},
    {"randseed", B_FIELD, JO(seed)},
    {"cpus_allowed", B_FIELD, JO(cpus_allowed)},
    {"cpus_allowed_policy", B_CPU_POLICY, JO(cpus_split)},
    {"name", B_FIELD, JO(name)},
    {"filename", B_FIELD, JO(filename)},
    {"ioengine", B_ENGINE, 0, 0},
    /* what changes nothing here: reporting, and fio's defaults we share */
    {"group_reporting", B_IGNORE, 0, 0},
    {"thread", B_IGNORE, 0, 0},
    {"norandommap", B_IGNORE, 0, 0},
    {"randrepeat", B_IGNORE, 0, 0},
    {"invalidate", B_IGNORE, 0, 0},
    {"description", B_IGNORE, 0, 0},
    {"stonewall", B_IGNORE, 0, 0},
    /* how completions are reaped and buffers described: the runner reaps
       what is ready and always submits plain (non-vectored) reads */
    {"iodepth_batch_complete_min", B_IGNORE, 0, 0},
    {"iodepth_batch_complete_max", B_IGNORE, 0, 0},
    {"nonvectored", B_IGNORE, 0, 0},
};

int bench_jobopt_find(const char *name, struct bench_jobopt *o)
{
	const struct fio_option *f = fio_option_find(name);

	for (size_t i = 0; f && i < sizeof(binds) / sizeof(binds[0]); i++) {
		if (!strcmp(binds[i].canon, f->canon)) {
			o->fio = f;
			o->bind = &binds[i];
			return 0;
		}
	}
	return -ENOENT;
}

int bench_jobopt_ignored(const struct bench_jobopt *o)
{
	return o->bind->bind == B_IGNORE;
}

int bench_jobopt_takes_value(const struct bench_jobopt *o)
{
	return o->fio->kind != FIO_OPT_BOOL;
}

int bench_jobopt_set(struct bench_job *j, const struct bench_jobopt *o,
		     const char *v, const char *where)
{
	char *p = (char *)j + o->bind->off;
	uint64_t u = 0;
	int b = 0, ret = 0;

	if (o->bind->bind == B_IGNORE)
		return 0; /* accepted as fio takes it; changes nothing here */
	if (o->bind->bind == B_ENGINE) {
		if (!v || strcmp(v, "io_uring"))
			diag_warning("%s: warning: ioengine=%s ignored: iodb "
				     "always uses io_uring",
				     where, v ? v : "");
		return 0;
	}
	if (o->bind->bind == B_CPU_POLICY) {
		if (v && !strcmp(v, "shared"))
			*(int *)(void *)p = 0;
		else if (v && !strcmp(v, "split"))
			*(int *)(void *)p = 1;
		else
			ret = -EINVAL;
		goto out;
	}
	switch (o->fio->kind) {
	case FIO_OPT_RW:
		ret =
		    v ? bench_rw_parse(v, (enum bench_rw *)(void *)p) : -EINVAL;
		break;
	case FIO_OPT_PCT:
		ret = parse_u64(v, &u);
		if (!ret && u > 100)
			ret = -EINVAL;
		if (!ret)
			*(int *)(void *)p =
			    o->fio->inverse ? 100 - (int)u : (int)u;
		break;
	case FIO_OPT_SIZE:
		ret = parse_size(v, &u);
		if (!ret)
			*(uint64_t *)(void *)p = u;
		break;
	case FIO_OPT_UINT:
		ret = parse_u64(v, &u);
		if (o->bind->size == sizeof(uint64_t)) {
			if (!ret)
				*(uint64_t *)(void *)p = u;
		} else {
			if (!ret && u > 1u << 20)
				ret = -EINVAL;
			if (!ret)
				*(unsigned *)(void *)p = (unsigned)u;
		}
		break;
	case FIO_OPT_TIME:
		ret = parse_time(v, &u);
		if (!ret)
			*(uint64_t *)(void *)p = u;
		break;
	case FIO_OPT_BOOL:
		ret = bench_bool_parse(v, &b);
		if (!ret)
			*(int *)(void *)p = o->fio->inverse ? !b : b;
		break;
	case FIO_OPT_STR:
		if (!v || !*v)
			ret = -EINVAL;
		else
			*(const char **)(void *)p = v;
		break;
	}
out:
	if (ret)
		diag_error("%s: invalid value '%s' for '%s'", where, v ? v : "",
			   o->fio->name);
	return ret;
}

/* ---- job files -------------------------------------------------------- */

static char *trim(char *s)
{
	char *e;

	while (isspace((unsigned char)*s))
		s++;
	e = s + strlen(s);
	while (e > s && isspace((unsigned char)e[-1]))
		*--e = '\0';
	return s;
}

void bench_jobfile_release(struct bench_jobfile *jf)
{
	free(jf->jobs);
	free(jf->text);
	free(jf->orig);
	*jf = (struct bench_jobfile)BENCH_JOBFILE_INIT;
}

int bench_jobfile_parse(struct bench_jobfile *jf, const char *path, char *text)
{
	struct bench_job def = BENCH_JOB_INIT, global = def, *cur = NULL;
	char *line, *next, where[512];
	size_t alloc = 0;
	long lineno = 0;
	int ret = 0;

	jf->text = text;
	jf->orig = strdup(text);
	if (!jf->orig)
		return -ENOMEM;
	for (line = jf->text; line; line = next) {
		char *s, *eq, *k, *v;
		struct bench_jobopt o;

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		lineno++;
		s = trim(line);
		if (!*s || *s == ';' || *s == '#')
			continue;
		snprintf(where, sizeof(where), "%s:%ld", path, lineno);
		if (*s == '[') {
			char *e = strchr(s, ']');

			if (!e)
				return diag_error("%s: error: expected ']' "
						  "after section name",
						  where);
			*e = '\0';
			s = trim(s + 1);
			if (!strcmp(s, "global")) {
				cur = &global;
				continue;
			}
			if (ALLOC_GROW(jf->jobs, jf->n + 1, alloc))
				return -ENOMEM;
			cur = &jf->jobs[jf->n++];
			*cur = global;
			cur->name = s;
			continue;
		}
		if (!cur)
			return diag_error("%s: error: expected a '[section]' "
					  "before '%s'",
					  where, s);
		eq = strchr(s, '=');
		if (eq)
			*eq = '\0';
		k = trim(s);
		v = eq ? trim(eq + 1) : NULL;
		if (bench_jobopt_find(k, &o)) {
			diag_warning("%s: warning: option '%s' is not "
				     "supported by iodb run; ignored",
				     where, k);
			continue;
		}
		ret = bench_jobopt_set(cur, &o, v, where);
		if (ret)
			return ret;
	}
	if (!jf->n)
		return diag_error("%s: error: no job section found", path);
	return 0;
}
