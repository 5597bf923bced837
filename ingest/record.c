#include "ingest/record.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "util/alloc.h"

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
};

#define CHUNK_MIN (64 * 1024)

/* Bump allocation from the arena; NULL (and rec->oom) when out of memory. */
static void *alloc(struct ingest_record *rec, size_t n)
{
	struct chunk *c = rec->chunks;
	size_t a = sizeof(max_align_t);

	n = (n + a - 1) / a * a;
	if (!c || c->cap - c->used < n) {
		size_t cap = n > CHUNK_MIN ? n : CHUNK_MIN;

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

static const char *dup_s(struct ingest_record *rec, const char *s)
{
	return s ? dup_mem(rec, s, strlen(s) + 1) : NULL;
}

static const struct iodb_metric *
dup_metrics(struct ingest_record *rec, const struct iodb_metric *m, size_t n)
{
	struct iodb_metric *q = dup_mem(rec, m, n * sizeof(*m));

	for (size_t i = 0; q && i < n; i++) {
		q[i].name = dup_s(rec, m[i].name);
		q[i].unit = dup_s(rec, m[i].unit);
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
	return rec->oom ? -ENOMEM : 0;
}

struct ingest_record *ingest_record_new(void)
{
	return calloc(1, sizeof(struct ingest_record));
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
