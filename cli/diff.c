#include "cli/cli.h"
#include "cli/commands.h"
const char diff_usage[] = "usage: iodb diff\n";
int cmd_diff(int argc, char **argv, struct cli_env *env){(void)argc;(void)argv;(void)env;return 2;}
