/* iodb lint: are the stored figures consistent and plausible? */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/commands.h"
#include "report/lint.h"

const char lint_usage[] =
    "usage: iodb lint [SELECTION] [--format table|json]\n"
    "\n"
    "Check every selected result for consistency and plausibility and\n"
    "name what looks wrong: the result, the rule, the figures and why it\n"
    "matters.  Rules (docs/lint.md has each with its source):\n"
    "  arithmetic   IOPS x block size = bandwidth; io bytes = bandwidth x\n"
    "               runtime; Little's law (IOPS x latency <= QD x threads);\n"
    "               completion latency <= total latency\n"
    "  unit trap    figures apart by exactly 1024/1000 or 2^20/10^6\n"
    "  cache        dd writes never synced; dd reads of a file just\n"
    "               written; hdparm -T; direct=0 on a file smaller than\n"
    "               the host's memory\n"
    "  physics      above the stated interface's ceiling (SATA, SAS, USB,\n"
    "               PCIe gen x lanes); a hard disk's random IOPS or latency\n"
    "               beyond its spindle; latency below any device's\n"
    "  datasheet    well above the device's own datasheet figure\n"
    "  confidence   runs under a second or a thousand I/Os; systems a few\n"
    "               percent apart from one run each\n"
    "A rule that cannot tell (an unknown interface, no command line)\n"
    "stays silent.\n"
    "\n"
    "  --format F   table (default) or json (an array of findings: run,\n"
    "               result, source, test, op, rule, family, text, why,\n"
    "               other)\n"
    "\n" CLI_SELECTION_HELP "\n"
    "Exit status: 0 no finding, 1 findings, 2 nothing selected or a usage\n"
    "error.\n";

int cmd_lint(int argc, char **argv, struct cli_env *env)
{
	struct cli_selection cs = {.sel = STORE_SELECTION_INIT};
	struct lint_set s = LINT_SET_INIT;
	const char *format = "table";
	int ret;

	for (int i = 1; i < argc; i++) {
		int r =
		    cli_opt_value("lint", "--format", argc, argv, &i, &format);

		if (r < 0)
			return 2;
		if (r > 0) {
			if (strcmp(format, "table") && strcmp(format, "json"))
				return cli_usage_error(
				    "lint",
				    "--format is table or json, not '%s'",
				    format);
			continue;
		}
		r = cli_selection_arg(&cs, "lint", argc, argv, &i);
		if (r < 0)
			return 2;
		if (r == 0)
			return cli_usage_error("lint", "unknown argument '%s'",
					       argv[i]);
	}
	ret = lint_load(env->store, &cs.sel, &s);
	if (!ret)
		ret = lint_run(&s);
	if (ret) {
		cli_error("cannot lint: %s", strerror(-ret));
		ret = 1;
		goto out;
	}
	if (!s.n_items) {
		cli_error("no results selected");
		ret = 2;
		goto out;
	}
	if (!strcmp(format, "json")) {
		char *text = lint_json(&s);

		if (!text) {
			cli_error("out of memory");
			ret = 1;
			goto out;
		}
		puts(text);
		free(text);
	} else if (lint_write_table(stdout, &s)) {
		ret = 1;
		goto out;
	}
	ret = s.n_findings ? 1 : 0;
out:
	lint_release(&s);
	return ret;
}
