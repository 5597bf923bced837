/*
 * cli/: main.c's command table and what every command gets.
 * One cli/<command>.c per subcommand, each with its own usage and options.
 */
#ifndef IODB_CLI_CLI_H
#define IODB_CLI_CLI_H

#include <stdio.h>

#include "store/store.h"

enum cli_needs {
	CLI_DB = 1,	  /* open the database before calling */
	CLI_DB_WRITE = 2, /* ... for writing (creating it if missing) */
};

/* Set up by main() from the global options and the command's flags. */
struct cli_env {
	struct store *store; /* NULL unless the command asked for CLI_DB */
	const char *db_path;
	int verbose;
	int quiet;
};

struct cli_command {
	const char *name;
	int (*fn)(int argc, char **argv, struct cli_env *env);
	int needs; /* enum cli_needs */
	const char *summary;
	const char *usage; /* full --help text */
};

/* The command table (main.c), terminated by a zero entry. */
extern const struct cli_command cli_commands[];

/* The command called name, or NULL. */
const struct cli_command *cli_find(const char *name);

/*
 * Print "iodb: " fmt on stderr and return 2 (misuse), so a command can
 * `return cli_usage_error(cmd, "unknown option '%s'", arg)`; adds a hint
 * to run `iodb CMD --help`.
 */
int cli_usage_error(const char *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Print "iodb: " fmt on stderr (an error while acting). */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/*
 * Whether argv[*i] is "NAME VALUE" or "NAME=VALUE": on a match sets *val,
 * leaves *i at the last argument used and returns 1; returns 0 when it is
 * another argument, -1 after a usage error when the value is missing.
 */
int cli_opt_value(const char *cmd, const char *name, int argc, char **argv,
		  int *i, const char **val);

/*
 * Shared selection flags of every reading command (--label, --host,
 * --device, --tool, --format, --run, --tag K=V).  If argv[*i] is one of
 * them, consume it (and its value) into sel, leave *i at the last argument
 * used and return 1;
 * return 0 when it is not a selection flag; return -2 after printing a
 * usage error.  Tag storage lives in sel_tags (caller's, up to 16).
 */
struct cli_selection {
	struct store_selection sel;
	const char *keys[16];
	const char *values[16];
	char buf[16][256];
};
int cli_selection_arg(struct cli_selection *cs, const char *cmd, int argc,
		      char **argv, int *i);

/* Text shared by every reading command's --help. */
#define CLI_SELECTION_HELP                                                     \
	"Selection (all given must match):\n"                                  \
	"  --label L        runs labelled L\n"                                 \
	"  --host H         runs on host H\n"                                  \
	"  --device D       runs on device D\n"                                \
	"  --tool T         runs of tool T (fio, dd, hdparm, ...)\n"           \
	"  --input-format F runs imported as format F (fio-json, dd ...)\n"    \
	"  --run N          run number N (see 'iodb ls')\n"                    \
	"  --tag K=V        runs tagged K=V (repeatable)\n"

#endif
