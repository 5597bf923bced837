#include "ingest/record.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "model/json_text.h"
#include "util/alloc.h"
#include "util/rodata.h"

enum item_kind { ITEM_RUN, ITEM_RESULT, ITEM_SPEC };

struct item {
	enum item_kind kind;
	union {
		struct iodb_run run;
		struct iodb_result res;
		struct iodb_spec spec;
	} u;
};

struct chunk {
	struct chunk *next;
	size_t used, cap;
	max_align_t data[];
};

struct ingest_record {
	struct chunk *chunks; /* newest first */
	struct item **items;
	size_t n, cap;
	int oom;
	ingest_record_refused_fn refused; /* NULL: figures kept as given */
	void *refused_arg;
};

/*
 * The arena's chunks: the first CHUNK_MIN, each next one twice the last,
 * up to CHUNK_MAX.  A small file's recording fits the first (a fio terse
 * file of three results takes about 12 KiB); a first chunk of 64 KiB for
 * every file, freed by the writer thread, made glibc give memory back and
 * fault it in again: a sixth of the CPU time of importing 2,000 terse
 * files.
 */
#define CHUNK_MIN (16 * 1024)
#define CHUNK_MAX (1024 * 1024)

/* Bump allocation from the arena; NULL (and rec->oom) when out of memory. */
static void *alloc(struct ingest_record *rec, size_t n)
{
	struct chunk *c = rec->chunks;
	size_t a = sizeof(max_align_t);

	n = (n + a - 1) / a * a;
	if (!c || c->cap - c->used < n) {
		size_t cap = !c			       ? CHUNK_MIN
			     : c->cap >= CHUNK_MAX / 2 ? CHUNK_MAX
						       : 2 * c->cap;

		if (cap < n)
			cap = n;

		c = malloc(sizeof(*c) + cap);
		if (!c) {
			rec->oom = 1;
			return NULL;
		}
		c->next = rec->chunks;
		c->used = 0;
		c->cap = cap;
		rec->chunks = c;
	}
	c->used += n;
	return (char *)c->data + c->used - n;
}

static void *dup_mem(struct ingest_record *rec, const void *p, size_t n)
{
	void *q;

	if (!p || !n)
		return NULL;
	q = alloc(rec, n);
	if (q)
		memcpy(q, p, n);
	return q;
}

/* A string of the record: a parser's string literal ("bw_min", "bytes/s",
 * "fio-terse": most names and units) is kept as it is, anything else
 * copied. */
static const char *dup_s(struct ingest_record *rec, const char *s)
{
	if (!s || util_is_rodata(s))
		return s;
	return dup_mem(rec, s, strlen(s) + 1);
}

static const struct iodb_metric *
dup_metrics(struct ingest_record *rec, const struct iodb_metric *m, size_t n)
{
	struct iodb_metric *q = dup_mem(rec, m, n * sizeof(*m));

	for (size_t i = 0; q && i < n; i++) {
		q[i].name = dup_s(rec, m[i].name);
		/* a run of extras shares one unit ("ns"): one copy of it */
		q[i].unit = i && m[i].unit == m[i - 1].unit
				? q[i - 1].unit
				: dup_s(rec, m[i].unit);
	}
	return q;
}

static struct item *push(struct ingest_record *rec, enum item_kind kind)
{
	struct item *it;

	if (ALLOC_GROW(rec->items, rec->n + 1, rec->cap)) {
		rec->oom = 1;
		return NULL;
	}
	it = alloc(rec, sizeof(*it));
	if (!it)
		return NULL;
	it->kind = kind;
	rec->items[rec->n++] = it;
	return it;
}

/* ---- figures no tool can measure ------------------------------------ */

/*
 * Every figure of the model is a count, a size, a rate, a duration or a
 * percentage: never negative, never infinite, and below 2^63 (the store
 * keeps integers as 64-bit; 2^63 B/s is eight exabytes a second).  NAN is
 * the model's unknown and passes.
 */
#define FIGURE_MAX 9223372036854775808.0

static const char *impossible(double v)
{
	if (isnan(v))
		return NULL;
	if (isinf(v))
		return "infinite";
	if (v < 0)
		return "negative";
	if (v >= FIGURE_MAX)
		return "too large to be measured";
	return NULL;
}

/* Make *v unknown when impossible, telling the record's hook. */
static void check(struct ingest_record *rec, long line, const char *name,
		  double *v)
{
	const char *why = impossible(*v);

	if (!why)
		return;
	rec->refused(rec->refused_arg, line, name, *v, why);
	*v = NAN;
}

/* Extras with a unit are figures like the columns; others are kept. */
static void check_metrics(struct ingest_record *rec, long line,
			  const struct iodb_metric *m, size_t n)
{
	for (size_t i = 0; m && i < n; i++)
		if (m[i].unit)
			check(rec, line, m[i].name,
			      &((struct iodb_metric *)m)[i].value);
}

/* Check a result copied into the arena (its arrays are the arena's). */
static void check_result(struct ingest_record *rec, struct iodb_result *r)
{
	struct iodb_pct *pct;
	struct iodb_point *pt;
	struct iodb_bin *bin;

	for (const struct iodb_field *f = iodb_fields; f->name; f++) {
		double *v = (double *)((char *)r + f->off);

		if (f->rec == IODB_REC_RESULT && f->kind == IODB_FIELD_DBL)
			check(rec, r->line_from, f->name, v);
	}
	if (r->cond.mix_read_pct > 100) {
		rec->refused(rec->refused_arg, r->line_from, "mix_read_pct",
			     r->cond.mix_read_pct, "above 100%");
		r->cond.mix_read_pct = NAN;
	}
	pct = (struct iodb_pct *)r->clat_pct;
	for (size_t i = 0; pct && i < r->n_clat_pct; i++)
		check(rec, r->line_from, "clat percentile", &pct[i].ns);
	pct = (struct iodb_pct *)r->lat_pct;
	for (size_t i = 0; pct && i < r->n_lat_pct; i++)
		check(rec, r->line_from, "lat percentile", &pct[i].ns);
	bin = (struct iodb_bin *)r->clat_bins;
	for (size_t i = 0; bin && i < r->n_clat_bins; i++)
		check(rec, r->line_from, "latency bin", &bin[i].ns);
	pt = (struct iodb_point *)r->series;
	for (size_t i = 0; pt && i < r->n_series; i++) {
		check(rec, r->line_from, "series iops", &pt[i].iops);
		check(rec, r->line_from, "series bw_bytes", &pt[i].bw_bytes);
	}
	check_metrics(rec, r->line_from, r->extras, r->n_extras);
}

static int rec_run(void *arg, const struct iodb_run *run)
{
	struct ingest_record *rec = arg;
	struct item *it = push(rec, ITEM_RUN);
	struct iodb_run *r;

	if (!it)
		return -ENOMEM;
	r = &it->u.run;
	*r = *run;
	r->format = dup_s(rec, run->format);
	r->tool = dup_s(rec, run->tool);
	r->tool_version = dup_s(rec, run->tool_version);
	r->label = dup_s(rec, run->label);
	r->host = dup_s(rec, run->host);
	r->device = dup_s(rec, run->device);
	r->device_model = dup_s(rec, run->device_model);
	r->command = dup_s(rec, run->command);
	r->options_json = dup_s(rec, run->options_json);
	r->system_json = dup_s(rec, run->system_json);
	r->status = dup_s(rec, run->status);
	r->extras = dup_metrics(rec, run->extras, run->n_extras);
	if (rec->refused && !rec->oom)
		check_metrics(rec, r->line_from, r->extras, r->n_extras);
	return rec->oom ? -ENOMEM : 0;
}

static int rec_result(void *arg, const struct iodb_result *res)
{
	struct ingest_record *rec = arg;
	struct item *it = push(rec, ITEM_RESULT);
	struct iodb_result *r;

	if (!it)
		return -ENOMEM;
	r = &it->u.res;
	*r = *res;
	r->job = dup_s(rec, res->job);
	r->test = dup_s(rec, res->test);
	r->clat_pct = dup_mem(rec, res->clat_pct,
			      res->n_clat_pct * sizeof(*res->clat_pct));
	r->lat_pct =
	    dup_mem(rec, res->lat_pct, res->n_lat_pct * sizeof(*res->lat_pct));
	r->clat_bins = dup_mem(rec, res->clat_bins,
			       res->n_clat_bins * sizeof(*res->clat_bins));
	r->series =
	    dup_mem(rec, res->series, res->n_series * sizeof(*res->series));
	r->extras = dup_metrics(rec, res->extras, res->n_extras);
	if (rec->refused && !rec->oom)
		check_result(rec, r);
	return rec->oom ? -ENOMEM : 0;
}

static int rec_spec(void *arg, const struct iodb_spec *spec)
{
	struct ingest_record *rec = arg;
	struct item *it = push(rec, ITEM_SPEC);
	struct iodb_spec *s;

	if (!it)
		return -ENOMEM;
	s = &it->u.spec;
	*s = *spec;
	s->vendor = dup_s(rec, spec->vendor);
	s->model = dup_s(rec, spec->model);
	s->interface = dup_s(rec, spec->interface);
	s->metric = dup_s(rec, spec->metric);
	s->value_text = dup_s(rec, spec->value_text);
	s->source = dup_s(rec, spec->source);
	if (rec->refused && !rec->oom)
		check(rec, s->line, s->metric ? s->metric : "spec", &s->value);
	return rec->oom ? -ENOMEM : 0;
}

struct ingest_record *ingest_record_new(void)
{
	return calloc(1, sizeof(struct ingest_record));
}

void ingest_record_check(struct ingest_record *rec,
			 ingest_record_refused_fn refused, void *arg)
{
	rec->refused = refused;
	rec->refused_arg = arg;
}

struct ingest_sink ingest_record_sink(struct ingest_record *rec)
{
	struct ingest_sink s = {
	    .run = rec_run,
	    .result = rec_result,
	    .spec = rec_spec,
	    .arg = rec,
	};

	return s;
}

int ingest_record_replay(const struct ingest_record *rec,
			 const struct ingest_sink *to)
{
	for (size_t i = 0; i < rec->n; i++) {
		const struct item *it = rec->items[i];
		int ret = 0;

		if (it->kind == ITEM_RUN && to->run)
			ret = to->run(to->arg, &it->u.run);
		else if (it->kind == ITEM_RESULT && to->result)
			ret = to->result(to->arg, &it->u.res);
		else if (it->kind == ITEM_SPEC && to->spec)
			ret = to->spec(to->arg, &it->u.spec);
		if (ret)
			return ret;
	}
	return 0;
}

struct iodb_result *ingest_record_last_result(struct ingest_record *rec)
{
	struct item *it = rec->n ? rec->items[rec->n - 1] : NULL;

	return it && it->kind == ITEM_RESULT ? &it->u.res : NULL;
}

struct iodb_run *ingest_record_last_run(struct ingest_record *rec)
{
	for (size_t i = rec->n; i-- > 0;)
		if (rec->items[i]->kind == ITEM_RUN)
			return &rec->items[i]->u.run;
	return NULL;
}

int ingest_record_relabel(struct ingest_record *rec, struct iodb_run *run,
			  const char *label)
{
	const char *s = dup_s(rec, label);

	if (label && !s)
		return -ENOMEM;
	run->label = s;
	return 0;
}

size_t ingest_record_count(const struct ingest_record *rec)
{
	return rec->n;
}

struct iodb_result *ingest_record_result_at(struct ingest_record *rec, size_t i)
{
	struct item *it = i < rec->n ? rec->items[i] : NULL;

	return it && it->kind == ITEM_RESULT ? &it->u.res : NULL;
}

struct iodb_run *ingest_record_run_at(struct ingest_record *rec, size_t i)
{
	struct item *it = i < rec->n ? rec->items[i] : NULL;

	return it && it->kind == ITEM_RUN ? &it->u.run : NULL;
}

/* The texts of the array fields of one record of type kind, or NULL. */
static const char *const *make_texts(struct ingest_record *rec,
				     enum iodb_field_rec kind,
				     const struct iodb_run *run,
				     const struct iodb_result *res,
				     struct iodb_jbuf *b)
{
	const char *t[8];
	const char **out;
	size_t n = 0;

	for (const struct iodb_field *f = iodb_fields; f->name; f++) {
		if (f->rec != kind || !f->column || f->kind < IODB_FIELD_PCTS)
			continue;
		if (n == sizeof(t) / sizeof(t[0]))
			return NULL;
		t[n] = iodb_json_field(b, f, run, res);
		if (b->oom) {
			b->oom = 0;
			return NULL;
		}
		if (t[n]) {
			t[n] = dup_mem(rec, t[n], b->n + 1);
			if (!t[n])
				return NULL;
		}
		n++;
	}
	out = n ? alloc(rec, n * sizeof(*out)) : NULL;
	if (out)
		memcpy(out, t, n * sizeof(*out));
	return out;
}

void ingest_record_make_json(struct ingest_record *rec,
			     struct iodb_jbuf *scratch)
{
	int failed = rec->oom;

	for (size_t i = 0; i < rec->n && !rec->oom; i++) {
		struct item *it = rec->items[i];

		if (it->kind == ITEM_RUN)
			it->u.run.field_json = make_texts(
			    rec, IODB_REC_RUN, &it->u.run, NULL, scratch);
		else if (it->kind == ITEM_RESULT)
			it->u.res.field_json = make_texts(
			    rec, IODB_REC_RESULT, NULL, &it->u.res, scratch);
	}
	/* an allocation that failed here costs the recording nothing: the
	 * items are whole, only without texts */
	rec->oom = failed;
}

int ingest_record_failed(const struct ingest_record *rec)
{
	return rec->oom;
}

size_t ingest_record_size(const struct ingest_record *rec)
{
	size_t n = rec->cap * sizeof(*rec->items);

	for (const struct chunk *c = rec->chunks; c; c = c->next)
		n += sizeof(*c) + c->cap;
	return n;
}

void ingest_record_free(struct ingest_record *rec)
{
	if (!rec)
		return;
	while (rec->chunks) {
		struct chunk *c = rec->chunks;

		rec->chunks = c->next;
		free(c);
	}
	free(rec->items);
	free(rec);
}
