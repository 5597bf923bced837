/*
 * Hand-made result tables: made-up but realistic tables of the shapes
 * people paste into posts, mail and wikis (row groups, multi-level row
 * headers, systems as rows or columns, a second figure in brackets,
 * emphasis, units named only by the heading or the tool, thousands
 * separators and decimal commas) in several languages.  Every figure a
 * table imports is asserted: its value in the source's own unit
 * convention, label (system), op, pattern, bs, QD and threads.  A figure
 * the table does not make unambiguous must not be imported.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "ingest/testnames.h"
#include "tests/t.h"

#define KIB 1024LL
#define MIB (1024LL * 1024LL)

/* ---- a sink that keeps runs and results -------------------------------- */

struct tb_run {
	char label[256], tool[64];
};

struct tb_res {
	struct iodb_result r;
	char job[256], test[64];
	int run;
};

struct tb_doc {
	struct tb_run runs[64];
	struct tb_res res[512];
	size_t n_runs, n_res, n_specs;
	int ret;
	unsigned warnings, errors;
};

static int tb_run(void *arg, const struct iodb_run *run)
{
	struct tb_doc *d = arg;
	struct tb_run *r;

	if (d->n_runs >= 64)
		return -ENOSPC;
	r = &d->runs[d->n_runs++];
	snprintf(r->label, sizeof(r->label), "%s",
		 run->label ? run->label : "");
	snprintf(r->tool, sizeof(r->tool), "%s", run->tool ? run->tool : "");
	return 0;
}

static int tb_result(void *arg, const struct iodb_result *res)
{
	struct tb_doc *d = arg;
	struct tb_res *r;

	if (d->n_res >= 512)
		return -ENOSPC;
	r = &d->res[d->n_res++];
	r->r = *res;
	snprintf(r->job, sizeof(r->job), "%s", res->job ? res->job : "");
	snprintf(r->test, sizeof(r->test), "%s", res->test ? res->test : "");
	r->r.job = r->job;
	r->r.test = r->test;
	r->r.extras = NULL;
	r->r.clat_pct = r->r.lat_pct = NULL;
	r->r.clat_bins = NULL;
	r->r.series = NULL;
	r->run = (int)d->n_runs - 1;
	return 0;
}

static int tb_spec(void *arg, const struct iodb_spec *spec)
{
	struct tb_doc *d = arg;

	(void)spec;
	d->n_specs++;
	return 0;
}

static struct tb_doc *tb_parse(const char *doc)
{
	static struct tb_doc d;
	struct ingest_ctx ctx = {0};

	memset(&d, 0, sizeof(d));
	ctx.path = "post.md";
	ctx.quiet = !getenv("T_TABLE_VERBOSE");
	ctx.sink.run = tb_run;
	ctx.sink.result = tb_result;
	ctx.sink.spec = tb_spec;
	ctx.sink.arg = &d;
	d.ret = ingest_parse(&ctx, ingest_find("document"), doc, strlen(doc));
	d.warnings = ctx.warnings;
	d.errors = ctx.errors;
	return &d;
}

/*
 * One figure a table must give: the system, the conditions, the metric
 * ('i' IOPS, 'b' bytes/s, 'l' mean latency ns, 'a' access time ns) and
 * its value.  -1 / 0 fields must be unknown in the result.
 */
struct tb_want {
	const char *label;
	enum iodb_op op;
	enum iodb_pattern pattern;
	long long bs, qd, nj;
	char metric;
	double value;
};

static double tb_metric(const struct iodb_result *r, char m)
{
	switch (m) {
	case 'i': return r->iops;
	case 'b': return r->bw_bytes;
	case 'l': return r->lat.mean;
	case 'a': return r->access_time_ns;
	default: return NAN;
	}
}

/*
 * Check that d holds exactly the figures of want[0..n): each one once,
 * with its conditions, and no other figure.
 */
static void tb_expect(const char *what, const struct tb_doc *d,
		      const struct tb_want *want, size_t n)
{
	static const char ms[] = "ibla";
	size_t figures = 0;

	for (size_t i = 0; i < d->n_res; i++)
		for (size_t k = 0; ms[k]; k++)
			if (!isnan(tb_metric(&d->res[i].r, ms[k])))
				figures++;
	if (figures != n)
		T_FAIL("%s: %zu figures in %zu results, expected %zu", what,
		       figures, d->n_res, n);
	for (size_t w = 0; w < n; w++) {
		const struct tb_want *x = &want[w];
		int found = 0;

		for (size_t i = 0; i < d->n_res; i++) {
			const struct iodb_result *r = &d->res[i].r;
			double v = tb_metric(r, x->metric);

			if (strcmp(d->runs[d->res[i].run].label, x->label) ||
			    r->op != x->op || r->pattern != x->pattern ||
			    r->bs != x->bs || r->iodepth != x->qd ||
			    r->numjobs != x->nj || isnan(v))
				continue;
			found++;
			if (fabs(v - x->value) > 1e-9 * fabs(x->value))
				T_FAIL("%s: %s %s %c: %.17g, expected %.17g",
				       what, x->label, iodb_op_name(x->op),
				       x->metric, v, x->value);
		}
		if (found != 1)
			T_FAIL("%s: figure %zu (%s %s pattern %d bs %lld q%lld "
			       "t%lld %c=%g) found %d times",
			       what, w, x->label, iodb_op_name(x->op),
			       x->pattern, x->bs, x->qd, x->nj, x->metric,
			       x->value, found);
	}
	if (t_failed)
		for (size_t i = 0; i < d->n_res; i++) {
			const struct iodb_result *r = &d->res[i].r;

			fprintf(stderr,
				"  got: '%s' %s pat %d bs %lld q%lld t%lld "
				"test '%s' job '%s' iops %g bw %g lat %g "
				"acc %g\n",
				d->runs[d->res[i].run].label,
				iodb_op_name(r->op), r->pattern,
				(long long)r->bs, (long long)r->iodepth,
				(long long)r->numjobs, d->res[i].test,
				d->res[i].job, r->iops, r->bw_bytes,
				r->lat.mean, r->access_time_ns);
		}
}

#define TB_EXPECT(d, w) tb_expect(#w, d, w, sizeof(w) / sizeof(w[0]))

#define R  IODB_OP_READ
#define W  IODB_OP_WRITE
#define SQ IODB_PATTERN_SEQ
#define RN IODB_PATTERN_RAND

/* ---- row groups: the group name only in the group's first row ------- */

T_TEST(t_table_row_groups_ko)
{
	static const char doc[] = "## CrystalDiskMark 결과\n"
				  "\n"
				  "| 구분 | 항목 | 서버A | 서버B |\n"
				  "|---|---|---|---|\n"
				  "| 순차 읽기 | 1MiB Q8T1 | 512.3 | 488.1 |\n"
				  "| 4KiB Q32T1 | 210.5 | 199.2 | |\n"
				  "| 쓰기 | 1MiB Q8T1 | 470.0 | 455.9 |\n"
				  "| 4KiB Q32T1 | 180.1 | 170.4 | |\n";
	static const struct tb_want want[] = {
	    {"서버A", R, SQ, MIB, 8, 1, 'b', 512.3e6},
	    {"서버B", R, SQ, MIB, 8, 1, 'b', 488.1e6},
	    {"서버A", R, RN, 4 * KIB, 32, 1, 'b', 210.5e6},
	    {"서버B", R, RN, 4 * KIB, 32, 1, 'b', 199.2e6},
	    {"서버A", W, SQ, MIB, 8, 1, 'b', 470.0e6},
	    {"서버B", W, SQ, MIB, 8, 1, 'b', 455.9e6},
	    {"서버A", W, RN, 4 * KIB, 32, 1, 'b', 180.1e6},
	    {"서버B", W, RN, 4 * KIB, 32, 1, 'b', 170.4e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}
