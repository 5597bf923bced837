/* What every command shares: errors, usage errors, selection flags. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
	va_list ap;

	fputs("iodb: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nrun 'iodb %s%s--help' for usage\n", cmd ? cmd : "",
		cmd ? " " : "");
	return 2;
}

void cli_error(const char *fmt, ...)
{
	va_list ap;

	fputs("iodb: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/*
 * Whether argv[*i] is "--NAME VALUE" or "--NAME=VALUE"; on a match sets
 * *val, advances *i past what was used and returns 1; returns -1 (after a
 * usage error) when the value is missing.
 */
int cli_opt_value(const char *cmd, const char *name, int argc, char **argv,
		  int *i, const char **val)
{
	const char *a = argv[*i];
	size_t n = strlen(name);

	if (strncmp(a, name, n))
		return 0;
	if (a[n] == '=') {
		*val = a + n + 1;
		return 1;
	}
	if (a[n])
		return 0;
	if (*i + 1 >= argc) {
		cli_usage_error(cmd, "option '%s' needs a value", name);
		return -1;
	}
	*val = argv[++*i];
	return 1;
}

int cli_selection_arg(struct cli_selection *cs, const char *cmd, int argc,
		      char **argv, int *i)
{
	static const char *const names[] = {
	    "--label",	      "--host", "--device", "--tool",
	    "--input-format", "--run",	"--tag",    NULL};
	struct store_selection *sel = &cs->sel;
	const char *v = NULL, *eq;
	char *end;
	size_t k;
	int r = 0;

	for (k = 0; names[k]; k++) {
		r = cli_opt_value(cmd, names[k], argc, argv, i, &v);
		if (r)
			break;
	}
	if (r <= 0)
		return r < 0 ? -2 : 0;
	switch (k) {
	case 0: sel->label = v; break;
	case 1: sel->host = v; break;
	case 2: sel->device = v; break;
	case 3: sel->tool = v; break;
	case 4: sel->format = v; break;
	case 5:
		sel->run = strtoll(v, &end, 10);
		if (*end || sel->run <= 0) {
			cli_usage_error(
			    cmd, "--run needs a run number, found '%s'", v);
			return -2;
		}
		break;
	default:
		eq = strchr(v, '=');
		k = sel->n_tags;
		if (!eq || eq == v) {
			cli_usage_error(cmd,
					"--tag needs KEY=VALUE, found '%s'", v);
			return -2;
		}
		if (k >= 16) {
			cli_usage_error(cmd, "at most 16 --tag options");
			return -2;
		}
		/* --tag host=X selects as --host X: the host a run was
		 * imported with, whichever of the two named it */
		if (eq - v == 4 && !strncmp(v, "host", 4) && !sel->host) {
			sel->host = eq + 1;
			break;
		}
		snprintf(cs->buf[k], sizeof(cs->buf[k]), "%.*s", (int)(eq - v),
			 v);
		cs->keys[k] = cs->buf[k];
		cs->values[k] = eq + 1;
		sel->tag_keys = cs->keys;
		sel->tag_values = cs->values;
		sel->n_tags = k + 1;
		break;
	}
	return 1;
}
