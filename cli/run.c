/*
 * iodb run: parse fio-named options (or a job file, or a profile), run the
 * jobs on the io_uring engine (bench/), print a fio-like summary or fio
 * JSON, and store the run with the system it ran on.
 */
#include <cjson/cJSON.h>
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "util/file.h"
#include "bench/bench.h"
#include "bench/sysinfo.h"
#include "cli/cli.h"
#include "cli/run.h"
#include "store/sink.h"

#define IODB_RUN_VERSION "iodb-0.1"

const char run_usage[] =
    "usage: iodb run [OPTIONS] TARGET\n"
    "       iodb run --profile cdm|cdm-nvme|quick [OPTIONS] TARGET\n"
    "       iodb run --job-file FILE [OPTIONS] [TARGET]\n"
    "\n"
    "Benchmark TARGET (a file or a block device) with io_uring and store\n"
    "the results, the job's options and a description of the system (host,\n"
    "kernel, CPU, memory, virtualization, file system, and the block device\n"
    "from sysfs) in the database.  Options have fio's names and meanings;\n"
    "both --opt=VALUE and --opt VALUE are accepted.\n"
    "\n"
    "Workload:\n"
    "  --rw RW            read, write, randread, randwrite, rw, randrw\n"
    "                     (default read)\n"
    "  --rwmixread PCT    read share of rw/randrw (default 50)\n"
    "  --bs SIZE          block size (default 4k)\n"
    "  --iodepth N        I/Os in flight per job (default 1)\n"
    "  --iodepth_batch_submit N  I/Os submitted per system call (default\n"
    "                     1, as fio; 0: all that are ready at once)\n"
    "  --numjobs N        clones of the job, one thread and ring each,\n"
    "                     reported together (default 1)\n"
    "  --size SIZE        bytes of the region (default: the whole target;\n"
    "                     required to create a missing file)\n"
    "  --offset SIZE      start of the region (default 0)\n"
    "  --runtime TIME     stop after TIME (default unit s: 10, 500ms, 2m)\n"
    "  --time_based       run for all of --runtime, wrapping over the\n"
    "                     region; without it a job does one pass over the\n"
    "                     region (or stops at --runtime)\n"
    "  --ramp_time TIME   run this long before measuring (excluded)\n"
    "  --direct 0|1       O_DIRECT, bypassing the page cache (default 1,\n"
    "                     unlike fio's 0)\n"
    "  --fixedbufs        registered buffers\n"
    "  --registerfiles    registered file\n"
    "  --sqthread_poll    a kernel thread polls the submission queue\n"
    "  --hipri            polled completions (needs a device with poll\n"
    "                     queues; refused clearly when it has none)\n"
    "  --randseed N       seed of the random offsets and data\n"
    "  --cpus_allowed L   CPUs the job's threads run on: a list (0-3,6),\n"
    "                     any (the scheduler's choice, fio's default) or\n"
    "                     auto (default: each thread on a CPU that takes\n"
    "                     the disk's completion interrupts, when they go\n"
    "                     to fewer CPUs than iodb may use and there is one\n"
    "                     per clone; else as any)\n"
    "  --cpus_allowed_policy shared|split  with a list: every thread on\n"
    "                     the whole list (shared, default) or one CPU of\n"
    "                     it each (split)\n"
    "  --name NAME        the job's name (default: its test name, e.g.\n"
    "                     RND4K Q32T1)\n"
    "  --job-file FILE    run the jobs of a fio job file ([global] and job\n"
    "                     sections with the options above; filename= or\n"
    "                     TARGET); options given here override the file's\n"
    "  --profile P        a built-in set of jobs:\n"
    "                       cdm       CrystalDiskMark 8 default: SEQ1M Q8T1,\n"
    "                                 SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1\n"
    "                       cdm-nvme  CrystalDiskMark 8 NVMe SSD: SEQ1M Q8T1,\n"
    "                                 SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1\n"
    "                       quick     SEQ1M Q8T1, RND4K Q32T1, RND4K Q1T1\n"
    "                     reads, then writes; 5 s each on 1 GiB (quick:\n"
    "                     1 s each on 256 MiB); --runtime/--size override\n"
    "\n"
    "Recording and output:\n"
    "  --label L          label the run (what you compare)\n"
    "  --output-format F  normal (fio-like summary, default) or json\n"
    "                     (fio 3.x JSON, readable by fio tools and by\n"
    "                     'iodb import')\n"
    "\n"
    "Safety:\n"
    "  A missing TARGET file is created (preallocated to --size, filled\n"
    "  with random data when a job reads it) and removed afterwards.\n"
    "  --keep             keep a file the run created\n"
    "  --allow-destructive  allow writes to a block device or to a file\n"
    "                     iodb did not create (their data is overwritten);\n"
    "                     writes to a mounted or in-use device, or one\n"
    "                     holding a file system or partition table, are\n"
    "                     refused even then\n"
    "\n"
    "Ctrl-C stops the run: what was measured is stored marked\n"
    "'interrupted' and a created file is removed.  A progress line is shown\n"
    "on a terminal.  Sizes take k, m, g, t (powers of 1024; KiB, MiB...\n"
    "too).  Exit status: 0 done, 1 failed, refused or interrupted, 2 usage\n"
    "error.  See docs/runner.md.\n";

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
	for (size_t i = 0; i <= n; i++)
		suf[i] = (char)tolower((unsigned char)end[i]);
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

static int parse_bool(const char *v, int *out)
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

/* ---- options (command line and job files share them) ---------------- */

enum kind {
	K_RW,
	K_PCT,
	K_PCT_INV,
	K_SIZE,
	K_UINT,
	K_TIME,
	K_BOOL,
	K_BOOL_INV,
	K_STR,
	K_ENGINE,
	K_CPU_POLICY,
	K_IGNORE
};

struct jobopt {
	const char *name;
	enum kind kind;
	size_t off; /* into struct bench_job */
};

#define JO(f) offsetof(struct bench_job, f)

static const struct jobopt jobopts[] = {
    {"rw", K_RW, JO(rw)},
    {"readwrite", K_RW, JO(rw)},
    {"rwmixread", K_PCT, JO(rwmixread)},
    {"rwmixwrite", K_PCT_INV, JO(rwmixread)},
    {"bs", K_SIZE, JO(bs)},
    {"blocksize", K_SIZE, JO(bs)},
    {"iodepth", K_UINT, JO(iodepth)},
    {"iodepth_batch", K_UINT, JO(batch_submit)},
    {"iodepth_batch_submit", K_UINT, JO(batch_submit)},
    {"numjobs", K_UINT, JO(numjobs)},
    {"size", K_SIZE, JO(size)},
    {"offset", K_SIZE, JO(offset)},
    {"runtime", K_TIME, JO(runtime_ns)},
    {"time_based", K_BOOL, JO(time_based)},
    {"ramp_time", K_TIME, JO(ramp_ns)},
    {"direct", K_BOOL, JO(direct)},
    {"buffered", K_BOOL_INV, JO(direct)},
    {"fixedbufs", K_BOOL, JO(fixedbufs)},
    {"registerfiles", K_BOOL, JO(registerfiles)},
    {"sqthread_poll", K_BOOL, JO(sqthread_poll)},
    {"hipri", K_BOOL, JO(hipri)},
    {"randseed", K_UINT, JO(seed)},
    {"cpus_allowed", K_STR, JO(cpus_allowed)},
    {"cpus_allowed_policy", K_CPU_POLICY, JO(cpus_split)},
    {"name", K_STR, JO(name)},
    {"filename", K_STR, JO(filename)},
    {"ioengine", K_ENGINE, 0},
    /* what changes nothing here: reporting, and fio's defaults we share */
    {"group_reporting", K_IGNORE, 0},
    {"thread", K_IGNORE, 0},
    {"norandommap", K_IGNORE, 0},
    {"randrepeat", K_IGNORE, 0},
    {"invalidate", K_IGNORE, 0},
    {"description", K_IGNORE, 0},
    {"stonewall", K_IGNORE, 0},
};

static const struct jobopt *jobopt_find(const char *name)
{
	for (size_t i = 0; i < sizeof(jobopts) / sizeof(jobopts[0]); i++)
		if (!strcmp(jobopts[i].name, name))
			return &jobopts[i];
	return NULL;
}

static int takes_value(const struct jobopt *o)
{
	return o->kind != K_BOOL && o->kind != K_BOOL_INV &&
	       o->kind != K_IGNORE;
}

/*
 * Set option o of j from v (NULL for a bare boolean).  Strings are
 * borrowed.  Returns 0 or -EINVAL after printing "iodb: WHERE: ...".
 */
static int jobopt_set(struct bench_job *j, const struct jobopt *o,
		      const char *v, const char *where)
{
	char *p = (char *)j + o->off;
	uint64_t u = 0;
	int b = 0, ret = 0;

	switch (o->kind) {
	case K_RW:
		ret =
		    v ? bench_rw_parse(v, (enum bench_rw *)(void *)p) : -EINVAL;
		break;
	case K_PCT:
	case K_PCT_INV:
		ret = parse_u64(v, &u);
		if (!ret && u > 100)
			ret = -EINVAL;
		if (!ret)
			*(int *)(void *)p =
			    o->kind == K_PCT ? (int)u : 100 - (int)u;
		break;
	case K_SIZE:
		ret = parse_size(v, &u);
		if (!ret)
			*(uint64_t *)(void *)p = u;
		break;
	case K_UINT:
		ret = parse_u64(v, &u);
		if (!ret && o->off != JO(seed) && u > 1u << 20)
			ret = -EINVAL;
		if (!ret && o->off == JO(seed))
			*(uint64_t *)(void *)p = u;
		else if (!ret)
			*(unsigned *)(void *)p = (unsigned)u;
		break;
	case K_TIME:
		ret = parse_time(v, &u);
		if (!ret)
			*(uint64_t *)(void *)p = u;
		break;
	case K_BOOL:
	case K_BOOL_INV:
		ret = parse_bool(v, &b);
		if (!ret)
			*(int *)(void *)p = o->kind == K_BOOL ? b : !b;
		break;
	case K_STR:
		if (!v || !*v)
			ret = -EINVAL;
		else
			*(const char **)(void *)p = v;
		break;
	case K_ENGINE:
		if (!v || strcmp(v, "io_uring")) {
			fprintf(stderr,
				"iodb: %s: warning: ioengine=%s ignored: iodb "
				"always uses io_uring\n",
				where, v ? v : "");
		}
		break;
	case K_CPU_POLICY:
		if (v && !strcmp(v, "shared"))
			*(int *)(void *)p = 0;
		else if (v && !strcmp(v, "split"))
			*(int *)(void *)p = 1;
		else
			ret = -EINVAL;
		break;
	case K_IGNORE: break;
	}
	if (ret)
		fprintf(stderr, "iodb: %s: invalid value '%s' for '%s'\n",
			where, v ? v : "", o->name);
	return ret;
}

/* A key=value given on the command line, kept to override job files. */
struct kv {
	const struct jobopt *o;
	const char *v;
};

struct run_args {
	struct kv kv[64];
	size_t n_kv;
	const char *target, *label, *job_file, *profile;
	int allow, keep, json;
};

static int parse_args(int argc, char **argv, struct run_args *a)
{
	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i], *eq, *v = NULL;
		char key[64];
		const struct jobopt *o;
		size_t kl;

		if (arg[0] != '-' || !arg[1]) {
			if (a->target)
				return cli_usage_error(
				    "run",
				    "only one TARGET may be given "
				    "(found '%s' after '%s')",
				    arg, a->target);
			a->target = arg;
			continue;
		}
		if (strncmp(arg, "--", 2))
			return cli_usage_error("run", "unknown option '%s'",
					       arg);
		arg += 2;
		eq = strchr(arg, '=');
		kl = eq ? (size_t)(eq - arg) : strlen(arg);
		if (kl >= sizeof(key))
			return cli_usage_error("run", "unknown option '--%s'",
					       arg);
		memcpy(key, arg, kl);
		key[kl] = '\0';
		if (eq)
			v = eq + 1;
		if (!strcmp(key, "allow-destructive") || !strcmp(key, "keep")) {
			int b = 1;

			if (v && parse_bool(v, &b))
				return cli_usage_error(
				    "run", "invalid value '%s' for '--%s'", v,
				    key);
			*(key[0] == 'a' ? &a->allow : &a->keep) = b;
			continue;
		}
		if (!strcmp(key, "label") || !strcmp(key, "job-file") ||
		    !strcmp(key, "profile") || !strcmp(key, "output-format")) {
			if (!v && i + 1 < argc)
				v = argv[++i];
			if (!v)
				return cli_usage_error(
				    "run", "option '--%s' needs a value", key);
			if (key[0] == 'l')
				a->label = v;
			else if (key[0] == 'j')
				a->job_file = v;
			else if (key[0] == 'p')
				a->profile = v;
			else if (!strcmp(v, "json"))
				a->json = 1;
			else if (!strcmp(v, "normal"))
				a->json = 0;
			else
				return cli_usage_error(
				    "run",
				    "--output-format is normal or json, "
				    "not '%s'",
				    v);
			continue;
		}
		o = jobopt_find(key);
		if (!o || o->kind == K_IGNORE)
			return cli_usage_error("run", "unknown option '--%s'",
					       key);
		if (!v && takes_value(o)) {
			if (i + 1 >= argc)
				return cli_usage_error(
				    "run", "option '--%s' needs a value", key);
			v = argv[++i];
		} else if (!v && i + 1 < argc &&
			   (!strcmp(argv[i + 1], "0") ||
			    !strcmp(argv[i + 1], "1"))) {
			v = argv[++i]; /* --direct 0 */
		}
		if (a->n_kv >= sizeof(a->kv) / sizeof(a->kv[0]))
			return cli_usage_error("run", "too many options");
		a->kv[a->n_kv].o = o;
		a->kv[a->n_kv].v = v;
		a->n_kv++;
	}
	return 0;
}

static int apply_args(struct bench_job *j, const struct run_args *a)
{
	for (size_t i = 0; i < a->n_kv; i++)
		if (jobopt_set(j, a->kv[i].o, a->kv[i].v, "command line"))
			return -EINVAL;
	if (a->target)
		j->filename = a->target;
	return 0;
}

/* ---- job files -------------------------------------------------------- */

struct jobfile {
	char *text; /* modified in place: the jobs' strings point into it */
	char *orig; /* the file as read, for the run's command */
	struct bench_job *jobs;
	size_t n;
};

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

/*
 * fio's INI: [global] sets defaults for the job sections after it; each
 * other [section] is a job named after it.  Options given on the command
 * line are applied last.
 */
static int jobfile_parse(const char *path, const struct run_args *a,
			 struct jobfile *jf);

static int jobfile_load(const char *path, const struct run_args *a,
			struct jobfile *jf)
{
	jf->text = util_read_file(path, NULL);
	if (!jf->text) {
		cli_error("%s: cannot read: %s", path, strerror(errno));
		return -errno;
	}
	return jobfile_parse(path, a, jf);
}

/* The jobs of jf->text (read from path), which the jobs then point into. */
static int jobfile_parse(const char *path, const struct run_args *a,
			 struct jobfile *jf)
{
	struct bench_job def = BENCH_JOB_INIT, global = def, *cur = NULL;
	char *line, *next, where[512];
	long lineno = 0;
	int ret = 0;

	jf->orig = strdup(jf->text);
	if (!jf->orig)
		return -ENOMEM;
	for (line = jf->text; line; line = next) {
		char *s, *eq, *k, *v;
		const struct jobopt *o;

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
			struct bench_job *nj;

			if (!e) {
				cli_error("%s: error: expected ']' after "
					  "section name",
					  where);
				return -EINVAL;
			}
			*e = '\0';
			s = trim(s + 1);
			if (!strcmp(s, "global")) {
				cur = &global;
				continue;
			}
			nj = realloc(jf->jobs, (jf->n + 1) * sizeof(*nj));
			if (!nj)
				return -ENOMEM;
			jf->jobs = nj;
			cur = &jf->jobs[jf->n++];
			*cur = global;
			cur->name = s;
			continue;
		}
		if (!cur) {
			cli_error("%s: error: expected a '[section]' before "
				  "'%s'",
				  where, s);
			return -EINVAL;
		}
		eq = strchr(s, '=');
		if (eq)
			*eq = '\0';
		k = trim(s);
		v = eq ? trim(eq + 1) : NULL;
		o = jobopt_find(k);
		if (!o) {
			fprintf(stderr,
				"iodb: %s: warning: option '%s' is not "
				"supported by iodb run; ignored\n",
				where, k);
			continue;
		}
		ret = jobopt_set(cur, o, v, where);
		if (ret)
			return ret;
	}
	if (!jf->n) {
		cli_error("%s: error: no job section found", path);
		return -EINVAL;
	}
	for (size_t i = 0; i < jf->n; i++) {
		ret = apply_args(&jf->jobs[i], a);
		if (ret)
			return ret;
		if (!jf->jobs[i].filename) {
			cli_error("%s: error: job '%s' has no filename= and no "
				  "TARGET was given",
				  path, jf->jobs[i].name);
			return -EINVAL;
		}
	}
	return 0;
}

/* ---- output ----------------------------------------------------------- */

static const char *si_count(double v, char *buf, size_t n)
{
	if (v >= 1e6)
		snprintf(buf, n, "%.2fM", v / 1e6);
	else if (v >= 1e4)
		snprintf(buf, n, "%.1fk", v / 1e3);
	else
		snprintf(buf, n, "%.0f", v);
	return buf;
}

static const char *bin_rate(double v, char *buf, size_t n, const char *per)
{
	static const char *u[] = {"B", "KiB", "MiB", "GiB", "TiB"};
	int i = 0;

	while (v >= 1024 * 10 && i < 4) {
		v /= 1024;
		i++;
	}
	snprintf(buf, n, "%.*f%s%s", v < 100 && i ? 1 : 0, v, u[i], per);
	return buf;
}

static const char *dec_rate(double v, char *buf, size_t n, const char *per)
{
	static const char *u[] = {"B", "kB", "MB", "GB", "TB"};
	int i = 0;

	while (v >= 1000 * 10 && i < 4) {
		v /= 1000;
		i++;
	}
	snprintf(buf, n, "%.*f%s%s", v < 100 && i ? 1 : 0, v, u[i], per);
	return buf;
}

static void print_lat(FILE *f, const char *name, const struct bench_lat *l)
{
	double div = 1;
	const char *unit = "nsec";

	if (!l->n)
		return;
	if (l->s.mean >= 10e6) {
		div = 1e6;
		unit = "msec";
	} else if (l->s.mean >= 10e3) {
		div = 1e3;
		unit = "usec";
	}
	fprintf(f, "    %4s (%s): min=%.0f, max=%.0f, avg=%.2f, stdev=%.2f\n",
		name, unit, l->s.min / div, l->s.max / div, l->s.mean / div,
		l->s.stddev / div);
}

static void print_human(FILE *f, const struct bench_outcome *o)
{
	const struct bench_job *j = o->job;
	const char *dn[2] = {"read", "write"};

	fprintf(f,
		"%s: (groupid=0, jobs=%u): rw=%s, bs=%" PRIu64
		", iodepth=%u, direct=%d%s%s\n",
		j->name ? j->name : o->test, j->numjobs, bench_rw_name(j->rw),
		j->bs, j->iodepth, j->direct,
		o->interrupted ? ", interrupted" : "",
		o->measured ? "" : " (nothing measured)");
	if (o->cpus[0])
		fprintf(f, "  cpus: %s%s (%s)\n", o->cpus,
			o->cpus_split && j->numjobs > 1 ? ", split" : "",
			o->cpus_why);
	if (!o->measured)
		return;
	for (int d = 0; d < 2; d++) {
		const struct bench_dir *bd = &o->dir[d];
		double div = 1;
		const char *unit = "nsec";
		char a[32], b[32], c[32], e[32];

		if (!o->used[d])
			continue;
		fprintf(f, "  %s: IOPS=%s, BW=%s (%s)(%s/%.0fmsec)\n", dn[d],
			si_count(bd->res.iops, a, sizeof(a)),
			bin_rate(bd->res.bw_bytes, b, sizeof(b), "/s"),
			dec_rate(bd->res.bw_bytes, c, sizeof(c), "/s"),
			bin_rate((double)bd->bytes, e, sizeof(e), ""),
			o->runtime_ns / 1e6);
		print_lat(f, "slat", &bd->slat);
		print_lat(f, "clat", &bd->clat);
		print_lat(f, "lat", &bd->lat);
		if (!bd->res.n_clat_pct)
			continue;
		/* the unit that shows the median with 2 to 5 digits */
		if (bd->clat_pct[6].ns >= 10e6) {
			div = 1e6;
			unit = "msec";
		} else if (bd->clat_pct[6].ns >= 10e3) {
			div = 1e3;
			unit = "usec";
		}
		fprintf(f, "    clat percentiles (%s):\n", unit);
		for (size_t i = 0; i < bd->res.n_clat_pct; i++) {
			fprintf(f, "%s%5.2fth=[%5.0f]%s",
				i % 4 ? " " : "     | ",
				bd->res.clat_pct[i].pct,
				bd->res.clat_pct[i].ns / div,
				i + 1 == bd->res.n_clat_pct ? "\n"
				: i % 4 == 3		    ? ",\n"
							    : ",");
		}
	}
	fprintf(f, "  cpu          : usr=%.2f%%, sys=%.2f%%\n", o->usr_cpu,
		o->sys_cpu);
}

static double extra(const struct iodb_result *r, const char *name)
{
	for (size_t i = 0; i < r->n_extras; i++)
		if (!strcmp(r->extras[i].name, name))
			return r->extras[i].value;
	return 0;
}

static void json_lat(cJSON *dir, const char *key, const struct bench_lat *l,
		     const struct iodb_pct *pct, size_t n_pct)
{
	cJSON *o = cJSON_AddObjectToObject(dir, key);
	int have = l->n > 0;

	if (!o)
		return;
	cJSON_AddNumberToObject(o, "min", have ? l->s.min : 0);
	cJSON_AddNumberToObject(o, "max", have ? l->s.max : 0);
	cJSON_AddNumberToObject(o, "mean", have ? l->s.mean : 0);
	cJSON_AddNumberToObject(o, "stddev", have ? l->s.stddev : 0);
	cJSON_AddNumberToObject(o, "N", (double)l->n);
	if (have && n_pct) {
		cJSON *p = cJSON_AddObjectToObject(o, "percentile");

		for (size_t i = 0; p && i < n_pct; i++) {
			char k[32];

			snprintf(k, sizeof(k), "%f", pct[i].pct);
			cJSON_AddNumberToObject(p, k, pct[i].ns);
		}
	}
}

static void json_dir(cJSON *job, const char *key, const struct bench_outcome *o,
		     int d)
{
	static const struct bench_dir none;
	const struct bench_dir *bd =
	    d >= 0 && o->used[d] && o->measured ? &o->dir[d] : &none;
	const struct iodb_result *r = &bd->res;
	cJSON *x = cJSON_AddObjectToObject(job, key);
	int live = bd != &none;
	double bw = live && !isnan(r->bw_bytes) ? r->bw_bytes : 0;

	if (!x)
		return;
	cJSON_AddNumberToObject(x, "io_bytes", (double)bd->bytes);
	cJSON_AddNumberToObject(x, "io_kbytes", (double)(bd->bytes >> 10));
	cJSON_AddNumberToObject(x, "bw_bytes", floor(bw + 0.5));
	cJSON_AddNumberToObject(x, "bw", floor(bw / 1024));
	cJSON_AddNumberToObject(x, "iops",
				live && !isnan(r->iops) ? r->iops : 0);
	cJSON_AddNumberToObject(x, "runtime",
				live ? floor(o->runtime_ns / 1e6 + 0.5) : 0);
	cJSON_AddNumberToObject(x, "total_ios", (double)bd->ios);
	cJSON_AddNumberToObject(x, "short_ios", 0);
	cJSON_AddNumberToObject(x, "drop_ios", 0);
	json_lat(x, "slat_ns", &bd->slat, NULL, 0);
	json_lat(x, "clat_ns", &bd->clat, bd->clat_pct,
		 live ? r->n_clat_pct : 0);
	json_lat(x, "lat_ns", &bd->lat, NULL, 0);
	cJSON_AddNumberToObject(x, "bw_min", floor(extra(r, "bw_min") / 1024));
	cJSON_AddNumberToObject(x, "bw_max", floor(extra(r, "bw_max") / 1024));
	cJSON_AddNumberToObject(x, "bw_agg", live && bw > 0 ? 100.0 : 0);
	cJSON_AddNumberToObject(x, "bw_mean", extra(r, "bw_mean") / 1024);
	cJSON_AddNumberToObject(x, "bw_dev", extra(r, "bw_dev") / 1024);
	cJSON_AddNumberToObject(x, "bw_samples", extra(r, "bw_samples"));
	cJSON_AddNumberToObject(x, "iops_min", floor(extra(r, "iops_min")));
	cJSON_AddNumberToObject(x, "iops_max", floor(extra(r, "iops_max")));
	cJSON_AddNumberToObject(x, "iops_mean", extra(r, "iops_mean"));
	cJSON_AddNumberToObject(x, "iops_stddev", extra(r, "iops_stddev"));
	cJSON_AddNumberToObject(x, "iops_samples", extra(r, "iops_samples"));
}

static void add_opt_str(cJSON *o, const char *k, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void add_opt_str(cJSON *o, const char *k, const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	cJSON_AddStringToObject(o, k, buf);
}

static char *fio_json(const struct bench_outcome *o, size_t n, int64_t t0)
{
	cJSON *root = cJSON_CreateObject(), *jobs;
	char tbuf[64];
	time_t tt = (time_t)t0;
	struct tm tm;
	char *s = NULL;

	if (!root)
		return NULL;
	cJSON_AddStringToObject(root, "fio version", IODB_RUN_VERSION);
	cJSON_AddNumberToObject(root, "timestamp", (double)t0);
	cJSON_AddNumberToObject(root, "timestamp_ms", (double)t0 * 1000);
	localtime_r(&tt, &tm);
	strftime(tbuf, sizeof(tbuf), "%a %b %e %H:%M:%S %Y", &tm);
	cJSON_AddStringToObject(root, "time", tbuf);
	jobs = cJSON_AddArrayToObject(root, "jobs");
	for (size_t i = 0; jobs && i < n; i++) {
		const struct bench_job *j = o[i].job;
		cJSON *job = cJSON_CreateObject(), *opts;

		if (!job)
			break;
		cJSON_AddItemToArray(jobs, job);
		cJSON_AddStringToObject(job, "jobname",
					j->name ? j->name : o[i].test);
		cJSON_AddNumberToObject(job, "groupid", 0);
		cJSON_AddNumberToObject(job, "error", 0);
		cJSON_AddNumberToObject(job, "eta", 0);
		cJSON_AddNumberToObject(
		    job, "elapsed",
		    isnan(o[i].runtime_ns) ? 0 : ceil(o[i].runtime_ns / 1e9));
		opts = cJSON_AddObjectToObject(job, "job options");
		if (opts) {
			add_opt_str(opts, "name", "%s",
				    j->name ? j->name : o[i].test);
			add_opt_str(opts, "filename", "%s", j->filename);
			add_opt_str(opts, "ioengine", "io_uring");
			add_opt_str(opts, "rw", "%s", bench_rw_name(j->rw));
			if (j->rw == BENCH_RW || j->rw == BENCH_RANDRW)
				add_opt_str(opts, "rwmixread", "%d",
					    j->rwmixread);
			add_opt_str(opts, "bs", "%" PRIu64, j->bs);
			add_opt_str(opts, "iodepth", "%u", j->iodepth);
			if (j->batch_submit != 1)
				add_opt_str(opts, "iodepth_batch_submit", "%u",
					    j->batch_submit);
			add_opt_str(opts, "numjobs", "%u", j->numjobs);
			add_opt_str(opts, "direct", "%d", j->direct);
			if (j->size)
				add_opt_str(opts, "size", "%" PRIu64, j->size);
			if (j->offset)
				add_opt_str(opts, "offset", "%" PRIu64,
					    j->offset);
			if (j->runtime_ns)
				add_opt_str(opts, "runtime", "%" PRIu64 "ms",
					    j->runtime_ns / 1000000);
			if (j->time_based)
				add_opt_str(opts, "time_based", "1");
			if (j->ramp_ns)
				add_opt_str(opts, "ramp_time", "%" PRIu64 "ms",
					    j->ramp_ns / 1000000);
			if (j->fixedbufs)
				add_opt_str(opts, "fixedbufs", "1");
			if (j->registerfiles)
				add_opt_str(opts, "registerfiles", "1");
			if (j->sqthread_poll)
				add_opt_str(opts, "sqthread_poll", "1");
			if (j->hipri)
				add_opt_str(opts, "hipri", "1");
			if (j->numjobs > 1)
				add_opt_str(opts, "group_reporting", "1");
			if (o[i].cpus[0]) {
				add_opt_str(opts, "cpus_allowed", "%s",
					    o[i].cpus);
				if (o[i].cpus_split)
					add_opt_str(opts, "cpus_allowed_policy",
						    "split");
			}
		}
		json_dir(job, "read", &o[i], 0);
		json_dir(job, "write", &o[i], 1);
		json_dir(job, "trim", &o[i], -1);
		cJSON_AddNumberToObject(
		    job, "job_runtime",
		    isnan(o[i].runtime_ns)
			? 0
			: floor(o[i].runtime_ns / 1e6 + 0.5));
		cJSON_AddNumberToObject(job, "usr_cpu",
					isnan(o[i].usr_cpu) ? 0 : o[i].usr_cpu);
		cJSON_AddNumberToObject(job, "sys_cpu",
					isnan(o[i].sys_cpu) ? 0 : o[i].sys_cpu);
	}
	s = cJSON_Print(root);
	cJSON_Delete(root);
	return s;
}

/* The conditions as a JSON object: flat for one job, "jobs" for more. */
static void job_json(cJSON *o, const struct bench_job *j,
		     const struct bench_outcome *oc)
{
	cJSON_AddStringToObject(o, "name", j->name ? j->name : "");
	cJSON_AddStringToObject(o, "filename", j->filename);
	cJSON_AddStringToObject(o, "ioengine", "io_uring");
	cJSON_AddStringToObject(o, "rw", bench_rw_name(j->rw));
	if (j->rw == BENCH_RW || j->rw == BENCH_RANDRW)
		cJSON_AddNumberToObject(o, "rwmixread", j->rwmixread);
	cJSON_AddNumberToObject(o, "bs", (double)j->bs);
	cJSON_AddNumberToObject(o, "iodepth", j->iodepth);
	cJSON_AddNumberToObject(o, "iodepth_batch_submit", j->batch_submit);
	cJSON_AddNumberToObject(o, "numjobs", j->numjobs);
	if (j->size)
		cJSON_AddNumberToObject(o, "size", (double)j->size);
	cJSON_AddNumberToObject(o, "offset", (double)j->offset);
	if (j->runtime_ns)
		cJSON_AddNumberToObject(o, "runtime_ns", (double)j->runtime_ns);
	cJSON_AddBoolToObject(o, "time_based", j->time_based);
	cJSON_AddNumberToObject(o, "ramp_time_ns", (double)j->ramp_ns);
	cJSON_AddBoolToObject(o, "direct", j->direct);
	cJSON_AddBoolToObject(o, "fixedbufs", j->fixedbufs);
	cJSON_AddBoolToObject(o, "registerfiles", j->registerfiles);
	cJSON_AddBoolToObject(o, "sqthread_poll", j->sqthread_poll);
	cJSON_AddBoolToObject(o, "hipri", j->hipri);
	if (j->seed)
		cJSON_AddNumberToObject(o, "randseed", (double)j->seed);
	cJSON_AddStringToObject(o, "cpus_allowed",
				j->cpus_allowed ? j->cpus_allowed : "auto");
	if (j->cpus_allowed && j->cpus_split)
		cJSON_AddStringToObject(o, "cpus_allowed_policy", "split");
	/* where the threads ran: a CPU list, or null for the scheduler */
	if (oc && oc->cpus[0]) {
		cJSON_AddStringToObject(o, "cpus", oc->cpus);
		cJSON_AddStringToObject(o, "cpus_placed_by", oc->cpus_why);
	} else if (oc) {
		cJSON_AddNullToObject(o, "cpus");
	}
}

static char *options_json(const struct bench_job *jobs, size_t n,
			  const struct bench_outcome *out, size_t n_out,
			  const struct run_args *a)
{
	cJSON *root = cJSON_CreateObject();
	char *s;

	if (!root)
		return NULL;
	if (a->profile)
		cJSON_AddStringToObject(root, "profile", a->profile);
	if (a->job_file)
		cJSON_AddStringToObject(root, "job_file", a->job_file);
	cJSON_AddBoolToObject(root, "allow_destructive", a->allow);
	if (n == 1) {
		job_json(root, &jobs[0], n_out ? &out[0] : NULL);
	} else {
		cJSON *arr = cJSON_AddArrayToObject(root, "jobs");

		for (size_t i = 0; arr && i < n; i++) {
			cJSON *o = cJSON_CreateObject();

			if (!o)
				break;
			job_json(o, &jobs[i], i < n_out ? &out[i] : NULL);
			cJSON_AddItemToArray(arr, o);
		}
	}
	s = cJSON_PrintUnformatted(root);
	cJSON_Delete(root);
	return s;
}

static char *join_argv(int argc, char **argv, const char *extra_text)
{
	size_t len = 16 + (extra_text ? strlen(extra_text) + 1 : 0);
	char *s, *p;

	for (int i = 0; i < argc; i++)
		len += strlen(argv[i]) * 4 + 3;
	s = malloc(len);
	if (!s)
		return NULL;
	p = s + sprintf(s, "iodb");
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i];
		int quote = !*a || strpbrk(a, " \t'\"\\$*?;&|<>()") != NULL;

		*p++ = ' ';
		if (!quote) {
			p += sprintf(p, "%s", a);
			continue;
		}
		*p++ = '\'';
		for (; *a; a++) {
			if (*a == '\'')
				p += sprintf(p, "'\\''");
			else
				*p++ = *a;
		}
		*p++ = '\'';
	}
	*p = '\0';
	if (extra_text)
		sprintf(p, "\n%s", extra_text);
	return s;
}

/* ---- storing ---------------------------------------------------------- */

/* Store the run and its measured results as one unit, through the same
 * sink as import (store/sink.h). */
static int store_outcomes(struct store *st, const struct iodb_run *run,
			  const struct bench_outcome *o, size_t n,
			  const char *profile, int64_t *run_id,
			  size_t *n_results)
{
	struct store_sink_tag tag = {"profile", profile};
	struct store_sink sk;
	int ret;

	*n_results = 0;
	store_sink_init(&sk, st, &tag, profile ? 1 : 0);
	ret = store_sink_begin(&sk, NULL, run->format, NULL, 0, NULL);
	if (ret)
		return ret;
	ret = store_sink_run(&sk, run);
	for (size_t i = 0; !ret && i < n; i++) {
		if (!o[i].measured)
			continue;
		for (int d = 0; d < 2 && !ret; d++) {
			if (!o[i].used[d])
				continue;
			ret = store_sink_result(&sk, &o[i].dir[d].res);
			(*n_results)++;
		}
	}
	*run_id = sk.run_id;
	if (!ret)
		ret = store_sink_end(&sk, 0);
	else
		store_sink_end(&sk, ret);
	if (!ret)
		ret = store_sink_finish(&sk);
	return ret;
}

/* ---- the command ------------------------------------------------------ */

static void on_signal(int sig)
{
	(void)sig;
	bench_interrupt();
}

int cmd_run(int argc, char **argv, struct cli_env *env)
{
	struct run_args a;
	struct jobfile jf = {NULL, NULL, NULL, 0};
	struct bench_job base = BENCH_JOB_INIT, *jobs = NULL;
	struct bench_outcome *out = NULL;
	struct bench_config cfg = {0};
	struct sysinfo_desc sd;
	struct iodb_run run = IODB_RUN_INIT;
	struct sigaction sa, old_int, old_term;
	char *opts = NULL, *cmdline = NULL;
	size_t n = 0, n_done = 0, n_results = 0;
	int64_t run_id = -1, t0 = (int64_t)time(NULL);
	int ret, status = 1, have_sd = 0, own_jobs = 0;

	memset(&a, 0, sizeof(a));
	memset(&sd, 0, sizeof(sd));
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			fputs(run_usage, stdout);
			return 0;
		}
	}
	ret = parse_args(argc, argv, &a);
	if (ret)
		return ret;
	if (a.job_file && a.profile)
		return cli_usage_error("run",
				       "--job-file and --profile exclude each "
				       "other");
	if (!a.target && !a.job_file)
		return cli_usage_error("run", "no TARGET given");
	if (a.job_file) {
		ret = jobfile_load(a.job_file, &a, &jf);
		if (ret) {
			status = ret == -EINVAL ? 2 : 1;
			goto out;
		}
		jobs = jf.jobs;
		n = jf.n;
	} else {
		if (apply_args(&base, &a))
			return 2;
		if (a.profile) {
			ret = bench_profile(a.profile, &base, &jobs, &n);
			if (ret == -EINVAL)
				return cli_usage_error(
				    "run",
				    "unknown profile '%s' (cdm, cdm-nvme, "
				    "quick)",
				    a.profile);
			if (ret) {
				cli_error("out of memory");
				goto out;
			}
			own_jobs = 1;
		} else {
			jobs = &base;
			n = 1;
		}
	}
	out = calloc(n, sizeof(*out));
	if (!out) {
		cli_error("out of memory");
		goto out;
	}
	/* the system, before the run creates anything */
	if (!sysinfo_collect(jobs[0].filename, &sd))
		have_sd = 1;
	cfg.allow_destructive = a.allow;
	cfg.keep = a.keep;
	cfg.quiet = env && env->quiet;
	cfg.progress = isatty(2) && !cfg.quiet;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sa.sa_flags = SA_RESETHAND; /* a second Ctrl-C kills at once */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &old_int);
	sigaction(SIGTERM, &sa, &old_term);
	ret = bench_run(&cfg, jobs, n, out, &n_done);
	sigaction(SIGINT, &old_int, NULL);
	sigaction(SIGTERM, &old_term, NULL);
	if (ret && ret != -EINTR) {
		status = 1;
		goto out;
	}

	if (a.json) {
		char *s = fio_json(out, n_done, t0);

		if (s) {
			fputs(s, stdout);
			fputc('\n', stdout);
			free(s);
		}
	} else {
		for (size_t i = 0; i < n_done; i++)
			print_human(stdout, &out[i]);
	}
	fflush(stdout);

	opts = options_json(jobs, n, out, n_done, &a);
	cmdline = join_argv(argc, argv, jf.orig);
	run.format = "iodb";
	run.tool = "iodb";
	run.tool_version = IODB_RUN_VERSION;
	run.label = a.label;
	run.host = have_sd && sd.host[0] ? sd.host : NULL;
	run.device = have_sd && sd.device[0] ? sd.device : NULL;
	run.device_model =
	    have_sd && sd.device_model[0] ? sd.device_model : NULL;
	run.command = cmdline;
	run.options_json = opts;
	run.system_json = have_sd ? sd.json : NULL;
	run.status = ret == -EINTR ? "interrupted" : NULL;
	run.timestamp = t0;
	if (!env || !env->store) {
		cli_error("no database open: the run was not stored");
		status = 1;
		goto out;
	}
	if (store_outcomes(env->store, &run, out, n_done, a.profile, &run_id,
			   &n_results)) {
		cli_error("%s: cannot store the run",
			  env->db_path ? env->db_path : "database");
		status = 1;
		goto out;
	}
	if (!cfg.quiet)
		fprintf(stderr,
			"iodb: stored run %" PRId64 " (%zu results)%s\n",
			run_id, n_results,
			ret == -EINTR ? ", marked interrupted" : "");
	status = ret == -EINTR ? 1 : 0;
out:
	for (size_t i = 0; out && i < n_done; i++)
		bench_outcome_release(&out[i]);
	free(out);
	if (own_jobs)
		free(jobs);
	free(jf.jobs);
	free(jf.text);
	free(jf.orig);
	free(opts);
	free(cmdline);
	if (have_sd)
		sysinfo_release(&sd);
	return status;
}
