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

/*
 * Where each field of a figure is in the text (NULL: not there) and where
 * the figure starts: every message points at the field it is about.
 */
struct figure_at {
	const char *at[C_N];
	const char *start;
};

static const char *at(const struct figure_at *w, enum col c)
{
	return w->at[c] ? w->at[c] : w->start;
}

/* Metric and value from the stated text: value "550", unit "MB/s". */
static int parse_value(struct ingest_ctx *ctx, const struct figure_at *w,
		       const char *metric, const char *value, const char *unit,
		       struct iodb_spec *sp, char *text, size_t n)
{
	const char *end = NULL;
	char tmp[128];
	int ret = -EINVAL;

	if (!value || !*value)
		return ingest_error_at(ctx, at(w, C_VALUE),
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
			return ingest_error_at(
			    ctx, at(w, C_UNIT),
			    "expected the unit IOPS or KIOPS, found "
			    "'%s'",
			    unit);
		ret = units_count(tmp, &end, &sp->value);
	} else if (!strcasecmp(metric, "latency") ||
		   !strcasecmp(metric, "lat_mean_ns")) {
		sp->metric = "lat_mean_ns";
		ret = units_duration(text, &end, UNITS_COMMA_THOUSANDS,
				     &sp->value);
	} else if (!strcasecmp(metric, "cache") ||
		   !strcasecmp(metric, "cache_bytes") ||
		   !strcasecmp(metric, "dram cache") ||
		   !strcasecmp(metric, "slc cache")) {
		/* the drive's (or controller's) cache: no measurement to
		 * check, what `iodb lint` weighs a test file against */
		sp->metric = "cache_bytes";
		ret = units_size(text, &end, UNITS_DECIMAL,
				 UNITS_COMMA_THOUSANDS, &sp->value);
	} else {
		return ingest_error_at(
		    ctx, at(w, C_METRIC),
		    "expected the metric bandwidth, iops, latency or cache, "
		    "found '%s'",
		    metric);
	}
	while (end && (*end == ' ' || *end == '\t'))
		end++;
	if (ret || (end && *end))
		return ingest_error_at(
		    ctx, at(w, C_VALUE),
		    "expected a value with its unit, found '%s'", text);
	if (!(sp->value > 0))
		return ingest_error_at(ctx, at(w, C_VALUE),
				       "expected a positive value, found '%s'",
				       text);
	return 0;
}

static int add_fields(struct ingest_ctx *ctx, const struct figure_at *w,
		      const char *f[C_N])
{
	struct iodb_spec sp = IODB_SPEC_INIT;
	char text[256];
	double v;
	int ret;

	if (!f[C_MODEL] || !*f[C_MODEL])
		return ingest_error_at(ctx, at(w, C_MODEL),
				       "expected a model, found '%s'", "");
	if (!f[C_METRIC] || !*f[C_METRIC])
		return ingest_error_at(ctx, at(w, C_METRIC),
				       "expected a metric, found '%s'", "");
	sp.vendor = f[C_VENDOR] && *f[C_VENDOR] ? f[C_VENDOR] : NULL;
	sp.model = f[C_MODEL];
	sp.interface =
	    f[C_INTERFACE] && *f[C_INTERFACE] ? f[C_INTERFACE] : NULL;
	ret = parse_value(ctx, w, f[C_METRIC], f[C_VALUE], f[C_UNIT], &sp, text,
			  sizeof(text));
	if (ret)
		return ret;
	sp.value_text = text;
	if (f[C_CAPACITY] && *f[C_CAPACITY]) {
		if (units_size(f[C_CAPACITY], NULL, UNITS_DECIMAL,
			       UNITS_COMMA_THOUSANDS, &v) ||
		    units_int64(v) < 0)
			return ingest_error_at(
			    ctx, at(w, C_CAPACITY),
			    "expected a capacity, found '%s'", f[C_CAPACITY]);
		sp.capacity_bytes = units_int64(v);
	}
	sp.cond.op = iodb_op_parse(f[C_OP]);
	if (!strcmp(sp.metric, "cache_bytes") && (!f[C_OP] || !*f[C_OP]))
		sp.cond.op = IODB_OP_UNKNOWN; /* a size, not a direction's */
	else if (sp.cond.op != IODB_OP_READ && sp.cond.op != IODB_OP_WRITE)
		return ingest_error_at(
		    ctx, at(w, C_OP),
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
			return ingest_error_at(
			    ctx, at(w, C_PATTERN),
			    "expected the pattern seq or rand, found "
			    "'%s'",
			    f[C_PATTERN]);
	}
	if (f[C_BS] && *f[C_BS]) {
		if (units_size(f[C_BS], NULL, UNITS_BINARY,
			       UNITS_COMMA_THOUSANDS, &v) ||
		    !(v >= 1) || units_int64(v) < 0)
			return ingest_error_at(
			    ctx, at(w, C_BS),
			    "expected a block size, found '%s'", f[C_BS]);
		sp.cond.bs = units_int64(v);
	}
	if (parse_int(f[C_QD], &sp.cond.iodepth))
		return ingest_error_at(ctx, at(w, C_QD),
				       "expected a queue depth, found '%s'",
				       f[C_QD]);
	if (parse_int(f[C_THREADS], &sp.cond.numjobs))
		return ingest_error_at(ctx, at(w, C_THREADS),
				       "expected a thread count, found '%s'",
				       f[C_THREADS]);
	sp.source = f[C_SOURCE] && *f[C_SOURCE] ? f[C_SOURCE] : ctx->path;
	return ingest_emit_spec(ctx, &sp);
}

/*
 * CSV: the header maps names to columns; each row is one figure.  libcsv
 * gives fields, not offsets: the text is fed to it a byte at a time, so a
 * field's start is the first byte fed after the field (or row) before it.
 */
struct csv_state {
	struct ingest_ctx *ctx;
	const char *buf;
	size_t pos;	/* the byte being fed */
	size_t start;	/* where the current field starts */
	int need_start; /* no byte of the current field fed yet */
	int in_row;	/* a byte of this row fed */
	int map[64];	/* CSV column -> enum col, -1 ignored */
	size_t ncols, field;
	char *fields[C_N];
	struct figure_at w;
	long row;
	int ret;
};

static void csv_field(void *s, size_t len, void *arg)
{
	struct csv_state *cs = arg;
	size_t i = cs->field++;
	const char *at = cs->buf + (cs->need_start ? cs->pos : cs->start);

	cs->need_start = 1;
	if (!cs->w.start)
		cs->w.start = at;
	if (cs->ret)
		return;
	if (cs->row == 0) {
		size_t c;

		if (i >= 64) {
			cs->ret = ingest_error_at(cs->ctx, at,
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
			cs->ret = ingest_error_at(
			    cs->ctx, at,
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
	cs->w.at[cs->map[i]] = at;
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
			cs->ret = add_fields(cs->ctx, &cs->w, f);
	}
	for (size_t i = 0; i < C_N; i++) {
		free(cs->fields[i]);
		cs->fields[i] = NULL;
	}
	memset(&cs->w, 0, sizeof(cs->w));
	cs->field = 0;
	cs->need_start = 1;
	cs->in_row = 0;
	cs->row++;
}

static int parse_csv(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	struct csv_parser p;
	struct csv_state cs = {.ctx = ctx, .buf = buf, .need_start = 1};
	int ret = 0;

	for (size_t i = 0; i < 64; i++)
		cs.map[i] = -1;
	if (csv_init(&p, CSV_APPEND_NULL | CSV_EMPTY_IS_NULL) != 0)
		return -ENOMEM;
	for (cs.pos = 0; cs.pos < len && !cs.ret; cs.pos++) {
		char b = buf[cs.pos];

		/* libcsv skips the line ends between rows and the blanks
		 * before a field: a field starts at its first other byte */
		if (cs.need_start && b != ' ' && b != '\t' &&
		    (cs.in_row || (b != '\r' && b != '\n'))) {
			cs.start = cs.pos;
			cs.need_start = 0;
			cs.in_row = 1;
		}
		if (csv_parse(&p, buf + cs.pos, 1, csv_field, csv_row, &cs) !=
		    1) {
			ret = ingest_error_at(ctx, buf + cs.pos,
					      "malformed CSV: %s",
					      csv_strerror(csv_error(&p)));
			break;
		}
	}
	if (!ret && !cs.ret)
		csv_fini(&p, csv_field, csv_row, &cs);
	csv_free(&p);
	for (size_t i = 0; i < C_N; i++)
		free(cs.fields[i]);
	if (!ret)
		ret = cs.ret;
	if (!ret && cs.row < 2)
		ret =
		    ingest_error_at(ctx, buf,
				    "expected a header row and figures, found "
				    "%s",
				    cs.row ? "only a header" : "nothing");
	return ret;
}

/* Skip what cJSON skips between tokens. */
static const char *json_ws(const char *p, const char *end)
{
	while (p < end && (unsigned char)*p <= 32)
		p++;
	return p;
}

/*
 * Where the key "name" of the flat object in [p, end) is: the first
 * "name" string followed by a ':' (as cJSON finds the first member of
 * that name).  NULL when not found (an escaped key, say).
 */
static const char *json_key(const char *p, const char *end, const char *name)
{
	size_t n = strlen(name);

	for (; p + n + 2 <= end; p++) {
		const char *q;

		if (*p != '"' || memcmp(p + 1, name, n) || p[n + 1] != '"')
			continue;
		q = json_ws(p + n + 2, end);
		if (q < end && *q == ':')
			return p;
	}
	return NULL;
}

static int parse_json(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	const char *end = buf + len, *err = NULL, *p;
	cJSON *root = cJSON_ParseWithLengthOpts(buf, len, &err, 0), *o;
	char num[C_N][64];
	int ret = 0;

	if (!cJSON_IsArray(root)) {
		ret = ingest_error_at(
		    ctx, root || !err ? buf : err,
		    "expected a JSON array of figures, found %s",
		    root ? "another JSON value" : "malformed JSON");
		goto out;
	}
	p = json_ws(buf, end) + 1; /* past the '[' */
	cJSON_ArrayForEach (o, root) {
		const char *f[C_N] = {0}, *e = NULL;
		struct figure_at w;
		cJSON *one;

		/* the element's text: cJSON parses it again for its end */
		memset(&w, 0, sizeof(w));
		p = json_ws(p, end);
		w.start = p;
		one = cJSON_ParseWithLengthOpts(p, (size_t)(end - p), &e, 0);
		cJSON_Delete(one);
		if (!one || !e || e < p || e > end)
			e = end;
		if (!cJSON_IsObject(o)) {
			ret = ingest_error_at(
			    ctx, w.start,
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
			if (v)
				w.at[c] = json_key(w.start, e, col_names[c]);
		}
		ret = add_fields(ctx, &w, f);
		if (ret)
			goto out;
		p = json_ws(e, end);
		if (p < end && *p == ',')
			p++;
	}
out:
	cJSON_Delete(root);
	return ret;
}

int ingest_datasheet_parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	size_t i = 0;

	/* messages point into buf: their lines and columns are the file's */
	if (!ctx->buf || buf < ctx->buf || buf + len > ctx->buf + ctx->len) {
		ctx->buf = buf;
		ctx->len = len;
	}
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
