#include "report/select.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "util/alloc.h"
#include "util/stats.h"

/* An open-addressing map from a string to an index (FNV-1a). */
struct smap {
	char **keys;
	size_t *vals;
	size_t cap, n;
};

struct report_index {
	struct smap sys, tests, cells;
	int64_t last_run; /* rows arrive ordered by run */
};

static uint64_t fnv(const char *s)
{
	uint64_t h = 1469598103934665603ULL;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ULL;
	return h;
}

static size_t smap_slot(const struct smap *m, const char *key)
{
	size_t i = (size_t)fnv(key) & (m->cap - 1);

	while (m->keys[i] && strcmp(m->keys[i], key))
		i = (i + 1) & (m->cap - 1);
	return i;
}

/* The index of key, or SIZE_MAX. */
static size_t smap_get(const struct smap *m, const char *key)
{
	size_t i;

	if (!m->cap)
		return SIZE_MAX;
	i = smap_slot(m, key);
	return m->keys[i] ? m->vals[i] : SIZE_MAX;
}

static int smap_put(struct smap *m, const char *key, size_t val)
{
	size_t i;

	if ((m->n + 1) * 2 > m->cap) {
		struct smap nm = {0};

		nm.cap = m->cap ? m->cap * 2 : 64;
		nm.keys = calloc(nm.cap, sizeof(*nm.keys));
		nm.vals = calloc(nm.cap, sizeof(*nm.vals));
		if (!nm.keys || !nm.vals) {
			free(nm.keys);
			free(nm.vals);
			return -ENOMEM;
		}
		for (size_t k = 0; k < m->cap; k++) {
			if (!m->keys[k])
				continue;
			i = smap_slot(&nm, m->keys[k]);
			nm.keys[i] = m->keys[k];
			nm.vals[i] = m->vals[k];
		}
		nm.n = m->n;
		free(m->keys);
		free(m->vals);
		*m = nm;
	}
	i = smap_slot(m, key);
	if (!m->keys[i]) {
		m->keys[i] = strdup(key);
		if (!m->keys[i])
			return -ENOMEM;
		m->n++;
	}
	m->vals[i] = val;
	return 0;
}

static void smap_free(struct smap *m)
{
	for (size_t i = 0; i < m->cap; i++)
		free(m->keys[i]);
	free(m->keys);
	free(m->vals);
	memset(m, 0, sizeof(*m));
}

static char *dup(const char *s)
{
	return s ? strdup(s) : NULL;
}

int report_compare_parse(const char *name, enum report_compare *by)
{
	static const char *const names[] = {"label", "host", "device", "run"};

	for (size_t i = 0; i < 4; i++) {
		if (!strcmp(name, names[i])) {
			*by = (enum report_compare)i;
			return 0;
		}
	}
	return -EINVAL;
}

const char *report_compare_name(enum report_compare by)
{
	switch (by) {
	case REPORT_BY_HOST: return "host";
	case REPORT_BY_DEVICE: return "device";
	case REPORT_BY_RUN: return "run";
	default: return "label";
	}
}

const char *report_fmt_bs(int64_t bs, char *buf, size_t n)
{
	static const char *const unit[] = {"B", "KiB", "MiB", "GiB"};
	int u = 0;

	if (bs < 0) {
		snprintf(buf, n, "?");
		return buf;
	}
	while (u < 3 && bs >= 1024 && bs % 1024 == 0) {
		bs /= 1024;
		u++;
	}
	snprintf(buf, n, "%" PRId64 " %s", bs, unit[u]);
	return buf;
}

static int add_run(struct report_data *d, const struct store_row *row)
{
	struct report_runinfo *ri;
	const struct iodb_run *r = row->run;

	if (ALLOC_GROW(d->runs, d->n_runs + 1, d->cap_runs))
		return -ENOMEM;
	ri = &d->runs[d->n_runs];
	memset(ri, 0, sizeof(*ri));
	ri->run_id = row->run_id;
	ri->series = -1;
	ri->source = dup(row->source);
	ri->run = iodb_run_dup(r);
	if (!ri->run || (row->source && !ri->source)) {
		free(ri->source);
		iodb_run_free(ri->run);
		return -ENOMEM;
	}
	ri->format = ri->run->format;
	ri->tool = ri->run->tool;
	ri->tool_version = ri->run->tool_version;
	ri->label = ri->run->label;
	ri->host = ri->run->host;
	ri->device = ri->run->device;
	ri->device_model = ri->run->device_model;
	ri->command = ri->run->command;
	ri->line_from = r->line_from;
	ri->line_to = r->line_to;
	d->n_runs++;
	return 0;
}

static const char *base_name(const char *path)
{
	const char *b = strrchr(path, '/');

	return b && b[1] ? b + 1 : path;
}

void report_system_of(enum report_compare by, const struct report_runinfo *ri,
		      char *key, size_t kn, char *name, size_t nn)
{
	const char *host = ri->host && *ri->host ? ri->host : NULL;
	const char *model =
	    ri->device_model && *ri->device_model ? ri->device_model : NULL;
	const char *dev = ri->device && *ri->device ? ri->device : NULL;
	const char *tool = ri->tool ? ri->tool : ri->format ? ri->format : "?";

	switch (by) {
	case REPORT_BY_LABEL:
		if (ri->label && *ri->label) {
			snprintf(key, kn, "l\x1f%s", ri->label);
			snprintf(name, nn, "%s", ri->label);
			return;
		}
		break;
	case REPORT_BY_HOST:
		if (host) {
			snprintf(key, kn, "h\x1f%s", host);
			snprintf(name, nn, "%s", host);
			return;
		}
		break;
	case REPORT_BY_DEVICE:
		/* a model names a device anywhere; a device name only on
		 * its host */
		if (model) {
			snprintf(key, kn, "m\x1f%s", model);
			snprintf(name, nn, "%s", model);
			return;
		}
		if (host && dev) {
			snprintf(key, kn, "d\x1f%s\x1f%s", host, dev);
			snprintf(name, nn, "%s %s", host, dev);
			return;
		}
		break;
	case REPORT_BY_RUN:
		snprintf(key, kn, "r\x1f%" PRId64, ri->run_id);
		snprintf(name, nn, "run %" PRId64, ri->run_id);
		return;
	}
	/* no label: what identifies the hardware, and the tool */
	if (host || model) {
		const char *d = model ? model : host ? dev : NULL;

		snprintf(key, kn, "i\x1f%s\x1f%s\x1f%s", host ? host : "",
			 d ? d : "", tool);
		snprintf(name, nn, "%s%s%s (%s)", host ? host : "",
			 host && d ? " " : "", d ? d : "", tool);
		return;
	}
	/* nothing identifies it: its own source (a file is one session) */
	if (ri->source) {
		snprintf(key, kn, "s\x1f%s\x1f%s", ri->source, dev ? dev : "");
		snprintf(name, nn, "%s%s%s (%s)", base_name(ri->source),
			 dev ? " " : "", dev ? dev : "", tool);
		return;
	}
	snprintf(key, kn, "r\x1f%" PRId64, ri->run_id);
	snprintf(name, nn, "run %" PRId64 "%s%s (%s)", ri->run_id,
		 dev ? " " : "", dev ? dev : "", tool);
}

/*
 * The test key and a provisional shown name of a result.  A named test
 * ("SEQ1M Q8T1") is the same test whichever tool ran it; an unnamed one is
 * its workload (pattern, op, block size, QD and threads) per tool, so
 * dd's and iozone's sequential reads stay apart and only results of the
 * same conditions share a row.
 */
static void test_key(const struct iodb_result *res, const char *tool, char *key,
		     size_t kn, char *name, size_t nn)
{
	const char *op = iodb_op_name(res->cond.op);
	const char *pat = iodb_pattern_name(res->cond.pattern);
	char bs[32];

	if (res->test && *res->test) {
		snprintf(key, kn, "t\x1f%s\x1f%s", res->test, op ? op : "");
		snprintf(name, nn, "%s", res->test);
		return;
	}
	report_fmt_bs(res->cond.bs, bs, sizeof(bs));
	/* like with like: a different QD or thread count is another row */
	if (op || pat || res->cond.bs > 0)
		snprintf(name, nn, "%s%s%s%s%s Q%" PRId64 "T%" PRId64,
			 pat ? pat : "", pat ? " " : "", op ? op : "?",
			 res->cond.bs > 0 ? " " : "",
			 res->cond.bs > 0 ? bs : "",
			 res->cond.iodepth > 0 ? res->cond.iodepth : 1,
			 res->cond.numjobs > 0 ? res->cond.numjobs : 1);
	else
		snprintf(name, nn, "%s", res->job ? res->job : "(unnamed)");
	snprintf(key, kn, "c\x1f%s\x1f%s", tool ? tool : "", name);
}

const char *report_cell_q(const struct report_cell *c, char *buf, size_t n)
{
	snprintf(buf, n, "Q%" PRId64 "T%" PRId64,
		 c->iodepth > 0 ? c->iodepth : 1,
		 c->numjobs > 0 ? c->numjobs : 1);
	return buf;
}

static int copy_pcts(struct report_fig *f, const struct iodb_result *res)
{
	const struct iodb_pct *p = res->clat_pct;
	size_t n = res->n_clat_pct;

	if (!n) {
		p = res->lat_pct;
		n = res->n_lat_pct;
	}
	if (n) {
		f->pcts = malloc(n * sizeof(*p));
		if (!f->pcts)
			return -ENOMEM;
		memcpy(f->pcts, p, n * sizeof(*p));
		f->n_pcts = n;
	}
	if (res->n_series) {
		f->series = malloc(res->n_series * sizeof(*res->series));
		if (!f->series)
			return -ENOMEM;
		memcpy(f->series, res->series,
		       res->n_series * sizeof(*res->series));
		f->n_series = res->n_series;
	}
	return 0;
}

static int find_or_add_sys(struct report_data *d, const char *key,
			   const char *name, const char *tool, size_t *i)
{
	*i = smap_get(&d->ix->sys, key);
	if (*i != SIZE_MAX)
		return 0;
	if (ALLOC_GROW(d->sys, d->n_sys + 1, d->cap_sys))
		return -ENOMEM;
	memset(&d->sys[d->n_sys], 0, sizeof(d->sys[d->n_sys]));
	d->sys[d->n_sys].name = strdup(name);
	d->sys[d->n_sys].tool = tool;
	if (!d->sys[d->n_sys].name)
		return -ENOMEM;
	*i = d->n_sys++;
	return smap_put(&d->ix->sys, key, *i);
}

static int find_or_add_test(struct report_data *d, const char *key,
			    const char *name, enum iodb_op op, size_t *i)
{
	struct report_test *t;

	*i = smap_get(&d->ix->tests, key);
	if (*i != SIZE_MAX)
		return 0;
	if (ALLOC_GROW(d->tests, d->n_tests + 1, d->cap_tests))
		return -ENOMEM;
	t = &d->tests[d->n_tests];
	memset(t, 0, sizeof(*t));
	t->key = strdup(key);
	t->name = strdup(name);
	t->op = op;
	t->fio_units = 1;
	if (!t->key || !t->name)
		return -ENOMEM;
	*i = d->n_tests++;
	return smap_put(&d->ix->tests, key, *i);
}

int report_data_add(struct report_data *d, const struct store_row *row)
{
	const struct iodb_result *res = row->res;
	struct report_runinfo *ri;
	struct report_fig *f;
	struct report_cell *c;
	char sname[512], skey[600], key[600], tname[512], ckey[64];
	size_t sys, test, ci, fi;
	int ret;

	if (!d->ix) {
		d->ix = calloc(1, sizeof(*d->ix));
		if (!d->ix)
			return -ENOMEM;
		d->ix->last_run = -1;
	}
	if (!d->n_runs || d->ix->last_run != row->run_id) {
		ret = add_run(d, row);
		if (ret)
			return ret;
		d->ix->last_run = row->run_id;
	}
	ri = &d->runs[d->n_runs - 1];
	report_system_of(d->by, ri, skey, sizeof(skey), sname, sizeof(sname));
	test_key(res, ri->tool, key, sizeof(key), tname, sizeof(tname));
	ret = find_or_add_sys(d, skey, sname, ri->tool, &sys);
	if (!ret)
		ret = find_or_add_test(d, key, tname, res->cond.op, &test);
	if (ret)
		return ret;
	if (!d->tests[test].tool)
		d->tests[test].tool = ri->tool;
	if (ALLOC_GROW(d->figs, d->n_figs + 1, d->cap_figs))
		return -ENOMEM;
	fi = d->n_figs;
	f = &d->figs[fi];
	memset(f, 0, sizeof(*f));
	d->n_figs++;
	f->result_id = row->result_id;
	f->run = d->n_runs - 1;
	f->sys = sys;
	f->test = test;
	f->next = SIZE_MAX;
	f->job = dup(res->job);
	f->cond = res->cond;
	f->iops = res->iops;
	f->bw_bytes = res->bw_bytes;
	f->lat_mean_ns = res->lat.mean;
	if (isnan(f->lat_mean_ns))
		f->lat_mean_ns = res->clat.mean;
	f->line_from = res->line_from;
	f->line_to = res->line_to;
	ret = copy_pcts(f, res);
	if (ret)
		return ret;
	d->sys[sys].n_figs++;
	if (f->n_pcts)
		d->tests[test].has_pcts = 1;
	if (f->n_series)
		d->tests[test].has_series = 1;
	if (!ri->tool || strcmp(ri->tool, "fio"))
		d->tests[test].fio_units = 0;

	snprintf(ckey, sizeof(ckey), "%zu:%zu", sys, test);
	ci = smap_get(&d->ix->cells, ckey);
	if (ci == SIZE_MAX) {
		if (ALLOC_GROW(d->cells, d->n_cells + 1, d->cap_cells))
			return -ENOMEM;
		ci = d->n_cells++;
		c = &d->cells[ci];
		memset(c, 0, sizeof(*c));
		c->sys = sys;
		c->test = test;
		c->first = fi;
		c->last = fi;
		c->iodepth = res->cond.iodepth;
		c->numjobs = res->cond.numjobs;
		ret = smap_put(&d->ix->cells, ckey, ci);
		if (ret)
			return ret;
	} else {
		c = &d->cells[ci];
		d->figs[c->last].next = fi;
		c->last = fi;
	}
	c->n++;
	return 0;
}

static double mean_of(const struct report_data *d, const struct report_cell *c,
		      int which)
{
	double sum = 0, v;
	size_t n = 0;

	for (size_t i = c->first; i != SIZE_MAX; i = d->figs[i].next) {
		const struct report_fig *f = &d->figs[i];

		v = which == 0	 ? f->iops
		    : which == 1 ? f->bw_bytes
				 : f->lat_mean_ns;
		if (isnan(v))
			continue;
		sum += v;
		n++;
	}
	return n ? sum / (double)n : NAN;
}

/* Whether the cell's results are the runs of one series. */
static int one_series(const struct report_data *d, const struct report_cell *c)
{
	int64_t series = -1;

	if (c->n < 2)
		return 0;
	for (size_t i = c->first; i != SIZE_MAX; i = d->figs[i].next) {
		int64_t s = d->runs[d->figs[i].run].series;

		if (s < 0 || (series >= 0 && s != series))
			return 0;
		series = s;
	}
	return 1;
}

/* The median of the cell's figures of one metric, with their range. */
static double median_of(const struct report_data *d,
			const struct report_cell *c, int which, double *lo,
			double *hi)
{
	double *v = malloc(c->n * sizeof(*v)), med = NAN;
	size_t n = 0;

	*lo = *hi = NAN;
	if (!v)
		return mean_of(d, c, which); /* out of memory: the mean */
	for (size_t i = c->first; i != SIZE_MAX; i = d->figs[i].next) {
		const struct report_fig *f = &d->figs[i];
		double x = which == 0	? f->iops
			   : which == 1 ? f->bw_bytes
					: f->lat_mean_ns;

		if (!isnan(x) && n < c->n)
			v[n++] = x;
	}
	if (n) {
		med = stats_median(v, n);
		*lo = v[0];
		*hi = v[n - 1];
	}
	free(v);
	return med;
}

/* The cell's range of metric (0 iops, 1 bw_bytes, 2 lat_mean_ns). */
int report_cell_range(const struct report_cell *c, int metric, double *lo,
		      double *hi)
{
	if (!c->series || metric < 0 || metric > 2)
		return 0;
	*lo = c->lo[metric];
	*hi = c->hi[metric];
	return !isnan(*lo) && !isnan(*hi);
}

static int same_tool(const char *a, const char *b)
{
	return (!a || !b) ? a == b : !strcmp(a, b);
}

/*
 * Groups of at most REPORT_MAX_SYSTEMS systems: all in one when they fit,
 * else the systems of each tool together (tools in the order first seen):
 * a tool with more systems than a group holds is cut into even chunks,
 * and tools with few systems share a group while it has room (CDM and
 * KDiskMark share their named tests).  A system's slot in its group is
 * its colour.
 */
static int group_systems(struct report_data *d)
{
	size_t *order, n = 0, g = 0, in = 0;
	char *done;

	d->n_groups = d->n_sys ? 1 : 0;
	if (d->n_sys <= REPORT_MAX_SYSTEMS) {
		for (size_t s = 0; s < d->n_sys; s++) {
			d->sys[s].group = 0;
			d->sys[s].slot = s;
		}
		return 0;
	}
	done = calloc(d->n_sys, 1);
	order = malloc(d->n_sys * sizeof(*order));
	if (!done || !order) {
		free(done);
		free(order);
		return -ENOMEM;
	}
	for (size_t s0 = 0; s0 < d->n_sys; s0++) {
		size_t k = 0, chunks, per;

		if (done[s0])
			continue;
		/* the systems of this tool, in order */
		n = 0;
		for (size_t s = s0; s < d->n_sys; s++) {
			if (!done[s] &&
			    same_tool(d->sys[s].tool, d->sys[s0].tool)) {
				order[n++] = s;
				done[s] = 1;
			}
		}
		chunks = (n + REPORT_MAX_SYSTEMS - 1) / REPORT_MAX_SYSTEMS;
		per = (n + chunks - 1) / chunks;
		if (in && in + n > REPORT_MAX_SYSTEMS) {
			g++;
			in = 0;
		}
		for (size_t i = 0; i < n; i++) {
			if (n > REPORT_MAX_SYSTEMS && k == per) {
				g++;
				in = 0;
				k = 0;
			}
			d->sys[order[i]].group = g;
			d->sys[order[i]].slot = in++;
			k++;
		}
		if (n > REPORT_MAX_SYSTEMS) {
			g++;
			in = 0;
		}
	}
	free(done);
	free(order);
	d->n_groups = in ? g + 1 : g;
	return 0;
}

int report_sys_has(const struct report_data *d, size_t s, size_t t, int metric)
{
	const struct report_cell *c = report_data_cell(d, s, t);
	double v;

	if (!c)
		return 0;
	v = metric == 0 ? c->iops : metric == 1 ? c->bw_bytes : c->lat_mean_ns;
	return !isnan(v);
}

const char *report_plural(size_t n, const char *one, const char *many,
			  char *buf, size_t bn)
{
	snprintf(buf, bn, "%zu %s", n, n == 1 ? one : many);
	return buf;
}

int report_data_finish(struct report_data *d)
{
	const char *tool0 = NULL;
	struct smap names = {0};
	size_t *first;
	char *shared;
	int tools = 0;

	for (size_t i = 0; i < d->n_cells; i++) {
		struct report_cell *c = &d->cells[i];

		c->iops = mean_of(d, c, 0);
		c->bw_bytes = mean_of(d, c, 1);
		c->lat_mean_ns = mean_of(d, c, 2);
		if (one_series(d, c)) {
			c->series = 1;
			c->iops = median_of(d, c, 0, &c->lo[0], &c->hi[0]);
			c->bw_bytes = median_of(d, c, 1, &c->lo[1], &c->hi[1]);
			c->lat_mean_ns =
			    median_of(d, c, 2, &c->lo[2], &c->hi[2]);
		}
	}
	/* the first cell of each test, to spot tests run at mixed QDs */
	first = malloc((d->n_tests ? d->n_tests : 1) * sizeof(*first));
	if (!first)
		return -ENOMEM;
	for (size_t i = 0; i < d->n_tests; i++)
		first[i] = SIZE_MAX;
	for (size_t i = 0; i < d->n_cells; i++) {
		const struct report_cell *c = &d->cells[i];
		const struct report_cell *c0;

		if (first[c->test] == SIZE_MAX) {
			first[c->test] = i;
			continue;
		}
		c0 = &d->cells[first[c->test]];
		if (c0->iodepth != c->iodepth || c0->numjobs != c->numjobs)
			d->tests[c->test].mixed_q = 1;
	}
	free(first);
	/*
	 * A named test that holds several directions ("SEQ1M Q8T1" read and
	 * write) shows its direction; a name that is already unique does not.
	 * Unnamed workloads of several tools name their tool.
	 */
	shared = calloc(d->n_tests ? d->n_tests : 1, 1);
	if (!shared)
		return -ENOMEM;
	for (size_t i = 0; i < d->n_tests; i++) {
		if (d->tests[i].key[0] != 'c')
			continue;
		if (!tools) {
			tools = 1;
			tool0 = d->tests[i].tool;
		} else if (!same_tool(tool0, d->tests[i].tool)) {
			tools = 2;
			break;
		}
	}
	for (size_t i = 0; i < d->n_tests; i++) {
		size_t j;

		if (d->tests[i].key[0] != 't')
			continue;
		j = smap_get(&names, d->tests[i].name);
		if (j != SIZE_MAX) {
			shared[i] = shared[j] = 1;
		} else if (smap_put(&names, d->tests[i].name, i)) {
			smap_free(&names);
			free(shared);
			return -ENOMEM;
		}
	}
	smap_free(&names);
	for (size_t i = 0; i < d->n_tests; i++) {
		struct report_test *t = &d->tests[i];
		const char *op = iodb_op_name(t->op);
		char *nn;
		size_t len;

		/* unnamed workloads of several tools: name the tool */
		if (t->key[0] == 'c' && t->tool && tools > 1) {
			op = t->tool;
		} else if (!shared[i] || !op) {
			continue;
		}
		len = strlen(t->name) + strlen(op) + 4;
		nn = malloc(len);
		if (!nn) {
			free(shared);
			return -ENOMEM;
		}
		snprintf(nn, len, "%s (%s)", t->name, op);
		free(t->name);
		t->name = nn;
	}
	free(shared);
	return group_systems(d);
}

static int load_row(void *arg, const struct store_row *row)
{
	return report_data_add(arg, row);
}

static int cmp_run_id(const void *a, const void *b)
{
	int64_t x = ((const struct report_runinfo *)a)->run_id;
	int64_t y = ((const struct report_runinfo *)b)->run_id;

	return x < y ? -1 : x > y;
}

/* Each loaded run's series, from one walk of the links (schema/004). */
static int load_series(void *arg, const struct store_run_link *l)
{
	struct report_data *d = arg;
	struct report_runinfo key = {.run_id = l->run_id}, *r;

	if (l->series < 0)
		return 0;
	r = bsearch(&key, d->runs, d->n_runs, sizeof(*d->runs), cmp_run_id);
	if (r)
		r->series = l->series;
	return 0;
}

int report_data_load(struct store *st, const struct store_selection *sel,
		     struct report_data *d)
{
	int ret = store_results_foreach(st, sel, load_row, d);

	if (ret)
		return ret < 0 ? ret : -EIO;
	/* rows come ordered by run id (store_results_foreach): the runs
	 * are in order to be looked up */
	ret = store_run_links_foreach(st, load_series, d);
	if (ret)
		return ret < 0 ? ret : -EIO;
	return report_data_finish(d);
}

void report_data_release(struct report_data *d)
{
	enum report_compare by = d->by;
	int iec = d->iec;

	for (size_t i = 0; i < d->n_runs; i++) {
		struct report_runinfo *r = &d->runs[i];

		free(r->source);
		iodb_run_free(r->run);
	}
	for (size_t i = 0; i < d->n_figs; i++) {
		free(d->figs[i].job);
		free(d->figs[i].pcts);
		free(d->figs[i].series);
	}
	for (size_t i = 0; i < d->n_sys; i++)
		free(d->sys[i].name);
	for (size_t i = 0; i < d->n_tests; i++) {
		free(d->tests[i].key);
		free(d->tests[i].name);
	}
	if (d->ix) {
		smap_free(&d->ix->sys);
		smap_free(&d->ix->tests);
		smap_free(&d->ix->cells);
		free(d->ix);
	}
	free(d->runs);
	free(d->figs);
	free(d->sys);
	free(d->tests);
	free(d->cells);
	memset(d, 0, sizeof(*d));
	d->by = by;
	d->iec = iec;
}

const struct report_cell *report_data_cell(const struct report_data *d,
					   size_t sys, size_t test)
{
	char key[64];
	size_t ci;

	if (!d->ix)
		return NULL;
	snprintf(key, sizeof(key), "%zu:%zu", sys, test);
	ci = smap_get(&d->ix->cells, key);
	return ci == SIZE_MAX ? NULL : &d->cells[ci];
}

/* Digits after the point for three significant digits of v (>= 0). */
static int decimals(double v)
{
	if (v >= 100 || v == 0)
		return 0;
	if (v >= 10)
		return 1;
	if (v >= 1)
		return 2;
	return 3;
}

const char *report_fmt_num(double v, char *buf, size_t n)
{
	char tmp[64], *dot;
	size_t len, lead, o = 0;
	int neg = v < 0;

	if (isnan(v)) {
		snprintf(buf, n, "%s", "");
		return buf;
	}
	if (neg)
		v = -v;
	snprintf(tmp, sizeof(tmp), "%.*f", decimals(v), v);
	dot = strchr(tmp, '.');
	lead = dot ? (size_t)(dot - tmp) : strlen(tmp);
	len = strlen(tmp);
	if (neg && o + 1 < n)
		buf[o++] = '-';
	for (size_t i = 0; i < len && o + 1 < n; i++) {
		if (i && i < lead && (lead - i) % 3 == 0 && o + 2 < n)
			buf[o++] = ',';
		buf[o++] = tmp[i];
	}
	buf[o] = '\0';
	return buf;
}

const char *report_fmt_short(double v, char *buf, size_t n)
{
	static const char suffix[] = {0, 'k', 'M', 'G', 'T'};
	int s = 0;

	if (isnan(v)) {
		snprintf(buf, n, "%s", "");
		return buf;
	}
	while (s < 4 && fabs(v) >= (s ? 1000 : 10000)) {
		v /= 1000;
		s++;
	}
	if (s)
		snprintf(buf, n, "%.*f%c",
			 decimals(fabs(v)) > 1 ? 1 : decimals(fabs(v)), v,
			 suffix[s]);
	else
		snprintf(buf, n, "%.*f", decimals(fabs(v)), v);
	return buf;
}

const char *report_source_rate(const char *tool, double bw, char *buf, size_t n)
{
	/* the tools whose printed MB (or KB) is 2^20 (2^10) bytes */
	static const char *const bin[] = {"fio", "hdparm", "iozone", NULL};
	const char *unit = "MB/s", *conv = "10^6 bytes", *mb = "MB";
	double v = bw / 1e6;
	char num[64];

	for (size_t i = 0; tool && bin[i]; i++) {
		if (strcasecmp(tool, bin[i]))
			continue;
		v = bw / 1048576.0;
		unit = !strcmp(bin[i], "fio") ? "MiB/s" : "MB/s";
		mb = !strcmp(bin[i], "fio") ? "MiB" : "MB";
		conv = "2^20 bytes";
	}
	if (isnan(bw)) {
		snprintf(buf, n, "%s", "");
		return buf;
	}
	report_fmt_num(v, num, sizeof(num));
	snprintf(buf, n, "%s %s as %s prints it (1 %s = %s)", num, unit,
		 tool ? tool : "the tool", mb, conv);
	return buf;
}

const char *report_rate_unit(int binary)
{
	return binary ? "MiB/s" : "MB/s";
}

double report_rate_value(double bytes_per_s, int binary)
{
	return bytes_per_s / (binary ? 1048576.0 : 1e6);
}
