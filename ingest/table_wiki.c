/*
 * Wiki and grid tables: see table_wiki.h.
 */
#include "ingest/table_wiki.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "ingest/lines.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/utf8.h"

#define WIKI_CELLS 128

static struct text_line trim(const char *s, size_t len)
{
	struct text_line l = {s, len, 0};

	return line_trim(l);
}

static int starts(struct text_line l, const char *p)
{
	size_t n = strlen(p);

	return l.len >= n && !memcmp(l.s, p, n);
}

static int ends(struct text_line l, const char *p)
{
	size_t n = strlen(p);

	return l.len >= n && !memcmp(l.s + l.len - n, p, n);
}

/* "+------+-----+", "+=====+=====+", "+:---:+": a grid table's border. */
static int border(struct text_line l)
{
	size_t plus = 0, dash = 0;

	if (l.len < 3 || l.s[0] != '+' || l.s[l.len - 1] != '+')
		return 0;
	for (size_t i = 0; i < l.len; i++) {
		if (!strchr("+-=: ", l.s[i]))
			return 0;
		plus += l.s[i] == '+';
		dash += l.s[i] == '-' || l.s[i] == '=';
	}
	return plus >= 2 && dash >= 3;
}

/* "| a | 1 |": a row between '|' at both ends. */
static int pipe_row(struct text_line l)
{
	return l.len >= 3 && l.s[0] == '|' && l.s[l.len - 1] == '|';
}

/* "|      |      +------+------+": a grid table's rule under some
 * columns only, the others' cells going on across it. */
static int partial_rule(struct text_line l)
{
	if (l.len < 5 || (l.s[0] != '|' && l.s[0] != '+') ||
	    (l.s[l.len - 1] != '|' && l.s[l.len - 1] != '+'))
		return 0;
	for (size_t i = 0; i + 2 < l.len; i++)
		if ((l.s[i] == '+' &&
		     (l.s[i + 1] == '-' || l.s[i + 1] == '=') &&
		     l.s[i + 2] == l.s[i + 1]) ||
		    (l.s[i + 2] == '+' && l.s[i + 1] == '-' && l.s[i] == '-'))
			return 1;
	return 0;
}

char table_wiki_start(const char *s, size_t len, const char *next,
		      size_t next_len)
{
	struct text_line l = trim(s, len), n = {NULL, 0, 0};
	size_t hats = 0;

	if (starts(l, "{|"))
		return 'm';
	if (!next)
		return 0;
	n = trim(next, next_len);
	if (border(l) && pipe_row(n))
		return 'g';
	if (l.len > 4 && starts(l, "||") && ends(l, "||") && pipe_row(n) &&
	    !starts(n, "||"))
		return 'c';
	for (size_t i = 0; i < l.len; i++)
		hats += l.s[i] == '^';
	if (hats >= 2 && l.s[0] == '^' &&
	    (l.s[l.len - 1] == '^' || l.s[l.len - 1] == '|') && n.len >= 3 &&
	    (n.s[0] == '|' || n.s[0] == '^'))
		return 'd';
	return 0;
}

int table_wiki_continues(char k, const char *s, size_t len, int *closed)
{
	struct text_line l = trim(s, len);

	switch (k) {
	case 'm':
		if (*closed)
			return 0;
		if (starts(l, "|}"))
			*closed = 1;
		return 1;
	case 'g': return border(l) || pipe_row(l) || partial_rule(l);
	case 'c': return pipe_row(l);
	case 'd':
		return l.len >= 3 && (l.s[0] == '|' || l.s[0] == '^') &&
		       (l.s[l.len - 1] == '|' || l.s[l.len - 1] == '^');
	default: return 0;
	}
}

/* One row being gathered: its cells' texts, lines and columns. */
struct wrow {
	struct strbuf text[WIKI_CELLS];
	long line[WIKI_CELLS], col[WIKI_CELLS];
	size_t n;
};

static void row_clear(struct wrow *r)
{
	for (size_t i = 0; i < WIKI_CELLS; i++)
		strbuf_reset(&r->text[i]);
	r->n = 0;
}

/* "'''512'''", "''x''", "**512**", "//x//", "`4k`": emphasis is no content. */
static struct text_line unemph(struct text_line c)
{
	static const char *const marks[] = {"'''", "''", "**", "//", "__",
					    "*",   "_",	 "`",  NULL};

	for (int again = 1; again;) {
		again = 0;
		for (size_t m = 0; marks[m]; m++) {
			size_t k = strlen(marks[m]);

			if (c.len > 2 * k && starts(c, marks[m]) &&
			    ends(c, marks[m])) {
				c.s += k;
				c.len -= 2 * k;
				c = line_trim(c);
				again = 1;
				break;
			}
		}
	}
	return c;
}

/* Add text c (of line `line`, starting at column col) to cell i of r,
 * after what it holds ("seq read" + "MB/s" in a grid row of two lines). */
static int cell_add(struct wrow *r, size_t i, struct text_line c, long line,
		    long col)
{
	c = unemph(line_trim(c));
	if (i >= WIKI_CELLS)
		return 0;
	while (r->n <= i) {
		r->line[r->n] = line;
		r->col[r->n] = col;
		r->n++;
	}
	if (!c.len)
		return 0;
	if (!r->text[i].len) {
		r->line[i] = line;
		r->col[i] = col;
	} else if (strbuf_addch(&r->text[i], ' ')) {
		return -ENOMEM;
	}
	return strbuf_add(&r->text[i], c.s, c.len) ? -ENOMEM : 0;
}

static int row_flush(struct table *t, struct wrow *r)
{
	const char *cells[WIKI_CELLS];
	size_t lens[WIKI_CELLS];
	int ret;

	if (!r->n)
		return 0;
	for (size_t i = 0; i < r->n; i++) {
		cells[i] = r->text[i].buf ? r->text[i].buf : "";
		lens[i] = r->text[i].len;
	}
	ret = table_add_row_at(t, cells, lens, r->line, r->col, r->n);
	row_clear(r);
	return ret;
}

/* Split l (its delimiters at both ends gone) at every delimiter (one of
 * the characters of delims, or the two-character one dd), adding cell
 * i0, i0+1, ... of r.  Returns the number of cells, or -ENOMEM. */
static int split_into(struct wrow *r, size_t i0, struct text_line l,
		      const char *delims, const char *dd, const char *line0,
		      long line)
{
	size_t i = i0, b = 0;

	for (size_t e = 0; e <= l.len; e++) {
		size_t skip = 0;
		struct text_line c;

		if (e == l.len)
			skip = 0;
		else if (dd && l.len - e >= 2 && !memcmp(l.s + e, dd, 2))
			skip = 2;
		else if (delims && strchr(delims, l.s[e]))
			skip = 1;
		else
			continue;
		c.s = l.s + b;
		c.len = e - b;
		if (cell_add(r, i++, c, line, (long)(l.s + b - line0) + 1))
			return -ENOMEM;
		b = e + skip;
		if (skip)
			e += skip - 1;
	}
	return (int)(i - i0);
}

/* A MediaWiki cell "style=\"...\" | 512": the text after the attributes. */
static struct text_line mw_cell(struct text_line c)
{
	const char *bar = memchr(c.s, '|', c.len);

	if (bar && memchr(c.s, '=', (size_t)(bar - c.s))) {
		c.len -= (size_t)(bar + 1 - c.s);
		c.s = bar + 1;
	}
	return c;
}

static int mediawiki(struct table *t, struct wrow *r, const char *const *lines,
		     const size_t *lens, const long *nos, size_t n)
{
	for (size_t k = 0; k < n; k++) {
		struct text_line l = trim(lines[k], lens[k]);
		const char *dd;
		size_t b;
		int ret;

		if (starts(l, "{|"))
			continue;
		if (starts(l, "|}") || starts(l, "|-")) {
			ret = row_flush(t, r);
			if (ret || starts(l, "|}"))
				return ret;
			continue;
		}
		if (starts(l, "|+")) {
			struct text_line c = unemph(line_trim(mw_cell(
			    (struct text_line){l.s + 2, l.len - 2, 0})));

			if (!t->caption && c.len) {
				t->caption = strndup(c.s, c.len);
				if (!t->caption)
					return -ENOMEM;
			}
			continue;
		}
		if (l.s[0] != '|' && l.s[0] != '!')
			continue; /* a cell's text going on: not read */
		dd = l.s[0] == '!' ? "!!" : "||";
		/* cells "a || b" (and "a !! b" in a header line) */
		for (b = 1; b <= l.len;) {
			size_t e = b;
			struct text_line c;

			while (e < l.len &&
			       !(l.len - e >= 2 && (!memcmp(l.s + e, dd, 2) ||
						    !memcmp(l.s + e, "||", 2))))
				e++;
			c.s = l.s + b;
			c.len = e - b;
			c = mw_cell(c);
			if (cell_add(r, r->n, c, nos[k],
				     (long)(c.s - lines[k]) + 1))
				return -ENOMEM;
			b = e + 2;
		}
	}
	return row_flush(t, r);
}

/* The widest grid table read by the positions of its corners, in display
 * columns. */
#define GRID_WIDTH 1024

/* A grid table's columns: where its corners stand. */
struct grid_cols {
	int at[GRID_WIDTH + 1];	      /* a line's byte at each display column */
	size_t colno[GRID_WIDTH + 1]; /* column starting at a boundary */
	unsigned char bound[GRID_WIDTH + 1]; /* a '+' on this column */
	size_t right, ncols;
};

/* Fill g->at with the byte offset of the character l shows at each display
 * column (-1 on the second half of a wide one); returns its width, or 0
 * when it has a tab or is too wide to read by positions. */
static size_t grid_at(struct grid_cols *g, struct text_line l)
{
	size_t d = 0;

	for (size_t i = 0; i < l.len;) {
		unsigned cp;
		size_t k = utf8_decode(l.s + i, l.len - i, &cp);
		size_t w = (size_t)utf8_cp_width(cp);

		if (cp == '\t' || d + w > GRID_WIDTH)
			return 0;
		g->at[d] = (int)i;
		if (w == 2)
			g->at[d + 1] = -1;
		d += w;
		i += k;
	}
	return d;
}

/* Whether ch is a grid's cell delimiter. */
static int grid_delim(char ch)
{
	return ch == '|' || ch == '+';
}

/* The character l shows at display column d, or 0. */
static char grid_ch(const struct grid_cols *g, struct text_line l, size_t d)
{
	return d <= g->right && g->at[d] >= 0 ? l.s[g->at[d]] : 0;
}

/* Whether every line of the grid is as wide as its borders with each '|'
 * on a corner's column: then g holds its columns.  Tables drawn by hand
 * out of line are read by their '|' instead. */
static int grid_measure(struct grid_cols *g, const char *const *lines,
			const size_t *lens, size_t n)
{
	memset(g->bound, 0, sizeof(g->bound));
	g->right = 0;
	for (size_t k = 0; k < n; k++) {
		struct text_line l = trim(lines[k], lens[k]);
		size_t w;

		if (!border(l) && !partial_rule(l))
			continue;
		w = grid_at(g, l);
		if (!w || (g->right && w != g->right + 1))
			return 0;
		g->right = w - 1;
		for (size_t d = 0; d < w; d++)
			if (grid_ch(g, l, d) == '+')
				g->bound[d] = 1;
	}
	if (!g->right || !g->bound[0] || !g->bound[g->right])
		return 0;
	g->ncols = 0;
	for (size_t d = 0; d <= g->right; d++)
		if (g->bound[d])
			g->colno[d] = g->ncols++;
	if (--g->ncols > WIKI_CELLS)
		return 0;
	for (size_t k = 0; k < n; k++) {
		struct text_line l = trim(lines[k], lens[k]);

		if (grid_at(g, l) != g->right + 1 ||
		    !grid_delim(grid_ch(g, l, 0)) ||
		    !grid_delim(grid_ch(g, l, g->right)))
			return 0;
		for (size_t d = 0; d <= g->right; d++)
			if (grid_ch(g, l, d) == '|' && !g->bound[d])
				return 0;
	}
	return 1;
}

/* Drop emphasis around each cell's whole text ("**Runs" + "of runs**"
 * joined). */
static void row_unemph(struct wrow *r)
{
	for (size_t i = 0; i < r->n; i++) {
		struct text_line c = {r->text[i].buf, r->text[i].len, 0};

		if (!c.len)
			continue;
		c = unemph(c);
		memmove(r->text[i].buf, c.s, c.len);
		strbuf_setlen(&r->text[i], c.len);
	}
}

/*
 * Read lines [a, b) of a grid table, one block of rows, into sub[]: a
 * rule across some columns (or all, inside the header) starts a new row
 * for them while the others' cells go on; a cell's lines are joined in
 * the row it starts in.  A header cell spanning several columns (a unit
 * over "Avg" / "Min" / "Max") heads each of them; a body cell spanning
 * columns is its first column's.  Returns the number of rows, or -ENOMEM.
 */
static int grid_block(struct grid_cols *g, struct wrow *sub, size_t nsub,
		      const char *const *lines, const size_t *lens,
		      const long *nos, size_t a, size_t b, int head)
{
	size_t start[WIKI_CELLS] = {0}, cur = 0;

	for (size_t k = a; k < b; k++) {
		struct text_line l = trim(lines[k], lens[k]);
		int rule = border(l) || partial_rule(l);

		if (rule && cur + 1 < nsub)
			cur++;
		grid_at(g, l);
		for (size_t d = 0; d < g->right;) {
			size_t e = d + 1, c0 = g->colno[d], c1, from, to;
			struct text_line c;
			int dashes = 1;

			while (e < g->right &&
			       !(g->bound[e] && grid_delim(grid_ch(g, l, e))))
				e++;
			c1 = g->colno[e];
			from = (size_t)g->at[d] + 1;
			to = g->at[e] >= 0 ? (size_t)g->at[e] : from;
			c.s = l.s + from;
			c.len = to > from ? to - from : 0;
			for (size_t i = 0; i < c.len; i++)
				dashes &= !!strchr("-=:", c.s[i]);
			d = e;
			if (rule && dashes && c.len) {
				for (size_t i = c0; i < c1; i++)
					start[i] = cur;
				continue;
			}
			c = line_trim(c);
			if (c.len && c.s[c.len - 1] == '\\')
				c.len--; /* pandoc's line break */
			for (size_t i = c0; i < (head ? c1 : c0 + 1); i++)
				if (cell_add(&sub[start[i]], i, c, nos[k],
					     (long)(c.s - lines[k]) + 1))
					return -ENOMEM;
		}
	}
	for (size_t s = 0; s <= cur; s++) {
		if (cell_add(&sub[s], g->ncols - 1,
			     (struct text_line){"", 0, 0}, nos[a], 0))
			return -ENOMEM;
		row_unemph(&sub[s]);
	}
	return (int)cur + 1;
}

/* Append the rows of block [a, b) read into sub[0..m) to t: the header's
 * joined into one row per column ("MB/s" + "Avg"), the body's each a row
 * (a row of blank cells dropped). */
static int grid_emit(struct table *t, struct wrow *r, struct wrow *sub,
		     size_t m, size_t ncols, int head)
{
	int ret = 0;

	for (size_t s = 0; s < m && !ret; s++) {
		size_t full = 0;

		for (size_t c = 0; c < ncols; c++)
			full += sub[s].text[c].len > 0;
		if (!head && full)
			ret = row_flush(t, &sub[s]);
		for (size_t c = 0; head && c < ncols && !ret; c++) {
			struct text_line x = {sub[s].text[c].buf,
					      sub[s].text[c].len, 0};

			ret = cell_add(r, c, x, sub[s].line[c], sub[s].col[c]);
		}
	}
	for (size_t s = 0; s < m; s++)
		row_clear(&sub[s]);
	return ret ? ret : head ? row_flush(t, r) : 0;
}

/*
 * A grid table read by the positions of its corners (grid_measure): the
 * header the rows above "+===+", else the first block between borders;
 * below it one row per block when borders part every row (multi), else
 * one per line.  Returns 1 when read, 0 when not so aligned, or -ENOMEM.
 */
static int grid_aligned(struct table *t, struct wrow *r,
			const char *const *lines, const size_t *lens,
			const long *nos, size_t n, int multi)
{
	struct grid_cols *g = malloc(sizeof(*g));
	struct wrow *sub = NULL;
	size_t hend = 0, nsub = 2, k;
	int ret = 0;

	if (!g)
		return -ENOMEM;
	if (!grid_measure(g, lines, lens, n))
		goto out;
	for (k = 1; k < n && !hend; k++) {
		struct text_line l = trim(lines[k], lens[k]);

		if (border(l) && memchr(l.s, '=', l.len))
			hend = k;
	}
	for (k = 1; k < n && !hend; k++)
		if (border(trim(lines[k], lens[k])))
			hend = k;
	if (!hend || hend < 2)
		goto out;
	/* rows a block can hold: one more than the rules inside it */
	for (k = 1; k < n; k++) {
		struct text_line l = trim(lines[k], lens[k]);

		nsub += partial_rule(l) || (k < hend && border(l));
	}
	sub = calloc(nsub, sizeof(*sub));
	if (!sub) {
		ret = -ENOMEM;
		goto out;
	}
	for (size_t s = 0; s < nsub; s++)
		for (size_t i = 0; i < WIKI_CELLS; i++)
			strbuf_init(&sub[s].text[i], 0);
	ret = grid_block(g, sub, nsub, lines, lens, nos, 1, hend, 1);
	if (ret >= 0)
		ret = grid_emit(t, r, sub, (size_t)ret, g->ncols, 1);
	for (k = hend + 1; k < n && !ret;) {
		size_t e = k;
		int m;

		if (border(trim(lines[k], lens[k]))) {
			k++;
			continue;
		}
		if (multi)
			while (e < n && !border(trim(lines[e], lens[e])))
				e++;
		else
			e = k + 1;
		m = grid_block(g, sub, nsub, lines, lens, nos, k, e, 0);
		ret = m < 0 ? m : grid_emit(t, r, sub, (size_t)m, g->ncols, 0);
		k = e;
	}
	ret = ret ? ret : 1;
out:
	for (size_t s = 0; sub && s < nsub; s++)
		for (size_t i = 0; i < WIKI_CELLS; i++)
			strbuf_release(&sub[s].text[i]);
	free(sub);
	free(g);
	return ret;
}

static int grid(struct table *t, struct wrow *r, const char *const *lines,
		const size_t *lens, const long *nos, size_t n)
{
	size_t groups = 0, multi = 0;
	int in = 0, ret0;

	/* groups of rows between borders; one row per group when rows are
	 * ruled apart (reStructuredText), else one per line (psql) */
	for (size_t k = 0; k < n; k++) {
		struct text_line l = trim(lines[k], lens[k]);

		if (border(l)) {
			in = 0;
			continue;
		}
		if (!in)
			groups++;
		in = 1;
	}
	multi = groups >= 3;
	ret0 = grid_aligned(t, r, lines, lens, nos, n, multi);
	if (ret0)
		return ret0 < 0 ? ret0 : 0;
	in = 0;
	for (size_t k = 0, g = 0; k < n; k++) {
		struct text_line l = trim(lines[k], lens[k]);
		int ret;

		if (border(l)) {
			if (in && (multi || g == 1)) {
				ret = row_flush(t, r);
				if (ret)
					return ret;
			}
			in = 0;
			continue;
		}
		if (!in)
			g++;
		in = 1;
		l.s++;
		l.len -= 2;
		if (!multi && g > 1 && row_flush(t, r))
			return -ENOMEM;
		if (split_into(r, 0, l, "|", NULL, lines[k], nos[k]) < 0)
			return -ENOMEM;
	}
	return row_flush(t, r);
}

int table_wiki_build(struct table *t, char k, const char *const *lines,
		     const size_t *lens, const long *nos, size_t n)
{
	struct wrow *r = calloc(1, sizeof(*r));
	int ret = 0;

	if (!r)
		return -ENOMEM;
	for (size_t i = 0; i < WIKI_CELLS; i++)
		strbuf_init(&r->text[i], 0);
	if (k == 'm')
		ret = mediawiki(t, r, lines, lens, nos, n);
	else if (k == 'g')
		ret = grid(t, r, lines, lens, nos, n);
	for (size_t i = 0; k != 'm' && k != 'g' && i < n && !ret; i++) {
		struct text_line l = trim(lines[i], lens[i]);

		if (k == 'c' && starts(l, "||") && ends(l, "||")) {
			l.s += 2;
			l.len -= 4;
			ret = split_into(r, 0, l, NULL, "||", lines[i], nos[i]);
		} else {
			l.s++;
			l.len -= 2;
			ret = split_into(r, 0, l, k == 'd' ? "|^" : "|", NULL,
					 lines[i], nos[i]);
		}
		ret = ret < 0 ? ret : row_flush(t, r);
	}
	for (size_t i = 0; i < WIKI_CELLS; i++)
		strbuf_release(&r->text[i]);
	free(r);
	return ret;
}
