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

#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "ingest/testnames.h"
#include "tests/t.h"

/* ---- a sink that keeps runs, results and specs ------------------------ */

struct d_run {
	char format[32], tool[64], version[64], label[256], model[128];
	char command[1024];
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

		if (r->r.op != op || (test && strcmp(r->test, test)) ||
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
		    s->s.pattern == p && s->s.op == op)
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
			    d->res[i].r.op == op)
				n++;
		T_INT(n, 6);
	}
	for (size_t i = 0; i < d->n_res; i++) {
		figures +=
		    !isnan(d->res[i].r.iops) + !isnan(d->res[i].r.bw_bytes);
		T_INT(d->res[i].r.iodepth, 32);
		T_INT(d->res[i].r.numjobs, 16);
		T_INT(d->res[i].r.direct, 1);
		T_STR(d->runs[d->res[i].run].format, "table");
		T_STR(d->runs[d->res[i].run].tool, "fio");
		T_INT(d->res[i].r.line_from, d->res[i].r.line_to);
	}
	T_INT(figures, 96);

	r = d_find(d, "ローカルディスク", "SEQ4K Q32T16", NULL, IODB_OP_READ);
	if (r) {
		T_DBL(r->r.iops, 57600);
		T_DBL(r->r.bw_bytes, 225 * MIB);
		T_INT(r->r.bs, 4096);
		T_INT(r->r.pattern, IODB_PATTERN_SEQ);
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
		T_INT(r->r.pattern, IODB_PATTERN_RAND);
		T_INT(r->r.line_from, 51);
	}
	r = d_find(d, "フラッシュディスク", "SEQ64K Q32T16", NULL,
		   IODB_OP_READ);
	if (r) {
		T_DBL(r->r.iops, 14400);
		T_DBL(r->r.bw_bytes, 900 * MIB);
		T_INT(r->r.bs, 65536);
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

	/* dd table (lines 35-38): MB/s cells, bs from the dd commands */
	r = d_find(d, hdd, "SEQ64K Q1T1", "Sequential Read", IODB_OP_READ);
	if (r) {
		T_DBL(r->r.bw_bytes, 188e6);
		T_INT(r->r.bs, 65536);
		T_INT(r->r.iodepth, 1);
		T_INT(r->r.line_from, 36);
		T_INT(r->r.direct, 0); /* iflag=direct not given */
		T_STR(d->runs[r->run].model, "ST1200MM0099");
		T_STR(d->runs[r->run].format, "table");
		T_OK(strstr(d->runs[r->run].command, "dd if=/dev/zero"));
	}
	r = d_find(d, nvme, "SEQ64K Q1T1", "Sequential Write", IODB_OP_WRITE);
	if (r) {
		T_DBL(r->r.bw_bytes, 1200e6);
		T_INT(r->r.direct, 1); /* oflag=direct */
	}
	r = d_find(d, sata, NULL, "Sequential Read", IODB_OP_READ);
	if (r)
		T_DBL(r->r.bw_bytes, 182e6);

	/* iozone table: "508 / 336" under "Read / Write (MB/s)" */
	r = d_find(d, sata, NULL, "Sequential Read / Write", IODB_OP_READ);
	if (r) {
		T_DBL(r->r.bw_bytes, 508 * MIB); /* iozone's MB: 2^20 */
		T_INT(r->r.pattern, IODB_PATTERN_SEQ);
		T_INT(r->r.direct, 1); /* every iozone command has -I */
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
		T_INT(r->r.pattern, IODB_PATTERN_RAND);
	}
	r = d_find(d, nvme, NULL, "Random Read / Write", IODB_OP_READ);
	if (r) {
		T_DBL(r->r.iops, 820229);
		/* the command noted under "index 3." below the table */
		T_INT(r->r.bs, 4096);
		T_INT(r->r.numjobs, 128);
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
		T_INT(r->r.bs, 4096);
		T_INT(r->r.numjobs, 32);
		T_STR(r->test, "RND4K");
	}
	r = d_find(d, nvme, NULL, "Sequential Read / Write", IODB_OP_READ);
	if (r) {
		/* likewise "Sequential 블록 Size : 64k" over -r 4k */
		T_INT(r->r.bs, 65536);
		T_INT(r->r.numjobs, 128);
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
		T_INT(s->s.iodepth, 128);
		T_INT(s->s.bs, 4096);
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
		T_INT(s->s.iodepth, 32);
		T_INT(s->s.bs, 65536);
	}
	s = d_spec_find(d, "ST1200MM0099", "bw_bytes", IODB_PATTERN_SEQ,
			IODB_OP_READ, 90);
	if (s) {
		T_DBL(s->s.value, 215e6);
		T_INT(s->s.iodepth, -1); /* "QD:정보없음": not stated */
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
		T_INT(x->r.op, y->r.op);
		T_INT(x->r.pattern, y->r.pattern);
		T_INT(x->r.bs, y->r.bs);
		T_INT(x->r.iodepth, y->r.iodepth);
		T_INT(x->r.numjobs, y->r.numjobs);
		T_DBL(x->r.iops, y->r.iops);
		T_DBL(x->r.bw_bytes, y->r.bw_bytes);
	}
	for (size_t i = 0; i < a->n_specs && i < b->n_specs; i++) {
		const struct d_spec *x = &a->specs[i], *y = &b->specs[i];

		T_STR(x->model, y->model);
		T_STR(x->s.metric, y->s.metric);
		T_DBL(x->s.value, y->s.value);
		T_INT(x->s.op, y->s.op);
		T_INT(x->s.pattern, y->s.pattern);
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
		T_INT(r->r.bs, 4096);
		T_INT(r->r.iodepth, 1);
		T_STR(md->runs[r->run].tool, "CrystalDiskMark");
		T_STR(md->runs[r->run].model, "MZ-77E1T0");
		T_INT(r->r.line_from, 12);
	}
	/* the group label given once; the shifted TSV row */
	r = d_find(tsv, "WD Blue SN570 WDS100T3B0C 1TB", "RND4K Q32T16", NULL,
		   IODB_OP_READ);
	if (r) {
		T_DBL(r->r.bw_bytes, 1500.3e6);
		T_INT(r->r.numjobs, 16);
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
		T_STR(d->runs[0].label, "쓰기 테스트 (dd)");
		T_INT(d->runs[0].from, 11); /* the dd command line */
		T_STR(d->runs[1].format, "hdparm");
		T_STR(d->runs[1].label, "읽기 테스트 (hdparm)");
		T_STR(d->runs[2].format, "cdm");
		T_STR(d->runs[2].label, "Windows: CrystalDiskMark");
	}
	for (size_t i = 0; i < d->n_res; i++)
		if (d->res[i].run == 0) {
			T_INT(d->res[i].r.op, IODB_OP_WRITE);
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
	T_OK(d->ret < 0);
	T_INT(d->n_runs, 0); /* nothing at all, not even the table */
	T_INT(d->n_res, 0);
	T_OK(strstr(err, "doc.md:14:") != NULL);
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
		T_INT(s->s.iodepth, 32);
		T_INT(s->s.bs, 4096);
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
	T_INT(d->n_res, 10);
	T_INT(d->warnings, 2); /* the p99 row; the burst rate */
	r = d_find(d, "NVMe (Samsung 980)", "SEQ1M", NULL, IODB_OP_READ);
	if (r) {
		T_DBL(r->r.bw_bytes, 3412e6);
		T_INT(r->r.iodepth, 8);
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
		T_INT(r->r.iodepth, 1);
	}
	r = d_find(d, "vm-b", "RND4K", NULL, IODB_OP_READ);
	if (r) {
		T_DBL(r->r.iops, 8000);
		T_NEAR(r->r.bw_bytes, 31.3 * MIB, 1e-12);
		T_INT(r->r.line_from, 14);
	}
	r = d_find(d, "WD Red 4TB", NULL, "Access time", IODB_OP_UNKNOWN);
	if (r) {
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
	    {"randread, bs=64k, iodepth=16, 4 threads", IODB_PATTERN_RAND,
	     IODB_OP_READ, 65536, 16, 4, "RND64K Q16T4"},
	    {"Threads", 0, 0, -1, -1, -1, ""},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct testname t;
		char canon[40];

		testname_parse(cases[i].s, strlen(cases[i].s), 0, &t);
		testname_canonical(&t, canon, sizeof(canon));
		if (t.pattern != cases[i].p || t.op != cases[i].op ||
		    t.bs != cases[i].bs || t.iodepth != cases[i].qd ||
		    t.numjobs != cases[i].nj || strcmp(canon, cases[i].canon))
			T_FAIL("'%s': pattern %d op %d bs %lld qd %lld nj %lld "
			       "'%s'",
			       cases[i].s, t.pattern, t.op, (long long)t.bs,
			       (long long)t.iodepth, (long long)t.numjobs,
			       canon);
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
