/*
 * Whole documents: blog posts, wiki pages and reports in plain text,
 * Markdown or saved HTML, with commands, tool outputs and hand-made result
 * tables among the prose (docs/documents.md).
 *
 * The document is read into lines and tables (doctext.c).  Then:
 *   1. tables: HTML tables, Markdown pipe tables, tab- and comma-separated
 *      blocks (table.c), unless a tool importer claims the block;
 *   2. commands (fio, dd, iozone, hdparm) anywhere in the text, with the
 *      conditions they state;
 *   3. tool blocks: paragraphs a tool importer recognizes, grown over the
 *      neighbouring paragraphs the same importer still claims, with a
 *      command line just above included; each is parsed by that importer
 *      on its own sub-buffer, its line numbers mapped back to the document
 *      (ctx->line_base), its runs labelled by the heading just above;
 *   4. every table mapped to results (table.c) with the heading above, the
 *      tool the heading or section names, the commands and the conditions
 *      stated in prose.
 * Every tool block is parsed once without emitting first, so a broken
 * block stops the document before anything is emitted.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest/doctext.h"
#include "ingest/fio_options.h"
#include "ingest/formats.h"
#include "ingest/lines.h"
#include "ingest/table.h"
#include "ingest/testnames.h"
#include "model/units.h"

#define PROBE_MAX  (64 * 1024)
#define HINT_LINES 30
#define LABEL_MAX  160
#define GROW_MAX   40	 /* undetected paragraphs in a row a block takes */
#define GROW_ITEMS 20000 /* lines a tool block may span */

enum piece_kind { PIECE_TABLE, PIECE_TOOL };

struct piece {
	enum piece_kind kind;
	size_t first, last;		 /* item indices, inclusive */
	struct table *table;		 /* PIECE_TABLE */
	int own_table;			 /* built here (not an HTML item) */
	const struct ingest_format *fmt; /* PIECE_TOOL */
	int score;
};

struct para {
	size_t first, last;
	int hard;  /* a heading, CJK prose or a table comes before it */
	int prose; /* sentences, not output */
	int pre;   /* inside a code block */
	const struct ingest_format *fmt;
	int score;
	int used;
};

struct docstate {
	struct ingest_ctx *ctx;
	struct doc d;
	unsigned char *used; /* per item: 0 free, 1 table, 2 tool */
	struct piece *pieces;
	size_t n_pieces;
	struct table_command *cmds;
	size_t n_cmds;
	size_t *cmd_item; /* item of each command */
	char version[64];
	const char *version_tool;
};

/* ---- helpers ---------------------------------------------------------- */

/* Whether s holds Hangul, kana or CJK ideographs (UTF-8 lead E1-ED...). */
static int has_cjk(const char *s, size_t len)
{
	for (size_t i = 0; i + 2 < len; i++) {
		unsigned char c = (unsigned char)s[i],
			      c1 = (unsigned char)s[i + 1];

		/* U+1100-11FF, U+3040-9FFF, U+AC00-D7AF */
		if (c == 0xe1 && c1 >= 0x84 && c1 <= 0x87)
			return 1;
		if (c == 0xe3 && c1 >= 0x81)
			return 1;
		if (c >= 0xe4 && c <= 0xe9)
			return 1;
		if (c >= 0xea && c <= 0xed && !(c == 0xea && c1 < 0xb0) &&
		    !(c == 0xed && c1 >= 0x9f))
			return 1;
	}
	return 0;
}

static const struct ingest_format *detect_other(const char *buf, size_t len,
						int *score)
{
	const struct ingest_format *best = NULL;
	int best_score = 0;

	for (size_t i = 0; ingest_formats[i]; i++) {
		int s;

		if (ingest_formats[i] == &ingest_document)
			continue;
		s = ingest_formats[i]->probe(buf, len);
		if (s > best_score) {
			best_score = s;
			best = ingest_formats[i];
		}
		if (s >= 100)
			break;
	}
	if (best_score < 30)
		best = NULL;
	*score = best ? best_score : 0;
	return best;
}

/*
 * The text of items first..last joined by '\n', with blank lines put
 * back where the items skip lines, so that line k of the text is line
 * (items[first].no + k - 1) of the document.  Caller frees.
 */
static char *join_items(const struct doc *d, size_t first, size_t last,
			size_t *len)
{
	size_t n = 0, k = 0;
	char *buf;

	for (size_t i = first; i <= last; i++)
		if (d->items[i].kind == DOC_LINE)
			n += d->items[i].len + 1 + 100;
	buf = malloc(n + 1);
	if (!buf)
		return NULL;
	for (size_t i = first; i <= last; i++) {
		const struct doc_item *it = &d->items[i];
		long gap;

		if (it->kind != DOC_LINE)
			continue;
		if (k) {
			gap = 0;
			for (size_t j = i; j-- > first;) {
				if (d->items[j].kind == DOC_LINE) {
					gap = it->no - d->items[j].no - 1;
					break;
				}
			}
			for (long g = 0; g < gap && g < 100; g++)
				buf[k++] = '\n';
		}
		memcpy(buf + k, it->s, it->len);
		k += it->len;
		buf[k++] = '\n';
	}
	buf[k] = '\0';
	*len = k;
	return buf;
}

/* ---- commands --------------------------------------------------------- */

static const char *const cmd_tools[] = {"fio", "dd", "iozone", "hdparm", NULL};

/* The tool whose command starts at token s (n bytes), or NULL. */
static const char *command_word(const char *s, size_t n)
{
	const char *b = s;

	for (size_t i = 0; i < n; i++)
		if (s[i] == '/')
			b = s + i + 1;
	n -= (size_t)(b - s);
	for (size_t k = 0; cmd_tools[k]; k++)
		if (strlen(cmd_tools[k]) == n && !memcmp(b, cmd_tools[k], n))
			return cmd_tools[k];
	return NULL;
}

/* dd's operands: bs=, if=, of=, iflag=, oflag=. */
static void dd_cond(const char *s, struct testname *c)
{
	const char *p;
	char v[128];
	double x;
	int in_dev = 0, out_dev = 0, iflag_direct = 0, oflag_direct = 0;

	for (p = s; *p;) {
		size_t n;

		while (*p == ' ')
			p++;
		n = strcspn(p, " ");
		if (n < sizeof(v)) {
			memcpy(v, p, n);
			v[n] = '\0';
			if ((!strncmp(v, "bs=", 3)) &&
			    !units_size(v + 3, NULL, UNITS_BINARY,
					UNITS_COMMA_NONE, &x) &&
			    x >= 1)
				c->bs = (int64_t)x;
			if (!strncmp(v, "if=/dev/", 8))
				in_dev = strncmp(v + 8, "zero", 4) &&
						 strncmp(v + 8, "urandom", 7) &&
						 strncmp(v + 8, "random", 6)
					     ? 1
					     : -1;
			if (!strncmp(v, "of=/dev/", 8))
				out_dev = strncmp(v + 8, "null", 4) ? 1 : -1;
			if (!strncmp(v, "iflag=", 6) && strstr(v, "direct"))
				iflag_direct = 1;
			if (!strncmp(v, "oflag=", 6) && strstr(v, "direct"))
				oflag_direct = 1;
		}
		p += n;
	}
	c->pattern = IODB_PATTERN_SEQ;
	c->iodepth = 1;
	c->numjobs = 1;
	if (in_dev == 1 && out_dev != 1)
		c->op = IODB_OP_READ;
	else if (out_dev == 1 && in_dev != 1)
		c->op = IODB_OP_WRITE;
	else if (out_dev == -1)
		c->op = IODB_OP_READ;
	if (c->op == IODB_OP_READ)
		c->direct = iflag_direct;
	else if (c->op == IODB_OP_WRITE)
		c->direct = oflag_direct;
	if (c->op) {
		c->ops[0] = c->op;
		c->n_ops = 1;
	}
}

/* iozone's options: -r record size, -t threads, -I O_DIRECT, -i tests. */
static void iozone_cond(const char *s, struct testname *c)
{
	const char *p = s;
	int tests = 0;

	while (*p) {
		size_t n;

		while (*p == ' ')
			p++;
		n = strcspn(p, " ");
		if (n == 2 && p[0] == '-' &&
		    (p[1] == 'r' || p[1] == 't' || p[1] == 'i')) {
			char opt = p[1];
			const char *v = p + n;
			double x;

			while (*v == ' ')
				v++;
			if (opt == 'r' &&
			    !units_size(v, NULL, UNITS_BINARY, UNITS_COMMA_NONE,
					&x) &&
			    x >= 1)
				c->bs = (int64_t)x;
			else if (opt == 't' && *v >= '1' && *v <= '9')
				c->numjobs = atol(v);
			else if (opt == 'i' && *v >= '0' && *v <= '9')
				tests |= 1 << (atoi(v) & 15);
		} else if (n == 2 && !strncmp(p, "-I", 2)) {
			c->direct = 1;
		}
		p += n;
	}
	/* -i 0 / -i 1 alone are sequential; -i 2 is random */
	if (tests && !(tests & 4))
		c->pattern = IODB_PATTERN_SEQ;
	else if (tests == 4)
		c->pattern = IODB_PATTERN_RAND;
}

static void fio_cond(const char *s, size_t len, struct testname *c)
{
	struct fio_opts o;

	fio_opts_init(&o);
	if (fio_options_parse_cmdline(s, len, NULL, &o))
		return;
	if (o.rw[0] && !fio_rw_mixed(o.rw)) {
		c->pattern = fio_rw_pattern(o.rw);
		if (strstr(o.rw, "read"))
			c->op = IODB_OP_READ;
		else if (strstr(o.rw, "write"))
			c->op = IODB_OP_WRITE;
		else if (strstr(o.rw, "trim"))
			c->op = IODB_OP_TRIM;
		if (c->op) {
			c->ops[0] = c->op;
			c->n_ops = 1;
		}
	}
	c->bs = o.bs;
	c->iodepth = o.iodepth;
	c->numjobs = o.numjobs;
	c->direct = o.direct;
}

static int add_command(struct docstate *ds, const char *tool, const char *s,
		       size_t len, long line, size_t item)
{
	struct table_command *c;
	size_t *ci;

	while (len &&
	       (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == '`'))
		len--;
	c = realloc(ds->cmds, (ds->n_cmds + 1) * sizeof(*c));
	if (!c)
		return -ENOMEM;
	ds->cmds = c;
	ci = realloc(ds->cmd_item, (ds->n_cmds + 1) * sizeof(*ci));
	if (!ci)
		return -ENOMEM;
	ds->cmd_item = ci;
	c += ds->n_cmds;
	c->tool = tool;
	c->line = line;
	c->table = 0;
	c->note = 0;
	c->text = malloc(len + 1);
	if (!c->text)
		return -ENOMEM;
	memcpy(c->text, s, len);
	c->text[len] = '\0';
	testname_init(&c->cond);
	if (!strcmp(tool, "fio"))
		fio_cond(c->text, len, &c->cond);
	else if (!strcmp(tool, "dd"))
		dd_cond(c->text, &c->cond);
	else if (!strcmp(tool, "iozone"))
		iozone_cond(c->text, &c->cond);
	ds->cmd_item[ds->n_cmds] = item;
	ds->n_cmds++;
	return 0;
}

/*
 * Whether s starts with command options: the first word an option
 * ("-x", "--x=1", "if=/dev/sda", "/dev/sda", "job.fio"), and the first two
 * words plain ASCII ("iozone -t 파라미터를" is prose about an option).
 */
static int options_follow(const char *s, size_t len)
{
	size_t i = 0;

	for (int w = 0; w < 2 && i < len; w++) {
		size_t b = i, n;
		int ascii = 1;

		while (i < len && s[i] != ' ' && s[i] != '\t') {
			if ((unsigned char)s[i] >= 0x80)
				ascii = 0;
			i++;
		}
		n = i - b;
		if (w == 0 && !n)
			return 0;
		if (n &&
		    !(s[b] == '-' || s[b] == '/' || memchr(s + b, '=', n) ||
		      (n > 4 && !memcmp(s + i - 4, ".fio", 4)))) {
			/* "iozone -t 파라미터를": prose about an option */
			if (w == 0 || !ascii)
				return 0;
		}
		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
	}
	return i > 0;
}

/*
 * The commands of one line: a tool word (or a path ending in one) followed
 * by options ("-x", "--x", "x=").  A command ends at the next command, at
 * "//", ";", "&&", "|" or the end of the line.  Returns how many were
 * found, or a negative errno.
 */
static int scan_commands(struct docstate *ds, size_t item, int record)
{
	const struct doc_item *it = &ds->d.items[item];
	const char *s = it->s, *start = NULL, *tool = NULL;
	size_t i = 0, len = it->len;
	int n = 0, ret;

	while (i < len) {
		size_t b, e, nb;
		const char *w;

		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		b = i;
		while (i < len && s[i] != ' ' && s[i] != '\t')
			i++;
		e = i;
		if (e == b)
			break;
		if ((e - b == 2 && !memcmp(s + b, "//", 2)) ||
		    (e - b == 1 && (s[b] == ';' || s[b] == '|')) ||
		    (e - b == 2 && !memcmp(s + b, "&&", 2))) {
			if (start && record) {
				ret = add_command(ds, tool, start,
						  (size_t)(s + b - start),
						  it->no, item);
				if (ret)
					return ret;
			}
			start = NULL;
			continue;
		}
		w = command_word(s + b, e - b);
		if (!w)
			continue;
		nb = e;
		while (nb < len && s[nb] == ' ')
			nb++;
		if (!options_follow(s + nb, len - nb))
			continue;
		if (!strcmp(w, "dd") &&
		    !(len - nb > 3 && (!strncmp(s + nb, "if=", 3) ||
				       !strncmp(s + nb, "of=", 3) ||
				       !strncmp(s + nb, "bs=", 3))))
			continue;
		if (start && record) {
			ret =
			    add_command(ds, tool, start,
					(size_t)(s + b - start), it->no, item);
			if (ret)
				return ret;
		}
		start = s + b;
		tool = w;
		n++;
	}
	if (start && record) {
		ret = add_command(ds, tool, start, (size_t)(s + len - start),
				  it->no, item);
		if (ret)
			return ret;
	}
	return n;
}

/* ---- tables ----------------------------------------------------------- */

static int add_piece(struct docstate *ds, const struct piece *p)
{
	struct piece *n = realloc(ds->pieces, (ds->n_pieces + 1) * sizeof(*n));

	if (!n)
		return -ENOMEM;
	ds->pieces = n;
	n[ds->n_pieces++] = *p;
	return 0;
}

static int line_item(const struct doc *d, size_t i)
{
	return i < d->n && d->items[i].kind == DOC_LINE && !d->items[i].blank;
}

/* A tab- or comma-separated block of items i.. (returns rows, 0 none). */
static size_t delimited_rows(const struct docstate *ds, size_t i, char delim,
			     int *fields)
{
	const struct doc *d = &ds->d;
	size_t j = i;
	int first = 0;

	while (line_item(d, j) && !ds->used[j]) {
		const struct doc_item *it = &d->items[j];
		int n;

		if (!memchr(it->s, delim, it->len))
			break;
		if (delim == ',' && (memchr(it->s, '=', it->len) ||
				     memchr(it->s, '\t', it->len)))
			break;
		n = table_count_fields(it->s, it->len, delim);
		if (n < 2 || n > 64)
			break;
		if (delim == ',') {
			if (!first)
				first = n;
			else if (n > first)
				break;
		} else if (n > first) {
			first = n;
		}
		j++;
	}
	*fields = first;
	return j - i;
}

/* Whether a comma block reads as a table: a text header, figures below. */
static int csv_plausible(const struct docstate *ds, size_t i, size_t rows)
{
	struct table t;
	int ok = 0;

	table_init(&t);
	for (size_t r = 0; r < rows; r++) {
		const struct doc_item *it = &ds->d.items[i + r];

		if (table_add_delimited_row(&t, it->s, it->len, it->no, ','))
			goto out;
	}
	for (size_t c = 0; c < t.cols; c++) {
		const char *h = table_cell(&t, 0, c);

		if ((h[0] >= '0' && h[0] <= '9') || strlen(h) > 80)
			goto out;
	}
	ok = table_has_figures(&t, NULL);
out:
	table_release(&t);
	return ok;
}

static int build_table(struct docstate *ds, size_t first, size_t last,
		       char kind)
{
	struct piece p;
	struct table *t = calloc(1, sizeof(*t));
	int ret = 0;

	if (!t)
		return -ENOMEM;
	table_init(t);
	t->origin = kind == 'm' ? "markdown" : kind == 't' ? "tsv" : "csv";
	for (size_t i = first; i <= last && !ret; i++) {
		const struct doc_item *it = &ds->d.items[i];

		if (kind == 'm') {
			if (!table_md_separator(it->s, it->len))
				ret =
				    table_add_md_row(t, it->s, it->len, it->no);
		} else {
			ret = table_add_delimited_row(t, it->s, it->len, it->no,
						      kind == 't' ? '\t' : ',');
		}
	}
	if (ret) {
		table_release(t);
		free(t);
		return ret;
	}
	memset(&p, 0, sizeof(p));
	p.kind = PIECE_TABLE;
	p.first = first;
	p.last = last;
	p.table = t;
	p.own_table = 1;
	for (size_t i = first; i <= last; i++)
		ds->used[i] = 1;
	ret = add_piece(ds, &p);
	if (ret) {
		table_release(t);
		free(t);
	}
	return ret;
}

static int find_tables(struct docstate *ds)
{
	struct doc *d = &ds->d;
	int ret;

	for (size_t i = 0; i < d->n; i++) {
		struct doc_item *it = &d->items[i];
		size_t rows;
		int fields, score;

		if (ds->used[i])
			continue;
		if (it->kind == DOC_TABLE) {
			struct piece p;

			memset(&p, 0, sizeof(p));
			p.kind = PIECE_TABLE;
			p.first = p.last = i;
			p.table = it->table;
			ds->used[i] = 1;
			ret = add_piece(ds, &p);
			if (ret)
				return ret;
			continue;
		}
		if (it->blank)
			continue;
		if (table_md_row(it->s, it->len) && line_item(d, i + 1) &&
		    table_md_separator(d->items[i + 1].s,
				       d->items[i + 1].len)) {
			size_t j = i + 2;

			while (line_item(d, j) &&
			       table_md_row(d->items[j].s, d->items[j].len))
				j++;
			ret = build_table(ds, i, j - 1, 'm');
			if (ret)
				return ret;
			i = j - 1;
			continue;
		}
		for (int k = 0; k < 2; k++) {
			char delim = k ? ',' : '\t';
			char *text;
			size_t len;
			const struct ingest_format *f;

			rows = delimited_rows(ds, i, delim, &fields);
			if (rows < 2)
				continue;
			if (delim == ',' && !csv_plausible(ds, i, rows))
				continue;
			text = join_items(d, i, i + rows - 1, &len);
			if (!text)
				return -ENOMEM;
			f = detect_other(text, len, &score);
			free(text);
			if (f)
				continue; /* a tool's output, not a table */
			ret = build_table(ds, i, i + rows - 1,
					  delim == ',' ? 'c' : 't');
			if (ret)
				return ret;
			i += rows - 1;
			break;
		}
	}
	return 0;
}

/* ---- tool blocks ------------------------------------------------------ */

/* English sentences: 8+ words, mostly letters, ending with . ! ? */
static int english_prose(const char *s, size_t len)
{
	size_t words = 0, alpha = 0, i = 0;

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	if (!len ||
	    !(s[len - 1] == '.' || s[len - 1] == '!' || s[len - 1] == '?'))
		return 0;
	if (memchr(s, '=', len))
		return 0;
	while (i < len) {
		size_t b, a = 0;

		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		b = i;
		while (i < len && s[i] != ' ' && s[i] != '\t') {
			if ((s[i] >= 'a' && s[i] <= 'z') ||
			    (s[i] >= 'A' && s[i] <= 'Z'))
				a++;
			i++;
		}
		if (i > b) {
			words++;
			if (a * 10 >= (i - b) * 8)
				alpha++;
		}
	}
	return words >= 8 && alpha * 10 >= words * 9;
}

/* A line that is prose: CJK text or English sentences, no command. */
static int prose_item(struct docstate *ds, size_t i)
{
	const struct doc_item *it = &ds->d.items[i];

	if (it->kind != DOC_LINE || it->blank)
		return 0;
	if (it->heading)
		return 1;
	if (scan_commands(ds, i, 0) > 0)
		return 0;
	if (it->pre)
		return 0;
	return has_cjk(it->s, it->len) || english_prose(it->s, it->len);
}

static int item_has_command(struct docstate *ds, size_t i, const char *tool)
{
	for (size_t k = 0; k < ds->n_cmds; k++)
		if (ds->cmd_item[k] == i &&
		    (!tool || !strcmp(ds->cmds[k].tool, tool)))
			return 1;
	return 0;
}

/* The command word of a format's tool ("fio" for fio-text). */
static const char *format_tool(const struct ingest_format *f)
{
	if (!strncmp(f->name, "fio", 3))
		return "fio";
	if (!strcmp(f->name, "dd") || !strcmp(f->name, "iozone") ||
	    !strcmp(f->name, "hdparm"))
		return f->name;
	return NULL;
}

static int detect_range(struct docstate *ds, size_t first, size_t last,
			const struct ingest_format **f, int *score)
{
	size_t len;
	char *text = join_items(&ds->d, first, last, &len);

	if (!text)
		return -ENOMEM;
	*f = detect_other(text, len, score);
	free(text);
	return 0;
}

/* Paragraphs of the items not in tables. */
static int paragraphs(struct docstate *ds, struct para **out, size_t *n_out)
{
	struct doc *d = &ds->d;
	struct para *p = NULL;
	size_t n = 0;
	int hard = 1, ret = 0;

	for (size_t i = 0; i < d->n;) {
		const struct doc_item *it = &d->items[i];
		struct para *np;
		size_t j;
		int pr, cmds_only;

		if (ds->used[i] || it->kind != DOC_LINE) {
			hard = 1;
			i++;
			continue;
		}
		if (it->blank) {
			i++;
			continue;
		}
		pr = prose_item(ds, i);
		j = i + 1;
		if (!pr) {
			/* up to a blank line, prose, a table, a pre edge */
			while (j < d->n && line_item(d, j) && !ds->used[j] &&
			       d->items[j].pre == it->pre && !prose_item(ds, j))
				j++;
		}
		np = realloc(p, (n + 1) * sizeof(*np));
		if (!np) {
			ret = -ENOMEM;
			goto out;
		}
		p = np;
		memset(&p[n], 0, sizeof(p[n]));
		p[n].first = i;
		p[n].last = j - 1;
		p[n].hard = hard || (n && p[n - 1].prose &&
				     (d->items[p[n - 1].first].heading ||
				      has_cjk(d->items[p[n - 1].first].s,
					      d->items[p[n - 1].first].len)));
		p[n].prose = pr;
		p[n].pre = it->pre;
		/* commands alone are no output: nothing to import yet */
		cmds_only = 1;
		for (size_t k = i; k < j && cmds_only; k++)
			if (!d->items[k].blank &&
			    !item_has_command(ds, k, NULL))
				cmds_only = 0;
		if (!pr && !cmds_only) {
			ret =
			    detect_range(ds, i, j - 1, &p[n].fmt, &p[n].score);
			if (ret)
				goto out;
		}
		hard = pr && (it->heading || has_cjk(it->s, it->len));
		n++;
		i = j;
	}
out:
	if (ret) {
		free(p);
		return ret;
	}
	*out = p;
	*n_out = n;
	return 0;
}

static int find_blocks(struct docstate *ds)
{
	struct para *p = NULL;
	size_t n = 0;
	int ret;

	ret = paragraphs(ds, &p, &n);
	if (ret)
		return ret;
	for (size_t i = 0; i < n; i++) {
		const struct ingest_format *f = p[i].fmt, *g;
		const char *tool;
		size_t start = i, end = i;
		int score = p[i].score, s;
		struct piece pc;

		if (!f || p[i].used)
			continue;
		for (size_t j = i + 1, grown = 0; j < n; j++) {
			if (p[j].hard || p[j].prose || p[j].pre != p[j - 1].pre)
				break;
			if (p[j].fmt == f) {
				end = j;
				grown = 0;
				continue;
			}
			/*
			 * Paragraphs no importer claims alone (a double-spaced
			 * paste splits an output into one-line paragraphs):
			 * a bounded run of them, within a bounded size.
			 */
			if (p[j].fmt || ++grown > GROW_MAX ||
			    p[j].last - p[start].first > GROW_ITEMS)
				break;
			ret =
			    detect_range(ds, p[start].first, p[j].last, &g, &s);
			if (ret)
				goto out;
			if (g != f)
				break;
			end = j;
		}
		/* the output's first lines, when no importer knew them alone */
		for (size_t k = start, grown = 0; k-- > 0;) {
			if (p[k + 1].hard || p[k].prose || p[k].used ||
			    p[k].fmt || p[k].pre != p[k + 1].pre ||
			    ++grown > GROW_MAX ||
			    p[end].last - p[k].first > GROW_ITEMS)
				break;
			ret = detect_range(ds, p[k].first, p[end].last, &g, &s);
			if (ret)
				goto out;
			if (g != f)
				break;
			start = k;
		}
		/* a command line just above the output */
		tool = format_tool(f);
		if (start > 0 && !p[start].hard && !p[start - 1].used &&
		    !p[start - 1].fmt && tool &&
		    item_has_command(ds, p[start - 1].last, tool)) {
			ret = detect_range(ds, p[start - 1].first, p[end].last,
					   &g, &s);
			if (ret)
				goto out;
			if (g == f)
				start--;
		}
		memset(&pc, 0, sizeof(pc));
		pc.kind = PIECE_TOOL;
		pc.first = p[start].first;
		pc.last = p[end].last;
		pc.fmt = f;
		pc.score = score;
		for (size_t k = start; k <= end; k++)
			p[k].used = 1;
		for (size_t k = pc.first; k <= pc.last; k++)
			ds->used[k] = 2;
		ret = add_piece(ds, &pc);
		if (ret)
			goto out;
		i = end;
	}
out:
	free(p);
	return ret;
}

static int cmp_piece(const void *a, const void *b)
{
	const struct piece *x = a, *y = b;

	return x->first < y->first ? -1 : x->first > y->first;
}

/* ---- context: headings, sections, notes ------------------------------- */

/* "1.", "2-2.", "3.1", "１．": a numbered section heading in plain text. */
static int numbered_heading(const struct doc_item *it)
{
	const char *s = it->s;
	size_t i = 0, len = it->len;

	while (i < len && s[i] == ' ')
		i++;
	if (i >= len || s[i] < '0' || s[i] > '9')
		return 0;
	while (i < len &&
	       ((s[i] >= '0' && s[i] <= '9') || s[i] == '.' || s[i] == '-'))
		i++;
	if (i < len && s[i] == ')')
		i++;
	if (i >= len || s[i - 1] == '-' ||
	    !(s[i] == ' ' || (unsigned char)s[i] == 0xc2))
		return 0;
	return len - i < 200 && (s[i - 1] == '.' || s[i - 1] == ')');
}

static int section_start(const struct doc_item *it)
{
	return it->kind == DOC_LINE &&
	       (it->heading || (!it->pre && numbered_heading(it)));
}

/* The line just above item i: a heading or a short line (not a command). */
static long above(struct docstate *ds, size_t i, int max_items)
{
	for (size_t k = i, seen = 0; k-- > 0 && seen < (size_t)max_items;) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || ds->used[k])
			return -1;
		if (it->blank)
			continue;
		seen++;
		if (item_has_command(ds, k, NULL))
			continue;
		if (it->len > 300)
			return -1;
		return (long)k;
	}
	return -1;
}

/* The nearest heading above item i, not across a table or block. */
static long heading_above(struct docstate *ds, size_t i)
{
	for (size_t k = i, seen = 0; k-- > 0 && seen < 12;) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || ds->used[k])
			return -1;
		if (it->blank)
			continue;
		seen++;
		if (section_start(it) && it->len < LABEL_MAX)
			return (long)k;
	}
	return -1;
}

/* Where the section holding item i starts. */
static size_t section_of(struct docstate *ds, size_t i)
{
	for (size_t k = i; k-- > 0;)
		if (section_start(&ds->d.items[k]) || ds->used[k] == 1)
			return k;
	return 0;
}

/* Conditions stated in the prose of items from..to-1. */
static int collect_notes(struct docstate *ds, size_t from, size_t to,
			 struct testname **out, size_t *n_out)
{
	struct testname *notes = NULL;
	size_t n = 0;

	for (size_t k = from; k < to; k++) {
		const struct doc_item *it = &ds->d.items[k];
		size_t b = 0;

		if (it->kind != DOC_LINE || it->blank || ds->used[k] ||
		    item_has_command(ds, k, NULL))
			continue;
		for (size_t e = 0; e <= it->len; e++) {
			struct testname tn, *nn;
			int cut = e == it->len || it->s[e] == ',' ||
				  it->s[e] == ';' ||
				  (it->s[e] == '/' && e && it->s[e - 1] == ' ');

			/* "，" "、" "。" */
			if (!cut && e + 3 <= it->len &&
			    (!memcmp(it->s + e, "\xef\xbc\x8c", 3) ||
			     !memcmp(it->s + e, "\xe3\x80\x81", 3) ||
			     !memcmp(it->s + e, "\xe3\x80\x82", 3)))
				cut = 1;
			if (!cut)
				continue;
			testname_parse(it->s + b, e - b, 0, &tn);
			b = e + 1;
			if (tn.bs <= 0 && tn.iodepth <= 0 && tn.numjobs <= 0)
				continue;
			if (tn.cdm)
				continue;
			nn = realloc(notes, (n + 1) * sizeof(*nn));
			if (!nn) {
				free(notes);
				return -ENOMEM;
			}
			notes = nn;
			notes[n++] = tn;
		}
	}
	*out = notes;
	*n_out = n;
	return 0;
}

/* The tool a table belongs to: heading, section, then the document. */
static const char *table_tool(struct docstate *ds, size_t first, long head)
{
	const char *t, *only = NULL;
	int several = 0;

	if (head >= 0) {
		t = testname_tool(ds->d.items[head].s, ds->d.items[head].len);
		if (t)
			return t;
	}
	for (size_t k = first; k-- > section_of(ds, first);) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || ds->used[k])
			continue;
		t = testname_tool(it->s, it->len);
		if (t)
			return t;
	}
	/* a section heading names it: "2. iozone ..." */
	{
		size_t s = section_of(ds, first);
		const struct doc_item *it = &ds->d.items[s];

		if (it->kind == DOC_LINE && section_start(it)) {
			t = testname_tool(it->s, it->len);
			if (t)
				return t;
		}
	}
	for (size_t k = 0; k < ds->n_cmds; k++) {
		if (only && strcmp(only, ds->cmds[k].tool))
			several = 1;
		only = ds->cmds[k].tool;
	}
	if (only && !several)
		return only;
	for (size_t k = 0; k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || ds->used[k])
			continue;
		t = testname_tool(it->s, it->len);
		if (!t)
			continue;
		if (only && strcmp(only, t))
			return NULL;
		only = t;
	}
	return only;
}

/* "fio 3.7-3.el8", "fio-3.28", "iozone 3.506": a tool's version line. */
static void find_version(struct docstate *ds)
{
	for (size_t k = 0; k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || it->blank)
			continue;
		for (size_t t = 0; cmd_tools[t]; t++) {
			size_t n = strlen(cmd_tools[t]);
			struct text_line l = {it->s, it->len, 0};

			l = line_trim(l);
			if (l.len <= n + 1 || l.len > n + 40 ||
			    strncmp(l.s, cmd_tools[t], n) ||
			    !(l.s[n] == ' ' || l.s[n] == '-'))
				continue;
			if (l.s[n + 1] == 'v')
				n++;
			if (l.s[n + 1] < '0' || l.s[n + 1] > '9' ||
			    memchr(l.s + n + 1, ' ', l.len - n - 1))
				continue;
			snprintf(ds->version, sizeof(ds->version), "%.*s",
				 (int)(l.len - n - 1), l.s + n + 1);
			ds->version_tool = cmd_tools[t];
			return;
		}
	}
}

/* ---- emission of tool blocks ------------------------------------------ */

struct relay {
	struct ingest_ctx *parent;
	const char *label;
	struct testname dir; /* the direction the heading names */
};

static int relay_run(void *arg, const struct iodb_run *run)
{
	struct relay *r = arg;
	struct iodb_run x = *run;

	if (!x.label && r->label)
		x.label = r->label;
	r->parent->runs++;
	return r->parent->sink.run
		   ? r->parent->sink.run(r->parent->sink.arg, &x)
		   : 0;
}

static int relay_result(void *arg, const struct iodb_result *res)
{
	struct relay *r = arg;
	struct iodb_result x = *res;

	if (x.op == IODB_OP_UNKNOWN && r->dir.op != IODB_OP_UNKNOWN)
		x.op = r->dir.op;
	if (x.pattern == IODB_PATTERN_UNKNOWN)
		x.pattern = r->dir.pattern;
	r->parent->results++;
	return r->parent->sink.result
		   ? r->parent->sink.result(r->parent->sink.arg, &x)
		   : 0;
}

static int relay_spec(void *arg, const struct iodb_spec *spec)
{
	struct relay *r = arg;

	r->parent->specs++;
	return r->parent->sink.spec
		   ? r->parent->sink.spec(r->parent->sink.arg, spec)
		   : 0;
}

/* The nearest command of tool before item first, within HINT_LINES. */
static const char *hint_for(struct docstate *ds, size_t first, const char *tool)
{
	long at = ds->d.items[first].no;

	for (size_t k = ds->n_cmds; tool && k-- > 0;) {
		if (ds->cmd_item[k] >= first || strcmp(ds->cmds[k].tool, tool))
			continue;
		if (at - ds->cmds[k].line > HINT_LINES)
			return NULL;
		if (ds->used[ds->cmd_item[k]])
			return NULL;
		return ds->cmds[k].text;
	}
	return NULL;
}

/*
 * Parse tool block p.  emit 0: a dry run (nothing emitted, no message);
 * returns the parser's status.
 */
static int run_block(struct docstate *ds, const struct piece *p, int emit,
		     int quiet)
{
	struct ingest_ctx child;
	struct relay relay;
	char label[LABEL_MAX];
	size_t len;
	char *text = join_items(&ds->d, p->first, p->last, &len);
	const char *tool = format_tool(p->fmt);
	long head, hd;
	int ret, has_cmd = 0;

	if (!text)
		return -ENOMEM;
	memset(&child, 0, sizeof(child));
	memset(&relay, 0, sizeof(relay));
	testname_init(&relay.dir);
	child.path = ds->ctx->path;
	child.verbose = ds->ctx->verbose;
	child.quiet = quiet || ds->ctx->quiet;
	child.line_base = ds->ctx->line_base + ds->d.items[p->first].no - 1;
	child.map = ds->ctx->map; /* messages point into the original */
	for (size_t k = p->first; k <= p->last; k++)
		if (item_has_command(ds, k, tool))
			has_cmd = 1;
	child.hint_command = ds->ctx->hint_command;
	if (!has_cmd && !child.hint_command)
		child.hint_command = hint_for(ds, p->first, tool);
	/* the label: the heading above, else the line just above */
	head = above(ds, p->first, 3);
	hd = heading_above(ds, p->first);
	label[0] = '\0';
	if (head >= 0) {
		const struct doc_item *it = &ds->d.items[head];

		if (it->len < sizeof(label) && !it->pre) {
			snprintf(label, sizeof(label), "%s", it->s);
			testname_parse(it->s, it->len, 0, &relay.dir);
			relay.label = label;
		}
	}
	if (hd >= 0) {
		const struct doc_item *it = &ds->d.items[hd];
		struct testname tn;

		snprintf(label, sizeof(label), "%s", it->s);
		relay.label = label;
		testname_parse(it->s, it->len, 0, &tn);
		if (!relay.dir.op && !relay.dir.pattern)
			relay.dir = tn;
	}
	relay.parent = ds->ctx;
	if (emit) {
		child.sink.run = relay_run;
		child.sink.result = relay_result;
		child.sink.spec = relay_spec;
		child.sink.arg = &relay;
	}
	child.buf = text;
	child.len = len;
	ret = p->fmt->parse(&child, text, len);
	if (!quiet) {
		ds->ctx->warnings += child.warnings;
		ds->ctx->errors += child.errors;
	}
	free(text);
	return ret;
}

/* ---- the document ----------------------------------------------------- */

static void state_release(struct docstate *ds)
{
	for (size_t i = 0; i < ds->n_pieces; i++)
		if (ds->pieces[i].own_table) {
			table_release(ds->pieces[i].table);
			free(ds->pieces[i].table);
		}
	free(ds->pieces);
	for (size_t i = 0; i < ds->n_cmds; i++)
		free(ds->cmds[i].text);
	free(ds->cmds);
	free(ds->cmd_item);
	free(ds->used);
	doctext_release(&ds->d);
}

/*
 * "index 2.", "No. 2", "#2", "번호 2": a note about one row of a table
 * above.  Returns the number, or 0.
 */
static int note_number(const struct doc_item *it)
{
	static const char *const words[] = {"index", "no.",  "no",   "#",
					    "번호",  "番号", "序号", NULL};
	struct text_line l = {it->s, it->len, 0};
	size_t i = 0;
	int n = 0;

	l = line_trim(l);
	for (size_t k = 0; words[k]; k++) {
		size_t w = strlen(words[k]);

		if (l.len > w && !strncasecmp(l.s, words[k], w)) {
			i = w;
			break;
		}
	}
	if (!i)
		return 0;
	while (i < l.len && l.s[i] == ' ')
		i++;
	if (i >= l.len || l.s[i] < '0' || l.s[i] > '9')
		return 0;
	while (i < l.len && l.s[i] >= '0' && l.s[i] <= '9' && n < 100000)
		n = n * 10 + (l.s[i++] - '0');
	if (i < l.len && (l.s[i] == '.' || l.s[i] == ':' || l.s[i] == ')'))
		i++;
	return i == l.len ? n : 0;
}

/* Commands under "index N." notes after a table belong to its row N. */
static void row_notes(struct docstate *ds)
{
	int index = 0;

	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *p = &ds->pieces[i];
		size_t end =
		    i + 1 < ds->n_pieces ? ds->pieces[i + 1].first : ds->d.n;
		int note = 0;

		if (p->kind != PIECE_TABLE)
			continue;
		index++;
		for (size_t k = p->last + 1; k < end && k < p->last + 200;
		     k++) {
			const struct doc_item *it = &ds->d.items[k];
			int n;

			if (it->kind != DOC_LINE || it->blank)
				continue;
			if (section_start(it))
				break;
			n = note_number(it);
			if (n) {
				note = n;
				continue;
			}
			for (size_t c = 0; note && c < ds->n_cmds; c++)
				if (ds->cmd_item[c] == k) {
					ds->cmds[c].table = index;
					ds->cmds[c].note = note;
				}
		}
	}
}

/* Read buf into ds: items, tables, commands, tool blocks. */
static int analyse(struct docstate *ds, const char *buf, size_t len)
{
	int ret;

	ret = doctext_read(buf, len, &ds->d);
	if (ret)
		return ret;
	ds->used = calloc(ds->d.n + 1, 1);
	if (!ds->used)
		return -ENOMEM;
	ret = find_tables(ds);
	if (ret)
		return ret;
	for (size_t i = 0; i < ds->d.n; i++) {
		if (ds->d.items[i].kind != DOC_LINE || ds->used[i] ||
		    ds->d.items[i].blank)
			continue;
		ret = scan_commands(ds, i, 1);
		if (ret < 0)
			return ret;
	}
	ret = find_blocks(ds);
	if (ret)
		return ret;
	if (ds->n_pieces > 1)
		qsort(ds->pieces, ds->n_pieces, sizeof(*ds->pieces), cmp_piece);
	row_notes(ds);
	find_version(ds);
	return 0;
}

static int emit_table_piece(struct docstate *ds, const struct piece *p,
			    int index)
{
	struct table_context tc;
	struct testname *notes = NULL;
	size_t n_notes = 0;
	long head = above(ds, p->first, 4);
	int ret;

	memset(&tc, 0, sizeof(tc));
	tc.index = index;
	if (head >= 0) {
		struct testname tn;
		long hd = heading_above(ds, p->first);

		/* "Results:" above, "## Random read 4k" above that */
		if (!testname_parse(ds->d.items[head].s, ds->d.items[head].len,
				    0, &tn) &&
		    hd >= 0)
			head = hd;
		tc.heading = ds->d.items[head].s;
		tc.heading_line = ds->d.items[head].no;
	}
	tc.tool = table_tool(ds, p->first, head);
	if (tc.tool && ds->version_tool && !strcmp(tc.tool, ds->version_tool))
		tc.tool_version = ds->version;
	tc.cmds = ds->cmds;
	tc.n_cmds = ds->n_cmds;
	ret = collect_notes(ds, section_of(ds, p->first), p->first, &notes,
			    &n_notes);
	if (ret)
		return ret;
	tc.notes = notes;
	tc.n_notes = n_notes;
	tc.map = ds->ctx->table_map;
	ret = table_emit(ds->ctx, p->table, &tc);
	free(notes);
	return ret < 0 ? ret : 0;
}

/* "datasheet: 500 MB/s" in the prose: specs of the device it names. */
static int prose_specs(struct docstate *ds)
{
	for (size_t k = 0; k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];
		long hd;
		int ret;

		if (it->kind != DOC_LINE || it->blank || ds->used[k] ||
		    it->pre || item_has_command(ds, k, NULL))
			continue;
		hd = heading_above(ds, k);
		ret = table_prose_datasheet(ds->ctx, it->s, it->no,
					    hd >= 0 ? ds->d.items[hd].s : NULL);
		if (ret < 0)
			return ret;
	}
	return 0;
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	struct docstate ds;
	unsigned before;
	int ret, tables = 0, lines;

	memset(&ds, 0, sizeof(ds));
	ds.ctx = ctx;
	if (ctx->table_map) {
		ret = table_map_check(ctx, ctx->table_map);
		if (ret)
			goto out;
	}
	ret = analyse(&ds, buf, len);
	if (ret == -EINVAL) {
		ret = ingest_error(ctx, 0, 0, "cannot read this HTML page");
		goto out;
	}
	if (ret)
		goto out;
	/* every tool block must parse before anything is emitted */
	for (size_t i = 0; i < ds.n_pieces; i++) {
		const struct piece *p = &ds.pieces[i];

		if (p->kind != PIECE_TOOL)
			continue;
		if (!run_block(&ds, p, 0, 1))
			continue;
		lines = 0;
		for (size_t k = p->first; k <= p->last; k++)
			if (ds.d.items[k].kind == DOC_LINE &&
			    !ds.d.items[k].blank)
				lines++;
		/* a weak guess, or one line (a title naming the tool) */
		if (p->score < 50 || lines < 2) {
			for (size_t k = p->first; k <= p->last; k++)
				ds.used[k] = 0;
			if (lines >= 2)
				ingest_warn(
				    ctx, ds.d.items[p->first].no, 0,
				    "lines %ld-%ld look like %s output "
				    "but do not read as such; skipped",
				    ingest_line(ctx, ds.d.items[p->first].no),
				    ingest_line(ctx, ds.d.items[p->last].no),
				    p->fmt->name);
			ds.pieces[i].fmt = NULL;
			continue;
		}
		/* again, to say what is wrong and where */
		run_block(&ds, p, 0, 0);
		ret = -EINVAL;
		goto out;
	}
	before = ctx->runs + ctx->specs;
	for (size_t i = 0; i < ds.n_pieces; i++) {
		const struct piece *p = &ds.pieces[i];

		if (p->kind == PIECE_TABLE)
			ret = emit_table_piece(&ds, p, ++tables);
		else if (p->fmt)
			ret = run_block(&ds, p, 1, 0);
		if (ret)
			goto out;
	}
	ret = prose_specs(&ds);
	if (ret)
		goto out;
	if (ctx->runs + ctx->specs == before)
		ret = ingest_error(ctx, 0, 0,
				   "nothing recognizable in this document: no "
				   "tool output a importer reads and no table "
				   "of results that could be mapped");
out:
	state_release(&ds);
	return ret;
}

/*
 * A document wins over the single-tool importers when it holds a table of
 * results, tool outputs of two formats, outputs separated by headings or
 * CJK prose, or is an HTML page with any of them.  Only the first 64 KiB
 * are looked at.
 */
static int probe(const char *buf, size_t len)
{
	struct docstate ds;
	struct ingest_ctx quiet;
	int score = 0, tools = 0, tables = 0, mixed = 0, split = 0;
	const struct ingest_format *f = NULL;

	memset(&ds, 0, sizeof(ds));
	memset(&quiet, 0, sizeof(quiet));
	quiet.quiet = 1;
	ds.ctx = &quiet;
	if (analyse(&ds, buf, len < PROBE_MAX ? len : PROBE_MAX))
		goto out;
	for (size_t i = 0; i < ds.n_pieces; i++) {
		const struct piece *p = &ds.pieces[i];

		if (p->kind == PIECE_TABLE) {
			long head = above(&ds, p->first, 4);

			if (table_has_figures(p->table, head >= 0
							    ? ds.d.items[head].s
							    : NULL))
				tables++;
			continue;
		}
		if (tools && f != p->fmt)
			mixed = 1;
		if (tools) {
			/* a heading or CJK prose between two outputs */
			for (size_t k = ds.pieces[i - 1].last + 1;
			     k < p->first && !split; k++)
				if (ds.d.items[k].kind == DOC_LINE &&
				    (ds.d.items[k].heading ||
				     has_cjk(ds.d.items[k].s,
					     ds.d.items[k].len)))
					split = 1;
		}
		f = p->fmt;
		tools++;
	}
	if (tables || mixed || (tools >= 2 && split) || (ds.d.html && tools))
		score = 96;
	else if (!tools && prose_specs(&ds) == 0 && quiet.specs)
		score = 60; /* nothing but datasheet figures in prose */
out:
	state_release(&ds);
	return score;
}

const struct ingest_format ingest_document = {
    .name = "document",
    .description = "a document (text, Markdown, HTML page) with tool "
		   "outputs and result tables",
    .probe = probe,
    .parse = parse,
};
