/*
 * The test runner: `tests/run [NAME-SUBSTRING...]` runs every test whose
 * name contains one of the arguments (all when none).  The last line is
 * "N passed, N failed, N skipped"; exit status 1 on any failure.
 */
#include <setjmp.h>
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

	for (size_t i = 0; i < sizeof(tests) / sizeof(tests[0]); i++) {
		int want = argc < 2;

		for (int a = 1; a < argc && !want; a++)
			want = strstr(tests[i].name, argv[a]) != NULL;
		if (!want)
			continue;
		t_failed = 0;
		t_skipped = 0;
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
	}
	printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
	return failed ? 1 : 0;
}
