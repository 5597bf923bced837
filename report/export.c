#include "report/export.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>
#include <csv.h>

struct report_export {
	FILE *out;
	enum report_export_format fmt;
	size_t rows;
};

/* The contract's columns, in order (DESIGN.md "Contract"); more may be
 * appended, none renamed or dropped. */
static const char *const columns[] = {
    "run",
    "source",
    "format",
    "tool",
    "tool_version",
    "label",
    "host",
    "device",
    "job",
    "test",
    "op",
    "pattern",
    "mix_read_pct",
    "bs",
    "iodepth",
    "numjobs",
    "direct",
    "iops",
    "bw_bytes",
    "io_bytes",
    "runtime_ns",
    "lat_min_ns",
    "lat_mean_ns",
    "lat_max_ns",
    "lat_stddev_ns",
    "clat_min_ns",
    "clat_mean_ns",
    "clat_max_ns",
    "clat_stddev_ns",
    "clat_p50_ns",
    "clat_p99_ns",
    "clat_p999_ns",
    "access_time_ns",
    "cpu_usr",
    "cpu_sys",
    "line_from",
    "line_to",
    /* additions beyond the contract's minimum */
    "result",
    "groupid",
    "slat_min_ns",
    "slat_mean_ns",
    "slat_max_ns",
    "slat_stddev_ns",
    "status",
    "timestamp",
    "command",
    "device_model",
    NULL,
};

enum { V_NULL, V_STR, V_NUM, V_BOOL };

struct value {
	int kind;
	const char *s;
	double d;
};

double report_clat_pct(const struct iodb_result *res, double pct)
{
	for (size_t i = 0; i < res->n_clat_pct; i++)
		if (fabs(res->clat_pct[i].pct - pct) < 1e-6)
			return res->clat_pct[i].ns;
	return NAN;
}

static struct value vs(const char *s)
{
	return (struct value){s ? V_STR : V_NULL, s, 0};
}

static struct value vd(double d)
{
	return (struct value){isnan(d) ? V_NULL : V_NUM, NULL, d};
}

static struct value vi(int64_t i)
{
	return (struct value){i < 0 ? V_NULL : V_NUM, NULL, (double)i};
}

/* The value of column c for row. */
static struct value column(const struct store_row *row, size_t c)
{
	const struct iodb_run *u = row->run;
	const struct iodb_result *r = row->res;

	switch (c) {
	case 0: return vi(row->run_id > 0 ? row->run_id : -1);
	case 1: return vs(row->source);
	case 2: return vs(u->format);
	case 3: return vs(u->tool);
	case 4: return vs(u->tool_version);
	case 5: return vs(u->label);
	case 6: return vs(u->host);
	case 7: return vs(u->device);
	case 8: return vs(r->job);
	case 9: return vs(r->test);
	case 10: return vs(iodb_op_name(r->op));
	case 11: return vs(iodb_pattern_name(r->pattern));
	case 12: return vd(r->mix_read_pct);
	case 13: return vi(r->bs);
	case 14: return vi(r->iodepth);
	case 15: return vi(r->numjobs);
	case 16:
		return r->direct < 0 ? vs(NULL)
				     : (struct value){V_BOOL, NULL, r->direct};
	case 17: return vd(r->iops);
	case 18: return vd(r->bw_bytes);
	case 19: return vd(r->io_bytes);
	case 20: return vd(r->runtime_ns);
	case 21: return vd(r->lat.min);
	case 22: return vd(r->lat.mean);
	case 23: return vd(r->lat.max);
	case 24: return vd(r->lat.stddev);
	case 25: return vd(r->clat.min);
	case 26: return vd(r->clat.mean);
	case 27: return vd(r->clat.max);
	case 28: return vd(r->clat.stddev);
	case 29: return vd(report_clat_pct(r, 50));
	case 30: return vd(report_clat_pct(r, 99));
	case 31: return vd(report_clat_pct(r, 99.9));
	case 32: return vd(r->access_time_ns);
	case 33: return vd(r->cpu_usr);
	case 34: return vd(r->cpu_sys);
	case 35: return vi(r->line_from > 0 ? r->line_from : -1);
	case 36: return vi(r->line_to > 0 ? r->line_to : -1);
	case 37: return vi(row->result_id > 0 ? row->result_id : -1);
	case 38: return vi(r->groupid);
	case 39: return vd(r->slat.min);
	case 40: return vd(r->slat.mean);
	case 41: return vd(r->slat.max);
	case 42: return vd(r->slat.stddev);
	case 43: return vs(u->status ? u->status : "complete");
	case 44: return vi(u->timestamp);
	case 45: return vs(u->command);
	case 46: return vs(u->device_model);
	}
	return vs(NULL);
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

/* Columns one code point takes on a terminal: 2 for East Asian wide. */
static int cp_width(unsigned cp)
{
	if ((cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF) ||
	    (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) ||
	    (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
	    (cp >= 0xFFE0 && cp <= 0xFFE6) || cp >= 0x20000)
		return 2;
	return 1;
}

void report_cell(FILE *out, const char *s, int width)
{
	const unsigned char *p = (const unsigned char *)(s ? s : "-");
	int used = 0;

	while (*p) {
		unsigned cp = *p;
		int n = 1, w;

		if (cp >= 0xF0 && p[1] && p[2] && p[3]) {
			cp = (cp & 7u) << 18 | (p[1] & 63u) << 12 |
			     (p[2] & 63u) << 6 | (p[3] & 63u);
			n = 4;
		} else if (cp >= 0xE0 && p[1] && p[2]) {
			cp =
			    (cp & 15u) << 12 | (p[1] & 63u) << 6 | (p[2] & 63u);
			n = 3;
		} else if (cp >= 0xC0 && p[1]) {
			cp = (cp & 31u) << 6 | (p[1] & 63u);
			n = 2;
		}
		w = cp_width(cp);
		if (used + w > width)
			break;
		fwrite(p, 1, (size_t)n, out);
		used += w;
		p += n;
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
		for (size_t c = 0; columns[c]; c++)
			fprintf(out, "%s%s", c ? "," : "", columns[c]);
		fputs("\r\n", out);
	} else {
		table_header(out);
	}
	*ex = e;
	return 0;
}

static int row_json(struct report_export *ex, const struct store_row *row)
{
	cJSON *o = cJSON_CreateObject(), *x;
	char *text;

	if (!o)
		return -ENOMEM;
	for (size_t c = 0; columns[c]; c++) {
		struct value v = column(row, c);

		switch (v.kind) {
		case V_STR: cJSON_AddStringToObject(o, columns[c], v.s); break;
		case V_NUM: cJSON_AddNumberToObject(o, columns[c], v.d); break;
		case V_BOOL:
			cJSON_AddBoolToObject(o, columns[c], v.d != 0);
			break;
		default: cJSON_AddNullToObject(o, columns[c]); break;
		}
	}
	x = cJSON_AddObjectToObject(o, "extras");
	for (size_t i = 0; x && i < row->res->n_extras; i++) {
		const struct iodb_metric *m = &row->res->extras[i];

		if (isnan(m->value))
			cJSON_AddNullToObject(x, m->name);
		else
			cJSON_AddNumberToObject(x, m->name, m->value);
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

	for (size_t c = 0; columns[c]; c++) {
		struct value v = column(row, c);

		if (v.kind == V_STR) {
			csv_field(ex->out, v.s, c == 0);
		} else {
			if (v.kind == V_NUM)
				fmt_num(buf, sizeof(buf), v.d);
			else if (v.kind == V_BOOL)
				snprintf(buf, sizeof(buf), "%s",
					 v.d ? "true" : "false");
			else
				buf[0] = '\0';
			if (c)
				fputc(',', ex->out);
			fputs(buf, ex->out);
		}
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

	if (r->bs < 0)
		snprintf(bs, sizeof(bs), "-");
	else if (r->bs >= 1024 && r->bs % 1024 == 0)
		snprintf(bs, sizeof(bs), "%lldk", (long long)(r->bs / 1024));
	else
		snprintf(bs, sizeof(bs), "%lld", (long long)r->bs);
	fprintf(ex->out, "%5lld  ", (long long)row->run_id);
	report_cell(ex->out, row->run->tool, 10);
	fputc(' ', ex->out);
	report_cell(ex->out, name, 22);
	fprintf(ex->out, " %-5s %-4s %8s %12s %12s %12s  %s\n",
		r->op ? iodb_op_name(r->op) : "-",
		r->pattern ? iodb_pattern_name(r->pattern) : "-", bs,
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
