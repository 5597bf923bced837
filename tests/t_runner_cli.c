/*
 * `iodb run` end to end (the binary, or cmd_run in a child): Ctrl-C
 * stores what was measured marked interrupted, fio JSON read back by the
 * importer, usage errors, job files and options; and the job-file reader
 * (bench/jobfile.c) in-process.
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
#include "bench/jobfile.h"
#include "cli/run.h"
#include "store/store.h"
#include "tests/collect.h"
#include "tests/runner_util.h"
#include "tests/t.h"
#include "util/diag.h"

struct runs_seen {
	int n;
	char status[32];
	int64_t results;
};

static int count_run(void *arg, const struct store_run_row *row)
{
	struct runs_seen *s = arg;

	s->n++;
	snprintf(s->status, sizeof(s->status), "%s",
		 row->run->status ? row->run->status : "(null)");
	s->results = row->n_results;
	T_STR(row->run->format, "iodb");
	T_STR(row->run->tool, "iodb");
	T_OK(row->run->system_json && strstr(row->run->system_json, "kernel"));
	T_OK(row->run->host != NULL);
	return 0;
}

T_TEST(t_runner_sigint_interrupted)
{
	const char *db = rt_path("sigint.db"), *f = rt_path("sigint-target");
	const char *args[] = {
	    "--rw=randread", "--size=64m",   "--iodepth", "4",
	    "--runtime=20",  "--time_based", f,		  NULL};
	struct store_selection sel = STORE_SELECTION_INIT;
	struct runs_seen seen = {0};
	struct store *st = NULL;
	int status;

	if (!rt_uring_ok())
		return;
	unlink(db);
	status = rt_iodb_run_wait(db, args, 300, f, rt_path("sigint.out"));
	T_INT(status, 1);
	T_OK(!rt_exists(f)); /* the file the run created is gone */
	if (store_open(db, STORE_READONLY, &st)) {
		T_FAIL("no database written");
		return;
	}
	T_INT(store_runs_foreach(st, &sel, count_run, &seen), 0);
	T_INT(seen.n, 1);
	T_STR(seen.status, "interrupted");
	store_close(st);
	/* the same interrupted a second time during the layout stays clean */
	unlink(db);
}

T_TEST(t_runner_fio_json_roundtrip)
{
	const char *db = rt_path("json.db"), *f = rt_path("json-target");
	const char *out = rt_path("json.out");
	const char *args[] = {"--rw=randrw",
			      "--rwmixread=60",
			      "--bs=4k",
			      "--size=16m",
			      "--iodepth=8",
			      "--runtime=400ms",
			      "--time_based",
			      "--output-format=json",
			      "--name",
			      "mixed",
			      f,
			      NULL};
	struct store_selection sel = STORE_SELECTION_INIT;
	struct t_collect c;
	struct rt_rows rs;
	struct store *st = NULL;
	char *json;
	size_t len;

	if (!rt_uring_ok())
		return;
	memset(&rs, 0, sizeof(rs));
	unlink(db);
	T_INT(rt_iodb_run(db, args, 0, out), 0);
	json = t_read_file(out, &len);
	if (!json) {
		T_FAIL("no output");
		return;
	}
	T_OK(strstr(json, "\"fio version\"") != NULL);
	T_INT(store_open(db, STORE_READONLY, &st), 0);
	if (!st) {
		free(json);
		return;
	}
	T_INT(store_results_foreach(st, &sel, rt_keep_row, &rs), 0);
	store_close(st);
	T_INT(rs.n, 2);
	/* the importer reads iodb's JSON back to the stored figures */
	T_INT(t_collect_buf(&c, "fio-json", out, json, len, 0), 0);
	T_INT(c.n_res, 2);
	for (int i = 0; i < rs.n && i < 2; i++) {
		const struct iodb_result *a = &rs.r[i];
		const struct iodb_result *b =
		    t_find(&c, a->cond.op, "mixed", NULL);

		if (!b)
			continue;
		T_DBL(b->io_bytes, a->io_bytes);
		T_NEAR(b->iops, a->iops, 1e-9);
		T_NEAR(b->bw_bytes, a->bw_bytes, 1e-6);
		T_NEAR(b->runtime_ns, a->runtime_ns, 1e-2);
		T_DBL(b->clat.min, a->clat.min);
		T_DBL(b->clat.max, a->clat.max);
		T_NEAR(b->clat.mean, a->clat.mean, 1e-9);
		T_NEAR(b->clat.stddev, a->clat.stddev, 1e-9);
		T_NEAR(b->lat.mean, a->lat.mean, 1e-9);
		T_NEAR(b->slat.mean, a->slat.mean, 1e-9);
		T_INT(b->cond.bs, 4096);
		T_INT(b->cond.iodepth, 8);
		T_INT(b->n_clat_pct, 17);
		for (size_t k = 0; k < 17 && k < b->n_clat_pct; k++) {
			T_DBL(b->clat_pct[k].pct, rs.pct[i][k].pct);
			T_DBL(b->clat_pct[k].ns, rs.pct[i][k].ns);
		}
		T_NEAR(b->cpu_usr, a->cpu_usr, 1e-9);
		T_NEAR(b->cpu_sys, a->cpu_sys, 1e-9);
	}
	t_collect_free(&c);
	free(json);
	T_OK(!rt_exists(f));
}

T_TEST(t_runner_cli_usage)
{
	const char *db = rt_path("usage.db");
	const char *bad1[] = {"--rw=sideways", rt_path("x"), NULL};
	const char *bad2[] = {"--bogus", rt_path("x"), NULL};
	const char *bad3[] = {"--profile", "nope", rt_path("x"), NULL};

	T_OK(strstr(run_usage, "--allow-destructive") != NULL);
	T_OK(strstr(run_usage, "--output-format") != NULL);
	if (!rt_uring_ok())
		return;
	T_INT(rt_iodb_run(db, bad1, 0, rt_path("u.out")), 2);
	T_INT(rt_iodb_run(db, bad2, 0, rt_path("u.out")), 2);
	T_INT(rt_iodb_run(db, bad3, 0, rt_path("u.out")), 2);
}

T_TEST(t_runner_job_file)
{
	const char *db = rt_path("jobfile.db"), *jf = rt_path("jobs.fio");
	const char *f = rt_path("jobfile-target");
	const char *args[] = {"--job-file", jf, "--runtime=200ms", NULL};
	struct store_selection sel = STORE_SELECTION_INIT;
	struct rt_rows rs;
	struct store *st = NULL;
	FILE *o;

	if (!rt_uring_ok())
		return;
	memset(&rs, 0, sizeof(rs));
	o = fopen(jf, "w");
	fprintf(o,
		"; two jobs\n[global]\nfilename=%s\nsize=8m\n"
		"ioengine=io_uring\ndirect=1\ntime_based\nruntime=5\n"
		"\n[rand-read]\nrw=randread\nbs=4k\niodepth=16\n\n"
		"[seq-write]\nrw=write\nbs=128k\niodepth=2\n",
		f);
	fclose(o);
	unlink(db);
	T_INT(rt_iodb_run(db, args, 0, rt_path("jf.out")), 0);
	T_INT(store_open(db, STORE_READONLY, &st), 0);
	if (!st)
		return;
	T_INT(store_results_foreach(st, &sel, rt_keep_row, &rs), 0);
	store_close(st);
	T_INT(rs.n, 2);
	T_INT(rs.r[0].cond.op, IODB_OP_READ);
	T_INT(rs.r[0].cond.bs, 4096);
	T_INT(rs.r[0].cond.iodepth, 16);
	T_INT(rs.r[1].cond.op, IODB_OP_WRITE);
	T_INT(rs.r[1].cond.bs, 131072);
	/* the command line's --runtime overrode the file's 5 s */
	T_OK(rs.r[0].runtime_ns < 1e9 && rs.r[1].runtime_ns < 1e9);
	T_OK(!rt_exists(f));
}

T_TEST(t_runner_cli_options)
{
	const char *db = rt_path("opts.db"), *f = rt_path("opts-target");
	const char *args[] = {
	    "--bs",	     "8k",	  "--iodepth", "4",
	    "--size",	     "1MiB",	  "--direct",  "0",
	    "--rw",	     "randwrite", "--label",   "opt test",
	    "--ramp_time=0", f,		  NULL};
	struct store_selection sel = STORE_SELECTION_INIT;
	struct rt_rows rs;
	struct store *st = NULL;

	if (!rt_uring_ok())
		return;
	memset(&rs, 0, sizeof(rs));
	unlink(db);
	T_INT(rt_iodb_run(db, args, 0, rt_path("opts.out")), 0);
	T_INT(store_open(db, STORE_READONLY, &st), 0);
	if (!st)
		return;
	sel.label = "opt test";
	T_INT(store_results_foreach(st, &sel, rt_keep_row, &rs), 0);
	store_close(st);
	T_INT(rs.n, 1);
	T_INT(rs.r[0].cond.bs, 8192);
	T_INT(rs.r[0].cond.iodepth, 4);
	T_INT(rs.r[0].cond.direct, 0);
	T_INT(rs.r[0].cond.op, IODB_OP_WRITE);
	T_DBL(rs.r[0].io_bytes, 1 << 20); /* one pass over 1 MiB */
	T_OK(!rt_exists(f));
}

/* Parse a job file's text in-process, capturing what it reports. */
static int parse_jobs(const char *text, struct bench_jobfile *jf,
		      struct rt_capture *c)
{
	char *copy = strdup(text);
	int ret;

	rt_capture_begin(c);
	ret = bench_jobfile_parse(jf, "jobs.fio", copy);
	rt_capture_end();
	return ret;
}

/* The job-file reader: [global], aliases of the one fio option table. */
T_TEST(t_runner_jobfile_reader)
{
	struct bench_jobfile jf = BENCH_JOBFILE_INIT;
	struct rt_capture c;

	T_INT(parse_jobs("; made up\n[global]\nfilename=/dev/nvme0n1\n"
			 "blocksize=64k\nbuffered\ntimeout=90s\n"
			 "group_reporting\nverify=crc32c\n\n"
			 "[mixed]\nreadwrite=randrw\nrwmixwrite=30\n"
			 "iodepth = 32\nnumjobs=4\n[seq]\nrw=read\nbs=1m\n"
			 "direct=1\n",
			 &jf, &c),
	      0);
	T_INT(jf.n, 2);
	/* one warning: verify= is an fio option iodb run does not do */
	T_INT(c.n_warning, 1);
	T_INT(c.n_error, 0);
	T_STR(c.last, "jobs.fio:8: warning: option 'verify' is not supported "
		      "by iodb run; ignored");
	if (jf.n == 2) {
		T_STR(jf.jobs[0].name, "mixed");
		T_STR(jf.jobs[0].filename, "/dev/nvme0n1");
		T_INT(jf.jobs[0].rw, BENCH_RANDRW);
		T_INT(jf.jobs[0].rwmixread, 70);
		T_INT(jf.jobs[0].bs, 65536);
		T_INT(jf.jobs[0].direct, 0);
		T_INT(jf.jobs[0].runtime_ns, 90000000000ull);
		T_INT(jf.jobs[0].iodepth, 32);
		T_INT(jf.jobs[0].numjobs, 4);
		T_STR(jf.jobs[1].name, "seq");
		T_INT(jf.jobs[1].rw, BENCH_READ);
		T_INT(jf.jobs[1].bs, 1 << 20);
		T_INT(jf.jobs[1].direct, 1);
		T_INT(jf.jobs[1].iodepth, 1);
	}
	/* the file as read is kept for the run's command */
	T_OK(jf.orig && !strncmp(jf.orig, "; made up\n[global]", 18));
	bench_jobfile_release(&jf);

	/* errors name the file and line */
	T_INT(parse_jobs("[a]\nbs=4q\n", &jf, &c), -EINVAL);
	T_STR(c.last, "jobs.fio:2: invalid value '4q' for 'bs'");
	bench_jobfile_release(&jf);
	T_INT(parse_jobs("bs=4k\n[a]\n", &jf, &c), -EINVAL);
	T_STR(c.last, "jobs.fio:1: error: expected a '[section]' before "
		      "'bs=4k'");
	bench_jobfile_release(&jf);
	T_INT(parse_jobs("[global]\nbs=4k\n", &jf, &c), -EINVAL);
	T_STR(c.last, "jobs.fio: error: no job section found");
	bench_jobfile_release(&jf);
	T_INT(parse_jobs("[a]\nrwmixread=101\n", &jf, &c), -EINVAL);
	T_STR(c.last, "jobs.fio:2: invalid value '101' for 'rwmixread'");
	bench_jobfile_release(&jf);
	T_INT(parse_jobs("[a]\nioengine=libaio\n", &jf, &c), 0);
	T_STR(c.last, "jobs.fio:2: warning: ioengine=libaio ignored: iodb "
		      "always uses io_uring");
	bench_jobfile_release(&jf);
}

/* Options on the command line: fio's names, what needs a value. */
T_TEST(t_runner_jobopts)
{
	static const char *const known[] = {
	    "rw",
	    "readwrite",
	    "rwmixread",
	    "rwmixwrite",
	    "bs",
	    "blocksize",
	    "iodepth",
	    "iodepth_batch",
	    "iodepth_batch_submit",
	    "numjobs",
	    "size",
	    "offset",
	    "runtime",
	    "timeout",
	    "time_based",
	    "ramp_time",
	    "direct",
	    "buffered",
	    "fixedbufs",
	    "registerfiles",
	    "sqthread_poll",
	    "hipri",
	    "randseed",
	    "cpus_allowed",
	    "cpus_allowed_policy",
	    "name",
	    "filename",
	    "ioengine",
	};
	struct bench_job j = BENCH_JOB_INIT;
	struct bench_jobopt o;

	/* every option docs/runner.md names is bound, none ignored */
	for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); i++) {
		if (bench_jobopt_find(known[i], &o) || bench_jobopt_ignored(&o))
			T_FAIL("option '%s' is not bound", known[i]);
	}
	T_INT(bench_jobopt_find("nosuch", &o), -ENOENT);
	T_INT(bench_jobopt_find("lat_percentiles", &o), -ENOENT);
	T_INT(bench_jobopt_find("group_reporting", &o), 0);
	T_OK(bench_jobopt_ignored(&o));
	T_INT(bench_jobopt_find("direct", &o), 0);
	T_OK(!bench_jobopt_takes_value(&o));
	T_INT(bench_jobopt_set(&j, &o, NULL, "command line"), 0);
	T_INT(j.direct, 1);
	T_INT(bench_jobopt_find("randseed", &o), 0);
	T_OK(bench_jobopt_takes_value(&o));
	T_INT(bench_jobopt_set(&j, &o, "12345678901", "command line"), 0);
	T_INT(j.seed, 12345678901ull);
	T_INT(bench_jobopt_find("iodepth", &o), 0);
	diag_set_quiet(1);
	T_INT(bench_jobopt_set(&j, &o, "2000000", "command line"), -EINVAL);
	diag_set_quiet(0);
	T_INT(bench_jobopt_find("ramp_time", &o), 0);
	T_INT(bench_jobopt_set(&j, &o, "500ms", "command line"), 0);
	T_INT(j.ramp_ns, 500000000ull);
	T_INT(bench_jobopt_find("size", &o), 0);
	T_INT(bench_jobopt_set(&j, &o, "2g", "command line"), 0);
	T_INT(j.size, 2ull << 30);
}
