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
