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
    "was stored, format, tool version, label, host, device, number of\n"
    "results and the source (file and lines) it came from.\n"
    "\n" CLI_SELECTION_HELP;

static int print_run(void *arg, const struct store_run_row *row)
{
	const struct iodb_run *r = row->run;
	time_t t = (time_t)row->created_at;
	char when[32];
	struct tm tm;

	(void)arg;
	strftime(when, sizeof(when), "%Y-%m-%d %H:%M", localtime_r(&t, &tm));
	printf("%5lld  %s  %-10s ", (long long)row->run_id, when, r->format);
	report_cell(stdout, r->tool_version ? r->tool_version : r->tool, 14);
	putchar(' ');
	report_cell(stdout, r->label, 20);
	putchar(' ');
	report_cell(stdout, r->host, 12);
	putchar(' ');
	report_cell(stdout, r->device, 12);
	printf(" %4lld  ", (long long)row->n_results);
	if (row->source && r->line_from > 0)
		printf("%s:%ld-%ld", row->source, r->line_from, r->line_to);
	else
		printf("%s", row->source ? row->source : "(iodb run)");
	if (r->status && strcmp(r->status, "complete"))
		printf(" [%s]", r->status);
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
	printf("%5s  %-16s  %-10s %-14s %-20s %-12s %-12s %4s  %s\n", "run",
	       "stored", "format", "version", "label", "host", "device", "res",
	       "source");
	return store_runs_foreach(env->store, &cs.sel, print_run, NULL) ? 1 : 0;
}
