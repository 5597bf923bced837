/* iodb diff: two runs, labels or hosts test by test; a regression gate. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/commands.h"
#include "report/diff.h"

const char diff_usage[] =
    "usage: iodb diff A B [SELECTION] [--threshold PCT] [--test NAME]\n"
    "\n"
    "Compare A (the baseline) with B (the candidate) test by test: the\n"
    "median of each side, its spread (min .. max) and the percent change;\n"
    "sequential tests by bandwidth, the others by IOPS.  A and B are each\n"
    "a run number (with the other runs of its series: 'iodb run --repeat\n"
    "N'), 'run:N', 'label:L', 'host:H', or a name tried as a label, then\n"
    "as a host ('iodb diff qd32 qd1' with two labels).  A test of B at\n"
    "another queue depth than A's is compared when it is the only one of\n"
    "that workload on each side.\n"
    "\n"
    "Where both sides have two runs or more, Welch's t-test (two-sided,\n"
    "unequal variances, 5% level) says whether the difference of the\n"
    "means is significant; a change that is not significant is no\n"
    "regression.\n"
    "\n"
    "  --threshold PCT  a drop of more than PCT percent is a regression\n"
    "                   (default 5)\n"
    "  --test NAME      only the tests whose name contains NAME (any\n"
    "                   case): the tests a CI gate watches\n"
    "\n" CLI_SELECTION_HELP "\n"
    "Exit status: 0 no regression, 1 a test regressed beyond the\n"
    "threshold, 2 a side selects nothing or a usage error.\n";

int cmd_diff(int argc, char **argv, struct cli_env *env)
{
	struct cli_selection cs = {.sel = STORE_SELECTION_INIT};
	struct diff_result r = DIFF_RESULT_INIT;
	const char *a = NULL, *b = NULL, *v;
	int ret;

	for (int i = 1; i < argc; i++) {
		char *end;
		int rr =
		    cli_opt_value("diff", "--threshold", argc, argv, &i, &v);

		if (rr < 0)
			return 2;
		if (rr > 0) {
			r.threshold = strtod(v, &end);
			if (*end || end == v || !(r.threshold >= 0) ||
			    r.threshold > 1000)
				return cli_usage_error(
				    "diff",
				    "--threshold needs a percentage, found "
				    "'%s'",
				    v);
			continue;
		}
		rr = cli_opt_value("diff", "--test", argc, argv, &i, &r.test);
		if (rr < 0)
			return 2;
		if (rr > 0)
			continue;
		rr = cli_selection_arg(&cs, "diff", argc, argv, &i);
		if (rr < 0)
			return 2;
		if (rr > 0)
			continue;
		if (argv[i][0] == '-' && argv[i][1])
			return cli_usage_error("diff", "unknown option '%s'",
					       argv[i]);
		if (!a)
			a = argv[i];
		else if (!b)
			b = argv[i];
		else
			return cli_usage_error("diff",
					       "expected two sides, found a "
					       "third: '%s'",
					       argv[i]);
	}
	if (!b)
		return cli_usage_error("diff", "expected two sides: A B");
	ret = diff_compute(env->store, a, b, &cs.sel, &r);
	if (ret) {
		ret = ret == -ENOENT ? 2 : 1;
		goto out;
	}
	if (diff_write(stdout, &r, a, b)) {
		ret = 1;
		goto out;
	}
	ret = r.n_regress ? 1 : 0;
out:
	diff_release(&r);
	return ret;
}
