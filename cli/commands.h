/*
 * Every subcommand's entry point and --help text, one pair per
 * cli/<command>.c.  Only main.c's command table uses these.
 */
#ifndef IODB_CLI_COMMANDS_H
#define IODB_CLI_COMMANDS_H

#include "cli/cli.h"

int cmd_import(int argc, char **argv, struct cli_env *env);
extern const char import_usage[];

int cmd_ls(int argc, char **argv, struct cli_env *env);
extern const char ls_usage[];

int cmd_show(int argc, char **argv, struct cli_env *env);
extern const char show_usage[];

int cmd_export(int argc, char **argv, struct cli_env *env);
extern const char export_usage[];

int cmd_check(int argc, char **argv, struct cli_env *env);
extern const char check_usage[];

int cmd_report(int argc, char **argv, struct cli_env *env);
extern const char report_usage[];

int cmd_datasheet(int argc, char **argv, struct cli_env *env);
extern const char datasheet_usage[];

int cmd_merge(int argc, char **argv, struct cli_env *env);
extern const char merge_usage[];

/*
 * The paths among paths[0..n) that are SQLite files are iodb databases
 * to merge (`iodb import OTHER.db`): merge them into env->db_path (status
 * set to 1 when one fails) and return how many other paths are left,
 * moved to the front of paths.
 */
size_t import_merge_databases(struct cli_env *env, int dry_run, char **paths,
			      size_t n, int *status);

int cmd_lint(int argc, char **argv, struct cli_env *env);
extern const char lint_usage[];

int cmd_diff(int argc, char **argv, struct cli_env *env);
extern const char diff_usage[];

int cmd_rerun(int argc, char **argv, struct cli_env *env);
extern const char rerun_usage[];

#endif
