/*
 * The cells of a table as read: see table_grid.h.
 */
#include "ingest/table_grid.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"

void table_init(struct table *t)
{
	memset(t, 0, sizeof(*t));
}

void table_release(struct table *t)
{
	for (size_t i = 0; i < t->rows * t->cols; i++)
		free(t->cells[i].text);
	free(t->cells);
	free(t->present);
	free(t->caption);
	table_init(t);
}

const char *table_cell(const struct table *t, size_t r, size_t c)
{
	if (r >= t->rows || c >= t->cols || !t->cells[r * t->cols + c].text)
		return "";
	return t->cells[r * t->cols + c].text;
}

long table_cell_line(const struct table *t, size_t r, size_t c)
{
	if (r >= t->rows || c >= t->cols)
		return 0;
	return t->cells[r * t->cols + c].line;
}

long table_cell_col(const struct table *t, size_t r, size_t c)
{
	if (r >= t->rows || c >= t->cols)
		return 0;
	return t->cells[r * t->cols + c].col;
}

/* Copy s (n bytes) trimmed of blanks, NBSP and U+3000 at both ends. */
static char *dup_trim(const char *s, size_t n)
{
	char *d;

	for (;;) {
		if (n &&
		    (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n')) {
			s++, n--;
		} else if (n >= 2 && (unsigned char)s[0] == 0xc2 &&
			   (unsigned char)s[1] == 0xa0) {
			s += 2, n -= 2;
		} else if (n >= 3 && !memcmp(s, "\xe3\x80\x80", 3)) {
			s += 3, n -= 3;
		} else {
			break;
		}
	}
	for (;;) {
		if (n && (s[n - 1] == ' ' || s[n - 1] == '\t' ||
			  s[n - 1] == '\r' || s[n - 1] == '\n')) {
			n--;
		} else if (n >= 2 && (unsigned char)s[n - 2] == 0xc2 &&
			   (unsigned char)s[n - 1] == 0xa0) {
			n -= 2;
		} else if (n >= 3 && !memcmp(s + n - 3, "\xe3\x80\x80", 3)) {
			n -= 3;
		} else {
			break;
		}
	}
	d = malloc(n + 1);
	if (!d)
		return NULL;
	memcpy(d, s, n);
	d[n] = '\0';
	/* NBSP inside a cell reads as a blank */
	for (size_t i = 0; i + 1 < n; i++)
		if ((unsigned char)d[i] == 0xc2 &&
		    (unsigned char)d[i + 1] == 0xa0) {
			d[i] = ' ';
			memmove(d + i + 1, d + i + 2, n - i - 1);
			n--;
		}
	return d;
}

/* Widen t to cols columns, padding every row with "". */
static int widen(struct table *t, size_t cols)
{
	struct table_cell *c;

	if (cols <= t->cols)
		return 0;
	c = calloc(t->rows * cols + 1, sizeof(*c));
	if (!c)
		return -ENOMEM;
	for (size_t r = 0; r < t->rows; r++)
		for (size_t k = 0; k < t->cols; k++)
			c[r * cols + k] = t->cells[r * t->cols + k];
	free(t->cells);
	t->cells = c;
	t->alloc_cells = t->rows * cols + 1;
	t->cols = cols;
	return 0;
}

int table_add_row(struct table *t, const char *const *cells, const size_t *lens,
		  const long *lines, size_t n)
{
	return table_add_row_at(t, cells, lens, lines, NULL, n);
}

int table_add_row_at(struct table *t, const char *const *cells,
		     const size_t *lens, const long *lines, const long *cols,
		     size_t n)
{
	struct table_cell *c;
	int ret;

	if (!n)
		return 0;
	ret = widen(t, n);
	if (ret)
		return ret;
	if (ALLOC_GROW(t->cells, (t->rows + 1) * t->cols + 1, t->alloc_cells) ||
	    ALLOC_GROW(t->present, t->rows + 1, t->alloc_rows))
		return -ENOMEM;
	c = t->cells + t->rows * t->cols;
	memset(c, 0, t->cols * sizeof(*c));
	t->present[t->rows] = n;
	t->rows++; /* from here on table_release() frees the row */
	for (size_t i = 0; i < n; i++) {
		c[i].text = dup_trim(cells[i], lens[i]);
		c[i].line = lines[i];
		c[i].col = cols ? cols[i] : 0;
		if (!c[i].text)
			return -ENOMEM;
	}
	if (!t->line_from || (lines[0] && lines[0] < t->line_from))
		t->line_from = lines[0];
	if (lines[n - 1] > t->line_to)
		t->line_to = lines[n - 1];
	if (lines[0] > t->line_to)
		t->line_to = lines[0];
	return 0;
}
