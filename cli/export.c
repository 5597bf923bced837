/* iodb export: the stable contract of DESIGN.md, as JSON or CSV. */
#include <string.h>

#include "cli/cli.h"
#include "cli/commands.h"
#include "report/report.h"

const char export_usage[] =
    "usage: iodb export [--format json|csv] [SELECTION]\n"
    "\n"
    "Print the selected results, one object (JSON) or row (CSV) per\n"
    "result, with the stable field names of the export contract: run,\n"
    "source, format, tool, tool_version, label, host, device, job, test,\n"
    "op, pattern, mix_read_pct, bs, iodepth, numjobs, direct, iops,\n"
    "bw_bytes, io_bytes, runtime_ns, lat_{min,mean,max,stddev}_ns,\n"
    "clat_{min,mean,max,stddev}_ns, clat_p50_ns, clat_p99_ns,\n"
    "clat_p999_ns, access_time_ns, cpu_usr, cpu_sys, line_from, line_to\n"
    "(and more after them: clat_p90_ns, clat_p95_ns...).  Units: bytes,\n"
    "bytes/s, ns.  Unknown values are null (JSON) or empty (CSV).\n"
    "\n"
    "  --format F       json (default) or csv\n"
    "\n" CLI_SELECTION_HELP;

static int put_row(void *arg, const struct store_row *row)
{
	return report_export_row(arg, row);
}

int cmd_export(int argc, char **argv, struct cli_env *env)
{
	struct cli_selection cs = {.sel = STORE_SELECTION_INIT};
	enum report_export_format fmt = REPORT_EXPORT_JSON;
	struct report_export *ex;
	int ret;

	for (int i = 1; i < argc; i++) {
		const char *v;
		int r;

		/* --format here is the output format, not a selection */
		r = cli_opt_value("export", "--format", argc, argv, &i, &v);
		if (r < 0)
			return 2;
		if (r > 0) {
			if (report_export_format_parse(v, &fmt) ||
			    fmt == REPORT_EXPORT_TABLE)
				return cli_usage_error(
				    "export",
				    "--format takes json or csv, found "
				    "'%s'",
				    v);
			continue;
		}
		r = cli_selection_arg(&cs, "export", argc, argv, &i);
		if (r < 0)
			return 2;
		if (r == 0)
			return cli_usage_error(
			    "export", "unknown argument '%s'", argv[i]);
	}
	if (report_export_begin(stdout, fmt, &ex))
		return 1;
	ret = store_results_foreach(env->store, &cs.sel, put_row, ex);
	if (report_export_end(ex) || ret)
		return 1;
	return 0;
}
