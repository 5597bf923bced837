/*
 * The normalization pass (normalize.h).
 *
 * The text goes through passes, each of which copies it into a new buffer
 * together with the original offset of every byte it keeps, so the passes
 * compose without bookkeeping: characters (spaces, zero-width, full-width,
 * entities, line ends), tags (<br /> splits, tags glued to line ends), then
 * the wrappers at line starts (quotes, comments, prompts, indentation).
 * The passes repeat until nothing changes (a quote may hide a <pre>, a
 * <pre> a quote), which also makes the whole idempotent.
 */
#include "ingest/normalize.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest/doc_flat.h"
#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "ingest/lines.h"
#include "ingest/logprefix.h"
#include "util/utf8.h"

#define MAX_ROUNDS 6
#define HTML_SCAN  (64 * 1024)

/* A text with the original offset of each byte. */
struct nb {
	char *s;
	uint32_t *src;
	size_t len;
};

static int nb_alloc(struct nb *b, size_t cap)
{
	b->len = 0;
	b->s = malloc(cap + 1);
	b->src = malloc((cap + 1) * sizeof(*b->src));
	if (!b->s || !b->src) {
		free(b->s);
		free(b->src);
		b->s = NULL;
		b->src = NULL;
		return -ENOMEM;
	}
	return 0;
}

/* Room for cap bytes in b, its text kept; -ENOMEM (b as it was) when
 * memory runs out. */
static int nb_grow(struct nb *b, size_t cap)
{
	char *s = realloc(b->s, cap + 1);
	uint32_t *src;

	if (!s)
		return -ENOMEM;
	b->s = s;
	src = realloc(b->src, (cap + 1) * sizeof(*b->src));
	if (!src)
		return -ENOMEM;
	b->src = src;
	return 0;
}

static void nb_free(struct nb *b)
{
	free(b->s);
	free(b->src);
	memset(b, 0, sizeof(*b));
}

static inline void put(struct nb *b, char c, uint32_t src)
{
	b->s[b->len] = c;
	b->src[b->len++] = src;
}

/* Copy in[from, from + n) to out. */
static void put_run(struct nb *out, const struct nb *in, size_t from, size_t n)
{
	memcpy(out->s + out->len, in->s + from, n);
	memcpy(out->src + out->len, in->src + from, n * sizeof(*in->src));
	out->len += n;
}

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static int is_alpha(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int is_digit(char c)
{
	return c >= '0' && c <= '9';
}

/* ---- the fast check ---------------------------------------------------- */

/* Bytes that may need work anywhere: CR, '&', '<', '@' (and non-ASCII). */
static const unsigned char special[128] = {
    ['\r'] = 1, ['&'] = 1,  ['<'] = 1, ['@'] = 1,
    ['#'] = 1,	[0x1b] = 1, ['`'] = 1, ['\n'] = 2,
};

/* ---- characters -------------------------------------------------------- */

/* Length of the UTF-8 sequence at s (n bytes left) and its code point; 0
 * when invalid (util/utf8.c's strict check: overlong forms and
 * surrogates too). */
static size_t utf8_dec(const unsigned char *s, size_t n, uint32_t *cp)
{
	size_t k = n ? utf8_valid((const char *)s, n) : 0;
	unsigned c;

	if (!k)
		return 0;
	utf8_decode((const char *)s, k, &c);
	*cp = c;
	return k;
}

static int is_uspace(uint32_t c)
{
	return c == 0xa0 || (c >= 0x2000 && c <= 0x200a) || c == 0x202f ||
	       c == 0x205f || c == 0x3000;
}

/* A hyphen or minus of typography (U+2010, the non-breaking U+2011 of a
 * word processor, the minus sign U+2212): ASCII's '-' to an importer. */
static int is_uhyphen(uint32_t c)
{
	return c == 0x2010 || c == 0x2011 || c == 0x2212;
}

static int is_invisible(uint32_t c)
{
	return c == 0xad || (c >= 0x200b && c <= 0x200d) || c == 0x2060 ||
	       c == 0xfeff;
}

/* What code point c becomes, written at o; returns its length (0: none). */
static size_t fold(uint32_t c, char *o)
{
	if (is_uspace(c)) {
		o[0] = ' ';
		return 1;
	}
	if (is_invisible(c))
		return 0;
	if (is_uhyphen(c))
		c = '-';
	if (c >= 0xff01 && c <= 0xff5e)
		c -= 0xfee0; /* full-width ASCII */
	return utf8_encode(c, o);
}

static const struct {
	const char *name;
	uint32_t cp;
} entities[] = {
    {"nbsp", 0xa0},	{"gt", '>'},	{"lt", '<'},	  {"amp", '&'},
    {"quot", '"'},	{"apos", '\''}, {"ensp", 0x2002}, {"emsp", 0x2003},
    {"thinsp", 0x2009}, {"shy", 0xad},	{"NBSP", 0xa0},	  {"GT", '>'},
    {"LT", '<'},	{"AMP", '&'},
};

/* An entity at s ("&...;", n bytes left): its length and code point; 0 if
 * none. */
static size_t entity(const char *s, size_t n, uint32_t *cp)
{
	size_t i = 1;
	uint32_t v = 0;

	if (n > 12)
		n = 12;
	if (i < n && s[i] == '#') {
		int hex = 0, digits = 0;

		i++;
		if (i < n && (s[i] == 'x' || s[i] == 'X')) {
			hex = 1;
			i++;
		}
		for (; i < n && digits < 7; i++, digits++) {
			char c = s[i];
			int d;

			if (is_digit(c))
				d = c - '0';
			else if (hex && c >= 'a' && c <= 'f')
				d = c - 'a' + 10;
			else if (hex && c >= 'A' && c <= 'F')
				d = c - 'A' + 10;
			else
				break;
			v = v * (hex ? 16 : 10) + (uint32_t)d;
		}
		if (!digits || i >= n || s[i] != ';' || v > 0x10ffff ||
		    (v >= 0xd800 && v <= 0xdfff) ||
		    (v < 0x20 && v != '\n' && v != '\t'))
			return 0;
		*cp = v;
		return i + 1;
	}
	for (size_t k = 0; k < sizeof(entities) / sizeof(entities[0]); k++) {
		size_t l = strlen(entities[k].name);

		if (l + 2 <= n && !memcmp(s + 1, entities[k].name, l) &&
		    s[l + 1] == ';') {
			*cp = entities[k].cp;
			return l + 2;
		}
	}
	return 0;
}

/* A full-width digit at s (n bytes left). */
static int fw_digit(const unsigned char *s, size_t n)
{
	return n >= 3 && s[0] == 0xef && s[1] == 0xbc && s[2] >= 0x90 &&
	       s[2] <= 0x99;
}

/*
 * Whether a full-width comma sits between two digits ("１，０２４"), where
 * it is a number's; elsewhere it is CJK punctuation and stays.
 */
static int comma_in_number(const struct nb *out, const unsigned char *next,
			   size_t n)
{
	return out->len && is_digit(out->s[out->len - 1]) &&
	       ((n && is_digit((char)next[0])) || fw_digit(next, n));
}

/*
 * Whether a thin space stands between digit groups: a digit before it,
 * exactly three after it ("75 471", "1 234 567"), as typography groups
 * thousands (U+2009, U+202F).
 */
static int thin_group(const struct nb *out, const unsigned char *next, size_t n)
{
	return out->len && is_digit(out->s[out->len - 1]) && n >= 3 &&
	       is_digit((char)next[0]) && is_digit((char)next[1]) &&
	       is_digit((char)next[2]) && (n == 3 || !is_digit((char)next[3]));
}

/*
 * Whether an en or em dash stands where a command's "--" stood before a
 * blog editor made it typographic: at a word's start, before a lowercase
 * option name ("fio –name=a –rw=read").
 */
static int option_dash(const struct nb *out, const unsigned char *next,
		       size_t n)
{
	char prev = out->len ? out->s[out->len - 1] : '\n';

	return (prev == ' ' || prev == '\t' || prev == '\n') && n >= 2 &&
	       next[0] >= 'a' && next[0] <= 'z' &&
	       ((next[1] >= 'a' && next[1] <= 'z') || next[1] == '_');
}

/*
 * An inline code span at s (a Markdown text's `...`, or ``...`` opened by
 * any run of backticks and closed by the next run of exactly as many, as
 * CommonMark reads it) that holds a tool's result line: a figure and a
 * rate ("/s", "IOPS") inside, on its line.  Its length with both runs,
 * or 0; its text into *from, *len (one blank each side stripped when both
 * are there).  A list of results written as "- [lw]: `1073741824 bytes
 * (1.1 GB) copied, 53.1643 s, 20.2 MB/s`", a docs page's ``READ: bw=...``,
 * is read as the lines it quotes.
 */
static size_t rate_span(const char *s, size_t n, size_t *from, size_t *len)
{
	size_t m = 0, b, e, k;
	int digit = 0;

	while (m < n && s[m] == '`')
		m++;
	for (e = b = m; e < n && s[e] != '\n'; e = k) {
		if (s[e] != '`') {
			digit |= is_digit(s[e]);
			k = e + 1;
			continue;
		}
		for (k = e; k < n && s[k] == '`'; k++)
			;
		if (k - e == m)
			break;
	}
	if (e >= n || s[e] != '`' || !digit)
		return 0;
	k = e + m; /* past the closing run */
	if (e - b >= 2 && s[b] == ' ' && s[e - 1] == ' ')
		b++, e--;
	if (!memmem(s + b, e - b, "/s", 2) && !memmem(s + b, e - b, "IOPS", 4))
		return 0;
	*from = b;
	*len = e - b;
	return k;
}

/*
 * The offset from s of the run of backticks closing the code span the
 * run at s opens (as many backticks, on its line), or (size_t)-1: none.
 */
static size_t span_close(const char *s, size_t n)
{
	size_t m = 0, e, k;

	while (m < n && s[m] == '`')
		m++;
	for (e = m; e < n && s[e] != '\n'; e = k) {
		if (s[e] != '`') {
			k = e + 1;
			continue;
		}
		for (k = e; k < n && s[k] == '`'; k++)
			;
		if (k - e == m)
			return e;
	}
	return (size_t)-1;
}

/*
 * Whether an en or em dash is part of a run of dashes (a rule, "-----",
 * under a blog editor's "smart" dashes: "–----", "———–"): a hyphen or
 * another such dash just before or after it.
 */
static int dash_run(const struct nb *out, const unsigned char *next, size_t n)
{
	return (out->len && out->s[out->len - 1] == '-') ||
	       (n && next[0] == '-') ||
	       (n >= 3 && next[0] == 0xe2 && next[1] == 0x80 &&
		(next[2] == 0x93 || next[2] == 0x94));
}

/*
 * Whether a typographic double quote (U+201C, U+201D, U+201E) stands where
 * a blog or word processor made a '"' typographic: opening a command's
 * value ("--name=“seq read”") or a report row ("“Reader report”", an
 * iozone Excel report pasted into a post), or closing a quote opened so
 * on its line.  Quotes in prose ("the “fast” disk") stay as written.
 */
static int typo_dquote(const struct nb *out, int report, int json)
{
	size_t i = out->len, quotes = 0;
	char prev = i ? out->s[i - 1] : '\n', last = '\n';

	if (prev == '=')
		return 1;
	while (i && out->s[i - 1] != '\n') {
		quotes += out->s[i - 1] == '"';
		if (last == '\n' && !is_blank(out->s[i - 1]))
			last = out->s[i - 1];
		i--;
	}
	if (quotes % 2)
		return 1; /* the closing one of a pair opened as '"' */
	/* a JSON key or string value: first on its line, or after ':',
	 * ',', '[' or '{' */
	if (json && strchr(":,[{\n", last))
		return 1;
	while (i < out->len && is_blank(out->s[i]))
		i++;
	/* in a text that has report rows: the line's first character, or
	 * the next cell of a row of quoted numbers ("“4”  “64”") */
	if (!report)
		return 0;
	for (; i < out->len; i++)
		if (!is_blank(out->s[i]) && !is_digit(out->s[i]) &&
		    out->s[i] != '"' && out->s[i] != '.')
			return 0;
	return 1;
}

/*
 * Whether the text has a JSON key in typographic quotes ("\u201cjobs\u201d
 * : [", a fio JSON output pasted as a post's paragraph text): a closing
 * quote, then blanks and ':'.
 */
static int quoted_json_keys(const char *s, size_t n)
{
	static const char close[] = "\xe2\x80\x9d";
	const char *p = s, *e = s + n;

	if (!memchr(s, '{', n))
		return 0;
	while ((p = memmem(p, (size_t)(e - p), close, 3)) != NULL) {
		p += 3;
		while (p < e && is_blank(*p))
			p++;
		if (p < e && *p == ':')
			return 1;
	}
	return 0;
}

/*
 * Whether the text has a line that starts with a number in typographic
 * quotes ("\u201c4\u201d", "\u201c1048576\u201d   2107"): an iozone Excel
 * report's row, whose quotes a blog made typographic.
 */
static int quoted_number_rows(const char *s, size_t n)
{
	static const char open[] = "\xe2\x80\x9c";
	const char *p = s, *e = s + n;

	while ((p = memmem(p, (size_t)(e - p), open, 3)) != NULL) {
		const char *b = p, *d = p + 3;

		while (b > s && is_blank(b[-1]))
			b--;
		while (d < e && is_digit(*d))
			d++;
		if ((b == s || b[-1] == '\n') && d > p + 3 && e - d >= 3 &&
		    !memcmp(d, "\xe2\x80\x9d", 3))
			return 1;
		p += 3;
	}
	return 0;
}

/* The letters of a ligature (U+FB00-U+FB06: "ﬁ" copied from a PDF), or
 * NULL. */
static const char *ligature(uint32_t c)
{
	static const char *const l[] = {"ff",  "fi", "fl", "ffi",
					"ffl", "st", "st"};

	return c >= 0xfb00 && c <= 0xfb06 ? l[c - 0xfb00] : NULL;
}

/*
 * Length of the terminal escape sequence at s (s[0] is ESC, n bytes left):
 * a colour or an erase a CI log, `script` or a copy from a terminal kept
 * ("\x1b[1;32m", "\x1b[0m", "\x1b[K", "\x1b[?2004l"), a title ("\x1b]0;...\a"),
 * a charset switch ("\x1b(B").  A lone ESC is one byte.
 */
static size_t ansi_len(const unsigned char *s, size_t n)
{
	size_t i = 2;

	if (n < 2)
		return 1;
	if (s[1] == '[') {
		while (i < n && s[i] >= 0x30 && s[i] <= 0x3f)
			i++; /* parameters */
		while (i < n && s[i] >= 0x20 && s[i] <= 0x2f)
			i++; /* intermediates */
		return i < n && s[i] >= 0x40 && s[i] <= 0x7e ? i + 1 : 1;
	}
	if (s[1] == ']') {
		/* to BEL or ESC \, on its line */
		for (; i < n && i < 512 && s[i] != '\n'; i++) {
			if (s[i] == 0x07)
				return i + 1;
			if (s[i] == 0x1b && i + 1 < n && s[i + 1] == '\\')
				return i + 2;
		}
		return 1;
	}
	if (s[1] >= 0x20 && s[1] <= 0x2f)
		return n >= 3 && s[2] >= 0x30 && s[2] <= 0x7e ? 3 : 1;
	return s[1] >= 0x30 && s[1] <= 0x7e ? 2 : 1;
}

/*
 * Length of the remains of an escape sequence whose ESC a web page or a
 * chat dropped at s ("[1;32m", "[0m", "[m", "[K"), or 0.
 */
static size_t debris_len(const char *s, size_t n)
{
	size_t i = 1;

	while (i < n && i < 12 && (is_digit(s[i]) || s[i] == ';'))
		i++;
	if (i < n && (s[i] == 'm' || (s[i] == 'K' && i <= 2)))
		return i + 1;
	return 0;
}

/*
 * Whether the text holds such remains: a reset "[0m" and another one at
 * least.  "[0m" in an output is no figure of any tool.
 */
static int ansi_debris(const char *s, size_t n)
{
	const char *p = s;
	unsigned k = 0;
	int reset = 0;

	while ((p = memchr(p, '[', (size_t)(s + n - p))) != NULL) {
		size_t l = debris_len(p, (size_t)(s + n - p));

		if (l) {
			k++;
			reset |= l == 3 && p[1] == '0';
			if (reset && k >= 2)
				return 1;
		}
		p++;
	}
	return 0;
}

/*
 * Characters, line ends and entities (in an HTML page only those of spaces
 * and invisible characters: the others are markup).  Sets *changed.
 */
static void pass_chars(const struct nb *in, struct nb *out, int html,
		       int *changed)
{
	const unsigned char *s = (const unsigned char *)in->s;
	size_t n = in->len;
	int report = -1; /* quoted_number_rows(), asked when needed */
	int json = -1;	 /* quoted_json_keys(), the same */
	/* '[' ends a run of ASCII when the text holds an escape's remains */
	unsigned char bracket = ansi_debris(in->s, n) ? '[' : 0;
	size_t shut = (size_t)-1; /* the run closing an open code span */

	for (size_t i = 0; i < n;) {
		unsigned char c = s[i];
		uint32_t cp, src = in->src[i];
		size_t k;
		char o[4];

		if (c < 0x80 && c != '\r' && c != '&' && c != 0x1b &&
		    c != bracket && c != '`') {
			/* a run of plain ASCII */
			size_t j = i + 1;

			while (j < n && s[j] < 0x80 && s[j] != '\r' &&
			       s[j] != '&' && s[j] != 0x1b && s[j] != bracket &&
			       s[j] != '`')
				j++;
			put_run(out, in, i, j - i);
			i = j;
			continue;
		}
		if (c == '`') {
			size_t b, len;

			/*
			 * The run closing a span opened before on the line
			 * opens none: "| `/mnt/x` (NFS) | 171 MB/s | `dd` |"
			 * holds no span " (NFS) | 171 MB/s | " to unwrap (its
			 * blanks were lost: "/mnt/x(NFS)")
			 */
			k = html || i == shut ? 0
					      : rate_span((const char *)s + i,
							  n - i, &b, &len);
			if (i == shut)
				shut = (size_t)-1;
			else if (!k && !html) {
				shut = span_close((const char *)s + i, n - i);
				shut += shut != (size_t)-1 ? i : 0;
			}
			if (k) {
				/* "- [lw]: `... copied, 53.1 s, 20.2 MB/s`" */
				put_run(out, in, i + b, len);
				*changed = 1;
				i += k;
				continue;
			}
			for (k = i; k < n && s[k] == '`'; k++)
				;
			put_run(out, in, i, k - i); /* a fence stays */
			i = k;
			continue;
		}
		if (c == bracket) {
			k = debris_len(in->s + i, n - i);
			if (k)
				*changed = 1;
			else
				put(out, '[', src);
			i += k ? k : 1;
			continue;
		}
		if (c == 0x1b) {
			/* a terminal's escape sequence: not text */
			i += ansi_len(s + i, n - i);
			*changed = 1;
			continue;
		}
		if (c == '\r') {
			size_t j = i;

			/*
			 * CRLF (and CR CR LF) is a line end; a lone CR is
			 * a terminal overwriting a progress line (dd
			 * status=progress): the importers read it as such.
			 */
			while (j < n && s[j] == '\r')
				j++;
			if (j < n && s[j] == '\n') {
				put(out, '\n', src);
				i = j + 1;
				*changed = 1;
			} else if (!out->len || out->s[out->len - 1] == '\n') {
				/* at a line's start (after a dropped escape:
				 * a shell's bracketed-paste "\x1b[?2004l\r"):
				 * the cursor is already there, nothing is
				 * overwritten */
				i = j;
				*changed = 1;
			} else {
				put_run(out, in, i, j - i);
				i = j;
			}
			continue;
		}
		if (c == '&') {
			k = entity((const char *)s + i, n - i, &cp);
			/* in a page, only the spaces: the rest is markup */
			if (k && html && !is_uspace(cp) && !is_invisible(cp))
				k = 0;
			if (!k) {
				put(out, '&', src);
				i++;
				continue;
			}
			*changed = 1;
			i += k;
			k = fold(cp, o);
			for (size_t j = 0; j < k; j++)
				put(out, o[j], src);
			continue;
		}
		k = utf8_dec(s + i, n - i, &cp);
		if (!k) {
			put(out, (char)c, src);
			i++;
			continue;
		}
		if ((cp == 0x2013 || cp == 0x2014) &&
		    option_dash(out, s + i + k, n - i - k)) {
			/* a blog editor's "smart" dash: " –rw=read" */
			put(out, '-', src);
			put(out, '-', src);
			i += k;
			*changed = 1;
			continue;
		}
		if ((cp == 0x2013 || cp == 0x2014) &&
		    dash_run(out, s + i + k, n - i - k)) {
			/* a rule a blog made typographic ("---" an em dash,
			 * "--" an en dash): its hyphens back */
			for (int d = cp == 0x2014 ? 3 : 2; d; d--)
				put(out, '-', src);
			i += k;
			*changed = 1;
			continue;
		}
		if ((cp == 0x201c || cp == 0x201d || cp == 0x201e) &&
		    report < 0) {
			report = quoted_number_rows(in->s, n);
			json = quoted_json_keys(in->s, n);
		}
		if (ligature(cp) ||
		    ((cp == 0x201c || cp == 0x201d || cp == 0x201e) &&
		     typo_dquote(out, report, json))) {
			const char *a = ligature(cp) ? ligature(cp) : "\"";

			for (; *a; a++)
				put(out, *a, src);
			i += k;
			*changed = 1;
			continue;
		}
		if (cp == 0xff0c && !comma_in_number(out, s + i + k, n - i - k))
			cp = 0; /* CJK punctuation: dd's zh_CN messages */
		if ((cp == 0x2009 || cp == 0x202f) &&
		    thin_group(out, s + i + k, n - i - k)) {
			/* "75 471": a thin space grouping thousands stays,
			 * the table reader's thousands mark */
			put_run(out, in, i, k);
			i += k;
			continue;
		}
		if (is_uspace(cp) || is_invisible(cp) || is_uhyphen(cp) ||
		    (cp >= 0xff01 && cp <= 0xff5e)) {
			size_t m = fold(cp, o);

			for (size_t j = 0; j < m; j++)
				put(out, o[j], src);
			*changed = 1;
		} else {
			put_run(out, in, i, k);
		}
		i += k;
	}
}

/* ---- tags -------------------------------------------------------------- */

/* Tags that wrap pasted output (never a page's structure). */
static const char *const wrap_tags[] = {
    "pre", "code", "blockquote", "p",	  "div",    "samp",
    "kbd", "tt",   "span",	 "b",	  "strong", "i",
    "em",  "br",   "font",	 "small", "tbody",  NULL,
};

/* Tags inside a line's text that only style it. */
static const char *const inline_tags[] = {
    "code",   "samp", "kbd", "tt",   "span",  "b",
    "strong", "i",    "em",  "font", "small", NULL,
};

/* Structure tags: several of them make the text an HTML page. */
static const char *const page_tags[] = {
    "html",  "head", "body",  "table",	 "tr",	    "td",     "th",
    "ul",    "ol",   "li",    "h1",	 "h2",	    "h3",     "h4",
    "h5",    "h6",   "div",   "p",	 "a",	    "img",    "script",
    "style", "meta", "link",  "section", "article", "header", "footer",
    "nav",   "main", "title", NULL,
};

/*
 * Length of a tag named in names at s (n bytes left): "<name>",
 * "</name>", "<name attr=...>", "<name/>".  *br is set when it is <br>.
 * 0 when there is none.
 */
static size_t tag_at(const char *s, size_t n, const char *const *names, int *br)
{
	size_t i = 1, name, l;

	if (n < 3 || s[0] != '<')
		return 0;
	if (s[i] == '/')
		i++;
	name = i;
	while (i < n && (is_alpha(s[i]) || (i > name && is_digit(s[i]))))
		i++;
	l = i - name;
	if (!l)
		return 0;
	for (size_t k = 0;; k++) {
		if (!names[k])
			return 0;
		if (strlen(names[k]) == l &&
		    !strncasecmp(s + name, names[k], l))
			break;
	}
	if (br)
		*br = l == 2 && !strncasecmp(s + name, "br", 2);
	if (i < n && s[i] == '>')
		return i + 1;
	if (i < n && s[i] == '/' && i + 1 < n && s[i + 1] == '>')
		return i + 2;
	if (i >= n || !is_blank(s[i]))
		return 0;
	/* attributes: up to '>' on the same line */
	for (size_t j = i; j < n && j < 400; j++) {
		if (s[j] == '\n' || s[j] == '<')
			return 0;
		if (s[j] == '>')
			return j + 1;
	}
	return 0;
}

static int ci_starts(const char *s, size_t n, const char *w)
{
	size_t l = strlen(w);

	return n >= l && !strncasecmp(s, w, l);
}

static int blank_line(const char *s, size_t b, size_t e);

/* A key of a blog's metadata header ("Title: ...", "date: ..."): its
 * length up to the ':' when line [b, e) is one, else 0. */
static size_t meta_key(const char *s, size_t b, size_t e)
{
	size_t p = b;

	while (p < e && p - b < 24 &&
	       (is_alpha(s[p]) || (p > b && (s[p] == '_' || s[p] == '-'))))
		p++;
	if (p == b || p >= e || s[p] != ':' ||
	    (p + 1 < e && !is_blank(s[p + 1])))
		return 0;
	return p - b;
}

static size_t doc_header_len(const char *s, size_t n, int scalars);

size_t ingest_doc_header_len(const char *s, size_t n)
{
	return doc_header_len(s, n, 0);
}

size_t ingest_doc_front_matter_len(const char *s, size_t n)
{
	return doc_header_len(s, n, 1);
}

/* scalars: a YAML front matter's indented or empty lines (a "key: |"
 * block's text) do not count toward its limit of keys */
static size_t doc_header_len(const char *s, size_t n, int scalars)
{
	static const char *const keys[] = {
	    "title",	  "date", "tags",   "tag",	  "category",
	    "categories", "slug", "author", "authors",	  "summary",
	    "layout",	  "lang", "id",	    "post_title", NULL};
	size_t ls = 0, lines = 0;
	int yaml = 0;

	if (n >= 3 && !memcmp(s, "\xef\xbb\xbf", 3))
		ls = 3;
	while (ls < n) {
		const char *nl = memchr(s + ls, '\n', n - ls);
		size_t le = nl ? (size_t)(nl - s) : n, e = le, k;

		while (e > ls && (is_blank(s[e - 1]) || s[e - 1] == '\r'))
			e--;
		if (!lines && e - ls == 3 && !memcmp(s + ls, "---", 3) &&
		    !yaml) {
			yaml = 1;
		} else if (yaml && lines &&
			   ((e - ls == 3 && !memcmp(s + ls, "---", 3)) ||
			    (e - ls == 3 && !memcmp(s + ls, "...", 3)))) {
			return nl ? le + 1 : le;
		} else if (!yaml && blank_line(s, ls, e)) {
			return lines >= 2 ? ls : 0;
		} else if (!yaml || lines == 1) {
			k = meta_key(s, ls, e);
			if (!k)
				return 0;
			if (!lines) {
				size_t j = 0;

				while (keys[j] &&
				       (strlen(keys[j]) != k ||
					strncasecmp(s + ls, keys[j], k)))
					j++;
				if (!keys[j])
					return 0;
			}
		}
		if (!(scalars && yaml && lines &&
		      (e == ls || is_blank(s[ls]))) &&
		    ++lines > 64)
			return 0;
		if (!nl)
			return 0;
		ls = le + 1;
	}
	return 0;
}

/*
 * Tags of a page's body: one of them (opening) must come with a page's
 * other signs, for a Markdown text's links and inline tags make no page.
 */
static const char *const body_tags[] = {
    "html", "body", "table", "pre", "p", "div", "h1", "h2", NULL,
};

/*
 * The one decision "this text is an HTML page" (ingest/normalize.h): this
 * pass leaves a page's tags to libxml2, and ingest/doctext.c reads the
 * normalized text as a page by the same rule.  The text starts with a tag
 * (after a BOM, a blog's metadata header, blanks and HTML comments); that
 * tag is <!doctype or <html, or it is <?xml, <head, <body, <meta or four
 * structure tags follow, and a body's tag (<p>, <div>, <pre>, <table>,
 * <h1>...) opens in the first HTML_SCAN bytes.  Not pages: a fragment glued
 * into <pre> or <blockquote> (its tags are peeled), a Markdown text opening
 * with "<!-- TOC -->" that quotes "<pre>" further down, one opening with
 * '<meta charset="utf-8">' (Markdeep) over "## Results" and "> ```" quotes,
 * one opening with a styled <blockquote> holding three links (a tag
 * quoted in backticks or quotes, "`<pre>`", is a mention: not counted).
 */
int ingest_html_page(const char *s, size_t n)
{
	size_t i = 0;
	int tags = 0, body = 0, opener = 0;

	if (n > HTML_SCAN)
		n = HTML_SCAN;
	if (n >= 3 && !memcmp(s, "\xef\xbb\xbf", 3))
		i = 3;
	/* a blog's metadata header before the page (doctext.c blanks it) */
	i += ingest_doc_header_len(s + i, n - i);
	while (i < n && (is_blank(s[i]) || s[i] == '\r' || s[i] == '\n'))
		i++;
	/*
	 * Comments first are no page by themselves: a Markdown post opens
	 * with its editor's "<!-- vim-markdown-toc GFM -->" (a table of
	 * contents, then "# Web" and quoted "> ```sh" blocks), a wiki's
	 * with "<!-- TITLE: Microsd -->".  What follows them decides, so
	 * such a text's quotes are peeled as any text's; a page saved with
	 * "<!-- saved from url=... -->" over "<html>" is still one.  An
	 * unclosed comment opens a page as <head> does.
	 */
	while (ci_starts(s + i, n - i, "<!--")) {
		const char *e = memmem(s + i + 4, n - i - 4, "-->", 3);

		if (!e) {
			opener = 1;
			break;
		}
		i = (size_t)(e - s) + 3;
		while (i < n &&
		       (is_blank(s[i]) || s[i] == '\r' || s[i] == '\n'))
			i++;
	}
	if (i >= n || s[i] != '<')
		return 0;
	if (ci_starts(s + i, n - i, "<!doctype") ||
	    ci_starts(s + i, n - i, "<html"))
		return 1;
	opener |= ci_starts(s + i, n - i, "<?xml") ||
		  ci_starts(s + i, n - i, "<head") ||
		  ci_starts(s + i, n - i, "<body") ||
		  ci_starts(s + i, n - i, "<meta");
	for (; i < n; i++) {
		const char *p = memchr(s + i, '<', n - i);

		if (!p)
			break;
		i = (size_t)(p - s);
		/* a tag quoted in prose ("wrapped in `<pre>` tags") is a
		 * mention, no markup */
		if (i &&
		    (s[i - 1] == '`' || s[i - 1] == '"' || s[i - 1] == '\''))
			continue;
		if (tag_at(p, n - i, page_tags, NULL))
			tags++;
		if (!body && tag_at(p, n - i, body_tags, NULL) && p[1] != '/')
			body = 1;
		if (body && (opener || tags >= 4))
			return 1;
	}
	return 0;
}

/* Offset of the start of a wrapping tag that ends exactly at s + e. */
static size_t tag_ending(const char *s, size_t b, size_t e)
{
	size_t j = e;

	if (e <= b || s[e - 1] != '>')
		return (size_t)-1;
	while (j > b && s[j - 1] != '<' && e - j < 400)
		j--;
	if (j == b || s[j - 1] != '<')
		return (size_t)-1;
	j--;
	if (tag_at(s + j, e - j, wrap_tags, NULL) != e - j)
		return (size_t)-1;
	return j;
}

/*
 * Length of a forum's or a wiki's code marker at s (n bytes left):
 * BBCode [code] [/code] [code=x] [quote] [quote=x] [/quote] [pre] [/pre],
 * its phrasing [i] [b] [u] [color=x] [size=x] [font=x] and their ends,
 * Jira/Confluence {code} {code:x} {noformat}.  0 when there is none.
 */
static size_t markup_at(const char *s, size_t n)
{
	/* and a forum's phrasing markers glued to an output's first or
	 * last line ("[I]/dev/hda:", "= 58.19 MB/sec[/I]"): bold, italic,
	 * underline, a colour, a size, a font */
	static const char *const plain[] = {
	    "[code]",	"[/code]", "[quote]", "[/quote]",   "[pre]",  "[/pre]",
	    "[i]",	"[/i]",	   "[b]",     "[/b]",	    "[u]",    "[/u]",
	    "[/color]", "[/size]", "[/font]", "{noformat}", "{code}",
	};
	static const char *const open[] = {
	    "[code=", "[quote=", "[color=", "[size=", "[font=", "{code:"};

	if (n < 3 || (s[0] != '[' && s[0] != '{'))
		return 0;
	for (size_t k = 0; k < sizeof(plain) / sizeof(plain[0]); k++)
		if (ci_starts(s, n, plain[k]))
			return strlen(plain[k]);
	for (size_t k = 0; k < sizeof(open) / sizeof(open[0]); k++) {
		char close = s[0] == '[' ? ']' : '}';

		if (!ci_starts(s, n, open[k]))
			continue;
		for (size_t i = strlen(open[k]); i < n && i < 80; i++) {
			if (s[i] == '\n' || s[i] == '[' || s[i] == '{')
				return 0;
			if (s[i] == close)
				return i + 1;
		}
	}
	return 0;
}

/* Offset of the start of a code marker that ends exactly at s + e. */
static size_t markup_ending(const char *s, size_t b, size_t e)
{
	if (e <= b || (s[e - 1] != ']' && s[e - 1] != '}'))
		return (size_t)-1;
	for (size_t j = e; j-- > b && e - j < 80;)
		if ((s[j] == '[' || s[j] == '{') &&
		    markup_at(s + j, e - j) == e - j)
			return j;
	return (size_t)-1;
}

/*
 * Narrow line piece [*b, *e) by the wrapping tags and code markers at its
 * ends.  Returns whether anything but blanks is left.
 */
static int piece_bounds(const char *s, size_t *pb, size_t *pe, int *changed)
{
	size_t b = *pb, e = *pe, k, j;

	for (;;) {
		size_t q = b;

		while (q < e && is_blank(s[q]))
			q++;
		k = q < e ? tag_at(s + q, e - q, wrap_tags, NULL) : 0;
		if (!k && q < e)
			k = markup_at(s + q, e - q);
		if (!k)
			break;
		b = q + k;
		*changed = 1;
	}
	for (;;) {
		size_t q = e;

		while (q > b && is_blank(s[q - 1]))
			q--;
		j = tag_ending(s, b, q);
		if (j == (size_t)-1)
			j = markup_ending(s, b, q);
		if (j == (size_t)-1)
			break;
		e = j;
		*changed = 1;
	}
	*pb = b;
	*pe = e;
	for (; b < e; b++)
		if (!is_blank(s[b]))
			return 1;
	return 0;
}

/* Copy [b, e) without its phrasing tags (syntax highlighting, bold). */
static void put_inline(struct nb *out, const struct nb *in, size_t b, size_t e,
		       int *changed)
{
	const char *s = in->s;

	for (size_t i = b; i < e;) {
		const char *lt = memchr(s + i, '<', e - i);
		size_t at = lt ? (size_t)(lt - s) : e, k;

		put_run(out, in, i, at - i);
		if (at >= e)
			break;
		k = tag_at(s + at, e - at, inline_tags, NULL);
		if (k) {
			*changed = 1;
			i = at + k;
		} else {
			put(out, '<', in->src[at]);
			i = at + 1;
		}
	}
}

static int is_block_tag(const char *s, size_t n)
{
	static const char *const block[] = {"pre", "blockquote", "p", "div",
					    NULL};
	size_t i = s[1] == '/' ? 2 : 1;

	for (size_t k = 0; block[k]; k++) {
		size_t l = strlen(block[k]);

		if (i + l < n && !strncasecmp(s + i, block[k], l) &&
		    !is_alpha(s[i + l]))
			return 1;
	}
	return 0;
}

/* A Markdown table row: its <br /> and <p> break a cell's text, not the row.
 * "Disk | Read<br>MB/s |", each cell followed by its border, is one too
 * (a header typed without its first pipe over "|---|---|" rows). */
static int table_row(const char *s, size_t b, size_t e)
{
	int bars = 0;

	while (b < e && is_blank(s[b]))
		b++;
	while (e > b && is_blank(s[e - 1]))
		e--;
	if (b >= e || (s[b] != '|' && s[e - 1] != '|'))
		return 0;
	for (size_t i = b; i < e; i++)
		bars += s[i] == '|';
	return bars >= 3;
}

/*
 * One line [ls, le) with tags: <br /> splits it (a <br /> at its end just
 * goes), a block tag between text (`</p><pre>`) splits it once, wrapping
 * tags and code markers at each piece's ends go, phrasing tags inside go.
 * A Markdown table row keeps its <br /> and block tags: they are inside
 * its cells ("| Latency | <p>310 µs avg.</p><p>99.9% under 800 µs</p> |",
 * a docs page's cell of two paragraphs), the table reader's to read.
 */
static void put_tagged_line(struct nb *out, const struct nb *in, size_t ls,
			    size_t le, int *changed)
{
	const char *s = in->s;
	size_t b = ls, pending = 0, pending_src = 0;
	int content = 0, row = table_row(s, ls, le);

	for (size_t i = ls; i < le; i++) {
		int br = 0;
		size_t k, pb, pe;

		if (s[i] != '<')
			continue;
		k = tag_at(s + i, le - i, wrap_tags, &br);
		if (!k || row || (!br && !is_block_tag(s + i, k)))
			continue;
		pb = b;
		pe = i;
		if (piece_bounds(s, &pb, &pe, changed)) {
			for (; pending; pending--)
				put(out, '\n', in->src[pending_src]);
			put_inline(out, in, pb, pe, changed);
			content = 1;
		}
		if (br) {
			pending++;
		} else if (content && !pending) {
			pending = 1;
		}
		pending_src = i;
		*changed = 1;
		b = i + k;
		i = b - 1;
	}
	if (piece_bounds(s, &b, &le, changed)) {
		for (; pending; pending--)
			put(out, '\n', in->src[pending_src]);
		put_inline(out, in, b, le, changed);
	} else if (b < le) {
		put_run(out, in, b, le - b); /* blanks */
	}
}

/* Whether line [b, e) starts or ends with a code marker. */
static int has_markup(const char *s, size_t b, size_t e)
{
	while (b < e && is_blank(s[b]))
		b++;
	while (e > b && is_blank(s[e - 1]))
		e--;
	return b < e && (markup_at(s + b, e - b) ||
			 markup_ending(s, b, e) != (size_t)-1);
}

/*
 * A <pre> block of a Markdown text (a blog's post kept with its editor's
 * markup: `<pre class="lang:default">cd /path` ... `</pre>`): whether line
 * [ls, le) opens one, its tag first on the line, and a later line ends with
 * its </pre>, no fence nor other <pre> between.  Sets *tag to the opening
 * tag's length and *close to the offset of that </pre>.
 */
static int pre_block(const char *s, size_t n, size_t ls, size_t le, size_t *tag,
		     size_t *close)
{
	static const char *const pre[] = {"pre", NULL};
	size_t b = ls, k;
	int hash;

	while (b < le && b - ls < 3 && s[b] == ' ')
		b++;
	k = tag_at(s + b, le - b, pre, NULL);
	if (!k || s[b + 1] == '/' || memmem(s + b + k, le - b - k, "</pre", 5))
		return 0;
	/* only a block with a '#' line: peeled, it would read as a
	 * Markdown heading ("# Write" over the outputs) */
	for (k = b + k; k < le && is_blank(s[k]);)
		k++;
	hash = k < le && s[k] == '#';
	k = tag_at(s + b, le - b, pre, NULL);
	for (size_t l = le + 1; l < n;) {
		const char *nl = memchr(s + l, '\n', n - l);
		size_t e = nl ? (size_t)(nl - s) : n, q = e, f = l;

		while (f < e && is_blank(s[f]))
			f++;
		hash |= f < e && s[f] == '#';
		while (q > l && is_blank(s[q - 1]))
			q--;
		if (memmem(s + l, e - l, "```", 3) ||
		    (memmem(s + l, e - l, "<pre", 4) &&
		     !(q - l >= 6 && !strncasecmp(s + q - 6, "</pre>", 6))))
			return 0;
		if (q - l >= 6 && !strncasecmp(s + q - 6, "</pre>", 6)) {
			if (memmem(s + l, q - 6 - l, "<pre", 4) || !hash)
				return 0;
			*tag = b + k - ls;
			*close = q - 6;
			return 1;
		}
		if (!nl)
			break;
		l = e + 1;
	}
	return 0;
}

/* A fence "```" onto out, its bytes from in's byte at. */
static void put_ticks(struct nb *out, const struct nb *in, size_t at)
{
	for (int k = 0; k < 3; k++)
		put(out, '`', in->src[at]);
}

/* <br /> splits a line; tags glued to a line's ends go; a <pre> block
 * over several lines becomes a fenced code block, as Markdown reads it
 * (its `# Write` a comment, no heading).  Not for pages. */
static void pass_tags(const struct nb *in, struct nb *out, int *changed)
{
	const char *s = in->s;
	size_t n = in->len, ls = 0, close = (size_t)-1, tag;

	while (ls < n || ls == 0) {
		const char *nl = memchr(s + ls, '\n', n - ls);
		size_t le = nl ? (size_t)(nl - s) : n;

		if (close == (size_t)-1 &&
		    pre_block(s, n, ls, le, &tag, &close)) {
			/* "```" then the line's text after the tag */
			put_ticks(out, in, ls);
			*changed = 1;
			if (!blank_line(s, ls + tag, le)) {
				put(out, '\n', in->src[ls + tag]);
				put_tagged_line(out, in, ls + tag, le, changed);
			}
		} else if (close >= ls && close < le) {
			if (!blank_line(s, ls, close)) {
				put_tagged_line(out, in, ls, close, changed);
				put(out, '\n', in->src[close]);
			}
			put_ticks(out, in, close);
			close = (size_t)-1;
			*changed = 1;
		} else if (!memchr(s + ls, '<', le - ls) &&
			   !has_markup(s, ls, le))
			put_run(out, in, ls, le - ls);
		else
			put_tagged_line(out, in, ls, le, changed);
		if (!nl)
			break;
		put(out, '\n', in->src[le]);
		ls = le + 1;
		if (ls >= n)
			break;
	}
}

/* ---- wrappers at line starts ------------------------------------------ */

struct line {
	size_t b, e; /* [b, e) in the text, without '\n' */
};

/* The lines of t; caller frees. */
static struct line *split_lines(const struct nb *t, size_t *count)
{
	size_t n = 1, k = 0, ls = 0;
	struct line *l;

	for (size_t i = 0; i < t->len; i++)
		n += t->s[i] == '\n';
	l = malloc(n * sizeof(*l));
	if (!l)
		return NULL;
	for (size_t i = 0; i <= t->len; i++) {
		if (i == t->len || t->s[i] == '\n') {
			l[k].b = ls;
			l[k].e = i;
			k++;
			ls = i + 1;
		}
	}
	*count = k;
	return l;
}

static int blank_line(const char *s, size_t b, size_t e)
{
	for (size_t i = b; i < e; i++)
		if (!is_blank(s[i]))
			return 0;
	return 1;
}

/* Copy t with peel[i] bytes removed at the start of line i and, when cut
 * is not NULL, cut[i] bytes at its end. */
static void apply_cut(const struct nb *in, struct nb *out, const struct line *l,
		      size_t nl, const size_t *peel, const size_t *cut)
{
	for (size_t i = 0; i < nl; i++) {
		put_run(out, in, l[i].b + peel[i],
			l[i].e - l[i].b - peel[i] - (cut ? cut[i] : 0));
		if (l[i].e < in->len)
			put(out, '\n', in->src[l[i].e]);
	}
}

/* Copy t with peel[i] bytes removed at the start of line i. */
static void apply_peel(const struct nb *in, struct nb *out,
		       const struct line *l, size_t nl, const size_t *peel)
{
	apply_cut(in, out, l, nl, peel, NULL);
}

/* "> ", "> > ", ">>", up to three spaces before: a quote's length. */
static size_t quote_len(const char *s, size_t b, size_t e)
{
	size_t p = b, q;

	while (p < e && p - b < 3 && s[p] == ' ')
		p++;
	q = p;
	while (p < e && s[p] == '>' && !(p + 1 < e && s[p + 1] == '=')) {
		p++;
		if (p < e && s[p] == ' ')
			p++;
	}
	return p > q ? p - b : 0;
}

/*
 * "# " or "// " (or the marker alone) at the line start: its length.  A
 * '#' glued to what it comments out ("#949296+0 Datensätze ein",
 * "#real	3m31,415s": a script's commented output) counts too, not "##",
 * "#!" nor "#include"-like words glued to a letter after a space.
 */
static size_t comment_len(const char *s, size_t b, size_t e, char kind)
{
	size_t m = kind == '#' ? 1 : 2;

	if (e - b < m || s[b] != kind || (m == 2 && s[b + 1] != '/'))
		return 0;
	if (b + m == e)
		return m;
	if (kind == '#' && s[b + 1] != ' ' && s[b + 1] != '#' &&
	    s[b + 1] != '!' && s[b + 1] != '\t')
		return 1;
	/* "//1024+0 records in": a source comment glued to what it holds
	 * (not "///", a doc comment's, nor "//" + blank) */
	if (kind == '/' && s[b + 2] != ' ' && s[b + 2] != '/' &&
	    s[b + 2] != '\t')
		return 2;
	if (s[b + m] != ' ')
		return 0;
	return m + 1;
}

/*
 * comment_len() of a marker with a blank after it or alone on its line:
 * after blanks, a '#' glued to its text is a table's row number ("#1  sda"
 * under "#   Device") as often as a comment.
 */
static size_t spaced_comment_len(const char *s, size_t b, size_t e, char kind)
{
	size_t m = comment_len(s, b, e, kind);

	return m && b + m < e && !is_blank(s[b + m - 1]) ? 0 : m;
}

/*
 * Blanks at the start of line [b, e), then a comment marker of kind
 * (spaced_comment_len()): the blanks' length, the marker's in *m.  0 (*m
 * too) when the line has no blank before a marker.
 */
static size_t indented_comment(const char *s, size_t b, size_t e, char kind,
			       size_t *m)
{
	size_t p = b;

	while (p < e && is_blank(s[p]))
		p++;
	*m = p > b && p < e ? spaced_comment_len(s, p, e, kind) : 0;
	return *m ? p - b : 0;
}

/*
 * The comment marker of kind after the w bytes at ind (an indented comment
 * line's blanks) at the start of line [b, e): its length, or 0 when the
 * line starts otherwise.
 */
static size_t comment_after(const char *s, size_t b, size_t e, const char *ind,
			    size_t w, char kind)
{
	if (e - b <= w || memcmp(s + b, ind, w))
		return 0;
	return spaced_comment_len(s, b + w, e, kind);
}

/*
 * Whether the line at p is an indented comment line (blanks, then '#' or
 * "//") and the next line starts with the same blanks and marker: a run
 * pass_comments() may peel.
 */
static int indented_comment_at(const char *buf, size_t len, size_t p)
{
	size_t q = p, e, n, w, m;
	const char *nl;

	while (q < len && is_blank(buf[q]))
		q++;
	if (q >= len || (buf[q] != '#' && buf[q] != '/'))
		return 0;
	nl = memchr(buf + q, '\n', len - q);
	if (!nl)
		return 0;
	e = (size_t)(nl - buf);
	w = indented_comment(buf, p, e, buf[q], &m);
	if (!w)
		return 0;
	n = e + 1;
	nl = memchr(buf + n, '\n', len - n);
	return comment_after(buf, n, nl ? (size_t)(nl - buf) : len, buf + p, w,
			     buf[q]) != 0;
}

/*
 * "##" (not "###"), a blank after it at most, before a line of a tool's
 * output that docflat_line_start() knows ("##1024+0 records in", "##
 * Run status group 0"): a script's or a note's output commented out with
 * a doubled marker.  Its length, or 0.  Markdown's "## Results" is a
 * heading: pass_comments() peels "##" only over a run of such lines with
 * a mark only the tool prints (docflat_line_tool()).
 */
static size_t hash2_len(const char *s, size_t b, size_t e)
{
	size_t m = 2;

	if (e - b < 4 || s[b] != '#' || s[b + 1] != '#' || s[b + 2] == '#')
		return 0;
	m += s[b + 2] == ' ' || s[b + 2] == '\t';
	return b + m < e && !is_blank(s[b + m]) ? m : 0;
}

static int is_word(char c)
{
	return is_alpha(c) || is_digit(c) || c == '_' || c == '-' || c == '.';
}

/* "bash-5.1$ ", "sh-4.2# ", "host:~ user$ " (macOS): length or 0. */
static size_t shell_prompt(const char *s, size_t b, size_t e)
{
	size_t p = b, w;

	while (p < e && is_word(s[p]))
		p++;
	w = p - b;
	if (!w || p + 1 >= e)
		return 0;
	if ((s[p] == '$' || s[p] == '#') && s[p + 1] == ' ') {
		const char *dash = memchr(s + b, '-', w);
		size_t n = dash ? (size_t)(dash - (s + b)) : w;

		if (n >= 2 && s[b + n - 2] == 's' && s[b + n - 1] == 'h')
			return p + 2 - b;
		return 0;
	}
	if (s[p] != ':')
		return 0;
	for (p++; p < e && !is_blank(s[p]) && p - b < 120; p++)
		;
	if (p >= e || s[p] != ' ')
		return 0;
	w = ++p;
	while (p < e && is_word(s[p]))
		p++;
	if (p == w || p + 1 >= e || (s[p] != '$' && s[p] != '#') ||
	    s[p + 1] != ' ')
		return 0;
	return p + 2 - b;
}

/*
 * A console prompt at the line start, with the space after it:
 * "[admin@db1 ~]$ ", "user@host:~$ ", "root@h:/# ", "$ ", "PS C:\> ",
 * "C:\Users\me> ", "bash-5.1$ ", "host:~ user$ ", each maybe after a
 * "(venv) ".  Returns its length or 0.
 */
static size_t prompt_core(const char *s, size_t b, size_t e);

static size_t prompt_len(const char *s, size_t b, size_t e)
{
	size_t k;

	if (b < e && s[b] == '(') {
		const char *c = memchr(s + b, ')', e - b < 40 ? e - b : 40);

		if (c && (size_t)(c - s) + 2 < e && c[1] == ' ') {
			k = prompt_core(s, (size_t)(c - s) + 2, e);
			return k ? (size_t)(c - s) + 2 + k - b : 0;
		}
	}
	return prompt_core(s, b, e);
}

/*
 * A "user@host" prompt's sign after a blank, the word [b, w) its first:
 * Raspberry Pi OS's "pi@raspberrypi:~ $ ", "mg@box:~/src/x $ " (the word
 * ends in ":" and a path, maybe in brackets: "root@box:[/usr] # "),
 * Gentoo's "user@host ~/src $ " (a path word of its own between).  Its
 * length, or 0.
 */
static size_t spaced_sign(const char *s, size_t b, size_t w, size_t e)
{
	const char *colon = memchr(s + b, ':', w - b);
	size_t p = w + 1;

	if (w >= e || !is_blank(s[w]))
		return 0;
	if (!colon) {
		/* Gentoo's: the path word */
		if (p >= e || (s[p] != '~' && s[p] != '/'))
			return 0;
		while (p < e && p - b < 120 && !is_blank(s[p]))
			p++;
		if (p >= e)
			return 0;
		p++;
	} else if ((size_t)(colon - s) + 1 >= w ||
		   (colon[1] != '~' && colon[1] != '/' &&
		    /* "root@codeman:[/] # ": the path in brackets */
		    !(colon[1] == '[' && (colon[2] == '~' || colon[2] == '/') &&
		      s[w - 1] == ']'))) {
		return 0;
	}
	if (p + 1 < e && (s[p] == '$' || s[p] == '#' || s[p] == '%') &&
	    s[p + 1] == ' ')
		return p + 2 - b;
	return 0;
}

/*
 * A csh or BSD prompt's rest after its "[user@host]" (at p, past the
 * ']'), the directory outside the brackets: "[jo@bsd1]/home/jo% ",
 * "[jo@bsd1]~> ", "[jo@bsd1]/home/jo(11:50:12): " (a clock in
 * parentheses, then csh's ':').  The directory starts with '/' or '~',
 * has no blank, and a sign and a blank end it; ':' only after such a
 * clock, so "[a@b]/x: text" is none.  The prompt's length from b, or 0.
 */
static size_t bracket_cwd_sign(const char *s, size_t b, size_t p, size_t e)
{
	size_t q = p;

	if (p >= e || (s[p] != '/' && s[p] != '~'))
		return 0;
	while (q < e && q - p < 120 && !is_blank(s[q]) && s[q] != '(' &&
	       !strchr("$#%>", s[q]))
		q++;
	if (q < e && s[q] == '(') {
		size_t c = ++q;

		while (q < e && (is_digit(s[q]) || s[q] == ':'))
			q++;
		if (q - c < 4 || q >= e || s[q] != ')' ||
		    !memchr(s + c, ':', q - c))
			return 0;
		q++;
		if (q + 1 < e && s[q] == ':' && is_blank(s[q + 1]))
			return q + 2 - b;
	}
	if (q + 1 < e && strchr("$#%>", s[q]) && s[q] && is_blank(s[q + 1]))
		return q + 2 - b;
	return 0;
}

/* Whether [b, e) is "host:" then a path ('/' or '~' first) and no
 * blank: the rest of a "user@" prompt before its sign. */
static int path_after_colon(const char *s, size_t b, size_t e)
{
	const char *c = memchr(s + b, ':', e - b);

	return c && (size_t)(c - s) > b && (size_t)(c - s) + 1 < e &&
	       (c[1] == '/' || c[1] == '~');
}

static size_t prompt_core(const char *s, size_t b, size_t e)
{
	size_t p = b;

	if (b >= e)
		return 0;
	if (e - b >= 2 && s[b] == '$' && s[b + 1] == ' ')
		return 2;
	if (s[p] == '[') {
		int at = 0;

		for (p++; p < e && s[p] != ']' && p - b < 80; p++)
			at |= s[p] == '@';
		if (!at || p + 2 >= e || s[p] != ']')
			return 0;
		p++;
		/* "[ogre@ogre /tmp]> ", "[jo@box ~]% ": tcsh's and csh's
		 * signs after the bracket, as bash's "$" and "#" */
		if ((s[p] == '$' || s[p] == '#' || s[p] == '>' ||
		     s[p] == '%') &&
		    s[p + 1] == ' ')
			return p + 2 - b;
		/* "[root@nfs share]#dd if=...": a blog copy lost the space;
		 * the bracket with its '@' is prompt enough */
		if ((s[p] == '$' || s[p] == '#') && s[p + 1] >= 'a' &&
		    s[p + 1] <= 'z')
			return p + 1 - b;
		return bracket_cwd_sign(s, b, p, e);
	}
	if (e - b > 5 && s[b] == 'P' && s[b + 1] == 'S' && s[b + 2] == ' ')
		p = b + 3;
	if (e - p > 3 && s[p] >= 'A' && s[p] <= 'Z' && s[p + 1] == ':' &&
	    s[p + 2] == '\\') {
		for (p += 3; p < e && s[p] != '>' && p - b < 120; p++)
			if (s[p] == '<' || s[p] == '\t')
				return 0;
		if (p + 1 < e && s[p] == '>' && s[p + 1] == ' ')
			return p + 2 - b;
		return 0;
	}
	if (p != b)
		return 0;
	/* user@host:path$ */
	while (p < e && (is_alpha(s[p]) || is_digit(s[p]) || s[p] == '_' ||
			 s[p] == '-' || s[p] == '.'))
		p++;
	if (p == b || p >= e || s[p] != '@')
		return shell_prompt(s, b, e);
	for (size_t at = p++; p < e && p - b < 120 && !is_blank(s[p]); p++) {
		if ((s[p] == '$' || s[p] == '#' || s[p] == '%') && p + 1 < e &&
		    s[p + 1] == ' ')
			return p + 2 - b;
		/* "root@server12:/var/tmp> " (tcsh, SUSE): '>' only after
		 * the host's ':' and a path, so a mail's "bob@mail.org> "
		 * is none */
		if (s[p] == '>' && p + 1 < e && s[p + 1] == ' ' &&
		    path_after_colon(s, at + 1, p))
			return p + 2 - b;
	}
	return spaced_sign(s, b, p, e);
}

size_t ingest_prompt_len(const char *s, size_t n)
{
	return prompt_len(s, 0, n);
}

/*
 * Whether the text after a prompt is a command ("dd if=...", "sudo fio",
 * "./iozone -a") rather than output glued to the prompt.
 */
static int looks_command(const char *s, size_t b, size_t e)
{
	size_t p = b;

	if (b >= e)
		return 1; /* a prompt alone: leave it */
	if (!((s[p] >= 'a' && s[p] <= 'z') || s[p] == '.' || s[p] == '/' ||
	      s[p] == '~' || s[p] == '_'))
		return 0;
	while (p < e && !is_blank(s[p]))
		p++;
	return s[p - 1] != ':';
}

/*
 * Whether line [b, e) of s carries a wrapper at its start that the wrapper
 * passes may peel: a quote, a comment marker, a prompt before output.
 */
static int line_start_needs(const char *s, size_t b, size_t e)
{
	size_t k;

	if (b >= e)
		return 0;
	if (quote_len(s, b, e) || comment_len(s, b, e, '#') ||
	    comment_len(s, b, e, '/'))
		return 1;
	if (s[b] == '#' && (k = hash2_len(s, b, e)) != 0 &&
	    docflat_line_start(s + b + k, e - b - k))
		return 1;
	k = prompt_len(s, b, e);
	return k && !looks_command(s, b + k, e);
}

/*
 * Whether the line starting at p may carry a wrapper: its first character
 * (after up to three spaces, for a quote) is one a wrapper starts with,
 * and the line then really does.  Prompts with '@' are caught by the scan
 * for '@'.
 */
static int fence_gutter(const char *buf, size_t len, size_t p);
static int dotted_gutter_at(const char *buf, size_t len, size_t p);
static int pw_run_at(const char *s, size_t len, size_t p);
static size_t diff_fence(const char *s, size_t b, size_t e);

/*
 * A git conflict marker line at [b, e): 1 "<<<<<<<", 2 "=======", 3
 * ">>>>>>>" (exactly seven, then a space and text or the line's end; the
 * '=' one alone), else 0.
 */
static int conflict_marker(const char *s, size_t b, size_t e)
{
	char c = b < e ? s[b] : 0;
	size_t k = 0;

	if (c != '<' && c != '=' && c != '>')
		return 0;
	while (b + k < e && k < 8 && s[b + k] == c)
		k++;
	if (k != 7)
		return 0;
	if (c == '=')
		return b + 7 == e ? 2 : 0;
	if (b + 7 < e && s[b + 7] != ' ')
		return 0;
	return c == '<' ? 1 : 3;
}

int ingest_norm_conflict_marker(const char *s, size_t len)
{
	return conflict_marker(s, 0, len);
}

/* The end of the conflict whose "<<<<<<<" line is at p (the start of its
 * ">>>>>>>" line's end), with a "=======" line between; 0 when none. */
static size_t conflict_end(const char *s, size_t len, size_t p, size_t *mid)
{
	int want = 2;

	*mid = 0;
	for (size_t ls = p; ls < len;) {
		const char *nl = memchr(s + ls, '\n', len - ls);
		size_t le = nl ? (size_t)(nl - s) : len;
		int m = s[ls] == '<' || s[ls] == '=' || s[ls] == '>'
			    ? conflict_marker(s, ls, le)
			    : 0;

		if (ls > p && m == 1)
			return 0;
		if (m == want) {
			if (want == 3)
				return le;
			*mid = ls;
			want = 3;
		}
		ls = le + 1;
	}
	return 0;
}

static inline int line_start_at(const char *buf, size_t len, size_t p)
{
	const char *nl;
	char c;

	if (p >= len)
		return 0;
	c = buf[p];
	if (c == ' ') {
		size_t q = p + 1;

		while (q < len && q - p < 3 && buf[q] == ' ')
			q++;
		if (q + 3 <= len &&
		    (!memcmp(buf + q, "```", 3) || !memcmp(buf + q, "~~~", 3)))
			return 1; /* an indented fence (pass_indent()) */
		if (q - p == 3) {
			size_t r = q;

			while (r < len && r - p < 16 && buf[r] == ' ')
				r++;
			/* a blockquote in a list item (item_quote_len()) */
			if (r - p >= 4 && r < len && buf[r] == '>')
				return 1;
		}
		if (q < len && is_digit(buf[q]))
			return dotted_gutter_at(buf, len, p) ||
			       pw_run_at(buf, len, p);
		/* a paste site's list view (pass_pagewrap()) */
		if (q + 1 < len && strchr("-*+", buf[q]) && buf[q + 1] == ' ')
			return pw_run_at(buf, len, p);
		if (q < len &&
		    (is_blank(buf[q]) || buf[q] == '#' || buf[q] == '/'))
			return indented_comment_at(buf, len, p);
		if (q >= len || buf[q] != '>')
			return 0;
	} else if (c == '\t') {
		return indented_comment_at(buf, len, p);
	} else if (c == '[' || c == '{') {
		if (!markup_at(buf + p, len - p))
			return 0;
		return 1;
	} else if (c == '`' || c == '~') {
		const char *e = memchr(buf + p, '\n', len - p);

		/* a code block's gutter (pass_gutter()), a diff (pass_diff())
		 */
		return fence_gutter(buf, len, p) ||
		       diff_fence(buf, p, e ? (size_t)(e - buf) : len);
	} else if (is_digit(c)) {
		/* a numbered code view (pass_gutter(), pass_pagewrap()): its
		 * number ends at a blank, '.', ':', ')' or '|'; fio's terse
		 * lines ("3;fio-3.36;...") are not looked at further */
		size_t q = p;

		while (q < len && q - p < 8 && is_digit(buf[q]))
			q++;
		if (q >= len || !strchr(" \t.:)|", buf[q]))
			return 0;
		return dotted_gutter_at(buf, len, p) || pw_run_at(buf, len, p);
	} else if (c == '<') {
		size_t mid;

		/* a git conflict's markers (pass_conflict()) */
		return len - p >= 8 && !memcmp(buf + p, "<<<<<<< ", 8) &&
		       conflict_end(buf, len, p, &mid);
	} else if (c == '+') {
		/* a diff's added line (pass_diff()) */
		return p + 1 < len && buf[p + 1] != '+' && buf[p + 1] != '\n';
	} else if (c == '-') {
		/* a pager's prompt (pass_pager()), a list view's item
		 * (pass_pagewrap()) */
		if (p + 1 < len && buf[p + 1] == ' ')
			return pw_run_at(buf, len, p);
		return len - p >= 8 && !memcmp(buf + p, "--More--", 8);
	} else if (c == '*') {
		return p + 1 < len && buf[p + 1] == ' ' &&
		       pw_run_at(buf, len, p);
	} else if (is_alpha(c) || c == '(') {
		/* a prompt ends in '$', '#' or '>' within its first bytes */
		size_t m = len - p < 160 ? len - p : 160, k = 0;

		for (; k < m && buf[p + k] != '\n'; k++)
			if (buf[p + k] == '$' || buf[p + k] == '#' ||
			    buf[p + k] == '>')
				break;
		if (k >= m || buf[p + k] == '\n')
			return 0;
	} else if (c != '>' && c != '#' && c != '/' && c != '$') {
		return 0;
	}
	nl = memchr(buf + p, '\n', len - p);
	return line_start_needs(buf, p, nl ? (size_t)(nl - buf) : len);
}

/*
 * Whether buf is one JSON object (fio's --output-format=json): its text is
 * data, not a paste, and strings in it must stay as they are.
 */
static int json_document(const char *buf, size_t len)
{
	size_t b = 0, e = len;

	while (b < e && (is_blank(buf[b]) || buf[b] == '\n' || buf[b] == '\r'))
		b++;
	while (e > b && (is_blank(buf[e - 1]) || buf[e - 1] == '\n' ||
			 buf[e - 1] == '\r'))
		e--;
	return e - b >= 2 && buf[b] == '{' && buf[e - 1] == '}';
}

/* Sixteen bytes at a time, with the compiler's vector extension. */
typedef unsigned char v16 __attribute__((vector_size(16)));

/*
 * Output copied from a terminal whose lines it wrapped (tmux and screen
 * copy modes, some consoles): every line longer than the terminal is cut
 * at its width, mid-word, into lines of exactly that many characters.
 * Only the common widths are believed: 80, 100, 120, 132 columns (see
 * wrap_slot()).
 *
 * Whether s[b, e) is a rule: one character repeated ("-----", "=====")
 * with blanks and '+' at most. */
static int rule_line(const char *s, size_t b, size_t e)
{
	char c = 0;

	for (size_t i = b; i < e; i++) {
		if (is_blank(s[i]) || s[i] == '+')
			continue;
		if (c && s[i] != c)
			return 0;
		c = s[i];
	}
	return c == '-' || c == '=' || c == '*' || c == '_' || c == '#';
}

/*
 * What line s[b, e) (of n bytes in all) says about a wrap at its end: +1
 * it looks cut (it and the next line hold something at the cut), -1 it
 * does not (the next line is blank, missing, a rule or indented: a line
 * of its own), 0 it cannot tell (a rule, a table row, a cut at a blank).
 */
/*
 * Whether s[b, e) is a command line ("$ dd if=...", "root@h:~# fio ...",
 * "sudo hdparm ..."): a command and its output below it look cut at any
 * length (two commands of 80 characters, each over its output, are no
 * terminal's wrap).
 */
static int command_like(const char *s, size_t b, size_t e)
{
	size_t lim = e - b < 64 ? e : b + 64;
	size_t n = bench_tool_lead(s + b, e - b);

	if ((n && e - b > n) || (e - b > 5 && !memcmp(s + b, "sudo ", 5)))
		return 1;
	for (size_t i = b; i + 1 < lim; i++)
		if ((s[i] == '$' || s[i] == '#' || s[i] == '%') &&
		    s[i + 1] == ' ')
			return 1;
	return 0;
}

static int wrap_vote(const char *s, size_t b, size_t e, size_t n)
{
	size_t nb = e + 1, ne;

	if (e == b || rule_line(s, b, e) || s[b] == '|' || s[e - 1] == '|')
		return 0;
	if (nb >= n || s[nb] == '\n' || s[nb] == '\r')
		return -1;
	ne = nb;
	while (ne < n && s[ne] != '\n')
		ne++;
	if (blank_line(s, nb, ne) || rule_line(s, nb, ne))
		return -1;
	if (is_blank(s[e - 1]))
		return 0;
	if (s[nb] == '\t' ||
	    (is_blank(s[nb]) && nb + 1 < ne && is_blank(s[nb + 1])))
		return -1;
	return command_like(s, b, e) ? 0 : 1;
}

/* Votes of the lines of each believed width, and the longest line; the
 * last line voting for each width, and whether two ended alike. */
struct wrap_votes {
	size_t max;
	int yes[4], no[4];
	size_t last_b[4], last_e[4];
	int alike[4];
};

/*
 * Two lines a terminal cut at the same width end differently: what was
 * cut is data.  Two that end in the same 24 bytes ("[Read]    *Drive A*
 * *Drive B*", "[Write]   *Drive A*   *Drive B*") are a layout's repeated
 * title lines, padded to the same width, each a line of its own.
 */
#define WRAP_ALIKE 24

static int wrap_slot(size_t w)
{
	return w == 80 ? 0 : w == 100 ? 1 : w == 120 ? 2 : w == 132 ? 3 : -1;
}

/*
 * Whether s[b, e) is a sentence: eight words or more, nearly all letters
 * and blanks (bytes of other scripts count as letters).  A post's
 * sentence around a wrapped output is as long as its writer made it: it
 * is no line the terminal printed, and a line longer than the terminal
 * only when it is not one.
 */
static int sentence_line(const char *s, size_t b, size_t e)
{
	size_t other = 0, words = 0, most = (e - b) / 10;

	/* ends past a tenth of other bytes, or a quarter so far: an output
	 * line (digits, '=', ';') is told at once */
	for (size_t i = b; i < e; i++) {
		unsigned char c = (unsigned char)s[i];

		if (!is_alpha((char)c) && c < 0x80 && !is_blank((char)c) &&
		    (++other > most || (other > 16 && other * 4 > i - b)))
			return 0;
		if (!is_blank((char)c) && (i == b || is_blank(s[i - 1])))
			words++;
	}
	return words >= 8;
}

static void wrap_count(struct wrap_votes *v, const char *s, size_t b, size_t e,
		       size_t chars, size_t n)
{
	int k = wrap_slot(chars), x;

	/* a line of 80 or fewer is no evidence either way, and once a
	 * longer line than 132 is no sentence no width is believed: the
	 * sentence looked at only in between */
	if (chars > v->max &&
	    (chars <= 80 || v->max > 132 || !sentence_line(s, b, e)))
		v->max = chars;
	if (k < 0)
		return;
	x = wrap_vote(s, b, e, n);
	if (x > 0 && v->yes[k] && e - b >= WRAP_ALIKE &&
	    v->last_e[k] - v->last_b[k] >= WRAP_ALIKE &&
	    !memcmp(s + e - WRAP_ALIKE, s + v->last_e[k] - WRAP_ALIKE,
		    WRAP_ALIKE))
		v->alike[k] = 1;
	if (x > 0) {
		v->last_b[k] = b;
		v->last_e[k] = e;
		v->yes[k]++;
	} else if (x < 0) {
		v->no[k]++;
	}
}

/* The width the text was wrapped at (its longest lines but sentences,
 * cut mid-word, two or more, none a line of its own), else 0. */
static size_t wrap_decide(const struct wrap_votes *v)
{
	int k = wrap_slot(v->max);

	return k >= 0 && v->yes[k] >= 2 && !v->no[k] && !v->alike[k] ? v->max
								     : 0;
}

/* Characters of s[b, e): UTF-8 continuation bytes count none. */
static size_t chars_of(const char *s, size_t b, size_t e)
{
	size_t c = 0;

	for (size_t i = b; i < e; i++)
		c += ((unsigned char)s[i] & 0xC0) != 0x80;
	return c;
}

/* Join the lines a terminal wrapped (see wrap_width_ok) in t into out. */
static void pass_hardwrap(const struct nb *t, struct nb *out, int *changed)
{
	struct wrap_votes v;
	size_t w, ls = 0;

	memset(&v, 0, sizeof(v));
	for (size_t i = 0; i <= t->len; i++)
		if (i == t->len || t->s[i] == '\n') {
			wrap_count(&v, t->s, ls, i, chars_of(t->s, ls, i),
				   t->len);
			ls = i + 1;
		}
	w = wrap_decide(&v);
	if (!w)
		return;
	ls = 0;
	for (size_t i = 0; i < t->len; i++) {
		if (t->s[i] == '\n') {
			if (chars_of(t->s, ls, i) == w &&
			    wrap_vote(t->s, ls, i, t->len) >= 0) {
				*changed = 1;
				ls = i + 1;
				continue; /* the line goes on */
			}
			ls = i + 1;
		}
		put(out, t->s[i], t->src[i]);
	}
}

/* ---- UTF-16 ------------------------------------------------------------ */

int ingest_utf16_kind(const char *buf, size_t len)
{
	const unsigned char *u = (const unsigned char *)buf;
	size_t n = len < 512 ? len & ~(size_t)1 : 512, lo = 0, hi = 0;

	if (len >= 2 && u[0] == 0xff && u[1] == 0xfe)
		return 1;
	if (len >= 2 && u[0] == 0xfe && u[1] == 0xff)
		return 2;
	/* no NUL at all: text of one byte a character (the usual case) */
	if (n < 16 || !memchr(buf, '\0', n))
		return 0;
	/*
	 * Without a mark: the NUL of its ASCII characters (spaces, digits,
	 * line ends: three in ten units at least, even in CJK text) always
	 * on the same side, and no unit NUL on both (binary data has them)
	 */
	for (size_t i = 0; i < n; i += 2) {
		if (!u[i] && !u[i + 1])
			return 0;
		lo += u[i] && !u[i + 1];
		hi += !u[i] && u[i + 1];
	}
	if (lo && hi)
		return 0;
	return lo * 10 >= n / 2 * 3 ? 1 : hi * 10 >= n / 2 * 3 ? 2 : 0;
}

/* The code unit at s of a text of the kind given. */
static unsigned unit16(const unsigned char *s, int kind)
{
	return kind == 1 ? (unsigned)s[0] | (unsigned)s[1] << 8
			 : (unsigned)s[0] << 8 | (unsigned)s[1];
}

/*
 * Decode UTF-16 buf into out as UTF-8, each byte's source the offset of
 * its (first) code unit; the mark goes, a CRLF becomes LF when crlf, an
 * unpaired surrogate U+FFFD.
 */
static void utf16_decode(const char *buf, size_t len, int kind, int crlf,
			 struct nb *out)
{
	const unsigned char *u = (const unsigned char *)buf;
	size_t i = 0;

	if (len >= 2 && unit16(u, kind) == 0xfeff)
		i = 2;
	for (; i + 1 < len; i += 2) {
		uint32_t c = unit16(u + i, kind);
		size_t at = i;
		char o[4];
		size_t k;

		if (c >= 0xd800 && c <= 0xdbff && i + 3 < len &&
		    unit16(u + i + 2, kind) >= 0xdc00 &&
		    unit16(u + i + 2, kind) <= 0xdfff) {
			c = 0x10000 + ((c - 0xd800) << 10) +
			    (unit16(u + i + 2, kind) - 0xdc00);
			i += 2;
		} else if (c >= 0xd800 && c <= 0xdfff) {
			c = 0xfffd;
		}
		if (crlf && c == '\r' && i + 3 < len &&
		    unit16(u + i + 2, kind) == '\n')
			continue;
		k = utf8_encode(c, o);
		for (size_t j = 0; j < k; j++)
			put(out, o[j], (uint32_t)at);
	}
}

/*
 * A file in Windows-1252 (Notepad's "ANSI" before 2019, an old mail in
 * ISO-8859-1): bytes of 0x80 and up that are no UTF-8 ("Datens\xe4tze",
 * a no-break space 0xA0), and no UTF-8 sequence at all.  A UTF-8 text with
 * a stray byte stays as it is.
 */
static int cp1252_text(const char *buf, size_t len)
{
	const unsigned char *u = (const unsigned char *)buf;
	int bad = 0;

	for (size_t i = 0; i < len;) {
		uint32_t cp;
		size_t k;

		if (u[i] < 0x80) {
			i++;
			continue;
		}
		k = utf8_dec(u + i, len - i, &cp);
		if (k)
			return 0;
		bad = 1;
		i++;
	}
	return bad;
}

/* Decode Windows-1252 buf into out as UTF-8 (CRLF as LF when crlf). */
static void cp1252_decode(const char *buf, size_t len, int crlf, struct nb *out)
{
	const unsigned char *u = (const unsigned char *)buf;

	for (size_t i = 0; i < len; i++) {
		uint32_t c = u[i];
		char o[4];
		size_t k;

		if (crlf && c == '\r' && i + 1 < len && u[i + 1] == '\n')
			continue;
		k = utf8_encode(
		    utf8_cp_of_byte(UTF8_CS_CP1252, (unsigned char)c), o);
		for (size_t j = 0; j < k; j++)
			put(out, o[j], (uint32_t)i);
	}
}

/* Where each line of UTF-16 buf starts (offsets of the unit after a LF). */
static size_t *utf16_line_starts(const char *buf, size_t len, int kind,
				 size_t *count)
{
	const unsigned char *u = (const unsigned char *)buf;
	size_t k = 1, *v;

	for (size_t i = 0; i + 1 < len; i += 2)
		k += unit16(u + i, kind) == '\n';
	v = malloc(k * sizeof(*v));
	if (!v)
		return NULL;
	/* the first line's first column is after the mark */
	v[0] = len >= 2 && unit16(u, kind) == 0xfeff ? 2 : 0;
	k = 1;
	for (size_t i = 0; i + 1 < len; i += 2)
		if (unit16(u + i, kind) == '\n')
			v[k++] = i + 2;
	*count = k;
	return v;
}

/* ---- a command wrapped by a mail client --------------------------------- */

/*
 * A mail client (or an editor's soft wrap saved as text) breaks a long
 * command line at a space: "$ dd if=/dev/zero of=/mnt/t bs=1M count=256"
 * and, on the next line, "oflag=direct conv=fdatasync".  The options on
 * the next line are the command's: a command of the tools read here whose
 * next lines hold only options ("--direct=1", "-i 0", "oflag=direct") gets
 * them back on its line, so that "direct" is not taken for absent.
 */

/* Token s[b, e) as an option: 1 "-x"/"--x"/"key=value", 2 a bare "-x"
 * that may take a value after it, 0 none. */
static int option_token(const char *s, size_t b, size_t e)
{
	size_t k = b;

	if (s[b] == '-') {
		while (k < e && s[k] == '-')
			k++;
		if (k - b > 2 || k == e || !isalpha((unsigned char)s[k]))
			return 0;
		return memchr(s + b, '=', e - b) ? 1 : 2;
	}
	while (k < e && (isalnum((unsigned char)s[k]) || s[k] == '_'))
		k++;
	return k > b && k + 1 < e && s[k] == '=' && isalpha((unsigned char)s[b])
		   ? 1
		   : 0;
}

/* Whether line [b, e) holds only options (a value after a bare "-x"),
 * maybe ended by the shell's continuation " \\" (the wrapped piece goes on
 * the author's way: "--buffered=1 --bs=${bs} \\"). */
static int options_line(const char *s, size_t b, size_t e)
{
	int prev = 0, any = 0;

	for (size_t i = b; i < e;) {
		size_t j;
		int k;

		while (i < e && is_blank(s[i]))
			i++;
		if (i == e)
			break;
		for (j = i; j < e && !is_blank(s[j]); j++)
			;
		if (j == e && j - i == 1 && s[i] == '\\' && i > b)
			break;
		k = option_token(s, i, j);
		if (!k && (prev != 2 || s[i] == '-'))
			return 0;
		any |= k != 0;
		prev = k;
		i = j;
	}
	return any;
}

/* Whether line [b, e) runs a tool read here, with options: "$ sudo fio
 * --name=a", "dd if=/dev/zero of=t bs=1M", "iozone -a -s 1g". */
static int tool_command(const char *s, size_t b, size_t e)
{
	size_t i = b;

	for (int tok = 0; tok < 6 && i < e; tok++) {
		size_t j, w;

		while (i < e && is_blank(s[i]))
			i++;
		for (j = i; j < e && !is_blank(s[j]); j++)
			;
		/* "/usr/bin/fio" is fio */
		for (w = j; w > i && s[w - 1] != '/'; w--)
			;
		if (bench_tool_word(s + w, j - w)) {
			for (size_t m = j; m < e; m++)
				if (s[m] == '=' ||
				    (s[m] == '-' && is_blank(s[m - 1])))
					return 1;
			return 0;
		}
		i = j;
	}
	return 0;
}

int ingest_tool_command(const char *s, size_t n)
{
	return tool_command(s, 0, n);
}

/*
 * A prompt naming its host alone, "nada:~# " or "db1:/srv$ " (a root
 * shell's prompt without "user@"), before a command of a tool iodb reads:
 * its length, the host into out (outsz bytes); 0 otherwise.  The host is a
 * word starting with a letter, the path starts with '~' or '/' (one '/':
 * "http://" is no prompt): not "C:\> " (a drive), "sh-4.2# " or
 * "bash-5.1$ " (no path), "12:30" (a time); and only before such a
 * command, "note:~$ x" names nothing.
 */
size_t ingest_host_path_prompt(const char *s, size_t n, char *out, size_t outsz)
{
	size_t e = 0, p;

	if (!n || !isalpha((unsigned char)s[0]))
		return 0;
	while (e < n && (isalnum((unsigned char)s[e]) || s[e] == '-' ||
			 s[e] == '.' || s[e] == '_'))
		e++;
	if (e < 2 || e >= outsz || e + 3 >= n || s[e] != ':' ||
	    (s[e + 1] != '~' && s[e + 1] != '/') ||
	    (s[e + 1] == '/' && s[e + 2] == '/'))
		return 0;
	for (p = e + 1; p + 1 < n && p - e < 120; p++) {
		if (isspace((unsigned char)s[p]))
			return 0;
		if ((s[p] == '#' || s[p] == '$') && s[p + 1] == ' ')
			break;
	}
	if (p + 1 >= n || (s[p] != '#' && s[p] != '$') ||
	    (e == 9 && !memcmp(s, "localhost", 9)) ||
	    !ingest_tool_command(s + p + 2, n - p - 2))
		return 0;
	memcpy(out, s, e);
	out[e] = '\0';
	return p + 2;
}

/*
 * The joins of lines a wrap cut: each rule says whether the piece [b, e)
 * of text s (n bytes) goes on the end of the line [ib, ie), whose last
 * piece so far is [pb, pe) (the line itself before the first join).
 * peeled is how many bytes the wrappers peeled off before pb in the text
 * as given ("> > ", an indentation): the mail client wrapped the line
 * with them.
 */
typedef int (*join_rule)(const char *s, size_t n, size_t ib, size_t ie,
			 size_t pb, size_t pe, size_t b, size_t e,
			 size_t peeled);

/* Bytes of the text as given that the passes removed before line start
 * b of t (a quote, an indentation): the gap in the offsets between the
 * line's first byte and the line end before it. */
static size_t peeled_before(const struct nb *t, size_t b)
{
	uint32_t from = b ? t->src[b - 1] + 1 : 0;

	if (b >= t->len || (b && t->s[b - 1] != '\n') || t->src[b] < from)
		return 0;
	return t->src[b] - from;
}

/* The lines of t with every piece a rule takes joined to its line (one
 * blank between, the piece's own leading blanks dropped) into out. */
static void pass_join(const struct nb *t, struct nb *out, int *changed,
		      join_rule rule)
{
	size_t nl;
	struct line *l = split_lines(t, &nl);
	int r;

	if (!l)
		return;
	for (size_t i = 0; i < nl; i++) {
		size_t j = i;

		put_run(out, t, l[i].b, l[i].e - l[i].b);
		while (j + 1 < nl &&
		       (r = rule(t->s, t->len, l[i].b, l[i].e, l[j].b, l[j].e,
				 l[j + 1].b, l[j + 1].e,
				 peeled_before(t, l[j].b)))) {
			size_t b = l[++j].b;

			/* 2: a shell's '\' ends the line, dropped with the
			 * blanks before it */
			if (r == 2)
				for (out->len--;
				     out->len &&
				     is_blank(out->s[out->len - 1]);)
					out->len--;
			while (b < l[j].e && is_blank(t->s[b]))
				b++;
			put(out, ' ', t->src[l[j - 1].e]);
			put_run(out, t, b, l[j].e - b);
			*changed = 1;
		}
		if (l[j].e < t->len)
			put(out, '\n', t->src[l[j].e]);
		i = j;
	}
	free(l);
}

/* A command's options wrapped onto the lines after it (see above); a
 * piece ending in the shell's '\\' is the last joined: the lines after it
 * are the shell's continuation, read as such. */
static int cmd_piece(const char *s, size_t n, size_t ib, size_t ie, size_t pb,
		     size_t pe, size_t b, size_t e, size_t peeled)
{
	(void)n;
	(void)peeled;
	/* (an empty line before: no byte before its end to look at) */
	return e > b && !is_blank(s[b]) && pe > pb && s[pe - 1] != '\\' &&
	       ie > ib && tool_command(s, ib, ie) && s[ie - 1] != '\\' &&
	       options_line(s, b, e);
}

static void pass_cmdwrap(const struct nb *t, struct nb *out, int *changed)
{
	pass_join(t, out, changed, cmd_piece);
}

/* ---- fio's own lines wrapped with a shell's '\' ------------------------- */

/*
 * Whether line [b, e) is a line of fio's output that its author wrapped
 * as a shell command is, a '\' after a blank or a ',' ending it: "NAME:
 * key=" or "NAME: (key=" before the first '=', the key lowercase as fio's
 * ("random-write: (g=0): rw=randwrite, bs=(R) 4096B-4096B, (W) 4096B-4096B, (T)
 * \", "  bw ( KiB/s): min=16406, ..., avg=41176.64, \", "  WRITE: bw=39.3MiB/s
 * ...,
 * \", "  dm-1: ios=2381/631516, ...,\"), no command of a tool nor its
 * options ("--numjobs=1 ... \": continued_command() joins those).
 */
static int fio_bs_wrapped(const char *s, size_t b, size_t e)
{
	size_t c, k;

	if (e - b < 8 || s[e - 1] != '\\' ||
	    !(is_blank(s[e - 2]) || s[e - 2] == ','))
		return 0;
	for (c = b; c < e && s[c] != ':' && s[c] != '='; c++)
		;
	if (c + 2 >= e || s[c] != ':' || !is_blank(s[c + 1]))
		return 0;
	for (k = c + 1; k < e && is_blank(s[k]); k++)
		;
	if (k < e && s[k] == '(')
		k++;
	if (k >= e || !(s[k] >= 'a' && s[k] <= 'z'))
		return 0;
	while (k < e && ((s[k] >= 'a' && s[k] <= 'z') || s[k] == '_'))
		k++;
	return k < e && s[k] == '=' && !tool_command(s, b, e);
}

/* The next line [b, e) goes on fio's line [ib, ie) that ended (its last
 * piece [pb, pe)) in a '\': 2, the '\' to drop. */
static int fio_bs_piece(const char *s, size_t n, size_t ib, size_t ie,
			size_t pb, size_t pe, size_t b, size_t e, size_t peeled)
{
	size_t f = b;

	(void)n;
	(void)peeled;
	while (f < e && is_blank(s[f]))
		f++;
	if (f == e || s[f] == '-' || pe - pb < 2 || s[pe - 1] != '\\' ||
	    !(is_blank(s[pe - 2]) || s[pe - 2] == ','))
		return 0;
	return fio_bs_wrapped(s, ib, ie) ? 2 : 0;
}

static void pass_fio_bswrap(const struct nb *t, struct nb *out, int *changed)
{
	if (memmem(t->s, t->len, "\\\n", 2))
		pass_join(t, out, changed, fio_bs_piece);
}

/* ---- an output's line wrapped by a mail client -------------------------- */

/*
 * A mail client wraps a long line at the last space before its width (72
 * to 78 columns): the rest starts the next line at column 0.  In an output
 * whose lines are indented (fio's, hdparm's, CrystalDiskMark's), a line at
 * column 0 right under an indented line of MAILWRAP_MIN characters or more,
 * whose first word would not have fit on that line within MAILWRAP_WIDTH
 * columns, is that line's end: " Timing cached reads:   1024 MB in  2.00
 * seconds = 512.05" over "MB/sec", the output indented again after it
 * (the piece shorter than the line).
 * A piece that starts with a digit under a line that ends with one is left
 * (a cut inside a number as likely).  Only a piece that starts with a letter,
 * a digit, '(' or ">=" and is no heading ("name:" among its first words,
 * or ':' last) is taken back.
 */
#define MAILWRAP_MIN   56
#define MAILWRAP_WIDTH 72
#define MAILWRAP_MAX   78 /* no mail client wraps wider (80: a terminal) */

/*
 * Whether the line [b, e) is something else a person pasted under an
 * output, never a wrapped piece of it: a question ("Any idea why?"), a
 * pager's marker ("(END)", "--More--(52%)"), a prompt alone
 * ("root@server:~#", "[root@db1 ~]$") or with its next command (a host's
 * alone too: "psuedomode:/mnt# hdparm -t /dev/sda"), `time`'s lines
 * (a tab: no mail client makes one).
 */
static int pasted_after(const char *s, size_t b, size_t e)
{
	char host[64];

	if (b >= e || memchr(s + b, '\t', e - b) || s[e - 1] == '?')
		return 1;
	if ((e - b == 5 && !memcmp(s + b, "(END)", 5)) ||
	    (e - b >= 8 && !memcmp(s + b, "--More--", 8)))
		return 1;
	if (prompt_len(s, b, e) ||
	    ingest_host_path_prompt(s + b, e - b, host, sizeof(host)))
		return 1; /* a prompt and the next command ("nada:~# hdparm") */
	return (s[e - 1] == '$' || s[e - 1] == '#') &&
	       (memchr(s + b, '@', e - b) || s[b] == '[');
}

static int mailwrap_piece(const char *s, size_t b, size_t e)
{
	size_t w = b;

	if (pasted_after(s, b, e))
		return 0;

	/* ">=64=0.0%": fio's last bucket */
	if (b >= e || !(isalnum((unsigned char)s[b]) || s[b] == '(' ||
			(s[b] == '>' && b + 1 < e && s[b + 1] == '=')))
		return 0;
	/* a heading among its first three words: "All clients: (groupid" */
	for (int k = 0; k < 3 && w < e; k++) {
		while (w < e && !is_blank(s[w]))
			w++;
		if (s[w - 1] == ':')
			return 0;
		while (w < e && is_blank(s[w]))
			w++;
	}
	return s[e - 1] != ':';
}

/* A piece at column 0 that ends the indented line above it (see above). */
static int mail_piece(const char *s, size_t n, size_t ib, size_t ie, size_t pb,
		      size_t pe, size_t b, size_t e, size_t peeled)
{
	size_t lc, w = b;

	(void)ie;
	if (pe == pb || !is_blank(s[ib]) || is_blank(s[pe - 1]))
		return 0;
	/* the line as the mail client had it: "> > " and all */
	lc = chars_of(s, pb, pe) + peeled;
	if (lc < MAILWRAP_MIN || lc > MAILWRAP_MAX || !mailwrap_piece(s, b, e))
		return 0;
	while (w < e && !is_blank(s[w]))
		w++;
	return lc + 1 + chars_of(s, b, w) > MAILWRAP_WIDTH &&
	       chars_of(s, b, e) < lc &&
	       !(e + 1 < n && s[e + 1] != '\n' && !is_blank(s[e + 1])) &&
	       !(isdigit((unsigned char)s[pe - 1]) &&
		 isdigit((unsigned char)s[b]));
}

/*
 * Whether a line of t (as given: its peeled quote counted) runs past
 * MAILWRAP_MAX columns with a space it could have been wrapped at: no
 * mail client wrapped this text.  A long word alone (a URL) is no sign.
 */
static int unwrapped_line(const struct nb *t)
{
	for (size_t b = 0; b < t->len;) {
		const char *nl = memchr(t->s + b, '\n', t->len - b);
		size_t e = nl ? (size_t)(nl - t->s) : t->len;
		size_t col = peeled_before(t, b);

		for (size_t i = b; i < e; i++) {
			col += ((unsigned char)t->s[i] & 0xC0) != 0x80;
			if (col > MAILWRAP_MAX)
				break;
			if (is_blank(t->s[i]) && i > b &&
			    !is_blank(t->s[i - 1]))
				if (chars_of(t->s, i, e) + col >
				    MAILWRAP_MAX + 1)
					return 1;
		}
		b = e + 1;
	}
	return 0;
}

/*
 * A text that holds a line no mail client would have left (fio's group
 * summary, 100 columns and more) was not wrapped by one: what stands under
 * an output's last line (a question, "Thanks in advance.", a prompt) is
 * no piece of it.
 */
static void pass_mailwrap(const struct nb *t, struct nb *out, int *changed)
{
	if (unwrapped_line(t)) {
		put_run(out, t, 0, t->len);
		return;
	}
	pass_join(t, out, changed, mail_piece);
}

/* ---- trailing spaces ---------------------------------------------------- */

/*
 * Spaces at a line's end: a terminal's padding, a web page's no-break
 * space after the last word, Markdown's two-space line break; and a note
 * a person added after the text with an arrow (arrow_note()).  They mean
 * nothing in any output and hide a line's last character ("Bonjour,  ")
 * from whoever looks at it: dropped after the terminal-wrap join (it
 * counts the characters of lines as they were), before the mail-wrap
 * joins (a format=flowed mail's soft break is a space at the line's end).
 */
/*
 * Whether an arrow a person wrote after a line's text starts at j ("<--
 * before tuning", "<== the new disk", "\u2190 slow"): "<-" or "<==" (more
 * dashes or equals signs may follow) or U+2190, then a space or the line's
 * end.  No tool prints one; "<=" alone compares.
 */
static int arrow_note(const char *s, size_t n, size_t j)
{
	size_t k = j, b = j;

	/* tail's header "==> /dev/nvme0n1 <==" closes what it opened */
	while (b > 0 && s[b - 1] != '\n')
		b--;
	while (b < j && is_blank(s[b]))
		b++;
	if (j - b >= 4 && !memcmp(s + b, "==> ", 4))
		return 0;

	if (k + 3 <= n && !memcmp(s + k, "\xe2\x86\x90", 3)) {
		k += 3;
	} else if (k + 2 <= n && s[k] == '<' &&
		   (s[k + 1] == '-' || s[k + 1] == '=')) {
		k += 2;
		while (k < n && s[k] == s[j + 1])
			k++;
		if (s[j + 1] == '=' && k - j < 3)
			return 0; /* "p99 <= 2 ms" compares */
	} else {
		return 0;
	}
	return k == n || s[k] == ' ' || s[k] == '\n';
}

/*
 * Whether text a (an bytes: a line so far, blanks after it) is a fio
 * command running a job file ("fio x.fio", "$ sudo fio --runtime 30
 * sync-r-ssd.ini") and the comment at c (cn bytes, its '#' first) starts
 * with a figure ("#  2.3 ms"): a result noted after the command.
 */
static int fio_job_figure_note(const char *a, size_t an, const char *c,
			       size_t cn)
{
	size_t k = 1;

	while (an && a[an - 1] == ' ')
		an--;
	if (an > 2 && a[0] == '$' && a[1] == ' ')
		a += 2, an -= 2;
	if (an > 5 && !memcmp(a, "sudo ", 5))
		a += 5, an -= 5;
	if (an < 9 || memcmp(a, "fio ", 4))
		return 0;
	if (memcmp(a + an - 4, ".fio", 4) && memcmp(a + an - 4, ".ini", 4) &&
	    memcmp(a + an - 4, ".job", 4) && memcmp(a + an - 4, ".cfg", 4))
		return 0;
	while (k < cn && c[k] == ' ')
		k++;
	return k < cn && is_digit(c[k]);
}

/*
 * Whether a shell comment a person added after a line's text starts at j
 * ("429 MB/s   # before tuning", "dd ... bs=1M  # the write test"): '#'
 * then a space, two spaces or more after text with a digit in it (a
 * figure, an option; "5 # of runs" is prose), with
 * no '|' after it on the line (a table's cell).  No tool's output has
 * one; "issue #12" and "C#" are no comments, and a root prompt
 * ("root@bsd:~ # dd if=...", no digit before it) is the prompts' pass's.
 * A note after fio's "Run status group N (all jobs):" stays: it names
 * the group's job.
 */
static int hash_note(const struct nb *out, const char *s, size_t n, size_t j)
{
	const char *nl;
	int digit = 0;

	size_t ls = out->len;

	if (j + 1 >= n || s[j] != '#' || s[j + 1] != ' ')
		return 0;
	while (ls > 0 && out->s[ls - 1] != '\n')
		digit |= is_digit(out->s[--ls]);
	while (ls < out->len && out->s[ls] == ' ')
		ls++;
	/* "Run status group 2 (all jobs):  # psync" names the group's job:
	 * fio's reader takes that note (fio_text.c, group_note) */
	if (out->len - ls > 16 && !memcmp(out->s + ls, "Run status group", 16))
		return 0;
	/* "sudo fio --runtime 30 sync-r-ssd.ini   #  2.3 ms": a figure
	 * noted after a fio command running a job file is that command's
	 * result (doctext.c, cc_line()) */
	if (fio_job_figure_note(out->s + ls, out->len - ls, s + j, n - j))
		return 0;
	nl = memchr(s + j, '\n', n - j);
	return digit &&
	       !memchr(s + j, '|', (size_t)((nl ? nl : s + n) - (s + j)));
}

static void pass_trailing(const struct nb *t, struct nb *out, int *changed)
{
	size_t i = 0;

	while (i < t->len) {
		size_t j = i;

		if (t->s[i] != ' ') {
			put(out, t->s[i], t->src[i]);
			i++;
			continue;
		}
		while (j < t->len && t->s[j] == ' ')
			j++;
		if (out->len && out->s[out->len - 1] != '\n' &&
		    (arrow_note(t->s, t->len, j) ||
		     (j - i >= 2 && hash_note(out, t->s, t->len, j)))) {
			/* a note after the text: "429 MB/s   <-- before" */
			while (j < t->len && t->s[j] != '\n')
				j++;
			*changed = 1;
		} else if (j == t->len || t->s[j] == '\n') {
			*changed = 1;
		} else {
			for (size_t k = i; k < j; k++)
				put(out, t->s[k], t->src[k]);
		}
		i = j;
	}
}

/*
 * A label a log collector puts before every line it relays: docker
 * compose's "bench-1  | ", kubectl's "[pod/fio-7d9f8/fio] ", pdsh's
 * "db1: ".  The first line's text up to its first "| ", "] " or "> " (or
 * ": " after one word) within LABEL_MAX bytes, with a letter or digit in
 * it, is peeled when every line that holds something starts with it (a
 * line of the label alone is the relayed empty line), over three lines or
 * more.  Peeled once a round: "[2024-...] bench-1 | " goes in two.
 */
#define LABEL_MAX 48

/* The label at line [b, e) (see above): its length, or 0. */
static size_t label_len(const char *s, size_t b, size_t e)
{
	int alnum = 0, spaced = 0;
	static const char *const levels[] = {
	    "DEBUG:", "INFO:", "WARNING:", "ERROR:", NULL};

	/* Python logging's default "INFO:root:": a level, a logger's name,
	 * the message glued to its colon */
	for (size_t k = 0; levels[k]; k++) {
		size_t m = strlen(levels[k]), i = b + m;

		if (e - b <= m || memcmp(s + b, levels[k], m))
			continue;
		while (i < e && i - b < LABEL_MAX &&
		       (isalnum((unsigned char)s[i]) || s[i] == '_' ||
			s[i] == '.'))
			i++;
		if (i > b + m && i < e && s[i] == ':')
			return i + 1 - b + (i + 1 < e && s[i + 1] == ' ');
	}

	for (size_t i = b; i < e && i - b < LABEL_MAX; i++) {
		char c = s[i];

		alnum |= isalnum((unsigned char)c) != 0;
		spaced |= is_blank(c);
		if ((c == '|' || c == ']' || c == '>' ||
		     (c == ':' && !spaced)) &&
		    i > b && (i + 1 == e || s[i + 1] == ' '))
			return alnum ? i + 1 - b + (i + 1 < e) : 0;
	}
	return 0;
}

/* Whether line [b, e) starts with the label lab (n bytes), or is it alone
 * without its last space. */
static int has_label(const char *s, size_t b, size_t e, const char *lab,
		     size_t n)
{
	if (e - b >= n && !memcmp(s + b, lab, n))
		return 1;
	return e - b + 1 == n && lab[n - 1] == ' ' &&
	       !memcmp(s + b, lab, n - 1);
}

/* ---- a figure's unit wrapped onto a line of its own --------------------- */

/*
 * A mail client (or a forum's narrow box) wraps a long output line at a
 * word boundary, leaving its last figure's unit, or the figure and its
 * unit, alone on the next line: "Timing cached reads: 24578 MB in  1.99
 * seconds = 12352.84" / "MB/sec", "Children see throughput for 1 initial
 * writers  =" / "302980.50 kB/sec", "... [    539.0 IOPS] <" / "14812.14
 * us>".  Such a tail is never a line of its own in any tool's output.
 */
static const char *const tail_units[] = {
    "us>",  "MB/sec", "kB/sec", "KB/sec", "GB/sec", "MB/s",    "GB/s", "kB/s",
    "KB/s", "MiB/s",  "GiB/s",	"KiB/s",  "IOPS]",  "ops/sec", "kB",   "KB",
};

/* Whether [b, e) ends with one of tail_units after blanks trimmed; its
 * start in *u. */
static int tail_unit_end(const char *s, size_t b, size_t e, size_t *u)
{
	while (e > b && is_blank(s[e - 1]))
		e--;
	for (size_t k = 0; k < sizeof(tail_units) / sizeof(*tail_units); k++) {
		size_t n = strlen(tail_units[k]);

		if (e - b >= n && !memcmp(s + e - n, tail_units[k], n)) {
			*u = e - n;
			return 1;
		}
	}
	return 0;
}

/*
 * Whether the line [b, e) is the wrapped tail of the line [pb, pe) before
 * it: a unit alone after a line ending in a digit; a figure and its unit
 * after a line ending in '=', '<' or '['; "[ N IOPS] ..." after "MB/s";
 * "< N us>" after "IOPS]".  The line before is long (a wrap happens
 * there), the tail short.
 */
static int wrapped_tail(const char *s, size_t pb, size_t pe, size_t b, size_t e)
{
	size_t u, q;
	char last, first;

	while (b < e && is_blank(s[b]))
		b++;
	while (e > b && is_blank(s[e - 1]))
		e--;
	while (pe > pb && is_blank(s[pe - 1]))
		pe--;
	if (e - b < 2 || e - b > 40 || pe - pb < 40 ||
	    !tail_unit_end(s, b, e, &u))
		return 0;
	last = s[pe - 1];
	first = s[b];
	if (u == b) /* the unit alone */
		return is_digit(last);
	if (first == '[')
		return last == 's' && pe - pb >= 4 &&
		       !memcmp(s + pe - 4, "MB/s", 4) &&
		       memchr(s + b, ']', e - b) != NULL;
	if (first == '<')
		return last == ']' && pe - pb >= 5 &&
		       !memcmp(s + pe - 5, "IOPS]", 5);
	/* a figure, blanks, the unit */
	for (q = b; q < u && (is_digit(s[q]) || s[q] == '.' || s[q] == ',');
	     q++)
		;
	if (q == b)
		return 0;
	while (q < u && is_blank(s[q]))
		q++;
	return q == u && (last == '=' || last == '<' || last == '[');
}

/* A wrapped tail of the line before it; never of a line already
 * joined. */
static int tail_piece(const char *s, size_t n, size_t ib, size_t ie, size_t pb,
		      size_t pe, size_t b, size_t e, size_t peeled)
{
	(void)n;
	(void)peeled;
	(void)ie;
	return pb == ib && wrapped_tail(s, pb, pe, b, e);
}

static void pass_tails(const struct nb *t, struct nb *out, int *changed)
{
	pass_join(t, out, changed, tail_piece);
}

/* ---- a rate cut by a mail client's re-wrap, more text after it --------- */

/*
 * A mail client that re-wraps a quoted output to its width cuts a line
 * inside its rate and fills the next line up with what came after it:
 * "Timing cached reads: 168 MB in 2.01 seconds = 83.58" over "MB/sec
 * Timing buffered disk reads: 44 MB in 3.12 seconds =" over "14.10 MB/sec
 * on 2.6:".  The rate's rest (its unit, or its figure and unit) goes back
 * on the cut line, and what follows it starts a line of its own (the next
 * timing, which may be cut in turn, or a caption).  Only lines quoted as
 * deeply (as many bytes peeled); only a rate cut after hdparm's "N MB in
 * T seconds =" or dd's "copied, T s,", or after the rate's figure.
 */

/* The end of a rate unit at s[k] ("MB/sec", "kB/s", "MiB/s", "B/s"),
 * or k when none. */
static size_t rate_unit_end(const char *s, size_t k, size_t e)
{
	size_t u = k;

	if (u < e && strchr("kKMGT", s[u]))
		u++;
	if (u < e && s[u] == 'i' && u > k)
		u++;
	if (u + 2 >= e || s[u] != 'B' || s[u + 1] != '/' || s[u + 2] != 's')
		return k;
	u += 3;
	if (u + 2 <= e && !memcmp(s + u, "ec", 2))
		u += 2;
	return u < e && !is_blank(s[u]) ? k : u;
}

/*
 * How the line [b, e) ends inside a rate: 1 right after hdparm's
 * "seconds =" or dd's "copied, T s," (the figure and unit on the next
 * line), 2 after the rate's figure (its unit there), 0 not in a rate.
 */
static int rate_cut_at(const char *s, size_t b, size_t e)
{
	size_t k, f;

	while (e > b && is_blank(s[e - 1]))
		e--;
	if (e - b < 20)
		return 0;
	k = e;
	while (k > b && (is_digit(s[k - 1]) || s[k - 1] == '.'))
		k--;
	f = k;
	if (k < e && (!is_digit(s[k]) || !is_digit(s[e - 1])))
		return 0;
	while (k > b && is_blank(s[k - 1]))
		k--;
	if (k > b && s[k - 1] == '=') {
		/* hdparm: "N MB in T seconds =" */
		k--;
		while (k > b && is_blank(s[k - 1]))
			k--;
		if (k - b < 7 || memcmp(s + k - 7, "seconds", 7) ||
		    !memmem(s + b, k - b, " MB in ", 7))
			return 0;
		return f < e ? 2 : 1;
	}
	if (k > b && s[k - 1] == ',') {
		/* dd: "bytes (1.1 GB) copied, 2.5 s," */
		k--;
		if (k == b || s[k - 1] != 's' ||
		    !memmem(s + b, k - b, "copied, ", 8))
			return 0;
		return f < e ? 2 : 1;
	}
	return 0;
}

/*
 * The rest of a rate cut as kind says (rate_cut_at()) at the start of
 * line [b, e): its end, 0 when the line does not start with it; *q gets
 * where it starts, *r where the text after it starts (e: none).
 */
static size_t rate_rest(const char *s, size_t b, size_t e, int kind, size_t *q,
			size_t *r)
{
	size_t k = b, u;

	while (k < e && is_blank(s[k]))
		k++;
	*q = k;
	if (kind == 1) {
		size_t d = k;

		while (k < e && (is_digit(s[k]) || s[k] == '.'))
			k++;
		if (k == d || !is_digit(s[d]) || !is_digit(s[k - 1]))
			return 0;
		while (k < e && is_blank(s[k]))
			k++;
	}
	u = rate_unit_end(s, k, e);
	if (u == k)
		return 0;
	for (*r = u; *r < e && is_blank(s[*r]);)
		(*r)++;
	return u;
}

static void pass_cutrate(const struct nb *t, struct nb *out, int *changed)
{
	size_t nl, q, r, u;
	struct line *l = split_lines(t, &nl);

	if (!l)
		return;
	for (size_t i = 0; i < nl; i++) {
		size_t j = i, cb = l[i].b, ce = l[i].e;
		size_t peel = peeled_before(t, l[i].b);
		int kind;

		while (j + 1 < nl && (kind = rate_cut_at(t->s, cb, ce)) &&
		       peeled_before(t, l[j + 1].b) == peel &&
		       (u = rate_rest(t->s, l[j + 1].b, l[j + 1].e, kind, &q,
				      &r))) {
			while (ce > cb && is_blank(t->s[ce - 1]))
				ce--;
			put_run(out, t, cb, ce - cb);
			put(out, ' ', t->src[l[j].e]);
			put_run(out, t, q, u - q);
			*changed = 1;
			j++;
			cb = ce = l[j].e;
			if (r < l[j].e) {
				/* what followed the rate: a line of its own */
				put(out, '\n', t->src[u]);
				cb = r;
			}
		}
		put_run(out, t, cb, ce - cb);
		if (l[j].e < t->len)
			put(out, '\n', t->src[l[j].e]);
		i = j;
	}
	free(l);
}

/* Whether the line [b, e) may hold the rest of a rate cut at the end of
 * the line before it, from pb (pass_cutrate()). */
static int cutrate_here(const char *s, size_t pb, size_t b, size_t e)
{
	size_t q, r;
	int kind;

	if (pb == SIZE_MAX || b - pb < 21 || b >= e ||
	    !strchr("=,0123456789 ", s[b - 2]))
		return 0;
	kind = rate_cut_at(s, pb, b - 1);
	return kind && rate_rest(s, b, e, kind, &q, &r);
}

/* ---- double-spaced text ------------------------------------------------ */

/*
 * Text copied from a web page that set each line in a paragraph of its own
 * (blog editors such as Naver's and Tistory's, a migrated post): every line
 * of an output comes with an empty line after it, and the output's own
 * empty lines come as two or more.  A run of at least DOUBLED_MIN lines
 * of an output (doubled_line(): not a flattened paragraph's prose), each
 * from the next by exactly one empty line, has those empty lines dropped; empty
 * lines two or more in a row stay (as they are: they were the output's).  In a
 * Markdown text only runs inside one fenced block are: its paragraphs are
 * lines between empty lines.
 */
#define DOUBLED_MIN   4
#define DOUBLED_WIDTH 160

/*
 * Whether s[b, e) may be a line of a double-spaced run: an output's line,
 * short, or a record of many fields (fio's terse lines) or a command of
 * many options (" --name=..."), not prose.
 */
/*
 * Whether s[b, e) reads as a sentence: eight words or more (runs of two
 * letters or more; in CJK scripts, which have no spaces, four characters
 * a word) and three times as many words as numbers.  An output's line
 * has its numbers ("1024+0 записа получени 1024+0 записа изпратени ...
 * 15,4992 s, 69,3 MB/s"); a paragraph of a machine-translated page
 * between two of them does not, and keeps the empty lines around it.
 */
static int prose_line(const char *s, size_t b, size_t e)
{
	size_t words = 0, numbers = 0, run = 0, cjk = 0;

	for (size_t i = b; i <= e; i++) {
		unsigned char c = i < e ? (unsigned char)s[i] : ' ';
		int letter = isalpha(c) || c >= 0x80;

		/* a CJK character: lead byte of U+3000..U+9FFF, U+AC00.. */
		if (c >= 0xe3 && c <= 0xed)
			cjk++;
		if (letter) {
			/* a character, not a continuation byte */
			run += (c & 0xc0) != 0x80;
			continue;
		}
		if (run >= 2)
			words++;
		run = 0;
		if (isdigit(c) && (i == b || !isdigit((unsigned char)s[i - 1])))
			numbers++;
	}
	words += cjk / 4;
	/* a command's options ("if=/dev/zero of=tempfile bs=1M") are words
	 * of no sentence */
	return words >= 8 && words >= 3 * numbers && !memchr(s + b, '=', e - b);
}

static int doubled_line(const char *s, size_t b, size_t e)
{
	size_t seps = 0;
	int marks;

	/* (an empty line at the text's end: s[b] is past it) */
	if (blank_line(s, b, e) || prose_line(s, b, e))
		return 0;
	marks = is_blank(s[b]);
	/* an output's line has a figure, an indentation or a mark of its
	 * layout; a title ("Data volume (sdb)") has none: the empty lines
	 * around it stay, it heads what follows */
	for (size_t i = b; i < e && !marks; i++)
		marks = isdigit((unsigned char)s[i]) ||
			strchr("=|;:[]%/<>", s[i]) != NULL;
	if (!marks)
		return 0;
	/* a caption ("The result looks like this:", "Результат роботи
	 * команди буде приблизно таким:"): at column 0, ending in a colon,
	 * with no figure, path or option; not "Disk stats (read/write):" */
	if (!is_blank(s[b]) &&
	    (s[e - 1] == ':' ||
	     (e - b >= 3 && !memcmp(s + e - 3, "\xef\xbc\x9a", 3)))) {
		size_t i = b;

		while (i < e && !isdigit((unsigned char)s[i]) && s[i] != '/' &&
		       s[i] != '=')
			i++;
		if (i == e)
			return 0;
	}
	if (chars_of(s, b, e) <= DOUBLED_WIDTH)
		return 1;
	for (size_t i = b; i + 1 < e && seps < 16; i++) {
		if (s[i] == ';' || s[i] == '\t')
			seps++;
		else if (s[i] == '-' && s[i + 1] == '-' && i > b &&
			 s[i - 1] == ' ')
			seps += 4;
	}
	return seps >= 16;
}

/* Whether s[b, e) is a line of Markdown's own: 2 a fence, 1 a heading,
 * indented three spaces at most; else 0. */
static int markdown_line(const char *s, size_t b, size_t e)
{
	size_t k = b, h;

	/* Markdown's own lines are indented three spaces at most */
	while (k < e && k - b < 4 && s[k] == ' ')
		k++;
	if (k - b > 3)
		return 0;
	if (e - k >= 3 &&
	    (!memcmp(s + k, "```", 3) || !memcmp(s + k, "~~~", 3)))
		return 2;
	for (h = k; h < e && s[h] == '#'; h++)
		;
	if (h == k || h - k > 6 || h + 1 >= e || s[h] != ' ')
		return 0;
	/* a heading's first word is capitalized, numbered or in another
	 * script; "# cryptsetup status", "# dd if=..." are a root prompt's
	 * commands */
	h++;
	return isupper((unsigned char)s[h]) || isdigit((unsigned char)s[h]) ||
	       (unsigned char)s[h] >= 0x80;
}

/* Whether s[b, e), beside a double-spaced run, is a line of text: not
 * empty, no fence of a code block. */
static int glued_line(const char *s, size_t b, size_t e)
{
	return !blank_line(s, b, e) && markdown_line(s, b, e) != 2;
}

/* Drop the empty lines of double-spaced runs of t (see above) into out. */
static void pass_doubled(const struct nb *t, struct nb *out, int *changed)
{
	size_t nl, *drop, *fence;
	struct line *l = split_lines(t, &nl);
	int any = 0, markdown = 0;

	if (!l)
		return;
	/* drop[k]: line k is an empty line inside a run; in a Markdown text,
	 * fence[k]: which fenced block line k is in (0: none) */
	drop = calloc(nl ? nl : 1, sizeof(*drop));
	fence = calloc(nl ? nl : 1, sizeof(*fence));
	if (!drop || !fence) {
		free(drop);
		free(fence);
		free(l);
		return;
	}
	for (size_t i = 0, in = 0, blocks = 0; i < nl; i++) {
		int f = markdown_line(t->s, l[i].b, l[i].e);

		markdown |= f;
		if (f == 2) {
			in = in ? 0 : ++blocks;
			fence[i] = 0; /* the fence line itself: in no block */
		} else {
			fence[i] = in;
		}
	}
	for (size_t i = 0; i < nl;) {
		size_t j = i, lines = 0;

		/* the run from line i: full, empty, full, empty, ... full; in
		 * a Markdown text only inside one fenced block (a paragraph
		 * of Markdown is its lines between empty ones) */
		while (j < nl && doubled_line(t->s, l[j].b, l[j].e) &&
		       (!markdown || fence[j])) {
			lines++;
			if (j + 2 < nl &&
			    blank_line(t->s, l[j + 1].b, l[j + 1].e) &&
			    doubled_line(t->s, l[j + 2].b, l[j + 2].e) &&
			    fence[j + 2] == fence[j])
				j += 2;
			else
				break;
		}
		/* a double-spaced text has an empty line (or a fence) on
		 * each side of the run too; lines glued to both its ends say
		 * the empty lines are the output's own (hdparm's between two
		 * devices, a remark between two runs of a mail) */
		if (lines >= DOUBLED_MIN && i > 0 && j + 1 < nl &&
		    glued_line(t->s, l[i - 1].b, l[i - 1].e) &&
		    glued_line(t->s, l[j + 1].b, l[j + 1].e))
			lines = 0;
		if (lines >= DOUBLED_MIN) {
			for (size_t k = i + 1; k < j; k += 2)
				drop[k] = 1;
			any = 1;
		}
		i = j + 1;
	}
	if (any) {
		for (size_t i = 0; i < nl; i++) {
			if (drop[i])
				continue;
			put_run(out, t, l[i].b, l[i].e - l[i].b);
			if (l[i].e < t->len)
				put(out, '\n', t->src[l[i].e]);
		}
		*changed = 1;
	}
	free(drop);
	free(fence);
	free(l);
}

/* The fast path's view of double-spaced runs, a line at a time. */
struct doubled_scan {
	size_t run; /* full lines of the run so far */
	int after;  /* 0: after a full line, 1: after one empty line after
		       one, 2: neither */
};

/* Line s[b, e) seen: 1 when a double-spaced run is long enough. */
static inline int doubled_step(struct doubled_scan *d, const char *s, size_t b,
			       size_t e)
{
	/* a line starting with a character holds something */
	if (b == e || (is_blank(s[b]) && blank_line(s, b, e))) {
		if (d->after == 0) {
			d->after = 1;
		} else {
			d->after = 2;
			d->run = 0;
		}
		return 0;
	}
	d->run = d->after == 1 ? d->run + 1 : 1;
	d->after = 0;
	return d->run >= DOUBLED_MIN;
}

/*
 * Whether the 16 bytes at s hold a special byte (non-ASCII, CR, '&', '<',
 * '@'); *nl gets a mask with 8 bits set per newline, for the low and
 * high 8 bytes.
 */
static inline int scan16(const unsigned char *s, uint64_t nl[2], int json)
{
	v16 x, sp, n;
	uint64_t w[2];

	memcpy(&x, s, 16);
	/* a lone CR (fio's and dd's progress lines) stays as it is: only a
	 * CRLF needs work, found at its '\n' below (JSON: any CR) */
	sp = (v16)(x >= 0x80) | (v16)(x == '&') | (v16)(x == '<') |
	     (v16)(x == '@') | (v16)(x == '#') | (v16)(x == 0x1b) |
	     (v16)(x == '`');
	if (json)
		sp |= (v16)(x == '\r');
	memcpy(w, &sp, 16);
	if (w[0] | w[1])
		return 1;
	n = (v16)(x == '\n');
	memcpy(nl, &n, 16);
	return 0;
}

/* ---- a mail's raw quoted-printable body ------------------------------ */

static int qp_hex(char c)
{
	return (c >= '0' && c <= '9')	? c - '0'
	       : (c >= 'A' && c <= 'F') ? c - 'A' + 10
					: -1;
}

/* The quoted-printable stretches of a text, [from, to) each (qp_find()). */
#define QP_SPANS 8
struct qp_spans {
	size_t n;
	size_t from[QP_SPANS], to[QP_SPANS];
	/* the 8-bit charset each body's headers declare, its bytes read in
	 * (UTF8_CS_NONE: UTF-8, none or another) */
	enum utf8_charset cs[QP_SPANS];
};

/*
 * Where the part whose headers hold the line at h ends, when that header
 * block opens with a MIME boundary ("--Sig_x1", the boundary the message's
 * "Content-Type: multipart/...; boundary=Sig_x1" declares): the '\n'
 * before the next line that starts with that boundary (its closing
 * "--Sig_x1--" too), or n when none follows.  A header block of the
 * message itself (no boundary above it) runs to the end: n.
 */
static size_t mime_part_end(const char *s, size_t n, const char *h, size_t body)
{
	const char *b = h, *e, *q;
	size_t k;

	/* up over the header block's lines (folded ones too) */
	while (b > s + 1 && b[-1] == '\n' && b[-2] != '\n') {
		b--;
		while (b > s && b[-1] != '\n')
			b--;
	}
	if (s + n - b < 3 || b[0] != '-' || b[1] != '-')
		return n;
	e = memchr(b, '\n', (size_t)(h - b));
	if (!e)
		return n;
	while (e > b + 2 && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
		e--;
	k = (size_t)(e - b);
	/* a boundary the text declared ("boundary=Sig_x1"), not any "--" */
	if (k < 3 || !memmem(s, (size_t)(b - s), b + 2, k - 2))
		return n;
	for (q = s + body; (q = memmem(q, (size_t)(s + n - q), b, k)); q += k)
		if (q > s && q[-1] == '\n')
			return (size_t)(q - 1 - s);
	return n;
}

/* A MIME part's header line or boundary inside a mail body
 * ("Content-Type: text/plain; charset=UTF-8", "--Apple-Mail=_..."): its
 * '=' are no escapes. */
static int mime_line(const char *p, const char *s)
{
	while (p > s && p[-1] != '\n')
		p--;
	return !strncasecmp(p, "Content-", 8) || !strncmp(p, "--", 2);
}

/*
 * The 8-bit charset the header block holding the line at h (its blank
 * line at body) declares ("Content-Type: text/plain;
 * charset=\"iso-8859-1\"", folded or not): utf8_charset_named().
 */
static enum utf8_charset qp_charset(const char *s, const char *h, size_t body)
{
	const char *b = h, *c, *e = s + body, *v;
	size_t l = 0;

	/* up to the header block's first line */
	while (b > s + 1 && !(b[-1] == '\n' && b[-2] == '\n'))
		b--;
	if (b == s + 1)
		b = s;
	c = text_find_nocase(b, (size_t)(e - b), "charset=", 8);
	if (!c)
		return UTF8_CS_NONE;
	v = c + 8;
	if (v < e && (*v == '"' || *v == '\''))
		v++;
	while (v + l < e &&
	       (isalnum((unsigned char)v[l]) || v[l] == '-' || v[l] == '_'))
		l++;
	return utf8_charset_named(v, l);
}

/*
 * Whether [from, to) of s is a declared quoted-printable body: every '='
 * an escape, a soft break or a MIME line's own (mime_line()), one escape
 * or soft break at least.
 */
static int qp_declared_body(const char *s, size_t from, size_t to)
{
	const char *p, *e = s + to;
	size_t seen = 0;

	for (p = memchr(s + from, '=', to - from); p;) {
		size_t r = (size_t)(e - p);

		if (r >= 2 && p[1] == '\n')
			seen++;
		else if (r >= 3 && p[1] == '\r' && p[2] == '\n')
			seen++;
		else if (r >= 3 && qp_hex(p[1]) >= 0 && qp_hex(p[2]) >= 0)
			seen++;
		else if (!mime_line(p, s))
			return 0;
		p = r > 1 ? memchr(p + 1, '=', r - 1) : NULL;
	}
	return seen > 0;
}

/*
 * The bodies a raw mail declares quoted-printable (a mailing list
 * archive's raw view, headers and all): each after the blank line that
 * ends a header block holding "Content-Transfer-Encoding:
 * quoted-printable", up to the end, or, in a MIME part (multipart/signed,
 * /mixed, /alternative), up to the part's next boundary: the other parts
 * (a PGP signature's base64 '=') are no part of it.  Adds to sp the
 * bodies whose '=' are all escapes; returns how many the text declares.
 */
static size_t qp_declared(const char *s, size_t n, struct qp_spans *sp)
{
	static const char cte[] = "Content-Transfer-Encoding:";
	size_t m = n < 64 * 1024 ? n : 64 * 1024, k = sizeof(cte) - 1;
	size_t found = 0, from, to;
	const char *q = s, *h, *b;

	/* the encoding's name first, rare in any other text, in any case:
	 * MIME's names and values are case-insensitive (RFC 2045), Pine
	 * writes "QUOTED-PRINTABLE", some clients "Quoted-Printable"
	 * (text_find_nocase(): by a memchr of its rarest byte) */
	while ((q = text_find_nocase(q, (size_t)(s + m - q), "quoted-printable",
				     16))) {
		h = q;
		while (h > s && h[-1] != '\n')
			h--;
		q += 16;
		if ((size_t)(q - 16 - h) < k || strncasecmp(h, cte, k))
			continue;
		b = memmem(q, (size_t)(s + n - q), "\n\n", 2);
		if (!b)
			break;
		found++;
		from = (size_t)(b + 2 - s);
		to = mime_part_end(s, n, h, from);
		if (sp->n < QP_SPANS && qp_declared_body(s, from, to)) {
			sp->cs[sp->n] = qp_charset(s, h, from);
			sp->from[sp->n] = from;
			sp->to[sp->n++] = to;
		}
		if (to >= m)
			break;
		q = s + to;
	}
	return found;
}

/*
 * The quoted-printable stretches of s (n bytes) (RFC 2045), a mail body
 * as a mail client's "show original" or an archive's raw view gives it:
 * every '=' of the text is written "=3D", other bytes "=XX", and a line
 * longer than the wire allows ends in a soft break '='.  Without headers,
 * only a text whose every '=' starts such an escape or soft break, with
 * "=3D" at least twice, is taken for one: an output's own '=' ("IOPS=9447",
 * "bs=4k") never is.  A raw mail whose headers declare the encoding (its
 * own or a MIME part's) is judged by each body so declared (its headers'
 * and MIME lines' '=' are their own), one escape or soft break being
 * enough.  Fills sp; returns how many stretches (0 when none).
 */
static size_t qp_find(const char *s, size_t n, struct qp_spans *sp)
{
	size_t eq3d = 0;
	const char *p;

	sp->n = 0;
	if (qp_declared(s, n, sp))
		return sp->n;
	p = n > 2 ? memchr(s + 2, 'D', n - 2) : NULL;
	/* "=3D" found by its 'D', rare in outputs, before any '=' is
	 * looked at */
	while (p && !(p[-2] == '=' && p[-1] == '3'))
		p = p + 1 < s + n ? memchr(p + 1, 'D', (size_t)(s + n - p - 1))
				  : NULL;
	if (!p)
		return 0;
	for (p = memchr(s, '=', n); p;) {
		size_t r = (size_t)(s + n - p);

		if (r >= 2 && p[1] == '\n') {
			/* soft break */
		} else if (r >= 3 && p[1] == '\r' && p[2] == '\n') {
			/* soft break, CRLF */
		} else if (r >= 3 && qp_hex(p[1]) >= 0 && qp_hex(p[2]) >= 0) {
			eq3d += p[1] == '3' && p[2] == 'D';
		} else {
			return 0;
		}
		p = r > 1 ? memchr(p + 1, '=', r - 1) : NULL;
	}
	if (eq3d < 2)
		return 0;
	sp->from[0] = 0;
	sp->to[0] = n;
	sp->cs[0] = UTF8_CS_NONE;
	sp->n = 1;
	return 1;
}

/* Decode in[from, to), quoted-printable, onto out: each "=XX" its byte,
 * from the '=', soft breaks gone; each byte of 0x80 and up read in charset
 * cs (UTF8_CS_NONE: as it is). */
static void qp_decode(const struct nb *in, struct nb *out, size_t from,
		      size_t to, enum utf8_charset cs)
{
	for (size_t i = from; i < to; i++) {
		uint32_t src = in->src[i];
		unsigned char c = (unsigned char)in->s[i];
		char o[4];
		size_t k;

		if (c == '=' && i + 1 < to && in->s[i + 1] == '\n') {
			i++;
			continue;
		}
		if (c == '=' && i + 2 < to && qp_hex(in->s[i + 1]) >= 0 &&
		    qp_hex(in->s[i + 2]) >= 0) {
			c = (unsigned char)(qp_hex(in->s[i + 1]) << 4 |
					    qp_hex(in->s[i + 2]));
			i += 2;
		}
		if (c < 0x80 || cs == UTF8_CS_NONE) {
			put(out, (char)c, src);
			continue;
		}
		k = utf8_encode(utf8_cp_of_byte(cs, c), o);
		for (size_t j = 0; j < k; j++)
			put(out, o[j], src);
	}
}

/* Whether s[from, to) is all well-formed UTF-8. */
static int utf8_span(const char *s, size_t from, size_t to)
{
	for (size_t i = from, k; i < to; i += k) {
		k = utf8_valid(s + i, to - i);
		if (!k)
			return 0;
	}
	return 1;
}

/*
 * Whether a stretch of sp declares an 8-bit charset (its decoding may
 * then take up to three bytes a byte: out needs that room).
 */
static int qp_recodes(const struct qp_spans *sp)
{
	for (size_t k = 0; k < sp->n; k++)
		if (sp->cs[k] != UTF8_CS_NONE)
			return 1;
	return 0;
}

/*
 * Decode in's quoted-printable stretches (qp_find()) into out (qp_decode()),
 * the rest copied.  A stretch whose headers declare an 8-bit charset
 * (ISO-8859-1, Windows-1252...: an Outlook mail's "=A0" indentation, a
 * no-break space) and whose bytes are no UTF-8 is read in that charset,
 * each character as UTF-8 at the offset of its byte or "=XX"; one whose
 * bytes are UTF-8 already is so whatever its headers say (a client that
 * re-encoded the text and kept the old header).
 */
static void pass_qp(const struct nb *in, struct nb *out,
		    const struct qp_spans *sp)
{
	size_t at = 0;

	out->len = 0;
	for (size_t k = 0; k < sp->n; k++) {
		size_t to = sp->to[k], o0;

		put_run(out, in, at, sp->from[k] - at);
		o0 = out->len;
		qp_decode(in, out, sp->from[k], to, UTF8_CS_NONE);
		if (sp->cs[k] != UTF8_CS_NONE &&
		    !utf8_span(out->s, o0, out->len)) {
			out->len = o0;
			qp_decode(in, out, sp->from[k], to, sp->cs[k]);
		}
		at = to;
	}
	put_run(out, in, at, in->len - at);
}

/*
 * Whether the line at p (after a '\n' at p - 1, its line from lb) may be
 * a command's options a mail client wrapped off (pass_cmdwrap()): looked
 * at closely only when it starts as an option ("-x", "--x", "key=").
 */
static int cmdwrap_at(const char *buf, size_t len, size_t lb, size_t p)
{
	const char *nl;
	size_t e, k = p;

	if (p >= len)
		return 0;
	if (buf[p] == '-') {
		k += p + 1 < len && buf[p + 1] == '-';
		if (k + 1 >= len || !isalpha((unsigned char)buf[k + 1]))
			return 0;
	} else if (isalpha((unsigned char)buf[p])) {
		while (k < len && k - p < 12 &&
		       (isalnum((unsigned char)buf[k]) || buf[k] == '_'))
			k++;
		if (k >= len || buf[k] != '=')
			return 0;
	} else {
		return 0;
	}
	nl = memchr(buf + p, '\n', len - p);
	e = nl ? (size_t)(nl - buf) : len;
	return cmd_piece(buf, len, lb, p - 1, lb, p - 1, p, e, 0);
}

/* Whether the line at p, under line [lb, p - 1), may be the end of that
 * line a mail client wrapped (pass_mailwrap(); ASCII here). */
static int mailwrap_at(const char *buf, size_t len, size_t lb, size_t p)
{
	const char *nl;

	/* bytes are characters here (ASCII) */
	if (p >= len || p - 1 - lb < MAILWRAP_MIN || p - 1 - lb > MAILWRAP_MAX)
		return 0;
	nl = memchr(buf + p, '\n', len - p);
	return mail_piece(buf, len, lb, p - 1, lb, p - 1, p,
			  nl ? (size_t)(nl - buf) : len, 0);
}

/*
 * Whether the line at p (its line before from lb) may be a command's
 * options or an output line's end that a mail client wrapped: looked at
 * closely only when it starts as either can.
 */
static inline int wrap_suspect(const char *buf, size_t len, size_t lb, size_t p)
{
	unsigned char c;

	if (p >= len)
		return 0;
	c = (unsigned char)buf[p];
	if (c != '-' && c != '(' && c != '>' && !isalnum(c))
		return 0;
	return ((c == '-' || isalpha(c)) && cmdwrap_at(buf, len, lb, p)) ||
	       (is_blank(buf[lb]) && mailwrap_at(buf, len, lb, p));
}

static size_t gutter_len(const char *s, size_t b, size_t e, long *v);

/* Whether the first two lines start with line numbers counting up
 * (pass_gutter()). */
static int gutter_first_lines(const char *buf, size_t len)
{
	const char *nl = memchr(buf, '\n', len);
	size_t e = nl ? (size_t)(nl - buf) : len, e2;
	long v, w;

	if (!nl || !gutter_len(buf, 0, e, &v))
		return 0;
	nl = memchr(buf + e + 1, '\n', len - e - 1);
	e2 = nl ? (size_t)(nl - buf) : len;
	return gutter_len(buf, e + 1, e2, &w) && w == v + 1;
}

static int log_label(const struct log_prefix *lp);

/*
 * Whether buf may hold a log's prefix at all (log_prefix_find() looks
 * closer): two of its first forty lines with something start with a
 * digit or '[', as a timestamp does ("12:06:53 DEBUG| ", "[  12.345678]
 * ", "2023-01-02T03:04:05Z ").  A line's start, looked at with memchr:
 * cheaper than the prefix's search, which every file's check ran.
 */
static int log_lines_likely(const char *buf, size_t len)
{
	const char *p = buf, *e = buf + len;
	size_t seen = 0, hits = 0;

	while (p < e && seen < 40) {
		const char *nl = memchr(p, '\n', (size_t)(e - p));

		if (p < (nl ? nl : e) && *p != '\r') {
			seen++;
			if ((is_digit(*p) || *p == '[') && ++hits >= 2)
				return 1;
		}
		if (!nl)
			break;
		p = nl + 1;
	}
	return 0;
}

/* Whether the first two lines that hold something start with one label
 * (pass_labels()). */
static int label_first_lines(const char *buf, size_t len)
{
	size_t ls = 0, n = 0, first = 0;

	while (ls < len) {
		const char *nl = memchr(buf + ls, '\n', len - ls);
		size_t le = nl ? (size_t)(nl - buf) : len;

		if (!blank_line(buf, ls, le)) {
			if (!n) {
				n = label_len(buf, ls, le);
				if (!n)
					return 0;
				first = ls;
			} else {
				return has_label(buf, ls, le, buf + first, n);
			}
		}
		ls = le + 1;
	}
	return 0;
}

/*
 * For the fast check: whether the line [b, e) is a wrapped tail of the
 * line before it (which started at *pb; SIZE_MAX: none).  Only a short
 * line ending in a unit's last byte is looked at.  *pb becomes b.
 */
static inline int tail_here(const char *s, size_t *pb, size_t b, size_t e)
{
	size_t p = *pb;

	*pb = b;
	if (p == SIZE_MAX || e - b > 42 || e - b < 2 || b - p < 41 ||
	    !strchr(">cs]", s[e - 1]))
		return 0;
	return wrapped_tail(s, p, b - 1, b, e);
}

static int lit_tail(const char *s, size_t b, size_t e);

/* ---- a Markdown table flattened onto one line ------------------------- */

/*
 * A table rule's cells at s[p] ('|'): "|---|:--:| --- |", each three
 * dashes or more between optional colons.  Returns the offset past its
 * last '|' with *cells set, or 0 when fewer than two cells.
 */
/*
 * One rule cell from c: blanks, an optional ':', three dashes or more, an
 * optional ':', blanks, then its '|'.  Returns the offset of that '|', or
 * e when s[c, e) starts no rule cell.
 */
static size_t rule_cell(const char *s, size_t c, size_t e)
{
	size_t dashes = 0;

	while (c < e && is_blank(s[c]))
		c++;
	if (c < e && s[c] == ':')
		c++;
	while (c < e && s[c] == '-') {
		c++;
		dashes++;
	}
	if (c < e && s[c] == ':')
		c++;
	while (c < e && is_blank(s[c]))
		c++;
	return dashes < 3 || c >= e || s[c] != '|' ? e : c;
}

static size_t rule_run(const char *s, size_t p, size_t e, size_t *cells)
{
	size_t i = p, n = 0, c;

	while (i < e && s[i] == '|') {
		c = rule_cell(s, i + 1, e);
		if (c >= e)
			break;
		n++;
		i = c;
	}
	*cells = n;
	return n >= 2 ? i + 1 : 0;
}

/* The next unescaped '|' in s[p, e), or e. */
static size_t next_pipe(const char *s, size_t p, size_t e)
{
	for (; p < e; p++)
		if (s[p] == '|' && (!p || s[p - 1] != '\\'))
			return p;
	return e;
}

/* ---- a Markdown table exploded one cell per line --------------------- */

/*
 * Whether line [ls, le) is one cell of an exploded table: text ending in
 * its own '|' and no other ("Raw Size |", "317 MiB/s |"), or a lone '|'
 * (an empty cell).  *cb, *ce get the cell's text without the '|'.
 */
static int cell_line(const char *s, size_t ls, size_t le, size_t *cb,
		     size_t *ce)
{
	size_t b = ls, e = le;

	while (b < e && is_blank(s[b]))
		b++;
	while (e > b && is_blank(s[e - 1]))
		e--;
	if (e == b || s[e - 1] != '|' || (e - 1 > b && s[e - 2] == '\\'))
		return 0;
	if (memchr(s + b, '|', e - 1 - b))
		return 0;
	e--;
	while (e > b && is_blank(s[e - 1]))
		e--;
	*cb = b;
	*ce = e;
	return 1;
}

/* The start of the line before the one starting at ls (ls > 0). */
static size_t line_before(const char *s, size_t ls)
{
	size_t p = ls - 1;

	while (p && s[p - 1] != '\n')
		p--;
	return p;
}

/*
 * A rule with no '|' before its first cell ("---|---|---|"), as a
 * rendered table copied as text gives it: each cell's dashes end in its
 * '|'.  Returns the offset past the last '|' and *cells its cells, 0 when
 * [p, e) is no such rule.
 */
static size_t open_rule_run(const char *s, size_t p, size_t e, size_t *cells)
{
	size_t i = p, n = 0, c;

	while (i < e) {
		c = rule_cell(s, i, e);
		if (c >= e)
			break;
		n++;
		i = c + 1;
	}
	*cells = n;
	return n >= 2 ? i : 0;
}

/*
 * Whether line [ls, le) is a table rule alone ("|---|---|---|", or
 * "---|---|---|" copied from a rendered page) with
 * exactly its cell count of cell lines above it (the header, one cell a
 * line) and none before those: *n gets the count.
 */
/* Whether line [ls, le) is a table rule alone, with or without its first
 * '|' ("|---|---|", "---|---|"): *n gets its cells. */
static int rule_alone(const char *s, size_t ls, size_t le, size_t *n)
{
	size_t p = ls, e = le, re;

	while (p < e && is_blank(s[p]))
		p++;
	while (e > p && is_blank(s[e - 1]))
		e--;
	if (p >= e)
		return 0;
	if (s[p] != '|')
		re = open_rule_run(s, p, e, n);
	else
		re = rule_run(s, p, e, n);
	return re && re == e;
}

static int exploded_rule(const char *s, size_t ls, size_t le, size_t *n)
{
	size_t p, k, cb, ce;

	if (!rule_alone(s, ls, le, n))
		return 0;
	for (k = 0, p = ls; k < *n; k++) {
		if (!p)
			return 0;
		p = line_before(s, p);
		if (!cell_line(
			s, p,
			(size_t)((const char *)memchr(s + p, '\n', ls - p) - s),
			&cb, &ce))
			return 0;
	}
	return !p || !cell_line(s, line_before(s, p), p - 1, &cb, &ce);
}

/*
 * The cells of line [ls, le) as a piece of a header a rendered page's
 * copy wrapped: text whose cells each end in their border '|' ("Card
 * Make/Model | hdparm buffered |" holds 2, "dd write |" 1), or a lone '|'
 * (an empty cell: 1).  0 for a line not ending in '|', or opening with
 * one (a pipe row's own form, which a mail client wraps: pass_rowwrap()).
 */
static size_t header_piece_cells(const char *s, size_t ls, size_t le)
{
	size_t b = ls, e = le, n = 0;

	while (b < e && is_blank(s[b]))
		b++;
	while (e > b && is_blank(s[e - 1]))
		e--;
	if (e == b || s[e - 1] != '|' || (e - 1 > b && s[e - 2] == '\\'))
		return 0;
	if (e - b == 1)
		return 1;
	if (s[b] == '|')
		return 0;
	for (size_t p = next_pipe(s, b, e); p < e; p = next_pipe(s, p + 1, e))
		n++;
	return n;
}

/*
 * Whether line [ls, le) is a rule alone (rule_alone()) under a header a
 * rendered page's copy wrapped over two lines or more, one of them
 * holding two cells or more: "Card | Read |" / "Write |" / "4K read | 4K
 * write |" over "---|---|---|---|---|".  The lines right above the rule,
 * each a header piece (header_piece_cells()), hold together exactly the
 * rule's cell count, which a row of the table has: so each word heads
 * the column it stood in.  The line above them must be no piece of a
 * header, or a row of as many cells or more (the last row of a part above
 * when the header is repeated): a shorter piece there leaves unsure where
 * the header starts.  *n gets the count, *hs the header's first line.
 * The lines one cell each are exploded_rule()'s.
 */
static int wrapped_header_rule(const char *s, size_t ls, size_t le, size_t *n,
			       size_t *hs)
{
	size_t p = ls, sum = 0, lines = 0, c, b, e, pipes = 0;
	int wide = 0;

	if (!rule_alone(s, ls, le, n))
		return 0;
	while (sum < *n) {
		if (!p)
			return 0;
		e = p - 1;
		p = line_before(s, p);
		c = header_piece_cells(s, p, e);
		if (!c)
			return 0;
		sum += c;
		lines++;
		wide |= c >= 2;
	}
	/* a lone '|' first (an empty corner) would open the joined line
	 * as a pipe row does, its cell lost: left as it is */
	if (sum != *n || lines < 2 || !wide ||
	    (header_piece_cells(s, p, e) == 1 &&
	     s[p + strspn(s + p, " \t")] == '|'))
		return 0;
	*hs = p;
	if (!p)
		return 1;
	b = line_before(s, p);
	e = p - 1;
	while (b < e && is_blank(s[b]))
		b++;
	while (e > b && is_blank(s[e - 1]))
		e--;
	if (e == b || s[e - 1] != '|')
		return 1;
	for (size_t q = next_pipe(s, b, e); q < e; q = next_pipe(s, q + 1, e))
		pipes++;
	return pipes - (s[b] == '|') >= *n;
}

/*
 * Where a flattened table's rule starts in line [ls, le): a rule whose
 * line holds a header cell before it ("| Test | IOPS | |---|---| | a | 1
 * |"), not a rule line of its own.  *re past the rule, *n its cells; le
 * when none.
 */
static size_t flat_rule(const char *s, size_t ls, size_t le, size_t *re,
			size_t *n)
{
	size_t prev = le, prev2 = le; /* the two '|' before p, le none */

	for (size_t p = ls; p < le; p++) {
		if (s[p] != '|' || (p && s[p - 1] == '\\'))
			continue;
		if (prev < le) {
			int text = 0, blank = 1;

			/* the header's last cell: just before p, or before
			 * the blank between the header and the rule */
			for (size_t k = prev + 1; k < p; k++)
				blank &= is_blank(s[k]);
			if (blank && prev2 < le)
				for (size_t k = prev2 + 1; k < prev && !text;
				     k++)
					text = !strchr("-: \t", s[k]);
			for (size_t k = prev + 1; k < p && !text; k++)
				text = !strchr("-: \t", s[k]);
			if (text && (*re = rule_run(s, p, le, n)))
				return p;
		}
		prev2 = prev;
		prev = p;
	}
	return le;
}

/* ---- a one-column table used as a frame around an output -------------- */

/*
 * How many columns the Markdown rule [ls, le) has: "|----|", "| :--- |",
 * "|---|:---:|" (three dashes or more between optional colons in each
 * cell, a '|' each side and between the cells); 0 when it is none.
 */
static int frame_rule_cols(const char *s, size_t ls, size_t le)
{
	size_t p = ls, e = le;
	int cols = 0;

	while (p < e && is_blank(s[p]))
		p++;
	while (e > p && is_blank(s[e - 1]))
		e--;
	if (e - p < 5 || s[p] != '|' || s[e - 1] != '|')
		return 0;
	for (p++; p < e;) {
		size_t d = 0;

		while (p < e && is_blank(s[p]))
			p++;
		if (p < e && s[p] == ':')
			p++;
		for (; p < e && s[p] == '-'; p++)
			d++;
		if (p < e && s[p] == ':')
			p++;
		while (p < e && is_blank(s[p]))
			p++;
		if (d < 3 || p >= e || s[p] != '|')
			return 0;
		cols++;
		p++;
	}
	return cols;
}

/* Whether line [ls, le) is a one-column table's rule ("|----|"). */
static int frame_rule(const char *s, size_t ls, size_t le)
{
	return frame_rule_cols(s, ls, le) == 1;
}

/*
 * The cells of line [ls, le) as a Markdown row between outer bars ("| a |
 * b |", "\|" escaped), their texts trimmed in cb[], ce[]: how many, 0
 * when it is no such row or has more than max.
 */
static int frame_cells(const char *s, size_t ls, size_t le, size_t *cb,
		       size_t *ce, int max)
{
	size_t b = ls, e = le, c;
	int n = 0;

	while (b < e && is_blank(s[b]))
		b++;
	while (e > b && is_blank(s[e - 1]))
		e--;
	if (e - b < 2 || s[b] != '|' || s[e - 1] != '|' || s[e - 2] == '\\')
		return 0;
	for (c = ++b; b < e; b++) {
		size_t x = c, y = b;

		if (s[b] != '|' || s[b - 1] == '\\')
			continue;
		if (n == max)
			return 0;
		while (x < y && is_blank(s[x]))
			x++;
		while (y > x && is_blank(s[y - 1]))
			y--;
		cb[n] = x;
		ce[n++] = y;
		c = b + 1;
	}
	return n;
}

/*
 * Whether line [ls, le) is a one-cell row "| text |" (no other unescaped
 * '|'); *cb, *ce the text, trimmed.  *words: how many blank-separated
 * words it holds.
 */
static int frame_row(const char *s, size_t ls, size_t le, size_t *cb,
		     size_t *ce, int *words)
{
	size_t b, e;

	if (frame_cells(s, ls, le, cb, ce, 1) != 1)
		return 0;
	b = *cb;
	e = *ce;
	*words = 0;
	for (size_t i = b; i < e; i++)
		*words += !is_blank(s[i]) && (i == b || is_blank(s[i - 1]));
	return 1;
}

/*
 * A cell's text bold as a whole ("**sudo dd if=/dev/zero ...**", no "**"
 * inside): [*cb, *ce) becomes the text between the markers, as a code
 * block shows the line.
 */
static void cell_unbold(const char *s, size_t *cb, size_t *ce)
{
	size_t b = *cb, e = *ce;

	if (e - b <= 4 || memcmp(s + b, "**", 2) || memcmp(s + e - 2, "**", 2))
		return;
	b += 2;
	e -= 2;
	if (is_blank(s[b]) || is_blank(s[e - 1]) ||
	    memmem(s + b, e - b, "**", 2))
		return;
	*cb = b;
	*ce = e;
}

/* A code fence line "```", its bytes standing for original offset o. */
static void put_fence(struct nb *out, uint32_t o)
{
	for (int k = 0; k < 3; k++)
		put(out, '`', o);
	put(out, '\n', o);
}

#define FRAME_COLS_MAX 8

/*
 * Whether column col of the table whose rows (k cells each) are the lines
 * [bs, be) holds a tool's output, one line a cell: a row's text of three
 * words or more, and its cells (bold as a whole or not) as lines are what
 * a tool's probe (the document's aside) gives 60 or more: a dd summary,
 * hdparm's timings, fio's lines.
 */
static int frame_column_output(const char *s, size_t bs, size_t be, int k,
			       int col)
{
	size_t cb[FRAME_COLS_MAX], ce[FRAME_COLS_MAX], n = 0;
	char *buf = malloc(be - bs + 1);
	int text = 0, best = 0;

	if (!buf)
		return 0;
	for (size_t p = bs; p < be;) {
		const char *nl = memchr(s + p, '\n', be - p);
		size_t bl = nl ? (size_t)(nl - s) : be, w = 0;

		if (frame_cells(s, p, bl, cb, ce, k) == k) {
			cell_unbold(s, &cb[col], &ce[col]);
			for (size_t i = cb[col]; i < ce[col]; i++) {
				w += !is_blank(s[i]) &&
				     (i == cb[col] || is_blank(s[i - 1]));
				buf[n++] = s[i];
			}
			if (ce[col] > cb[col])
				buf[n++] = '\n';
			text |= w >= 3;
		}
		p = bl + 1;
	}
	buf[n] = '\0';
	for (size_t i = 0; text && ingest_formats[i]; i++) {
		int c = ingest_formats[i] == &ingest_document
			    ? 0
			    : ingest_formats[i]->probe(buf, n);

		best = c > best ? c : best;
	}
	free(buf);
	return best >= 60;
}

/*
 * At the rule [ls, le) of a Markdown table of two to FRAME_COLS_MAX
 * columns with outer bars: the end of its last row's line when two rows
 * or more follow and every column holds a tool's output one line a row
 * (frame_column_output(): outputs side by side, a run a column), else 0.
 * *k: its columns.
 */
static size_t multi_frame_end(const char *s, size_t len, size_t ls, size_t le,
			      int *k)
{
	size_t cb[FRAME_COLS_MAX], ce[FRAME_COLS_MAX], hs, be;
	int rows = 0;

	*k = frame_rule_cols(s, ls, le);
	if (*k < 2 || *k > FRAME_COLS_MAX || !ls || le >= len)
		return 0;
	hs = line_before(s, ls);
	if (frame_cells(s, hs, ls - 1, cb, ce, *k) != *k ||
	    (hs && frame_cells(s, line_before(s, hs), hs - 1, cb, ce,
			       FRAME_COLS_MAX)))
		return 0;
	for (be = le + 1; be < len; rows++) {
		const char *bn = memchr(s + be, '\n', len - be);
		size_t bl = bn ? (size_t)(bn - s) : len;

		if (frame_cells(s, be, bl, cb, ce, *k) != *k)
			break;
		be = bl + 1;
	}
	if (rows < 2)
		return 0;
	for (int j = 0; j < *k; j++)
		if (!frame_column_output(s, le + 1, be < len ? be : len, *k, j))
			return 0;
	return be;
}

/*
 * The table of outputs side by side (header [hs, ls), rule [ls, le), rows
 * up to be, k columns) as one block a column: the header cell's text a
 * caption line (a thematic break "---" when it is empty: the runs of
 * several systems have no one name), then the column's cells that hold
 * something as the lines of a code block, a blank line between the
 * blocks.
 */
static void put_multi_frame(struct nb *out, const struct nb *t, size_t hs,
			    size_t ls, size_t le, size_t be, int k)
{
	size_t cb[FRAME_COLS_MAX], ce[FRAME_COLS_MAX];

	for (int j = 0; j < k; j++) {
		size_t last = le;

		if (j)
			put(out, '\n', t->src[ls - 1]);
		frame_cells(t->s, hs, ls - 1, cb, ce, k);
		if (ce[j] > cb[j]) {
			put_run(out, t, cb[j], ce[j] - cb[j]);
			put(out, '\n', t->src[ls - 1]);
		} else {
			/* no name: a thematic break of the rule's dashes,
			 * so that a caption above the table ("Table 8.
			 * Write test") or the column before names no run */
			const char *d = memchr(t->s + ls, '-', le - ls);

			put(out, '\n', t->src[ls - 1]);
			for (int q = 0; q < 3; q++)
				put(out, '-', t->src[d - t->s + q]);
			put(out, '\n', t->src[ls - 1]);
		}
		put_fence(out, t->src[ls]);
		for (size_t p = le + 1; p < be && p < t->len;) {
			const char *bn = memchr(t->s + p, '\n', t->len - p);
			size_t bl = bn ? (size_t)(bn - t->s) : t->len;

			frame_cells(t->s, p, bl, cb, ce, k);
			cell_unbold(t->s, &cb[j], &ce[j]);
			last = bl < t->len ? bl : bl - 1;
			if (ce[j] > cb[j]) {
				put_run(out, t, cb[j], ce[j] - cb[j]);
				put(out, '\n', t->src[last]);
			}
			p = bl + 1;
		}
		put_fence(out, t->src[last]);
	}
}

/*
 * A one-column Markdown table used as a box around an output: its header
 * cell a caption ("| Raspberry Pi 5 / NVMe 2To: |"), its rows the lines
 * of the output ("| Timing cached reads:   6992 MB in  2.00 seconds =
 * 3498.29 MB/sec |").  A table of one column holds no figure a table
 * reader could pair with a name, so it is unboxed: the header's text, then
 * the rows' texts as the lines of a code block (the rule and the end of
 * the box its fences), as the box showed them: an output under its
 * caption.  Only when a row
 * holds three words or more (a line of text, not a list of names or
 * numbers).
 */
static void pass_frametable(const struct nb *t, struct nb *out, int *changed)
{
	size_t from = 0;

	for (size_t ls = 0; ls < t->len;) {
		const char *nl = memchr(t->s + ls, '\n', t->len - ls);
		size_t le = nl ? (size_t)(nl - t->s) : t->len;
		size_t hs, cb, ce, be, rows = 0;
		int w, k, text = 0;

		if (!nl || !ls) {
			ls = le + 1;
			continue;
		}
		if (!frame_rule(t->s, ls, le)) {
			be = multi_frame_end(t->s, t->len, ls, le, &k);
			hs = line_before(t->s, ls);
			if (!be || hs < from) {
				ls = le + 1;
				continue;
			}
			put_run(out, t, from, hs - from);
			put_multi_frame(out, t, hs, ls, le, be, k);
			from = be < t->len ? be : t->len;
			*changed = 1;
			ls = from;
			continue;
		}
		hs = line_before(t->s, ls);
		if (hs < from || !frame_row(t->s, hs, ls - 1, &cb, &ce, &w) ||
		    (hs && frame_row(t->s, line_before(t->s, hs), hs - 1, &cb,
				     &ce, &w))) {
			ls = le + 1;
			continue;
		}
		for (be = le + 1; be < t->len; rows++) {
			const char *bn = memchr(t->s + be, '\n', t->len - be);
			size_t bl = bn ? (size_t)(bn - t->s) : t->len;

			if (!frame_row(t->s, be, bl, &cb, &ce, &w))
				break;
			text |= w >= 3;
			be = bl + 1;
		}
		if (!rows || !text) {
			ls = le + 1;
			continue;
		}
		put_run(out, t, from, hs - from);
		for (size_t p = hs, last = hs; p < be && p < t->len;) {
			const char *bn = memchr(t->s + p, '\n', t->len - p);
			size_t bl = bn ? (size_t)(bn - t->s) : t->len;

			if (p == ls) {
				/* the rule: the box's output becomes a code
				 * block, its header the caption above it */
				put_fence(out, t->src[ls]);
			} else {
				frame_row(t->s, p, bl, &cb, &ce, &w);
				cell_unbold(t->s, &cb, &ce);
				put_run(out, t, cb, ce - cb);
				put(out, '\n',
				    t->src[bl < t->len ? bl : bl - 1]);
			}
			last = bl < t->len ? bl : bl - 1;
			p = bl + 1;
			if (p >= be || p >= t->len)
				put_fence(out, t->src[last]);
		}
		from = be < t->len ? be : t->len;
		*changed = 1;
		ls = from;
	}
	put_run(out, t, from, t->len - from);
}

/*
 * Box-drawing characters (U+2500..U+257F): what a table drawn with them
 * ("╭──┬──╮", "│ a │ b │", "├──┼──┤", "╰──┴──╯", the light, heavy,
 * double and rounded sets) becomes in ASCII: a vertical '|', a horizontal
 * '-', a corner, tee or cross '+'; 0 for another (a diagonal, a half
 * line) or for a byte that is none.  *k: the character's length.
 */
static char box_char(const char *s, size_t n, size_t *k)
{
	uint32_t c;

	*k = utf8_dec((const unsigned char *)s, n, &c);
	if (*k != 3 || c < 0x2500 || c > 0x2570)
		return 0;
	if (c == 0x2502 || c == 0x2503 || c == 0x2551)
		return '|';
	if (c <= 0x2501 || (c >= 0x2504 && c <= 0x250b) || c == 0x2550 ||
	    (c >= 0x254c && c <= 0x254f))
		return '-';
	return (c >= 0x250c && c <= 0x254b) || c >= 0x2552 ? '+' : 0;
}

/*
 * Line [b, e) as a box table's line: 'r' a rule (box characters only,
 * blanks around: its first one a corner or tee, 'T' when it is a top
 * rule with a down tee: two columns or more), '|' a row (a vertical first
 * and last), 0 neither.
 */
static char box_line(const char *s, size_t b, size_t e)
{
	size_t k;
	char first, c = 0;
	int tee = 0, top;

	while (b < e && is_blank(s[b]))
		b++;
	while (e > b && is_blank(s[e - 1]))
		e--;
	first = b < e ? box_char(s + b, e - b, &k) : 0;
	if (!first)
		return 0;
	if (first == '|')
		return e - b >= 6 && box_char(s + e - 3, 3, &k) == '|' ? '|'
								       : 0;
	top = !memcmp(s + b, "\xe2\x94\x8c", 3) ||
	      !memcmp(s + b, "\xe2\x94\x8f", 3) ||
	      !memcmp(s + b, "\xe2\x95\x94", 3) ||
	      !memcmp(s + b, "\xe2\x95\xad", 3);
	for (size_t i = b; i < e; i += k) {
		c = box_char(s + i, e - i, &k);
		if (!c || c == '|')
			return 0;
		/* ┬ ┳ ╦ ╤ ╥ */
		tee |= k == 3 && (unsigned char)s[i + 1] == 0x94 &&
		       (unsigned char)s[i + 2] >= 0xac &&
		       (unsigned char)s[i + 2] <= 0xb3;
		tee |= k == 3 && (unsigned char)s[i + 1] == 0x95 &&
		       (unsigned char)s[i + 2] >= 0xa4 &&
		       (unsigned char)s[i + 2] <= 0xa6;
	}
	return first == '+' && c == '+' ? (top && tee ? 'T' : 'r') : 0;
}

/*
 * A table drawn with box characters, as a terminal program prints one:
 * a top rule with column joins ("╭────┬────╮"), rows between verticals
 * ("│ Stats (MB/s) │ seqread │"), rules between them and a bottom rule.
 * It becomes the ASCII grid it stands for ("+----+----+", "| ... | ...
 * |"), which the table readers read; a diagram (boxes side by side,
 * arrows, a row not closed by a rule) stays as it is.
 */
static void pass_boxtable(const struct nb *t, struct nb *out, int *changed)
{
	size_t from = 0;

	if (!memmem(t->s, t->len, "\xe2\x94\xac", 3) &&
	    !memmem(t->s, t->len, "\xe2\x94\xb3", 3) &&
	    !memmem(t->s, t->len, "\xe2\x95\xa6", 3) &&
	    !memmem(t->s, t->len, "\xe2\x95\xa4", 3)) {
		put_run(out, t, 0, t->len);
		return;
	}
	for (size_t ls = 0; ls < t->len;) {
		const char *nl = memchr(t->s + ls, '\n', t->len - ls);
		size_t le = nl ? (size_t)(nl - t->s) : t->len, be, rows = 0;
		char kind = 0;

		if (box_line(t->s, ls, le) != 'T') {
			ls = le + 1;
			continue;
		}
		for (be = le + 1; be < t->len;) {
			const char *bn = memchr(t->s + be, '\n', t->len - be);
			size_t bl = bn ? (size_t)(bn - t->s) : t->len;

			kind = box_line(t->s, be, bl);
			be = bl + 1;
			if (kind == '|')
				rows++;
			else if (kind != 'r' || !rows)
				break;
			else if (!memcmp(t->s + bl - 3, "\xe2\x94\x98", 3) ||
				 !memcmp(t->s + bl - 3, "\xe2\x94\x9b", 3) ||
				 !memcmp(t->s + bl - 3, "\xe2\x95\x9d", 3) ||
				 !memcmp(t->s + bl - 3, "\xe2\x95\xaf", 3))
				break; /* the bottom rule: ┘ ┛ ╝ ╯ */
			kind = 0;
		}
		if (kind != 'r' || !rows) {
			ls = le + 1;
			continue;
		}
		if (be > t->len)
			be = t->len;
		put_run(out, t, from, ls - from);
		for (size_t i = ls, k; i < be; i += k) {
			char a = box_char(t->s + i, be - i, &k);

			if (a)
				put(out, a, t->src[i]);
			else
				put_run(out, t, i, k ? k : (k = 1));
		}
		from = be;
		*changed = 1;
		ls = be;
	}
	put_run(out, t, from, t->len - from);
}

/* Whether buf holds a flattened table (flat_rule()): for the fast check. */
static int flat_table_in(const char *buf, size_t len)
{
	/* a rule's '|' after its dashes ("-|", "- |", ":|"): pipes are
	 * rare, dashes are not (fio's "4096B-4096B") */
	for (const char *p = buf; (p = memchr(p, '|', len - (size_t)(p - buf)));
	     p++) {
		size_t at = (size_t)(p - buf), ls = at, le, re, n, b = at;
		const char *nl;
		int k;

		while (b && is_blank(buf[b - 1]))
			b--;
		if (!b || (buf[b - 1] != '-' && buf[b - 1] != ':'))
			continue;
		while (ls && buf[ls - 1] != '\n')
			ls--;
		nl = memchr(p, '\n', len - at);
		le = nl ? (size_t)(nl - buf) : len;
		if (flat_rule(buf, ls, le, &re, &n) < le ||
		    exploded_rule(buf, ls, le, &n) ||
		    wrapped_header_rule(buf, ls, le, &n, &re) ||
		    frame_rule(buf, ls, le) ||
		    multi_frame_end(buf, len, ls, le, &k))
			return 1;
		if (!nl)
			return 0;
		p = nl;
	}
	return 0;
}

/*
 * A Markdown document whose line breaks a migration turned into spaces:
 * "## Summary | Test | IOPS | |---|---| | Seq | 512 | | Rand | 98 | More
 * text".  The rule says how many cells a row has; the header is that many
 * cells before it, the rows that many after it, one after another: each
 * goes on a line of its own (the blank between them becomes the line
 * break), and so does a Markdown heading just before the header ("##
 * Summary"), which labels the table.  Rows whose cells do not come out
 * whole are left as they are.
 */
static void pass_flattable(const struct nb *t, struct nb *out, int *changed)
{
	size_t from = 0;

	for (size_t ls = 0; ls < t->len;) {
		const char *nl = memchr(t->s + ls, '\n', t->len - ls);
		size_t le = nl ? (size_t)(nl - t->s) : t->len, p = ls;

		while (p < le) {
			size_t re, n, rb = flat_rule(t->s, p, le, &re, &n);
			size_t hs, k, cut[4096], nc = 0;

			if (rb >= le)
				break;
			/* the header: n cells before the rule, n + 1 pipes */
			hs = rb;
			while (hs > p && is_blank(t->s[hs - 1]))
				hs--;
			for (k = 0; k <= n && hs > p; k++) {
				size_t q = hs - 1;

				while (q > p && (t->s[q] != '|' ||
						 (q && t->s[q - 1] == '\\')))
					q--;
				if (t->s[q] != '|')
					break;
				hs = q;
			}
			if (k <= n) {
				p = re;
				continue;
			}
			if (hs > p && is_blank(t->s[hs - 1])) {
				/* headings before it ("--- ## Pool: nvme ###
				 * Results"): each on a line of its own */
				for (size_t h = p + 1; h + 1 < hs; h++) {
					size_t m = h;

					if (t->s[h] != '#' ||
					    !is_blank(t->s[h - 1]))
						continue;
					while (m < hs && t->s[m] == '#')
						m++;
					if (m - h <= 6 && is_blank(t->s[m]) &&
					    (!nc || cut[nc - 1] < h - 1))
						cut[nc++] = h - 1;
					h = m;
				}
				cut[nc++] = hs - 1;
			}
			if (rb > hs && is_blank(t->s[rb - 1]))
				cut[nc++] = rb - 1;
			/* the rows: n + 1 pipes each, a blank between */
			for (k = re; nc + 2 < sizeof(cut) / sizeof(*cut);) {
				size_t j = k, c;

				while (j < le && is_blank(t->s[j]))
					j++;
				if (j >= le || t->s[j] != '|' || j == k)
					break;
				for (c = 0, j = j; c < n && j < le; c++)
					j = next_pipe(t->s, j + 1, le);
				if (c < n || j >= le)
					break;
				cut[nc++] = k;
				k = j + 1;
			}
			if (k < le && is_blank(t->s[k]))
				cut[nc++] = k;
			for (size_t c = 0; c < nc; c++) {
				/* a heading right after the table before: its
				 * blank is cut already */
				if (cut[c] < from)
					continue;
				put_run(out, t, from, cut[c] - from);
				put(out, '\n', t->src[cut[c]]);
				from = cut[c] + 1;
			}
			*changed |= nc > 0;
			p = k > re ? k : re;
		}
		ls = le + 1;
	}
	put_run(out, t, from, t->len - from);
}

/* ---- a quoted mail flattened onto one line ----------------------------- */

#define FLATQ_MAX   512
#define FLATQ_WIDTH 100 /* a quoted line's width, at most */

/*
 * Whether the '>' at s[m] (a blank before it, on a line ending at le) is
 * a shell's redirection, not a quote marker: a descriptor or a path after
 * it ("> /dev/null", ">> ~/log", "> &2"; not a device's heading "> /dev/sda:"),
 * or one word after a tool's command (the piece [from, m)) with nothing
 * after that word but the next marker, a "2>&1", a ';', a '|' or a '&'.
 */
static int redirect_at(const char *s, size_t from, size_t m, size_t le)
{
	size_t k = m, w, a;

	while (k < le && s[k] == '>')
		k++;
	while (k < le && is_blank(s[k]))
		k++;
	if (k >= le)
		return 0;
	if (s[k] == '&')
		return 1;
	for (w = k; w < le && !is_blank(s[w]); w++)
		;
	if ((s[k] == '/' || s[k] == '~') && s[w - 1] != ':')
		return 1;
	if (!tool_command(s, from, m))
		return 0;
	for (a = w; a < le && is_blank(s[a]); a++)
		;
	return a >= le || strchr(">;|&", s[a]) ||
	       (a + 1 < le && s[a] == '2' && s[a + 1] == '>');
}

/* Whether the quoted piece [b, e) (its markers first) is a line of a
 * tool's output ("> 500+0 records in", "> Timing cached reads:"). */
static int flatq_tool_line(const char *s, size_t b, size_t e)
{
	while (b < e && (s[b] == '>' || is_blank(s[b])))
		b++;
	return b < e && docflat_line_start(s + b, e - b);
}

/*
 * A quoted mail whose line breaks a list archive dropped: "... Robert
 * wrote: > Warning, long post... > > summary: > # dd if=/dev/zero
 * of=/dev/rwd1c bs=1m > 500+0 records in > 500+0 records out > ...", the
 * quoted lines one after another, each with its "> " marker.  Fills cut[]
 * with the blanks before the markers of the line [ls, le) of s (max at
 * most) and returns how many, when the pieces between have the shape of
 * quoted lines: at least four markers, no piece after the first longer
 * than a mail's line, one piece a line of a tool's output (an arrow
 * chain "ext4 > xfs > btrfs > ..." or a sentence is no mail).  A shell's
 * redirection (redirect_at()) is no marker, nor the markers of the line's
 * own quote.  0: the line stays.
 */
static size_t flatq_cuts(const char *s, size_t ls, size_t le, size_t *cut,
			 size_t max)
{
	size_t n = 0, from = ls;
	int tool = 0;

	if (!memchr(s + ls, '>', le - ls))
		return 0;
	/* the line's own quote ("> > > text"): no cut inside it */
	while (from < le && (s[from] == '>' || is_blank(s[from])))
		from++;
	for (size_t m = from + 1; m < le && n < max; m++) {
		if (s[m] != '>' || !is_blank(s[m - 1]) ||
		    (m + 1 < le && !is_blank(s[m + 1]) && s[m + 1] != '>') ||
		    redirect_at(s, from, m, le))
			continue;
		if (n && m - 1 - from > FLATQ_WIDTH)
			return 0;
		tool |= n && flatq_tool_line(s, from, m - 1);
		cut[n++] = m - 1;
		from = m;
		while (m + 1 < le && s[m + 1] == '>')
			m++;
	}
	tool |= n && flatq_tool_line(s, from, le);
	return n >= 4 && tool ? n : 0;
}

/* Whether a line of buf is a quoted mail flattened (flatq_cuts()). */
static int flat_quotes_in(const char *buf, size_t len)
{
	size_t cut[FLATQ_MAX];

	for (size_t ls = 0; ls < len;) {
		const char *nl = memchr(buf + ls, '\n', len - ls);
		size_t le = nl ? (size_t)(nl - buf) : len;

		if (flatq_cuts(buf, ls, le, cut, FLATQ_MAX))
			return 1;
		ls = le + 1;
	}
	return 0;
}

/* Each flattened quoted mail of t (flatq_cuts()) back on its lines, the
 * blank before each marker a line break, into out. */
static void pass_flatquote(const struct nb *t, struct nb *out, int *changed)
{
	size_t from = 0, cut[FLATQ_MAX];

	for (size_t ls = 0; ls < t->len;) {
		const char *nl = memchr(t->s + ls, '\n', t->len - ls);
		size_t le = nl ? (size_t)(nl - t->s) : t->len;
		size_t n = flatq_cuts(t->s, ls, le, cut, FLATQ_MAX);

		for (size_t k = 0; k < n; k++) {
			put_run(out, t, from, cut[k] - from);
			put(out, '\n', t->src[cut[k]]);
			from = cut[k] + 1;
		}
		*changed |= n > 0;
		ls = le + 1;
	}
	put_run(out, t, from, t->len - from);
}

/* ---- several tools' outputs flattened onto one line -------------------- */

/*
 * Whether s (n bytes) may hold two tools' flattened outputs, by their
 * cheapest marks: two of dd's "N+M", hdparm's "Timing " and fio's
 * "bw="/"BW=" (docflat_mixed() decides); fio's mark, the commonest in
 * benchmark text, looked for last.
 */
static int flatmix_marks(const char *s, size_t n)
{
	int marks;

	if (n < 60)
		return 0;
	marks = (memchr(s, '+', n) != NULL) +
		(text_find(s, n, "Timing ", 7) != NULL);
	if (marks == 1)
		marks += text_find(s, n, "bw=", 3) || text_find(s, n, "BW=", 3);
	return marks >= 2;
}

/* Whether a line of buf holds several tools' flattened outputs
 * (docflat_mixed()); the buffer's marks looked for first. */
static int flat_mixed_in(const char *buf, size_t len)
{
	size_t starts[DOCFLAT_MAX];

	if (!flatmix_marks(buf, len))
		return 0;
	for (size_t ls = 0; ls < len;) {
		const char *nl = memchr(buf + ls, '\n', len - ls);
		size_t le = nl ? (size_t)(nl - buf) : len;

		if (flatmix_marks(buf + ls, le - ls) &&
		    docflat_mixed(buf + ls, le - ls, starts, DOCFLAT_MAX))
			return 1;
		ls = le + 1;
	}
	return 0;
}

/*
 * A wiki's or a blog's line holding several tools' outputs with their line
 * breaks lost ("/dev/sda: Timing cached reads: ... MB/sec # dd ... 512+0
 * records in ..."): each output line (and each command after the first
 * output) back on a line of its own, the blank before it the line break
 * (a break put in when it is glued), so that each tool's importer reads
 * its own output and each result points at the line it came from.
 */
static void pass_flatmixed(const struct nb *t, struct nb *out, int *changed)
{
	size_t from = 0, starts[DOCFLAT_MAX];

	if (!flat_mixed_in(t->s, t->len)) {
		put_run(out, t, 0, t->len);
		return;
	}
	for (size_t ls = 0; ls < t->len;) {
		const char *nl = memchr(t->s + ls, '\n', t->len - ls);
		size_t le = nl ? (size_t)(nl - t->s) : t->len;
		size_t n =
		    flatmix_marks(t->s + ls, le - ls)
			? docflat_mixed(t->s + ls, le - ls, starts, DOCFLAT_MAX)
			: 0;

		for (size_t k = 1; k < n; k++) {
			size_t c = ls + starts[k];

			/* "91.1 MB/s# hdparm -t": a prompt's sign glued to
			 * the rate before it (docflat_mixed()) is the line
			 * break, the command after it on a line of its own */
			if (c > from && !is_blank(t->s[c - 1]) &&
			    (t->s[c] == '#' || t->s[c] == '$') && c + 1 < le &&
			    is_blank(t->s[c + 1])) {
				put_run(out, t, from, c - from);
				put(out, '\n', t->src[c]);
				from = c + 1;
				*changed = 1;
				continue;
			}
			/* the text keeps its length: a start glued to the
			 * text before it stays on that line */
			if (c <= from || !is_blank(t->s[c - 1]))
				continue;
			put_run(out, t, from, c - 1 - from);
			put(out, '\n', t->src[c - 1]);
			from = c;
			*changed = 1;
		}
		ls = le + 1;
	}
	put_run(out, t, from, t->len - from);
}

/*
 * Whether the cell lines [b, e) (the last one cut, with no '|') line up
 * in rows of n: the cut line holds a figure and ends no sentence, and
 * each column's cells all hold a digit or all none (a cell lost in the
 * middle would shift words into figure columns).
 */
static int cut_row_whole(const char *s, size_t b, size_t e, size_t n)
{
	unsigned char kind[64] = {0}; /* 1 figures, 2 words */
	size_t c = 0, le;

	if (n > sizeof(kind) || strchr(".:?!", s[e - 1]))
		return 0;
	for (; b < e; b = le + 1, c = (c + 1) % n) {
		const char *nl = memchr(s + b, '\n', e - b);
		int digit = 0;

		le = nl ? (size_t)(nl - s) : e;
		for (size_t i = b; i < le; i++)
			digit |= is_digit(s[i]);
		if (kind[c] && kind[c] != (digit ? 1 : 2))
			return 0;
		kind[c] = digit ? 1 : 2;
		if (le == e && !digit)
			return 0;
	}
	return 1;
}

/* Puts the row of n cell lines from p on one line ("|a|b||"); returns
 * the offset past it.  A line without its '|' is a cell cut short. */
static size_t put_row(const struct nb *t, struct nb *out, size_t p, size_t n)
{
	size_t q = p;

	put(out, '|', t->src[p]);
	for (size_t k = 0; k < n; k++, p = q + 1) {
		const char *nl = memchr(t->s + p, '\n', t->len - p);
		size_t cb, ce;

		q = nl ? (size_t)(nl - t->s) : t->len;
		if (!cell_line(t->s, p, q, &cb, &ce)) {
			/* the cut cell: its text, trimmed */
			for (cb = p; cb < q && is_blank(t->s[cb]); cb++)
				;
			for (ce = q; ce > cb && is_blank(t->s[ce - 1]); ce--)
				;
		}
		put_run(out, t, cb, ce - cb);
		put(out, '|', t->src[ce < q ? ce : q - 1]);
	}
	if (q < t->len)
		put(out, '\n', t->src[q]);
	return q < t->len ? q + 1 : t->len;
}

/*
 * Whether the line from b is a whole row of n cells ("Seq | 519 MB/s |
 * 522 MB/s |", a '|' after each cell, or one before the first too).
 * *corner is set when its first cell holds no digit and each other does:
 * a column of row names, over which a header's empty cell stands.
 */
static int whole_row(const char *s, size_t b, size_t len, size_t n, int *corner)
{
	const char *nl = memchr(s + b, '\n', len - b);
	size_t e = nl ? (size_t)(nl - s) : len, c = 0, q, cs;
	int words = 0, figures = 1;

	while (b < e && is_blank(s[b]))
		b++;
	while (e > b && is_blank(s[e - 1]))
		e--;
	if (b >= e || s[e - 1] != '|')
		return 0;
	if (s[b] == '|')
		b++;
	for (cs = b; cs < e; cs = q + 1, c++) {
		int digit = 0, text = 0;

		q = next_pipe(s, cs, e);
		for (size_t i = cs; i < q; i++) {
			digit |= is_digit(s[i]);
			text |= !is_blank(s[i]);
		}
		if (!text)
			return 0;
		if (c == 0)
			words = !digit;
		else
			figures &= digit;
	}
	*corner = words && figures;
	return c == n;
}

/*
 * Puts the header's n cell lines from p on one line.  With corner, an
 * empty cell last (the corner over the row names, which a browser copies
 * after the column heads) goes first.
 */
static void put_header(const struct nb *t, struct nb *out, size_t p, size_t n,
		       int corner)
{
	size_t lines[64], cb, ce, k, q = p, empty = n;

	if (n > sizeof(lines) / sizeof(*lines)) {
		put_row(t, out, p, n);
		return;
	}
	for (k = 0; k < n; k++, p = q + 1) {
		const char *nl = memchr(t->s + p, '\n', t->len - p);

		q = nl ? (size_t)(nl - t->s) : t->len;
		lines[k] = p;
		cell_line(t->s, p, q, &cb, &ce);
		if (cb == ce)
			empty = empty == n ? k : n + 1;
	}
	corner = corner && empty == n - 1;
	put(out, '|', t->src[lines[0]]);
	if (corner)
		put(out, '|', t->src[lines[n - 1]]);
	for (k = 0; k < n - (corner ? 1 : 0); k++) {
		const char *nl =
		    memchr(t->s + lines[k], '\n', t->len - lines[k]);

		q = nl ? (size_t)(nl - t->s) : t->len;
		cell_line(t->s, lines[k], q, &cb, &ce);
		put_run(out, t, cb, ce - cb);
		put(out, '|', t->src[ce < q ? ce : q - 1]);
	}
	put(out, '\n', t->src[q < t->len ? q : t->len - 1]);
}

/*
 * Puts the header pieces from line p up to the rule at ls on one line
 * ("Card | Read | Write | 4K read | 4K write |", the rows' own form, no
 * '|' first: the text never grows), a blank where each line broke
 * (wrapped_header_rule()).
 */
static void put_wrapped_header(const struct nb *t, struct nb *out, size_t p,
			       size_t ls)
{
	while (p < ls) {
		size_t q = (size_t)((const char *)memchr(t->s + p, '\n',
							 ls - p) -
				    t->s),
		       b = p, e = q;

		while (b < e && is_blank(t->s[b]))
			b++;
		while (e > b && is_blank(t->s[e - 1]))
			e--;
		put_run(out, t, b, e - b);
		put(out, q + 1 < ls ? ' ' : '\n', t->src[q]);
		p = q + 1;
	}
}

/*
 * A Markdown table whose rendered page was copied as text, one cell a
 * line: "Test |", "IOPS |", "|---|---|", "Seq |", "512 |" (each cell
 * followed by its border; an empty cell a lone "|").  The rule says how
 * many cells a row has; when exactly that many cell lines stand above it
 * and the cell lines below it make whole rows, each row goes back on one
 * line ("|Test|IOPS|", "|Seq|512|").  A last cell the end of the text cut
 * ("R: 20.3 GiB + W: 8,987 Mi", no '|') completes the last row.  Any
 * other count is left as it is: which cell belongs to which row is not
 * certain then.
 */
static void pass_celllines(const struct nb *t, struct nb *out, int *changed)
{
	size_t from = 0;

	for (size_t ls = 0; ls < t->len;) {
		const char *nl = memchr(t->s + ls, '\n', t->len - ls);
		size_t le = nl ? (size_t)(nl - t->s) : t->len;
		size_t n, hs = ls, be, cells = 0, cb, ce;
		int corner = 0;

		/* cheap first: a line starting with "|-", "|:" or "---" */
		if (le - ls < 8 ||
		    (t->s[ls] == '|'
			 ? t->s[ls + 1] != '-' && t->s[ls + 1] != ':' &&
			       !is_blank(t->s[ls + 1])
			 : memcmp(t->s + ls, "---", 3) != 0) ||
		    !nl) {
			ls = le + 1;
			continue;
		}
		if (!exploded_rule(t->s, ls, le, &n)) {
			/* a header wrapped over lines of several cells, whole
			 * rows below it: the header back on one line */
			if (wrapped_header_rule(t->s, ls, le, &n, &hs) &&
			    whole_row(t->s, le + 1, t->len, n, &corner)) {
				put_run(out, t, from, hs - from);
				put_wrapped_header(t, out, hs, ls);
				from = ls;
				*changed = 1;
			}
			ls = le + 1;
			continue;
		}
		for (size_t k = 0; k < n; k++)
			hs = line_before(t->s, hs);
		for (be = le + 1; be < t->len; cells++) {
			const char *bn = memchr(t->s + be, '\n', t->len - be);
			size_t bl = bn ? (size_t)(bn - t->s) : t->len;

			if (!cell_line(t->s, be, bl, &cb, &ce))
				break;
			be = bl + 1;
		}
		if (cells % n == n - 1 && n >= 3 && be < t->len) {
			/* the text's last line, no '|': a cell cut short */
			const char *bn = memchr(t->s + be, '\n', t->len - be);
			size_t bl = bn ? (size_t)(bn - t->s) : t->len;
			int text = 0;

			for (size_t i = be; i < bl; i++)
				text |= !is_blank(t->s[i]);
			if (text && bl + (bn != NULL) >= t->len &&
			    !memchr(t->s + be, '|', bl - be) &&
			    cut_row_whole(t->s, le + 1, bl, n))
				cells++;
		}
		if (!cells && n >= 3 && be < t->len &&
		    whole_row(t->s, be, t->len, n, &corner)) {
			/* the rows below are whole lines: the header alone */
			put_run(out, t, from, hs - from);
			put_header(t, out, hs, n, corner);
			from = ls;
			*changed = 1;
			ls = le + 1;
			continue;
		}
		if (cells < n || cells % n) {
			ls = le + 1;
			continue;
		}
		put_run(out, t, from, hs - from);
		put_row(t, out, hs, n);
		put_run(out, t, ls, le + 1 - ls);
		for (be = le + 1; cells; cells -= n)
			be = put_row(t, out, be, n);
		from = be;
		*changed = 1;
		ls = be;
	}
	put_run(out, t, from, t->len - from);
}

/* ---- a pipe table's row wrapped by a mail client ------------------------ */

/* The unescaped '|' in s[b, e). */
static size_t pipes_in(const char *s, size_t b, size_t e)
{
	size_t n = 0;

	for (size_t p = next_pipe(s, b, e); p < e; p = next_pipe(s, p + 1, e))
		n++;
	return n;
}

/* Line l, its blanks at both ends aside, into [*b, *e). */
static void row_trim(const char *s, const struct line *l, size_t *b, size_t *e)
{
	*b = l->b;
	*e = l->e;
	while (*b < *e && is_blank(s[*b]))
		(*b)++;
	while (*e > *b && is_blank(s[*e - 1]))
		(*e)--;
}

/*
 * The '|' a whole row has in the pipe table holding line i of l (nl
 * lines): its rule's ("|---|---|---|", closed by a '|') cells plus one,
 * the rule sought among the lines next to it that hold a '|' (up first,
 * then down; 64 lines each way at most, a line without '|' ends the
 * table).  0 when there is none.
 */
static size_t table_row_pipes(const char *s, const struct line *l, size_t nl,
			      size_t i)
{
	for (int up = 1; up >= 0; up--)
		for (size_t k = i, m = 0; m < 64; m++) {
			size_t b, e, cells;

			if (up ? k == 0 : k + 1 >= nl)
				break;
			k = up ? k - 1 : k + 1;
			row_trim(s, &l[k], &b, &e);
			if (b >= e || !memchr(s + b, '|', e - b))
				break;
			if (s[b] == '|' && s[e - 1] == '|' &&
			    rule_run(s, b, e, &cells) == e)
				return cells + 1;
		}
	return 0;
}

/*
 * Whether line i of l is a pipe table's row a mail client wrapped, its
 * last cell's rest and closing '|' on line i + 1: Outlook's "> | Intel
 * QAT |    4096  |  538 MiB/s | 112 MiB/s |     20.76" over "MiB/s   |"
 * (quoted one level less, or not at all: the quote is peeled by now), or
 * a header's "| ... | randread  | small" over "| randread(5%) |" (the
 * client repeated the quote, its "| " taken for one).  The row starts
 * with '|' and does not end with one; the rest ends with '|' and holds
 * one more at most, first (a repeated "| ": *drop, or a cell's border
 * when the wrap fell at the blank before it); together they hold as many
 * '|' as the table's rule says a row has (table_row_pipes()), neither
 * alone.  As a mail client wraps, the row (its quote counted: peeled,
 * the rest's next) is 78 columns at most and the rest's first word would
 * not have fit after it within 72; the rest is quoted no deeper.
 */
static int row_wrapped(const struct nb *t, const struct line *l, size_t nl,
		       size_t i, int *drop)
{
	const char *s = t->s;
	size_t b, e, rb, re, want, pl, pr, lc, w;

	row_trim(s, &l[i], &b, &e);
	if (e - b < 2 || s[b] != '|' || s[e - 1] == '|' || i + 1 >= nl)
		return 0;
	row_trim(s, &l[i + 1], &rb, &re);
	if (re - rb < 2 || s[re - 1] != '|' || s[re - 2] == '\\')
		return 0;
	pr = pipes_in(s, rb, re);
	if (pr > 2 || (pr == 2 && s[rb] != '|'))
		return 0;
	lc = chars_of(s, l[i].b, l[i].e) + peeled_before(t, l[i].b);
	if (lc > MAILWRAP_MAX ||
	    peeled_before(t, l[i + 1].b) > peeled_before(t, l[i].b))
		return 0;
	want = table_row_pipes(s, l, nl, i);
	pl = pipes_in(s, b, e);
	if (!want || pl >= want || pr >= want)
		return 0;
	if (pl + pr == want)
		*drop = 0;
	else if (s[rb] == '|' && pl + pr - 1 == want)
		*drop = 1;
	else
		return 0;
	for (w = rb + (size_t)*drop; w < re && is_blank(s[w]); w++)
		;
	b = w;
	while (w < re && !is_blank(s[w]))
		w++;
	return w > b && lc + 1 + chars_of(s, b, w) > MAILWRAP_WIDTH;
}

/*
 * A pipe table's rows a mail client wrapped (row_wrapped()) go back on
 * one line: the row, a blank, the rest (its blanks and a repeated '|'
 * first dropped).  The table's reader then sees whole rows.
 */
static void pass_rowwrap(const struct nb *t, struct nb *out, int *changed)
{
	size_t nl;
	struct line *l;

	/* cheap first: a line starting with '|' over one ending in '|' */
	if (!memchr(t->s, '|', t->len)) {
		put_run(out, t, 0, t->len);
		return;
	}
	l = split_lines(t, &nl);
	if (!l) {
		put_run(out, t, 0, t->len);
		return;
	}
	for (size_t i = 0; i < nl; i++) {
		int drop = 0;

		put_run(out, t, l[i].b, l[i].e - l[i].b);
		if (row_wrapped(t, l, nl, i, &drop)) {
			size_t b = l[i + 1].b;

			while (b < l[i + 1].e && is_blank(t->s[b]))
				b++;
			if (drop)
				for (b++; b < l[i + 1].e && is_blank(t->s[b]);
				     b++)
					;
			put(out, ' ', t->src[l[i].e]);
			put_run(out, t, b, l[i + 1].e - b);
			*changed = 1;
			i++;
		}
		if (l[i].e < t->len)
			put(out, '\n', t->src[l[i].e]);
	}
	free(l);
}

/* ---- a post kept as a front matter's string ------------------------------ */

/*
 * A static-site export (Markata's "markout", other generators' YAML
 * exports) keeps the whole post as its front matter's "content:" (or
 * "body:") value: a YAML double-quoted string with "\n" escapes, folded
 * over lines.  The front matter is kept without it (its other keys whose
 * value holds on one line, and list items: title, date, tags), then comes
 * the string's text, decoded as YAML reads it: escapes, a line break and
 * the next line's indentation one space, an empty line a "\n", a '\' at a
 * line end joins without space.  Each byte of the text keeps the offset
 * of what it came from: a decoded line points to the line it starts on.
 */
struct yaml_post {
	size_t key;  /* start of the "content:" line */
	size_t open; /* its opening quote */
	size_t shut; /* its closing quote */
	size_t end;  /* end of the front matter (after its "---" line, or the
			text's end when it has none) */
	int closed;  /* the front matter has its closing line */
};

/* The closing quote of the double-quoted scalar opened at s[p]: 0 when
 * none before end; *nl its "\n" escapes. */
static size_t yaml_dq_close(const char *s, size_t p, size_t end, size_t *nl)
{
	*nl = 0;
	for (size_t i = p + 1; i < end; i++) {
		if (s[i] == '\\' && i + 1 < end) {
			*nl += s[i + 1] == 'n';
			i++;
		} else if (s[i] == '"') {
			return i;
		}
	}
	return 0;
}

/* Whether s (n bytes) starts with such a front matter: *yp filled. */
static int yaml_post_find(const char *s, size_t n, struct yaml_post *yp)
{
	size_t ls = 0, lines = 0;

	if (n >= 3 && !memcmp(s, "\xef\xbb\xbf", 3))
		ls = 3;
	if (n - ls < 4 || memcmp(s + ls, "---", 3) ||
	    (s[ls + 3] != '\n' && s[ls + 3] != '\r'))
		return 0;
	memset(yp, 0, sizeof(*yp));
	yp->key = SIZE_MAX;
	if (!memchr(s + ls, '\n', n - ls))
		return 0;
	ls = (size_t)((const char *)memchr(s + ls, '\n', n - ls) - s) + 1;
	while (ls < n && lines++ < 4096) {
		const char *nl = memchr(s + ls, '\n', n - ls);
		size_t le = nl ? (size_t)(nl - s) : n, e = le, k, c, esc;

		while (e > ls && (is_blank(s[e - 1]) || s[e - 1] == '\r'))
			e--;
		if (e - ls == 3 &&
		    (!memcmp(s + ls, "---", 3) || !memcmp(s + ls, "...", 3))) {
			yp->end = nl ? le + 1 : le;
			yp->closed = 1;
			return yp->key != SIZE_MAX;
		}
		k = ci_starts(s + ls, e - ls, "content:") ? 8
		    : ci_starts(s + ls, e - ls, "body:")  ? 5
							  : 0;
		if (k && yp->key == SIZE_MAX) {
			size_t q = ls + k;

			while (q < e && is_blank(s[q]))
				q++;
			c = q < e && s[q] == '"' ? yaml_dq_close(s, q, n, &esc)
						 : 0;
			/* a post: at least two lines in it */
			if (c && esc >= 2) {
				yp->key = ls;
				yp->open = q;
				yp->shut = c;
				nl = memchr(s + c, '\n', n - c);
				le = nl ? (size_t)(nl - s) : n;
			}
		}
		if (!nl)
			break;
		ls = le + 1;
	}
	/* cut before its end: the front matter goes to the text's end */
	yp->end = n;
	return yp->key != SIZE_MAX && lines < 4096;
}

/* Whether line [b, e) of the front matter goes on its own: a key whose
 * value holds on the line (line [nb, ne) after it starts no
 * continuation), or a list item. */
static int yaml_line_kept(const char *s, size_t b, size_t e, size_t nb,
			  size_t ne)
{
	size_t q = b;

	while (q < e && is_blank(s[q]))
		q++;
	if (q + 1 < e && s[q] == '-' && is_blank(s[q + 1]))
		return 1; /* "  - python" */
	if (q != b || q == e || !memchr(s + b, ':', e - b))
		return 0;
	if (nb >= ne)
		return 1;
	q = nb;
	while (q < ne && is_blank(s[q]))
		q++;
	/* the next line continues this one's value */
	return nb == q || (q + 1 < ne && s[q] == '-' && is_blank(s[q + 1]));
}

/* An escape of a YAML double-quoted string at s[i] ('\\'): its text to
 * out (src o); returns its length. */
static size_t yaml_escape(const char *s, size_t i, size_t e, struct nb *out,
			  uint32_t o)
{
	static const char plain[] = "n\nt\tr\r\"\"\\\\//  \t\t_ N\nL\nP\n";
	char x = i + 1 < e ? s[i + 1] : 0, u[4];
	uint32_t cp = 0;
	size_t k = 0, len = 2;

	for (size_t j = 0; plain[j]; j += 2)
		if (x == plain[j]) {
			if (plain[j + 1] != '\r')
				put(out, plain[j + 1], o);
			return 2;
		}
	if (x == 'x' || x == 'u' || x == 'U') {
		size_t d = x == 'x' ? 2 : x == 'u' ? 4 : 8;

		if (e - i < 2 + d) {
			put(out, '\\', o);
			return 1;
		}
		for (size_t j = i + 2; j < i + 2 + d; j++) {
			char c = s[j];
			int v = is_digit(c)		 ? c - '0'
				: (c >= 'a' && c <= 'f') ? c - 'a' + 10
				: (c >= 'A' && c <= 'F') ? c - 'A' + 10
							 : -1;

			if (v < 0 || cp > 0x10ffff) {
				put(out, '\\', o);
				return 1;
			}
			cp = cp * 16 + (uint32_t)v;
		}
		len = 2 + d;
	} else if (!x || !strchr("0abefv", x)) {
		put(out, '\\', o); /* no escape: the '\' stays */
		return 1;
	}
	/* control characters go; a character above 0x7f as UTF-8 */
	if (cp >= 0x20 && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff))
		k = utf8_encode(cp, u);
	for (size_t j = 0; j < k; j++)
		put(out, u[j], o);
	return len;
}

/* The text of the scalar in[open, shut) decoded to out. */
static void yaml_dq_text(const struct nb *in, size_t open, size_t shut,
			 struct nb *out)
{
	const char *s = in->s;
	size_t mark = out->len; /* out's end before its trailing blanks */

	for (size_t i = open + 1; i < shut;) {
		if (s[i] == '\\' && i + 1 < shut && s[i + 1] == '\n') {
			/* an escaped line break: the next line's indentation
			 * goes, no space */
			for (i += 2; i < shut && is_blank(s[i]); i++)
				;
			continue;
		}
		if (s[i] == '\\') {
			i += yaml_escape(s, i, shut, out, in->src[i]);
			mark = out->len;
			continue;
		}
		if (s[i] == '\n') {
			size_t empty = 0, at = i;

			/* a fold: trailing blanks go, a break is a space,
			 * each empty line after it a "\n" */
			out->len = mark;
			for (i++;;) {
				size_t q = i;

				while (q < shut && is_blank(s[q]))
					q++;
				if (q < shut && s[q] == '\n') {
					empty++;
					at = q;
					i = q + 1;
					continue;
				}
				i = q;
				break;
			}
			if (!empty)
				put(out, ' ', in->src[at]);
			while (empty--)
				put(out, '\n', in->src[at]);
			mark = out->len;
			continue;
		}
		put(out, s[i], in->src[i]);
		if (!is_blank(s[i]))
			mark = out->len;
		i++;
	}
}

static void pass_yamlpost(const struct nb *in, struct nb *out,
			  const struct yaml_post *yp)
{
	const char *s = in->s;
	size_t ls = 0, body;

	/* the front matter without the post: "---", the keys kept */
	while (ls < yp->end) {
		const char *nl = memchr(s + ls, '\n', yp->end - ls);
		size_t le = nl ? (size_t)(nl - s) : yp->end, nb, ne;

		if (ls == yp->key) {
			nl = memchr(s + yp->shut, '\n', in->len - yp->shut);
			ls = nl ? (size_t)(nl - s) + 1 : in->len;
			continue;
		}
		nb = le + 1 < yp->end ? le + 1 : yp->end;
		ne = nb;
		while (ne < yp->end && s[ne] != '\n')
			ne++;
		if (ls == 0 || (yp->closed && le + 1 >= yp->end) ||
		    yaml_line_kept(s, ls, le, nb, ne)) {
			put_run(out, in, ls, le - ls);
			put(out, '\n', in->src[nl ? le : le - 1]);
		}
		ls = le + 1;
	}
	if (!yp->closed) {
		for (size_t k = 0; k < 3; k++)
			put(out, '-', in->src[yp->key]);
		put(out, '\n', in->src[yp->key]);
	}
	/* the post's text */
	body = out->len;
	yaml_dq_text(in, yp->open, yp->shut, out);
	if (out->len > body && out->s[out->len - 1] != '\n')
		put(out, '\n', in->src[yp->shut]);
	/* what follows the front matter */
	if (yp->end < in->len)
		put_run(out, in, yp->end, in->len - yp->end);
}

int ingest_norm_needed(const char *buf, size_t len)
{
	const unsigned char *u = (const unsigned char *)buf;
	size_t i = 0, ls = 0, lb = 0;
	/* one JSON object: no wrapper can be at its line starts */
	int json = json_document(buf, len);
	struct wrap_votes v;
	struct qp_spans qp;
	struct yaml_post yp;
	struct doubled_scan d = {0, 2};
	size_t pb = SIZE_MAX; /* the line before lb's */

	memset(&v, 0, sizeof(v));
	if (ingest_utf16_kind(buf, len))
		return 1;
	if (!json && yaml_post_find(buf, len, &yp))
		return 1;
	if (!json && qp_find(buf, len, &qp))
		return 1;
	if (!json && ansi_debris(buf, len))
		return 1;

	/* the first line that holds something: an indentation it has may be
	 * common to every line */
	while (!json && ls < len) {
		const char *nl = memchr(buf + ls, '\n', len - ls);
		size_t le = nl ? (size_t)(nl - buf) : len, q = ls;

		while (q < le && is_blank(buf[q]))
			q++;
		if (q < le) {
			if (q - ls >= 4 || memchr(buf + ls, '\t', q - ls))
				return 1;
			break;
		}
		ls = le + 1;
	}
	if (!json && line_start_at(buf, len, 0))
		return 1;
	if (!json && flat_table_in(buf, len))
		return 1;
	if (!json && flat_quotes_in(buf, len))
		return 1;
	if (!json && flat_mixed_in(buf, len))
		return 1;
	if (!json &&
	    (label_first_lines(buf, len) || gutter_first_lines(buf, len)))
		return 1;
	if (!json && log_lines_likely(buf, len)) {
		/* a log's prefix (log_peel()): its scan ends after forty
		 * lines without a timestamp */
		struct log_prefix lp;

		log_prefix_find(&lp, buf, len);
		if (log_label(&lp))
			return 1;
	}
	/* special bytes end it; each newline has the line after it looked
	 * at */
	for (; i + 16 <= len; i += 16) {
		uint64_t nl[2];

		if (scan16(u + i, nl, json))
			return 1;
		if (json)
			continue;
		for (int h = 0; h < 2; h++) {
			while (nl[h]) {
				size_t j = i + 8 * (size_t)h +
					   (size_t)__builtin_ctzll(nl[h]) / 8;

				nl[h] &= ~(0xffULL << (8 * (j - i - 8 * h)));
				if ((j &&
				     (u[j - 1] == '\r' || u[j - 1] == ' ')) ||
				    line_start_at(buf, len, j + 1))
					return 1;
				/* a file view's cells after the line
				 * (pass_pagewrap()) */
				if (j && u[j - 1] == '|' &&
				    pw_run_at(buf, len, lb))
					return 1;
				/* fio's line wrapped with a '\' */
				if (j && u[j - 1] == '\\' &&
				    fio_bs_wrapped(buf, lb, j))
					return 1;
				/* ASCII here: a byte is a character */
				wrap_count(&v, buf, lb, j, j - lb, len);
				if (doubled_step(&d, buf, lb, j) ||
				    wrap_suspect(buf, len, lb, j + 1) ||
				    cutrate_here(buf, pb, lb, j) ||
				    tail_here(buf, &pb, lb, j) ||
				    lit_tail(buf, lb, j))
					return 1;
				lb = j + 1;
			}
		}
	}
	for (; i < len; i++) {
		if (u[i] >= 0x80 ||
		    (special[u[i]] == 1 && (u[i] != '\r' || json)))
			return 1;
		if (!json && u[i] == '\n' &&
		    ((i && (u[i - 1] == '\r' || u[i - 1] == ' ')) ||
		     line_start_at(buf, len, i + 1)))
			return 1;
		if (!json && u[i] == '\n') {
			if (i && u[i - 1] == '\\' && fio_bs_wrapped(buf, lb, i))
				return 1;
			if (i && u[i - 1] == '|' && pw_run_at(buf, len, lb))
				return 1;
			wrap_count(&v, buf, lb, i, i - lb, len);
			if (doubled_step(&d, buf, lb, i) ||
			    wrap_suspect(buf, len, lb, i + 1) ||
			    cutrate_here(buf, pb, lb, i) ||
			    tail_here(buf, &pb, lb, i) || lit_tail(buf, lb, i))
				return 1;
			lb = i + 1;
		}
	}
	if (!json && lb < len) {
		wrap_count(&v, buf, lb, len, len - lb, len);
		if (cutrate_here(buf, pb, lb, len) ||
		    tail_here(buf, &pb, lb, len) || lit_tail(buf, lb, len))
			return 1;
	}
	/* lines a terminal wrapped at its width */
	return !json && wrap_decide(&v);
}

/*
 * Whether the quoted line [b, e), whose markers are peel bytes, has its
 * text glued to the last '>' (">SEQ1M Q8T1  3540.39"): a quote written
 * without a space.
 */
static int quote_glued(const char *s, size_t b, size_t e, size_t peel)
{
	return b + peel < e && s[b + peel - 1] == '>' && !is_blank(s[b + peel]);
}

/*
 * The quote marker a mail client's reflow glued to the end of the quoted
 * line [b, e) whose markers are peel bytes ("> >    io=3070MiB (3219MB),
 * run=19321-19321msec>   "): a '>' right after a letter or a digit, only
 * blanks after it, on a line with no '<' (a tag's, an address's, ioping's
 * "< 14.1 us>" close what they opened).  Its length with the blanks after
 * it, or 0.
 */
static size_t quote_tail(const char *s, size_t b, size_t e, size_t peel)
{
	size_t k = e;

	while (k > b + peel && is_blank(s[k - 1]))
		k--;
	if (k < b + peel + 2 || s[k - 1] != '>' ||
	    !(is_alpha(s[k - 2]) || is_digit(s[k - 2])) ||
	    memchr(s + b + peel, '<', k - b - peel))
		return 0;
	return e - k + 1;
}

/* The column a list item's text starts at ("- x", "  * x", "1. x", "2)
 * x"), or 0 when line [b, e) is no list item. */
static size_t item_text_col(const char *s, size_t b, size_t e)
{
	size_t p = b, d;

	while (p < e && s[p] == ' ')
		p++;
	d = p;
	while (p < e && p - d < 9 && is_digit(s[p]))
		p++;
	if (p > d ? p < e && (s[p] == '.' || s[p] == ')')
		  : p < e && strchr("-*+", s[p]) != NULL)
		p++;
	else
		return 0;
	if (p >= e || s[p] != ' ')
		return 0;
	while (p < e && s[p] == ' ')
		p++;
	return p < e ? p - b : 0;
}

/*
 * A Markdown blockquote in a list item's text ("- [Article](...)" over
 * "    > fio-2.0.9" / "    >"): its markers sit four spaces in or more,
 * past what quote_len() takes, and the document's other lines keep
 * pass_indent() from peeling the indentation.  As CommonMark reads it,
 * a '>' at most three spaces past the column the item's text starts at
 * opens a blockquote in the item.  The length of line i's indentation and
 * markers when the nearest line above it that holds something and sits
 * less deep is such an item (*ok caches the answer for the lines of one
 * quote, prev being the last line it was given for); else 0.  An
 * indented code block (no list item above) keeps what it shows.
 */
static size_t item_quote_len(const char *s, const struct line *l, size_t i,
			     size_t *prev, size_t *ok)
{
	size_t b = l[i].b, e = l[i].e, ind = 0, q, k;

	while (b + ind < e && s[b + ind] == ' ' && ind < 16)
		ind++;
	if (ind < 4 || b + ind >= e || s[b + ind] != '>' ||
	    !(q = quote_len(s, b + ind, e)))
		return 0;
	/* the quote's lines so far, empty lines between: same answer */
	for (k = i; k > 0 && *prev != SIZE_MAX && k - 1 > *prev &&
		    blank_line(s, l[k - 1].b, l[k - 1].e);
	     k--)
		;
	if (*prev != SIZE_MAX && k - 1 == *prev && k > 0) {
		*prev = i;
		return *ok == ind ? ind + q : 0;
	}
	*ok = 0;
	for (k = i; k-- > 0;) {
		size_t kb = l[k].b, ki = 0, c;

		if (blank_line(s, kb, l[k].e))
			continue;
		while (kb + ki < l[k].e && s[kb + ki] == ' ')
			ki++;
		if (ki >= ind)
			continue;
		c = item_text_col(s, kb, l[k].e);
		if (c && c <= ind && ind - c <= 3)
			*ok = ind;
		break;
	}
	*prev = i;
	return *ok == ind ? ind + q : 0;
}

static void pass_quotes(const struct nb *in, struct nb *out,
			const struct line *l, size_t nl, size_t *peel,
			int *changed)
{
	size_t *cut = NULL, prev = SIZE_MAX, ok = 0;

	for (size_t i = 0; i < nl; i++) {
		peel[i] = quote_len(in->s, l[i].b, l[i].e);
		if (!peel[i])
			peel[i] = item_quote_len(in->s, l, i, &prev, &ok);
		*changed |= peel[i] > 0;
	}
	/*
	 * A run of quoted lines of which one has its text glued to the '>'
	 * was quoted without a space: the space after the '>' of its other
	 * lines is the text's own (the indentation of an aligned column,
	 * hdparm's " Timing"), kept so that the columns stay aligned.
	 */
	for (size_t i = 0; i < nl;) {
		size_t j = i;
		int glued = 0;

		while (j < nl && peel[j]) {
			glued |= quote_glued(in->s, l[j].b, l[j].e, peel[j]);
			j++;
		}
		for (size_t k = i; glued && k < j; k++)
			if (peel[k] > 1 && in->s[l[k].b + peel[k] - 1] == ' ' &&
			    in->s[l[k].b + peel[k] - 2] == '>')
				peel[k]--;
		i = j > i ? j : i + 1;
	}
	for (size_t i = 0; i < nl; i++) {
		size_t t =
		    peel[i] ? quote_tail(in->s, l[i].b, l[i].e, peel[i]) : 0;

		if (!t)
			continue;
		if (!cut)
			cut = calloc(nl, sizeof(*cut));
		if (!cut)
			break; /* out of memory: the marker stays */
		cut[i] = t;
	}
	apply_cut(in, out, l, nl, peel, cut);
	free(cut);
}

/*
 * Whether line [b, e) is a Markdown fence (markdown_line()): then *open
 * turns, *ind is the indentation of the block it opens (0 when it closes
 * one) and *k its own.
 */
static int fence_step(const char *s, size_t b, size_t e, int *open, size_t *ind,
		      size_t *k)
{
	if (markdown_line(s, b, e) != 2)
		return 0;
	for (*k = 0; s[b + *k] == ' ';)
		(*k)++;
	*open = !*open;
	*ind = *open ? *k : 0;
	return 1;
}

/*
 * The indentation common to every line of l that holds something, the
 * blanks pass_indent() peels: its length when it holds a tab or is four
 * blanks or more, else 0.
 */
static size_t common_indent(const char *s, const struct line *l, size_t nl)
{
	size_t common = (size_t)-1, ref = 0;
	int tab = 0;

	for (size_t i = 0; i < nl; i++) {
		size_t k = 0;

		if (blank_line(s, l[i].b, l[i].e))
			continue;
		if (common == (size_t)-1) {
			ref = l[i].b;
			while (l[i].b + k < l[i].e && is_blank(s[l[i].b + k]))
				k++;
			common = k;
			continue;
		}
		while (k < common && l[i].b + k < l[i].e &&
		       s[l[i].b + k] == s[ref + k])
			k++;
		common = k;
	}
	if (common == (size_t)-1)
		common = 0;
	for (size_t k = 0; k < common; k++)
		tab |= s[ref + k] == '\t';
	return !tab && common < 4 ? 0 : common;
}

/*
 * Whether line [b, e) of s is a job or config file's line at indentation w
 * (exactly w blanks first): "[global]", "bs=1M", "numjobs=128".
 */
static int config_line_at(const char *s, size_t b, size_t e, size_t w)
{
	size_t p = b, k;

	while (p < e && (s[p] == ' ' || s[p] == '\t'))
		p++;
	if (p - b != w || p >= e)
		return 0;
	while (e > p && is_blank(s[e - 1]))
		e--;
	if (s[p] == '[')
		return e - p > 2 && s[e - 1] == ']';
	for (k = p; k < e && (isalnum((unsigned char)s[k]) || s[k] == '_');)
		k++;
	return k > p && k < e && s[k] == '=' && isalpha((unsigned char)s[p]);
}

/*
 * Indented comment runs: consecutive lines with the same blanks, then the
 * same marker and a blank ("    # ", "\t// ", "  #" alone on an empty
 * line of the run), at least two of them holding something: each loses its
 * indentation and its marker, as a run at column 0 loses its marker (a
 * script's, a config file's or an indented code block's commented
 * output).  Not a run whose last line is a command followed directly by a
 * line holding something: a root's prompt over the command's output
 * ("    # dd if=..." / "    1024+0 records in"), left to the prompts; nor
 * while the whole text, or the Markdown fence the run is in, is indented:
 * pass_indent() peels that first, and the next round reads the run with
 * what indentation is left.
 */
static void indented_comments(const struct nb *in, const struct line *l,
			      size_t nl, size_t *peel, char kind, int *changed)
{
	const char *s = in->s;
	size_t whole = SIZE_MAX;  /* common_indent(), once needed */
	size_t fl = 0, fence = 0; /* lines [0, fl) seen: fence's indent */
	int open = 0;

	for (size_t i = 0; i < nl;) {
		size_t m, w = indented_comment(s, l[i].b, l[i].e, kind, &m);
		size_t j = i + 1, full;

		if (!w) {
			i++;
			continue;
		}
		full = !blank_line(s, l[i].b + w + m, l[i].e);
		while (j < nl &&
		       (m = comment_after(s, l[j].b, l[j].e, s + l[i].b, w,
					  kind)) != 0) {
			full += !blank_line(s, l[j].b + w + m, l[j].e);
			j++;
		}
		m = spaced_comment_len(s, l[j - 1].b + w, l[j - 1].e, kind);
		if (full >= 2 && whole == SIZE_MAX)
			whole = common_indent(s, l, nl);
		for (size_t k; full >= 2 && fl < i; fl++)
			fence_step(s, l[fl].b, l[fl].e, &open, &fence, &k);
		/* "    # Number of threads" between "    iodepth=64" and
		 * "    numjobs=128": a job file's own comments, no commented
		 * output (peeled, "# bs=4k" would set an option) */
		if (full >= 2 &&
		    ((i > 0 && config_line_at(s, l[i - 1].b, l[i - 1].e, w)) ||
		     (j < nl && config_line_at(s, l[j].b, l[j].e, w)))) {
			i = j;
			continue;
		}
		if (full < 2 || whole || fence ||
		    (j < nl && !blank_line(s, l[j].b, l[j].e) &&
		     !blank_line(s, l[j - 1].b + w + m, l[j - 1].e) &&
		     looks_command(s, l[j - 1].b + w + m, l[j - 1].e))) {
			i = j;
			continue;
		}
		for (size_t k = i; k < j; k++) {
			peel[k] =
			    w + spaced_comment_len(s, l[k].b + w, l[k].e, kind);
			*changed = 1;
		}
		i = j;
	}
}

/* comment_len(), else hash2 (a "##" pass_comments() found peelable). */
static size_t comment_len_or(const char *s, size_t b, size_t e, char kind,
			     size_t hash2)
{
	size_t m = comment_len(s, b, e, kind);

	return m ? m : hash2;
}

/*
 * '# ' or '// ' over a run of at least two lines that hold something, or
 * over every line that holds something: a lone '#' line (a heading, a
 * comment in a job file) stays.
 */
static void pass_comments(const struct nb *in, struct nb *out,
			  const struct line *l, size_t nl, size_t *peel,
			  char kind, int *changed)
{
	size_t nonblank = 0;

	for (size_t i = 0; i < nl; i++)
		nonblank += !blank_line(in->s, l[i].b, l[i].e);
	/* "##" over two lines or more in a row, one of them a mark only a
	 * tool prints ("##64+0 records in" under "##dd: error writing"):
	 * their markers, in peel[], read below as comment markers */
	for (size_t i = 0; i < nl;) {
		size_t j = i, mark = 0;

		while (j < nl && kind == '#' &&
		       (peel[j] = hash2_len(in->s, l[j].b, l[j].e)) != 0) {
			mark |= docflat_line_tool(in->s + l[j].b + peel[j],
						  l[j].e - l[j].b - peel[j]) !=
				NULL;
			j++;
		}
		for (size_t k = i; k < j; k++)
			peel[k] = mark && j - i >= 2 ? peel[k] : 0;
		if (j < nl)
			peel[j] = 0;
		i = j + 1;
	}
	for (size_t i = 0; i < nl;) {
		size_t j = i, full = 0;

		while (j < nl &&
		       comment_len_or(in->s, l[j].b, l[j].e, kind, peel[j])) {
			size_t m = comment_len_or(in->s, l[j].b, l[j].e, kind,
						  peel[j]);

			full += !blank_line(in->s, l[j].b + m, l[j].e);
			j++;
		}
		if (j == i) {
			peel[i++] = 0;
			continue;
		}
		for (size_t k = i; k < j; k++) {
			if (full >= 2 || (full && j - i >= nonblank))
				peel[k] = comment_len_or(in->s, l[k].b, l[k].e,
							 kind, peel[k]);
			else
				peel[k] = 0;
			*changed |= peel[k] > 0;
		}
		i = j;
	}
	indented_comments(in, l, nl, peel, kind, changed);
	apply_peel(in, out, l, nl, peel);
}

/*
 * A '|' at a line's start, up to three spaces before it: its length (the
 * '|' kept out), or 0.
 */
static size_t bar_len(const char *s, size_t b, size_t e)
{
	size_t p = b;

	while (p < e && p - b < 3 && s[p] == ' ')
		p++;
	return p < e && s[p] == '|' ? p + 1 - b : 0;
}

/* Whether line [b, e), its bar peeled (m), ends with a '|' or is a table's
 * rule ("|---|:--", "| --- |"): a pipe table's row. */
static int bar_table_row(const char *s, size_t b, size_t e, size_t m)
{
	size_t dashes = 0, p;

	while (e > b + m && is_blank(s[e - 1]))
		e--;
	if (e > b + m && s[e - 1] == '|')
		return 1;
	for (p = b + m; p < e && strchr("-:| \t", s[p]); p++)
		dashes += s[p] == '-';
	return p == e && dashes >= 3;
}

/*
 * A block a poster marked with a '|' at the start of each of its lines,
 * as some mark what they paste into a mail ("|# dd bs=1M count=512
 * </dev/sdc >/dev/null" / "|512+0 records in" / "|512+0 records out" /
 * "|536870912 bytes transferred in 9.41 seconds (57053091 bytes/sec)"),
 * often quoted again ("> > |512+0 records in", the quotes peeled first):
 * the '|' goes, so that the tool's lines start their lines again.  Only
 * over a run of two lines or more that all carry it (a lone '|' is a log's
 * empty line) and of which one is a tool's mark (docflat_line_tool()) other
 * than hdparm's (its reader reads "| Timing ..." lines as they are);
 * not when a line of the run ends with '|' or is a rule ("| a | b |",
 * "|---|---"): a Markdown table stays a table; nor over fio's percentile
 * lines ("|  1.00th=[  262]," of an output whose indentation was lost).
 */
static void pass_bars(const struct nb *in, struct nb *out, const struct line *l,
		      size_t nl, size_t *peel, int *changed)
{
	const char *s = in->s;

	for (size_t i = 0; i < nl; i++)
		peel[i] = bar_len(s, l[i].b, l[i].e);
	for (size_t i = 0; i < nl;) {
		size_t j = i, full = 0;
		int tool = 0, table = 0;
		const char *t;

		for (; j < nl && peel[j]; j++) {
			size_t b = l[j].b + peel[j], e = l[j].e;

			full += !blank_line(s, b, e);
			table |= bar_table_row(s, l[j].b, e, peel[j]) ||
				 memmem(s + b, e - b, "th=[", 4) != NULL;
			t = docflat_line_tool(s + b, e - b);
			/* hdparm's reader reads its "| Timing ..." lines
			 * itself, with the captions and commands around */
			tool |= t && strcmp(t, "hdparm");
		}
		for (size_t k = i; k < j; k++) {
			if (full < 2 || !tool || table)
				peel[k] = 0;
			*changed |= peel[k] > 0;
		}
		i = j > i ? j : i + 1;
	}
	apply_peel(in, out, l, nl, peel);
}

static void pass_prompts(const struct nb *in, struct nb *out,
			 const struct line *l, size_t nl, size_t *peel,
			 int *changed)
{
	for (size_t i = 0; i < nl; i++) {
		size_t k = prompt_len(in->s, l[i].b, l[i].e);

		peel[i] = 0;
		if (k && !looks_command(in->s, l[i].b + k, l[i].e)) {
			peel[i] = k;
			*changed = 1;
		}
	}
	apply_peel(in, out, l, nl, peel);
}

/* An indentation (a tab, or four spaces or more) common to every line. */
/*
 * Line numbers before every line: `cat -n` ("     1\tdd if=..."), an
 * editor's or a web code block's gutter copied with the code ("12 |",
 * "12 "). Peeled when every line that holds something has one, each the
 * line's own number plus one constant (they count up with the lines, the
 * empty ones too), over three lines or more: a table's first column of
 * row numbers under a header has no number on its header.  The number
 * goes with the tab after it, or one blank, or " | " / ": ".
 */
static size_t gutter_len(const char *s, size_t b, size_t e, long *v)
{
	size_t p = b, d;

	while (p < e && p - b < 6 && s[p] == ' ')
		p++;
	for (d = p, *v = 0; p < e && p - d < 6 && is_digit(s[p]); p++)
		*v = *v * 10 + (s[p] - '0');
	if (p == d)
		return 0;
	if (p == e)
		return p - b; /* a numbered empty line */
	if (s[p] == '\t')
		return p + 1 - b;
	if (s[p] != ' ' && s[p] != '|' && s[p] != ':')
		return 0;
	if ((s[p] == '|' || s[p] == ':') ||
	    (p + 1 < e && (s[p + 1] == '|' || s[p + 1] == ':'))) {
		p += s[p] == ' ';
		p++;
		return p + (p < e && s[p] == ' ') - b;
	}
	return p + 1 - b;
}

/* For the fast check: a Markdown fence at p whose next two lines hold a
 * gutter's numbers, one after the other (see pass_gutter()). */
static int fence_gutter(const char *buf, size_t len, size_t p)
{
	const char *nl = memchr(buf + p, '\n', len - p);
	size_t b, e;
	long v0, v1;

	if (!nl || markdown_line(buf, p, (size_t)(nl - buf)) != 2)
		return 0;
	b = (size_t)(nl - buf) + 1;
	nl = memchr(buf + b, '\n', len - b);
	if (!nl)
		return 0;
	e = (size_t)(nl - buf);
	if (!gutter_len(buf, b, e, &v0))
		return 0;
	b = e + 1;
	nl = memchr(buf + b, '\n', len - b);
	e = nl ? (size_t)(nl - buf) : len;
	return gutter_len(buf, b, e, &v1) && v1 == v0 + 1;
}

/*
 * A code block that a page rendered as an ordered list, copied as text:
 * "  1. fio -name iops -rw=read ...", "  2. Starting 1 process", "  5.
 * read: IOPS=27.9k, ...".  The "N. " of line [b, e) (blanks before it, at
 * most three): its length, *v the number; 0 none.
 */
static size_t dotted_len(const char *s, size_t b, size_t e, long *v)
{
	size_t p = b, d;

	while (p < e && p - b < 3 && s[p] == ' ')
		p++;
	for (d = p, *v = 0; p < e && p - d < 5 && is_digit(s[p]); p++)
		*v = *v * 10 + (s[p] - '0');
	if (p == d || p + 1 >= e || s[p] != '.' || s[p + 1] != ' ')
		return 0;
	return p + 2 - b;
}

/* For the fast check: line p and the next numbered one after the other
 * ("1. ...", "2. ..."; see dotted_run()). */
static int dotted_gutter_at(const char *buf, size_t len, size_t p)
{
	const char *nl = memchr(buf + p, '\n', len - p);
	size_t b, e;
	long v0, v1;

	if (!nl || !dotted_len(buf, p, (size_t)(nl - buf), &v0))
		return 0;
	b = (size_t)(nl - buf) + 1;
	nl = memchr(buf + b, '\n', len - b);
	e = nl ? (size_t)(nl - buf) : len;
	return dotted_len(buf, b, e, &v1) && v1 == v0 + 1;
}

/*
 * The numbers of runs of lines numbered one after the other ("1. ", "2.
 * ", ... no line between): peeled when a run holds five lines or more and
 * one of them, without its number, starts as a tool's output line does
 * (docflat_line_start(): "Starting 1 process", "read: IOPS=", "64+0
 * records in"): a code block a page showed as a list.  A list of steps
 * or names holds no output line and keeps its numbers.
 */
static int dotted_run(const struct nb *in, const struct line *l, size_t nl,
		      size_t *peel)
{
	int changed = 0;

	for (size_t i = 0; i < nl;) {
		size_t j = i, out = 0, k;
		long v, w;

		if (!(k = dotted_len(in->s, l[i].b, l[i].e, &v))) {
			i++;
			continue;
		}
		for (j = i + 1; j < nl; j++) {
			if (!dotted_len(in->s, l[j].b, l[j].e, &w) ||
			    w != v + (long)(j - i))
				break;
		}
		for (size_t m = i; m < j && !out; m++) {
			k = dotted_len(in->s, l[m].b, l[m].e, &w);
			out = docflat_line_start(in->s + l[m].b + k,
						 l[m].e - l[m].b - k);
		}
		if (j - i >= 5 && out) {
			for (size_t m = i; m < j; m++)
				peel[m] = dotted_len(in->s, l[m].b, l[m].e, &w);
			changed = 1;
		}
		i = j;
	}
	return changed;
}

/* The gutter of lines [from, to) (see above): peel[] set, else left 0;
 * the lines it numbers. */
static size_t gutter_run(const struct nb *in, const struct line *l, size_t from,
			 size_t to, size_t *peel)
{
	long off = 0, v;
	size_t lines = 0;
	int first = 1;

	for (size_t i = from; i < to; i++) {
		size_t k = gutter_len(in->s, l[i].b, l[i].e, &v);

		if (!k) {
			if (!blank_line(in->s, l[i].b, l[i].e))
				goto none;
			continue;
		}
		if (first) {
			off = v - (long)i;
			first = 0;
		} else if (v - (long)i != off) {
			goto none;
		}
		peel[i] = k;
		lines++;
	}
	if (lines >= 3) {
		/* "12  code": the blanks after every number are the gutter's
		 * (at most the fewest any line has: the code's own indent
		 * stays) */
		size_t extra = SIZE_MAX;

		for (size_t i = from; i < to; i++) {
			size_t p = l[i].b + peel[i], q = p;

			if (!peel[i] || p >= l[i].e || in->s[p - 1] != ' ' ||
			    !is_digit(in->s[p - 2]))
				continue;
			while (q < l[i].e && in->s[q] == ' ')
				q++;
			if (q - p < extra)
				extra = q - p;
		}
		for (size_t i = from; extra && extra != SIZE_MAX && i < to;
		     i++) {
			size_t p = l[i].b + peel[i];

			if (peel[i] && p < l[i].e && in->s[p - 1] == ' ' &&
			    is_digit(in->s[p - 2]))
				peel[i] += extra;
		}
		return lines;
	}
none:
	memset(peel + from, 0, (to - from) * sizeof(*peel));
	return 0;
}

/*
 * The whole text numbered, or each of a Markdown text's fenced blocks: a
 * code block copied with its gutter into a post (its fences and the
 * post's sentences have no number).
 */
static void pass_gutter(const struct nb *in, struct nb *out,
			const struct line *l, size_t nl, size_t *peel,
			int *changed)
{
	memset(peel, 0, nl * sizeof(*peel));
	if (gutter_run(in, l, 0, nl, peel)) {
		*changed = 1;
	} else if (dotted_run(in, l, nl, peel)) {
		*changed = 1;
	} else {
		for (size_t i = 0, open = 0; i < nl; i++) {
			if (markdown_line(in->s, l[i].b, l[i].e) != 2)
				continue;
			if (open && gutter_run(in, l, open, i, peel))
				*changed = 1;
			open = open ? 0 : i + 1;
		}
	}
	apply_peel(in, out, l, nl, peel);
}

/*
 * A web page's wrapper on every line of a pasted output, copied with it:
 * a paste site's list view ("- Sequential Read (Q= 32,T= 1) : 561.779
 * MB/s", "- " on every line, "* " or "+ " too), a gist's or repository
 * file's view whose line-number and blame cells became " | |" at each
 * line's end ("Sequential Read : 379.095 MB/s | |"), a numbered code view
 * ("8 Sequential Read ...", "12 | ...", "12: ..."; "8. " is
 * dotted_run()'s).  Peeled only over a run of five lines or more (or of
 * two to four list items when each one is the tool's line: "- Run status
 * group 0 (all jobs):" / "- READ: io=524288KB, aggrb=3412KB/s, ..."), each
 * with the same wrapper (the same marker, as many '|', numbers counting up
 * one a line; a marker at the same column: a nested list's items are a
 * list), whose text once peeled is a tool's output: lines as dd,
 * fio, hdparm or CrystalDiskMark start them (docflat_line_start()), a
 * third of its lines at least, one of them a line only the tool prints
 * (its banner, "Run status group 0", "64+0 records in") or a command, and
 * no '|' inside a line but a command's or a fio percentile line's.  A
 * Markdown list of results a person typed ("- Sequential Read: 512
 * MB/s") has no banner, a pipe table ('|' between cells, "|---|" rules)
 * no run: both stay as they are.
 */
enum { PW_ITEM, PW_CELLS, PW_NUMBER, PW_KINDS };

/* The wrapper of kind k of line [b, e): 1 with *peel the bytes at its
 * start, *cut at its end and *key what repeats on every line of a run
 * (the marker; the '|' count; the number less no), else 0.  The wrapper
 * alone is an empty line of the paste. */
static int pw_wrap(const char *s, size_t b, size_t e, int k, long no,
		   size_t *peel, size_t *cut, long *key)
{
	size_t p = b;
	long pipes = 0;

	*peel = *cut = 0;
	if (k == PW_CELLS) {
		for (p = e; p > b && (s[p - 1] == ' ' || s[p - 1] == '|'); p--)
			pipes += s[p - 1] == '|';
		/* " |" after the text ("---|": a rule's own) */
		if (!pipes || pipes > 3 || (p > b && s[p] != ' '))
			return 0;
		*cut = e - p;
		*key = pipes;
		return 1;
	}
	while (p < e && p - b < 3 && s[p] == ' ')
		p++;
	if (k == PW_NUMBER) {
		if (p >= e || !is_digit(s[p]))
			return 0;
		*peel = gutter_len(s, b, e, key);
		*key -= no;
		return *peel > 0;
	}
	if (p >= e || (s[p] != '-' && s[p] != '*' && s[p] != '+') ||
	    (p + 1 < e && s[p + 1] != ' '))
		return 0;
	*peel = p + 1 - b + (p + 1 < e);
	/* the marker at the same column: a nested list ("* 8K" over "  *
	 * READ: bw=...") is a list */
	*key = s[p] * 4 + (long)(p - b);
	return 1;
}

/* A line only the tool prints: CrystalDiskMark's or KDiskMark's banner
 * ("CrystalDiskMark 6.0.2 x64 (C) 2007-2018 hiyohiyo", "Crystal Dew
 * World"), a mark of fio, hdparm or dd (docflat_line_tool()), a
 * command. */
static int pw_tool_mark(const char *t, size_t n)
{
	if (!t) /* never; gcc -O1 cannot see it (-Wnonnull) */
		return 0;
	return (n > 16 && !memcmp(t, "CrystalDiskMark ", 16) &&
		is_digit(t[16]) && memmem(t, n, " (C) ", 5)) ||
	       (n >= 17 && !memcmp(t, "Crystal Dew World", 17)) ||
	       (n > 11 && !memcmp(t, "KDiskMark (", 11)) ||
	       docflat_line_tool(t, n) || docflat_command_line(t, n);
}

/* Whether t (n bytes) gives a rate, a figure and its unit ("18.7 MB/s",
 * "412MiB/s", "45 MB/sec"): a line of results a person typed among a
 * tool's commands in a gist ("node-a: Write: 18.7 MB/s Read: 45.6
 * MB/s | |"), which counts as the output's for the cells' wrapper (its
 * " | |" no person types). */
static int pw_rate_line(const char *t, size_t n)
{
	for (size_t i = 0; i + 3 < n; i++) {
		size_t j = i + 1, k;

		if (!is_digit(t[i]) || is_digit(t[j]))
			continue;
		if (t[j] == ' ')
			j++;
		for (k = j; k < n && k - j < 4 && isalpha((unsigned char)t[k]);)
			k++;
		if (k > j && k + 1 < n && t[k] == '/' && t[k + 1] == 's')
			return 1;
	}
	return 0;
}

/* The lines with the same wrapper of kind k from the line at ls on (a
 * run); *ok whether they are five or more and a tool's output (above). */
static size_t pw_run(const char *s, size_t len, size_t ls, int k, int *ok)
{
	size_t n = 0, lines = 0, tool = 0, peel, cut;
	long key0 = 0, key;
	int mark = 0, cells = 0, omark = 0;

	while (ls <= len) {
		const char *nl = memchr(s + ls, '\n', len - ls);
		size_t le = nl ? (size_t)(nl - s) : len, b, e;

		if (!pw_wrap(s, ls, le, k, (long)n, &peel, &cut, &key) ||
		    (n && key != key0))
			break;
		key0 = key;
		n++;
		for (b = ls + peel, e = le - cut; b < e && is_blank(s[b]);)
			b++;
		if (b < e) {
			int cmd = docflat_command_line(s + b, e - b);

			lines++;
			tool += cmd || docflat_line_start(s + b, e - b) ||
				(k == PW_CELLS && pw_rate_line(s + b, e - b));
			mark |= pw_tool_mark(s + b, e - b);
			omark |= !cmd && docflat_line_tool(s + b, e - b);
			/* a cell's border: a table's row */
			cells |=
			    s[b] != '|' && !cmd && memchr(s + b, '|', e - b);
		}
		if (!nl)
			break;
		ls = le + 1;
	}
	/* a short run, two to four items ("- Run status group 0 (all
	 * jobs):" / "- READ: io=524288KB, aggrb=3412KB/s, ..." / "- WRITE:
	 * io=..."): a paste site's list view of a few lines, when every item
	 * is the tool's line and one a line only its output holds (not a
	 * command: a list of two commands stays a list), its markers at the
	 * line start (a nested list's "  * READ: bw=..." under "* 8K" is a
	 * list); a list a person typed holds a sentence */
	*ok = (n >= 5 || (k == PW_ITEM && n >= 2 && key0 % 4 == 0 &&
			  tool == lines && omark)) &&
	      mark && !cells && tool >= 2 && tool * 3 >= lines;
	return n;
}

/* For the fast check: whether a run of wrapped lines (above) starts at
 * line p (the line above is none of its). */
static int pw_run_at(const char *s, size_t len, size_t p)
{
	const char *nl = memchr(s + p, '\n', len - p);
	size_t pb = p, pe = nl ? (size_t)(nl - s) : len, peel, cut;
	long kp, key;
	int ok;

	if (p) {
		pb = p - 1;
		while (pb && s[pb - 1] != '\n')
			pb--;
	}
	for (int k = 0; k < PW_KINDS; k++) {
		if (!pw_wrap(s, p, pe, k, 1, &peel, &cut, &key) ||
		    (p && pw_wrap(s, pb, p - 1, k, 0, &peel, &cut, &kp) &&
		     kp == key))
			continue;
		pw_run(s, len, p, k, &ok);
		if (ok)
			return 1;
	}
	return 0;
}

static void pass_pagewrap(const struct nb *in, struct nb *out,
			  const struct line *l, size_t nl, size_t *peel,
			  int *changed)
{
	size_t *cut = calloc(nl ? nl : 1, sizeof(*cut)), c;
	long key;

	memset(peel, 0, nl * sizeof(*peel));
	for (int k = 0; cut && k < PW_KINDS; k++) {
		for (size_t i = 0; i < nl;) {
			int ok;
			size_t n = pw_run(in->s, in->len, l[i].b, k, &ok);

			if (!ok) {
				i += n ? n : 1;
				continue;
			}
			for (size_t m = i; k != PW_NUMBER && m < i + n; m++) {
				size_t p;

				pw_wrap(in->s, l[m].b, l[m].e, k, 0, &p, &c,
					&key);
				if (k == PW_CELLS)
					cut[m] = c;
				else if (!peel[m])
					peel[m] = p;
			}
			/* the numbers' blanks after them too */
			if (k == PW_NUMBER)
				gutter_run(in, l, i, i + n, peel);
			*changed = 1;
			i += n;
		}
	}
	apply_cut(in, out, l, nl, peel, cut);
	free(cut);
}

/*
 * The same label when its digits change from line to line: a log's
 * timestamp and the words every line shares after it (logprefix.h:
 * "12:06:53 DEBUG| [stdout] ", "2023-01-02T03:04:05.123Z stdout F ",
 * "[  12.345678] ").  A bare unbracketed time is left alone: a table's
 * first column may be one ("12:00:01  450 MB/s"); the line importers
 * read past it.  Peeled from the lines that start with it (a log among
 * prose), the prefix alone (its last blank gone) being a relayed empty
 * line.
 */
static int log_label(const struct log_prefix *lp)
{
	return lp->len && !lp->numbered && !lp->nick &&
	       (lp->len > lp->stamp || lp->shape[0] == '[');
}

static void log_peel(const struct nb *in, const struct line *l, size_t nl,
		     size_t *peel, int *changed)
{
	struct log_prefix lp;

	log_prefix_find(&lp, in->s, in->len);
	if (!log_label(&lp))
		return;
	for (size_t i = 0; i < nl; i++) {
		size_t n = l[i].e - l[i].b;

		peel[i] = log_prefix_at(&lp, in->s + l[i].b, n);
		if (!peel[i] && n + 1 == lp.len &&
		    is_blank(lp.shape[lp.len - 1])) {
			/* the prefix without its blank: compare its shape */
			size_t k = 0;

			while (k < n &&
			       (is_digit(in->s[l[i].b + k])
				    ? lp.shape[k] == '9'
				    : lp.shape[k] == in->s[l[i].b + k]))
				k++;
			if (k == n)
				peel[i] = n;
		}
		*changed |= peel[i] > 0;
	}
}

static void pass_labels(const struct nb *in, struct nb *out,
			const struct line *l, size_t nl, size_t *peel,
			int *changed)
{
	size_t n = 0, lines = 0, first = 0;
	int found = 0;

	memset(peel, 0, nl * sizeof(*peel));
	for (size_t i = 0; i < nl; i++) {
		if (blank_line(in->s, l[i].b, l[i].e))
			continue;
		if (!found) {
			found = 1;
			first = l[i].b;
			n = label_len(in->s, l[i].b, l[i].e);
			if (!n)
				break;
		} else if (!has_label(in->s, l[i].b, l[i].e, in->s + first,
				      n)) {
			n = 0;
			break;
		}
		lines++;
	}
	if (n && lines >= 3) {
		for (size_t i = 0; i < nl; i++) {
			if (blank_line(in->s, l[i].b, l[i].e))
				continue;
			peel[i] = l[i].e - l[i].b < n ? l[i].e - l[i].b : n;
		}
		*changed = 1;
	} else {
		log_peel(in, l, nl, peel, changed);
	}
	apply_peel(in, out, l, nl, peel);
}

/*
 * A Markdown fenced block indented as a list item's content ("1. Run
 * it:" over "   ```" and its lines): as CommonMark reads it, each line
 * loses as many spaces as its fence has (at most those it has), and the
 * fences lose theirs.  Its wrappers (a CI log's prefixes, comments) are
 * then at its lines' starts.
 */
static void fence_indent(const struct nb *in, const struct line *l, size_t nl,
			 size_t *peel, int *changed)
{
	size_t ind = 0;
	int open = 0;

	for (size_t i = 0; i < nl; i++) {
		size_t k = 0, lim = ind;

		if (!fence_step(in->s, l[i].b, l[i].e, &open, &ind, &lim) &&
		    !open)
			continue;
		while (k < lim && l[i].b + k < l[i].e &&
		       in->s[l[i].b + k] == ' ')
			k++;
		peel[i] = k;
		*changed |= k > 0;
	}
}

static void pass_indent(const struct nb *in, struct nb *out,
			const struct line *l, size_t nl, size_t *peel,
			int *changed)
{
	size_t common = common_indent(in->s, l, nl);

	for (size_t i = 0; i < nl; i++) {
		size_t k = 0;

		while (k < common && l[i].b + k < l[i].e &&
		       is_blank(in->s[l[i].b + k]))
			k++;
		peel[i] = k;
		*changed |= k > 0;
	}
	if (!common)
		fence_indent(in, l, nl, peel, changed);
	apply_peel(in, out, l, nl, peel);
}

/* ---- source code around an output --------------------------------------- */

/*
 * An output kept in a program's string literals, one output line a piece
 * ("...\r\n" + in Java, C's adjacent literals, Python's ("...\n" "...\n")):
 * the pieces' text, escapes decoded, one line per "\n".  A line is a
 * piece when it holds, after blanks and maybe a concatenation operator,
 * one or more literals joined by operators or blanks, then maybe an
 * operator ('+', '.', '<<', a '\' continuation: the string goes on) or
 * what ends a statement or an argument (')', ';', ',', ']').  The first
 * piece may have code before it: an assignment or a call ("String s = ",
 * "s = (", "print(").
 */
struct lit_line {
	int more; /* nothing after the last literal ends the string */
	int nl;	  /* "\n" escapes in the line's literals */
	int code; /* code before the first literal */
};

/* The closing quote of the literal opened at s[p], or 0. */
static size_t lit_close(const char *s, size_t p, size_t e)
{
	for (size_t i = p + 1; i < e; i++) {
		if (s[i] == '\\')
			i++;
		else if (s[i] == s[p])
			return i;
	}
	return 0;
}

/* A concatenation operator at s[p] (or a line continuation): length. */
static size_t lit_op(const char *s, size_t p, size_t e)
{
	if (p < e && (s[p] == '+' || s[p] == '\\'))
		return 1;
	if (p + 1 < e && s[p] == '<' && s[p + 1] == '<')
		return 2;
	if (p < e && s[p] == '.')
		return p + 1 < e && s[p + 1] == '.' ? 2 : 1;
	return 0;
}

static int hex4(const char *s, size_t p, size_t e, uint32_t *cp)
{
	*cp = 0;
	if (e - p < 4)
		return 0;
	for (size_t i = p; i < p + 4; i++) {
		char c = s[i];
		int v = is_digit(c)		 ? c - '0'
			: (c >= 'a' && c <= 'f') ? c - 'a' + 10
			: (c >= 'A' && c <= 'F') ? c - 'A' + 10
						 : -1;

		if (v < 0)
			return 0;
		*cp = *cp * 16 + (uint32_t)v;
	}
	return 1;
}

/* The text of the literal in[o, c) (its quotes) to out, escapes decoded
 * (a '\r' goes: the "\n" after it ends the line); returns its "\n"s. */
static int lit_text(const struct nb *in, size_t o, size_t c, struct nb *out)
{
	const char *s = in->s;
	int nl = 0;

	for (size_t i = o + 1; i < c; i++) {
		char x = i + 1 < c ? s[i + 1] : 0;
		uint32_t cp;

		if (s[i] != '\\' || !x) {
			if (out)
				put(out, s[i], in->src[i]);
			continue;
		}
		if (x == 'u' && hex4(s, i + 2, c, &cp) && cp >= 0x20) {
			char u[4];
			size_t k = utf8_encode(cp, u);

			for (size_t j = 0; out && j < k; j++)
				put(out, u[j], in->src[i]);
			i += 5;
			continue;
		}
		i++;
		if (x == 'n')
			nl++;
		if (!out || x == 'r')
			continue;
		if (x == 'n')
			put(out, '\n', in->src[i - 1]);
		else if (x == 't')
			put(out, '\t', in->src[i - 1]);
		else if (x == '"' || x == '\'' || x == '\\')
			put(out, x, in->src[i]);
		else
			i--, put(out, '\\', in->src[i]);
	}
	return nl;
}

/* Whether line [b, e) of in is a piece (above); with out, its text goes
 * there. */
static int lit_line(const struct nb *in, size_t b, size_t e, int code_ok,
		    struct lit_line *ll, struct nb *out)
{
	const char *s = in->s;
	size_t p = b, c;
	char q;

	ll->more = 0;
	ll->nl = 0;
	ll->code = 0;
	while (p < e && is_blank(s[p]))
		p++;
	if (p < e && s[p] != '"' && s[p] != '\'') {
		size_t k = lit_op(s, p, e), f = p;

		if (k) {
			p += k;
		} else {
			/* code before: ends in '=', '(' or '<<' */
			while (f < e && s[f] != '"' && s[f] != '\'')
				f++;
			if (!code_ok || f == e)
				return 0;
			for (p = f; p > b && is_blank(s[p - 1]); p--)
				;
			if (p == b || (s[p - 1] != '=' && s[p - 1] != '(' &&
				       s[p - 1] != '<'))
				return 0;
			p = f;
			ll->code = 1;
		}
		while (p < e && is_blank(s[p]))
			p++;
	}
	if (p >= e || (s[p] != '"' && s[p] != '\''))
		return 0;
	q = s[p];
	for (;;) {
		c = lit_close(s, p, e);
		if (!c)
			return 0;
		ll->nl += lit_text(in, p, c, out);
		p = c + 1;
		while (p < e && is_blank(s[p]))
			p++;
		p += lit_op(s, p, e);
		while (p < e && is_blank(s[p]))
			p++;
		if (p == e) {
			ll->more = 1;
			return 1;
		}
		if (s[p] != q)
			break;
	}
	for (; p < e; p++)
		if (!strchr(");,] \t", s[p]))
			return 0;
	return 1;
}

/*
 * For the fast check: whether line [b, e) ends with a literal whose text
 * ends in "\n" (what may follow it: lit_line()), or with a triple quote.
 */
static int lit_tail(const char *s, size_t b, size_t e)
{
	size_t k = 0;

	while (e > b && k++ < 4 && strchr("+;),\\. \t", s[e - 1]))
		e--;
	if (e - b >= 3 && (s[e - 1] == '"' || s[e - 1] == '\'') &&
	    s[e - 2] == s[e - 1] && s[e - 3] == s[e - 1])
		return 1; /* a triple-quoted string's end (triple_string()) */
	return e - b >= 4 && (s[e - 1] == '"' || s[e - 1] == '\'') &&
	       s[e - 2] == 'n' && s[e - 3] == '\\';
}

/*
 * A triple-quoted string opened on line [b, e) (Python's, Kotlin's,
 * Java's text blocks) and not closed there: the offset of its quotes,
 * with code before them ending in '=' or '(' or nothing; SIZE_MAX when
 * none.
 */
static size_t triple_open(const char *s, size_t b, size_t e, char *q)
{
	size_t p = b, k;

	while (p + 3 <= e && !((s[p] == '"' || s[p] == '\'') &&
			       s[p + 1] == s[p] && s[p + 2] == s[p]))
		p++;
	if (p + 3 > e)
		return SIZE_MAX;
	*q = s[p];
	for (k = p + 3; k + 3 <= e; k++)
		if (s[k] == *q && s[k + 1] == *q && s[k + 2] == *q)
			return SIZE_MAX; /* closed on its line */
	k = p;
	if (k > b && strchr("rRbBuUfF", s[k - 1]))
		k--;
	while (k > b && is_blank(s[k - 1]))
		k--;
	if (k > b && s[k - 1] != '=' && s[k - 1] != '(')
		return SIZE_MAX;
	return p;
}

/* The closing quotes of a triple-quoted string on line [b, e). */
static size_t triple_close(const char *s, size_t b, size_t e, char q)
{
	for (size_t p = b; p + 3 <= e; p++)
		if (s[p] == q && s[p + 1] == q && s[p + 2] == q)
			return p;
	return SIZE_MAX;
}

/*
 * Lines i.. of a triple-quoted string: its text, the code around it an
 * empty line apart; the string's last line, or i when it is none.
 */
static size_t triple_string(const struct nb *in, const struct line *l,
			    size_t nl, size_t i, struct nb *out)
{
	const char *s = in->s;
	char q;
	size_t o = triple_open(s, l[i].b, l[i].e, &q), j = i + 1, c = SIZE_MAX;

	if (o == SIZE_MAX)
		return i;
	for (; j < nl && j - i <= 4096; j++) {
		c = triple_close(s, l[j].b, l[j].e, q);
		if (c != SIZE_MAX)
			break;
	}
	if (c == SIZE_MAX || j - i < 2)
		return i;
	if (!blank_line(s, l[i].b, o))
		put(out, '\n', in->src[l[i].b]);
	if (!blank_line(s, o + 3, l[i].e)) {
		put_run(out, in, o + 3, l[i].e - o - 3);
		put(out, '\n', in->src[l[i].e]);
	}
	for (size_t k = i + 1; k < j; k++) {
		put_run(out, in, l[k].b, l[k].e - l[k].b);
		put(out, '\n', in->src[l[k].e]);
	}
	if (!blank_line(s, l[j].b, c)) {
		put_run(out, in, l[j].b, c - l[j].b);
		if (l[j].e < in->len)
			put(out, '\n', in->src[l[j].e]);
	}
	if (!blank_line(s, c + 3, l[j].e) && l[j].e < in->len)
		put(out, '\n', in->src[l[j].e]);
	return j;
}

static void pass_literals(const struct nb *in, struct nb *out, int *changed)
{
	struct line *l;
	size_t nl;

	if (json_document(in->s, in->len))
		return;
	l = split_lines(in, &nl);
	if (!l)
		return;
	for (size_t i = 0; i < nl; i++) {
		struct lit_line ll;
		size_t j = i, start = out->len;
		int pieces = 1, nls, more;

		j = triple_string(in, l, nl, i, out);
		if (j != i) {
			*changed = 1;
			i = j;
			continue;
		}
		if (lit_line(in, l[i].b, l[i].e, 1, &ll, NULL)) {
			nls = ll.nl;
			more = ll.more;
			while (more && j + 1 < nl &&
			       lit_line(in, l[j + 1].b, l[j + 1].e, 0, &ll,
					NULL)) {
				j++;
				pieces++;
				nls += ll.nl;
				more = ll.more;
			}
			if (nls && (pieces >= 2 || nls >= 2)) {
				/* the code around the text: an empty line
				 * apart from it */
				lit_line(in, l[i].b, l[i].e, 1, &ll, NULL);
				if (ll.code)
					put(out, '\n', in->src[l[i].b]);
				for (size_t k = i; k <= j; k++)
					lit_line(in, l[k].b, l[k].e, k == i,
						 &ll, out);
				/* the text's last line without its "\n" */
				if (out->len > start &&
				    out->s[out->len - 1] != '\n' &&
				    l[j].e < in->len)
					put(out, '\n', in->src[l[j].e]);
				if (!more && j + 1 < nl &&
				    !blank_line(in->s, l[j + 1].b, l[j + 1].e))
					put(out, '\n', in->src[l[j].e]);
				*changed = 1;
				i = j;
				continue;
			}
			j = i;
		}
		put_run(out, in, l[i].b, l[i].e - l[i].b);
		if (l[i].e < in->len)
			put(out, '\n', in->src[l[i].e]);
	}
	free(l);
}

/* ---- line breaks kept as escapes ---------------------------------------- */

/* The length of a line break written as an escape at s[p] ("\r\n",
 * "\n"; the backslash not itself escaped), or 0. */
static size_t esc_break(const char *s, size_t b, size_t p, size_t e)
{
	size_t k = 0;

	if (s[p] != '\\')
		return 0;
	while (p - k > b && s[p - k - 1] == '\\')
		k++;
	if (k % 2)
		return 0;
	if (p + 1 < e && s[p + 1] == 'n')
		return 2;
	if (p + 3 < e && s[p + 1] == 'r' && s[p + 2] == '\\' && s[p + 3] == 'n')
		return 4;
	return 0;
}

/*
 * A text stored with its line breaks as escapes (a blog kept in an SQL
 * dump, a CMS's or an API's JSON string copied out): one physical line
 * "<pre><code>\r\nuser@vm:~# dd if=/dev/zero of=probe bs=1M
 * count=256\r\n256+0 records in\r\n256+0 records out\r\n268435456
 * bytes (268 MB, 256 MiB) copied, 1.91 s, 141 MB/s\r\n".  When two of
 * the pieces between the escapes or more are a tool's lines
 * (docflat_line_tool(): "256+0 records in", "READ: bw=", "Timing cached
 * reads:"), each escape of the line is a line break again, mapped to the
 * escape's backslash.  A program's literals were decoded before
 * (pass_literals()); a lone "\n" (printf "done\n") or pieces that are no
 * tool's lines (C's "%d records\n") stay.
 */
static void pass_escbreaks(const struct nb *in, struct nb *out, int *changed)
{
	const char *s = in->s;
	struct line *l;
	size_t nl;

	if (!memchr(s, '\\', in->len) || json_document(s, in->len)) {
		put_run(out, in, 0, in->len);
		return;
	}
	l = split_lines(in, &nl);
	if (!l) {
		put_run(out, in, 0, in->len);
		return;
	}
	for (size_t i = 0; i < nl; i++) {
		size_t b = l[i].b, e = l[i].e, from = b, tools = 0, k, p;
		const char *bs = memchr(s + b, '\\', e - b);

		for (p = bs ? (size_t)(bs - s) : e; bs && p < e; p++) {
			if (!(k = esc_break(s, b, p, e)))
				continue;
			tools += docflat_line_tool(s + from, p - from) != NULL;
			from = p + k;
			p += k - 1;
		}
		if (bs && from > b && from < e)
			tools += docflat_line_tool(s + from, e - from) != NULL;
		if (tools >= 2) {
			for (p = b, from = b; p < e; p++) {
				if (!(k = esc_break(s, b, p, e)))
					continue;
				put_run(out, in, from, p - from);
				put(out, '\n', in->src[p]);
				from = p + k;
				p += k - 1;
			}
			put_run(out, in, from, e - from);
			*changed = 1;
		} else {
			put_run(out, in, b, e - b);
		}
		if (e < in->len)
			put(out, '\n', in->src[e]);
	}
	free(l);
}

/* ---- a unified diff's hunks ---------------------------------------------- */

/* A number at s[*p]: its value (*p past it); -1 when none. */
static long diff_num(const char *s, size_t *p, size_t e)
{
	long v = -1;

	while (*p < e && is_digit(s[*p]) && v < 100000000)
		v = (v < 0 ? 0 : v * 10) + (s[(*p)++] - '0');
	return v;
}

/* A hunk's "a[,b]" at *p: its length b (1 when not written) into *len;
 * 0 when there is none. */
static int diff_range(const char *s, size_t *p, size_t e, long *len)
{
	if (diff_num(s, p, e) < 0)
		return 0;
	*len = 1;
	if (*p < e && s[*p] == ',') {
		(*p)++;
		*len = diff_num(s, p, e);
	}
	return *len >= 0;
}

/*
 * "@@ -a[,b] +c[,d] @@" after blanks (*ind of them): the old and new
 * lengths of the hunk in *o and *n (1 when not written).
 */
static int hunk_header(const char *s, size_t b, size_t e, size_t *ind, long *o,
		       long *n)
{
	size_t p = b;

	while (p < e && is_blank(s[p]))
		p++;
	*ind = p - b;
	if (e - p < 10 || memcmp(s + p, "@@ -", 4))
		return 0;
	p += 4;
	if (!diff_range(s, &p, e, o) || e - p < 2 || memcmp(s + p, " +", 2))
		return 0;
	p += 2;
	return diff_range(s, &p, e, n) && e - p >= 3 &&
	       !memcmp(s + p, " @@", 3);
}

/*
 * The length of a code fence's marks on line [b, e) whose info string is
 * "diff" or "patch" (any case, maybe more words after it): "```diff";
 * 0 when it is none.
 */
static size_t diff_fence(const char *s, size_t b, size_t e)
{
	size_t k = b, m, w;

	while (k < e && k - b < 3 && s[k] == ' ')
		k++;
	if (markdown_line(s, b, e) != 2)
		return 0;
	for (m = k; m < e && s[m] == s[k]; m++)
		;
	for (w = m; w < e && is_blank(s[w]); w++)
		;
	if (ci_starts(s + w, e - w, "diff"))
		w += 4;
	else if (ci_starts(s + w, e - w, "patch"))
		w += 5;
	else
		return 0;
	return w == e || is_blank(s[w]) ? m - b : 0;
}

/* "--- a/x" over "+++ b/x" at lines i, i + 1: a diff's file headers. */
static int diff_files(const char *s, const struct line *l, size_t nl, size_t i)
{
	return i + 1 < nl && l[i].e - l[i].b > 4 &&
	       !memcmp(s + l[i].b, "--- ", 4) && !is_blank(s[l[i].b + 4]) &&
	       l[i + 1].e - l[i + 1].b > 4 &&
	       !memcmp(s + l[i + 1].b, "+++ ", 4) &&
	       !is_blank(s[l[i + 1].b + 4]);
}

/* What a diff's line [b, e) in a fence does: 1 peel its mark ('+', ' '),
 * 2 drop it (the old text's '-', "@@", "\ No newline", git's "diff",
 * "index" lines), 0 it is no line of a diff. */
static int diff_line_kind(const char *s, size_t b, size_t e)
{
	if (s[b] == '+' || s[b] == ' ')
		return 1;
	if (s[b] == '-' || s[b] == '\\' ||
	    (e - b >= 3 && !memcmp(s + b, "@@ ", 3)) ||
	    ci_starts(s + b, e - b, "diff --git ") ||
	    ci_starts(s + b, e - b, "index "))
		return 2;
	return 0;
}

/*
 * Whether the new line [b, e) of a diff is a Markdown table's rule
 * ("|---|:---:|"): the diff changes a document, whose text, read, is
 * Markdown again (its headings head its tables), no code block.
 */
static int markdown_diff(const char *s, size_t b, size_t e)
{
	size_t cells;

	while (b < e && is_blank(s[b]))
		b++;
	return b < e && s[b] == '|' && rule_run(s, b, e, &cells);
}

/* peel[] of a diff fence's line: its info string goes */
#define DIFF_FENCE (SIZE_MAX - 1)

/*
 * A code block fenced as a diff ("```diff", "```patch": a review thread
 * quoting a change to a document) from line i: its lines' marks peeled
 * ('+', ' ') or the lines dropped ('-', headers) into peel[], the fence's
 * info string dropped (the block, read, is no diff: normalizing again
 * changes nothing); a change to a Markdown document (markdown_diff())
 * loses its fences, each an empty line: its text is the document's.  Every line
 * with text must be a diff's, one at least a change; else nothing is marked.
 * Returns the line after the block.
 */
static size_t diff_block(const char *s, const struct line *l, size_t nl,
			 size_t i, size_t *peel, int *changed)
{
	size_t end = i + 1, changes = 0;

	for (; end < nl && markdown_line(s, l[end].b, l[end].e) != 2; end++) {
		int k;

		if (blank_line(s, l[end].b, l[end].e))
			continue;
		k = diff_line_kind(s, l[end].b, l[end].e);
		if (!k)
			return i;
		changes += s[l[end].b] != ' ';
	}
	if (!changes)
		return i;
	peel[i] = DIFF_FENCE;
	for (size_t j = i + 1; j < end; j++) {
		if (blank_line(s, l[j].b, l[j].e))
			continue;
		if (diff_files(s, l, nl, j))
			peel[j + 1] = SIZE_MAX;
		if (peel[j] == SIZE_MAX)
			continue;
		if (diff_line_kind(s, l[j].b, l[j].e) != 1) {
			peel[j] = SIZE_MAX;
			continue;
		}
		peel[j] = 1;
		if (markdown_diff(s, l[j].b + 1, l[j].e))
			peel[i] = l[i].e - l[i].b;
	}
	if (peel[i] != DIFF_FENCE && end < nl)
		peel[end] = l[end].e - l[end].b;
	*changed = 1;
	return end;
}

/*
 * "--- a/x" / "+++ b/x" with no hunk's header under them (cut when the
 * diff was pasted): the run of lines right under them starting with '+',
 * '-' or ' ' is the hunk, read as its new text, the headers dropped.
 */
static size_t diff_headed(const char *s, const struct line *l, size_t nl,
			  size_t i, size_t *peel, int *changed)
{
	size_t j = i + 2, ind;
	long o, n;

	if (j >= nl || hunk_header(s, l[j].b, l[j].e, &ind, &o, &n))
		return i;
	for (; j < nl && l[j].e > l[j].b; j++) {
		char c = s[l[j].b];

		if (c != '+' && c != '-' && c != ' ')
			break;
		peel[j] = c == '-' ? SIZE_MAX : 1;
	}
	if (j == i + 2)
		return i;
	peel[i] = peel[i + 1] = SIZE_MAX;
	*changed = 1;
	return j - 1;
}

/*
 * A unified diff pasted with an output in it (a test's ".out.bad" against
 * its ".out" in a mail): in each hunk, the new text is read: the '+' and
 * ' ' of its lines peeled, the old text's '-' lines and the "@@" line
 * dropped.  Without a hunk's header, a text every line of which starts
 * with one '+' (the hunk's added lines alone) loses it; so does a block
 * fenced as a diff (diff_block()) and the lines under a diff's file
 * headers (diff_headed()).
 */
static void pass_diff(const struct nb *in, struct nb *out, int *changed)
{
	struct line *l;
	size_t nl, *peel, full = 0, plus = 0;
	const char *s = in->s;

	l = split_lines(in, &nl);
	peel = l ? calloc(nl, sizeof(*peel)) : NULL;
	if (!peel) {
		free(l);
		return;
	}
	for (size_t i = 0; i < nl; i++) {
		size_t ind;
		long o, n;

		if (l[i].e > l[i].b &&
		    (s[l[i].b] == '`' || s[l[i].b] == '~' ||
		     s[l[i].b] == ' ') &&
		    diff_fence(s, l[i].b, l[i].e)) {
			i = diff_block(s, l, nl, i, peel, changed);
			continue;
		}
		if (diff_files(s, l, nl, i)) {
			size_t j = diff_headed(s, l, nl, i, peel, changed);

			if (j != i) {
				i = j;
				continue;
			}
		}
		if (!blank_line(s, l[i].b, l[i].e)) {
			full++;
			plus += s[l[i].b] == '+' && l[i].e - l[i].b > 1 &&
				s[l[i].b + 1] != '+';
		}
		if (!memchr(s + l[i].b, '@', l[i].e - l[i].b) ||
		    !hunk_header(s, l[i].b, l[i].e, &ind, &o, &n))
			continue;
		peel[i] = SIZE_MAX;
		for (i++; i < nl && (o > 0 || n > 0); i++) {
			size_t b = l[i].b, e = l[i].e;
			char c;

			if (blank_line(s, b, e)) {
				/* a context line whose ' ' a mailer cut */
				o--, n--;
				continue;
			}
			if (e - b <= ind || !blank_line(s, b, b + ind))
				break;
			c = s[b + ind];
			if (c == '+' && n > 0) {
				peel[i] = ind + 1;
				n--;
			} else if (c == ' ' && n > 0 && o > 0) {
				peel[i] = ind + 1;
				o--, n--;
			} else if (c == '-' && o > 0) {
				peel[i] = SIZE_MAX;
				o--;
			} else if (c == '\\') {
				peel[i] = SIZE_MAX; /* "\ No newline ..." */
			} else {
				break;
			}
			*changed = 1;
		}
		i--;
		*changed = 1;
	}
	if (!*changed && full && plus == full) {
		for (size_t i = 0; i < nl; i++)
			peel[i] = !blank_line(s, l[i].b, l[i].e);
		*changed = 1;
	}
	for (size_t i = 0; *changed && i < nl; i++) {
		if (peel[i] == SIZE_MAX)
			continue;
		if (peel[i] == DIFF_FENCE) {
			/* a diff fence: its marks alone */
			put_run(out, in, l[i].b, diff_fence(s, l[i].b, l[i].e));
			if (l[i].e < in->len)
				put(out, '\n', in->src[l[i].e]);
			continue;
		}
		put_run(out, in, l[i].b + peel[i], l[i].e - l[i].b - peel[i]);
		if (l[i].e < in->len)
			put(out, '\n', in->src[l[i].e]);
	}
	free(peel);
	free(l);
}

/* ---- Markdown emphasis around a figure ----------------------------------- */

/*
 * The closing marker (m of c) of an emphasis opened before s[p] whose
 * text is a figure: a digit first, then digits, letters, blanks and
 * ".,/%-" (a number and its unit); the marker glued to its last byte and
 * not to a word after it.  0 when none.
 *
 * Or a figure and its unit in CrystalDiskMark's brackets, the brackets
 * inside the emphasis ("4.304 MB/s **[  1050.8 IOPS]**", "_<  812.44
 * us>_"): '[' or '<', blanks, the figure, a unit's letters, then ']' or
 * '>' glued to the marker.  A glob's "*[12]*" has no unit: it stays.
 */
static size_t emph_close(const char *s, size_t p, size_t e, char c, size_t m)
{
	char shut = 0;
	int unit = 0;

	if (p < e && (s[p] == '[' || s[p] == '<')) {
		shut = s[p] == '[' ? ']' : '>';
		while (++p < e && is_blank(s[p]))
			;
	}
	if (p >= e || !is_digit(s[p]))
		return 0;
	for (size_t i = p; i < e; i++) {
		size_t k = i;

		if (shut && s[i] == shut && i + 1 < e && s[i + 1] == c)
			continue;
		if (s[i] != c) {
			if (!is_alpha(s[i]) && !is_digit(s[i]) &&
			    !strchr(" .,/%-", s[i]))
				return 0;
			unit |= is_alpha(s[i]);
			continue;
		}
		while (k < e && s[k] == c)
			k++;
		if (k - i != m || is_blank(s[i - 1]) ||
		    (shut && (s[i - 1] != shut || !unit)) ||
		    (k < e && (is_alpha(s[k]) || is_digit(s[k]))))
			return 0;
		return i;
	}
	return 0;
}

/*
 * Whether the emphasis from s[p] to its closing marker at s[cl] (m bytes
 * each) is line ls..le whole around a number alone ("**1810**",
 * "**18.10**"): no figure of an output but the author's title of what
 * follows (a build's, a release's number), whose marks say so.
 */
static int bare_number_line(const char *s, size_t ls, size_t le, size_t p,
			    size_t cl, size_t m)
{
	while (le > ls && is_blank(s[le - 1]))
		le--;
	for (size_t i = ls; i < p; i++)
		if (!is_blank(s[i]))
			return 0;
	if (cl + m != le)
		return 0;
	for (size_t i = p + m; i < cl; i++)
		if (!is_digit(s[i]) && s[i] != '.')
			return 0;
	return 1;
}

/*
 * Whether line s[p..le) (p its first non-blank) is a tool's output line
 * wrapped whole in Markdown emphasis, maybe with blanks inside the marks
 * ("** Timing buffered disk reads:   90 MB in  3.04 seconds =  29.59
 * MB/sec**", "__64+0 records in__"): one or two '*' or '_' open it, the
 * same run closes it (blanks after it allowed), no other run of them
 * inside, and what is inside is a line docflat_line_tool() knows.  The
 * closing marker's offset, its length in *m; 0 when not so.
 */
static size_t emphasized_output(const char *s, size_t p, size_t le, size_t *m)
{
	char c = s[p];
	size_t e = le, cl;

	*m = p + 1 < le && s[p + 1] == c ? 2 : 1;
	while (e > p && is_blank(s[e - 1]))
		e--;
	if (e < p + 2 * *m + 8)
		return 0;
	cl = e - *m;
	for (size_t i = cl; i < e; i++)
		if (s[i] != c)
			return 0;
	if (s[cl - 1] == c || s[p + *m] == c)
		return 0;
	for (size_t i = p + *m; i < cl; i++)
		if (s[i] == c && *m == 2 && s[i + 1] == c)
			return 0;
	return docflat_line_tool(s + p + *m, cl - p - *m) ? cl : 0;
}

/*
 * "= _3531.69 MB/sec_", "**23.18** msec": a forum's or a Markdown
 * writer's emphasis around a figure of an output line goes (the
 * markers, not the figure).  A table row's cells are the table
 * reader's.  So does emphasis around a whole output line
 * (emphasized_output()).
 */
static void pass_emphasis(const struct nb *in, struct nb *out, int *changed)
{
	const char *s = in->s;
	size_t n = in->len;

	for (size_t ls = 0; ls < n;) {
		const char *nlp = memchr(s + ls, '\n', n - ls);
		size_t le = nlp ? (size_t)(nlp - s) : n, p = ls, from = ls;

		while (p < le && is_blank(s[p]))
			p++;
		if (p < le && (s[p] == '*' || s[p] == '_')) {
			size_t m, cl = emphasized_output(s, p, le, &m);

			if (cl) {
				put_run(out, in, ls, p - ls);
				put_run(out, in, p + m, cl - p - m);
				put_run(out, in, cl + m, le - cl - m);
				if (nlp)
					put(out, '\n', in->src[le]);
				ls = le + 1;
				*changed = 1;
				continue;
			}
		}
		for (int table = p < le && s[p] == '|'; !table && p < le; p++) {
			char c = s[p];
			size_t m = 1, cl;

			if (c != '*' && c != '_')
				continue;
			if (p + 1 < le && s[p + 1] == c)
				m = 2;
			if ((p > ls && !is_blank(s[p - 1]) &&
			     !strchr("(=:[", s[p - 1])))
				continue;
			cl = emph_close(s, p + m, le, c, m);
			if (!cl || bare_number_line(s, ls, le, p, cl, m))
				continue;
			/* a bracket's emphasis first on its line ("**[4
			 * TB]**" alone) is a caption's, not an output's */
			if ((s[p + m] == '[' || s[p + m] == '<') &&
			    blank_line(s, ls, p))
				continue;
			put_run(out, in, from, p - from);
			put_run(out, in, p + m, cl - p - m);
			from = cl + m;
			p = from - 1;
			*changed = 1;
		}
		put_run(out, in, from, le - from);
		if (nlp)
			put(out, '\n', in->src[le]);
		ls = le + 1;
	}
}

/* ---- the pass ---------------------------------------------------------- */

static void swap(struct nb *a, struct nb *b)
{
	struct nb t = *a;

	*a = *b;
	*b = t;
}

/* several tools' outputs flattened onto one line: cut once the tags are
 * gone (a line of "<br />"-joined lines is no flattened line) */
static void (*const line_passes[])(const struct nb *, struct nb *, int *) = {
    pass_literals, pass_escbreaks, pass_diff,
    pass_emphasis, pass_tags,	   pass_flatmixed};

static void (*const early_passes[])(const struct nb *, struct nb *,
				    int *) = {pass_doubled, pass_flatquote};

/* One round of every pass over *t (b is scratch).  Returns -ENOMEM, or
 * whether anything changed. */
static int round_once(struct nb *t, struct nb *b, int html)
{
	int changed = 0, any = 0;
	struct line *l = NULL;
	size_t nl, *peel = NULL;
	void (*peelers[])(const struct nb *, struct nb *, const struct line *,
			  size_t, size_t *, int *) = {
	    pass_quotes,   NULL,	NULL,	     pass_prompts, pass_gutter,
	    pass_pagewrap, pass_labels, pass_indent, pass_bars};

	b->len = 0;
	pass_chars(t, b, html, &changed);
	if (changed) {
		swap(t, b);
		any = 1;
	}
	if (html) {
		/* a page stored with its line breaks as escapes (an SQL
		 * dump's post): its lines again, for the page's reader */
		changed = 0;
		b->len = 0;
		pass_escbreaks(t, b, &changed);
		if (changed) {
			swap(t, b);
			any = 1;
		}
		return any;
	}
	/* a double-spaced text's empty lines, before the wrappers that need
	 * runs of lines (a comment marker on each line of a run); after the
	 * quotes that sit on its empty lines too, in the next round; then a
	 * quoted mail flattened onto one line: its quoted lines back on
	 * lines of their own, for the quotes' pass to peel */
	for (size_t k = 0; k < sizeof(early_passes) / sizeof(*early_passes);
	     k++) {
		changed = 0;
		b->len = 0;
		early_passes[k](t, b, &changed);
		if (changed) {
			swap(t, b);
			any = 1;
		}
	}
	/* wrappers first: a quoted or prompted line may start with a tag */
	for (size_t k = 0; k < sizeof(peelers) / sizeof(peelers[0]); k++) {
		changed = 0;
		free(l);
		free(peel);
		l = split_lines(t, &nl);
		peel = l ? malloc(nl * sizeof(*peel)) : NULL;
		if (!peel) {
			free(l);
			return -ENOMEM;
		}
		b->len = 0;
		if (peelers[k])
			peelers[k](t, b, l, nl, peel, &changed);
		else
			pass_comments(t, b, l, nl, peel, k == 1 ? '#' : '/',
				      &changed);
		if (changed) {
			swap(t, b);
			any = 1;
		}
	}
	free(l);
	free(peel);
	/* what wraps whole lines once the wrappers at their starts are gone
	 * (a quoted program's literals, an indented diff), then the tags */
	for (size_t k = 0; k < sizeof(line_passes) / sizeof(*line_passes);
	     k++) {
		changed = 0;
		b->len = 0;
		line_passes[k](t, b, &changed);
		if (changed) {
			swap(t, b);
			any = 1;
		}
	}
	return any;
}

static size_t *line_offsets(const char *s, size_t n, size_t *count)
{
	size_t k = 1 + text_count(s, n, '\n'), *v;
	const char *p = s, *nl;

	v = malloc(k * sizeof(*v));
	if (!v)
		return NULL;
	v[0] = 0;
	k = 1;
	while ((nl = memchr(p, '\n', n - (size_t)(p - s))) != NULL) {
		v[k++] = (size_t)(nl - s) + 1;
		p = nl + 1;
	}
	*count = k;
	return v;
}

/* The passes after the rounds, in their order (ingest_normalize()). */
/*
 * A pager's prompt at a page's end, copied with the screen ("--More--",
 * "--More--(52%)", busybox's "--More-- (52% of 4096 bytes)"): no line of
 * the output, which goes on after it.  The line goes.
 */
static int pager_line(const char *s, size_t b, size_t e)
{
	while (b < e && is_blank(s[b]))
		b++;
	return e - b >= 8 && !memcmp(s + b, "--More--", 8);
}

static void pass_pager(const struct nb *t, struct nb *out, int *changed)
{
	for (size_t ls = 0; ls < t->len;) {
		const char *nl = memchr(t->s + ls, '\n', t->len - ls);
		size_t le = nl ? (size_t)(nl - t->s) + 1 : t->len;

		if (pager_line(t->s, ls, nl ? le - 1 : le)) {
			*changed = 1;
		} else {
			for (size_t i = ls; i < le; i++)
				put(out, t->s[i], t->src[i]);
		}
		ls = le;
	}
}

/*
 * A git conflict left in a post: its marker lines ("<<<<<<< Updated
 * upstream", "=======", ">>>>>>> Stashed changes", in that order) read as
 * empty lines, neither a heading's underline nor a caption; a lone marker
 * stays.
 */
static void pass_conflict(const struct nb *t, struct nb *out, int *changed)
{
	size_t mid = 0, end = 0;

	for (size_t ls = 0; ls < t->len;) {
		const char *nl = memchr(t->s + ls, '\n', t->len - ls);
		size_t le = nl ? (size_t)(nl - t->s) : t->len;
		int drop = 0;

		if (t->s[ls] == '<' && ls >= end &&
		    conflict_marker(t->s, ls, le) == 1) {
			end = conflict_end(t->s, t->len, ls, &mid);
			drop = end != 0;
		} else if (ls < end) {
			drop = ls == mid || le == end;
		}
		if (drop)
			*changed = 1;
		else
			for (size_t i = ls; i < le; i++)
				put(out, t->s[i], t->src[i]);
		if (nl)
			put(out, '\n', t->src[le]);
		ls = le + 1;
	}
}

/* the terminal's wrap again once spaces at line ends are gone: a web
 * page's padding ("  &nbsp;" after each line) made its cut lines longer
 * than the terminal (a block already joined is now longer: untouched) */
static void (*const last_passes[])(const struct nb *, struct nb *, int *) = {
    pass_pager,	     pass_hardwrap,  pass_trailing, pass_hardwrap,
    pass_fio_bswrap, pass_mailwrap,  pass_cmdwrap,  pass_tails,
    pass_cutrate,    pass_rowwrap,   pass_boxtable, pass_flattable,
    pass_celllines,  pass_frametable};

int ingest_normalize(struct ingest_norm *n, const char *buf, size_t len)
{
	struct nb t = {0}, b = {0};
	int html, any = 0, ret, recode, post = 0;
	struct qp_spans qp;
	struct yaml_post yp;

	memset(n, 0, sizeof(*n));
	if (!ingest_norm_needed(buf, len) || len >= UINT32_MAX)
		return 0;
	if (nb_alloc(&t, len) || nb_alloc(&b, len)) {
		nb_free(&t);
		return -ENOMEM;
	}
	/* CRLF to LF first, in one pass: a file that needs nothing else (a
	 * Windows paste, fio's progress lines) is done without the rounds;
	 * UTF-16 (recode 1, 2) and Windows-1252 (3) become UTF-8 on the way */
	recode = ingest_utf16_kind(buf, len);
	if (recode) {
		/* at most three UTF-8 bytes for each two of UTF-16 */
		nb_free(&t);
		nb_free(&b);
		if (nb_alloc(&t, len / 2 * 3 + 4) ||
		    nb_alloc(&b, len / 2 * 3 + 4)) {
			nb_free(&t);
			return -ENOMEM;
		}
		utf16_decode(buf, len, recode, 1, &t);
		any = 1;
	} else if (cp1252_text(buf, len)) {
		/* at most three UTF-8 bytes a byte */
		recode = 3;
		nb_free(&t);
		nb_free(&b);
		if (nb_alloc(&t, len * 3 + 4) || nb_alloc(&b, len * 3 + 4)) {
			nb_free(&t);
			return -ENOMEM;
		}
		cp1252_decode(buf, len, 1, &t);
		any = 1;
	}
	for (size_t i = 0; !recode && i < len; i++) {
		if (buf[i] == '\r' && i + 1 < len && buf[i + 1] == '\n') {
			any = 1;
			continue;
		}
		t.s[t.len] = buf[i];
		t.src[t.len++] = (uint32_t)i;
	}
	/* a raw quoted-printable body decoded before anything else reads
	 * it: its soft breaks are no terminal's wrap */
	if (qp_find(t.s, t.len, &qp)) {
		/* a body in an 8-bit charset: up to three UTF-8 bytes a byte,
		 * in both buffers (the passes below write each into the
		 * other) */
		if (qp_recodes(&qp) &&
		    (nb_grow(&t, t.len * 3 + 4) || nb_grow(&b, t.len * 3 + 4)))
			goto fail;
		pass_qp(&t, &b, &qp);
		swap(&t, &b);
		any = 1;
	}
	/* a post kept as its front matter's string: its text read as the
	 * document */
	if (yaml_post_find(t.s, t.len, &yp)) {
		pass_yamlpost(&t, &b, &yp);
		swap(&t, &b);
		any = post = 1;
	}
	/* a git conflict's markers gone before a line is read as Markdown */
	if (memmem(t.s, t.len, "<<<<<<< ", 8)) {
		int changed = 0;

		b.len = 0;
		pass_conflict(&t, &b, &changed);
		if (changed) {
			swap(&t, &b);
			any = 1;
		}
	}
	if (any && !ingest_norm_needed(t.s, t.len))
		goto done;
	html = recode || post ? ingest_html_page(t.s, t.len)
			      : ingest_html_page(buf, len);
	for (int r = 0; r < MAX_ROUNDS; r++) {
		ret = round_once(&t, &b, html);
		if (ret < 0)
			goto fail;
		if (!ret)
			break;
		any = 1;
	}
	/*
	 * After the rounds, once: the terminal's wrap happened first, the
	 * quoting after, so its lines are joined once the wrappers are gone;
	 * then spaces at line ends go (the join counted them); then a mail
	 * client's wraps: an indented output's line (first: a line of more
	 * than 78 columns says no mail client wrapped the text, and the next
	 * join makes long lines), a command's options, a unit left on a line
	 * of its own.  A page gets only the spaces' pass.
	 */
	for (size_t k = 0; k < sizeof(last_passes) / sizeof(*last_passes);
	     k++) {
		int changed = 0;

		if (html && last_passes[k] != pass_trailing)
			continue;
		b.len = 0;
		last_passes[k](&t, &b, &changed);
		if (changed) {
			swap(&t, &b);
			any = 1;
		}
	}
done:
	nb_free(&b);
	if (!any) {
		nb_free(&t);
		return 0;
	}
	t.s[t.len] = '\0';
	t.src[t.len] = (uint32_t)len;
	n->orig = buf;
	n->orig_len = len;
	n->text = t.s;
	n->len = t.len;
	n->src = t.src;
	n->line_start = line_offsets(n->text, n->len, &n->n_lines);
	if (recode) {
		/* the original's lines counted in its units; its text for
		 * messages in UTF-8, line for line */
		struct nb o8 = {0};
		size_t n8 = 0;

		n->utf16 = recode < 3 ? recode : 0;
		n->orig_start =
		    recode < 3
			? utf16_line_starts(buf, len, recode, &n->n_orig_lines)
			: line_offsets(buf, len, &n->n_orig_lines);
		if (!nb_alloc(&o8, len * 3 + 4)) {
			if (recode < 3)
				utf16_decode(buf, len, recode, 0, &o8);
			else
				cp1252_decode(buf, len, 0, &o8);
			o8.s[o8.len] = '\0';
			n->orig8 = o8.s;
			free(o8.src);
			n->orig8_start = line_offsets(n->orig8, o8.len, &n8);
		}
		if (!n->orig8 || !n->orig8_start || n8 != n->n_orig_lines) {
			ingest_norm_release(n);
			return -ENOMEM;
		}
	} else {
		n->orig_start = line_offsets(buf, len, &n->n_orig_lines);
	}
	if (!n->line_start || !n->orig_start) {
		ingest_norm_release(n);
		return -ENOMEM;
	}
	return 1;
fail:
	nb_free(&t);
	nb_free(&b);
	return -ENOMEM;
}

/* The original line (1-based) holding original offset off. */
static long orig_line_of(const struct ingest_norm *n, size_t off)
{
	size_t lo = 0, hi = n->n_orig_lines;

	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;

		if (n->orig_start[mid] <= off)
			lo = mid;
		else
			hi = mid;
	}
	return (long)lo + 1;
}

void ingest_norm_locate(const struct ingest_norm *n, long line, long col,
			long *oline, long *ocol)
{
	size_t ls, le, off;
	uint32_t o;

	*oline = line;
	*ocol = col;
	if (!n || !n->text || line <= 0)
		return;
	if ((size_t)line > n->n_lines)
		line = (long)n->n_lines;
	ls = n->line_start[line - 1];
	le = (size_t)line < n->n_lines ? n->line_start[line] - 1 : n->len;
	off = ls;
	if (col > 0)
		off = ls + (size_t)(col - 1) < le ? ls + (size_t)(col - 1) : le;
	o = n->src[off];
	*oline = orig_line_of(n, o);
	if (col > 0)
		*ocol =
		    (long)(o - n->orig_start[*oline - 1]) / (n->utf16 ? 2 : 1) +
		    1;
}

long ingest_norm_line(const struct ingest_norm *n, long line)
{
	long ol, oc;

	if (line <= 0)
		return line;
	ingest_norm_locate(n, line, 0, &ol, &oc);
	return ol;
}

const char *ingest_norm_orig_line(const struct ingest_norm *n, long oline,
				  size_t *len)
{
	const char *s, *e;

	if (!n || !n->orig || oline <= 0 || (size_t)oline > n->n_orig_lines)
		return NULL;
	if (n->orig8) {
		/* the UTF-8 copy: its lines are the original's */
		s = n->orig8 + n->orig8_start[oline - 1];
		e = (size_t)oline < n->n_orig_lines
			? n->orig8 + n->orig8_start[oline] - 1
			: n->orig8 + strlen(n->orig8);
		if (e > s && e[-1] == '\r')
			e--;
		*len = (size_t)(e - s);
		return s;
	}
	s = n->orig + n->orig_start[oline - 1];
	e = (size_t)oline < n->n_orig_lines ? n->orig + n->orig_start[oline] - 1
					    : n->orig + n->orig_len;
	if (e > s && e[-1] == '\r')
		e--;
	*len = (size_t)(e - s);
	return s;
}

void ingest_norm_release(struct ingest_norm *n)
{
	free(n->text);
	free(n->src);
	free(n->line_start);
	free(n->orig_start);
	free(n->orig8);
	free(n->orig8_start);
	memset(n, 0, sizeof(*n));
}
