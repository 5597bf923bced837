/*
 * The document importer: the two real blog posts in ../shared/blogs, the
 * same table as Markdown, HTML and TSV, tool blocks among prose, broken
 * and empty documents, the --map file, test names in four languages.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ingest/doc_flat.h"
#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "ingest/lines.h"
#include "ingest/testnames.h"
#include "tests/collect.h"
#include "tests/t.h"
#include "util/diag.h"
#include "util/strbuf.h"

/* ---- a sink that keeps runs, results and specs ------------------------ */

struct d_run {
	char format[32], tool[64], version[64], label[256], model[128];
	char command[1024], device[128];
	long from, to;
};

struct d_res {
	struct iodb_result r;
	char job[256], test[64];
	int run;
};

struct d_spec {
	struct iodb_spec s;
	char model[128], vendor[64], text[96], iface[64];
};

struct d_doc {
	struct d_run runs[128];
	struct d_res res[256];
	struct d_spec specs[64];
	size_t n_runs, n_res, n_specs;
	int ret;
	unsigned errors, warnings;
};

static void cp(char *dst, size_t n, const char *s)
{
	snprintf(dst, n, "%s", s ? s : "");
}

static int d_run(void *arg, const struct iodb_run *run)
{
	struct d_doc *d = arg;
	struct d_run *r;

	if (d->n_runs >= 128)
		return -ENOSPC;
	r = &d->runs[d->n_runs++];
	cp(r->format, sizeof(r->format), run->format);
	cp(r->tool, sizeof(r->tool), run->tool);
	cp(r->version, sizeof(r->version), run->tool_version);
	cp(r->label, sizeof(r->label), run->label);
	cp(r->model, sizeof(r->model), run->device_model);
	cp(r->command, sizeof(r->command), run->command);
	cp(r->device, sizeof(r->device), run->device);
	r->from = run->line_from;
	r->to = run->line_to;
	return 0;
}

static int d_result(void *arg, const struct iodb_result *res)
{
	struct d_doc *d = arg;
	struct d_res *r;

	if (d->n_res >= 256)
		return -ENOSPC;
	r = &d->res[d->n_res++];
	r->r = *res;
	cp(r->job, sizeof(r->job), res->job);
	cp(r->test, sizeof(r->test), res->test);
	r->r.job = r->job;
	r->r.test = r->test;
	r->r.extras = NULL;
	r->r.clat_pct = r->r.lat_pct = NULL;
	r->r.clat_bins = NULL;
	r->r.series = NULL;
	r->run = (int)d->n_runs - 1;
	return 0;
}

static int d_spec(void *arg, const struct iodb_spec *spec)
{
	struct d_doc *d = arg;
	struct d_spec *s;

	if (d->n_specs >= 64)
		return -ENOSPC;
	s = &d->specs[d->n_specs++];
	s->s = *spec;
	cp(s->model, sizeof(s->model), spec->model);
	cp(s->vendor, sizeof(s->vendor), spec->vendor);
	cp(s->text, sizeof(s->text), spec->value_text);
	cp(s->iface, sizeof(s->iface), spec->interface);
	return 0;
}

static int d_parse(struct d_doc *d, const char *path, const char *buf,
		   size_t len, const char *map, int quiet)
{
	struct ingest_ctx ctx = {0};

	memset(d, 0, sizeof(*d));
	ctx.path = path;
	ctx.quiet = quiet;
	ctx.table_map = map;
	ctx.sink.run = d_run;
	ctx.sink.result = d_result;
	ctx.sink.spec = d_spec;
	ctx.sink.arg = d;
	d->ret = ingest_parse(&ctx, ingest_find("document"), buf, len);
	d->errors = ctx.errors;
	d->warnings = ctx.warnings;
	return d->ret;
}

static struct d_doc *d_file(const char *path)
{
	struct d_doc *d = calloc(1, sizeof(*d));
	size_t len;
	char *buf = t_read_file(path, &len);

	if (!buf) {
		T_FAIL("cannot read %s", path);
		d->ret = -1;
		return d;
	}
	d_parse(d, path, buf, len, NULL, 1);
	free(buf);
	return d;
}

/* The result of the run labelled label with test/job and op. */
static const struct d_res *d_find(const struct d_doc *d, const char *label,
				  const char *test, const char *job,
				  enum iodb_op op)
{
	for (size_t i = 0; i < d->n_res; i++) {
		const struct d_res *r = &d->res[i];

		if (r->r.cond.op != op || (test && strcmp(r->test, test)) ||
		    (job && strcmp(r->job, job)) ||
		    strcmp(d->runs[r->run].label, label))
			continue;
		return r;
	}
	T_FAIL("no result label=%s test=%s job=%s op=%s", label,
	       test ? test : "*", job ? job : "*", iodb_op_name(op));
	return NULL;
}

static const struct d_spec *d_spec_find(const struct d_doc *d,
					const char *model, const char *metric,
					enum iodb_pattern p, enum iodb_op op,
					long line)
{
	for (size_t i = 0; i < d->n_specs; i++) {
		const struct d_spec *s = &d->specs[i];

		if (line && s->s.line != line)
			continue;
		if (!strcmp(s->model, model) && !strcmp(s->s.metric, metric) &&
		    s->s.cond.pattern == p && s->s.cond.op == op)
			return s;
	}
	T_FAIL("no spec %s %s", model, metric);
	return NULL;
}

#define MIB 1048576.0
#define KIB 1024.0

/* ---- the Japanese post: eight fio tables of six disk types ------------ */

T_TEST(t_document_ja_post)
{
	struct d_doc *d = d_file(t_shared("blogs/ja-nifcloud-disk-fio.txt"));
	static const char *const tests[8] = {
	    "SEQ4K Q32T16",  "SEQ4K Q32T16",  "RND4K Q32T16",  "RND4K Q32T16",
	    "SEQ64K Q32T16", "SEQ64K Q32T16", "RND64K Q32T16", "RND64K Q32T16",
	};
	const struct d_res *r;
	size_t figures = 0;

	T_INT(d->ret, 0);
	T_INT(d->n_runs, 48);
	T_INT(d->n_res, 48);
	T_INT(d->n_specs, 0);
	/* every table: six disk types, each with IOPS and throughput */
	for (int t = 0; t < 8; t++) {
		enum iodb_op op = t % 2 ? IODB_OP_WRITE : IODB_OP_READ;
		int n = 0;

		for (size_t i = 0; i < d->n_res; i++)
			if (!strcmp(d->res[i].test, tests[t]) &&
			    d->res[i].r.cond.op == op)
				n++;
		T_INT(n, 6);
	}
	for (size_t i = 0; i < d->n_res; i++) {
		figures +=
		    !isnan(d->res[i].r.iops) + !isnan(d->res[i].r.bw_bytes);
		T_INT(d->res[i].r.cond.iodepth, 32);
		T_INT(d->res[i].r.cond.numjobs, 16);
		T_INT(d->res[i].r.cond.direct, 1);
		T_STR(d->runs[d->res[i].run].format, "table");
		T_STR(d->runs[d->res[i].run].tool, "fio");
		T_INT(d->res[i].r.line_from, d->res[i].r.line_to);
	}
	T_INT(figures, 96);

	r = d_find(d, "ローカルディスク", "SEQ4K Q32T16", NULL, IODB_OP_READ);
	if (r) {
		T_DBL(r->r.iops, 57600);
		T_DBL(r->r.bw_bytes, 225 * MIB);
		T_INT(r->r.cond.bs, 4096);
		T_INT(r->r.cond.pattern, IODB_PATTERN_SEQ);
		T_STR(r->job, "シーケンシャルリード(ブロックサイズ4k)");
		T_INT(r->r.line_from, 20);
		T_STR(d->runs[r->run].version, "3.7-3.el8");
		T_OK(strstr(d->runs[r->run].command, "-rw=read -bs=4k"));
		T_INT(d->runs[r->run].from, 18);
		T_INT(d->runs[r->run].to, 25);
	}
	r = d_find(d, "標準ディスク", "SEQ4K Q32T16", NULL, IODB_OP_WRITE);
	if (r) {
		T_DBL(r->r.iops, 1998);
		T_DBL(r->r.bw_bytes, 7995 * KIB);
	}
	r = d_find(d, "高速ディスク", "SEQ4K Q32T16", NULL, IODB_OP_WRITE);
	if (r)
		T_NEAR(r->r.bw_bytes, 16.7 * MIB, 1e-12);
	r = d_find(d, "標準フラッシュディスク", "RND4K Q32T16", NULL,
		   IODB_OP_WRITE);
	if (r) {
		T_DBL(r->r.iops, 3848);
		T_NEAR(r->r.bw_bytes, 15.0 * MIB, 1e-12);
		T_INT(r->r.cond.pattern, IODB_PATTERN_RAND);
		T_INT(r->r.line_from, 51);
	}
	r = d_find(d, "フラッシュディスク", "SEQ64K Q32T16", NULL,
		   IODB_OP_READ);
	if (r) {
		T_DBL(r->r.iops, 14400);
		T_DBL(r->r.bw_bytes, 900 * MIB);
		T_INT(r->r.cond.bs, 65536);
	}
	r = d_find(d, "高速フラッシュディスク", "RND64K Q32T16", NULL,
		   IODB_OP_WRITE);
	if (r) {
		T_DBL(r->r.iops, 2011);
		T_DBL(r->r.bw_bytes, 126 * MIB);
		T_INT(r->r.line_from, 88);
		T_OK(strstr(d->runs[r->run].command, "-rw=randwrite -bs=64k"));
	}
	r = d_find(d, "ローカルディスク", "RND64K Q32T16", NULL, IODB_OP_READ);
	if (r) {
		T_DBL(r->r.iops, 25400);
		T_DBL(r->r.bw_bytes, 1586 * MIB);
	}
	free(d);
}

/* ---- the Korean post: dd, iozone and CDM tables with datasheets ------- */

T_TEST(t_document_ko_post)
{
	struct d_doc *d =
	    d_file(t_shared("blogs/ko-disk-performance-test.txt"));
	const char *hdd = "SEAGATE ST1200MM0099 HDD (1.2TB)";
	const char *sata = "Intel ThinkSystem SSDSC2KB480G7L SSD (480GB)";
	const char *nvme = "Lenovo SSDPE2KE016T7L SSD (1.6TB)";
	const char *laptop = "Samsung PM9C1a M.2 SSD 1TB";
	const struct d_res *r;
	const struct d_spec *s;
	int dd = 0, iozone = 0, cdm = 0;

	T_INT(d->ret, 0);
	T_INT(d->n_runs, 7);
	T_INT(d->n_res, 22);
	T_INT(d->n_specs, 20);
	for (size_t i = 0; i < d->n_res; i++) {
		const char *tool = d->runs[d->res[i].run].tool;

		dd += !strcmp(tool, "dd");
		iozone += !strcmp(tool, "iozone");
		cdm += !strcmp(tool, "CrystalDiskMark");
	}
	T_INT(dd, 6);
	T_INT(iozone, 12);
	T_INT(cdm, 4);

	/* dd table (lines 35-38): MB/s cells, bs from the dd commands; one
	 * stream, no test name (dd names none; SEQ64K Q1T1 would be
	 * CrystalDiskMark's notation) */
	r = d_find(d, hdd, NULL, "Sequential Read", IODB_OP_READ);
	if (r) {
		T_DBL(r->r.bw_bytes, 188e6);
		T_STR(r->test, "");
		T_INT(r->r.cond.pattern, IODB_PATTERN_SEQ);
		T_INT(r->r.cond.bs, 65536);
		T_INT(r->r.cond.iodepth, 1);
		T_INT(r->r.cond.numjobs, 1);
		T_INT(r->r.line_from, 36);
		T_INT(r->r.cond.direct, 0); /* iflag=direct not given */
		T_STR(d->runs[r->run].model, "ST1200MM0099");
		T_STR(d->runs[r->run].format, "table");
		T_OK(strstr(d->runs[r->run].command, "dd if=/dev/zero"));
	}
	r = d_find(d, nvme, NULL, "Sequential Write", IODB_OP_WRITE);
	if (r) {
		T_DBL(r->r.bw_bytes, 1200e6);
		T_INT(r->r.cond.direct, 1); /* oflag=direct */
	}
	r = d_find(d, sata, NULL, "Sequential Read", IODB_OP_READ);
	if (r)
		T_DBL(r->r.bw_bytes, 182e6);

	/* iozone table: "508 / 336" under "Read / Write (MB/s)" */
	r = d_find(d, sata, NULL, "Sequential Read / Write", IODB_OP_READ);
	if (r) {
		T_DBL(r->r.bw_bytes, 508 * MIB); /* iozone's MB: 2^20 */
		T_INT(r->r.cond.pattern, IODB_PATTERN_SEQ);
		T_INT(r->r.cond.direct, 1); /* every iozone command has -I */
		T_INT(r->r.line_from, 91);
		T_STR(d->runs[r->run].tool, "iozone");
	}
	r = d_find(d, sata, NULL, "Sequential Read / Write", IODB_OP_WRITE);
	if (r)
		T_DBL(r->r.bw_bytes, 336 * MIB);
	r = d_find(d, sata, NULL, "Random Read / Write", IODB_OP_WRITE);
	if (r) {
		T_DBL(r->r.iops, 68352);
		T_OK(isnan(r->r.bw_bytes));
		T_INT(r->r.cond.pattern, IODB_PATTERN_RAND);
	}
	r = d_find(d, nvme, NULL, "Random Read / Write", IODB_OP_READ);
	if (r) {
		T_DBL(r->r.iops, 820229);
		/* the command noted under "index 3." below the table */
		T_INT(r->r.cond.bs, 4096);
		T_INT(r->r.cond.numjobs, 128);
		T_STR(r->test, "RND4K");
		T_OK(strstr(d->runs[r->run].command, "-t 128 -I -r 4k"));
	}
	r = d_find(d, sata, NULL, "Random Read / Write", IODB_OP_READ);
	if (r) {
		/*
		 * "index 2." shows one command, -t 32 -r 64k, for both
		 * patterns; the post states "Random 블록 Size : 4k": the
		 * pattern's own statement wins over a command that ran both.
		 */
		T_INT(r->r.cond.bs, 4096);
		T_INT(r->r.cond.numjobs, 32);
		T_STR(r->test, "RND4K");
	}
	r = d_find(d, nvme, NULL, "Sequential Read / Write", IODB_OP_READ);
	if (r) {
		/* likewise "Sequential 블록 Size : 64k" over -r 4k */
		T_INT(r->r.cond.bs, 65536);
		T_INT(r->r.cond.numjobs, 128);
		T_DBL(r->r.bw_bytes, 3280 * MIB);
	}
	r = d_find(d, hdd, NULL, "Sequential Read / Write", IODB_OP_WRITE);
	if (r)
		T_DBL(r->r.bw_bytes, 10 * MIB);

	/* the laptop's CrystalDiskMark line: CDM's MB is 10^6 */
	r = d_find(d, laptop, NULL, "Sequential Read / Write", IODB_OP_READ);
	if (r) {
		T_DBL(r->r.bw_bytes, 6182e6);
		T_STR(d->runs[r->run].tool, "CrystalDiskMark");
		T_STR(d->runs[r->run].model, "PM9C1a");
		T_INT(r->r.line_from, 155);
	}
	r = d_find(d, laptop, NULL, "Random Read / Write", IODB_OP_WRITE);
	if (r)
		T_DBL(r->r.iops, 101844);

	/* datasheet figures are specs, with their stated conditions */
	s = d_spec_find(d, "SSDPE2KE016T7L", "iops", IODB_PATTERN_RAND,
			IODB_OP_READ, 0);
	if (s) {
		T_DBL(s->s.value, 645000);
		T_INT(s->s.cond.iodepth, 128);
		T_INT(s->s.cond.bs, 4096);
		T_STR(s->vendor, "Lenovo");
		T_STR(s->iface, "NVME");
		T_INT(s->s.capacity_bytes, 1600000000000LL);
		T_STR(s->text, "645,000 IOPS");
		T_INT(s->s.line, 92);
	}
	s = d_spec_find(d, "SSDSC2KB480G7L", "bw_bytes", IODB_PATTERN_SEQ,
			IODB_OP_WRITE, 91);
	if (s) {
		T_DBL(s->s.value, 330e6);
		T_INT(s->s.cond.iodepth, 32);
		T_INT(s->s.cond.bs, 65536);
	}
	s = d_spec_find(d, "ST1200MM0099", "bw_bytes", IODB_PATTERN_SEQ,
			IODB_OP_READ, 90);
	if (s) {
		T_DBL(s->s.value, 215e6);
		T_INT(s->s.cond.iodepth, -1); /* "QD:정보없음": not stated */
	}
	s = d_spec_find(d, "PM9C1a", "iops", IODB_PATTERN_RAND, IODB_OP_WRITE,
			0);
	if (s)
		T_DBL(s->s.value, 1000000);
	s = d_spec_find(d, "PM9C1a", "bw_bytes", IODB_PATTERN_SEQ, IODB_OP_READ,
			0);
	if (s)
		T_DBL(s->s.value, 6000e6);
	{
		int hdd_specs = 0, lenovo = 0;

		for (size_t i = 0; i < d->n_specs; i++) {
			hdd_specs += !strcmp(d->specs[i].model, "ST1200MM0099");
			lenovo += !strcmp(d->specs[i].model, "SSDPE2KE016T7L");
		}
		T_INT(hdd_specs, 4); /* dd table 2, iozone table 2 */
		T_INT(lenovo, 6);
	}
	free(d);
}

/* The Japanese post as a saved page: paragraphs and HTML tables. */
T_TEST(t_document_ja_post_html)
{
	size_t len, k = 0;
	char *txt =
	    t_read_file(t_shared("blogs/ja-nifcloud-disk-fio.txt"), &len);
	char *html;
	const char *p;
	struct d_doc *d;
	const struct d_res *r;
	int in_table = 0;

	if (!txt) {
		T_FAIL("cannot read the post");
		return;
	}
	html = malloc(len * 3 + 4096);
	k += (size_t)sprintf(html + k, "<!DOCTYPE html>\n<html><head><meta "
				       "charset=\"utf-8\"><title>t</title>"
				       "</head>\n<body><article>\n");
	for (p = txt; *p;) {
		const char *e = strchr(p, '\n');
		size_t n = e ? (size_t)(e - p) : strlen(p);

		if (n && p[0] == '|') {
			if (!in_table)
				k += (size_t)sprintf(html + k, "<table>");
			in_table = 1;
			if (n > 3 && !memcmp(p, "|--", 3)) {
				k += (size_t)sprintf(html + k, "\n");
			} else {
				k += (size_t)sprintf(html + k, "<tr>");
				for (const char *c = p + 1; c < p + n;) {
					const char *b =
					    memchr(c, '|', (size_t)(p + n - c));

					if (!b)
						break;
					k += (size_t)sprintf(html + k,
							     "<td>%.*s</td>",
							     (int)(b - c), c);
					c = b + 1;
				}
				k += (size_t)sprintf(html + k, "</tr>\n");
			}
		} else {
			if (in_table)
				k += (size_t)sprintf(html + k, "</table>\n");
			in_table = 0;
			k += (size_t)sprintf(html + k, "<p>%.*s</p>\n", (int)n,
					     p);
		}
		if (!e)
			break;
		p = e + 1;
	}
	k += (size_t)sprintf(html + k, "%s</article></body></html>\n",
			     in_table ? "</table>" : "");
	d = calloc(1, sizeof(*d));
	d_parse(d, "ja.html", html, k, NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 48);
	r = d_find(d, "高速フラッシュディスク", "RND64K Q32T16", NULL,
		   IODB_OP_WRITE);
	if (r) {
		T_DBL(r->r.iops, 2011);
		T_DBL(r->r.bw_bytes, 126 * MIB);
		T_STR(d->runs[r->run].tool, "fio");
		/* the HTML line of its <tr> */
		const char *l = html;

		for (long n = 1; n < r->r.line_from && l; n++) {
			l = strchr(l, '\n');
			l = l ? l + 1 : NULL;
		}
		T_OK(l &&
		     !strncmp(l,
			      "<tr><td> 高速フラッシュディスク </td><td> 2011 ",
			      strlen("<tr><td> 高速フラッシュディスク "
				     "</td><td> 2011 ")));
	}
	free(d);
	free(html);
	free(txt);
}

/* ---- the same table as Markdown, HTML and TSV ------------------------- */

static void same_results(const struct d_doc *a, const struct d_doc *b)
{
	T_INT(a->n_res, b->n_res);
	T_INT(a->n_runs, b->n_runs);
	T_INT(a->n_specs, b->n_specs);
	for (size_t i = 0; i < a->n_res && i < b->n_res; i++) {
		const struct d_res *x = &a->res[i], *y = &b->res[i];

		T_STR(a->runs[x->run].label, b->runs[y->run].label);
		T_STR(a->runs[x->run].tool, b->runs[y->run].tool);
		T_STR(a->runs[x->run].model, b->runs[y->run].model);
		T_STR(x->job, y->job);
		T_STR(x->test, y->test);
		T_INT(x->r.cond.op, y->r.cond.op);
		T_INT(x->r.cond.pattern, y->r.cond.pattern);
		T_INT(x->r.cond.bs, y->r.cond.bs);
		T_INT(x->r.cond.iodepth, y->r.cond.iodepth);
		T_INT(x->r.cond.numjobs, y->r.cond.numjobs);
		T_DBL(x->r.iops, y->r.iops);
		T_DBL(x->r.bw_bytes, y->r.bw_bytes);
	}
	for (size_t i = 0; i < a->n_specs && i < b->n_specs; i++) {
		const struct d_spec *x = &a->specs[i], *y = &b->specs[i];

		T_STR(x->model, y->model);
		T_STR(x->s.metric, y->s.metric);
		T_DBL(x->s.value, y->s.value);
		T_INT(x->s.cond.op, y->s.cond.op);
		T_INT(x->s.cond.pattern, y->s.cond.pattern);
		T_STR(x->text, y->text);
	}
}

T_TEST(t_document_same_data)
{
	struct d_doc *md = d_file("samples/documents/cdm-table.md");
	struct d_doc *html = d_file("samples/documents/cdm-table.html");
	struct d_doc *tsv = d_file("samples/documents/cdm-table.txt");
	const struct d_res *r;

	T_INT(md->ret, 0);
	T_INT(html->ret, 0);
	T_INT(tsv->ret, 0);
	T_INT(md->n_res, 9);
	T_INT(md->n_runs, 2);
	T_INT(md->n_specs, 6);
	same_results(md, html);
	same_results(md, tsv);

	r = d_find(md, "Samsung 870 EVO MZ-77E1T0 1TB", "RND4K Q1T1", NULL,
		   IODB_OP_WRITE);
	if (r) {
		T_DBL(r->r.bw_bytes, 140.8e6);
		T_INT(r->r.cond.bs, 4096);
		T_INT(r->r.cond.iodepth, 1);
		T_STR(md->runs[r->run].tool, "CrystalDiskMark");
		T_STR(md->runs[r->run].model, "MZ-77E1T0");
		T_INT(r->r.line_from, 12);
	}
	/* the group label given once; the shifted TSV row */
	r = d_find(tsv, "WD Blue SN570 WDS100T3B0C 1TB", "RND4K Q32T16", NULL,
		   IODB_OP_READ);
	if (r) {
		T_DBL(r->r.bw_bytes, 1500.3e6);
		T_INT(r->r.cond.numjobs, 16);
		T_INT(r->r.line_from, 13);
	}
	r = d_find(html, "WD Blue SN570 WDS100T3B0C 1TB", "SEQ1M Q8T1", NULL,
		   IODB_OP_READ);
	if (r) {
		T_DBL(r->r.bw_bytes, 3500.5e6);
		T_INT(r->r.line_from, 28); /* the HTML file's line */
	}
	free(md);
	free(html);
	free(tsv);
}

/* ---- tool outputs among prose ----------------------------------------- */

T_TEST(t_document_blocks)
{
	struct d_doc *d = d_file("samples/documents/mixed-post.md");
	const struct d_res *r;

	T_INT(d->ret, 0);
	T_INT(d->n_runs, 3);
	if (d->n_runs == 3) {
		T_STR(d->runs[0].format, "dd");
		/* "## 쓰기 테스트 (dd)", a write test: its direction, no
		 * label (the host line names the machine) */
		T_STR(d->runs[0].label, "");
		T_INT(d->runs[0].from, 11); /* the dd command line */
		T_STR(d->runs[1].format, "hdparm");
		T_STR(d->runs[1].label, ""); /* "읽기 테스트": a read test */
		T_STR(d->runs[2].format, "cdm");
		T_STR(d->runs[2].label, "Windows: CrystalDiskMark");
	}
	for (size_t i = 0; i < d->n_res; i++)
		if (d->res[i].run == 0) {
			T_INT(d->res[i].r.cond.op, IODB_OP_WRITE);
			T_DBL(d->res[i].r.bw_bytes, 10737418240.0 / 3.62128);
			T_INT(d->res[i].r.line_to, 14);
		}
	r = d_find(d, "Windows: CrystalDiskMark", "RND4K Q32T1", NULL,
		   IODB_OP_WRITE);
	if (r) {
		T_DBL(r->r.iops, 57995.4);
		T_INT(r->r.line_from, 38);
	}
	free(d);
}

/* stderr of one parse, for the message's line number */
static void parse_capture(struct d_doc *d, const char *doc, char *err, size_t n)
{
	char path[] = "/tmp/iodb-t-doc-XXXXXX";
	int fd = mkstemp(path), saved;
	ssize_t k;

	err[0] = '\0';
	if (fd < 0) {
		d_parse(d, "doc.md", doc, strlen(doc), NULL, 1);
		return;
	}
	fflush(stderr);
	saved = dup(2);
	dup2(fd, 2);
	d_parse(d, "doc.md", doc, strlen(doc), NULL, 0);
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	lseek(fd, 0, SEEK_SET);
	k = read(fd, err, n - 1);
	err[k > 0 ? k : 0] = '\0';
	close(fd);
	unlink(path);
}

T_TEST(t_document_broken_block)
{
	static const char doc[] =
	    "# 두 디스크 비교\n"
	    "\n"
	    "## CrystalDiskMark\n"
	    "\n"
	    "| Disk | Read (MB/s) |\n"
	    "|---|---|\n"
	    "| A | 500 |\n"
	    "\n"
	    "결과는 아래와 같습니다.\n"
	    "\n"
	    "```\n"
	    "CrystalDiskMark 5.1.0 x64 (C) 2007-2016 hiyohiyo\n"
	    "   Sequential Read (Q= 32,T= 1) :   55A.872 MB/s\n"
	    "  Sequential Write (Q= 32,T= 1) :   5OO.1OO MB/s\n"
	    "```\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	char err[2048];

	parse_capture(d, doc, err, sizeof(err));
	/* the broken output is skipped, naming its lines; the table stays */
	T_INT(d->ret, 0);
	T_INT(d->n_runs, 1);
	T_INT(d->n_res, 1);
	T_INT(d->warnings, 1);
	T_OK(strstr(err, "doc.md:12-14: warning: cdm output: line 14: "
			 "expected") != NULL);
	T_OK(strstr(err, "; skipped") != NULL);
	T_OK(strstr(err, "error") == NULL);
	if (d->n_res == 1) {
		T_STR(d->runs[0].format, "table");
		T_DBL(d->res[0].r.bw_bytes, 500e6);
	}
	/* a post whose only output is broken imports nothing: an error */
	parse_capture(d, strstr(doc, "결과는"), err, sizeof(err));
	T_OK(d->ret < 0);
	T_INT(d->n_res, 0);
	T_OK(strstr(err, "doc.md:4-6: warning: cdm output") != NULL);
	T_OK(strstr(err, "nothing imported from this document: 1 tool "
			 "output could not be read") != NULL);
	free(d);
}

T_TEST(t_document_nothing)
{
	static const char prose[] =
	    "# 오늘의 일기\n\n디스크를 샀습니다. 아직 테스트는 못 했습니다.\n"
	    "Benchmarks will follow next week, stay tuned for the numbers.\n";
	static const char unmapped[] =
	    "| Name | Colour |\n|---|---|\n| a | red |\n| b | blue |\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	char err[2048];

	parse_capture(d, prose, err, sizeof(err));
	T_OK(d->ret < 0);
	T_OK(strstr(err, "nothing recognizable") != NULL);
	parse_capture(d, unmapped, err, sizeof(err));
	T_OK(d->ret < 0);
	T_OK(strstr(err, "table 1 not imported") != NULL);
	T_INT(d->n_res, 0);
	free(d);
}

T_TEST(t_document_prose_datasheet)
{
	static const char doc[] =
	    "## Samsung 870 EVO MZ-77E1T0\n"
	    "\n"
	    "Datasheet: 560 MB/s sequential read, 530 MB/s sequential "
	    "write, 98,000 IOPS random read 4K QD32\n"
	    "\n"
	    "순차 읽기 속도는 데이터시트에 560MB/s로 나와 있습니다.\n"
	    "\n"
	    "| Test | Read (MB/s) |\n|---|---|\n| SEQ1M Q8T1 | 555.1 |\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	const struct d_spec *s;

	d_parse(d, "doc.md", doc, strlen(doc), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_specs, 4);
	T_INT(d->n_res, 1); /* the measurement, never the datasheet */
	s = d_spec_find(d, "MZ-77E1T0", "iops", IODB_PATTERN_RAND, IODB_OP_READ,
			3);
	if (s) {
		T_DBL(s->s.value, 98000);
		T_INT(s->s.cond.iodepth, 32);
		T_INT(s->s.cond.bs, 4096);
		T_STR(s->vendor, "Samsung");
	}
	s = d_spec_find(d, "MZ-77E1T0", "bw_bytes", IODB_PATTERN_SEQ,
			IODB_OP_READ, 5);
	if (s) {
		T_DBL(s->s.value, 560e6);
		T_STR(s->text, "560MB/s");
	}
	free(d);
}

/* Systems as columns, a p99 row, a CSV block, HD Tune's access time. */
T_TEST(t_document_table_shapes)
{
	static const char doc[] =
	    "# NVMe vs HDD\n"
	    "\n"
	    "| Test | NVMe (Samsung 980) | HDD |\n"
	    "|------|------|------|\n"
	    "| Seq read 1M Q8 (MB/s) | **3,412** | 180 |\n"
	    "| Random write 4K QD32 (IOPS) | 380k | 290 |\n"
	    "| Random read 4K QD1 latency (us) | 65 | 8,200 |\n"
	    "| p99 read latency (us) | 120 | 25000 |\n"
	    "\n"
	    "CSV for the spreadsheet people:\n"
	    "\n"
	    "host,test,iops,bw\n"
	    "vm-a,randread 4k,12000,46.9 MiB/s\n"
	    "vm-b,randread 4k,8000,31.3 MiB/s\n"
	    "\n"
	    "## HD Tune Pro 5.75\n"
	    "\n"
	    "| Drive | Transfer rate average | Access time | Burst |\n"
	    "|---|---|---|---|\n"
	    "| WD Red 4TB | 145.2 MB/s | 12.9 ms | 210 MB/s |\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	const struct d_res *r;

	d_parse(d, "doc.md", doc, strlen(doc), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 9);
	T_INT(d->warnings, 2); /* the p99 row; the burst rate */
	r = d_find(d, "NVMe (Samsung 980)", "SEQ1M", NULL, IODB_OP_READ);
	if (r) {
		T_DBL(r->r.bw_bytes, 3412e6);
		T_INT(r->r.cond.iodepth, 8);
	}
	r = d_find(d, "HDD", "RND4K", NULL, IODB_OP_WRITE);
	if (r)
		T_DBL(r->r.iops, 290);
	r = d_find(d, "NVMe (Samsung 980)", "RND4K", "Random write 4K QD32",
		   IODB_OP_WRITE);
	if (r)
		T_DBL(r->r.iops, 380000);
	r = d_find(d, "HDD", "RND4K", NULL, IODB_OP_READ);
	if (r) {
		T_DBL(r->r.lat.mean, 8200e3);
		T_INT(r->r.cond.iodepth, 1);
	}
	/* the CSV's "test" field names the test as its author wrote it
	 * (table_mapping.c, named_test()) */
	r = d_find(d, "vm-b", "randread 4k", NULL, IODB_OP_READ);
	if (r) {
		T_INT(r->r.cond.bs, 4096);
		T_INT(r->r.cond.pattern, IODB_PATTERN_RAND);
		T_DBL(r->r.iops, 8000);
		T_NEAR(r->r.bw_bytes, 31.3 * MIB, 1e-12);
		T_INT(r->r.line_from, 14);
	}
	/* HD Tune's Benchmark tab is a read test: the average and the
	 * access time are one read result */
	r = d_find(d, "WD Red 4TB", NULL, "Benchmark", IODB_OP_READ);
	if (r) {
		T_DBL(r->r.bw_bytes, 145.2e6);
		T_DBL(r->r.access_time_ns, 12.9e6);
		T_OK(isnan(r->r.lat.mean));
		T_STR(d->runs[r->run].tool, "HD Tune");
	}
	free(d);
}

/* ---- a table only the user can read: --map ----------------------------- */

T_TEST(t_document_map)
{
	static const char doc[] = "Results\n"
				  "\n"
				  "| Box | A | B |\n"
				  "|---|---|---|\n"
				  "| vm1 | 120 | 3.5 |\n"
				  "| vm2 | 240 | 1.5 |\n";
	static const char map[] =
	    "# the second table column is 4k random read IOPS at QD32\n"
	    "[table 1]\n"
	    "tool = fio\n"
	    "column 2 = Random read 4k IOPS\n"
	    "column 3 = Random read 4k latency (ms)\n"
	    "conditions = iodepth=32 numjobs=1\n";
	static const char bad[] = "[table 1]\ncolour = red\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	const struct d_res *r;

	d_parse(d, "doc.md", doc, strlen(doc), NULL, 1);
	T_OK(d->ret < 0); /* no unit, no test: unmapped */
	d_parse(d, "doc.md", doc, strlen(doc), map, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 2);
	r = d_find(d, "vm2", "RND4K Q32T1", NULL, IODB_OP_READ);
	if (r) {
		T_DBL(r->r.iops, 240);
		T_DBL(r->r.lat.mean, 1.5e6);
		T_STR(d->runs[r->run].tool, "fio");
	}
	d_parse(d, "doc.md", doc, strlen(doc), bad, 1);
	T_OK(d->ret < 0);
	free(d);
}

/* ---- test names -------------------------------------------------------- */

T_TEST(t_document_testnames)
{
	static const struct {
		const char *s;
		enum iodb_pattern p;
		enum iodb_op op;
		long long bs, qd, nj;
		const char *canon;
	} cases[] = {
	    {"Seq Q32T1", IODB_PATTERN_SEQ, 0, 131072, 32, 1, "SEQ128K Q32T1"},
	    {"4K Q32T1", IODB_PATTERN_RAND, 0, 4096, 32, 1, "RND4K Q32T1"},
	    {"SEQ1M Q8T1", IODB_PATTERN_SEQ, 0, 1048576, 8, 1, "SEQ1M Q8T1"},
	    {"RND4K Q32T16", IODB_PATTERN_RAND, 0, 4096, 32, 16,
	     "RND4K Q32T16"},
	    {"Sequential Read", IODB_PATTERN_SEQ, IODB_OP_READ, -1, -1, -1, ""},
	    {"Sequential read (block size 4k)", IODB_PATTERN_SEQ, IODB_OP_READ,
	     4096, -1, -1, "SEQ4K"},
	    {"순차 읽기", IODB_PATTERN_SEQ, IODB_OP_READ, -1, -1, -1, ""},
	    {"랜덤 쓰기", IODB_PATTERN_RAND, IODB_OP_WRITE, -1, -1, -1, ""},
	    {"シーケンシャルリード(ブロックサイズ4k)", IODB_PATTERN_SEQ,
	     IODB_OP_READ, 4096, -1, -1, "SEQ4K"},
	    {"ランダムライト", IODB_PATTERN_RAND, IODB_OP_WRITE, -1, -1, -1,
	     ""},
	    {"ランダム読み込み 64KB", IODB_PATTERN_RAND, IODB_OP_READ, 65536,
	     -1, -1, "RND64K"},
	    {"随机写 4K 队列深度32 线程4", IODB_PATTERN_RAND, IODB_OP_WRITE,
	     4096, 32, 4, "RND4K Q32T4"},
	    {"顺序读 1M", IODB_PATTERN_SEQ, IODB_OP_READ, 1048576, -1, -1,
	     "SEQ1M"},
	    {"Random Write 4KiB (Q= 8,T= 8)", IODB_PATTERN_RAND, IODB_OP_WRITE,
	     4096, 8, 8, "RND4K Q8T8"},
	    /* a translation's blanks and ideographic comma in "(Q=32,T=1)" */
	    {"ランダム書き込み4KiB(Q = 32、T = 1)", IODB_PATTERN_RAND,
	     IODB_OP_WRITE, 4096, 32, 1, "RND4K Q32T1"},
	    {"Lecture aléatoire 4KiB (Q = 8, T = 8)", IODB_PATTERN_RAND,
	     IODB_OP_READ, 4096, 8, 8, "RND4K Q8T8"},
	    {"randread, bs=64k, iodepth=16, 4 threads", IODB_PATTERN_RAND,
	     IODB_OP_READ, 65536, 16, 4, "RND64K Q16T4"},
	    {"Threads", 0, 0, -1, -1, -1, ""},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct testname t;
		char canon[40];

		testname_parse(cases[i].s, strlen(cases[i].s), 0, &t);
		testname_canonical(&t, canon, sizeof(canon));
		if (t.cond.pattern != cases[i].p || t.cond.op != cases[i].op ||
		    t.cond.bs != cases[i].bs || t.cond.iodepth != cases[i].qd ||
		    t.cond.numjobs != cases[i].nj ||
		    strcmp(canon, cases[i].canon))
			T_FAIL("'%s': pattern %d op %d bs %lld qd %lld nj %lld "
			       "'%s'",
			       cases[i].s, t.cond.pattern, t.cond.op,
			       (long long)t.cond.bs, (long long)t.cond.iodepth,
			       (long long)t.cond.numjobs, canon);
	}
	{
		struct testname t;

		testname_parse("Read / Write (MB/s)", 19, 0, &t);
		T_INT(t.n_ops, 2);
		T_INT(t.ops[0], IODB_OP_READ);
		T_INT(t.ops[1], IODB_OP_WRITE);
		T_INT(t.metric, TESTNAME_BW);
		T_STR(t.unit, "MB/s");
		testname_parse("スループット", strlen("スループット"), 0, &t);
		T_INT(t.metric, TESTNAME_BW);
		testname_parse("데이터시트", strlen("데이터시트"), 0, &t);
		T_INT(t.datasheet, 1);
	}
	T_STR(testname_tool("dd 명령어 sequential", 23), "dd");
	T_STR(testname_tool("the address", 11), NULL);
	T_STR(testname_tool("Crystal Disk Info 툴", 21), "CrystalDiskMark");
}

/* ---- probing: documents win only where they are documents ------------- */

T_TEST(t_document_probe_corpus)
{
	const char *root = t_shared("corpus");
	char base[1024], dir[1300], file[1700];
	DIR *top, *sub;
	struct dirent *e, *f;
	int files = 0;

	snprintf(base, sizeof(base), "%s", root);
	top = opendir(base);
	if (!top) {
		t_skip("no corpus");
		return;
	}
	while ((e = readdir(top))) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(dir, sizeof(dir), "%s/%s", base, e->d_name);
		sub = opendir(dir);
		if (!sub)
			continue;
		while ((f = readdir(sub))) {
			size_t len;
			char *buf;
			const struct ingest_format *fmt;

			if (f->d_name[0] == '.')
				continue;
			snprintf(file, sizeof(file), "%s/%s", dir, f->d_name);
			buf = t_read_file(file, &len);
			if (!buf)
				continue;
			fmt = ingest_detect(buf, len, NULL);
			if (fmt && !strcmp(fmt->name, "document"))
				T_FAIL("%s detected as a document", file);
			files++;
			free(buf);
		}
		closedir(sub);
	}
	closedir(top);
	T_OK(files >= 40);
	{
		size_t len;
		char *buf = t_read_file(
		    t_shared("blogs/ko-disk-performance-test.txt"), &len);
		const struct ingest_format *fmt;

		if (buf) {
			fmt = ingest_detect(buf, len, NULL);
			T_STR(fmt ? fmt->name : NULL, "document");
			free(buf);
		}
	}
}

/* Results an import of buf gives (fmt NULL: detected); -1 on failure. */
static long count_results(const char *fmt, const char *buf, size_t len)
{
	struct ingest_ctx ctx = {0};
	const struct ingest_format *f = fmt ? ingest_find(fmt) : NULL;
	char *exact = malloc(len ? len : 1); /* overreads show under ASan */
	long n;

	memcpy(exact, buf, len);
	ctx.path = "wrapped";
	ctx.quiet = 1;
	n = ingest_parse(&ctx, f, exact, len) ? -1 : (long)ctx.results;
	free(exact);
	return n;
}

/*
 * Every corpus output pasted into a Korean post, in a code fence and
 * double-spaced as copy-paste from some blogs leaves it, gives the same
 * results as the file alone.
 */
T_TEST(t_document_corpus_in_post)
{
	char base[1024], dir[1300], file[1700];
	DIR *top, *sub;
	struct dirent *e, *f;
	int files = 0;

	snprintf(base, sizeof(base), "%s", t_shared("corpus"));
	top = opendir(base);
	if (!top) {
		t_skip("no corpus");
		return;
	}
	while ((e = readdir(top))) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(dir, sizeof(dir), "%s/%s", base, e->d_name);
		sub = opendir(dir);
		if (!sub)
			continue;
		while ((f = readdir(sub))) {
			static const char head[] =
			    "# 테스트 결과\n\n아래는 결과입니다.\n\n";
			size_t len, k;
			char *buf, *w;
			long direct, fenced, spaced;

			if (f->d_name[0] == '.')
				continue;
			snprintf(file, sizeof(file), "%s/%s", dir, f->d_name);
			buf = t_read_file(file, &len);
			if (!buf)
				continue;
			direct = count_results(NULL, buf, len);
			w = malloc(2 * len + 256);
			k = (size_t)sprintf(w, "%s```\n", head);
			memcpy(w + k, buf, len);
			k += len;
			k += (size_t)sprintf(w + k, "\n```\n\n끝.\n");
			fenced = count_results("document", w, k);
			k = (size_t)sprintf(w, "%s", head);
			for (size_t i = 0; i < len; i++) {
				w[k++] = buf[i];
				if (buf[i] == '\n')
					w[k++] = '\n';
			}
			k += (size_t)sprintf(w + k, "\n\n끝.\n");
			spaced = count_results("document", w, k);

			/* JSON is pasted whole; blank lines in it are no copy
			 * accident a reader would keep */
			if (strstr(f->d_name, ".json"))
				spaced = direct;
			if (direct <= 0 || fenced != direct || spaced != direct)
				T_FAIL("%s: %ld results alone, %ld fenced in a "
				       "post, %ld double-spaced",
				       file, direct, fenced, spaced);
			files++;
			free(w);
			free(buf);
		}
		closedir(sub);
	}
	closedir(top);
	T_OK(files >= 40);
}

/* ---- never crash: truncated posts and garbage --------------------------- */

T_TEST(t_document_robust)
{
	static const char *const files[] = {
	    "samples/documents/cdm-table.html",
	    "samples/documents/cdm-table.txt",
	    "samples/documents/mixed-post.md",
	};
	struct d_doc *d = calloc(1, sizeof(*d));
	static const char alphabet[] =
	    "|\t,\n -.:0123456789kKMB/sQT<>aeRW\xc2\xa0\xe3";
	char junk[4096];
	unsigned x = 12345;

	for (size_t f = 0; f < 3; f++) {
		size_t len;
		char *buf = t_read_file(files[f], &len);

		if (!buf) {
			T_FAIL("cannot read %s", files[f]);
			continue;
		}
		for (size_t cut = 0; cut < len; cut += 97) {
			char *part = malloc(cut + 1);

			memcpy(part, buf, cut);
			ingest_document.probe(part, cut);
			d_parse(d, "cut", part, cut, NULL, 1);
			free(part);
		}
		free(buf);
	}
	for (int round = 0; round < 50; round++) {
		for (size_t i = 0; i < sizeof(junk); i++) {
			x = x * 1103515245u + 12345u;
			junk[i] = alphabet[(x >> 16) % (sizeof(alphabet) - 1)];
		}
		if (round % 2)
			memcpy(junk, "<html><body><table><tr><td>", 27);
		ingest_document.probe(junk, sizeof(junk));
		d_parse(d, "junk", junk, sizeof(junk),
			"[table *]\nlabels = "
			"columns\n",
			1);
	}
	free(d);
}

/* ---- what people paste: blog engines, migrations, context ------------- */

/* The run of result r, for its device and label. */
#define RUN_OF(d, r) (&(d)->runs[(r)->run])

/* Results of format fmt in d. */
static size_t count_format(const struct d_doc *d, const char *fmt)
{
	size_t n = 0;

	for (size_t i = 0; i < d->n_res; i++)
		n += !strcmp(d->runs[d->res[i].run].format, fmt);
	return n;
}

/* The result of format fmt and job (NULL: any) with op, the k-th such. */
static const struct d_res *d_job(const struct d_doc *d, const char *fmt,
				 const char *job, enum iodb_op op, int k)
{
	for (size_t i = 0; i < d->n_res; i++) {
		const struct d_res *r = &d->res[i];

		if (strcmp(d->runs[r->run].format, fmt) || r->r.cond.op != op ||
		    (job && strcmp(r->job, job)))
			continue;
		if (k-- == 0)
			return r;
	}
	T_FAIL("no %s result job=%s op=%s", fmt, job ? job : "*",
	       iodb_op_name(op));
	return NULL;
}

T_TEST(t_document_flat_split)
{
	static const struct {
		const char *s;
		const char *tool;
		size_t lines;
		const char *second; /* how the second line starts */
	} cases[] = {
	    {"64+0 records in 64+0 records out 67108864 bytes (67 MB) copied, "
	     "0.31 s, 216 MB/s",
	     "dd", 3, "64+0 records out"},
	    {"$ dd if=/dev/zero of=t bs=1M count=64 64+0 records in 64+0 "
	     "records out 67108864 bytes (67 MB, 64 MiB) copied, 0.31 s, 216 "
	     "MB/s",
	     "dd", 4, "64+0 records in"},
	    /* the blank went with the line break */
	    {"64+0 records in64+0 records out67108864 bytes (67 MB) copied, "
	     "0.31 s, 216 MB/s",
	     "dd", 3, "64+0 records out"},
	    {"记录了64+0 的读入 记录了64+0 的写出 67108864字节(67 MB)已复制，"
	     "0.31 秒，216 MB/秒",
	     "dd", 3, "记录了64+0 的写出"},
	    {"/dev/sda: Timing cached reads: 20120 MB in 1.99 seconds = "
	     "10104.94 MB/sec Timing buffered disk reads: 1542 MB in 3.00 "
	     "seconds = 513.78 MB/sec",
	     "hdparm", 3, "Timing cached reads"},
	    {"Run status group 0 (all jobs): READ: bw=41.6MiB/s (43.6MB/s), "
	     "41.6MiB/s-41.6MiB/s (43.6MB/s-43.6MB/s), io=2496MiB (2617MB), "
	     "run=60004-60004msec Disk stats (read/write): vdb: ios=638601/3, "
	     "merge=0/1, ticks=3826311/12, in_queue=3826323, util=99.93%",
	     "fio", 4, "READ: bw=41.6MiB/s"},
	    {"Sequential Read (Q= 32,T= 1) : 412.331 MB/s Sequential Write (Q= "
	     "32,T= 1) : 207.902 MB/s",
	     "CrystalDiskMark", 2, "Sequential Write"},
	    /* one line of each: nothing to cut */
	    {"10240+0 records in", NULL, 0, NULL},
	    {"1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.31422 s, 464 MB/s",
	     NULL, 0, NULL},
	    {"  read: IOPS=84.6k, BW=330MiB/s (346MB/s)(99.4MiB/301msec)", NULL,
	     0, NULL},
	    {"rr: (groupid=0, jobs=1): err= 0: pid=326: Tue Dec  1 01:45:22 "
	     "2026",
	     NULL, 0, NULL},
	    {"     | 30.00th=[  251], 40.00th=[  255], 50.00th=[  260], "
	     "60.00th=[  265],",
	     NULL, 0, NULL},
	    {" Timing buffered disk reads: 1542 MB in 3.00 seconds = 513.78 "
	     "MB/sec",
	     NULL, 0, NULL},
	    /* prose about the tools */
	    {"I ran Sequential Read and Random Read tests with "
	     "CrystalDiskMark, "
	     "then the Timing of hdparm.",
	     NULL, 0, NULL},
	    {"Sequential Read hit 550 MB/s and Random Read 40 MB/s, which is "
	     "fine for a NAS.",
	     NULL, 0, NULL},
	    {"The dd with 1+1 blocks and 2+2 more is not an output at all, "
	     "really.",
	     NULL, 0, NULL},
	    /* dd's command and whole summary quoted in a sentence */
	    {"RAID-10 with a local write rate of about 300MB/s (\"dd "
	     "if=/dev/zero of=/dev/md1 bs=1M count=8000\" gives \"8388608000 "
	     "bytes (8,4 GB) copied, 27,913 s, 301 MB/s\"). Then the rest.",
	     "dd", 5, "dd if=/dev/zero of=/dev/md1"},
	    /* the whole summary quoted alone: its own line, no command */
	    {"It said \"8388608000 bytes (8,4 GB) copied, 27,913 s, 301 "
	     "MB/s\" on the second try, which is fine for a NAS.",
	     "dd", 3, "8388608000 bytes"},
	    /* the summary not whole */
	    {"Running \"dd if=/dev/zero of=/dev/md1 bs=1M\" gave \"8388608000 "
	     "bytes (8,4 GB) copied\" and nothing else, so it was killed.",
	     NULL, 0, NULL},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		size_t starts[DOCFLAT_MAX], n;
		const char *tool = NULL, *s = cases[i].s;

		n = docflat_split(s, strlen(s), starts, DOCFLAT_MAX, &tool);
		if (n != cases[i].lines ||
		    (cases[i].tool && (!tool || strcmp(tool, cases[i].tool))) ||
		    (cases[i].second && n > 1 &&
		     strncmp(s + starts[1], cases[i].second,
			     strlen(cases[i].second)))) {
			T_FAIL("case %zu: %zu lines (tool %s), expected %zu", i,
			       n, tool ? tool : "-", cases[i].lines);
			continue;
		}
		T_INT(n ? starts[0] : 0, 0);
	}
}

/* A post moved from an old blog engine: every output on one line. */
T_TEST(t_document_flattened_post)
{
	struct d_doc *d = d_file("samples/documents/migrated-vps.txt");
	const struct d_res *r;

	T_INT(d->ret, 0);
	T_INT(count_format(d, "dd"), 2);
	T_INT(count_format(d, "hdparm"), 2);
	T_INT(count_format(d, "cdm"), 8);
	T_OK(count_format(d, "fio-text") <= 1);
	r = d_job(d, "dd", NULL, IODB_OP_WRITE, 0);
	if (r) {
		T_DBL(r->r.bw_bytes, 1073741824.0 / 4.28311);
		T_DBL(r->r.io_bytes, 1073741824.0);
		T_INT(r->r.cond.bs, 65536);
		T_INT(r->r.cond.direct, 0);
		T_INT(r->r.line_from, 9);
		T_INT(r->r.line_to, 9);
		T_STR(RUN_OF(d, r)->label, "Root volume (dd write)");
		T_STR(RUN_OF(d, r)->command,
		      "dd if=/dev/zero of=/root/test bs=64k count=16k "
		      "conv=fdatasync");
	}
	r = d_job(d, "hdparm", "cached reads", IODB_OP_READ, 0);
	if (r) {
		T_DBL(r->r.bw_bytes, 8734.23 * MIB);
		T_INT(r->r.line_from, 13);
		T_STR(RUN_OF(d, r)->label, "Block storage volume");
	}
	r = d_job(d, "hdparm", "buffered disk reads", IODB_OP_READ, 0);
	if (r)
		T_DBL(r->r.bw_bytes, 204.10 * MIB);
	r = d_job(d, "cdm", "Random Read 4KiB (Q= 8,T= 8)", IODB_OP_READ, 0);
	if (r) {
		T_DBL(r->r.iops, 29551.8);
		T_DBL(r->r.bw_bytes, 121.044e6);
		T_INT(r->r.cond.iodepth, 8);
		T_INT(r->r.cond.numjobs, 8);
		T_INT(r->r.line_from, 21);
		T_STR(RUN_OF(d, r)->label, "CrystalDiskMark on the Windows VM");
	}
	r = d_job(d, "cdm", "Random Write 4KiB (Q= 1,T= 1)", IODB_OP_WRITE, 0);
	if (r)
		T_DBL(r->r.bw_bytes, 8.031e6);
	/* zh_CN dd, flattened: its own words, the same shape */
	for (size_t i = 0; i < d->n_res; i++)
		if (d->res[i].r.line_from == 25) {
			T_DBL(d->res[i].r.bw_bytes, 2147483648.0 / 9.92412);
			T_STR(d->runs[d->res[i].run].format, "dd");
		}
	/* the group lines alone, if imported, carry the group's figures */
	for (size_t i = 0; i < d->n_res; i++)
		if (!strcmp(d->runs[d->res[i].run].format, "fio-text")) {
			T_INT(d->res[i].r.line_from, 17);
			T_DBL(d->res[i].r.io_bytes, 2496 * MIB);
		}
	free(d);
}

/*
 * A Tistory page: the command in its own code block, a code block drawn
 * as a table with line numbers (highlight.js), a separator naming the
 * device, a table of contents, a menu, a sidebar and a list of the
 * category's other posts that must give nothing.
 */
T_TEST(t_document_html_blog_engine)
{
	struct d_doc *d = d_file("samples/documents/tistory-nvme.html");
	const struct d_res *r;

	T_INT(d->ret, 0);
	T_INT(d->n_runs, 3);
	T_INT(d->n_res, 4);
	T_INT(d->warnings, 0); /* no table from the category's post list */
	r = d_job(d, "fio-text", "seqread", IODB_OP_READ, 0);
	if (r) {
		T_DBL(r->r.iops, 3198);
		T_DBL(r->r.bw_bytes, 3198 * MIB);
		T_INT(r->r.cond.bs, 1048576);
		T_INT(r->r.cond.iodepth, 32);
		T_INT(r->r.cond.direct, 1);
		T_INT(r->r.cond.pattern, IODB_PATTERN_SEQ);
		T_DBL(r->r.lat.mean, 10001.69e3);
		/* "1. 순차 읽기 (fio)", sequential read: the test, no label */
		T_STR(RUN_OF(d, r)->label, "");
		T_INT(r->r.cond.op, IODB_OP_READ);
		T_OK(strstr(RUN_OF(d, r)->command, "--rw=read --bs=1M") !=
		     NULL);
		T_INT(r->r.line_from,
		      47); /* its job line, "seqread: (groupid=0" */
	}
	r = d_job(d, "hdparm", "buffered disk reads", IODB_OP_READ, 0);
	if (r) {
		T_DBL(r->r.bw_bytes, 2163.19 * MIB);
		T_STR(RUN_OF(d, r)->label, "2. 캐시 / 디스크 읽기 (hdparm)");
		T_STR(RUN_OF(d, r)->device, "/dev/nvme0n1");
		T_INT(r->r.line_from, 79);
	}
	r = d_job(d, "hdparm", "cached reads", IODB_OP_READ, 0);
	if (r)
		T_DBL(r->r.bw_bytes, 10775.31 * MIB);
	r = d_job(d, "dd", NULL, IODB_OP_WRITE, 0);
	if (r) {
		/* the command of the code block before, the device of the
		 * separator line above both */
		T_DBL(r->r.bw_bytes, 4294967296.0 / 9.55721);
		T_INT(r->r.cond.bs, 1048576);
		T_INT(r->r.cond.direct, 1);
		T_STR(RUN_OF(d, r)->device, "/dev/sdb");
		/* "3. 쓰기 (dd)", write: the test, no label */
		T_STR(RUN_OF(d, r)->label, "");
		T_INT(r->r.cond.op, IODB_OP_WRITE);
		T_INT(r->r.line_to, 87);
	}
	for (size_t i = 0; i < d->n_runs; i++) {
		T_OK(!strstr(d->runs[i].label, "최근 글"));
		T_OK(!strstr(d->runs[i].label, "목차"));
	}
	free(d);
}

/*
 * Markdown: a list of links as table of contents, "==> /dev/X <=="
 * separators inside one block, a command in a shell loop, an indented
 * code block holding the command, bold lines as labels, and a second
 * output that the first output's command does not describe.
 */
T_TEST(t_document_markdown_context)
{
	struct d_doc *d = d_file("samples/documents/qiita-dd-separators.md");
	const struct d_res *r;

	T_INT(d->ret, 0);
	T_INT(d->n_runs, 4);
	T_INT(d->n_res, 4);
	T_INT(d->warnings, 0);
	r = d_job(d, "dd", NULL, IODB_OP_WRITE, 0);
	if (r) {
		T_STR(RUN_OF(d, r)->device, "/dev/nvme0n1");
		/* "ddによる書き込み", writing with dd: the test, no label */
		T_STR(RUN_OF(d, r)->label, "");
		T_INT(r->r.cond.op, IODB_OP_WRITE);
		T_DBL(r->r.bw_bytes, 2147483648.0 / 1.41187);
		T_INT(r->r.cond.bs, 1048576); /* the loop's dd command */
		T_INT(r->r.cond.direct, 1);
		T_INT(r->r.line_from, 23);
	}
	r = d_job(d, "dd", NULL, IODB_OP_WRITE, 1);
	if (r) {
		T_STR(RUN_OF(d, r)->device, "/dev/sda");
		T_DBL(r->r.bw_bytes, 2147483648.0 / 11.0342);
		T_INT(r->r.line_from, 27);
	}
	r = d_job(d, "fio-text", "rr", IODB_OP_READ, 0);
	if (r) {
		T_STR(RUN_OF(d, r)->label, "WD Black SN770");
		T_STR(RUN_OF(d, r)->device, "/dev/nvme0n1");
		T_DBL(r->r.iops, 498000);
		T_INT(r->r.cond.bs, 4096);
		T_INT(r->r.cond.numjobs, 4);
	}
	r = d_job(d, "fio-text", "rr", IODB_OP_READ, 1);
	if (r) {
		/* the normalization pass folds full-width forms */
		T_STR(RUN_OF(d, r)->label,
		      "WD Red Plus(HDDなのでQD32でも遅い)");
		/* the command above was the NVMe's: not this disk's */
		T_STR(RUN_OF(d, r)->device, "");
		T_STR(RUN_OF(d, r)->command, "");
		T_INT(r->r.cond.bs, -1);
		T_DBL(r->r.iops, 412);
		T_DBL(r->r.bw_bytes, 1651 * KIB);
	}
	free(d);
}

/*
 * WordPress, moved from another engine: a SyntaxHighlighter table with a
 * gutter of line numbers, a CrystalDiskMark 8 export flattened into one
 * paragraph, a table of contents, menus, widgets.
 */
T_TEST(t_document_wordpress_migrated)
{
	struct d_doc *d = d_file("samples/documents/wordpress-migrated.html");
	const struct d_res *r;

	T_INT(d->ret, 0);
	T_INT(d->n_runs, 2);
	T_INT(d->n_res, 9);
	T_INT(d->warnings, 0);
	r = d_job(d, "dd", NULL, IODB_OP_WRITE, 0);
	if (r) {
		T_DBL(r->r.bw_bytes, 8589934592.0 / 52.6117);
		T_INT(r->r.cond.bs, 1048576);
		T_STR(RUN_OF(d, r)->label,
		      "Pool: tank (2x WD Red Plus 4TB, mirror)");
	}
	T_INT(count_format(d, "cdm"), 8);
	{
		/* every figure of the flattened export */
		static const struct {
			const char *job;
			enum iodb_op op;
			double mbs, iops, us;
			long long bs, qd;
		} want[] = {
		    {"SEQ 1MiB (Q= 8, T= 1)", IODB_OP_READ, 117.912, 112.4,
		     70590.21, 1048576, 8},
		    {"SEQ 1MiB (Q= 1, T= 1)", IODB_OP_READ, 110.534, 105.4,
		     9475.33, 1048576, 1},
		    {"RND 4KiB (Q= 32, T= 1)", IODB_OP_READ, 61.228, 14948.2,
		     2139.41, 4096, 32},
		    {"RND 4KiB (Q= 1, T= 1)", IODB_OP_READ, 6.402, 1563.0,
		     638.55, 4096, 1},
		    {"SEQ 1MiB (Q= 8, T= 1)", IODB_OP_WRITE, 114.006, 108.7,
		     73001.66, 1048576, 8},
		    {"SEQ 1MiB (Q= 1, T= 1)", IODB_OP_WRITE, 101.221, 96.5,
		     10348.20, 1048576, 1},
		    {"RND 4KiB (Q= 32, T= 1)", IODB_OP_WRITE, 22.871, 5583.7,
		     5721.01, 4096, 32},
		    {"RND 4KiB (Q= 1, T= 1)", IODB_OP_WRITE, 3.947, 963.6,
		     1036.11, 4096, 1},
		};

		for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
			r = d_job(d, "cdm", want[i].job, want[i].op, 0);
			if (!r)
				continue;
			T_DBL(r->r.bw_bytes, want[i].mbs * 1e6);
			T_DBL(r->r.iops, want[i].iops);
			T_DBL(r->r.lat.mean, want[i].us * 1e3);
			T_INT(r->r.cond.bs, want[i].bs);
			T_INT(r->r.cond.iodepth, want[i].qd);
			T_INT(r->r.cond.numjobs, 1);
			T_STR(RUN_OF(d, r)->device, "Z:");
		}
	}
	r = d_job(d, "cdm", "RND 4KiB (Q= 32, T= 1)", IODB_OP_WRITE, 0);
	if (r) {
		T_DBL(r->r.bw_bytes, 22.871e6);
		T_DBL(r->r.iops, 5583.7);
		T_DBL(r->r.lat.mean, 5721.01e3);
		T_STR(RUN_OF(d, r)->label, "Windows client");
		T_INT(r->r.line_from, 24);
	}
	free(d);
}

/* Labels: never a table of contents; bold lines and captions count. */
T_TEST(t_document_labels)
{
	static const char md[] =
	    "# Two SSDs, one afternoon\n"
	    "\n"
	    "Contents\n"
	    "\n"
	    "1. Write test\n"
	    "2. Read test\n"
	    "\n"
	    "```\n"
	    "$ dd if=/dev/zero of=/mnt/a/t bs=4M count=256 oflag=direct\n"
	    "256+0 records in\n"
	    "256+0 records out\n"
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.1 s, 511 MB/s\n"
	    "```\n"
	    "\n"
	    "1. Write test\n"
	    "\n"
	    "Something about the first write.\n"
	    "\n"
	    "2. Read test\n"
	    "\n"
	    "__Crucial MX500__:\n"
	    "\n"
	    "    # hdparm -t /dev/sdc\n"
	    "\n"
	    "    /dev/sdc:\n"
	    "     Timing buffered disk reads: 1588 MB in  3.00 seconds = "
	    "529.12 MB/sec\n";
	static const char html[] =
	    "<html><body><article>\n"
	    "<nav class=\"breadcrumbs\"><h3>Home &gt; Storage</h3></nav>\n"
	    "<h2>Results</h2>\n"
	    "<figure><figcaption>Samsung 860 EVO, dd write</figcaption>\n"
	    "<pre>1024+0 records in\n1024+0 records out\n"
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.40001 s, 447 MB/s"
	    "</pre></figure>\n"
	    "<table><tr><td>$ hdparm -t /dev/sdb<br>\n/dev/sdb:<br>\n"
	    " Timing buffered disk reads: 1412 MB in  3.00 seconds = 470.61 "
	    "MB/sec<br></td></tr></table>\n"
	    "<aside><h2>Popular</h2><pre>1+0 records in\n1+0 records out\n"
	    "512 bytes copied, 0.000512 s, 1.0 MB/s</pre></aside>\n"
	    "</article></body></html>\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "toc.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_runs, 2);
	if (d->n_runs == 2) {
		/* the TOC's "2. Read test" is no heading of the dd block */
		T_STR(d->runs[0].label, "Two SSDs, one afternoon");
		T_STR(d->runs[1].label, "Crucial MX500");
		T_STR(d->runs[1].format, "hdparm");
		T_STR(d->runs[1].device, "/dev/sdc");
	}
	d_parse(d, "post.html", html, strlen(html), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_runs, 2); /* nothing from the aside */
	T_INT(d->n_res, 2);
	if (d->n_res == 2) {
		T_STR(d->runs[0].label, "Samsung 860 EVO, dd write");
		T_DBL(d->res[0].r.bw_bytes, 1073741824.0 / 2.40001);
		/* the one-cell table is a code box */
		T_STR(d->runs[1].format, "hdparm");
		T_STR(d->runs[1].device, "/dev/sdb");
		T_DBL(d->res[1].r.bw_bytes, 470.61 * MIB);
		T_INT(d->res[1].r.line_from, 10);
	}
	free(d);
}

/* One output inside a post is a document, not the tool's file. */
T_TEST(t_document_probe_post)
{
	static const char post[] =
	    "# Testing the new drive\n"
	    "\n"
	    "## Sequential write\n"
	    "\n"
	    "Only the summary survived my tmux scrollback:\n"
	    "\n"
	    "```\n"
	    "Run status group 0 (all jobs):\n"
	    "  WRITE: bw=6510MiB/s (6826MB/s), 6510MiB/s-6510MiB/s "
	    "(6826MB/s-6826MB/s), io=191GiB (205GB), run=30004-30004msec\n"
	    "```\n"
	    "\n"
	    "That's all for today.\n";
	static const char single[] =
	    "$ dd if=/dev/zero of=t bs=1M count=64\n"
	    "64+0 records in\n64+0 records out\n"
	    "67108864 bytes (67 MB, 64 MiB) copied, 0.31 s, 216 MB/s\n";
	const struct ingest_format *f;

	f = ingest_detect(post, strlen(post), NULL);
	T_STR(f ? f->name : NULL, "document");
	f = ingest_detect(single, strlen(single), NULL);
	T_STR(f ? f->name : NULL, "dd");
	/* a job file's "# comments" are no Markdown headings */
	{
		static const char job[] =
		    "# cat seq.fio\n[global]\nioengine=libaio\n"
		    "# direct I/O only\ndirect=1\n[seq]\nrw=read\n\n"
		    "seq: (g=0): rw=read, bs=(R) 4096B-4096B, (W) "
		    "4096B-4096B, (T) 4096B-4096B, ioengine=libaio, "
		    "iodepth=1\n"
		    "seq: (groupid=0, jobs=1): err= 0: pid=1: Mon Jan  1 "
		    "00:00:00 2024\n"
		    "  read: IOPS=222k, BW=867MiB/s (909MB/s)(1024MiB/1181msec)"
		    "\n";

		f = ingest_detect(job, strlen(job), NULL);
		T_STR(f ? f->name : NULL, "fio-text");
	}
}

/*
 * Naver's SmartEditor: every output line its own paragraph, indentation as
 * "&nbsp; ", empty lines as a zero-width space, the label a bold line, the
 * command in a code component above.
 */
T_TEST(t_document_html_line_paragraphs)
{
	struct d_doc *d = d_file("samples/documents/naver-se-fio.html");
	const struct d_res *r;

	T_INT(d->ret, 0);
	T_INT(d->n_runs, 1);
	T_INT(d->n_res, 1);
	T_INT(d->warnings, 0);
	r = d_job(d, "fio-text", "test", IODB_OP_WRITE, 0);
	if (r) {
		T_DBL(r->r.iops, 103000);
		T_DBL(r->r.bw_bytes, 402 * MIB);
		T_DBL(r->r.io_bytes, 23.5 * 1024 * MIB);
		T_DBL(r->r.runtime_ns, 60001e6);
		T_DBL(r->r.lat.mean, 309.64e3);
		T_INT(r->r.cond.bs, 4096);
		T_INT(r->r.cond.iodepth, 32);
		T_INT(r->r.cond.pattern, IODB_PATTERN_RAND);
		T_STR(RUN_OF(d, r)->label, "랜덤 쓰기 4K QD32 (Samsung PM983)");
		T_STR(RUN_OF(d, r)->device, "/dev/nvme1n1");
		T_INT(r->r.line_from, 10);
	}
	free(d);
}

/*
 * Two dd runs pasted double-spaced, each under a short title: two runs,
 * each labelled by its own title; one fenced block of two commands keeps
 * the heading for both.
 */
T_TEST(t_document_double_spaced_titles)
{
	static const char txt[] =
	    "My homelab notes\n\nRoot volume\n\n"
	    "$ dd if=/dev/zero of=/root/t bs=1M count=1024 oflag=direct\n\n"
	    "1024+0 records in\n\n1024+0 records out\n\n"
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, 429 MB/s\n\n"
	    "Data volume (sdb)\n\n"
	    "$ dd if=/dev/zero of=/data/t bs=1M count=1024 oflag=direct\n\n"
	    "1024+0 records in\n\n1024+0 records out\n\n"
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 5.0 s, 215 MB/s\n\n"
	    "The data volume is a plain HDD, so this is expected for sure.\n";
	static const char md[] =
	    "## Both volumes\n\n```\n"
	    "$ dd if=/dev/zero of=/root/t bs=1M count=1024 oflag=direct\n"
	    "1024+0 records in\n1024+0 records out\n"
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, 429 MB/s\n\n"
	    "$ dd if=/dev/zero of=/data/t bs=4M count=256 oflag=direct\n"
	    "256+0 records in\n256+0 records out\n"
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 5.0 s, 215 MB/s\n"
	    "```\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "ds.txt", txt, strlen(txt), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_runs, 2);
	T_INT(d->n_res, 2);
	if (d->n_res == 2) {
		T_STR(d->runs[0].label, "Root volume");
		T_STR(d->runs[1].label, "Data volume (sdb)");
		T_DBL(d->res[0].r.bw_bytes, 1073741824.0 / 2.5);
		T_DBL(d->res[1].r.bw_bytes, 1073741824.0 / 5.0);
		T_INT(d->res[1].r.cond.bs, 1048576);
		T_INT(d->res[1].r.line_to, 21);
	}
	d_parse(d, "both.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 2);
	if (d->n_res == 2) {
		T_STR(d->runs[0].label, "Both volumes");
		T_STR(d->runs[1].label, "Both volumes");
		T_INT(d->res[1].r.cond.bs, 4 * 1048576);
	}
	free(d);
}

/* An old blog laid out with a table: its cells are the page, not data. */
T_TEST(t_document_html_layout_table)
{
	static const char html[] =
	    "<html><body><table width=\"100%\"><tr>\n"
	    "<td valign=\"top\"><h3>USB stick write speed</h3>\n"
	    "<pre># dd if=/dev/zero of=/media/usb/t bs=1M count=256\n"
	    "256+0 records in\n256+0 records out\n"
	    "268435456 bytes (268 MB, 256 MiB) copied, 21.4718 s, 12.5 MB/s"
	    "</pre></td>\n"
	    "<td width=\"200\"><p>Archive</p><p>2012 (14)</p></td>\n"
	    "</tr></table></body></html>\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "old.html", html, strlen(html), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 1);
	T_INT(d->warnings, 0);
	if (d->n_res == 1) {
		T_STR(d->runs[0].label, "USB stick write speed");
		T_DBL(d->res[0].r.bw_bytes, 268435456.0 / 21.4718);
		T_INT(d->res[0].r.cond.bs, 1048576);
		T_INT(d->res[0].r.line_to, 6);
	}
	free(d);
}

/*
 * CSDN: Prism-highlighted code whose line numbers are a list inside the
 * <pre> (libxml2 moves it out), a copy button, a toolbar menu, an aside;
 * zh_CN dd with full-width punctuation.
 */
T_TEST(t_document_html_code_numbering)
{
	struct d_doc *d = d_file("samples/documents/csdn-dd-hdparm.html");
	const struct d_res *r;

	T_INT(d->ret, 0);
	T_INT(d->n_runs, 2);
	T_INT(d->warnings, 0);
	T_INT(count_format(d, "hdparm"), 2);
	r = d_job(d, "hdparm", "cached reads", IODB_OP_READ, 0);
	if (r) {
		T_DBL(r->r.bw_bytes, 8222.52 * MIB);
		/* "2. 测试读取速度", test the read speed: no label */
		T_STR(RUN_OF(d, r)->label, "");
		T_INT(r->r.cond.op, IODB_OP_READ);
		T_STR(RUN_OF(d, r)->command, "hdparm -Tt /dev/sda");
		T_INT(r->r.line_from, 19);
	}
	/* dd's importer reads the zh_CN summary; its last line is exact */
	for (size_t i = 0; i < d->n_res; i++)
		if (!strcmp(d->runs[d->res[i].run].format, "dd")) {
			T_DBL(d->res[i].r.bw_bytes, 1073741824.0 / 3.34876);
			T_INT(d->res[i].r.cond.bs, 1073741824);
			T_INT(d->res[i].r.cond.direct, 0); /* oflag=dsync */
			T_INT(d->res[i].r.line_to, 13);
			/* "1. 测试写入速度", test the write speed */
			T_STR(d->runs[d->res[i].run].label, "");
			T_INT(d->res[i].r.cond.op, IODB_OP_WRITE);
		}
	free(d);
}

/* Blogger: the post is a "widget Blog"; the sidebar's widgets are not. */
T_TEST(t_document_html_blogger)
{
	static const char html[] =
	    "<html><body><div class=\"content-outer\">\n"
	    "<div class=\"main section\" id=\"main\">"
	    "<div class=\"widget Blog\" data-version=\"1\" id=\"Blog1\">\n"
	    "<h3 class=\"post-title entry-title\">SD card speed</h3>\n"
	    "<div class=\"post-body entry-content\">\n"
	    "<pre>$ sudo hdparm -t /dev/mmcblk0\n\n/dev/mmcblk0:\n"
	    " Timing buffered disk reads:  68 MB in  3.04 seconds =  22.37 "
	    "MB/sec</pre>\n"
	    "</div></div></div>\n"
	    "<div class=\"sidebar section\" id=\"sidebar-right-1\">"
	    "<div class=\"widget HTML\" id=\"HTML1\"><h2>Popular</h2>"
	    "<pre>/dev/sdz:\n Timing buffered disk reads: 1 MB in  1.00 "
	    "seconds =  1.00 MB/sec</pre></div></div>\n"
	    "</div></body></html>\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "blogger.html", html, strlen(html), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 1);
	if (d->n_res == 1) {
		T_DBL(d->res[0].r.bw_bytes, 22.37 * MIB);
		T_STR(d->runs[0].label, "SD card speed");
		T_STR(d->runs[0].device, "/dev/mmcblk0");
	}
	free(d);
}

/*
 * A hand-made page wraps all its content in a part whose class names
 * furniture ("<div class="menu1">"): it holds every <pre> of the page, so
 * it is the content; its table of contents stays furniture.  The command
 * in its own <pre> above gives the output its conditions.
 */
T_TEST(t_document_html_content_in_menu_class)
{
	static const char html[] =
	    "<html><body>\n"
	    "<div class=\"menu1\"><div class=\"articles\">\n"
	    "<h1>Agrandir le swap</h1>\n"
	    "<div id=\"toc_container\"><p>Table des mati\xc3\xa8res</p>"
	    "<ul><li><a href=\"#a\">1. Cr\xc3\xa9"
	    "er le fichier</a></li>"
	    "</ul></div>\n"
	    "<ul><li>Huit blocs de 1 Go :</li>\n"
	    "<pre><code>sudo dd if=/dev/zero of=/swapfile bs=1G count=8"
	    "</code></pre>\n"
	    "<li>On obtient :</li>\n"
	    "<pre><code>8+0 enregistrements lus<br>\n"
	    "8+0 enregistrements \xc3\xa9"
	    "crits<br>\n"
	    "8589934592 octets (8,6 GB, 8,0 GiB) copi\xc3\xa9s, 125,493 s, "
	    "68,4 MB/s</code></pre></ul>\n"
	    "</div></div></body></html>\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "menu.html", html, strlen(html), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 1);
	if (d->n_res == 1) {
		T_INT(d->res[0].r.io_bytes, 8589934592LL);
		T_DBL(d->res[0].r.bw_bytes, 8589934592.0 / 125.493);
		T_INT(d->res[0].r.cond.bs, 1073741824LL);
		T_INT(d->res[0].r.cond.op, IODB_OP_WRITE);
		/* "Agrandir le swap" (enlarge the swap), over the only
		 * output: the topic, no system (topic_plain_heading()) */
		T_STR(d->runs[0].label, "");
	}
	free(d);
}

/* Parse buf as fmt (NULL: detected) into d, quietly. */
static int d_parse_as(struct d_doc *d, const char *fmt, const char *buf,
		      size_t len)
{
	struct ingest_ctx ctx = {0};

	memset(d, 0, sizeof(*d));
	ctx.path = "flat";
	ctx.quiet = 1;
	ctx.sink.run = d_run;
	ctx.sink.result = d_result;
	ctx.sink.spec = d_spec;
	ctx.sink.arg = d;
	d->ret = ingest_parse(&ctx, fmt ? ingest_find(fmt) : NULL, buf, len);
	return d->ret;
}

/* a and b equal when runs of blanks count as one */
static int same_words(const char *a, const char *b)
{
	while (*a || *b) {
		if (*a == ' ' && *b == ' ') {
			while (*a == ' ')
				a++;
			while (*b == ' ')
				b++;
			continue;
		}
		if (*a != *b)
			return 0;
		a++, b++;
	}
	return 1;
}

static int same_figure(double a, double b)
{
	return (isnan(a) && isnan(b)) || a == b;
}

/*
 * Every dd, hdparm, CrystalDiskMark and fio text output of the corpus and
 * of samples/, its line breaks removed as a blog migration does and put in
 * a post, gives the same figures as the file alone.
 */
T_TEST(t_document_flattened_corpus)
{
	static const char *const dirs[] = {"corpus/dd", "corpus/hdparm",
					   "corpus/cdm", "corpus/fio-text",
					   NULL};
	static const char *const local[] = {"samples/dd", "samples/hdparm",
					    NULL};
	struct d_doc *a = calloc(1, sizeof(*a)), *b = calloc(1, sizeof(*b));
	int files = 0;

	for (int pass = 0; pass < 2; pass++) {
		const char *const *list = pass ? local : dirs;

		for (size_t di = 0; list[di]; di++) {
			char dir[1024];
			DIR *dp;
			struct dirent *e;

			snprintf(dir, sizeof(dir), "%s",
				 pass ? list[di] : t_shared(list[di]));
			dp = opendir(dir);
			if (!dp)
				continue;
			while ((e = readdir(dp))) {
				char file[1400];
				size_t len, k = 0;
				char *buf, *w;
				int sp = 0;

				if (e->d_name[0] == '.' ||
				    !strstr(e->d_name, ".txt"))
					continue;
				snprintf(file, sizeof(file), "%s/%s", dir,
					 e->d_name);
				buf = t_read_file(file, &len);
				if (!buf)
					continue;
				w = malloc(len + 256);
				k = (size_t)sprintf(w, "# A post\n\nSome words "
						       "to introduce the "
						       "output below, as "
						       "posts do.\n\n");
				for (size_t i = 0; i < len; i++) {
					char c = buf[i];

					if (c == '\r' || c == '\n' ||
					    c == ' ' || c == '\t') {
						sp = k > 0 && w[k - 1] != '\n';
						continue;
					}
					if (sp)
						w[k++] = ' ';
					sp = 0;
					w[k++] = c;
				}
				k += (size_t)sprintf(w + k, "\n\nThe end.\n");
				d_parse_as(a, NULL, buf, len);
				d_parse_as(b, "document", w, k);
				if (b->ret || a->n_res != b->n_res)
					T_FAIL("%s: %zu results alone, %zu "
					       "flattened (%d)",
					       file, a->n_res, b->n_res,
					       b->ret);
				for (size_t i = 0; i < a->n_res && i < b->n_res;
				     i++) {
					const struct iodb_result
					    *x = &a->res[i].r,
					    *y = &b->res[i].r;

					if (x->cond.op != y->cond.op ||
					    x->cond.bs != y->cond.bs ||
					    !same_figure(x->iops, y->iops) ||
					    !same_figure(x->bw_bytes,
							 y->bw_bytes) ||
					    !same_figure(x->io_bytes,
							 y->io_bytes) ||
					    !same_figure(x->lat.mean,
							 y->lat.mean) ||
					    !same_words(a->res[i].job,
							b->res[i].job))
						T_FAIL("%s: result %zu differs "
						       "flattened",
						       file, i);
				}
				files++;
				free(w);
				free(buf);
			}
			closedir(dp);
		}
	}
	T_OK(files >= 30);
	free(a);
	free(b);
}

/* d and e hold the same results (figures, conditions, job, device). */
static int same_doc_results(const struct d_doc *d, const struct d_doc *e)
{
	if (d->n_res != e->n_res)
		return 0;
	for (size_t i = 0; i < d->n_res; i++) {
		const struct iodb_result *x = &d->res[i].r, *y = &e->res[i].r;

		if (x->cond.op != y->cond.op || x->cond.bs != y->cond.bs ||
		    x->cond.iodepth != y->cond.iodepth ||
		    x->cond.numjobs != y->cond.numjobs ||
		    !same_figure(x->iops, y->iops) ||
		    !same_figure(x->bw_bytes, y->bw_bytes) ||
		    !same_figure(x->io_bytes, y->io_bytes) ||
		    !same_figure(x->lat.mean, y->lat.mean) ||
		    strcmp(d->res[i].job, e->res[i].job) ||
		    strcmp(d->runs[d->res[i].run].device,
			   e->runs[e->res[i].run].device))
			return 0;
	}
	return 1;
}

/*
 * Every corpus file as a saved web page: in a <pre><code> with its
 * characters escaped, prose and a heading around it.  Same results.
 */
T_TEST(t_document_corpus_in_html)
{
	char base[1024], dir[1300], file[1700];
	DIR *top, *sub;
	struct dirent *e, *f;
	struct d_doc *a = calloc(1, sizeof(*a)), *b = calloc(1, sizeof(*b));
	int files = 0;

	snprintf(base, sizeof(base), "%s", t_shared("corpus"));
	top = opendir(base);
	if (!top) {
		t_skip("no corpus");
		free(a);
		free(b);
		return;
	}
	while ((e = readdir(top))) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(dir, sizeof(dir), "%s/%s", base, e->d_name);
		sub = opendir(dir);
		if (!sub)
			continue;
		while ((f = readdir(sub))) {
			static const char head[] =
			    "<!DOCTYPE html><html><head><meta "
			    "charset=\"utf-8\">"
			    "<title>t</title></head><body><article>\n"
			    "<h1>Benchmark results</h1>\n<p>Here is what the "
			    "tool printed on my machine yesterday.</p>\n"
			    "<pre><code>";
			static const char tail[] =
			    "</code></pre>\n<p>That is all for today, thanks "
			    "for reading.</p></article></body></html>\n";
			size_t len, k;
			char *buf, *w;

			if (f->d_name[0] == '.')
				continue;
			snprintf(file, sizeof(file), "%s/%s", dir, f->d_name);
			buf = t_read_file(file, &len);
			if (!buf)
				continue;
			if (d_parse_as(a, NULL, buf, len) || a->n_res > 200) {
				free(buf);
				continue;
			}
			w = malloc(len * 6 + sizeof(head) + sizeof(tail));
			k = (size_t)sprintf(w, "%s", head);
			for (size_t i = 0; i < len; i++) {
				const char *x = buf[i] == '<'	? "&lt;"
						: buf[i] == '>' ? "&gt;"
						: buf[i] == '&' ? "&amp;"
								: NULL;

				if (x)
					k += (size_t)sprintf(w + k, "%s", x);
				else
					w[k++] = buf[i];
			}
			k += (size_t)sprintf(w + k, "%s", tail);
			d_parse_as(b, "document", w, k);
			if (b->ret || !same_doc_results(a, b))
				T_FAIL("%s: %zu results alone, %zu in a web "
				       "page (%d)",
				       file, a->n_res, b->n_res, b->ret);
			files++;
			free(w);
			free(buf);
		}
		closedir(sub);
	}
	closedir(top);
	T_OK(files >= 40);
	free(a);
	free(b);
}

/*
 * Every corpus text output double-spaced in a post (a blank line after
 * every line, as some blog editors leave a paste), the same results,
 * figure by figure, device and job included.
 */
T_TEST(t_document_corpus_double_spaced)
{
	char base[1024], dir[1300], file[1700];
	DIR *top, *sub;
	struct dirent *e, *f;
	struct d_doc *a = calloc(1, sizeof(*a)), *b = calloc(1, sizeof(*b));
	int files = 0;

	snprintf(base, sizeof(base), "%s", t_shared("corpus"));
	top = opendir(base);
	if (!top) {
		t_skip("no corpus");
		free(a);
		free(b);
		return;
	}
	while ((e = readdir(top))) {
		if (e->d_name[0] == '.' || strstr(e->d_name, "json"))
			continue;
		snprintf(dir, sizeof(dir), "%s/%s", base, e->d_name);
		sub = opendir(dir);
		if (!sub)
			continue;
		while ((f = readdir(sub))) {
			size_t len, k;
			char *buf, *w;

			if (f->d_name[0] == '.')
				continue;
			snprintf(file, sizeof(file), "%s/%s", dir, f->d_name);
			buf = t_read_file(file, &len);
			if (!buf)
				continue;
			if (d_parse_as(a, NULL, buf, len) || a->n_res > 200) {
				free(buf);
				continue;
			}
			w = malloc(2 * len + 256);
			k = (size_t)sprintf(w,
					    "## Results\n\nWhat the tool "
					    "printed, as I copied it from the "
					    "terminal.\n\n");
			for (size_t i = 0; i < len; i++) {
				w[k++] = buf[i];
				if (buf[i] == '\n')
					w[k++] = '\n';
			}
			k += (size_t)sprintf(w + k, "\n\nThe end.\n");
			d_parse_as(b, "document", w, k);
			if (b->ret || !same_doc_results(a, b))
				T_FAIL("%s: %zu results alone, %zu "
				       "double-spaced (%d)",
				       file, a->n_res, b->n_res, b->ret);
			files++;
			free(w);
			free(buf);
		}
		closedir(sub);
	}
	closedir(top);
	T_OK(files >= 40);
	free(a);
	free(b);
}

/*
 * One block of three dd outputs, the second garbled: the paragraph with
 * the error is skipped, naming its lines; the first and third import.
 */
T_TEST(t_document_block_salvage)
{
	static const char doc[] =
	    "## Three runs\n"
	    "\n"
	    "```\n"
	    "100+0 records in\n"
	    "100+0 records out\n"
	    "104857600 bytes (105 MB, 100 MiB) copied, 0.5 s, 210 MB/s\n"
	    "\n"
	    "100+0 records in\n"
	    "100+0 records out\n"
	    "104857600 bytes (105 MB, 100 MiB) copied, 0.X s, 2?0 MB/s\n"
	    "\n"
	    "100+0 records in\n"
	    "100+0 records out\n"
	    "104857600 bytes (105 MB, 100 MiB) copied, 0.4 s, 262 MB/s\n"
	    "```\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	char err[2048];

	parse_capture(d, doc, err, sizeof(err));
	T_INT(d->ret, 0);
	T_INT(d->n_res, 2);
	T_INT(d->warnings, 1);
	/* the paragraph skipped by the document, or the run by dd */
	T_OK(strstr(err, "doc.md:8-10: warning: dd output: line 10: ") ||
	     strstr(err, "doc.md:10:44: warning: expected a time unit"));
	if (d->n_res == 2) {
		T_DBL(d->res[0].r.bw_bytes, 104857600.0 / 0.5);
		T_INT(d->res[0].r.line_to, 6);
		T_DBL(d->res[1].r.bw_bytes, 104857600.0 / 0.4);
		T_INT(d->res[1].r.line_to, 14);
		/* "## Three runs" over every output: no system */
		T_STR(d->runs[1].label, "");
	}
	free(d);
}

/* A sentence of prose above a block is no label; a short title is. */
T_TEST(t_document_sentence_is_no_label)
{
	static const char md[] =
	    "Let us first try it without the cache.\n"
	    "\n"
	    "```\n"
	    "# hdparm -t /dev/sda\n"
	    "/dev/sda:\n"
	    " Timing buffered disk reads: 306 MB in  3.01 seconds = 101.50 "
	    "MB/sec\n"
	    "```\n"
	    "\n"
	    "使用上 Cache 速度上會提升很多,所以不建議來當測試值。\n"
	    "\n"
	    "```\n"
	    "# hdparm -T /dev/sda\n"
	    "/dev/sda:\n"
	    " Timing cached reads:   15000 MB in  1.99 seconds = 7519.43 "
	    "MB/sec\n"
	    "```\n"
	    "\n"
	    "Write test: 1 GiB\n"
	    "\n"
	    "```\n"
	    "$ dd if=/dev/zero of=/mnt/t bs=1M count=1024 oflag=direct\n"
	    "1024+0 records in\n"
	    "1024+0 records out\n"
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.1 s, 511 MB/s\n"
	    "```\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "p.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_runs, 3);
	T_INT(d->n_res, 3);
	if (d->n_runs == 3 && d->n_res == 3) {
		T_STR(d->runs[0].label, "");
		T_STR(d->runs[0].format, "hdparm");
		T_DBL(d->res[0].r.bw_bytes, 101.50 * MIB);
		T_STR(d->runs[1].label, "");
		T_DBL(d->res[1].r.bw_bytes, 7519.43 * MIB);
		/* "Write test: 1 GiB" names the test: no label */
		T_STR(d->runs[2].label, "");
		T_INT(d->res[2].r.cond.op, IODB_OP_WRITE);
		T_STR(d->runs[2].format, "dd");
	}
	free(d);
}

/* fio result lines cut out of their output: a warning, no result. */
T_TEST(t_document_bare_fio_lines_read)
{
	static const char md[] =
	    "## dd\n"
	    "\n"
	    "```\n"
	    "$ dd if=/dev/zero of=t bs=1M count=16 oflag=direct\n"
	    "16+0 records in\n"
	    "16+0 records out\n"
	    "16777216 bytes (17 MB, 16 MiB) copied, 0.1 s, 168 MB/s\n"
	    "```\n"
	    "\n"
	    "## fio\n"
	    "\n"
	    "```\n"
	    "$ fio --name=test --bs=1m --rw=write --direct=1\n"
	    "....\n"
	    "    write: IOPS=146, BW=147MiB/s (154MB/s)(5120MiB/34894msec)\n"
	    "```\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "p.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	/* the bare fio line after '....' is read (fio_text.c reads a job
	 * block without its header), with warnings that it is partial */
	T_INT(d->n_res, 2);
	T_INT(d->warnings, 2);
	if (d->n_res == 2) {
		T_STR(d->runs[0].format, "dd");
		T_DBL(d->res[0].r.io_bytes, 16777216);
		T_STR(d->runs[1].format, "fio-text");
		T_DBL(d->res[1].r.iops, 146);
		T_DBL(d->res[1].r.bw_bytes, 147.0 * 1048576);
		T_DBL(d->res[1].r.io_bytes, 5120.0 * 1048576);
		T_DBL(d->res[1].r.runtime_ns, 34894e6);
		T_INT(d->res[1].r.cond.bs, 1048576);
		T_INT(d->res[1].r.cond.op, IODB_OP_WRITE);
	}
	free(d);
}

/*
 * A summary table repeating the figures of the dd output above it: its
 * row is no second measurement; rows of other systems, and rows whose
 * figures differ, are imported.
 */
T_TEST(t_document_summary_table_not_twice)
{
	static const char md[] =
	    "## Root volume\n"
	    "\n"
	    "```\n"
	    "$ dd if=/dev/zero of=/mnt/a/t bs=4M count=256 oflag=direct\n"
	    "256+0 records in\n"
	    "256+0 records out\n"
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.1 s, 511 MB/s\n"
	    "```\n"
	    "\n"
	    "## Summary\n"
	    "\n"
	    "| Volume | Write (MB/s) |\n"
	    "| --- | --- |\n"
	    "| Root | 511 |\n"
	    "| Data | 1,204 |\n"
	    "| Old | 512 |\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	int data = 0, old = 0, root = 0;

	d_parse(d, "s.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->warnings, 1);
	for (size_t i = 0; i < d->n_res; i++) {
		const char *label = d->runs[d->res[i].run].label;

		if (strcmp(d->runs[d->res[i].run].format, "table"))
			continue;
		if (!strcmp(label, "Data")) {
			data++;
			T_INT(d->res[i].r.cond.op, IODB_OP_WRITE);
			T_DBL(d->res[i].r.bw_bytes, 1204e6);
		}
		old += !strcmp(label, "Old");
		root += !strcmp(label, "Root");
	}
	T_INT(data, 1);
	T_INT(old, 1);	/* 512 MB/s is not the 511 measured */
	T_INT(root, 0); /* the dd output's own figure */
	T_INT(d->n_res, 3);
	if (d->n_res >= 1) {
		T_STR(d->runs[d->res[0].run].format, "dd");
		T_DBL(d->res[0].r.bw_bytes, 1073741824.0 / 2.1);
	}
	free(d);
}

/*
 * A line ending in ':' introduces what follows and labels nothing; an
 * output with nothing closer takes its section's heading, across the
 * section's other outputs.
 */
T_TEST(t_document_colon_line_is_no_label)
{
	static const char md[] =
	    "## Raspberry Pi 4 sequential I/O performance\n"
	    "\n"
	    "- Buffered reads:\n"
	    "\n"
	    "  ```\n"
	    "  $ sudo hdparm -t /dev/sda1\n"
	    "  /dev/sda1:\n"
	    "   Timing buffered disk reads:  72 MB in  3.05 seconds =  23.59 "
	    "MB/sec\n"
	    "  ```\n"
	    "\n"
	    "  It can be combined in just one command:\n"
	    "\n"
	    "  ```\n"
	    "  $ sudo hdparm -tT --direct /dev/sda1\n"
	    "  /dev/sda1:\n"
	    "   Timing O_DIRECT cached reads:   724 MB in  2.00 seconds = "
	    "361.84 MB/sec\n"
	    "  ```\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "p.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 2);
	if (d->n_res == 2 && d->n_runs == 2) {
		T_STR(d->runs[0].label,
		      "Raspberry Pi 4 sequential I/O performance");
		T_DBL(d->res[0].r.bw_bytes, 23.59 * MIB);
		T_STR(d->runs[1].label,
		      "Raspberry Pi 4 sequential I/O performance");
		T_DBL(d->res[1].r.bw_bytes, 361.84 * MIB);
		T_STR(d->runs[1].device, "/dev/sda1");
	}
	free(d);
}

/*
 * "# fio JSON from a pod" is a Markdown heading, not a root prompt (no
 * options follow the tool's name): the post is a document and its fio
 * JSON takes the heading as label.
 */
T_TEST(t_document_json_under_heading)
{
	static const char md[] =
	    "# fio JSON from a pod\n"
	    "\n"
	    "We run fio with `--output-format=json` in the pod and paste "
	    "the part that matters:\n"
	    "\n"
	    "```json\n"
	    "{\n"
	    "  \"fio version\" : \"fio-3.33\",\n"
	    "  \"jobs\" : [\n"
	    "    {\n"
	    "      \"jobname\" : \"rr\", \"groupid\" : 0, \"error\" : 0,\n"
	    "      \"job options\" : {\"rw\" : \"randread\", \"bs\" : "
	    "\"4k\"},\n"
	    "      \"read\" : {\"io_bytes\" : 41943040, \"bw_bytes\" : "
	    "699050, \"iops\" : 170.666667, \"runtime\" : 60000}\n"
	    "    }\n"
	    "  ]\n"
	    "}\n"
	    "```\n";
	const struct ingest_format *f = ingest_detect(md, strlen(md), NULL);
	struct d_doc *d = calloc(1, sizeof(*d));

	T_OK(f != NULL);
	if (f)
		T_STR(f->name, "document");
	d_parse(d, "p.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 1);
	if (d->n_res == 1 && d->n_runs == 1) {
		T_STR(d->runs[0].label, "fio JSON from a pod");
		T_STR(d->runs[0].format, "fio-json");
		T_DBL(d->res[0].r.bw_bytes, 699050);
		T_DBL(d->res[0].r.iops, 170.666667);
		T_INT(d->res[0].r.cond.op, IODB_OP_READ);
	}
	free(d);
}

/*
 * Commands above fio outputs: of several, the one naming the output's
 * job; one command above several outputs of the same job (or of its one
 * direction, with no job line) goes to each, unless it names a device
 * (the next output may be another device's); a "# comment" just above a
 * command labels nothing.
 */
T_TEST(t_document_fio_command_for_each_output)
{
	static const char md[] =
	    "Commands:\n"
	    "fio --name=seqwrite --rw=write --bs=1M --size=2G --direct=1\n"
	    "# 4K random write\n"
	    "fio --name=randwrite --rw=randwrite --bs=4k --size=1G --direct=1\n"
	    "Output:\n"
	    "seqwrite: (groupid=0, jobs=1): err= 0: pid=1: Sat Jan 3 2026\n"
	    "  write: IOPS=2506, BW=2507MiB/s (2628MB/s)(2048MiB/817msec)\n"
	    "\n"
	    "## Second disk\n"
	    "\n"
	    "seqwrite: (groupid=0, jobs=1): err= 0: pid=2: Sat Jan 3 2026\n"
	    "  write: IOPS=1000, BW=1000MiB/s (1049MB/s)(2048MiB/2048msec)\n";
	static const char dev[] =
	    "## SSD\n"
	    "\n"
	    "    $ fio --name=rr --filename=/dev/sda --rw=randread --bs=4k\n"
	    "\n"
	    "```\n"
	    "rr: (groupid=0, jobs=1): err= 0: pid=7: Sat Sep  9 10:12:44 2023\n"
	    "  read: IOPS=10.0k, BW=39.1MiB/s (41.0MB/s)(1173MiB/30001msec)\n"
	    "```\n"
	    "\n"
	    "## HDD\n"
	    "\n"
	    "```\n"
	    "rr: (groupid=0, jobs=1): err= 0: pid=8: Sat Sep  9 10:14:02 2023\n"
	    "  read: IOPS=412, BW=1651KiB/s (1690kB/s)(48.4MiB/30041msec)\n"
	    "```\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "p.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 2);
	if (d->n_res == 2 && d->n_runs == 2) {
		T_STR(d->runs[0].command, "fio --name=seqwrite --rw=write "
					  "--bs=1M --size=2G --direct=1");
		T_INT(d->res[0].r.cond.bs, 1048576);
		T_INT(d->res[0].r.cond.pattern, IODB_PATTERN_SEQ);
		T_DBL(d->res[0].r.iops, 2506);
		T_STR(d->runs[0].label, "");
		/* the same job again under another heading */
		T_STR(d->runs[1].command, d->runs[0].command);
		T_INT(d->res[1].r.cond.bs, 1048576);
		T_DBL(d->res[1].r.iops, 1000);
		T_STR(d->runs[1].label, "Second disk");
	}
	d_parse(d, "p.md", dev, strlen(dev), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 2);
	if (d->n_res == 2 && d->n_runs == 2) {
		T_STR(d->runs[0].device, "/dev/sda");
		T_INT(d->res[0].r.cond.bs, 4096);
		/* the command names /dev/sda: not the HDD's */
		T_STR(d->runs[1].command, "");
		T_STR(d->runs[1].device, "");
		T_DBL(d->res[1].r.iops, 412);
	}
	free(d);
}

/*
 * dd's output in Korean (CJK words on every line) after an hdparm output:
 * its lines are output, not prose; it is read as dd's under its own
 * heading, not swallowed by the hdparm block.
 */
T_TEST(t_document_cjk_dd_after_hdparm)
{
	static const char txt[] =
	    "\xeb\x9d\xbc\xec\x88\xa0\xed\x8c\x8c\xec\x9d\xb4 \xec\x86\x8d"
	    "\xeb\x8f\x84 \xeb\xb9\x84\xea\xb5\x90\xed\x95\xb4 \xeb\xb4\xa4"
	    "\xec\x96\xb4\xec\x9a\x94.\n" /* 라즈베리파이 속도 비교해 봤어요. */
	    "\n"
	    "1. hdparm \xec\x9d\xbd\xea\xb8\xb0\n" /* 1. hdparm 읽기 */
	    "\n"
	    "pi@raspberrypi:~ $ sudo hdparm -t /dev/sda\n"
	    "/dev/sda:\n"
	    " Timing buffered disk reads: 1002 MB in  3.00 seconds = 333.87 "
	    "MB/sec\n"
	    "\n"
	    "2. dd \xec\x93\xb0\xea\xb8\xb0\n" /* 2. dd 쓰기 */
	    "\n"
	    "pi@raspberrypi:~ $ dd if=/dev/zero of=/mnt/ssd/test bs=1M "
	    "count=512 oflag=direct\n"
	    "512+0 \xeb\xa0\x88\xec\xbd\x94\xeb\x93\x9c \xeb\x93\xa4\xec\x96"
	    "\xb4\xec\x98\xb4\n" /* 레코드 들어옴 */
	    "512+0 \xeb\xa0\x88\xec\xbd\x94\xeb\x93\x9c \xeb\x82\x98\xea\xb0"
	    "\x90\n" /* 레코드 나감 */
	    "536870912 \xeb\xb0\x94\xec\x9d\xb4\xed\x8a\xb8 (537 MB, 512 MiB) "
	    "\xeb\xb3\xb5\xec\x82\xac\xeb\x90\xa8, 1.85093 s, 290 MB/s\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "p.txt", txt, strlen(txt), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 2);
	if (d->n_res == 2 && d->n_runs == 2) {
		T_STR(d->runs[0].format, "hdparm");
		T_DBL(d->res[0].r.bw_bytes, 333.87 * MIB);
		T_STR(d->runs[1].format, "dd");
		T_INT(d->res[1].r.cond.op, IODB_OP_WRITE);
		T_INT(d->res[1].r.cond.bs, 1048576);
		T_INT(d->res[1].r.cond.direct, 1);
		T_DBL(d->res[1].r.io_bytes, 536870912);
		T_DBL(d->res[1].r.runtime_ns, 1.85093e9);
	}
	free(d);
}

/* ":省略" (an elision) between two parts of one dd's progress labels
 * nothing and splits nothing: the later part keeps the command. */
T_TEST(t_document_elision_line)
{
	static const char txt[] = "HDD\xe3\x82\x92\xe6\xb8\xac\xe3\x82\x8b\xe3"
				  "\x80\x82\n" /* HDDを測る。
						*/
				  "\n"
				  "# dd if=/dev/zero of=/dev/sdc bs=1G\n"
				  "118+0 records in\n117+0 records out\n"
				  "125627793408 bytes (126 GB) copied, 603.364 "
				  "s, 208 MB/s\n"
				  "\n"
				  "\t:\xe7\x9c\x81\xe7\x95\xa5\n" /* :省略 */
				  "\n"
				  "2794+1 records in\n2794+1 records out\n"
				  "3000592982016 bytes (3.0 TB) copied, "
				  "17922.9 s, 167 MB/s\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "p.txt", txt, strlen(txt), NULL, 1);
	T_INT(d->ret, 0);
	/* the report, then the run's final statistics: one result */
	T_INT(d->n_res, 1);
	if (d->n_res == 1 && d->n_runs == 1) {
		T_INT(d->res[0].r.cond.op, IODB_OP_WRITE);
		T_STR(d->runs[0].device, "/dev/sdc");
		T_STR(d->runs[0].label, "");
		T_DBL(d->res[0].r.io_bytes, 3000592982016.0);
	}
	free(d);
}

/*
 * A short name ending in ':' just above an output ("Локальный NVMe:")
 * labels it, without the ':', over the section's heading; "The output:"
 * (no name) and "결과:" (a word) do not.
 */
T_TEST(t_document_colon_title_labels)
{
	static const char md[] =
	    "## dd write\n"
	    "\n"
	    "Network disk (fast SSD):\n"
	    "\n"
	    "```\n"
	    "$ dd if=/dev/zero of=/mnt/net/t bs=1M count=1024 oflag=direct\n"
	    "1024+0 records in\n1024+0 records out\n"
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 4.71839 s, 228 MB/s\n"
	    "```\n"
	    "\n"
	    "## Local NVMe\n"
	    "\n"
	    "The output:\n"
	    "\n"
	    "```\n"
	    "$ dd if=/dev/zero of=/mnt/local/t bs=1M count=1024 oflag=direct\n"
	    "1024+0 records in\n1024+0 records out\n"
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 0.641107 s, 1.7 GB/s\n"
	    "```\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "p.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 2);
	if (d->n_res == 2 && d->n_runs == 2) {
		T_STR(d->runs[0].label, "Network disk (fast SSD)");
		T_DBL(d->res[0].r.runtime_ns, 4.71839e9);
		T_STR(d->runs[1].label, "Local NVMe");
		T_DBL(d->res[1].r.runtime_ns, 0.641107e9);
	}
	free(d);
}

/*
 * A heading naming the conditions ("fio bs=1M iodepth=32") is no command
 * the post shows: the table below takes its conditions, no command.
 */
T_TEST(t_document_heading_is_no_command)
{
	static const char md[] = "## Sequential read, fio bs=1M iodepth=32\n"
				 "\n"
				 "| Drive | Read | Write |\n"
				 "|---|---|---|\n"
				 "| Gen4 NVMe | 7.1 GB/s | 5.2 GB/s |\n"
				 "| SATA SSD | 560 MB/s | 520 MB/s |\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "p.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 4);
	if (d->n_res == 4 && d->n_runs >= 2) {
		T_STR(d->runs[0].command, "");
		T_STR(d->runs[0].label, "Gen4 NVMe");
		T_INT(d->res[0].r.cond.op, IODB_OP_READ);
		T_INT(d->res[0].r.cond.bs, 1048576);
		T_INT(d->res[0].r.cond.iodepth, 32);
		T_DBL(d->res[0].r.bw_bytes, 7.1e9);
		T_DBL(d->res[3].r.bw_bytes, 520e6);
	}
	free(d);
}

/*
 * Blogger: outputs joined by <br /> in one element, each under a drive
 * name in <b>: the bold line labels the output after it, so two runs on
 * the same /dev/sdb are told apart.
 */
T_TEST(t_document_html_bold_line_between_br)
{
	static const char html[] =
	    "<html><body><h3>Old disks</h3><div class=\"post-body\">\n"
	    "I ran hdparm on two drives in the same dock.<br />\n"
	    "<br />\n"
	    "<b>Hitachi 5K320</b><br />\n"
	    "<span>$ sudo hdparm -t /dev/sdb<br /><br />/dev/sdb:<br />"
	    "&nbsp;Timing buffered disk reads: 100 MB in &nbsp;3.03 seconds "
	    "= &nbsp;33.01 MB/sec</span><br />\n"
	    "<br />\n"
	    "<b>Seagate 7200.4</b><br />\n"
	    "<span>$ sudo hdparm -t /dev/sdb<br /><br />/dev/sdb:<br />"
	    "&nbsp;Timing buffered disk reads: 104 MB in &nbsp;3.02 seconds "
	    "= &nbsp;34.44 MB/sec</span><br />\n"
	    "</div></body></html>\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "p.html", html, strlen(html), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 2);
	if (d->n_res == 2 && d->n_runs == 2) {
		T_STR(d->runs[0].label, "Hitachi 5K320");
		T_DBL(d->res[0].r.bw_bytes, 33.01 * MIB);
		T_STR(d->runs[1].label, "Seagate 7200.4");
		T_DBL(d->res[1].r.bw_bytes, 34.44 * MIB);
		T_STR(d->runs[1].device, "/dev/sdb");
	}
	free(d);
}

/*
 * A pipe table flattened into a paragraph by a migration ("... | Device |
 * Read | Write | |---|---|---| | /dev/sda1 | 14.98 | 5.23 | | ... | The
 * results ..."): cut back into rows at the rule's cell count, with an
 * empty cell kept in its row.
 */
T_TEST(t_document_flattened_pipe_table)
{
	static const char md[] =
	    "# USB RAID ## Results I ran dd-read and dd-write 10 times and "
	    "took an average: | Device | Read (MB/s) | Write (MB/s) | "
	    "|-----------|----------|----------| | /dev/sda1 | 14.98 | 5.23 | "
	    "| /dev/sdb1 | | 5.25 | | /dev/sd* | 12.86 | 5.05 | The results "
	    "for the combined devices are slower.\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "p.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 5);
	if (d->n_res == 5 && d->n_runs >= 3) {
		T_STR(d->runs[0].label, "/dev/sda1");
		T_INT(d->res[0].r.cond.op, IODB_OP_READ);
		T_DBL(d->res[0].r.bw_bytes, 14.98e6);
		T_INT(d->res[1].r.cond.op, IODB_OP_WRITE);
		T_DBL(d->res[1].r.bw_bytes, 5.23e6);
		/* the empty read cell: only the write of /dev/sdb1 */
		T_INT(d->res[2].r.cond.op, IODB_OP_WRITE);
		T_DBL(d->res[2].r.bw_bytes, 5.25e6);
		T_DBL(d->res[4].r.bw_bytes, 5.05e6);
	}
	free(d);
}

/*
 * fio's result lines quoted as list items under their command, the rest
 * of the output cut away: each is read in the command's one direction,
 * unless the caption right above them names the other ("read rate" under
 * --readwrite=write): then which ran is not sure, the lines take none of
 * the command's conditions and, being the caption's list, its direction
 * (a warning says so); under a mixed command, lines naming no direction
 * are not read.
 */
T_TEST(t_document_fio_result_list_items)
{
	static const char md[] =
	    "## SD card\n"
	    "\n"
	    "```\n"
	    "fio --name=test --filename=test --bs=4k --iodepth=64 --size=4G "
	    "--readwrite=write\n"
	    "```\n"
	    "\n"
	    "The tool output shows sequential read rate:\n"
	    "\n"
	    "- IOPS=10.1k, BW=39.5MiB/s\n"
	    "- IOPS=10.1k, BW=39.3MiB/s\n"
	    "\n"
	    "## Mixed\n"
	    "\n"
	    "```\n"
	    "fio --name=m --bs=4k --readwrite=randrw\n"
	    "```\n"
	    "\n"
	    "- IOPS=760, BW=3043KiB/s\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "p.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 2);
	if (d->n_res == 2) {
		T_INT(d->res[0].r.cond.op, IODB_OP_READ);
		T_INT(d->res[0].r.cond.bs, -1);
		T_INT(d->res[0].r.cond.iodepth, -1);
		T_DBL(d->res[0].r.iops, 10.1e3);
		T_DBL(d->res[0].r.bw_bytes, 39.5 * MIB);
		T_INT(d->res[1].r.cond.op, IODB_OP_READ);
		T_DBL(d->res[1].r.bw_bytes, 39.3 * MIB);
	}
	T_OK(d->warnings > 0); /* partial jobs; the mixed line unread */
	free(d);
}

/*
 * CrystalDiskMark figures written as list items ("- 순차 읽기 (SEQ1M
 * Q8T1): 412.3 MB/s"): read as a table of test | value; a list of other
 * "name: value" items (a vendor's figures, no test name) is not.
 */
T_TEST(t_document_cdm_list_items)
{
	static const char md[] =
	    "# SSD case\n"
	    "\n"
	    "CrystalDiskMark 8 (1GiB x5):\n"
	    "\n"
	    "- \xec\x88\x9c\xec\xb0\xa8 \xec\x9d\xbd\xea\xb8\xb0 (SEQ1M Q8T1): "
	    "412.3 MB/s\n" /* 순차 읽기 */
	    "- \xec\x88\x9c\xec\xb0\xa8 \xec\x93\xb0\xea\xb8\xb0 (SEQ1M Q8T1): "
	    "1,011.8 MB/s\n" /* 순차 쓰기 */
	    "\n"
	    "Vendor figures:\n"
	    "\n"
	    "- Max speed: 1,050 MB/s\n"
	    "- Weight: 58 g\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "p.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 2);
	if (d->n_res == 2) {
		T_INT(d->res[0].r.cond.op, IODB_OP_READ);
		T_INT(d->res[0].r.cond.bs, 1048576);
		T_INT(d->res[0].r.cond.iodepth, 8);
		T_DBL(d->res[0].r.bw_bytes, 412.3e6);
		T_INT(d->res[1].r.cond.op, IODB_OP_WRITE);
		T_DBL(d->res[1].r.bw_bytes, 1011.8e6);
	}
	free(d);
}

/*
 * A table copied from a web page one cell per line: a header cell, the
 * CrystalDiskMark test names, then a name and as many figures per row;
 * a row short of a figure ends the table (never shifts the cells).
 */
T_TEST(t_document_cell_per_line_table)
{
	static const char txt[] = "Results\n"
				  "Model\n"
				  "SEQ1M Q8T1 Read\n"
				  "SEQ1M Q8T1 Write\n"
				  "Samsung T7\n"
				  "1,012.66\n"
				  "947.31\n"
				  "Crucial X6\n"
				  "798.45\n"
				  "745.12\n"
				  "Other disk\n"
				  "12.5\n"
				  "Units are MB/s.\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "p.txt", txt, strlen(txt), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 4);
	if (d->n_res == 4 && d->n_runs >= 2) {
		T_STR(d->runs[0].label, "Samsung T7");
		T_INT(d->res[0].r.cond.op, IODB_OP_READ);
		T_INT(d->res[0].r.cond.bs, 1048576);
		T_DBL(d->res[0].r.bw_bytes, 1012.66e6);
		T_INT(d->res[1].r.cond.op, IODB_OP_WRITE);
		T_DBL(d->res[1].r.bw_bytes, 947.31e6);
		T_DBL(d->res[3].r.bw_bytes, 745.12e6);
	}
	free(d);
}

/* The same with direction names over the figure columns ("읽기",
 * "쓰기"), as a Naver post copies its table; a prose line between two
 * direction words is no table. */
T_TEST(t_document_cell_per_line_directions)
{
	static const char txt[] = "디스크 속도 비교\n"
				  "\n"
				  "구분\n"
				  "읽기\n"
				  "쓰기\n"
				  "HDD\n"
				  "120 MB/s\n"
				  "110 MB/s\n"
				  "SATA SSD\n"
				  "550 MB/s\n"
				  "520 MB/s\n"
				  "\n"
				  "결론: SSD가 빠르다.\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	d_parse(d, "naver.txt", txt, strlen(txt), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 4);
	if (d->n_res == 4 && d->n_runs == 2) {
		T_STR(d->runs[0].label, "HDD");
		T_INT(d->res[0].r.cond.op, IODB_OP_READ);
		T_DBL(d->res[0].r.bw_bytes, 120e6);
		T_INT(d->res[1].r.cond.op, IODB_OP_WRITE);
		T_DBL(d->res[1].r.bw_bytes, 110e6);
		T_STR(d->runs[1].label, "SATA SSD");
		T_DBL(d->res[3].r.bw_bytes, 520e6);
	}
	free(d);
}

/* A CJK comment made of clauses above an output labels nothing; a short
 * CJK line naming the variant does. */
T_TEST(t_document_cjk_clauses_are_no_label)
{
	static const char txt[] =
	    "下面的测试方法受到缓存的影响,2.5寸,5400转的笔记本硬盘,"
	    "不可能速度达到"
	    "368MB/s\n"
	    "$ dd if=/dev/zero of=./test1 bs=64k count=1000\n"
	    "1000+0 records in\n"
	    "1000+0 records out\n"
	    "65536000 bytes (66 MB) copied, 0.177868 s, 368 MB/s\n"
	    "在dd命令结束前只同步数据\n"
	    "$ dd if=/dev/zero of=./test1 bs=64k count=1000 conv=fdatasync\n"
	    "1000+0 records in\n"
	    "1000+0 records out\n"
	    "65536000 bytes (66 MB) copied, 2.78156 s, 23.6 MB/s\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	T_INT(d_parse(d, "dd.txt", txt, strlen(txt), NULL, 1), 0);
	T_INT(d->n_res, 2);
	T_REQUIRE(d->n_runs == 2);
	T_STR(d->runs[0].label, "");
	T_STR(d->runs[1].label, "在dd命令结束前只同步数据");
	free(d);
}

/* A dd command inside a shell's -c string still gives its conditions. */
T_TEST(t_document_dd_in_sh_c)
{
	static const char txt[] =
	    "Write test:\n"
	    "\n"
	    "```\n"
	    "time sh -c \"dd if=/dev/zero of=/mnt/t bs=4k count=2000000 && "
	    "sync\"\n"
	    "2000000+0 records in\n"
	    "2000000+0 records out\n"
	    "8192000000 bytes transferred in 159.062003 secs (51501929 "
	    "bytes/sec)\n"
	    "```\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	T_INT(d_parse(d, "sh.md", txt, strlen(txt), NULL, 1), 0);
	T_INT(d->n_res, 1);
	T_REQUIRE(d->n_res == 1);
	T_INT(d->res[0].r.cond.bs, 4096);
	T_OK(fabs(d->res[0].r.bw_bytes - 51501929) < 1);
	free(d);
}

/* "-- check ..." above a block: the dashes are no part of the label. */
T_TEST(t_document_double_dash_caption)
{
	static const char txt[] =
	    "-- check ssd O_DIRECT metrics\n"
	    "```shell\n"
	    "sudo hdparm -tT --direct /dev/nvme0n1p5\n"
	    "\n"
	    "/dev/nvme0n1p5:\n"
	    " Timing O_DIRECT cached reads:   2838 MB in  2.00 seconds = "
	    "1419.15 MB/sec\n"
	    " Timing O_DIRECT disk reads: 4440 MB in  3.00 seconds = 1479.96 "
	    "MB/sec\n"
	    "```\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	T_INT(d_parse(d, "h.md", txt, strlen(txt), NULL, 1), 0);
	T_INT(d->n_res, 2);
	T_REQUIRE(d->n_runs == 1);
	T_STR(d->runs[0].label, "check ssd O_DIRECT metrics");
	free(d);
}

static char map_msg[512];

static void map_capture(enum diag_kind kind, const char *msg, void *arg)
{
	(void)arg;
	if (kind == DIAG_ERROR)
		snprintf(map_msg, sizeof(map_msg), "%s", msg);
}

/* A mistake in the --map file is reported in the map file, at the line
 * and column of the value, not in the document. */
T_TEST(t_document_map_error_points_into_map)
{
	static const char doc[] = "## Results\n\n"
				  "| disk | read MB/s |\n"
				  "|---|---|\n"
				  "| a | 500 |\n";
	static const char map[] = "# how to read post.md\n"
				  "[table 1]\n"
				  "units = octal\n";
	struct ingest_ctx ctx = {0};
	diag_routine old;
	int ret;

	ctx.path = "post.md";
	ctx.table_map = map;
	ctx.table_map_path = "post.map";
	map_msg[0] = '\0';
	old = diag_set_routine(map_capture, NULL);
	ret = ingest_parse(&ctx, ingest_find("document"), doc, strlen(doc));
	diag_set_routine(old, NULL);
	T_INT(ret, -EINVAL);
	T_STR(map_msg, "post.map:3:9: error: expected 'decimal' or "
		       "'binary', found 'octal'");
}

/*
 * Tables under headings of their own that tell them apart take those
 * headings (or the bold line just above each) as their labels, disk or
 * not; a table alone under its heading, or tables under words that say
 * nothing ("Results", "결과"), get no label from them.
 */
T_TEST(t_document_table_headings_as_labels)
{
	static const char bold[] =
	    "# 외장 SSD 케이스 교체 후기\n\n"
	    "**교체 전 (USB 3.0 케이스)**\n\n"
	    "| 항목 | 읽기 (MB/s) | 쓰기 (MB/s) |\n|---|---|---|\n"
	    "| SEQ1M Q8T1 | 412.3 | 398.7 |\n\n"
	    "**교체 후 (USB 3.2 Gen2 케이스)**\n\n"
	    "| 항목 | 읽기 (MB/s) | 쓰기 (MB/s) |\n|---|---|---|\n"
	    "| SEQ1M Q8T1 | 1011.8 | 954.2 |\n";
	static const char heads[] =
	    "# NVMe\n\n## Samsung 980 PRO\n\n"
	    "| Test | Read MB/s | Write MB/s |\n|---|---|---|\n"
	    "| SEQ1M Q8T1 | 7000 | 5000 |\n\n## Crucial P5\n\n"
	    "| Test | Read MB/s | Write MB/s |\n|---|---|---|\n"
	    "| SEQ1M Q8T1 | 6600 | 5000 |\n";
	static const char alone[] =
	    "# My new laptop\n\n"
	    "| Test | Read MB/s | Write MB/s |\n|---|---|---|\n"
	    "| SEQ1M Q8T1 | 3500 | 3000 |\n";
	static const char generic[] =
	    "## Results\n\n"
	    "| Test | Read MB/s | Write MB/s |\n|---|---|---|\n"
	    "| SEQ1M Q8T1 | 3500 | 3000 |\n\n## 결과\n\n"
	    "| Test | Read MB/s | Write MB/s |\n|---|---|---|\n"
	    "| SEQ1M Q8T1 | 3400 | 2900 |\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	const struct d_res *r;

	T_REQUIRE(d != NULL);
	T_INT(d_parse(d, "bold.md", bold, strlen(bold), NULL, 1), 0);
	T_INT(d->n_res, 4);
	r = d_find(d, "교체 전 (USB 3.0 케이스)", "SEQ1M Q8T1", NULL,
		   IODB_OP_READ);
	T_DBL(r ? r->r.bw_bytes : 0, 412.3e6);
	r = d_find(d, "교체 후 (USB 3.2 Gen2 케이스)", "SEQ1M Q8T1", NULL,
		   IODB_OP_WRITE);
	T_DBL(r ? r->r.bw_bytes : 0, 954.2e6);

	T_INT(d_parse(d, "heads.md", heads, strlen(heads), NULL, 1), 0);
	T_INT(d->n_res, 4);
	r = d_find(d, "Samsung 980 PRO", "SEQ1M Q8T1", NULL, IODB_OP_READ);
	T_DBL(r ? r->r.bw_bytes : 0, 7000e6);
	r = d_find(d, "Crucial P5", "SEQ1M Q8T1", NULL, IODB_OP_READ);
	T_DBL(r ? r->r.bw_bytes : 0, 6600e6);

	T_INT(d_parse(d, "alone.md", alone, strlen(alone), NULL, 1), 0);
	T_INT(d->n_res, 2);
	T_STR(d->runs[0].label, "");

	T_INT(d_parse(d, "generic.md", generic, strlen(generic), NULL, 1), 0);
	T_INT(d->n_res, 4);
	for (size_t i = 0; i < d->n_runs; i++)
		T_STR(d->runs[i].label, "");
	free(d);
}

T_TEST(t_document_command_in_inline_code)
{
	/* the command in Markdown's inline code, fio's old one-dash options,
	 * the output (its group summary only) in the code block below */
	static const char doc[] =
	    "测试命令：\n"
	    "\n"
	    "`fio -filename=/dev/vdb -direct=1 -iodepth 32 -rw=randread "
	    "-ioengine=libaio -bs=4k -numjobs=4 -runtime=60 -group_reporting "
	    "-name=rr`\n"
	    "\n"
	    "结果如下：\n"
	    "\n"
	    "```\n"
	    "Run status group 0 (all jobs):\n"
	    "   READ: bw=195MiB/s (205MB/s), 195MiB/s-195MiB/s "
	    "(205MB/s-205MB/s), io=11.4GiB (12.3GB), run=60002-60002msec\n"
	    "```\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	T_INT(d_parse(d, "inline.md", doc, strlen(doc), NULL, 1), 0);
	T_INT(d->n_res, 1);
	T_REQUIRE(d->n_res == 1 && d->n_runs == 1);
	T_STR(d->runs[0].command,
	      "fio -filename=/dev/vdb -direct=1 -iodepth 32 -rw=randread "
	      "-ioengine=libaio -bs=4k -numjobs=4 -runtime=60 -group_reporting "
	      "-name=rr");
	T_INT(d->res[0].r.cond.bs, 4096);
	T_INT(d->res[0].r.cond.iodepth, 32);
	T_INT(d->res[0].r.cond.pattern, IODB_PATTERN_RAND);
	T_DBL(d->res[0].r.bw_bytes, 195 * 1048576.0);
	free(d);
}

T_TEST(t_document_group_summaries_share_mixed_command)
{
	/* one randrw command, then several runs shown only by their READ and
	 * WRITE group summary lines under dated notes: each is that command's
	 * (its two directions are the command's two); a randread command
	 * would not be shared by a summary with both lines */
	static const char doc[] =
	    "4K随机读写\n"
	    "```\n"
	    "fio -direct=1 -iodepth=32 -rw=randrw -ioengine=libaio -bs=4k "
	    "-size=512M -numjobs=1 -group_reporting -name=rrw\n"
	    "```\n"
	    "\n"
	    "2023/03/07 云盘\n"
	    "   READ: bw=200KiB/s (204kB/s), 200KiB/s-200KiB/s "
	    "(204kB/s-204kB/s), io=58.5MiB (61.3MB), run=299990-299990msec\n"
	    "  WRITE: bw=156KiB/s (159kB/s), 156KiB/s-156KiB/s "
	    "(159kB/s-159kB/s), io=32.1MiB (33.7MB), run=211460-211460msec\n"
	    "\n"
	    "2023/03/08 本地盘\n"
	    "   READ: bw=75.7KiB/s (77.5kB/s), 75.7KiB/s-75.7KiB/s "
	    "(77.5kB/s-77.5kB/s), io=22.2MiB (23.3MB), run=300348-300348msec\n"
	    "  WRITE: bw=76.0KiB/s (77.9kB/s), 76.0KiB/s-76.0KiB/s "
	    "(77.9kB/s-77.9kB/s), io=22.3MiB (23.4MB), run=300348-300348msec\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	size_t n;

	T_REQUIRE(d != NULL);
	T_INT(d_parse(d, "rw.md", doc, strlen(doc), NULL, 1), 0);
	T_INT(d->n_res, 4);
	T_REQUIRE(d->n_res == 4);
	for (size_t i = 0; i < 4; i++) {
		T_INT(d->res[i].r.cond.bs, 4096);
		T_INT(d->res[i].r.cond.iodepth, 32);
		T_INT(d->res[i].r.cond.pattern, IODB_PATTERN_RAND);
	}
	T_DBL(d->res[2].r.bw_bytes, 75.7 * 1024);
	/* the same with a one-direction command: the second run's summary
	 * shows both directions, not the command's one */
	memset(d, 0, sizeof(*d));
	{
		char buf[2048];
		const char *at = strstr(doc, "-rw=randrw");

		T_REQUIRE(at != NULL);
		n = (size_t)(at - doc);
		memcpy(buf, doc, n);
		snprintf(buf + n, sizeof(buf) - n, "-rw=randread%s",
			 at + strlen("-rw=randrw"));
		T_INT(d_parse(d, "r.md", buf, strlen(buf), NULL, 1), 0);
		T_INT(d->n_res, 4);
		T_REQUIRE(d->n_res == 4);
		T_INT(d->res[2].r.cond.bs, -1);
		T_INT(d->res[2].r.cond.iodepth, -1);
	}
	free(d);
}

T_TEST(t_document_captions_and_repeated_names)
{
	/* a caption ending in a word for results names the block however
	 * long its CJK ("...測定結果1："); "SDその1" just above wins over the
	 * section's heading, and, named again in another section, gets that
	 * heading before it; a heading that only says "結果" names nothing */
	static const char dd_w[] =
	    "$ dd if=/dev/zero of=/tmp/t bs=1M count=1024 conv=fdatasync\n"
	    "1024+0 records in\n"
	    "1024+0 records out\n";
	static const char fmt[] =
	    "## 結果\n"
	    "\n"
	    "```\n%s1073741824 bytes (1.1 GB, 1.0 GiB) copied, 6.1 s, 176 "
	    "MB/s\n```\n"
	    "\n"
	    "(従来ケースに刺した)SSD内蔵USBメモリ測定結果2：\n"
	    "```\n%s1073741824 bytes (1.1 GB, 1.0 GiB) copied, 6.5 s, 165 "
	    "MB/s\n```\n"
	    "\n"
	    "## SDでの測定結果(RaspberryPi4)\n"
	    "\n"
	    "SDその１\n"
	    "```\n%s1073741824 bytes (1.1 GB, 1.0 GiB) copied, 50.0 s, 21.5 "
	    "MB/s\n```\n"
	    "\n"
	    "## SDでの測定結果(RaspberryPi Zero2)\n"
	    "\n"
	    "SDその１\n"
	    "```\n%s1073741824 bytes (1.1 GB, 1.0 GiB) copied, 122.2 s, 8.8 "
	    "MB/s\n```\n";
	char doc[4096];
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	snprintf(doc, sizeof(doc), fmt, dd_w, dd_w, dd_w, dd_w);
	T_INT(d_parse(d, "rpi.md", doc, strlen(doc), NULL, 1), 0);
	T_INT(d->n_res, 4);
	T_REQUIRE(d->n_runs == 4);
	T_STR(d->runs[0].label, "");
	T_STR(d->runs[1].label,
	      "(従来ケースに刺した)SSD内蔵USBメモリ測定結果2");
	T_STR(d->runs[2].label, "SDでの測定結果(RaspberryPi4) / SDその1");
	T_STR(d->runs[3].label, "SDでの測定結果(RaspberryPi Zero2) / SDその1");
	free(d);
}

T_TEST(t_document_separator_kernel_name)
{
	/* "===== nvme0n1 =====": a disk's kernel name between decorations
	 * is that device; "=== hdd ===" is a word, no device */
	static const char doc[] =
	    "Two disks.\n"
	    "\n"
	    "===== nvme0n1 =====\n"
	    "# dd if=/dev/zero of=/mnt/nvme/t bs=1M count=1024 oflag=direct\n"
	    "1024+0 records in\n"
	    "1024+0 records out\n"
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 0.62 s, 1.7 GB/s\n"
	    "\n"
	    "=== hdd ===\n"
	    "# dd if=/dev/zero of=/mnt/hdd/t bs=1M count=1024 oflag=direct\n"
	    "1024+0 records in\n"
	    "1024+0 records out\n"
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 6.5 s, 165 MB/s\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	T_INT(d_parse(d, "sep.md", doc, strlen(doc), NULL, 1), 0);
	T_REQUIRE(d->n_runs == 2);
	T_STR(d->runs[0].device, "/dev/nvme0n1");
	T_STR(d->runs[1].device, "");
	free(d);
}

/*
 * An iozone command with several record sizes ("-r 4k -r 1m") states none
 * that holds for every row of a table under it: bs stays unknown (the
 * last -r was given to every row, 1 MiB for the 4 KiB row).
 */
T_TEST(t_document_iozone_several_record_sizes)
{
	static const char doc[] =
	    "## iozone on the NAS\n"
	    "\n"
	    "`iozone -a -s 1g -r 4k -r 1m -i 0 -i 2`\n"
	    "\n"
	    "| kB | reclen | write (kB/s) | random read (kB/s) |\n"
	    "|---|---|---|---|\n"
	    "| 1048576 | 4 | 380112 | 55012 |\n"
	    "| 1048576 | 1024 | 1502334 | 1412001 |\n";
	static const char one[] = "`iozone -a -s 1g -r 64k -i 0`\n"
				  "\n"
				  "| write (kB/s) | rewrite (kB/s) |\n"
				  "|---|---|\n"
				  "| 380112 | 401223 |\n";
	struct t_collect c;

	t_collect_buf(&c, NULL, "iz.md", doc, sizeof(doc) - 1, 1);
	T_INT(c.ret, 0);
	T_REQUIRE(c.n_res >= 2);
	for (size_t i = 0; i < c.n_res; i++)
		T_INT(c.res[i].r.cond.bs, -1);
	t_collect_free(&c);

	t_collect_buf(&c, NULL, "one.md", one, sizeof(one) - 1, 1);
	T_INT(c.ret, 0);
	T_REQUIRE(c.n_res == 2);
	T_INT(c.res[0].r.cond.bs, 65536);
	T_DBL(c.res[0].r.bw_bytes, 380112 * 1024.0);
	t_collect_free(&c);
}

/*
 * An output whose page was cut inside its last line ("lat (usec) : 250=
 * 4.1%, 500=95.2%, 10" - the rest of the post lost): the line is skipped
 * with a warning, and the job above it imports as the cut output it is.
 */
T_TEST(t_document_output_cut_inside_last_line)
{
	static const char doc[] =
	    "## 2. Random read (4k)\n"
	    "\n"
	    "$ fio --name=rr --rw=randread --bs=4k --iodepth=16 --direct=1\n"
	    "rr: (g=0): rw=randread, bs=(R) 4096B-4096B, (W) 4096B-4096B, "
	    "(T) 4096B-4096B, ioengine=libaio, iodepth=16\n"
	    "fio-3.28\n"
	    "Starting 1 process\n"
	    "\n"
	    "rr: (groupid=0, jobs=1): err= 0: pid=811: Mon May  6 10:02:11 "
	    "2024\n"
	    "  read: IOPS=41.2k, BW=161MiB/s (169MB/s)(9658MiB/60001msec)\n"
	    "    clat (usec): min=61, max=2712, avg=386.20, stdev=40.15\n"
	    "     lat (usec): min=62, max=2713, avg=387.02, stdev=40.16\n"
	    "  lat (usec)   : 250=4.1%, 500=95.2%, 10\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	char err[2048];

	parse_capture(d, doc, err, sizeof(err));
	T_INT(d->ret, 0);
	T_INT(d->n_res, 1);
	/* fio-text skips the cut entry itself (paste6): the warning names
	 * the entry's line and column, the job keeps its complete ones */
	T_OK(
	    strstr(err, "doc.md:12:39: warning: 'latency_us' entry '10' cut") !=
	    NULL);
	if (d->n_res == 1) {
		T_DBL(d->res[0].r.iops, 41.2e3);
		T_DBL(d->res[0].r.bw_bytes, 161.0 * 1048576);
		T_INT(d->res[0].r.cond.bs, 4096);
		T_INT(d->res[0].r.cond.iodepth, 16);
		T_INT(d->res[0].r.line_to, 12);
		/* "## 2. Random read (4k)": the test, no label */
		T_STR(d->runs[0].label, "");
		T_INT(d->res[0].r.cond.op, IODB_OP_READ);
		T_INT(d->res[0].r.cond.pattern, IODB_PATTERN_RAND);
	}
	free(d);
}

/*
 * Shell comments of a command block whose fences were lost read as
 * Markdown headings: "# 2) drop the cache" above "echo 3 | sudo tee ..."
 * is a comment like the one above the fio command, and labels nothing;
 * a list item's bullet is no part of a label.
 */
T_TEST(t_document_shell_comment_is_no_label)
{
	static const char doc[] =
	    "# 1) 순차 쓰기\n"
	    "fio --name=sw --rw=write --bs=1M --size=256M --direct=1\n"
	    "# 2) 캐시 비우기\n"
	    "echo 3 | sudo tee /proc/sys/vm/drop_caches\n"
	    "USB 메모리에서 측정한 결과\n"
	    "- pendrive, \"write then read\"\n"
	    "root@h:~ #\n"
	    "fio --name=sw --rw=write --bs=1M --size=256M --direct=1\n"
	    "sw: (g=0): rw=write, bs=(R) 1024KiB-1024KiB, (W) 1024KiB-1024KiB, "
	    "(T) 1024KiB-1024KiB, ioengine=psync, iodepth=1\n"
	    "fio-3.33\n"
	    "Starting 1 process\n"
	    "sw: (groupid=0, jobs=1): err= 0: pid=77: Mon Jun  2 10:00:00 "
	    "2025\n"
	    "write: IOPS=41, BW=41.5MiB/s (43.5MB/s)(256MiB/6170msec)\n"
	    "clat (msec): min=12, max=80, avg=24.08, stdev=5.11\n"
	    "lat (msec): min=12, max=80, avg=24.10, stdev=5.11\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	char err[2048];

	parse_capture(d, doc, err, sizeof(err));
	T_INT(d->ret, 0);
	T_INT(d->n_res, 1);
	if (d->n_res == 1) {
		T_DBL(d->res[0].r.bw_bytes, 41.5 * 1048576);
		T_INT(d->res[0].r.cond.op, IODB_OP_WRITE);
		T_STR(d->runs[0].label, "USB 메모리에서 측정한 결과");
	}
	free(d);
}

/*
 * A line ending in ':' that shows the command in inline code, or a long
 * CJK sentence, introduces the output below and names nothing.  The
 * heading "硬盘" (hard disk) above is only a generic word for storage, a
 * review's section (CPU / memory / disk), no system's name either: no
 * label (it was "硬盘" before; docs/documents.md, labels from headings).
 */
T_TEST(t_document_colon_line_with_command_is_no_label)
{
	static const char doc[] =
	    "## 硬盘\n"
	    "\n"
	    "- 两个参数可以一起测试：`hdparm -Tt /dev/vdb`，结果数据如下：\n"
	    "\n"
	    "```\n"
	    "/dev/vdb:\n"
	    " Timing cached reads:   9120 MB in  1.99 seconds = 4582.91 "
	    "MB/sec\n"
	    " Timing buffered disk reads: 602 MB in  3.00 seconds = 200.61 "
	    "MB/sec\n"
	    "```\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	char err[2048];

	parse_capture(d, doc, err, sizeof(err));
	T_INT(d->ret, 0);
	T_INT(d->n_res, 2);
	if (d->n_res == 2) {
		T_STR(d->runs[0].label, "");
		T_DBL(d->res[1].r.bw_bytes, 200.61 * 1048576);
	}
	free(d);
}

/*
 * One block of a mail holding an hdparm run and then dd runs, each after
 * its root-prompt command, no blank line between: the dd outputs are
 * read too, not swallowed by the hdparm block.
 */
T_TEST(t_document_two_tools_one_block)
{
	static const char doc[] =
	    "Voici les chiffres sur le disque chiffré :\n"
	    "\n"
	    "    # hdparm -t /dev/sdb\n"
	    "    /dev/sdb:\n"
	    "     Timing buffered disk reads: 600 MB in  3.00 seconds = 199.80 "
	    "MB/sec\n"
	    "    # dd if=/dev/zero of=essai bs=1M count=512 conv=fdatasync\n"
	    "    512+0 enregistrements lus\n"
	    "    512+0 enregistrements écrits\n"
	    "    536870912 octets (537 MB, 512 MiB) copiés, 3,2 s, 168 MB/s\n"
	    "    # echo 3 > /proc/sys/vm/drop_caches\n"
	    "    # dd if=essai of=/dev/null bs=1M\n"
	    "    512+0 enregistrements lus\n"
	    "    512+0 enregistrements écrits\n"
	    "    536870912 octets (537 MB, 512 MiB) copiés, 2,5 s, 215 MB/s\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	char err[2048];

	parse_capture(d, doc, err, sizeof(err));
	T_INT(d->ret, 0);
	T_INT(d->n_res, 3);
	if (d->n_res == 3) {
		T_DBL(d->res[0].r.bw_bytes, 199.80 * 1048576);
		T_INT(d->res[1].r.cond.op, IODB_OP_WRITE);
		T_DBL(d->res[1].r.bw_bytes, 536870912 / 3.2);
		T_INT(d->res[2].r.cond.op, IODB_OP_READ);
		T_DBL(d->res[2].r.bw_bytes, 536870912 / 2.5);
	}
	free(d);
}

/*
 * A flattened dd output that the post's paragraph then wrapped at its
 * width (pandoc): the lines are joined again and read; an output printed
 * line by line is never joined.
 */
T_TEST(t_document_wrapped_flattened_output)
{
	static const char doc[] =
	    "## 2. Copy the card\n"
	    "\n"
	    "It is a plain dd:\n"
	    "> $ sudo dd if=/dev/sdd of=card.img bs=1M 3790+0 records in\n"
	    "> 3790+0 records out 3974103040 bytes (4.0 GB, 3.7 GiB) copied,\n"
	    "> 201.55 s, 19.7 MB/s\n"
	    "\n"
	    "## 3. Check it\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	char err[2048];

	parse_capture(d, doc, err, sizeof(err));
	T_INT(d->ret, 0);
	T_INT(d->n_res, 1);
	if (d->n_res == 1) {
		T_DBL(d->res[0].r.bw_bytes, 3974103040.0 / 201.55);
		T_INT(d->res[0].r.cond.bs, 1048576);
		T_INT(d->res[0].r.line_from, 4);
	}
	free(d);
}

/*
 * Runs of the same output pasted one after another, each under a title
 * line, no blank line between: a run per title, labelled by it.
 */
T_TEST(t_document_titled_reruns)
{
	static const char doc[] =
	    "Depois de trocar o firmware os números mudaram bastante, veja "
	    "abaixo os dois testes completos.\n"
	    "Firmware antigo\n"
	    "Sequential Read (Q= 32,T= 1) : 512.301 MB/s\n"
	    "Sequential Write (Q= 32,T= 1) : 480.117 MB/s\n"
	    "Random Read 4KiB (Q= 32,T= 1) : 301.552 MB/s [ 73621.1 IOPS]\n"
	    "Firmware novo\n"
	    "Sequential Read (Q= 32,T= 1) : 540.028 MB/s\n"
	    "Sequential Write (Q= 32,T= 1) : 501.660 MB/s\n"
	    "Random Read 4KiB (Q= 32,T= 1) : 322.910 MB/s [ 78835.4 IOPS]\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	char err[2048];

	parse_capture(d, doc, err, sizeof(err));
	T_INT(d->ret, 0);
	T_INT(d->n_res, 6);
	T_INT(d->n_runs, 2);
	if (d->n_runs == 2 && d->n_res == 6) {
		T_STR(d->runs[0].label, "Firmware antigo");
		T_STR(d->runs[1].label, "Firmware novo");
		T_DBL(d->res[0].r.bw_bytes, 512.301e6);
		T_DBL(d->res[3].r.bw_bytes, 540.028e6);
		T_DBL(d->res[5].r.iops, 78835.4);
	}
	free(d);
}

/* A post: fenced block a under a heading, prose, fenced block b. */
static char *two_fences(const char *a, const char *b)
{
	size_t la, lb;
	char *x = t_read_file(a, &la), *y = t_read_file(b, &lb), *doc;

	doc = x && y ? malloc(la + lb + 256) : NULL;
	if (doc)
		sprintf(doc,
			"# Random read on the VM\n\n```\n%s```\n\n"
			"## The same run as fio printed it with "
			"--output-format=normal,json\n\n```\n%s```\n",
			x, y);
	free(x);
	free(y);
	return doc;
}

/*
 * fio's normal text and the JSON or terse of the same run, pasted one
 * after the other, are one measurement: the repeat is not imported again
 * (a warning says so).  Another run's JSON after the text still imports.
 */
T_TEST(t_document_same_run_text_and_json)
{
	static const char *const same[][2] = {
	    {"samples/fio-text/randread-4k-qd32-iouring.txt",
	     "samples/fio-text/randread-4k-qd32-iouring.json"},
	    {"samples/fio-text/randread-4k-qd32-iouring.txt",
	     "samples/fio-text/randread-4k-qd32-iouring.terse"},
	    {"samples/fio-text/seq-write-1m-qd8-libaio.json",
	     "samples/fio-text/seq-write-1m-qd8-libaio.txt"},
	};
	struct d_doc *d = calloc(1, sizeof(*d));
	char err[4096];

	for (size_t i = 0; i < sizeof(same) / sizeof(same[0]); i++) {
		char *doc = two_fences(same[i][0], same[i][1]);

		T_REQUIRE(doc != NULL);
		parse_capture(d, doc, err, sizeof(err));
		T_INT(d->ret, 0);
		T_INT(d->n_runs, 1);
		T_INT(d->n_res, 1);
		T_OK(strstr(err, "repeats the figures of the output above") !=
		     NULL);
		free(doc);
	}
	{
		char *doc =
		    two_fences("samples/fio-text/randread-4k-qd32-iouring.txt",
			       "samples/fio-text/randread-8k-qd16-eta.json");

		T_REQUIRE(doc != NULL);
		parse_capture(d, doc, err, sizeof(err));
		T_INT(d->ret, 0);
		T_INT(d->n_runs, 2);
		T_INT(d->n_res, 2);
		free(doc);
	}
	free(d);
}

/*
 * A CrystalDiskMark export machine-translated with its header, in a post:
 * its translated result lines read as prose, yet the header's importer
 * reads them, so the document hands it the whole export.
 */
T_TEST(t_document_translated_cdm_export)
{
	static const char doc[] =
	    "# 新硬盘测试\n"
	    "\n"
	    "今天用CrystalDiskMark测试了新硬盘，结果如下。\n"
	    "\n"
	    "------------------------------------------------------------\n"
	    "CrystalDiskMark 6.0.2 x64 (C) 2007-2018 hiyohiyo\n"
	    "                          Crystal Dew World : "
	    "https://crystalmark.info/\n"
	    "------------------------------------------------------------\n"
	    "* MB/s = 1,000,000 字节/秒 [SATA/600 = 600,000,000 字节/秒]\n"
	    "* KB = 1000 字节, KiB = 1024 字节\n"
	    "\n"
	    "   顺序读取 (Q= 32,T= 1) :   512.301 MB/s\n"
	    "  顺序写入 (Q= 32,T= 1) :   480.117 MB/s\n"
	    "  随机读取 4KiB (Q=  8,T= 8) :   301.552 MB/s [  73621.1 IOPS]\n"
	    " 随机写入 4KiB (Q=  8,T= 8) :   250.004 MB/s [  61036.1 IOPS]\n"
	    "\n"
	    "总的来说还不错。\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	char err[2048];

	parse_capture(d, doc, err, sizeof(err));
	T_INT(d->ret, 0);
	T_INT(d->n_res, 4);
	if (d->n_res == 4) {
		T_INT(d->res[0].r.cond.op, IODB_OP_READ);
		T_DBL(d->res[0].r.bw_bytes, 512.301e6);
		T_INT(d->res[1].r.cond.op, IODB_OP_WRITE);
		T_DBL(d->res[1].r.bw_bytes, 480.117e6);
		T_DBL(d->res[2].r.iops, 73621.1);
		T_INT(d->res[2].r.cond.iodepth, 8);
		T_DBL(d->res[3].r.bw_bytes, 250.004e6);
		T_INT(d->res[3].r.cond.op, IODB_OP_WRITE);
	}
	free(d);
}

/*
 * A numbered step that introduces the output ("1. Run the test:") names
 * nothing; a numbered line naming a disk ("2. Samsung 980 PRO 1TB NVMe:")
 * labels the output under it.
 */
T_TEST(t_document_numbered_step_intro)
{
	static const char doc[] =
	    "Steps:\n\n"
	    "1. Run the test:\n\n"
	    "   ```\n"
	    "   1024+0 records in\n"
	    "   1024+0 records out\n"
	    "   1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, 429 MB/s\n"
	    "   ```\n\n"
	    "2. Samsung 980 PRO 1TB NVMe:\n\n"
	    "   ```\n"
	    "   1024+0 records in\n"
	    "   1024+0 records out\n"
	    "   1073741824 bytes (1.1 GB, 1.0 GiB) copied, 1.5 s, 716 MB/s\n"
	    "   ```\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	d_parse(d, "steps.md", doc, sizeof(doc) - 1, NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 2);
	if (d->n_res == 2) {
		T_DBL(d->res[0].r.runtime_ns, 2.5e9);
		T_STR(d->runs[d->res[0].run].label, "");
		T_DBL(d->res[1].r.runtime_ns, 1.5e9);
		T_STR(d->runs[d->res[1].run].label,
		      "2. Samsung 980 PRO 1TB NVMe");
	}
	free(d);
}

/*
 * A line that only marks a cut ("~略~", "[...]", "(snip)") or a tool's
 * banner with its link labels nothing: the output under it has no label.
 */
T_TEST(t_document_snip_marker_no_label)
{
	static const char *const docs[] = {
	    "1024+0 records in\n1024+0 records out\n"
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, 429 MB/s\n"
	    "\xef\xbd\x9e\xe7\x95\xa5\xef\xbd\x9e\n"
	    "512+0 records in\n512+0 records out\n"
	    "536870912 bytes (537 MB, 512 MiB) copied, 1.5 s, 358 MB/s\n",
	    "Output:\n\n[... 20 lines omitted ...]\n"
	    "1024+0 records in\n1024+0 records out\n"
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, 429 MB/s\n",
	    "Tool (1.0): https://example.org/tool\n"
	    "1024+0 records in\n1024+0 records out\n"
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, 429 MB/s\n",
	};
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	for (size_t k = 0; k < sizeof(docs) / sizeof(docs[0]); k++) {
		d_parse(d, "cut.txt", docs[k], strlen(docs[k]), NULL, 1);
		T_INT(d->ret, 0);
		T_OK(d->n_res >= 1);
		for (size_t i = 0; i < d->n_res; i++)
			T_STR(d->runs[d->res[i].run].label, "");
	}
	free(d);
}

/*
 * Lines of figures with commas ("- SEQ1M Q8T1 -> R: 3400 MB/s, W: 3000
 * MB/s") are no comma-separated table: the first is no header.  It read
 * the second line's write figure as a result of no direction, under a
 * job holding the read figure ("RND4K Q1T1 -> R: 60").
 */
T_TEST(t_document_figure_lines_no_csv)
{
	static const char doc[] = "CDM 8 on the Crucial P5:\n"
				  "- SEQ1M Q8T1 -> R: 3400 MB/s, W: 3000 MB/s\n"
				  "- RND4K Q1T1 -> R: 60 MB/s, W: 170 MB/s\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	d_parse(d, "rw.txt", doc, sizeof(doc) - 1, NULL, 1);
	/* each line is one test's read and write (pair_item()) */
	T_INT(d->n_res, 4);
	for (size_t i = 0; i < d->n_res; i++)
		T_OK(d->res[i].r.cond.op != IODB_OP_UNKNOWN);
	if (d->n_res == 4) {
		T_STR(d->res[2].test, "RND4K Q1T1");
		T_INT(d->res[2].r.cond.op, IODB_OP_READ);
		T_DBL(d->res[2].r.bw_bytes, 60e6);
		T_INT(d->res[3].r.cond.op, IODB_OP_WRITE);
		T_DBL(d->res[3].r.bw_bytes, 170e6);
	}
	free(d);
}

/*
 * CrystalDiskMark's figures retyped: a test's read and write on one line
 * ("SEQ1M Q8T1: Read 3542.13 MB/s, Write 3012.45 MB/s"), and the grid read
 * off a screenshot, single spaces apart, under "Read [MB/s] Write
 * [MB/s]".  Neither was read; a line naming no CrystalDiskMark test, or
 * with a word among the figures, is no such line.
 */
T_TEST(t_document_cdm_retyped)
{
	static const char pairs[] =
	    "My new disk (CrystalDiskMark 8):\n\n"
	    "SEQ1M Q8T1: Read 3542.13 MB/s, Write 3012.45 MB/s\n"
	    "RND4K Q1T1: Read 65.42 MB/s, Write 180.77 MB/s\n"
	    "Seq Q32T1 read 3521 / write 3015\n";
	static const char grid[] = "CrystalDiskMark 8.0.4 x64\n"
				   "Read [MB/s] Write [MB/s]\n"
				   "SEQ1M Q8T1 3542.13 3012.45\n"
				   "RND4K Q32T16 612.30 540.11\n"
				   "RND4K Q1T1 65.42 180.77\n";
	static const char none[] =
	    "Disk A: read 512 MB/s, write 480 MB/s\n"
	    "SEQ1M Q8T1: read 3542 MB/s cold, write 3012 MB/s\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	d_parse(d, "pairs.txt", pairs, sizeof(pairs) - 1, NULL, 1);
	T_INT(d->n_res, 6);
	if (d->n_res == 6) {
		T_STR(d->res[0].test, "SEQ1M Q8T1");
		T_INT(d->res[0].r.cond.op, IODB_OP_READ);
		T_DBL(d->res[0].r.bw_bytes, 3542.13e6);
		T_INT(d->res[1].r.cond.op, IODB_OP_WRITE);
		T_DBL(d->res[1].r.bw_bytes, 3012.45e6);
		T_STR(d->res[3].test, "RND4K Q1T1");
		T_DBL(d->res[3].r.bw_bytes, 180.77e6);
		/* CrystalDiskMark 5's "Seq Q32T1": 128 KiB */
		T_STR(d->res[4].test, "SEQ128K Q32T1");
		T_DBL(d->res[5].r.bw_bytes, 3015e6);
	}
	d_parse(d, "grid.txt", grid, sizeof(grid) - 1, NULL, 1);
	T_INT(d->n_res, 6);
	if (d->n_res == 6) {
		T_STR(d->res[2].test, "RND4K Q32T16");
		T_INT(d->res[2].r.cond.op, IODB_OP_READ);
		T_DBL(d->res[2].r.bw_bytes, 612.30e6);
		T_INT(d->res[5].r.cond.op, IODB_OP_WRITE);
		T_DBL(d->res[5].r.bw_bytes, 180.77e6);
	}
	d_parse(d, "none.txt", none, sizeof(none) - 1, NULL, 1);
	T_INT(d->n_res, 0);
	free(d);
}

/*
 * A label is the heading as a person reads it: Markdown's italics, a
 * link's target and an inline anchor tag go ("## _Samsung 980 PRO_", "##
 * [WD SN570][ref] <a name="x"></a>"); an underscore inside a word and a
 * lone '*' stay ("seq_read", "1 * 1").
 */
T_TEST(t_document_label_markup)
{
	static const char *const heads[][2] = {
	    {"## _Samsung 980 PRO_", "Samsung 980 PRO"},
	    {"## [WD SN570][ref] <a name=\"x\"></a>", "WD SN570"},
	    {"## [Crucial P5](https://example.org/p5)", "Crucial P5"},
	    {"## seq_read on *NVMe*", "seq_read on NVMe"},
	    {"## run 2 * 4", "run 2 * 4"},
	};
	char buf[512];
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	for (size_t k = 0; k < sizeof(heads) / sizeof(heads[0]); k++) {
		snprintf(buf, sizeof(buf),
			 "%s\n\n```\n1024+0 records in\n1024+0 records out\n"
			 "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, "
			 "429 MB/s\n```\n",
			 heads[k][0]);
		d_parse(d, "label.md", buf, strlen(buf), NULL, 1);
		T_INT(d->n_res, 1);
		if (d->n_res == 1)
			T_STR(d->runs[d->res[0].run].label, heads[k][1]);
	}
	free(d);
}

/*
 * The headings above a table, its own first and then its parents', say
 * what it measures when the table does not: under "### Sysbench memory"
 * or under "## Network" > "### Nearest location" a table is another
 * benchmark's, not read (warned); under "## NFS over the network" (it
 * names storage, which ends the search), under "## Disk" > "###
 * Results" and under "## Memory tests" > "### Results" when its
 * rows name "fileio" it is read.
 */
T_TEST(t_document_section_heading_other_bench)
{
	static const char doc[] =
	    "# VPS tests\n\n"
	    "## Memory\n\n"
	    "### Sysbench memory\n\n"
	    "| Test | Box A | Box B |\n|---|---|---|\n"
	    "| Rand read (IOPS) | 2334463 | 1366183 |\n\n"
	    "## Network\n\n"
	    "### Nearest location\n\n"
	    "| Test | Box A | Box B |\n|---|---|---|\n"
	    "| Nearest Download (MB/s) | 99.487 | 719.030 |\n\n"
	    "## NFS over the network\n\n"
	    "| Test | Box A | Box B |\n|---|---|---|\n"
	    "| Seq read (MB/s) | 112.4 | 98.7 |\n\n"
	    "## Disk\n\n"
	    "### Results\n\n"
	    "| Test | Box A | Box B |\n|---|---|---|\n"
	    "| Rand read (IOPS) | 27905 | 145487 |\n\n"
	    "## Memory tests\n\n"
	    "### Results\n\n"
	    "| Test | Box A | Box B |\n|---|---|---|\n"
	    "| Sysbench fileio rand read (IOPS) | 1232 | 4925 |\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	int seen = 0;

	T_REQUIRE(d != NULL);
	d_parse(d, "vps.md", doc, sizeof(doc) - 1, NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 6);
	T_INT(d->warnings, 2);
	for (size_t i = 0; i < d->n_res; i++) {
		const struct d_res *r = &d->res[i];

		if (r->r.bw_bytes == 112.4e6)
			seen |= 1;
		if (r->r.iops == 4925 &&
		    !strcmp(d->runs[r->run].label, "Box B"))
			seen |= 8;
		if (r->r.iops == 145487 &&
		    !strcmp(d->runs[r->run].label, "Box B"))
			seen |= 2;
		if (r->r.iops == 2334463 || r->r.bw_bytes == 99.487e6)
			seen |= 4;
	}
	T_INT(seen, 11);
	/* "## Sysbench" over the fileio test run in its section: storage */
	static const char fileio[] =
	    "## Sysbench\n\nsysbench fileio --file-test-mode=rndrw run\n\n"
	    "| Disk | read MB/s | write MB/s |\n|---|---|---|\n"
	    "| ssd1 | 512.3 | 488.1 |\n";
	d_parse(d, "sb.md", fileio, sizeof(fileio) - 1, NULL, 1);
	T_INT(d->n_res, 2);
	free(d);
}

/*
 * Markdown's markers around a figure of a tool's output, shown as they
 * are inside a code block ("copied, 23.6472 seconds, `90.8 MB/s`",
 * "**170 MB/s**"): the figure reads as a person reads it.  A backtick
 * around anything else leaves the line alone.
 */
T_TEST(t_document_marked_figures)
{
	static const char *const sums[][2] = {
	    {"2147483648 bytes (2.1 GB) copied, 23.6472 seconds, `90.8 MB/s`",
	     "90.8"},
	    {"2147483648 bytes (2.1 GB, 2.0 GiB) copied, 23.6472 s, "
	     "**90.8 MB/s**",
	     "90.8"},
	    {"2147483648 bytes (2.1 GB, 2.0 GiB) copied, `23.6472 s`, "
	     "`90.8 MB/s`",
	     "90.8"},
	};
	char buf[1024];
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	for (size_t k = 0; k < sizeof(sums) / sizeof(sums[0]); k++) {
		snprintf(buf, sizeof(buf),
			 "### dd\n\n```\ndd if=/dev/zero of=/tmp/o.img bs=8k "
			 "count=256k\n262144+0 records in\n262144+0 records "
			 "out\n%s\n```\n",
			 sums[k][0]);
		d_parse(d, "marked.md", buf, strlen(buf), NULL, 1);
		T_INT(d->ret, 0);
		T_INT(d->n_res, 1);
		T_INT(d->warnings, 0);
		if (d->n_res == 1) {
			T_INT(d->res[0].r.io_bytes, 2147483648.0);
			T_INT(d->res[0].r.runtime_ns, 23647200000.0);
			T_INT(d->res[0].r.cond.bs, 8192);
		}
	}
	/* a marker around no figure: the line as it is (not read) */
	snprintf(buf, sizeof(buf),
		 "### dd\n\n```\n262144+0 records in\n262144+0 records out\n"
		 "2147483648 bytes (2.1 GB) copied, 23.6472 seconds, `fast`\n"
		 "```\n\nSome text.\n\n```\n1+0 records in\n1+0 records out\n"
		 "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 4.23889 s, 253 "
		 "MB/s\n```\n");
	d_parse(d, "unmarked.md", buf, strlen(buf), NULL, 1);
	T_INT(d->n_res, 1);
	if (d->n_res == 1)
		T_INT(d->res[0].r.io_bytes, 1073741824.0);
	free(d);
}

/*
 * dd's data piped through nc, ssh or socat (in the block, or the command
 * given to it from above): the rate is the network's, no storage
 * benchmark; skipped with a warning.  A dd writing to a disk in the same
 * post still imports, and "||" is no pipe.
 */
T_TEST(t_document_dd_over_network)
{
	static const char doc[] =
	    "## Network\n\n"
	    "```\n"
	    "roberto@x390:~$ dd if=/dev/zero bs=1500 count=16K | nc -N "
	    "10.10.10.2 1111\n"
	    "16384+0 records in\n16384+0 records out\n"
	    "24576000 bytes (25 MB, 23 MiB) copied, 2.01924 s, 12.2 MB/s\n"
	    "```\n\n"
	    "## Remote copy\n\n"
	    "```\n$ dd if=/dev/sda bs=1M count=64 | ssh backup 'cat > "
	    "sda.img'\n```\n\nIt printed:\n\n"
	    "```\n64+0 records in\n64+0 records out\n"
	    "67108864 bytes (67 MB, 64 MiB) copied, 0.61 s, 110 MB/s\n```\n\n"
	    "## Disk\n\n"
	    "```\n$ dd if=/dev/zero of=/mnt/t bs=1M count=1024 "
	    "oflag=direct || echo failed\n"
	    "1024+0 records in\n1024+0 records out\n"
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, 429 MB/s\n"
	    "```\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	d_parse(d, "net.md", doc, sizeof(doc) - 1, NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 1);
	T_INT(d->warnings, 2);
	if (d->n_res == 1) {
		T_INT(d->res[0].r.io_bytes, 1073741824.0);
		T_INT(d->res[0].r.cond.op, IODB_OP_WRITE);
	}
	free(d);
}

/*
 * A forum reply quoting a post's dd runs: the quoted runs are the same
 * measurements (the same bytes in the same time, to six digits), not
 * imported again; a run of the same command that took another time is a
 * run of its own.
 */
T_TEST(t_document_dd_quoted_again)
{
	static const char run1[] =
	    "```\nsudo time dd if=/dev/sdb1 of=./r bs=4M count=1000\n"
	    "1000+0 registros le\303\255dos\n1000+0 registros escritos\n"
	    "4194304000 bytes (4,2 GB, 3,9 GiB) copied, 111,748 s, 37,5 MB/s\n"
	    "```\n";
	char doc[2048];
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	snprintf(doc, sizeof(doc),
		 "### Post by a on 2020-01-20\n\nTest with My book duo:\n\n%s\n"
		 "### Post by a on 2020-01-21\n\n> **a said:**\n> this "
		 "enclosure\n\nTest with My book duo:\n\n%s\n"
		 "### Post by a on 2020-01-22\n\nAgain:\n\n"
		 "```\nsudo time dd if=/dev/sdb1 of=./r bs=4M count=1000\n"
		 "1000+0 registros le\303\255dos\n1000+0 registros escritos\n"
		 "4194304000 bytes (4,2 GB, 3,9 GiB) copied, 13,9812 s, 300 "
		 "MB/s\n```\n",
		 run1, run1);
	d_parse(d, "thread.md", doc, strlen(doc), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 2);
	T_INT(d->warnings, 1);
	if (d->n_res == 2) {
		T_INT(d->res[0].r.runtime_ns, 111748000000.0);
		T_INT(d->res[1].r.runtime_ns, 13981200000.0);
	}
	free(d);
}

/*
 * A prompt glued to the command ("$dd if=./input ...", "#dd ..."): the
 * command is dd's, its conditions the run's.
 */
T_TEST(t_document_prompt_glued_to_command)
{
	static const char *const prompts[] = {"$", "#"};
	char buf[512];
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	for (size_t k = 0; k < 2; k++) {
		snprintf(buf, sizeof(buf),
			 "## Read Speed\n\n```bash\n%sdd if=./input "
			 "of=/dev/null bs=64k iflag=direct\n\n3200+0 records "
			 "in\n3200+0 records out\n209715200 bytes (210 MB) "
			 "copied, 1.6582 s, 126 MB/s\n```\n",
			 prompts[k]);
		d_parse(d, "glued.md", buf, strlen(buf), NULL, 1);
		T_INT(d->n_res, 1);
		if (d->n_res == 1) {
			T_INT(d->res[0].r.cond.op, IODB_OP_READ);
			T_INT(d->res[0].r.cond.bs, 65536);
			T_INT(d->res[0].r.cond.direct, 1);
			T_INT(d->res[0].r.io_bytes, 209715200.0);
		}
	}
	free(d);
}

/*
 * A table printed by a program (psql's box, a '+---+' grid) inside a
 * page's <pre>: the pre's lines are read as a text document's, so as the
 * same table in a Markdown code block (the page's own text lines are
 * not: its tables are <table>s).
 */
T_TEST(t_document_html_pre_grid_table)
{
	static const char page[] =
	    "<p>Results:</p>\n<pre>+-----------+---------------+"
	    "----------------+\n| disk      | seq read MB/s | seq write MB/s"
	    " |\n+-----------+---------------+----------------+\n| sda (HDD) "
	    "|         182.4 |          175.9 |\n| nvme0n1   |        3150.7 "
	    "|         2890.2 |\n+-----------+---------------+"
	    "----------------+\n(2 rows)\n</pre>\n<p>Cheers, Bob</p>\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	d_parse(d, "grid.html", page, strlen(page), NULL, 1);
	T_INT(d->n_res, 4);
	for (size_t i = 0, w = 0; i < d->n_res; i++) {
		if (d->res[i].r.cond.op != IODB_OP_WRITE ||
		    d->res[i].r.bw_bytes < 1e9)
			continue;
		T_DBL(d->res[i].r.bw_bytes, 2890.2e6);
		T_INT((long)++w, 1);
	}
	free(d);
}

/*
 * A Markdown post whose output was not fenced, as its engine rendered it:
 * the output is a <p> whose source keeps its lines (a browser runs them
 * together).  A paragraph of data lines is read in its source's lines; a
 * sentence broken over source lines stays one line.  CrystalDiskMark's
 * figures as an HTML list's items are read as the same Markdown list.
 */
T_TEST(t_document_html_paragraph_of_data_lines)
{
	static const char page[] =
	    "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"></head><body>"
	    "\n<h2>New disk</h2>\n<p>We ran the usual test on the new disk,\n"
	    "as printed by the console:</p>\n<p>$ hdparm -t /dev/sdb\n"
	    "/dev/sdb:\n Timing buffered disk reads: 1536 MB in  3.00 seconds "
	    "= 511.73 MB/sec</p>\n<h2>Other disk</h2>\n<p>CrystalDiskMark 8:"
	    "</p>\n<ul>\n<li>\xe3\x82\xb7"
	    "\xe3\x83\xbc\xe3\x82\xb1\xe3\x83\xb3\xe3\x82\xb7\xe3\x83\xa3\xe3"
	    "\x83\xab\xe3\x83\xaa\xe3\x83\xbc\xe3\x83\x89: 3,450 MB/s</li>\n"
	    "<li>\xe3\x82\xb7\xe3\x83\xbc\xe3\x82\xb1\xe3\x83\xb3\xe3\x82\xb7"
	    "\xe3\x83\xa3\xe3\x83\xab\xe3\x83\xa9\xe3\x82\xa4\xe3\x83\x88: "
	    "2,980 MB/s</li>\n</ul>\n</body></html>\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	int seen = 0;

	T_REQUIRE(d != NULL);
	d_parse(d, "post.html", page, strlen(page), NULL, 1);
	T_INT(d->n_res, 3);
	for (size_t i = 0; i < d->n_res; i++) {
		const struct d_run *run = &d->runs[d->res[i].run];

		if (!strcmp(run->format, "hdparm")) {
			T_DBL(d->res[i].r.bw_bytes, 511.73 * 1048576);
			T_STR(run->device, "/dev/sdb");
			/* the line of the figure in the page */
			T_INT(d->res[i].r.line_from, 8);
			seen |= 1;
		} else if (d->res[i].r.cond.op == IODB_OP_WRITE) {
			T_DBL(d->res[i].r.bw_bytes, 2980e6);
			seen |= 2;
		}
	}
	T_INT(seen, 3);
	/* a forum post's output under a "-----" rule, made a Setext
	 * heading by its Markdown: its lines are data, no heading */
	static const char setext[] =
	    "<h3>Post by bob</h3>\n<h2>/dev/sdb:\nTiming buffered disk reads"
	    ":  80 MB in  3.05 seconds =  26.26 MB/sec\n/dev/sdb:\nTiming "
	    "buffered disk reads:  80 MB in  3.02 seconds =  26.45 "
	    "MB/sec</h2>\n";
	d_parse(d, "setext.html", setext, strlen(setext), NULL, 1);
	T_INT(d->n_res, 2);
	if (d->n_res == 2) {
		T_DBL(d->res[1].r.bw_bytes, 26.45 * 1048576);
		T_STR(d->runs[d->res[1].run].device, "/dev/sdb");
	}
	free(d);
}

/*
 * An iozone Excel report inside a page's <pre>: its rows, figures one
 * blank apart under a header of record sizes, are the report's (its
 * title above says so), not a table whose cells a copy left one blank
 * apart.
 */
T_TEST(t_document_html_iozone_excel_rows)
{
	static const char page[] =
	    "<p>The Excel part of the report:</p>\n<pre>\"Writer report\"\n"
	    "        \"4\"  \"64\"\n\"1024\"   95211  131204\n"
	    "\"4096\"   97340  133016\n\"8192\"   98000  134000\n</pre>\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	d_parse(d, "ioz.html", page, strlen(page), NULL, 1);
	T_INT(d->n_res, 6);
	if (d->n_res)
		T_STR(d->runs[d->res[0].run].format, "iozone");
	free(d);
}

/*
 * A page's list of CrystalDiskMark figures: an <li>'s marker is the
 * element, so its test's name may be as long as a Markdown bullet's
 * (a translated "ランダム読み取り4KiB(Q = 32、T = 1)" is 44 bytes).
 */
T_TEST(t_document_html_list_item_long_test_name)
{
	static const char page[] =
	    "<p>CrystalDiskMark 8:</p>\n<ul>\n<li>\xe3\x83\xa9\xe3\x83\xb3\xe3"
	    "\x83\x80\xe3\x83\xa0\xe8\xaa\xad\xe3\x81\xbf\xe5\x8f\x96\xe3\x82"
	    "\x8a"
	    "4KiB(Q = 32\xe3\x80\x81T = 1):188.004 MB / s [45899.4 IOPS]</li>\n"
	    "<li>\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x80\xe3\x83\xa0\xe6\x9b\xb8"
	    "\xe3\x81\x8d\xe8\xbe\xbc\xe3\x81\xbf"
	    "4KiB(Q = 32\xe3\x80\x81T = 1):160.118 MB / s [39091.3 IOPS]</li>\n"
	    "</ul>\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d != NULL);
	d_parse(d, "list.html", page, strlen(page), NULL, 1);
	T_INT(d->n_res, 2);
	if (d->n_res == 2) {
		T_DBL(d->res[0].r.bw_bytes, 188.004e6);
		T_DBL(d->res[0].r.iops, 45899.4);
		T_INT(d->res[0].r.cond.iodepth, 32);
		T_INT(d->res[1].r.cond.op, IODB_OP_WRITE);
	}
	free(d);
}

/*
 * Two partial fio outputs (a job line and its group summary) one under
 * the other whose figures differ only a little (bs=128K, then bs=256K):
 * two runs, the run times (printed to the ms) telling them apart.
 */
T_TEST(t_document_partial_fio_runs_differ)
{
	static const char md[] =
	    "# notes\n\n"
	    "```\n"
	    "t: (g=0): rw=randwrite, bs=128K-128K/128K-128K/128K-128K, "
	    "ioengine=psync, iodepth=1\n"
	    "WRITE: io=30542MB, aggrb=521180KB/s, minb=521180KB/s, "
	    "maxb=521180KB/s, mint=60008msec, maxt=60008msec\n"
	    "```\n\nthen\n\n"
	    "```\n"
	    "t: (g=0): rw=randwrite, bs=256K-256K/256K-256K/256K-256K, "
	    "ioengine=psync, iodepth=1\n"
	    "WRITE: io=30530MB, aggrb=520893KB/s, minb=520893KB/s, "
	    "maxb=520893KB/s, mint=60017msec, maxt=60017msec\n"
	    "```\n";
	struct t_collect c;

	t_collect_buf(&c, NULL, "notes.md", md, strlen(md), 1);
	T_INT(c.ret, 0);
	T_REQUIRE(c.n_res == 2);
	T_DBL(c.res[0].r.bw_bytes, 521180.0 * 1024);
	T_DBL(c.res[0].r.runtime_ns, 60008e6);
	T_DBL(c.res[1].r.bw_bytes, 520893.0 * 1024);
	T_DBL(c.res[1].r.runtime_ns, 60017e6);
	T_INT(c.res[1].r.cond.bs, 262144);
	t_collect_free(&c);
}

/*
 * dd summaries as list items, each naming its system before the output
 * ("- [aa]: `...`", text after the span too): the item's name labels its
 * run; the heading names only the test ("### Write"): its direction.
 */
T_TEST(t_document_list_item_labels)
{
	static const char md[] =
	    "### Write\n\n"
	    "```sh\n"
	    "dd if=/dev/zero of=f bs=1M count=1024 conv=fdatasync\n"
	    "```\n\n"
	    "- [aa]: `1073741824 bytes (1.1 GB) copied, 7.35618 s, 146 MB/s`\n"
	    "- Host B: `1073741824 bytes (1.1 GB) copied, 2.12969 s, 504 "
	    "MB/s` slow!\n";
	struct t_collect c;

	t_collect_buf(&c, NULL, "vps.md", md, strlen(md), 1);
	T_INT(c.ret, 0);
	T_REQUIRE(c.n_res == 2);
	T_STR(c.runs[c.res[0].run].label, "[aa]");
	T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
	T_DBL(c.res[0].r.runtime_ns, 7.35618e9);
	T_INT(c.res[0].r.cond.bs, 1048576);
	T_STR(c.runs[c.res[1].run].label, "Host B");
	T_INT(c.res[1].r.cond.op, IODB_OP_WRITE);
	T_DBL(c.res[1].r.runtime_ns, 2.12969e9);
	T_INT(c.res[1].r.line_from, 8);
	t_collect_free(&c);
}

/*
 * The line just above a block that states a figure ("487812 KB = 465
 * MiB/s") or makes a remark ("seems ok") names no system: the heading
 * labels the output.
 */
T_TEST(t_document_label_not_figure_or_remark)
{
	static const char *const above[] = {"487812 KB = 465 MiB/s",
					    "seems ok"};

	for (size_t i = 0; i < 2; i++) {
		struct strbuf sb = STRBUF_INIT;
		struct t_collect c;

		strbuf_addf(
		    &sb,
		    "### Single EBS io1 (m5d.4xlarge)\n\n"
		    "%s\n\n"
		    "```\n"
		    "t: (g=0): rw=randwrite, bs=32K-32K/32K-32K/32K-32K, "
		    "ioengine=psync, iodepth=1\n"
		    "WRITE: io=28584MB, aggrb=487812KB/s, "
		    "minb=487812KB/s, maxb=487812KB/s, mint=60003msec, "
		    "maxt=60003msec\n"
		    "```\n",
		    above[i]);
		t_collect_buf(&c, NULL, "notes.md", sb.buf, sb.len, 1);
		T_INT(c.ret, 0);
		T_REQUIRE(c.n_res == 1);
		T_STR(c.runs[c.res[0].run].label,
		      "Single EBS io1 (m5d.4xlarge)");
		T_DBL(c.res[0].r.bw_bytes, 487812.0 * 1024);
		t_collect_free(&c);
		strbuf_release(&sb);
	}
}

/*
 * One code block of several disks, each named on the line above its
 * command: the caption labels the runs of its command, not the section's
 * heading (hdparm here: dd reads its own captions, dd.c).
 */
T_TEST(t_document_caption_above_command_in_block)
{
	static const char md[] =
	    "## Disks\n\n"
	    "```\n"
	    "WD Black 1TB on SATA3\n"
	    "$ sudo hdparm -t /dev/sda\n"
	    "\n"
	    "/dev/sda:\n"
	    " Timing buffered disk reads: 386 MB in  3.00 seconds = 128.48 "
	    "MB/sec\n"
	    "\n"
	    "Seagate Barracuda 2TB on SATA2\n"
	    "$ sudo hdparm -t /dev/sdb\n"
	    "\n"
	    "/dev/sdb:\n"
	    " Timing buffered disk reads: 364 MB in  3.00 seconds = 121.15 "
	    "MB/sec\n"
	    "```\n";
	struct t_collect c;

	t_collect_buf(&c, NULL, "disks.md", md, strlen(md), 1);
	T_INT(c.ret, 0);
	T_REQUIRE(c.n_res == 2);
	T_STR(c.runs[c.res[0].run].label, "WD Black 1TB on SATA3");
	T_DBL(c.res[0].r.bw_bytes, 128.48 * 1048576);
	T_STR(c.runs[c.res[1].run].label, "Seagate Barracuda 2TB on SATA2");
	T_DBL(c.res[1].r.io_bytes, 364.0 * 1048576);
	T_INT(c.res[1].r.line_from, 14);
	t_collect_free(&c);
}

/*
 * fio's group summary and the next command glued under it, no blank line
 * between (a shell session pasted as it scrolled): the summary ends the
 * output above, the command starts the next; the summary is no run of its
 * own (it was imported twice).
 */
T_TEST(t_document_command_glued_under_summary)
{
	static const char md[] =
	    "## B\n"
	    "```\n"
	    "$ fio -filename=/dev/sdb -rw=read -bs=4k -name=t\n"
	    "t: (groupid=0, jobs=1): err= 0: pid=4478: Thu Dec 27 14:56:46 "
	    "2018\n"
	    "  read : io=8192.0MB, bw=2160.4MB/s, iops=553046, runt=  "
	    "3792msec\n"
	    "  cpu          : usr=20.13%, sys=79.79%, ctx=318, majf=0, "
	    "minf=10\n"
	    "\n"
	    "Run status group 0 (all jobs):\n"
	    "   READ: io=8192.0MB, aggrb=2160.4MB/s, minb=2160.4MB/s, "
	    "maxb=2160.4MB/s, mint=3792msec, maxt=3792msec\n"
	    "$ fio -filename=/dev/sdb -rw=write -bs=4k -name=t\n"
	    "t: (groupid=0, jobs=1): err= 0: pid=4631: Thu Dec 27 15:13:14 "
	    "2018\n"
	    "  write: io=8192.0MB, bw=1434.7MB/s, iops=367277, runt=  "
	    "5710msec\n"
	    "  cpu          : usr=15.68%, sys=84.22%, ctx=479, majf=0, "
	    "minf=20\n"
	    "\n"
	    "Run status group 0 (all jobs):\n"
	    "  WRITE: io=8192.0MB, aggrb=1434.7MB/s, minb=1434.7MB/s, "
	    "maxb=1434.7MB/s, mint=5710msec, maxt=5710msec\n"
	    "```\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "glued.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 2);
	if (d->n_res == 2) {
		T_INT(d->res[0].r.cond.op, IODB_OP_READ);
		T_DBL(d->res[0].r.iops, 553046);
		T_INT(d->res[1].r.cond.op, IODB_OP_WRITE);
		T_INT(d->res[1].r.cond.bs, 4096);
		T_INT(d->res[0].r.line_to, 6);
	}
	free(d);
}

/*
 * A wiki's conversion glued the block's first line, a command, to its
 * opening fence ("```# dd if=... bs=1M count=128"): it is the block's
 * first line, not an info string, and gives the output its conditions.
 */
T_TEST(t_document_command_glued_to_fence)
{
	static const char md[] =
	    "## dd units\n"
	    "\n"
	    "For example, copying 128 MB:\n"
	    "\n"
	    "```# dd if=/dev/zero of=/tmp/x bs=1M count=128\n"
	    "128+0 records in\n"
	    "128+0 records out\n"
	    "134217728 bytes (134 MB) copied, 0.220513 s, 609 MB/s\n"
	    "```\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "fence.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 1);
	if (d->n_res == 1) {
		T_INT(d->res[0].r.cond.bs, 1048576);
		T_INT(d->res[0].r.cond.op, IODB_OP_WRITE);
		T_INT(d->res[0].r.io_bytes, 134217728);
	}
	free(d);
}

/*
 * Result bullets under a benchmark's command ("- Ubuntu Portable:  bw=116
 * MiB/s"): a table of systems, each bullet a row with the command's
 * conditions.  The same bullets with no command in their section (a
 * drive's specifications) are no results.
 */
T_TEST(t_document_result_bullets)
{
	static const char md[] =
	    "## Single 4KiB random write process\n"
	    "```\n"
	    "fio --name=random-write --ioengine=posixaio --rw=randwrite "
	    "--bs=4k --size=4g --numjobs=1 --iodepth=1 --runtime=60\n"
	    "```\n"
	    "\n"
	    "Results:\n"
	    "- Ubuntu Portable:  bw=116 MiB/s\n"
	    "- Windows HP ZBook: bw=122 MiB/s\n"
	    "\n"
	    "## Specifications\n"
	    "- Sequential read: 3500 MB/s\n"
	    "- Sequential write: 3300 MB/s\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "bullets.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 2);
	if (d->n_res == 2) {
		T_STR(d->runs[d->res[0].run].label, "Ubuntu Portable");
		T_DBL(d->res[0].r.bw_bytes, 116.0 * 1048576);
		T_INT(d->res[0].r.cond.bs, 4096);
		T_INT(d->res[0].r.cond.op, IODB_OP_WRITE);
		T_STR(d->runs[d->res[1].run].label, "Windows HP ZBook");
		T_INT(d->res[1].r.line_from, 8);
	}
	free(d);
}

/*
 * A root shell's system command in a transcript ("# dmesg", "# modprobe
 * usb-storage quirks=...") is a prompt, not a heading: it labels nothing.
 * "# Intenso USB stick" stays a heading.
 */
T_TEST(t_document_root_command_no_heading)
{
	static const char text[] =
	    "# Intenso USB stick\n"
	    "\n"
	    "# dmesg\n"
	    "[1.0] usb 2-3: Product: Flash Drive FIT\n"
	    "# modprobe usb-storage quirks=090c:1000:u\n"
	    "# dd if=/dev/sdb of=/dev/null bs=1M count=1000\n"
	    "1048576000 bytes (1.0 GB, 1000 MiB) copied, 22.3564 s, 46.9 "
	    "MB/s\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "root.md", text, strlen(text), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 1);
	if (d->n_res == 1) {
		T_STR(d->runs[d->res[0].run].label, "Intenso USB stick");
		T_INT(d->res[0].r.cond.op, IODB_OP_READ);
	}
	free(d);
}

/* sbc-bench's storage line and lines of other shapes. */
T_TEST(t_document_device_card_line)
{
	static const struct {
		const char *s, *name, *dev; /* name NULL: no such line */
	} cases[] = {
	    {"  7.3GB \"SiliconGo SPeMMC\" HS200 eMMC card as /dev/mmcblk0: "
	     "date 04/2021, manfid/oemid: 0x0000ea/0x010e",
	     "SiliconGo SPeMMC", "/dev/mmcblk0"},
	    {"931.5GB \"Samsung SSD 870 EVO 1TB\" SSD as /dev/sda [SATA 3.3, "
	     "6.0 Gb/s]: 1% worn out",
	     "Samsung SSD 870 EVO 1TB", "/dev/sda"},
	    {"\"Kingston DT\" as /dev/sdb", "Kingston DT", "/dev/sdb"},
	    /* prose around a quote, two devices, no "as", no storage */
	    {"I tested \"fast\" mode as /dev/sda", NULL, NULL},
	    {"\"A\" and \"B\" as /dev/sda", NULL, NULL},
	    {"7GB \"X card\" as /dev/sda: copied to /dev/sdb", NULL, NULL},
	    {"7GB \"X card\" on /dev/sda", NULL, NULL},
	    {"7GB \"X card\" as /dev/null", NULL, NULL},
	    {"7GB \"X card\" as /dev/sda1s and more", NULL, NULL},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char name[128], dev[64];
		int got = line_device_card(cases[i].s, strlen(cases[i].s), name,
					   sizeof(name), dev, sizeof(dev));

		T_INT(got, cases[i].name != NULL);
		if (got && cases[i].name) {
			T_STR(name, cases[i].name);
			T_STR(dev, cases[i].dev);
		}
	}
}

/* df's rows: the device path of a file system and its sizes. */
T_TEST(t_document_df_row)
{
	static const struct {
		const char *s, *dev; /* dev NULL: no df row */
	} cases[] = {
	    {"/dev/sda        916G  490G  380G  57% /storage", "/dev/sda"},
	    {"/dev/nvme0n1p1  458G  309G  126G  72% /", "/dev/nvme0n1p1"},
	    {"/dev/sdb1 ext4 1.8T 1.1T 700G 62% /data", "/dev/sdb1"},
	    {"/dev/mapper/vg-root 51475068 10213452 38624336 21% /",
	     "/dev/mapper/vg-root"},
	    /* the header, a tmpfs, a command, a row without its use */
	    {"Filesystem      Size  Used Avail Use% Mounted on", NULL},
	    {"tmpfs 3.9G 0 3.9G 0% /dev/shm", NULL},
	    {"/dev/sda 916G 490G 380G /storage", NULL},
	    {"/dev/sda is 916G with 490G used", NULL},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char dev[64];
		int got = line_df_row(cases[i].s, strlen(cases[i].s), dev,
				      sizeof(dev));

		T_INT(got, cases[i].dev != NULL);
		if (got && cases[i].dev)
			T_STR(dev, cases[i].dev);
	}
}

/*
 * The sentence introducing a dd output pasted without its command says
 * whether it ran with O_DIRECT only when a word right before the flag
 * says so ("drop", "with"): "instead of" or a negation says nothing
 * (docs/documents.md, O_DIRECT told only in the sentence).
 */
T_TEST(t_document_prose_direct_flag)
{
	static const struct {
		const char *intro;
		int before, direct; /* the runs above and under it */
	} cases[] = {
	    {"Then with iflag=direct added to the read command:", -1, 1},
	    /* dropping it: the run before had it */
	    {"Dropping the iflag=direct from the read I get:", 1, 0},
	    {"Without iflag=direct the read gives:", -1, 0},
	    {"I read it with the old script instead of iflag=direct:", -1, -1},
	    {"If I don't drop iflag=direct I get:", -1, -1},
	    {"With iflag=direct or oflag=direct:", -1, -1},
	    {"Then with iflag=direct added to the read command.", -1, -1},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char md[512];
		struct d_doc *d = calloc(1, sizeof(*d));

		snprintf(md, sizeof(md),
			 "## Card read-back\n\nReading the card back:\n\n"
			 "```\n15931539456 bytes (16 GB, 15 GiB) copied, "
			 "181.2 s, 87.9 MB/s\n```\n\n%s\n\n```\n15931539456 "
			 "bytes (16 GB, 15 GiB) copied, 172.9 s, 92.1 MB/s\n"
			 "```\n\nreading done.\n",
			 cases[i].intro);
		d_parse(d, "read.md", md, strlen(md), NULL, 1);
		T_INT(d->ret, 0);
		T_INT(d->n_res, 2);
		if (d->n_res == 2) {
			T_INT(d->res[0].r.cond.op, IODB_OP_READ);
			T_INT(d->res[0].r.cond.direct, cases[i].before);
			T_INT(d->res[1].r.cond.direct, cases[i].direct);
		}
		free(d);
	}
}

/*
 * A note under a table of rows of different lengths (a tab-indented
 * setup list read as a table: its short first row's last cell was never
 * there, NULL) saying what ran with direct I/O: the note's name is
 * looked for in the table's first row and column, and a cell a row never
 * had is "" (table_names_line() read it as a string and crashed).
 */
T_TEST(t_document_direct_note_short_row)
{
	static const char text[] =
	    "\t\xe5\x8d\xb7\xe7\xb1\xbb\xe5\x9e\x8b\xef\xbc\x9a\n" /* 卷类型：
								    */
	    "\t\tfast cloud disk, 500GiB(9000 IOPS)\n"
	    "direct=1                 \xe6\xb5\x8b\xe8\xaf\x95\xe6\x97\xb6"
	    "\xe7\xbb\x95\xe8\xbf\x87\xe7\xb3\xbb\xe7\xbb\x9f\xe7\x9a\x84"
	    "\xe7\xbc\x93\xe5\xad\x98\xef\xbc\x8c\xe8\xae\xa9\xe7\xbb\x93"
	    "\xe6\x9e\x9c\xe6\x9b\xb4\xe6\x8e\xa5\xe8\xbf\x91\xe7\x9c\x9f"
	    "\xe5\xae\x9e\n" /* 测试时绕过系统的缓存，让结果更接近真实 */
	    "\xe7\xac\xac\xe4\xba\x8c\xe8\xbd\xae\xef\xbc\x9a\n" /* 第二轮： */
	    "bench: (g=0): rw=randread, bs=4K-4K/4K-4K/4K-4K, "
	    "ioengine=libaio, iodepth=8\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d);
	d_parse(d, "note.md", text, strlen(text), NULL, 1);
	/* nothing to import (a job line without its results), said so */
	T_OK(d->ret != 0);
	T_INT(d->n_res, 0);
	free(d);
}

/*
 * A tab-separated table whose last row is short (its cell NULL, never
 * there) under a sentence saying every test used direct I/O: whether the
 * table speaks of the cache itself is read cell by cell with
 * table_cell() (strcasestr() on the NULL cell crashed the import).
 */
T_TEST(t_document_post_direct_short_row)
{
	static const char text[] = "All tests ran with direct=1.\n\n"
				   "Disk\tRead MB/s\tWrite MB/s\n"
				   "Card X\t91\t37\n"
				   "Card Y\t88\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	T_REQUIRE(d);
	d_parse(d, "cards.txt", text, strlen(text), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 3);
	for (size_t i = 0; i < d->n_res && i < 3; i++)
		T_INT(d->res[i].r.cond.direct, 1);
	free(d);
}

/*
 * Results in a test's shorthand, one a list item ("- T1Q1 read: 5200 iops
 * (0.19ms latency)"): read under a system's heading; not a drive's
 * specifications in the same shape (a claim's heading or caption, a
 * specification item in the list), one item alone, approximations alone,
 * nor items naming no queue shorthand in a section naming no tool.
 */
T_TEST(t_document_shorthand_result_bullets)
{
	static const char *const none[] = {
	    /* a datasheet's heading */
	    "## Specifications\n\n"
	    "- T1Q32 read: 500000 iops\n"
	    "- T1Q32 write: 450000 iops\n",
	    /* a claim's caption */
	    "## Acme NV2 1TB\n\nThe vendor claims:\n\n"
	    "- T1Q32 read: 500000 iops\n"
	    "- T1Q32 write: 450000 iops\n",
	    /* specification items in the same list */
	    "## Acme NV2 1TB\n\n"
	    "- Capacity: 1 TB\n"
	    "- Interface: PCIe 4.0 x4\n"
	    "- T1Q32 read: 500000 iops\n"
	    "- T1Q32 write: 450000 iops\n"
	    "- MTBF: 1.5M hours\n",
	    /* up to */
	    "## Acme NV2 1TB\n\n"
	    "- T1Q32 read: up to 500000 iops\n"
	    "- T1Q32 write: up to 450000 iops\n",
	    /* one item alone */
	    "## FooStore\n\n- T1Q1 read: 5200 iops\n\nThat is all.\n",
	    /* approximations alone */
	    "## FooStore\n\n- T1Q1 read: ~5200 iops\n"
	    "- T1Q1 write: about 4100 iops\n",
	    /* no glued shorthand and no tool: a drive's figures */
	    "## Acme NV2 1TB\n\n"
	    "- 4k random read QD32: 500000 iops\n"
	    "- 4k random write QD32: 450000 iops\n",
	    /* no direction */
	    "## FooStore\n\n- T1Q1: 5200 iops\n- T1Q32: 41000 iops\n",
	};
	static const char md[] = "# FooStore vs BarFS\n\n"
				 "### FooStore 1.2\n\n"
				 "- T1Q1 read: 5200 iops (0.19ms latency)\n"
				 "- T8Q128 write: 150,000 iops, CPU about 6 "
				 "cores\n"
				 "\n"
				 "### BarFS 2.0\n\n"
				 "T1Q1 read: 1300 iops (~0.77ms latency)\n"
				 "T1Q1 write 900 iops\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	for (size_t i = 0; i < sizeof(none) / sizeof(none[0]); i++) {
		memset(d, 0, sizeof(*d));
		d_parse(d, "none.md", none[i], strlen(none[i]), NULL, 1);
		T_INT(d->n_res, 0);
	}
	memset(d, 0, sizeof(*d));
	d_parse(d, "bullets.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 4);
	if (d->n_res == 4) {
		T_STR(d->runs[d->res[0].run].label, "FooStore 1.2");
		T_INT(d->res[0].r.cond.op, IODB_OP_READ);
		T_INT(d->res[0].r.cond.iodepth, 1);
		T_DBL(d->res[0].r.iops, 5200);
		T_DBL(d->res[0].r.lat.mean, 190e3);
		T_INT(d->res[1].r.cond.numjobs, 8);
		T_DBL(d->res[1].r.iops, 150000);
		T_STR(d->runs[d->res[2].run].label, "BarFS 2.0");
		T_OK(isnan(d->res[2].r.lat.mean));
		T_INT(d->res[3].r.cond.op, IODB_OP_WRITE);
		T_INT(d->res[3].r.line_from, 11);
	}
	free(d);
}

/*
 * "- [a1]: <dd summary>" keyed by a legend: the key resolves to the name
 * one line defines ("### Acme box (a1)"); a key two lines define with
 * different names, or none defines, stays as written.
 */
T_TEST(t_document_bullet_key_legend)
{
	static const char md[] =
	    "# Three boxes\n"
	    "\n"
	    "### Acme box (a1)\n"
	    "### Old rack [b2]\n"
	    "### New rack [b2]\n"
	    "\n"
	    "## Write\n"
	    "\n"
	    "```\n"
	    "dd if=/dev/zero of=t.img bs=1M count=256 conv=fdatasync\n"
	    "```\n"
	    "\n"
	    "- [a1]: `268435456 bytes (268 MB, 256 MiB) copied, 1.2 s, 224 "
	    "MB/s`\n"
	    "- [b2]: `268435456 bytes (268 MB, 256 MiB) copied, 2.4 s, 112 "
	    "MB/s`\n"
	    "- [c3]: `268435456 bytes (268 MB, 256 MiB) copied, 4.8 s, 55.9 "
	    "MB/s`\n";
	struct d_doc *d = calloc(1, sizeof(*d));

	d_parse(d, "keys.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 3);
	d_find(d, "Acme box", NULL, NULL, IODB_OP_WRITE);
	d_find(d, "[b2]", NULL, NULL, IODB_OP_WRITE);
	d_find(d, "[c3]", NULL, NULL, IODB_OP_WRITE);
	free(d);
}

/*
 * fio group lines as list items under "- 32K": that block size; under "-
 * 32K runs" (more than a size) none.
 */
T_TEST(t_document_group_lines_bs_bullet)
{
	static const char md[] =
	    "# Pool\n"
	    "\n"
	    "### Mirror\n"
	    "\n"
	    "- 32K\n"
	    "  - READ: bw=812MiB/s (851MB/s), 812MiB/s-812MiB/s "
	    "(851MB/s-851MB/s), io=47.6GiB (51.1GB), run=60001-60001msec\n"
	    "\n"
	    "### Stripe\n"
	    "\n"
	    "- 32K runs\n"
	    "  - READ: bw=1540MiB/s (1615MB/s), 1540MiB/s-1540MiB/s "
	    "(1615MB/s-1615MB/s), io=90.2GiB (96.9GB), run=60001-60001msec\n";
	struct d_doc *d = calloc(1, sizeof(*d));
	const struct d_res *r;

	d_parse(d, "bs.md", md, strlen(md), NULL, 1);
	T_INT(d->ret, 0);
	T_INT(d->n_res, 2);
	r = d_find(d, "Mirror", NULL, NULL, IODB_OP_READ);
	if (r)
		T_INT(r->r.cond.bs, 32768);
	r = d_find(d, "Stripe", NULL, NULL, IODB_OP_READ);
	if (r)
		T_INT(r->r.cond.bs, -1);
	free(d);
}
