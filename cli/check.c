/* iodb check: measured figures against their datasheets, as a CI gate. */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/commands.h"
#include "report/report.h"

const char check_usage[] =
    "usage: iodb check [SELECTION] [--model M] [--min-pct PCT]\n"
    "\n"
    "Compare the selected results with the datasheet figures of their\n"
    "device model ('iodb datasheet import'): one row per pairing with the\n"
    "spec, the measured value, the percent of spec and a verdict.\n"
    "\n"
    "A result pairs with a spec when the direction, pattern and block\n"
    "size agree.  Queue depth x threads must give the same I/Os in\n"
    "flight for a verdict; otherwise the row names the difference\n"
    "(\"measured at QD1, spec at QD32\") and is not judged.  A spec that\n"
    "states no QD was measured at the vendor's QD, unknown but usually\n"
    "deep: a result that reaches it passes whatever its QD; one short\n"
    "of it is below only when measured at 32 or more I/Os in flight,\n"
    "else not judged (\"conditions unknown\").\n"
    "\n"
    "  --model M        treat every selected result as device model M\n"
    "                   (default: the model its run's device, or label,\n"
    "                   names)\n"
    "  --min-pct PCT    pass at PCT percent of spec or more (default 90)\n"
    "\n" CLI_SELECTION_HELP "\n"
    "Exit status: 0 every judged row passes, 1 a row is below PCT,\n"
    "2 nothing could be judged (no pairing, or conditions all differ)\n"
    "or a usage error.\n";

int cmd_check(int argc, char **argv, struct cli_env *env)
{
	struct cli_selection cs = {.sel = STORE_SELECTION_INIT};
	struct report_data d = REPORT_DATA_INIT;
	struct report_match m = REPORT_MATCH_INIT;
	const char *model = NULL, *v;
	int ret;

	for (int i = 1; i < argc; i++) {
		char *end;
		int r =
		    cli_opt_value("check", "--model", argc, argv, &i, &model);

		if (r < 0)
			return 2;
		if (r > 0)
			continue;
		r = cli_opt_value("check", "--min-pct", argc, argv, &i, &v);
		if (r < 0)
			return 2;
		if (r > 0) {
			m.min_pct = strtod(v, &end);
			if (*end || end == v || !(m.min_pct > 0) ||
			    m.min_pct > 1000)
				return cli_usage_error(
				    "check",
				    "--min-pct needs a percentage, found "
				    "'%s'",
				    v);
			continue;
		}
		r = cli_selection_arg(&cs, "check", argc, argv, &i);
		if (r < 0)
			return 2;
		if (r == 0)
			return cli_usage_error("check", "unknown argument '%s'",
					       argv[i]);
	}
	ret = report_data_load(env->store, &cs.sel, &d);
	if (!ret)
		ret = report_match_load_specs(env->store, model, &m);
	if (!ret)
		ret = report_match_pair(&m, &d, model);
	if (ret) {
		ret = 1;
		goto out;
	}
	if (model && !m.n_specs)
		cli_error("no datasheet figures for model '%s' (see 'iodb "
			  "datasheet ls')",
			  model);
	if (report_check_write(stdout, &d, &m)) {
		ret = 1;
		goto out;
	}
	ret = report_match_status(&m);
	if (ret == 2 && m.n_pairs)
		cli_error("nothing judged: every pairing was measured under "
			  "other conditions than its spec states");
out:
	report_match_release(&m);
	report_data_release(&d);
	return ret;
}
