/*
 * iodb datasheet: import vendor datasheet figures (read by
 * ingest/datasheet.c from CSV or JSON) into the database, once each, and
 * list them.  The columns are documented in the usage text and
 * docs/reports.md.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "util/file.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "ingest/datasheet.h"
#include "report/report.h"
#include "store/sink.h"

const char datasheet_usage[] =
    "usage: iodb datasheet import FILE...\n"
    "   or: iodb datasheet ls [--model M]\n"
    "\n"
    "Vendor datasheet figures, kept apart from measurements; 'iodb check'\n"
    "and 'iodb report' compare measurements with them.\n"
    "\n"
    "import reads CSV (a header row naming the columns, in any order) or\n"
    "JSON (an array of objects with the same keys; numbers or strings):\n"
    "  vendor     Seagate, Intel, ...\n"
    "  model      the model as runs' device models name it (required)\n"
    "  interface  SAS, SATA III, NVMe ...\n"
    "  capacity   \"1.2TB\", \"480GB\" (decimal, as vendors state it)\n"
    "  metric     bandwidth, iops or latency (required)\n"
    "  value      the figure as stated: 550, \"72,000\", 3.3 (required)\n"
    "  unit       MB/s, GB/s, MiB/s, IOPS, KIOPS, us, ms (required but\n"
    "             for iops); MB and GB are decimal, as vendors use them\n"
    "  op         read or write (required)\n"
    "  pattern    seq or rand (sequential, random); empty: not stated\n"
    "  bs         block size: 4k, 64K, 128KiB (binary); empty: not stated\n"
    "  qd         queue depth; empty: not stated\n"
    "  threads    threads (workers); empty: not stated\n"
    "  source     where the figure was read (default: the file)\n"
    "A figure already stored is not stored twice.\n"
    "\n"
    "ls lists the stored figures with their conditions.\n"
    "  --model M        only model M\n";

/* Where parsed figures go: the database (store/sink.h), once each. */
struct importer {
	struct store_sink sk;
	struct report_match seen; /* what is stored: no duplicates */
	size_t added, skipped;
};

static int on_spec(void *arg, const struct iodb_spec *sp)
{
	struct importer *im = arg;
	size_t before = im->seen.n_specs;
	int ret;

	ret = report_match_add_spec(&im->seen, sp);
	if (ret)
		return ret;
	if (im->seen.n_specs == before) {
		im->skipped++;
		return 0;
	}
	ret = store_sink_spec(&im->sk, sp);
	if (ret)
		return ret;
	im->added++;
	return 0;
}

/* One file as one unit: its figures land together or not at all. */
static int import_file(struct importer *im, const char *path)
{
	struct ingest_ctx ctx = {.path = path};
	size_t len = 0;
	char *buf = util_read_file(path, &len);
	int ret;

	if (!buf) {
		cli_error("%s: %s", path, strerror(errno ? errno : EIO));
		return -EIO;
	}
	ctx.sink.spec = on_spec;
	ctx.sink.arg = im;
	ret = store_sink_begin(&im->sk, NULL, NULL, NULL, 0, NULL, NULL);
	if (ret)
		goto out;
	ret = ingest_datasheet_parse(&ctx, buf, len);
	if (store_sink_end(&im->sk, ret) && !ret)
		ret = -EIO;
out:
	free(buf);
	return ret;
}

static int cmd_import_sheets(int argc, char **argv, struct cli_env *env)
{
	struct importer im = {.seen = REPORT_MATCH_INIT};
	int ret, files = 0, failed = 0;

	if (argc < 3)
		return cli_usage_error("datasheet", "import needs a FILE");
	store_sink_init(&im.sk, env->store, NULL, 0);
	ret = report_match_load_specs(env->store, NULL, &im.seen);
	if (ret)
		goto out;
	for (int i = 2; i < argc; i++) {
		size_t before_added = im.added, before_seen = im.seen.n_specs;

		ret = import_file(&im, argv[i]);
		if (ret) {
			/* forget what the failed file added to the set */
			for (size_t k = before_seen; k < im.seen.n_specs; k++) {
				struct report_spec *s = &im.seen.specs[k];

				free(s->vendor);
				free(s->model);
				free(s->interface);
				free(s->metric);
				free(s->value_text);
				free(s->source);
			}
			im.seen.n_specs = before_seen;
			im.added = before_added;
			failed++;
		}
		files++;
	}
	if (store_sink_finish(&im.sk))
		failed++;
	if (!env->quiet)
		fprintf(stderr,
			"imported %zu datasheet figures from %d files (%zu "
			"already stored, %d errors)\n",
			im.added, files - failed, im.skipped, failed);
	ret = failed ? -EINVAL : 0;
out:
	report_match_release(&im.seen);
	return ret ? 1 : 0;
}

static int print_spec(void *arg, const struct iodb_spec *sp)
{
	char cond[128], cap[32] = "-";
	size_t *n = arg;

	if (sp->capacity_bytes > 0)
		snprintf(cap, sizeof(cap), "%.4g GB",
			 (double)sp->capacity_bytes / 1e9);
	report_spec_conditions(sp, cond, sizeof(cond));
	printf("%-10s %-24s %-9s %-9s %-10s %-34s %-16s %s\n",
	       sp->vendor ? sp->vendor : "-", sp->model,
	       sp->interface ? sp->interface : "-", cap, sp->metric, cond,
	       sp->value_text ? sp->value_text : "-",
	       sp->source ? sp->source : "-");
	(*n)++;
	return 0;
}

static int cmd_ls_sheets(int argc, char **argv, struct cli_env *env)
{
	const char *model = NULL;
	size_t n = 0;

	for (int i = 2; i < argc; i++) {
		int r = cli_opt_value("datasheet", "--model", argc, argv, &i,
				      &model);

		if (r < 0)
			return 2;
		if (r == 0)
			return cli_usage_error(
			    "datasheet", "unknown argument '%s'", argv[i]);
	}
	printf("%-10s %-24s %-9s %-9s %-10s %-34s %-16s %s\n", "vendor",
	       "model", "interface", "capacity", "metric", "conditions",
	       "stated", "source");
	if (store_specs_foreach(env->store, model, print_spec, &n))
		return 1;
	if (!n && model)
		cli_error("no datasheet figures for model '%s'", model);
	return 0;
}

int cmd_datasheet(int argc, char **argv, struct cli_env *env)
{
	if (argc < 2)
		return cli_usage_error("datasheet", "expected import or ls");
	if (!strcmp(argv[1], "import"))
		return cmd_import_sheets(argc, argv, env);
	if (!strcmp(argv[1], "ls"))
		return cmd_ls_sheets(argc, argv, env);
	return cli_usage_error("datasheet", "expected import or ls, found '%s'",
			       argv[1]);
}
