#include "model/model.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *const op_names[] = {
    [IODB_OP_READ] = "read",	       [IODB_OP_WRITE] = "write",
    [IODB_OP_TRIM] = "trim",	       [IODB_OP_COPY] = "copy",
    [IODB_OP_READWRITE] = "readwrite",
};

static const char *const pattern_names[] = {
    [IODB_PATTERN_SEQ] = "seq",
    [IODB_PATTERN_RAND] = "rand",
};

const char *iodb_op_name(enum iodb_op op)
{
	if ((size_t)op >= sizeof(op_names) / sizeof(op_names[0]))
		return NULL;
	return op_names[op];
}

const char *iodb_pattern_name(enum iodb_pattern p)
{
	if ((size_t)p >= sizeof(pattern_names) / sizeof(pattern_names[0]))
		return NULL;
	return pattern_names[p];
}

enum iodb_op iodb_op_parse(const char *name)
{
	if (!name)
		return IODB_OP_UNKNOWN;
	for (size_t i = 1; i < sizeof(op_names) / sizeof(op_names[0]); i++)
		if (op_names[i] && !strcmp(name, op_names[i]))
			return (enum iodb_op)i;
	return IODB_OP_UNKNOWN;
}

enum iodb_pattern iodb_pattern_parse(const char *name)
{
	if (!name)
		return IODB_PATTERN_UNKNOWN;
	for (size_t i = 1; i < sizeof(pattern_names) / sizeof(pattern_names[0]);
	     i++)
		if (pattern_names[i] && !strcmp(name, pattern_names[i]))
			return (enum iodb_pattern)i;
	return IODB_PATTERN_UNKNOWN;
}

/* ---- the one table of result fields ------------------------------------ */

#define F_RUN(name, col, kind, f, ...)                                         \
	{                                                                      \
		name, col, IODB_REC_RUN, kind, offsetof(struct iodb_run, f),   \
		    __VA_ARGS__                                                \
	}
#define F_RES(name, col, kind, f, ...)                                         \
	{                                                                      \
		name, col, IODB_REC_RESULT, kind,                              \
		    offsetof(struct iodb_result, f), __VA_ARGS__               \
	}
#define N_RUN(f) offsetof(struct iodb_run, f)
#define N_RES(f) offsetof(struct iodb_result, f)
#define EXP	 IODB_FIELD_EXPORT
#define STR	 IODB_FIELD_STR
#define DBL	 IODB_FIELD_DBL
#define INT	 IODB_FIELD_INT
#define LINE	 IODB_FIELD_LINE
#define PCT(p)                                                                 \
	{                                                                      \
		"clat_p" #p "_ns", NULL, IODB_REC_RESULT, IODB_FIELD_CLAT_PCT, \
		    0, 0, PCT_##p, NULL, EXP                                   \
	}
#define PCT_50	50
#define PCT_90	90
#define PCT_95	95
#define PCT_99	99
#define PCT_999 99.9

const struct iodb_field iodb_fields[] = {
    /* the contract's columns (DESIGN.md), in order: more may be appended,
       none renamed or dropped */
    {"run", NULL, IODB_REC_ROW, IODB_FIELD_ID, 0, 0, 0, NULL, EXP},
    {"source", NULL, IODB_REC_ROW, IODB_FIELD_PATH, 0, 0, 0, NULL, EXP},
    F_RUN("format", "format", STR, format, 0, 0, NULL,
	  EXP | IODB_FIELD_NOT_NULL),
    F_RUN("tool", "tool", STR, tool, 0, 0, NULL, EXP),
    F_RUN("tool_version", "tool_version", STR, tool_version, 0, 0, NULL, EXP),
    F_RUN("label", "label", STR, label, 0, 0, NULL, EXP),
    F_RUN("host", NULL, STR, host, 0, 0, NULL, EXP),
    F_RUN("device", NULL, STR, device, 0, 0, NULL, EXP),
    F_RES("job", "job", STR, job, 0, 0, NULL, EXP),
    F_RES("test", "test", STR, test, 0, 0, NULL, EXP),
    F_RES("op", "op", IODB_FIELD_OP, cond.op, 0, 0, NULL, EXP),
    F_RES("pattern", "pattern", IODB_FIELD_PATTERN, cond.pattern, 0, 0, NULL,
	  EXP),
    F_RES("mix_read_pct", "mix_read_pct", DBL, cond.mix_read_pct, 0, 0, NULL,
	  EXP),
    F_RES("bs", "bs", INT, cond.bs, 0, 0, NULL, EXP),
    F_RES("iodepth", "iodepth", INT, cond.iodepth, 0, 0, NULL, EXP),
    F_RES("numjobs", "numjobs", INT, cond.numjobs, 0, 0, NULL, EXP),
    F_RES("direct", "direct", IODB_FIELD_TRI, cond.direct, 0, 0, NULL, EXP),
    F_RES("iops", "iops", DBL, iops, 0, 0, NULL, EXP),
    F_RES("bw_bytes", "bw_bytes", DBL, bw_bytes, 0, 0, NULL, EXP),
    F_RES("io_bytes", "io_bytes", DBL, io_bytes, 0, 0, NULL, EXP),
    F_RES("runtime_ns", "runtime_ns", DBL, runtime_ns, 0, 0, NULL, EXP),
    F_RES("lat_min_ns", "lat_min_ns", DBL, lat.min, 0, 0, NULL, EXP),
    F_RES("lat_mean_ns", "lat_mean_ns", DBL, lat.mean, 0, 0, NULL, EXP),
    F_RES("lat_max_ns", "lat_max_ns", DBL, lat.max, 0, 0, NULL, EXP),
    F_RES("lat_stddev_ns", "lat_stddev_ns", DBL, lat.stddev, 0, 0, NULL, EXP),
    F_RES("clat_min_ns", "clat_min_ns", DBL, clat.min, 0, 0, NULL, EXP),
    F_RES("clat_mean_ns", "clat_mean_ns", DBL, clat.mean, 0, 0, NULL, EXP),
    F_RES("clat_max_ns", "clat_max_ns", DBL, clat.max, 0, 0, NULL, EXP),
    F_RES("clat_stddev_ns", "clat_stddev_ns", DBL, clat.stddev, 0, 0, NULL,
	  EXP),
    PCT(50),
    PCT(99),
    PCT(999),
    F_RES("access_time_ns", "access_time_ns", DBL, access_time_ns, 0, 0, NULL,
	  EXP),
    F_RES("cpu_usr", "cpu_usr", DBL, cpu_usr, 0, 0, NULL, EXP),
    F_RES("cpu_sys", "cpu_sys", DBL, cpu_sys, 0, 0, NULL, EXP),
    F_RES("line_from", "line_from", LINE, line_from, 0, 0, NULL, EXP),
    F_RES("line_to", "line_to", LINE, line_to, 0, 0, NULL, EXP),
    /* additions beyond the contract's minimum */
    {"result", NULL, IODB_REC_ROW, IODB_FIELD_ID, 0, 0, 0, NULL, EXP},
    F_RES("groupid", "groupid", INT, groupid, 0, 0, NULL, EXP),
    F_RES("slat_min_ns", "slat_min_ns", DBL, slat.min, 0, 0, NULL, EXP),
    F_RES("slat_mean_ns", "slat_mean_ns", DBL, slat.mean, 0, 0, NULL, EXP),
    F_RES("slat_max_ns", "slat_max_ns", DBL, slat.max, 0, 0, NULL, EXP),
    F_RES("slat_stddev_ns", "slat_stddev_ns", DBL, slat.stddev, 0, 0, NULL,
	  EXP),
    F_RUN("status", "status", STR, status, 0, 0, "complete",
	  EXP | IODB_FIELD_NOT_NULL),
    F_RUN("timestamp", "timestamp", INT, timestamp, 0, 0, NULL, EXP),
    F_RUN("command", "command", STR, command, 0, 0, NULL, EXP),
    F_RUN("device_model", NULL, STR, device_model, 0, 0, NULL, EXP),
    /* fio prints the 90th and 95th clat percentiles by default too (issue
       12): appended, so the columns before them keep their places */
    PCT(90),
    PCT(95),
    /* export JSON only: an object of the result's named extra figures */
    F_RES("extras", "metrics_json", IODB_FIELD_METRICS, extras, N_RES(n_extras),
	  0, NULL, IODB_FIELD_JSON),
    /* stored only */
    F_RUN("options_json", "options_json", STR, options_json, 0, 0, NULL, 0),
    F_RUN("system_json", "system_json", STR, system_json, 0, 0, NULL, 0),
    F_RUN("line_from", "line_from", LINE, line_from, 0, 0, NULL, 0),
    F_RUN("line_to", "line_to", LINE, line_to, 0, 0, NULL, 0),
    F_RUN("extras", "metrics_json", IODB_FIELD_METRICS, extras, N_RUN(n_extras),
	  0, NULL, 0),
    F_RES("clat_pct", "clat_pct_json", IODB_FIELD_PCTS, clat_pct,
	  N_RES(n_clat_pct), 0, NULL, 0),
    F_RES("lat_pct", "lat_pct_json", IODB_FIELD_PCTS, lat_pct, N_RES(n_lat_pct),
	  0, NULL, 0),
    F_RES("clat_bins", "clat_bins_json", IODB_FIELD_BINS, clat_bins,
	  N_RES(n_clat_bins), 0, NULL, 0),
    F_RES("series", "series_json", IODB_FIELD_SERIES, series, N_RES(n_series),
	  0, NULL, 0),
    {NULL, NULL, IODB_REC_ROW, IODB_FIELD_ID, 0, 0, 0, NULL, 0},
};

const struct iodb_field *iodb_field_find(const char *name)
{
	for (const struct iodb_field *f = iodb_fields; f->name; f++)
		if (!strcmp(f->name, name))
			return f;
	return NULL;
}

double iodb_result_clat_pct(const struct iodb_result *res, double pct)
{
	for (size_t i = 0; i < res->n_clat_pct; i++)
		if (fabs(res->clat_pct[i].pct - pct) < 1e-6)
			return res->clat_pct[i].ns;
	return NAN;
}

static const void *member(const struct iodb_field *f,
			  const struct iodb_run *run,
			  const struct iodb_result *res, size_t off)
{
	if (f->rec == IODB_REC_RUN && run)
		return (const char *)run + off;
	if (f->rec == IODB_REC_RESULT && res)
		return (const char *)res + off;
	return NULL;
}

static struct iodb_value v_str(const char *s)
{
	return (struct iodb_value){s ? IODB_VALUE_STR : IODB_VALUE_NULL, s, 0,
				   0};
}

static struct iodb_value v_int(int64_t i)
{
	return i < 0 ? (struct iodb_value){IODB_VALUE_NULL, NULL, 0, 0}
		     : (struct iodb_value){IODB_VALUE_INT, NULL, i, (double)i};
}

static struct iodb_value v_dbl(double d)
{
	return isnan(d) ? (struct iodb_value){IODB_VALUE_NULL, NULL, 0, 0}
			: (struct iodb_value){IODB_VALUE_DBL, NULL, 0, d};
}

struct iodb_value iodb_field_value(const struct iodb_field *f,
				   const struct iodb_run *run,
				   const struct iodb_result *res)
{
	const void *p = member(f, run, res, f->off);
	const char *s;
	long line;
	int tri;

	if (f->kind == IODB_FIELD_CLAT_PCT)
		return res ? v_dbl(iodb_result_clat_pct(res, f->pct))
			   : v_str(NULL);
	if (!p)
		return v_str(NULL);
	switch (f->kind) {
	case IODB_FIELD_STR:
		s = *(const char *const *)p;
		return v_str(s ? s : f->dflt);
	case IODB_FIELD_DBL: return v_dbl(*(const double *)p);
	case IODB_FIELD_INT: return v_int(*(const int64_t *)p);
	case IODB_FIELD_LINE:
		line = *(const long *)p;
		return v_int(line > 0 ? line : -1);
	case IODB_FIELD_TRI:
		tri = *(const int *)p;
		if (tri < 0)
			return v_str(NULL);
		return (struct iodb_value){IODB_VALUE_BOOL, NULL, tri != 0,
					   tri != 0};
	case IODB_FIELD_OP:
		return v_str(iodb_op_name(*(const enum iodb_op *)p));
	case IODB_FIELD_PATTERN:
		return v_str(iodb_pattern_name(*(const enum iodb_pattern *)p));
	default: return v_str(NULL);
	}
}

void iodb_field_set(const struct iodb_field *f, struct iodb_run *run,
		    struct iodb_result *res, const struct iodb_value *v)
{
	void *p = (void *)member(f, run, res, f->off);
	int null = v->type == IODB_VALUE_NULL;
	const char *s = v->type == IODB_VALUE_STR ? v->s : NULL;

	if (!p)
		return;
	switch (f->kind) {
	case IODB_FIELD_STR: *(const char **)p = s; break;
	case IODB_FIELD_DBL: *(double *)p = null || s ? NAN : v->d; break;
	case IODB_FIELD_INT: *(int64_t *)p = null || s ? -1 : v->i; break;
	case IODB_FIELD_LINE:
		*(long *)p = null || s || v->i <= 0 ? 0 : (long)v->i;
		break;
	case IODB_FIELD_TRI: *(int *)p = null || s ? -1 : v->i != 0; break;
	case IODB_FIELD_OP: *(enum iodb_op *)p = iodb_op_parse(s); break;
	case IODB_FIELD_PATTERN:
		*(enum iodb_pattern *)p = iodb_pattern_parse(s);
		break;
	default: break;
	}
}

const void *iodb_field_array(const struct iodb_field *f,
			     const struct iodb_run *run,
			     const struct iodb_result *res, size_t *n)
{
	const void *p = member(f, run, res, f->off);
	const void *pn = member(f, run, res, f->n_off);

	*n = 0;
	if (!p || !pn || f->kind < IODB_FIELD_PCTS)
		return NULL;
	*n = *(const size_t *)pn;
	return *(const void *const *)p;
}

/* ---- copies ------------------------------------------------------------- */

/* Duplicate *s into *s (NULL stays NULL); sets *bad when memory ran out. */
static void dup_str(const char **s, int *bad)
{
	char *d;

	if (!*s)
		return;
	d = strdup(*s);
	if (!d)
		*bad = 1;
	*s = d;
}

/* Duplicate the n elements of size sz at *p into *p (none: NULL). */
static void dup_mem(const void **p, size_t n, size_t sz, int *bad)
{
	void *d = NULL;

	if (*p && n) {
		d = malloc(n * sz);
		if (d)
			memcpy(d, *p, n * sz);
		else
			*bad = 1;
	}
	*p = d;
}

static void dup_metrics(const struct iodb_metric **m, size_t n, int *bad)
{
	struct iodb_metric *d;

	dup_mem((const void **)m, n, sizeof(**m), bad);
	d = (struct iodb_metric *)*m;
	for (size_t i = 0; d && i < n; i++) {
		dup_str(&d[i].name, bad);
		dup_str(&d[i].unit, bad);
	}
}

static void free_metrics(const struct iodb_metric *m, size_t n)
{
	for (size_t i = 0; m && i < n; i++) {
		free((char *)m[i].name);
		free((char *)m[i].unit);
	}
	free((void *)m);
}

void iodb_run_release(struct iodb_run *r)
{
	if (!r)
		return;
	free((char *)r->format);
	free((char *)r->tool);
	free((char *)r->tool_version);
	free((char *)r->label);
	free((char *)r->host);
	free((char *)r->device);
	free((char *)r->device_model);
	free((char *)r->command);
	free((char *)r->options_json);
	free((char *)r->system_json);
	free((char *)r->status);
	free_metrics(r->extras, r->n_extras);
	*r = (struct iodb_run)IODB_RUN_INIT;
}

int iodb_run_copy(struct iodb_run *dst, const struct iodb_run *src)
{
	int bad = 0;

	*dst = *src;
	dst->field_json = NULL;
	dup_str(&dst->format, &bad);
	dup_str(&dst->tool, &bad);
	dup_str(&dst->tool_version, &bad);
	dup_str(&dst->label, &bad);
	dup_str(&dst->host, &bad);
	dup_str(&dst->device, &bad);
	dup_str(&dst->device_model, &bad);
	dup_str(&dst->command, &bad);
	dup_str(&dst->options_json, &bad);
	dup_str(&dst->system_json, &bad);
	dup_str(&dst->status, &bad);
	dup_metrics(&dst->extras, dst->n_extras, &bad);
	if (!dst->extras)
		dst->n_extras = 0;
	if (bad) {
		iodb_run_release(dst);
		return -ENOMEM;
	}
	return 0;
}

void iodb_result_release(struct iodb_result *r)
{
	if (!r)
		return;
	free((char *)r->job);
	free((char *)r->test);
	free((void *)r->clat_pct);
	free((void *)r->lat_pct);
	free((void *)r->clat_bins);
	free((void *)r->series);
	free_metrics(r->extras, r->n_extras);
	*r = (struct iodb_result)IODB_RESULT_INIT;
}

int iodb_result_copy(struct iodb_result *dst, const struct iodb_result *src)
{
	int bad = 0;

	*dst = *src;
	dst->field_json = NULL;
	dup_str(&dst->job, &bad);
	dup_str(&dst->test, &bad);
	dup_mem((const void **)&dst->clat_pct, dst->n_clat_pct,
		sizeof(*dst->clat_pct), &bad);
	dup_mem((const void **)&dst->lat_pct, dst->n_lat_pct,
		sizeof(*dst->lat_pct), &bad);
	dup_mem((const void **)&dst->clat_bins, dst->n_clat_bins,
		sizeof(*dst->clat_bins), &bad);
	dup_mem((const void **)&dst->series, dst->n_series,
		sizeof(*dst->series), &bad);
	dup_metrics(&dst->extras, dst->n_extras, &bad);
	/* an array that was NULL or empty is NULL with a count of 0 */
	if (!dst->clat_pct)
		dst->n_clat_pct = 0;
	if (!dst->lat_pct)
		dst->n_lat_pct = 0;
	if (!dst->clat_bins)
		dst->n_clat_bins = 0;
	if (!dst->series)
		dst->n_series = 0;
	if (!dst->extras)
		dst->n_extras = 0;
	if (bad) {
		iodb_result_release(dst);
		return -ENOMEM;
	}
	return 0;
}

void iodb_spec_release(struct iodb_spec *sp)
{
	if (!sp)
		return;
	free((char *)sp->vendor);
	free((char *)sp->model);
	free((char *)sp->interface);
	free((char *)sp->metric);
	free((char *)sp->value_text);
	free((char *)sp->source);
	*sp = (struct iodb_spec)IODB_SPEC_INIT;
}

int iodb_spec_copy(struct iodb_spec *dst, const struct iodb_spec *src)
{
	int bad = 0;

	*dst = *src;
	dup_str(&dst->vendor, &bad);
	dup_str(&dst->model, &bad);
	dup_str(&dst->interface, &bad);
	dup_str(&dst->metric, &bad);
	dup_str(&dst->value_text, &bad);
	dup_str(&dst->source, &bad);
	if (bad) {
		iodb_spec_release(dst);
		return -ENOMEM;
	}
	return 0;
}

/* _dup and _free of each record type, from its _copy and _release. */
#define DUP_FREE(type)                                                         \
	struct type *type##_dup(const struct type *src)                        \
	{                                                                      \
		struct type *d = malloc(sizeof(*d));                           \
                                                                               \
		if (d && type##_copy(d, src)) {                                \
			free(d);                                               \
			d = NULL;                                              \
		}                                                              \
		return d;                                                      \
	}                                                                      \
	void type##_free(struct type *p)                                       \
	{                                                                      \
		type##_release(p);                                             \
		free(p);                                                       \
	}

DUP_FREE(iodb_run)
DUP_FREE(iodb_result)
DUP_FREE(iodb_spec)
