/* iodb ls: stored runs, newest first, one line each. */
#include <string.h>
#include <time.h>

#include "cli/cli.h"
#include "cli/commands.h"
#include "report/report.h"

const char ls_usage[] =
    "usage: iodb ls [SELECTION]\n"
    "\n"
    "List stored runs, newest first, one line each: run number, when it\n"
    "was stored, format, tool version ('-' when the output did not say),\n"
    "label, host, device, number of results and the source (file and\n"
    "lines) it came from.  Text cut to its column ends in '…'.\n"
    "\n" CLI_SELECTION_HELP;

static int print_run(void *arg, const struct store_run_row *row)
{
	const struct iodb_run *r = row->run;
	time_t t = (time_t)row->created_at;
	char when[32];
	struct tm tm;

	(void)arg;
	strftime(when, sizeof(when), "%Y-%m-%d %H:%M", localtime_r(&t, &tm));
	printf("%5lld  %s  ", (long long)row->run_id, when);
	report_cell(stdout, r->format, 12);
	putchar(' ');
	report_cell(stdout, r->tool_version, 14);
	putchar(' ');
	report_cell(stdout, r->label, 20);
	putchar(' ');
	report_cell(stdout, r->host, 12);
	putchar(' ');
	report_cell(stdout, r->device, 12);
	printf(" %4lld  ", (long long)row->n_results);
	report_term_text(stdout, row->source ? row->source : "(iodb run)");
	if (row->source && r->line_from > 0)
		printf(":%ld-%ld", r->line_from, r->line_to);
	if (r->status && strcmp(r->status, "complete")) {
		fputs(" [", stdout);
		report_term_text(stdout, r->status);
		fputs("]", stdout);
	}
	putchar('\n');
	return 0;
}

int cmd_ls(int argc, char **argv, struct cli_env *env)
{
	struct cli_selection cs = {.sel = STORE_SELECTION_INIT};

	for (int i = 1; i < argc; i++) {
		int r = cli_selection_arg(&cs, "ls", argc, argv, &i);

		if (r < 0)
			return 2;
		if (r == 0)
			return cli_usage_error("ls", "unknown argument '%s'",
					       argv[i]);
	}
	printf("%5s  %-16s  %-12s %-14s %-20s %-12s %-12s %4s  %s\n", "run",
	       "stored", "format", "version", "label", "host", "device", "res",
	       "source");
	return store_runs_foreach(env->store, &cs.sel, print_run, NULL) ? 1 : 0;
}
