#include "report/export.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>
#include <csv.h>

#include "util/utf8.h"

struct report_export {
	FILE *out;
	enum report_export_format fmt;
	size_t rows;
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
	case IODB_VALUE_INT:
	case IODB_VALUE_DBL: return (struct value){V_NUM, NULL, v.d};
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
	if (!first)
		fputc(',', out);
	csv_fwrite(out, s, strlen(s));
}

void report_cell(FILE *out, const char *s, int width)
{
	const char *p = s ? s : "-";
	size_t left = strlen(p);
	int used = 0;

	while (left) {
		unsigned cp;
		size_t n = utf8_decode(p, left, &cp);
		int w = utf8_cp_width(cp);

		if (used + w > width)
			break;
		fwrite(p, 1, n, out);
		used += w;
		p += n;
		left -= n;
	}
	for (; used < width; used++)
		fputc(' ', out);
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
	if (fmt == REPORT_EXPORT_JSON) {
		fputs("[", out);
	} else if (fmt == REPORT_EXPORT_CSV) {
		/* column names are plain identifiers: no quoting needed */
		int first = 1;

		for (const struct iodb_field *f = iodb_fields; f->name; f++) {
			if (!(f->flags & IODB_FIELD_EXPORT))
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
static void json_metrics(cJSON *o, const struct iodb_field *f,
			 const struct store_row *row)
{
	size_t n;
	const struct iodb_metric *m =
	    iodb_field_array(f, row->run, row->res, &n);
	cJSON *x = cJSON_AddObjectToObject(o, f->name);

	for (size_t i = 0; x && i < n; i++) {
		if (isnan(m[i].value))
			cJSON_AddNullToObject(x, m[i].name);
		else
			cJSON_AddNumberToObject(x, m[i].name, m[i].value);
	}
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
		case V_STR: cJSON_AddStringToObject(o, f->name, v.s); break;
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

static void fmt_num(char *buf, size_t n, double d)
{
	if (d == (double)(int64_t)d && fabs(d) < 1e15)
		snprintf(buf, n, "%lld", (long long)d);
	else
		snprintf(buf, n, "%.17g", d);
}

static void row_csv(struct report_export *ex, const struct store_row *row)
{
	char buf[64];
	int first = 1;

	for (const struct iodb_field *f = iodb_fields; f->name; f++) {
		struct value v;

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

static void row_table(struct report_export *ex, const struct store_row *row)
{
	const struct iodb_result *r = row->res;
	const char *name = r->test ? r->test : r->job ? r->job : "-";
	char b1[32], b2[32], b3[32], bs[32];

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
	fprintf(ex->out, " %-5s %-4s %8s %12s %12s %12s  %s\n",
		r->cond.op ? iodb_op_name(r->cond.op) : "-",
		r->cond.pattern ? iodb_pattern_name(r->cond.pattern) : "-", bs,
		cell(b1, sizeof(b1), r->iops, 1, 1),
		cell(b2, sizeof(b2), r->bw_bytes, 1e6, 2),
		cell(b3, sizeof(b3), r->lat.mean, 1e3, 2),
		row->run->label ? row->run->label : "");
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
	free(ex);
	return ret;
}
