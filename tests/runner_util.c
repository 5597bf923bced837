/*
 * What the runner's tests (tests/t_runner_*.c) share: an I/O trace, a
 * temporary folder, short runs, io_uring and shell checks that skip a
 * test saying why, and `iodb run` in a child.
 */
#include "tests/runner_util.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <liburing.h>

#include "cli/run.h"
#include "tests/t.h"
#include "util/diag.h"

void rt_trace_cb(void *arg, unsigned clone, enum iodb_op op, uint64_t offset)
{
	struct rt_trace *t = arg;
	size_t i = atomic_fetch_add(&t->n, 1);

	(void)clone;
	if (i < t->cap) {
		t->off[i] = offset;
		t->op[i] = op == IODB_OP_WRITE;
	}
}

void rt_trace_init(struct rt_trace *t, size_t cap)
{
	atomic_store(&t->n, 0);
	t->cap = cap;
	t->off = calloc(cap, sizeof(*t->off));
	t->op = calloc(cap, 1);
}

void rt_trace_free(struct rt_trace *t)
{
	free(t->off);
	free(t->op);
}

/* Whether io_uring works here; otherwise skip the test, saying why. */
int rt_uring_ok(void)
{
	struct io_uring ring;
	int ret = io_uring_queue_init(4, &ring, 0);
	char why[128];

	if (ret) {
		snprintf(why, sizeof(why),
			 "io_uring is not available here (%s: kernel, "
			 "policy or locked-memory limit)",
			 strerror(-ret));
		t_skip_now(why);
	}
	io_uring_queue_exit(&ring);
	return 1;
}

static char tmpdir[64];

static int rm_entry(const char *p, const struct stat *st, int flag,
		    struct FTW *ftw)
{
	(void)st;
	(void)flag;
	(void)ftw;
	return remove(p);
}

static void rm_tmpdir(void)
{
	if (tmpdir[0])
		nftw(tmpdir, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
}

const char *rt_path(const char *name)
{
	static char buf[4][256];
	static int k;

	if (!tmpdir[0]) {
		snprintf(tmpdir, sizeof(tmpdir), "/tmp/iodb-t-runner-XXXXXX");
		if (!mkdtemp(tmpdir))
			T_FAIL("mkdtemp: %s", strerror(errno));
		else
			atexit(rm_tmpdir);
	}
	k = (k + 1) % 4;
	snprintf(buf[k], sizeof(buf[k]), "%s/%s", tmpdir, name);
	return buf[k];
}

int rt_exists(const char *p)
{
	struct stat st;

	return stat(p, &st) == 0;
}

int rt_run1(struct bench_job *j, int allow, struct bench_outcome *o)
{
	struct bench_config cfg = {.allow_destructive = allow, .quiet = 1};
	size_t n = 0;

	memset(o, 0, sizeof(*o));
	return bench_run(&cfg, j, 1, o, &n);
}

/* Checks every outcome must pass. */
void rt_check_outcome(const struct bench_outcome *o)
{
	for (int d = 0; d < 2; d++) {
		const struct bench_dir *bd = &o->dir[d];
		const struct iodb_result *r = &bd->res;
		uint64_t series = 0;

		if (!o->used[d])
			continue;
		T_INT(r->cond.op, d ? IODB_OP_WRITE : IODB_OP_READ);
		/* I/O count x bs = bytes moved */
		T_OK(bd->bytes == bd->ios * (uint64_t)r->cond.bs);
		T_DBL(r->io_bytes, (double)bd->bytes);
		/* histogram totals = I/O counts, every latency kind */
		T_INT(bd->hist_total, bd->ios);
		T_INT(bd->clat.n, bd->ios);
		T_INT(bd->lat.n, bd->ios);
		T_INT(bd->slat.n, bd->ios);
		T_OK(r->runtime_ns > 0);
		T_NEAR(r->iops, (double)bd->ios / (r->runtime_ns / 1e9), 1e-9);
		T_NEAR(r->bw_bytes, (double)bd->bytes / (r->runtime_ns / 1e9),
		       1e-9);
		for (size_t i = 0; i < r->n_series; i++)
			series +=
			    (uint64_t)(r->series[i].iops *
					   (r->series[i].t_s -
					    (i ? r->series[i - 1].t_s : 0)) +
				       0.5);
		T_INT(series, bd->ios);
		if (!bd->ios)
			continue;
		T_INT(r->n_clat_pct, 17);
		/* percentiles monotonic, inside [min, max] */
		for (size_t i = 0; i < r->n_clat_pct; i++) {
			T_OK(r->clat_pct[i].ns >= r->clat.min);
			T_OK(r->clat_pct[i].ns <= r->clat.max);
			if (i)
				T_OK(r->clat_pct[i].ns >=
				     r->clat_pct[i - 1].ns);
			if (i)
				T_OK(r->lat_pct[i].ns >= r->lat_pct[i - 1].ns);
		}
		T_OK(r->clat.min <= r->clat.mean &&
		     r->clat.mean <= r->clat.max);
		/* lat = slat + clat for every I/O, so for the means */
		T_NEAR(r->lat.mean, r->slat.mean + r->clat.mean, 1e-6);
		T_OK(!isnan(r->cpu_usr) && !isnan(r->cpu_sys));
	}
}

/* Each run of n consecutive offsets (from start) visits every block once. */
void rt_check_passes(const struct rt_trace *t, size_t start, uint64_t base,
		     uint64_t bs, uint64_t n, size_t *passes)
{
	unsigned char *seen = calloc(n, 1);
	size_t total =
	    atomic_load(&t->n) < t->cap ? atomic_load(&t->n) : t->cap;

	*passes = 0;
	for (size_t p = start; p + n <= total; p += n) {
		size_t bad = 0;

		memset(seen, 0, n);
		for (size_t i = p; i < p + n; i++) {
			uint64_t o = t->off[i];

			if (o < base || (o - base) % bs ||
			    (o - base) / bs >= n || seen[(o - base) / bs]++)
				bad++;
		}
		if (bad)
			T_FAIL("pass at draw %zu: %zu repeats or strays", p,
			       bad);
		(*passes)++;
	}
	free(seen);
}

int rt_sh(const char *cmd, char *out, size_t n)
{
	FILE *p = popen(cmd, "r");
	size_t k = 0;
	int st;

	if (!p)
		return -1;
	if (out) {
		k = fread(out, 1, n - 1, p);
		out[k] = '\0';
		while (k && (out[k - 1] == '\n'))
			out[--k] = '\0';
	} else {
		char tmp[256];

		while (fread(tmp, 1, sizeof(tmp), p) > 0)
			;
	}
	st = pclose(p);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/*
 * Run `iodb --db DB run ARGS...` with stdout to out_path: the binary of
 * $IODB_BIN when it has the run command, else cmd_run() in a child.  With
 * sigint_ms, SIGINT is sent after that long.  Returns the exit status.
 */
int rt_iodb_run(const char *db, const char *const *args, int sigint_ms,
		const char *out_path)
{
	return rt_iodb_run_wait(db, args, sigint_ms, NULL, out_path);
}

int rt_iodb_run_wait(const char *db, const char *const *args, int sigint_ms,
		     const char *wait_path, const char *out_path)
{
	const char *bin = getenv("IODB_BIN");
	char cmd[512];
	int use_bin = 0, st;
	pid_t pid;

	if (bin) {
		snprintf(cmd, sizeof(cmd), "'%s' run --help >/dev/null 2>&1",
			 bin);
		use_bin = rt_sh(cmd, NULL, 0) == 0;
		if (!use_bin)
			fprintf(stderr,
				"  note: %s has no 'run' command yet; "
				"calling cmd_run() in a child\n",
				bin);
	}
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0)
		return -1;
	if (!pid) {
		const char *argv[40];
		int argc = 0,
		    fd = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);

		dup2(fd, 1);
		if (use_bin) {
			argv[argc++] = "iodb";
			argv[argc++] = "--db";
			argv[argc++] = db;
		}
		argv[argc++] = "run";
		for (int i = 0; args[i] && argc < 39; i++)
			argv[argc++] = args[i];
		argv[argc] = NULL;
		if (use_bin) {
			execv(bin, (char *const *)argv);
			_exit(127);
		} else {
			struct cli_env env = {0};

			if (store_open(db, 0, &env.store))
				_exit(126);
			env.db_path = db;
			st = cmd_run(argc, (char **)argv, &env);
			fflush(stdout);
			store_close(env.store);
			_exit(st);
		}
	}
	if (sigint_ms) {
		struct timespec ts = {sigint_ms / 1000,
				      (sigint_ms % 1000) * 1000000L};
		struct timespec tick = {0, 10 * 1000000L};

		/* the run lays out the file it created once its signal
		 * handlers are set: a loaded machine (or a sanitizer's
		 * build) may take longer than sigint_ms to get there, and a
		 * SIGINT before it would kill the process outright */
		for (int i = 0; wait_path && i < 6000 && !rt_exists(wait_path);
		     i++)
			nanosleep(&tick, NULL);
		nanosleep(&ts, NULL);
		kill(pid, SIGINT);
	}
	if (waitpid(pid, &st, 0) != pid)
		return -1;
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

int rt_keep_row(void *arg, const struct store_row *row)
{
	struct rt_rows *rs = arg;

	if (rs->n < 4) {
		rs->r[rs->n] = *row->res;
		if (row->res->n_clat_pct == 17)
			memcpy(rs->pct[rs->n], row->res->clat_pct,
			       sizeof(rs->pct[0]));
		rs->r[rs->n].clat_pct = NULL;
		rs->r[rs->n].n_clat_pct = row->res->n_clat_pct;
		rs->r[rs->n].job = NULL;
		rs->r[rs->n].test = NULL;
		rs->r[rs->n].lat_pct = NULL;
		rs->r[rs->n].clat_bins = NULL;
		rs->r[rs->n].series = NULL;
		rs->r[rs->n].extras = NULL;
	}
	rs->n++;
	return 0;
}

static void capture_cb(enum diag_kind kind, const char *msg, void *arg)
{
	struct rt_capture *c = arg;
	size_t len = strlen(c->all);

	c->n++;
	if (kind == DIAG_ERROR)
		c->n_error++;
	else if (kind == DIAG_WARNING)
		c->n_warning++;
	if (kind == DIAG_ERROR || kind == DIAG_WARNING)
		snprintf(c->last, sizeof(c->last), "%s", msg);
	snprintf(c->all + len, sizeof(c->all) - len, "%s\n", msg);
}

void rt_capture_begin(struct rt_capture *c)
{
	memset(c, 0, sizeof(*c));
	diag_set_routine(capture_cb, c);
}

void rt_capture_end(void)
{
	diag_set_routine(NULL, NULL);
}
