/*
 * iodb run: parse fio-named options (or a job file, or a profile), run the
 * jobs on the io_uring engine (bench/), print a fio-like summary or fio
 * JSON (bench/fio_json_out.c), and store the run with the system it ran
 * on.  Option values and job files are read by bench/jobfile.c.
 */
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
#include "bench/fio_json_out.h"
#include "bench/jobfile.h"
#include "bench/sysinfo.h"
#include "cli/cli.h"
#include "cli/run.h"
#include "cli/run_fleet.h"
#include "store/sink.h"

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
    "  --repeat N         run it N times, stored as one series of N runs\n"
    "                     (iodb diff compares series with a t-test)\n"
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
    "Many hosts (docs/fleet.md):\n"
    "  --engine fio       run the jobs with fio on fio servers instead\n"
    "  --client HOSTS     the servers: HOST[:PORT],... or a file of them\n"
    "                     (repeatable); TARGET is then a directory on\n"
    "                     every host where iodb's job creates a fresh file\n"
    "\n"
    "Ctrl-C stops the run: what was measured is stored marked\n"
    "'interrupted' and a created file is removed.  A progress line is shown\n"
    "on a terminal.  Sizes take k, m, g, t (powers of 1024; KiB, MiB...\n"
    "too).  Exit status: 0 done, 1 failed, refused or interrupted, 2 usage\n"
    "error.  See docs/runner.md.\n";

/* ---- options (bench/jobfile.c knows fio's; job files share them) ---- */

/* A key=value given on the command line, kept to override job files. */
struct kv {
	struct bench_jobopt o;
	const char *v;
};

struct run_args {
	struct kv kv[64];
	size_t n_kv;
	const char *target, *label, *job_file, *profile;
	int allow, keep, json;
	struct run_fleet_args fleet; /* --engine fio --client (run_fleet.c) */
};

static int parse_args(int argc, char **argv, struct run_args *a)
{
	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i], *eq, *v = NULL;
		char key[64];
		struct bench_jobopt o;
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

			if (v && bench_bool_parse(v, &b))
				return cli_usage_error(
				    "run", "invalid value '%s' for '--%s'", v,
				    key);
			*(key[0] == 'a' ? &a->allow : &a->keep) = b;
			continue;
		}
		if (!strcmp(key, "engine") || !strcmp(key, "client")) {
			if (!v && i + 1 < argc)
				v = argv[++i];
			if (run_fleet_option(&a->fleet, key, v))
				return 2;
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
		if (bench_jobopt_find(key, &o))
			return cli_usage_error("run", "unknown option '--%s'",
					       key);
		if (!v && bench_jobopt_takes_value(&o)) {
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
		if (bench_jobopt_set(j, &a->kv[i].o, a->kv[i].v,
				     "command line"))
			return -EINVAL;
	if (a->target)
		j->filename = a->target;
	return 0;
}

/* ---- job files -------------------------------------------------------- */

/*
 * The jobs of the fio job file at path (bench/jobfile.c reads it), with
 * the command line's options applied last.
 */
static int jobfile_load(const char *path, const struct run_args *a,
			struct bench_jobfile *jf)
{
	char *text = util_read_file(path, NULL);
	int ret;

	if (!text) {
		cli_error("%s: cannot read: %s", path, strerror(errno));
		return -errno;
	}
	ret = bench_jobfile_parse(jf, path, text);
	for (size_t i = 0; !ret && i < jf->n; i++) {
		ret = apply_args(&jf->jobs[i], a);
		if (!ret && !jf->jobs[i].filename) {
			cli_error("%s: error: job '%s' has no filename= and no "
				  "TARGET was given",
				  path, jf->jobs[i].name);
			ret = -EINVAL;
		}
	}
	return ret;
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
	ret = store_sink_begin(&sk, NULL, run->format, NULL, 0, NULL, NULL);
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

/*
 * Store the run; a database that stays busy past the store's long busy
 * timeout (another writer's migration, a stuck process) is tried again
 * twice before giving up: a measurement is worth waiting for.
 */
static int store_outcomes_retry(struct store *st, const struct iodb_run *run,
				const struct bench_outcome *o, size_t n,
				const char *profile, int64_t *run_id,
				size_t *n_results)
{
	int ret = -EIO;

	for (int attempt = 0; attempt < 3; attempt++) {
		ret = store_outcomes(st, run, o, n, profile, run_id, n_results);
		if (ret != -EBUSY && ret != -EIO)
			break;
		if (attempt < 2)
			sleep(1);
	}
	return ret;
}

/*
 * When the run cannot be stored, keep it as fio JSON (which `iodb import`
 * reads) in the current directory, else in $TMPDIR or /tmp.  Returns the
 * path (caller frees) or NULL.
 */
static char *keep_run_file(const struct bench_outcome *o, size_t n, int64_t t0)
{
	const char *tmp = getenv("TMPDIR");
	const char *dirs[] = {".", tmp && *tmp ? tmp : "/tmp", "/tmp"};
	char *json = bench_fio_json(o, n, t0);
	char *path = NULL;

	if (!json)
		return NULL;
	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]) && !path; i++) {
		size_t len = strlen(json);
		FILE *f;

		if (asprintf(&path, "%s/iodb-run-%lld-%ld.json", dirs[i],
			     (long long)t0, (long)getpid()) < 0) {
			path = NULL;
			break;
		}
		f = fopen(path, "wx");
		if (f &&
		    (fwrite(json, 1, len, f) != len || fputc('\n', f) == EOF)) {
			fclose(f);
			f = NULL;
			unlink(path);
		} else if (f && fclose(f)) {
			f = NULL;
			unlink(path);
		}
		if (!f) {
			free(path);
			path = NULL;
		}
	}
	free(json);
	return path;
}

/* ---- the command ------------------------------------------------------ */

static volatile sig_atomic_t n_signals;

/*
 * Ctrl-C (or SIGTERM) stops the run; the handler stays until the file the
 * run made is removed and the run is stored, so a second Ctrl-C cannot
 * leave the file behind or lose what was measured (Ctrl-\ still quits).
 */
static void on_signal(int sig)
{
	static const char msg[] = "iodb: stopping: removing the run's file and "
				  "storing what was measured (Ctrl-\\ quits "
				  "at once)\n";
	ssize_t k;

	(void)sig;
	bench_interrupt();
	if (n_signals++ == 1)
		k = write(2, msg, sizeof(msg) - 1);
	(void)k;
}

/* ---- --repeat N: a series of runs ------------------------------------- */

static int64_t last_run_id = -1;

int64_t cli_run_last_id(void)
{
	return last_run_id;
}

/* The value of --repeat in argv (0: not given, -1: invalid) and argv
 * without it in out (argc entries at most). */
static long repeat_arg(int argc, char **argv, char **out, int *n_out)
{
	long n = 0;

	*n_out = 0;
	for (int i = 0; i < argc; i++) {
		const char *v = NULL;
		char *end;

		if (!strcmp(argv[i], "--repeat") && i + 1 < argc)
			v = argv[++i];
		else if (!strncmp(argv[i], "--repeat=", 9))
			v = argv[i] + 9;
		else if (!strcmp(argv[i], "--repeat"))
			return -1;
		if (!v) {
			out[(*n_out)++] = argv[i];
			continue;
		}
		n = strtol(v, &end, 10);
		if (*end || end == v || n < 1 || n > 1000)
			return -1;
	}
	out[*n_out] = NULL;
	return n;
}

static int run_series(int argc, char **argv, struct cli_env *env, long n)
{
	struct store_run_link l = STORE_RUN_LINK_INIT;
	int status = 0;

	for (long i = 1; i <= n && !status; i++) {
		status = cmd_run(argc, argv, env);
		if (status || last_run_id <= 0)
			break;
		if (i == 1)
			l.series = last_run_id;
		l.run_id = last_run_id;
		l.series_index = i;
		if (store_run_link_set(env->store, &l))
			status = 1;
	}
	if (!status && env && !env->quiet)
		fprintf(stderr, "iodb: stored series %" PRId64 " (%ld runs)\n",
			l.series, n);
	return status;
}

int cmd_run(int argc, char **argv, struct cli_env *env)
{
	struct run_args a;
	struct bench_jobfile jf = BENCH_JOBFILE_INIT;
	struct bench_job base = BENCH_JOB_INIT, *jobs = NULL;
	struct bench_outcome *out = NULL;
	struct bench_config cfg = {0};
	struct sysinfo_desc sd;
	struct iodb_run run = IODB_RUN_INIT;
	struct sigaction sa, old_int, old_term;
	char *opts = NULL, *cmdline = NULL;
	size_t n = 0, n_done = 0, n_results = 0;
	int64_t run_id = -1, t0 = (int64_t)time(NULL);
	int ret, status = 1, have_sd = 0, own_jobs = 0, handlers = 0;

	memset(&a, 0, sizeof(a));
	memset(&sd, 0, sizeof(sd));
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			fputs(run_usage, stdout);
			return 0;
		}
	}
	last_run_id = -1;
	{
		char **rest = calloc((size_t)argc + 1, sizeof(*rest));
		int n_rest;
		long rep = rest ? repeat_arg(argc, argv, rest, &n_rest) : -1;

		if (rep < 0 || rep > 1 || n_rest != argc) {
			ret =
			    rep < 0
				? cli_usage_error("run",
						  "--repeat needs a count from "
						  "1 to 1000")
				: run_series(n_rest, rest, env, rep ? rep : 1);
			free(rest);
			return ret;
		}
		free(rest);
	}
	ret = parse_args(argc, argv, &a);
	if (ret)
		return ret;
	if (a.job_file && a.profile)
		return cli_usage_error("run",
				       "--job-file and --profile exclude each "
				       "other");
	if (!a.target && !a.job_file && !a.fleet.engine)
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
			/* a fleet's TARGET is a directory on the hosts: the
			 * profile's size, as for a file it creates */
			if (a.fleet.engine && a.target && !base.size)
				base.filename = "";
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
	if (a.fleet.engine) {
		a.fleet.target = a.target;
		a.fleet.label = a.label;
		a.fleet.profile = a.profile;
		a.fleet.allow = a.allow;
		a.fleet.keep = a.keep;
		a.fleet.json = a.json;
		status = run_fleet(env, &a.fleet, jobs, n, argc, argv);
		goto out;
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
	sa.sa_flags = SA_RESTART; /* until the run is stored: on_signal */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &old_int);
	sigaction(SIGTERM, &sa, &old_term);
	handlers = 1;
	ret = bench_run(&cfg, jobs, n, out, &n_done);
	if (ret && ret != -EINTR) {
		status = 1;
		goto out;
	}

	if (a.json) {
		char *s = bench_fio_json_from(
		    out, n_done, t0, have_sd && sd.host[0] ? sd.host : NULL,
		    have_sd && sd.device[0] ? sd.device : NULL,
		    have_sd && sd.device_model[0] ? sd.device_model : NULL);

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

	opts = bench_options_json(jobs, n, out, n_done, a.profile, a.job_file,
				  a.allow);
	cmdline = join_argv(argc, argv, jf.orig);
	run.format = "iodb";
	run.tool = "iodb";
	run.tool_version = BENCH_VERSION;
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
	if (store_outcomes_retry(env->store, &run, out, n_done, a.profile,
				 &run_id, &n_results)) {
		char *kept = keep_run_file(out, n_done, t0);

		if (kept)
			cli_error("%s: cannot store the run; its results are "
				  "kept in %s (import them later: iodb import "
				  "%s%s%s%s)",
				  env->db_path ? env->db_path : "database",
				  kept, a.label ? "--label '" : "",
				  a.label ? a.label : "", a.label ? "' " : "",
				  kept);
		else
			cli_error("%s: cannot store the run, nor keep it in a "
				  "file",
				  env->db_path ? env->db_path : "database");
		free(kept);
		status = 1;
		goto out;
	}
	last_run_id = run_id;
	if (!cfg.quiet)
		fprintf(stderr,
			"iodb: stored run %" PRId64 " (%zu result%s)%s\n",
			run_id, n_results, n_results == 1 ? "" : "s",
			ret == -EINTR ? ", marked interrupted" : "");
	status = ret == -EINTR ? 1 : 0;
out:
	if (handlers) {
		sigaction(SIGINT, &old_int, NULL);
		sigaction(SIGTERM, &old_term, NULL);
	}
	for (size_t i = 0; out && i < n_done; i++)
		bench_outcome_release(&out[i]);
	free(out);
	if (own_jobs)
		free(jobs);
	bench_jobfile_release(&jf);
	free(opts);
	free(cmdline);
	if (have_sd)
		sysinfo_release(&sd);
	return status;
}
