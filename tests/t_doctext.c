/*
 * A web page's charset (ingest/doctext.c): a page saved in EUC-KR,
 * Shift_JIS or GBK is read in it; a page whose bytes are UTF-8 is read as
 * UTF-8 whatever its <meta> says; a page's bad bytes lose a character,
 * not the page.  The pages are made here, their legacy bytes by iconv.
 */
#include <iconv.h>
#include <stdlib.h>
#include <string.h>

#include "tests/collect.h"
#include "util/strbuf.h"
#include "ingest/lines.h"
#include "tests/t.h"

/* A results table and a dd output in Korean, as a page declaring cs. */
static const char page_ko[] =
    "<html><head><meta http-equiv=\"Content-Type\" "
    "content=\"text/html; charset=%s\"><title>SSD \xeb\xb2\xa4\xec\xb9\x98"
    "</title></head>\n<body><h2>\xec\x84\x9c\xeb\xb2\x84 "
    "\xec\x84\xb1\xeb\x8a\xa5</h2>\n"
    "<table><tr><th>\xea\xb5\xac\xeb\xb6\x84</th><th>\xec\x84\x9c\xeb\xb2"
    "\x84"
    "A</th><th>\xec\x84\x9c\xeb\xb2\x84"
    "B</th></tr>\n"
    /* 순차 읽기 (MB/s) */
    "<tr><td>\xec\x88\x9c\xec\xb0\xa8 \xec\x9d\xbd\xea\xb8\xb0 (MB/s)</td>"
    "<td>512.3</td><td>488.1</td></tr>\n"
    "</table>\n<pre>\n"
    "1024+0 \xeb\xa0\x88\xec\xbd\x94\xeb\x93\x9c \xeb\x93\xa4\xec\x96\xb4"
    "\xec\x98\xb4\n"
    "1024+0 \xeb\xa0\x88\xec\xbd\x94\xeb\x93\x9c \xeb\x82\x98\xea\xb0\x90\n"
    "1073741824 \xeb\xb0\x94\xec\x9d\xb4\xed\x8a\xb8 (1.1 GB, 1.0 GiB) "
    "\xeb\xb3\xb5\xec\x82\xac\xeb\x90\xa8, 2.5 s, 429 MB/s\n</pre>\n"
    "</body></html>\n";

/* s (UTF-8) in charset cs, malloc'd; NULL when iconv cannot. */
static char *encode(const char *s, const char *cs, size_t *len)
{
	iconv_t cd = iconv_open(cs, "UTF-8");
	size_t left = strlen(s), room = left * 2 + 16;
	char *out = malloc(room), *o = out, *in = (char *)s;

	if (cd == (iconv_t)-1 || !out) {
		free(out);
		return NULL;
	}
	if (iconv(cd, &in, &left, &o, &room) == (size_t)-1) {
		free(out);
		out = NULL;
	}
	iconv_close(cd);
	*len = out ? (size_t)(o - out) : 0;
	return out;
}

/* Import page (len bytes) as a document: 서버A's read 512.3 MB/s and the
 * dd write are there, labelled in Korean. */
static void check_ko(const char *what, const char *page, size_t len)
{
	struct t_collect c;
	char msg[2048];
	const struct iodb_result *r;
	int seen = 0;

	t_collect_msg(&c, "document", what, page, len, msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.n_res, 3);
	for (size_t i = 0; i < c.n_res; i++) {
		r = &c.res[i].r;
		if (r->cond.op == IODB_OP_READ && r->bw_bytes == 512.3e6) {
			T_STR(c.runs[c.res[i].run].label,
			      "\xec\x84\x9c\xeb\xb2\x84"
			      "A");
			seen |= 1;
		}
		if (r->io_bytes == 1073741824.0 && r->runtime_ns == 2.5e9)
			seen |= 2;
	}
	T_INT(seen, 3);
	/* libxml2 reports nothing of its own: no message at all */
	T_STR(msg, "");
	t_collect_free(&c);
}

T_TEST(t_doctext_charsets)
{
	char buf[4096];
	size_t len;
	char *legacy;

	/* UTF-8 declared as UTF-8, and UTF-8 under a stale EUC-KR <meta> (a
	 * browser's saved copy): libxml2 converted it again and lost the
	 * page from its first Korean character */
	snprintf(buf, sizeof(buf), page_ko, "utf-8");
	check_ko("utf8.html", buf, strlen(buf));
	snprintf(buf, sizeof(buf), page_ko, "euc-kr");
	check_ko("stale-meta.html", buf, strlen(buf));
	/* the page really in EUC-KR */
	legacy = encode(buf, "EUC-KR", &len);
	T_REQUIRE(legacy != NULL);
	check_ko("euc-kr.html", legacy, len);
	/* one bad byte pair in the heading: a '?' there, the rest reads
	 * (libxml2 stopped at it and printed "encoding error") */
	{
		char *h = strstr(legacy, "<h2>");
		char *bad = malloc(len + 2);

		T_REQUIRE(h && bad);
		memcpy(bad, legacy, (size_t)(h - legacy) + 4);
		memcpy(bad + (h - legacy) + 4, "\xff\xfe", 2);
		memcpy(bad + (h - legacy) + 6, h + 4,
		       len - (size_t)(h - legacy) - 4);
		check_ko("bad-byte.html", bad, len + 2);
		free(bad);
	}
	free(legacy);
}

/*
 * highlight.js's line-number plugin: each line of a <pre><code> in a <tr>
 * of its own, its newline taken out, the numbers in a gutter cell.  The
 * lines were read as one ("iodepth=32fio-3.33Starting").
 */
T_TEST(t_doctext_line_per_row)
{
	static const char *const lines[] = {
	    "rr: (g=0): rw=randread, bs=(R) 4096B-4096B, (W) 4096B-4096B, "
	    "(T) 4096B-4096B, ioengine=io_uring, iodepth=32",
	    "fio-3.33",
	    "Starting 1 process",
	    "",
	    "rr: (groupid=0, jobs=1): err= 0: pid=1: Tue Dec  1 01:45:39 2026",
	    "  read: IOPS=84.5k, BW=330MiB/s (346MB/s)(99.4MiB/301msec)",
	    "",
	    "Run status group 0 (all jobs):",
	    "   READ: bw=330MiB/s (346MB/s), 330MiB/s-330MiB/s "
	    "(346MB/s-346MB/s), io=99.4MiB (104MB), run=301-301msec",
	};
	struct strbuf sb = STRBUF_INIT;
	struct t_collect c;
	const struct iodb_result *r;

	strbuf_addstr(&sb, "<!DOCTYPE html><html><body><h2>NVMe</h2>"
			   "<pre><code class=\"hljs\"><table class=\"hljs-ln\">"
			   "<tbody>");
	for (size_t i = 0; i < sizeof(lines) / sizeof(lines[0]); i++)
		strbuf_addf(&sb,
			    "<tr><td class=\"hljs-ln-numbers\"><div "
			    "class=\"hljs-ln-n\" data-line-number=\"%zu\">"
			    "</div></td><td class=\"hljs-ln-code\"><div "
			    "class=\"hljs-ln-line\">%s</div></td></tr>",
			    i + 1, lines[i]);
	strbuf_addstr(&sb, "</tbody></table></code></pre></body></html>\n");
	t_collect_buf(&c, "document", "hljs.html", sb.buf, sb.len, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	r = t_find(&c, IODB_OP_READ, NULL, NULL);
	if (r) {
		T_DBL(r->iops, 84500);
		T_INT(r->cond.iodepth, 32);
		T_INT(r->cond.bs, 4096);
	}
	t_collect_free(&c);
	strbuf_release(&sb);
}

/* A mail's attribution line, in the languages of the mail clients. */
T_TEST(t_lines_attribution)
{
	static const char *const yes[] = {
	    "On Tue, 1 Dec 2026 at 10:02, Bob Smith wrote:",
	    "Bob Smith <bob@example.org> writes:",
	    "Am Di., 1. Dez. 2026 um 10:02 schrieb Bob:",
	    "Le mar. 1 d\303\251c. 2026, Bob a \303\251crit :",
	    "El mar, 1 dic 2026, Bob escribi\303\263:",
	    "Bob \320\275\320\260\320\277\320\270\321\201\320\260\320\273\320"
	    "\260:",
	    /* Chinese: "... <bob@example.org> on 2026-12-01 Tue 17:15
	     * wrote(full-width colon)", no blank before the word */
	    "Bob <bob@example.org> \344\272\2162026\345\271\26412\346\234"
	    "\2101\346\227\245\345\221\250\344\272\214 17:15\345\206\231"
	    "\351\201\223\357\274\232",
	    "Bob <bob@example.org> \344\272\2162026-12-01 17:15\345\206\231"
	    "\351\201\223:",
	    /* Japanese: "Bob wrote:" */
	    "2026\345\271\26412\346\234\2101\346\227\245 Bob "
	    "\343\201\257\346\233\270\343\201\215\343\201\276\343\201"
	    "\227\343\201\237:",
	};
	static const char *const no[] = {
	    "Samsung 980 PRO:",
	    "Results written:",
	    "rewrote:",
	    "wrote",
	    /* "write test (full-width colon)": a test, no one wrote */
	    "\345\206\231\346\265\213\350\257\225\357\274\232",
	};

	for (size_t i = 0; i < sizeof(yes) / sizeof(yes[0]); i++)
		if (!line_is_attribution(yes[i], strlen(yes[i])))
			T_FAIL("not an attribution: %s", yes[i]);
	for (size_t i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		T_INT(line_is_attribution(no[i], strlen(no[i])), 0);
}

/* A person's cut mark: every form the importers knew, one rule. */
T_TEST(t_lines_cut_mark)
{
	static const char *const yes[] = {
	    "...",
	    ".....",
	    "[...]",
	    "(...)",
	    "<...>",
	    "\342\200\246",
	    "[\342\200\246]",
	    "snip",
	    "<snip>",
	    "[snip]",
	    "(snip)",
	    "--snip--",
	    "-- snip --",
	    "  [ ... ]  ",
	    "<... stats deleted for clarity ...>",
	    "~\347\225\245~",
	    "(\354\203\235\353\236\265)",
	    "[... 20 lines omitted ...]",
	};
	static const char *const no[] = {
	    "", "1.2.3", "Results", "-----", "=====", "fio-3.33", "Samsung 980",
	};

	for (size_t i = 0; i < sizeof(yes) / sizeof(yes[0]); i++)
		if (!line_is_cut_mark(yes[i], strlen(yes[i])))
			T_FAIL("not a cut mark: %s", yes[i]);
	for (size_t i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		if (line_is_cut_mark(no[i], strlen(no[i])))
			T_FAIL("a cut mark: %s", no[i]);
}

/* A whole line in Markdown emphasis: the text inside; any other line
 * (unclosed, closed by another run, a space inside), none. */
T_TEST(t_lines_emphasis_unwrap)
{
	static const struct {
		const char *s;
		size_t off, len;
	} cases[] = {
	    {"_fio --bs=4k --end_fsync=1_ ", 1, 25},
	    {"  **fio --bs=1M**", 4, 11},
	    {"*dd if=/dev/zero of=t bs=1M*", 1, 26},
	    {"_fio --bs=4k", 0, 12},
	    {"_fio --bs=4k__", 0, 14},
	    {"_ fio --bs=4k _", 0, 15},
	    {"fio --name=a_b_", 0, 15},
	    {"__", 0, 2},
	    {"_x_", 1, 1},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		size_t in, off = line_emphasis_unwrap(cases[i].s,
						      strlen(cases[i].s), &in);

		T_INT(off, cases[i].off);
		T_INT(in, cases[i].len);
	}
}

/* A whole line in one code span of any backtick run (CommonMark). */
T_TEST(t_lines_code_span_unwrap)
{
	static const struct {
		const char *s;
		size_t off, len;
	} cases[] = {
	    {"`bs=4k`", 1, 5},
	    {"``rw=readwrite``", 2, 12},
	    {"  ```[job]```", 5, 5},
	    {"`` `x` ``", 3, 3}, /* one blank each side goes */
	    {"``a`b``", 2, 3},	 /* a lone backtick inside */
	    {"``a``b``", 0, 8},	 /* closed before the line's end */
	    {"``bs=4k`", 0, 8},	 /* no run of two closes it */
	    {"`a` and `b`", 0, 11},
	    {"``", 0, 2},
	    {"plain", 0, 5},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		size_t in, off = line_code_span_unwrap(cases[i].s,
						       strlen(cases[i].s), &in);

		T_INT(off, cases[i].off);
		T_INT(in, cases[i].len);
	}
}

/* A page that ends inside its charset's name ("charset=\"u"): no read
 * past its end (a fuzzer find). */
T_TEST(t_doctext_charset_cut)
{
	static const char page[] = "<!DOCTYPE html>\n<html lang=\"en\">\n"
				   "<head>\n<meta charset=\"u";
	char *copy = malloc(sizeof(page) - 1);
	struct t_collect c;

	T_REQUIRE(copy != NULL);
	memcpy(copy, page, sizeof(page) - 1); /* no NUL after it */
	t_collect_buf(&c, "document", "cut.html", copy, sizeof(page) - 1, 1);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
	free(copy);
}

/*
 * An Org mode document (README.org): its headings are stars at the start
 * of a line, its keyword lines ("#+PLOT: ...", just above each table) are
 * no text a reader sees, and "#+BEGIN_EXAMPLE" ... "#+END_EXAMPLE" holds
 * output.  A table is read under its own heading (the systems named in
 * full, not "Alpha"), and a table whose section is another benchmark's
 * ("*** Sysbench memory", "*** speedtest" above "**** Nearest location")
 * is not read.  The numbers are made up.
 */
T_TEST(t_doctext_org_mode)
{
	static const char org[] =
	    "#+TITLE: Cloud disks\n"
	    "* Tests\n"
	    "** System Performance\n"
	    "*** fio\n"
	    "    In this test, more is better.\n"
	    "\n"
	    "    #+PLOT: ind:1 type:2d with:histogram\n"
	    "    #+PLOT: file:\"./img/fio_io.png\"\n"
	    "    |-----------------+----------------+----------------|\n"
	    "    | Plan            | Alpha 20GB SSD | Alpha 40GB SSD |\n"
	    "    |-----------------+----------------+----------------|\n"
	    "    | Read IO (MB/s)  |        249.672 |        244.385 |\n"
	    "    | Write IO (MB/s) |        192.748 |        194.879 |\n"
	    "    |-----------------+----------------+----------------|\n"
	    "\n"
	    "**** Sysbench memory\n"
	    "    #+PLOT: file:\"./img/ram.png\"\n"
	    "    | Plan                  | Alpha 20GB SSD | Alpha 40GB SSD |\n"
	    "    |-----------------------+----------------+----------------|\n"
	    "    | RAM rand read (IOPS)  |        2334463 |        1366183 |\n"
	    "    | RAM rand write (IOPS) |        2248883 |        1342079 |\n"
	    "\n"
	    "*** dd\n"
	    "    #+BEGIN_EXAMPLE\n"
	    "    1024+0 records in\n"
	    "    1024+0 records out\n"
	    "    1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, 429 MB/s\n"
	    "    #+END_EXAMPLE\n"
	    "** Network Performance\n"
	    "*** speedtest\n"
	    "**** Nearest location\n"
	    "    | Plan                    | Alpha 20GB SSD | Alpha 40GB SSD "
	    "|\n"
	    "    "
	    "|-------------------------+----------------+----------------|\n"
	    "    | Nearest Download (MB/s) |         99.487 |        719.030 "
	    "|\n"
	    "    | Nearest Upload (MB/s)   |         80.552 |        273.677 "
	    "|\n";
	struct t_collect c;
	char msg[4096];
	int seen = 0;

	t_collect_msg(&c, "document", "README.org", org, sizeof(org) - 1, msg,
		      sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.n_res, 5);
	for (size_t i = 0; i < c.n_res; i++) {
		const struct iodb_result *r = &c.res[i].r;
		const char *label = c.runs[c.res[i].run].label;

		if (r->bw_bytes == 249.672e6 && r->cond.op == IODB_OP_READ) {
			T_STR(label, "Alpha 20GB SSD");
			seen |= 1;
		}
		if (r->bw_bytes == 194.879e6 && r->cond.op == IODB_OP_WRITE) {
			T_STR(label, "Alpha 40GB SSD");
			seen |= 2;
		}
		if (r->io_bytes == 1073741824.0 && r->runtime_ns == 2.5e9) {
			/* "*** dd" names the tool, not a system: no label */
			T_OK(label == NULL);
			seen |= 4;
		}
	}
	T_INT(seen, 7);
	/* its rows name RAM: no storage, IOPS or not */
	if (!strstr(msg, "README.org:20:38: warning: table 2 not imported: "
			 "'2334463' measures no storage ('RAM rand read "
			 "(IOPS)' names ram)"))
		T_FAIL("no warning for the memory table: %s", msg);
	if (!strstr(msg, "table 3 not imported: its section's heading (line "
			 "30) names a network"))
		T_FAIL("no warning for the network table: %s", msg);
	t_collect_free(&c);
}

/*
 * Titles underlined (reStructuredText, Markdown's Setext headings): the
 * title above "~~~~" is a heading that labels the runs under it, the
 * underline no code fence (it held the rest of the page as code), and
 * ".. code:: bash" no label.  A line of dashes much longer than the line
 * above it is a rule, no underline.  The figures are made up.
 */
T_TEST(t_doctext_underlined_titles)
{
	static const char rst[] =
	    "Raspberry Pi storage\n"
	    "=====================\n\n"
	    "Tested on RPi 4\n"
	    "---------------\n\n"
	    "Samsung USB3 Drive (FAT)\n"
	    "~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n\n"
	    ".. code:: bash\n\n"
	    "   pi@qp ~> sudo dd if=/dev/zero of=/media/usb/t bs=1M "
	    "count=1024 oflag=direct\n"
	    "   1024+0 records in\n   1024+0 records out\n"
	    "   1073741824 bytes (1.1 GB, 1.0 GiB) copied, 25.95 s, 41.4 MB/s\n"
	    "\n"
	    "SanDisk via USB3 cable\n"
	    "~~~~~~~~~~~~~~~~~~~~~~\n\n"
	    ".. code:: bash\n\n"
	    "   pi@qp ~> sudo dd if=/dev/zero of=/media/sd/t bs=1M count=1024 "
	    "oflag=direct\n"
	    "   1024+0 records in\n   1024+0 records out\n"
	    "   1073741824 bytes (1.1 GB, 1.0 GiB) copied, 4.73075 s, 227 "
	    "MB/s\n\n"
	    "Results:\n"
	    "----------------------------------------------------------------\n"
	    "Both drives were formatted the day before.\n";
	struct t_collect c;
	int seen = 0;

	t_collect_buf(&c, "document", "storage.rst", rst, sizeof(rst) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 2);
	for (size_t i = 0; i < c.n_res; i++) {
		const struct iodb_result *r = &c.res[i].r;
		const char *label = c.runs[c.res[i].run].label;

		if (r->runtime_ns == 25.95e9) {
			T_STR(label, "Samsung USB3 Drive (FAT)");
			seen |= 1;
		}
		if (r->runtime_ns == 4.73075e9) {
			T_STR(label, "SanDisk via USB3 cable");
			seen |= 2;
		}
	}
	T_INT(seen, 3);
	t_collect_free(&c);
}

/*
 * A Markdown post kept whole inside one <div> (white-space: pre-wrap):
 * one long text node, which libxml2 numbers by the end of its first
 * chunk of about 1000 bytes.  Its lines are counted back from the element
 * after it, so a dd run in it is at its own line of the file.
 */
T_TEST(t_doctext_long_text_node_lines)
{
	struct strbuf sb = STRBUF_INIT;
	struct t_collect c;

	strbuf_addstr(&sb, "<div style=\"white-space: pre-wrap;\">\n"
			   "<div align=\"center\"><img src=\"a.jpg\"><br>"
			   "</div>\n");
	for (int i = 0; i < 40; i++) /* lines 3-42 */
		strbuf_addf(&sb,
			    "Line %02d of notes about the server before the "
			    "test.\n",
			    i);
	strbuf_addstr(&sb, "\n```\n"); /* lines 43, 44 */
	strbuf_addstr(&sb, "16+0 records in\n16+0 records out\n"); /* 45 */
	strbuf_addstr(&sb, "16777216 bytes (17 MB, 16 MiB) copied, 0.01 s, "
			   "1.7 GB/s\n```\n");
	strbuf_addstr(&sb, "<img src=\"x.png\">\nThe end.\n</div>\n");
	t_collect_buf(&c, "document", "long.md", sb.buf, sb.len, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.line_from, 45);
		T_INT(c.res[0].r.line_to, 47);
	}
	t_collect_free(&c);
	strbuf_release(&sb);
}

/*
 * A <div style="white-space: pre-wrap"> holding no block element (a
 * <style> and an <img> only): its lines stay lines, as the browser shows
 * them, not one paragraph; the dd run is at its own lines.
 */
T_TEST(t_doctext_pre_wrap_div)
{
	static const char page[] =
	    "<div id=\"post\" style=\"max-width: 800px; white-space: "
	    "pre-wrap;\">\n"
	    "<style>#p { display: inline; }</style>\n"
	    "\n"
	    "## Write test\n"
	    "\n"
	    "```\n"
	    "1024+0 records in\n"
	    "1024+0 records out\n"
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, 429 MB/s\n"
	    "```\n"
	    "<img src=\"x.png\">\n"
	    "</div>\n";
	struct t_collect c;

	t_collect_buf(&c, "document", "prewrap.md", page, sizeof(page) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.line_from, 7);
		T_INT(c.res[0].r.line_to, 9);
		T_DBL(c.res[0].r.runtime_ns, 2.5e9);
	}
	t_collect_free(&c);
}

/*
 * A blog's metadata header over a page (Pelican's "Title:" / "Date:"
 * lines, Jekyll's YAML front matter): skipped, the page read as a page,
 * its lines keeping their numbers; the header's words label nothing.
 */
T_TEST(t_doctext_metadata_header)
{
	static const char *const heads[] = {
	    "Title: Disk test\nDate: 2008-11-28 15:46:29\nTags: rant\n\n",
	    "---\ntitle: Disk test\ndate: 2008-11-28\n---\n\n",
	};
	static const char page[] =
	    "<p>Results:</p>\n"
	    "<table>\n"
	    "<tr><th></th><th>Laptop A</th><th>Laptop B</th></tr>\n"
	    "<tr><td>Average Read</td><td>21.2 MB/sec</td>"
	    "<td>51.1 MB/sec</td></tr>\n"
	    "</table>\n";

	for (size_t i = 0; i < sizeof(heads) / sizeof(heads[0]); i++) {
		struct strbuf sb = STRBUF_INIT;
		struct t_collect c;
		const struct iodb_result *r;

		strbuf_addstr(&sb, heads[i]);
		strbuf_addstr(&sb, page);
		t_collect_buf(&c, NULL, "post.md", sb.buf, sb.len, 1);
		T_INT(c.ret, 0);
		T_INT(c.n_res, 2);
		r = c.n_res == 2 ? &c.res[0].r : NULL;
		T_REQUIRE(r);
		T_DBL(r->bw_bytes, 21.2e6);
		T_INT(r->line_from, 8 + (long)i);
		T_STR(c.runs[c.res[0].run].label, "Laptop A");
		t_collect_free(&c);
		strbuf_release(&sb);
	}
}

/* A Markdown export's backslash escapes in prose ("2987\.5 MB/s") are
 * undone before figures are read; inside inline code and fenced blocks
 * they stay (docs/documents.md, "Markdown escapes"). */
T_TEST(t_doctext_markdown_escapes)
{
	static const char post[] =
	    "\\# Scratch disk\n"
	    "\n"
	    "## Sequential read\n"
	    "\n"
	    "Parameters: `fio --name=a\\_b --filename=t.dat --rw=read "
	    "--bs=1m --iodepth=16 --direct=1`\n"
	    "\n"
	    "Test results: 2987\\.5 MB/s\n"
	    "\n"
	    "```\n"
	    "grep -c '1\\.5'\n"
	    "```\n";
	struct t_collect c;

	t_collect_buf(&c, NULL, "post.md", post, sizeof(post) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_DBL(c.res[0].r.bw_bytes, 2987.5e6);
		T_INT(c.res[0].r.cond.op, IODB_OP_READ);
		T_INT(c.res[0].r.line_from, 7);
	}
	t_collect_free(&c);
}

/* The writer's own figures with the test named after each ("I get N
 * MB/s for writes", "N sequential write iops at 4K block size"), read
 * only as a measurement in a text naming a tool; a question, a plan, an
 * approximation, a claim or one test twice reads nothing
 * (docs/documents.md, "the writer's own figures"). */
T_TEST(t_doctext_person_result_sentence)
{
	static const struct {
		const char *text;
		size_t n;
		double v0; /* the first result's bw_bytes or IOPS */
		long bs0;
	} cases[] = {
	    {"With dd I get 512 MB/s for writes and 2.1 GB/s for reads.\n", 2,
	     512e6, -1},
	    {"Using fio, we got 88,500 random read iops at 16k block size.\n",
	     1, 88500, 16384},
	    {"hdparm here. I saw 141.5 MB/s on sequential reads.\n", 1,
	     141.5 * 1048576, -1},
	    {"Should I expect more than 200 MB/s for writes with dd?\n", 0, 0,
	     -1},
	    {"With dd I get 512 MB/s for writes. Do I get 90 MB/s for reads "
	     "with "
	     "dd?\n",
	     1, 512e6, -1},
	    {"With fio I get about 512 MB/s for writes.\n", 0, 0, -1},
	    {"With fio I get 512 MB/s for writes and 498 MB/s for writes.\n", 0,
	     0, -1},
	    {"The card is rated for 3,500 MB/s reads; with fio I get 3,100 "
	     "MB/s "
	     "for reads.\n",
	     0, 0, -1},
	    {"With fio I get 512 MB/s for writes, 2 jobs.\n", 0, 0, -1},
	    {"With dd I get 41,000 iops for random writes.\n", 0, 0, -1},
	    {"I get 512 MB/s for writes over NFS.\n", 0, 0, -1},
	    {"With fio I get 600 MB/s on read-heavy workloads.\n", 0, 0, -1},
	    {"With fio I get 90,000 write iops at 4K.\n", 0, 0, -1},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct t_collect c;
		const struct iodb_result *r;

		t_collect_buf(&c, "document", "mail.txt", cases[i].text,
			      strlen(cases[i].text), 1);
		if (c.n_res != cases[i].n)
			T_FAIL("case %zu: %zu results, expected %zu", i,
			       c.n_res, cases[i].n);
		r = c.n_res && c.n_res == cases[i].n ? &c.res[0].r : NULL;
		if (r) {
			T_DBL(r->iops > 0 ? r->iops : r->bw_bytes, cases[i].v0);
			T_INT(r->cond.bs, cases[i].bs0);
		}
		t_collect_free(&c);
	}
}
