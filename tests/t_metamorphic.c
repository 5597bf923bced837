/*
 * The metamorphic test (issue 12 item 5): every input iodb reads -- each
 * file of ../shared/corpus (every format folder), ../shared/blogs and
 * samples/ (inputs only: no make.sh, .fio job files, datasheet CSVs,
 * README or MANIFEST) -- transformed the ways pasting transforms text,
 * must import in-process (ingest_parse, format detected) to the same
 * results as the original: the export contract's fields of every result
 * (report/export.c's JSON row) compared without line_from, line_to and
 * source.  An original that fails must fail transformed too.
 *
 * The transformations: "> " quoted, nested "> > ", "# "-commented,
 * "// "-commented, indented four spaces, every ASCII space replaced by
 * U+00A0, CRLF, a UTF-8 BOM, wrapped as <pre> (with &lt; &gt; &amp;) in an
 * HTML page between prose paragraphs (and the same with every space in
 * the <pre> written &nbsp;, as web editors save it), inside a Markdown post
 * between prose paragraphs as a fenced code block, lines joined by <br /> on
 * one line, and a console prompt glued to the first line (which may
 * give a run whose command it starts its host, db1: nothing else).
 *
 * Rules:
 *  - The prose around the HTML and Markdown wrappings is a paragraph of
 *    several sentences (over 300 bytes, no heading): a document labels a
 *    block's runs with the heading or the short line above it, which is a
 *    feature of documents, not a change of the figures.  So the label is
 *    compared too.
 *  - Files that are documents themselves (../shared/blogs, the samples in
 *    samples/documents) are not wrapped again into a <pre> page or a code
 *    block: a post inside a code block is a code sample, not a post.  An
 *    HTML page gets the character-level transformations only (CRLF, BOM):
 *    a page quoted line by line is no page any more, and NBSP inside its
 *    tags is no markup.
 *  - Cells known to fail because of an importer (not the normalization
 *    pass) are listed in known[] with the reason; they are reported, not
 *    counted as failures.  Remove an entry when its importer is fixed (the
 *    test says when a known cell passes).
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <sys/stat.h>

#include <cjson/cJSON.h>

#include "ingest/ingest.h"
#include "report/export.h"
#include "tests/collect.h"
#include "tests/t.h"
#include "util/strbuf.h"

/* ---- the transformations ---------------------------------------------- */

/* Each line of in with prefix in front (a last line without '\n' too). */
static void prefix_lines(struct strbuf *out, const char *in, size_t len,
			 const char *prefix)
{
	size_t ls = 0;

	while (ls < len) {
		const char *nl = memchr(in + ls, '\n', len - ls);
		size_t le = nl ? (size_t)(nl - in) : len;

		strbuf_addstr(out, prefix);
		strbuf_add(out, in + ls, le - ls);
		if (nl)
			strbuf_addch(out, '\n');
		ls = le + 1;
	}
}

static void x_quote(struct strbuf *o, const char *s, size_t n)
{
	prefix_lines(o, s, n, "> ");
}

static void x_nested(struct strbuf *o, const char *s, size_t n)
{
	prefix_lines(o, s, n, "> > ");
}

static void x_hash(struct strbuf *o, const char *s, size_t n)
{
	prefix_lines(o, s, n, "# ");
}

static void x_slashes(struct strbuf *o, const char *s, size_t n)
{
	prefix_lines(o, s, n, "// ");
}

static void x_indent(struct strbuf *o, const char *s, size_t n)
{
	prefix_lines(o, s, n, "    ");
}

static void x_nbsp(struct strbuf *o, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (s[i] == ' ')
			strbuf_addstr(o, "\xc2\xa0");
		else
			strbuf_addch(o, s[i]);
}

static void x_crlf(struct strbuf *o, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (s[i] == '\n')
			strbuf_addstr(o, "\r\n");
		else
			strbuf_addch(o, s[i]);
}

static void x_bom(struct strbuf *o, const char *s, size_t n)
{
	strbuf_addstr(o, "\xef\xbb\xbf");
	strbuf_add(o, s, n);
}

static const char prose1[] =
    "Last week I finally had some time to look at the storage of our "
    "build server again. Several people asked me how the old machine "
    "compares with the new one, so I ran the usual tool on it and copied "
    "the output below exactly as it was printed on the console, without "
    "editing anything, so that you can compare it with your own numbers.";
static const char prose2[] =
    "That is all for today. If you have questions about the setup or want "
    "me to run other tests on this machine, leave a comment below and I "
    "will try to answer them when I have time. The configuration of the "
    "machine is described in an earlier post on this blog, together with "
    "the versions of everything that was installed on it at the time.";

static void x_html(struct strbuf *o, const char *s, size_t n)
{
	strbuf_addf(o,
		    "<!DOCTYPE html>\n<html>\n<head><meta charset=\"utf-8\">"
		    "<title>Notes</title></head>\n<body>\n<p>%s</p>\n<pre>",
		    prose1);
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '<')
			strbuf_addstr(o, "&lt;");
		else if (s[i] == '>')
			strbuf_addstr(o, "&gt;");
		else if (s[i] == '&')
			strbuf_addstr(o, "&amp;");
		else
			strbuf_addch(o, s[i]);
	}
	strbuf_addf(o, "</pre>\n<p>%s</p>\n</body>\n</html>\n", prose2);
}

/* The same page with every space inside a line written &nbsp;. */
static void x_html_nbsp(struct strbuf *o, const char *s, size_t n)
{
	struct strbuf t = STRBUF_INIT;
	const char *p;

	x_html(&t, s, n);
	p = strstr(t.buf, "<pre>");
	for (size_t i = 0; i < t.len; i++) {
		int inside =
		    p && t.buf + i > p && strncmp(t.buf + i, "</pre>", 6);

		if (p && !strncmp(t.buf + i, "</pre>", 6))
			p = NULL;
		if (inside && t.buf[i] == ' ')
			strbuf_addstr(o, "&nbsp;");
		else
			strbuf_addch(o, t.buf[i]);
	}
	strbuf_release(&t);
}

static void x_markdown(struct strbuf *o, const char *s, size_t n)
{
	strbuf_addf(o, "%s\n\n```\n", prose1);
	strbuf_add(o, s, n);
	if (n && s[n - 1] != '\n')
		strbuf_addch(o, '\n');
	strbuf_addf(o, "```\n\n%s\n", prose2);
}

static void x_br(struct strbuf *o, const char *s, size_t n)
{
	size_t m = n && s[n - 1] == '\n' ? n - 1 : n;

	for (size_t i = 0; i < m; i++)
		if (s[i] == '\n')
			strbuf_addstr(o, "<br />");
		else
			strbuf_addch(o, s[i]);
	strbuf_addch(o, '\n');
}

static void x_prompt(struct strbuf *o, const char *s, size_t n)
{
	strbuf_addstr(o, "[admin@db1 ~]$ ");
	strbuf_add(o, s, n);
}

/*
 * The glued prompt names host db1: a run whose command it now starts ran
 * at db1's prompt, and takes db1 for its host (docs/documents.md, a
 * console prompt naming a host).  That host, the one difference the
 * prompt may make, is written null in the results (JSON rows) of s.
 */
static void prompt_host_null(char *s)
{
	static const char from[] = "\"host\":\"db1\"", to[] = "\"host\":null";
	char *p;

	while ((p = strstr(s, from)) != NULL) {
		memcpy(p, to, sizeof(to) - 1);
		memmove(p + sizeof(to) - 1, p + sizeof(from) - 1,
			strlen(p + sizeof(from) - 1) + 1);
	}
}

/* Spaces at each line's end: two, and a no-break one (a web page's). */
static void x_trailing(struct strbuf *o, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '\n')
			strbuf_addstr(o, "  \xc2\xa0");
		strbuf_addch(o, s[i]);
	}
}

/* A zero-width space after every space (a CMS's line-break hints). */
static void x_zwsp(struct strbuf *o, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		strbuf_addch(o, s[i]);
		if (s[i] == ' ')
			strbuf_addstr(o, "\xe2\x80\x8b");
	}
}

/* UTF-16LE with its byte-order mark and CRLF: Windows' "Unicode" (a
 * CrystalDiskMark 7 file, PowerShell 5's "> out.txt"). */
static void x_utf16(struct strbuf *o, const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;

	strbuf_add(o, "\xff\xfe", 2);
	for (size_t i = 0; i < n;) {
		uint32_t c = u[i];
		size_t k = 1;

		if (c >= 0xf0 && i + 3 < n) {
			c = (c & 0x07) << 18 | (u[i + 1] & 0x3f) << 12 |
			    (u[i + 2] & 0x3f) << 6 | (u[i + 3] & 0x3f);
			k = 4;
		} else if (c >= 0xe0 && i + 2 < n) {
			c = (c & 0x0f) << 12 | (u[i + 1] & 0x3f) << 6 |
			    (u[i + 2] & 0x3f);
			k = 3;
		} else if (c >= 0xc0 && i + 1 < n) {
			c = (c & 0x1f) << 6 | (u[i + 1] & 0x3f);
			k = 2;
		}
		i += k;
		if (c == '\n')
			strbuf_add(o, "\r\0", 2);
		if (c >= 0x10000) {
			uint32_t v = c - 0x10000, hi = 0xd800 | v >> 10,
				 lo = 0xdc00 | (v & 0x3ff);

			strbuf_addch(o, (char)(hi & 0xff));
			strbuf_addch(o, (char)(hi >> 8));
			c = lo;
		}
		strbuf_addch(o, (char)(c & 0xff));
		strbuf_addch(o, (char)(c >> 8));
	}
}

enum { FOR_TEXT = 1, FOR_DOC = 2, FOR_HTML = 4 };

static const struct xform {
	const char *name;
	void (*fn)(struct strbuf *, const char *, size_t);
	int applies; /* FOR_*: to which kind of file */
} xforms[] = {
    {"quote", x_quote, FOR_TEXT | FOR_DOC},
    {"nested", x_nested, FOR_TEXT | FOR_DOC},
    {"hash", x_hash, FOR_TEXT | FOR_DOC},
    {"slashes", x_slashes, FOR_TEXT | FOR_DOC},
    {"indent", x_indent, FOR_TEXT | FOR_DOC},
    {"nbsp", x_nbsp, FOR_TEXT | FOR_DOC},
    {"crlf", x_crlf, FOR_TEXT | FOR_DOC | FOR_HTML},
    {"bom", x_bom, FOR_TEXT | FOR_DOC | FOR_HTML},
    {"html", x_html, FOR_TEXT},
    {"html-nbsp", x_html_nbsp, FOR_TEXT},
    {"markdown", x_markdown, FOR_TEXT},
    {"br", x_br, FOR_TEXT | FOR_DOC},
    {"prompt", x_prompt, FOR_TEXT | FOR_DOC},
    {"trailing", x_trailing, FOR_TEXT | FOR_DOC},
    {"zwsp", x_zwsp, FOR_TEXT | FOR_DOC},
    {"utf16", x_utf16, FOR_TEXT | FOR_DOC | FOR_HTML},
};
#define N_XFORMS (sizeof(xforms) / sizeof(xforms[0]))

/*
 * Cells that fail because of an importer owned elsewhere: file (a suffix
 * of the path), transformation, why.
 */
static const struct known {
	const char *file, *xform, *why;
} known[] = {
    {NULL, NULL, NULL},
};

static const struct known *known_cell(const char *path, const char *xform)
{
	size_t pl = strlen(path);

	for (size_t i = 0; known[i].file; i++) {
		size_t fl = strlen(known[i].file);

		if (pl >= fl && !strcmp(path + pl - fl, known[i].file) &&
		    !strcmp(known[i].xform, xform))
			return &known[i];
	}
	return NULL;
}

/* ---- the results, as the export contract prints them ------------------ */

/*
 * Import buf (format detected) and print every result as an export JSON
 * row without line_from, line_to and source, one per line, into out.
 * "FAILED" when the import fails.  Caller frees *out.
 */
static char *results_of(const char *path, const char *buf, size_t len)
{
	struct t_collect c;
	struct strbuf sb = STRBUF_INIT;
	char *mem = NULL;
	size_t memlen = 0;
	FILE *f;
	struct report_export *ex;
	cJSON *arr, *row;

	t_collect_buf(&c, NULL, path, buf, len, 1);
	if (c.ret < 0) {
		t_collect_free(&c);
		strbuf_addstr(&sb, "FAILED");
		return strbuf_detach(&sb, NULL);
	}
	f = open_memstream(&mem, &memlen);
	if (!f || report_export_begin(f, REPORT_EXPORT_JSON, &ex)) {
		t_collect_free(&c);
		return NULL;
	}
	for (size_t i = 0; i < c.n_res; i++) {
		struct store_row r = {0};

		r.run_id = c.res[i].run + 1;
		r.run = c.res[i].run >= 0 ? &c.runs[c.res[i].run] : NULL;
		r.res = &c.res[i].r;
		r.source = "x";
		if (r.run)
			report_export_row(ex, &r);
	}
	report_export_end(ex);
	fclose(f);
	t_collect_free(&c);
	arr = cJSON_Parse(mem);
	free(mem);
	cJSON_ArrayForEach (row, arr) {
		char *s;

		cJSON_DeleteItemFromObject(row, "line_from");
		cJSON_DeleteItemFromObject(row, "line_to");
		cJSON_DeleteItemFromObject(row, "source");
		s = cJSON_PrintUnformatted(row);
		strbuf_addstr(&sb, s);
		strbuf_addch(&sb, '\n');
		free(s);
	}
	cJSON_Delete(arr);
	return strbuf_detach(&sb, NULL);
}

/* ---- the inputs ------------------------------------------------------- */

struct inputs {
	char **paths;
	size_t n, cap;
};

static int skip_name(const char *name)
{
	size_t l = strlen(name);

	if (name[0] == '.' || !strncmp(name, "README", 6) ||
	    !strncmp(name, "MANIFEST", 8))
		return 1;
	return (l > 3 && !strcmp(name + l - 3, ".sh")) ||
	       (l > 4 && !strcmp(name + l - 4, ".fio")) ||
	       (l > 4 && !strcmp(name + l - 4, ".csv"));
}

static void add_dir(struct inputs *in, const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	if (!d)
		return;
	while ((e = readdir(d)) != NULL) {
		char p[4096];
		struct stat st;

		if (skip_name(e->d_name))
			continue;
		snprintf(p, sizeof(p), "%s/%s", dir, e->d_name);
		if (stat(p, &st))
			continue;
		if (S_ISDIR(st.st_mode)) {
			add_dir(in, p);
			continue;
		}
		if (in->n == in->cap) {
			in->cap = in->cap ? 2 * in->cap : 64;
			in->paths =
			    realloc(in->paths, in->cap * sizeof(*in->paths));
		}
		in->paths[in->n++] = strdup(p);
	}
	closedir(d);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int kind_of(const char *path)
{
	size_t l = strlen(path);

	if (l > 5 && !strcmp(path + l - 5, ".html"))
		return FOR_HTML;
	if (strstr(path, "blogs/") || strstr(path, "samples/documents/"))
		return FOR_DOC;
	return FOR_TEXT;
}

T_TEST(t_metamorphic_matrix)
{
	struct inputs in = {0};
	unsigned equal[N_XFORMS] = {0}, total[N_XFORMS] = {0};
	unsigned known_bad = 0, known_ok = 0, failed = 0;
	unsigned orig_failed = 0, orig_empty = 0;
	char corpus[4096], blogs[4096];

	snprintf(corpus, sizeof(corpus), "%s", t_shared("corpus"));
	snprintf(blogs, sizeof(blogs), "%s", t_shared("blogs"));
	add_dir(&in, corpus);
	add_dir(&in, blogs);
	add_dir(&in, "samples");
	T_REQUIRE(in.n >= 100);
	qsort(in.paths, in.n, sizeof(*in.paths), cmp_str);
	for (size_t i = 0; i < in.n; i++) {
		size_t len;
		char *buf = t_read_file(in.paths[i], &len);
		char *want;
		int kind = kind_of(in.paths[i]);

		if (!buf) {
			T_FAIL("cannot read %s", in.paths[i]);
			continue;
		}
		want = results_of(in.paths[i], buf, len);
		T_REQUIRE(want != NULL);
		if (!strcmp(want, "FAILED"))
			orig_failed++;
		else if (!*want)
			orig_empty++;
		for (size_t x = 0; x < N_XFORMS; x++) {
			struct strbuf t = STRBUF_INIT;
			const struct known *k;
			char *got;
			int same;

			if (!(xforms[x].applies & kind))
				continue;
			xforms[x].fn(&t, buf, len);
			got = results_of(in.paths[i], t.buf, t.len);
			if (got && !strcmp(xforms[x].name, "prompt"))
				prompt_host_null(got);
			same = got && !strcmp(got, want);
			total[x]++;
			equal[x] += same;
			k = known_cell(in.paths[i], xforms[x].name);
			if (!same && k) {
				known_bad++;
				fprintf(stderr, "  known: %s x %s: %s\n",
					in.paths[i], xforms[x].name, k->why);
			} else if (!same) {
				failed++;
				T_FAIL("%s x %s: results differ\n  want: "
				       "%.300s\n  got:  %.300s",
				       in.paths[i], xforms[x].name, want,
				       got ? got : "(null)");
			} else if (k) {
				known_ok++;
				fprintf(stderr,
					"  %s x %s passes now: remove it from "
					"known[]\n",
					in.paths[i], xforms[x].name);
			}
			free(got);
			strbuf_release(&t);
		}
		free(want);
		free(buf);
	}
	fprintf(stderr,
		"  %zu files (%u fail as given, %u give no result); "
		"equal/applied per transformation:\n",
		in.n, orig_failed, orig_empty);
	for (size_t x = 0; x < N_XFORMS; x++)
		fprintf(stderr, "  %-10s %4u/%-4u\n", xforms[x].name, equal[x],
			total[x]);
	fprintf(stderr, "  %u differ, %u known-failing, %u known now pass\n",
		failed, known_bad, known_ok);
	for (size_t i = 0; i < in.n; i++)
		free(in.paths[i]);
	free(in.paths);
}
