/*
 * Helpers of the runner's tests (tests/t_runner_*.c, one file per
 * feature): an I/O trace, a temporary folder removed at exit, one-job
 * runs, the checks every outcome must pass, and `iodb run` in a child.
 */
#ifndef IODB_TESTS_RUNNER_UTIL_H
#define IODB_TESTS_RUNNER_UTIL_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "bench/bench.h"
#include "store/store.h"

/* The offsets (and whether a write) of every I/O, in draw order. */
struct rt_trace {
	_Atomic size_t n;
	size_t cap;
	uint64_t *off;
	unsigned char *op;
};

/* A bench_trace_fn recording into arg (a struct rt_trace). */
void rt_trace_cb(void *arg, unsigned clone, enum iodb_op op, uint64_t offset);
void rt_trace_init(struct rt_trace *t, size_t cap);
void rt_trace_free(struct rt_trace *t);

/*
 * 1 when io_uring works here; otherwise the test is skipped at once,
 * saying why (t_skip_now: the call does not return).
 */
int rt_uring_ok(void);

/* name inside a temporary folder removed at exit; one of 4 static bufs. */
const char *rt_path(const char *name);

/* Whether path exists. */
int rt_exists(const char *p);

/* bench_run of one job, quiet; *o is reset first. */
int rt_run1(struct bench_job *j, int allow, struct bench_outcome *o);

/* The checks every outcome must pass (counts, sums, percentiles). */
void rt_check_outcome(const struct bench_outcome *o);

/* Each run of n consecutive offsets (from start) visits every block once;
 * *passes gets how many whole passes there were. */
void rt_check_passes(const struct rt_trace *t, size_t start, uint64_t base,
		     uint64_t bs, uint64_t n, size_t *passes);

/* Run a shell command; its stdout (trimmed) into out (may be NULL).
 * Returns the exit status, -1 when it could not run. */
int rt_sh(const char *cmd, char *out, size_t n);

/*
 * Run `iodb --db DB run ARGS...` with stdout to out_path: the binary of
 * $IODB_BIN when it has the run command, else cmd_run() in a child.  With
 * sigint_ms, SIGINT is sent after that long.  Returns the exit status.
 */
int rt_iodb_run(const char *db, const char *const *args, int sigint_ms,
		const char *out_path);
/* The same, the SIGINT sent sigint_ms after wait_path exists (at most a
 * minute's wait): once the run is under way whatever the machine's load. */
int rt_iodb_run_wait(const char *db, const char *const *args, int sigint_ms,
		     const char *wait_path, const char *out_path);

/* Up to 4 stored results (and their clat percentiles), pointers cleared. */
struct rt_rows {
	struct iodb_result r[4];
	struct iodb_pct pct[4][17];
	int n;
};

/* A store_results_foreach callback filling arg (a struct rt_rows). */
int rt_keep_row(void *arg, const struct store_row *row);

/* Messages reported through util/diag.h while a capture is on. */
struct rt_capture {
	int n, n_error, n_warning;
	char last[512]; /* the last error or warning's text */
	char all[2048]; /* every message, one a line */
};

/* Send every diag message into c (and not to stderr) until rt_capture_end. */
void rt_capture_begin(struct rt_capture *c);
void rt_capture_end(void);

#endif
