/*
 * The importer registry and the shared parse driver.
 */
#include "ingest/ingest.h"

#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "ingest/diskmark.h"
#include "ingest/doctext.h"
#include "ingest/formats.h"
#include "ingest/lines.h"
#include "ingest/normalize.h"
#include "ingest/testnames.h"
#include "util/diag.h"
#include "util/strbuf.h"

/* The document probe reads the first 64 KiB (ingest/document.c). */
#define PROBE_DOC_MAX (64 * 1024)

/* Every format, most specific first (ties in probe go to the earlier). */
const struct ingest_format *const ingest_formats[] = {
    &ingest_fio_json,
    &ingest_fio_terse,
    &ingest_fio_text,
    &ingest_cdm,
    &ingest_kdiskmark,
    &ingest_hdtune,
    &ingest_iozone,
    &ingest_hdparm,
    &ingest_dd,
    /* bonnie++'s report table */
    &ingest_bonnie,
    &ingest_fio_summary, /* kbench's and dbench's summaries */
    &ingest_ioping,
    &ingest_ceph_bench, /* rados bench, rbd bench */
    &ingest_document,
    NULL,
};

const struct ingest_format *ingest_find(const char *name)
{
	for (size_t i = 0; ingest_formats[i]; i++)
		if (!strcmp(ingest_formats[i]->name, name))
			return ingest_formats[i];
	/* json+ is read by the fio JSON importer */
	if (!strcmp(name, "fio-jsonplus") || !strcmp(name, "fio-json+"))
		return &ingest_fio_json;
	return NULL;
}

/*
 * Whether the document importer could claim buf over a single tool's
 * importer that scored best (docs/documents.md, "Probe"): it wins with a
 * table of results, tool outputs of two formats, outputs separated by
 * headings or CJK prose, or an HTML page.  Its probe segments the text and
 * asks every importer about every paragraph, which costs more than all
 * the other probes together; this looks, in one pass, for what each of
 * those needs: a tag, a non-ASCII byte (CJK prose, other scripts), a
 * Markdown heading or table rule, tabs on two lines in a row (a pasted
 * spreadsheet), two lines in a row with the same commas and no '=' or ':'
 * (CSV), or a second format that the whole-buffer probes see.
 */
/*
 * Whether s (n bytes) is a Markdown table's rule: only '|', '-', ':' and
 * blanks, with a '|' and three '-' in a row.
 */
static int table_rule(const char *s, size_t n)
{
	int bar = 0, dashes = 0, run = 0;

	for (size_t i = 0; i < n; i++) {
		if (!s[i] || !strchr("|-:+ \t\r", s[i]))
			return 0;
		bar |= s[i] == '|';
		run = s[i] == '-' ? run + 1 : 0;
		if (run >= 3)
			dashes = 1;
	}
	return bar && dashes;
}

/* Whether s (n bytes) holds a byte >= 0x80; eight at a time. */
static int non_ascii(const char *s, size_t n)
{
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		uint64_t v;

		memcpy(&v, s + i, 8);
		if (v & 0x8080808080808080ULL)
			return 1;
	}
	for (; i < n; i++)
		if ((unsigned char)s[i] >= 0x80)
			return 1;
	return 0;
}

static int may_be_document(const char *buf, size_t len, int best, int second,
			   const struct ingest_format *bestf)
{
	size_t n = len < PROBE_DOC_MAX ? len : PROBE_DOC_MAX, ls = 0;
	int prev_tab = 0, prev_commas = -1, fence = 0, captioned = 0;
	int prev_colon = 0, prev_bold = 0, prev_words = 0;
	/* a short line alone over a fence ("No Journal"), how many; whether
	 * the line above stands free (blank, a fence, the start) */
	int prev_plain = 0, plain = 0, free_above = 1;
	/* the line above and whether it started its paragraph */
	const char *up = NULL;
	size_t up_len = 0;
	int up_starts = 0, starts = 1;
	/* a flattened page's section titles: a short line standing free
	 * ("Base Drive, no options on") over a paragraph's prose, blank
	 * lines between or none; 1 after such a line, how many seen */
	int title_above = 0, titles = 0;
	char banner[128];

	if (!buf || best < 61 || second >= 30 || memchr(buf, '<', n))
		return 1;
	if (non_ascii(buf, n))
		return 1;
	while (ls < n) {
		const char *s = buf + ls, *nl = memchr(s, '\n', n - ls);
		size_t le = nl ? (size_t)(nl - buf) : n, l = le - ls, b = 0;
		int tab, commas = 0;

		while (b < l && (s[b] == ' ' || s[b] == '\t'))
			b++;
		if (b < l && s[b] == '#')
			return 1; /* a Markdown heading */
		/* "Without bcache" over "--------------": a Setext (or
		 * reStructuredText) heading, as doctext.c reads it */
		if (!b && l >= 3 && strchr("=-~^\"'`*+", s[0]) && up &&
		    up_starts && !fence &&
		    doctext_underlines(up, up_len, s, l - (s[l - 1] == '\r')))
			return 1;
		/* "   :caption: Disk A": an RST code block's caption, which
		 * the tool's importer does not see */
		if (b && l - b > 10 && !memcmp(s + b, ":caption: ", 10))
			return 1;
		/* "=== /dev/sdb ===": the device of the outputs below (the
		 * hdparm importer reads its separators itself) */
		if (bestf != &ingest_hdparm && b < l &&
		    strchr("=-<[*~+", s[b]) &&
		    document_separator_line(s + b, l - b))
			return 1;
		/* "**** On the NAS ****": a banner naming the runs below,
		 * which only the document reads (it decides whether the
		 * banners tell runs apart) */
		if (b < l && strchr("=*-~+", s[b]) &&
		    line_banner_caption(s + b, l - b, banner, sizeof(banner)))
			return 1;
		if (b < l && (s[b] == '|' || s[b] == '-' || s[b] == ':') &&
		    table_rule(s, l))
			return 1; /* a Markdown table's |---| */
		/* a wiki's table: MediaWiki "{|", DokuWiki "^ a ^", Jira
		 * "|| a ||", a grid's "+----+" border */
		if (b + 1 < l &&
		    ((s[b] == '{' && s[b + 1] == '|') ||
		     (s[b] == '^' && memchr(s + b + 1, '^', l - b - 1)) ||
		     (s[b] == '|' && s[b + 1] == '|') ||
		     (s[b] == '+' && s[b + 1] == '-')))
			return 1;
		/* "- ALWAYS:" over a fenced output, twice: captions the
		 * tool's importer does not see outside its code blocks */
		if (l - b >= 3 && !memcmp(s + b, "```", 3)) {
			captioned += !fence && prev_colon;
			plain += !fence && prev_plain;
			/* "There is some drop for xfs as well. But ... of
			 * 300 GB:" over a fence: prose naming what ran,
			 * which only the document reads */
			if (!fence && prev_colon && prev_words >= 8)
				return 1;
			/* "**Samsung T7**" over a fenced output: a bold
			 * name the tool's importer does not see */
			if (!fence && prev_bold)
				return 1;
			fence = !fence;
			if (captioned >= 2 || plain >= 2)
				return 1;
		}
		if (b < l) {
			size_t e = l, w = 0;

			while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\r'))
				e--;
			/* two such titles: the page's sections, which only
			 * the document reads (docs/documents.md, "Probe") */
			if (title_above && !fence &&
			    doctext_prose_line(s + b, e - b) && ++titles >= 2)
				return 1;
			/* one to eight words, no sentence's or command's end
			 * (counted only on a short line after a blank) */
			prev_plain = !fence && free_above && e - b <= 80 &&
				     isalnum((unsigned char)s[b]) &&
				     !strchr(".:!?`", s[e - 1]);
			for (size_t i = b; prev_plain && i < e; i++)
				w += s[i] != ' ' && (i == b || s[i - 1] == ' ');
			prev_plain = prev_plain && w <= 8;
			title_above =
			    prev_plain && isupper((unsigned char)s[b]);
			prev_colon = !fence && e > b && s[e - 1] == ':';
			prev_words = 0;
			for (size_t i = b; prev_colon && i < e; i++)
				prev_words += s[i] == ' ' && s[i - 1] != ' ';
			prev_bold = !fence && e - b > 4 &&
				    !memcmp(s + b, "**", 2) &&
				    !memcmp(s + e - 2, "**", 2);
		}
		tab = memchr(s, '\t', l) != NULL;
		if (tab && prev_tab)
			return 1; /* a pasted spreadsheet */
		if (memchr(s, ',', l) && !memchr(s, '=', l) &&
		    !memchr(s, ':', l)) {
			for (size_t i = 0; i < l; i++)
				commas += s[i] == ',';
			if (commas == prev_commas)
				return 1; /* CSV */
		}
		prev_tab = tab;
		prev_commas = commas ? commas : -1;
		up_starts = starts;
		starts = b == l;
		free_above = b == l || (l - b >= 3 && !memcmp(s + b, "```", 3));
		up = b < l ? s : NULL;
		up_len = l - (l && s[l - 1] == '\r');
		ls = le + 1;
	}
	return 0;
}

/* Detection on text already normalized. */
static const struct ingest_format *detect(const char *buf, size_t len,
					  int *confidence)
{
	const struct ingest_format *best = NULL;
	int best_score = 0, second = 0;

	/* the single-format probes first, the document's when it may win;
	 * buf does not change while they look (the two DiskMark probes
	 * share one count of its results) */
	diskmark_probe_memo(1);
	text_find_memo(buf, len);
	for (size_t i = 0; ingest_formats[i]; i++) {
		const struct ingest_format *f = ingest_formats[i];
		int score;

		if (f == &ingest_document)
			continue;
		score = f->probe(buf, len);
		if (score > best_score) {
			second = best_score;
			best_score = score;
			best = f;
		} else if (score > second) {
			second = score;
		}
		if (score >= 100)
			break; /* certain: the rest need not look */
	}
	diskmark_probe_memo(0);
	text_find_memo(NULL, 0);
	if (best_score >= 100)
		goto out;
	if (may_be_document(buf, len, best_score, second, best)) {
		int score = ingest_document.probe(buf, len);

		/* the document is listed last: a tie stays with the tool */
		if (score > best_score) {
			best_score = score;
			best = &ingest_document;
		}
	}
out:
	if (best_score < 30)
		best = NULL;
	if (confidence)
		*confidence = best_score;
	return best;
}

const struct ingest_format *ingest_detect(const char *buf, size_t len,
					  int *confidence)
{
	struct ingest_norm norm;
	const struct ingest_format *f;

	if (ingest_normalize(&norm, buf, len) <= 0)
		return detect(buf, len, confidence);
	f = detect(norm.text, norm.len, confidence);
	ingest_norm_release(&norm);
	return f;
}

/* What ingest_detect_keep() kept: one per thread. */
static _Thread_local struct {
	const char *buf;
	size_t len;
	int state; /* 0: nothing, 1: norm holds buf normalized, 2: unchanged */
	struct ingest_norm norm;
} kept;

static void kept_release(void)
{
	if (kept.state == 1)
		ingest_norm_release(&kept.norm);
	kept.state = 0;
	kept.buf = NULL;
}

/*
 * What was kept of buf: 1 with *n filled (the caller owns it), 2 when buf
 * needs no normalizing, 0 when nothing was kept of it.
 */
static int kept_take(struct ingest_norm *n, const char *buf, size_t len)
{
	int state = kept.state;

	if (!state || kept.buf != buf || kept.len != len) {
		kept_release();
		return 0;
	}
	if (state == 1)
		*n = kept.norm;
	kept.state = 0;
	kept.buf = NULL;
	return state;
}

const struct ingest_format *ingest_detect_keep(const char *buf, size_t len,
					       int *confidence)
{
	struct ingest_norm norm;
	const struct ingest_format *f;
	int ret;

	kept_release();
	ret = ingest_normalize(&norm, buf, len);
	if (ret < 0)
		return detect(buf, len, confidence);
	f = ret ? detect(norm.text, norm.len, confidence)
		: detect(buf, len, confidence);
	if (!f) {
		/* nothing will be parsed: keep nothing */
		if (ret)
			ingest_norm_release(&norm);
		return f;
	}
	kept.buf = buf;
	kept.len = len;
	kept.state = ret ? 1 : 2;
	if (ret)
		kept.norm = norm;
	return f;
}

/* A line of the ctx's buffer (plus line_base) as a line of the file. */
static long map_line(const struct ingest_linemap *m, long line)
{
	if (!m || line <= 0)
		return line;
	return ingest_norm_line(m->norm, line - m->base) + m->base;
}

/* The sink ingest_parse() puts in front of the caller's: maps lines. */
struct map_sink {
	struct ingest_sink next;
	const struct ingest_linemap *map;
};

static int map_run(void *arg, const struct iodb_run *run)
{
	struct map_sink *ms = arg;
	struct iodb_run r = *run;

	r.line_from = map_line(ms->map, r.line_from);
	r.line_to = map_line(ms->map, r.line_to);
	return ms->next.run ? ms->next.run(ms->next.arg, &r) : 0;
}

static int map_result(void *arg, const struct iodb_result *res)
{
	struct map_sink *ms = arg;
	struct iodb_result r = *res;

	r.line_from = map_line(ms->map, r.line_from);
	r.line_to = map_line(ms->map, r.line_to);
	return ms->next.result ? ms->next.result(ms->next.arg, &r) : 0;
}

static int map_spec(void *arg, const struct iodb_spec *spec)
{
	struct map_sink *ms = arg;
	struct iodb_spec sp = *spec;

	sp.line = map_line(ms->map, sp.line);
	return ms->next.spec ? ms->next.spec(ms->next.arg, &sp) : 0;
}

/* Whether s (n bytes) writes a rate's unit or IOPS anywhere (a post's
 * figures, for the note on a file no importer recognizes). */
static int names_rates(const char *s, size_t n)
{
	static const char *const units[] = {"MB/s", "MB/S",   "MiB/s", "GB/s",
					    "KB/s", "MB/sec", "IOPS",  NULL};

	for (size_t k = 0; units[k]; k++)
		if (memmem(s, n, units[k], strlen(units[k])))
			return 1;
	return 0;
}

/*
 * The first benchmark tool text s (n bytes) names anywhere, or NULL: line
 * by line, a long line (an HTML post's "<p>...</p>") in overlapping
 * windows, as testname_tool() reads a line's first KiB only.  For the
 * note on a file no importer recognizes: a cold path.
 */
static const char *names_tool(const char *s, size_t n)
{
	struct line_iter it;
	struct text_line l;

	lines_init(&it, s, n);
	while (lines_next(&it, &l))
		for (size_t at = 0; at < l.len; at += 896) {
			size_t w = l.len - at < 1000 ? l.len - at : 1000;
			const char *tool = testname_tool(l.s + at, w);

			if (tool)
				return tool;
		}
	return NULL;
}

/*
 * Parse text (len bytes) with fmt, which detection chose for it.  When fmt
 * rejects the text having emitted nothing and the text is more than that
 * tool's output (a heading, prose, a table, another tool's output around
 * it: document_beyond_output()), it is read as a document instead: the
 * rejected block a warning naming its lines, the rest imported
 * (docs/documents.md, "Probe").  Only when the document imports
 * something; else fmt's messages and failure stand, as for a file that is
 * one tool's output.  Each reading's messages are kept until it is known
 * which one stands.
 */
static int parse_or_document(struct ingest_ctx *ctx,
			     const struct ingest_format *fmt, const char *text,
			     size_t len)
{
	struct diag_capture tool = DIAG_CAPTURE_INIT, doc = DIAG_CAPTURE_INIT;
	struct diag_capture *outer;
	unsigned warnings = ctx->warnings, errors = ctx->errors;
	unsigned runs = ctx->runs, results = ctx->results, specs = ctx->specs;
	unsigned tool_warnings, tool_errors;
	int ret;

	outer = diag_capture_start(&tool);
	ret = fmt->parse(ctx, text, len);
	diag_capture_start(outer);
	if (ret >= 0 || ret == -ENOMEM || ctx->runs != runs ||
	    ctx->results != results || ctx->specs != specs ||
	    !document_beyond_output(text, len))
		goto out;
	tool_warnings = ctx->warnings;
	tool_errors = ctx->errors;
	ctx->warnings = warnings;
	ctx->errors = errors;
	ctx->loc_buf = NULL;
	diag_capture_start(&doc);
	if (!ingest_document.parse(ctx, text, len) &&
	    (ctx->results != results || ctx->specs != specs)) {
		diag_capture_start(outer);
		diag_capture_replay(&doc);
		ret = 0;
		goto done;
	}
	diag_capture_start(outer);
	ctx->warnings = tool_warnings;
	ctx->errors = tool_errors;
out:
	diag_capture_replay(&tool);
done:
	diag_capture_release(&tool);
	diag_capture_release(&doc);
	return ret;
}

int ingest_parse(struct ingest_ctx *ctx, const struct ingest_format *fmt,
		 const char *buf, size_t len)
{
	struct ingest_norm norm;
	struct ingest_linemap map;
	struct map_sink ms;
	struct ingest_sink saved = ctx->sink;
	const char *text = buf;
	size_t tlen = len;
	int ret, normalized = 0, detected;

	ctx->loc_buf = NULL; /* a buffer of this parse's own */
	if (!ctx->map) {
		ret = kept_take(&norm, buf, len);
		if (ret == 2)
			ret = 0; /* known to need no normalizing */
		else if (!ret)
			ret = ingest_normalize(&norm, buf, len);
		if (ret < 0) {
			ctx->errors++;
			if (!ctx->quiet)
				diag_error("%s: error: out of memory",
					   ctx->path ? ctx->path : "<input>");
			return ret;
		}
		if (ret > 0) {
			normalized = 1;
			text = norm.text;
			tlen = norm.len;
			map.norm = &norm;
			map.base = ctx->line_base;
			ctx->map = &map;
			ms.next = saved;
			ms.map = &map;
			ctx->sink.run = map_run;
			ctx->sink.result = map_result;
			ctx->sink.spec = map_spec;
			ctx->sink.arg = &ms;
		}
	}
	ctx->buf = text;
	ctx->len = tlen;
	detected = !fmt || ctx->format_detected;
	if (!fmt)
		fmt = detect(text, tlen, NULL);
	if (!fmt) {
		const char *tool = NULL;

		if (!ctx->quiet)
			diag_error("%s: error: no importer recognizes this "
				   "file (try --format; see 'iodb import "
				   "--help' for the formats)",
				   ctx->path ? ctx->path : "<input>");
		/* a post that names a tool but gives no result iodb reads:
		 * say what was looked for */
		if (!ctx->quiet)
			tool = names_tool(text, tlen);
		if (tool)
			diag_note("%s: note: the text names %s but holds no "
				  "output of it an importer recognizes, no "
				  "table of results and no sentence of exact "
				  "results iodb reads (approximate figures and "
				  "makers' figures are left out: "
				  "docs/documents.md)",
				  ctx->path ? ctx->path : "<input>", tool);
		else if (!ctx->quiet && names_rates(text, tlen))
			diag_note(
			    "%s: note: the text gives rates but names no "
			    "benchmark tool and holds no output, no table "
			    "of results and no sentence of exact results "
			    "iodb reads (approximate figures and makers' "
			    "figures are left out: docs/documents.md)",
			    ctx->path ? ctx->path : "<input>");
		ctx->errors++;
		ret = -ENOMSG;
	} else if (detected && fmt != &ingest_document && !ctx->report) {
		ret = parse_or_document(ctx, fmt, text, tlen);
	} else {
		ret = fmt->parse(ctx, text, tlen);
	}
	if (normalized) {
		ctx->sink = saved;
		ctx->map = NULL;
		ingest_norm_release(&norm);
	}
	ctx->buf = buf;
	ctx->len = len;
	ctx->loc_buf = NULL;
	return ret;
}

/*
 * Whether the word name of a "name:path# " prompt (s, k bytes up to the
 * command) is a user's, not a host's: "root" ("root:/home/ana# " of an
 * old distribution's root shell), or a name whose home folder the path
 * shows ("ana:/home/ana/src$ ", "kim:/Users/kim$ ").  Debian's "db1:~# "
 * names its host.
 */
static int prompt_user_word(const char *s, size_t k, const char *name)
{
	size_t nl = strlen(name);
	static const char *const homes[] = {"/home/", "/Users/", NULL};

	if (!strcmp(name, "root"))
		return 1;
	for (int i = 0; homes[i]; i++) {
		size_t hl = strlen(homes[i]);

		for (const char *p = s + nl;
		     (p = text_find(p, k - (size_t)(p - s), homes[i], hl));
		     p += hl) {
			const char *w = p + hl;

			if ((size_t)(w - s) + nl < k && !memcmp(w, name, nl) &&
			    strchr("/#$", w[nl]))
				return 1;
		}
	}
	return 0;
}

/*
 * The host a console prompt names, "[admin@db1 ~]$ " -> "db1",
 * "pi@raspberrypi:~ $ " -> "raspberrypi", "root@web-2:/# " -> "web-2",
 * "nada:~# hdparm -t ..." -> "nada" (ingest_host_path_prompt(); not a
 * user's word there: prompt_user_word()), into out;
 * returns the prompt's length (where the command starts), 0 when s starts with
 * no prompt naming a host ("$ ", "# ", "~ $ ", "PS C:\> ", a macOS
 * "host:~ user$ " whose first word may be a host or a user's folder,
 * "root@(none):/# " of an initramfs, "localhost", which names no machine).
 * Only a prompt at the line's start: "bob@example.com: dd ..." in a mail,
 * "ssh admin@nas:2222" or "git@host:repo.git" in prose is none.
 */
static size_t prompt_host(const char *s, size_t n, char *out, size_t outsz)
{
	size_t k = ingest_prompt_len(s, n), b, e, in;
	const char *at = k ? memchr(s, '@', k) : NULL;

	/* a prompt glued before another ("[admin@db1 ~]$ root@node01:/mnt#
	 * dd ..."): the last is the shell that ran the command */
	if (k && k < n && (in = prompt_host(s + k, n - k, out, outsz)))
		return k + in;
	if (!at) {
		if (k || !(k = ingest_host_path_prompt(s, n, out, outsz)))
			return 0;
		return line_loopback_name(out, strlen(out)) ||
			       prompt_user_word(s, k, out)
			   ? 0
			   : k;
	}
	b = e = (size_t)(at - s) + 1;
	while (e < k && (isalnum((unsigned char)s[e]) || s[e] == '-' ||
			 s[e] == '.' || s[e] == '_'))
		e++;
	if (e == b || e - b >= outsz || !strchr(":] $#%", s[e]) ||
	    line_loopback_name(s + b, e - b))
		return 0;
	memcpy(out, s + b, e - b);
	out[e - b] = '\0';
	return k;
}

/* prompt_host() after a code block's indentation ("    kim@box:~$ dd
 * ..." in a Markdown post): the length up to the command, or 0. */
static size_t indented_prompt_host(const char *s, size_t n, char *out,
				   size_t outsz)
{
	size_t i = 0, k;

	while (i < n && i < 8 && (s[i] == ' ' || s[i] == '\t'))
		i++;
	k = prompt_host(s + i, n - i, out, outsz);
	return k ? i + k : 0;
}

/* Whether a line of s (n bytes) starts with a prompt naming a host
 * (prompt_host()): when none does, no run's line is looked at. */
static int hosts_named(const char *s, size_t n)
{
	char host[64];

	/* no "user@host" nor "host:~# " prompt: the common case, cheap */
	if (!memchr(s, '@', n) && !text_find(s, n, ":~", 2) &&
	    !text_find(s, n, ":/", 2))
		return 0;
	for (size_t pos = 0; pos < n;) {
		const char *nl = memchr(s + pos, '\n', n - pos);
		size_t e = nl ? (size_t)(nl - s) : n;

		if (indented_prompt_host(s + pos, e - pos, host, sizeof(host)))
			return 1;
		pos = e + 1;
	}
	return 0;
}

/*
 * A run without a host whose command a console prompt naming one starts
 * ("[root@db1 ~]# dd if=...", "dpavlin@box:~$ sudo hdparm -tT ..."): the
 * prompt says which machine the command ran on, a fact of the source,
 * so the run's host is that name, whether the paste's prompts name one
 * host or several (then it also keeps two machines' runs apart).  It is
 * the host, never the label: one machine's name tells no runs apart.
 * The prompt's line is looked for on the run's first line and up to six
 * lines above it (and as many more as the command's continued lines),
 * below the last run's lines, holding the command's first bytes; the
 * runs of one command after the first (fio's jobs) take its host.
 */
static void run_host(struct ingest_ctx *ctx, struct iodb_run *r)
{
	const char *s = ctx->buf, *key = r->command;
	size_t klen, pos;
	long lo, no, found = 0, bare = 0, span;
	char host[64], trace_host[64];
	int trace = 0; /* only set -x trace lines since trace_host's prompt */
	size_t t;

	if (ctx->host_buf != s) {
		ctx->host_buf = s;
		ctx->host_floor = 0;
		ctx->host[0] = '\0';
		ctx->host_no = 1;
		ctx->host_pos = 0;
		ctx->hosts_named = s && hosts_named(s, ctx->len);
	}
	if (r->host || !key || !s || r->line_from <= 0 || !ctx->hosts_named)
		return;
	if (!strncmp(key, "sudo ", 5))
		key += 5;
	klen = strnlen(key, 12);
	if (klen < 2)
		return;
	/* a command continued over lines ("fio --name=x \" / "    --bs=1M
	 * \" ...): its first line is that many lines further up */
	span = 6;
	for (const char *c = key; (c = strchr(c, '\n')); c++)
		span++;
	lo = r->line_from - span > ctx->host_floor ? r->line_from - span
						   : ctx->host_floor + 1;
	/* from the line looked at last: a document of a thousand runs is
	 * read once, not once a run */
	if (ctx->host_no > lo) {
		ctx->host_no = 1;
		ctx->host_pos = 0;
	}
	no = ctx->host_no;
	pos = ctx->host_pos;
	while (pos < ctx->len && no <= r->line_from) {
		const char *nl = memchr(s + pos, '\n', ctx->len - pos);
		size_t e = nl ? (size_t)(nl - s) : ctx->len, k;

		if (no == lo) {
			ctx->host_no = no;
			ctx->host_pos = pos;
		}

		/* "+ dd if=...": a set -x trace's line of the script a
		 * prompt above ran ("root@test1:~# sh bench.sh" over "+ echo
		 * 3" / "+ dd ..."): the script ran there, so did its dd */
		t = 0;
		while (pos + t < e && t < 4 && s[pos + t] == '+')
			t++;
		if (t && pos + t < e && s[pos + t] == ' ') {
			while (pos + t < e && s[pos + t] == ' ')
				t++;
			if (e - pos - t > 5 && !memcmp(s + pos + t, "sudo ", 5))
				t += 5;
			if (no >= lo && trace && e - pos - t >= klen &&
			    !memcmp(s + pos + t, key, klen)) {
				memcpy(ctx->host, trace_host, sizeof(host));
				snprintf(ctx->host_cmd, sizeof(ctx->host_cmd),
					 "%s", r->command);
				found = no;
			}
		} else if (no >= lo &&
			   (k = indented_prompt_host(s + pos, e - pos, host,
						     sizeof(host)))) {
			if (memmem(s + pos + k, e - pos - k, key, klen)) {
				memcpy(ctx->host, host, sizeof(host));
				snprintf(ctx->host_cmd, sizeof(ctx->host_cmd),
					 "%s", r->command);
				found = no;
			}
			memcpy(trace_host, host, sizeof(host));
			trace = 1;
		} else {
			trace = 0;
			/* the command typed again with no prompt (another
			 * poster's run quoted below, "time dd ..." with the
			 * same words): a run of its own, not the prompt's.
			 * Not right under the prompt's line: there a document's
			 * piece restates the command it found behind it */
			if (no >= lo && no != found + 1 && e - pos >= klen &&
			    memmem(s + pos, e - pos, key, klen))
				bare = no;
		}
		pos = e + 1;
		no++;
	}
	if (found > bare ||
	    (!found && !bare && ctx->host[0] &&
	     !strncmp(ctx->host_cmd, r->command, sizeof(ctx->host_cmd) - 1)))
		r->host = ctx->host;
}

int ingest_emit_run(struct ingest_ctx *ctx, const struct iodb_run *run)
{
	return ingest_emit_run_host(ctx, run, NULL);
}

int ingest_emit_run_host(struct ingest_ctx *ctx, const struct iodb_run *run,
			 const char *above_host)
{
	struct iodb_run r = *run;

	ctx->runs++;
	run_host(ctx, &r);
	/* a prompt on the command's own line is nearer than a line above */
	if (!r.host && above_host && *above_host)
		r.host = above_host;
	if (r.line_to > 0)
		ctx->host_floor = r.line_to;
	if (r.line_from > 0)
		r.line_from += ctx->line_base;
	if (r.line_to > 0)
		r.line_to += ctx->line_base;
	return ctx->sink.run ? ctx->sink.run(ctx->sink.arg, &r) : 0;
}

int ingest_emit_result(struct ingest_ctx *ctx, const struct iodb_result *res)
{
	struct iodb_result r = *res;

	ctx->results++;
	if (r.line_from > 0)
		r.line_from += ctx->line_base;
	if (r.line_to > 0)
		r.line_to += ctx->line_base;
	return ctx->sink.result ? ctx->sink.result(ctx->sink.arg, &r) : 0;
}

int ingest_emit_spec(struct ingest_ctx *ctx, const struct iodb_spec *spec)
{
	struct iodb_spec sp = *spec;

	ctx->specs++;
	if (sp.line > 0)
		sp.line += ctx->line_base;
	spec = &sp;
	return ctx->sink.spec ? ctx->sink.spec(ctx->sink.arg, spec) : 0;
}

long ingest_line(const struct ingest_ctx *ctx, long line)
{
	if (line <= 0)
		return line;
	return map_line(ctx->map, line + ctx->line_base);
}

int ingest_line_quote_marks(const struct ingest_ctx *ctx, long line)
{
	const struct ingest_linemap *m = ctx->map;
	const char *s;
	size_t n;

	if (!m || !m->norm || line <= 0)
		return -1;
	s = ingest_norm_orig_line(m->norm, ingest_line(ctx, line) - m->base,
				  &n);
	return s ? (int)line_quote_marks(s, n) : -1;
}

long ingest_line_of(const char *buf, const char *p)
{
	long n = 1;
	const char *q = buf;

	while (q < p) {
		q = memchr(q, '\n', (size_t)(p - q));
		if (!q)
			break;
		n++;
		q++;
	}
	return n;
}

/*
 * Print text (n bytes) and a caret under byte column col: one space per
 * character before it (a tab stays a tab), so a line with NBSPs or other
 * multi-byte characters still has the caret under the right character.
 */
static void show_text(struct strbuf *sb, const char *p, size_t n, long col)
{
	strbuf_addf(sb, "\n %.*s", (int)(n > 200 ? 200 : n), p);
	if (col <= 0)
		return;
	strbuf_addstr(sb, "\n ");
	for (size_t i = 0; i + 1 < (size_t)col && i < n && i < 200; i++) {
		unsigned char c = (unsigned char)p[i];

		if (c == '\t')
			strbuf_addch(sb, '\t');
		else if ((c & 0xc0) != 0x80)
			strbuf_addch(sb, ' ');
	}
	for (size_t i = n; i + 1 < (size_t)col && i < 200; i++)
		strbuf_addch(sb, ' ');
	strbuf_addch(sb, '^');
}

/*
 * The line the user gave for line `line` (of ctx->buf, line_base not yet
 * added), with a caret: from the original file when the buffer was
 * normalized, else from ctx->buf.
 */
static void show_line(struct strbuf *sb, struct ingest_ctx *ctx, long line,
		      long oline, long ocol)
{
	const char *p = ctx->buf, *end = ctx->buf + ctx->len, *e;

	if (ctx->map) {
		size_t n;

		p = ingest_norm_orig_line(ctx->map->norm,
					  oline - ctx->map->base, &n);
		if (p)
			show_text(sb, p, n, ocol);
		return;
	}
	if (!p || line <= 0)
		return;
	for (long n = 1; n < line && p < end; p++)
		if (*p == '\n')
			n++;
	e = p;
	while (e < end && *e != '\n' && *e != '\r')
		e++;
	show_text(sb, p, (size_t)(e - p), ocol);
}

/* Hand a message to ctx->report (set by a document importer). */
static void relay_report(struct ingest_ctx *ctx, const char *kind, long line,
			 long col, const char *fmt, va_list ap)
{
	struct strbuf sb = STRBUF_INIT;

	if (strbuf_vaddf(&sb, fmt, ap) == 0)
		ctx->report(ctx->report_arg, !strcmp(kind, "error"), line, col,
			    sb.buf);
	else
		ctx->report(ctx->report_arg, !strcmp(kind, "error"), line, col,
			    fmt);
	strbuf_release(&sb);
}

/* Line `line` of ctx->buf as a line of the file the user gave. */
static void locate_line(struct ingest_ctx *ctx, long line, long col,
			long *oline, long *ocol)
{
	*oline = line > 0 ? line + ctx->line_base : 0;
	*ocol = col;
	/* back to the line and column of the file the user gave */
	if (ctx->map && *oline > 0) {
		ingest_norm_locate(ctx->map->norm, *oline - ctx->map->base, col,
				   oline, ocol);
		*oline += ctx->map->base;
	}
}

/* One message to util/diag.h's routine (the command decides how it shows),
 * "%s" so that a '%' in a quoted line is text. */
static void report_text(const char *kind, struct strbuf *sb)
{
	if (!strcmp(kind, "error"))
		diag_error("%s", sb->buf);
	else
		diag_warning("%s", sb->buf);
	strbuf_release(sb);
}

static void vreport_lines(struct ingest_ctx *ctx, const char *kind, long line,
			  long to, long col, const char *fmt, va_list ap)
{
	long oline, ocol, oto = 0, tcol;
	struct strbuf sb = STRBUF_INIT;

	if (ctx->report) {
		relay_report(ctx, kind, line, col, fmt, ap);
		return;
	}
	if (ctx->quiet)
		return;
	locate_line(ctx, line, col, &oline, &ocol);
	if (to > line)
		locate_line(ctx, to, 0, &oto, &tcol);
	strbuf_addstr(&sb, ctx->path ? ctx->path : "<input>");
	if (oline > 0)
		strbuf_addf(&sb, ":%ld", oline);
	if (oline > 0 && oto > oline)
		strbuf_addf(&sb, "-%ld", oto);
	else if (oline > 0 && ocol > 0 && to <= line)
		strbuf_addf(&sb, ":%ld", ocol);
	strbuf_addf(&sb, ": %s: ", kind);
	strbuf_vaddf(&sb, fmt, ap);
	if (ctx->verbose && to <= line)
		show_line(&sb, ctx, line, oline, ocol);
	report_text(kind, &sb);
}

static void vreport(struct ingest_ctx *ctx, const char *kind, long line,
		    long col, const char *fmt, va_list ap)
{
	vreport_lines(ctx, kind, line, line, col, fmt, ap);
}

int ingest_error(struct ingest_ctx *ctx, long line, long col, const char *fmt,
		 ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(ctx, "error", line, col, fmt, ap);
	va_end(ap);
	ctx->errors++;
	return -EINVAL;
}

void ingest_warn(struct ingest_ctx *ctx, long line, long col, const char *fmt,
		 ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(ctx, "warning", line, col, fmt, ap);
	va_end(ap);
	ctx->warnings++;
}

/* Line and column (1-based, in bytes) of p in ctx->buf; 0, 0 outside. */
static void locate(struct ingest_ctx *ctx, const char *p, long *line, long *col)
{
	const char *b = ctx->buf, *ls;

	*line = *col = 0;
	if (!b || !p || p < b || p > b + ctx->len)
		return;
	/* count on from the last position located when p comes after it */
	if (ctx->loc_buf == b && ctx->loc_p && ctx->loc_p <= p)
		*line = ctx->loc_line + ingest_line_of(ctx->loc_p, p) - 1;
	else
		*line = ingest_line_of(b, p);
	ctx->loc_buf = b;
	ctx->loc_p = p;
	ctx->loc_line = *line;
	ls = p;
	while (ls > b && ls[-1] != '\n')
		ls--;
	*col = (long)(p - ls) + 1;
}

int ingest_error_at(struct ingest_ctx *ctx, const char *p, const char *fmt, ...)
{
	va_list ap;
	long line, col;

	locate(ctx, p, &line, &col);
	va_start(ap, fmt);
	vreport(ctx, "error", line, col, fmt, ap);
	va_end(ap);
	ctx->errors++;
	return -EINVAL;
}

void ingest_warn_at(struct ingest_ctx *ctx, const char *p, const char *fmt, ...)
{
	va_list ap;
	long line, col;

	locate(ctx, p, &line, &col);
	va_start(ap, fmt);
	vreport(ctx, "warning", line, col, fmt, ap);
	va_end(ap);
	ctx->warnings++;
}

void ingest_warn_lines(struct ingest_ctx *ctx, long from, long to,
		       const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport_lines(ctx, "warning", from, to, 0, fmt, ap);
	va_end(ap);
	ctx->warnings++;
}
