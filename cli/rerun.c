#include "cli/cli.h"
#include "cli/commands.h"
const char rerun_usage[] = "usage: iodb rerun\n";
int cmd_rerun(int argc, char **argv, struct cli_env *env){(void)argc;(void)argv;(void)env;return 2;}
