/*
 * Reports, datasheet matching and `iodb check`, on the figures of the two
 * blog posts in ../shared/blogs (stored here through store/ calls, as the
 * document importer would store them) and the sample datasheets.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cairo.h>
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>

#include "report/chart.h"
#include "report/check.h"
#include "report/html.h"
#include "report/markdown.h"
#include "report/match.h"
#include "report/pdf.h"
#include "report/select.h"
#include "store/store.h"
#include "model/units.h"
#include "tests/t.h"

static char *pdf_text(const char *pdf);

/* Whether poppler-utils' tools are installed (PDF checks need them). */
static int have_poppler(void)
{
	return system("{ command -v pdfinfo && command -v pdftoppm && "
		      "command -v pdffonts && command -v pdftotext; } "
		      ">/dev/null 2>&1") == 0;
}

#define POPPLER_MISSING                                                        \
	"poppler-utils (pdfinfo, pdftoppm, pdffonts, pdftotext) is not "       \
	"installed ('make deps' installs it)"

static void rm_db(const char *path)
{
	char p[512];

	unlink(path);
	snprintf(p, sizeof(p), "%s-wal", path);
	unlink(p);
	snprintf(p, sizeof(p), "%s-shm", path);
	unlink(p);
}

static double mbs(const char *s)
{
	double v = NAN;

	T_INT(units_rate(s, NULL, UNITS_DECIMAL, UNITS_COMMA_THOUSANDS, &v), 0);
	return v;
}

static double count(const char *s)
{
	double v = NAN;

	T_INT(units_count(s, NULL, &v), 0);
	return v;
}

/* One result of the Korean post: label, tool, op/pattern, bs, QD, T. */
struct ko_fig {
	const char *label, *tool, *test;
	enum iodb_op op;
	enum iodb_pattern pat;
	const char *bs;
	int qd, threads;
	const char *bw, *iops;
};

#define SEA "SEAGATE ST1200MM0099 HDD (1.2TB)"
#define INT "Intel ThinkSystem SSDSC2KB480G7L SSD (480GB)"
#define LEN "Lenovo SSDPE2KE016T7L SSD (1.6TB)"
#define SAM "Samsung PM9C1a M.2 SSD 1TB"

static const struct ko_fig ko[] = {
    /* dd: "기본QD는 1", bs=64k */
    {SEA, "dd", NULL, IODB_OP_READ, IODB_PATTERN_SEQ, "64k", -1, -1, "188 MB/s",
     NULL},
    {SEA, "dd", NULL, IODB_OP_WRITE, IODB_PATTERN_SEQ, "64k", -1, -1, "10 MB/s",
     NULL},
    {INT, "dd", NULL, IODB_OP_READ, IODB_PATTERN_SEQ, "64k", -1, -1, "182 MB/s",
     NULL},
    {INT, "dd", NULL, IODB_OP_WRITE, IODB_PATTERN_SEQ, "64k", -1, -1,
     "335 MB/s", NULL},
    {LEN, "dd", NULL, IODB_OP_READ, IODB_PATTERN_SEQ, "64k", -1, -1, "183 MB/s",
     NULL},
    {LEN, "dd", NULL, IODB_OP_WRITE, IODB_PATTERN_SEQ, "64k", -1, -1,
     "1200 MB/s", NULL},
    /* iozone -t 1 / -t 32 / -t 128 */
    {SEA, "iozone", NULL, IODB_OP_READ, IODB_PATTERN_SEQ, "64k", -1, 1,
     "244 MB/s", NULL},
    {SEA, "iozone", NULL, IODB_OP_WRITE, IODB_PATTERN_SEQ, "64k", -1, 1,
     "10 MB/s", NULL},
    {SEA, "iozone", NULL, IODB_OP_READ, IODB_PATTERN_RAND, "4k", -1, 1, NULL,
     "4096"},
    {SEA, "iozone", NULL, IODB_OP_WRITE, IODB_PATTERN_RAND, "4k", -1, 1, NULL,
     "4608"},
    {INT, "iozone", NULL, IODB_OP_READ, IODB_PATTERN_SEQ, "64k", -1, 32,
     "508 MB/s", NULL},
    {INT, "iozone", NULL, IODB_OP_WRITE, IODB_PATTERN_SEQ, "64k", -1, 32,
     "336 MB/s", NULL},
    {INT, "iozone", NULL, IODB_OP_READ, IODB_PATTERN_RAND, "4k", -1, 32, NULL,
     "76076"},
    {INT, "iozone", NULL, IODB_OP_WRITE, IODB_PATTERN_RAND, "4k", -1, 32, NULL,
     "68352"},
    {LEN, "iozone", NULL, IODB_OP_READ, IODB_PATTERN_SEQ, "64k", -1, 128,
     "3280 MB/s", NULL},
    {LEN, "iozone", NULL, IODB_OP_WRITE, IODB_PATTERN_SEQ, "64k", -1, 128,
     "1340 MB/s", NULL},
    {LEN, "iozone", NULL, IODB_OP_READ, IODB_PATTERN_RAND, "4k", -1, 128, NULL,
     "820,229"},
    {LEN, "iozone", NULL, IODB_OP_WRITE, IODB_PATTERN_RAND, "4k", -1, 128, NULL,
     "372,261"},
    /* the laptop's CrystalDiskMark line */
    {SAM, "CrystalDiskMark", "SEQ1M Q8T1", IODB_OP_READ, IODB_PATTERN_SEQ, "1m",
     8, 1, "6182 MB/s", NULL},
    {SAM, "CrystalDiskMark", "SEQ1M Q8T1", IODB_OP_WRITE, IODB_PATTERN_SEQ,
     "1m", 8, 1, "4754 MB/s", NULL},
    {SAM, "CrystalDiskMark", "RND4K Q32T16", IODB_OP_READ, IODB_PATTERN_RAND,
     "4k", 32, 16, NULL, "145970"},
    {SAM, "CrystalDiskMark", "RND4K Q32T16", IODB_OP_WRITE, IODB_PATTERN_RAND,
     "4k", 32, 16, NULL, "101844"},
};

/* The Japanese post: eight tests x six disk types, IOPS and throughput. */
static const char *const ja_disks[6] = {
    "ローカルディスク",	  "標準ディスク",	    "高速ディスク",
    "フラッシュディスク", "標準フラッシュディスク", "高速フラッシュディスク",
};

static const struct {
	const char *test;
	enum iodb_op op;
	enum iodb_pattern pat;
	const char *bs;
	const char *iops[6], *bw[6];
} ja[] = {
    {"シーケンシャルリード(ブロックサイズ4k)",
     IODB_OP_READ,
     IODB_PATTERN_SEQ,
     "4k",
     {"57.6k", "38.5k", "52.9k", "56.0k", "47.9k", "51.3k"},
     {"225MiB/s", "150MiB/s", "206MiB/s", "219MiB/s", "187MiB/s", "200MiB/s"}},
    {"シーケンシャルライト(ブロックサイズ4k)",
     IODB_OP_WRITE,
     IODB_PATTERN_SEQ,
     "4k",
     {"44.7k", "1998", "4271", "3228", "3755", "4174"},
     {"175MiB/s", "7995KiB/s", "16.7MiB/s", "12.6MiB/s", "14.7MiB/s",
      "16.3MiB/s"}},
    {"ランダムリード(ブロックサイズ4k)",
     IODB_OP_READ,
     IODB_PATTERN_RAND,
     "4k",
     {"31.6k", "35.8k", "52.8k", "47.4k", "46.5k", "51.4k"},
     {"124MiB/s", "140MiB/s", "206MiB/s", "185MiB/s", "182MiB/s", "201MiB/s"}},
    {"ランダムライト(ブロックサイズ4k)",
     IODB_OP_WRITE,
     IODB_PATTERN_RAND,
     "4k",
     {"43.0k", "2033", "4363", "2843", "3848", "4259"},
     {"168MiB/s", "8134KiB/s", "17.0MiB/s", "11.1MiB/s", "15.0MiB/s",
      "16.6MiB/s"}},
    {"シーケンシャルリード(ブロックサイズ64k)",
     IODB_OP_READ,
     IODB_PATTERN_SEQ,
     "64k",
     {"12.7k", "7067", "7282", "14.4k", "6661", "7233"},
     {"797MiB/s", "442MiB/s", "455MiB/s", "900MiB/s", "416MiB/s", "452MiB/s"}},
    {"シーケンシャルライト(ブロックサイズ64k)",
     IODB_OP_WRITE,
     IODB_PATTERN_SEQ,
     "64k",
     {"21.7k", "271", "2051", "1497", "258", "2020"},
     {"1356MiB/s", "16.0MiB/s", "128MiB/s", "93.6MiB/s", "16.1MiB/s",
      "126MiB/s"}},
    {"ランダムリード(ブロックサイズ64k)",
     IODB_OP_READ,
     IODB_PATTERN_RAND,
     "64k",
     {"25.4k", "7386", "7281", "26.9k", "6653", "7229"},
     {"1586MiB/s", "462MiB/s", "455MiB/s", "1681MiB/s", "416MiB/s",
      "452MiB/s"}},
    {"ランダムライト(ブロックサイズ64k)",
     IODB_OP_WRITE,
     IODB_PATTERN_RAND,
     "64k",
     {"21.8k", "284", "2041", "1440", "281", "2011"},
     {"1364MiB/s", "17.8MiB/s", "128MiB/s", "90.0MiB/s", "17.6MiB/s",
      "126MiB/s"}},
};

static int64_t size_of(const char *s)
{
	double v = NAN;

	T_INT(units_size(s, NULL, UNITS_BINARY, UNITS_COMMA_THOUSANDS, &v), 0);
	return (int64_t)v;
}

/* Store the Korean post's results: one run per (drive, tool). */
static void store_ko(struct store *st)
{
	int64_t run = 0;
	const char *last_label = NULL, *last_tool = NULL;

	T_INT(store_begin(st), 0);
	for (size_t i = 0; i < sizeof(ko) / sizeof(ko[0]); i++) {
		const struct ko_fig *k = &ko[i];
		struct iodb_result r = IODB_RESULT_INIT;

		if (k->label != last_label || k->tool != last_tool) {
			struct iodb_run u = IODB_RUN_INIT;

			u.format = "table";
			u.tool = k->tool;
			u.label = k->label;
			/* the Samsung run names its model in the device */
			if (!strcmp(k->label, SAM)) {
				u.device = "nvme0n1";
				u.device_model = "Samsung PM9C1a";
			}
			u.command = !strcmp(k->tool, "dd")
					? "dd if=/dev/zero of=/dev/sdX "
					  "bs=64k count=16384 oflag=direct"
					: NULL;
			T_INT(store_run_add(st, 0, &u, &run), 0);
			last_label = k->label;
			last_tool = k->tool;
		}
		r.test = k->test;
		r.cond.op = k->op;
		r.cond.pattern = k->pat;
		r.cond.bs = size_of(k->bs);
		r.cond.iodepth = k->qd;
		r.cond.numjobs = k->threads;
		if (k->bw)
			r.bw_bytes = mbs(k->bw);
		if (k->iops)
			r.iops = count(k->iops);
		T_INT(store_result_add(st, run, &r, NULL), 0);
	}
	T_INT(store_commit(st), 0);
}

static void store_ja(struct store *st, const char *evil_label)
{
	T_INT(store_begin(st), 0);
	for (size_t d = 0; d < 6; d++) {
		struct iodb_run u = IODB_RUN_INIT;
		int64_t run = 0;

		u.format = "table";
		u.tool = "fio";
		u.tool_version = "fio-3.7";
		u.label = d == 5 && evil_label ? evil_label : ja_disks[d];
		u.command = "fio -filename=/tmp/test1g -direct=1 -iodepth=32 "
			    "-rw=read -bs=4k -size=1G -numjobs=16 -runtime=180 "
			    "-group_reporting -name=file";
		T_INT(store_run_add(st, 0, &u, &run), 0);
		for (size_t t = 0; t < sizeof(ja) / sizeof(ja[0]); t++) {
			struct iodb_result r = IODB_RESULT_INIT;
			double bw = NAN;

			r.test = ja[t].test;
			r.job = "file";
			r.cond.op = ja[t].op;
			r.cond.pattern = ja[t].pat;
			r.cond.bs = size_of(ja[t].bs);
			r.cond.iodepth = 32;
			r.cond.numjobs = 16;
			r.iops = count(ja[t].iops[d]);
			T_INT(units_rate(ja[t].bw[d], NULL, UNITS_DECIMAL,
					 UNITS_COMMA_THOUSANDS, &bw),
			      0);
			r.bw_bytes = bw;
			r.line_from = (long)(20 + t * 9 + d);
			r.line_to = r.line_from;
			T_INT(store_result_add(st, run, &r, NULL), 0);
		}
	}
	T_INT(store_commit(st), 0);
}

static void import_sheets(struct store *st)
{
	/* the rows of samples/datasheets, stored through store/ */
	static const struct {
		const char *model, *metric, *stated;
		enum iodb_op op;
		enum iodb_pattern pat;
		const char *bs;
		int qd;
	} sheets[] = {
	    {"ST1200MM0099", "bw_bytes", "215 MB/s", IODB_OP_READ,
	     IODB_PATTERN_SEQ, NULL, -1},
	    {"ST1200MM0099", "bw_bytes", "108 MB/s", IODB_OP_WRITE,
	     IODB_PATTERN_SEQ, NULL, -1},
	    {"SSDSC2KB480G7L", "bw_bytes", "500 MB/s", IODB_OP_READ,
	     IODB_PATTERN_SEQ, "64k", 32},
	    {"SSDSC2KB480G7L", "bw_bytes", "330 MB/s", IODB_OP_WRITE,
	     IODB_PATTERN_SEQ, "64k", 32},
	    {"SSDSC2KB480G7L", "iops", "72,000", IODB_OP_READ,
	     IODB_PATTERN_RAND, "4k", 32},
	    {"SSDSC2KB480G7L", "iops", "20,000", IODB_OP_WRITE,
	     IODB_PATTERN_RAND, "4k", 32},
	    {"SSDPE2KE016T7L", "bw_bytes", "3300 MB/s", IODB_OP_READ,
	     IODB_PATTERN_SEQ, "64k", 128},
	    {"SSDPE2KE016T7L", "bw_bytes", "1900 MB/s", IODB_OP_WRITE,
	     IODB_PATTERN_SEQ, "64k", 128},
	    {"SSDPE2KE016T7L", "iops", "645,000", IODB_OP_READ,
	     IODB_PATTERN_RAND, "4k", 128},
	    {"SSDPE2KE016T7L", "iops", "65,600", IODB_OP_WRITE,
	     IODB_PATTERN_RAND, "4k", 128},
	    {"PM9C1a", "bw_bytes", "6000 MB/s", IODB_OP_READ, IODB_PATTERN_SEQ,
	     NULL, -1},
	    {"PM9C1a", "bw_bytes", "5600 MB/s", IODB_OP_WRITE, IODB_PATTERN_SEQ,
	     NULL, -1},
	    {"PM9C1a", "iops", "900,000", IODB_OP_READ, IODB_PATTERN_RAND, NULL,
	     -1},
	    {"PM9C1a", "iops", "1,000,000", IODB_OP_WRITE, IODB_PATTERN_RAND,
	     NULL, -1},
	};

	T_INT(store_begin(st), 0);
	for (size_t i = 0; i < sizeof(sheets) / sizeof(sheets[0]); i++) {
		struct iodb_spec sp = IODB_SPEC_INIT;

		sp.model = sheets[i].model;
		sp.metric = sheets[i].metric;
		sp.value = !strcmp(sp.metric, "iops") ? count(sheets[i].stated)
						      : mbs(sheets[i].stated);
		sp.value_text = sheets[i].stated;
		sp.cond.op = sheets[i].op;
		sp.cond.pattern = sheets[i].pat;
		sp.cond.bs = sheets[i].bs ? size_of(sheets[i].bs) : -1;
		sp.cond.iodepth = sheets[i].qd;
		sp.source = "ko-disk-performance-test.txt";
		T_INT(store_spec_add(st, 0, &sp, NULL), 0);
	}
	T_INT(store_commit(st), 0);
}

/* A fresh database with both posts and the datasheets. */
static struct store *blog_db(char *path, size_t n, const char *name,
			     const char *evil)
{
	struct store *st = NULL;

	snprintf(path, n, "/tmp/iodb-test-%d-%s.db", (int)getpid(), name);
	rm_db(path);
	T_INT(store_open(path, 0, &st), 0);
	if (!st)
		return NULL;
	store_ko(st);
	store_ja(st, evil);
	import_sheets(st);
	return st;
}

static const struct report_pair *find_pair(const struct report_data *d,
					   const struct report_match *m,
					   const char *sys, const char *tool,
					   enum iodb_op op,
					   enum iodb_pattern pat)
{
	for (size_t i = 0; i < m->n_pairs; i++) {
		const struct report_fig *f = &d->figs[m->pairs[i].fig];

		if (!strcmp(d->sys[f->sys].name, sys) &&
		    !strcmp(d->runs[f->run].tool, tool) && f->cond.op == op &&
		    f->cond.pattern == pat)
			return &m->pairs[i];
	}
	return NULL;
}

/*
 * A mixed workload's one figure for both directions (op readwrite,
 * CrystalDiskMark's "RND4K Q1T1 Mix") is no read and no write: never
 * paired with a read or write datasheet figure.
 */
T_TEST(t_report_match_readwrite_unpaired)
{
	char path[256];
	struct store *st = blog_db(path, sizeof(path), "matchrw", NULL);
	struct report_data d = REPORT_DATA_INIT;
	struct report_match m = REPORT_MATCH_INIT;
	struct store_selection sel = STORE_SELECTION_INIT;
	size_t n_pairs, mixed = 0;

	if (!st)
		return;
	sel.format = "table";
	T_INT(report_data_load(st, &sel, &d), 0);
	T_INT(report_match_load_specs(st, NULL, &m), 0);
	T_INT(report_match_pair(&m, &d, NULL), 0);
	n_pairs = m.n_pairs;
	T_OK(find_pair(&d, &m, SAM, "CrystalDiskMark", IODB_OP_READ,
		       IODB_PATTERN_SEQ) != NULL);
	report_match_release(&m);
	/* the same figures had they been the mixed test's */
	for (size_t i = 0; i < d.n_figs; i++)
		if (!strcmp(d.sys[d.figs[i].sys].name, SAM) &&
		    !strcmp(d.runs[d.figs[i].run].tool, "CrystalDiskMark") &&
		    d.figs[i].cond.op == IODB_OP_READ &&
		    d.figs[i].cond.pattern == IODB_PATTERN_SEQ) {
			d.figs[i].cond.op = IODB_OP_READWRITE;
			mixed++;
		}
	T_OK(mixed > 0);
	m = (struct report_match)REPORT_MATCH_INIT;
	T_INT(report_match_load_specs(st, NULL, &m), 0);
	T_INT(report_match_pair(&m, &d, NULL), 0);
	T_OK(m.n_pairs < n_pairs);
	T_OK(find_pair(&d, &m, SAM, "CrystalDiskMark", IODB_OP_READWRITE,
		       IODB_PATTERN_SEQ) == NULL);
	report_match_release(&m);
	report_data_release(&d);
	store_close(st);
	rm_db(path);
}

T_TEST(t_report_match_ko)
{
	char path[256];
	struct store *st = blog_db(path, sizeof(path), "match", NULL);
	struct report_data d = REPORT_DATA_INIT;
	struct report_match m = REPORT_MATCH_INIT;
	struct store_selection sel = STORE_SELECTION_INIT;
	const struct report_pair *p;

	if (!st)
		return;
	sel.format = "table";
	T_INT(report_data_load(st, &sel, &d), 0);
	T_INT(d.n_figs, 22 + 48);
	T_INT(report_match_load_specs(st, NULL, &m), 0);
	T_INT(m.n_specs, 14);
	T_INT(report_match_pair(&m, &d, NULL), 0);
	/* 22 Korean figures; Seagate's two random ones have no spec */
	T_INT(m.n_pairs, 20);
	T_INT(m.n_pass, 9);
	/* four of the figures short of a spec are short of one that states
	 * no QD at QD1: not judged (docs/reports.md), not below */
	T_INT(m.n_below, 3);
	T_INT(m.n_not_judged, 8);
	T_INT(report_match_status(&m), 1);

	/* Seagate: no QD, no block size stated: 87% of it at QD1 proves
	 * nothing, the vendor's QD being unknown; said so */
	p = find_pair(&d, &m, SEA, "dd", IODB_OP_READ, IODB_PATTERN_SEQ);
	T_OK(p && p->verdict == REPORT_NOT_JUDGED);
	if (p) {
		T_NEAR(p->pct, 100.0 * 188 / 215, 1e-9);
		T_OK(strstr(p->note, "spec states no block size") != NULL);
		T_OK(strstr(p->note, "spec states no QD") != NULL);
		T_OK(strstr(p->note, "conditions unknown") != NULL);
	}
	p = find_pair(&d, &m, SEA, "iozone", IODB_OP_READ, IODB_PATTERN_SEQ);
	T_OK(p && p->verdict == REPORT_PASS);
	/* Intel dd at QD1 against a QD32 spec: named, not judged */
	p = find_pair(&d, &m, INT, "dd", IODB_OP_READ, IODB_PATTERN_SEQ);
	T_OK(p && p->verdict == REPORT_NOT_JUDGED);
	if (p)
		T_STR(p->note, "measured at QD1, spec at QD32");
	/* iozone -t 32 against QD32: 32 I/Os in flight either way */
	p = find_pair(&d, &m, INT, "iozone", IODB_OP_READ, IODB_PATTERN_RAND);
	T_OK(p && p->verdict == REPORT_PASS);
	if (p) {
		T_NEAR(p->pct, 100.0 * 76076 / 72000, 1e-9);
		T_STR(p->note, "measured at QD1 x 32 threads, spec at QD32: "
			       "the same 32 I/Os in flight");
	}
	/* Lenovo: 1340 of 1900 MB/s is below, 3280 of 3300 passes */
	p = find_pair(&d, &m, LEN, "iozone", IODB_OP_WRITE, IODB_PATTERN_SEQ);
	T_OK(p && p->verdict == REPORT_BELOW);
	p = find_pair(&d, &m, LEN, "iozone", IODB_OP_READ, IODB_PATTERN_SEQ);
	T_OK(p && p->verdict == REPORT_PASS);
	if (p)
		T_NEAR(p->pct, 100.0 * 3280 / 3300, 1e-9);
	/* Samsung through its device model: 6182 of 6000 passes */
	p = find_pair(&d, &m, SAM, "CrystalDiskMark", IODB_OP_READ,
		      IODB_PATTERN_SEQ);
	T_OK(p && p->verdict == REPORT_PASS);
	/* PM9C1a's 900k random-read IOPS, stated with no QD, against a
	 * measurement at QD32 x 16 threads (a datasheet's depth and more):
	 * below; the CLI test has the QD1 row, not judged */
	p = find_pair(&d, &m, SAM, "CrystalDiskMark", IODB_OP_READ,
		      IODB_PATTERN_RAND);
	T_OK(p && p->verdict == REPORT_BELOW);

	/* the same datasheet twice does not double the rows */
	T_INT(report_match_add_spec(&m, &m.specs[0].sp), 0);
	T_INT(m.n_specs, 14);

	/*
	 * The post quotes Intel's 500 MB/s once plainly (dd table) and once
	 * at QD32, 64k (iozone table): one figure, the fuller one speaks.
	 * A spec at another block size only is "not compared".
	 */
	{
		struct iodb_spec plain = IODB_SPEC_INIT, other = IODB_SPEC_INIT;
		char line[1024];

		plain.model = "SSDSC2KB480G7L";
		plain.metric = "bw_bytes";
		plain.value = mbs("500 MB/s");
		plain.cond.op = IODB_OP_READ;
		plain.cond.pattern = IODB_PATTERN_SEQ;
		T_INT(report_match_add_spec(&m, &plain), 0);
		other.model = "ST1200MM0099";
		other.metric = "iops";
		other.value = 400;
		other.cond.op = IODB_OP_READ;
		other.cond.pattern = IODB_PATTERN_RAND;
		other.cond.bs = 65536;
		T_INT(report_match_add_spec(&m, &other), 0);
		T_INT(report_match_pair(&m, &d, NULL), 0);
		T_INT(m.n_pairs, 20);
		T_INT(m.n_not_judged, 8);
		p = find_pair(&d, &m, INT, "dd", IODB_OP_READ,
			      IODB_PATTERN_SEQ);
		T_OK(p && p->verdict == REPORT_NOT_JUDGED);
		T_INT(m.n_misses, 1);
		if (m.n_misses)
			T_STR(report_miss_text(&d, &m, 0, line, sizeof(line)),
			      SEA
			      ", rand read 4 KiB Q1T1 (iozone): 4,096 IOPS at "
			      "4 KiB; "
			      "ST1200MM0099 states 400 IOPS (rand read 64 "
			      "KiB)");
	}
	report_match_release(&m);
	report_data_release(&d);
	store_close(st);
	rm_db(path);
}

T_TEST(t_report_select_ja)
{
	char path[256], buf[64];
	struct store *st = blog_db(path, sizeof(path), "sel", NULL);
	struct report_data d = REPORT_DATA_INIT;
	struct store_selection sel = STORE_SELECTION_INIT;
	const struct report_cell *c;

	if (!st)
		return;
	sel.tool = "fio";
	T_INT(report_data_load(st, &sel, &d), 0);
	T_INT(d.n_sys, 6);
	T_INT(d.n_tests, 8);
	T_INT(d.n_cells, 48);
	T_STR(d.sys[2].name, "高速ディスク");
	T_STR(d.tests[1].name, "シーケンシャルライト(ブロックサイズ4k)");
	T_OK(d.tests[0].fio_units);
	c = report_data_cell(&d, 1, 1);
	T_OK(c != NULL);
	if (c) {
		T_DBL(c->iops, 1998);
		T_DBL(c->bw_bytes, 7995 * 1024.0);
		/* one unit system per report: decimal MB/s by default,
		 * MiB/s (fio's own) with --units iec */
		T_STR(
		    report_fmt_metric(&d, 1, 1, c->bw_bytes, buf, sizeof(buf)),
		    "8.19");
		T_STR(report_metric_unit_of(&d, 1, 1), "MB/s");
		d.iec = 1;
		T_STR(
		    report_fmt_metric(&d, 1, 1, c->bw_bytes, buf, sizeof(buf)),
		    "7.81");
		T_STR(report_metric_unit_of(&d, 1, 1), "MiB/s");
	}
	/* best 4k seq read: ローカルディスク 57.6k */
	T_INT(report_best_sys(&d, 0, 0), 0);
	/* best 64k rand read throughput: フラッシュディスク 1681MiB/s */
	T_INT(report_best_sys(&d, 6, 1), 3);
	T_STR(report_fmt_num(820229, buf, sizeof(buf)), "820,229");
	T_STR(report_fmt_short(57600, buf, sizeof(buf)), "57.6k");
	T_STR(report_fmt_short(1998, buf, sizeof(buf)), "1998");
	report_data_release(&d);
	d.by = REPORT_BY_RUN;
	T_INT(report_data_load(st, &sel, &d), 0);
	T_INT(d.n_sys, 6);
	T_STR(d.sys[0].name, "run 8");
	report_data_release(&d);
	store_close(st);
	rm_db(path);
}

/* Run the iodb binary with args; its stdout into *out (caller frees). */
static int run_iodb(const char *db, const char *args, char **out)
{
	const char *bin = getenv("IODB_BIN");
	char cmd[4096], tmp[256];
	int st;

	snprintf(tmp, sizeof(tmp), "/tmp/iodb-test-%d-out.txt", (int)getpid());
	snprintf(cmd, sizeof(cmd), "'%s' --db '%s' %s > '%s' 2>/dev/null",
		 bin ? bin : "./iodb", db, args, tmp);
	st = system(cmd);
	if (out)
		*out = t_read_file(tmp, NULL);
	unlink(tmp);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

T_TEST(t_report_check_exit)
{
	char path[256], *out = NULL;
	struct store *st = blog_db(path, sizeof(path), "check", NULL);

	if (!st)
		return;
	store_close(st);
	/* Intel's iozone figures all reach their datasheet */
	T_INT(run_iodb(path, "check --tool iozone --label '" INT "'", &out), 0);
	T_OK(out && strstr(out, "4 pass, 0 below 90% of spec, 0 not judged"));
	free(out);
	/* Lenovo writes 1340 of 1900 MB/s */
	T_INT(run_iodb(path, "check --label '" LEN "'", &out), 1);
	T_OK(out && strstr(out, "70.5%") && strstr(out, "below"));
	T_OK(out && strstr(out, "measured at QD1, spec at QD128"));
	free(out);
	/* --min-pct moves the mark: 1340/1900 passes at 70 */
	T_INT(run_iodb(path,
		       "check --tool iozone --label '" LEN "' --min-pct 70",
		       NULL),
	      0);
	/* dd at QD1 against QD32 specs: shown, named, not judged */
	T_INT(run_iodb(path, "check --tool dd --label '" INT "'", &out), 2);
	T_OK(out && strstr(out, "measured at QD1, spec at QD32") &&
	     strstr(out, "not judged"));
	free(out);
	/* the Japanese cloud disks have no datasheet */
	T_INT(run_iodb(path, "check --tool fio", &out), 2);
	T_OK(out && strstr(out, "no measured figure matched"));
	free(out);
	/* --model: every selected figure counts as that model */
	T_INT(run_iodb(path,
		       "check --tool iozone --label '" INT
		       "' --model NOSUCHMODEL",
		       NULL),
	      2);
	T_INT(run_iodb(path, "check --min-pct x", NULL), 2);
	/* IODB_TEST_KEEP=1 keeps the database to look at its reports */
	if (getenv("IODB_TEST_KEEP"))
		fprintf(stderr, "  kept %s\n", path);
	else
		rm_db(path);
}

/* Markdown: one header, one separator, rows of the same shape. */
T_TEST(t_report_markdown)
{
	char path[256], *buf = NULL;
	size_t len = 0;
	struct store *st = blog_db(path, sizeof(path), "md", "a|b*c");
	struct report_data d = REPORT_DATA_INIT;
	struct report_match m = REPORT_MATCH_INIT;
	struct store_selection sel = STORE_SELECTION_INIT;
	struct report_input in = {.d = &d, .m = &m};
	FILE *f;
	int rows = 0, in_table = 0, cells = 0;

	if (!st)
		return;
	sel.tool = "fio";
	d.iec = 1;
	T_INT(report_data_load(st, &sel, &d), 0);
	f = open_memstream(&buf, &len);
	T_INT(report_markdown_write(f, &in), 0);
	fclose(f);
	T_OK(strstr(buf, "| test | ローカルディスク | 標準ディスク | "
			 "高速ディスク | フラッシュディスク | "
			 "標準フラッシュディスク | a\\|b\\*c |\n"
			 "|---|---:|---:|---:|---:|---:|---:|\n") != NULL);
	T_OK(strstr(buf, "| シーケンシャルリード(ブロックサイズ4k) (IOPS) | "
			 "**57,600** ★ | 38,500 | 52,900 | 56,000 | 47,900 | "
			 "51,300 |\n") != NULL);
	T_OK(strstr(buf, "| シーケンシャルライト(ブロックサイズ4k) (MiB/s) | "
			 "**175** ★ | 7.81 | 16.7 | 12.6 | 14.7 | 16.3 |\n") !=
	     NULL);
	T_OK(strstr(buf, "Throughput in MiB/s (2^20 bytes per second)") !=
	     NULL);
	/* every table line has the header's number of unescaped pipes */
	for (char *line = buf; line && *line;) {
		char *nl = strchr(line, '\n');
		int n = 0;

		for (char *p = line; p < (nl ? nl : line + strlen(line)); p++)
			if (*p == '|' && (p == line || p[-1] != '\\'))
				n++;
		if (line[0] == '|') {
			if (!in_table)
				cells = n;
			else if (n != cells)
				T_FAIL("table row with %d pipes, header %d: "
				       "%.60s",
				       n, cells, line);
			in_table = 1;
			rows++;
		} else {
			in_table = 0;
		}
		line = nl ? nl + 1 : NULL;
	}
	/* IOPS and throughput: (1 header + 1 separator + 8 tests) each */
	T_INT(rows, 20);
	free(buf);
	report_data_release(&d);
	store_close(st);
	rm_db(path);
}

#define EVIL "<script>alert(1)</script>"

static int xml_errors;

static void count_error(void *ctx, const char *msg, ...)
{
	(void)ctx;
	(void)msg;
	xml_errors++;
}

/* Write the HTML report of sel to path through the library. */
static char *html_of(struct store *st, const struct store_selection *sel,
		     const char *path, size_t *len)
{
	struct report_data d = REPORT_DATA_INIT;
	struct report_match m = REPORT_MATCH_INIT;
	struct report_input in = {.d = &d, .m = &m, .title = "t"};
	FILE *f = fopen(path, "w");

	if (!f)
		return NULL;
	T_INT(report_data_load(st, sel, &d), 0);
	T_INT(report_match_load_specs(st, NULL, &m), 0);
	T_INT(report_match_pair(&m, &d, NULL), 0);
	T_INT(report_html_write(f, &in), 0);
	fclose(f);
	report_match_release(&m);
	report_data_release(&d);
	return t_read_file(path, len);
}

T_TEST(t_report_html)
{
	char path[256], html[256];
	struct store *st = blog_db(path, sizeof(path), "html", EVIL);
	struct store_selection sel = STORE_SELECTION_INIT;
	size_t len = 0;
	char *buf;
	xmlDocPtr doc;
	htmlDocPtr hdoc;

	if (!st)
		return;
	snprintf(html, sizeof(html), "/tmp/iodb-test-%d.html", (int)getpid());
	buf = html_of(st, &sel, html, &len);
	T_OK(buf != NULL);
	if (!buf)
		goto out;
	/* the label shows as text: escaped, never a tag */
	T_OK(strstr(buf, "&lt;script&gt;alert(1)&lt;/script&gt;") != NULL);
	T_OK(strstr(buf, EVIL) == NULL);
	T_OK(strstr(buf, "<script") == NULL);
	/* self-contained: nothing fetched */
	T_OK(strstr(buf, "src=\"http") == NULL);
	T_OK(strstr(buf, "<link") == NULL);
	/* charts inline, datasheet table, provenance */
	T_OK(strstr(buf, "<img alt=\"IOPS of ") != NULL);
	T_OK(strstr(buf, " tests\" width=\"1100\" height=\"360\" "
			 "src=\"data:image/svg+xml;base64,PHN2ZyB") != NULL);
	T_OK(strstr(buf, "Datasheet vs measured") != NULL);
	T_OK(strstr(buf, "measured at QD1, spec at QD128") != NULL);
	T_OK(strstr(buf, "<td class=\"n best\"><a href=\"#f") != NULL);
	T_OK(strstr(buf, "ローカルディスク") != NULL);
	/* well-formed: as XML (strict) and as HTML */
	xml_errors = 0;
	xmlSetGenericErrorFunc(NULL, count_error);
	doc = xmlReadMemory(buf, (int)len, "report.html", "UTF-8",
			    XML_PARSE_NONET);
	T_OK(doc != NULL);
	T_INT(xml_errors, 0);
	xmlFreeDoc(doc);
	hdoc = htmlReadMemory(buf, (int)len, "report.html", "UTF-8",
			      HTML_PARSE_NONET);
	T_OK(hdoc != NULL);
	T_INT(xml_errors, 0);
	xmlFreeDoc(hdoc);
	xmlSetGenericErrorFunc(NULL, NULL);
	free(buf);
out:
	unlink(html);
	store_close(st);
	rm_db(path);
	report_chart_cleanup();
}

/* Whether a PNG has the size asked and more than one colour. */
static void check_png(const char *png, int w, int h)
{
	cairo_surface_t *s = cairo_image_surface_create_from_png(png);
	int distinct = 0;

	T_INT(cairo_surface_status(s), CAIRO_STATUS_SUCCESS);
	if (cairo_surface_status(s) == CAIRO_STATUS_SUCCESS) {
		unsigned char *px = cairo_image_surface_get_data(s);
		int stride = cairo_image_surface_get_stride(s);
		int sw = cairo_image_surface_get_width(s);
		int sh = cairo_image_surface_get_height(s);
		uint32_t first = *(uint32_t *)px;
		long other = 0;

		if (w > 0)
			T_INT(sw, w);
		if (h > 0)
			T_INT(sh, h);
		for (int y = 0; y < sh; y++)
			for (int x = 0; x < sw; x++)
				if (*(uint32_t *)(px + y * stride + x * 4) !=
				    first)
					other++;
		/* text and bars: well over a thousand non-background pixels */
		distinct = other > 1000;
		T_OK(distinct);
	}
	cairo_surface_destroy(s);
}

T_TEST(t_report_pdf)
{
	char path[256], pdf[256], cmd[1024], png[300];
	struct store *st;
	struct report_data d = REPORT_DATA_INIT;
	struct report_match m = REPORT_MATCH_INIT;
	struct store_selection sel = STORE_SELECTION_INIT;
	struct report_input in = {
	    .d = &d, .m = &m, .title = "디스크 성능 / ディスク"};
	char *buf;
	size_t len = 0;
	int pages = 0, n = 0;
	FILE *p;

	if (!have_poppler())
		t_skip_now(POPPLER_MISSING);
	st = blog_db(path, sizeof(path), "pdf", NULL);
	if (!st)
		return;
	snprintf(pdf, sizeof(pdf), "/tmp/iodb-test-%d.pdf", (int)getpid());
	T_INT(report_data_load(st, &sel, &d), 0);
	T_INT(report_match_load_specs(st, NULL, &m), 0);
	T_INT(report_match_pair(&m, &d, NULL), 0);
	for (int paper = 0; paper < 2; paper++) {
		T_INT(report_pdf_write(pdf, (enum report_paper)paper, &in,
				       &pages),
		      0);
		T_OK(pages >= 3);
		buf = t_read_file(pdf, &len);
		T_OK(buf && len > 4 && !memcmp(buf, "%PDF", 4));
		free(buf);
		snprintf(cmd, sizeof(cmd), "pdfinfo '%s' 2>/dev/null", pdf);
		p = popen(cmd, "r");
		n = -1;
		if (p) {
			char line[256];

			while (fgets(line, sizeof(line), p))
				if (!strncmp(line, "Pages:", 6))
					n = atoi(line + 6);
			pclose(p);
		}
		T_INT(n, pages);
	}
	/* every page renders (pdftoppm writes one picture per page) */
	snprintf(png, sizeof(png), "/tmp/iodb-test-%d-pages", (int)getpid());
	snprintf(cmd, sizeof(cmd),
		 "rm -rf '%s' && mkdir '%s' && pdftoppm -png -r 12 '%s' "
		 "'%s/p' 2>/dev/null && ls '%s' | wc -l",
		 png, png, pdf, png, png);
	p = popen(cmd, "r");
	n = -1;
	if (p) {
		if (fscanf(p, "%d", &n) != 1)
			n = -1;
		pclose(p);
	}
	T_INT(n, pages);
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", png);
	T_INT(system(cmd), 0);
	/* CJK text is there, in a CJK font (not boxes of a Latin one) */
	buf = pdf_text(pdf);
	T_OK(buf && strstr(buf, "ローカルディスク") &&
	     strstr(buf, "디스크 성능") &&
	     strstr(buf, "シーケンシャルリード") &&
	     strstr(buf, "ブロックサイズ64k"));
	free(buf);
	snprintf(cmd, sizeof(cmd), "pdffonts '%s' 2>/dev/null", pdf);
	p = popen(cmd, "r");
	n = 0;
	if (p) {
		char line[512];

		while (fgets(line, sizeof(line), p))
			if (strstr(line, "NotoSansCJK"))
				n++;
		pclose(p);
	}
	T_OK(n >= 1);
	/* the figures table spans pages: its header row comes on each */
	snprintf(cmd, sizeof(cmd), "pdftotext '%s' - 2>/dev/null", pdf);
	p = popen(cmd, "r");
	n = 0;
	if (p) {
		char line[1024];

		while (fgets(line, sizeof(line), p))
			if (strstr(line, "source and lines"))
				n++;
		pclose(p);
	}
	T_OK(n >= 2);
	/* page 1 to PNG (Letter at 72 dpi: 612 x 792) */
	snprintf(png, sizeof(png), "/tmp/iodb-test-%d-page", (int)getpid());
	snprintf(cmd, sizeof(cmd),
		 "pdftoppm -png -r 72 -f 1 -l 1 -singlefile '%s' '%s' "
		 "2>/dev/null",
		 pdf, png);
	T_INT(system(cmd), 0);
	strcat(png, ".png");
	check_png(png, 612, 792);
	unlink(png);
	unlink(pdf);
	report_match_release(&m);
	report_data_release(&d);
	store_close(st);
	rm_db(path);
	report_chart_cleanup();
}

T_TEST(t_report_chromium)
{
	const char *bins[] = {"/usr/bin/chromium", "/usr/bin/chromium-browser",
			      "/usr/bin/google-chrome", NULL};
	const char *bin = NULL;
	char path[256], html[256], png[256], prof[256], cmd[2048];
	struct store *st;
	struct store_selection sel = STORE_SELECTION_INIT;
	char *buf;
	int rc;

	for (size_t i = 0; bins[i] && !bin; i++)
		if (access(bins[i], X_OK) == 0)
			bin = bins[i];
	if (!bin) {
		t_skip("no chromium installed ('make deps' installs it)");
		return;
	}
	st = blog_db(path, sizeof(path), "chrome", EVIL);
	if (!st)
		return;
	snprintf(html, sizeof(html), "/tmp/iodb-test-%d-c.html", (int)getpid());
	snprintf(png, sizeof(png), "/tmp/iodb-test-%d-c.png", (int)getpid());
	snprintf(prof, sizeof(prof), "/tmp/iodb-test-%d-chrome", (int)getpid());
	buf = html_of(st, &sel, html, NULL);
	free(buf);
	unlink(png);
	snprintf(cmd, sizeof(cmd),
		 "'%s' --headless --no-sandbox --disable-gpu "
		 "--disable-background-networking --disable-component-update "
		 "--no-first-run --user-data-dir='%s' --hide-scrollbars "
		 "--window-size=1280,1600 --screenshot='%s' 'file://%s' "
		 ">/dev/null 2>&1",
		 bin, prof, png, html);
	rc = system(cmd);
	if (access(png, R_OK) != 0) {
		T_FAIL("chromium (exit %d) wrote no screenshot", rc);
	} else {
		check_png(png, 1280, 1600);
	}
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", prof);
	T_INT(system(cmd), 0);
	unlink(png);
	unlink(html);
	store_close(st);
	rm_db(path);
	report_chart_cleanup();
}

T_TEST(t_report_datasheet_import)
{
	char path[256], csv[256], json[256], args[600], *out = NULL;
	FILE *f;

	snprintf(path, sizeof(path), "/tmp/iodb-test-%d-ds.db", (int)getpid());
	rm_db(path);
	snprintf(csv, sizeof(csv), "/tmp/iodb-test-%d-ds.csv", (int)getpid());
	snprintf(json, sizeof(json), "/tmp/iodb-test-%d-ds.json",
		 (int)getpid());
	f = fopen(csv, "w");
	if (!f)
		return;
	fputs("model,metric,value,unit,op,pattern,bs,qd\n"
	      "X1,bandwidth,\"3,300\",MB/s,read,seq,128k,32\n"
	      "X1,iops,645,KIOPS,read,random,4K,128\n"
	      "X1,latency,80,us,read,rand,4k,1\n",
	      f);
	fclose(f);
	T_INT(run_iodb(path, "datasheet import ", NULL), 2);
	snprintf(args, sizeof(args), "datasheet import '%s'", csv);
	T_INT(run_iodb(path, args, NULL), 0);
	T_INT(run_iodb(path, args, NULL), 0);
	T_INT(run_iodb(path, "datasheet ls --model x1", &out), 0);
	T_OK(out && strstr(out, "seq read 128 KiB QD32") &&
	     strstr(out, "3,300 MB/s"));
	T_OK(out && strstr(out, "rand read 4 KiB QD128") &&
	     strstr(out, "645 KIOPS"));
	free(out);
	/* stored once, normalized: 3.3e9 bytes/s, 645,000 IOPS, 80,000 ns */
	{
		struct store *st = NULL;
		struct report_match m = REPORT_MATCH_INIT;

		T_INT(store_open(path, STORE_READONLY, &st), 0);
		if (st) {
			T_INT(report_match_load_specs(st, "X1", &m), 0);
			T_INT(m.n_specs, 3);
			if (m.n_specs == 3) {
				T_DBL(m.specs[0].sp.value, 3.3e9);
				T_INT(m.specs[0].sp.cond.bs, 131072);
				T_DBL(m.specs[1].sp.value, 645000);
				T_DBL(m.specs[2].sp.value, 80000);
			}
			report_match_release(&m);
			store_close(st);
		}
	}
	/* a bad unit names the line and stores nothing of the file */
	f = fopen(csv, "w");
	if (f) {
		fputs("model,metric,value,unit,op\nY,bandwidth,5,MB/s,read\n"
		      "Y,bandwidth,5,furlongs,write\n",
		      f);
		fclose(f);
	}
	T_INT(run_iodb(path, args, NULL), 1);
	T_INT(run_iodb(path, "datasheet ls --model Y", &out), 0);
	T_OK(out && !strstr(out, "MB/s"));
	free(out);
	/* JSON: an array of objects with the same keys */
	f = fopen(json, "w");
	if (f) {
		fputs("[{\"vendor\":\"V\",\"model\":\"Z9\",\"metric\":\"iops\","
		      "\"value\":72000,\"unit\":\"IOPS\",\"op\":\"write\","
		      "\"pattern\":\"rand\",\"bs\":\"4k\",\"qd\":32}]",
		      f);
		fclose(f);
	}
	snprintf(args, sizeof(args), "datasheet import '%s'", json);
	T_INT(run_iodb(path, args, NULL), 0);
	T_INT(run_iodb(path, "datasheet ls --model Z9", &out), 0);
	T_OK(out && strstr(out, "rand write 4 KiB QD32"));
	free(out);
	/* a spreadsheet's CSV: byte order mark, CRLF, GB/s */
	f = fopen(csv, "w");
	if (f) {
		fputs("\xef\xbb\xbfmodel,metric,value,unit,op\r\n"
		      "Q1,bandwidth,1.5,GB/s,read\r\n",
		      f);
		fclose(f);
	}
	snprintf(args, sizeof(args), "datasheet import '%s'", csv);
	T_INT(run_iodb(path, args, NULL), 0);
	T_INT(run_iodb(path, "datasheet ls --model Q1", &out), 0);
	T_OK(out && strstr(out, "1.5 GB/s"));
	free(out);
	/* the sample datasheets import cleanly */
	T_INT(run_iodb(path, "datasheet import samples/datasheets/*.csv", NULL),
	      0);
	T_INT(run_iodb(path, "datasheet ls --model SSDPE2KE016T7L", &out), 0);
	T_OK(out && strstr(out, "645,000 IOPS"));
	free(out);
	unlink(csv);
	unlink(json);
	rm_db(path);
}

/* Text of a PDF (pdftotext); caller frees. */
static char *pdf_text(const char *pdf)
{
	char cmd[512], txt[300];

	snprintf(txt, sizeof(txt), "%s.txt", pdf);
	snprintf(cmd, sizeof(cmd), "pdftotext '%s' '%s' 2>/dev/null", pdf, txt);
	if (system(cmd) != 0)
		return NULL;
	char *buf = t_read_file(txt, NULL);

	unlink(txt);
	return buf;
}

/*
 * An HDD's 100 IOPS beside an NVMe's 800,000: a log axis, said on the
 * axis; runner results with percentiles and a per-second series get their
 * latency and IOPS-per-second charts.
 */
T_TEST(t_report_charts)
{
	static const struct iodb_pct pct[2][4] = {
	    {{50, 8e6}, {90, 12e6}, {99, 25e6}, {99.9, 40e6}},
	    {{50, 60e3}, {90, 80e3}, {99, 120e3}, {99.9, 300e3}},
	};
	struct iodb_point pts[2][5];
	static const char *const labels[2] = {"HDD 7200rpm", "NVMe Gen4"};
	char path[256], pdf[256], html[256];
	struct store *st = NULL;
	struct report_data d = REPORT_DATA_INIT;
	struct report_match m = REPORT_MATCH_INIT;
	struct report_input in = {.d = &d, .m = &m};
	struct store_selection sel = STORE_SELECTION_INIT;
	char *buf;

	snprintf(path, sizeof(path), "/tmp/iodb-test-%d-charts.db",
		 (int)getpid());
	rm_db(path);
	T_INT(store_open(path, 0, &st), 0);
	if (!st)
		return;
	T_INT(store_begin(st), 0);
	for (int k = 0; k < 2; k++) {
		struct iodb_run u = IODB_RUN_INIT;
		struct iodb_result r = IODB_RESULT_INIT;
		int64_t run;

		u.format = "iodb";
		u.tool = "iodb";
		u.label = labels[k];
		T_INT(store_run_add(st, 0, &u, &run), 0);
		for (int i = 0; i < 5; i++) {
			pts[k][i].t_s = i + 1;
			pts[k][i].iops =
			    (k ? 800000 : 100) + i * (k ? 1000 : 2);
			pts[k][i].bw_bytes = pts[k][i].iops * 4096;
		}
		r.cond.op = IODB_OP_READ;
		r.cond.pattern = IODB_PATTERN_RAND;
		r.cond.bs = 4096;
		r.cond.iodepth = 32;
		r.cond.numjobs = 1;
		r.iops = k ? 800000 : 100;
		r.bw_bytes = r.iops * 4096;
		r.clat_pct = pct[k];
		r.n_clat_pct = 4;
		r.series = pts[k];
		r.n_series = 5;
		T_INT(store_result_add(st, run, &r, NULL), 0);
	}
	T_INT(store_commit(st), 0);
	T_INT(report_data_load(st, &sel, &d), 0);
	T_INT(d.n_tests, 1);
	T_OK(d.tests[0].has_pcts && d.tests[0].has_series);
	snprintf(html, sizeof(html), "/tmp/iodb-test-%d-charts.html",
		 (int)getpid());
	buf = html_of(st, &sel, html, NULL);
	T_OK(buf && strstr(buf, "Latency percentiles") &&
	     strstr(buf, "IOPS per second"));
	/* IOPS and throughput bars, percentiles, series: 4 charts */
	{
		int n = 0;

		for (char *q = buf; q && (q = strstr(q, "<img ")); q++)
			n++;
		T_INT(n, 4);
	}
	free(buf);
	unlink(html);
	snprintf(pdf, sizeof(pdf), "/tmp/iodb-test-%d-charts.pdf",
		 (int)getpid());
	T_INT(report_pdf_write(pdf, REPORT_A4, &in, NULL), 0);
	buf = have_poppler() ? pdf_text(pdf) : NULL;
	if (!have_poppler())
		t_skip(POPPLER_MISSING); /* the PDF's text goes unchecked */
	else
		T_OK(buf != NULL);
	if (buf) {
		T_OK(strstr(buf, "IOPS (log scale)") != NULL);
		T_OK(strstr(buf, "HDD 7200rpm") != NULL);
		T_OK(strstr(buf, "percentile (scale in nines)") != NULL);
		T_OK(strstr(buf, "seconds") != NULL);
	}
	free(buf);
	if (!getenv("IODB_TEST_KEEP"))
		unlink(pdf);
	report_data_release(&d);
	store_close(st);
	rm_db(path);
	report_chart_cleanup();
}

/* A non-finite figure (a fio JSON "iops": 1e309 reads as Inf) next to a
 * finite one: the report ends (the log axis used to reach Inf and its tick
 * loop never ended) and draws the finite bar. */
T_TEST(t_report_chart_infinite)
{
	static const char *const labels[3] = {"finite", "infinite", "also"};
	char path[256], html[256];
	struct store *st = NULL;
	struct store_selection sel = STORE_SELECTION_INIT;
	char *buf;

	snprintf(path, sizeof(path), "/tmp/iodb-test-%d-inf.db", (int)getpid());
	rm_db(path);
	T_REQUIRE(store_open(path, 0, &st) == 0);
	T_INT(store_begin(st), 0);
	for (int k = 0; k < 3; k++) {
		struct iodb_run u = IODB_RUN_INIT;
		struct iodb_result r = IODB_RESULT_INIT;
		int64_t run;

		u.format = "fio-json";
		u.tool = "fio";
		u.label = labels[k];
		T_INT(store_run_add(st, 0, &u, &run), 0);
		r.cond.op = IODB_OP_READ;
		r.cond.pattern = IODB_PATTERN_RAND;
		r.cond.bs = 4096;
		r.cond.iodepth = 1;
		r.cond.numjobs = 1;
		r.iops = k == 1 ? INFINITY : 5 + k;
		T_INT(store_result_add(st, run, &r, NULL), 0);
	}
	T_INT(store_commit(st), 0);
	snprintf(html, sizeof(html), "/tmp/iodb-test-%d-inf.html",
		 (int)getpid());
	buf = html_of(st, &sel, html, NULL);
	T_OK(buf != NULL && strstr(buf, "<img ") != NULL);
	free(buf);
	unlink(html);
	store_close(st);
	rm_db(path);
	report_chart_cleanup();
}

/*
 * A label's results that are the runs of one series (`iodb run --repeat`)
 * show their median and range; results of one label that are no series
 * show their mean, as before.
 */
T_TEST(t_report_series_median_and_spread)
{
	static const double iops[2][3] = {{1000, 3000, 2000}, {500, 700, 0}};
	static const char *const labels[2] = {"rep", "plain"};
	char path[256], *buf = NULL;
	size_t len = 0;
	struct store *st = NULL;
	struct report_data d = REPORT_DATA_INIT;
	struct report_match m = REPORT_MATCH_INIT;
	struct report_input in = {.d = &d, .m = &m};
	struct store_selection sel = STORE_SELECTION_INIT;
	int64_t first = -1;
	FILE *f;

	snprintf(path, sizeof(path), "/tmp/iodb-test-%d-series.db",
		 (int)getpid());
	rm_db(path);
	T_INT(store_open(path, 0, &st), 0);
	if (!st)
		return;
	for (int k = 0; k < 2; k++) {
		for (int i = 0; i < (k ? 2 : 3); i++) {
			struct iodb_run u = IODB_RUN_INIT;
			struct iodb_result r = IODB_RESULT_INIT;
			struct store_run_link l = STORE_RUN_LINK_INIT;
			int64_t run;

			T_INT(store_begin(st), 0);
			u.format = "iodb";
			u.tool = "iodb";
			u.label = labels[k];
			T_INT(store_run_add(st, 0, &u, &run), 0);
			r.test = "RND4K Q32T1";
			r.cond.op = IODB_OP_READ;
			r.cond.pattern = IODB_PATTERN_RAND;
			r.cond.bs = 4096;
			r.cond.iodepth = 32;
			r.cond.numjobs = 1;
			r.iops = iops[k][i];
			T_INT(store_result_add(st, run, &r, NULL), 0);
			T_INT(store_commit(st), 0);
			if (k == 0) {
				if (first < 0)
					first = run;
				l.run_id = run;
				l.series = first;
				l.series_index = i + 1;
				T_INT(store_run_link_set(st, &l), 0);
			}
		}
	}
	T_INT(store_flush(st), 0);
	T_INT(report_data_load(st, &sel, &d), 0);
	f = open_memstream(&buf, &len);
	T_INT(report_markdown_write(f, &in), 0);
	fclose(f);
	T_OK(strstr(buf, "2,000") && strstr(buf, "(median of 3, 1,000"
						 "\xe2\x80\x93"
						 "3,000)"));
	T_OK(strstr(buf, "600 (mean of 2)") != NULL);
	if (t_failed)
		fprintf(stderr, "%s", buf);
	free(buf);
	report_data_release(&d);
	store_close(st);
	rm_db(path);
}
