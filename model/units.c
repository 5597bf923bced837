/*
 * Units: numbers with units as benchmark tools print them (see units.h).
 *
 * A number is first read into an exact decimal form (significant digits
 * and a power of ten) and only then scaled by the unit's factor, so that
 * "96.1 MB/s" becomes 961 * 10^5 = 96100000 exactly and "317.6KB/s"
 * (binary) becomes 3176 * 1024 / 10 with a single rounding.  Nothing here
 * depends on the C library's locale: the comma convention is the caller's.
 */
#include "model/units.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Significant digits kept; more cannot change a double's rounding much. */
#define NUM_MAX_DIGITS 40
/* |exponent| cap while reading "1e99999999999" (keeps ints from wrapping). */
#define NUM_MAX_EXP 100000
#define TWO_53	    9007199254740992.0
#define TWO_53_INT  ((uint64_t)1 << 53)

/* A number as read: value = (neg ? -1 : 1) * digits * 10^exp. */
struct num {
	int neg;
	char dig[NUM_MAX_DIGITS + 1]; /* significant digits, no leading 0 */
	int ndig;
	int exp;
};

static const double pow10_exact[] = {
    1e0,  1e1,	1e2,  1e3,  1e4,  1e5,	1e6,  1e7,  1e8,  1e9,	1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
};

static int is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static int is_alpha(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static const char *skip_blanks(const char *s)
{
	while (is_blank(*s))
		s++;
	return s;
}

static void num_digit(struct num *n, char c, int in_fraction)
{
	if (n->ndig == 0 && c == '0') {
		if (in_fraction)
			n->exp--;
		return;
	}
	if (n->ndig < NUM_MAX_DIGITS) {
		n->dig[n->ndig++] = c;
		if (in_fraction)
			n->exp--;
	} else if (!in_fraction) {
		n->exp++;
	}
}

/*
 * Read a run of digits; returns how many.  Digits go to n unless n is
 * NULL (then they are only counted).
 */
static int read_digits(const char **p, struct num *n, int in_fraction)
{
	const char *s = *p;
	int count = 0;

	while (is_digit(*s)) {
		if (n)
			num_digit(n, *s, in_fraction);
		s++;
		count++;
	}
	*p = s;
	return count;
}

/*
 * Parse a number at s (no blanks skipped) into *n; *end past it.
 * Returns 0 or -EINVAL.
 */
static int num_parse(const char *s, const char **end, enum units_comma comma,
		     struct num *n)
{
	const char *p = s;
	const char *lead;
	int nint, nfrac = 0, has_frac = 0;

	memset(n, 0, sizeof(*n));
	if (*p == '-' || *p == '+') {
		n->neg = *p == '-';
		p++;
	}
	lead = p;
	nint = read_digits(&p, n, 0);

	if (comma == UNITS_COMMA_THOUSANDS && *p == ',' && is_digit(p[1])) {
		/* "1,234,567": a first group of 1-3 digits, then groups of 3 */
		if (nint < 1 || nint > 3 || *lead == '0')
			return -EINVAL;
		while (*p == ',' && is_digit(p[1])) {
			p++;
			if (read_digits(&p, n, 0) != 3)
				return -EINVAL;
		}
	}

	if ((*p == '.' ||
	     (*p == ',' && comma == UNITS_COMMA_DECIMAL && nint > 0)) &&
	    is_digit(p[1])) {
		p++;
		nfrac = read_digits(&p, n, 1);
		has_frac = 1;
	}
	if (nint == 0 && nfrac == 0)
		return -EINVAL;

	/* "1.234,5" or "1,234.5" under the decimal comma, "1.2.3": which
	 * separator groups and which one is the point cannot be told */
	if (has_frac &&
	    (*p == '.' || (*p == ',' && comma != UNITS_COMMA_NONE)) &&
	    is_digit(p[1]))
		return -EINVAL;

	if ((*p == 'e' || *p == 'E') &&
	    (is_digit(p[1]) ||
	     ((p[1] == '-' || p[1] == '+') && is_digit(p[2])))) {
		const char *q = p + 1;
		int eneg = 0, e = 0;

		if (*q == '-' || *q == '+') {
			eneg = *q == '-';
			q++;
		}
		while (is_digit(*q)) {
			if (e < NUM_MAX_EXP)
				e = e * 10 + (*q - '0');
			q++;
		}
		n->exp += eneg ? -e : e;
		p = q;
	}
	*end = p;
	return 0;
}

/*
 * n times factor with a single rounding, when the digits fit a double
 * exactly and factor is 10^f10 (f10 >= 0), an integer whose product with
 * the digits stays below 2^53, or a power of two.  Returns 0 and *out, or
 * -ERANGE when the slow path must do it.
 */
static int num_scale_exact(const struct num *n, double factor, int f10,
			   double *out)
{
	uint64_t m = 0;
	double a;
	int i, e = n->exp;

	if (n->ndig > 19)
		return -ERANGE;
	for (i = 0; i < n->ndig; i++)
		m = m * 10 + (uint64_t)(n->dig[i] - '0');
	if (m > TWO_53_INT)
		return -ERANGE;
	a = (double)m;
	if (f10 >= 0)
		e += f10;
	else if (factor == floor(factor) && a * factor <= TWO_53)
		a *= factor; /* exact: an integer below 2^53 */
	else if (frexp(factor, &i) == 0.5)
		a *= factor; /* exact: a power of two */
	else
		return -ERANGE;
	if (e > 22 || e < -22)
		return -ERANGE;
	a = e >= 0 ? a * pow10_exact[e] : a / pow10_exact[-e];
	*out = n->neg ? -a : a;
	return 0;
}

/* The value of n times factor (a finite positive double), rounded once
 * where the operands allow it. */
static double num_scale(const struct num *n, double factor)
{
	char buf[NUM_MAX_DIGITS + 32];
	double v;
	int f10 = -1, i;

	if (n->ndig == 0)
		return n->neg ? -0.0 : 0.0;
	for (i = 0; i < (int)(sizeof(pow10_exact) / sizeof(pow10_exact[0]));
	     i++) {
		if (factor == pow10_exact[i]) {
			f10 = i;
			break;
		}
	}
	if (!num_scale_exact(n, factor, f10, &v))
		return v;

	/* digits and an exponent, no decimal point: locale-independent */
	snprintf(buf, sizeof(buf), "%.*se%d", n->ndig, n->dig,
		 n->exp + (f10 >= 0 ? f10 : 0));
	v = strtod(buf, NULL);
	if (f10 < 0)
		v *= factor;
	return n->neg ? -v : v;
}

/* Length of the unit word at s: ASCII letters and the micro signs. */
static size_t word_len(const char *s)
{
	size_t i = 0;

	for (;;) {
		if (is_alpha(s[i])) {
			i++;
		} else if ((unsigned char)s[i] == 0xc2 &&
			   (unsigned char)s[i + 1] == 0xb5) {
			i += 2; /* U+00B5 MICRO SIGN */
		} else if ((unsigned char)s[i] == 0xce &&
			   (unsigned char)s[i + 1] == 0xbc) {
			i += 2; /* U+03BC GREEK SMALL LETTER MU */
		} else {
			return i;
		}
	}
}

static int word_is(const char *w, size_t len, const char *lit)
{
	return strlen(lit) == len && memcmp(w, lit, len) == 0;
}

static int word_in(const char *w, size_t len, const char *const *list)
{
	for (; *list; list++) {
		if (word_is(w, len, *list))
			return 1;
	}
	return 0;
}

double units_time_factor(const char *unit, unsigned long len)
{
	static const char *const ns[] = {"ns", "nsec", "nsecs", NULL};
	/* "µs" as U+00B5 MICRO SIGN and as U+03BC GREEK SMALL LETTER MU */
	static const char *const us[] = {
	    "us",	   "usec",	"usecs",       "\xc2\xb5s",
	    "\xc2\xb5sec", "\xce\xbcs", "\xce\xbcsec", NULL};
	static const char *const ms[] = {"ms", "msec", "msecs", NULL};
	static const char *const sec[] = {"s",	    "sec",     "secs",
					  "second", "seconds", NULL};
	/* fio's time options take "m" for minutes ("runtime=5m") */
	static const char *const min[] = {"m",	    "min",     "mins",
					  "minute", "minutes", NULL};
	static const char *const hour[] = {"h",	   "hr",    "hrs",
					   "hour", "hours", NULL};
	static const char *const day[] = {"d", "day", "days", NULL};

	if (!unit)
		return NAN;
	if (word_in(unit, len, ns))
		return 1;
	if (word_in(unit, len, us))
		return 1e3;
	if (word_in(unit, len, ms))
		return 1e6;
	if (word_in(unit, len, sec))
		return 1e9;
	if (word_in(unit, len, min))
		return 60e9;
	if (word_in(unit, len, hour))
		return 3600e9;
	if (word_in(unit, len, day))
		return 86400e9;
	return NAN;
}

/* fio's job options, parse.c __get_mult_bytes() with kb_base=1024: case
 * does not matter, "k"/"kb" is 1024 and "kib" is 1000 ("opposite units"). */
static double fio_option_factor(const char *unit, unsigned long len)
{
	static const char prefixes[] = "kmgtp";
	char w[4];
	const char *pos;
	unsigned long i;
	double base, f = 1;
	int power;

	if (len >= sizeof(w))
		return NAN;
	for (i = 0; i < len; i++) {
		w[i] = unit[i];
		if (w[i] >= 'A' && w[i] <= 'Z')
			w[i] = (char)(w[i] - 'A' + 'a');
	}
	w[len] = 0;
	if (len == 0 || !strcmp(w, "b"))
		return 1;
	pos = strchr(prefixes, w[0]);
	if (!pos)
		return NAN;
	power = (int)(pos - prefixes) + 1;
	if (!strcmp(w + 1, "") || !strcmp(w + 1, "b") || !strcmp(w + 1, "i"))
		base = 1024;
	else if (!strcmp(w + 1, "ib"))
		base = 1000;
	else
		return NAN;
	while (power--)
		f *= base;
	return f;
}

double units_size_factor(const char *unit, unsigned long len,
			 enum units_conv conv)
{
	static const char *const bytes[] = {
	    "", "B", "byte", "bytes", "Byte", "Bytes", "octet", "octets", NULL};
	/* after a prefix: "k", "kB", "kBytes"; "Ki", "KiB" */
	static const char *const dec_tail[] = {"",     "B",	"Byte", "Bytes",
					       "byte", "bytes", NULL};
	static const char *const bin_tail[] = {"i", "iB", NULL};
	static const char prefixes[] = "kmgtpe";
	const char *pos;
	double base, f = 1;
	int power, i;
	char c;

	if (!unit)
		return NAN;
	if (conv == UNITS_FIO_OPTION)
		return fio_option_factor(unit, len);
	if (word_in(unit, len, bytes))
		return 1;
	c = unit[0];
	if (c >= 'A' && c <= 'Z')
		c = (char)(c - 'A' + 'a');
	pos = c ? strchr(prefixes, c) : NULL;
	if (!pos)
		return NAN;
	power = (int)(pos - prefixes) + 1;
	if (word_in(unit + 1, len - 1, bin_tail))
		conv = UNITS_BINARY;
	else if (!word_in(unit + 1, len - 1, dec_tail))
		return NAN;
	base = conv == UNITS_BINARY ? 1024 : 1000;
	for (i = 0; i < power; i++)
		f *= base;
	if (conv == UNITS_MIXED)
		f = f / 1000 * 1024; /* exact: 1000^(p-1) x 1024 */
	return f;
}

/* "b", "Mb", "kbit", "Gibit", "Mbits": a bit unit, which no size takes. */
static int is_bits_word(const char *w, size_t len)
{
	static const char *const tails[] = {"b",   "bit",  "bits",
					    "Bit", "Bits", NULL};
	size_t i = 0;

	if (len > 0 && strchr("kKmMgGtTpPeE", w[0]))
		i++;
	if (i > 0 && i < len && w[i] == 'i')
		i++;
	return word_in(w + i, len - i, tails);
}

/*
 * The number n times factor f into *out, and stop into *end: the tail of
 * every parser below.  -EINVAL when the product is not finite.
 */
static int scaled(const struct num *n, double f, const char *stop, double *out,
		  const char **end)
{
	double v = num_scale(n, f);

	if (!isfinite(v))
		return -EINVAL;
	*out = v;
	if (end)
		*end = stop;
	return 0;
}

/*
 * The number at s (after blanks) into *n, *p just past it, and the word
 * after it (after blanks) at *w, *len bytes long (0 when none): what every
 * "number unit" parser starts with.
 */
static int num_then_word(const char *s, enum units_comma comma, struct num *n,
			 const char **p, const char **w, size_t *len)
{
	int ret;

	if (!s)
		return -EINVAL;
	ret = num_parse(skip_blanks(s), p, comma, n);
	if (ret)
		return ret;
	*w = skip_blanks(*p);
	*len = word_len(*w);
	return 0;
}

int units_number(const char *s, const char **end, enum units_comma comma,
		 double *out)
{
	struct num n;
	const char *p;
	int ret;

	if (!s)
		return -EINVAL;
	s = skip_blanks(s);
	ret = num_parse(s, &p, comma, &n);
	if (ret)
		return ret;
	return scaled(&n, 1, p, out, end);
}

int units_count(const char *s, const char **end, double *out)
{
	struct num n;
	const char *p;
	double f = 1;
	int ret;

	if (!s)
		return -EINVAL;
	s = skip_blanks(s);
	ret = num_parse(s, &p, UNITS_COMMA_THOUSANDS, &n);
	if (ret)
		return ret;
	/* fio's num2str suffixes, only as a whole word: "57.6k," */
	if (*p && !is_alpha(p[1]) && !is_digit(p[1])) {
		switch (*p) {
		case 'k':
		case 'K': f = 1e3; break;
		case 'M': f = 1e6; break;
		case 'G': f = 1e9; break;
		case 'T': f = 1e12; break;
		case 'P': f = 1e15; break;
		default: break;
		}
		if (f != 1)
			p++;
	}
	return scaled(&n, f, p, out, end);
}

int units_size(const char *s, const char **end, enum units_conv conv,
	       enum units_comma comma, double *out)
{
	struct num n;
	const char *p, *w;
	size_t len;
	double f;
	int ret;

	ret = num_then_word(s, comma, &n, &p, &w, &len);
	if (ret)
		return ret;
	f = units_size_factor(w, len, conv);
	if (!isnan(f)) {
		p = w + len;
	} else if ((w == p && len > 0) || is_bits_word(w, len)) {
		/* "12xyz": letters glued to the number that are no unit;
		 * "12 Mb", "12 kbit": bits, not a bare count of bytes */
		return -EINVAL;
	} else {
		f = 1; /* a bare number followed by some other word */
	}
	return scaled(&n, f, p, out, end);
}

int units_rate(const char *s, const char **end, enum units_conv conv,
	       enum units_comma comma, double *out)
{
	struct num n;
	const char *p, *w, *t;
	size_t len, tlen;
	double f, tf;
	int ret;

	ret = num_then_word(s, comma, &n, &p, &w, &len);
	if (ret)
		return ret;
	if (len == 0 || w[len] != '/')
		return -EINVAL;
	f = units_size_factor(w, len, conv);
	if (isnan(f))
		return -EINVAL;
	t = w + len + 1;
	tlen = word_len(t);
	tf = units_time_factor(t, tlen);
	/* per second only: "/s", "/sec"; "MB/min" is nobody's rate */
	if (tf != 1e9)
		return -EINVAL;
	return scaled(&n, f, t + tlen, out, end);
}

int units_duration(const char *s, const char **end, enum units_comma comma,
		   double *out)
{
	struct num n;
	const char *p, *w;
	size_t len;
	double f;
	int ret;

	ret = num_then_word(s, comma, &n, &p, &w, &len);
	if (ret)
		return ret;
	if (len == 0)
		return -EINVAL;
	f = units_time_factor(w, len);
	if (isnan(f))
		return -EINVAL;
	return scaled(&n, f, w + len, out, end);
}

int units_duration_range(const char *s, const char **end,
			 enum units_comma comma, double *lo, double *hi)
{
	struct num a, b;
	const char *p, *w;
	size_t len;
	double f, va, vb;
	int ret;

	if (!s)
		return -EINVAL;
	s = skip_blanks(s);
	ret = num_parse(s, &p, comma, &a);
	if (ret)
		return ret;
	b = a;
	if (*p == '-' && (is_digit(p[1]) || p[1] == '.')) {
		ret = num_parse(p + 1, &p, comma, &b);
		if (ret)
			return ret;
	}
	w = skip_blanks(p);
	len = word_len(w);
	if (len == 0)
		return -EINVAL;
	f = units_time_factor(w, len);
	if (isnan(f))
		return -EINVAL;
	va = num_scale(&a, f);
	vb = num_scale(&b, f);
	if (!isfinite(va) || !isfinite(vb))
		return -EINVAL;
	*lo = va;
	*hi = vb;
	if (end)
		*end = w + len;
	return 0;
}

int64_t units_int64(double v)
{
	return v >= 0 && v < 9223372036854775808.0 ? (int64_t)v : -1;
}

int units_rate_fits_iops(double bw, double iops, double bs)
{
	double want = iops * bs;

	if (!(iops > 0) || !(bs > 0) || isnan(bw))
		return 0;
	return fabs(bw - want) <= 0.005 * want;
}

int units_rate_fits_printed(double bw, double bw_step, double iops,
			    double iops_step, double bs)
{
	double want = iops * bs;

	if (!(iops > 0) || !(bs > 0) || isnan(bw))
		return 0;
	return fabs(bw - want) <= bw_step / 2 + iops_step * bs + 0.005 * want;
}

double units_rate_by_iops(double v, const char *u, unsigned long n, double iops,
			  double bs)
{
	static const double alt[] = {1.024, 1.024 * 1.024};
	double f, got = NAN;
	int fit = 0;

	if (n < 3 || memcmp(u + n - 2, "/s", 2))
		return NAN;
	f = units_size_factor(u, n - 2, UNITS_DECIMAL);
	if (isnan(f))
		return NAN;
	if (n >= 4 && u[1] == 'i')
		return v * f; /* "KiB/s": told */
	if (units_rate_fits_iops(v * f, iops, bs)) {
		got = v * f;
		fit++;
	}
	for (size_t i = 0; i < sizeof(alt) / sizeof(alt[0]) && f > 1; i++)
		if (units_rate_fits_iops(v * f * alt[i], iops, bs)) {
			got = v * f * alt[i];
			fit++;
		}
	return fit == 1 ? got : NAN;
}
