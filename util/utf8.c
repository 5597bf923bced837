#include "util/utf8.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static int cont(unsigned char c)
{
	return (c & 0xc0) == 0x80;
}

size_t utf8_decode(const char *str, size_t left, unsigned *cp)
{
	const unsigned char *s = (const unsigned char *)str;

	if (s[0] < 0x80) {
		*cp = s[0];
		return 1;
	}
	if ((s[0] & 0xe0) == 0xc0 && left >= 2 && cont(s[1])) {
		*cp = (s[0] & 0x1fu) << 6 | (s[1] & 0x3fu);
		return 2;
	}
	if ((s[0] & 0xf0) == 0xe0 && left >= 3 && cont(s[1]) && cont(s[2])) {
		*cp =
		    (s[0] & 0x0fu) << 12 | (s[1] & 0x3fu) << 6 | (s[2] & 0x3fu);
		return 3;
	}
	if ((s[0] & 0xf8) == 0xf0 && left >= 4 && cont(s[1]) && cont(s[2]) &&
	    cont(s[3])) {
		*cp = (s[0] & 0x07u) << 18 | (s[1] & 0x3fu) << 12 |
		      (s[2] & 0x3fu) << 6 | (s[3] & 0x3fu);
		return 4;
	}
	*cp = 0xfffd;
	return 1;
}

int utf8_cp_width(unsigned cp)
{
	return (cp >= 0x1100 && cp <= 0x115f) ||
		       (cp >= 0x2e80 && cp <= 0xa4cf) ||
		       (cp >= 0xac00 && cp <= 0xd7a3) ||
		       (cp >= 0xf900 && cp <= 0xfaff) ||
		       (cp >= 0xfe30 && cp <= 0xfe4f) ||
		       (cp >= 0xff00 && cp <= 0xff60) ||
		       (cp >= 0xffe0 && cp <= 0xffe6) ||
		       (cp >= 0x20000 && cp <= 0x3fffd)
		   ? 2
		   : 1;
}

size_t utf8_fit(const char *s, size_t len, size_t max)
{
	size_t n = len < max ? len : max;

	/* back over continuation bytes to the start of the cut character */
	while (n && n < len && ((unsigned char)s[n] & 0xc0) == 0x80)
		n--;
	return n;
}

size_t utf8_valid(const char *str, size_t left)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t k;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		k = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		k = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		k = 4;
	else
		return 0;
	if (k > left)
		return 0;
	for (size_t i = 1; i < k; i++)
		if (!cont(s[i]))
			return 0;
	/* overlong forms and surrogates */
	if (k == 3 && s[0] == 0xe0 && s[1] < 0xa0)
		return 0;
	if (k == 3 && s[0] == 0xed && s[1] >= 0xa0)
		return 0;
	if (k == 4 &&
	    ((s[0] == 0xf0 && s[1] < 0x90) || (s[0] == 0xf4 && s[1] >= 0x90)))
		return 0;
	return k;
}

size_t utf8_encode(unsigned c, char *o)
{
	if (c < 0x80) {
		o[0] = (char)c;
		return 1;
	}
	if (c < 0x800) {
		o[0] = (char)(0xc0 | (c >> 6));
		o[1] = (char)(0x80 | (c & 0x3f));
		return 2;
	}
	if (c < 0x10000) {
		o[0] = (char)(0xe0 | (c >> 12));
		o[1] = (char)(0x80 | ((c >> 6) & 0x3f));
		o[2] = (char)(0x80 | (c & 0x3f));
		return 3;
	}
	o[0] = (char)(0xf0 | (c >> 18));
	o[1] = (char)(0x80 | ((c >> 12) & 0x3f));
	o[2] = (char)(0x80 | ((c >> 6) & 0x3f));
	o[3] = (char)(0x80 | (c & 0x3f));
	return 4;
}

enum utf8_charset utf8_charset_named(const char *name, size_t len)
{
	static const struct {
		const char *name;
		enum utf8_charset cs;
	} known[] = {
	    {"iso-8859-1", UTF8_CS_CP1252}, {"iso8859-1", UTF8_CS_CP1252},
	    {"iso_8859-1", UTF8_CS_CP1252}, {"latin1", UTF8_CS_CP1252},
	    {"latin-1", UTF8_CS_CP1252},    {"windows-1252", UTF8_CS_CP1252},
	    {"cp1252", UTF8_CS_CP1252},	    {"us-ascii", UTF8_CS_CP1252},
	    {"ascii", UTF8_CS_CP1252},	    {"iso-8859-15", UTF8_CS_LATIN9},
	    {"iso8859-15", UTF8_CS_LATIN9}, {"iso_8859-15", UTF8_CS_LATIN9},
	    {"latin9", UTF8_CS_LATIN9},	    {"latin-9", UTF8_CS_LATIN9},
	};

	for (size_t k = 0; k < sizeof(known) / sizeof(known[0]); k++)
		if (strlen(known[k].name) == len &&
		    !strncasecmp(name, known[k].name, len))
			return known[k].cs;
	return UTF8_CS_NONE;
}

/* Windows-1252's 0x80..0x9F; the rest of its upper half is Latin-1's. */
static const unsigned short cp1252_hi[32] = {
    0x20ac, 0xfffd, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021,
    0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0xfffd, 0x017d, 0xfffd,
    0xfffd, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
    0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0xfffd, 0x017e, 0x0178};

unsigned utf8_cp_of_byte(enum utf8_charset cs, unsigned char c)
{
	/* ISO-8859-15: Latin-1 but for eight letters and signs */
	static const unsigned char l9_at[8] = {0xa4, 0xa6, 0xa8, 0xb4,
					       0xb8, 0xbc, 0xbd, 0xbe};
	static const unsigned short l9_cp[8] = {0x20ac, 0x0160, 0x0161, 0x017d,
						0x017e, 0x0152, 0x0153, 0x0178};

	if (cs == UTF8_CS_CP1252 && c >= 0x80 && c < 0xa0)
		return cp1252_hi[c - 0x80];
	if (cs == UTF8_CS_LATIN9)
		for (int i = 0; i < 8; i++)
			if (c == l9_at[i])
				return l9_cp[i];
	return c;
}

char *utf8_escaped(const char *s)
{
	size_t len = strlen(s), bad = 0, o = 0;
	char *out;

	for (size_t i = 0; i < len;) {
		size_t k = utf8_valid(s + i, len - i);

		bad += !k;
		i += k ? k : 1;
	}
	if (!bad)
		return NULL;
	out = malloc(len + bad * 3 + 1);
	if (!out)
		return NULL;
	for (size_t i = 0; i < len;) {
		size_t k = utf8_valid(s + i, len - i);

		if (k) {
			memcpy(out + o, s + i, k);
			o += k;
			i += k;
			continue;
		}
		snprintf(out + o, 5, "\\x%02X", (unsigned char)s[i]);
		o += 4;
		i++;
	}
	out[o] = '\0';
	return out;
}
