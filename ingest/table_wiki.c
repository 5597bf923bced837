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
	case 'g': return border(l) || pipe_row(l);
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

static int grid(struct table *t, struct wrow *r, const char *const *lines,
		const size_t *lens, const long *nos, size_t n)
{
	size_t groups = 0, multi = 0;
	int in = 0;

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
