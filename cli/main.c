/*
 * iodb's entry point: global options, then one command from the table,
 * with the set-up its flags ask for (git's run_builtin).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/commands.h"
#include "cli/run.h"

#define IODB_VERSION "0.1.0"

static int cmd_help(int argc, char **argv, struct cli_env *env);
static int cmd_version(int argc, char **argv, struct cli_env *env);

static const char help_usage[] =
    "usage: iodb help [COMMAND]\n"
    "\n"
    "Show the list of commands, or COMMAND's full help.\n";

static const char version_usage[] =
    "usage: iodb version\n"
    "\n"
    "Print iodb's version and the database schema version it carries.\n";

const struct cli_command cli_commands[] = {
    /* import opens the database itself: a dry run must not create it */
    {"import", cmd_import, 0,
     "import benchmark outputs (fio, dd, hdparm, iozone, CDM ...)",
     import_usage},
    {"run", cmd_run, CLI_DB | CLI_DB_WRITE,
     "run a benchmark with the io_uring runner and record it", run_usage},
    {"ls", cmd_ls, CLI_DB, "list stored runs, newest first", ls_usage},
    {"show", cmd_show, CLI_DB, "show one run's results as a table", show_usage},
    {"export", cmd_export, CLI_DB,
     "export results as JSON or CSV (the stable contract)", export_usage},
    {"report", cmd_report, CLI_DB,
     "compare results: HTML, PDF or Markdown tables and charts", report_usage},
    {"check", cmd_check, CLI_DB,
     "check results against datasheets (exit 1 below spec)", check_usage},
    {"datasheet", cmd_datasheet, CLI_DB | CLI_DB_WRITE,
     "import or list vendor datasheet figures", datasheet_usage},
    {"merge", cmd_merge, CLI_DB | CLI_DB_WRITE,
     "merge other iodb databases (other hosts) into this one", merge_usage},
    {"lint", cmd_lint, CLI_DB,
     "check stored figures for consistency and plausibility", lint_usage},
    {"diff", cmd_diff, CLI_DB,
     "compare two runs, labels or hosts test by test (CI gate)", diff_usage},
    {"rerun", cmd_rerun, CLI_DB | CLI_DB_WRITE,
     "measure an imported result here, the same way, and compare", rerun_usage},
    {"help", cmd_help, 0, "show help for iodb or a command", help_usage},
    {"version", cmd_version, 0, "print the version", version_usage},
    {NULL, NULL, 0, NULL, NULL},
};

static const char main_usage[] =
    "usage: iodb [--db PATH] [-v] [-q] COMMAND [ARGS...]\n"
    "\n"
    "iodb runs, records, imports and compares storage benchmarks.\n"
    "\n"
    "Global options:\n"
    "  --db PATH    the database (default: $IODB_DB, else\n"
    "               $XDG_DATA_HOME/iodb/results.db, else\n"
    "               ~/.local/share/iodb/results.db)\n"
    "  -v           verbose: show the offending line and a caret on "
    "errors\n"
    "  -q           quiet: no progress or summary lines\n"
    "  -h, --help   this help; 'iodb COMMAND --help' for a command's\n"
    "  --version    print the version\n"
    "\n"
    "Exit status: 0 ok, 1 failed (or below spec), 2 usage error or "
    "nothing matched.\n";

const struct cli_command *cli_find(const char *name)
{
	for (const struct cli_command *c = cli_commands; c->name; c++)
		if (!strcmp(c->name, name))
			return c;
	return NULL;
}

static void list_commands(FILE *out)
{
	fputs(main_usage, out);
	fputs("\nCommands:\n", out);
	for (const struct cli_command *c = cli_commands; c->name; c++)
		fprintf(out, "  %-10s %s\n", c->name, c->summary);
}

static int cmd_help(int argc, char **argv, struct cli_env *env)
{
	const struct cli_command *c;

	(void)env;
	if (argc < 2) {
		list_commands(stdout);
		return 0;
	}
	c = cli_find(argv[1]);
	if (!c)
		return cli_usage_error(NULL, "no command called '%s'", argv[1]);
	fputs(c->usage, stdout);
	return 0;
}

static int cmd_version(int argc, char **argv, struct cli_env *env)
{
	(void)argc;
	(void)argv;
	(void)env;
	printf("iodb %s (schema v%d)\n", IODB_VERSION, store_schema_version());
	return 0;
}

static int wants_help(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--"))
			break;
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h"))
			return 1;
	}
	return 0;
}

/* Flush stdout and report a write error (a full disk, a closed pipe). */
static int finish(int status)
{
	if (fflush(stdout) || ferror(stdout)) {
		if (errno != EPIPE)
			fprintf(stderr, "iodb: error writing output: %s\n",
				strerror(errno));
		return status ? status : 1;
	}
	return status;
}

int main(int argc, char **argv)
{
	struct cli_env env = {0};
	const struct cli_command *cmd;
	const char *db = NULL;
	char path[4096];
	int i, ret;

	for (i = 1; i < argc && argv[i][0] == '-'; i++) {
		const char *v;
		int r = cli_opt_value(NULL, "--db", argc, argv, &i, &v);

		if (r < 0)
			return 2;
		if (r > 0) {
			db = v;
		} else if (!strcmp(argv[i], "-v")) {
			env.verbose = 1;
		} else if (!strcmp(argv[i], "-q")) {
			env.quiet = 1;
		} else if (!strcmp(argv[i], "-h") ||
			   !strcmp(argv[i], "--help")) {
			list_commands(stdout);
			return finish(0);
		} else if (!strcmp(argv[i], "--version")) {
			return finish(cmd_version(0, NULL, &env));
		} else {
			return cli_usage_error(NULL, "unknown option '%s'",
					       argv[i]);
		}
	}
	if (i >= argc) {
		list_commands(stderr);
		return 2;
	}
	cmd = cli_find(argv[i]);
	if (!cmd)
		return cli_usage_error(NULL, "no command called '%s'", argv[i]);
	argc -= i;
	argv += i;
	if (wants_help(argc, argv)) {
		fputs(cmd->usage, stdout);
		return finish(0);
	}
	env.db_path = store_default_path(db, path, sizeof(path));
	if (cmd->needs & CLI_DB) {
		ret = store_open(env.db_path,
				 cmd->needs & CLI_DB_WRITE ? 0 : STORE_READONLY,
				 &env.store);
		if (ret)
			return 1;
	}
	ret = cmd->fn(argc, argv, &env);
	store_close(env.store);
	return finish(ret);
}
