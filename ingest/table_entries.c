/*
 * Entries found by hashing: see table_entries.h.
 *
 * Two open-addressing tables (linear probing, at most half full) hold
 * indices + 1: labels by their text, groups by an entry's key (label,
 * op, pattern, bs, iodepth, numjobs, the row when it may not merge with
 * others, test; the job too when there is no test).  A group keeps its entries
 * in order and, per metric, a cursor to the first entry whose slot for that
 * metric is free: slots are only ever filled, so the cursor only moves forward
 * and each addition costs O(1) amortized.
 */
#include "ingest/table_entries.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest/lines.h"
#include "util/alloc.h"
#include "util/fnv.h"

/* the figure slots of an entry (slot()): iops, bw, lat, acc, run,
 * pct[0..2], io, pct[3..4], lat_sd */
#define METRICS 12

const double table_pcts[TABLE_N_PCT] = {50, 90, 95, 99, 99.9};

struct table_entry_group {
	size_t *idx; /* entries of this key, in order */
	size_t n, alloc;
	size_t cur[METRICS]; /* first position in idx with the slot free */
};

static uint64_t hash_str(const char *s)
{
	return util_fnv1a(UTIL_FNV_INIT, s, strlen(s));
}

/*
 * Whether job names no test but the direction its op holds: empty, or
 * only direction words and the words that join them ("de lecture",
 * "Lire les", "Read"): a row's "Bande passante de lecture (Mo/s)", "Lire
 * les IOPS" and "Latence de lecture (ms)" are one result's figures.
 */
int job_direction_only(const char *job)
{
	static const char *const joins[] = {
	    "de", "du", "des", "la", "le", "les", "l",	 "d",	"of", "the",
	    "en", "di", "del", "da", "do", "der", "die", "das", NULL};
	const char *w = job;

	while (*w) {
		const char *e = w;
		int join = 0;

		while (*e && *e != ' ' && *e != '\'')
			e++;
		for (size_t k = 0; joins[k] && !join; k++)
			join = strlen(joins[k]) == (size_t)(e - w) &&
			       !strncasecmp(w, joins[k], (size_t)(e - w));
		if (e > w && !join && !line_direction_words(w, e))
			return 0;
		w = *e ? e + 1 : e;
	}
	return 1;
}

/*
 * The length of job without the last words naming the direction the entry
 * holds, each a direction word ("Read", "Schreiben") or its one- or
 * two-letter abbreviation ("R", "W", "Rd", "Wr").  "Seq write W" from a
 * "W BW MB/s" column and "Seq write" from its "W p99 ms" (a percentile's
 * job is the row's test alone) are one test's: the entry's op says
 * what that word says.
 */
static size_t job_key_len(const struct table_entry *e)
{
	static const char *const rd[] = {"R", "Rd", NULL}, *const wr[] = {
							       "W", "Wr", NULL};
	const char *const *ab = e->cond.cond.op == IODB_OP_READ	   ? rd
				: e->cond.cond.op == IODB_OP_WRITE ? wr
								   : NULL;
	size_t n = strlen(e->job);

	while (ab) {
		size_t b = n;
		int dir = 0;

		while (b && e->job[b - 1] != ' ')
			b--;
		if (!b || b == n)
			break;
		for (size_t k = 0; ab[k] && !dir; k++)
			dir = n - b == strlen(ab[k]) &&
			      !strncasecmp(e->job + b, ab[k], n - b);
		if (!dir && (int)e->cond.cond.op !=
				line_direction_words(e->job + b, e->job + n))
			break;
		n = b - 1;
	}
	return n;
}

static uint64_t hash_key(const struct table_entry *e)
{
	uint64_t h = 14695981039346656037ULL;
	int64_t f[7] = {
	    e->label,	     e->cond.cond.op,	   e->cond.cond.pattern,
	    e->cond.cond.bs, e->cond.cond.iodepth, e->cond.cond.numjobs,
	    e->row};

	h = util_fnv1a(h, f, sizeof(f));
	h = util_fnv1a(h, e->test, strlen(e->test) + 1);
	if (!e->test[0] && !job_direction_only(e->job))
		h = util_fnv1a(h, e->job, job_key_len(e));
	return h;
}

static int same_key(const struct table_entry *x, const struct table_entry *e)
{
	if (x->label != e->label || x->row != e->row ||
	    x->cond.cond.op != e->cond.cond.op ||
	    x->cond.cond.pattern != e->cond.cond.pattern ||
	    x->cond.cond.bs != e->cond.cond.bs ||
	    x->cond.cond.iodepth != e->cond.cond.iodepth ||
	    x->cond.cond.numjobs != e->cond.cond.numjobs ||
	    strcmp(x->test, e->test))
		return 0;
	/* without a canonical test, the names must match, or both name
	 * the direction alone */
	return e->test[0] ||
	       (job_key_len(x) == job_key_len(e) &&
		!strncmp(x->job, e->job, job_key_len(e))) ||
	       (job_direction_only(x->job) && job_direction_only(e->job));
}

static double *slot(struct table_entry *e, int k)
{
	return k == 0	 ? &e->iops
	       : k == 1	 ? &e->bw
	       : k == 2	 ? &e->lat
	       : k == 3	 ? &e->acc
	       : k == 4	 ? &e->run
	       : k == 8	 ? &e->io
	       : k == 11 ? &e->lat_sd
	       : k < 8	 ? &e->pct[k - 5]
			 : &e->pct[k - 6];
}

/* Double a table of cap slots and re-insert what it holds. */
static int rehash(size_t **tab, size_t *cap, size_t used,
		  uint64_t (*hash)(const struct table_entries *, size_t),
		  const struct table_entries *es)
{
	size_t ncap = *cap ? *cap * 2 : 64, *n;

	if (used * 2 < *cap)
		return 0;
	n = calloc(ncap, sizeof(*n));
	if (!n)
		return -ENOMEM;
	for (size_t i = 0; i < *cap; i++) {
		size_t v = (*tab)[i], p;

		if (!v)
			continue;
		for (p = hash(es, v - 1) & (ncap - 1); n[p];
		     p = (p + 1) & (ncap - 1))
			;
		n[p] = v;
	}
	free(*tab);
	*tab = n;
	*cap = ncap;
	return 0;
}

static uint64_t label_hash_of(const struct table_entries *es, size_t i)
{
	return hash_str(es->labels[i]);
}

static uint64_t group_hash_of(const struct table_entries *es, size_t i)
{
	return hash_key(&es->e[es->groups[i].idx[0]]);
}

/*
 * label without Markdown's bold and code markers ("**mdadm RAID0**
 * (recommended)" is "mdadm RAID0 (recommended)"), into out (n bytes).
 */
static const char *plain_label(const char *label, char *out, size_t n)
{
	size_t k = 0;

	if (!strstr(label, "**") && !strstr(label, "__") && !strchr(label, '`'))
		return label;
	for (const char *s = label; *s && k + 1 < n; s++) {
		if ((s[0] == '*' && s[1] == '*') ||
		    (s[0] == '_' && s[1] == '_')) {
			s++;
			continue;
		}
		if (*s != '`')
			out[k++] = *s;
	}
	out[k] = '\0';
	while (k && out[k - 1] == ' ')
		out[--k] = '\0';
	return out[0] ? out : label;
}

int table_entries_label(struct table_entries *es, const char *label)
{
	size_t p;
	char *copy, plain[256];

	if (!label || !label[0])
		return -1;
	label = plain_label(label, plain, sizeof(plain));
	if (rehash(&es->label_hash, &es->label_cap, es->n_labels + 1,
		   label_hash_of, es))
		return -ENOMEM;
	for (p = hash_str(label) & (es->label_cap - 1); es->label_hash[p];
	     p = (p + 1) & (es->label_cap - 1), es->steps++)
		if (!strcmp(es->labels[es->label_hash[p] - 1], label))
			return (int)(es->label_hash[p] - 1);
	if (ALLOC_GROW(es->labels, es->n_labels + 1, es->alloc_labels))
		return -ENOMEM;
	copy = strdup(label);
	if (!copy)
		return -ENOMEM;
	es->labels[es->n_labels] = copy;
	es->label_hash[p] = ++es->n_labels;
	return (int)es->n_labels - 1;
}

void table_entry_init(struct table_entry *e)
{
	memset(e, 0, sizeof(*e));
	e->label = -1;
	testname_init(&e->cond);
	for (int k = 0; k < METRICS; k++)
		*slot(e, k) = NAN;
	e->cpu_usr = e->cpu_sys = NAN;
}

int table_entry_has_pct(const struct table_entry *e)
{
	for (int k = 0; k < TABLE_N_PCT; k++)
		if (!isnan(e->pct[k]))
			return 1;
	return 0;
}

/* Merge e's figures into x (whose slots for them are free). */
static void merge(struct table_entry *x, const struct table_entry *e)
{
	for (int k = 0; k < METRICS; k++)
		if (!isnan(*slot((struct table_entry *)e, k)))
			*slot(x, k) = *slot((struct table_entry *)e, k);
	if (!isnan(e->lat))
		x->lat_clat = e->lat_clat;
	if (!isnan(e->bw)) {
		x->bw_dec = e->bw_dec;
		x->bw_tool = e->bw_tool;
		x->bw_tool_f = e->bw_tool_f;
		x->bw_kfig = e->bw_kfig;
		x->bw_digit = e->bw_digit;
		x->bw_cell = e->bw_cell;
	}
	if (!isnan(e->iops)) {
		x->iops_bare = e->iops_bare;
		x->iops_digit = e->iops_digit;
		x->iops_cell = e->iops_cell;
	}
	if (e->bs_bare)
		x->bs_bare = e->bs_bare;
	x->from_template |= e->from_template;
	/* one row's CPU shares are its run's; two rows' are no one's */
	if (e->cpu_row && !x->cpu_row) {
		x->cpu_usr = e->cpu_usr;
		x->cpu_sys = e->cpu_sys;
		x->cpu_row = e->cpu_row;
	} else if (e->cpu_row && x->cpu_row != e->cpu_row) {
		x->cpu_row = -1;
	}
	/* two rows' names merged: neither is the result's alone */
	if (strcmp(x->named_test, e->named_test))
		x->named_test[0] = '\0';
	if (e->from < x->from)
		x->from = e->from;
	if (e->to > x->to)
		x->to = e->to;
	if (x->cmd != e->cmd)
		x->cmd = -2;
}

int table_entries_add(struct table_entries *es, const struct table_entry *e)
{
	struct table_entry_group *g;
	size_t p;
	int metrics = 0, only = -1;

	if (rehash(&es->group_hash, &es->group_cap, es->n_groups + 1,
		   group_hash_of, es))
		return -ENOMEM;
	for (int k = 0; k < METRICS; k++)
		if (!isnan(*slot((struct table_entry *)e, k))) {
			metrics++;
			only = k;
		}
	for (p = hash_key(e) & (es->group_cap - 1); es->group_hash[p];
	     p = (p + 1) & (es->group_cap - 1), es->steps++)
		if (same_key(&es->e[es->groups[es->group_hash[p] - 1].idx[0]],
			     e))
			break;
	if (es->group_hash[p]) {
		g = &es->groups[es->group_hash[p] - 1];
		if (metrics == 1) {
			/* the same test of the same system: one more figure */
			size_t *c = &g->cur[only];

			while (*c < g->n &&
			       !isnan(*slot(&es->e[g->idx[*c]], only))) {
				(*c)++;
				es->steps++;
			}
			if (*c < g->n) {
				merge(&es->e[g->idx[*c]], e);
				return 0;
			}
		} else if (metrics > 1) {
			for (size_t i = 0; i < g->n; i++) {
				struct table_entry *x = &es->e[g->idx[i]];
				int free_all = 1;

				for (int k = 0; k < METRICS; k++)
					if (!isnan(*slot(
						(struct table_entry *)e, k)) &&
					    !isnan(*slot(x, k)))
						free_all = 0;
				if (free_all) {
					merge(x, e);
					return 0;
				}
			}
		}
	} else {
		if (ALLOC_GROW(es->groups, es->n_groups + 1, es->alloc_groups))
			return -ENOMEM;
		g = &es->groups[es->n_groups];
		memset(g, 0, sizeof(*g));
	}
	if (ALLOC_GROW(es->e, es->n + 1, es->alloc) ||
	    ALLOC_GROW(g->idx, g->n + 1, g->alloc))
		return -ENOMEM; /* a new group stays out of the table */
	if (!es->group_hash[p]) {
		es->n_groups++;
		es->group_hash[p] = es->n_groups;
	}
	es->e[es->n] = *e;
	g->idx[g->n++] = es->n++;
	return 0;
}

/* The metric slots entry e fills, one bit each. */
static unsigned filled(const struct table_entry *e)
{
	unsigned bits = 0;

	for (int k = 0; k < METRICS; k++)
		if (!isnan(*slot((struct table_entry *)e, k)))
			bits |= 1u << k;
	return bits;
}

int table_entries_parallel(const struct table_entries *const *es, size_t n)
{
	for (size_t i = 1; i < n; i++)
		if (es[i]->n != es[0]->n)
			return 0;
	for (size_t j = 0; j < es[0]->n; j++) {
		const struct table_entry *a = &es[0]->e[j];
		unsigned bits = filled(a);

		for (size_t i = 1; i < n; i++) {
			const struct table_entry *b = &es[i]->e[j];

			if ((a->label < 0) != (b->label < 0) ||
			    (a->label >= 0 &&
			     strcmp(es[0]->labels[a->label],
				    es[i]->labels[b->label])) ||
			    a->cond.cond.op != b->cond.cond.op ||
			    a->cond.cond.pattern != b->cond.cond.pattern ||
			    a->cond.cond.bs != b->cond.cond.bs ||
			    a->cond.cond.iodepth != b->cond.cond.iodepth ||
			    a->cond.cond.numjobs != b->cond.cond.numjobs ||
			    strcmp(a->test, b->test) ||
			    strcmp(a->job, b->job) || (filled(b) & bits))
				return 0;
			bits |= filled(b);
		}
	}
	return 1;
}

void table_entries_merge_parallel(struct table_entries *into,
				  const struct table_entries *from)
{
	for (size_t j = 0; j < into->n && j < from->n; j++) {
		merge(&into->e[j], &from->e[j]);
		/* another table's cell: no one cell with into's */
		if (!isnan(from->e[j].iops))
			into->e[j].iops_cell = -1;
		if (!isnan(from->e[j].bw))
			into->e[j].bw_cell = -1;
	}
}

int table_entries_split_rate(struct table_entries *es, size_t i)
{
	struct table_entry r;

	if (i >= es->n || ALLOC_GROW(es->e, es->n + 1, es->alloc))
		return -ENOMEM;
	table_entry_init(&r);
	r.label = es->e[i].label;
	memcpy(r.job, es->e[i].job, sizeof(r.job));
	memcpy(r.test, es->e[i].test, sizeof(r.test));
	memcpy(r.named_test, es->e[i].named_test, sizeof(r.named_test));
	r.cond = es->e[i].cond;
	r.bw = es->e[i].bw;
	r.bw_dec = es->e[i].bw_dec;
	r.bw_tool = es->e[i].bw_tool;
	r.bw_tool_f = es->e[i].bw_tool_f;
	r.bw_digit = es->e[i].bw_digit;
	r.bw_cell = es->e[i].bw_cell;
	r.bs_bare = es->e[i].bs_bare;
	r.from_template = es->e[i].from_template;
	r.from = es->e[i].from;
	r.to = es->e[i].to;
	r.cmd = es->e[i].cmd;
	r.tool = es->e[i].tool;
	r.row_tool = es->e[i].row_tool;
	r.untooled = es->e[i].untooled;
	r.other_tool = es->e[i].other_tool;
	r.dd_named = es->e[i].dd_named;
	r.row = es->e[i].row;
	es->e[i].bw = NAN;
	es->e[i].bw_dec = 0;
	es->e[i].bw_tool = 0;
	es->e[i].bw_digit = 0;
	es->e[i].bw_cell = 0;
	/* not found by table_entries_add(): nothing is added after */
	es->e[es->n++] = r;
	return 0;
}

int table_entries_by_label(const struct table_entries *es, size_t **order,
			   size_t **start)
{
	size_t *o = malloc((es->n + 1) * sizeof(*o));
	size_t *s = calloc(es->n_labels + 2, sizeof(*s));
	size_t *fill = calloc(es->n_labels + 2, sizeof(*fill));

	if (!o || !s || !fill) {
		free(o);
		free(s);
		free(fill);
		return -ENOMEM;
	}
	/* counting sort by label + 1, stable */
	for (size_t i = 0; i < es->n; i++)
		s[es->e[i].label + 2]++;
	for (size_t l = 1; l < es->n_labels + 2; l++)
		s[l] += s[l - 1];
	memcpy(fill, s, (es->n_labels + 2) * sizeof(*fill));
	for (size_t i = 0; i < es->n; i++)
		o[fill[es->e[i].label + 1]++] = i;
	free(fill);
	*order = o;
	*start = s;
	return 0;
}

void table_entries_release(struct table_entries *es)
{
	for (size_t i = 0; i < es->n_labels; i++)
		free(es->labels[i]);
	free(es->labels);
	for (size_t i = 0; i < es->n_groups; i++)
		free(es->groups[i].idx);
	free(es->groups);
	free(es->e);
	free(es->label_hash);
	free(es->group_hash);
	memset(es, 0, sizeof(*es));
}
