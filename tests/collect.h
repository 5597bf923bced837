/*
 * A sink for tests: parse a buffer or a file with an importer and keep
 * deep copies of every run and result emitted, to assert on.
 */
#ifndef IODB_TESTS_COLLECT_H
#define IODB_TESTS_COLLECT_H

#include "ingest/ingest.h"

struct t_result {
	struct iodb_result r; /* strings/arrays owned by the collection */
	int run;	      /* index into runs[] */
};

struct t_collect {
	struct iodb_run *runs;
	size_t n_runs;
	struct t_result *res;
	size_t n_res;
	int ret;	 /* what the parser returned */
	unsigned errors; /* ctx.errors */
	unsigned warnings;
};

/*
 * Parse buf (len bytes) with the format called fmt (detected when NULL),
 * collecting into *c (zeroed first).  Diagnostics are printed unless
 * quiet.  Returns the parser's status (also in c->ret).
 */
int t_collect_buf(struct t_collect *c, const char *fmt, const char *path,
		  const char *buf, size_t len, int quiet);

/* The same for a file; a missing file fails the current test. */
int t_collect_file(struct t_collect *c, const char *fmt, const char *path,
		   int quiet);

/*
 * t_collect_buf with the diagnostics captured into msg (n bytes, always
 * NUL-terminated) instead of printed.
 */
int t_collect_msg(struct t_collect *c, const char *fmt, const char *path,
		  const char *buf, size_t len, char *msg, size_t n);

/*
 * Parse text as fmt under the name "bad.txt" and check that it fails,
 * emits no result, and names "bad.txt:LINE:" in its message.
 */
void t_expect_error(const char *fmt, const char *text, long line);

/*
 * Parse text as fmt under the name "bad.txt" and check that a damaged line
 * is skipped with a warning naming "bad.txt:LINE:", no error, and n results
 * from the rest.
 */
void t_expect_skip(const char *fmt, const char *text, size_t n, long line);

/*
 * Every file of every corpus directory but own ("dd"): fmt's probe gives
 * it at most max, so fmt claims nobody else's output.
 */
void t_probe_refuses_corpus(const char *fmt, const char *own, int max);

/*
 * Every file of ../shared/corpus/<dir> parses as fmt and gives results.
 * Returns how many files there were.
 */
int t_corpus_dir_imports(const char *fmt, const char *dir);

/* The i-th result whose op and job/test match (NULL matches any); or NULL
 * after failing the current test. */
const struct iodb_result *t_find(const struct t_collect *c, enum iodb_op op,
				 const char *job, const char *test);

/* The value of extra metric name in res, or NAN. */
double t_extra(const struct iodb_result *res, const char *name);

/* The value of the run's extra metric name, or NAN. */
double t_run_extra(const struct iodb_run *run, const char *name);

void t_collect_free(struct t_collect *c);

#endif
