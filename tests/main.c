/*
 * The test runner: `tests/run [NAME-SUBSTRING...]` runs every test whose
 * name contains one of the arguments (all when none).  The last line is
 * "N passed, N failed, N skipped"; exit status 1 on any failure.
 *
 * What a test writes to stderr (its own diagnostics, and those of the
 * iodb commands it runs) is captured, so the output is test results
 * only: a test reads it with t_stderr() to assert the messages it
 * expects; a failed test's capture is printed under its FAIL line, a
 * skipped test's reason under its skip line.  IODB_TEST_VERBOSE=1 prints
 * every capture.
 */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "util/file.h"
#include "cli/cli.h"
#include "tests/t.h"
#define T(name) void name(void);
#include "tests/list.h"
#undef T

int t_failed;
int t_skipped;
static jmp_buf t_jmp;

void t_skip(const char *why)
{
	fprintf(stderr, "  skipped: %s\n", why);
	t_skipped = 1;
}

void t_skip_now(const char *why)
{
	t_skip(why);
	longjmp(t_jmp, 1);
}

void t_abort_test(void)
{
	longjmp(t_jmp, 1);
}

const char *t_shared(const char *rel)
{
	static char buf[4096];
	const char *base = getenv("IODB_SHARED");
	struct stat st;

	if (!base)
		base = "../shared";
	if (stat(base, &st) || !S_ISDIR(st.st_mode)) {
		snprintf(buf, sizeof(buf),
			 "needs the shared corpus: no folder %s (set "
			 "IODB_SHARED)",
			 base);
		t_skip_now(buf);
	}
	snprintf(buf, sizeof(buf), "%s/%s", base, rel);
	return buf;
}

char *t_read_file(const char *path, size_t *len)
{
	return util_read_file(path, len);
}

/* stderr while a test runs: a deleted temporary file; the real one. */
static int cap_fd = -1, real_fd = -1;

static void capture_begin(void)
{
	char tmpl[] = "/tmp/iodb-test-stderr-XXXXXX";

	fflush(stderr);
	cap_fd = mkstemp(tmpl);
	if (cap_fd < 0)
		return;
	unlink(tmpl);
	real_fd = dup(2);
	if (real_fd < 0 || dup2(cap_fd, 2) < 0) {
		close(cap_fd);
		cap_fd = -1;
	}
}

char *t_stderr(void)
{
	off_t end;
	char *buf;
	ssize_t n;

	fflush(stderr);
	if (cap_fd < 0)
		return strdup("");
	end = lseek(cap_fd, 0, SEEK_END);
	buf = malloc(end > 0 ? (size_t)end + 1 : 1);
	if (!buf)
		return NULL;
	n = end > 0 ? pread(cap_fd, buf, (size_t)end, 0) : 0;
	buf[n > 0 ? n : 0] = '\0';
	return buf;
}

/* Stop capturing; print the capture when show. */
static void capture_end(int show)
{
	char *text;

	if (cap_fd < 0)
		return;
	text = show ? t_stderr() : NULL;
	fflush(stderr);
	dup2(real_fd, 2);
	close(real_fd);
	close(cap_fd);
	cap_fd = real_fd = -1;
	if (text && *text)
		fputs(text, stderr);
	free(text);
	fflush(stderr);
}

static const struct {
	const char *name;
	void (*fn)(void);
} tests[] = {
#define T(name) {#name, name},
#include "tests/list.h"
#undef T
};

/* Run fn; a T_REQUIRE or t_skip_now inside it comes back here. */
static void run_one(void (*fn)(void))
{
	if (!setjmp(t_jmp))
		fn();
}

int main(int argc, char **argv)
{
	int passed = 0, failed = 0, skipped = 0;
	int verbose = getenv("IODB_TEST_VERBOSE") != NULL;

	for (size_t i = 0; i < sizeof(tests) / sizeof(tests[0]); i++) {
		int want = argc < 2;

		for (int a = 1; a < argc && !want; a++)
			want = strstr(tests[i].name, argv[a]) != NULL;
		if (!want)
			continue;
		t_failed = 0;
		t_skipped = 0;
		capture_begin();
		run_one(tests[i].fn);
		if (t_failed && !t_skipped) {
			printf("FAIL %s\n", tests[i].name);
			failed++;
		} else if (t_skipped) {
			printf("skip %s\n", tests[i].name);
			skipped++;
		} else {
			printf("ok   %s\n", tests[i].name);
			passed++;
		}
		fflush(stdout);
		capture_end(verbose || t_failed || t_skipped);
	}
	printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
	return failed ? 1 : 0;
}
