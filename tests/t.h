/*
 * The test harness: one binary, tests/t_<module>.c files each exporting
 * test functions listed in tests/main.c's table.  Checks print
 * "FILE:LINE: check failed: ..." and mark the current test failed; the
 * test goes on so one run shows every failure.
 */
#ifndef IODB_TESTS_T_H
#define IODB_TESTS_T_H

#include <math.h>
#include <stdio.h>
#include <string.h>

extern int t_failed; /* checks failed in the current test */

/*
 * Define a test: T_TEST(t_units_rates) { ... }.  The Makefile collects every
 * T_TEST line of tests/t_*.c into the generated runner table, in file order.
 */
#define T_TEST(name)                                                           \
	void name(void);                                                       \
	void name(void)

/* Mark the current test skipped with a reason (io_uring refused, ...). */
void t_skip(const char *why);
extern int t_skipped;

/* Skip the current test with a reason and leave it at once (longjmp back
 * to the runner: what the test allocated so far is not freed). */
_Noreturn void t_skip_now(const char *why);

/* Leave the current test at once (after a failed T_REQUIRE). */
_Noreturn void t_abort_test(void);

/*
 * The path of ../shared (or $IODB_SHARED) joined with rel; static buffer.
 * When that folder does not exist, the test is skipped at once, naming
 * it: tests that read the shared corpus stand alone without it.
 */
const char *t_shared(const char *rel);

/* The export contract's field names (DESIGN.md's, then the README's
 * additions), in order, NULL-terminated: defined in t_export.c. */
extern const char *const t_export_contract[];

/* Read a whole file into a malloc'd NUL-terminated buffer; NULL on error. */
char *t_read_file(const char *path, size_t *len);

/* What the running test wrote to stderr so far (its diagnostics and those
 * of the commands it ran), captured by the runner; caller frees. */
char *t_stderr(void);

#define T_FAIL(...)                                                            \
	do {                                                                   \
		fprintf(stderr, "%s:%d: check failed: ", __FILE__, __LINE__);  \
		fprintf(stderr, __VA_ARGS__);                                  \
		fputc('\n', stderr);                                           \
		t_failed++;                                                    \
	} while (0)

#define T_OK(cond)                                                             \
	do {                                                                   \
		if (!(cond))                                                   \
			T_FAIL("%s", #cond);                                   \
	} while (0)

/* A check the rest of the test depends on: on failure the test ends. */
#define T_REQUIRE(cond)                                                        \
	do {                                                                   \
		if (!(cond)) {                                                 \
			T_FAIL("required: %s", #cond);                         \
			t_abort_test();                                        \
		}                                                              \
	} while (0)

#define T_INT(got, want)                                                       \
	do {                                                                   \
		long long t_g_ = (long long)(got), t_w_ = (long long)(want);   \
		if (t_g_ != t_w_)                                              \
			T_FAIL("%s == %lld, expected %lld", #got, t_g_, t_w_); \
	} while (0)

#define T_STR(got, want)                                                       \
	do {                                                                   \
		const char *t_g_ = (got), *t_w_ = (want);                      \
		if ((!t_g_ || !t_w_) ? t_g_ != t_w_ : strcmp(t_g_, t_w_))      \
			T_FAIL("%s == \"%s\", expected \"%s\"", #got,          \
			       t_g_ ? t_g_ : "(null)",                         \
			       t_w_ ? t_w_ : "(null)");                        \
	} while (0)

/* Relative tolerance rel (e.g. 1e-9); NAN expects NAN. */
#define T_NEAR(got, want, rel)                                                 \
	do {                                                                   \
		double t_g_ = (got), t_w_ = (want);                            \
		if (isnan(t_w_)                                                \
			? !isnan(t_g_)                                         \
			: (isnan(t_g_) ||                                      \
			   fabs(t_g_ - t_w_) > (rel)*fabs(t_w_) + 1e-12))      \
			T_FAIL("%s == %.17g, expected %.17g", #got, t_g_,      \
			       t_w_);                                          \
	} while (0)

/* Exact double equality (the source's own figure); NAN expects NAN. */
#define T_DBL(got, want) T_NEAR(got, want, 1e-12)

#endif
