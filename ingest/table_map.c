/*
 * The --map file: see table_map.h.
 */
#include "ingest/table_map.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest/lines.h"
#include "util/diag.h"
#include "util/strbuf.h"

void table_map_release(struct table_map *m)
{
	for (size_t i = 0; i < TABLE_MAP_COLS; i++) {
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

/* "1,3, 4": 1-based numbers into 0-based flags of out (TABLE_MAP_COLS). */
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
		if (!d || n < 1 || n > TABLE_MAP_COLS)
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
 * An error in the --map file itself: "MAP:LINE:COL: error: ..." with the
 * line and column of p in the map's text (not the document's).
 */
static int map_error(struct ingest_ctx *ctx, const char *map, const char *p,
		     const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static int map_error(struct ingest_ctx *ctx, const char *map, const char *p,
		     const char *fmt, ...)
{
	struct strbuf sb = STRBUF_INIT;
	const char *ls = p;
	va_list ap;

	while (ls > map && ls[-1] != '\n')
		ls--;
	ctx->errors++;
	if (ctx->quiet)
		return -EINVAL;
	strbuf_addf(&sb, "%s:%ld:%ld: error: ",
		    ctx->table_map_path ? ctx->table_map_path : "--map",
		    ingest_line_of(map, p), (long)(p - ls) + 1);
	va_start(ap, fmt);
	strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	diag_error("%s", sb.buf);
	strbuf_release(&sb);
	return -EINVAL;
}

int table_map_read(struct ingest_ctx *ctx, const char *map,
		   const struct table *t, int index, struct table_map *m)
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
				return map_error(
				    ctx, map, l.s,
				    "expected '[table N]', "
				    "'[table line N]' or '[table *]', "
				    "found '%.*s'",
				    (int)(l.len > 60 ? 60 : l.len), l.s);
			on = sel;
			any = 1;
			continue;
		}
		if (!any)
			return map_error(ctx, map, l.s,
					 "expected a "
					 "'[table N]' section first, found "
					 "'%.*s'",
					 (int)(l.len > 60 ? 60 : l.len), l.s);
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
			return map_error(ctx, map, l.s,
					 "expected 'KEY = "
					 "VALUE', found '%.*s'",
					 (int)(l.len > 60 ? 60 : l.len), l.s);
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
				return map_error(ctx, map, v.s,
						 "expected "
						 "'decimal' or 'binary', "
						 "found '%.*s'",
						 (int)v.len, v.s);
			if (m && on)
				m->units = keyis(v, "decimal") ? 1 : 2;
		} else if (keyis(k, "labels")) {
			if (!keyis(v, "columns") && !keyis(v, "rows"))
				return map_error(ctx, map, v.s,
						 "expected "
						 "'rows' or 'columns', "
						 "found '%.*s'",
						 (int)v.len, v.s);
			if (m && on)
				m->labels_columns = keyis(v, "columns");
		} else if (keyis(k, "header rows")) {
			if (v.len != 1 || v.s[0] < '1' || v.s[0] > '3')
				return map_error(ctx, map, v.s,
						 "expected "
						 "1, 2 or 3, found '%.*s'",
						 (int)v.len, v.s);
			if (m && on)
				m->header_rows = v.s[0] - '0';
		} else if (keyis(k, "label column") ||
			   keyis(k, "label columns") ||
			   keyis(k, "ignore column") ||
			   keyis(k, "ignore columns") ||
			   keyis(k, "datasheet column") ||
			   keyis(k, "test column")) {
			int tmp[TABLE_MAP_COLS] = {0};
			int role =
			    k.s[0] == 'l' || k.s[0] == 'L'   ? TABLE_ROLE_SYSTEM
			    : k.s[0] == 'i' || k.s[0] == 'I' ? TABLE_ROLE_IGNORE
			    : k.s[0] == 'd' || k.s[0] == 'D'
				? TABLE_ROLE_DATASHEET
				: TABLE_ROLE_TEST;

			if (parse_list(v, tmp, role))
				return map_error(ctx, map, v.s,
						 "expected "
						 "column numbers (1-%d), "
						 "found '%.*s'",
						 TABLE_MAP_COLS, (int)v.len,
						 v.s);
			for (size_t i = 0; m && on && i < TABLE_MAP_COLS; i++)
				if (tmp[i])
					m->role[i] = tmp[i];
		} else if ((n = key_num(k, "column")) > 0 ||
			   (n = key_num(k, "header")) > 0) {
			if (n > TABLE_MAP_COLS)
				return map_error(ctx, map, l.s,
						 "column %ld "
						 "is out of range (1-%d)",
						 n, TABLE_MAP_COLS);
			if (m && on) {
				free(m->header[n - 1]);
				m->header[n - 1] = dup_n(v.s, v.len);
			}
		} else if ((n = key_num(k, "row")) > 0) {
			if (n > TABLE_MAP_COLS || n < 2)
				return map_error(ctx, map, l.s,
						 "row %ld is "
						 "out of range (2-%d; row 1 "
						 "is the header)",
						 n, TABLE_MAP_COLS);
			if (m && on) {
				free(m->row_text[n - 1]);
				m->row_text[n - 1] = dup_n(v.s, v.len);
			}
		} else {
			return map_error(ctx, map, k.s,
					 "unknown key "
					 "'%.*s'",
					 (int)k.len, k.s);
		}
	}
	return 0;
}

int table_map_check(struct ingest_ctx *ctx, const char *map)
{
	return table_map_read(ctx, map, NULL, 0, NULL);
}
