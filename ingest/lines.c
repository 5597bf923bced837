#include "ingest/lines.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "ingest/fio_options.h"
#include "ingest/normalize.h"
#include "ingest/testnames.h"
#include "model/conditions.h"
#include "model/units.h"
#include "util/utf8.h"

void lines_init(struct line_iter *it, const char *buf, size_t len)
{
	it->p = buf;
	it->end = buf + len;
	it->no = 0;
	it->cr = 0;
	it->clean = buf;
}

int lines_next(struct line_iter *it, struct text_line *line)
{
	const char *s = it->p, *q = s;

	const char *nl, *cr;

	if (s >= it->end)
		return 0;
	/* memchr is vectorized: find the '\n', then a '\r' before it */
	nl = memchr(s, '\n', (size_t)(it->end - s));
	if (!nl)
		nl = it->end;
	if (s >= it->clean) {
		/* the next stretch without a '\r', up to the next one */
		size_t ahead = (size_t)(it->end - s) < 16384
				   ? (size_t)(it->end - s)
				   : 16384;
		const char *c = memchr(s, '\r', ahead);

		it->clean = c ? c : s + ahead;
	}
	cr = nl <= it->clean ? NULL : memchr(s, '\r', (size_t)(nl - s));
	q = cr ? cr : nl;
	line->s = s;
	line->len = (size_t)(q - s);
	line->no = it->cr ? it->no : ++it->no;
	it->cr = 0;
	if (q < it->end && *q == '\r' && q + 1 < it->end && q[1] == '\n') {
		q += 2;
	} else if (q < it->end && *q == '\r') {
		it->cr = 1; /* same line of the file: keep its number */
		q++;
	} else if (q < it->end) {
		q++;
	}
	it->p = q;
	return 1;
}

struct text_line line_trim(struct text_line line)
{
	while (line.len && (*line.s == ' ' || *line.s == '\t')) {
		line.s++;
		line.len--;
	}
	while (line.len &&
	       (line.s[line.len - 1] == ' ' || line.s[line.len - 1] == '\t'))
		line.len--;
	return line;
}

int line_starts(struct text_line line, const char *prefix)
{
	size_t n = strlen(prefix);

	return line.len >= n && !memcmp(line.s, prefix, n);
}

const char *line_find(struct text_line line, const char *needle)
{
	size_t n = strlen(needle);

	if (!n)
		return line.s;
	/* memchr finds each candidate first byte far faster than a loop */
	for (const char *p = line.s, *end = line.s + line.len;
	     (size_t)(end - p) >= n; p++) {
		p = memchr(p, needle[0], (size_t)(end - p) - n + 1);
		if (!p)
			return NULL;
		if (!memcmp(p, needle, n))
			return p;
	}
	return NULL;
}

char *line_copy(struct text_line line, char *dst, size_t n)
{
	size_t k = line.len < n - 1 ? line.len : n - 1;

	memcpy(dst, line.s, k);
	dst[k] = '\0';
	return dst;
}

/*
 * How common each ASCII byte is in benchmark outputs and prose (7: blanks,
 * digits, "etaoinsr"; 6: other common letters and punctuation; 5: common
 * capitals such as in IOPS, MiB, READ; 4: rare letters and signs; 3: the
 * rest): text_find() looks for the least common byte of its word.
 */
static const unsigned char commonness[128] = {
    3, 3, 3, 3, 3, 3, 3, 3, 3, 6, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 7, 4, 4, 4, 3, 6, 4, 4, 6, 6, 4, 4,
    6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 6, 4, 4, 6, 4, 4, 4, 4,
    5, 4, 4, 5, 4, 5, 4, 5, 3, 5, 4, 5, 4, 5, 5, 3, 5, 5, 5, 4, 3, 5,
    3, 3, 3, 5, 3, 5, 3, 6, 3, 7, 5, 6, 6, 7, 5, 5, 6, 7, 4, 5, 6, 6,
    7, 7, 6, 4, 7, 7, 7, 6, 5, 5, 4, 5, 4, 4, 4, 4, 3, 3,
};

static unsigned rank(char c)
{
	unsigned char u = (unsigned char)c;

	return u < 128 ? commonness[u] : 3;
}

/*
 * The byte text_find() last chose for a word, by where the word is (most
 * are the program's literals, looked for again for every file): choosing
 * cost more than the search in a short text.  Any choice finds the same
 * first occurrence, so a word whose memory now holds another text (a
 * stale entry) is found as surely, only perhaps more slowly.
 */
#define TF_CACHE 256
static _Thread_local struct {
	const char *w;
	size_t wn, r;
} tf_cache[TF_CACHE];

/* The buffer text_find_memo() names and the bytes found nowhere in it. */
static _Thread_local struct {
	const char *buf;
	size_t len;
	uint64_t absent[4];
} tf_memo;

void text_find_memo(const char *buf, size_t len)
{
	tf_memo.buf = buf;
	tf_memo.len = buf ? len : 0;
	memset(tf_memo.absent, 0, sizeof(tf_memo.absent));
}

static int tf_absent(unsigned char c)
{
	return (tf_memo.absent[c >> 6] >> (c & 63)) & 1;
}

const char *text_next_word(const char **p, const char *end)
{
	const char *w;

	while (*p < end && (**p == ' ' || **p == '\t'))
		(*p)++;
	w = *p;
	while (*p < end && **p != ' ' && **p != '\t')
		(*p)++;
	return w;
}

int text_word_is(const char *w, size_t n, const char *s)
{
	return strlen(s) == n && !memcmp(w, s, n);
}

size_t text_count(const char *s, size_t n, char c)
{
	const uint64_t ones = 0x0101010101010101ULL,
		       low7 = 0x7f7f7f7f7f7f7f7fULL;
	uint64_t pat = ones * (unsigned char)c;
	size_t k = 0, i = 0;

	for (; i + 8 <= n; i += 8) {
		uint64_t x;

		memcpy(&x, s + i, 8);
		x ^= pat; /* a zero byte where s has c */
		/* the high bit of each byte that is zero, exactly (no carry
		 * crosses a byte: each adds to at most 0xfe), moved to the
		 * byte's low bit; the multiply sums the bytes into the top
		 * one (no popcnt instruction on every x86-64) */
		x = ~(((x & low7) + low7) | x | low7) >> 7;
		k += (size_t)((x * ones) >> 56);
	}
	for (; i < n; i++)
		k += s[i] == c;
	return k;
}

const char *text_find(const char *s, size_t n, const char *w, size_t wn)
{
	const char *end = s + n, *p;
	size_t r = 0, h;
	/* s is the memo's buffer (whole: it may learn) or a part of it */
	int memo = tf_memo.buf && s >= tf_memo.buf &&
		   (size_t)(s - tf_memo.buf) <= tf_memo.len &&
		   n <= tf_memo.len - (size_t)(s - tf_memo.buf);

	if (!wn)
		return s;
	if (wn > n)
		return NULL;
	h = (size_t)(((uintptr_t)w * 0x9E3779B97F4A7C15ULL) >> 56) % TF_CACHE;
	if (tf_cache[h].w == w && tf_cache[h].wn == wn) {
		r = tf_cache[h].r;
	} else {
		for (size_t i = 1; i < wn; i++)
			if (rank(w[i]) < rank(w[r]))
				r = i;
		tf_cache[h].w = w;
		tf_cache[h].wn = wn;
		tf_cache[h].r = r;
	}
	if (memo)
		for (size_t i = 0; i < wn; i++)
			if (tf_absent((unsigned char)w[i]))
				return NULL;
	/* every occurrence has w[r] at its start + r: in order of start */
	for (p = s + r; p < end - (wn - 1 - r);) {
		const char *from = p;

		p = memchr(p, w[r], (size_t)(end - (wn - 1 - r) - p));
		/* none in the whole buffer (nor in the ends the scan left
		 * out): remembered */
		if (!p && memo && from == s + r && s == tf_memo.buf &&
		    n == tf_memo.len && !memchr(s, w[r], r) &&
		    !memchr(end - (wn - 1 - r), w[r], wn - 1 - r)) {
			unsigned char c = (unsigned char)w[r];

			tf_memo.absent[c >> 6] |= 1ULL << (c & 63);
		}
		if (!p)
			return NULL;
		if (!memcmp(p - r, w, wn))
			return p - r;
		p++;
	}
	return NULL;
}

/* rank() of c's commoner case (a byte that is no letter: its own) */
static unsigned rank_nocase(char c)
{
	unsigned lo = rank((char)tolower((unsigned char)c)),
		 up = rank((char)toupper((unsigned char)c));

	return lo > up ? lo : up;
}

const char *text_find_nocase(const char *s, size_t n, const char *w, size_t wn)
{
	const char *last, *lo, *up, *p;
	unsigned char cl, cu;
	size_t r = 0;

	if (!wn)
		return s;
	if (wn > n)
		return NULL;
	/* the byte whose two cases, the commoner of them, are rarest */
	for (size_t i = 1; i < wn; i++)
		if (rank_nocase(w[i]) < rank_nocase(w[r]))
			r = i;
	cl = (unsigned char)tolower((unsigned char)w[r]);
	cu = (unsigned char)toupper((unsigned char)w[r]);
	/* an occurrence has w[r] (either case) in [s + r, last) */
	last = s + n - (wn - 1 - r);
	lo = memchr(s + r, cl, (size_t)(last - s - r));
	up = cu != cl ? memchr(s + r, cu, (size_t)(last - s - r)) : NULL;
	while (lo || up) {
		p = !up || (lo && lo < up) ? lo : up;
		if (!strncasecmp(p - r, w, wn))
			return p - r;
		if (p == lo)
			lo = memchr(p + 1, cl, (size_t)(last - p - 1));
		else
			up = memchr(p + 1, cu, (size_t)(last - p - 1));
	}
	return NULL;
}

int line_is_example_intro(const char *s, size_t len)
{
	/* not "will" nor "should": "The output should look like this:"
	 * over the author's own run is a measurement */
	static const char *const modal[] = {"might", "would", "could", "may",
					    NULL};
	char low[256];
	size_t n = len < sizeof(low) - 1 ? len : sizeof(low) - 1;
	int look = 0;

	/* most lines say no "look": looked at no further */
	for (size_t i = 0; i + 4 <= n && !look; i++)
		look = (s[i] == 'l' || s[i] == 'L') &&
		       !strncasecmp(s + i, "look", 4);
	if (!look)
		return 0;
	for (size_t i = 0; i < n; i++)
		low[i] = (char)tolower((unsigned char)s[i]);
	low[n] = '\0';
	/* "might look something like this:", "would look similar to" */
	for (size_t i = 0; modal[i]; i++) {
		const char *m = low;
		size_t k = strlen(modal[i]);

		while ((m = strstr(m, modal[i])) != NULL) {
			if ((m == low || !isalpha((unsigned char)m[-1])) &&
			    !strncmp(m + k, " look", 5))
				return 1;
			m += k;
		}
	}
	return 0;
}

int line_is_mime_header(const char *s, size_t len)
{
	size_t i;

	if (len > 13 && !strncasecmp(s, "MIME-Version:", 13))
		return 1;
	if (len < 10 || strncasecmp(s, "Content-", 8))
		return 0;
	/* "Content-Type", "Content-Transfer-Encoding": letters and '-' */
	for (i = 8; i < len && (isalpha((unsigned char)s[i]) || s[i] == '-');
	     i++)
		;
	return i > 8 && i < len && s[i] == ':';
}

/* Whether [s, e) is one e-mail address, its quotes and brackets aside
 * ("ann@example.org", "<ann@example.org>", "\"ann@example.org\""): a
 * local part, '@', a domain holding a '.'. */
static int mail_address(const char *s, const char *e)
{
	const char *at;
	int dot = 0;

	while (s < e && strchr("\"'<(", *s))
		s++;
	while (e > s && strchr("\"'>),;", e[-1]))
		e--;
	at = s < e ? memchr(s, '@', (size_t)(e - s)) : NULL;
	if (!at || at == s || at + 1 >= e)
		return 0;
	for (const char *c = s; c < e; c++) {
		if (c == at)
			continue;
		if (!isalnum((unsigned char)*c) && !strchr("._%+-", *c))
			return 0;
		dot |= c > at && *c == '.';
	}
	return dot && isalnum((unsigned char)e[-1]);
}

size_t line_quote_marks(const char *s, size_t len)
{
	size_t i = 0, marks = 0;

	for (;;) {
		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		/* ">>>" glued is three marks; ">=64" is an output's */
		if (i == len || s[i] != '>')
			return marks;
		while (i < len && s[i] == '>')
			i++, marks++;
		if (i < len && s[i] != ' ' && s[i] != '\t') {
			/* ">read: IOPS=85": the quote ends at the text */
			if (s[i] == '=' || s[i] == '-')
				return marks - 1;
			return marks;
		}
	}
}

int line_is_mail_header(const char *s, size_t len)
{
	/* the names Outlook and mail clients write, in English, German,
	 * French, Spanish, Chinese (simplified, traditional), Japanese
	 * (octal: no hex run-on); not "Date", which outputs print too
	 * (CrystalDiskMark's "Date : 2013/05/01 20:11:02") */
	static const char *const names[] = {
	    "from",
	    "sent",
	    "to",
	    "cc",
	    "bcc",
	    "subject",
	    "reply-to",
	    "in-reply-to",
	    "references",
	    "message-id",
	    "sender",
	    "organization",
	    "importance",
	    "von",
	    "gesendet",
	    "an",
	    "kopie",
	    "betreff",
	    "de",
	    "envoy\303\251",
	    "\303\200",
	    "objet",
	    "enviado",
	    "para",
	    "asunto",
	    "\345\217\221\344\273\266\344\272\272",		/* 发件人 */
	    "\345\217\221\351\200\201\346\227\266\351\227\264", /* 发送时间 */
	    "\346\224\266\344\273\266\344\272\272",		/* 收件人 */
	    "\346\212\204\351\200\201",				/* 抄送 */
	    "\344\270\273\351\242\230",				/* 主题 */
	    "\345\257\204\344\273\266\350\200\205",		/* 寄件者 */
	    "\346\224\266\344\273\266\350\200\205",		/* 收件者 */
	    "\345\211\257\346\234\254",				/* 副本 */
	    "\344\270\273\346\227\250",				/* 主旨 */
	    "\345\267\256\345\207\272\344\272\272",		/* 差出人 */
	    "\351\200\201\344\277\241\346\227\245\346\231\202", /* 送信日時 */
	    "\345\256\233\345\205\210",				/* 宛先 */
	    "\344\273\266\345\220\215",				/* 件名 */
	};
	const char *e = s + len, *c, *w;
	size_t addr = 0, other = 0, bracket = 0;

	while (s < e && (*s == '>' || *s == ' ' || *s == '\t'))
		s++;
	while (e > s && isspace((unsigned char)e[-1]))
		e--;
	if (e - s < 2)
		return 0;
	/* "-----Original Message-----", "-----Ursprüngliche Nachricht-----" */
	if (e - s > 12 && !strncmp(s, "-----", 5) &&
	    !strncmp(e - 5, "-----", 5))
		for (c = s + 5; c < e - 5; c++)
			if (isalpha((unsigned char)*c) ||
			    (unsigned char)*c >= 0x80)
				return 1;
	/* a header: its name, blanks, ':' (or a full-width '：') */
	for (c = s; c < e && c - s < 32 && *c != ':' && *c != ' ' &&
		    strncmp(c, "\357\274\232", 3);
	     c++)
		;
	w = c;
	while (c < e && c - w < 3 && (*c == ' ' || *c == '\t'))
		c++;
	if (c > s && c < e && w > s &&
	    (*c == ':' || !strncmp(c, "\357\274\232", 3))) {
		size_t k = (size_t)(w - s);

		/* "http://", "12:30": no header; a full-width '：' needs
		 * no blank after it */
		if (*c == ':' && c + 1 < e && c[1] != ' ' && c[1] != '\t')
			return 0;
		if ((k > 2 && !strncasecmp(s, "X-", 2)) ||
		    (k > 5 && !strncasecmp(s, "List-", 5)))
			return 1;
		for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
			if (strlen(names[i]) == k &&
			    !strncasecmp(s, names[i], k))
				return 1;
		return 0;
	}
	/* addresses only: "linux-kernel@vger.kernel.org", "Ann Lee
	 * <ann@example.org>;" (names only beside an address in brackets) */
	if (!memchr(s, '@', (size_t)(e - s)))
		return 0;
	for (c = s; c < e;) {
		while (c < e && strchr(" \t,;", *c))
			c++;
		for (w = c; c < e && !strchr(" \t,;", *c);)
			c++;
		if (w == c)
			break;
		if (mail_address(w, c)) {
			addr++;
			bracket += *w == '<';
		} else {
			other++;
		}
	}
	return addr && (!other || bracket);
}

int line_is_attribution(const char *s, size_t len)
{
	/* a écrit, escribió, napisał, написал (octal: no hex run-on) */
	static const char *const ends[] = {
	    "wrote",
	    "writes",
	    "said",
	    "says",
	    "schrieb",
	    "a \303\251crit",
	    "escribi\303\263",
	    "escreveu",
	    "scrisse",
	    "napisa\305\202",
	    "\320\275\320\260\320\277\320\270\321\201\320\260\320\273",
	    NULL,
	};
	/* Chinese "xie dao" and Japanese "kakimashita" (wrote) */
	static const char *const cjk[] = {
	    "\345\206\231\351\201\223",
	    "\346\233\270\343\201\215\343\201\276\343\201\227\343\201\237",
	    NULL,
	};

	/* "> **bob said:**": a quote's mark and emphasis around it */
	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t' ||
		       s[len - 1] == '*' || s[len - 1] == '_'))
		len--;
	while (len && (*s == '>' || *s == ' ' || *s == '*' || *s == '_'))
		s++, len--;
	/* Chinese and Japanese clients end it in a full-width colon */
	if (len >= 3 && !memcmp(s + len - 3, "\357\274\232", 3))
		len -= 2;
	else if (!len || s[len - 1] != ':')
		return 0;
	len--;
	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	/* "Bob <bob@example.org> (on) 2022-12-22 17:15 (wrote)(colon)" in
	 * Chinese, "... (wrote):" in Japanese: no blank before the word */
	for (size_t k = 0; cjk[k]; k++) {
		size_t n = strlen(cjk[k]);

		if (len >= n && !memcmp(s + len - n, cjk[k], n))
			return 1;
	}
	/* German clients put the name after it: "... um 10:02 schrieb Bob
	 * <bob@example.org>:" */
	for (const char *p = s;
	     (p = text_find(p, (size_t)(s + len - p), "schrieb ", 8)) != NULL;
	     p += 8)
		if (p == s || p[-1] == ' ')
			return 1;
	/* "написала", "napisała": the feminine ends one letter on */
	for (size_t k = 0; ends[k]; k++) {
		size_t n = strlen(ends[k]);

		for (size_t extra = 0; extra <= 2; extra++)
			if (len >= n + extra &&
			    !memcmp(s + len - n - extra, ends[k], n) &&
			    (len == n + extra || s[len - n - extra - 1] == ' '))
				return 1;
	}
	return 0;
}

int line_is_page_chrome(const char *s, size_t len)
{
	/* the whole line, or its start ending in '.', '?', '!' or ',' */
	static const char *const whole[] = {
	    "Advertisement",
	    "Add Comment",
	    "Please, Sign In to add comment",
	    "Sign Up,",
	    "Sign Up",
	    "it unlocks many cool features!",
	    "Created",
	    "Raw",
	    "Download",
	    "Never",
	    "Embed",
	    "Show hidden characters",
	    "Learn more about bidirectional Unicode characters",
	    "Sign up for free",
	    "to join this conversation on GitHub.",
	    "Already have an account?",
	    "Sign in to comment"};
	static const char *const start[] = {
	    "Not a member of Pastebin yet?",
	    "This file contains bidirectional Unicode text",
	    "This file contains hidden or bidirectional Unicode text"};
	static const char gh[] =
	    " to your computer and use it in GitHub Desktop.";
	size_t i = 0, w, d;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (len && isspace((unsigned char)*s)) {
		s++;
		len--;
	}
	if (!len)
		return 0;
	for (i = 0; i < len && isdigit((unsigned char)s[i]); i++)
		;
	if (i == len)
		return 1; /* a count: views, stars, forks */
	for (i = 0; i < sizeof(whole) / sizeof(*whole); i++)
		if (strlen(whole[i]) == len && !memcmp(s, whole[i], len))
			return 1;
	for (i = 0; i < sizeof(start) / sizeof(*start); i++)
		if (len >= strlen(start[i]) &&
		    !memcmp(s, start[i], strlen(start[i])))
			return 1;
	if (len > 5 + sizeof(gh) - 1 && !memcmp(s, "Save ", 5) &&
	    !memcmp(s + len - (sizeof(gh) - 1), gh, sizeof(gh) - 1))
		return 1;
	/* pastebin's "text 0.95 KB | None | 0 0": a syntax, the size, a
	 * category, the votes */
	for (w = 0; w < len && isalnum((unsigned char)s[w]); w++)
		;
	if (!w || w + 1 >= len || s[w] != ' ')
		return 0;
	for (d = ++w; w < len && (isdigit((unsigned char)s[w]) || s[w] == '.');)
		w++;
	if (w == d || len - w < 6 ||
	    (memcmp(s + w, " KB | ", 6) && memcmp(s + w, " MB | ", 6) &&
	     memcmp(s + w, " B | ", 5)))
		return 0;
	w = (size_t)((const char *)memchr(s + w, '|', len - w) - s) + 1;
	return w < len && memchr(s + w, '|', len - w) &&
	       isdigit((unsigned char)s[len - 1]);
}

int word_listed(const char *w, size_t n, const char *const *list, int fold)
{
	/* the first byte first: most words of a list differ there, and the
	 * lists are asked of every word of many lines (fio text's captions) */
	int c0 =
	    n ? (fold ? tolower((unsigned char)w[0]) : (unsigned char)w[0]) : 0;

	for (size_t i = 0; list[i]; i++) {
		int l0 = fold ? tolower((unsigned char)list[i][0])
			      : (unsigned char)list[i][0];

		if (l0 == c0 && strlen(list[i]) == n &&
		    !(fold ? strncasecmp(w, list[i], n)
			   : memcmp(w, list[i], n)))
			return 1;
	}
	return 0;
}

size_t line_filesystem_word(const char *w, size_t n)
{
	static const char *const fs[] = {
	    "ext2", "ext3",	"ext4",	  "xfs",   "btrfs", "zfs",
	    "f2fs", "ntfs",	"exfat",  "fat32", "jfs",   "reiserfs",
	    "apfs", "bcachefs", "nilfs2", "ocfs2", "gfs2",  NULL,
	};

	for (size_t k = 0; fs[k]; k++) {
		size_t l = strlen(fs[k]);

		if (n < l || strncasecmp(w, fs[k], l))
			continue;
		if (n == l || (w[l] >= 'A' && w[l] <= 'Z') ||
		    (strchr("-_+", w[l]) && n > l + 1))
			return l;
	}
	return 0;
}

int line_breaks_off(const char *s, size_t len)
{
	static const char *const goes_on[] = {
	    "to",      "from",	  "and",  "or",	  "but", "vs",
	    "vs.",     "versus",  "than", "with", "of",	 "into",
	    "against", "between", "von",  "auf",  "und", NULL};
	size_t e, b = 0;

	while (len && strchr(" \t*_:", s[len - 1]))
		len--;
	e = len;
	while (len && !isspace((unsigned char)s[len - 1]))
		len--;
	/* "With:" alone names the state of its own (a word before the last
	 * one: a sentence's) */
	while (b < len && strchr(" \t*_>-", s[b]))
		b++;
	return e > len && b < len && word_listed(s + len, e - len, goes_on, 1);
}

size_t line_connector_end(const char *s, size_t len)
{
	/* German "auf" ("von A ohne X auf B mit X"), "und" */
	static const char *const joins[] = {"to",  "vs",  "vs.", "versus",
					    "and", "auf", "und", NULL};
	size_t e, b;

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	e = len;
	while (len && !isspace((unsigned char)s[len - 1]))
		len--;
	b = len;
	if (e == b || !word_listed(s + b, e - b, joins, 1))
		return 0;
	while (b && isspace((unsigned char)s[b - 1]))
		b--;
	return b;
}

size_t line_sentence_piece(const char *s, size_t len)
{
	if (len && s[len - 1] == '.')
		len--;
	while (len && strchr(",;: \t", s[len - 1]))
		len--;
	if (!len || !islower((unsigned char)s[0]) || memchr(s, '=', len) ||
	    text_find(s, len, ". ", 2))
		return 0;
	return len;
}

int line_wrapper_arg(const char *w, size_t n, const char *prev, size_t pn)
{
	size_t k = n && (w[0] == '\'' || w[0] == '"'), d;

	if (k >= n)
		return 0;
	if (w[k] == '-')
		return 1;
	/* "0x3", "0xff": taskset's CPU mask */
	if (n - k > 2 && w[k] == '0' && (w[k + 1] == 'x' || w[k + 1] == 'X'))
		return strspn(w + k + 2, "0123456789abcdefABCDEF'\"") >=
		       n - k - 2;
	if (isdigit((unsigned char)w[k])) {
		/* "2", "0-3", "0,2": a number or CPU list; "30s", "10m":
		 * timeout's duration */
		d = strspn(w + k, "0123456789,-'\"");
		return d >= n - k ||
		       (d + 1 == n - k && strchr("smhd", w[n - 1]));
	}
	/* "$PRIO", "${PRIO}" after an option ("ionice -c 2 -n $PRIO dd
	 * ..."): the option's value in a shell variable */
	if (w[k] == '$' && n - k > 1 && pn >= 2 && prev[0] == '-' &&
	    strspn(
		w + k + 1,
		"{}_0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTU"
		"VWXYZ'\"") >= n - k - 1)
		return 1;
	if (!isalpha((unsigned char)w[k]) || memchr(w + k, '/', n - k))
		return 0;
	/* "LC_ALL=C"; "bob" after sudo's "-u" (its user or group) */
	return memchr(w + k, '=', n - k) ||
	       (pn == 2 && (!memcmp(prev, "-u", 2) || !memcmp(prev, "-g", 2)));
}

size_t line_wrappers_before(const char *s, size_t at)
{
	/* commands that run the command after them, with their options */
	static const char *const wrappers[] = {
	    "sudo",    "doas",	  "time",    "\\time", "/usr/bin/time", "nice",
	    "ionice",  "nohup",	  "env",     "stdbuf", "taskset",	"chrt",
	    "numactl", "nocache", "timeout", NULL};
	size_t e = at, best = at;

	for (int words = 0; words < 12; words++) {
		size_t b, pe, pb;

		while (e && (s[e - 1] == ' ' || s[e - 1] == '\t' ||
			     s[e - 1] == '\n'))
			e--;
		for (b = e; b && s[b - 1] != ' ' && s[b - 1] != '\t' &&
			    s[b - 1] != '\n';
		     b--)
			;
		if (b == e)
			break;
		if (word_listed(s + b, e - b, wrappers, 0)) {
			best = b;
			e = b;
			continue;
		}
		/* the word before: an option whose argument this may be */
		for (pe = b; pe && (s[pe - 1] == ' ' || s[pe - 1] == '\t');)
			pe--;
		for (pb = pe; pb && !isspace((unsigned char)s[pb - 1]);)
			pb--;
		/* "-n", "'-19'", "-c1", "--cpunodebind=0", "0-3", "2",
		 * "0x3", "LC_ALL=C", "-u bob": a wrapper's option or
		 * argument */
		if (!line_wrapper_arg(s + b, e - b, s + pb, pe - pb))
			break;
		e = b;
	}
	return best;
}

const char *const bench_tools[] = {"fio", "dd", "iozone", "hdparm", NULL};

const char *bench_tool_word(const char *w, size_t n)
{
	for (size_t k = 0; bench_tools[k]; k++)
		if (strlen(bench_tools[k]) == n &&
		    !memcmp(w, bench_tools[k], n))
			return bench_tools[k];
	return NULL;
}

size_t bench_tool_lead(const char *s, size_t n)
{
	for (size_t k = 0; bench_tools[k]; k++) {
		size_t m = strlen(bench_tools[k]);

		if (n > m && !memcmp(s, bench_tools[k], m) && s[m] == ' ')
			return m + 1;
	}
	return 0;
}

/* Whether word w (n bytes, a trailing ',' or '.' left out) is one of
 * words, case-insensitive. */
static int word_in(const char *w, size_t n, const char *const *words)
{
	while (n && (w[n - 1] == ',' || w[n - 1] == '.'))
		n--;
	return word_listed(w, n, words, 1);
}

/*
 * Whether word w (n bytes) belongs to a date, a time or a post's action
 * ("Tue", "Jun", "09,", "2015", "8:12", "am", "2021-04-11", "3/4/2021",
 * "ago", "commented"): 2 when it dates by itself (a month, a whole date,
 * "ago"), 1 when it only goes with one, 0 otherwise.
 */
static int byline_word(const char *w, size_t n)
{
	static const char *const months[] = {
	    "january",	"february", "march",  "april",	   "may",
	    "june",	"july",	    "august", "september", "october",
	    "november", "december", "jan",    "feb",	   "mar",
	    "apr",	"jun",	    "jul",    "aug",	   "sep",
	    "sept",	"oct",	    "nov",    "dec",	   "ago",
	    NULL};
	static const char *const others[] = {
	    "mon",	   "tue",	   "wed",
	    "thu",	   "fri",	   "sat",
	    "sun",	   "monday",	   "tuesday",
	    "wednesday",   "thursday",	   "friday",
	    "saturday",	   "sunday",	   "am",
	    "pm",	   "at",	   "on",
	    "utc",	   "gmt",	   "comment",
	    "commented",   "reply",	   "replied",
	    "answer",	   "description",  "issue",
	    "opened",	   "answered",	   "edited",
	    "posted",	   "wrote",	   "said",
	    "minute",	   "minutes",	   "hour",
	    "hours",	   "day",	   "days",
	    "week",	   "weeks",	   "month",
	    "months",	   "year",	   "years",
	    "yesterday",   "today",	   "member",
	    "contributor", "collaborator", "author",
	    "owner",	   "maintainer",   NULL};
	size_t d = 0, sep = 0;

	while (n && (w[n - 1] == ',' || w[n - 1] == '.'))
		n--;
	if (!n)
		return 0;
	if (word_in(w, n, months))
		return 2;
	if (word_in(w, n, others))
		return 1;
	/* "2021-04-11", "3/4/2021", "09:14:55", "09,", "3rd", "2y" */
	for (size_t i = 0; i < n; i++) {
		if (isdigit((unsigned char)w[i]))
			d++;
		else if (w[i] == '-' || w[i] == '/' || w[i] == ':')
			sep++;
		else if (i + 2 == n && d &&
			 (!strncasecmp(w + i, "st", 2) ||
			  !strncasecmp(w + i, "nd", 2) ||
			  !strncasecmp(w + i, "rd", 2) ||
			  !strncasecmp(w + i, "th", 2)))
			return 1;
		else if (i + 1 == n && d && strchr("ymwdh", w[i]))
			return 1; /* Discourse's "2y", "3d" */
		else
			return 0;
	}
	if (!d)
		return 0;
	/* a whole date: two '-' or '/' between digits */
	if (sep >= 2 && !memchr(w, ':', n))
		return 2;
	return 1;
}

int line_date_title(const char *s, size_t len)
{
	/* the months in French, German, Spanish, Italian and Portuguese
	 * (English ones are byline_word()'s); a capital beyond ASCII is
	 * its own entry */
	static const char *const months[] = {
	    "janvier",	 "février",    "fevrier",  "mars",	"avril",
	    "mai",	 "juin",       "juillet",  "août",	"aout",
	    "septembre", "octobre",    "novembre", "décembre",	"decembre",
	    "januar",	 "februar",    "märz",	   "März",	"juni",
	    "juli",	 "oktober",    "dezember", "enero",	"febrero",
	    "marzo",	 "abril",      "mayo",	   "junio",	"julio",
	    "agosto",	 "septiembre", "octubre",  "noviembre", "diciembre",
	    "gennaio",	 "febbraio",   "aprile",   "maggio",	"giugno",
	    "luglio",	 "settembre",  "ottobre",  "dicembre",	"janeiro",
	    "fevereiro", "março",      "maio",	   "junho",	"julho",
	    "setembro",	 "outubro",    "novembro", "dezembro",	NULL};
	/* "2021年3月4日", "2021년 3월": a CJK date's units after digits */
	static const char *const units[] = {"年", "月", "日", "년",
					    "월", "일", NULL};
	size_t i = 0, words = 0;
	int dated = 0;

	while (len && strchr(" \t*_#:", s[len - 1]))
		len--;
	while (i < len && strchr(" \t*_#", s[i]))
		i++;
	while (i < len) {
		size_t a = i, d = 0, k, u = 0;
		int w;

		while (i < len && s[i] != ' ' && s[i] != '\t' && s[i] != ',')
			i++;
		if (i > a) {
			words++;
			w = byline_word(s + a, i - a);
			/* "2021年3月", "3월": digits, each run before a unit */
			for (k = a; k < i;) {
				size_t n = 0;

				while (k < i && isdigit((unsigned char)s[k]))
					k++, d++;
				for (size_t m = 0; units[m] && !n; m++)
					if (i - k >= strlen(units[m]) &&
					    !memcmp(s + k, units[m],
						    strlen(units[m])))
						n = strlen(units[m]);
				if (!n || !d)
					break;
				k += n;
				u++;
			}
			if (u && k == i)
				dated = 1;
			else if (w == 2 || word_listed(s + a, i - a, months, 1))
				dated = 1;
			else if (!(w == 1 && isdigit((unsigned char)s[a])))
				return 0;
			if (words > 6)
				return 0;
		}
		while (i < len && (s[i] == ' ' || s[i] == '\t' || s[i] == ','))
			i++;
	}
	return dated;
}

/*
 * Whether s (len bytes) is a post's byline: a name, then only a date and
 * a post's words, set off by '·', '•', '»', '|' or ',' ("bob · comment ·
 * 2018-09-27", "by bob » Tue Jun 09, 2015 8:12 am", "— bob, 2019-01-02",
 * "Bob Lee @blee · 2 years ago", "bob  Mar 3, 2021").
 */
static int line_is_byline(const char *s, size_t len)
{
	size_t i = 0, words = 0, name = 0;
	int dated = 0;

	/* "Before, Mar 2021:": a caption, no byline */
	if (len > 120 || (len && s[len - 1] == ':'))
		return 0;
	/* "— bob", "-- bob", "by bob" */
	while (i < len &&
	       (s[i] == ' ' || s[i] == '-' || s[i] == '*' || s[i] == '_'))
		i++;
	if (i + 3 <= len && !memcmp(s + i, "\xe2\x80\x94", 3))
		i += 3;
	while (i < len && s[i] == ' ')
		i++;
	if (len - i > 3 && !strncasecmp(s + i, "by ", 3))
		i += 3;
	/* the name: up to three words, up to a separator or a date */
	while (i < len) {
		size_t a = i, b;

		while (i < len && s[i] == ' ')
			i++;
		a = i;
		while (i < len && s[i] != ' ' && s[i] != ',' && s[i] != '|' &&
		       (unsigned char)s[i] != 0xc2 &&
		       !((unsigned char)s[i] == 0xe2 && i + 2 < len &&
			 (unsigned char)s[i + 1] == 0x80 &&
			 ((unsigned char)s[i + 2] == 0xa2 ||
			  (unsigned char)s[i + 2] == 0x94)))
			i++;
		b = i;
		if (b == a)
			break;
		if (byline_word(s + a, b - a) && name) {
			i = a;
			break;
		}
		if (++name > 3)
			return 0;
		if (i < len && s[i] != ' ')
			break;
	}
	if (!name)
		return 0;
	/* the rest: dates, times and a post's words, separators between */
	while (i < len) {
		size_t a, w;
		int b;

		if (s[i] == ' ' || s[i] == ',' || s[i] == '|' || s[i] == '*' ||
		    s[i] == '_' || s[i] == '(' || s[i] == ')') {
			i++;
			continue;
		}
		/* "·" (c2 b7), "»" (c2 bb), "•" (e2 80 a2), "—" (e2 80 94) */
		if ((unsigned char)s[i] == 0xc2 && i + 1 < len &&
		    ((unsigned char)s[i + 1] == 0xb7 ||
		     (unsigned char)s[i + 1] == 0xbb)) {
			i += 2;
			continue;
		}
		if ((unsigned char)s[i] == 0xe2 && i + 2 < len &&
		    (unsigned char)s[i + 1] == 0x80 &&
		    ((unsigned char)s[i + 2] == 0xa2 ||
		     (unsigned char)s[i + 2] == 0x94)) {
			i += 3;
			continue;
		}
		a = i;
		while (i < len && s[i] != ' ' && s[i] != '|' && s[i] != ')' &&
		       (unsigned char)s[i] != 0xc2)
			i++;
		w = i - a;
		b = byline_word(s + a, w);
		if (!b)
			return 0;
		dated |= b == 2;
		words++;
	}
	return dated && words;
}

/*
 * Whether s (len bytes, trimmed) is a thread export's marker, a bracketed
 * line naming a post and its author or saying the post goes on: "[turn 7
 * by mfbalin, continued]", "[comment by bob]", "[reply 3 by bob]",
 * "[bob's post, continued]".  Who wrote what follows, no system.
 */
static int thread_marker(const char *s, size_t len)
{
	static const char *const posts[] = {"turn ", "comment ", "reply ",
					    "post ", "answer ",	 NULL};
	size_t i;

	if (len < 3 || s[0] != '[' || s[len - 1] != ']')
		return 0;
	s++;
	len -= 2;
	while (len && *s == ' ')
		s++, len--;
	while (len && s[len - 1] == ' ')
		len--;
	/* "[..., continued]", "[continued]" */
	if (len >= 9 && !strncasecmp(s + len - 9, "continued", 9) &&
	    (len == 9 || s[len - 10] == ' ' || s[len - 10] == ','))
		return 1;
	/* "[turn 7 by bob]", "[comment by bob]": a post's word, its number
	 * if any, then "by" and a name */
	for (size_t k = 0; posts[k]; k++) {
		size_t n = strlen(posts[k]);

		if (len <= n || strncasecmp(s, posts[k], n))
			continue;
		i = n;
		while (i < len && (isdigit((unsigned char)s[i]) || s[i] == '#'))
			i++;
		while (i < len && s[i] == ' ')
			i++;
		return len > i + 3 && !strncasecmp(s + i, "by ", 3);
	}
	return 0;
}

int line_is_post_heading(const char *s, size_t len)
{
	static const char *const heads[] = {"post by ",	  "posted by ",
					    "reply by ",  "comment by ",
					    "answer by ", NULL};
	size_t i = 0;

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	if (line_is_attribution(s, len))
		return 1;
	for (size_t k = 0; heads[k]; k++) {
		size_t n = strlen(heads[k]);

		if (len > n && !strncasecmp(s, heads[k], n))
			return 1;
	}
	/* "Reply #3 on: June 02, 2015", "Quote from: bob on June 01, 2015"
	 * (SMF boards) */
	if ((len > 7 && !strncasecmp(s, "reply #", 7)) ||
	    (len > 11 && !strncasecmp(s, "quote from:", 11)))
		return 1;
	if (line_is_byline(s, len))
		return 1;
	if (thread_marker(s, len))
		return 1;
	/* "#12 by bob": a thread's numbered post */
	if (len && s[0] == '#') {
		for (i = 1; i < len && s[i] >= '0' && s[i] <= '9'; i++)
			;
		if (i > 1 && len > i + 4 && !memcmp(s + i, " by ", 4))
			return 1;
	}
	/* "bob commented on 3 May 2021", "bob commented" */
	for (const char *p = s; (p = text_find(p, (size_t)(s + len - p),
					       " commented", 10)) != NULL;
	     p += 10) {
		size_t rest = (size_t)(s + len - p) - 10;

		if (!rest || (rest > 4 && !memcmp(p + 10, " on ", 4)))
			return 1;
	}
	return 0;
}

int line_is_comment_break(const char *s, size_t len)
{
	static const char *const alone[] = {
	    "reply",	     "reply \342\206\223", "log in to reply",
	    "leave a reply", "leave a comment",	   NULL};
	static const char *const nouns[] = {"comment",	 "comments", "response",
					    "responses", "thought",  "thoughts",
					    "reply",	 "replies",  NULL};
	size_t i = 0, w;

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	s += i;
	len -= i;
	if (!len || len > 200)
		return 0;
	for (size_t k = 0; alone[k]; k++)
		if (strlen(alone[k]) == len && !strncasecmp(s, alone[k], len))
			return 1;
	/* "2 comments on", "One thought on", "12 Responses to", "3 Replies" */
	for (i = 0; i < len && isdigit((unsigned char)s[i]); i++)
		;
	if (!i && len > 4 && !strncasecmp(s, "one ", 4))
		i = 3;
	if (!i || i >= len || s[i] != ' ')
		return 0;
	for (w = ++i; w < len && isalpha((unsigned char)s[w]); w++)
		;
	if (!word_listed(s + i, w - i, nouns, 1))
		return 0;
	return w == len || (len - w > 4 && (!strncasecmp(s + w, " on ", 4) ||
					    !strncasecmp(s + w, " to ", 4)));
}

/* lines.h */
int line_size_word(const char *w, size_t n)
{
	size_t d = 0;

	while (d < n && (isdigit((unsigned char)w[d]) || w[d] == '.'))
		d++;
	if (!d || d == n || !strchr("kKmMgGtT", w[d]))
		return 0;
	d++;
	if (d < n && w[d] == 'i')
		d++;
	if (d < n && (w[d] == 'B' || w[d] == 'b'))
		d++;
	return d == n || w[d] == ',' || w[d] == ')';
}

int line_is_parameters(const char *s, size_t len)
{
	static const char *const keys[] = {
	    "parameters",    "parameter", "settings", "setting", "conditions",
	    "configuration", "config",	  "options",  NULL};
	static const char *const params[] = {
	    "=",	 "direct",  "libaio",	   "io_uring",	 "engine",
	    "iodepth",	 "numjobs", "queue depth", "block size", "runtime",
	    "test file", "psync",   "o_direct",	   NULL};
	const char *e, *c;
	size_t kl, k;

	while (len && strchr(" \t*_", s[len - 1]))
		len--;
	while (len && strchr(" \t*_>-", *s))
		s++, len--;
	c = memchr(s, ':', len);
	kl = c ? (size_t)(c - s) : len;
	while (kl && strchr(" \t*_", s[kl - 1]))
		kl--;
	/* "Test parameters", "fio settings", "Benchmark configuration" */
	for (k = kl; k && s[k - 1] != ' '; k--)
		;
	if (k && (k > 16 || memchr(s, ' ', k - 1)))
		return 0; /* two words at most */
	for (size_t i = 0; keys[i]; i++)
		if (strlen(keys[i]) == kl - k &&
		    !strncasecmp(s + k, keys[i], kl - k))
			goto key;
	return 0;
key:
	if (!c)
		return 1; /* "**Test parameters**" alone */
	e = s + len;
	for (const char *w = c + 1; w < e;) {
		const char *b;

		while (w < e && strchr(" \t,*_`(", *w))
			w++;
		for (b = w; w < e && !strchr(" \t,", *w); w++)
			;
		if (w > b && line_size_word(b, (size_t)(w - b)))
			return 1;
	}
	{
		char low[256];
		size_t n = (size_t)(e - c - 1) < sizeof(low) - 1
			       ? (size_t)(e - c - 1)
			       : sizeof(low) - 1;

		for (size_t i = 0; i < n; i++)
			low[i] = (char)tolower((unsigned char)c[1 + i]);
		low[n] = '\0';
		for (size_t i = 0; params[i]; i++)
			if (strstr(low, params[i]))
				return 1;
	}
	return 0;
}

int line_version_lead_in(const char *s, size_t len)
{
	static const char *const preps[] = {"under ", "with ", "on ",
					    "using ", "in ",   NULL};
	static const char *const words[] = {"kernel ", "linux ", NULL};
	size_t i = 0;
	int dot = 0;

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	if (len && s[len - 1] == ':')
		len--;
	for (size_t k = 0; preps[k] && !i; k++)
		if (len > strlen(preps[k]) &&
		    !strncasecmp(s, preps[k], strlen(preps[k])))
			i = strlen(preps[k]);
	if (!i)
		return 0;
	for (size_t k = 0; words[k]; k++)
		if (len - i > strlen(words[k]) &&
		    !strncasecmp(s + i, words[k], strlen(words[k])))
			i += strlen(words[k]);
	if (i >= len || !isdigit((unsigned char)s[i]))
		return 0;
	for (; i < len && s[i] != ' '; i++)
		dot |= s[i] == '.' && i + 1 < len &&
		       isdigit((unsigned char)s[i + 1]);
	return dot && i == len;
}

int line_is_form_section(const char *s, size_t len)
{
	static const char *const forms[] = {
	    "steps to reproduce",
	    "reproduction steps",
	    "steps to reproduce the bug",
	    "steps to reproduce the issue",
	    "steps to reproduce the problem",
	    "steps to reproduce the behavior",
	    "steps to reproduce the behaviour",
	    "how to reproduce",
	    "to reproduce",
	    "reproducer",
	    "describe the bug",
	    "describe the issue",
	    "describe the problem",
	    "bug description",
	    "issue description",
	    "problem description",
	    "description of the bug",
	    "description of the issue",
	    "description of the problem",
	    "description",
	    "expected behavior",
	    "expected behaviour",
	    "actual behavior",
	    "actual behaviour",
	    "current behavior",
	    "current behaviour",
	    "observed behavior",
	    "observed behaviour",
	    "expected result",
	    "expected results",
	    "actual result",
	    "actual results",
	    "what happened",
	    "what happened instead",
	    "what did you expect to happen",
	    "what you expected to happen",
	    "environment",
	    "your environment",
	    "logs",
	    "relevant log output",
	    "log output",
	    "screenshots",
	    "additional context",
	    "additional information",
	    /* the kind of report an issue form asks for ("## General
	     * Question", "### Bug Report"): the form's, no system */
	    "question",
	    "questions",
	    "general question",
	    "your question",
	    "bug report",
	    "feature request",
	    "what did you expect",
	    "system information",
	    "system info",
	    "version",
	    "output",
	    "log",
	    /* GitLab's bug template */
	    "summary of the bug",
	    "what is the current bug behavior",
	    "what is the expected correct behavior",
	    "relevant logs and or screenshots",
	    "possible fixes",
	    NULL,
	};
	char w[64];
	size_t n = 0;

	if (len > 80)
		return 0; /* a sentence, no form's heading */
	/* the words one blank apart, lower case, nothing else */
	for (size_t i = 0; i < len && n + 1 < sizeof(w); i++) {
		unsigned char c = (unsigned char)s[i];

		if (isalpha(c))
			w[n++] = (char)tolower(c);
		else if (n && w[n - 1] != ' ')
			w[n++] = ' ';
	}
	while (n && w[n - 1] == ' ')
		n--;
	w[n] = '\0';
	for (size_t k = 0; forms[k]; k++)
		if (!strcmp(w, forms[k]))
			return 1;
	/* "Windows & WSL versions", "Software versions": the versions of
	 * what the reporter runs, listed below; a system's name is one */
	return n >= 8 && !strcmp(w + n - 8, "versions") &&
	       (n == 8 || w[n - 9] == ' ');
}

/*
 * Whether heading s (len bytes) is only a chat transcript's role ("####
 * User", "**Assistant:**", "ChatGPT", "用户"): whose turn of a
 * conversation follows, no system.
 */
static int chat_role(const char *s, size_t len)
{
	static const char *const roles[] = {
	    "user",	  "assistant", "chatgpt",  "claude",	   "gemini",
	    "copilot",	  "human",     "ai",	   "bot",	   "用户",
	    "用戶",	  "助手",      "ユーザー", "アシスタント", "사용자",
	    "어시스턴트", NULL};
	size_t b = 0, e = len;

	while (b < e && strchr(" \t#*_>", s[b]))
		b++;
	while (e > b && strchr(" \t*_:", s[e - 1]))
		e--;
	if (e - b >= 3 && !memcmp(s + e - 3, "：", 3))
		e -= 3;
	for (size_t k = 0; roles[k]; k++)
		if (strlen(roles[k]) == e - b &&
		    !strncasecmp(s + b, roles[k], e - b))
			return 1;
	return 0;
}

/*
 * Whether heading s (len bytes) is one word of an editor's verdict or
 * note, a colon or a number after it allowed: "Incorrect" over the
 * author's wrong job file, "Right", "Bad", "Edit:", "UPDATE 2",
 * "Richtig", "错误", "間違い".  It judges or amends what follows; the
 * system is never named so.
 */
static int editorial_heading(const char *s, size_t len)
{
	static const char *const words[] = {
	    "incorrect", "correct", "wrong",	"right",    "bad",
	    "good",	 "edit",    "edited",	"update",   "updated",
	    "richtig",	 "falsch",  "faux",	"correcte", "incorrecto",
	    "correcto",	 "errato",  "corretto", "正确",	    "错误",
	    "正確",	 "錯誤",    "正しい",	"間違い",   "誤り",
	    "올바른",	 "잘못된",  NULL};
	size_t b = 0, e = len;

	while (b < e && strchr(" \t#*_>", s[b]))
		b++;
	while (e > b && strchr(" \t*_:.!", s[e - 1]))
		e--;
	/* "UPDATE 2", "Edit 3:": the note's number */
	for (size_t d = e; d > b && isdigit((unsigned char)s[d - 1]);)
		if (--d > b && s[d - 1] == ' ')
			for (e = d; e > b && strchr(" \t*_:.!", s[e - 1]);)
				e--;
	if (e - b >= 3 && !memcmp(s + e - 3, "\xef\xbc\x9a", 3)) /* ： */
		e -= 3;
	return e > b && word_listed(s + b, e - b, words, 1);
}

/* Whether s starts with a CJK numeral of a section's number, 一 to 十. */
static int cjk_numeral(const char *s)
{
	static const char nums[] = "一二三四五六七八九十";

	for (size_t k = 0; k + 3 <= sizeof(nums) - 1; k += 3)
		if (!memcmp(s, nums + k, 3))
			return 1;
	return 0;
}

int line_generic_heading(const char *s, size_t len)
{
	static const char *const words[] = {
	    "result",
	    "results",
	    "benchmark",
	    "benchmarks",
	    "test",
	    "tests",
	    "testing",
	    "general",
	    "performance",
	    "summary",
	    "conclusion",
	    "conclusions",
	    "overview",
	    "example",
	    "examples",
	    "measurement",
	    "measurements",
	    "the",
	    "and",
	    "of",
	    "my",
	    "comparison",
	    "comparisons",
	    "last",
	    "final",
	    "ergebnis",
	    "ergebnisse",
	    "résultats",
	    "resultats",
	    "resultados",
	    "risultati",
	    "wyniki",
	    "результаты",
	    "результат",
	    "тест",
	    "тесты",
	    "данные",
	    /* strncasecmp() folds no Cyrillic: the capitalized forms */
	    "Результаты",
	    "Результат",
	    "Тест",
	    "Тесты",
	    "Данные",
	    /* "Risultati del test", "dados do teste", "Résultats des
	     * tests", "Wyniki testu": the test's or its data's words, of
	     * each language iodb reads */
	    "résultat",
	    "resultat",
	    "resultado",
	    "risultato",
	    "wynik",
	    "testu",
	    "testów",
	    "teste",
	    "testes",
	    "prueba",
	    "pruebas",
	    "prova",
	    "prove",
	    "dati",
	    "testdaten",
	    "testergebnis",
	    "testergebnisse",
	    "messergebnisse",
	    "de",
	    "des",
	    "du",
	    "del",
	    "dei",
	    "della",
	    "do",
	    "da",
	    "dos",
	    "der",
	    "결과",
	    "테스트",
	    "성능",
	    "벤치마크",
	    "측정",
	    "結果",
	    "テスト",
	    "性能",
	    "ベンチマーク",
	    "测试",
	    "结果",
	    "測試",
	    /* "系统与性能测试" (system and performance tests), "测评" /
	     * "评测" (review), "跑分" (scores), "基准测试": the step, no
	     * system's name */
	    "测评",
	    "评测",
	    "測評",
	    "評測",
	    "跑分",
	    "基准",
	    "基準",
	    "系统",
	    "系統",
	    "与",
	    "與",
	    "及",
	    "結論",
	    "測定",
	    "测量",
	    /* "性能簡易測定(ddコマンド)": a simple measurement with the
	     * dd command, "간이 성능 측정 (dd 명령)": the method */
	    "計測",
	    "计测",
	    "簡易",
	    "简易",
	    "간이",
	    "コマンド",
	    "命令",
	    "명령",
	    "实测",
	    /* "测试数据集汇总": the data set's summary, as "Summary"
	     * (before "数据": the first word that fits is taken) */
	    "数据集",
	    "數據集",
	    "汇总",
	    "匯總",
	    "彙總",
	    "數據",
	    "数据",
	    "データ",
	    "데이터",
	    "data",
	    /* "# IO" over "## dd" and "## hdparm" (a cheat sheet's topic,
	     * "Disk IO"): what the tools measure, no system's name */
	    "io",
	    /* "This result", "Here is the output": pointing, no name */
	    "this",
	    "these",
	    "that",
	    "here",
	    "is",
	    "are",
	    "output",
	    "outputs",
	    /* "Summary numbers:", "Figures below:": what the figures are,
	     * not whose */
	    "numbers",
	    "figures",
	    "below",
	    /* a step of a guide: "Analyze the results", "Analisar os
	     * dados", "結果を確認する", "查看结果" */
	    "analyze",
	    "analyse",
	    "analyzing",
	    "analysing",
	    "analysis",
	    "check",
	    "checking",
	    "review",
	    "reviewing",
	    "interpret",
	    "interpreting",
	    "understand",
	    "understanding",
	    /* "Inspecting Output", "Example: Typical Parameters and
	     * Output": reading a sample run, no system */
	    "inspect",
	    "inspecting",
	    "typical",
	    "parameters",
	    /* an explainer's title: "Fio Output Explained", "fio output:
	     * a tutorial", "Understanding dd's output, a primer": how to
	     * read a tool, no system */
	    "explained",
	    "explaining",
	    "explanation",
	    "explainer",
	    "tutorial",
	    "primer",
	    "verify",
	    "analisar",
	    "analisando",
	    "análise",
	    "analizar",
	    "análisis",
	    "analyser",
	    "verificar",
	    "os",
	    "dados",
	    "los",
	    "datos",
	    "les",
	    "données",
	    "die",
	    "daten",
	    "auswerten",
	    "analizuj",
	    "sprawdź",
	    "dane",
	    "확인",
	    "분석",
	    "검증",
	    "確認",
	    "分析",
	    "验证",
	    "驗證",
	    "検証",
	    "を",
	    "する",
	    "します",
	    "查看",
	    "检查",
	    "檢查",
	    /* "测试结果及深度解析" (test results and in-depth analysis),
	     * "结果解读", "深入分析": reading the figures, no name */
	    "解析",
	    "解读",
	    "解讀",
	    "详解",
	    "詳解",
	    /* "性能指标分析" (performance metrics analysis), "参数说明",
	     * "結果の解説", "Metrics interpretation": what the figures
	     * mean, no system */
	    "指标",
	    "指標",
	    "说明",
	    "說明",
	    "解説",
	    "詳細",
	    "の",
	    /* "bench 的结果", "YABS의 결과", "Ergebnisse von yabs": the
	     * possessive's small word, as "of" and "の" */
	    "的",
	    "의",
	    "von",
	    "metric",
	    "metrics",
	    "interpretation",
	    /* "深度" alone is also Deepin's name ("深度系统"): only with
	     * the reading it qualifies */
	    "深度解析",
	    "深度分析",
	    "深入分析",
	    "深入解析",
	    /* "Actual" over the output under "### Volume B (5000
	     * IOPS)", "Expected" over its estimate: which figure, no name */
	    "actual",
	    "expected",
	    "observed",
	    /* a section of a report's structure: "1. 문제 인식" (problem
	     * statement), "Background", "问题背景", "まとめ" */
	    "problem",
	    "problems",
	    "background",
	    "introduction",
	    "motivation",
	    "discussion",
	    "findings",
	    /* the same parts in the European languages iodb reads
	     * ("## Überblick", "## Aperçu", "## Visão geral", "##
	     * Обзор"): strncasecmp() folds no letter beyond ASCII, so a
	     * capital first letter is listed too */
	    "überblick",
	    "Überblick",
	    "übersicht",
	    "Übersicht",
	    "einleitung",
	    "einführung",
	    "zusammenfassung",
	    "fazit",
	    "hintergrund",
	    "aperçu",
	    "résumé",
	    "Résumé",
	    "contexte",
	    "resumen",
	    "introducción",
	    "conclusión",
	    "conclusiones",
	    "visión",
	    "visão",
	    "geral",
	    "resumo",
	    "introdução",
	    "conclusão",
	    "panoramica",
	    "introduzione",
	    "riepilogo",
	    "conclusioni",
	    "przegląd",
	    "wprowadzenie",
	    "podsumowanie",
	    "wnioski",
	    "обзор",
	    "Обзор",
	    "введение",
	    "Введение",
	    "итоги",
	    "Итоги",
	    "выводы",
	    "Выводы",
	    /* "Short Answer" / "Longer Answer": a reply's parts */
	    "answer",
	    "short",
	    "shorter",
	    "long",
	    "longer",
	    "문제",
	    "인식",
	    "배경",
	    "개요",
	    "요약",
	    "결론",
	    "소개",
	    "서론",
	    "問題",
	    "问题",
	    "背景",
	    "概要",
	    "概述",
	    "要約",
	    "摘要",
	    "まとめ",
	    "考察",
	    "总结",
	    "總結",
	    "小结",
	    "结论",
	    "簡介",
	    "简介",
	    "引言",
	    /* "主机简介" (the host's introduction): the word for the host
	     * tested, its name follows in the text */
	    "主机",
	    "主機",
	    /* "机器性能" (the machine's performance): the word for the
	     * machine tested, as "主机" */
	    "机器",
	    "機器",
	    /* "fio 模拟 crystalmark" (fio imitating CrystalDiskMark): how
	     * the test ran */
	    "模拟",
	    "模擬",
	    /* "実行結果" (execution result), "运行结果", "실행 결과",
	     * "出力", "输出结果", "测试结果如下" (test results as
	     * follows), "実行方法" (how it is run), "Ausgabe", "Вывод":
	     * the run's output or how it was run, no system's name */
	    "実行",
	    "执行",
	    "執行",
	    "运行",
	    "運行",
	    "실행",
	    "出力",
	    "输出",
	    "輸出",
	    "출력",
	    "如下",
	    /* "显示结果" (the results displayed), "結果表示", "결과
	     * 표시": showing the output, no system's name */
	    "显示",
	    "顯示",
	    "表示",
	    "표시",
	    "方法",
	    "방법",
	    "ausgabe",
	    "sortie",
	    "salida",
	    "saída",
	    "вывод",
	    "Вывод",
	    /* "Also, a hdparm test": a lead-in's words */
	    "also",
	    "a",
	    "an",
	    "another",
	    /* "二.具体参数说明" (2. the parameters in detail), "パラメー
	     * タの説明", "옵션 설명", "Exemple 3", "Beispiel 2", "示例":
	     * a how-to's section on the options or its example, no
	     * system */
	    "具体",
	    "具體",
	    "参数",
	    "參數",
	    "选项",
	    "選項",
	    "パラメータ",
	    "パラメーター",
	    "オプション",
	    "説明",
	    "매개변수",
	    "파라미터",
	    "옵션",
	    "설명",
	    "parameter",
	    "option",
	    "options",
	    "exemple",
	    "exemples",
	    "beispiel",
	    "beispiele",
	    "ejemplo",
	    "ejemplos",
	    "esempio",
	    "esempi",
	    "exemplo",
	    "exemplos",
	    "przykład",
	    "пример",
	    "Пример",
	    "примеры",
	    "Примеры",
	    "示例",
	    "例子",
	    "例",
	    "예시",
	    "예제",
	    /* a documentation page's topic ("### Processing", "##
	     * Usage", "Installation", "Results parsing", "How it works",
	     * "Getting started", "Verarbeitung", "Utilisation", "使い方",
	     * "사용법"): what the page explains, no system.  Not
	     * "Setup" nor "Configuration": "Configuration 2" over a run
	     * tells it from another */
	    "processing",
	    "usage",
	    "installation",
	    "install",
	    "installing",
	    "parsing",
	    "how",
	    "it",
	    "works",
	    "getting",
	    "started",
	    "quickstart",
	    "quick",
	    "start",
	    "requirements",
	    "prerequisites",
	    "instructions",
	    "verarbeitung",
	    "verwendung",
	    "nutzung",
	    "anleitung",
	    "traitement",
	    "utilisation",
	    "procesamiento",
	    "uso",
	    "instalación",
	    "processamento",
	    "instalação",
	    "elaborazione",
	    "utilizzo",
	    "installazione",
	    "przetwarzanie",
	    "użycie",
	    "instalacja",
	    "обработка",
	    "Обработка",
	    "использование",
	    "Использование",
	    "установка",
	    "Установка",
	    "用法",
	    "安装",
	    "安裝",
	    "处理",
	    "處理",
	    "処理",
	    "使い方",
	    "インストール",
	    "사용법",
	    "설치",
	    "처리",
	    NULL,
	};
	size_t i = 0;

	if (chat_role(s, len) || editorial_heading(s, len))
		return 1;
	while (i < len) {
		size_t a, k = 0;
		int hit = 0;

		while (i < len && strchr(" \t:.,;!?()[]-*_#/", s[i]))
			i++;
		a = i;
		while (i < len && !strchr(" \t:.,;!?()[]-*_#/", s[i]))
			i++;
		if (i == a)
			break;
		for (k = a; k < i && s[k] >= '0' && s[k] <= '9'; k++)
			;
		if (k == i)
			continue; /* a number: "Test 1" */
		/* "二.", "三、具体参数", "十二": a CJK section number, as
		 * "2." is ("一般" is a word: only alone or before "、") */
		for (k = a; k + 3 <= i && cjk_numeral(s + k);)
			k += 3;
		if (k > a && k == i)
			continue;
		if (k > a && k + 3 <= i && !memcmp(s + k, "\xe3\x80\x81", 3)) {
			a = k + 3; /* "、" */
			if (a == i)
				continue;
		}
		for (size_t w = 0; words[w] && !hit; w++)
			hit = strlen(words[w]) == i - a &&
			      !strncasecmp(words[w], s + a, i - a);
		/* "ddコマンド", "dd命令" (the dd command): a tool's name
		 * glued to the words below reads as they do */
		for (k = a; k < i && (unsigned char)s[k] < 0x80; k++)
			;
		if (k == a || k == i || !testname_tool(s + a, k - a))
			k = a;
		/* CJK words written together: "测试结果", "性能测试结果" */
		for (size_t q = k;
		     !hit && q < i && (unsigned char)s[q] >= 0x80;) {
			size_t w;

			for (w = 0; words[w]; w++) {
				size_t wl = strlen(words[w]);

				if ((unsigned char)words[w][0] >= 0x80 &&
				    wl <= i - q && !memcmp(words[w], s + q, wl))
					break;
			}
			if (!words[w])
				break;
			q += strlen(words[w]);
			/* "例1", "示例2": the example's number after it */
			for (w = q; w < i && isdigit((unsigned char)s[w]);)
				w++;
			hit = q == i || (w == i && q > k);
		}
		if (!hit)
			return 0;
	}
	return 1;
}

int line_is_intro(const char *s, size_t len)
{
	static const char *const intro[] = {
	    "result",
	    "résultat",
	    "ergebnis",
	    "результат",
	    "Результат",
	    "output",
	    "follow",
	    "below",
	    "here",
	    "benchmark",
	    "test",
	    "diskmark",
	    "\xe5\xa6\x82\xe4\xb8\x8b", /* 如下 */
	    "\xe4\xbb\xa5\xe4\xb8\x8b", /* 以下 */
	    "\xe7\xb5\x90\xe6\x9e\x9c", /* 結果 */
	    "\xe7\xbb\x93\xe6\x9e\x9c", /* 结果 */
	    "\xea\xb2\xb0\xea\xb3\xbc", /* 결과 */
	    "\xec\x95\x84\xeb\x9e\x98", /* 아래 */
	    NULL};

	int named = -1; /* line_direction_words(), asked once if needed */

	for (size_t i = 0; intro[i]; i++) {
		size_t n = strlen(intro[i]);
		int c0 = tolower((unsigned char)intro[i][0]);
		int hit = 0;

		for (size_t k = 0; k + n <= len && !hit; k++)
			hit = tolower((unsigned char)s[k]) == c0 &&
			      !strncasecmp(s + k, intro[i], n);
		if (!hit)
			continue;
		/* "512B write test:", "Testing Write Bandwidth": a test
		 * the line names by its direction is a name, no intro */
		if (!strcmp(intro[i], "test") ||
		    !strcmp(intro[i], "benchmark")) {
			if (named < 0)
				named = line_direction_words(s, s + len) != 0;
			if (named)
				continue;
		}
		return 1;
	}
	return 0;
}

/* Whether s[i] (s len bytes) starts a release candidate's "rcN". */
static int rc_at(const char *s, size_t len, size_t i)
{
	return i + 2 < len && s[i] == 'r' && s[i + 1] == 'c' &&
	       isdigit((unsigned char)s[i + 2]);
}

/*
 * Whether s (len bytes) is a version alone: "2.4.17", "2.6.0-test5", or a
 * Linux release candidate of one dot, "6.5-rc4", "6.5-rc4/rc3" (two
 * candidates run alike).
 */
static int version_alone(const char *s, size_t len)
{
	int dots = 0, rc = 0;

	if (!len || len > 24 || !isdigit((unsigned char)s[0]))
		return 0;
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '.')
			dots++;
		else if ((c == '-' || c == '/') && rc_at(s, len, i + 1))
			rc += c == '-' && isdigit((unsigned char)s[i - 1]);
		else if (c == '/' ||
			 (!isalnum(c) && c != '-' && c != '_' && c != '+'))
			return 0;
	}
	return dots >= 2 || (dots == 1 && rc);
}

int line_release_tail(const char *s, size_t len, char *out, size_t n)
{
	size_t at[10], wl[10], nw, k;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	if (len && s[len - 1] == ':')
		len--;
	nw = line_words(s, len, at, wl, 10);
	if (nw < 2 || nw > 8)
		return 0;
	/* no sentence before it: "The 2.6.0 kernel. Now 2.6.1" */
	for (size_t i = 0; i < at[nw - 1]; i++)
		if (strchr(".,;:!?=|$", s[i]) &&
		    (i + 1 == len || isspace((unsigned char)s[i + 1])))
			return 0;
	k = nw - 1;
	if (!version_alone(s + at[k], wl[k]) || s[at[k] + wl[k] - 1] == '.' ||
	    wl[k] >= n)
		return 0;
	snprintf(out, n, "%.*s", (int)wl[k], s + at[k]);
	return 1;
}

int line_version_token(const char *s, size_t len)
{
	size_t i = 1;

	if (version_alone(s, len))
		return 1;
	/* "v2", "v1.3": a 'v' and digits, dots between them */
	if (len < 2 || len > 12 || (s[0] != 'v' && s[0] != 'V'))
		return 0;
	for (; i < len; i++)
		if (!isdigit((unsigned char)s[i]) &&
		    (s[i] != '.' || i + 1 == len || s[i - 1] == '.' || i == 1))
			return 0;
	return 1;
}

size_t line_comment_marker(const char *s, size_t len)
{
	size_t k = 0;

	if (len > 2 && s[0] == '/' && s[1] == '/' && s[2] != '/')
		k = 2;
	else
		while (k < len && k < 3 && s[k] == '#')
			k++;
	if (!k || (s[0] == '#' && (k == len || s[k] != ' ')))
		return 0;
	while (k < len && (s[k] == ' ' || s[k] == '\t'))
		k++;
	return k < len && (isalnum((unsigned char)s[k]) ||
			   (unsigned char)s[k] >= 0x80)
		   ? k
		   : 0;
}

int line_comment_title(const char *s, size_t len, char *out, size_t n)
{
	static const char *const notes[] = {"todo", "note",    "fixme",
					    "xxx",  "warning", NULL};
	size_t k = line_comment_marker(s, len), w, caps = 0, words = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	if (!k || k >= len || len - k >= n || strchr(".,;:?!", s[len - 1]))
		return 0;
	for (w = k; w < len && !isspace((unsigned char)s[w]); w++) {
		if (islower((unsigned char)s[w]) ||
		    (!isalnum((unsigned char)s[w]) && !strchr("-_+", s[w])))
			return 0;
		caps += isupper((unsigned char)s[w]) != 0;
	}
	if (caps < 2 || word_listed(s + k, w - k, notes, 1))
		return 0;
	for (size_t i = k; i < len; i++) {
		if (strchr("$|`\"<>#", s[i]))
			return 0;
		words += !isspace((unsigned char)s[i]) &&
			 (i == k || isspace((unsigned char)s[i - 1]));
	}
	if (words > 8)
		return 0;
	memcpy(out, s + k, len - k);
	out[len - k] = '\0';
	return 1;
}

int line_semicolon_caption(const char *t, size_t len)
{
	int blank = 0;

	if (len < 4 || t[len - 1] != ';' || t[0] < 'A' || t[0] > 'Z')
		return 0;
	for (size_t i = 0; i + 1 < len; i++) {
		if (t[i] == ' ' || t[i] == '\t')
			blank = 1;
		else if (!isalnum((unsigned char)t[i]) &&
			 !strchr("-(),'", t[i]))
			return 0;
	}
	return blank;
}

int line_is_prompt_alone(const char *s, size_t len)
{
	size_t b = 0, w, e = len;
	int sign = 0;

	while (b < e && (s[b] == ' ' || s[b] == '\t'))
		b++;
	while (e > b && isspace((unsigned char)s[e - 1]))
		e--;
	/* "root@nas:~#", "[admin@db1 ~]$": a sign after user@host */
	if (e > b && strchr("$#%", s[e - 1])) {
		e--;
		sign = 1;
	}
	if (e - b >= 2 && s[b] == '[' && s[e - 1] == ']')
		b++, e--;
	else if (!sign)
		return 0;
	/* the first word is user@host (a name before and after '@') */
	for (w = b; w < e && s[w] != '@'; w++)
		if (!isalnum((unsigned char)s[w]) && !strchr("_.-", s[w]))
			return 0;
	if (w == b || w + 1 >= e || !isalnum((unsigned char)s[w + 1]))
		return 0;
	/* no sentence: a prompt holds no bracket nor parenthesis */
	for (size_t i = w; i < e; i++)
		if (strchr("[]()", s[i]))
			return 0;
	return 1;
}

int line_is_prompt_cat(const char *s, size_t len)
{
	static const char *const viewers[] = {"cat ", "zcat ", "less ",
					      "more "};
	size_t b = ingest_prompt_len(s, len), e = len, args = 0;
	size_t i, v;

	if (!b)
		return 0;
	while (e > b && isspace((unsigned char)s[e - 1]))
		e--;
	if (e - b > 5 && !memcmp(s + b, "sudo ", 5))
		b += 5;
	for (v = 0; v < sizeof(viewers) / sizeof(viewers[0]); v++)
		if (e - b > strlen(viewers[v]) &&
		    !memcmp(s + b, viewers[v], strlen(viewers[v])))
			break;
	if (v == sizeof(viewers) / sizeof(viewers[0]))
		return 0;
	/* file names only: no option, pipe, redirection nor second command */
	for (i = b + strlen(viewers[v]); i < e; i++) {
		if (s[i] == ' ' || s[i] == '\t')
			continue;
		if (s[i] == '-')
			return 0;
		args++;
		while (i < e && s[i] != ' ' && s[i] != '\t') {
			if (strchr("|<>;&`$", s[i]))
				return 0;
			i++;
		}
	}
	return args > 0;
}

/*
 * The length of the prompt before a command on line s (len bytes): one
 * the console reader knows (ingest_prompt_len()), or a host's root or
 * user prompt with no "user@" ("box1:~# ", "server1:~ # ", "nas:/srv$ "):
 * a word, ':', a directory from '~' or '/', maybe a blank, '#', '$' or
 * '%' and a blank, then a command word in lowercase.  0 when none.
 */
static size_t session_prompt(const char *s, size_t len)
{
	size_t p = ingest_prompt_len(s, len), w = 0;

	if (p)
		return p < len ? p : 0;
	while (w < len && (isalnum((unsigned char)s[w]) || strchr("_-.", s[w])))
		w++;
	if (!w || w + 2 >= len || s[w] != ':' ||
	    (s[w + 1] != '~' && s[w + 1] != '/'))
		return 0;
	for (p = w + 1;
	     p < len && !isspace((unsigned char)s[p]) && !strchr("#$%", s[p]);
	     p++)
		;
	if (p + 1 < len && s[p] == ' ' && strchr("#$%", s[p + 1]))
		p++;
	if (p + 2 >= len || !strchr("#$%", s[p]) || s[p + 1] != ' ' ||
	    !islower((unsigned char)s[p + 2]))
		return 0;
	return p + 2;
}

int line_session_line(const char *s, size_t len, int prompt, int after_blank)
{
	char name[96];
	size_t words = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	if (!len)
		return 0;
	if (prompt)
		return session_prompt(s, len) != 0;
	/* a comment is a person's note on the next command */
	if (s[len - 1] == ':' || line_plain_words(s, len) ||
	    line_comment_marker(s, len))
		return 0;
	for (size_t i = 0; i < len; i++)
		words += !isspace((unsigned char)s[i]) &&
			 (!i || isspace((unsigned char)s[i - 1]));
	if (words >= 3 && strchr(".!?", s[len - 1]))
		return 0;
	return !(after_blank && line_name_caption(s, len, name, sizeof(name)));
}

int line_prompt_dir(const char *s, size_t len, char *out, size_t n)
{
	const char *e = s + len, *d, *de, *at;

	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	at = memchr(s, '@', (size_t)(e - s));
	if (!at || at == s)
		return 0;
	for (const char *c = s + (*s == '['); c < at; c++)
		if (!isalnum((unsigned char)*c) && !strchr("_.-", *c))
			return 0;
	if (*s == '[') {
		/* "[root@h 14:02 /nvme]": the last word before ']' */
		de = memchr(at, ']', (size_t)(e - at));
		if (!de)
			return 0;
		for (d = de; d > at && d[-1] != ' ';)
			d--;
	} else {
		/* "bob@nas:/mnt/ssd$ ": after ':', up to the sign */
		d = at;
		while (d < e && *d != ':' && *d != ' ')
			d++;
		if (d >= e || *d != ':')
			return 0;
		d++;
		for (de = d; de < e && !strchr("$#% ", *de);)
			de++;
		if (de >= e || *de == ' ')
			return 0;
	}
	if (de - d < 2 || *d != '/' || (size_t)(de - d) >= n ||
	    memchr(d, ' ', (size_t)(de - d)))
		return 0;
	memcpy(out, d, (size_t)(de - d));
	out[de - d] = '\0';
	return 1;
}

int line_is_password_prompt(const char *s, size_t len)
{
	/* sudo's, su's, ssh's in their translations (sudo's po files:
	 * "[sudo] password for %p:", "[sudo] Passwort für %p:", "[sudo]
	 * %p 的密码：", "[sudo] %p のパスワード:", "[sudo] %p의 암호:") */
	/* пароль, 密码, パスワード, 암호 */
	static const char *const words[] = {
	    "password",
	    "passphrase",
	    "passwort",
	    "mot de passe",
	    "contrase\xc3\xb1"
	    "a",
	    "senha",
	    "\xd0\xbf\xd0\xb0\xd1\x80\xd0\xbe\xd0\xbb\xd1\x8c",
	    "\xe5\xaf\x86\xe7\xa0\x81",
	    "\xe3\x83\x91\xe3\x82\xb9\xe3\x83\xaf\xe3\x83\xbc\xe3\x83\x89",
	    "\xec\x95\x94\xed\x98\xb8",
	    NULL};
	size_t b = 0;

	while (b < len && (s[b] == ' ' || s[b] == '\t'))
		b++;
	if (len - b >= 6 && !memcmp(s + b, "[sudo]", 6))
		return 1;
	while (len > b && isspace((unsigned char)s[len - 1]))
		len--;
	if (len >= 3 && !memcmp(s + len - 3, "\xef\xbc\x9a", 3))
		len -= 3;
	else if (len > b && s[len - 1] == ':')
		len--;
	else
		return 0;
	if (len - b > 48)
		return 0;
	for (size_t i = 0; words[i]; i++) {
		size_t wn = strlen(words[i]);
		int c0 = tolower((unsigned char)words[i][0]);

		/* the first byte first: strncasecmp() only where it matches */
		for (size_t k = b; k + wn <= len; k++)
			if (tolower((unsigned char)s[k]) == c0 &&
			    !strncasecmp(s + k, words[i], wn))
				return 1;
	}
	return 0;
}

int line_person_clause(const char *s, size_t len, char *out, size_t n)
{
	const char *vs = NULL;
	size_t vl = 0, words = 0;
	int person = 0;

	for (size_t i = 0; i < len; i++) {
		size_t e = i;

		if (isspace((unsigned char)s[i]) ||
		    (i && !isspace((unsigned char)s[i - 1])))
			continue;
		words++;
		while (e < len && !isspace((unsigned char)s[e]))
			e++;
		/* a ':' or ',' ends the word: "get:", "2.4.2," */
		while (e > i && (s[e - 1] == ':' || s[e - 1] == ','))
			e--;
		person |= (e - i == 1 && (s[i] == 'I' || s[i] == 'i')) ||
			  (e - i == 2 && !strncasecmp(s + i, "we", 2));
		if (!vs && version_alone(s + i, e - i)) {
			vs = s + i;
			vl = e - i;
		}
	}
	if (!person || words > 6)
		return 0; /* none, or a sentence: the caller's to read */
	if (vs && vl < n) {
		snprintf(out, n, "%.*s", (int)vl, vs);
		return 2;
	}
	return line_drive_model(s, len, out, n) ? 2 : 1;
}

int line_bracket_caption(const char *s, size_t len, const char *next,
			 size_t next_len, char *out, size_t n)
{
	/* a forum's markup, a cut mark, a boot log's status, an INI
	 * file's common section */
	static const char *const tags[] = {
	    "img",    "code",	    "quote",  "spoiler", "url",	  "b",
	    "i",      "u",	    "s",      "list",	 "snip",  "cut",
	    "ok",     "failed",	    "done",   "warn",	 "error", "info",
	    "global", "edit",	    "update", "solved",	 "video", "youtube",
	    "hr",     "pre",	    "table",  "color",	 "size",  "center",
	    "attach", "attachment", "nsfw",   "x",	 "...",	  "root",
	    NULL};
	size_t b = 0, e, words = 0;
	int letter = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (b < len && isspace((unsigned char)s[b]))
		b++;
	if (len - b < 3 || len - b > 60 || s[b] != '[' || s[len - 1] != ']' ||
	    line_is_cut_mark(s + b, len - b) ||
	    text_find(s + b, len - b, "..", 2) ||
	    text_find(s + b, len - b, "\xe2\x80\xa6", 3))
		return 0;
	b++;
	e = len - 1;
	while (b < e && s[b] == ' ')
		b++;
	while (e > b && s[e - 1] == ' ')
		e--;
	/* "[!CODE]" over a page's code, GitHub's "[!NOTE]": a block's
	 * marker, markup no reader sees; "[CODE]", "[/CODE]" and
	 * "[code=bash]" are refused below (tags[], '/', '=') */
	if (e == b || s[b] == '!')
		return 0;
	for (size_t i = b; i < e; i++) {
		unsigned char c = (unsigned char)s[i];

		if (strchr("[]=/\\@#$<>{}|\"'`:;", c))
			return 0;
		letter |= isalpha(c) || c >= 0x80;
		words +=
		    !isspace(c) && (i == b || isspace((unsigned char)s[i - 1]));
	}
	if (!letter || words > 6)
		return 0;
	for (size_t k = 0; tags[k]; k++)
		if (strlen(tags[k]) == e - b &&
		    !strncasecmp(s + b, tags[k], e - b))
			return 0;
	/* "[randread]" over "rw=randread": a job file's section */
	if (next) {
		size_t i = 0;

		while (i < next_len && isspace((unsigned char)next[i]))
			i++;
		while (i < next_len &&
		       (isalnum((unsigned char)next[i]) || next[i] == '_' ||
			next[i] == '-' || next[i] == '.'))
			i++;
		while (i < next_len && next[i] == ' ')
			i++;
		if (i < next_len && next[i] == '=')
			return 0;
		/* "[Mirror]" / "[One plex]" in a row: a list, no caption */
		if (next_len && next[0] == '[' && next[next_len - 1] == ']')
			return 0;
	}
	if (e - b >= n)
		return 0;
	snprintf(out, n, "%.*s", (int)(e - b), s + b);
	return 1;
}

static int sentence_word(const char *w, size_t n);
static int function_word(const char *w, size_t n);

/* The words of a caption that say under what its run ran ("with the
 * patch", "on 4.4 kernel", "before this patch"), no sentence's. */
static const char *const condition_words[] = {
    "on",  "with", "without", "under", "in", "using", "before", "after",
    "the", "this", "that",    "a",     "an", "of",    "for",	NULL};

/*
 * What an introduction s (len bytes, its ':' gone) names after its word
 * of introduction ("result on 4.4 kernel" gives "4.4 kernel", "Output
 * for Samsung 970 EVO" "Samsung 970 EVO"): the words after its first
 * "on", "for", "under" or "with", one to four, a digit in them.  Into
 * out (n bytes); 1 when found.
 */
static int intro_names(const char *s, size_t len, char *out, size_t n)
{
	static const char *const preps[] = {" on ", " for ", " under ",
					    " with ", NULL};
	const char *at = NULL;
	size_t words = 0;
	int digit = 0;

	for (size_t k = 0; preps[k]; k++) {
		const char *f = memmem(s, len, preps[k], strlen(preps[k]));

		if (f && (!at || f < at))
			at = f + strlen(preps[k]);
	}
	/* "6.19.0-rc6 result", "v12 patch + imod 10000 results": the name
	 * before the last word, "result" alone, what the figures are of */
	if (!at) {
		static const char *const last[] = {"result", "results", NULL};
		size_t e = len, w = 0;

		while (e > 0 && s[e - 1] != ' ')
			e--;
		if (!e || !word_listed(s + e, len - e, last, 1))
			return 0;
		while (e > 0 && s[e - 1] == ' ')
			e--;
		/* a '+' joining the name's parts and the value of a
		 * setting ("poll_delay =200") are no words of it, as in
		 * line_caption() */
		for (size_t q = 0; q < e; q++) {
			digit |= isdigit((unsigned char)s[q]) != 0;
			w += s[q] != ' ' && (!q || s[q - 1] == ' ') &&
			     s[q] != '=' &&
			     !(s[q] == '+' && (q + 1 == e || s[q + 1] == ' '));
		}
		if (!digit || !w || w > 6 || e >= n ||
		    !isalnum((unsigned char)s[0]))
			return 0;
		snprintf(out, n, "%.*s", (int)e, s);
		return 1;
	}
	for (const char *q = at; q < s + len; q++) {
		digit |= isdigit((unsigned char)*q) != 0;
		words += *q != ' ' && (q == at || q[-1] == ' ');
	}
	if (!digit || !words || words > 4 || (size_t)(s + len - at) >= n)
		return 0;
	snprintf(out, n, "%.*s", (int)(s + len - at), at);
	return 1;
}

int line_tail_caption(const char *s, size_t len, char *out, size_t n)
{
	static const char *const leads[] = {"e.g. ", "i.e. ", "eg. ",
					    "for example ", NULL};
	const char *c = NULL;
	size_t b;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	if (len < 4 || len > 300 || s[len - 1] != ':')
		return 0;
	for (size_t k = len - 1; k-- > 0 && !c;)
		if (s[k] == ',' && s[k + 1] == ' ')
			c = s + k + 2;
	if (!c)
		return 0;
	b = (size_t)(c - s);
	/* "patched client, unpatched server:": a short name before the
	 * comma is no sentence but the caption's first half: the whole
	 * line, its commas words of their own to line_caption(), or none */
	{
		size_t words = 1;
		char tmp[320];
		size_t t = 0, o = 0;

		for (size_t k = 0; k + 2 < b; k++)
			words += s[k] == ' ' && s[k + 1] != ' ';
		if (words <= 3 && len * 2 < sizeof(tmp)) {
			for (size_t k = 0; k < len; k++) {
				if (s[k] == ',')
					tmp[t++] = ' ';
				tmp[t++] = s[k];
			}
			if (!line_caption(tmp, t, out, n))
				return 0;
			for (size_t k = 0; out[k]; k++)
				if (!(out[k] == ' ' && out[k + 1] == ','))
					out[o++] = out[k];
			out[o] = '\0';
			return 1;
		}
	}
	for (size_t k = 0; leads[k]; k++)
		if (len - b > strlen(leads[k]) &&
		    !strncasecmp(s + b, leads[k], strlen(leads[k])))
			b += strlen(leads[k]);
	/* "..., again optimising for the available space and memory,
	 * e.g.:": the lead word alone, an example's announcement, names
	 * nothing */
	{
		size_t e = len - 1;

		while (e > b && s[e - 1] == ' ')
			e--;
		for (size_t k = 0; leads[k]; k++)
			if (e - b + 1 == strlen(leads[k]) &&
			    !strncasecmp(s + b, leads[k], e - b))
				return 0;
	}
	/* "..., e.g. before:": a short name, no clause ("..., and then I
	 * ran it again:") */
	for (size_t k = b, words = 1; k < len; k++)
		if (s[k] == ' ' && ++words > 3)
			return 0;
	return line_caption(s + b, len - b, out, n);
}

int line_setting_caption(const char *s, size_t len, char *out, size_t n)
{
	static const char *const stops[] = {
	    "and",  "where", "with",  "without", "when", "if",	  "using",
	    "on",   "for",   "under", "of",	 "the",	 "while", "whereas",
	    "then", "but",   "as",    "in",	 "to",	 NULL};
	const char *eq, *k, *v;
	size_t e, words = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	if (len && s[len - 1] == '-')
		len--;
	if (len < 4 || len > 120 || s[len - 1] != ':')
		return 0;
	e = len - 1;
	eq = memchr(s, '=', e);
	if (!eq || memchr(eq + 1, '=', e - (size_t)(eq + 1 - s)) ||
	    memchr(s, '|', len) || memchr(s, ',', len))
		return 0;
	for (size_t i = 0; i < e; i++)
		words += !isspace((unsigned char)s[i]) &&
			 (!i || isspace((unsigned char)s[i - 1]));
	if (words > 12)
		return 0;
	/* the value: one word right before ':' */
	for (v = eq + 1; v < s + e && *v == ' '; v++)
		;
	if (v == s + e || (v - eq > 1 && v - eq != 2))
		return 0;
	for (const char *q = v; q < s + e; q++)
		if (!(isalnum((unsigned char)*q) || strchr("._-/", *q)))
			return 0;
	/* the name: one word against '=', else up to three after a word
	 * of condition, one space either side of '=' */
	k = eq;
	if (eq > s && eq[-1] != ' ') {
		while (k > s && k[-1] != ' ')
			k--;
	} else {
		const char *w = eq - 1;
		int nw = 0;

		if (v - eq != 2)
			return 0;
		k = w;
		while (nw < 4 && w > s) {
			const char *b = w;

			while (b > s && b[-1] == ' ')
				b--;
			if (b == s)
				break;
			w = b;
			while (w > s && w[-1] != ' ')
				w--;
			if (word_in(w, (size_t)(b - w), stops))
				break;
			k = w;
			nw++;
		}
		if (!nw || nw > 3)
			return 0;
	}
	if (k == eq || !isalnum((unsigned char)*k) || (size_t)(s + e - k) >= n)
		return 0;
	snprintf(out, n, "%.*s", (int)(s + e - k), k);
	return 1;
}

/*
 * Whether s (len bytes) closes a parenthesis it never opened, past a
 * list's enumerator ("1)", "b)", "iv)"): the second half of a line a mail
 * wrapped mid-aside ("has) with WD1800BB"), no name of its own.
 */
static int close_first(const char *s, size_t len)
{
	const char *o = memchr(s, '(', len), *c = memchr(s, ')', len);
	size_t w = 0;

	if (!c || (o && o < c))
		return 0;
	while (s + w < c && isalnum((unsigned char)s[w]))
		w++;
	if (s + w == c && w) {
		size_t d = 0, r = 0;

		for (size_t i = 0; i < w; i++) {
			d += isdigit((unsigned char)s[i]) != 0;
			r += strchr("ivxIVX", s[i]) != NULL;
		}
		if (d == w || r == w || w == 1)
			return 0;
	}
	return 1;
}

static int version_word(const char *w, size_t n);

/*
 * Whether s (len bytes, its final ':' gone) is a run's caption that
 * names a version before its own ':' ("6.8-rc7: 2 block devices with
 * multi-path", "6.8-rc7+ Revert : same setup", "v6.9 patched: 2 disks"):
 * one to three words before the ':', one of them a version
 * (version_word()), then up to eight words of the setup, no sentence
 * ("2.6.32: I get", '?', '!', ". ") and no other ':'.
 */
static int version_head_caption(const char *s, size_t len)
{
	const char *c = memchr(s, ':', len);
	size_t hw = 0, rw = 0, i;
	int version = 0;

	if (!c || c == s || memchr(c + 1, ':', len - (size_t)(c + 1 - s)))
		return 0;
	for (i = 0; s + i < c;) {
		size_t e;

		while (s + i < c && s[i] == ' ')
			i++;
		for (e = i; s + e < c && s[e] != ' '; e++)
			;
		if (e > i) {
			hw++;
			version |= version_word(s + i, e - i);
		}
		i = e;
	}
	if (!version || hw > 3)
		return 0;
	for (i = (size_t)(c + 1 - s); i < len;) {
		size_t e;

		while (i < len && s[i] == ' ')
			i++;
		for (e = i; e < len && s[e] != ' '; e++)
			if (strchr("?!", s[e]) ||
			    (s[e] == '.' && e + 1 < len && s[e + 1] == ' '))
				return 0;
		if (e > i && !rw++ && sentence_word(s + i, e - i) &&
		    !word_in(s + i, e - i, condition_words))
			return 0;
		i = e;
	}
	return rw <= 8;
}

int line_version_caption(const char *s, size_t len, char *out, size_t n)
{
	size_t b = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (b < len && strchr("#*> \t", s[b]))
		b++;
	if (len > b && s[len - 1] == ':')
		len--;
	while (len > b && s[len - 1] == ' ')
		len--;
	if (len - b < 4 || len > 80 || len - b >= n || memchr(s, '=', len) ||
	    memchr(s, '|', len) || !version_head_caption(s + b, len - b))
		return 0;
	snprintf(out, n, "%.*s", (int)(len - b), s + b);
	return 1;
}

/*
 * Whether word w (n bytes) is a capacity's unit right after the number
 * before it ("64 GB", "2 TB" in "Acme Evo Plus 64 GB"): part of that
 * word, no word of a name's own.
 */
static int capacity_unit_after(const char *s, size_t i, size_t n)
{
	static const char *const units[] = {"gb", "tb", "gib", "tib", NULL};
	size_t d = i;

	if (d < 2 || s[d - 1] != ' ' || !isdigit((unsigned char)s[d - 2]))
		return 0;
	return word_listed(s + i, n, units, 1);
}

/*
 * The subject of a result's verb (s, v bytes: the words before it,
 * "the unmodified 6.6.47 kernel", "Acme Evo Plus 64 GB") without a
 * leading "the", "a" or "an", when it reads as a caption of its own
 * (result_verb_caption()); into out (n bytes), 1 when it does.
 */
static int verb_subject(const char *s, size_t v, char *out, size_t n)
{
	static const char *const articles[] = {"the", "a", "an", NULL};
	char cap[96];
	size_t b = 0, words = 0;
	int name = 0;

	while (v && (s[v - 1] == ' ' || s[v - 1] == '\t'))
		v--;
	for (size_t k = 0; articles[k] && !b; k++) {
		size_t al = strlen(articles[k]);

		if (v > al + 1 && !strncasecmp(s, articles[k], al) &&
		    s[al] == ' ')
			b = al + 1;
	}
	for (size_t i = b; i < v; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '/' || c == '=' || c == ',' || c == '"' || c == '`')
			return 0;
		if (c != ' ' && (i == b || s[i - 1] == ' ')) {
			size_t e = i;

			while (e < v && s[e] != ' ')
				e++;
			words += !capacity_unit_after(s, i, e - i);
			if (c == '-' || sentence_word(s + i, e - i))
				return 0;
		}
		name |= isdigit(c) || (i > b && isupper(c));
	}
	if (!words || words > 5 || !name || v - b + 2 > sizeof(cap) ||
	    line_names_storage_tool(s + b, v - b))
		return 0;
	snprintf(cap, sizeof(cap), "%.*s:", (int)(v - b), s + b);
	return line_caption(cap, strlen(cap), out, n);
}

/*
 * A caption sentence whose last word is a verb of a result ("the
 * unmodified 6.6.47 kernel scored", its ':' gone; s len bytes): its
 * subject, the words before the verb without a leading "the", "a" or
 * "an", names the output below.  The subject must read as a caption of
 * its own (line_caption()): one to five words, a digit or a capital past
 * its first letter ("6.6.47", "SSD"), no pronoun or sentence's word
 * ("I got:", "now it shows:"), no command or path ('/', an option) and no
 * benchmark tool ("fio 3.28 reports:": the tool, not the system).  Into
 * out (n bytes); 1 when found.
 */
static int result_verb_caption(const char *s, size_t len, char *out, size_t n)
{
	static const char *const verbs[] = {
	    "scored",	"scores", "got",     "gets",	 "gives",    "gave",
	    "shows",	"showed", "reports", "reported", "measured", "achieved",
	    "achieves", "yields", "yielded", NULL};
	size_t v = len;

	while (v && s[v - 1] != ' ' && s[v - 1] != '\t')
		v--;
	if (!v || !word_listed(s + v, len - v, verbs, 1))
		return 0;
	return verb_subject(s, v, out, n);
}

int line_score_subject(const char *s, size_t len, char *out, size_t n)
{
	static const char *const verbs[] = {
	    "scored",
	    "scores",
	    "got",
	    "gets",
	    "achieved",
	    "achieves",
	    "reached",
	    "reaches",
	    "hit",
	    "hits",
	    "\xd1\x80\xd0\xb5\xd0\xb7\xd1\x83\xd0\xbb\xd1\x8c\xd1\x82\xd0"
	    "\xb0\xd1\x82", /* результат */
	    NULL};
	static const char *const points[] = {"points", "point", "pts", NULL};
	static const char defen[] = "\xe5\xbe\x97\xe5\x88\x86"; /* 得分 */
	char b[160];
	size_t k = 0, e, f, w;

	/* the sentence without its emphasis ("scored **1430**.") */
	for (size_t i = 0; i < len; i++) {
		if (s[i] == '*')
			continue;
		if (k + 1 >= sizeof(b))
			return 0;
		b[k++] = s[i];
	}
	e = k;
	while (e && isspace((unsigned char)b[e - 1]))
		e--;
	if (e >= 3 && !memcmp(b + e - 3, "\xe3\x80\x82", 3)) /* 。 */
		e -= 3;
	else if (e && (b[e - 1] == '.' || b[e - 1] == '!'))
		e--;
	while (e && b[e - 1] == ' ')
		e--;
	/* "1202 points" */
	for (w = e; w && b[w - 1] != ' ';)
		w--;
	if (w && word_listed(b + w, e - w, points, 1))
		for (e = w; e && b[e - 1] == ' ';)
			e--;
	/* the score: a whole number, maybe grouped ("1,430") */
	for (f = e; f && (isdigit((unsigned char)b[f - 1]) || b[f - 1] == ',');)
		f--;
	if (f == e || !isdigit((unsigned char)b[f]) || b[e - 1] == ',')
		return 0;
	while (f && b[f - 1] == ' ')
		f--;
	if (f > 3 && !memcmp(b + f - 3, "\xef\xbc\x9a", 3)) /* ： */
		f -= 3;
	else if (f && b[f - 1] == ':')
		f--;
	while (f && b[f - 1] == ' ')
		f--;
	if (f > 6 && !memcmp(b + f - 6, defen, 6))
		return verb_subject(b, f - 6, out, n);
	for (w = f; w && b[w - 1] != ' ';)
		w--;
	if (!w || !word_listed(b + w, f - w, verbs, 1))
		return 0;
	return verb_subject(b, w, out, n);
}

/*
 * Whether word w (n bytes) of a caption's conditions is only a test's word
 * (line_caption_conditions()): a size or count ("128k", "4"), a
 * direction, pattern or depth ("randwrite", "Random", "QD32"), the noun
 * of a condition ("io", "size", "iodepth", "jobs", "engine"), or an
 * engine's name ("libaio", "io_uring"; any word right before "engine",
 * engine_next).  Returns 2 for "direct"/"O_DIRECT", 1 for another, 0 none.
 */
static int condition_word(const char *w, size_t n, int engine_next)
{
	static const char *const nouns[] = {
	    "io",	"i/o",	      "ios",	  "size",     "block",
	    "bs",	"iodepth",    "depth",	  "queue",    "qd",
	    "jobs",	"job",	      "numjobs",  "threads",  "thread",
	    "engine",	"ioengine",   "buffered", "of",	      "libaio",
	    "io_uring", "psync",      "pvsync2",  "posixaio", "sync",
	    "mmap",	"windowsaio", NULL,
	};
	const char *e;
	double v;

	if (!n)
		return 0;
	if (word_listed(w, n, (const char *const[]){"direct", "o_direct", NULL},
			1))
		return 2;
	if (isdigit((unsigned char)w[0]) &&
	    (strspn(w, "0123456789") == n ||
	     (!units_size(w, &e, UNITS_BINARY, UNITS_COMMA_THOUSANDS, &v) &&
	      e == w + n)))
		return 1;
	if (word_listed(w, n, nouns, 1))
		return 1;
	/* "randwrite", "Random", "seq", "QD32": testname's lists, asked
	 * only of a word that may be one ("copy", "Note" cost nothing) */
	{
		char low[24];
		size_t i;

		for (i = 0; i < n && i < sizeof(low) - 1; i++)
			low[i] = (char)tolower((unsigned char)w[i]);
		low[i] = '\0';
		/* "QD32", "Q32T1", "T4": a depth or a count of threads */
		if (low[0] == 'q' || low[0] == 't') {
			struct testname tn;

			testname_parse(w, n, 0, &tn);
			if (tn.cond.iodepth > 0 || tn.cond.numjobs > 0)
				return 1;
		}
		if ((low[0] == 'q' || (unsigned char)low[0] >= 0x80 ||
		     strstr(low, "read") || strstr(low, "writ") ||
		     strstr(low, "rand") || strstr(low, "seq") ||
		     strstr(low, "rw") || strstr(low, "mix") ||
		     strstr(low, "trim")) &&
		    testname_direction_only(w, n))
			return 1;
	}
	/* "libaio engine", "spdk engine": the engine it names */
	for (size_t i = 0; i < n; i++)
		if (!(islower((unsigned char)w[i]) ||
		      isdigit((unsigned char)w[i]) || w[i] == '_'))
			return 0;
	return engine_next;
}

int line_caption_conditions(const char *s, size_t len, char *out, size_t n,
			    struct iodb_cond *c)
{
	struct iodb_cond got = IODB_COND_INIT;
	const char *colon, *e;
	char head[96];
	size_t items = 0, named = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	/* the cheap tests first: a ':' with words after it, no option */
	colon = len > 8 && len <= 160 ? memchr(s, ':', len) : NULL;
	if (!colon || colon[1] != ' ' ||
	    (size_t)(colon - s) + 1 >= sizeof(head) || memchr(s, '=', len) ||
	    memchr(s, '|', len) ||
	    memchr(colon + 1, ':', (size_t)(s + len - colon - 1)) ||
	    strchr(".!?", s[len - 1]))
		return 0;
	e = s + len;
	/* the words after the ':' first: most lines ("note: copy 3") stop
	 * at their first word */
	for (const char *a = colon + 1; a < e; items++) {
		const char *b = a;
		size_t at[8], wl[8], nw;

		while (b < e && *b != ',' && *b != ';')
			b++;
		nw = line_words(a, (size_t)(b - a), at, wl, 8);
		if (!nw || nw > 4 || items >= 6)
			return 0;
		for (size_t w = 0; w < nw; w++)
			if (!condition_word(
				a + at[w], wl[w],
				w + 1 < nw && wl[w + 1] >= 6 &&
				    !strncasecmp(a + at[w + 1] + wl[w + 1] - 6,
						 "engine", 6)))
				return 0;
		a = b < e ? b + 1 : b;
	}
	memcpy(head, s, (size_t)(colon - s) + 1);
	head[colon - s + 1] = '\0';
	if (!line_caption(head, strlen(head), out, n))
		return 0;
	for (const char *a = colon + 1; a < e;) {
		const char *b = a;
		size_t at[8], wl[8], nw;
		struct testname tn;
		int direct = 0;

		while (b < e && *b != ',' && *b != ';')
			b++;
		nw = line_words(a, (size_t)(b - a), at, wl, 8);
		for (size_t w = 0; w < nw; w++)
			direct |= condition_word(a + at[w], wl[w], 0) == 2;
		testname_parse(a, (size_t)(b - a), 0, &tn);
		if (tn.other || tn.metric || tn.network || tn.aggregate ||
		    (tn.cond.op && got.op && tn.cond.op != got.op) ||
		    (tn.cond.pattern && got.pattern &&
		     tn.cond.pattern != got.pattern) ||
		    (tn.cond.bs > 0 && got.bs > 0 && tn.cond.bs != got.bs) ||
		    (tn.cond.iodepth > 0 && got.iodepth > 0 &&
		     tn.cond.iodepth != got.iodepth))
			goto none;
		if (tn.n_ops > 1)
			goto none;
		if (direct)
			got.direct = 1;
		named += tn.cond.op || tn.cond.pattern || tn.cond.bs > 0 ||
			 tn.cond.iodepth > 0 || tn.cond.numjobs > 0 || direct;
		if (tn.cond.op)
			got.op = tn.cond.op;
		if (tn.cond.pattern)
			got.pattern = tn.cond.pattern;
		if (tn.cond.bs > 0)
			got.bs = tn.cond.bs;
		if (tn.cond.iodepth > 0)
			got.iodepth = tn.cond.iodepth;
		if (tn.cond.numjobs > 0)
			got.numjobs = tn.cond.numjobs;
		a = b < e ? b + 1 : b;
	}
	if (!named)
		goto none;
	*c = got;
	return 1;
none:
	out[0] = '\0';
	return 0;
}

int line_names_storage_tool(const char *v, size_t n)
{
	static const char *const words[] = {
	    "fileio",	       "fio",	    "dd", "iozone", "hdparm", "diskspd",
	    "crystaldiskmark", "kdiskmark", NULL,
	};

	for (size_t w = 0; v && words[w]; w++) {
		size_t wl = strlen(words[w]);

		for (size_t i = 0; i + wl <= n; i++)
			if (!strncasecmp(v + i, words[w], wl) &&
			    (!i || !isalnum((unsigned char)v[i - 1])) &&
			    (i + wl == n || !isalnum((unsigned char)v[i + wl])))
				return 1;
	}
	return 0;
}

size_t line_bench_script(const char *s, size_t n)
{
	static const char *const scripts[] = {
	    "yet-another-bench-script",
	    "yet another bench script",
	    "yabs.sh",
	    "yabs",
	    "bench.sh",
	    "nench.sh",
	    "nench",
	    "lemonbench",
	    "superbench.sh",
	    "superbench",
	    /* L1so's benchy; "Bench" alone: how posts head bench.sh */
	    "benchy.sh",
	    "benchy",
	    "bench",
	    "\xe8\x9e\x8d\xe5\x90\x88\xe6\x80\xaa", /* 融合怪 */
	    NULL,
	};

	for (size_t k = 0; scripts[k]; k++) {
		size_t l = strlen(scripts[k]);

		if (n >= l && !strncasecmp(s, scripts[k], l) &&
		    (n == l || !isalnum((unsigned char)s[l])))
			return l;
	}
	return 0;
}

/* The text filters a command's output is piped into ("| grep ..."). */
static const char *const text_filters[] = {
    "grep", "egrep", "fgrep",  "awk", "sed", "cut",   "head",
    "tail", "sort",  "uniq",   "wc",  "tee", "xargs", "tr",
    "less", "more",  "column", "jq",  "cat", NULL};

/*
 * Whether caption s (len bytes, its ':' gone) names a step of the text's
 * processing and nothing else: "text after grep", "output of awk",
 * "filtered", "after sorting".  Each word is a text filter's name
 * (text_filters[], the filters of shell_pipeline()), a word of the
 * processing ("filtered", "sorted", "grepped", "parsed", "piped", their
 * -ing), an option ("-E") or a word of the text and its order ("input",
 * "output", "raw", "lines", "after", "of", ...), with a step among them;
 * a filter's name needs such a word beside it ("head node", "tail" alone
 * are no step).  The person shows how the lines were got, never on what
 * they ran.  Not a state of the disk ("formatted", "trimmed").
 */
static int processing_caption(const char *s, size_t len)
{
	static const char *const steps[] = {
	    "filtered", "filtering", "grepped", "grepping", "sorted",
	    "sorting",	"parsed",    "parsing", "piped",    NULL};
	static const char *const plain[] = {
	    "input", "output", "raw",	 "text",    "lines",   "line",
	    "data",  "log",    "result", "results", "after",   "before",
	    "of",    "from",   "the",	 "with",    "through", "via",
	    "by",    "using",  "and",	 "then",    NULL};
	int step = 0, tool = 0, word = 0;

	for (size_t i = 0; i < len;) {
		size_t a, e;

		while (i < len && strchr(" \t`*_\"'", s[i]))
			i++;
		for (a = i; i < len && !strchr(" \t`*_\"'", s[i]); i++)
			;
		e = i;
		if (a == e || s[a] == '-')
			continue;
		if (word_listed(s + a, e - a, steps, 1))
			step = 1;
		else if (word_listed(s + a, e - a, text_filters, 0))
			tool = 1;
		else if (word_listed(s + a, e - a, plain, 1))
			word = 1;
		else
			return 0;
	}
	return step || (tool && word);
}

static size_t blank_words(const char *s, size_t len, const char **w, size_t *wl,
			  size_t max);

int line_tool_only_caption(const char *s, size_t len, int lead)
{
	static const char *const leads[] = {
	    "with ",
	    "using ",
	    "via ",
	    "running ",
	    "here is ",
	    "here's ",
	    "results of ",
	    "output of ",
	    "mit ",
	    "avec ",
	    "con ",
	    "com ",
	    "\xe4\xbd\xbf\xe7\x94\xa8", /* 使用 */
	    "\xe7\x94\xa8",		/* 用 */
	    NULL};
	static const char *const articles[] = {"the", "a", "an", NULL};
	/* tools testname_tool() does not know, and names of several words */
	static const char *const others[] = {"bonnie++",
					     "bonnie",
					     "sysbench",
					     "ioping",
					     "hd tune",
					     "hd tune pro",
					     "as ssd",
					     "as ssd benchmark",
					     "crystal disk mark",
					     "atto disk benchmark",
					     "cdm",
					     "atto",
					     NULL};
	const char *w[8], *t;
	size_t wl[8], words, k = 0, e, a = 0, rl, tl;

	for (size_t i = 0; leads[i]; i++) {
		size_t l = strlen(leads[i]);

		if (len > l && !strncasecmp(s, leads[i], l)) {
			a = l;
			break;
		}
	}
	if (!a && lead)
		return 0;
	words = blank_words(s + a, len - a, w, wl, 8);
	if (!words)
		return 0;
	if (words > 1 && word_listed(w[0], wl[0], articles, 1))
		k++;
	/* its version or options after the name: "3.489", "v8", "-a" */
	for (e = words; e > k + 1; e--) {
		const char *x = w[e - 1];
		size_t d = x[0] == 'v' || x[0] == 'V';

		if (!(x[0] == '-' ||
		      (d < wl[e - 1] && isdigit((unsigned char)x[d]))))
			break;
	}
	rl = (size_t)(w[e - 1] + wl[e - 1] - w[k]);
	if (word_listed(w[k], rl, others, 1) ||
	    line_bench_script(w[k], rl) == rl)
		return 1;
	/* one word naming a tool: "iozone", "fio-3.25", "CrystalDiskMark":
	 * its name, then a version or nothing ("fio_nvme" names more) */
	if (e == k + 1 && (t = testname_tool(w[k], wl[k])) &&
	    (tl = strlen(t)) <= wl[k] && !strncasecmp(w[k], t, tl)) {
		size_t v = tl;

		if (v < wl[k] && strchr("-_", w[k][v]))
			v++;
		if (v < wl[k] && (w[k][v] == 'v' || w[k][v] == 'V'))
			v++;
		if (v == tl || (v < wl[k] && isdigit((unsigned char)w[k][v])))
			return strspn(w[k] + v, "0123456789.") == wl[k] - v;
	}
	return 0;
}

/*
 * A person's sentence that says what was changed to what, then that the
 * output below followed, s (len bytes, its ':' still on): "I downgraded
 * the firmware to 4B2Q and got the following:", "We updated ZFS to
 * 2.2.3:".  "I" or "we", a verb of changing a version (upgrade,
 * downgrade, update, revert, in any tense), its object (one to three
 * words, a leading "the", "my" or "our" gone, no pronoun: "it" names
 * nothing), "to", one word with a digit (the version the object now
 * is at), then the ':' or "and" and at most four words of getting
 * ("got", "get", "see", "saw", "have", "had": "and got the following",
 * "and now I get"), none with a digit.  The object then the version
 * into out (n bytes): "firmware 4B2Q", "ZFS 2.2.3"; 1 when found.  Any
 * other sentence names nothing certain (line_narration()).
 */
static int changed_to_caption(const char *s, size_t len, char *out, size_t n)
{
	static const char *const verbs[] = {
	    "upgrade",	"upgraded",  "downgrade", "downgraded", "update",
	    "updated",	"revert",    "reverted",  "upgrading",	"downgrading",
	    "updating", "reverting", NULL};
	static const char *const dets[] = {"the", "my", "our", NULL};
	static const char *const pronouns[] = {
	    "it",	  "this", "that", "them", "these", "those",
	    "everything", "all",  "and",  "to",	  NULL};
	static const char *const gets[] = {"got",  "get", "see", "saw",
					   "have", "had", NULL};
	size_t at[12], wl[12], nw, w = 2, o, t, k;
	int get = 0;

	if (len < 12 || s[len - 1] != ':' ||
	    !(s[0] == 'I' || s[0] == 'i' || s[0] == 'W' || s[0] == 'w'))
		return 0;
	len--;
	nw = line_words(s, len, at, wl, 12);
	if (nw < 4 || nw >= 12 ||
	    !((wl[0] == 1 && (s[0] == 'I' || s[0] == 'i')) ||
	      (wl[0] == 2 && !strncasecmp(s, "we", 2))) ||
	    !word_listed(s + at[1], wl[1], verbs, 1))
		return 0;
	if (word_listed(s + at[w], wl[w], dets, 1))
		w++;
	for (o = w; w < nw && !(wl[w] == 2 && !memcmp(s + at[w], "to", 2));)
		if (word_listed(s + at[w], wl[w], pronouns, 1) || ++w - o > 3)
			return 0;
	t = w + 1;
	if (w == o || t >= nw)
		return 0;
	/* the version: a digit in it, no sentence's mark */
	{
		int digit = 0;

		for (k = at[t]; k < at[t] + wl[t]; k++) {
			if (strchr(",;.!?", s[k]) && k + 1 == at[t] + wl[t])
				return 0;
			digit |= isdigit((unsigned char)s[k]) != 0;
		}
		if (!digit)
			return 0;
	}
	if (t + 1 < nw) {
		if (!(wl[t + 1] == 3 &&
		      !strncasecmp(s + at[t + 1], "and", 3)) ||
		    nw - t - 2 > 4 || nw - t - 2 < 1)
			return 0;
		for (k = t + 2; k < nw; k++) {
			for (size_t c = at[k]; c < at[k] + wl[k]; c++)
				if (isdigit((unsigned char)s[c]))
					return 0;
			get |= word_listed(s + at[k], wl[k], gets, 1);
		}
		if (!get)
			return 0;
	}
	for (k = o; k < w; k++)
		for (size_t c = at[k]; c < at[k] + wl[k]; c++)
			if (!(isalnum((unsigned char)s[c]) ||
			      strchr("-_.", s[c])))
				return 0;
	if (at[w - 1] + wl[w - 1] - at[o] + wl[t] + 2 > n)
		return 0;
	snprintf(out, n, "%.*s %.*s", (int)(at[w - 1] + wl[w - 1] - at[o]),
		 s + at[o], (int)wl[t], s + at[t]);
	return 1;
}

/*
 * Whether every '=' of caption s (len bytes, from its first word, its ':'
 * still on) is in a setting of the system the caption names, not in a
 * tool's line: "5.10 + vm.dirty_ratio=5:", "v3 patch + poll_delay =200
 * result:".  Each '=' has a key right before it (one blank between them
 * at most) of letters, digits, '_' and '.', a '_' or '.' in it (a
 * module's parameter, a sysctl; never "bs", "rw"), no fio option's name
 * ("ramp_time", "io_size": a job's option, not the system's) and a word
 * before it (a job file's "key=value" line or a shell's "VAR=1 cmd"
 * starts with it), then a value of letters, digits, '.', '_' or '-'
 * ending at a blank or the ':'.  No option ("-w", "--x") anywhere: a
 * command's.  The line must end in ':'.  1 when so.
 */
static int caption_settings(const char *s, size_t len)
{
	const char *q = memchr(s, '=', len);

	if (!len || s[len - 1] != ':')
		return 0;
	for (size_t i = 0; i + 1 < len; i++)
		if (s[i] == '-' && (!i || s[i - 1] == ' ') &&
		    (s[i + 1] == '-' || isalpha((unsigned char)s[i + 1])))
			return 0;
	for (; q; q = memchr(q + 1, '=', (size_t)(s + len - q - 1))) {
		size_t i = (size_t)(q - s), k = i, a, v = i + 1, e;
		char key[48];

		if (k && s[k - 1] == ' ')
			k--;
		for (a = k; a && (isalnum((unsigned char)s[a - 1]) ||
				  s[a - 1] == '_' || s[a - 1] == '.');)
			a--;
		if (a == k || k - a >= sizeof(key) ||
		    !isalpha((unsigned char)s[a]) || !a || s[a - 1] != ' ' ||
		    !(memchr(s + a, '_', k - a) || memchr(s + a, '.', k - a)))
			return 0;
		memcpy(key, s + a, k - a);
		key[k - a] = '\0';
		if (fio_option_find(key))
			return 0;
		if (v < len && s[v] == ' ')
			v++;
		for (e = v; e < len && (isalnum((unsigned char)s[e]) ||
					strchr("._-", s[e]));)
			e++;
		if (e == v || (e < len - 1 && s[e] != ' '))
			return 0;
	}
	return 1;
}

/*
 * A caption that names a tool's output and, in brackets, what it is of,
 * s (len bytes, from its first word, its ':' cut): "Fio output
 * (5.10.162)", "dd output (with the patch)", "Results (6.1 patched)",
 * "Test results (v2)".  One to three words before the bracket, each a
 * tool's (fio, dd, ...) or "output", "result", "numbers", "test", "run",
 * "benchmark" (any case), "output", "result(s)" or "numbers" among them;
 * then the bracket closing the line: a version alone ("5.10.162") or a
 * short name (bracket_name(): no size, unit, direction, count, tool nor
 * remark on the paste such as "(trimmed)"), after "with" or "without"
 * or not.  The bracket's text into out
 * (n bytes): what the person compares; 1 when s is one.
 */
static int bracket_name(const char *s, size_t len, int model);

static int output_bracket_caption(const char *s, size_t len, char *out,
				  size_t n)
{
	static const char *const heads[] = {"output",  "outputs", "result",
					    "results", "numbers", NULL};
	static const char *const others[] = {"test", "run", "benchmark", NULL};
	const char *o, *b, *e;
	size_t words = 0, bl, w0;
	int head = 0;

	if (len < 5 || s[len - 1] != ')' || !(o = memchr(s, '(', len)))
		return 0;
	for (const char *w = s; w < o;) {
		while (w < o && *w == ' ')
			w++;
		for (e = w; e < o && *e != ' ';)
			e++;
		if (e == w)
			break;
		if (word_listed(w, (size_t)(e - w), heads, 1))
			head = 1;
		else if (!word_listed(w, (size_t)(e - w), others, 1) &&
			 !bench_tool_word(w, (size_t)(e - w)) &&
			 !(e - w == 3 && !strncasecmp(w, "fio", 3)))
			return 0;
		if (++words > 3)
			return 0;
		w = e;
	}
	b = o + 1;
	while (b < s + len - 1 && *b == ' ')
		b++;
	for (e = s + len - 1; e > b && e[-1] == ' ';)
		e--;
	bl = (size_t)(e - b);
	/* "(with the patch)": the words after "with" name it */
	w0 = !strncasecmp(b, "with ", 5)      ? 5
	     : !strncasecmp(b, "without ", 8) ? 8
					      : 0;
	if (!head || bl <= w0 || bl >= n || memchr(b, '(', bl) ||
	    !(version_alone(b, bl) || bracket_name(b + w0, bl - w0, 0)))
		return 0;
	snprintf(out, n, "%.*s", (int)bl, b);
	return 1;
}

int line_caption(const char *s, size_t len, char *out, size_t n)
{
	static const char *const result_words[] = {"result", "results", NULL};
	size_t b = 0, words = 0, prose = 0, lower = 0, full;
	int sentence = 0, named = 0;
	int letter = 0;
	char m = 0; /* the emphasis opened before it */

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (b < len && strchr("/#-*> \t", s[b]))
		b++;
	/* "*FIO on Erofs:*", "__Pool:__": the emphasis around it goes */
	if (b < len && (s[b] == '_' || (b && s[b - 1] == '*'))) {
		m = s[b] == '_' ? '_' : '*';

		while (s[b] == '_' && b < len)
			b++;
		while (len > b && s[len - 1] == m)
			len--;
	}
	/* the cheap tests first: most lines of an output end otherwise */
	if (len - b < 2 || len > 80 ||
	    !(s[len - 1] == ':' || isdigit((unsigned char)s[b]) ||
	      (len >= 3 && !memcmp(s + len - 3, "\xef\xbc\x9a", 3))) ||
	    (memchr(s, '=', len) &&
	     (!caption_settings(s + b, len - b) ||
	      /* "where use_vfs=0:": the setting caption's, its name */
	      line_setting_caption(s + b, len - b, out, n))) ||
	    memchr(s, '|', len))
		return 0;
	/* "vs v6.6-rc2 with this patchset:" under the first run's caption:
	 * the comparison's word joins the two, the name is what follows */
	{
		static const char *const versus[] = {"vs", "vs.", "versus",
						     NULL};
		size_t e = b;

		while (e < len && !isspace((unsigned char)s[e]))
			e++;
		if (e < len && word_listed(s + b, e - b, versus, 1)) {
			size_t k = e;

			while (k < len && isspace((unsigned char)s[k]))
				k++;
			if (k < len && s[k] != ':')
				b = k;
		}
	}
	if (version_alone(s + b, len - b)) {
		/* "2.4.31.": a full stop after the version is no part of it */
		size_t v = len - (s[len - 1] == '.');

		snprintf(out, n, "%.*s", (int)(v - b), s + b);
		return v - b < n;
	}
	/* "2.4.31:" over an output: the kernel's version alone, its ':'
	 * after it (no letter in it: the word loop below wants one) */
	if (s[len - 1] == ':' && len - b > 1 &&
	    version_alone(s + b, len - b - 1)) {
		snprintf(out, n, "%.*s", (int)(len - b - 1), s + b);
		return len - b - 1 < n;
	}
	/* "Fio output (5.10.162):", "Results (6.1 patched):": the output
	 * named, what it is of in the bracket */
	if (s[len - 1] == ':' && len - b > 5 && s[len - 2] == ')' &&
	    output_bracket_caption(s + b, len - b - 1, out, n))
		return 1;
	full = len;
	/* "I downgraded the firmware to 4B2Q and got:": what it is at now */
	if ((s[b] == 'I' || s[b] == 'W' || s[b] == 'i' || s[b] == 'w') &&
	    changed_to_caption(s + b, len - b, out, n))
		return 1;
	/* "and I get:" names nothing; "in 2.2.18 I get:" its version */
	{
		int pc = line_person_clause(s + b, len - b, out, n);

		if (pc)
			return pc == 2;
	}
	if (s[len - 1] == ':')
		len--;
	else if (len >= 3 && !memcmp(s + len - 3, "\xef\xbc\x9a", 3))
		len -= 3;
	else
		return 0;
	while (len > b && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	/* "**BOT**:": the emphasis closed before the ':' goes too */
	while (m && len > b && s[len - 1] == m)
		len--;
	/* "6.8-rc7: 2 block devices with multi-path:": the version the
	 * run is of, then its setup, one caption */
	if (s[full - 1] == ':' && version_head_caption(s + b, len - b)) {
		snprintf(out, n, "%.*s", (int)(len - b), s + b);
		return len - b < n;
	}
	/* "the unmodified 6.6.47 kernel scored:": what scored */
	if (s[full - 1] == ':' && result_verb_caption(s + b, len - b, out, n))
		return 1;
	/* "Speedtest on Foo X1 without the eMMC patch:": what it ran on,
	 * not what it lacked */
	if (line_is_intro(s, full) && !line_is_attribution(s, full)) {
		const char *w = memmem(s + b, len - b, " without ", 9);

		if (w && intro_names(s + b, (size_t)(w - s) - b, out, n))
			return 1;
	}
	for (size_t i = b; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		letter |= isalpha(c) || c >= 0x80;
		if (!isspace(c) &&
		    (i == b || isspace((unsigned char)s[i - 1]))) {
			size_t e = i;
			int digit = 0, ident;

			while (e < len && !isspace((unsigned char)s[e]))
				digit |= isdigit((unsigned char)s[e++]) != 0;
			/* "6.1 + v3 patch + poll_delay =200 result:": the
			 * '+' joining the parts of a name and the value of
			 * a setting (caption_settings()) are no words */
			if ((e == i + 1 && c == '+') || c == '=')
				continue;
			words++;
			/* "poll_delay", "vm.swappiness": a setting's name,
			 * no sentence's word */
			ident = memchr(s + i, '_', e - i) != NULL;
			/* "And the speed looks right:": a sentence's
			 * lowercase words, not a name's; a word that says
			 * on what or under what does not make one ("result
			 * on 4.4 kernel:", "with the patch:", "before this
			 * patch:"), nor "result" closing a name ("Kernel
			 * 6.4 + plug patch result:": the output of the
			 * system named, a digit or capital in the name) */
			prose += islower(c) && !digit && !ident &&
				 !word_in(s + i, e - i, condition_words) &&
				 !(e == len && named &&
				   word_listed(s + i, e - i, result_words, 1));
			named |= digit || (words > 1 && isupper(c));
			for (size_t k = i + 1; k < e; k++)
				named |= isupper((unsigned char)s[k]) != 0;
			/* "And after the check finished:": a sentence's
			 * first word, its condition words a sentence's too */
			sentence |= words == 1 && sentence_word(s + i, e - i) &&
				    !word_in(s + i, e - i, condition_words);
			lower += islower(c) && !digit;
		}
		if (c == ':' || c == '?' || c == '!' ||
		    (c == '.' && i + 1 < len && s[i + 1] == ' '))
			return 0;
	}
	if (!letter || words > 6 || prose >= 3 || (sentence && lower >= 3) ||
	    len - b >= n || line_article_sentence(s + b, len - b) ||
	    close_first(s + b, len - b))
		return 0;
	/* "..., copied from the previous thread, is:": a function word
	 * alone ("is", "the", "with", "here") is the tail of a sentence,
	 * never a name ("With:" over "Without:" is a state, kept) */
	if (words == 1 && function_word(s + b, len - b))
		return 0;
	/* "result on 4.4 kernel:": an introduction of what it names */
	if (line_is_intro(s, full) && !line_is_attribution(s, full))
		return intro_names(s + b, len - b, out, n);
	if (line_is_attribution(s, full) || line_is_password_prompt(s, full) ||
	    /* "Describe the issue:": a bug report form's section */
	    line_is_form_section(s, full) ||
	    /* "text after grep:": how the lines below were got */
	    processing_caption(s + b, len - b) ||
	    /* "And then checked:", "..., and check the read speed:": what
	     * was done, a sentence, no name */
	    line_narration(s + b, len - b) ||
	    /* "With iozone:": the tool, no system */
	    line_tool_only_caption(s + b, len - b, 1))
		return 0;
	snprintf(out, n, "%.*s", (int)(len - b), s + b);
	return 1;
}

size_t line_words(const char *s, size_t len, size_t *at, size_t *wl, size_t max)
{
	size_t w = 0;

	for (size_t i = 0; i < len && w < max;) {
		size_t j = i;

		while (j < len && s[j] != ' ' && s[j] != '\t')
			j++;
		if (j > i) {
			at[w] = i;
			wl[w++] = j - i;
		}
		i = j + 1;
	}
	return w;
}

int line_header_pair(const char *s, size_t len)
{
	size_t k = 0, words = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (k < len) {
		size_t b = k;

		while (k < len && (isalpha((unsigned char)s[k]) ||
				   s[k] == '-' || s[k] == '_'))
			k++;
		if (k == b || !isalpha((unsigned char)s[b]) || ++words > 3)
			return 0;
		while (k < len && (s[k] == ' ' || s[k] == '\t'))
			k++;
		if (k < len && s[k] == ':')
			break;
	}
	/* "key : value", "key: value": a blank after the ':', a value */
	if (k + 2 >= len || s[k] != ':' || s[k + 1] != ' ')
		return 0;
	for (k += 2; k < len && isspace((unsigned char)s[k]); k++)
		;
	return k < len;
}

/*
 * The host and the release of a `uname -a` line s (len bytes), a header's
 * key before it or not (line_uname_release()): their offsets into s and
 * lengths; 1 when s is one, 2 when it is one surely: the build follows
 * the release on the line ("#20-Ubuntu", "SMP") or the release has a
 * kernel's three numbers ("6.1.80-1-lab", a mail wrapped the build onto
 * the next line); 0 when s is none.
 */
static int uname_fields(const char *s, size_t len, size_t *host, size_t *hl,
			size_t *rel, size_t *rl)
{
	size_t w[8], l[8], nw, i = 0, d, off = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	/* "kernel info : Linux ...": a header's key before it */
	if (line_header_pair(s, len)) {
		const char *c = memchr(s, ':', len);

		off = (size_t)(c + 1 - s);
	}
	nw = line_words(s + off, len - off, w, l, 8);
	if (nw < 3 || l[0] != 5 || memcmp(s + off + w[0], "Linux", 5))
		return 0;
	s += off;
	i = 2;
	/* the release: "6.14.0-1019-gcp", "4.14.48-1-pserver" */
	d = strspn(s + w[i], "0123456789");
	if (!d || d + 1 >= l[i] || s[w[i] + d] != '.' ||
	    !isdigit((unsigned char)s[w[i] + d + 1]))
		return 0;
	for (size_t k = w[1]; k < w[1] + l[1]; k++)
		if (!isalnum((unsigned char)s[k]) && !strchr("-._", s[k]))
			return 0;
	/* the build after it ("#20-Ubuntu SMP ...") or the line's end (a
	 * mail wrapped it) */
	if (nw > 3 && s[w[3]] != '#' &&
	    !(l[3] == 3 && !memcmp(s + w[3], "SMP", 3)))
		return 0;
	*host = off + w[1];
	*hl = l[1];
	*rel = off + w[i];
	*rl = l[i];
	if (nw > 3)
		return 2;
	d = 0;
	for (size_t k = w[i]; k < w[i] + l[i] && s[k] != '-'; k++)
		d += s[k] == '.';
	return d >= 2 ? 2 : 1;
}

int line_loopback_name(const char *h, size_t n)
{
	return n >= 9 && !strncasecmp(h, "localhost", 9) &&
	       (n == 9 || h[9] == '.');
}

int line_uname_release(const char *s, size_t len, char *out, size_t n)
{
	size_t h, hl, r, rl;

	if (!uname_fields(s, len, &h, &hl, &r, &rl) || rl + 7 > n)
		return 0;
	snprintf(out, n, "Linux %.*s", (int)rl, s + r);
	return 1;
}

int line_uname_host(const char *s, size_t len, char *out, size_t n)
{
	size_t h, hl, r, rl;

	/* "Linux Mint 21.3": a distribution's name and version, no
	 * machine's */
	if (uname_fields(s, len, &h, &hl, &r, &rl) != 2 || hl >= n)
		return 0;
	/* the loopback's name, no machine's (as a prompt's is none) */
	if (line_loopback_name(s + h, hl))
		return 0;
	memcpy(out, s + h, hl);
	out[hl] = '\0';
	return 1;
}

int line_kernel_release(const char *s, size_t len)
{
	int dots = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	if (!len || len > 64 || !isdigit((unsigned char)s[0]))
		return 0;
	for (size_t i = 0; i < len; i++) {
		if (s[i] == '.')
			dots++;
		else if (!isalnum((unsigned char)s[i]) && !strchr("-_+~", s[i]))
			return 0;
	}
	return dots >= 1;
}

int line_kernel_caption(const char *s, size_t len, char *out, size_t n)
{
	/* a sentence's verbs and a comparison's words: "Rocky 9.5 kernel
	 * is still faster than the 6.14 kernel" states a finding */
	static const char *const sentence[] = {
	    "is",     "are",	"was",	  "were",   "be",     "been",
	    "has",    "have",	"had",	  "than",   "vs",     "vs.",
	    "versus", "faster", "slower", "better", "worse",  "i",
	    "we",     "it",	"this",	  "that",   "should", "would",
	    "will",   "can",	"could",  "does",   "did",    NULL};
	size_t w[12], l[12], nw, depth = 0, words = 0, bare = 0;
	int kernel = 0, version = 0, stop = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	if (len && s[len - 1] == ':')
		len--;
	/* "Linux 2.4.31-si." over a mail's output: a full stop after the
	 * name alone (checked below: no word but the kernel's and its
	 * version), no sentence */
	else if (len && s[len - 1] == '.') {
		len--;
		stop = 1;
	}
	if (len < 8 || len > 96 || len >= n || strchr(".!?,;=", s[len - 1]) ||
	    !isalnum((unsigned char)s[0]))
		return 0;
	nw = line_words(s, len, w, l, 12);
	if (nw < 2 || nw >= 12)
		return 0;
	for (size_t i = 0; i < nw; i++) {
		const char *x = s + w[i];
		size_t xl = l[i], d;

		/* "(5.14.0-503.40.1.el9_5.x86_64)": the release in
		 * brackets counts as a version, not as words */
		if (!depth) {
			if (word_listed(x, xl, sentence, 1))
				return 0;
			words += *x != '(';
		}
		for (size_t k = 0; k < xl; k++)
			depth += x[k] == '('		? 1
				 : x[k] == ')' && depth ? -1
							: 0;
		while (xl && strchr("()[],", *x))
			x++, xl--;
		while (xl && strchr("()[],", x[xl - 1]))
			xl--;
		/* "Linux 2.6.11.12a": the kernel's own name right before
		 * its version says it too ("Rocky Linux release 9.5" is a
		 * distribution's) */
		if ((xl == 6 && !strncasecmp(x, "kernel", 6)) ||
		    (i == 0 && xl == 5 && !strncmp(x, "Linux", 5) &&
		     isdigit((unsigned char)s[w[1]]))) {
			kernel = 1;
			bare++;
			continue;
		}
		/* "6.14", "v6.9-rc5", "5.14.0-503.el9": digits '.' digits */
		if (xl && (*x == 'v' || *x == 'V'))
			x++, xl--;
		d = 0;
		while (d < xl && isdigit((unsigned char)x[d]))
			d++;
		if (d && d + 1 < xl && x[d] == '.' &&
		    isdigit((unsigned char)x[d + 1])) {
			version = 1;
			bare++;
		}
	}
	if (!kernel || !version || words > 8 || (stop && bare != nw))
		return 0;
	snprintf(out, n, "%.*s", (int)len, s);
	return 1;
}

int line_uname_piece(const char *s, size_t len)
{
	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	if (len >= 9 && !memcmp(s + len - 9, "GNU/Linux", 9))
		return 1;
	return len > 5 && s[0] == '#' && isdigit((unsigned char)s[1]) &&
	       (text_find(s, len, " SMP", 4) ||
		text_find(s, len, " PREEMPT", 8));
}

int line_result_caption(const char *s, size_t len, char *out, size_t n)
{
	/* the words that say an output follows, in their order, each
	 * optional but the noun */
	static const char *const verbs[] = {"is", "are", NULL};
	static const char *const dets[] = {"the", "my", "our", NULL};
	static const char *const nouns[] = {"result", "results", "output",
					    "outputs", NULL};
	static const char *const leads[] = {
	    "before", "after", "with", "without", "on", "under", "using", NULL};
	static const char *const counts[] = {"two", "three", "four",  "five",
					     "six", "seven", "eight", "nine",
					     "ten", NULL};
	static const char *const run_adjs[] = {
	    "consecutive", "successive", "subsequent", "separate",
	    "repeated",	   "identical",	 NULL};
	static const char *const runs[] = {"run",	 "runs",   "iteration",
					   "iterations", "passes", "tries",
					   "rounds",	 NULL};
	/* a person, a pointer or the text itself after the condition's
	 * word: no condition ("after I rebooted", "with it", "on this") */
	static const char *const persons[] = {
	    "i",    "we",    "you",   "it",    "they", "this",
	    "that", "these", "those", "which", "what", "is",
	    "was",  "were",  "are",   "and",   "but",  NULL};
	size_t w[20], l[20], nw, i = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	if (len && (s[len - 1] == '.' || s[len - 1] == ':'))
		len--;
	if (len < 8 || len > 120 || memchr(s, '=', len) ||
	    line_is_attribution(s, len))
		return 0;
	for (size_t k = 0; k < len; k++)
		if (strchr(":;,?!\"`()[]", s[k]) ||
		    (s[k] == '.' && k + 1 < len && s[k + 1] == ' '))
			return 0;
	nw = line_words(s, len, w, l, 20);
	if (nw >= 20)
		return 0;
	/* "1.2", "3.", "2)": a section's number */
	if (i < nw && isdigit((unsigned char)s[w[i]]) &&
	    strspn(s + w[i], "0123456789.)") == l[i])
		i++;
	/* "The following is the output ...": the article before the
	 * lead-in */
	if (i + 2 < nw && l[i] == 3 && !strncasecmp(s + w[i], "the", 3) &&
	    l[i + 1] == 9 && !strncasecmp(s + w[i + 1], "following", 9))
		i++;
	/* "Following is", "Here are", "Below is": the lead-in */
	if (i + 1 < nw &&
	    (word_in(
		s + w[i], l[i],
		(const char *const[]){"following", "here", "below", NULL})) &&
	    word_in(s + w[i + 1], l[i + 1], verbs))
		i += 2;
	if (i < nw && word_in(s + w[i], l[i], dets))
		i++;
	if (i >= nw || !word_in(s + w[i], l[i], nouns))
		return 0;
	i++;
	/* "of the fio command", "of fio": the tool that printed it, no
	 * condition */
	if (i + 1 < nw && l[i] == 2 && !strncasecmp(s + w[i], "of", 2)) {
		size_t k = i + 1;

		if (word_in(s + w[k], l[k], dets))
			k++;
		if (k < nw && bench_tool_word(s + w[k], l[k])) {
			k++;
			if (k < nw && word_in(s + w[k], l[k],
					      (const char *const[]){
						  "command", "run", "test",
						  "benchmark", NULL}))
				k++;
			i = k;
		}
	}
	/* "for 2 consecutive runs", "of three runs": how many runs the
	 * figures are, before the condition they were made under */
	if (i + 2 < nw &&
	    word_in(s + w[i], l[i], (const char *const[]){"for", "of", NULL}) &&
	    (strspn(s + w[i + 1], "0123456789") == l[i + 1] ||
	     word_in(s + w[i + 1], l[i + 1], counts))) {
		size_t k = i + 2;

		if (k < nw && word_in(s + w[k], l[k], run_adjs))
			k++;
		if (k < nw && word_in(s + w[k], l[k], runs))
			i = k + 1;
	}
	/* one to eight words, a word of condition first ("after setting
	 * the write cache to Enabled") */
	if (i >= nw || nw - i > 8 || !word_in(s + w[i], l[i], leads))
		return 0;
	for (size_t k = i + 1; k < nw; k++)
		if (word_in(s + w[k], l[k], persons))
			return 0;
	if (i + 1 >= nw || len - w[i] >= n)
		return 0;
	snprintf(out, n, "%.*s", (int)(len - w[i]), s + w[i]);
	return 1;
}

/* line_when_caption(); bare: the ':' may be missing (the caller knows
 * the line is a caption by where it stands). */
static int when_caption(const char *s, size_t len, char *out, size_t n,
			int bare)
{
	static const char *const leads[] = {"when", "with", "without", NULL};
	/* a person or a thing as a clause's subject: a sentence ("When I
	 * ran it again:", "With it we get:") */
	static const char *const persons[] = {
	    "i",    "i'm",   "i've", "we",    "we've", "you",  "me",   "us",
	    "my",   "our",   "your", "he",    "she",   "they", "them", "it",
	    "it's", "there", "here", "these", "those", NULL};
	/* a clause about the text or the run's course, no condition
	 * ("When the test finished:", "With the following results:") */
	static const char *const prose[] = {
	    "is",      "are",	 "was",	   "were",     "be",	    "been",
	    "get",     "got",	 "gets",   "see",      "saw",	    "shows",
	    "showed",  "looks",	 "done",   "finished", "following", "follows",
	    "results", "result", "output", "below",    "above",	    "numbers",
	    "figures", "same",	 "again",  "then",     "that",	    NULL};
	size_t b = 0, words = 0;
	int marked = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (b < len && strchr("> \t", s[b]))
		b++;
	if (len < b + 8 || len > 80 || line_is_attribution(s, len) ||
	    line_is_form_section(s, len))
		return 0;
	if (s[len - 1] == ':')
		len--;
	else if (!memcmp(s + len - 3, "\xef\xbc\x9a", 3))
		len -= 3;
	else if (!bare)
		return 0;
	/* "Now with the fix applied": the step's word before the
	 * condition goes */
	if (len - b > 4 && !strncasecmp(s + b, "now ", 4))
		b += 4;
	while (b < len && s[b] == ' ')
		b++;
	while (len > b && s[len - 1] == ' ')
		len--;
	for (size_t i = b; i < len;) {
		size_t e = i;

		while (e < len && s[e] != ' ')
			e++;
		for (size_t k = i; k < e; k++) {
			unsigned char c = (unsigned char)s[k];

			/* one clause: no second ':', no '=' (a setting's
			 * caption, line_setting_caption()), no end of a
			 * sentence or list */
			if (strchr(":=|?!,;\"`", c) || c >= 0x80 ||
			    (c == '.' && k + 1 == e))
				return 0;
			/* a name's mark past the lead word: a capital, a
			 * digit, "MSI-X", "O_DIRECT", "ext4/xfs" */
			marked |= words && (isupper(c) || isdigit(c) ||
					    (k > i && strchr("-_/.+", c)));
		}
		if (!words && !word_in(s + i, e - i, leads))
			return 0;
		if (word_in(s + i, e - i, persons) ||
		    word_in(s + i, e - i, prose) || ++words > 6)
			return 0;
		while (e < len && s[e] == ' ')
			e++;
		i = e;
	}
	if (words < 2 || !marked || len - b >= n)
		return 0;
	snprintf(out, n, "%.*s", (int)(len - b), s + b);
	return 1;
}

int line_when_caption(const char *s, size_t len, char *out, size_t n)
{
	return when_caption(s, len, out, n, 0);
}

int line_bare_when_caption(const char *s, size_t len, char *out, size_t n)
{
	return when_caption(s, len, out, n, 1);
}

/* Whether the word w..e is an option flag ("-Tt", "--direct") or a device
 * path ("/dev/sdb", "of=/dev/sdc"). */
static int flag_or_device(const char *w, const char *e)
{
	const char *eq = memchr(w, '=', (size_t)(e - w));

	if (e - w >= 2 && w[0] == '-' &&
	    (isalpha((unsigned char)w[1]) || (w[1] == '-' && e - w > 2)))
		return 1;
	if (eq && eq + 1 < e)
		w = eq + 1;
	return e - w > 5 && !memcmp(w, "/dev/", 5);
}

int line_after_step_caption(const char *s, size_t len, char *out, size_t n)
{
	static const char *const leads[] = {"and", "then", "now", NULL};
	size_t at[12], wl[12], nw, k = 0, flags = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	/* "(recall this is the default in 2.6.12.6)": a remark at the
	 * end, no part of the step */
	if (len && s[len - 1] == ')' && memchr(s, '(', len)) {
		len = (size_t)((const char *)memrchr(s, '(', len) - s);
		while (len && isspace((unsigned char)s[len - 1]))
			len--;
	}
	if (len && s[len - 1] == ':')
		len--;
	if (len < 8 || len > 80)
		return 0;
	nw = line_words(s, len, at, wl, 12);
	if (nw >= 12)
		return 0;
	if (k < nw && word_listed(s + at[k], wl[k], leads, 1))
		k++;
	if (k + 2 >= nw || wl[k] != 5 || strncasecmp(s + at[k], "after", 5))
		return 0;
	/* the command word: lowercase, as typed ("hdparm", "blockdev") */
	{
		const char *c = s + at[k + 1];

		if (!islower((unsigned char)c[0]))
			return 0;
		for (size_t i = 0; i < wl[k + 1]; i++)
			if (!isalnum((unsigned char)c[i]) &&
			    !strchr("-_.", c[i]))
				return 0;
	}
	/* then only flags, their values (a number, a short word with a
	 * digit) and devices: "-m 16 /dev/hda", "--setra 4096 /dev/sdb" */
	for (size_t i = k + 2; i < nw; i++) {
		const char *w = s + at[i], *e = w + wl[i];
		int digit = 0;

		if (flag_or_device(w, e)) {
			flags += w[0] == '-';
			continue;
		}
		for (const char *q = w; q < e; q++)
			digit |= isdigit((unsigned char)*q);
		if (!digit || wl[i] > 12 || !flags)
			return 0;
	}
	if (!flags || len - at[k] >= n)
		return 0;
	snprintf(out, n, "%.*s", (int)(len - at[k]), s + at[k]);
	return 1;
}

/* "# hdprm -tT /dev/sdb", "$ foo --bar", "nas1:~# tool /dev/sdc": a
 * prompt (or none), a command word, then flags or device paths.  heading:
 * s is a heading's text, its '#' a root prompt Markdown took ("#
 * src/tool --version"): read as after a prompt, with an option flag. */

static int command_shaped(const char *s, size_t len, int heading)
{
	const char *p = s, *e = s + len, *w;
	int prompt = heading, flags = 0, devs = 0, words = 0;

	if (heading) {
		/* the heading's text: no prompt of its own to look for */
	} else if (p < e && strchr("#$%", *p)) {
		prompt = 1;
		p++;
	} else {
		/* "user@host:~$ ", "nas01:~# " */
		const char *q = p;

		while (q < e && !isspace((unsigned char)*q) &&
		       !strchr("#$%", *q))
			q++;
		if (q < e && q > p && strchr("#$%", *q) &&
		    (memchr(p, '@', (size_t)(q - p)) ||
		     memchr(p, ':', (size_t)(q - p)))) {
			prompt = 1;
			p = q + 1;
		}
	}
	while (p < e && isspace((unsigned char)*p))
		p++;
	if (p >= e || !(islower((unsigned char)*p) || *p == '.' ||
			(heading && *p == '/')))
		return 0;
	for (w = p;
	     w < e && (isalnum((unsigned char)*w) || strchr("._+-/", *w)); w++)
		;
	if (w < e && !isspace((unsigned char)*w))
		return 0; /* "hdparm:" or "UDMA(100)": no command word */
	while (w < e) {
		const char *b;

		while (w < e && isspace((unsigned char)*w))
			w++;
		for (b = w; w < e && !isspace((unsigned char)*w); w++)
			;
		if (w == b)
			break;
		words++;
		/* "bcache created with make-bcache -B /dev/sdb1": a heading
		 * whose words before the first flag make a sentence names
		 * its section, no command */
		if (heading && !flags && !devs && sentence_word(b, w - b))
			return 0;
		if (flag_or_device(b, w))
			*(b[0] == '-' ? &flags : &devs) += 1;
	}
	if ((!flags && !devs) || (heading && !flags))
		return 0;
	/* without a prompt, only a command's shape: a flag and a device,
	 * nothing else ("hdpram -Tt /dev/sda") */
	return prompt ? words <= 2 * (flags + devs) + 2
		      : flags && devs && words == flags + devs;
}

/* Whether s (len bytes, trimmed) ends in a smiley or a question. */
static int remark_end(const char *s, size_t len)
{
	static const char *const smileys[] = {
	    ":-)", ":)",  ";-)", ";)", ":-(", ":(",	      ":-D",
	    ":D",  ":-P", ":P",	 "^^", "^_^", "\xef\xbc\x9f", /* ？ */
	    NULL};

	if (len && s[len - 1] == '?')
		return 1;
	for (size_t i = 0; smileys[i]; i++) {
		size_t n = strlen(smileys[i]);

		if (len >= n && !memcmp(s + len - n, smileys[i], n))
			return 1;
	}
	return 0;
}

/*
 * Whether s (len bytes, trimmed) is a shell command line without a
 * prompt: "sudo" then a lowercase word ("sudo nvme list"), or a lowercase
 * command word piped ('|', not "||") into a text filter ("nvme list |
 * grep Instance | cut -f1 -d' '", "lsblk -d | awk '{print $1}'").  A name
 * holds neither: "Pool A | Pool B" pipes into no filter.
 */
static int shell_pipeline(const char *s, size_t len)
{
	const char *const *filters = text_filters;
	const char *e = s + len, *p;

	if (!len || !islower((unsigned char)s[0]))
		return 0;
	if (len > 6 && !memcmp(s, "sudo ", 5) && islower((unsigned char)s[5]))
		return 1;
	for (p = s; (p = memchr(p, '|', (size_t)(e - p))) != NULL; p++) {
		const char *w;

		if ((p + 1 < e && p[1] == '|') || (p > s && p[-1] == '|'))
			continue;
		for (w = p + 1; w < e && *w == ' '; w++)
			;
		if (w == p + 1 || p == s || p[-1] != ' ')
			continue;
		if (e - w > 5 && !memcmp(w, "sudo ", 5))
			w += 5;
		for (size_t i = 0; filters[i]; i++) {
			size_t n = strlen(filters[i]);

			if ((size_t)(e - w) > n && !memcmp(w, filters[i], n) &&
			    w[n] == ' ')
				return 1;
		}
	}
	return 0;
}

int line_is_shell_trace(const char *s, size_t len)
{
	/* commands of a script that never name a system */
	static const char *const cmds[] = {
	    "echo",	"cat",	   "sync",    "sleep",	  "cd",
	    "export",	"printf",  "rm",      "mkdir",	  "mount",
	    "umount",	"sh",	   "bash",    "sudo",	  "sysctl",
	    "modprobe", "taskset", "numactl", "blockdev", "cryptsetup",
	    "dmsetup",	"losetup", NULL};
	/* a tool's name that may head a caption ("dd on the SSD"): a
	 * command when an operand or option follows */
	static const char *const tools[] = {"dd", "fio", "hdparm", NULL};
	/* and these after a trace's '+' only ("time", "set 2" may be a
	 * caption of their own) */
	static const char *const traced[] = {
	    "date", "set",  "time", "free",   "uname", "trap",	 "wait",
	    "kill", "exit", "eval", "source", "local", "ulimit", NULL};
	size_t i = 0, p = 0, w;

	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	while (i < len && s[i] == '+')
		i++, p++;
	if (p && (i >= len || s[i] != ' '))
		return 0;
	while (i < len && s[i] == ' ')
		i++;
	/* "./benchmark.sh", "+ ./run.sh 4k": a script run by its path */
	if (len - i > 2 && s[i] == '.' && s[i + 1] == '/' &&
	    isalnum((unsigned char)s[i + 2]))
		return 1;
	for (w = i; w < len && (isalnum((unsigned char)s[w]) || s[w] == '_');
	     w++)
		;
	if (w == i)
		return 0;
	/* "+ TS=1569905284": an assignment the trace shows */
	if (p && w < len && s[w] == '=' && w + 1 < len && s[w + 1] != ' ')
		return 1;
	if (w < len && s[w] != ' ')
		return 0;
	/* "dd", "fio" alone: a heading's name of the tool, no command */
	if (!p && w == len)
		return 0;
	if (word_in(s + i, w - i, tools)) {
		while (w < len && s[w] == ' ')
			w++;
		/* its next word an option or operand ("if=...", "-t"):
		 * "fio 4k randread (iodepth=32)" is a title */
		for (i = w; i < len && s[i] != ' ' && s[i] != '='; i++)
			;
		return w < len && (s[w] == '-' || (i < len && s[i] == '='));
	}
	return word_in(s + i, w - i, cmds) ||
	       (p && word_in(s + i, w - i, traced));
}

int line_is_progress(const char *s, size_t len)
{
	static const char *const dirs[] = {
	    "working dir:", "working directory:", "work dir:", NULL};
	size_t b = 0, e = len, w;

	while (b < len && (s[b] == ' ' || s[b] == '\t'))
		b++;
	while (e > b &&
	       (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r'))
		e--;
	for (size_t k = 0; dirs[k]; k++) {
		size_t n = strlen(dirs[k]);

		if (e - b > n + 1 && !strncasecmp(s + b, dirs[k], n) &&
		    s[b + n] == ' ')
			return 1;
	}
	if (e - b > 80 || e - b < 9)
		return 0;
	if (!memcmp(s + e - 3, "...", 3))
		e -= 3;
	else if (!memcmp(s + e - 3, "\xe2\x80\xa6", 3)) /* U+2026 */
		e -= 3;
	else
		return 0;
	for (w = b; w < e && isalpha((unsigned char)s[w]); w++)
		;
	/* "Testing", "Running", "Benchmarking": a step under way */
	return w - b >= 5 && !strncmp(s + w - 3, "ing", 3) &&
	       (w == e || s[w] == ' ');
}

static int word_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

int line_is_log_marker(const char *s, size_t len)
{
	static const char *const words[] = {
	    "start", "end",  "begin",  "finish", "finished", "done",
	    "group", "pass", "passed", "fail",	 "failed",   NULL};
	size_t b = 0, e = len;

	while (b < len && (s[b] == ' ' || s[b] == '\t'))
		b++;
	while (e > b &&
	       (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r'))
		e--;
	if (b == e || !strchr("#=-*", s[b]) || !strchr("#=-*", s[e - 1]))
		return 0;
	while (b < e && strchr("#=-*", s[b]))
		b++;
	while (e > b && strchr("#=-*", s[e - 1]))
		e--;
	for (size_t i = b; i < e;) {
		size_t w;

		while (i < e && !isalpha((unsigned char)s[i]))
			i++;
		for (w = i; w < e && isalpha((unsigned char)s[w]); w++)
			;
		/* a whole word ("test_done" is a name) */
		if (w > i && (i == b || !word_char(s[i - 1])) &&
		    (w == e || !word_char(s[w])))
			for (size_t k = 0; words[k]; k++)
				if (strlen(words[k]) == w - i &&
				    !strncasecmp(s + i, words[k], w - i))
					return 1;
		i = w;
	}
	return 0;
}

int line_banner_caption(const char *s, size_t len, char *out, size_t n)
{
	size_t b = 0, e = len, m, z;
	char dev[64];
	int letter = 0;

	while (b < len && (s[b] == ' ' || s[b] == '\t'))
		b++;
	while (e > b &&
	       (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r'))
		e--;
	/* cheap first: most lines start otherwise */
	if (e - b < 5 || !strchr("=*-#~+", s[b]))
		return 0;
	for (m = b; m < e && s[m] == s[b]; m++)
		;
	for (z = e; z > m && s[z - 1] == s[b]; z--)
		;
	/* "=== X ===", "**** X ****"; "##### X" may stand open */
	if (m - b < (s[b] == '=' ? 2u : 3u) || (z == e && s[b] != '#') ||
	    (z < e && e - z < (s[b] == '=' ? 2u : 3u)))
		return 0;
	if (m == e || (s[m] != ' ' && s[m] != '\t') ||
	    (z < e && s[z - 1] != ' ' && s[z - 1] != '\t'))
		return 0;
	while (m < z && (s[m] == ' ' || s[m] == '\t'))
		m++;
	while (z > m && (s[z - 1] == ' ' || s[z - 1] == '\t'))
		z--;
	for (size_t i = m; i < z; i++)
		letter |=
		    isalpha((unsigned char)s[i]) || (unsigned char)s[i] >= 0x80;
	if (!letter || z - m >= n || line_is_log_marker(s, len) ||
	    line_separator_device(s + b, e - b, dev, sizeof(dev), 0))
		return 0;
	memcpy(out, s + m, z - m);
	out[z - m] = '\0';
	return 1;
}

int line_run_counter(const char *s, size_t len)
{
	static const char *const nouns[] = {
	    "run",     "pass", "try",  "trial",	 "round", "iteration",
	    "attempt", "test", "take", "sample", NULL};
	static const char *const counts[] = {
	    "first", "second", "third",	  "fourth", "fifth", "last", "final",
	    "again", "next",   "another", "of",	    "#",     NULL};
	int noun = 0, count = 0;

	for (size_t i = 0; i < len;) {
		size_t b, e, d;

		while (i < len && strchr(" \t:-#.()", s[i]))
			count |= s[i++] == '#';
		if (i >= len)
			break;
		for (b = i; i < len && !strchr(" \t:-#.()", s[i]); i++)
			;
		e = i;
		for (d = b;
		     d < e && (isdigit((unsigned char)s[d]) || s[d] == '/');
		     d++)
			;
		/* "1", "#2", "3/5", "2nd" */
		if (d > b &&
		    (d == e || (e - d == 2 &&
				(word_in(s + d, 2,
					 (const char *const[]){"st", "nd", "rd",
							       "th", NULL})))))
			count = 1;
		else if (word_in(s + b, e - b, counts))
			count = 1;
		else if (word_in(s + b, e - b, nouns) ||
			 (e - b > 1 && s[e - 1] == 's' &&
			  word_in(s + b, e - b - 1, nouns)))
			noun = 1;
		else
			return 0;
	}
	return noun && count;
}

size_t line_appended_lead(const char *s, size_t len)
{
	/* 附, 附录, 补充 (zh), 追記, 補足 (ja); then English */
	static const char *const words[] = {"\xe9\x99\x84\xe5\xbd\x95",
					    "\xe9\x99\x84",
					    "\xe8\xa1\xa5\xe5\x85\x85",
					    "\xe8\xbf\xbd\xe8\xa8\x98",
					    "\xe8\xa3\x9c\xe8\xb6\xb3",
					    "appendix",
					    "addendum",
					    "p.s.",
					    NULL};
	size_t e = 0;

	/* the first byte: 0xe9 (附), 0xe8 (补, 追, 補), 'a', 'p' */
	if (!len || !strchr("\xe9\xe8"
			    "aApP",
			    s[0]))
		return 0;
	for (size_t k = 0; words[k]; k++) {
		size_t w = strlen(words[k]);

		if (len > w && !strncasecmp(s, words[k], w)) {
			e = w;
			break;
		}
	}
	if (!e)
		return 0;
	while (e < len && s[e] == ' ')
		e++;
	if (e < len && s[e] == ':')
		e++;
	else if (len - e >= 3 && !memcmp(s + e, "\xef\xbc\x9a", 3))
		e += 3;
	else if (s[e - 1] != '.')
		return 0; /* "附近", "Appendix A shows": no lead-in */
	while (e < len && (s[e] == ' ' || s[e] == '\t'))
		e++;
	return e < len ? e : 0;
}

int line_is_remark(const char *s, size_t len)
{
	static const char *const words[] = {
	    "note",    "notes",	    "nb",	 "n.b.",       "update",
	    "updated", "edit",	    "edited",	 "warning",    "caution",
	    "caveat",  "important", "attention", "disclaimer", "remark",
	    "hint",    "tip",	    "ps",	 "p.s.",       "hinweis",
	    "achtung", "anmerkung", NULL};
	size_t b = 0, e;

	while (b < len && strchr(" \t*_>[!", s[b]))
		b++;
	for (e = b; e < len && (isalpha((unsigned char)s[e]) || s[e] == '.');
	     e++)
		;
	if (e == b)
		return 0;
	{
		size_t k;

		for (k = 0; words[k]; k++)
			if (strlen(words[k]) == e - b &&
			    !strncasecmp(s + b, words[k], e - b))
				break;
		if (!words[k])
			return 0;
	}
	if (s[e - 1] == '.' && e - b > 2)
		return 1; /* "N.B.", "P.S." */
	/* "Update 11/05/22:", "Edit 2:": a date or a number before ':' */
	while (e < len && e - b < 32 &&
	       (isdigit((unsigned char)s[e]) || strchr(" \t/.-", s[e])) &&
	       !(s[e] == '-' && e + 1 < len && s[e + 1] == ' '))
		e++;
	while (e < len && (s[e] == ' ' || s[e] == '\t' || s[e] == '*'))
		e++;
	return e < len &&
	       (s[e] == ':' || s[e] == ']' || s[e] == '-' ||
		(len - e >= 3 && (!memcmp(s + e, "\xef\xbc\x9a", 3) ||
				  !memcmp(s + e, "\xe2\x80\x93", 3))));
}

/*
 * Whether s (len bytes) is a line of code or a prompt, never a name: the
 * first line of a zsh prompt of two lines ("┌──(root㉿kali)-[~]", "╭─"),
 * a remark's arrow ("=> le disque n est pas formaté"), a call with quoted
 * arguments ("print ('ac=', ac)", "log.info(\"done\")"), a command's
 * error message ("Broken pipe", "#Permission denied"), a word pointing at
 * the output ("输出：", "Output:", "Example :", "Beispiel:"), a loop's head
 * ("for t in ls:").
 */
static int code_or_prompt_line(const char *s, size_t len)
{
	static const char *const errors[] = {
	    "broken pipe",
	    "permission denied",
	    "no such file or directory",
	    "no space left on device",
	    "input/output error",
	    "operation not permitted",
	    "device or resource busy",
	    "read-only file system",
	    "segmentation fault",
	    "killed",
	    /* "输出：", "Output:": what the output is, not whose */
	    "output",
	    "输出",
	    "輸出",
	    "出力",
	    "출력",
	    "sortie",
	    "ausgabe",
	    "вывод",
	    /* "Example :", "Results:", a lead-in of a question or a post:
	     * it introduces the output, it names no system */
	    "example",
	    "examples",
	    "example output",
	    "sample output",
	    "exemple",
	    "exemples",
	    "beispiel",
	    "ejemplo",
	    "exemplo",
	    "esempio",
	    "пример",
	    "Пример",
	    "示例",
	    "例如",
	    "例子",
	    "出力例",
	    "实例",
	    "예시",
	    "예제",
	    /* "* 使い方" (how to use it) over a command's example: a
	     * reference's section, no system */
	    "usage",
	    "使い方",
	    "使用方法",
	    "用法",
	    "사용법",
	    NULL,
	};
	size_t w = 0, e = len;

	/* "#Broken pipe": a command's error, as a script's comment */
	while (w < e && (s[w] == '#' || s[w] == ' '))
		w++;
	while (e > w && strchr(".!: ", s[e - 1]))
		e--;
	if (e - w >= 3 && !memcmp(s + e - 3, "\xef\xbc\x9a", 3))
		e -= 3; /* "：" */
	if (word_listed(s + w, e - w, errors, 1))
		return 1;
	/* "for t in ls:": a loop's head */
	if (e > 7 && !strncmp(s, "for ", 4) && memmem(s, e, " in ", 4) &&
	    text_count(s, e, ' ') == 3)
		return 1;
	w = 0;

	if (len >= 3 &&
	    (!memcmp(s, "\xe2\x94\x8c", 3) || !memcmp(s, "\xe2\x95\xad", 3)))
		return 1;
	if (len >= 3 && (!memcmp(s, "=> ", 3) || !memcmp(s, "-> ", 3)))
		return 1;
	while (w < len && (islower((unsigned char)s[w]) || s[w] == '_' ||
			   s[w] == '.' || isdigit((unsigned char)s[w])))
		w++;
	if (!w || !islower((unsigned char)*s))
		return 0;
	while (w < len && s[w] == ' ')
		w++;
	return w < len && s[w] == '(' &&
	       (memchr(s + w, '\'', len - w) || memchr(s + w, '"', len - w)) &&
	       memchr(s + w, ',', len - w) && s[len - 1] == ')';
}

/*
 * Vocabulary of action_title(): words doing a test ("test", "测试",
 * "測定", "측정", "Teste"), words of what any disk has ("disk", "speed",
 * "性能", "ディスク", "vitesse") and small words ("the", "の", "的").
 * Lowercase; an entry ending in an ASCII letter matches a whole word.
 */
static const char *const action_words[] = {
    "test",
    "tests",
    "testing",
    "measure",
    "measuring",
    "measurement",
    "check",
    "checking",
    "benchmarking",
    "update",
    "updating",
    "increase",
    "improve",
    "detect",
    "verify",
    /* checking in other languages ("4. Vérification de l'eMMC",
     * "Überprüfung der SSD", "检查硬盘"); strncasecmp() folds ASCII only,
     * so a capital beyond it is its own entry */
    "vérification",
    "verification",
    "vérifier",
    "contrôle",
    "controle",
    "contrôler",
    "überprüfung",
    "Überprüfung",
    "überprüfen",
    "Überprüfen",
    "prüfung",
    "prüfen",
    "comprobación",
    "comprobacion",
    "comprobar",
    "verificación",
    "verificacion",
    "verificação",
    "verificar",
    "controllo",
    "sprawdzanie",
    "kontrola",
    "检查",
    "檢查",
    "チェック",
    "点検",
    "점검",
    "검사",
    "how",
    "teste",
    "tester",
    "mesure",
    "mesurer",
    "messen",
    "messung",
    "prueba",
    "medir",
    "тест",
    "тестирование",
    "измерение",
    "проверка",
    "如何",
    "测试",
    "測試",
    "测量",
    "測量",
    "检测",
    "檢測",
    "测定",
    "測定",
    "計測",
    "测速",
    "측정",
    "테스트",
    "확인",
    "確認",
    "确认",
    /* looking at the disk: "查看硬盘 IO" (viewing the disk's IO),
     * "检查磁盘读写速度", "Überprüfen der Festplatte", "디스크 점검" */
    "查看",
    "检查",
    "檢查",
    "チェック",
    "검사",
    "점검",
    "prüfen",
    "überprüfen",
    "Überprüfen",
    "überprüfung",
    "Überprüfung",
    "create",
    "creating",
    "creation",
    "생성",
    "作成",
    "创建",
    "創建",
    /* "페이지 캐시 사용 O": the page cache used, yes (O) or no (X) */
    "use",
    "using",
    "사용",
    "使用",
    /* the same in Vietnamese, Indonesian/Malay, Turkish, Thai and the
     * European forms missing above ("Kiểm tra random write": checking
     * random writes; "Pengujian kecepatan", "Disk okuma hızı testi",
     * "ทดสอบความเร็ว"); a capital beyond ASCII ("Đo", "Ölçüm") is its
     * own entry, as strncasecmp() folds ASCII only */
    "kiểm tra",
    "thử nghiệm",
    "đo",
    "Đo",
    "đo lường",
    "Đo lường",
    "đánh giá",
    "Đánh giá",
    "uji",
    "menguji",
    "pengujian",
    "tes",
    "cek",
    "mengukur",
    "pengukuran",
    "testi",
    "ölçüm",
    "Ölçüm",
    "ölçümü",
    "Ölçümü",
    "ölçme",
    "Ölçme",
    "ทดสอบ",
    "การทดสอบ",
    "pomiar",
    "testowanie",
    "měření",
    "Měření",
    "testování",
    "misura",
    "misurare",
    "verifica",
    "pruebas",
    "medición",
    "testar",
    "testes",
    "medição",
    /* a step of configuration: setting the disk up names no system
     * ("设置磁盘", "Diski ayarlamak": setting up the disk); a heading
     * that also names one keeps it, its name is no word here */
    "configure",
    "configuring",
    "setting up",
    "set up",
    "einrichten",
    "configurer",
    "configurar",
    "настройка",
    "设置",
    "設定",
    "설정",
    "ayarlamak",
    "ayarlama",
    "cấu hình",
    "konfigurasi",
    NULL,
};
/*
 * Generic words for storage, of no model: the category a review's section
 * is about ("Disk", "Hard disk", "Disk I/O", "硬盘", "ストレージ") and the
 * words any disk has for action_filler[] ("Check disk performance").
 * line_storage_heading() reads a heading of these alone.
 */
static const char *const disk_words[] = {
    "disk",   "disks",	"drive",      "hard",	     "storage",	 "i/o",
    "io",     "disque", "festplatte", "disco",	     "диска",	 "диск",
    "硬盘",   "磁盘",	"硬碟",	      "ディスク",    "디스크",	 "하드",
    "ổ cứng", "Ổ cứng", "ổ đĩa",      "Ổ đĩa",	     "đĩa",	 "diski",
    "diskin", "ดิสก์",	"ฮาร์ดดิสก์",    "dysk",	     "dysku",	 "disku",
    "存储",   "存儲",	"储存",	      "ストレージ",  "스토리지", "Диск",
    "Диска",  "диски",	"Диски",      "festplatten", "disques",	 "discos",
    NULL,
};
static const char *const action_filler[] = {
    /* an article elided before a vowel: "de l'eMMC", "dell'SSD" */
    "l'",
    "d'",
    "l\xe2\x80\x99",
    "d\xe2\x80\x99",
    "dell'",
    "to",
    "the",
    "a",
    "an",
    "of",
    "for",
    "with",
    "on",
    "your",
    "use",
    "using",
    "de",
    "la",
    "le",
    "du",
    "des",
    "der",
    "die",
    "das",
    "von",
    "del",
    "el",
    "performance",
    "speed",
    "speeds",
    "access",
    "transfer",
    "rate",
    "time",
    "pcie",
    "vitesse",
    "geschwindigkeit",
    "velocidad",
    "скорости",
    "скорость",
    "使用",
    "性能",
    "基准",
    "基準",
    "速度",
    "传输",
    "傳輸",
    "读写",
    "讀寫",
    /* what any disk and any test of it has: a file, the system's
     * statistics and information, the OS's page cache (not "cache"
     * alone: a cache device is a setup) ("파일 생성": file creation;
     * "시스템 통계 정보 확인": checking the system's statistics) */
    "file",
    "files",
    "fichier",
    "datei",
    "archivo",
    "файл",
    "файла",
    "파일",
    "ファイル",
    "文件",
    "檔案",
    "system",
    "시스템",
    "システム",
    "系统",
    "系統",
    "statistics",
    "stats",
    "통계",
    "統計",
    "统计",
    "information",
    "info",
    "정보",
    "情報",
    "信息",
    "資訊",
    /* "How the tests were run": how a step was done */
    "were",
    "was",
    "run",
    "done",
    "page cache",
    "페이지 캐시",
    "ページキャッシュ",
    "ページ キャッシュ",
    "页缓存",
    "页面缓存",
    "頁快取",
    "사용",
    "アクセス",
    "読み書き",
    "속도",
    "성능",
    "的",
    "来",
    "の",
    "を",
    "する",
    "で",
    "의",
    "을",
    "를",
    /* the same in Vietnamese, Indonesian/Malay, Turkish, Thai and the
     * European forms missing above ("tốc độ ổ cứng": the hard disk's
     * speed, "kecepatan", "hızı", "ความเร็ว") */
    "tốc độ",
    "hiệu năng",
    "hiệu suất",
    "với",
    "của",
    "kecepatan",
    "kinerja",
    "performa",
    "hız",
    "Hız",
    "hızı",
    "Hızı",
    "performans",
    "performansı",
    "ความเร็ว",
    "ประสิทธิภาพ",
    "การ",
    "prędkość",
    "prędkości",
    "wydajność",
    "rychlost",
    "rychlosti",
    "výkon",
    "velocità",
    "prestazioni",
    "velocidade",
    "desempenho",
    /* the test's direction and pattern in those languages, read
     * here for action_title() and line_test_title() alike ("Đo tốc
     * độ ghi tuần tự": measuring the sequential write speed; "okuma",
     * "เขียน"; "đồng thời": reads and writes at once) */
    "đọc",
    "Đọc",
    "ghi",
    "ngẫu nhiên",
    "tuần tự",
    "đồng thời",
    "baca",
    "tulis",
    "membaca",
    "menulis",
    "acak",
    "sekuensial",
    "okuma",
    "yazma",
    "rastgele",
    "sıralı",
    "อ่าน",
    "เขียน",
    "สุ่ม",
    "zapis",
    "zapisu",
    "odczyt",
    "odczytu",
    "losowy",
    "sekwencyjny",
    "zápis",
    "čtení",
    "náhodné",
    "sekvenční",
    "escrita",
    "leitura",
    "aleatória",
    "sequencial",
    "casuale",
    "sequenziale",
    NULL,
};
static const char *const action_command[] = {
    "the", "命令", "指令", "コマンド", "명령", "command", "commands", NULL,
};

/* Direction and pattern words of line_test_title(); action_title()
 * reads them as the test's too ("파일 읽기 테스트": file read test).
 * strncasecmp() folds ASCII only: "Écriture" is its own entry. */
static const char *const test_title_dirs[] = {
    "write",	 "writes",     "writing",   "written",
    "rewrite",	 "read",       "reads",	    "reading",
    "reread",	 "sequential", "seq",	    "random",
    "rand",	 "randread",   "randwrite", "schreiben",
    "lesen",	 "lese",       "schreib",   "sequentiell",
    "zufällig",	 "écriture",   "lecture",   "séquentielle",
    "aléatoire", "escritura",  "lectura",   "secuencial",
    "aleatoria", "scrittura",  "lettura",   "запись",
    "чтение",	 "записи",     "чтения",    "写入",
    "读取",	 "寫入",       "讀取",	    "写",
    "读",	 "寫",	       "讀",	    "顺序",
    "随机",	 "順序",       "隨機",	    "書き込み",
    "読み込み",	 "書き込",     "読み込",    "書込",
    "読込",	 "書き",       "読み",	    "シーケンシャル",
    "ランダム",	 "順次",       "쓰기",	    "읽기",
    "순차",	 "랜덤",       "Écriture",  "escrita",
    "leitura",	 NULL,
};

/* How many bytes at s (len bytes) entry of list matches, or 0. */
static size_t vocab_at(const char *s, size_t len, const char *const *list)
{
	size_t best = 0;

	for (size_t i = 0; list[i]; i++) {
		size_t n = strlen(list[i]);

		if (n > len || n <= best || strncasecmp(s, list[i], n))
			continue;
		if (isalpha((unsigned char)list[i][n - 1]) && n < len &&
		    isalnum((unsigned char)s[n]))
			continue;
		best = n;
	}
	return best;
}

/* How many bytes at s (len bytes) a word any disk has matches
 * (action_filler[], disk_words[]), or 0. */
static size_t filler_at(const char *s, size_t len)
{
	size_t a = vocab_at(s, len, action_filler);
	size_t b = vocab_at(s, len, disk_words);

	return a > b ? a : b;
}

/* Bytes of a separator at s[i] between a title's words: one of seps,
 * a full-width form (three bytes from 0xef) or CJK punctuation
 * ("、", "。", "【"); 0 at a word. */
static size_t title_sep_len(const char *s, size_t i, size_t len,
			    const char *seps)
{
	unsigned char c = (unsigned char)s[i];

	if (strchr(seps, s[i]) || (c == 0xef && i + 2 < len))
		return c == 0xef ? 3 : 1;
	if (c == 0xe3 && i + 2 < len && (unsigned char)s[i + 1] == 0x80)
		return 3;
	return 0;
}

/*
 * Words a document's title only gives the topic's setting with (title
 * mode of action_title()): an operating system ("on Linux", "在 Linux
 * 上", "under Windows"), the CJK words around it, and a kind of disk
 * ("SSD", "硬盘" is filler already) and the test's direction ("write
 * speed").
 */
static const char *const topic_filler[] = {
    "linux",	    "windows", "macos",	       "freebsd", "unix",
    "under",	    "in",      "\xe5\x9c\xa8", /* 在 */
    "\xe4\xb8\x8a",			       /* 上 */
    "\xe4\xb8\x8b",			       /* 下 */
    "ssd",	    "ssds",    "hdd",	       "hdds",	  "read",
    "write",	    "reads",   "writes",       NULL,
};
/* Interfaces a title joins with '/' as alternatives ("IDE/SATA",
 * "SATA / NVMe"): any of them, no one system. */
static const char *const topic_interfaces[] = {
    "ide", "ata", "sata", "pata", "scsi", "sas", "nvme", "usb", "emmc", NULL,
};

/* Bytes of an interface word at s[i] (len bytes in all) joined by '/'
 * (blanks around it or not) to another before or after it, or 0. */
static size_t joined_interface(const char *s, size_t i, size_t len)
{
	size_t n = vocab_at(s + i, len - i, topic_interfaces), k;

	if (!n)
		return 0;
	for (k = i + n; k < len && s[k] == ' '; k++)
		;
	if (k < len && s[k] == '/') {
		for (k++; k < len && s[k] == ' '; k++)
			;
		if (vocab_at(s + k, len - k, topic_interfaces))
			return n;
	}
	for (k = i; k > 0 && s[k - 1] == ' '; k--)
		;
	if (k > 0 && s[k - 1] == '/') {
		for (k--; k > 0 && s[k - 1] == ' '; k--)
			;
		while (k > 0 && isalnum((unsigned char)s[k - 1]))
			k--;
		if (vocab_at(s + k, len - k, topic_interfaces))
			return n;
	}
	return 0;
}

/*
 * Generic kinds of storage a machine has, no model: what a numbered step
 * of a guide checks ("3. Checking the SSD", "4. Vérification de l'eMMC",
 * "2. SSD の確認"; step mode of action_title()).  Lowercase; an entry
 * ending in an ASCII letter matches a whole word.
 */
static const char *const step_storage[] = {
    "ssd",	"ssds",	   "hdd",    "hdds",	 "emmc",       "nvme",
    "sata",	"usb",	   "m.2",    "sd",	 "microsd",    "card",
    "stick",	"flash",   "carte",  "clé",	 "cle",	       "disque dur",
    "karte",	"tarjeta", "scheda", "固态硬盘", "固態硬碟",   "机械硬盘",
    "機械硬碟", "存储",	   "存儲",   "储存",	 "ストレージ", "カード",
    "스토리지", "카드",	   NULL,
};

enum { ACTION_PLAIN, ACTION_TITLE, ACTION_STEP };

static int action_title(const char *s, size_t len, int mode)
{
	int title = mode == ACTION_TITLE, kind = 0;
	const char *seps = " \t:.,;!?()[]-*_#|`'\"=+&<>~";
	size_t i = 0;
	int action = 0, tool = 0, cmd = 0, other = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	/* "1.磁盘测试", "2.1 Check the disk": a section's number first;
	 * "2 File creation" (pandoc's number glued to its heading): one or
	 * two digits and a blank */
	while (i < len && (isdigit((unsigned char)s[i]) || s[i] == '.'))
		i++;
	if (i == len || (memchr(s, '.', i) ? s[i - 1] != '.' && s[i] != ' '
					   : i > 2 || s[i] != ' '))
		i = 0;
	/* a step of a guide has its number */
	if (mode == ACTION_STEP && !i)
		return 0;
	/* "페이지 캐시 사용 O" (page cache used: yes), "... X" (no): a mark
	 * of yes or no after the words, ASCII or "○", "×" */
	if (len > 2 && s[len - 2] == ' ' && strchr("OXox", s[len - 1]))
		len -= 2;
	else if (len > 3 && s[len - 3] == ' ' &&
		 !memcmp(s + len - 2, "\xc3\x97", 2))
		len -= 3;
	else if (len > 4 && s[len - 4] == ' ' &&
		 !memcmp(s + len - 3, "\xe2\x97\x8b", 3))
		len -= 4;
	/* "(to increase SSD I/O access time)": what for, no name */
	if (len && s[len - 1] == ')') {
		const char *o = memrchr(s, '(', len);

		if (o && (!strncasecmp(o, "(to ", 4) ||
			  !strncasecmp(o, "(pour ", 6) ||
			  !strncasecmp(o, "(para ", 6)))
			len = (size_t)(o - s);
	}
	while (i < len) {
		size_t n, a;

		n = title_sep_len(s, i, len, seps);
		if (n) {
			i += n;
			continue;
		}
		n = vocab_at(s + i, len - i, action_words);
		if (n) {
			action = 1;
			i += n;
			continue;
		}
		n = vocab_at(s + i, len - i, action_command);
		if (n) {
			cmd = 1;
			i += n;
			continue;
		}
		n = filler_at(s + i, len - i);
		if (mode == ACTION_STEP) {
			/* a kind of storage, even one any disk's words hold
			 * too ("2. 存储の確認", "Vérification du disque dur")
			 */
			size_t m = vocab_at(s + i, len - i, step_storage);

			if (m && m >= n) {
				n = m;
				kind = 1;
			}
		}
		if (!n && title) {
			n = vocab_at(s + i, len - i, topic_filler);
			if (!n)
				n = joined_interface(s, i, len);
			if (!n && s[i] == '/')
				n = 1;
		}
		if (n) {
			other = 1;
			i += n;
			continue;
		}
		for (a = i; a < len && isalnum((unsigned char)s[a]); a++)
			;
		if (a > i && bench_tool_word(s + i, a - i)) {
			tool = 1;
			i = a;
			continue;
		}
		return 0;
	}
	/* "3. Checking the SSD": a check of a kind of storage */
	if (mode == ACTION_STEP)
		return action && kind;
	/* "测试硬盘性能", "dd 命令": doing a test, or a tool's command */
	return action || (tool && cmd && !other);
}

int line_action_title(const char *s, size_t len)
{
	return action_title(s, len, ACTION_PLAIN);
}

int line_topic_title(const char *s, size_t len)
{
	return action_title(s, len, ACTION_TITLE);
}

int line_storage_step_title(const char *s, size_t len)
{
	return action_title(s, len, ACTION_STEP);
}

/* Parts of a system a guide's step sets up, no system's name
 * (line_setup_step_title()). */
static const char *const setup_parts[] = {
    "dts",
    "dtb",
    "device tree",
    "device-tree",
    "devicetree",
    "overlay",
    "overlays",
    "kernel",
    "bootloader",
    "u-boot",
    "uboot",
    "firmware",
    "bios",
    "uefi",
    "driver",
    "drivers",
    "modules",
    "build",
    "compile",
    "compiling",
    "compilation",
    "flash",
    "boot",
    "booting",
    "setup",
    "set-up",
    "install",
    "installation",
    "config",
    "configuration",
    "settings",
    "preparation",
    "prerequisites",
    "requirements",
    "dependencies",
    "packages",
    "network",
    "networking",
    "wifi",
    "wi-fi",
    "ssh",
    "fstab",
    "swap",
    "update",
    "upgrade",
    "and",
    "&",
    "/",
    "+",
    ",",
    NULL,
};

int line_setup_step_title(const char *s, size_t len)
{
	size_t i = 0, d, n, e = len;

	while (e && strchr(" \t:.!*_", s[e - 1]))
		e--;
	while (i < e && strchr(" \t#*_", s[i]))
		i++;
	if (e - i > 5 && !strncasecmp(s + i, "step ", 5))
		i += 5;
	for (d = i; i < e && i - d < 3 && isdigit((unsigned char)s[i]); i++)
		;
	if (i == d || i >= e || !strchr(".):", s[i]))
		return 0;
	for (i++; i < e && s[i] == ' '; i++)
		;
	if (i >= e)
		return 0;
	while (i < e) {
		n = vocab_at(s + i, e - i, setup_parts);
		if (!n)
			return 0;
		for (i += n; i < e && s[i] == ' '; i++)
			;
	}
	return 1;
}

/*
 * Whether title s (len bytes) names a step of a how-to or a section of
 * the text by its noun, no system: a step's noun last ("SWAP領域の作成",
 * "イメージの展開", "Linux で抽出", "镜像烧录", "스왑 만들기", "OpenIPC
 * installation", "Instalación del sistema" first), a step's gerund first
 * ("Creating the swap file", "Extracting on Linux"), or a section that
 * closes the text ("Conclusiones", "Fazit", "まとめ", "Summary"), or a
 * task ("Swap ファイルを作る", "テストファイルを作成する", "创建 swap 文件",
 * "스왑 파일 설정하기", "Make a swap file", "Setting up the scratch
 * file", "Erstellen einer Swap-Datei"), or a step's noun joined to what
 * it acts on ("Autostart von openHAB", "Upgrade auf Stretch", "Backup
 * der SD-Karte", "Backup of the card").  A
 * model's word of letters and digits keeps it a name ("Setup of the
 * PM883"): the caller reads that.
 */
int line_step_noun_title(const char *s, size_t len)
{
	static const char *const last[] = {"の作成",
					   "を作成",
					   "の展開",
					   "を展開",
					   "で抽出",
					   "を抽出",
					   "の抽出",
					   "のインストール",
					   "をインストール",
					   "の導入",
					   "を導入",
					   "の準備",
					   "の手順",
					   "のビルド",
					   "をビルド",
					   "のマウント",
					   "をマウント",
					   "のフォーマット",
					   "をフォーマット",
					   "の設定",
					   "を設定",
					   "の確認",
					   "を確認",
					   "まとめ",
					   "おわりに",
					   "さいごに",
					   "最後に",
					   "创建",
					   "安装",
					   "配置",
					   "烧录",
					   "解压",
					   "提取",
					   "准备",
					   "挂载",
					   "格式化",
					   "总结",
					   "小结",
					   "結論",
					   "结论",
					   "만들기",
					   "생성",
					   "설치",
					   "설정",
					   "추출",
					   "준비",
					   "마운트",
					   "결론",
					   "정리",
					   "を作る",
					   "测试方法",
					   "하기",
					   "作成",
					   "生成",
					   "焼く",
					   "書き込む",
					   "の書き込み",
					   "写入镜像",
					   NULL};
	static const char *const last_word[] = {
	    "installation",    "install",     "setup",	      "set-up",
	    "configuration",   "preparation", "creation",     "extraction",
	    "mounting",	       "formatting",  "partitioning", "conclusion",
	    "conclusions",     "summary",     "instalación",  "conclusión",
	    "conclusiones",    "resumen",     "creación",     "preparación",
	    "configuración",   "instalação",  "conclusão",    "conclusões",
	    "configuração",    "criação",     "préparation",  "fazit",
	    "zusammenfassung", "einrichtung", "vorbereitung", "установка",
	    "заключение",      "выводы",      "вывод",	      "создание",
	    "подготовка",      "настройка",   "Установка",    "Заключение",
	    "Выводы",	       "Вывод",	      "Создание",     "Подготовка",
	    "Настройка",       NULL};
	static const char *const first_word[] = {
	    "installing",  "creating",	 "extracting",	 "preparing",
	    "mounting",	   "formatting", "partitioning", "configuring",
	    "building",	   "flashing",	 "downloading",	 "unpacking",
	    "instalación", "instalação", "installation", "création",
	    "creación",	   "criação",	 "установка",	 "создание",
	    "подготовка",  "настройка",	 "Установка",	 "Создание",
	    "Подготовка",  "Настройка",	 "make",	 "create",
	    "install",	   "erstellen",	 "einrichten",	 "installieren",
	    "anlegen",	   "créer",	 "crear",	 "criar",
	    "instalar",	   "installer",	 "upgrading",	 "updating",
	    NULL};
	/* a task in Chinese, its verb first ("创建 swap 文件": create a
	 * swap file, "安装 fio", "配置 iSCSI 目标", "設定 Swapfile") */
	static const char *const zh_first[] = {
	    "创建", "創建", "新建", "建立", "设置", "設置", "设定", "設定",
	    "配置", "安装", "安裝", "制作", "製作", "烧录", "燒錄", "写入镜像",
	    /* producing, building, limiting: "产生测试数据", "构建镜像",
	     * "限制传输速度" */
	    "产生", "產生", "构造", "構造", "构建", "構建", "制造", "製造",
	    "限制", NULL};
	static const char *const up[] = {"set", "setting", NULL};
	static const char *const step_noun[] = {
	    "autostart",      "upgrade",
	    "update",	      "backup",
	    "sicherung",      "aktualisierung",
	    "konfiguration",  "einrichtung",
	    "inbetriebnahme", NULL};
	static const char *const joins[] = {"von", "der", "des",
					    "auf", "of",  NULL};
	/* "copy from the SD image to NOR", "Flash the image to the card":
	 * a task moving an image, read with its word ("to", "image") so
	 * "Copy speed" or "Write cache" stay names */
	static const char *const copy[] = {"copy", "copying", NULL};
	static const char *const burn[] = {"burn",  "burning", "flash",
					   "write", "writing", NULL};
	static const char *const image[] = {"image", "images", "img", NULL};
	static const char *const moves[] = {"to", "from", "onto", NULL};
	size_t a, e = len, w;

	while (e && strchr(" \t:.!*_", s[e - 1]))
		e--;
	while (e >= 3 && !memcmp(s + e - 3, "\xef\xbc\x9a", 3)) /* ： */
		e -= 3;
	/* "Swap ファイルを作成する": the verb's plain form after the noun
	 * of the step ("を作成") is the same step */
	if (e > 6 && !memcmp(s + e - 6, "する", 6))
		e -= 6;
	for (size_t k = 0; last[k]; k++) {
		size_t l = strlen(last[k]);

		if (e >= l && !memcmp(s + e - l, last[k], l))
			return 1;
	}
	for (a = e; a && s[a - 1] != ' '; a--)
		;
	if (word_listed(s + a, e - a, last_word, 1))
		return 1;
	for (a = 0; a < e && strchr(" \t#*_", s[a]); a++)
		;
	/* a step's number first: "3. ", "2) " */
	for (w = a; w < e && (isdigit((unsigned char)s[w]) || s[w] == '.');)
		w++;
	if (w > a && w < e && (s[w] == ' ' || s[w] == ')'))
		for (a = w + 1; a < e && s[a] == ' '; a++)
			;
	/* "传输时限制传输速度" (when transferring, limit the speed): a
	 * clause of when first, four CJK characters at most, then the
	 * task's verb */
	for (size_t i = a;
	     i + 3 <= e && i - a <= 12 && (unsigned char)s[i] >= 0xe3 &&
	     (unsigned char)s[i] <= 0xe9;
	     i += 3) {
		if (i == a ||
		    (memcmp(s + i, "时", 3) && memcmp(s + i, "時", 3)))
			continue;
		for (size_t k = 0; zh_first[k]; k++)
			if (e - i - 3 > strlen(zh_first[k]) &&
			    !memcmp(s + i + 3, zh_first[k],
				    strlen(zh_first[k])))
				a = i + 3;
		break;
	}
	/* what it makes is words, no mark of one of several ("配置1",
	 * "配置 B：SSD": configuration 1, B, nouns naming a setup) */
	for (size_t k = 0, l, i, n; zh_first[k]; k++) {
		l = strlen(zh_first[k]);
		if (e - a <= l || memcmp(s + a, zh_first[k], l))
			continue;
		for (i = a + l; i < e; i++)
			if (isdigit((unsigned char)s[i]) || s[i] == ':' ||
			    (e - i >= 3 && !memcmp(s + i, "\xef\xbc\x9a", 3)))
				return 0;
		/* a CJK character, or three letters of a word */
		for (i = a + l, n = 0; i < e && n < 3; i++) {
			unsigned char c = (unsigned char)s[i];

			n = c >= 0xe3 && c <= 0xe9 ? 3 : isalpha(c) ? n + 1 : 0;
		}
		return n >= 3;
	}
	for (w = a; w < e && s[w] != ' '; w++)
		;
	/* "Setting up the swap file", "Set up a RAM disk" */
	if (word_listed(s + a, w - a, up, 1) && e - w > 4 &&
	    !strncasecmp(s + w, " up ", 4))
		return 1;
	if (word_listed(s + a, w - a, copy, 1) ||
	    word_listed(s + a, w - a, burn, 1)) {
		const char *const *needs =
		    word_listed(s + a, w - a, copy, 1) ? moves : image;

		for (size_t i = w, b; i < e; i = b) {
			for (; i < e && strchr(" ,", s[i]); i++)
				;
			for (b = i; b < e && !strchr(" ,", s[b]); b++)
				;
			if (word_listed(s + i, b - i, needs, 1))
				return 1;
		}
	}
	/* "Autostart von openHAB", "Upgrade auf Stretch", "Backup der
	 * SD-Karte", "Backup of the card": a step's noun, then the word
	 * joining it to what the step acts on, and that */
	if (word_listed(s + a, w - a, step_noun, 1)) {
		size_t b = w, c;

		while (b < e && s[b] == ' ')
			b++;
		for (c = b; c < e && s[c] != ' '; c++)
			;
		if (c < e && word_listed(s + b, c - b, joins, 1))
			return 1;
	}
	return word_listed(s + a, w - a, first_word, 1);
}

/*
 * The case of the letter at s (len bytes, UTF-8): 1 a capital, -1 a small
 * letter, 0 anything else (a digit, a mark, a letter of no case: CJK,
 * Thai); *n gets the character's bytes.  Latin (ASCII, Latin-1 and
 * Extended-A: "É", "ş", "İ"), Greek and Cyrillic ("А", "д").
 */
static int letter_case(const char *s, size_t len, size_t *n)
{
	unsigned cp;

	*n = utf8_decode(s, len, &cp);
	if (cp < 0x80)
		return isupper((int)cp) ? 1 : islower((int)cp) ? -1 : 0;
	if (cp >= 0xc0 && cp <= 0xde && cp != 0xd7)
		return 1;
	if (cp >= 0xdf && cp <= 0xff && cp != 0xf7)
		return -1;
	if (cp >= 0x100 && cp <= 0x17f) {
		/* pairs, the capital first: even from U+0100, odd from
		 * U+0139 to U+0148 and from U+0179; "İ" U+0130 a capital,
		 * "ı" U+0131 a small letter */
		int odd = (cp >= 0x139 && cp <= 0x148) || cp >= 0x179;

		if (cp == 0x138 || cp == 0x149)
			return -1;
		if (cp == 0x178)
			return 1;
		return ((cp & 1) != 0) == odd ? 1 : -1;
	}
	if ((cp >= 0x391 && cp <= 0x3a9) || (cp >= 0x400 && cp <= 0x42f))
		return 1;
	if ((cp >= 0x3ac && cp <= 0x3ce) || (cp >= 0x430 && cp <= 0x45f))
		return -1;
	return 0;
}

/* Bytes of a list's number at the start of s ("2. ", "3) "), blanks
 * after it included; 0 when s starts with none. */
static size_t step_number_len(const char *s, size_t len)
{
	size_t i = 0;

	while (i < len && i < 3 && isdigit((unsigned char)s[i]))
		i++;
	if (!i || i + 1 >= len || (s[i] != '.' && s[i] != ')') ||
	    s[i + 1] != ' ')
		return 0;
	for (i++; i < len && s[i] == ' '; i++)
		;
	return i;
}

/*
 * Whether word w (n bytes) may be part of a name: a digit in it
 * ("raid1", "980"), two capitals or a capital past its first letter
 * ("SSD", "NVMe", "WD40PURX"), or anything but letters, apostrophes and
 * inner hyphens ("/dev/sdb", "tank/data", "md5sum", "archivos_raid").
 * "I" is a pronoun.
 */
static int name_like_word(const char *w, size_t n)
{
	size_t caps = 0, letters = 0;

	if (n == 1 && w[0] == 'I')
		return 0;
	for (size_t i = 0, k; i < n; i += k) {
		int c = letter_case(w + i, n - i, &k);

		if (c) {
			letters++;
			if (c > 0 && (++caps > 1 || i))
				return 1;
			continue;
		}
		if (k == 1 && (w[i] == '\'' || (w[i] == '-' && i && i + 1 < n)))
			continue;
		/* "’" */
		if (k == 3 && !memcmp(w + i, "\xe2\x80\x99", 3))
			continue;
		return 1;
	}
	return !letters;
}

/* Whether token w (n bytes) holds no letter nor digit ("-->", "&"). */
static int no_word(const char *w, size_t n)
{
	for (size_t i = 0, k; i < n; i += k)
		if (letter_case(w + i, n - i, &k) ||
		    isdigit((unsigned char)w[i]))
			return 0;
	return 1;
}

/* Quotes and punctuation a word of prose may carry at its ends. */
static int word_edge(unsigned char c)
{
	return strchr("\"'()[],.;:!?*_`", c) != NULL && c;
}

/*
 * The words of s (len bytes) one by one: *b and *e the next word's
 * bounds from *i, the punctuation at its ends aside (word_edge(), "«",
 * "»").  0 at the end.
 */
static int next_plain_word(const char *s, size_t len, size_t *i, size_t *b,
			   size_t *e)
{
	while (*i < len && (s[*i] == ' ' || s[*i] == '\t'))
		(*i)++;
	if (*i == len)
		return 0;
	*b = *i;
	while (*i < len && s[*i] != ' ' && s[*i] != '\t')
		(*i)++;
	*e = *i;
	for (;;) {
		if (*b < *e && word_edge((unsigned char)s[*b]))
			(*b)++;
		else if (*e - *b >= 2 && (!memcmp(s + *b, "\xc2\xab", 2) ||
					  !memcmp(s + *b, "\xc2\xbb", 2)))
			*b += 2;
		else
			break;
	}
	for (;;) {
		if (*e > *b && word_edge((unsigned char)s[*e - 1]))
			(*e)--;
		else if (*e - *b >= 2 && (!memcmp(s + *e - 2, "\xc2\xab", 2) ||
					  !memcmp(s + *e - 2, "\xc2\xbb", 2)))
			*e -= 2;
		else
			break;
	}
	return 1;
}

int line_question_title(const char *s, size_t len)
{
	/* words a question starts with (any case of the first letter):
	 * English, French, German, Spanish, Portuguese, Italian, Dutch,
	 * Polish, Turkish, Russian; "Can", "Is", "Does" ask too */
	static const char *const asks[] = {
	    "how", "why", "what", "should", "can", "could", "does", "do", "did",
	    "is", "are", "will", "would", "comment", "pourquoi", "quel",
	    "quelle", "wie", "warum", "wieso", "weshalb", "c\xc3\xb3mo",
	    "por qu\xc3\xa9", "qu\xc3\xa9", "cu\xc3\xa1l", "como", "por que",
	    "perch\xc3\xa9", "hoe", "waarom", "jak", "dlaczego", "czy",
	    "nas\xc4\xb1l", "neden", "\xd0\xba\xd0\xb0\xd0\xba", /* как */
	    "\xd0\xbf\xd0\xbe\xd1\x87\xd0\xb5\xd0\xbc\xd1\x83", /* почему */
	    "\xd0\xb7\xd0\xb0\xd1\x87\xd0\xb5\xd0\xbc",		/* зачем */
	    /* a heading's capital: strncasecmp() folds ASCII only */
	    "\xd0\x9a\xd0\xb0\xd0\xba",				/* Как */
	    "\xd0\x9f\xd0\xbe\xd1\x87\xd0\xb5\xd0\xbc\xd1\x83", /* Почему */
	    "\xd0\x97\xd0\xb0\xd1\x87\xd0\xb5\xd0\xbc",		/* Зачем */
	    /* what, as the relative a heading's sentence starts with ("O
	     * que os números mostram", "Ce que disent les chiffres", "Was
	     * die Werte bedeuten", "Lo que significa"): the topic of the
	     * section, as "What the numbers mean" is */
	    "que", "o que", "lo que", "ce que", "ce qui", "was", "wat", "cosa",
	    "che cosa", "co", "\xd1\x87\xd1\x82\xd0\xbe", /* что */
	    "\xd0\xa7\xd1\x82\xd0\xbe",			  /* Что */
	    NULL};
	/* CJK questions: 如何, 怎么, 为什么, 為什麼, どうして, なぜ, 어떻게, 왜
	 */
	static const char *const cjk[] = {
	    "\xe5\xa6\x82\xe4\xbd\x95",
	    "\xe6\x80\x8e\xe4\xb9\x88",
	    "\xe4\xb8\xba\xe4\xbb\x80\xe4\xb9\x88",
	    "\xe7\x82\xba\xe4\xbb\x80\xe9\xba\xbc",
	    "\xe3\x81\xa9\xe3\x81\x86\xe3\x81\x97\xe3\x81\xa6",
	    "\xe3\x81\xaa\xe3\x81\x9c",
	    "\xec\x96\xb4\xeb\x96\xbb\xea\xb2\x8c",
	    "\xec\x99\x9c",
	    NULL};
	size_t i, b, e, words = 0;
	int ask = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (len && strchr("*_` ", s[len - 1]))
		len--;
	i = step_number_len(s, len);
	ask = (len && s[len - 1] == '?') ||
	      (len >= 3 && !memcmp(s + len - 3, "\xef\xbc\x9f", 3)); /* ？ */
	for (size_t c = 0; !ask && cjk[c]; c++)
		ask = len - i >= strlen(cjk[c]) &&
		      !memcmp(s + i, cjk[c], strlen(cjk[c]));
	while (next_plain_word(s, len, &i, &b, &e)) {
		if (b == e)
			continue;
		/* the first word: its first letter in either case, the rest
		 * small ("DO" is DigitalOcean's, no question) */
		if (!words++ && !ask) {
			size_t two = e - b;

			/* "por qué", "o que", "ce que": two words */
			if (e + 1 < len && s[e] == ' ') {
				size_t t = e + 1;

				while (t < len && !strchr(" \t?,", s[t]))
					t++;
				two = t - b;
			}
			for (size_t c = 0; asks[c] && !ask; c++) {
				size_t n = strlen(asks[c]);

				ask = (n == e - b || n == two) &&
				      !strncasecmp(s + b, asks[c], n) &&
				      !name_like_word(s + b, e - b);
			}
			if (!ask)
				return 0;
		}
		/* a word of a name ("raid1", "XFS", "md0"): the question
		 * names the setup it asks about */
		if (name_like_word(s + b, e - b) && !no_word(s + b, e - b))
			return 0;
	}
	return ask && words >= 3;
}

int line_howto_title(const char *s, size_t len)
{
	/* a how-to's lead, first ("How To - ...", "Howto: ...", "A guide
	 * to ...", "Tutorial: ..."), or its word last ("Hdparm Tutorial") */
	static const char *const leads[] = {"how to",
					    "how-to",
					    "howto",
					    "a guide to",
					    "the guide to",
					    "guide to",
					    "a tutorial",
					    "tutorial",
					    "step by step",
					    "step-by-step",
					    "anleitung",
					    "tutoriel",
					    "tutorial de",
					    "guía",
					    "guia",
					    "poradnik",
					    NULL};
	static const char *const lasts[] = {"tutorial", "guide",     "howto",
					    "how-to",	"anleitung", NULL};
	size_t i = 0, n, words = 0, b, e;
	int lead = 0;

	while (len && strchr(" \t*_:.", s[len - 1]))
		len--;
	while (i < len && strchr(" \t*_#", s[i]))
		i++;
	for (size_t k = 0; leads[k] && !lead; k++) {
		n = strlen(leads[k]);
		lead = len - i > n && !strncasecmp(s + i, leads[k], n) &&
		       strchr(" :-\xe2", s[i + n]);
		if (lead)
			i += n;
	}
	if (!lead) {
		size_t w = len;

		while (w > i && s[w - 1] != ' ')
			w--;
		for (size_t k = 0; lasts[k] && !lead; k++)
			lead = w > i && strlen(lasts[k]) == len - w &&
			       !strncasecmp(s + w, lasts[k], len - w);
		if (!lead)
			return 0;
		len = w;
	}
	/* two words besides the lead ("How to" alone is no title) */
	while (next_plain_word(s, len, &i, &b, &e))
		words += !no_word(s + b, e - b);
	return words >= 2;
}

int line_plain_words(const char *s, size_t len)
{
	size_t i = 0, b, e, words = 0, k;

	while (len && strchr(" \t:*_", s[len - 1]))
		len--;
	/* "xfs (noatime)", "tank/data", "cache=none", "`pvc`": a name's or
	 * a setting's marks */
	for (size_t j = 0; j < len; j++)
		if ((s[j] && strchr("()[]{}/\\=+&@#_`<>|~$%", s[j])) ||
		    isdigit((unsigned char)s[j]))
			return 0;
	while (next_plain_word(s, len, &i, &b, &e)) {
		if (b == e)
			continue;
		if (name_like_word(s + b, e - b) ||
		    (words++ && letter_case(s + b, e - b, &k) > 0 &&
		     !(e - b == 1 && s[b] == 'I')))
			return 0;
	}
	return words >= 2;
}

/* Whether the words of s from i on (len bytes) are a sentence's: ten
 * words of letters or more, three in four after the first starting
 * small. */
static int sentence_words(const char *s, size_t len, size_t i)
{
	size_t b, e, words = 0, small = 0, k;

	while (next_plain_word(s, len, &i, &b, &e)) {
		int c = 0;

		/* a word has a letter: "500" and "-" count for none */
		for (size_t j = b; j < e && !c; j += k)
			c = letter_case(s + j, e - j, &k);
		if (!c)
			continue;
		if (words++)
			small += letter_case(s + b, e - b, &k) < 0;
	}
	/* ten words or more, three in four after the first starting
	 * small ("3. Two writers at once, different ionice classes" is a
	 * run's caption) */
	return words >= 10 && small * 4 >= (words - 1) * 3;
}

int line_step_sentence(const char *s, size_t len)
{
	size_t i;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	i = step_number_len(s, len);
	return i && sentence_words(s, len, i);
}

int line_prose_sentence(const char *s, size_t len)
{
	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	/* a sentence's end last: '.', '!', '?', "。" */
	if (!len || !(strchr(".!?", s[len - 1]) ||
		      (len >= 3 && !memcmp(s + len - 3, "\xe3\x80\x82", 3))))
		return 0;
	return sentence_words(s, len, 0);
}

int line_command_header(const char *s, size_t len)
{
	static const char *const words[] = {"cmd",    "command", "commands",
					    "命令",   "指令",	 "コマンド",
					    "명령어", "명령",	 NULL};
	size_t i = 0, a, n;

	while (len && strchr(" \t*_:`", s[len - 1]))
		len--;
	/* "：" */
	if (len >= 3 && !memcmp(s + len - 3, "\xef\xbc\x9a", 3))
		len -= 3;
	while (i < len && strchr(" \t*_`#>", s[i]))
		i++;
	for (a = i; a < len && (isalnum((unsigned char)s[a]) || s[a] == '-');
	     a++)
		;
	if (a == i || !bench_tool_word(s + i, a - i))
		return 0;
	while (a < len && s[a] == ' ')
		a++;
	n = vocab_at(s + a, len - a, words);
	return n && a + n == len;
}

/*
 * Metric words of line_test_title(): what a figure is ("throughput",
 * "latency", "Durchsatz", "吞吐量", "レイテンシ", "지연"); alone, with a
 * block size or a queue depth ("Latency", "4k QD1 latency") or a
 * direction, they say what is measured, no system.  Lowercase; an entry
 * ending in an ASCII letter matches a whole word.
 */
static const char *const test_title_metrics[] = {
    "throughput",
    "bandwidth",
    "latency",
    "latencies",
    "iops",
    "bw",
    "speed",
    "speeds",
    "transfer rate",
    "durchsatz",
    "latenz",
    "bandbreite",
    "geschwindigkeit",
    "débit",
    "latence",
    "vitesse",
    "latencia",
    "velocidad",
    "latenza",
    "velocità",
    "скорость",
    "задержка",
    "带宽",
    "帶寬",
    "吞吐量",
    "吞吐",
    "延迟",
    "延遲",
    "时延",
    "時延",
    "速度",
    "帯域幅",
    "帯域",
    "スループット",
    "レイテンシー",
    "レイテンシ",
    "대역폭",
    "처리량",
    "지연 시간",
    "지연시간",
    "지연",
    "레이턴시",
    "속도",
    NULL,
};

/* Other measure words of line_test_title(), beside action_filler's: of
 * results and tests, no metric alone. */
static const char *const test_title_measures[] = {
    "results", "result", "leistung", "rendimiento", "производительность",
    "结果",    "結果",	 "결과",     "test",	    "tests",
    "测试",    "測試",	 "テスト",   "테스트",	    NULL,
};

/*
 * Words joining a test's directions in a title, beside English "and",
 * "&" and "/" (action_filler[], the separators): the conjunctions of the
 * languages iodb reads ("Read dan Write", "Lectura y escritura",
 * "Lesen und Schreiben").  An entry ending in an ASCII
 * letter matches a whole word.
 */
static const char *const test_title_joins[] = {
    "dan", "y", "e",  "i",  "ve", "và", "und", "et", "en", "og", "och", "oraz",
    "и",   "И", "和", "与", "與", "及", "と",  "및", "와", "과", "และ", NULL,
};

/*
 * Bytes of a block size ("4k", "256 KiB", "1M": a number and its unit, 512
 * bytes to 64 MiB) or a queue depth ("QD32", "Q32T1") at s (len bytes), a
 * whole word; else 0.  A bare number ("980") is neither, nor a capacity
 * ("500 GB", "4 TB": a drive's).
 */
static size_t size_or_depth_at(const char *s, size_t len)
{
	char w[24];
	const char *e;
	size_t n = len < sizeof(w) - 1 ? len : sizeof(w) - 1, k;
	double v;

	memcpy(w, s, n);
	w[n] = '\0';
	if (isdigit((unsigned char)w[0])) {
		if (units_size(w, &e, UNITS_BINARY, UNITS_COMMA_THOUSANDS,
			       &v) ||
		    !(v >= 512 && v <= 64.0 * 1024 * 1024))
			return 0;
		k = (size_t)(e - w);
		/* a unit after the number, then the word's end */
		return k && isalpha((unsigned char)w[k - 1]) &&
			       (k == len || !isalnum((unsigned char)s[k]))
			   ? k
			   : 0;
	}
	if (w[0] != 'Q' && w[0] != 'q')
		return 0;
	/* "QD32", "Q32T1", "Q8": testname's reading, a depth alone */
	for (k = 1; k < n && isalnum((unsigned char)w[k]); k++)
		;
	if (k < 2 || (k < len && isalnum((unsigned char)s[k])) ||
	    !isdigit((unsigned char)w[k - 1]))
		return 0;
	{
		struct testname tn;

		testname_parse(w, k, 0, &tn);
		return tn.cond.iodepth > 0 && !tn.other && tn.cond.bs <= 0 &&
			       !tn.cond.op && !tn.metric
			   ? k
			   : 0;
	}
}

/*
 * How many bytes at s (len bytes) a word of a mixed workload takes
 * (testname_mixed(): "Mixed", "randrw", "read-write", "혼합"), or its
 * read:write ratio (testname_ratio(): "50:50", "70/30", "R70/W30"), to
 * the word's end; else 0.
 */
static size_t mix_word_at(const char *s, size_t len)
{
	struct testname_ratio ratio;
	size_t e = 0;

	while (e < len && (isalnum((unsigned char)s[e]) || strchr("%:/", s[e])))
		e++;
	if (e && (isdigit((unsigned char)s[e - 1]) || s[e - 1] == '%') &&
	    testname_ratio(s, e, &ratio) && !ratio.at && ratio.n == e)
		return e;
	for (e = 0; e < len && !strchr(" \t:.,;()[]*_/+|", s[e]); e++)
		;
	return e && testname_mixed(s, e) ? e : 0;
}

/*
 * line_test_title(), and with acting a word doing the test too, one at
 * least ("Kiểm tra random write": checking random writes).  A section's
 * number first ("1.", "2.1", "3 ") goes.
 */
static int test_title(const char *s, size_t len, int acting)
{
	const char *seps = " \t:.,;!?()[]-*_#|`'\"=+&<>~/";
	size_t i = 0;
	int dir = 0, action = 0, metric = 0, cond = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	/* "1. Throughput", "### 2 Latency" (pandoc's number glued to its
	 * heading): a section's number, as action_title() reads one, past
	 * a heading's or emphasis' marks; a size first ("4 KiB") is none */
	while (i < len && strchr("#*_> \t", s[i]))
		i++;
	if (i < len && isdigit((unsigned char)s[i]) &&
	    !size_or_depth_at(s + i, len - i)) {
		size_t b = i;

		while (i < len && (isdigit((unsigned char)s[i]) || s[i] == '.'))
			i++;
		if (i == len ||
		    (memchr(s + b, '.', i - b)
			 ? s[i - 1] != '.' && s[i] != ' '
			 : i - b > 2 || (s[i] != ' ' && s[i] != ')')))
			i = b;
	}
	while (i < len) {
		size_t n;

		n = title_sep_len(s, i, len, seps);
		/* a dash or bullet ("– Read dan Write", "• Write") */
		if (!n && i + 2 < len && (unsigned char)s[i] == 0xe2 &&
		    (unsigned char)s[i + 1] == 0x80 &&
		    ((unsigned char)s[i + 2] == 0x93 ||
		     (unsigned char)s[i + 2] == 0x94 ||
		     (unsigned char)s[i + 2] == 0xa2))
			n = 3;
		if (n) {
			i += n;
			continue;
		}
		n = vocab_at(s + i, len - i, test_title_dirs);
		if (n) {
			/* a pattern alone ("Sequential I/O performance")
			 * names a kind of test, kept as before */
			dir |= line_direction_words(s + i, s + i + n) != 0 ||
			       (n == 3 && (!memcmp(s + i, "\xe5\x86\x99", 3) ||
					   !memcmp(s + i, "\xe8\xaf\xbb", 3) ||
					   !memcmp(s + i, "\xe5\xaf\xab", 3) ||
					   !memcmp(s + i, "\xe8\xae\x80", 3)));
			i += n;
			continue;
		}
		/* "Mixed", "(50:50)": the mixed workload, its ratio */
		n = mix_word_at(s + i, len - i);
		if (n) {
			dir = 1;
			i += n;
			continue;
		}
		n = acting ? vocab_at(s + i, len - i, action_words) : 0;
		if (n) {
			action = 1;
			i += n;
			continue;
		}
		/* "Latency", "**Durchsatz**", "256 KiB", "4k QD1": what is
		 * measured, at what size and depth; no system either */
		n = vocab_at(s + i, len - i, test_title_metrics);
		if (n) {
			metric = 1;
			i += n;
			continue;
		}
		n = size_or_depth_at(s + i, len - i);
		if (n) {
			cond = 1;
			i += n;
			continue;
		}
		n = vocab_at(s + i, len - i, test_title_measures);
		if (!n)
			n = filler_at(s + i, len - i);
		if (!n)
			n = vocab_at(s + i, len - i, test_title_joins);
		if (!n)
			return 0;
		i += n;
	}
	if (acting && !action)
		return 0;
	return dir ? 1 : metric || cond ? 2 : 0;
}

int line_test_title(const char *s, size_t len)
{
	return test_title(s, len, 0);
}

int line_article_sentence(const char *s, size_t len)
{
	/* articles and determiners a sentence's subject starts with */
	static const char *const first[] = {
	    "a",      "an",    "the",	"this",	  "my",	    "our",    "ein",
	    "eine",   "einen", "der",	"die",	  "das",    "dieser", "diese",
	    "dieses", "mein",  "meine", "unser",  "unsere", "un",     "une",
	    "le",     "la",    "les",	"ce",	  "cette",  "mon",    "ma",
	    "el",     "los",   "las",	"una",	  "este",   "esta",   "mi",
	    "il",     "lo",    "uno",	"questo", "questa", "o",      "os",
	    "um",     "uma",   "een",	"het",	  "dit",    "mijn",   NULL};
	/* lowercase words a name holds: what, on what, of what kind */
	static const char *const small[] = {
	    "on",	"in",	 "at",	   "with",   "without",	  "for",
	    "and",	"or",	 "vs",	   "via",    "from",	  "to",
	    "of",	"over",	 "under",  "und",    "oder",	  "mit",
	    "ohne",	"auf",	 "im",	   "am",     "an",	  "von",
	    "vom",	"zum",	 "zur",	   "bei",    "beim",	  "de",
	    "du",	"des",	 "la",	   "le",     "les",	  "et",
	    "avec",	"sans",	 "sur",	   "en",     "au",	  "aux",
	    "el",	"y",	 "con",	   "sin",    "del",	  "di",
	    "e",	"il",	 "com",	   "sem",    "do",	  "da",
	    "no",	"na",	 "van",	   "met",    "op",	  "zonder",
	    "per",	"a",	 "the",	   "old",    "new",	  "first",
	    "second",	"third", "last",   "same",   "other",	  "drive",
	    "disk",	"disks", "stick",  "card",   "partition", "volume",
	    "pool",	"array", "mirror", "stripe", "cache",	  "external",
	    "internal", "run",	 "test",   "before", "after",	  NULL};
	size_t i = 0, words = 0;
	int capital = 0;

	while (len && strchr(" \t*_`:", s[len - 1]))
		len--;
	while (i < len && strchr(" \t*_>-", s[i]))
		i++;
	while (i < len) {
		size_t b = i, letters = 0;
		int other = 0;

		while (i < len && s[i] != ' ' && s[i] != '\t') {
			if (isalpha((unsigned char)s[i]) ||
			    (unsigned char)s[i] >= 0x80)
				letters++;
			else
				other = 1;
			i++;
		}
		words++;
		if (words == 1 && !word_listed(s + b, i - b, first, 1))
			return 0;
		/* a verb after its subject: a lowercase word of letters
		 * after a capitalized one, no small word of a name */
		if (words > 2 && capital && !other && letters >= 3 &&
		    islower((unsigned char)s[b]) &&
		    !word_listed(s + b, i - b, small, 0))
			return 1;
		if (words > 1 && isupper((unsigned char)s[b]))
			capital = 1;
		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
	}
	return 0;
}

/* Whether s (len bytes) is a benchmark tool's name alone, in any case,
 * maybe with ':' ("DD", "fio:", "Hdparm"): the tool, no system. */
static int tool_name_alone(const char *s, size_t len)
{
	char w[8];

	if (len && s[len - 1] == ':')
		len--;
	if (!len || len >= sizeof(w))
		return 0;
	for (size_t i = 0; i < len; i++)
		w[i] = (char)tolower((unsigned char)s[i]);
	return bench_tool_word(w, len) != NULL;
}

/* Whether s (len bytes) is a connective alone ("and", "vs.", "then:",
 * "und"): between two outputs it joins them, it names neither. */
static int connective_alone(const char *s, size_t len)
{
	static const char *const words[] = {
	    "and",  "or", "vs", "versus", "then", "also", "plus", "und",
	    "oder", "et", "ou", "y",	  "o",	  "и",	  "или",  NULL};

	while (len && strchr(":,.", s[len - 1]))
		len--;
	return len && word_listed(s, len, words, 1);
}

/* Whether the greeting at s (len bytes) ends at i: the line's end, a
 * blank or punctuation, no more of a word ("Hi-Speed", "Hello2"). */
static int greeting_ends(const char *s, size_t len, size_t i)
{
	return i == len || strchr(" \t,!.:;", s[i]);
}

int line_is_greeting(const char *s, size_t len)
{
	/* a salutation (first) or a thanks, English and the common
	 * others; capitalised too where case folding stops at ASCII */
	static const char *const greets[] = {
	    "hi", "hello", "hey", "hiya", "heya", "howdy", "dear", "greetings",
	    "thanks", "thank you", "many thanks", "thx", "good morning",
	    "good afternoon", "good evening", "hallo", "moin", "servus",
	    "guten tag", "guten morgen", "liebe", "lieber", "bonjour", "salut",
	    "merci", "hola",
	    "buenos d\xc3\xad"
	    "as",
	    "buenas", "gracias", "ciao", "salve", "buongiorno", "grazie",
	    "ol\xc3\xa1", "oi", "bom dia", "obrigado", "hej", "hei", "hoi",
	    "ahoj", "witam", "cze\xc5\x9b\xc4\x87", "dzie\xc5\x84 dobry",
	    "\xd0\x9f\xd1\x80\xd0\xb8\xd0\xb2\xd0\xb5\xd1\x82", /* Привет */
	    "\xd0\xbf\xd1\x80\xd0\xb8\xd0\xb2\xd0\xb5\xd1\x82", /* привет */
	    /* Здравствуйте */
	    "\xd0\x97\xd0\xb4\xd1\x80\xd0\xb0\xd0\xb2\xd1\x81\xd1\x82\xd0\xb2"
	    "\xd1\x83\xd0\xb9\xd1\x82\xd0\xb5",
	    /* Спасибо */
	    "\xd0\xa1\xd0\xbf\xd0\xb0\xd1\x81\xd0\xb8\xd0\xb1\xd0\xbe", NULL};
	/* whom a greeting may address besides a name */
	static const char *const whom[] = {
	    "all",
	    "everyone",
	    "everybody",
	    "folks",
	    "guys",
	    "there",
	    "team",
	    "list",
	    "people",
	    "you",
	    "both",
	    "again",
	    "and",
	    "&",
	    "zusammen",
	    "alle",
	    "tous",
	    "todos",
	    "a",
	    "\xc3\xa0",
	    "tutti",
	    "for",
	    "in",
	    "advance",
	    "mr",
	    "mrs",
	    "ms",
	    "dr",
	    "sir",
	    "madam",
	    "\xd0\xb2\xd1\x81\xd0\xb5\xd0\xbc", /* всем */
	    NULL};
	size_t g = 0, i, words = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (len && (*s == ' ' || *s == '\t' || *s == '>')) {
		s++;
		len--;
	}
	for (size_t k = 0; greets[k] && !g; k++) {
		size_t n = strlen(greets[k]);

		if (n <= len && !strncasecmp(s, greets[k], n) &&
		    greeting_ends(s, len, n))
			g = n;
	}
	if (!g)
		return 0;
	/* "Hi Harshit Mogalapalli", "Hello all,", "Thanks Bob!": whom it
	 * greets, a few names or words for people, no figure; "Thanks for
	 * the response." goes on as a sentence */
	for (i = g; i < len;) {
		size_t b, e;
		unsigned char c;

		while (i < len && strchr(" \t,!.:;", s[i]))
			i++;
		if (i == len)
			break;
		for (b = i; i < len && !strchr(" \t,!:;", s[i]); i++)
			if (isdigit((unsigned char)s[i]) || s[i] == '=' ||
			    s[i] == '/')
				return 0;
		e = i;
		while (e > b && s[e - 1] == '.')
			e--;
		c = (unsigned char)s[b];
		if (++words > 4 || !(isupper(c) || c >= 0x80 ||
				     word_listed(s + b, e - b, whom, 1)))
			return 0;
	}
	return 1;
}

int line_is_valediction(const char *s, size_t len)
{
	static const char *const closes[] = {
	    "regards", "best regards", "kind regards", "warm regards",
	    "best wishes", "cheers", "thanks", "thanks again", "many thanks",
	    "thank you", "thx", "sincerely", "yours sincerely", "yours", "best",
	    "all the best", "ciao",
	    "mit freundlichen gr\xc3\xbc\xc3\x9f"
	    "en",
	    "viele gr\xc3\xbc\xc3\x9f"
	    "e",
	    "gr\xc3\xbc\xc3\x9f"
	    "e",
	    "gru\xc3\x9f", "lg", "mfg", "cordialement", "bien \xc3\xa0 vous",
	    "saludos", "un saludo", "atentamente", "atenciosamente",
	    "abra\xc3\xa7os", "cordiali saluti", "saluti", "pozdrawiam",
	    "pozdrav", "groeten", "met vriendelijke groet", "hilsen",
	    /* С уважением */
	    "\xd0\xa1 \xd1\x83\xd0\xb2\xd0\xb0\xd0\xb6\xd0\xb5\xd0\xbd"
	    "\xd0\xb8\xd0\xb5\xd0\xbc",
	    NULL};

	while (len && (isspace((unsigned char)s[len - 1]) ||
		       strchr(",.!-", s[len - 1])))
		len--;
	while (len && (*s == ' ' || *s == '\t' || *s == '>')) {
		s++;
		len--;
	}
	return len && len <= 32 && word_listed(s, len, closes, 1);
}

/* Whether w (n bytes) is a commit's hash: 7 to 64 hex digits, a digit
 * and a letter among them. */
static int commit_hash(const char *w, size_t n)
{
	int digit = 0, letter = 0;

	if (n < 7 || n > 64)
		return 0;
	for (size_t i = 0; i < n; i++) {
		if (!isxdigit((unsigned char)w[i]))
			return 0;
		if (isdigit((unsigned char)w[i]))
			digit = 1;
		else
			letter = 1;
	}
	return digit && letter;
}

int line_names_revision(const char *s, size_t len)
{
	static const char *const words[] = {
	    "version",	  "ver",	 "commit",	 "revision", "rev",
	    "build",	  "git",	 "sha",		 "hash",     "head",
	    "git commit", "git version", "git revision", "git sha",  NULL};
	size_t b = 0, w, e;

	while (len && (isspace((unsigned char)s[len - 1]) || s[len - 1] == '.'))
		len--;
	while (b < len && strchr("*_> \t", s[b]))
		b++;
	while (len > b && strchr("*_", s[len - 1]))
		len--;
	/* the hash is the last word; the words before it name it */
	e = len;
	while (e > b && !isspace((unsigned char)s[e - 1]) &&
	       !strchr(":=#", s[e - 1]))
		e--;
	w = e;
	while (w > b &&
	       (isspace((unsigned char)s[w - 1]) || strchr(":=#", s[w - 1])))
		w--;
	if (w == b || e == len || !word_listed(s + b, w - b, words, 1))
		return 0;
	if (commit_hash(s + e, len - e))
		return 1;
	/* git describe: "v6.7-rc2-140-g5b2e0c7a9d1f" */
	for (size_t i = len; i > e + 2; i--)
		if (s[i - 1] == 'g' && s[i - 2] == '-')
			return commit_hash(s + i, len - i) ||
			       (len - i >= 7 && len - i <= 40 &&
				strspn(s + i, "0123456789abcdef") == len - i);
	return 0;
}

int line_commit_caption(const char *s, size_t len, char *out, size_t n)
{
	static const char *const leads[] = {"and here's ",
					    "and here\xe2\x80\x99s ",
					    "and here is ",
					    "and this is ",
					    "here's ",
					    "here\xe2\x80\x99s ",
					    "here is ",
					    "this is ",
					    NULL};
	size_t b = 0, h, e, k;

	while (b < len && strchr("*_> \t", s[b]))
		b++;
	for (k = 0; leads[k]; k++)
		if (len - b > strlen(leads[k]) &&
		    !strncasecmp(s + b, leads[k], strlen(leads[k])))
			break;
	h = leads[k] ? b + strlen(leads[k]) : b;
	if (len - h > 7 && !strncasecmp(s + h, "commit ", 7) && leads[k])
		h += 7;
	e = h;
	while (e < len && isxdigit((unsigned char)s[e]))
		e++;
	if (e - h > 40 || !commit_hash(s + h, e - h))
		return 0;
	if (!leads[k]) {
		/* "<hash> ("subject")" alone: the subject must follow */
		if (len - e < 3 || strncmp(s + e, " (\"", 3))
			return 0;
	} else if (e < len && !strchr(" .,:(", s[e])) {
		return 0;
	}
	if (e - h + 1 > n)
		return 0;
	memcpy(out, s + h, e - h);
	out[e - h] = '\0';
	/* ' ("short subject")' closed on the line: kept */
	if (len - e > 3 && !strncmp(s + e, " (\"", 3)) {
		const char *q = memchr(s + e + 3, '"', len - e - 3);
		size_t sl = q ? (size_t)(q - (s + e + 3)) : 0;

		if (q && q + 1 < s + len && q[1] == ')' && sl && sl <= 48 &&
		    e - h + sl + 4 <= n)
			snprintf(out + (e - h), n - (e - h), " (%.*s)", (int)sl,
				 s + e + 3);
	}
	return 1;
}

int line_has_word(const char *s, size_t len)
{
	/* a byte past ASCII counts: CJK has no case, "测试" is words */
	for (size_t i = 0; i < len; i++)
		if (isalnum((unsigned char)s[i]) || (unsigned char)s[i] >= 0x80)
			return 1;
	return 0;
}

/*
 * Whether s (len bytes) is a fragment of a sentence: a conjunction or an
 * article first ("an the other way", "And then checked", "or the other
 * way round"), then lowercase letters only, no digit.
 */
static int conjunction_fragment(const char *s, size_t len)
{
	static const char *const starts[] = {"a ",    "an ", "and ",  "or ",
					     "but ",  "so ", "then ", "also ",
					     "plus ", NULL};
	size_t k;

	for (k = 0; starts[k]; k++)
		if (len > strlen(starts[k]) &&
		    !strncasecmp(s, starts[k], strlen(starts[k])))
			break;
	if (!starts[k])
		return 0;
	for (size_t i = 1; i < len; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') || strchr(" ,.:'!-", s[i])))
			return 0;
	return 1;
}

/*
 * Whether s (len bytes) is a Japanese or Korean sentence: it ends (past
 * a ':', a full stop, '!') in a verb's polite or finite form ("...成功です",
 * "...表示されます", "...してください", "...확인합니다", "...하세요"), and
 * holds no Latin letter nor digit ("Samsung 980 PROの結果です" names a drive).
 */
static int cjk_sentence(const char *s, size_t len)
{
	static const char *const ends[] = {
	    "です",   "ます", "ました", "でした", "ません", "ください",
	    "下さい", "니다", "세요",	"해요",	  NULL};
	int more = 1;

	while (len && more) {
		more = 0;
		if (strchr(" \t:!*_", s[len - 1])) {
			len--;
			more = 1;
		} else if (len >= 3 && (!memcmp(s + len - 3, "：", 3) ||
					!memcmp(s + len - 3, "。", 3) ||
					!memcmp(s + len - 3, "！", 3))) {
			len -= 3;
			more = 1;
		}
	}
	for (size_t i = 0; i < len; i++)
		if (isalnum((unsigned char)s[i]))
			return 0;
	for (size_t k = 0; ends[k]; k++) {
		size_t l = strlen(ends[k]);

		if (len > l && !memcmp(s + len - l, ends[k], l))
			return 1;
	}
	return 0;
}

/* Whether word w (n bytes) starts with a lowercase letter, Latin or
 * Cyrillic. */
static int lower_first(const char *w, size_t n)
{
	const unsigned char *u = (const unsigned char *)w;

	if (n && u[0] >= 'a' && u[0] <= 'z')
		return 1;
	return n >= 2 && ((u[0] == 0xd0 && u[1] >= 0xb0 && u[1] <= 0xbf) ||
			  (u[0] == 0xd1 && u[1] >= 0x80 && u[1] <= 0x8f));
}

/*
 * Whether s (len bytes) holds two clauses of a sentence: a ',' or ';', a
 * word joining clauses, then a lowercase word ("..., and check the read
 * speed", "...; when this prints, ...", "..., и проверяем ..."), five
 * words or more in all.
 */
static int joined_clauses(const char *s, size_t len)
{
	static const char *const joins[] = {
	    "and",  "then", "when",  "if",    "so",    "but", "und", "dann",
	    "wenn", "et",   "puis",  "quand", "y",     "e",   "i",   "oraz",
	    "и",    "а",    "затем", "потом", "когда", NULL};
	size_t at[16], wl[16], n = line_words(s, len, at, wl, 16);

	if (n < 5)
		return 0;
	for (size_t k = 0; k + 2 < n; k++) {
		char c = s[at[k] + wl[k] - 1];

		if ((c == ',' || c == ';') &&
		    word_listed(s + at[k + 1], wl[k + 1], joins, 1) &&
		    lower_first(s + at[k + 2], wl[k + 2]))
			return 1;
	}
	return 0;
}

/*
 * Whether s (len bytes) announces what follows in CJK: "以下のように",
 * "次のように", "下記のように", "如下", "다음과 같이", "아래와 같이", then
 * a verb of showing with no Latin letter or digit after it
 * ("ddコマンドの画面では以下のように表示される": "dd's screen shows the
 * following"; "执行结果如下所示").  It tells where the output is, no name.
 */
static int follows_sentence(const char *s, size_t len)
{
	static const char *const marks[] = {
	    "以下のように", "次のように", "下記のように", "以下の通り", "如下",
	    "다음과 같이", "아래와 같이",
	    /* "輸出會類似這樣" (the output looks like this), "出力は次のよう
	     * になる", "結果は以下", "以下为仅供参考的多余步骤" (the following
	     * are extra steps, for reference only): what follows, no name */
	    "類似這樣", "类似这样", "像這樣", "像这样", "次のよう", "は以下",
	    "は下記", "以下为", "以下為", "以下是", "下面是", "下面为",
	    "下面為", NULL};

	for (size_t k = 0; marks[k]; k++) {
		const char *f = text_find(s, len, marks[k], strlen(marks[k]));

		if (f) {
			for (const char *p = f; p < s + len; p++)
				if (isalnum((unsigned char)*p))
					return 0;
			return 1;
		}
	}
	return 0;
}

/*
 * Whether s (len bytes) is a sentence of CJK prose: a full-width stop
 * last ("。", "！", "？") after four CJK characters or more, or clauses (a
 * "，" or "、" between them) of more than twelve; and no model's word (a
 * Latin word of a letter first and a digit, "PM883", "t3.micro"; a
 * capitalized word before a number, "Samsung 980").  "这里只是为了试一下，
 * 挑了一个很大的 8GiB ，有点浪费。" (just to try it, I picked a huge 8GiB, a
 * bit wasteful): a shell comment telling why, no name.
 */
static int cjk_prose(const char *s, size_t len)
{
	size_t cjk = 0;
	int comma = 0, stop, cap = 0;

	while (len && strchr(" \t*_", s[len - 1]))
		len--;
	stop = len >= 3 && (!memcmp(s + len - 3, "\xe3\x80\x82", 3) ||
			    !memcmp(s + len - 3, "\xef\xbc\x81", 3) ||
			    !memcmp(s + len - 3, "\xef\xbc\x9f", 3));
	for (size_t i = 0; i < len;) {
		unsigned char c = (unsigned char)s[i];
		size_t a = i;
		int digit = 0;

		if (c >= 0x80) {
			if (i + 2 < len && (!memcmp(s + i, "\xef\xbc\x8c", 3) ||
					    !memcmp(s + i, "\xe3\x80\x81", 3)))
				comma = 1;
			else if (c >= 0xe3 && c <= 0xed && i + 2 < len &&
				 !(c == 0xe3 &&
				   (unsigned char)s[i + 1] == 0x80))
				cjk++;
			for (i++;
			     i < len && ((unsigned char)s[i] & 0xc0) == 0x80;)
				i++;
			cap = 0;
			continue;
		}
		if (!isalnum(c)) {
			i++;
			continue;
		}
		while (i < len &&
		       (isalnum((unsigned char)s[i]) || strchr(".-_", s[i])))
			digit |= isdigit((unsigned char)s[i++]) != 0;
		/* "PM883", "Samsung 980" */
		if ((isalpha(c) && digit) || (cap && isdigit(c)))
			return 0;
		cap = isupper(c) && !digit && i - a > 1;
	}
	return (stop && cjk >= 4) || (comma && cjk > 12);
}

int line_narration(const char *s, size_t len)
{
	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (len && isspace((unsigned char)*s))
		s++, len--;
	return len &&
	       (conjunction_fragment(s, len) || cjk_sentence(s, len) ||
		joined_clauses(s, len) ||
		((unsigned char)s[len - 1] >= 0x80 && cjk_prose(s, len)) ||
		((unsigned char)s[len - 1] >= 0x80 &&
		 follows_sentence(s, len)));
}

/* lines.h */
int line_link_alone(const char *s, size_t len)
{
	size_t i = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (len && isspace((unsigned char)*s))
		s++, len--;
	if (len && s[0] == '<' && s[len - 1] == '>')
		s++, len -= 2;
	while (i < len && isalpha((unsigned char)s[i]))
		i++;
	if (i < 3 || i + 4 > len || memcmp(s + i, "://", 3))
		return 0;
	for (i += 3; i < len; i++)
		if (isspace((unsigned char)s[i]))
			return 0;
	return 1;
}

/*
 * Whether s (len bytes) is a trailer of a patch or a commit: a word of
 * letters and '-' ending in "-by" and ':' ("Reviewed-by: Ann Lee
 * <ann@example.org>", "Signed-off-by:", "Acked-by:", "Tested-by:"), or
 * "Cc:" with an address.  It says who vouched for a change, no system.
 */
static int patch_trailer(const char *s, size_t len)
{
	size_t w = 0;

	if (len < 4 || !isupper((unsigned char)s[0]))
		return 0;
	while (w < len && (isalpha((unsigned char)s[w]) || s[w] == '-'))
		w++;
	if (w == len || s[w] != ':')
		return 0;
	if (w > 3 && !strncasecmp(s + w - 3, "-by", 3))
		return 1;
	return w == 2 && !strncasecmp(s, "cc", 2) && memchr(s, '@', len);
}

/* Whether the word at s (n bytes, after a number) is a unit of power, heat
 * or voltage. */
static int side_unit(const char *s, size_t n)
{
	static const char *const units[] = {
	    "w",    "mw",    "kw",	"watt",	   "watts", "milliwatts", "v",
	    "volt", "volts", "a",	"amps",	   "amp",   "°c",	  "°f",
	    "c",    "degc",  "degrees", "celsius", "ma",    NULL,
	};

	if (n >= 2 && !strncmp(s, "\xc2\xb0", 2)) /* "°C" */
		return 1;
	return word_listed(s, n, units, 1);
}

/* lines.h */
int line_side_figure_remark(const char *s, size_t len)
{
	static const char *const verbs[] = {
	    "is",   "was",    "are",	 "were",  "draws",
	    "drew", "peaked", "peaks",	 "stays", "stayed",
	    "hit",  "hits",   "reached", "reads", NULL,
	};
	size_t words = 0, i = 0;
	int side = 0, verb = 0, sentence;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (len && isspace((unsigned char)*s))
		s++, len--;
	if (!len || len > 160 || s[len - 1] == ':')
		return 0;
	sentence = s[len - 1] == '.' || s[len - 1] == '!';
	while (i < len) {
		size_t w = i, e;

		while (i < len && !isspace((unsigned char)s[i]))
			i++;
		e = i;
		while (e > w && strchr(".,!;)", s[e - 1]))
			e--;
		words++;
		verb |= word_listed(s + w, e - w, verbs, 1);
		if (e > w && isdigit((unsigned char)s[w])) {
			size_t d = w, u;

			while (d < e && (isdigit((unsigned char)s[d]) ||
					 s[d] == '.' || s[d] == ','))
				d++;
			u = d;
			if (d == e) { /* "0.5 watts": the next word */
				u = i;
				while (u < len && isspace((unsigned char)s[u]))
					u++;
				e = u;
				while (e < len && !isspace((unsigned char)s[e]))
					e++;
				while (e > u && strchr(".,!;)", s[e - 1]))
					e--;
			}
			if (e > u && side_unit(s + u, e - u))
				side = 1;
			else if (e > u && (strchr("KkMGT", s[u]) ||
					   !strncasecmp(s + u, "iops", 4) ||
					   !strncasecmp(s + u, "b/s", 3) ||
					   !strncasecmp(s + u, "bytes", 5)))
				return 0; /* a figure of the storage */
		}
		while (i < len && isspace((unsigned char)s[i]))
			i++;
	}
	return side && words >= 3 && words <= 15 && (sentence || verb);
}

/* lines.h */
int line_verdict_remark(const char *s, size_t len)
{
	static const char *const phrases[] = {
	    "margin of error",
	    "within noise",
	    "within the noise",
	    "in the noise",
	    "no difference",
	    "no real difference",
	    "no significant difference",
	    "no noticeable difference",
	    "no measurable difference",
	    "same as before",
	    "the same as before",
	    "about the same",
	    "roughly the same",
	    "pretty much the same",
	    "basically the same",
	    "more or less the same",
	    "nearly identical",
	    "almost identical",
	    "no change",
	    NULL,
	};
	size_t words = 0;

	while (len && strchr(" \t.!*_", s[len - 1]))
		len--;
	if (!len || len > 80)
		return 0;
	for (size_t i = 0; i < len; i++) {
		if (isdigit((unsigned char)s[i]))
			return 0; /* "no change at 4k QD32": a test named */
		words += !isspace((unsigned char)s[i]) &&
			 (!i || isspace((unsigned char)s[i - 1]));
	}
	if (words > 8)
		return 0;
	for (size_t k = 0; phrases[k]; k++)
		if (text_find_nocase(s, len, phrases[k], strlen(phrases[k])))
			return 1;
	return 0;
}

/*
 * Whether s (len bytes) is a calculation: numbers and arithmetic
 * operators only, a result after '=' ("8 x 1024 x 1024 = 8388608",
 * "4096*1024 = 4194304", "(2 + 3) × 512 = 2560"): it names nothing.
 */
static int calculation_line(const char *s, size_t len)
{
	size_t i = 0, nums = 0, eq = 0, ops = 0;

	while (i < len) {
		unsigned char c = (unsigned char)s[i];

		if (isdigit(c)) {
			nums++;
			while (i < len &&
			       (isdigit((unsigned char)s[i]) ||
				((s[i] == '.' || s[i] == ',') && i + 1 < len &&
				 isdigit((unsigned char)s[i + 1]))))
				i++;
			continue;
		}
		if (c == ' ' || c == '\t' || c == '(' || c == ')') {
			i++;
			continue;
		}
		if (strchr("=+-*/", c) && c) {
			eq += c == '=';
			ops++;
			i++;
			continue;
		}
		/* "x" between blanks or figures; U+00D7 "×" */
		if ((c == 'x' || c == 'X') && i && i + 1 < len &&
		    !isalpha((unsigned char)s[i - 1]) &&
		    !isalpha((unsigned char)s[i + 1])) {
			ops++;
			i++;
			continue;
		}
		if (c == 0xc3 && i + 1 < len &&
		    (unsigned char)s[i + 1] == 0x97) {
			ops++;
			i += 2;
			continue;
		}
		return 0;
	}
	return nums >= 3 && eq && ops > eq;
}

int line_figure_alone(const char *s, size_t len)
{
	/* the units of a duration as CJK text writes them (秒, 分, ミリ秒,
	 * 毫秒, 초, 분); "/秒" after a size is a rate ("149MB/秒") */
	static const char *const cjk[] = {
	    "\xe7\xa7\x92",
	    "\xe5\x88\x86",
	    "\xe3\x83\x9f\xe3\x83\xaa\xe7\xa7\x92",
	    "\xe6\xaf\xab\xe7\xa7\x92",
	    "\xec\xb4\x88",
	    "\xeb\xb6\x84",
	    NULL};
	const char *p = s, *end = s + len, *e;
	double x;

	while (end > p &&
	       (isspace((unsigned char)end[-1]) || strchr("*_.", end[-1])))
		end--;
	while (p < end && (isspace((unsigned char)*p) || strchr("*_~", *p)))
		p++;
	if (p == end || !isdigit((unsigned char)*p))
		return 0;
	if ((!units_rate(p, &e, UNITS_DECIMAL, UNITS_COMMA_THOUSANDS, &x) ||
	     !units_duration(p, &e, UNITS_COMMA_THOUSANDS, &x)) &&
	    e == end)
		return 1;
	/* "41K IOPS", "84%" */
	if (!units_count(p, &e, &x)) {
		const char *u = e;

		while (u < end && *u == ' ')
			u++;
		if ((end - u == 4 && !strncasecmp(u, "IOPS", 4)) ||
		    (u == e && end - u == 1 && *u == '%'))
			return 1;
	}
	/* "4.5秒", "3 초" */
	for (e = p;
	     e < end && (isdigit((unsigned char)*e) || *e == '.' || *e == ',');
	     e++)
		;
	while (e < end && *e == ' ')
		e++;
	if (word_listed(e, (size_t)(end - e), cjk, 0))
		return 1;
	/* "149MB/秒" */
	return !units_size(p, &e, UNITS_DECIMAL, UNITS_COMMA_THOUSANDS, &x) &&
	       end - e == 4 && !memcmp(e, "/\xe7\xa7\x92", 4);
}

/*
 * How many of words w[k]... (wl[] bytes each, words in all) point at what
 * follows: "here's", "heres", "hers" (its typo), "that's" (one word),
 * "here is", "here are", "these are", "this is", "that is", "below is",
 * "below are" (two); 0 when none.
 */
static size_t pointing_words(const char *const *w, const size_t *wl,
			     size_t words, size_t k)
{
	static const char *const points[] = {
	    "here's", "here\xe2\x80\x99s", "heres", "hers",
	    "that's", "that\xe2\x80\x99s", NULL};
	static const char *const points2[] = {
	    "here is", "here are", "these are", "this is",
	    "that is", "below is", "below are", NULL};

	if (k < words && word_listed(w[k], wl[k], points, 1))
		return 1;
	if (k + 1 < words && w[k + 1] == w[k] + wl[k] + 1 &&
	    word_listed(w[k], wl[k] + 1 + wl[k + 1], points2, 1))
		return 2;
	return 0;
}

/*
 * Whether s (len bytes) only points at the output below it, a greeting
 * or an "@name" before it maybe: "Hi Jake, hers my present readings",
 * "here's my results:", "Thanks, my numbers below", "@kim here are
 * mine".  A pointing word ("here's", "here are", "these are", "this
 * is") or none, "my", "our", "the" or "some", up to two words of when
 * ("present", "latest"), a word for the figures ("readings", "results",
 * "numbers", "output") and "below" or "too" maybe; or "mine", the
 * pointing word before it or not.  Another word ("... from the Acme X2") may
 * name a system.
 */
static int points_only(const char *s, size_t len)
{
	static const char *const openers[] = {"and",  "so",	"ok", "okay",
					      "well", "anyway", NULL};
	static const char *const dets[] = {"my", "our", "the", "some", NULL};
	static const char *const whens[] = {
	    "present", "current", "latest", "new",   "own",
	    "quick",   "updated", "first",  "final", NULL};
	static const char *const figures[] = {
	    "readings", "reading", "results", "result",	    "numbers",
	    "figures",	"output",  "outputs", "stats",	    "values",
	    "timings",	"speeds",  "scores",  "benchmarks", NULL};
	static const char *const tails[] = {"below", "too", "also", NULL};
	const char *w[12];
	size_t wl[12], words, k = 0, c;

	while (len && strchr(" \t:.!", s[len - 1]))
		len--;
	/* "Hi Jake," / "Thanks!" / "@jake" before it */
	for (c = 0; c < len && !strchr(",!", s[c]); c++)
		;
	if (c < len && c && line_is_greeting(s, c)) {
		s += c + 1;
		len -= c + 1;
	} else if (len && *s == '@') {
		while (len && *s != ' ') {
			s++;
			len--;
		}
	}
	words = blank_words(s, len, w, wl, 12);
	if (!words)
		return 0;
	if (word_in(w[k], wl[k], openers))
		k++;
	k += pointing_words(w, wl, words, k);
	if (k + 1 == words && wl[k] == 4 && !strncasecmp(w[k], "mine", 4))
		return 1;
	if (k == words || !word_listed(w[k], wl[k], dets, 1))
		return 0;
	for (c = ++k; k < words && k - c < 2 && word_in(w[k], wl[k], whens);
	     k++)
		;
	if (k == words || !word_in(w[k], wl[k], figures))
		return 0;
	if (++k < words && word_in(w[k], wl[k], tails))
		k++;
	return k == words;
}

int line_names_nothing(const char *s, size_t len)
{
	size_t b = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (b < len && (s[b] == ' ' || s[b] == '\t' || s[b] == '>'))
		b++;
	s += b;
	len -= b;
	if (!len)
		return 0;
	if (len > 5 && !memcmp(s, "/dev/", 5)) {
		size_t k = 5;

		while (k < len && !isspace((unsigned char)s[k]) && s[k] != ':')
			k++;
		if (k == len || (k + 1 == len && s[k] == ':'))
			return 1;
	}
	return remark_end(s, len) || command_shaped(s, len, 0) ||
	       line_is_greeting(s, len) || tool_name_alone(s, len) ||
	       connective_alone(s, len) || shell_pipeline(s, len) ||
	       line_is_shell_trace(s, len) || code_or_prompt_line(s, len) ||
	       line_action_title(s, len) || line_link_alone(s, len) ||
	       patch_trailer(s, len) || calculation_line(s, len) ||
	       points_only(s, len);
}

/* lines.h */
int line_default_hostname(const char *s, size_t len)
{
	static const char *const names[] = {
	    "raspberrypi", "localhost", "ubuntu", "debian",  "dietpi",
	    "orangepi",	   "armbian",	"alarm",  "archiso", "fedora",
	    "centos",	   "kali",	NULL,
	};

	/* "localhost.localdomain": the same */
	if (len > 12 && !strncasecmp(s + len - 12, ".localdomain", 12))
		len -= 12;
	return word_listed(s, len, names, 1);
}

/*
 * Whether heading s (len bytes) reports a parameter of the test changed
 * and what came of it, in words of those alone: a parameter's name
 * ("iodepth", "numjobs", "bs", "QD32"), its value ("=10", "to 32", "调整为
 * 10", "auf 16", "を 16 に"), a word of the change or its outcome
 * ("raised", "up", "same", "提高", "差不多", "erhöht", "変更") and figures
 * with their units ("47387", "2.5x", "40%", "IOPS", "3倍"): "iodepth调整为
 * 10，iops提高到47387, 提高3倍", "Raising iodepth to 32: IOPS up 2.5x".
 * The parameters are the run's conditions, no system; another word
 * ("Samsung 980 Pro, iodepth=32", "980 PRO 提高到 iodepth=32") keeps
 * the heading a name.
 */
static int param_change_title(const char *s, size_t len)
{
	static const char *const params[] = {
	    "iodepth",	"numjobs", "bs",       "blocksize", "direct",
	    "ioengine", "rw",	   "qd",       "threads",   "thread",
	    "jobs",	"depth",   "队列深度", "隊列深度",  "线程数",
	    "線程數",	"并发数",  NULL};
	static const char *const changes[] = {
	    "raise",	"raised",    "raising",	   "raises",	"set",
	    "setting",	"sets",	     "change",	   "changed",	"changing",
	    "increase", "increased", "increasing", "decrease",	"decreased",
	    "reduce",	"reduced",   "lower",	   "lowered",	"higher",
	    "up",	"down",	     "faster",	   "slower",	"same",
	    "about",	"roughly",   "similar",	   "doubled",	"tripled",
	    "improved", "better",    "worse",	   "rose",	"dropped",
	    "more",	"less",	     "erhöht",	   "erhöhen",	"gesetzt",
	    "geändert", "gesenkt",   "reduziert",  "mehr",	"weniger",
	    "etwa",	"ungefähr",  "gleich",	   "schneller", "langsamer",
	    "doppelt",	"调整为",    "调整",	   "調整",	"设置为",
	    "设置",	"設置",	     "提高到",	   "提高",	"提升",
	    "增加",	"降低",	     "下降",	   "改为",	"改成",
	    "差不多",	"一样",	     "相同",	   "倍",	"変更",
	    "増加",	"向上",	     "上昇",	   "低下",	"同じ",
	    "同等",	"ほぼ",	     "設定",	   NULL};
	/* small words and units around them */
	static const char *const small[] = {
	    "to",   "from", "by",   "with", "as",  "than", "the",   "and",
	    "vs",   "at",   "of",   "is",   "was", "it",   "times", "x",
	    "iops", "mb",   "mib",  "gb",   "gib", "kb",   "kib",   "s",
	    "ms",   "us",   "bw",   "k",    "auf", "um",   "von",   "bei",
	    "als",  "und",  "wie",  "mit",  "为",  "到",   "和",    "上",
	    "与",   "跟",   "了",   "也",   "后",  "时",   "约",    "左右",
	    "基本", "を",   "に",   "で",   "と",  "が",   "は",    "約",
	    "した", "して", "より", NULL};
	int param = 0, changed = 0;

	for (size_t i = 0, n; i < len; i += n) {
		unsigned char c = (unsigned char)s[i];

		n = title_sep_len(s, i, len, " \t,.:;!?()=/+~*_#>-&");
		/* "→", "–", "—", "≈": marks of general punctuation */
		if (!n && c == 0xe2 && len - i >= 3)
			n = 3;
		if (n)
			continue;
		if (c >= 0xe0) { /* CJK words, no blank between */
			if ((n = vocab_at(s + i, len - i, params)))
				param = 1;
			else if ((n = vocab_at(s + i, len - i, changes)))
				changed = 1;
			else if (!(n = vocab_at(s + i, len - i, small)))
				return 0;
			continue;
		}
		/* a word of ASCII and two-byte letters ("erhöht"), or a
		 * figure with its unit ("2.5x", "40%") */
		for (n = 0; i + n < len; n++) {
			c = (unsigned char)s[i + n];
			if (!(isalnum(c) || c == '_' || c == '%' ||
			      (c >= 0x80 && c < 0xe0) ||
			      (c == '.' && n && i + n + 1 < len &&
			       isdigit((unsigned char)s[i + n + 1]))))
				break;
		}
		if (!n)
			return 0;
		if (isdigit((unsigned char)s[i])) {
			size_t d = strspn(s + i, "0123456789.");

			d = d > n ? n : d;
			if (d < n && !(s[i + n - 1] == '%' && d + 1 == n) &&
			    !word_listed(s + i + d, n - d, small, 1) &&
			    !condition_word(s + i, n, 0))
				return 0;
		} else if (word_listed(s + i, n, params, 1) ||
			   ((s[i] == 'q' || s[i] == 'Q') &&
			    condition_word(s + i, n, 0)))
			param = 1;
		else if (word_listed(s + i, n, changes, 1))
			changed = 1;
		else if (!word_listed(s + i, n, small, 1))
			return 0;
	}
	return param && changed;
}

/*
 * Whether s (len bytes) is the title of a change, a commit's or a pull
 * request's: a verb of the change first, capitalised, in the past or the
 * imperative ("Added check for correct root disk and skip speed test",
 * "Fix detection of the boot drive"), then three words or more, the
 * first lowercase ("Update Samsung 980 results" may name a drive); or a
 * test's parameter changed and its outcome (param_change_title()).
 */
static int change_title(const char *s, size_t len)
{
	static const char *const verbs[] = {
	    "add",	"added",     "adds",	    "fix",	"fixed",
	    "fixes",	"skip",	     "skipped",	    "skips",	"update",
	    "updated",	"updates",   "remove",	    "removed",	"removes",
	    "change",	"changed",   "changes",	    "allow",	"allowed",
	    "allows",	"implement", "implemented", "refactor", "refactored",
	    "revert",	"reverted",  "bump",	    "bumped",	"improve",
	    "improved", "rename",    "renamed",	    "support",	"handle",
	    "handled",	"replace",   "replaced",    "avoid",	"move",
	    "moved",	"drop",	     "dropped",	    NULL};
	size_t b = 0, e, words = 0;

	if (param_change_title(s, len))
		return 1;
	if (!len || !isupper((unsigned char)s[0]))
		return 0;
	for (e = 0; e < len && isalpha((unsigned char)s[e]); e++)
		;
	if (e >= len || s[e] != ' ' || !word_listed(s, e, verbs, 1))
		return 0;
	for (b = e; b < len && s[b] == ' '; b++)
		;
	if (b == len || !islower((unsigned char)s[b]))
		return 0;
	for (size_t i = b; i < len; i++)
		words += s[i] != ' ' && (i == b || s[i - 1] == ' ');
	return words >= 3;
}

/*
 * Whether heading s (len bytes) sums a result up in a sentence: a word of
 * results and a colon first ("結果:", "结果：", "결과:", "Results:",
 * "Ergebnis:"), then a clause, not a name: a comparison ("より", "比",
 * "보다", "than"), a clause's mark ("、", "，", "。"), a verb of the
 * outcome ("faster", "reached", "is") or a Japanese verb's or adjective's
 * end ("速い", "到達"): "結果: 前より 2 倍速い、..." names no system;
 * "Results: Samsung 990 Pro" stays a name.
 */
static int result_sentence_title(const char *s, size_t len)
{
	static const char *const head[] = {"result",	 "results", "ergebnis",
					   "ergebnisse", "結果",    "结果",
					   "결과",	 NULL};
	static const char *const marks[] = {"より", "比", "보다", "、",
					    "，",   "。", NULL};
	static const char *const verbs[] = {
	    "than",    "faster", "slower", "reached", "reaches", "reach",
	    "is",      "are",	 "was",	   "were",    "beats",	 "beat",
	    "doubled", "hits",	 "hit",	   "better",  "worse",	 NULL};
	static const char *const ends[] = {"い", "た", "到達", "达到", NULL};
	size_t a = 0, i, e = len;

	while (a < len && strchr(" \t#*_", s[a]))
		a++;
	for (i = a; i < len && s[i] != ':' && s[i] != ' ' &&
		    !(len - i >= 3 && !memcmp(s + i, "\xef\xbc\x9a", 3));
	     i++)
		;
	if (i == a || i == len || !word_listed(s + a, i - a, head, 1))
		return 0;
	if (s[i] == ':')
		i++;
	else if (s[i] != ' ')
		i += 3;
	else
		return 0;
	while (e > i && strchr(" \t*_.!", s[e - 1]))
		e--;
	for (size_t k = 0; ends[k]; k++) {
		size_t l = strlen(ends[k]);

		if (e - i > l && !memcmp(s + e - l, ends[k], l))
			return 1;
	}
	for (size_t w = i, b; w < e; w = b) {
		for (size_t k = 0; marks[k]; k++)
			if (e - w >= strlen(marks[k]) &&
			    !memcmp(s + w, marks[k], strlen(marks[k])))
				return 1;
		if (!isalpha((unsigned char)s[w])) {
			b = w + 1;
			continue;
		}
		for (b = w; b < e && isalpha((unsigned char)s[b]); b++)
			;
		if (word_listed(s + w, b - w, verbs, 1))
			return 1;
	}
	return 0;
}

/*
 * Whether heading s (len bytes) is a reference's section on how a tool
 * or a mode is used: "2. Usos habituales de dd" (common uses of dd),
 * "Basic usage of fio", "dd usage", "3.4 远程模式用法" (using the remote
 * mode), "fio の使い方".  A Latin one names a benchmark's tool alone; a
 * CJK one has no model's word (letters and digits: "PM883 の使い方" may
 * name the drive).
 */
static int usage_title(const char *s, size_t len)
{
	static const char *const cjk[] = {"用法",   "使い方", "使用方法",
					  "的使用", "사용법", "사용 방법",
					  NULL};
	static const char *const nouns[] = {
	    "usage",	  "usages",	   "uses",	  "use",
	    "usos",	  "uso",	   "utilisation", "utilisations",
	    "utilizzo",	  "verwendung",	   "anwendung",	  "użycie",
	    "utilização", "использование", NULL};
	static const char *const adjs[] = {
	    "common",	 "typical",    "basic",	   "habituales", "habitual",
	    "comunes",	 "frecuentes", "básico",   "courantes",	 "courante",
	    "typiques",	 "häufige",    "typische", "comuni",	 "comuns",
	    "frequenti", "típicos",    NULL};
	static const char *const ofs[] = {"of",	 "de",	"del", "von",
					  "der", "des", "du",  "di",
					  "do",	 "da",	NULL};
	size_t at[8], wl[8], n, k = 0;

	while (len && strchr(" \t:.*_", s[len - 1]))
		len--;
	if (len >= 3 && !memcmp(s + len - 3, "\xef\xbc\x9a", 3)) /* ： */
		len -= 3;
	for (size_t c = 0; cjk[c]; c++) {
		size_t l = strlen(cjk[c]);

		if (len <= l || memcmp(s + len - l, cjk[c], l))
			continue;
		/* a word of a letter and a digit ("PM883"); "3.4", the
		 * section's number, has no letter */
		for (size_t i = 0; i < len - l; i++) {
			int alpha = 0, digit = 0;

			for (; i < len - l && isalnum((unsigned char)s[i]);
			     i++) {
				alpha |= isalpha((unsigned char)s[i]) != 0;
				digit |= isdigit((unsigned char)s[i]) != 0;
			}
			if (alpha && digit)
				return 0;
		}
		return 1;
	}
	n = line_words(s, len, at, wl, 8);
	/* "2." the section's number */
	if (n && isdigit((unsigned char)s[at[0]]) &&
	    strspn(s + at[0], "0123456789.") == wl[0])
		k++;
	if (k < n && word_listed(s + at[k], wl[k], adjs, 1))
		k++;
	/* "dd usage", "Common fio uses" */
	if (k + 2 == n && bench_tool_word(s + at[k], wl[k]) &&
	    word_listed(s + at[k + 1], wl[k + 1], nouns, 1))
		return 1;
	if (k >= n || !word_listed(s + at[k], wl[k], nouns, 1))
		return 0;
	if (++k < n && word_listed(s + at[k], wl[k], adjs, 1))
		k++;
	return k + 2 == n && word_listed(s + at[k], wl[k], ofs, 1) &&
	       bench_tool_word(s + at[k + 1], wl[k + 1]);
}

/*
 * Whether heading s (len bytes) names the topic of a how-to's section by
 * its noun, what the section explains and no system: a topic's noun last
 * ("文件目录", the file directory; "NFS 共享", sharing over NFS; "服务部
 * 署", "Storage directory", "Samba sharing"), or two modes of a tool
 * joined ("Rsync本地模式和远程模式", rsync's local and remote modes;
 * "Sync and async modes").  The caller reads it over every output of a
 * document alone, where it tells no runs apart, and keeps one with a
 * model's word ("PM883 部署").
 */
int line_topic_noun_title(const char *s, size_t len)
{
	static const char *const cjk[] = {
	    "目录", "目錄", "共享", "实现", "實現", "部署", "介绍",
	    "介紹", "简介", "簡介", "原理", "笔记", "筆記", NULL};
	static const char *const last[] = {
	    "directory",  "directories", "folder",  "folders",	   "sharing",
	    "deployment", "répertoire",	 "dossier", "partage",	   "directorio",
	    "carpeta",	  "diretório",	 "pasta",   "verzeichnis", "ordner",
	    "freigabe",	  NULL};
	static const char *const modes[] = {"mode", "modes", NULL};
	static const char *const joins[] = {"和",    "与",  "與",  "及",
					    " and ", " & ", " / ", NULL};
	size_t a, e = len;

	while (e && strchr(" \t:.*_", s[e - 1]))
		e--;
	if (e >= 3 && !memcmp(s + e - 3, "\xef\xbc\x9a", 3)) /* ： */
		e -= 3;
	for (size_t k = 0; cjk[k]; k++)
		if (e > strlen(cjk[k]) &&
		    !memcmp(s + e - strlen(cjk[k]), cjk[k], strlen(cjk[k])))
			return 1;
	for (a = e; a && s[a - 1] != ' '; a--)
		;
	if (a && word_listed(s + a, e - a, last, 1))
		return 1;
	/* two modes: "模式" or "mode(s)" last, a joining word before */
	if (!((e > 6 && !memcmp(s + e - 6, "模式", 6)) ||
	      (a && word_listed(s + a, e - a, modes, 1))))
		return 0;
	for (size_t k = 0; joins[k]; k++)
		if (memmem(s, e, joins[k], strlen(joins[k])))
			return 1;
	return 0;
}

int line_storage_heading(const char *s, size_t len)
{
	const char *seps = " \t:.()*_";
	size_t i = 0, n;
	int words = 0;

	/* "3. ", "3.1 " ("2 Disks" counts the disks: no number of a
	 * section) */
	while (i < len && (isdigit((unsigned char)s[i]) || s[i] == '.'))
		i++;
	if (i == len || s[i] != ' ' || !memchr(s, '.', i))
		i = 0;
	/* "三、" */
	for (n = i; n + 3 <= len && !i && cjk_numeral(s + n);)
		n += 3;
	if (n > i && n + 3 <= len && !memcmp(s + n, "\xe3\x80\x81", 3))
		i = n + 3;
	while (i < len) {
		n = title_sep_len(s, i, len, seps);
		if (n) {
			i += n;
			continue;
		}
		n = vocab_at(s + i, len - i, disk_words);
		if (!n || ++words > 3)
			return 0;
		i += n;
	}
	return words > 0;
}

/*
 * Words of a heading that gives a benchmark's topic or scenario and names
 * no system: what is measured ("performance", "speed", "cache", "I/O"),
 * the test and its results, the run and its set-up, the hardware and
 * system in general, with articles, prepositions, connectives and the
 * qualifiers of a run ("a more realistic run", "first", "final"), in the
 * languages iodb reads.  disk_words[] is read beside them.
 */
static const char *const topic_words[] = {
    "performance",
    "performances",
    "speed",
    "speeds",
    "throughput",
    "cache",
    "caching",
    "read",
    "reads",
    "write",
    "writes",
    "read/write",
    "test",
    "tests",
    "testing",
    "benchmark",
    "benchmarks",
    "benchmarking",
    "result",
    "results",
    "run",
    "runs",
    "hardware",
    "system",
    "systems",
    "info",
    "information",
    "overview",
    "summary",
    "setup",
    "set-up",
    /* the steps of a procedure: a section that retests, validates or
     * repeats a run names no system ("Retest and Validate") */
    "retest",
    "retesting",
    "rerun",
    "re-run",
    "repeat",
    "repeating",
    "validate",
    "validating",
    "validation",
    "verify",
    "verifying",
    "verification",
    "check",
    "checking",
    "validar",
    "verificar",
    "repetir",
    "valider",
    "vérifier",
    "vérification",
    "répéter",
    "überprüfen",
    "Überprüfen",
    "prüfen",
    "Prüfen",
    "überprüfung",
    "Überprüfung",
    "prüfung",
    "Prüfung",
    /* a procedure's verb over its topic ("Überprüfen der
     * Festplattenleistung", "Measure disk speed", "Tester la vitesse") */
    "testen",
    "messen",
    "messung",
    "measure",
    "measuring",
    "tester",
    "mesurer",
    "comprobar",
    "medir",
    "festplattenleistung",
    "festplattengeschwindigkeit",
    "laufwerksleistung",
    "datenträgerleistung",
    "speicherleistung",
    "schreibleistung",
    "leseleistung",
    "validieren",
    "wiederholen",
    "verificare",
    "verifica",
    "validare",
    "ripetere",
    /* the kind of test and its figures; an example of the output */
    "sequential",
    "random",
    "latency",
    "latencies",
    "iops",
    "bandwidth",
    "reading",
    "writing",
    "example",
    "examples",
    "sample",
    "samples",
    "output",
    "outputs",
    "report",
    "reports",
    /* the names of a benchmark script's tests ("I/O Pings", "Seek Test
     * (No Cache)", "Reads - Cached") */
    "i/o",
    "ping",
    "pings",
    "seek",
    "seeks",
    "cached",
    "uncached",
    /* es, pt, fr, de, it */
    "rendimiento",
    "velocidad",
    "caché",
    "prueba",
    "pruebas",
    "resultado",
    "resultados",
    "desempenho",
    "velocidade",
    "teste",
    "testes",
    "vitesse",
    "leistung",
    "geschwindigkeit",
    "prestazioni",
    "velocità",
    "sistema",
    "système",
    "secuencial",
    "e/s",
    "aleatorio",
    "aleatoria",
    "lectura",
    "escritura",
    "latencia",
    "ejemplo",
    "salida",
    "informe",
    "sequencial",
    "aleatório",
    "aleatória",
    "leitura",
    "escrita",
    "latência",
    "exemplo",
    "saída",
    "relatório",
    "séquentiel",
    "séquentielle",
    "aléatoire",
    "lecture",
    "écriture",
    "latence",
    "débit",
    "exemple",
    "sortie",
    "rapport",
    "résultat",
    "résultats",
    "sequentiell",
    "sequentielle",
    "sequenzielle",
    "sequentielles",
    "sequenzielles",
    "zufälliges",
    "zufällige",
    "lesen",
    "schreiben",
    "latenz",
    "durchsatz",
    "beispiel",
    "ausgabe",
    "bericht",
    "ergebnis",
    "ergebnisse",
    "sequenziale",
    "sequenziali",
    "casuale",
    "casuali",
    "lettura",
    "scrittura",
    "latenza",
    "esempio",
    "risultato",
    "risultati",
    /* ru: strncasecmp() folds no Cyrillic, the capitalized forms too */
    "производительность",
    "Производительность",
    "скорость",
    "Скорость",
    "тест",
    "Тест",
    "последовательное",
    "Последовательное",
    "случайное",
    "Случайное",
    "последовательная",
    "Последовательная",
    "случайная",
    "Случайная",
    "чтение",
    "Чтение",
    "запись",
    "Запись",
    "задержка",
    "Задержка",
    "пример",
    "Пример",
    "вывод",
    "Вывод",
    "вывода",
    "Вывода",
    "отчёт",
    "Отчёт",
    "результаты",
    "Результаты",
    /* "Проверка скорости записи диска" (checking the disk's write
     * speed), "Тестирование скорости чтения": the procedure and what it
     * measures, in the genitive */
    "проверка",
    "Проверка",
    "тестирование",
    "Тестирование",
    "измерение",
    "Измерение",
    "скорости",
    "Скорости",
    "производительности",
    "Производительности",
    "чтения",
    "Чтения",
    "записи",
    "Записи",
    /* zh, ja, ko: hardware, basic information, performance, test,
     * result, speed, system */
    "硬件",
    "硬體",
    "基本信息",
    "基本資訊",
    "信息",
    "性能",
    "测试",
    "測試",
    "结果",
    "結果",
    "速度",
    "系统",
    "系統",
    "測定",
    "テスト",
    "성능",
    "테스트",
    "결과",
    "속도",
    /* sequential, random, read, write, latency, example, output,
     * report */
    "顺序",
    "順序",
    "随机",
    "隨機",
    "读写",
    "讀寫",
    "读取",
    "写入",
    "延迟",
    "示例",
    "例子",
    "输出",
    "報告",
    "报告",
    "シーケンシャル",
    "ランダム",
    "読み込み",
    "書き込み",
    "レイテンシ",
    "出力",
    "レポート",
    "순차",
    "랜덤",
    "읽기",
    "쓰기",
    "지연",
    "예시",
    "예제",
    "출력",
    "보고서",
    NULL,
};
/*
 * Words of a document's structure and method: how the figures were
 * gathered, kept and read ("Data Collection", "Methodology", "Test
 * environment", "Raw logs", "Findings", "Appendix"), in the languages
 * iodb reads.  They name no system; beside a word of a disk ("Data disk",
 * "Log drive") they tell one disk from another, and the heading is no
 * topic (line_topic_heading()).
 */
static const char *const structure_words[] = {
    "data",
    "collection",
    "methodology",
    "method",
    "methods",
    "procedure",
    "approach",
    "environment",
    "measurement",
    "measurements",
    "experiment",
    "experiments",
    "evaluation",
    "analysis",
    "findings",
    "observations",
    "discussion",
    "conclusion",
    "conclusions",
    "details",
    "log",
    "logs",
    "appendix",
    "notes",
    /* es, pt */
    "datos",
    "recopilación",
    "recolección",
    "metodología",
    "método",
    "procedimiento",
    "enfoque",
    "entorno",
    "ambiente",
    "medición",
    "mediciones",
    "experimento",
    "experimentos",
    "evaluación",
    "análisis",
    "hallazgos",
    "observaciones",
    "discusión",
    "conclusión",
    "conclusiones",
    "detalles",
    "registros",
    "apéndice",
    "notas",
    "dados",
    "coleta",
    "metodologia",
    "procedimento",
    "abordagem",
    "medição",
    "medições",
    "avaliação",
    "análise",
    "observações",
    "discussão",
    "conclusão",
    "conclusões",
    "detalhes",
    "apêndice",
    /* fr */
    "données",
    "collecte",
    "méthodologie",
    "méthode",
    "procédure",
    "approche",
    "environnement",
    "mesure",
    "mesures",
    "expérience",
    "expériences",
    "évaluation",
    "analyse",
    "détails",
    "journaux",
    "annexe",
    /* de */
    "daten",
    "datenerfassung",
    "erfassung",
    "methodik",
    "methode",
    "vorgehen",
    "vorgehensweise",
    "umgebung",
    "testumgebung",
    "messung",
    "messungen",
    "experimente",
    "auswertung",
    "bewertung",
    "beobachtungen",
    "diskussion",
    "fazit",
    "schlussfolgerung",
    "protokoll",
    "anhang",
    "notizen",
    /* it */
    "dati",
    "raccolta",
    "metodo",
    "procedura",
    "approccio",
    "misura",
    "misure",
    "misurazione",
    "misurazioni",
    "esperimento",
    "esperimenti",
    "valutazione",
    "analisi",
    "osservazioni",
    "discussione",
    "conclusione",
    "conclusioni",
    "dettagli",
    "registro",
    "appendice",
    "note",
    /* zh, ja, ko: data, test data, method, environment, conclusion,
     * analysis, measurement, log, appendix */
    "数据",
    "數據",
    "测试数据",
    "测试方法",
    "测试环境",
    "方法",
    "环境",
    "環境",
    "结论",
    "結論",
    "分析",
    "日志",
    "附录",
    "データ",
    "測定",
    "ログ",
    "데이터",
    "측정",
    "방법",
    "환경",
    "로그",
    "분석",
    "결론",
    NULL,
};
/* The small words beside them: articles, prepositions, connectives and
 * the qualifiers of a run ("A More Realistic Run", "First", "Basic"). */
static const char *const topic_small[] = {
    "a",
    "an",
    "the",
    "of",
    "and",
    "&",
    "more",
    "realistic",
    "simple",
    "quick",
    "first",
    "second",
    "third",
    "final",
    "another",
    "real-world",
    "real",
    "world",
    "basic",
    "general",
    "from",
    "no",
    "de",
    "del",
    "la",
    "el",
    "los",
    "las",
    "y",
    "do",
    "da",
    "e",
    "du",
    "des",
    "le",
    "les",
    "et",
    "der",
    "die",
    "das",
    "und",
    "di",
    "della",
    "и",
    "基本",
    "的",
    "与",
    "和",
    "及",
    "の",
    "의",
    /* "Notes on method", "Data for analysis", "Raw logs" */
    "on",
    "for",
    "with",
    "in",
    "raw",
    "full",
    "en",
    "para",
    "con",
    "em",
    "com",
    "pour",
    "sur",
    "für",
    "zur",
    "zum",
    "mit",
    "per",
    "dei",
    "및",
    NULL,
};

size_t line_pictograph_len(const char *s, size_t len)
{
	const unsigned char *u = (const unsigned char *)s;

	/* U+2190-U+2BFF (arrows, technical signs, dingbats, stars) */
	if (len >= 3 && u[0] == 0xe2 && u[1] >= 0x86 && u[1] <= 0xaf)
		return 3;
	/* U+FE0F (the emoji variation selector), U+200D (zero width
	 * joiner), U+20E3 (a keycap) */
	if (len >= 3 && ((u[0] == 0xef && u[1] == 0xb8 && u[2] == 0x8f) ||
			 (u[0] == 0xe2 && u[1] == 0x80 && u[2] == 0x8d) ||
			 (u[0] == 0xe2 && u[1] == 0x83 && u[2] == 0xa3)))
		return 3;
	/* U+1F000-U+1FAFF: emoji and pictographs */
	if (len >= 4 && u[0] == 0xf0 && u[1] == 0x9f)
		return 4;
	return 0;
}

size_t line_remark_bracket(const char *s, size_t len)
{
	static const char wide_open[] = "\xef\xbc\x88", /* （ */
	    wide_close[] = "\xef\xbc\x89";		/* ） */
	size_t e = len, o, depth = 0, in, b;
	int named = 0, remark = 0;

	while (e && strchr(" \t*_:", s[e - 1]))
		e--;
	if (e >= 3 && !memcmp(s + e - 3, wide_close, 3))
		in = e - 3;
	else if (e && s[e - 1] == ')')
		in = e - 1;
	else
		return len;
	/* its opening bracket, brackets inside it paired */
	for (o = in; o > 0;) {
		if (s[o - 1] == ')' ||
		    (o >= 3 && !memcmp(s + o - 3, wide_close, 3))) {
			depth++;
			o -= s[o - 1] == ')' ? 1 : 3;
		} else if (s[o - 1] == '(' ||
			   (o >= 3 && !memcmp(s + o - 3, wide_open, 3))) {
			o -= s[o - 1] == '(' ? 1 : 3;
			if (!depth)
				break;
			depth--;
		} else {
			o--;
		}
		if (!o && depth)
			return len;
	}
	b = o + (s[o] == '(' ? 1 : 3);
	if (b > in || (s[o] != '(' && memcmp(s + o, wide_open, 3)))
		return len;
	for (size_t i = b; i < in; i++)
		if (line_pictograph_len(s + i, in - i))
			remark = 1;
	/* "（参考）", "(for reference)": the figures are only a reference */
	{
		static const char *const ref[] = {
		    "参考",	 "参考値",	  "参考用", "仅供参考",
		    "僅供參考",	 "供参考",	  "참고",   "참고용",
		    "reference", "for reference", "ref",    NULL};
		size_t rb = b, re = in;

		while (rb < re && s[rb] == ' ')
			rb++;
		while (re > rb && s[re - 1] == ' ')
			re--;
		remark |= rb < re && word_listed(s + rb, re - rb, ref, 1);
	}
	while (o && s[o - 1] == ' ')
		o--;
	for (size_t i = 0; i < o; i++)
		named |=
		    isalnum((unsigned char)s[i]) || (unsigned char)s[i] >= 0x80;
	return remark && named ? o : len;
}

int line_topic_heading(const char *s, size_t len)
{
	static const char *const ordinals[] = {"first", "second", "third",
					       NULL};
	const char *deco = " \t#=*_~:>-";
	size_t i = 0, n;
	static const char *const quals[] = {"raw", "full", NULL};
	int words = 0, topic = 0, disk = 0, nth = 0, structure = 0, plain = 0;
	int qual = 0;

	/* decorations and pictographs at both ends ("### 🕒 ...", "===
	 * ... ===", "**...**") */
	for (;;) {
		if (i < len && strchr(deco, s[i]))
			i++;
		else if ((n = line_pictograph_len(s + i, len - i)) != 0)
			i += n;
		else
			break;
	}
	for (;;) {
		size_t k;

		if (len > i && strchr(deco, s[len - 1])) {
			len--;
			continue;
		}
		for (k = len > i + 4 ? len - 4 : i; k < len; k++)
			if (line_pictograph_len(s + k, len - k) == len - k)
				break;
		if (k == len)
			break;
		len = k;
	}
	/* a section's number: "3. ", "3.1 ", "三、" */
	for (n = i; n < len && (isdigit((unsigned char)s[n]) || s[n] == '.');)
		n++;
	if (n > i && n < len && s[n] == ' ' && memchr(s + i, '.', n - i))
		i = n;
	for (n = i; n + 3 <= len && cjk_numeral(s + n);)
		n += 3;
	if (n > i && n + 3 <= len && !memcmp(s + n, "\xe3\x80\x81", 3))
		i = n + 3;
	while (i < len) {
		size_t t = vocab_at(s + i, len - i, topic_words);
		size_t d = vocab_at(s + i, len - i, disk_words);
		size_t m = vocab_at(s + i, len - i, topic_small);
		size_t w = vocab_at(s + i, len - i, structure_words);

		plain |= t > m && t > d && t >= w;
		/* a word of the document's structure, as a topic's */
		if (w > t && w > d && w > m) {
			structure = 1;
			t = w;
		}
		if (t || d || m) {
			/* a word of what is measured, not of grammar */
			topic |= t > m || d > m;
			disk |= d > t && d > m;
			nth |= m > t && m > d &&
			       word_listed(s + i, m, ordinals, 1);
			/* "Raw disk": which disk, as "Data disk" */
			qual |=
			    m > t && m > d && word_listed(s + i, m, quals, 1);
			if (++words > 10)
				return 0;
			i += t > d ? (t > m ? t : m) : (d > m ? d : m);
			continue;
		}
		n = title_sep_len(s, i, len, " \t:.,;()[]*_/+|-");
		if (!n) {
			/* a benchmark's name ("Raw FIO Output", "FIO random
			 * reads"): the tool that measured, no system */
			size_t e = i, mix = mix_word_at(s + i, len - i);

			/* "Mixed", "randrw", "(50:50)": the mixed workload
			 * and its ratio, words of the test as "read" */
			if (mix) {
				topic = 1;
				if (++words > 10)
					return 0;
				i += mix;
				continue;
			}
			while (e < len && !strchr(" \t:.,;()[]*_/+|", s[e]))
				e++;
			/* ioping (latency, no table of its own, not
			 * among testname_tool()'s) too: "Measuring
			 * latency with IOPing" */
			if (e == i ||
			    !(testname_tool(s + i, e - i) ||
			      (e - i == 6 &&
			       !strncasecmp(s + i, "ioping", 6))) ||
			    ++words > 10)
				return 0; /* a name, a number: "Samsung 990 Pro"
					   */
			i = e;
			continue;
		}
		i += n;
	}
	/* "Second disk", "First drive": which disk, as "Disk 2"; "Data
	 * disk", "Log drive": which disk too */
	return topic && !(disk && (nth || qual || (structure && !plain)));
}

int heading_names_nothing(const char *s, size_t len)
{
	size_t n;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (len && isspace((unsigned char)*s))
		s++, len--;
	if (line_names_nothing(s, len) || command_shaped(s, len, 1) ||
	    change_title(s, len) || result_sentence_title(s, len) ||
	    usage_title(s, len) || follows_sentence(s, len))
		return 1;
	/* "1.2. Kiểm tra random write" (checking random writes): a word
	 * doing the test and the test's direction, in words of a test
	 * alone, after the section's number; a heading naming a drive
	 * too ("Kiểm tra random write Samsung 870") keeps it */
	for (n = 0; n < len && (isdigit((unsigned char)s[n]) || s[n] == '.');
	     n++)
		;
	if (n && n < len && s[n] == ' ' && s[n - 1] == '.')
		s += n, len -= n;
	return test_title(s, len, 1) != 0;
}

/* Whether word w (n bytes) is a word of grammar alone, no name: "is",
 * "are", "the", "with", "here" (any case). */
static int function_word(const char *w, size_t n)
{
	static const char *const words[] = {
	    "is",   "are",   "was",   "were", "be",    "been",	"am",	 "has",
	    "have", "had",   "the",   "a",    "an",    "it",	"its",	 "this",
	    "that", "these", "those", "here", "there", "of",	"to",	 "in",
	    "at",   "by",    "from",  "for",  "and",   "or",	"but",	 "as",
	    "so",   "then",  "which", "who",  "what",  "below", "above", NULL};

	return word_listed(w, n, words, 1);
}

/* Whether word w (n bytes) starts a sentence rather than a name: "I ran
 * it again", "So here we go", "Thanks", "Regards". */
static int sentence_word(const char *w, size_t n)
{
	static const char *const words[] = {
	    "i",     "i'm",	"i've",	   "we",    "you",   "he",
	    "she",   "they",	"it",	   "it's",  "this",  "that",
	    "these", "those",	"there",   "here",  "so",    "and",
	    "but",   "or",	"then",	   "now",   "also",  "thanks",
	    "thank", "regards", "cheers",  "hi",    "hello", "dear",
	    "see",   "note",	"please",  "yes",   "no",    "ok",
	    "sorry", "with",	"without", "for",   "after", "before",
	    "as",    "if",	"when",	   "which", "what",  "why",
	    "how",   NULL};

	return word_listed(w, n, words, 1);
}

/* Whether word w (n bytes) is a benchmark's or the shell's command: the
 * line is a command, no name ("fio job.fio", "sudo hdparm -t"). */
static int tool_word(const char *w, size_t n)
{
	static const char *const words[] = {"sudo", "sysbench", "bonnie++",
					    "diskspd", NULL};

	if (bench_tool_word(w, n) || word_listed(w, n, words, 0))
		return 1;
	return n > 4 && !memcmp(w + n - 4, ".fio", 4);
}

/* Whether s (len bytes) starts with a maker's drive model ("Samsung SSD
 * 870 EVO ..."), as line_drive_model() reads one. */
static int name_starts_drive(const char *s, size_t len)
{
	char m[64];

	return line_drive_model(s, len, m, sizeof(m)) &&
	       !strncmp(m, s, strlen(m));
}

/* Whether word w (n bytes) is one of a comparison's two states,
 * "before" or "after" (any case). */
static int state_word(const char *w, size_t n)
{
	static const char *const words[] = {"before", "after", NULL};

	return word_listed(w, n, words, 1);
}

/* Whether the '"' at s[i] (s len bytes) is an inch mark: right after a
 * digit, a blank or the end after it ("Slow laptop 2.5\" 5400 disk"), no
 * quote around a name ("\"ACME\"") nor a shell's. */
static int inch_mark(const char *s, size_t len, size_t i)
{
	return s[i] == '"' && i && isdigit((unsigned char)s[i - 1]) &&
	       (i + 1 == len || isspace((unsigned char)s[i + 1]));
}

int line_name_caption(const char *s, size_t len, char *out, size_t n)
{
	size_t b = 0, words = 0, kv = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	if (line_is_fio_piece(s, len))
		return 0; /* "aggrutil=0.00%": fio's, wrapped */
	/* "*Fedora 42*", "**Rocky 9.5**", "_ext4_": emphasis around it */
	while (b < len && (s[b] == '*' || s[b] == '_'))
		b++;
	if (b) {
		char m = s[b - 1];

		while (len > b && s[len - 1] == m)
			len--;
	}
	/* "On the patched kernel:": the name before a final ':' */
	if (len > b && s[len - 1] == ':')
		len--;
	/* "Testing Write Bandwidth...": a script's progress line names the
	 * step whose output follows (its job's name says it), no system */
	if (line_is_progress(s + b, len - b) ||
	    /* "filtered:", "text after grep:": how the lines were got */
	    processing_caption(s + b, len - b) ||
	    /* "version 3e1f09ab52c4": an issue's software revision (its
	     * first letter asked first: captions are asked of many lines) */
	    (len - b >= 10 && strchr("vVcCrRbBgGsShH", s[b]) &&
	     line_names_revision(s + b, len - b)))
		return 0;
	/* a letter first: not a prompt's symbol ("❯ fio job.fio", "🤒"),
	 * U+2000-U+2BFF or an emoji */
	if (len - b < 2 || len - b > 48 || len - b >= n ||
	    !(isalpha((unsigned char)s[b]) ||
	      ((unsigned char)s[b] >= 0xc2 && (unsigned char)s[b] != 0xe2 &&
	       (unsigned char)s[b] < 0xf0)) ||
	    strchr(".!?,;", s[len - 1]))
		return 0;
	for (size_t i = b; i < len; i++) {
		size_t e = i;
		int eq = 0;

		if (strchr(":|[]<>{}$#\"`", s[i]) && !inch_mark(s, len, i))
			return 0;
		if (isspace((unsigned char)s[i]))
			continue;
		while (e < len && !isspace((unsigned char)s[e])) {
			/* a tool's sign inside a word too ("host:8080") */
			if (strchr(":|[]<>{}$#\"`", s[e]) &&
			    !inch_mark(s, len, e))
				return 0;
			eq |= s[e++] == '=';
		}
		/* "before" / "after" alone on its line (a comparison's two
		 * states over their outputs) is no sentence's start */
		if (s[i] == '-' ||
		    (!words && sentence_word(s + i, e - i) &&
		     !(i == b && e == len && state_word(s + i, e - i))) ||
		    tool_word(s + i, e - i))
			return 0; /* an option, a sentence, a command */
		words++;
		kv += eq;
		i = e - 1;
	}
	/* "iodepth = 1": a setting spaced out, no name; "Samsung SSD 870
	 * EVO Raid1 480G": a drive's model first names a system in more
	 * words */
	if ((words > 5 && !(words <= 8 && name_starts_drive(s + b, len - b))) ||
	    kv == words ||
	    (words == 3 && kv == 1 && memmem(s + b, len - b, " = ", 3)) ||
	    line_is_form_section(s + b, len - b))
		return 0;
	/* "test on 5.10 kernel": what the introduction names */
	if (line_is_intro(s + b, len - b))
		return intro_names(s + b, len - b, out, n);
	snprintf(out, n, "%.*s", (int)(len - b), s + b);
	return 1;
}

int line_with_caption(const char *s, size_t len, char *out, size_t n)
{
	static const char *const leads[] = {"with", "without", NULL};
	size_t words = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	if (len < 6 || len > 48 || len >= n || strchr(".!?,;:", s[len - 1]))
		return 0;
	for (size_t i = 0; i < len;) {
		size_t e = i;

		while (e < len && !isspace((unsigned char)s[e])) {
			if (strchr(":|[]<>{}$#\"`=", s[e]))
				return 0;
			e++;
		}
		/* "with" or "without" first; then no word that starts or
		 * goes on a sentence ("with it we get", "with or without"),
		 * no option, no tool */
		if (!words ? !word_listed(s, e, leads, 1)
			   : s[i] == '-' || sentence_word(s + i, e - i) ||
				 tool_word(s + i, e - i))
			return 0;
		words++;
		for (i = e; i < len && isspace((unsigned char)s[i]); i++)
			;
	}
	if (words < 2 || words > 5)
		return 0;
	snprintf(out, n, "%.*s", (int)len, s);
	return 1;
}

/*
 * Whether the m bytes at s spell maker name as it is written or in
 * capitals throughout ("SAMSUNG PM9A1", "KINGSTON SA400S37", as a
 * drive's firmware and Windows' device list give it).
 */
static int maker_spelled(const char *s, const char *maker, size_t m)
{
	if (!memcmp(s, maker, m))
		return 1;
	for (size_t j = 0; j < m; j++)
		if (s[j] != toupper((unsigned char)maker[j]))
			return 0;
	return 1;
}

/* Whether the 3 bytes at s are an opening quote mark or bracket as
 * UTF-8 writes them: “ ‘ 「 『 （ */
static int line_open_mark(const char *s)
{
	static const char *const marks[] = {"\xe2\x80\x9c", "\xe2\x80\x98",
					    "\xe3\x80\x8c", "\xe3\x80\x8e",
					    "\xef\xbc\x88", NULL};

	for (size_t k = 0; marks[k]; k++)
		if (!memcmp(s, marks[k], 3))
			return 1;
	return 0;
}

/* Whether the 3 bytes at s close a quote or bracket, or end a clause, as
 * UTF-8 writes them: ” ’ 」 』 ） ， 。 */
static int line_close_mark(const char *s)
{
	static const char *const marks[] = {
	    "\xe2\x80\x9d", "\xe2\x80\x99", "\xe3\x80\x8d", "\xe3\x80\x8f",
	    "\xef\xbc\x89", "\xef\xbc\x8c", "\xe3\x80\x82", NULL};

	for (size_t k = 0; marks[k]; k++)
		if (!memcmp(s, marks[k], 3))
			return 1;
	return 0;
}

/*
 * Whether the word at s (up to len bytes, blanks first) is a processor
 * family a maker of drives also makes ("Intel Core i7", "Intel Xeon
 * E5-2670", "Samsung Exynos 2100"): the model after it is the
 * processor's, no drive's.
 */
static int line_cpu_family(const char *s, size_t len)
{
	static const char *const fam[] = {
	    "Core", "Xeon", "Pentium", "Celeron", "Atom", "Exynos", NULL};
	size_t b = 0, e;

	while (b < len && isspace((unsigned char)s[b]))
		b++;
	for (e = b; e < len && isalpha((unsigned char)s[e]); e++)
		;
	return e > b && word_listed(s + b, e - b, fam, 0);
}

/* drive makers as text names them; line_drive_model(), line_makers() */
static const char *const makers[] = {
    "Samsung", "Intel", "Crucial", "Kingston", "SanDisk", "WD",
    "Western Digital", "Seagate", "Maxtor", "Hitachi", "HGST", "Toshiba",
    "Micron", "Hynix", "Corsair", "ADATA", "Transcend", "Lexar", "Sabrent",
    "Kioxia", "Plextor", "OCZ", "Patriot", "Fujitsu", "Quantum",
    "Silicon Power", "Teamgroup", "Solidigm",
    /* as Chinese text names them */
    "\xe4\xb8\x89\xe6\x98\x9f", /* 三星 */
    "\xe8\x8b\xb1\xe7\x89\xb9"
    "\xe5\xb0\x94", /* 英特尔 */
    "\xe8\xa5\xbf\xe9\x83\xa8"
    "\xe6\x95\xb0\xe6\x8d\xae", /* 西部数据 */
    "\xe5\xb8\x8c\xe6\x8d\xb7", /* 希捷 */
    "\xe9\x87\x91\xe5\xa3\xab"
    "\xe9\xa1\xbf",		/* 金士顿 */
    "\xe4\xb8\x9c\xe8\x8a\x9d", /* 东芝 */
    "\xe9\x97\xaa\xe8\xbf\xaa", /* 闪迪 */
    "\xe9\x95\x81\xe5\x85\x89", /* 镁光 */
    NULL};

/*
 * How many bytes at s (len bytes) are blanks and a drive's capacity
 * ("250 GB", "1TB", "160-GB", "2 TiB"; its unit alone, "GB", when number
 * is set: the word before was its number) ending a word: 0 when none.
 */
static size_t capacity_after(const char *s, size_t len, int number)
{
	static const char *const units[] = {"GB", "TB", "GiB", "TiB", NULL};
	size_t i = 0, d, u;

	while (i < len && s[i] == ' ')
		i++;
	if (!i)
		return 0;
	d = i;
	if (!number) {
		while (i < len && (isdigit((unsigned char)s[i]) || s[i] == '.'))
			i++;
		if (i == d || !isdigit((unsigned char)s[i - 1]))
			return 0;
		if (i < len && (s[i] == ' ' || s[i] == '-'))
			i++;
	}
	for (u = i; i < len && isalpha((unsigned char)s[i]); i++)
		;
	if (!word_listed(s + u, i - u, units, 1) ||
	    (i < len && !isspace((unsigned char)s[i]) &&
	     !strchr(".,;:!?)", s[i])))
		return number ? capacity_after(s, len, 0) : 0;
	return i;
}

int line_drive_model(const char *s, size_t len, char *out, size_t n)
{
	for (size_t i = 0; i < len; i++) {
		/* a space, an opening bracket or quote mark before the
		 * maker ("a 128GB SSD (Crucial v4)", "“Samsung 870
		 * EVO”"); any letter before one written in Chinese
		 * ("一块三星 Evo 120G") */
		int open = !i || isspace((unsigned char)s[i - 1]) ||
			   strchr("(['\"", s[i - 1]) ||
			   (i >= 3 && (unsigned char)s[i - 1] >= 0x80 &&
			    line_open_mark(s + i - 3));
		int cjk = i && (unsigned char)s[i - 1] >= 0x80;

		if (!open && !cjk)
			continue;
		for (size_t k = 0; makers[k]; k++) {
			size_t m = strlen(makers[k]), e = i + m, w = 0;

			if (len - i <= m || !isspace((unsigned char)s[e]) ||
			    (!open && (unsigned char)makers[k][0] < 0x80) ||
			    !maker_spelled(s + i, makers[k], m) ||
			    line_cpu_family(s + e, len - e))
				continue;
			/* up to four more words, the last with a digit; a
			 * closing bracket or quote mark ends one */
			while (e < len && w < 4) {
				size_t b = e, d = 0;

				while (b < len && isspace((unsigned char)s[b]))
					b++;
				e = b;
				/* "..": a run-on's next sentence glued on
				 * ("250 GB..and here's") */
				while (
				    e < len && !isspace((unsigned char)s[e]) &&
				    !strchr("(,:)]\"", s[e]) &&
				    !(len - e >= 3 && line_close_mark(s + e)) &&
				    !(s[e] == '.' && e + 1 < len &&
				      s[e + 1] == '.'))
					d |=
					    isdigit((unsigned char)s[e++]) != 0;
				if (e == b)
					break;
				w++;
				if (d) {
					/* "Barracuda 7200.10 250 GB": the
					 * capacity right after the model */
					size_t c = b;

					/* "... with a WD Caviar SE16.": the
					 * sentence's full stop, no part of
					 * the name */
					if (s[e - 1] == '.' && e - 1 > b &&
					    (e == len ||
					     isspace((unsigned char)s[e])))
						e--;

					while (c < e &&
					       (isdigit((unsigned char)s[c]) ||
						s[c] == '.'))
						c++;
					e += capacity_after(s + e, len - e,
							    c == e);
					if (e - i >= n)
						return 0;
					snprintf(out, n, "%.*s", (int)(e - i),
						 s + i);
					return 1;
				}
			}
		}
	}
	return 0;
}

int line_makers(const char *s, size_t len, char *out, size_t n)
{
	const char *first = NULL;
	size_t fl = 0;
	int count = 0;

	for (size_t i = 0; i < len; i++) {
		/* a maker's word stands apart from Latin letters ("的Sandisk。"
		 * is one, "Swdx" none) */
		if (i && isalpha((unsigned char)s[i - 1]))
			continue;
		for (size_t k = 0; makers[k]; k++) {
			size_t m = strlen(makers[k]);

			if (len - i < m || strncasecmp(s + i, makers[k], m) ||
			    (i + m < len && isalpha((unsigned char)s[i + m])) ||
			    /* Intel's name is as often its processor's */
			    !strcmp(makers[k], "Intel") ||
			    !strcmp(makers[k], "\xe8\x8b\xb1\xe7\x89\xb9"
					       "\xe5\xb0\x94"))
				continue;
			if (!first) {
				first = s + i;
				fl = m;
				count = 1;
			} else if (fl != m || strncasecmp(first, s + i, m)) {
				count++;
			}
			i += m - 1;
			break;
		}
	}
	if (!first || fl >= n)
		return 0;
	snprintf(out, n, "%.*s", (int)fl, first);
	return count;
}

int line_no_storage_device(const char *dev)
{
	static const char *const names[] = {"/dev/zero",    "/dev/null",
					    "/dev/random",  "/dev/urandom",
					    "/dev/frandom", "/dev/erandom",
					    "/dev/full",    "/dev/std",
					    "/dev/tty",	    "/dev/pts",
					    "/dev/shm",	    "/dev/fd",
					    "/dev/console", NULL};

	/* "/dev/nullb0" is null_blk's block device, which benchmarks
	 * measure ("reading from /dev/nullb0" over a run), no sink */
	if (!strncmp(dev, "/dev/nullb", 10) && isdigit((unsigned char)dev[10]))
		return 0;
	for (size_t i = 0; names[i]; i++)
		if (!strncmp(dev, names[i], strlen(names[i])))
			return 1;
	return 0;
}

int line_device_caption(const char *s, size_t len, char *dev, size_t n)
{
	static const char *const commands[] = {
	    "sudo",   "hdparm",	  "fio",    "dd",   "mount", "umount", "fdisk",
	    "parted", "smartctl", "nvme",   "cat",  "echo",  "ls",     "lsblk",
	    "wipefs", "blkid",	  "iozone", "time", NULL};
	size_t b = 0, e, p, words = 0;

	while (len && (isspace((unsigned char)s[len - 1]) ||
		       s[len - 1] == ':' || s[len - 1] == '.'))
		len--;
	if (len >= 3 && !memcmp(s + len - 3, "\xe2\x80\xa6", 3))
		len -= 3; /* "…" */
	while (b < len && strchr("/#> \t", s[b]) && s[b] &&
	       !(s[b] == '/' && b + 5 <= len && !memcmp(s + b, "/dev/", 5)))
		b++;
	/* the path: the last word */
	for (p = len; p > b && !isspace((unsigned char)s[p - 1]); p--)
		;
	if (p == b || len - p < 6 || len - p >= n || memcmp(s + p, "/dev/", 5))
		return 0;
	for (e = p + 5; e < len; e++)
		if (!isalnum((unsigned char)s[e]) && !strchr("/-_.:", s[e]))
			return 0;
	/* the words before it: letters only, a few, no command */
	for (size_t i = b; i < p;) {
		size_t w = i;

		while (i < p && !isspace((unsigned char)s[i])) {
			unsigned char c = (unsigned char)s[i++];

			if (!isalpha(c) && c < 0x80)
				return 0;
		}
		if (i > w) {
			if (!words)
				for (size_t k = 0; commands[k]; k++)
					if (strlen(commands[k]) == i - w &&
					    !strncasecmp(s + w, commands[k],
							 i - w))
						return 0;
			words++;
		}
		while (i < p && isspace((unsigned char)s[i]))
			i++;
	}
	if (!words || words > 4)
		return 0;
	memcpy(dev, s + p, len - p);
	dev[len - p] = '\0';
	return !line_no_storage_device(dev);
}

int line_on_device(const char *s, size_t len, char *dev, size_t n)
{
	int found = 0;

	for (size_t i = 0; i + 6 <= len; i++) {
		size_t e, b = i;
		char path[128];

		if (memcmp(s + i, "/dev/", 5))
			continue;
		for (e = i + 5; e < len && (isalnum((unsigned char)s[e]) ||
					    strchr("/-_.:", s[e]));
		     e++)
			;
		while (e > i + 5 && strchr(".:", s[e - 1]))
			e--;
		i = e;
		if (e - b <= 5 || e - b >= sizeof(path))
			continue;
		memcpy(path, s + b, e - b);
		path[e - b] = '\0';
		if (line_no_storage_device(path) ||
		    (found && !strcmp(dev, path)))
			continue;
		if (found)
			return -1; /* two devices */
		if (b && s[b - 1] == '`')
			b--;
		/* "on /dev/md0", "on `/dev/md0`"; "from", "to": another's */
		if (b < 3 || s[b - 1] != ' ' ||
		    strncasecmp(s + b - 3, "on", 2) ||
		    (b > 3 && isalnum((unsigned char)s[b - 4])))
			return -1;
		if (strlen(path) >= n)
			return 0;
		snprintf(dev, n, "%s", path);
		found = 1;
	}
	return found;
}

/* Whether w..e is df's size: digits (a '.' or ',' among them), then at
 * most one of K, M, G, T, P, E, Ki, Mi, Gi, Ti. */
static int df_size(const char *w, const char *e)
{
	const char *p = w;

	while (p < e && (isdigit((unsigned char)*p) || *p == '.' || *p == ','))
		p++;
	if (p == w || !isdigit((unsigned char)*w))
		return 0;
	if (p < e && strchr("KMGTPE", *p))
		p++;
	if (p < e && p[-1] != '.' && *p == 'i')
		p++;
	return p == e;
}

int line_df_row(const char *s, size_t len, char *dev, size_t n)
{
	const char *w[8], *we[8], *p = s, *e = s + len;
	size_t k = 0, f;

	while (p < e && k < 8) {
		while (p < e && (*p == ' ' || *p == '\t'))
			p++;
		if (p == e)
			break;
		w[k] = p;
		while (p < e && *p != ' ' && *p != '\t')
			p++;
		we[k++] = p;
	}
	if (p < e || k < 6 || k > 7 || we[0] - w[0] <= 5 ||
	    memcmp(w[0], "/dev/", 5))
		return 0;
	f = k - 5; /* the first size: after the type when there is one */
	for (size_t i = f; i < f + 3; i++)
		if (!df_size(w[i], we[i]))
			return 0;
	if (we[f + 3] - w[f + 3] < 2 || we[f + 3] - w[f + 3] > 4 ||
	    we[f + 3][-1] != '%' || *w[f + 4] != '/')
		return 0;
	for (const char *d = w[f + 3]; d < we[f + 3] - 1; d++)
		if (!isdigit((unsigned char)*d))
			return 0;
	if ((size_t)(we[0] - w[0]) >= n)
		return 0;
	memcpy(dev, w[0], (size_t)(we[0] - w[0]));
	dev[we[0] - w[0]] = '\0';
	return 1;
}

int line_device_card(const char *s, size_t len, char *name, size_t nn,
		     char *dev, size_t nd)
{
	const char *q1, *q2, *as, *end = s + len, *d, *e;
	size_t i = 0;

	while (i < len && isspace((unsigned char)s[i]))
		i++;
	/* a capacity before the name, "7.3GB", or nothing */
	while (i < len && (isdigit((unsigned char)s[i]) || s[i] == '.'))
		i++;
	if (i < len && s[i] != '"') {
		if (i + 2 > len || !strchr("KMGTP", s[i]) || s[i + 1] != 'B')
			return 0;
		i += 2;
		while (i < len && s[i] == ' ')
			i++;
	}
	if (i >= len || s[i] != '"')
		return 0;
	q1 = s + i;
	q2 = memchr(q1 + 1, '"', (size_t)(end - q1 - 1));
	if (!q2 || q2 - q1 - 1 < 2 || (size_t)(q2 - q1 - 1) >= nn ||
	    memchr(q2 + 1, '"', (size_t)(end - q2 - 1)))
		return 0;
	for (as = q2 + 1; as + 9 <= end; as++)
		if (!memcmp(as, " as /dev/", 9))
			break;
	if (as + 9 > end)
		return 0;
	d = as + 4;
	for (e = d + 5;
	     e < end && (isalnum((unsigned char)*e) || strchr("/-_.", *e));)
		e++;
	if (e == d + 5 || (size_t)(e - d) >= nd ||
	    (e < end && *e != ':' &&
	     !(*e == ' ' && e + 1 < end && e[1] == '[')))
		return 0;
	for (const char *p = e; p + 5 <= end; p++)
		if (!memcmp(p, "/dev/", 5))
			return 0; /* a second device: whose line is it? */
	memcpy(dev, d, (size_t)(e - d));
	dev[e - d] = '\0';
	if (line_no_storage_device(dev))
		return 0;
	memcpy(name, q1 + 1, (size_t)(q2 - q1 - 1));
	name[q2 - q1 - 1] = '\0';
	return 1;
}

int line_command_caption(const char *s, size_t len, char *out, size_t n)
{
	/* a person, a pointer to other text, or a step of a story: no
	 * name of what ran */
	static const char *const away[] = {
	    "i",     "i'm",  "we",    "you",   "my",	"our",	 "it",
	    "this",  "that", "these", "those", "here",	"there", "what",
	    "which", "who",  "why",   "how",   "when",	"if",	 "is",
	    "are",   "was",  "were",  "has",   "have",	"had",	 "get",
	    "gets",  "got",  "gives", "shows", "looks", "seems", NULL};
	static const char *const lead[] = {"and",  "then", "now",   "so",
					   "but",  "also", "again", "next",
					   "same", "once", "first", NULL};
	size_t b = 0, words = 0, e;

	if (line_caption(s, len, out, n))
		return 1;
	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (b < len && strchr("> \t", s[b]))
		b++;
	if (len < b + 4 || len - b > 100 || s[len - 1] != ':' ||
	    !(isupper((unsigned char)s[b]) || isdigit((unsigned char)s[b])))
		return 0;
	e = len - 1;
	while (e > b && isspace((unsigned char)s[e - 1]))
		e--;
	if (e <= b || e - b >= n)
		return 0;
	for (size_t i = b; i < e; i++) {
		if (strchr("=|`$\"',;?!:#<>*_[]{}", s[i]) ||
		    (s[i] == '.' && (i + 1 == e || s[i + 1] == ' ')))
			return 0;
		if (!isspace((unsigned char)s[i]) &&
		    (i == b || isspace((unsigned char)s[i - 1]))) {
			size_t k = i;

			while (k < e && !isspace((unsigned char)s[k]))
				k++;
			/* "The disks are set up with hdparm at boot:"
			 * tells of the tool, of another command */
			if (word_in(s + i, k - i, away) ||
			    bench_tool_word(s + i, k - i) ||
			    (!words && word_in(s + i, k - i, lead)))
				return 0;
			words++;
		}
	}
	if (words < 2 || words > 12 || line_is_intro(s, len) ||
	    line_is_attribution(s, len) || line_is_example_intro(s, len) ||
	    line_is_post_heading(s, len) || line_is_parameters(s, len) ||
	    line_is_form_section(s, len) || line_is_password_prompt(s, len) ||
	    line_is_remark(s, len) || line_names_nothing(s, len) ||
	    line_article_sentence(s + b, e - b) ||
	    line_action_title(s + b, e - b) || line_test_title(s + b, e - b))
		return 0;
	snprintf(out, n, "%.*s", (int)(e - b), s + b);
	return 1;
}

/* Whether words s..e (blanks between) are one state of a comparison
 * with a change: a state's word, at most two words, a change's word,
 * then at most one word holding a digit ("without this patch", "after
 * the change", "with patch v2", "nach dem Patch", "sans le correctif"). */
static int state_phrase(const char *s, const char *e)
{
	static const char *const states[] = {
	    "before", "after", "with",	"without",	  "vor",
	    "nach",   "mit",   "ohne",	"avant",	  "apr\xc3\xa8s",
	    "avec",   "sans",  "antes", "despu\xc3\xa9s", "con",
	    "sin",    "prima", "dopo",	"senza",	  NULL};
	static const char *const changes[] = {"patch",
					      "patches",
					      "patchset",
					      "change",
					      "changes",
					      "commit",
					      "fix",
					      "fixes",
					      "series",
					      "revert",
					      "\xc3\xa4nderung",
					      "\xc3\x84nderung",
					      "correctif",
					      "changement",
					      "modification",
					      "parche",
					      "cambio",
					      "cambios",
					      "modifica",
					      NULL};
	size_t words = 0, noun = 0, after = 0;
	int digit = 0;

	while (s < e) {
		const char *w = s;

		while (s < e && *s != ' ' && *s != '\t') {
			unsigned char c = (unsigned char)*s++;

			if (!isalnum(c) && c < 0x80 && !strchr("-.'", c))
				return 0;
			digit |= isdigit(c) && noun;
		}
		words++;
		if (words == 1 && !word_listed(w, (size_t)(s - w), states, 1))
			return 0;
		if (words > 1 && !noun &&
		    word_listed(w, (size_t)(s - w), changes, 1))
			noun = words;
		else if (noun)
			after++;
		while (s < e && (*s == ' ' || *s == '\t'))
			s++;
	}
	return noun && noun <= 4 && (!after || (after == 1 && digit));
}

/*
 * Cut a caption's closing ':' (or CJK's '：') from s, *len bytes, the
 * emphasis and blanks after it first: 1 when there was one, else 0.
 */
static int cut_caption_colon(const char *s, size_t *len)
{
	while (*len && strchr(" \t*_", s[*len - 1]))
		(*len)--;
	if (*len >= 3 && !memcmp(s + *len - 3, "\xef\xbc\x9a", 3))
		*len -= 3;
	else if (*len && s[*len - 1] == ':')
		(*len)--;
	else
		return 0;
	return 1;
}

int line_state_caption(const char *s, size_t len, char *out, size_t n)
{
	size_t b = 0, o;

	if (!cut_caption_colon(s, &len))
		return 0;
	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	while (b < len && strchr(" \t>*_", s[b]))
		b++;
	if (b >= len)
		return 0;
	/* "Create the crypt device on null_blk (without this patch):"
	 * over one run, "(with this patch):" over the next: the state in
	 * the final bracket tells them apart */
	if (s[len - 1] == ')') {
		for (o = len - 1; o > b && s[o - 1] != '(' && s[o - 1] != ')';
		     o--)
			;
		if (o <= b + 1 || s[o - 1] != '(' ||
		    !state_phrase(s + o, s + len - 1) || len - 1 - o >= n)
			return 0;
		snprintf(out, n, "%.*s", (int)(len - 1 - o), s + o);
		return 1;
	}
	if (len - b >= n || !state_phrase(s + b, s + len))
		return 0;
	snprintf(out, n, "%.*s", (int)(len - b), s + b);
	return 1;
}

int line_command_remark(const char *s, size_t len, char *out, size_t n)
{
	/* "(again)", "(2nd run)", "(ran it twice)", "(twice as well)":
	 * which repetition, or a person's note of the doing, no setup */
	static const char *const rerun[] = {
	    "again",	"run",	   "runs",   "ran",	"rerun", "repeat",
	    "repeated", "test",	   "tests",  "try",	"first", "second",
	    "third",	"1st",	   "2nd",    "3rd",	"once",	 "twice",
	    "more",	"another", "time",   "times",	"same",	 "last",
	    "final",	"output",  "result", "results", "it",	 "i",
	    "we",	"did",	   "done",   "as",	"well",	 "also",
	    "too",	"this",	   "that",   "see",	"below", "above",
	    "note",	"sic",	   "etc",    "example", NULL};
	size_t words = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	if (len < 4 || s[0] != '(' || s[len - 1] != ')' || len - 2 >= n ||
	    !isalpha((unsigned char)s[1]))
		return 0;
	s++;
	len -= 2;
	for (size_t i = 0; i < len; i++) {
		if (!isalnum((unsigned char)s[i]) &&
		    !isspace((unsigned char)s[i]) && !strchr("-.+_'", s[i]))
			return 0;
		if (!isspace((unsigned char)s[i]) &&
		    (i == 0 || isspace((unsigned char)s[i - 1]))) {
			size_t k = i;

			while (k < len && !isspace((unsigned char)s[k]))
				k++;
			words++;
			if (word_in(s + i, k - i, rerun))
				return 0;
		}
	}
	if (!words || words > 6 || line_test_title(s, len) ||
	    line_action_title(s, len))
		return 0;
	snprintf(out, n, "%.*s", (int)len, s);
	return 1;
}

int line_wrap_goes_on(const char *prev, size_t plen, const char *cur,
		      size_t clen)
{
	int open = 0;

	while (plen && (prev[plen - 1] == ' ' || prev[plen - 1] == '\t'))
		plen--;
	if (!plen || !clen || strchr(".!?,;:", prev[plen - 1]))
		return 0;
	for (size_t i = 0; i < plen; i++)
		open += prev[i] == '(' ? 1 : prev[i] == ')' ? -1 : 0;
	if (open > 0 && memchr(cur, ')', clen))
		return 1;
	return plen >= 60 && islower((unsigned char)cur[0]);
}

/*
 * Text s (len bytes) without its asides in brackets ("(same card jonathan
 * has)"), blanks left by them folded into one, into out (n bytes, NUL-
 * terminated).  Its length, 0 when a bracket stays open, nothing is left
 * or it does not fit.
 */
static size_t drop_asides(const char *s, size_t len, char *out, size_t n)
{
	size_t b = 0, depth = 0;

	for (size_t i = 0; i < len; i++) {
		if (s[i] == '(' || s[i] == ')') {
			depth += s[i] == '(' ? 1 : depth ? (size_t)-1 : 0;
			continue;
		}
		if (depth || (s[i] == ' ' && (!b || out[b - 1] == ' ')))
			continue;
		if (b + 1 >= n)
			return 0;
		out[b++] = s[i];
	}
	while (b && out[b - 1] == ' ')
		b--;
	if (depth)
		return 0;
	out[b] = '\0';
	return b;
}

/*
 * "here benchmark from my system with an fasttrak-tx4 (same card jonathan
 * has) with WD1800BB :", two lines a mail wrapped (s, len bytes): an
 * introduction ending in ':' that names what ran after its first "on",
 * "for", "under" or "with" (intro_names()), its asides in brackets gone,
 * an article before the name too, a model's word (letters and digits) in
 * it.  The name into out (n bytes); 1 when found.
 */
static int intro_wrapped(const char *s, size_t len, char *out, size_t n)
{
	char bare[256], name[256];
	size_t b, k = 0;
	int model = 0;

	if (len >= sizeof(bare) || s[len - 1] != ':' ||
	    !line_is_intro(s, len) || line_is_attribution(s, len) ||
	    line_is_example_intro(s, len))
		return 0;
	b = drop_asides(s, len - 1, bare, sizeof(bare));
	if (!b || !intro_names(bare, b, name, sizeof(name)))
		return 0;
	if (!strncasecmp(name, "a ", 2))
		k = 2;
	else if (!strncasecmp(name, "an ", 3))
		k = 3;
	else if (!strncasecmp(name, "the ", 4))
		k = 4;
	for (const char *w = name + k; *w;) {
		int digit = 0, alpha = 0;

		for (; *w && *w != ' '; w++) {
			digit |= isdigit((unsigned char)*w) != 0;
			alpha |= isalpha((unsigned char)*w) != 0;
		}
		model |= digit && alpha;
		while (*w == ' ')
			w++;
	}
	if (!model || strlen(name + k) >= n)
		return 0;
	snprintf(out, n, "%s", name + k);
	return 1;
}

int line_wrapped_caption(const char *prev, size_t plen, const char *cur,
			 size_t clen, char *out, size_t n)
{
	char whole[256];
	size_t len, b;

	if (!line_wrap_goes_on(prev, plen, cur, clen) ||
	    plen + clen + 2 > sizeof(whole))
		return 0;
	len = (size_t)snprintf(whole, sizeof(whole), "%.*s %.*s", (int)plen,
			       prev, (int)clen, cur);
	while (len && (whole[len - 1] == ' ' || whole[len - 1] == '\t'))
		len--;
	if (line_caption(whole, len, out, n))
		return 1;
	if (intro_wrapped(whole, len, out, n))
		return 1;
	/* "Name (what it is, at length):" */
	if (len < 3 || whole[len - 1] != ':' || whole[len - 2] != ')')
		return 0;
	for (b = 0; b < len && whole[b] != '('; b++)
		;
	if (!b || b >= len || whole[b - 1] != ' ')
		return 0;
	b--;
	while (b && whole[b - 1] == ' ')
		b--;
	whole[b] = ':';
	return b && line_caption(whole, b + 1, out, n);
}

size_t line_emphasis_unwrap(const char *s, size_t len, size_t *inner)
{
	size_t b = 0, m = 0, n = len;

	*inner = len;
	while (b < n && (s[b] == ' ' || s[b] == '\t'))
		b++;
	while (n > b &&
	       (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
		n--;
	if (b >= n || (s[b] != '_' && s[b] != '*'))
		return 0;
	while (m < 2 && b + m < n && s[b + m] == s[b])
		m++;
	/* the same run closes it, not a longer one ("_x__"), and the text
	 * inside hugs both ("_ x _" is no emphasis) */
	if (n < b + 2 * m + 1 || memcmp(s + n - m, s + b, m) ||
	    s[n - m - 1] == s[b] || s[b + m] == s[b] ||
	    strchr(" \t", s[n - m - 1]) || strchr(" \t", s[b + m]))
		return 0;
	*inner = n - m - (b + m);
	return b + m;
}

size_t line_code_span_unwrap(const char *s, size_t len, size_t *inner)
{
	size_t b = 0, m = 0, n = len, k;

	*inner = len;
	while (b < n && (s[b] == ' ' || s[b] == '\t'))
		b++;
	while (n > b &&
	       (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
		n--;
	while (b + m < n && s[b + m] == '`')
		m++;
	if (!m || n < b + 2 * m + 1)
		return 0;
	/* the first run of exactly m backticks after the opening one closes
	 * the span: it must be the line's last */
	for (k = b + m; k < n;) {
		size_t r = k;

		if (s[k] != '`') {
			k++;
			continue;
		}
		while (r < n && s[r] == '`')
			r++;
		if (r - k == m)
			break;
		k = r;
	}
	if (k != n - m)
		return 0;
	b += m;
	if (k - b >= 2 && s[b] == ' ' && s[k - 1] == ' ')
		b++, k--;
	if (k <= b)
		return 0;
	*inner = k - b;
	return b;
}

int line_is_cut_mark(const char *s, size_t len)
{
	static const char *const words[] = {
	    "snip",
	    "snipped",
	    "cut",
	    "trimmed",
	    "truncated",
	    "omitted",
	    "elided",
	    "removed",
	    "skipped",
	    "lines",
	    "line",
	    "more",
	    "output",
	    "etc",
	    "gekürzt",
	    "coupé",
	    "tronqué",
	    "recortado",
	    "omitido",
	    "пропущено",
	    "\xe7\x95\xa5",		/* 略 */
	    "\xe7\x9c\x81\xe7\x95\xa5", /* 省略 */
	    "\xe4\xb8\xad\xe7\x95\xa5", /* 中略 */
	    "\xe4\xbb\xa5\xe4\xb8\x8b", /* 以下 */
	    "\xec\x83\x9d\xeb\x9e\xb5", /* 생략 */
	    "\xec\xa4\x91\xeb\x9e\xb5", /* 중략 */
	    "\xec\x9d\xb4\xed\x95\x98", /* 이하 */
	    "\xe2\x80\xa6",		/* … */
	    "\xe2\x8b\xaf",		/* ⋯ */
	    "\xe2\x9c\x82",		/* ✂ */
	    NULL,
	};
	int word = 0, dots = 0, digit = 0;
	size_t o = 0;

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	while (len && (*s == ' ' || *s == '\t')) {
		s++;
		len--;
	}
	if (!len || len > 60)
		return 0;
	/* a "key=value" (most lines of a tool's output): no mark */
	for (const char *q = s; (q = memchr(q, '=', len - (size_t)(q - s)));
	     q++)
		if (q + 1 < s + len && isalnum((unsigned char)q[1]))
			return 0;
	/* a note opening with an ellipsis: "<... stats deleted for clarity
	 * ...>", "[... 60 fields ...]", "...(생략)..." */
	if (strchr("[(<", *s))
		for (o = 1; o < len && (s[o] == ' ' || s[o] == '\t'); o++)
			;
	if ((len - o >= 3 && !memcmp(s + o, "...", 3)) ||
	    (len - o >= 3 && !memcmp(s + o, "\xe2\x80\xa6", 3)))
		return 1;
	for (size_t i = 0; i < len;) {
		unsigned char c = (unsigned char)s[i];
		size_t k = 0;

		if (strchr(" \t.-_=~*#[](){}<>|/:;,!`'\"8", c) && c) {
			dots += c == '.';
			i++;
			continue;
		}
		if (c >= '0' && c <= '9') {
			while (i < len && s[i] >= '0' && s[i] <= '9')
				i++;
			digit = 1;
			continue;
		}
		for (size_t w = 0; words[w] && !k; w++) {
			size_t l;

			/* the first letter first: most lines fail on it */
			if ((unsigned char)words[w][0] != tolower(c))
				continue;
			l = strlen(words[w]);
			if (l <= len - i && !strncasecmp(s + i, words[w], l) &&
			    (i + l == len ||
			     (unsigned char)words[w][0] >= 0x80 ||
			     !isalpha((unsigned char)s[i + l])))
				k = l;
		}
		if (!k)
			return 0;
		word = 1;
		i += k;
	}
	/* dots alone ("....", "[ ... ]"), not a version ("1.2.3") */
	return word || (dots >= 2 && !digit);
}

int line_is_time_report(const char *s, size_t len)
{
	static const char *const words[] = {"real", "user", "sys"};
	size_t i = 0, w, digits = 0;

	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	for (w = 0; w < 3; w++) {
		size_t n = strlen(words[w]);

		if (len - i > n && !strncasecmp(s + i, words[w], n) &&
		    (s[i + n] == ' ' || s[i + n] == '\t'))
			break;
	}
	if (w == 3)
		return 0;
	i += strlen(words[w]);
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	/* 0m4.354s, 4.354s, 4.35, 1h2m3.4s, 0:04.35 */
	for (; i < len; i++) {
		if (s[i] >= '0' && s[i] <= '9')
			digits++;
		else if (!strchr("hms.,:", s[i]))
			break;
	}
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return digits && i == len;
}

static const struct {
	const char *w;
	int op;
} direction_vocab[] = {
    {"write", IODB_OP_WRITE},
    {"writes", IODB_OP_WRITE},
    {"writing", IODB_OP_WRITE},
    {"written", IODB_OP_WRITE},
    {"overwrite", IODB_OP_WRITE}, /* "# Overwrite": the file again */
    {"schreiben", IODB_OP_WRITE},
    {"schreibtest", IODB_OP_WRITE},
    {"\xc3\xa9"
     "criture",
     IODB_OP_WRITE}, /* écriture */
    {"escritura", IODB_OP_WRITE},
    {"scrittura", IODB_OP_WRITE},
    {"escrita", IODB_OP_WRITE},
    {"\xd0\xb7\xd0\xb0\xd0\xbf\xd0\xb8\xd1\x81\xd1\x8c",
     IODB_OP_WRITE}, /* запись */
    {"\xd0\x97\xd0\xb0\xd0\xbf\xd0\xb8\xd1\x81\xd1\x8c",
     IODB_OP_WRITE},					     /* Запись */
    {"\xec\x93\xb0\xea\xb8\xb0", IODB_OP_WRITE},	     /* 쓰기 */
    {"\xe6\x9b\xb8\xe3\x81\x8d\xe8\xbe\xbc", IODB_OP_WRITE}, /* 書き込 */
    {"\xe6\x9b\xb8\xe8\xbe\xbc", IODB_OP_WRITE},	     /* 書込 */
    {"\xe5\x86\x99\xe5\x85\xa5", IODB_OP_WRITE},	     /* 写入 */
    {"\xe5\xaf\xab\xe5\x85\xa5", IODB_OP_WRITE},	     /* 寫入 */
    {"read", IODB_OP_READ},
    {"reads", IODB_OP_READ},
    {"reading", IODB_OP_READ},
    {"lesen", IODB_OP_READ},
    {"lire", IODB_OP_READ}, /* "Lire les IOPS" */
    {"lesetest", IODB_OP_READ},
    {"lecture", IODB_OP_READ},
    {"lectura", IODB_OP_READ},
    {"lettura", IODB_OP_READ},
    {"leitura", IODB_OP_READ},
    {"\xd1\x87\xd1\x82\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
     IODB_OP_READ}, /* чтение */
    {"\xd0\xa7\xd1\x82\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
     IODB_OP_READ},					    /* Чтение */
    {"\xec\x9d\xbd\xea\xb8\xb0", IODB_OP_READ},		    /* 읽기 */
    {"\xe8\xaa\xad\xe3\x81\xbf\xe8\xbe\xbc", IODB_OP_READ}, /* 読み込 */
    {"\xe8\xaa\xad\xe8\xbe\xbc", IODB_OP_READ},		    /* 読込 */
    {"\xe8\xaf\xbb\xe5\x8f\x96", IODB_OP_READ},		    /* 读取 */
    {"\xe8\xae\x80\xe5\x8f\x96", IODB_OP_READ},		    /* 讀取 */
};

/*
 * Whether direction_vocab[k] stands at p in [a, b), a Latin word whole
 * (case aside): its length, else 0.
 */
static size_t direction_word_at(const char *a, const char *p, const char *b,
				size_t k)
{
	const char *w = direction_vocab[k].w;
	size_t n = strlen(w);
	int latin = !(w[0] & 0x80);

	if ((size_t)(b - p) < n ||
	    (latin ? strncasecmp(p, w, n) : memcmp(p, w, n)))
		return 0;
	if (latin && ((p > a && isalpha((unsigned char)p[-1])) ||
		      (p + n < b && isalpha((unsigned char)p[n]))))
		return 0;
	return n;
}

/*
 * The direction a few words say: "WRITE:", "READ (W/O CACHE):", "Lesen",
 * "쓰기", "読み込み", "写入" - IODB_OP_READ or IODB_OP_WRITE when the words
 * name one direction only, else 0.  Latin words count as whole words.
 */
int line_direction_words(const char *a, const char *b)
{
	int found = 0;

	for (const char *p = a; p < b; p++) {
		for (size_t k = 0;
		     k < sizeof(direction_vocab) / sizeof(direction_vocab[0]);
		     k++) {
			if (!direction_word_at(a, p, b, k))
				continue;
			if (found && found != direction_vocab[k].op)
				return 0;
			found = direction_vocab[k].op;
		}
	}
	return found;
}

int line_direction_label(char *label, int op)
{
	int said;
	size_t nl = line_direction_bracket(label, strlen(label), &said);

	if (!nl)
		return 1;
	if (op && op != said) {
		label[0] = '\0';
		return 0;
	}
	label[nl] = '\0';
	return 1;
}

size_t line_direction_bracket(const char *s, size_t len, int *op)
{
	size_t e = len, o, a, z;

	while (e && s[e - 1] && strchr(" \t*_:", s[e - 1]))
		e--;
	if (e < 3 || s[e - 1] != ')')
		return 0;
	for (o = e - 1; o && s[o - 1] != '(' && s[o - 1] != ')'; o--)
		;
	if (!o || s[o - 1] != '(')
		return 0;
	/* the bracket's word alone, emphasis inside it aside ("(**write**)") */
	for (a = o, z = e - 1; a < z && strchr(" \t*_", s[a]); a++)
		;
	while (z > a && strchr(" \t*_", s[z - 1]))
		z--;
	for (size_t k = 0;
	     k < sizeof(direction_vocab) / sizeof(direction_vocab[0]); k++) {
		size_t n = direction_word_at(s + a, s + a, s + z, k);

		/* "読み込み", "書き込み": the word's kana ending */
		if (n &&
		    (n == z - a || (n + 3 == z - a &&
				    !memcmp(s + a + n, "\xe3\x81\xbf", 3)))) {
			/* the name before the bracket, a letter in it */
			for (o--; o && (s[o - 1] == ' ' || s[o - 1] == '\t');
			     o--)
				;
			for (size_t i = 0; i < o; i++)
				if (isalnum((unsigned char)s[i]) ||
				    (unsigned char)s[i] >= 0x80) {
					*op = direction_vocab[k].op;
					return o;
				}
			return 0;
		}
	}
	return 0;
}

int line_phase_direction(const char *a, const char *b)
{
	static const char *const fill[] = {"fill",
					   "fills",
					   "filling",
					   "f\xc3\xbcllen",
					   "bef\xc3\xbcllen",
					   "remplissage",
					   "remplir",
					   "llenado",
					   "llenar",
					   "preencher",
					   "preenchimento",
					   "riempimento",
					   NULL};
	/* the start of a word of making (Latin and Cyrillic) */
	static const char *const create[] = {
	    "crea",
	    "cria",
	    "erstell",
	    "anleg",
	    "cr\xc3\xa9"
	    "a",
	    "cr\xc3\xa9"
	    "e",
	    "\xd1\x81\xd0\xbe\xd0\xb7\xd0\xb4\xd0\xb0", /* созда */
	    "\xd0\xa1\xd0\xbe\xd0\xb7\xd0\xb4\xd0\xb0", /* Созда */
	    NULL};
	static const char *const file[] = {
	    "file",	 "files",    "testfile", "testfiles", "tmpfile",
	    "tempfile",	 "datafile", "bigfile",	 "dummyfile", "datei",
	    "testdatei", "fichier",  "fichiers", "archivo",   "fichero",
	    "arquivo",	 "ficheiro", NULL};
	/* words with no blank around them: CJK; and Cyrillic's file */
	static const char *const cjk_create[] = {
	    "\xec\x83\x9d\xec\x84\xb1", /* 생성 */
	    "\xe4\xbd\x9c\xe6\x88\x90", /* 作成 */
	    "\xe7\x94\x9f\xe6\x88\x90", /* 生成 */
	    "\xe5\x88\x9b\xe5\xbb\xba", /* 创建 */
	    "\xe5\x89\xb5\xe5\xbb\xba", /* 創建 */
	    "\xe5\xbb\xba\xe7\xab\x8b", /* 建立 */
	    NULL};
	static const char *const cjk_file[] = {
	    "\xed\x8c\x8c\xec\x9d\xbc",				/* 파일 */
	    "\xe3\x83\x95\xe3\x82\xa1\xe3\x82\xa4\xe3\x83\xab", /* ファイル */
	    "\xe6\x96\x87\xe4\xbb\xb6",				/* 文件 */
	    "\xe6\xaa\x94\xe6\xa1\x88",				/* 檔案 */
	    "\xd1\x84\xd0\xb0\xd0\xb9\xd0\xbb",			/* файл */
	    "\xd0\xa4\xd0\xb0\xd0\xb9\xd0\xbb",			/* Файл */
	    NULL};
	int said = line_direction_words(a, b), fills = 0, creates = 0;
	int files = 0;

	for (const char *p = a; p < b;) {
		const char *e = p;

		while (e < b && (isalnum((unsigned char)*e) ||
				 (unsigned char)*e >= 0x80))
			e++;
		if (e == p) {
			p++;
			continue;
		}
		fills |= word_listed(p, (size_t)(e - p), fill, 1);
		files |= word_listed(p, (size_t)(e - p), file, 1);
		for (size_t k = 0; create[k]; k++)
			if ((size_t)(e - p) >= strlen(create[k]) &&
			    !strncasecmp(p, create[k], strlen(create[k])))
				creates = 1;
		p = e;
	}
	for (size_t k = 0; cjk_create[k]; k++)
		creates |= text_find(a, (size_t)(b - a), cjk_create[k],
				     strlen(cjk_create[k])) != NULL;
	for (size_t k = 0; cjk_file[k]; k++)
		files |= text_find(a, (size_t)(b - a), cjk_file[k],
				   strlen(cjk_file[k])) != NULL;
	if (!fills && !(creates && files))
		return 0;
	return said && said != IODB_OP_WRITE ? 0 : IODB_OP_WRITE;
}

/* Whether s (n bytes) is a Linux disk's name: sda, vdb, xvdf, hdc,
 * nvme0n1, mmcblk0, md127, dm-0, loop3, with a partition's number. */
static int kernel_disk(const char *s, size_t n)
{
	static const char *const pre[] = {"sd", "vd", "xvd", "hd", NULL};
	static const char *const num[] = {"nvme", "mmcblk", "md",
					  "dm-",  "loop",   NULL};
	size_t i;

	if (n == 3 && !memcmp(s, "hdd", 3))
		return 0; /* the word far more than the old IDE disk */
	for (int k = 0; pre[k]; k++) {
		size_t m = strlen(pre[k]);

		if (n <= m || n > m + 6 || strncmp(s, pre[k], m))
			continue;
		for (i = m; i < n && s[i] >= 'a' && s[i] <= 'z'; i++)
			;
		if (i == m || i > m + 2)
			return 0;
		while (i < n && s[i] >= '0' && s[i] <= '9')
			i++;
		return i == n;
	}
	for (int k = 0; num[k]; k++) {
		size_t m = strlen(num[k]);

		if (n <= m || n > m + 10 || strncmp(s, num[k], m) ||
		    s[m] < '0' || s[m] > '9')
			continue;
		for (i = m; i < n; i++)
			if (!((s[i] >= '0' && s[i] <= '9') || s[i] == 'n' ||
			      s[i] == 'p'))
				return 0;
		return 1;
	}
	return 0;
}

/* Whether s (n bytes) is a BSD disk's name: ad0, ada1, da2, nvd0, vtbd0,
 * OpenBSD's sd0 and wd0, with a slice or a partition ("ad0s1a", "da0p2",
 * "sd0a"). */
static int bsd_disk(const char *s, size_t n)
{
	static const char *const pre[] = {"ada", "ad",	 "da", "nda",  "nvd",
					  "sd",	 "vtbd", "wd", "mfid", NULL};

	for (int k = 0; pre[k]; k++) {
		size_t m = strlen(pre[k]), i = m, d;

		if (n <= m || strncmp(s, pre[k], m))
			continue;
		while (i < n && i < m + 3 && s[i] >= '0' && s[i] <= '9')
			i++;
		if (i == m)
			continue;
		if (i < n && (s[i] == 's' || s[i] == 'p')) {
			for (d = ++i; i < n && s[i] >= '0' && s[i] <= '9';)
				i++;
			if (i == d)
				return 0;
		}
		if (i < n && s[i] >= 'a' && s[i] <= 'h')
			i++;
		return i == n;
	}
	return 0;
}

int line_disk_name(const char *s, size_t len)
{
	return kernel_disk(s, len) || bsd_disk(s, len);
}

int line_device_legend(const char *s, size_t len, char devs[][32], int max,
		       char *desc, size_t n)
{
	const char *p = s, *end = s + len;
	size_t words = 0;
	int nd = 0, letter = 0;

	while (p < end && isblank((unsigned char)*p))
		p++;
	for (;;) {
		const char *w = p, *e = p;
		char sep;

		while (e < end && !isblank((unsigned char)*e))
			e++;
		if (e - w > 5 && !strncmp(w, "/dev/", 5))
			w += 5;
		if (e == w || e - w >= 32 ||
		    !line_disk_name(w, (size_t)(e - w)))
			break;
		p = e;
		while (p < end && isblank((unsigned char)*p))
			p++;
		if (end - p < 2 || (*p != '=' && *p != '-') ||
		    !isblank((unsigned char)p[1]) || nd == max)
			return 0;
		sep = *p++;
		snprintf(devs[nd++], 32, "%.*s", (int)(e - w), w);
		while (p < end && isblank((unsigned char)*p))
			p++;
		/* "hda = hdb = ...": only '=' joins devices */
		if (sep != '=')
			break;
	}
	while (end > p && isblank((unsigned char)end[-1]))
		end--;
	if (!nd || p == end || (size_t)(end - p) >= n ||
	    memchr(p, ':', (size_t)(end - p)) ||
	    memchr(p, '=', (size_t)(end - p)) ||
	    memmem(p, (size_t)(end - p), "/sec", 4))
		return 0;
	for (const char *q = p; q < end; q++) {
		letter |= isalpha((unsigned char)*q) != 0;
		words += !isblank((unsigned char)*q) &&
			 (q == p || isblank((unsigned char)q[-1]));
	}
	if (!letter || words > 12)
		return 0;
	snprintf(desc, n, "%.*s", (int)(end - p), p);
	return nd;
}

/*
 * "=== /dev/sdb ===", "==> /dev/nvme0n1 <==", "--- /dev/sda ---",
 * "[/dev/sdc]", "/dev/sdb:": a line naming one device between
 * decorations.  Copies the device into dev and returns 1, else 0.
 */
int line_separator_device(const char *s, size_t len, char *dev, size_t n,
			  int bare)
{
	size_t i = 0, b, e;

	while (i < len && strchr("=-#*<>[]():~+| \t", s[i]))
		i++;
	b = i;
	while (i < len && s[i] != ' ' && s[i] != '\t' && s[i] != '<' &&
	       s[i] != ']' && s[i] != ')' && s[i] != '=')
		i++;
	e = i;
	while (e > b && s[e - 1] == ':')
		e--;
	while (i < len && strchr("=-#*<>[]():~+| \t", s[i]))
		i++;
	if (i != len || e - b >= n || e == b)
		return 0;
	if (b == 0 && i == e && !bare) /* a bare "/dev/sdb" is no separator */
		return 0;
	if (e - b < 6 || strncmp(s + b, "/dev/", 5)) {
		/* "===== sda =====", "--- nvme0n1 ---": a kernel's disk
		 * name between decorations on both sides is that device */
		if (!b || i == e || e - b + 6 > n || !kernel_disk(s + b, e - b))
			return 0;
		snprintf(dev, n, "/dev/%.*s", (int)(e - b), s + b);
		return 1;
	}
	memcpy(dev, s + b, e - b);
	dev[e - b] = '\0';
	/* "/dev/zero" over "-----": a post's section about it, no disk */
	return !line_no_storage_device(dev);
}

/*
 * Whether a value v (n bytes) is a reading a machine printed, a number
 * and a unit of temperature or voltage ("65.9'C" of vcgencmd's
 * "temp=65.9'C", "48.2°C", "0.8563V"): an output's line, no setting.
 */
static int reading_value(const char *v, size_t n)
{
	static const char *const units[] = {"'C",
					    "\xc2\xb0"
					    "C",
					    "C", "V", NULL};
	size_t i = 0;

	while (i < n && (isdigit((unsigned char)v[i]) || v[i] == '.'))
		i++;
	if (!i || !isdigit((unsigned char)v[0]))
		return 0;
	for (size_t k = 0; units[k]; k++)
		if (n - i == strlen(units[k]) &&
		    !memcmp(v + i, units[k], n - i))
			return 1;
	return 0;
}

/*
 * Whether key k (n bytes) of a "key=value" is one fio prints in its
 * output ("ios", "util", "aggrutil", "mint", "runt", "majf"): its disk
 * stats, group, job and cpu lines, no option of a job.
 */
static int fio_output_key(const char *k, size_t n)
{
	static const char *const keys[] = {
	    "ios",  "merge", "ticks", "in_queue", "util",  "mint",
	    "maxt", "minb",  "maxb",  "aggrb",	  "io",	   "run",
	    "runt", "bw",    "iops",  "usr",	  "sys",   "ctx",
	    "majf", "minf",  "avg",   "stdev",	  "per",   "samples",
	    "min",  "max",   "short", "drop",	  "total", NULL};

	if (n > 4 && !memcmp(k, "aggr", 4))
		return 1; /* aggrios, aggrmerge, aggrin_queue, aggrutil */
	for (size_t i = 0; keys[i]; i++)
		if (strlen(keys[i]) == n && !memcmp(keys[i], k, n))
			return 1;
	return 0;
}

/*
 * fio's own headings that end in a bracket and ':' ("#": a number;
 * "(Xsec):" "(usec):", "(nsec):" or "(msec):"), the lines a wrap cuts
 * into pieces that read as captions.
 */
static const char *const fio_headings[] = {"Disk stats (read/write):",
					   "Run status group # (all jobs):",
					   "clat percentiles (Xsec):",
					   "lat percentiles (Xsec):",
					   "slat percentiles (Xsec):",
					   "clat (Xsec):",
					   "lat (Xsec):",
					   "slat (Xsec):"};

/* Whether word w (n bytes) is word h (hn bytes) of a heading. */
static int heading_word(const char *w, size_t n, const char *h, size_t hn)
{
	if (hn == 1 && *h == '#') {
		for (size_t i = 0; i < n; i++)
			if (!isdigit((unsigned char)w[i]))
				return 0;
		return n > 0;
	}
	if (n != hn)
		return 0;
	if (hn == 7 && !memcmp(h, "(Xsec):", 7))
		return w[0] == '(' &&
		       (w[1] == 'u' || w[1] == 'n' || w[1] == 'm') &&
		       !memcmp(w + 2, "sec):", 5);
	return !memcmp(w, h, n);
}

/*
 * Whether the words of s[b, e) are those of heading h from its word
 * hb on, word for word: to its end when whole is set, else any number of
 * them (one at least).
 */
static int heading_words_from(const char *s, size_t b, size_t e, const char *h,
			      size_t hb, int whole)
{
	size_t hl = strlen(h), nw = 0;

	for (;;) {
		size_t we = b, hwe = hb;

		while (b < e && (s[b] == ' ' || s[b] == '\t'))
			b++;
		if (b == e)
			return nw && (!whole || hb >= hl);
		if (hb >= hl)
			return 0;
		for (we = b; we < e && s[we] != ' ' && s[we] != '\t';)
			we++;
		while (hwe < hl && h[hwe] != ' ')
			hwe++;
		if (!heading_word(s + b, we - b, h + hb, hwe - hb))
			return 0;
		nw++;
		b = we;
		hb = hwe + 1;
	}
}

/*
 * Whether s[b, e) (trimmed) is the end of one of fio_headings a wrap
 * cut, from a word on: the bracket fio prints before its ':' ("(read/
 * write):", "(all jobs):", "(usec):"), alone or after the last words of
 * the heading it closes ("stats (read/write):", "group 0 (all jobs):",
 * "percentiles (usec):", "lat (nsec):").
 */
static int fio_heading_tail(const char *s, size_t b, size_t e)
{
	if (e - b < 7 || s[e - 1] != ':' || s[e - 2] != ')')
		return 0;
	for (size_t k = 0; k < sizeof(fio_headings) / sizeof(*fio_headings);
	     k++) {
		const char *h = fio_headings[k];

		for (size_t hb = 0; h[hb]; hb++)
			if ((hb == 0 || h[hb - 1] == ' ') &&
			    heading_words_from(s, b, e, h, hb, 1))
				return 1;
	}
	return 0;
}

int line_fio_heading_goes_on(const char *prev, size_t plen, const char *s,
			     size_t len)
{
	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	while (plen && (prev[plen - 1] == ' ' || prev[plen - 1] == '\t'))
		plen--;
	if (!len || !plen || len > 40)
		return 0;
	for (size_t k = 0; k < sizeof(fio_headings) / sizeof(*fio_headings);
	     k++) {
		const char *h = fio_headings[k];

		/* prev ends with the heading's words before hb (from its
		 * first, after a blank or at prev's start), s goes on from
		 * there */
		for (size_t hb = 1; h[hb]; hb++) {
			size_t pb;

			if (h[hb - 1] != ' ' || hb - 1 > plen)
				continue;
			pb = plen - (hb - 1);
			if ((pb == 0 || prev[pb - 1] == ' ') &&
			    heading_words_from(prev, pb, plen, h, 0, 0) &&
			    heading_words_from(s, 0, len, h, hb, 0))
				return 1;
		}
	}
	return 0;
}

int line_is_fio_piece(const char *s, size_t len)
{
	size_t i = 0, fio = 0;

	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if ((len - i >= 16 && !memcmp(s + i, "Run status group", 16)) ||
	    (len - i >= 12 && !memcmp(s + i, "Disk stats (", 12)))
		return 1;
	/* "(read/write):", "stats (read/write):": a heading's end */
	if (len && s[len - 1] == ':' && fio_heading_tail(s, i, len))
		return 1;
	while (i < len) {
		size_t b, e, k;

		while (i < len && strchr(" \t,", s[i]))
			i++;
		if (i == len)
			break;
		b = i;
		while (i < len && s[i] != ' ' && s[i] != '\t' && s[i] != ',')
			i++;
		e = i;
		/* "(3391kB/s-3391kB/s)", "(50.9MB)": the figure fio prints
		 * in brackets after one */
		if (s[b] == '(' && s[e - 1] == ')' && e - b > 2 &&
		    isdigit((unsigned char)s[b + 1]))
			continue;
		for (k = b;
		     k < e && (islower((unsigned char)s[k]) ||
			       isdigit((unsigned char)s[k]) || s[k] == '_');
		     k++)
			;
		if (k == b || k + 1 >= e || s[k] != '=' ||
		    !isdigit((unsigned char)s[k + 1]))
			return 0;
		fio += fio_output_key(s + b, k - b) || s[e - 1] == '%';
	}
	return fio > 0;
}

/*
 * How a drive was attached, its name aside: an interface or port and its
 * version ("USB 3.0", "USB-C", "SATA III", "PCIe 3.0 x4", "Thunderbolt
 * 3"), a hub or a direct link ("via hub", "через хаб", "напрямую"),
 * and the few words around them ("front port", "в порту USB 2.0").
 * Interfaces and the words of a hub or a direct link count as naming
 * the attachment; the others only go with them.  Cyrillic is listed
 * capitalized too: strncasecmp() folds no Cyrillic.
 */
static const char *const attach_ifaces[] = {
    "usb",	"usb2",	 "usb3",  "usb-c", "usb-a", "type-c",
    "typec",	"sata",	 "sata2", "sata3", "esata", "sas",
    "pcie",	"pci-e", "m.2",	  "uas",   "uasp",  "thunderbolt",
    "firewire", "tb3",	 "tb4",	  "ide",   "pata",  NULL,
};
static const char *const attach_links[] = {
    "hub",	"direct",	"directly",    "direkt",       "directement",
    "directo",	"directamente", "diretamente", "concentrador", "хаб",
    "хаба",	"хабе",		"хабом",       "Хаб",	       "напрямую",
    "Напрямую", "прямо",	"Прямо",       NULL,
};
static const char *const attach_filler[] = {
    "via",	 "through",	"thru",	   "over",   "on",	 "the",
    "a",	 "to",		"in",	   "no",     "without",	 "port",
    "ports",	 "front",	"rear",	   "back",   "case",	 "native",
    "onboard",	 "motherboard", "cable",   "über",   "am",	 "ohne",
    "anschluss", "par",		"sans",	   "por",    "sin",	 "puerto",
    "porta",	 "через",	"Через",   "без",    "Без",	 "в",
    "В",	 "к",		"К",	   "на",     "На",	 "порт",
    "Порт",	 "порту",	"порте",   "порты",  "гнездо",	 "гнезде",
    "родной",	 "родном",	"Родной",  "Родном", "передний", "переднем",
    "задний",	 "заднем",	"корпусе", NULL,
};

/* Whether token w (n bytes) is an interface's version or width: "3.0",
 * "2", "Gen2", "gen2x2", "x4", "2x2", "II", "III". */
static int attach_version(const char *w, size_t n)
{
	size_t i = 0, d = 0;

	if (n >= 3 && !strncasecmp(w, "gen", 3))
		i = 3;
	else if (n >= 2 && (w[0] == 'x' || w[0] == 'X'))
		i = 1;
	else if ((n == 2 && !strncasecmp(w, "ii", 2)) ||
		 (n == 3 && !strncasecmp(w, "iii", 3)))
		return 1;
	for (; i < n; i++) {
		if (isdigit((unsigned char)w[i]))
			d++;
		else if (w[i] != '.' && w[i] != 'x' && w[i] != 'X')
			return 0;
	}
	return d > 0 || (n == 3 && i == 3);
}

int line_is_attachment(const char *s, size_t len)
{
	size_t i = 0, words = 0;
	int named = 0;

	while (i < len) {
		size_t b, n;

		while (i < len && strchr(" \t()[],;:/*_", s[i]))
			i++;
		b = i;
		while (i < len && !strchr(" \t()[],;:/*_", s[i]))
			i++;
		n = i - b;
		if (!n)
			break;
		if (++words > 8)
			return 0;
		if (word_listed(s + b, n, attach_ifaces, 1) ||
		    word_listed(s + b, n, attach_links, 1))
			named = 1;
		else if (n > 3 && !strncasecmp(s + b, "usb", 3) &&
			 attach_version(s + b + 3, n - 3))
			named = 1; /* "USB3.0" */
		else if (!attach_version(s + b, n) &&
			 !word_listed(s + b, n, attach_filler, 1))
			return 0;
	}
	return named;
}

/*
 * A line of settings alone, "`dtparam=pciex1`", '"atime=off"': key=value
 * words (in code marks or quotes or not), the configuration the figures
 * below were taken under, not the name of what they measure.
 */
int line_is_settings(const char *s, size_t len)
{
	size_t i = 0, words = 0;

	/* "aggrutil=0.00%": fio's figures wrapped off their line */
	if (line_is_fio_piece(s, len))
		return 0;

	while (i < len) {
		size_t b, e, k;

		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (i == len)
			break;
		b = i;
		while (i < len && s[i] != ' ' && s[i] != '\t')
			i++;
		e = i;
		while (b < e && strchr("`\"'", s[b]))
			b++;
		while (e > b && strchr("`\"',", s[e - 1]))
			e--;
		for (k = b; k < e && s[k] != '='; k++)
			if (!(islower((unsigned char)s[k]) ||
			      isdigit((unsigned char)s[k]) || s[k] == '_' ||
			      s[k] == '.' || s[k] == '-'))
				return 0;
		if (k == b || k + 1 >= e || reading_value(s + k + 1, e - k - 1))
			return 0;
		words++;
	}
	return words >= 1 && words <= 6;
}

int line_is_setup_detail(const char *s, size_t len)
{
	static const char *const keys[] = {
	    "command", "cmd",	 "commandline", "options",
	    "opts",    "flags",	 "args",	"arguments",
	    "mount",   "fstab",	 "settings",	"parameters",
	    "params",  "config", "line",	NULL};
	size_t i = 0, c, w, words = 0;

	while (i < len && strchr(" \t*_>-", s[i]))
		i++;
	for (c = i; c < len && c < i + 40 && s[c] != ':'; c++)
		if (!isalpha((unsigned char)s[c]) && s[c] != ' ' && s[c] != '-')
			return 0;
	if (c >= len || s[c] != ':' || c == i)
		return 0;
	/* something after the ':' */
	for (w = c + 1; w < len && strchr(" \t*_`", s[w]); w++)
		;
	if (w == len)
		return 0;
	for (size_t k = i; k < c; k++)
		words += s[k] != ' ' && (k == i || s[k - 1] == ' ');
	if (words > 3)
		return 0;
	/* the key's last word */
	for (w = c; w > i && s[w - 1] != ' '; w--)
		;
	for (size_t k = 0; keys[k]; k++)
		if (strlen(keys[k]) == c - w &&
		    !strncasecmp(s + w, keys[k], c - w))
			return 1;
	return 0;
}

/*
 * Whether word w (n bytes) is a version: "1.74", "1.110", "v18.10",
 * "2.6.32-rc1": a digit first ('v' before it or not), a dot between
 * digits, nothing but digits and dots up to a '-', '_' or '+' (so no size:
 * "1.5GB", "2.5K").
 */
static int version_word(const char *w, size_t n)
{
	size_t i = n > 1 && (w[0] == 'v' || w[0] == 'V');
	int dot = 0;

	if (i >= n || !isdigit((unsigned char)w[i]))
		return 0;
	for (; i < n && !strchr("-_+", w[i]); i++) {
		if (w[i] == '.' && i + 1 < n &&
		    isdigit((unsigned char)w[i + 1]))
			dot = 1;
		else if (!isdigit((unsigned char)w[i]))
			return 0;
	}
	for (; i < n; i++)
		if (!isalnum((unsigned char)w[i]) && !strchr("-_+.", w[i]))
			return 0;
	return dot;
}

/* The end of the word at s[i] (not a blank) within len. */
static size_t word_end(const char *s, size_t i, size_t len)
{
	while (i < len && !isspace((unsigned char)s[i]))
		i++;
	return i;
}

/* "When using 1.74 of viostor.sys I get": see line_condition_caption(). */
static int version_clause(const char *s, size_t len, char *out, size_t n)
{
	static const char *const leads[] = {"when using ", "using ", "with ",
					    "on ",	   "under ", NULL};
	size_t i = 0, v, ve, e, of = 0, versions = 0;

	for (size_t k = 0; leads[k] && !i; k++)
		if (len > strlen(leads[k]) &&
		    !strncasecmp(s, leads[k], strlen(leads[k])))
			i = strlen(leads[k]);
	if (!i || strchr(".?!", s[len - 1]))
		return 0;
	/* the only version of the line */
	for (size_t k = 0; k < len;) {
		size_t b = k;

		while (b < len && isspace((unsigned char)s[b]))
			b++;
		k = word_end(s, b, len);
		while (k > b && strchr(",:;)", s[k - 1]))
			k--;
		versions += k > b && version_word(s + b, k - b);
		k = word_end(s, k, len);
	}
	if (versions != 1)
		return 0;
	/* one word before it at most ("driver 2.3", "Linux 5.15") */
	v = i;
	if (!isdigit((unsigned char)s[v]) &&
	    !((s[v] == 'v' || s[v] == 'V') && v + 1 < len &&
	      isdigit((unsigned char)s[v + 1]))) {
		for (size_t k = v; k < word_end(s, v, len); k++)
			if (!isalpha((unsigned char)s[k]))
				return 0;
		v = word_end(s, v, len);
		while (v < len && s[v] == ' ')
			v++;
	}
	ve = word_end(s, v, len);
	while (ve > v && strchr(",:", s[ve - 1]))
		ve--;
	if (ve == v || !version_word(s + v, ve - v))
		return 0;
	e = ve;
	/* "1.74 of viostor.sys" */
	if (len - e > 4 && !strncmp(s + e, " of ", 4) &&
	    !isspace((unsigned char)s[e + 4])) {
		of = e + 4;
		e = word_end(s, of, len);
		while (e > of && strchr(",:", s[e - 1]))
			e--;
	}
	/* then the line's end, a ':' or ',', or "I get ...", "we see ..." */
	{
		const char *r = s + e;
		size_t rl = len - e;

		while (rl && *r == ' ')
			r++, rl--;
		if (!(rl == 0 || *r == ':' || *r == ',' ||
		      (rl > 2 && !strncmp(r, "I ", 2)) ||
		      (rl > 3 && !strncasecmp(r, "we ", 3))))
			return 0;
	}
	/* a name first, as a label reads ("viostor.sys 1.74", "driver
	 * 2.3"): a number first would read as a section's or a figure */
	if (e - i + 9 >= n)
		return 0;
	if (of)
		snprintf(out, n, "%.*s %.*s", (int)(e - of), s + of,
			 (int)(ve - v), s + v);
	else
		snprintf(out, n, "%s%.*s",
			 isdigit((unsigned char)s[i]) ? "version " : "",
			 (int)(ve - i), s + i);
	return 1;
}

/* Whether w (n bytes) is all lowercase hex digits ("8614ddf"). */
static int hex_word(const char *w, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!isdigit((unsigned char)w[i]) &&
		    !(w[i] >= 'a' && w[i] <= 'f'))
			return 0;
	return 1;
}

/*
 * Whether s (len bytes, a bracket's inside) is a short name: see
 * line_condition_caption().  model: one word must be a model's part
 * number or the words a maker's model.
 */
static int bracket_name(const char *s, size_t len, int model)
{
	static const char *const remarks[] = {
	    "using",	 "via",	       "in",	    "from",    "at",
	    "per",	 "about",      "approx",    "around",  "roughly",
	    "ca",	 "e.g",	       "i.e",	    "eg",      "ie",
	    "trimmed",	 "truncated",  "abridged",  "excerpt", "shortened",
	    "partial",	 "cut",	       "snipped",   "edited",  "edit",
	    "updated",	 "update",     "again",	    "cont",    "continued",
	    "average",	 "avg",	       "mean",	    "median",  "best",
	    "worst",	 "total",      "sum",	    "full",    "raw",
	    "formatted", "sic",	       "fyi",	    "oops",    "lol",
	    "unit",	 "units",      "seconds",   "sec",     "run",
	    "runs",	 "times",      "pass",	    "passes",  "tries",
	    "random",	 "sequential", "seq",	    "rand",    "mixed",
	    "randrw",	 "randread",   "randwrite", NULL};
	/* "(vitesses moyennes)", "(Durchschnitt)": which statistic the
	 * sentence gives, in the languages iodb reads, no name */
	static const char *const stats[] = {
	    "moyenne",	  "moyennes", "moyen",	   "moyens",  "durchschnitt",
	    "mittelwert", "promedio", "promedios", "medio",   "medios",
	    "médio",	  "média",    "medie",	   "średnia", NULL};
	/* a remark on the paste: "(snipping to the essentials)",
	 * "(relevant lines only)" */
	static const char *const paste[] = {
	    "snip",	  "snips",     "snipping",  "trimming",	  "cutting",
	    "shortening", "abridging", "excerpts",  "essentials", "essential",
	    "relevant",	  "omitted",   "omitting",  "skipping",	  "skipped",
	    "stripped",	  "redacted",  "condensed", NULL};
	/* "(8GB RAM)", "(16 vCPU)": the machine's memory or processors,
	 * no name of it */
	static const char *const hw[] = {
	    "ram",  "mem",  "memory", "dram", "ddr4",  "ddr5",	  "cpu",
	    "cpus", "vcpu", "vcpus",  "core", "cores", "threads", NULL};
	size_t words = 0, strong = 0, hwords = 0;
	int letter = 0, part = 0;
	char drive[64];

	if (!len || len > 48)
		return 0;
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (!isalnum(c) && !strchr(" -.+_'", c))
			return 0;
		letter |= isalpha(c) != 0;
	}
	if (!letter || line_is_intro(s, len) ||
	    line_direction_words(s, s + len))
		return 0;
	for (size_t i = 0; i < len;) {
		size_t b = i, e, digits = 0, alpha = 0, upper = 0;

		while (b < len && s[b] == ' ')
			b++;
		if (b == len)
			break;
		e = word_end(s, b, len);
		i = e;
		while (e > b && s[e - 1] == '.')
			e--;
		words++;
		for (size_t k = b; k < e; k++) {
			digits += isdigit((unsigned char)s[k]) != 0;
			alpha += isalpha((unsigned char)s[k]) != 0;
			upper += isupper((unsigned char)s[k]) != 0;
		}
		if (e == b)
			return 0;
		/* "4K", "QD32", "Q32T1", "500GB", "2": a size, a depth or a
		 * count, no name alone */
		/* "(8614ddf)", "(a1b2c3d4e5)": a git commit's short hash
		 * (seven hex digits or more, a digit and a letter among
		 * them) names the build, no size */
		if (e - b >= 7 && e - b <= 40 && digits && alpha &&
		    hex_word(s + b, e - b)) {
			strong++;
			continue;
		}
		strong +=
		    !((digits && !alpha) ||
		      (digits && isdigit((unsigned char)s[b]) && alpha <= 3) ||
		      ((s[b] == 'Q' || s[b] == 'T') && digits && alpha <= 3));
		/* "(which had 45 MB free)": a remark; "(dd)": the tool */
		if ((words == 1 && sentence_word(s + b, e - b)) ||
		    tool_word(s + b, e - b))
			return 0;
		for (size_t k = 0; remarks[k]; k++)
			if (strlen(remarks[k]) == e - b &&
			    !strncasecmp(s + b, remarks[k], e - b))
				return 0;
		if (word_in(s + b, e - b, paste) ||
		    word_in(s + b, e - b, stats))
			return 0;
		hwords += word_in(s + b, e - b, hw);
		part |= digits && upper && e - b >= 4;
	}
	if (words > 4 || !strong || hwords >= strong)
		return 0;
	return !model || part || line_drive_model(s, len, drive, sizeof(drive));
}

/*
 * A "without" phrase ending the first clause of caption s (e bytes, its
 * ':' cut): "Compare to running without volume mount (which ...)" gives
 * "without volume mount".  One to three words of letters, digits and '-'
 * after "without", the first no word of a sentence's frame ("without
 * any changes", "without it"), then '(', ',' or the caption's end; no
 * tool's name.  Into out (n bytes); 1 when found.
 */
static int without_clause(const char *s, size_t e, char *out, size_t n)
{
	static const char *const frame[] = {
	    "any",   "it",	 "that",    "this", "them",	"those",
	    "these", "a",	 "an",	    "the",  "anything", "much",
	    "my",    "changing", "changes", NULL};
	const char *w = NULL, *p, *end = s + e;
	int words = 0;

	for (p = s; p + 8 <= end; p++)
		if ((p == s || p[-1] == ' ') &&
		    !strncasecmp(p, "without ", 8)) {
			w = p;
			break;
		}
	if (!w)
		return 0;
	for (p = w + 8; p < end && *p != '(' && *p != ',';) {
		const char *a = p;

		while (p < end && (isalnum((unsigned char)*p) || *p == '-'))
			p++;
		if (p == a || ++words > 3 ||
		    (words == 1 && word_in(a, (size_t)(p - a), frame)) ||
		    testname_tool(a, (size_t)(p - a)))
			return 0;
		while (p < end && *p == ' ')
			p++;
	}
	if (!words)
		return 0;
	while (p > w && p[-1] == ' ')
		p--;
	if ((size_t)(p - w) >= n)
		return 0;
	snprintf(out, n, "%.*s", (int)(p - w), w);
	return 1;
}

int line_condition_caption(const char *s, size_t len, char *out, size_t n)
{
	size_t e, o, c, words = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (len && (*s == ' ' || *s == '\t'))
		s++, len--;
	if (len < 8 || len > 240 || memchr(s, '=', len) ||
	    line_names_nothing(s, len))
		return 0;
	if (version_clause(s, len, out, n))
		return 1;
	e = len;
	if (len >= 3 && !memcmp(s + len - 3, "\xef\xbc\x9a", 3))
		e -= 3;
	else if (s[len - 1] == ':')
		e--;
	else
		return 0;
	while (e && s[e - 1] == ' ')
		e--;
	/* "... before the copy job started (system idle):" */
	if (e && s[e - 1] == ')') {
		const char *ob = memrchr(s, '(', e);

		o = ob ? (size_t)(ob - s) : 0;
		for (size_t k = 0; ob && k < o; k++)
			words += !isspace((unsigned char)s[k]) &&
				 (!k || isspace((unsigned char)s[k - 1]));
		if (ob && words >= 4 && bracket_name(s + o + 1, e - o - 2, 0)) {
			if (e - o - 2 >= n)
				return 0;
			snprintf(out, n, "%.*s", (int)(e - o - 2), s + o + 1);
			return 1;
		}
	}
	/* "Compare to running without volume mount (...):": the setup a
	 * "without" phrase ending the caption's first clause leaves out */
	if (without_clause(s, e, out, n))
		return 1;
	/* "For the spinning disks (500GB WD5000AVDS), I ...:" */
	{
		const char *ob = memchr(s, '(', e), *cb;

		if (!ob)
			return 0;
		o = (size_t)(ob - s);
		cb = memchr(ob, ')', e - o);
		if (!cb || (size_t)(cb - s) + 1 >= e || cb[1] != ',' ||
		    memchr(s, ',', o) || memchr(s, '.', o))
			return 0;
		c = (size_t)(cb - s);
		if (!bracket_name(s + o + 1, c - o - 1, 1) || c - o - 1 >= n)
			return 0;
		snprintf(out, n, "%.*s", (int)(c - o - 1), s + o + 1);
		return 1;
	}
}

int line_bold_caption(const char *s, size_t len, char *out, size_t n)
{
	size_t b, e;
	int digits = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (len && (*s == ' ' || *s == '\t'))
		s++, len--;
	if (len < 5 || !((s[0] == '*' && s[1] == '*' && s[len - 1] == '*' &&
			  s[len - 2] == '*') ||
			 (s[0] == '_' && s[1] == '_' && s[len - 1] == '_' &&
			  s[len - 2] == '_')))
		return 0;
	b = 2;
	e = len - 2;
	if (e <= b || memchr(s + b, s[0], e - b) ||
	    isspace((unsigned char)s[b]))
		return 0;
	if (line_name_caption(s, len, out, n))
		return 1;
	if (e > b && s[e - 1] == ':')
		e--;
	for (size_t i = b; i < e; i++)
		digits += isdigit((unsigned char)s[i]) != 0;
	if (!(version_word(s + b, e - b) ||
	      (digits >= 3 && (size_t)digits == e - b)) ||
	    e - b >= n)
		return 0;
	snprintf(out, n, "%.*s", (int)(e - b), s + b);
	return 1;
}

/*
 * The words of s (len bytes) split at blanks into w (their starts) and
 * wl (their lengths), max of each: how many, 0 when there are none or
 * more than max.
 */
static size_t blank_words(const char *s, size_t len, const char **w, size_t *wl,
			  size_t max)
{
	size_t words = 0;

	for (size_t i = 0; i < len;) {
		while (i < len && s[i] == ' ')
			i++;
		if (i == len)
			break;
		if (words == max)
			return 0;
		w[words] = s + i;
		while (i < len && s[i] != ' ')
			i++;
		wl[words] = (size_t)(s + i - w[words]);
		words++;
	}
	return words;
}

/*
 * Whether words a to e (e excluded) of lead-in s, w[k] (wl[k] bytes) each,
 * name a run's system (results_lead_in(), pointer_lead_in()): no generic
 * thing ("this command", "the following", "my system", "default
 * settings"), not a tool alone ("fio", "dd"), no test, metric, size or
 * count of threads or jobs.  Those words into out (n bytes); 1 when so.
 */
static int lead_in_name(const char *s, const char *const *w, const size_t *wl,
			size_t a, size_t e, char *out, size_t n)
{
	/* a word that names no system of its own */
	static const char *const generic[] = {
	    "this",	  "that",	"these",      "those",
	    "following",  "above",	"below",      "same",
	    "my",	  "our",	"your",	      "his",
	    "her",	  "their",	"its",	      "it",
	    "them",	  "me",		"us",	      "default",
	    "each",	  "every",	"all",	      "both",
	    "different",  "various",	"other",      "previous",
	    "new",	  "old",	"current",    "which",
	    "command",	  "commands",	"settings",   "options",
	    "params",	  "parameters", "script",     "system",
	    "machine",	  "setup",	"config",     "configuration",
	    "test",	  "tests",	"testing",    "benchmark",
	    "benchmarks", "running",	"comparison", "reference",
	    "example",	  NULL};
	/* a count of the test's, no system ("Results for 4 threads") */
	static const char *const counts[] = {
	    "thread", "threads", "job",	   "jobs",	"qd",	      "iodepth",
	    "depth",  "queue",	 "block",  "blocks",	"size",	      "run",
	    "runs",   "pass",	 "passes", "iteration", "iterations", "round",
	    "rounds", "time",	 "times",  NULL};
	int named = 0, tools = 0;
	struct testname tp;
	size_t i, len;

	for (size_t k = a; k < e; k++) {
		int letter = 0;

		if (word_in(w[k], wl[k], generic) ||
		    word_in(w[k], wl[k], counts))
			return 0;
		for (size_t c = 0; c < wl[k]; c++) {
			if (strchr("=|[]<>`:/", w[k][c]))
				return 0;
			letter |= isalpha((unsigned char)w[k][c]) != 0;
		}
		tools +=
		    bench_tool_word(w[k], wl[k]) != NULL ||
		    testname_tool(w[k], wl[k]) ||
		    /* "Results of bench.sh": a script alone, no
		     * system ("of bench.sh on X" still names X) */
		    (e - a == 1 && line_bench_script(w[k], wl[k]) == wl[k]);
		named |= letter && !line_size_word(w[k], wl[k]);
	}
	i = (size_t)(w[a] - s);
	len = (size_t)(w[e - 1] + wl[e - 1] - s);
	while (len > i && strchr(",.;", s[len - 1]))
		len--;
	/* "Results of fio": the tool, no system; "of fio on X" names
	 * the tool too */
	if (!named || tools || len - i >= n)
		return 0;
	/* "Results for 4k random read": a test, no system */
	testname_parse(s + i, len - i, 0, &tp);
	if (tp.found)
		return 0;
	if (tp.metric != TESTNAME_NONE) {
		/* "high-speed-gen2 class of volume": a class's name of
		 * joined parts, one of letters and digits ("gen2"), is no
		 * metric for the word "speed" inside it; the rest of the
		 * words are read again without such names */
		char rest[128];

		if (len - i >= sizeof(rest))
			return 0;
		memcpy(rest, s + i, len - i);
		rest[len - i] = '\0';
		for (size_t k = 0; k < len - i;) {
			size_t f = k, dash = 0, part = k, mixed = 0;

			while (f < len - i && rest[f] != ' ')
				f++;
			for (size_t c = k; c <= f; c++) {
				int al = 0, dg = 0;

				if (c < f && rest[c] != '-')
					continue;
				for (size_t q = part; q < c; q++) {
					al |= isalpha((unsigned char)rest[q]);
					dg |= isdigit((unsigned char)rest[q]);
				}
				mixed |= al && dg && part > k;
				dash += c < f;
				part = c + 1;
			}
			if (dash && mixed)
				memset(rest + k, ' ', f - k);
			k = f + 1;
		}
		testname_parse(rest, len - i, 0, &tp);
		if (tp.found || tp.metric != TESTNAME_NONE)
			return 0;
	}
	snprintf(out, n, "%.*s", (int)(len - i), s + i);
	return 1;
}

/*
 * What a pointing sentence over an output names after its preposition, s
 * (len bytes, its ':' gone; a line's last sentence): "This is how it looks
 * on SSDNodes" gives "SSDNodes", "Here's what I see on the local instance
 * SSD" "local instance SSD".  "Here's", "Here is", "This is" or "That's"
 * (after "And", "So" or "Now"), "what" or "how", one to four words of
 * seeing or getting ("I see", "it looks like", "we got") - or an article
 * or not, then the tool or a word for its run, "running" or not ("Here
 * is fio on the Foo-gen2 volume", "Here's the dd output from ...") -, then
 * "on", "with", "for", "from" or "in" and one to five words to the end (leading
 * articles left out) naming a run's system as results_lead_in()'s do (not
 * "on my machine", "with these settings", "for 4 jobs").  Into out (n
 * bytes); 1 when found.
 */
static int pointer_lead_in(const char *s, size_t len, char *out, size_t n)
{
	static const char *const openers[] = {"and", "so", "now", NULL};
	static const char *const seeing[] = {
	    "i",   "we",      "it",	  "see",      "saw",	   "get",
	    "got", "looks",   "look",	  "looked",   "like",	   "does",
	    "did", "measure", "measured", "performs", "performed", NULL};
	static const char *const wh[] = {"what", "how", NULL};
	static const char *const preps[] = {"on",   "with", "for",
					    "from", "in",   NULL};
	static const char *const outputs[] = {"output",	 "run",	    "result",
					      "results", "numbers", NULL};
	static const char *const running[] = {"running", "run",	  "ran",
					      "test",	 "tests", NULL};
	/* "Here are some fio tests results on actual ZoS" */
	static const char *const some[] = {"the", "a", "an", "some", NULL};
	static const char *const actual[] = {"the", "a", "an", "actual", NULL};
	const char *w[16];
	size_t wl[16], words = 0, k = 0, v, b = 0;

	while (len && strchr(" \t*_", s[len - 1]))
		len--;
	/* the last sentence of the line */
	for (size_t i = len; i-- > 1;)
		if (s[i] == ' ' && strchr(".!?", s[i - 1])) {
			b = i + 1;
			break;
		}
	words = blank_words(s + b, len - b, w, wl, 16);
	if (!words)
		return 0;
	if (words && word_in(w[0], wl[0], openers))
		k++;
	if (!(v = pointing_words(w, wl, words, k)))
		return 0;
	k += v;
	if (k >= words)
		return 0;
	if (word_listed(w[k], wl[k], wh, 1)) {
		for (v = ++k;
		     k < words && k - v < 4 && word_in(w[k], wl[k], seeing);
		     k++)
			;
	} else {
		/* "Here is fio on the Foo-gen2 volume on b9-30:", "Here's
		 * the dd output from the USB stick:": the tool or a word
		 * for its run (an article before them, "running" after)
		 * in place of what one sees; at least one of them, so
		 * "Here is my laptop with ..." and "This is with ..."
		 * point at nothing */
		int runs = 0;

		if (word_listed(w[k], wl[k], some, 1))
			k++;
		for (v = k; k < words && k - v < 3; k++) {
			if (bench_tool_word(w[k], wl[k]) ||
			    testname_tool(w[k], wl[k]) ||
			    word_listed(w[k], wl[k], outputs, 1))
				runs++;
			else if (!word_listed(w[k], wl[k], running, 1))
				break;
		}
		if (!runs)
			return 0;
	}
	if (k == v || k >= words || !word_listed(w[k], wl[k], preps, 1))
		return 0;
	for (k++; k < words && word_listed(w[k], wl[k], actual, 1); k++)
		;
	if (k >= words || words - k > 5)
		return 0;
	return lead_in_name(s, w, wl, k, words, out, n);
}

int line_tried_caption(const char *s, size_t len, char *out, size_t n)
{
	static const char *const gives[] = {"give", "gave", "giving", "given",
					    NULL};
	static const char *const tries[] = {"spin",  "try",  "go", "shot",
					    "whirl", "test", NULL};
	static const char *const articles[] = {"the", "a", "an", NULL};
	const char *w[64];
	size_t wl[64], words, found = 0, a = 0, e = 0;

	/* cheap: no "give"/"gave" in the line, nothing to read */
	if (len < 12 || len > 400 ||
	    !(text_find(s, len, "giv", 3) || text_find(s, len, "gave", 4) ||
	      text_find(s, len, "Giv", 3) || text_find(s, len, "Gave", 4)))
		return 0;
	words = blank_words(s, len, w, wl, 64);
	for (size_t k = 0; k < words; k++) {
		size_t b, x;

		if (!word_listed(w[k], wl[k], gives, 1))
			continue;
		for (b = k + 1;
		     b < words && word_listed(w[b], wl[b], articles, 1); b++)
			;
		/* "a" then the word of trying, within five words */
		for (x = b + 1; x < words && x <= b + 5; x++)
			if (wl[x] == 1 && (w[x][0] == 'a' || w[x][0] == 'A') &&
			    x + 1 < words &&
			    word_in(w[x + 1], wl[x + 1], tries))
				break;
		if (x >= words || x > b + 5)
			continue;
		if (found++)
			return 0;
		a = b;
		e = x;
	}
	return found == 1 && lead_in_name(s, w, wl, a, e, out, n);
}

/*
 * The system a sentence pointing at a run names, s (len bytes), a line
 * ending in ':' right above an output that names none itself (bonnie++'s
 * rows without their machine column):
 *
 *	For indication, here is a bonnie++ run as ext4 formatted on the Orb5:
 *	and the X200 Orb5L version:
 *
 * The line's last clause (after its last ". " and ", "): "here is",
 * "here's" or "this is" ("and", "so" or "now" before it), a/an/the/one,
 * then within eight words a word for the run ("run", "output", "result",
 * "results", "numbers") or a tool's name, and after the clause's last
 * "on", "for" or "from" (articles left out) one to four words to the
 * ':', "Orb5".  Or a sibling's line: "and", "on"/"for"/"from" or not,
 * "the", one to four words, then "version", "one" or "variant" or
 * nothing after a preposition: "X200 Orb5L".  The words name a system as
 * lead_in_name() reads them (no generic word, tool, test, size or count).
 * Into out (n bytes); 1 when found.
 */
int line_run_caption_name(const char *s, size_t len, char *out, size_t n)
{
	static const char *const openers[] = {"and", "so", "now", NULL};
	static const char *const points[] = {"here's", "here\xe2\x80\x99s",
					     NULL};
	static const char *const points2[] = {"here is", "this is", NULL};
	static const char *const dets[] = {"a", "an", "the", "one", NULL};
	static const char *const runs[] = {"run",     "output",	 "result",
					   "results", "numbers", NULL};
	static const char *const preps[] = {"on", "for", "from", NULL};
	static const char *const articles[] = {"the", "a", "an", NULL};
	static const char *const variants[] = {"version", "one", "variant",
					       NULL};
	const char *w[16];
	size_t wl[16], words, k = 0, b = 0, prep = 0, e;
	int run = 0;

	while (len && strchr(" \t*_", s[len - 1]))
		len--;
	if (len < 8 || len > 200 || s[len - 1] != ':' || memchr(s, '`', len) ||
	    text_find(s, len, "://", 3))
		return 0;
	len--;
	for (size_t i = len; i-- > 1;)
		if (s[i] == ' ' && strchr(".!?,", s[i - 1])) {
			b = i + 1;
			break;
		}
	words = blank_words(s + b, len - b, w, wl, 16);
	if (words < 3)
		return 0;
	if (word_in(w[0], wl[0], openers))
		k++;
	/* a sibling's line: "and the X200 Orb5L version" */
	if (k == 1 && !b && wl[0] == 3 && !strncasecmp(w[0], "and", 3)) {
		size_t a = 1, p = 0;

		if (word_listed(w[a], wl[a], preps, 1))
			p = a++;
		if (a >= words || !word_listed(w[a], wl[a], articles, 1))
			return 0;
		a++;
		e = words;
		if (e > a && word_listed(w[e - 1], wl[e - 1], variants, 1))
			e--;
		else if (!p)
			return 0;
		if (e == a || e - a > 4)
			return 0;
		return lead_in_name(s + b, w, wl, a, e, out, n);
	}
	if (k < words && word_listed(w[k], wl[k], points, 1))
		k++;
	else if (k + 1 < words && w[k + 1] == w[k] + wl[k] + 1 &&
		 word_listed(w[k], wl[k] + 1 + wl[k + 1], points2, 1))
		k += 2;
	else
		return 0;
	if (k >= words || !word_listed(w[k], wl[k], dets, 1))
		return 0;
	for (size_t i = k + 1; i < words && i <= k + 8; i++) {
		run |= word_in(w[i], wl[i], runs) ||
		       bench_tool_word(w[i], wl[i]) != NULL ||
		       testname_tool(w[i], wl[i]);
		if (word_listed(w[i], wl[i], preps, 1))
			prep = i;
	}
	if (!run || !prep)
		return 0;
	for (k = prep + 1; k < words && word_listed(w[k], wl[k], articles, 1);
	     k++)
		;
	if (k >= words || words - k > 4)
		return 0;
	return lead_in_name(s + b, w, wl, k, words, out, n);
}

/*
 * What a caption naming where a run read or wrote names, s (len bytes,
 * its ':' gone), when a clause of how follows it after a comma: "Directly
 * from chunkserver, totally skipping fuse and lizard" gives "chunkserver"
 * ("From LizardFS mountpoint:" over the other run).  An adverb ("-ly") or
 * none, "from", "on", "via" or "through", one to three words (leading
 * articles left out) naming a run's system as results_lead_in()'s do, a
 * comma, then a clause opening with a verb's "-ing" (an adverb before it
 * or not).  Not a point in time ("From the start, running ...").  Into out
 * (n bytes); 1 when found.
 */
static int source_clause_caption(const char *s, size_t len, char *out, size_t n)
{
	static const char *const preps[] = {"from", "on", "via", "through",
					    NULL};
	static const char *const articles[] = {"the", "a", "an", NULL};
	static const char *const moments[] = {
	    "start", "beginning", "scratch", "now", "then", "here",
	    "there", "time",	  "first",   "top", NULL};
	const char *w[12], *c = memchr(s, ',', len);
	size_t wl[12], words = 0, k = 0, a, e;

	if (!c || memchr(c + 1, ',', len - (size_t)(c + 1 - s)))
		return 0;
	words = blank_words(s, len, w, wl, 12);
	if (words && wl[0] > 4 && !strncasecmp(w[0] + wl[0] - 2, "ly", 2) &&
	    isalpha((unsigned char)w[0][0]))
		k++;
	if (k >= words || !word_listed(w[k], wl[k], preps, 1))
		return 0;
	for (k++; k < words && word_listed(w[k], wl[k], articles, 1); k++)
		;
	for (a = k; k < words && w[k] + wl[k] <= c + 1; k++)
		;
	e = k;
	if (e == a || e - a > 3 || w[e - 1] + wl[e - 1] != c + 1 ||
	    word_in(w[a], wl[a], moments))
		return 0;
	if (k < words && wl[k] > 4 && !strncasecmp(w[k] + wl[k] - 2, "ly", 2))
		k++;
	if (k >= words || wl[k] < 5 || strncasecmp(w[k] + wl[k] - 3, "ing", 3))
		return 0;
	return lead_in_name(s, w, wl, a, e, out, n);
}

/*
 * What a lead-in sentence over a block of results names after its
 * preposition, s (len bytes, its ':' gone): "The test result using libaio
 * is as follows" gives "libaio", "Test results on the NVMe pool are
 * below" "NVMe pool", "Results for spdk" "spdk".  Its word for the
 * figures ("result", "results") at most three words in ("The", "test",
 * "benchmark", "our", a tool's name), right after it "using", "with",
 * "on", "for" or "of", then one to four words (leading articles left out)
 * and nothing else than "is/are (shown) below", "(is/are) as follows" or
 * the ':'.  The words name no generic thing ("this command", "the
 * following", "my system", "default settings"), not a tool alone ("fio",
 * "dd"), no test, metric, size or count of threads or jobs.  The word
 * "output" in place of "result", "from" or "on" after it, names up to
 * six words ("Output from a VPS hosted with Vultr in Frankfurt"): a
 * caption of where a pasted output came from.  After "Here are", "Here
 * is" or "Here's" the word may be "numbers" or "figures" too, the name up
 * to six words ("Here are the performance results with XFS using only pte
 * faults"), and "for that same test using PMD faults" points back at the
 * test, the words after its preposition the name.  Into out (n bytes); 1
 * when found.
 */
static int results_lead_in(const char *s, size_t len, char *out, size_t n)
{
	static const char *const before[] = {
	    "the", "test",     "tests", "testing",     "benchmark",  "my",
	    "our", "sysbench", "final", "performance", "throughput", NULL};
	static const char *const preps[] = {"using", "with", "on", "for",
					    "of",    "from", NULL};
	static const char *const articles[] = {"the", "a", "an", NULL};
	static const char *const tails[] = {"",
					    "is as follows",
					    "are as follows",
					    "as follows",
					    "is below",
					    "are below",
					    "below",
					    "is shown below",
					    "are shown below",
					    "shown below",
					    "is listed below",
					    "are listed below",
					    "is as below",
					    "are as below",
					    "as below",
					    NULL};
	static const char *const output_preps[] = {"from", "on", NULL};
	static const char *const be[] = {"are", "is", NULL};
	static const char *const heres[] = {"here's", "heres", NULL};
	static const char *const here_figures[] = {"numbers", "figures", NULL};
	static const char *const same_det[] = {"the", "that", "this", NULL};
	static const char *const same_of[] = {"test", "run", "benchmark",
					      "workload", NULL};
	static const char *const same_preps[] = {"using", "with", "on", "under",
						 NULL};
	const char *w[20];
	size_t wl[20], words = 0, r = 0, a, e, here = 0;
	char tail[64];
	size_t tn = 0;
	int out_word = 0;

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	while (len && (*s == '*' || *s == '_')) {
		s++;
		len--;
	}
	words = blank_words(s, len, w, wl, 20);
	if (!words)
		return 0;
	/* "Here are (the) performance results with X", "Here are
	 * performance numbers for that same test using Y": a lead-in
	 * pointing at the figures, "numbers" and "figures" their words too */
	if (words > 2 && wl[0] == 4 && !strncasecmp(w[0], "here", 4) &&
	    word_listed(w[1], wl[1], be, 1))
		here = 2;
	else if (words > 1 && word_listed(w[0], wl[0], heres, 1))
		here = 1;
	for (r = here; r < words && r <= here + 3; r++) {
		if ((wl[r] == 6 && !strncasecmp(w[r], "result", 6)) ||
		    (wl[r] == 7 && !strncasecmp(w[r], "results", 7)) ||
		    (here && word_listed(w[r], wl[r], here_figures, 1)))
			break;
		/* "Output from a VPS hosted with Vultr in Frankfurt": the
		 * output's word, only "from" or "on" after it ("Output of
		 * iostat" names a command, no system) */
		if (wl[r] == 6 && !strncasecmp(w[r], "output", 6) &&
		    r + 1 < words &&
		    word_listed(w[r + 1], wl[r + 1], output_preps, 1)) {
			out_word = 1;
			break;
		}
		if (!word_listed(w[r], wl[r], before, 1) &&
		    !bench_tool_word(w[r], wl[r]))
			return 0;
	}
	if (r > here + 3 || r + 2 >= words ||
	    !word_listed(w[r + 1], wl[r + 1], preps, 1))
		return 0;
	a = r + 2;
	/* "for that same test using PMD faults": the test said before,
	 * what differs after its preposition */
	if (here && a + 3 < words && word_listed(w[a], wl[a], same_det, 1) &&
	    wl[a + 1] == 4 && !strncasecmp(w[a + 1], "same", 4) &&
	    word_listed(w[a + 2], wl[a + 2], same_of, 1) &&
	    word_listed(w[a + 3], wl[a + 3], same_preps, 1))
		a += 4;
	while (a < words && word_listed(w[a], wl[a], articles, 1))
		a++;
	/* the name ends where a tail of the lead-in starts */
	for (e = a; e < words; e++) {
		tn = 0;
		for (size_t k = e; k < words && tn + wl[k] + 2 < sizeof(tail);
		     k++) {
			if (tn)
				tail[tn++] = ' ';
			for (size_t c = 0; c < wl[k]; c++)
				tail[tn++] =
				    (char)tolower((unsigned char)w[k][c]);
		}
		tail[tn] = '\0';
		if (word_listed(tail, tn, tails, 0))
			break;
	}
	if (e == words)
		tail[0] = '\0';
	if (e == a || e - a > (out_word || here ? 6 : 4) ||
	    !word_listed(tail, strlen(tail), tails, 0))
		return 0;
	return lead_in_name(s, w, wl, a, e, out, n);
}

int line_figures_caption(const char *s, size_t len, char *out, size_t n)
{
	static const char *const figures[] = {"performance", "results",
					      "numbers", "output", NULL};
	/* a lead-in or a word for the figures, no name ("Here are the
	 * results:", "My results:", "Benchmark results:") */
	static const char *const lead[] = {
	    "here",   "these", "those",	 "some", "more",  "all",  "other",
	    "are",    "is",    "was",	 "were", "i",	  "we",	  "my",
	    "our",    "your",  "their",	 "its",	 "the",	  "with", "after",
	    "before", "then",  "and",	 "same", "final", "test", "benchmark",
	    "first",  "last",  "latest", NULL};
	size_t words = 0, cut = 0, before = 0, digits = 0;
	struct testname tn;

	while (len && strchr(" \t*_", s[len - 1]))
		len--;
	if (len < 4 || s[len - 1] != ':' || memchr(s, '`', len) ||
	    text_find(s, len, "://", 3))
		return 0;
	/* "The test result using libaio is as follows:": the name after
	 * the word for the figures */
	if (len < 160 && results_lead_in(s, len - 1, out, n))
		return 1;
	/* "This is how it looks on SSDNodes:": the name after the
	 * sentence's preposition */
	if (len < 200 && pointer_lead_in(s, len - 1, out, n))
		return 2;
	/* "Directly from chunkserver, totally skipping fuse and lizard:" */
	if (len < 120 && source_clause_caption(s, len - 1, out, n))
		return 2;
	if (!isupper((unsigned char)s[0]))
		return 0;
	len--;
	for (size_t i = 0; i < len; i++) {
		size_t e = i;

		if (s[i] == ' ' || (i && s[i - 1] != ' '))
			continue;
		while (e < len && s[e] != ' ')
			e++;
		words++;
		for (size_t f = 0; figures[f] && !cut; f++)
			if (e - i == strlen(figures[f]) &&
			    !strncasecmp(s + i, figures[f], e - i)) {
				cut = i;
				before = words - 1;
			}
		if (cut)
			continue;
		for (size_t l = 0; lead[l]; l++)
			if (e - i == strlen(lead[l]) &&
			    !strncasecmp(s + i, lead[l], e - i))
				return 0;
		if (testname_tool(s + i, e - i))
			return 0;
	}
	while (cut && s[cut - 1] == ' ')
		cut--;
	if (!cut || before > 5 || words > 10 || cut >= n)
		return 0;
	for (size_t i = 0; i < cut; i++) {
		if (strchr("=|[<:", s[i]))
			return 0;
		digits += s[i] >= '0' && s[i] <= '9';
	}
	/* "Summary numbers:": what the figures are, no system */
	if (digits * 3 >= cut || line_names_nothing(s, cut) ||
	    line_generic_heading(s, cut))
		return 0;
	/* "Random read results:": a test, no system */
	testname_parse(s, cut, 0, &tn);
	if (tn.found || tn.metric)
		return 0;
	memcpy(out, s, cut);
	out[cut] = '\0';
	return 1;
}

/*
 * Where a run ran, a caption's first words: "from inside the vm:",
 * "inside container:"; "in" and "on" only after "from" ("in short:",
 * "on average:" name no place).
 */
static const char *const place_leads[] = {"from", "inside", "within", "outside",
					  NULL};
static const char *const place_wheres[] = {"inside", "within", "outside",
					   "in",     "on",     NULL};
static const char *const place_froms[] = {"from", NULL};

/*
 * Caption s (len bytes) into buf (bn bytes) without its backquotes, a
 * word in code kept ("`standard`"), a command in code refused ("`fio
 * --bs=4k`": a blank inside): the bytes written, SIZE_MAX when refused
 * or too long.
 */
static size_t caption_code_words(const char *s, size_t len, char *buf,
				 size_t bn)
{
	size_t b = 0;
	int code = 0;

	if (len >= bn)
		return SIZE_MAX;
	for (size_t i = 0; i < len; i++) {
		if (s[i] == '`')
			code = !code;
		else if (code && s[i] == ' ')
			return SIZE_MAX;
		else
			buf[b++] = s[i];
	}
	return b;
}

int line_lead_caption(const char *s, size_t len, char *out, size_t n)
{
	/* a test's word before the preposition: the run's lead */
	static const char *const runs[] = {
	    "benchmark", "benchmarked", "benchmarking", "test",	   "tested",
	    "testing",	 "run",		"ran",		"running", "measure",
	    "measured",	 "measuring",	"try",		"tried",   NULL};
	static const char *const preps[] = {"with", "on", "using", "under",
					    NULL};
	static const char *const compares[] = {"versus", "vs", "vs.", NULL};
	static const char *const ands[] = {"and", NULL};
	static const char *const fors[] = {"for", NULL};
	static const char *const compared[] = {"compared", NULL};
	static const char *const withs[] = {"with", "to", NULL};
	static const char *const articles[] = {"the", "a", "an", NULL};
	char buf[128] = "";
	const char *w[10];
	size_t wl[10], words, a = 0, b, min = 1;

	while (len && strchr(" \t*_", s[len - 1]))
		len--;
	if (!len || s[len - 1] != ':')
		return 0;
	len--;
	while (len && s[len - 1] == ' ')
		len--;
	if (len >= 3 && strchr("-*+", s[0]) && s[1] == ' ')
		s += 2, len -= 2; /* "- Benchmark with x:": the item's marker */
	/* "`standard`": a word in code, no command ("`fio --bs=4k`") */
	b = caption_code_words(s, len, buf, sizeof(buf));
	if (b == SIZE_MAX)
		return 0;
	words = blank_words(buf, b, w, wl, 10);
	if (!words || memchr(buf, ',', b))
		return 0;
	for (size_t k = 0; k < words; k++)
		if (w[k][wl[k] - 1] == '.' &&
		    !word_listed(w[k], wl[k], compares, 1))
			return 0; /* a sentence's end, no caption */
	if (word_listed(w[0], wl[0], ands, 1))
		a = 1;
	if (a + 1 < words && word_listed(w[a], wl[a], fors, 1)) {
		a++;
		min = 2; /* "For completeness:", "For the record:" name none */
	} else if (a + 2 < words && word_listed(w[a], wl[a], compared, 1) &&
		   word_listed(w[a + 1], wl[a + 1], withs, 1)) {
		a += 2;
	} else if (a + 1 < words && word_listed(w[a], wl[a], compares, 1)) {
		a++;
	} else if (a + 2 < words && word_listed(w[a], wl[a], runs, 1) &&
		   word_listed(w[a + 1], wl[a + 1], preps, 1)) {
		a += 2;
	} else if (!a && words > 1 &&
		   word_listed(w[0], wl[0], place_leads, 1)) {
		/* "from inside the vm:": the place's word after "from" */
		a = 1 + (words > 2 &&
			 word_listed(w[0], wl[0], place_froms, 1) &&
			 word_listed(w[1], wl[1], place_wheres, 1));
	} else {
		return 0;
	}
	while (a < words && word_listed(w[a], wl[a], articles, 1))
		a++;
	if (words - a < min || words - a > 4)
		return 0;
	for (size_t k = a; k < words; k++)
		if (sentence_word(w[k], wl[k]))
			return 0; /* "For what it is worth:" */
	return lead_in_name(buf, w, wl, a, words, out, n);
}

int line_testing_caption(const char *s, size_t len, char *out, size_t n)
{
	static const char *const leads[] = {"testing", "tested", "benchmarking",
					    NULL};
	static const char *const preps[] = {"with", "on", "using", "under",
					    NULL};
	static const char *const articles[] = {"the", "a", "an", NULL};
	char buf[160], name[128];
	const char *w[16];
	size_t wl[16], words, b, a = 1, p, rest;

	while (len && strchr(" \t*_", s[len - 1]))
		len--;
	if (!len || s[len - 1] != ':' || memchr(s, ',', len) ||
	    text_find(s, len, "://", 3))
		return 0;
	len--;
	while (len && s[len - 1] == ' ')
		len--;
	/* "`conservative`": a word in code, no command */
	b = caption_code_words(s, len, buf, sizeof(buf));
	if (b == SIZE_MAX)
		return 0;
	words = blank_words(buf, b, w, wl, 16);
	if (words < 2 || words > 13 || !word_listed(w[0], wl[0], leads, 1))
		return 0;
	for (size_t k = 0; k < words; k++)
		if (w[k][wl[k] - 1] == '.')
			return 0; /* a sentence's end, no caption */
	while (a < words && word_listed(w[a], wl[a], articles, 1))
		a++;
	for (p = a; p < words && !word_listed(w[p], wl[p], preps, 1); p++)
		;
	if (p == a || p - a > 4 ||
	    !lead_in_name(buf, w, wl, a, p, name, sizeof(name)))
		return 0;
	rest = b - (size_t)(w[a] - buf);
	if (rest >= n)
		return 0;
	memcpy(out, w[a], rest);
	out[rest] = '\0';
	return 1;
}

int line_measure_place_caption(const char *s, size_t len, char *out, size_t n)
{
	/* what was measured: "Disk speed", "Write throughput", "Speed" */
	static const char *const kinds[] = {
	    "disk", "drive",	  "write", "read", "io",
	    "i/o",  "sequential", "seq",   "raw",  NULL};
	static const char *const measures[] = {
	    "speed", "speeds", "performance", "throughput", "bandwidth", NULL};
	static const char *const articles[] = {"the", "a", "an", NULL};
	/* the comparison after the place: "about 5x", "~6x", "3 times" */
	static const char *const approx[] = {
	    "about",  "roughly", "around",	  "nearly",
	    "almost", "approx",	 "approximately", NULL};
	char buf[128], name[128];
	const char *w[16];
	size_t wl[16], words, a = 0, b, e, last;
	int comma = 0;

	while (len && strchr(" \t*_", s[len - 1]))
		len--;
	if (!len || s[len - 1] != ':')
		return 0;
	len--;
	if (len >= sizeof(buf))
		return 0;
	memcpy(buf, s, len);
	buf[len] = '\0';
	words = blank_words(buf, len, w, wl, 16);
	while (a < words && a < 2 && word_listed(w[a], wl[a], kinds, 1))
		a++;
	if (a >= words || !word_listed(w[a], wl[a], measures, 1))
		return 0;
	if (++a >= words || !word_listed(w[a], wl[a], place_leads, 1))
		return 0;
	b = a++;
	if (a < words && word_listed(w[b], wl[b], place_froms, 1) &&
	    word_listed(w[a], wl[a], place_wheres, 1))
		a++;
	while (a < words && word_listed(w[a], wl[a], articles, 1))
		a++;
	for (e = a; e < words && !comma; e++) {
		if (w[e][0] == '~' || isdigit((unsigned char)w[e][0]) ||
		    word_listed(w[e], wl[e], approx, 1))
			break;
		if (e - a == 3)
			return 0; /* a sentence goes on: no place alone */
		if (w[e][wl[e] - 1] == ',') {
			wl[e]--;
			comma = 1;
		}
	}
	/* the place named, then the comparison, a ',' or the ':' */
	if (e == a || (e < words && !comma && w[e][0] != '~' &&
		       !isdigit((unsigned char)w[e][0]) &&
		       !word_listed(w[e], wl[e], approx, 1)))
		return 0;
	if (!lead_in_name(buf, w, wl, a, e, name, sizeof(name)))
		return 0;
	last = (size_t)(w[e - 1] + wl[e - 1] - w[b]);
	if (last >= n)
		return 0;
	memcpy(out, w[b], last);
	out[last] = '\0';
	return 1;
}

/*
 * Whether word w (n bytes) is a figure of a spec ("80k", "1200MiB/s",
 * "2To", "24GB"), or a number (then *bare is set) that the next word's
 * unit makes one ("80 GB", "4 OCPU"): a digit first.
 */
static int spec_figure_word(const char *w, size_t n, const char *next,
			    size_t nn)
{
	static const char *const units[] = {
	    "gb",    "tb",    "mb",    "gib",	  "tib",   "mib",   "go",
	    "to",    "mo",    "iops",  "mb/s",	  "mib/s", "gb/s",  "gib/s",
	    "mo/s",  "go/s",  "cpu",   "cpus",	  "vcpu",  "vcpus", "ocpu",
	    "ocpus", "cores", "kerne", "núcleos", "cœurs", "ram",   NULL};
	int letter = 0;

	if (!n || !isdigit((unsigned char)w[0]))
		return 0;
	for (size_t i = 0; i < n; i++)
		letter |= isalpha((unsigned char)w[i]) != 0;
	if (letter)
		return 1;
	return next && word_in(next, nn, units);
}

/* the place a caption's system is on: "On", "En", "Em", "Sur", "Auf", "Su"
 * (line_place_spec_caption()) */
static const char *const place_ons[] = {
    "on", "en", "em", "no", "na", "sur", "auf", "su", "sul", "sulla", NULL};
/* the determiners between ("my", "un", "uma", "einem"); a word of them
 * ending a caption's name never names it */
static const char *const place_dets[] = {
    "my",  "our",     "the",	 "a",	    "an",     "this",	"un",
    "una", "uno",     "el",	 "la",	    "lo",     "il",	"mi",
    "mio", "mia",     "nuestro", "nuestra", "um",     "uma",	"o",
    "meu", "minha",   "nosso",	 "nossa",   "une",    "le",	"mon",
    "ma",  "notre",   "einem",	 "einer",   "meinem", "meiner", "dem",
    "der", "unserem", "unserer", "nostro",  "nostra", NULL};
/* a word joining what the system has to it: "with 80k IOPS", "con",
 * "com", "avec", "mit" */
static const char *const place_withs[] = {"with", "con", "com",
					  "avec", "mit", NULL};
/* "of": "disco de 512 GB", "disk of 80 GB" (a figure right after) */
static const char *const place_ofs[] = {"of", "de", "do",  "da",
					"di", "du", "von", NULL};

int line_place_spec_caption(const char *s, size_t len, char *out, size_t n)
{
	char buf[160];
	const char *w[24];
	size_t wl[24], words, a = 1, nouns = 0, b, e;
	int capital = 0;

	if (!cut_caption_colon(s, &len) || len >= sizeof(buf))
		return 0;
	memcpy(buf, s, len);
	buf[len] = '\0';
	words = blank_words(buf, len, w, wl, 24);
	if (words < 2 || !word_listed(w[0], wl[0], place_ons, 1))
		return 0;
	while (a < words && a < 3 && word_listed(w[a], wl[a], place_dets, 1))
		a++;
	/* "disco de", "old": what kind of thing, in small letters */
	while (a < words && nouns < 2 && islower((unsigned char)w[a][0]) &&
	       !word_listed(w[a], wl[a], place_withs, 1) &&
	       !word_listed(w[a], wl[a], place_ofs, 1)) {
		for (size_t c = 0; c < wl[a]; c++)
			if (!isalpha((unsigned char)w[a][c]) &&
			    (unsigned char)w[a][c] < 0x80)
				goto unsure;
		a++;
		nouns++;
	}
	if (nouns && a + 1 < words && word_listed(w[a], wl[a], place_ofs, 1) &&
	    !isdigit((unsigned char)w[a + 1][0]))
		a++;
	/* the name: words each with a capital or a digit */
	for (b = a; b < words && b - a < 6; b++) {
		int mark = 0;

		if (word_listed(w[b], wl[b], place_withs, 1) ||
		    (b > a && word_listed(w[b], wl[b], place_ofs, 1)))
			break;
		for (size_t c = 0; c < wl[b]; c++) {
			unsigned char ch = (unsigned char)w[b][c];

			if (!isalnum(ch) && !strchr("-._/+", ch))
				goto unsure;
			mark |= isupper(ch) || isdigit(ch);
			capital |= isupper(ch) != 0;
		}
		if (!mark || spec_figure_word(w[b], wl[b],
					      b + 1 < words ? w[b + 1] : NULL,
					      b + 1 < words ? wl[b + 1] : 0))
			break;
	}
	e = b;
	/* then "with"/"con"/... (an article maybe) or "de" and a figure:
	 * the spec, left out; nothing else */
	if (b < words && word_listed(w[b], wl[b], place_withs, 1)) {
		b++;
		if (b < words && word_listed(w[b], wl[b], place_dets, 1))
			b++;
	} else if (b < words && word_listed(w[b], wl[b], place_ofs, 1)) {
		b++;
	} else {
		goto unsure;
	}
	if (b >= words ||
	    !spec_figure_word(w[b], wl[b], b + 1 < words ? w[b + 1] : NULL,
			      b + 1 < words ? wl[b + 1] : 0))
		goto unsure;
	/* "On my machine with 16 GB RAM:", "En una VM con 4 vCPU:": no
	 * name, a word of a kind alone (a model has a digit or two words) */
	if (e == a || !capital)
		return 2;
	if (e - a == 1) {
		int digit = 0;

		for (size_t c = 0; c < wl[a]; c++)
			digit |= isdigit((unsigned char)w[a][c]) != 0;
		if (!digit)
			return 2;
	}
	{
		size_t from = (size_t)(w[a] - buf);
		size_t to = (size_t)(w[e - 1] + wl[e - 1] - buf);
		struct testname tn;

		testname_parse(buf + from, to - from, 0, &tn);
		if (tn.found || tn.metric != TESTNAME_NONE ||
		    bench_tool_word(buf + from, to - from) || to - from >= n)
			return 2;
		memcpy(out, buf + from, to - from);
		out[to - from] = '\0';
	}
	return 1;
unsure:
	/* a place's caption this does not read: a figure of a spec in it
	 * is never a label's, after "with" ("Su un Raspberry Pi 5 con NVMe
	 * da 256 GB:") or in another language ("En un Hetzner CX22 que
	 * tiene 80 GB:"); "On my Pi 4 8GB:" keeps its model's words */
	{
		int joined = strncasecmp(w[0], "on", 2) != 0;

		for (size_t k = a; k < words; k++) {
			joined |= word_listed(w[k], wl[k], place_withs, 1);
			if (joined &&
			    spec_figure_word(w[k], wl[k],
					     k + 1 < words ? w[k + 1] : NULL,
					     k + 1 < words ? wl[k + 1] : 0))
				return 2;
		}
	}
	return 0;
}

int line_ordinal_run_caption(const char *s, size_t len, char *out, size_t n)
{
	static const char *const ordinals[] = {
	    "first", "second", "third", "fourth",  "fifth", "sixth",
	    "last",  "final",  "next",	"another", "1st",   "2nd",
	    "3rd",   "4th",    "5th",	"6th",	   NULL};
	static const char *const runs[] = {
	    "run",	 "test",      "pass", "try",   "attempt", "round",
	    "benchmark", "iteration", "runs", "tests", NULL};
	/* the place's words, left out: "on the old disk" names "old disk" */
	static const char *const ons[] = {"on", "in", "against", "onto", NULL};
	static const char *const dets[] = {"the", "a",	  "an",	  "my",
					   "our", "this", "that", NULL};
	/* a word pointing or of the test, no name ("First run, again:") */
	static const char *const none[] = {
	    "it",   "this", "that",  "again", "here",  "there",	 "same",
	    "only", "then", "now",   "too",   "also",  "of",	 "was",
	    "is",   "gave", "gives", "got",   "shows", "showed", NULL};
	char buf[128];
	const char *w[12];
	size_t wl[12], words, a, from, to;
	struct testname tn;

	if (!cut_caption_colon(s, &len) || len >= sizeof(buf))
		return 0;
	memcpy(buf, s, len);
	buf[len] = '\0';
	words = blank_words(buf, len, w, wl, 12);
	if (words < 2)
		return 0;
	/* "First run", "2nd pass", "Run 2", "Test #3" */
	if (word_in(w[0], wl[0], ordinals) && word_in(w[1], wl[1], runs)) {
		a = 2;
	} else if (word_in(w[0], wl[0], runs) &&
		   (isdigit((unsigned char)w[1][0]) ||
		    (w[1][0] == '#' && wl[1] > 1 &&
		     isdigit((unsigned char)w[1][1])))) {
		for (size_t c = w[1][0] == '#'; c < wl[1]; c++)
			if (!isdigit((unsigned char)w[1][c]) &&
			    !(c == wl[1] - 1 && w[1][c] == ','))
				return 0;
		a = 2;
	} else {
		return 0;
	}
	if (a >= words)
		return 0; /* "First run:" alone: as before */
	if (word_in(w[a], wl[a], ons))
		a++;
	while (a < words && word_in(w[a], wl[a], dets))
		a++;
	if (a >= words)
		return 0;
	for (size_t k = a; k < words; k++)
		if (word_in(w[k], wl[k], none) || strchr("=|`<>[]", w[k][0]))
			return 0;
	from = (size_t)(w[a] - buf);
	to = (size_t)(w[words - 1] + wl[words - 1] - buf);
	while (to > from && strchr(",.;", buf[to - 1]))
		to--;
	testname_parse(buf + from, to - from, 0, &tn);
	if (to == from || tn.found || tn.metric != TESTNAME_NONE ||
	    bench_tool_word(buf + from, to - from) || to - from >= n)
		return 0;
	memcpy(out, buf + from, to - from);
	out[to - from] = '\0';
	return 1;
}

int line_name_figure_caption(const char *s, size_t len, char *out, size_t n)
{
	const char *c, *v, *e, *end = s + len;
	double x;

	while (len && strchr(" \t.", s[len - 1]))
		len--;
	end = s + len;
	c = memchr(s, ':', len);
	if (len < 6 || len > 80 || !c || c == s || (size_t)(c - s) >= n)
		return 0;
	/* the figure first: cheap, and it rules out almost every line of a
	 * fio output this is asked about (fio_text.c's caption_line) */
	for (v = c + 1; v < end && isspace((unsigned char)*v); v++)
		;
	if (v == end || !isdigit((unsigned char)*v))
		return 0;
	if (units_rate(v, &e, UNITS_DECIMAL, UNITS_COMMA_THOUSANDS, &x) != 0 ||
	    e != end) {
		if (units_count(v, &e, &x) != 0)
			return 0;
		while (e < end && isspace((unsigned char)*e))
			e++;
		if (end - e != 4 || strncasecmp(e, "IOPS", 4))
			return 0;
	}
	if (!line_short_name(s, (size_t)(c - s)))
		return 0;
	snprintf(out, n, "%.*s", (int)(c - s), s);
	return 1;
}

int line_short_name(const char *s, size_t len)
{
	struct testname tn;
	int words = 0;

	if (!len || !isalnum((unsigned char)s[0]))
		return 0;
	for (const char *q = s; q < s + len; q++) {
		if (strchr("=|`<>[]", *q))
			return 0;
		words += !isspace((unsigned char)*q) &&
			 (q == s || isspace((unsigned char)q[-1]));
	}
	if (words > 3 || line_direction_words(s, s + len) ||
	    testname_tool(s, len))
		return 0;
	testname_parse(s, len, 0, &tn);
	return tn.metric == TESTNAME_NONE;
}

/* the length of a key's colon at s: ':' or U+FF1A; 0 for none */
static size_t key_colon(const char *s, const char *end)
{
	if (s < end && *s == ':')
		return 1;
	if (end - s >= 3 && !memcmp(s, "\xef\xbc\x9a", 3))
		return 3;
	return 0;
}

/*
 * Whether word a..b (emphasis around it aside) says only what a figure is
 * ("write", "read", "average", "IOPS"), or joins two ("and"): no name.
 */
static int figure_word(const char *a, const char *b)
{
	/* "Write test gives 203MB/s:": the test's word and a verb of its
	 * result, no name */
	static const char *const joins[] = {
	    "and",   "or",  "average", "avg", "mean",	 "median",
	    "gives", "is",  "of",      "at",  "results", "test",
	    "shows", "got", "gets",    "was", NULL};
	struct testname tn;

	while (a < b && (*a == '*' || *a == '_'))
		a++;
	while (b > a && (b[-1] == '*' || b[-1] == '_' || b[-1] == '.'))
		b--;
	if (a == b)
		return 1;
	for (size_t k = 0; joins[k]; k++)
		if ((size_t)(b - a) == strlen(joins[k]) &&
		    !strncasecmp(a, joins[k], (size_t)(b - a)))
			return 1;
	if (line_direction_words(a, b))
		return 2;
	testname_parse(a, (size_t)(b - a), 0, &tn);
	return tn.metric != TESTNAME_NONE || tn.stat ? 1 : 0;
}

int line_figures_summary(const char *s, size_t len)
{
	const char *p = s, *end = s + len;
	int figures = 0, other = 0, after_key = 0, names = 0, dirs = 0;

	if (len < 8 || len > 300)
		return 0;
	while (p < end) {
		const char *a, *e;
		double x;
		size_t c;

		while (p < end && (isspace((unsigned char)*p) ||
				   strchr(",;|()*_", *p) || key_colon(p, end)))
			p += key_colon(p, end) ? key_colon(p, end) : 1;
		if (p == end)
			break;
		a = p;
		if (isdigit((unsigned char)*a) &&
		    (!units_rate(a, &e, UNITS_DECIMAL, UNITS_COMMA_THOUSANDS,
				 &x) ||
		     !units_duration(a, &e, UNITS_COMMA_THOUSANDS, &x) ||
		     (!units_count(a, &e, &x) &&
		      (after_key ||
		       (end - e >= 5 &&
			!strncasecmp(e + (*e == ' '), "IOPS", 4)))))) {
			if (!after_key &&
			    !strncasecmp(e + (*e == ' '), "IOPS", 4))
				e += 4 + (*e == ' ');
			/* the figure ends the word: "12xyz" is none */
			if (e == end || isspace((unsigned char)*e) ||
			    strchr(",;|()*_", *e) || key_colon(e, end)) {
				figures++;
				after_key = 0;
				p = e;
				continue;
			}
		}
		while (p < end && !isspace((unsigned char)*p) &&
		       !strchr(",;|()*", *p) && !key_colon(p, end))
			p++;
		c = key_colon(p, end);
		after_key = c != 0;
		if (!c) {
			int w = figure_word(a, p);

			other++;
			names += !w;
			dirs += w == 2;
		}
	}
	/* "**write 1688 MB/s**:", "read 3430 MB/s and": one figure of a
	 * direction, no other word but what it is */
	return (figures >= 2 && other < figures) ||
	       (figures == 1 && dirs && !names);
}

int line_spec_caption(const char *s, size_t len, char *out, size_t n)
{
	size_t parts = 0, digits = 0, b = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (b < len && isspace((unsigned char)s[b]))
		b++;
	if (len - b < 10 || len - b >= n ||
	    !(isupper((unsigned char)s[b]) || isdigit((unsigned char)s[b])) ||
	    strchr(".?!,;", s[len - 1]))
		return 0;
	for (size_t i = b; i < len; i++)
		if (strchr(":=|$#`[<", s[i]))
			return 0;
	/* "I ran each one twice, 3 disks, ...": a sentence */
	{
		size_t w = b;

		while (w < len && isalpha((unsigned char)s[w]))
			w++;
		if (sentence_word(s + b, w - b))
			return 0;
	}
	for (size_t i = b; i < len;) {
		size_t e = i, words = 0, lower = 0;
		int digit = 0;

		while (e < len &&
		       !(s[e] == ',' && e + 1 < len && s[e + 1] == ' '))
			e++;
		for (size_t k = i; k < e; k++) {
			int start =
			    !isspace((unsigned char)s[k]) &&
			    (k == i || isspace((unsigned char)s[k - 1]));

			digit |= isdigit((unsigned char)s[k]) != 0;
			words += start;
			lower += start && islower((unsigned char)s[k]);
		}
		/* a part of a sentence: lowercase words and no figure */
		if (!words || words > 6 || e - i > 32 || (!digit && lower > 2))
			return 0;
		parts++;
		digits += digit;
		i = e + 2;
	}
	if (parts < 3 || digits < 3 || 2 * digits < parts)
		return 0;
	snprintf(out, n, "%.*s", (int)(len - b), s + b);
	return 1;
}

/*
 * Whether every word of caption s (len bytes) is a test condition
 * (line_conditions_only()), or, when cmd, a word naming the command or
 * job that ran the test ("CMD", "command", "job", "test", a tool's name:
 * "CMD (Randread)", "fio randwrite 4k"), a condition among them.
 */
static int conditions_words(const char *s, size_t len, int cmd)
{
	static const char *const words_cmd[] = {
	    "cmd", "command", "job", "test", NULL,
	};
	size_t i = 0, words = 0, conds = 0;

	while (len && strchr(" \t:", s[len - 1]))
		len--;
	if (!len || len > 48)
		return 0;
	while (i < len) {
		size_t a;
		const char *end;
		double v;
		struct testname tn;

		while (i < len && strchr(" \t,/()[]:+", s[i]))
			i++;
		a = i;
		while (i < len && !strchr(" \t,/()[]:+", s[i]))
			i++;
		if (i == a)
			break;
		words++;
		/* "CMD (Randread)", "fio randread": the command's words */
		if (cmd && (word_listed(s + a, i - a, words_cmd, 1) ||
			    (testname_tool(s + a, i - a) &&
			     !testname_direction_only(s + a, i - a))))
			continue;
		conds++;
		/* "8k", "16KiB", "1M": a block size */
		if (isdigit((unsigned char)s[a]) &&
		    !units_size(s + a, &end, UNITS_BINARY,
				UNITS_COMMA_THOUSANDS, &v) &&
		    end == s + i && isalpha((unsigned char)s[i - 1]))
			continue;
		/* "randread", "Random", "write", "QD32", "Q32T1" */
		if (testname_direction_only(s + a, i - a))
			continue;
		testname_parse(s + a, i - a, 0, &tn);
		if (!tn.found || tn.other || tn.metric || tn.value_header ||
		    tn.test_header || tn.network || tn.aggregate ||
		    !(tn.cond.iodepth > 0 || tn.cond.numjobs > 0 ||
		      tn.cond.bs > 0 || tn.cond.op || tn.cond.pattern))
			return 0;
	}
	return words > 0 && conds > 0;
}

int line_conditions_only(const char *s, size_t len)
{
	return conditions_words(s, len, 0);
}

int line_test_caption(const char *s, size_t len)
{
	return conditions_words(s, len, 1);
}

/*
 * The words of a run tag (line_run_tag()): what names a run again
 * ("Run", "Lauf", "第", "回目"), or an average of the runs.
 */
static const char *const run_tag_words[] = {
    "run",     "pass",	    "iteration", "iter",    "trial", "round",
    "attempt", "lauf",	    "durchlauf", "essai",   "passe", "prueba",
    "intento", "tentativo", "прогон",	 "попытка", NULL,
};
static const char *const run_tag_means[] = {
    "average",	  "avg",	  "avg.",    "mean",   "median",   "moyenne",
    "mittelwert", "durchschnitt", "media",   "média",  "promedio", "średnia",
    "среднее",	  "mediana",	  "médiane", "平均",   "平均值",   "平均値",
    "均值",	  "평균",	  "中位数",  "中央値", NULL,
};
static const char *const run_tag_ordinals[] = {
    "first", "second", "third",	  "fourth",  "fifth", "sixth",
    "last",  "erster", "zweiter", "dritter", NULL,
};
/* words that may go with a run's number or an average: "of 3 runs" */
static const char *const run_tag_fill[] = {
    "of",   "the", "all", "over", "across", "times", "runs", "x",  "pid",
    "über", "aus", "de",  "des",  "sur",    "次",    "回",   NULL,
};

/* the bytes of a separator between a run tag's words at s[i], or 0:
 * ASCII marks, full-width brackets "（3 times）" */
static size_t run_tag_sep(const char *s, size_t i, size_t len)
{
	if (strchr(" \t#()[]=-_", s[i]) && s[i])
		return 1;
	if (i + 3 <= len && (!memcmp(s + i, "\xef\xbc\x88", 3) ||
			     !memcmp(s + i, "\xef\xbc\x89", 3)))
		return 3;
	return 0;
}

/*
 * The words of a rerun caption (line_rerun_caption()): one saying the
 * run was made again on its own, one counting a later run (with a run's
 * noun after it: "second run", "2nd try"), the nouns, and the frame of a
 * sentence around them.
 */
static const char *const rerun_again[] = {
    "again",   "rerun",	   "re-run", "reran",  "re-ran", "repeated",
    "nochmal", "nochmals", "erneut", "wieder", NULL,
};
static const char *const rerun_later[] = {
    "second", "2nd",	  "third",   "3rd",	"another",
    "next",   "zweiter",  "zweite",  "zweiten", "dritter",
    "dritte", "deuxième", "segunda", "segundo", NULL,
};
static const char *const rerun_nouns[] = {
    "run",	 "time",    "try",	 "attempt", "pass",  "round",
    "iteration", "lauf",    "durchlauf", "versuch", "essai", "passe",
    "prueba",	 "intento", "ejecución", NULL,
};
static const char *const rerun_frame[] = {
    "this",   "is",	"was",	   "the",  "a",	   "and",    "here",
    "here's", "that's", "it",	   "i",	   "ran",  "run",    "did",
    "same",   "test",	"command", "once", "more", "now",    "then",
    "of",     "fio",	"my",	   "so",   "ok",   "result", "results",
    "output", "for",	"ist",	   "der",  "die",  "das",    "und",
    "hier",   "ein",	"noch",	   "mal",  "es",   "c'est",  "le",
    "la",     "el",	"et",	   "un",   "une",  "una",    NULL,
};

int line_rerun_caption(const char *s, size_t len)
{
	size_t at[12], wl[12], nw;
	int again = 0, later = 0, noun = 0, num = 0;

	while (len && strchr(" 	:.!", s[len - 1]))
		len--;
	if (len < 5 || len > 60 || memchr(s, '=', len) || memchr(s, ',', len))
		return 0;
	nw = line_words(s, len, at, wl, 12);
	if (!nw || nw > 10)
		return 0;
	for (size_t w = 0; w < nw; w++) {
		const char *t = s + at[w];
		size_t l = wl[w];

		/* "(second run)", "run #2" */
		while (l && strchr("()#", t[0])) {
			t++;
			l--;
		}
		while (l && strchr("()", t[l - 1]))
			l--;
		if (!l)
			return 0;
		if (word_listed(t, l, rerun_again, 1)) {
			again = 1;
			continue;
		}
		if (word_listed(t, l, rerun_later, 1)) {
			later = 1;
			continue;
		}
		if (word_listed(t, l, rerun_nouns, 1)) {
			/* a run's noun after a later run's word, or before
			 * its number ("run 2") */
			noun |= later ? 2 : 1;
			continue;
		}
		/* "run 2", "Lauf 3": a later run's number, one digit */
		if (l == 1 && t[0] >= '2' && t[0] <= '9' && w > 0 &&
		    word_listed(s + at[w - 1] + (s[at[w - 1]] == '#'),
				wl[w - 1] - (s[at[w - 1]] == '#'), rerun_nouns,
				1)) {
			num = 1;
			continue;
		}
		if (!word_listed(t, l, rerun_frame, 1))
			return 0;
	}
	return again || (later && (noun & 2)) || num;
}

int line_run_tag(const char *s, size_t len)
{
	size_t i = 0;
	int run = 0, num = 0, mean = 0, words = 0;

	/* the first byte first: fio's own lines never start a tag */
	if (!len ||
	    !(isalpha((unsigned char)s[0]) || s[0] == '#' ||
	      isdigit((unsigned char)s[0]) || (unsigned char)s[0] >= 0x80))
		return 0;
	while (len && strchr(" \t:", s[len - 1]))
		len--;
	/* "Run 2：", a full-width colon */
	if (len >= 3 && !memcmp(s + len - 3, "\xef\xbc\x9a", 3))
		len -= 3;
	if (!len || len > 48 || memchr(s, ',', len))
		return 0;
	while (i < len) {
		size_t a, n;
		int digits = 1;

		while (i < len && run_tag_sep(s, i, len))
			i += run_tag_sep(s, i, len);
		a = i;
		while (i < len && !run_tag_sep(s, i, len))
			i++;
		if (i == a)
			break;
		n = i - a;
		words++;
		for (size_t k = a; k < i; k++)
			digits &= isdigit((unsigned char)s[k]) != 0;
		if (digits) {
			num = 1;
			continue;
		}
		/* "1st", "2nd", "3rd", "4th", "2." */
		if (isdigit((unsigned char)s[a]) && n <= 4) {
			size_t k = a;

			while (k < i && isdigit((unsigned char)s[k]))
				k++;
			if (word_listed(s + k, i - k,
					(const char *const[]){"st", "nd", "rd",
							      "th", ".", NULL},
					1)) {
				num = 1;
				continue;
			}
		}
		/* "Run1", "run3": the word and its number glued */
		if (n > 3 && isdigit((unsigned char)s[i - 1])) {
			size_t k = i;

			while (k > a && isdigit((unsigned char)s[k - 1]))
				k--;
			if (word_listed(s + a, k - a, run_tag_words, 1)) {
				run = num = 1;
				continue;
			}
		}
		/* "第1次", "第2回", "1回目", "2轮": a CJK run's number */
		if ((unsigned char)s[a] >= 0x80 ||
		    isdigit((unsigned char)s[a])) {
			static const char *const cjk[] = {"第",	  "次", "回目",
							  "回",	  "轮", "輪",
							  "번째", "회", NULL};
			size_t k = a;
			int d = 0, w = 0;

			while (k < i) {
				size_t l = 0;

				if (isdigit((unsigned char)s[k])) {
					d = 1;
					k++;
					continue;
				}
				for (size_t c = 0; cjk[c] && !l; c++)
					if (!strncmp(s + k, cjk[c],
						     strlen(cjk[c])))
						l = strlen(cjk[c]);
				if (!l)
					break;
				w = 1;
				k += l;
			}
			if (k == i && d && w) {
				run = num = 1;
				continue;
			}
		}
		if (word_listed(s + a, n, run_tag_words, 1) ||
		    /* "runs" after "3", "Runs 1-3" */
		    (n == 4 && !strncasecmp(s + a, "runs", 4)))
			run = 1;
		else if (word_listed(s + a, n, run_tag_means, 1))
			mean = 1;
		else if (word_listed(s + a, n, run_tag_ordinals, 1))
			num = 1;
		else if (!word_listed(s + a, n, run_tag_fill, 1))
			return 0;
	}
	if (mean)
		return 2;
	return run && num && words <= 6 ? 1 : 0;
}

void line_drop_condition_brackets(char *label)
{
	size_t l = strlen(label);
	char *o;

	if (!l || label[l - 1] != ')' || !(o = strrchr(label, '(')) ||
	    o == label ||
	    !line_conditions_only(o + 1, (size_t)(label + l - 1 - (o + 1))))
		return;
	while (o > label && o[-1] == ' ')
		o--;
	*o = '\0';
}

/*
 * Whether span w (n bytes, inside backticks) looks like a system's name:
 * a letter first, no blank, '=', '/', '\\', '$' nor quote, a lowercase
 * letter and a '.', '-', '_', a digit or a capital inside it
 * ("hyperviser.framework", "nvme0n1p3"), not a plain word ("libaio",
 * "sync"), a tool ("fio", "dd-3.1"), a file ("test.img") nor a C
 * constant ("O_DIRECT").
 */
static int code_span_name(const char *w, size_t n)
{
	static const char *const files[] = {
	    "img", "bin", "dat", "tmp",	 "txt", "log", "sh",
	    "py",  "out", "csv", "json", "fio", "iso", NULL,
	};
	size_t a, dot = n;
	int mark = 0, lower = 0;

	if (!n || n > 40 || !isalpha((unsigned char)w[0]))
		return 0;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)w[i];

		if (isspace(c) || strchr("=/\\$'\"`<>|;:,()[]{}*", (int)c))
			return 0;
		mark |= strchr(".-_", (int)c) || isdigit(c) || isupper(c);
		lower |= islower(c) != 0;
		if (c == '.')
			dot = i;
	}
	for (a = 0; a < n && isalnum((unsigned char)w[a]); a++)
		;
	if (!mark || !lower || bench_tool_word(w, a) ||
	    (dot < n && word_listed(w + dot + 1, n - dot - 1, files, 1)))
		return 0;
	return 1;
}

int line_using_code_name(const char *s, size_t len, char *out, size_t n)
{
	static const char *const leads[] = {"using", "with", NULL};
	const char *o = NULL, *c = NULL;
	size_t w;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	if (len < 8 || len > 200 || text_count(s, len, '`') != 2)
		return 0;
	/* one sentence: no full stop inside it */
	for (size_t i = 0; i + 1 < len; i++)
		if (strchr(".!?", s[i]) && s[i + 1] == ' ')
			return 0;
	o = memchr(s, '`', len);
	c = memchr(o + 1, '`', len - (size_t)(o + 1 - s));
	if (o == s || o[-1] != ' ')
		return 0;
	for (w = (size_t)(o - s) - 1; w > 0 && s[w - 1] != ' '; w--)
		;
	if (!word_listed(s + w, (size_t)(o - s) - 1 - w, leads, 1) ||
	    !code_span_name(o + 1, (size_t)(c - o) - 1) ||
	    (size_t)(c - o) - 1 >= n)
		return 0;
	snprintf(out, n, "%.*s", (int)(c - o) - 1, o + 1);
	return 1;
}

int line_row_number(const char *s, size_t len)
{
	static const char *const pre[] = {"no.", "no", "nr.", "nr", "#", NULL};
	size_t i = 0;
	int n = 0;

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	for (size_t k = 0; pre[k]; k++) {
		size_t w = strlen(pre[k]);

		if (len - i > w && !strncasecmp(s + i, pre[k], w)) {
			for (i += w; i < len && s[i] == ' ';)
				i++;
			break;
		}
	}
	if (i >= len || s[i] == '0' || len - i > 4)
		return 0;
	for (; i < len; i++) {
		if (s[i] < '0' || s[i] > '9')
			return 0;
		n = n * 10 + (s[i] - '0');
	}
	return n;
}

int line_aside_head(const char *s, size_t len, char *out, size_t n)
{
	static const char *const joins[] = {
	    ", but ",	 ", because ", ", since ",  ", although ",
	    ", though ", " but ",      " because ", NULL};
	size_t b = 0, e, cut = SIZE_MAX;
	int remark = 0;

	while (len && strchr(" \t.!:", s[len - 1]))
		len--;
	while (b < len && (s[b] == ' ' || s[b] == '\t'))
		b++;
	/* "Faster (!) external disk": the exclamation in brackets is the
	 * writer's about the word before it, which goes with it */
	for (e = b; e < len && s[e] != ' ' && s[e] != '('; e++)
		;
	if (e + 1 < len && (s[e] == '(' || (s[e] == ' ' && s[e + 1] == '('))) {
		size_t q = e + (s[e] == ' ') + 1;

		while (q < len && (s[q] == '!' || s[q] == '?'))
			q++;
		if (q > e + (s[e] == ' ') + 1 && q < len && s[q] == ')') {
			b = q + 1;
			remark = 1;
		}
	}
	for (size_t k = 0; joins[k]; k++) {
		const char *f =
		    text_find(s + b, len - b, joins[k], strlen(joins[k]));

		/* a clause of the comment, after the head's words */
		if (f && (size_t)(f - s) < cut && f > s + b)
			cut = (size_t)(f - s);
	}
	if (cut != SIZE_MAX)
		len = cut;
	/* asides in brackets alone ("SSD (Crucial MX500)") make no
	 * comment: the caption is judged whole */
	if (!remark && cut == SIZE_MAX)
		return 0;
	return drop_asides(s + b, len - b, out, n) > 0 && !strchr(out, '(') &&
	       !strchr(out, ')');
}

/*
 * Words of line_person_run_names()'s and line_person_when_names()'s
 * sentence s (len bytes): the system its clause "When I <verb> ..." names
 * (its words 3 to subj, subj past the last), into out (n bytes): the
 * verb's object, else what follows the first "on", "with", "under", "in"
 * or "using".  1 when found, else 0.
 */
static int person_clause_name(const char *s, const size_t *wa, const size_t *we,
			      size_t subj, char *out, size_t n)
{
	static const char *const preps[] = {"on", "with",  "under",
					    "in", "using", NULL};
	static const char *const stops[] = {
	    "from", "and",   "then", "again", "to",   "on",  "with", "under",
	    "in",   "using", "via",  "over",  "at",   "for", "but",  "i",
	    "we",   "it",    "as",   "into",  "onto", "of",  "off",  NULL};
	static const char *const arts[] = {"the", "a",	  "an",	  "my",
					   "our", "this", "that", NULL};
	size_t from[2], k;

	/* the verb's object ("boot Fedora 40"), else what follows the first
	 * preposition past it ("run the tests on the stock image") */
	from[0] = 3;
	from[1] = 0;
	for (k = 3; k < subj && !from[1]; k++)
		if (word_listed(s + wa[k], we[k] - wa[k], preps, 1))
			from[1] = k + 1;
	for (int c = 0; c < 2; c++) {
		size_t a = from[c], e = a, caps = 0;

		if (!a || a >= subj || (c == 0 && s[we[2] - 1] == ','))
			continue;
		if (word_listed(s + wa[a], we[a] - wa[a], arts, 1))
			a++;
		for (e = a; e < subj; e++) {
			const char *w = s + wa[e];
			size_t wl = we[e] - wa[e];

			if (word_in(w, wl, stops))
				break;
			if (memchr(w, '/', wl) || memchr(w, '=', wl) ||
			    memchr(w, '`', wl) || testname_tool(w, wl)) {
				caps = 0;
				break;
			}
			for (size_t q = 0; q < wl; q++)
				caps += isupper((unsigned char)w[q]) ||
					isdigit((unsigned char)w[q]);
			if (w[wl - 1] == ',') {
				e++;
				break;
			}
		}
		if (!caps || e == a || e - a > 5)
			continue;
		{
			size_t b = wa[a], z = we[e - 1];

			while (z > b && strchr(",.;", s[z - 1]))
				z--;
			if (z - b >= n)
				return 0;
			snprintf(out, n, "%.*s", (int)(z - b), s + b);
			return 1;
		}
	}
	return 0;
}

/* The words of s (len bytes) into wa/we (at most max); their count, or
 * max + 1 when there are more. */
static size_t person_words(const char *s, size_t len, size_t *wa, size_t *we,
			   size_t max)
{
	size_t nw = 0;

	for (size_t i = 0; i < len;) {
		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (i >= len)
			break;
		if (nw == max)
			return max + 1;
		wa[nw] = i;
		while (i < len && s[i] != ' ' && s[i] != '\t')
			i++;
		we[nw++] = i;
	}
	return nw;
}

static const char *const person_opens[] = {"when", "if",       "after",
					   "once", "whenever", NULL};
static const char *const person_subj[] = {"i", "we", NULL};

int line_person_run_names(const char *s, size_t len, char *out, size_t n)
{
	static const char *const verbs[] = {"get",     "got",	   "see",
					    "saw",     "obtain",   "obtained",
					    "measure", "measured", NULL};
	static const char *const tails[] = {"this", "these", "following", "the",
					    NULL};
	size_t wa[32], we[32], nw, subj, k;

	while (len && strchr(" \t:", s[len - 1]))
		len--;
	if (len >= 3 && !memcmp(s + len - 3, "\xef\xbc\x9a", 3))
		len -= 3;
	nw = person_words(s, len, wa, we, 32);
	if (nw > 32 || nw < 6 ||
	    !word_listed(s + wa[0], we[0] - wa[0], person_opens, 1) ||
	    !word_listed(s + wa[1], we[1] - wa[1], person_subj, 1))
		return 0;
	/* the tail: "I get", "we got this", "I got the following" */
	k = nw;
	while (k > 4 && word_in(s + wa[k - 1], we[k - 1] - wa[k - 1], tails))
		k--;
	if (k < 5 ||
	    !word_listed(s + wa[k - 1], we[k - 1] - wa[k - 1], verbs, 1))
		return 0;
	subj = k - 2;
	if (!word_listed(s + wa[subj], we[subj] - wa[subj], person_subj, 1) ||
	    subj < 4)
		return 0;
	return person_clause_name(s, wa, we, subj, out, n);
}

int line_person_when_names(const char *s, size_t len, char *out, size_t n)
{
	size_t wa[32], we[32], nw, k;

	nw = person_words(s, len, wa, we, 32);
	if (nw > 32 || nw < 6 ||
	    !word_listed(s + wa[0], we[0] - wa[0], person_opens, 1) ||
	    !word_listed(s + wa[1], we[1] - wa[1], person_subj, 1))
		return 0;
	/* the clause ends at its first comma; the main clause after it is
	 * no getting or seeing of figures (line_person_run_names()'s) */
	for (k = 2; k < nw && s[we[k] - 1] != ','; k++)
		;
	if (k + 2 >= nw || k < 3)
		return 0;
	return person_clause_name(s, wa, we, k + 1, out, n);
}

int line_hdparm_warning(const char *s, size_t len)
{
	size_t i = 0, b, caps = 0;

	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (len - i > 6 && !memcmp(s + i, "SG_IO: ", 7))
		return 1;
	/* the request's name: capitals, digits, '_', a capital first */
	b = i;
	while (i < len && (isupper((unsigned char)s[i]) ||
			   isdigit((unsigned char)s[i]) || s[i] == '_'))
		caps += isupper((unsigned char)s[i++]) != 0;
	if (i - b < 4 || caps < 4 || !isupper((unsigned char)s[b]))
		return 0;
	/* its arguments in brackets: "(identify)", "(null) (wait for flush
	 * complete)" */
	while (i < len && (s[i] == '(' ||
			   (s[i] == ' ' && i + 1 < len && s[i + 1] == '('))) {
		const char *c;

		i += s[i] == ' ';
		c = memchr(s + i, ')', len - i);
		if (!c)
			return 0;
		i = (size_t)(c - s) + 1;
	}
	return len - i >= 7 && !memcmp(s + i, " failed", 7) &&
	       (len - i == 7 || s[i + 7] == ':');
}

int line_hdparm_setting(const char *s, size_t len)
{
	size_t i = 0;

	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	while (len > i && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	if (len - i > 8 && !memcmp(s + i, "setting ", 8)) {
		const char *to = text_find(s + i + 8, len - i - 8, " to ", 4);

		return to && to > s + i + 8 && s[len - 1] != ':';
	}
	/* a setting's name (letters, digits, '_', '-'), blanks, '=',
	 * blanks, its value: a number and its meaning in brackets */
	{
		size_t b = i;

		while (i < len && (isalnum((unsigned char)s[i]) ||
				   s[i] == '_' || s[i] == '-'))
			i++;
		if (i == b || i >= len || (s[i] != ' ' && s[i] != '\t'))
			return 0;
	}
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i >= len || s[i++] != '=')
		return 0;
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i >= len || !isdigit((unsigned char)s[i]))
		return 0;
	/* the value's meaning in brackets closes the line ("16 (on)",
	 * "1 (32-bit)"): a job file's "iodepth = 32" has none */
	while (i < len && isdigit((unsigned char)s[i]))
		i++;
	return len - i >= 4 && s[i] == ' ' && s[i + 1] == '(' &&
	       s[len - 1] == ')';
}
