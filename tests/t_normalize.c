/*
 * The normalization pass (ingest/normalize.c): each class of what pasting
 * does to text, with made-up examples, asserting the normalized text AND
 * the map back to the original line and column; then the same through
 * ingest_parse(): figures, line ranges and messages of pasted outputs.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ingest/doctext.h"
#include "ingest/import.h"
#include "ingest/ingest.h"
#include "ingest/normalize.h"
#include "tests/collect.h"
#include "tests/t.h"
#include "util/strbuf.h"

#define NB "\xc2\xa0" /* U+00A0 */

/* Normalize in and check the text; returns 1 if it changed. */
static int norm_is(struct ingest_norm *n, const char *in, const char *want)
{
	int r = ingest_normalize(n, in, strlen(in));

	T_OK(r >= 0);
	if (r == 0) {
		T_STR(in, want);
		return 0;
	}
	T_STR(n->text, want);
	return 1;
}

/* Normalized line `line` col `col` is original oline:ocol. */
#define T_MAP(n, line, col, oline, ocol)                                       \
	do {                                                                   \
		long ol_, oc_;                                                 \
		ingest_norm_locate(n, line, col, &ol_, &oc_);                  \
		T_INT(ol_, oline);                                             \
		T_INT(oc_, ocol);                                              \
	} while (0)

/* Whether s needs normalizing, and whether normalizing changes it. */
#define NEEDED(s)    ingest_norm_needed(s, strlen(s))
#define UNCHANGED(s) T_INT(ingest_normalize(&n, s, strlen(s)), 0)

/* Normalizing the normalized text changes nothing. */
static void idempotent(const struct ingest_norm *n)
{
	struct ingest_norm again;

	T_INT(ingest_normalize(&again, n->text, n->len), 0);
}

T_TEST(t_normalize_fast_path)
{
	static const char *const plain[] = {
	    "10+0 records in\n10+0 records out\n",
	    "{\n  \"fio version\" : \"fio-3.28\",\n  \"jobs\" : [ ]\n}\n",
	    "job: (groupid=0, jobs=1): err= 0: pid=7\n"
	    "  read: IOPS=57.6k, BW=225MiB/s (236MB/s)(13.2GiB/60001msec)\n"
	    "     lat (msec)   : 2=0.01%, >=2000=0.01%\n",
	    "3;fio-3.28;job;0;0;1;2;3\n",
	    "",
	};
	struct ingest_norm n;

	for (size_t i = 0; i < sizeof(plain) / sizeof(plain[0]); i++) {
		T_INT(ingest_norm_needed(plain[i], strlen(plain[i])), 0);
		T_INT(ingest_normalize(&n, plain[i], strlen(plain[i])), 0);
		T_OK(n.text == NULL);
	}
	/* each of these needs a look */
	T_INT(NEEDED("a\r\n"), 1);
	T_INT(NEEDED("> 10+0 records in\n"), 1);
	T_INT(NEEDED("x\n    a\n"), 0); /* 2nd line only */
	T_INT(NEEDED("    a\n    b\n"), 1);
	T_INT(NEEDED("a &gt; b"), 1);
	T_INT(NEEDED("10" NB "MB"), 1);
	/* a look that finds nothing to do still copies nothing */
	UNCHANGED("a & b < c\n# one\n");
}

T_TEST(t_normalize_unicode_spaces)
{
	struct ingest_norm n;

	/* a dd line copied from a web page: NBSP between every word */
	if (norm_is(&n,
		    "10+0" NB "records" NB "in\n"
		    "10485760" NB "bytes" NB "(10" NB "MB," NB "10" NB "MiB)" NB
		    "copied," NB "0,0371" NB "s," NB "283" NB "MB/s\n",
		    "10+0 records in\n10485760 bytes (10 MB, 10 MiB) copied, "
		    "0,0371 s, 283 MB/s\n")) {
		/* the ',' of "0,0371": 7 NBSPs (2 bytes each) before it */
		T_MAP(&n, 2, 41, 2, 48);
		T_MAP(&n, 1, 5, 1, 5);
		T_MAP(&n, 1, 6, 1, 7);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* U+2002, U+2009, U+202F, U+205F, U+3000 */
	if (norm_is(&n,
		    "a\xe2\x80\x82"
		    "b\xe2\x80\x89"
		    "c\xe2\x80\xaf"
		    "d\xe2\x81\x9f"
		    "e\xe3\x80\x80"
		    "f",
		    "a b c d e f"))
		ingest_norm_release(&n);
}

T_TEST(t_normalize_invisible)
{
	struct ingest_norm n;

	/* BOM, zero-width space/joiner, word joiner, soft hyphen */
	if (norm_is(&n,
		    "\xef\xbb\xbf"
		    "1073741824 by\xc2\xadtes\xe2\x80\x8b copied,\xe2\x81\xa0 "
		    "2.5 s\xef\xbb\xbf, 429 MB/s\xe2\x80\x8d\n",
		    "1073741824 bytes copied, 2.5 s, 429 MB/s\n")) {
		T_MAP(&n, 1, 1, 1, 4);	 /* after the BOM */
		T_MAP(&n, 1, 14, 1, 19); /* 't' after the soft hyphen */
		idempotent(&n);
		ingest_norm_release(&n);
	}
}

T_TEST(t_normalize_full_width)
{
	struct ingest_norm n;

	/* a hand table cell in full-width digits and colon */
	if (norm_is(&n,
		    "| 순차 읽기 | \xef\xbc\x95\xef\xbc\x91\xef\xbc\x92\xef\xbc"
		    "\x8e\xef\xbc\x93 |\n"
		    "속도\xef\xbc\x9a 1\xef\xbc\x8c"
		    "024 MB/s\xef\xbc\x8c 빠름\n",
		    "| 순차 읽기 | 512.3 |\n"
		    "속도: 1,024 MB/s\xef\xbc\x8c 빠름\n")) {
		/* '3' of 512.3: four 3-byte characters before it */
		T_MAP(&n, 1, 23, 1, 31);
		idempotent(&n);
		ingest_norm_release(&n);
	}
}

T_TEST(t_normalize_entities)
{
	struct ingest_norm n;

	if (norm_is(&n,
		    "&gt; 10+0 records in\n"
		    "dd if=/dev/zero of=x bs=1M count=10 &amp;&amp; sync\n"
		    "10485760&nbsp;bytes&#160;(10 MB)&#x3000;copied, 1 s, "
		    "&quot;10 MB/s&quot; &#39;x&#39; &lt;x&gt; AT&T &foo;\n",
		    "10+0 records in\n"
		    "dd if=/dev/zero of=x bs=1M count=10 && sync\n"
		    "10485760 bytes (10 MB) copied, 1 s, \"10 MB/s\" 'x' <x> "
		    "AT&T &foo;\n")) {
		/* the '(' after "&#160;" */
		T_MAP(&n, 3, 16, 3, 26);
		ingest_norm_release(&n);
	}
	/* an HTML page keeps its tags and entities but spaces: libxml2
	 * reads them */
	UNCHANGED("<!DOCTYPE html><html><body><pre>a &gt; b"
		  "</pre></body></html>\n");
	if (norm_is(&n,
		    "<html><body>\r\n<p>x&nbsp;y</p>\r\n<pre>10" NB
		    "MB</pre>\r\n</body></html>\r\n",
		    "<html><body>\n<p>x y</p>\n<pre>10 MB</pre>\n"
		    "</body></html>\n"))
		ingest_norm_release(&n);
}

T_TEST(t_normalize_line_ends)
{
	struct ingest_norm n;

	if (norm_is(&n, "a\r\nb\r\r\nc\r\n", "a\nb\nc\n")) {
		T_INT(n.n_lines, 4);
		T_MAP(&n, 3, 1, 3, 1);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* a lone CR is dd's progress line being overwritten: it stays */
	if (norm_is(&n, "1 s, 5 MB/s\r2 s, 5 MB/s\r\n3 s\r\n",
		    "1 s, 5 MB/s\r2 s, 5 MB/s\n3 s\n"))
		ingest_norm_release(&n);
}

T_TEST(t_normalize_quotes)
{
	struct ingest_norm n;

	/* a nested e-mail quote of hdparm, '>' alone on the blank line */
	if (norm_is(
		&n,
		"> > \n"
		"> > /dev/sda:\n"
		">>  Timing cached reads:   2 MB in  2.00 seconds = 1 MB/sec\n"
		"> >\n",
		"\n/dev/sda:\n Timing cached reads:   2 MB in  2.00 "
		"seconds = 1 MB/sec\n\n")) {
		T_MAP(&n, 2, 1, 2, 5);
		T_MAP(&n, 3, 2, 3, 5);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* quoted without a space ('>' glued to a line): the space after
	 * the '>' of the other lines is the columns' own */
	if (norm_is(&n,
		    ">CrystalDiskMark 8.0.4 x64\n"
		    ">\n"
		    ">             Read [MB/s]   Write [MB/s]\n"
		    ">SEQ1M Q8T1     3540.39       2980.00\n",
		    "CrystalDiskMark 8.0.4 x64\n\n"
		    "             Read [MB/s]   Write [MB/s]\n"
		    "SEQ1M Q8T1     3540.39       2980.00\n"))
		ingest_norm_release(&n);
	/* ... and a run quoted with "> " loses the space, its indentation
	 * beyond it kept */
	if (norm_is(&n, "> Samsung\n>    Read   Write\n> SEQ1M   35.1   29.0\n",
		    "Samsung\n   Read   Write\nSEQ1M   35.1   29.0\n"))
		ingest_norm_release(&n);
	/* Markdown blockquote; a '>' inside data and '>=' stay */
	if (norm_is(&n, "   > a > b\n  >=2000=0.01%\n",
		    "a > b\n  >=2000=0.01%\n"))
		ingest_norm_release(&n);
}

/*
 * A quoted mail a list archive flattened onto one line: its lines back,
 * quotes peeled; a redirection, an arrow chain or a quoted sentence stays.
 */
T_TEST(t_normalize_flattened_quote)
{
	struct ingest_norm n;

	if (norm_is(&n,
		    "Sam wrote: > Hello, > > disk 1 > # dd if=/dev/sd0c "
		    "of=/dev/null bs=1m count=8 2> log > 8+0 records in > "
		    "8+0 records out > 8388608 bytes transferred in 0.100 "
		    "secs (83886080 bytes/sec) > > Sam\n",
		    "Sam wrote:\nHello,\n\ndisk 1\n# dd if=/dev/sd0c "
		    "of=/dev/null bs=1m count=8 2> log\n8+0 records in\n"
		    "8+0 records out\n8388608 bytes transferred in 0.100 "
		    "secs (83886080 bytes/sec)\n\nSam\n")) {
		T_MAP(&n, 5, 1, 1, 34);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* no tool's output line in the pieces: an arrow chain */
	T_INT(NEEDED("speed: nvme > sata > usb > sd card > floppy, really\n"),
	      0);
	/* a line's own deep quote is no flattened mail */
	if (norm_is(&n, "> > > > > 64+0 records in\n", "64+0 records in\n"))
		ingest_norm_release(&n);
	/* redirections are no markers: too few pieces */
	if (norm_is(&n,
		    "dd if=/dev/zero of=x bs=1m count=1 > /dev/null > 1+0 "
		    "records in > 1+0 records out > &2\n",
		    "dd if=/dev/zero of=x bs=1m count=1 > /dev/null > 1+0 "
		    "records in > 1+0 records out > &2\n"))
		ingest_norm_release(&n);
}

/*
 * Two tools' outputs flattened onto one line (a wiki's line of runs): each
 * output line and each command after the first output on a line of its
 * own, every piece mapped to the one line; one tool's marks cut nothing.
 */
T_TEST(t_normalize_flattened_tools)
{
	struct ingest_norm n;

	if (norm_is(&n,
		    "/dev/sdk: Timing cached reads: 1604 MB in 2.00 seconds "
		    "= 801.90 MB/sec # dd if=/dev/zero of=t bs=1M count=32 "
		    "32+0 records in 32+0 records out 33554432 bytes (34 "
		    "MB) copied, 0.29 s, 116 MB/s\n",
		    "/dev/sdk:\nTiming cached reads: 1604 MB in 2.00 seconds "
		    "= 801.90 MB/sec\n# dd if=/dev/zero of=t bs=1M count=32"
		    "\n32+0 records in\n32+0 records out\n33554432 bytes (34 "
		    "MB) copied, 0.29 s, 116 MB/s\n")) {
		T_MAP(&n, 4, 1, 1, 110);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* dd's records lines cut short still cut: its importer warns */
	if (norm_is(&n,
		    "/dev/sdk: Timing buffered disk reads: 300 MB in 3.01 "
		    "seconds = 99.67 MB/sec $ dd if=/dev/zero of=t bs=1M "
		    "8+0 records in 8+0 records out\n",
		    "/dev/sdk:\nTiming buffered disk reads: 300 MB in 3.01 "
		    "seconds = 99.67 MB/sec\n$ dd if=/dev/zero of=t bs=1M\n"
		    "8+0 records in\n8+0 records out\n"))
		ingest_norm_release(&n);
	/* hdparm's output and a sentence with one records figure and RAID
	 * levels far apart: one tool's output, no cut */
	T_INT(NEEDED("/dev/sdk: Timing cached reads: 1604 MB in 2.00 seconds "
		     "= 801.90 MB/sec on RAID 1+0, not the RAID 5+0 box we "
		     "tested last year with the same old disks\n"),
	      0);
}

T_TEST(t_normalize_comments)
{
	struct ingest_norm n;

	/* '# ' over a run of lines, '#' alone on a blank one */
	if (norm_is(&n,
		    "# 10+0 records in\n#\n# 10+0 records out\n"
		    "// 1 s\n// 2 s\n",
		    "10+0 records in\n\n10+0 records out\n1 s\n2 s\n")) {
		T_MAP(&n, 3, 1, 3, 3);
		T_MAP(&n, 5, 1, 5, 4);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* a lone comment in a job file and a Markdown heading stay */
	UNCHANGED("[global]\n# direct I/O\ndirect=1\n\n# Results\n"
		  "text\n");
	/* ... but a whole file of one commented line is peeled */
	if (norm_is(&n, "# 3;fio-3.28;job;0\n", "3;fio-3.28;job;0\n"))
		ingest_norm_release(&n);
	/* '#!' and '##' are no comment markers */
	UNCHANGED("#!/bin/sh\n#!x\n## a\n## b\n");
	/* a script's output commented out with '#' glued to it */
	if (norm_is(&n,
		    "## dd\n#64+0 records in\n#64+0 records out\n"
		    "#67108864 bytes (67 MB) copied, 0,52 s, 129 MB/s\n",
		    "## dd\n64+0 records in\n64+0 records out\n"
		    "67108864 bytes (67 MB) copied, 0,52 s, 129 MB/s\n")) {
		T_MAP(&n, 2, 1, 2, 2);
		T_MAP(&n, 4, 10, 4, 11);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* ... not a lone hashtag among other lines */
	UNCHANGED("Tested on the new box.\n#nvme\nMore text.\n");
	/* a source comment glued to the output it quotes ("//1024+0") */
	if (norm_is(&n,
		    "use std::str;\n//1024+0 records in\n//1024+0 records out\n"
		    "//1073741824 bytes (1.1 GB, 1.0 GiB) copied, 0.35 s, 3.0 "
		    "GB/s\n",
		    "use std::str;\n1024+0 records in\n1024+0 records out\n"
		    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 0.35 s, 3.0 "
		    "GB/s\n")) {
		T_MAP(&n, 2, 1, 2, 3);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* ... not "///" doc comments, nor a lone URL-like line */
	UNCHANGED("/// a\n/// b\n");
	UNCHANGED("See\n//example.com/x\nfor more.\n");
}

T_TEST(t_normalize_indented_comments)
{
	struct ingest_norm n;

	/* '    # ' over a run in a script: indentation and marker go, the
	 * output's own indentation stays, "    #" alone joins the run */
	if (norm_is(&n,
		    "bench() {\n    fio x.fio\n    # t: (groupid=0, jobs=1)\n"
		    "    #\n    #   read: IOPS=9k\n}\n",
		    "bench() {\n    fio x.fio\nt: (groupid=0, jobs=1)\n\n"
		    "  read: IOPS=9k\n}\n")) {
		T_MAP(&n, 3, 1, 3, 7);
		T_MAP(&n, 5, 3, 5, 9);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* a tab before '// ', in C */
	if (norm_is(&n,
		    "int f(void)\n{\n\t// 8+0 records in\n\t// 8+0 records "
		    "out\n}\n",
		    "int f(void)\n{\n8+0 records in\n8+0 records out\n}\n")) {
		T_MAP(&n, 4, 1, 4, 5);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* the fast path looks at two such lines in a row ('#' is looked at
	 * anywhere) */
	T_INT(NEEDED("x\n    // a\n    // b\n"), 1);
	T_INT(NEEDED("x\n\t// a\n\t// b\n"), 1);
	T_INT(NEEDED("x\n    // a\n  // b\n"), 0);
	T_INT(NEEDED("x\n    // a\n    b\n"), 0);
	/* a lone indented comment, runs of other indentations, a root's
	 * prompts over a command's output stay */
	UNCHANGED("run() {\n    # one note\n    fio x.fio\n}\n");
	UNCHANGED("a:\n  # 8+0 records in\n    # 8+0 records out\nb\n");
	UNCHANGED("Disks:\n\n    #   Device  MB/s\n    #1  sda     512\n"
		  "    #2  sdb     498\n");
	UNCHANGED("As root:\n\n    # sync\n    # dd if=/dev/zero of=x bs=1M"
		  "\n    8+0 records in\n");
	/* a run in a text indented as a whole: the indentation goes first
	 * (pass_indent()), the marker in the next round */
	if (norm_is(&n, "    a\n\n    # 1 s\n    # 2 s\n", "a\n\n1 s\n2 s\n"))
		ingest_norm_release(&n);
	/* ... and in a fence indented as a list item's content */
	if (norm_is(&n,
		    "1. Out:\n   ```\n   # read: x\n   #   lat: y\n   ```\n",
		    "1. Out:\n```\nread: x\n  lat: y\n```\n"))
		ingest_norm_release(&n);
}

T_TEST(t_normalize_prompts)
{
	struct ingest_norm n;

	if (norm_is(&n, "[admin@db1 ~]$ 512+0 records in\n512+0 records out\n",
		    "512+0 records in\n512+0 records out\n")) {
		T_MAP(&n, 1, 1, 1, 16);
		T_MAP(&n, 2, 3, 2, 3);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	if (norm_is(
		&n,
		"user@host:~$ test: (g=0): rw=read\n"
		"root@h:/# /dev/sda:\n$ 1 s\nPS C:\\Users\\me> -----\n"
		"C:\\> Sequential\n",
		"test: (g=0): rw=read\n/dev/sda:\n1 s\n-----\nSequential\n"))
		ingest_norm_release(&n);
	/* a prompt before a command stays: that is a command line */
	UNCHANGED("[root@db1 ~]# dd if=/dev/zero of=x\n"
		  "user@host:~$ sudo fio --name=a\n$ ./iozone -a\n");
}

T_TEST(t_normalize_tags)
{
	struct ingest_norm n;

	if (norm_is(
		&n,
		"<blockquote><pre class=\"x\">512+0 records in\n"
		"512+0 records out\n"
		"268435456 bytes copied, 1 s, 268 MB/s</pre></blockquote>\n",
		"512+0 records in\n512+0 records out\n"
		"268435456 bytes copied, 1 s, 268 MB/s\n")) {
		T_MAP(&n, 1, 1, 1, 28);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* text with tags, not starting as a page, is a paste's */
	if (norm_is(&n,
		    "Results below:\n<p>one</p>\n<p>two</p>\n<div>x</div>\n"
		    "<pre>512+0 records in\n</pre>\n",
		    "Results below:\none\ntwo\nx\n512+0 records in\n\n"))
		ingest_norm_release(&n);
	/* a block tag between text splits the line once */
	if (norm_is(
		&n,
		"Results:</p><pre>512+0 records in\n"
		"512+0 records out</pre><p>Thanks</p>\n",
		"Results:\n512+0 records in\n512+0 records out\nThanks\n")) {
		T_INT(ingest_norm_line(&n, 2), 1);
		T_INT(ingest_norm_line(&n, 4), 2);
		T_MAP(&n, 2, 1, 1, 18);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* <code> at both ends, phrasing tags inside; other tags stay */
	if (norm_is(&n, "<code>a <b>1</b> <x>c</code>\n", "a 1 <x>c\n"))
		ingest_norm_release(&n);
}

T_TEST(t_normalize_br_joined)
{
	struct ingest_norm n;

	/* one physical line: three lines joined by <br /> variants */
	if (norm_is(&n,
		    "64+0 records in<br />64+0 records out<BR>67108864 "
		    "bytes copied, 0.31 s, 216 MB/s<br/>\n",
		    "64+0 records in\n64+0 records out\n67108864 bytes "
		    "copied, 0.31 s, 216 MB/s\n")) {
		/* every line maps to line 1 of the original */
		T_INT(ingest_norm_line(&n, 1), 1);
		T_INT(ingest_norm_line(&n, 2), 1);
		T_INT(ingest_norm_line(&n, 3), 1);
		T_MAP(&n, 2, 1, 1, 22);
		T_MAP(&n, 3, 1, 1, 42);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* <br /> at each line end: no blank lines appear */
	if (norm_is(&n, "a<br />\nb<br>\n", "a\nb\n"))
		ingest_norm_release(&n);
}

T_TEST(t_normalize_indent)
{
	struct ingest_norm n;

	if (norm_is(&n, "    a\n\n      b\n    c\n", "a\n\n  b\nc\n")) {
		T_MAP(&n, 3, 3, 3, 7);
		ingest_norm_release(&n);
	}
	if (norm_is(&n, "\ta\n\t b\n", "a\n b\n"))
		ingest_norm_release(&n);
	/* two spaces are not a wrapper; nor is an indent not on every line */
	UNCHANGED("  a\n  b\n");
	UNCHANGED("    a\nb\n    c\n");
	/* a quote hiding an indented block hiding a <pre> */
	if (norm_is(&n, ">     <pre>1 s\n>     2 s</pre>\n", "1 s\n2 s\n"))
		ingest_norm_release(&n);
	/* a fenced block indented as a list item's content: its lines lose
	 * the fence's spaces (a line's own indent beyond them stays), and
	 * the CI log's prefixes are then at their starts, where the log's
	 * reader (ingest/logprefix.c) finds them, and go */
	if (norm_is(
		&n,
		"1. Run it:\n\n   ```\n   10:22:09 DEBUG| [stdout] 1024+0 "
		"records in\n   10:22:09 DEBUG| [stdout] 1024+0 records out\n"
		"   10:22:09 DEBUG| [stdout] 1073741824 bytes copied, 2.5 s, "
		"429 "
		"MB/s\n   ```\n",
		"1. Run it:\n\n```\n1024+0 records in\n1024+0 records out\n"
		"1073741824 bytes copied, 2.5 s, 429 MB/s\n```\n")) {
		T_MAP(&n, 4, 1, 4, 29);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* a pager's prompt copied with the screen goes, the output goes on */
	if (norm_is(&n,
		    "1024+0 records in\n--More--(52%)\n1024+0 records out\n"
		    "  --More-- (98% of 4096 bytes)\n",
		    "1024+0 records in\n1024+0 records out\n")) {
		T_MAP(&n, 2, 1, 3, 1);
		ingest_norm_release(&n);
	}
	UNCHANGED("--more-- is what more(1) prints\n");
	/* a git conflict's markers read as empty lines; a lone one stays */
	if (norm_is(&n,
		    "x\n<<<<<<< Updated upstream\n# A\n=======\n# B\n"
		    ">>>>>>> Stashed changes\nend\n",
		    "x\n\n# A\n\n# B\n\nend\n")) {
		idempotent(&n);
		ingest_norm_release(&n);
	}
	UNCHANGED("Title\n=======\ntext\n");
	/* an inline code span quoting a result line: its backticks go;
	 * other spans and fences stay */
	if (norm_is(&n,
		    "- [lw]: `1073741824 bytes copied, 53.1643 s, 20.2 MB/s` "
		    "slow\n- run `dd if=/dev/zero`\n```\n1 s\n```\n",
		    "- [lw]: 1073741824 bytes copied, 53.1643 s, 20.2 MB/s "
		    "slow\n- run `dd if=/dev/zero`\n```\n1 s\n```\n")) {
		T_MAP(&n, 1, 9, 1, 10);
		ingest_norm_release(&n);
	}
	/* a list item's text keeps its indent outside fences */
	UNCHANGED("1. a\n   b\n   c\n");
}

/* Through ingest_parse: figures, line ranges into the original. */
T_TEST(t_normalize_parse_maps_lines)
{
	static const char quoted[] =
	    "Hi, here is what I got:\r\n"
	    "\r\n"
	    "> > [admin@db1 ~]$ 512+0 records in\r\n"
	    "> > 512+0 records out\r\n"
	    "> > 536870912" NB "bytes (537" NB "MB, 512 MiB) copied, 2,5 s, "
	    "215 MB/s\r\n";
	struct t_collect c;

	t_collect_buf(&c, "dd", "q.txt", quoted, strlen(quoted), 1);
	T_INT(c.ret, 0);
	T_REQUIRE(c.n_res == 1);
	T_DBL(c.res[0].r.io_bytes, 536870912);
	T_NEAR(c.res[0].r.runtime_ns, 2.5e9, 1e-9);
	T_INT(c.res[0].r.line_from, 3);
	T_INT(c.res[0].r.line_to, 5);
	t_collect_free(&c);
}

T_TEST(t_normalize_parse_maps_messages)
{
	/* the bad time is byte 52 of line 4 of what the user gave */
	static const char quoted[] = "intro\r\n"
				     "> > 10+0 records in\r\n"
				     "> > 10+0 records out\r\n"
				     "> > 10485760" NB "bytes (10 MB) copied, "
				     "x.5 s, 269.6 MB/s\r\n";
	static const char joined[] = "intro\n"
				     "10+0 records in<br />10+0 records out<br "
				     "/>10485760 bytes (10 MB) copied, x.5 s, "
				     "269.6 MB/s\n";
	struct t_collect c;
	char msg[1024];

	t_collect_msg(&c, "dd", "q.txt", quoted, strlen(quoted), msg,
		      sizeof(msg));
	T_OK(c.ret < 0);
	T_OK(strstr(msg, "q.txt:4:") != NULL);
	t_collect_free(&c);
	/* lines joined by <br />: the message names line 2 */
	t_collect_msg(&c, "dd", "j.txt", joined, strlen(joined), msg,
		      sizeof(msg));
	T_OK(c.ret < 0);
	T_OK(strstr(msg, "j.txt:2:") != NULL);
	t_collect_free(&c);
}

/* An error at normalized line 4 col 5 ('e') is at original line 4 col 8. */
T_TEST(t_normalize_error_at_maps)
{
	static const char text[] = "\xef\xbb\xbf"
				   "# one\r\n"
				   "#\r\n"
				   "# two\r\n"
				   "# th" NB "ree four\r\n";
	struct ingest_norm n;

	if (norm_is(&n, text, "one\n\ntwo\nth ree four\n")) {
		T_MAP(&n, 4, 5, 4, 8);
		T_MAP(&n, 1, 1, 1, 6);
		ingest_norm_release(&n);
	}
}

/* Detection sees the normalized text: a quoted dd is a dd. */
T_TEST(t_normalize_detect)
{
	static const char text[] =
	    "> 10+0" NB "records in\n> 10+0 records out\n"
	    "> 10485760 bytes (10 MB, 10 MiB) copied, 1 s, 10 MB/s\n";
	const struct ingest_format *f = ingest_detect(text, strlen(text), NULL);

	T_OK(f && !strcmp(f->name, "dd"));
}

T_TEST(t_normalize_more_prompts)
{
	static const char keep[] =
	    "bash-5.1$ dd if=/dev/zero of=x\n"
	    "MacBook-Pro:~ me$ sudo hdparm -t /dev/disk0\n"
	    "stage-1.2$ 5\nnotes: 5 # of runs\n";
	struct ingest_norm n;

	if (norm_is(&n,
		    "bash-5.1$ 512+0 records in\n(venv) user@h:~$ Starting 1 "
		    "process\nMacBook-Pro:~ me$ 1 s\nsh-4.2# /dev/sda:\n",
		    "512+0 records in\nStarting 1 process\n1 s\n/dev/sda:\n")) {
		T_MAP(&n, 2, 1, 2, 18);
		ingest_norm_release(&n);
	}
	/* the same prompts before commands, and words that are no prompt */
	T_INT(ingest_normalize(&n, keep, strlen(keep)), 0);
}

T_TEST(t_normalize_inline_tags)
{
	struct ingest_norm n;

	/* syntax highlighting spans, a bold figure, a <br /> in a table cell */
	if (norm_is(&n,
		    "<span class=\"n\">512</span>+0 records in\n"
		    "| SEQ1M | <b>512.3</b> | a<br />b |\n",
		    "512+0 records in\n| SEQ1M | 512.3 | a<br />b |\n")) {
		T_MAP(&n, 1, 1, 1, 17);
		T_MAP(&n, 1, 4, 1, 27);
		idempotent(&n);
		ingest_norm_release(&n);
	}
}

/*
 * A document whose blocks were quoted and <br />-joined: the document
 * importer parses each block of the normalized text (nested, with the
 * parent's map), and the line ranges still name the lines of the file.
 */
T_TEST(t_normalize_document_blocks)
{
	static const char doc[] =
	    "\xef\xbb\xbf# Server A\r\n"
	    "\r\n"
	    "> 1024+0 records in\r\n"
	    "> 1024+0 records out\r\n"
	    "> 1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, 429 MB/s\r\n"
	    "\r\n"
	    "# Server B\r\n"
	    "\r\n"
	    "> 1024+0 records in<br />1024+0 records out<br />1073741824 bytes "
	    "(1.1 GB, 1.0 GiB) copied, 5 s, 215 MB/s\r\n";
	static const char bad[] =
	    "# Server A\n"
	    "\n"
	    "1024+0 records in<br />1024+0 records out<br />1073741824 bytes "
	    "(1.1 GB, 1.0 GiB) copied, 2.5 s, 429 MB/s\n"
	    "\n"
	    "# Server B\n"
	    "\n"
	    "> 1024+0 records in\n"
	    "> 1024+0 records out\n"
	    "> 1073741824 bytes (1.1 GB, 1.0 GiB) copied, x.5 s, 215 MB/s\n";
	struct t_collect c;
	char msg[2048];

	t_collect_buf(&c, NULL, "post.md", doc, strlen(doc), 1);
	T_INT(c.ret, 0);
	T_REQUIRE(c.n_res == 2);
	T_NEAR(c.res[0].r.runtime_ns, 2.5e9, 1e-9);
	T_INT(c.res[0].r.line_from, 3);
	T_INT(c.res[0].r.line_to, 5);
	T_NEAR(c.res[1].r.runtime_ns, 5e9, 1e-9);
	T_INT(c.res[1].r.line_from, 9);
	T_INT(c.res[1].r.line_to, 9);
	t_collect_free(&c);
	/* the block that does not read is skipped, named by the file's lines */
	t_collect_msg(&c, NULL, "bad.md", bad, strlen(bad), msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	T_OK(strstr(msg, "bad.md:7-9: warning: dd output: line 9: ") != NULL);
	t_collect_free(&c);
}

T_TEST(t_normalize_markup_and_dashes)
{
	struct ingest_norm n;

	/* a forum's BBCode and a wiki's {code} glued to the output */
	if (norm_is(&n,
		    "[code]512+0 records in\n512+0 records out[/code]\n"
		    "{code:bash}1 s{code}\n[quote=admin]2 s[/quote]\n",
		    "512+0 records in\n512+0 records out\n1 s\n2 s\n")) {
		T_MAP(&n, 1, 1, 1, 7);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* a blog editor's dashes in a command; prose dashes stay */
	if (norm_is(&n,
		    "fio \xe2\x80\x93name=a \xe2\x80\x94rw=randread "
		    "\xe2\x80\x93"
		    "direct=1\n"
		    "2\xe2\x80\x93"
		    "3 runs \xe2\x80\x93 and \xe2\x80\x93"
		    "A\n",
		    "fio --name=a --rw=randread --direct=1\n"
		    "2\xe2\x80\x93"
		    "3 runs \xe2\x80\x93 and \xe2\x80\x93"
		    "A\n")) {
		T_MAP(&n, 1, 14, 1, 15);
		ingest_norm_release(&n);
	}
	/* a rule whose dashes a blog made typographic has its hyphens back;
	 * a dash alone in prose stays */
	if (norm_is(&n,
		    "\xe2\x80\x93------\n\xe2\x80\x94\xe2\x80\x94\xe2\x80\x93\n"
		    "a \xe2\x80\x94 b\n",
		    "--------\n--------\na \xe2\x80\x94 b\n"))
		ingest_norm_release(&n);
	/* a word processor's hyphens (U+2010, non-breaking U+2011) and a
	 * minus sign (U+2212) are '-' */
	if (norm_is(&n,
		    "fio\xe2\x80\x91"
		    "3.33 \xe2\x80\x91\xe2\x80\x91name=a "
		    "\xe2\x88\x92"
		    "0.5 io\xe2\x80\x90uring\n",
		    "fio-3.33 --name=a -0.5 io-uring\n"))
		ingest_norm_release(&n);
	/* a blog's typographic double quotes: a command's value and a
	 * report row's quotes are '"'; prose keeps its own */
	if (norm_is(&n,
		    "fio --name=\xe2\x80\x9cseq read\xe2\x80\x9d --bs=1M\n"
		    "\xe2\x80\x9cReader report\xe2\x80\x9d\n"
		    "  \xe2\x80\x9c"
		    "4\xe2\x80\x9d  \xe2\x80\x9c"
		    "64\xe2\x80\x9d\n"
		    "the \xe2\x80\x9c"
		    "fast\xe2\x80\x9d disk, \xe2\x80\x9c"
		    "4\xe2\x80\x9d\n",
		    "fio --name=\"seq read\" --bs=1M\n"
		    "\"Reader report\"\n"
		    "  \"4\"  \"64\"\n"
		    "the \xe2\x80\x9c"
		    "fast\xe2\x80\x9d disk, \xe2\x80\x9c"
		    "4\xe2\x80\x9d\n"))
		ingest_norm_release(&n);
	/* a fio JSON output pasted as a post's paragraphs: its keys and
	 * string values (first on a line, after ':', ',', '[' or '{') */
	if (norm_is(&n,
		    "{\n  \xe2\x80\x9c"
		    "fio version\xe2\x80\x9d : \xe2\x80\x9c"
		    "fio-3.28\xe2\x80\x9d,\n  \xe2\x80\x9c"
		    "jobs\xe2\x80\x9d : [{\xe2\x80\x9c"
		    "jobname\xe2\x80\x9d: \xe2\x80\x9c"
		    "a b\xe2\x80\x9d}]\n}\n",
		    "{\n  \"fio version\" : \"fio-3.28\",\n  \"jobs\" : "
		    "[{\"jobname\": \"a b\"}]\n}\n"))
		ingest_norm_release(&n);
	/* a terminal's escape sequences (a CI log, `script`): colours,
	 * erases, a title, a charset switch go; so do their remains when a
	 * page dropped the ESC ("[0m" and another) */
	if (norm_is(&n,
		    "\x1b]0;bench\a\x1b[?2004l\x1b(B1024+0 records in\x1b[K\n"
		    "\x1b[1;32m1073741824\x1b[0m bytes copied\x1b[m\n",
		    "1024+0 records in\n1073741824 bytes copied\n")) {
		T_MAP(&n, 2, 1, 2, 8);
		ingest_norm_release(&n);
	}
	/* the bracketed-paste switch a shell prints before the output, with
	 * its carriage return at the line's start: nothing is overwritten;
	 * a CR after text stays (dd's progress) */
	if (norm_is(&n,
		    "\x1b[?2004l\r512+0 records in\n"
		    "9437184 bytes copied\r1048576 bytes copied\n",
		    "512+0 records in\n"
		    "9437184 bytes copied\r1048576 bytes copied\n")) {
		T_MAP(&n, 1, 1, 1, 10);
		ingest_norm_release(&n);
	}
	if (norm_is(&n,
		    "[1;32m512+0 records in[0m\n"
		    "     | 99.00th=[ 1004], 99.50th=[1012]\n",
		    "512+0 records in\n"
		    "     | 99.00th=[ 1004], 99.50th=[1012]\n"))
		ingest_norm_release(&n);
	/* a person's note after a line, behind an arrow, goes; a
	 * comparison stays */
	if (norm_is(&n,
		    "1073741824 bytes copied, 2.5 s, 429 MB/s   <-- before\n"
		    "  READ: bw=3122MiB/s <== new disk\n"
		    "p99 <= 2 ms, a <-b\n",
		    "1073741824 bytes copied, 2.5 s, 429 MB/s\n"
		    "  READ: bw=3122MiB/s\n"
		    "p99 <= 2 ms, a <-b\n"))
		ingest_norm_release(&n);
	/* ... and one after a shell's '#' following a figure or an option;
	 * a root prompt, an issue number, a table's cell stay */
	if (norm_is(&n,
		    "Transfer Rate Minimum : 1.0 MB/sec   # before tuning\n"
		    "dd if=/dev/zero of=t bs=1M count=9  # write test\n"
		    "root@bsd:~ # dd if=/dev/zero of=t\n"
		    "see issue #12 and C# 2\n| 512 | # 2 |\n",
		    "Transfer Rate Minimum : 1.0 MB/sec\n"
		    "dd if=/dev/zero of=t bs=1M count=9\n"
		    "root@bsd:~ # dd if=/dev/zero of=t\n"
		    "see issue #12 and C# 2\n| 512 | # 2 |\n"))
		ingest_norm_release(&n);
	/* one "[0m" alone is text */
	UNCHANGED("a [0m b\n");
	/* a PDF's ligatures are their letters */
	if (norm_is(&n, "\xef\xac\x81o --\xef\xac\x81lename=/dev/sdb\n",
		    "fio --filename=/dev/sdb\n"))
		ingest_norm_release(&n);
	/* JSON is no markup */
	UNCHANGED("{\"a\":{\"b\":{}}}\n");
}

/* Lines a terminal wrapped at 80 columns, mid-word, are joined; a
 * command and its output, or equal lines over blank or indented ones,
 * are not. */
/*
 * A double-spaced copy (each line a paragraph of the web page it was
 * copied from): the empty line after each line of a run goes, the output's
 * own empty lines (two or more now) stay; prose and Markdown stay.
 */
T_TEST(t_normalize_doubled)
{
	struct ingest_norm n;

	if (norm_is(&n,
		    "    clat percentiles (usec):\n\n"
		    "     |  1.00th=[  652],  5.00th=[  668],\n\n"
		    "     | 99.00th=[ 1004], 99.50th=[ 1012],\n\n"
		    "     | 99.99th=[ 1450]\n\n\n\n"
		    "Run status group 0 (all jobs):\n",
		    "    clat percentiles (usec):\n"
		    "     |  1.00th=[  652],  5.00th=[  668],\n"
		    "     | 99.00th=[ 1004], 99.50th=[ 1012],\n"
		    "     | 99.99th=[ 1450]\n\n\n\n"
		    "Run status group 0 (all jobs):\n")) {
		/* line 4 is the original's line 7 */
		T_MAP(&n, 4, 8, 7, 8);
		T_MAP(&n, 8, 1, 11, 1);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* quoted in a mail, '>' on the empty lines too: peeled, then the
	 * empty lines go */
	if (norm_is(
		&n,
		"> 1024+0 records in\n>\n> 1024+0 records out\n>\n"
		"> 1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.1 s, 511 "
		"MB/s\n>\n> real\t0m2.101s\n",
		"1024+0 records in\n1024+0 records out\n1073741824 bytes "
		"(1.1 GB, 1.0 GiB) copied, 2.1 s, 511 MB/s\nreal\t0m2.101s\n"))
		ingest_norm_release(&n);
	/* three lines are no run: a heading, a sentence, a command */
	UNCHANGED("1. Read test\n\nRun this:\n\ndd if=/dev/sda of=/dev/null\n");
	/* a title (no figure, no layout) is no output's line: it keeps the
	 * empty lines around it and heads what follows */
	if (norm_is(&n,
		    "Data volume (sdb)\n\n$ dd if=/dev/zero of=/data/t\n\n"
		    "9+0 records in\n\n9+0 records out\n\n"
		    "9437184 bytes (9.4 MB, 9.0 MiB) copied, 0.5 s, 19 MB/s\n",
		    "Data volume (sdb)\n\n$ dd if=/dev/zero of=/data/t\n"
		    "9+0 records in\n9+0 records out\n"
		    "9437184 bytes (9.4 MB, 9.0 MiB) copied, 0.5 s, 19 MB/s\n"))
		ingest_norm_release(&n);
	/* paragraphs of prose between output lines keep their empty lines */
	UNCHANGED("To measure the write speed of the disk, run the following "
		  "command in the console:\n\n"
		  "dd if=/dev/zero of=tempfile bs=1M count=1024\n\n"
		  "The command writes a temporary file of 1 MB 1024 times and "
		  "prints the following output when it is done:\n\n"
		  "1024+0 records in\n\n1024+0 records out\n");
	/* Markdown keeps its paragraphs; a doubled output in one of its
	 * fenced blocks is collapsed there */
	UNCHANGED("# Results\n\nread\n\nwrite\n\ntrim\n\n```\n1 s\n```\n");
	if (norm_is(&n,
		    "# Results\n\nread 1\n\nwrite 2\n\ntrim 3\n\nall 4\n\n"
		    "```\n1+0 records in\n\n1+0 records out\n\n512 bytes, "
		    "1 s\n\nreal 0m1s\n```\n\nok 5\n",
		    "# Results\n\nread 1\n\nwrite 2\n\ntrim 3\n\nall 4\n\n"
		    "```\n1+0 records in\n1+0 records out\n512 bytes, "
		    "1 s\nreal 0m1s\n```\n\nok 5\n"))
		ingest_norm_release(&n);
	/* a root prompt's "# cmd" is no Markdown heading, a command no
	 * sentence; a caption ending in ':' keeps its empty lines */
	if (norm_is(&n,
		    "    # cryptsetup status\n\n    type:    LUKS1\n\n"
		    "    # dd if=/dev/zero of=tempfile bs=1M count=1024 "
		    "conv=fdatasync,notrunc\n\n"
		    "    1024+0 records in\n\n    1024+0 records out\n\n"
		    "The result looks like this:\n\n"
		    "1073741824 bytes copied, 7.9 s, 137 MB/s\n",
		    "    # cryptsetup status\n    type:    LUKS1\n"
		    "    # dd if=/dev/zero of=tempfile bs=1M count=1024 "
		    "conv=fdatasync,notrunc\n"
		    "    1024+0 records in\n    1024+0 records out\n\n"
		    "The result looks like this:\n\n"
		    "1073741824 bytes copied, 7.9 s, 137 MB/s\n"))
		ingest_norm_release(&n);
	/* lines glued to both ends of the run: its empty lines are the
	 * output's own (hdparm's between devices, a remark between two
	 * runs), no double spacing */
	UNCHANGED("/dev/sdb:\n"
		  " Timing buffered disk reads:  90 MB in  3.01 seconds =  "
		  "29.90 MB/sec\n\n"
		  "Then the second box (2 disks):\n\n"
		  "host2# hdparm -t /dev/sdc /dev/sdd\n\n"
		  "/dev/sdc:\n"
		  " Timing buffered disk reads:  96 MB in  3.02 seconds =  "
		  "31.79 MB/sec\n");
}

/* A double-spaced fio output imports as the original does: percentiles
 * and all (they were lost between empty lines). */
T_TEST(t_normalize_doubled_fio_text)
{
	static const char out[] =
	    "job: (g=0): rw=randread, bs=(R) 4096B-4096B, (W) 4096B-4096B, "
	    "(T) 4096B-4096B, ioengine=libaio, iodepth=32\n"
	    "fio-3.33\n"
	    "Starting 1 process\n"
	    "\n"
	    "job: (groupid=0, jobs=1): err= 0: pid=1: Tue Dec  1 01:45:24 "
	    "2026\n"
	    "  read: IOPS=51.2k, BW=200MiB/s (210MB/s)(2000MiB/10001msec)\n"
	    "    clat (usec): min=80, max=4210, avg=622.10, stdev=91.20\n"
	    "     lat (usec): min=81, max=4211, avg=624.00, stdev=91.30\n"
	    "    clat percentiles (usec):\n"
	    "     |  1.00th=[  529],  5.00th=[  545], 10.00th=[  553],\n"
	    "     | 50.00th=[  611], 99.00th=[  898], 99.50th=[  971],\n"
	    "     | 99.90th=[ 1287], 99.95th=[ 1467], 99.99th=[ 2212]\n"
	    "  cpu          : usr=9.10%, sys=30.20%, ctx=1, majf=0, minf=1\n"
	    "\n"
	    "Run status group 0 (all jobs):\n"
	    "   READ: bw=200MiB/s (210MB/s), 200MiB/s-200MiB/s "
	    "(210MB/s-210MB/s), io=2000MiB (2097MB), run=10001-10001msec\n";
	struct strbuf dbl = STRBUF_INIT;
	struct t_collect a, b;

	/* every line a paragraph: "\n" -> "\n\n", the empty ones "\n\n\n\n" */
	for (const char *p = out; *p; p++) {
		strbuf_addch(&dbl, *p);
		if (*p == '\n')
			strbuf_addch(&dbl, '\n');
	}
	t_collect_buf(&a, NULL, "a.txt", out, strlen(out), 1);
	t_collect_buf(&b, NULL, "b.txt", dbl.buf, dbl.len, 1);
	T_INT(a.n_res, 1);
	T_INT(b.n_res, 1);
	if (a.n_res == 1 && b.n_res == 1) {
		const struct iodb_result *r = &b.res[0].r;
		double p99 = NAN;

		T_DBL(r->iops, 51200);
		T_INT(r->n_clat_pct, a.res[0].r.n_clat_pct);
		for (size_t i = 0; i < r->n_clat_pct; i++)
			if (r->clat_pct[i].pct == 99.0)
				p99 = r->clat_pct[i].ns;
		T_DBL(p99, 898000);
		/* its job line, in the file given */
		T_INT(r->line_from, 9);
	}
	t_collect_free(&a);
	t_collect_free(&b);
	strbuf_release(&dbl);
}

/* Spaces at line ends (a web page's, a terminal's padding) go. */
T_TEST(t_normalize_trailing_spaces)
{
	struct ingest_norm n;
	struct t_collect c;
	static const char post[] =
	    "To check the write speed, run this in the console:  \n"
	    "\n"
	    "dd if=/dev/zero of=tempfile bs=1M count=1024 conv=fdatasync " NB
	    "\n"
	    "\n"
	    "The result looks like this:   \n"
	    "\n"
	    "1024+0 records in 1024+0 records out 1073741824 bytes (1.1 GB, "
	    "1.0 GiB) copied, 2.5 s, 429 MB/s  \n";

	if (norm_is(&n, "a  \n  b \n\nc", "a\n  b\n\nc")) {
		T_MAP(&n, 2, 3, 2, 3);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* a numbered listing's numbers go, its empty line's too */
	if (norm_is(&n, "1 a\n2 \n3 b\n", "a\n\nb\n"))
		ingest_norm_release(&n);
	/* tabs are cells (a pasted spreadsheet's empty last one) */
	UNCHANGED("a\tb\t\n");
	/* the dd command over its flattened output, both with spaces after
	 * their last word, is still its command */
	t_collect_buf(&c, NULL, "post.txt", post, strlen(post), 1);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.bs, 1048576);
		T_DBL(c.res[0].r.bw_bytes, 1073741824.0 / 2.5);
		T_INT(c.res[0].r.line_from, 7);
	}
	t_collect_free(&c);
}

/* s (ASCII or UTF-8 of the BMP) as UTF-16, little- or big-endian, with
 * its byte-order mark when bom; LF as CRLF when crlf. */
static void to_utf16(struct strbuf *o, const char *s, int big, int bom,
		     int crlf)
{
	const unsigned char *u = (const unsigned char *)s;

	if (bom)
		strbuf_add(o, big ? "\xfe\xff" : "\xff\xfe", 2);
	while (*u) {
		unsigned c = *u++;

		if (c >= 0xe0) {
			c = (c & 0x0f) << 12 | (u[0] & 0x3f) << 6 |
			    (u[1] & 0x3f);
			u += 2;
		} else if (c >= 0xc0) {
			c = (c & 0x1f) << 6 | (u[0] & 0x3f);
			u++;
		}
		if (c == '\n' && crlf) {
			strbuf_add(o, big ? "\0\r" : "\r\0", 2);
		}
		strbuf_addch(o, (char)(big ? c >> 8 : c & 0xff));
		strbuf_addch(o, (char)(big ? c & 0xff : c >> 8));
	}
}

/*
 * UTF-16 (CrystalDiskMark 7's saved results, PowerShell 5's "> out.txt"):
 * read as UTF-8, lines and columns counted in the file's characters.
 */
T_TEST(t_normalize_utf16)
{
	static const char cdm[] =
	    "-----------------------------------------------------------------"
	    "-------------\n"
	    "CrystalDiskMark 7.0.0 x64 (C) 2007-2019 hiyohiyo\n"
	    "-----------------------------------------------------------------"
	    "-------------\n"
	    "* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]\n"
	    "* KB = 1000 bytes, KiB = 1024 bytes\n"
	    "\n"
	    "[Read]\n"
	    "Sequential 1MiB (Q=  8, T= 1):  3512.456 MB/s [   3349.8 IOPS] < "
	    " 2386.55 us>\n"
	    "\n"
	    "[Write]\n"
	    "Sequential 1MiB (Q=  8, T= 1):  2301.118 MB/s [   2194.5 IOPS] < "
	    " 3641.29 us>\n"
	    "\n"
	    "  Comment: 1TB — 東京\n";
	struct strbuf u = STRBUF_INIT;
	struct ingest_norm n;
	struct t_collect c;
	long ol, oc;

	for (int big = 0; big < 2; big++) {
		for (int bom = 0; bom < 2; bom++) {
			strbuf_reset(&u);
			to_utf16(&u, cdm, big, bom || big, !big);
			T_INT(ingest_utf16_kind(u.buf, u.len), big + 1);
			T_OK(ingest_binary_kind(u.buf, u.len) == NULL);
			T_INT(ingest_normalize(&n, u.buf, u.len), 1);
			T_STR(n.text, cdm);
			/* line 8, "3512.456" at column 32 */
			ingest_norm_locate(&n, 8, 32, &ol, &oc);
			T_INT(ol, 8);
			T_INT(oc, 32);
			ingest_norm_locate(&n, 1, 1, &ol, &oc);
			T_INT(oc, 1);
			{
				size_t len;
				const char *l =
				    ingest_norm_orig_line(&n, 13, &len);

				T_OK(l &&
				     len == strlen("  Comment: 1TB — 東京") &&
				     !memcmp(l, "  Comment: 1TB — 東京", len));
			}
			ingest_norm_release(&n);
			t_collect_buf(&c, NULL, "cdm7.txt", u.buf, u.len, 1);
			T_INT(c.n_res, 2);
			if (c.n_res == 2) {
				T_DBL(c.res[0].r.bw_bytes, 3512456000.0);
				T_DBL(c.res[1].r.bw_bytes, 2301118000.0);
				T_INT(c.res[1].r.line_from, 11);
			}
			t_collect_free(&c);
		}
	}
	/* binary data is no UTF-16: NUL units, NULs on both sides */
	{
		static const char bin[32] = {1, 0, 0, 0, 2, 0, 0, 3};

		T_INT(ingest_utf16_kind(bin, sizeof(bin)), 0);
		T_OK(ingest_binary_kind(bin, sizeof(bin)) != NULL);
	}
	strbuf_release(&u);
}

/* A mail client's wrap of a command and of an output's lines. */
/*
 * Windows-1252 (Notepad's "ANSI", an old ISO-8859-1 mail): read as UTF-8;
 * a UTF-8 text with a stray byte is not.
 */
T_TEST(t_normalize_cp1252)
{
	static const char de[] =
	    "# dd if=/dev/zero of=/mnt/t bs=1M count=100 oflag=direct\r\n"
	    "100+0 Datens\xe4tze ein\r\n"
	    "100+0 Datens\xe4tze aus\r\n"
	    "104857600\xa0"
	    "Bytes (105 MB, 100 MiB) kopiert, 0,5 s, 210 MB/s\r\n"
	    "\x93schnell\x94\r\n";
	struct ingest_norm n;
	struct t_collect c;
	size_t len;
	const char *l;

	if (norm_is(&n, de,
		    "# dd if=/dev/zero of=/mnt/t bs=1M count=100 "
		    "oflag=direct\n"
		    "100+0 Datensätze ein\n100+0 Datensätze aus\n"
		    "104857600 Bytes (105 MB, 100 MiB) kopiert, 0,5 s, 210 "
		    "MB/s\n"
		    "“schnell”\n")) {
		/* "ein": column 19 of line 2 here, 18 in the file (one byte a
		 * character there) */
		T_MAP(&n, 2, 19, 2, 18);
		l = ingest_norm_orig_line(&n, 3, &len);
		T_OK(l && len == strlen("100+0 Datensätze aus") &&
		     !memcmp(l, "100+0 Datensätze aus", len));
		ingest_norm_release(&n);
	}
	t_collect_buf(&c, NULL, "de.txt", de, strlen(de), 1);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_DBL(c.res[0].r.bw_bytes, 104857600 / 0.5);
		T_INT(c.res[0].r.cond.direct, 1);
	}
	t_collect_free(&c);
	/* UTF-8 with a stray byte: the UTF-8 stays UTF-8 */
	if (norm_is(&n, "Datensätze\xe4 ein\n", "Datensätze\xe4 ein\n"))
		ingest_norm_release(&n);
}

/* A log collector's label before every line: peeled. */
T_TEST(t_normalize_collector_labels)
{
	struct ingest_norm n;

	/* docker compose, its relayed empty line the label alone */
	if (norm_is(&n,
		    "bench-1  | 64+0 records in\nbench-1  | \n"
		    "bench-1  | 64+0 records out\n"
		    "bench-1  | 67108864 bytes copied, 0.3 s, 224 MB/s\n",
		    "64+0 records in\n\n64+0 records out\n"
		    "67108864 bytes copied, 0.3 s, 224 MB/s\n")) {
		T_MAP(&n, 3, 1, 3, 12);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* kubectl's pod and container, pdsh's host */
	if (norm_is(&n,
		    "[pod/fio-7d9f8/fio] a\n[pod/fio-7d9f8/fio] b\n"
		    "[pod/fio-7d9f8/fio] c\n",
		    "a\nb\nc\n"))
		ingest_norm_release(&n);
	if (norm_is(&n, "db1: a\ndb1: b\ndb1: c\n", "a\nb\nc\n"))
		ingest_norm_release(&n);
	/* two hosts' lines interleaved, two lines, a table's bars, a label
	 * of words before ':' are none */
	UNCHANGED("db1: a\ndb2: b\ndb1: c\n");
	UNCHANGED("db1: a\ndb1: b\n");
	UNCHANGED("| a | 1 |\n| b | 2 |\n| c | 3 |\n");
	UNCHANGED("Run status: a\nRun status: b\nRun status: c\n");
}

/*
 * A mail archive's page (pipermail, marc): the mail in a <pre>, its quotes
 * written "&gt; ".  The block is normalized as a text file is; lines are
 * the page's.
 */
T_TEST(t_normalize_html_pre_quoted)
{
	static const char page[] =
	    "<html><head><title>[linux-raid] slow array</title></head>\n"
	    "<body><h1>[linux-raid] slow array</h1>\n"
	    "<pre>On Tue, Ann wrote:\n"
	    "&gt; &gt; # dd if=/dev/md0 of=/dev/null bs=1M count=1024 "
	    "iflag=direct\n"
	    "&gt; &gt; 1024+0 records in\n"
	    "&gt; &gt; 1024+0 records out\n"
	    "&gt; &gt; 1073741824 bytes (1.1 GB, 1.0 GiB) copied, 4 s, 268 "
	    "MB/s\n"
	    "&gt;\n"
	    "&gt; That is slow.\n"
	    "</pre></body></html>\n";
	struct t_collect c;

	t_collect_buf(&c, NULL, "archive.html", page, strlen(page), 1);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_DBL(c.res[0].r.bw_bytes, 1073741824.0 / 4);
		T_INT(c.res[0].r.cond.bs, 1048576);
		T_INT(c.res[0].r.cond.direct, 1);
		/* the records line's page line */
		T_INT(c.res[0].r.line_to, 7);
	}
	t_collect_free(&c);
}

/* Line numbers before every line (cat -n, a code block's gutter). */
T_TEST(t_normalize_gutter)
{
	struct ingest_norm n;

	if (norm_is(&n,
		    "     7\t$ dd if=/dev/zero of=t bs=1M count=9\n"
		    "     8\t9+0 records in\n     9\t\n"
		    "    10\t9+0 records out\n",
		    "$ dd if=/dev/zero of=t bs=1M count=9\n9+0 records in\n"
		    "\n9+0 records out\n")) {
		T_MAP(&n, 4, 1, 4, 8);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	if (norm_is(&n, "1 | a\n2 |   b\n3 | c\n", "a\n  b\nc\n"))
		ingest_norm_release(&n);
	/* not counting up with the lines, a header without one, an ordered
	 * list, dd's own numbers: no gutter */
	UNCHANGED("1\ta\n3\tb\n4\tc\n");
	UNCHANGED("No.\tDrive\n1\tSSD\n2\tHDD\n3\tNVMe\n");
	UNCHANGED("1. a\n2. b\n3. c\n");
	UNCHANGED("1024+0 records in\n1024+0 records out\n");
	/* a code block copied with its gutter into a post: the fenced
	 * block's lines are numbered, the sentences and fences are not */
	if (norm_is(
		&n,
		"My dd run:\n\n```\n1  $ dd if=/dev/zero of=t bs=1M "
		"count=9\n2  9+0 records in\n3  9+0 records out\n```\n"
		"\nDone.\n",
		"My dd run:\n\n```\n$ dd if=/dev/zero of=t bs=1M "
		"count=9\n9+0 records in\n9+0 records out\n```\n\nDone.\n")) {
		T_MAP(&n, 5, 1, 5, 4);
		ingest_norm_release(&n);
	}
	/* an ordered list outside any fence stays */
	UNCHANGED("Steps:\n1 open the box\n2 plug the disk\n3 run dd\n");
}

T_TEST(t_normalize_mail_wrap)
{
	struct ingest_norm n;
	struct t_collect c;
	static const char dd[] =
	    "$ dd if=/dev/zero of=/mnt/ssd/t bs=1M count=256\n"
	    "oflag=direct conv=fdatasync\n"
	    "256+0 records in\n256+0 records out\n"
	    "268435456 bytes (268 MB, 256 MiB) copied, 0.778723 s, 345 MB/s\n";
	static const char hd[] =
	    "/dev/sdb:\n"
	    " Timing O_DIRECT cached reads:   1024 MB in  2.00 seconds = "
	    "512.05\n"
	    "MB/sec\n"
	    " Timing O_DIRECT disk reads:  64 MB in  0.05 seconds = 1186.09 "
	    "MB/sec\n";

	/* the command's options on the next line are its own */
	if (norm_is(&n,
		    "fio --name=a --rw=randread\n--bs=4k --iodepth=32\n"
		    "-i 0 --size 1g\na: (g=0): rw=randread\n",
		    "fio --name=a --rw=randread --bs=4k --iodepth=32 -i 0 "
		    "--size 1g\na: (g=0): rw=randread\n")) {
		T_MAP(&n, 2, 1, 4, 1);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* ... up to a wrapped line the author ended with a '\': the
	 * shell's continuation goes on from there */
	if (norm_is(&n,
		    "fio --name=a --rw=write\n--bs=${b} --direct=1 \\\n"
		    "   --size=1g \\\n   --numjobs=2\n",
		    "fio --name=a --rw=write --bs=${b} --direct=1 \\\n"
		    "   --size=1g \\\n   --numjobs=2\n")) {
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* ... not output, not a rule, not after a shell's '\' */
	UNCHANGED("dd if=/dev/zero of=t bs=1M count=9\n9+0 records in\n");
	UNCHANGED("fio --name=a --rw=read\n---------\n");
	UNCHANGED("fio --name=a \\\n--rw=read\n");
	t_collect_buf(&c, NULL, "dd.txt", dd, strlen(dd), 1);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.direct, 1);
		T_INT(c.res[0].r.cond.bs, 1048576);
	}
	t_collect_free(&c);

	/* an indented output's line cut at a space, its end at column 0 */
	if (norm_is(&n, hd,
		    "/dev/sdb:\n"
		    " Timing O_DIRECT cached reads:   1024 MB in  2.00 "
		    "seconds = 512.05 MB/sec\n"
		    " Timing O_DIRECT disk reads:  64 MB in  0.05 seconds = "
		    "1186.09 MB/sec\n")) {
		T_MAP(&n, 3, 1, 4, 1);
		ingest_norm_release(&n);
	}
	t_collect_buf(&c, NULL, "hd.txt", hd, strlen(hd), 1);
	T_INT(c.n_res, 2);
	T_INT(c.warnings, 0);
	t_collect_free(&c);
	/* fio's last bucket, wrapped */
	if (norm_is(&n,
		    "  IO depths    : 1=0.1%, 2=0.1%, 4=0.1%, 8=0.1%, 16=0.1%, "
		    "32=99.9%,\n>=64=0.0%\n     submit    : 0=0.0%\n",
		    "  IO depths    : 1=0.1%, 2=0.1%, 4=0.1%, 8=0.1%, 16=0.1%, "
		    "32=99.9%, >=64=0.0%\n     submit    : 0=0.0%\n"))
		ingest_norm_release(&n);
	/* a cut inside a number (a terminal's, at 72 columns): the importer
	 * that knows the line decides */
	UNCHANGED("    Random 4 KiB (Q=32, T= 1):   339.953 MB/s [  84988.3 "
		  "IOPS] <   377.4\n8 us>\n");
	/* a table's row under its indented header; a heading; a line of a
	 * terminal's 80 columns (cut mid-word: the terminal rule's) */
	UNCHANGED("    kB  reclen    write  rewrite    read    reread    read"
		  "     write\n"
		  "102400       4     3877     5004     5184     5193     4553"
		  "     4943\n");
	UNCHANGED("   READ: bw=1294MiB/s (1357MB/s), 1294MiB/s-1294MiB/s "
		  "(1357MB/s),\n"
		  "All clients: (groupid=0, jobs=3): err= 0\n");
	/* under an output with lines of 100 columns (no mail client
	 * wrapped it), what follows is no piece of its last line; a prompt,
	 * a pager's marker, a question neither */
	UNCHANGED("   READ: bw=330MiB/s (346MB/s), 330MiB/s-330MiB/s "
		  "(346MB/s-346MB/s), io=99.4MiB (104MB), run=301-301msec\n\n"
		  "Disk stats (read/write):\n"
		  "  vda: ios=4372/7563, merge=0/0, ticks=497/2143, "
		  "in_queue=2641, util=60.32%\n"
		  "Thanks in advance.\n");
	UNCHANGED("  vda: ios=4372/7563, merge=0/0, ticks=497/2143, "
		  "in_queue=2641, util=60.32%\n"
		  "root@server:~#\n");
	UNCHANGED("  vda: ios=4372/7563, merge=0/0, ticks=497/2143, "
		  "in_queue=2641, util=60.32%\n"
		  "(END)\n");
	UNCHANGED("  vda: ios=4372/7563, merge=0/0, ticks=497/2143, "
		  "in_queue=2641, util=60.32%\n"
		  "Any idea why?\n");
	/* a reply's client wrapped the quoted line with its "> > " (68
	 * columns of text: the wrap is the quote's width's) and quoted the
	 * piece again */
	if (norm_is(
		&n,
		"> >   read: IOPS=84.5k, BW=330MiB/s (346MB/s)(99.4MiB/"
		"301msec)\n"
		"> >   write: IOPS=13.0k, BW=50.8MiB/s (53.2MB/s)(16.3MiB/"
		"321msec); 0\n"
		"> > zone resets\n",
		"  read: IOPS=84.5k, BW=330MiB/s (346MB/s)(99.4MiB/301msec)\n"
		"  write: IOPS=13.0k, BW=50.8MiB/s (53.2MB/s)(16.3MiB/"
		"321msec); 0 zone resets\n"))
		ingest_norm_release(&n);
}

T_TEST(t_normalize_terminal_wrap)
{
	struct ingest_norm n;
	char in[1024], want[1024];
	const char *a = "   READ: bw=3122MiB/s (3274MB/s), 3122MiB/s-3122MiB/s "
			"(3274MB/s-3274MB/s), io=18"; /* 80 */
	const char *b = "3GiB (196GB), run=60010-60010msec";
	const char *c = "seqread: (g=0): rw=read, bs=(R) 1024KiB-1024KiB, (W) "
			"1024KiB-1024KiB, (T) 1024Ki"; /* 80 */
	const char *d = "B-1024KiB, ioengine=libaio, iodepth=32";

	T_INT((long)strlen(a), 80);
	T_INT((long)strlen(c), 80);
	snprintf(in, sizeof(in), "%s\n%s\nfio-3.28\n\n%s\n%s\n", c, d, a, b);
	snprintf(want, sizeof(want), "%s%s\nfio-3.28\n\n%s%s\n", c, d, a, b);
	T_INT(NEEDED(in), 1);
	if (norm_is(&n, in, want)) {
		/* the joined piece points at its own line */
		T_MAP(&n, 1, 81, 2, 1);
		T_MAP(&n, 4, 81, 6, 1);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* two commands of 80 characters over their outputs: no wrap */
	snprintf(in, sizeof(in),
		 "$ dd if=/dev/zero of=/mnt/disk-a/test.img bs=1M count=512 "
		 "oflag=direct status=no\n64+0 records in\n"
		 "$ dd if=/dev/zero of=/mnt/disk-b/test.img bs=1M count=512 "
		 "oflag=direct status=no\n64+0 records in\n");
	T_INT(NEEDED(in), 0);
	/* one line of 80 only: no wrap */
	snprintf(in, sizeof(in), "%s\n%s\n", a, b);
	T_INT(NEEDED(in), 0);
	/* inside a post whose sentence runs longer than the terminal: a
	 * sentence is no line the terminal printed */
	snprintf(in, sizeof(in),
		 "Results of the run on the new box, copied from the terminal "
		 "window as it printed them:\n\n```\n%s\n%s\nfio-3.28\n\n"
		 "%s\n%s\n```\n",
		 c, d, a, b);
	snprintf(want, sizeof(want),
		 "Results of the run on the new box, copied from the terminal "
		 "window as it printed them:\n\n```\n%s%s\nfio-3.28\n\n"
		 "%s%s\n```\n",
		 c, d, a, b);
	if (norm_is(&n, in, want)) {
		T_MAP(&n, 4, 81, 5, 1);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* a longer line that is no sentence says the terminal was wider:
	 * the lines of 80 stay */
	snprintf(in, sizeof(in),
		 "%s\n%s\n%s\n%s, and then a longer line here, for this is how "
		 "it ended\n",
		 c, d, a, b);
	UNCHANGED(in);
	/* a web page's padding after every line: cut lines measured
	 * without it */
	snprintf(in, sizeof(in), "%s  \n%s  \nfio-3.28  \n\n%s  \n%s  \n", c, d,
		 a, b);
	snprintf(want, sizeof(want), "%s%s\nfio-3.28\n\n%s%s\n", c, d, a, b);
	if (norm_is(&n, in, want)) {
		T_MAP(&n, 4, 81, 6, 1);
		ingest_norm_release(&n);
	}
}

/*
 * A mail's raw quoted-printable body (a client's "show original", an
 * archive's raw view): every '=' written "=3D", a long line cut by a
 * soft break '=', UTF-8 as "=XX" bytes.  It is decoded first, each byte
 * mapped to its escape; an output whose own '=' is followed by two hex
 * digits ("iodepth=32") is not one unless every '=' is.
 */
T_TEST(t_normalize_quoted_printable)
{
	struct ingest_norm n;

	if (norm_is(
		&n,
		"rr: (groupid=3D0, jobs=3D1): err=3D 0: pid=3D7\n"
		"  read: IOPS=3D84.6k, BW=3D330MiB/s (346MB/s)(99.1MiB/3=\n"
		"00msec)\n"
		"1024+0 Datens=C3=A4tze ein\n",
		"rr: (groupid=0, jobs=1): err= 0: pid=7\n"
		"  read: IOPS=84.6k, BW=330MiB/s (346MB/s)(99.1MiB/300msec)\n"
		"1024+0 Datens\xc3\xa4tze ein\n")) {
		/* "300msec)" begins on line 2: its "00msec)" on line 3 */
		T_MAP(&n, 2, 1, 2, 1);
		T_MAP(&n, 3, 1, 4, 1);
		ingest_norm_release(&n);
	}
	/* an output's own '=' is no escape */
	T_INT(NEEDED("job: (groupid=0, jobs=1): err= 0\n"
		     "  iodepth=32, bs=3D\n"),
	      0);
	T_INT(NEEDED("a=3D1 b=3D2 c=xy\n"), 0);
	/* two "=3D" and nothing else: a body */
	T_INT(NEEDED("a=3D1 b=3D2\n"), 1);
}

/*
 * A raw mail with its headers (an archive's raw view): the headers'
 * own '=' ("charset=us-ascii") do not hide the body that
 * "Content-Transfer-Encoding: quoted-printable" declares; the body alone
 * is decoded, a soft break inside a quoted line joined.
 */
T_TEST(t_normalize_quoted_printable_mail_headers)
{
	struct ingest_norm n;

	if (norm_is(&n,
		    "Content-Type: text/plain; charset=us-ascii\n"
		    "Content-Transfer-Encoding: quoted-printable\n"
		    "\n"
		    ">> \tChildren see throughput for 12 readers \t=3D "
		    "5921370.94 =\n"
		    "kB/sec\n",
		    "Content-Type: text/plain; charset=us-ascii\n"
		    "Content-Transfer-Encoding: quoted-printable\n"
		    "\n"
		    "\tChildren see throughput for 12 readers \t= "
		    "5921370.94 kB/sec\n"))
		ingest_norm_release(&n);
	/* no declaration: a header's '=' still says this is no body */
	T_INT(NEEDED("Content-Type: text/plain; charset=us-ascii\n"
		     "\n"
		     "x=3D1 y=3D2\n"),
	      0);
}

/*
 * A raw mail of several MIME parts (multipart/signed, /mixed,
 * /alternative): the part whose headers declare quoted-printable is
 * decoded up to its boundary; another part's '=' (a PGP signature's
 * base64) stays and does not keep the text part from being decoded.
 * Each decoded byte keeps the original line it came from.
 */
T_TEST(t_normalize_quoted_printable_mime_part)
{
	struct ingest_norm n;

	if (norm_is(&n,
		    "Content-Type: multipart/signed; boundary=Zq1\n"
		    "\n"
		    "--Zq1\n"
		    "Content-Transfer-Encoding: quoted-printable\n"
		    "\n"
		    " Timing buffered disk reads:  60 MB in  3.00 seconds "
		    "=3D  20.0=\n"
		    "0 MB/sec\n"
		    "x =3D 1\n"
		    "\n"
		    "--Zq1\n"
		    "Content-Type: application/pgp-signature\n"
		    "\n"
		    "iD8DBQFD1sJbRlIHNEGnKMM=\n"
		    "=6Jx7\n"
		    "--Zq1--\n",
		    "Content-Type: multipart/signed; boundary=Zq1\n"
		    "\n"
		    "--Zq1\n"
		    "Content-Transfer-Encoding: quoted-printable\n"
		    "\n"
		    " Timing buffered disk reads:  60 MB in  3.00 seconds "
		    "=  20.00 MB/sec\n"
		    "x = 1\n"
		    "\n"
		    "--Zq1\n"
		    "Content-Type: application/pgp-signature\n"
		    "\n"
		    "iD8DBQFD1sJbRlIHNEGnKMM=\n"
		    "=6Jx7\n"
		    "--Zq1--\n")) {
		/* "0 MB/sec" joined from line 7; "x = 1" is line 8 */
		T_MAP(&n, 6, 1, 6, 1);
		T_MAP(&n, 7, 1, 8, 1);
		/* the signature's lines keep theirs */
		T_MAP(&n, 12, 1, 13, 1);
		ingest_norm_release(&n);
	}
	/* a "--" line over the headers that no boundary= declared is no
	 * part's: the body runs to the end, where a stray '=' says it is
	 * not quoted-printable */
	T_INT(NEEDED("--Zq2\n"
		     "Content-Transfer-Encoding: quoted-printable\n"
		     "\n"
		     "a =3D 1\n"
		     "--Zq2\n"
		     "b=x\n"),
	      0);
}

/*
 * A mail client's wrap at a word boundary that left a figure's unit (or
 * the figure and its unit) alone on the next line: joined to the line it
 * ends, one blank between, each byte still mapped to where it was.  A
 * unit alone under a short line, or a figure after a line that does not
 * wait for one, stays.
 */
T_TEST(t_normalize_wrapped_tails)
{
	struct ingest_norm n;

	if (norm_is(&n,
		    " Timing cached reads:   24578 MB in  1.99 seconds = "
		    "12352.84\nMB/sec\n"
		    "Children see throughput for 12 initial writers \t=\n"
		    "4732581.09 kB/sec\n"
		    "Sequential 1MiB (Q=  8, T= 1):   565.184 MB/s [    539.0 "
		    "IOPS] <\n14812.14 us>\n",
		    " Timing cached reads:   24578 MB in  1.99 seconds = "
		    "12352.84 MB/sec\n"
		    "Children see throughput for 12 initial writers \t= "
		    "4732581.09 kB/sec\n"
		    "Sequential 1MiB (Q=  8, T= 1):   565.184 MB/s [    539.0 "
		    "IOPS] < 14812.14 us>\n")) {
		T_MAP(&n, 2, 1, 3, 1);
		T_MAP(&n, 3, 1, 5, 1);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	UNCHANGED("Read speed\nMB/s\n");
	UNCHANGED("Sequential read over the whole disk, three runs: done\n"
		  "512.3 MB/s\n");
}

/*
 * An output kept in a program's string literals (a unit test's expected
 * text): one line per "\n", escapes decoded, the code around it an empty
 * line apart; each byte still maps to where it was in the source.  A
 * lone literal with one "\n", and literals joined to code, stay.
 */
T_TEST(t_normalize_string_literals)
{
	struct ingest_norm n;

	/* Java: '+' at the ends, "\r\n", a tab inside, an escaped quote */
	if (norm_is(&n,
		    "class T {\n"
		    "\tString s = \"10+0 records in\\r\\n\" +\n"
		    "\t\t\"10+0 records out\\r\\n\" +\n"
		    "\t\t\"10485760 bytes (10 MB, 10 MiB) copied, 0.0284 s, "
		    "369 MB/s\\r\\n\";\n"
		    "\tint x;\n",
		    "class T {\n"
		    "\n"
		    "10+0 records in\n"
		    "10+0 records out\n"
		    "10485760 bytes (10 MB, 10 MiB) copied, 0.0284 s, 369 "
		    "MB/s\n"
		    "\n"
		    "\tint x;\n")) {
		/* "10+0 records in" starts at column 14 of line 2 */
		T_MAP(&n, 3, 1, 2, 14);
		T_MAP(&n, 4, 1, 3, 4);
		T_MAP(&n, 5, 1, 4, 4);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* C's adjacent literals; Python's in parentheses, '\t' and '\"' */
	if (norm_is(
		&n,
		"const char *s = \"/dev/sda:\\n\"\n"
		"    \" Timing cached reads: \\\"x\\\"\\t= 1 MB/sec\\n\";\n",
		"\n/dev/sda:\n Timing cached reads: \"x\"\t= 1 MB/sec\n")) {
		idempotent(&n);
		ingest_norm_release(&n);
	}
	if (norm_is(&n,
		    "s = (\"3;fio-3.28;\"\n"
		    "     \"job;0\\n\")\n",
		    "\n3;fio-3.28;job;0\n"))
		ingest_norm_release(&n);
	UNCHANGED("printf(\"%d MB/s\\n\", x);\nputs(\"done\\n\");\n");
	UNCHANGED("\"a\" + b + \"c\\n\" +\n\"d\\n\";\n");
	T_INT(NEEDED("String s = \"10+0 records in\\n\" +\n"), 1);
}

/* The same through ingest_parse(): the figures and the source's lines. */
T_TEST(t_normalize_string_literals_parse)
{
	static const char java[] =
	    "@Test\n"
	    "public void parses() {\n"
	    "    String out = \"[Read]\\r\\n\" +\n"
	    "        \"Sequential 1MiB (Q=  8, T= 1):   101.514 MB/s [     "
	    "96.8 IOPS] < 81970.32 us>\\r\\n\" +\n"
	    "        \"    Random 4KiB (Q=  1, T= 1):     0.408 MB/s [     "
	    "99.6 IOPS] < 10013.33 us>\\r\\n\";\n"
	    "}\n";
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_buf(&c, NULL, "T.java", java, strlen(java), 1);
	T_INT(c.ret, 0);
	T_REQUIRE(c.n_res == 2);
	r = t_find(&c, IODB_OP_READ, NULL, "SEQ1M Q8T1");
	T_REQUIRE(r);
	T_DBL(r->bw_bytes, 101514000);
	T_DBL(r->iops, 96.8);
	T_DBL(r->lat.mean, 81970320);
	T_INT(r->line_from, 4);
	r = t_find(&c, IODB_OP_READ, NULL, "RND4K Q1T1");
	T_REQUIRE(r);
	T_DBL(r->bw_bytes, 408000);
	T_INT(r->line_from, 5);
	t_collect_free(&c);
}

/*
 * A unified diff (a test's .out.bad in a mail): a hunk's new text read,
 * its '+' and ' ' peeled, the old text's '-' lines and the "@@" line
 * gone, also when the diff is indented; '+' on every line alone (the
 * added lines copied without their header) peeled too.
 */
T_TEST(t_normalize_diff)
{
	struct ingest_norm n;

	if (norm_is(&n,
		    "--- tests/block/008.out\n"
		    "+++ results/block/008.out.bad\n"
		    "    @@ -1,2 +1,4 @@\n"
		    "     Running block/008\n"
		    "    +10+0 records in\n"
		    "    +10+0 records out\n"
		    "    -Test complete\n"
		    "    +10485760 bytes copied, 0.5 s, 21.0 MB/s\n"
		    "after\n",
		    "--- tests/block/008.out\n"
		    "+++ results/block/008.out.bad\n"
		    "Running block/008\n"
		    "10+0 records in\n"
		    "10+0 records out\n"
		    "10485760 bytes copied, 0.5 s, 21.0 MB/s\n"
		    "after\n")) {
		T_MAP(&n, 4, 1, 5, 6);
		T_MAP(&n, 6, 1, 8, 6);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	if (norm_is(&n, "+1024+0 records in\n+1024+0 records out\n",
		    "1024+0 records in\n1024+0 records out\n"))
		ingest_norm_release(&n);
	T_INT(NEEDED("+3;fio-2.0.15;16k-1-read;0;0\n"), 1);
	/* not every line: a '+' of the text's own */
	UNCHANGED("+5% faster\nthan before\n");
	/* a fence of a diff: the new text, the fence's info string gone */
	if (norm_is(&n,
		    "Review:\n"
		    "```diff\n"
		    "--- a/run.sh\n"
		    "+++ b/run.sh\n"
		    "@@ -1,2 +1,2 @@ main\n"
		    "-dd bs=4k\n"
		    "+dd bs=1M\n"
		    " sync\n"
		    "```\n",
		    "Review:\n"
		    "```\n"
		    "dd bs=1M\n"
		    "sync\n"
		    "```\n")) {
		T_MAP(&n, 3, 1, 7, 2);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* of a Markdown document (a table's rule): its text, no code */
	if (norm_is(&n,
		    "x.md:3\n"
		    "```diff\n"
		    "-| a | 1 |\n"
		    "+### Read\n"
		    "+| a | 2 |\n"
		    "+|---|---|\n"
		    "```\n"
		    "ok\n",
		    "x.md:3\n"
		    "\n"
		    "### Read\n"
		    "| a | 2 |\n"
		    "|---|---|\n"
		    "\n"
		    "ok\n")) {
		T_MAP(&n, 3, 1, 4, 2);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* file headers without a hunk's */
	if (norm_is(&n,
		    "--- a/out.txt\n"
		    "+++ b/out.txt\n"
		    "-10+0 records in\n"
		    "+20+0 records in\n"
		    " done\n",
		    "20+0 records in\n"
		    "done\n")) {
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* Markdown lists, a fence of a diff holding other lines: no diff */
	UNCHANGED("- 512 MB/s on sda\n+ 480 MB/s on sdb\n- done\n");
	UNCHANGED("```diff\n-old\nsome prose\n+new\n```\n");
	UNCHANGED("```diff\n context only\n```\n");
}

/*
 * Markdown emphasis around a figure of a line (a forum's italics inside
 * hdparm's output, bold figures in a list) goes; emphasis around words,
 * '*' between figures and a table row's cells stay.
 */
T_TEST(t_normalize_emphasis)
{
	struct ingest_norm n;

	if (norm_is(&n,
		    "```\n"
		    " Timing cached reads:   7062 MB in  2.00 seconds = "
		    "_3531.69 MB/sec_\n"
		    "- ext4: **23.18** msec/4k, *48.80 msec*.\n"
		    "```\n",
		    "```\n"
		    " Timing cached reads:   7062 MB in  2.00 seconds = "
		    "3531.69 MB/sec\n"
		    "- ext4: 23.18 msec/4k, 48.80 msec.\n"
		    "```\n")) {
		/* "3531.69" was at column 53 */
		T_MAP(&n, 2, 52, 2, 53);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	UNCHANGED("`a` _italic words_ 2*4*8 = 64, x * 2 * y, rand_4k_read\n"
		  "| **512.3** | 488.1 |\n");
	/* CrystalDiskMark's IOPS or latency bracket in emphasis */
	if (norm_is(
		&n,
		"`x`\n"
		"  Random Write 4KiB (Q= 1,T= 1) :     2.713 MB/s **[   "
		"662.4 IOPS]**\n"
		"  RND4K Q1T1:  41.101 MB/s [ 10034.4 IOPS] _< 96.20 us>_\n",
		"`x`\n"
		"  Random Write 4KiB (Q= 1,T= 1) :     2.713 MB/s [   "
		"662.4 IOPS]\n"
		"  RND4K Q1T1:  41.101 MB/s [ 10034.4 IOPS] < 96.20 us>\n"))
		ingest_norm_release(&n);
	/* a glob, a bracket alone as a caption, a link, CDM's header */
	UNCHANGED("`x` cp /srv/ *[12]* /tmp/\n");
	UNCHANGED("`x`\n**[2 TB]**\n");
	UNCHANGED("`x` see **[4 TB](https://example.org/x)** here\n");
	UNCHANGED("`x`\n* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 "
		  "bytes/s]\n");
}

/* A blog's metadata header: its length, so the page after it is read as
 * a page. */
T_TEST(t_normalize_doc_header)
{
	static const char pelican[] = "Title: Disk test\n"
				      "Date: 2008-11-28 15:46:29\n"
				      "Tags: rant\n"
				      "\n"
				      "<p>Results:</p>\n";
	static const char yaml[] = "---\ntitle: x\ndate: 2020-01-01\n---\n"
				   "# Results\n";

	T_INT(ingest_doc_header_len(pelican, strlen(pelican)), 54);
	T_INT(ingest_doc_header_len(yaml, strlen(yaml)), 34);
	/* a first key no blog uses; one line; a rule over text */
	T_INT(ingest_doc_header_len("Host: a\nDisk: b\n\nx\n", 19), 0);
	T_INT(ingest_doc_header_len("Title: a\n\nx\n", 12), 0);
	T_INT(ingest_doc_header_len("---\nSome text\n---\n", 18), 0);
}

/*
 * An output in a triple-quoted string (Python, a Java text block): the
 * quotes and the code around them go, the code an empty line apart; the
 * text's lines stay as they are (no escapes decoded: a raw paste).
 */
T_TEST(t_normalize_triple_quoted)
{
	struct ingest_norm n;

	if (norm_is(&n,
		    "OUT = \"\"\"\n"
		    "[Read]\n"
		    "SEQ1M Q8T1 1.0 MB/s\n"
		    "\"\"\"\n"
		    "x = 1\n",
		    "\n[Read]\nSEQ1M Q8T1 1.0 MB/s\nx = 1\n")) {
		T_MAP(&n, 2, 1, 2, 1);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* glued to the quotes at both ends, a call around them */
	if (norm_is(&n,
		    "check(r'''10+0 records in\n"
		    "10+0 records out\n"
		    "10485760 bytes copied, 0.5 s, 21.0 MB/s''')\n",
		    "\n10+0 records in\n10+0 records out\n"
		    "10485760 bytes copied, 0.5 s, 21.0 MB/s\n\n")) {
		T_MAP(&n, 2, 1, 1, 11);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	T_INT(NEEDED("OUT = \"\"\"\n[Read]\n\"\"\"\n"), 1);
	/* closed on its line: a docstring */
	UNCHANGED("def f():\n    \"\"\"Read 10 MB/s.\"\"\"\n    return 1\n");
}

/*
 * A Markdown table whose rendered page was copied as text, one cell a
 * line ending in its border ("Disk |"), a lone "|" an empty cell: the
 * rule's cell count makes the rows again when the cells come out whole;
 * a cell short, the table is left as it is.
 */
T_TEST(t_normalize_exploded_table)
{
	struct ingest_norm n;

	if (norm_is(&n,
		    "Results\nDisk |\nRead |\nWrite |\n|---|---|---|\n"
		    "|\n412 MB/s |\n388 MB/s |\nsdb |\n98 MB/s |\n|\n"
		    "More text.\n",
		    "Results\n|Disk|Read|Write|\n|---|---|---|\n"
		    "||412 MB/s|388 MB/s|\n|sdb|98 MB/s||\nMore text.\n")) {
		T_MAP(&n, 2, 2, 2, 1);	/* "Disk" */
		T_MAP(&n, 4, 3, 7, 1);	/* "412" */
		T_MAP(&n, 5, 6, 10, 1); /* "98" */
		T_MAP(&n, 6, 1, 12, 1); /* "More" */
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* the last cell cut by the end of the text, no '|': whole when
	 * every column's cells are alike (figures or words) */
	if (norm_is(&n,
		    "Disk |\nRead |\nWrite |\n|---|---|---|\nsda |\n412 |\n"
		    "388 |\nsdb |\n98 |\n39",
		    "|Disk|Read|Write|\n|---|---|---|\n|sda|412|388|\n"
		    "|sdb|98|39|")) {
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* a cell short: which row a cell is in is not certain (the line
	 * after is prose, or a column would hold words and figures) */
	UNCHANGED("Disk |\nRead |\nWrite |\n|---|---|---|\nsda |\n412 |\n"
		  "sdb |\n98 |\n45 |\nText.\n");
	UNCHANGED("Disk |\nRead |\nWrite |\n|---|---|---|\nsda |\n412 |\n"
		  "sdb |\n98 |\n45 |\n39\n");
	/* a header line more than the rule's cells */
	UNCHANGED("Notes |\nDisk |\nRead |\n|---|---|\nsda |\n412 |\n");
}

/*
 * A Markdown text flattened onto one line (a migration turned its line
 * breaks into spaces): the rule says how many cells a row has; the
 * heading before the header, the header, the rule and each row go on
 * lines of their own, every byte still mapped to the original's; a
 * normal table is left alone.
 */
T_TEST(t_normalize_flattened_table)
{
	struct ingest_norm n;

	if (norm_is(
		&n,
		"Intro. ## Results | Disk | Read | Write | |---|---:|---| "
		"| A | 512 MB/s | 480 MB/s | |  | 1 | 2 | ## Next | X | Y | "
		"|---|---| | a | 1 | More text.\n",
		"Intro.\n## Results\n| Disk | Read | Write |\n|---|---:|---|\n"
		"| A | 512 MB/s | 480 MB/s |\n|  | 1 | 2 |\n## Next\n| X | Y "
		"|\n|---|---|\n| a | 1 |\nMore text.\n")) {
		T_MAP(&n, 3, 3, 1, 21); /* "Disk" */
		T_MAP(&n, 5, 7, 1, 64); /* "512" */
		idempotent(&n);
		ingest_norm_release(&n);
	}
	UNCHANGED("| Disk | Read | Write |\n|---|---|---|\n| A | 1 | 2 |\n");
	UNCHANGED("|---|---|---|\n");
}

/*
 * A post kept as its front matter's double-quoted "content:" or "body:"
 * (a static-site export): the front matter keeps its one-line keys, then
 * the string's text comes decoded as YAML reads it - escapes, a fold a
 * space, an empty line a "\n", a '\' at a line end joining without space,
 * trailing blanks gone - each line mapped to where it starts.
 */
T_TEST(t_normalize_yaml_post_string)
{
	struct ingest_norm n;
	const char *in = "---\n"
			 "title: T\n"
			 "body: \"# A\\n\\nx \\\"q\\\" \\xB7   \n"
			 "  next\\n\n"
			 "\n"
			 "  para\\\n"
			 "  joined\\n\"\n"
			 "---\n"
			 "tail\n";

	T_OK(NEEDED(in));
	if (norm_is(&n, in,
		    "---\ntitle: T\n---\n# A\n\nx \"q\" \xc2\xb7 next\n\n"
		    "parajoined\ntail\n")) {
		T_MAP(&n, 4, 1, 3, 8);	/* "# A" */
		T_MAP(&n, 6, 1, 3, 15); /* "x" */
		T_MAP(&n, 8, 1, 6, 3);	/* "parajoined" */
		T_MAP(&n, 9, 1, 9, 1);	/* "tail" */
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* cut before the front matter's end: it is closed after its keys */
	if (norm_is(&n, "---\ncontent: \"a\\nb\\n\n  c\"\ndate: 2020-01-02\n",
		    "---\ndate: 2020-01-02\n---\na\nb\n c\n")) {
		T_MAP(&n, 4, 1, 2, 11); /* "a" */
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* one line break, single quotes (no escapes), no front matter */
	UNCHANGED("---\ncontent: \"a\\nb\"\n---\n");
	UNCHANGED("---\ncontent: 'a\\nb\\nc'\n---\n");
	UNCHANGED("content: \"a\\nb\\nc\"\n");
}

/* Whether ingest_html_page() says page, and doctext_read() reads s so. */
static void page_is(const char *s, int want)
{
	struct doc d;

	T_INT(ingest_html_page(s, strlen(s)), want);
	/* ingest/doctext.c decides by the same rule (libxml2 reads a page) */
	if (doctext_read(s, strlen(s), &d) == 0) {
		T_INT(d.html, want);
		doctext_release(&d);
	}
}

/*
 * The one "is this an HTML page" rule, of this pass (a page's tags are
 * libxml2's, not peeled) and of ingest/doctext.c (read as HTML): both once
 * had their own, and a text opening with a comment over Markdown that
 * quoted "<pre>" was a page to one and text to the other.
 */
T_TEST(t_normalize_html_page)
{
	/* pages */
	page_is("<!DOCTYPE html>\n<html><head><title>disk</title></head>\n"
		"<body><p>seq read 412 MB/s</p></body></html>\n",
		1);
	page_is("\xef\xbb\xbf\n<html>\n<body>\n<pre>dd output</pre>\n"
		"</body>\n</html>\n",
		1);
	page_is("<!-- saved from url=(0040)http://example.org/bench -->\n"
		"<html><body><div>x</div></body></html>\n",
		1);
	page_is("<head><meta charset=\"utf-8\"></head>\n<body>\n"
		"<table><tr><td>4k</td></tr></table>\n</body>\n",
		1);
	page_is("<div class=\"post\">\n<h2>Results</h2>\n<p>one</p>\n"
		"<p>two</p>\n</div>\n",
		1);
	/* Markdown under an editor's table of contents, quoting <pre> */
	page_is("<!-- TOC -->\n\n- [Disk](#disk)\n\n<!-- /TOC -->\n\n"
		"# Disk\n\nThe forum ate it until I used `<pre>` and "
		"<div> tags:\n\n```\n512+0 records in\n```\n",
		0);
	/* Markdeep: a <meta> line over Markdown with quoted fences */
	page_is("<meta charset=\"utf-8\">\n\n## hdparm\n\n> ```\n"
		"> /dev/sdq:\n> ```\n",
		0);
	/* Markdown opening with a styled quote of links, quoting <pre> */
	page_is("<blockquote style=\"color: black\">\n<strong>3.</strong> See "
		"<a href=\"https://a.example/\">a</a> and "
		"<a href=\"https://b.example/\">b</a>.\n</blockquote>\n\n"
		"Wrap outputs in `<pre>`:\n\n```sh\nfio --name=t\n```\n",
		0);
	/* a fragment glued into <pre>: its tags are peeled */
	page_is("<pre>\n$ dd if=/dev/zero of=t bs=1M count=64\n"
		"64+0 records in\n</pre>\n",
		0);
	/* text that does not start with a tag */
	page_is("Results below.\n<html><body><p>x</p></body></html>\n", 0);
}

/* ingest_line_quote_marks(): the quote marks normalizing took off a line,
 * read in the file given (a mail's messages at their depths). */
T_TEST(t_normalize_line_quote_marks)
{
	static const char in[] = "Reply text\n"
				 "> > older line\n"
				 "> quoted once\n"
				 ">> glued marks\n"
				 "plain again\n";
	struct ingest_norm n;
	struct ingest_linemap map;
	struct ingest_ctx ctx;

	memset(&ctx, 0, sizeof(ctx));
	T_INT(ingest_line_quote_marks(&ctx, 1), -1); /* not normalized */
	T_REQUIRE(ingest_normalize(&n, in, strlen(in)) == 1);
	map.norm = &n;
	map.base = 0;
	ctx.map = &map;
	T_INT(ingest_line_quote_marks(&ctx, 1), 0);
	T_INT(ingest_line_quote_marks(&ctx, 2), 2);
	T_INT(ingest_line_quote_marks(&ctx, 3), 1);
	T_INT(ingest_line_quote_marks(&ctx, 4), 2);
	T_INT(ingest_line_quote_marks(&ctx, 5), 0);
	T_INT(ingest_line_quote_marks(&ctx, 0), -1);
	ingest_norm_release(&n);
}

/* Outputs side by side in a Markdown table, one line a row, a run a
 * column: a block a column under its header cell (a "---" for an empty
 * one), whole-cell bold dropped; a table of figures stays. */
T_TEST(t_normalize_side_by_side_outputs)
{
	struct ingest_norm n;

	if (norm_is(&n,
		    "| Box A | |\n"
		    "|---|---|\n"
		    "| **dd if=/dev/zero of=f bs=1M count=8** | dd x |\n"
		    "| 8+0 records in | 8+0 records in |\n"
		    "| 8388608 bytes (8.4 MB, 8 MiB) copied, 0.5 s, 16.8 MB/s "
		    "| 8388608 bytes (8.4 MB, 8 MiB) copied, 2 s, 4.2 MB/s |\n"
		    "end\n",
		    "Box A\n"
		    "```\n"
		    "dd if=/dev/zero of=f bs=1M count=8\n"
		    "8+0 records in\n"
		    "8388608 bytes (8.4 MB, 8 MiB) copied, 0.5 s, 16.8 MB/s\n"
		    "```\n"
		    "\n\n---\n"
		    "```\n"
		    "dd x\n"
		    "8+0 records in\n"
		    "8388608 bytes (8.4 MB, 8 MiB) copied, 2 s, 4.2 MB/s\n"
		    "```\n"
		    "end\n")) {
		/* the second column's summary is the file's line 5 */
		T_MAP(&n, 13, 1, 5, 60);
		idempotent(&n);
		ingest_norm_release(&n);
	}
	/* figures in cells, no tool's output: a table of results */
	UNCHANGED("| Box A | Box B |\n"
		  "|---|---|\n"
		  "| write test cold | 16.8 MB/s |\n"
		  "| write test warm | 17.1 MB/s |\n");
}
