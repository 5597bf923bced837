/*
 * iodb diff: the t distribution, Welch's test, series of known figures
 * compared through the CLI (same workload: not significant; QD32 vs QD1:
 * a regression, exit 1), and two runner series through diff.
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

/* A fio JSON result of one job: randread 4k at depth qd, iops given. */
static void write_fio_json(const char *path, int qd, long iops)
{
	FILE *f = fopen(path, "w");

	if (!f)
		return;
	fprintf(f,
		"{\"fio version\": \"fio-3.33\", \"jobs\": [{\"jobname\": "
		"\"j\", \"groupid\": 0, \"error\": 0, \"job options\": "
		"{\"rw\": \"randread\", \"bs\": \"4k\", \"iodepth\": "
		"\"%d\"}, \"read\": {\"io_bytes\": 104857600, "
		"\"bw_bytes\": %ld, \"iops\": %ld.0, \"runtime\": 2000, "
		"\"total_ios\": 1000}}]}\n",
		qd, iops * 4096, iops);
	fclose(f);
}

/* Four runs labelled l, imported: iops base + k * step (k = 1..4). */
static void import_series(const char *l, int qd, long base, long step)
{
	char path[512], args[1024];

	for (int k = 1; k <= 4; k++) {
		snprintf(path, sizeof(path), "%s", rt_path(l));
		snprintf(path + strlen(path), sizeof(path) - strlen(path),
			 "-%d.json", k);
		write_fio_json(path, qd, base + k * step);
		snprintf(args, sizeof(args), "import --label %s '%s'", l, path);
		T_INT(iodb(args), 0);
	}
}

/*
 * The statistics through the CLI on series of known figures (imported,
 * so the same every time: measured series vary with the machine's load,
 * which a test must not depend on): two series of the same workload
 * whose medians differ by a hair are "not significant" (exit 0); QD1
 * against QD32, three quarters slower, is a significant regression
 * (exit 1).
 */
T_TEST(t_diff_series)
{
	char *text;

	snprintf(db, sizeof(db), "%s", rt_path("diffs.db"));
	snprintf(out, sizeof(out), "%s", rt_path("diffs.out"));
	import_series("qd32", 32, 50000, 100);
	import_series("qd32again", 32, 50050, 90);
	import_series("qd1", 1, 13000, 80);

	T_INT(iodb("diff qd32 qd32again --threshold 50"), 0);
	text = t_read_file(out, NULL);
	T_REQUIRE(text != NULL);
	T_OK(strstr(text, "QD32T1 read") != NULL);
	T_OK(strstr(text, "median of 4 (50100 IOPS .. 50400 IOPS)") != NULL);
	T_OK(strstr(text, "not significant") != NULL);
	T_OK(strstr(text, "0 regressions beyond 50%") != NULL);
	free(text);

	T_INT(iodb("diff qd32 qd1"), 1);
	text = t_read_file(out, NULL);
	T_REQUIRE(text != NULL);
	T_OK(strstr(text, "QD32T1 read vs j: bs=4096 QD1T1 read") != NULL);
	T_OK(strstr(text, "change -73.7%, significant") != NULL);
	T_OK(strstr(text, "REGRESSION") != NULL);
	T_OK(strstr(text, "1 regression beyond 5%") != NULL);
	free(text);

	T_INT(iodb("diff qd32 nosuchlabel"), 2);
}

/*
 * Two series measured by the runner go through diff: the report names
 * the test and each side's median of its runs.  What the comparison
 * finds is not asserted: measured figures vary with the machine's load
 * (t_diff_series asserts the statistics on known figures).
 */
T_TEST(t_diff_runner_series)
{
	char args[1024], *text;
	int st;

	rt_uring_ok();
	snprintf(db, sizeof(db), "%s", rt_path("diff.db"));
	snprintf(out, sizeof(out), "%s", rt_path("diff.out"));
	for (int side = 0; side < 2; side++) {
		const char *l = side ? "qd1" : "qd32";

		snprintf(args, sizeof(args),
			 "run --rw=randread --bs=4k --iodepth=%d --size=16m "
			 "--runtime=100ms --time_based --label %s --repeat 2 "
			 "'%s'",
			 side ? 1 : 32, l, rt_path(l));
		T_INT(iodb(args), 0);
	}
	st = iodb("diff qd32 qd1");
	T_OK(st == 0 || st == 1);
	text = t_read_file(out, NULL);
	T_REQUIRE(text != NULL);
	T_OK(strstr(text, "RND4K Q32T1 read vs RND4K Q1T1 read") != NULL);
	T_OK(strstr(text, "median of 2") != NULL);
	free(text);
}
