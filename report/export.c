#include "report/export.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>
#include <csv.h>

#include "util/alloc.h"
#include "util/utf8.h"

struct report_export {
	FILE *out;
	enum report_export_format fmt;
	size_t rows;
	/* table: the (job, direction) pairs seen in the current run, so two
	 * jobs of one name are told apart ("mix70", "mix70 #2") */
	int64_t run;
	char **seen;
	size_t n_seen, cap_seen;
};

/*
 * The columns are model/'s one table of fields (iodb_fields[], in the
 * contract's order of DESIGN.md): every field flagged IODB_FIELD_EXPORT is
 * a column of CSV and JSON; IODB_FIELD_JSON ones (extras) are JSON only.
 */
enum { V_NULL, V_STR, V_NUM, V_BOOL };

struct value {
	int kind;
	const char *s;
	double d;
};

double report_clat_pct(const struct iodb_result *res, double pct)
{
	return iodb_result_clat_pct(res, pct);
}

/*
 * Nanoseconds and bytes have no fractions: a figure stored as a double
 * (1.2 GB/s, a mean of nanoseconds, 2151132181999.9998 from a unit
 * conversion) exports as the whole number it stands for.
 */
static int whole(const char *name)
{
	size_t n = strlen(name);

	return (n > 3 && !strcmp(name + n - 3, "_ns")) ||
	       !strcmp(name, "io_bytes") || !strcmp(name, "bw_bytes");
}

static double round_whole(double d)
{
	return fabs(d) < 9007199254740992.0 ? round(d) : d;
}

/* s with every invalid UTF-8 byte replaced by U+FFFD; NULL when s is
 * valid already (use s), else caller frees. */
static char *utf8_repaired(const char *s)
{
	size_t left = strlen(s), o = 0;
	const char *p = s;
	char *out;
	int bad = 0;

	while (left) {
		unsigned cp;
		size_t n = utf8_decode(p, left, &cp);

		bad |= cp == 0xfffd && (n != 3 || memcmp(p, "\xef\xbf\xbd", 3));
		p += n;
		left -= n;
	}
	if (!bad)
		return NULL;
	out = malloc(strlen(s) * 3 + 1);
	if (!out)
		return NULL;
	for (p = s, left = strlen(s); left;) {
		unsigned cp;
		size_t n = utf8_decode(p, left, &cp);

		if (cp == 0xfffd) {
			memcpy(out + o, "\xef\xbf\xbd", 3);
			o += 3;
		} else {
			memcpy(out + o, p, n);
			o += n;
		}
		p += n;
		left -= n;
	}
	out[o] = '\0';
	return out;
}

/* The value of field f for row. */
static struct value column(const struct store_row *row,
			   const struct iodb_field *f)
{
	struct iodb_value v;
	int64_t id;

	if (f->kind == IODB_FIELD_PATH)
		return (struct value){row->source ? V_STR : V_NULL, row->source,
				      0};
	if (f->kind == IODB_FIELD_ID) {
		id = !strcmp(f->name, "run") ? row->run_id : row->result_id;
		return (struct value){id > 0 ? V_NUM : V_NULL, NULL,
				      id > 0 ? (double)id : 0};
	}
	v = iodb_field_value(f, row->run, row->res);
	switch (v.type) {
	case IODB_VALUE_STR: return (struct value){V_STR, v.s, 0};
	case IODB_VALUE_INT: return (struct value){V_NUM, NULL, v.d};
	case IODB_VALUE_DBL:
		return (struct value){V_NUM, NULL,
				      whole(f->name) ? round_whole(v.d) : v.d};
	case IODB_VALUE_BOOL: return (struct value){V_BOOL, NULL, v.d};
	default: return (struct value){V_NULL, NULL, 0};
	}
}

int report_export_format_parse(const char *name, enum report_export_format *fmt)
{
	if (!strcmp(name, "json"))
		*fmt = REPORT_EXPORT_JSON;
	else if (!strcmp(name, "csv"))
		*fmt = REPORT_EXPORT_CSV;
	else if (!strcmp(name, "table"))
		*fmt = REPORT_EXPORT_TABLE;
	else
		return -EINVAL;
	return 0;
}

static void csv_field(FILE *out, const char *s, int first)
{
	char *ok = utf8_repaired(s);

	if (!first)
		fputc(',', out);
	if (ok)
		s = ok;
	csv_fwrite(out, s, strlen(s));
	free(ok);
}

/*
 * One character of imported text as a terminal shows it safely: a control
 * character in caret notation ("^[" for ESC, "^?" for DEL), a C1 control
 * or an invalid byte as U+FFFD.  Writes into buf (8 bytes); returns the
 * columns it takes.
 */
static int term_char(const char *p, size_t n, unsigned cp, char buf[8])
{
	if (cp < 0x20 || cp == 0x7f) {
		buf[0] = '^';
		buf[1] = cp == 0x7f ? '?' : (char)(cp + 0x40);
		buf[2] = '\0';
		return 2;
	}
	if ((cp >= 0x80 && cp < 0xa0) || cp == 0xfffd) {
		memcpy(buf, "\xef\xbf\xbd", 4);
		return 1;
	}
	memcpy(buf, p, n);
	buf[n] = '\0';
	return utf8_cp_width(cp);
}

/* The terminal columns s takes as report_cell shows it. */
static int term_width(const char *s)
{
	size_t left = strlen(s);
	int w = 0;

	while (left) {
		unsigned cp;
		size_t n = utf8_decode(s, left, &cp);
		char buf[8];

		w += term_char(s, n, cp, buf);
		s += n;
		left -= n;
	}
	return w;
}

void report_cell(FILE *out, const char *s, int width)
{
	const char *p = s ? s : "-";
	size_t left = strlen(p);
	int used = 0, cut = term_width(p) > width;

	/* a cut text ends in "…" (one column) so the cut shows */
	while (left) {
		unsigned cp;
		size_t n = utf8_decode(p, left, &cp);
		char buf[8];
		int w = term_char(p, n, cp, buf);

		if (used + w > width - (cut ? 1 : 0))
			break;
		fputs(buf, out);
		used += w;
		p += n;
		left -= n;
	}
	if (cut && width > 0) {
		fputs("…", out);
		used++;
	}
	for (; used < width; used++)
		fputc(' ', out);
}

void report_term_text(FILE *out, const char *s)
{
	size_t left;

	if (!s)
		return;
	left = strlen(s);
	while (left) {
		unsigned cp;
		size_t n = utf8_decode(s, left, &cp);
		char buf[8];

		term_char(s, n, cp, buf);
		fputs(buf, out);
		s += n;
		left -= n;
	}
}

static void table_header(FILE *out)
{
	fprintf(out, "%5s  %-10s %-22s %-5s %-4s %8s %12s %12s %12s  %s\n",
		"run", "tool", "test/job", "op", "pat", "bs", "IOPS", "MB/s",
		"lat avg us", "label");
}

int report_export_begin(FILE *out, enum report_export_format fmt,
			struct report_export **ex)
{
	struct report_export *e = calloc(1, sizeof(*e));

	if (!e)
		return -ENOMEM;
	e->out = out;
	e->fmt = fmt;
	e->run = -1;
	if (fmt == REPORT_EXPORT_JSON) {
		fputs("[", out);
	} else if (fmt == REPORT_EXPORT_CSV) {
		/* column names are plain identifiers: no quoting needed */
		int first = 1;

		for (const struct iodb_field *f = iodb_fields; f->name; f++) {
			if (!(f->flags & (IODB_FIELD_EXPORT | IODB_FIELD_JSON)))
				continue;
			fprintf(out, "%s%s", first ? "" : ",", f->name);
			first = 0;
		}
		fputs("\r\n", out);
	} else {
		table_header(out);
	}
	*ex = e;
	return 0;
}

/* The result's extra figures as a JSON object (field kind METRICS). */
static cJSON *metrics_object(const struct iodb_field *f,
			     const struct store_row *row)
{
	size_t n;
	const struct iodb_metric *m =
	    iodb_field_array(f, row->run, row->res, &n);
	cJSON *x = cJSON_CreateObject();

	for (size_t i = 0; x && i < n; i++) {
		char *ok = utf8_repaired(m[i].name);
		const char *name = ok ? ok : m[i].name;

		if (isnan(m[i].value))
			cJSON_AddNullToObject(x, name);
		else
			cJSON_AddNumberToObject(
			    x, name,
			    whole(name) ? round_whole(m[i].value) : m[i].value);
		free(ok);
	}
	return x;
}

static void json_metrics(cJSON *o, const struct iodb_field *f,
			 const struct store_row *row)
{
	cJSON *x = metrics_object(f, row);

	if (x)
		cJSON_AddItemToObject(o, f->name, x);
}

static int row_json(struct report_export *ex, const struct store_row *row)
{
	cJSON *o = cJSON_CreateObject();
	char *text;

	if (!o)
		return -ENOMEM;
	for (const struct iodb_field *f = iodb_fields; f->name; f++) {
		struct value v;

		if (f->flags & IODB_FIELD_JSON) {
			json_metrics(o, f, row);
			continue;
		}
		if (!(f->flags & IODB_FIELD_EXPORT))
			continue;
		v = column(row, f);
		switch (v.kind) {
		case V_STR: {
			char *ok = utf8_repaired(v.s);

			cJSON_AddStringToObject(o, f->name, ok ? ok : v.s);
			free(ok);
			break;
		}
		case V_NUM: cJSON_AddNumberToObject(o, f->name, v.d); break;
		case V_BOOL: cJSON_AddBoolToObject(o, f->name, v.d != 0); break;
		default: cJSON_AddNullToObject(o, f->name); break;
		}
	}
	text = cJSON_PrintUnformatted(o);
	cJSON_Delete(o);
	if (!text)
		return -ENOMEM;
	fprintf(ex->out, "%s\n  %s", ex->rows ? "," : "", text);
	cJSON_free(text);
	return 0;
}

/* A number as JSON prints it (cJSON: the shortest of %.15g and %.17g
 * that reads back the same), so CSV and JSON carry the same text. */
static void fmt_num(char *buf, size_t n, double d)
{
	if (fabs(d) < 1e15 && d == (double)(int64_t)d) {
		snprintf(buf, n, "%lld", (long long)d);
		return;
	}
	snprintf(buf, n, "%.15g", d);
	if (strtod(buf, NULL) != d)
		snprintf(buf, n, "%.17g", d);
}

static void row_csv(struct report_export *ex, const struct store_row *row)
{
	char buf[64];
	int first = 1;

	for (const struct iodb_field *f = iodb_fields; f->name; f++) {
		struct value v;

		if (f->flags & IODB_FIELD_JSON) {
			/* the extras as JSON text, the same object as JSON's */
			cJSON *x = metrics_object(f, row);
			char *text = x ? cJSON_PrintUnformatted(x) : NULL;

			csv_field(ex->out, text ? text : "", first);
			cJSON_free(text);
			cJSON_Delete(x);
			first = 0;
			continue;
		}
		if (!(f->flags & IODB_FIELD_EXPORT))
			continue;
		v = column(row, f);
		if (v.kind == V_STR) {
			csv_field(ex->out, v.s, first);
		} else {
			if (v.kind == V_NUM)
				fmt_num(buf, sizeof(buf), v.d);
			else if (v.kind == V_BOOL)
				snprintf(buf, sizeof(buf), "%s",
					 v.d ? "true" : "false");
			else
				buf[0] = '\0';
			if (!first)
				fputc(',', ex->out);
			fputs(buf, ex->out);
		}
		first = 0;
	}
	fputs("\r\n", ex->out);
}

/* One table cell: the value with a given scale and precision, or "-". */
static const char *cell(char *buf, size_t n, double v, double scale, int prec)
{
	if (isnan(v))
		return "-";
	snprintf(buf, n, "%.*f", prec, v / scale);
	return buf;
}

/* How many times (name, op) came in this run so far, this one counted. */
static size_t seen_count(struct report_export *ex, int64_t run,
			 const char *name, int op)
{
	char key[300];
	size_t n = 1;

	if (run != ex->run) {
		for (size_t i = 0; i < ex->n_seen; i++)
			free(ex->seen[i]);
		ex->n_seen = 0;
		ex->run = run;
	}
	snprintf(key, sizeof(key), "%d\x1f%s", op, name);
	for (size_t i = 0; i < ex->n_seen; i++)
		n += !strcmp(ex->seen[i], key);
	if (!ALLOC_GROW(ex->seen, ex->n_seen + 1, ex->cap_seen)) {
		ex->seen[ex->n_seen] = strdup(key);
		if (ex->seen[ex->n_seen])
			ex->n_seen++;
	}
	return n;
}

static void row_table(struct report_export *ex, const struct store_row *row)
{
	const struct iodb_result *r = row->res;
	const char *name = r->test ? r->test : r->job ? r->job : "-";
	char b1[32], b2[32], b3[32], bs[32], nbuf[300];
	size_t k = seen_count(ex, row->run_id, name, (int)r->cond.op);

	if (k > 1) {
		snprintf(nbuf, sizeof(nbuf), "%s #%zu", name, k);
		name = nbuf;
	}

	if (r->cond.bs < 0)
		snprintf(bs, sizeof(bs), "-");
	else if (r->cond.bs >= 1024 && r->cond.bs % 1024 == 0)
		snprintf(bs, sizeof(bs), "%lldk",
			 (long long)(r->cond.bs / 1024));
	else
		snprintf(bs, sizeof(bs), "%lld", (long long)r->cond.bs);
	fprintf(ex->out, "%5lld  ", (long long)row->run_id);
	report_cell(ex->out, row->run->tool, 10);
	fputc(' ', ex->out);
	report_cell(ex->out, name, 22);
	fprintf(ex->out, " %-5s %-4s %8s %12s %12s %12s  ",
		r->cond.op ? iodb_op_name(r->cond.op) : "-",
		r->cond.pattern ? iodb_pattern_name(r->cond.pattern) : "-", bs,
		cell(b1, sizeof(b1), r->iops, 1, 1),
		cell(b2, sizeof(b2), r->bw_bytes, 1e6, 2),
		cell(b3, sizeof(b3), r->lat.mean, 1e3, 2));
	report_term_text(ex->out, row->run->label);
	fputc('\n', ex->out);
}

int report_export_row(struct report_export *ex, const struct store_row *row)
{
	int ret = 0;

	if (ex->fmt == REPORT_EXPORT_JSON)
		ret = row_json(ex, row);
	else if (ex->fmt == REPORT_EXPORT_CSV)
		row_csv(ex, row);
	else
		row_table(ex, row);
	ex->rows++;
	return ret ? ret : ferror(ex->out) ? -EIO : 0;
}

int report_export_end(struct report_export *ex)
{
	int ret;

	if (ex->fmt == REPORT_EXPORT_JSON)
		fputs(ex->rows ? "\n]\n" : "]\n", ex->out);
	ret = ferror(ex->out) ? -EIO : 0;
	for (size_t i = 0; i < ex->n_seen; i++)
		free(ex->seen[i]);
	free(ex->seen);
	free(ex);
	return ret;
}
