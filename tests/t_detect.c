/*
 * Auto-detection over the whole corpus: every file goes to its own
 * importer without --format (MANIFEST.tsv's format column), and text
 * that no importer knows is refused plainly.
 */
#include <stdlib.h>
#include <string.h>

#include "ingest/ingest.h"
#include "tests/collect.h"
#include "tests/t.h"

T_TEST(t_detect_corpus)
{
	char *manifest = t_read_file(t_shared("corpus/MANIFEST.tsv"), NULL);
	char *line, *save = NULL;
	int n = 0;

	T_OK(manifest != NULL);
	if (!manifest)
		return;
	line = strtok_r(manifest, "\n", &save); /* header */
	while ((line = strtok_r(NULL, "\n", &save)) != NULL) {
		char file[512], fmt[64], rel[600];
		const char *want;
		const struct ingest_format *got;
		size_t len;
		char *buf;

		if (sscanf(line, "%511[^\t]\t%63[^\t]", file, fmt) != 2)
			continue;
		snprintf(rel, sizeof(rel), "corpus/%s", file);
		buf = t_read_file(t_shared(rel), &len);
		if (!buf) {
			T_FAIL("cannot read %s", rel);
			continue;
		}
		/* json+ is read by the fio JSON importer */
		want = strcmp(fmt, "fio-jsonplus") ? fmt : "fio-json";
		got = ingest_detect(buf, len, NULL);
		if (!got || strcmp(got->name, want))
			T_FAIL("%s: detected as %s, expected %s", file,
			       got ? got->name : "nothing", want);
		free(buf);
		n++;
	}
	free(manifest);
	T_OK(n >= 50);
}

T_TEST(t_detect_nothing_recognized)
{
	static const char *const texts[] = {
	    "hello world\nthis is not a benchmark\n",
	    "{\"name\": \"not fio\", \"jobs\": 3}\n",
	    "# README\n\nSome prose about disks and 500 MB/s dreams.\n",
	    "",
	};
	struct t_collect c;

	for (size_t i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
		const struct ingest_format *f =
		    ingest_detect(texts[i], strlen(texts[i]), NULL);

		if (f)
			T_FAIL("text %zu detected as %s", i, f->name);
		T_OK(t_collect_buf(&c, NULL, "x.txt", texts[i],
				   strlen(texts[i]), 1) < 0);
		T_INT(c.n_res, 0);
		t_collect_free(&c);
	}
}

/*
 * Detection asks the document importer only when a document could win
 * (ingest.c may_be_document): each shape that makes a document still
 * goes to it, and a single tool's output still goes to the tool.
 */
T_TEST(t_detect_document_or_tool)
{
	static const char dd[] =
	    "1024+0 records in\n1024+0 records out\n1073741824 bytes (1.1 "
	    "GB, 1.0 GiB) copied, 2.5 s, 429 MB/s\n";
	static const char hdparm_blank[] =
	    "/dev/sda:\n Timing cached reads:   20000 MB in  2.00 seconds = "
	    "10000.00 MB/sec\n Timing buffered disk reads: 600 MB in  3.00 "
	    "seconds = 200.00 MB/sec\n\n";
	static const struct {
		const char *head, *want;
	} cases[] = {
	    /* the tool's output alone, with prose that is no document */
	    {"", "dd"},
	    {"Results on the old server, as printed:\n\n", "dd"},
	    /* two tools' outputs with no heading between them */
	    {hdparm_blank, "document"},
	    /* a CSV table, a tab-separated table, a Markdown table */
	    {"disk,read MB/s,write "
	     "MB/s\nssd1,512.3,488.1\nssd2,420.0,399.5\n\n",
	     "document"},
	    {"Run\tRead\tWrite\nssd1\t512.3 MB/s\t488.1 MB/s\nssd2\t420.0 "
	     "MB/s\t399.5 MB/s\n\n",
	     "document"},
	    {"| disk | read | write |\n|------|------|-------|\n| ssd1 | 512.3 "
	     "MB/s | 488.1 MB/s |\n\n",
	     "document"},
	    /* an HTML page */
	    {"<html><body><p>Results</p><pre>\n", "document"},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char buf[2048];
		const struct ingest_format *f;

		snprintf(buf, sizeof(buf), "%s%s%s", cases[i].head, dd,
			 strstr(cases[i].head, "<pre>")
			     ? "</pre></body></html>\n"
			     : "");
		f = ingest_detect(buf, strlen(buf), NULL);
		if (!f || strcmp(f->name, cases[i].want))
			T_FAIL("case %zu: detected as %s, expected %s", i,
			       f ? f->name : "nothing", cases[i].want);
	}
}

/*
 * A saved page whose <pre> holds a fio output printed with its terse copy
 * (--output-format=normal,terse): fio text is surer of that output than
 * of any other (97), but only the page's reader reads markup and
 * entities ("&gt;=64"): the page is a document, and its job is read.
 */
T_TEST(t_detect_html_page_over_fio_text)
{
	static const char page[] =
	    "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Notes"
	    "</title></head>\n<body>\n<p>The random read run on the new "
	    "box.</p>\n<pre>rr: (groupid=0, jobs=1): err= 0: pid=4410: Mon May"
	    "  6 09:12:44 2024\n  read: IOPS=9512, BW=37.2MiB/s (39.0MB/s)"
	    "(256MiB/6889msec)\n  IO depths    : 1=100.0%, 2=0.0%, 4=0.0%, "
	    "8=0.0%, 16=0.0%, 32=0.0%, &gt;=64=0.0%\n\nRun status group 0 "
	    "(all jobs):\n   READ: bw=37.2MiB/s (39.0MB/s), 37.2MiB/s-37.2MiB/s"
	    " (39.0MB/s-39.0MB/s), io=256MiB (268MB), run=6889-6889msec\n"
	    "3;fio-3.28;rr;0;0;262144;38053;9513;6889;0;0;0.000000;0.000000;"
	    "61;2817;104.110000;31.800000\n</pre>\n</body></html>\n";
	const struct ingest_format *f = ingest_detect(page, strlen(page), NULL);
	struct t_collect c;
	const struct iodb_result *r;

	T_STR(f ? f->name : "nothing", "document");
	T_INT(t_collect_buf(&c, NULL, "page.html", page, strlen(page), 0), 0);
	r = t_find(&c, IODB_OP_READ, NULL, NULL);
	T_OK(r != NULL);
	if (r)
		T_DBL(r->iops, 9512);
	t_collect_free(&c);
}

/*
 * "Run status group" named in prose ("#### Общий результат (Run status
 * group 0):" over bullets restating it) is no fio output: the text is not
 * handed to fio's importer (which finds no job and fails the file); fio's
 * own line, at a line's start or glued to the line before it (a flattened
 * page), still is.
 */
T_TEST(t_detect_group_line_named_in_prose)
{
	static const char prose[] =
	    "Результаты команды для моего NVMe SSD были следующие:\n"
	    "#### Общий результат (Run status group 0):\n"
	    "* Чтение (READ):\n"
	    "* Скорость: 38.8 MiB/s (40.7 MB/s) — средняя скорость.\n";
	static const char printed[] =
	    "Run status group 0 (all jobs):\n"
	    "   READ: bw=38.8MiB/s (40.7MB/s), 9562KiB/s-10.1MiB/s "
	    "(9792kB/s-10.6MB/s), io=2329MiB (2442MB), run=60001-60002msec\n";
	static const char quoted[] =
	    "> Run status group 0 (all jobs):\n"
	    ">    READ: bw=38.8MiB/s (40.7MB/s), 9562KiB/s-10.1MiB/s "
	    "(9792kB/s-10.6MB/s), io=2329MiB (2442MB), run=60001-60002msec\n";
	const struct ingest_format *f;

	f = ingest_detect(prose, sizeof(prose) - 1, NULL);
	T_OK(!f || strcmp(f->name, "fio-text"));
	f = ingest_detect(printed, sizeof(printed) - 1, NULL);
	T_OK(f && !strcmp(f->name, "fio-text"));
	f = ingest_detect(quoted, sizeof(quoted) - 1, NULL);
	T_OK(f && !strcmp(f->name, "fio-text"));
}
