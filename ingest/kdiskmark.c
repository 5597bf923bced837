/*
 * KDiskMark text exports (1.x to 3.x): CrystalDiskMark 7's layout with a
 * "KDiskMark (x.y.z): URL" and "Flexible I/O Tester (fio-x.y)" header.
 * Parsed by ingest/diskmark.c.  KDiskMark prints "* MB/s = 1,000,000
 * bytes/s" but computes its MB/s as fio's "bw" (KiB/s) / 1000
 * (src/benchmark.cpp), so its MB is 1,024,000 bytes: 542.516 MB/s at
 * 529.8 IOPS of 1 MiB in its README example agrees (529.8 * 2^20 / 1.024e6
 * = 542.5), 10^6 would not.
 */
#include "ingest/diskmark.h"
#include "ingest/formats.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ingest/lines.h"

static const struct diskmark_tool kdiskmark = {
    .format = "kdiskmark",
    .tool = "KDiskMark",
    .header = "KDiskMark",
    .kib_thousands = 1,
    .direct = -1, /* fio --direct=1 by default, but a setting can drop it */
};

/*
 * KDiskMark's terminal screen (its TUI, 3.2+), pasted as the terminal
 * showed it:
 *
 *    KDiskMark 3.2.0 | fio-3.39 | https://github.com/JonMagon/KDiskMark
 *   ...
 *                          Read [MB/s]          Write [MB/s]
 *     SEQ1M Q8T1       ##########   6,512.40  ##########   4,871.22
 *
 * (the bars are U+2588/U+2591 blocks).  The columns are read, write and,
 * with the mixed profile, mix, in that order whatever the language calls
 * them; the unit in brackets is the screen's one unit: MB/s (KDiskMark's
 * MB, as in its text export), GB/s (1000 of those), IOPS or us (the mean
 * latency).  Values are in the screen language's number format
 * ("6,512.40", "6.512,40", "6 512,40"): two decimals (three in GB/s),
 * or a whole number from 1,000,000 on.  A test not run shows 0.
 */
enum { TUI_MBS, TUI_GBS, TUI_IOPS, TUI_US };

#define TUI_COLS 3

/* " KDiskMark 3.2.0 | fio-3.39 | https://..." : the version into ver. */
static int tui_title(struct text_line l, char *ver, size_t n, char *fio,
		     size_t fn)
{
	const char *p, *bar, *bar2, *end = l.s + l.len;

	l = line_trim(l);
	if (l.len < 16 || memcmp(l.s, "KDiskMark ", 10))
		return 0;
	p = l.s + 10;
	bar = memchr(p, '|', (size_t)(end - p));
	if (!bar || !(*p >= '0' && *p <= '9'))
		return 0;
	bar2 = memchr(bar + 1, '|', (size_t)(end - bar - 1));
	if (!bar2 || !line_find(l, "KDiskMark"))
		return 0;
	snprintf(ver, n, "%.*s", (int)(bar - p), p);
	while (*ver && ver[strlen(ver) - 1] == ' ')
		ver[strlen(ver) - 1] = '\0';
	p = bar + 1;
	while (p < bar2 && *p == ' ')
		p++;
	snprintf(fio, fn, "%.*s", (int)(bar2 - p), p);
	while (*fio && fio[strlen(fio) - 1] == ' ')
		fio[strlen(fio) - 1] = '\0';
	return 1;
}

/* "Read [MB/s]   Write [MB/s]": the columns and their unit; 0: no. */
static int tui_header(struct text_line l, int *unit)
{
	static const struct {
		const char *w;
		int unit;
	} units[] = {{"[MB/s]", TUI_MBS},     {"[GB/s]", TUI_GBS},
		     {"[IOPS]", TUI_IOPS},    {"[us]", TUI_US},
		     {"[\xc2\xb5s]", TUI_US}, {"[\xce\xbcs]", TUI_US}};
	int cols = 0, u = -1;
	const char *p = l.s, *end = l.s + l.len;

	while ((p = memchr(p, '[', (size_t)(end - p))) != NULL) {
		int k = -1;

		for (size_t i = 0; i < sizeof(units) / sizeof(units[0]); i++)
			if ((size_t)(end - p) >= strlen(units[i].w) &&
			    !memcmp(p, units[i].w, strlen(units[i].w)))
				k = (int)i;
		if (k < 0 || (u >= 0 && units[k].unit != u))
			return 0;
		u = units[k].unit;
		cols++;
		p++;
	}
	if (cols < 2 || cols > TUI_COLS)
		return 0;
	*unit = u;
	return cols;
}

/* "SEQ1M Q8T1", "RND4K Q32T16": the row's test, its length; 0: none. */
static size_t tui_label(const char *s, size_t n, struct iodb_cond *c)
{
	size_t i = 3;
	long bs = 0, q = 0, t = 0;

	if (n < 9 || (memcmp(s, "SEQ", 3) && memcmp(s, "RND", 3)))
		return 0;
	while (i < n && s[i] >= '0' && s[i] <= '9')
		bs = bs * 10 + (s[i++] - '0');
	if (i == 3 || i >= n || (s[i] != 'K' && s[i] != 'M'))
		return 0;
	bs *= s[i++] == 'K' ? 1024 : 1048576;
	if (i + 1 >= n || s[i] != ' ' || s[i + 1] != 'Q')
		return 0;
	for (i += 2; i < n && s[i] >= '0' && s[i] <= '9'; i++)
		q = q * 10 + (s[i] - '0');
	if (i >= n || s[i] != 'T' || !q)
		return 0;
	for (i++; i < n && s[i] >= '0' && s[i] <= '9'; i++)
		t = t * 10 + (s[i] - '0');
	if (!t || (i < n && s[i] != ' '))
		return 0;
	c->pattern = s[0] == 'S' ? IODB_PATTERN_SEQ : IODB_PATTERN_RAND;
	c->bs = bs;
	c->iodepth = q;
	c->numjobs = t;
	return i;
}

/* A bar's character (U+2580 to U+259F) at s, its length; 0: none. */
static size_t bar_char(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;

	return n >= 3 && u[0] == 0xe2 && u[1] == 0x96 && u[2] >= 0x80 &&
		       u[2] <= 0x9f
		   ? 3
		   : 0;
}

/*
 * Whether the digits of s[0..end) (runs of digits between single
 * separators) are in groups of three: every run after a separator has
 * three digits, the first at most three when a separator follows it.
 */
static int grouped(const char *s, size_t end)
{
	size_t run = 0;
	int first = 1;

	for (size_t i = 0; i <= end; i++) {
		if (i < end && s[i] >= '0' && s[i] <= '9') {
			run++;
			continue;
		}
		if (i < end && first && run > 3)
			return 0;
		if (!first && run != 3)
			return 0;
		first = 0;
		run = 0;
	}
	return 1;
}

/*
 * A value as the screen's language printed it, with dec decimals ("6,512.40",
 * "6.512,40", "6 512,40"), or a whole number from 1,000,000 on.  Returns 0
 * with *v, -1 when s is no such number.
 */
static int tui_number(const char *s, size_t n, int dec, double *v)
{
	char digits[40];
	size_t nd = 0, last = n, ng = 0;
	double x = 0;
	int frac;

	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	while (n && (*s == ' ' || *s == '\t'))
		s++, n--;
	if (!n || !(s[0] >= '0' && s[0] <= '9'))
		return -1;
	for (size_t i = 0; i < n; i++) {
		if (s[i] >= '0' && s[i] <= '9') {
			if (nd + 1 >= sizeof(digits))
				return -1;
			digits[nd++] = s[i];
		} else if (s[i] == '.' || s[i] == ',' || s[i] == ' ' ||
			   s[i] == '\'') {
			if (i + 1 >= n || !(s[i + 1] >= '0' && s[i + 1] <= '9'))
				return -1;
			last = i;
			ng++;
		} else {
			return -1;
		}
	}
	frac = last < n ? (int)(n - last - 1) : 0;
	for (size_t i = 0; i < nd; i++)
		x = x * 10 + (digits[i] - '0');
	if (frac == dec && (s[last] == '.' || s[last] == ',')) {
		/* the groups before the decimal separator have three digits */
		if (!grouped(s, last))
			return -1;
		*v = x / pow(10, dec);
		return 0;
	}
	/* a whole number: only from 1,000,000 on, in groups of three */
	if (ng < 2 || x < 1e6 || !grouped(s, n))
		return -1;
	*v = x;
	return 0;
}

/*
 * The values of a row after its label: the text between the bars, or
 * (the bars lost) between runs of two or more blanks.  Returns how many.
 */
static int tui_values(const char *s, size_t n, int dec, double *v, int max)
{
	int k = 0, bars = 0;
	size_t i = 0, from;

	for (size_t j = 0; j < n; j++)
		bars |= bar_char(s + j, n - j) > 0;
	while (i < n) {
		while (i < n &&
		       (s[i] == ' ' || s[i] == '\t' || bar_char(s + i, n - i)))
			i += bar_char(s + i, n - i) ? 3 : 1;
		if (i >= n)
			break;
		from = i;
		while (i < n && !bar_char(s + i, n - i) &&
		       (bars || !(s[i] == ' ' && i + 1 < n && s[i + 1] == ' ')))
			i++;
		if (k == max || tui_number(s + from, i - from, dec, &v[k]))
			return -1;
		k++;
	}
	return k;
}

/* Whether buf holds a KDiskMark terminal screen: its title and header. */
static int tui_probe(const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line l;
	char ver[32], fio[32];
	int title = 0, unit;

	lines_init(&it, buf, len < 16384 ? len : 16384);
	while (lines_next(&it, &l)) {
		if (!title)
			title =
			    tui_title(l, ver, sizeof(ver), fio, sizeof(fio));
		else if (tui_header(l, &unit))
			return 1;
	}
	return 0;
}

static int tui_parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	/* the third column is the mixed profile's one figure */
	static const enum iodb_op ops[TUI_COLS] = {IODB_OP_READ, IODB_OP_WRITE,
						   IODB_OP_READWRITE};
	struct line_iter it;
	struct text_line l;
	struct iodb_result res[64];
	char ver[32] = "", fio[32] = "", json[96], labels[64][16];
	int title = 0, cols = 0, unit = TUI_MBS, n = 0, ret;
	long from = 0, to = 0;
	double mix = NAN;

	lines_init(&it, buf, len);
	while (lines_next(&it, &l)) {
		struct text_line t = line_trim(l);
		struct iodb_cond c = IODB_COND_INIT;
		double v[TUI_COLS];
		size_t k;
		int got;
		const char *m;

		if (!title) {
			title =
			    tui_title(t, ver, sizeof(ver), fio, sizeof(fio));
			from = l.no;
			continue;
		}
		/* "Mix ratio  < R70%/W30% >", whatever the language */
		m = line_find(t, "< R");
		if (m && m + 3 < t.s + t.len && m[3] >= '0' && m[3] <= '9' &&
		    line_find(t, "%/W"))
			mix = strtod(m + 3, NULL);
		if (!cols) {
			cols = tui_header(t, &unit);
			continue;
		}
		k = tui_label(t.s, t.len, &c);
		if (!k)
			continue;
		got = tui_values(t.s + k, t.len - k, unit == TUI_GBS ? 3 : 2, v,
				 TUI_COLS);
		if (got != cols) {
			ingest_warn_at(ctx, t.s,
				       "expected %d figures in the KDiskMark "
				       "screen's row, found %s: row skipped",
				       cols, got < 0 ? "others" : "fewer");
			continue;
		}
		for (int i = 0; i < cols && n < 64; i++) {
			struct iodb_result r = IODB_RESULT_INIT;

			if (v[i] == 0) {
				ingest_warn_at(ctx, t.s,
					       "'%.*s': 0 in a column, a test "
					       "that was not run: skipped",
					       (int)k, t.s);
				continue;
			}
			r.cond = c;
			r.cond.op = ops[i];
			r.cond.mix_read_pct = i == 2 ? mix : NAN;
			r.cond.direct = -1;
			if (unit == TUI_MBS)
				r.bw_bytes = v[i] * 1.024e6;
			else if (unit == TUI_GBS)
				r.bw_bytes = v[i] * 1.024e9;
			else if (unit == TUI_IOPS)
				r.iops = v[i];
			else
				r.lat.mean = v[i] * 1e3;
			r.line_from = r.line_to = l.no;
			snprintf(labels[n], sizeof(labels[n]), "%.*s", (int)k,
				 t.s);
			res[n++] = r;
		}
		to = l.no;
	}
	if (!n)
		return ingest_error_at(
		    ctx, buf,
		    "expected the result rows of KDiskMark's "
		    "screen ('SEQ1M Q8T1  ...  543.18'), "
		    "found none");
	{
		struct iodb_run run = IODB_RUN_INIT;

		snprintf(json, sizeof(json), "{\"fio\":\"%s\"}", fio);
		run.format = "kdiskmark";
		run.tool = "KDiskMark";
		run.tool_version = ver[0] ? ver : NULL;
		run.options_json = json;
		run.line_from = from;
		run.line_to = to;
		ret = ingest_emit_run(ctx, &run);
	}
	for (int i = 0; !ret && i < n; i++) {
		res[i].job = labels[i];
		res[i].test = labels[i];
		ret = ingest_emit_result(ctx, &res[i]);
	}
	return ret;
}

static int probe(const char *buf, size_t len)
{
	int n, spaced;

	if (text_find(buf, len < 16384 ? len : 16384, "KDiskMark ", 10) &&
	    tui_probe(buf, len))
		return 95;

	if (diskmark_has_header(buf, len, 8192, "KDiskMark")) {
		n = diskmark_count_results(buf, len, 16384, NULL, NULL);
		/* prose under the "header": a review's caption */
		if (!n &&
		    diskmark_header_over_prose(buf, len, 8192, "KDiskMark"))
			return 0;
		return n || !diskmark_gui_columns(buf, len < 8192 ? len : 8192)
			   ? 95
			   : 20;
	}
	if (diskmark_has_header(buf, len, 8192, "CrystalDiskMark"))
		return 0;
	/* Without the header only the "1 MiB" spelling tells it apart. */
	n = diskmark_count_results(buf, len, 16384, &spaced, NULL);
	if (n >= 2 && spaced * 2 > n)
		return 70;
	return 0;
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	if (tui_probe(buf, len))
		return tui_parse(ctx, buf, len);
	return diskmark_parse(ctx, &kdiskmark, buf, len);
}

const struct ingest_format ingest_kdiskmark = {
    .name = "kdiskmark",
    .description = "KDiskMark text export (1.x to 3.x) and terminal screen",
    .probe = probe,
    .parse = parse,
};
