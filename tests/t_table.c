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
#include <unistd.h>

#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "ingest/table_mapping.h"
#include "ingest/table_md.h"
#include "ingest/table_entries.h"
#include "ingest/table_text.h"
#include "ingest/table_value.h"
#include "ingest/testnames.h"
#include "tests/collect.h"
#include "tests/t.h"

#define KIB 1024LL
#define MIB (1024LL * 1024LL)

/* ---- a sink that keeps runs and results -------------------------------- */

struct tb_run {
	char label[256], tool[64], device_model[64]; /* "" when NULL */
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
	char first_warning[512]; /* "post.md:5:16: warning: ..." */
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
	snprintf(r->device_model, sizeof(r->device_model), "%s",
		 run->device_model ? run->device_model : "");
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

/*
 * Run the parse with stderr going to a temporary file: the first warning
 * is kept (without "iodb: "), every message shown with T_TABLE_VERBOSE.
 */
static int tb_capture(struct tb_doc *d, struct ingest_ctx *ctx, const char *doc)
{
	FILE *tmp = tmpfile();
	char line[1024];
	int saved, ret;

	fflush(stderr);
	saved = dup(2);
	if (tmp)
		dup2(fileno(tmp), 2);
	ret = ingest_parse(ctx, ingest_find("document"), doc, strlen(doc));
	fflush(stderr);
	if (saved >= 0) {
		dup2(saved, 2);
		close(saved);
	}
	if (!tmp)
		return ret;
	rewind(tmp);
	while (fgets(line, sizeof(line), tmp)) {
		if (getenv("T_TABLE_VERBOSE"))
			fputs(line, stderr);
		line[strcspn(line, "\n")] = '\0';
		if (strstr(line, ": warning: ") && !d->first_warning[0])
			snprintf(d->first_warning, sizeof(d->first_warning),
				 "%s",
				 strncmp(line, "iodb: ", 6) ? line : line + 6);
	}
	fclose(tmp);
	return ret;
}

static struct tb_doc *tb_parse_as(const char *doc, int detect)
{
	static struct tb_doc d;
	struct ingest_ctx ctx = {0};
	const struct ingest_format *f;
	int score = 0;

	memset(&d, 0, sizeof(d));
	/* what a user imports without --format is read as a document */
	f = ingest_detect(doc, strlen(doc), &score);
	if (detect && (!f || strcmp(f->name, "document")))
		T_FAIL("not detected as a document (%s)", f ? f->name : "none");
	ctx.path = "post.md";
	ctx.sink.run = tb_run;
	ctx.sink.result = tb_result;
	ctx.sink.spec = tb_spec;
	ctx.sink.arg = &d;
	d.ret = tb_capture(&d, &ctx, doc);
	d.warnings = ctx.warnings;
	d.errors = ctx.errors;
	return &d;
}

static struct tb_doc *tb_parse(const char *doc)
{
	return tb_parse_as(doc, 1);
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
	case 'r': return r->runtime_ns;
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
	static const char ms[] = "iblar";
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
			    r->cond.op != x->op ||
			    r->cond.pattern != x->pattern ||
			    r->cond.bs != x->bs || r->cond.iodepth != x->qd ||
			    r->cond.numjobs != x->nj || isnan(v))
				continue;
			if (fabs(v - x->value) <= 1e-9 * fabs(x->value))
				found++;
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
				iodb_op_name(r->cond.op), r->cond.pattern,
				(long long)r->cond.bs,
				(long long)r->cond.iodepth,
				(long long)r->cond.numjobs, d->res[i].test,
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

/* The issue's table exactly: no heading, CDM names say CrystalDiskMark. */
T_TEST(t_table_row_groups_bare)
{
	static const char doc[] = "| 구분 | 항목 | 서버A | 서버B |\n"
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
	T_INT(d->n_res, 8);
	T_INT(d->warnings, 0);
	TB_EXPECT(d, want);
	for (size_t i = 0; i < d->n_runs; i++)
		T_STR(d->runs[i].tool, "CrystalDiskMark");
}

/* Three levels: direction / pattern / block size, groups given once. */
T_TEST(t_table_multi_level)
{
	static const char doc[] = "### fio 결과 (MB/s, iodepth=32, numjobs=1)\n"
				  "\n"
				  "| 구분 | 패턴 | 블록 | NAS-1 | NAS-2 |\n"
				  "|---|---|---|---|---|\n"
				  "| 읽기 | 순차 | 1MiB | 112.4 | 98.7 |\n"
				  "| 랜덤 | 4KiB | 35.2 | 30.1 | |\n"
				  "| 쓰기 | 순차 | 1MiB | 105.9 | 95.3 |\n"
				  "| 랜덤 | 4KiB | 28.4 | 25.6 | |\n"
				  "| 64KiB | 61.0 | 57.5 | | |\n";
	static const struct tb_want want[] = {
	    {"NAS-1", R, SQ, MIB, 32, 1, 'b', 112.4e6},
	    {"NAS-2", R, SQ, MIB, 32, 1, 'b', 98.7e6},
	    {"NAS-1", R, RN, 4 * KIB, 32, 1, 'b', 35.2e6},
	    {"NAS-2", R, RN, 4 * KIB, 32, 1, 'b', 30.1e6},
	    {"NAS-1", W, SQ, MIB, 32, 1, 'b', 105.9e6},
	    {"NAS-2", W, SQ, MIB, 32, 1, 'b', 95.3e6},
	    {"NAS-1", W, RN, 4 * KIB, 32, 1, 'b', 28.4e6},
	    {"NAS-2", W, RN, 4 * KIB, 32, 1, 'b', 25.6e6},
	    {"NAS-1", W, RN, 64 * KIB, 32, 1, 'b', 61.0e6},
	    {"NAS-2", W, RN, 64 * KIB, 32, 1, 'b', 57.5e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

/* German, systems as rows, decimal commas and dot thousands. */
T_TEST(t_table_de_decimal_comma)
{
	static const char doc[] =
	    "## Vergleich: Samsung 980 Pro gegen WD Blue SN570\n"
	    "\n"
	    "CrystalDiskMark 8.0.4, Werte in MB/s.\n"
	    "\n"
	    "| Laufwerk | Test | Lesen | Schreiben |\n"
	    "|---|---|---|---|\n"
	    "| Samsung 980 Pro | SEQ1M Q8T1 | 6.912,4 | 5.071,3 |\n"
	    "| | RND4K Q32T16 | 3.120,5 | 2.410,8 |\n"
	    "| WD Blue SN570 | SEQ1M Q8T1 | 3.523,1 | 3.011,7 |\n"
	    "| | RND4K Q32T16 | 480,2 | 512,9 |\n";
	static const struct tb_want want[] = {
	    {"Samsung 980 Pro", R, SQ, MIB, 8, 1, 'b', 6912.4e6},
	    {"Samsung 980 Pro", W, SQ, MIB, 8, 1, 'b', 5071.3e6},
	    {"Samsung 980 Pro", R, RN, 4 * KIB, 32, 16, 'b', 3120.5e6},
	    {"Samsung 980 Pro", W, RN, 4 * KIB, 32, 16, 'b', 2410.8e6},
	    {"WD Blue SN570", R, SQ, MIB, 8, 1, 'b', 3523.1e6},
	    {"WD Blue SN570", W, SQ, MIB, 8, 1, 'b', 3011.7e6},
	    {"WD Blue SN570", R, RN, 4 * KIB, 32, 16, 'b', 480.2e6},
	    {"WD Blue SN570", W, RN, 4 * KIB, 32, 16, 'b', 512.9e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

/* Portuguese, systems as columns, MB/s and IOPS in the row names. */
T_TEST(t_table_pt_columns)
{
	static const char doc[] =
	    "## Teste de disco (profundidade da fila 16, numjobs=1)\n"
	    "\n"
	    "| Teste | VM-SP1 | VM-RJ2 |\n"
	    "|---|---|---|\n"
	    "| Leitura sequencial 1M (MB/s) | 215,3 | 198,7 |\n"
	    "| Escrita sequencial 1M (MB/s) | 180,1 | 176,4 |\n"
	    "| Leitura aleatória 4K (IOPS) | 12.500 | 11.800 |\n"
	    "| Escrita aleatória 4K (IOPS) | 9.800 | 9.100 |\n";
	static const struct tb_want want[] = {
	    {"VM-SP1", R, SQ, MIB, 16, 1, 'b', 215.3e6},
	    {"VM-RJ2", R, SQ, MIB, 16, 1, 'b', 198.7e6},
	    {"VM-SP1", W, SQ, MIB, 16, 1, 'b', 180.1e6},
	    {"VM-RJ2", W, SQ, MIB, 16, 1, 'b', 176.4e6},
	    {"VM-SP1", R, RN, 4 * KIB, 16, 1, 'i', 12500},
	    {"VM-RJ2", R, RN, 4 * KIB, 16, 1, 'i', 11800},
	    {"VM-SP1", W, RN, 4 * KIB, 16, 1, 'i', 9800},
	    {"VM-RJ2", W, RN, 4 * KIB, 16, 1, 'i', 9100},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

/* French: octets, "Lecture"/"Écriture", a header that names the unit. */
T_TEST(t_table_fr_octets)
{
	static const char doc[] = "## Résultats dd (bs=1M, oflag=direct)\n"
				  "\n"
				  "| Serveur | Écriture séquentielle (Mo/s) | "
				  "Lecture séquentielle |\n"
				  "|---|---|---|\n"
				  "| OVH-VPS | 534,2 | 1,2 Go/s |\n"
				  "| Scaleway-DEV1 | 211,7 | 402,5 Mo/s |\n";
	static const struct tb_want want[] = {
	    {"OVH-VPS", W, SQ, MIB, 1, 1, 'b', 534.2e6},
	    {"OVH-VPS", R, SQ, MIB, 1, 1, 'b', 1.2e9},
	    {"Scaleway-DEV1", W, SQ, MIB, 1, 1, 'b', 211.7e6},
	    {"Scaleway-DEV1", R, SQ, MIB, 1, 1, 'b', 402.5e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	if (d->n_runs)
		T_STR(d->runs[0].tool, "dd");
}

/* fio summary, systems as rows, IOPS / MiB/s / latency columns. */
T_TEST(t_table_fio_summary)
{
	static const char doc[] =
	    "## fio results (libaio, direct=1, numjobs=1)\n"
	    "\n"
	    "| Host | Job | IOPS | BW (MiB/s) | Avg lat (ms) |\n"
	    "|------|-----|-----:|-----------:|-------------:|\n"
	    "| db1 | randread 4k QD32 | 45.2k | 176.6 | 0.71 |\n"
	    "| db1 | randwrite 4k QD32 | 22,103 | 86.3 | 1.45 |\n"
	    "| db2 | randread 4k QD32 | 38.9k | 152.0 | 0.82 |\n"
	    "| db2 | randwrite 4k QD32 | 19,877 | 77.6 | 1.61 |\n";
	static const struct tb_want want[] = {
	    {"db1", R, RN, 4 * KIB, 32, 1, 'i', 45200},
	    {"db1", R, RN, 4 * KIB, 32, 1, 'b', 176.6 * MIB},
	    {"db1", R, RN, 4 * KIB, 32, 1, 'l', 0.71e6},
	    {"db1", W, RN, 4 * KIB, 32, 1, 'i', 22103},
	    {"db1", W, RN, 4 * KIB, 32, 1, 'b', 86.3 * MIB},
	    {"db1", W, RN, 4 * KIB, 32, 1, 'l', 1.45e6},
	    {"db2", R, RN, 4 * KIB, 32, 1, 'i', 38900},
	    {"db2", R, RN, 4 * KIB, 32, 1, 'b', 152.0 * MIB},
	    {"db2", R, RN, 4 * KIB, 32, 1, 'l', 0.82e6},
	    {"db2", W, RN, 4 * KIB, 32, 1, 'i', 19877},
	    {"db2", W, RN, 4 * KIB, 32, 1, 'b', 77.6 * MIB},
	    {"db2", W, RN, 4 * KIB, 32, 1, 'l', 1.61e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	T_INT(d->n_res, 4);
	TB_EXPECT(d, want);
}

/* dd comparison, systems as columns, mixed units per cell. */
T_TEST(t_table_dd_columns)
{
	static const char doc[] = "## dd test: bs=1M count=1024 oflag=direct\n"
				  "\n"
				  "| | Hetzner CX21 | Vultr HF | DO Premium |\n"
				  "|---|---|---|---|\n"
				  "| Write | 412 MB/s | 1.1 GB/s | 826 MB/s |\n"
				  "| Read | 1.9 GB/s | 2.4 GB/s | 1.7 GB/s |\n";
	static const struct tb_want want[] = {
	    {"Hetzner CX21", W, SQ, MIB, 1, 1, 'b', 412e6},
	    {"Vultr HF", W, SQ, MIB, 1, 1, 'b', 1.1e9},
	    {"DO Premium", W, SQ, MIB, 1, 1, 'b', 826e6},
	    {"Hetzner CX21", R, SQ, MIB, 1, 1, 'b', 1.9e9},
	    {"Vultr HF", R, SQ, MIB, 1, 1, 'b', 2.4e9},
	    {"DO Premium", R, SQ, MIB, 1, 1, 'b', 1.7e9},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

/* Japanese CrystalDiskMark table, systems as columns, no unit anywhere. */
T_TEST(t_table_ja_cdm)
{
	static const char doc[] =
	    "## CrystalDiskMark 8 の結果\n"
	    "\n"
	    "| テスト | 高速ディスク | 標準ディスク |\n"
	    "|---|---|---|\n"
	    "| シーケンシャル読み込み SEQ1M Q8T1 | 2,145.3 | 512.8 |\n"
	    "| シーケンシャル書き込み SEQ1M Q8T1 | 1,980.0 | 498.2 |\n"
	    "| ランダム読み出し RND4K Q32T1 | 412.7 | 88.1 |\n"
	    "| ランダム書き出し RND4K Q32T1 | 377.9 | 80.4 |\n";
	static const struct tb_want want[] = {
	    {"高速ディスク", R, SQ, MIB, 8, 1, 'b', 2145.3e6},
	    {"標準ディスク", R, SQ, MIB, 8, 1, 'b', 512.8e6},
	    {"高速ディスク", W, SQ, MIB, 8, 1, 'b', 1980.0e6},
	    {"標準ディスク", W, SQ, MIB, 8, 1, 'b', 498.2e6},
	    {"高速ディスク", R, RN, 4 * KIB, 32, 1, 'b', 412.7e6},
	    {"標準ディスク", R, RN, 4 * KIB, 32, 1, 'b', 88.1e6},
	    {"高速ディスク", W, RN, 4 * KIB, 32, 1, 'b', 377.9e6},
	    {"標準ディスク", W, RN, 4 * KIB, 32, 1, 'b', 80.4e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

/* Chinese, systems as rows, tests as columns, the tool in the heading. */
T_TEST(t_table_zh_rows)
{
	static const char doc[] =
	    "## CrystalDiskMark 测试结果（单位 MB/s）\n"
	    "\n"
	    "| 硬盘 | 顺序读取 SEQ1M Q8T1 | 顺序写入 SEQ1M Q8T1 | 随机读 RND4K "
	    "Q1T1 | 随机写 RND4K Q1T1 |\n"
	    "|---|---|---|---|---|\n"
	    "| 致态 TiPlus5000 | 3,412.5 | 3,087.2 | 62.4 | 180.9 |\n"
	    "| 西数 SN550 | 2,431.0 | 1,950.3 | 45.8 | 151.2 |\n";
	static const struct tb_want want[] = {
	    {"致态 TiPlus5000", R, SQ, MIB, 8, 1, 'b', 3412.5e6},
	    {"致态 TiPlus5000", W, SQ, MIB, 8, 1, 'b', 3087.2e6},
	    {"致态 TiPlus5000", R, RN, 4 * KIB, 1, 1, 'b', 62.4e6},
	    {"致态 TiPlus5000", W, RN, 4 * KIB, 1, 1, 'b', 180.9e6},
	    {"西数 SN550", R, SQ, MIB, 8, 1, 'b', 2431.0e6},
	    {"西数 SN550", W, SQ, MIB, 8, 1, 'b', 1950.3e6},
	    {"西数 SN550", R, RN, 4 * KIB, 1, 1, 'b', 45.8e6},
	    {"西数 SN550", W, RN, 4 * KIB, 1, 1, 'b', 151.2e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

/* A second figure in brackets: another metric, or the same spelt again. */
T_TEST(t_table_bracket_figure)
{
	static const char doc[] =
	    "## fio, 4 jobs, iodepth 32\n"
	    "\n"
	    "| Drive | Sequential read 128k | Random read 4k |\n"
	    "|---|---|---|\n"
	    "| Samsung 990 Pro | 7,012 MB/s (53.5K IOPS) | 3,120 MB/s (762K "
	    "IOPS) |\n"
	    "| Crucial P3 | 3,380 MiB/s (3544 MB/s) | 1,580 MB/s (+5%) |\n";
	static const struct tb_want want[] = {
	    {"Samsung 990 Pro", R, SQ, 128 * KIB, 32, 4, 'b', 7012e6},
	    {"Samsung 990 Pro", R, SQ, 128 * KIB, 32, 4, 'i', 53500},
	    {"Samsung 990 Pro", R, RN, 4 * KIB, 32, 4, 'b', 3120e6},
	    {"Samsung 990 Pro", R, RN, 4 * KIB, 32, 4, 'i', 762000},
	    {"Crucial P3", R, SQ, 128 * KIB, 32, 4, 'b', 3380.0 * MIB},
	    {"Crucial P3", R, RN, 4 * KIB, 32, 4, 'b', 1580e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

/* Bold and italic around figures: Markdown and inline HTML. */
T_TEST(t_table_emphasis)
{
	static const char doc[] =
	    "## Random 4K QD1 read (IOPS)\n"
	    "\n"
	    "| System | ext4 | xfs | btrfs |\n"
	    "|---|---|---|---|\n"
	    "| nvme-a | **14,210** | *13,980* | __12,044__ |\n"
	    "| nvme-b | <b>9,870</b> | _9,112_ | `8,470` |\n";
	static const struct tb_want want[] = {
	    {"nvme-a / ext4", R, RN, 4 * KIB, 1, -1, 'i', 14210},
	    {"nvme-a / xfs", R, RN, 4 * KIB, 1, -1, 'i', 13980},
	    {"nvme-a / btrfs", R, RN, 4 * KIB, 1, -1, 'i', 12044},
	    {"nvme-b / ext4", R, RN, 4 * KIB, 1, -1, 'i', 9870},
	    {"nvme-b / xfs", R, RN, 4 * KIB, 1, -1, 'i', 9112},
	    {"nvme-b / btrfs", R, RN, 4 * KIB, 1, -1, 'i', 8470},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

/* Bold and code markers in a system's cell are no part of its label. */
T_TEST(t_table_emphasis_in_label)
{
	static const char doc[] = "## Random 4K QD1 read (IOPS)\n"
				  "\n"
				  "| System | ext4 |\n"
				  "|---|---|\n"
				  "| **mdadm RAID0** (recommended) | 14,210 |\n"
				  "| `rcraid` | 9,870 |\n";
	static const struct tb_want want[] = {
	    {"mdadm RAID0 (recommended)", R, RN, 4 * KIB, 1, -1, 'i', 14210},
	    {"rcraid", R, RN, 4 * KIB, 1, -1, 'i', 9870},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

/* HD Tune: no unit in the table; the tool's rates are MB/s, access ms. */
T_TEST(t_table_hdtune_units)
{
	static const char doc[] =
	    "## HD Tune Pro 5.75 benchmark\n"
	    "\n"
	    "| Disk | Minimum | Maximum | Average | Access Time | Burst Rate "
	    "|\n"
	    "|---|---|---|---|---|---|\n"
	    "| WD Red 4TB | 68.2 | 180.5 | 145.2 | 12.9 | 210.3 |\n"
	    "| Seagate IronWolf 8TB | 95.1 | 231.0 | 178.4 | 11.4 | 245.8 |\n";
	/* HD Tune's Benchmark tab is its read test (nothing here says
	 * write): the average and the access time are one read result */
	static const struct tb_want want[] = {
	    {"WD Red 4TB", R, SQ, -1, -1, -1, 'b', 145.2e6},
	    {"WD Red 4TB", R, SQ, -1, -1, -1, 'a', 12.9e6},
	    {"Seagate IronWolf 8TB", R, SQ, -1, -1, -1, 'b', 178.4e6},
	    {"Seagate IronWolf 8TB", R, SQ, -1, -1, -1, 'a', 11.4e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	T_INT(d->n_res, 2);
	T_INT(d->warnings, 1); /* minimum, maximum and burst are not kept */
	/* the warning names the first skipped figure: 68.2, line 5 col 16 */
	{
		static const char w[] = "post.md:5:16: warning: table 1: 6 "
					"figure(s) skipped: '68.2'";

		T_OK(!strncmp(d->first_warning, w, strlen(w)));
	}
	if (d->n_runs)
		T_STR(d->runs[0].tool, "HD Tune");
}

/* The tool named in the row says the unit. */
T_TEST(t_table_tool_in_row)
{
	static const char doc[] =
	    "## Windows guest on Proxmox, virtio-scsi vs SATA\n"
	    "\n"
	    "| Controller | Tool | Test | Read | Write |\n"
	    "|---|---|---|---|---|\n"
	    "| virtio-scsi | CrystalDiskMark | SEQ1M Q8T1 | 1812.4 | 1544.0 |\n"
	    "| SATA | CrystalDiskMark | SEQ1M Q8T1 | 542.1 | 488.7 |\n";
	static const struct tb_want want[] = {
	    {"virtio-scsi", R, SQ, MIB, 8, 1, 'b', 1812.4e6},
	    {"virtio-scsi", W, SQ, MIB, 8, 1, 'b', 1544.0e6},
	    {"SATA", R, SQ, MIB, 8, 1, 'b', 542.1e6},
	    {"SATA", W, SQ, MIB, 8, 1, 'b', 488.7e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

/* Separators decided per table, never per cell. */
T_TEST(t_table_separators)
{
	/* English: "1,024" is a thousands group beside "880.5" */
	static const char en[] = "## Sequential read 1M QD8 (MB/s)\n"
				 "\n"
				 "| Host | Result |\n"
				 "|---|---|\n"
				 "| gp3 | 1,024 |\n"
				 "| io2 | 880.5 |\n";
	/* German with no number a convention alone reads: unsure */
	static const char de_amb[] = "## Sequenzielles Lesen 1M QD8 (MB/s)\n"
				     "\n"
				     "| Host | Ergebnis |\n"
				     "|---|---|\n"
				     "| gp3 | 1,024 |\n"
				     "| io2 | 880 |\n";
	/* German with "1.024" beside "880,5": 1024 */
	static const char de[] = "## Sequenzielles Lesen 1M QD8 (MB/s)\n"
				 "\n"
				 "| Host | Ergebnis |\n"
				 "|---|---|\n"
				 "| gp3 | 1.024 |\n"
				 "| io2 | 880,5 |\n";
	/* both conventions in one table: no number with a separator */
	static const char mixed[] = "## Sequential read 1M QD8 (MB/s)\n"
				    "\n"
				    "| Host | Result |\n"
				    "|---|---|\n"
				    "| gp3 | 1,024.5 |\n"
				    "| io2 | 880,5 |\n"
				    "| st1 | 250 |\n";
	static const struct tb_want want_en[] = {
	    {"gp3", R, SQ, MIB, 8, -1, 'b', 1024e6},
	    {"io2", R, SQ, MIB, 8, -1, 'b', 880.5e6},
	};
	static const struct tb_want want_de_amb[] = {
	    {"io2", R, SQ, MIB, 8, -1, 'b', 880e6},
	};
	static const struct tb_want want_de[] = {
	    {"gp3", R, SQ, MIB, 8, -1, 'b', 1024e6},
	    {"io2", R, SQ, MIB, 8, -1, 'b', 880.5e6},
	};
	/* both conventions in one table: each number only one of them
	 * reads ("1,024.5", "880,5") is read by it (paste19 #7) */
	static const struct tb_want want_mixed[] = {
	    {"gp3", R, SQ, MIB, 8, -1, 'b', 1024.5e6},
	    {"io2", R, SQ, MIB, 8, -1, 'b', 880.5e6},
	    {"st1", R, SQ, MIB, 8, -1, 'b', 250e6},
	};
	static const char mixed_amb[] = "## Sequential read 1M QD8 (MB/s)\n"
					"\n"
					"| Host | Result |\n"
					"|---|---|\n"
					"| gp3 | 1,024.5 |\n"
					"| io2 | 880,5 |\n"
					"| st1 | 1.250 |\n";
	struct tb_doc *d;

	d = tb_parse(en);
	TB_EXPECT(d, want_en);
	T_INT(d->warnings, 0);
	d = tb_parse(de_amb);
	TB_EXPECT(d, want_de_amb);
	T_INT(d->warnings, 1);
	T_STR(d->first_warning,
	      "post.md:5:9: warning: table 1: 1 figure(s) skipped: cannot "
	      "tell whether ',' or '.' separates thousands or decimals in "
	      "'1,024' (the table does not say)");
	d = tb_parse(de);
	TB_EXPECT(d, want_de);
	d = tb_parse(mixed);
	TB_EXPECT(d, want_mixed);
	T_INT(d->warnings, 0);
	/* "1.250" either reads: skipped, not guessed */
	d = tb_parse(mixed_amb);
	T_INT((long)d->n_res, 2);
	T_INT(d->warnings, 1);
	T_OK(strstr(d->first_warning, "'1.250'") != NULL);
}

/* Header cells: fewer than the body (right end), extra empty columns. */
T_TEST(t_table_header_shapes)
{
	/* the group column has no header cell */
	static const char fewer[] = "## CrystalDiskMark 8 (MB/s)\n"
				    "\n"
				    "| 항목 | 서버A | 서버B |\n"
				    "|---|---|---|\n"
				    "| 읽기 | SEQ1M Q8T1 | 512.3 | 488.1 |\n"
				    "| 쓰기 | SEQ1M Q8T1 | 470.0 | 455.9 |\n";
	/* an empty column between the systems, one after them */
	static const char extra[] =
	    "## CrystalDiskMark 8 (MB/s)\n"
	    "\n"
	    "| Test | PC-1 | | PC-2 | |\n"
	    "|---|---|---|---|---|\n"
	    "| SEQ1M Q8T1 Read | 3512.4 | | 2210.9 | |\n"
	    "| RND4K Q1T1 Read | 71.2 | | 55.3 | |\n";
	/* a value column with no header: whose figures they are is unknown */
	static const char headless[] = "## Sequential read 1M QD8 (MB/s)\n"
				       "\n"
				       "| Test | gp3 | io2 |\n"
				       "|---|---|---|\n"
				       "| run 1 | 251.2 | 880.1 | 1200.4 |\n"
				       "| run 2 | 250.8 | 879.6 | 1201.0 |\n";
	static const char overhang[] = "## Sequential read 1M QD8 (MB/s)\n"
				       "\n"
				       "| 구분 | 항목 | 서버A | 서버B |\n"
				       "|---|---|---|---|\n"
				       "| 순차 읽기 | 512.3 | 488.1 |\n"
				       "| 순차 쓰기 | 470.0 | 455.9 |\n";
	static const struct tb_want want_fewer[] = {
	    {"서버A", R, SQ, MIB, 8, 1, 'b', 512.3e6},
	    {"서버B", R, SQ, MIB, 8, 1, 'b', 488.1e6},
	    {"서버A", W, SQ, MIB, 8, 1, 'b', 470.0e6},
	    {"서버B", W, SQ, MIB, 8, 1, 'b', 455.9e6},
	};
	static const struct tb_want want_extra[] = {
	    {"PC-1", R, SQ, MIB, 8, 1, 'b', 3512.4e6},
	    {"PC-2", R, SQ, MIB, 8, 1, 'b', 2210.9e6},
	    {"PC-1", R, RN, 4 * KIB, 1, 1, 'b', 71.2e6},
	    {"PC-2", R, RN, 4 * KIB, 1, 1, 'b', 55.3e6},
	};
	static const struct tb_want want_headless[] = {
	    {"gp3", R, SQ, MIB, 8, -1, 'b', 251.2e6},
	    {"io2", R, SQ, MIB, 8, -1, 'b', 880.1e6},
	    {"gp3", R, SQ, MIB, 8, -1, 'b', 250.8e6},
	    {"io2", R, SQ, MIB, 8, -1, 'b', 879.6e6},
	};
	struct tb_doc *d;

	d = tb_parse(fewer);
	TB_EXPECT(d, want_fewer);
	d = tb_parse(extra);
	TB_EXPECT(d, want_extra);
	d = tb_parse(headless);
	TB_EXPECT(d, want_headless);
	T_INT(d->warnings, 1);
	/* a header wider than every row: whose figure is whose is unknown */
	d = tb_parse(overhang);
	T_INT(d->n_res, 0);
	T_INT(d->warnings, 1);
	T_OK(strstr(d->first_warning, "header names more systems") != NULL);
}

/* An HTML table: the group cell spans its rows. */
T_TEST(t_table_html_rowspan)
{
	static const char doc[] =
	    "<html><body><h2>CrystalDiskMark 7 결과 (MB/s)</h2>\n"
	    "<p>두 서버 비교</p>\n"
	    "<table>\n"
	    "<tr><th>구분</th><th>항목</th><th>서버A</th><th>서버B</th></tr>\n"
	    "<tr><td rowspan=\"2\">읽기</td><td>SEQ1M Q8T1</td>"
	    "<td><b>512.3</b></td><td>488.1</td></tr>\n"
	    "<tr><td>RND4K Q32T1</td><td>210.5</td><td>199.2</td></tr>\n"
	    "<tr><td rowspan=\"2\">쓰기</td><td>SEQ1M Q8T1</td>"
	    "<td>470.0</td><td>455.9</td></tr>\n"
	    "<tr><td>RND4K Q32T1</td><td>180.1</td><td>170.4</td></tr>\n"
	    "</table></body></html>\n";
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

/* Spanish, Italian, Polish and Russian hand tables. */
T_TEST(t_table_es_it_pl_ru)
{
	static const char es[] =
	    "## Prueba con fio: bloque 4K, profundidad de cola 32\n"
	    "\n"
	    "| Servidor | Lectura aleatoria (IOPS) | Escritura aleatoria "
	    "(IOPS) |\n"
	    "|---|---|---|\n"
	    "| Madrid-1 | 42.310 | 18.950 |\n"
	    "| Bogotá-2 | 39.870,5 | 17.204 |\n";
	static const char it[] = "## Test del disco (CrystalDiskMark 8)\n"
				 "\n"
				 "| Prova | Lettura | Scrittura |\n"
				 "|---|---|---|\n"
				 "| SEQ1M Q8T1 | 3.401,22 | 2.987,10 |\n"
				 "| RND4K Q1T1 | 61,35 | 155,80 |\n";
	static const char pl[] = "## Wyniki dd (bs=1M, oflag=direct)\n"
				 "\n"
				 "| Dysk | Zapis (MB/s) | Odczyt (MB/s) |\n"
				 "|---|---|---|\n"
				 "| sda | 145,3 | 160,8 |\n"
				 "| nvme0n1 | 1 | 2 |\n";
	static const char ru[] =
	    "## Результаты fio (блок 1M, глубина очереди 8)\n"
	    "\n"
	    "| Сервер | Последовательное чтение, МБ/с | Последовательная "
	    "запись, МБ/с |\n"
	    "|---|---|---|\n"
	    "| hetzner-ax41 | 3 120,5 | 2 870,1 |\n"
	    "| hetzner-ax42 | 1 234 567 КБ/с | 2 870 |\n";
	static const struct tb_want want_es[] = {
	    {"Madrid-1", R, RN, 4 * KIB, 32, -1, 'i', 42310},
	    {"Madrid-1", W, RN, 4 * KIB, 32, -1, 'i', 18950},
	    {"Bogotá-2", R, RN, 4 * KIB, 32, -1, 'i', 39870.5},
	    {"Bogotá-2", W, RN, 4 * KIB, 32, -1, 'i', 17204},
	};
	static const struct tb_want want_it[] = {
	    {"", R, SQ, MIB, 8, 1, 'b', 3401.22e6},
	    {"", W, SQ, MIB, 8, 1, 'b', 2987.10e6},
	    {"", R, RN, 4 * KIB, 1, 1, 'b', 61.35e6},
	    {"", W, RN, 4 * KIB, 1, 1, 'b', 155.80e6},
	};
	static const struct tb_want want_pl[] = {
	    {"sda", W, SQ, MIB, 1, 1, 'b', 145.3e6},
	    {"sda", R, SQ, MIB, 1, 1, 'b', 160.8e6},
	    {"nvme0n1", W, SQ, MIB, 1, 1, 'b', 1e6},
	    {"nvme0n1", R, SQ, MIB, 1, 1, 'b', 2e6},
	};
	static const struct tb_want want_ru[] = {
	    {"hetzner-ax41", R, SQ, MIB, 8, -1, 'b', 3120.5e6},
	    {"hetzner-ax41", W, SQ, MIB, 8, -1, 'b', 2870.1e6},
	    {"hetzner-ax42", R, SQ, MIB, 8, -1, 'b', 1234567e3},
	    {"hetzner-ax42", W, SQ, MIB, 8, -1, 'b', 2870e6},
	};
	struct tb_doc *d;

	d = tb_parse(es);
	TB_EXPECT(d, want_es);
	d = tb_parse(it);
	TB_EXPECT(d, want_it);
	d = tb_parse(pl);
	TB_EXPECT(d, want_pl);
	d = tb_parse(ru);
	TB_EXPECT(d, want_ru);
	/* a Russian table groups thousands with blanks: "2 870" is 2870 */
	T_INT(d->warnings, 0);
}

/* ---- the vocabulary ----------------------------------------------------- */

T_TEST(t_table_vocabulary)
{
	static const struct {
		const char *s;
		enum iodb_pattern p;
		enum iodb_op op;
		long long bs;
		enum testname_metric metric;
	} cases[] = {
	    {"Leitura sequencial", SQ, R, -1, 0},
	    {"Writing (MB/s)", 0, W, -1, TESTNAME_BW},
	    {"Reading (MB/s)", 0, R, -1, TESTNAME_BW},
	    {"Sequential writes", SQ, W, -1, 0},
	    {"Escrita aleatória 4K", RN, W, 4096, 0},
	    {"Gravação sequencial", SQ, W, -1, 0},
	    {"Lesen (sequenziell)", SQ, R, -1, 0},
	    {"Schreiben zufällig 4 KiB", RN, W, 4096, 0},
	    {"Wahlfreies Lesen", RN, R, -1, 0},
	    {"Lecture séquentielle", SQ, R, -1, 0},
	    {"Écriture aléatoire 4 Ko", RN, W, 4096, 0},
	    {"ÉCRITURE ALÉATOIRE", RN, W, -1, 0},
	    {"Lectura secuencial", SQ, R, -1, 0},
	    {"Escritura aleatoria", RN, W, -1, 0},
	    {"Lettura sequenziale", SQ, R, -1, 0},
	    {"Scrittura casuale", RN, W, -1, 0},
	    {"Odczyt sekwencyjny", SQ, R, -1, 0},
	    {"Zapis losowy", RN, W, -1, 0},
	    {"Последовательное чтение", SQ, R, -1, 0},
	    {"Случайная запись", RN, W, -1, 0},
	    {"ЧТЕНИЕ", 0, R, -1, 0},
	    {"顺序读取", SQ, R, -1, 0},
	    {"随机写入", RN, W, -1, 0},
	    {"读", 0, R, -1, 0},
	    {"写", 0, W, -1, 0},
	    {"シーケンシャル読み込み", SQ, R, -1, 0},
	    {"ランダム書き込み", RN, W, -1, 0},
	    {"読み出し", 0, R, -1, 0},
	    {"書き出し", 0, W, -1, 0},
	    {"순차 읽기", SQ, R, -1, 0},
	    {"랜덤 쓰기", RN, W, -1, 0},
	    {"Durchsatz", 0, 0, -1, TESTNAME_BW},
	    {"Latenz", 0, 0, -1, TESTNAME_LAT},
	    {"Débit (Mo/s)", 0, 0, -1, TESTNAME_BW},
	    {"Latência", 0, 0, -1, TESTNAME_LAT},
	    {"Velocidad", 0, 0, -1, TESTNAME_BW},
	    {"Скорость", 0, 0, -1, TESTNAME_BW},
	    {"Задержка", 0, 0, -1, TESTNAME_LAT},
	    {"吞吐量", 0, 0, -1, TESTNAME_BW},
	    {"延迟", 0, 0, -1, TESTNAME_LAT},
	    {"IOPS", 0, 0, -1, TESTNAME_IOPS},
	    /* not a read: "thread", "spread", "lease" */
	    {"Threads", 0, 0, -1, 0},
	    {"spread", 0, 0, -1, 0},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct testname t;

		testname_parse(cases[i].s, strlen(cases[i].s), 0, &t);
		if (t.cond.pattern != cases[i].p || t.cond.op != cases[i].op ||
		    t.cond.bs != cases[i].bs || t.metric != cases[i].metric)
			T_FAIL("'%s': pattern %d op %d bs %lld metric %d",
			       cases[i].s, t.cond.pattern, t.cond.op,
			       (long long)t.cond.bs, t.metric);
	}
	{
		struct testname t;

		testname_parse("Lesen / Schreiben (MB/s)", 24, 0, &t);
		T_INT(t.n_ops, 2);
		T_INT(t.ops[0], R);
		T_INT(t.ops[1], W);
		T_STR(t.unit, "MB/s");
		testname_parse("Block size", 10, 0, &t);
		T_INT(t.condition, 1);
		testname_parse("QD", 2, 0, &t);
		T_INT(t.condition, 2);
		testname_parse("QD32", 4, 0, &t);
		T_INT(t.condition, 0);
		T_INT(t.cond.iodepth, 32);
	}
	T_INT(testname_decimal_comma("Lesen", 5), 1);
	T_INT(testname_decimal_comma("Leitura sequencial", 18), 1);
	T_INT(testname_decimal_comma("Sequential read", 15), 0);
	T_INT(testname_decimal_comma("순차 읽기", strlen("순차 읽기")), 0);
}

/* ---- large tables: every row a result, in one pass -------------------- */

struct tb_count {
	size_t runs, results;
	double sum_iops, last_iops;
	char last_label[64];
};

static int tc_run(void *arg, const struct iodb_run *run)
{
	struct tb_count *c = arg;

	c->runs++;
	snprintf(c->last_label, sizeof(c->last_label), "%s",
		 run->label ? run->label : "");
	return 0;
}

static int tc_result(void *arg, const struct iodb_result *res)
{
	struct tb_count *c = arg;

	c->results++;
	c->sum_iops += res->iops;
	c->last_iops = res->iops;
	return 0;
}

static void tb_count_parse(const char *doc, size_t len, struct tb_count *c)
{
	struct ingest_ctx ctx = {0};

	memset(c, 0, sizeof(*c));
	ctx.path = "big.md";
	ctx.quiet = 1;
	ctx.sink.run = tc_run;
	ctx.sink.result = tc_result;
	ctx.sink.arg = c;
	T_INT(ingest_parse(&ctx, ingest_find("document"), doc, len), 0);
}

/*
 * 20,000 systems as rows (one run each), then 20,000 rows of one system
 * and one test (every row its own result: nothing to merge into).  The
 * mapping finds labels and entries by hashing and emits each entry once
 * (issue 14 item 7: labels x entries took 22 s here).
 */
T_TEST(t_table_large)
{
	enum { ROWS = 20000 };
	char *doc = malloc(ROWS * 64 + 256);
	struct tb_count c;
	size_t n;

	T_REQUIRE(doc);
	n = (size_t)sprintf(doc, "## fio results\n\n"
				 "| Host | Job | IOPS | BW (KiB/s) |\n"
				 "|---|---|---|---|\n");
	/* one run's rate is its IOPS x 4 KiB (part_no_run()) */
	for (int i = 0; i < ROWS; i++)
		n += (size_t)sprintf(
		    doc + n, "| host-%d | randread 4k QD32 | %d | %d |\n", i,
		    1000 + i, 4 * (1000 + i));
	tb_count_parse(doc, n, &c);
	T_INT(c.runs, ROWS);
	T_INT(c.results, ROWS);
	T_DBL(c.sum_iops, 1000.0 * ROWS + (ROWS - 1.0) * ROWS / 2);
	T_DBL(c.last_iops, 1000 + ROWS - 1);
	T_STR(c.last_label, "host-19999");

	n = (size_t)sprintf(doc, "## fio results\n\n"
				 "| Host | Job | IOPS |\n"
				 "|---|---|---|\n");
	for (int i = 0; i < ROWS; i++)
		n += (size_t)sprintf(
		    doc + n, "| db1 | randread 4k QD32 | %d |\n", 1000 + i);
	tb_count_parse(doc, n, &c);
	T_INT(c.runs, 1);
	T_INT(c.results, ROWS);
	T_DBL(c.last_iops, 1000 + ROWS - 1);
	free(doc);
}

/*
 * The entries by counts: 20,000 labels, then 20,000 figures of one test
 * (two metrics each), cost a bounded number of steps per addition.
 */
T_TEST(t_table_entries_linear)
{
	enum { N = 20000 };
	struct table_entries es = TABLE_ENTRIES_INIT;
	size_t *order = NULL, *start = NULL;
	char label[32];

	for (int i = 0; i < N; i++) {
		struct table_entry e;
		int li;

		snprintf(label, sizeof(label), "host-%d", i);
		li = table_entries_label(&es, label);
		T_INT(li, i);
		T_INT(table_entries_label(&es, label), i);
		table_entry_init(&e);
		e.label = li;
		e.iops = i;
		T_INT(table_entries_add(&es, &e), 0);
		e.iops = NAN;
		e.bw = i * 4096.0; /* the same test's MB/s: merged */
		T_INT(table_entries_add(&es, &e), 0);
	}
	T_INT(es.n, N);
	T_OK(es.steps < 4 * N);
	for (int i = 0; i < 2 * N; i++) {
		struct table_entry e;

		table_entry_init(&e);
		e.label = 0;
		if (i % 2)
			e.bw = i;
		else
			e.iops = i;
		T_INT(table_entries_add(&es, &e), 0);
	}
	/* host-0 had one full entry; N more, each IOPS then MB/s */
	T_INT(es.n, 2 * N);
	T_OK(es.steps < 12 * N);
	T_DBL(es.e[N].iops, 0);
	T_DBL(es.e[N].bw, 1);
	T_REQUIRE(!table_entries_by_label(&es, &order, &start));
	T_INT(start[0], 0);		   /* no entry without a label */
	T_INT(start[2] - start[1], N + 1); /* host-0 */
	T_INT(order[start[1] + 1], N);
	T_INT(start[N + 1], 2 * N);
	free(order);
	free(start);
	table_entries_release(&es);
}

/* A header group written once over two columns; a second header row. */
T_TEST(t_table_header_groups)
{
	static const char doc[] = "## fio 4k random, QD32, 4 jobs\n"
				  "\n"
				  "| Host | Read | | Write | |\n"
				  "|---|---|---|---|---|\n"
				  "| | MB/s | IOPS | MB/s | IOPS |\n"
				  "| vm-a | 410.2 | 100.1k | 120.5 | 29.4k |\n"
				  "| vm-b | 388.0 | 94.7k | 99.1 | 24.2k |\n";
	static const struct tb_want want[] = {
	    {"vm-a", R, RN, 4 * KIB, 32, 4, 'b', 410.2e6},
	    {"vm-a", R, RN, 4 * KIB, 32, 4, 'i', 100100},
	    {"vm-a", W, RN, 4 * KIB, 32, 4, 'b', 120.5e6},
	    {"vm-a", W, RN, 4 * KIB, 32, 4, 'i', 29400},
	    {"vm-b", R, RN, 4 * KIB, 32, 4, 'b', 388.0e6},
	    {"vm-b", R, RN, 4 * KIB, 32, 4, 'i', 94700},
	    {"vm-b", W, RN, 4 * KIB, 32, 4, 'b', 99.1e6},
	    {"vm-b", W, RN, 4 * KIB, 32, 4, 'i', 24200},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	T_INT(d->n_res, 4);
	TB_EXPECT(d, want);
}

/* Columns that are no measurement: relative change, units, "Value". */
T_TEST(t_table_side_columns)
{
	static const char change[] = "## Sequential read 1M QD8 (MB/s)\n"
				     "\n"
				     "| Host | Before | After | Change |\n"
				     "|---|---|---|---|\n"
				     "| gp3 | 250.1 | 301.7 | +20.6% |\n"
				     "| io2 | 880.3 | 902.4 | +2.5% |\n";
	static const char units[] = "## db1 (QD32, numjobs=1)\n"
				    "\n"
				    "| Test | Value | Unit |\n"
				    "|---|---|---|\n"
				    "| Sequential read 1M | 512.4 | MB/s |\n"
				    "| Random read 4K | 12,400 | IOPS |\n"
				    "| Random read 4K latency | 2.58 | ms |\n";
	static const struct tb_want want_change[] = {
	    {"gp3 / Before", R, SQ, MIB, 8, -1, 'b', 250.1e6},
	    {"gp3 / After", R, SQ, MIB, 8, -1, 'b', 301.7e6},
	    {"io2 / Before", R, SQ, MIB, 8, -1, 'b', 880.3e6},
	    {"io2 / After", R, SQ, MIB, 8, -1, 'b', 902.4e6},
	};
	static const struct tb_want want_units[] = {
	    {"", R, SQ, MIB, 32, 1, 'b', 512.4e6},
	    {"", R, RN, 4 * KIB, 32, 1, 'i', 12400},
	    {"", R, RN, 4 * KIB, 32, 1, 'l', 2.58e6},
	};
	struct tb_doc *d;

	d = tb_parse(change);
	TB_EXPECT(d, want_change);
	d = tb_parse(units);
	TB_EXPECT(d, want_units);
	T_INT(d->n_runs, 1);
	T_INT(table_cell_relative("+20.6%"), 1);
	T_INT(table_cell_relative("−3 %"), 1);
	T_INT(table_cell_relative("1.5x"), 1);
	T_INT(table_cell_relative("×2"), 1);
	T_INT(table_cell_relative("2배"), 1);
	T_INT(table_cell_relative("512.3"), 0);
	T_INT(table_cell_relative("xfs"), 0);
	T_INT(table_unit_metric("MB/s"), TESTNAME_BW);
	T_INT(table_unit_metric("IOPS"), TESTNAME_IOPS);
	T_INT(table_unit_metric("мс"), TESTNAME_LAT);
	T_INT(table_unit_metric("host"), TESTNAME_NONE);
}

/* ---- blank-aligned text tables ----------------------------------------- */

T_TEST(t_table_aligned_text)
{
	static const char en[] =
	    "Results on the two boxes (CrystalDiskMark 8, MB/s):\n"
	    "\n"
	    "```\n"
	    "Test                 nas-1     nas-2\n"
	    "-----------------  -------  --------\n"
	    "SEQ1M Q8T1 Read      112.4      98.7\n"
	    "SEQ1M Q8T1 Write     105.9      95.3\n"
	    "RND4K Q1T1 Read       12.1       9.8\n"
	    "```\n";
	/* Hangul is two columns wide; the group cell left blank */
	static const char ko[] = "## 디스크 벤치마크 (fio, MB/s, QD32)\n"
				 "\n"
				 "    구분       항목    서버A    서버B\n"
				 "    순차 읽기  1MiB    512.3    488.1\n"
				 "               4KiB    210.5    199.2\n"
				 "    쓰기       1MiB    470.0    455.9\n"
				 "               4KiB    180.1    170.4\n";
	/* prose with double blanks and iostat are no tables */
	static const char not_tables[] =
	    "The read test ran first.  Then the write test.  Both used\n"
	    "the same disk.  Results were similar to 2019.  Read speed\n"
	    "was 512 MB/s.  Write speed was 470 MB/s.  See below.\n"
	    "\n"
	    "Device            r/s     w/s     rkB/s     wkB/s\n"
	    "sda             12.00    4.00    512.00    128.00\n"
	    "sdb              1.00    0.00      4.00      0.00\n";
	static const struct tb_want want_en[] = {
	    {"nas-1", R, SQ, MIB, 8, 1, 'b', 112.4e6},
	    {"nas-2", R, SQ, MIB, 8, 1, 'b', 98.7e6},
	    {"nas-1", W, SQ, MIB, 8, 1, 'b', 105.9e6},
	    {"nas-2", W, SQ, MIB, 8, 1, 'b', 95.3e6},
	    {"nas-1", R, RN, 4 * KIB, 1, 1, 'b', 12.1e6},
	    {"nas-2", R, RN, 4 * KIB, 1, 1, 'b', 9.8e6},
	};
	static const struct tb_want want_ko[] = {
	    {"서버A", R, SQ, MIB, 32, -1, 'b', 512.3e6},
	    {"서버B", R, SQ, MIB, 32, -1, 'b', 488.1e6},
	    {"서버A", R, SQ, 4 * KIB, 32, -1, 'b', 210.5e6},
	    {"서버B", R, SQ, 4 * KIB, 32, -1, 'b', 199.2e6},
	    {"서버A", W, IODB_PATTERN_UNKNOWN, MIB, 32, -1, 'b', 470.0e6},
	    {"서버B", W, IODB_PATTERN_UNKNOWN, MIB, 32, -1, 'b', 455.9e6},
	    {"서버A", W, IODB_PATTERN_UNKNOWN, 4 * KIB, 32, -1, 'b', 180.1e6},
	    {"서버B", W, IODB_PATTERN_UNKNOWN, 4 * KIB, 32, -1, 'b', 170.4e6},
	};
	struct tb_doc *d;
	struct ingest_ctx ctx = {0};

	d = tb_parse(en);
	TB_EXPECT(d, want_en);
	d = tb_parse(ko);
	TB_EXPECT(d, want_ko);
	ctx.path = "post.md";
	ctx.quiet = 1;
	T_OK(ingest_parse(&ctx, ingest_find("document"), not_tables,
			  strlen(not_tables)) < 0);
}

/* "R/W" pairs in one cell, units per second in CJK, a Greek mu. */
T_TEST(t_table_pairs_and_units)
{
	static const char pairs[] =
	    "## CrystalDiskMark 6 (MB/s)\n"
	    "\n"
	    "| | Samsung 970 EVO | WD SN750 |\n"
	    "|---|---|---|\n"
	    "| Seq Q32T1 R/W | 3,512 / 2,497 | 3,470 / 2,980 |\n"
	    "| 4K Q32T1 R/W | 512.3 / 433.0 | 498.1 / 401.7 |\n";
	static const char zh[] = "## fio 随机读 4K，队列深度 32\n"
				 "\n"
				 "| 云盘 | 吞吐 (MB/秒) | 延迟 (μs) | IOPS |\n"
				 "|---|---|---|---|\n"
				 "| ESSD PL1 | 196.4 | 650.2 | 50.3K |\n"
				 "| 高效云盘 | 78.1 | 1630.8 | 20.0K |\n";
	static const struct tb_want want_pairs[] = {
	    {"Samsung 970 EVO", R, SQ, 128 * KIB, 32, 1, 'b', 3512e6},
	    {"Samsung 970 EVO", W, SQ, 128 * KIB, 32, 1, 'b', 2497e6},
	    {"WD SN750", R, SQ, 128 * KIB, 32, 1, 'b', 3470e6},
	    {"WD SN750", W, SQ, 128 * KIB, 32, 1, 'b', 2980e6},
	    {"Samsung 970 EVO", R, RN, 4 * KIB, 32, 1, 'b', 512.3e6},
	    {"Samsung 970 EVO", W, RN, 4 * KIB, 32, 1, 'b', 433.0e6},
	    {"WD SN750", R, RN, 4 * KIB, 32, 1, 'b', 498.1e6},
	    {"WD SN750", W, RN, 4 * KIB, 32, 1, 'b', 401.7e6},
	};
	static const struct tb_want want_zh[] = {
	    /* 50.3K x 4 KiB and 20.0K x 4 KiB: its MB/秒 are MiB/s */
	    {"ESSD PL1", R, RN, 4 * KIB, 32, -1, 'b', 196.4 * MIB},
	    {"ESSD PL1", R, RN, 4 * KIB, 32, -1, 'l', 650.2e3},
	    {"ESSD PL1", R, RN, 4 * KIB, 32, -1, 'i', 50300},
	    {"高效云盘", R, RN, 4 * KIB, 32, -1, 'b', 78.1 * MIB},
	    {"高效云盘", R, RN, 4 * KIB, 32, -1, 'l', 1630.8e3},
	    {"高效云盘", R, RN, 4 * KIB, 32, -1, 'i', 20000},
	};
	struct tb_doc *d;

	d = tb_parse(pairs);
	TB_EXPECT(d, want_pairs);
	d = tb_parse(zh);
	TB_EXPECT(d, want_zh);
	T_INT(d->n_res, 2);
}

/*
 * Among CrystalDiskMark 6 to 8 tests ("Q32T16") a row naming no queue
 * ("シーケンシャルリード") is SEQ1M Q8T1 or SEQ1M Q1T1: no size or queue is
 * guessed (CDM 5's bare "Seq" still is 1 MiB at QD1), and "Seq Q8T1"
 * without its size is CDM 8's 1 MiB test.
 */
T_TEST(t_table_cdm_modern_bare_sequential)
{
	static const char ja[] = "# NVMe SSD に換装\n"
				 "\n"
				 "CrystalDiskMark 8 の結果です。\n"
				 "\n"
				 "- シーケンシャルリード: 3,450 MB/s\n"
				 "- シーケンシャルライト: 2,980 MB/s\n"
				 "- ランダムリード(4K Q32T16): 450 MB/s\n"
				 "- ランダムライト(4K Q32T16): 390 MB/s\n";
	static const char cdm5[] = "## CrystalDiskMark 5 (MB/s)\n"
				   "\n"
				   "| Test | Read | Write |\n"
				   "|---|---|---|\n"
				   "| Seq Q32T1 | 550.1 | 510.2 |\n"
				   "| Seq | 520.3 | 500.4 |\n";
	static const char q8[] = "## CrystalDiskMark (MB/s)\n"
				 "\n"
				 "| Test | Read | Write |\n"
				 "|---|---|---|\n"
				 "| Seq Q8T1 | 3,501.2 | 3,012.3 |\n"
				 "| 4K Q32T16 | 1,501.2 | 1,212.3 |\n";
	static const struct tb_want want_ja[] = {
	    {"", R, SQ, -1, -1, -1, 'b', 3450e6},
	    {"", W, SQ, -1, -1, -1, 'b', 2980e6},
	    {"", R, RN, 4 * KIB, 32, 16, 'b', 450e6},
	    {"", W, RN, 4 * KIB, 32, 16, 'b', 390e6},
	};
	static const struct tb_want want_cdm5[] = {
	    {"", R, SQ, 128 * KIB, 32, 1, 'b', 550.1e6},
	    {"", W, SQ, 128 * KIB, 32, 1, 'b', 510.2e6},
	    {"", R, SQ, MIB, 1, 1, 'b', 520.3e6},
	    {"", W, SQ, MIB, 1, 1, 'b', 500.4e6},
	};
	static const struct tb_want want_q8[] = {
	    {"", R, SQ, MIB, 8, 1, 'b', 3501.2e6},
	    {"", W, SQ, MIB, 8, 1, 'b', 3012.3e6},
	    {"", R, RN, 4 * KIB, 32, 16, 'b', 1501.2e6},
	    {"", W, RN, 4 * KIB, 32, 16, 'b', 1212.3e6},
	};
	struct tb_doc *d;

	d = tb_parse(ja);
	TB_EXPECT(d, want_ja);
	d = tb_parse(cdm5);
	TB_EXPECT(d, want_cdm5);
	d = tb_parse(q8);
	TB_EXPECT(d, want_q8);
}

/*
 * Lines "name：value" naming a direction and a pattern, with or without a
 * bullet, are a list of results ("随机读：95,000 IOPS" with no block size);
 * unbulleted English lines are not (CrystalDiskMark's own text export).
 */
T_TEST(t_table_colon_lines_cjk)
{
	static const char zh[] = "## 测试结果\n"
				 "\n"
				 "顺序读：520MB/s\n"
				 "顺序写：480MB/s\n"
				 "随机读：95,000 IOPS\n"
				 "随机写：80,000 IOPS\n";
	static const char ko[] = "## 결과\n"
				 "\n"
				 "- 순차 읽기: 3,100 MB/s\n"
				 "- 랜덤 쓰기: 41,000 IOPS\n";
	static const struct tb_want want_zh[] = {
	    {"", R, SQ, -1, -1, -1, 'b', 520e6},
	    {"", W, SQ, -1, -1, -1, 'b', 480e6},
	    {"", R, RN, -1, -1, -1, 'i', 95000},
	    {"", W, RN, -1, -1, -1, 'i', 80000},
	};
	static const struct tb_want want_ko[] = {
	    {"", R, SQ, -1, -1, -1, 'b', 3100e6},
	    {"", W, RN, -1, -1, -1, 'i', 41000},
	};
	static const char cdm_ja[] = "CrystalDiskMark 8 の結果です。\n"
				     "\n"
				     "SEQ1M Q8T1 読み込み：3,512MB/s\n"
				     "RND4K Q32T16 書き込み：1,500MB/s\n";
	static const struct tb_want want_cdm_ja[] = {
	    {"", R, SQ, MIB, 8, 1, 'b', 3512e6},
	    {"", W, RN, 4 * KIB, 32, 16, 'b', 1500e6},
	};
	struct tb_doc *d;

	d = tb_parse(zh);
	TB_EXPECT(d, want_zh);
	T_INT(d->n_res, 4);
	d = tb_parse(ko);
	TB_EXPECT(d, want_ko);
	T_INT(d->n_res, 2);
	d = tb_parse(cdm_ja);
	TB_EXPECT(d, want_cdm_ja);
	T_INT(d->n_res, 2);
}

/* Counts in East Asian ten-thousands: "5万", "4.8万", "12만", "1.6만 IOPS". */
T_TEST(t_table_myriad_counts)
{
	static const char zh[] = "## 测试结果（4K，iodepth=32）\n"
				 "\n"
				 "| 云盘类型 | 随机读 IOPS | 随机写 IOPS |\n"
				 "|---|---|---|\n"
				 "| ESSD PL1 | 5万 | 4.8万 |\n"
				 "| 高效云盘 | 5000 | 5,000 |\n";
	static const char ko[] = "## 결과 (4K 랜덤, QD32)\n"
				 "\n"
				 "| 디스크 | 읽기 | 쓰기 |\n"
				 "|---|---|---|\n"
				 "| 로컬 NVMe | 12만 IOPS | 9.5만 IOPS |\n";
	static const struct tb_want want_zh[] = {
	    {"ESSD PL1", R, RN, 4 * KIB, 32, -1, 'i', 50000},
	    {"ESSD PL1", W, RN, 4 * KIB, 32, -1, 'i', 48000},
	    {"高效云盘", R, RN, 4 * KIB, 32, -1, 'i', 5000},
	    {"高效云盘", W, RN, 4 * KIB, 32, -1, 'i', 5000},
	};
	static const struct tb_want want_ko[] = {
	    {"로컬 NVMe", R, RN, 4 * KIB, 32, -1, 'i', 120000},
	    {"로컬 NVMe", W, RN, 4 * KIB, 32, -1, 'i', 95000},
	};
	struct tb_doc *d;

	d = tb_parse(zh);
	TB_EXPECT(d, want_zh);
	T_INT(d->n_res, 4);
	d = tb_parse(ko);
	TB_EXPECT(d, want_ko);
	T_INT(d->n_res, 2);
}

/*
 * Systems in a column and value columns naming another system beside
 * their unit ("| Workload | Cache | v1 median MiB/s | v2 median MiB/s |"):
 * each figure is the row's system under the column's ("Off / v1"), never
 * two figures of one label and test.
 */
T_TEST(t_table_system_column_and_named_value_columns)
{
	static const char doc[] =
	    "# Write performance\n"
	    "\n"
	    "| Workload | Cache | 0.4.426.1 median MiB/s | 0.4.476.1 median "
	    "MiB/s |\n"
	    "|---|---|---:|---:|\n"
	    "| RND4K Q1T1 | Off | 4.70 | 1.02 |\n"
	    "| SEQ1M Q8T1 | Eager | 15,349.85 | 13,952.95 |\n";
	static const char ko[] = "## 결과\n"
				 "\n"
				 "| 테스트 | 디스크 | 이전 MB/s | 이후 MB/s |\n"
				 "|---|---|---|---|\n"
				 "| 순차 읽기 | NVMe | 3,100 | 3,350 |\n";
	static const struct tb_want want[] = {
	    {"Off / 0.4.426.1", W, RN, 4 * KIB, 1, 1, 'b', 4.70 * MIB},
	    {"Off / 0.4.476.1", W, RN, 4 * KIB, 1, 1, 'b', 1.02 * MIB},
	    {"Eager / 0.4.426.1", W, SQ, MIB, 8, 1, 'b', 15349.85 * MIB},
	    {"Eager / 0.4.476.1", W, SQ, MIB, 8, 1, 'b', 13952.95 * MIB},
	};
	static const struct tb_want want_ko[] = {
	    {"NVMe / 이전", R, SQ, -1, -1, -1, 'b', 3100e6},
	    {"NVMe / 이후", R, SQ, -1, -1, -1, 'b', 3350e6},
	};
	struct tb_doc *d;

	d = tb_parse(doc);
	TB_EXPECT(d, want);
	T_INT(d->n_res, 4);
	d = tb_parse(ko);
	TB_EXPECT(d, want_ko);
	T_INT(d->n_res, 2);
}

/*
 * A column of ratios ("**8.4x**", "3-4x") with a note among them
 * ("(latency-bound)") is derived, no system; a column of sizes that alone
 * tells the rows apart ("| Readahead | Cold Read Speed |") labels them.
 */
T_TEST(t_table_ratio_column_and_size_rows)
{
	static const char ratio[] =
	    "## Summary\n"
	    "\n"
	    "| Metric | Stage 1 | Stage 6 | Speedup |\n"
	    "|---|---|---|---|\n"
	    "| SEQ1M Q8T1 Read | 932 MB/s | 7,856 MB/s | **8.4x** |\n"
	    "| RND4K Q1T1 Read | 23 MB/s | 27 MB/s | (latency-bound) |\n"
	    "| SEQ1M Q1T1 Write | 407 MB/s | 1,697 MB/s | **3-4x** |\n";
	static const char sizes[] = "## Readahead tuning\n"
				    "\n"
				    "| Readahead | Cold Read Speed |\n"
				    "|---|---|\n"
				    "| 128 KB (default) | 538 MB/s |\n"
				    "| 4 MB | **2,500 MB/s (+365%)** |\n";
	static const char capacity[] = "## Disks\n"
				       "\n"
				       "| Disk | Capacity | Read |\n"
				       "|---|---|---|\n"
				       "| A | 512 GB | 550 MB/s |\n"
				       "| B | 1 TB | 560 MB/s |\n";
	static const struct tb_want want_ratio[] = {
	    {"Stage 1", R, SQ, MIB, 8, 1, 'b', 932e6},
	    {"Stage 6", R, SQ, MIB, 8, 1, 'b', 7856e6},
	    {"Stage 1", R, RN, 4 * KIB, 1, 1, 'b', 23e6},
	    {"Stage 6", R, RN, 4 * KIB, 1, 1, 'b', 27e6},
	    {"Stage 1", W, SQ, MIB, 1, 1, 'b', 407e6},
	    {"Stage 6", W, SQ, MIB, 1, 1, 'b', 1697e6},
	};
	static const struct tb_want want_sizes[] = {
	    {"128 KB (default)", R, 0, -1, -1, -1, 'b', 538e6},
	    {"4 MB", R, 0, -1, -1, -1, 'b', 2500e6},
	};
	static const struct tb_want want_capacity[] = {
	    {"A", R, 0, -1, -1, -1, 'b', 550e6},
	    {"B", R, 0, -1, -1, -1, 'b', 560e6},
	};
	struct tb_doc *d;

	d = tb_parse(ratio);
	TB_EXPECT(d, want_ratio);
	T_INT(d->n_res, 6);
	d = tb_parse(sizes);
	TB_EXPECT(d, want_sizes);
	T_INT(d->n_res, 2);
	d = tb_parse(capacity);
	TB_EXPECT(d, want_capacity);
	T_INT(d->n_res, 2);
}

/*
 * Network transfers (a "Network perf" heading, "scp(upload)" columns) are
 * no storage results; columns naming tools under a heading naming both
 * directions ("hdparm read/ dd write") are each their tool's: dd's
 * direction unsaid, hdparm's a read (its timings only read).
 */
T_TEST(t_table_network_and_tool_columns)
{
	static const char doc[] =
	    "#### 1. IO perf(hdparm read/ dd write)\n"
	    "| raspberry pi 3b+ | hdparm(r) buffer | dd(w) |\n"
	    "| :--- | :---: | :---: |\n"
	    "| **TF card** | 21.78 MB/s | 18.9 MB/s |\n"
	    "| **hard disk** | 33.28 MB/s | 33.3 MB/s |\n"
	    "\n"
	    "#### 2. Network perf\n"
	    "| raspberry pi 3b+ | scp(upload 2GB) | http(upload 3GB) |\n"
	    "| :--- | :---: | :---: |\n"
	    "| **2.4G** | 2.2 MB/s | 2.27 MB/s |\n"
	    "| **5G** | 2.5 MB/s | 2.6 MB/s |\n"
	    "\n"
	    "#### 3. NFS storage over the network (fio, 1M)\n"
	    "| client | read |\n"
	    "|---|---|\n"
	    "| nas-1 | 110 MB/s |\n"
	    "| nas-2 | 98 MB/s |\n";
	struct tb_doc *d = tb_parse(doc);
	size_t hdparm = 0, dd = 0, nfs = 0;

	T_INT(d->n_res, 6);
	for (size_t i = 0; i < d->n_res; i++) {
		const struct tb_res *r = &d->res[i];
		const struct tb_run *run = &d->runs[r->run];

		T_OK(r->r.bw_bytes > 9e6);
		if (!strcmp(run->tool, "hdparm")) {
			hdparm++;
			T_INT(r->r.cond.op, IODB_OP_READ);
		} else if (!strcmp(run->tool, "dd")) {
			dd++;
		} else {
			nfs++;
			T_INT(r->r.cond.op, IODB_OP_READ);
		}
	}
	T_INT(hdparm, 2);
	T_INT(dd, 2);
	T_INT(nfs, 2);
	T_OK(strstr(d->first_warning, "network") != NULL);
}

/*
 * fio's rw names as rows: beside "Randread", "Read" is sequential.  Its
 * "MB/s" are 1,024,000 bytes (fio's KiB/s divided by 1000): 6086 x 4 KiB
 * and 3770 x 4 KiB say so, and so the whole table is read.
 */
T_TEST(t_table_fio_rw_rows)
{
	static const char doc[] =
	    "# Amazon Basics 64GB CQ ON\n"
	    "| Block Size | 4k (IOPS) | 1m (IOPS) |\n"
	    "|---|---|---|\n"
	    "| Read | 24.34 MB/s (6086) | 91.88 MB/s (89) |\n"
	    "| Randread | 15.08 MB/s (3770) | 92.01 MB/s (89) |\n";
	static const char alone[] = "## sdb\n"
				    "| Test | MB/s |\n"
				    "|---|---|\n"
				    "| Read | 510.2 |\n"
				    "| Write | 480.7 |\n";
	static const struct tb_want want[] = {
	    {"Amazon Basics 64GB CQ ON", R, SQ, 4 * KIB, -1, -1, 'i', 6086},
	    {"Amazon Basics 64GB CQ ON", R, SQ, 4 * KIB, -1, -1, 'b',
	     24.34 * 1.024e6},
	    {"Amazon Basics 64GB CQ ON", R, SQ, MIB, -1, -1, 'b',
	     91.88 * 1.024e6},
	    {"Amazon Basics 64GB CQ ON", R, SQ, MIB, -1, -1, 'i', 89},
	    {"Amazon Basics 64GB CQ ON", R, RN, 4 * KIB, -1, -1, 'b',
	     15.08 * 1.024e6},
	    {"Amazon Basics 64GB CQ ON", R, RN, 4 * KIB, -1, -1, 'i', 3770},
	    {"Amazon Basics 64GB CQ ON", R, RN, MIB, -1, -1, 'b',
	     92.01 * 1.024e6},
	    {"Amazon Basics 64GB CQ ON", R, RN, MIB, -1, -1, 'i', 89},
	};
	static const struct tb_want want_alone[] = {
	    {"", R, 0, -1, -1, -1, 'b', 510.2e6},
	    {"", W, 0, -1, -1, -1, 'b', 480.7e6},
	};
	struct tb_doc *d;

	d = tb_parse(doc);
	TB_EXPECT(d, want);
	T_INT(d->n_res, 4);
	d = tb_parse(alone);
	TB_EXPECT(d, want_alone);
}

/*
 * A section's conditions (its command, bs=128k) hold for each of its
 * tables, one per metric under bold captions; "N Processes" columns are
 * fio's numjobs; "(Microsecond)", "(微秒)" name the latency unit.
 */
T_TEST(t_table_section_tables_processes_microseconds)
{
	static const char doc[] =
	    "## Sequential Read\n"
	    "\n"
	    "```\n"
	    "fio -directory=/mnt -ioengine=psync -rw=read -bs=128k -direct=1 "
	    "-name=t -numjobs={}\n"
	    "```\n"
	    "\n"
	    "**Bandwidth (MB/s)**\n"
	    "\n"
	    "|           | 1 Process | 4 Processes |\n"
	    "|-----------|-----------|-------------|\n"
	    "| 1 Client  | 148.000   | 626.000     |\n"
	    "\n"
	    "**Latency (Microsecond)**\n"
	    "\n"
	    "|           | 1 Process | 4 Processes |\n"
	    "|-----------|-----------|-------------|\n"
	    "| 1 Client  | 842.200   | 794.340     |\n"
	    "\n"
	    "**延迟(微秒)**\n"
	    "\n"
	    "|           | 1 Process | 4 Processes |\n"
	    "|-----------|-----------|-------------|\n"
	    "| 2 Clients | 874.255   | 801.690     |\n";
	static const struct tb_want want[] = {
	    {"1 Client", R, SQ, 128 * KIB, -1, 1, 'b', 148e6},
	    {"1 Client", R, SQ, 128 * KIB, -1, 4, 'b', 626e6},
	    {"1 Client", R, SQ, 128 * KIB, -1, 1, 'l', 842200},
	    {"1 Client", R, SQ, 128 * KIB, -1, 4, 'l', 794340},
	    {"2 Clients", R, SQ, 128 * KIB, -1, 1, 'l', 874255},
	    {"2 Clients", R, SQ, 128 * KIB, -1, 4, 'l', 801690},
	};
	struct tb_doc *d = tb_parse(doc);

	TB_EXPECT(d, want);
}

/*
 * Tables of another benchmark's results (kafka-producer-perf-test,
 * pgbench above them in their section) are no storage results, while an
 * fio section after such a section is read; "±4.58" columns are
 * deviations, never systems.
 */
T_TEST(t_table_foreign_bench_and_deviations)
{
	static const char doc[] =
	    "## S1. Producer throughput\n"
	    "```sh\n"
	    "bin/kafka-producer-perf-test.sh --topic t --num-records 100000\n"
	    "```\n"
	    "### S1 - 결과\n"
	    "메시지 수 | Throughput (NFS) | Throughput (Ceph)\n"
	    "-|-|-\n"
	    "100 | 0.06 MB/sec | 0.16 MB/sec\n"
	    "500 | 0.25 MB/sec | 0.70 MB/sec\n"
	    "\n"
	    "## fio on the same disks\n"
	    "\n"
	    "Storage | Seq read (MB/s) | Std\n"
	    "-|-|-\n"
	    "Ceph | 145.41 | ±4.58\n"
	    "NFS | 65.54 | ±11.68\n";
	static const struct tb_want want[] = {
	    {"Ceph", R, SQ, -1, -1, -1, 'b', 145.41e6},
	    {"NFS", R, SQ, -1, -1, -1, 'b', 65.54e6},
	};
	struct tb_doc *d = tb_parse(doc);

	TB_EXPECT(d, want);
	T_OK(strstr(d->first_warning, "kafka-producer-perf-test") != NULL);
}

/*
 * "57.6k / 225MiB/s": a bare count beside a throughput is the IOPS of the
 * same result; "ローカルディスク IOPS / 帯域" names the system before its
 * metrics.
 */
T_TEST(t_table_count_beside_rate)
{
	static const char doc[] =
	    "## 結果\n"
	    "\n"
	    "| テスト | ローカルディスク IOPS / 帯域 | 標準ディスク IOPS / "
	    "帯域 |\n"
	    "|---|---|---|\n"
	    "| ランダムライト(4k) | 44.7k / 175MiB/s | 1998 / 7995KiB/s |\n";
	static const char dirs[] = "## Read / Write (MB/s)\n"
				   "\n"
				   "| Disk | Seq |\n"
				   "|---|---|\n"
				   "| A | 244 / 10 |\n";
	static const struct tb_want want[] = {
	    {"ローカルディスク", W, RN, 4 * KIB, -1, -1, 'i', 44700},
	    {"ローカルディスク", W, RN, 4 * KIB, -1, -1, 'b', 175 * MIB},
	    {"標準ディスク", W, RN, 4 * KIB, -1, -1, 'i', 1998},
	    {"標準ディスク", W, RN, 4 * KIB, -1, -1, 'b', 7995 * KIB},
	};
	static const struct tb_want want_dirs[] = {
	    {"A", R, SQ, -1, -1, -1, 'b', 244e6},
	    {"A", W, SQ, -1, -1, -1, 'b', 10e6},
	};
	struct tb_doc *d;

	d = tb_parse(doc);
	TB_EXPECT(d, want);
	T_INT(d->n_res, 2);
	d = tb_parse(dirs);
	TB_EXPECT(d, want_dirs);
}

/* A size with no rate said anywhere ("最大容量 | 32768 GB") is no
 * throughput; a cloud's table of maxima in ten-thousands ("100万" under
 * "最大IOPS") is no measurement either. */
T_TEST(t_table_sizes_and_maxima_are_no_results)
{
	static const char params[] =
	    "云盘参数对比\n"
	    "参数 | SSD 云盘 | 高效云盘 | 普通云盘 |\n"
	    "---|---|---|---|\n"
	    "最大容量 | 32768 GB | 32768 GB | 2000 GB |\n"
	    "最大 IOPS | 20000 * | 3000 * | 数百 |\n";
	static const char maxima[] = "云盘类型 | 最大IOPS | 最大吞吐量 |\n"
				     "---|---|---|\n"
				     "ESSD PL3 | 100万 | 4GB/s |\n"
				     "高效云盘 | 5000 | 140MB/s |\n";
	struct tb_doc *d;

	d = tb_parse(params);
	T_INT(d->n_res, 0);
	/* "参数" over row names is no datasheet column: the heading's
	 * "参数" makes the table the vendor's figures */
	T_OK(strstr(d->first_warning, "no rate") != NULL ||
	     strstr(d->first_warning, "datasheet") != NULL);
	d = tb_parse(maxima);
	T_INT(d->n_res, 0);
}

/* A prose sentence above a table naming both directions ("读项目...；包含写入
 * 的项目...。") does not ask every row for two figures. */
T_TEST(t_table_sentence_naming_both_directions)
{
	static const char doc[] =
	    "## 性能\n"
	    "\n"
	    "读项目使用 measured 吞吐；包含写入的项目使用 fully-drained 吞吐，"
	    "即实际字节数除以排空时间之和。\n"
	    "\n"
	    "| 负载 | BrewFS | JuiceFS |\n"
	    "| --- | ---: | ---: |\n"
	    "| 随机读 | 2,510.7 MiB/s | 1,773.3 MiB/s |\n"
	    "| 混合随机 I/O，total | 475.77 MiB/s | 190.55 MiB/s |\n";
	static const struct tb_want want[] = {
	    {"BrewFS", R, RN, -1, -1, -1, 'b', 2510.7 * MIB},
	    {"JuiceFS", R, RN, -1, -1, -1, 'b', 1773.3 * MIB},
	    /* "混合" (mixed): one figure for both directions */
	    {"BrewFS", IODB_OP_READWRITE, RN, -1, -1, -1, 'b', 475.77 * MIB},
	    {"JuiceFS", IODB_OP_READWRITE, RN, -1, -1, -1, 'b', 190.55 * MIB},
	};
	struct tb_doc *d = tb_parse(doc);

	TB_EXPECT(d, want);
}

/* Per second in Korean: "MB/초" in a cell and in a heading. */
T_TEST(t_table_korean_per_second)
{
	static const char cells[] = "## 결과\n"
				    "\n"
				    "| 디스크 | 읽기 | 쓰기 |\n"
				    "|---|---|---|\n"
				    "| A | 512 MB/초 | 1.1 GB/초 |\n";
	static const char heading[] = "## 결과 (순차 읽기, MB/초)\n"
				      "\n"
				      "| 디스크 | 속도 |\n"
				      "|---|---|\n"
				      "| B | 1,200 |\n";
	static const struct tb_want want_cells[] = {
	    {"A", R, 0, -1, -1, -1, 'b', 512e6},
	    {"A", W, 0, -1, -1, -1, 'b', 1.1e9},
	};
	static const struct tb_want want_heading[] = {
	    {"B", R, SQ, -1, -1, -1, 'b', 1200e6},
	};
	struct tb_doc *d;

	d = tb_parse(cells);
	TB_EXPECT(d, want_cells);
	d = tb_parse(heading);
	TB_EXPECT(d, want_heading);
}

/* An HTML table's caption is its heading: the unit and tool it names. */
T_TEST(t_table_html_caption)
{
	static const char doc[] =
	    "<html><body><p>Some text about our servers and the disks.</p>\n"
	    "<table><caption>fio random read 4K, QD32 (IOPS)</caption>\n"
	    "<tr><th>Server</th><th>ext4</th><th>xfs</th></tr>\n"
	    "<tr><td>db1</td><td>45,210</td><td>47,002</td></tr>\n"
	    "<tr><td>db2</td><td>38,900</td><td>40,115</td></tr>\n"
	    "</table>\n"
	    "<table><caption>HD Tune Pro 5.75</caption>\n"
	    "<tr><th>Disk</th><th>Average</th><th>Access Time</th></tr>\n"
	    "<tr><td>WD Red 4TB</td><td>145.2</td><td>12.9</td></tr>\n"
	    "</table></body></html>\n";
	static const struct tb_want want[] = {
	    {"db1 / ext4", R, RN, 4 * KIB, 32, -1, 'i', 45210},
	    {"db1 / xfs", R, RN, 4 * KIB, 32, -1, 'i', 47002},
	    {"db2 / ext4", R, RN, 4 * KIB, 32, -1, 'i', 38900},
	    {"db2 / xfs", R, RN, 4 * KIB, 32, -1, 'i', 40115},
	    {"WD Red 4TB", R, SQ, -1, -1, -1, 'b', 145.2e6},
	    {"WD Red 4TB", R, SQ, -1, -1, -1, 'a', 12.9e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	T_REQUIRE(d->n_runs == 5);
	T_STR(d->runs[0].tool, "fio");
	T_STR(d->runs[4].tool, "HD Tune");
}

/* German metric columns of one test merge into one result each. */
T_TEST(t_table_de_metrics)
{
	static const char doc[] =
	    "## Benchmark der Cloud-Volumes (fio, 4k, iodepth=32)\n"
	    "\n"
	    "| Volume | Lesen IOPS | Schreiben IOPS | Latenz Lesen (ms) |\n"
	    "|---|---|---|---|\n"
	    "| Standard | 3.000 | 3.000 | 10,6 |\n"
	    "| Premium | 12.450 | 11.980 | 2,57 |\n";
	static const struct tb_want want[] = {
	    {"Standard", R, 0, 4 * KIB, 32, -1, 'i', 3000},
	    {"Standard", R, 0, 4 * KIB, 32, -1, 'l', 10.6e6},
	    {"Standard", W, 0, 4 * KIB, 32, -1, 'i', 3000},
	    {"Premium", R, 0, 4 * KIB, 32, -1, 'i', 12450},
	    {"Premium", R, 0, 4 * KIB, 32, -1, 'l', 2.57e6},
	    {"Premium", W, 0, 4 * KIB, 32, -1, 'i', 11980},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	T_INT(d->n_res, 4);
	TB_EXPECT(d, want);
}

/* Notes columns and average rows are no systems; colspan headers. */
T_TEST(t_table_notes_average_colspan)
{
	static const char pt[] =
	    "## Teste com dd (bs=1M count=1000 oflag=direct)\n"
	    "\n"
	    "| Máquina | Escrita | Leitura | Observação |\n"
	    "|---|---|---|---|\n"
	    "| VPS-1 | 312 MB/s | 1,1 GB/s | disco SSD |\n"
	    "| VPS-2 | 95,4 MB/s | 180 MB/s | HDD |\n"
	    "| Média | 203,7 MB/s | 640 MB/s | |\n";
	static const char ja[] =
	    "<html><body><h2>ディスク性能比較 (CrystalDiskMark 8.0.4)</h2>\n"
	    "<table>\n"
	    "<tr><th rowspan=\"2\">ディスク</th><th colspan=\"2\">SEQ1M "
	    "Q8T1</th><th colspan=\"2\">RND4K Q32T1</th></tr>\n"
	    "<tr><th>読込</th><th>書込</th><th>読込</th><th>書込</th></tr>\n"
	    "<tr><td>標準ディスク</td><td>210.5</td><td>198.3</td>"
	    "<td>45.2</td><td>40.1</td></tr>\n"
	    "<tr><td>高速ディスク</td><td>512.8</td><td>488.0</td>"
	    "<td>150.7</td><td>140.9</td></tr>\n"
	    "</table></body></html>\n";
	static const struct tb_want want_pt[] = {
	    {"VPS-1", W, SQ, MIB, 1, 1, 'b', 312e6},
	    {"VPS-1", R, SQ, MIB, 1, 1, 'b', 1.1e9},
	    {"VPS-2", W, SQ, MIB, 1, 1, 'b', 95.4e6},
	    {"VPS-2", R, SQ, MIB, 1, 1, 'b', 180e6},
	};
	static const struct tb_want want_ja[] = {
	    {"標準ディスク", R, SQ, MIB, 8, 1, 'b', 210.5e6},
	    {"標準ディスク", W, SQ, MIB, 8, 1, 'b', 198.3e6},
	    {"標準ディスク", R, RN, 4 * KIB, 32, 1, 'b', 45.2e6},
	    {"標準ディスク", W, RN, 4 * KIB, 32, 1, 'b', 40.1e6},
	    {"高速ディスク", R, SQ, MIB, 8, 1, 'b', 512.8e6},
	    {"高速ディスク", W, SQ, MIB, 8, 1, 'b', 488.0e6},
	    {"高速ディスク", R, RN, 4 * KIB, 32, 1, 'b', 150.7e6},
	    {"高速ディスク", W, RN, 4 * KIB, 32, 1, 'b', 140.9e6},
	};
	struct tb_doc *d;

	d = tb_parse(pt);
	TB_EXPECT(d, want_pt);
	T_INT(d->warnings, 1); /* the average row */
	d = tb_parse(ja);
	TB_EXPECT(d, want_ja);
}

/* IOPS in thousands: the header says so, the cells do not. */
T_TEST(t_table_kiops)
{
	static const char doc[] =
	    "## fio random 4K, QD32, numjobs=8\n"
	    "\n"
	    "| Drive | Read IOPS (K) | Write kIOPS | 4K IOPS |\n"
	    "|---|---|---|---|\n"
	    "| PM9A3 | 850.2 | 130.5 | 12,000 |\n";
	static const struct tb_want want[] = {
	    {"PM9A3", R, RN, 4 * KIB, 32, 8, 'i', 850200},
	    {"PM9A3", W, RN, 4 * KIB, 32, 8, 'i', 130500},
	    {"PM9A3", IODB_OP_UNKNOWN, RN, 4 * KIB, 32, 8, 'i', 12000},
	};
	struct tb_doc *d = tb_parse(doc);

	TB_EXPECT(d, want);
}

/* ---- columns that hold no benchmark figure ------------------------------ */

T_TEST(t_table_other_columns)
{
	/* header words and units: date, temperature, power, price */
	static const char ko[] =
	    "## 결과 (CrystalDiskMark 8, SEQ1M Q8T1)\n"
	    "\n"
	    "| SSD | 측정일 | 읽기 (MB/s) | 쓰기 (MB/s) | 최고 온도 (°C) | "
	    "소비전력 (W) | 가격 (원) |\n"
	    "|---|---|---|---|---|---|---|\n"
	    "| Samsung 980 1TB | 2023.04.02 | 3,412.5 | 3,011.2 | 71 | 5.8 | "
	    "119,000 |\n"
	    "| SK hynix P31 1TB | 2023.04.03 | 3,498.1 | 3,187.6 | 58 | 4.9 | "
	    "135,000 |\n";
	/* units in the cells only; a capacity column; a price as text */
	static const char en[] =
	    "## dd results\n"
	    "\n"
	    "| Drive | Size | Write (MB/s) | Temp | Draw | Street |\n"
	    "|---|---|---|---|---|---|\n"
	    "| Crucial P3 | 1 TB | 512.4 | 61 °C | 4.2 W | $54.99 |\n"
	    "| Kingston NV2 | 2 TB | 498.0 | 66 ℃ | 5.1 W | €49 |\n";
	static const struct tb_want want_ko[] = {
	    {"Samsung 980 1TB", R, SQ, MIB, 8, 1, 'b', 3412.5e6},
	    {"Samsung 980 1TB", W, SQ, MIB, 8, 1, 'b', 3011.2e6},
	    {"SK hynix P31 1TB", R, SQ, MIB, 8, 1, 'b', 3498.1e6},
	    {"SK hynix P31 1TB", W, SQ, MIB, 8, 1, 'b', 3187.6e6},
	};
	static const struct tb_want want_en[] = {
	    /* dd: sequential, one stream */
	    {"Crucial P3", W, SQ, -1, 1, 1, 'b', 512.4e6},
	    {"Kingston NV2", W, SQ, -1, 1, 1, 'b', 498.0e6},
	};
	struct tb_doc *d;

	d = tb_parse(ko);
	TB_EXPECT(d, want_ko);
	T_INT(d->n_runs, 2);
	d = tb_parse(en);
	TB_EXPECT(d, want_en);
	T_STR(d->runs[0].label, "Crucial P3");
}

T_TEST(t_table_spec_heading)
{
	static const char doc[] = "# Samsung 990 PRO 2TB review\n"
				  "\n"
				  "## Specifications\n"
				  "\n"
				  "| | Samsung 990 PRO 2TB |\n"
				  "|---|---|\n"
				  "| Sequential Read | 7,450 MB/s |\n"
				  "| Random Read (4KB, QD32) | 1,400K IOPS |\n"
				  "\n"
				  "## 仕様 (公称値)\n"
				  "\n"
				  "| 項目 | 990 PRO |\n"
				  "|---|---|\n"
				  "| シーケンシャルリード | 7,450 MB/s |\n"
				  "\n"
				  "## CrystalDiskMark results\n"
				  "\n"
				  "| Test | Read (MB/s) | Write (MB/s) |\n"
				  "|---|---|---|\n"
				  "| SEQ1M Q8T1 | 7,412.33 | 6,781.05 |\n";
	static const struct tb_want want[] = {
	    {"Samsung 990 PRO 2TB review", R, SQ, MIB, 8, 1, 'b', 7412.33e6},
	    {"Samsung 990 PRO 2TB review", W, SQ, MIB, 8, 1, 'b', 6781.05e6},
	};
	struct tb_doc *d = tb_parse(doc);

	TB_EXPECT(d, want);
	T_INT(d->warnings, 2);
	T_OK(strstr(d->first_warning, "specifications") != NULL);
}

/* ---- summary tables repeating tool outputs ----------------------------- */

#define TB_FIO_OUT                                                             \
	"file: (groupid=0, jobs=1): err= 0: pid=10529: Tue Jul 28 10:14:02 "   \
	"2020\n"                                                               \
	"  read: IOPS=9611, BW=37.5MiB/s (39.4MB/s)(6759MiB/180001msec)\n"     \
	"    clat (usec): min=312, max=182046, avg=3221.05, stdev=2210.40\n"   \
	"     lat (usec): min=318, max=182051, avg=3231.80, stdev=2210.43\n"   \
	"  cpu          : usr=0.52%, sys=1.61%, ctx=3811291, majf=0, "         \
	"minf=681\n"                                                           \
	"\n"                                                                   \
	"Run status group 0 (all jobs):\n"                                     \
	"   READ: bw=37.5MiB/s (39.4MB/s), 37.5MiB/s-37.5MiB/s "               \
	"(39.4MB/s-39.4MB/s), io=6759MiB (7087MB), run=180001-180001msec\n"

T_TEST(t_table_summary_repeat)
{
	/* no direction word: the figures alone say it is the output above */
	static const char nodir[] =
	    "fio -filename=/dev/vdb -direct=1 -iodepth=32 -rw=randread -bs=4k "
	    "-name=file\n"
	    "\n" TB_FIO_OUT "\n"
	    "ディスク種別\tIOPS\tスループット\n"
	    "標準ディスク\t9611\t37.5MiB/s\n"
	    "高速ディスク\t52.8k\t206MiB/s\n";
	/* one column names the test; the others' metrics are the same row's */
	static const char row[] =
	    "fio -filename=/dev/vdb -direct=1 -iodepth=32 -rw=randread -bs=4k "
	    "-name=file\n"
	    "\n" TB_FIO_OUT "\n"
	    "## まとめ\n"
	    "\n"
	    "| ボリューム | 4K ランダムリード IOPS | スループット | "
	    "平均レイテンシ "
	    "|\n"
	    "|---|---|---|---|\n"
	    "| gp3 | 9,611 | 37.5MiB/s | 3.23 ms |\n"
	    "| io2 | 5,001 | 19.5MiB/s | 6.40 ms |\n";
	struct tb_doc *d;
	size_t tables = 0;

	d = tb_parse(nodir);
	/* the fio output, and the table's second row (no direction) only */
	T_INT(d->n_res, 2);
	for (size_t i = 0; i < d->n_res; i++) {
		const struct iodb_result *r = &d->res[i].r;

		if (r->iops == 52800) {
			tables++;
			/* the direction of the one command, randread */
			T_INT(r->cond.op, IODB_OP_READ);
			T_DBL(r->bw_bytes, 206.0 * MIB);
		} else {
			T_DBL(r->iops, 9611);
			T_INT(r->cond.op, IODB_OP_READ);
		}
	}
	T_INT(tables, 1);
	d = tb_parse(row);
	T_INT(d->n_res, 2);
	for (size_t i = 0; i < d->n_res; i++) {
		const struct iodb_result *r = &d->res[i].r;

		T_INT(r->cond.op, IODB_OP_READ);
		if (r->iops == 5001) {
			tables++;
			T_STR(d->runs[d->res[i].run].label, "io2");
			T_INT(r->cond.pattern, IODB_PATTERN_RAND);
			T_INT(r->cond.bs, 4096);
			T_DBL(r->bw_bytes, 19.5 * MIB);
			T_DBL(r->lat.mean, 6.40e6);
		}
	}
	T_INT(tables, 2);
}

/* ---- aggregates and runs in other languages ----------------------------- */

T_TEST(t_table_aggregate_runs)
{
	static const char ko[] =
	    "## fio 4k randread IOPS (iodepth=32), 3회 측정\n"
	    "\n"
	    "| 디스크 | 1회 | 2회 | 3회 | 평균 |\n"
	    "|---|---|---|---|---|\n"
	    "| gp3 | 3,010 | 3,004 | 2,998 | 3,004 |\n"
	    "| io2 | 16,012 | 15,987 | 16,003 | 16,001 |\n";
	static const char de[] = "## fio 4k randread IOPS (iodepth=32)\n"
				 "\n"
				 "| Laufwerk | Lauf 1 | Lauf 2 | Mittelwert |\n"
				 "|---|---|---|---|\n"
				 "| sda | 3010 | 3004 | 3007 |\n";
	static const struct tb_want want_ko[] = {
	    {"gp3", R, RN, 4 * KIB, 32, -1, 'i', 3010},
	    {"gp3", R, RN, 4 * KIB, 32, -1, 'i', 3004},
	    {"gp3", R, RN, 4 * KIB, 32, -1, 'i', 2998},
	    {"io2", R, RN, 4 * KIB, 32, -1, 'i', 16012},
	    {"io2", R, RN, 4 * KIB, 32, -1, 'i', 15987},
	    {"io2", R, RN, 4 * KIB, 32, -1, 'i', 16003},
	};
	static const struct tb_want want_de[] = {
	    {"sda", R, RN, 4 * KIB, 32, -1, 'i', 3010},
	    {"sda", R, RN, 4 * KIB, 32, -1, 'i', 3004},
	};
	struct tb_doc *d;

	d = tb_parse(ko);
	TB_EXPECT(d, want_ko);
	T_INT(d->warnings, 1); /* the averages, skipped */
	d = tb_parse(de);
	TB_EXPECT(d, want_de);
	T_INT(d->warnings, 1);
}

/* ---- bit rates ---------------------------------------------------------- */

T_TEST(t_table_bit_rates)
{
	static const char doc[] =
	    "## SMB 전송 속도 (CrystalDiskMark, SEQ1M Q8T1)\n"
	    "\n"
	    "| NAS | 읽기 (Mbps) | 쓰기 (Mbit/s) |\n"
	    "|---|---|---|\n"
	    "| DS220+ | 941 | 903 |\n"
	    "| TS-253D | 2.31 Gbps | 2,104 |\n";
	static const struct tb_want want[] = {
	    {"DS220+", R, SQ, MIB, 8, 1, 'b', 117.625e6},
	    {"DS220+", W, SQ, MIB, 8, 1, 'b', 112.875e6},
	    {"TS-253D", R, SQ, MIB, 8, 1, 'b', 288.75e6},
	    {"TS-253D", W, SQ, MIB, 8, 1, 'b', 263.0e6},
	};
	struct tb_doc *d = tb_parse(doc);

	TB_EXPECT(d, want);
}

/* ---- blank thousands, runtimes, the disk in the heading, tool units ---- */

T_TEST(t_table_blank_thousands)
{
	static const char fr[] =
	    "## Débit séquentiel (dd, bs=1M)\n"
	    "\n"
	    "| Disque | Écriture (Mo/s) | Lecture (Mo/s) |\n"
	    "|---|---|---|\n"
	    "| NVMe | 1 675 | 2 310 |\n";
	/* an English table writing "2310" ungrouped does not group with
	 * blanks: "1 675" not read */
	static const char en[] = "## Sequential (dd, bs=1M)\n"
				 "\n"
				 "| Disk | Write (MB/s) | Read (MB/s) |\n"
				 "|---|---|---|\n"
				 "| NVMe | 1 675 | 2310 |\n"
				 "| SATA | 498 | 541 |\n";
	static const char en_grouped[] =
	    "## Sequential (dd, bs=1M)\n"
	    "\n"
	    "| Disk | Write (MB/s) | Read (MB/s) |\n"
	    "|---|---|---|\n"
	    "| NVMe | 1 675 | 2 310 |\n"
	    "| SATA | 498 | 541 |\n";
	static const struct tb_want want_en_grouped[] = {
	    {"NVMe", W, SQ, MIB, 1, 1, 'b', 1675e6},
	    {"NVMe", R, SQ, MIB, 1, 1, 'b', 2310e6},
	    {"SATA", W, SQ, MIB, 1, 1, 'b', 498e6},
	    {"SATA", R, SQ, MIB, 1, 1, 'b', 541e6},
	};
	static const struct tb_want want_fr[] = {
	    {"NVMe", W, SQ, MIB, 1, 1, 'b', 1675e6},
	    {"NVMe", R, SQ, MIB, 1, 1, 'b', 2310e6},
	};
	static const struct tb_want want_en[] = {
	    {"NVMe", R, SQ, MIB, 1, 1, 'b', 2310e6},
	    {"SATA", W, SQ, MIB, 1, 1, 'b', 498e6},
	    {"SATA", R, SQ, MIB, 1, 1, 'b', 541e6},
	};
	struct tb_doc *d;

	d = tb_parse(fr);
	TB_EXPECT(d, want_fr);
	d = tb_parse(en);
	TB_EXPECT(d, want_en);
	T_INT(d->warnings, 1);
	/* ... unless nothing in it says otherwise ("2310", "1,102", "3 5"):
	 * then its blanks group as a French table's do */
	d = tb_parse(en_grouped);
	TB_EXPECT(d, want_en_grouped);
	T_INT(d->warnings, 0);
}

T_TEST(t_table_runtime_column)
{
	static const char doc[] = "# 結果\n"
				  "\n"
				  "| bs | 書き込み速度 | 所要時間 |\n"
				  "|---|---|---|\n"
				  "| 4k | 3.1 MB/s | 86.6 s |\n"
				  "| 1M | 61.2 MB/s | 4.39 秒 |\n";
	static const struct tb_want want[] = {
	    {"", W, 0, 4 * KIB, -1, -1, 'b', 3.1e6},
	    {"", W, 0, 4 * KIB, -1, -1, 'r', 86.6e9},
	    {"", W, 0, MIB, -1, -1, 'b', 61.2e6},
	    {"", W, 0, MIB, -1, -1, 'r', 4.39e9},
	};
	struct tb_doc *d = tb_parse(doc);

	TB_EXPECT(d, want);
	T_INT(d->n_res, 2);
	T_INT(d->n_runs, 1);
}

T_TEST(t_table_heading_disk)
{
	static const char doc[] = "### 2. Samsung 980 PRO 1TB\n"
				  "\n"
				  "| 테스트 | 읽기 (MB/s) | 쓰기 (MB/s) |\n"
				  "|---|---|---|\n"
				  "| SEQ1M Q8T1 | 6,912.45 | 4,987.12 |\n"
				  "\n"
				  "### 3. 결과\n"
				  "\n"
				  "| 테스트 | 읽기 (MB/s) | 쓰기 (MB/s) |\n"
				  "|---|---|---|\n"
				  "| RND4K Q1T1 | 61.93 | 187.45 |\n";
	static const struct tb_want want[] = {
	    {"Samsung 980 PRO 1TB", R, SQ, MIB, 8, 1, 'b', 6912.45e6},
	    {"Samsung 980 PRO 1TB", W, SQ, MIB, 8, 1, 'b', 4987.12e6},
	    /* "결과" (results) names no disk: no label */
	    {"", R, RN, 4 * KIB, 1, 1, 'b', 61.93e6},
	    {"", W, RN, 4 * KIB, 1, 1, 'b', 187.45e6},
	};
	struct tb_doc *d = tb_parse(doc);

	TB_EXPECT(d, want);
}

T_TEST(t_table_tool_column_units)
{
	/* hdparm's MB is 2^20, dd's 10^6: each column its tool's, and
	 * each tool's facts (one sequential stream, hdparm's a read) its
	 * column's */
	static const char doc[] =
	    "## SD cards\n"
	    "\n"
	    "| Card | Capacity | hdparm read (MB/s) | dd write (MB/s) | Class "
	    "|\n"
	    "|---|---|---|---|---|\n"
	    "| SanDisk Extreme | 32 GB | 43.2 | 31.8 | A2 / U3 |\n";
	static const struct tb_want want[] = {
	    {"SanDisk Extreme", R, SQ, -1, 1, 1, 'b', 43.2 * MIB},
	    {"SanDisk Extreme", W, SQ, -1, 1, 1, 'b', 31.8e6},
	};
	struct tb_doc *d = tb_parse(doc);

	TB_EXPECT(d, want);
}

T_TEST(t_table_markdown_without_outer_pipes)
{
	/* GFM: "a | b" rows under "--- | ---", no '|' at either end */
	static const char doc[] = "## Results (MB/s)\n"
				  "\n"
				  "Test | Disk A | Disk B\n"
				  "--- | --- | ---\n"
				  "SEQ1M Q8T1 Read | 3,512.4 | 2,980.1\n"
				  "RND4K Q1T1 Write | 210.3 | 188.0\n"
				  "\n"
				  "Both disks were empty.\n";
	static const struct tb_want want[] = {
	    {"Disk A", R, SQ, MIB, 8, 1, 'b', 3512.4e6},
	    {"Disk B", R, SQ, MIB, 8, 1, 'b', 2980.1e6},
	    {"Disk A", W, RN, 4 * KIB, 1, 1, 'b', 210.3e6},
	    {"Disk B", W, RN, 4 * KIB, 1, 1, 'b', 188.0e6},
	};
	struct tb_doc *d = tb_parse(doc);

	TB_EXPECT(d, want);
}

T_TEST(t_table_prose_two_block_sizes)
{
	/* the line above says which size went with which test in words: no
	 * one block size for every column (the sequential ones stay
	 * unknown; the random ones say 4K themselves) */
	static const char doc[] =
	    "## fio\n"
	    "\n"
	    "Throughput in MB/s, bs=4k for random and 1M for sequential.\n"
	    "\n"
	    "| Disk | Seq read | Seq write | 4K random read |\n"
	    "|---|---|---|---|\n"
	    "| NV2 | 3412.5 | 2801.0 | 52.1 |\n";
	static const struct tb_want want[] = {
	    {"NV2", R, SQ, -1, -1, -1, 'b', 3412.5e6},
	    {"NV2", W, SQ, -1, -1, -1, 'b', 2801.0e6},
	    {"NV2", R, RN, 4 * KIB, -1, -1, 'b', 52.1e6},
	};
	struct tb_doc *d = tb_parse(doc);

	TB_EXPECT(d, want);
	/* a file's size is no second block size */
	T_INT(testname_sizes_differ("4k random reads on a 1 GiB file", 31), 0);
	T_INT(testname_sizes_differ("bs=4k und 128K", 14), 1);
	T_INT(testname_sizes_differ("4K at 500 MB/s", 14), 0);
}

T_TEST(t_table_wiki_markups)
{
	/* the same figures in four wiki syntaxes and a '+' grid */
	static const char *const docs[] = {
	    /* MediaWiki: "!" header cells, a "!" row header, attributes */
	    "== Results (MB/s) ==\n"
	    "{| class=\"wikitable\"\n"
	    "! Disk !! Read !! Write\n"
	    "|-\n"
	    "! Disk A\n"
	    "| style=\"color:red\" | '''512.5''' || 470.1\n"
	    "|-\n"
	    "| Disk B || 498.0 || 455.3\n"
	    "|}\n",
	    /* DokuWiki */
	    "===== Results (MB/s) =====\n"
	    "\n"
	    "^ Disk ^ Read ^ Write ^\n"
	    "| Disk A | **512.5** | 470.1 |\n"
	    "| Disk B | 498.0 | 455.3 |\n",
	    /* Confluence / Jira */
	    "h2. Results (MB/s)\n"
	    "\n"
	    "|| Disk || Read || Write ||\n"
	    "| Disk A | *512.5* | 470.1 |\n"
	    "| Disk B | 498.0 | 455.3 |\n",
	    /* reStructuredText grid: a row of two lines */
	    "Results (MB/s)\n"
	    "\n"
	    "+--------+-------+-------+\n"
	    "| Disk   | Read  | Write |\n"
	    "+========+=======+=======+\n"
	    "| Disk A | 512.5 | 470.1 |\n"
	    "+--------+-------+-------+\n"
	    "| Disk B | 498.0 | 455.3 |\n"
	    "|        |       |       |\n"
	    "+--------+-------+-------+\n",
	    /* Org mode */
	    "* Results (MB/s)\n"
	    "\n"
	    "| Disk   | Read  | Write |\n"
	    "|--------+-------+-------|\n"
	    "| Disk A | 512.5 | 470.1 |\n"
	    "| Disk B | 498.0 | 455.3 |\n",
	};
	static const struct tb_want want[] = {
	    {"Disk A", R, 0, -1, -1, -1, 'b', 512.5e6},
	    {"Disk A", W, 0, -1, -1, -1, 'b', 470.1e6},
	    {"Disk B", R, 0, -1, -1, -1, 'b', 498.0e6},
	    {"Disk B", W, 0, -1, -1, -1, 'b', 455.3e6},
	};

	for (size_t i = 0; i < sizeof(docs) / sizeof(docs[0]); i++) {
		char what[32];

		snprintf(what, sizeof(what), "markup %zu", i);
		tb_expect(what, tb_parse(docs[i]), want, 4);
	}
}

T_TEST(t_table_two_metrics_slash)
{
	/* one result's IOPS and bandwidth split by '/', each with its unit
	 * (two figures of one metric stay one per direction) */
	static const char doc[] =
	    "## 4K random, fio iodepth=1\n"
	    "\n"
	    "| FS | Read | Write |\n"
	    "|---|---|---|\n"
	    "| ext4 | 12.3k IOPS / 48.0 MiB/s | 30.1k IOPS "
	    "|\n";
	static const struct tb_want want[] = {
	    {"ext4", R, RN, 4 * KIB, 1, -1, 'i', 12.3e3},
	    {"ext4", R, RN, 4 * KIB, 1, -1, 'b', 48.0 * MIB},
	    {"ext4", W, RN, 4 * KIB, 1, -1, 'i', 30.1e3},
	};
	struct table_cellv cv;

	TB_EXPECT(tb_parse(doc), want);
	T_INT(table_cell_values("244 MB/s / 10 MB/s", &cv), 0);
	T_INT(cv.n, 2);
	T_INT(table_cell_values("12k IOPS / 47 MB/s", &cv), 0);
	T_INT(cv.n, 1);
}

T_TEST(t_table_metric_rows_systems_columns)
{
	/* the rows name what is measured (HD Tune's keys), the columns the
	 * disks; the heading names the tool, which gives the units */
	static const char doc[] = "## HD Tune Pro results\n"
				  "\n"
				  "| | Disk A | Disk B |\n"
				  "|---|---|---|\n"
				  "| Transfer Rate Minimum | 58.2 | 71.4 |\n"
				  "| Transfer Rate Average | 112.6 | 156.1 |\n"
				  "| Access Time | 16.8 | 14.2 |\n"
				  "| Burst Rate | 180.5 | 195.3 |\n";
	static const struct tb_want want[] = {
	    {"Disk A", R, SQ, -1, -1, -1, 'b', 112.6e6},
	    {"Disk A", R, SQ, -1, -1, -1, 'a', 16.8e6},
	    {"Disk B", R, SQ, -1, -1, -1, 'b', 156.1e6},
	    {"Disk B", R, SQ, -1, -1, -1, 'a', 14.2e6},
	};
	struct tb_doc *d = tb_parse(doc);

	TB_EXPECT(d, want);
	/* HD Tune's read benchmark: one result a disk across the rows */
	T_INT(d->n_res, 2);
}

T_TEST(t_table_text_units_line)
{
	/* a blank-aligned table, its units on a line under the header */
	static const char doc[] = "Results:\n"
				  "\n"
				  "Disk      Seq Read   Seq Write   4K Read\n"
				  "          MB/s       MB/s        IOPS\n"
				  "SSD860    550.1      520.3       9800\n"
				  "HDD7200   180.4      175.0       150\n";
	static const struct tb_want want[] = {
	    {"SSD860", R, SQ, -1, -1, -1, 'b', 550.1e6},
	    {"SSD860", W, SQ, -1, -1, -1, 'b', 520.3e6},
	    {"SSD860", R, 0, 4 * KIB, -1, -1, 'i', 9800},
	    {"HDD7200", R, SQ, -1, -1, -1, 'b', 180.4e6},
	    {"HDD7200", W, SQ, -1, -1, -1, 'b', 175.0e6},
	    {"HDD7200", R, 0, 4 * KIB, -1, -1, 'i', 150},
	};

	TB_EXPECT(tb_parse(doc), want);
}

T_TEST(t_table_systems_in_upper_header)
{
	/* "ext4" spans "Read" and "Write": the upper header row names the
	 * systems when it says nothing of a test, the lower one does */
	static const char doc[] =
	    "<h2>Benchmarks</h2>\n"
	    "<table>\n"
	    "<tr><th></th><th colspan=\"2\">ext4</th>"
	    "<th colspan=\"2\">XFS</th></tr>\n"
	    "<tr><th></th><th>Read</th><th>Write</th><th>Read</th>"
	    "<th>Write</th></tr>\n"
	    "<tr><th>4K random IOPS</th><td>95,400</td><td>40,210</td>"
	    "<td>97,100</td><td>42,880</td></tr>\n"
	    "</table>\n";
	static const struct tb_want want[] = {
	    {"ext4", R, RN, 4 * KIB, -1, -1, 'i', 95400},
	    {"ext4", W, RN, 4 * KIB, -1, -1, 'i', 40210},
	    {"XFS", R, RN, 4 * KIB, -1, -1, 'i', 97100},
	    {"XFS", W, RN, 4 * KIB, -1, -1, 'i', 42880},
	};

	TB_EXPECT(tb_parse(doc), want);
}

T_TEST(t_table_change_column_no_system)
{
	/* "Change" over "+8.4%" is filled (not figures): no header cell
	 * naming a system over an empty column */
	static const char doc[] =
	    "## Firmware update\n"
	    "\n"
	    "| Test | Before | After | Change |\n"
	    "|---|---|---|---|\n"
	    "| Seq read (MB/s) | 3,210 | 3,480 | +8.4% |\n"
	    "| 4K QD1 read (MB/s) | 58.1 | 71.9 | +23.8% |\n";
	static const struct tb_want want[] = {
	    {"Before", R, SQ, -1, -1, -1, 'b', 3210e6},
	    {"After", R, SQ, -1, -1, -1, 'b', 3480e6},
	    {"Before", R, 0, 4 * KIB, 1, -1, 'b', 58.1e6},
	    {"After", R, 0, 4 * KIB, 1, -1, 'b', 71.9e6},
	};

	TB_EXPECT(tb_parse(doc), want);
}

T_TEST(t_table_corner_cell_names_test)
{
	/* the corner cell over a column of units names every row's test */
	static const char doc[] =
	    "## 정리\n"
	    "\n"
	    "| 순차 읽기 (SEQ1M Q8T1) | 980 PRO | SN570 | 차이 |\n"
	    "|---|---|---|---|\n"
	    "| MB/s | 6,912.45 | 3,512.08 | +96.8% |\n";
	static const struct tb_want want[] = {
	    {"980 PRO", R, SQ, MIB, 8, 1, 'b', 6912.45e6},
	    {"SN570", R, SQ, MIB, 8, 1, 'b', 3512.08e6},
	};

	TB_EXPECT(tb_parse(doc), want);
}

T_TEST(t_table_markdown_br_in_cells)
{
	/* a line break inside a cell ("Read<br>MB/s", "512<br>(125K IOPS)")
	 * is a blank */
	static const char doc[] = "## Results\n"
				  "\n"
				  "| Disk | Read<br>MB/s | Write<br/>MB/s |\n"
				  "|---|---|---|\n"
				  "| A | 512.5<BR />(125K IOPS) | 470.1 |\n";
	static const struct tb_want want[] = {
	    {"A", R, 0, -1, -1, -1, 'b', 512.5e6},
	    {"A", R, 0, -1, -1, -1, 'i', 125e3},
	    {"A", W, 0, -1, -1, -1, 'b', 470.1e6},
	};

	TB_EXPECT(tb_parse(doc), want);
}

T_TEST(t_table_header_lost_corner_cell)
{
	/*
	 * A page's "<th></th><th>Neuf</th>..." copied without its empty
	 * corner cell and padded at the end: each state belongs over a
	 * figure column, not one to the left.  The heading names AS SSD:
	 * its rows in French beside a direction are its Seq test (16 MiB
	 * blocks, Q1T1).
	 */
	static const char doc[] =
	    "Résultats AS SSD\n"
	    "\n"
	    "Neuf | Usagé | Saturé | |\n"
	    "---|---|---|---|\n"
	    "Lecture séquentielle | 512,30 MB/s | 498,10 MB/s | 470,55 MB/s |\n"
	    "Écriture séquentielle | 455,20 MB/s | 430,85 MB/s | 150,40 MB/s "
	    "|\n";
	static const struct tb_want want[] = {
	    {"Neuf", R, SQ, 16 << 20, 1, 1, 'b', 512.30e6},
	    {"Usagé", R, SQ, 16 << 20, 1, 1, 'b', 498.10e6},
	    {"Saturé", R, SQ, 16 << 20, 1, 1, 'b', 470.55e6},
	    {"Neuf", W, SQ, 16 << 20, 1, 1, 'b', 455.20e6},
	    {"Usagé", W, SQ, 16 << 20, 1, 1, 'b', 430.85e6},
	    {"Saturé", W, SQ, 16 << 20, 1, 1, 'b', 150.40e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	T_INT(d->warnings, 0);
	TB_EXPECT(d, want);
}

T_TEST(t_table_header_short_title_stays)
{
	/*
	 * The same shape with a title over the row names ("Disk") or
	 * metrics in the header: the header stays where it is, and the
	 * column nothing names is skipped with a warning.
	 */
	static const char doc[] =
	    "## Results\n"
	    "\n"
	    "| Disk | Alpha | Beta | |\n"
	    "|---|---|---|---|\n"
	    "| Seq read | 512.3 MB/s | 498.1 MB/s | 470.5 MB/s |\n"
	    "| Seq write | 455.2 MB/s | 430.8 MB/s | 150.4 MB/s |\n";
	static const struct tb_want want[] = {
	    {"Alpha", R, SQ, -1, -1, -1, 'b', 512.3e6},
	    {"Beta", R, SQ, -1, -1, -1, 'b', 498.1e6},
	    {"Alpha", W, SQ, -1, -1, -1, 'b', 455.2e6},
	    {"Beta", W, SQ, -1, -1, -1, 'b', 430.8e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	T_INT(d->warnings, 1);
	TB_EXPECT(d, want);
}

T_TEST(t_table_aligned_text_blank_under_header)
{
	/* a text post's aligned table with an empty line under its header */
	static const char doc[] =
	    "I measured every card I had with the same fio job.\n"
	    "\n"
	    "Card                Bus        Seq read (MB/s)    4K rand read "
	    "(IOPS)\n"
	    "\n"
	    "Lexar 1066x         UHS-I      162.4              3120\n"
	    "Kingston Canvas Go  UHS-I      98.7               1874\n"
	    "\n"
	    "The Lexar card wins on both counts.\n";
	static const struct tb_want want[] = {
	    {"Lexar 1066x", R, SQ, -1, -1, -1, 'b', 162.4e6},
	    {"Lexar 1066x", R, RN, 4 * KIB, -1, -1, 'i', 3120},
	    {"Kingston Canvas Go", R, SQ, -1, -1, -1, 'b', 98.7e6},
	    {"Kingston Canvas Go", R, RN, 4 * KIB, -1, -1, 'i', 1874},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

T_TEST(t_table_cdm_list_translated)
{
	/*
	 * CrystalDiskMark result lists as a page's machine translation
	 * prints them: blanks around '=' and '/', an ideographic comma,
	 * "MB /秒", CDM 3's "Random Read 512KB" with its size, and a name
	 * line ending in ':' over each list.
	 */
	static const char doc[] =
	    "两块盘的测试结果如下。\n"
	    "NAS盘:\n"
	    "- 顺序读取(Q = 32、T = 1):412.305 MB / s\n"
	    "- 顺序写入(Q = 32、T = 1):398.112 MB / s\n"
	    "- 随机读取4KiB(Q = 32、T = 1):150.220 MB / s [36674.8 IOPS]\n"
	    "- 随机写入4KiB(Q = 1、T = 1):21.004 MB /秒 [5127.9 IOPS]\n"
	    "旧硬盘:\n"
	    "- 随机读取512KB:38.115 MB / s\n"
	    "- 随机写入512KB:55.870 MB / s\n";
	static const struct tb_want want[] = {
	    {"NAS盘", R, SQ, 128 * KIB, 32, 1, 'b', 412.305e6},
	    {"NAS盘", W, SQ, 128 * KIB, 32, 1, 'b', 398.112e6},
	    {"NAS盘", R, RN, 4 * KIB, 32, 1, 'b', 150.220e6},
	    {"NAS盘", R, RN, 4 * KIB, 32, 1, 'i', 36674.8},
	    {"NAS盘", W, RN, 4 * KIB, 1, 1, 'b', 21.004e6},
	    {"NAS盘", W, RN, 4 * KIB, 1, 1, 'i', 5127.9},
	    {"旧硬盘", R, RN, 512 * KIB, -1, -1, 'b', 38.115e6},
	    {"旧硬盘", W, RN, 512 * KIB, -1, -1, 'b', 55.870e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	T_INT(d->warnings, 0);
	TB_EXPECT(d, want);
}

T_TEST(t_table_bare_count_under_bracketed_metric)
{
	/*
	 * A benchmark script's table ("Block Size | 4k (IOPS) | 64k
	 * (IOPS)") whose cells give the rate with its unit and a bare count
	 * in brackets: the header's bracket names that count.
	 */
	static const char doc[] =
	    "## Disk\n"
	    "\n"
	    "```\n"
	    "fio Disk Speed Tests (Mixed R/W 50/50):\n"
	    "---------------------------------\n"
	    "Block Size | 4k            (IOPS) | 64k           (IOPS)\n"
	    "  ------   | ---            ----  | ----           ----\n"
	    "Read       | 101.50 MB/s  (25.3k) | 640.12 MB/s  (10.0k)\n"
	    "Write      | 101.77 MB/s  (25.4k) | 1.02 GB/s      (999)\n"
	    "```\n";
	/* YABS's MB is 1000 KiB (table_tool_conv) */
	static const struct tb_want want[] = {
	    /* yabs.sh's one fio command: --rw=randrw --iodepth=64 --numjobs=2
	     * (docs/units.md, YABS; its title line names it here) */
	    {"", R, RN, 4 * KIB, 64, 2, 'b', 101.50 * 1024000},
	    {"", R, RN, 4 * KIB, 64, 2, 'i', 25.3e3},
	    {"", R, RN, 64 * KIB, 64, 2, 'b', 640.12 * 1024000},
	    {"", R, RN, 64 * KIB, 64, 2, 'i', 10.0e3},
	    {"", W, RN, 4 * KIB, 64, 2, 'b', 101.77 * 1024000},
	    {"", W, RN, 4 * KIB, 64, 2, 'i', 25.4e3},
	    {"", W, RN, 64 * KIB, 64, 2, 'b', 1.02 * 1024000000},
	    {"", W, RN, 64 * KIB, 64, 2, 'i', 999},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

/*
 * YABS (Yet-Another-Bench-Script) divides fio's bandwidth in KiB/s by
 * 1000 and prints "MB/s" (by 10^6: "GB/s"): under its "fio Disk Speed
 * Tests" line a table's MB is 1,024,000 bytes, whatever heading names
 * fio above it; a table of dd figures under a heading that only says
 * "Yabs" keeps dd's own MB (10^6 bytes).
 */
T_TEST(t_table_yabs_units)
{
	static const char doc[] =
	    "## fio results on the VPS\n"
	    "\n"
	    "```\n"
	    "fio Disk Speed Tests (Mixed R/W 50/50) (Partition /dev/vda1):\n"
	    "---------------------------------\n"
	    "Block Size | 4k            (IOPS) | 64k           (IOPS)\n"
	    "  ------   | ---            ----  | ----           ----\n"
	    "Read       | 93.37 MB/s   (23.3k) | 707.33 MB/s  (11.0k)\n"
	    "Write      | 93.62 MB/s   (23.4k) | 1.41 GB/s    (22.1k)\n"
	    "```\n"
	    "\n"
	    "## Yabs on the old box\n"
	    "\n"
	    "The dd part, by hand:\n"
	    "\n"
	    "| Disk | Write |\n"
	    "|---|---|\n"
	    "| sda | 516 MB/s |\n";
	struct tb_doc *d = tb_parse(doc);
	int yabs = 0, dd = 0;

	T_INT(d->ret, 0);
	for (size_t i = 0; i < d->n_res; i++) {
		const struct iodb_result *r = &d->res[i].r;

		if (r->cond.bs == 4 * KIB && r->cond.op == IODB_OP_READ) {
			T_DBL(r->bw_bytes, 93.37 * 1024000);
			yabs++;
		}
		if (r->cond.bs == 64 * KIB && r->cond.op == IODB_OP_WRITE) {
			T_DBL(r->bw_bytes, 1.41 * 1024000000);
			yabs++;
		}
		if (fabs(r->bw_bytes - 516e6) < 1)
			dd++;
	}
	T_INT(yabs, 2);
	T_INT(dd, 1);
}

/*
 * YABS's two tables in one block, under a bold line that names fio
 * ("**FIO 硬盘测试：**"): the second table, below the first and its empty
 * separator row, is YABS's too.
 */
T_TEST(t_table_yabs_second_table)
{
	static const char doc[] =
	    "**FIO "
	    "\xe7\xa1\xac\xe7\x9b\x98\xe6\xb5\x8b\xe8\xaf\x95\xef\xbc\x9a**\n"
	    "\n"
	    "```\n"
	    "fio Disk Speed Tests (Mixed R/W 50/50):\n"
	    "---------------------------------\n"
	    "Block Size | 4k            (IOPS) | 64k           (IOPS)\n"
	    "  ------ | --- ---- | ---- ---- \n"
	    "Read       | 373.79 MB/s  (93.4k) | 5.08 GB/s    (79.5k)\n"
	    "Write      | 374.78 MB/s  (93.6k) | 5.11 GB/s    (79.9k)\n"
	    "           |                      |                     \n"
	    "Block Size | 512k          (IOPS) | 1m            (IOPS)\n"
	    "  ------ | --- ---- | ---- ---- \n"
	    "Read       | 8.04 GB/s    (15.7k) | 8.35 GB/s     (8.1k)\n"
	    "Write      | 8.47 GB/s    (16.5k) | 8.90 GB/s     (8.6k)\n"
	    "```\n";
	struct tb_doc *d = tb_parse(doc);
	int n = 0;

	T_INT(d->ret, 0);
	for (size_t i = 0; i < d->n_res; i++) {
		const struct iodb_result *r = &d->res[i].r;

		if (r->cond.bs == 512 * KIB && r->cond.op == IODB_OP_READ) {
			T_DBL(r->bw_bytes, 8.04 * 1024000000);
			n++;
		}
		if (r->cond.bs == MIB && r->cond.op == IODB_OP_WRITE) {
			T_DBL(r->bw_bytes, 8.90 * 1024000000);
			n++;
		}
		if (r->cond.bs == 4 * KIB && r->cond.op == IODB_OP_READ) {
			T_DBL(r->bw_bytes, 373.79 * 1024000);
			n++;
		}
	}
	T_INT(n, 3);
}

T_TEST(t_table_test_name_column)
{
	/* "Test Name" titles a column of tests ("10MB-4K Block"), no
	 * systems */
	static const char doc[] =
	    "**dd test**\n"
	    "\n"
	    "```\n"
	    "  Test Name              Write Speed         Read Speed\n"
	    " 100MB-4K Block          61.2 MB/s           70.4 MB/s\n"
	    " 100MB-1M Block          1.8 GB/s            2.2 GB/s\n"
	    "```\n";
	static const struct tb_want want[] = {
	    {"", W, SQ, 4 * KIB, 1, 1, 'b', 61.2e6},
	    {"", R, SQ, 4 * KIB, 1, 1, 'b', 70.4e6},
	    {"", W, SQ, MIB, 1, 1, 'b', 1.8e9},
	    {"", R, SQ, MIB, 1, 1, 'b', 2.2e9},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

T_TEST(t_table_corner_cell_test_over_row_names)
{
	/*
	 * The corner cell names the test; rows that name only a part of it
	 * ("Sequential read") are that test, rows naming another ("Random
	 * 4K read (Q32)") keep their own.  Markdown's escaped brackets are
	 * brackets.
	 */
	static const char doc[] =
	    "## Array\n"
	    "\n"
	    "| SEQ1M Q8T1 | RAID0 \\[GB/s\\] | RAID1 \\[GB/s\\] |\n"
	    "|---|---:|---:|\n"
	    "| **Sequential read** | 12.4 | **13.1** |\n"
	    "| **Sequential write** | 11.9 | 6.2 |\n"
	    "| **Random 4K read (Q32)** | — | 0.95 |\n";
	static const struct tb_want want[] = {
	    {"RAID0", R, SQ, MIB, 8, 1, 'b', 12.4e9},
	    {"RAID1", R, SQ, MIB, 8, 1, 'b', 13.1e9},
	    {"RAID0", W, SQ, MIB, 8, 1, 'b', 11.9e9},
	    {"RAID1", W, SQ, MIB, 8, 1, 'b', 6.2e9},
	    {"RAID1", R, RN, 4 * KIB, 32, -1, 'b', 0.95e9},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

T_TEST(t_table_avg_latency_column_and_bracket_words)
{
	/*
	 * "avg" over latencies is the runs' mean latency (p50/p99 beside it
	 * are percentiles, skipped); a bracket naming its figure's metric
	 * in words ("(210 µs average latency)") gives that figure.
	 */
	static const char doc[] =
	    "## Results\n"
	    "\n"
	    "| numjobs | iodepth | mode | IOPS | avg | p99 |\n"
	    "|---|---|---|---|---|---|\n"
	    "| 4 | 32 | randread | 612k (210 µs average latency) | - | "
	    "480 µs |\n"
	    "| 1 | 1 | randwrite | 48.2k | 20 µs | 41 µs |\n";
	static const struct tb_want want[] = {
	    {"", R, RN, -1, 32, 4, 'i', 612e3},
	    {"", R, RN, -1, 32, 4, 'l', 210e3},
	    {"", W, RN, -1, 1, 1, 'i', 48.2e3},
	    {"", W, RN, -1, 1, 1, 'l', 20e3},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

T_TEST(t_table_direction_prefixed_figures)
{
	/* a mixed row gives each direction's figure with its name */
	static const char doc[] =
	    "## fio\n"
	    "\n"
	    "| Test | QD | IOPS | Latency (ms) |\n"
	    "|---|---|---|---|\n"
	    "| 4K Random Read | 32 | 270 | 118.4 |\n"
	    "| Mixed R/W 70/30 4K randrw | 32 | R: 103 / W: 45 | R: 267.8 / "
	    "W: 97.1 |\n";
	static const struct tb_want want[] = {
	    {"", R, RN, 4 * KIB, 32, -1, 'i', 270},
	    {"", R, RN, 4 * KIB, 32, -1, 'l', 118.4e6},
	    {"", R, RN, 4 * KIB, 32, -1, 'i', 103},
	    {"", R, RN, 4 * KIB, 32, -1, 'l', 267.8e6},
	    {"", W, RN, 4 * KIB, 32, -1, 'i', 45},
	    {"", W, RN, 4 * KIB, 32, -1, 'l', 97.1e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	for (size_t i = 0; i < d->n_res; i++)
		if (strstr(d->res[i].job, "Mixed"))
			T_DBL(d->res[i].r.cond.mix_read_pct, 70);
		else
			T_OK(isnan(d->res[i].r.cond.mix_read_pct));
}

T_TEST(t_table_ranges_maxima_typical)
{
	/*
	 * Ranges ("80-120 MB/s", "8-12 ms") are no measurement and make no
	 * column of test names: the IOPS column stays IOPS.
	 */
	static const char doc1[] =
	    "## Meus discos\n"
	    "\n"
	    "| Disco | Leitura | IOPS | Latência |\n"
	    "|---|---|---|---|\n"
	    "| hdd-a | 80-120 MB/s | 150 | 8-12 ms |\n"
	    "| ssd-b | 500-550 MB/s | 50K | 0.1-1 ms |\n";
	static const struct tb_want want1[] = {
	    {"hdd-a", R, 0, -1, -1, -1, 'i', 150},
	    {"ssd-b", R, 0, -1, -1, -1, 'i', 50e3},
	};
	/* a column of maxima is no measurement kept; a heading of reference
	 * figures names no measured table */
	static const char doc2[] = "## Velocidade por tipo\n"
				   "\n"
				   "| Tipo | Velocidade Máxima |\n"
				   "|---|---|\n"
				   "| SSD SATA | 550 MB/s |\n"
				   "| NVMe | 3500 MB/s |\n"
				   "\n"
				   "## Referências de velocidade\n"
				   "\n"
				   "| Drive | Sequential read |\n"
				   "|---|---|\n"
				   "| SATA SSD | 550 MB/s |\n"
				   "| NVMe Gen4 | 7000 MB/s |\n";
	struct tb_doc *d = tb_parse(doc1);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want1);
	d = tb_parse(doc2);
	T_INT(d->n_res, 0);
}

T_TEST(t_table_thousands_dot_round_groups)
{
	/*
	 * In a decimal-comma language, figures that all end in a round
	 * group ("7.400", "14.500") group thousands; one that does not
	 * ("1.652") leaves the table unsure: skipped, never read as 1.652.
	 */
	static const char doc1[] = "## Sürücüler\n"
				   "\n"
				   "| Sürücü | Okuma |\n"
				   "|---|---|\n"
				   "| A | 14.500 MB/s |\n"
				   "| B | 7.400 MB/s |\n"
				   "| C | 560 MB/s |\n";
	static const struct tb_want want1[] = {
	    {"A", R, 0, -1, -1, -1, 'b', 14500e6},
	    {"B", R, 0, -1, -1, -1, 'b', 7400e6},
	    {"C", R, 0, -1, -1, -1, 'b', 560e6},
	};
	static const char doc2[] = "## Ergebnisse\n"
				   "\n"
				   "| Laufwerk | Lesen |\n"
				   "|---|---|\n"
				   "| A | 1.652 MB/s |\n"
				   "| B | 3.400 MB/s |\n";
	struct tb_doc *d = tb_parse(doc1);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want1);
	d = tb_parse(doc2);
	T_INT(d->n_res, 0);
}

T_TEST(t_table_trend_cells_no_figure)
{
	/* "3.2 GB/s(2018) → 7 GB/s(2023)" and "12~13.7 GB/s" are no one
	 * measurement: only the measured table beside them imports */
	static const char doc[] =
	    "## 측정 결과\n"
	    "\n"
	    "| 디스크 | 순차 읽기 |\n"
	    "|---|---|\n"
	    "| nvme0 | 6,812.4 MB/s |\n"
	    "\n"
	    "## 세대별 추이\n"
	    "\n"
	    "| 항목 | 2018~2023 | 2024~2026 |\n"
	    "|---|---|---|\n"
	    "| 순차 읽기 | 3.2 GB/s(2018) → 7 GB/s(2023) | **12~13.7 GB/s** |\n"
	    "| 랜덤 읽기 | 427K(2018) → 1.6M IOPS | 1.3M~1.78M IOPS |\n";
	static const struct tb_want want[] = {
	    {"nvme0", R, SQ, -1, -1, -1, 'b', 6812.4e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

T_TEST(t_table_quantity_beside_unit_is_no_system)
{
	/* "Rate (MB/s)", "Time (ms)": quantities, not systems */
	static const char doc[] = "## Results\n"
				  "\n"
				  "| Test | Rate (MB/s) | Time (ms) |\n"
				  "|---|---|---|\n"
				  "| Seq read | 512.5 | 0.8 |\n";
	static const struct tb_want want[] = {
	    {"", R, SQ, -1, -1, -1, 'b', 512.5e6},
	    {"", R, SQ, -1, -1, -1, 'l', 0.8e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

T_TEST(t_table_log_of_counts_no_rates)
{
	/* a notes file whose title names a tool and several metrics: its
	 * table holds counts of figures, no rates */
	static const char doc1[] =
	    "# notes: posts tried (figures = CDM MB/s+IOPS+lat, dd rate)\n"
	    "Sources are ids of the index.\n"
	    "\n"
	    "| # | file | source | figures | before exact/missing/wrong |\n"
	    "|---|---|---|---|---|\n"
	    "| 1 | zh-notes.md | id 123 (zh notes) | 18 | 18/0/0 |\n"
	    "| 2 | ja-blog.txt | id 456 (CDM table) | 8 | 0/8/0 |\n";
	static const char doc2[] =
	    "# log: pastes tried (figures = bw/iops/io/runtime/lat)\n"
	    "| # | file | tool | figures | exact before |\n"
	    "|---|---|---|---|---|\n"
	    "| 1 | hd-ru.txt | hdparm | 6 | 6 |\n"
	    "| 2 | fio-a.txt | fio text | 9 | 9 |\n";
	/* the same title over a table that names its test keeps its unit */
	static const char doc3[] = "## CrystalDiskMark 8 results\n"
				   "\n"
				   "| Test | Samsung 980 |\n"
				   "|---|---|\n"
				   "| SEQ1M Q8T1 Read | 3512.4 |\n";
	static const struct tb_want want3[] = {
	    {"Samsung 980", R, 1, 1048576, 8, 1, 'b', 3512.4e6},
	};
	const char *const none[] = {doc1, doc2};
	struct tb_doc *d;

	/* read as a document (--format document): no figure */
	for (size_t i = 0; i < 2; i++) {
		d = tb_parse_as(none[i], 0);
		T_INT(d->n_res, 0);
	}
	d = tb_parse(doc3);
	T_INT(d->ret, 0);
	TB_EXPECT(d, want3);
}

T_TEST(t_table_concurrency_column_no_system)
{
	/* "并发" (concurrency) names a condition: "单线程" is no system */
	static const char doc[] =
	    "### 测试结果\n"
	    "\n"
	    "| 指标 | 吞吐 | 耗时 | 块大小 | 并发 |\n"
	    "| --- | --- | --- | --- | --- |\n"
	    "| 顺序写入（O_DIRECT） | 2.7 GB/s | 0.391 s | 1 MiB | 单线程 |\n"
	    "| 顺序读取（O_DIRECT） | 1.4 GB/s | 0.752 s | 1 MiB | 单线程 |\n";
	static const struct tb_want want[] = {
	    {"", W, 1, 1048576, -1, -1, 'b', 2.7e9},
	    {"", W, 1, 1048576, -1, -1, 'r', 0.391e9},
	    {"", R, 1, 1048576, -1, -1, 'b', 1.4e9},
	    {"", R, 1, 1048576, -1, -1, 'r', 0.752e9},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

/* ---- shapes of real posts (paste12): made-up tables of each rule ----- */

T_TEST(t_table_bracket_queue_depth)
{
	/*
	 * "engine (best QD)" over "3.78 GB/s (QD32)": rates, each with its
	 * own queue depth; "psync (QD=1)" names its system beside the
	 * column's QD; the speedup column is derived, no system.
	 */
	static const char doc[] =
	    "### io_uring vs psync\n"
	    "\n"
	    "| 模式 | 块大小 | io_uring (最佳 QD) | psync (QD=1) | 加速比 |\n"
	    "|---|---|---|---|---|\n"
	    "| 顺序写 | 32KB | 3.78 GB/s (QD32) | 1.68 GB/s | **2.2x** |\n"
	    "| 随机读 | 4KB | 1.05 GB/s (QD8) | 0.06 GB/s | **17.5x** |\n";
	static const struct tb_want want[] = {
	    {"io_uring", W, SQ, 32 * KIB, 32, -1, 'b', 3.78e9},
	    {"psync", W, SQ, 32 * KIB, 1, -1, 'b', 1.68e9},
	    {"io_uring", R, RN, 4 * KIB, 8, -1, 'b', 1.05e9},
	    {"psync", R, RN, 4 * KIB, 1, -1, 'b', 0.06e9},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

T_TEST(t_table_thread_rows_and_ranges)
{
	/*
	 * Rows "1", "2" under "线程数" are thread counts, not row numbers
	 * (the command above ran each); "4-8" threads name no one count.
	 */
	static const char doc[] =
	    "### 顺序读测试\n"
	    "\n"
	    "```bash\n"
	    "fio --name=seq_read --filename=/mnt/t --direct=1 --bs=256k "
	    "--rw=read\n"
	    "```\n"
	    "\n"
	    "| 线程数 | 读取速度（GiB/s） |\n"
	    "| ---: | ---: |\n"
	    "| 1 | 2.1 |\n"
	    "| 2 | 3.7 |\n";
	static const struct tb_want want[] = {
	    {"", R, SQ, 256 * KIB, -1, 1, 'b', 2.1 * 1073741824.0},
	    {"", R, SQ, 256 * KIB, -1, 2, 'b', 3.7 * 1073741824.0},
	};
	static const char ranges[] =
	    "### 多线程缩放\n"
	    "\n"
	    "| 操作 | 块大小 | 最优线程数 | 峰值带宽 |\n"
	    "|---|---|---|---|\n"
	    "| 写 | 32KB | 4-8 | 2.2 GB/s |\n"
	    "| 读 | 1MB | 32 | 8.6 GB/s |\n";
	static const struct tb_want want2[] = {
	    {"", W, 0, 32 * KIB, -1, -1, 'b', 2.2e9},
	    {"", R, 0, MIB, -1, 32, 'b', 8.6e9},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	d = tb_parse(ranges);
	T_INT(d->ret, 0);
	TB_EXPECT(d, want2);
}

T_TEST(t_table_memory_cpu_rows_and_delta)
{
	/*
	 * A benchmark suite's table: memory and CPU rows are no storage;
	 * the "Delta" column of notes is said of the others, no system.
	 */
	static const char doc[] =
	    "## Performance diff (winsat)\n"
	    "\n"
	    "| Benchmark | BIOS 1001 | BIOS 1203 | Delta |\n"
	    "|---|---|---|---|\n"
	    "| Memory | 30211.50 MB/s | 30102.11 MB/s | -0.4% (noise) |\n"
	    "| CPU AES256 | 8800.12 MB/s | 8815.40 MB/s | +0.2% |\n"
	    "| Disk seq read | 512.25 MB/s | 510.90 MB/s | flat |\n"
	    "| Disk seq write | 210.06 MB/s | 471.33 MB/s | see below |\n";
	static const struct tb_want want[] = {
	    {"BIOS 1001", R, SQ, -1, -1, -1, 'b', 512.25e6},
	    {"BIOS 1203", R, SQ, -1, -1, -1, 'b', 510.90e6},
	    {"BIOS 1001", W, SQ, -1, -1, -1, 'b', 210.06e6},
	    {"BIOS 1203", W, SQ, -1, -1, -1, 'b', 471.33e6},
	};
	static const char memory[] =
	    "### Memory (RAM)\n"
	    "\n"
	    "| | host | guest |\n"
	    "|--|--|--|\n"
	    "| sysbench memory | 45268 MiB/s | 39987 MiB/s |\n"
	    "| mbw MEMCPY | 11276 MiB/s | 14415 MiB/s |\n";
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	T_OK(strstr(d->first_warning, "measures no storage") != NULL);
	d = tb_parse_as(memory, 0);
	T_INT(d->n_res, 0);
}

T_TEST(t_table_winner_failed_and_row_tools)
{
	/*
	 * "Winner" names a column, "FAILED" cells gave no figure, and rows
	 * naming their tool ("fio seq read") are that tool's run, not the
	 * dd the table is otherwise about; a bracketed bare time after a
	 * rate ("(171 ms)") is no latency.
	 */
	static const char doc[] =
	    "## Storage\n"
	    "\n"
	    "`dd if=/dev/zero of=t bs=1M count=256 conv=fdatasync`\n"
	    "\n"
	    "| Metric | chroot | proot | Ratio | Winner |\n"
	    "|---|---|---|---|---|\n"
	    "| dd write | **1.1 GB/s** | 988 MB/s | 0.90x | chroot |\n"
	    "| fio seq read | FAILED (shmget) | 1497 MiB/s (171 ms) | - | "
	    "proot only |\n";
	struct tb_doc *d = tb_parse(doc);
	size_t fio = 0, dd = 0;

	T_INT(d->ret, 0);
	T_INT(d->n_res, 3);
	for (size_t i = 0; i < d->n_res; i++) {
		const struct tb_run *run = &d->runs[d->res[i].run];

		T_REQUIRE(!strcmp(run->label, "chroot") ||
			  !strcmp(run->label, "proot"));
		T_REQUIRE(isnan(d->res[i].r.lat.mean));
		if (!strcmp(run->tool, "fio")) {
			fio++;
			T_DBL(d->res[i].r.bw_bytes, 1497.0 * 1048576);
			T_STR(run->label, "proot");
		} else {
			dd++;
			T_STR(run->tool, "dd");
		}
	}
	T_INT(fio, 1);
	T_INT(dd, 2);
}

T_TEST(t_table_spec_list_and_rough_figures)
{
	/* one product's properties, no header: a specification */
	static const char spec[] =
	    "<table><tr><td>Write speed</td><td>525 MB/s</td></tr>"
	    "<tr><td>Capacity</td><td>1TB</td></tr>"
	    "<tr><td>Interface</td><td>SATA III 6Gb/s</td></tr>"
	    "<tr><td>Read speed</td><td>545 MB/s</td></tr></table>\n";
	/* typical values in a post that ran nothing: rounded figures */
	static const char rough[] = "**성능 비교**:\n"
				    "\n"
				    "| 작업 | SSD Volume | tmpfs |\n"
				    "|------|-----------|-------|\n"
				    "| 순차 쓰기 | 500 MB/s | 3000 MB/s |\n"
				    "| 랜덤 쓰기 | 200 MB/s | 2800 MB/s |\n"
				    "| 작은 파일 생성 | 5k/s | 50k/s |\n";
	/* the same rounded figures measured by a command above: read */
	static const char measured[] =
	    "$ dd if=/dev/zero of=/mnt/t bs=1M count=1024 oflag=direct\n"
	    "\n"
	    "| 작업 | SSD Volume | tmpfs |\n"
	    "|------|-----------|-------|\n"
	    "| 순차 쓰기 | 500 MB/s | 3000 MB/s |\n"
	    "| 순차 읽기 | 200 MB/s | 2800 MB/s |\n";
	struct tb_doc *d = tb_parse_as(spec, 0);

	T_INT(d->n_res, 0);
	d = tb_parse_as(rough, 0);
	T_INT(d->n_res, 0);
	T_OK(strstr(d->first_warning, "rounded") != NULL);
	d = tb_parse_as(measured, 0);
	T_INT(d->n_res, 4);
	for (size_t i = 0; i < d->n_res; i++)
		T_REQUIRE(d->res[i].r.bw_bytes == 500e6 ||
			  d->res[i].r.bw_bytes == 3000e6 ||
			  d->res[i].r.bw_bytes == 200e6 ||
			  d->res[i].r.bw_bytes == 2800e6);
}

T_TEST(t_table_ko_runtime_deviation_depth)
{
	/*
	 * "실행 시간 (ms)" is the run's time, "지연 표준편차" a deviation
	 * (not kept), "ioengine / Depth" over "libaio / 16" the queue
	 * depth: the file systems are the systems.
	 */
	static const char doc[] =
	    "### 실험 결과\n"
	    "\n"
	    "| 워크로드 | 파일시스템 | ioengine / Depth | IOPS | BW (MiB/s) | "
	    "평균 지연 (µs) | 지연 표준편차 (µs) | 실행 시간 (ms) |\n"
	    "|---|---|---|---|---|---|---|---|\n"
	    "| 순차 쓰기 | FUSEFS | sync / 1 | 321 | 322 | 3085 | 650.9 | 311 "
	    "|\n"
	    "| 랜덤 읽기 | Ext4 | libaio / 16 | 66.1k | 258 | 241 | 58.5 | 387 "
	    "|\n";
	static const struct tb_want want[] = {
	    {"FUSEFS", W, SQ, -1, 1, -1, 'i', 321},
	    {"FUSEFS", W, SQ, -1, 1, -1, 'b', 322.0 * 1048576},
	    {"FUSEFS", W, SQ, -1, 1, -1, 'l', 3085e3},
	    {"FUSEFS", W, SQ, -1, 1, -1, 'r', 311e6},
	    {"Ext4", R, RN, -1, 16, -1, 'i', 66.1e3},
	    {"Ext4", R, RN, -1, 16, -1, 'b', 258.0 * 1048576},
	    {"Ext4", R, RN, -1, 16, -1, 'l', 241e3},
	    {"Ext4", R, RN, -1, 16, -1, 'r', 387e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

T_TEST(t_table_web_broken_rows)
{
	/*
	 * A page's text broke each row after its image cell: the two lines
	 * make the header's cells exactly; the picture, capacity, score and
	 * price are no figures of a result.
	 */
	static const char doc[] =
	    "Folgende SSDs wurden getestet:\n"
	    "Modell | Bild | Speicher | Lesen | Schreiben | Score | Preis |\n"
	    "---|---|---|---|---|---|---|\n"
	    "Samsung 970 EVO 1TB | ![]() |\n"
	    "1024 GB | 3139 MB/s | 2474 MB/s | 5879 | 130 € |\n"
	    "Crucial P5 500GB | ![]() |\n"
	    "500 GB | 3022 MB/s | 2940 MB/s | 5151 | 75 € |\n";
	static const struct tb_want want[] = {
	    {"Samsung 970 EVO 1TB", R, 0, -1, -1, -1, 'b', 3139e6},
	    {"Samsung 970 EVO 1TB", W, 0, -1, -1, -1, 'b', 2474e6},
	    {"Crucial P5 500GB", R, 0, -1, -1, -1, 'b', 3022e6},
	    {"Crucial P5 500GB", W, 0, -1, -1, -1, 'b', 2940e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

T_TEST(t_table_network_limited_storage)
{
	/*
	 * A sentence calling the storage "network-limited" above columns
	 * of storage tests names no network transfer; "ops/s" is no rate.
	 */
	static const char doc[] =
	    "### Sequential Throughput\n"
	    "\n"
	    "Sequential I/O is **network-limited** here (~50 MB/s):\n"
	    "\n"
	    "| System | Seq Write | Seq Read | Metadata |\n"
	    "|---|---|---|---|\n"
	    "| **NFS gateway** | **50.7 MB/s** | **63.9 MB/s** | 609 ops/s |\n"
	    "| kernel NFS | 49.2 MB/s | 63.9 MB/s | 290 ops/s |\n";
	static const struct tb_want want[] = {
	    {"NFS gateway", W, SQ, -1, -1, -1, 'b', 50.7e6},
	    {"NFS gateway", R, SQ, -1, -1, -1, 'b', 63.9e6},
	    {"kernel NFS", W, SQ, -1, -1, -1, 'b', 49.2e6},
	    {"kernel NFS", R, SQ, -1, -1, -1, 'b', 63.9e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

T_TEST(t_table_cjk_results_heading_no_label)
{
	/* "3.2 测试结果" only says "test results": it names no system */
	static const char doc[] =
	    "### 3.2 测试结果\n"
	    "\n"
	    "| 线程数 | 顺序写（GiB/s） | 顺序读（GiB/s） |\n"
	    "| ---: | ---: | ---: |\n"
	    "| 8 | 4.6 | 3.8 |\n"
	    "| 16 | 7.2 | 6.7 |\n";
	static const struct tb_want want[] = {
	    {"", W, SQ, -1, -1, 8, 'b', 4.6 * 1073741824.0},
	    {"", R, SQ, -1, -1, 8, 'b', 3.8 * 1073741824.0},
	    {"", W, SQ, -1, -1, 16, 'b', 7.2 * 1073741824.0},
	    {"", R, SQ, -1, -1, 16, 'b', 6.7 * 1073741824.0},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

T_TEST(t_table_direction_named_systems)
{
	/*
	 * "Batch 写入" and "fsync/block 写入": both columns write, told
	 * apart by the rest of their headers, which name the systems.
	 */
	static const char doc[] = "### S2: fsync 惩罚\n"
				  "\n"
				  "| 块大小 | Batch 写入 | fsync/block 写入 |\n"
				  "|---|---|---|\n"
				  "| 4KB | 1.04 GB/s | 0.055 GB/s |\n"
				  "| 64KB | 2.12 GB/s | 0.660 GB/s |\n";
	static const struct tb_want want[] = {
	    {"Batch", W, 0, 4 * KIB, -1, -1, 'b', 1.04e9},
	    {"fsync/block", W, 0, 4 * KIB, -1, -1, 'b', 0.055e9},
	    {"Batch", W, 0, 64 * KIB, -1, -1, 'b', 2.12e9},
	    {"fsync/block", W, 0, 64 * KIB, -1, -1, 'b', 0.660e9},
	};
	static const char plain[] = "| Disk | Seq Read | Seq Write |\n"
				    "|---|---|---|\n"
				    "| sda | 510.2 MB/s | 480.3 MB/s |\n"
				    "| sdb | 201.7 MB/s | 190.4 MB/s |\n";
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	/* directions that differ are tests, the rows' disks the systems */
	d = tb_parse(plain);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 4);
	for (size_t i = 0; i < d->n_res; i++)
		T_REQUIRE(!strcmp(d->runs[d->res[i].run].label, "sda") ||
			  !strcmp(d->runs[d->res[i].run].label, "sdb"));
}

T_TEST(t_table_program_benchmark_sections)
{
	/*
	 * A program's own benchmark (`cargo test --release`) in the parent
	 * section's text holds for each subsection's table, the second one
	 * too; a hashing or compression row is a processor's throughput
	 * wherever it stands.
	 */
	static const char doc[] =
	    "### Performance (release build)\n"
	    "\n"
	    "```bash\n"
	    "cargo test --release -p core --test bench_pipeline\n"
	    "```\n"
	    "\n"
	    "#### Pipeline\n"
	    "\n"
	    "| Stage | 1 MB | 4 MB |\n"
	    "|---|---|---|\n"
	    "| Hashing | 340 MB/s | 318 MB/s |\n"
	    "| Encryption | 135 MB/s | 135 MB/s |\n"
	    "\n"
	    "#### Chunking\n"
	    "\n"
	    "| Engine | File 4 MB | File 16 MB |\n"
	    "|---|---|---|\n"
	    "| CDC | 271 MB/s | 227 MB/s |\n"
	    "| Fixed | 308 MB/s | 221 MB/s |\n";
	static const char rows[] = "| Test | SSD A | SSD B |\n"
				   "|---|---|---|\n"
				   "| Сжатие zstd | 4224 МБ/с | 2484 МБ/с |\n"
				   "| SHA-256 | 340 МБ/с | 318 МБ/с |\n"
				   "| Seq read | 3512.4 МБ/с | 3011.2 МБ/с |\n";
	static const struct tb_want want[] = {
	    {"SSD A", R, SQ, -1, -1, -1, 'b', 3512.4e6},
	    {"SSD B", R, SQ, -1, -1, -1, 'b', 3011.2e6},
	};
	struct tb_doc *d = tb_parse_as(doc, 0);

	T_INT(d->n_res, 0);
	T_OK(strstr(d->first_warning, "cargo test") != NULL);
	d = tb_parse(rows);
	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

T_TEST(t_table_price_listing)
{
	/*
	 * A product page's configurations with their prices: the speeds are
	 * what is sold.  The same columns in a post that says it tested the
	 * drives ("getestet") are measurements.
	 */
	static const char shop[] =
	    "### Storage Options\n"
	    "\n"
	    "| Storage | Sequential Read | Sequential Write | Price |\n"
	    "|---|---|---|---|\n"
	    "| 256GB SSD | 3.5 GB/s | 2.5 GB/s | $599 |\n"
	    "| 512GB SSD | 3.5 GB/s | 2.8 GB/s | $699 |\n";
	static const char tested[] =
	    "Folgende SSDs wurden getestet:\n"
	    "\n"
	    "| Modell | Lesen | Schreiben | Preis |\n"
	    "|---|---|---|---|\n"
	    "| Crucial P5 500GB | 3022 MB/s | 2940 MB/s | 75 € |\n"
	    "| Samsung 970 EVO 1TB | 3139 MB/s | 2474 MB/s | 130 € |\n";
	struct tb_doc *d = tb_parse_as(shop, 0);

	T_INT(d->n_res, 0);
	T_OK(strstr(d->first_warning, "prices") != NULL);
	d = tb_parse(tested);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 4);
}

T_TEST(t_table_section_commands_continued)
{
	/*
	 * Each section's command, continued over lines with '\', is its
	 * table's: the sequential section's rows read sequentially at
	 * 256 KiB, the random one's randomly, though the document holds
	 * both commands.
	 */
	static const char doc[] = "### 2.2 顺序读测试\n"
				  "\n"
				  "```bash\n"
				  "fio --name=seq_read \\\n"
				  "--filename=/mnt/100g.data \\\n"
				  "--direct=1 \\\n"
				  "--bs=256k \\\n"
				  "--rw=read \\\n"
				  "--numjobs={numjobs}\n"
				  "```\n"
				  "\n"
				  "| 线程数 | 读取速度（GiB/s） |\n"
				  "| ---: | ---: |\n"
				  "| 1 | 2.1 |\n"
				  "| 8 | 8.5 |\n"
				  "\n"
				  "### 2.3 随机读测试\n"
				  "\n"
				  "```bash\n"
				  "fio --name=rand_read \\\n"
				  "--filename=/mnt/100g.data \\\n"
				  "--direct=1 \\\n"
				  "--bs=4k \\\n"
				  "--rw=randread \\\n"
				  "--numjobs={numjobs}\n"
				  "```\n"
				  "\n"
				  "| 线程数 | 读取速度（GiB/s） |\n"
				  "| ---: | ---: |\n"
				  "| 1 | 0.2 |\n"
				  "| 8 | 2.4 |\n";
	static const struct tb_want want[] = {
	    {"", R, SQ, 256 * KIB, -1, 1, 'b', 2.1 * 1073741824.0},
	    {"", R, SQ, 256 * KIB, -1, 8, 'b', 8.5 * 1073741824.0},
	    {"", R, RN, 4 * KIB, -1, 1, 'b', 0.2 * 1073741824.0},
	    {"", R, RN, 4 * KIB, -1, 8, 'b', 2.4 * 1073741824.0},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	for (size_t i = 0; i < d->n_res; i++)
		T_INT(d->res[i].r.cond.direct, 1);
}

/*
 * A column naming one direction over a row naming the other ("| write |
 * 0 | 5546.54 |" under "| job | read_iops | write_iops |", a CSV made
 * from fio's JSON): which the figure measures is not said; the write
 * job's read figure was stored as a write.  Only agreeing cells import.
 */
T_TEST(t_table_row_column_directions_disagree)
{
	static const char doc[] = "fio IOPS:\n\n"
				  "| job | read_iops | write_iops |\n"
				  "|---|---|---|\n"
				  "| randread | 29.78 | 0 |\n"
				  "| write | 0 | 5546.54 |\n";
	struct t_collect c;

	t_collect_buf(&c, "document", "dirs.md", doc, strlen(doc), 1);
	T_INT(c.n_res, 2);
	for (size_t i = 0; i < c.n_res; i++)
		T_OK(c.res[i].r.iops > 0);
	if (c.n_res == 2) {
		T_INT(c.res[0].r.cond.op, IODB_OP_READ);
		T_DBL(c.res[0].r.iops, 29.78);
		T_INT(c.res[1].r.cond.op, IODB_OP_WRITE);
		T_DBL(c.res[1].r.iops, 5546.54);
	}
	t_collect_free(&c);
}

T_TEST(t_table_queue_words_and_program_tables)
{
	/*
	 * A profile table in Spanish: "Cola (-o)" is the queue depth of
	 * each profile, no figure; nothing is imported.
	 */
	static const char profiles[] =
	    "## Perfiles fijos de CrystalDiskMark\n"
	    "\n"
	    "| Nombre | Acceso | Bloque | Cola (`-o`) | Notación CDM |\n"
	    "|---|---|---|---|---|\n"
	    "| Secuencial (cola 8) | secuencial | 1 MiB | 8 | SEQ1M Q8T1 |\n"
	    "| Aleatorio 4K (cola 32) | aleatorio | 4 KiB | 32 | RND4K Q32T1 "
	    "|\n"
	    "| Aleatorio 4K (cola 1) | aleatorio | 4 KiB | 1 | RND4K Q1T1 |\n";
	/*
	 * A server summary: CPU events, database transactions and memory
	 * bandwidth are no storage; the storage section still imports.
	 */
	static const char summary[] =
	    "## 2. CPU Performance\n"
	    "| Test ID | Threads | Events/sec | Mean Latency (ms) |\n"
	    "| :--- | :--- | :--- | :--- |\n"
	    "| T010 | 1 | 366.22 | 2.73 |\n"
	    "\n"
	    "## 3. Database\n"
	    "| Workload | Clients | Whole-run TPS | Latency (ms) |\n"
	    "| :--- | :--- | :--- | :--- |\n"
	    "| mixed | 8 | 538.8 | 17.94 |\n"
	    "\n"
	    "## 4. Memory Throughput\n"
	    "| Operation | Block Size | Throughput (MiB/s) | Latency (ms) |\n"
	    "| :--- | :--- | :--- | :--- |\n"
	    "| write | 1M | 15988.95 | 0.06 |\n"
	    "\n"
	    "## 5. Storage I/O Performance\n"
	    "| Test ID | I/O Pattern | Read (MB/s) | Mean Latency (ms) |\n"
	    "| :--- | :--- | :--- | :--- |\n"
	    "| T032 | Random Read (4K, iodepth=32) | 805.0 | 0.456 |\n";
	/* a parser's speed: cycles per MB say it is no storage */
	static const char parser[] =
	    "| Library | Read (MB/S) | Read (Cycles/MB) | Write (MB/S) |\n"
	    "| ------- | ----------- | ---------------- | ------------ |\n"
	    "| fastjson | 1419.16 | 1.72313e+06 | 1376.97 |\n"
	    "| slowjson | 305.859 | 7.99518e+06 | 290.1 |\n";
	static const struct tb_want storage[] = {
	    {"T032", R, RN, 4 * KIB, 32, -1, 'b', 805.0e6},
	    {"T032", R, RN, 4 * KIB, 32, -1, 'l', 0.456e6},
	};
	struct tb_doc *d = tb_parse_as(profiles, 0);

	T_INT(d->n_res, 0);
	d = tb_parse(summary);
	T_INT(d->ret, 0);
	TB_EXPECT(d, storage);
	T_OK(strstr(d->first_warning, "Events/sec") != NULL);
	d = tb_parse_as(parser, 0);
	T_INT(d->n_res, 0);
}

T_TEST(t_table_histogram_ranges_many_files)
{
	/*
	 * fio's latency histogram pasted into a column is no system: the
	 * label is the section's heading.
	 */
	static const char hist[] =
	    "## NVMe 测试\n"
	    "\n"
	    "### 裸盘\n"
	    "\n"
	    "| | BandWidth | IOPS | Latency(usec) |\n"
	    "| --- | --- | --- | --- |\n"
	    "| Sequential Write | 972MB/s | 188K | 2=0.01%, 10=0.02%, "
	    "【20=97.41%】 |\n"
	    "| Random Read | 2494MB/s | 188K | 50=0.01%, 【100=64.62%】, "
	    "250=34.96% |\n"
	    "\n"
	    "### EXT4\n"
	    "\n"
	    "| | BandWidth | IOPS | Latency(usec) |\n"
	    "| --- | --- | --- | --- |\n"
	    "| Sequential Write | 1943MB/s | 193K | 2=0.01%, 【10=91.10%】 |\n"
	    "| Random Read | 2704MB/s | 188K | 50=0.01%, 【100=99.55%】 |\n";
	static const struct tb_want hw[] = {
	    {"裸盘", W, SQ, -1, -1, -1, 'b', 972e6},
	    {"裸盘", W, SQ, -1, -1, -1, 'i', 188e3},
	    {"裸盘", R, RN, -1, -1, -1, 'b', 2494e6},
	    {"裸盘", R, RN, -1, -1, -1, 'i', 188e3},
	    {"EXT4", W, SQ, -1, -1, -1, 'b', 1943e6},
	    {"EXT4", W, SQ, -1, -1, -1, 'i', 193e3},
	    {"EXT4", R, RN, -1, -1, -1, 'b', 2704e6},
	    {"EXT4", R, RN, -1, -1, -1, 'i', 188e3},
	};
	/*
	 * Ranges written with blank thousands and a note ("1 533–1 875 ms
	 * (≈1,7 ms/fichier)") are figures, no system; times of 1 000 files
	 * are no latency; "3 518 ms" groups its thousands as "≈1,7" tells.
	 */
	static const char nine[] =
	    "### Partage 9P, dossier NTFS sur SSD\n"
	    "\n"
	    "| Mesure | défaut | `msize=1048576` | `msize=262144` |\n"
	    "|---|---|---|---|\n"
	    "| Écriture séquentielle 128 MiB + fsync | 277–334 MiB/s | 240 "
	    "MiB/s | 214 MiB/s |\n"
	    "| Lecture séquentielle 128 MiB | 368–452 MiB/s | 392 MiB/s | 386 "
	    "MiB/s |\n"
	    "| Création de 1 000 fichiers de 4 Kio | 1 533–1 875 ms (≈1,7 "
	    "ms/fichier) | 3 518 ms | 3 327 ms |\n"
	    "| `stat` de 1 000 fichiers | 1 117–1 745 ms | 1 269 ms | 1 109 ms "
	    "|\n";
	static const struct tb_want nw[] = {
	    {"msize=1048576", W, SQ, -1, -1, -1, 'b', 240.0 * MIB},
	    {"msize=262144", W, SQ, -1, -1, -1, 'b', 214.0 * MIB},
	    {"msize=1048576", R, SQ, -1, -1, -1, 'b', 392.0 * MIB},
	    {"msize=262144", R, SQ, -1, -1, -1, 'b', 386.0 * MIB},
	};
	struct tb_doc *d = tb_parse(hist);

	T_INT(d->ret, 0);
	TB_EXPECT(d, hw);
	d = tb_parse(nine);
	T_INT(d->ret, 0);
	TB_EXPECT(d, nw);
	T_OK(strstr(d->first_warning, "range") != NULL);
}

T_TEST(t_table_sep_from_other_cells_and_times_only)
{
	/*
	 * "2.572 MB/s" beside "HDD 1,8 TB": the writer's decimal separator
	 * is the comma, so the dot groups thousands.  A table of screen
	 * capture times ("escritorio" is a desk, no write) names no storage.
	 */
	static const char doc[] =
	    "## Discos\n"
	    "\n"
	    "| disco | tipo | lectura secuencial |\n"
	    "|---|---|---|\n"
	    "| I: Barracuda | HDD 1,8 TB | **193 MB/s** |\n"
	    "| F: WD_BLACK SN770 | NVMe 1 TB | **2.572 MB/s** |\n"
	    "\n"
	    "## Captura de pantalla\n"
	    "\n"
	    "| | monitor activo | escritorio entero |\n"
	    "|---|---|---|\n"
	    "| blit mediana | **15,5 ms** | 34,7 ms |\n"
	    "| total mediana | **27,7 ms** | 47,2 ms |\n";
	static const struct tb_want want[] = {
	    {"I: Barracuda / HDD 1,8 TB", R, SQ, -1, -1, -1, 'b', 193e6},
	    {"F: WD_BLACK SN770 / NVMe 1 TB", R, SQ, -1, -1, -1, 'b', 2572e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

T_TEST(t_table_as_ssd_rows_and_headers)
{
	/*
	 * AS SSD Benchmark named above, its result screen copied by hand:
	 * Seq, 4K and 4K-64Thrd in MB/s (16 MB blocks, 4 KiB, 4 KiB in 64
	 * threads), Acc.time in ms (reads of 4 KiB, writes of 512 B), the
	 * score no measurement.  The unit the seq row names ("MBps") is
	 * MB/s.
	 */
	static const char rows[] = "I used AS SSD Benchmark to test the SSD.\n"
				   "\n"
				   "> [!NOTE]- results\n"
				   "> \n"
				   "> | 1Gb test  | read     | write   |\n"
				   "> | --------- | -------- | ------- |\n"
				   "> | seq       | 480 MBps | 33 MBps |\n"
				   "> | 4K        | 16.8     | 34.5    |\n"
				   "> | 4K-64thrd | 165      | 30.9    |\n"
				   "> | acc time  | .68 ms   | .16 ms  |\n"
				   "> | score     | 230      | 69      |\n";
	static const struct tb_want rw[] = {
	    {"", R, SQ, 16 * MIB, 1, 1, 'b', 480e6},
	    {"", W, SQ, 16 * MIB, 1, 1, 'b', 33e6},
	    {"", R, RN, 4 * KIB, 1, 1, 'b', 16.8e6},
	    {"", W, RN, 4 * KIB, 1, 1, 'b', 34.5e6},
	    {"", R, RN, 4 * KIB, 1, 64, 'b', 165e6},
	    {"", W, RN, 4 * KIB, 1, 64, 'b', 30.9e6},
	    {"", R, RN, 4 * KIB, 1, 1, 'a', 0.68e6},
	    {"", W, RN, 512, 1, 1, 'a', 0.16e6},
	};
	/* the tests in the column headers, no unit anywhere */
	static const char cols[] =
	    "# AS SSD Benchmark\n"
	    "\n"
	    "| Model | Seq Read | Seq Write | 4K Read | 4K-64Thrd Write | "
	    "Acc.time Read | Score |\n"
	    "| --- | --- | --- | --- | --- | --- | --- |\n"
	    "| MX500 500GB | 520 | 471 | 33 | 323 | 0.124 | 1152 |\n";
	static const struct tb_want cw[] = {
	    {"MX500 500GB", R, SQ, 16 * MIB, 1, 1, 'b', 520e6},
	    {"MX500 500GB", W, SQ, 16 * MIB, 1, 1, 'b', 471e6},
	    {"MX500 500GB", R, RN, 4 * KIB, 1, 1, 'b', 33e6},
	    {"MX500 500GB", W, RN, 4 * KIB, 1, 64, 'b', 323e6},
	    {"MX500 500GB", R, RN, 4 * KIB, 1, 1, 'a', 0.124e6},
	};
	/* the same rows with no tool named: no unit, nothing guessed */
	static const char unnamed[] = "| test | read | write |\n"
				      "| --- | --- | --- |\n"
				      "| 4K | 16.8 | 34.5 |\n"
				      "| 4K-64thrd | 165 | 30.9 |\n";
	struct tb_doc *d = tb_parse(rows);

	T_INT(d->ret, 0);
	TB_EXPECT(d, rw);
	T_OK(strstr(d->first_warning, "score") != NULL);
	d = tb_parse(cols);
	T_INT(d->ret, 0);
	TB_EXPECT(d, cw);
	d = tb_parse_as(unnamed, 0);
	T_INT(d->n_res, 0);
}

T_TEST(t_table_cjk_maxima_rows)
{
	/* a cloud's limits: "最大吞吐量" is a maximum, no measurement */
	static const char doc[] = "参数 | SSD 云盘 | 高效云盘 |\n"
				  "---|---|---|\n"
				  "最大 IOPS | 20000 | 3000 |\n"
				  "最大吞吐量 | 256 MBps | 80 MBps |\n";
	struct tb_doc *d = tb_parse_as(doc, 0);

	T_INT(d->n_res, 0);
}

T_TEST(t_table_headless_pipe_rows_french_units)
{
	/*
	 * A review's table copied from the page as text: pipe rows with no
	 * "|---|" line, French units spaced as a translation writes them
	 * ("799 Mo / s"), "8,974" grouping thousands (the table's decimals
	 * are points), "Écrire au hasard" a random write.
	 */
	static const char doc[] =
	    "Nous avons utilisé CrystalDiskMark sur deux configurations.\n"
	    "| Métrique | RAID10 | RAID6 | \n"
	    "| Lecture séquentielle (Q8T1) | 799 Mo / s | 535 Mo / s | \n"
	    "| Écriture aléatoire 4K (Q32T1) | 4.18 Mo / s | 4.99 Mo / s | \n"
	    "| Écrire au hasard IOPS | 1,020 | 1,219 | \n"
	    "Conclusion\n";
	static const struct tb_want want[] = {
	    {"RAID10", R, SQ, MIB, 8, 1, 'b', 799e6},
	    {"RAID6", R, SQ, MIB, 8, 1, 'b', 535e6},
	    {"RAID10", W, RN, 4 * KIB, 32, 1, 'b', 4.18e6},
	    {"RAID6", W, RN, 4 * KIB, 32, 1, 'b', 4.99e6},
	    {"RAID10", W, RN, -1, -1, -1, 'i', 1020},
	    {"RAID6", W, RN, -1, -1, -1, 'i', 1219},
	};
	/* two pipe rows alone are no table */
	static const char two[] = "| a | b |\n| x | 12 MB/s |\n";
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	d = tb_parse_as(two, 0);
	T_INT(d->n_res, 0);
}

T_TEST(t_table_unit_closing_row_and_cache_size)
{
	/*
	 * The unit closes each row's words after a comma ("…, IOPS",
	 * "…, Mio/s"); the figures write decimal commas and blank thousands.
	 * "64 Mio de cache RAM" in the prose is a cache's size, no block
	 * size of the sequential read.
	 */
	static const char doc[] =
	    "La campagne fio compare deux moteurs. Les moteurs utilisent "
	    "64 Mio de cache RAM, puis 512 Mio après préchauffage.\n"
	    "\n"
	    "| Charge | Astra | ZeroFS |\n"
	    "|---|---:|---:|\n"
	    "| Lecture 4 Kio préchauffée, IOPS | 54 429,14 | 16 330,02 |\n"
	    "| Lecture séquentielle préchauffée, Mio/s | 3 201,40 | 924,17 |\n";
	static const struct tb_want want[] = {
	    {"Astra", R, 0, 4 * KIB, -1, -1, 'i', 54429.14},
	    {"ZeroFS", R, 0, 4 * KIB, -1, -1, 'i', 16330.02},
	    {"Astra", R, SQ, -1, -1, -1, 'b', 3201.40 * MIB},
	    {"ZeroFS", R, SQ, -1, -1, -1, 'b', 924.17 * MIB},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

T_TEST(t_table_direction_in_test_header_and_spec_lookalike)
{
	/*
	 * "Read shape" over the test rows names their direction; the
	 * systems' headers carry the unit.
	 */
	static const char shapes[] =
	    "DiskSpd, medians of three windows in MiB/s.\n"
	    "\n"
	    "| Read shape | Direct MiB/s | Standard MiB/s |\n"
	    "|---|---:|---:|\n"
	    "| 1M Q8T1 | 22,984.92 | 19,153.05 |\n"
	    "| 4K Q32T1 | 1,425.30 | 784.71 |\n";
	static const struct tb_want sw[] = {
	    {"Direct", R, SQ, MIB, 8, 1, 'b', 22984.92 * MIB},
	    {"Standard", R, SQ, MIB, 8, 1, 'b', 19153.05 * MIB},
	    {"Direct", R, RN, 4 * KIB, 32, 1, 'b', 1425.30 * MIB},
	    {"Standard", R, RN, 4 * KIB, 32, 1, 'b', 784.71 * MIB},
	};
	/* "specialized" (a policy) is no "spec" column of a datasheet */
	static const char policies[] =
	    "## Which static policy is best?\n"
	    "\n"
	    "| | normal | specialized |\n"
	    "|---|---|---|\n"
	    "| randread (IOPS) | 842 | **14,860** |\n"
	    "| seqwrite (MB/s) | 71 | **876** |\n";
	static const struct tb_want pw[] = {
	    {"normal", R, RN, -1, -1, -1, 'i', 842},
	    {"specialized", R, RN, -1, -1, -1, 'i', 14860},
	    {"normal", W, SQ, -1, -1, -1, 'b', 71e6},
	    {"specialized", W, SQ, -1, -1, -1, 'b', 876e6},
	};
	struct tb_doc *d = tb_parse(shapes);

	T_INT(d->ret, 0);
	TB_EXPECT(d, sw);
	d = tb_parse(policies);
	T_INT(d->ret, 0);
	TB_EXPECT(d, pw);
}

T_TEST(t_table_unit_named_once_for_siblings)
{
	/*
	 * The first value column's header names the unit of its sibling
	 * test columns too.
	 */
	static const char doc[] =
	    "## SSD 성능\n"
	    "\n"
	    "| 장치 | 랜덤 읽기 (MB/s) | 랜덤 쓰기 | 순차 읽기 |\n"
	    "|---|---|---|---|\n"
	    "| Disk A | 103 | 287 | 421 |\n"
	    "| Disk B | 2 | 2 | 223 |\n";
	static const struct tb_want want[] = {
	    {"Disk A", R, RN, -1, -1, -1, 'b', 103e6},
	    {"Disk A", W, RN, -1, -1, -1, 'b', 287e6},
	    {"Disk A", R, SQ, -1, -1, -1, 'b', 421e6},
	    {"Disk B", R, RN, -1, -1, -1, 'b', 2e6},
	    {"Disk B", W, RN, -1, -1, -1, 'b', 2e6},
	    {"Disk B", R, SQ, -1, -1, -1, 'b', 223e6},
	};
	/* the unit in the last column's header: the same */
	static const char last[] = "| Disk | Read | Write (MiB/s) |\n"
				   "|---|---|---|\n"
				   "| nvme0 | 3100 | 2900 |\n";
	static const struct tb_want lw[] = {
	    {"nvme0", R, 0, -1, -1, -1, 'b', 3100.0 * MIB},
	    {"nvme0", W, 0, -1, -1, -1, 'b', 2900.0 * MIB},
	};
	/* a sibling that names no test ("Notes" with figures), or a cell
	 * with its own unit: each column keeps its own, nothing shared */
	static const char mixed[] = "| Disk | Read (MB/s) | 4K random |\n"
				    "|---|---|---|\n"
				    "| nvme0 | 3100 | 45000 IOPS |\n";
	static const struct tb_want mw[] = {
	    {"nvme0", R, 0, -1, -1, -1, 'b', 3100e6},
	    {"nvme0", 0, RN, 4 * KIB, -1, -1, 'i', 45000},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	d = tb_parse(last);
	T_INT(d->ret, 0);
	TB_EXPECT(d, lw);
	d = tb_parse(mixed);
	T_INT(d->ret, 0);
	TB_EXPECT(d, mw);
}

T_TEST(t_table_underscore_filled_mail_table)
{
	/*
	 * A table made mail-safe with underscores, its units in a second
	 * header row, no "|---|" line, a footnote star in some cells.
	 */
	static const char doc[] =
	    "The test results on my laptop are:\n"
	    "\n"
	    " ______________________________________________\n"
	    "|  file system  | seq read | rand read |\n"
	    "|_______________|_ MiB/s __|__ MiB/s __|\n"
	    "|___erofs_4k____|_ 781.4 __|__ 55.3 ___|\n"
	    "|___erofs_32k___|_ 899.8 __|_ 105.8 _*_|\n"
	    "|__squashfs_8k__|_  64.9 __|__ 19.3 ___|\n"
	    "\n"
	    "Thanks\n";
	static const struct tb_want want[] = {
	    {"erofs_4k", R, SQ, -1, -1, -1, 'b', 781.4 * MIB},
	    {"erofs_4k", R, RN, -1, -1, -1, 'b', 55.3 * MIB},
	    {"erofs_32k", R, SQ, -1, -1, -1, 'b', 899.8 * MIB},
	    {"erofs_32k", R, RN, -1, -1, -1, 'b', 105.8 * MIB},
	    {"squashfs_8k", R, SQ, -1, -1, -1, 'b', 64.9 * MIB},
	    {"squashfs_8k", R, RN, -1, -1, -1, 'b', 19.3 * MIB},
	};
	/* pipe rows in the middle of a broken table are no new table */
	static const char broken[] =
	    "| # | file | figures | note |\n"
	    "|---|---|---|---|\n"
	    "| 1 | a.md | 24 | ok |\n"
	    "| 2 | b.md | 16 + 2 labels | 16/0/0 | x |\n"
	    "| 3 | c.md | 24 | fine |\n"
	    "| 4 | d.md | 36 | same |\n";
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	d = tb_parse_as(broken, 0);
	T_INT(d->n_res, 0);
}

T_TEST(t_table_key_value_seconds_and_rates)
{
	/*
	 * A key/value table mixing elapsed times ("34 секунди", "2.7s") and
	 * rates ("18.6 МБ/с") in one column, Ukrainian headers "Метрика" /
	 * "Значення" (metric / value): the rates import with the direction
	 * their row names; times alone, approximations and notes do not.
	 */
	static const char doc[] =
	    "| Метрика | Значення |\n"
	    "|-----|-----|\n"
	    "| Cold boot (baseline) | 34 секунди |\n"
	    "| systemd-analyze: kernel | 2.7s |\n"
	    "| Найбільший винуватець | 25.3s — повністю усунено |\n"
	    "| Затримка HTTP-запиту | <50 мс |\n"
	    "| **SFTP-mount benchmark (read 70 МБ)** | **85 МБ/с** |\n"
	    "| SFTP-mount write 50 МБ | 18.6 МБ/с |\n";
	static const struct tb_want want[] = {
	    {"", R, 0, -1, -1, -1, 'b', 85e6},
	    {"", W, 0, -1, -1, -1, 'b', 18.6e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

T_TEST(t_table_single_blank_cells_prose_metric)
{
	/*
	 * A web page's HTML table copied as text, its cells one blank
	 * apart; the prose above says IOPS were measured.
	 */
	static const char doc[] =
	    "fioでDIRECTIOをONにしてIOPS性能を測定しました。\n"
	    "\n"
	    "Read\n"
	    "Standard 1000 4000\n"
	    "4k read 17000 1909 7353\n"
	    "4k random read 1186 1041 4177\n"
	    "\n"
	    "Write\n"
	    "Standard 1000 4000\n"
	    "4k random write 1261 1039 2211\n"
	    "32k random write 637 1035 1385\n";
	static const struct tb_want want[] = {
	    {"Standard", R, SQ, 4 * KIB, -1, -1, 'i', 17000},
	    {"1000", R, SQ, 4 * KIB, -1, -1, 'i', 1909},
	    {"4000", R, SQ, 4 * KIB, -1, -1, 'i', 7353},
	    {"Standard", R, RN, 4 * KIB, -1, -1, 'i', 1186},
	    {"1000", R, RN, 4 * KIB, -1, -1, 'i', 1041},
	    {"4000", R, RN, 4 * KIB, -1, -1, 'i', 4177},
	    {"Standard", W, RN, 4 * KIB, -1, -1, 'i', 1261},
	    {"1000", W, RN, 4 * KIB, -1, -1, 'i', 1039},
	    {"4000", W, RN, 4 * KIB, -1, -1, 'i', 2211},
	    {"Standard", W, RN, 32 * KIB, -1, -1, 'i', 637},
	    {"1000", W, RN, 32 * KIB, -1, -1, 'i', 1035},
	    {"4000", W, RN, 32 * KIB, -1, -1, 'i', 1385},
	};
	/* the same without the sentence: what the figures are is unsaid */
	static const char bare[] = "Read\n"
				   "Standard 1000 4000\n"
				   "4k read 17000 1909 7353\n"
				   "4k random read 1186 1041 4177\n";
	/* "measurement" is no statement that IOPS were measured */
	static const char loose[] = "This log lists measurements of IOPS.\n"
				    "\n"
				    "The log:\n"
				    "\n"
				    "| file | figures |\n"
				    "|---|---|\n"
				    "| a.md | 16 |\n"
				    "| b.md | 24 |\n";
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	d = tb_parse_as(bare, 0);
	T_INT(d->n_res, 0);
	d = tb_parse_as(loose, 0);
	T_INT(d->n_res, 0);
}

/* A header whose column names a copy left one blank apart: split in one
 * way only, or not read. */
T_TEST(t_table_worded_header_splits)
{
	static const struct {
		const char *h;
		size_t n;
		int ok;
	} cases[] = {
	    {"Card Make/Model hdparm buffered dd write 4K rand read 4K rand "
	     "write",
	     4, 1},
	    {"Drive Seq Read Seq Write 4K Read 4K Write", 4, 1},
	    /* the direction first in every column */
	    {"Drive Read seq Write seq Read rand Write rand", 4, 1},
	    {"Drive Seq Read MB/s Seq Write MB/s", 2, 1},
	    /* one column with its unit, the other without */
	    {"Drive Seq Read MB/s Seq Write", 2, 0},
	    /* IOPS names no direction: three columns cannot be found */
	    {"Drive Read Write IOPS", 3, 0},
	    /* a sentence, no header */
	    {"The read speed was fine and write too", 2, 0},
	    /* more figures than columns */
	    {"Drive Seq Read Seq Write", 3, 0},
	    /* a list of the names' parts: its last part ("Read Speed",
	     * the maker's rated speed) is the names' too */
	    {"Make, Model, Read Speed hdparm buffered dd write", 2, 1},
	    {"Make, Model, Read Speed hdparm buffered dd write", 3, 0},
	    /* a list ending in its comma names no column */
	    {"Make, Model, hdparm buffered dd write", 2, 0},
	};
	size_t figs;
	int units;

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		T_INT(table_worded_header(cases[i].h, strlen(cases[i].h),
					  cases[i].n),
		      cases[i].ok);
	figs =
	    table_worded_figures("Acme Pro 2 41.20 MB/s 33.1 MB/s", 31, &units);
	T_INT(figs, 2);
	T_INT(units, 1);
	figs =
	    table_worded_figures("Acme Pro 2 41.20MB/s 33.1MB/s", 29, &units);
	T_INT(figs, 2);
	/* a glued figure left of cells a blank apart: the name's (a
	 * maker's rated speed), as is the list's last part's */
	figs = table_worded_figures("Acme, 16GB, 90MB/s 12.6 MB/s 6.4 MB/s", 37,
				    &units);
	T_INT(figs, 2);
	/* a word where a cell must stand, between two; not at an end */
	figs = table_worded_figures("Acme 16GB 17.46 MB/s TODO 6.25 MB/s", 35,
				    &units);
	T_INT(figs, 3);
	figs = table_worded_figures("Acme 16GB TODO 17.46 MB/s 6.25 MB/s", 35,
				    &units);
	T_INT(figs, 2);
	figs = table_worded_figures("Acme 16GB 17.46 MB/s not yet 6.25 MB/s",
				    38, &units);
	T_INT(figs, 1);
	T_INT(table_worded_cell_in("No-name 4GB 13.37 MB/s Sad Painful", 34),
	      1);
	figs = table_worded_figures("Crucial P5 500 3402 2911", 24, &units);
	T_INT(figs, 3);
	T_INT(units, 0);
	T_INT(table_worded_figures("3402 2911", 9, &units), 0);
}

T_TEST(t_table_target_verdict_template)
{
	/*
	 * A report's table: the target column ("目标值") is what the figures
	 * should be, the status column ("✅ PASS") checks them against it,
	 * the measured column ("实测值") names no system; only the measured
	 * figures are results.  The same table under a template's heading
	 * ("预期结果模板") is figures to fill in: nothing.
	 */
	static const char doc[] =
	    "## 测试结果\n"
	    "\n"
	    "| 测试项 | 目标值 | 实测值 | 达成率 | 状态 |\n"
	    "|---|---|---|---|---|\n"
	    "| 顺序读 | 2,100 MB/s | 2,156 MB/s | 102.7% | \xe2\x9c\x85 PASS "
	    "|\n"
	    "| 顺序写 | 1,650 MB/s | 1,689 MB/s | 102.4% | \xe2\x9d\x8c FAIL "
	    "|\n";
	static const struct tb_want want[] = {
	    {"", R, SQ, -1, -1, -1, 'b', 2156e6},
	    {"", W, SQ, -1, -1, -1, 'b', 1689e6},
	};
	char tmpl[1024];
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	T_INT((long)d->n_res, 2);
	TB_EXPECT(d, want);
	for (size_t i = 0; i < d->n_res && i < 2; i++)
		T_OK(!d->runs[d->res[i].run].label[0]);
	snprintf(tmpl, sizeof(tmpl), "## 3. 预期结果模板\n%s", doc + 15);
	d = tb_parse(tmpl);
	T_INT((long)d->n_res, 0);
}

/*
 * paste19 #2, #10: a first column headed "Vendor" (or "Hersteller")
 * holding drive names is the rows' system, not a datasheet column; a
 * winner's mark after a figure ("**8,573 MB/s** 🏆") is no content; a
 * row's figures never join another row's result; an "Interpretation"
 * column is the author's comment, no label.
 */
T_TEST(t_table_vendor_column_marks)
{
	static const char doc[] =
	    "### Sequential burst (bs=128k, QD=32)\n"
	    "\n"
	    "| Vendor | Seq Read | Seq Write | Read latency |\n"
	    "|---|---:|---:|---:|\n"
	    "| Alpha X1       | 2,275 MB/s | 1,936 MB/s | 1,758 \xce\xbcs |\n"
	    "| **Beta X2** | **8,573 MB/s** \xf0\x9f\x8f\x86 | **7,965 MB/s** "
	    "\xe2\xad\x90 | **467 \xce\xbcs** |\n"
	    "| Gamma X3   | 6,345 MB/s | 3,696 MB/s | 630 \xce\xbcs |\n";
	static const struct tb_want want[] = {
	    {"Alpha X1", R, SQ, 128 * KIB, 32, -1, 'b', 2275e6},
	    {"Alpha X1", W, SQ, 128 * KIB, 32, -1, 'b', 1936e6},
	    {"Alpha X1", R, SQ, 128 * KIB, 32, -1, 'l', 1758e3},
	    {"Beta X2", R, SQ, 128 * KIB, 32, -1, 'b', 8573e6},
	    {"Beta X2", W, SQ, 128 * KIB, 32, -1, 'b', 7965e6},
	    {"Beta X2", R, SQ, 128 * KIB, 32, -1, 'l', 467e3},
	    {"Gamma X3", R, SQ, 128 * KIB, 32, -1, 'b', 6345e6},
	    {"Gamma X3", W, SQ, 128 * KIB, 32, -1, 'b', 3696e6},
	    {"Gamma X3", R, SQ, 128 * KIB, 32, -1, 'l', 630e3},
	};
	static const char notes[] =
	    "### SLC cache (sequential write)\n"
	    "\n"
	    "| Hersteller | Fresh BW | Interpretation |\n"
	    "|---|---:|---|\n"
	    "| Alpha X1 | 1,971 MB/s | Tiny SLC cache (DRAM buffer) |\n"
	    "| Beta X2 | 7,931 MB/s | SLC cache > 168 GB |\n";
	static const struct tb_want want_notes[] = {
	    {"Alpha X1", W, SQ, -1, -1, -1, 'b', 1971e6},
	    {"Beta X2", W, SQ, -1, -1, -1, 'b', 7931e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	T_INT((long)d->n_res, 6);
	d = tb_parse(notes);
	T_INT(d->ret, 0);
	TB_EXPECT(d, want_notes);
}

/*
 * paste19 #3: what a vendor claims is no measurement.  A column whose
 * header says factory, declared, advertised ("Write Speed<br/>Factory
 * Declaration<br/>MB/s") holds datasheet figures; a table under a heading
 * recommending drives ("SSD Consigliati" above "### NVMe") lists vendors'
 * figures; rows saying their figures were announced or are official
 * ("2012-11 발표", "(공식)") are a ledger of them.  A system column naming
 * "Vendor A" and a heading "recommended settings" do not count.
 */
T_TEST(t_table_claimed_figures)
{
	static const char factory[] =
	    "## Test results\n"
	    "|SD Card|Write Speed<br/>Factory Declaration<br/>MB/s|Sequential "
	    "Write Test<br/>MB/s|\n"
	    "|---|---|---|\n"
	    "|SanDisk Extreme 128GB|90|22.5|\n"
	    "|SanDisk Ultra 64GB|40|26.6|\n";
	static const struct tb_want want_factory[] = {
	    {"SanDisk Extreme 128GB", W, SQ, -1, -1, -1, 'b', 22.5e6},
	    {"SanDisk Ultra 64GB", W, SQ, -1, -1, -1, 'b', 26.6e6},
	};
	static const char recommended[] =
	    "## SSD Consigliati (1TB)\n"
	    "\n"
	    "### NVMe\n"
	    "\n"
	    "| SSD | Interfaccia | Lettura | Scrittura |\n"
	    "|---|---|---|---|\n"
	    "| **Samsung 980** | PCIe 3.0 x4 | 3500 MB/s | 3000 MB/s |\n"
	    "| **WD SN770** | PCIe 4.0 x4 | 5150 MB/s | 4900 MB/s |\n";
	static const char ledger[] =
	    "## 1. 성능\n"
	    "\n"
	    "| ID | 연도 | 제품 | 순차 읽기 (MB/s) | 출처 |\n"
	    "|---|---|---|---|---|\n"
	    "| GR-01 | 2012-11 \xeb\xb0\x9c\xed\x91\x9c | Intel DC S3700 | 500 "
	    "| press |\n"
	    "| GR-02 | 2014 | Intel DC P3700 | 2,800 | review |\n"
	    "| GR-03 | 2019-08 | Samsung PM1733 | 7,000 | "
	    "(\xea\xb3\xb5\xec\x8b\x9d) lp1300.pdf |\n";
	static const char measured[] =
	    "## Results with recommended settings\n"
	    "\n"
	    "| System | Read | Write |\n"
	    "|---|---|---|\n"
	    "| Vendor A SSD | 512 MB/s | 480 MB/s |\n"
	    "| Vendor B SSD | 498 MB/s | 455 MB/s |\n";
	static const struct tb_want want_measured[] = {
	    {"Vendor A SSD", R, 0, -1, -1, -1, 'b', 512e6},
	    {"Vendor A SSD", W, 0, -1, -1, -1, 'b', 480e6},
	    {"Vendor B SSD", R, 0, -1, -1, -1, 'b', 498e6},
	    {"Vendor B SSD", W, 0, -1, -1, -1, 'b', 455e6},
	};
	struct tb_doc *d = tb_parse(factory);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want_factory);
	T_INT((long)d->n_specs, 2);
	d = tb_parse_as(recommended, 0);
	T_INT((long)d->n_res, 0);
	/* said as a recommendation, not as a datasheet */
	T_OK(strstr(d->first_warning, "recommends drives to buy") != NULL);
	d = tb_parse_as(ledger, 0);
	T_INT((long)d->n_res, 0);
	T_OK(strstr(d->first_warning, "announced") != NULL);
	d = tb_parse(measured);
	T_INT(d->ret, 0);
	TB_EXPECT(d, want_measured);
}

/*
 * A buying guide: the post's title in its metadata header recommends
 * drives and nothing in it ran a benchmark: its tables are the vendors'
 * figures, kept out with a warning.  With a command of a tool in the
 * post, its tables are read as before.
 */
T_TEST(t_table_buying_guide_title)
{
	static const char guide[] =
	    "---\n"
	    "title: \"Recommended SSDs for 2026: the five best NVMe drives\"\n"
	    "date: 2026-01-10\n"
	    "---\n"
	    "## Samsung 990 PRO vs WD SN850X\n"
	    "\n"
	    "| Test | 990 PRO | SN850X |\n"
	    "|---|---|---|\n"
	    "| Sequential read | 7,450 MB/s | 7,300 MB/s |\n"
	    "| Sequential write | 6,900 MB/s | 6,600 MB/s |\n";
	static const char ran[] =
	    "---\n"
	    "title: \"Recommended SSDs for 2026: the five best NVMe drives\"\n"
	    "date: 2026-01-10\n"
	    "---\n"
	    "I ran `fio --name=seq --rw=read --bs=1M --iodepth=8` on both:\n"
	    "\n"
	    "## Samsung 990 PRO vs WD SN850X\n"
	    "\n"
	    "| Test | 990 PRO | SN850X |\n"
	    "|---|---|---|\n"
	    "| Sequential read | 7,012 MB/s | 6,874 MB/s |\n";
	struct tb_doc *d = tb_parse_as(guide, 0);

	T_INT((long)d->n_res, 0);
	T_OK(strstr(d->first_warning, "post's title recommends drives") !=
	     NULL);
	d = tb_parse_as(ran, 0);
	T_INT((long)d->n_res, 2);
}

/*
 * paste19 #14: a size in brackets after a figure ("1,500K (3.84TB)", the
 * drive's capacity) is no second figure: without "/s" it is no rate.
 */
T_TEST(t_table_bracketed_size_no_rate)
{
	static const char doc[] =
	    "## Datacenter drives\n"
	    "\n"
	    "| Drive | 4K random read (IOPS) | Seq read (MB/s) |\n"
	    "|---|---|---|\n"
	    "| Samsung PM1733 | 1,500K (3.84TB) | 7,000 (1.92 TB) |\n"
	    "| Micron 9400 | 1,600K | 7,000 |\n";
	static const struct tb_want want[] = {
	    {"Samsung PM1733", R, RN, 4 * KIB, -1, -1, 'i', 1500e3},
	    {"Samsung PM1733", R, SQ, -1, -1, -1, 'b', 7000e6},
	    {"Micron 9400", R, RN, 4 * KIB, -1, -1, 'i', 1600e3},
	    {"Micron 9400", R, SQ, -1, -1, -1, 'b', 7000e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

/*
 * paste19 #6: a time no latency word names ("| 时间 | 7ms | 14ms |", the
 * time to write it all) is no latency; sizes over the columns under a
 * corner saying they are totals ("写总大小") are no block size; "Mb/s" is
 * written for megabits and for megabytes a second (here 4 MiB in 7 ms is
 * 571 MB/s beside "570Mb/s"): not read, while "Mbps" stays bits.
 */
T_TEST(t_table_times_totals_ambiguous_bits)
{
	static const char buffer[] = "buffer区测结果\n"
				     "写总大小 | 4M | 8M | 12M\n"
				     "--- | --- | --- | ---\n"
				     "时间 | 7ms | 14ms | 19ms\n"
				     "带宽 | 570Mb/s | 570Mb/s | 630Mb/s\n";
	static const char totals[] = "## buffer write\n"
				     "\n"
				     "写总大小 | 4M | 8M\n"
				     "--- | --- | ---\n"
				     "带宽 | 570MB/s | 640MB/s\n";
	static const struct tb_want want_totals[] = {
	    {"", W, 0, -1, -1, -1, 'b', 570e6},
	    {"", W, 0, -1, -1, -1, 'b', 640e6},
	};
	static const char latency[] = "## 4k random read\n"
				      "\n"
				      "| Disk | IOPS | Latency |\n"
				      "|---|---|---|\n"
				      "| nvme0 | 12000 | 0.08 ms |\n";
	static const struct tb_want want_latency[] = {
	    {"nvme0", R, RN, 4 * KIB, -1, -1, 'i', 12000},
	    {"nvme0", R, RN, 4 * KIB, -1, -1, 'l', 80e3},
	};
	static const char mbps[] = "## Sequential read\n"
				   "\n"
				   "| Disk | Read |\n"
				   "|---|---|\n"
				   "| nas-1 | 941 Mbps |\n";
	static const struct tb_want want_mbps[] = {
	    {"nas-1", R, SQ, -1, -1, -1, 'b', 117.625e6},
	};
	static const char matrix[] = "块大小\\线程数 | 1 | 2 | 4\n"
				     " --- | --- | --- | ---\n"
				     "  4k | 0.31G | 0.6G | 1.23G\n"
				     "  8k | 0.55G | 1.1G | 2.2G\n";
	struct tb_doc *d = tb_parse_as(buffer, 0);

	T_INT((long)d->n_res, 0);
	T_OK(strstr(d->first_warning, "no latency word") != NULL);
	d = tb_parse(totals);
	T_INT(d->ret, 0);
	TB_EXPECT(d, want_totals);
	d = tb_parse(latency);
	T_INT(d->ret, 0);
	TB_EXPECT(d, want_latency);
	d = tb_parse(mbps);
	T_INT(d->ret, 0);
	TB_EXPECT(d, want_mbps);
	/* a matrix of bare "G": figures without a unit read, said so */
	d = tb_parse_as(matrix, 0);
	T_INT((long)d->n_res, 0);
	T_OK(strstr(d->first_warning, "'0.31G') carry no unit") != NULL);
}

/*
 * paste19 #9: "KB/s" beside IOPS of a known block size in the same
 * result: 2767.33 IOPS x 4 KiB = 11,334,984 B/s is 11071 KiB/s, so the
 * table's KB is 1024 bytes; a KB/s column with no IOPS beside it keeps
 * the documented decimal convention, and so does a row where 1000 fits.
 */
T_TEST(t_table_kb_by_iops)
{
	static const char doc[] =
	    "## Results\n"
	    "\n"
	    "| | 4K Random Read (IOPS) | 4K Random Read (KB/s) | 4k write "
	    "(KB/s) |\n"
	    "|---|---|---|---|\n"
	    "| SDCard | 2767.33 | 11071.00 | 2230.33 |\n"
	    "| SSD | 22000 | 90112 | 26213.33 |\n";
	static const struct tb_want want[] = {
	    {"SDCard", R, RN, 4 * KIB, -1, -1, 'i', 2767.33},
	    {"SDCard", R, RN, 4 * KIB, -1, -1, 'b', 11071.0 * 1024},
	    {"SDCard", W, 0, 4 * KIB, -1, -1, 'b', 2230.33e3},
	    {"SSD", R, RN, 4 * KIB, -1, -1, 'i', 22000},
	    {"SSD", R, RN, 4 * KIB, -1, -1, 'b', 90112e3},
	    {"SSD", W, 0, 4 * KIB, -1, -1, 'b', 26213.33e3},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

/*
 * paste19 #1, #15: an HTML table inside a Markdown post, its header of
 * three rows of <th> cells (rowspan, colspan): each leaf column is the
 * path "Block size / 4 KiB / R"; a figure spanning R and W is both.  A
 * bold caption glued above "<table>", "MB/Sec" in any case.  Without a
 * unit anywhere the table is warned about by its number.
 */
T_TEST(t_table_html_in_markdown_multilevel)
{
	static const char doc[] =
	    "### dd throughput (MB/s)\n"
	    "\n"
	    "<table>\n"
	    "<thead>\n"
	    "<tr><th rowspan=3>Medium</th><th colspan=4>Block "
	    "size</th></tr>\n"
	    "<tr><th colspan=2>4 KiB</th><th colspan=2>1 MiB</th></tr>\n"
	    "<tr><th>R</th><th>W</th><th>R</th><th>W</th></tr>\n"
	    "</thead>\n"
	    "<tr><td>SSD A</td><td>1700</td><td>10</td><td>1400</td>"
	    "<td>1000</td></tr>\n"
	    "<tr><td>tmpfs</td><td colspan=2>4400</td><td "
	    "colspan=2>6000</td></tr>\n"
	    "</table>\n";
	static const struct tb_want want[] = {
	    {"SSD A", R, SQ, 4 * KIB, 1, 1, 'b', 1700e6},
	    {"SSD A", W, SQ, 4 * KIB, 1, 1, 'b', 10e6},
	    {"SSD A", R, SQ, MIB, 1, 1, 'b', 1400e6},
	    {"SSD A", W, SQ, MIB, 1, 1, 'b', 1000e6},
	    {"tmpfs", R, SQ, 4 * KIB, 1, 1, 'b', 4400e6},
	    {"tmpfs", W, SQ, 4 * KIB, 1, 1, 'b', 4400e6},
	    {"tmpfs", R, SQ, MIB, 1, 1, 'b', 6000e6},
	    {"tmpfs", W, SQ, MIB, 1, 1, 'b', 6000e6},
	};
	static const char caption[] =
	    "**WD Caviar Black 64MB SATA 3.0**\n"
	    "<table>\n"
	    "<tr><td>OS</td><td>Scheme</td><td>Read Speed</td></tr>\n"
	    "<tr><td>Windows 7</td><td>Single HDD</td><td>5132.58 "
	    "MB/Sec</td></tr>\n"
	    "<tr><td>Ubuntu Natty</td><td>Single HDD</td><td>4362.93 "
	    "MB/SEC</td></tr>\n"
	    "</table>\n";
	static const struct tb_want want_caption[] = {
	    {"Windows 7 / Single HDD", R, 0, -1, -1, -1, 'b', 5132.58e6},
	    {"Ubuntu Natty / Single HDD", R, 0, -1, -1, -1, 'b', 4362.93e6},
	};
	/* a size under "Размер блока" (block size) is the block, 1 GiB too
	 * (dd's bs=1G), and still a column of figures */
	static const char big[] =
	    "### dd throughput (MB/s)\n"
	    "\n"
	    "<table>\n"
	    "<tr><th rowspan=3>Носитель</th><th colspan=4>Размер "
	    "блока</th></tr>\n"
	    "<tr><th colspan=2>1 MiB</th><th colspan=2>1 GiB</th></tr>\n"
	    "<tr><th>R</th><th>W</th><th>R</th><th>W</th></tr>\n"
	    "<tr><td>SSD A</td><td>1400</td><td>1000</td><td>2200</td>"
	    "<td>1900</td></tr>\n"
	    "</table>\n";
	static const struct tb_want want_big[] = {
	    {"SSD A", R, SQ, MIB, 1, 1, 'b', 1400e6},
	    {"SSD A", W, SQ, MIB, 1, 1, 'b', 1000e6},
	    {"SSD A", R, SQ, 1024 * MIB, 1, 1, 'b', 2200e6},
	    {"SSD A", W, SQ, 1024 * MIB, 1, 1, 'b', 1900e6},
	};
	char nounit[2048];
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	d = tb_parse(big);
	T_INT(d->ret, 0);
	TB_EXPECT(d, want_big);
	d = tb_parse(caption);
	T_INT(d->ret, 0);
	TB_EXPECT(d, want_caption);
	/* the same grid under a heading naming no unit */
	snprintf(nounit, sizeof(nounit), "### dd\n%s", doc + 25);
	d = tb_parse_as(nounit, 0);
	T_INT((long)d->n_res, 0);
	T_OK(strstr(d->first_warning, "table 1 not imported") != NULL);
}

/*
 * paste19 #7: one decimal comma among decimal points ("18,9ms" beside
 * "18.1ms") is read, as only one convention reads it; systems as columns
 * whose cells hold other benchmarks' figures ("6431 MIPS") beside a
 * header-less column of tests; HD Tach's "Random Access" in ms is an
 * access time.
 */
T_TEST(t_table_mixed_comma_foreign_units)
{
	static const char doc[] =
	    "## Netbooks\n"
	    "\n"
	    "| | Acer 1690 | Gigabyte M912 | MSI Wind |\n"
	    "|---|---|---|---|\n"
	    "| Dhrystone | 6431 MIPS | 3897 MIPS | 3846 MIPS |\n"
	    "| Multimedia Int X8 | 14176 it/s | 29558 it/s | 29211 it/s |\n"
	    "| Random Access | 18,9ms | 18.1ms | 16.9ms |\n"
	    "| CPU Utilisation | 4.6% | 4% | 3% |\n"
	    "| Average Read | 21,2 MB/sec | 51.1 MB/sec | 38.7 MB/sec |\n";
	static const struct tb_want want[] = {
	    /* HD Tach's summary: the random access time goes on the
	     * machine's one read (label_access_times()) */
	    {"Acer 1690", R, 0, -1, -1, -1, 'a', 18.9e6},
	    {"Gigabyte M912", R, 0, -1, -1, -1, 'a', 18.1e6},
	    {"MSI Wind", R, 0, -1, -1, -1, 'a', 16.9e6},
	    {"Acer 1690", R, 0, -1, -1, -1, 'b', 21.2e6},
	    {"Gigabyte M912", R, 0, -1, -1, -1, 'b', 51.1e6},
	    {"MSI Wind", R, 0, -1, -1, -1, 'b', 38.7e6},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
}

/*
 * paste19 #11: a column header telling how the test file was prepared
 * ("文件提前用dd生成（bs=128M，count=1000）") names a variant of the setup:
 * no tool (dd) and no block size (128M) for the figures below it.
 */
T_TEST(t_table_prepared_file_header)
{
	static const char doc[] = "## fio IOPS on EXT4\n"
				  "\n"
				  "| IOPS | 文件之前不存在 | "
				  "文件提前用dd生成（bs=128M，count=1000） |\n"
				  "| --- | --- | --- |\n"
				  "| Sequential Write | 101K | 227K |\n"
				  "| Random Read | 270K | 265K |\n";
	static const struct tb_want want[] = {
	    {"文件之前不存在", W, SQ, -1, -1, -1, 'i', 101e3},
	    {"文件之前不存在", R, RN, -1, -1, -1, 'i', 270e3},
	    /* the label as the normalization pass folds its brackets */
	    {"文件提前用dd生成(bs=128M，count=1000)", W, SQ, -1, -1, -1, 'i',
	     227e3},
	    {"文件提前用dd生成(bs=128M，count=1000)", R, RN, -1, -1, -1, 'i',
	     265e3},
	};
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	for (size_t i = 0; i < d->n_res; i++)
		T_OK(!d->runs[d->res[i].run].tool ||
		     strcmp(d->runs[d->res[i].run].tool, "dd"));
}

/*
 * paste19 (smaller): a prose line with a datasheet word and a number of
 * no datasheet unit ("herstellerspezifische Treiber ... im Jahr 2011",
 * "from different vendors ... 4 consumer SSDs") is no datasheet figure
 * and no warning; one with a rate and no model still is warned about.
 */
T_TEST(t_table_prose_datasheet_needs_a_unit)
{
	static const char doc[] =
	    "NVMe ist ein im Jahr 2011 veröffentlichtes Protokoll, ohne "
	    "herstellerspezifische Treiber.\n"
	    "\n"
	    "## CrystalDiskMark\n"
	    "\n"
	    "| Test | Read (MB/s) | Write (MB/s) |\n"
	    "|---|---|---|\n"
	    "| SEQ1M Q8T1 | 3500.1 | 3000.2 |\n";
	static const char rated[] = "Hersteller-Angabe: 3500 MB/s lesen.\n"
				    "\n"
				    "## CrystalDiskMark\n"
				    "\n"
				    "| Test | Read (MB/s) | Write (MB/s) |\n"
				    "|---|---|---|\n"
				    "| SEQ1M Q8T1 | 3500.1 | 3000.2 |\n";
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	T_INT((long)d->n_res, 2);
	T_INT(d->warnings, 0);
	d = tb_parse(rated);
	T_INT((long)d->n_res, 2);
	T_OK(strstr(d->first_warning, "name no device model") != NULL);
}

/*
 * s42i: a datasheet word makes the figures of its own sentence the
 * maker's, not an earlier sentence's of the same line ("Sequential read
 * came to 2987 MB/s. That is right on the vendor spec."): the warning
 * about figures naming no model points at the line that states them.
 */
T_TEST(t_table_prose_datasheet_own_sentence)
{
	static const char doc[] =
	    "Vendor spec: 3050 MB/s read, 2800 MB/s write.\n"
	    "\n"
	    "## KDiskMark\n"
	    "\n"
	    "| Test | Read (MB/s) | Write (MB/s) |\n"
	    "|---|---|---|\n"
	    "| SEQ1M Q8T1 | 2987.4 | 2741.9 |\n"
	    "\n"
	    "Sequential read came to 2987 MB/s, write 2741 MB/s. That is "
	    "right on the vendor spec.\n";
	static const char later[] =
	    "## KDiskMark\n"
	    "\n"
	    "| Test | Read (MB/s) | Write (MB/s) |\n"
	    "|---|---|---|\n"
	    "| SEQ1M Q8T1 | 2987.4 | 2741.9 |\n"
	    "\n"
	    "Lectura secuencial 2987 MB/s. Justo lo que dice la ficha "
	    "técnica.\n";
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	T_INT((long)d->n_res, 2);
	T_INT(d->warnings, 1);
	T_OK(!strncmp(d->first_warning, "post.md:1:", 10));
	d = tb_parse(later);
	T_INT((long)d->n_res, 2);
	T_INT(d->warnings, 0);
}

/*
 * s22i: a drive's cache size in prose ("(Special Edition 8 MB cache)") is
 * no maker's rate: a datasheet figure in a sentence needs "/s" (or IOPS,
 * a latency); the rate beside it still is one.
 */
T_TEST(t_table_prose_datasheet_size_no_rate)
{
	static const char cache[] =
	    "Vendor spec: Western Digital WD800JB with 8 MB cache.\n"
	    "\n"
	    "## CrystalDiskMark\n"
	    "\n"
	    "| Test | Read (MB/s) | Write (MB/s) |\n"
	    "|---|---|---|\n"
	    "| SEQ1M Q8T1 | 3500.1 | 3000.2 |\n";
	static const char rate[] =
	    "Vendor spec: Western Digital WD800JB with 8 MB cache, 100 MB/s "
	    "read.\n"
	    "\n"
	    "## CrystalDiskMark\n"
	    "\n"
	    "| Test | Read (MB/s) | Write (MB/s) |\n"
	    "|---|---|---|\n"
	    "| SEQ1M Q8T1 | 3500.1 | 3000.2 |\n";
	struct tb_doc *d = tb_parse(cache);

	T_INT(d->ret, 0);
	T_INT((long)d->n_res, 2);
	T_INT((long)d->n_specs, 0);
	T_INT(d->warnings, 0);
	d = tb_parse(rate);
	T_INT((long)d->n_res, 2);
	T_INT((long)d->n_specs, 1);
}

/*
 * A clause saying we measured ("we got 2975 MB/s", "shows 212 MB/s") is
 * no maker's figure, though another clause of the line names the
 * datasheet; "respectively" names none ("spec" after its "re").
 */
T_TEST(t_table_prose_datasheet_measured_clause)
{
	static const char ours[] =
	    "Vendor spec: Western Digital WD800JB with 8 MB cache, 100 MB/s "
	    "read, we got 91 MB/s read.\n"
	    "\n"
	    "## CrystalDiskMark\n"
	    "\n"
	    "| Test | Read (MB/s) | Write (MB/s) |\n"
	    "|---|---|---|\n"
	    "| SEQ1M Q8T1 | 2975.1 | 2500.2 |\n";
	static const char resp[] =
	    "On WinSrv2016 nvme shows 212 MB/s, 233 MB/s and 245 MB/s "
	    "respectively.\n"
	    "\n"
	    "## CrystalDiskMark\n"
	    "\n"
	    "| Test | Read (MB/s) | Write (MB/s) |\n"
	    "|---|---|---|\n"
	    "| SEQ1M Q8T1 | 2975.1 | 2500.2 |\n";
	struct tb_doc *d = tb_parse(ours);

	T_INT(d->ret, 0);
	T_INT((long)d->n_res, 2);
	T_INT((long)d->n_specs, 1);
	d = tb_parse(resp);
	T_INT((long)d->n_res, 2);
	T_INT((long)d->n_specs, 0);
}

/* ---- percentiles, approximate cells, two figures in a cell ----------- */

/* The result of c labelled label (the only one), or NULL after failing. */
static const struct iodb_result *tb_labelled(const struct t_collect *c,
					     const char *label)
{
	const struct iodb_result *found = NULL;

	for (size_t i = 0; i < c->n_res; i++) {
		const struct iodb_run *run = &c->runs[c->res[i].run];

		if (!run->label || strcmp(run->label, label))
			continue;
		if (found)
			T_FAIL("two results labelled '%s'", label);
		found = &c->res[i].r;
	}
	if (!found)
		T_FAIL("no result labelled '%s'", label);
	return found;
}

/*
 * fio prints completion-latency (clat) percentiles: a table whose results
 * a fio command, output, heading or header says are fio's keeps its p50,
 * p95, p99 and p99.9 columns in clat_pct (p99.99 has no field, warned),
 * and the percentile columns join the row's IOPS (no result of their
 * own).
 */
T_TEST(t_table_fio_percentiles)
{
	static const char en[] =
	    "## 4k random read, iodepth=32\n"
	    "\n"
	    "```\n"
	    "fio --name=rr --rw=randread --bs=4k --iodepth=32 --direct=1 "
	    "--size=4G\n"
	    "```\n"
	    "\n"
	    "| Disk | IOPS | avg lat (µs) | p50 (µs) | p95 (µs) | p99 (µs) | "
	    "p99.9 (µs) | p99.99 (µs) |\n"
	    "|---|---|---|---|---|---|---|---|\n"
	    "| nvme0 | 412k | 77 | 71 | 116 | 145 | 322 | 611 |\n"
	    "| sda | 82.1k | 389 | 355 | 890 | 1020 | 2310 | 4900 |\n";
	/* Korean, the heading names fio, "99th pct" / "99.9%" spellings */
	static const char ko[] = "## fio 결과 (4k 랜덤 읽기, QD32)\n"
				 "\n"
				 "| 디스크 | IOPS | P50 (ms) | 99th pct (ms) | "
				 "99.9% (ms) |\n"
				 "|---|---|---|---|---|\n"
				 "| 서버A | 41,200 | 0.71 | 1.45 | 3.22 |\n"
				 "| 서버B | 8,210 | 3.55 | 10.2 | 23.1 |\n";
	/* Chinese, prose above names fio, fio's own "clat 99%" */
	static const char zh[] =
	    "# 测试结果\n"
	    "\n"
	    "使用 fio 测试 4k 随机写，iodepth=16。\n"
	    "\n"
	    "| 主机 | IOPS | 带宽 | clat 99% | clat 99.9% |\n"
	    "|---|---|---|---|---|\n"
	    "| node1 | 25.3k | 98.8 MiB/s | 1.2 ms | 4.1 ms |\n"
	    "| node2 | 19.1k | 74.6 MiB/s | 2.3 ms | 8.9 ms |\n";
	/* German and Spanish: the share after a decimal comma, the word
	 * first */
	static const char de[] = "## fio: Zufälliges Lesen 4k\n"
				 "\n"
				 "| Laufwerk | IOPS | 99 % Latenz (ms) | "
				 "99,9 % Latenz (ms) |\n"
				 "|---|---|---|---|\n"
				 "| Samsung 980 | 41.200 | 1,45 | 3,22 |\n"
				 "| Crucial P3 | 38.100 | 1,61 | 4,05 |\n";
	static const char es[] = "## Resultados de fio (lectura aleatoria)\n"
				 "\n"
				 "| Disco | IOPS | percentil 99 (ms) |\n"
				 "|---|---|---|\n"
				 "| nvme0 | 41200 | 1.45 |\n";
	const struct iodb_result *r;
	struct t_collect c;
	char msg[2048];

	t_collect_buf(&c, "document", "de.md", de, strlen(de), 1);
	T_INT(c.n_res, 2);
	r = tb_labelled(&c, "Crucial P3");
	if (r) {
		T_DBL(r->iops, 38100);
		T_DBL(iodb_result_clat_pct(r, 99), 1610000);
		T_DBL(iodb_result_clat_pct(r, 99.9), 4050000);
	}
	t_collect_free(&c);
	t_collect_buf(&c, "document", "es.md", es, strlen(es), 1);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_DBL(c.res[0].r.iops, 41200);
		T_DBL(iodb_result_clat_pct(&c.res[0].r, 99), 1450000);
	}
	t_collect_free(&c);

	t_collect_msg(&c, "document", "en.md", en, strlen(en), msg,
		      sizeof(msg));
	T_INT(c.n_res, 2);
	r = tb_labelled(&c, "nvme0");
	if (r) {
		T_DBL(r->iops, 412000);
		T_DBL(r->lat.mean, 77000);
		T_DBL(iodb_result_clat_pct(r, 50), 71000);
		T_DBL(iodb_result_clat_pct(r, 99), 145000);
		T_DBL(iodb_result_clat_pct(r, 99.9), 322000);
		T_DBL(iodb_result_clat_pct(r, 95), 116000);
		T_OK(isnan(iodb_result_clat_pct(r, 99.99)));
		T_INT(r->cond.bs, 4096);
	}
	r = tb_labelled(&c, "sda");
	if (r) {
		T_DBL(iodb_result_clat_pct(r, 99), 1020000);
		T_DBL(iodb_result_clat_pct(r, 95), 890000);
		T_DBL(iodb_result_clat_pct(r, 99.9), 2310000);
	}
	T_OK(strstr(msg, "other than p50, p90, p95, p99 and p99.9") != NULL);
	t_collect_free(&c);

	t_collect_buf(&c, "document", "ko.md", ko, strlen(ko), 1);
	T_INT(c.n_res, 2);
	r = tb_labelled(&c, "서버A");
	if (r) {
		T_DBL(r->iops, 41200);
		T_DBL(iodb_result_clat_pct(r, 50), 710000);
		T_DBL(iodb_result_clat_pct(r, 99), 1450000);
		T_DBL(iodb_result_clat_pct(r, 99.9), 3220000);
		T_OK(isnan(r->lat.mean));
	}
	T_INT(c.warnings, 0);
	t_collect_free(&c);

	t_collect_buf(&c, "document", "zh.md", zh, strlen(zh), 1);
	T_INT(c.n_res, 2);
	r = tb_labelled(&c, "node2");
	if (r) {
		T_DBL(r->iops, 19100);
		T_DBL(r->bw_bytes, 74.6 * 1048576);
		T_DBL(iodb_result_clat_pct(r, 99), 2300000);
		T_DBL(iodb_result_clat_pct(r, 99.9), 8900000);
		T_OK(isnan(r->lat.mean));
	}
	t_collect_free(&c);
}

/*
 * Whose percentile it is must be said: with no tool, another tool
 * (diskspd's are of the total latency), fio only named somewhere else in
 * the document, or a fio command asking for total-latency percentiles,
 * the percentile columns are skipped with a warning - never stored as
 * clat's, nor as a mean ("median latency" is no average).
 */
T_TEST(t_table_percentiles_of_unknown_tools)
{
	static const char *const docs[] = {
	    /* no tool */
	    "## Random read latency\n"
	    "\n"
	    "| Disk | IOPS | p99 latency (ms) | median latency (ms) |\n"
	    "|---|---|---|---|\n"
	    "| nvme0 | 412000 | 0.145 | 0.071 |\n"
	    "| sda | 82100 | 1.02 | 0.355 |\n",
	    /* another tool */
	    "## diskspd 4k random read\n"
	    "\n"
	    "| Disk | IOPS | p99 latency (ms) | median latency (ms) |\n"
	    "|---|---|---|---|\n"
	    "| nvme0 | 412000 | 0.145 | 0.071 |\n"
	    "| sda | 82100 | 1.02 | 0.355 |\n",
	    /* fio named in another section only */
	    "## Why not fio\n"
	    "\n"
	    "Our own tool, not fio, made these.\n"
	    "\n"
	    "## Random read\n"
	    "\n"
	    "| Disk | IOPS | p99 latency (ms) | median latency (ms) |\n"
	    "|---|---|---|---|\n"
	    "| nvme0 | 412000 | 0.145 | 0.071 |\n"
	    "| sda | 82100 | 1.02 | 0.355 |\n",
	    /* fio asked for total-latency percentiles */
	    "## fio random read\n"
	    "\n"
	    "    fio --name=r --rw=randread --bs=4k --lat_percentiles=1\n"
	    "\n"
	    "| Disk | IOPS | p99 latency (ms) | median latency (ms) |\n"
	    "|---|---|---|---|\n"
	    "| nvme0 | 412000 | 0.145 | 0.071 |\n"
	    "| sda | 82100 | 1.02 | 0.355 |\n",
	};

	for (size_t d = 0; d < sizeof(docs) / sizeof(docs[0]); d++) {
		struct t_collect c;
		char msg[2048];

		t_collect_msg(&c, "document", "pct.md", docs[d],
			      strlen(docs[d]), msg, sizeof(msg));
		T_INT(c.n_res, 2);
		for (size_t i = 0; i < c.n_res; i++) {
			const struct iodb_result *r = &c.res[i].r;

			T_OK(r->iops == 412000 || r->iops == 82100);
			T_OK(isnan(r->lat.mean));
			T_INT(r->n_clat_pct, 0);
		}
		T_OK(strstr(msg, "4 figure(s) skipped") != NULL);
		T_OK(strstr(msg, "percentile") != NULL);
		t_collect_free(&c);
	}
}

/*
 * A figure marked approximate ("約 3,800", "约3800", "~500 MB/s", "≈ 1.2
 * GB/s", "approx. 500", "대략 500", "ca. 50 MB/s") is the author's
 * estimate, no reading: not read, the table's exact figures are, and one
 * warning a table counts them.  A second figure in brackets so marked
 * ("(≈780k IOPS)") is dropped, the first one stays.
 */
T_TEST(t_table_approximate_cells)
{
	static const char ja[] = "## fio 4k ランダムリード\n"
				 "\n"
				 "| ディスク | IOPS | 帯域 |\n"
				 "|---|---|---|\n"
				 "| NVMe A | 約 3,800 | ~500 MB/s |\n"
				 "| NVMe B | 约3800 | ≈ 1.2 GB/s |\n"
				 "| SATA C | approx. 500 | ca. 50 MB/s |\n"
				 "| SATA D | 512 | 2.1 MB/s |\n";
	static const char ko[] = "## CrystalDiskMark 결과 (MB/s)\n"
				 "\n"
				 "| 테스트 | 서버A | 서버B |\n"
				 "|---|---|---|\n"
				 "| SEQ1M Q8T1 읽기 | 약 3,500 | 대략 500 |\n"
				 "| SEQ1M Q8T1 쓰기 | 3,012 | 450 |\n";
	static const char alt[] = "## fio 4k randread QD32\n"
				  "\n"
				  "| Disk | Result |\n"
				  "|---|---|\n"
				  "| nvme0 | 3.2 GB/s (≈780k IOPS) |\n"
				  "| nvme1 | 225MiB/s (~236MB/s) |\n"
				  "| nvme2 | ~1.9 GB/s (463,201 IOPS) |\n";
	static const struct tb_want want[] = {
	    {"서버A", W, SQ, MIB, 8, 1, 'b', 3012e6},
	    {"서버B", W, SQ, MIB, 8, 1, 'b', 450e6},
	};
	const struct iodb_result *r;
	struct t_collect c;
	char msg[2048];

	t_collect_msg(&c, "document", "ja.md", ja, strlen(ja), msg,
		      sizeof(msg));
	T_INT(c.n_res, 1);
	T_INT(c.warnings, 1);
	T_OK(strstr(msg, "6 figure(s) written as approximations") != NULL);
	r = tb_labelled(&c, "SATA D");
	if (r) {
		T_DBL(r->iops, 512);
		T_DBL(r->bw_bytes, 2.1e6);
	}
	t_collect_free(&c);

	TB_EXPECT(tb_parse(ko), want);

	t_collect_msg(&c, "document", "alt.md", alt, strlen(alt), msg,
		      sizeof(msg));
	T_INT(c.n_res, 3);
	T_OK(strstr(msg, "2 figure(s) written as approximations") != NULL);
	r = tb_labelled(&c, "nvme0");
	if (r) {
		T_DBL(r->bw_bytes, 3.2e9);
		T_OK(isnan(r->iops));
	}
	r = tb_labelled(&c, "nvme1");
	if (r)
		T_DBL(r->bw_bytes, 225.0 * 1048576);
	r = tb_labelled(&c, "nvme2");
	if (r) {
		T_OK(isnan(r->bw_bytes));
		T_DBL(r->iops, 463201);
	}
	t_collect_free(&c);
}

/*
 * Two figures of different kinds in one cell, by a slash, a comma or a
 * semicolon ("3,800 IOPS / 0.26 ms", "12.5k IOPS, 0.3ms", "512 Mo/s, 0,8
 * ms") as in brackets ("512 MB/s (125k IOPS)"): each into its own field.
 * The time is a mean latency only when a latency word in the header or
 * the row names it, or when it is 1 / IOPS within the figures' rounding
 * and no queue deeper than 1 is said (one I/O at a time); else it is
 * skipped with a warning.  A bare count beside a time is IOPS under
 * "IOPS / Latency".
 */
T_TEST(t_table_two_kinds_in_a_cell)
{
	static const char named[] = "## fio 4k random read, QD32\n"
				    "\n"
				    "| Disk | IOPS / Latency |\n"
				    "|---|---|\n"
				    "| nvme0 | 3,800 IOPS / 0.26 ms |\n"
				    "| nvme1 | 12.5k IOPS, 0.3ms |\n"
				    "| nvme2 | 9,100 / 110 µs |\n"
				    "| sda | 512 MB/s (125k IOPS) |\n";
	static const char unnamed[] = "## fio 4k random read, QD32\n"
				      "\n"
				      "| Disk | Result |\n"
				      "|---|---|\n"
				      "| nvme0 | 3,800 IOPS / 0.26 ms |\n"
				      "| nvme1 | 12.5k IOPS; 0.3ms |\n";
	static const char qd1[] = "| Test | Card A | Card B |\n"
				  "|---|---|---|\n"
				  "| 4k random read | ~2,500 IOPS / 0.4 ms "
				  "| 4100 IOPS (0.24 ms) |\n"
				  "| 4k random write | 900 IOPS / 3.5 ms "
				  "| 1,200 IOPS / 2.4 ms |\n";
	static const char fr[] = "## Lecture séquentielle fio (bs=1M)\n"
				 "\n"
				 "| Serveur | Débit, latence |\n"
				 "|---|---|\n"
				 "| OVH-VPS | 512 Mo/s, 0,8 ms |\n"
				 "| Scaleway | 1,2 Go/s, 0,4 ms |\n";
	const struct iodb_result *r;
	struct t_collect c;
	char msg[2048];

	t_collect_buf(&c, "document", "named.md", named, strlen(named), 1);
	T_INT(c.n_res, 4);
	T_INT(c.warnings, 0);
	r = tb_labelled(&c, "nvme0");
	if (r) {
		T_DBL(r->iops, 3800);
		T_DBL(r->lat.mean, 260000);
	}
	r = tb_labelled(&c, "nvme1");
	if (r) {
		T_DBL(r->iops, 12500);
		T_DBL(r->lat.mean, 300000);
	}
	r = tb_labelled(&c, "nvme2");
	if (r) {
		T_DBL(r->iops, 9100);
		T_DBL(r->lat.mean, 110000);
	}
	r = tb_labelled(&c, "sda");
	if (r) {
		T_DBL(r->iops, 125000);
		T_DBL(r->bw_bytes, 512e6);
		T_OK(isnan(r->lat.mean));
	}
	t_collect_free(&c);

	t_collect_msg(&c, "document", "unnamed.md", unnamed, strlen(unnamed),
		      msg, sizeof(msg));
	T_INT(c.n_res, 2);
	for (size_t i = 0; i < c.n_res; i++) {
		T_OK(c.res[i].r.iops == 3800 || c.res[i].r.iops == 12500);
		T_OK(isnan(c.res[i].r.lat.mean));
	}
	T_OK(strstr(msg, "2 figure(s) skipped") != NULL);
	T_OK(strstr(msg, "no latency word names") != NULL);
	t_collect_free(&c);

	/* no queue depth said: a time that is 1 / IOPS (2500 x 0.4 ms,
	 * 4100 x 0.24 ms = 0.98) is one operation's; 900 x 3.5 ms and
	 * 1200 x 2.4 ms are not 1: skipped */
	t_collect_msg(&c, "document", "qd1.md", qd1, strlen(qd1), msg,
		      sizeof(msg));
	T_INT(c.n_res, 3);
	for (size_t i = 0; i < c.n_res; i++) {
		const struct iodb_result *q = &c.res[i].r;

		/* "~2,500 IOPS / 0.4 ms": the '~' opening the cell covers
		 * both figures (t_table_approximate_cells), no result */
		if (q->cond.op == IODB_OP_READ) {
			T_DBL(q->iops, 4100);
			T_DBL(q->lat.mean, 0.24e6);
		} else {
			T_OK(isnan(q->lat.mean));
		}
	}
	T_OK(strstr(msg, "2 figure(s) skipped") != NULL);
	t_collect_free(&c);

	t_collect_buf(&c, "document", "fr.md", fr, strlen(fr), 1);
	T_INT(c.n_res, 2);
	r = tb_labelled(&c, "OVH-VPS");
	if (r) {
		T_DBL(r->bw_bytes, 512e6);
		T_DBL(r->lat.mean, 800000);
		T_INT(r->cond.op, IODB_OP_READ);
	}
	r = tb_labelled(&c, "Scaleway");
	if (r) {
		T_DBL(r->bw_bytes, 1.2e9);
		T_DBL(r->lat.mean, 400000);
	}
	t_collect_free(&c);
}

/*
 * Section rows: a row of only a name ("| **Random 4K** | | |", an HTML
 * "<td colspan=3>") is the group of the rows below it - a test (its block
 * size beats the heading's) or a system.  A system's row without figures
 * among systems ("| Disk C | | |") stays no section.
 */
T_TEST(t_table_section_rows)
{
	static const char en[] = "## fio (MB/s, bs=1M)\n"
				 "\n"
				 "| Test | Server A | Server B |\n"
				 "|---|---|---|\n"
				 "| **Sequential** | | |\n"
				 "| Read | 1,120.4 | 980.2 |\n"
				 "| Write | 1,010.3 | 950.0 |\n"
				 "| **Random 4K** | | |\n"
				 "| Read | 210.5 | 199.2 |\n"
				 "| Write | 180.1 | 170.4 |\n";
	static const struct tb_want en_want[] = {
	    {"Server A", R, SQ, MIB, -1, -1, 'b', 1120.4e6},
	    {"Server B", R, SQ, MIB, -1, -1, 'b', 980.2e6},
	    {"Server A", W, SQ, MIB, -1, -1, 'b', 1010.3e6},
	    {"Server B", W, SQ, MIB, -1, -1, 'b', 950.0e6},
	    {"Server A", R, RN, 4 * KIB, -1, -1, 'b', 210.5e6},
	    {"Server B", R, RN, 4 * KIB, -1, -1, 'b', 199.2e6},
	    {"Server A", W, RN, 4 * KIB, -1, -1, 'b', 180.1e6},
	    {"Server B", W, RN, 4 * KIB, -1, -1, 'b', 170.4e6},
	};
	static const char html[] =
	    "<table>\n"
	    "<caption>CrystalDiskMark 8 (MB/s)</caption>\n"
	    "<tr><th>Test</th><th>Read</th><th>Write</th></tr>\n"
	    "<tr><td colspan=3>Samsung 980 PRO</td></tr>\n"
	    "<tr><td>SEQ1M Q8T1</td><td>7012.3</td><td>5104.2</td></tr>\n"
	    "<tr><td>RND4K Q1T1</td><td>85.1</td><td>210.4</td></tr>\n"
	    "<tr><td colspan=3>WD SN850</td></tr>\n"
	    "<tr><td>SEQ1M Q8T1</td><td>6950.1</td><td>5050.7</td></tr>\n"
	    "<tr><td>RND4K Q1T1</td><td>80.3</td><td>200.9</td></tr>\n"
	    "</table>\n";
	static const struct tb_want html_want[] = {
	    {"Samsung 980 PRO", R, SQ, MIB, 8, 1, 'b', 7012.3e6},
	    {"Samsung 980 PRO", W, SQ, MIB, 8, 1, 'b', 5104.2e6},
	    {"Samsung 980 PRO", R, RN, 4 * KIB, 1, 1, 'b', 85.1e6},
	    {"Samsung 980 PRO", W, RN, 4 * KIB, 1, 1, 'b', 210.4e6},
	    {"WD SN850", R, SQ, MIB, 8, 1, 'b', 6950.1e6},
	    {"WD SN850", W, SQ, MIB, 8, 1, 'b', 5050.7e6},
	    {"WD SN850", R, RN, 4 * KIB, 1, 1, 'b', 80.3e6},
	    {"WD SN850", W, RN, 4 * KIB, 1, 1, 'b', 200.9e6},
	};
	static const char none[] = "## Results (MB/s)\n"
				   "\n"
				   "| Disk | Read | Write |\n"
				   "|---|---|---|\n"
				   "| Disk C | | |\n"
				   "| Disk A | 512.1 | 488.0 |\n"
				   "| Disk B | 498.2 | 470.3 |\n";
	static const struct tb_want none_want[] = {
	    {"Disk A", R, 0, -1, -1, -1, 'b', 512.1e6},
	    {"Disk A", W, 0, -1, -1, -1, 'b', 488.0e6},
	    {"Disk B", R, 0, -1, -1, -1, 'b', 498.2e6},
	    {"Disk B", W, 0, -1, -1, -1, 'b', 470.3e6},
	};
	struct tb_doc *d = tb_parse(en);

	T_INT(d->ret, 0);
	TB_EXPECT(d, en_want);
	d = tb_parse_as(html, 0);
	T_INT(d->ret, 0);
	TB_EXPECT(d, html_want);
	d = tb_parse(none);
	T_INT(d->ret, 0);
	TB_EXPECT(d, none_want);
}

/*
 * A Markdown header cell naming a system over two direction cells, the
 * second left empty (no colspan in Markdown): "| Samsung 980 Pro | |"
 * over "| Lesen | Schreiben |" - both columns are that system's.  The
 * job names the test, not the system again.
 */
T_TEST(t_table_system_spans_directions)
{
	static const char doc[] =
	    "### Ergebnisse (CrystalDiskMark 8, MB/s)\n"
	    "\n"
	    "| Test | Samsung 980 Pro | | WD Black SN850X | |\n"
	    "|---|---|---|---|---|\n"
	    "| | Lesen | Schreiben | Lesen | Schreiben |\n"
	    "| SEQ1M Q8T1 | 7.012,3 | 5.104,2 | 7.301,2 | 6.301,0 |\n"
	    "| RND4K Q1T1 | 85,1 | 210,4 | 90,2 | 230,3 |\n";
	static const struct tb_want want[] = {
	    {"Samsung 980 Pro", R, SQ, MIB, 8, 1, 'b', 7012.3e6},
	    {"Samsung 980 Pro", W, SQ, MIB, 8, 1, 'b', 5104.2e6},
	    {"Samsung 980 Pro", R, RN, 4 * KIB, 1, 1, 'b', 85.1e6},
	    {"Samsung 980 Pro", W, RN, 4 * KIB, 1, 1, 'b', 210.4e6},
	    {"WD Black SN850X", R, SQ, MIB, 8, 1, 'b', 7301.2e6},
	    {"WD Black SN850X", W, SQ, MIB, 8, 1, 'b', 6301.0e6},
	    {"WD Black SN850X", R, RN, 4 * KIB, 1, 1, 'b', 90.2e6},
	    {"WD Black SN850X", W, RN, 4 * KIB, 1, 1, 'b', 230.3e6},
	};
	static const char html[] =
	    "<table>\n"
	    "<caption>CrystalDiskMark 8</caption>\n"
	    "<tr><th rowspan=2>Test</th><th colspan=2>Samsung 980</th>"
	    "<th colspan=2>Crucial P3</th></tr>\n"
	    "<tr><th>Read</th><th>Write</th><th>Read</th><th>Write</th></tr>\n"
	    "<tr><td>SEQ1M Q8T1</td><td><strong>3,512.4</strong></td>"
	    "<td>3,012.9</td><td>3,401.2</td><td>2,990.1</td></tr>\n"
	    "</table>\n";
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	d = tb_parse_as(html, 0);
	T_INT((long)d->n_res, 4);
	for (size_t i = 0; i < d->n_res; i++)
		T_OK(!strcmp(d->res[i].job, "SEQ1M Q8T1 Read") ||
		     !strcmp(d->res[i].job, "SEQ1M Q8T1 Write"));
}

/*
 * A column of tool names in a table no tool is named for gives the runs
 * their tool (and its unit); a row naming dd there takes dd's facts (one
 * sequential stream, Q1T1); a metric header with a bracket ("Metric
 * (chroot)") still says the rows name metrics; emphasis stays out of
 * jobs.
 */
T_TEST(t_table_row_tools_metric_header_markup)
{
	static const char tools[] =
	    "## Test results\n"
	    "\n"
	    "| Disk | Tool | Seq read | Seq write |\n"
	    "|---|---|---|---|\n"
	    "| nvme0 | CrystalDiskMark | 3512.4 | 3012.9 |\n"
	    "| sda | CrystalDiskMark | 540.2 | 510.8 |\n";
	static const char metric[] =
	    "### Device class\n"
	    "\n"
	    "| Metric (chroot) | MediaTek MT6897 | Snapdragon 8 Gen 3 |\n"
	    "|---|---|---|\n"
	    "| dd write | 1.1 GB/s | 1.7 GB/s |\n"
	    "| dd read | 6.8 GB/s | 5.0 GB/s |\n";
	static const struct tb_want metric_want[] = {
	    {"MediaTek MT6897", W, SQ, -1, 1, 1, 'b', 1.1e9},
	    {"MediaTek MT6897", R, SQ, -1, 1, 1, 'b', 6.8e9},
	    {"Snapdragon 8 Gen 3", W, SQ, -1, 1, 1, 'b', 1.7e9},
	    {"Snapdragon 8 Gen 3", R, SQ, -1, 1, 1, 'b', 5.0e9},
	};
	static const char bold[] =
	    "## CrystalDiskMark\n"
	    "\n"
	    "| **Disk** | **Read** *(MB/s)* | **Write** "
	    "*(MB/s)* |\n"
	    "|---|---|---|\n"
	    "| _Samsung 980_ | **3,512.4** | **3,012.9** |\n"
	    "| _Crucial P3_ | 3,401.2 | 2,990.1 |\n";
	struct tb_doc *d = tb_parse(tools);

	T_INT((long)d->n_res, 4);
	for (size_t i = 0; i < d->n_runs; i++)
		T_STR(d->runs[i].tool, "CrystalDiskMark");
	for (size_t i = 0; i < d->n_res; i++)
		T_OK(d->res[i].r.bw_bytes == 3512.4e6 ||
		     d->res[i].r.bw_bytes == 3012.9e6 ||
		     d->res[i].r.bw_bytes == 540.2e6 ||
		     d->res[i].r.bw_bytes == 510.8e6);
	d = tb_parse(metric);
	TB_EXPECT(d, metric_want);
	d = tb_parse(bold);
	T_INT((long)d->n_res, 4);
	for (size_t i = 0; i < d->n_res; i++)
		T_OK(!strcmp(d->res[i].job, "Read") ||
		     !strcmp(d->res[i].job, "Write"));
	for (size_t i = 0; i < d->n_runs; i++)
		T_OK(!strcmp(d->runs[i].label, "Samsung 980") ||
		     !strcmp(d->runs[i].label, "Crucial P3"));
}

/*
 * "| [Server 1](#dedicated-server-1) | Intel Xeon E-2276G | 2x960G NVMe
 * RAID1 (PM983+DC1500M) |": a link's text labels the row; the processor's
 * model, a count of drives and a RAID level are no drive's model.
 */
T_TEST(t_table_link_cells_device_model)
{
	static const char doc[] =
	    "| Server | CPU | Storage | Rand Read IOPS |\n"
	    "|---|---|---|---|\n"
	    "| [Server 1](#dedicated-server-1) | Intel Xeon E-2276G | 2x960G "
	    "NVMe RAID1 (PM983+DC1500M) | 6330 |\n"
	    "| [Server 2](#dedicated-server-2) | Intel Core i7-4790K | 4x2TB "
	    "SATA RAID10 | 3138 |\n";
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->n_runs, 2);
	T_STR(d->runs[0].label,
	      "Server 1 / Intel Xeon E-2276G / 2x960G NVMe RAID1 "
	      "(PM983+DC1500M)");
	T_STR(d->runs[0].device_model, "PM983+DC1500M");
	T_STR(d->runs[1].label,
	      "Server 2 / Intel Core i7-4790K / 4x2TB SATA RAID10");
	T_STR(d->runs[1].device_model, "");
}

/*
 * A hand-aligned table whose header groups abbreviated test columns
 * ("posixaio SW  SR") that a legend above explains: read only when every
 * figure stands under one column; an abbreviation no legend defines, or
 * a figure between two columns, leaves the table unread.
 */
T_TEST(t_table_text_grouped_ambiguous)
{
	static const char ok[] =
	    "## fio IOPS\n"
	    "\n"
	    "SW = sequential write\n"
	    "RR = random read\n"
	    "\n"
	    "            ext4 SW    RR      xfs SW    RR\n"
	    "\n"
	    "host-a           1200  3400        1100  3900\n"
	    "\n"
	    "host-b                             950   2.2k\n";
	static const char between[] =
	    "## fio IOPS\n"
	    "\n"
	    "SW = sequential write\n"
	    "RR = random read\n"
	    "\n"
	    "            ext4 SW    RR      xfs SW    RR\n"
	    "\n"
	    "host-a           1200  3400        1100  3900\n"
	    "\n"
	    "host-b                       950\n";
	static const char no_legend[] =
	    "## fio IOPS\n"
	    "\n"
	    "            ext4 SW    RR      xfs SW    RR\n"
	    "\n"
	    "host-a           1200  3400        1100  3900\n"
	    "\n"
	    "host-b           1000  3000        950   2.2k\n";
	struct t_collect c;

	t_collect_buf(&c, "document", "ok.md", ok, strlen(ok), 1);
	T_INT(c.n_res, 6);
	for (size_t i = 0; i < c.n_res; i++)
		if (c.res[i].r.iops == 2200) {
			T_INT(c.res[i].r.cond.op, IODB_OP_READ);
			T_INT(c.res[i].r.cond.pattern, IODB_PATTERN_RAND);
		}
	t_collect_free(&c);
	t_collect_buf(&c, "document", "between.md", between, strlen(between),
		      1);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
	t_collect_buf(&c, "document", "no_legend.md", no_legend,
		      strlen(no_legend), 1);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
}

/*
 * A hand-aligned table whose groups stand on a line of their own over the
 * tests' line: read when each column is under exactly one group by
 * position, every abbreviation has one meaning and a unit is known;
 * anything else imports nothing from it.
 */
T_TEST(t_table_text_two_level_guards)
{
	static const char legend[] = "SR = sequential read 1M\n"
				     "RR = random read 4k\n"
				     "\n";
	/* the names centred over their columns */
	static const char ok[] = "           ext4        xfs\n"
				 "Host     SR    RR    SR    RR\n"
				 "host-a   512   41    530   44\n"
				 "host-b   498   39    511   42\n";
	/* "xfs" written over the gap: left of its columns, right of ext4's,
	 * centred over neither run */
	static const char between[] = "         ext4     xfs\n"
				      "Host     SR    RR    SR    RR\n"
				      "host-a   512   41    530   44\n"
				      "host-b   498   39    511   42\n";
	/* "XR": no legend line defines it and it names no test */
	static const char undefined[] = "           ext4        xfs\n"
					"Host     SR    XR    SR    XR\n"
					"host-a   512   41    530   44\n"
					"host-b   498   39    511   42\n";
	/* "SR" defined again below as another test */
	static const char conflict[] = "           ext4        xfs\n"
				       "Host     SR    RR    SR    RR\n"
				       "host-a   512   41    530   44\n"
				       "host-b   498   39    511   42\n"
				       "\n"
				       "SR = sequential write 1M\n";
	/* block sizes as groups: the legend states the tests' own */
	static const char sizes[] = "            4k          1M\n"
				    "Host     SR    RR    SR    RR\n"
				    "host-a   512   41    530   44\n"
				    "host-b   498   39    511   42\n";
	static const char alike[] =
	    "         ext4               xfs\n"
	    "Host     SR    MIX (r/w)    SR    MIX (r/w)\n"
	    "host-a   512   41/22        530   44/25\n"
	    "host-b   498   39/20        511   42/21\n"
	    "\n"
	    "MIX = random read/write 4k\n";
	static const struct {
		const char *name, *heading, *body;
		size_t want;
	} cases[] = {
	    {"ok.md", "## fio (MB/s)", ok, 8},
	    {"between.md", "## fio (MB/s)", between, 0},
	    {"undefined.md", "## fio (MB/s)", undefined, 0},
	    /* no unit in the heading, the legend or a caption */
	    {"no_unit.md", "## fio", ok, 0},
	    {"conflict.md", "## fio (MB/s)", conflict, 0},
	    {"sizes.md", "## fio (MB/s)", sizes, 0},
	    /* "ext4" fits over "SR" alone (centred) and over "SR  MIX
	     * (r/w)" (left-aligned): the runs holding the same tests are
	     * the table's; the pairs read/write as the bracket says */
	    {"alike.md", "## fio (MB/s)", alike, 12},
	};

	for (size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
		char buf[1024];
		struct t_collect c;
		int n = snprintf(buf, sizeof(buf), "%s\n\n%s%s",
				 cases[k].heading, legend, cases[k].body);

		t_collect_buf(&c, "document", cases[k].name, buf, (size_t)n, 1);
		if (c.n_res != cases[k].want)
			T_FAIL("%s: %zu results, want %zu", cases[k].name,
			       c.n_res, cases[k].want);
		for (size_t i = 0; i < c.n_res; i++)
			if (c.res[i].r.bw_bytes == 44e6) {
				T_INT(c.res[i].r.cond.op, IODB_OP_READ);
				T_INT(c.res[i].r.cond.pattern,
				      IODB_PATTERN_RAND);
				T_OK(c.res[i].r.job &&
				     !strncmp(c.res[i].r.job, "xfs random read",
					      15));
			}
		t_collect_free(&c);
	}
}

/* A line of two cells two blanks apart whose cells hold many words one
 * blank apart (prose aligned by hand): no group line, and reading it
 * stays inside its buffers (span_groups() once kept four words; asan
 * found the fifth written past them). */
T_TEST(t_table_text_group_line_many_words)
{
	static const char line[] =
	    "the quick brown fox jumps over the lazy dog  "
	    "and then the fox runs far away into the woods";

	T_INT(table_text_group_line(line, sizeof(line) - 1), 0);
	T_INT(table_text_group_line("libaio  io_uring", 16) != 0, 1);
}

/*
 * flashbench's "8.86M/s", "868K/s" (bytes a second / 10^6, / 10^3, its
 * vm.c format_value) are read only where the document names flashbench;
 * the same cells elsewhere say no unit iodb can read ("M/s" of what?).
 */
T_TEST(t_table_flashbench_rates_named_only)
{
	static const char named[] =
	    "Both cards went through flashbench --open-au.\n"
	    "\n"
	    "| Size | Card A | Card B |\n"
	    "|---|---|---|\n"
	    "| 4MiB | 6.02M/s | 990K/s |\n"
	    "| 512KiB | 3.5M/s | 120K/s |\n";
	static const char unnamed[] = "Both cards went through the test.\n"
				      "\n"
				      "| Size | Card A | Card B |\n"
				      "|---|---|---|\n"
				      "| 4MiB | 6.02M/s | 990K/s |\n"
				      "| 512KiB | 3.5M/s | 120K/s |\n";
	static const struct tb_want want[] = {
	    {"Card A", 0, 0, 4 * MIB, -1, -1, 'b', 6.02e6},
	    {"Card B", 0, 0, 4 * MIB, -1, -1, 'b', 990e3},
	    {"Card A", 0, 0, 512 * KIB, -1, -1, 'b', 3.5e6},
	    {"Card B", 0, 0, 512 * KIB, -1, -1, 'b', 120e3},
	};
	struct tb_doc *d = tb_parse(named);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	if (d->n_runs)
		T_STR(d->runs[0].tool, "flashbench");
	d = tb_parse(unnamed);
	T_INT((int)d->n_res, 0);
}

/*
 * A fio result line's figures in a cell keep fio's own units: fio 2's
 * "KB/s" is 1024 bytes even where the table's other figures say nothing
 * of it, and the disks' util lines after it are no figures.  Two
 * directions' lines in one cell are no one figure.
 */
T_TEST(t_table_fio_fragment_cells)
{
	static const char doc[] =
	    "| | box-1 | box-2 |\n"
	    "|---|---|---|\n"
	    "| fio --rw=randread --bs=4k | bw=4000KB/s, iops=1000 <br/> "
	    "sda: util=99.00% | read : io=1000MB, bw=8000KB/s, iops=2000, "
	    "runt=128000msec |\n";
	static const struct tb_want want[] = {
	    {"box-1", R, RN, 4 * KIB, -1, -1, 'b', 4000.0 * 1024},
	    {"box-1", R, RN, 4 * KIB, -1, -1, 'i', 1000},
	    {"box-2", R, RN, 4 * KIB, -1, -1, 'b', 8000.0 * 1024},
	    {"box-2", R, RN, 4 * KIB, -1, -1, 'i', 2000},
	    /* the line's "runt=" is the run's time */
	    {"box-2", R, RN, 4 * KIB, -1, -1, 'r', 128000e6},
	};
	struct table_cellv cv;
	struct tb_doc *d = tb_parse(doc);

	T_INT(d->ret, 0);
	TB_EXPECT(d, want);
	T_INT(table_cell_values("bw=4000KB/s, iops=1000 sda: util=99.00%", &cv),
	      0);
	T_INT(cv.n, 1);
	T_INT(cv.v[0].fio, 2);
	T_STR(cv.v[0].alt_num, "1000");
	T_INT(table_cell_values("IOPS=12.3k, BW=48.0MiB/s (50.3MB/s)", &cv), 0);
	T_INT(cv.v[0].fio, 3);
	T_OK(cv.v[0].fio_io == 0 && cv.v[0].fio_run == 0);
	/* "(IO/RUNTIME)" after the rate's copy: read as fio_text.c does */
	T_INT(table_cell_values("IOPS=12.3k, BW=48.0MiB/s (50.3MB/s)"
				"(2880MiB/60001msec)",
				&cv),
	      0);
	T_OK(cv.v[0].fio_io == 2880.0 * 1048576 && cv.v[0].fio_run == 60001e6);
	T_INT(table_cell_values("IOPS=12.3k, BW=48.0MiB/s (50.3MB/s)", &cv), 0);
	T_STR(cv.v[0].unit, "MiB/s");
	/* read and write lines together: not one fio figure */
	T_OK(table_cell_values("read: bw=4000KB/s, iops=1000 write: "
			       "bw=2000KB/s, iops=500",
			       &cv) ||
	     !cv.v[0].fio);
	/* keys of both versions: retyped, not fio's */
	T_OK(table_cell_values("bw=4000KB/s, IOPS=1000", &cv) || !cv.v[0].fio);
}

/*
 * A compression level given as one setting of the system tested
 * ("Truenas Scale, ZSTD-1, 10 cores", "tank (compression=lz4)") names no
 * compressor's benchmark; a compressor alone or with a command's level
 * ("zstd -1", "zstd-1", "lz4") does, and so does a header naming
 * compression.
 */
T_TEST(t_table_compression_setting_is_storage)
{
	static const char *const storage[] = {
	    "Main pool / Truenas Scale, ZSTD-1, 10 cores",
	    "tank (compression=lz4)",
	    "btrfs compress=zstd:3 / kernel 6.8",
	    "scratch, gzip-9",
	};
	static const char *const other[] = {
	    "zstd-1",
	    "zstd -1, 8 threads",
	    "lz4",
	    "Compression speed",
	    "Main pool / zstd, 10 cores",
	};

	for (size_t i = 0; i < sizeof(storage) / sizeof(storage[0]); i++)
		T_OK(table_nonstorage(storage[i], strlen(storage[i])) == NULL);
	for (size_t i = 0; i < sizeof(other) / sizeof(other[0]); i++)
		T_OK(table_nonstorage(other[i], strlen(other[i])) != NULL);
}

/*
 * A title calling the figures an example (the word their modifier or
 * head noun) says the table is an illustration; the word leading in a
 * caption, a connective, an example of something else or a title saying
 * whose the figures are does not (table_example_heading()).
 */
T_TEST(t_table_example_heading_scope)
{
	static const char *const example[] = {
	    "Example results",
	    "**Sample benchmark results**",
	    "Results example:",
	    "Illustrative performance figures",
	    "Exemples de r\xc3\xa9sultats",
	    "Ejemplo de resultados",
	    "Beispielwerte",
	    "\xe5\xad\x98\xe5\x82\xa8\xe6\x80\xa7\xe8\x83\xbd"
	    "\xe5\xaf\xb9\xe6\xaf\x94\xe7\xbb\x93\xe6\x9e\x9c"
	    "\xe7\xa4\xba\xe4\xbe\x8b\xef\xbc\x9a", /* 存储性能对比结果示例： */
	    "\xe7\xa4\xba\xe4\xbe\x8b\xe6\x95\xb0\xe6\x8d\xae", /* 示例数据 */
	    "\xe6\xb8\xac\xe5\xae\x9a\xe7\xb5\x90\xe6\x9e\x9c"
	    "\xe3\x81\xae\xe4\xbe\x8b", /* 測定結果の例 */
	    "\xea\xb2\xb0\xea\xb3\xbc \xec\x98\x88\xec\x8b\x9c", /* 결과 예시 */
	};
	static const char *const measured[] = {
	    "Example: results on my NAS",
	    "Example results from my NAS",
	    "Results, for example on the Pi",
	    "Results with the example configuration",
	    "Sample size results",
	    "Example actual results",
	    "Example output",
	    "Zum Beispiel Ergebnisse",
	    "\xe7\xa4\xba\xe4\xbe\x8b\xef\xbc\x9a\xe6\x88\x91"
	    "\xe7\x9a\x84 NAS \xe7\xbb\x93\xe6\x9e\x9c", /* 示例：我的 NAS 结果
							  */
	    "\xe7\xa4\xba\xe4\xbe\x8b\xe9\x85\x8d\xe7\xbd\xae"
	    "\xe7\x9a\x84\xe6\xb5\x8b\xe8\xaf\x95\xe7\xbb\x93"
	    "\xe6\x9e\x9c", /* 示例配置的测试结果 */
	    "\xe6\x80\xa7\xe8\x83\xbd\xe6\xb5\x8b\xe8\xaf\x95"
	    "\xe7\xa4\xba\xe4\xbe\x8b", /* 性能测试示例 */
	    "Performance test results",
	};

	for (size_t i = 0; i < sizeof(example) / sizeof(example[0]); i++)
		if (!table_example_heading(example[i]))
			T_FAIL("not an example: %s", example[i]);
	for (size_t i = 0; i < sizeof(measured) / sizeof(measured[0]); i++)
		if (table_example_heading(measured[i]))
			T_FAIL("an example: %s", measured[i]);
}

/*
 * A median's spread between its figure and its unit ("2,784 [2,777–2,792]
 * MiB/s", "412,300 ± 1,200 IOPS"): the leading figure, in the unit after
 * the spread; a spread whose bounds miss the figure is refused; a bracket
 * with nothing after it keeps its older readings.
 */
T_TEST(t_table_value_spread_unit)
{
	struct table_cellv cv;

	T_INT(table_cell_values("2,784 [2,777\xe2\x80\x93"
				"2,792] MiB/s",
				&cv),
	      0);
	T_INT(cv.n, 1);
	T_STR(cv.v[0].num, "2,784");
	T_STR(cv.v[0].unit, "MiB/s");
	T_INT(table_cell_values("3,105 (3,090-3,121) MiB/s", &cv), 0);
	T_STR(cv.v[0].unit, "MiB/s");
	T_INT(table_cell_values("198,400 [min 190,100, max 201,900] IOPS", &cv),
	      0);
	T_STR(cv.v[0].num, "198,400");
	T_STR(cv.v[0].unit, "IOPS");
	T_INT(table_cell_values("412,300 \xc2\xb1 1,200 IOPS", &cv), 0);
	T_STR(cv.v[0].num, "412,300");
	T_STR(cv.v[0].unit, "IOPS");
	/* the bounds miss the figure: no reading is safe */
	T_INT(table_cell_values("3,105 (2,090-2,121) MiB/s", &cv) != 0 ||
		  cv.n == 0,
	      1);
}

/* A script's column names: a bare percentile joined to the latency word by
 * '_' or glued to it; units as suffixes; fio by its long name. */
T_TEST(t_table_script_column_names)
{
	struct testname tn;

	T_DBL(table_percentile("lat_99_us"), 99);
	T_DBL(table_percentile("lat99_us"), 99);
	T_DBL(table_percentile("clat_99.9_ms"), 99.9);
	T_DBL(table_percentile("lat_999_us"), 99.9);
	T_DBL(table_percentile("99_lat_ms"), 99);
	T_DBL(table_percentile("p99_lat_ms"), 99);
	T_DBL(table_percentile("lat_p99.9_us"), 99.9);
	/* a depth's, a size's, a mean's: no percentile */
	T_DBL(table_percentile("qd_64_lat_us"), 0);
	T_DBL(table_percentile("qd_99_lat_us"), 0);
	T_DBL(table_percentile("lat_4k_us"), 0);
	T_DBL(table_percentile("lat_64_us"), 0);
	T_DBL(table_percentile("flat_99_us"), 0);
	T_DBL(table_percentile("lat_avg_us"), 0);
	testname_parse("bw_kibps", 8, 0, &tn);
	T_INT(tn.metric, TESTNAME_BW);
	T_STR(tn.unit, "KiB/s");
	testname_parse("write_bw_MiBps", 14, 0, &tn);
	T_INT(tn.metric, TESTNAME_BW);
	T_STR(tn.unit, "MiB/s");
	T_INT(table_unit_metric("mibps"), TESTNAME_BW);
	T_STR(testname_tool("Using the flexible I/O tester from Ubuntu", 41),
	      "fio");
	T_STR(testname_tool("a flexible IO testers' guide", 28), NULL);
#define DMT(s) testname_diskmark_tool(s, strlen(s))
	T_STR(DMT("cloned with dd first, then ran KDiskMark 3.2"), "KDiskMark");
	T_STR(DMT("dd, then Crystal Disk Mark 8"), "CrystalDiskMark");
	T_STR(DMT("CDM: fio-cdm on the server"), NULL);
	T_STR(DMT("fio-cdm on the server"), "fio-cdm");
	T_STR(DMT("CrystalDiskMark on Windows, KDiskMark on Linux"), NULL);
	T_STR(DMT("only fio and dd here"), NULL);
	T_STR(DMT("KDiskMark"), "KDiskMark");
#undef DMT
}

/* A rule inside a two-level header (between the group names and the
 * header's row) names nothing; group name lines with '|' in the same
 * columns, a ragged closing '|' allowed. */
T_TEST(t_table_md_header_rule)
{
	const char *hdr = "|       | BW(MiB/s) | IOPS(K) |";
	const char *rule = "|  fio  |-----------|---------|";
	const char *cells[8];
	size_t lens[8];

	T_INT(table_md_header_rule(rule, strlen(rule), hdr, strlen(hdr)), 1);
	T_INT(table_md_header_rule("|-------|-----------|---------|",
				   strlen("|-------|-----------|---------|"),
				   hdr, strlen(hdr)),
	      1);
	/* figures in a cell: a row, no rule */
	T_INT(table_md_header_rule("|  fio  |-----------|   12    |",
				   strlen("|  fio  |-----------|   12    |"),
				   hdr, strlen(hdr)),
	      0);
	/* its '|' elsewhere than the header's */
	T_INT(table_md_header_rule("|  fio  |------|--------------|",
				   strlen("|  fio  |------|--------------|"),
				   hdr, strlen(hdr)),
	      0);
	T_INT(table_md_same_bars("| | Serial en- |", strlen("| | Serial en- |"),
				 "| | cryption     |",
				 strlen("| | cryption     |")),
	      1);
	T_INT(table_md_same_bars("| | a | b |", strlen("| | a | b |"),
				 "| |  a | b |", strlen("| |  a | b |")),
	      0);
	/* a rule over the header's cells names no group */
	T_INT(table_md_group_cells("|       |---------------------|",
				   strlen("|       |---------------------|"),
				   hdr, strlen(hdr), cells, lens, 8),
	      0);
	T_INT(table_md_group_words("|       |      pool           |",
				   strlen("|       |      pool           |"),
				   hdr, strlen(hdr), cells, lens, 8),
	      3);
	T_INT((int)lens[1], 4);
}
