/*
 * iodb diff: the t distribution, Welch's test, and two runner series
 * compared through the CLI (same workload: not significant; QD32 vs QD1:
 * a regression, exit 1).
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "report/diff.h"
#include "tests/runner_util.h"
#include "tests/t.h"

T_TEST(t_diff_t_distribution)
{
	double t, df, p;
	const double a[] = {10.0, 10.1, 9.9, 10.05};
	const double b[] = {20.0, 20.1, 19.9, 20.05};
	const double c[] = {10.2, 9.8, 10.1, 9.95};

	/* reference values (R: pbeta, pt) */
	T_NEAR(diff_betai(2, 3, 0.4), 0.5248, 1e-9);
	T_NEAR(diff_t_cdf(0, 5), 0.5, 1e-12);
	T_NEAR(diff_t_cdf(2.0, 10), 0.9633062, 1e-6);
	T_NEAR(diff_t_cdf(-1.812461, 10), 0.05, 1e-5);
	T_NEAR(diff_t_cdf(2.570582, 5), 0.975, 1e-5);
	T_OK(isnan(diff_betai(-1, 2, 0.5)));

	T_INT(diff_welch(a, 4, b, 4, &t, &df, &p), 0);
	T_OK(p < 1e-6);
	T_INT(diff_welch(a, 4, c, 4, &t, &df, &p), 0);
	T_OK(p > 0.5);
	T_INT(diff_welch(a, 1, c, 4, &t, &df, &p), -EINVAL);
}

static char db[256], out[256];

static int iodb(const char *args)
{
	char cmd[4096];
	const char *bin = getenv("IODB_BIN");
	int st;

	snprintf(cmd, sizeof(cmd), "'%s' -q --db '%s' %s >'%s' 2>&1",
		 bin ? bin : "./iodb", db, args, out);
	st = system(cmd);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

T_TEST(t_diff_series)
{
	char args[1024], *text;

	rt_uring_ok();
	snprintf(db, sizeof(db), "%s", rt_path("diff.db"));
	snprintf(out, sizeof(out), "%s", rt_path("diff.out"));
	/*
	 * Two series of the same workload: a test at the 5% level calls one
	 * such pair in twenty "significant" by chance, so up to three pairs
	 * are measured; a real fault says so every time.
	 */
	for (int a = 0; a < 3; a++) {
		char la[16], lb[16];
		int quiet;

		/* "qd32" (used below against QD1), then "qd32r1", "qd32r2" */
		snprintf(la, sizeof(la), a ? "qd32r%d" : "qd32", a);
		snprintf(lb, sizeof(lb), "qd32again%d", a);
		/*
		 * The two series' runs alternate (A B, B A, ...): four of
		 * one in a row, then four of the other, measured the
		 * machine's drift between the batches too, which Welch's
		 * test rightly calls significant (CI failed so once)
		 */
		for (int r = 0; r < 4; r++) {
			for (int side = 0; side < 2; side++) {
				const char *l = (side ^ (r & 1)) ? lb : la;

				snprintf(args, sizeof(args),
					 "run --rw=randread --bs=4k "
					 "--iodepth=32 --size=16m "
					 "--runtime=250ms --time_based "
					 "--label %s '%s'",
					 l, rt_path(l));
				T_INT(iodb(args), 0);
			}
		}
		snprintf(args, sizeof(args), "diff %s %s --threshold 50", la,
			 lb);
		T_INT(iodb(args), 0);
		text = t_read_file(out, NULL);
		T_REQUIRE(text != NULL);
		T_OK(strstr(text, "RND4K Q32T1 read") != NULL);
		T_OK(strstr(text, "median of 4") != NULL);
		quiet = strstr(text, "not significant") != NULL;
		free(text);
		if (quiet)
			break;
		T_OK(a < 2); /* three pairs, each "significant": a fault */
	}
	/*
	 * QD1 against QD32: a regression of about three quarters on an idle
	 * machine; a machine loaded to starvation can blur even that, so up
	 * to three QD1 series are measured, and one must show it.
	 */
	for (int a = 0; a < 3; a++) {
		char l1[16];
		int found;

		snprintf(l1, sizeof(l1), a ? "qd1r%d" : "qd1", a);
		snprintf(args, sizeof(args),
			 "run --rw=randread --bs=4k --iodepth=1 --size=16m "
			 "--runtime=250ms --time_based --label %s --repeat 4 "
			 "'%s'",
			 l1, rt_path(l1));
		T_INT(iodb(args), 0);
		snprintf(args, sizeof(args), "diff qd32 %s", l1);
		found = iodb(args) == 1;
		text = t_read_file(out, NULL);
		T_REQUIRE(text != NULL);
		T_OK(strstr(text, "RND4K Q32T1 read vs RND4K Q1T1 read") !=
		     NULL);
		if (found) {
			T_OK(strstr(text, ", significant") != NULL);
			T_OK(strstr(text, "REGRESSION") != NULL);
			T_OK(strstr(text, "1 regression") != NULL);
		}
		free(text);
		if (found)
			break;
		T_OK(a < 2); /* QD1 never below QD32: a fault */
	}

	T_INT(iodb("diff qd32 nosuchlabel"), 2);
}
