/*
 * Vendor datasheet files (CSV or JSON) into struct iodb_spec figures,
 * emitted through the ingest sink.  `iodb datasheet import` (cli/) stores
 * them; the columns are documented in its usage text and docs/reports.md.
 */
#include "ingest/datasheet.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <cjson/cJSON.h>
#include <csv.h>

#include "model/units.h"

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
static int parse_value(struct ingest_ctx *ctx, long line, const char *metric,
		       const char *value, const char *unit,
		       struct iodb_spec *sp, char *text, size_t n)
{
	const char *end = NULL;
	char tmp[128];
	int ret = -EINVAL;

	if (!value || !*value)
		return ingest_error(ctx, line, 0,
				    "expected a value, found '%s'", "");
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
			return ingest_error(
			    ctx, line, 0,
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
		return ingest_error(
		    ctx, line, 0,
		    "expected the metric bandwidth, iops or latency, "
		    "found '%s'",
		    metric);
	}
	while (end && (*end == ' ' || *end == '\t'))
		end++;
	if (ret || (end && *end))
		return ingest_error(
		    ctx, line, 0, "expected a value with its unit, found '%s'",
		    text);
	if (!(sp->value > 0))
		return ingest_error(ctx, line, 0,
				    "expected a positive value, found '%s'",
				    text);
	return 0;
}

static int add_fields(struct ingest_ctx *ctx, long line, const char *f[C_N])
{
	struct iodb_spec sp = IODB_SPEC_INIT;
	char text[256];
	double v;
	int ret;

	if (!f[C_MODEL] || !*f[C_MODEL])
		return ingest_error(ctx, line, 0,
				    "expected a model, found '%s'", "");
	if (!f[C_METRIC] || !*f[C_METRIC])
		return ingest_error(ctx, line, 0,
				    "expected a metric, found '%s'", "");
	sp.vendor = f[C_VENDOR] && *f[C_VENDOR] ? f[C_VENDOR] : NULL;
	sp.model = f[C_MODEL];
	sp.interface =
	    f[C_INTERFACE] && *f[C_INTERFACE] ? f[C_INTERFACE] : NULL;
	ret = parse_value(ctx, line, f[C_METRIC], f[C_VALUE], f[C_UNIT], &sp,
			  text, sizeof(text));
	if (ret)
		return ret;
	sp.value_text = text;
	if (f[C_CAPACITY] && *f[C_CAPACITY]) {
		if (units_size(f[C_CAPACITY], NULL, UNITS_DECIMAL,
			       UNITS_COMMA_THOUSANDS, &v))
			return ingest_error(ctx, line, 0,
					    "expected a capacity, found '%s'",
					    f[C_CAPACITY]);
		sp.capacity_bytes = (int64_t)v;
	}
	sp.cond.op = iodb_op_parse(f[C_OP]);
	if (sp.cond.op != IODB_OP_READ && sp.cond.op != IODB_OP_WRITE)
		return ingest_error(ctx, line, 0,
				    "expected the op read or write, found '%s'",
				    f[C_OP] ? f[C_OP] : "");
	if (f[C_PATTERN] && *f[C_PATTERN]) {
		const char *p = f[C_PATTERN];

		if (!strcasecmp(p, "sequential"))
			p = "seq";
		else if (!strcasecmp(p, "random"))
			p = "rand";
		sp.cond.pattern = iodb_pattern_parse(p);
		if (sp.cond.pattern == IODB_PATTERN_UNKNOWN)
			return ingest_error(
			    ctx, line, 0,
			    "expected the pattern seq or rand, found "
			    "'%s'",
			    f[C_PATTERN]);
	}
	if (f[C_BS] && *f[C_BS]) {
		if (units_size(f[C_BS], NULL, UNITS_BINARY,
			       UNITS_COMMA_THOUSANDS, &v) ||
		    !(v >= 1))
			return ingest_error(ctx, line, 0,
					    "expected a block size, found '%s'",
					    f[C_BS]);
		sp.cond.bs = (int64_t)v;
	}
	if (parse_int(f[C_QD], &sp.cond.iodepth))
		return ingest_error(ctx, line, 0,
				    "expected a queue depth, found '%s'",
				    f[C_QD]);
	if (parse_int(f[C_THREADS], &sp.cond.numjobs))
		return ingest_error(ctx, line, 0,
				    "expected a thread count, found '%s'",
				    f[C_THREADS]);
	sp.source = f[C_SOURCE] && *f[C_SOURCE] ? f[C_SOURCE] : ctx->path;
	return ingest_emit_spec(ctx, &sp);
}

/* CSV: the header maps names to columns; each row is one figure. */
struct csv_state {
	struct ingest_ctx *ctx;
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
			cs->ret = ingest_error(cs->ctx, 1, 0,
					       "too many columns%s", "");
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
			cs->ret = ingest_error(
			    cs->ctx, 1, 0,
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
	/* an empty field comes as NULL (CSV_EMPTY_IS_NULL) */
	cs->fields[cs->map[i]] = strndup(s ? (const char *)s : "", len);
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
			cs->ret = add_fields(cs->ctx, cs->row + 1, f);
	}
	for (size_t i = 0; i < C_N; i++) {
		free(cs->fields[i]);
		cs->fields[i] = NULL;
	}
	cs->field = 0;
	cs->row++;
}

static int parse_csv(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	struct csv_parser p;
	struct csv_state cs = {.ctx = ctx};
	int ret = 0;

	for (size_t i = 0; i < 64; i++)
		cs.map[i] = -1;
	if (csv_init(&p, CSV_APPEND_NULL | CSV_EMPTY_IS_NULL) != 0)
		return -ENOMEM;
	if (csv_parse(&p, buf, len, csv_field, csv_row, &cs) != len)
		ret = ingest_error(ctx, cs.row + 1, 0, "malformed CSV: %s",
				   csv_strerror(csv_error(&p)));
	if (!ret)
		csv_fini(&p, csv_field, csv_row, &cs);
	csv_free(&p);
	for (size_t i = 0; i < C_N; i++)
		free(cs.fields[i]);
	if (!ret)
		ret = cs.ret;
	if (!ret && cs.row < 2)
		ret = ingest_error(ctx, 1, 0,
				   "expected a header row and figures, found "
				   "%s",
				   cs.row ? "only a header" : "nothing");
	return ret;
}

static int parse_json(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	cJSON *root = cJSON_ParseWithLength(buf, len), *o;
	char num[C_N][64];
	long k = 0;
	int ret = 0;

	if (!cJSON_IsArray(root)) {
		ret = ingest_error(
		    ctx, 1, 0, "expected a JSON array of figures, found %s",
		    root ? "another JSON value" : "malformed JSON");
		goto out;
	}
	cJSON_ArrayForEach (o, root) {
		const char *f[C_N] = {0};

		k++;
		if (!cJSON_IsObject(o)) {
			ret = ingest_error(
			    ctx, k, 0,
			    "expected a JSON object for each figure, "
			    "found %s",
			    cJSON_IsArray(o)	? "an array"
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
		ret = add_fields(ctx, k, f);
		if (ret)
			goto out;
	}
out:
	cJSON_Delete(root);
	return ret;
}

int ingest_datasheet_parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	size_t i = 0;

	/* a spreadsheet's UTF-8 byte order mark is not part of the header */
	if (len >= 3 && !memcmp(buf, "\xef\xbb\xbf", 3))
		i = 3;
	while (i < len && (buf[i] == ' ' || buf[i] == '\n' || buf[i] == '\r' ||
			   buf[i] == '\t'))
		i++;
	if (i < len && buf[i] == '[')
		return parse_json(ctx, buf + i, len - i);
	return parse_csv(ctx, buf + i, len - i);
}
