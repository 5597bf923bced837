/*
 * Documents as text lines and tables: see doctext.h.
 *
 * libxml2 gives an element the line where it starts and a text node the
 * line where it ends, so a text node starts at its line minus the line
 * breaks it holds; pre blocks keep exact line numbers that way.
 */
#include "ingest/doctext.h"

#include <ctype.h>
#include <errno.h>
#include <iconv.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest/doc_flat.h"
#include "ingest/doc_prose.h"
#include "ingest/doc_flat_table.h"
#include "ingest/lines.h"
#include "ingest/fio_options.h"
#include "ingest/formats.h"
#include "ingest/normalize.h"
#include "ingest/table_shape.h"
#include "ingest/table_value.h"
#include "ingest/testnames.h"
#include "ingest/xmllib.h"
#include "model/units.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/utf8.h"

#define CELL_TEXT_MAX 32768

int doctext_image_line(const char *s, size_t len)
{
	return len > 4 && !memcmp(s, "![", 2) && s[len - 1] == ')' &&
	       memmem(s, len, "](", 2);
}

int doctext_blank(const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
			continue;
		if (c == 0xc2 && i + 1 < len &&
		    (unsigned char)s[i + 1] == 0xa0) {
			i++;
			continue;
		}
		if (c == 0xe3 && i + 2 < len &&
		    (unsigned char)s[i + 1] == 0x80 &&
		    (unsigned char)s[i + 2] == 0x80) {
			i += 2;
			continue;
		}
		/* U+200B zero-width space (editors' empty paragraphs), U+FEFF
		 */
		if (i + 2 < len &&
		    ((c == 0xe2 && (unsigned char)s[i + 1] == 0x80 &&
		      (unsigned char)s[i + 2] == 0x8b) ||
		     (c == 0xef && (unsigned char)s[i + 1] == 0xbb &&
		      (unsigned char)s[i + 2] == 0xbf))) {
			i += 2;
			continue;
		}
		return 0;
	}
	return 1;
}

static struct doc_item *new_item(struct doc *d)
{
	struct doc_item *it;

	if (ALLOC_GROW(d->items, d->n + 1, d->cap))
		return NULL;
	it = &d->items[d->n++];
	memset(it, 0, sizeof(*it));
	return it;
}

/*
 * Item *it moved as it is to the end of out (a pass that rewrites some
 * items of a document and keeps the rest): *it is left empty, so its
 * text is out's to free.  -ENOMEM when out cannot grow.
 */
static int move_item(struct doc *out, struct doc_item *it)
{
	struct doc_item *o = new_item(out);

	if (!o)
		return -ENOMEM;
	*o = *it;
	memset(it, 0, sizeof(*it));
	return 0;
}

/*
 * A web page's text as a tool printed it: no-break and other Unicode
 * spaces (U+00A0, U+2002-U+200A, U+202F, U+3000) become a space, the
 * zero-width space and the BOM go (an editor's "empty" paragraph).  In
 * place; returns the new length.  Text and Markdown documents are left as
 * they are: their lines are the file's, for columns in messages.
 */
static size_t fold_spaces(char *s, size_t len)
{
	size_t k = 0;

	for (size_t i = 0; i < len;) {
		unsigned char c = (unsigned char)s[i],
			      c1 = i + 1 < len ? (unsigned char)s[i + 1] : 0,
			      c2 = i + 2 < len ? (unsigned char)s[i + 2] : 0;

		if (c == 0xc2 && c1 == 0xa0) {
			s[k++] = ' ';
			i += 2;
		} else if ((c == 0xe2 && c1 == 0x80 &&
			    ((c2 >= 0x82 && c2 <= 0x8a) || c2 == 0xaf)) ||
			   (c == 0xe3 && c1 == 0x80 && c2 == 0x80)) {
			s[k++] = ' ';
			i += 3;
		} else if ((c == 0xe2 && c1 == 0x80 && c2 == 0x8b) ||
			   (c == 0xef && c1 == 0xbb && c2 == 0xbf)) {
			i += 3;
		} else {
			s[k++] = s[i++];
		}
	}
	s[k] = '\0';
	return k;
}

static int add_line(struct doc *d, const char *s, size_t len, long no,
		    int heading, int pre)
{
	struct doc_item *it = new_item(d);

	if (!it)
		return -ENOMEM;
	it->kind = DOC_LINE;
	it->s = malloc(len + 1);
	if (!it->s) {
		d->n--;
		return -ENOMEM;
	}
	memcpy(it->s, s, len);
	it->s[len] = '\0';
	if (d->html)
		len = fold_spaces(it->s, len);
	it->len = len;
	it->no = no;
	it->heading = heading;
	it->pre = pre;
	it->blank = doctext_blank(s, len);
	return 0;
}

/*
 * Add the header row s (len bytes, line no) of a table made of lines that
 * were no table ("| test | IOPS | BW |"): its words are the reader's, not
 * the author's (doc_item.made_head).
 */
static int add_made_head(struct doc *d, const char *s, size_t len, long no)
{
	int ret = add_line(d, s, len, no, 0, 0);

	if (!ret)
		d->items[d->n - 1].made_head = 1;
	return ret;
}

/* "| cell " onto sb: one cell of a pipe row the text readers write. */
static int pipe_cell(struct strbuf *sb, const char *s, size_t len)
{
	if (strbuf_addstr(sb, "| ") || strbuf_add(sb, s, len) ||
	    strbuf_addch(sb, ' '))
		return -ENOMEM;
	return 0;
}

/* The closing '|' onto sb, then sb as the line no of d. */
static int add_pipe_row(struct doc *d, struct strbuf *sb, long no)
{
	if (strbuf_addch(sb, '|'))
		return -ENOMEM;
	return add_line(d, sb->buf, sb->len, no, 0, 0);
}

/*
 * The tool whose output line the table cell s is, its emphasis around it
 * dropped ("**1073741824 bytes (1.1 GB, 1.0 GiB) copied, 5.49 s, 196
 * MB/s**"): "dd" (its records lines and summary), "hdparm" ("Timing
 * buffered disk reads: ..."), "fio" (a line only fio prints); NULL for
 * any other cell.  *at and *n: the text inside the emphasis.
 */
static const char *cell_tool_line(const char *s, size_t len, size_t *at,
				  size_t *n)
{
	const char *tool;

	*at = line_emphasis_unwrap(s, len, n);
	s += *at;
	if (!*n || memchr(s, '\n', *n) || memchr(s, '|', *n))
		return NULL;
	tool = docflat_line_tool(s, *n);
	if (!tool && dd_line_summary(s, *n))
		tool = "dd";
	return tool;
}

/*
 * Whether header cell s names a test rather than a system: a direction
 * ("Write", "Lecture", "Read/Write") or a block size ("4k", "1 MiB",
 * "bs=1M"): then the columns ran different commands, not one each.
 */
static int header_names_test(const char *s)
{
	static const char *const both[] = {"read", "write", "lecture",
					   "criture", NULL};
	size_t n = strlen(s);

	if (line_direction_words(s, s + n) || strstr(s, "bs="))
		return 1;
	for (size_t k = 0; both[k]; k++)
		if (strcasestr(s, both[k]))
			return 1;
	for (size_t i = 0; i < n; i++) {
		size_t j = i;

		if (!isdigit((unsigned char)s[i]) ||
		    (i && isalpha((unsigned char)s[i - 1])))
			continue;
		while (j < n && isdigit((unsigned char)s[j]))
			j++;
		if (j < n && s[j] == ' ')
			j++;
		if (j < n && strchr("kKmMgG", s[j]) &&
		    (j + 1 == n || !isalpha((unsigned char)s[j + 1]) ||
		     s[j + 1] == 'B' || s[j + 1] == 'i'))
			return 1;
		i = j;
	}
	return 0;
}

/*
 * The command of tool that the code block right above the end of d holds
 * alone ("dd if=/dev/zero of=testfile bs=1M count=1024", "$ hdparm -t
 * /dev/sda"; only blank lines between it and the end of d): its item's
 * index, or SIZE_MAX when there is none.
 */
static size_t command_block_above(const struct doc *d, const char *tool)
{
	size_t i = d->n, cmd = SIZE_MAX, n = strlen(tool);

	while (i > 0 && d->items[i - 1].kind == DOC_LINE &&
	       !d->items[i - 1].pre && d->items[i - 1].blank)
		i--;
	if (!i || d->items[i - 1].kind != DOC_LINE || !d->items[i - 1].pre)
		return SIZE_MAX;
	for (; i > 0 && d->items[i - 1].kind == DOC_LINE && d->items[i - 1].pre;
	     i--) {
		const char *t = d->items[i - 1].s;

		if (d->items[i - 1].blank)
			continue;
		if (cmd != SIZE_MAX)
			return SIZE_MAX;
		cmd = i - 1;
		while (*t == ' ')
			t++;
		if ((t[0] == '$' || t[0] == '#') && t[1] == ' ')
			t += 2;
		if (!strncmp(t, "sudo ", 5))
			t += 5;
		if (strncmp(t, tool, n) || t[n] != ' ')
			return SIZE_MAX;
	}
	return cmd;
}

/*
 * A side-by-side table of one tool's output, a column a system: a header
 * row naming each column ("<th>Contabo</th><th>Layer7</th>", "| Host A |
 * Host B |"), then two rows or more whose every cell is a line of that
 * tool's output (dd's records in / records out / summary, hdparm's
 * timings), one line a cell.  Each column is that tool's output, as if
 * pasted in a code block under its header in bold: the header, then the
 * column's lines in a block, each at its cell's line.  Returns 1 when t
 * was such a table (its lines added to d; t is the caller's), 0 when not,
 * or -ENOMEM.
 */
static int tool_columns(struct doc *d, const struct table *t)
{
	const char *tool = NULL;
	size_t cmd;
	int ret = 0;

	if (t->rows < 3 || t->cols < 2 || t->head_rows > 1)
		return 0;
	for (size_t c = 0; c < t->cols; c++) {
		const struct table_cell *h = &t->cells[c];
		size_t at, n;
		int summary = 0;

		if (!*h->text ||
		    cell_tool_line(h->text, strlen(h->text), &at, &n) ||
		    header_names_test(h->text))
			return 0;
		for (size_t j = 0; j < c; j++)
			if (!strcmp(t->cells[j].text, h->text))
				return 0;
		for (size_t r = 1; r < t->rows; r++) {
			const char *s = t->cells[r * t->cols + c].text;
			const char *k = cell_tool_line(s, strlen(s), &at, &n);

			if (!k || (tool && strcmp(k, tool)))
				return 0;
			tool = k;
			if (strcmp(k, "dd") || dd_line_summary(s + at, n))
				summary = 1;
		}
		/* a column of dd's records lines alone holds no result */
		if (!summary)
			return 0;
	}
	cmd = command_block_above(d, tool);
	for (size_t c = 0; !ret && c < t->cols; c++) {
		const struct table_cell *h = &t->cells[c];
		long hl = h->line ? h->line : t->line_from;
		size_t at, n = strlen(h->text);

		at = line_emphasis_unwrap(h->text, n, &n);
		ret = add_line(d, "", 0, hl, 0, 0);
		if (!ret)
			ret = add_line(d, h->text + at, n, hl, 0, 0);
		if (!ret) {
			d->items[d->n - 1].emph = 1;
			d->items[d->n - 1].own_script = 2;
		}
		if (!ret)
			ret = add_line(d, "", 0, hl, 0, 1);
		/* every column ran the command above the table: each its
		 * own block's (copied: d->items may move) */
		if (!ret && cmd != SIZE_MAX) {
			char *copy = strdup(d->items[cmd].s);
			long no = d->items[cmd].no;

			ret = copy ? add_line(d, copy, strlen(copy), no, 0, 1)
				   : -ENOMEM;
			free(copy);
		}
		for (size_t r = 1; !ret && r < t->rows; r++) {
			const struct table_cell *x = &t->cells[r * t->cols + c];
			long no = x->line ? x->line : hl;

			cell_tool_line(x->text, strlen(x->text), &at, &n);
			ret = add_line(d, x->text + at, n, no, 0, 1);
		}
		if (!ret)
			ret = add_line(d, "", 0, t->line_to ? t->line_to : hl,
				       0, 1);
	}
	if (!ret)
		ret = add_line(d, "", 0, t->line_to ? t->line_to : t->line_from,
			       0, 0);
	return ret ? ret : 1;
}

/*
 * The table last added to d, when it is tool_columns()'s: its item
 * replaced by the columns' lines.  Returns 0 or -ENOMEM.
 */
static int last_table_columns(struct doc *d)
{
	struct doc_item *it;
	struct table *t;
	int ret;

	if (!d->n || d->items[d->n - 1].kind != DOC_TABLE)
		return 0;
	it = &d->items[d->n - 1];
	t = it->table;
	d->n--;
	ret = tool_columns(d, t);
	if (ret == 1) {
		table_release(t);
		free(t);
		return 0;
	}
	/* not such a table: its item back (d did not grow: ret 0) */
	if (!ret) {
		d->n++;
		return 0;
	}
	table_release(t);
	free(t);
	return ret;
}

/* The rule "|---|---|" of k cells as the line no of d. */
static int add_pipe_rule(struct doc *d, struct strbuf *sb, size_t k, long no)
{
	strbuf_setlen(sb, 0);
	for (size_t c = 0; c < k; c++)
		if (strbuf_addstr(sb, "|---"))
			return -ENOMEM;
	return add_pipe_row(d, sb, no);
}

/* ---- text and Markdown ------------------------------------------------ */

/* "# fio --name=...", "# sudo dd if=...": a root prompt and a command. */
static int prompt_command(struct text_line t)
{
	size_t i = 1, n, b, e;
	int wrapped = 0; /* sudo, time: the command follows */

	while (i < t.len && t.s[i] == ' ')
		i++;
	if (i >= t.len)
		return 0;
	n = bench_tool_lead(t.s + i, t.len - i);
	if (!n && t.len - i > 5 &&
	    (!strncmp(t.s + i, "sudo ", 5) || !strncmp(t.s + i, "time ", 5))) {
		n = 5;
		wrapped = 1;
	}
	if (!n || t.len - i <= n)
		return 0;
	/* "# fio JSON from a pod": a heading about the tool; a
	 * command goes on with options, a path or a job file */
	b = i + n;
	while (b < t.len && t.s[b] == ' ')
		b++;
	e = b;
	while (e < t.len && t.s[e] != ' ')
		e++;
	if (e == b)
		return 0;
	if (wrapped) {
		struct text_line r = {t.s + b - 1, t.len - b + 1, 0};

		return prompt_command(r);
	}
	return t.s[b] == '-' || t.s[b] == '/' || t.s[b] == '<' ||
	       t.s[b] == '>' || t.s[b] == '$' || memchr(t.s + b, '=', e - b) ||
	       memchr(t.s + b, '.', e - b) || memchr(t.s + b, '/', e - b);
}

/*
 * "# dmesg | grep scsi", "# cat /proc/mdstat", "# lsblk -f": a root
 * prompt before any command - one '#', a lower-case word, then a pipe
 * into another such word, an option or an absolute path.  A heading
 * starts with a capital or goes on in words ("# results of the run").
 */
static int root_shell_line(struct text_line t)
{
	/* a system command a root shell runs, alone or with words after it
	 * ("# dmesg", "# modprobe usb-storage quirks=..."): no heading's
	 * word (a heading is capitalized, or names no command) */
	static const char *const cmds[] = {
	    "dmesg",  "lsblk", "lsusb",	 "lspci",  "modprobe",	 "rmmod",
	    "insmod", "mount", "umount", "sync",   "uname",	 "free",
	    "df",     "blkid", "fdisk",	 "parted", "smartctl",	 "nvme",
	    "cat",    "echo",  "lsmod",	 "sysctl", "cryptsetup", "mdadm",
	    "ls",     "ll",    "pwd",	 "du",	   "lscpu",	 NULL};
	size_t i = 2, w;

	if (t.len < 4 || t.s[1] != ' ' || t.s[i] < 'a' || t.s[i] > 'z')
		return 0;
	for (size_t k = 0; cmds[k]; k++) {
		size_t n = strlen(cmds[k]);

		if (t.len >= 2 + n && !memcmp(t.s + 2, cmds[k], n) &&
		    (t.len == 2 + n || t.s[2 + n] == ' '))
			return 1;
	}
	while (i < t.len && ((t.s[i] >= 'a' && t.s[i] <= 'z') ||
			     (t.s[i] >= '0' && t.s[i] <= '9') ||
			     t.s[i] == '_' || t.s[i] == '-' || t.s[i] == '.'))
		i++;
	if (i >= t.len || t.s[i] != ' ')
		return 0;
	while (i < t.len && t.s[i] == ' ')
		i++;
	if (i + 1 >= t.len)
		return 0;
	if (t.s[i] == '/' && t.s[i + 1] != ' ')
		return 1;
	if (t.s[i] == '-') {
		w = i + (t.s[i + 1] == '-' ? 2 : 1);
		return w < t.len && ((t.s[w] >= 'a' && t.s[w] <= 'z') ||
				     (t.s[w] >= 'A' && t.s[w] <= 'Z'));
	}
	if (t.s[i] == '|' && t.s[i + 1] == ' ') {
		w = i + 1;
		while (w < t.len && t.s[w] == ' ')
			w++;
		return w < t.len && t.s[w] >= 'a' && t.s[w] <= 'z';
	}
	return 0;
}

/*
 * "**Samsung 980 PRO**", "__Result:__", "**Result**:": a line all in
 * bold.  Narrows *t to the text inside and returns 1, else 0.
 */
static int md_bold(struct text_line *t)
{
	size_t n = t->len;
	char m;

	if (n < 5 || (t->s[0] != '*' && t->s[0] != '_') || t->s[1] != t->s[0])
		return 0;
	m = t->s[0];
	if (t->s[n - 1] == ':')
		n--;
	if (n < 5 || t->s[n - 1] != m || t->s[n - 2] != m)
		return 0;
	for (size_t i = 2; i + 2 < n; i++) {
		size_t j = i + 2;

		if (t->s[i] != m || t->s[i + 1] != m)
			continue;
		/* "**a** **b**": spans apart by blanks alone, all bold */
		while (j < n && (t->s[j] == ' ' || t->s[j] == '\t'))
			j++;
		if (j == i + 2 || j + 2 >= n || t->s[j] != m ||
		    t->s[j + 1] != m)
			return 0; /* "**a** and **b**" */
		i = j + 1;
	}
	t->s += 2;
	t->len = n - 4;
	*t = line_trim(*t);
	return t->len > 0;
}

/*
 * "- [Random read](#random-read)", "1. [결과](#result)", "[TOC]": a line
 * that is one link (a table of contents, a menu) and nothing else.
 */
static int md_link_only(struct text_line t)
{
	size_t i = 0;

	while (i < t.len && (t.s[i] == '-' || t.s[i] == '*' || t.s[i] == '+' ||
			     t.s[i] == ' ' ||
			     (t.s[i] >= '0' && t.s[i] <= '9') || t.s[i] == '.'))
		i++;
	if (t.len - i == 5 && !strncasecmp(t.s + i, "[toc]", 5))
		return 1;
	if (i >= t.len || t.s[i] != '[' || t.s[t.len - 1] != ')')
		return 0;
	for (size_t k = i; k + 1 < t.len; k++)
		if (t.s[k] == ']' && t.s[k + 1] == '(')
			return !memchr(t.s + k + 2, ' ', t.len - k - 3);
	return 0;
}

/*
 * A pipe table whose line breaks a migration lost, inside a line of text:
 * "... | Device | Read | Write | |---|---|---| | sda | 14.9 | 5.2 | | sdb
 * | 14.0 | 5.3 | The results ...".  The rule's cells (k) say how many
 * '|' make a row: the header is the k + 1 before the rule, and each row
 * after it k + 1 more, rows touching at "| |".  Cut back into lines
 * (prefix, header, rule, rows, rest) on line no; returns 1 when cut,
 * 0 when l holds no such table, or a negative errno.
 */
static size_t pipes_back(const char *s, size_t at, size_t n)
{
	while (at > 0 && n) {
		at--;
		if (s[at] == '|')
			n--;
	}
	return n ? (size_t)-1 : at;
}

/*
 * A pipe table a mail archive joined into one paragraph without its rule:
 * "... SSD: | randread, IOPS | randwrite, IOPS | Host | 95.8k | 85.3k |
 * QEMU virtio | 57.5k | 79.4k | RAMDISK: | ...".  Only when its shape is
 * clear: h (two or more) header cells all naming a test or a metric, then
 * two rows or more each of a name and h cells starting with a figure.
 * The cells' bounds: cell i is s[c[i] + 1 .. c[i + 1]).
 */
#define RULELESS_PIPES 128

static int ruleless_cell(const char *s, size_t b, size_t e, size_t *ob,
			 size_t *oe)
{
	b++;
	while (b < e && s[b] == ' ')
		b++;
	while (e > b && s[e - 1] == ' ')
		e--;
	*ob = b;
	*oe = e;
	return e > b;
}

static int ruleless_header(const char *s, size_t b, size_t e)
{
	struct testname tn;

	if (e - b > 40 || isdigit((unsigned char)s[b]))
		return 0;
	testname_parse(s + b, e - b, 0, &tn);
	return (tn.found || tn.metric) && !tn.datasheet && !tn.other &&
	       !tn.aggregate;
}

static int ruleless_figure(const char *s, size_t b, size_t e)
{
	return e - b <= 24 && isdigit((unsigned char)s[b]);
}

static int ruleless_name(const char *s, size_t b, size_t e)
{
	return e - b <= 40 && !isdigit((unsigned char)s[b]) &&
	       !ruleless_header(s, b, e);
}

static int flat_ruleless(struct doc *d, struct text_line l)
{
	const char *s = l.s;
	size_t c[RULELESS_PIPES], n = 0, b, e, cb, ce, from = 0;
	struct strbuf sb = STRBUF_INIT;
	int ret = 0, cut = 0;

	for (const char *p = memchr(s, '|', l.len); p && n < RULELESS_PIPES;
	     p = memchr(p + 1, '|', l.len - (size_t)(p + 1 - s)))
		c[n++] = (size_t)(p - s);
	if (n < 9)
		return 0;
	for (size_t i = 0; i + 1 < n && !ret;) {
		size_t h = 0, rows = 0, j;

		while (i + h + 1 < n &&
		       ruleless_cell(s, c[i + h], c[i + h + 1], &b, &e) &&
		       ruleless_header(s, b, e))
			h++;
		if (h < 2) {
			i++;
			continue;
		}
		/* rows: a name, then h figures */
		for (j = i + h;; rows++) {
			size_t k;

			if (j + h + 1 >= n ||
			    !ruleless_cell(s, c[j], c[j + 1], &b, &e) ||
			    !ruleless_name(s, b, e))
				break;
			for (k = 1; k <= h; k++)
				if (!ruleless_cell(s, c[j + k], c[j + k + 1],
						   &b, &e) ||
				    !ruleless_figure(s, b, e))
					break;
			if (k <= h)
				break;
			j += h + 1;
		}
		if (rows < 2) {
			i += h;
			continue;
		}
		/* the text before the header, the header, its rule, rows */
		b = from;
		e = c[i];
		while (b < e && s[b] == ' ')
			b++;
		while (e > b && s[e - 1] == ' ')
			e--;
		if (e > b)
			ret = add_line(d, s + b, e - b, l.no, 0, 0);
		/* "SSD:", "RAMDISK (vq == vcpu):" right before the header
		 * names the table: its rows' names are the caption's too
		 * (two tables may both have a row "Host") */
		cb = ce = e;
		if (e > b && s[e - 1] == ':') {
			ce = e - 1;
			cb = ce - b <= 40 ? b : ce;
			while (cb > b && s[cb - 1] != ' ' && ce - cb < 16)
				cb--;
			if (cb > b && s[cb - 1] != ' ')
				cb = ce;
		}
		strbuf_setlen(&sb, 0);
		if (!ret && strbuf_addstr(&sb, "| "))
			ret = -ENOMEM;
		for (size_t k = 0; !ret && k < h; k++) {
			ruleless_cell(s, c[i + k], c[i + k + 1], &b, &e);
			ret = pipe_cell(&sb, s + b, e - b);
		}
		if (!ret)
			ret = add_pipe_row(d, &sb, l.no);
		if (!ret)
			ret = add_pipe_rule(d, &sb, h + 1, l.no);
		for (size_t r = 0, at = i + h; !ret && r < rows;
		     r++, at += h + 1) {
			strbuf_setlen(&sb, 0);
			ruleless_cell(s, c[at], c[at + 1], &b, &e);
			if (strbuf_addstr(&sb, "| ") ||
			    strbuf_add(&sb, s + cb, ce - cb) ||
			    (ce > cb && strbuf_addch(&sb, ' ')) ||
			    strbuf_add(&sb, s + b, c[at + h + 1] + 1 - b))
				ret = -ENOMEM;
			if (!ret)
				ret = add_line(d, sb.buf, sb.len, l.no, 0, 0);
		}
		if (!ret)
			ret = add_line(d, "", 0, l.no, 0, 0);
		cut = 1;
		i = i + h + rows * (h + 1);
		from = c[i] + 1;
	}
	if (!ret && cut) {
		b = from;
		while (b < l.len && s[b] == ' ')
			b++;
		if (b < l.len)
			ret = add_line(d, s + b, l.len - b, l.no, 0, 0);
	}
	strbuf_release(&sb);
	return ret ? ret : cut;
}

/*
 * YABS's fio table with its line breaks lost (a forum repost, a page's
 * text copy): "fio Disk Speed Tests (Mixed R/W 50/50):-----------Block
 * Size | 4k (IOPS) | 64k (IOPS)  ------   | ---  ----  | ----  ----
 * Read       | 61.68 MB/s  (15.4k) | 402.1 MB/s  (6.2k)Write      | ...".
 * The kind of the table's line starting at i: 1 its title, 2 the rule
 * under it (ten '-' or more), 3 the rule under the header ("------ |"),
 * 4 the header ("Block Size |"), 5 a row ("Read", "Write" or "Total" then
 * '|'); 0 none.  A row may be glued to the ')' ending the row before.
 */
static int yabs_flat_kind(const char *s, size_t i, size_t len)
{
	static const char *const rows[] = {"Read", "Write", "Total"};
	char b = i ? s[i - 1] : ' ';
	size_t e = i;

	if (s[i] == 'f' && len - i >= 20 &&
	    !memcmp(s + i, "fio Disk Speed Tests", 20))
		return 1;
	if (s[i] == '-' && b != '-') {
		while (e < len && s[e] == '-')
			e++;
		while (e < len && s[e] == ' ')
			e++;
		if (e < len && s[e] == '|')
			return e - i >= 4 && b == ' ' ? 3 : 0;
		for (e = i; e < len && s[e] == '-';)
			e++;
		return e - i >= 10 ? 2 : 0;
	}
	if (isalpha((unsigned char)b))
		return 0;
	if (s[i] == 'B' && len - i > 10 && !memcmp(s + i, "Block Size", 10))
		e = i + 10;
	for (size_t k = 0; e == i && k < 3; k++)
		if (b == ' ' || b == ')')
			if (!strncmp(s + i, rows[k], strlen(rows[k])) &&
			    len - i > strlen(rows[k]))
				e = i + strlen(rows[k]);
	if (e == i || s[e] != ' ')
		return 0;
	while (e < len && s[e] == ' ')
		e++;
	return e < len && s[e] == '|' ? (s[i] == 'B' ? 4 : 5) : 0;
}

/* The '|' of s[b, e) before its last character that is no blank nor '|'
 * (a spacer "   |     |   " after a row's cells is none of its). */
static size_t yabs_flat_pipes(const char *s, size_t b, size_t e)
{
	size_t n = 0;

	while (e > b && (s[e - 1] == ' ' || s[e - 1] == '|'))
		e--;
	for (size_t i = b; i < e; i++)
		n += s[i] == '|';
	return n;
}

/*
 * Cut such a line back into the table's lines (the text before the
 * table and after its last row's ")" each a line of its own), so it is
 * read as YABS's table printed line by line is.  Only when the shape is
 * YABS's throughout: a header, its rule and two rows or more, each header
 * followed by its rule, every header and row with the first header's
 * '|'.  Returns 1 when cut, 0 when l is no such line, or a negative errno.
 */
#define YABS_FLAT_MAX 64

/*
 * Line l of a flattened paste cut back into its lines: the text before
 * cut[0] (when any), each piece [cut[i], cut[i + 1]) for i < n, its
 * trailing blanks dropped, and the text after cut[n] (when any), all on
 * l's line number.  Returns 1, or a negative error.
 */
static int add_cut_lines(struct doc *d, struct text_line l, const size_t *cut,
			 size_t n)
{
	const char *s = l.s;
	size_t len = l.len, end = cut[n];
	int ret;

	if (cut[0] > 0 && (ret = add_line(d, s, cut[0], l.no, 0, 0)))
		return ret;
	for (size_t i = 0; i < n; i++) {
		size_t b = cut[i], e = cut[i + 1];

		while (e > b && s[e - 1] == ' ')
			e--;
		ret = add_line(d, s + b, e - b, l.no, 0, 0);
		if (ret)
			return ret;
	}
	while (end < len && s[end] == ' ')
		end++;
	if (end < len && (ret = add_line(d, s + end, len - end, l.no, 0, 0)))
		return ret;
	return 1;
}

static int flat_yabs(struct doc *d, struct text_line l)
{
	const char *s = l.s;
	size_t len = l.len, at[YABS_FLAT_MAX + 1], n = 0, k = 0, end;
	int kind[YABS_FLAT_MAX], heads = 0, rows = 0;

	for (size_t i = 0; i < len && n < YABS_FLAT_MAX; i++) {
		int t = yabs_flat_kind(s, i, len);

		/* the header rule's own cells: "------   | ---  ----  |"; a
		 * long rule is the table's only under its title */
		if (!t || (t == 3 && n && kind[n - 1] == 3) ||
		    (t == 2 && (!n || kind[n - 1] != 1)))
			continue;
		kind[n] = t;
		at[n++] = i;
		while (i + 1 < len && s[i + 1] == s[i] && t <= 3)
			i++; /* past a rule's '-' */
	}
	for (size_t j = 0; j < n; j++) {
		size_t e = j + 1 < n ? at[j + 1] : len, pipes;
		int next = j + 1 < n ? kind[j + 1] : 0;

		/* the title over its rule, a header over its rule, that
		 * rule over a row */
		if ((kind[j] == 1 && next != 2) ||
		    (kind[j] == 4 && next != 3) || (kind[j] == 3 && next != 5))
			return 0;
		if (kind[j] < 4)
			continue;
		pipes = yabs_flat_pipes(s, at[j], e);
		if (kind[j] == 4 && !heads++)
			k = pipes;
		rows += kind[j] == 5;
		/* every header and row with the first header's cells (the
		 * last row may be cut) */
		if (!heads || pipes > k || (pipes < k && next))
			return 0;
	}
	if (!heads || rows < 2 || k < 1)
		return 0;
	/* the last row ends at the ")" of its last cell */
	end = len;
	if (kind[n - 1] == 5 && yabs_flat_pipes(s, at[n - 1], len) == k) {
		const char *bar = memrchr(s + at[n - 1], '|', len - at[n - 1]);
		const char *close = memchr(bar, ')', len - (size_t)(bar - s));

		if (close)
			end = (size_t)(close - s) + 1;
	}
	at[n] = end;
	return add_cut_lines(d, l, at, n);
}

static int flat_table(struct doc *d, struct text_line l)
{
	const char *s = l.s;
	size_t len = l.len, r, e, k = 0, h, at, cut[64], n = 0;

	/* YABS's fio table flattened (flat_yabs()) */
	if (len >= 120 && memmem(s, len, "Block Size", 10)) {
		int y = flat_yabs(d, l);

		if (y)
			return y;
	}

	/* the rule: "|---|---|" (or "|:--|--:|") with three '-' a cell */
	for (r = 0; r + 4 < len; r++) {
		if (s[r] != '|' || (s[r + 1] != '-' && s[r + 1] != ':'))
			continue;
		k = 0;
		for (e = r; e < len && s[e] == '|';) {
			size_t dash = 0, b = e + 1;

			while (b < len &&
			       (s[b] == '-' || s[b] == ':' || s[b] == ' '))
				dash += s[b++] == '-';
			if (b >= len || s[b] != '|' || dash < 3)
				break;
			k++;
			e = b;
		}
		if (k >= 2 && r > 0)
			break;
		k = 0;
	}
	if (k < 2 || r == 0)
		return k ? 0 : flat_ruleless(d, l);
	/* the header: the k + 1 '|' before the rule */
	h = pipes_back(s, r, k + 1);
	if (h == (size_t)-1 || memchr(s + h, '\n', r - h))
		return 0;
	cut[n++] = h;
	cut[n++] = r;
	at = e + 1;
	/* the rows: k + 1 '|' each, the next starting right after */
	for (;;) {
		size_t p = at, pipes = 0;

		while (p < len && s[p] == ' ')
			p++;
		if (p >= len || s[p] != '|' || n + 2 >= 64)
			break;
		e = p;
		while (e < len && pipes < k + 1 && e - p < 600)
			pipes += s[e++] == '|';
		if (pipes < k + 1)
			break;
		cut[n++] = p;
		at = e;
	}
	if (n < 3)
		return 0; /* no row */
	cut[n] = at;
	return add_cut_lines(d, l, cut, n);
}

/*
 * A text table whose header words sit inside its rule and whose cells
 * are padded with dots, as some CrystalDiskMark look-alikes print it
 * (a blank line between rows, as a page's copy leaves them):
 *
 *   |-----------------|-----Read-----|----Write-----|
 *
 *   | Seq Q32T1 |...  406MiB/s |..  156MiB/s |
 *
 *   |..  4K Q32T1 |.. 38.8MiB/s | 1569KiB/s |
 *
 * The header's cells: a word (or none, the corner) between runs of '-'.
 * Returns the cells (k, at most max) with their words' bounds in w[], or
 * 0 when t is no such header (a plain rule "|---|---|" names nothing).
 */
#define DOTTED_CELLS 12

static size_t dotted_header(struct text_line t, size_t w[][2], size_t max)
{
	const char *s = t.s;
	size_t k = 0, words = 0, p = 1;

	if (t.len < 8 || s[0] != '|' || s[1] != '-' || s[t.len - 1] != '|')
		return 0;
	while (p < t.len) {
		size_t b = p, e, wb, we;

		while (p < t.len && s[p] != '|')
			p++;
		if (p >= t.len || k == max)
			return 0;
		e = p++;
		if (e - b < 3 || s[b] != '-' || s[e - 1] != '-')
			return 0;
		for (wb = b; wb < e && s[wb] == '-'; wb++)
			;
		for (we = e; we > wb && s[we - 1] == '-'; we--)
			;
		for (size_t i = wb; i < we; i++)
			if (s[i] == '-' && (i == wb || s[i - 1] == '-'))
				return 0; /* two words in one cell */
		while (wb < we && s[wb] == ' ')
			wb++;
		while (we > wb && s[we - 1] == ' ')
			we--;
		if (wb < we)
			words++;
		else if (k > 0)
			return 0; /* only the corner may name nothing */
		w[k][0] = wb;
		w[k][1] = we;
		k++;
	}
	return k >= 3 && words == k - (w[0][0] == w[0][1]) ? k : 0;
}

/* A dotted row's cell s..e without its padding: blanks, and a run of
 * dots a blank parts from the text ("...  406MiB/s", "4K Q32T1 ...."). */
static void dotted_cell(const char *s, size_t *b, size_t *e)
{
	size_t p;

	while (*b < *e && s[*b] == ' ')
		(*b)++;
	for (p = *b; p < *e && s[p] == '.'; p++)
		;
	if (p > *b && (p == *e || s[p] == ' '))
		*b = p;
	while (*b < *e && s[*b] == ' ')
		(*b)++;
	while (*e > *b && s[*e - 1] == ' ')
		(*e)--;
	for (p = *e; p > *b && s[p - 1] == '.'; p--)
		;
	if (p < *e && p > *b && s[p - 1] == ' ')
		*e = p;
	while (*e > *b && s[*e - 1] == ' ')
		(*e)--;
}

/* Row t of a dotted table of k cells, as a pipe row into sb; 0 when t
 * is none (another count of cells, no name, nothing but dots). */
static int dotted_row(struct text_line t, size_t k, struct strbuf *sb)
{
	size_t p = 1, c = 0;

	if (t.len < 4 || t.s[0] != '|' || t.s[t.len - 1] != '|')
		return 0;
	strbuf_setlen(sb, 0);
	while (p < t.len) {
		size_t b = p, e;

		while (p < t.len && t.s[p] != '|')
			p++;
		if (p >= t.len || c == k)
			return 0;
		e = p++;
		dotted_cell(t.s, &b, &e);
		if (!c && b == e)
			return 0;
		if (pipe_cell(sb, t.s + b, e - b))
			return -ENOMEM;
		c++;
	}
	if (c != k || strbuf_addch(sb, '|'))
		return c != k ? 0 : -ENOMEM;
	return 1;
}

/*
 * A Markdown pipe table whose header is line l, read as tool_columns()
 * reads an HTML table ("| Host A | Host B |" over "|---|---|", then "|
 * 512+0 records in | 512+0 records in |" ...): its columns' lines added
 * and the iterator past it (1), else nothing done (0), or -ENOMEM.
 */
static int md_tool_columns(struct doc *d, struct line_iter *it,
			   struct text_line l)
{
	struct text_line t = line_trim(l), nl;
	struct line_iter peek = *it;
	struct table tab;
	int ret;

	if (!table_md_row(t.s, t.len) || !lines_next(&peek, &nl) ||
	    !table_md_separator(line_trim(nl).s, line_trim(nl).len))
		return 0;
	table_init(&tab);
	tab.origin = "markdown";
	tab.line_from = tab.line_to = l.no;
	ret = table_add_md_row(&tab, t.s, t.len, l.no);
	for (struct line_iter at = peek; !ret && lines_next(&at, &nl);) {
		struct text_line r = line_trim(nl);

		if (!table_md_row(r.s, r.len))
			break;
		ret = table_add_md_row(&tab, r.s, r.len, nl.no);
		tab.line_to = nl.no;
		peek = at;
	}
	if (!ret)
		ret = tool_columns(d, &tab);
	table_release(&tab);
	if (ret == 1)
		*it = peek;
	return ret;
}

static int dotted_table(struct doc *d, struct line_iter *it, struct text_line l)
{
	struct text_line t = line_trim(l), nl;
	struct line_iter peek = *it, end = *it;
	struct strbuf sb = STRBUF_INIT;
	size_t w[DOTTED_CELLS][2], k = dotted_header(t, w, DOTTED_CELLS);
	long first = 0;
	int rows = 0, blanks = 0, ret = 0;

	if (!k)
		return 0;
	/* the rows first: a header alone is no table */
	while (lines_next(&peek, &nl)) {
		struct text_line r = line_trim(nl);

		if (!r.len) {
			if (++blanks > 1)
				break;
			continue;
		}
		blanks = 0;
		ret = dotted_row(r, k, &sb);
		if (ret <= 0)
			break;
		if (!rows++)
			first = nl.no;
		end = peek;
	}
	if (ret < 0 || rows < 2)
		goto out;
	ret = add_line(d, "", 0, l.no, 0, 0);
	strbuf_setlen(&sb, 0);
	for (size_t c = 0; !ret && c < k; c++)
		ret = pipe_cell(&sb, t.s + w[c][0], w[c][1] - w[c][0]);
	if (!ret)
		ret = add_pipe_row(d, &sb, l.no);
	if (!ret)
		ret = add_pipe_rule(d, &sb, k, first);
	/* the rows again, now kept */
	peek = *it;
	while (!ret && peek.p < end.p && lines_next(&peek, &nl)) {
		struct text_line r = line_trim(nl);

		if (!r.len)
			continue;
		ret = dotted_row(r, k, &sb);
		if (ret > 0)
			ret = add_line(d, sb.buf, sb.len, nl.no, 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, l.no, 0, 0);
	if (!ret) {
		*it = end;
		ret = 1;
	}
out:
	strbuf_release(&sb);
	return ret;
}

/*
 * A table a page's copy left one cell a line (a blank line between the
 * cells or none): the header's cells, then each row's in turn:
 *
 *   Test / Pattern / Block Size / nvme (84%) / data0 (91%)
 *   Seq. Write / write / 1 MiB / 317 MiB/s / 127 MiB/s
 *   Seq. Read / read / 1 MiB / 1837 MiB/s / 88.8 MiB/s
 *
 * Only from a line that is a typical first header cell ("Test", "Pool",
 * "Device", "Modell", "テスト": cells_first()), over 3 to CELLS_COLS
 * columns: the other header cells hold no figure (but in brackets,
 * "(84%)"), then two rows at least, each starting with a name, whose
 * every column is a figure in every row or a word in every row, one
 * column of figures at least, a unit after one figure of the first row; the
 * count of columns giving the most rows, down to the first row breaking the
 * pattern.  Then a Markdown table for the table reader, which judges it as any
 * other (a table of facts, sizes and paths imports nothing).
 */
#define CELLS_COLS  12
#define CELLS_LINES 512

struct cells_line {
	struct text_line t;
	struct line_iter after;
};

static int cells_first(struct text_line t)
{
	char w[32];
	struct testname tn;

	if (t.len < 2 || t.len >= sizeof(w) || memchr(t.s, '|', t.len) ||
	    !(isalpha((unsigned char)t.s[0]) || (unsigned char)t.s[0] >= 0x80))
		return 0;
	for (size_t i = 0; i < t.len; i++)
		if (isdigit((unsigned char)t.s[i]))
			return 0;
	line_copy(t, w, sizeof(w));
	if (!strcasecmp(w, "pool") || !strcasecmp(w, "pools") ||
	    table_shape_column_title(w))
		return 1;
	testname_parse(w, t.len, 0, &tn);
	return tn.test_header;
}

/* A line that may be a cell: short, a name or a figure first, no '|'. */
static int cells_text(struct text_line t)
{
	unsigned char c = t.len ? (unsigned char)t.s[0] : 0;

	return t.len && t.len <= 80 && !memchr(t.s, '|', t.len) &&
	       (isalnum(c) || c >= 0x80 || c == '~' || c == '(' || c == '$');
}

/* "R: 693 / W: 300 MiB/s", "R: 2,770 / W: 1,198", "R: 20.3 GiB + W:
 * 8,987 MiB": a figure of each direction, each naming its own, as the
 * table reader reads the cell (table_cell_values()).  2 with a unit, 1
 * without, 0 when the cell is none such. */
static int cells_directions(struct text_line t)
{
	struct table_cellv cv;
	char buf[128];

	if (t.len >= sizeof(buf))
		return 0;
	line_copy(t, buf, sizeof(buf));
	if (table_cell_values(buf, &cv) || cv.n != 2 || cv.stats ||
	    !cv.v[0].op || !cv.v[1].op || cv.v[0].op == cv.v[1].op)
		return 0;
	return cv.v[0].unit[0] || cv.v[1].unit[0] ? 2 : 1;
}

/* A figure alone, a unit after it maybe, a bracket ending it maybe:
 * "21,500", "317 MiB/s", "3.15 ms", "84%", "~57.6k", "317 MiB/s (333
 * MB/s)"; no word after the unit ("2x 932 GB SK Hynix", "70/30"); or a
 * figure of each direction (cells_directions()).  2 with a unit, 1
 * without, 0 when none. */
static int cells_figure(struct text_line t)
{
	const char *p = t.s, *e = t.s + t.len, *u;

	if (p < e && isalpha((unsigned char)*p))
		return cells_directions(t);
	if (p < e && *p == '~')
		p++;
	if (p >= e || !isdigit((unsigned char)*p))
		return 0;
	while (p < e && (isdigit((unsigned char)*p) || *p == '.' || *p == ','))
		p++;
	if (p[-1] == '.' || p[-1] == ',')
		return 0;
	while (p < e && *p == ' ')
		p++;
	u = p;
	while (p < e && (isalpha((unsigned char)*p) || *p == '/' || *p == '%' ||
			 (unsigned char)*p >= 0x80))
		p++;
	u = p > u ? p : NULL;
	while (p < e && *p == ' ')
		p++;
	if (p < e && *p == '(' && e[-1] == ')')
		p = e;
	return p != e ? 0 : u ? 2 : 1;
}

/* Whether the word at s[i] (n bytes) is a bare version number between
 * two words of a name ("Geekbench 6 Single", "Cinebench 2024 Multi"):
 * digits alone, a word of letters before it and after it. */
static int cells_version_word(const char *s, size_t n, size_t i)
{
	size_t e = i;

	while (e < n && isdigit((unsigned char)s[e]))
		e++;
	return i >= 2 && isalpha((unsigned char)s[i - 2]) && e + 1 < n &&
	       s[e] == ' ' && isalpha((unsigned char)s[e + 1]);
}

/* A header cell: no figure alone, no word starting with a digit but
 * in brackets ("nvme (84%)", "data0 (91%)", not "4K Read") or a
 * version number inside a name ("Geekbench 6 Single"). */
static int cells_header(struct text_line t)
{
	int depth = 0;

	if (t.len > 48 || cells_figure(t))
		return 0;
	for (size_t i = 0; i < t.len; i++) {
		depth += t.s[i] == '(';
		depth -= t.s[i] == ')' && depth > 0;
		if (!depth && isdigit((unsigned char)t.s[i]) &&
		    (!i || t.s[i - 1] == ' ') &&
		    !cells_version_word(t.s, t.len, i))
			return 0;
	}
	return 1;
}

/* How many rows follow a header of k cells in c[0..n); 0 when the rows
 * give no table: fewer than two, no column of figures, no figure with a
 * unit (bare numbers one a line are too little to tell a table by). */
static size_t cells_rows(const struct cells_line *c, size_t n, size_t k)
{
	int kind[CELLS_COLS], figures = 0, units = 0;
	size_t rows = 0;

	for (size_t j = 1; j < k; j++)
		if (j >= n || !cells_header(c[j].t))
			return 0;
	for (size_t at = k; at + k <= n; at += k, rows++) {
		for (size_t j = 0; j < k; j++) {
			int f = cells_figure(c[at + j].t);

			units += !rows && f == 2;
			f = f > 0;

			if (!rows)
				kind[j] = f;
			else if (kind[j] != f)
				return rows >= 2 && figures && units ? rows : 0;
		}
		if (kind[0])
			break;
		if (!rows)
			for (size_t j = 1; j < k; j++)
				figures += kind[j];
		if (!figures || !units)
			return 0; /* the first row decides each column's kind */
	}
	return rows >= 2 && figures && units ? rows : 0;
}

/* The lines after c[0..*n) that may be cells into c, up to limit: no
 * more after three blank lines in a row or a line that is none. */
static int cells_more(struct cells_line **c, size_t *n, size_t *cap,
		      size_t limit)
{
	struct line_iter peek = (*c)[*n - 1].after;
	struct text_line nl;
	int blanks = 0;

	while (*n < limit && lines_next(&peek, &nl)) {
		struct text_line t = line_trim(nl);

		if (!t.len) {
			if (++blanks > 2)
				break;
			continue;
		}
		blanks = 0;
		if (!cells_text(t))
			break;
		if (ALLOC_GROW(*c, *n + 1, *cap))
			return -ENOMEM;
		(*c)[*n].t = t;
		(*c)[(*n)++].after = peek;
	}
	return 0;
}

static int cells_table(struct doc *d, struct line_iter *it, struct text_line l)
{
	struct cells_line *c = NULL;
	struct strbuf sb = STRBUF_INIT;
	size_t n = 1, cap = 0, k = 0, rows = 0;
	int ret = 0;

	if (!cells_first(line_trim(l)))
		return 0;
	if (ALLOC_GROW(c, n, cap))
		return -ENOMEM;
	c[0].t = line_trim(l);
	c[0].after = *it;
	/* a header and two rows of the most columns first: most lines such
	 * as "Name" start no table, no more is read then */
	ret = cells_more(&c, &n, &cap, 3 * CELLS_COLS);
	for (size_t j = 3; !ret && j <= CELLS_COLS && j < n; j++)
		if ((rows = cells_rows(c, n, j)) > 0)
			break;
	if (ret || !rows)
		goto out;
	rows = 0;
	if (n == 3 * CELLS_COLS)
		ret = cells_more(&c, &n, &cap, CELLS_LINES);
	if (ret)
		goto out;
	for (size_t j = 3; j <= CELLS_COLS && j < n; j++) {
		size_t r = cells_rows(c, n, j);

		if (r > rows) {
			rows = r;
			k = j;
		}
	}
	if (!rows)
		goto out;
	/* the header, its rule, the rows: a Markdown table */
	ret = add_line(d, "", 0, l.no, 0, 0);
	for (size_t r = 0; !ret && r <= rows; r++) {
		strbuf_setlen(&sb, 0);
		for (size_t j = 0; !ret && j < k; j++)
			ret = pipe_cell(&sb, c[r * k + j].t.s,
					c[r * k + j].t.len);
		if (!ret)
			ret = add_pipe_row(d, &sb, c[r * k].t.no);
		if (!r && !ret)
			ret = add_pipe_rule(d, &sb, k, c[k].t.no);
	}
	if (!ret)
		ret = add_line(d, "", 0, c[(rows + 1) * k - 1].t.no, 0, 0);
	if (!ret) {
		*it = c[(rows + 1) * k - 1].after;
		ret = 1;
	}
out:
	free(c);
	strbuf_release(&sb);
	return ret;
}

/*
 * An Org mode keyword line: "#+TITLE: ...", "#+PLOT: file:...",
 * "#+BEGIN_SRC sh", "#+end_example" (after blanks): '#', '+', a letter,
 * then letters, digits, '_' or '-' up to a ':', a blank or the end.
 */
static int org_keyword(struct text_line t)
{
	size_t i = 2;

	if (t.len < 3 || t.s[0] != '#' || t.s[1] != '+' ||
	    !isalpha((unsigned char)t.s[2]))
		return 0;
	while (i < t.len && (isalnum((unsigned char)t.s[i]) || t.s[i] == '_' ||
			     t.s[i] == '-'))
		i++;
	return i == t.len || t.s[i] == ':' || t.s[i] == ' ' || t.s[i] == '\t';
}

/* "#+BEGIN_SRC sh", "#+begin_example": an Org block of code or output. */
static int org_block(struct text_line t, const char *which)
{
	size_t n = strlen(which);

	return t.len >= n && !strncasecmp(t.s, which, n) &&
	       (t.len == n || t.s[n] == ' ' || t.s[n] == '\t' || t.s[n] == '_');
}

/*
 * A Liquid code block tag of a Jekyll or Octopress post: 1 for its opening
 * ("{% highlight console %}", "{%- codeblock lang:sh -%}"), -1 for its
 * close ("{% endhighlight %}", "{% endcodeblock %}"), 2 for another tag
 * alone on its line ("{% include JB/setup %}"), else 0.  The lines
 * between the first two are code, as in a fence: "# dd ..." there is a
 * root prompt, no Markdown heading.
 */
static int liquid_code_tag(struct text_line t)
{
	static const char *const tags[] = {"highlight", "codeblock"};
	size_t k = 2;
	int end = 0;

	if (t.len < 6 || t.s[0] != '{' || t.s[1] != '%' ||
	    t.s[t.len - 1] != '}' || t.s[t.len - 2] != '%')
		return 0;
	if (k < t.len && t.s[k] == '-')
		k++;
	while (k < t.len && t.s[k] == ' ')
		k++;
	if (t.len - k >= 3 && !strncmp(t.s + k, "end", 3)) {
		end = 1;
		k += 3;
	}
	for (size_t i = 0; i < sizeof(tags) / sizeof(tags[0]); i++) {
		size_t n = strlen(tags[i]);

		if (t.len - k > n && !strncmp(t.s + k, tags[i], n) &&
		    (t.s[k + n] == ' ' || t.s[k + n] == '-' ||
		     t.s[k + n] == '%'))
			return end ? -1 : 1;
	}
	/* "{% include JB/setup %}", "{% raw %}": markup, no text */
	return 2;
}

/*
 * Whether buf is an Org mode document: it has a keyword line ("#+TITLE:",
 * "#+PLOT:", "#+BEGIN_SRC").  Its headings are lines of stars at the
 * start of the line ("*** fio", "**** Sysbench memory").
 */
static int org_text(const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line l;

	lines_init(&it, buf, len);
	while (lines_next(&it, &l))
		if (org_keyword(line_trim(l)))
			return 1;
	return 0;
}

/*
 * Whether "##Hetzner" (level '#'s glued to the title, which CommonMark
 * reads as text) is a heading all the same: two '#'s or more, then a
 * capital or a digit and a short name (48 bytes, four words at most, no
 * ':' '=' '(' or '/': no setting, command or comment).  One '#' glued to
 * a word is a tag ("#homelab") or a directive ("#include").
 */
static int glued_heading(struct text_line t, int level)
{
	size_t words = 1;

	if (level < 2 || t.len - (size_t)level > 48 ||
	    !(isupper((unsigned char)t.s[level]) ||
	      isdigit((unsigned char)t.s[level])))
		return 0;
	for (size_t i = (size_t)level; i < t.len; i++) {
		if (strchr(":=(/#`$|<>", t.s[i]))
			return 0;
		words += t.s[i] == ' ' && i + 1 < t.len && t.s[i + 1] != ' ';
	}
	return words <= 4;
}

/*
 * A heading's text with its links' targets dropped: "5) [Acme](https://
 * acme.example) KVM-2" names "5) Acme KVM-2", the words a reader sees.
 * A link to an anchor of the page ("[Results](#results)") is kept: a
 * heading that is one is a table of contents' entry.  In place; returns
 * the new length.
 */
static size_t md_unlink(char *s, size_t len)
{
	size_t i = 0, k = 0;

	while (i < len) {
		const char *close, *end;

		if (s[i] != '[' || (i && s[i - 1] == '!') ||
		    !(close = memchr(s + i + 1, ']', len - i - 1)) ||
		    close[1] != '(' || close[2] == '#' ||
		    !(end = memchr(close + 2, ')',
				   len - (size_t)(close + 2 - s))) ||
		    memchr(close + 2, ' ', (size_t)(end - close - 2))) {
			s[k++] = s[i++];
			continue;
		}
		/* the link's text, then past its target */
		for (const char *c = s + i + 1; c < close; c++)
			s[k++] = *c;
		i = (size_t)(end + 1 - s);
	}
	s[k] = '\0';
	return k;
}

/*
 * The level of an HTML heading standing alone on line t (trimmed) of a
 * Markdown document ("<h2>Hostvds.com  </h2>", "<h2 id=x>Alibaba.com
 * </h3>": a mis-closed one too), its text into *in; 0 when t is anything
 * else: text around the element, markup inside it, no text.
 */
static int html_heading(struct text_line t, struct text_line *in)
{
	const char *e, *c;
	size_t k;

	if (t.len < 9 || t.s[0] != '<' || (t.s[1] != 'h' && t.s[1] != 'H') ||
	    t.s[2] < '1' || t.s[2] > '6' ||
	    (t.s[3] != '>' && t.s[3] != ' ' && t.s[3] != '\t'))
		return 0;
	e = memchr(t.s + 3, '>', t.len - 3);
	if (!e)
		return 0;
	in->s = e + 1;
	c = memchr(in->s, '<', (size_t)(t.s + t.len - in->s));
	if (!c)
		return 0;
	k = (size_t)(t.s + t.len - c);
	if (k != 5 || c[1] != '/' || (c[2] != 'h' && c[2] != 'H') ||
	    c[3] < '1' || c[3] > '6' || c[4] != '>')
		return 0;
	in->len = (size_t)(c - in->s);
	*in = line_trim(*in);
	return in->len ? t.s[2] - '0' : 0;
}

/*
 * An ATX heading's text without its closing sequence ("## Results ##",
 * wiki style): CommonMark's '#'s at the end, a blank before them (or
 * nothing but them), blanks only after.  "# C#" keeps its '#'.
 */
static struct text_line atx_closing_cut(struct text_line t)
{
	size_t e = t.len;

	while (e && t.s[e - 1] == '#')
		e--;
	if (e == t.len)
		return t;
	if (e && t.s[e - 1] != ' ' && t.s[e - 1] != '\t')
		return t;
	t.len = e;
	return line_trim(t);
}

/*
 * An ATX heading's text without the attribute block a kramdown or Pandoc
 * export keeps at its end ("Install the OS {#install-os}", "Results {#res
 * .unnumbered}", "{: #id}"): braces after a blank holding only "#id",
 * ".class", "key=value", "-" or ":" words.  It is markup for the page's
 * anchors, never part of the name; other braces ("Zen {2}") stay.
 */
static struct text_line heading_attr_cut(struct text_line t)
{
	size_t o, i;
	int ids = 0;

	if (t.len < 4 || t.s[t.len - 1] != '}')
		return t;
	o = t.len - 1;
	while (o && t.s[o - 1] != '{' && t.s[o - 1] != '}')
		o--;
	if (o < 2 || t.s[o - 1] != '{' ||
	    (t.s[o - 2] != ' ' && t.s[o - 2] != '\t'))
		return t;
	for (i = o; i < t.len - 1;) {
		size_t a;
		int eq = 0;

		while (i < t.len - 1 && t.s[i] == ' ')
			i++;
		a = i;
		while (i < t.len - 1 && t.s[i] != ' ') {
			eq |= t.s[i] == '=';
			i++;
		}
		if (i == a)
			break;
		if ((t.s[a] == '#' || t.s[a] == '.') && i - a >= 2)
			ids++;
		else if (!eq &&
			 !(i - a == 1 && (t.s[a] == '-' || t.s[a] == ':')))
			return t;
	}
	if (!ids)
		return t;
	t.len = o - 1;
	return line_trim(t);
}

/* "*** fio": an Org heading's level (stars at column 0, a blank, text). */
static int org_heading(struct text_line l)
{
	size_t n = 0;

	while (n < l.len && l.s[n] == '*')
		n++;
	if (!n || n >= l.len || l.s[n] != ' ')
		return 0;
	while (n < l.len && l.s[n] == ' ')
		n++;
	if (n == l.len)
		return 0;
	n = 0;
	while (l.s[n] == '*')
		n++;
	return n > 6 ? 6 : (int)n;
}

/*
 * Whether t is a title's underline (reStructuredText, or Markdown's
 * "Setext" heading): one of = - ~ ^ " ' ` # * + repeated 3 times or more
 * and nothing else, or "==" or "--" (under a title of two characters at
 * most: doctext_underlines()).  Returns the character, or 0.
 */
static char underline_char(struct text_line t)
{
	static const char marks[] = "=-~^\"'`#*+";

	if (t.len < 2 || !strchr(marks, t.s[0]) ||
	    (t.len == 2 && t.s[0] != '=' && t.s[0] != '-'))
		return 0;
	for (size_t i = 1; i < t.len; i++)
		if (t.s[i] != t.s[0])
			return 0;
	return t.s[0];
}

/*
 * Whether title (tlen bytes) is a section title of YABS's output over its
 * rule of dashes ("IPv6 Network Information:", "Basic System
 * Information:", "iperf3 Network Speed Tests (IPv4):", "Geekbench 6
 * Benchmark Test:"): the output's own lines, left outside code when a
 * post lost its fences, no heading of the post.
 */
static int yabs_section_title(const char *title, size_t tlen)
{
	static const char *const whole[] = {
	    "Basic System Information:", "IPv4 Network Information:",
	    "IPv6 Network Information:", "Disk Speed Tests:", NULL};
	static const char *const starts[] = {"fio Disk Speed Tests",
					     "iperf3 Network Speed Tests",
					     "Geekbench ", NULL};

	if (!tlen || title[tlen - 1] != ':')
		return 0;
	for (size_t i = 0; whole[i]; i++)
		if (tlen == strlen(whole[i]) && !memcmp(title, whole[i], tlen))
			return 1;
	for (size_t i = 0; starts[i]; i++)
		if (tlen > strlen(starts[i]) &&
		    !memcmp(title, starts[i], strlen(starts[i])) &&
		    (i < 2 || memmem(title, tlen, "Benchmark Test:", 15)))
			return 1;
	return 0;
}

int doctext_underlines(const char *title, size_t tlen, const char *u,
		       size_t ulen)
{
	size_t chars = 0;

	if (!underline_char((struct text_line){u, ulen, 0}) || !tlen ||
	    tlen > 160 || title[0] == ' ' || title[0] == '\t')
		return 0;
	if (u[0] == '-' && yabs_section_title(title, tlen))
		return 0;
	for (size_t i = 0; i < tlen; i++)
		chars += ((unsigned char)title[i] & 0xc0) != 0x80;
	/* "9p" over "--": a rule of two only under as short a title (a
	 * mail's signature mark "-- " is under no such line) */
	if (ulen == 2)
		return chars <= 2;
	/* a long title underlined to its last character is one ("bcache
	 * with make-bcache -b 1024kb -B /dev/sdb1 && ..." over as many
	 * dashes): an output's line is not ruled to its length */
	if (chars > 80)
		return ulen == chars;
	/* "Projections" over "=======": Markdown takes an underline of
	 * '=' or '-' of any length; a title of four words at most, no
	 * caption ("And here is the result:" over a shorter rule), over
	 * one half its length or more is one too */
	if (ulen < chars) {
		size_t words = 1;

		for (size_t i = 1; i < tlen; i++)
			words += title[i] == ' ' && title[i - 1] != ' ';
		return (u[0] == '=' || u[0] == '-') && 2 * ulen >= chars &&
		       words <= 4 && title[tlen - 1] != ':';
	}
	return ulen >= chars && ulen <= 2 * chars + 8;
}

/*
 * Whether the item just added (d's last) is a title that underline u (a
 * line of one character, the next line of the file) makes a heading:
 * text at the start of its line, out of code, with the underline at
 * least as long as the title (counted in characters) and not much longer
 * (a rule under a line of output is longer: "Results:" over 70 dashes):
 * doctext_underlines().
 */
static int underlined_title(const struct doc *d, struct text_line u, long no)
{
	const struct doc_item *it;

	if (!d->n)
		return 0;
	it = &d->items[d->n - 1];
	if (it->kind != DOC_LINE || it->pre || it->heading || it->blank ||
	    it->no != no - 1)
		return 0;
	/* a title starts its paragraph: the second line of a block of text
	 * over a rule is an output's header ("KDiskMark (3.2.0): URL",
	 * "Flexible I/O Tester (fio-3.39): URL", 80 dashes), no heading; a
	 * reStructuredText overline above a title is no text line */
	if (d->n >= 2) {
		const struct doc_item *up = &d->items[d->n - 2];

		if (up->kind == DOC_LINE && !up->blank && !up->heading &&
		    up->no == no - 2 &&
		    !underline_char((struct text_line){up->s, up->len, 0}))
			return 0;
	}
	return doctext_underlines(it->s, it->len, u.s, u.len);
}

/* ".. code:: bash", ".. image:: x.png", "::": reStructuredText's
 * directives, no text a reader sees. */
/*
 * An option of the RST directive above ("   :caption: Disk A 4k write",
 * "   :linenos:"): the length of its name with its colons, else 0.
 */
static size_t rst_option(struct text_line l)
{
	struct text_line t = line_trim(l);
	size_t i = 1;

	if (t.s == l.s || t.len < 3 || t.s[0] != ':')
		return 0;
	while (i < t.len && (isalnum((unsigned char)t.s[i]) || t.s[i] == '-' ||
			     t.s[i] == '_'))
		i++;
	return i > 1 && i < t.len && t.s[i] == ':' &&
		       (i + 1 == t.len || t.s[i + 1] == ' ')
		   ? i + 1
		   : 0;
}

/*
 * RST text t as a reader sees it, added as a line: a role's markup
 * (":ref:`disk_a`", ":strike:`x`") and inline literals' backquotes
 * ("``fio``") go, their text stays.
 */
static int add_rst_text(struct doc *d, struct text_line t, long no)
{
	char buf[512];
	size_t k = 0;

	for (size_t i = 0; i < t.len && k + 1 < sizeof(buf); i++) {
		if (t.s[i] == '`')
			continue;
		if (t.s[i] == ':' && (i == 0 || t.s[i - 1] == ' ')) {
			size_t e = i + 1;

			while (e < t.len && (isalnum((unsigned char)t.s[e]) ||
					     t.s[e] == '-' || t.s[e] == '_'))
				e++;
			if (e > i + 1 && e + 1 < t.len && t.s[e] == ':' &&
			    t.s[e + 1] == '`') {
				i = e;
				continue;
			}
		}
		buf[k++] = t.s[i];
	}
	return add_line(d, buf, k, no, 0, 0);
}

static int rst_directive(struct text_line t)
{
	if (t.len == 2 && t.s[0] == ':' && t.s[1] == ':')
		return 1;
	if (t.len < 5 || t.s[0] != '.' || t.s[1] != '.' || t.s[2] != ' ')
		return 0;
	for (size_t i = 3; i + 1 < t.len; i++) {
		if (t.s[i] == ':' && t.s[i + 1] == ':')
			return 1;
		if (!isalnum((unsigned char)t.s[i]) && t.s[i] != '-' &&
		    t.s[i] != '_')
			return 0;
	}
	return 0;
}

/* Whether t holds no figure but percentages ("Performance: SMB is faster
 * by 1.82%", "=====", "❯ python3 analysis.py": a digit glued to a word
 * is a name's): a line of a summary's tool that states no result. */
static int side_inert(struct text_line t)
{
	for (size_t i = 0; i < t.len; i++) {
		size_t j = i;

		if (!isdigit((unsigned char)t.s[i]) ||
		    (i && (isalnum((unsigned char)t.s[i - 1]) ||
			   t.s[i - 1] == '.' || t.s[i - 1] == '_')))
			continue;
		while (j < t.len &&
		       (isdigit((unsigned char)t.s[j]) || t.s[j] == '.'))
			j++;
		if (j == t.len || t.s[j] != '%')
			return 0;
		i = j;
	}
	return 1;
}

/*
 * A bullet of results, "- Ubuntu Portable:  bw=116 MiB/s", "* NVMe:
 * **3512.4** MB/s": a label of one to six words, ':', an optional fio key
 * ("bw=", "iops="), a figure (bold allowed) and a unit of a rate, IOPS or
 * a time, nothing after it but a comparison in brackets ("(50% of
 * local)": percentages, no direction, no other figure).  The label, the
 * key ("" none) and the value ("116 MiB/s") into l, k, v (n bytes each).
 * 1 when t is one.
 */
static int result_bullet(struct text_line t, char *l, char *k, char *v,
			 size_t n)
{
	static const char *const units[] = {
	    "MB/s",  "MiB/s",	  "GB/s",   "GiB/s", "KB/s",
	    "KiB/s", "kB/s",	  "MB/sec", "IOPS",  "ms",
	    "us",    "\xc2\xb5s", "msec",   "usec",  NULL};
	const char *p = t.s, *e = t.s + t.len, *c, *num, *ue;
	size_t words = 0, i;

	if (t.len < 8 || !strchr("-*+", p[0]) || p[1] != ' ')
		return 0;
	p += 2;
	while (p < e && *p == ' ')
		p++;
	c = memchr(p, ':', (size_t)(e - p));
	if (!c || c == p || (size_t)(c - p) >= n)
		return 0;
	for (const char *q = p; q < c; q++)
		words += *q != ' ' && (q == p || q[-1] == ' ');
	if (words > 6)
		return 0;
	snprintf(l, n, "%.*s", (int)(c - p), p);
	p = c + 1;
	while (p < e && *p == ' ')
		p++;
	k[0] = '\0';
	for (i = 0; p + i < e && isalpha((unsigned char)p[i]); i++)
		;
	if (i && i < 6 && p + i < e && p[i] == '=') {
		snprintf(k, n, "%.*s", (int)i, p);
		p += i + 1;
	}
	while (p < e && *p == '*')
		p++;
	num = p;
	while (p < e && (isdigit((unsigned char)*p) || *p == '.' || *p == ','))
		p++;
	if (p == num || !isdigit((unsigned char)*num))
		return 0;
	ue = p;
	while (ue < e && *ue == '*')
		ue++;
	while (ue < e && *ue == ' ')
		ue++;
	for (i = 0; units[i]; i++) {
		size_t m = strlen(units[i]);

		if ((size_t)(e - ue) >= m && !memcmp(ue, units[i], m) &&
		    (ue + m == e || ue[m] == ' '))
			break;
	}
	if (!units[i])
		return 0;
	for (c = ue + strlen(units[i]); c < e && *c == ' '; c++)
		;
	/* "**110 MB/s** (50% of local)": a comparison in brackets after the
	 * figure, a percentage and words naming no direction ("(70% read)"
	 * is a mix), is no part of it */
	if (c < e && *c == '(' && e[-1] == ')' &&
	    memchr(c, '%', (size_t)(e - c)) &&
	    !memchr(c + 1, '(', (size_t)(e - c - 1)) &&
	    side_inert((struct text_line){c + 1, (size_t)(e - c - 2), 0}) &&
	    !line_direction_words(c + 1, e - 1))
		c = e;
	if (c < e)
		return 0;
	snprintf(v, n, "%.*s %s", (int)(p - num), num, units[i]);
	return 1;
}

/* Whether the section so far (back to its heading) holds a benchmark's
 * command line: results in a list below it are that command's. */
static int section_has_command(const struct doc *d)
{
	for (size_t i = d->n; i-- > 0;) {
		const struct doc_item *it = &d->items[i];
		const char *s = it->s;

		if (it->kind != DOC_LINE)
			continue;
		if (it->heading)
			return 0;
		while (*s == ' ' || *s == '$' || *s == '#')
			s++;
		if (!strncmp(s, "sudo ", 5))
			s += 5;
		if (bench_tool_lead(s, it->len - (size_t)(s - it->s)))
			return 1;
	}
	return 0;
}

/*
 * Two or more result bullets in a row (result_bullet()) under a
 * benchmark's command in the same section, "- Ubuntu Portable:  bw=116
 * MiB/s" / "- Windows HP ZBook: bw=122 MiB/s": a table of systems, read
 * as the table "| system | bw |" with a row a bullet.  Returns 1 when
 * taken (the lines consumed from *it), 0 when not, -ENOMEM.
 */
static int list_table(struct doc *d, struct line_iter *it,
		      struct text_line first)
{
	char l[128], k[128], v[128], k0[128], row[512];
	struct line_iter peek = *it, end = *it;
	struct text_line nl;
	int rows = 1, ret;

	if (!result_bullet(line_trim(first), l, k0, v, sizeof(l)))
		return 0;
	while (lines_next(&peek, &nl) &&
	       result_bullet(line_trim(nl), l, k, v, sizeof(l)) &&
	       !strcmp(k, k0)) {
		rows++;
		end = peek;
	}
	if (rows < 2 || !section_has_command(d))
		return 0;
	snprintf(row, sizeof(row), "| system | %s |", k0[0] ? k0 : "result");
	ret = add_line(d, row, strlen(row), first.no, 0, 0);
	if (!ret)
		ret = add_line(d, "|---|---|", 9, first.no, 0, 0);
	peek = *it;
	nl = first;
	for (int r = 0; !ret && r < rows; r++) {
		if (r && !lines_next(&peek, &nl))
			break;
		result_bullet(line_trim(nl), l, k, v, sizeof(l));
		snprintf(row, sizeof(row), "| %s | %s |", l, v);
		ret = add_line(d, row, strlen(row), nl.no, 0, 0);
	}
	*it = end;
	return ret ? ret : 1;
}

/* The number at *p (digits, one '.'), its end; NULL when none. */
static const char *digest_number(const char *p, const char *e)
{
	const char *a = p;
	int dot = 0;

	while (p < e && (isdigit((unsigned char)*p) || (*p == '.' && !dot))) {
		dot |= *p == '.';
		p++;
	}
	return p > a && isdigit((unsigned char)*a) &&
		       isdigit((unsigned char)p[-1])
		   ? p
		   : NULL;
}

/* Whether trimmed line t opens or closes a fenced code block. */
static int fence_mark(struct text_line t)
{
	return line_starts(t, "```") || line_starts(t, "~~~");
}

/* Whether p starts "key=" (case ignored), blanks allowed after '='. */
static const char *digest_key(const char *p, const char *e, const char *key)
{
	size_t n = strlen(key);

	if ((size_t)(e - p) < n || strncasecmp(p, key, n))
		return NULL;
	p += n;
	while (p < e && *p == ' ')
		p++;
	return p;
}

/*
 * One of fio's result lines cut down to its figure, as a digest of runs
 * keeps it: "iops: min= 4738, max= 4856, avg=4797.00" (the IOPS samples'
 * line; avg is the mean IOPS), "IOPS=18.6k", "WRITE: bw=100MiB/s" (the
 * group's line).  The column (n bytes: "iops", "write bw") and the figure
 * ("4797.00", "18.6k", "100MiB/s") into col and val.  1 when t is one.
 */
static int digest_fragment(struct text_line t, char *col, char *val, size_t n)
{
	const char *p = t.s, *e = t.s + t.len, *v, *q;

	if (t.len > 4 && !strncasecmp(p, "iops", 4) &&
	    (p[4] == ' ' || p[4] == ':')) {
		p += 4;
		while (p < e && *p == ' ')
			p++;
		if (p == e || *p++ != ':')
			return 0;
		while (p < e && *p == ' ')
			p++;
		if (!(p = digest_key(p, e, "min=")) ||
		    !(p = digest_number(p, e)) || p + 2 > e || p[0] != ',' ||
		    p[1] != ' ')
			return 0;
		p += 2;
		if (!(p = digest_key(p, e, "max=")) ||
		    !(p = digest_number(p, e)) || p + 2 > e || p[0] != ',' ||
		    p[1] != ' ')
			return 0;
		p += 2;
		if (!(v = digest_key(p, e, "avg=")) ||
		    !(p = digest_number(v, e)))
			return 0;
		q = p;
		/* fio's ", stdev=643.12, samples=30" may follow */
		if (p + 2 < e && p[0] == ',' && p[1] == ' ' &&
		    (p = digest_key(p + 2, e, "stdev=")) &&
		    (p = digest_number(p, e)) && p + 2 < e && p[0] == ',' &&
		    p[1] == ' ' && (p = digest_key(p + 2, e, "samples=")))
			p = digest_number(p, e);
		if ((p != e && q != e) || (size_t)(q - v) >= n)
			return 0;
		snprintf(col, n, "iops");
		snprintf(val, n, "%.*s", (int)(q - v), v);
		return 1;
	}
	if (t.len > 5 && !strncmp(p, "IOPS=", 5)) {
		v = p + 5;
		if (!(p = digest_number(v, e)))
			return 0;
		if (p < e && (*p == 'k' || *p == 'K' || *p == 'M'))
			p++;
		if (p != e || (size_t)(p - v) >= n)
			return 0;
		snprintf(col, n, "iops");
		snprintf(val, n, "%.*s", (int)(p - v), v);
		return 1;
	}
	if ((t.len > 6 && !strncmp(p, "READ:", 5)) ||
	    (t.len > 7 && !strncmp(p, "WRITE:", 6))) {
		int w = p[0] == 'W';

		p += w ? 6 : 5;
		while (p < e && *p == ' ')
			p++;
		if (!(v = digest_key(p, e, "bw=")) ||
		    !(p = digest_number(v, e)))
			return 0;
		/* "100MiB/s", "1017KiB/s", "3.2GB/s" as fio prints them */
		if (p < e && strchr("KMGT", *p))
			p++;
		if (p < e && *p == 'i')
			p++;
		if (e - p != 3 || memcmp(p, "B/s", 3) || (size_t)(e - v) >= n)
			return 0;
		snprintf(col, n, "%s bw", w ? "write" : "read");
		snprintf(val, n, "%.*s", (int)(e - v), v);
		return 1;
	}
	return 0;
}

/* A caption line of a digest: a few words naming a system or a setting
 * ("Truenas Scale, SZTD-3, 6 cores"), no figure of fio's, no markup. */
static int digest_caption(struct text_line t)
{
	size_t words = 0, letters = 0;

	if (!t.len || strchr("$#>-*+|`", t.s[0]))
		return 0;
	for (size_t i = 0; i < t.len; i++) {
		if (strchr("=|`", t.s[i]))
			return 0;
		letters += isalpha((unsigned char)t.s[i]) != 0;
		words += t.s[i] != ' ' && (!i || t.s[i - 1] == ' ');
	}
	return letters && words <= 10;
}

#define DIGEST_ROWS 64

/*
 * A fenced block digesting fio runs (a homelab's notes): caption lines,
 * then fio's result lines cut to their figure (digest_fragment()) -
 *	Main RAID array, without SLOG
 *	Truenas Scale
 *	iops: min=    2, max=  120, avg=95.44
 *	Truenas Core
 *	iops: min=   15, max=  120, avg=94.13
 * - read as the table "| system | iops |", a row a figure, its label the
 * paragraph's first caption and the captions since the figure before
 * ("Main RAID array, without SLOG / Truenas Core"); the section's heading
 * gives the conditions, as for any table.  Only when every line of the
 * block is a figure, a caption or a sentence (ending in '.', skipped),
 * each figure has a caption of its own above it, and no label repeats in
 * a column: anything else (a fio output, a command) is no digest.  *it is
 * just after the opening fence, l the fence.  Returns 1 when taken (the
 * block consumed, closing fence included), 0 when not, -ENOMEM.
 */
static int digest_block(struct doc *d, struct line_iter *it, struct text_line l)
{
	struct {
		char label[128], col[32], val[32];
		long no;
	} * rows;
	char para[64] = "", since[128] = "", col[32], val[32], line[256];
	char cols[2][32] = {"", ""};
	struct line_iter peek = *it;
	struct text_line nl = l;
	int n = 0, ncols = 0, ret = 0, closed = 0, ok = 1, need = 0;

	rows = malloc(DIGEST_ROWS * sizeof(*rows));
	if (!rows)
		return -ENOMEM;
	while (ok && lines_next(&peek, &nl)) {
		struct text_line t = line_trim(nl);
		int c;

		if (fence_mark(t)) {
			closed = 1;
			break;
		}
		if (!t.len) {
			para[0] = since[0] = '\0';
			need = 0;
		} else if (digest_fragment(t, col, val, sizeof(col))) {
			/* each figure under a caption of its own */
			if (!para[0] || need || n == DIGEST_ROWS) {
				ok = 0;
				break;
			}
			snprintf(rows[n].label, sizeof(rows[n].label), "%s%s%s",
				 para, since[0] ? " / " : "", since);
			for (c = 0; c < ncols && strcmp(cols[c], col); c++)
				;
			if (c == 2) {
				ok = 0;
				break;
			}
			if (c == ncols)
				snprintf(cols[ncols++], sizeof(cols[0]), "%s",
					 col);
			for (int r = 0; r < n; r++)
				if (!strcmp(rows[r].label, rows[n].label) &&
				    !strcmp(rows[r].col, col))
					ok = 0;
			snprintf(rows[n].col, sizeof(rows[n].col), "%s", col);
			snprintf(rows[n].val, sizeof(rows[n].val), "%s", val);
			rows[n].no = nl.no;
			n++;
			since[0] = '\0';
			need = 1;
		} else if (strchr(".!?", t.s[t.len - 1])) {
			continue; /* a sentence ("Optane is too fast ...") */
		} else if (digest_caption(t) && !para[0] &&
			   t.len < sizeof(para)) {
			snprintf(para, sizeof(para), "%.*s", (int)t.len, t.s);
			need = 0;
		} else if (digest_caption(t) && para[0] &&
			   strlen(since) + 3 + t.len < sizeof(since)) {
			size_t m = strlen(since);

			snprintf(since + m, sizeof(since) - m, "%s%.*s",
				 m ? " / " : "", (int)t.len, t.s);
			need = 0;
		} else {
			ok = 0;
		}
	}
	if (!ok || !closed || n < 2) {
		free(rows);
		return 0;
	}
	if (ncols > 1)
		snprintf(line, sizeof(line), "| system | %s | %s |", cols[0],
			 cols[1]);
	else
		snprintf(line, sizeof(line), "| system | %s |", cols[0]);
	ret = add_line(d, "", 0, l.no, 0, 0);
	if (!ret)
		ret = add_line(d, line, strlen(line), rows[0].no, 0, 0);
	if (!ret)
		ret = add_line(d, ncols > 1 ? "|---|---|---|" : "|---|---|",
			       ncols > 1 ? 13 : 9, rows[0].no, 0, 0);
	for (int r = 0; !ret && r < n; r++) {
		int second = ncols > 1 && !strcmp(rows[r].col, cols[1]);

		if (ncols > 1)
			snprintf(line, sizeof(line), "| %s | %s | %s |",
				 rows[r].label, second ? "" : rows[r].val,
				 second ? rows[r].val : "");
		else
			snprintf(line, sizeof(line), "| %s | %s |",
				 rows[r].label, rows[r].val);
		ret = add_line(d, line, strlen(line), rows[r].no, 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, nl.no, 0, 0);
	free(rows);
	*it = peek;
	return ret ? ret : 1;
}

/*
 * One of fio's per-job lines condensed by hand behind the test it ran
 * ("QD1:  iops min=236  max=952  avg=666.34  stdev=285.86  bw=2487
 * KiB/s"): a label of one to four words naming a queue depth, a thread
 * count or a test (testname_parse(): "QD32", "T1Q1", "randread"), ':',
 * then "iops" (':' after it allowed), its samples' min=, max=, avg=,
 * stdev=, samples= (',' or blanks between; avg= required: the mean IOPS)
 * and bw= with its unit (fio's: KiB/s, MiB/s, GiB/s, KB/s, MB/s, GB/s).
 * The label, the IOPS and the rate (as printed) into lab, iops and bw
 * (n bytes each).  1 when t is one.
 */
static int qd_digest_line(struct text_line t, char *lab, char *iops, char *bw,
			  size_t n)
{
	static const char *const keys[] = {
	    "min=", "max=", "avg=", "stdev=", "samples=", NULL};
	static const char *const units[] = {"KiB/s", "MiB/s", "GiB/s", "KB/s",
					    "MB/s",  "GB/s",  NULL};
	const char *p = t.s, *e = t.s + t.len, *c = memchr(t.s, ':', t.len);
	const char *avg = NULL, *avg_end = NULL, *b, *q;
	struct testname tn;
	size_t words = 0;

	if (!c || c == p || (size_t)(c - p) >= n || memchr(p, '=', c - p))
		return 0;
	for (q = p; q < c; q++)
		words += *q != ' ' && (q == p || q[-1] == ' ');
	if (words > 4)
		return 0;
	testname_parse(p, (size_t)(c - p), 0, &tn);
	if (tn.cond.iodepth <= 0 && tn.cond.numjobs <= 0 &&
	    tn.cond.op == IODB_OP_UNKNOWN && tn.cond.bs <= 0)
		return 0;
	for (p = c + 1; p < e && *p == ' '; p++)
		;
	if (e - p < 5 || strncasecmp(p, "iops", 4) ||
	    (p[4] != ' ' && p[4] != ':'))
		return 0;
	p += 4 + (p[4] == ':');
	for (;;) {
		size_t k;

		while (p < e && (*p == ' ' || *p == ','))
			p++;
		if (p == e || !strncasecmp(p, "bw=", 3))
			break;
		for (k = 0; keys[k] && !digest_key(p, e, keys[k]); k++)
			;
		if (!keys[k])
			return 0;
		q = digest_key(p, e, keys[k]);
		if (!(p = digest_number(q, e)))
			return 0;
		if (k == 2) {
			avg = q;
			avg_end = p;
		}
	}
	if (!avg || p == e || (size_t)(avg_end - avg) >= n)
		return 0;
	b = digest_key(p, e, "bw=");
	if (!(q = digest_number(b, e)))
		return 0;
	for (p = q; p < e && *p == ' '; p++)
		;
	for (size_t k = 0; units[k]; k++) {
		size_t u = strlen(units[k]);

		if ((size_t)(e - p) >= u && !memcmp(p, units[k], u)) {
			const char *x = p + u;

			while (x < e && (*x == ' ' || *x == ','))
				x++;
			if (x != e || (size_t)(q - b) + 1 + u >= n)
				return 0;
			snprintf(lab, n, "%.*s", (int)(c - t.s), t.s);
			snprintf(iops, n, "%.*s", (int)(avg_end - avg), avg);
			snprintf(bw, n, "%.*s %s", (int)(q - b), b, units[k]);
			return 1;
		}
	}
	return 0;
}

#define QD_ROWS 32

/*
 * Lines of qd_digest_line(), one per queue depth or test, the block's
 * every line (blank lines between allowed): a fenced block when fenced
 * (*it just after the opening fence l, the block consumed with its
 * closing fence), else the lines from l on up to the first other line.
 * Read as the table "| test | IOPS | BW |", a row a line: the section's
 * heading ("### fio — 4K Random Write") gives the direction, pattern
 * and block size as to any table, the label its depth.  Returns 1 when
 * taken, 0 when not, -ENOMEM.
 */
static int qd_digest_block(struct doc *d, struct line_iter *it,
			   struct text_line l, int fenced)
{
	struct {
		char lab[48], iops[48], bw[48];
		long no;
	} rows[QD_ROWS];
	struct line_iter peek = *it, end = *it;
	struct text_line nl = l;
	char line[200];
	int n = 0, ret, closed = 0;

	if (!fenced) {
		if (!qd_digest_line(line_trim(l), rows[0].lab, rows[0].iops,
				    rows[0].bw, sizeof(rows[0].lab)))
			return 0;
		rows[n++].no = l.no;
	}
	while (lines_next(&peek, &nl)) {
		struct text_line t = line_trim(nl);

		if (fenced && fence_mark(t)) {
			closed = 1;
			end = peek;
			break;
		}
		if (!t.len && fenced)
			continue;
		if (n == QD_ROWS ||
		    !qd_digest_line(t, rows[n].lab, rows[n].iops, rows[n].bw,
				    sizeof(rows[n].lab))) {
			if (fenced)
				return 0;
			break;
		}
		rows[n++].no = nl.no;
		end = peek;
	}
	if (!n || (fenced && !closed))
		return 0;
	ret = add_line(d, "", 0, l.no, 0, 0);
	if (!ret)
		ret = add_made_head(d, "| test | IOPS | BW |", 20, rows[0].no);
	if (!ret)
		ret = add_line(d, "|---|---|---|", 13, rows[0].no, 0, 0);
	for (int r = 0; !ret && r < n; r++) {
		snprintf(line, sizeof(line), "| %s | %s | %s |", rows[r].lab,
			 rows[r].iops, rows[r].bw);
		ret = add_line(d, line, strlen(line), rows[r].no, 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, rows[n - 1].no, 0, 0);
	*it = end;
	return ret ? ret : 1;
}

#define PAIR_COLS 8

/* One segment's figure: "235k", "766MiB/s", "17.1k" (n bytes); its end
 * in p, NULL when none.  *unit: whether a unit follows the number. */
static const char *pair_value(const char *p, const char *e, char *v, size_t n,
			      int *unit)
{
	const char *a = p;

	while (p < e && (isdigit((unsigned char)*p) || *p == '.'))
		p++;
	if (p == a || !isdigit((unsigned char)*a) ||
	    !isdigit((unsigned char)p[-1]))
		return NULL;
	if (p < e && (*p == 'k' || *p == 'K' || *p == 'M') &&
	    (p + 1 == e || !isalpha((unsigned char)p[1])))
		p++;
	*unit = p < e && isalpha((unsigned char)*p);
	while (p < e && isalpha((unsigned char)*p))
		p++;
	if (*unit && p + 1 < e && p[0] == '/' && p[1] == 's' &&
	    (p + 2 == e || !isalpha((unsigned char)p[2])))
		p += 2;
	if ((size_t)(p - a) >= n)
		return NULL;
	snprintf(v, n, "%.*s", (int)(p - a), a);
	return p;
}

/* Whether w (n bytes) is a direction word of a pair: Read, Write, R, W. */
static int pair_dir(const char *w, size_t n)
{
	return (n == 4 && !strncasecmp(w, "read", 4)) ||
	       (n == 5 && !strncasecmp(w, "write", 5)) ||
	       (n == 1 && strchr("RrWw", *w));
}

/*
 * The words before a pair's token in its head, "Random " of "Random
 * Read/Write IOPS", into out (n bytes) when they all name an access
 * pattern (random, sequential and their short forms); else "".
 */
static void pattern_words(const char *h, const char *pair, char *out, size_t n)
{
	static const char *const words[] = {"random",	  "rand", "rnd",
					    "sequential", "seq",  NULL};
	const char *q = h;

	out[0] = '\0';
	while (q < pair) {
		const char *w = q;
		size_t k = 0;

		while (q < pair && *q != ' ')
			q++;
		while (words[k] &&
		       !((size_t)(q - w) == strlen(words[k]) &&
			 !strncasecmp(w, words[k], strlen(words[k]))))
			k++;
		if (!words[k])
			return;
		while (q < pair && *q == ' ')
			q++;
	}
	while (q > h && q[-1] == ' ')
		q--;
	if (q > h && (size_t)(q - h) < n)
		snprintf(out, n, "%.*s", (int)(q - h), h);
}

/*
 * A line of results given in pairs of directions, "Baseline: Random
 * Read/Write IOPS: 235k/189k. BW: 766MiB/s / 419MiB/s": a label (one to
 * four words), ':', then segments "HEAD: A / B", a head naming the pair
 * (Read/Write, R/W) among its words, or, naming none, the pair of the
 * segment before ("BW: ..." after "Read/Write IOPS: ..."), each figure
 * with a unit or under a head naming a metric (IOPS, BW).  The label into
 * l, the columns ("Random Read IOPS", "Random Write IOPS", "Read BW", ...)
 * into c, their figures into v; the count of columns, 0 when t is none.
 */
static int pair_line(struct text_line t, char *l, char c[][48], char v[][24])
{
	const char *p = t.s, *e = t.s + t.len, *colon;
	char dir[2][8] = {"", ""}, pat[24] = "";
	size_t words = 0;
	int nc = 0;

	colon = memchr(p, ':', t.len);
	if (!colon || colon == p || colon - p >= 48)
		return 0;
	for (const char *q = p; q < colon; q++) {
		if (strchr("=|/`*#<>", *q))
			return 0;
		words += *q != ' ' && (q == p || q[-1] == ' ');
	}
	if (!words || words > 4 || !isalpha((unsigned char)*p))
		return 0;
	snprintf(l, 48, "%.*s", (int)(colon - p), p);
	p = colon + 1;
	while (p < e) {
		const char *h, *he, *q, *pair = NULL, *pe = NULL;
		int unit[2], metric = 0;

		while (p < e && *p == ' ')
			p++;
		if (p == e)
			break;
		if (nc + 2 > PAIR_COLS)
			return 0;
		h = p;
		he = memchr(h, ':', (size_t)(e - h));
		if (!he || he - h >= 40)
			return 0;
		/* the head's words: the pair's token, a metric's name */
		for (q = h; q < he;) {
			const char *w = q, *sl;

			while (q < he && *q != ' ')
				q++;
			if (!isalpha((unsigned char)*w))
				return 0;
			sl = memchr(w, '/', (size_t)(q - w));
			if (sl) {
				if (pair || !pair_dir(w, (size_t)(sl - w)) ||
				    !pair_dir(sl + 1, (size_t)(q - sl - 1)))
					return 0;
				pair = w;
				pe = q;
				/* "R/W": the words, which the table reads */
				snprintf(dir[0], sizeof(dir[0]), "%.*s",
					 sl - w == 1 ? 0 : (int)(sl - w), w);
				snprintf(dir[1], sizeof(dir[1]), "%.*s",
					 q - sl == 2 ? 0 : (int)(q - sl - 1),
					 sl + 1);
				if (!dir[0][0])
					snprintf(dir[0], sizeof(dir[0]), "%s",
						 strchr("Rr", *w) ? "Read"
								  : "Write");
				if (!dir[1][0])
					snprintf(dir[1], sizeof(dir[1]), "%s",
						 strchr("Rr", sl[1]) ? "Read"
								     : "Write");
			}
			metric |= (q - w == 4 && !strncasecmp(w, "IOPS", 4)) ||
				  (q - w == 2 && !strncasecmp(w, "BW", 2));
			while (q < he && *q == ' ')
				q++;
		}
		if (!dir[0][0] || h == he)
			return 0;
		for (int k = 0; k < 2; k++) {
			if (pair)
				snprintf(c[nc + k], 48, "%.*s%s%.*s",
					 (int)(pair - h), h, dir[k],
					 (int)(he - pe), pe);
			else if (pat[0])
				snprintf(c[nc + k], 48, "%s %.*s (%s)", dir[k],
					 (int)(he - h), h, pat);
			else
				snprintf(c[nc + k], 48, "%s %.*s", dir[k],
					 (int)(he - h), h);
		}
		/* "Random Read/Write IOPS: ... BW: ...": the pattern the
		 * pair's head names is the line's, its bandwidth's too
		 * ("Read BW (Random)": a test of its own, the bandwidth
		 * may be another job's than the IOPS) */
		if (pair)
			pattern_words(h, pair, pat, sizeof(pat));
		p = he + 1;
		while (p < e && *p == ' ')
			p++;
		if (!(p = pair_value(p, e, v[nc], 24, &unit[0])))
			return 0;
		while (p < e && *p == ' ')
			p++;
		if (p == e || *p++ != '/')
			return 0;
		while (p < e && *p == ' ')
			p++;
		if (!(p = pair_value(p, e, v[nc + 1], 24, &unit[1])))
			return 0;
		if (!(unit[0] && unit[1]) && !metric)
			return 0;
		nc += 2;
		if (p < e && strchr(".,;", *p))
			p++;
		if (p < e && *p != ' ')
			return 0;
	}
	return nc;
}

/*
 * Whether the text shows a benchmark's output (results in pairs are then
 * measured ones, not a drive's specifications) and no command line of
 * one: a table takes a command's conditions, which the pairs do not
 * state ("--rw=randread --bs=4k" would make the "Read BW" of another job
 * that job's).
 */
static int shows_output_only(const char *buf, size_t len)
{
	static const char *const marks[] = {
	    "(groupid=", "records out", "Timing buffered", "IOPS=", NULL,
	};
	struct line_iter it;
	struct text_line l;
	int out = 0;

	for (size_t k = 0; marks[k] && !out; k++)
		out = memmem(buf, len, marks[k], strlen(marks[k])) != NULL;
	if (!out)
		return 0;
	lines_init(&it, buf, len);
	while (lines_next(&it, &l)) {
		struct text_line t = line_trim(l);
		const char *s = t.s, *e = t.s + t.len;
		size_t n;

		/* "## fio on metal": a Markdown heading, no command */
		if (t.len > 2 && !memcmp(t.s, "##", 2))
			continue;
		while (s < e &&
		       (*s == '$' || *s == '#' || *s == ' ' || *s == '`'))
			s++;
		if (e - s > 5 && !strncmp(s, "sudo ", 5))
			s += 5;
		n = bench_tool_lead(s, (size_t)(e - s));
		if (n && (size_t)(e - s) > n)
			return 0;
	}
	return 1;
}

/*
 * Two or more lines in a row of results in pairs of directions
 * (pair_line()), the same columns in each, no label twice, in a text
 * that shows a benchmark's output, no command (shows_output_only()): read
 * as the table "| system
 * | Random Read IOPS | Random Write IOPS | Read BW | Write BW |", a row a
 * line (a summary a post gives above the outputs it ran).  Returns 1 when
 * taken (the lines consumed from *it), 0 when not, -ENOMEM.
 */
static int pair_table(struct doc *d, const char *buf, size_t len,
		      struct line_iter *it, struct text_line first)
{
	char l[48], c0[PAIR_COLS][48], c[PAIR_COLS][48], v[PAIR_COLS][24];
	char labels[16][48], row[1024];
	struct line_iter peek = *it, end = *it;
	struct text_line nl;
	int nc0, nc, rows = 1, ret;
	size_t at;

	if (!memchr(first.s, '/', first.len) ||
	    !(nc0 = pair_line(line_trim(first), labels[0], c0, v)))
		return 0;
	while (rows < 16 && lines_next(&peek, &nl) &&
	       (nc = pair_line(line_trim(nl), labels[rows], c, v)) == nc0) {
		int same = 1;

		for (int k = 0; k < nc; k++)
			same &= !strcmp(c[k], c0[k]);
		for (int r = 0; r < rows; r++)
			same &= !!strcmp(labels[r], labels[rows]);
		if (!same)
			break;
		rows++;
		end = peek;
	}
	if (rows < 2 || !shows_output_only(buf, len))
		return 0;
	at = (size_t)snprintf(row, sizeof(row), "| system |");
	for (int k = 0; k < nc0 && at < sizeof(row); k++)
		at += (size_t)snprintf(row + at, sizeof(row) - at, " %s |",
				       c0[k]);
	ret = add_line(d, row, strlen(row), first.no, 0, 0);
	at = (size_t)snprintf(row, sizeof(row), "|---|");
	for (int k = 0; k < nc0 && at < sizeof(row); k++)
		at += (size_t)snprintf(row + at, sizeof(row) - at, "---|");
	if (!ret)
		ret = add_line(d, row, strlen(row), first.no, 0, 0);
	peek = *it;
	nl = first;
	for (int r = 0; !ret && r < rows; r++) {
		if (r && !lines_next(&peek, &nl))
			break;
		pair_line(line_trim(nl), l, c, v);
		at = (size_t)snprintf(row, sizeof(row), "| %s |", l);
		for (int k = 0; k < nc0 && at < sizeof(row); k++)
			at += (size_t)snprintf(row + at, sizeof(row) - at,
					       " %s |", v[k]);
		ret = add_line(d, row, strlen(row), nl.no, 0, 0);
	}
	*it = end;
	return ret ? ret : 1;
}

/* ---- results stated in prose or bullets ------------------------------- */

/* The rate units a figure stated in prose carries (no time, no size: a
 * latency's or a file's figure is no rate). */
static size_t prose_rate_unit(const char *p, const char *e)
{
	static const char *const units[] = {
	    "MB/s",   "MiB/s",	"GB/s",	   "GiB/s",  "KB/s",	"KiB/s",
	    "kB/s",   "MB/sec", "MiB/sec", "GB/sec", "GiB/sec", "KB/sec",
	    "kB/sec", "MBps",	"GBps",	   "KBps",   "kBps",	"MiBps",
	    "GiBps",  "KiBps",	"MB/S",	   "GB/S",   "KB/S",	NULL};
	/* Russian, as a table's cells read them (table_value.c,
	 * unit_ascii()): "2800 МБ/с", "1,2 ГБ/с", "950 Мбайт/с"; no
	 * Cyrillic letter after ("МБ/сек" is none of these) */
	static const char *const ru[] = {
	    "\xd0\x9a\xd0\x91/\xd1\x81",			 /* КБ/с */
	    "\xd0\xba\xd0\x91/\xd1\x81",			 /* кБ/с */
	    "\xd0\x9c\xd0\x91/\xd1\x81",			 /* МБ/с */
	    "\xd0\x93\xd0\x91/\xd1\x81",			 /* ГБ/с */
	    "\xd0\x9a\xd0\xb8\xd0\x91/\xd1\x81",		 /* КиБ/с */
	    "\xd0\x9c\xd0\xb8\xd0\x91/\xd1\x81",		 /* МиБ/с */
	    "\xd0\x93\xd0\xb8\xd0\x91/\xd1\x81",		 /* ГиБ/с */
	    "\xd0\x9a\xd0\xb1\xd0\xb0\xd0\xb9\xd1\x82/\xd1\x81", /* Кбайт/с */
	    "\xd0\x9c\xd0\xb1\xd0\xb0\xd0\xb9\xd1\x82/\xd1\x81", /* Мбайт/с */
	    "\xd0\x93\xd0\xb1\xd0\xb0\xd0\xb9\xd1\x82/\xd1\x81", /* Гбайт/с */
	    NULL};

	for (size_t i = 0; units[i]; i++) {
		size_t m = strlen(units[i]);

		if ((size_t)(e - p) >= m && !memcmp(p, units[i], m) &&
		    (p + m == e || !isalpha((unsigned char)p[m])))
			return m;
	}
	if (p >= e || (unsigned char)*p < 0xd0 || (unsigned char)*p > 0xd1)
		return 0;
	for (size_t i = 0; ru[i]; i++) {
		size_t m = strlen(ru[i]);

		if ((size_t)(e - p) >= m && !memcmp(p, ru[i], m) &&
		    (p + m == e || (!isalpha((unsigned char)p[m]) &&
				    (unsigned char)p[m] != 0xd0 &&
				    (unsigned char)p[m] != 0xd1)))
			return m;
	}
	return 0;
}

/*
 * A figure "~38.9" or "878.3" (an optional '~', digits, one '.' or ','
 * between digits) at p: its end, NULL when none.  Its thousands grouped
 * as a table cell reads them (table_val_number_len()): "10 957,9" and
 * "1 234 567" are one figure, "75'471" too; "4 128" may be two ("QD4,
 * 128 MB/s"), so the figure is "4" and the "128" after it is no figure
 * of its own (group_tail()): the sentence reads nothing of it.
 */
static const char *prose_figure(const char *p, const char *e)
{
	const char *a;
	size_t k;

	if (p < e && *p == '~')
		p++;
	a = p;
	for (k = 0; k < 4 && p + k < e && isdigit((unsigned char)p[k]); k++)
		;
	/* cheap test first: 1-3 digits, then a blank, an apostrophe or a
	 * UTF-8 thin space or quote */
	if (k && k < 4 && p + k + 1 < e &&
	    (p[k] == ' ' || p[k] == '\'' || (unsigned char)p[k] == 0xe2)) {
		char buf[64];
		size_t n = (size_t)(e - p) < sizeof(buf) - 1 ? (size_t)(e - p)
							     : sizeof(buf) - 1;

		memcpy(buf, p, n);
		buf[n] = '\0';
		k = table_val_number_len(buf);
		if (k && k < sizeof(buf) - 1)
			return p + k;
	}
	while (p < e && (isdigit((unsigned char)*p) ||
			 ((*p == '.' || *p == ',') && p > a && p + 1 < e &&
			  isdigit((unsigned char)p[1]))))
		p++;
	return p > a ? p : NULL;
}

/*
 * Whether the digits at p (in s..) continue a figure whose thousands are
 * grouped (prose_figure()): three digits after a blank, an apostrophe or
 * a thin space (U+2009, U+202F, U+2019) after 1-3 digits standing
 * alone, or after another such group ("957" in "10 957,9", "567" in "1
 * 234 567", "128" in "4 128").  Such digits are never a figure of their own:
 * the figure starts at the first group, or it is too unsure to read (a sentence
 * holding one reads nothing: the rest of it could pair its figures with the
 * wrong directions).
 */
static int group_tail(const char *s, const char *p, const char *e)
{
	const char *d;
	size_t k = 0;

	for (k = 0; k < 4 && p + k < e && isdigit((unsigned char)p[k]); k++)
		;
	if (k != 3)
		return 0;
	if (p - s >= 2 && (p[-1] == ' ' || p[-1] == '\''))
		d = p - 1;
	else if (p - s >= 4 && (unsigned char)p[-3] == 0xe2 &&
		 (unsigned char)p[-2] == 0x80 &&
		 ((unsigned char)p[-1] == 0x89 ||
		  (unsigned char)p[-1] == 0xaf || (unsigned char)p[-1] == 0x99))
		d = p - 3;
	else
		return 0;
	for (k = 0;
	     k < 4 && d - k > s && isdigit((unsigned char)d[-1 - (long)k]); k++)
		;
	if (!k || k > 3)
		return 0;
	d -= k; /* the group before: "10", or "234" of "1 234 567" */
	return d == s ||
	       !(isalnum((unsigned char)d[-1]) || d[-1] == '.' || d[-1] == ',');
}

/* A direction word at p ("read", "write", "reads", "writes", any case)
 * ending at a non-letter: 1 read, 2 write, 0 none; its end in *end. */
static int prose_dir(const char *p, const char *e, const char **end)
{
	static const char *const w[] = {"reads", "read", "writes", "write"};

	for (int i = 0; i < 4; i++) {
		size_t m = strlen(w[i]);

		if ((size_t)(e - p) >= m && !strncasecmp(p, w[i], m) &&
		    (p + m == e || !isalpha((unsigned char)p[m]))) {
			*end = p + m;
			return i < 2 ? 1 : 2;
		}
	}
	return 0;
}

/* The first word of s (n bytes) naming a benchmark tool: fio, dd,
 * hdparm, iozone, CrystalDiskMark, KDiskMark, Blackmagic's Disk Speed
 * Test, ATTO; its length into *m.  NULL when none. */
static const char *bench_word(const char *s, size_t n, size_t *m)
{
	static const char *const tools[] = {"fio",	 "dd",
					    "hdparm",	 "iozone",
					    "diskmark",	 "crystaldiskmark",
					    "kdiskmark", "blackmagic",
					    "atto",	 "crystal disk mark",
					    NULL};

	for (size_t i = 0; i < n; i++) {
		if (i && isalnum((unsigned char)s[i - 1]))
			continue;
		for (size_t k = 0; tools[k]; k++) {
			*m = strlen(tools[k]);

			if (i + *m <= n && !strncasecmp(s + i, tools[k], *m) &&
			    (i + *m == n || !isalnum((unsigned char)s[i + *m])))
				return s + i;
		}
	}
	return NULL;
}

/* Whether s (n bytes) names a benchmark tool as a word (bench_word()):
 * what makes figures beside it measured ones. */
static int names_bench(const char *s, size_t n)
{
	size_t m;

	return bench_word(s, n, &m) != NULL;
}

/* Whether one of words (NULL-ended) starts a word of s (n bytes), any
 * case. */
static int starts_word(const char *s, size_t n, const char *const *words)
{
	for (size_t i = 0; i < n; i++)
		for (size_t k = 0; words[k]; k++)
			if ((!i || !isalpha((unsigned char)s[i - 1])) &&
			    i + strlen(words[k]) <= n &&
			    !strncasecmp(s + i, words[k], strlen(words[k])))
				return 1;
	return 0;
}

/* Whether s (n bytes) says its figures are a claim, a limit or a
 * specification, not a measurement (table_names_claim(), "max" too). */
static int names_claim(const char *s, size_t n)
{
	return table_names_claim(s, n, 1);
}

/* Whether the section so far (back to its heading) names a benchmark
 * tool (names_bench()). */
static int section_names_bench(const struct doc *d)
{
	for (size_t i = d->n; i-- > 0;) {
		const struct doc_item *it = &d->items[i];

		if (it->kind != DOC_LINE)
			continue;
		if (names_bench(it->s, it->len))
			return 1;
		if (it->heading)
			return 0;
	}
	return 0;
}

/* The length of a list item's bullet and its blank at s (n bytes): "- ",
 * "* ", "+ ", or a typographic bullet a page or a word processor left,
 * "• " (U+2022), "◦ " (U+25E6, a nested one), "▪ " (U+25AA), "‣ "
 * (U+2023); 0 when none. */
static size_t list_bullet(const char *s, size_t n)
{
	static const char *const marks[] = {"\xe2\x80\xa2", "\xe2\x97\xa6",
					    "\xe2\x96\xaa", "\xe2\x80\xa3",
					    NULL};

	if (n >= 2 && s[0] && strchr("-*+", s[0]) && s[1] == ' ')
		return 2;
	for (size_t k = 0; marks[k]; k++)
		if (n >= 4 && !memcmp(s, marks[k], 3) && s[3] == ' ')
			return 4;
	return 0;
}

/* The text of a list item at t: after its bullet (list_bullet()) and a
 * task box ("[x] ", "[ ] "); its indentation in *ind.  0 when t (a line
 * untrimmed) is no list item. */
static int list_item_text(struct text_line l, struct text_line *out,
			  size_t *ind)
{
	size_t i = 0, b;

	while (i < l.len && l.s[i] == ' ')
		i++;
	if (!(b = list_bullet(l.s + i, l.len - i)))
		return 0;
	*ind = i;
	i += b;
	while (i < l.len && l.s[i] == ' ')
		i++;
	if (i + 4 <= l.len && l.s[i] == '[' && strchr("xX ", l.s[i + 1]) &&
	    l.s[i + 2] == ']' && l.s[i + 3] == ' ')
		i += 4;
	out->s = l.s + i;
	out->len = l.len - i;
	out->no = l.no;
	*out = line_trim(*out);
	return out->len > 0;
}

/*
 * A sub-item giving one direction's rate, "Write: 878.3 MB/s": the word
 * Read or Write, ':', a figure and a rate unit, nothing after.  1 read,
 * 2 write, 0 none; the figure with its unit into v (n bytes).
 */
static int dir_rate_item(struct text_line t, char *v, size_t n)
{
	const char *p = t.s, *e = t.s + t.len, *q, *f;
	int dir = prose_dir(p, e, &q);
	size_t u;

	if (!dir || q >= e || *q != ':')
		return 0;
	for (p = q + 1; p < e && *p == ' '; p++)
		;
	if (!(f = prose_figure(p, e)))
		return 0;
	for (q = f; q < e && *q == ' '; q++)
		;
	if (!(u = prose_rate_unit(q, e)) || q + u != e || (size_t)(e - p) >= n)
		return 0;
	snprintf(v, n, "%.*s", (int)(e - p), p);
	return dir;
}

/*
 * A list item naming a system, its sub-items (indented deeper) each one
 * direction's rate, "- [x] NVMe SSD" / "    - Write: 878.3 MB/s" /
 * "    - Read: 1388.5 MB/s" (a checklist noting what a benchmark gave on
 * each drive): read as the table "| system | Write | Read |", one row.
 * Only in a section naming a benchmark tool (names_bench()): a drive's
 * specifications in the same shape ("- Samsung 980" / "- Read: 7000
 * MB/s") are no results.  The parent item is kept as a line; returns 1
 * when taken (the sub-items consumed from *it), 0 when not, -ENOMEM.
 */
static int nested_rate_items(struct doc *d, struct line_iter *it,
			     struct text_line first)
{
	struct text_line name, sub, nl;
	struct line_iter peek = *it, end = *it;
	char v[2][48], row[256];
	size_t ind, sind;
	int dirs[2], n = 0, ret;

	if (!list_item_text(first, &name, &ind) || name.len > 48 ||
	    memchr(name.s, ':', name.len) || memchr(name.s, '|', name.len) ||
	    names_claim(name.s, name.len))
		return 0;
	for (size_t i = 0, w = 0; i < name.len; i++)
		if (name.s[i] != ' ' && (!i || name.s[i - 1] == ' ') && ++w > 6)
			return 0;
	while (n < 3 && lines_next(&peek, &nl) &&
	       list_item_text(nl, &sub, &sind) && sind > ind) {
		char tmp[48];
		int dir = dir_rate_item(sub, tmp, sizeof(tmp));

		if (!dir || n == 2)
			return 0;
		dirs[n] = dir;
		memcpy(v[n++], tmp, sizeof(tmp));
		end = peek;
	}
	if (n != 2 || dirs[0] == dirs[1] || !section_names_bench(d))
		return 0;
	ret = add_line(d, first.s, first.len, first.no, 0, 0);
	snprintf(row, sizeof(row), "| system | %s | %s |",
		 dirs[0] == 1 ? "Read" : "Write",
		 dirs[1] == 1 ? "Read" : "Write");
	if (!ret)
		ret = add_line(d, row, strlen(row), first.no, 0, 0);
	if (!ret)
		ret = add_line(d, "|---|---|---|", 13, first.no, 0, 0);
	snprintf(row, sizeof(row), "| %.*s | %s | %s |", (int)name.len, name.s,
		 v[0], v[1]);
	if (!ret)
		ret = add_line(d, row, strlen(row), first.no, 0, 0);
	*it = end;
	/* a blank after it: a table of its own, never joined to the next */
	if (!ret)
		ret = add_line(d, "", 0, first.no, 0, 0);
	return ret ? ret : 1;
}

/* ---- a system's rates, a line each, the direction before each figure -- */

#define DRL_SEGS 4

/* One line of dir_rates_table(): the system's name, each figure's head
 * ("Write", "Lesen") and the figure with its unit as written. */
struct dir_rates_line {
	char name[64];
	char head[DRL_SEGS][32];
	char v[DRL_SEGS][48];
	int n;
};

/*
 * Whether h (n bytes) heads one figure of a system's line: words the test
 * vocabulary reads as one direction, maybe with its pattern ("Write",
 * "Seq read", "Schreiben", "Lecture", "읽기", "書き込み"), 24 bytes at
 * most, no digit, no bracket, no metric but a rate's word, nothing of a
 * maker's figure or another quantity.
 */
static int dir_rate_head(const char *h, size_t n)
{
	struct testname tn;

	if (!n || n > 24)
		return 0;
	for (size_t i = 0; i < n; i++)
		if (isdigit((unsigned char)h[i]) || strchr(":=|`()[]/,;", h[i]))
			return 0;
	return testname_parse(h, n, 0, &tn) && tn.cond.op != IODB_OP_UNKNOWN &&
	       tn.n_ops == 1 &&
	       (tn.metric == TESTNAME_NONE || tn.metric == TESTNAME_BW) &&
	       !tn.cdm && !tn.datasheet && !tn.other && !tn.network &&
	       !tn.speedtest && !tn.aggregate && !tn.stat && !names_claim(h, n);
}

/* Where the name of a system's line ends at p: ':' (or '：') right
 * after it, or a dash between blanks (" - ", " – ", " — "); the text
 * after the mark into *after, NULL when p is none of them. */
static const char *dir_rates_name_end(const char *p, const char *e,
				      const char **after)
{
	if (*p == ':') {
		*after = p + 1;
		return p;
	}
	if (e - p >= 3 && !memcmp(p, "\xef\xbc\x9a", 3)) {
		*after = p + 3;
		return p;
	}
	if (*p != ' ')
		return NULL;
	if (e - p >= 3 && p[1] == '-' && p[2] == ' ') {
		*after = p + 3;
		return p;
	}
	if (e - p >= 5 && !memcmp(p + 1, "\xe2\x80", 2) &&
	    (p[3] == '\x93' || p[3] == '\x94') && p[4] == ' ') {
		*after = p + 5;
		return p;
	}
	return NULL;
}

/*
 * A line naming one system, then its rates each after the direction it
 * measured: "node-b: Write: 14.1 MB/s Read: 30.8 MB/s", "Knoten Süd -
 * Schreiben 19.9 MB/s, Lesen 87.6 MB/s".  The name (one to six words,
 * a letter or digit first, no mark of code or markup, no direction, test
 * or claim) ends at ':' or a dash between blanks; each head
 * (dir_rate_head(), a ':' after it or none) is followed by a plain
 * figure (no '~': approximate) and a rate unit, the segments parted by
 * blanks, ',', ';', '/' or "and", up to four, no head twice; nothing
 * after the last but a '.'.  Fills *r; returns its count of figures, 0
 * when l is none.
 */
static int dir_rates_line(struct text_line l, struct dir_rates_line *r)
{
	struct text_line t = line_trim(l);
	const char *s = t.s, *e = t.s + t.len, *p, *ne = NULL, *q = NULL;
	struct testname tn;
	size_t words = 0;

	if (t.len < 12 || t.len > 240 || !isalnum((unsigned char)*s))
		return 0;
	for (p = s; p < e && !ne; p++) {
		if (strchr("=|`<>#*[]{}", *p))
			return 0;
		ne = dir_rates_name_end(p, e, &q);
	}
	if (!ne || ne == s || (size_t)(ne - s) >= sizeof(r->name))
		return 0;
	for (p = s; p < ne; p++)
		words += *p != ' ' && (p == s || p[-1] == ' ');
	testname_parse(s, (size_t)(ne - s), 0, &tn);
	if (words > 6 || tn.cond.op != IODB_OP_UNKNOWN || tn.n_ops ||
	    tn.metric || tn.aggregate || tn.value_header || tn.test_header ||
	    line_direction_words(s, ne) || names_claim(s, (size_t)(ne - s)))
		return 0;
	snprintf(r->name, sizeof(r->name), "%.*s", (int)(ne - s), s);
	r->n = 0;
	for (p = q;;) {
		const char *h, *he, *f, *u;
		size_t un;

		while (p < e && *p == ' ')
			p++;
		if (p == e)
			break;
		if (r->n == DRL_SEGS)
			return 0;
		for (h = p; p < e && !isdigit((unsigned char)*p) && *p != '~';)
			p++;
		if (p == e || *p == '~')
			return 0;
		for (he = p; he > h && he[-1] == ' ';)
			he--;
		if (he > h && he[-1] == ':')
			he--;
		else if (he - h >= 3 && !memcmp(he - 3, "\xef\xbc\x9a", 3))
			he -= 3;
		while (he > h && he[-1] == ' ')
			he--;
		if (!dir_rate_head(h, (size_t)(he - h)) ||
		    (size_t)(he - h) >= sizeof(r->head[0]) ||
		    !(f = prose_figure(p, e)))
			return 0;
		for (u = f; u < e && *u == ' ';)
			u++;
		if (!(un = prose_rate_unit(u, e)) ||
		    (size_t)(u + un - p) >= sizeof(r->v[0]))
			return 0;
		snprintf(r->head[r->n], sizeof(r->head[0]), "%.*s",
			 (int)(he - h), h);
		snprintf(r->v[r->n], sizeof(r->v[0]), "%.*s", (int)(u + un - p),
			 p);
		for (int k = 0; k < r->n; k++)
			if (!strcasecmp(r->head[k], r->head[r->n]))
				return 0;
		r->n++;
		for (p = u + un; p < e && *p == ' ';)
			p++;
		if (p + 1 == e && *p == '.')
			break;
		if (p < e && strchr(",;/", *p))
			p++;
		else if (e - p > 4 && !strncasecmp(p, "and ", 4))
			p += 4;
	}
	return r->n;
}

/*
 * A caption ending in ':' on the line right above a list made a table
 * ("Round Two:" over "node-a: Write: ...", a gist's text keeping no blank
 * line), itself right under another line of text (a command, the line
 * before): a person reads it as the list's title, so a blank line goes
 * above it and the table reader takes it for the table's caption (a
 * short line standing free over it).  Six words at most, no figure with
 * a unit, no sentence's end.  0, or -ENOMEM.
 */
static int holds_rate(struct text_line t);

static int free_list_caption(struct doc *d, long no)
{
	struct doc_item *c, *up, tmp;
	size_t words = 0;

	if (d->n < 2)
		return 0;
	c = &d->items[d->n - 1];
	up = &d->items[d->n - 2];
	if (c->kind != DOC_LINE || c->blank || c->heading || c->pre ||
	    c->no != no - 1 || c->len < 2 || c->len > 60 ||
	    c->s[c->len - 1] != ':' || up->kind != DOC_LINE || up->blank ||
	    up->heading || holds_rate((struct text_line){c->s, c->len, c->no}))
		return 0;
	for (size_t i = 0; i < c->len; i++) {
		if (strchr(".!?|`=", c->s[i]))
			return 0;
		words += c->s[i] != ' ' && (!i || c->s[i - 1] == ' ');
	}
	if (words > 6)
		return 0;
	if (add_line(d, "", 0, d->items[d->n - 1].no, 0, 0))
		return -ENOMEM;
	/* the blank before the caption */
	tmp = d->items[d->n - 1];
	d->items[d->n - 1] = d->items[d->n - 2];
	d->items[d->n - 2] = tmp;
	return 0;
}

/*
 * Two lines or more in a row each naming a system and its rates after
 * their directions (dir_rates_line()), the same heads in the same order
 * on each, no name twice, in a section naming a benchmark tool
 * (section_names_bench(): a drive's specifications in the same shape,
 * "Samsung 870: Read: 560 MB/s Write: 530 MB/s", are no results) and
 * under no line naming a claim: read as the table "| system | Write |
 * Read |", a row a line, the heads as written (the table reader knows
 * their words in every language of the test vocabulary), so the commands
 * above give each direction its conditions and the caption above ("Round
 * Two:") the rows their label, as to any table.  A name seen again
 * starts another table: a second round written without its caption is
 * another result, not a merge.  Returns 1 when taken (the lines consumed
 * from *it), 0 when not, -ENOMEM.
 */
static int dir_rates_table(struct doc *d, struct line_iter *it,
			   struct text_line first)
{
	struct dir_rates_line r0, r;
	char names[16][64];
	struct line_iter peek = *it, end = *it;
	struct strbuf sb = STRBUF_INIT;
	struct text_line nl;
	int rows = 1, ret = 0;

	if (!dir_rates_line(first, &r0))
		return 0;
	memcpy(names[0], r0.name, sizeof(names[0]));
	while (rows < 16 && lines_next(&peek, &nl) && dir_rates_line(nl, &r) &&
	       r.n == r0.n) {
		int same = 1;

		for (int k = 0; k < r.n; k++)
			same &= !strcasecmp(r.head[k], r0.head[k]);
		for (int k = 0; k < rows; k++)
			same &= !!strcasecmp(names[k], r.name);
		if (!same)
			break;
		memcpy(names[rows++], r.name, sizeof(names[0]));
		end = peek;
	}
	if (rows < 2 || !section_names_bench(d))
		return 0;
	for (size_t i = d->n; i-- > 0;) {
		const struct doc_item *c = &d->items[i];

		if (c->kind != DOC_LINE || c->blank)
			continue;
		if (names_claim(c->s, c->len))
			return 0;
		break;
	}
	ret = free_list_caption(d, first.no);
	if (!ret)
		ret = pipe_cell(&sb, "system", 6);
	for (int k = 0; !ret && k < r0.n; k++)
		ret = pipe_cell(&sb, r0.head[k], strlen(r0.head[k]));
	if (!ret)
		ret = strbuf_addch(&sb, '|') ? -ENOMEM : 0;
	if (!ret)
		ret = add_made_head(d, sb.buf, sb.len, first.no);
	strbuf_reset(&sb);
	if (!ret)
		ret = add_pipe_rule(d, &sb, (size_t)r0.n + 1, first.no);
	peek = *it;
	nl = first;
	for (int j = 0; !ret && j < rows; j++) {
		if (j && !lines_next(&peek, &nl))
			break;
		dir_rates_line(nl, &r);
		strbuf_reset(&sb);
		ret = pipe_cell(&sb, r.name, strlen(r.name));
		for (int k = 0; !ret && k < r.n; k++)
			ret = pipe_cell(&sb, r.v[k], strlen(r.v[k]));
		if (!ret)
			ret = add_pipe_row(d, &sb, nl.no);
	}
	strbuf_release(&sb);
	*it = end;
	/* a blank after it: a table of its own, never joined to the next */
	if (!ret)
		ret = add_line(d, "", 0, first.no, 0, 0);
	return ret ? ret : 1;
}

/*
 * The unit a lead-in line states for the bare figures listed under it,
 * when it says they are results: it ends in "in UNIT:" or "(UNIT):" (a
 * rate unit or IOPS, then ':' or '：' and nothing else) and its last
 * sentence holds a word starting "result" (or German "Ergebnis"):
 * "..., results in MB/s:", "Results of the dd runs, in MB/s:",
 * "Ergebnisse (MB/s):".  The unit's start into *u; its length, 0 when s
 * (n bytes) says nothing of that ("Speeds in MB/s:" says no results).
 */
static size_t results_lead_unit(const char *s, size_t n, const char **u)
{
	static const char *const words[] = {"result", "ergebnis", NULL};
	const char *e = s + n, *p, *q, *b = s;
	size_t un;
	int bracket = 0;

	while (e > s && e[-1] == ' ')
		e--;
	if (e > s && e[-1] == ':')
		e--;
	else if (e - s >= 3 && !memcmp(e - 3, "\xef\xbc\x9a", 3))
		e -= 3;
	else
		return 0;
	while (e > s && e[-1] == ' ')
		e--;
	if (e > s && e[-1] == ')')
		e--, bracket = 1;
	for (q = e; q > s && q[-1] != ' ' && q[-1] != '(';)
		q--;
	un = prose_rate_unit(q, e);
	if (!un && e - q == 4 && !strncasecmp(q, "iops", 4))
		un = 4;
	if (!un || q + un != e)
		return 0;
	if (bracket ? !(q > s && q[-1] == '(')
		    : !(q - s >= 4 && !strncmp(q - 4, " in ", 4)))
		return 0;
	/* its last sentence */
	for (p = s; p + 1 < q; p++)
		if (strchr(".!?", *p) && p[1] == ' ')
			b = p + 2;
	if (!starts_word(b, (size_t)(q - b), words))
		return 0;
	*u = q;
	return un;
}

/*
 * One entry of a bare list of results, "mail server 17", "m1.large EBS
 * 63": a name (one to six words, a letter first, no mark of code, no
 * figure as its last word, no test, direction or claim), a blank, then a
 * plain figure (digits, one '.' or ',' between them) ending the line.
 * The name into name (n bytes), the figure into v (vn bytes); 0 when l
 * is none.
 */
static int bare_result_entry(struct text_line l, char *name, size_t n, char *v,
			     size_t vn)
{
	struct text_line t = line_trim(l);
	const char *s = t.s, *e = t.s + t.len, *f, *ne, *w;
	struct testname tn;
	size_t words = 0;

	if (t.len < 3 || t.len > 80 || !isalpha((unsigned char)*s))
		return 0;
	for (f = e; f > s && f[-1] != ' ';)
		f--;
	if (f == s || prose_figure(f, e) != e || (size_t)(e - f) >= vn)
		return 0;
	for (ne = f; ne > s && ne[-1] == ' ';)
		ne--;
	for (w = ne; w > s && w[-1] != ' ';)
		w--;
	if (prose_figure(w, ne) == ne || (size_t)(ne - s) >= n)
		return 0;
	for (const char *p = s; p < ne; p++) {
		if (strchr(":=|`<>#*[]{}~", *p))
			return 0;
		words += *p != ' ' && (p == s || p[-1] == ' ');
	}
	testname_parse(s, (size_t)(ne - s), 0, &tn);
	if (words > 6 || tn.cond.op != IODB_OP_UNKNOWN || tn.n_ops ||
	    tn.metric || tn.aggregate || line_direction_words(s, ne) ||
	    names_claim(s, (size_t)(ne - s)))
		return 0;
	snprintf(name, n, "%.*s", (int)(ne - s), s);
	snprintf(v, vn, "%.*s", (int)(e - f), f);
	return 1;
}

/*
 * A bare list of results under the line that states their unit and says
 * they are results ("... dd'ing a 512M file of random content, results
 * in MB/s:" / "macbook 10" / "mail server 17" / ...): two entries or
 * more (bare_result_entry()) right under that line (results_lead_unit(),
 * no blank line between), no name twice, the lead-in or its section
 * naming a benchmark tool, no claim in the lead-in.  Read as the table
 * "| system | MB/s |", a row an entry: the unit is the lead-in's, the
 * direction none (the list does not say which).  A list of bare figures
 * under any other line ("Speeds:", "in MB/s:" saying no results) is not
 * read: its unit is a guess.  Returns 1 when taken (the lines consumed
 * from *it), 0 when not, -ENOMEM.
 */
static int bare_results_table(struct doc *d, struct line_iter *it,
			      struct text_line first)
{
	const struct doc_item *lead;
	struct line_iter peek = *it, end = *it;
	struct strbuf sb = STRBUF_INIT;
	struct text_line nl;
	char names[32][64], name[64], v[24];
	const char *u;
	size_t un;
	int rows = 1, ret;

	if (!d->n)
		return 0;
	lead = &d->items[d->n - 1];
	if (lead->kind != DOC_LINE || lead->blank || lead->heading ||
	    lead->pre || lead->no != first.no - 1 ||
	    !(un = results_lead_unit(lead->s, lead->len, &u)) ||
	    memchr(lead->s, '~', lead->len) ||
	    names_claim(lead->s, lead->len) ||
	    !(names_bench(lead->s, lead->len) || section_names_bench(d)) ||
	    !bare_result_entry(first, names[0], sizeof(names[0]), v, sizeof(v)))
		return 0;
	while (rows < 32 && lines_next(&peek, &nl) &&
	       bare_result_entry(nl, name, sizeof(name), v, sizeof(v))) {
		int seen = 0;

		for (int k = 0; k < rows; k++)
			seen |= !strcasecmp(names[k], name);
		if (seen)
			break;
		memcpy(names[rows++], name, sizeof(name));
		end = peek;
	}
	if (rows < 2)
		return 0;
	ret = pipe_cell(&sb, "system", 6);
	if (!ret)
		ret = pipe_cell(&sb, u, un);
	if (!ret)
		ret = strbuf_addch(&sb, '|') ? -ENOMEM : 0;
	if (!ret)
		ret = add_made_head(d, sb.buf, sb.len, first.no);
	/* one figure per system, how each was measured not said: a command
	 * the text shows ran on one of them, its prose is no test name */
	if (!ret)
		d->items[d->n - 1].own_test = 2;
	strbuf_reset(&sb);
	if (!ret)
		ret = add_pipe_rule(d, &sb, 2, first.no);
	peek = *it;
	nl = first;
	for (int j = 0; !ret && j < rows; j++) {
		if (j && !lines_next(&peek, &nl))
			break;
		bare_result_entry(nl, name, sizeof(name), v, sizeof(v));
		strbuf_reset(&sb);
		ret = pipe_cell(&sb, name, strlen(name));
		if (!ret)
			ret = pipe_cell(&sb, v, strlen(v));
		if (!ret)
			ret = add_pipe_row(d, &sb, nl.no);
	}
	strbuf_release(&sb);
	*it = end;
	if (!ret)
		ret = add_line(d, "", 0, first.no, 0, 0);
	return ret ? ret : 1;
}

/* The rate v ("3180KiB/s", "3.11 MiB/s") in bytes per second, each
 * prefix read both ways (*alt: the other reading); NAN when none. */
static double nested_rate_bytes(const char *v, double *alt)
{
	char *e;
	double x = strtod(v, &e), d = 1, b = 1;

	while (*e == ' ')
		e++;
	switch (*e == 'k' ? 'K' : *e) {
	case 'K': d = 1e3, b = 1024; break;
	case 'M': d = 1e6, b = 1048576; break;
	case 'G': d = 1e9, b = 1073741824; break;
	case 'B': break;
	default: return NAN;
	}
	*alt = x * b;
	return x * d;
}

/*
 * A line of a list item giving one fio figure as a person retyped it,
 * "WRITE bandwidth: 23.0MiB/s" (in a code span, whose marks normalize.c
 * took), maybe the same rate again in another unit ("3180KiB/s or
 * 3.11MiB/s"): the direction (1 read, 2 write), 0 when t is none; the
 * figure with its unit into v (n bytes), *iops set when it is an IOPS
 * figure ("READ IOPS: 5120").
 */
static int fio_figure_line(struct text_line t, char *v, size_t n, int *iops)
{
	const char *p = t.s, *e = t.s + t.len, *q, *f, *end;
	int dir;
	size_t u = 0;

	if (p < e && *p == '`')
		p++;
	if (!(dir = prose_dir(p, e, &q)) || q >= e || *q != ' ')
		return 0;
	while (q < e && *q == ' ')
		q++;
	*iops = (size_t)(e - q) > 4 && !strncasecmp(q, "iops", 4);
	if (*iops)
		q += 4;
	else if ((size_t)(e - q) > 9 && !strncasecmp(q, "bandwidth", 9))
		q += 9;
	else if ((size_t)(e - q) > 2 && !strncasecmp(q, "bw", 2))
		q += 2;
	else
		return 0;
	if (q >= e || (*q != ':' && *q != '='))
		return 0;
	for (q++; q < e && *q == ' '; q++)
		;
	if (!(f = prose_figure(q, e)) || *q == '~')
		return 0;
	/* "READ IOPS: 24.6k", as fio prints IOPS */
	if (*iops && f < e && (*f == 'k' || *f == 'K' || *f == 'M'))
		f++;
	for (p = f; p < e && *p == ' '; p++)
		;
	if (!*iops && !(u = prose_rate_unit(p, e)))
		return 0;
	end = p + u;
	if ((size_t)(end - q) >= n)
		return 0;
	snprintf(v, n, "%.*s", (int)(end - q), q);
	p = end;
	if (p < e && *p == '`')
		p++;
	/* ", or 3.11MiB/s": the same rate restated, within rounding */
	if (p < e && *p == ',')
		p++;
	while (p < e && *p == ' ')
		p++;
	if (p < e && !*iops && (size_t)(e - p) > 3 && !strncmp(p, "or ", 3)) {
		char w[48];
		double a, b, c, d;

		for (p += 3; p < e && (*p == ' ' || *p == '`');)
			p++;
		if (!(f = prose_figure(p, e)))
			return 0;
		for (q = f; q < e && *q == ' '; q++)
			;
		if (!(u = prose_rate_unit(q, e)) ||
		    (size_t)(q + u - p) >= sizeof(w))
			return 0;
		snprintf(w, sizeof(w), "%.*s", (int)(q + u - p), p);
		a = nested_rate_bytes(v, &b);
		c = nested_rate_bytes(w, &d);
		if (isnan(a) || isnan(c) ||
		    !(fabs(b - d) <= 0.01 * b || fabs(a - c) <= 0.01 * a))
			return 0;
		p = q + u;
		if (p < e && *p == '`')
			p++;
	}
	return p == e ? dir : 0;
}

/*
 * Whether line t says a figure nobody reads here: a rate or IOPS with
 * its number ("12 MB/s", "IOPS=3k"), which a nested list of fio figures
 * (nested_fio_items()) would otherwise drop.
 */
static int holds_rate(struct text_line t)
{
	for (size_t i = 0; i < t.len; i++)
		if (isdigit((unsigned char)t.s[i]) &&
		    (prose_rate_unit(t.s + i + 1, t.s + t.len) ||
		     (i + 2 < t.len && t.s[i + 1] == ' ' &&
		      prose_rate_unit(t.s + i + 2, t.s + t.len))))
			return 1;
	return text_find(t.s, t.len, "iops", 4) != NULL;
}

/*
 * A list item naming a system, its sub-items (indented deeper) each a
 * test with its fio figures on lines of their own inside it, in code
 * spans ("- NAS <--> Linux server" / "    - 4K random I/O" / "
 * `WRITE bandwidth: 23.0MiB/s`"; a line of another figure, "`Network
 * utilization: 19.29%`", no storage figure): read as the table "| system
 * | test | Write |", a row a sub-item, so that the tests and the
 * commands above give the conditions.  A sub-item without a figure, or a
 * rate the shape does not read, and the whole list is left as text.
 * Keeps the item as a line; returns 1 when taken (its lines consumed
 * from *it), 0 when not, -ENOMEM.
 */
static int nested_fio_items(struct doc *d, struct line_iter *it,
			    struct text_line first)
{
	enum { ROWS = 16, COLS = 4 };
	static const char *const cols[COLS] = {"Read", "Write", "Read IOPS",
					       "Write IOPS"};
	struct text_line name, sub, nl;
	struct line_iter peek = *it, end = *it;
	char test[ROWS][128], v[ROWS][COLS][48], row[640];
	long no[ROWS];
	size_t ind, sind = 0, at;
	int n = -1, used[COLS] = {0}, ret;

	if (!list_item_text(first, &name, &ind) || name.len > 80 ||
	    memchr(name.s, ':', name.len) || memchr(name.s, '|', name.len) ||
	    memchr(name.s, '`', name.len) || holds_rate(name) ||
	    names_claim(name.s, name.len))
		return 0;
	memset(v, 0, sizeof(v));
	while (lines_next(&peek, &nl)) {
		struct text_line t = line_trim(nl);
		size_t lind = (size_t)(t.s - nl.s), i;
		char fig[48];
		int dir, iops;

		if (!t.len || (t.len == 6 && !memcmp(t.s, "&nbsp;", 6)))
			continue;
		if (list_item_text(nl, &sub, &i)) {
			if (i <= ind)
				break;
			if ((n >= 0 && i != sind) || n + 1 >= ROWS ||
			    sub.len >= sizeof(test[0]) || holds_rate(sub) ||
			    memchr(sub.s, '|', sub.len) || (n >= 0 && !no[n]))
				return 0;
			sind = i;
			n++;
			snprintf(test[n], sizeof(test[n]), "%.*s", (int)sub.len,
				 sub.s);
			no[n] = 0;
			end = peek;
			continue;
		}
		if (n < 0 || lind <= sind)
			break; /* the list ends: text at its level */
		dir = fio_figure_line(t, fig, sizeof(fig), &iops);
		if (!dir) {
			if (holds_rate(t))
				return 0;
			end = peek;
			continue;
		}
		i = (size_t)(dir - 1) + (iops ? 2 : 0);
		if (v[n][i][0])
			return 0; /* two figures of one kind */
		memcpy(v[n][i], fig, sizeof(fig));
		used[i] = 1;
		if (!no[n])
			no[n] = t.no;
		end = peek;
	}
	if (n < 0 || !no[n] || !section_names_bench(d))
		return 0;
	ret = add_line(d, first.s, first.len, first.no, 0, 0);
	at = (size_t)snprintf(row, sizeof(row), "| system | test |");
	for (int k = 0; k < COLS; k++)
		if (used[k])
			at += (size_t)snprintf(row + at, sizeof(row) - at,
					       " %s |", cols[k]);
	if (!ret)
		ret = add_made_head(d, row, at, first.no);
	at = (size_t)snprintf(row, sizeof(row), "|---|---|");
	for (int k = 0; k < COLS; k++)
		if (used[k])
			at += (size_t)snprintf(row + at, sizeof(row) - at,
					       "---|");
	if (!ret)
		ret = add_line(d, row, at, first.no, 0, 0);
	for (int r = 0; r <= n && !ret; r++) {
		at = (size_t)snprintf(row, sizeof(row), "| %.*s | %s |",
				      (int)name.len, name.s, test[r]);
		for (int k = 0; k < COLS; k++)
			if (used[k] && at < sizeof(row))
				at +=
				    (size_t)snprintf(row + at, sizeof(row) - at,
						     " %s |", v[r][k]);
		ret = add_line(d, row, at < sizeof(row) ? at : sizeof(row) - 1,
			       no[r], 0, 0);
	}
	*it = end;
	/* a blank after it: a table of its own, never joined to the next */
	if (!ret)
		ret = add_line(d, "", 0, first.no, 0, 0);
	return ret ? ret : 1;
}

/*
 * One rate of a sentence of results, at p: "~38.9 MiB/s read", "2766.1
 * MB/s write", maybe with its IOPS in parentheses after it ("~21.5 MiB/s
 * read (~5.5k IOPS)").  Its end, NULL when none; the direction in *dir,
 * the figure with its unit in v, the IOPS ("" none) in iops (n bytes).
 */
static const char *rate_dir(const char *p, const char *e, int *dir, char *v,
			    char *iops, size_t n)
{
	const char *f = prose_figure(p, e), *q, *a = p;
	size_t u;

	if (!f)
		return NULL;
	for (q = f; q < e && *q == ' '; q++)
		;
	if (!(u = prose_rate_unit(q, e)))
		return NULL;
	if ((size_t)(q + u - a) >= n)
		return NULL;
	snprintf(v, n, "%.*s", (int)(q + u - a), a);
	for (q += u; q < e && *q == ' '; q++)
		;
	if (!(*dir = prose_dir(q, e, &q)))
		return NULL;
	iops[0] = '\0';
	p = q;
	while (p < e && *p == ' ')
		p++;
	if (p < e && *p == '(') {
		const char *g = prose_figure(p + 1, e);

		if (g && g < e && (*g == 'k' || *g == 'K'))
			g++;
		if (g && g + 5 < e && !strncmp(g, " IOPS", 5) && g[5] == ')' &&
		    (size_t)(g - p) < n) {
			snprintf(iops, n, "%.*s IOPS", (int)(g - p - 1), p + 1);
			return g + 6;
		}
	}
	return q;
}

/* Whether the figures of v (each "~38.9 MiB/s": its number) all occur in
 * s..e: a translation restating them. */
static int restates(const char *s, const char *e, char v[][48], int n)
{
	for (int k = 0; k < n; k++) {
		const char *a = v[k] + (v[k][0] == '~'), *b = a;

		while (*b && *b != ' ')
			b++;
		if (b == a || !memmem(s, (size_t)(e - s), a, (size_t)(b - a)))
			return 0;
	}
	return 1;
}

/*
 * A line of two rates each followed by its direction, "- ~38.9 MiB/s
 * read, ~40.8 MiB/s write", "Blackmagic Disk Speed Test: 2766.1 MB/s
 * write and 3005.9 MB/s read." (a label of one to six words and ':'
 * before them allowed; each rate's IOPS in parentheses after it; a
 * parenthesis "(≈ ..." at the end restating them in another unit, and,
 * after the sentence's end, its translation " / 实测写入 2766.1 MB/s、..."
 * holding the same figures).  The label into l, the columns into c, the
 * values into v; the count of columns, 0 when t is none.
 */
static int rate_sentence(struct text_line t, char *l, char c[][48],
			 char v[][48])
{
	const char *p = t.s, *e = t.s + t.len, *colon;
	char rv[2][48], iops[2][48];
	int dir[2], nc = 0;
	size_t words = 0;

	p += list_bullet(p, t.len);
	while (p < e && *p == ' ')
		p++;
	l[0] = '\0';
	colon = memchr(p, ':', (size_t)(e - p));
	if (colon && !isdigit((unsigned char)*p) && *p != '~') {
		if (colon - p >= 48)
			return 0;
		for (const char *q = p; q < colon; q++) {
			if (isdigit((unsigned char)*q) ||
			    strchr("=|/`*#<>", *q))
				return 0;
			words += *q != ' ' && (q == p || q[-1] == ' ');
		}
		if (!words || words > 6)
			return 0;
		if (names_claim(p, (size_t)(colon - p)))
			return 0;
		snprintf(l, 48, "%.*s", (int)(colon - p), p);
		p = colon + 1;
		while (p < e && *p == ' ')
			p++;
	}
	for (int k = 0; k < 2; k++) {
		if (!(p = rate_dir(p, e, &dir[k], rv[k], iops[k], 48)))
			return 0;
		while (p < e && *p == ' ')
			p++;
		if (k)
			break;
		if (p < e && (*p == ',' || *p == ';' || *p == '/'))
			p++;
		while (p < e && *p == ' ')
			p++;
		if ((size_t)(e - p) > 4 && !strncmp(p, "and ", 4))
			p += 4;
		while (p < e && *p == ' ')
			p++;
	}
	if (dir[0] == dir[1] || !!iops[0][0] != !!iops[1][0])
		return 0;
	if (p < e && *p == '.')
		p++;
	while (p < e && *p == ' ')
		p++;
	/* "(≈ 0.038–0.040 GiB/s)": the same rates in another unit */
	if (p + 4 <= e && !memcmp(p, "(\xe2\x89\x88", 4))
		p = e;
	/* " / 实测写入 2766.1 MB/s、读取 3005.9 MB/s。": its translation */
	if (p < e && *p == '/' && restates(p, e, rv, 2))
		p = e;
	if (p != e)
		return 0;
	for (int k = 0; k < 2; k++) {
		snprintf(c[nc], 48, "%s", dir[k] == 1 ? "Read" : "Write");
		memcpy(v[nc++], rv[k], 48);
		if (iops[k][0]) {
			snprintf(c[nc], 48, "%s IOPS",
				 dir[k] == 1 ? "Read" : "Write");
			memcpy(v[nc++], iops[k], 48);
		}
	}
	return nc;
}

/*
 * The one-row table "| corner | head... |", its rule, "| name | vals... |"
 * and a blank line after it (a table of its own, never joined to the
 * next), all at line no, read by the table reader as any other; n <= 4.
 * Returns 1, or -ENOMEM.
 */
static int row_table(struct doc *d, long no, const char *corner,
		     const char *const *head, const char *name,
		     const char *const *vals, int n)
{
	char row[640];
	size_t at;
	int ret;

	at = (size_t)snprintf(row, sizeof(row), "| %s |", corner);
	for (int k = 0; k < n && at < sizeof(row); k++)
		at += (size_t)snprintf(row + at, sizeof(row) - at, " %s |",
				       head[k]);
	ret =
	    add_line(d, row, at < sizeof(row) ? at : sizeof(row) - 1, no, 0, 0);
	at = (size_t)snprintf(row, sizeof(row), "|---|");
	for (int k = 0; k < n; k++)
		at += (size_t)snprintf(row + at, sizeof(row) - at, "---|");
	if (!ret)
		ret = add_line(d, row, at, no, 0, 0);
	at = (size_t)snprintf(row, sizeof(row), "| %s |", name);
	for (int k = 0; k < n && at < sizeof(row); k++)
		at += (size_t)snprintf(row + at, sizeof(row) - at, " %s |",
				       vals[k]);
	if (!ret)
		ret = add_line(d, row, at < sizeof(row) ? at : sizeof(row) - 1,
			       no, 0, 0);
	if (!ret)
		ret = add_line(d, "", 0, no, 0, 0);
	return ret ? ret : 1;
}

/*
 * A line of rates each followed by its direction (rate_sentence()) in a
 * section naming a benchmark tool (names_bench(), in the line or the
 * section so far): read as the table "| system | Read | Write |", one
 * row, the line's label its first cell (empty when none); the caption
 * or heading above still gives its conditions and its system.  A rate
 * after "up to" or before its direction ("Read: 3500 MB/s") is no such
 * line: a drive's specifications.  Returns 1 when taken, 0 when not,
 * -ENOMEM.
 */
static int rate_sentence_table(struct doc *d, struct text_line l)
{
	struct text_line t = line_trim(l);
	char lab[48], c[4][48], v[4][48];
	const char *hp[4], *vp[4];
	int nc;

	if (t.len < 12 || t.len > 400 || !memmem(t.s, t.len, "/s", 2) ||
	    !(nc = rate_sentence(t, lab, c, v)))
		return 0;
	if (!names_bench(t.s, t.len) && !section_names_bench(d))
		return 0;
	/* the line itself is no caption of its table: the line above is */
	for (int k = 0; k < nc; k++) {
		hp[k] = c[k];
		vp[k] = v[k];
	}
	return row_table(d, l.no, "system", hp, lab, vp, nc);
}

/* ---- a system's results on a line of its own --------------------------- */

/*
 * A figure at p (s NUL-terminated at e), maybe marked approximate first
 * ("around 15MB/sec", "~16 MB/s", "about 3700 iops"), then a rate unit
 * (rate 1) or "IOPS" in any case (rate 0, "9.5k" allowed).  Its end, NULL
 * when none; the text from p (the mark kept: the table reader notes it)
 * into v (n bytes).
 */
static const char *approx_figure(const char *p, const char *e, int rate,
				 char *v, size_t n)
{
	const char *a = p, *f, *q;
	size_t u = 0;

	p += table_approx_prefix(p);
	if (*p == '~' || !(f = prose_figure(p, e)))
		return NULL;
	q = f;
	if (!rate && q < e && (*q == 'k' || *q == 'K'))
		q++;
	while (q < e && *q == ' ')
		q++;
	if (rate)
		u = prose_rate_unit(q, e);
	else if ((size_t)(e - q) >= 4 && !strncasecmp(q, "iops", 4) &&
		 (q + 4 == e || !isalpha((unsigned char)q[4])))
		u = 4;
	if (!u || (size_t)(q + u - a) >= n)
		return NULL;
	snprintf(v, n, "%.*s", (int)(q + u - a), a);
	return q + u;
}

/* The words at p "avg", "avg.", "average", "on average" (after an IOPS
 * figure): their end, p when none.  A '.' after "avg" ends the sentence
 * as well. */
static const char *skip_average(const char *p, const char *e)
{
	static const char *const w[] = {"on average", "average", "avg", NULL};

	while (p < e && *p == ' ')
		p++;
	for (size_t k = 0; w[k]; k++) {
		size_t m = strlen(w[k]);

		if ((size_t)(e - p) >= m && !strncasecmp(p, w[k], m) &&
		    (p + m == e || !isalpha((unsigned char)p[m])))
			return p + m;
	}
	return p;
}

/* Blanks at p, then a run's time in brackets after a rate, "(26s)",
 * "(64 s)", "(45 sec)", and blanks after it: their end (p past the blanks
 * when none); the time ("26s") into t (n bytes), "" when none.  A bare
 * time in brackets says a run time only after a tool that has no latency
 * (dd: system_lines_table()); elsewhere it is not read. */
static const char *run_time(const char *p, char *t, size_t n)
{
	const char *q, *f;

	t[0] = '\0';
	while (*p == ' ')
		p++;
	if (*p != '(' || !(f = prose_figure(p + 1, p + 1 + strlen(p + 1))))
		return p;
	for (q = f; *q == ' '; q++)
		;
	if (!strncmp(q, "sec)", 4))
		q += 3;
	else if (*q == 's' && q[1] == ')')
		q++;
	else
		return p;
	snprintf(t, n, "%.*ss", (int)(f - p - 1), p + 1);
	for (q++; *q == ' '; q++)
		;
	return q;
}

/* One system's figures on a line (system_line()). */
struct system_line {
	char name[64];
	char head[2][48], v[2][48];
	char t[2][24]; /* each rate's run time in brackets, "" none */
	int nv;
	int iops;   /* dir 0: the one figure is an IOPS count, no rate */
	int approx; /* a figure marked approximate ("~251K", "around 15") */
};

/*
 * A line giving one system's result: "SD card unencrypted: around
 * 15MB/sec random read, 3700 iops avg." (dir 1: the rate's direction
 * after it, maybe "random"/"sequential" before that, maybe its IOPS
 * after a ','), or with dir 0 "2GB ram model emmc: 5MB/sec" (the rate
 * alone: the command above names what ran; "H310 64g 850: 384MBps (26s),
 * 156MBps (64s)", two rates, each run's time in brackets after it, when
 * the code block above ran two commands).  The label before ':' is the
 * system (line_system_name()).  The figures may be in bold; after them
 * only '.' and an aside in brackets holding no figure ("(man ... the
 * pain ...)").  Returns 1 and fills *r, or 0.
 */
/*
 * The system a line of system_line() or runs_line() names before its
 * ':' (p NUL-terminated, the line trimmed, a bullet allowed): one to
 * eight words with no mark of code or layout ("=|/`*#<>~"), no direction
 * word and no word of a claim (names_claim()), into name (n bytes, n
 * above 64).  Returns the first byte after the ':' and its blanks, NULL
 * when the line names none.
 */
static const char *line_system_name(const char *p, char *name, size_t n)
{
	const char *colon, *q;
	int words = 0;

	if (strchr("-*+", p[0]) && p[1] == ' ')
		p += 2;
	while (*p == ' ')
		p++;
	if (!(colon = strchr(p, ':')) || colon == p || colon - p >= 64)
		return NULL;
	for (q = p; q < colon; q++) {
		const char *x;

		if (strchr("=|/`*#<>~", *q))
			return NULL;
		if (*q != ' ' && (q == p || q[-1] == ' ')) {
			words++;
			if (prose_dir(q, colon, &x))
				return NULL;
		}
	}
	if (!words || words > 8 || names_claim(p, (size_t)(colon - p)))
		return NULL;
	snprintf(name, n, "%.*s", (int)(colon - p), p);
	for (p = colon + 1; *p == ' '; p++)
		;
	return p;
}

/*
 * Whether the bracket at p (up to e) restates rate v ("3508 MB/s") in
 * another unit, rounded: "(~3.267 GiB)", "(≈3.27 GiB/s)" - a '~' or '≈',
 * a figure, a size or rate unit ("/s" may be left out), ')' - within 1%
 * of v in bytes: an aside that adds no figure.  Its end past ')' into
 * *end; 0 when it is anything else ("(~20% faster)", "(3.2 GiB/s)": an
 * exact figure is a reading of its own).
 */
static int restated_rate(const char *v, const char *p, const char *e,
			 const char **end)
{
	const char *q;
	double bw, x;

	if (*p != '(' ||
	    units_rate(v, &q, UNITS_DECIMAL, UNITS_COMMA_THOUSANDS, &bw) < 0 ||
	    *q || !(bw > 0))
		return 0;
	p++;
	if (*p == '~')
		p++;
	else if (e - p >= 3 && !memcmp(p, "\xe2\x89\x88", 3))
		p += 3; /* ≈ */
	else
		return 0;
	while (*p == ' ')
		p++;
	if (!isdigit((unsigned char)*p))
		return 0;
	if (units_rate(p, &q, UNITS_DECIMAL, UNITS_COMMA_THOUSANDS, &x) < 0) {
		const char *u;

		if (units_size(p, &q, UNITS_DECIMAL, UNITS_COMMA_THOUSANDS,
			       &x) < 0)
			return 0;
		for (u = q; u > p && !isdigit((unsigned char)u[-1]); u--)
			;
		if (u == q || !isalpha((unsigned char)q[-1]))
			return 0; /* a bare number: no unit */
	}
	while (*q == ' ')
		q++;
	if (*q != ')' || fabs(x - bw) > bw * 0.01)
		return 0;
	*end = q + 1;
	return 1;
}

static int system_line(struct text_line l, int dir, struct system_line *r)
{
	struct text_line t = line_trim(l);
	char buf[400];
	const char *p = buf, *e;
	int bold = 0, d = 0;
	const char *pat = "";

	if (t.len < 8 || t.len >= sizeof(buf))
		return 0;
	memcpy(buf, t.s, t.len);
	buf[t.len] = '\0';
	e = buf + t.len;
	if (!(p = line_system_name(p, r->name, sizeof(r->name))))
		return 0;
	if (p[0] == '*' && p[1] == '*') {
		bold = 1;
		p += 2;
	}
	r->iops = 0;
	{
		const char *f =
		    approx_figure(p, e, 1, r->v[0], sizeof(r->v[0]));

		/* dir 0: "qemu master: 65K IOPS", the count alone (the
		 * command or job file above names the test) */
		if (!f && !dir) {
			f = approx_figure(p, e, 0, r->v[0], sizeof(r->v[0]));
			r->iops = f != NULL;
		}
		if (!(p = f))
			return 0;
	}
	r->approx = table_approx_prefix(r->v[0]) || r->v[0][0] == '~';
	r->nv = 1;
	p = run_time(p, r->t[0], sizeof(r->t[0]));
	r->t[1][0] = '\0';
	if (!dir && !r->iops && *p == ',') {
		for (p++; *p == ' '; p++)
			;
		if (!(p = approx_figure(p, e, 1, r->v[1], sizeof(r->v[1]))))
			return 0;
		r->approx |= table_approx_prefix(r->v[1]) || r->v[1][0] == '~';
		r->nv = 2;
		p = run_time(p, r->t[1], sizeof(r->t[1]));
	}
	if (dir) {
		static const char *const pats[] = {
		    "random ",	   "Random ", "rand ", "sequential ",
		    "Sequential ", "seq ",    NULL};

		for (size_t k = 0; pats[k]; k++)
			if (!strncmp(p, pats[k], strlen(pats[k]))) {
				pat = (pats[k][0] | 0x20) == 'r'
					  ? "Random "
					  : "Sequential ";
				p += strlen(pats[k]);
				break;
			}
		if (!(d = prose_dir(p, e, &p)))
			return 0;
		snprintf(r->head[0], sizeof(r->head[0]), "%s%s", pat,
			 d == 1 ? "Read" : "Write");
		while (*p == ' ')
			p++;
		if (*p == ',') {
			for (p++; *p == ' '; p++)
				;
			if (!(p = approx_figure(p, e, 0, r->v[1],
						sizeof(r->v[1]))))
				return 0;
			p = skip_average(p, e);
			snprintf(r->head[1], sizeof(r->head[1]), "%s IOPS",
				 r->head[0]);
			r->nv = 2;
		}
	}
	if (*p == '.')
		p++;
	if (bold) {
		if (p[0] != '*' || p[1] != '*')
			return 0;
		p += 2;
	}
	while (*p == ' ')
		p++;
	/* "(man ... the pain ...)": an aside of words after the figures,
	 * no figure in it, the line's end */
	if (*p == '(') {
		const char *c = p + 1;

		while (c < e && *c != ')' && *c != '(' &&
		       !isdigit((unsigned char)*c))
			c++;
		if (c < e && *c == ')' && c > p + 1) {
			for (p = c + 1; *p == ' ' || *p == '.'; p++)
				;
		} else if (r->nv == 1 && !r->iops &&
			   restated_rate(r->v[0], p, e, &c)) {
			/* "3508 MB/s (~3.267 GiB)": the rate again */
			for (p = c; *p == ' ' || *p == '.'; p++)
				;
		}
	}
	return p == e;
}

/*
 * The direction a command line s (n bytes) runs: a fio command's rw=
 * naming one ("Read", "Write", "Random Read", "Random Write" into h, n
 * bytes), or a dd copying a file or device to /dev/null ("Read") or
 * /dev/zero or a random generator to a file ("Write"), not piped.  1 when
 * one direction, 0 when s is such a command naming none (mixed, a copy
 * between files), -1 when s is no fio or dd command.
 */
/* The column header naming fio's rw= value rw when it runs one direction
 * ("randread": "Random Read") into h (n bytes): 1, else 0. */
static int rw_head(const char *rw, char *h, size_t n)
{
	static const char *const rws[][2] = {{"read", "Read"},
					     {"write", "Write"},
					     {"randread", "Random Read"},
					     {"randwrite", "Random Write"}};

	for (size_t k = 0; k < 4; k++)
		if (!strcmp(rw, rws[k][0])) {
			snprintf(h, n, "%s", rws[k][1]);
			return 1;
		}
	return 0;
}

static int command_dir(const char *s, size_t len, char *h, size_t n)
{
	static const char *const gens[] = {"/dev/zero", "/dev/urandom",
					   "/dev/random", NULL};
	const char *in = NULL, *out = NULL, *p, *e = s + len;
	size_t cl, il = 0, ol = 0;
	long at = fio_options_find_command(s, len, &cl);
	int gen = 0;

	if (at >= 0) {
		struct fio_opts o;

		fio_opts_init(&o);
		if (fio_options_parse_cmdline(s + at, cl, NULL, &o) < 0)
			return 0;
		return rw_head(o.rw, h, n);
	}
	for (p = s; p + 3 <= e; p++)
		if (!memcmp(p, "dd ", 3) && (p == s || strchr(" ;$(", p[-1])))
			break;
	if (p + 3 > e)
		return -1;
	for (p += 3; p < e && *p != ';' && *p != '&';) {
		const char *w = p;

		while (p < e && *p != ' ' && *p != ';')
			p++;
		if (p - w > 3 && !strncmp(w, "if=", 3))
			in = w + 3, il = (size_t)(p - w - 3);
		else if (p - w > 3 && !strncmp(w, "of=", 3))
			out = w + 3, ol = (size_t)(p - w - 3);
		else if (*w == '|')
			return 0;
		while (p < e && *p == ' ')
			p++;
	}
	for (size_t k = 0; in && gens[k]; k++)
		gen |= il == strlen(gens[k]) && !memcmp(in, gens[k], il);
	if (!in || !out)
		return 0;
	if (ol == 9 && !memcmp(out, "/dev/null", 9))
		return gen ? 0 : (snprintf(h, n, "Read"), 1);
	return gen ? (snprintf(h, n, "Write"), 1) : 0;
}

static int plain_caption(const struct doc_item *x, int marks);

/*
 * Whether x is a caption saying only that results follow, naming no tool,
 * system or condition: "and the results I get is:", "The numbers I got:",
 * "Here are my results:" - a line ending in ':' of a results noun
 * ("results", "numbers", "figures") and words of a sentence's frame
 * alone, twelve words at most.
 */
static int results_only_caption(const struct doc_item *x)
{
	static const char *const nouns[] = {"result", "results", "numbers",
					    "figures", NULL};
	static const char *const frame[] = {
	    "and",   "so",   "then",	"here", "the",	     "my",   "our",
	    "these", "this", "i",	"we",	"get",	     "got",  "getting",
	    "is",    "are",  "was",	"were", "what",	     "that", "it",
	    "gives", "gave", "me",	"us",	"following", "now",  "see",
	    "saw",   "as",   "follows", NULL};
	struct text_line t;
	size_t at[16], wl[16], nw;
	int noun = 0;

	if (!plain_caption(x, 0))
		return 0;
	t = line_trim((struct text_line){x->s, x->len, x->no});
	nw = line_words(t.s, t.len - 1, at, wl, 16);
	if (!nw || nw > 12)
		return 0;
	for (size_t w = 0; w < nw; w++) {
		const char *s = t.s + at[w];
		size_t l = wl[w];

		while (l && strchr(",.;", s[l - 1]))
			l--;
		if (word_listed(s, l, nouns, 1))
			noun = 1;
		else if (!l || !word_listed(s, l, frame, 1))
			return 0;
	}
	return noun;
}

/*
 * The direction the fio command on the line before a list names (the
 * previous line not blank, not a heading, holding "fio --rw=write ...",
 * maybe after words: "Direct writes: fio --rw=write ..."): the column
 * header "Read", "Write", "Random Read" or "Random Write" into h (n
 * bytes); 0 when none or mixed.  With captioned, a caption saying only
 * that results follow (results_only_caption()) stands between the two
 * instead, blank lines around it: "fio --rw=read ..." / "" / "and the
 * results I get is:" / "pool A: 154 MBps" (the command the nearest
 * above, nothing else between).
 */
static int command_above_dir(const struct doc *d, char *h, size_t n,
			     int captioned)
{
	const struct doc_item *it = NULL;
	size_t cl;
	int cap = 0;

	for (size_t i = d->n; i-- > 0;) {
		if (d->items[i].kind == DOC_LINE && d->items[i].blank)
			continue;
		if (captioned && !cap) {
			if (!results_only_caption(&d->items[i]))
				return 0;
			cap = 1;
			continue;
		}
		it = &d->items[i];
		break;
	}
	if (!it || it->kind != DOC_LINE || it->heading ||
	    fio_options_find_command(it->s, it->len, &cl) < 0)
		return 0;
	return command_dir(it->s, it->len, h, n) > 0;
}

/* Whether item x is a line of a fio job file: "[section]", options
 * alone ("rw=randread", "iodepth=64"; fio_options_parse_line()), or one
 * option iodb does not read, "key=value" of a lowercase key
 * ("group_reporting=1", "timeout=40"; fio has hundreds). */
static int jobfile_line(const struct doc_item *x)
{
	struct text_line t;
	struct fio_opts o;
	size_t k = 0;

	if (x->kind != DOC_LINE || x->blank || x->heading)
		return 0;
	t = line_trim((struct text_line){x->s, x->len, x->no});
	if (t.len > 2 && t.s[0] == '[' && t.s[t.len - 1] == ']')
		return !memchr(t.s, ' ', t.len);
	if (!t.len || fio_options_parse_line(t.s, t.len, &o) == 0)
		return t.len > 0;
	while (k < t.len && (islower((unsigned char)t.s[k]) ||
			     isdigit((unsigned char)t.s[k]) || t.s[k] == '_'))
		k++;
	return k && k + 1 < t.len && t.s[k] == '=' &&
	       islower((unsigned char)t.s[0]) && !memchr(t.s, ' ', t.len);
}

/*
 * Whether x is a caption over results that states no test condition and
 * no option: a line ending in ':' ("Result on my small box (host: 2
 * cores):"; not "With iodepth=1:", "Random writes:").  With marks, in
 * bold or italics too ("**Results:**", "**결과**:", "**结果解读：**").
 */
static int plain_caption(const struct doc_item *x, int marks)
{
	struct text_line t;
	struct testname tn;

	if (x->kind != DOC_LINE || x->heading || x->pre || x->blank)
		return 0;
	t = line_trim((struct text_line){x->s, x->len, x->no});
	if (marks) {
		int colon = 0;

		while (t.len && strchr("*_", t.s[t.len - 1]))
			t.len--;
		if (t.len && t.s[t.len - 1] == ':') {
			colon = 1;
			t.len--;
		} else if (t.len > 3 &&
			   !memcmp(t.s + t.len - 3, "\xef\xbc\x9a", 3)) {
			colon = 1; /* "**结果解读：**" */
			t.len -= 3;
		}
		while (t.len && strchr("*_", t.s[t.len - 1]))
			t.len--;
		while (t.len && strchr("*_", t.s[0])) {
			t.s++;
			t.len--;
		}
		if (!colon || !t.len || t.s[0] == ' ')
			return 0;
	} else if (t.len < 2 || t.s[t.len - 1] != ':') {
		return 0;
	}
	if (memchr(t.s, '=', t.len) || memchr(t.s, '`', t.len) ||
	    strchr("-*+#>|", t.s[0]))
		return 0;
	testname_parse(t.s, t.len, 0, &tn);
	/* with marks (over metric bullets, whose direction the command
	 * above gives and section_dir_agrees() checks), direction words
	 * are no other run: "**结果解读：**" (解读, "interpretation", holds
	 * 读, "read") */
	return (marks || (tn.cond.op == IODB_OP_UNKNOWN && !tn.n_ops &&
			  tn.cond.pattern == IODB_PATTERN_UNKNOWN)) &&
	       tn.cond.bs < 0 && tn.cond.iodepth < 0 && tn.cond.numjobs < 0 &&
	       tn.cond.direct < 0;
}

/*
 * The direction of the job file whose lines (jobfile_line()) end right
 * before item i: it defines one job, whose rw= names one direction; the
 * column header ("Random Read") into h (n bytes).  0 when none.
 */
static int jobfile_dir_at(const struct doc *d, size_t i, char *h, size_t n)
{
	struct strbuf sb = STRBUF_INIT;
	struct fio_opts o;
	size_t top;
	int ret = 0;

	for (top = i; top > 0 && jobfile_line(&d->items[top - 1]); top--)
		;
	if (top == i)
		return 0;
	for (size_t k = top; k < i && !ret; k++)
		if (strbuf_add(&sb, d->items[k].s, d->items[k].len) < 0 ||
		    strbuf_addch(&sb, '\n') < 0)
			ret = -1;
	if (!ret && fio_options_jobfile_start(sb.buf, sb.len) == 0 &&
	    fio_options_parse_jobfile(sb.buf, sb.len, NULL, &o) == 0 &&
	    o.n_jobs == 1)
		ret = rw_head(o.rw, h, n);
	strbuf_release(&sb);
	return ret > 0;
}

/*
 * The direction the fio job file shown right above a list of results
 * runs, a mail's "[global]" / "direct=1" / "iodepth=64" / "[f]" /
 * "rw=randread" (lines of a job file alone, jobfile_line(), its first a
 * "[section]"), blank lines and one caption between at most: a line
 * ending in ':' that states no test condition and no option ("Result on
 * my small box (host: 2 cores):"; not "With iodepth=1:", "Random
 * writes:").  The job file defines one job, whose rw= names one
 * direction: the column header ("Random Read") into h (n bytes); 0 when
 * none.
 */
static int jobfile_above_dir(const struct doc *d, char *h, size_t n)
{
	size_t i = d->n;

	while (i > 0 && d->items[i - 1].kind == DOC_LINE &&
	       d->items[i - 1].blank)
		i--;
	if (i > 0 && !jobfile_line(&d->items[i - 1])) {
		if (!plain_caption(&d->items[i - 1], 0))
			return 0;
		i--;
		while (i > 0 && d->items[i - 1].kind == DOC_LINE &&
		       d->items[i - 1].blank)
			i--;
	}
	return jobfile_dir_at(d, i, h, n);
}

/*
 * The test a lead-in sentence right above a list names, with the tool
 * that ran it: "Random write rates to the filled volumes (measured with
 * fio 3.1) are as follows:" over "- 256k: 713 MB/s" / "- 4k: 61 MB/s".
 * The line before the list (blank lines aside; no heading, no code, no
 * list item) ends in ':'; its last sentence (after the last ". ") names
 * a benchmark tool (bench_word(): fio, dd, iozone ...), one direction and
 * no mix (testname_parse(): "random write", "sequential reads") and no
 * claim.  The column header ("Random Write", "Sequential Read", "Write")
 * into h (n bytes): 1; 0 when none.  The list's words before ':' stay
 * its labels: a size there ("256k") may be what was compared (a zvol's
 * volblocksize), not the tool's block size, which the sentence does not
 * give.
 */
static int leadin_above_dir(const struct doc *d, char *h, size_t n)
{
	const struct doc_item *x = NULL;
	struct text_line t;
	struct testname tn;
	size_t b = 0;
	const char *op;

	for (size_t i = d->n; i-- > 0;) {
		if (d->items[i].kind == DOC_LINE && d->items[i].blank)
			continue;
		x = &d->items[i];
		break;
	}
	if (!x || x->kind != DOC_LINE || x->heading || x->pre)
		return 0;
	t = line_trim((struct text_line){x->s, x->len, x->no});
	if (t.len < 12 || t.s[t.len - 1] != ':' || list_bullet(t.s, t.len) ||
	    memchr(t.s, '`', t.len))
		return 0;
	/* the last sentence: after ". " (not "2.0.6", no blank after) */
	for (size_t k = 0; k + 2 < t.len; k++)
		if (strchr(".!?", t.s[k]) && t.s[k + 1] == ' ')
			b = k + 2;
	t.s += b;
	t.len -= b;
	if (!names_bench(t.s, t.len) || names_claim(t.s, t.len) ||
	    !testname_parse(t.s, t.len - 1, 0, &tn) || tn.n_ops > 1 ||
	    (tn.cond.op != IODB_OP_READ && tn.cond.op != IODB_OP_WRITE))
		return 0;
	op = tn.cond.op == IODB_OP_READ ? "Read" : "Write";
	snprintf(h, n, "%s%s",
		 tn.cond.pattern == IODB_PATTERN_RAND  ? "Random "
		 : tn.cond.pattern == IODB_PATTERN_SEQ ? "Sequential "
						       : "",
		 op);
	return 1;
}

/* What block_above_dir() found of the dd commands of a block. */
struct block_dd {
	int all;      /* every command is dd's */
	double io[2]; /* the first two commands' bytes (dd_line_bytes()) */
};

/*
 * A paragraph of prose between a code block and the lines of results under
 * it, saying how to read them and nothing of what ran ("Each figure is the
 * first run, then the median of five more runs:"): up to three lines, no
 * heading, bullet or code, no digit, '=', '`' or path, no word changing
 * the command ("without", "instead", "except").  Items d->items[0..i) end
 * with it (maybe): the count before it and the blank lines above it, i
 * when none.
 */
static size_t skip_lead_in(const struct doc *d, size_t i)
{
	static const char *const change[] = {"without", "instead", "except",
					     "changed", "only",	   NULL};
	size_t k = i;

	while (k > 0 && i - k < 3) {
		const struct doc_item *x = &d->items[k - 1];
		struct text_line t;

		if (x->kind != DOC_LINE || x->pre || x->heading || x->blank ||
		    x->emph)
			break;
		t = line_trim((struct text_line){x->s, x->len, x->no});
		if (!t.len || strchr("-*+#>|", t.s[0]))
			return i;
		for (size_t c = 0; c < t.len; c++)
			if (isdigit((unsigned char)t.s[c]) ||
			    strchr("=`/\\", t.s[c]))
				return i;
		if (starts_word(t.s, t.len, change))
			return i;
		k--;
	}
	if (k == i || (k > 0 && d->items[k - 1].kind == DOC_LINE &&
		       !d->items[k - 1].blank && !d->items[k - 1].pre))
		return i;
	while (k > 0 && d->items[k - 1].kind == DOC_LINE &&
	       d->items[k - 1].blank && !d->items[k - 1].pre)
		k--;
	return k;
}

/*
 * The direction the code block right above (the previous line not blank
 * is its closing fence; a lead-in paragraph between, skip_lead_in()) runs: its
 * fio and dd commands all naming the same one (command_dir()), their count into
 * *nc, whether they are all dd's and the bytes each of the first two moves into
 * *dd.  The column header into h (n bytes); 0 when none, a command naming none
 * or two directions.
 */
static int block_above_dir(const struct doc *d, char *h, size_t n, int *nc,
			   struct block_dd *dd)
{
	char one[48];
	size_t i = d->n;
	int c = 0;

	dd->all = 1;

	while (i > 0 && d->items[i - 1].kind == DOC_LINE &&
	       d->items[i - 1].blank && !d->items[i - 1].pre)
		i--;
	i = skip_lead_in(d, i);
	if (!i || d->items[i - 1].kind != DOC_LINE || !d->items[i - 1].pre)
		return 0;
	h[0] = '\0';
	while (i-- > 0 && d->items[i].kind == DOC_LINE && d->items[i].pre) {
		const struct doc_item *it = &d->items[i];
		int r = command_dir(it->s, it->len, one, sizeof(one));

		if (!r || (r > 0 && h[0] && strcmp(h, one)))
			return 0;
		if (r > 0) {
			size_t cl;

			snprintf(h, n, "%s", one);
			if (fio_options_find_command(it->s, it->len, &cl) >= 0)
				dd->all = 0;
			/* bottom up: the earlier commands move up */
			dd->io[1] = dd->io[0];
			dd->io[0] = dd_line_bytes(it->s, it->len);
			c++;
		}
	}
	*nc = c;
	return c > 0;
}

/* Whether name says its line gives the section's results ("Test
 * results", "Results", "Benchmark result"): no system of its own. */
static int results_key(const char *name)
{
	static const char *const keys[] = {"results",		"result",
					   "test results",	"test result",
					   "benchmark results", NULL};

	for (size_t k = 0; keys[k]; k++)
		if (!strcasecmp(name, keys[k]))
			return 1;
	return 0;
}

/*
 * The direction the section so far (back to its heading) runs: its one
 * fio or dd command (command_dir()) naming one direction; the header
 * into h (n bytes).  0 when none, or two commands.
 */
static int section_command_dir(const struct doc *d, char *h, size_t n)
{
	int c = 0, one = 0;

	for (size_t i = d->n; i-- > 0;) {
		const struct doc_item *it = &d->items[i];
		int r;

		if (it->kind != DOC_LINE)
			continue;
		if (it->heading)
			break;
		r = command_dir(it->s, it->len, h, n);
		if (r >= 0) {
			c++;
			one = r > 0;
		}
	}
	return c == 1 && one;
}

/* A hand-written bullet naming a metric before its figure (metric_bullet()). */
struct metric_bullet {
	const char *col; /* the table column it reads as: "Bandwidth" ... */
	enum iodb_op op; /* the direction its words name; UNKNOWN none */
	int total;	 /* "Total bandwidth": both directions of a mix */
	char v[48];	 /* the figure with its unit, "228MiB/s" */
};

/*
 * The metric that name (n bytes) is, with at most a direction word before
 * it ("带宽", "IOPS", "延迟平均", "读取带宽", "Write bandwidth"): its column
 * and metric kind (1 a rate, 2 IOPS, 3 a mean latency, 5 the 99th
 * percentile of the completion latency) into *m, its
 * direction into m->op.  0 when the name is anything else ("P99 延迟",
 * "磁盘利用率", "读取带宽实测").
 */
static int metric_name(const char *s, size_t n, struct metric_bullet *m)
{
	static const struct {
		const char *w;
		const char *col;
		int kind;
	} words[] = {
	    {"\xe5\xb8\xa6\xe5\xae\xbd", "Bandwidth", 1}, /* 带宽 */
	    {"\xe5\xb8\xb6\xe5\xaf\xac", "Bandwidth", 1}, /* 帶寬 */
	    {"\xe5\x90\x9e\xe5\x90\x90\xe9\x87\x8f", "Bandwidth",
	     1}, /* 吞吐量 */
	    {"bandwidth", "Bandwidth", 1},
	    {"throughput", "Bandwidth", 1},
	    {"BW", "Bandwidth", 1},
	    {"IOPS", "IOPS", 2},
	    {"\xe5\xbb\xb6\xe8\xbf\x9f\xe5\xb9\xb3\xe5\x9d\x87",
	     "Average latency", 3}, /* 延迟平均 */
	    {"\xe5\xb9\xb3\xe5\x9d\x87\xe5\xbb\xb6\xe8\xbf\x9f",
	     "Average latency", 3}, /* 平均延迟 */
	    {"\xe5\xb9\xb3\xe5\x9d\x87\xe5\xbb\xb6\xe9\x81\xb2",
	     "Average latency", 3}, /* 平均延遲 */
	    {"\xe5\xb9\xb3\xe5\x9d\x87\xe6\x97\xb6\xe5\xbb\xb6",
	     "Average latency", 3}, /* 平均时延 */
	    {"average latency", "Average latency", 3},
	    {"avg latency", "Average latency", 3},
	    {"mean latency", "Average latency", 3},
	    {"latency (avg)", "Average latency", 3},
	    {"latency (mean)", "Average latency", 3},
	    /* a latency of no kind named is the mean, as a table's
	     * "Latency" column is ("Latency: avg 41us", "Latenz: 13ms") */
	    {"latency", "Average latency", 3},
	    {"lat", "Average latency", 3},
	    {"latenz", "Average latency", 3},
	    {"latence", "Average latency", 3},
	    /* the 99th percentile when the name says so: fio's clat_p99 */
	    {"p99 latency", "P99 latency", 5},
	    {"latency p99", "P99 latency", 5},
	    {"latency (p99)", "P99 latency", 5},
	    {"p99", "P99 latency", 5},
	    {"99th percentile latency", "P99 latency", 5},
	    {"99th percentile", "P99 latency", 5},
	};
	static const struct {
		const char *w;
		enum iodb_op op;
	} dirs[] = {
	    {"\xe8\xaf\xbb\xe5\x8f\x96", IODB_OP_READ},	 /* 读取 */
	    {"\xe8\xae\x80\xe5\x8f\x96", IODB_OP_READ},	 /* 讀取 */
	    {"\xe8\xaf\xbb", IODB_OP_READ},		 /* 读 */
	    {"\xe8\xae\x80", IODB_OP_READ},		 /* 讀 */
	    {"\xe5\x86\x99\xe5\x85\xa5", IODB_OP_WRITE}, /* 写入 */
	    {"\xe5\xaf\xab\xe5\x85\xa5", IODB_OP_WRITE}, /* 寫入 */
	    {"\xe5\x86\x99", IODB_OP_WRITE},		 /* 写 */
	    {"\xe5\xaf\xab", IODB_OP_WRITE},		 /* 寫 */
	    {"read ", IODB_OP_READ},
	    {"write ", IODB_OP_WRITE},
	};

	m->op = IODB_OP_UNKNOWN;
	m->total = 0;
	/* "Total Bandwidth" of a mixed run: the read and write together */
	if (n > 6 && (!strncasecmp(s, "total ", 6) ||
		      (n > 9 && !strncasecmp(s, "combined ", 9)))) {
		size_t l = (s[0] | 0x20) == 't' ? 6 : 9;

		m->total = 1;
		s += l;
		n -= l;
	}
	for (size_t k = 0; k < sizeof(dirs) / sizeof(dirs[0]) && !m->total;
	     k++) {
		size_t l = strlen(dirs[k].w);

		if (n > l && !strncasecmp(s, dirs[k].w, l)) {
			m->op = dirs[k].op;
			s += l;
			n -= l;
			break;
		}
	}
	for (size_t k = 0; k < sizeof(words) / sizeof(words[0]); k++)
		if (n == strlen(words[k].w) &&
		    !(words[k].w[0] & 0x80 ? memcmp(s, words[k].w, n)
					   : strncasecmp(s, words[k].w, n))) {
			m->col = words[k].col;
			return words[k].kind;
		}
	return 0;
}

/*
 * A bullet giving one figure of a run under the metric it names, as notes
 * and exports (Feishu, Lark) write them: "- **带宽 228MiB/s**（239MB/s），
 * 这是...", "- **IOPS 228**，...", "- **延迟平均 4.3ms，P99 约 12.5ms**",
 * "- Write bandwidth: 412 MB/s".  The metric (metric_name()), maybe a ':',
 * the figure and the unit its metric takes (a rate; none or "k"
 * for IOPS; ms/us/µs/ns for a latency), then the clause ends (the line,
 * bold, a comma or bracket; a figure in brackets after it is the same in
 * other units).  Approximations ("约 12.5ms"), ranges ("1-4MB/s") and
 * percentiles are no such bullet, nor fio's "- IOPS=10.1k, BW=39.5MiB/s"
 * (its own line, read as fio's).  Generated reports write the name in bold
 * and the count with its unit word, "- **IOPS**: 11.9k IOPS", a word of
 * the mean before a latency's figure, "- **Latency**: avg 41.55us" (평균,
 * 平均, Mittel, moyenne), a percentile in the name only, "- **P99
 * Latency**: 2.9ms".  1 and fills *m, or 0.
 */
static int metric_bullet(struct text_line l, struct metric_bullet *m)
{
	static const char *const ends[] = {
	    "\xef\xbc\x8c", "\xe3\x80\x82", "\xef\xbc\x88",
	    "\xef\xbc\x9b", "\xe3\x80\x81", NULL}; /* ，。（；、 */
	static const char *const times[] = {
	    "msec", "usec",	 "nsec",      "ms", "us",
	    "ns",   "\xc2\xb5s", "\xce\xbcs", NULL}; /* µs (micro sign), μs
							(Greek mu) */
	/* a word of the mean between a latency's name and its figure:
	 * "Latency: avg 41us", "**Latency**: 평균 41.55μs" */
	struct text_line t = line_trim(l);
	const char *p = t.s, *e = t.s + t.len, *name, *ne, *f, *u;
	int kind, marks = 0, mean = 0;
	size_t k = 0;

	if (t.len < 6 || !strchr("-*+", p[0]) || p[1] != ' ')
		return 0;
	for (p += 2; p < e && *p == ' '; p++)
		;
	/* "**IOPS**: 11.9k IOPS", "_Bandwidth_: ...": the name in bold or
	 * italics (the markers after it dropped below) */
	while (p < e && (*p == '*' || *p == '_') && marks < 2) {
		p++;
		marks++;
	}
	name = p;
	/* the name runs to the first figure, a percentile's digits in it
	 * ("P99 latency", "99th percentile") its own */
	for (;;) {
		while (p < e && !isdigit((unsigned char)*p))
			p++;
		if (p < e && p > name && (p[-1] | 0x20) == 'p' &&
		    (p - 1 == name || !isalpha((unsigned char)p[-2]))) {
			while (p < e &&
			       (isdigit((unsigned char)*p) || *p == '.'))
				p++;
			continue;
		}
		if (e - p > 4 && isdigit((unsigned char)p[1]) &&
		    !memcmp(p + 2, "th ", 3)) {
			p += 4;
			continue;
		}
		break;
	}
	for (ne = p; ne > name;) {
		if (ne[-1] == ' ' || ne[-1] == ':' ||
		    (marks && (ne[-1] == '*' || ne[-1] == '_')))
			ne--;
		else if (ne - name >= 3 && !memcmp(ne - 3, "\xef\xbc\x9a", 3))
			ne -= 3; /* ： */
		else if (mean)
			break;
		else {
			/* "Latency: avg": the mean word, then the name */
			size_t ml =
			    table_mean_word_ending(name, (size_t)(ne - name));

			if (!ml || !strchr(" :*_", ne[-(long)ml - 1]))
				break;
			ne -= ml;
			mean = 1;
		}
	}
	if (p == e || ne == name ||
	    !(kind = metric_name(name, (size_t)(ne - name), m)))
		return 0;
	/* a word of the mean before a percentile's figure: which is it? */
	if (mean && kind != 3)
		return 0;
	f = prose_figure(p, e);
	if (!f || f - p >= 24 || (f < e && (*f == '-' || *f == '~')))
		return 0;
	for (u = f; u < e && *u == ' '; u++)
		;
	if (kind == 1) {
		k = prose_rate_unit(u, e);
		if (!k)
			return 0;
	} else if (kind == 2) {
		if (u < e && (*u == 'k' || *u == 'K'))
			k = 1;
	} else {
		for (size_t i = 0; times[i] && !k; i++)
			if ((size_t)(e - u) >= strlen(times[i]) &&
			    !memcmp(u, times[i], strlen(times[i])))
				k = strlen(times[i]);
		if (!k)
			return 0;
	}
	snprintf(m->v, sizeof(m->v), "%.*s%.*s", (int)(f - p), p, (int)k, u);
	for (u += k; u < e && *u == ' '; u++)
		;
	/* "11.9k IOPS": the count, then its unit word */
	if (kind == 2 && e - u >= 4 && !strncasecmp(u, "IOPS", 4) &&
	    (e - u == 4 || !isalnum((unsigned char)u[4])))
		for (u += 4; u < e && *u == ' '; u++)
			;
	/* "- Bandwidth: 550 MB/s (rated)": a claim */
	if (names_claim(name, (size_t)(ne - name)) ||
	    (u < e && names_claim(u, (size_t)(e - u > 24 ? 24 : e - u))))
		return 0;
	if (u == e || strchr("*,.;(", *u))
		return 1;
	for (size_t i = 0; ends[i]; i++)
		if ((size_t)(e - u) >= 3 && !memcmp(u, ends[i], 3))
			return 1;
	return 0;
}

/*
 * Whether the direction of the section's one command (header h: "Write",
 * "Random Read") is what its heading and every metric bullet of the
 * section say, where they name one: the section's lines so far (d, back
 * to its heading), the bullet at hand (its direction first) and those
 * still to come (from *it up to the next heading).  "### 1M顺序读写" over `fio
 * -rw=write` over "- 读取带宽 546MB/s" disagrees: which figure is which is a
 * guess.
 */
static int section_dir_agrees(const struct doc *d, const struct line_iter *it,
			      const char *h, enum iodb_op first)
{
	struct testname tn;
	struct metric_bullet m;
	struct line_iter peek = *it;
	struct text_line nl;
	enum iodb_op op = strstr(h, "Read") ? IODB_OP_READ : IODB_OP_WRITE;
	enum iodb_pattern pat =
	    strstr(h, "Random") ? IODB_PATTERN_RAND : IODB_PATTERN_SEQ;

	if (first && first != op)
		return 0;
	for (size_t i = d->n; i-- > 0;) {
		const struct doc_item *x = &d->items[i];
		struct text_line xl = {x->s, x->len, x->no};

		if (x->kind != DOC_LINE)
			continue;
		if (x->heading) {
			testname_parse(x->s, x->len, 0, &tn);
			if (tn.n_ops > 1 ||
			    (tn.cond.op != IODB_OP_UNKNOWN &&
			     tn.cond.op != op) ||
			    (tn.cond.pattern != IODB_PATTERN_UNKNOWN &&
			     tn.cond.pattern != pat))
				return 0;
			break;
		}
		if (metric_bullet(xl, &m) && m.op && m.op != op)
			return 0;
	}
	while (lines_next(&peek, &nl)) {
		struct text_line t = line_trim(nl);

		if (t.len && t.s[0] == '#')
			break;
		if (metric_bullet(nl, &m) && m.op && m.op != op)
			return 0;
	}
	return 1;
}

/*
 * Metric bullets (metric_bullet()) one after another, blank lines between
 * allowed, right under a fio or dd command (or a job file) naming one
 * direction (metric_run_above(): no output between) that the section's
 * heading and bullets do not contradict (section_dir_agrees()): the run's
 * figures, read as the table "| metric | Write |" with a row a bullet; the
 * command gives the conditions as to any table.  Under a mixed run
 * ("--rw=randrw"), bullets naming their directions (metric_mixed_table()).
 * Returns 1 when taken (the lines consumed from *it), 0 when not, -ENOMEM.
 */
/*
 * The run that metric bullets starting here report: the fio or dd command
 * (or the fio job file of one job) right above them, nothing between but
 * blank lines, images, the rest of the command's code block when empty
 * and one caption (plain_caption(): "**Results:**"), so no output stands
 * between that the bullets could be summing up.  1 when it runs one
 * direction (the header, "Write", into h, n bytes); 2 when it is fio's
 * mixed run ("--rw=randrw": "Random " into h, the pattern of its two
 * directions' headers); 0 when none.  The fio command's one block size
 * into *bs (bytes; 0 when not known, a job file's or a dd command's).
 */
static int metric_run_above(const struct doc *d, char *h, size_t n, double *bs)
{
	const struct doc_item *x;
	struct doc_item c;
	struct fio_opts o;
	size_t i = d->n, cl;
	int caption = 0, r;
	long at;

	for (; i > 0; i--) {
		x = &d->items[i - 1];
		if (x->kind != DOC_LINE)
			return 0;
		if (x->blank)
			continue;
		if (!x->pre && !x->heading && x->len > 2 &&
		    !memcmp(x->s, "![", 2))
			continue;
		/* "Results:" in the command's own code block too */
		c = *x;
		c.pre = 0;
		if (caption || !plain_caption(&c, 1))
			break;
		caption = 1;
	}
	*bs = 0;
	if (!i || (x = &d->items[i - 1])->heading)
		return 0;
	r = command_dir(x->s, x->len, h, n);
	if (r < 0)
		return jobfile_dir_at(d, i, h, n);
	if ((at = fio_options_find_command(x->s, x->len, &cl)) < 0)
		return r > 0;
	fio_opts_init(&o);
	if (fio_options_parse_cmdline(x->s + at, cl, NULL, &o) < 0)
		return 0;
	/* one block size for both directions: the IOPS's */
	if (o.cond.bs > 0 && (o.bs_write < 0 || o.bs_write == o.cond.bs) &&
	    !o.bs_split)
		*bs = (double)o.cond.bs;
	if (r > 0)
		return 1;
	if (!strcmp(o.rw, "rw") || !strcmp(o.rw, "readwrite"))
		return snprintf(h, n, "%s", ""), 2;
	if (!strcmp(o.rw, "randrw"))
		return snprintf(h, n, "%s", "Random "), 2;
	return 0;
}

/*
 * The bullets of a mixed run (metric_run_above() 2), each naming its
 * direction or the total ("- **Read Bandwidth**: 1116 MiB/s", "- **Write
 * IOPS**: 8.9k IOPS", "- **Total Bandwidth**: 2231 MiB/s"): read as the
 * table "| metric | Read | Write | Total |", a row a metric.  A bullet
 * naming no direction, or a metric and direction twice, leaves them all
 * (which run is it?).  pat is the headers' pattern ("Random ").  1 when
 * taken, 0 when not, -ENOMEM.
 */
static int metric_mixed_table(struct doc *d, struct line_iter *it,
			      struct text_line first, const char *pat)
{
	struct metric_bullet m;
	struct line_iter peek = *it, end = *it;
	struct text_line nl = first;
	const char *cols[4] = {NULL};
	char v[4][3][48], row[240];
	int nc = 0, total = 0, ret, more = 1;

	memset(v, 0, sizeof(v));
	while (more && metric_bullet(nl, &m)) {
		int c, k = m.total ? 2 : m.op == IODB_OP_READ ? 0 : 1;

		if (!m.total && m.op != IODB_OP_READ && m.op != IODB_OP_WRITE)
			return 0;
		for (c = 0; c < nc && strcmp(cols[c], m.col); c++)
			;
		if (c == nc) {
			if (nc == 4)
				return 0;
			cols[nc++] = m.col;
		}
		if (v[c][k][0])
			return 0;
		snprintf(v[c][k], sizeof(v[c][k]), "%s", m.v);
		total |= m.total;
		end = peek;
		while ((more = lines_next(&peek, &nl)) &&
		       doctext_blank(nl.s, nl.len))
			;
	}
	/* one direction alone is no mixed run's figures */
	for (int k = 0; k < 2; k++) {
		int any = 0;

		for (int c = 0; c < nc; c++)
			any |= v[c][k][0] != '\0';
		if (!any)
			return 0;
	}
	snprintf(row, sizeof(row), "| metric | %sRead | %sWrite |%s", pat, pat,
		 total ? " Total |" : "");
	ret = add_line(d, row, strlen(row), first.no, 0, 0);
	if (!ret)
		ret = add_line(d, total ? "|---|---|---|---|" : "|---|---|---|",
			       total ? 17 : 13, first.no, 0, 0);
	for (int c = 0; c < nc && !ret; c++) {
		snprintf(row, sizeof(row), "| %s | %s | %s |%s%s%s", cols[c],
			 v[c][0], v[c][1], total ? " " : "", v[c][2],
			 total ? " |" : "");
		ret = add_line(d, row, strlen(row), first.no, 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, first.no, 0, 0);
	*it = end;
	return ret ? ret : 1;
}

/*
 * A figure as written ("2.1", "12.3k", "536"): its value into *v and one
 * unit of its last digit into *step ("2.1" 0.1, "12.3k" 100), the 'k'
 * counted when k is set; the rest of it into *rest.  0 when it is none.
 */
static int printed_figure(const char *s, int k, double *v, double *step,
			  const char **rest)
{
	char *end;
	const char *dot;

	*v = strtod(s, &end);
	if (end == s || !isdigit((unsigned char)*s) || !(*v > 0))
		return 0;
	*step = 1;
	dot = memchr(s, '.', (size_t)(end - s));
	for (const char *q = dot ? dot + 1 : end; q < end; q++)
		*step /= 10;
	if (k && (*end == 'k' || *end == 'K')) {
		*v *= 1000;
		*step *= 1000;
		end++;
	}
	*rest = end;
	return 1;
}

/*
 * A metric bullet's rate (rate, n bytes: "2.1MB/s") beside its IOPS
 * bullet ("536", "12.3k") at the command's block size bs: a person
 * restating fio's figures copies its "2.09MiB/s" as "2.1MB/s", so a
 * rate's unit is only what its IOPS x block size fits to the digits both
 * show (units_rate_fits_printed()).  A decimal-looking unit (KB/s, MB/s,
 * GB/s) that fits the binary reading and not the decimal one is rewritten
 * in it ("2.1MiB/s"); one fitting the decimal reading (or both: the
 * digits cannot tell) stays as written; one fitting neither is none of
 * this run's figures: 0 (the rate left out).  A binary unit ("MiB/s")
 * is its writer's word: kept.  1 when kept or rewritten.
 */
static int bullet_rate_by_iops(char *rate, size_t n, const char *iops,
			       double bs)
{
	static const char pre[] = "KMG";
	double v, step, io, istep, dec = 1000, bin = 1024;
	const char *u, *q, *p;

	if (!(bs > 0) || !printed_figure(iops, 1, &io, &istep, &q) ||
	    !printed_figure(rate, 0, &v, &step, &u))
		return 1;
	while (*u == ' ')
		u++;
	if (!(p = strchr(pre, u[0] == 'k' ? 'K' : u[0])) || !*p)
		return 1;
	if (u[1] != 'B' || u[2] != '/')
		return 1; /* "MiB/s", "Mb/s": told, or bits */
	for (; p > pre; p--)
		dec *= 1000, bin *= 1024;
	if (units_rate_fits_printed(v * dec, step * dec, io, istep, bs))
		return 1;
	if (!units_rate_fits_printed(v * bin, step * bin, io, istep, bs))
		return 0;
	if (strlen(rate) + 2 > n)
		return 0;
	memmove((char *)u + 2, u + 1, strlen(u + 1) + 1);
	((char *)u)[0] = u[0] == 'k' ? 'K' : u[0];
	((char *)u)[1] = 'i';
	return 1;
}

/*
 * The IOPS and the rate of the metric bullets from first on (the run's
 * one of each, in m's kind of line: none of the total), for
 * bullet_rate_by_iops(): *rate_no the rate's line, 0 when there is not
 * exactly one of each.
 */
static void bullets_iops_rate(struct line_iter peek, struct text_line nl,
			      char *iops, char *rate, size_t n, long *rate_no)
{
	struct metric_bullet m;
	int ni = 0, nr = 0, more = 1;

	*rate_no = 0;
	while (more && metric_bullet(nl, &m) && !m.total) {
		if (!strcmp(m.col, "IOPS") && ni++ == 0)
			snprintf(iops, n, "%s", m.v);
		else if (!strcmp(m.col, "Bandwidth") && nr++ == 0) {
			snprintf(rate, n, "%s", m.v);
			*rate_no = nl.no;
		}
		while ((more = lines_next(&peek, &nl)) &&
		       doctext_blank(nl.s, nl.len))
			;
	}
	if (ni != 1 || nr != 1)
		*rate_no = 0;
}

static int metric_bullets_table(struct doc *d, struct line_iter *it,
				struct text_line first)
{
	struct metric_bullet m;
	struct line_iter peek;
	struct text_line nl;
	char hd[48], row[160], iops[48], rate[64];
	int ret, run, rate_ok = 1;
	double bs;
	long rate_no;

	if (!metric_bullet(first, &m) ||
	    !(run = metric_run_above(d, hd, sizeof(hd), &bs)))
		return 0;
	if (run == 2)
		return metric_mixed_table(d, it, first, hd);
	if (m.total || !section_dir_agrees(d, it, hd, m.op))
		return 0;
	bullets_iops_rate(*it, first, iops, rate, sizeof(rate), &rate_no);
	if (rate_no)
		rate_ok = bullet_rate_by_iops(rate, sizeof(rate), iops, bs);
	snprintf(row, sizeof(row), "| metric | %s |", hd);
	ret = add_line(d, row, strlen(row), first.no, 0, 0);
	if (!ret)
		ret = add_line(d, "|---|---|", 9, first.no, 0, 0);
	nl = first;
	peek = *it;
	while (!ret) {
		int more;

		if (rate_no && nl.no == rate_no && !strcmp(m.col, "Bandwidth"))
			snprintf(m.v, sizeof(m.v), "%s", rate_ok ? rate : "");
		if (m.v[0]) {
			snprintf(row, sizeof(row), "| %s | %s |", m.col, m.v);
			ret = add_line(d, row, strlen(row), nl.no, 0, 0);
		}
		*it = peek;
		while ((more = lines_next(&peek, &nl)) &&
		       doctext_blank(nl.s, nl.len))
			;
		if (!more || !metric_bullet(nl, &m) || m.total)
			break;
	}
	if (!ret)
		ret = add_line(d, "", 0, first.no, 0, 0);
	return ret ? ret : 1;
}

/*
 * What a bullet of a result spread over bullets gives (spread_bullet()):
 * 1 the test it opens ("Sequential read:", nothing after the ':'), 2 its
 * block size ("IO Size: 65536"), 3 its rate ("Average throughput:
 * **83.725 MB/s**"), 0 none.  The name or the value into v (n bytes).
 */
static int spread_bullet(struct text_line l, size_t *ind, char *v, size_t n)
{
	static const char *const sizes[] = {
	    "io size", "i/o size",	"block size",  "blocksize",
	    "bs",      "transfer size", "record size", NULL};
	static const char *const rates[] = {"average throughput",
					    "throughput",
					    "average speed",
					    "speed",
					    "average rate",
					    "transfer rate",
					    "bandwidth",
					    "average bandwidth",
					    NULL};
	struct text_line t;
	struct testname tn;
	const char *p, *e, *colon, *f, *q;
	size_t k, u;

	if (!list_item_text(l, &t, ind) || t.len >= n ||
	    !(colon = memchr(t.s, ':', t.len)))
		return 0;
	e = t.s + t.len;
	if (colon + 1 == e) {
		/* "Sequential read:": one direction, no figure, no claim */
		if (testname_parse(t.s, t.len - 1, 0, &tn) == 0 ||
		    (tn.cond.op != IODB_OP_READ &&
		     tn.cond.op != IODB_OP_WRITE) ||
		    !isalpha((unsigned char)t.s[0]) ||
		    names_claim(t.s, t.len) || memchr(t.s, '`', t.len))
			return 0;
		snprintf(v, n, "%.*s", (int)(t.len - 1), t.s);
		return 1;
	}
	for (p = colon + 1; p < e && (*p == ' ' || *p == '*'); p++)
		;
	while (e > p && e[-1] == '*')
		e--;
	for (k = 0; sizes[k]; k++)
		if ((size_t)(colon - t.s) == strlen(sizes[k]) &&
		    !strncasecmp(t.s, sizes[k], strlen(sizes[k])))
			break;
	if (sizes[k]) {
		/* "65536", "64K", "4 KiB": a figure, maybe a size unit */
		if (!(f = prose_figure(p, e)) || *p == '~')
			return 0;
		for (q = f; q < e && *q == ' '; q++)
			;
		while (q < e && isalpha((unsigned char)*q))
			q++;
		if (q != e)
			return 0;
		snprintf(v, n, "%.*s", (int)(e - p), p);
		return 2;
	}
	for (k = 0; rates[k]; k++)
		if ((size_t)(colon - t.s) == strlen(rates[k]) &&
		    !strncasecmp(t.s, rates[k], strlen(rates[k])))
			break;
	/* an exact figure and a rate unit, nothing else */
	if (!rates[k] || *p == '~' || table_approx_prefix(p) ||
	    !(f = prose_figure(p, e)))
		return 0;
	for (q = f; q < e && *q == ' '; q++)
		;
	if (!(u = prose_rate_unit(q, e)) || q + u != e)
		return 0;
	snprintf(v, n, "%.*s", (int)(e - p), p);
	return 3;
}

/*
 * One result spread over sibling bullets, a test's name with nothing after
 * its ':', then its block size and its rate, each a bullet of its own at
 * the same depth (a winsat-like summary typed as a list):
 *	* Random read:
 *	* IO Size: 16384
 *	* Average throughput: **2.41 MB/s**
 * The name names one direction (testname_parse(): its op and pattern),
 * the size bullet may be left out, the rate is an exact figure with a
 * rate unit (no '~', no "about", no claim); such groups one after
 * another, no other line between.  Read as the table "| test | Block
 * size | Throughput |", a row a group: the heading above labels it as
 * any table.  A list of specifications ("* Capacity: 500 GB", "*
 * Interface: SATA") opens with no test's name: none.  Returns 1 when
 * taken (the bullets consumed from *it), 0 when not, -ENOMEM.
 */
static int spread_result_bullets(struct doc *d, struct line_iter *it,
				 struct text_line first)
{
	struct line_iter peek = *it, end = *it;
	struct text_line nl = first;
	char v[96], name[96] = "", size[96] = "", rows[8][3 * 96 + 12];
	long from[8], to[8], name_no = first.no;
	size_t ind0 = 0, ind;
	int n = 0, step = 1, ret = 0, more = 1;

	if (spread_bullet(first, &ind0, v, sizeof(v)) != 1)
		return 0;
	while (more && n < 8) {
		int kind = spread_bullet(nl, &ind, v, sizeof(v));

		if (!kind || ind != ind0)
			break;
		if (kind == 1 && step == 1) {
			memcpy(name, v, sizeof(name));
			size[0] = '\0';
			name_no = nl.no;
			step = 2;
		} else if (kind == 2 && step == 2 && !size[0]) {
			memcpy(size, v, sizeof(size));
		} else if (kind == 3 && step == 2) {
			from[n] = name_no;
			to[n] = nl.no;
			snprintf(rows[n++], sizeof(rows[0]), "| %s | %s | %s |",
				 name, size, v);
			step = 1;
			end = peek;
		} else {
			break;
		}
		more = lines_next(&peek, &nl);
	}
	if (!n)
		return 0;
	ret = add_line(d, "", 0, first.no, 0, 0);
	if (!ret)
		ret = add_line(d, "| test | Block size | Throughput |", 34,
			       first.no, 0, 0);
	if (!ret)
		ret = add_line(d, "|---|---|---|", 13, first.no, 0, 0);
	/* a row on its bullets: the test's name down to its rate */
	for (int k = 0; !ret && k < n; k++) {
		ret = add_line(d, rows[k], strlen(rows[k]), from[k], 0, 0);
		if (!ret && to[k] > from[k])
			d->items[d->n - 1].no_to = to[k];
	}
	if (!ret)
		ret = add_line(d, "", 0, first.no, 0, 0);
	*it = end;
	return ret ? ret : 1;
}

/*
 * One row of system_lines_table()'s table into row (n bytes): the name,
 * then for each of x's rates the rate, with times its run time (a cell,
 * maybe empty) and, where dd->io knows it, the bytes its dd command moved
 * (the header row: head, the rates' header, and io, the bytes' header).
 */
static void system_row(char *row, size_t n, const char *name,
		       const struct system_line *x, int head, int times,
		       const struct block_dd *dd)
{
	const char *io =
	    strstr(x->head[0], "Read") ? "Total read" : "Total write";
	size_t k = (size_t)snprintf(row, n, "| %s |", name);

	for (int i = 0; i < x->nv && k < n; i++) {
		k += (size_t)snprintf(row + k, n - k, " %s |",
				      head ? x->head[i] : x->v[i]);
		if (times && k < n)
			k += (size_t)(head ? snprintf(row + k, n - k,
						      " %.20s run time |",
						      x->head[i])
					   : snprintf(row + k, n - k, " %s |",
						      x->t[i]));
		if (times && !isnan(dd->io[i]) && k < n)
			k += (size_t)(head ? snprintf(row + k, n - k, " %s |",
						      io)
					   : snprintf(row + k, n - k,
						      " %.0f B |", dd->io[i]));
	}
}

/*
 * Lines giving each one system's result (system_line()), one after
 * another: "SD card: around 15MB/sec random read, 3700 iops avg." /
 * "eMMC: around 16MB/sec random read, 3800 iops avg." in a section naming
 * a benchmark tool, or "2GB model: 5MB/sec" / "4GB model: 15MB/sec" (the
 * rate alone) right under a fio command naming one direction.  Read as
 * the table "| system | Random Read | Random Read IOPS |" (or "| system |
 * Write |"), a row a line, the lines' columns all alike; the caption or
 * command above gives its conditions as to any table.  Under a block of
 * dd commands alone, each rate's time in brackets ("384MBps (26s)") is
 * that run's time (dd has no latency) and each command copying whole
 * blocks from /dev/zero gives its bytes: "| system | Write | Write run
 * time | Total write | ...".  Returns 1 when taken (the lines consumed
 * from *it), 0 when not, -ENOMEM.
 */
static int system_lines_table(struct doc *d, struct line_iter *it,
			      struct text_line first)
{
	struct system_line r, nr;
	struct block_dd dd = {0, {NAN, NAN}};
	struct line_iter peek = *it;
	struct text_line nl;
	char hd[48], row[400];
	int dir = 1, ret, nc = 0, times = 0, exact = 0;

	if ((!memmem(first.s, first.len, "/s", 2) &&
	     !memmem(first.s, first.len, "Bps", 3) &&
	     !memmem(first.s, first.len, "IOPS", 4)) ||
	    !memchr(first.s, ':', first.len))
		return 0;
	if (system_line(first, 1, &r)) {
		if (!names_bench(first.s, first.len) && !section_names_bench(d))
			return 0;
	} else if (system_line(first, 0, &r) && !(r.iops && r.approx) &&
		   ((r.nv == 1 && command_above_dir(d, hd, sizeof(hd), 0)) ||
		    (r.nv == 1 && !r.approx &&
		     (exact = command_above_dir(d, hd, sizeof(hd), 1))) ||
		    (r.nv == 1 && !r.approx &&
		     (exact = jobfile_above_dir(d, hd, sizeof(hd)))) ||
		    (!r.iops && block_above_dir(d, hd, sizeof(hd), &nc, &dd) &&
		     nc == r.nv) ||
		    (!r.iops && r.nv == 1 && results_key(r.name) &&
		     section_command_dir(d, hd, sizeof(hd))) ||
		    (r.nv == 1 && !r.approx &&
		     (exact = leadin_above_dir(d, hd, sizeof(hd)))))) {
		dir = 0;
		snprintf(r.head[0], sizeof(r.head[0]), "%s", hd);
		snprintf(r.head[1], sizeof(r.head[1]), "%s", hd);
	} else {
		return 0;
	}
	/* the runs of dd commands the block above ran, when the first
	 * line gives a time for each rate */
	times = !dir && nc == r.nv && dd.all && r.t[0][0] &&
		(r.nv < 2 || r.t[1][0]);
	/* the bytes for every run or none: the columns of the runs alike */
	if (r.nv > 1 && isnan(dd.io[0]) != isnan(dd.io[1]))
		dd.io[0] = dd.io[1] = NAN;
	system_row(row, sizeof(row), "system", &r, 1, times, &dd);
	ret = add_line(d, row, strlen(row), first.no, 0, 0);
	if (!ret) {
		struct strbuf sb = STRBUF_INIT;
		size_t cols = 0;

		for (const char *c = row; *c; c++)
			cols += *c == '|';
		ret = add_pipe_rule(d, &sb, cols - 1, first.no);
		strbuf_release(&sb);
	}
	nl = first;
	nr = r;
	do {
		/* "Test results: 3508 MB/s": the heading names them */
		if (results_key(nr.name))
			nr.name[0] = '\0';
		system_row(row, sizeof(row), nr.name, &nr, 0, times, &dd);
		if (!ret)
			ret = add_line(d, row, strlen(row), nl.no, 0, 0);
		*it = peek;
	} while (!ret && lines_next(&peek, &nl) && system_line(nl, dir, &nr) &&
		 nr.nv == r.nv && nr.iops == r.iops &&
		 (!(exact || r.iops) || !nr.approx) &&
		 (!dir || !strcmp(nr.head[0], r.head[0])));
	/* a blank after it: a table of its own, never joined to the next */
	if (!ret)
		ret = add_line(d, "", 0, first.no, 0, 0);
	return ret ? ret : 1;
}

/* The runs of one command on one system, as a line sums them up
 * (runs_line()). */
struct runs_line {
	char name[64];
	char v[12][48];
	int nv;
	int bracket; /* some of them are a bracket's, after their summary */
};

/* The figure as written (num: digits with ',' or '.') as a number read
 * under sep, NAN when it does not read so. */
static double runs_number(const char *num, size_t len, enum table_sep sep)
{
	char in[48], out[48];

	if (len >= sizeof(in))
		return NAN;
	snprintf(in, sizeof(in), "%.*s", (int)len, num);
	if (table_val_number(in, sep, out, sizeof(out)) < 0)
		return NAN;
	return strtod(out, NULL);
}

/*
 * A line giving the runs of the one command above it on one system, as a
 * person sums them up: "Old firmware: 1,412 MB/s" (one run), or "New
 * firmware: 1,380 MB/s, 1,455 MB/s (1402, 1455, 1460, 1431, 1477)":
 * rates (no approximation), the last followed by the bare figures, two
 * or more, of the runs it sums up in brackets (in its unit, or each with
 * that unit).  The summing rate (an average, a median, "the average of
 * the fastest three") lies between the least and the greatest of them,
 * else the line is none; it is no run, the rates before it and the
 * bracket's figures are.  The name before ':' as system_line()'s.
 * Returns 1 and fills *r, or 0.
 */
static int runs_line(struct text_line l, struct runs_line *r)
{
	struct text_line t = line_trim(l);
	char buf[400], unit[16];
	const char *p, *e, *f, *at[12];
	size_t ul = 0, fl[12];
	int ev = 0;
	enum table_sep sep;
	double lo = INFINITY, hi = -INFINITY, sum;

	if (t.len < 8 || t.len >= sizeof(buf))
		return 0;
	memcpy(buf, t.s, t.len);
	buf[t.len] = '\0';
	e = buf + t.len;
	if (!(p = line_system_name(buf, r->name, sizeof(r->name))))
		return 0;
	r->nv = 0;
	r->bracket = 0;
	for (;;) {
		const char *u;
		size_t k;

		if (table_approx_prefix(p) || !(f = prose_figure(p, e)) ||
		    *p == '~' || r->nv >= 4)
			return 0;
		for (u = f; *u == ' '; u++)
			;
		if (!(k = prose_rate_unit(u, e)) ||
		    (ul && (k != ul || memcmp(u, unit, k))))
			return 0;
		ul = k;
		snprintf(unit, sizeof(unit), "%.*s", (int)k, u);
		at[r->nv] = p;
		fl[r->nv] = (size_t)(f - p);
		snprintf(r->v[r->nv++], sizeof(r->v[0]), "%.*s %s",
			 (int)(f - p), p, unit);
		for (p = u + k; *p == ' '; p++)
			;
		if (*p != ',')
			break;
		for (p++; *p == ' '; p++)
			;
	}
	if (*p == '(') {
		/* the runs the last rate sums up */
		int first = r->nv - 1;

		for (p++; r->nv < 12;) {
			while (*p == ' ')
				p++;
			if (!(f = prose_figure(p, e)) || *p == '~')
				return 0;
			at[r->nv] = p;
			fl[r->nv] = (size_t)(f - p);
			snprintf(r->v[r->nv++], sizeof(r->v[0]), "%.*s %s",
				 (int)(f - p), p, unit);
			for (p = f; *p == ' '; p++)
				;
			if ((size_t)(e - p) >= ul && !memcmp(p, unit, ul))
				for (p += ul; *p == ' '; p++)
					;
			if (*p == ')')
				break;
			if ((*p != ',' && *p != ';') || p[1] != ' ')
				return 0;
			p++;
		}
		if (*p != ')' || r->nv - first < 3)
			return 0;
		for (p++; *p == ' '; p++)
			;
		/* one separator for the line's figures, as a table's */
		for (int i = 0; i < r->nv; i++) {
			char num[48];
			int x;

			snprintf(num, sizeof(num), "%.*s", (int)fl[i], at[i]);
			x = table_val_evidence(num);
			if (x == 1 || x == 2) {
				if (ev && ev != x)
					return 0;
				ev = x;
			}
		}
		sep = ev == 2 ? TABLE_SEP_COMMA : TABLE_SEP_POINT;
		for (int i = first + 1; i < r->nv; i++) {
			double v = runs_number(at[i], fl[i], sep);

			if (isnan(v))
				return 0;
			lo = v < lo ? v : lo;
			hi = v > hi ? v : hi;
		}
		sum = runs_number(at[first], fl[first], sep);
		if (isnan(sum) || sum < lo || sum > hi)
			return 0;
		/* the summing rate is no run */
		memmove(r->v[first], r->v[first + 1],
			sizeof(r->v[0]) * (size_t)(r->nv - first - 1));
		r->nv--;
		r->bracket = 1;
	} else if (r->nv > 1) {
		/* "611 MB/s, 655 MB/s": runs, or a run and a summary? */
		return 0;
	}
	if (*p == '.')
		p++;
	return p == e;
}

/*
 * Lines giving each one system's runs of the one fio or dd command of the
 * code block above (a lead-in between, skip_lead_in()), one after another,
 * at least one of them with the runs a rate sums up in brackets
 * (runs_line()): "* Before: 611 MB/s, 655 MB/s (689, 589, 524, 572,
 * 689)".  Read as the table "| system | Write |", a row a run (the
 * system's name again for each); the command gives its conditions as to
 * any table.  Returns 1 when taken (the lines consumed from *it), 0 when
 * not, -ENOMEM.
 */
static int runs_lines_table(struct doc *d, struct line_iter *it,
			    struct text_line first)
{
	struct runs_line r;
	struct block_dd dd = {0, {NAN, NAN}};
	struct line_iter peek = *it;
	struct text_line nl;
	char hd[48], row[160];
	int nc = 0, bracket = 0, ret;

	if (!memchr(first.s, ':', first.len) || !runs_line(first, &r) ||
	    !block_above_dir(d, hd, sizeof(hd), &nc, &dd) || nc != 1)
		return 0;
	bracket = r.bracket;
	while (!bracket && lines_next(&peek, &nl) && runs_line(nl, &r))
		bracket = r.bracket;
	if (!bracket)
		return 0;
	snprintf(row, sizeof(row), "| system | %s |", hd);
	ret = add_line(d, row, strlen(row), first.no, 0, 0);
	if (!ret)
		ret = add_line(d, "|---|---|", 9, first.no, 0, 0);
	peek = *it;
	nl = first;
	while (!ret && runs_line(nl, &r)) {
		for (int i = 0; i < r.nv && !ret; i++) {
			snprintf(row, sizeof(row), "| %s | %s |", r.name,
				 r.v[i]);
			ret = add_line(d, row, strlen(row), nl.no, 0, 0);
		}
		*it = peek;
		if (!lines_next(&peek, &nl))
			break;
	}
	/* a blank after it: a table of its own, never joined to the next */
	if (!ret)
		ret = add_line(d, "", 0, first.no, 0, 0);
	return ret ? ret : 1;
}

/* One line of unit_lines_table(): a name, then figures each with its
 * unit, the kind of each (1 a rate, 2 IOPS, 3 a time). */
struct unit_line {
	char name[128];
	char v[3][32];
	int kind[3];
	int nv;
};

/*
 * A line naming one thing, then after a gap of two blanks or more (or a
 * tab) its figures, each with its unit: "ubuntu VM virtio block   31us
 * 31k iops", "Samsung 970 EVO      3400 MB/s".  The units are a rate's
 * (prose_rate_unit()), "iops" (a "k" before it allowed) or a time's (ns,
 * us, µs, ms, usec, msec), each kind once, up to three figures parted by
 * blanks or a ','; nothing else after them.  The name starts with a
 * letter, holds no ':', '=', '|' or '`', no direction, pattern or test
 * (testname_parse(): "Sequential Read  512 MB/s" is a test's line) and no
 * word of a claim.  Approximations ("~3400 MB/s") are none.  Returns 1
 * and fills *r, or 0.
 */
static int unit_line(struct text_line l, struct unit_line *r)
{
	static const char *const times[] = {"usec", "msec", "nsec",	 "us",
					    "ms",   "ns",   "\xc2\xb5s", NULL};
	struct text_line t = line_trim(l);
	const char *p = t.s, *e = t.s + t.len, *g, *f;
	struct testname tn;

	if (t.len < 8 || t.len > 300 || !isalpha((unsigned char)*p))
		return 0;
	for (g = p;
	     g < e && *g != '\t' && !(g[0] == ' ' && g + 1 < e && g[1] == ' ');
	     g++)
		if (*g && strchr(":=|`", *g))
			return 0;
	if (g == e || (size_t)(g - p) >= sizeof(r->name))
		return 0;
	testname_parse(p, (size_t)(g - p), 0, &tn);
	if (tn.cond.op != IODB_OP_UNKNOWN || tn.n_ops ||
	    tn.cond.pattern != IODB_PATTERN_UNKNOWN || tn.cdm ||
	    names_claim(p, (size_t)(g - p)))
		return 0;
	snprintf(r->name, sizeof(r->name), "%.*s", (int)(g - p), p);
	for (p = g; p < e && (*p == ' ' || *p == '\t'); p++)
		;
	r->nv = 0;
	while (p < e) {
		const char *u;
		size_t k = 0;
		int kind = 0, kilo = 0;

		if (r->nv == 3 || !(f = prose_figure(p, e)) || *p == '~')
			return 0;
		u = f;
		if (u < e && (*u == 'k' || *u == 'K'))
			u++, kilo = 1;
		while (u < e && *u == ' ')
			u++;
		if (!kilo && (k = prose_rate_unit(u, e)))
			kind = 1;
		else if ((size_t)(e - u) >= 4 && !strncasecmp(u, "iops", 4) &&
			 (u + 4 == e || !isalpha((unsigned char)u[4])))
			kind = 2, k = 4;
		for (size_t i = 0; !kind && !kilo && times[i]; i++)
			if ((size_t)(e - u) >= strlen(times[i]) &&
			    !memcmp(u, times[i], strlen(times[i])) &&
			    (u + strlen(times[i]) == e ||
			     !isalpha((unsigned char)u[strlen(times[i])])))
				kind = 3, k = strlen(times[i]);
		if (!kind || (size_t)(u + k - p) >= sizeof(r->v[0]))
			return 0;
		for (int i = 0; i < r->nv; i++)
			if (r->kind[i] == kind)
				return 0;
		r->kind[r->nv] = kind;
		snprintf(r->v[r->nv++], sizeof(r->v[0]), "%.*s",
			 (int)(u + k - p), p);
		for (p = u + k; p < e && *p == ' '; p++)
			;
		if (p < e && *p == ',')
			for (p++; p < e && *p == ' '; p++)
				;
	}
	return r->nv > 0;
}

/*
 * Whether name s (n bytes) names a copy between two places: "Internal
 * NTFS to External EXT4", "from SSD to NAS", "Copy to USB stick": one
 * word "to" with one to four words after it and, unless the name opens
 * with "copy" ("copying", "copied"), one to four before it (a leading
 * "from" not counted).  A name ending in what joins two buses ("USB 3 to
 * SATA adapter": adapter, bridge, cable, converter, enclosure, dock,
 * hub) names a device, no copy.
 */
static int copy_name(const char *s, size_t n)
{
	static const char *const verb[] = {"copy", "copying", "copied", NULL};
	static const char *const joins[] = {"adapter", "adaptor",   "bridge",
					    "cable",   "converter", "enclosure",
					    "dock",    "hub",	    NULL};
	size_t w = 0, to = 0, at = 0, first = 0, lw = 0, lwn = 0;
	int copy = 0, from = 0;

	for (size_t i = 0; i < n;) {
		size_t b;

		while (i < n && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (i == n)
			break;
		for (b = i; i < n && s[i] != ' ' && s[i] != '\t'; i++)
			;
		if (!w) {
			copy = word_listed(s + b, i - b, verb, 1);
			from = i - b == 4 && !strncasecmp(s + b, "from", 4);
			first = copy || from;
		}
		w++;
		if (i - b == 2 && !strncasecmp(s + b, "to", 2)) {
			if (to++)
				return 0;
			at = w;
		}
		lw = b, lwn = i - b;
	}
	if (to != 1 || w - at < 1 || w - at > 4 ||
	    word_listed(s + lw, lwn, joins, 1))
		return 0;
	/* words before "to", the leading verb or "from" left out */
	at = at - 1 - first;
	return copy ? at <= 4 : at >= 1 && at <= 4;
}

/*
 * Three lines or more in a row (unit_line()), no header, each naming a
 * system and giving its figures with their units, the same kinds in the
 * same order on every line: a hand-aligned summary ("Host 4k     2.8us
 * 334k iops" / "ubuntu VM virtio block     31us 31k iops" / ...).  Read
 * as the table "| system | | |" (the units in the cells say the metrics;
 * a time is a latency only as the table reader decides); the heading or
 * caption above gives its conditions as to any table.  Returns 1 when
 * taken (the lines consumed from *it), 0 when not, -ENOMEM.
 */
static int unit_lines_table(struct doc *d, struct line_iter *it,
			    struct text_line first, int fence)
{
	struct unit_line r, nr;
	struct line_iter peek = *it;
	struct text_line nl;
	struct strbuf sb = STRBUF_INIT;
	char row[400];
	int n = 1, ret, copies;
	size_t k;

	if ((!memmem(first.s, first.len, "  ", 2) &&
	     !memchr(first.s, '\t', first.len)) ||
	    !unit_line(first, &r))
		return 0;
	copies =
	    r.nv == 1 && r.kind[0] == 1 && copy_name(r.name, strlen(r.name));
	while (lines_next(&peek, &nl) && unit_line(nl, &nr) && nr.nv == r.nv &&
	       !memcmp(nr.kind, r.kind, sizeof(int) * (size_t)r.nv)) {
		copies &= copy_name(nr.name, strlen(nr.name));
		n++;
	}
	/* in a code block, only rates of copies between places ("Internal
	 * NTFS to External EXT4<TAB>34 MB/s"): another tool's output may
	 * be aligned so; two such lines are a table of copies */
	if (n < (copies ? 2 : 3) || (fence && !copies))
		return 0;
	k = (size_t)snprintf(row, sizeof(row), "| system |");
	for (int i = 0; i < r.nv; i++)
		k += (size_t)snprintf(row + k, sizeof(row) - k, " |");
	ret = add_line(d, row, strlen(row), first.no, 0, 0);
	if (!ret)
		d->items[d->n - 1].copy_rows = copies;
	if (!ret)
		ret = add_pipe_rule(d, &sb, (size_t)r.nv + 1, first.no);
	strbuf_release(&sb);
	peek = *it;
	nl = first;
	nr = r;
	for (int j = 0; j < n && !ret; j++) {
		if (j && (!lines_next(&peek, &nl) || !unit_line(nl, &nr)))
			break;
		k = (size_t)snprintf(row, sizeof(row), "| %s |", nr.name);
		for (int i = 0; i < nr.nv && k < sizeof(row); i++)
			k += (size_t)snprintf(row + k, sizeof(row) - k, " %s |",
					      nr.v[i]);
		ret = add_line(d, row, strlen(row), nl.no, 0, 0);
		*it = peek;
	}
	/* a blank after it: a table of its own, never joined to the next */
	if (!ret)
		ret = add_line(d, "", 0, first.no, 0, 0);
	return ret ? ret : 1;
}

/* ---- a test's repeated runs written by hand ---------------------------- */

/*
 * Rates joined by ", " from p to e ("59.4MiB/s, 63.4MiB/s, 57.5MiB/s"):
 * each a plain figure (no '~', no thousands comma) with a rate unit, a
 * blank between allowed, all in one unit, nothing after but a '.'.  Each
 * as written into v (up to max), the least and greatest into *lo, *hi,
 * the unit's length into *ul; their count, 0 when anything else.
 */
static int rate_list(const char *p, const char *e, char v[][48], int max,
		     double *lo, double *hi, char *unit)
{
	int n = 0;

	while (e > p && (e[-1] == ' ' || e[-1] == '.'))
		e--;
	unit[0] = '\0';
	while (p < e) {
		const char *f, *u;
		size_t m;
		double x;

		while (p < e && *p == ' ')
			p++;
		f = p < e && isdigit((unsigned char)*p) ? prose_figure(p, e)
							: NULL;
		if (!f || memchr(p, ',', (size_t)(f - p)) || n == max)
			return 0;
		u = f < e && *f == ' ' ? f + 1 : f;
		m = prose_rate_unit(u, e);
		if (!m || m >= 16 ||
		    (unit[0] && (strlen(unit) != m || memcmp(unit, u, m))))
			return 0;
		snprintf(unit, 16, "%.*s", (int)m, u);
		x = strtod(p, NULL);
		if (!n || x < *lo)
			*lo = x;
		if (!n || x > *hi)
			*hi = x;
		snprintf(v[n++], 48, "%.*s%s", (int)(f - p), p, unit);
		p = u + m;
		while (p < e && *p == ' ')
			p++;
		if (p < e && *p != ',')
			return 0;
		if (p < e)
			p++;
	}
	return n;
}

/*
 * A line of one test's runs: "Speed: 59.4MiB/s, 63.4MiB/s, ..." (a word
 * of results, "Speed", "Speeds", "Results", "Runs", "Bandwidth",
 * "Throughput", then ':', then rate_list()), two rates at least.
 */
static int speed_line(struct text_line t, char v[][48], int max, double *lo,
		      double *hi, char *unit)
{
	static const char *const keys[] = {
	    "Speed:",	  "Speeds:",	 "Results:", "Runs:",
	    "Bandwidth:", "Throughput:", "BW:",	     NULL};
	int n;

	for (size_t k = 0; keys[k]; k++)
		if (t.len > strlen(keys[k]) && line_starts(t, keys[k])) {
			n = rate_list(t.s + strlen(keys[k]), t.s + t.len, v,
				      max, lo, hi, unit);
			return n >= 2 ? n : 0;
		}
	return 0;
}

/*
 * The author's average of the runs on the line above: "Average speed:
 * 59.66MiB/s" ("Average", "Avg", "Mean", maybe a word after, ':', one
 * rate in unit).  1 when it lies between lo and hi (a summary of the runs
 * shown, no run of its own), -1 when it is such a line outside them or in
 * another unit (something else: the runs are left), 0 when t is none.
 */
static int runs_average(struct text_line t, double lo, double hi,
			const char *unit)
{
	static const char *const keys[] = {"Average", "Avg", "Mean", NULL};
	const char *c = memchr(t.s, ':', t.len);
	char v[1][48], u[16];
	double a, b;
	size_t k;

	for (k = 0; keys[k]; k++)
		if (line_starts(t, keys[k]))
			break;
	if (!keys[k] || !c || c - t.s > 24)
		return 0;
	if (rate_list(c + 1, t.s + t.len, v, 1, &a, &b, u) != 1 ||
	    strcmp(u, unit))
		return -1;
	return a >= lo - 0.005 && a <= hi + 0.005 ? 1 : -1;
}

/*
 * A test's caption over its runs: "1) Sequential read:", "Random write:"
 * (a number with ')' or '.' first allowed, ':' last allowed), words the
 * test-name reader reads as one direction and a pattern, and nothing
 * else it finds no test in.  Its conditions into *tn.
 */
static int runs_test_caption(const struct doc_item *it, struct testname *tn)
{
	struct text_line t;

	if (it->kind != DOC_LINE || it->blank || it->pre)
		return 0;
	t = line_trim((struct text_line){it->s, it->len, it->no});
	while (t.len && isdigit((unsigned char)t.s[0]))
		t.s++, t.len--;
	if (t.len && t.len < it->len && (t.s[0] == ')' || t.s[0] == '.'))
		t.s++, t.len--;
	if (t.len && t.s[t.len - 1] == ':')
		t.len--;
	t = line_trim(t);
	if (t.len < 4 || t.len > 40)
		return 0;
	for (size_t k = 0; k < t.len; k++)
		if (strchr("=|/,;()", t.s[k]))
			return 0;
	testname_parse(t.s, t.len, 0, tn);
	return tn->cond.op != IODB_OP_UNKNOWN &&
	       tn->cond.pattern != IODB_PATTERN_UNKNOWN && !tn->other &&
	       !tn->datasheet && !tn->aggregate && !tn->stat && !tn->metrics;
}

/*
 * A numbered setup over the tests' runs: "1. Without MMC software queue"
 * (one or two digits, '.' or ')', then one to eight words, letters and
 * '-_' only, a ':' at the end allowed).  Its words into lab (n bytes).
 */
static int runs_setup_line(const struct doc_item *it, char *lab, size_t n)
{
	struct text_line t;
	size_t k = 0, words = 1;

	if (it->kind != DOC_LINE || it->blank || it->pre)
		return 0;
	t = line_trim((struct text_line){it->s, it->len, it->no});
	while (k < t.len && k < 2 && isdigit((unsigned char)t.s[k]))
		k++;
	if (!k || k + 2 > t.len || (t.s[k] != '.' && t.s[k] != ')') ||
	    t.s[k + 1] != ' ')
		return 0;
	t.s += k + 2;
	t.len -= k + 2;
	t = line_trim(t);
	if (t.len && t.s[t.len - 1] == ':')
		t.len--;
	if (!t.len || t.len >= n || !isalpha((unsigned char)t.s[0]))
		return 0;
	for (k = 0; k < t.len; k++) {
		if (t.s[k] == ' ')
			words++;
		else if (!isalpha((unsigned char)t.s[k]) &&
			 !strchr("-_", t.s[k]))
			return 0;
	}
	if (words > 8)
		return 0;
	snprintf(lab, n, "%.*s", (int)t.len, t.s);
	return 1;
}

/*
 * The setup the runs under test caption d->items[cap] belong to: the
 * nearest runs_setup_line() above, with only blank lines, tables (the
 * runs read above), other test captions and, right under it, up to two
 * lines of prose between.  "" when none.
 */
static void runs_setup(const struct doc *d, size_t cap, char *lab, size_t n)
{
	int prose = 0;

	lab[0] = '\0';
	for (size_t i = cap; i-- > 0;) {
		const struct doc_item *it = &d->items[i];
		struct testname tn;

		if (it->kind == DOC_TABLE ||
		    (it->kind == DOC_LINE && it->blank))
			continue;
		if (it->heading || it->pre)
			return;
		if (runs_test_caption(it, &tn)) {
			if (prose)
				return;
			continue;
		}
		if (runs_setup_line(it, lab, n))
			return;
		if (it->s[0] == '|' && !prose)
			continue;
		if (++prose > 2)
			return;
	}
}

/*
 * Whether a line of the document so far says the one command's rw= was
 * changed from test to test ("with changing the '--rw' parameter",
 * "varying rw="): "rw" as an option's name and a word of change on it.
 */
static int rw_varied(const struct doc *d)
{
	static const char *const change[] = {"chang", "vary", "varied",
					     "varying", NULL};

	for (size_t i = 0; i < d->n; i++) {
		const struct doc_item *it = &d->items[i];
		const char *p;
		int rw = 0, ch = 0;

		if (it->kind != DOC_LINE || it->blank)
			continue;
		for (p = it->s; (p = strstr(p, "rw")) && !rw; p += 2)
			rw = (p == it->s || strchr("-'\"` ", p[-1])) &&
			     (p[2] == '\'' || p[2] == '"' || p[2] == '`' ||
			      p[2] == '=' || p[2] == ' ' || !p[2]);
		for (size_t k = 0; change[k] && !ch; k++)
			ch = strstr(it->s, change[k]) != NULL;
		if (rw && ch)
			return 1;
	}
	return 0;
}

/*
 * The runs of one test written by hand: a speed_line() right under a
 * runs_test_caption() (no blank between), maybe an author's average
 * after it (runs_average(): inside the runs' range, no result; outside,
 * nothing is read).  The document so far holds exactly one fio command;
 * its conditions are the runs' with the caption's direction and pattern,
 * when the command runs them or a line says its rw= was changed from test
 * to test (rw_varied()); else nothing is read.  Read as the table "|
 * system | test | Speed |", a row a run, the system the numbered setup
 * above (runs_setup()), the test cell the fio options.  1 when taken, 0
 * when not, -ENOMEM.
 */
static int speed_runs_table(struct doc *d, struct line_iter *it,
			    struct text_line l)
{
	static const char *const rws[2][2] = {{"read", "randread"},
					      {"write", "randwrite"}};
	struct text_line t = line_trim(l), nl;
	struct line_iter peek = *it;
	struct testname tn;
	struct fio_opts o;
	const char *cmd = NULL, *rw;
	char v[16][48], unit[16], lab[96], cell[160], row[400];
	double lo = 0, hi = 0;
	size_t cl = 0, at, cmdlen = 0, cap;
	int n, ret, avg = 0;

	if (t.len < 12 || !memchr(t.s, ',', t.len) ||
	    !(n = speed_line(t, v, 16, &lo, &hi, unit)))
		return 0;
	cap = d->n; /* the caption right above, no blank between */
	if (!cap || !runs_test_caption(&d->items[cap - 1], &tn) ||
	    (tn.cond.op != IODB_OP_READ && tn.cond.op != IODB_OP_WRITE))
		return 0;
	for (size_t i = 0; i < d->n; i++) {
		const struct doc_item *x = &d->items[i];
		long a;

		if (x->kind != DOC_LINE || x->blank ||
		    (a = fio_options_find_command(x->s, x->len, &cl)) < 0)
			continue;
		if (cmd)
			return 0; /* two commands: which ran? */
		cmd = x->s + a;
		cmdlen = cl;
	}
	fio_opts_init(&o);
	if (!cmd || fio_options_parse_cmdline(cmd, cmdlen, NULL, &o) < 0)
		return 0;
	rw = rws[tn.cond.op == IODB_OP_WRITE]
		[tn.cond.pattern == IODB_PATTERN_RAND];
	if (strcmp(o.rw, rw) && !rw_varied(d))
		return 0;
	if (tn.cond.bs > 0 && o.cond.bs > 0 && tn.cond.bs != o.cond.bs)
		return 0;
	if (lines_next(&peek, &nl)) {
		avg = runs_average(line_trim(nl), lo, hi, unit);
		if (avg < 0)
			return 0;
	}
	at = (size_t)snprintf(cell, sizeof(cell), "rw=%s", rw);
	if (o.cond.bs > 0)
		at += (size_t)snprintf(cell + at, sizeof(cell) - at, " bs=%lld",
				       (long long)o.cond.bs);
	if (o.cond.iodepth > 0)
		at += (size_t)snprintf(cell + at, sizeof(cell) - at,
				       " iodepth=%lld",
				       (long long)o.cond.iodepth);
	if (o.cond.numjobs > 0)
		at += (size_t)snprintf(cell + at, sizeof(cell) - at,
				       " numjobs=%lld",
				       (long long)o.cond.numjobs);
	if (o.cond.direct >= 0)
		snprintf(cell + at, sizeof(cell) - at, " direct=%d",
			 o.cond.direct);
	runs_setup(d, cap - 1, lab, sizeof(lab));
	ret = add_line(d, "", 0, l.no, 0, 0);
	if (!ret)
		ret = lab[0] ? add_made_head(d, "| system | test | Speed |", 25,
					     l.no)
			     : add_made_head(d, "| test | Speed |", 16, l.no);
	if (!ret)
		ret = lab[0] ? add_line(d, "|---|---|---|", 13, l.no, 0, 0)
			     : add_line(d, "|---|---|", 9, l.no, 0, 0);
	for (int k = 0; !ret && k < n; k++) {
		if (lab[0])
			snprintf(row, sizeof(row), "| %s | %s | %s |", lab,
				 cell, v[k]);
		else
			snprintf(row, sizeof(row), "| %s | %s |", cell, v[k]);
		ret = add_line(d, row, strlen(row), l.no, 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, l.no, 0, 0);
	if (!ret && avg)
		*it = peek;
	return ret ? ret : 1;
}

/*
 * A sentence reporting the average rate of the command above it, whose
 * output is a screenshot: "写1G文件，带**oflag=direct**参数，平均速度为
 * **36.1MB/s**", "The average speed was 41.7 MB/s." under an indented
 * `dd bs=1M ... oflag=direct` and "![](3.png)".  An average word right
 * before the figure (平均速度/平均速率, "average speed/rate/throughput",
 * 평균 속도; then 为, 是, は, 는, "was", "is", "of", ':', '=', bold markers),
 * one figure with a rate unit and no other rate in the line; above it,
 * blank lines and at least one image alone, then a code block ending
 * with the fio or dd command (command_dir(): one direction): the output
 * is the image.  Read as the table "| metric | Write |" / "| Bandwidth |
 * 36.1MB/s |"; the command gives its conditions as to any table.
 * Returns 1 when taken, 0 when not, -ENOMEM.
 */
static int average_rate_sentence(struct doc *d, struct text_line l)
{
	static const char *const avg[] = {
	    "\xe5\xb9\xb3\xe5\x9d\x87\xe9\x80\x9f\xe5\xba\xa6", /* 平均速度 */
	    "\xe5\xb9\xb3\xe5\x9d\x87\xe9\x80\x9f\xe7\x8e\x87", /* 平均速率 */
	    "\xed\x8f\x89\xea\xb7\xa0 \xec\x86\x8d\xeb\x8f\x84", /* 평균 속도 */
	    "average speed",
	    "average rate",
	    "average throughput",
	    "average transfer rate",
	    NULL};
	static const char *const links[] = {"\xe4\xb8\xba",
					    "\xe6\x98\xaf",
					    "\xe3\x81\xaf", /* 为 是 は */
					    "\xeb\x8a\x94",
					    "\xef\xbc\x9a", /* 는 ： */
					    "was",
					    "is",
					    "of",
					    ":",
					    "=",
					    "**",
					    " ",
					    NULL};
	const char *s = l.s, *e = l.s + l.len, *p = NULL, *f = NULL, *q;
	char hd[48], row[160];
	size_t i = d->n, k = 0, u;
	int images = 0, rates = 0, ret;
	long cmd_no;

	if (!memmem(s, l.len, "/s", 2) && !memmem(s, l.len, "ps", 2))
		return 0;
	for (size_t a = 0; avg[a] && !p; a++) {
		size_t m = strlen(avg[a]);

		for (q = s; q + m <= e && !p; q++)
			if (!strncasecmp(q, avg[a], m))
				p = q + m;
	}
	if (!p)
		return 0;
	/* the figure right after the average word and its links */
	for (int more = 1; more && p < e;) {
		more = 0;
		for (size_t j = 0; links[j]; j++) {
			size_t m = strlen(links[j]);

			if ((size_t)(e - p) >= m && !strncmp(p, links[j], m) &&
			    (isdigit((unsigned char)p[m]) ||
			     !isalpha((unsigned char)links[j][m - 1]) ||
			     p[m] == ' ')) {
				p += m;
				more = 1;
				break;
			}
		}
	}
	f = prose_figure(p, e);
	if (!f || *p == '~')
		return 0;
	for (q = f; q < e && *q == ' '; q++)
		;
	if (!(k = prose_rate_unit(q, e)))
		return 0;
	/* no other rate in the line */
	for (const char *x = s; x < e; x++) {
		const char *y = prose_figure(x, e);

		if (!y || (x > s && (isdigit((unsigned char)x[-1]) ||
				     x[-1] == '.' || x[-1] == ',')))
			continue;
		while (y < e && *y == ' ')
			y++;
		rates += prose_rate_unit(y, e) > 0;
	}
	if (rates != 1)
		return 0;
	/* above: blank lines and images, then the command closing its
	 * code block */
	while (i > 0) {
		const struct doc_item *it = &d->items[i - 1];
		struct text_line t = {it->s, it->len, it->no};

		t = line_trim(t);
		if (it->kind != DOC_LINE)
			return 0;
		if (it->blank) {
			i--;
			continue;
		}
		if (!it->pre && !it->heading &&
		    doctext_image_line(t.s, t.len)) {
			images++;
			i--;
			continue;
		}
		break;
	}
	/* a fenced block's line, or Markdown's indented code */
	if (!images || !i || d->items[i - 1].kind != DOC_LINE ||
	    !(d->items[i - 1].pre || d->items[i - 1].s[0] == '\t' ||
	      !strncmp(d->items[i - 1].s, "    ", 4)) ||
	    command_dir(d->items[i - 1].s, d->items[i - 1].len, hd,
			sizeof(hd)) <= 0)
		return 0;
	u = (size_t)(q + k - p);
	cmd_no = d->items[i - 1].no;
	/* the screenshot is the command's output, no caption of the
	 * table: read as nothing */
	for (size_t j = i; j < d->n; j++)
		d->items[j].blank = 1;
	snprintf(row, sizeof(row), "| metric | %s |", hd);
	ret = add_line(d, row, strlen(row), l.no, 0, 0);
	if (!ret)
		d->items[d->n - 1].cmd_line = cmd_no;
	if (!ret)
		ret = add_line(d, "|---|---|", 9, l.no, 0, 0);
	if (!ret) {
		snprintf(row, sizeof(row), "| Bandwidth | %.*s |", (int)u, p);
		ret = add_line(d, row, strlen(row), l.no, 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, l.no, 0, 0);
	return ret ? ret : 1;
}

/*
 * A sentence giving what "hdparm -t" (its timed disk reads: a read,
 * hdparm's MB a MiB) showed on each system: "hdparm -t shows around
 * 120MB/sec for emmc and 60MB/sec for sd card." - the command (options
 * -t and --direct alone: -T times the cache, no disk), a verb ("shows",
 * "gives", "reports", "got"), then one to four rates each "for NAME"
 * (one to four words, no figure), joined by ',' or "and", a '.' at most
 * after them.  Read as the table "| system | Read (hdparm -t) |", a row a
 * system.  Returns 1 when taken, 0 when not, -ENOMEM.
 */
static int tool_shows_sentence(struct doc *d, struct text_line l)
{
	static const char *const verbs[] = {
	    "shows",   "showed", "gives", "gave", "reports", "reported",
	    "returns", "gets",	 "got",	  "says", "yields",  NULL};
	struct text_line t = line_trim(l);
	char buf[400], names[4][48], v[4][48], head[64], row[160];
	const char *p = buf, *e, *cmd, *q;
	int n = 0, ret, has_t = 0;
	size_t m;

	if (t.len < 20 || t.len >= sizeof(buf) || strncmp(t.s, "hdparm ", 7))
		return 0;
	memcpy(buf, t.s, t.len);
	buf[t.len] = '\0';
	e = buf + t.len;
	if (names_claim(buf, t.len))
		return 0;
	cmd = p;
	for (p += 7; *p == '-';) {
		for (q = p; *q && *q != ' '; q++)
			;
		if ((q - p == 2 && p[1] == 't') ||
		    (q - p == 8 && !strncmp(p, "--direct", 8)))
			has_t |= p[1] == 't';
		else
			return 0;
		for (p = q; *p == ' '; p++)
			;
	}
	if (!has_t)
		return 0;
	snprintf(head, sizeof(head), "Sequential Read (%.*s)",
		 (int)(p - cmd - 1), cmd);
	for (m = 0; verbs[m]; m++)
		if (!strncmp(p, verbs[m], strlen(verbs[m])) &&
		    p[strlen(verbs[m])] == ' ')
			break;
	if (!verbs[m])
		return 0;
	p += strlen(verbs[m]) + 1;
	while (n < 4) {
		const char *a;
		int w = 0;

		while (*p == ' ')
			p++;
		if (!(p = approx_figure(p, e, 1, v[n], sizeof(v[n]))) ||
		    strncmp(p, " for ", 5))
			return 0;
		for (a = p += 5;
		     *p && *p != ',' && *p != '.' && strncmp(p, " and ", 5);
		     p++) {
			if (isdigit((unsigned char)*p) ||
			    strchr("=|/`*#<>~:", *p))
				return 0;
			w += *p != ' ' && (p == a || p[-1] == ' ');
		}
		if (!w || w > 4 || p - a >= 48)
			return 0;
		/* "for the sd card": the system is "sd card" */
		if (w > 1 && !strncasecmp(a, "the ", 4))
			a += 4;
		snprintf(names[n++], sizeof(names[0]), "%.*s", (int)(p - a), a);
		if (*p == ',')
			p++;
		while (*p == ' ')
			p++;
		if (!strncmp(p, "and ", 4))
			p += 4;
		else if (*p == '.' || !*p)
			break;
	}
	if (*p == '.')
		p++;
	while (*p == ' ')
		p++;
	if (p != e)
		return 0;
	snprintf(row, sizeof(row), "| system | %s |", head);
	ret = add_line(d, row, strlen(row), l.no, 0, 0);
	if (!ret)
		ret = add_line(d, "|---|---|", 9, l.no, 0, 0);
	for (int k = 0; k < n && !ret; k++) {
		snprintf(row, sizeof(row), "| %s | %s |", names[k], v[k]);
		ret = add_line(d, row, strlen(row), l.no, 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, l.no, 0, 0);
	return ret ? ret : 1;
}

/* A figure with its unit at p: "363k IOPS" (*iops 1; "iops" in any case)
 * or "1400 MB/s" (*iops 0); its end, NULL when none; the text into v (n bytes).
 */
static const char *figure_unit(const char *p, const char *e, int *iops, char *v,
			       size_t n)
{
	const char *f = prose_figure(p, e), *q;
	size_t u;
	int sfx;

	if (!f || *p == '~')
		return NULL;
	q = f;
	/* "363k IOPS": a multiple of IOPS; a rate's unit says its own */
	sfx = q < e && (*q == 'k' || *q == 'K' || *q == 'M');
	q += sfx;
	while (q < e && *q == ' ')
		q++;
	if ((size_t)(e - q) >= 4 && !strncasecmp(q, "IOPS", 4) &&
	    (q + 4 == e || !isalpha((unsigned char)q[4]))) {
		*iops = 1;
		u = 4;
	} else if ((!sfx || (q = f, sfx = 0, 1)) &&
		   (u = prose_rate_unit(q, e))) {
		/* "319MB/s": the 'M' glued is the rate unit's */
		*iops = 0;
	} else {
		return NULL;
	}
	if ((size_t)(q + u - p) >= n)
		return NULL;
	snprintf(v, n, "%.*s", (int)(q + u - p), p);
	return q + u;
}

/*
 * A fio job's result stated on a line, "`rw=randread`: 363k IOPS, 1400
 * MB/s": a label of fio options alone ("--bs=4k --rw=randwrite", in
 * backticks or not), one of them rw= (or readwrite=) naming one
 * direction, ':', then an IOPS figure and a rate, or one of them, joined
 * by ',' or "and", nothing after but '.'.  Read as the one-row table
 * "| test | IOPS | BW |", the options the row's test (their conditions
 * and direction; a mixed rw=randrw names no one direction and is left
 * alone).  Returns 1 when taken, 0 when not, -ENOMEM.
 */
static int option_result_line(struct doc *d, struct text_line l)
{
	struct text_line t = line_trim(l);
	const char *p = t.s, *e = t.s + t.len, *colon, *q;
	char lab[96], v[2][48], row[320];
	int kind[2], n = 0, rw = 0, ret;
	size_t ll = 0;

	/* cheap test first: fio's "rw=" (or "readwrite=") */
	if (!memmem(p, t.len, "rw=", 3) && !memmem(p, t.len, "readwrite=", 10))
		return 0;
	if (t.len > 2 && strchr("-*+", p[0]) && p[1] == ' ')
		p += 2;
	colon = memchr(p, ':', (size_t)(e - p));
	if (!colon || colon - p > 80)
		return 0;
	/* the label: options "key=value" alone, backticks dropped */
	for (q = p; q < colon;) {
		const char *w, *eq, *we;

		while (q < colon && (*q == ' ' || *q == '`'))
			q++;
		if (q == colon)
			break;
		w = q;
		while (q < colon && *q != ' ' && *q != '`')
			q++;
		we = q;
		if (we - w > 1 && w[0] == '-' && w[1] == '-')
			w += 2;
		eq = memchr(w, '=', (size_t)(we - w));
		if (!eq || eq == w || eq + 1 == we)
			return 0;
		for (const char *c = w; c < eq; c++)
			if (!islower((unsigned char)*c) && *c != '_')
				return 0;
		if ((eq - w == 2 && !strncmp(w, "rw", 2)) ||
		    (eq - w == 9 && !strncmp(w, "readwrite", 9))) {
			static const char *const one[] = {
			    "read", "write", "randread", "randwrite", NULL};

			for (size_t k = 0; one[k]; k++)
				rw |= (size_t)(we - eq - 1) == strlen(one[k]) &&
				      !strncmp(eq + 1, one[k], strlen(one[k]));
			if (!rw)
				return 0;
		}
		if (ll + (size_t)(we - w) + 2 >= sizeof(lab))
			return 0;
		ll += (size_t)snprintf(lab + ll, sizeof(lab) - ll, "%s%.*s",
				       ll ? " " : "", (int)(we - w), w);
	}
	if (!rw)
		return 0;
	for (q = colon + 1; n < 2;) {
		while (q < e && *q == ' ')
			q++;
		if (!(q = figure_unit(q, e, &kind[n], v[n], sizeof(v[0]))))
			return 0;
		n++;
		while (q < e && *q == ' ')
			q++;
		if (q < e && *q == ',')
			q++;
		else if ((size_t)(e - q) > 4 && !strncmp(q, "and ", 4))
			q += 4;
		else
			break;
	}
	if (q < e && *q == '.')
		q++;
	if (q != e || (n == 2 && kind[0] == kind[1]))
		return 0;
	snprintf(row, sizeof(row), "| test |%s%s |",
		 n == 2 || kind[0] ? " IOPS" : " BW", n == 2 ? " | BW" : "");
	ret = add_made_head(d, row, strlen(row), l.no);
	if (!ret)
		ret = add_line(d, n == 2 ? "|---|---|---|" : "|---|---|",
			       n == 2 ? 13 : 9, l.no, 0, 0);
	if (n == 2 && kind[0] == 0) {
		char tmp[48];

		memcpy(tmp, v[0], sizeof(tmp));
		memcpy(v[0], v[1], sizeof(tmp));
		memcpy(v[1], tmp, sizeof(tmp));
	}
	if (n == 2)
		snprintf(row, sizeof(row), "| %s | %s | %s |", lab, v[0], v[1]);
	else
		snprintf(row, sizeof(row), "| %s | %s |", lab, v[0]);
	if (!ret)
		ret = add_line(d, row, strlen(row), l.no, 0, 0);
	/* a blank after it: a table of its own, never joined to the next */
	if (!ret)
		ret = add_line(d, "", 0, l.no, 0, 0);
	return ret ? ret : 1;
}

/* What command_result() read of a short result line. */
struct cmd_result {
	int dir;       /* 1 read, 2 write (its words), 0 none */
	int pattern;   /* 1 sequential, 2 random (its words), 0 none */
	char size[16]; /* a block size its words name ("4K"), "" none */
	char iops[48], bw[48], lat[48];
};

/* A mean latency's words at p ("avg latency", "average lat", "latency"),
 * then a blank: their end, NULL when none. */
static const char *latency_words(const char *p, const char *e)
{
	static const char *const w[] = {"avg latency ",
					"average latency ",
					"mean latency ",
					"avg lat ",
					"latency ",
					"lat ",
					NULL};

	for (size_t k = 0; w[k]; k++)
		if ((size_t)(e - p) > strlen(w[k]) &&
		    !strncasecmp(p, w[k], strlen(w[k])))
			return p + strlen(w[k]);
	return NULL;
}

/* A time with its unit at p ("812us", "1.2 ms"): its end, the text into
 * v (n bytes); NULL when none. */
static const char *time_unit(const char *p, const char *e, char *v, size_t n)
{
	static const char *const u[] = {"usec",	     "msec",	  "nsec",
					"us",	     "ms",	  "ns",
					"\xc2\xb5s", "\xce\xbcs", NULL};
	const char *f = prose_figure(p, e), *q;

	if (!f || *p == '~')
		return NULL;
	for (q = f; q < e && *q == ' '; q++)
		;
	for (size_t k = 0; u[k]; k++) {
		size_t m = strlen(u[k]);

		if ((size_t)(e - q) >= m && !memcmp(q, u[k], m) &&
		    (q + m == e || !isalpha((unsigned char)q[m])) &&
		    (size_t)(q + m - p) < n) {
			snprintf(v, n, "%.*s", (int)(q + m - p), p);
			return q + m;
		}
	}
	return NULL;
}

/*
 * The words before a result line's figures (s to e): test words only -
 * a direction ("read", "writes"), a pattern ("seq", "sequential",
 * "random", "rand"), a block size ("4K", "1M"), an aggregate ("Average",
 * "avg", "mean") - into *r.  0 when any other word (a system, a claim, a
 * sentence) or two directions.
 */
static int result_label(const char *s, const char *e, struct cmd_result *r)
{
	static const char *const words[] = {
	    "read",    "reads", "reading",    "write",	"writes", "writing",
	    "seq",     "seq.",	"sequential", "random", "rand",	  "rnd",
	    "average", "avg",	"avg.",	      "mean",	NULL};

	while (s < e) {
		const char *w;
		size_t m, k;

		while (s < e && (*s == ' ' || *s == '/'))
			s++;
		if (s == e)
			break;
		w = s;
		while (s < e && *s != ' ' && *s != '/')
			s++;
		m = (size_t)(s - w);
		for (k = 0; words[k]; k++)
			if (strlen(words[k]) == m &&
			    !strncasecmp(w, words[k], m))
				break;
		if (words[k]) {
			int dir = k < 3 ? 1 : k < 6 ? 2 : 0;

			if (dir && r->dir && r->dir != dir)
				return 0;
			if (dir)
				r->dir = dir;
			if (k >= 6 && k < 8)
				r->pattern = 1;
			else if (k >= 8 && k < 12)
				r->pattern = 2;
			continue;
		}
		/* a block size: digits and K, KB, KiB, M, MB, MiB */
		for (k = 0; k < m && isdigit((unsigned char)w[k]); k++)
			;
		if (!k || k == m || r->size[0] || m >= sizeof(r->size) ||
		    !strchr("kKmM", w[k]) ||
		    (m - k > 1 && strncasecmp(w + k + 1, "B", 1) &&
		     strncasecmp(w + k + 1, "iB", 2)) ||
		    m - k > 3)
			return 0;
		snprintf(r->size, sizeof(r->size), "%.*s", (int)m, w);
	}
	return 1;
}

/* The words opening a CJK result sentence: a pattern and a direction
 * (zh simplified and traditional, ja, ko), longest first where one
 * starts another. */
static const struct {
	const char *w;
	int dir, pattern;
} cjk_tests[] = {
    {"\xe9\xa1\xba\xe5\xba\x8f\xe5\x86\x99\xe5\x85\xa5", 2, 1}, /* 顺序写入 */
    {"\xe9\xa1\xba\xe5\xba\x8f\xe5\x86\x99", 2, 1},		/* 顺序写 */
    {"\xe9\xa1\xba\xe5\xba\x8f\xe8\xaf\xbb\xe5\x8f\x96", 1, 1}, /* 顺序读取 */
    {"\xe9\xa1\xba\xe5\xba\x8f\xe8\xaf\xbb", 1, 1},		/* 顺序读 */
    {"\xe9\x9a\x8f\xe6\x9c\xba\xe5\x86\x99\xe5\x85\xa5", 2, 2}, /* 随机写入 */
    {"\xe9\x9a\x8f\xe6\x9c\xba\xe5\x86\x99", 2, 2},		/* 随机写 */
    {"\xe9\x9a\x8f\xe6\x9c\xba\xe8\xaf\xbb\xe5\x8f\x96", 1, 2}, /* 随机读取 */
    {"\xe9\x9a\x8f\xe6\x9c\xba\xe8\xaf\xbb", 1, 2},		/* 随机读 */
    {"\xe9\xa0\x86\xe5\xba\x8f\xe5\xaf\xab\xe5\x85\xa5", 2, 1}, /* 順序寫入 */
    {"\xe9\xa0\x86\xe5\xba\x8f\xe5\xaf\xab", 2, 1},		/* 順序寫 */
    {"\xe9\xa0\x86\xe5\xba\x8f\xe8\xae\x80\xe5\x8f\x96", 1, 1}, /* 順序讀取 */
    {"\xe9\xa0\x86\xe5\xba\x8f\xe8\xae\x80", 1, 1},		/* 順序讀 */
    {"\xe9\x9a\xa8\xe6\xa9\x9f\xe5\xaf\xab\xe5\x85\xa5", 2, 2}, /* 隨機寫入 */
    {"\xe9\x9a\xa8\xe6\xa9\x9f\xe5\xaf\xab", 2, 2},		/* 隨機寫 */
    {"\xe9\x9a\xa8\xe6\xa9\x9f\xe8\xae\x80\xe5\x8f\x96", 1, 2}, /* 隨機讀取 */
    {"\xe9\x9a\xa8\xe6\xa9\x9f\xe8\xae\x80", 1, 2},		/* 隨機讀 */
    /* シーケンシャル書き込み / 読み込み / ライト / リード */
    {"\xe3\x82\xb7\xe3\x83\xbc\xe3\x82\xb1\xe3\x83\xb3\xe3\x82\xb7\xe3\x83"
     "\xa3\xe3\x83\xab\xe6\x9b\xb8\xe3\x81\x8d\xe8\xbe\xbc\xe3\x81\xbf",
     2, 1},
    {"\xe3\x82\xb7\xe3\x83\xbc\xe3\x82\xb1\xe3\x83\xb3\xe3\x82\xb7\xe3\x83"
     "\xa3\xe3\x83\xab\xe8\xaa\xad\xe3\x81\xbf\xe8\xbe\xbc\xe3\x81\xbf",
     1, 1},
    {"\xe3\x82\xb7\xe3\x83\xbc\xe3\x82\xb1\xe3\x83\xb3\xe3\x82\xb7\xe3\x83"
     "\xa3\xe3\x83\xab\xe3\x83\xa9\xe3\x82\xa4\xe3\x83\x88",
     2, 1},
    {"\xe3\x82\xb7\xe3\x83\xbc\xe3\x82\xb1\xe3\x83\xb3\xe3\x82\xb7\xe3\x83"
     "\xa3\xe3\x83\xab\xe3\x83\xaa\xe3\x83\xbc\xe3\x83\x89",
     1, 1},
    /* ランダム書き込み / 読み込み / ライト / リード */
    {"\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x80\xe3\x83\xa0\xe6\x9b\xb8\xe3\x81"
     "\x8d\xe8\xbe\xbc\xe3\x81\xbf",
     2, 2},
    {"\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x80\xe3\x83\xa0\xe8\xaa\xad\xe3\x81"
     "\xbf\xe8\xbe\xbc\xe3\x81\xbf",
     1, 2},
    {"\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x80\xe3\x83\xa0\xe3\x83\xa9\xe3\x82"
     "\xa4\xe3\x83\x88",
     2, 2},
    {"\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x80\xe3\x83\xa0\xe3\x83\xaa\xe3\x83"
     "\xbc\xe3\x83\x89",
     1, 2},
    {"\xec\x88\x9c\xec\xb0\xa8 \xec\x93\xb0\xea\xb8\xb0", 2, 1}, /* 순차 쓰기 */
    {"\xec\x88\x9c\xec\xb0\xa8\xec\x93\xb0\xea\xb8\xb0", 2, 1}, /* 순차쓰기 */
    {"\xec\x88\x9c\xec\xb0\xa8 \xec\x9d\xbd\xea\xb8\xb0", 1, 1}, /* 순차 읽기 */
    {"\xec\x88\x9c\xec\xb0\xa8\xec\x9d\xbd\xea\xb8\xb0", 1, 1}, /* 순차읽기 */
    {"\xeb\x9e\x9c\xeb\x8d\xa4 \xec\x93\xb0\xea\xb8\xb0", 2, 2}, /* 랜덤 쓰기 */
    {"\xeb\x9e\x9c\xeb\x8d\xa4\xec\x93\xb0\xea\xb8\xb0", 2, 2}, /* 랜덤쓰기 */
    {"\xeb\x9e\x9c\xeb\x8d\xa4 \xec\x9d\xbd\xea\xb8\xb0", 1, 2}, /* 랜덤 읽기 */
    {"\xeb\x9e\x9c\xeb\x8d\xa4\xec\x9d\xbd\xea\xb8\xb0", 1, 2}, /* 랜덤읽기 */
    {NULL, 0, 0}};

/* The word at p (before e) from words, a blank before it allowed: its
 * end, NULL when none. */
static const char *cjk_word(const char *p, const char *e,
			    const char *const *words)
{
	while (p < e && *p == ' ')
		p++;
	for (size_t k = 0; words[k]; k++) {
		size_t m = strlen(words[k]);

		if ((size_t)(e - p) >= m && !memcmp(p, words[k], m))
			return p + m;
	}
	return NULL;
}

/*
 * A CJK sentence giving a command's result, "顺序写入性能达到 319MB/s
 * ，2550 IOPS ，比较稳定。" (sequential write reached 319 MB/s, 2550
 * IOPS, fairly stable), at s..e (a line; its first sentence is read, up
 * to '。', '！' or the line's end): a test's pattern and direction first
 * (cjk_tests[]), maybe a noun of what was measured (性能, 吞吐量, 带宽,
 * 速度, 性能, 성능, 속도), then a verb of a result (zh 达到, 为, 是, a
 * colon; ja は, が; ko 은, 는, 이, 가), then a rate and/or an IOPS count
 * (figure_unit(): the unit as printed, joined by a blank, ',', '，', '、',
 * 和, 与, 及), then the sentence's end or words holding no figure
 * ("，比较稳定", "でした", "를 기록했다"; 90 bytes at most).  A word of
 * an approximation, a bound or a claim anywhere in the sentence (约,
 * 大约, 左右, 接近, 超过, 以上, 最高, 最大, 峰值, 理论, 标称, 公称, 程度,
 * 前後, 대략, 약, 정도, 최대, 이상, '~', '～', '+', "能达到", "可以"
 * ...) or a figure in ten thousands ("3w IOPS", "3万": one significant
 * digit) makes it none.  1 with *r filled, 0 when not.
 */
static int cjk_command_result(const char *s, const char *e,
			      struct cmd_result *r)
{
	static const char *const nouns[] = {
	    "\xe6\x80\xa7\xe8\x83\xbd",		    /* 性能 */
	    "\xe5\x90\x9e\xe5\x90\x90\xe9\x87\x8f", /* 吞吐量 */
	    "\xe5\xb8\xa6\xe5\xae\xbd",		    /* 带宽 */
	    "\xe5\xb8\xb6\xe5\xaf\xac",		    /* 帶寬 */
	    "\xe9\x80\x9f\xe5\xba\xa6",		    /* 速度 */
	    "\xe9\x80\x9f\xe7\x8e\x87",		    /* 速率 */
	    "\xec\x84\xb1\xeb\x8a\xa5",		    /* 성능 */
	    "\xec\x86\x8d\xeb\x8f\x84",		    /* 속도 */
	    NULL};
	static const char *const verbs[] = {
	    "\xe8\xbe\xbe\xe5\x88\xb0", /* 达到 */
	    "\xe9\x81\x94\xe5\x88\xb0", /* 達到 */
	    "\xe4\xb8\xba",		/* 为 */
	    "\xe7\x82\xba",		/* 為 */
	    "\xe6\x98\xaf",		/* 是 */
	    "\xef\xbc\x9a",		/* ： */
	    ":",
	    "\xe3\x81\xaf", /* は */
	    "\xe3\x81\x8c", /* が */
	    "\xec\x9d\x80", /* 은 */
	    "\xeb\x8a\x94", /* 는 */
	    "\xec\x9d\xb4", /* 이 */
	    "\xea\xb0\x80", /* 가 */
	    NULL};
	static const char *const joins[] = {"\xef\xbc\x8c", /* ， */
					    "\xe3\x80\x81", /* 、 */
					    ",",
					    "/",
					    "\xe5\x92\x8c", /* 和 */
					    "\xe4\xb8\x8e", /* 与 */
					    "\xe8\x88\x87", /* 與 */
					    "\xe5\x8f\x8a", /* 及 */
					    NULL};
	static const char *const refuse[] = {
	    "\xe7\xba\xa6",			    /* 约 */
	    "\xe7\xb4\x84",			    /* 約 */
	    "\xe5\xa4\xa7\xe6\xa6\x82",		    /* 大概 */
	    "\xe5\xb7\xa6\xe5\x8f\xb3",		    /* 左右 */
	    "\xe4\xb8\x8a\xe4\xb8\x8b",		    /* 上下 */
	    "\xe6\x8e\xa5\xe8\xbf\x91",		    /* 接近 */
	    "\xe5\xb0\x86\xe8\xbf\x91",		    /* 将近 */
	    "\xe8\xb6\x85\xe8\xbf\x87",		    /* 超过 */
	    "\xe8\xb6\x85\xe9\x81\x8e",		    /* 超過 */
	    "\xe4\xbb\xa5\xe4\xb8\x8a",		    /* 以上 */
	    "\xe4\xbb\xa5\xe4\xb8\x8b",		    /* 以下 */
	    "\xe6\x9c\x80\xe9\xab\x98",		    /* 最高 */
	    "\xe6\x9c\x80\xe5\xa4\xa7",		    /* 最大 */
	    "\xe6\x9c\x80\xe4\xbd\x8e",		    /* 最低 */
	    "\xe5\xb3\xb0\xe5\x80\xbc",		    /* 峰值 */
	    "\xe7\x90\x86\xe8\xae\xba",		    /* 理论 */
	    "\xe7\x90\x86\xe8\xab\x96",		    /* 理論 */
	    "\xe6\xa0\x87\xe7\xa7\xb0",		    /* 标称 */
	    "\xe6\xa8\x99\xe7\xa8\xb1",		    /* 標稱 */
	    "\xe5\x85\xac\xe7\xa7\xb0",		    /* 公称 */
	    "\xe4\xbb\x95\xe6\xa7\x98",		    /* 仕様 */
	    "\xe3\x82\xab\xe3\x82\xbf\xe3\x83\xad", /* カタロ(グ) */
	    "\xe7\xa8\x8b\xe5\xba\xa6",		    /* 程度 */
	    "\xe5\x89\x8d\xe5\xbe\x8c",		    /* 前後 */
	    "\xe3\x81\xbb\xe3\x81\xa9",		    /* ほど */
	    "\xe8\x83\xbd\xe8\xbe\xbe",		    /* 能达(到) */
	    "\xe8\x83\xbd\xe9\x81\x94",		    /* 能達 */
	    "\xe8\x83\xbd\xe5\xa4\x9f",		    /* 能够 */
	    "\xe8\x83\xbd\xe5\xa4\xa0",		    /* 能夠 */
	    "\xe5\x8f\xaf\xe4\xbb\xa5",		    /* 可以 */
	    "\xe5\x8f\xaf\xe8\xbe\xbe",		    /* 可达 */
	    "\xe5\x8f\xaf\xe9\x81\x94",		    /* 可達 */
	    "\xe5\xba\x94\xe8\xaf\xa5",		    /* 应该 */
	    "\xe9\xa2\x84\xe8\xae\xa1",		    /* 预计 */
	    "\xe5\xa4\x9a",			    /* 多 ("300多") */
	    "\xe4\xb8\x87",			    /* 万 */
	    "\xe8\x90\xac",			    /* 萬 */
	    "\xeb\x8c\x80\xeb\x9e\xb5",		    /* 대략 */
	    "\xec\x95\xbd",			    /* 약 */
	    "\xec\xa0\x95\xeb\x8f\x84",		    /* 정도 */
	    "\xec\xb5\x9c\xeb\x8c\x80",		    /* 최대 */
	    "\xec\xb5\x9c\xea\xb3\xa0",		    /* 최고 */
	    "\xec\x9d\xb4\xec\x83\x81",		    /* 이상 */
	    "\xeb\xa7\x8c",			    /* 만 */
	    "~",
	    "\xef\xbd\x9e", /* ～ */
	    "\xe2\x89\x88", /* ≈ */
	    "+",
	    NULL};
	const char *p = s, *q, *end = e;
	size_t k;

	memset(r, 0, sizeof(*r));
	/* the first sentence */
	for (q = s; q + 3 <= e; q++)
		if (!memcmp(q, "\xe3\x80\x82", 3) ||
		    !memcmp(q, "\xef\xbc\x81", 3)) {
			end = q;
			break;
		}
	for (k = 0; refuse[k]; k++)
		for (q = s; (q = memmem(q, (size_t)(end - q), refuse[k],
					strlen(refuse[k])));
		     q++)
			/* "性能达到" (performance reached): no modal 能 */
			if (!(q - s >= 3 && !memcmp(q - 3, "\xe6\x80\xa7", 3) &&
			      !memcmp(q, "\xe8\x83\xbd", 3)))
				return 0;
	for (k = 0; cjk_tests[k].w; k++)
		if ((size_t)(end - p) > strlen(cjk_tests[k].w) &&
		    !memcmp(p, cjk_tests[k].w, strlen(cjk_tests[k].w)))
			break;
	if (!cjk_tests[k].w)
		return 0;
	r->dir = cjk_tests[k].dir;
	r->pattern = cjk_tests[k].pattern;
	p += strlen(cjk_tests[k].w);
	if ((q = cjk_word(p, end, nouns)))
		p = q;
	if (!(q = cjk_word(p, end, verbs)))
		return 0;
	p = q;
	/* "为：" */
	if ((q = cjk_word(p, end,
			  (const char *const[]){"\xef\xbc\x9a", ":", NULL})))
		p = q;
	for (int items = 0;; items++) {
		char v[48];
		int iops;

		while (p < end && *p == ' ')
			p++;
		if (items == 2 ||
		    !(q = figure_unit(p, end, &iops, v, sizeof(v))))
			return 0;
		if (*(iops ? r->iops : r->bw))
			return 0;
		snprintf(iops ? r->iops : r->bw, sizeof(r->bw), "%s", v);
		if (!(p = cjk_word(q, end, joins)))
			p = q;
		while (p < end && *p == ' ')
			p++;
		/* another figure, or the words closing the sentence */
		if (p < end && isdigit((unsigned char)*p))
			continue;
		break;
	}
	/* the sentence's close: no figure, no Latin word going on */
	if (end - p > 90 || (p < end && isalnum((unsigned char)*p)))
		return 0;
	for (q = p; q < end; q++)
		if (isdigit((unsigned char)*q))
			return 0;
	return r->iops[0] || r->bw[0];
}

/*
 * A short result line in fio's words, without its '=' ("IOPS 12.3k, avg
 * latency 812us", "read: 1843 MB/s, 450K IOPS", "Random 4K read — 52,300
 * IOPS", "**Write:** 230 MB/s", "- **Seq read**: 3.2 GB/s"): a list's
 * marker and bold markers dropped, test words (result_label()) before
 * ':' or a dash, then figures joined by ',' or "and": a rate, IOPS ("450K
 * IOPS"; or "IOPS 12.3k", "BW 1.2 GB/s" metric first) and a mean latency
 * ("avg latency 812us"), each once, a rate or IOPS among them, nothing
 * after but '.'.  No approximation ('~'), no word of a claim.  1 with *r
 * filled, 0 when l is no such line.
 */
static int command_result(struct text_line l, struct cmd_result *r)
{
	struct text_line t = line_trim(l);
	char buf[200];
	const char *p, *e, *sep = NULL;
	size_t n = 0, sl = 0;

	memset(r, 0, sizeof(*r));
	if (t.len > 2 && strchr("-*+", t.s[0]) && t.s[1] == ' ')
		t.s += 2, t.len -= 2;
	/* "顺序写入性能达到 319MB/s ，2550 IOPS ，比较稳定。" */
	if (t.len > 3 && (unsigned char)t.s[0] >= 0xe3)
		return cjk_command_result(t.s, t.s + t.len, r);
	if (t.len < 6 || t.len >= sizeof(buf))
		return 0;
	/* bold and italic markers out: "**Write:** 230 MB/s" */
	for (size_t i = 0; i < t.len; i++) {
		if ((t.s[i] == '*' || t.s[i] == '_') && i + 1 < t.len &&
		    t.s[i + 1] == t.s[i]) {
			i++;
			continue;
		}
		buf[n++] = t.s[i];
	}
	buf[n] = '\0';
	p = buf;
	e = buf + n;
	while (p < e && *p == ' ')
		p++;
	if (names_claim(p, (size_t)(e - p)) ||
	    starts_word(p, (size_t)(e - p),
			(const char *const[]){
			    "should", "about", "around", "approx", "nearly",
			    "roughly", "almost", "over", "under", "peak",
			    "burst", "min", "best", "worst", NULL}))
		return 0;
	/* the label: up to ':' or a dash between blanks */
	for (const char *q = p; q < e && q - p < 48; q++) {
		if (*q == ':') {
			sep = q, sl = 1;
			break;
		}
		if (*q == ' ' && q + 2 < e &&
		    (!strncmp(q + 1, "\xe2\x80\x94 ", 4) ||
		     !strncmp(q + 1, "\xe2\x80\x93 ", 4))) {
			sep = q, sl = 5;
			break;
		}
		if (*q == ' ' && !strncmp(q, " - ", 3)) {
			sep = q, sl = 3;
			break;
		}
	}
	if (sep) {
		if (!result_label(p, sep, r))
			return 0;
		p = sep + sl;
	}
	for (int items = 0;; items++) {
		const char *q;
		char v[48];
		int iops;

		while (p < e && *p == ' ')
			p++;
		if (items == 3)
			return 0;
		if ((q = latency_words(p, e))) {
			if (r->lat[0] ||
			    !(q = time_unit(q, e, r->lat, sizeof(r->lat))))
				return 0;
		} else if ((size_t)(e - p) > 5 && !strncmp(p, "IOPS ", 5)) {
			const char *f = prose_figure(p + 5, e);

			if (!f || p[5] == '~' || r->iops[0])
				return 0;
			q = f + (f < e && strchr("kKM", *f));
			if (q < e && isalnum((unsigned char)*q))
				return 0;
			snprintf(r->iops, sizeof(r->iops), "%.*s",
				 (int)(q - p - 5), p + 5);
		} else if ((size_t)(e - p) > 3 &&
			   (!strncmp(p, "BW ", 3) ||
			    !strncasecmp(p, "bandwidth ", 10))) {
			q = p + (p[0] == 'B' && p[1] == 'W' ? 3 : 10);
			if (r->bw[0] ||
			    !(q = figure_unit(q, e, &iops, v, sizeof(v))) ||
			    iops)
				return 0;
			snprintf(r->bw, sizeof(r->bw), "%s", v);
		} else if ((q = figure_unit(p, e, &iops, v, sizeof(v)))) {
			char *to = iops ? r->iops : r->bw;

			if (*to)
				return 0;
			snprintf(to, sizeof(r->bw), "%s", v);
		} else {
			return 0;
		}
		for (p = q; p < e && *p == ' '; p++)
			;
		if (p < e && *p == ',')
			p++;
		else if ((size_t)(e - p) > 4 && !strncmp(p, "and ", 4))
			p += 4;
		else
			break;
	}
	if (p < e && *p == '.')
		p++;
	while (p < e && *p == ' ')
		p++;
	return p == e && (r->iops[0] || r->bw[0]);
}

/* Whether the command text s (n bytes) gives the block size size ("4K"
 * for "--bs=4k", "bs=4K"; a unit's "B" aside). */
static int command_bs_is(const char *s, size_t n, const char *size)
{
	size_t m = strlen(size);

	while (m > 1 && (size[m - 1] == 'B' || size[m - 1] == 'b'))
		m--;
	for (size_t i = 0; i + 3 + m <= n; i++)
		if (!strncmp(s + i, "bs=", 3) &&
		    (!i || !isalnum((unsigned char)s[i - 1])) &&
		    !strncasecmp(s + i + 3, size, m) &&
		    (i + 3 + m == n || !isalnum((unsigned char)s[i + 3 + m])))
			return 1;
	return 0;
}

/*
 * The first item of a reStructuredText literal block ending right before
 * item end: indented lines (blank ones between) under a blank line, under
 * a paragraph's line ending in "::" ("- 测试命令::", "Test command::"),
 * which the text reader leaves as text.  0 when the lines before end are
 * no such block.
 */
static size_t rst_literal_start(const struct doc *d, size_t end)
{
	size_t k = end, first = 0;

	while (k > 0 && d->items[k - 1].kind == DOC_LINE &&
	       !d->items[k - 1].heading &&
	       (d->items[k - 1].blank || !d->items[k - 1].len ||
		d->items[k - 1].s[0] == ' ' || d->items[k - 1].s[0] == '\t')) {
		if (!d->items[k - 1].blank && d->items[k - 1].len &&
		    line_trim((struct text_line){d->items[k - 1].s,
						 d->items[k - 1].len, 0})
			.len)
			first = k - 1;
		k--;
	}
	if (!first || !k || d->items[k - 1].kind != DOC_LINE ||
	    d->items[k - 1].blank || d->items[k - 1].pre ||
	    /* a blank line between the "::" and the block */
	    !(d->items[k].blank || !d->items[k].len))
		return 0;
	{
		struct text_line c = line_trim((struct text_line){
		    d->items[k - 1].s, d->items[k - 1].len, 0});

		if (c.len < 3 || memcmp(c.s + c.len - 2, "::", 2))
			return 0;
	}
	return first;
}

/*
 * Short result lines right under a code block holding one fio or dd
 * command of one direction and nothing else (no output: figures under an
 * output restate it, an "Average" of its runs too): command_result()
 * lines, one after another.  Their words must agree with the command
 * (its direction, random or sequential, its bs=; IOPS and latencies a
 * fio command's only); the command gives the conditions.  Read as the table "|
 * test | IOPS | BW | Latency (avg) |", a row a line, its test the command's
 * direction.  Returns 1 when taken (the lines consumed from *it), 0 when not,
 * -ENOMEM.
 */
static int command_result_lines(struct doc *d, struct line_iter *it,
				struct text_line first)
{
	struct cmd_result r[4];
	struct line_iter peek = *it, after;
	struct text_line nl;
	char hd[48], row[320];
	const struct doc_item *cmd = NULL;
	long cmd_no;
	size_t i = d->n;
	int n = 0, ret, iops = 0, bw = 0, lat = 0, gap = 0;
	size_t cl, nc = 0, cbl = 0, lo;
	struct text_line cl_s[8];
	char cbuf[1024];

	if (!memmem(first.s, first.len, "/s", 2) &&
	    !memmem(first.s, first.len, "IOPS", 4))
		return 0;
	if (!command_result(first, &r[0]))
		return 0;
	/* the block above: one command naming one direction, alone */
	while (i > 0 && d->items[i - 1].kind == DOC_LINE &&
	       d->items[i - 1].blank && !d->items[i - 1].pre)
		i--;
	if (!i || d->items[i - 1].kind != DOC_LINE)
		return 0;
	if (d->items[i - 1].pre) {
		for (lo = i - 1; lo > 0 && d->items[lo - 1].kind == DOC_LINE &&
				 d->items[lo - 1].pre;
		     lo--)
			;
	} else if (!(lo = rst_literal_start(d, i))) {
		return 0;
	}
	/* the command's lines, bottom up: one, or continued with '\\'
	 * ("fio -direct=1 ... \\" / "-bs=128k ... \\" / "-name=test") */
	while (i-- > lo) {
		const struct doc_item *x = &d->items[i];
		struct text_line xt =
		    line_trim((struct text_line){x->s, x->len, 0});

		if (x->blank || !xt.len) {
			gap |= cmd != NULL;
			continue;
		}
		if (cmd && !(xt.s[xt.len - 1] == '\\' && !gap))
			return 0;
		if (!cmd && xt.s[xt.len - 1] == '\\')
			return 0;
		if (nc == sizeof(cl_s) / sizeof(cl_s[0]))
			return 0;
		cl_s[nc++] = xt;
		cmd = x;
	}
	if (!cmd)
		return 0;
	/* joined top down, each '\\' a blank */
	for (size_t k = nc, o = 0; k-- > 0;) {
		size_t m = cl_s[k].len - (k > 0);

		if (o + m + 2 > sizeof(cbuf))
			return 0;
		memcpy(cbuf + o, cl_s[k].s, m);
		o += m;
		cbuf[o++] = ' ';
		cbuf[o] = '\0';
		cbl = o;
	}
	if (command_dir(cbuf, cbl, hd, sizeof(hd)) <= 0)
		return 0;
	n = 1;
	after = peek;
	while (n < 4 && lines_next(&peek, &nl) && command_result(nl, &r[n])) {
		n++;
		after = peek;
	}
	for (int k = 0; k < n; k++) {
		int rd = !strcmp(hd, "Read") || !strcmp(hd, "Random Read");
		int rnd = !strncmp(hd, "Random", 6);

		if ((r[k].dir && r[k].dir != (rd ? 1 : 2)) ||
		    (r[k].pattern && r[k].pattern != (rnd ? 2 : 1)) ||
		    (r[k].size[0] && !command_bs_is(cbuf, cbl, r[k].size)))
			return 0;
		iops |= r[k].iops[0] != 0;
		bw |= r[k].bw[0] != 0;
		lat |= r[k].lat[0] != 0;
	}
	/* dd prints a rate alone: IOPS or a latency beside it are no dd's */
	if ((iops || lat) && fio_options_find_command(cbuf, cbl, &cl) < 0)
		return 0;
	/* two lines are two runs of the command: no way to tell which is
	 * which, or a summary of the other */
	if (n > 1)
		return 0;
	*it = after;
	/* add_line() may move d->items: cmd points into it */
	cmd_no = cmd->no;
	snprintf(row, sizeof(row), "| test |%s%s%s", iops ? " IOPS |" : "",
		 bw ? " BW |" : "", lat ? " Latency (avg) |" : "");
	ret = add_made_head(d, row, strlen(row), first.no);
	if (!ret)
		d->items[d->n - 1].cmd_line = cmd_no;
	if (!ret) {
		snprintf(row, sizeof(row), "|---|%s%s%s", iops ? "---|" : "",
			 bw ? "---|" : "", lat ? "---|" : "");
		ret = add_line(d, row, strlen(row), first.no, 0, 0);
	}
	if (!ret) {
		size_t k = (size_t)snprintf(row, sizeof(row), "| %s |", hd);

		if (iops)
			k += (size_t)snprintf(row + k, sizeof(row) - k, " %s |",
					      r[0].iops);
		if (bw)
			k += (size_t)snprintf(row + k, sizeof(row) - k, " %s |",
					      r[0].bw);
		if (lat)
			snprintf(row + k, sizeof(row) - k, " %s |", r[0].lat);
		ret = add_line(d, row, strlen(row), first.no, 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, first.no, 0, 0);
	return ret ? ret : 1;
}

#define CJK_DE "\xe3\x81\xa7" /* で */

/* Whether the UTF-8 character at s (n bytes left) ends a clause before a
 * test's name: 、，。 は or an ASCII ',' or blank. Its length, 0 none. */
static size_t cjk_clause_mark(const char *s, size_t n)
{
	static const char *const marks[] = {"\xe3\x80\x81", "\xef\xbc\x8c",
					    "\xe3\x80\x82", "\xe3\x81\xaf",
					    NULL};

	if (n && (*s == ',' || *s == ' '))
		return 1;
	for (size_t k = 0; marks[k]; k++)
		if (n >= 3 && !memcmp(s, marks[k], 3))
			return 3;
	return 0;
}

/*
 * The subject of a Japanese sentence giving rates, "HDDの速度は" ("the
 * HDD's speed is") right before its first test at a: the name before
 * の速度は back to the clause's start (after "それに伴い、"), when it is
 * a short name in Latin letters (one to three words, 32 bytes at most,
 * letters, digits, '-', '.'; a letter in it): "HDD", "Samsung 980 PRO".
 * Into name (40 bytes); "" when none.
 */
static const char *cjk_speed_subject(const char *s, const char *a, char *name)
{
	static const char key[] = "\xe3\x81\xae\xe9\x80\x9f\xe5\xba\xa6"
				  "\xe3\x81\xaf"; /* の速度は */
	const char *k, *b;
	size_t len, words = 0;
	int letter = 0;

	name[0] = '\0';
	if (!a || a - s < (ptrdiff_t)sizeof(key) ||
	    memcmp(a - (sizeof(key) - 1), key, sizeof(key) - 1))
		return name;
	k = a - (sizeof(key) - 1);
	for (b = k; b > s && !((unsigned char)b[-1] & 0x80); b--)
		;
	/* the clause's start: the sentence's, or a CJK comma before it */
	if (b > s && !(b - s >= 3 && cjk_clause_mark(b - 3, 3) == 3))
		return name;
	while (b < k && *b == ' ')
		b++;
	len = (size_t)(k - b);
	if (!len || len > 32)
		return name;
	for (size_t i = 0; i < len; i++) {
		if (!(isalnum((unsigned char)b[i]) || strchr(" -.", b[i])))
			return name;
		letter |= isalpha((unsigned char)b[i]) != 0;
		words += b[i] != ' ' && (i == 0 || b[i - 1] == ' ');
	}
	if (!letter || words > 3)
		return name;
	memcpy(name, b, len);
	name[len] = '\0';
	return name;
}

/*
 * A Japanese sentence giving rates by test, "HDDの速度はシーケンシャル
 * リードで300MB/s、シーケンシャルライトで180MB/sになりました。": two or
 * more clauses "TESTでN MB/s" (で "at", a figure right after it, a rate
 * unit), each test naming its own direction (testnames.h), after the
 * sentence's subject; after the last rate only words (no figure, 40
 * bytes at most).  A maker's claim says 最大 ("up to"), 公称, 仕様,
 * カタログ or 理論 and is none.  Read as the one-row table "| | TEST1 |
 * TEST2 |", its row named by the subject (cjk_speed_subject()).  Returns 1 when
 * taken, 0 when not, -ENOMEM.
 */
static int cjk_rate_sentence(struct doc *d, struct text_line l)
{
	static const char *const claims[] = {
	    "\xe6\x9c\x80\xe5\xa4\xa7", "\xe5\x85\xac\xe7\xa7\xb0",
	    "\xe4\xbb\x95\xe6\xa7\x98", "\xe3\x82\xab\xe3\x82\xbf\xe3\x83\xad",
	    "\xe7\x90\x86\xe8\xab\x96", NULL};
	struct text_line t = line_trim(l);
	const char *s = t.s, *e = t.s + t.len, *p = s, *last = NULL;
	char test[4][96], v[4][32];
	const char *hp[4], *vp[4], *first = NULL;
	enum iodb_op ops[4];
	char name[40];
	int n = 0;

	/* cheap test first: "で" and a rate's "/s" */
	if (t.len > 600 || !memmem(s, t.len, CJK_DE, 3) ||
	    !memmem(s, t.len, "/s", 2))
		return 0;
	for (size_t k = 0; claims[k]; k++)
		if (memmem(s, t.len, claims[k], strlen(claims[k])))
			return 0;
	while ((p = memmem(p, (size_t)(e - p), CJK_DE, 3))) {
		const char *f = p + 3, *a = p, *q, *fe;
		struct testname tn;
		size_t u;

		if (f >= e || !isdigit((unsigned char)*f)) {
			p += 3;
			continue;
		}
		/* the test: back to the clause's start */
		while (a > s) {
			size_t m = 0;

			for (size_t b = 1; b <= 3 && a - b >= s && !m; b++)
				if (cjk_clause_mark(a - b, b) == b)
					m = b;
			if (m)
				break;
			a--;
		}
		if (last && a < last)
			return 0;
		fe = prose_figure(f, e);
		for (q = fe; q < e && *q == ' '; q++)
			;
		if (n == 4 || a == p || p - a >= 96 ||
		    !(u = prose_rate_unit(q, e)) || q + u - f >= 32 ||
		    !testname_parse(a, (size_t)(p - a), 0, &tn) ||
		    tn.cond.op == IODB_OP_UNKNOWN)
			return 0;
		for (int k = 0; k < n; k++)
			if (ops[k] == tn.cond.op)
				return 0;
		ops[n] = tn.cond.op;
		if (!n)
			first = a;
		snprintf(test[n], sizeof(test[n]), "%.*s", (int)(p - a), a);
		snprintf(v[n++], sizeof(v[0]), "%.*s", (int)(q + u - f), f);
		last = p = q + u;
	}
	if (n < 2 || e - last > 40)
		return 0;
	for (p = last; p < e; p++)
		if (isdigit((unsigned char)*p))
			return 0;
	for (int k = 0; k < n; k++) {
		hp[k] = test[k];
		vp[k] = v[k];
	}
	return row_table(d, l.no, "", hp, cjk_speed_subject(s, first, name), vp,
			 n);
}

/* Words saying the figures after them were measured, not promised:
 * "actual", "actually", "measured" (at a word's start, any case), 실제,
 * 실측, 実測, 実際, 实测, 實測, 实际, 實際.  The end of the first at or
 * after p, NULL when none. */
static const char *measured_marker(const char *p, const char *e)
{
	static const char *const latin[] = {"actual", "measured", NULL};
	static const char *const cjk[] = {"\xec\x8b\xa4\xec\xa0\x9c",
					  "\xec\x8b\xa4\xec\xb8\xa1",
					  "\xe5\xae\x9f\xe6\xb8\xac",
					  "\xe5\xae\x9f\xe9\x9a\x9b",
					  "\xe5\xae\x9e\xe6\xb5\x8b",
					  "\xe5\xaf\xa6\xe6\xb8\xac",
					  "\xe5\xae\x9e\xe9\x99\x85",
					  "\xe5\xaf\xa6\xe9\x9a\x9b",
					  NULL};

	for (; p < e; p++) {
		for (size_t k = 0; latin[k]; k++)
			if ((size_t)(e - p) >= strlen(latin[k]) &&
			    !strncasecmp(p, latin[k], strlen(latin[k])))
				return p + strlen(latin[k]);
		for (size_t k = 0; cjk[k]; k++)
			if ((size_t)(e - p) >= 6 && !memcmp(p, cjk[k], 6))
				return p + 6;
		/* the Latin words at a word's start only */
		while (p + 1 < e && isalpha((unsigned char)p[0]) &&
		       isalpha((unsigned char)p[1]))
			p++;
	}
	return NULL;
}

/* Whether s..e says its figures are a claim or a bound in CJK words: 최대
 * ("up to"), 이론, 광고, 最大, 公称, 仕様, カタログ, 理論, 理论, 目标. */
static int names_cjk_claim(const char *s, const char *e)
{
	static const char *const words[] = {
	    "\xec\xb5\x9c\xeb\x8c\x80",
	    "\xec\x9d\xb4\xeb\xa1\xa0",
	    "\xea\xb4\x91\xea\xb3\xa0",
	    "\xe6\x9c\x80\xe5\xa4\xa7",
	    "\xe5\x85\xac\xe7\xa7\xb0",
	    "\xe4\xbb\x95\xe6\xa7\x98",
	    "\xe3\x82\xab\xe3\x82\xbf\xe3\x83\xad",
	    "\xe7\x90\x86\xe8\xab\x96",
	    "\xe7\x90\x86\xe8\xae\xba",
	    "\xe7\x9b\xae\xe6\xa0\x87",
	    NULL};

	for (size_t k = 0; words[k]; k++)
		if (memmem(s, (size_t)(e - s), words[k], strlen(words[k])))
			return 1;
	return 0;
}

/* The end of the sentence at p: a '.' '!' '?' before a blank or the
 * line's end, or 。！？ (its end); e when the line ends first. */
static const char *sentence_end(const char *p, const char *e)
{
	for (; p < e; p++) {
		if (strchr(".!?", *p) && (p + 1 == e || p[1] == ' '))
			return p;
		if (e - p >= 3 && (!memcmp(p, "\xe3\x80\x82", 3) ||
				   !memcmp(p, "\xef\xbc\x81", 3) ||
				   !memcmp(p, "\xef\xbc\x9f", 3)))
			return p;
	}
	return e;
}

/*
 * Rates a sentence says were measured, after a maker's figures maybe:
 * "... 읽기 최대 95MB/S, 쓰기 최대 90MB/S라고 했지만 실제 속도는 읽기
 * 79.66MB/S, 쓰기 78.17MB/S였습니다." ("up to ... but the actual speed was
 * read 79.66, write 78.17"), "The measured speed was 41 MB/s read and 38
 * MB/s write.": after a word marking a measurement (measured_marker()),
 * in the same sentence, one to four rates, each with its own direction
 * named by the words between it and the figure before (a test's name:
 * testnames.h, "읽기", "sequential write") or by "read"/"write" right
 * after it; no other figure among them, no word of a claim or a bound
 * after the marker ("up to", 최대, "expected"...), and after the last
 * rate only words (40 bytes at most, no figure) to the sentence's end.
 * The figures before the marker (the maker's) are not read.  The line is
 * kept (its prose names the system), then read as the one-row table "|
 * system | Read | Write |".  Returns 1 when taken, 0 when not, -ENOMEM.
 */
static int measured_rate_sentence(struct doc *d, struct text_line l)
{
	struct text_line t = line_trim(l);
	const char *s = t.s, *e = t.s + t.len, *p, *end;
	char head[4][48], v[4][48];
	const char *hp[4], *vp[4];
	enum iodb_op ops[4];
	int n = 0, ret;

	/* cheap test first: a rate's "/s" */
	if (t.len > 1200 ||
	    (!memmem(s, t.len, "/s", 2) && !memmem(s, t.len, "/S", 2)))
		return 0;
	for (p = s; (p = measured_marker(p, e));) {
		const char *m = p;

		end = sentence_end(m, e);
		if (names_claim(m, (size_t)(end - m)) ||
		    names_cjk_claim(m, end))
			continue;
		n = 0;
		while (p < end) {
			const char *f = p, *fe, *q, *w;
			struct testname tn;
			size_t u;
			int dir = 0;

			/* a digit glued to a letter is a name's ("实测SDCZ880
			 * 的连续读取..."): no figure */
			while (f < end &&
			       (!isdigit((unsigned char)*f) ||
				(f > s &&
				 (isalpha((unsigned char)f[-1]) ||
				  (isdigit((unsigned char)f[-1]) && f > p)))))
				f++;
			if (f == end)
				break;
			if (n == 4 || f - p >= 48)
				break;
			fe = prose_figure(f, end);
			for (q = fe; q < end && *q == ' '; q++)
				;
			if (!(u = prose_rate_unit(q, end)) ||
			    (size_t)(q + u - f) >= sizeof(v[0]))
				break;
			/* the direction: the words before, else after */
			if (testname_parse(p, (size_t)(f - p), 0, &tn) &&
			    tn.n_ops == 1 &&
			    (tn.cond.op == IODB_OP_READ ||
			     tn.cond.op == IODB_OP_WRITE) &&
			    (tn.metric == TESTNAME_NONE ||
			     tn.metric == TESTNAME_BW))
				dir = tn.cond.op == IODB_OP_READ ? 1 : 2;
			else
				tn.cond.pattern = IODB_PATTERN_UNKNOWN;
			snprintf(v[n], sizeof(v[0]), "%.*s", (int)(q + u - f),
				 f);
			for (q += u; q < end && *q == ' '; q++)
				;
			if (!dir && !(dir = prose_dir(q, end, &w)))
				break;
			if (dir && prose_dir(q, end, &w))
				q = w;
			ops[n] = dir == 1 ? IODB_OP_READ : IODB_OP_WRITE;
			for (int k = 0; k < n; k++)
				if (ops[k] == ops[n])
					return 0;
			snprintf(
			    head[n], sizeof(head[0]), "%s%s",
			    tn.cond.pattern == IODB_PATTERN_SEQ ? "Sequential "
			    : tn.cond.pattern == IODB_PATTERN_RAND ? "Random "
								   : "",
			    dir == 1 ? "Read" : "Write");
			n++;
			p = q;
		}
		if (!n || p > end || end - p > 40)
			continue;
		for (const char *q = p; q < end; q++)
			if (isdigit((unsigned char)*q))
				n = 0;
		if (n)
			break;
	}
	if (!n)
		return 0;
	for (int k = 0; k < n; k++) {
		hp[k] = head[k];
		vp[k] = v[k];
	}
	/* its prose up to the sentence's end names what was measured (the
	 * paragraph's last sentence above the table); the rest follows it */
	if (end < e)
		end += (unsigned char)*end < 0x80 ? 1 : 3;
	ret = add_line(d, l.s, (size_t)(end - l.s), l.no, 0, 0);
	if (!ret)
		ret = row_table(d, l.no, "system", hp, "", vp, n);
	if (ret >= 0 && end < e) {
		struct text_line rest = {end, (size_t)(e - end), l.no};

		rest = line_trim(rest);
		if (rest.len && add_line(d, rest.s, rest.len, l.no, 0, 0))
			return -ENOMEM;
	}
	return ret;
}

/* ---- results told direction first, in a sentence naming its tool ------- */

/* The direction words a figure may follow (longest first where one ends
 * another): a test's direction in each language the test vocabulary
 * reads, German compounds whole ("Lesegeschwindigkeit"). */
static const char *const df_read[] = {
    "読み込み",	     "読込み",	 "読込",    "読み出し",
    "読出し",	     "読出",	 "リード",  "读取",
    "讀取",	     "读",	 "讀",	    "읽기",
    "reading",	     "reads",	 "read",    "lesegeschwindigkeit",
    "lesedurchsatz", "leserate", "lesen",   "lecture",
    "leitura",	     "lectura",	 "lettura", "odczyt",
    "чтение",	     "чтения",	 NULL};
static const char *const df_write[] = {"書き込み",
				       "書込み",
				       "書込",
				       "書き出し",
				       "ライト",
				       "写入",
				       "寫入",
				       "写",
				       "寫",
				       "쓰기",
				       "writing",
				       "writes",
				       "write",
				       "schreibgeschwindigkeit",
				       "schreibdurchsatz",
				       "schreibrate",
				       "schreiben",
				       "écriture",
				       "ecriture",
				       "escrita",
				       "gravação",
				       "escritura",
				       "scrittura",
				       "zapis",
				       "запись",
				       "записи",
				       NULL};
/* Pattern words beside a direction ("シーケンシャル読込", "lecture
 * séquentielle"); 持续 ("sustained") is how Chinese reviews name the
 * sequential test. */
static const char *const df_seq[] = {
    "シーケンシャル", "順次", "連続", "连续", "連續", "顺序", "順序", "持续",
    "持續", "循序", "순차", "sequential", "seq", "sequenziellen",
    "sequenzielles", "sequenzielle", "sequenziell", "séquentielle",
    "séquentiel", "sequencial", "secuencial", "sequenziale",
    /* plurals and the cases a preposition
     * asks: "letture sequenziali", "w
     * odczycie sekwencyjnym", "при
     * последовательном чтении" */
    "sequenziali", "séquentielles", "séquentiels", "secuenciales",
    "sequenciais", "sekwencyjnym", "sekwencyjny", "sekwencyjne",
    "sekwencyjnego", "sekwencyjnej", "последовательном", "последовательное",
    "последовательная", "последовательного", "последовательной",
    "последовательные", "последовательных", NULL};
static const char *const df_rand[] = {
    "ランダム",	  "随机",	"隨機",	      "랜덤",	    "random",
    "rand",	  "zufälligen", "zufälliges", "zufällige",  "zufällig",
    "aléatoire",  "aleatória",	"aleatório",  "aleatoria",  "aleatorio",
    "casuale",	  "casuali",	"aléatoires", "aleatórias", "aleatórios",
    "aleatorias", "aleatorios", "losowym",    "losowy",	    "losowe",
    "losowego",	  "losowej",	"случайном",  "случайное",  "случайная",
    "случайного", "случайной",	"случайные",  "случайных",  NULL};
/* Words that may stand between a test and its figure saying nothing of
 * either: particles, "speed", prepositions, articles, a colon.  最高
 * ("highest") is among them: the best of the passes a benchmark tool
 * shows is its reading (docs/documents.md); 最大 ("maximum") is a
 * maker's figure, no such word. */
static const char *const df_filler[] = {"最高",	      "で",
					"が",	      "は",
					"の",	      "的",
					"为",	      "為",
					"是",	      "：",
					":",	      "=",
					"、",	      "，",
					",",	      "速度",
					"速率",	      "スピード",
					"性能",	      "带宽",
					"帶寬",	      "속도",
					"는",	      "은",
					"가",	      "speeds",
					"speed",      "rate",
					"throughput", "bandwidth",
					"of",	      "at",
					"von",	      "mit",
					"bei",	      "beim",
					"im",	      "geschwindigkeit",
					"durchsatz",  "de",
					"da",	      "do",
					"du",	      "em",
					"en",	      "à",
					"a",	      "an",
					"the",	      "di",
					"le",	      "la",
					"el",	      "o",
					"der",	      "die",
					"das",	      "den",
					"dem",	      "des",
					"velocidade", "velocidad",
					"vitesse",    "velocità",
					"débit",      "taxa",
					"tasa",	      "com",
					"con",	      "avec",
					"with",	      "and",
					"und",	      "et",
					"e",	      "y",
					NULL};
/* Words after a figure that make it approximate, a bound or one end of
 * a range: 台 ("-odd"), 前後, 左右, 以上, 程度, "or so", "to" ... */
static const char *const df_after[] = {
    "台",     "前後", "左右",	"以上", "以下", "程度", "ほど", "くらい",
    "ぐらい", "近く", "弱",	"強",	"上下", "多",	"余",	"超",
    "未満",   "まで", "から",	"以内", "到",	"至",	"+",	"~",
    "～",     "〜",   "-",	"–",	"—",	"or ",	"to ",	"bis ",
    "à ",     "até ", "hasta ", "plus", NULL};
/* Words naming a statistic other than the reading (a curve's low or a
 * burst), or a claim in the languages names_claim() and
 * names_cjk_claim() do not read. */
static const char *const df_reject[] = {
    "最低",	  "最小",      "峰值",	     "峰値",	   "ピーク",  "突发",
    "突發",	  "瞬间",      "瞬間",	     "可达",	   "可達",    "高达",
    "高達",	  "标称",      "標稱",	     "官方",	   "宣称",    "宣稱",
    "额定",	  "額定",      "规格",	     "規格",	   "公表",    "公式",
    "メーカー",	  "bis zu",    "jusqu",	     "até ",	   "hasta",   "fino a",
    "hersteller", "fabricant", "fabricante", "produttore", "spezifi", "théori",
    "teóric",	  "teoric",    "promis",     "promet",	   "verspr",  "burst",
    "peak",	  "minimum",   "lowest",     NULL};

/* The length of the word of words that ends at p (s the text's start),
 * an ASCII word standing as a word (no letter before it, case ignored):
 * 0 when none. */
static size_t word_ending(const char *s, const char *p,
			  const char *const *words)
{
	for (size_t k = 0; words[k]; k++) {
		size_t m = strlen(words[k]);
		const char *a = p - m;

		if ((size_t)(p - s) < m || strncasecmp(a, words[k], m))
			continue;
		if ((unsigned char)words[k][0] < 0x80 && a > s &&
		    isalpha((unsigned char)a[-1]))
			continue;
		return m;
	}
	return 0;
}

/* Whether one of words occurs in s..e (ASCII ones at a word's start, case
 * ignored). */
static int holds_word(const char *s, const char *e, const char *const *words)
{
	for (const char *p = s; p < e; p++)
		for (size_t k = 0; words[k]; k++) {
			size_t m = strlen(words[k]);

			if ((size_t)(e - p) >= m &&
			    !strncasecmp(p, words[k], m) &&
			    ((unsigned char)words[k][0] >= 0x80 || p == s ||
			     !isalpha((unsigned char)p[-1])))
				return 1;
		}
	return 0;
}

/* Whether s..e (a sentence's words after its last figure) says its
 * figures are a claim (names_cjk_claim()), past the phrases that compare
 * a reading with the maker's figure: "いずれも公称値通り", "公称値を上回る"
 * (as rated, above the rating) name no claim. */
static int cjk_claim_after(const char *s, const char *e)
{
	static const char *const met[] = {
	    "公称値通り",   "公称値どおり", "公称通り",	      "公称値を上回",
	    "公称値を超え", "仕様通り",	    "カタログ値通り", NULL};
	char buf[256];
	size_t n = (size_t)(e - s);

	if (n >= sizeof(buf))
		return names_cjk_claim(s, e);
	memcpy(buf, s, n);
	buf[n] = '\0';
	for (size_t k = 0; met[k]; k++) {
		char *q;

		while ((q = strstr(buf, met[k])))
			memset(q, ' ', strlen(met[k]));
	}
	return names_cjk_claim(buf, buf + n);
}

/* Whether p (e its end) starts with one of words (ASCII ones case
 * ignored). */
static int starts_one_of(const char *p, const char *e, const char *const *words)
{
	for (size_t k = 0; words[k]; k++) {
		size_t m = strlen(words[k]);

		if ((size_t)(e - p) >= m && !strncasecmp(p, words[k], m))
			return 1;
	}
	return 0;
}

/* Whether a clause ends right before p (s the text's start): 、，,;；：:
 * 。 or an opening bracket. */
static int df_clause_before(const char *s, const char *p)
{
	static const char *const marks[] = {"、", "，", "；", "：",
					    "。", "（", NULL};

	if (p > s && strchr(",;:(", p[-1]))
		return 1;
	for (size_t k = 0; marks[k]; k++)
		if (p - s >= 3 && !memcmp(p - 3, marks[k], 3))
			return 1;
	return 0;
}

/* The words at the end of s..p that stand between a test and its figure
 * (df_filler) or name its pattern (df_seq, df_rand: into *pat, which a
 * second, other one makes -1): the start of the run, s..p's end when
 * none. */
static const char *df_strip(const char *s, const char *p, int *pat)
{
	for (;;) {
		size_t m;

		while (p > s && p[-1] == ' ')
			p--;
		if ((m = word_ending(s, p, df_filler))) {
			p -= m;
		} else if ((m = word_ending(s, p, df_seq))) {
			*pat = *pat && *pat != IODB_PATTERN_SEQ
				   ? -1
				   : IODB_PATTERN_SEQ;
			p -= m;
		} else if ((m = word_ending(s, p, df_rand))) {
			*pat = *pat && *pat != IODB_PATTERN_RAND
				   ? -1
				   : IODB_PATTERN_RAND;
			p -= m;
		} else {
			return p;
		}
	}
}

/* Whether s (n bytes) is ASCII alone. */
static int ascii_only(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if ((unsigned char)s[i] >= 0x80)
			return 0;
	return 1;
}

/* A figure and its unit at p: a rate ("561MB/sec", "512,3 Mo/s") or
 * IOPS ("1,041,377 IOPS", "363k IOPS"); its end, NULL when none; the
 * text into v (n bytes). */
static const char *df_figure(const char *p, const char *e, char *v, size_t n)
{
	static const char *const fr[] = {"Mo/s", "Go/s", "Ko/s", NULL};
	const char *f = prose_figure(p, e), *q;
	size_t u = 0;
	int iops;

	if (!f || *p == '~')
		return NULL;
	for (q = f; q < e && *q == ' '; q++)
		;
	if (!(u = prose_rate_unit(q, e)) && starts_one_of(q, e, fr))
		u = 4;
	if (!u)
		return figure_unit(p, e, &iops, v, n);
	if ((size_t)(q + u - p) >= n)
		return NULL;
	snprintf(v, n, "%.*s", (int)(q + u - p), p);
	return q + u;
}

/* One figure of a direction-first sentence (df_sentence()). */
struct df_fig {
	char test[64]; /* "RND4K Q32T16 Read", "Sequential Write" */
	char v[48];    /* the figure with its unit */
};

/*
 * The figures of one sentence s..e told direction first: "読込最高561MB/
 * sec、書込最高533MB/sec", "4Kは読込最高55MB/sec、書込最高106MB/sec",
 * "「RND4K Q32T16」は、最高で読込1,041,377 IOPS、書込1,101,153 IOPS",
 * "东芝HDWG21C的持续读取速度为265.89MB/s、写入速度为264.79MB/s", "beim
 * Lesen 512,3 MB/s und beim Schreiben 498,7 MB/s".  Every rate or IOPS
 * figure of the sentence has its direction right before it, past words
 * that say nothing (df_filler) and pattern words; before the direction,
 * back to the clause's start, a test's name ("4K QD32T1") may stand,
 * which holds for the figures after it until another; the first
 * figure's clause may be any prose (its pattern words count, nothing
 * else of it).  Not a figure marked approximate, a bound or a range's
 * end (約, ~, 台, 前後, 左右, "or so": nothing is read), nor one
 * direction of one test twice.  cdm: how CrystalDiskMark's test names
 * read (testname_parse()'s cdm; 0 when that tool is not named);
 * colon_ok 0: a ':' between a direction and its figure ("Read: 3500
 * MB/s", a list's shape) makes the sentence none.  The figures into f (at most
 * max); their count, 0 when the sentence is none.
 */
static int df_sentence(const char *s, const char *e, int cdm, int colon_ok,
		       struct df_fig *f, int max)
{
	const char *p = s, *from = s;
	struct testname group;
	int n = 0, lead_pat = 0, last_pat = 0;

	testname_init(&group);
	while (p < e) {
		const char *fe, *b, *a, *q;
		struct testname tn, ct, lt;
		char v[48], canon[32];
		int pat = 0, op;
		size_t m;

		if (!isdigit((unsigned char)*p) ||
		    (p > s && (isalnum((unsigned char)p[-1]) || p[-1] == '.' ||
			       p[-1] == ','))) {
			p++;
			continue;
		}
		if (group_tail(s, p, e))
			return 0; /* "4 128 MB/s": one figure or two */
		if (!(fe = df_figure(p, e, v, sizeof(v)))) {
			p = prose_figure(p, e);
			continue;
		}
		if (n == max)
			return 0;
		/* approximate, a bound, a range */
		for (q = fe; q < e && *q == ' '; q++)
			;
		if (starts_one_of(q, e, df_after))
			return 0;
		/* the direction right before the figure */
		b = df_strip(from, p, &pat);
		/* "Read: 3500 MB/s, Write: ...": a list, a spec sheet's
		 * shape, unless the sentence names its tool */
		if (!colon_ok && b < p &&
		    (memchr(b, ':', (size_t)(p - b)) ||
		     memmem(b, (size_t)(p - b), "：", 3)))
			return 0;
		if ((m = word_ending(from, b, df_read)))
			op = 1;
		else if ((m = word_ending(from, b, df_write)))
			op = 2;
		else
			return 0;
		b = df_strip(from, b - m, &pat);
		if (pat < 0)
			return 0;
		/* a test's name back to the clause's start */
		for (a = b; a > from && !df_clause_before(from, a); a--)
			;
		while (a < b && *a == ' ')
			a++;
		if (holds_word(a, p, df_reject))
			return 0;
		testname_init(&ct);
		/* a size names a CrystalDiskMark test where that tool is
		 * named ("4K", "4K QD32T1"); a pattern word alone
		 * ("シーケンシャルアクセス") names none of its tests */
		if (a < b && b - a <= 64 && cdm &&
		    testname_parse(a, (size_t)(b - a), 0, &ct) &&
		    ct.cond.bs > 0)
			testname_parse(a, (size_t)(b - a), cdm, &ct);
		else if (a < b && b - a <= 64)
			testname_parse(a, (size_t)(b - a), 0, &ct);
		if (ct.found &&
		    (ct.cond.bs > 0 ||
		     ct.cond.pattern != IODB_PATTERN_UNKNOWN || ct.cdm)) {
			if (ct.n_ops && ct.cond.op != (op == 1 ? IODB_OP_READ
							       : IODB_OP_WRITE))
				return 0;
			group = ct;
			last_pat = 0;
		} else if (n && a < b) {
			return 0; /* other words: another system, a comparison
				   */
		} else if (n && pat) {
			/* "4K 随机写 310 IOPS，顺序写 188.4 MB/s": an item
			 * naming a pattern of its own is a test of its own;
			 * the size another item named is none of its (a
			 * direction alone, "4Kは読込55MB/sec、書込106MB/sec",
			 * keeps the test named before it; a size for all
			 * stands before the list, "4K 块大小下：...") */
			testname_init(&group);
		}
		/* "SEQ1M Q8T1: Read 3542.13 MB/s, Write ...": a line of
		 * one CrystalDiskMark test's figures, which the document
		 * reads with its neighbours (document.c, pair_item()) */
		if (!n && a == s + list_bullet(s, (size_t)(e - s)) &&
		    ascii_only(a, (size_t)(b - a)) &&
		    testname_parse(a, (size_t)(b - a), TESTNAME_CDM, &lt) &&
		    lt.cdm)
			return 0;
		if (n) {
			/* between the figures only a clause's mark */
			for (q = from; q < a; q++)
				if (!strchr(" ,;", *q) &&
				    !(a - q >= 3 && (!memcmp(q, "、", 3) ||
						     !memcmp(q, "，", 3) ||
						     !memcmp(q, "；", 3))))
					return 0;
				else if ((unsigned char)*q >= 0x80)
					q += 2;
		} else if (a > s) {
			if (testname_parse(s, (size_t)(a - s), 0, &lt))
				lead_pat = lt.cond.pattern;
		}
		/* "持续读取速度为..、写入速度为..": the pattern holds for
		 * the figures after it that name none */
		if (!pat)
			pat = last_pat;
		last_pat = pat;
		tn = group;
		if (tn.cond.pattern == IODB_PATTERN_UNKNOWN)
			tn.cond.pattern = pat ? (enum iodb_pattern)pat
					      : (enum iodb_pattern)lead_pat;
		else if (pat && (int)tn.cond.pattern != pat)
			return 0;
		if (!testname_canonical(&tn, canon, sizeof(canon)))
			snprintf(f[n].test, sizeof(f[n].test), "%s %s", canon,
				 op == 1 ? "Read" : "Write");
		else
			snprintf(
			    f[n].test, sizeof(f[n].test), "%s%s",
			    tn.cond.pattern == IODB_PATTERN_SEQ ? "Sequential "
			    : tn.cond.pattern == IODB_PATTERN_RAND ? "Random "
								   : "",
			    op == 1 ? "Read" : "Write");
		for (int k = 0; k < n; k++)
			if (!strcmp(f[k].test, f[n].test))
				return 0;
		memcpy(f[n].v, v, sizeof(v));
		n++;
		from = p = fe;
	}
	if (!n || names_claim(s, (size_t)(e - s)) || names_cjk_claim(s, from) ||
	    cjk_claim_after(from, e) || holds_word(s, e, df_reject))
		return 0;
	return n;
}

/* How CrystalDiskMark's test names read where s (n bytes) names it
 * (testname_parse()'s cdm): TESTNAME_CDM when the version named after
 * it is 2 to 5 ("CrystalDiskMark 5.1.2": a bare "4K" ran at Q1T1),
 * TESTNAME_CDM_MODERN when another or none; 0 when s names it not. */
static int cdm_mode(const char *s, size_t n)
{
	const char *e = s + n, *p = s, *t = testname_tool(s, n);

	if (!t || strcmp(t, "CrystalDiskMark"))
		return 0;
	while ((p = memmem(p, (size_t)(e - p), "DiskMark", 8))) {
		p += 8;
		if (p < e && (*p == ' ' || *p == '-'))
			p++;
		if (p + 1 < e && *p >= '2' && *p <= '5' && p[1] == '.')
			return TESTNAME_CDM;
	}
	return TESTNAME_CDM_MODERN;
}

/*
 * A line of d's items that is a caption naming one CrystalDiskMark test
 * (also KDiskMark's), its name first: "SEQ1M Q8T1 with cow",
 * "RND4K Q32T1:".  The test (pattern, size, queue and threads, no
 * direction, metric or figure) into tn; 1 when it is one.
 */
static int cdm_test_caption(const struct doc_item *it, struct testname *tn)
{
	struct text_line t = {it->s, it->len, it->no};
	char canon[32];
	size_t m;

	t = line_trim(t);
	if (it->kind != DOC_LINE || it->pre || !t.len || t.len > 64 ||
	    memchr(t.s, '|', t.len) || memchr(t.s, '=', t.len))
		return 0;
	testname_parse(t.s, t.len, TESTNAME_CDM_MODERN, tn);
	if (!tn->cdm || tn->n_ops || tn->metric || tn->stat || tn->datasheet ||
	    tn->other || tn->cond.bs <= 0 || tn->cond.iodepth <= 0 ||
	    tn->cond.numjobs <= 0 || tn->cond.pattern == IODB_PATTERN_UNKNOWN ||
	    testname_canonical(tn, canon, sizeof(canon)))
		return 0;
	m = strlen(canon);
	return t.len >= m && !strncasecmp(t.s, canon, m) &&
	       (t.len == m || strchr(" :(", t.s[m]));
}

/*
 * Where a line "LABEL -> Read 6900MB/s, write 900MB/s" (or "→", "=>")
 * names what its figures are of: the label's start and length into *a,
 * *n and the arrow's end returned; NULL when it is none.  The label is
 * six words at most, 48 bytes, names no test and holds no ':', '|', '=',
 * '`'; a direction word follows the arrow.
 */
static const char *arrow_label(struct text_line t, const char **a, size_t *n)
{
	static const char *const arrows[] = {" -> ", " \xe2\x86\x92 ", " => ",
					     NULL};
	const char *s = t.s + list_bullet(t.s, t.len), *e = t.s + t.len,
		   *r = NULL, *q, *end;
	struct testname tn;
	size_t k, m = 0;
	int words = 0;

	for (k = 0; arrows[k] && !r; k++)
		if ((r = memmem(s, (size_t)(e - s), arrows[k],
				strlen(arrows[k]))))
			m = strlen(arrows[k]);
	if (!r || r == s || r - s > 48)
		return NULL;
	for (q = s; q < r; q++) {
		if (strchr(":|=`", *q))
			return NULL;
		words += *q != ' ' && (q == s || q[-1] == ' ');
	}
	q = r + m;
	if (words > 6 ||
	    !(prose_dir(q, e, &end) || starts_one_of(q, e, df_read) ||
	      starts_one_of(q, e, df_write)))
		return NULL;
	testname_parse(s, (size_t)(r - s), 0, &tn);
	if (tn.found || tn.metric)
		return NULL;
	*a = s;
	*n = (size_t)(r - s);
	return q;
}

static int tool_sentence_unsure(const char *s, const char *e);
static int ja_approx(const char *s, const char *e);

/* Words marking a figure approximate in the languages the prose readers
 * know, beyond ja_approx()'s and tool_sentence_unsure()'s: "about",
 * "约", "左右", "ungefähr", "environ".  ASCII ones at a word's start. */
static const char *const approx_words[] = {
    "about",	"around",  "approx",	"roughly",  "nearly",	 "almost",
    "circa",	"ca.",	   "up to",	"over ",    "more than", "less than",
    "at least", "at most", "etwa",	"ungefähr", "rund ",	 "environ",
    "près de",	"cerca",   "aproximad", "约",	    "左右",	 "大概",
    "大约",	"差不多",  NULL};

/* Whether s..e holds a word of approximation, a bound, a plan or a claim
 * (approx_words, ja_approx(), tool_sentence_unsure(), names_cjk_claim():
 * "about", "约", "左右", "should", "rated", "up to", "最大"), or asks. */
static int sentence_unexact(const char *s, const char *e)
{
	return holds_word(s, e, approx_words) || ja_approx(s, e) ||
	       tool_sentence_unsure(s, e) || names_cjk_claim(s, e) ||
	       memchr(s, '?', (size_t)(e - s)) ||
	       memmem(s, (size_t)(e - s), "\xef\xbc\x9f", 3);
}

/* A rate written to hdparm's own precision or finer at p ("30.79
 * MB/sec", "35.383MB/sec": digits, '.', two digits or more, the unit
 * maybe after a blank), digits starting a word: its end past the unit,
 * its text into v (48 bytes); NULL when none. */
static const char *exact_rate(const char *s, const char *p, const char *e,
			      char *v)
{
	const char *q = p, *dot;
	size_t u;

	if (p > s && (isalnum((unsigned char)p[-1]) || strchr(".,~", p[-1])))
		return NULL;
	while (q < e && isdigit((unsigned char)*q))
		q++;
	if (q == p || q >= e || *q != '.')
		return NULL;
	for (dot = q++; q < e && isdigit((unsigned char)*q); q++)
		;
	if (q - dot < 3 || q - p > 16)
		return NULL;
	v[0] = '\0';
	snprintf(v, 48, "%.*s ", (int)(q - p), p);
	while (q < e && *q == ' ')
		q++;
	if (!(u = prose_rate_unit(q, e)) || u > 16)
		return NULL;
	snprintf(v + strlen(v), 48 - strlen(v), "%.*s", (int)u, q);
	return q + u;
}

/* A statistic word in s..e: 3 the average ("平均して", "average",
 * "mean", "Durchschnitt", "en moyenne"), 2 the highest ("最高", "max",
 * "best"), 1 the lowest ("最低", "min", "worst"), 0 none, -1 two kinds. */
static int stat_word(const char *s, const char *e)
{
	static const char *const avg[] = {
	    "平均",	    "average",	  "avg",     "mean",
	    "durchschnitt", "im schnitt", "moyenne", "media",
	    "평균",	    "среднем",	  NULL};
	static const char *const hi[] = {"最高",     "max",  "best",
					 "highest",  "최고", "höchst",
					 "meilleur", NULL};
	static const char *const lo[] = {"最低",      "最小",  "min",
					 "lowest",    "worst", "최저",
					 "niedrigst", "pire",  NULL};
	int a = holds_word(s, e, avg), h = holds_word(s, e, hi),
	    l = holds_word(s, e, lo);

	if (a + h + l > 1)
		return -1;
	return a ? 3 : h ? 2 : l ? 1 : 0;
}

/*
 * A sentence s..e naming one of hdparm's own timing lines and its result:
 * "Timing buffered disk reads の値が最高で 35.76MB/sec、最低で
 * 30.48MB/sec、平均して 35.383MB/sec という結果が出た。", "Timing
 * buffered disk reads came to 41.27 MB/sec.": hdparm's line name
 * ("Timing " and a timing hdparm_test_named() knows, once) names the
 * tool and its test; after it, rates written to hdparm's precision or
 * finer (exact_rate()) and no other figure: one alone, or the highest,
 * the lowest and the average of repeated runs, each marked by its word
 * (stat_word()), of which the average is the result.  Nothing before the
 * name but words (no figure with a unit), no word of approximation, a
 * bound, a plan or a claim (sentence_unexact()); the name followed by
 * ':' is hdparm's output line cut by hand, its importer's.  The test's
 * name ("buffered disk reads") into f->test, the figure into f->v.
 * Returns 1 when taken, 0 when not.
 */
static int hdparm_timing_sentence(const char *s, const char *e,
				  struct df_fig *f)
{
	const char *name = NULL, *ne = NULL, *p, *q;
	char test[64], v[3][48];
	int kinds[3], nf = 0, avg = -1, direct;
	enum iodb_op op;

	if (e - s < 24 || !memmem(s, (size_t)(e - s), "Timing ", 7) ||
	    sentence_unexact(s, e))
		return 0;
	for (p = s; p + 7 < e; p++) {
		if (strncmp(p, "Timing ", 7) ||
		    (p > s && isalnum((unsigned char)p[-1])))
			continue;
		for (q = p + 17; q <= e && q - p <= 36; q++) {
			if (q < e && (isalnum((unsigned char)*q) || *q == '_' ||
				      *q == '-'))
				continue;
			if (hdparm_test_named(p, (size_t)(q - p), test,
					      sizeof(test), &op, &direct))
				break;
		}
		if (q > e || q - p > 36)
			continue;
		if (name)
			return 0; /* two timings: which figure is whose? */
		name = p;
		ne = q;
	}
	if (!name || op != IODB_OP_READ)
		return 0;
	/* "Timing buffered disk reads:  99.67 MB/sec": hdparm's output
	 * line cut by hand, its importer's */
	for (p = ne; p < e && *p == ' '; p++)
		;
	if (p < e && *p == ':')
		return 0;
	for (p = s; p < name; p++)
		if (isdigit((unsigned char)*p) && exact_rate(s, p, e, v[0]))
			return 0;
	for (p = q = ne; p < e; p++) {
		const char *r;

		if (!isdigit((unsigned char)*p))
			continue;
		if (nf == 3 || !(r = exact_rate(s, p, e, v[nf])))
			return 0;
		kinds[nf] = stat_word(q, p);
		if (kinds[nf] < 0)
			return 0;
		if (kinds[nf] == 3) {
			if (avg >= 0)
				return 0;
			avg = nf;
		}
		nf++;
		p = q = r;
	}
	if (nf == 1 && (kinds[0] == 0 || kinds[0] == 3))
		avg = 0;
	if (avg < 0)
		return 0;
	for (int k = 0; k < nf; k++)
		if (k != avg && !kinds[k])
			return 0;
	snprintf(f->test, sizeof(f->test), "%s", test);
	snprintf(f->v, sizeof(f->v), "%s", v[avg]);
	return 1;
}

/*
 * The table "| test | result |" of figures f (n) read out of line no's
 * sentences, each naming its own test; tool (static, or NULL) the tool
 * the sentences name, the table's whatever else the line names.
 * Returns 0 or -ENOMEM.
 */
static int fig_table(struct doc *d, long no, const struct df_fig *f, int n,
		     const char *tool)
{
	char row[160];
	int ret = add_made_head(d, "| test | result |", 17, no);

	if (!ret) {
		d->items[d->n - 1].own_test = 1;
		d->items[d->n - 1].own_tool = tool;
	}
	if (!ret)
		ret = add_line(d, "|---|---|", 9, no, 0, 0);
	for (int k = 0; k < n && !ret; k++) {
		snprintf(row, sizeof(row), "| %s | %s |", f[k].test, f[k].v);
		ret = add_line(d, row, strlen(row), no, 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, no, 0, 0);
	return ret;
}

/*
 * The one hdparm command of item i (a line of its own, maybe one code
 * span, or a code block's only line), a prompt and "sudo" before it at
 * most, options and devices after it, one command (no ';', '|', '&',
 * '>'), running one timing of the disk
 * (hdparm_command_timing(): "hdparm -t", "hdparm -t --direct"): that
 * timing's name into test (n bytes), 1; else 0.
 */
static int hdparm_disk_command(const struct doc *d, size_t i, char *test,
			       size_t n)
{
	const struct doc_item *c = &d->items[i];
	struct text_line t = line_trim((struct text_line){c->s, c->len, c->no});
	const char *h, *p;
	enum iodb_op op;
	int direct;

	if (c->kind != DOC_LINE || c->heading || c->blank)
		return 0;
	if (c->pre) {
		/* the block's only line: its fences (blank) around it */
		if ((i && d->items[i - 1].kind == DOC_LINE &&
		     d->items[i - 1].pre && !d->items[i - 1].blank) ||
		    (i + 1 < d->n && d->items[i + 1].kind == DOC_LINE &&
		     d->items[i + 1].pre && !d->items[i + 1].blank))
			return 0;
	} else if (t.len > 2 && t.s[0] == '`' && t.s[t.len - 1] == '`') {
		/* one code span, the whole line */
		t.s++;
		t.len -= 2;
	}
	if (!(h = memmem(t.s, t.len, "hdparm ", 7)) ||
	    memmem(h + 6, t.len - (size_t)(h + 6 - t.s), "hdparm", 6))
		return 0;
	for (size_t k = 0; k < t.len; k++)
		if (strchr(";|&>", t.s[k]))
			return 0;
	/* before it: "sudo", a prompt ending in "$ " or "# " */
	p = h;
	if (p - t.s >= 5 && !strncmp(p - 5, "sudo ", 5))
		p -= 5;
	if (p > t.s && !(p - t.s >= 2 && strchr("$#", p[-2]) && p[-1] == ' '))
		return 0;
	/* after it: its options and devices alone, no prose */
	for (p = h + 7; p < t.s + t.len; p++)
		if ((p[-1] == ' ' || p[-1] == '\t') && *p != ' ' &&
		    *p != '\t' && *p != '-' && *p != '/')
			return 0;
	if (!hdparm_command_timing(t.s, t.len, test, n, &op, &direct) ||
	    !strstr(test, "disk") || op != IODB_OP_READ)
		return 0;
	return 1;
}

/*
 * A sentence right under a line holding one hdparm command that times
 * the disk (hdparm_disk_command(): "`sudo hdparm -t --direct
 * /dev/sdb1`" on a line of its own, or a code block of that command
 * alone; one blank line between at most), stating its one result: "The
 * read speed was 30.79 MB/sec.", "It gave 41.07 MB/sec.", "Result:
 * 118.42 MB/s.".  The line's first sentence holds one figure and no other
 * digit, a rate written to hdparm's precision or finer (exact_rate():
 * two decimals, as hdparm prints it), a verb of a result or a ':' before
 * it and nothing after it; no word of approximation, bound, plan or
 * claim, no question (sentence_unexact()), no negation, no word of
 * another direction, of the cache or of another disk, no other tool.
 * Read as the table "| test | result |" of the command's timing
 * ("buffered disk reads", "O_DIRECT disk reads") under hdparm, the
 * command its own (cmd_line).  Returns 1 when taken, 0 when not,
 * -ENOMEM.
 */
static int hdparm_command_sentence(struct doc *d, struct text_line l)
{
	static const char *const verbs[] = {
	    "was ",	    "is ",	 "were ",     "got ",
	    "get ",	    "gives ",	 "gave ",     "shows ",
	    "showed ",	    "reported ", "reports ",  "came to ",
	    "came out at ", "measured ", "returned ", "returns ",
	    "reached ",	    NULL};
	static const char *const refuse[] = {
	    "not ",  "n't",	"never",    "write",   "wrote",	 "cache",
	    "other", "another", "previous", "used to", "before", NULL};
	struct text_line t = line_trim(l);
	const char *s = t.s, *e = t.s + t.len, *end, *f = NULL, *r = NULL;
	char test[64], v[48], row[160];
	size_t i = d->n, m;
	int ret;
	long cmd_no;

	if (t.len < 12 || t.len > 1200 || !d->n || !memchr(s, '/', t.len))
		return 0;
	if (i && d->items[i - 1].kind == DOC_LINE && d->items[i - 1].blank &&
	    !d->items[i - 1].pre)
		i--;
	/* a code block's closing fence */
	if (i > 1 && d->items[i - 1].kind == DOC_LINE &&
	    d->items[i - 1].blank && d->items[i - 1].pre && d->items[i - 2].pre)
		i--;
	if (!i || !hdparm_disk_command(d, i - 1, test, sizeof(test)))
		return 0;
	end = sentence_end(s, e);
	if ((end < e && *end == '?') || sentence_unexact(s, end) ||
	    holds_word(s, end, refuse))
		return 0;
	if (bench_word(s, (size_t)(end - s), &m) &&
	    !memmem(s, (size_t)(end - s), "hdparm", 6))
		return 0;
	for (const char *p = s; p < end; p++) {
		if (!isdigit((unsigned char)*p))
			continue;
		if (f || !(r = exact_rate(s, p, end, v)))
			return 0;
		f = p;
		p = r - 1;
	}
	if (!f)
		return 0;
	while (r < end && *r == ' ')
		r++;
	if (r != end || !(holds_word(s, f, verbs) ||
			  (f - s >= 2 && f[-2] == ':' && f[-1] == ' ')))
		return 0;
	cmd_no = d->items[i - 1].no;
	ret = add_line(d, l.s, l.len, l.no, 0, 0);
	if (!ret)
		ret = add_line(d, "", 0, l.no, 0, 0);
	if (!ret)
		ret = add_made_head(d, "| test | result |", 17, l.no);
	if (!ret) {
		d->items[d->n - 1].own_tool = "hdparm";
		d->items[d->n - 1].cmd_line = cmd_no;
	}
	if (!ret)
		ret = add_line(d, "|---|---|", 9, l.no, 0, 0);
	if (!ret) {
		snprintf(row, sizeof(row), "| %s | %s |", test, v);
		ret = add_line(d, row, strlen(row), l.no, 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, l.no, 0, 0);
	return ret ? ret : 1;
}

/*
 * A line whose sentences tell results direction first (df_sentence()):
 * "CrystalDiskMark の結果、読込 512.3MB/sec、書込 498.7MB/sec でした。"
 * Read only when the sentence names a benchmark tool (names_bench()),
 * or the section does (its line or those above, back to the heading)
 * and the sentence gives two figures or more; never a sentence naming a
 * claim (names_claim(), names_cjk_claim(), df_reject: 最大, 公称, 可达,
 * "up to", "bis zu"...).  The figures of the line's sentences read as the
 * table "| test | result |", a row a figure, then the line as prose.
 * Returns 1 when taken, 0 when not, -ENOMEM.
 */
static int dir_first_sentence(struct doc *d, struct text_line l)
{
	enum { MAX = 12 };
	struct text_line t = line_trim(l);
	const char *s = t.s, *e = t.s + t.len, *p;
	struct df_fig f[MAX], hf[MAX];
	int n = 0, nh = 0, in_section = -1, cdm = -1, ret, got_cap = 0;
	int one_tool = 1;
	const char *tool = NULL;
	char row[160];
	struct testname cap;
	const char *la = NULL;
	size_t ln = 0;

	/* cheap test first: a rate's "/s" or IOPS */
	if (t.len > 2000 ||
	    (!memmem(s, t.len, "/s", 2) && !memmem(s, t.len, "/S", 2) &&
	     !memmem(s, t.len, "IOPS", 4)))
		return 0;
	/* a row of a table aligned by blanks ("FIO   4k random read
	 * 106113 IOPS"): a tab or a run of blanks apart cells, no
	 * sentence's words */
	if (memchr(s, '\t', t.len) || memmem(s, t.len, "   ", 3))
		return 0;
	for (p = s; p < e;) {
		const char *end = sentence_end(p, e);
		int bench = names_bench(p, (size_t)(end - p)), k;

		/* hdparm's own line name with its figures: hdparm's table */
		if (nh < MAX && (end == e || *end != '?') &&
		    hdparm_timing_sentence(p, end, hf + nh)) {
			nh++;
			goto next;
		}
		if (!bench && in_section < 0)
			in_section =
			    names_bench(s, t.len) || section_names_bench(d);
		/* the section's words for CrystalDiskMark, once a line */
		if ((bench || in_section) && cdm < 0) {
			cdm = cdm_mode(s, t.len);
			for (size_t i = d->n; !cdm && i-- > 0;) {
				cdm = cdm_mode(d->items[i].s, d->items[i].len);
				if (d->items[i].heading)
					break;
			}
		}
		if (bench || in_section) {
			k = df_sentence(p, end, cdm, bench, f + n, MAX - n);
			if (k >= 1 + !bench) {
				/* the tool the sentence names measured them */
				size_t m;
				const char *h =
				    bench_word(p, (size_t)(end - p), &m);
				const char *st = h ? testname_tool(h, m) : NULL;

				if (!st || (tool && strcmp(tool, st)))
					one_tool = 0;
				tool = st;
				n += k;
			}
		}
	next:
		p = end < e ? end + ((unsigned char)*end < 0x80 ? 1 : 3) : e;
		while (p < e && *p == ' ')
			p++;
	}
	if (!n && !nh)
		return 0;
	/*
	 * "SEQ1M Q8T1 with cow" / "6.18 and 6.19 -> Read 6900MB/s, write
	 * 900MB/s" / "6.12 -> Read ...": lines naming a system before an
	 * arrow, right under a caption naming one CrystalDiskMark test
	 * (other such lines between): the figures are that test's (those
	 * naming only a direction), the label the system's.
	 */
	if (n && arrow_label(t, &la, &ln)) {
		long want = l.no - 1;
		struct text_line u;
		const char *ua;
		size_t un;

		for (size_t i = d->n; i-- > 0 && d->items[i].no >= want;) {
			const struct doc_item *it = &d->items[i];

			if (it->no > want || it->kind != DOC_LINE ||
			    it->made_head || it->own_label || it->blank ||
			    it->s[0] == '|')
				continue;
			u = (struct text_line){it->s, it->len, it->no};
			if (arrow_label(line_trim(u), &ua, &un)) {
				want--;
				continue;
			}
			if (cdm_test_caption(it, &cap))
				got_cap = 1;
			break;
		}
		for (int k = 0; k < n && got_cap; k++)
			if (strcmp(f[k].test, "Read") &&
			    strcmp(f[k].test, "Write"))
				got_cap = 0;
	}
	if (got_cap) {
		char canon[32];

		testname_canonical(&cap, canon, sizeof(canon));
		for (int k = 0; k < n; k++) {
			snprintf(row, sizeof(row), "%s %s", canon, f[k].test);
			snprintf(f[k].test, sizeof(f[k].test), "%s", row);
		}
	}
	ret = add_line(d, l.s, l.len, l.no, 0, 0);
	if (!ret && got_cap) {
		/* the system: the line over the table, labelling it
		 * (document.c) */
		ret = add_line(d, la, ln, l.no, 0, 0);
		if (!ret)
			d->items[d->n - 1].own_label = 1;
	}
	if (!ret && n)
		ret = fig_table(d, l.no, f, n, one_tool ? tool : NULL);
	if (!ret && nh)
		ret = fig_table(d, l.no, hf, nh, "hdparm");
	return ret ? ret : 1;
}

/* ---- results told figure first, in European review prose ---------------- */

/* The direction words that follow a figure in European prose ("39,5
 * MB/s in lettura casuale", "95,2 MB/s beim Lesen", "212 Mo/s en
 * lecture", "80 MB/s w odczycie", "при чтении"), beyond df_read and
 * df_write's: plurals and the cases a preposition asks. */
static const char *const ff_read[] = {
    "letture", "lecturas", "lectures", "leituras", "odczycie",
    "odczytu", "чтении",   "lezen",    "leest",	   NULL};
static const char *const ff_write[] = {"scritture", "escrituras", "écritures",
				       "gravações", "zapisie",	  "zapisu",
				       "schrijven", NULL};
/* The words between a figure and its direction: prepositions and
 * articles ("in", "beim", "en", "em", "w", "при", "bij"). */
static const char *const ff_link[] = {
    "in",  "beim", "bei", "im",	   "en",  "em",	 "na",	"no", "w",  "we",
    "при", "на",   "bij", "het",   "a",	  "à",	 "al",	"le", "la", "el",
    "o",   "de",   "del", "della", "der", "dem", "den", NULL};
/* Words making a sentence's figure a best case, a bound or an estimate
 * ("un massimo di", "bestenfalls", "etwa", "environ", "około"): its
 * figures are not read as measured ones. */
static const char *const ff_qualifier[] = {
    "massim",	"bestenfalls", "höchstens", "maximal",	 "mindestens",
    "circa",	"ca.",	       "etwa",	    "rund ",	 "ungefähr",
    "knapp",	"über ",       "environ",   "près de",	 "presque",
    "plus de",	"moins de",    "cerca",	    "quasi",	 "oltre",
    "più di",	"meno di",     "almeno",    "aproximad", "aprox",
    "más de",	"menos de",    "mais de",   "około",	 "ponad",
    "prawie",	"около",       "почти",	    "более",	 "свыше",
    "ongeveer", "bijna",       "meer dan",  "fast ",	 "mehr als",
    "weniger",	"sogar",       "picco",	    "spitze",	 "maximum",
    "máximo",	"maxim",       "максим",    "maks",	 NULL};

/* The word of words at p (case ignored) standing as a word (no letter
 * after it, nor a Latin or Cyrillic one in UTF-8): its length, 0 when
 * none. */
static size_t word_at(const char *p, const char *e, const char *const *words)
{
	for (size_t k = 0; words[k]; k++) {
		size_t m = strlen(words[k]);

		if ((size_t)(e - p) >= m && !strncasecmp(p, words[k], m) &&
		    (p + m == e || (!isalpha((unsigned char)p[m]) &&
				    ((unsigned char)p[m] < 0xc3 ||
				     (unsigned char)p[m] > 0xd1))))
			return m;
	}
	return 0;
}

/* The direction word at p, of either vocabulary (df_read / ff_read,
 * df_write / ff_write): 1 read, 2 write, 0 none; *m gets its length. */
static int dir_word_at(const char *p, const char *e, size_t *m)
{
	if ((*m = word_at(p, e, df_read)) || (*m = word_at(p, e, ff_read)))
		return 1;
	if ((*m = word_at(p, e, df_write)) || (*m = word_at(p, e, ff_write)))
		return 2;
	return 0;
}

/* The block size a sentence s..e names beside a word of blocks ("con
 * blocchi da 4 KB", "Datenblöcke von 512 KB", "4 KB großen
 * Datenblöcken", "blocs de 4 Ko"): in bytes, 0 when none or more than
 * one. */
static long ff_block_size(const char *s, const char *e)
{
	static const char *const stems[] = {"block", "blöck", "bloc", "bloq",
					    "blok",  "блок",  NULL};
	long bs = 0;

	for (const char *p = s; p < e; p++) {
		size_t m = 0;

		for (size_t k = 0; stems[k] && !m; k++)
			if ((size_t)(e - p) >= strlen(stems[k]) &&
			    !strncasecmp(p, stems[k], strlen(stems[k])))
				m = strlen(stems[k]);
		if (!m)
			continue;
		/* the size within a few words either side */
		for (const char *q = p - 24 > s ? p - 24 : s;
		     q < p + 24 && q < e; q++) {
			const char *f, *u;
			long v = 0;

			if (!isdigit((unsigned char)*q) ||
			    (q > s && (isalnum((unsigned char)q[-1]) ||
				       strchr(".,-", q[-1]))))
				continue;
			for (f = q; f < e && isdigit((unsigned char)*f); f++)
				v = v * 10 + (*f - '0');
			if (f + 1 < e && (*f == ',' || *f == '.') &&
			    isdigit((unsigned char)f[1]))
				continue; /* "1,3 MB/s": a figure, no size */
			for (u = f; u < e && (*u == ' ' || *u == '-'); u++)
				;
			if (e - u >= 2 &&
			    (!strncasecmp(u, "KB", 2) || !strncmp(u, "Ko", 2) ||
			     !strncmp(u, "KiB", 3)))
				v *= 1024;
			else if (e - u >= 2 && (!strncmp(u, "MB", 2) ||
						!strncmp(u, "Mo", 2) ||
						!strncmp(u, "MiB", 3)))
				v *= 1024 * 1024;
			else
				continue;
			if (u + 2 < e && u[2] == '/')
				continue; /* a rate, no size */
			if (bs && bs != v)
				return 0;
			bs = v;
			q = u;
		}
		p += m - 1;
	}
	return bs;
}

/* The block size a test named in s..e gives, direction op (1 read, 2
 * write) and pattern pat: a direction word, its pattern words, then the
 * size ("letture casuali 4 KB", "lecture aléatoire 4 Ko"); 0 when none
 * or another test's. */
static long ff_test_size(const char *s, const char *e, int op, int pat)
{
	for (const char *p = s; p < e; p++) {
		const char *q;
		size_t m;
		int o = 0, pt = 0;
		long v = 0;

		if (p > s && isalpha((unsigned char)p[-1]))
			continue;
		o = dir_word_at(p, e, &m);
		if (!o)
			continue;
		for (q = p + m;;) {
			while (q < e && *q == ' ')
				q++;
			if ((m = word_at(q, e, df_seq)))
				pt = IODB_PATTERN_SEQ;
			else if ((m = word_at(q, e, df_rand)))
				pt = IODB_PATTERN_RAND;
			else
				break;
			q += m;
		}
		if (o != op || pt != pat || q == e ||
		    !isdigit((unsigned char)*q))
			continue;
		while (q < e && isdigit((unsigned char)*q))
			v = v * 10 + (*q++ - '0');
		while (q < e && *q == ' ')
			q++;
		if (e - q >= 2 &&
		    (!strncmp(q, "KB", 2) || !strncmp(q, "Ko", 2) ||
		     !strncmp(q, "KiB", 3)) &&
		    (q + 2 == e || q[2] != '/'))
			return v * 1024;
	}
	return 0;
}

/* Whether s..e names a benchmark tool (names_bench(), testname_tool():
 * HD Tune, AS SSD, diskspd). */
static int ff_names_tool(const char *s, const char *e)
{
	return names_bench(s, (size_t)(e - s)) ||
	       testname_tool(s, (size_t)(e - s)) != NULL;
}

/* Whether the section so far (back to its heading) names a benchmark
 * tool (ff_names_tool()). */
static int ff_section_tool(const struct doc *d)
{
	for (size_t i = d->n; i-- > 0;) {
		const struct doc_item *it = &d->items[i];

		if (it->kind != DOC_LINE)
			continue;
		if (ff_names_tool(it->s, it->s + it->len))
			return 1;
		if (it->heading)
			return 0;
	}
	return 0;
}

/* The drive a sentence s..e names (fs its figure): a maker's model alone
 * (line_drive_model()), with the all-capital words after it ("840 EVO",
 * "970 EVO Plus"), into name (nn bytes; "" when none); 0 when the
 * sentence names two makers' models. */
static int ff_drive(const char *s, const char *e, const char *fs, char *name,
		    size_t nn)
{
	const char *q, *w;
	char other[64];
	size_t l;

	name[0] = '\0';
	if (!line_drive_model(s, (size_t)(e - s), name, nn))
		return 1;
	l = strlen(name);
	for (q = s; q + l <= e && memcmp(q, name, l); q++)
		;
	q += l;
	if (line_drive_model(q, (size_t)(e - q), other, sizeof(other)))
		return 0;
	/* a "model" running into the figure ("SanDisk Extreme foram
	 * medidos 1020 MB"): the sentence's words, no drive */
	if (q > fs)
		name[0] = '\0';
	/* "840 EVO", "970 EVO Plus": the capitals after the number */
	while (q < e && *q == ' ' && q + 1 < e &&
	       isupper((unsigned char)q[1])) {
		for (w = q + 1; w < e && isupper((unsigned char)*w); w++)
			;
		if (w - q < 3 || (w < e && isalnum((unsigned char)*w)) ||
		    strlen(name) + (size_t)(w - q) >= nn)
			break;
		strncat(name, q, (size_t)(w - q));
		q = w;
	}
	return 1;
}

/* The test's name of a figure read out of review prose: its block size
 * bs (0 none), pattern pat and direction op (1 read, 2 write), "4K
 * Random Read", "Sequential Write", "Read", into test (tn bytes). */
static void ff_test_name(char *test, size_t tn, long bs, int pat, int op)
{
	char bsz[16] = "";

	if (bs >= 1024 * 1024)
		snprintf(bsz, sizeof(bsz), "%ldM ", bs / (1024 * 1024));
	else if (bs >= 1024)
		snprintf(bsz, sizeof(bsz), "%ldK ", bs / 1024);
	snprintf(test, tn, "%s%s%s", bsz,
		 pat == IODB_PATTERN_SEQ    ? "Sequential "
		 : pat == IODB_PATTERN_RAND ? "Random "
					    : "",
		 op == 1 ? "Read" : "Write");
}

/* Words joining two figures or two directions of one pair ("1016 et 960
 * Mo/s", "beim Lesen und Schreiben", "при чтении и записи"). */
static const char *const ff_and[] = {"et ", "und ", "e ",    "y ",
				     "i ",  "и ",   "oraz ", NULL};
/* Words saying a sentence's figures are a maker's or an estimate in the
 * European languages df_reject and ff_qualifier do not cover: "annoncé",
 * "spécifié", "dichiarato", "angegeben", "заявлено", "производитель",
 * "до" ("up to"), "примерно". */
static const char *const ff_claim[] = {
    "annonc",	 "spécifi",	"specifi", "dichiarat",
    "angegeben", "angekündigt", "заявл",   "производител",
    "до ",	 "примерно",	"порядка", "~",
    "≈",	 NULL};
/* Words saying one figure holds for both directions named after it:
 * "aussi bien en lecture qu'en écriture", "sowohl beim Lesen als auch
 * beim Schreiben", "sia in lettura che in scrittura", "tanto en lectura
 * como en escritura", "как при чтении, так и при записи", "zarówno w
 * odczycie, jak i w zapisie". */
static const char *const ff_both[] = {"aussi bien", "sowohl",  "sia", "tanto",
				      "как",	    "zarówno", NULL};
/* Words joining the two directions of such a sentence: "comme", "wie",
 * "come", "como" ("en lecture comme en écriture": as in) say so alone;
 * the others only after a word of ff_both ("plus vite en lecture qu'en
 * écriture", "più in lettura che in scrittura" compare). */
static const char *const ff_like[] = {"comme", "come", "como", "wie", NULL};
static const char *const ff_both_join[] = {"als auch", "que",	"che", "quanto",
					   "так и",    "jak i", NULL};

/* Whether the word at p (e its end) is one of words, a blank after it
 * (ff_and): its length with the blank, 0 when none. */
static size_t word_of(const char *p, const char *e, const char *const *words);

/*
 * The two directions told together at p (e the sentence's end): "en
 * lecture et écriture", "beim sequenziellen Lesen und Schreiben", "en
 * lecture comme en écriture", "sia in lettura che in scrittura", "при
 * чтении и записи"; links (ff_link), elisions ("l'écriture") and pattern
 * words among them, a pattern word holding for both (two other ones: none).
 * The first's direction (1 read, 2 write) into *op, the pattern into
 * *pat, into *same whether the words say one figure holds for both
 * (ff_both, ff_like); the end of the words, NULL when p starts no such
 * pair (English ones have their own readers).
 */
static const char *ff_two_dirs(const char *p, const char *e, int *op, int *pat,
			       int *same)
{
	int ops[2] = {0, 0}, n = 0, both = 0, like = 0, joined = 0, o;
	size_t m;

	*pat = 0;
	for (;;) {
		while (p < e && (*p == ' ' || (n == 1 && !joined && *p == ',')))
			p++;
		/* "l'écriture", "d’écriture" */
		if (e - p >= 2 && strchr("lLdD", *p) && p[1] == '\'') {
			p += 2;
			continue;
		}
		if (e - p >= 4 && strchr("lLdD", *p) &&
		    !memcmp(p + 1, "\xe2\x80\x99", 3)) {
			p += 4;
			continue;
		}
		o = dir_word_at(p, e, &m);
		if (o) {
			if (n == 2 || (n == 1 && !joined) ||
			    !strncasecmp(p, "read", 4) ||
			    !strncasecmp(p, "writ", 4))
				return NULL;
			ops[n++] = o;
		} else if ((m = word_at(p, e, df_seq))) {
			*pat = *pat && *pat != IODB_PATTERN_SEQ
				   ? -1
				   : IODB_PATTERN_SEQ;
		} else if ((m = word_at(p, e, df_rand))) {
			*pat = *pat && *pat != IODB_PATTERN_RAND
				   ? -1
				   : IODB_PATTERN_RAND;
		} else if (!n && !both && (m = word_at(p, e, ff_both))) {
			both = 1;
		} else if (n == 1 && !joined && (m = word_at(p, e, ff_like))) {
			joined = like = 1;
		} else if (n == 1 && !joined &&
			   ((m = word_of(p, e, ff_and)) ||
			    (both && (m = word_at(p, e, ff_both_join))))) {
			joined = 1;
		} else if (n == 1 && !joined && both && e - p >= 3 &&
			   (!strncmp(p, "qu'", 3) ||
			    (e - p >= 5 && !memcmp(p, "qu\xe2\x80\x99", 5)))) {
			m = p[2] == '\'' ? 3 : 5; /* "qu'en écriture" */
			joined = 1;
		} else if ((m = word_at(p, e, ff_link))) {
			;
		} else {
			break;
		}
		p += m;
	}
	if (n != 2 || ops[0] == ops[1] || *pat < 0)
		return NULL;
	*op = ops[0];
	*same = both || like;
	return p;
}

/*
 * One sentence s..e telling one figure, its direction after it: "Il
 * Samsung SSD 840 EVO raggiunge 39,5 MB/s in lettura casuale", "Die Karte
 * liefert 18,4 MB/s beim zufälligen Lesen", "atteint 212 Mo/s en lecture
 * séquentielle".  One rate (df_figure()) in the sentence, no other figure
 * with a rate's unit, none a range's end or an estimate (a '-', '~' or
 * "da ... a" around it: df_after), no word of a bound or a best case
 * (ff_qualifier, df_reject, names_claim()); right after its unit, past
 * prepositions and articles (ff_link) and pattern words, a direction
 * (df_read, df_write, ff_read, ff_write), maybe a pattern word after it.
 * The drive: a maker's model the sentence names (line_drive_model()),
 * with the all-capital words after it ("840 EVO"); two makers named:
 * no sentence.  Block size: ff_block_size().  The test's name into test,
 * the figure into v, the drive ("" none) into name; 1 when taken.
 */
static int ff_sentence(const char *s, const char *e, const char *prev, int cdm,
		       char *test, size_t tn, char *v, size_t vn, char *name,
		       size_t nn)
{
	const char *p, *fs = NULL, *fe = NULL, *q, *w;
	int rates = 0, op = 0, pat = 0, same;
	long bs;
	size_t m = 0; /* set whenever op is (the -O2 -fsanitize build's
		       * flow analysis cannot see it) */

	if (e - s > 400 || holds_word(s, e, df_reject) ||
	    holds_word(s, e, ff_claim) || names_claim(s, (size_t)(e - s)))
		return 0;
	for (p = s; p < e; p++) {
		char fv[48];
		const char *x;

		if (!isdigit((unsigned char)*p) ||
		    (p > s && (isalnum((unsigned char)p[-1]) || p[-1] == '.' ||
			       p[-1] == ',')))
			continue;
		if (group_tail(s, p, e))
			return 0; /* "4 128 MB/s": one figure or two */
		x = df_figure(p, e, fv, sizeof(fv));
		if (!x) {
			p = prose_figure(p, e) - 1;
			continue;
		}
		/* a range's end ("31-56 MB/s", "da 900 a 3 MB/s"), an
		 * estimate ("~38 MB/s") */
		for (q = p; q > s && q[-1] == ' '; q--)
			;
		if (q > s && strchr("-~+", q[-1]))
			return 0;
		if (q - s >= 3 &&
		    (!memcmp(q - 3, "–", 3) || !memcmp(q - 3, "—", 3)))
			return 0;
		if (++rates > 1)
			return 0;
		snprintf(v, vn, "%s", fv);
		fs = p;
		fe = x;
		p = x - 1;
	}
	if (!fe)
		return 0;
	/* a range told in words: "da 900 a 3 MB/s", "von 3 bis 5 MB/s",
	 * "de 3 à 5 Mo/s": a figure right before it, one word between */
	for (q = fs; q > s && q[-1] == ' '; q--)
		;
	for (w = q; w > s && (isalpha((unsigned char)w[-1]) ||
			      (unsigned char)w[-1] >= 0x80);
	     w--)
		;
	if (w < q && q - w <= 4) {
		while (w > s && w[-1] == ' ')
			w--;
		if (w > s && isdigit((unsigned char)w[-1]))
			return 0;
	}
	/* approximate, a bound, a range after it ("212 MB/s o più") */
	for (q = fe; q < e && *q == ' '; q++)
		;
	if (starts_one_of(q, e, df_after))
		return 0;
	/* two directions after it ("440 Mo/s en lecture et écriture"): one
	 * figure told for both, ff_pair_sentence()'s to read or leave */
	if (ff_two_dirs(fe, e, &op, &pat, &same))
		return 0;
	op = pat = 0;
	/* the direction after the figure, past links and pattern words */
	for (p = fe; p < e && !op;) {
		while (p < e && *p == ' ')
			p++;
		if ((op = dir_word_at(p, e, &m)))
			;
		else if ((m = word_at(p, e, df_seq)))
			pat = pat && pat != IODB_PATTERN_SEQ ? -1
							     : IODB_PATTERN_SEQ;
		else if ((m = word_at(p, e, df_rand)))
			pat = pat && pat != IODB_PATTERN_RAND
				  ? -1
				  : IODB_PATTERN_RAND;
		else if ((m = word_at(p, e, ff_link)))
			;
		else
			return 0;
		p += m;
	}
	/* English prose has its own readers (rate_sentence(),
	 * measured_rate_sentence()) */
	if (!op || !strncasecmp(p - m, "read", 4) ||
	    !strncasecmp(p - m, "writ", 4))
		return 0;
	/* a pattern word after the direction ("in lettura casuale") */
	for (;;) {
		while (p < e && *p == ' ')
			p++;
		if ((m = word_at(p, e, df_seq)))
			pat = pat && pat != IODB_PATTERN_SEQ ? -1
							     : IODB_PATTERN_SEQ;
		else if ((m = word_at(p, e, df_rand)))
			pat = pat && pat != IODB_PATTERN_RAND
				  ? -1
				  : IODB_PATTERN_RAND;
		else
			break;
		p += m;
	}
	/* a best case, a bound, an estimate up to there ("un massimo di
	 * soli 87 MB/s"; "... ovvero quasi ottanta volte più veloce" after
	 * it says so of another figure) */
	if (pat < 0 || holds_word(s, p, ff_qualifier))
		return 0;
	if (!ff_drive(s, e, fs, name, nn))
		return 0;
	bs = ff_block_size(s, e);
	if (!bs)
		bs = ff_test_size(s, e, op, pat);
	if (!bs && pat == IODB_PATTERN_RAND && prev < s)
		bs = ff_test_size(prev, s, op, pat);
	/* CrystalDiskMark runs random tests of two sizes: one the prose
	 * does not tell is none to read */
	if (!bs && pat == IODB_PATTERN_RAND && cdm)
		return 0;
	ff_test_name(test, tn, bs, pat, op);
	return 1;
}

/*
 * Where a sentence s..e of two figures, each its direction after it,
 * joined by "and" ("nous avons obtenu 1065 Mo/s en lecture et 1059 Mo/s
 * en écriture", "erreicht 410 MB/s beim Lesen und 380 MB/s beim
 * Schreiben"), or by a slash between blanks ("624 Mo/s en écriture / 666
 * Mo/s en lecture") is cut: the conjunction's start into *cut, the second
 * figure's into the return; NULL when the sentence has no "and" right
 * before a figure after a word.  Each side must then read on its own
 * (ff_sentence()), the two of other directions.
 */
static const char *ff_pair_cut(const char *s, const char *e, const char **cut)
{
	/* "7 Go/s en lecture contre 5,2 Go/s en écriture": two figures
	 * set against each other, each with its direction */
	static const char *const versus[] = {"contre ", "versus ", "vs. ",
					     "vs ",	"gegen ",  "contro ",
					     "contra ", "против ", NULL};
	/* "624 Mo/s en écriture / 666 Mo/s en lecture": a slash between
	 * blanks joining the two as "and" would (a unit's slash, "Mo/s",
	 * has no blank round it) */
	static const char *const slash[] = {"/ ", NULL};
	const char *q;

	if (holds_word(s, e, df_reject) || names_claim(s, (size_t)(e - s)) ||
	    holds_word(s, e, ff_qualifier) || holds_word(s, e, ff_claim))
		return NULL;
	for (q = s + 1; q < e; q++) {
		size_t m;

		if (q[-1] != ' ' || q - 1 == s ||
		    !(isalpha((unsigned char)q[-2]) ||
		      (unsigned char)q[-2] >= 0x80) ||
		    !((m = word_of(q, e, ff_and)) ||
		      (m = word_of(q, e, versus)) ||
		      (m = word_of(q, e, slash))) ||
		    q + m >= e || !isdigit((unsigned char)q[m]))
			continue;
		*cut = q - 1;
		return q + m;
	}
	return NULL;
}

/* Words of a measurement in European prose ("wurden ... gemessen",
 * "on a mesuré", "fue medido", "misurato", "gemeten", "измерено"): the
 * figures were read off a run, not promised. */
static const char *const ff_measured[] = {
    "gemessen",
    "mesur\xc3\xa9",
    "medid",
    "misurat",
    "gemeten",
    "zmierzon",
    "\xd0\xb8\xd0\xb7\xd0\xbc\xd0\xb5\xd1\x80\xd0\xb5\xd0\xbd" /* измерен */,
    NULL};

/*
 * Where a sentence s..e of two figures joined by "and" is cut when only
 * the second is marked approximate, right after the conjunction: "wurden
 * 355 MB/s Schreiben und etwa 375 MB/s Lesen gemessen" is cut before "und"
 * (into *cut): the first side reads alone (ff_sentence()), the second
 * is not read.  NULL when the sentence is no such pair, or holds a word
 * of a bound or an estimate anywhere else (it may say so of both).
 */
static const char *ff_approx_pair(const char *s, const char *e,
				  const char **cut)
{

	if (holds_word(s, e, df_reject) || names_claim(s, (size_t)(e - s)))
		return NULL;
	for (const char *q = s + 1; q < e; q++) {
		const char *a;
		size_t m, w;

		if (q[-1] != ' ' || q - 1 == s ||
		    !(isalpha((unsigned char)q[-2]) ||
		      (unsigned char)q[-2] >= 0x80) ||
		    !(m = word_of(q, e, ff_and)))
			continue;
		a = q + m;
		if (*a == '~')
			w = 1;
		else if (!(w = word_at(a, e, ff_qualifier)))
			continue;
		for (a += w; a < e && *a == ' '; a++)
			;
		if (a == e || !isdigit((unsigned char)*a) ||
		    holds_word(s, q, ff_qualifier) ||
		    holds_word(a, e, ff_qualifier))
			return NULL;
		*cut = q - 1;
		return a;
	}
	return NULL;
}

/* Words before two figures making them a range's ends: "entre 400 et 600
 * Mo/s", "zwischen 400 und 600 MB/s", "tra 400 e 600 MB/s". */
static const char *const ff_between[] = {"entre",    "zwischen", "tra",
					 "fra",	     "между",	 "między",
					 "pomiędzy", "between",	 NULL};
/* Words pairing figures with the directions named before them, in order:
 * "respectivement", "respectives", "rispettivamente", "respektive",
 * "соответственно", "odpowiednio" (at a word's start). */
static const char *const ff_resp[] = {"respectiv",   "respektiv",
				      "rispettiv",   "соответственно",
				      "odpowiednio", NULL};

/* How many direction words (df_read, df_write, ff_read, ff_write) s..e
 * holds, each at a word's start. */
static int ff_dirs(const char *s, const char *e)
{
	int n = 0;

	for (const char *p = s; p < e; p++) {
		size_t m;

		if (p > s &&
		    (isalpha((unsigned char)p[-1]) ||
		     ((unsigned char)p[-1] >= 0x80 &&
		      !(p - s >= 3 && !memcmp(p - 3, "\xe2\x80\x99", 3)))))
			continue;
		if (dir_word_at(p, e, &m)) {
			n++;
			p += m - 1;
		}
	}
	return n;
}

/* How many words of ff_and ("et", "und", "и") s..e holds. */
static int ff_ands(const char *s, const char *e)
{
	int n = 0;

	for (const char *p = s; p < e; p++)
		if ((p == s || p[-1] == ' ') && word_of(p, e, ff_and))
			n++;
	return n;
}

/*
 * One sentence s..e telling two figures whose directions it names
 * together, in the figures' order: "la clé offre 1016 et 960 Mo/s en
 * lecture et écriture", "bietet 1016 und 960 MB/s beim Lesen und
 * Schreiben" (the first figure takes the second's unit), "78,1 Mo/s et
 * 219,1 Mo/s en lecture et écriture", "1016 e 960 MB/s rispettivamente in
 * lettura e scrittura"; the directions before the figures only with a
 * word pairing them in order (ff_resp: "les débits en lecture et écriture
 * séquentielles sont respectivement de 1746 et 1799 Mo/s").  Or one
 * figure it says holds for both directions ("210 Mo/s en lecture comme
 * en écriture", "sowohl beim Lesen als auch beim Schreiben":
 * ff_two_dirs()'s same): two results of one figure; "plafonne à 440 Mo/s
 * en lecture et écriture" says not whether the write is 440 too, nothing.
 * The two figures joined by a word of ff_and alone, no other figure in
 * the sentence, no other direction in it up to the clause after the
 * pair, no other "and" before the figures (two drives, "respectively",
 * would pair with them), no range ("entre 400 et 600"), estimate, bound
 * or claim (ff_qualifier, ff_claim, df_reject, names_claim()).
 * Conditions only from the sentence: the pattern words among the
 * directions (ff_two_dirs()), a block size (ff_block_size(),
 * ff_test_size()); cdm: a random figure with no size is none.  The
 * tests into test[0..1], the figures into v[0..1], the drive (ff_drive())
 * into name (nn bytes); 2 when taken, 0 when not.
 */
static int ff_pair_sentence(const char *s, const char *e, int cdm,
			    char (*test)[48], char (*v)[48], char *name,
			    size_t nn)
{
	struct {
		const char *s, *e;
		int bare;
	} f[2];
	const char *p, *q, *w, *d, *de, *u;
	int n = 0, op, pat, same;
	long bs;
	size_t m;

	if (e - s > 400 || holds_word(s, e, df_reject) ||
	    holds_word(s, e, ff_claim) || holds_word(s, e, ff_qualifier) ||
	    names_claim(s, (size_t)(e - s)))
		return 0;
	for (p = s; p < e; p++) {
		const char *x, *r;
		char fv[48];

		if (!isdigit((unsigned char)*p) ||
		    (p > s && (isalnum((unsigned char)p[-1]) || p[-1] == '.' ||
			       p[-1] == ',')))
			continue;
		if (group_tail(s, p, e))
			return 0; /* "4 128 MB/s": one figure or two */
		if ((x = df_figure(p, e, fv, sizeof(fv)))) {
			if (n == 2)
				return 0;
			f[n].s = p;
			f[n].e = x;
			f[n++].bare = 0;
			p = x - 1;
			continue;
		}
		if (!(x = prose_figure(p, e)))
			continue;
		/* "1016 et 960 Mo/s": a number sharing the rate after it */
		for (r = x; r < e && *r == ' '; r++)
			;
		if (!n && r > x && (m = word_of(r, e, ff_and)) && r + m < e &&
		    isdigit((unsigned char)r[m]) &&
		    df_figure(r + m, e, fv, sizeof(fv))) {
			f[0].s = p;
			f[0].e = x;
			f[n++].bare = 1;
		}
		p = x - 1;
	}
	if (!n || (n == 1 && f[0].bare))
		return 0;
	/* a range's ends ("31-56", "entre 400 et 600", "de 3 à 5"), an
	 * estimate ("~"), a bound after them ("o più") */
	for (q = f[0].s; q > s && q[-1] == ' '; q--)
		;
	if (q > s && strchr("-~+", q[-1]))
		return 0;
	if (q - s >= 3 && (!memcmp(q - 3, "–", 3) || !memcmp(q - 3, "—", 3)))
		return 0;
	/* "902, 899 et 874 Mo/s": a list of more figures */
	if (q > s && strchr(",;", q[-1])) {
		for (w = q - 1; w > s && w[-1] == ' '; w--)
			;
		if (w > s && isdigit((unsigned char)w[-1]))
			return 0;
	}
	for (w = q; w > s && (isalpha((unsigned char)w[-1]) ||
			      (unsigned char)w[-1] >= 0x80);
	     w--)
		;
	if (w < q && word_at(w, q, ff_between))
		return 0;
	if (w < q && q - w <= 4) {
		while (w > s && w[-1] == ' ')
			w--;
		if (w > s && isdigit((unsigned char)w[-1]))
			return 0;
	}
	for (q = f[n - 1].e; q < e && *q == ' '; q++)
		;
	if (starts_one_of(q, e, df_after))
		return 0;
	if (n == 2) {
		char v0[48], v1[48];

		/* joined by "and" alone, of one kind (rates, or IOPS) */
		for (q = f[0].e; q < f[1].s && *q == ' '; q++)
			;
		if (!(m = word_of(q, f[1].s + 1, ff_and)))
			return 0;
		for (q += m; q < f[1].s && *q == ' '; q++)
			;
		if (q != f[1].s)
			return 0;
		if (!f[0].bare && df_figure(f[0].s, e, v0, sizeof(v0)) &&
		    df_figure(f[1].s, e, v1, sizeof(v1)) &&
		    !strstr(v0, "IOPS") != !strstr(v1, "IOPS"))
			return 0;
	}
	/* the directions right after the figures ... */
	for (q = f[n - 1].e; q < e && *q == ' '; q++)
		;
	if (n == 2 && starts_one_of(q, e, ff_resp))
		while (q < e && *q != ' ')
			q++;
	d = f[0].s;
	if ((de = ff_two_dirs(q, e, &op, &pat, &same))) {
		if (ff_dirs(s, f[0].s) || ff_ands(s, f[0].s))
			return 0;
	} else if (n == 2 && holds_word(s, e, ff_resp)) {
		/* ... or before them, paired by "respectively" */
		for (p = s; p < f[0].s && !de; p++)
			if ((p == s || p[-1] == ' ') &&
			    (de = ff_two_dirs(p, f[0].s, &op, &pat, &same)))
				d = p;
		if (!de || ff_dirs(s, d) || ff_dirs(de, f[0].s) ||
		    ff_ands(s, d) || ff_ands(de, f[0].s))
			return 0;
		de = f[1].e;
	} else {
		return 0;
	}
	/* one figure both directions have, or two, one each */
	if (same != (n == 1))
		return 0;
	/* the rest of the clause names no direction of its own */
	for (q = de; q < e && !strchr(",;:(", *q); q++)
		;
	if (ff_dirs(de, q))
		return 0;
	if (!ff_drive(s, e, f[0].s, name, nn))
		return 0;
	bs = ff_block_size(s, e);
	if (!bs) {
		long b1 = ff_test_size(s, e, 1, pat),
		     b2 = ff_test_size(s, e, 2, pat);

		if (b1 && b2 && b1 != b2)
			return 0;
		bs = b1 ? b1 : b2;
	}
	/* CrystalDiskMark runs random tests of two sizes */
	if (!bs && pat == IODB_PATTERN_RAND && cdm)
		return 0;
	for (int k = 0; k < 2; k++) {
		const char *fs = f[n == 2 ? k : 0].s, *fe = f[n == 2 ? k : 0].e;

		ff_test_name(test[k], sizeof(test[0]), bs, pat,
			     k ? 3 - op : op);
		if (n == 2 && f[k].bare) {
			/* the second figure's unit */
			for (u = prose_figure(f[1].s, e); u && *u == ' '; u++)
				;
			if (!u || (size_t)(fe - fs) + (size_t)(f[1].e - u) + 2 >
				      sizeof(v[0]))
				return 0;
			snprintf(v[k], sizeof(v[0]), "%.*s %.*s",
				 (int)(fe - fs), fs, (int)(f[1].e - u), u);
		} else if ((size_t)(fe - fs) >= sizeof(v[0])) {
			return 0;
		} else {
			snprintf(v[k], sizeof(v[0]), "%.*s", (int)(fe - fs),
				 fs);
		}
	}
	return 2;
}

/*
 * A line whose sentences each tell one figure, its direction after it
 * (ff_sentence()), in European review prose: "Il Samsung SSD 840 EVO
 * raggiunge 39,5 MB/s in lettura casuale."  Read only when the sentence
 * or the section so far names a benchmark tool (ff_names_tool(),
 * section_names_bench()): a figure beside no tool may be a maker's.  The
 * line is kept as prose, then each figure reads as the one-row table "|
 * system | TEST |", the drive its system.  Returns 1 when taken, 0 when
 * not, -ENOMEM.
 */
static int fig_dir_sentence(struct doc *d, struct text_line l)
{
	enum { MAX = 12 };
	struct text_line t = line_trim(l);
	const char *s = t.s, *e = t.s + t.len, *p, *prev;
	char test[MAX][48], v[MAX][48], name[MAX][64];
	int n = 0, in_section = -1, cdm = -1, ret, meas;
	const char *two, *cut;

	/* cheap test first: a rate's "/s" or IOPS ("41200 et 39800 IOPS
	 * en lecture et écriture aléatoires") */
	if (t.len > 2000 ||
	    (!memmem(s, t.len, "/s", 2) && !memmem(s, t.len, "/S", 2) &&
	     !memmem(s, t.len, "IOPS", 4)))
		return 0;
	if (memchr(s, '\t', t.len) || memmem(s, t.len, "   ", 3) ||
	    memchr(s, '|', t.len))
		return 0;
	/* a sentence wrapped over lines (mail, a README) is none: the
	 * first one here when the line above goes on into it, the last
	 * when no mark ends it */
	if (d->n && d->items[d->n - 1].kind == DOC_LINE &&
	    !d->items[d->n - 1].blank && !d->items[d->n - 1].heading &&
	    d->items[d->n - 1].len &&
	    !strchr(".!?:", d->items[d->n - 1].s[d->items[d->n - 1].len - 1]))
		p = sentence_end(s, e);
	else
		p = s;
	if (p > s && p < e)
		p += (unsigned char)*p < 0x80 ? 1 : 3;
	while (p < e && *p == ' ')
		p++;
	for (prev = p; p < e && n < MAX;) {
		const char *end = sentence_end(p, e);

		if (end == e)
			break;

		if (!ff_names_tool(p, end) && in_section < 0)
			in_section = ff_names_tool(s, e) || ff_section_tool(d);
		if ((in_section > 0 || ff_names_tool(p, end)) && cdm < 0) {
			cdm = cdm_mode(s, t.len);
			for (size_t i = d->n; !cdm && i-- > 0;) {
				cdm = cdm_mode(d->items[i].s, d->items[i].len);
				if (d->items[i].heading)
					break;
			}
		}
		/* no tool named: a sentence saying its figures were measured
		 * ("wurden ... gemessen") on the drive it names */
		meas = in_section <= 0 && !ff_names_tool(p, end) &&
		       holds_word(p, end, ff_measured);
		if ((in_section > 0 || ff_names_tool(p, end) || meas) &&
		    n + 2 <= MAX && (two = ff_pair_cut(p, end, &cut)) &&
		    ff_sentence(p, cut, prev, cdm, test[n], sizeof(test[0]),
				v[n], sizeof(v[0]), name[n], sizeof(name[0])) &&
		    ff_sentence(two, end, prev, cdm, test[n + 1],
				sizeof(test[0]), v[n + 1], sizeof(v[0]),
				name[n + 1], sizeof(name[0])) &&
		    strcmp(strrchr(test[n], ' ') ? strrchr(test[n], ' ')
						 : test[n],
			   strrchr(test[n + 1], ' ') ? strrchr(test[n + 1], ' ')
						     : test[n + 1]) &&
		    !name[n + 1][0] && (!meas || name[n][0])) {
			/* the drive the first side names is the second's */
			memcpy(name[n + 1], name[n], sizeof(name[0]));
			n += 2;
		} else if ((in_section > 0 || ff_names_tool(p, end)) &&
			   n + 2 <= MAX &&
			   ff_pair_sentence(p, end, cdm, test + n, v + n,
					    name[n], sizeof(name[0]))) {
			/* "1016 et 960 Mo/s en lecture et écriture": one
			 * drive */
			memcpy(name[n + 1], name[n], sizeof(name[0]));
			n += 2;
		} else if ((in_section > 0 || ff_names_tool(p, end)) &&
			   ff_sentence(p, end, prev, cdm, test[n],
				       sizeof(test[0]), v[n], sizeof(v[0]),
				       name[n], sizeof(name[0]))) {
			n++;
		} else if ((in_section > 0 || ff_names_tool(p, end) || meas) &&
			   ff_approx_pair(p, end, &cut) &&
			   ff_sentence(p, cut, prev, cdm, test[n],
				       sizeof(test[0]), v[n], sizeof(v[0]),
				       name[n], sizeof(name[0])) &&
			   (!meas || name[n][0])) {
			n++;
		} else if (meas && !ff_approx_pair(p, end, &cut) &&
			   ff_sentence(p, end, prev, 0, test[n],
				       sizeof(test[0]), v[n], sizeof(v[0]),
				       name[n], sizeof(name[0])) &&
			   name[n][0]) {
			n++;
		}
		prev = p;
		p = end < e ? end + ((unsigned char)*end < 0x80 ? 1 : 3) : e;
		while (p < e && *p == ' ')
			p++;
	}
	if (!n)
		return 0;
	/* no caption of its tables: the line's other sentences would give
	 * them their conditions ("Con blocchi da 4 KB ...") */
	ret = 1;
	for (int k = 0; k < n && ret >= 0; k++) {
		const char *hp[1] = {test[k]}, *vp[1] = {v[k]};
		size_t at = d->n;

		ret = row_table(d, l.no, "system", hp, name[k], vp, 1);
		/* nor the prose above: its sentence told all its test says
		 * ("Avec 5,1 Go/s en lecture" under a paragraph on "fichiers
		 * 4K ... aléatoires" is no 4K random read) */
		if (ret > 0)
			d->items[at].own_test = 3;
	}
	return ret < 0 ? ret : 1;
}

/* Whether p (e its end) starts with one of words (each ending in a
 * blank): its length with the blank, 0 when none. */
static size_t word_of(const char *p, const char *e, const char *const *words)
{
	for (size_t k = 0; words[k]; k++) {
		size_t m = strlen(words[k]);

		if ((size_t)(e - p) >= m && !strncasecmp(p, words[k], m))
			return m;
	}
	return 0;
}

/*
 * One side of a change "172,13MB/s di BOT" at p: a figure (a decimal
 * comma before one or two digits read as a point; before three, a
 * thousands' or a decimal one, it is none) glued to its rate unit or a
 * blank apart, a word saying what it was with ("di", "with", "on",
 * "mit", "avec", "con", ...), then a name of one to three words, no
 * figure, ending before stop (a word of words) or at the sentence's end
 * e.  Its end, NULL when none; the figure with its unit into v, the name
 * into name (each n bytes).
 */
static const char *change_side(const char *p, const char *e,
			       const char *const *stop, char *v, char *name,
			       size_t n)
{
	static const char *const with[] = {"with ", "on ",   "using ", "under ",
					   "via ",  "di ",   "del ",   "della ",
					   "con ",  "mit ",  "bei ",   "avec ",
					   "en ",   "sous ", "in ",    NULL};
	const char *f = prose_figure(p, e), *q, *c, *a;
	size_t u, m, at = 0;
	int w = 0;

	if (!f || *p == '~')
		return NULL;
	c = memchr(p, ',', (size_t)(f - p));
	if (c && (memchr(c + 1, ',', (size_t)(f - c - 1)) ||
		  memchr(p, '.', (size_t)(f - p)) || f - c - 1 > 2))
		return NULL;
	for (q = f; q < e && *q == ' '; q++)
		;
	if (!(u = prose_rate_unit(q, e)) || (size_t)(q + u - p) >= n)
		return NULL;
	for (const char *x = p; x < q + u; x++)
		if (*x != ' ' || x >= f)
			v[at++] = *x == ',' ? '.' : *x;
	v[at] = '\0';
	for (q += u; q < e && *q == ' '; q++)
		;
	if (!(m = word_of(q, e, with)))
		return NULL;
	for (a = q += m; q < e && !strchr(",;:()", *q); q++) {
		if (isdigit((unsigned char)*q))
			return NULL;
		if (*q == ' ' && q[-1] != ' ' && word_of(q + 1, e, stop))
			break;
		w += *q != ' ' && (q == a || q[-1] == ' ');
	}
	while (q > a && q[-1] == ' ')
		q--;
	if (!w || w > 3 || (size_t)(q - a) >= n)
		return NULL;
	/* "with the old firmware": the system is "old firmware" */
	if (w > 1 && !strncasecmp(a, "the ", 4))
		a += 4;
	snprintf(name, n, "%.*s", (int)(q - a), a);
	return q;
}

/*
 * The line l kept as prose, then the table "| system | Sequential Read
 * (hdparm -t) |" of two rows, name[k] and its rate v[k]: what hdparm's
 * timed disk reads gave on each of two systems a sentence names (its MB a
 * MiB).  Returns 1, or -ENOMEM.
 */
static int hdparm_rows(struct doc *d, struct text_line l, char name[][48],
		       char v[][48])
{
	char row[160];
	int ret;

	ret = add_line(d, l.s, l.len, l.no, 0, 0);
	if (!ret)
		ret = add_line(d, "", 0, l.no, 0, 0);
	snprintf(row, sizeof(row), "| system | Sequential Read (hdparm -t) |");
	if (!ret)
		ret = add_line(d, row, strlen(row), l.no, 0, 0);
	if (!ret)
		ret = add_line(d, "|---|---|", 9, l.no, 0, 0);
	for (int k = 0; k < 2 && !ret; k++) {
		snprintf(row, sizeof(row), "| %s | %s |", name[k], v[k]);
		ret = add_line(d, row, strlen(row), l.no, 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, l.no, 0, 0);
	return ret ? ret : 1;
}

/*
 * A change hdparm measured, stated as a sentence: "... tramite il
 * software hdparm, che ha registrato un incremento ... passando dai
 * 172,13MB/s di BOT ai 296,71MB/s di UASP.", "hdparm went from 172 MB/s
 * with BOT to 296 MB/s with UASP.": a sentence naming hdparm (no -T: the
 * cache's timing), then "from" (da, dai, dal, von, de, desde) a rate "with"
 * a name, "to" (a, ai, al, auf, à, hasta) a rate "with" a name, and the
 * sentence's end or a ','.  hdparm's rate is its timed disk read (-t,
 * its MB a MiB): read as the table "| system | Sequential Read (hdparm
 * -t) |", a row each name.  Returns 1 when taken, 0 when not, -ENOMEM.
 */
static int hdparm_change_sentence(struct doc *d, struct text_line l)
{
	static const char *const from[] = {"from ", "dai ",   "dal ", "dalle ",
					   "da ",   "von ",   "des ", "de ",
					   "du ",   "desde ", NULL};
	static const char *const to[] = {"to ",	      "ai ",	"al ", "alle ",
					 "a ",	      "auf ",	"zu ", "aux ",
					 "\xc3\xa0 ", "hasta ", NULL};
	struct text_line t = line_trim(l);
	const char *s = t.s, *e = t.s + t.len, *end;
	char v[2][48], name[2][48];

	if (t.len > 1200 || !memmem(s, t.len, "hdparm", 6) ||
	    !memmem(s, t.len, "/s", 2))
		return 0;
	for (; s < e; s = end + 1) {
		const char *h, *p, *q;

		end = sentence_end(s, e);
		h = memmem(s, (size_t)(end - s), "hdparm", 6);
		if (!h || (h > s && isalnum((unsigned char)h[-1])) ||
		    isalnum((unsigned char)h[6]) ||
		    memmem(s, (size_t)(end - s), "-T", 2) ||
		    memmem(s, (size_t)(end - s), "Tt", 2) ||
		    names_claim(s, (size_t)(end - s)))
			continue;
		for (p = h + 6; p < end; p++) {
			size_t m;

			if (p[-1] != ' ' || !(m = word_of(p, end, from)))
				continue;
			q = change_side(p + m, end, to, v[0], name[0], 48);
			if (!q || *q != ' ' || !(m = word_of(q + 1, end, to)))
				continue;
			q = change_side(q + 1 + m, end, from, v[1], name[1],
					48);
			if (q && (q == end || *q == ',') &&
			    strcasecmp(name[0], name[1]))
				goto found;
		}
		if (end == e)
			break;
	}
	return 0;
found:
	return hdparm_rows(d, l, name, v);
}

/* A test named after "for" in a tool's sentence (tool_reports_tests()):
 * words of a test alone - a block size ("512B", "4k", "16KB", "1MiB"), a
 * pattern ("random", "rand", "sequential", "seq"), one direction ("read",
 * "reads", "write", "writes"), "the" first - from p to a ',', ';', '.',
 * " and " or e.  Its end, NULL when it is none.  When open, the test may
 * also end before any other word ("reads with dd", "write iops at 4K":
 * person_result_sentence()), not before a mark ("read-heavy"). */
static const char *reports_test(const char *p, const char *e, int open)
{
	static const char *const pat[] = {"random", "rand", "sequential", "seq",
					  NULL};
	int dirs = 0, sizes = 0, pats = 0, words = 0;
	const char *q, *last = p;

	if (e - p > 4 && !strncasecmp(p, "the ", 4))
		p += 4;
	while (p < e && !strchr(",;.", *p) && strncmp(p, " and ", 5)) {
		const char *w = p;
		size_t m;

		for (q = p; q < e && isalnum((unsigned char)*q); q++)
			;
		if (q == p) /* "read-heavy", "reads/writes": no test alone */
			return NULL;
		if (isdigit((unsigned char)*w)) {
			while (w < q && isdigit((unsigned char)*w))
				w++;
			/* 512B, 4k, 16KB, 1MiB: no other letters */
			if (w < q && strchr("kKmM", *w))
				w++;
			if (w < q && *w == 'i')
				w++;
			if (w < q && (*w == 'B' || *w == 'b'))
				w++;
			if (w != q || sizes++)
				return NULL;
		} else if (prose_dir(p, q, &w) && w == q) {
			if (dirs++)
				return NULL;
		} else if ((m = word_of(p, q, pat)) && p + m == q) {
			if (pats++)
				return NULL;
		} else if (open && words) {
			p = last;
			break;
		} else {
			return NULL;
		}
		words++;
		p = last = q;
		if (p < e && *p == ' ' && p + 1 < e && p[1] != ' ' &&
		    strncmp(p, " and ", 5))
			p++;
	}
	return dirs == 1 && words <= 3 ? p : NULL;
}

/* Past the joint after a figure's test at q (a ',', blanks, "and "):
 * where the next figure would start into *p.  Returns 1 when "and" joins
 * them. */
static int list_joint(const char *q, const char *end, const char **p)
{
	if (*q == ',')
		q++;
	while (q < end && *q == ' ')
		q++;
	*p = q;
	if (strncmp(q, "and ", 4))
		return 0;
	*p = q + 4;
	return 1;
}

/*
 * Line l kept as prose, then its figures v (n <= 4) as the one-row table
 * "| | TEST... |" / "| name | v... |" whose every column names its own
 * test (own_test 2: neither the section's prose nor the commands the text
 * shows give them conditions).  Returns 1, or -ENOMEM.
 */
static int tests_row_table(struct doc *d, struct text_line l, const char *name,
			   char (*test)[64], char (*v)[48], int n)
{
	const char *hp[4], *vp[4];
	size_t at;
	int ret;

	for (int k = 0; k < n; k++) {
		hp[k] = test[k];
		vp[k] = v[k];
	}
	/* the line is kept as prose; its table's first line, at, names
	 * each figure's own test */
	ret = add_line(d, l.s, l.len, l.no, 0, 0);
	if (!ret)
		ret = add_line(d, "", 0, l.no, 0, 0);
	at = d->n;
	if (!ret)
		ret = row_table(d, l.no, name[0] ? "system" : "", hp, name, vp,
				n);
	if (ret > 0)
		d->items[at].own_test = 2;
	return ret;
}

/*
 * A sentence giving what a benchmark tool measured for each test:
 * "While fio reports 300K IOPS for 512B reads and 119K IOPS for 16KB
 * reads, iotune ...", "fio showed 1.9 GB/s for sequential reads.": the
 * tool (bench_word()) first in the sentence, or after one word of a
 * contrast or a sequel ("While", "But", "So", ...; "If", "should" and the
 * like make it no measurement), a verb of a result right after it
 * ("reports", "showed", "gave", "got", "measured"), then one to four
 * figures, each an IOPS count ("300K IOPS") or a rate with its unit,
 * "for" and the test's words alone (reports_test(): a direction each),
 * joined by ',' or "and"; the sentence's end, a '.' or a ',' and another
 * clause after them.  A figure marked approximate ("about 119K IOPS",
 * "~80 MB/s") is left out, the others read; any other word before a
 * figure ("over", "nearly", "up to") or a word of a claim in the sentence
 * leaves it alone.  IOPS under dd or hdparm (they print a rate alone) is
 * none.  The line is kept, then its figures read as the table "| test |
 * TOOL |", a row a figure, each naming its own test.  Returns 1 when
 * taken, 0 when not, -ENOMEM.
 */
static int tool_reports_tests(struct doc *d, struct text_line l)
{
	static const char *const lead[] = {
	    "while ", "whereas ",  "but ",    "and ",  "so ",
	    "now ",   "although ", "though ", "here ", "then ",
	    "still ", "yet ",	   NULL};
	static const char *const verbs[] = {
	    "reports ", "reported ", "shows ", "showed ",   "gives ",
	    "gave ",	"gets ",     "got ",   "measures ", "measured ",
	    "returns ", "returned ", NULL};
	struct text_line t = line_trim(l);
	const char *s = t.s, *e = t.s + t.len, *end;
	char test[4][64], v[4][48];
	int n = 0;

	if (t.len < 20 || t.len > 1200 || !memmem(s, t.len, " for ", 5))
		return 0;
	for (; s < e; s = end + ((unsigned char)*end < 0x80 ? 1 : 3)) {
		const char *p = s, *h, *q;
		size_t m, k;
		char tool[16];

		end = sentence_end(s, e);
		while (p < end && *p == ' ')
			p++;
		if ((k = word_of(p, end, lead)))
			p += k;
		if (!(h = bench_word(p, (size_t)(end - p), &m)) || h != p ||
		    m >= sizeof(tool) || names_claim(s, (size_t)(end - s)))
			goto next;
		snprintf(tool, sizeof(tool), "%.*s", (int)m, h);
		p += m;
		if (*p != ' ' || !(k = word_of(p + 1, end, verbs)))
			goto next;
		for (p += 1 + k; n < 4;) {
			int iops = 0, approx;
			const char *f;

			approx = table_approx_prefix(p) > 0 || *p == '~';
			f = p + table_approx_prefix(p);
			if (!(q = figure_unit(f + (*f == '~'), end, &iops, v[n],
					      sizeof(v[n]))) ||
			    (iops && (!strcasecmp(tool, "dd") ||
				      !strcasecmp(tool, "hdparm"))) ||
			    strncmp(q, " for ", 5))
				break;
			f = q + 5;
			if (!(q = reports_test(f, end, 0)))
				break;
			if (!approx)
				snprintf(test[n++], sizeof(test[0]), "%.*s",
					 (int)(q - f), f);
			if (list_joint(q, end, &p))
				continue;
			if (q[0] == ',' &&
			    (isdigit((unsigned char)*p) || *p == '~' ||
			     table_approx_prefix(p)))
				continue;
			if (n && (p == end || q[0] == ','))
				goto found;
			break;
		}
		n = 0;
	next:
		if (end == e)
			break;
	}
	return 0;
found:
	return tests_row_table(d, l, "", test, v, n);
}

/* ---- a change or one result told in a sentence naming its tool -------- */

/* Whether sentence s..e says a plan or a wish, not a measurement
 * ("should", "would", "expect", "if", "hope", "target", "estimated"),
 * marks a figure approximate anywhere ("~", "≈") or names a claim. */
static int tool_sentence_unsure(const char *s, const char *e)
{
	static const char *const w[] = {
	    "expect", "should ", "would ",  "could ",	 "might ", "if ",
	    "hope",   "target",	 "estimat", "theoretic", NULL};

	return starts_word(s, (size_t)(e - s), w) ||
	       memchr(s, '~', (size_t)(e - s)) ||
	       memmem(s, (size_t)(e - s), "\xe2\x89\x88", 3) ||
	       names_claim(s, (size_t)(e - s));
}

/* Whether the words right before figure f (s the sentence's start) mark
 * it approximate or a bound: "about 900 MB/s", "over 2 GB/s", "up to",
 * "more than", "at least"; "Over five runs the fio job ..." is none. */
static int tool_figure_unsure(const char *s, const char *f)
{
	static const char *const w[] = {
	    "about ",  "around ",    "approx. ",   "approximately ", "roughly ",
	    "nearly ", "almost ",    "circa ",	   "ca. ",	     "up to ",
	    "over ",   "more than ", "less than ", "at least ",	     "at most ",
	    "under ",  NULL};

	for (size_t k = 0; w[k]; k++) {
		size_t m = strlen(w[k]);

		if ((size_t)(f - s) >= m && !strncasecmp(f - m, w[k], m) &&
		    ((size_t)(f - s) == m ||
		     !isalpha((unsigned char)f[-m - 1])))
			return 1;
	}
	return 0;
}

/* The end of a block size stated after IOPS at p ("at 4K block size",
 * "with 4k blocks", "at 4KiB block size"): the size into sz (n bytes);
 * NULL when none.  A size without a word of blocks ("at 4K") says
 * nothing of what it sizes. */
static const char *iops_block_size(const char *p, const char *e, char *sz,
				   size_t n)
{
	static const char *const pre[] = {" at ", " with ", " using ", NULL};
	static const char *const blk[] = {" block size", " blocksize",
					  " blocks", " block", NULL};
	const char *q, *w;
	size_t m;

	if (!(m = word_of(p, e, pre)))
		return NULL;
	for (q = w = p + m; q < e && isdigit((unsigned char)*q); q++)
		;
	if (q == w)
		return NULL;
	if (q < e && strchr("kKmM", *q))
		q++;
	if (q < e && *q == 'i')
		q++;
	if (q < e && *q == 'B')
		q++;
	if ((size_t)(q - w) >= n || (q < e && isalnum((unsigned char)*q)) ||
	    !(m = word_of(q, e, blk)) ||
	    (q + m < e && isalpha((unsigned char)q[m])))
		return NULL;
	snprintf(sz, n, "%.*s", (int)(q - w), w);
	return q + m;
}

/*
 * A sentence in which the writer states what they measured, the test
 * named after each figure: "With dd I get 624 MB/s for writes and 1.9
 * GB/s for reads.", "Tested again with fio and I see 412 MB/s on reads,
 * 377 MB/s on writes.", "I'm getting 205,000 sequential write iops at 4K
 * block size, and 199,000 random write iops at 4K block size.".  A
 * verb of the writer's own measurement ("I get", "I got", "I'm getting",
 * "I see", "we got", "we measured", ...; no other word between), then one
 * to four figures, each either a rate or IOPS with its unit, maybe "for",
 * "on", "in" or "of", and the test's words (reports_test(): one direction,
 * a pattern, a size, "the" first), or a plain figure, the test's words,
 * "IOPS" and maybe the block size (iops_block_size()); joined by ',' or
 * "and"; after them the sentence's end or words holding no figure ("with
 * dd on it").  The words before the verb naming one system
 * (doc_prose_system()) label the row; naming two, nothing is read.
 * Nothing is read from a sentence of a plan, a wish, a claim or a
 * question (tool_sentence_unsure(), '?'), with a figure marked
 * approximate or a bound (tool_figure_unsure()), two figures of one test,
 * or a figure the shapes above do not take; nor when neither the
 * sentence, its line nor its section names a benchmark tool, and IOPS
 * under dd or hdparm (they print a rate alone).  Read as
 * tool_reports_tests() reads: the table "| | TEST... |", a column a
 * figure.  Returns 1 when taken, 0 when not, -ENOMEM.
 */
static int person_result_sentence(struct doc *d, struct text_line l)
{
	static const char *const verbs[] = {"i get ",
					    "i got ",
					    "i'm getting ",
					    "i am getting ",
					    "i see ",
					    "i saw ",
					    "i'm seeing ",
					    "i am seeing ",
					    "i measured ",
					    "we get ",
					    "we got ",
					    "we're getting ",
					    "we are getting ",
					    "we see ",
					    "we saw ",
					    "we're seeing ",
					    "we are seeing ",
					    "we measured ",
					    NULL};
	static const char *const conn[] = {"for ", "on ", "in ", "of ", NULL};
	struct text_line t = line_trim(l);
	const char *s = t.s, *e = t.s + t.len, *end;
	char test[4][64], v[4][48], lab[64], tool[16] = "";
	const char *h, *vb = NULL;
	size_t m;
	int n = 0, any_iops = 0, sys;

	/* cheap test first: a rate's "/s" or IOPS in the line */
	if (!s || t.len < 16 || t.len > 1200 ||
	    !(memmem(s, t.len, "/s", 2) || memmem(s, t.len, "iops", 4) ||
	      memmem(s, t.len, "IOPS", 4)))
		return 0;
	for (; s < e; s = end + ((unsigned char)*end < 0x80 ? 1 : 3)) {
		const char *p = NULL, *q;
		size_t k;

		end = sentence_end(s, e);
		for (q = s; q < end && !p; q++)
			if ((q == s || !isalpha((unsigned char)q[-1])) &&
			    (k = word_of(q, end, verbs))) {
				vb = q;
				p = q + k;
			}
		if (!p || (end < e && *end == '?') ||
		    tool_sentence_unsure(s, end))
			goto next;
		for (n = 0, any_iops = 0; n < 4;) {
			const char *f = p, *te;
			int iops = 0;
			char sz[16] = "";

			if (!isdigit((unsigned char)*f) ||
			    tool_figure_unsure(s, f))
				goto next;
			if ((q = figure_unit(f, end, &iops, v[n],
					     sizeof(v[n])))) {
				if (*q == ' ')
					q++;
				q += word_of(q, end, conn);
				if (!(te = reports_test(q, end, 1)))
					goto next;
			} else {
				/* "205,000 sequential write iops at 4K" */
				if (!(q = prose_figure(f, end)) || *q != ' ' ||
				    (size_t)(q - f) + 6 > sizeof(v[n]))
					goto next;
				snprintf(v[n], sizeof(v[n]), "%.*s IOPS",
					 (int)(q - f), f);
				h = q + 1;
				if (!(te = reports_test(h, end, 1)) ||
				    strncasecmp(te, " iops", 5) ||
				    (te + 5 < end &&
				     isalpha((unsigned char)te[5])))
					goto next;
				iops = 1;
				q = h;
				h = te + 5;
				if ((p = iops_block_size(h, end, sz,
							 sizeof(sz))))
					h = p;
				snprintf(test[n], sizeof(test[n]), "%.*s%s%s",
					 (int)(te - q), q, sz[0] ? " " : "",
					 sz);
				te = h;
				q = NULL;
			}
			if (q)
				snprintf(test[n], sizeof(test[n]), "%.*s",
					 (int)(te - q), q);
			for (k = 0; k < (size_t)n; k++)
				if (!strcasecmp(test[k], test[n]))
					goto next;
			any_iops |= iops;
			n++;
			if (list_joint(te, end, &p))
				continue;
			if (te[0] == ',' && isdigit((unsigned char)*p))
				continue;
			break;
		}
		/* after the figures: words of the setting, no other figure */
		for (q = p; q < end; q++)
			if (isdigit((unsigned char)*q))
				goto next;
		if (n)
			goto found;
	next:
		n = 0;
		if (end == e)
			break;
	}
	return 0;
found:
	h = bench_word(s, (size_t)(end - s), &m);
	if (!h)
		h = bench_word(t.s, t.len, &m);
	if (h && m < sizeof(tool))
		snprintf(tool, sizeof(tool), "%.*s", (int)m, h);
	else if (!section_names_bench(d))
		return 0;
	if (any_iops &&
	    (!strcasecmp(tool, "dd") || !strcasecmp(tool, "hdparm")))
		return 0;
	/* the words before the verb: "On the Samsung 980 Pro I get ..." */
	sys = doc_prose_system(s, (size_t)(vb - s), lab, sizeof(lab));
	if (sys == 2)
		return 0;
	if (sys != 1)
		lab[0] = '\0';
	return tests_row_table(d, l, lab, test, v, n);
}

/*
 * The next figure with its unit (figure_unit(): a rate or IOPS) in s..e
 * at or after p whose digits start a word ("Win2012r2" holds none): its
 * start, its end into *fe, whether IOPS into *iops, its text into v (48
 * bytes); NULL when none.  A figure ending a range ("80-120 MB/s") into
 * *range.
 */
static const char *tool_sentence_figure(const char *s, const char *p,
					const char *e, const char **fe,
					int *iops, char *v, int *range)
{
	for (; p < e; p++) {
		const char *q;
		size_t k;

		if (!isdigit((unsigned char)*p) ||
		    (p > s && (isalnum((unsigned char)p[-1]) || p[-1] == '.' ||
			       p[-1] == ',')))
			continue;
		/* "2888MiB/s": a rate's unit glued to it, read first (as
		 * "363k IOPS" figure_unit() would take its 'M') */
		q = prose_figure(p, e);
		while (q < e && *q == ' ')
			q++;
		if ((k = prose_rate_unit(q, e)) && q + k - p < 48) {
			snprintf(v, 48, "%.*s", (int)(q + k - p), p);
			*iops = 0;
			q += k;
		} else {
			q = figure_unit(p, e, iops, v, 48);
		}
		if (q) {
			*fe = q;
			*range |= p > s + 1 && p[-1] == '-' &&
				  isdigit((unsigned char)p[-2]);
			return p;
		}
		while (p + 1 < e && (isdigit((unsigned char)p[1]) ||
				     p[1] == '.' || p[1] == ','))
			p++;
	}
	return NULL;
}

/* The arrow of a change at p ("->", "-->", "→", "=>", blanks around it,
 * or " to " after a pair begun with "from "): its end, NULL when none. */
static const char *tool_sentence_arrow(const char *p, const char *e, int from)
{
	static const char *const arrows[] = {"-->", "->", "\xe2\x86\x92", "=>",
					     NULL};
	size_t k;

	while (p < e && *p == ' ')
		p++;
	if (from && (size_t)(e - p) > 3 && !strncmp(p, "to ", 3))
		return p + 3;
	if (!(k = word_of(p, e, arrows)))
		return NULL;
	for (p += k; p < e && *p == ' ';)
		p++;
	return p;
}

/*
 * What sentence s..e of a text measured with a tool says: a change, a
 * before/after pair "2888MiB/s -> 3293MiB/s" (also "→", "=>", "from 88
 * MB/s to 112 MB/s"), its two figures the sentence's only rates or IOPS
 * (into v[0], v[1], their starts into at[]; returns 2); or one result of
 * the tool as the subject, "the fio command reported 1877 IOPS" ("the"
 * and "command", "run", "test", "job" or "benchmark" maybe between; a
 * verb of a result; the figure right after it; nothing after it but the
 * sentence's end or "and the <word> <figure>", another thing's figure,
 * not read; returns 1).  The tool as a word (bench_word(), its name into
 * tool, 16 bytes); IOPS under dd or hdparm (they print a rate alone) is
 * none; an approximate figure, a range, a bound (tool_figure_unsure()),
 * a plan or a claim (tool_sentence_unsure()) leaves the sentence alone.  The
 * metric into *iops. Returns 0 when it says neither.
 */
static int tool_sentence_says(const char *s, const char *e, char v[2][48],
			      const char **at, int *iops, char *tool)
{
	static const char *const nouns[] = {"command ", "run ",	      "test ",
					    "job ",	"benchmark ", NULL};
	static const char *const verbs[] = {
	    "reported ", "reports ", "showed ", "shows ",
	    "gave ",	 "gives ",   "got ",	"measured ",
	    "returned ", "returns ", NULL};
	const char *f[3], *fe[3], *h, *p;
	int kind[3], n = 0, range = 0, from;
	char x[48];
	size_t m, k;

	if (!(h = bench_word(s, (size_t)(e - s), &m)) || m >= 16 ||
	    tool_sentence_unsure(s, e))
		return 0;
	snprintf(tool, 16, "%.*s", (int)m, h);
	for (p = s;
	     n < 3 && (f[n] = tool_sentence_figure(s, p, e, &fe[n], &kind[n],
						   n < 2 ? v[n] : x, &range));)
		p = fe[n++];
	if (!n || n == 3 || range || tool_figure_unsure(s, f[0]) ||
	    (n == 2 && tool_figure_unsure(s, f[1])))
		return 0;
	if (kind[0] && (!strcasecmp(tool, "dd") || !strcasecmp(tool, "hdparm")))
		return 0;
	*iops = kind[0];
	at[0] = f[0];
	/* a pair: the two figures of one metric, an arrow between */
	from = f[0] - s >= 5 && !strncasecmp(f[0] - 5, "from ", 5);
	if (n == 2 && kind[0] == kind[1] &&
	    (p = tool_sentence_arrow(fe[0], e, from)) && p == f[1]) {
		at[1] = f[1];
		return 2;
	}
	/* one result, the tool its subject: "[the] fio [command] reported" */
	p = h + m;
	if (*p != ' ')
		return 0;
	p++;
	if ((k = word_of(p, e, nouns)))
		p += k;
	if (!(k = word_of(p, e, verbs)) || p + k != f[0])
		return 0;
	p = fe[0];
	if (n == 2) {
		/* "... and the preflight 1822 IOPS": another's figure */
		const char *w;

		if ((size_t)(e - p) < 10 || strncmp(p, " and the ", 9))
			return 0;
		for (w = p + 9; w < f[1] && isalpha((unsigned char)*w); w++)
			;
		if (w == p + 9 || w + 1 != f[1] || *w != ' ')
			return 0;
		return 1;
	}
	while (p < e && (*p == ' ' || *p == '.'))
		p++;
	return p == e;
}

/*
 * A sentence naming its tool that states a change or one result
 * (tool_sentence_says()), maybe wrapped over up to four lines of its
 * paragraph: "This improves sequential write performance using fio
 * (2888MiB/s ->" / "3293MiB/s)"; "Across three tests the fio command
 * reported 1877 IOPS and the preflight" / "1822 IOPS with the same block
 * and file size.".  Its direction and pattern are the words before the
 * figures (one direction, read or write, or none); with none the section
 * must hold a benchmark's command, which gives the conditions.  Read as
 * the table "| system | Sequential Write (fio) |", rows "before" and
 * "after" for a change, one unnamed row for a result, each at its
 * figure's line.  The sentence's first lines are kept as prose.  A
 * sentence begun on the line above (that line not ended by '.', '!', '?'
 * or ':') is not read from its middle.  Returns 1 when taken (the lines
 * consumed from *it), 0 when not, -ENOMEM.
 */
static int tool_sentence_table(struct doc *d, struct line_iter *it,
			       struct text_line first)
{
	enum { LINES = 5 };
	struct text_line ls[LINES], t = line_trim(first), nl;
	struct line_iter peek = *it, after[LINES];
	char buf[1400], v[2][48], tool[16], head[96], row[160];
	size_t off[LINES], len = 0;
	const char *s, *e, *end, *at[2] = {NULL, NULL};
	int n = 0, cnt, got = 0, iops = 0, ret, skip;
	struct testname tn;

	/* cheap: a tool's name in the line or a wrapped pair's arrow */
	if (t.len < 12 || t.len >= 400 || !names_bench(t.s, t.len))
		return 0;
	ls[0] = t;
	after[0] = *it;
	for (;;) {
		struct text_line u = ls[n];

		if ((size_t)snprintf(buf + len, sizeof(buf) - len, "%s%.*s",
				     n ? " " : "", (int)u.len,
				     u.s) >= sizeof(buf) - len)
			return 0;
		off[n] = len + (n != 0);
		len += u.len + (n != 0);
		n++;
		if (n == LINES || strchr(".!?:", u.s[u.len - 1]) ||
		    !lines_next(&peek, &nl))
			break;
		nl = line_trim(nl);
		if (!nl.len || nl.len >= 400 || strchr("#|`>*-+", nl.s[0]) ||
		    bench_tool_lead(nl.s, nl.len))
			break;
		ls[n] = nl;
		after[n] = peek;
	}
	cnt = n;
	s = buf;
	e = buf + len;
	/* a line above that goes on into this one, as a sentence's start
	 * in lowercase shows ("... we ran" / "fio and it reported"); a
	 * byline or a title above is no sentence ("bob · comment" / "This
	 * improves ...") */
	skip =
	    !isupper((unsigned char)t.s[0]) && d->n &&
	    d->items[d->n - 1].kind == DOC_LINE && !d->items[d->n - 1].blank &&
	    !d->items[d->n - 1].heading && d->items[d->n - 1].len &&
	    !strchr(".!?:", d->items[d->n - 1].s[d->items[d->n - 1].len - 1]);
	for (; s < e; s = end + 1) {
		end = sentence_end(s, e);
		while (s < end && *s == ' ')
			s++;
		if (!skip &&
		    (got = tool_sentence_says(s, end, v, at, &iops, tool)))
			break;
		skip = 0;
		if (end == e)
			return 0;
	}
	if (!got)
		return 0;
	testname_init(&tn);
	testname_parse(s, (size_t)(at[0] - s), 0, &tn);
	if (tn.n_ops > 1 ||
	    (tn.cond.op != IODB_OP_READ && tn.cond.op != IODB_OP_WRITE &&
	     (tn.n_ops || !section_has_command(d))) ||
	    (tn.metric != TESTNAME_NONE &&
	     tn.metric != (iops ? TESTNAME_IOPS : TESTNAME_BW)))
		return 0;
	snprintf(head, sizeof(head), "%s%s%s (%s)",
		 tn.cond.pattern == IODB_PATTERN_SEQ	? "Sequential "
		 : tn.cond.pattern == IODB_PATTERN_RAND ? "Random "
							: "",
		 tn.cond.op == IODB_OP_READ    ? "Read"
		 : tn.cond.op == IODB_OP_WRITE ? "Write"
					       : "",
		 iops ? (tn.cond.op != IODB_OP_UNKNOWN ? " IOPS" : "IOPS")
		 : tn.cond.op == IODB_OP_UNKNOWN ? "Bandwidth"
						 : "",
		 tool);
	/* the lines up to the one holding the sentence's end, kept */
	for (n = 1; n < cnt && off[n] < (size_t)(end - buf); n++)
		;
	for (int k = 0; k < n; k++)
		if (add_line(d, ls[k].s, ls[k].len, after[k].no, 0, 0))
			return -ENOMEM;
	ret = add_line(d, "", 0, first.no, 0, 0);
	snprintf(row, sizeof(row), "| system | %s |", head);
	if (!ret)
		ret = add_made_head(d, row, strlen(row), first.no);
	if (!ret)
		ret = add_line(d, "|---|---|", 9, first.no, 0, 0);
	for (int f = 0; f < got && !ret; f++) {
		long no = first.no;

		for (int k = 1; k < n; k++)
			if ((size_t)(at[got == 2 ? f : 0] - buf) >= off[k])
				no = after[k].no;
		snprintf(row, sizeof(row), "| %s | %s |",
			 got == 2 ? (f ? "after" : "before") : "", v[f]);
		ret = add_line(d, row, strlen(row), no, 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, first.no, 0, 0);
	if (!ret && n > 1)
		*it = after[n - 1];
	return ret ? ret : 1;
}

/* A rate unit in Japanese prose at p: "MB/秒", "GB/秒", "MiB/秒" ... (a
 * byte prefix, "/", 秒 "second") or one prose_rate_unit() reads; its
 * length, 0 when none; the unit as written in ASCII ("MB/s") into u (8
 * bytes). */
static size_t ja_rate_unit(const char *p, const char *e, char *u)
{
	static const char *const pre[] = {"MiB/", "GiB/", "KiB/", "MB/",
					  "GB/",  "KB/",  "kB/",  NULL};
	size_t m = prose_rate_unit(p, e);

	if (m >= 8) /* "Мбайт/с": no Japanese prose's */
		return 0;
	if (m) {
		snprintf(u, 8, "%.*s", (int)m, p);
		return m;
	}
	for (size_t k = 0; pre[k]; k++) {
		m = strlen(pre[k]);
		if ((size_t)(e - p) >= m + 3 && !memcmp(p, pre[k], m) &&
		    !memcmp(p + m, "\xe7\xa7\x92", 3)) {
			snprintf(u, 8, "%ss", pre[k]);
			return m + 3;
		}
	}
	return 0;
}

/* Whether the UTF-8 character at p is a kanji or a katakana (the words of
 * a noun, no particle: hiragana が, は, で are none): its length, 0 when
 * not. */
static size_t ja_noun_char(const char *p, const char *e)
{
	const unsigned char *c = (const unsigned char *)p;

	if (e - p < 3)
		return 0;
	if (c[0] >= 0xe4 && c[0] <= 0xe9)
		return 3;
	if (c[0] == 0xe3 && ((c[1] == 0x82 && c[2] >= 0xa0) || c[1] == 0x83))
		return 3;
	return 0;
}

/*
 * One side of a Japanese contrast at p, "BOT転送が172.13MB/秒" ("the BOT
 * transfer: 172.13 MB/s"), "UASPでは296.71MB/秒": a name in Latin letters
 * (one to three words, 32 bytes at most, letters, digits, '-', '.'; a
 * letter in it), up to four kanji or katakana of a noun after it (転送,
 * モード), a particle (では, が, は, で), a figure (digits and one '.', no
 * ',') and its rate unit (ja_rate_unit()).  Its end, NULL when none; the
 * name into name, the figure and its unit ("172.13 MB/s") into v (each 48
 * bytes).
 */
static const char *ja_side(const char *p, const char *e, char *name, char *v)
{
	static const char *const particles[] = {"\xe3\x81\xa7\xe3\x81\xaf",
						"\xe3\x81\x8c", "\xe3\x81\xaf",
						"\xe3\x81\xa7", NULL};
	const char *a = p, *f;
	size_t m = 0, words = 0, len;
	int letter = 0;
	char u[8];

	for (; p < e && (isalnum((unsigned char)*p) || strchr(" -.", *p));
	     p++) {
		letter |= isalpha((unsigned char)*p) != 0;
		words += *p != ' ' && (p == a || p[-1] == ' ');
	}
	len = (size_t)(p - a);
	while (len && a[len - 1] == ' ')
		len--;
	if (!letter || !len || len > 32 || words > 3 || *a == ' ')
		return NULL;
	snprintf(name, 48, "%.*s", (int)len, a);
	for (int k = 0; k < 4 && (m = ja_noun_char(p, e)); k++)
		p += m;
	for (size_t k = 0; particles[k]; k++)
		if ((size_t)(e - p) >= (m = strlen(particles[k])) &&
		    !memcmp(p, particles[k], m))
			break;
		else
			m = 0;
	if (!m)
		return NULL;
	for (p += m; p < e && *p == ' '; p++)
		;
	f = p;
	while (p < e && (isdigit((unsigned char)*p) ||
			 (*p == '.' && p > f && p + 1 < e &&
			  isdigit((unsigned char)p[1]))))
		p++;
	if (p == f ||
	    memchr(f, '.', (size_t)(p - f)) != memrchr(f, '.', (size_t)(p - f)))
		return NULL;
	len = (size_t)(p - f);
	while (p < e && *p == ' ')
		p++;
	if (!(m = ja_rate_unit(p, e, u)))
		return NULL;
	snprintf(v, 48, "%.*s %s", (int)len, f, u);
	return p + m;
}

/* Whether a Japanese comma (、 or ，) stands at p. */
static int ja_comma(const char *p, const char *e)
{
	return e - p >= 3 &&
	       (!memcmp(p, "\xe3\x80\x81", 3) || !memcmp(p, "\xef\xbc\x8c", 3));
}

/* Whether s..e marks a figure approximate or a bound in Japanese or with
 * a sign: 約, およそ, 程度, 前後, 以上, 以下, くらい, ぐらい, ほど, ほぼ,
 * 近く, 〜, ～, '~', '≈'. */
static int ja_approx(const char *s, const char *e)
{
	static const char *const words[] = {
	    "\xe7\xb4\x84",
	    "\xe3\x81\x8a\xe3\x82\x88\xe3\x81\x9d",
	    "\xe7\xa8\x8b\xe5\xba\xa6",
	    "\xe5\x89\x8d\xe5\xbe\x8c",
	    "\xe4\xbb\xa5\xe4\xb8\x8a",
	    "\xe4\xbb\xa5\xe4\xb8\x8b",
	    "\xe3\x81\x8f\xe3\x82\x89\xe3\x81\x84",
	    "\xe3\x81\x90\xe3\x82\x89\xe3\x81\x84",
	    "\xe3\x81\xbb\xe3\x81\xa9",
	    "\xe3\x81\xbb\xe3\x81\xbc",
	    "\xe8\xbf\x91\xe3\x81\x8f",
	    "\xe3\x80\x9c",
	    "\xef\xbd\x9e",
	    "~",
	    "\xe2\x89\x88",
	    NULL};

	return holds_word(s, e, words);
}

/*
 * What hdparm measured on two systems, told as a Japanese contrast:
 * "hdparmテストでは、BOT転送が172.13MB/秒であるのに対し、UASPでは
 * 296.71MB/秒という結果が出ています。" ("in the hdparm test, BOT transfers
 * gave 172.13 MB/s while UASP gave 296.71 MB/s"): a sentence naming hdparm
 * (no -T, the cache's timing), its first clause mark (、，) after the name
 * with no figure between, then a side (ja_side()), a contrast
 * (であるのに対し, だったのに対し, なのに対し, に対し; て after it maybe) or
 * a clause mark or both, the second side, and after it only words (no
 * figure, 60 bytes at most) to the sentence's end.  The two names differ;
 * no word of a claim (最大, 公称...) nor of an approximation (約, 程度,
 * 以上...) in the sentence.  Read as hdparm_rows(): the table "| system
 * | Sequential Read (hdparm -t) |".  Returns 1 when taken, 0 when not,
 * -ENOMEM.
 */
static int hdparm_contrast_ja(struct doc *d, struct text_line l)
{
	static const char *const contrast[] = {
	    "\xe3\x81\xa7\xe3\x81\x82\xe3\x82\x8b\xe3\x81\xae\xe3\x81\xab\xe5"
	    "\xaf\xbe\xe3\x81\x97",
	    "\xe3\x81\xa0\xe3\x81\xa3\xe3\x81\x9f\xe3\x81\xae\xe3\x81\xab\xe5"
	    "\xaf\xbe\xe3\x81\x97",
	    "\xe3\x81\xaa\xe3\x81\xae\xe3\x81\xab\xe5\xaf\xbe\xe3\x81\x97",
	    "\xe3\x81\xab\xe5\xaf\xbe\xe3\x81\x97", NULL};
	struct text_line t = line_trim(l);
	const char *s = t.s, *e = t.s + t.len, *end;
	char v[2][48], name[2][48];

	if (t.len > 1200 || !memmem(s, t.len, "hdparm", 6) ||
	    (!memmem(s, t.len, "\xe7\xa7\x92", 3) &&
	     !memmem(s, t.len, "/s", 2)))
		return 0;
	for (; s < e; s = end + ((unsigned char)*end < 0x80 ? 1 : 3)) {
		const char *h, *p, *q;
		size_t m = 0;

		end = sentence_end(s, e);
		h = memmem(s, (size_t)(end - s), "hdparm", 6);
		if (!h || (h > s && isalnum((unsigned char)h[-1])) ||
		    isalnum((unsigned char)h[6]) ||
		    memmem(s, (size_t)(end - s), "-T", 2) ||
		    memmem(s, (size_t)(end - s), "Tt", 2) ||
		    names_claim(s, (size_t)(end - s)) ||
		    names_cjk_claim(s, end) || ja_approx(s, end))
			goto next;
		for (p = h + 6; p < end && !ja_comma(p, end); p++)
			if (isdigit((unsigned char)*p) || *p == ',')
				goto next;
		if (p == end)
			goto next;
		for (p += 3; p < end && *p == ' '; p++)
			;
		if (!(q = ja_side(p, end, name[0], v[0])))
			goto next;
		for (size_t k = 0; contrast[k]; k++)
			if ((size_t)(end - q) >= (m = strlen(contrast[k])) &&
			    !memcmp(q, contrast[k], m))
				break;
			else
				m = 0;
		p = q + m;
		if (m && end - p >= 3 && !memcmp(p, "\xe3\x81\xa6", 3))
			p += 3;
		if (ja_comma(p, end))
			p += 3;
		else if (!m)
			goto next;
		while (p < end && *p == ' ')
			p++;
		if (!(q = ja_side(p, end, name[1], v[1])) || end - q > 60 ||
		    !strcasecmp(name[0], name[1]))
			goto next;
		for (p = q; p < end; p++)
			if (isdigit((unsigned char)*p))
				goto next;
		return hdparm_rows(d, l, name, v);
	next:
		if (end == e)
			break;
	}
	return 0;
}

/* The text of a list item, numbered ("1. ", "12) ") or bulleted
 * (list_bullet()), trimmed; 0 when t is none. */
static int any_item_text(struct text_line l, struct text_line *out)
{
	struct text_line t = line_trim(l);
	size_t i = 0, b;

	while (i < t.len && i < 3 && isdigit((unsigned char)t.s[i]))
		i++;
	if (i && i + 1 < t.len && (t.s[i] == '.' || t.s[i] == ')') &&
	    t.s[i + 1] == ' ')
		b = i + 2;
	else if (!(b = list_bullet(t.s, t.len)))
		return 0;
	out->s = t.s + b;
	out->len = t.len - b;
	out->no = t.no;
	*out = line_trim(*out);
	return out->len > 0;
}

/* The first figure at or after p: a digit starting a word ("C1" in
 * "Odroid-C1", "2600K" glued to a letter, are a name's); e when none. */
static const char *item_figure(const char *p, const char *e)
{
	for (; p < e; p++)
		if (isdigit((unsigned char)*p) &&
		    (!isalnum((unsigned char)p[-1]) && p[-1] != '-'))
			return p;
	return e;
}

/* One system's rate in a list item of sentences (item_rates()). */
struct item_rate {
	char name[96]; /* the subject, " / " and the board it ran on */
	char v[48];    /* the figure with its unit */
};

/*
 * A list item telling what each system gave, as a sentence: "Sandisk card
 * gave a sustained performance of about 19.2 MB/s for sequential reads
 * on the beaglebone Black and 22 MB/s on a PC", "A Samsung 840 EVO SSD
 * can give a sequential read performance of 66 MB/s": a subject of one to
 * six words (an article dropped), a verb of a result ("gave", "gives",
 * "got", "showed", "shows", "reached", "delivered", "did", "can give"),
 * then one to three rates, the item naming one direction (a test's words:
 * "sequential reads", "read") and no claim; "on NAME" after a rate (one to
 * four words, to "and" or the end) is the machine it ran on.  Its rates
 * into r (at most 3), the direction's pattern and op in *tn; their count,
 * 0 when t is none.
 */
static int item_rates(struct text_line t, struct item_rate *r,
		      struct testname *tn)
{
	static const char *const verbs[] = {
	    "gave ",	"gives ",    "got ",	    "showed ",	 "shows ",
	    "reached ", "reaches ",  "delivered ",  "delivers ", "did ",
	    "does ",	"can give ", "could give ", NULL};
	const char *s = t.s, *e = t.s + t.len, *p = s, *vb = NULL, *a;
	char subj[64];
	size_t m = 0, k;
	int n = 0, w = 0;

	if (t.len < 16 || t.len > 400 || names_claim(s, t.len))
		return 0;
	for (; p < e && !vb; p++) {
		if (p > s && p[-1] == ' ' && (m = word_of(p, e, verbs)))
			vb = p;
		else if (strchr(":=|`/()", *p))
			return 0;
		w += *p != ' ' && (p == s || p[-1] == ' ');
	}
	if (!vb)
		return 0;
	for (a = s; !strncasecmp(a, "a ", 2) || !strncasecmp(a, "an ", 3) ||
		    !strncasecmp(a, "the ", 4);)
		a = strchr(a, ' ') + 1, w--;
	if (w > 7) /* the words before the verb, the verb's first one too */
		return 0;
	for (p = vb; p > a && p[-1] == ' '; p--)
		;
	if (p <= a || (size_t)(p - a) >= sizeof(subj))
		return 0;
	for (k = 0; a < p; a++) /* blanks in a row as one */
		if (*a != ' ' || a[1] != ' ')
			subj[k++] = *a;
	subj[k] = '\0';
	if (!testname_parse(vb + m, (size_t)(e - vb - m), 0, tn) ||
	    tn->n_ops != 1 ||
	    (tn->cond.op != IODB_OP_READ && tn->cond.op != IODB_OP_WRITE) ||
	    tn->metric == TESTNAME_IOPS || tn->metric == TESTNAME_LAT)
		return 0;
	for (p = vb + m; p < e;) {
		const char *f = item_figure(p, e), *fe, *q, *nx, *on;
		size_t u;

		if (f == e)
			break;
		if (n == 3)
			return 0;
		fe = prose_figure(f, e);
		for (q = fe; q < e && *q == ' '; q++)
			;
		if (!(u = prose_rate_unit(q, e)) ||
		    (size_t)(q + u - f) >= sizeof(r[n].v))
			return 0;
		snprintf(r[n].v, sizeof(r[n].v), "%.*s", (int)(q + u - f), f);
		snprintf(r[n].name, sizeof(r[n].name), "%s", subj);
		q += u;
		/* up to the next figure: "on the beaglebone Black" */
		nx = item_figure(q, e);
		on = text_find(q, (size_t)(nx - q), " on ", 4);
		if (on) {
			const char *b = on + 4, *c;
			int ww = 0;

			for (; !strncasecmp(b, "a ", 2) ||
			       !strncasecmp(b, "an ", 3) ||
			       !strncasecmp(b, "the ", 4);)
				b = strchr(b, ' ') + 1;
			for (c = b; c < nx && *c != ',' && *c != '.' &&
				    strncmp(c, " and ", 5);
			     c++)
				ww += *c != ' ' && (c == b || c[-1] == ' ');
			if (!ww || ww > 4)
				return 0;
			snprintf(r[n].name, sizeof(r[n].name), "%s / %.*s",
				 subj, (int)(c - b), b);
		}
		n++;
		p = nx;
	}
	return n;
}

/*
 * Two or more list items in a row telling what each system gave
 * (item_rates()), in a section naming a benchmark tool, or with one named
 * in the lines just below the list (eight at most, no heading between:
 * "The Test was done using a simple command:" / "sudo hdparm -t ..."),
 * all naming one direction: read as the table "| system | Sequential
 * Read (TOOL) |", a row each rate (the tool's unit convention: hdparm's
 * MB a MiB).  Returns 1 when taken (the items consumed from *it), 0 when
 * not, -ENOMEM.
 */
static int item_rates_table(struct doc *d, struct line_iter *it,
			    struct text_line first)
{
	struct item_rate r[16];
	struct testname tn, tn1;
	struct line_iter peek = *it, end = *it;
	struct text_line t, nl;
	const char *tool = NULL;
	char row[200], head[96];
	int n = 0, items = 0, k, ret;

	if (!any_item_text(first, &t) || !(k = item_rates(t, r, &tn1)))
		return 0;
	n = k;
	items = 1;
	while (lines_next(&peek, &nl) && any_item_text(nl, &t) && n <= 13 &&
	       (k = item_rates(t, r + n, &tn))) {
		if (tn.cond.op != tn1.cond.op)
			return 0;
		n += k;
		items++;
		end = peek;
	}
	if (items < 2)
		return 0;
	/* the tool: in the section so far, else just below the list */
	for (size_t i = d->n; i-- > 0 && !tool;) {
		const struct doc_item *di = &d->items[i];

		if (di->kind == DOC_LINE)
			tool = testname_tool(di->s, di->len);
		if (di->kind == DOC_LINE && di->heading)
			break;
	}
	peek = end;
	for (int i = 0; i < 8 && !tool && lines_next(&peek, &nl); i++) {
		t = line_trim(nl);
		if (t.len && t.s[0] == '#')
			break;
		tool = testname_tool(t.s, t.len);
	}
	if (!tool)
		return 0;
	snprintf(head, sizeof(head), "%s%s (%s)",
		 tn1.cond.pattern == IODB_PATTERN_SEQ	 ? "Sequential "
		 : tn1.cond.pattern == IODB_PATTERN_RAND ? "Random "
							 : "",
		 tn1.cond.op == IODB_OP_READ ? "Read" : "Write", tool);
	ret = add_line(d, "", 0, first.no, 0, 0);
	snprintf(row, sizeof(row), "| system | %s |", head);
	if (!ret)
		ret = add_line(d, row, strlen(row), first.no, 0, 0);
	if (!ret)
		ret = add_line(d, "|---|---|", 9, first.no, 0, 0);
	for (k = 0; k < n && !ret; k++) {
		snprintf(row, sizeof(row), "| %s | %s |", r[k].name, r[k].v);
		ret = add_line(d, row, strlen(row), first.no, 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, first.no, 0, 0);
	*it = end;
	return ret ? ret : 1;
}

#define SUM_COLS 8
#define SUM_ROWS 16

/* The segments of one system's summary (test_segments()). */
struct sum_line {
	char label[48];
	char c[SUM_COLS][48]; /* the tests as written: "Seq.Read" */
	char v[SUM_COLS][32]; /* their figures with units: "2.1M IOPS" */
	int n;
	long no;
};

/*
 * One segment "Seq.Read: 71.5 GB/s" at p (e the line's end): a test's
 * name (one to four words naming one direction, read or write, and its
 * pattern or block size: "Seq.Read", "Rand.Write", "4K Read"; no claim,
 * statistic or total), ':', a figure and its unit (a rate, or IOPS after
 * a count that may end in k or M).  No approximation ("~", "about").
 * Its end, NULL when p starts none; the test into c, the figure into v.
 */
static const char *test_segment(const char *p, const char *e, char *c, char *v)
{
	const char *h = p, *he, *f, *fe, *q;
	struct testname tn;
	size_t u = 0;
	int words = 0, iops = 0, suffix;

	he = memchr(p, ':', (size_t)(e - p));
	if (!he || he == h || he - h >= 40 || !isalnum((unsigned char)*h))
		return NULL;
	for (q = h; q < he; q++) {
		if (!isalnum((unsigned char)*q) && !strchr(" .-_", *q))
			return NULL;
		words += *q != ' ' && (q == h || q[-1] == ' ');
	}
	if (words > 4 || names_claim(h, (size_t)(he - h)) ||
	    !testname_parse(h, (size_t)(he - h), 0, &tn) || tn.n_ops != 1 ||
	    (tn.cond.op != IODB_OP_READ && tn.cond.op != IODB_OP_WRITE) ||
	    (tn.cond.pattern == IODB_PATTERN_UNKNOWN && tn.cond.bs <= 0) ||
	    tn.metric == TESTNAME_LAT || tn.metric == TESTNAME_RUNTIME ||
	    tn.stat || tn.aggregate || tn.datasheet || tn.other ||
	    tn.metrics > 1)
		return NULL;
	for (f = he + 1; f < e && *f == ' '; f++)
		;
	if (!(fe = prose_figure(f, e)) || *f == '~')
		return NULL;
	q = fe;
	if (q + 1 < e && strchr("kKM", *q) && !isalpha((unsigned char)q[1]))
		q++;
	suffix = q > fe;
	while (q < e && *q == ' ')
		q++;
	if ((size_t)(e - q) >= 4 && !strncasecmp(q, "IOPS", 4) &&
	    (q + 4 == e || !isalpha((unsigned char)q[4]))) {
		iops = 1;
		u = 4;
	} else if (suffix || !(u = prose_rate_unit(q, e))) {
		return NULL; /* "3.1k MB/s", no unit */
	}
	if ((iops && tn.metric == TESTNAME_BW) ||
	    (!iops && tn.metric == TESTNAME_IOPS) || (size_t)(q + u - f) >= 32)
		return NULL;
	snprintf(c, 48, "%.*s", (int)(he - h), h);
	snprintf(v, 32, "%.*s", (int)(q + u - f), f);
	return q + u;
}

/*
 * A line of one system's results named by their tests, its segments
 * joined by " / " ("Seq.Read: 71.5 GB/s / Seq.Write: 22.0 GB/s /
 * Rand.Read: 2.1M IOPS"), a '.' or ',' at most after the last; two
 * segments at least, or one when alone is set (a list item of its own).
 * The segments appended to *r; their count, 0 when t is none.
 */
static int test_segments(struct text_line t, int alone, struct sum_line *r)
{
	const char *p = t.s, *e = t.s + t.len;
	int n = 0;

	while (e > p && strchr(".,;", e[-1]))
		e--;
	while (p < e) {
		if (r->n + n == SUM_COLS ||
		    !(p = test_segment(p, e, r->c[r->n + n], r->v[r->n + n])))
			return 0;
		n++;
		while (p < e && *p == ' ')
			p++;
		if (p == e)
			break;
		if (*p != '/' || p[-1] != ' ')
			return 0;
		for (p++; p < e && *p == ' '; p++)
			;
	}
	if (n < (alone ? 1 : 2))
		return 0;
	r->n += n;
	return n;
}

/*
 * A line naming the system whose results follow: "Host A:", "QEMU VM:"
 * (one to six words, its ':' last, no figure of a unit, no test, no
 * claim), or the label of "Host A: Seq.Read: 3.1 GB/s / ..." (*rest then
 * at its segments).  Into r->label; 1 when t is one.
 */
static int summary_caption(struct text_line t, struct sum_line *r,
			   struct text_line *rest)
{
	const char *colon = memchr(t.s, ':', t.len);
	struct testname tn;
	int words = 0;

	if (!colon || colon == t.s || colon - t.s >= 48 ||
	    !isalnum((unsigned char)t.s[0]))
		return 0;
	for (const char *q = t.s; q < colon; q++) {
		if (strchr("=|/`*#<>:", *q))
			return 0;
		words += *q != ' ' && (q == t.s || q[-1] == ' ');
	}
	if (words > 6 || names_claim(t.s, (size_t)(colon - t.s)) ||
	    (testname_parse(t.s, (size_t)(colon - t.s), 0, &tn) &&
	     (tn.n_ops || tn.cond.pattern != IODB_PATTERN_UNKNOWN ||
	      tn.metric)))
		return 0;
	snprintf(r->label, sizeof(r->label), "%.*s", (int)(colon - t.s), t.s);
	rest->s = colon + 1;
	rest->len = t.len - (size_t)(colon + 1 - t.s);
	rest->no = t.no;
	*rest = line_trim(*rest);
	return 1;
}

/*
 * One system's summary from *it on: its caption line (summary_caption())
 * and its results on that line, on the line below, or one a list item in
 * the items below (test_segments()).  1 with *it past it, 0 when none.
 */
static int summary_lines(struct line_iter *it, struct text_line first,
			 struct sum_line *r)
{
	struct line_iter peek = *it;
	struct text_line rest, nl, item;

	memset(r, 0, sizeof(*r));
	r->no = first.no;
	if (!summary_caption(line_trim(first), r, &rest))
		return 0;
	if (rest.len)
		return test_segments(rest, 0, r) > 0;
	if (!lines_next(&peek, &nl))
		return 0;
	r->no = nl.no;
	if (test_segments(line_trim(nl), 0, r)) {
		*it = peek;
		return 1;
	}
	while (any_item_text(nl, &item) && test_segments(item, 1, r)) {
		*it = peek;
		if (!lines_next(&peek, &nl))
			break;
	}
	return r->n >= 2;
}

/*
 * Each system's results in one line of tests, under its name: "Cloud
 * Hypervisor:" / "Seq.Read: 71.5 GB/s / Seq.Write: 22.0 GB/s / Rand.Read:
 * 2.1M IOPS / Rand.Write: 0.6M IOPS", then "QEMU VM:" and its line (or
 * "Host A: Seq.Read: ..." on one line; or a list item a test), a blank
 * line at most between two systems, every system the same tests, in a
 * section naming a benchmark tool (measured figures, not a drive's
 * specifications) and no claim in the line above.  Read as the table
 * "| system | Seq.Read | Seq.Write | ... |", a row a system.  Returns 1
 * when taken (the lines consumed from *it), 0 when not, -ENOMEM.
 */
static int test_summary_table(struct doc *d, struct line_iter *it,
			      struct text_line first)
{
	struct sum_line *r;
	struct line_iter peek = *it;
	struct text_line nl;
	char row[600];
	int n = 0, ret = 0;
	size_t at;

	if (!memchr(first.s, ':', first.len) || first.len > 400 ||
	    !section_names_bench(d) ||
	    (d->n && d->items[d->n - 1].kind == DOC_LINE &&
	     names_claim(d->items[d->n - 1].s, d->items[d->n - 1].len)))
		return 0;
	r = calloc(SUM_ROWS, sizeof(*r));
	if (!r)
		return -ENOMEM;
	if (!summary_lines(&peek, first, &r[0]))
		goto out;
	*it = peek;
	for (n = 1; n < SUM_ROWS;) {
		struct line_iter next = peek;
		int same;

		if (!lines_next(&next, &nl))
			break;
		if (!line_trim(nl).len && !lines_next(&next, &nl))
			break;
		if (!summary_lines(&next, nl, &r[n]) || r[n].n != r[0].n)
			break;
		same = 1;
		for (int k = 0; k < r[0].n; k++)
			same &= !strcmp(r[n].c[k], r[0].c[k]);
		for (int k = 0; k < n; k++)
			same &= !!strcmp(r[n].label, r[k].label);
		if (!same)
			break;
		peek = next;
		*it = peek;
		n++;
	}
	at = (size_t)snprintf(row, sizeof(row), "| system |");
	for (int k = 0; k < r[0].n && at < sizeof(row); k++)
		at += (size_t)snprintf(row + at, sizeof(row) - at, " %s |",
				       r[0].c[k]);
	ret = add_line(d, "", 0, first.no, 0, 0);
	if (!ret)
		ret = add_line(d, row, strlen(row), first.no, 0, 0);
	at = (size_t)snprintf(row, sizeof(row), "|---|");
	for (int k = 0; k < r[0].n && at < sizeof(row); k++)
		at += (size_t)snprintf(row + at, sizeof(row) - at, "---|");
	if (!ret)
		ret = add_line(d, row, strlen(row), first.no, 0, 0);
	for (int i = 0; i < n && !ret; i++) {
		at = (size_t)snprintf(row, sizeof(row), "| %s |", r[i].label);
		for (int k = 0; k < r[i].n && at < sizeof(row); k++)
			at += (size_t)snprintf(row + at, sizeof(row) - at,
					       " %s |", r[i].v[k]);
		ret = add_line(d, row, strlen(row), r[i].no, 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, first.no, 0, 0);
	ret = ret ? ret : 1;
out:
	free(r);
	return ret;
}

/* ---- results in a test's shorthand, one a list item ------------------- */

/*
 * Whether s (n bytes) holds the threads-then-queue shorthand glued into
 * one word, "T1Q1", "T8Q64" (any case).  CrystalDiskMark's order, "Q32T1",
 * is its test's name, left to its readers.
 */
static int names_tq(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		size_t j, k;

		if ((s[i] != 't' && s[i] != 'T') ||
		    (i && isalnum((unsigned char)s[i - 1])))
			continue;
		for (j = i + 1; j < n && isdigit((unsigned char)s[j]); j++)
			;
		if (j == i + 1 || j == n || (s[j] != 'q' && s[j] != 'Q'))
			continue;
		for (k = j + 1; k < n && isdigit((unsigned char)s[k]); k++)
			;
		if (k > j + 1 && (k == n || !isalnum((unsigned char)s[k])))
			return 1;
	}
	return 0;
}

/*
 * Whether list item t is a drive's specification, no result: its name
 * before ':' names a capacity, an interface, a datasheet figure, a price
 * or a date (the test vocabulary's), or endurance, MTBF, warranty, form
 * factor, controller or NAND.
 */
static int spec_item(struct text_line t)
{
	static const char *const words[] = {
	    "capacity", "interface",   "mtbf",	"endurance",  "tbw",
	    "warranty", "form factor", "price", "controller", "nand",
	    "dram",	"power",       NULL};
	const char *colon;
	struct testname tn;

	if (!any_item_text(t, &t) || !(colon = memchr(t.s, ':', t.len)))
		return 0;
	for (size_t k = 0; words[k]; k++) {
		size_t m = strlen(words[k]);

		for (const char *p = t.s; p + m <= colon; p++)
			if (!strncasecmp(p, words[k], m))
				return 1;
	}
	testname_parse(t.s, (size_t)(colon - t.s), 0, &tn);
	return tn.other || tn.interface || tn.datasheet;
}

#define SH_SEGS 4
#define SH_ROWS 32

/* One result of a shorthand list item (shorthand_item()). */
struct sh_row {
	char test[128]; /* "T1Q1 read", "T1Q1 read, with cold cache" */
	char v[96];	/* "7087 iops (0.14ms latency)" */
	long no;
};

/*
 * A bracket after a result at p (its '('), "(0.14ms latency)", "(93 µs
 * average latency)": a time (no approximation) and the word latency,
 * maybe with avg, average or mean; or the latency named first, in any
 * language the test names know (testname_parse()): "(latency 0.145ms)",
 * "(задержка 0.14ms)", "(avg latency 0.2 мс)", rewritten into w (n bytes)
 * as the first form, "(0.14ms latency)" (a Cyrillic "мс", "мкс" as "ms",
 * "us").  Its end (past ')') with *lat set when it is one; the end of any
 * other bracket with *lat 0; NULL when p opens none.  w is "" unless the
 * latency came first.
 */
static const char *latency_bracket(const char *p, const char *e, int *lat,
				   char *w, size_t n)
{
	const char *c = memchr(p, ')', (size_t)(e - p)), *f, *q, *name = NULL;
	static const char *const units[] = {"ms",
					    "us",
					    "µs",
					    "ns",
					    "\xd0\xbc\xd1\x81",
					    "\xd0\xbc\xd0\xba\xd1\x81",
					    NULL};
	static const char *const ascii[] = {"ms", "us", "µs", "ns", "ms", "us"};
	size_t m = 0, k, u = 0;

	*lat = 0;
	w[0] = '\0';
	if (!c)
		return NULL;
	q = skip_average(p + 1, c);
	while (q < c && *q == ' ')
		q++;
	/* "(latency 0.145ms)": the words up to the figure name a latency
	 * and nothing else (no percentile, no direction, no condition) */
	if (q < c && !isdigit((unsigned char)*q) && *q != '~') {
		struct testname tn;
		const char *a = q, *b;

		for (b = a; b < c && !isdigit((unsigned char)*b) && *b != '~';)
			b++;
		for (q = b; q > a && q[-1] == ' ';)
			q--;
		if (b == c || q == a || q - a > 32)
			return c + 1;
		/* a metric alone counts as no test: found stays 0 */
		testname_parse(a, (size_t)(q - a), 0, &tn);
		if (tn.metric != TESTNAME_LAT || tn.metrics != 1 || tn.stat ||
		    tn.n_ops || tn.access || tn.other || tn.cond.bs > 0 ||
		    tn.cond.iodepth > 0 || tn.cond.numjobs > 0 ||
		    tn.cond.pattern != IODB_PATTERN_UNKNOWN)
			return c + 1;
		name = q = b;
	}
	if (!(f = prose_figure(q, c)) || *q == '~')
		return c + 1;
	while (f < c && *f == ' ')
		f++;
	for (k = 0; units[k] && !m; k++)
		if ((size_t)(c - f) >= strlen(units[k]) &&
		    !memcmp(f, units[k], strlen(units[k])))
			m = strlen(units[k]), u = k;
	if (!m || isalpha((unsigned char)f[m]))
		return c + 1;
	if (name) {
		for (q = f + m; q < c && *q == ' ';)
			q++;
		*lat = q == c &&
		       (size_t)snprintf(w, n, "(%.*s%s latency)",
					(int)(prose_figure(name, c) - name),
					name, ascii[u]) < n;
		if (!*lat)
			w[0] = '\0';
		return c + 1;
	}
	q = skip_average(f + m, c);
	while (q < c && *q == ' ')
		q++;
	if ((size_t)(c - q) >= 7 && !strncasecmp(q, "latency", 7)) {
		for (q += 7; q < c && *q == ' ';)
			q++;
		*lat = q == c;
	}
	return c + 1;
}

/*
 * The value of figure f (its text up to fe, as prose_figure() took it:
 * "3170", "488 000", "12.4") with a count's multiple after it ("363k"):
 * NAN when its separators leave it unsure (a ',' may be a decimal one).
 */
static double side_figure_value(const char *f, const char *fe, const char *e)
{
	char num[48];
	size_t k = 0;
	double x;

	for (; f < fe && k + 1 < sizeof(num); f++) {
		if (*f == ',')
			return NAN;
		if (*f != ' ' && *f != '\'')
			num[k++] = *f;
	}
	num[k] = '\0';
	if (f < fe || units_number(num, NULL, UNITS_COMMA_NONE, &x))
		return NAN;
	if (fe < e && (*fe == 'k' || *fe == 'K'))
		x *= 1e3;
	else if (fe < e && *fe == 'M')
		x *= 1e6;
	return x;
}

/*
 * An IOPS count at p (up to e): digits, their thousands maybe grouped by
 * single blanks or commas ("488 000", "144,000": groups of three after
 * the first), a fraction, a multiple ("12.3k"), then "IOPS" in any case.
 * Its end past "IOPS", the count into *v; NULL when none.
 */
static const char *iops_count(const char *p, const char *e, double *v)
{
	char num[48];
	size_t k = 0;
	int grouped = 0;
	double x;

	if (p >= e || !isdigit((unsigned char)*p))
		return NULL;
	while (p < e && isdigit((unsigned char)*p) && k < 3)
		num[k++] = *p++;
	while (p + 3 < e && (*p == ' ' || *p == ',') && ++grouped &&
	       isdigit((unsigned char)p[1]) && isdigit((unsigned char)p[2]) &&
	       isdigit((unsigned char)p[3]) &&
	       (p + 4 == e || !isdigit((unsigned char)p[4])) && k + 4 < 32) {
		memcpy(num + k, p + 1, 3);
		k += 3;
		p += 4;
	}
	if (p < e && isdigit((unsigned char)*p)) {
		/* more than three digits ungrouped: "3170" */
		if (grouped)
			return NULL;
		while (p < e && isdigit((unsigned char)*p) && k < 32)
			num[k++] = *p++;
	}
	if (p + 1 < e && *p == '.' && isdigit((unsigned char)p[1]))
		for (num[k++] = *p++;
		     p < e && isdigit((unsigned char)*p) && k < 40;)
			num[k++] = *p++;
	num[k] = '\0';
	if (units_number(num, NULL, UNITS_COMMA_NONE, &x))
		return NULL;
	if (p < e && (*p == 'k' || *p == 'K'))
		x *= 1e3, p++;
	else if (p < e && *p == 'M')
		x *= 1e6, p++;
	while (p < e && *p == ' ')
		p++;
	if (e - p < 4 || strncasecmp(p, "IOPS", 4) ||
	    (p + 4 < e && isalpha((unsigned char)p[4])))
		return NULL;
	*v = x;
	return p + 4;
}

/*
 * "12.4 MB/s 3170 IOPS", "1316 Mb/s 864 IOPS" at a (up to e): a rate and
 * the IOPS of one result side by side, blanks alone between them, nothing
 * after but blanks or a '.'.  The rate as written into rate, the IOPS
 * count plainly ("488000 IOPS" for "488 000 IOPS") into io (n bytes
 * each); the figures into *rv (NAN when unsure) and *iv.  A rate in "Mb/s",
 * "Gb/s" (megabits as written, megabytes as people often mean:
 * table_unit_bits_unsure()) is taken too, *bits set: only the IOPS x block size
 * can tell it.  Returns 1 when it is one.
 */
static int rate_iops_pair(const char *a, const char *e, char *rate, char *io,
			  size_t n, double *rv, double *iv, int *bits)
{
	const char *f = prose_figure(a, e), *q, *g, *end;
	char u[8];
	size_t m;

	if (!f || *a == '~')
		return 0;
	for (q = f; q < e && *q == ' ';)
		q++;
	m = prose_rate_unit(q, e);
	*bits = 0;
	if (!m) {
		for (m = 0; q + m < e && m + 1 < sizeof(u) &&
			    (isalpha((unsigned char)q[m]) || q[m] == '/');
		     m++)
			u[m] = q[m];
		u[m] = '\0';
		if (!m || (q + m < e && q[m] != ' ' && q[m] != '.') ||
		    !table_unit_bits_unsure(u))
			return 0;
		*bits = 1;
	}
	if ((size_t)(q + m - a) >= n)
		return 0;
	snprintf(rate, n, "%.*s", (int)(q + m - a), a);
	*rv = side_figure_value(a, f, e);
	for (g = q + m; g < e && *g == ' ';)
		g++;
	if (g == q + m || !(end = iops_count(g, e, iv)))
		return 0;
	/* the count plain, as a cell reads it ("488 000" is 488000) */
	snprintf(io, n, "%.15g IOPS", *iv);
	while (end < e && (*end == ' ' || *end == '.'))
		end++;
	return end == e;
}

/*
 * Whether line t holds a rate and its IOPS side by side after its test's
 * words (rate_iops_pair()): "Random read 4k blocks : 12.4 MB/s 3170 IOPS".
 */
static int rate_iops_line(struct text_line t)
{
	char r[48], io[48];
	double rv, iv;
	int bits;

	for (size_t i = 1; i < t.len; i++)
		if (t.s[i - 1] == ' ' && isdigit((unsigned char)t.s[i]) &&
		    rate_iops_pair(t.s + i, t.s + t.len, r, io, sizeof(r), &rv,
				   &iv, &bits))
			return 1;
	return 0;
}

/*
 * The cell of a rate and its IOPS side by side (rate_iops_pair()), at
 * block size bs, into v (n bytes): "12.4 MB/s (3170 IOPS)", as a table
 * cell gives a result's two figures (the table's reading settles the
 * base of "MB/s" by IOPS x block size).  A rate in "Mb/s" is read only
 * when its IOPS x block size fits one base alone, exactly 10^6 or 2^20
 * bytes (units_rate_by_iops()): "12.4 MiB/s (3170 IOPS)"; else the cell
 * gives the IOPS first and the rate in its brackets as written, "3170
 * IOPS (12.4 Mb/s)", which the table keeps the IOPS of and warns about.
 */
static void rate_iops_cell(const char *rate, const char *io, double rv,
			   double iv, int bits, double bs, char *v, size_t n)
{
	double x = NAN;
	size_t k;

	if (!bits) {
		snprintf(v, n, "%s (%s)", rate, io);
		return;
	}
	if (!isnan(rv) && !isnan(iv))
		x = units_rate_by_iops(rv, "MB/s", 4, iv, bs);
	/* "2MB blocks" may be 2,000,000 bytes ("4k" is 4096 whatever it is
	 * written): a rate that fits another base with the block size read
	 * in 10^6 bytes proves nothing */
	if (!isnan(x) && bs >= 1048576 && fmod(bs, 1048576) == 0) {
		double y =
		    units_rate_by_iops(rv, "MB/s", 4, iv, bs / 1048576 * 1e6);

		if (!isnan(y) && fabs(y - x) > x * 1e-9)
			x = NAN;
	}
	for (k = 0; rate[k] && !isalpha((unsigned char)rate[k]);)
		k++;
	while (k && rate[k - 1] == ' ')
		k--;
	if (!isnan(x) && fabs(x - rv * 1e6) <= x * 1e-9)
		snprintf(v, n, "%.*s MB/s (%s)", (int)k, rate, io);
	else if (!isnan(x) && fabs(x - rv * 1048576) <= x * 1e-9)
		snprintf(v, n, "%.*s MiB/s (%s)", (int)k, rate, io);
	else
		snprintf(v, n, "%s (%s)", io, rate);
}

/*
 * A list item (or a line) giving a test's result in its shorthand:
 * "T1Q1 write: 7087 iops (0.14ms latency)", "T8Q64 read 895000 iops,
 * total CPU usage ...", "Linear write (4M T1Q32): 1950 MB/s before
 * preallocation, 2500 MB/s after preallocation".  The test (one to eight
 * words before the first figure, a ':' after it allowed, none inside)
 * names one direction and the threads-then-queue shorthand (names_tq()),
 * or any condition when bench is set (the section names a tool), and no
 * CrystalDiskMark test (those lists are its readers'); then a figure with an
 * IOPS or rate unit, a latency bracket (latency_bracket()) kept as the
 * result's, and after ',' more figures of the same unit when each says what
 * told them apart ("with cold cache"); other text after a ',' or in brackets is
 * not read.  A figure written approximate ("~27000 iops", "about 5200
 * iops"), and an approximate latency, is no result.  The results into r
 * (max), their count (0 when all were approximate); -1 when t is none.
 */
static int shorthand_item(struct text_line t, int bench, struct sh_row *r,
			  int max)
{
	char b[400], v[SH_SEGS][48], q8[SH_SEGS][64], lat[SH_SEGS][48];
	char pr[48], pi[48];
	const char *e, *w = NULL, *a = NULL, *p, *te, *c;
	int iops = -1, k, n = 0, words = 0, approx[SH_SEGS], islat, tl;
	int pair = 0, bits = 0;
	double prv = NAN, piv = NAN;
	struct testname tn;

	if (t.len >= sizeof(b) || names_claim(t.s, t.len))
		return -1;
	memcpy(b, t.s, t.len);
	b[t.len] = '\0';
	e = b + t.len;
	/* the first figure with its unit at a word's start */
	for (p = b; p < e && !w; p++) {
		int u;

		if (p > b && p[-1] != ' ')
			continue;
		a = p + table_approx_prefix(p);
		/* "12.4 MB/s 3170 IOPS": one result's two figures */
		pair =
		    a == p && isdigit((unsigned char)*a) &&
		    rate_iops_pair(a, e, pr, pi, sizeof(pr), &prv, &piv, &bits);
		if (pair || (isdigit((unsigned char)*a) &&
			     figure_unit(a, e, &u, v[0], sizeof(v[0]))))
			w = p;
	}
	if (!w)
		return -1;
	for (te = w; te > b && (te[-1] == ' ' || te[-1] == ':');)
		te--;
	tl = (int)(te - b);
	for (p = b; p < te; p++)
		words += *p != ' ' && (p == b || p[-1] == ' ');
	if (te == b || te - b > 80 || words > 8 || memchr(b, '=', te - b) ||
	    memchr(b, '|', te - b) || memchr(b, '`', te - b) ||
	    memchr(b, ':', te - b) ||
	    !testname_parse(b, (size_t)(te - b), 0, &tn) || tn.n_ops != 1 ||
	    (tn.cond.op != IODB_OP_READ && tn.cond.op != IODB_OP_WRITE) ||
	    tn.stat || tn.aggregate || tn.datasheet || tn.other || tn.network ||
	    tn.interface || tn.metrics > 1 || tn.cdm ||
	    tn.metric == TESTNAME_LAT || tn.metric == TESTNAME_RUNTIME ||
	    !(names_tq(b, (size_t)(te - b)) ||
	      (bench && (tn.cond.iodepth > 0 || tn.cond.bs > 0 ||
			 tn.cond.pattern != IODB_PATTERN_UNKNOWN))))
		return -1;
	if (pair) {
		if (tn.metric || max < 1)
			return -1;
		snprintf(r[0].test, sizeof(r[0].test), "%.*s", tl, b);
		rate_iops_cell(pr, pi, prv, piv, bits, (double)tn.cond.bs,
			       r[0].v, sizeof(r[0].v));
		r[0].no = t.no;
		return 1;
	}
	/* the figures, each maybe with words and a bracket after it */
	for (p = w; n < SH_SEGS;) {
		int u;

		a = p + table_approx_prefix(p);
		if (!isdigit((unsigned char)*a) ||
		    !(c = figure_unit(a, e, &u, v[n], sizeof(v[n]))) ||
		    (iops >= 0 && u != iops))
			break;
		if (tn.metric &&
		    (u ? tn.metric != TESTNAME_IOPS : tn.metric != TESTNAME_BW))
			return -1;
		iops = u;
		approx[n] = a != p;
		lat[n][0] = '\0';
		for (p = c; p < e && *p == ' ';)
			p++;
		for (c = p; c < e && !strchr("(,;", *c);)
			c++;
		for (te = c; te > p && te[-1] == ' ';)
			te--;
		snprintf(q8[n], sizeof(q8[n]), "%.*s", (int)(te - p), p);
		if (te - p >= (long)sizeof(q8[n]) || strpbrk(q8[n], ":/"))
			q8[n][0] = '\0';
		p = c;
		if (p < e && *p == '(') {
			const char *o = p;

			if (!(p = latency_bracket(p, e, &islat, lat[n],
						  sizeof(lat[n]))))
				break;
			if (islat && !lat[n][0] && p - o < (long)sizeof(lat[n]))
				snprintf(lat[n], sizeof(lat[n]), "%.*s",
					 (int)(p - o), o);
		}
		n++;
		while (p < e && *p == ' ')
			p++;
		if (p == e || *p != ',')
			break;
		for (p++; p < e && *p == ' ';)
			p++;
	}
	/* several figures of one test: each says what it was */
	for (k = 0; k < n && n > 1; k++)
		if (!q8[k][0])
			n = 1;
	for (k = 0, words = 0; k < n && words < max; k++) {
		if (approx[k])
			continue;
		/* "T1Q1 write:" loses its colon */
		if (n > 1)
			snprintf(r[words].test, sizeof(r[words].test),
				 "%.*s, %s", tl, b, q8[k]);
		else
			snprintf(r[words].test, sizeof(r[words].test), "%.*s",
				 tl, b);
		snprintf(r[words].v, sizeof(r[words].v), "%s%s%s", v[k],
			 lat[k][0] ? " " : "", lat[k]);
		r[words].no = t.no;
		words++;
	}
	return words;
}

/*
 * Results in a test's shorthand, one a list item (or a line) each:
 * "### FooStore 1.2" / "- T1Q1 read: 5200 iops (0.19ms latency)" / "-
 * Linear write (4M T1Q32): 1800 MB/s" (shorthand_item()), two such items
 * with a result at least, in a row (a blank line between two allowed;
 * items whose figures are all approximate count in the row, unread).
 * Lines without a list's bullet must name the glued shorthand and start
 * no tool's output line.  Not under a heading or a caption naming a claim
 * or a specification, nor in a list of a drive's specifications
 * (spec_item()).  Read as the table "| test | result |", a row a result:
 * the section's heading labels it as any table's.  Returns 1 when taken
 * (the lines consumed from *it), 0 when not, -ENOMEM.
 */
static int shorthand_table(struct doc *d, struct line_iter *it,
			   struct text_line first)
{
	struct sh_row *r;
	struct line_iter peek = *it, end = *it, next;
	struct text_line nl = first, t;
	int n = 0, items = 0, bench = -1, ret = 0, k;
	char row[256];
	size_t i;

	/* cheap: a digit, and "/" or "iops" on the line */
	t = line_trim(first);
	{
		int dig = 0, unit = memchr(t.s, '/', t.len) != NULL;

		for (i = 0; i < t.len && !(dig && unit); i++) {
			dig |= isdigit((unsigned char)t.s[i]);
			unit |=
			    i + 4 <= t.len && !strncasecmp(t.s + i, "iops", 4);
		}
		if (!dig || !unit || t.len > 400)
			return 0;
	}
	/* the heading and the line above: no claim, no specification */
	for (i = d->n; i-- > 0;) {
		const struct doc_item *di = &d->items[i];

		if (di->kind != DOC_LINE || di->blank)
			continue;
		if (names_claim(di->s, di->len))
			return 0;
		if (!di->heading) {
			struct text_line u = {di->s, di->len, di->no};

			if (spec_item(u))
				return 0;
		}
		break;
	}
	for (i = d->n; i-- > 0;) {
		const struct doc_item *di = &d->items[i];

		if (di->kind == DOC_LINE && di->heading) {
			if (names_claim(di->s, di->len))
				return 0;
			break;
		}
	}
	r = calloc(SH_ROWS, sizeof(*r));
	if (!r)
		return -ENOMEM;
	for (;;) {
		int got, bullet = any_item_text(nl, &t);

		if (!bullet) {
			t = line_trim(nl);
			/* a rate and its IOPS bare side by side are no
			 * tool's line (CrystalDiskMark brackets its IOPS) */
			if (!t.len || !isalnum((unsigned char)t.s[0]) ||
			    !(rate_iops_line(t) ||
			      (names_tq(t.s, t.len) &&
			       !docflat_line_start(t.s, t.len))))
				break;
		}
		if (bench < 0)
			bench = section_names_bench(d);
		got = shorthand_item(t, bench, r + n, SH_ROWS - n);
		if (got < 0)
			break;
		n += got;
		items += got > 0;
		end = peek;
		if (n == SH_ROWS)
			break;
		next = peek;
		if (!lines_next(&next, &nl))
			break;
		if (!line_trim(nl).len && !lines_next(&next, &nl))
			break;
		peek = next;
	}
	if (items < 2)
		goto out;
	/* the line after the list: no specification either */
	next = end;
	if (lines_next(&next, &nl) && spec_item(nl))
		goto out;
	ret = add_line(d, "", 0, first.no, 0, 0);
	if (!ret)
		ret = add_made_head(d, "| test | result |", 17, first.no);
	if (!ret)
		ret = add_line(d, "|---|---|", 9, first.no, 0, 0);
	for (k = 0; k < n && !ret; k++) {
		snprintf(row, sizeof(row), "| %s | %s |", r[k].test, r[k].v);
		ret = add_line(d, row, strlen(row), r[k].no, 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, first.no, 0, 0);
	*it = end;
	ret = ret ? ret : 1;
out:
	free(r);
	return ret;
}

/* ---- before/after comparison lines ------------------------------------ */

/*
 * The bracket after a figure of a comparison line (vs_line()), blanks
 * before it skipped: "(before)" 1, "(after)" 2, "(no
 * impact)", "(no change)", "(unchanged)" 3 (one figure for both); its
 * end into *end.  0 when none (*end untouched).
 */
static int vs_bracket(const char *p, const char *e, const char **end)
{
	static const char *const w[] = {"(before)",    "(after)",
					"(no impact)", "(no change)",
					"(unchanged)", NULL};
	static const int kind[] = {1, 2, 3, 3, 3};

	while (p < e && *p == ' ')
		p++;
	for (size_t k = 0; w[k]; k++) {
		size_t m = strlen(w[k]);

		if ((size_t)(e - p) >= m && !strncasecmp(p, w[k], m)) {
			*end = p + m;
			return kind[k];
		}
	}
	return 0;
}

/*
 * One line comparing a configuration's result before and after a change,
 * s..e: "exynos_defconfig: 145 MB/s (before) vs 114 MB/s (after)", "...
 * + governor performance: 146 MB/s vs 115 MB/s" (the order a line above
 * named), or one figure for both, "...: 69 MB/s (no impact)".  The
 * label (before the first ": ", twelve words at most, no figure, no '|',
 * '=', '`') into lab (n bytes), the figures with their units into v,
 * the brackets' kinds (vs_bracket(); 0 none) into k.  Nothing else on
 * the line: "~", "about", a third figure make it none.  Returns the
 * count of figures (1 or 2), 0 when s..e is no such line.
 */
static int vs_line(const char *s, const char *e, char *lab, size_t n,
		   char v[][48], int *k)
{
	const char *c = memmem(s, (size_t)(e - s), ": ", 2), *p, *q;
	int u[2], words = 0;

	if (!c || c == s || !isalnum((unsigned char)*s) || (size_t)(c - s) >= n)
		return 0;
	for (q = s; q < c; q++) {
		if (strchr("|=`:/", *q))
			return 0;
		words += *q != ' ' && (q == s || q[-1] == ' ');
	}
	if (words > 12)
		return 0;
	snprintf(lab, n, "%.*s", (int)(c - s), s);
	for (p = c + 2; p < e && *p == ' ';)
		p++;
	if (p == e || !isdigit((unsigned char)*p) ||
	    !(q = figure_unit(p, e, &u[0], v[0], 48)))
		return 0;
	k[0] = vs_bracket(q, e, &q);
	k[1] = 0;
	while (q < e && *q == ' ')
		q++;
	if (q == e)
		return k[0] == 3;
	if (k[0] == 3 || e - q < 3 || strncasecmp(q, "vs", 2))
		return 0;
	q += 2 + (q[2] == '.');
	while (q < e && *q == ' ')
		q++;
	if (q == e || !isdigit((unsigned char)*q) ||
	    !(q = figure_unit(q, e, &u[1], v[1], 48)) || u[1] != u[0])
		return 0;
	k[1] = vs_bracket(q, e, &q);
	while (q < e && *q == ' ')
		q++;
	if (q < e || k[1] == 3 || (k[0] || k[1]) != (k[0] && k[1]) ||
	    (k[0] && k[0] == k[1]))
		return 0;
	return 2;
}

/*
 * Lines comparing configurations before and after a change, two or more
 * in a row (vs_line()), in a section naming a benchmark tool or holding
 * its command (the measurement shown above):
 *	exynos_defconfig: 145 MB/s (before) vs 114 MB/s (after)
 *	exynos_defconfig + governor performance: 146 MB/s vs 115 MB/s
 *	exynos_defconfig + CPUFREQ disabled: 69 MB/s (no impact)
 * A line a mail client wrapped ("154 MB/s" / "vs 139 MB/s", "66" /
 * "MB/s (no impact)") is joined with the next.  A pair without
 * brackets takes the order a line above in the run named; none named,
 * nothing is read.  Read as the table "| system | result |", a row a
 * figure labelled by the configuration and its bracket's word ("...
 * before", "... after"; the one figure of "(no impact)" by the
 * configuration alone), so that the command above gives the conditions
 * and a row repeating its output is dropped, as for any table.  Returns
 * 1 when taken (the lines consumed from *it), 0 when not, -ENOMEM.
 */
static int vs_lines_table(struct doc *d, struct line_iter *it,
			  struct text_line first)
{
	enum { ROWS = 24 };
	struct {
		char lab[112], v[48];
		long no;
	} r[ROWS];
	static const char *const word[] = {"", "before", "after"};
	struct line_iter peek = *it, end = *it, next;
	struct text_line l = first, nl, t;
	char lab[96], v[2][48], join[512];
	int n = 0, lines = 0, pairs = 0, ord[3] = {0, 0, 0}, ret = 0, k[2];

	t = line_trim(first);
	/* cheap: a label, ": " and a figure after it */
	if (!isalnum((unsigned char)t.s[0]) || t.len > 400 ||
	    !memmem(t.s, t.len, ": ", 2))
		return 0;
	for (;;) {
		int got;

		t = line_trim(l);
		got = t.len ? vs_line(t.s, t.s + t.len, lab, sizeof(lab), v, k)
			    : 0;
		next = peek;
		/* a line wrapped by a mail client: joined with the next */
		if (!got && t.len && t.len < 256 &&
		    (isdigit((unsigned char)t.s[t.len - 1]) ||
		     t.s[t.len - 1] == 's') &&
		    lines_next(&next, &nl) && line_trim(nl).len &&
		    line_trim(nl).len < 256) {
			struct text_line u = line_trim(nl);
			int m = snprintf(join, sizeof(join), "%.*s %.*s",
					 (int)t.len, t.s, (int)u.len, u.s);

			got = vs_line(join, join + m, lab, sizeof(lab), v, k);
		} else {
			next = peek;
		}
		if (!got || n + got > ROWS || names_claim(lab, strlen(lab)))
			break;
		if (got == 2 && k[0]) {
			ord[0] = k[0];
			ord[1] = k[1];
		}
		if (got == 2 && !ord[0])
			return 0; /* which is before is said nowhere */
		for (int f = 0; f < got; f++) {
			int w = got == 2 ? ord[f] : 0;

			snprintf(r[n].lab, sizeof(r[n].lab), "%s%s%s", lab,
				 w ? " " : "", word[w]);
			snprintf(r[n].v, sizeof(r[n].v), "%s", v[f & 1]);
			r[n++].no = l.no;
		}
		lines++;
		pairs += got == 2;
		peek = next;
		end = peek;
		if (!lines_next(&peek, &l))
			break;
	}
	if (lines < 2 || !pairs ||
	    !(section_names_bench(d) || section_has_command(d)))
		return 0;
	ret = add_line(d, "", 0, first.no, 0, 0);
	if (!ret)
		ret = add_made_head(d, "| system | result |", 19, first.no);
	if (!ret)
		ret = add_line(d, "|---|---|", 9, first.no, 0, 0);
	for (int i = 0; i < n && !ret; i++) {
		snprintf(join, sizeof(join), "| %s | %s |", r[i].lab, r[i].v);
		ret = add_line(d, join, strlen(join), r[i].no, 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, first.no, 0, 0);
	*it = end;
	return ret ? ret : 1;
}

/* ---- a script's result lines, one test a line ------------------------ */

/*
 * A line a benchmark script prints for one test, a CrystalDiskMark-like
 * name over fio's figures: "4KB Q32T1 Read: 1267MB/s IOPS=324435",
 * "Sequential Write: 3192 MB/s, IOPS=12".  The test (before the first
 * ':', one to eight words, no '=', '|' or '`') is read by the test-name
 * reader as a script's (TESTNAME_SCRIPT: no CrystalDiskMark test's size
 * or queue guessed) and names one direction, read or write, and a
 * condition; then a rate with its unit, and "IOPS=" with a plain number,
 * nothing after it.  The test, the rate and the IOPS into test, v and
 * iops (each SL_CELL bytes).  With bare set, "IOPS=" may be left out
 * ("Sequential Read:  450 MB/s"; iops then "").  Returns whether t is
 * such a line.
 */
#define SL_CELL 96

/*
 * The length of t's first word when it is a test name joined by '-' or
 * '_' ending in its direction, "SEQ1M-Q8T1-Read", "RND4K_Q32T16_Write"
 * (the "CrystalDiskMark for Linux" scripts' names), a blank after it;
 * else 0.  Cheap: no test name is parsed.
 */
static size_t joined_test(struct text_line t)
{
	size_t w = 0;

	while (w < t.len && t.s[w] != ' ' && t.s[w] != '\t')
		w++;
	if (w == t.len || w < 9 || w >= SL_CELL ||
	    !isalpha((unsigned char)t.s[0]))
		return 0;
	if ((t.s[w - 5] == '-' || t.s[w - 5] == '_') &&
	    !strncasecmp(t.s + w - 4, "read", 4))
		return w;
	if ((t.s[w - 6] == '-' || t.s[w - 6] == '_') &&
	    !strncasecmp(t.s + w - 5, "write", 5))
		return w;
	return 0;
}

/*
 * A figure and its word between brackets at p, CrystalDiskMark's "[
 * 3000.5 IOPS]" (open '[', close ']', word "IOPS") or "< 100.00 us>"
 * (open '<', close '>', a time unit: "us", "ms"): the figure with its
 * unit into v (SL_CELL bytes); its end past the close, NULL when none.
 */
static const char *bracket_figure(const char *p, const char *e, char open,
				  char close, int time, char *v)
{
	const char *f, *q;
	size_t u = 0;

	if (p == e || *p != open)
		return NULL;
	for (p++; p < e && *p == ' ';)
		p++;
	if (!(f = prose_figure(p, e)) || *p == '~')
		return NULL;
	for (q = f; q < e && *q == ' ';)
		q++;
	if (!time && (size_t)(e - q) >= 4 && !strncasecmp(q, "IOPS", 4))
		u = 4;
	else if (time && (size_t)(e - q) >= 2 &&
		 (!strncmp(q, "us", 2) || !strncmp(q, "ms", 2)))
		u = 2;
	if (!u || (q + u < e && isalpha((unsigned char)q[u])))
		return NULL;
	if (time)
		snprintf(v, SL_CELL, "%.*s %.*s", (int)(f - p), p, (int)u, q);
	else
		snprintf(v, SL_CELL, "%.*s", (int)(f - p), p);
	for (q += u; q < e && *q == ' ';)
		q++;
	return q < e && *q == close ? q + 1 : NULL;
}

static int script_result_line(struct text_line t, char *test, char *v,
			      char *iops, char *lat, int bare)
{
	const char *colon, *e = t.s + t.len, *p, *q, *c;
	struct text_line n;
	struct testname tn;
	int u, words = 0;
	size_t joined = t.len >= 12 ? joined_test(t) : 0;

	lat[0] = '\0';
	if (t.len < 12 || t.len > 200 ||
	    (!joined && !(colon = memchr(t.s, ':', t.len))))
		return 0;
	if (joined) {
		/* "SEQ1M-Q8T1-Read : 1210MB/s IOPS=1154": a ':' after all */
		for (p = t.s + joined; p < e && (*p == ' ' || *p == '\t');)
			p++;
		if (p < e && *p == ':')
			joined = 0;
		else
			colon = p - 1; /* the blanks after the name */
		if (!joined && !(colon = memchr(t.s, ':', t.len)))
			return 0;
	}
	n.s = t.s;
	n.len = (size_t)(colon - t.s);
	n = line_trim(n);
	if (!n.len || n.len >= SL_CELL || !isalnum((unsigned char)n.s[0]) ||
	    memchr(n.s, '=', n.len) || memchr(n.s, '|', n.len) ||
	    memchr(n.s, '`', n.len))
		return 0;
	for (size_t i = 0; i < n.len; i++)
		words += n.s[i] != ' ' && (!i || n.s[i - 1] == ' ');
	if (words > 8)
		return 0;
	for (p = colon + 1; p < e && *p == ' ';)
		p++;
	if (p == e || !isdigit((unsigned char)*p))
		return 0;
	/* "1267MB/s": the unit glued to the figure (figure_unit() takes
	 * its 'M' for a multiple) */
	q = prose_figure(p, e);
	if (q && (u = (int)prose_rate_unit(q, e)) > 0 && q + u - p < SL_CELL) {
		snprintf(v, SL_CELL, "%.*s", (int)(q + u - p), p);
		q += u;
	} else if (!(q = figure_unit(p, e, &u, v, SL_CELL)) || u) {
		return 0;
	}
	while (q < e && (*q == ' ' || *q == ','))
		q++;
	if (joined && (q == e || *q == '[')) {
		/* "SEQ1M-Q8T1-Read  90.628 MB/s", maybe CrystalDiskMark's
		 * "[ 3000 IOPS] < 100.00 us>" after it */
		iops[0] = '\0';
		c = q;
		if (q < e) {
			if (!(c = bracket_figure(q, e, '[', ']', 0, iops)))
				return 0;
			for (p = c; p < e && *p == ' ';)
				p++;
			if (p < e &&
			    !(c = bracket_figure(p, e, '<', '>', 1, lat)))
				return 0;
		}
		q = c;
	} else if (joined) {
		return 0;
	} else if (bare && q == e) {
		c = q; /* no IOPS */
	} else if ((size_t)(e - q) < 6 || strncasecmp(q, "IOPS=", 5)) {
		return 0;
	} else {
		for (c = q += 5;
		     c < e && (isdigit((unsigned char)*c) || *c == '.');)
			c++;
		if (c == q || !isdigit((unsigned char)c[-1]) ||
		    c - q >= SL_CELL)
			return 0;
	}
	for (p = c; p < e && *p == ' ';)
		p++;
	if (p != e)
		return 0;
	if (!testname_parse(n.s, n.len, TESTNAME_SCRIPT, &tn) ||
	    tn.n_ops != 1 ||
	    (tn.cond.op != IODB_OP_READ && tn.cond.op != IODB_OP_WRITE) ||
	    tn.stat || tn.aggregate || tn.datasheet || tn.other || tn.network ||
	    tn.interface || tn.metric ||
	    (tn.cond.bs <= 0 && tn.cond.iodepth <= 0 &&
	     tn.cond.pattern == IODB_PATTERN_UNKNOWN))
		return 0;
	/* a joined name with no ':' is a whole test: pattern, size,
	 * queue and threads ("RND4K-Q32T16-Write") */
	if (joined &&
	    (tn.cond.pattern == IODB_PATTERN_UNKNOWN || tn.cond.bs <= 0 ||
	     tn.cond.iodepth <= 0 || tn.cond.numjobs <= 0))
		return 0;
	snprintf(test, SL_CELL, "%.*s", (int)n.len, n.s);
	if (!joined)
		snprintf(iops, SL_CELL, "%.*s", (int)(c - q), q);
	return 1;
}

#define SL_ROWS 64

/*
 * Whether t is a shell comment naming the benchmark tool whose results
 * the block's lines are ("# fio 테스트 결과", "# fio results"), no claim.
 */
static int tool_comment(struct text_line t)
{
	return t.len > 2 && t.s[0] == '#' && t.s[1] == ' ' &&
	       names_bench(t.s, t.len) && !names_claim(t.s, t.len);
}

/* Whether t holds "IOPS=" (any case). */
static int has_iops_eq(struct text_line t)
{
	for (size_t i = 0; i + 5 <= t.len; i++)
		if (!strncasecmp(t.s + i, "IOPS=", 5))
			return 1;
	return 0;
}

/*
 * A fio wrapper script's test line (Lawrence Systems' fio script):
 *	Running randwrite test with block size 1M, ioengine libaio, iodepth
 *	16, direct 1, numjobs 5, fsync 0, using 5 files of size 1G on /x/
 * into cond (n bytes) as fio options, "rw=randwrite bs=1M iodepth=16
 * numjobs=5 direct=1" (readwrite as its alias rw; ioengine and fsync
 * checked, not kept; "using ..." ends it).  0 when t is none: another rw
 * (trim), another key, a value that is no one word, no block size.
 */
static int running_test_line(struct text_line t, char *cond, size_t n)
{
	static const char *const rws[] = {"read",      "write", "randread",
					  "randwrite", "rw",	"randrw",
					  "readwrite", NULL};
	/* written in this order: the options a table's test cell reads */
	static const struct {
		const char *key, *opt;
	} keys[] = {{"block size", "bs"},
		    {"iodepth", "iodepth"},
		    {"numjobs", "numjobs"},
		    {"direct", "direct"},
		    {"ioengine", NULL},
		    {"fsync", NULL},
		    {NULL, NULL}};
	const char *p, *e = t.s + t.len, *w, *val[4] = {NULL};
	int vlen[4] = {0};
	size_t len = 0, k;

	if (t.len < 24 || t.len > 300 || !line_starts(t, "Running "))
		return 0;
	for (p = w = t.s + 8; p < e && isalpha((unsigned char)*p);)
		p++;
	for (k = 0; rws[k]; k++)
		if ((size_t)(p - w) == strlen(rws[k]) &&
		    !strncmp(w, rws[k], (size_t)(p - w)))
			break;
	if (!rws[k] || (size_t)(e - p) < 11 || strncmp(p, " test with ", 11))
		return 0;
	len = (size_t)snprintf(cond, n, "rw=%s", k == 6 ? "rw" : rws[k]);
	for (p += 11; p < e;) {
		const char *v, *ve;

		while (p < e && *p == ' ')
			p++;
		if ((size_t)(e - p) >= 6 && !strncmp(p, "using ", 6))
			break;
		for (k = 0; keys[k].key; k++)
			if ((size_t)(e - p) > strlen(keys[k].key) &&
			    !strncmp(p, keys[k].key, strlen(keys[k].key)) &&
			    p[strlen(keys[k].key)] == ' ')
				break;
		if (!keys[k].key)
			return 0;
		for (v = ve = p + strlen(keys[k].key) + 1;
		     ve < e && *ve != ',' && *ve != ' ';)
			ve++;
		if (ve == v || (ve < e && *ve != ','))
			return 0;
		if (keys[k].opt) {
			val[k] = v;
			vlen[k] = (int)(ve - v);
		}
		p = ve < e ? ve + 1 : ve;
	}
	for (k = 0; k < 4 && len < n; k++)
		if (val[k])
			len += (size_t)snprintf(cond + len, n - len, " %s=%.*s",
						keys[k].opt, vlen[k], val[k]);
	return val[0] && len < n;
}

/*
 * The script's figure line under it: "Average Write IOPS: 1,466.87" or
 * "Average Read Bandwidth (MB/s): 540.41".  The figure (as printed,
 * thousands commas kept) into v (SL_CELL bytes); returns its column:
 * 0 read IOPS, 1 read bandwidth, 2 write IOPS, 3 write bandwidth, -1
 * when t is none.
 */
static int running_figure_line(struct text_line t, char *v)
{
	const char *p = t.s + 8, *e = t.s + t.len, *f;
	int col;

	if (t.len < 16 || t.len > 64 || !line_starts(t, "Average "))
		return -1;
	if (!strncmp(p, "Read ", 5))
		col = 0, p += 5;
	else if (!strncmp(p, "Write ", 6))
		col = 2, p += 6;
	else
		return -1;
	if ((size_t)(e - p) > 5 && !strncmp(p, "IOPS:", 5))
		p += 5;
	else if ((size_t)(e - p) > 17 && !strncmp(p, "Bandwidth (MB/s):", 17))
		col++, p += 17;
	else
		return -1;
	while (p < e && *p == ' ')
		p++;
	for (f = p;
	     f < e && (isdigit((unsigned char)*f) || *f == ',' || *f == '.');)
		f++;
	if (f == p || f != e || !isdigit((unsigned char)*p) ||
	    !isdigit((unsigned char)f[-1]) || f - p >= SL_CELL)
		return -1;
	snprintf(v, SL_CELL, "%.*s", (int)(f - p), p);
	return col;
}

/*
 * One line t of a script's block being read line by line (fenced: in a
 * code block; peek just after t): 1 when it ends the block (the closing
 * fence: *closed set, *end = *peek; a second blank line in a row outside
 * a fence), 2 when it is blank (skipped; *blanks counts them), 0 when it
 * is to be read.
 */
static int block_line(struct text_line t, int fenced,
		      const struct line_iter *peek, struct line_iter *end,
		      int *closed, int *blanks)
{
	if (fenced && fence_mark(t)) {
		*closed = 1;
		*end = *peek;
		return 1;
	}
	if (t.len)
		return 0;
	return !fenced && ++*blanks > 1 ? 1 : 2;
}

/*
 * A fio wrapper script's runs: each running_test_line() and the
 * running_figure_line()s under it (one at least; blank lines between
 * runs allowed in a fence, one outside) are one run, read as the table
 * "| test | read IOPS | read bandwidth (MiB/s) | write IOPS | write
 * bandwidth (MiB/s) |", the test cell the run's fio options.  The
 * script prints fio's JSON bw (KiB/s) divided by 1024 as "MB/s": MiB/s
 * (docs/units.md).  l, it and fenced as for script_lines_table(); 1
 * when taken, 0 when not, -ENOMEM.
 */
static int running_lines_table(struct doc *d, struct line_iter *it,
			       struct text_line l, int fenced)
{
	struct {
		char cond[SL_CELL], v[4][SL_CELL];
		long no;
		int figs;
	} * rows;
	struct line_iter peek = *it, end = *it;
	struct text_line nl = l;
	char line[5 * SL_CELL + 16];
	int n = 0, ret = 0, closed = !fenced, blanks = 0, col, first = !fenced,
	    step;
	static const char head[] =
	    "| test | read IOPS | read bandwidth (MiB/s) | "
	    "write IOPS | write bandwidth (MiB/s) |";

	rows = malloc(SL_ROWS * sizeof(*rows));
	if (!rows)
		return -ENOMEM;
	while (first || lines_next(&peek, &nl)) {
		struct text_line t = line_trim(nl);
		char v[SL_CELL];

		first = 0;
		step = block_line(t, fenced, &peek, &end, &closed, &blanks);
		if (step == 1)
			break;
		if (step)
			continue;
		if (n < SL_ROWS &&
		    running_test_line(t, rows[n].cond, SL_CELL)) {
			if (n && !rows[n - 1].figs)
				break; /* a run with no figure */
			memset(rows[n].v, 0, sizeof(rows[n].v));
			rows[n].no = nl.no;
			rows[n++].figs = 0;
		} else if (n && (col = running_figure_line(t, v)) >= 0 &&
			   !rows[n - 1].v[col][0]) {
			memcpy(rows[n - 1].v[col], v, SL_CELL);
			rows[n - 1].figs++;
		} else {
			break;
		}
		blanks = 0;
		if (!fenced)
			end = peek;
	}
	if (n && !rows[n - 1].figs)
		n--;
	if (!closed || !n) {
		free(rows);
		return 0;
	}
	ret = add_line(d, "", 0, l.no, 0, 0);
	if (!ret)
		ret = add_made_head(d, head, strlen(head), rows[0].no);
	if (!ret)
		ret =
		    add_line(d, "|---|---|---|---|---|", 21, rows[0].no, 0, 0);
	for (int r = 0; !ret && r < n; r++) {
		snprintf(line, sizeof(line), "| %s | %s | %s | %s | %s |",
			 rows[r].cond, rows[r].v[0], rows[r].v[1], rows[r].v[2],
			 rows[r].v[3]);
		ret = add_line(d, line, strlen(line), rows[r].no, 0, 0);
	}
	for (int k = 0; !ret && k < n + 2; k++)
		d->items[d->n - 1 - k].script = 1;
	if (!ret)
		ret = add_line(d, "", 0, rows[n - 1].no, 0, 0);
	free(rows);
	*it = end;
	return ret ? ret : 1;
}

/*
 * A script's result lines (script_result_line()), two at least, one
 * blank line between two allowed - a fio wrapper's output under a heading
 * naming the system:
 *	Sequential Read: 2813MB/s IOPS=10
 *	4KB Q32T1 Read: 1267MB/s IOPS=324435
 * - in a fenced block (fenced: l its opening fence, *it just after it;
 * every line of the block such a line or blank) or as plain lines (l the
 * first of them, *it after it).  Read as the table "| test | result |
 * IOPS |", a row a line, marked as a script's (doc_item script: its test
 * names are no CrystalDiskMark's, nothing guessed from them), the
 * section's heading its label as for any table.  The rate's KB/MB base is
 * the table's rule: what IOPS x block size says.  Returns 1 when taken
 * (the lines consumed, a closing fence included), 0 when not, -ENOMEM.
 */
static int script_lines_table(struct doc *d, struct line_iter *it,
			      struct text_line l, int fenced)
{
	struct {
		char test[SL_CELL], v[SL_CELL], iops[SL_CELL], lat[SL_CELL];
		long no;
	} * rows;
	struct line_iter peek = *it, end = *it;
	struct text_line nl = l;
	char line[4 * SL_CELL + 16];
	int n = 0, ret = 0, closed = !fenced, blanks = 0, bare = 0, lat = 0;

	/* cheap: the first line that is not blank holds "IOPS=" or starts
	 * with a joined test name ("SEQ1M-Q8T1-Read"), or in a fence is a
	 * comment naming the tool whose results follow ("# fio 테스트
	 * 결과"): then lines without IOPS are results too */
	if (fenced)
		while (lines_next(&peek, &nl) && !line_trim(nl).len)
			;
	if (running_test_line(line_trim(nl), line, sizeof(line)))
		return running_lines_table(d, it, l, fenced);
	if (fenced && !has_iops_eq(line_trim(nl)) &&
	    !joined_test(line_trim(nl)))
		bare = tool_comment(line_trim(nl));
	if (!bare && !has_iops_eq(line_trim(nl)) && !joined_test(line_trim(nl)))
		return 0;
	peek = *it;
	rows = malloc(SL_ROWS * sizeof(*rows));
	if (!rows)
		return -ENOMEM;
	if (!fenced && script_result_line(line_trim(l), rows[0].test, rows[0].v,
					  rows[0].iops, rows[0].lat, 0))
		rows[n++].no = l.no;
	while ((fenced || n) && lines_next(&peek, &nl)) {
		struct text_line t = line_trim(nl);

		if (fenced && fence_mark(t)) {
			closed = 1;
			end = peek;
			break;
		}
		if (!t.len) {
			if (!fenced && ++blanks > 1)
				break;
			continue;
		}
		blanks = 0;
		if (bare && t.s[0] == '#' && !names_claim(t.s, t.len))
			continue; /* "# 단일 SSD 대비 약 3배 향상": a remark */
		if (n == SL_ROWS ||
		    !script_result_line(t, rows[n].test, rows[n].v,
					rows[n].iops, rows[n].lat, bare))
			break;
		rows[n++].no = nl.no;
		end = peek;
	}
	if (!closed || n < 2) {
		free(rows);
		return 0;
	}
	for (int r = 0; r < n; r++)
		lat |= rows[r].lat[0] != '\0';
	ret = add_line(d, "", 0, l.no, 0, 0);
	if (!ret && lat)
		ret = add_made_head(d, "| test | result | IOPS | latency |", 34,
				    rows[0].no);
	else if (!ret)
		ret = add_made_head(d, "| test | result | IOPS |", 24,
				    rows[0].no);
	if (!ret)
		ret = add_line(d, lat ? "|---|---|---|---|" : "|---|---|---|",
			       lat ? 17 : 13, rows[0].no, 0, 0);
	for (int r = 0; !ret && r < n; r++) {
		if (lat)
			snprintf(line, sizeof(line), "| %s | %s | %s | %s |",
				 rows[r].test, rows[r].v, rows[r].iops,
				 rows[r].lat);
		else
			snprintf(line, sizeof(line), "| %s | %s | %s |",
				 rows[r].test, rows[r].v, rows[r].iops);
		ret = add_line(d, line, strlen(line), rows[r].no, 0, 0);
	}
	for (int k = 0; !ret && k < n + 2; k++)
		d->items[d->n - 1 - k].script = 1;
	if (!ret)
		ret = add_line(d, "", 0, rows[n - 1].no, 0, 0);
	free(rows);
	*it = end;
	return ret ? ret : 1;
}

/*
 * A script's section title "=== Sequential read (hdparm -t) ===": three
 * '=' or more, the title, as many again (at least three); the title into
 * out (n bytes).  0 when t is none.
 */
static int section_title_line(struct text_line t, char *out, size_t n)
{
	size_t a = 0, b = 0;

	while (a < t.len && t.s[a] == '=')
		a++;
	while (b < t.len - a && t.s[t.len - 1 - b] == '=')
		b++;
	if (a < 3 || b < 3 || a + b >= t.len)
		return 0;
	t.s += a;
	t.len -= a + b;
	t = line_trim(t);
	if (!t.len || t.len >= n || memchr(t.s, '|', t.len))
		return 0;
	snprintf(out, n, "%.*s", (int)t.len, t.s);
	return 1;
}

/*
 * A script's summary line "SSD  /dev/sdc (SATA):  241.9 MB/s" or "HDD
 * /dev/sdd (USB):  77 IOPS": a name (one to eight words, no '=', '|' or
 * '`', a letter first), ':', a figure and a rate unit or "IOPS", nothing
 * after it but "avg" ("77 IOPS avg": the average the author gives that
 * name, over its drives or runs).  The name
 * and the figure with its unit into name and v (SL_CELL bytes).
 */
static int section_result_line(struct text_line t, char *name, char *v)
{
	const char *e = t.s + t.len, *colon, *p, *q;
	char *w;
	int u, words = 0;

	if (!t.len || !isalpha((unsigned char)t.s[0]))
		return 0;
	colon = memchr(t.s, ':', t.len);
	if (!colon || colon - t.s >= SL_CELL)
		return 0;
	for (p = t.s; p < colon; p++) {
		if (strchr("=|`", *p))
			return 0;
		words += *p != ' ' && (p == t.s || p[-1] == ' ');
	}
	if (words > 8)
		return 0;
	for (p = colon + 1; p < e && *p == ' ';)
		p++;
	if (p == e || !isdigit((unsigned char)*p) ||
	    !(q = figure_unit(p, e, &u, v, SL_CELL)))
		return 0;
	while (q < e && *q == ' ')
		q++;
	/* "77 IOPS avg": the drive model's average over its drives (or
	 * runs), the figure the author gives it */
	if (e - q == 3 && !strncasecmp(q, "avg", 3))
		q = e;
	if (q != e)
		return 0;
	/* the name, the blanks that align its columns one */
	for (p = t.s, w = name; p < colon; p++)
		if (*p != ' ' || (w > name && w[-1] != ' '))
			*w++ = *p;
	while (w > name && w[-1] == ' ')
		w--;
	*w = '\0';
	return 1;
}

/*
 * Whether the section titled title (n bytes) is read: its title names a
 * benchmark tool and no claim, or it names none but restates the test of
 * a section read above in the document (section_lines_table()'s header
 * "| system | Sequential read (hdparm -t) |"): its words before any '('
 * the same, any case ("=== Sequential read ===", "=== Random 4K read IOPS
 * (same USB 3.0 bus) ==="), the same script's test on other drives.
 * Then that section's tool, only, goes to title in brackets (its other
 * words, "iflag=direct", may not hold for these figures).  1 when read.
 */
static int section_read(const struct doc *d, char *title, size_t n)
{
	size_t tl = strlen(title), stem = strcspn(title, "("), m;
	const char *w;

	if (names_bench(title, tl))
		return !names_claim(title, tl);
	if (names_claim(title, tl))
		return 0;
	while (stem && title[stem - 1] == ' ')
		stem--;
	if (!stem)
		return 0;
	for (size_t i = d->n; i-- > 0;) {
		const struct doc_item *it = &d->items[i];
		const char *h = it->s + 11;

		if (it->kind != DOC_LINE || it->len < 13 + stem ||
		    memcmp(it->s, "| system | ", 11) ||
		    strncasecmp(h, title, stem) || h[stem] != ' ' ||
		    h[stem + 1] != '(')
			continue;
		w = bench_word(h + stem, it->len - 11 - stem, &m);
		if (!w || names_claim(h, it->len - 11) || tl + m + 4 > n)
			return 0;
		snprintf(title + tl, n - tl, " (%.*s)", (int)m, w);
		return 1;
	}
	return 0;
}

/*
 * A script's summary in a fenced block: sections under a title naming
 * the tool and the test, each line a system's figure -
 *	=== Sequential read (hdparm -t) ===
 *	SSD  /dev/sdc (SATA):  241.9 MB/s
 *	HDD  /dev/sdd (USB):   125.9 MB/s
 *	=== Random 4K read IOPS (dd, iflag=direct) ===
 *	SSD  /dev/sdc (SATA):   979 IOPS
 * - every line of the block a title (section_title_line()), a result
 * line (section_result_line()) or blank, the first a title, two result
 * lines at least.  Each section whose title names a benchmark tool
 * (names_bench(); no claim) is read as the table "| system | TITLE |", a
 * row a line: the title says the test, the tool and so the unit's base
 * (hdparm's MB is 2^20, dd's 10^6), as a table's header does.  A section
 * whose title names no tool ("=== Sequential read ===") is read only as
 * the restatement of a section above (section_read()), else not: no one
 * says whose MB its figures are.  l is the opening fence, *it just
 * after it.  Returns 1 when taken (the block consumed), 0 when not,
 * -ENOMEM.
 */
static int section_lines_table(struct doc *d, struct line_iter *it,
			       struct text_line l)
{
	struct line_iter peek = *it;
	struct text_line nl = l;
	char title[SL_CELL], name[SL_CELL], v[SL_CELL];
	char row[2 * SL_CELL + 16];
	int rows = 0, sections = 0, ret = 0, taken = 0, in = 0;

	/* cheap: the block's first line that is not blank is a title */
	while (lines_next(&peek, &nl) && !line_trim(nl).len)
		;
	if (!section_title_line(line_trim(nl), title, sizeof(title)))
		return 0;
	/* the whole block first: titles, result lines, blanks only */
	for (peek = *it; lines_next(&peek, &nl);) {
		struct text_line t = line_trim(nl);

		if (fence_mark(t))
			break;
		if (!t.len)
			continue;
		if (section_title_line(t, title, sizeof(title))) {
			in = section_read(d, title, sizeof(title));
			sections += in;
			continue;
		}
		if (!section_result_line(t, name, v))
			return 0;
		rows += in;
	}
	if (!(line_starts(line_trim(nl), "```") ||
	      line_starts(line_trim(nl), "~~~")) ||
	    !sections || rows < 2)
		return 0;
	ret = add_line(d, "", 0, l.no, 0, 0);
	in = 0;
	while (!ret && lines_next(it, &nl)) {
		struct text_line t = line_trim(nl);

		if (fence_mark(t)) {
			ret = add_line(d, "", 0, nl.no, 0, 0);
			break;
		}
		if (section_title_line(t, title, sizeof(title))) {
			in = section_read(d, title, sizeof(title));
			taken = 0;
			ret = add_line(d, "", 0, nl.no, 0, 0);
			continue;
		}
		if (!t.len || !in || !section_result_line(t, name, v)) {
			ret = add_line(d, "", 0, nl.no, 0, 0);
			continue;
		}
		if (!taken++) {
			snprintf(row, sizeof(row), "| system | %s |", title);
			ret = add_line(d, row, strlen(row), nl.no, 0, 0);
			if (!ret)
				ret = add_line(d, "|---|---|", 9, nl.no, 0, 0);
		}
		snprintf(row, sizeof(row), "| %s | %s |", name, v);
		if (!ret)
			ret = add_line(d, row, strlen(row), nl.no, 0, 0);
	}
	return ret ? ret : 1;
}

/* ---- a write-IOPS script's summary, one test a line ---- */

/* The digits at *p (to e), their value into *v; 0 when none. */
static int ft_count(const char **p, const char *e, long *v)
{
	const char *a = *p;

	*v = 0;
	while (*p < e && isdigit((unsigned char)**p) && *p - a < 6)
		*v = *v * 10 + (**p - '0'), (*p)++;
	return *p > a && (*p == e || !isalnum((unsigned char)**p));
}

/* Whether *p (to e) starts w (a word ending in a letter or digit: then
 * a blank, ',', ':' or the end); *p past w when so. */
static int ft_word(const char **p, const char *e, const char *w)
{
	size_t m = strlen(w);

	if ((size_t)(e - *p) < m || strncmp(*p, w, m) ||
	    (*p + m < e && (!m || isalnum((unsigned char)w[m - 1])) &&
	     !strchr(" ,:", (*p)[m])))
		return 0;
	*p += m;
	return 1;
}

/*
 * One line of a write-IOPS script's summary (lizardfs#689's script):
 *	1 file, 16 threads, rnd 4k writes, posixaio: 144 write iops
 *	16 files, 1 thread each, seq 1M writes, simple: 102 write iops
 *	1 file, 1 thread, rnd 16k writes, simple, o_sync: 17 write iops
 * - files, threads (each), seq or rnd, a size ("4k", "1M") and the
 * direction, then the engine and flags (one to three words of
 * [a-z0-9_]), ':', a plain figure, the same direction and "iops",
 * nothing after.  Into cond (n bytes) as fio options and the engine
 * words in brackets, "rw=randwrite bs=4k numjobs=16 (posixaio)": numjobs
 * only for one file (N files of M threads each, or M threads over N
 * files, are not said to be N x M jobs; and "16 threads" in the brackets
 * would be read as numjobs).  The
 * figure into v (SL_CELL bytes); returns 1 read, 2 write, 0 none.
 */
static int files_threads_line(struct text_line t, char *cond, size_t n, char *v)
{
	const char *p = t.s, *e = t.s + t.len, *a, *end, *eng;
	long files, threads;
	int rnd, dir, words = 0, elen;
	char bs[16];

	if (t.len < 40 || t.len > 160 || !ft_count(&p, e, &files) || !files ||
	    !(ft_word(&p, e, files == 1 ? " file," : " files,")) ||
	    !ft_word(&p, e, " ") || !ft_count(&p, e, &threads) || !threads ||
	    !ft_word(&p, e, threads == 1 ? " thread" : " threads"))
		return 0;
	if (files > 1)
		ft_word(&p, e, " each");
	if (!ft_word(&p, e, ", "))
		return 0;
	if (ft_word(&p, e, "seq"))
		rnd = 0;
	else if (ft_word(&p, e, "rnd"))
		rnd = 1;
	else
		return 0;
	if (!ft_word(&p, e, " "))
		return 0;
	for (a = p; p < e && isdigit((unsigned char)*p);)
		p++;
	if (p == a || p - a > 4 || p == e || !strchr("kKmM", *p) ||
	    p + 1 == e || p[1] != ' ')
		return 0;
	snprintf(bs, sizeof(bs), "%.*s", (int)(p + 1 - a), a);
	p += 2;
	dir = prose_dir(p, e, &end);
	if (!dir || end - p < 5 || end[-1] != 's' || !ft_word(&end, e, ""))
		return 0;
	/* the engine and its flags, to ':' */
	eng = end + 2;
	for (p = end; p < e && *p == ',';) {
		for (p++; p < e && *p == ' ';)
			p++;
		for (a = p; p < e && (islower((unsigned char)*p) ||
				      isdigit((unsigned char)*p) || *p == '_');)
			p++;
		if (p == a || ++words > 3)
			return 0;
	}
	if (!words || p == e || *p != ':')
		return 0;
	elen = (int)(p - eng);
	for (p++; p < e && *p == ' ';)
		p++;
	if (p == e || !isdigit((unsigned char)*p) ||
	    !(a = prose_figure(p, e)) || a - p >= SL_CELL || a == e ||
	    *a != ' ')
		return 0;
	snprintf(v, SL_CELL, "%.*s", (int)(a - p), p);
	for (a++; a < e && *a == ' ';)
		a++;
	if (prose_dir(a, e, &end) != dir || end[-1] == 's' || end == e ||
	    *end != ' ' || (size_t)(e - end) != 5 ||
	    strncasecmp(end + 1, "iops", 4))
		return 0;
	if (files == 1)
		snprintf(cond, n, "rw=%s%s bs=%s numjobs=%ld (%.*s)",
			 rnd ? "rand" : "", dir == 1 ? "read" : "write", bs,
			 threads, elen, eng);
	else
		snprintf(cond, n, "rw=%s%s bs=%s (%.*s)", rnd ? "rand" : "",
			 dir == 1 ? "read" : "write", bs, elen, eng);
	return dir;
}

/*
 * Whether t can be the line naming the target over a script's summary:
 * "/opt/lfs01", "/dev/sdb", "nvme pool": one to four words, no ':', '=',
 * '|', '`', '~' nor '#', a letter, '/' or '.' first.
 */
static int target_line(struct text_line t)
{
	int words = 0;

	if (!t.len || t.len >= SL_CELL ||
	    !(isalpha((unsigned char)t.s[0]) || t.s[0] == '/' || t.s[0] == '.'))
		return 0;
	for (size_t i = 0; i < t.len; i++) {
		if (strchr(":=|`~#", t.s[i]))
			return 0;
		words += t.s[i] != ' ' && (!i || t.s[i - 1] == ' ');
	}
	return words <= 4;
}

/*
 * A write-IOPS script's summary in a fenced block (l the opening fence,
 * *it just after it):
 *	/opt/lfs01
 *
 *	===   1 file series   ===
 *	1 file, 1 thread, seq 1M writes, simple: 101 write iops
 *	1 file, 16 threads, rnd 4k writes, posixaio: 144 write iops
 * - maybe a first line naming the target (target_line()), then only
 * files_threads_line()s (two at least), "=== title ===" rules (the
 * script's series: no label) and blank lines.  Read as the table "|
 * test | read IOPS | write IOPS |", a row a line (the same line twice
 * is two runs), the test cell the line's fio options; the target line
 * goes above the table as its caption, the label as for any table.  The
 * line's own shape is the evidence of a benchmark (no tool need be
 * named: the script is the thread's); a figure written approximate
 * ("~144") is none and leaves the block unread.  Returns 1 when taken
 * (the block consumed), 0 when not, -ENOMEM.
 */
static int files_threads_table(struct doc *d, struct line_iter *it,
			       struct text_line l)
{
	struct line_iter peek = *it;
	struct text_line nl = l, target = {NULL, 0, 0};
	char cond[SL_CELL], v[SL_CELL], title[SL_CELL];
	char row[3 * SL_CELL + 16];
	int rows = 0, ret, dir, seen = 0;

	/* the whole block first: a target line, result lines, rules,
	 * blanks only */
	while (lines_next(&peek, &nl)) {
		struct text_line t = line_trim(nl);

		if (fence_mark(t))
			break;
		if (!t.len)
			continue;
		if (!seen++ && t.s[0] != '=' && target_line(t) &&
		    !files_threads_line(t, cond, sizeof(cond), v)) {
			target = t;
			continue;
		}
		if (section_title_line(t, title, sizeof(title)))
			continue;
		if (!files_threads_line(t, cond, sizeof(cond), v))
			return 0;
		rows++;
	}
	if (!fence_mark(line_trim(nl)) || rows < 2)
		return 0;
	ret = add_line(d, "", 0, l.no, 0, 0);
	if (!ret && target.len) {
		/* the target: the table's caption */
		ret = add_line(d, target.s, target.len, target.no, 0, 0);
		if (!ret) {
			d->items[d->n - 1].emph = 1;
			d->items[d->n - 1].own_script = 2;
		}
	}
	rows = 0;
	while (!ret && lines_next(it, &nl)) {
		struct text_line t = line_trim(nl);

		if (fence_mark(t)) {
			ret = add_line(d, "", 0, nl.no, 0, 0);
			break;
		}
		if (!(dir = files_threads_line(t, cond, sizeof(cond), v)))
			continue;
		if (!rows++) {
			static const char head[] =
			    "| test | read IOPS | write IOPS |";

			ret = add_made_head(d, head, strlen(head), nl.no);
			if (!ret)
				d->items[d->n - 1].script =
				    d->items[d->n - 1].own_script = 1;
			if (!ret)
				ret = add_line(d, "|---|---|---|", 13, nl.no, 0,
					       0);
			if (!ret)
				d->items[d->n - 1].script = 1;
		}
		snprintf(row, sizeof(row), "| %s | %s | %s |", cond,
			 dir == 1 ? v : "", dir == 2 ? v : "");
		if (!ret)
			ret = add_line(d, row, strlen(row), nl.no, 0, 0);
		if (!ret)
			d->items[d->n - 1].script = 1;
	}
	return ret ? ret : 1;
}

/* ---- a hand list of IOPS, each system in brackets after its figure --- */

/*
 * One line of paren_iops_table(): "70.3k IOPS (librbd+tweaks) @ 352 %
 * CPU (200 IOPS/%CPU)" or "57.2k (librbd)": a figure (a 'k', 'K' or 'M'
 * multiple), maybe "IOPS", then the system in brackets (one to four
 * words, a letter first, no figure standing alone, no '%'), then nothing
 * or a CPU cost led by '@' (no storage figure).  The figure into v (with
 * "IOPS" when written), the name into name (SL_CELL bytes each); *iops
 * 1 when the line says IOPS.  0 when t is none.
 */
static int paren_iops_line(struct text_line t, char *v, char *name, int *iops)
{
	const char *e = t.s + t.len, *p = t.s, *q, *a;
	int words = 0;

	if (t.len < 5 || !isdigit((unsigned char)*p) ||
	    !(q = prose_figure(p, e)))
		return 0;
	if (q < e && (*q == 'k' || *q == 'K' || *q == 'M'))
		q++;
	a = q;
	while (q < e && *q == ' ')
		q++;
	*iops = (size_t)(e - q) >= 4 && !strncasecmp(q, "IOPS", 4);
	if (*iops) {
		a = q + 4;
		for (q += 4; q < e && *q == ' ';)
			q++;
	}
	if (q == e || *q != '(' || a - t.s >= SL_CELL)
		return 0;
	snprintf(v, SL_CELL, "%.*s", (int)(a - t.s), t.s);
	for (a = ++q; q < e && *q != ')'; q++) {
		if (*q == '%' || *q == '(' || *q == '|' || *q == '`')
			return 0;
		words += *q != ' ' && (q == a || q[-1] == ' ');
	}
	if (q == e || q == a || words > 4 || q - a >= SL_CELL ||
	    !isalpha((unsigned char)*a))
		return 0;
	snprintf(name, SL_CELL, "%.*s", (int)(q - a), a);
	for (q++; q < e && *q == ' ';)
		q++;
	if (q < e && (*q != '@' || !memmem(q, (size_t)(e - q), "CPU", 3)))
		return 0;
	return 1;
}

/* Whether s (n bytes) holds a direction word (prose_dir()). */
static int holds_dir(const char *s, size_t n)
{
	const char *end;

	for (size_t i = 0; i < n; i++)
		if ((!i || !isalpha((unsigned char)s[i - 1])) &&
		    prose_dir(s + i, s + n, &end))
			return 1;
	return 0;
}

/*
 * A hand list of IOPS, a line a system, under a caption naming the test:
 *	**random reads @ 4K**
 *	57.2k (librbd) @ 308% CPU (185 IOPS/%CPU)
 *	70.3k IOPS (librbd+tweaks) @ 352 % CPU (200 IOPS/%CPU)
 *	97.8k IOPS (krbd)
 * - two paren_iops_line()s or more in a row (l the first, *it after it),
 * one at least saying IOPS, no name twice, right under a line (the
 * document's last item not blank) naming a direction and no claim: read
 * as the table "| system | IOPS |", the caption above giving the test
 * and conditions as to any table.  The CPU cost is no storage figure.
 * Returns 1 when taken (the lines consumed), 0 when not, -ENOMEM.
 */
static int paren_iops_table(struct doc *d, struct line_iter *it,
			    struct text_line l)
{
	char v[SL_ROWS][SL_CELL], name[SL_ROWS][SL_CELL];
	char row[2 * SL_CELL + 16];
	struct line_iter peek = *it, end = *it;
	struct text_line nl = l;
	const struct doc_item *cap = d->n ? &d->items[d->n - 1] : NULL;
	int n = 0, said = 0, iops, ret;
	long no[SL_ROWS];

	if (!cap || cap->blank || !cap->len || !holds_dir(cap->s, cap->len) ||
	    names_claim(cap->s, cap->len))
		return 0;
	do {
		struct text_line t = line_trim(nl);

		if (n == SL_ROWS || !paren_iops_line(t, v[n], name[n], &iops))
			break;
		for (int k = 0; k < n; k++)
			if (!strcmp(name[k], name[n]))
				return 0;
		if (names_claim(t.s, t.len) || t.s[0] == '~')
			return 0;
		said |= iops;
		no[n++] = nl.no;
		end = peek;
	} while (lines_next(&peek, &nl));
	if (n < 2 || !said)
		return 0;
	ret = add_line(d, "", 0, l.no, 0, 0);
	if (!ret)
		ret = add_line(d, "| system | IOPS |", 17, no[0], 0, 0);
	if (!ret)
		ret = add_line(d, "|---|---|", 9, no[0], 0, 0);
	for (int k = 0; !ret && k < n; k++) {
		snprintf(row, sizeof(row), "| %s | %s |", name[k], v[k]);
		ret = add_line(d, row, strlen(row), no[k], 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, no[n - 1], 0, 0);
	*it = end;
	return ret ? ret : 1;
}

/* ---- side-by-side summaries: "IOPS:  NFS: 110  SMB: 112  Diff: 1.8%" -- */

#define CL_SYS 4  /* systems side by side on one line, at most */
#define CL_MET 6  /* metric columns */
#define CL_SEC 16 /* titled sections */

/*
 * What a side-by-side line's metric names: 1 IOPS, 2 a rate (bandwidth,
 * bw, throughput), 3 a latency (mean or a percentile: the table reader
 * tells them apart by the header's words), 0 anything else ("User",
 * "CPU Usage": no storage figure, skipped).
 */
static int side_metric(const char *s, size_t n)
{
	static const char *const rate[] = {"bandwidth", "bw", "throughput",
					   NULL};
	int kind = 0;

	for (size_t i = 0; i < n; i++) {
		if (i && isalnum((unsigned char)s[i - 1]))
			continue;
		if (n - i >= 4 && !strncasecmp(s + i, "iops", 4))
			kind = kind ? -1 : 1;
		else if (n - i >= 3 && !strncasecmp(s + i, "lat", 3))
			kind = kind ? -1 : 3;
		for (size_t k = 0; rate[k]; k++)
			if (n - i >= strlen(rate[k]) &&
			    !strncasecmp(s + i, rate[k], strlen(rate[k])))
				kind = kind ? -1 : 2;
	}
	return kind < 0 ? 0 : kind;
}

/* The CPU share a side-by-side line's metric names, under a "CPU Usage:"
 * caption: 4 the user time ("User", "usr"), 5 the system time
 * ("System", "sys"), 0 anything else ("Total", "IOPS"). */
static int side_cpu_share(const char *s, size_t n)
{
	static const char *const w[] = {"user", "usr", "system", "sys", NULL};

	for (size_t k = 0; w[k]; k++)
		if (n == strlen(w[k]) && !strncasecmp(s, w[k], n))
			return k < 2 ? 4 : 5;
	return 0;
}

/* Whether title s ("CPU Usage", "CPU", "CPU utilization") captions the
 * CPU shares of the section above it. */
static int side_cpu_title(const char *s)
{
	static const char *const w[] = {"cpu",
					"cpu usage",
					"cpu utilization",
					"cpu utilisation",
					"cpu load",
					"cpu time",
					NULL};

	for (size_t k = 0; w[k]; k++)
		if (!strcasecmp(s, w[k]))
			return 1;
	return 0;
}

/* Whether name s (n bytes, "Difference", "diff", "Delta", "Change") is
 * a comparison's, whose figure is no result. */
static int side_diff_name(const char *s, size_t n)
{
	static const char *const w[] = {"difference", "diff", "delta", "change",
					NULL};

	for (size_t k = 0; w[k]; k++)
		if (n == strlen(w[k]) && !strncasecmp(s, w[k], n))
			return 1;
	return 0;
}

/*
 * One side-by-side summary line:
 *	IOPS:        NFS: 110.00    SMB: 112.00    Difference: 1.82%
 *	Bandwidth:   NFS: 111.00 MiB/s    SMB: 112.00 MiB/s    Difference: 0.90%
 * a metric (a letter first, four words at most, no '=', '|', '`'), ':',
 * then two to CL_SYS "NAME: FIGURE" segments (a name of one to three
 * words, a figure as printed with its unit: IOPS bare or with "IOPS", a
 * rate with a rate unit, a latency with a time unit), maybe a last
 * "Difference: -2.4%" (Diff, Delta, Change; never a result), nothing
 * after.  The metric into met, the names and figures into names and v
 * (SL_CELL bytes each); returns the metric's kind (side_metric()), 0 for
 * a line of this shape whose metric is no storage figure ("Total: NFS:
 * 0.76%  SMB: 0.50%": its segments are not checked), -1 when t is none.
 * A metric naming a CPU share ("User", "System": side_cpu_share())
 * whose every segment is a percentage ("NFS: 0.03%") returns 4 or 5
 * with its figures ("0.03%"), for the caller to take under a "CPU
 * Usage:" caption only.  *nsys gets the count of systems.
 */
static int side_line(struct text_line t, char *met, char (*names)[SL_CELL],
		     char (*v)[SL_CELL], int *nsys)
{
	const char *e = t.s + t.len, *p, *colon, *q;
	int kind, share, words = 0, n = 0, diff = 0;

	if (t.len < 12 || !isalpha((unsigned char)t.s[0]))
		return -1;
	colon = memchr(t.s, ':', t.len);
	if (!colon || colon - t.s >= SL_CELL)
		return -1;
	for (p = t.s; p < colon; p++) {
		if (strchr("=|`", *p))
			return -1;
		words += *p != ' ' && (p == t.s || p[-1] == ' ');
	}
	if (words > 4)
		return -1;
	snprintf(met, SL_CELL, "%.*s", (int)(colon - t.s), t.s);
	kind = side_metric(t.s, (size_t)(colon - t.s));
	share = kind ? 0 : side_cpu_share(t.s, (size_t)(colon - t.s));
	for (p = colon + 1; p < e;) {
		const char *a, *c;
		char cell[SL_CELL];
		int iops = 0, w = 0;

		while (p < e && *p == ' ')
			p++;
		if (p == e)
			break;
		if (diff)
			return -1; /* nothing after the difference */
		c = memchr(p, ':', (size_t)(e - p));
		if (!c || c == p || c - p >= SL_CELL ||
		    !isalnum((unsigned char)*p) || c[-1] == ' ')
			return -1;
		for (a = p; a < c; a++) {
			if (strchr("=|`~", *a))
				return -1;
			w += *a != ' ' && (a == p || a[-1] == ' ');
		}
		if (w > 3)
			return -1;
		a = p;
		for (p = c + 1; p < e && *p == ' ';)
			p++;
		if (side_diff_name(a, (size_t)(c - a))) {
			if (p < e && (*p == '-' || *p == '+'))
				p++;
			q = prose_figure(p, e);
			if (!q || *p == '~' || q >= e || *q != '%')
				return -1;
			p = q + 1;
			diff = 1;
			continue;
		}
		if (n == CL_SYS || p == e || !isdigit((unsigned char)*p))
			return -1;
		if (!kind) {
			/* no storage figure: the segment's shape only; a
			 * CPU share's is a percentage ("0.03%") or none */
			q = prose_figure(p, e);
			if (share && q && q < e && *q == '%' &&
			    q + 1 - p < SL_CELL &&
			    (q + 1 == e || q[1] == ' ')) {
				snprintf(names[n], SL_CELL, "%.*s",
					 (int)(c - a), a);
				snprintf(v[n], SL_CELL, "%.*s",
					 (int)(q + 1 - p), p);
			} else {
				share = 0;
			}
			while (q && q < e && *q != ' ')
				q++;
			if (!q)
				return -1;
		} else if (kind == 3) {
			q = time_unit(p, e, cell, SL_CELL);
		} else if ((q = figure_unit(p, e, &iops, cell, SL_CELL))) {
			if (iops != (kind == 1))
				return -1;
		} else if (kind == 1 && (q = prose_figure(p, e)) &&
			   (q == e || *q == ' ') && q - p < SL_CELL) {
			snprintf(cell, SL_CELL, "%.*s", (int)(q - p), p);
		} else {
			q = NULL;
		}
		if (!q || (q < e && *q != ' '))
			return -1;
		if (kind) {
			snprintf(names[n], SL_CELL, "%.*s", (int)(c - a), a);
			memcpy(v[n], cell, SL_CELL);
		}
		n++;
		p = q;
	}
	if (n < 2)
		return -1;
	*nsys = n;
	return kind ? kind : share;
}

/* How many ':' t holds, counted up to three. */
static int colons(struct text_line t)
{
	const char *p = t.s, *e = t.s + t.len;
	int n = 0;

	while (n < 3 && (p = memchr(p, ':', (size_t)(e - p)))) {
		n++;
		p++;
	}
	return n;
}

/* A section's title over side-by-side lines, "SEQUENTIAL_READ:" or
 * "Random 4k write:": one to four words, a letter first, no figure
 * standing alone, ':' last and nowhere else; into out with '_' as ' '. */
static int side_title(struct text_line t, char *out)
{
	int words = 0;

	if (t.len < 3 || t.len >= SL_CELL || t.s[t.len - 1] != ':' ||
	    !isalpha((unsigned char)t.s[0]) || memchr(t.s, ':', t.len - 1) ||
	    names_claim(t.s, t.len))
		return 0;
	for (size_t i = 0; i + 1 < t.len; i++) {
		if (strchr("=|`#*$", t.s[i]))
			return 0;
		words += t.s[i] != ' ' && (!i || t.s[i - 1] == ' ');
	}
	if (words > 4)
		return 0;
	for (size_t i = 0; i + 1 < t.len; i++)
		out[i] = t.s[i] == '_' ? ' ' : t.s[i];
	out[t.len - 1] = '\0';
	return 1;
}

/*
 * A summary comparing systems side by side (a script's digest of fio
 * runs):
 *	SEQUENTIAL_READ:
 *	  IOPS:        NFS: 110.00    SMB: 112.00    Difference: 1.82%
 *	  Avg Latency: NFS: 36091.93 µs    SMB: 35625.10 µs    Difference: 1.31%
 * - side_line()s under titles (side_title()), the same systems in the
 * same order on every line, read as the table "| test | system | IOPS |
 * Avg Latency |", a row a title and system (no title at all: "| system
 * | ... |", the heading above naming the test as for any table); lines
 * whose metric is no storage figure are skipped, a difference is
 * never a result.  A "CPU Usage:" caption under a section's figures opens
 * no section: its "User:" and "System:" lines' percentages are that
 * section's columns "usr CPU" and "sys CPU" (each system's cpu_usr and
 * cpu_sys, table_mapping.c reads them), its "Total:" none:
 *	  P99 Latency: A: 800.00 µs    B: 950.00 µs
 *	  CPU Usage:
 *	    User:      A: 0.21%    B: 0.35%    Difference: 0.14%
 * A "User:" line under no such caption stays skipped.  In a fence (fenced: l
 *its opening fence, *it after it) every other line must state no figure
 *(side_inert(): the command, a banner, a summary in percentages), else the
 *block is left to the other readers; outside one (l the first line) the lines
 *run on while they are titles, side lines or one blank line.  Two figures at
 *least. Returns 1 when taken (the lines consumed), 0 when not, -ENOMEM.
 */
static int side_lines_table(struct doc *d, struct line_iter *it,
			    struct text_line l, int fenced)
{
	struct side {
		char title[SL_CELL], names[CL_SYS][SL_CELL];
		char v[CL_SYS][CL_MET][SL_CELL];
		long no, to; /* the title's line, the last figure's */
		int used;
	} * sec;
	struct line_iter peek = *it, end = *it;
	struct text_line nl = l;
	char met[CL_MET][SL_CELL], m[SL_CELL], names[CL_SYS][SL_CELL];
	char v[CL_SYS][SL_CELL], row[(CL_MET + 2) * (SL_CELL + 3) + 8];
	int ns = 0, nm = 0, nsys = 0, ret = 0, closed = !fenced, blanks = 0;
	int first = !fenced, titled = -1, figs = 0, bad = 0, step, cpu = 0;

	/* cheap: outside a fence the first line is a title or a side line
	 * (a fio output's "Run status group 0 (all jobs):" is neither) */
	if (!fenced && !side_title(line_trim(l), m) &&
	    side_line(line_trim(l), m, names, v, &ns) < 0)
		return 0;
	ns = 0;
	sec = calloc(CL_SEC, sizeof(*sec));
	if (!sec)
		return -ENOMEM;
	while (!bad && (first || lines_next(&peek, &nl))) {
		struct text_line t = line_trim(nl);
		char title[SL_CELL];
		int kind, k, c, n = 0;

		first = 0;
		step = block_line(t, fenced, &peek, &end, &closed, &blanks);
		if (step == 1)
			break;
		if (step)
			continue;
		if (side_title(t, title) && side_cpu_title(title) && ns &&
		    sec[ns - 1].used) {
			cpu = 1; /* the section's CPU shares below */
		} else if (side_title(t, title)) {
			cpu = 0;
			if (ns == CL_SEC || titled == 0) {
				bad = 1;
				break;
			}
			if (ns && !sec[ns - 1].used)
				ns--; /* "CPU Usage:" over skipped lines */
			memcpy(sec[ns].title, title, SL_CELL);
			sec[ns].no = nl.no;
			sec[ns++].used = 0;
			titled = 1;
		} else if ((kind = side_line(t, m, names, v, &n)) >= 0) {
			if (nsys && n != nsys && kind) {
				bad = 1;
				break;
			}
			if (kind >= 4 && cpu)
				snprintf(m, SL_CELL, "%s CPU",
					 kind == 4 ? "usr" : "sys");
			else if (kind >= 4)
				kind = 0; /* "User:" under no CPU caption */
			else if (kind)
				cpu = 0;
			if (!kind)
				goto next;
			if (titled < 0) {
				titled = 0; /* no title: one section */
				sec[ns].title[0] = '\0';
				sec[ns].no = nl.no;
				sec[ns++].used = 0;
			}
			for (k = 0; k < n && nsys; k++)
				if (strcmp(names[k], sec[0].names[k]))
					bad = 1;
			for (c = 0; c < nm && strcmp(met[c], m); c++)
				;
			if (bad || !ns || c == CL_MET || sec[ns - 1].v[0][c][0])
				bad = 1; /* a metric twice in a section */
			if (bad)
				break;
			if (c == nm)
				memcpy(met[nm++], m, SL_CELL);
			nsys = n;
			for (k = 0; k < n; k++) {
				memcpy(sec[0].names[k], names[k], SL_CELL);
				memcpy(sec[ns - 1].v[k][c], v[k], SL_CELL);
			}
			sec[ns - 1].used = 1;
			sec[ns - 1].to = nl.no;
			figs += n;
		} else if (fenced && side_inert(t) &&
			   !names_claim(t.s, t.len)) {
			; /* "Rated by the vendor": the figures are claims */
		} else {
			if (fenced)
				bad = 1;
			break;
		}
	next:
		blanks = 0;
		if (!fenced)
			end = peek;
	}
	if (ns && !sec[ns - 1].used)
		ns--;
	if (bad || !closed || figs < 2) {
		free(sec);
		return 0;
	}
	ret = add_line(d, "", 0, l.no, 0, 0);
	if (!ret) {
		size_t at = (size_t)snprintf(row, sizeof(row), "|%s system |",
					     titled ? " test |" : "");

		for (int c = 0; c < nm; c++)
			at += (size_t)snprintf(row + at, sizeof(row) - at,
					       " %s |", met[c]);
		ret = add_line(d, row, strlen(row), sec[0].no, 0, 0);
	}
	if (!ret) {
		size_t at = (size_t)snprintf(row, sizeof(row), "|---|%s",
					     titled ? "---|" : "");

		for (int c = 0; c < nm; c++)
			at += (size_t)snprintf(row + at, sizeof(row) - at,
					       "---|");
		ret = add_line(d, row, strlen(row), sec[0].no, 0, 0);
	}
	for (int s = 0; !ret && s < ns; s++) {
		if (!sec[s].used)
			continue;
		for (int k = 0; !ret && k < nsys; k++) {
			size_t at;

			if (titled)
				at = (size_t)snprintf(
				    row, sizeof(row), "| %s | %s |",
				    sec[s].title, sec[0].names[k]);
			else
				at =
				    (size_t)snprintf(row, sizeof(row), "| %s |",
						     sec[0].names[k]);
			for (int c = 0; c < nm; c++)
				at +=
				    (size_t)snprintf(row + at, sizeof(row) - at,
						     " %s |", sec[s].v[k][c]);
			ret = add_line(d, row, strlen(row), sec[s].no, 0, 0);
			/* its figures are on the lines under the title */
			if (!ret && sec[s].to > sec[s].no)
				d->items[d->n - 1].no_to = sec[s].to;
		}
	}
	for (size_t k = 0; !ret && k < d->n && d->items[d->n - 1 - k].len; k++)
		d->items[d->n - 1 - k].script = 1;
	if (!ret)
		ret = add_line(d, "", 0, l.no, 0, 0);
	free(sec);
	*it = end;
	return ret ? ret : 1;
}

static int md_html_table(struct doc *d, const char *buf, size_t len,
			 struct line_iter *it, struct text_line first);

/*
 * The "<table" of a line opening an HTML table in a Markdown post:
 * "<table>", "<table class=...>", or one inside a WordPress figure,
 * "<figure class="wp-block-table"><table ...>".  {NULL} for any other
 * line.
 */
static struct text_line figure_table(struct text_line t)
{
	struct text_line none = {0};
	size_t i = 0;

	if (t.len >= 8 && !strncasecmp(t.s, "<figure", 7) &&
	    (t.s[7] == '>' || t.s[7] == ' ')) {
		const char *gt = memchr(t.s, '>', t.len);

		if (!gt)
			return none;
		i = (size_t)(gt + 1 - t.s);
		while (i < t.len && (t.s[i] == ' ' || t.s[i] == '\t'))
			i++;
	}
	if (t.len - i >= 6 && !strncasecmp(t.s + i, "<table", 6) &&
	    (t.len - i == 6 || t.s[i + 6] == '>' || t.s[i + 6] == ' ')) {
		t.s += i;
		t.len -= i;
		return t;
	}
	return none;
}

/*
 * Raw HTML in a Markdown post that shows no text, on line t (trimmed,
 * at the line's start): 2 when t opens a "<style>" or "<script>" block
 * (CSS or a chart's code, up to its closing tag, which end gets), 1 when
 * t is only empty elements ("<canvas id="chart" height="200"></canvas>",
 * "<div id="plot"></div>": a place a script draws in), else 0.  Such
 * lines are blank to the reader: "* MB/s" over "<style>...</style>",
 * "<canvas ...></canvas>" and the table is still the table's caption.
 * A comment on one line ("<!-- more -->") is 1 too.
 */
static int md_silent_html(struct text_line t, const char *buf_end,
			  const char **end)
{
	static const char *const blocks[] = {"style", "script", NULL};
	size_t i = 0, e = t.len;

	/* "<!-- HTML generated using hilite.me -->", "<!-- more -->": a
	 * comment closed on its line, the converter's or the blog's note;
	 * never shown, never a caption */
	while (e &&
	       (t.s[e - 1] == ' ' || t.s[e - 1] == '\t' || t.s[e - 1] == '\r'))
		e--;
	if (e >= 7 && !strncmp(t.s, "<!--", 4) &&
	    !strncmp(t.s + e - 3, "-->", 3))
		return 1;
	if (t.len < 3 || t.s[0] != '<' || !isalpha((unsigned char)t.s[1]))
		return 0;
	for (size_t b = 0; blocks[b]; b++) {
		size_t n = strlen(blocks[b]);

		if (t.len <= n + 1 || strncasecmp(t.s + 1, blocks[b], n) ||
		    (t.s[n + 1] != '>' && t.s[n + 1] != ' '))
			continue;
		for (const char *p = t.s; p + n + 2 < buf_end; p++)
			if (p[0] == '<' && p[1] == '/' &&
			    !strncasecmp(p + 2, blocks[b], n) &&
			    (p[n + 2] == '>' || p[n + 2] == ' ')) {
				*end = p;
				return 2;
			}
		return 0;
	}
	/* "<name ...></name>", once or more, nothing between */
	while (i < t.len) {
		size_t a, n, gt;

		while (i < t.len && (t.s[i] == ' ' || t.s[i] == '\t'))
			i++;
		if (i == t.len)
			break;
		a = i + 1;
		if (t.s[i] != '<' || a >= t.len ||
		    !isalpha((unsigned char)t.s[a]))
			return 0;
		for (n = 0; a + n < t.len && isalnum((unsigned char)t.s[a + n]);
		     n++)
			;
		for (gt = a + n; gt < t.len && t.s[gt] != '>'; gt++)
			if (t.s[gt] == '<')
				return 0;
		if (gt >= t.len || t.len - gt - 1 < n + 3 ||
		    t.s[gt + 1] != '<' || t.s[gt + 2] != '/' ||
		    strncasecmp(t.s + gt + 3, t.s + a, n) ||
		    t.s[gt + 3 + n] != '>')
			return 0;
		i = gt + 4 + n;
	}
	return 1;
}

/*
 * The bytes of closing tags ("</figure>", "</div>") opening line t when a
 * fence ("```", "~~~") or a heading ("#### Analyse") follows them glued:
 * an editor's export ended a figure on the line the next block starts.
 * 0 for any other line.
 */
static size_t closing_tags_glued(struct text_line t)
{
	size_t i = 0, k = 0;

	while (i + 3 < t.len && t.s[i] == '<' && t.s[i + 1] == '/') {
		size_t j = i + 2;

		while (j < t.len && isalpha((unsigned char)t.s[j]))
			j++;
		if (j == i + 2 || j >= t.len || t.s[j] != '>')
			break;
		i = k = j + 1;
	}
	if (!k || k >= t.len)
		return 0;
	if (t.len - k >= 3 &&
	    (!strncmp(t.s + k, "```", 3) || !strncmp(t.s + k, "~~~", 3)))
		return k;
	if (t.s[k] == '#') {
		size_t h = k;

		while (h < t.len && t.s[h] == '#')
			h++;
		if (h - k <= 6 && h < t.len && t.s[h] == ' ')
			return k;
	}
	return 0;
}

/* ---- transposed blocks: a condition's values, then rows of figures ---- */

#define VARY_MAX   12 /* columns (the condition's values) */
#define VARY_HEADS 4  /* rows of figures under one workload */

/*
 * A line naming a condition and the values it takes, one a column of the
 * rows below it: "IO Depth vary in 1 4 16 64", "Number of threads: 1 2 4
 * 8", "QD = 1 8 32".  The words before the values name a queue depth or
 * a count of jobs alone (testname_parse()'s condition), "vary in",
 * "varies in", "in", ':' or '=' after them allowed; two whole numbers
 * or more (VARY_MAX at most), nothing after.  Returns "iodepth" or
 * "numjobs" (the column's header) and fills vals[] and *n, or NULL.
 */
static const char *vary_key_line(struct text_line l, char vals[][12], int *n)
{
	static const char *const tails[] = {
	    " vary in", " varies in", " varied in", " in", ":", "=", NULL};
	struct text_line t = line_trim(l);
	const char *p = t.s, *e = t.s + t.len, *k;
	struct testname tn;
	size_t kl;

	if (t.len < 6 || t.len > 120 || !isalpha((unsigned char)*p) ||
	    !isdigit((unsigned char)e[-1]))
		return NULL;
	for (k = p; k < e && !isdigit((unsigned char)*k); k++)
		if (!isalpha((unsigned char)*k) && !strchr(" :=", *k))
			return NULL;
	kl = (size_t)(k - p);
	while (kl && p[kl - 1] == ' ')
		kl--;
	for (size_t i = 0; tails[i]; i++) {
		size_t m = strlen(tails[i]);

		if (kl > m && !strncasecmp(p + kl - m, tails[i], m)) {
			kl -= m;
			break;
		}
	}
	while (kl && p[kl - 1] == ' ')
		kl--;
	if (!kl || kl > 40 || memchr(p, ':', kl) || memchr(p, '=', kl))
		return NULL;
	testname_parse(p, kl, 0, &tn);
	if (tn.found || tn.metric || (tn.condition != 2 && tn.condition != 3))
		return NULL;
	*n = 0;
	for (p = k; p < e;) {
		const char *s = p;

		while (p < e && isdigit((unsigned char)*p))
			p++;
		if (p == s || p - s >= 12 || *n == VARY_MAX ||
		    (p < e && *p != ' ' && *p != '\t'))
			return NULL;
		snprintf(vals[(*n)++], 12, "%.*s", (int)(p - s), s);
		while (p < e && (*p == ' ' || *p == '\t'))
			p++;
	}
	if (*n < 2)
		return NULL;
	return tn.condition == 2 ? "iodepth" : "numjobs";
}

/*
 * A line naming the workload of the rows under it by fio's rw value:
 * "rw mode randread", "rw randwrite", "rw=read", "rw: randrw", "mode
 * write".  Fills rw (n bytes) with the value; 1, or 0.
 */
static int vary_rw_line(struct text_line l, char *rw, size_t n)
{
	static const char *const heads[] = {
	    "rw mode:", "rw mode", "rw:", "rw=", "rw", "mode:", "mode", NULL};
	static const char *const names[] = {
	    "read",   "write", "randread", "randwrite", "rw", "readwrite",
	    "randrw", "trim",  "randtrim", "trimwrite", NULL};
	struct text_line t = line_trim(l);
	const char *p = t.s, *e = t.s + t.len;

	if (t.len < 5 || t.len > 32)
		return 0;
	for (size_t i = 0; heads[i]; i++) {
		size_t m = strlen(heads[i]);

		if (t.len > m && !strncasecmp(p, heads[i], m) &&
		    (!isalpha((unsigned char)heads[i][m - 1]) || p[m] == ' ')) {
			p += m;
			break;
		}
	}
	if (p == t.s)
		return 0;
	while (p < e && *p == ' ')
		p++;
	for (size_t i = 0; names[i]; i++)
		if ((size_t)(e - p) == strlen(names[i]) &&
		    !strncasecmp(p, names[i], strlen(names[i])) &&
		    strlen(names[i]) < n) {
			for (size_t j = 0; names[i][j]; j++)
				rw[j] = names[i][j];
			rw[strlen(names[i])] = '\0';
			return 1;
		}
	return 0;
}

/*
 * A row of a transposed block: a metric and its unit in brackets, then
 * exactly n figures (digits, one '.'), blanks apart: "Throughput(MB/s)
 * 1885 1887 1886 1888", "Latency (us) 63.1 257 1037 4127".  Fills head
 * (hn bytes) and v[]; 1, or 0.
 */
static int vary_row_line(struct text_line l, int n, char *head, size_t hn,
			 char v[][24])
{
	struct text_line t = line_trim(l);
	const char *p = t.s, *e = t.s + t.len, *h;
	int k = 0;

	if (t.len < 6 || !isalpha((unsigned char)*p))
		return 0;
	h = memchr(p, ')', t.len);
	if (!h || !memchr(p, '(', (size_t)(h - p)) || (size_t)(h + 1 - p) >= hn)
		return 0;
	for (const char *q = p; q < h; q++)
		if (isdigit((unsigned char)*q))
			return 0;
	snprintf(head, hn, "%.*s", (int)(h + 1 - p), p);
	for (p = h + 1; p < e;) {
		const char *s;
		int dot = 0;

		while (p < e && (*p == ' ' || *p == '\t'))
			p++;
		if (p == e)
			break;
		for (s = p; p < e && (isdigit((unsigned char)*p) ||
				      (*p == '.' && !dot++ && p > s));
		     p++)
			;
		if (p == s || p[-1] == '.' || p - s >= 24 || k == n ||
		    (p < e && *p != ' ' && *p != '\t'))
			return 0;
		snprintf(v[k++], 24, "%.*s", (int)(p - s), s);
	}
	return k == n;
}

/*
 * A transposed block, as a person types a sweep's figures: a line naming
 * a condition and its values (vary_key_line(): "IO Depth vary in 1 4 16
 * 64"), then for each workload a line naming fio's rw value
 * (vary_rw_line(): "rw mode randread") and the rows of its figures
 * (vary_row_line(): "Throughput(MB/s) 2281 2282 2281 2283", "Latency(us)
 * 52.60 211.39 857.58 3438.33"), a figure per value of the condition;
 * every workload the same rows in the same order.  Read as the table "|
 * test | iodepth | Throughput(MB/s) | Latency(us) |", a row per
 * workload and value, its test "rw=randread" (fio's option: read, write
 * and rw sequential); the metric and unit as the row's head says, as to
 * any table.  Returns 1 when taken (the lines consumed from *it), 0 when
 * not, -ENOMEM.
 */
static int vary_block_table(struct doc *d, struct line_iter *it,
			    struct text_line first)
{
	char cols[VARY_MAX][12], heads[VARY_HEADS][48], rw[16], h[48];
	char v[VARY_HEADS][VARY_MAX][24], row[640];
	struct line_iter peek = *it, at;
	struct text_line nl;
	const char *key;
	int n, nh = 0, groups = 0, ret = 0;

	if (!(key = vary_key_line(first, cols, &n)))
		return 0;
	while (!ret && lines_next(&peek, &nl) &&
	       vary_rw_line(nl, rw, sizeof(rw))) {
		long no = nl.no;
		int k = 0;
		size_t w;

		at = peek;
		while (k < VARY_HEADS && lines_next(&peek, &nl) &&
		       vary_row_line(nl, n, h, sizeof(h), v[k])) {
			if (groups && (k >= nh || strcmp(h, heads[k])))
				break;
			if (!groups)
				strcpy(heads[k], h);
			k++;
			at = peek;
		}
		peek = at;
		if (!k || (groups && k != nh))
			break;
		if (!groups) {
			nh = k;
			w = (size_t)snprintf(row, sizeof(row), "| test | %s |",
					     key);
			for (int j = 0; j < nh; j++)
				w += (size_t)snprintf(row + w, sizeof(row) - w,
						      " %s |", heads[j]);
			ret = add_made_head(d, row, w, first.no);
			w = (size_t)snprintf(row, sizeof(row), "|---|---|");
			for (int j = 0; j < nh; j++)
				w += (size_t)snprintf(row + w, sizeof(row) - w,
						      "---|");
			if (!ret)
				ret = add_line(d, row, w, first.no, 0, 0);
		}
		for (int c = 0; c < n && !ret; c++) {
			w = (size_t)snprintf(row, sizeof(row), "| rw=%s | %s |",
					     rw, cols[c]);
			for (int j = 0; j < nh; j++)
				w += (size_t)snprintf(row + w, sizeof(row) - w,
						      " %s |", v[j][c]);
			ret = add_line(d, row, w, no, 0, 0);
		}
		groups++;
		*it = peek;
	}
	if (!groups)
		return 0;
	/* a blank after it: a table of its own, never joined to the next */
	if (!ret)
		ret = add_line(d, "", 0, first.no, 0, 0);
	return ret ? ret : 1;
}

/* How many c open line t (after its indentation). */
static size_t run_of(struct text_line t, char c)
{
	size_t n = 0;

	while (n < t.len && t.s[n] == c)
		n++;
	return n;
}

/*
 * Whether line t, opening with three backticks or more, is inline code
 * ("```noatime```", a post's markup for a word) and no fence: a fence's
 * info string holds no backtick (CommonMark).
 */
static int code_span_line(struct text_line t)
{
	size_t n = run_of(t, '`');

	return n >= 3 && n < t.len && memchr(t.s + n, '`', t.len - n);
}

/* A thematic break ("---", "* * *", "___"): three marks or more alone. */
static int thematic_break(struct text_line t)
{
	size_t n = 0;

	if (!t.len || !strchr("-*_", t.s[0]))
		return 0;
	for (size_t k = 0; k < t.len; k++)
		if (t.s[k] == t.s[0])
			n++;
		else if (t.s[k] != ' ' && t.s[k] != '\t')
			return 0;
	return n >= 3;
}

/*
 * Whether t, a line inside a block its fence of ticks backticks opened,
 * ends in the block's closing fence glued to its text
 * ("=====```"): the same run of backticks after other text, and the rest
 * of the document reads right only that way: the next line that is not
 * blank nor a thematic break is a heading ("# 3. ...") or a fence opening
 * with its info string ("```bash"), and the fences after it pair up (an
 * even number of them: else one of them is this block's real end) or the
 * first of them has an info string (it opens a block: no block's end; the
 * document's last block left open).
 */
static int glued_fence_close(struct text_line t, size_t ticks,
			     const struct line_iter *it)
{
	struct line_iter peek = *it;
	struct text_line l, n;
	size_t end = 0, fences = 0;
	int next = 0, opens = 0;

	while (end < t.len && t.s[t.len - 1 - end] == '`')
		end++;
	if (!ticks || end != ticks || end == t.len)
		return 0;
	while (lines_next(&peek, &l)) {
		n = line_trim(l);
		if (line_starts(n, "```") || line_starts(n, "~~~")) {
			struct text_line info = {n.s + run_of(n, n.s[0]),
						 n.len - run_of(n, n.s[0]),
						 n.no};

			if (!fences)
				opens = line_trim(info).len > 0;
			if (!next)
				next = opens ? 1 : -1;
			fences++;
			continue;
		}
		if (next || !n.len || thematic_break(n))
			continue;
		next = n.s[0] == '#' && run_of(n, '#') <= 6 &&
			       run_of(n, '#') < n.len &&
			       n.s[run_of(n, '#')] == ' '
			   ? 1
			   : -1;
	}
	return next == 1 && (fences % 2 == 0 || opens);
}

/*
 * Whether rest, what follows a fence's backticks on its line, is text
 * glued to a closing fence: a forum's [code] converted to fences around
 * the code alone, the post's words kept on the fence lines ("```It
 * worked for me.  A final check ..."): two words or more, a blank
 * between, no attribute list ("{.bash .numberLines}"), no option nor
 * setting (an info string: "```console title=run.log"), no backtick but
 * a glued opening fence at its end.
 */
static int glued_close_text(struct text_line rest)
{
	rest = line_trim(rest);
	/* "```to tell you.  If you're interested, try```": the next
	 * block's opening glued to its end */
	if (rest.len > 3 && !memcmp(rest.s + rest.len - 3, "```", 3))
		rest.len -= 3;
	return rest.len >= 8 && rest.s[0] != '{' &&
	       memchr(rest.s, ' ', rest.len) &&
	       !memchr(rest.s, '=', rest.len) && !memchr(rest.s, '`', rest.len);
}

/* Whether the fence lines ("```", "~~~") from iterator it on are even in
 * number. */
static int fences_after_even(const struct line_iter *it)
{
	struct line_iter peek = *it;
	struct text_line l, n;
	size_t fences = 0;

	while (lines_next(&peek, &l)) {
		n = line_trim(l);
		fences += line_starts(n, "```") || line_starts(n, "~~~");
	}
	return fences % 2 == 0;
}

/*
 * Whether t, a line outside any fence, ends in an opening fence glued to
 * the post's words ("Fire up a terminal and enter```"), the same
 * conversion's: three backticks after other text, no other backtick in
 * the line (no "```noatime```" code span), and within the next 40 lines
 * the first line opening with backticks is a close glued to text
 * (glued_close_text()), or three backticks alone with the fences after it
 * pairing up, a line of code at least between.
 */
static int glued_fence_open(struct text_line t, const struct line_iter *it)
{
	struct line_iter peek = *it;
	struct text_line l, n;
	int code = 0;

	if (t.len < 4 || memcmp(t.s + t.len - 3, "```", 3) ||
	    memchr(t.s, '`', t.len - 3))
		return 0;
	for (int k = 0; k < 40 && lines_next(&peek, &l); k++) {
		n = line_trim(l);
		if (line_starts(n, "```")) {
			struct text_line r = {n.s + 3, n.len - 3, n.no};

			if (!code || run_of(n, '`') != 3)
				return 0;
			if (glued_close_text(r))
				return 1;
			/* "600MB/s :D I can beat that```" / the code / "```"
			 * alone: the close is the fence's own when the
			 * fences after it pair up (read as an opening, the
			 * bare fence would turn every later block inside
			 * out) */
			return n.len == 3 && fences_after_even(&peek);
		}
		code |= n.len > 0;
	}
	return 0;
}

/* ---- results as trailing comments on fio command lines ---------------- */

#define CC_ROWS 64

struct cc_row {
	char name[64]; /* the job file's name, its extension dropped */
	char fig[32];  /* "5210 IOPS", "2.3 ms", "97 MiB/s"; "" none */
	char dir[24];  /* "Read", "Random Write"...; "" none */
	int metric;    /* 0 rate, 1 IOPS, 2 latency */
	int section;   /* the comment heading's index above it */
	long no;
};

/* The direction a job file's name (s, n bytes) states in one of its words
 * split at '-', '_' and '.' ("sync-r-ssd": "r"; "randwrite_nvme"): 1
 * read, 2 write, 0 none or both; *rnd set for "randread"/"randwrite". */
static int cc_name_dir(const char *s, size_t n, int *rnd)
{
	static const char *const w[] = {"r",	    "read",	 "seqread",
					"randread", "w",	 "write",
					"seqwrite", "randwrite", NULL};
	int dir = 0;

	*rnd = 0;
	for (size_t i = 0; i < n;) {
		size_t j = i;

		while (j < n && !strchr("-_.", s[j]))
			j++;
		for (int k = 0; w[k]; k++)
			if (strlen(w[k]) == j - i &&
			    !strncasecmp(s + i, w[k], j - i)) {
				int d = k < 4 ? 1 : 2;

				if (dir && dir != d)
					return 0;
				dir = d;
				*rnd |= !strncmp(w[k], "rand", 4);
			}
		i = j + 1;
	}
	return dir;
}

/*
 * A fio command line running one job file with its result as a trailing
 * shell comment: "sudo fio --runtime 30 sync-r-ssd.ini    #  2.3 ms",
 * "fio async-w.fio # 5180 IOPS (expected 5000 IOPS)".  The figure right
 * after '#' with its unit (IOPS, a rate, a time: the mean latency), then
 * nothing or one bracket (a remark: "expected", "provisioned" figures are
 * no result).  Fills r (its name; fig "" when the comment holds no such
 * figure: "# 3-20 ms when repeated"); 0 when t is no fio command running a
 * job file.
 */
static int cc_line(struct text_line t, struct cc_row *r)
{
	const char *s = t.s, *e = t.s + t.len, *hash = NULL, *p, *q,
		   *job = NULL;
	size_t jl = 0;
	int iops = 0;
	char v[32];

	memset(r, 0, sizeof(*r));
	if ((size_t)(e - s) > 2 && s[0] == '$' && s[1] == ' ')
		s += 2;
	if ((size_t)(e - s) > 5 && !strncmp(s, "sudo ", 5))
		s += 5;
	if ((size_t)(e - s) < 5 || strncmp(s, "fio ", 4))
		return 0;
	for (p = s; p < e; p++) {
		if (*p == '#' && p[-1] == ' ') {
			hash = p;
			break;
		}
		if (strchr("|;&<>`\"'$", *p))
			return 0;
	}
	if (!hash)
		hash = e; /* no comment: no result */
	/* the job file: the one word ending in .fio, .ini, .job, .cfg */
	for (p = s + 4; p < hash;) {
		while (p < hash && *p == ' ')
			p++;
		for (q = p; q < hash && *q != ' '; q++)
			;
		if (q - p > 4 && *p != '-' &&
		    (!strncmp(q - 4, ".fio", 4) || !strncmp(q - 4, ".ini", 4) ||
		     !strncmp(q - 4, ".job", 4) ||
		     !strncmp(q - 4, ".cfg", 4))) {
			if (job)
				return 0;
			job = p;
			jl = (size_t)(q - p) - 4;
		}
		p = q;
	}
	if (!job)
		return 0;
	if ((p = memrchr(job, '/', jl)))
		jl -= (size_t)(p + 1 - job), job = p + 1;
	if (!jl || jl >= sizeof(r->name))
		return 0;
	memcpy(r->name, job, jl);
	r->name[jl] = '\0';
	for (p = hash + 1; p < e && *p == ' '; p++)
		;
	if (p < e && isdigit((unsigned char)*p) &&
	    ((q = figure_unit(p, e, &iops, v, sizeof(v))) ||
	     (q = time_unit(p, e, v, sizeof(v))))) {
		/* "363k IOPS" is a figure too; a range's "3-20 ms" none */
		while (q < e && *q == ' ')
			q++;
		if (q == e || (*q == '(' && e[-1] == ')' &&
			       !memchr(q + 1, '(', (size_t)(e - q - 2)))) {
			snprintf(r->fig, sizeof(r->fig), "%s", v);
			r->metric = iops ? 1 : (strstr(v, "/s") ? 0 : 2);
		}
	}
	{
		char hd[24];

		if (command_dir(s, (size_t)(hash - s), hd, sizeof(hd)) > 0)
			snprintf(r->dir, sizeof(r->dir), "%s", hd);
	}
	return 1;
}

/* The distinguishing part of names[0..n-1] split at '-': what is left of
 * name k when the words all share at their start and end are dropped;
 * the whole name when n < 2.  Into out (n bytes). */
static void cc_label(const struct cc_row *rows, const int *idx, int n, int k,
		     char *out, size_t outsz)
{
	const char *a = rows[idx[k]].name;
	size_t la = strlen(a), pre = la, suf = la;

	snprintf(out, outsz, "%s", a);
	if (n < 2)
		return;
	for (int i = 0; i < n; i++) {
		const char *b = rows[idx[i]].name;
		size_t lb = strlen(b), m = 0, s = 0;

		while (m < la && m < lb && a[m] == b[m])
			m++;
		/* back to a word's start: after a '-' */
		while (m > 0 && a[m - 1] != '-')
			m--;
		if (m < pre)
			pre = m;
		while (s < la && s < lb && a[la - 1 - s] == b[lb - 1 - s])
			s++;
		while (s > 0 && a[la - s] != '-')
			s--;
		if (s < suf)
			suf = s;
	}
	if (pre + suf >= la)
		return;
	snprintf(out, outsz, "%.*s", (int)(la - pre - suf), a + pre);
}

/* The rows of a fenced block's trailing-comment results (cc_block()),
 * their table written once the block has closed (cc_flush()). */
struct cc_block {
	struct cc_row rows[CC_ROWS];
	char label[CC_ROWS][64], head[CC_ROWS][48];
	int n;
};

/*
 * A fenced block (*it just after its opening fence) holding fio command
 * lines whose results are trailing comments (cc_line()), under comment
 * headings naming what they measured ("# Latency read", "# IOPS write",
 * "# Throughput"): each line with a figure one result of its command, its
 * direction from the heading, the job file's name (a word "r", "read",
 * "w", "write", "randread", ...) or the command's rw=, which must not
 * disagree (none: not read), its label what tells the job files of its
 * heading apart (cc_label()).  Two results at least.  Returns 1 with *out
 * set (to be freed), 0 when the block is none, -ENOMEM.
 */
static int cc_block_read(struct line_iter it, struct cc_block **out)
{
	struct cc_block *b;
	struct text_line nl;
	char heads[CC_ROWS][64];
	int nh = 0, sec = -1, all = 0, results = 0;
	struct cc_row *rows;

	*out = NULL;
	b = calloc(1, sizeof(*b));
	if (!b)
		return -ENOMEM;
	rows = malloc(CC_ROWS * sizeof(*rows));
	if (!rows) {
		free(b);
		return -ENOMEM;
	}
	while (lines_next(&it, &nl)) {
		struct text_line t = line_trim(nl);

		/* its closing fence, or one glued to its last line */
		if (fence_mark(t) ||
		    (t.len >= 3 && !memcmp(t.s + t.len - 3, "```", 3)))
			break;
		if (!t.len)
			continue;
		if (t.s[0] == '#' && (t.len < 2 || t.s[1] != '!')) {
			if (nh == CC_ROWS)
				break;
			while (t.len && t.s[0] == '#')
				t.s++, t.len--;
			t = line_trim(t);
			snprintf(heads[nh], sizeof(heads[nh]), "%.*s",
				 (int)t.len, t.s);
			sec = nh++;
			continue;
		}
		if (all < CC_ROWS && cc_line(t, &rows[all])) {
			rows[all].section = sec;
			rows[all].no = nl.no;
			results += rows[all].fig[0] != 0;
			all++;
			continue;
		}
		/* another command: the heading above names its steps */
		sec = -1;
	}
	for (int k = 0; k < all; k++) {
		struct cc_row *r = &rows[k];
		int idx[CC_ROWS], m = 0, me = 0, hd = 0, nd, rnd = 0, cd = 0;
		const char *p, *e, *w;
		char lab[64];

		if (!r->fig[0])
			continue;
		for (int i = 0; i < all; i++)
			if (rows[i].section == r->section &&
			    (r->section >= 0 || i == k)) {
				if (i == k)
					me = m;
				idx[m++] = i;
			}
		cc_label(rows, idx, m, me, lab, sizeof(lab));
		/* the heading's direction words */
		if (r->section >= 0)
			for (p = heads[r->section], e = p + strlen(p); p < e;
			     p++) {
				int dd;

				if (p > heads[r->section] &&
				    isalpha((unsigned char)p[-1]))
					continue;
				dd = prose_dir(p, e, &w);
				if (dd && hd && dd != hd)
					hd = -1;
				else if (dd && hd >= 0)
					hd = dd;
			}
		nd = cc_name_dir(r->name, strlen(r->name), &rnd);
		if (r->dir[0]) {
			cd = strstr(r->dir, "Read") ? 1 : 2;
			rnd |= !strncmp(r->dir, "Random", 6);
		}
		if (hd < 0 || (hd && nd && hd != nd) ||
		    (hd && cd && hd != cd) || (nd && cd && nd != cd))
			continue;
		if (!hd)
			hd = nd ? nd : cd;
		if (!hd)
			continue;
		snprintf(b->head[b->n], sizeof(b->head[b->n]), "%s%s%s",
			 rnd ? "Random " : "", hd == 1 ? "Read" : "Write",
			 r->metric == 1	  ? " IOPS"
			 : r->metric == 2 ? " Latency (avg)"
					  : "");
		snprintf(b->label[b->n], sizeof(b->label[b->n]), "%s", lab);
		b->rows[b->n++] = *r;
	}
	free(rows);
	if (b->n < 2 || results < 2) {
		free(b);
		return 0;
	}
	*out = b;
	return 1;
}

/* The tables of b's results after its block (no: the closing fence's
 * line): a table each run of rows of one heading and one column, "|
 * system | Read IOPS |", a row a result (the job files hold the
 * conditions: none is guessed). */
static int cc_flush(struct doc *d, const struct cc_block *b, long no)
{
	char row[192];
	int ret = 0;

	for (int k = 0; !ret && k < b->n; k++) {
		if (!k || b->rows[k].section != b->rows[k - 1].section ||
		    strcmp(b->head[k], b->head[k - 1])) {
			ret = add_line(d, "", 0, no, 0, 0);
			snprintf(row, sizeof(row), "| system | %s |",
				 b->head[k]);
			if (!ret)
				ret = add_line(d, row, strlen(row),
					       b->rows[k].no, 0, 0);
			if (!ret)
				ret = add_line(d, "|---|---|", 9, b->rows[k].no,
					       0, 0);
		}
		snprintf(row, sizeof(row), "| %s | %s |", b->label[k],
			 b->rows[k].fig);
		if (!ret)
			ret =
			    add_line(d, row, strlen(row), b->rows[k].no, 0, 0);
	}
	if (!ret)
		ret = add_line(d, "", 0, no, 0, 0);
	return ret;
}
static int read_text_lines(const char *buf, size_t len, struct doc *d,
			   struct cc_block **ccp)
{
	struct line_iter it;
	struct text_line l;
	int fence = 0, ret, org = org_text(buf, len), org_fence = 0;
	size_t ticks = 0; /* the open fence's backticks, 0 for "~~~" */
	int rst_opts = 0; /* the lines after an RST directive */
	char levels[8] = "=-";

	lines_init(&it, buf, len);
	while (lines_next(&it, &l)) {
		struct text_line t = line_trim(l), ft, in;
		int level = 0, lq, silent;
		const char *send = NULL;
		size_t opt;
		size_t glued = fence ? 0 : closing_tags_glued(t);

		/* "</figure>```": a WordPress figure's close glued to the
		 * next fence or heading, which starts the line */
		if (glued) {
			l.len -= (size_t)(t.s + glued - l.s);
			l.s = t.s + glued;
			t = line_trim(l);
		}

		if (org && !fence && org_keyword(t)) {
			/* a keyword is no text a reader sees; BEGIN_SRC,
			 * BEGIN_EXAMPLE ... END_ hold code */
			if (org_block(t, "#+begin"))
				org_fence = 1;
			else if (org_block(t, "#+end"))
				org_fence = 0;
			ret = add_line(d, "", 0, l.no, 0, org_fence);
			if (ret)
				return ret;
			continue;
		}
		if (org && !org_fence && !fence && (level = org_heading(l))) {
			while (t.len && t.s[0] == '*')
				t.s++, t.len--;
			t = line_trim(t);
			ret = add_line(d, t.s, t.len, l.no, level, 0);
			if (ret)
				return ret;
			continue;
		}
		if (!fence && (lq = liquid_code_tag(t)) != 0 &&
		    (lq == 2 ? !org_fence : (lq > 0) != (org_fence > 0))) {
			if (lq != 2)
				org_fence = lq > 0;
			ret = add_line(d, "", 0, l.no, 0, 1);
			if (ret)
				return ret;
			continue;
		}
		if (org_fence) {
			ret = add_line(d, l.s, l.len, l.no, 0, 1);
			if (ret)
				return ret;
			continue;
		}
		if (!fence && t.s == l.s && underline_char(t) &&
		    underlined_title(d, t, l.no)) {
			struct doc_item *h = &d->items[d->n - 1];
			char *at = strchr(levels, underline_char(t));
			size_t nl = strlen(levels);

			/* "=" 1, "-" 2, the others in the order they come */
			if (!at && nl < sizeof(levels) - 1) {
				levels[nl] = underline_char(t);
				at = levels + nl;
			}
			h->heading = at ? (int)(at - levels) + 1 : 6;
			if (h->heading > 6)
				h->heading = 6;
			ret = add_line(d, "", 0, l.no, 0, 0);
			if (ret)
				return ret;
			continue;
		}
		if (!fence && rst_directive(t)) {
			ret = add_line(d, "", 0, l.no, 0, 0);
			if (ret)
				return ret;
			rst_opts = 1;
			continue;
		}
		/* the directive's options: markup, but a block's caption
		 * names it as a bold line over it does */
		if (rst_opts && !fence && (opt = rst_option(l)) > 0) {
			struct text_line c = line_trim(l);

			c.s += opt;
			c.len -= opt;
			c = line_trim(c);
			if (opt == 9 &&
			    !strncmp(line_trim(l).s, ":caption:", 9))
				ret = add_rst_text(d, c, l.no);
			else
				ret = add_line(d, "", 0, l.no, 0, 0);
			if (ret)
				return ret;
			if (opt == 9 && c.len)
				d->items[d->n - 1].emph = 2;
			continue;
		}
		rst_opts = 0;
		/* "IO Depth vary in 1 4 16 64" over "rw mode read" and its
		 * rows of figures, in a code block or not */
		if (t.len >= 6 && isalpha((unsigned char)t.s[0]) &&
		    isdigit((unsigned char)t.s[t.len - 1])) {
			ret = vary_block_table(d, &it, l);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		/* "... enter```" / the code / "```(Change hda for your
		 * own ...)": a forum's [code] converted to fences glued to
		 * the post's words; those words are the post's text */
		if (!fence && glued_fence_open(t, &it)) {
			ret = add_line(d, t.s, t.len - 3, l.no, 0, 0);
			if (ret)
				return ret;
			fence = 1;
			ticks = 3;
			continue;
		}
		if (fence && ticks == 3 && run_of(t, '`') == 3 &&
		    glued_close_text(
			(struct text_line){t.s + 3, t.len - 3, t.no})) {
			struct text_line rest = line_trim(
			    (struct text_line){t.s + 3, t.len - 3, t.no});

			fence = glued_fence_open(rest, &it);
			ticks = fence ? 3 : 0;
			ret = add_line(d, rest.s, rest.len - (fence ? 3 : 0),
				       l.no, 0, 0);
			if (ret)
				return ret;
			continue;
		}
		if ((line_starts(t, "```") && (fence || !code_span_line(t))) ||
		    line_starts(t, "~~~")) {
			struct text_line rest = {t.s + 3, t.len - 3, t.no};

			/* a block digesting fio runs: a table of them */
			if (!fence) {
				ret = digest_block(d, &it, l);
				if (!ret)
					ret = qd_digest_block(d, &it, l, 1);
				if (!ret)
					ret = script_lines_table(d, &it, l, 1);
				if (!ret)
					ret = section_lines_table(d, &it, l);
				if (!ret)
					ret = files_threads_table(d, &it, l);
				if (!ret)
					ret = side_lines_table(d, &it, l, 1);
				if (ret < 0)
					return ret;
				if (ret)
					continue;
			}

			/* "```# dd if=/dev/zero ...": a wiki's conversion
			 * glued the block's first line, a command, to its
			 * fence: it is the block's, no info string */
			rest = line_trim(rest);
			fence = !fence;
			ticks = fence && t.s[0] == '`' ? run_of(t, '`') : 0;
			if (fence && rest.len &&
			    (prompt_command(rest) || root_shell_line(rest)))
				ret = add_line(d, rest.s, rest.len, l.no, 0, 1);
			else
				ret = add_line(d, "", 0, l.no, 0, 1);
			/* results as comments on its fio commands: their
			 * tables once the block has closed */
			if (!ret && fence)
				ret = cc_block_read(it, ccp);
			if (ret < 0)
				return ret;
			if (!fence && *ccp) {
				ret = cc_flush(d, *ccp, l.no);
				free(*ccp);
				*ccp = NULL;
				if (ret)
					return ret;
			}
			continue;
		}
		if (!fence && (ft = figure_table(t)).s) {
			/* an HTML table in a Markdown post */
			ret = md_html_table(d, buf, len, &it, ft);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		if (!fence && t.s - l.s < 4 && t.len >= 3 && t.s[0] == '<' &&
		    (silent = md_silent_html(t, buf + len, &send))) {
			/* CSS, a chart's script or canvas: nothing shown */
			ret = add_line(d, "", 0, l.no, 0, 0);
			while (!ret && silent == 2 && l.s + l.len <= send &&
			       lines_next(&it, &l))
				ret = add_line(d, "", 0, l.no, 0, 0);
			if (ret)
				return ret;
			continue;
		}
		if (!fence && t.len >= 3 && t.s[0] == '|') {
			/* a side-by-side table of one tool's output */
			ret = md_tool_columns(d, &it, l);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		if (!fence && t.len >= 8 && t.s[0] == '|' && t.s[1] == '-') {
			ret = dotted_table(d, &it, l);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		if (!fence && t.len < 32) {
			ret = cells_table(d, &it, l);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		if (!fence) {
			ret = flat_table(d, l);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		/* "<h2>Hostvds.com</h2>" over a "<pre>" of raw HTML inside
		 * Markdown: a heading, as "## Hostvds.com" is */
		if (!fence && (level = html_heading(t, &in)) > 0) {
			ret = add_line(d, in.s, in.len, l.no, level, 0);
			if (ret)
				return ret;
			continue;
		}
		level = 0;
		/* "    # hdparm -t /dev/sdc": a root prompt in indented code,
		 * "# dd if=...": one in text; neither is a heading, nor a
		 * log's "#### TEST GROUP START iozone ####" marker */
		if (!fence && t.len && t.s[0] == '#' && t.s - l.s < 4 &&
		    !prompt_command(t) && !root_shell_line(t) &&
		    !line_is_log_marker(t.s, t.len)) {
			while ((size_t)level < t.len && t.s[level] == '#')
				level++;
			if (level <= 6 && (size_t)level < t.len &&
			    (t.s[level] == ' ' || glued_heading(t, level))) {
				t.s += level;
				t.len -= (size_t)level;
				t = atx_closing_cut(
				    heading_attr_cut(line_trim(t)));
				ret = add_line(d, t.s, t.len, l.no, level, 0);
				if (ret)
					return ret;
				d->items[d->n - 1].len =
				    md_unlink(d->items[d->n - 1].s,
					      d->items[d->n - 1].len);
				continue;
			}
			level = 0;
		}
		if (!fence && t.len &&
		    (t.s[0] == '-' || t.s[0] == '*' || t.s[0] == '+')) {
			ret = list_table(d, &it, l);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		if (!fence && t.len &&
		    (t.s[0] == '-' || t.s[0] == '*' || t.s[0] == '+' ||
		     list_bullet(t.s, t.len))) {
			ret = nested_fio_items(d, &it, l);
			if (!ret)
				ret = nested_rate_items(d, &it, l);
			if (!ret)
				ret = metric_bullets_table(d, &it, l);
			/* cheap: "Sequential read:", a ':' last */
			if (!ret && t.s[t.len - 1] == ':')
				ret = spread_result_bullets(d, &it, l);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		if (!fence && t.len >= 16) {
			ret = item_rates_table(d, &it, l);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		/* "Host: Random Read/Write IOPS: 120k/88k. BW: ...": the
		 * pairs, before a line of one system's rates reads them */
		if (!fence && t.len && isalpha((unsigned char)t.s[0])) {
			ret = pair_table(d, buf, len, &it, l);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		/* "node-b: Write: 14.1 MB/s Read: 30.8 MB/s" lines, a bare
		 * list under "..., results in MB/s:" (cheap: a rate's '/' in
		 * the line, a figure last) */
		if (!fence && t.len >= 3 && isalnum((unsigned char)t.s[0])) {
			ret = 0;
			if (t.len >= 12 && memchr(t.s, '/', t.len))
				ret = dir_rates_table(d, &it, l);
			if (!ret && isdigit((unsigned char)t.s[t.len - 1]))
				ret = bare_results_table(d, &it, l);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		/* each tests cheaply first ("/s", "rw=", "で" in the line) */
		if (!fence && t.len >= 6) {
			ret = command_result_lines(d, &it, l);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		/* cheap: a tab in a code block's line */
		if (fence && t.len >= 12 && memchr(t.s, '\t', t.len)) {
			ret = unit_lines_table(d, &it, l, 1);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		if (!fence && t.len >= 12) {
			ret = hdparm_command_sentence(d, l);
			if (!ret)
				ret = rate_sentence_table(d, l);
			if (!ret)
				ret = speed_runs_table(d, &it, l);
			if (!ret)
				ret = runs_lines_table(d, &it, l);
			if (!ret)
				ret = system_lines_table(d, &it, l);
			if (!ret)
				ret = unit_lines_table(d, &it, l, 0);
			if (!ret)
				ret = tool_shows_sentence(d, l);
			if (!ret)
				ret = tool_reports_tests(d, l);
			if (!ret)
				ret = person_result_sentence(d, l);
			if (!ret)
				ret = cjk_rate_sentence(d, l);
			if (!ret)
				ret = measured_rate_sentence(d, l);
			if (!ret)
				ret = average_rate_sentence(d, l);
			if (!ret)
				ret = hdparm_change_sentence(d, l);
			if (!ret)
				ret = hdparm_contrast_ja(d, l);
			if (!ret)
				ret = option_result_line(d, l);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		if (!fence && t.len && isalnum((unsigned char)t.s[0])) {
			ret = test_summary_table(d, &it, l);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		/* cheap: a figure first, a bracket in the line */
		if (!fence && t.len >= 5 && isdigit((unsigned char)t.s[0]) &&
		    memchr(t.s, '(', t.len)) {
			ret = paren_iops_table(d, &it, l);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		/* cheap: a title ending in ':' or a line of three ':' */
		if (!fence && t.len >= 3 && isalpha((unsigned char)t.s[0]) &&
		    (t.s[t.len - 1] == ':' || colons(t) >= 3)) {
			ret = side_lines_table(d, &it, l, 0);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		if (!fence && t.len >= 12 && isalnum((unsigned char)t.s[0])) {
			ret = script_lines_table(d, &it, l, 0);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		if (!fence && t.len >= 12) {
			ret = tool_sentence_table(d, &it, l);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		if (!fence && t.len >= 8) {
			ret = vs_lines_table(d, &it, l);
			if (!ret)
				ret = shorthand_table(d, &it, l);
			if (!ret)
				ret = qd_digest_block(d, &it, l, 0);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		if (!fence && t.len >= 12) {
			ret = dir_first_sentence(d, l);
			if (!ret)
				ret = fig_dir_sentence(d, l);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		if (!fence && md_bold(&t)) {
			ret = add_line(d, t.s, t.len, l.no, 0, 0);
			if (ret)
				return ret;
			d->items[d->n - 1].emph = 1;
			continue;
		}
		/* "=====```": the block's text, then its closing fence */
		if (fence && ticks && t.len > ticks && t.s[t.len - 1] == '`' &&
		    glued_fence_close(t, ticks, &it)) {
			ret = add_line(d, l.s,
				       (size_t)(t.s - l.s) + t.len - ticks,
				       l.no, 0, 1);
			if (!ret)
				ret = add_line(d, "", 0, l.no, 0, 1);
			if (!ret && *ccp) {
				ret = cc_flush(d, *ccp, l.no);
				free(*ccp);
				*ccp = NULL;
			}
			if (ret)
				return ret;
			fence = 0;
			continue;
		}
		/* "Test Command: fio ... --rw=read" / "- **IOPS**: 41,000"
		 * in one code block: the run's figures retyped under its
		 * command (metric_bullets_table(), which wants the command
		 * right above) */
		if (fence && t.len > 2 && strchr("-*+", t.s[0]) &&
		    t.s[1] == ' ') {
			ret = metric_bullets_table(d, &it, l);
			if (ret < 0)
				return ret;
			if (ret)
				continue;
		}
		ret = add_line(d, l.s, l.len, l.no, 0, fence);
		if (ret)
			return ret;
		if (!fence && md_link_only(t))
			d->items[d->n - 1].toc = 1;
	}
	/* a block left open at the end */
	return *ccp ? cc_flush(d, *ccp, d->n ? d->items[d->n - 1].no : 0) : 0;
}

static int read_text(const char *buf, size_t len, struct doc *d)
{
	struct cc_block *cc = NULL;
	int ret = read_text_lines(buf, len, d, &cc);

	free(cc);
	return ret;
}

/* ---- HTML ------------------------------------------------------------- */

static int name_is(const xmlNode *n, const char *name)
{
	return n->type == XML_ELEMENT_NODE && n->name &&
	       !strcasecmp((const char *)n->name, name);
}

static int name_in(const xmlNode *n, const char *const *names)
{
	for (size_t i = 0; names[i]; i++)
		if (name_is(n, names[i]))
			return 1;
	return 0;
}

static const char *const skip_tags[] = {"script",   "style",	"head",
					"noscript", "template", "svg",
					"button",   "select",	NULL};
static const char *const block_tags[] = {
    "p",    "div",   "li",	   "ul",	 "ol",	    "dl",     "dt",
    "dd",   "h1",    "h2",	   "h3",	 "h4",	    "h5",     "h6",
    "pre",  "table", "blockquote", "section",	 "article", "header", "footer",
    "main", "aside", "figure",	   "figcaption", "caption", "hr",     "form",
    "nav",  "tr",    "td",	   "th",	 "tbody",   "thead",  NULL,
};

/*
 * Page furniture that is never the post's content: navigation menus,
 * tables of contents, breadcrumbs, sidebars, the site's header and
 * footer.  A heading there must never label a result.
 */
static const char *const furniture_tags[] = {"nav",    "aside", "footer",
					     "header", "menu",	NULL};
static const char *const furniture_words[] = {
    "toc",     "nav",	     "menu",	 "sidebar",	      "breadcrumb",
    "gnb",     "lnb",	     "snb",	 "table-of-contents", "post-list",
    "related", "pagination", "category", "another_category",  "tags",
    NULL,
};

/*
 * ("widget" is no such word: Blogger's post itself is "widget Blog"; a
 * sidebar's widgets go with their sidebar.)
 *
 * Whether a class or id value names furniture: a word of furniture_words
 * at the start of one of its names or after a '-' or '_' ("ez-toc",
 * "toc_container", "navbar", "sidebar-1"; not "stock", "canvas").
 */
static int furniture_name(const char *v)
{
	for (const char *p = v; *p; p++) {
		if (p != v && p[-1] != ' ' && p[-1] != '-' && p[-1] != '_' &&
		    p[-1] != '\t')
			continue;
		for (size_t k = 0; furniture_words[k]; k++)
			if (!strncasecmp(p, furniture_words[k],
					 strlen(furniture_words[k])))
				return 1;
	}
	return 0;
}

static int inside(const xmlNode *n, const char *name)
{
	for (n = n->parent; n; n = n->parent)
		if (name_is(n, name))
			return 1;
	return 0;
}

/* How many elements under n are <pre>s. */
static size_t count_pre(const xmlNode *n)
{
	size_t k = 0;

	for (const xmlNode *c = n->children; c; c = c->next)
		if (c->type == XML_ELEMENT_NODE)
			k += name_is(c, "pre") + count_pre(c);
	return k;
}

/*
 * Whether n holds every <pre> of its page, one at least: the page's
 * content, whatever its class says ("<div class="menu1">" around a whole
 * hand-made page).  A sidebar's <pre> sits beside the post's.
 */
static int holds_content(const xmlNode *n)
{
	const xmlNode *root = n->doc ? xmlDocGetRootElement(n->doc) : NULL;
	size_t k = count_pre(n);

	return k && root && k == count_pre(root);
}

static int is_furniture(const xmlNode *n)
{
	static const char *const attrs[] = {"class", "id", "role", NULL};

	if (n->type != XML_ELEMENT_NODE)
		return 0;
	if (name_in(n, furniture_tags)) {
		/* an article's own header holds its title: keep it */
		if ((name_is(n, "header") || name_is(n, "footer")) &&
		    (inside(n, "article") || inside(n, "main")))
			return name_is(n, "footer");
		return 1;
	}
	/* a page's or an article's classes name its tags and categories
	 * ("category-nav-tips", "has-navigation"): only parts are judged */
	if (name_is(n, "html") || name_is(n, "body") || name_is(n, "main") ||
	    name_is(n, "article"))
		return 0;
	for (size_t k = 0; attrs[k]; k++) {
		xmlChar *v = xmlGetProp(n, (const xmlChar *)attrs[k]);
		int hit =
		    v &&
		    (furniture_name((const char *)v) ||
		     (k == 2 && !strcasecmp((const char *)v, "navigation")));

		xmlFree(v);
		if (hit)
			return !holds_content(n);
	}
	return 0;
}

static int gutter_class(const xmlNode *n);

/*
 * The page libxml2 reads (read_html()): its bytes and the offset where
 * each of its lines starts, for text_start_line() to find a text in.
 */
static _Thread_local struct {
	const char *s;
	size_t len;
	size_t *starts; /* starts[k]: line k + 1 */
	size_t n;
} page_src;

/* Line (1-based) of byte offset at of the page. */
static long page_line(size_t at)
{
	size_t lo = 0, hi = page_src.n;

	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;

		if (page_src.starts[mid] <= at)
			lo = mid;
		else
			hi = mid;
	}
	return (long)lo + 1;
}

/*
 * Whether the page's text before offset at is blanks holding exactly nl
 * line breaks after a tag's or a comment's '>' (or the page's start):
 * where a text node starting with those blanks begins.
 */
static int page_text_after_tag(size_t at, long nl)
{
	while (at > 0) {
		char c = page_src.s[at - 1];

		if (c == '>')
			return nl == 0;
		if (c == '\n')
			nl--;
		else if (c != ' ' && c != '\t' && c != '\r')
			return 0;
		at--;
	}
	return nl == 0;
}

/*
 * Start line of text node n found in the page itself, the candidate
 * nearest est when the text's first words occur more than once; est when
 * they are not found.  libxml2 numbers a text node with the line where
 * its first chunk of about 1000 bytes was read, or where an entity cut
 * it ("a &amp; b"), and a comment with its last line: counting back
 * from there misses a long text's start (a Markdown post after a <style>
 * and a <figure>: "</figure>\n\nAfter setting up..." 1000 bytes long,
 * the page's last text, was numbered 46 lines too early).  The text's
 * first line ("After setting up...", up to 48 bytes, no '&', '<' or
 * NBSP libxml2 may have decoded) is looked for between the lines the
 * text can start on: after its previous sibling's, at most its own
 * number, at least its number less its line breaks; the match must
 * follow a tag's '>' with the text's leading blanks (*found set to 1).
 */
static long page_start_line(const xmlNode *n, long rec, long est, int *found)
{
	const char *c = (const char *)n->content, *key;
	long lead = 0, nl = 0, lo, hi, best = 0;
	size_t k = 0, from, to;

	if (!page_src.starts || !c)
		return est;
	while (*c == ' ' || *c == '\t' || *c == '\n' || *c == '\r')
		lead += *c++ == '\n';
	key = c;
	while (k < 48 && (unsigned char)key[k] >= ' ' && key[k] != 0x7f &&
	       !strchr("&<>", key[k]) &&
	       !((unsigned char)key[k] == 0xc2 &&
		 (unsigned char)key[k + 1] == 0xa0))
		k++;
	if (k == 48) /* whole characters */
		while (k && ((unsigned char)key[k] & 0xc0) == 0x80)
			k--;
	if (!k)
		return est;
	for (const char *p = key; *p; p++)
		nl += *p == '\n';
	hi = rec >= 65535 ? (long)page_src.n : rec; /* libxml2's limit */
	lo = rec - nl - lead;
	if (n->prev &&
	    (n->prev->type == XML_ELEMENT_NODE ||
	     n->prev->type == XML_COMMENT_NODE) &&
	    xmlGetLineNo(n->prev) > lo && xmlGetLineNo(n->prev) < 65535)
		lo = xmlGetLineNo(n->prev);
	if (lo < 1)
		lo = 1;
	if (lo + lead > (long)page_src.n || hi < lo)
		return est;
	from = page_src.starts[lo + lead - 1];
	to = hi + lead < (long)page_src.n ? page_src.starts[hi + lead]
					  : page_src.len;
	while (from < to) {
		const char *m = memmem(page_src.s + from, to - from, key, k);
		long cand;

		if (!m)
			break;
		from = (size_t)(m - page_src.s);
		cand = page_line(from) - lead;
		if (page_text_after_tag(from, lead) &&
		    (!best || labs(cand - est) < labs(best - est)))
			best = cand;
		from++;
	}
	if (!best)
		return est;
	*found = 1;
	return best;
}

/* Start line of a text node: libxml2 records the line where it ends. */
static long text_start_line(const xmlNode *n)
{
	long line = xmlGetLineNo(n), rec = line;
	int found = 0;

	/*
	 * libxml2 numbers a text node with the line where its first chunk
	 * of characters (about 1000 bytes) ended; the rest is appended to
	 * it.  A long text (a whole Markdown post inside one <div>) ends
	 * where its next sibling starts: count back from there.
	 */
	if (n->next && (n->next->type == XML_ELEMENT_NODE ||
			n->next->type == XML_COMMENT_NODE)) {
		long next = xmlGetLineNo(n->next);

		if (next > line)
			line = next;
	}

	for (const xmlChar *p = n->content; p && *p; p++)
		if (*p == '\n')
			line--;
	return page_start_line(n, rec, line > 0 ? line : 1, &found);
}

static int has_block(const xmlNode *n)
{
	for (const xmlNode *c = n->children; c; c = c->next)
		if (name_in(c, block_tags) || has_block(c))
			return 1;
	return 0;
}

struct inl {
	char buf[CELL_TEXT_MAX];
	char bold[CELL_TEXT_MAX]; /* per byte of buf: inside a b/strong */
	size_t len;
	long line; /* of the first text */
	int space; /* a blank is pending */
	int in_bold;
	int keep_nl; /* the source's line breaks are kept (data_paragraph()) */
	int br;	     /* the last break was a br's: the source's next one
			is the same break ("a<br>\nb") */
	/*
	 * The page line each line of buf starts on (0 unknown): br's on one
	 * line of the page ("$ hdparm -t /dev/sdb<br />/dev/sdb:<br />
	 * Timing ...") make several of buf, a comment or a script between
	 * two texts takes page lines none of buf shows.
	 */
	long at[512];
	size_t breaks;		/* line breaks in buf */
	const xmlNode *at_node; /* the text node at_line is the start of */
	long at_line;
};

static int emit_inline_lines(struct doc *d, const xmlNode *n, int heading);
static void inline_break(struct inl *in);

/*
 * The text of n's descendants, blanks left out, appended at len to buf
 * (n_max bytes, kept terminated): the new length.
 */
static size_t node_text(const xmlNode *n, char *buf, size_t len, size_t n_max)
{
	for (const xmlNode *c = n->children; c && len + 1 < n_max; c = c->next)
		if (c->type == XML_TEXT_NODE && c->content)
			for (const xmlChar *p = c->content;
			     *p && len + 1 < n_max; p++) {
				if (!isspace(*p))
					buf[len++] = (char)*p;
			}
		else if (c->type == XML_ELEMENT_NODE)
			len = node_text(c, buf, len, n_max);
	buf[len] = '\0';
	return len;
}

/*
 * Whether element n is a footnote marker: a superscript holding a link
 * or a bracketed mark ("Disk A<sup><a href=\"#a\">[A]</a></sup>",
 * "<sup>[2]</sup>").  It points to a note, no word of the text around
 * it (a label "Disk A", not "Disk A[A]"); "10<sup>6</sup>" stays.
 */
static int footnote_mark(const xmlNode *n)
{
	char t[64];
	size_t len;

	if (n->type != XML_ELEMENT_NODE || !name_is(n, "sup"))
		return 0;
	for (const xmlNode *c = n->children; c; c = c->next)
		if (c->type == XML_ELEMENT_NODE && name_is(c, "a"))
			return 1;
	len = node_text(n, t, 0, sizeof(t));
	return len >= 2 && t[0] == '[' && t[len - 1] == ']';
}

/* Collect inline text of n into in, blanks collapsed; br ends a line
 * (stop_br), and so do a block's start and end (stop_br 2: a cell's
 * paragraphs, "<td><p>310 µs avg.</p><p>99.9% under 800 µs</p></td>"). */
static void inline_text(const xmlNode *n, struct inl *in, int stop_br)
{
	for (const xmlNode *c = n->children; c; c = c->next) {
		if (name_in(c, skip_tags) || footnote_mark(c))
			continue;
		if (c->type == XML_ELEMENT_NODE && name_is(c, "br")) {
			if (stop_br) {
				in->space = 0;
				in->br = 1;
				if (in->len + 1 < sizeof(in->buf)) {
					in->buf[in->len++] = '\n';
					in->breaks++;
				}
			} else {
				in->space = 1;
			}
			continue;
		}
		if (c->type == XML_TEXT_NODE ||
		    c->type == XML_CDATA_SECTION_NODE) {
			for (const xmlChar *p = c->content; p && *p; p++) {
				if (*p == '\n' && in->keep_nl && in->len &&
				    in->len + 1 < sizeof(in->buf)) {
					in->space = 0;
					if (!in->br) {
						in->buf[in->len++] = '\n';
						in->breaks++;
					}
					in->br = 0;
					continue;
				}
				if (*p == ' ' || *p == '\t' || *p == '\n' ||
				    *p == '\r') {
					in->space = 1;
					continue;
				}
				if (!in->line && in->keep_nl) {
					/* the first character's own line */
					in->line = text_start_line(c);
					for (const xmlChar *q = c->content;
					     q < p; q++)
						in->line += *q == '\n';
				}
				if (!in->line)
					in->line = text_start_line(c);
				if (in->space && in->len &&
				    in->buf[in->len - 1] != '\n' &&
				    in->len + 1 < sizeof(in->buf)) {
					in->bold[in->len] = 1;
					in->buf[in->len++] = ' ';
				}
				in->space = 0;
				in->br = 0;
				if ((!in->len ||
				     in->buf[in->len - 1] == '\n') &&
				    in->breaks <
					sizeof(in->at) / sizeof(*in->at)) {
					/* a line of buf starts: its page line
					 */
					if (in->at_node != c) {
						in->at_node = c;
						in->at_line =
						    text_start_line(c);
					}
					in->at[in->breaks] = in->at_line;
					for (const xmlChar *q = c->content;
					     q < p; q++)
						in->at[in->breaks] +=
						    *q == '\n';
				}
				if (in->len + 1 < sizeof(in->buf)) {
					in->bold[in->len] = in->in_bold > 0;
					in->buf[in->len++] = (char)*p;
				}
			}
			continue;
		}
		if (c->type == XML_ELEMENT_NODE) {
			int b = name_is(c, "b") || name_is(c, "strong");
			int block = name_in(c, block_tags);

			if (block)
				in->space = 1;
			if (block && stop_br == 2)
				inline_break(in);
			in->in_bold += b;
			inline_text(c, in, stop_br);
			in->in_bold -= b;
			if (block && stop_br == 2)
				inline_break(in);
		}
	}
	in->buf[in->len] = '\0';
}

/* A line break into in, unless its text is empty or ends in one. */
static void inline_break(struct inl *in)
{
	if (!in->len || in->buf[in->len - 1] == '\n' ||
	    in->len + 1 >= sizeof(in->buf))
		return;
	in->space = 0;
	in->buf[in->len++] = '\n';
	in->breaks++;
}

/*
 * The text of a table cell td (inline_text() of in, br's and blocks'
 * breaks blanks) read as one of its lines when it has several: a docs
 * page's "<td><p>310 µs avg.</p><p>99.9% completed under 800 µs</p></td>"
 * or "0.52 ms avg.<br>99.9% under 1.4 ms" is its mean's line, the share
 * under a bound no figure of the cell (table_cell_mean_line()).  in->buf
 * is rewritten; other cells are left as they are.
 */
static void cell_mean_line(const xmlNode *td, struct inl *in)
{
	static struct inl l; /* large: not on the stack */
	const char *ls[9];
	size_t ll[9], n = 0, b = 0;
	int k;

	if (!memchr(in->buf, ' ', in->len))
		return;
	memset(&l, 0, sizeof(l));
	inline_text(td, &l, 2);
	if (!memchr(l.buf, '\n', l.len))
		return;
	for (size_t i = 0; i <= l.len && n < 9; i++) {
		if (i < l.len && l.buf[i] != '\n')
			continue;
		ls[n] = l.buf + b;
		ll[n++] = i - b;
		b = i + 1;
	}
	if (b <= l.len)
		return; /* more lines than read */
	k = table_cell_mean_line(ls, ll, (int)n);
	if (k < 0)
		return;
	memcpy(in->buf, ls[k], ll[k]);
	in->len = ll[k];
	in->buf[in->len] = '\0';
}

/* Whether n holds text outside a strong/b element. */
static int text_outside_bold(const xmlNode *n)
{
	for (const xmlNode *c = n->children; c; c = c->next) {
		if (c->type == XML_TEXT_NODE &&
		    !doctext_blank((const char *)c->content,
				   strlen((const char *)c->content))) {
			const char *t = (const char *)c->content;

			/* "<strong>Result</strong>:" */
			while (*t == ' ' || *t == '\n' || *t == ':')
				t++;
			if (*t)
				return 1;
		}
		if (c->type == XML_ELEMENT_NODE && !name_is(c, "strong") &&
		    !name_is(c, "b") && text_outside_bold(c))
			return 1;
	}
	return 0;
}

/* Whether n holds a strong/b element with text. */
static int has_bold(const xmlNode *n)
{
	for (const xmlNode *c = n->children; c; c = c->next)
		if (c->type == XML_ELEMENT_NODE &&
		    (name_is(c, "strong") || name_is(c, "b") || has_bold(c)))
			return 1;
	return 0;
}

/* A list item that is one link to an anchor of the page: a TOC entry. */
static int anchor_item(const xmlNode *n)
{
	const xmlNode *a = NULL;
	xmlChar *href;
	int hit;

	for (const xmlNode *c = n->children; c; c = c->next) {
		if (c->type == XML_TEXT_NODE &&
		    !doctext_blank((const char *)c->content,
				   strlen((const char *)c->content)))
			return 0;
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (name_is(c, "ul") || name_is(c, "ol"))
			continue;
		if (a || !name_is(c, "a"))
			return 0;
		a = c;
	}
	if (!a)
		return 0;
	href = xmlGetProp(a, (const xmlChar *)"href");
	hit = href && href[0] == '#';
	xmlFree(href);
	return hit;
}

/* Emit a paragraph-like element as line(s) (split at br). */
static int emit_inline(struct doc *d, const xmlNode *n, int heading)
{
	size_t before = d->n;
	int emph = 0, toc = 0, ret;

	if (!heading && (name_is(n, "figcaption") || name_is(n, "caption") ||
			 (has_bold(n) && !text_outside_bold(n))))
		emph = 1;
	if (name_is(n, "li") && anchor_item(n))
		toc = 1;
	ret = emit_inline_lines(d, n, heading);
	for (size_t i = before; i < d->n; i++) {
		d->items[i].emph |= emph; /* or a line of it all bold */
		d->items[i].toc = toc;
		if (name_is(n, "li"))
			d->items[i].textlike = 2;
	}
	return ret;
}

/*
 * Whether the element's text, with its source's line breaks, is lines of
 * data: two lines with a digit and '=', a rate or a tool's word, or one
 * such line among lines of no sentence (six words or more, nearly all
 * letters).  A Markdown post whose output was not fenced puts it in a
 * paragraph ("<p>$ hdparm -t /dev/sdb\n/dev/sdb:\n Timing ...</p>"): a
 * browser shows it run together, the page's source still has its lines,
 * and they are read as such.  Sentences broken over lines stay one line.
 */
static int data_paragraph(const struct inl *in)
{
	static const char *const words[] = {
	    "=", "/s", "IOPS", "MB", "GB", "records", "bytes", "Timing", NULL};
	int lines = 0, data = 0, prose = 0;

	for (const char *p = in->buf; *p;) {
		const char *e = strchr(p, '\n');
		size_t l = e ? (size_t)(e - p) : strlen(p), letters = 0;
		int digit = 0, word = 0, nwords = 0;

		for (size_t i = 0; i < l; i++) {
			unsigned char c = (unsigned char)p[i];

			digit |= isdigit(c) != 0;
			letters += isalpha(c) || c >= 0x80 || c == ' ';
			nwords += c != ' ' && (i == 0 || p[i - 1] == ' ');
		}
		for (size_t k = 0; digit && words[k] && !word; k++)
			word = memmem(p, l, words[k], strlen(words[k])) != NULL;
		lines += l > 0;
		data += digit && word;
		prose += nwords >= 6 && letters * 10 >= l * 8;
		if (!e)
			break;
		p = e + 1;
	}
	return lines >= 2 && (data >= 2 || (data && !prose));
}

static int emit_inline_lines(struct doc *d, const xmlNode *n, int heading)
{
	struct inl in;
	long line;
	const char *p;
	int ret = 0, kept;

	memset(&in, 0, sizeof(in));
	in.keep_nl = 1;
	inline_text(n, &in, 1);
	if (data_paragraph(&in)) {
		/* lines of data are no heading, though a Setext underline
		 * ("-----" under an output) made them one */
		heading = 0;
	} else {
		memset(&in, 0, sizeof(in));
		inline_text(n, &in, 1);
	}
	kept = in.keep_nl;
	line = in.line ? in.line : xmlGetLineNo(n);
	p = in.buf;
	for (size_t ln = 0; *p; ln++) {
		const char *e = strchr(p, '\n');
		size_t l = e ? (size_t)(e - p) : strlen(p);

		/* the page line the line starts on, when known */
		if (ln < sizeof(in.at) / sizeof(*in.at) && in.at[ln])
			line = in.at[ln];
		if (l && !doctext_blank(p, l)) {
			size_t k = 0, at = (size_t)(p - in.buf);

			ret = add_line(d, p, l, line, heading, 0);
			if (ret)
				return ret;
			d->items[d->n - 1].textlike = kept;
			/* "<b>Hitachi 5K320</b><br />": a line all in bold
			 * among the element's other lines */
			while (k < l && in.bold[at + k])
				k++;
			d->items[d->n - 1].emph = k == l && !heading;
		}
		if (!e)
			break;
		p = e + 1;
		line++; /* a br: the next line, roughly */
	}
	return 0;
}

/*
 * Inside a code block, what is no code: line numbers a blog engine put in
 * (CSDN's <ul class="pre-numbering">, "linenums", "line-numbers"), copy
 * buttons, scripts.
 */
static int gutter(const xmlNode *n)
{
	return name_in(n, skip_tags) || name_is(n, "ul") || name_is(n, "ol") ||
	       gutter_class(n);
}

static int gutter_class(const xmlNode *n)
{
	xmlChar *v;
	int hit;

	v = xmlGetProp(n, (const xmlChar *)"class");
	hit = 0;
	/* class names, whole ("has-numbering" on the code itself is code) */
	for (const char *p = v ? (const char *)v : ""; *p && !hit;) {
		static const char *const names[] = {
		    "pre-numbering",   "line-numbers-rows",
		    "linenodiv",       "linenos",
		    "lineno",	       "gutter",
		    "hljs-ln-numbers", NULL};
		size_t w;

		while (*p == ' ' || *p == '\t')
			p++;
		w = strcspn(p, " \t");
		for (size_t k = 0; names[k] && !hit; k++)
			hit = w == strlen(names[k]) && !strncmp(p, names[k], w);
		p += w;
	}
	xmlFree(v);
	return hit;
}

/* Whether an element holds a line of its own in a highlighter's markup. */
static int line_element(const xmlNode *c)
{
	return name_is(c, "tr") || name_is(c, "div") || name_is(c, "li") ||
	       name_is(c, "p");
}

/*
 * Raw text of a pre block with its line breaks.  A line in an element of
 * its own (highlight.js's line-number table puts each in a <tr>, other
 * highlighters in a <div> or <li>) ends there when the page has no line
 * break after it: its newline was taken out.
 */
static void pre_text(const xmlNode *n, struct strbuf *sb, long *line)
{
	int pending = 0; /* a line element ended: a break is owed */

	for (const xmlNode *c = n->children; c; c = c->next) {
		if (c->type == XML_TEXT_NODE ||
		    c->type == XML_CDATA_SECTION_NODE) {
			size_t l =
			    c->content ? strlen((const char *)c->content) : 0;

			if (!*line)
				*line = text_start_line(c);
			if (pending && l && c->content[0] != '\n' &&
			    !(sb->len && sb->buf[sb->len - 1] == '\n') &&
			    strbuf_addch(sb, '\n'))
				return;
			if (l)
				pending = 0;
			if (strbuf_add(sb, c->content, l))
				return;
		} else if (c->type == XML_ELEMENT_NODE && name_is(c, "br")) {
			pending = 0;
			if (strbuf_addch(sb, '\n'))
				return;
		} else if (c->type == XML_ELEMENT_NODE && !gutter(c)) {
			size_t before;

			if (pending && sb->len &&
			    sb->buf[sb->len - 1] != '\n' &&
			    strbuf_addch(sb, '\n'))
				return;
			before = sb->len;
			pre_text(c, sb, line);
			pending = line_element(c) && sb->len > before;
		}
	}
	if (pending && sb->len && sb->buf[sb->len - 1] != '\n')
		strbuf_addch(sb, '\n');
}

static int emit_pre(struct doc *d, const xmlNode *n)
{
	struct strbuf sb = STRBUF_INIT;
	struct ingest_norm nm;
	long line = 0;
	const char *p;
	int ret = 0, norm;

	pre_text(n, &sb, &line);
	if (!sb.alloc) /* no text, no break: nothing to add */
		return 0;
	/* libxml2 records a text node's last line, but its first when the
	 * text was built in pieces (around entities: "&gt; &gt; 1024+0"):
	 * the text starts on the block's line at the earliest */
	if (!line || line < xmlGetLineNo(n))
		line = xmlGetLineNo(n);
	/*
	 * The block's text is what was pasted into the page (a mail archive
	 * shows a quoted mail in a <pre>: "> > 512+0 records in"): it goes
	 * through the normalization a text file gets, each of its lines
	 * keeping the page line it came from.
	 */
	norm = ingest_normalize(&nm, sb.buf, sb.len);
	if (norm < 0) {
		strbuf_release(&sb);
		return norm;
	}
	if (norm > 0) {
		for (size_t k = 0; k < nm.n_lines && !ret; k++) {
			size_t b = nm.line_start[k];
			size_t e = k + 1 < nm.n_lines ? nm.line_start[k + 1] - 1
						      : nm.len;

			ret = add_line(
			    d, nm.text + b, e - b,
			    line + ingest_norm_line(&nm, (long)k + 1) - 1, 0,
			    1);
		}
		ingest_norm_release(&nm);
		strbuf_release(&sb);
		return ret;
	}
	p = sb.buf;
	for (;;) {
		const char *e = strchr(p, '\n');
		size_t l = e ? (size_t)(e - p) : strlen(p);

		if (l && p[l - 1] == '\r')
			l--;
		ret = add_line(d, p, l, line, 0, 1);
		if (ret || !e)
			break;
		p = e + 1;
		line++;
	}
	strbuf_release(&sb);
	return ret;
}

/* A code cell drawn as one element per line: each is a code line. */
static int walk_pre_lines(struct doc *d, const xmlNode *n)
{
	int ret = 0;

	for (const xmlNode *c = n->children; c && !ret; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (has_block(c))
			ret = walk_pre_lines(d, c);
		else
			ret = emit_pre(d, c);
	}
	return ret;
}

/*
 * Whether cell td of a header row is a spacer: blank, and held down over
 * the rows below (`<td rowspan="11"> </td>` between "hdparm" and "dd
 * read"): a gap the page draws between column groups, no column.
 */
static int spacer_cell(const xmlNode *td)
{
	struct inl in;
	xmlChar *a = xmlGetProp(td, (const xmlChar *)"rowspan");
	long rows = a ? atol((const char *)a) : 1;
	size_t i;

	xmlFree(a);
	if (rows < 2)
		return 0;
	memset(&in, 0, sizeof(in));
	inline_text(td, &in, 0);
	for (i = 0; in.buf[i] == ' ' || in.buf[i] == '\t'; i++)
		;
	return in.buf[i] == '\0';
}

/* Whether n ends a row of cells that has no <tr>: the next row, a row
 * group, a caption or column group (what ends a row in the HTML standard). */
static int row_boundary(const xmlNode *n)
{
	static const char *const tags[] = {"tr",    "thead",   "tbody",
					   "tfoot", "caption", "colgroup",
					   "col",   "table",   NULL};

	return name_in(n, tags);
}

/* Rows of an HTML table: tr directly inside it or its row groups, and
 * cells standing there without a tr (an implied row); head:
 * n is the table's <thead>. */
static int table_rows(const xmlNode *n, struct table *t, long *spans,
		      char **span_text, long *span_line, size_t max, int head)
{
	for (const xmlNode *c = n->children; c; c = c->next) {
		const char *cells[128];
		size_t lens[128];
		long lines[128];
		char *texts[128];
		size_t k = 0, col = 0;
		int ret, th = 0, td_seen = 0;
		const xmlNode *first, *stop;

		if (name_is(c, "thead") || name_is(c, "tbody") ||
		    name_is(c, "tfoot")) {
			ret = table_rows(c, t, spans, span_text, span_line, max,
					 name_is(c, "thead"));
			if (ret)
				return ret;
			/* a rowspan ends with its row group: "<th
			 * rowspan=3>No.</th>" over a <thead> of two rows
			 * holds no cell of the <tbody> below (the HTML
			 * standard's "ending a row group"; browsers clip it
			 * there), else every body row would shift right */
			for (size_t i = 0; i < max; i++)
				spans[i] = 0;
			continue;
		}
		if (name_is(c, "caption") && !t->caption) {
			struct inl in; /* the table's title: its heading */

			memset(&in, 0, sizeof(in));
			inline_text(c, &in, 0);
			t->caption = strdup(in.buf);
			if (!t->caption)
				return -ENOMEM;
			continue;
		}
		if (name_is(c, "tr")) {
			first = c->children;
			stop = NULL;
		} else if (name_is(c, "td") || name_is(c, "th")) {
			/* cells with no <tr> of their own, after a "</tr>"
			 * ("</tr>\n<td>Stick B</td><td>41 MB/s</td>\n</tr>",
			 * hand-written HTML): libxml2 leaves them in the table
			 * or its row group; a browser (the HTML standard's
			 * implied <tr>) shows them as one row, up to the next
			 * row or row group */
			first = c;
			while (c->next && !row_boundary(c->next))
				c = c->next;
			stop = c->next;
		} else
			continue;
		for (const xmlNode *td = first; td != stop && !th;
		     td = td->next)
			th = name_is(td, "th");
		for (const xmlNode *td = first; td != stop && k < 128;
		     td = td->next) {
			struct inl in;
			long colspan = 1, rowspan = 1;
			xmlChar *a;

			if (!name_is(td, "td") && !name_is(td, "th"))
				continue;
			/* a blank column drawn between groups: none */
			if (name_is(td, "td") && th &&
			    t->head_rows == t->rows && spacer_cell(td))
				continue;
			if (!name_is(td, "th"))
				td_seen = 1;
			/* cells held by a rowspan from above */
			while (col < max && spans[col] > 0 && k < 128) {
				texts[k] = strdup(span_text[col]);
				lines[k] = span_line[col];
				spans[col]--;
				k++, col++;
			}
			memset(&in, 0, sizeof(in));
			inline_text(td, &in, 0);
			cell_mean_line(td, &in);
			a = xmlGetProp(td, (const xmlChar *)"colspan");
			if (a) {
				colspan = atol((const char *)a);
				xmlFree(a);
			}
			a = xmlGetProp(td, (const xmlChar *)"rowspan");
			if (a) {
				rowspan = atol((const char *)a);
				xmlFree(a);
			}
			if (colspan < 1 || colspan > 64)
				colspan = 1;
			if (rowspan < 1 || rowspan > 1000)
				rowspan = 1;
			for (long s = 0; s < colspan && k < 128; s++) {
				texts[k] = strdup(in.buf);
				lines[k] = xmlGetLineNo(td);
				if (col < max && rowspan > 1) {
					free(span_text[col]);
					span_text[col] = strdup(in.buf);
					span_line[col] = lines[k];
					spans[col] = rowspan - 1;
				}
				k++, col++;
			}
		}
		while (col < max && spans[col] > 0 && k < 128) {
			texts[k] = strdup(span_text[col]);
			lines[k] = span_line[col];
			spans[col]--;
			k++, col++;
		}
		ret = 0;
		for (size_t i = 0; i < k; i++) {
			if (!texts[i])
				ret = -ENOMEM;
			cells[i] = texts[i] ? texts[i] : "";
			lens[i] = texts[i] ? strlen(texts[i]) : 0;
		}
		/* trailing empty cells are missing cells */
		while (k > 1 && !lens[k - 1]) {
			free(texts[k - 1]);
			k--;
		}
		if (!ret && k) {
			/* rows of <th> cells alone, from the first: the header
			 * the page draws (sizes in it are no figures); so are
			 * the rows of its <thead>, whatever their cells */
			if (((th && !td_seen) || head) &&
			    t->head_rows == t->rows)
				t->head_rows++;
			ret = table_add_row(t, cells, lens, lines, k);
		}
		for (size_t i = 0; i < k; i++)
			free(texts[i]);
		if (ret)
			return ret;
	}
	return 0;
}

static int emit_table(struct doc *d, const xmlNode *n)
{
	struct doc_item *it;
	struct table *t = calloc(1, sizeof(*t));
	long spans[128] = {0}, span_line[128] = {0};
	char *span_text[128] = {0};
	int ret;

	if (!t)
		return -ENOMEM;
	table_init(t);
	t->origin = "html";
	ret = table_rows(n, t, spans, span_text, span_line, 128, 0);
	for (size_t i = 0; i < 128; i++)
		free(span_text[i]);
	if (ret || !t->rows) {
		table_release(t);
		free(t);
		return ret;
	}
	if (!t->line_from)
		t->line_from = t->line_to = xmlGetLineNo(n);
	it = new_item(d);
	if (!it) {
		table_release(t);
		free(t);
		return -ENOMEM;
	}
	it->kind = DOC_TABLE;
	it->table = t;
	it->no = t->line_from;
	return 0;
}

static void xml_quiet(void *ctx, const char *msg, ...);

/* The first <table> element at or below n, or NULL. */
static const xmlNode *first_table(const xmlNode *n)
{
	for (; n; n = n->next) {
		const xmlNode *t;

		if (n->type != XML_ELEMENT_NODE)
			continue;
		if (name_is(n, "table"))
			return n;
		t = first_table(n->children);
		if (t)
			return t;
	}
	return NULL;
}

/* The end of the "</table>" closing the table opening at s, or NULL. */
static const char *table_end(const char *s, const char *end)
{
	int depth = 0;

	for (const char *p = s; p + 7 <= end; p++) {
		if (*p != '<')
			continue;
		if (!strncasecmp(p, "<table", 6))
			depth++;
		else if (!strncasecmp(p, "</table", 7) && --depth <= 0) {
			const char *gt = memchr(p, '>', (size_t)(end - p));

			return gt ? gt + 1 : NULL;
		}
	}
	return NULL;
}

/*
 * An HTML table in a Markdown post ("**WD Caviar Black**" over
 * "<table>...</table>", a header of rowspan/colspan cells): its lines,
 * from first to the one closing it, are read as HTML and become the
 * table they show (lines counted in the post).  Returns 1 when read (the
 * iterator past it), 0 when there is no closing tag or no libxml2, or a
 * negative errno.
 */
static int md_html_table(struct doc *d, const char *buf, size_t len,
			 struct line_iter *it, struct text_line first)
{
	const char *end = table_end(first.s, buf + len);
	const xmlNode *tn;
	htmlDocPtr doc;
	struct text_line l;
	size_t before = d->n;
	int ret;

	if (!end || end - first.s > 0x7fffffff || ingest_xmllib_load(NULL))
		return 0;
	xmlSetGenericErrorFunc(NULL, xml_quiet);
	doc = htmlReadMemory(first.s, (int)(end - first.s), NULL, "UTF-8",
			     HTML_PARSE_RECOVER | HTML_PARSE_NOERROR |
				 HTML_PARSE_NOWARNING | HTML_PARSE_NONET);
	if (!doc)
		return 0;
	tn = first_table(xmlDocGetRootElement(doc));
	ret = tn ? emit_table(d, tn) : 0;
	xmlFreeDoc(doc);
	if (ret)
		return ret;
	if (d->n > before && d->items[d->n - 1].table) {
		struct table *t = d->items[d->n - 1].table;
		long off = first.no - 1;

		for (size_t i = 0; i < t->rows * t->cols; i++)
			if (t->cells[i].line > 0)
				t->cells[i].line += off;
		t->line_from += off;
		t->line_to += off;
		d->items[d->n - 1].no = t->line_from;
	}
	/* a side-by-side table of one tool's output: its columns' lines */
	ret = last_table_columns(d);
	if (ret)
		return ret;
	/* past the lines the table took */
	while (first.s + first.len < end && lines_next(it, &l))
		first = l;
	return 1;
}

/* Whether n's class attribute contains word. */
static int class_has(const xmlNode *n, const char *word)
{
	xmlChar *v = xmlGetProp(n, (const xmlChar *)"class");
	int hit = v && strstr((const char *)v, word) != NULL;

	xmlFree(v);
	return hit;
}

/* The cells (td/th) of table n, through its row groups; stops at max. */
static size_t table_cells(const xmlNode *n, const xmlNode **cells, size_t max,
			  size_t k)
{
	for (const xmlNode *c = n->children; c && k < max; c = c->next) {
		if (name_is(c, "thead") || name_is(c, "tbody") ||
		    name_is(c, "tfoot") || name_is(c, "tr"))
			k = table_cells(c, cells, max, k);
		else if (name_is(c, "td") || name_is(c, "th"))
			cells[k++] = c;
	}
	return k;
}

/* Whether n holds a code block, a table or a heading. */
static int holds_layout(const xmlNode *n)
{
	static const char *const tags[] = {"pre",      "table", "h1", "h2",
					   "h3",       "h4",	"h5", "h6",
					   "textarea", NULL};

	for (const xmlNode *c = n->children; c; c = c->next)
		if (name_in(c, tags) ||
		    (c->type == XML_ELEMENT_NODE && holds_layout(c)))
			return 1;
	return 0;
}

static int walk(struct doc *d, const xmlNode *n);
static int walk_pre_lines(struct doc *d, const xmlNode *n);
static int emit_pre(struct doc *d, const xmlNode *n);

/*
 * Code shown with line numbers (highlight.js's hljs-ln, SyntaxHighlighter,
 * GitHub's blob tables) or a code box drawn as a one-cell table: the text
 * of the code cells, as a code block, never a table of results.
 * Returns 1 when n was such a table (its lines added), 0 when not.
 */
static int code_table(struct doc *d, const xmlNode *n, int *ret)
{
	const xmlNode *cells[512];
	size_t k = table_cells(n, cells, 512, 0), code = 0, nums = 0;

	if (k == 1) {
		*ret = has_block(cells[0]) ? walk(d, cells[0])
					   : emit_inline(d, cells[0], 0);
		return 1;
	}
	/* a table laying out a page: cells holding code, tables, headings */
	for (size_t i = 0; i < k; i++)
		if (holds_layout(cells[i])) {
			*ret = 0;
			for (size_t j = 0; j < k && !*ret; j++)
				*ret = walk(d, cells[j]);
			return 1;
		}
	for (size_t i = 0; i < k; i++) {
		if (class_has(cells[i], "code") && !class_has(cells[i], "num"))
			code++;
		else if (class_has(cells[i], "num") ||
			 class_has(cells[i], "gutter") ||
			 class_has(cells[i], "hljs-ln-n"))
			nums++;
	}
	if (!code || !nums)
		return 0;
	*ret = 0;
	for (size_t i = 0; i < k && !*ret; i++) {
		if (!class_has(cells[i], "code") || class_has(cells[i], "num"))
			continue;
		/* SyntaxHighlighter: one cell, a div per line */
		if (has_block(cells[i]))
			*ret = walk_pre_lines(d, cells[i]);
		else
			*ret = emit_pre(d, cells[i]);
	}
	return 1;
}

/*
 * Whether element n keeps its text's line breaks as a browser shows it:
 * a style attribute saying "white-space: pre", "pre-wrap" or "pre-line"
 * (a Markdown post kept whole in <div style="white-space: pre-wrap">).
 */
static int pre_wrap(const xmlNode *n)
{
	xmlChar *v = xmlGetProp(n, (const xmlChar *)"style");
	const char *w;
	int yes = 0;

	if (!v)
		return 0;
	w = strstr((const char *)v, "white-space");
	if (w) {
		w += strlen("white-space");
		while (*w == ' ' || *w == ':')
			w++;
		yes = !strncmp(w, "pre", 3);
	}
	xmlFree(v);
	return yes;
}

static int walk(struct doc *d, const xmlNode *n)
{
	static const char *const heads[] = {"h1", "h2", "h3", "h4", "h5", "h6"};
	int ret = 0;

	for (const xmlNode *c = n->children; c && !ret; c = c->next) {
		int h = 0;

		if (c->type == XML_TEXT_NODE) {
			struct text_line l;
			struct line_iter it;
			long first = text_start_line(c);
			size_t len = strlen((const char *)c->content);

			if (doctext_blank((const char *)c->content, len))
				continue;
			lines_init(&it, (const char *)c->content, len);
			while (!ret && lines_next(&it, &l)) {
				l = line_trim(l);
				if (l.len)
					ret = add_line(d, l.s, l.len,
						       first + l.no - 1, 0, 0);
			}
			continue;
		}
		if (c->type != XML_ELEMENT_NODE || name_in(c, skip_tags) ||
		    is_furniture(c) || gutter_class(c))
			continue;
		for (int k = 0; k < 6; k++)
			if (name_is(c, heads[k]))
				h = k + 1;
		if (h)
			ret = emit_inline(d, c, h);
		else if (name_is(c, "pre") || name_is(c, "textarea") ||
			 name_is(c, "xmp") || name_is(c, "listing"))
			ret = emit_pre(d, c);
		else if (name_is(c, "table") && !code_table(d, c, &ret)) {
			ret = emit_table(d, c);
			if (!ret)
				ret = last_table_columns(d);
		} else if (name_is(c, "table"))
			continue;
		else if (name_is(c, "br") || name_is(c, "hr"))
			continue;
		else if (has_block(c) || pre_wrap(c))
			ret = walk(d, c);
		else if (name_in(c, block_tags) || name_is(c, "code"))
			ret = emit_inline(d, c, 0);
		else
			ret = emit_inline(d, c, 0);
	}
	return ret;
}

/* Whether buf is UTF-8 with at least one character beyond ASCII. */
static int utf8_text(const char *buf, size_t len)
{
	int multi = 0;

	for (size_t i = 0; i < len;) {
		size_t k = utf8_valid(buf + i, len - i);

		if (!k)
			return 0;
		multi |= k > 1;
		i += k;
	}
	return multi;
}

/*
 * The charset the page declares in its first 4 KiB ("charset=euc-kr",
 * "charset=Shift_JIS"), as iconv names its superset that browsers read
 * such pages in (EUC-KR as CP949, Shift_JIS as CP932, GB2312 as GB18030,
 * ISO-8859-1 as CP1252); NULL when it declares UTF-8 or nothing.
 */
static const char *declared_charset(const char *buf, size_t len, char *name,
				    size_t cap)
{
	static const struct {
		const char *page, *iconv;
	} known[] = {
	    {"euc-kr", "CP949"},      {"ks_c_5601", "CP949"},
	    {"cp949", "CP949"},	      {"shift_jis", "CP932"},
	    {"shift-jis", "CP932"},   {"sjis", "CP932"},
	    {"windows-31j", "CP932"}, {"x-sjis", "CP932"},
	    {"gb2312", "GB18030"},    {"gbk", "GB18030"},
	    {"gb18030", "GB18030"},   {"big5", "BIG5-HKSCS"},
	    {"iso-8859-1", "CP1252"}, {"latin1", "CP1252"},
	};
	size_t n = len < 4096 ? len : 4096;

	for (size_t i = 0; i + 8 <= n; i++) {
		const char *v;
		size_t l = 0;

		if (strncasecmp(buf + i, "charset=", 8))
			continue;
		v = buf + i + 8;
		while (v < buf + n && (*v == '"' || *v == '\'' || *v == ' '))
			v++;
		while (v + l < buf + n && l + 1 < cap &&
		       (isalnum((unsigned char)v[l]) || v[l] == '-' ||
			v[l] == '_' || v[l] == ':' || v[l] == '.'))
			l++;
		/* the value's l bytes only: the page may end inside it */
		if (!l || (l >= 5 && !strncasecmp(v, "utf-8", 5)) ||
		    (l >= 4 && !strncasecmp(v, "utf8", 4)))
			return NULL;
		for (size_t k = 0; k < sizeof(known) / sizeof(known[0]); k++)
			if (l >= strlen(known[k].page) &&
			    !strncasecmp(v, known[k].page,
					 strlen(known[k].page)))
				return known[k].iconv;
		/* another one: as the page names it (iso-8859-2, koi8-r,
		 * euc-jp, windows-1251...) */
		memcpy(name, v, l);
		name[l] = '\0';
		return name;
	}
	return NULL;
}

/*
 * buf converted from charset cs to UTF-8 (*out, *olen; malloc'd): a byte
 * sequence the charset does not have becomes '?', as a browser shows it,
 * and the rest of the page still reads.  -ENOENT when iconv does not know
 * cs.  The lines stay where they are (the charsets named above all write
 * '\n' as it is).
 */
static int to_utf8(const char *buf, size_t len, const char *cs, char **out,
		   size_t *olen)
{
	iconv_t cd = iconv_open("UTF-8", cs);
	size_t cap = len * 3 + 16, left = len, room = cap;
	char *in = (char *)buf, *o, *res;

	if (cd == (iconv_t)-1)
		return -ENOENT;
	res = malloc(cap + 1);
	if (!res) {
		iconv_close(cd);
		return -ENOMEM;
	}
	o = res;
	while (left) {
		if (iconv(cd, &in, &left, &o, &room) != (size_t)-1)
			break;
		if (errno == E2BIG || room < 4)
			break; /* cannot happen: 3 bytes out for 1 in */
		/* an invalid or cut sequence: one byte is '?' */
		*o++ = '?';
		room--;
		in++;
		left--;
		iconv(cd, NULL, NULL, NULL, NULL);
	}
	iconv_close(cd);
	*o = '\0';
	*out = res;
	*olen = (size_t)(o - res);
	return 0;
}

/* libxml2's messages (a page's bad bytes, its broken markup) are not
 * ours to print: the reader decides what to report. */
static void xml_quiet(void *ctx, const char *msg, ...)
{
	(void)ctx;
	(void)msg;
}

static int read_html(const char *buf, size_t len, struct doc *d)
{
	htmlDocPtr doc;
	const xmlNode *root;
	const char *enc = "UTF-8", *cs;
	char *conv = NULL, *clean = NULL, name[40];
	int ret;

	if (len > 0x7fffffff)
		return -EINVAL;
	if (ingest_xmllib_load(NULL))
		return -ENOENT;
	xmlSetGenericErrorFunc(NULL, xml_quiet);
	/*
	 * A page whose bytes are UTF-8 (all valid, some beyond ASCII) is
	 * UTF-8 whatever its <meta> says: a browser's "save page" or a copy
	 * of its source keeps the old declaration over the text it
	 * converted.  Text in EUC-KR, Shift_JIS or GBK is never valid UTF-8
	 * past a few bytes.
	 */
	cs = declared_charset(buf, len, name, sizeof(name));
	if (cs && !utf8_text(buf, len)) {
		size_t clen;

		ret = to_utf8(buf, len, cs, &conv, &clen);
		if (ret == -ENOMEM)
			return ret;
		if (ret || clen > 0x7fffffff) {
			/* a charset iconv does not know: libxml2 may */
			enc = NULL;
		} else {
			buf = conv;
			len = clen;
		}
	}
	if (enc) {
		/*
		 * UTF-8: bytes that are not (a pasted Latin-1 symbol) become
		 * '?', so libxml2 has no conversion error to report.
		 */
		clean = malloc(len + 1);
		if (!clean) {
			free(conv);
			return -ENOMEM;
		}
		for (size_t i = 0; i < len;) {
			size_t k = utf8_valid(buf + i, len - i);

			if (!k || (k == 1 && !buf[i])) {
				clean[i++] = '?';
				continue;
			}
			memcpy(clean + i, buf + i, k);
			i += k;
		}
		buf = clean;
	}
	doc = htmlReadMemory(buf, (int)len, NULL, enc,
			     HTML_PARSE_RECOVER | HTML_PARSE_NOERROR |
				 HTML_PARSE_NOWARNING | HTML_PARSE_NONET);
	if (!doc) {
		free(clean);
		free(conv);
		return -EINVAL;
	}
	root = xmlDocGetRootElement(doc);
	d->html = 1;
	page_src.s = buf;
	page_src.len = len;
	page_src.n = 1;
	for (size_t i = 0; i < len; i++)
		page_src.n += buf[i] == '\n';
	page_src.starts = malloc(page_src.n * sizeof(*page_src.starts));
	if (page_src.starts) {
		size_t k = 0;

		page_src.starts[k++] = 0;
		for (size_t i = 0; i < len; i++)
			if (buf[i] == '\n')
				page_src.starts[k++] = i + 1;
	}
	ret = root ? walk(d, root) : 0;
	free(page_src.starts);
	memset(&page_src, 0, sizeof(page_src));
	free(clean);
	free(conv);
	xmlFreeDoc(doc);
	return ret;
}

/* ---- figures one under each heading ----------------------------------- */

/*
 * Heading text s as the test of the figure under it, into out (n bytes):
 * a direction, a test or a metric in a few words ("Read", "Schreiben",
 * "読み込み", "Random write", "IOPS", "Latency"), "Access" alone HD Tune's
 * "Access time".  0 when it names none, a tool, or more than four words.
 */
static int figure_heading(const char *s, char *out, size_t n)
{
	char b[96];
	size_t len = strlen(s), words = 0;
	struct testname tn;

	while (*s == '*' || *s == '_')
		s++, len--;
	while (len && strchr("*_: ", s[len - 1]))
		len--;
	if (!len || len >= sizeof(b) || len >= n || memchr(s, '|', len))
		return 0;
	memcpy(b, s, len);
	b[len] = '\0';
	for (size_t i = 0; i < len; i++)
		words += b[i] != ' ' && (!i || b[i - 1] == ' ');
	if (words > 4)
		return 0;
	if (!strcasecmp(b, "access")) {
		snprintf(out, n, "%s time", b);
		return 1;
	}
	testname_parse(b, len, 0, &tn);
	if ((tn.n_ops != 1 && tn.metric == TESTNAME_NONE && !tn.access) ||
	    testname_tool(b, len) || tn.other || tn.datasheet || tn.network)
		return 0;
	snprintf(out, n, "%s", b);
	return 1;
}

/*
 * Whether line s is one figure with its unit and nothing else: "31.1
 * MB/s", "0.68 msec", "**4,200 IOPS**", "16GB".
 */
static int lone_figure(const char *s)
{
	const char *p = s;
	size_t u = 0;

	while (*p == ' ' || *p == '*' || *p == '_')
		p++;
	if (!isdigit((unsigned char)*p))
		return 0;
	while (isdigit((unsigned char)*p) || *p == '.' || *p == ',')
		p++;
	if (*p == ' ')
		p++;
	while (isalpha((unsigned char)*p) || *p == '/' ||
	       (p[0] == '\xc2' && p[1] == '\xb5') ||
	       (p[0] == '\xce' && p[1] == '\xbc'))
		p += (unsigned char)*p >= 0x80 ? 2 : 1, u++;
	while (*p == ' ' || *p == '*' || *p == '_')
		p++;
	return u && u <= 12 && !*p;
}

/* The next item after k that is not blank, or d->n. */
static size_t next_filled(const struct doc *d, size_t k)
{
	while (++k < d->n && d->items[k].kind == DOC_LINE && d->items[k].blank)
		;
	return k;
}

/*
 * From heading i on: headings of one level each over a paragraph of one
 * figure alone ("#### Read" / "31.1 MB/s", "#### Size" / "16GB").  The
 * item after the last figure into *end; the number of headings naming a
 * test (figure_heading()) returned.
 */
static size_t figure_headings(const struct doc *d, size_t i, size_t *end)
{
	int level = d->items[i].heading;
	size_t k = i, named = 0;
	char h[96];

	*end = i;
	while (k < d->n) {
		const struct doc_item *hd = &d->items[k], *v;
		size_t vk = next_filled(d, k), after;

		if (hd->kind != DOC_LINE || hd->heading != level || hd->pre ||
		    vk >= d->n)
			break;
		v = &d->items[vk];
		after = next_filled(d, vk);
		if (v->kind != DOC_LINE || v->heading || v->pre ||
		    !lone_figure(v->s) ||
		    (after < d->n && (d->items[after].kind != DOC_LINE ||
				      !d->items[after].heading)))
			break;
		named += figure_heading(hd->s, h, sizeof(h));
		*end = vk + 1;
		k = after;
	}
	return named;
}

/*
 * Notes giving each figure a heading of its own, under the heading of
 * what was measured: "### Sandisk Cruzer Glide", "#### Read" / "31.1
 * MB/s", "#### Write" / "2.6 MB/s", "#### Access" / "0.68 msec".  Two or
 * more such headings in a row naming a test (a direction, a metric: any
 * language's word the test vocabulary knows) become the table "| test |
 * value |", a row a figure on its figure's line, so that the heading
 * above labels them as any table's; headings over other figures among
 * them ("#### Size" / "16GB") go.  A heading over prose, or over a
 * figure inside a sentence, ends the run.  Returns 0 or -ENOMEM.
 */
static int heading_figures(struct doc *d)
{
	struct doc out;
	int ret = 0, any = 0;

	for (size_t i = 0; i < d->n && !any; i++) {
		size_t end;

		any = d->items[i].kind == DOC_LINE && d->items[i].heading &&
		      figure_headings(d, i, &end) >= 2;
	}
	if (!any)
		return 0; /* nothing to rewrite */
	memset(&out, 0, sizeof(out));
	out.html = d->html;
	for (size_t i = 0; i < d->n && !ret;) {
		struct doc_item *it = &d->items[i];
		size_t end, k;
		char h[96], row[256];

		if (!(it->kind == DOC_LINE && it->heading &&
		      figure_headings(d, i, &end) >= 2)) {
			ret = move_item(&out, it);
			i++;
			continue;
		}
		ret = add_made_head(&out, "| test | value |", 16, it->no);
		if (!ret)
			ret = add_line(&out, "|---|---|", 9, it->no, 0, 0);
		for (k = i; k < end && !ret; k = next_filled(d, k)) {
			size_t vk = next_filled(d, k);
			const struct doc_item *v = &d->items[vk];
			int n;

			if (!figure_heading(d->items[k].s, h, sizeof(h))) {
				k = vk;
				continue;
			}
			n = snprintf(row, sizeof(row), "| %s | %s |", h, v->s);
			if (n > 0 && (size_t)n < sizeof(row))
				ret =
				    add_line(&out, row, (size_t)n, v->no, 0, 0);
			k = vk;
		}
		if (!ret)
			ret = add_line(&out, "", 0, d->items[end - 1].no, 0, 0);
		for (k = i; k < end; k++)
			free(d->items[k].s);
		i = end;
	}
	if (ret) {
		doctext_release(&out);
		return ret;
	}
	free(d->items);
	*d = out;
	return 0;
}

/* ---- GUI benchmark summaries typed by hand ------------------------------ */

/* The parts of a summary line (summary_part()). */
enum sum_key { SUM_NONE, SUM_MIN, SUM_MAX, SUM_AVG, SUM_ACCESS };

/* Whether the NUL-terminated text s names a GUI benchmark whose summary is
 * a minimum, maximum and average transfer rate and an access time in MB/s
 * and ms: HD Tune, GNOME Disk Utility (Palimpsest, gnome-disks). */
int doctext_names_gui_summary_tool(const char *s)
{
	static const char *const tools[] = {
	    "hd tune",	  "hdtune",	 "disk utility",
	    "palimpsest", "gnome-disks", "gnome disks",
	    NULL};

	for (size_t t = 0; tools[t]; t++)
		if (strcasestr(s, tools[t]))
			return 1;
	return 0;
}

/* Whether the document names such a GUI benchmark on a line. */
static int names_summary_tool(const struct doc *d)
{
	for (size_t i = 0; i < d->n; i++) {
		const struct doc_item *it = &d->items[i];

		if (it->kind == DOC_LINE && it->s &&
		    doctext_names_gui_summary_tool(it->s))
			return 1;
	}
	return 0;
}

/* The key words s (n bytes, blanks and '.' ':' around cut) name: "Min",
 * "Max.", "Ave", "Avg Read Rate", "minimum read rate", "A T", "AT",
 * "access time", "avg. access time"; *write set for a write rate. */
static enum sum_key summary_key(const char *s, size_t n, int *write)
{
	static const struct {
		const char *w;
		enum sum_key k;
	} keys[] = {{"minimum", SUM_MIN}, {"min", SUM_MIN},
		    {"maximum", SUM_MAX}, {"max", SUM_MAX},
		    {"average", SUM_AVG}, {"avg", SUM_AVG},
		    {"ave", SUM_AVG}};
	char b[48];
	size_t k = 0;

	*write = 0;
	while (n && strchr(" .:*", *s))
		s++, n--;
	while (n && strchr(" .:*", s[n - 1]))
		n--;
	if (!n || n >= sizeof(b))
		return SUM_NONE;
	for (size_t i = 0; i < n; i++)
		if (s[i] != '.' || (i + 1 < n && s[i + 1] != ' '))
			b[k++] = (char)tolower((unsigned char)s[i]);
	b[k] = '\0';
	if (!strcmp(b, "a t") || !strcmp(b, "at") ||
	    !strcmp(b, "access time") || !strcmp(b, "avg access time") ||
	    !strcmp(b, "average access time"))
		return SUM_ACCESS;
	for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		size_t l = strlen(keys[i].w);
		const char *r = b + l;

		if (strncmp(b, keys[i].w, l) || (*r && *r != ' '))
			continue;
		while (*r == ' ')
			r++;
		if (!strcmp(r, "write rate") || !strcmp(r, "write")) {
			*write = 1;
			r = "";
		}
		if (!*r || !strcmp(r, "read rate") || !strcmp(r, "read") ||
		    !strcmp(r, "transfer rate"))
			return keys[i].k;
		return SUM_NONE;
	}
	return SUM_NONE;
}

/* Unit u (n bytes): 1 MB/s, 2 a time in ms, 0 none, -1 another. */
static int summary_unit(const char *u, size_t n)
{
	if (!n)
		return 0;
	if ((n == 4 && !strncasecmp(u, "MB/s", 4)) ||
	    (n == 6 && !strncasecmp(u, "MB/sec", 6)))
		return 1;
	if ((n == 2 && !strncmp(u, "ms", 2)) ||
	    (n == 4 && !strncmp(u, "msec", 4)))
		return 2;
	return -1;
}

/* Where the figure starting at s[f] ends ("54.3", "0.3"), n the end. */
static size_t summary_figure_end(const char *s, size_t f, size_t n)
{
	while (f < n && (isdigit((unsigned char)s[f]) || s[f] == '.'))
		f++;
	return f;
}

/*
 * One part of a summary line, s (n bytes): "KEY[:] FIGURE[ UNIT]" ("Min
 * 34.4 MB/s", "Average Read Rate: 124.3 MB/s", "AT  0.3 ms", "max
 * 78.5") or "FIGURE UNIT KEY" ("67.3 MB/s Min.").  Its key returned (0
 * not such a part), the figure into *v, its unit into *unit
 * (summary_unit()), the direction into *write.
 */
static enum sum_key summary_part(const char *s, size_t n, double *v, int *unit,
				 int *write)
{
	size_t a = 0, b, f, fe, u, ue;
	enum sum_key k;
	char num[32];

	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	while (a < n && (s[a] == ' ' || s[a] == '\t'))
		a++;
	if (a < n && isdigit((unsigned char)s[a])) {
		/* FIGURE UNIT KEY */
		f = a;
		fe = summary_figure_end(s, f, n);
		for (u = fe; u < n && s[u] == ' '; u++)
			;
		for (ue = u; ue < n && s[ue] != ' '; ue++)
			;
		if (u == fe || summary_unit(s + u, ue - u) <= 0)
			return SUM_NONE;
		k = summary_key(s + ue, n - ue, write);
	} else {
		/* KEY[:] FIGURE[ UNIT]: the figure the first digit after
		 * the key words */
		for (b = a; b < n && !isdigit((unsigned char)s[b]); b++)
			;
		if (b == n || b == a || (s[b - 1] != ' ' && s[b - 1] != ':'))
			return SUM_NONE;
		k = summary_key(s + a, b - a, write);
		f = b;
		fe = summary_figure_end(s, f, n);
		for (u = fe; u < n && s[u] == ' '; u++)
			;
		if (u < n && u == fe)
			return SUM_NONE; /* "78.5MB" glued: not this shape */
		ue = n;
		if (memchr(s + u, ' ', ue - u))
			return SUM_NONE;
	}
	if (k == SUM_NONE || fe - f >= sizeof(num) || fe == f)
		return SUM_NONE;
	memcpy(num, s + f, fe - f);
	num[fe - f] = '\0';
	*v = strtod(num, NULL);
	*unit = summary_unit(s + u, ue - u);
	if (*unit < 0 || (*unit == 2) != (k == SUM_ACCESS) || !(*v > 0))
		return SUM_NONE;
	return k;
}

struct summary {
	double v[5];
	int unit[5];
	long line[5];
	int write;
	size_t end; /* the item after its last line */
};

/*
 * The summary starting at item i: lines one under the other (no blank
 * between) each a summary part or parts split by commas, together a
 * minimum or maximum, an average and maybe an access time, each once, of
 * one direction.  Rates with no unit take HD Tune's and GNOME Disks'
 * MB/s only beside an access time in ms (the summary's shape).  1 when
 * so.
 */
static int summary_at(const struct doc *d, size_t i, struct summary *sm)
{
	size_t k;
	int bare = 0;

	memset(sm, 0, sizeof(*sm));
	sm->write = -1;
	for (k = i; k < d->n; k++) {
		const struct doc_item *it = &d->items[k];
		struct summary line = *sm;
		const char *s = it->s, *e;
		int ok = 1, lbare = 0;

		if (it->kind != DOC_LINE || it->blank || it->heading ||
		    it->pre || !s)
			break;
		for (const char *p = s; p < s + it->len && ok; p = e + 1) {
			double v;
			int unit, write;
			enum sum_key key;

			e = memchr(p, ',', (size_t)(s + it->len - p));
			if (!e)
				e = s + it->len;
			key =
			    summary_part(p, (size_t)(e - p), &v, &unit, &write);
			if (key == SUM_NONE || line.v[key] > 0 ||
			    (key != SUM_ACCESS && line.write >= 0 &&
			     line.write != write)) {
				ok = 0;
				break;
			}
			if (key != SUM_ACCESS)
				line.write = write;
			line.v[key] = v;
			line.unit[key] = unit;
			line.line[key] = it->no;
			lbare += key != SUM_ACCESS && !unit;
		}
		if (!ok)
			break; /* the summary ends above this line */
		*sm = line;
		bare += lbare;
	}
	sm->end = k;
	return k > i && sm->v[SUM_AVG] > 0 &&
	       (sm->v[SUM_MIN] > 0 || sm->v[SUM_MAX] > 0) &&
	       (!bare || (sm->v[SUM_ACCESS] > 0 && sm->unit[SUM_ACCESS]));
}

/*
 * HD Tune's and GNOME Disk Utility's benchmark summaries typed by hand
 * under the drive's name, in a document naming either tool:
 * "Maxtor 250GB" / "Min 34.4 MB/s" / "Max 67.3 MB/s" / "Ave 54.3 MB/s" /
 * "A T 15.0 ms", "minimum read rate: 86.7 MB/s" / ... / "average read
 * rate: 183.5 MB/s", "67.3 MB/s Min., 138.6 MB/s Max, Avg Read Rate:
 * 110.1 MB/s, avg. access time 19.0 ms".  Each becomes the one-row table
 * "| Average read | Access time |" on its average's line, which the line
 * above labels as any table's: the average is the result (as HD Tune's
 * own "Transfer Rate Average"), the access time beside it; the minimum
 * and maximum are not kept.  Returns 0 or -ENOMEM.
 */
static int summary_lists(struct doc *d)
{
	struct doc out;
	struct summary sm;
	int ret = 0, any = 0;

	for (size_t i = 0; i < d->n && !any; i++)
		any = summary_at(d, i, &sm);
	if (!any || !names_summary_tool(d))
		return 0;
	memset(&out, 0, sizeof(out));
	out.html = d->html;
	for (size_t i = 0; i < d->n && !ret;) {
		struct doc_item *it = &d->items[i];
		char row[128];
		const char *dir;
		int n, acc;

		if (!summary_at(d, i, &sm)) {
			ret = move_item(&out, it);
			i++;
			continue;
		}
		/* "I get: " over it: the blank after the caption's colon
		 * is no part of it */
		if (out.n && out.items[out.n - 1].kind == DOC_LINE &&
		    !out.items[out.n - 1].pre) {
			struct doc_item *c = &out.items[out.n - 1];

			while (c->len && (c->s[c->len - 1] == ' ' ||
					  c->s[c->len - 1] == '\t'))
				c->s[--c->len] = '\0';
		}
		acc = sm.v[SUM_ACCESS] > 0;
		dir = sm.write > 0 ? "write" : "read";
		if (acc)
			n = snprintf(row, sizeof(row),
				     "| Average %s | Access time |", dir);
		else
			n = snprintf(row, sizeof(row), "| test | value |");
		ret = add_made_head(&out, row, (size_t)n, it->no);
		if (!ret)
			out.items[out.n - 1].gui_summary = 1;
		if (!ret)
			ret = add_line(&out, "|---|---|", 9, it->no, 0, 0);
		if (acc)
			n = snprintf(row, sizeof(row), "| %g MB/s | %g ms |",
				     sm.v[SUM_AVG], sm.v[SUM_ACCESS]);
		else
			n = snprintf(row, sizeof(row),
				     "| Average %s | %g MB/s |", dir,
				     sm.v[SUM_AVG]);
		if (!ret)
			ret = add_line(&out, row, (size_t)n, sm.line[SUM_AVG],
				       0, 0);
		if (!ret)
			ret = add_line(&out, "", 0, d->items[sm.end - 1].no, 0,
				       0);
		for (size_t k = i; k < sm.end; k++)
			free(d->items[k].s);
		i = sm.end;
	}
	if (ret) {
		doctext_release(&out);
		return ret;
	}
	free(d->items);
	*d = out;
	return 0;
}

/*
 * Markdown's backslash escapes undone outside code, as a reader sees the
 * text: an export (Feishu, Lark, pandoc) writes "4\\.3ms", "1\\-4MB/s",
 * "\\[", "\\_" in prose, and a figure so escaped reads as no figure.  A
 * backslash goes before ASCII punctuation other than itself (a UNC path's
 * "\\\\server" stays) outside fenced blocks, inline code spans and lines
 * indented as code (four blanks or a tab, no list marker); a line's end
 * keeps its backslash (a continued command).  In place; the new length.
 */
static size_t md_unescape(char *s, size_t len)
{
	size_t r = 0, w = 0;
	int fence = 0;

	while (r < len) {
		size_t a = r, e = r, i;
		int code = 0;

		while (e < len && s[e] != '\n')
			e++;
		for (i = a; i < e && s[i] == ' '; i++)
			;
		if (e - i >= 3 &&
		    (!strncmp(s + i, "```", 3) || !strncmp(s + i, "~~~", 3)))
			fence = !fence, code = 1;
		else if (fence || (i < e && s[i] == '\t') ||
			 (i - a >= 4 && !(i + 1 < e && strchr("-*+", s[i]) &&
					  s[i + 1] == ' ')))
			code = 1;
		for (int span = 0; r < e; r++) {
			if (!code && s[r] == '`')
				span = !span;
			if (!code && !span && s[r] == '\\' && r + 1 < e &&
			    s[r + 1] != '\\' &&
			    ispunct((unsigned char)s[r + 1]))
				continue;
			s[w++] = s[r];
		}
		if (r < len)
			s[w++] = s[r++];
	}
	s[w] = '\0';
	return w;
}

/* ---- a plain text's outline ------------------------------------------ */

/*
 * The outline number starting line it ("1. ", "2.0 ", "1.2 ", "3.1.4\t"):
 * its depth (1 for "N." and "N.0", 2 for "N.M", 3 for "N.M.K"), the
 * numbers in num[], *text where the title starts; 0 none.  The line is
 * at column 0 unless indent (a contents list indents its sub-entries),
 * its title short, not a figure ("1.5 GB/s"), nor a sentence of settings.
 */
static int outline_number(const struct doc_item *it, int indent, long num[3],
			  size_t *text)
{
	const char *s = it->s;
	size_t i = 0, len = it->len;
	int parts = 0, dot = 0;

	if (it->kind != DOC_LINE || it->pre || it->blank || it->heading ||
	    len > 160)
		return 0;
	while (indent && i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	while (i < len && isdigit((unsigned char)s[i])) {
		long v = 0;
		size_t d = i;

		if (parts == 3)
			return 0;
		while (i < len && isdigit((unsigned char)s[i]) && i - d < 3)
			v = v * 10 + (s[i++] - '0');
		num[parts++] = v;
		dot = 0;
		if (i < len && s[i] == '.')
			i++, dot = 1;
		else
			break;
	}
	if (!parts || i >= len || (s[i] != ' ' && s[i] != '\t') ||
	    (parts == 1 && !dot))
		return 0;
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	/* "1.5 GB/s", "2. 3.4 MB/s", "1 bs=4k": figures, no title */
	if (i >= len || len - i > 80 || memchr(s + i, '=', len - i) ||
	    memmem(s + i, len - i, "/s", 2))
		return 0;
	*text = i;
	while (parts > 1 && num[parts - 1] == 0)
		parts--; /* "2.0": the second part's parent */
	return parts;
}

/* Line it without blanks around and a ':' (ASCII or full-width) ending
 * it: a title as a contents list gives it. */
static struct text_line title_of(const struct doc_item *it)
{
	struct text_line t = {it->s, it->len, 0};

	t = line_trim(t);
	if (t.len && t.s[t.len - 1] == ':')
		t.len--;
	else if (t.len >= 3 && !memcmp(t.s + t.len - 3, "\xef\xbc\x9a", 3))
		t.len -= 3;
	return line_trim(t);
}

/* The title line k of a contents list gives, without its number. */
static struct text_line toc_title(const struct doc_item *it)
{
	struct text_line t = title_of(it);
	long v[3];
	size_t at;

	if (outline_number(it, 1, v, &at) && it->s + at >= t.s &&
	    it->s + at <= t.s + t.len) {
		t.len -= (size_t)(it->s + at - t.s);
		t.s = it->s + at;
	}
	return t;
}

/* A later line of d, from item k on, that is title t alone (at column 0,
 * not in code); d->n none. */
static size_t title_later(const struct doc *d, size_t k, struct text_line t)
{
	for (; k < d->n; k++) {
		const struct doc_item *o = &d->items[k];
		struct text_line u;

		if (o->kind != DOC_LINE || o->pre || o->blank || !o->len ||
		    o->s[0] == ' ' || o->s[0] == '\t' || o->len > t.len + 8)
			continue;
		u = title_of(o);
		if (u.len == t.len && !memcmp(u.s, t.s, t.len))
			return k;
		u = toc_title(o);
		if (u.len == t.len && !memcmp(u.s, t.s, t.len))
			return k;
	}
	return d->n;
}

/* The heading level an outline of depth gives (2 up: a level 1 heading
 * is the document's title). */
#define OUTLINE_LEVEL(depth) ((depth) + 1)

/*
 * A plain text's headings that no markup shows (no '#', no underline):
 *  - a numbered outline ("1. 100GB SSD" over "1.1 Sequential write",
 *    "2.0 900GB SSD" over "2.1 ..."): the numbers give the levels, when
 *    two "N.M" lines or more stand under their "N." (or "N.0");
 *  - a contents list at the top, three short lines or more that come
 *    again further down each alone on its line ("Test 1" ... then
 *    "Test 1:" over its output): those lines are the headings, the list
 *    is no label (toc).
 * A numbered list repeated at the top (the outline's numbers counting
 * up, then again from the start below) is the contents too.
 */
/* Whether item it may be a line of a contents list (see text_outline()):
 * its outline depth (0 unnumbered), -1 not. */
static int toc_line(const struct doc_item *it, long num[3])
{
	struct text_line t;
	size_t text;
	int depth;

	if (it->kind != DOC_LINE || it->blank || it->pre || it->heading)
		return -1;
	t = title_of(it);
	depth = outline_number(it, 1, num, &text);
	if (t.len < 2 || t.len > 60 ||
	    (!depth &&
	     (isdigit((unsigned char)t.s[0]) || memchr(t.s, '=', t.len))) ||
	    /* "fio-3.38", "Starting 1 thread", "Run status group 0 (all
	     * jobs):" of two outputs: a tool's lines come again, no title */
	    docflat_line_start(it->s, it->len) ||
	    line_is_fio_piece(it->s, it->len) ||
	    /* "+ echo 1" of two runs of a `set -x` script */
	    line_is_shell_trace(it->s, it->len))
		return -1;
	return depth;
}

/* Whether items [from, to) are a contents list whose titles come again
 * below (see text_outline()): marked toc, an unnumbered list's titles
 * below made headings, SIZE_MAX; else the first item whose title does
 * not come again (to: too short a list). */
static size_t contents_list(struct doc *d, size_t from, size_t to, int numbered)
{
	size_t lines = 0;

	for (size_t k = from; k < to; k++)
		lines += !d->items[k].blank;
	if (lines < 3)
		return to;
	/* a numbered list's first title comes again (its sub-entries may
	 * be worded otherwise below), a list of titles' every one */
	for (size_t k = from; k < to; k++) {
		if (d->items[k].blank)
			continue;
		if (title_later(d, to, toc_title(&d->items[k])) >= d->n)
			return k;
		if (numbered)
			break;
	}
	for (size_t k = from; k < to; k++) {
		size_t h;

		if (d->items[k].blank)
			continue;
		d->items[k].toc = 1;
		h = numbered ? d->n
			     : title_later(d, to, toc_title(&d->items[k]));
		if (h < d->n)
			d->items[h].heading = OUTLINE_LEVEL(1);
	}
	return SIZE_MAX;
}

static void text_outline(struct doc *d)
{
	long num[3], last = -1;
	size_t text, confirmed = 0, filled = 0;

	for (size_t i = 0; i < d->n; i++)
		if (d->items[i].kind == DOC_LINE && d->items[i].heading)
			return; /* the text's own markup says */
	/* a contents list near the top */
	for (size_t i = 0; i < d->n && filled < 40; i++) {
		int depth = toc_line(&d->items[i], num), numbered = depth > 0;
		long top = depth == 1 ? num[0] : -1;
		size_t j = i + 1, end = i + 1, miss;

		if (d->items[i].kind == DOC_LINE && !d->items[i].blank)
			filled++;
		if (depth < 0)
			continue;
		for (; j < d->n && j - i < 60; j++) {
			const struct doc_item *o = &d->items[j];
			int dep;

			if (o->kind == DOC_LINE && o->blank && numbered)
				continue; /* a numbered list may have gaps */
			dep = toc_line(o, num);
			if (dep < 0 || (dep > 0) != numbered ||
			    (dep == 1 && num[0] <= top))
				break; /* counting from the start again: the
					* outline itself */
			if (dep == 1)
				top = num[0];
			end = j + 1;
		}
		if ((miss = contents_list(d, i, end, numbered)) == SIZE_MAX)
			break;
		/* the lines up to the one that does not come again start
		 * no other list (a title above a list does) */
		for (size_t k = i + 1; k < miss; k++)
			filled += !d->items[k].blank;
		if (miss > i)
			i = miss - 1;
	}
	/* the numbered outline */
	for (size_t i = 0; i < d->n; i++) {
		const struct doc_item *it = &d->items[i];
		int depth = it->toc ? 0 : outline_number(it, 0, num, &text);

		if (depth == 1)
			last = num[0];
		else if (depth == 2 && num[0] == last)
			confirmed++;
	}
	if (confirmed < 2)
		return;
	last = -1;
	for (size_t i = 0, l2 = SIZE_MAX; i < d->n; i++) {
		struct doc_item *it = &d->items[i];
		int depth = it->toc ? 0 : outline_number(it, 0, num, &text);
		long top2 = -1;

		if (depth == 1) {
			last = num[0];
			l2 = SIZE_MAX;
		} else if (depth == 2 && num[0] == last) {
			l2 = i;
		} else if (depth == 3 && l2 != SIZE_MAX) {
			outline_number(&d->items[l2], 0, num + 0, &text);
			top2 = num[1];
			outline_number(it, 0, num, &text);
			if (num[0] != last || num[1] != top2)
				depth = 0;
		} else {
			depth = 0;
		}
		if (!depth)
			continue;
		while (it->len && (it->s[it->len - 1] == ' ' ||
				   it->s[it->len - 1] == '\t'))
			it->s[--it->len] = '\0';
		it->heading = OUTLINE_LEVEL(depth);
	}
}

/*
 * Whether line it has the shape of a section title a page flattened to
 * text kept as a plain line ("SD Card Performance", "NFS: Synology NAS
 * SSD Pool over 1 Gbit/s", "Ceph Cluster (Proxmox Member)"): 2 to 8
 * words, the first capitalized and every word of lowercase letters a
 * small word of a name ("over", "with"), at most one ':' and only after
 * a name, no final punctuation, no column gap, sign of a tool or
 * formula; no command, remark, log marker, article sentence, or title
 * naming a test alone ("Sequential Read Speed", "Testing Disk
 * Performance": they name no system).  One ", " may part the title from
 * a setting's short qualifier ("Base Drive, no options on"): two title
 * words or more before it, one to four words of lowercase letters and
 * digits after it, the first no word that starts a clause ("but", "we").
 */
static int flat_title_shape(const struct doc_item *it)
{
	static const char *const small[] = {
	    "on",    "in",  "at",  "with", "without", "for", "and",
	    "or",    "vs",  "via", "from", "to",      "of",  "over",
	    "under", "per", "a",   "an",   "the",     "by",  NULL};
	static const char *const clause[] = {
	    "but",  "and",  "or",    "so",    "which", "that",
	    "then", "when", "while", "if",    "as",    "because",
	    "we",   "i",    "it",    "this",  "there", "they",
	    "you",  "he",   "she",   "these", "those", NULL};
	const char *s = it->s, *comma;
	size_t len = it->len, words = 0, caps = 0, i = 0, quals = 0;
	char last;

	if (it->kind != DOC_LINE || it->pre || it->blank || it->heading ||
	    it->toc || it->table || len < 4 || len > 60 ||
	    !(s[0] >= 'A' && s[0] <= 'Z'))
		return 0;
	last = s[len - 1];
	if (!isalnum((unsigned char)last) && last != ')')
		return 0;
	/* "Content-Transfer-Encoding: 7bit", "Organization: Acme Oy" over
	 * the attribution of a raw mail: the last line of its header block,
	 * no section's title (a title's ':' is one of a name: "Part 2:
	 * Results") */
	if (memchr(s, ':', len) &&
	    (line_is_mime_header(s, len) || line_is_mail_header(s, len)))
		return 0;
	comma = strstr(s, ", ");
	if (strpbrk(s, "=|$#<>[]{}*`\\\"\t;!?") || strstr(s, "  ") ||
	    strstr(s, ". ") || (comma && strstr(comma + 2, ", ")) ||
	    text_count(s, len, ':') > 1)
		return 0;
	while (i < len) {
		size_t b = i;

		while (i < len && s[i] != ' ')
			i++;
		if (comma && s + b > comma) {
			/* the qualifier after the comma */
			for (size_t k = b; k < i; k++)
				if (!islower((unsigned char)s[k]) &&
				    !isdigit((unsigned char)s[k]))
					return 0;
			if (!quals++ && word_listed(s + b, i - b, clause, 0))
				return 0;
			words++;
			while (i < len && s[i] == ' ')
				i++;
			continue;
		}
		words++;
		if (s[i - 1] == ':' && (words > 3 || i == len))
			return 0;
		if (islower((unsigned char)s[b]) &&
		    !word_listed(s + b, i - b, small, 0))
			return 0;
		caps += isupper((unsigned char)s[b]) ||
			isdigit((unsigned char)s[b]);
		while (i < len && s[i] == ' ')
			i++;
	}
	if (comma && (quals < 1 || quals > 4 || words - quals < 2))
		return 0;
	return words >= 2 && words <= 8 && caps >= 2 &&
	       !line_names_nothing(s, len) && !line_is_remark(s, len) &&
	       !line_is_log_marker(s, len) && !line_article_sentence(s, len) &&
	       !line_test_title(s, len) && !line_action_title(s, len) &&
	       !docflat_line_start(s, len) && !line_is_shell_trace(s, len);
}

int doctext_prose_line(const char *s, size_t len)
{
	if (len < 40 || text_count(s, len, ' ') < 5 ||
	    !isupper((unsigned char)s[0]))
		return 0;
	return strchr(".:!?", s[len - 1]) || memmem(s, len, ". ", 2);
}

/* Whether line it is a paragraph's prose (doctext_prose_line()). */
static int flat_prose_line(const struct doc_item *it)
{
	return it->kind == DOC_LINE && !it->pre && !it->blank &&
	       doctext_prose_line(it->s, it->len);
}

/*
 * A text with no heading of its own (a page flattened to text lost its
 * markup): a line of a section title's shape (flat_title_shape()) right
 * over a paragraph's prose (flat_prose_line(): "SD Card Performance" /
 * "Linux FIO tool will be used to measure ... of a 4GB file:"), below
 * another line that is no such title (two short lines in a row are a
 * list's or a table's), is a heading.  The text's first line is its
 * title, no section's.
 */
static void flat_titles(struct doc *d)
{
	size_t prev = SIZE_MAX;

	for (size_t i = 0; i < d->n; i++)
		if (d->items[i].kind == DOC_LINE && d->items[i].heading)
			return;
	for (size_t i = 0; i < d->n; i++) {
		size_t next = i + 1;

		if (d->items[i].kind == DOC_LINE && d->items[i].blank)
			continue;
		while (next < d->n && d->items[next].kind == DOC_LINE &&
		       d->items[next].blank)
			next++;
		if (prev != SIZE_MAX && next < d->n &&
		    flat_title_shape(&d->items[i]) &&
		    !flat_title_shape(&d->items[prev]) &&
		    flat_prose_line(&d->items[next]))
			d->items[i].heading = OUTLINE_LEVEL(1);
		prev = i;
	}
}

/*
 * Tables of results a blog export flattened (doc_flat_table.h: "**Seq
 * Read**", "**Seq Write**", ... one paragraph each, then " RS-40  98.412
 * 87.306  RS-41  181.770  150.094"), rebuilt as the Markdown tables they
 * were, which the hand-table readers then read as any other: the header
 * row on the first header paragraph's line, the rows on the body line's
 * (where their figures are).  The header paragraphs and the blank lines
 * between them go.  Returns 0 or -ENOMEM.
 */
static int flat_tables(struct doc *d)
{
	struct flat_table {
		size_t first, body;
		char *text;
	} *ft = NULL;
	size_t nft = 0, aft = 0, k = 0;
	struct strbuf sb = STRBUF_INIT;
	struct doc out;
	int ret = 0;

	for (size_t i = 0; i < d->n && !ret; i++) {
		size_t first;

		strbuf_reset(&sb);
		ret = docflat_table_at(d, i, &first, &sb);
		if (ret <= 0)
			continue;
		ret = 0;
		if (ALLOC_GROW(ft, nft + 1, aft)) {
			ret = -ENOMEM;
			break;
		}
		ft[nft].first = first;
		ft[nft].body = i;
		ft[nft++].text = strbuf_detach(&sb, NULL);
	}
	strbuf_release(&sb);
	memset(&out, 0, sizeof(out));
	out.html = d->html;
	for (size_t i = 0; i < d->n && !ret && nft;) {
		const char *p, *e;
		long no;

		if (k == nft || i < ft[k].first) {
			ret = move_item(&out, &d->items[i++]);
			continue;
		}
		no = d->items[ft[k].first].no;
		for (p = ft[k].text; *p && !ret; p = e + 1) {
			e = strchr(p, '\n');
			ret = add_line(&out, p, (size_t)(e - p), no, 0, 0);
			no = d->items[ft[k].body].no;
		}
		for (; i <= ft[k].body; i++) {
			free(d->items[i].s);
			d->items[i].s = NULL;
		}
		k++;
	}
	for (size_t j = 0; j < nft; j++)
		free(ft[j].text);
	free(ft);
	if (!nft || ret) {
		if (ret)
			doctext_release(&out);
		return ret;
	}
	free(d->items);
	*d = out;
	return 0;
}

int doctext_read(const char *buf, size_t len, struct doc *d)
{
	size_t h = ingest_doc_header_len(buf, len);
	char *own = NULL;
	int ret;

	memset(d, 0, sizeof(*d));
	if (h) {
		/* a blog's metadata header: its lines left empty, so that
		 * the lines after it keep their numbers */
		own = malloc(len + 1);
		if (!own)
			return -ENOMEM;
		for (size_t i = 0; i < len; i++)
			own[i] = i < h && buf[i] != '\n' ? ' ' : buf[i];
		own[len] = '\0';
		buf = own;
	}
	/* the normalization pass's rule: one decision (ingest/normalize.h) */
	if (ingest_html_page(buf, len)) {
		ret = read_html(buf, len, d);
	} else {
		if (memchr(buf, '\\', len) && !own) {
			own = malloc(len + 1);
			if (!own)
				return -ENOMEM;
			memcpy(own, buf, len);
			buf = own;
		}
		if (own)
			len = md_unescape(own, len);
		ret = read_text(buf, len, d);
	}
	if (!ret)
		ret = flat_tables(d);
	if (!ret && !d->html) {
		text_outline(d);
		flat_titles(d);
	}
	if (!ret && !d->html)
		ret = heading_figures(d);
	if (!ret && !d->html)
		ret = summary_lists(d);
	free(own);
	if (ret)
		doctext_release(d);
	return ret;
}

void doctext_release(struct doc *d)
{
	for (size_t i = 0; i < d->n; i++) {
		free(d->items[i].s);
		if (d->items[i].table) {
			table_release(d->items[i].table);
			free(d->items[i].table);
		}
	}
	free(d->items);
	memset(d, 0, sizeof(*d));
}
