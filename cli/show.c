/* iodb show RUN: one run's results as a table. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/commands.h"
#include "report/report.h"

const char show_usage[] =
    "usage: iodb show RUN\n"
    "\n"
    "Show the results of run number RUN (see 'iodb ls') as a table:\n"
    "test or job, direction, pattern, block size, IOPS, MB/s (10^6\n"
    "bytes/s) and mean latency in microseconds; '-' where the source\n"
    "did not give the figure.  Two jobs of one name are told apart\n"
    "('mix70', 'mix70 #2').  'iodb export --run RUN' gives every field.\n";

struct show {
	struct report_export *ex;
	int header_done;
	int64_t n;
};

static int show_row(void *arg, const struct store_row *row)
{
	struct show *sh = arg;

	if (!sh->header_done) {
		const struct iodb_run *r = row->run;

		printf("run %lld: ", (long long)row->run_id);
		report_term_text(stdout, r->tool ? r->tool : r->format);
		if (r->tool_version) {
			putchar(' ');
			report_term_text(stdout, r->tool_version);
		}
		fputs(", ", stdout);
		report_term_text(stdout,
				 row->source ? row->source : "iodb run");
		if (r->line_from > 0)
			printf(":%ld-%ld", r->line_from, r->line_to);
		if (r->label) {
			fputs(", label '", stdout);
			report_term_text(stdout, r->label);
			putchar('\'');
		}
		if (r->host) {
			fputs(", host ", stdout);
			report_term_text(stdout, r->host);
		}
		if (r->device) {
			fputs(", device ", stdout);
			report_term_text(stdout, r->device);
		}
		putchar('\n');
		if (r->command) {
			char cmd[304];

			snprintf(cmd, sizeof(cmd), "%.300s", r->command);
			fputs("command: ", stdout);
			report_term_text(stdout, cmd);
			putchar('\n');
		}
		sh->header_done = 1;
		if (report_export_begin(stdout, REPORT_EXPORT_TABLE, &sh->ex))
			return -ENOMEM;
	}
	sh->n++;
	return report_export_row(sh->ex, row);
}

int cmd_show(int argc, char **argv, struct cli_env *env)
{
	struct store_selection sel = STORE_SELECTION_INIT;
	struct show sh = {0};
	char *end;
	int ret;

	if (argc != 2)
		return cli_usage_error("show", "give one run number");
	sel.run = strtoll(argv[1], &end, 10);
	if (*end || sel.run <= 0)
		return cli_usage_error(
		    "show", "expected a run number, found '%s'", argv[1]);
	/* the exporter starts at the first row, below the run's header */
	ret = store_results_foreach(env->store, &sel, show_row, &sh);
	if (sh.ex)
		report_export_end(sh.ex);
	if (ret)
		return 1;
	if (!sh.n) {
		cli_error("no run %lld (or it has no results)",
			  (long long)sel.run);
		return 2;
	}
	return 0;
}
