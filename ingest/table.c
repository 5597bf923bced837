/*
 * Result tables in documents: see table.h.  The decisions (which column
 * names a system, how units in headers and cells combine, what a datasheet
 * cell may say) are written down in docs/documents.md.
 */
#include "ingest/table.h"

#include <csv.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ingest/fio_options.h"
#include "ingest/lines.h"
#include "model/units.h"

#define CELL_MAX 2048
#define JOB_MAX	 200

/* ---- storage ---------------------------------------------------------- */

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
	table_init(t);
}

const char *table_cell(const struct table *t, size_t r, size_t c)
{
	if (r >= t->rows || c >= t->cols || !t->cells[r * t->cols + c].text)
		return "";
	return t->cells[r * t->cols + c].text;
}

static long cell_line(const struct table *t, size_t r, size_t c)
{
	if (r >= t->rows || c >= t->cols)
		return 0;
	return t->cells[r * t->cols + c].line;
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
	t->cols = cols;
	return 0;
}

int table_add_row(struct table *t, const char *const *cells, const size_t *lens,
		  const long *lines, size_t n)
{
	struct table_cell *c;
	size_t *p;
	int ret;

	if (!n)
		return 0;
	ret = widen(t, n);
	if (ret)
		return ret;
	c = realloc(t->cells, ((t->rows + 1) * t->cols + 1) * sizeof(*c));
	if (!c)
		return -ENOMEM;
	t->cells = c;
	p = realloc(t->present, (t->rows + 1) * sizeof(*p));
	if (!p)
		return -ENOMEM;
	t->present = p;
	c += t->rows * t->cols;
	memset(c, 0, t->cols * sizeof(*c));
	for (size_t i = 0; i < n; i++) {
		c[i].text = dup_trim(cells[i], lens[i]);
		c[i].line = lines[i];
		if (!c[i].text)
			return -ENOMEM;
	}
	t->present[t->rows] = n;
	t->rows++;
	if (!t->line_from || (lines[0] && lines[0] < t->line_from))
		t->line_from = lines[0];
	if (lines[n - 1] > t->line_to)
		t->line_to = lines[n - 1];
	if (lines[0] > t->line_to)
		t->line_to = lines[0];
	return 0;
}

/* ---- Markdown --------------------------------------------------------- */

static struct text_line trimmed(const char *s, size_t len)
{
	struct text_line l = {s, len, 0};

	return line_trim(l);
}

int table_md_row(const char *s, size_t len)
{
	struct text_line l = trimmed(s, len);
	size_t bars = 0;

	if (l.len < 3 || l.s[0] != '|')
		return 0;
	for (size_t i = 0; i < l.len; i++)
		if (l.s[i] == '|' && (i == 0 || l.s[i - 1] != '\\'))
			bars++;
	return bars >= 2;
}

int table_md_separator(const char *s, size_t len)
{
	struct text_line l = trimmed(s, len);
	int dashes = 0, bars = 0;

	if (!l.len)
		return 0;
	for (size_t i = 0; i < l.len; i++) {
		char c = l.s[i];

		if (c == '-')
			dashes++;
		else if (c == '|')
			bars++;
		else if (c != ':' && c != ' ' && c != '\t')
			return 0;
	}
	return dashes >= 3 && bars >= 1;
}

int table_add_md_row(struct table *t, const char *s, size_t len, long line)
{
	struct text_line l = trimmed(s, len);
	const char *cells[256];
	size_t lens[256];
	long lines[256];
	size_t n = 0, i, start;

	if (l.len && l.s[0] == '|') {
		l.s++;
		l.len--;
	}
	if (l.len && l.s[l.len - 1] == '|' &&
	    (l.len < 2 || l.s[l.len - 2] != '\\'))
		l.len--;
	for (i = 0, start = 0; i <= l.len && n < 256; i++) {
		struct text_line c;

		if (i < l.len && (l.s[i] != '|' || (i && l.s[i - 1] == '\\')))
			continue;
		/* "**560.1**", "`4k`", "_x_": emphasis is no content */
		c.s = l.s + start;
		c.len = i - start;
		c = line_trim(c);
		while (c.len >= 2 &&
		       (c.s[0] == '*' || c.s[0] == '_' || c.s[0] == '`') &&
		       c.s[c.len - 1] == c.s[0]) {
			c.s++;
			c.len -= 2;
		}
		cells[n] = c.s;
		lens[n] = c.len;
		lines[n] = line;
		n++;
		start = i + 1;
	}
	return table_add_row(t, cells, lens, lines, n);
}

/* ---- delimited (libcsv) ----------------------------------------------- */

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
	char *b;

	if (row->n >= 256 || row->oom)
		return;
	if (row->len + len + 1 > row->cap) {
		size_t cap = (row->len + len + 1) * 2;

		b = realloc(row->buf, cap);
		if (!b) {
			row->oom = 1;
			return;
		}
		row->buf = b;
		row->cap = cap;
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
	long lines[256];
	int ret;

	ret = split_delimited(s, len, delim, &row);
	if (ret)
		goto out;
	for (size_t i = 0; i < row.n; i++) {
		cells[i] = row.buf + row.offs[i];
		lens[i] = row.lens[i];
		lines[i] = line;
	}
	/* trailing empty fields are missing cells, not values */
	while (row.n > 1 && !lens[row.n - 1])
		row.n--;
	ret = table_add_row(t, cells, lens, lines, row.n);
out:
	free(row.buf);
	return ret;
}

/* ---- cell values ------------------------------------------------------ */

struct val {
	char num[48];		     /* the number as written */
	char unit[24];		     /* the unit as written; "" none */
	enum testname_metric metric; /* what the unit implies */
	int size_unit;		     /* "MB" without "/s" */
};

struct cellv {
	struct val v[TESTNAME_MAX_OPS];
	int n;
};

static int ieq(const char *a, const char *b)
{
	return !strcasecmp(a, b);
}

static int is_time_unit(const char *u)
{
	static const char *const t[] = {"ns", "nsec", "us",   "usec",
					"µs", "ms",   "msec", NULL};

	for (size_t i = 0; t[i]; i++)
		if (ieq(u, t[i]))
			return 1;
	return 0;
}

/* Classify unit u into v; 0, or -1 when u is no unit we read. */
static int classify_unit(struct val *v)
{
	const char *u = v->unit;
	size_t n = strlen(u);
	double f;

	if (!n)
		return 0;
	if (ieq(u, "k") || ieq(u, "m")) {
		return 0; /* a count: 57.6k */
	}
	if (ieq(u, "iops") || ieq(u, "k iops") || ieq(u, "kiops")) {
		v->metric = TESTNAME_IOPS;
		return 0;
	}
	if ((n > 2 && !strcmp(u + n - 2, "/s")) ||
	    (n > 4 && ieq(u + n - 4, "/sec"))) {
		v->metric = TESTNAME_BW;
		return 0;
	}
	if (is_time_unit(u)) {
		v->metric = TESTNAME_LAT;
		return 0;
	}
	f = units_size_factor(u, n, UNITS_DECIMAL);
	if (!isnan(f) && (u[n - 1] == 'B' || u[n - 1] == 'b')) {
		v->metric = TESTNAME_BW;
		v->size_unit = 1;
		return 0;
	}
	return -1;
}

/* One figure "57.6k", "225MiB/s", "188 MB/s", "4096" (s NUL-terminated). */
static int parse_val(const char *s, struct val *v)
{
	const char *e = NULL, *p;
	double x;
	size_t n;

	memset(v, 0, sizeof(*v));
	while (*s == ' ')
		s++;
	if (!((*s >= '0' && *s <= '9') ||
	      (*s == '.' && s[1] >= '0' && s[1] <= '9')))
		return -1;
	if (units_number(s, &e, UNITS_COMMA_THOUSANDS, &x) || !e || x < 0)
		return -1;
	n = (size_t)(e - s);
	if (n >= sizeof(v->num))
		return -1;
	memcpy(v->num, s, n);
	v->num[n] = '\0';
	p = e;
	while (*p == ' ')
		p++;
	e = p;
	while (*e && *e != ' ' && *e != '(' && *e != '[')
		e++;
	/* "57.6k IOPS" */
	if (e - p == 1 && (*p == 'k' || *p == 'K') &&
	    !strncasecmp(e, " iops", 5))
		e += 5;
	n = (size_t)(e - p);
	if (n >= sizeof(v->unit))
		return -1;
	memcpy(v->unit, p, n);
	v->unit[n] = '\0';
	p = e;
	while (*p == ' ')
		p++;
	/* fio's "225MiB/s (236MB/s)": a second spelling in brackets */
	if (*p && *p != '(' && *p != '[')
		return -1;
	if (!strcmp(v->unit, "%"))
		return -1;
	return classify_unit(v);
}

/* Whether a cell says nothing: "", "-", "N/A", "—", "x". */
static int cell_empty(const char *s)
{
	static const char *const e[] = {
	    "",	  "-",	  "--",		  "n/a",
	    "na", "x",	  "\xe2\x80\x94", "\xe2\x80\x93",
	    "?",  "none", "\xe2\x80\x95", NULL};

	for (size_t i = 0; e[i]; i++)
		if (ieq(s, e[i]))
			return 1;
	return 0;
}

/* "244 / 10", "76076 / 68352", "57.6k": split at '/' before a digit. */
static int parse_cell(const char *s, struct cellv *cv)
{
	char part[CELL_MAX];
	const char *start = s, *p;

	cv->n = 0;
	if (strlen(s) >= sizeof(part))
		return -1;
	for (p = s;; p++) {
		const char *q = p + 1;

		if (*p == '/') {
			while (*q == ' ')
				q++;
		}
		if (*p && !(*p == '/' && *q >= '0' && *q <= '9'))
			continue;
		if (cv->n >= TESTNAME_MAX_OPS)
			return -1;
		memcpy(part, start, (size_t)(p - start));
		part[p - start] = '\0';
		if (parse_val(part, &cv->v[cv->n]))
			return -1;
		cv->n++;
		if (!*p)
			break;
		start = p + 1;
	}
	return cv->n ? 0 : -1;
}

/* ---- the tool's unit convention ---------------------------------------- */

static enum units_conv tool_conv(const char *tool, int map_units)
{
	if (map_units == 1)
		return UNITS_DECIMAL;
	if (map_units == 2)
		return UNITS_BINARY;
	if (!tool)
		return UNITS_DECIMAL;
	if (!strcmp(tool, "iozone") || !strcmp(tool, "hdparm"))
		return UNITS_BINARY;
	if (!strcmp(tool, "KDiskMark"))
		return UNITS_MIXED;
	return UNITS_DECIMAL;
}

/*
 * The value of figure v for metric m with the unit unit (the cell's own
 * or, when it has none, the header's / heading's).  NAN when they do not
 * fit together.
 */
static double convert(const struct val *v, enum testname_metric m,
		      const char *unit, enum units_conv conv)
{
	char buf[96];
	double x = NAN;

	if (v->unit[0] && !ieq(v->unit, "k") && !ieq(v->unit, "m"))
		unit = v->unit;
	switch (m) {
	case TESTNAME_IOPS:
		snprintf(buf, sizeof(buf), "%s%s", v->num,
			 ieq(v->unit, "k") || !strncasecmp(v->unit, "k ", 2) ||
				 ieq(v->unit, "kiops")
			     ? "k"
			 : ieq(v->unit, "m") ? "M"
					     : "");
		if (units_count(buf, NULL, &x))
			return NAN;
		return x;
	case TESTNAME_BW: {
		size_t n = unit ? strlen(unit) : 0;

		if (!n)
			return NAN;
		snprintf(buf, sizeof(buf), "%s %s", v->num, unit);
		if ((n > 2 && !strcmp(unit + n - 2, "/s")) ||
		    (n > 4 && ieq(unit + n - 4, "/sec"))) {
			if (units_rate(buf, NULL, conv, UNITS_COMMA_THOUSANDS,
				       &x))
				return NAN;
		} else if (units_size(buf, NULL, conv, UNITS_COMMA_THOUSANDS,
				      &x)) {
			return NAN;
		}
		return x;
	}
	case TESTNAME_LAT:
		if (!unit || !unit[0])
			return NAN;
		snprintf(buf, sizeof(buf), "%s %s", v->num, unit);
		if (units_duration(buf, NULL, UNITS_COMMA_THOUSANDS, &x))
			return NAN;
		return x;
	default: return NAN;
	}
}

/* ---- the --map file ---------------------------------------------------- */

#define MAP_COLS 64

struct map_apply {
	int skip;
	const char *tool;
	char tool_buf[64];
	char heading[512];
	int has_heading;
	struct testname cond; /* conditions that override */
	int has_cond;
	char *header[MAP_COLS];	  /* replacement header texts */
	char *row_text[MAP_COLS]; /* replacement row test texts */
	int role[MAP_COLS];	  /* forced column roles */
	int labels_columns;	  /* systems are the value columns */
	int units;		  /* 0 tool's, 1 decimal, 2 binary */
	int header_rows;	  /* 0: inferred */
};

enum role {
	ROLE_NONE = 0,
	ROLE_IGNORE,
	ROLE_INDEX,
	ROLE_VALUE,
	ROLE_DATASHEET,
	ROLE_TEST,
	ROLE_SYSTEM,
	ROLE_INTERFACE,
};

static void map_release(struct map_apply *m)
{
	for (size_t i = 0; i < MAP_COLS; i++) {
		free(m->header[i]);
		free(m->row_text[i]);
	}
}

static char *dup_n(const char *s, size_t n)
{
	char *d = malloc(n + 1);

	if (d) {
		memcpy(d, s, n);
		d[n] = '\0';
	}
	return d;
}

/* "1,3, 4": 1-based numbers into 0-based flags of out (MAP_COLS). */
static int parse_list(struct text_line v, int *out, int role)
{
	size_t i = 0;
	int any = 0;

	while (i < v.len) {
		long n = 0;
		size_t d = 0;

		while (i < v.len && (v.s[i] == ' ' || v.s[i] == ','))
			i++;
		while (i < v.len && v.s[i] >= '0' && v.s[i] <= '9' && d < 4) {
			n = n * 10 + (v.s[i++] - '0');
			d++;
		}
		if (!d || n < 1 || n > MAP_COLS)
			return -1;
		out[n - 1] = role;
		any = 1;
		while (i < v.len && v.s[i] == ' ')
			i++;
		if (i < v.len && v.s[i] != ',')
			return -1;
	}
	return any ? 0 : -1;
}

static int keyis(struct text_line k, const char *w)
{
	return k.len == strlen(w) && !strncasecmp(k.s, w, k.len);
}

/* "column 3" / "row 2": the number after word, or -1. */
static long key_num(struct text_line k, const char *word)
{
	size_t n = strlen(word), i;
	long v = 0;

	if (k.len <= n + 1 || strncasecmp(k.s, word, n) || k.s[n] != ' ')
		return -1;
	for (i = n + 1; i < k.len && k.s[i] == ' '; i++)
		;
	if (i == k.len)
		return -1;
	for (; i < k.len; i++) {
		if (k.s[i] < '0' || k.s[i] > '9' || v > 100000)
			return -1;
		v = v * 10 + (k.s[i] - '0');
	}
	return v;
}

/*
 * Whether a section header "[table 3]", "[table line 57]", "[table *]"
 * selects the table t numbered index.  -1: not a valid header.
 */
static int map_selects(struct text_line l, const struct table *t, int index)
{
	struct text_line in;
	long n;

	if (l.len < 2 || l.s[0] != '[' || l.s[l.len - 1] != ']')
		return -1;
	in.s = l.s + 1;
	in.len = l.len - 2;
	in = line_trim(in);
	if (keyis(in, "table") || keyis(in, "table *") || keyis(in, "tables"))
		return 1;
	n = key_num(in, "table line");
	if (n > 0)
		return t && n >= t->line_from && n <= t->line_to;
	n = key_num(in, "table");
	if (n > 0)
		return index == n;
	return -1;
}

/*
 * Read the map text: apply (when m is not NULL) every section selecting
 * table t, or only check the syntax.  Returns 0, or -EINVAL after an
 * error naming the map's line.
 */
static int map_read(struct ingest_ctx *ctx, const char *map,
		    const struct table *t, int index, struct map_apply *m)
{
	struct line_iter it;
	struct text_line l;
	int on = 0, any = 0;

	lines_init(&it, map, strlen(map));
	while (lines_next(&it, &l)) {
		struct text_line k, v;
		const char *eq;
		long n;

		l = line_trim(l);
		if (!l.len || l.s[0] == '#' || l.s[0] == ';')
			continue;
		if (l.s[0] == '[') {
			int sel = map_selects(l, t, index);

			if (sel < 0)
				return ingest_error(
				    ctx, 0, 0,
				    "--map line %ld: expected '[table N]', "
				    "'[table line N]' or '[table *]', "
				    "found '%.*s'",
				    l.no, (int)(l.len > 60 ? 60 : l.len), l.s);
			on = sel;
			any = 1;
			continue;
		}
		if (!any)
			return ingest_error(
			    ctx, 0, 0,
			    "--map line %ld: expected a "
			    "'[table N]' section first, found "
			    "'%.*s'",
			    l.no, (int)(l.len > 60 ? 60 : l.len), l.s);
		eq = memchr(l.s, '=', l.len);
		k.s = l.s;
		k.len = eq ? (size_t)(eq - l.s) : l.len;
		k = line_trim(k);
		v.s = eq ? eq + 1 : l.s + l.len;
		v.len = eq ? l.len - (size_t)(eq + 1 - l.s) : 0;
		v = line_trim(v);
		if (keyis(k, "skip")) {
			if (m && on)
				m->skip = 1;
			continue;
		}
		if (!eq || !v.len)
			return ingest_error(
			    ctx, 0, 0,
			    "--map line %ld: expected 'KEY = "
			    "VALUE', found '%.*s'",
			    l.no, (int)(l.len > 60 ? 60 : l.len), l.s);
		if (keyis(k, "tool")) {
			if (m && on) {
				line_copy(v, m->tool_buf, sizeof(m->tool_buf));
				m->tool = m->tool_buf;
			}
		} else if (keyis(k, "heading")) {
			if (m && on) {
				line_copy(v, m->heading, sizeof(m->heading));
				m->has_heading = 1;
			}
		} else if (keyis(k, "conditions")) {
			if (m && on) {
				testname_parse(v.s, v.len, 0, &m->cond);
				m->has_cond = 1;
			}
		} else if (keyis(k, "units")) {
			if (!keyis(v, "decimal") && !keyis(v, "binary"))
				return ingest_error(ctx, 0, 0,
						    "--map line %ld: expected "
						    "'decimal' or 'binary', "
						    "found '%.*s'",
						    l.no, (int)v.len, v.s);
			if (m && on)
				m->units = keyis(v, "decimal") ? 1 : 2;
		} else if (keyis(k, "labels")) {
			if (!keyis(v, "columns") && !keyis(v, "rows"))
				return ingest_error(ctx, 0, 0,
						    "--map line %ld: expected "
						    "'rows' or 'columns', "
						    "found '%.*s'",
						    l.no, (int)v.len, v.s);
			if (m && on)
				m->labels_columns = keyis(v, "columns");
		} else if (keyis(k, "header rows")) {
			if (v.len != 1 || v.s[0] < '1' || v.s[0] > '3')
				return ingest_error(ctx, 0, 0,
						    "--map line %ld: expected "
						    "1, 2 or 3, found '%.*s'",
						    l.no, (int)v.len, v.s);
			if (m && on)
				m->header_rows = v.s[0] - '0';
		} else if (keyis(k, "label column") ||
			   keyis(k, "label columns") ||
			   keyis(k, "ignore column") ||
			   keyis(k, "ignore columns") ||
			   keyis(k, "datasheet column") ||
			   keyis(k, "test column")) {
			int tmp[MAP_COLS] = {0};
			int role =
			    k.s[0] == 'l' || k.s[0] == 'L'   ? ROLE_SYSTEM
			    : k.s[0] == 'i' || k.s[0] == 'I' ? ROLE_IGNORE
			    : k.s[0] == 'd' || k.s[0] == 'D' ? ROLE_DATASHEET
							     : ROLE_TEST;

			if (parse_list(v, tmp, role))
				return ingest_error(ctx, 0, 0,
						    "--map line %ld: expected "
						    "column numbers (1-%d), "
						    "found '%.*s'",
						    l.no, MAP_COLS, (int)v.len,
						    v.s);
			for (size_t i = 0; m && on && i < MAP_COLS; i++)
				if (tmp[i])
					m->role[i] = tmp[i];
		} else if ((n = key_num(k, "column")) > 0 ||
			   (n = key_num(k, "header")) > 0) {
			if (n > MAP_COLS)
				return ingest_error(
				    ctx, 0, 0,
				    "--map line %ld: column %ld "
				    "is out of range (1-%d)",
				    l.no, n, MAP_COLS);
			if (m && on) {
				free(m->header[n - 1]);
				m->header[n - 1] = dup_n(v.s, v.len);
			}
		} else if ((n = key_num(k, "row")) > 0) {
			if (n > MAP_COLS || n < 2)
				return ingest_error(
				    ctx, 0, 0,
				    "--map line %ld: row %ld is "
				    "out of range (2-%d; row 1 "
				    "is the header)",
				    l.no, n, MAP_COLS);
			if (m && on) {
				free(m->row_text[n - 1]);
				m->row_text[n - 1] = dup_n(v.s, v.len);
			}
		} else {
			return ingest_error(ctx, 0, 0,
					    "--map line %ld: unknown key "
					    "'%.*s'",
					    l.no, (int)k.len, k.s);
		}
	}
	return 0;
}

int table_map_check(struct ingest_ctx *ctx, const char *map)
{
	return map_read(ctx, map, NULL, 0, NULL);
}

/* ---- device labels ---------------------------------------------------- */

struct device {
	char vendor[64];
	char model[128];
	int64_t capacity; /* bytes, -1 */
};

static int has_alpha_digit(const char *s, size_t n)
{
	int a = 0, d = 0;

	for (size_t i = 0; i < n; i++) {
		if ((s[i] >= 'a' && s[i] <= 'z') ||
		    (s[i] >= 'A' && s[i] <= 'Z'))
			a = 1;
		else if (s[i] >= '0' && s[i] <= '9')
			d = 1;
	}
	return a && d;
}

/* A word that can be a model number: ASCII, no '/', not "560MB". */
static int model_word(const char *s, size_t n)
{
	size_t i = 0;

	for (size_t k = 0; k < n; k++)
		if ((unsigned char)s[k] >= 0x80 || s[k] == '/' || s[k] == '=')
			return 0;
	while (i < n &&
	       ((s[i] >= '0' && s[i] <= '9') || s[i] == '.' || s[i] == ','))
		i++;
	/* digits then a short unit: a figure, not a model */
	return !(i && n - i <= 4);
}

/* "1.2TB", "480GB", "1TB": a capacity; bytes or -1. */
static int64_t capacity_of(const char *s, size_t n)
{
	char buf[32];
	const char *e = NULL;
	double x;

	if (n >= sizeof(buf) || n < 3)
		return -1;
	memcpy(buf, s, n);
	buf[n] = '\0';
	if (strcasecmp(buf + n - 2, "TB") && strcasecmp(buf + n - 2, "GB"))
		return -1;
	if (units_size(buf, &e, UNITS_DECIMAL, UNITS_COMMA_NONE, &x) || !e ||
	    *e)
		return -1;
	return (int64_t)x;
}

/*
 * The device in a label such as "SEAGATE ST1200MM0099 HDD (1.2TB)": the
 * model is the first word holding letters and digits (5+ characters, not
 * a capacity), the vendor the first word when it is all letters.
 */
static void device_of(const char *label, struct device *d)
{
	const char *p = label;
	int first = 1;

	memset(d, 0, sizeof(*d));
	d->capacity = -1;
	while (*p) {
		const char *s;
		size_t n;
		int64_t cap;

		while (*p == ' ' || *p == '(' || *p == ')' || *p == ',' ||
		       *p == '[' || *p == ']')
			p++;
		s = p;
		while (*p && *p != ' ' && *p != '(' && *p != ')' && *p != ',' &&
		       *p != '[' && *p != ']')
			p++;
		n = (size_t)(p - s);
		if (!n)
			continue;
		cap = capacity_of(s, n);
		if (cap > 0) {
			if (d->capacity < 0)
				d->capacity = cap;
		} else if (!d->model[0] && n >= 5 && n < sizeof(d->model) &&
			   has_alpha_digit(s, n) && model_word(s, n)) {
			memcpy(d->model, s, n);
			d->model[n] = '\0';
		} else if (first && n < sizeof(d->vendor) &&
			   !has_alpha_digit(s, n) && (unsigned char)*s < 0x80 &&
			   ((*s >= 'a' && *s <= 'z') ||
			    (*s >= 'A' && *s <= 'Z'))) {
			memcpy(d->vendor, s, n);
			d->vendor[n] = '\0';
		}
		first = 0;
	}
}

/* ---- the mapping ------------------------------------------------------ */

struct entry {
	int label; /* index into labels; -1 none */
	char job[JOB_MAX];
	char test[40];
	struct testname cond; /* final conditions, op set */
	double iops, bw, lat, acc;
	long from, to;
	int cmd; /* the one command matched; -1 none, -2 several */
};

struct mapping {
	struct ingest_ctx *ctx;
	const struct table_context *tc;
	struct table *t;
	struct map_apply map;
	const char *tool;
	enum units_conv conv;
	int hdr;	     /* header rows */
	char **head;	     /* header text per column (owned) */
	struct testname *ht; /* parsed header per column */
	int *role;
	int cdm;	/* the row test names are CrystalDiskMark's */
	int has_system; /* a column names the systems */
	struct testname heading;
	int has_heading_test;
	char **labels;
	size_t n_labels;
	struct entry *e;
	size_t n_e, cap_e;
	unsigned skipped; /* figures that could not be mapped */
	char why[200];	  /* the first reason */
	int emitted;
};

static void why(struct mapping *m, const char *fmt, const char *arg)
{
	m->skipped++;
	if (!m->why[0])
		snprintf(m->why, sizeof(m->why), fmt, arg);
}

/* Which column roles a table has, inferred (the map may force them). */
static void classify(struct mapping *m)
{
	struct table *t = m->t;

	for (size_t c = 0; c < t->cols; c++) {
		size_t nval = 0, ntext = 0, ntest = 0, nint = 0;
		int seq = 1;
		struct cellv cv;

		if (c < MAP_COLS && m->map.role[c]) {
			m->role[c] = m->map.role[c];
			continue;
		}
		for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
			const char *s = table_cell(t, r, c);
			struct testname tn;

			if (cell_empty(s))
				continue;
			if (!parse_cell(s, &cv)) {
				nval++;
				if (cv.n == 1 && !cv.v[0].unit[0] &&
				    !strchr(cv.v[0].num, '.') &&
				    atol(cv.v[0].num) ==
					(long)(r - (size_t)m->hdr + 1))
					nint++;
				else
					seq = 0;
				continue;
			}
			seq = 0;
			ntext++;
			if (testname_parse(s, strlen(s), 0, &tn) &&
			    (tn.pattern || tn.n_ops || tn.cdm))
				ntest++;
		}
		if (m->ht[c].index || (seq && nint >= 2 && nint == nval &&
				       !m->ht[c].found && !m->ht[c].metric))
			m->role[c] = ROLE_INDEX;
		else if (m->ht[c].datasheet)
			m->role[c] = ROLE_DATASHEET;
		else if (nval && nval >= ntext)
			m->role[c] = ROLE_VALUE;
		else if (!nval && !ntext)
			m->role[c] = ROLE_IGNORE;
		else if (ntest * 2 >= ntext && ntest)
			m->role[c] = ROLE_TEST;
		else if (m->ht[c].interface)
			m->role[c] = ROLE_INTERFACE;
		else
			m->role[c] = ROLE_SYSTEM;
	}
}

/* The kind of each cell of full rows: 1 value, 2 text, 0 empty. */
static int cell_kind(const char *s)
{
	struct cellv cv;

	if (cell_empty(s))
		return 0;
	return parse_cell(s, &cv) ? 2 : 1;
}

/*
 * Rows with fewer cells than the header: a row-group label given only in
 * the group's first row shifts the cells of the other rows left.  Shift
 * such a row right when its cells then match the kinds of the full rows'
 * columns better; trailing missing cells stay missing.
 */
static void realign(struct mapping *m)
{
	struct table *t = m->t;
	int kinds[256];
	size_t full = 0;

	if (t->cols > 256)
		return;
	memset(kinds, 0, sizeof(kinds));
	for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
		if (t->present[r] != t->cols)
			continue;
		full++;
		for (size_t c = 0; c < t->cols; c++) {
			int k = cell_kind(table_cell(t, r, c));

			if (k && !kinds[c])
				kinds[c] = k;
		}
	}
	if (!full)
		return;
	for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
		size_t have = t->present[r], best = 0;
		int best_score = -1;

		if (have >= t->cols || !have)
			continue;
		for (size_t s = 0; s + have <= t->cols; s++) {
			int score = 0;

			for (size_t c = 0; c < have; c++) {
				int k = cell_kind(table_cell(t, r, c));

				if (k && k == kinds[c + s])
					score++;
			}
			if (score > best_score) {
				best_score = score;
				best = s;
			}
		}
		if (!best)
			continue;
		for (size_t c = t->cols; c-- > 0;) {
			struct table_cell *to = &t->cells[r * t->cols + c];

			if (c >= best) {
				struct table_cell tmp =
				    t->cells[r * t->cols + c - best];

				t->cells[r * t->cols + c - best] = *to;
				*to = tmp;
			}
		}
		t->present[r] = have + best;
	}
}

/* Fill empty label cells from the row above: a group label given once. */
static void fill_down(struct mapping *m)
{
	struct table *t = m->t;

	for (size_t c = 0; c < t->cols; c++) {
		if (m->role[c] != ROLE_SYSTEM && m->role[c] != ROLE_TEST &&
		    m->role[c] != ROLE_INTERFACE)
			continue;
		for (size_t r = (size_t)m->hdr + 1; r < t->rows; r++) {
			struct table_cell *cell = &t->cells[r * t->cols + c];
			const char *up = table_cell(t, r - 1, c);

			if (cell->text && cell->text[0])
				continue;
			if (!up[0])
				continue;
			free(cell->text);
			cell->text = strdup(up);
		}
	}
}

/* Join the cells of row r whose column has role into buf. */
static void join_role(struct mapping *m, size_t r, int role, char *buf,
		      size_t n)
{
	size_t k = 0;

	buf[0] = '\0';
	for (size_t c = 0; c < m->t->cols; c++) {
		const char *s = table_cell(m->t, r, c);

		if (m->role[c] != role || !s[0])
			continue;
		k += (size_t)snprintf(buf + k, k < n ? n - k : 0, "%s%s",
				      k ? " / " : "", s);
		if (k >= n) {
			buf[n - 1] = '\0';
			return;
		}
	}
}

static int label_index(struct mapping *m, const char *label)
{
	char **l;

	if (!label || !label[0])
		return -1;
	for (size_t i = 0; i < m->n_labels; i++)
		if (!strcmp(m->labels[i], label))
			return (int)i;
	l = realloc(m->labels, (m->n_labels + 1) * sizeof(*l));
	if (!l)
		return -2;
	m->labels = l;
	l[m->n_labels] = strdup(label);
	if (!l[m->n_labels])
		return -2;
	return (int)m->n_labels++;
}

/* dd, iozone: conditions that hold for every run of the tool. */
static void tool_facts(const char *tool, struct testname *c)
{
	if (tool && !strcmp(tool, "dd")) {
		/* dd: one process, one synchronous request at a time */
		if (c->pattern == IODB_PATTERN_UNKNOWN)
			c->pattern = IODB_PATTERN_SEQ;
		if (c->iodepth < 0)
			c->iodepth = 1;
		if (c->numjobs < 0)
			c->numjobs = 1;
	}
}

/*
 * Conditions from the prose notes: pass 0 takes the notes that name c's
 * pattern, pass 1 those that name none.  A field is filled when c lacks
 * it, no command stated it (stated_*) and the notes agree.
 */
static void prose_facts(const struct table_context *tc, struct testname *c,
			int pass, int stated_bs, int stated_qd, int stated_nj)
{
	int64_t bs = -1, qd = -1, nj = -1;
	int cbs = 0, cqd = 0, cnj = 0;

	for (size_t i = 0; i < tc->n_notes; i++) {
		const struct testname *k = &tc->notes[i];

		if (pass == 0 && (k->pattern == IODB_PATTERN_UNKNOWN ||
				  k->pattern != c->pattern))
			continue;
		if (pass == 1 && k->pattern != IODB_PATTERN_UNKNOWN)
			continue;
		if (k->op != IODB_OP_UNKNOWN && c->op != IODB_OP_UNKNOWN &&
		    k->op != c->op)
			continue;
		if (k->bs > 0) {
			cbs |= bs > 0 && bs != k->bs;
			bs = k->bs;
		}
		if (k->iodepth > 0) {
			cqd |= qd > 0 && qd != k->iodepth;
			qd = k->iodepth;
		}
		if (k->numjobs > 0) {
			cnj |= nj > 0 && nj != k->numjobs;
			nj = k->numjobs;
		}
	}
	if (c->bs < 0 && !stated_bs && bs > 0 && !cbs)
		c->bs = bs;
	if (c->iodepth < 0 && !stated_qd && qd > 0 && !cqd)
		c->iodepth = qd;
	if (c->numjobs < 0 && !stated_nj && nj > 0 && !cnj)
		c->numjobs = nj;
}

/*
 * Fill from the document's commands of the table's tool: a field every
 * compatible command states alike.  Then from the prose notes, for fields
 * no compatible command states at all.  *cmd gets the one compatible
 * command's index (-1 none, -2 several).
 */
static void fill_from_commands(struct mapping *m, struct testname *c, int *cmd,
			       int note)
{
	const struct table_context *tc = m->tc;
	struct testname agree;
	int n = 0, stated_bs = 0, stated_qd = 0, stated_nj = 0;
	int clash_bs = 0, clash_qd = 0, clash_nj = 0, clash_dir = 0;
	int all_bs = 1, all_qd = 1, all_nj = 1, all_dir = 1, all_pat = 1;
	int clash_pat = 0;

	testname_init(&agree);
	*cmd = -1;
	for (size_t i = 0; m->tool && i < tc->n_cmds; i++) {
		const struct testname *k = &tc->cmds[i].cond;

		if (strcmp(tc->cmds[i].tool, m->tool) ||
		    !testname_compatible(c, k))
			continue;
		/* a row with its own commands (a note "index 2.") */
		if (note && (tc->cmds[i].table != tc->index ||
			     tc->cmds[i].note != note))
			continue;
		*cmd = n ? -2 : (int)i;
		n++;
#define AGREE(f, all, clash, stated)                                           \
	do {                                                                   \
		if (k->f < 0) {                                                \
			all = 0;                                               \
		} else {                                                       \
			stated = 1;                                            \
			if (agree.f < 0)                                       \
				agree.f = k->f;                                \
			else if (agree.f != k->f)                              \
				clash = 1;                                     \
		}                                                              \
	} while (0)
		AGREE(bs, all_bs, clash_bs, stated_bs);
		AGREE(iodepth, all_qd, clash_qd, stated_qd);
		AGREE(numjobs, all_nj, clash_nj, stated_nj);
#undef AGREE
		if (k->direct < 0)
			all_dir = 0;
		else if (agree.direct < 0)
			agree.direct = k->direct;
		else if (agree.direct != k->direct)
			clash_dir = 1;
		if (k->pattern == IODB_PATTERN_UNKNOWN)
			all_pat = 0;
		else if (agree.pattern == IODB_PATTERN_UNKNOWN)
			agree.pattern = k->pattern;
		else if (agree.pattern != k->pattern)
			clash_pat = 1;
	}
	/*
	 * Prose that names this test's pattern ("Sequential block size: 64k
	 * / Random block size: 4k") is more specific than a command that ran
	 * several patterns at once (iozone -i 0 -i 1 -i 2 -r 64k): there it
	 * wins.  Otherwise the commands win and prose fills what no command
	 * states.
	 */
	if (n && agree.pattern == IODB_PATTERN_UNKNOWN)
		prose_facts(tc, c, 0, 0, 0, 0);
	if (n) {
		if (c->bs < 0 && all_bs && !clash_bs)
			c->bs = agree.bs;
		if (c->iodepth < 0 && all_qd && !clash_qd)
			c->iodepth = agree.iodepth;
		if (c->numjobs < 0 && all_nj && !clash_nj)
			c->numjobs = agree.numjobs;
		if (c->direct < 0 && all_dir && !clash_dir)
			c->direct = agree.direct;
		if (c->pattern == IODB_PATTERN_UNKNOWN && all_pat && !clash_pat)
			c->pattern = agree.pattern;
	}
	for (int pass = 0; pass < 2; pass++)
		prose_facts(tc, c, pass, stated_bs, stated_qd, stated_nj);
	tool_facts(m->tool, c);
}

/*
 * A job name without its metric words and units: "Read IOPS" and "Read
 * BW (MiB/s)" are the same test's two figures, "Read".
 */
static void clean_job(char *job)
{
	static const char *const words[] = {
	    "(mib/s)", "(mb/s)", "(kib/s)",	 "(kb/s)",    "(gb/s)",
	    "(gib/s)", "(iops)", "(ms)",	 "(us)",      "[mb/s]",
	    "[iops]",  "mib/s",	 "mb/s",	 "kib/s",     "kb/s",
	    "gib/s",   "gb/s",	 "iops",	 "bandwidth", "throughput",
	    "latency", "bw",	 "スループット", "帯域",      "처리량",
	    "대역폭",  "吞吐量", "带宽",	 "帶寬",      NULL,
	};
	size_t n = strlen(job), k;
	char *p;

	for (size_t w = 0; words[w]; w++) {
		size_t l = strlen(words[w]);

		for (p = job; *p;) {
			if (strncasecmp(p, words[w], l) ||
			    ((unsigned char)words[w][0] < 0x80 && p > job &&
			     ((p[-1] >= 'a' && p[-1] <= 'z') ||
			      (p[-1] >= 'A' && p[-1] <= 'Z')))) {
				p++;
				continue;
			}
			memmove(p, p + l, strlen(p + l) + 1);
		}
	}
	/* blanks and separators left at the ends */
	n = strlen(job);
	while (n &&
	       (job[n - 1] == ' ' || job[n - 1] == ',' || job[n - 1] == '-' ||
		job[n - 1] == '/' || job[n - 1] == ':'))
		job[--n] = '\0';
	for (k = 0; job[k] == ' ' || job[k] == ',' || job[k] == '-'; k++)
		;
	memmove(job, job + k, n - k + 1);
	/* runs of blanks */
	for (p = job; *p; p++)
		while (p[0] == ' ' && p[1] == ' ')
			memmove(p, p + 1, strlen(p + 1) + 1);
}

static int add_entry(struct mapping *m, const struct entry *e)
{
	struct entry *n;

	for (size_t i = 0; i < m->n_e; i++) {
		struct entry *x = &m->e[i];

		if (x->label != e->label || x->cond.op != e->cond.op ||
		    x->cond.pattern != e->cond.pattern ||
		    x->cond.bs != e->cond.bs ||
		    x->cond.iodepth != e->cond.iodepth ||
		    x->cond.numjobs != e->cond.numjobs ||
		    strcmp(x->test, e->test))
			continue;
		/* without a canonical test, the names must match */
		if (!e->test[0] && strcmp(x->job, e->job))
			continue;
		/* the same test of the same system: one more metric of it */
		if (!isnan(e->iops) && isnan(x->iops))
			x->iops = e->iops;
		else if (!isnan(e->bw) && isnan(x->bw))
			x->bw = e->bw;
		else if (!isnan(e->lat) && isnan(x->lat))
			x->lat = e->lat;
		else if (!isnan(e->acc) && isnan(x->acc))
			x->acc = e->acc;
		else
			continue;
		if (e->from < x->from)
			x->from = e->from;
		if (e->to > x->to)
			x->to = e->to;
		if (x->cmd != e->cmd)
			x->cmd = -2;
		return 0;
	}
	if (m->n_e == m->cap_e) {
		size_t cap = m->cap_e ? m->cap_e * 2 : 16;

		n = realloc(m->e, cap * sizeof(*n));
		if (!n)
			return -ENOMEM;
		m->e = n;
		m->cap_e = cap;
	}
	m->e[m->n_e++] = *e;
	return 0;
}

/*
 * The index number of row r when the document has commands noted under
 * it ("index 2." below the table), else 0.
 */
static int row_note(struct mapping *m, size_t r)
{
	for (size_t c = 0; c < m->t->cols; c++) {
		long n;

		if (m->role[c] != ROLE_INDEX)
			continue;
		n = atol(table_cell(m->t, r, c));
		if (n <= 0 || n > 100000)
			return 0;
		for (size_t i = 0; i < m->tc->n_cmds; i++)
			if (m->tc->cmds[i].table == m->tc->index &&
			    m->tc->cmds[i].note == n)
				return (int)n;
		return 0;
	}
	return 0;
}

/* Map one value cell (row r, column c). */
static int map_cell(struct mapping *m, size_t r, size_t c)
{
	struct table *t = m->t;
	const char *s = table_cell(t, r, c);
	char label[256], rowtest[256];
	struct testname cond, rt;
	struct cellv cv;
	int li, ret;

	if (cell_empty(s))
		return 0;
	if (parse_cell(s, &cv)) {
		why(m, "'%s' is no figure", s);
		return 0;
	}
	if (r < MAP_COLS && m->map.row_text[r])
		snprintf(rowtest, sizeof(rowtest), "%s", m->map.row_text[r]);
	else
		join_role(m, r, ROLE_TEST, rowtest, sizeof(rowtest));
	if (m->map.labels_columns)
		snprintf(label, sizeof(label), "%s", m->head[c]);
	else
		join_role(m, r, ROLE_SYSTEM, label, sizeof(label));
	if (!label[0] && !m->map.labels_columns && !m->has_system &&
	    !m->ht[c].found && !m->ht[c].metric && m->head[c][0]) {
		/* a header naming no test: the systems are the columns */
		snprintf(label, sizeof(label), "%s", m->head[c]);
	}
	testname_parse(rowtest, strlen(rowtest), m->cdm, &rt);
	cond = rt;
	if (strcmp(label, m->head[c]))
		testname_fill(&cond, &m->ht[c]);
	testname_fill(&cond, &m->heading);
	if (m->map.has_cond) {
		struct testname o = m->map.cond;

		testname_fill(&o, &cond);
		cond = o;
	}
	li = label_index(m, label);
	if (li < -1)
		return -ENOMEM;
	for (int k = 0; k < cv.n; k++) {
		struct entry e;
		enum testname_metric metric = cv.v[k].metric;
		const char *unit = cond.unit;
		double x;
		int cmd;

		memset(&e, 0, sizeof(e));
		e.iops = e.bw = e.lat = e.acc = NAN;
		e.label = li;
		e.cond = cond;
		if (cv.n == 1 && cond.n_ops <= 1) {
			e.cond.op = cond.n_ops ? cond.ops[0] : IODB_OP_UNKNOWN;
		} else if (cv.n == cond.n_ops) {
			e.cond.op = cond.ops[k];
		} else {
			why(m,
			    "'%s' holds a different number of figures than "
			    "the directions its header names",
			    s);
			return 0;
		}
		e.cond.n_ops = e.cond.op ? 1 : 0;
		e.cond.ops[0] = e.cond.op;
		if (metric == TESTNAME_NONE)
			metric = cond.metric;
		if (m->tool && !strcmp(m->tool, "CrystalDiskMark") &&
		    (metric == TESTNAME_NONE ||
		     (metric == TESTNAME_BW && !(unit && unit[0])))) {
			metric = TESTNAME_BW; /* CDM's figure is MB/s */
			unit = "MB/s";
		}
		if (metric == TESTNAME_NONE) {
			why(m,
			    "cannot tell what '%s' measures (no unit, and "
			    "no IOPS/throughput/latency word in its "
			    "header, row or heading)",
			    s);
			continue;
		}
		if (m->ht[c].stat || rt.stat) {
			why(m,
			    "'%s' is a minimum, maximum, burst, deviation "
			    "or percentile, which a table result does not keep",
			    s);
			continue;
		}
		if (metric != TESTNAME_IOPS && !cv.v[k].unit[0] &&
		    !(unit && unit[0])) {
			why(m, "no unit for '%s' (its header names none)", s);
			continue;
		}
		x = convert(&cv.v[k], metric, unit, m->conv);
		if (isnan(x)) {
			why(m, "cannot convert '%s'", s);
			continue;
		}
		if (metric == TESTNAME_IOPS)
			e.iops = x;
		else if (metric == TESTNAME_BW)
			e.bw = x;
		else if (m->ht[c].access || rt.access ||
			 (!m->ht[c].metric && m->heading.access))
			e.acc = x; /* HD Tune's access time */
		else
			e.lat = x;
		fill_from_commands(m, &e.cond, &cmd, row_note(m, r));
		e.cmd = cmd;
		testname_canonical(&e.cond, e.test, sizeof(e.test));
		/* the job: the test as the table names it */
		if (rowtest[0] && m->ht[c].found && strcmp(label, m->head[c]))
			snprintf(e.job, sizeof(e.job), "%s %s", rowtest,
				 m->head[c]);
		else if (rowtest[0])
			snprintf(e.job, sizeof(e.job), "%s", rowtest);
		else if (m->ht[c].found && strcmp(label, m->head[c]))
			snprintf(e.job, sizeof(e.job), "%s", m->head[c]);
		else if (m->has_heading_test)
			snprintf(e.job, sizeof(e.job), "%s",
				 m->map.has_heading ? m->map.heading
						    : m->tc->heading);
		else if (strcmp(label, m->head[c]))
			snprintf(e.job, sizeof(e.job), "%s", m->head[c]);
		clean_job(e.job);
		e.from = e.to = cell_line(t, r, c);
		ret = add_entry(m, &e);
		if (ret)
			return ret;
	}
	return 0;
}

/* ---- datasheet cells -------------------------------------------------- */

/* Offsets of the pattern words in s: clause starts. */
static size_t clauses(const char *s, size_t *starts, size_t max)
{
	static const char *const words[] = {
	    "sequential",     "random",	  "seq ", "rnd",  "순차", "랜덤",
	    "シーケンシャル", "ランダム", "顺序", "随机", "隨機", NULL,
	};
	size_t n = 0;

	for (size_t i = 0; s[i] && n < max; i++) {
		for (size_t k = 0; words[k]; k++) {
			size_t l = strlen(words[k]);

			if (strncasecmp(s + i, words[k], l))
				continue;
			if (i && ((s[i - 1] >= 'a' && s[i - 1] <= 'z') ||
				  (s[i - 1] >= 'A' && s[i - 1] <= 'Z')))
				continue;
			starts[n++] = i;
			i += l - 1;
			break;
		}
	}
	if (!n) {
		starts[0] = 0;
		n = 1;
	}
	return n;
}

/* The unit the header gives the clause of pattern p ("Sequential(MB/s)"). */
static void header_unit(const char *head, enum iodb_pattern p, char *unit,
			size_t n)
{
	size_t st[8], k = clauses(head, st, 8);

	unit[0] = '\0';
	for (size_t i = 0; i < k; i++) {
		size_t end = i + 1 < k ? st[i + 1] : strlen(head);
		struct testname tn;

		testname_parse(head + st[i], end - st[i], 0, &tn);
		if ((tn.pattern == p || k == 1) && tn.unit[0]) {
			snprintf(unit, n, "%s", tn.unit);
			return;
		}
	}
}

struct ds_num {
	char num[48];
	char unit[24];
	char text[80];
	long line;
};

/*
 * The figures of a datasheet clause: numbers that are no conditions
 * ("QD:32", "64k", "Q32T1" are skipped).  "72,000" is one number; "215,
 * 108" two.
 */
static int ds_numbers(const char *s, size_t len, struct ds_num *out, int max)
{
	int n = 0;

	for (size_t i = 0; i < len && n < max; i++) {
		size_t j = i, u;
		char c = s[i];

		if (c < '0' || c > '9')
			continue;
		if (i &&
		    ((s[i - 1] >= 'a' && s[i - 1] <= 'z') ||
		     (s[i - 1] >= 'A' && s[i - 1] <= 'Z') || s[i - 1] == '.' ||
		     s[i - 1] == ':' || s[i - 1] == '=')) {
			while (i + 1 < len &&
			       ((s[i + 1] >= '0' && s[i + 1] <= '9') ||
				s[i + 1] == '.'))
				i++;
			continue;
		}
		while (j < len) {
			if (s[j] >= '0' && s[j] <= '9') {
				j++;
			} else if (s[j] == '.' && j + 1 < len &&
				   s[j + 1] >= '0' && s[j + 1] <= '9') {
				j++;
			} else if (s[j] == ',' && j + 3 < len + 0 &&
				   s[j + 1] >= '0' && s[j + 1] <= '9' &&
				   s[j + 2] >= '0' && s[j + 2] <= '9' &&
				   s[j + 3] >= '0' && s[j + 3] <= '9' &&
				   (j + 4 >= len || s[j + 4] < '0' ||
				    s[j + 4] > '9')) {
				j += 4;
			} else {
				break;
			}
		}
		if (j - i >= sizeof(out[n].num)) {
			i = j;
			continue;
		}
		u = j;
		/* "64k", "4K": a block size, a condition; "560MB/s" a figure */
		if (u < len && ((s[u] >= 'a' && s[u] <= 'z') ||
				(s[u] >= 'A' && s[u] <= 'Z'))) {
			size_t w = u, a = u;

			while (w < len && s[w] != ' ' && s[w] != ',' &&
			       s[w] != ')')
				w++;
			while (a < len &&
			       ((s[a] >= 'a' && s[a] <= 'z') ||
				(s[a] >= 'A' && s[a] <= 'Z') || s[a] == '/'))
				a++;
			if (!(w - u == 1 && (s[u] == 'k' || s[u] == 'K') &&
			      len - w >= 5 &&
			      !strncasecmp(s + w, " iops", 5)) &&
			    !(a - u > 2 && s[a - 2] == '/' &&
			      (s[a - 1] == 's' || s[a - 1] == 'S')) &&
			    !(a - u == 4 && !strncasecmp(s + u, "iops", 4))) {
				i = w;
				continue;
			}
		}
		memcpy(out[n].num, s + i, j - i);
		out[n].num[j - i] = '\0';
		while (u < len && s[u] == ' ')
			u++;
		{
			size_t w = u;

			while (w < len && s[w] != ' ' && s[w] != ',' &&
			       s[w] != ')' && s[w] != '(' &&
			       (unsigned char)s[w] < 0x80)
				w++;
			/* "560MB/s로": the unit ends where the letters do */
			if (w < len && (unsigned char)s[w] >= 0x80) {
				size_t a = u;

				while (a < w && ((s[a] >= 'a' && s[a] <= 'z') ||
						 (s[a] >= 'A' && s[a] <= 'Z') ||
						 s[a] == '/'))
					a++;
				w = a;
			}
			if (w - u == 1 && (s[u] == 'k' || s[u] == 'K') &&
			    len - w >= 5 && !strncasecmp(s + w, " iops", 5))
				w += 5;
			if (w > u && w - u < sizeof(out[n].unit) &&
			    ((s[u] >= 'a' && s[u] <= 'z') ||
			     (s[u] >= 'A' && s[u] <= 'Z'))) {
				memcpy(out[n].unit, s + u, w - u);
				out[n].unit[w - u] = '\0';
			} else {
				out[n].unit[0] = '\0';
				w = j;
			}
			snprintf(out[n].text, sizeof(out[n].text), "%.*s",
				 (int)(w - i), s + i);
			i = w;
		}
		n++;
	}
	return n;
}

/* Emit the datasheet figures of row r's datasheet cell in column c. */
static int map_datasheet(struct mapping *m, size_t r, size_t c)
{
	const char *s = table_cell(m->t, r, c);
	char label[256], iface[128];
	size_t st[8], k;
	struct device d;
	int ret = 0;

	if (cell_empty(s))
		return 0;
	join_role(m, r, ROLE_SYSTEM, label, sizeof(label));
	join_role(m, r, ROLE_INTERFACE, iface, sizeof(iface));
	if (!label[0]) {
		why(m, "no device named beside the datasheet figures '%s'", s);
		return 0;
	}
	device_of(label, &d);
	k = clauses(s, st, 8);
	for (size_t i = 0; i < k; i++) {
		size_t end = i + 1 < k ? st[i + 1] : strlen(s);
		struct ds_num nums[TESTNAME_MAX_OPS + 4];
		struct testname tn;
		char hunit[24], mu[24];
		int n;

		testname_parse(s + st[i], end - st[i], 0, &tn);
		n = ds_numbers(s + st[i], end - st[i], nums,
			       TESTNAME_MAX_OPS + 4);
		if (!n)
			continue; /* "Random 정보 X": nothing stated */
		if (!(n == tn.n_ops || (n == 1 && tn.n_ops <= 1))) {
			why(m,
			    "datasheet figures '%s' do not match the "
			    "directions they name",
			    s);
			continue;
		}
		header_unit(m->head[c], tn.pattern, hunit, sizeof(hunit));
		/* a measured column of the same pattern lends its unit */
		mu[0] = '\0';
		for (size_t v = 0; v < m->t->cols && !mu[0]; v++) {
			if (m->role[v] == ROLE_VALUE && m->ht[v].unit[0] &&
			    (m->ht[v].pattern == tn.pattern ||
			     m->ht[v].pattern == IODB_PATTERN_UNKNOWN)) {
				snprintf(mu, sizeof(mu), "%s", m->ht[v].unit);
			} else if (m->role[v] == ROLE_VALUE && !mu[0]) {
				struct cellv cv;

				if (!parse_cell(table_cell(m->t, r, v), &cv) &&
				    cv.v[0].unit[0] &&
				    cv.v[0].metric == TESTNAME_BW &&
				    (m->ht[v].pattern == tn.pattern ||
				     !m->ht[v].pattern))
					snprintf(mu, sizeof(mu), "%s",
						 cv.v[0].unit);
			}
		}
		for (int j = 0; j < n; j++) {
			struct iodb_spec sp = IODB_SPEC_INIT;
			const char *unit = nums[j].unit;
			struct val v;
			double x;

			/* "(6000 , 5600 MB)": a unit given once, at the end */
			for (int q = j + 1; !unit[0] && q < n; q++)
				unit = nums[q].unit;
			for (int q = j - 1; !unit[0] && q >= 0; q--)
				unit = nums[q].unit;
			if (!unit[0])
				unit = hunit[0] ? hunit : mu;
			memset(&v, 0, sizeof(v));
			snprintf(v.num, sizeof(v.num), "%s", nums[j].num);
			snprintf(v.unit, sizeof(v.unit), "%s", unit);
			if (!unit[0] || classify_unit(&v) ||
			    v.metric == TESTNAME_NONE) {
				why(m, "no unit for the datasheet figures '%s'",
				    s);
				break;
			}
			/* vendors state decimal megabytes */
			x = convert(&v, v.metric, unit, UNITS_DECIMAL);
			if (isnan(x)) {
				why(m,
				    "cannot convert the datasheet figure "
				    "'%s'",
				    nums[j].text);
				continue;
			}
			sp.vendor = d.vendor[0] ? d.vendor : NULL;
			sp.model = d.model[0] ? d.model : label;
			sp.interface = iface[0] ? iface : NULL;
			sp.capacity_bytes = d.capacity;
			sp.metric = v.metric == TESTNAME_IOPS  ? "iops"
				    : v.metric == TESTNAME_LAT ? "lat_mean_ns"
							       : "bw_bytes";
			sp.value = x;
			sp.value_text = nums[j].text;
			sp.op = tn.n_ops == n ? tn.ops[j] : tn.op;
			sp.pattern = tn.pattern;
			sp.bs = tn.bs;
			sp.iodepth = tn.iodepth;
			sp.numjobs = tn.numjobs;
			sp.source = m->ctx->path;
			sp.line = cell_line(m->t, r, c);
			ret = ingest_emit_spec(m->ctx, &sp);
			if (ret)
				return ret;
			m->emitted++;
		}
	}
	return 0;
}

int table_prose_datasheet(struct ingest_ctx *ctx, const char *s, long line,
			  const char *fallback)
{
	struct testname all;
	struct device d;
	size_t b = 0, len = strlen(s);
	int emitted = 0, ret;

	testname_parse(s, len, 0, &all);
	if (!all.datasheet)
		return 0;
	device_of(s, &d);
	if (!d.model[0] && fallback)
		device_of(fallback, &d);
	for (size_t e = 0; e <= len; e++) {
		struct ds_num nums[TESTNAME_MAX_OPS + 4];
		struct testname tn;
		int n, cut = e == len || s[e] == ';' ||
			     (s[e] == ',' && e + 1 < len && s[e + 1] == ' ');

		if (!cut && e + 3 <= len &&
		    (!memcmp(s + e, "\xef\xbc\x8c", 3) ||
		     !memcmp(s + e, "\xe3\x80\x81", 3)))
			cut = 1;
		if (!cut)
			continue;
		testname_parse(s + b, e - b, 0, &tn);
		n = ds_numbers(s + b, e - b, nums, TESTNAME_MAX_OPS + 4);
		b = e + 1;
		if (!n || !(n == tn.n_ops || (n == 1 && tn.n_ops <= 1)))
			continue;
		if (!d.model[0]) {
			ingest_warn(ctx, line, 0,
				    "datasheet figures that name no device "
				    "model; not stored");
			return emitted;
		}
		for (int j = 0; j < n; j++) {
			struct iodb_spec sp = IODB_SPEC_INIT;
			const char *unit = nums[j].unit;
			struct val v;
			double x;

			for (int q = j + 1; !unit[0] && q < n; q++)
				unit = nums[q].unit;
			memset(&v, 0, sizeof(v));
			snprintf(v.num, sizeof(v.num), "%s", nums[j].num);
			snprintf(v.unit, sizeof(v.unit), "%s", unit);
			if (!unit[0] || classify_unit(&v) ||
			    v.metric == TESTNAME_NONE)
				continue;
			x = convert(&v, v.metric, unit, UNITS_DECIMAL);
			if (isnan(x))
				continue;
			sp.vendor = d.vendor[0] ? d.vendor : NULL;
			sp.model = d.model;
			sp.capacity_bytes = d.capacity;
			sp.metric = v.metric == TESTNAME_IOPS  ? "iops"
				    : v.metric == TESTNAME_LAT ? "lat_mean_ns"
							       : "bw_bytes";
			sp.value = x;
			sp.value_text = nums[j].text;
			sp.op = tn.n_ops == n ? tn.ops[j] : tn.op;
			sp.pattern = tn.pattern;
			sp.bs = tn.bs;
			sp.iodepth = tn.iodepth;
			sp.numjobs = tn.numjobs;
			sp.source = ctx->path;
			sp.line = line;
			ret = ingest_emit_spec(ctx, &sp);
			if (ret)
				return ret;
			emitted++;
		}
	}
	return emitted;
}

/* ---- emission --------------------------------------------------------- */

static int emit_runs(struct mapping *m)
{
	const struct table_context *tc = m->tc;
	int ret = 0;

	for (long li = -1; li < (long)m->n_labels; li++) {
		struct iodb_run run = IODB_RUN_INIT;
		struct device d;
		char cmds[4096];
		size_t k = 0;
		int any = 0, many = 0;

		cmds[0] = '\0';
		for (size_t i = 0; i < m->n_e; i++) {
			const struct entry *e = &m->e[i];

			if (e->label != li)
				continue;
			any = 1;
			if (e->cmd == -2)
				many = 1;
			if (e->cmd >= 0) {
				const char *t = tc->cmds[e->cmd].text;

				if (strstr(cmds, t))
					continue;
				k += (size_t)snprintf(
				    cmds + k,
				    k < sizeof(cmds) ? sizeof(cmds) - k : 0,
				    "%s%s", k ? "\n" : "", t);
			}
		}
		if (!any)
			continue;
		if (k >= sizeof(cmds))
			cmds[0] = '\0';
		run.format = "table";
		run.tool = m->tool;
		run.tool_version = m->tool ? tc->tool_version : NULL;
		run.label = li >= 0 ? m->labels[li] : NULL;
		if (run.label) {
			device_of(run.label, &d);
			if (d.model[0])
				run.device_model = d.model;
		}
		run.command = cmds[0] && !many ? cmds : NULL;
		run.line_from = m->t->line_from;
		run.line_to = m->t->line_to;
		ret = ingest_emit_run(m->ctx, &run);
		if (ret)
			return ret;
		for (size_t i = 0; i < m->n_e; i++) {
			const struct entry *e = &m->e[i];
			struct iodb_result res = IODB_RESULT_INIT;

			if (e->label != li)
				continue;
			res.job = e->job[0] ? e->job : NULL;
			res.test = e->test[0] ? e->test : NULL;
			res.op = e->cond.op;
			res.pattern = e->cond.pattern;
			res.bs = e->cond.bs;
			res.iodepth = e->cond.iodepth;
			res.numjobs = e->cond.numjobs;
			res.direct = e->cond.direct;
			res.iops = e->iops;
			res.bw_bytes = e->bw;
			res.lat.mean = e->lat;
			res.access_time_ns = e->acc;
			res.line_from = e->from;
			res.line_to = e->to;
			ret = ingest_emit_result(m->ctx, &res);
			if (ret)
				return ret;
			m->emitted++;
		}
	}
	return 0;
}

/* How many leading rows are header rows. */
static int header_rows(const struct table *t)
{
	int h = 1;

	/* a second header row: no figure in it, figures below it */
	while (h < 3 && (size_t)h + 1 < t->rows) {
		int fig = 0, words = 0;

		for (size_t c = 0; c < t->cols; c++) {
			const char *s = table_cell(t, (size_t)h, c);
			struct testname tn;

			if (cell_kind(s) == 1)
				fig = 1;
			else if (s[0] && testname_parse(s, strlen(s), 0, &tn) +
					     (tn.metric ? 1 : 0))
				words++;
		}
		if (fig || words < 2)
			break;
		h++;
	}
	return h;
}

int table_has_figures(const struct table *t, const char *heading)
{
	int words = 0;
	struct testname hn;

	if (t->rows < 2 || t->cols < 2)
		return 0;
	if (heading &&
	    (testname_parse(heading, strlen(heading), 0, &hn) || hn.metric))
		words++;
	for (size_t c = 0; c < t->cols; c++) {
		const char *s = table_cell(t, 0, c);
		struct testname tn;

		if (testname_parse(s, strlen(s), 0, &tn) || tn.metric)
			words++;
	}
	for (size_t r = 1; r < t->rows; r++)
		for (size_t c = 0; c < t->cols; c++) {
			struct cellv cv;
			const char *s = table_cell(t, r, c);

			if (cell_empty(s) || parse_cell(s, &cv))
				continue;
			if (words || cv.v[0].metric != TESTNAME_NONE)
				return 1;
		}
	return 0;
}

int table_emit(struct ingest_ctx *ctx, struct table *t,
	       const struct table_context *tc)
{
	struct mapping m;
	const char *heading;
	int ret = 0, values = 0;

	memset(&m, 0, sizeof(m));
	m.ctx = ctx;
	m.tc = tc;
	m.t = t;
	if (tc->map) {
		ret = map_read(ctx, tc->map, t, tc->index, &m.map);
		if (ret)
			goto out;
	}
	if (m.map.skip) {
		ingest_warn(ctx, t->line_from, 0,
			    "table %d skipped as the map says", tc->index);
		goto out;
	}
	if (t->rows < 2 || t->cols < 2) {
		ingest_warn(ctx, t->line_from, 0,
			    "table %d not imported: it has no rows or columns "
			    "of figures",
			    tc->index);
		goto out;
	}
	m.hdr = m.map.header_rows ? m.map.header_rows : header_rows(t);
	if ((size_t)m.hdr >= t->rows)
		m.hdr = 1;
	m.head = calloc(t->cols, sizeof(*m.head));
	m.ht = calloc(t->cols, sizeof(*m.ht));
	m.role = calloc(t->cols, sizeof(*m.role));
	if (!m.head || !m.ht || !m.role) {
		ret = -ENOMEM;
		goto out;
	}
	for (size_t c = 0; c < t->cols; c++) {
		char buf[1024];
		size_t k = 0;

		buf[0] = '\0';
		for (int h = 0; h < m.hdr; h++) {
			const char *s = table_cell(t, (size_t)h, c);

			if (!s[0] ||
			    (h && !strcmp(s, table_cell(t, (size_t)h - 1, c))))
				continue;
			k += (size_t)snprintf(
			    buf + k, k < sizeof(buf) ? sizeof(buf) - k : 0,
			    "%s%s", k ? " " : "", s);
			if (k >= sizeof(buf))
				k = sizeof(buf) - 1;
		}
		if (c < MAP_COLS && m.map.header[c])
			snprintf(buf, sizeof(buf), "%s", m.map.header[c]);
		m.head[c] = strdup(buf);
		if (!m.head[c]) {
			ret = -ENOMEM;
			goto out;
		}
		testname_parse(buf, strlen(buf), 0, &m.ht[c]);
	}
	heading = m.map.has_heading ? m.map.heading : tc->heading;
	testname_init(&m.heading);
	if (heading && testname_parse(heading, strlen(heading), 0, &m.heading))
		m.has_heading_test = 1;
	m.tool = m.map.tool ? m.map.tool : tc->tool;

	realign(&m);
	classify(&m);
	fill_down(&m);
	for (size_t c = 0; c < t->cols; c++)
		if (m.role[c] == ROLE_SYSTEM)
			m.has_system = 1;
	for (size_t c = 0; c < t->cols; c++) {
		if (m.role[c] != ROLE_TEST)
			continue;
		for (size_t r = (size_t)m.hdr; r < t->rows; r++) {
			struct testname tn;
			const char *s = table_cell(t, r, c);

			if (testname_parse(s, strlen(s), 0, &tn) && tn.cdm)
				m.cdm = 1;
		}
	}
	for (size_t c = 0; c < t->cols; c++)
		if (m.ht[c].cdm)
			m.cdm = 1;
	if (!m.tool && m.cdm)
		m.tool = "CrystalDiskMark";
	m.conv = tool_conv(m.tool, m.map.units);

	for (size_t c = 0; c < t->cols; c++)
		if (m.role[c] == ROLE_VALUE || m.role[c] == ROLE_DATASHEET)
			values++;
	if (!values) {
		ingest_warn(ctx, t->line_from, 0,
			    "table %d not imported: no column of figures "
			    "(give its mapping with --map)",
			    tc->index);
		goto out;
	}
	for (size_t r = (size_t)m.hdr; r < t->rows; r++) {
		for (size_t c = 0; c < t->cols; c++) {
			if (m.role[c] == ROLE_VALUE)
				ret = map_cell(&m, r, c);
			if (ret)
				goto out;
		}
	}
	ret = emit_runs(&m);
	if (ret)
		goto out;
	for (size_t r = (size_t)m.hdr; r < t->rows; r++) {
		for (size_t c = 0; c < t->cols; c++) {
			if (m.role[c] == ROLE_DATASHEET)
				ret = map_datasheet(&m, r, c);
			if (ret)
				goto out;
		}
	}
	if (!m.emitted)
		ingest_warn(ctx, t->line_from, 0,
			    "table %d not imported: %s (give its mapping with "
			    "--map)",
			    tc->index, m.why[0] ? m.why : "nothing to map");
	else if (m.skipped)
		ingest_warn(ctx, t->line_from, 0,
			    "table %d: %u figure(s) skipped: %s", tc->index,
			    m.skipped, m.why);
	ret = m.emitted;
out:
	for (size_t i = 0; m.head && i < t->cols; i++)
		free(m.head[i]);
	free(m.head);
	free(m.ht);
	free(m.role);
	for (size_t i = 0; i < m.n_labels; i++)
		free(m.labels[i]);
	free(m.labels);
	free(m.e);
	map_release(&m.map);
	return ret;
}
