/*
 * Tab- and comma-separated rows with libcsv: see table_csv.h.
 */
#include "ingest/table_csv.h"

#include <csv.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "util/alloc.h"

struct csv_row {
	char *buf; /* fields, NUL-separated */
	size_t len, cap;
	size_t offs[256];
	size_t lens[256];
	size_t n;
	int oom;
};

static void csv_field(void *s, size_t len, void *arg)
{
	struct csv_row *row = arg;
	if (row->n >= 256 || row->oom)
		return;
	if (ALLOC_GROW(row->buf, row->len + len + 1, row->cap)) {
		row->oom = 1;
		return;
	}
	if (len)
		memcpy(row->buf + row->len, s, len);
	row->offs[row->n] = row->len;
	row->lens[row->n] = len;
	row->len += len;
	row->buf[row->len++] = '\0';
	row->n++;
}

static void csv_end(int c, void *arg)
{
	(void)c;
	(void)arg;
}

/* Only blanks are spaces: with a tab delimiter a tab is a field end. */
static int csv_is_space(unsigned char c)
{
	return c == ' ';
}

static int split_delimited(const char *s, size_t len, char delim,
			   struct csv_row *row)
{
	struct csv_parser p;
	int ret = 0;

	memset(row, 0, sizeof(*row));
	if (csv_init(&p, 0))
		return -ENOMEM;
	csv_set_delim(&p, (unsigned char)delim);
	csv_set_space_func(&p, csv_is_space);
	if (csv_parse(&p, s, len, csv_field, csv_end, row) != len)
		ret = -EINVAL;
	else if (csv_fini(&p, csv_field, csv_end, row))
		ret = -EINVAL;
	csv_free(&p);
	if (row->oom)
		ret = -ENOMEM;
	return ret;
}

int table_count_fields(const char *s, size_t len, char delim)
{
	struct csv_row row;
	int n;

	if (split_delimited(s, len, delim, &row)) {
		free(row.buf);
		return -1;
	}
	n = (int)row.n;
	free(row.buf);
	return n;
}

int table_add_delimited_row(struct table *t, const char *s, size_t len,
			    long line, char delim)
{
	struct csv_row row;
	const char *cells[256];
	size_t lens[256];
	long lines[256], cols[256];
	int ret;

	ret = split_delimited(s, len, delim, &row);
	if (ret)
		goto out;
	for (size_t i = 0, at = 0; i < row.n; i++) {
		const char *f;

		cells[i] = row.buf + row.offs[i];
		lens[i] = row.lens[i];
		lines[i] = line;
		/* where the field stands in the line (quoted: may be unknown)
		 */
		f = lens[i] && at < len
			? memmem(s + at, len - at, cells[i], lens[i])
			: NULL;
		cols[i] = f ? (long)(f - s) + 1 : 0;
		if (f)
			at = (size_t)(f - s) + lens[i];
	}
	/* trailing empty fields are missing cells, not values */
	while (row.n > 1 && !lens[row.n - 1])
		row.n--;
	ret = table_add_row_at(t, cells, lens, lines, cols, row.n);
out:
	free(row.buf);
	return ret;
}

#define TAB_STOP   8  /* display columns between tab stops */
#define STOP_CELLS 64 /* cells of a row at most */

/*
 * The cells of line s (len bytes) between its tabs, blank ones left out:
 * where each starts in s (at[]), its bytes (n[]) and the display column
 * it starts at (col[]).  Returns how many (at most STOP_CELLS), and in
 * *fields the fields libcsv-free counting sees, in *runs whether two tabs
 * follow each other anywhere.
 */
static size_t stop_cells(const char *s, size_t len, size_t *at, size_t *n,
			 size_t *col, size_t *fields, int *runs)
{
	size_t c = 0, i = 0, k = 0;

	*fields = 1;
	*runs = 0;
	while (i < len) {
		size_t a, e;

		if (s[i] == '\t') {
			(*fields)++;
			*runs |= i + 1 < len && s[i + 1] == '\t';
			c = (c / TAB_STOP + 1) * TAB_STOP;
			i++;
			continue;
		}
		if (s[i] == ' ' || s[i] == '\r' || s[i] == '\n') {
			c++;
			i++;
			continue;
		}
		a = i;
		if (k < STOP_CELLS)
			col[k] = c;
		while (i < len && s[i] != '\t')
			i++, c++;
		for (e = i; e > a && (s[e - 1] == ' ' || s[e - 1] == '\r' ||
				      s[e - 1] == '\n');)
			e--;
		if (k < STOP_CELLS) {
			at[k] = a;
			n[k] = e - a;
		}
		k++;
	}
	return k;
}

size_t table_tab_stops(const char *const *lines, const size_t *lens, size_t n,
		       size_t *stops, size_t max)
{
	size_t ns = 0, widest = 0, fields0 = 0;
	int uneven = 0, runs = 0;

	for (size_t l = 0; l < n; l++) {
		size_t at[STOP_CELLS], len[STOP_CELLS], col[STOP_CELLS];
		size_t fields, k;
		int run;

		k = stop_cells(lines[l], lens[l], at, len, col, &fields, &run);
		if (k > STOP_CELLS)
			return 0;
		runs |= run;
		if (!l)
			fields0 = fields;
		uneven |= fields != fields0;
		if (k > widest)
			widest = k;
		for (size_t c = 0; c < k; c++) {
			size_t p = 0;

			while (p < ns && stops[p] < col[c])
				p++;
			if (p < ns && stops[p] == col[c])
				continue;
			if (ns == max)
				return 0;
			memmove(stops + p + 1, stops + p,
				(ns - p) * sizeof(*stops));
			stops[p] = col[c];
			ns++;
		}
	}
	if (!uneven || !runs || ns < 2 || ns > widest)
		return 0;
	return ns;
}

int table_add_tab_stop_row(struct table *t, const char *s, size_t len,
			   long line, const size_t *stops, size_t n)
{
	size_t at[STOP_CELLS], ln[STOP_CELLS], col[STOP_CELLS], fields, k;
	const char *cells[STOP_CELLS];
	size_t lens[STOP_CELLS];
	long lines[STOP_CELLS], cols[STOP_CELLS];
	size_t used = 0;
	int run;

	if (n > STOP_CELLS)
		n = STOP_CELLS;
	for (size_t c = 0; c < n; c++) {
		cells[c] = "";
		lens[c] = 0;
		lines[c] = line;
		cols[c] = 0;
	}
	k = stop_cells(s, len, at, ln, col, &fields, &run);
	for (size_t c = 0; c < k && c < STOP_CELLS; c++)
		for (size_t p = 0; p < n; p++)
			if (stops[p] == col[c]) {
				cells[p] = s + at[c];
				lens[p] = ln[c];
				cols[p] = (long)at[c] + 1;
				if (p + 1 > used)
					used = p + 1;
				break;
			}
	return table_add_row_at(t, cells, lens, lines, cols, used ? used : 1);
}
