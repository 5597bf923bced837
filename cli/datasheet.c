/*
 * iodb datasheet: import vendor datasheet figures from CSV (libcsv) or
 * JSON (cJSON), and list them.  The columns are documented in the usage
 * text and docs/reports.md.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>
#include <csv.h>

#include "util/file.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "report/report.h"
#include "model/units.h"

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

enum col {
	C_VENDOR,
	C_MODEL,
	C_INTERFACE,
	C_CAPACITY,
	C_METRIC,
	C_VALUE,
	C_UNIT,
	C_OP,
	C_PATTERN,
	C_BS,
	C_QD,
	C_THREADS,
	C_SOURCE,
	C_N,
};

static const char *const col_names[C_N] = {
    "vendor", "model",	 "interface", "capacity", "metric",  "value",  "unit",
    "op",     "pattern", "bs",	      "qd",	  "threads", "source",
};

struct importer {
	struct store *st;
	const char *path;
	struct report_match seen; /* what is stored: no duplicates */
	size_t added, skipped;
	int failed;
};

static int err(const struct importer *im, long line, const char *fmt,
	       const char *what)
{
	fprintf(stderr, "iodb: %s:%ld: error: ", im->path, line);
	fprintf(stderr, fmt, what);
	fputc('\n', stderr);
	return -EINVAL;
}

static int parse_int(const char *s, int64_t *out)
{
	char *end;
	long long v;

	if (!s || !*s) {
		*out = -1;
		return 0;
	}
	v = strtoll(s, &end, 10);
	if (*end || v <= 0)
		return -EINVAL;
	*out = v;
	return 0;
}

/* Metric and value from the stated text: value "550", unit "MB/s". */
static int parse_value(const struct importer *im, long line, const char *metric,
		       const char *value, const char *unit,
		       struct iodb_spec *sp, char *text, size_t n)
{
	const char *end = NULL;
	char tmp[128];
	int ret = -EINVAL;

	if (!value || !*value)
		return err(im, line, "expected a value, found '%s'", "");
	snprintf(text, n, "%s%s%s", value, unit && *unit ? " " : "",
		 unit ? unit : "");
	if (!strcasecmp(metric, "bandwidth") || !strcasecmp(metric, "bw") ||
	    !strcasecmp(metric, "throughput") ||
	    !strcasecmp(metric, "bw_bytes")) {
		sp->metric = "bw_bytes";
		ret = units_rate(text, &end, UNITS_DECIMAL,
				 UNITS_COMMA_THOUSANDS, &sp->value);
	} else if (!strcasecmp(metric, "iops")) {
		sp->metric = "iops";
		if (unit && !strcasecmp(unit, "KIOPS"))
			snprintf(tmp, sizeof(tmp), "%sk", value);
		else if (!unit || !*unit || !strcasecmp(unit, "IOPS"))
			snprintf(tmp, sizeof(tmp), "%s", value);
		else
			return err(im, line,
				   "expected the unit IOPS or KIOPS, found "
				   "'%s'",
				   unit);
		ret = units_count(tmp, &end, &sp->value);
	} else if (!strcasecmp(metric, "latency") ||
		   !strcasecmp(metric, "lat_mean_ns")) {
		sp->metric = "lat_mean_ns";
		ret = units_duration(text, &end, UNITS_COMMA_THOUSANDS,
				     &sp->value);
	} else {
		return err(im, line,
			   "expected the metric bandwidth, iops or latency, "
			   "found '%s'",
			   metric);
	}
	while (end && (*end == ' ' || *end == '\t'))
		end++;
	if (ret || (end && *end))
		return err(im, line,
			   "expected a value with its unit, found '%s'", text);
	if (!(sp->value > 0))
		return err(im, line, "expected a positive value, found '%s'",
			   text);
	return 0;
}

static int add_fields(struct importer *im, long line, const char *f[C_N])
{
	struct iodb_spec sp = IODB_SPEC_INIT;
	char text[256];
	double v;
	size_t before;
	int ret;

	if (!f[C_MODEL] || !*f[C_MODEL])
		return err(im, line, "expected a model, found '%s'", "");
	if (!f[C_METRIC] || !*f[C_METRIC])
		return err(im, line, "expected a metric, found '%s'", "");
	sp.vendor = f[C_VENDOR] && *f[C_VENDOR] ? f[C_VENDOR] : NULL;
	sp.model = f[C_MODEL];
	sp.interface =
	    f[C_INTERFACE] && *f[C_INTERFACE] ? f[C_INTERFACE] : NULL;
	ret = parse_value(im, line, f[C_METRIC], f[C_VALUE], f[C_UNIT], &sp,
			  text, sizeof(text));
	if (ret)
		return ret;
	sp.value_text = text;
	if (f[C_CAPACITY] && *f[C_CAPACITY]) {
		if (units_size(f[C_CAPACITY], NULL, UNITS_DECIMAL,
			       UNITS_COMMA_THOUSANDS, &v))
			return err(im, line, "expected a capacity, found '%s'",
				   f[C_CAPACITY]);
		sp.capacity_bytes = (int64_t)v;
	}
	sp.op = iodb_op_parse(f[C_OP]);
	if (sp.op != IODB_OP_READ && sp.op != IODB_OP_WRITE)
		return err(im, line,
			   "expected the op read or write, found '%s'",
			   f[C_OP] ? f[C_OP] : "");
	if (f[C_PATTERN] && *f[C_PATTERN]) {
		const char *p = f[C_PATTERN];

		if (!strcasecmp(p, "sequential"))
			p = "seq";
		else if (!strcasecmp(p, "random"))
			p = "rand";
		sp.pattern = iodb_pattern_parse(p);
		if (sp.pattern == IODB_PATTERN_UNKNOWN)
			return err(im, line,
				   "expected the pattern seq or rand, found "
				   "'%s'",
				   f[C_PATTERN]);
	}
	if (f[C_BS] && *f[C_BS]) {
		if (units_size(f[C_BS], NULL, UNITS_BINARY,
			       UNITS_COMMA_THOUSANDS, &v) ||
		    !(v >= 1))
			return err(im, line,
				   "expected a block size, found '%s'",
				   f[C_BS]);
		sp.bs = (int64_t)v;
	}
	if (parse_int(f[C_QD], &sp.iodepth))
		return err(im, line, "expected a queue depth, found '%s'",
			   f[C_QD]);
	if (parse_int(f[C_THREADS], &sp.numjobs))
		return err(im, line, "expected a thread count, found '%s'",
			   f[C_THREADS]);
	sp.source = f[C_SOURCE] && *f[C_SOURCE] ? f[C_SOURCE] : im->path;
	before = im->seen.n_specs;
	ret = report_match_add_spec(&im->seen, &sp);
	if (ret)
		return ret;
	if (im->seen.n_specs == before) {
		im->skipped++;
		return 0;
	}
	ret = store_spec_add(im->st, 0, &sp, NULL);
	if (ret)
		return ret;
	im->added++;
	return 0;
}

/* CSV: the header maps names to columns; each row is one figure. */
struct csv_state {
	struct importer *im;
	int map[64]; /* CSV column -> enum col, -1 ignored */
	size_t ncols, field;
	char *fields[C_N];
	long row;
	int ret;
};

static void csv_field(void *s, size_t len, void *arg)
{
	struct csv_state *cs = arg;
	size_t i = cs->field++;

	if (cs->ret)
		return;
	if (cs->row == 0) {
		size_t c;

		if (i >= 64) {
			cs->ret = err(cs->im, 1, "too many columns%s", "");
			return;
		}
		for (c = 0; c < C_N; c++)
			if (len == strlen(col_names[c]) &&
			    !strncasecmp(s, col_names[c], len))
				break;
		if (c == C_N) {
			char name[64];

			snprintf(name, sizeof(name), "%.*s",
				 (int)(len < 60 ? len : 60), (const char *)s);
			cs->ret = err(cs->im, 1,
				      "expected a column name (vendor, model, "
				      "metric, value, unit, op ...), found "
				      "'%s'",
				      name);
			return;
		}
		cs->map[i] = (int)c;
		cs->ncols = i + 1;
		return;
	}
	if (i >= cs->ncols || cs->map[i] < 0)
		return;
	free(cs->fields[cs->map[i]]);
	cs->fields[cs->map[i]] = strndup(s, len);
	if (!cs->fields[cs->map[i]])
		cs->ret = -ENOMEM;
}

static void csv_row(int c, void *arg)
{
	struct csv_state *cs = arg;
	const char *f[C_N];
	int blank = 1;

	(void)c;
	if (!cs->ret && cs->row > 0) {
		for (size_t i = 0; i < C_N; i++) {
			f[i] = cs->fields[i];
			if (f[i] && *f[i])
				blank = 0;
		}
		if (!blank)
			cs->ret = add_fields(cs->im, cs->row + 1, f);
	}
	for (size_t i = 0; i < C_N; i++) {
		free(cs->fields[i]);
		cs->fields[i] = NULL;
	}
	cs->field = 0;
	cs->row++;
}

static int import_csv(struct importer *im, const char *buf, size_t len)
{
	struct csv_parser p;
	struct csv_state cs = {.im = im};
	int ret = 0;

	for (size_t i = 0; i < 64; i++)
		cs.map[i] = -1;
	if (csv_init(&p, CSV_APPEND_NULL | CSV_EMPTY_IS_NULL) != 0)
		return -ENOMEM;
	if (csv_parse(&p, buf, len, csv_field, csv_row, &cs) != len)
		ret = err(im, cs.row + 1, "malformed CSV: %s",
			  csv_strerror(csv_error(&p)));
	if (!ret)
		csv_fini(&p, csv_field, csv_row, &cs);
	csv_free(&p);
	for (size_t i = 0; i < C_N; i++)
		free(cs.fields[i]);
	if (!ret)
		ret = cs.ret;
	if (!ret && cs.row < 2)
		ret = err(im, 1,
			  "expected a header row and figures, found "
			  "%s",
			  cs.row ? "only a header" : "nothing");
	return ret;
}

static int import_json(struct importer *im, const char *buf, size_t len)
{
	cJSON *root = cJSON_ParseWithLength(buf, len), *o;
	char num[C_N][64];
	long k = 0;
	int ret = 0;

	if (!cJSON_IsArray(root)) {
		ret = err(im, 1, "expected a JSON array of figures, found %s",
			  root ? "another JSON value" : "malformed JSON");
		goto out;
	}
	cJSON_ArrayForEach (o, root) {
		const char *f[C_N] = {0};

		k++;
		if (!cJSON_IsObject(o)) {
			ret = err(im, k,
				  "expected a JSON object for each figure, "
				  "found %s",
				  cJSON_IsArray(o)    ? "an array"
				  : cJSON_IsString(o) ? "a string"
						      : "a number or literal");
			goto out;
		}
		for (size_t c = 0; c < C_N; c++) {
			cJSON *v =
			    cJSON_GetObjectItemCaseSensitive(o, col_names[c]);

			if (cJSON_IsString(v)) {
				f[c] = v->valuestring;
			} else if (cJSON_IsNumber(v)) {
				snprintf(num[c], sizeof(num[c]), "%.15g",
					 v->valuedouble);
				f[c] = num[c];
			}
		}
		/* "line" in messages: the figure's position in the array */
		ret = add_fields(im, k, f);
		if (ret)
			goto out;
	}
out:
	cJSON_Delete(root);
	return ret;
}

static int import_file(struct importer *im, const char *path)
{
	size_t len = 0, i = 0;
	char *buf = util_read_file(path, &len);
	int ret;

	im->path = path;
	if (!buf) {
		cli_error("%s: %s", path, strerror(errno ? errno : EIO));
		return -EIO;
	}
	/* a spreadsheet's UTF-8 byte order mark is not part of the header */
	if (len >= 3 && !memcmp(buf, "\xef\xbb\xbf", 3))
		i = 3;
	while (i < len && (buf[i] == ' ' || buf[i] == '\n' || buf[i] == '\r' ||
			   buf[i] == '\t'))
		i++;
	ret = store_begin(im->st);
	if (ret)
		goto out;
	if (i < len && buf[i] == '[')
		ret = import_json(im, buf + i, len - i);
	else
		ret = import_csv(im, buf + i, len - i);
	if (ret)
		store_rollback(im->st);
	else
		ret = store_commit(im->st);
out:
	free(buf);
	return ret;
}

static int cmd_import_sheets(int argc, char **argv, struct cli_env *env)
{
	struct importer im = {.st = env->store, .seen = REPORT_MATCH_INIT};
	int ret, files = 0, failed = 0;

	if (argc < 3)
		return cli_usage_error("datasheet", "import needs a FILE");
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
