/*
 * A log's prefix on every line of a pasted output (logprefix.h).
 */
#include "ingest/logprefix.h"

#include <string.h>

#define SCAN_LINES 400
#define SCAN_BYTES (64 * 1024)
#define SCAN_LEAD  40 /* lines of prose a log may follow */

static int is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static char shape_of(char c)
{
	return is_digit(c) ? '9' : c;
}

/*
 * Length of the timestamp at the start of s (n bytes), with the blank
 * after it: "12:06:53 ", "[12:01:33] ", "2023-04-25T10:11:12.1234567Z ",
 * "[2021-03-04 10:11:12,345] ", "Mar 01 12:00:00 ".  Digits and
 * separators with a "D:DD" in them; 0 when s does not start with one.
 */
static size_t timestamp_len(const char *s, size_t n)
{
	size_t p = 0, start;
	char close = 0;
	int colon = 0;

	if (n && (s[0] == '[' || s[0] == '(')) {
		close = s[0] == '[' ? ']' : ')';
		p = 1;
	}
	/* a month's name: "Mar 01 12:00:00", "Mar  1 12:00:00" */
	if (p + 4 < n && s[p] >= 'A' && s[p] <= 'Z' && s[p + 1] >= 'a' &&
	    s[p + 1] <= 'z' && s[p + 2] >= 'a' && s[p + 2] <= 'z' &&
	    s[p + 3] == ' ') {
		p += 4;
		while (p < n && s[p] == ' ')
			p++;
	}
	start = p;
	/* the kernel's "[   12.345678] " (dmesg, a serial console): seconds
	 * since boot, blanks before them, six digits after the point */
	if (close == ']') {
		size_t q = p, d;

		while (q < n && s[q] == ' ')
			q++;
		for (d = q; q < n && is_digit(s[q]); q++)
			;
		if (q > d && q + 8 < n && s[q] == '.' && s[q + 7] == ']' &&
		    s[q + 8] == ' ') {
			for (d = q + 1; d < q + 7 && is_digit(s[d]); d++)
				;
			if (d == q + 7)
				return q + 9;
		}
	}
	if (p >= n || !is_digit(s[p]))
		return 0;
	while (p < n) {
		if (is_digit(s[p])) {
			p++;
			continue;
		}
		/* a separator between digits ("T" of ISO 8601, one space
		 * between a date and a time) */
		if (p + 1 < n && is_digit(s[p + 1]) &&
		    strchr("-:/.,T ", s[p])) {
			if (s[p] == ':' && p > start && is_digit(s[p - 1]) &&
			    p + 2 < n && is_digit(s[p + 2]))
				colon = 1;
			p++;
			continue;
		}
		break;
	}
	if (p < n && s[p] == 'Z')
		p++;
	if (!colon || p - start < 5)
		return 0;
	if (close) {
		if (p >= n || s[p] != close)
			return 0;
		p++;
	}
	if (p >= n || !is_blank(s[p]))
		return 0;
	return p + 1;
}

size_t log_kernel_stamp(const char *s, size_t n)
{
	size_t p = 1, d;

	if (!n || s[0] != '[')
		return 0;
	while (p < n && s[p] == ' ')
		p++;
	for (d = p; p < n && is_digit(s[p]); p++)
		;
	if (p == d || p >= n || s[p] != '.')
		return 0;
	for (d = ++p; p < n && is_digit(s[p]); p++)
		;
	if (p - d < 3 || p - d > 9 || p >= n || (s[p] != ']' && s[p] != ' '))
		return 0;
	if (!memchr(s + p, ']', n - p))
		return 0;
	return p;
}

/* Length of a chat's "<nick>" and the blanks after it at s, or 0. */
static size_t nick_len(const char *s, size_t n)
{
	size_t k = 1;

	if (!n || s[0] != '<')
		return 0;
	while (k < n && k < 33 && s[k] != '>' && !is_blank(s[k]))
		k++;
	if (k == 1 || k >= n || s[k] != '>' || k + 1 >= n ||
	    !is_blank(s[k + 1]))
		return 0;
	for (k++; k < n && is_blank(s[k]); k++)
		;
	return k;
}

/* A line number at s ("    12\t", "7 "): its length with the blanks
 * after it, its value in *v; 0 when none. */
static size_t number_len(const char *s, size_t n, long *v)
{
	size_t p = 0, d;

	while (p < n && p < 8 && s[p] == ' ')
		p++;
	for (d = p, *v = 0; p < n && p - d < 6 && is_digit(s[p]); p++)
		*v = *v * 10 + (s[p] - '0');
	/* the number of an empty line stands alone (its blank after it went
	 * with the line's trailing spaces) */
	if (p == d || (p < n && !is_blank(s[p])))
		return 0;
	if (p >= n)
		return p;
	if (s[p] == '\t')
		return p + 1;
	while (p < n && s[p] == ' ')
		p++;
	return p;
}

static int blank_line(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!is_blank(s[i]) && s[i] != '\r')
			return 0;
	return 1;
}

void log_prefix_find(struct log_prefix *lp, const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line l;
	size_t common = 0, head = 0, first_len = 0;
	long first = 0, last = 0, nonblank_last = 0, headed = 0, nonblank = 0;
	long numbered = 0, counting = 0, prev = 0, all = 0;
	char first_shape[LOG_PREFIX_MAX];

	lp->len = 0;
	lp->stamp = 0;
	lp->nick = 0;
	lp->numbered = 0;
	lines_init(&it, buf, len < SCAN_BYTES ? len : SCAN_BYTES);
	while (lines_next(&it, &l) && it.no <= SCAN_LINES) {
		size_t h, k;

		if (blank_line(l.s, l.len))
			continue;
		nonblank++;
		all++;
		{
			long v;

			if (number_len(l.s, l.len, &v)) {
				counting += numbered && v == prev + 1;
				numbered++;
				prev = v;
			}
		}
		h = timestamp_len(l.s, l.len);
		if (!h || h >= l.len) {
			/* forty lines without a stamp: no log (and little
			 * cost) */
			if (!headed && nonblank > SCAN_LEAD)
				break;
			continue;
		}
		if (!headed) {
			/* the first headed line: the prefix is at most it */
			common = l.len < LOG_PREFIX_MAX - 1
				     ? l.len
				     : LOG_PREFIX_MAX - 1;
			for (k = 0; k < common; k++)
				first_shape[k] = shape_of(l.s[k]);
			head = h;
			first_len = common;
			first = l.no;
			nonblank = 1;
		} else {
			for (k = 0; k < common && k < l.len &&
				    shape_of(l.s[k]) == first_shape[k];
			     k++)
				;
			if (k == l.len && k < common &&
			    is_blank(first_shape[k]))
				; /* the prefix alone: a relayed empty line */
			else if (k == common && k == first_len && k < l.len &&
				 is_blank(l.s[k])) {
				/* the first was that line: this one decides */
				common = l.len < LOG_PREFIX_MAX - 1
					     ? l.len
					     : LOG_PREFIX_MAX - 1;
				for (k = 0; k < common; k++)
					first_shape[k] = shape_of(l.s[k]);
				first_len = common;
			} else {
				common = k;
			}
		}
		headed++;
		last = l.no;
		nonblank_last = nonblank;
	}
	if (!headed) {
		/* line numbers counting up by one on nearly every line */
		lp->numbered = numbered >= 3 && counting + 1 >= numbered &&
			       numbered * 10 >= all * 9;
		return;
	}
	/* three lines or more, most of those from the first to the last */
	if (headed < 3 || headed * 10 < nonblank_last * 6 || common < head ||
	    !first || !last)
		return;
	/* whole words only: back to the last blank after the timestamp */
	if (common > head && !is_blank(first_shape[common - 1])) {
		size_t k = common;

		while (k > head && !is_blank(first_shape[k - 1]))
			k--;
		common = k;
	}
	memcpy(lp->shape, first_shape, common);
	lp->len = common;
	lp->stamp = head;
	lp->nick = 0;
	/* a chat: "<nick> " after the stamp on most of its lines */
	{
		long nicks = 0, prefixed = 0;

		lines_init(&it, buf, len < SCAN_BYTES ? len : SCAN_BYTES);
		while (lines_next(&it, &l) && it.no <= SCAN_LINES) {
			size_t k = log_prefix_at(lp, l.s, l.len);

			if (!k)
				continue;
			prefixed++;
			nicks += nick_len(l.s + k, l.len - k) > 0;
		}
		lp->nick = nicks >= 2 && nicks * 10 >= prefixed * 6;
	}
}

size_t log_prefix_at(const struct log_prefix *lp, const char *s, size_t n)
{
	long v;

	if (lp && lp->numbered)
		return number_len(s, n, &v);
	if (!lp || !lp->len || n < lp->len)
		return 0;
	for (size_t k = 0; k < lp->len; k++)
		if (shape_of(s[k]) != lp->shape[k])
			return 0;
	if (lp->nick)
		return lp->len + nick_len(s + lp->len, n - lp->len);
	return lp->len;
}

struct text_line log_prefix_strip(const struct log_prefix *lp,
				  struct text_line line)
{
	size_t k = log_prefix_at(lp, line.s, line.len);

	if (!k)
		return line;
	while (k < line.len && is_blank(line.s[k]))
		k++;
	line.s += k;
	line.len -= k;
	return line;
}
