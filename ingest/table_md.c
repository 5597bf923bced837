/*
 * Markdown pipe tables: see table_md.h.
 */
#include "ingest/table_md.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest/lines.h"
#include "ingest/table_value.h"
#include "util/utf8.h"

static struct text_line trimmed(const char *s, size_t len)
{
	struct text_line l = {s, len, 0};

	return line_trim(l);
}

int table_md_row(const char *s, size_t len)
{
	struct text_line l = trimmed(s, len);
	size_t bars = 0;

	/* "| a | b |"; also "a | b |", each cell followed by its border (a
	 * rendered table copied as text), with two cells or more */
	if (l.len < 3 || (l.s[0] != '|' &&
			  (l.s[l.len - 1] != '|' || l.s[l.len - 2] == '\\')))
		return 0;
	for (size_t i = 0; i < l.len; i++)
		if (l.s[i] == '|' && (i == 0 || l.s[i - 1] != '\\'))
			bars++;
	return bars >= 2;
}

/* The unescaped '|' of line s (len bytes). */
static size_t md_bars(const char *s, size_t len)
{
	size_t bars = 0;

	for (size_t i = 0; i < len; i++)
		if (s[i] == '|' && (i == 0 || s[i - 1] != '\\'))
			bars++;
	return bars;
}

/* The cells of row l: its unescaped '|' plus one, less the outer ones. */
static size_t md_cells(struct text_line l)
{
	size_t bars = md_bars(l.s, l.len);

	if (!bars)
		return 0;
	if (l.s[0] == '|')
		bars--;
	if (l.len > 1 && l.s[l.len - 1] == '|' && l.s[l.len - 2] != '\\')
		bars--;
	return bars + 1;
}

int table_md_body_row(const char *s, size_t len, const char *hdr,
		      size_t hdr_len)
{
	struct text_line l;

	if (table_md_row(s, len))
		return 1;
	/* "Disk A | 2997 | 1331.61" under "| Disk | IOPS | Latency |" and
	 * its "|---|": a row typed without its outer pipes, as many cells
	 * as the header */
	l = trimmed(s, len);
	return l.len >= 3 && md_cells(l) >= 2 &&
	       md_cells(l) == md_cells(trimmed(hdr, hdr_len));
}

int table_md_loose_row(const char *s, size_t len)
{
	struct text_line l = trimmed(s, len);

	return l.len >= 3 && md_cells(l) >= 2;
}

int table_md_loose_header(const char *s, size_t len, const char *sep,
			  size_t sep_len)
{
	struct text_line h = trimmed(s, len), r = trimmed(sep, sep_len);
	size_t n = md_cells(h);

	size_t joins = 0;

	/* "------+------" joins its columns with '+', no '|' */
	if (!md_bars(r.s, r.len))
		for (size_t i = 0; i < r.len; i++)
			joins += r.s[i] == '+';
	return h.len >= 3 && n >= 2 && table_md_separator(sep, sep_len) &&
	       (joins ? joins + 1 : md_cells(r)) == n;
}

int table_md_separator(const char *s, size_t len)
{
	struct text_line l = trimmed(s, len);
	int dashes = 0, bars = 0, cells = 0, dashed = 0, here = 0;

	if (!l.len)
		return 0;
	for (size_t i = 0; i <= l.len; i++) {
		char c = i < l.len ? l.s[i] : '|';

		if (c == '-')
			dashes++, here = 1;
		else if (c == '|') {
			bars += i < l.len;
			cells += here || (i && l.s[i - 1] != '|' && i < l.len);
			dashed += here;
			here = 0;
		} else if (c != ':' && c != ' ' && c != '\t' &&
			   !(c == '+' && i && i + 1 < l.len))
			return 0; /* Org mode's "|----+----|" inside */
	}
	/* "|:-|:-|": one dash a cell is GitHub's least */
	if (bars >= 1)
		return dashes >= 3 || (cells >= 2 && dashed == cells);
	/* "--------+--------+-------": no '|' at all, the columns joined by
	 * '+' (psql's rule, a hand table in a mail); from a dash to a dash,
	 * so a grid's "+----+" border stays the grid reader's */
	return dashes >= 3 && l.s[0] == '-' && l.s[l.len - 1] == '-' &&
	       memchr(l.s, '+', l.len);
}

/*
 * The display columns of line s's '|' (len bytes; a wide character two
 * columns) into cols (at most max), and the bytes they stand at into at.
 * Returns how many there are, max + 1 when more, 0 with a tab (whose
 * width the text does not say).
 */
static size_t bar_columns(const char *s, size_t len, size_t *cols, size_t *at,
			  size_t max)
{
	size_t n = 0, col = 0;

	for (size_t i = 0; i < len;) {
		unsigned cp;
		size_t k = utf8_decode(s + i, len - i, &cp);

		if (s[i] == '\t')
			return 0;
		if (s[i] == '|' && (!i || s[i - 1] != '\\')) {
			if (n == max)
				return max + 1;
			cols[n] = col;
			at[n++] = i;
		}
		col += (size_t)utf8_cp_width(cp);
		i += k;
	}
	return n;
}

/* Whether bytes s..s+len hold nothing but blanks. */
static int blank_span(const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (s[i] != ' ')
			return 0;
	return 1;
}

#define MD_GROUP_MAX 64

/* Whether the '|' at byte at of line s (len bytes) ends it: blanks after. */
static int closing_bar(const char *s, size_t len, size_t at)
{
	return blank_span(s + at + 1, len - at - 1);
}

/* Whether bytes s..s+len hold only a rule's '-', '=', '+', ':' or blanks. */
static int rule_span(const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (!strchr(" -=+:", s[i]) || !s[i])
			return 0;
	return 1;
}

int table_md_same_bars(const char *a, size_t a_len, const char *b, size_t b_len)
{
	size_t ac[MD_GROUP_MAX], aa[MD_GROUP_MAX], bc[MD_GROUP_MAX],
	    ba[MD_GROUP_MAX];
	size_t na = bar_columns(a, a_len, ac, aa, MD_GROUP_MAX);
	size_t nb = bar_columns(b, b_len, bc, ba, MD_GROUP_MAX);

	if (!na || na != nb || na > MD_GROUP_MAX)
		return 0;
	for (size_t k = 0; k < na; k++)
		if (ac[k] != bc[k] &&
		    (k + 1 < na || !closing_bar(a, a_len, aa[k]) ||
		     !closing_bar(b, b_len, ba[k])))
			return 0;
	return 1;
}

int table_md_header_rule(const char *s, size_t len, const char *hdr,
			 size_t hdr_len)
{
	size_t c[MD_GROUP_MAX], at[MD_GROUP_MAX];
	size_t n = bar_columns(s, len, c, at, MD_GROUP_MAX), stub = 0;
	int ruled = 0;

	if (n < 3 || n > MD_GROUP_MAX ||
	    !table_md_same_bars(s, len, hdr, hdr_len))
		return 0;
	/* the stub: the text before the first '|', else the first cell */
	if (rule_span(s, at[0]))
		stub = 1;
	if (!rule_span(s + at[n - 1] + 1, len - at[n - 1] - 1))
		return 0;
	for (size_t k = stub; k + 1 < n; k++) {
		const char *b = s + at[k] + 1;
		size_t l = at[k + 1] - at[k] - 1;

		if (!rule_span(b, l))
			return 0;
		ruled |= memchr(b, '-', l) || memchr(b, '=', l);
	}
	return ruled;
}

/* table_md_group_cells(), with `least` names in up at least. */
static int group_cells(const char *up, size_t up_len, const char *hdr,
		       size_t hdr_len, const char **cells, size_t *lens,
		       size_t max, size_t least)
{
	size_t uc[MD_GROUP_MAX], ua[MD_GROUP_MAX], hc[MD_GROUP_MAX],
	    ha[MD_GROUP_MAX];
	size_t nu = bar_columns(up, up_len, uc, ua, MD_GROUP_MAX);
	size_t nh = bar_columns(hdr, hdr_len, hc, ha, MD_GROUP_MAX);
	size_t n = 0, named = 0, first = 0, last;

	if (!nu || nu > MD_GROUP_MAX || nh > MD_GROUP_MAX || nu >= nh ||
	    table_md_separator(up, up_len))
		return 0;
	/* a closing '|' a name pushed past the header's closing one (a
	 * ragged right edge) stands over it */
	if (uc[nu - 1] > hc[nh - 1] && closing_bar(up, up_len, ua[nu - 1]) &&
	    closing_bar(hdr, hdr_len, ha[nh - 1]))
		uc[nu - 1] = hc[nh - 1];
	/* every '|' of the upper line stands over one of the header's */
	for (size_t j = 0, k = 0; j < nu; j++) {
		while (k < nh && hc[k] < uc[j])
			k++;
		if (k == nh || hc[k] != uc[j])
			return 0;
	}
	/* the header's cells, its outer pipes' empty ends aside */
	last = nh; /* segments 0..nh: before the first '|' to after the last */
	if (blank_span(hdr, ha[0]))
		first = 1;
	if (blank_span(hdr + ha[nh - 1] + 1, hdr_len - ha[nh - 1] - 1))
		last = nh - 1;
	for (size_t sgm = first; sgm <= last; sgm++) {
		/* the upper cell over it: the one after the upper '|' at or
		 * left of the header cell's own left '|' */
		size_t u = 0, from, to;

		while (sgm && u < nu && uc[u] <= hc[sgm - 1])
			u++;
		from = u ? ua[u - 1] + 1 : 0;
		to = u < nu ? ua[u] : up_len;
		while (from < to && up[from] == ' ')
			from++;
		while (to > from && up[to - 1] == ' ')
			to--;
		if (rule_span(up + from, to - from))
			to = from; /* a rule ("-----") names nothing */
		if (n == max)
			return 0;
		cells[n] = up + from;
		lens[n] = to - from;
		/* a group name: one new upper cell, a name in it */
		if (to > from && (!n || cells[n - 1] != cells[n]))
			named++;
		n++;
	}
	return named >= least ? (int)n : 0;
}

int table_md_group_cells(const char *up, size_t up_len, const char *hdr,
			 size_t hdr_len, const char **cells, size_t *lens,
			 size_t max)
{
	return group_cells(up, up_len, hdr, hdr_len, cells, lens, max, 2);
}

int table_md_group_words(const char *up, size_t up_len, const char *hdr,
			 size_t hdr_len, const char **cells, size_t *lens,
			 size_t max)
{
	return group_cells(up, up_len, hdr, hdr_len, cells, lens, max, 0);
}

int table_md_spacer(const char *s, size_t len)
{
	int bars = 0;

	for (size_t i = 0; i < len; i++) {
		if (s[i] == '|' || s[i] == '+')
			bars++;
		else if (!s[i] || !strchr(" \t-=:", s[i]))
			return 0;
	}
	return bars > 0;
}

/* "<br>", "<br/>", "<BR />" at s (n bytes left): its length, else 0. */
static size_t br_at(const char *s, size_t n)
{
	size_t k = 3;

	if (n < 4 || s[0] != '<' || (s[1] != 'b' && s[1] != 'B') ||
	    (s[2] != 'r' && s[2] != 'R'))
		return 0;
	while (k < n && s[k] == ' ')
		k++;
	if (k < n && s[k] == '/')
		k++;
	return k < n && s[k] == '>' ? k + 1 : 0;
}

/*
 * A line break inside a cell at s (n bytes left): "<br>" as br_at(), or a
 * paragraph's tag ("<p>", "</p>", "<p class=...>"; a docs page's cell
 * "<p>310 µs avg.</p><p>99.9% under 800 µs</p>"): its length, else 0.
 */
static size_t cell_break_at(const char *s, size_t n)
{
	size_t k = br_at(s, n), i = 1;

	if (k || n < 3 || s[0] != '<')
		return k;
	if (s[i] == '/')
		i++;
	if (i + 1 >= n || (s[i] != 'p' && s[i] != 'P'))
		return 0;
	if (s[i + 1] == '>')
		return i + 2;
	if (s[i + 1] != ' ' || s[1] == '/')
		return 0;
	for (k = i + 2; k < n && s[k] != '<'; k++)
		if (s[k] == '>')
			return k + 1;
	return 0;
}

/*
 * The length of inline HTML markup at s (n bytes left) that is no part
 * of a cell's text, else 0: a footnote marker as a whole, "<sup><a
 * href=\"#ref\">[Ref]</a></sup>" or "<sup>[2]</sup>" (a superscript
 * holding a link or a bracketed mark), or a styling or link tag alone
 * ("<a href=...>", "</a>", "<span ...>", "<b>"), its text kept.  Other
 * superscripts ("10<sup>6</sup>") and unknown tags stay as written.
 */
static size_t markup_at(const char *s, size_t n)
{
	static const char *const tags[] = {
	    "a", "span", "b", "strong", "i", "em", "small", "font", "u", NULL,
	};
	size_t i = 1, w;
	const char *e;

	if (n < 3 || s[0] != '<')
		return 0;
	if (n > 5 && !strncasecmp(s, "<sup>", 5)) {
		const char *end = memmem(s, n, "</sup>", 6);
		const char *in = s + 5;
		size_t k = end ? (size_t)(end - in) : 0;

		if (end && k &&
		    (memmem(in, k, "<a ", 3) || memmem(in, k, "<A ", 3) ||
		     (in[0] == '[' && in[k - 1] == ']')))
			return (size_t)(end - s) + 6;
		return 0;
	}
	if (s[1] == '/')
		i++;
	for (w = i; w < n && isalpha((unsigned char)s[w]);)
		w++;
	if (w == i || w >= n || (s[w] != '>' && s[w] != ' '))
		return 0;
	e = memchr(s + w, '>', n - w);
	if (!e)
		return 0;
	for (size_t t = 0; tags[t]; t++)
		if (strlen(tags[t]) == w - i &&
		    !strncasecmp(s + i, tags[t], w - i))
			return (size_t)(e - s) + 1;
	return 0;
}

/* The cells of one Markdown row as they are gathered, from one or two
 * lines. */
struct md_row {
	const char *cells[256];
	size_t lens[256];
	long lines[256], cols[256];
	size_t n;
	size_t filled, strong; /* cells not empty, and wholly in "**" */
	char *flat[2];	       /* cells whose "<br>" became a blank (owned) */
	int nflat;
};

#define CELL_LINES_MAX 8

/*
 * Cell n of row, flattened into f (len bytes), its line breaks at the
 * offsets brk[0..nbrk) from the start of the buffer (base the cell's
 * first): when one of its lines is the figure to read and the others
 * say what share of the I/Os completed under a bound ("<p>310 µs
 * avg.</p><p>99.9% completed under 800 µs</p>"; table_cell_mean_line()),
 * the cell is that line alone.
 */
static void mean_line(struct md_row *row, size_t n, const char *f, size_t len,
		      const size_t *brk, size_t nbrk, size_t base)
{
	const char *ls[CELL_LINES_MAX + 1];
	size_t ll[CELL_LINES_MAX + 1], nls = 0, b = 0;
	int k;

	if (!nbrk || nbrk >= CELL_LINES_MAX)
		return;
	for (size_t j = 0; j <= nbrk; j++) {
		size_t e = j < nbrk ? brk[j] - base : len;

		if (e > len)
			e = len;
		if (b > e)
			b = e;
		ls[nls] = f + b;
		ll[nls++] = e - b;
		b = e + 1; /* the blank standing for the break */
	}
	k = table_cell_mean_line(ls, ll, (int)nls);
	if (k < 0)
		return;
	row->cells[n] = ls[k];
	row->lens[n] = ll[k];
	while (row->lens[n] && row->cells[n][0] == ' ')
		row->cells[n]++, row->lens[n]--;
	while (row->lens[n] && row->cells[n][row->lens[n] - 1] == ' ')
		row->lens[n]--;
}

/* Append the cells of line s (len bytes, line number line) to row. */
static int md_line_cells(struct md_row *row, const char *s, size_t len,
			 long line)
{
	struct text_line l = trimmed(s, len);
	size_t i, start, o = 0;
	char *flat = NULL;

	if (l.len && l.s[0] == '|') {
		l.s++;
		l.len--;
	}
	if (l.len && l.s[l.len - 1] == '|' &&
	    (l.len < 2 || l.s[l.len - 2] != '\\'))
		l.len--;
	for (i = 0, start = 0; i <= l.len && row->n < 256; i++) {
		struct text_line c;
		size_t n = row->n;

		if (i < l.len && (l.s[i] != '|' || (i && l.s[i - 1] == '\\')))
			continue;
		c.s = l.s + start;
		c.len = i - start;
		c = line_trim(c);
		/* "|___erofs_4k____|_ 781.4 __|": a mail-safe table filled
		 * with underscores; its padding is no content */
		if (c.len >= 2 && (c.s[0] == '_' || c.s[c.len - 1] == '_') &&
		    (!strncmp(c.s, "__", 2) ||
		     !strncmp(c.s + c.len - 2, "__", 2))) {
			while (c.len && c.s[0] == '_')
				c.s++, c.len--;
			while (c.len && c.s[c.len - 1] == '_')
				c.len--;
			c = line_trim(c);
		}
		/* "[Server 1](#dedicated-server-1)": a link's text is the
		 * cell's, its target none of it */
		if (c.len > 4 && c.s[0] == '[' && c.s[c.len - 1] == ')') {
			const char *m = memmem(c.s, c.len, "](", 2);

			if (m && !memchr(c.s + 1, ']', (size_t)(m - c.s) - 1) &&
			    !memchr(m + 2, ' ',
				    c.len - (size_t)(m + 2 - c.s))) {
				c.len = (size_t)(m - c.s) - 1;
				c.s++;
				c = line_trim(c);
			}
		}
		if (c.len)
			row->filled++;
		if (c.len > 4 && c.s[0] == c.s[1] &&
		    (c.s[0] == '*' || c.s[0] == '_') &&
		    c.s[c.len - 1] == c.s[0] && c.s[c.len - 2] == c.s[0])
			row->strong++;
		/* "**560.1**", "`4k`", "_x_": emphasis is no content */
		while (c.len >= 2 &&
		       (c.s[0] == '*' || c.s[0] == '_' || c.s[0] == '`') &&
		       c.s[c.len - 1] == c.s[0]) {
			c.s++;
			c.len -= 2;
		}
		row->cells[n] = c.s;
		row->lens[n] = c.len;
		row->lines[n] = line;
		row->cols[n] = (long)(c.s - s) + 1;
		/* "7,100<br>(6.6 GiB/s)", "Read<br>MB/s": a line break
		 * inside a cell is a blank; "Read \[MB/s\]": Markdown's
		 * escaped punctuation is that character */
		if (memchr(c.s, '<', c.len) || memchr(c.s, '\\', c.len)) {
			size_t b0 = o, nls[CELL_LINES_MAX], nl = 0;

			if (!flat) {
				flat = malloc(l.len + 1);
				if (!flat)
					return -ENOMEM;
				row->flat[row->nflat++] = flat;
			}
			for (size_t k = 0; k < c.len;) {
				size_t br = cell_break_at(c.s + k, c.len - k);
				size_t mk =
				    br ? 0 : markup_at(c.s + k, c.len - k);

				if (mk) {
					/* "Disk A<sup><a
					 * href=...>[A]</a></sup>": the cell's
					 * text "Disk A" */
					k += mk;
					continue;
				}

				if (!br && c.s[k] == '\\' && k + 1 < c.len &&
				    strchr("[]()*_`|#<>!\\{}.+-", c.s[k + 1]) &&
				    c.s[k + 1]) {
					flat[o++] = c.s[k + 1];
					k += 2;
					continue;
				}
				if (br && nl < CELL_LINES_MAX)
					nls[nl++] = o;
				flat[o++] = br ? ' ' : c.s[k];
				k += br ? br : 1;
			}
			while (o > b0 &&
			       (flat[o - 1] == ' ' || flat[o - 1] == '\t'))
				o--;
			row->cells[n] = flat + b0;
			row->lens[n] = o - b0;
			mean_line(row, n, flat + b0, o - b0, nls, nl, b0);
		}
		row->n++;
		start = i + 1;
	}
	return 0;
}

int table_add_md_row(struct table *t, const char *s, size_t len, long line)
{
	return table_add_md_row2(t, s, len, line, NULL, 0, 0);
}

int table_add_md_row2(struct table *t, const char *s, size_t len, long line,
		      const char *s2, size_t len2, long line2)
{
	struct md_row *row = calloc(1, sizeof(*row));
	int ret;

	if (!row)
		return -ENOMEM;
	ret = md_line_cells(row, s, len, line);
	if (!ret && s2)
		ret = md_line_cells(row, s2, len2, line2);
	if (!ret)
		ret = table_add_row_at(t, row->cells, row->lens, row->lines,
				       row->cols, row->n);
	if (!ret && row->filled >= 2 && row->strong == row->filled &&
	    t->rows <= 64)
		t->strong_rows |= (uint64_t)1 << (t->rows - 1);
	for (int i = 0; i < row->nflat; i++)
		free(row->flat[i]);
	free(row);
	return ret;
}

int table_md_cells(const char *s, size_t len)
{
	return (int)md_cells(trimmed(s, len));
}

/* The first cell of row l, outer pipe and blanks aside. */
static struct text_line md_first_cell(struct text_line l)
{
	struct text_line c = l;

	if (c.len && c.s[0] == '|')
		c.s++, c.len--;
	for (size_t i = 0; i < c.len; i++)
		if (c.s[i] == '|' && (!i || c.s[i - 1] != '\\')) {
			c.len = i;
			break;
		}
	return line_trim(c);
}

int table_md_repeated_header(const char *s, size_t len, const char *sep,
			     size_t sep_len, const char *hdr, size_t hdr_len)
{
	struct text_line a = md_first_cell(trimmed(s, len));
	struct text_line b = md_first_cell(trimmed(hdr, hdr_len));

	return a.len && a.len == b.len && !strncasecmp(a.s, b.s, a.len) &&
	       table_md_separator(sep, sep_len) &&
	       md_cells(trimmed(s, len)) == md_cells(trimmed(hdr, hdr_len));
}

int table_md_figure_cells(const char *s, size_t len, int *text)
{
	struct md_row *row = calloc(1, sizeof(*row));
	int n = 0;

	*text = 0;
	if (!row)
		return -ENOMEM;
	if (!md_line_cells(row, s, len, 0))
		for (size_t c = 1; c < row->n; c++) {
			char cell[TABLE_CELL_MAX];
			int kind;

			if (row->lens[c] >= sizeof(cell))
				continue;
			memcpy(cell, row->cells[c], row->lens[c]);
			cell[row->lens[c]] = '\0';
			kind = table_cell_kind(cell);
			n += kind == 1;
			*text += kind == 2;
		}
	for (int i = 0; i < row->nflat; i++)
		free(row->flat[i]);
	free(row);
	return n;
}

/*
 * The kinds of the cells of line s (len bytes): how many are figures
 * into *fig, words into *words, empty into *empty.  Returns 0 or -ENOMEM.
 */
static int md_kinds(const char *s, size_t len, size_t *fig, size_t *words,
		    size_t *empty)
{
	struct md_row *row = calloc(1, sizeof(*row));
	int ret;

	*fig = *words = *empty = 0;
	if (!row)
		return -ENOMEM;
	ret = md_line_cells(row, s, len, 0);
	for (size_t c = 0; !ret && c < row->n; c++) {
		char cell[TABLE_CELL_MAX];
		int kind = 2;

		if (row->lens[c] < sizeof(cell)) {
			memcpy(cell, row->cells[c], row->lens[c]);
			cell[row->lens[c]] = '\0';
			kind = table_cell_kind(cell);
		}
		*fig += kind == 1;
		*words += kind == 2;
		*empty += kind == 0;
	}
	for (int i = 0; i < row->nflat; i++)
		free(row->flat[i]);
	free(row);
	return ret;
}

int table_md_fenced(const char *const *lines, const size_t *lens, size_t n)
{
	size_t bars, fig, words, empty;
	int ret;

	if (n < 2)
		return 0;
	bars = md_bars(lines[0], lens[0]);
	if (!bars || bars > 255)
		return 0;
	/* the cheap test first: as many '|' on every line */
	for (size_t i = 1; i < n; i++)
		if (md_bars(lines[i], lens[i]) != bars)
			return 0;
	/* a header of words (the corner may be empty) */
	ret = md_kinds(lines[0], lens[0], &fig, &words, &empty);
	if (ret)
		return ret;
	if (fig || empty > 1 || words < 2)
		return 0;
	for (size_t i = 1; i < n; i++) {
		ret = md_kinds(lines[i], lens[i], &fig, &words, &empty);
		if (ret)
			return ret;
		if (!fig)
			return 0;
	}
	return 1;
}

/* Whether cell c of row is name (case aside). */
static int md_cell_is(const struct md_row *row, size_t c, const char *name)
{
	size_t n = strlen(name);

	return c < row->n && row->lens[c] == n &&
	       !strncasecmp(row->cells[c], name, n);
}

/* "4k (IOPS)", "512k          (IOPS)": a size of YABS's and "(IOPS)". */
static int md_yabs_size_cell(const char *s, size_t len)
{
	size_t k = 0;

	while (k < len && (s[k] >= '0' && s[k] <= '9'))
		k++;
	if (!k || k >= len || (s[k] != 'k' && s[k] != 'm'))
		return 0;
	k++;
	if (k >= len || s[k] != ' ')
		return 0;
	while (k < len && s[k] == ' ')
		k++;
	return len - k == 6 && !strncmp(s + k, "(IOPS)", 6);
}

/* "402.76 MB/s (100.6k)", "32.00 KB/s       (8)": YABS's "RATE (COUNT)". */
static int md_yabs_value_cell(const char *s, size_t len)
{
	char *e;
	char cell[TABLE_CELL_MAX];

	if (!len || len >= sizeof(cell) || s[len - 1] != ')')
		return 0;
	memcpy(cell, s, len);
	cell[len] = '\0';
	if (!(strtod(cell, &e) >= 0) || e == cell || *e != ' ')
		return 0;
	e += strspn(e, " ");
	if (strncmp(e, "KB/s", 4) && strncmp(e, "MB/s", 4) &&
	    strncmp(e, "GB/s", 4))
		return 0;
	e += 4;
	e += strspn(e, " ");
	return *e == '(' && e[1] >= '0' && e[1] <= '9';
}

int table_md_yabs_line(const char *s, size_t len, const char *name)
{
	struct md_row *row = calloc(1, sizeof(*row));
	int ok = 0;

	if (!row)
		return -ENOMEM;
	if (!md_line_cells(row, s, len, 0) && row->n >= 3 &&
	    md_cell_is(row, 0, name)) {
		ok = 1;
		for (size_t c = 1; c < 3; c++)
			ok &=
			    !strcmp(name, "Block Size")
				? md_yabs_size_cell(row->cells[c], row->lens[c])
				: md_yabs_value_cell(row->cells[c],
						     row->lens[c]);
		/* the spacer YABS prints after the Total row, glued to
		 * it: empty cells only */
		for (size_t c = 3; c < row->n; c++)
			ok &= !row->lens[c] && strcmp(name, "Block Size");
	}
	for (int i = 0; i < row->nflat; i++)
		free(row->flat[i]);
	free(row);
	return ok;
}

int table_md_yabs_sizes(const char *s, size_t len, const char *a, const char *b)
{
	struct md_row *row = calloc(1, sizeof(*row));
	int ok = 0;

	if (!row)
		return 0;
	if (!md_line_cells(row, s, len, 0) && row->n == 3) {
		const char *want[] = {a, b};

		ok = 1;
		for (size_t c = 1; c < 3; c++) {
			size_t n = strlen(want[c - 1]);

			ok &= row->lens[c] > n &&
			      !strncmp(row->cells[c], want[c - 1], n) &&
			      row->cells[c][n] == ' ';
		}
	}
	for (int i = 0; i < row->nflat; i++)
		free(row->flat[i]);
	free(row);
	return ok;
}
