/*
 * bonnie++'s own text report (bon_time.cpp, BonTimer::DoReport /
 * DoReportIO): the "Sequential Output / Sequential Input / Random" table,
 * one row a run, in the layouts its versions print:
 *
 *	Version  1.03       ------Sequential Output------ ...
 *	                    -Per Chr- --Block-- -Rewrite- ...
 *	Machine        Size K/sec %CP K/sec %CP K/sec %CP ...
 *	host            16G 38366  71 65602  22 18348   4 ...
 *
 * 1.9x adds "Concurrency N" before "-Per Chr-" and a "Latency" line under
 * the row (the maximum latency of each test); 1.98 and 2.0x head the
 * sizes "Name:Size etc" and print each rate with its unit ("376k", "117m",
 * "1.4g": KiB, MiB, GiB a second).  A rate is KiB a second in every
 * version (the file size in KiB, or MiB x 1024, over the elapsed time);
 * "+++++" is a test too quick to time: no figure.  The file creation
 * section (Sequential Create / Random Create, files a second) counts no
 * I/O and is not read; neither is the %CP column (user + system CPU of
 * the test, not the split iodb stores).  docs/units.md, bonnie++ row.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "ingest/lines.h"
#include "model/units.h"

#define BN_PROBE_BYTES (64 * 1024)
#define BN_WORDS       40
#define BN_TESTS       6

/* The six tests of the row, in bonnie++'s order. */
static const struct bn_test {
	const char *job;
	enum iodb_op op;
	enum iodb_pattern pattern;
} bn_tests[BN_TESTS] = {
    {"Sequential Output Per Chr", IODB_OP_WRITE, IODB_PATTERN_SEQ},
    {"Sequential Output Block", IODB_OP_WRITE, IODB_PATTERN_SEQ},
    /* read, changed and written back: no one direction */
    {"Sequential Output Rewrite", IODB_OP_UNKNOWN, IODB_PATTERN_SEQ},
    {"Sequential Input Per Chr", IODB_OP_READ, IODB_PATTERN_SEQ},
    {"Sequential Input Block", IODB_OP_READ, IODB_PATTERN_SEQ},
    /* random reads, a tenth of the blocks written back */
    {"Random Seeks", IODB_OP_UNKNOWN, IODB_PATTERN_RAND},
};

/* The words of one line. */
struct bn_words {
	const char *s;
	size_t n, at[BN_WORDS], wl[BN_WORDS];
};

static void words_of(struct text_line l, struct bn_words *w)
{
	w->s = l.s;
	w->n = line_words(l.s, l.len, w->at, w->wl, BN_WORDS);
	if (w->n > BN_WORDS)
		w->n = BN_WORDS;
}

/* Whether word i of w is exactly t. */
static int word_is(const struct bn_words *w, size_t i, const char *t)
{
	return i < w->n && w->wl[i] == strlen(t) &&
	       !memcmp(w->s + w->at[i], t, w->wl[i]);
}

/* Whether the words of w from from to its end are those of t (blanks
 * between), each compared by is (word_is(), or bare_word_is(): dashes
 * aside). */
static int words_match(const struct bn_words *w, size_t from, const char *t,
		       int (*is)(const struct bn_words *, size_t, const char *))
{
	char copy[160], *save = NULL, *tok;
	size_t i = from;

	snprintf(copy, sizeof(copy), "%s", t);
	for (tok = strtok_r(copy, " ", &save); tok;
	     tok = strtok_r(NULL, " ", &save))
		if (!is(w, i++, tok))
			return 0;
	return i == w->n;
}

/*
 * Whether word i of w is t once the dashes around it are gone: the
 * banner's "------Sequential" and "Output------", "-Per" and "Chr-" are
 * "Sequential", "Output", "Per", "Chr" however many dashes a cut or a
 * hand-made copy leaves ("---Sequential Output------", "Per Chr- ...").
 */
static int bare_word_is(const struct bn_words *w, size_t i, const char *t)
{
	const char *s;
	size_t n;

	if (i >= w->n)
		return 0;
	s = w->s + w->at[i];
	n = w->wl[i];
	while (n && *s == '-')
		s++, n--;
	while (n && s[n - 1] == '-')
		n--;
	return n == strlen(t) && !memcmp(s, t, n);
}

/*
 * Whether word i of w is a version as bonnie++ numbers its releases
 * ("1.02b", "1.03e", "1.97.1", "2.00a", a 'v' before it or not; a ':',
 * ',' or '.' after it aside): copied into version (n bytes).  A kernel's
 * "2.4.20" has one digit after the first dot and is none.
 */
static int version_word(const struct bn_words *w, size_t i, char *version,
			size_t n)
{
	const char *s = w->s + w->at[i];
	size_t l = w->wl[i];

	if (l && (*s == 'v' || *s == 'V'))
		s++, l--;
	if (l && strchr(":,.", s[l - 1]))
		l--;
	if (l < 4 || l >= n || s[0] < '1' || s[0] > '2' || s[1] != '.' ||
	    s[2] < '0' || s[2] > '9' || s[3] < '0' || s[3] > '9')
		return 0;
	for (size_t k = 4; k < l; k++)
		if (!strchr("0123456789.abcdefghijklmnopqrstuvwxyz", s[k]))
			return 0;
	memcpy(version, s, l);
	version[l] = '\0';
	return 1;
}

/*
 * The line above a header that names the version the header leaves out
 * ("bonnie++ 1.03e", "Version 1.02b:"): two words, the tool's name or
 * "Version", then a version (version_word()).  1 with it in version.
 */
static int version_line(struct text_line l, char *version, size_t n)
{
	struct bn_words w;

	words_of(l, &w);
	if (w.n != 2 ||
	    (!(w.wl[0] == 8 && !strncasecmp(w.s + w.at[0], "bonnie++", 8)) &&
	     !(w.wl[0] == 7 && !strncasecmp(w.s + w.at[0], "Version", 7))))
		return 0;
	return version_word(&w, 1, version, n);
}

/* The header's first line, the banner (see header_at()): 1, with the
 * version it names in version (n bytes), "" when none. */
static int banner_line(struct text_line a, char *version, size_t n)
{
	static const char groups[] =
	    "Sequential Output Sequential Input Random";
	struct bn_words w;
	size_t pre;

	words_of(a, &w);
	if (w.n < 5 || w.n > 8 ||
	    !words_match(&w, w.n - 5, groups, bare_word_is))
		return 0;
	pre = w.n - 5;
	version[0] = '\0';
	for (size_t i = 0; i < pre && !version[0]; i++)
		if (!version_word(&w, i, version, n) &&
		    word_is(&w, i, "Version") && i + 1 < pre &&
		    w.s[w.at[i + 1]] >= '0' && w.s[w.at[i + 1]] <= '9' &&
		    w.wl[i + 1] >= 3 && w.wl[i + 1] < n) {
			memcpy(version, w.s + w.at[i + 1], w.wl[i + 1]);
			version[w.wl[i + 1]] = '\0';
		}
	return 1;
}

/* The header's second line: the six tests (see header_at()). */
static int tests_line(struct text_line b)
{
	static const char tests[] = "Per Chr Block Rewrite Per Chr Block Seeks";
	struct bn_words w;
	size_t k = 0;

	words_of(b, &w);
	if (word_is(&w, 0, "Concurrency"))
		k = 2;
	return words_match(&w, k, tests, bare_word_is);
}

/* The header's third line: 1 for "K/sec", 2 for "/sec" rates, else 0
 * (see header_at()). */
static int units_line(struct text_line c)
{
	static const char *const names[] = {"Machine", "Size", "Size:chnk",
					    "Name:Size", "etc"};
	struct bn_words w;
	size_t k;

	words_of(c, &w);
	for (k = 0; k < w.n && k < 2; k++) {
		size_t i = 0;

		while (i < sizeof(names) / sizeof(names[0]) &&
		       !word_is(&w, k, names[i]))
			i++;
		if (i == sizeof(names) / sizeof(names[0]))
			break;
	}
	if (words_match(&w, k,
			"K/sec %CP K/sec %CP K/sec %CP K/sec %CP K/sec %CP "
			"/sec %CP",
			word_is))
		return 1;
	if (words_match(&w, k,
			"/sec %CP /sec %CP /sec %CP /sec %CP /sec %CP /sec %CP",
			word_is))
		return 2;
	return 0;
}

/*
 * The header's three lines at a, b, c: 1 when the rates are bare KiB
 * ("K/sec"), 2 when each carries its unit ("/sec", 1.98 on), 0 when no
 * bonnie++ header.  version (n bytes) gets "1.03c", or "" when the header
 * names none.
 *
 * The header is known by its structure, not by the word "Version": the
 * banner's three groups (Sequential Output, Sequential Input, Random) end
 * line a, after at most three words (bonnie++'s "Version  1.03", a
 * version alone as in a hand-made summary's "1.02b", an unconfigured
 * build's "Version @version@", or nothing when the first columns were cut
 * off: "     ------Sequential Output------ --Sequential Input- --Random-");
 * line b is the six tests, "Concurrency N" before them in 1.9x; line c
 * the column units, after bonnie++'s own names of the first two columns
 * or part of them ("Machine Size", "Size", "Name:Size etc").  The
 * original Bonnie's table ("-Per Char-", "MB K/sec %CPU") is another
 * tool's and stays unread.
 */
static int header_at(struct text_line a, struct text_line b, struct text_line c,
		     char *version, size_t n)
{
	if (!banner_line(a, version, n) || !tests_line(b))
		return 0;
	return units_line(c);
}

/* Word i of w into t (n bytes); 0, or -1 when too long. */
static int word_copy(const struct bn_words *w, size_t i, char *t, size_t n)
{
	if (w->wl[i] >= n)
		return -1;
	memcpy(t, w->s + w->at[i], w->wl[i]);
	t[w->wl[i]] = '\0';
	return 0;
}

/*
 * A rate cell of test i: bytes a second (seeks: a second) into *v, NAN for
 * "+++++"; 0, or -1 when the cell is none of bonnie++'s.
 */
static int rate_cell(const struct bn_words *w, size_t k, int test, int units,
		     double *v)
{
	char t[32];
	const char *end;
	double x, f = 1024;

	if (word_copy(w, k, t, sizeof(t)))
		return -1;
	if (!strcmp(t, "+++++")) {
		*v = NAN;
		return 0;
	}
	if (t[0] < '0' || t[0] > '9' ||
	    units_number(t, &end, UNITS_COMMA_NONE, &x))
		return -1;
	if (test == BN_TESTS - 1)
		f = 1;
	else if (units == 2 && *end && !end[1])
		f = *end == 'k'	  ? 1024
		    : *end == 'm' ? 1048576
		    : *end == 'g' ? 1073741824
				  : NAN;
	else if (units == 2)
		return -1;
	if (*end && (test == BN_TESTS - 1 || units == 1 || end[1]))
		return -1;
	if (isnan(f))
		return -1;
	*v = x * f;
	return 0;
}

/* Whether word k of w is a %CP cell: "+++" or a whole number. */
static int cpu_cell(const struct bn_words *w, size_t k)
{
	const char *s = w->s + w->at[k];

	if (w->wl[k] == 3 && !memcmp(s, "+++", 3))
		return 1;
	for (size_t i = 0; i < w->wl[k]; i++)
		if (s[i] < '0' || s[i] > '9')
			return 0;
	return w->wl[k] > 0 && w->wl[k] <= 4;
}

/* Whether word k of w is a size as bonnie++ prints it: "16G", "1G:4k",
 * "7501M", "16G:8k:2:4" (size, then chunk, concurrency, seeks). */
static int size_cell(const struct bn_words *w, size_t k)
{
	const char *s = w->s + w->at[k];
	size_t i = 0, n = w->wl[k];

	while (i < n && s[i] >= '0' && s[i] <= '9')
		i++;
	if (!i || i == n || (s[i] != 'M' && s[i] != 'G'))
		return 0;
	if (++i == n)
		return 1;
	if (s[i] != ':')
		return 0;
	for (; i < n; i++)
		if (!strchr("0123456789:kmg", s[i]))
			return 0;
	return 1;
}

/*
 * Where, in word k of w, a size glued to the machine's name starts: 0 when
 * none.  bonnie++ itself always leaves a blank there: bon_time.cpp's
 * DoReport() cuts the name to 18 bytes and writes a blank and the size
 * over its end, right-aligned in the 19 columns of "Machine        Size"
 * ("Raid0 (8 dis 15744M").  People who widen the name column by hand to
 * show the whole name run it into the size: "mirror [2x sas]7900M".  The
 * size is then the digits and the unit at the end of the word
 * (size_cell(), "7900M" or "7900M:64k"), split off only when a closing
 * bracket or quote comes right before those digits: after a letter or a digit
 * no one can tell which digits are the name's ("ext4-journal216G":
 * "ext4-journal2" and 16G, or "ext4-journal21" and 6G), and after a dot, dash
 * or colon neither ("v2.16G"); such a row is not read.
 */
static size_t glued_size(const struct bn_words *w, size_t k)
{
	const char *s = w->s + w->at[k];
	size_t n = w->wl[k], d = n;
	struct bn_words t;

	/* no size holds a bracket or quote: the last one ends the name */
	while (d && (!s[d - 1] || !strchr(")]}>\"'", s[d - 1])))
		d--;
	if (!d || d == n || s[d] < '1' || s[d] > '9')
		return 0;
	/* the tail as a word of its own for size_cell() */
	t = *w;
	t.at[k] += d;
	t.wl[k] -= d;
	return size_cell(&t, k) ? d : 0;
}

/* One row of the table. */
struct bn_row {
	char name[64];
	double v[BN_TESTS];
	double lat[BN_TESTS];
	long from, to;
	/* the per-char tests skipped (bonnie++ -f): their cells blank */
	int fast;
	/* where the row's first word starts (cont_row_at()) */
	size_t lead;
	/* its table, counted from 0 (struct bn_caps) */
	int table;
};

/*
 * The tests whose cells a row holds, in order: all six, or with -f
 * ("fast", bonnie++'s TestFileOps() runs the per-char tests only when
 * char_io_chunks) the four others: print_stat() prints a test not run
 * as blanks in the table, an empty field in the CSV line, and
 * print_latency() an empty latency.  No other test is ever skipped
 * alone, so four rate and %CP pairs (blanks collapsed or not) are Block
 * write, Rewrite, Block read and Seeks: "TEST 24G 87606 15 55512 7
 * 171794 9 288.1 14".
 */
static const int bn_all[BN_TESTS] = {0, 1, 2, 3, 4, 5};
static const int bn_fast[BN_TESTS - 2] = {1, 2, 4, 5};

/*
 * Line l as a row of a table whose rates are in units (header_at()):
 * the machine's name (which may hold blanks, may be empty), the size,
 * then six rate and %CP pairs.  0, or -1 when no such row.
 */
static int row_at(struct text_line l, int units, struct bn_row *r)
{
	struct bn_words w;
	size_t k, n, name_end, cells, glued = 0;
	const int *tests;

	words_of(l, &w);
	if (w.n >= BN_WORDS)
		return -1;
	/* six tests, else the four of -f (bn_fast[]); the word before the
	 * cells must be the size, which no %CP cell is, or end in it (a name
	 * run into it: glued_size()) */
	r->fast = 0;
	for (;; r->fast = 1) {
		cells = r->fast ? BN_TESTS - 2 : BN_TESTS;
		if (w.n >= 2 * cells + 1 &&
		    (size_cell(&w, w.n - 2 * cells - 1) ||
		     (glued = glued_size(&w, w.n - 2 * cells - 1))))
			break;
		if (r->fast)
			return -1;
	}
	tests = r->fast ? bn_fast : bn_all;
	k = w.n - 2 * cells;
	for (int i = 0; i < BN_TESTS; i++)
		r->v[i] = NAN;
	for (size_t i = 0; i < cells; i++)
		if (rate_cell(&w, k + 2 * i, tests[i], units,
			      &r->v[tests[i]]) ||
		    !cpu_cell(&w, k + 2 * i + 1))
			return -1;
	name_end = w.at[k - 1] + glued;
	n = name_end;
	while (n && (l.s[n - 1] == ' ' || l.s[n - 1] == '\t'))
		n--;
	if (n) {
		size_t b = w.at[0];

		if (n - b >= sizeof(r->name))
			return -1;
		memcpy(r->name, l.s + b, n - b);
		r->name[n - b] = '\0';
	} else {
		r->name[0] = '\0';
	}
	for (int i = 0; i < BN_TESTS; i++)
		r->lat[i] = NAN;
	r->lead = w.at[0];
	r->from = r->to = l.no;
	return 0;
}

/*
 * Line l as a further run of row p, the row right above it (or above its
 * Latency line), into r: 0, or -1 when none.  bonnie++ -x N, or runs
 * pasted one under the other, with the name and size cells of the 2nd
 * and later rows left blank:
 *
 *	lab2          4G 41190  90 133212  38 52004  19 ...
 *	                 40987  90 131877  37 51820  19 ...
 *
 * Each is a run of p's machine.  The line holds the cells of p's tests
 * and nothing else (twelve words, eight under a row of -f: a row's own
 * name and size, a file creation line's "16", a wrapped half are more
 * or fewer), its first cell starts right of where p's first word does
 * (the blank name column), and it comes right under p: a blank line or
 * any other line ends the table first.
 */
static int cont_row_at(struct text_line l, int units, const struct bn_row *p,
		       struct bn_row *r)
{
	struct bn_words w;
	size_t cells = p->fast ? BN_TESTS - 2 : BN_TESTS;
	const int *tests = p->fast ? bn_fast : bn_all;

	words_of(l, &w);
	if (w.n != 2 * cells || w.at[0] <= p->lead)
		return -1;
	for (int i = 0; i < BN_TESTS; i++)
		r->v[i] = r->lat[i] = NAN;
	for (size_t i = 0; i < cells; i++)
		if (rate_cell(&w, 2 * i, tests[i], units, &r->v[tests[i]]) ||
		    !cpu_cell(&w, 2 * i + 1))
			return -1;
	memcpy(r->name, p->name, sizeof(r->name));
	r->fast = p->fast;
	r->lead = p->lead;
	r->from = r->to = l.no;
	return 0;
}

/*
 * A table pasted without its third header line ("Machine  Size K/sec
 * %CP ..." dropped when quoting or trimming it):
 *
 *	Version  1.03       ------Sequential Output------ ...
 *	                    -Per Chr- --Block-- -Rewrite- ...
 *	pike          100M  7402  99 118230  97 +++++ +++ ...
 *
 * Lines a and b are the banner and the tests line (header_at()) and l,
 * right under them, a whole row: its name and size, then a rate and a
 * %CP cell for each test (row_at()).  The tests line names each pair's
 * test; the unit is the cells' own: bare numbers are K/sec in every
 * version that prints them (1.0x, 1.9x), 1.98 on puts k/m/g after each.
 * 1 or 2 as header_at(), with version as there; else 0.  Rows with
 * nothing above them, or a line between, stay unread.
 */
static int headless_at(struct text_line a, struct text_line b,
		       struct text_line l, char *version, size_t n)
{
	struct bn_row r;

	if (!text_find(b.s, b.len, "Chr", 3) || !tests_line(b) ||
	    !banner_line(a, version, n))
		return 0;
	if (!row_at(l, 1, &r))
		return 1;
	return row_at(l, 2, &r) ? 0 : 2;
}

/*
 * Line l as the "Latency" line under a row: six maxima ("14410us",
 * "2944ms", "12s") into r, four under a row of -f (the per-char cells
 * blank, as in the row: "Latency 13726ms 992ms 69113us 151ms").  1 read,
 * 0 no latency line, -1 one that does not hold as many as the row's
 * tests (another test's cell blank: the cells cannot be told apart).
 */
static int latency_at(struct text_line l, struct bn_row *r)
{
	struct bn_words w;
	double lat[BN_TESTS];
	size_t cells = r->fast ? BN_TESTS - 2 : BN_TESTS;
	const int *tests = r->fast ? bn_fast : bn_all;

	words_of(l, &w);
	if (!word_is(&w, 0, "Latency"))
		return 0;
	if (w.n != cells + 1)
		return -1;
	for (size_t i = 0; i < BN_TESTS; i++)
		lat[i] = NAN;
	for (size_t i = 0; i < cells; i++) {
		char t[32];
		const char *end;

		if (word_copy(&w, i + 1, t, sizeof(t)) || t[0] < '0' ||
		    t[0] > '9' ||
		    units_duration(t, &end, UNITS_COMMA_NONE, &lat[tests[i]]) ||
		    *end)
			return -1;
	}
	memcpy(r->lat, lat, sizeof(lat));
	r->to = l.no;
	return 1;
}

/*
 * The captions of a text's tables (table_caption()), and whether they
 * label its rows: two tables or more, every row of one machine name
 * ("10.0.18.6" in all), each table under a caption of its own, the
 * captions all different.  Then the caption is the label, the machine
 * the host.
 */
#define BN_CAPS_MAX 16
struct bn_caps {
	int tables, rows, apart; /* apart: names or captions tell apart */
	int top; /* the first table, uncaptioned, opens the text */
	char machine[64];
	char cap[BN_CAPS_MAX][64];
	int label; /* the captions label the rows */
};

static int emit_row(struct ingest_ctx *ctx, const struct bn_row *r,
		    const char *version, const struct bn_caps *caps)
{
	struct iodb_run run = IODB_RUN_INIT;
	int ret;

	run.format = "bonnie";
	run.tool = "bonnie++";
	run.tool_version = version[0] ? version : NULL;
	run.label = r->name[0] ? r->name : NULL;
	if (caps && caps->label && r->table >= 0 && r->table < caps->tables &&
	    caps->cap[r->table][0]) {
		run.label = caps->cap[r->table];
		run.host = r->name;
	}
	run.line_from = r->from;
	run.line_to = r->to;
	ret = ingest_emit_run(ctx, &run);
	for (int i = 0; !ret && i < BN_TESTS; i++) {
		struct iodb_result res = IODB_RESULT_INIT;

		if (isnan(r->v[i]) && isnan(r->lat[i]))
			continue;
		res.job = bn_tests[i].job;
		res.cond.op = bn_tests[i].op;
		res.cond.pattern = bn_tests[i].pattern;
		if (i == BN_TESTS - 1)
			res.iops = r->v[i];
		else
			res.bw_bytes = r->v[i];
		res.lat.max = r->lat[i];
		res.line_from = r->from;
		res.line_to = r->to;
		ret = ingest_emit_result(ctx, &res);
	}
	return ret;
}

/*
 * bonnie++'s CSV line, the one it prints last (to feed bon_csv2txt and
 * bon_csv2html): bon_time.cpp's DoReportIO() and DoReportFile(), in the
 * order PrintHeader() names the fields.  1.93 to 1.97 (format_version
 * "1.96"): format_version, bonnie_version, name, concurrency, seed,
 * file_size, io_chunk_size, then putc, putc_cpu ... seeks, seeks_cpu
 * (fields 7 to 18), the file creation section (17 fields) and the twelve
 * latencies, putc_latency first (field 36).  1.98 and 2.0x (format
 * "1.98", bon_csv2txt's @arr[8 .. 20] and @arr[38..43]): seeks and
 * seek_proc_count after io_chunk_size, so putc is field 9 and its latency
 * field 38.  A test not run is an empty field, "+++++" one too quick to
 * time: no figure either way; rates are KiB a second as in the table.
 *
 *	1.96,1.96,TEST,1,1427967244,24G,,,,87606,15,55512,7,,,171794,9,...
 *
 * The 1.03 line (name,file_size,putc,...: no version to know it by) is
 * not read.
 */
#define BN_CSV_FIELDS 64

/* Field f (n bytes) as the words of a line, for the cell readers. */
static void field_words(const char *f, size_t n, struct bn_words *w)
{
	struct text_line l = {f, n, 0};

	words_of(l, w);
}

/* Whether field f (n bytes) is a whole number. */
static int digits_field(const char *f, size_t n)
{
	size_t i = 0;

	while (i < n && f[i] >= '0' && f[i] <= '9')
		i++;
	return n && i == n;
}

/*
 * Line l as bonnie++'s CSV line: 0 with r filled and the bonnie++ version
 * in version (vn bytes), else -1.
 */
static int csv_row(struct text_line l, struct bn_row *r, char *version,
		   size_t vn)
{
	const char *f[BN_CSV_FIELDS], *p, *end;
	size_t fl[BN_CSV_FIELDS], nf = 0, first, lat;
	struct text_line t = line_trim(l);
	struct bn_words w;
	int any = 0;

	if (t.len < 40 || t.s[0] != '1' || t.s[1] != '.')
		return -1;
	p = t.s;
	end = t.s + t.len;
	for (;;) {
		const char *c = memchr(p, ',', (size_t)(end - p));

		if (nf == BN_CSV_FIELDS)
			return -1;
		f[nf] = p;
		fl[nf++] = (size_t)((c ? c : end) - p);
		if (!c)
			break;
		p = c + 1;
	}
	/* the format version: "1.93" to "1.97" (a letter after it or not),
	 * or 2.0x's "1.98" */
	if (fl[0] < 4 || fl[0] > 5 || memcmp(f[0], "1.9", 3) || f[0][3] < '3' ||
	    f[0][3] > '8' || (fl[0] == 5 && (f[0][4] < 'a' || f[0][4] > 'z')))
		return -1;
	first = f[0][3] == '8' ? 9 : 7;
	lat = first + 2 * BN_TESTS + 17;
	if (nf < first + 2 * BN_TESTS || !digits_field(f[3], fl[3]) ||
	    (first == 9 &&
	     (!digits_field(f[7], fl[7]) || !digits_field(f[8], fl[8]))))
		return -1;
	field_words(f[1], fl[1], &w);
	if (w.n != 1 || !version_word(&w, 0, version, vn))
		return -1;
	field_words(f[5], fl[5], &w);
	if (w.n != 1 || !size_cell(&w, 0) || fl[2] >= sizeof(r->name))
		return -1;
	memcpy(r->name, f[2], fl[2]);
	r->name[fl[2]] = '\0';
	r->fast = 0;
	for (int i = 0; i < BN_TESTS; i++) {
		size_t k = first + 2 * (size_t)i;
		struct bn_words c;

		r->v[i] = r->lat[i] = NAN;
		field_words(f[k], fl[k], &w);
		field_words(f[k + 1], fl[k + 1], &c);
		/* a test not run: both fields empty */
		if (!w.n && !c.n && !fl[k] && !fl[k + 1])
			continue;
		if (w.n != 1 || c.n != 1 || w.wl[0] != fl[k] ||
		    rate_cell(&w, 0, i, 1, &r->v[i]) || !cpu_cell(&c, 0))
			return -1;
		any = 1;
	}
	/* the latencies, when the line goes that far */
	for (int i = 0; i < BN_TESTS && nf >= lat + BN_TESTS; i++) {
		const char *e;
		char cell[32];

		if (!fl[lat + i])
			continue;
		if (fl[lat + i] >= sizeof(cell) || f[lat + i][0] < '0' ||
		    f[lat + i][0] > '9')
			return -1;
		memcpy(cell, f[lat + i], fl[lat + i]);
		cell[fl[lat + i]] = '\0';
		if (units_duration(cell, &e, UNITS_COMMA_NONE, &r->lat[i]) ||
		    *e)
			return -1;
	}
	r->from = r->to = l.no;
	return any ? 0 : -1;
}

/*
 * Whether CSV row c is table row t shown again (bonnie++ prints both for
 * one run): the table's machine name is the CSV's or its start (the
 * table cuts it to fit its column) or none, and every test has a figure
 * in both or neither, within the rounding of 2.0x's "1.4g".
 */
static int same_run(const struct bn_row *t, const struct bn_row *c)
{
	size_t tl = strlen(t->name);

	if (tl && strncmp(t->name, c->name, tl))
		return 0;
	if (tl && tl != strlen(c->name) && tl < 10)
		return 0;
	for (int i = 0; i < BN_TESTS; i++) {
		double a = t->v[i], b = c->v[i];

		if (isnan(a) != isnan(b))
			return 0;
		if (!isnan(a) && fabs(a - b) > 0.05 * fmax(a, b) + 0.05)
			return 0;
	}
	return 1;
}

/*
 * A mail client (Outlook, Thunderbird) hard-wraps a line at the last space
 * before its width (72 to 78 columns) and puts the rest on a line of its
 * own; bonnie++'s lines are 80 to 100 columns, so each line of its table
 * comes in two:
 *
 *	Machine        Size K/sec %CP K/sec %CP K/sec %CP K/sec %CP K/sec %CP
 *	/sec %CP
 *	kiln           512M 20417  93 31662  27  9120   8 19804  86 30577   7
 *	201.4   0
 *
 * Line l and the line m under it are one line of the table when l alone is
 * none (table_line()) and l, a blank, m is one; m holds only the words l
 * is short of (fewer than a row's rate and %CP cells: no name, no size);
 * and l is as a mail client leaves a line: BN_WRAP_MAX columns at most,
 * too long for m's first word to fit within BN_WRAP_WIDTH.  Two rows are
 * never one: a row alone is a line of the table, and a row cut short (a
 * test skipped, its cells blank) stays short: the next row's name and
 * size are no rate cells.  The widths are those of normalize.c's
 * pass_mailwrap(), which joins only pieces under indented lines.
 */
#define BN_WRAP_WIDTH 72
#define BN_WRAP_MAX   78
#define BN_JOIN_BYTES 256

/* Columns of s[0, n): UTF-8 characters. */
static size_t columns(const char *s, size_t n)
{
	size_t c = 0;

	for (size_t i = 0; i < n; i++)
		c += ((unsigned char)s[i] & 0xC0) != 0x80;
	return c;
}

/* Whether l is a line of a bonnie++ table: a header line, or in a table
 * whose rates are in units (header_at()) a row or a Latency line. */
static int table_line(struct text_line l, int units)
{
	struct bn_row r;
	char version[16];

	if (banner_line(l, version, sizeof(version)) || tests_line(l) ||
	    units_line(l))
		return 1;
	if (!units || !row_at(l, units, &r))
		return units != 0;
	/* a Latency line under a row of six tests or of four (-f) */
	r.fast = 0;
	if (latency_at(l, &r) == 1)
		return 1;
	r.fast = 1;
	return latency_at(l, &r) == 1;
}

/* Whether l is a row of the four tests of -f (row_at()). */
static int fast_row(struct text_line l, int units)
{
	struct bn_row r;

	return units && !row_at(l, units, &r) && r.fast;
}

/*
 * The next line of it into *l, with the line a mail client wrapped off it
 * joined (see above) into buf (BN_JOIN_BYTES): *src is where the line
 * starts in the text, *last the number of its last line.  0 at the end.
 */
static int next_line(struct line_iter *it, int units, char *buf,
		     struct text_line *l, const char **src, long *last)
{
	struct line_iter peek;
	struct text_line m, j;
	struct bn_words w;
	size_t fw = 0, lc;

	if (!lines_next(it, l))
		return 0;
	peek = *it;
	*src = l->s;
	*last = l->no;
	lc = columns(l->s, l->len);
	if (lc > BN_WRAP_MAX || memchr(l->s, '\t', l->len) ||
	    !lines_next(&peek, &m) || l->len + 1 + m.len > BN_JOIN_BYTES ||
	    memchr(m.s, '\t', m.len))
		return 1;
	words_of(m, &w);
	if (!w.n || w.n >= 2 * BN_TESTS)
		return 1;
	fw = w.at[0] + w.wl[0];
	/* a row of four tests may be a row of six the wrap cut after
	 * its fourth: joined when the rest makes it whole */
	if (lc + 1 + columns(m.s, fw) <= BN_WRAP_WIDTH ||
	    (table_line(*l, units) && !fast_row(*l, units)))
		return 1;
	memcpy(buf, l->s, l->len);
	buf[l->len] = ' ';
	memcpy(buf + l->len + 1, m.s, m.len);
	j.s = buf;
	j.len = l->len + 1 + m.len;
	j.no = l->no;
	if (!table_line(j, units))
		return 1;
	*l = j;
	*last = m.no;
	*it = peek;
	return 1;
}

/*
 * Every table of buf: its header's three lines, then its rows (each with
 * its Latency line in 1.9x), up to the first line that is neither.  With
 * ctx NULL, only counts the rows (the probe).
 */
/* The table rows read so far, for the CSV lines (same_run()). */
struct bn_seen {
	struct bn_row *row;
	size_t n, alloc;
};

/* Emits table row r and keeps it in seen. */
static int table_row(struct ingest_ctx *ctx, const struct bn_row *r,
		     const char *version, struct bn_seen *seen,
		     const struct bn_caps *caps)
{
	if (seen->n == seen->alloc) {
		size_t alloc = seen->alloc ? 2 * seen->alloc : 8;
		struct bn_row *row =
		    realloc(seen->row, alloc * sizeof(*seen->row));

		if (!row)
			return -ENOMEM;
		seen->row = row;
		seen->alloc = alloc;
	}
	seen->row[seen->n++] = *r;
	return emit_row(ctx, r, version, caps);
}

/*
 * The CSV lines of buf (csv_row()), after its tables: each a run unless a
 * table row of the text is the same run (same_run()), which is kept
 * alone.  With ctx NULL, only counts them into *rows.
 */
static int scan_csv(struct ingest_ctx *ctx, const char *buf, size_t len,
		    const struct bn_seen *seen, int *rows)
{
	struct line_iter it;
	struct text_line l;
	struct bn_row r;
	char version[16];
	int ret = 0;

	lines_init(&it, buf, len);
	while (!ret && lines_next(&it, &l)) {
		size_t k = 0;

		if (!memchr(l.s, ',', l.len) ||
		    csv_row(l, &r, version, sizeof(version)))
			continue;
		while (k < seen->n && !same_run(&seen->row[k], &r))
			k++;
		if (k < seen->n) {
			if (ctx)
				ingest_warn_at(ctx, l.s,
					       "bonnie++ CSV line repeats a "
					       "row of its table: read once");
			continue;
		}
		++*rows;
		if (ctx)
			ret = emit_row(ctx, &r, version, NULL);
	}
	return ret;
}

/*
 * The system caption c (the line with text above a table's banner) names,
 * into out (n bytes); 1 when found.  The caption rules of lines.c reduce
 * it: "Here is bonnie++ on the Orb5:" gives "Orb5"
 * (line_run_caption_name()), "Cached volume results:" "Cached volume",
 * "For encrypted data:" "encrypted data", "Samsung 970 EVO:" itself
 * (line_caption()).  A plain text's heading, c a rule of '-' or '='
 * under it ("Stock kernel" over "------------"), is the name as it
 * stands, a ':' after it left out, unless it names nothing
 * ("Results", "Write performance", a sentence).  A sentence they
 * cannot reduce ("... the results were ugly for the NAS:") names nothing.
 */
static int table_caption(struct text_line c, const char *buf, size_t len,
			 char *out, size_t n)
{
	size_t k = 0;

	c = line_trim(c);
	if (!c.s || !c.len)
		return 0;
	while (k < c.len && c.s[k] == c.s[0])
		k++;
	if (k == c.len && k >= 2 && (c.s[0] == '-' || c.s[0] == '=')) {
		const char *e = c.s, *b;
		struct text_line h;
		size_t at[9], wl[9];

		/* the heading: the line right above its rule */
		if (c.s < buf || c.s >= buf + len || e == buf)
			return 0;
		e--;
		if (e > buf && e[-1] == '\r')
			e--;
		for (b = e; b > buf && b[-1] != '\n';)
			b--;
		h.s = b;
		h.len = (size_t)(e - b);
		h.no = 0;
		h = line_trim(h);
		if (h.len && h.s[h.len - 1] == ':')
			h.len--;
		if (!h.len || line_words(h.s, h.len, at, wl, 9) > 8)
			return 0;
		if (line_run_caption_name(h.s, h.len, out, n) ||
		    line_figures_caption(h.s, h.len, out, n) ||
		    line_lead_caption(h.s, h.len, out, n))
			return 1;
		if (heading_names_nothing(h.s, h.len) ||
		    line_generic_heading(h.s, h.len) ||
		    line_narration(h.s, h.len) || line_test_title(h.s, h.len) ||
		    line_is_remark(h.s, h.len) ||
		    line_is_greeting(h.s, h.len) || h.len >= n)
			return 0;
		memcpy(out, h.s, h.len);
		out[h.len] = '\0';
		return 1;
	}
	return line_run_caption_name(c.s, c.len, out, n) ||
	       line_figures_caption(c.s, c.len, out, n) ||
	       line_lead_caption(c.s, c.len, out, n) ||
	       (!line_generic_heading(c.s, c.len) &&
		line_caption(c.s, c.len, out, n));
}

/*
 * A table's header found, its banner at up[have - 2]: version (vn bytes)
 * from the line above the banner when the banner names none
 * (version_line()), and cap (cn bytes) the system the line with text
 * above the banner names (line_run_caption_name()), "" when none.
 */
static void table_opens(const struct text_line *up,
			const struct text_line *up_text, int have,
			char *version, size_t vn, char *cap, size_t cn)
{
	struct text_line c = up_text[have - 2];

	if (!version[0] && have == 3)
		version_line(up[0], version, vn);
	if (!c.s || !line_run_caption_name(c.s, c.len, cap, cn))
		cap[0] = '\0';
}

/*
 * The table just opened (table_opens(), up and up_text as there) in caps:
 * its caption (table_caption()), "" when none.  The first table with no
 * line at all above its banner, of a document's part the document labels
 * (ctx->block_label: the caption over the part), counts as captioned: its
 * rows keep their machine name, for the document to label
 * (bonnie_caption_name() in document.c).
 */
static void table_counted(struct bn_caps *caps, const struct text_line *up,
			  const struct text_line *up_text, int have,
			  const char *buf, size_t len)
{
	int t = caps->tables++;
	const char *b = up[have - 2].s;

	if (t >= BN_CAPS_MAX)
		return;
	caps->cap[t][0] = '\0';
	if (up_text[have - 2].s) {
		if (!table_caption(up_text[have - 2], buf, len, caps->cap[t],
				   sizeof(caps->cap[t])))
			caps->cap[t][0] = '\0';
	} else if (!t && b >= buf && b < buf + len) {
		while (b > buf && (b[-1] == ' ' || b[-1] == '\t' ||
				   b[-1] == '\n' || b[-1] == '\r'))
			b--;
		caps->top = b == buf;
	}
}

/*
 * A table row r in caps: whether its machine name is the one of every
 * row so far (a row naming none, or one its caption named, tells its
 * table apart already).
 */
static void row_counted(struct bn_caps *caps, const struct bn_row *r)
{
	if (!caps->rows++)
		snprintf(caps->machine, sizeof(caps->machine), "%s", r->name);
	if (!r->name[0] || strcmp(r->name, caps->machine))
		caps->apart = 1;
}

static int scan(struct ingest_ctx *ctx, const char *buf, size_t len, int *rows,
		struct bn_caps *caps)
{
	struct line_iter it;
	struct text_line l, up[3];
	int have = 0, units = 0, pending = 0, ret = 0, slot = 0;
	char version[16];
	/* the lines joined (next_line()): the current one and up[] */
	char joined[4][BN_JOIN_BYTES];
	const char *src;
	long last;
	struct bn_row row, next;
	struct bn_seen seen = {NULL, 0, 0};
	/* the line with text above each of up[] (a blank line between or
	 * none), and the system the line above the table's header names
	 * for rows without a machine column (line_run_caption_name()) */
	struct text_line text = {NULL, 0, 0}, up_text[3];
	int gap = 0, in_rows = 0, headless = 0;
	char cap[64] = "";

	*rows = 0;
	lines_init(&it, buf, len);
	while (!ret && next_line(&it, units, joined[slot], &l, &src, &last)) {
		if (l.s == joined[slot])
			slot = (slot + 1) % 4;
		/* a table without its units line (headless_at()): l, its
		 * first row, is read below */
		if (!units && have >= 2 &&
		    (headless = headless_at(up[have - 2], up[have - 1], l,
					    version, sizeof(version)))) {
			table_opens(up, up_text, have, version, sizeof(version),
				    cap, sizeof(cap));
			if (caps)
				table_counted(caps, up, up_text, have, buf,
					      len);
			units = headless;
			have = 0;
		}
		if (units &&
		    (!row_at(l, units, &next) ||
		     (in_rows && !cont_row_at(l, units, &row, &next)))) {
			next.to = last;
			if (caps)
				row_counted(caps, &next);
			if (!next.name[0] && cap[0])
				snprintf(next.name, sizeof(next.name), "%s",
					 cap);
			next.table = caps ? caps->tables - 1 : -1;
			if (pending && ctx)
				ret =
				    table_row(ctx, &row, version, &seen, caps);
			row = next;
			pending = 1;
			in_rows = 1;
			++*rows;
			text.s = NULL;
			continue;
		}
		if (units && pending) {
			int lat = latency_at(l, &row);

			if (lat < 0 && ctx)
				ingest_warn_at(ctx, src,
					       "bonnie++ latency line without "
					       "a cell for each test of its "
					       "row: its latencies are not "
					       "read");
			if (lat > 0)
				row.to = last;
			if (ctx)
				ret =
				    table_row(ctx, &row, version, &seen, caps);
			pending = 0;
			if (lat) {
				text.s = NULL;
				continue;
			}
		}
		units = 0;
		in_rows = 0;
		if (have >= 2)
			units = header_at(up[have - 2], up[have - 1], l,
					  version, sizeof(version));
		if (units) {
			table_opens(up, up_text, have, version, sizeof(version),
				    cap, sizeof(cap));
			if (caps)
				table_counted(caps, up, up_text, have, buf,
					      len);
			have = 0;
			text.s = NULL;
			continue;
		}
		if (have == 3) {
			up[0] = up[1];
			up[1] = up[2];
			up_text[0] = up_text[1];
			up_text[1] = up_text[2];
			have = 2;
		}
		up_text[have] = text;
		if (gap > 1)
			up_text[have].s = NULL;
		up[have++] = l;
		if (line_trim(l).len) {
			text = l;
			gap = 0;
		} else {
			gap++;
		}
	}
	if (!ret && pending && ctx)
		ret = table_row(ctx, &row, version, &seen, caps);
	if (!ret)
		ret = scan_csv(ctx, buf, len, &seen, rows);
	free(seen.row);
	return ret;
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	int rows, ret;
	struct bn_caps caps;

	/* first the tables' captions and machine names (struct bn_caps),
	 * then the rows, labelled by the captions when those tell the
	 * tables of one machine apart */
	memset(&caps, 0, sizeof(caps));
	scan(NULL, buf, len, &rows, &caps);
	caps.label = caps.tables >= 2 && caps.tables <= BN_CAPS_MAX &&
		     !caps.apart && rows == caps.rows;
	for (int i = 0; caps.label && i < caps.tables; i++)
		for (int j = 0; caps.label && j <= i; j++)
			caps.label =
			    (caps.cap[i][0] ||
			     (!i && caps.top && ctx->block_label)) &&
			    (j == i || strcmp(caps.cap[i], caps.cap[j]));
	caps.tables = caps.rows = caps.apart = 0; /* counted again */
	ret = scan(ctx, buf, len, &rows, &caps);
	if (!ret && !rows)
		ret =
		    ingest_error_at(ctx, NULL,
				    "expected a bonnie++ table (its header "
				    "'------Sequential Output------ "
				    "--Sequential Input- --Random-', "
				    "'-Per Chr- --Block-- ...', 'Machine Size "
				    "K/sec %%CP ...' over its rows), found "
				    "none");
	return ret;
}

/*
 * Whether buf holds a CSV line of bonnie++ (csv_row()).  Its file size
 * field is a size in GiB or MiB and a comma ("24G,", "7501M,"), which
 * fio's lines never print ("10.0GiB (10.7GB),"): one first, then the
 * lines are read.  fio's outputs are full of 'M' (MiB, MB/s), so "M," is
 * looked for in the first BN_CSV_PROBE_M bytes only (a CSV line pasted
 * alone is a short text, or a paragraph the document asks about alone).
 */
#define BN_CSV_PROBE_M 512
static int csv_line_in(const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line l;
	struct bn_row r;
	char version[16];

	if (!text_find(buf, len, "G,", 2) &&
	    !text_find(buf, len < BN_CSV_PROBE_M ? len : BN_CSV_PROBE_M, "M,",
		       2))
		return 0;
	lines_init(&it, buf, len);
	while (lines_next(&it, &l))
		if (memchr(l.s, ',', l.len) &&
		    !csv_row(l, &r, version, sizeof(version)))
			return 1;
	return 0;
}

/*
 * The header's words are bonnie++'s own and nobody else's: its three
 * lines, then a row of six rate and %CP pairs (four with -f); or its CSV
 * line alone.
 */
static int probe(const char *buf, size_t len)
{
	size_t span = len < BN_PROBE_BYTES ? len : BN_PROBE_BYTES;
	int rows;

	if ((!text_find(buf, span, "Sequential Output", 17) ||
	     !text_find(buf, span, "-Per Chr-", 9)) &&
	    !csv_line_in(buf, span))
		return 0;
	scan(NULL, buf, span, &rows, NULL);
	return rows ? 90 : 0;
}

const struct ingest_format ingest_bonnie = {
    .name = "bonnie",
    .description = "bonnie++ report table (K/sec = 1024 bytes a second)",
    .probe = probe,
    .parse = parse,
};
