/*
 * Blank-aligned text tables: see table_text.h.
 */
#include "ingest/table_text.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest/lines.h"
#include "ingest/table_mapping.h"
#include "ingest/table_value.h"
#include "ingest/testnames.h"
#include "util/alloc.h"
#include "util/utf8.h"

#define TEXT_COLS  64  /* columns at most */
#define TEXT_WIDTH 512 /* display positions looked at */

/* Bytes and display width of the character at s (left >= 1 bytes) at
 * display column col: a tab runs to the next tab stop of 8 (a table
 * typed with tabs lines up there). */
static size_t char_at(const char *s, size_t left, size_t col, int *width)
{
	unsigned cp;
	size_t n;

	if (*s == '\t') {
		*width = (int)(8 - col % 8);
		return 1;
	}
	n = utf8_decode(s, left, &cp);

	*width = utf8_cp_width(cp);
	return n;
}

/* A rule line: dashes, '=', '+' and blanks only, some dashes. */
static int rule_line(const char *s, size_t len)
{
	size_t dashes = 0;

	for (size_t i = 0; i < len; i++) {
		if (s[i] == '-' || s[i] == '=')
			dashes++;
		else if (s[i] != ' ' && s[i] != '+' && s[i] != '\t' &&
			 s[i] != '\r')
			return 0;
	}
	return dashes >= 3;
}

size_t table_text_cells(const char *s, size_t len)
{
	size_t i = 0, cells = 0;

	while (i < len && s[i] == ' ')
		i++;
	while (i < len) {
		cells++;
		/* a cell ends at two blanks or a tab */
		while (i < len &&
		       !(s[i] == ' ' && i + 1 < len && s[i + 1] == ' ') &&
		       s[i] != '\t')
			i++;
		while (i < len && (s[i] == ' ' || s[i] == '\t' ||
				   s[i] == '\r' || s[i] == '\n'))
			i++;
	}
	return cells;
}

int table_text_row(const char *s, size_t len)
{
	if (rule_line(s, len))
		return 1;
	/* "key = value", "key : value": a tool's output, not a table */
	for (size_t k = 0; k + 1 < len; k++)
		if ((s[k] == '=' || s[k] == ':') &&
		    (s[k + 1] == ' ' || (k && s[k - 1] == ' ')))
			return 0;
	return table_text_cells(s, len) >= 2;
}

/* Mark the display positions line s covers with a visible character. */
static void occupy(const char *s, size_t len, unsigned char *occ)
{
	size_t col = 0;

	for (size_t i = 0; i < len && col < TEXT_WIDTH;) {
		int w;
		size_t n = char_at(s + i, len - i, col, &w);

		if (!(s[i] == ' ' || s[i] == '\t' || s[i] == '\r' ||
		      s[i] == '\n')) {
			for (int k = 0; k < w && col + (size_t)k < TEXT_WIDTH;
			     k++)
				occ[col + (size_t)k] = 1;
		}
		col += (size_t)w;
		i += n;
	}
}

/* Append line s cut at the column spans [from[k], to[k]) as a row of t. */
static int add_line(struct table *t, const char *s, size_t len, long no,
		    const size_t *from, const size_t *to, size_t cols)
{
	const char *cells[TEXT_COLS];
	size_t lens[TEXT_COLS], col = 0, k = 0;
	long lines[TEXT_COLS], pos[TEXT_COLS];

	for (size_t c = 0; c < cols; c++) {
		cells[c] = s + len;
		lens[c] = 0;
		lines[c] = no;
		pos[c] = 0;
	}
	for (size_t i = 0; i < len;) {
		int w;
		size_t n = char_at(s + i, len - i, col, &w);

		while (k < cols && col >= to[k])
			k++;
		if (k == cols)
			break;
		if (col >= from[k] && s[i] != ' ' && s[i] != '\t') {
			if (!lens[k]) {
				cells[k] = s + i;
				pos[k] = (long)i + 1;
			}
			lens[k] = (size_t)(s + i + n - cells[k]);
		}
		col += (size_t)w;
		i += n;
	}
	return table_add_row_at(t, cells, lens, lines, pos, cols);
}

/* Whether t names a test somewhere: header or body text cells. */
static int names_tests(const struct table *t)
{
	for (size_t r = 0; r < t->rows; r++)
		for (size_t c = 0; c < t->cols; c++) {
			const char *s = table_cell(t, r, c);
			struct testname tn;

			if (s[0] && table_cell_kind(s) == 2 &&
			    testname_parse(s, strlen(s), 0, &tn) &&
			    (tn.cond.pattern || tn.n_ops || tn.cdm))
				return 1;
		}
	return 0;
}

/*
 * Whether row r has a cell that starts as a figure ("166 / avg 4.2 ms")
 * in a column where another body row has a cell read as a figure.
 */
static int failed_figure_row(const struct table *t, size_t r)
{
	for (size_t c = 1; c < t->cols; c++) {
		const char *s = table_cell(t, r, c);

		if (!(s[0] >= '0' && s[0] <= '9'))
			continue;
		for (size_t o = 1; o < t->rows; o++)
			if (o != r && table_cell_kind(table_cell(t, o, c)) == 1)
				return 1;
	}
	return 0;
}

/*
 * A header of text only, and a figure in every row below it: what a
 * table of results looks like (a block of prose with double blanks does
 * not).
 */
static int plain_rows(const struct table *t)
{
	/* a header of two lines (version_grid()) is a header too */
	size_t failed = 0, body = t->head_rows > 1 ? t->head_rows : 1;

	if (t->rows < body + 2)
		return 0;
	for (size_t h = 0; h < body; h++)
		for (size_t c = 0; c < t->cols; c++)
			if (table_cell_kind(table_cell(t, h, c)) == 1)
				return 0;
	for (size_t r = body; r < t->rows; r++) {
		int fig = 0, units = 0, other = 0;

		for (size_t c = 0; c < t->cols && !fig; c++) {
			const char *s = table_cell(t, r, c);

			fig = table_cell_kind(s) == 1;
			if (s[0] && !fig) {
				if (table_unit_metric(s) != TESTNAME_NONE)
					units++;
				else
					other++;
			}
		}
		/* "            MB/s    MB/s    IOPS": the header's units on
		 * a line of their own, under it */
		if (!fig && r == 1 && units >= 2 && !other && t->rows > 3)
			continue;
		/* "WD Blue   166 / avg 4.2 ms": a figure the cell does not
		 * read as one, under figures of the other rows - a row of
		 * the table, whose cell the mapping skips and reports (the
		 * whole table went unseen, and no warning said so); fewer
		 * than half the body rows may be so */
		if (!fig && failed_figure_row(t, r)) {
			failed++;
			continue;
		}
		if (!fig)
			return 0;
	}
	return failed * 2 < t->rows - body;
}

/* The header cells of t that an abbreviation of leg (n_leg) is, alone or
 * before its bracket, spelled out: "TR (MB/s)" as "transfer rate
 * (MB/s)".  0 or -ENOMEM. */
static int spell_out_header(struct table *t, const struct table_legend *leg,
			    size_t n_leg, size_t *spelled)
{
	for (size_t c = 0; c < t->cols && t->rows; c++) {
		struct table_cell *cell = &t->cells[c];

		for (size_t k = 0; k < n_leg; k++) {
			size_t al = strlen(leg[k].abbr);
			char *v;

			if (strncmp(cell->text, leg[k].abbr, al) ||
			    (cell->text[al] &&
			     strncmp(cell->text + al, " (", 2)))
				continue;
			if (asprintf(&v, "%s%s", leg[k].meaning,
				     cell->text + al) < 0)
				return -ENOMEM;
			free(cell->text);
			cell->text = v;
			(*spelled)++;
			break;
		}
	}
	return 0;
}

/*
 * The n lines cut into t (initialised here) at the display positions
 * blank in every line, two or more wide; rule lines left out.  0, 1
 * when they make no two columns (t empty), or -ENOMEM.
 */
static int text_grid(struct table *t, const char *const *lines,
		     const size_t *lens, const long *nos, size_t n)
{
	unsigned char occ[TEXT_WIDTH];
	size_t from[TEXT_COLS], to[TEXT_COLS], cols = 0, head = n;
	int ret;

	table_init(t);
	t->origin = "text";
	memset(occ, 0, sizeof(occ));
	for (size_t i = 0; i < n; i++)
		if (!rule_line(lines[i], lens[i])) {
			occupy(lines[i], lens[i], occ);
			if (head == n)
				head = i;
		}
	/* columns: occupied runs, apart where two or more are blank */
	for (size_t p = 0; p < TEXT_WIDTH;) {
		size_t e;

		if (!occ[p]) {
			p++;
			continue;
		}
		for (e = p; e < TEXT_WIDTH; e++)
			if (!occ[e] && (e + 1 >= TEXT_WIDTH || !occ[e + 1]))
				break;
		if (cols == TEXT_COLS)
			return 1;
		from[cols] = p;
		to[cols] = e;
		cols++;
		p = e;
	}
	if (cols < 2 || head == n)
		return 1;
	/* the last column runs to the end of every line */
	to[cols - 1] = (size_t)-1;
	for (size_t i = 0; i < n; i++) {
		if (rule_line(lines[i], lens[i]))
			continue;
		ret = add_line(t, lines[i], lens[i], nos[i], from, to, cols);
		if (ret) {
			table_release(t);
			return ret;
		}
	}
	return 0;
}

static int version_grid(struct table *t, const char *const *lines,
			const size_t *lens, const long *nos, size_t n);

int table_text_read(struct table *t, const char *const *lines,
		    const size_t *lens, const long *nos, size_t n,
		    const struct table_legend *leg, size_t n_leg)
{
	size_t spelled = 0;
	int ret = version_grid(t, lines, lens, nos, n);

	if (ret == 1)
		ret = text_grid(t, lines, lens, nos, n);

	if (ret)
		return ret;
	ret = spell_out_header(t, leg, n_leg, &spelled);
	if (ret) {
		table_release(t);
		return ret;
	}
	{
		size_t hcells = 0;

		for (size_t c = 0; c < t->cols; c++)
			if (table_cell(t, 0, c)[0])
				hcells++;
		/* a column the prose defines ("the transfer rate TR")
		 * names its figure as a test word would */
		if (hcells < 2 || !plain_rows(t) ||
		    (!names_tests(t) && !spelled) ||
		    !table_has_figures(t, NULL, NULL)) {
			table_release(t);
			t->origin = "text";
			return 1;
		}
	}
	return 0;
}

#define MIXED_CELLS 32 /* cells of a tab/blank row at most */

/* The cells of line s (len bytes) cut at tabs and runs of two blanks or
 * more, empty ones left out: where each starts (at[]) and its bytes
 * (ln[]), at most MIXED_CELLS; how many it has (more: MIXED_CELLS + 1),
 * and in *tabs its tabs. */
static size_t mixed_cells(const char *s, size_t len, size_t *at, size_t *ln,
			  size_t *tabs)
{
	size_t k = 0, i = 0;

	*tabs = 0;
	for (;;) {
		size_t a;

		while (i < len && (s[i] == ' ' || s[i] == '\t' ||
				   s[i] == '\r' || s[i] == '\n'))
			*tabs += s[i++] == '\t';
		if (i >= len)
			return k;
		if (k == MIXED_CELLS)
			return k + 1;
		a = i;
		while (i < len && s[i] != '\t' && s[i] != '\r' &&
		       s[i] != '\n' &&
		       !(s[i] == ' ' && i + 1 < len && s[i + 1] == ' '))
			i++;
		at[k] = a;
		ln[k++] = i - a;
	}
}

int table_text_read_mixed(struct table *t, const char *const *lines,
			  const size_t *lens, const long *nos, size_t n)
{
	size_t at[MIXED_CELLS], ln[MIXED_CELLS], tabs, tabs0 = 0, k0 = 0;
	int uneven = 0;

	for (size_t i = 0; i < n; i++) {
		size_t k = mixed_cells(lines[i], lens[i], at, ln, &tabs);

		if (!i) {
			k0 = k;
			tabs0 = tabs;
		}
		uneven |= tabs != tabs0;
		if (k != k0 || k < 2 || k > MIXED_CELLS)
			return 1;
	}
	if (!uneven || n < 2)
		return 1;
	for (size_t i = 0; i < n; i++) {
		const char *cells[MIXED_CELLS];
		long no[MIXED_CELLS], col[MIXED_CELLS];
		size_t k = mixed_cells(lines[i], lens[i], at, ln, &tabs);
		int ret;

		for (size_t c = 0; c < k; c++) {
			cells[c] = lines[i] + at[c];
			no[c] = nos[i];
			col[c] = (long)at[c] + 1;
		}
		ret = table_add_row_at(t, cells, ln, no, col, k);
		if (ret) {
			table_release(t);
			return ret;
		}
	}
	return 0;
}

/* ---- a pandas DataFrame as print() shows it ----------------------------- */

/*
 * The plain decimal that figure s is ("693.355111", or pandas' e-notation
 * "1.438905e+06" written out: "1438905") into out (max bytes), the printed
 * digits kept; 0 when s is no unsigned figure so written.
 */
static int frame_figure(const char *s, char *out, size_t max)
{
	char dig[64];
	size_t nd = 0, i = 0, o = 0;
	long point = -1, exp = 0, at;
	int esign = 1, edig = 0;

	for (; s[i] && s[i] != 'e' && s[i] != 'E'; i++) {
		if (s[i] == '.' && point < 0 && nd) {
			point = (long)nd;
			continue;
		}
		if (!isdigit((unsigned char)s[i]) || nd + 1 >= sizeof(dig))
			return 0;
		dig[nd++] = s[i];
	}
	if (!nd || (point >= 0 && point == (long)nd))
		return 0;
	if (point < 0)
		point = (long)nd;
	if (s[i]) {
		i++;
		if (s[i] == '+' || s[i] == '-')
			esign = s[i++] == '-' ? -1 : 1;
		for (; isdigit((unsigned char)s[i]) && edig < 3; i++, edig++)
			exp = exp * 10 + (s[i] - '0');
		if (!edig || s[i])
			return 0;
	}
	at = point + esign * exp; /* digits before the point */
	if (at < -20 || at > 40 || max < nd + 45)
		return 0;
	if (at <= 0) {
		out[o++] = '0';
		out[o++] = '.';
		for (long k = at; k < 0; k++)
			out[o++] = '0';
		memcpy(out + o, dig, nd);
		o += nd;
	} else {
		for (long k = 0; k < at || k < (long)nd; k++) {
			if (k == at)
				out[o++] = '.';
			out[o++] = k < (long)nd ? dig[k] : '0';
		}
	}
	out[o] = '\0';
	return 1;
}

int table_text_read_frame(struct table *t, const char *const *lines,
			  const size_t *lens, const long *nos, size_t n,
			  const struct table_legend *leg, size_t n_leg)
{
	char buf[TABLE_CELL_MAX];
	int ret;

	(void)leg;
	(void)n_leg;
	ret = text_grid(t, lines, lens, nos, n);
	if (ret)
		return ret;
	if (t->rows < 3 || table_cell(t, 0, 0)[0])
		goto no;
	for (size_t c = 1; c < t->cols; c++)
		if (!table_cell(t, 0, c)[0] ||
		    frame_figure(table_cell(t, 0, c), buf, sizeof(buf)))
			goto no;
	for (size_t r = 1; r < t->rows; r++) {
		const char *ix = table_cell(t, r, 0);

		if (!ix[0] || strspn(ix, "0123456789") != strlen(ix))
			goto no;
		for (size_t c = 1; c < t->cols; c++) {
			struct table_cell *cell = &t->cells[r * t->cols + c];
			char *v;

			/* pandas' NaN: no figure, never 0 */
			if (!strcmp(cell->text, "NaN")) {
				cell->text[0] = '\0';
				continue;
			}
			if (!frame_figure(cell->text, buf, sizeof(buf)))
				goto no;
			if (!(v = strdup(buf))) {
				table_release(t);
				return -ENOMEM;
			}
			free(cell->text);
			cell->text = v;
		}
	}
	return 0;
no:
	table_release(t);
	t->origin = "text";
	return 1;
}

/* ---- comparison tables of "mean stddev" pairs ------------------------ */

/* A token of a pair cell: 1 a plain figure ("73", "0.5"), 2 a figure
 * the tool could not compute ("nan", "inf", "-"), else 0. */
static int pair_token(const char *s, size_t n)
{
	size_t dots = 0, digits = 0;

	if ((n == 3 &&
	     (!strncasecmp(s, "nan", 3) || !strncasecmp(s, "inf", 3))) ||
	    (n == 1 && s[0] == '-'))
		return 2;
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '.')
			dots++;
		else if (isdigit((unsigned char)s[i]))
			digits++;
		else
			return 0;
	}
	return digits && dots <= 1 && s[0] != '.' ? 1 : 0;
}

/*
 * Whether cell s is a "mean stddev" pair: 1 when its mean is a figure
 * (*mean_len its bytes), 2 when it is none ("nan inf", a lone "-"), 0
 * when s is no pair.
 */
static int pair_cell(const char *s, size_t *mean_len)
{
	const char *b = strchr(s, ' ');
	int m, d;

	if (!b)
		return strcmp(s, "-") ? 0 : 2;
	*mean_len = (size_t)(b - s);
	while (*b == ' ')
		b++;
	m = pair_token(s, *mean_len);
	d = pair_token(b, strlen(b));
	return m && d ? m : 0;
}

/* Whether cell s compares columns as a percentage ("80% (  5)", "-7%
 * ( 20)", "nan% (nan)"): no result. */
static int gain_cell(const char *s)
{
	size_t i = s[0] == '-' || s[0] == '+';

	if (!strncasecmp(s + i, "nan", 3))
		i += 3;
	else
		while (isdigit((unsigned char)s[i]) || s[i] == '.')
			i++;
	return i > 0 && s[i] == '%';
}

/*
 * The kind of column c of grid g below its header: 1 every cell a pair,
 * 2 every cell a percentage, 0 another.  The last row may end in empty
 * cells (the paste cut it).
 */
static int pair_column(const struct table *g, size_t c)
{
	int pairs = 1, gains = 1;

	for (size_t r = 1; r < g->rows; r++) {
		const char *s = table_cell(g, r, c);
		size_t ml;

		/* the paste cut the last row; "-": no figure, in either */
		if ((!s[0] && r == g->rows - 1) || !strcmp(s, "-"))
			continue;
		pairs &= pair_cell(s, &ml) != 0;
		gains &= gain_cell(s);
	}
	return pairs ? 1 : gains ? 2 : 0;
}

/* Append row r of grid g to t: its first `label` cells joined as the
 * row's name, then the mean of each pair column (kind[c] 1). */
static int add_pair_row(struct table *t, const struct table *g, size_t r,
			size_t label, const int *kind)
{
	const char *cells[TEXT_COLS];
	size_t lens[TEXT_COLS], n = 1;
	long lines[TEXT_COLS], cols[TEXT_COLS];
	char name[256];
	size_t nl = 0;

	name[0] = '\0';
	for (size_t c = 0; c < label; c++) {
		const char *s = table_cell(g, r, c);

		if (s[0] && nl < sizeof(name))
			nl += (size_t)snprintf(name + nl, sizeof(name) - nl,
					       "%s%s", nl ? " " : "", s);
	}
	cells[0] = name;
	lens[0] = strlen(name);
	lines[0] = table_cell_line(g, r, 0);
	cols[0] = table_cell_col(g, r, 0);
	for (size_t c = label; c < g->cols; c++) {
		const char *s = table_cell(g, r, c);
		size_t ml = 0;

		if (kind[c] != 1)
			continue;
		cells[n] = s;
		/* the header's name; a body cell's mean, "" when none */
		lens[n] = r == 0 ? strlen(s) : pair_cell(s, &ml) == 1 ? ml : 0;
		lines[n] = table_cell_line(g, r, c);
		cols[n] = table_cell_col(g, r, c);
		n++;
	}
	return table_add_row_at(t, cells, lens, lines, cols, n);
}

int table_text_read_paired(struct table *t, const char *const *lines,
			   const size_t *lens, const long *nos, size_t n,
			   const struct table_legend *leg, size_t n_leg)
{
	struct table g;
	int kind[TEXT_COLS], ret = text_grid(&g, lines, lens, nos, n);
	size_t label = 0, pairs = 0, means = 0;

	(void)leg;
	(void)n_leg;
	table_init(t);
	t->origin = "text";
	if (ret)
		return ret;
	ret = 1;
	if (g.rows < 3)
		goto out;
	/* the header: a corner, then a name over each column group */
	while (label < g.cols && !table_cell(&g, 0, label)[0])
		label++;
	if (!label || label == g.cols)
		goto out;
	for (size_t c = label; c < g.cols; c++) {
		const char *h = table_cell(&g, 0, c);

		kind[c] = pair_column(&g, c);
		if (!h[0] || table_cell_kind(h) == 1 || !kind[c])
			goto out;
		pairs += kind[c] == 1;
	}
	/* each row named in its first cell, no pair among its names */
	for (size_t r = 1; r < g.rows; r++) {
		if (!table_cell(&g, r, 0)[0])
			goto out;
		for (size_t c = 0; c < label; c++) {
			size_t ml;

			if (pair_cell(table_cell(&g, r, c), &ml))
				goto out;
		}
		for (size_t c = label; c < g.cols; c++) {
			size_t ml;

			means += kind[c] == 1 &&
				 pair_cell(table_cell(&g, r, c), &ml) == 1;
		}
	}
	if (pairs < 2 || !means)
		goto out;
	for (size_t r = 0; r < g.rows; r++) {
		ret = add_pair_row(t, &g, r, label, kind);
		if (ret)
			break;
	}
	if (ret)
		table_release(t);
	else
		t->paired = 1;
out:
	table_release(&g);
	return ret;
}

/* The next blank-separated token of s[*i..len): its start and length. */
static int next_token(const char *s, size_t len, size_t *i, size_t *start,
		      size_t *n)
{
	while (*i < len && (s[*i] == ' ' || s[*i] == '\t'))
		(*i)++;
	if (*i >= len)
		return 0;
	*start = *i;
	while (*i < len && s[*i] != ' ' && s[*i] != '\t')
		(*i)++;
	*n = *i - *start;
	return 1;
}

/* Whether token t (n bytes) is a plain figure: digits, ',' and '.'. */
static int plain_figure(const char *t, size_t n)
{
	size_t d = 0;

	for (size_t k = 0; k < n; k++) {
		if (t[k] >= '0' && t[k] <= '9')
			d++;
		else if (!(t[k] == ',' || t[k] == '.') || !k || k + 1 == n)
			return 0;
	}
	return d > 0;
}

size_t table_spaced_tokens(const char *s, size_t len)
{
	size_t i = 0, a, n, k = 0;

	while (next_token(s, len, &i, &a, &n))
		k++;
	return k;
}

size_t table_spaced_figures(const char *s, size_t len)
{
	size_t i = 0, a, n, tail = 0, words = 0;

	while (next_token(s, len, &i, &a, &n)) {
		if (plain_figure(s + a, n)) {
			tail++;
		} else {
			words += 1 + tail;
			tail = 0;
		}
	}
	return words ? tail : 0;
}

size_t table_spaced_lead_figures(const char *s, size_t len)
{
	size_t i = 0, a, n, lead = 0;

	while (next_token(s, len, &i, &a, &n)) {
		if (!plain_figure(s + a, n))
			return lead; /* a word after them: the row's name */
		lead++;
	}
	return 0;
}

/*
 * Append the row of line s whose name is its tokens [nb, ne) and whose n
 * cells are its tokens from fb (starts[], ns[] the k tokens of s); an
 * empty name when nb == ne.  Returns 0 or -ENOMEM.
 */
static int add_split_row(struct table *t, const char *s, const size_t *starts,
			 const size_t *ns, size_t nb, size_t ne, size_t fb,
			 size_t n, long line)
{
	const char *cells[TEXT_COLS + 1];
	size_t lens[TEXT_COLS + 1];
	long lines[TEXT_COLS + 1], cols[TEXT_COLS + 1];

	cells[0] = ne > nb ? s + starts[nb] : "";
	lens[0] = ne > nb ? starts[ne - 1] + ns[ne - 1] - starts[nb] : 0;
	cols[0] = ne > nb ? (long)starts[nb] + 1 : 0;
	for (size_t c = 0; c < n; c++) {
		cells[c + 1] = s + starts[fb + c];
		lens[c + 1] = ns[fb + c];
		cols[c + 1] = (long)starts[fb + c] + 1;
	}
	for (size_t c = 0; c <= n; c++)
		lines[c] = line;
	return table_add_row_at(t, cells, lens, lines, cols, n + 1);
}

/* The tokens of s (at most max): starts, lengths, how many. */
static size_t spaced_tokens_of(const char *s, size_t len, size_t *starts,
			       size_t *ns, size_t max)
{
	size_t i = 0, k = 0, a, m;

	while (k < max && next_token(s, len, &i, &a, &m)) {
		starts[k] = a;
		ns[k] = m;
		k++;
	}
	return k;
}

int table_add_spaced_row(struct table *t, const char *s, size_t len, long line,
			 size_t n, int header)
{
	size_t starts[TEXT_COLS * 4], ns[TEXT_COLS * 4], k, lead;

	if (n + 1 > TEXT_COLS)
		return 0;
	k = spaced_tokens_of(s, len, starts, ns, TEXT_COLS * 4);
	if (k < n)
		return 0;
	lead = k - n;
	/* the row's name: its words before the figures; a header: "" */
	return add_split_row(t, s, starts, ns, 0, header ? 0 : lead, lead, n,
			     line);
}

int table_add_spaced_lead_row(struct table *t, const char *s, size_t len,
			      long line, size_t n, int header)
{
	size_t starts[TEXT_COLS * 4], ns[TEXT_COLS * 4], k;

	if (n + 1 > TEXT_COLS)
		return 0;
	k = spaced_tokens_of(s, len, starts, ns, TEXT_COLS * 4);
	if (k <= n)
		return 0;
	/* the row's name: its words after the figures; a header: "" */
	return add_split_row(t, s, starts, ns, n, header ? n : k, 0, n, line);
}

/*
 * Whether token t (n bytes) names a test alone: a direction or pattern
 * read from it ("seqread", "randrw_write"), no metric, unit, count or
 * other quantity.
 */
static int test_token(const char *t, size_t n)
{
	struct testname tn;

	testname_init(&tn);
	if (!testname_parse(t, n, 0, &tn))
		return 0;
	return (tn.cond.op != IODB_OP_UNKNOWN ||
		tn.cond.pattern != IODB_PATTERN_UNKNOWN) &&
	       tn.metric == TESTNAME_NONE && !tn.metrics && !tn.index &&
	       !tn.aggregate && !tn.stat && !tn.other && !tn.condition;
}

size_t table_spaced_corner_metric(const char *s, size_t len, int *metric,
				  int *kb)
{
	struct testname tn;
	size_t i = 0, a, m, k = 0, a0 = 0, m0 = 0;

	while (next_token(s, len, &i, &a, &m)) {
		if (!k) {
			a0 = a;
			m0 = m;
		} else if (plain_figure(s + a, m) || test_token(s + a, m)) {
			return 0; /* a figure or a test: no configuration */
		}
		k++;
	}
	if (k < 3 || k > 13)
		return 0;
	/* the corner: a metric and its unit alone, "bandwidth(KB/s)",
	 * "lat(usec)", "iops"; a bracket it cannot read: no unit known */
	testname_init(&tn);
	testname_parse(s + a0, m0, 0, &tn);
	if (tn.metric == TESTNAME_NONE || tn.metrics != 1 || !tn.unit[0] ||
	    tn.cond.op != IODB_OP_UNKNOWN ||
	    tn.cond.pattern != IODB_PATTERN_UNKNOWN || tn.stat || tn.other)
		return 0;
	if (memchr(s + a0, '(', m0) && s[a0 + m0 - 1] != ')')
		return 0;
	*metric = tn.metric;
	*kb = !strncmp(tn.unit, "KB", 2);
	return k - 1;
}

size_t table_spaced_corner(const char *s, size_t len)
{
	int metric, kb = 0;
	size_t n = table_spaced_corner_metric(s, len, &metric, &kb);

	/* "bandwidth(KB/s)": fio 2.x's KB is 1024 bytes, a hand table's
	 * 1000 (docs/units.md), and a bare matrix holds no block size to
	 * tell them apart (IOPS x bs): no table, rather than figures 2.4%
	 * off (an IOPS matrix of the same cells below may settle it:
	 * corner_set() in ingest/document.c) */
	return kb ? 0 : n;
}

int table_spaced_test_row(const char *s, size_t len, size_t n)
{
	size_t i = 0, a, m, k = 0;

	while (next_token(s, len, &i, &a, &m)) {
		if (k ? !plain_figure(s + a, m) : !test_token(s + a, m))
			return 0;
		k++;
	}
	return k == n + 1;
}

/* ---- worded columns one blank apart ---------------------------------- */

#define WORDED_TOKENS 48 /* tokens of a line looked at */

/* The blank-separated tokens of s: starts and lengths; 0 when there are
 * more than WORDED_TOKENS. */
static size_t tokens_of(const char *s, size_t len, size_t *starts, size_t *ns)
{
	size_t i = 0, k = 0, a, n;

	while (next_token(s, len, &i, &a, &n)) {
		if (k == WORDED_TOKENS)
			return 0;
		starts[k] = a;
		ns[k] = n;
		k++;
	}
	return k;
}

/* Whether token t (n bytes) is a metric's unit alone ("MB/s", "IOPS"). */
static int unit_token(const char *t, size_t n)
{
	char buf[24];

	if (!n || n >= sizeof(buf))
		return 0;
	memcpy(buf, t, n);
	buf[n] = '\0';
	return table_unit_metric(buf) != TESTNAME_NONE;
}

/* Whether token t (n bytes) is a figure, plain or glued to its unit
 * ("43.90MB/s": *glued 1). */
static int figure_token(const char *t, size_t n, int *glued)
{
	size_t k = 0;

	*glued = 0;
	if (plain_figure(t, n))
		return 1;
	while (k < n &&
	       ((t[k] >= '0' && t[k] <= '9') || t[k] == '.' || t[k] == ','))
		k++;
	if (!k || !plain_figure(t, k) || !unit_token(t + k, n - k))
		return 0;
	*glued = 1;
	return 1;
}

/*
 * The figure cell ending at token j of s (tokens [.., j)): how many
 * tokens it takes (2: "43.90 MB/s"; 1: a plain figure or "43.90MB/s"),
 * 0 when none.  With units, a cell has its unit written as the cells
 * right of it have theirs (*form: 0 not known yet, 1 a blank apart, 2
 * glued): one table writes its cells alike, so a "90MB/s" left of
 * "12.4 MB/s" cells is the name's (a maker's rated speed), no cell.
 */
static size_t cell_at(const char *s, const size_t *starts, const size_t *ns,
		      size_t j, int units, int *form)
{
	int glued;

	if (j >= 2 && unit_token(s + starts[j - 1], ns[j - 1]) &&
	    plain_figure(s + starts[j - 2], ns[j - 2]) &&
	    (!units || *form != 2)) {
		*form = units ? 1 : 0;
		return 2;
	}
	if (j >= 1 && figure_token(s + starts[j - 1], ns[j - 1], &glued) &&
	    (!units || (glued && *form != 1))) {
		*form = units ? 2 : 0;
		return 1;
	}
	return 0;
}

/* Whether token t (n bytes) is words standing in a cell for a figure
 * not given ("TODO", "n/a", "-"): no digit, no unit, none of the marks
 * a name's part ends in. */
static int word_cell(const char *t, size_t n)
{
	if (!n || n > 16 || unit_token(t, n))
		return 0;
	for (size_t k = 0; k < n; k++)
		if ((t[k] >= '0' && t[k] <= '9') || memchr(",.;:()[]", t[k], 8))
			return 0;
	return 1;
}

/*
 * The figure cells ending tokens [0, k) of s, from the last one back
 * (its first token into first[], at most max): a plain figure, with its
 * unit as the next token ("43.90 MB/s") or glued; units: only cells
 * with their unit, all written alike.  With units, a word token between
 * two such cells ("17.46 MB/s TODO 6.25 MB/s") is a cell too, one
 * holding no figure: where it stands a cell must be.  How many, 0 when
 * no token is left before them (the row's name).
 */
static size_t figure_cells(const char *s, const size_t *starts,
			   const size_t *ns, size_t k, int units, size_t *first,
			   size_t max)
{
	size_t c = 0, j = k, m;
	int form = 0, f2;

	while (j > 0 && c < max) {
		m = cell_at(s, starts, ns, j, units, &form);
		f2 = form;
		if (!m && units && c && c + 1 < max && j >= 2 &&
		    word_cell(s + starts[j - 1], ns[j - 1]) &&
		    cell_at(s, starts, ns, j - 1, units, &f2))
			m = 1;
		if (!m)
			break;
		first[c++] = j - m;
		j -= m;
	}
	return j ? c : 0;
}

/* Whether the last token of s is a unit or a figure glued to one. */
static int ends_in_unit(const char *s, const size_t *starts, const size_t *ns,
			size_t k)
{
	int glued;

	return k &&
	       (unit_token(s + starts[k - 1], ns[k - 1]) ||
		(figure_token(s + starts[k - 1], ns[k - 1], &glued) && glued));
}

size_t table_worded_figures(const char *s, size_t len, int *units)
{
	size_t starts[WORDED_TOKENS], ns[WORDED_TOKENS], first[TEXT_COLS];
	size_t k = tokens_of(s, len, starts, ns);

	/* a last cell with its unit: every cell has one (so a name may end
	 * in a number: "Pro 2 41.2 MB/s") */
	*units = ends_in_unit(s, starts, ns, k);
	return figure_cells(s, starts, ns, k, *units, first, TEXT_COLS);
}

int table_worded_cell_in(const char *s, size_t len)
{
	size_t starts[WORDED_TOKENS], ns[WORDED_TOKENS];
	size_t k = tokens_of(s, len, starts, ns);

	for (size_t j = 2; j < k; j++)
		if (unit_token(s + starts[j], ns[j]) &&
		    plain_figure(s + starts[j - 1], ns[j - 1]))
			return 1;
	return 0;
}

/* What a header token names (bits; 0 a plain word). */
#define TK_DIR	 1u  /* a direction */
#define TK_PAT	 2u  /* an access pattern */
#define TK_BS	 4u  /* a block size */
#define TK_QUEUE 8u  /* a queue depth, jobs */
#define TK_TOOL	 16u /* a tool */
#define TK_UNIT	 32u /* a unit, a metric word */

static unsigned token_kinds(const char *t, size_t n)
{
	struct testname tn;
	unsigned k = 0;

	testname_parse(t, n, 0, &tn);
	if (tn.n_ops)
		k |= TK_DIR;
	if (tn.cond.pattern != IODB_PATTERN_UNKNOWN)
		k |= TK_PAT;
	if (tn.cond.bs > 0)
		k |= TK_BS;
	if (tn.cond.iodepth > 0 || tn.cond.numjobs > 0)
		k |= TK_QUEUE;
	if (testname_tool(t, n))
		k |= TK_TOOL;
	if (tn.metric != TESTNAME_NONE || tn.unit[0])
		k |= TK_UNIT;
	return k;
}

/* A header's tokens being split into columns. */
struct worded {
	const char *s;
	size_t starts[WORDED_TOKENS], ns[WORDED_TOKENS];
	unsigned kinds[WORDED_TOKENS];
	size_t k;
	size_t path[TEXT_COLS], cut[TEXT_COLS]; /* column starts */
	int ways;
	int order; /* the direction last (1) or first (2) in each column */
};

/* Whether two tokens of [a, b) name the same kind of thing. */
static int kind_twice(const struct worded *w, size_t a, size_t b)
{
	unsigned seen = 0;

	for (size_t j = a; j < b; j++) {
		if (seen & w->kinds[j])
			return 1;
		seen |= w->kinds[j];
	}
	return 0;
}

/*
 * Whether tokens [a, b) name one column: one direction (or hdparm,
 * whose timings only read), no kind of word twice ("4K rand read 4K"),
 * two plain words at most ("hdparm buffered", "Read speed"),
 * the direction the last of its test words (w->order 1: "4K rand read")
 * or the first (2: "Read seq").
 */
static int worded_column(const struct worded *w, size_t a, size_t b)
{
	const char *p = w->s + w->starts[a];
	size_t n = w->starts[b - 1] + w->ns[b - 1] - w->starts[a];
	size_t first = b, last = b, dir = b;
	struct testname tn;
	const char *tool;

	if (kind_twice(w, a, b))
		return 0;
	for (size_t j = a, plain = 0; j < b; j++) {
		/* "read speed was fine and": a sentence's words */
		if (!w->kinds[j] && ++plain > 2)
			return 0;
		if (!(w->kinds[j] & (TK_DIR | TK_PAT | TK_BS | TK_QUEUE)))
			continue;
		if (first == b)
			first = j;
		last = j;
		if (w->kinds[j] & TK_DIR)
			dir = j;
	}
	testname_parse(p, n, 0, &tn);
	if (tn.n_ops == 1 && dir < b)
		return dir == (w->order == 1 ? last : first);
	tool = testname_tool(p, n);
	return !tn.n_ops && first == b && tool && !strcmp(tool, "hdparm");
}

/*
 * The splits of tokens [a, k) into n columns (w->ways counts them, up
 * to 2; w->cut the first): a column starts at a word naming a test or a
 * tool; plain words and units go with the column before them.
 */
static void worded_splits(struct worded *w, size_t a, size_t n, size_t depth)
{
	w->path[depth] = a;
	if (n == 1) {
		if (worded_column(w, a, w->k) && !w->ways++)
			memcpy(w->cut, w->path, (depth + 1) * sizeof(*w->cut));
		return;
	}
	for (size_t b = a + 1; b < w->k && w->ways < 2; b++) {
		if (!(w->kinds[b] & ~TK_UNIT))
			continue;
		if (kind_twice(w, a, b))
			break; /* a longer column only repeats more */
		if (worded_column(w, a, b))
			worded_splits(w, b, n - 1, depth + 1);
	}
}

/*
 * Split header s into its leading name (plain words) and n columns
 * (w->cut): 0 when it splits so in exactly one way (the direction last
 * in each column's test words, else first), the columns either all with
 * a unit or none; 1 otherwise.
 */
static int worded_header(struct worded *w, const char *s, size_t len, size_t n)
{
	size_t a = 0, b, last, with_unit = 0;
	int comma;

	w->s = s;
	w->ways = 0;
	w->k = tokens_of(s, len, w->starts, w->ns);
	if (n < 2 || n > TEXT_COLS - 1 || w->k < n)
		return 1;
	for (size_t j = 0; j < w->k; j++)
		w->kinds[j] = token_kinds(s + w->starts[j], w->ns[j]);
	while (a < w->k && !w->kinds[a])
		a++;
	b = last = a;
	/* "Make, Model, Capacity, Read Speed": a list's last part, after
	 * its last comma, is the names' header too, whatever its words (one
	 * to three); the columns start after it */
	comma =
	    a && a < w->k && w->s[w->starts[a - 1] + w->ns[a - 1] - 1] == ',';
	if (comma) {
		b = a + 1;
		last = a + 3 < w->k ? a + 3 : w->k - 1;
	}
	/* the names' column's header: a few words, no sentence */
	if (a == w->k || a > 4 || (!comma && !(w->kinds[a] & ~TK_UNIT)))
		return 1;
	/* "dd write 4K rand read": the direction ends each test's words
	 * (else "dd write 4K rand | read 4K rand | write" splits too); only
	 * when no header splits so, it starts them ("Read seq Write seq") */
	for (w->order = 1; w->order <= 2 && !w->ways; w->order++) {
		for (size_t j = b; j <= last && w->ways < 2; j++) {
			if (comma &&
			    w->s[w->starts[j - 1] + w->ns[j - 1] - 1] == ',')
				break; /* no list's last part */
			if (!(w->kinds[j] & ~TK_UNIT))
				continue; /* no column starts there */
			worded_splits(w, j, n, 0);
		}
	}
	if (w->ways != 1)
		return 1;
	for (size_t c = 0; c < n; c++) {
		size_t e = c + 1 < n ? w->cut[c + 1] : w->k;

		for (size_t j = w->cut[c]; j < e; j++)
			if (w->kinds[j] & TK_UNIT) {
				with_unit++;
				break;
			}
	}
	return with_unit && with_unit != n;
}

int table_worded_header(const char *s, size_t len, size_t n)
{
	struct worded w;

	return !worded_header(&w, s, len, n);
}

int table_add_worded_row(struct table *t, const char *s, size_t len, long line,
			 size_t n, int header)
{
	const char *cells[TEXT_COLS];
	size_t lens[TEXT_COLS], first[TEXT_COLS], at[TEXT_COLS + 1];
	long lines[TEXT_COLS], cols[TEXT_COLS];
	struct worded w;
	size_t *st = w.starts, *ns = w.ns;

	if (n + 1 > TEXT_COLS)
		return 0;
	if (header) {
		if (worded_header(&w, s, len, n))
			return 0;
		memcpy(at + 1, w.cut, n * sizeof(*at));
	} else {
		int units;

		w.k = tokens_of(s, len, st, ns);
		units = ends_in_unit(s, st, ns, w.k);
		/* another count of cells: which is whose is not known */
		if (figure_cells(s, st, ns, w.k, units, first, TEXT_COLS) !=
		    n) {
			if (!t->skipped_rows++)
				t->skipped_line = line;
			return 0;
		}
		for (size_t c = 0; c < n; c++)
			at[n - c] = first[c];
	}
	/* the row's name (the header's: its leading words) */
	at[0] = 0;
	for (size_t c = 0; c <= n; c++) {
		size_t a = at[c], e = c < n ? at[c + 1] : w.k;

		cells[c] = e > a ? s + st[a] : "";
		lens[c] = e > a ? st[e - 1] + ns[e - 1] - st[a] : 0;
		cols[c] = e > a ? (long)st[a] + 1 : 0;
		lines[c] = line;
	}
	return table_add_row_at(t, cells, lens, lines, cols, n + 1);
}

/* Whether a cell of line s (len bytes; cells end at two blanks or a tab)
 * reads as a figure. */
static int line_has_figure(const char *s, size_t len)
{
	size_t i = 0;

	while (i < len && s[i] == ' ')
		i++;
	while (i < len) {
		size_t a = i;
		char buf[128];

		while (i < len &&
		       !(s[i] == ' ' && i + 1 < len && s[i + 1] == ' ') &&
		       s[i] != '\t')
			i++;
		if (i - a < sizeof(buf)) {
			memcpy(buf, s + a, i - a);
			buf[i - a] = '\0';
			if (table_cell_kind(buf) == 1)
				return 1;
		}
		while (i < len && (s[i] == ' ' || s[i] == '\t' ||
				   s[i] == '\r' || s[i] == '\n'))
			i++;
	}
	return 0;
}

/*
 * "... 0.0  0.0  3" ending the text, under "Write Lat P50 (us)  Write Lat
 * P95 (us)  Runtime (s)" that every row above fills: the end of the text
 * cut the last row short, inside the last cell it has ("35.1" cut to
 * "3"), which is left out (t->cut_cell_line says so).
 */
static void cut_last_cell(struct table *t, long line)
{
	size_t r = t->rows - 1, k = t->cols;

	if (t->rows < 3 || t->cols < 3 || table_cell(t, r, t->cols - 1)[0])
		return;
	for (size_t i = 0; i < r; i++)
		if (!table_cell(t, i, t->cols - 1)[0])
			return; /* a column others leave empty too */
	while (k > 0 && !table_cell(t, r, k - 1)[0])
		k--;
	if (k < 2)
		return;
	t->cells[r * t->cols + k - 1].text[0] = '\0';
	t->cut_cell_line = line;
}

int table_text_read_cut(struct table *t, const char *const *lines,
			const size_t *lens, const long *nos, size_t n,
			const struct table_legend *leg, size_t n_leg)
{
	int ret = table_text_read(t, lines, lens, nos, n, leg, n_leg);

	/*
	 * The end of a paste cut in the table's last row (an excerpt, a
	 * message's size limit: `IOZone  4k random write  243550 KB/`):
	 * the rows above it are whole and read; the cut row, with no cell
	 * left that reads as a figure, is left out and reported.  A last
	 * row with a figure is kept as it stands: it is no cut row the text
	 * shows.
	 */
	if (!ret && n >= 4 && line_has_figure(lines[n - 1], lens[n - 1]))
		cut_last_cell(t, nos[n - 1]);
	if (ret != 1 || n < 4 || line_has_figure(lines[n - 1], lens[n - 1]))
		return ret;
	ret = table_text_read(t, lines, lens, nos, n - 1, leg, n_leg);
	if (!ret)
		t->cut_line = nos[n - 1];
	return ret;
}

/* ---- tables whose header groups abbreviated test columns ------------- */

#define GROUP_TOKS 64 /* header tokens or row cells at most */

/* A token of a line: its bytes and its display positions [from, to). */
struct text_tok {
	const char *s;
	size_t len;
	size_t from, to;
};

/*
 * Split line s (len bytes) at runs of gap or more blanks into at most
 * GROUP_TOKS tokens; a header's bracket ("MRRW (40/60)") stays with the
 * token before it.  Returns how many, or -1 when the line has a tab (its
 * positions are unknown) or too many tokens.
 */
static int text_tokens(const char *s, size_t len, size_t gap,
		       struct text_tok *out)
{
	size_t col = 0, i = 0, blanks = 0;
	int n = 0;

	while (i < len) {
		int w;
		size_t b = char_at(s + i, len - i, col, &w);

		if (s[i] == '\t')
			return -1;
		if (s[i] == ' ' || s[i] == '\r' || s[i] == '\n') {
			blanks++;
		} else {
			int join = n && blanks < gap;

			/* "MRRW (40/60)": the bracket says more of it */
			join |= n && gap == 1 && s[i] == '(' && blanks == 1;
			if (!join) {
				if (n == GROUP_TOKS)
					return -1;
				out[n].s = s + i;
				out[n].from = col;
				n++;
			}
			out[n - 1].len = (size_t)(s + i + b - out[n - 1].s);
			out[n - 1].to = col + (size_t)w;
			blanks = 0;
		}
		col += (size_t)w;
		i += b;
	}
	return n;
}

/*
 * A comparison typed with blanks in a proportional font, so that its
 * columns do not line up, under a header of two lines: a spanning line
 * of metrics over a line of versions (or systems named so), each row as
 * many cells as that line:
 *
 *                     MB/s                      IOPS
 *   size   op      v1.2.0    v1.3.0        v1.2.0     v1.3.0
 *   8k     randwrite   812.4KB/s   790.1KB/s     101   98
 *
 * The cells are taken by count (two blanks or more apart), not by
 * position: the lower header line's cells name the columns, versions
 * alone ("6.4.2", "v2", line_version_token()) after one or more words
 * (the rows' own conditions, "size" and "op"), and each cell of the
 * spanning line heads the version columns nearest to it, a run of them it
 * stands over.  Any doubt (a row of another count, a value cell no
 * figure, a metric over no version or beside its run) leaves the grid to
 * text_grid(), whose misaligned cells the mapping then refuses.  0, 1
 * when the lines are not so (t untouched), or -ENOMEM.
 */
static int version_grid(struct table *t, const char *const *lines,
			const size_t *lens, const long *nos, size_t n)
{
	struct text_tok up[GROUP_TOKS], low[GROUP_TOKS], row[GROUP_TOKS];
	const char *cells[GROUP_TOKS];
	size_t cl[GROUP_TOKS], owner[GROUP_TOKS], got[GROUP_TOKS];
	long cline[GROUP_TOKS], pos[GROUP_TOKS];
	size_t first = 0, lead = 0, k, nu, nl;
	int ret;

	while (first < n && rule_line(lines[first], lens[first]))
		first++;
	/* two header lines and two rows at least; the metrics' line has a
	 * blank first (it spans no row name) */
	if (n < first + 4 || !lens[first] || lines[first][0] != ' ')
		return 1;
	ret = text_tokens(lines[first], lens[first], 2, up);
	if (ret < 1)
		return 1;
	nu = (size_t)ret;
	ret = text_tokens(lines[first + 1], lens[first + 1], 2, low);
	if (ret < 3)
		return 1;
	nl = (size_t)ret;
	for (k = 0; k < nu; k++) {
		struct testname tn;

		testname_parse(up[k].s, up[k].len, 0, &tn);
		if (!tn.metric || tn.found || tn.condition)
			return 1;
	}
	while (lead < nl && !line_version_token(low[lead].s, low[lead].len))
		lead++;
	if (!lead || nl - lead < 2 || nl - lead < nu)
		return 1;
	for (k = lead; k < nl; k++) {
		char buf[32];

		if (!line_version_token(low[k].s, low[k].len) ||
		    low[k].len >= sizeof(buf))
			return 1;
		memcpy(buf, low[k].s, low[k].len);
		buf[low[k].len] = '\0';
		if (table_cell_kind(buf) == 1) /* "1.234.567": a figure */
			return 1;
	}
	/* each version column under the metric nearest to it */
	memset(got, 0, sizeof(got));
	for (k = lead; k < nl; k++) {
		size_t c = low[k].from + low[k].to, best = 0, d0 = (size_t)-1;
		int tie = 0;

		for (size_t u = 0; u < nu; u++) {
			size_t cu = up[u].from + up[u].to;
			size_t d = cu > c ? cu - c : c - cu;

			tie = d == d0 ? 1 : d < d0 ? 0 : tie;
			if (d < d0) {
				d0 = d;
				best = u;
			}
		}
		if (tie)
			return 1;
		owner[k] = best;
		got[best]++;
	}
	/* every metric over its run: it heads some, and stands over them */
	for (size_t u = 0; u < nu; u++) {
		size_t a = nl, b = 0;

		for (k = lead; k < nl; k++)
			if (owner[k] == u) {
				a = a < k ? a : k;
				b = k;
			}
		if (!got[u] || up[u].to <= low[a].from ||
		    up[u].from >= low[b].to)
			return 1;
	}
	/* the rows: as many cells, a figure under every version */
	for (size_t i = first + 2; i < n; i++) {
		if (rule_line(lines[i], lens[i]))
			continue;
		if (text_tokens(lines[i], lens[i], 2, row) != (int)nl)
			return 1;
		for (k = lead; k < nl; k++) {
			char buf[64];

			if (row[k].len >= sizeof(buf))
				return 1;
			memcpy(buf, row[k].s, row[k].len);
			buf[row[k].len] = '\0';
			if (table_cell_kind(buf) != 1)
				return 1;
		}
	}
	table_init(t);
	t->origin = "text";
	for (size_t i = first; i < n; i++) {
		const struct text_tok *tk = i == first	     ? NULL
					    : i == first + 1 ? low
							     : row;

		if (i > first && rule_line(lines[i], lens[i]))
			continue;
		if (i > first + 1)
			text_tokens(lines[i], lens[i], 2, row);
		for (k = 0; k < nl; k++) {
			const struct text_tok *o = tk	       ? &tk[k]
						   : k >= lead ? &up[owner[k]]
							       : NULL;

			cells[k] = o ? o->s : lines[i] + lens[i];
			cl[k] = o ? o->len : 0;
			cline[k] = nos[i];
			pos[k] = o ? (long)(o->s - lines[i]) + 1 : 0;
		}
		ret = table_add_row_at(t, cells, cl, cline, pos, nl);
		if (ret) {
			table_release(t);
			return ret;
		}
	}
	t->head_rows = 2; /* the metrics' line and the versions' */
	return 0;
}

int table_legend_line(const char *s, size_t len, struct table_legend *l)
{
	size_t i = 0, a, e, m;
	struct testname tn;

	while (i < len && s[i] == ' ')
		i++;
	if (i + 1 < len && strchr("-*+", s[i]) && s[i + 1] == ' ')
		i += 2; /* a list item's bullet */
	for (a = i; i < len && (isalnum((unsigned char)s[i]) || s[i] == '_' ||
				s[i] == '-' || s[i] == '/');)
		i++;
	e = i;
	while (i < len && s[i] == ' ')
		i++;
	if (e == a || e - a >= sizeof(l->abbr) || i >= len ||
	    (s[i] != '=' && s[i] != ':'))
		return 0;
	for (i++; i < len && s[i] == ' ';)
		i++;
	for (m = len; m > i && (s[m - 1] == ' ' || s[m - 1] == '\r');)
		m--;
	if (m == i || m - i >= sizeof(l->meaning) ||
	    !testname_parse(s + i, m - i, 0, &tn) ||
	    !(tn.cond.pattern || tn.n_ops))
		return 0;
	/* "SW" is shorter than "sequential write": an abbreviation */
	if (e - a >= m - i)
		return 0;
	memcpy(l->abbr, s + a, e - a);
	l->abbr[e - a] = '\0';
	memcpy(l->meaning, s + i, m - i);
	l->meaning[m - i] = '\0';
	return 1;
}

/* The length of header token k before its bracket ("MRRW" of "MRRW
 * (40/60)"). */
static size_t abbr_len(const struct text_tok *k)
{
	const char *br = memchr(k->s, '(', k->len);
	size_t n = br ? (size_t)(br - k->s) : k->len;

	while (n && k->s[n - 1] == ' ')
		n--;
	return n;
}

/* Whether header token k is an abbreviation two lines of leg (n_leg)
 * define differently ("SR = sequential read" above the table, "SR =
 * random read" below it): which test its column is, is not said. */
static int legend_conflict(const struct text_tok *k,
			   const struct table_legend *leg, size_t n_leg)
{
	size_t n = abbr_len(k);
	const char *m = NULL;

	for (size_t i = 0; i < n_leg; i++) {
		if (strlen(leg[i].abbr) != n || memcmp(leg[i].abbr, k->s, n))
			continue;
		if (m && strcmp(m, leg[i].meaning))
			return 1;
		m = leg[i].meaning;
	}
	return 0;
}

/* Whether token k names a test: its legend meaning or itself (NULL
 * none); *blen the abbreviation's length before its bracket. */
static const char *column_test(const struct text_tok *k,
			       const struct table_legend *leg, size_t n_leg,
			       size_t *blen)
{
	size_t n = abbr_len(k);
	struct testname tn;

	*blen = n;
	for (size_t i = 0; i < n_leg; i++)
		if (strlen(leg[i].abbr) == n && !memcmp(leg[i].abbr, k->s, n))
			return leg[i].meaning;
	if (testname_parse(k->s, k->len, 0, &tn) &&
	    (tn.cond.pattern || tn.n_ops || tn.cdm))
		return "";
	return NULL;
}

/* Whether token k is a plain word that can name a group ("posixaio",
 * "ext4", "run-2"): letters, digits, '-', '_' and '.', one letter at
 * least, no unit. */
static int group_word(const struct text_tok *k)
{
	char w[32];
	int letters = 0;

	if (k->len >= sizeof(w))
		return 0;
	for (size_t i = 0; i < k->len; i++) {
		unsigned char c = (unsigned char)k->s[i];

		if (!(isalnum(c) || c == '-' || c == '_' || c == '.'))
			return 0;
		letters += isalpha(c) != 0;
	}
	memcpy(w, k->s, k->len);
	w[k->len] = '\0';
	return letters && table_unit_metric(w) == TESTNAME_NONE;
}

/* Whether cell k starts as a figure ("434", "28.8k", "9346/14.0k"). */
static int figure_cell(const struct text_tok *k)
{
	return (k->s[0] >= '0' && k->s[0] <= '9') ||
	       (k->s[0] == '.' && k->len > 1 && k->s[1] >= '0' &&
		k->s[1] <= '9');
}

/* One test column of a grouped header. */
struct group_col {
	size_t from, to;   /* display positions of its header token */
	const char *group; /* its group word, or NULL */
	size_t group_len;
	char name[96];
};

/* Append a row of 1 + n cells: name, then texts[k] (NULL: empty). */
static int grouped_row(struct table *t, const char *name, size_t name_len,
		       long name_pos, const char *const *texts,
		       const size_t *tlens, const long *tpos, size_t n,
		       long line)
{
	const char *cells[GROUP_TOKS + 1];
	size_t lens[GROUP_TOKS + 1];
	long lines[GROUP_TOKS + 1], pos[GROUP_TOKS + 1];

	cells[0] = name;
	lens[0] = name_len;
	pos[0] = name_pos;
	lines[0] = line;
	for (size_t k = 0; k < n; k++) {
		cells[k + 1] = texts[k] ? texts[k] : "";
		lens[k + 1] = texts[k] ? tlens[k] : 0;
		pos[k + 1] = texts[k] ? tpos[k] : 0;
		lines[k + 1] = line;
	}
	return table_add_row_at(t, cells, lens, lines, pos, n + 1);
}

/*
 * The groups of line s (len bytes) when it is a line of group names of
 * its own over the test columns of the line below it ("        libaio
 *      io_uring      psync"): two or more cells two blanks apart, each
 * of one to three words one blank apart that group_word() accepts and
 * that name no test (leg, n_leg), no condition and no unit ("4k",
 * "QD32": a test's, which the legend may state otherwise).  How many
 * (into g), else 0.
 */
static int span_groups(const char *s, size_t len,
		       const struct table_legend *leg, size_t n_leg,
		       struct text_tok *g)
{
	int n = text_tokens(s, len, 2, g);

	if (n < 2)
		return 0;
	for (int k = 0; k < n; k++) {
		/* text_tokens() fills up to GROUP_TOKS: a cell of more
		 * words than a group's three is refused below, not cut */
		struct text_tok w[GROUP_TOKS];
		int nw = text_tokens(g[k].s, g[k].len, 1, w);
		struct testname tn;

		if (nw < 1 || nw > 3)
			return 0;
		for (int j = 0; j < nw; j++) {
			size_t blen;

			if (!group_word(&w[j]) ||
			    column_test(&w[j], leg, n_leg, &blen))
				return 0;
		}
		testname_parse(g[k].s, g[k].len, 0, &tn);
		if (tn.cond.bs > 0 || tn.cond.iodepth > 0 ||
		    tn.cond.numjobs > 0 || tn.condition || tn.unit[0] ||
		    tn.metric != TESTNAME_NONE)
			return 0;
	}
	return n;
}

/* Whether the runs that start at start[0..m) (of n columns c) are a
 * partition the groups g are written over: each group's name over no
 * column of another run. */
static int span_clear(const struct text_tok *g, size_t m,
		      const struct group_col *c, size_t n, const size_t *start)
{
	for (size_t j = 0; j < m; j++) {
		size_t end = j + 1 < m ? start[j + 1] : n;

		if (start[j] >= end || (!j && start[j]))
			return 0;
		for (size_t k = 0; k < n; k++)
			if ((k < start[j] || k >= end) && g[j].from < c[k].to &&
			    c[k].from < g[j].to)
				return 0;
	}
	return 1;
}

#define SPAN_FOUND 8 /* partitions that fit kept at most */

/* A partition (start[0..m)) not yet among the nfound in found: add it;
 * how many are found now (more than SPAN_FOUND: too many to choose). */
static size_t span_found(size_t (*found)[GROUP_TOKS], size_t nfound,
			 const size_t *start, size_t m)
{
	for (size_t f = 0; f < nfound && f < SPAN_FOUND; f++)
		if (!memcmp(found[f], start, m * sizeof(*start)))
			return nfound;
	if (nfound < SPAN_FOUND)
		memcpy(found[nfound], start, m * sizeof(*start));
	return nfound + 1;
}

/* Whether the runs starting at start[0..m) (of n columns c) hold the
 * same tests in the same order: "SR SW | SR SW", the layout of groups
 * each measured alike. */
static int span_alike(const struct group_col *c, size_t n, size_t m,
		      const size_t *start)
{
	size_t w = (m > 1 ? start[1] : n) - start[0];

	for (size_t j = 1; j < m; j++)
		if ((j + 1 < m ? start[j + 1] : n) - start[j] != w)
			return 0;
	for (size_t j = 1; j < m; j++)
		for (size_t k = 0; k < w; k++)
			if (strcmp(c[start[j] + k].name, c[k].name))
				return 0;
	return 1;
}

/* The partitions whose every run's middle is its group's name's (within
 * half a position: both doubled), from group j and column k on. */
static size_t span_centred(const struct text_tok *g, size_t m,
			   const struct group_col *c, size_t n, size_t j,
			   size_t k, size_t *start, size_t (*found)[GROUP_TOKS],
			   size_t nfound, size_t *budget)
{
	start[j] = k;
	for (size_t e = k; e < n && nfound <= SPAN_FOUND && *budget; e++) {
		long mid = (long)(c[k].from + c[e].to),
		     name = (long)(g[j].from + g[j].to);

		(*budget)--;
		if (labs(mid - name) > 2)
			continue;
		if (j + 1 == m) {
			if (e + 1 == n && span_clear(g, m, c, n, start))
				nfound = span_found(found, nfound, start, m);
		} else if (e + 1 < n) {
			nfound = span_centred(g, m, c, n, j + 1, e + 1, start,
					      found, nfound, budget);
			start[j] = k;
		}
	}
	return nfound;
}

/*
 * Which of the m groups g (a line of their own, span_groups()) each of
 * the n test columns c on the line below is under, by position: the
 * partition of the columns into runs in order, one per group, that the
 * names are written over - each name left-aligned with its run's first
 * column, right-aligned with its last (within one position) or centred
 * over the run, and over no column of another run.  Sets each column's
 * group and returns 0 when exactly one partition fits, else 1: which
 * column is whose is not said.
 */
static int span_assign(const struct text_tok *g, size_t m, struct group_col *c,
		       size_t n)
{
	size_t found[SPAN_FOUND][GROUP_TOKS], start[GROUP_TOKS], nfound = 0;
	size_t pick = 0, alike = 0;
	size_t budget = 100000;

	if (m < 2 || m > n)
		return 1;
	for (int side = 0; side < 2; side++) {
		/* left-aligned names, then right-aligned ones */
		int ok = 1;

		for (size_t j = 0; j < m && ok; j++) {
			size_t b = side ? g[j].to : g[j].from, at = n;

			for (size_t o = 0; o < n; o++) {
				size_t a = side ? c[o].to : c[o].from;

				if (a + 1 >= b && b + 1 >= a) {
					ok &= at == n; /* two columns */
					at = o;
				}
			}
			ok &= at < n;
			if (!ok)
				break;
			if (!side)
				start[j] = at; /* the run's first column */
			else if (j + 1 < m)
				start[j + 1] = at + 1; /* after its last */
			else
				ok = at + 1 == n;
		}
		if (side)
			start[0] = 0;
		if (ok && span_clear(g, m, c, n, start))
			nfound = span_found(found, nfound, start, m);
	}
	nfound = span_centred(g, m, c, n, 0, 0, start, found, nfound, &budget);
	if (!nfound || nfound > SPAN_FOUND || !budget)
		return 1;
	/* "ext4" left-aligned over "SR  MIX" could as well be centred over
	 * "SR" alone: of the partitions that fit, the one whose groups hold
	 * the same tests in the same order is the table's */
	for (size_t f = 0; f < nfound && nfound > 1; f++)
		if (span_alike(c, n, m, found[f])) {
			pick = f;
			alike++;
		}
	if (nfound > 1 && alike != 1)
		return 1;
	for (size_t j = 0; j < m; j++)
		for (size_t k = found[pick][j];
		     k < (j + 1 < m ? found[pick][j + 1] : n); k++) {
			c[k].group = g[j].s;
			c[k].group_len = g[j].len;
		}
	return 0;
}

int table_text_group_line(const char *s, size_t len)
{
	struct text_tok g[GROUP_TOKS];

	return span_groups(s, len, NULL, 0, g) >= 2;
}

int table_text_read_grouped(struct table *t, const char *const *lines,
			    const size_t *lens, const long *nos, size_t n,
			    const struct table_legend *leg, size_t n_leg)
{
	struct text_tok h[GROUP_TOKS], c[GROUP_TOKS], sg[GROUP_TOKS];
	struct group_col cols[GROUP_TOKS];
	const char *texts[GROUP_TOKS];
	size_t tlens[GROUP_TOKS], ncols = 0, groups = 0, expanded = 0;
	const char *corner = NULL, *corner_end = NULL;
	size_t first, row_start = (size_t)-1, hl = 0;
	long tpos[GROUP_TOKS];
	const char *group = NULL;
	size_t group_len = 0;
	int nh, nsg = 0, ret = 0;

	table_init(t);
	t->origin = "text";
	if (n < 3)
		return 1;
	/* "        libaio        io_uring" over "Drive  SR  SW  RR  SR ...":
	 * the groups on a line of their own, over the tests' line */
	if (n >= 4)
		nsg = span_groups(lines[0], lens[0], leg, n_leg, sg);
	hl = nsg ? 1 : 0;
	nh = text_tokens(lines[hl], lens[hl], 1, h);
	if (nh < 3)
		return 1;
	/* where the rows' names start: a header word there titles them
	 * ("Disk"), it opens no group */
	for (size_t i = hl + 1; i < n; i++) {
		int nc = text_tokens(lines[i], lens[i], 2, c);

		if (nc > 0 && c[0].from < row_start)
			row_start = c[0].from;
	}
	/* the header: [row names' title] then [group] test test ... */
	for (int k = 0; k < nh; k++) {
		size_t blen;
		const char *m = column_test(&h[k], leg, n_leg, &blen);

		if (legend_conflict(&h[k], leg, n_leg))
			return 1;
		if (m) {
			struct group_col *gc = &cols[ncols++];

			gc->from = h[k].from;
			gc->to = h[k].to;
			gc->group = group;
			gc->group_len = group_len;
			/* "MRRW (40/60)": the meaning, the bracket kept */
			snprintf(gc->name, sizeof(gc->name), "%s%.*s",
				 *m ? m : "",
				 (int)(*m ? h[k].len - blen : h[k].len),
				 *m ? h[k].s + blen : h[k].s);
			expanded += *m != '\0';
			continue;
		}
		if (k + 1 < nh && h[k].from > row_start && group_word(&h[k]) &&
		    column_test(&h[k + 1], leg, n_leg, &blen)) {
			group = h[k].s;
			group_len = h[k].len;
			groups++;
			continue;
		}
		if (ncols || groups)
			return 1; /* a word among the columns: which is it? */
		if (!corner)
			corner = h[k].s; /* the row names' title */
		corner_end = h[k].s + h[k].len;
	}
	/* something the blank-aligned reader cannot see: groups over the
	 * columns or abbreviations a legend explains; every column under
	 * a group when there are groups */
	if (nsg) {
		/* both kinds of groups, or columns under no group or two */
		if (groups || span_assign(sg, (size_t)nsg, cols, ncols))
			return 1;
		groups = (size_t)nsg;
	}
	if (ncols < 2 || (!groups && !expanded) || (groups && !cols[0].group))
		return 1;
	/* "SR  SW  SR  SW" under no group (or one): which figure is whose
	 * is not said */
	for (size_t k = 0; k < ncols; k++)
		for (size_t o = k + 1; o < ncols; o++)
			if (!strcmp(cols[k].name, cols[o].name) &&
			    cols[k].group_len == cols[o].group_len &&
			    (!cols[k].group_len ||
			     !memcmp(cols[k].group, cols[o].group,
				     cols[k].group_len)))
				return 1;
	first = cols[0].from;
	for (int k = 0; k < nh; k++)
		if (h[k].s == cols[0].group)
			first = h[k].from;
	if (groups) {
		const char *gt[GROUP_TOKS];
		size_t gl[GROUP_TOKS];
		long gp[GROUP_TOKS];

		for (size_t k = 0; k < ncols; k++) {
			gt[k] = cols[k].group;
			gl[k] = cols[k].group_len;
			gp[k] = (long)(cols[k].group - lines[0]) + 1;
		}
		ret = grouped_row(t, "", 0, 0, gt, gl, gp, ncols, nos[0]);
		if (ret)
			goto out;
	}
	for (size_t k = 0; k < ncols; k++) {
		texts[k] = cols[k].name;
		tlens[k] = strlen(cols[k].name);
		tpos[k] = 0;
	}
	ret = grouped_row(t, corner ? corner : "",
			  corner ? (size_t)(corner_end - corner) : 0,
			  corner ? (long)(corner - lines[hl]) + 1 : 0, texts,
			  tlens, tpos, ncols, nos[hl]);
	if (ret)
		goto out;
	t->head_rows = groups ? 2 : 1;
	for (size_t i = hl + 1; i < n; i++) {
		int nc = text_tokens(lines[i], lens[i], 2, c), name = 0;
		size_t vals, at = 0, nlen = 0;
		char nbuf[128];

		if (nc < 2)
			goto no;
		/* the row's name: its cells left of the columns, or no
		 * figure ("aws ec2 micro", "- 990M") */
		while (name < nc &&
		       (c[name].to <= first || !figure_cell(&c[name])))
			name++;
		vals = (size_t)(nc - name);
		if (!name || !vals || vals > ncols)
			goto no;
		for (size_t k = 0; k < ncols; k++)
			texts[k] = NULL;
		for (int v = name; v < nc; v++) {
			size_t k = vals == ncols ? (size_t)(v - name) : ncols;

			if (!figure_cell(&c[v]))
				goto no;
			/* fewer figures than columns: each under the one
			 * column its position overlaps, left to right */
			for (size_t o = at; vals < ncols && o < ncols; o++)
				if (c[v].from < cols[o].to &&
				    cols[o].from < c[v].to) {
					if (k < ncols)
						goto no; /* two columns */
					k = o;
				}
			if (k >= ncols || k < at || texts[k])
				goto no;
			texts[k] = c[v].s;
			tlens[k] = c[v].len;
			tpos[k] = (long)(c[v].s - lines[i]) + 1;
			at = k + 1;
		}
		/* "aws ec2 micro   - 990M": its cells one blank apart */
		for (int k = 0; k < name; k++)
			nlen += (size_t)snprintf(
			    nbuf + nlen, sizeof(nbuf) - nlen, "%s%.*s",
			    k ? " " : "", (int)c[k].len, c[k].s);
		if (nlen >= sizeof(nbuf))
			goto no;
		ret = grouped_row(t, nbuf, nlen, (long)(c[0].s - lines[i]) + 1,
				  texts, tlens, tpos, ncols, nos[i]);
		if (ret)
			goto out;
	}
	if (!table_has_figures(t, NULL, NULL))
		goto no;
	return 0;
no:
	ret = 1;
out:
	table_release(t);
	t->origin = "text";
	return ret;
}
