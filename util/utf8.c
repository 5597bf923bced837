#include "util/utf8.h"

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
