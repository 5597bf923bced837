/*
 * iodb run: the built-in io_uring benchmark runner (bench/), its options
 * (fio's names), fio-like or fio-JSON output, and storing what it
 * measured with the system it ran on.
 */
#ifndef IODB_CLI_RUN_H
#define IODB_CLI_RUN_H

#include <stdint.h>

#include "cli/cli.h"

/*
 * `iodb run [OPTIONS] TARGET`: run the jobs, print the summary (or fio
 * JSON with --output-format=json) on stdout and store the run in
 * env->store (opened for writing by main).  Returns the exit status: 0
 * done, 1 failed, refused or interrupted (an interrupted run is stored
 * marked so), 2 usage error.
 */
int cmd_run(int argc, char **argv, struct cli_env *env);

/* The id of the run the last cmd_run() stored, or -1 (for iodb rerun). */
int64_t cli_run_last_id(void);

/* The full --help text of iodb run. */
extern const char run_usage[];

#endif
