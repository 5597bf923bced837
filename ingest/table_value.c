/*
 * What a table cell says: see table_value.h.
 */
#include "ingest/table_value.h"
#include "ingest/fio_text.h"
#include "ingest/lines.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

static int ieq(const char *a, const char *b)
{
	return !strcasecmp(a, b);
}

static int is_time_unit(const char *u)
{
	static const char *const t[] = {"ns", "nsec", "us",   "usec",
					"µs", "ms",   "msec", NULL};

	for (size_t i = 0; t[i]; i++)
		if (ieq(u, t[i]))
			return 1;
	return 0;
}

/*
 * A bit rate: "Mbps", "Mb/s", "Mbit/s", "Gbits/s", "kbps" (decimal SI
 * prefixes, a lowercase 'b').  Returns its prefix ('k', 'M', 'G', 'T'),
 * or 0 when u is no bit rate.  Bytes are 8 bits: see table_convert().
 */
static char bit_rate(const char *u)
{
	char p = u[0];

	if (!p || !strchr("kKMGT", p))
		return 0;
	u++;
	if (strcmp(u, "bps") && strcmp(u, "b/s") && strcasecmp(u, "bit/s") &&
	    strcasecmp(u, "bits/s") && strcasecmp(u, "bit/sec") &&
	    strcasecmp(u, "bits/sec") && strcasecmp(u, "bits per second"))
		return 0;
	return p == 'K' ? 'k' : p;
}

char table_fio2_rate_form(const char *s)
{
	size_t n, d = 0, dec = 0;

	while (*s == ' ')
		s++;
	n = strlen(s);
	while (n && s[n - 1] == ' ')
		n--;
	while (d < n && isdigit((unsigned char)s[d]))
		d++;
	if (!d || d > 7)
		return 0;
	if (d <= 6 && n - d == 4 && !strncmp(s + d, "KB/s", 4))
		return 'k';
	if (d + 1 < n && s[d] == '.' && isdigit((unsigned char)s[d + 1]))
		dec = 1;
	if (dec && n - d - 2 == 4 && !strncmp(s + d + 2, "MB/s", 4) &&
	    strtod(s, NULL) >= 976.5)
		return 'M';
	return 0;
}

int table_unit_bits_unsure(const char *u)
{
	char p = u ? u[0] : 0;

	if (!p || !strchr("kKMGT", p))
		return 0;
	return !strcmp(u + 1, "b/s") || !strcmp(u + 1, "b/sec");
}

/* Whether s holds a bit rate's unit as a word; sure: no "Mb/s". */
static int says_bits(const char *s, int sure)
{
	char w[24];

	for (const char *p = s; *p;) {
		size_t n = 0;

		while (*p && !isalpha((unsigned char)*p))
			p++;
		while (isalpha((unsigned char)*p) || *p == '/') {
			if (n + 1 < sizeof(w))
				w[n++] = *p;
			p++;
		}
		w[n] = '\0';
		if (n && (sure ? bit_rate(w) && !table_unit_bits_unsure(w)
			       : bit_rate(w) || table_unit_bits_unsure(w)))
			return 1;
	}
	return 0;
}

int table_says_bit_rate(const char *s)
{
	return says_bits(s, 0);
}

int table_says_bits(const char *s)
{
	return says_bits(s, 1);
}

/*
 * Seconds: an elapsed time ("86.6 s", "4.39秒", "9.45초", "12 с"),
 * never a latency (tools print those in ms, us or ns).
 */
static int is_seconds(const char *u)
{
	static const char *const t[] = {
	    "s", "sec", "secs", "second", "seconds", "sekunden", "sekunde",
	    "secondes", "seconde", "segundos", "segundo", "secondi", "sekund",
	    "sekundy",
	    /* Ukrainian, Russian: секунди, секунд ... */
	    "\xd1\x81\xd0\xb5\xd0\xba\xd1\x83\xd0\xbd\xd0\xb4\xd0\xb8",
	    "\xd1\x81\xd0\xb5\xd0\xba\xd1\x83\xd0\xbd\xd0\xb4",
	    "\xd1\x81\xd0\xb5\xd0\xba\xd1\x83\xd0\xbd\xd0\xb4\xd0\xb0",
	    "\xd1\x81\xd0\xb5\xd0\xba\xd1\x83\xd0\xbd\xd0\xb4\xd1\x8b",
	    "\xe7\xa7\x92", "\xec\xb4\x88", "\xd1\x81",
	    "\xd1\x81\xd0\xb5\xd0\xba", NULL};

	for (size_t i = 0; t[i]; i++)
		if (ieq(u, t[i]))
			return 1;
	return 0;
}

/*
 * Where the '/' of a byte rate per minute starts in u ("MB/Min",
 * "GB/min", "MiB/Minute": a file copy's speed as some pages give it), or
 * 0 when u is none.
 */
static size_t per_minute(const char *u)
{
	static const char *const m[] = {"min", "minute", "minuten", "minutes",
					NULL};
	const char *sl = strrchr(u, '/');

	if (!sl || sl - u < 2 || sl[-1] != 'B')
		return 0;
	for (size_t i = 0; m[i]; i++)
		if (ieq(sl + 1, m[i]))
			return (size_t)(sl - u);
	return 0;
}

int table_val_per_second(const char *u)
{
	return !strcmp(u, "/s") || ieq(u, "/sec") || ieq(u, "/secs");
}

/* Classify unit u into v; 0, or -1 when u is no unit we read. */
int table_val_unit(struct table_val *v)
{
	const char *u = v->unit;
	size_t n = strlen(u);
	double f;

	if (!n)
		return 0;
	if (bit_rate(u)) {
		v->metric = TESTNAME_BW;
		return 0;
	}
	if (ieq(u, "k") || ieq(u, "m")) {
		return 0; /* a count: 57.6k */
	}
	if (ieq(u, "iops") || ieq(u, "k iops") || ieq(u, "kiops") ||
	    ieq(u, "m iops") || ieq(u, "miops")) {
		v->metric = TESTNAME_IOPS;
		return 0;
	}
	if (per_minute(u)) {
		v->metric = TESTNAME_BW; /* converted to a second's */
		return 0;
	}
	if (table_val_per_second(u))
		return 0; /* "1430/s": a count a second, of what the row says */
	if ((n > 2 && !strcmp(u + n - 2, "/s")) ||
	    (n > 4 && ieq(u + n - 4, "/sec")) ||
	    (n > 5 && ieq(u + n - 5, "/secs"))) {
		size_t b = !strcmp(u + n - 2, "/s") ? n - 2
			   : ieq(u + n - 4, "/sec") ? n - 4
						    : n - 5;

		/* a byte rate: "MB/s", "KiB/sec"; "k/s" (files a second),
		 * "ops/s" are rates of something the header must name */
		if (u[b - 1] == 'B' || u[b - 1] == 'b' ||
		    (b > 4 && !strncasecmp(u + b - 4, "byte", 4)) ||
		    (b > 5 && !strncasecmp(u + b - 5, "bytes", 5)))
			v->metric = TESTNAME_BW; /* or "MByte/s", "kBytes/s" */
		return 0;
	}
	if (is_time_unit(u)) {
		v->metric = TESTNAME_LAT;
		return 0;
	}
	if (is_seconds(u)) {
		v->metric = TESTNAME_RUNTIME; /* "86.6 s": elapsed */
		return 0;
	}
	f = units_size_factor(u, n, UNITS_DECIMAL);
	if (!isnan(f) && (u[n - 1] == 'B' || u[n - 1] == 'b')) {
		v->metric = TESTNAME_BW;
		v->size_unit = 1;
		return 0;
	}
	return -1;
}

/*
 * Units written in other scripts, rewritten in place to what the units
 * module reads: French octets "Mo/s", "Kio", "Go/s" (MB/s, KiB, GB/s);
 * Russian "МБ/с", "КиБ/с", "ГБ/с", "Мбайт/с", "мс", "мкс" (MB/s, KiB/s,
 * GB/s, MB/s, ms, us).  Anything else stays.
 */
static void unit_ascii(char *u)
{
	static const struct {
		const char *from, *to;
	} ru[] = {
	    {"\xd0\x9a\xd0\x91/\xd1\x81", "kB/s"},
	    {"\xd0\xba\xd0\x91/\xd1\x81", "kB/s"}, /* кБ/с */
	    {"\xd0\x9c\xd0\x91/\xd1\x81", "MB/s"},
	    {"\xd0\x93\xd0\x91/\xd1\x81", "GB/s"},
	    {"\xd0\x9a\xd0\xb8\xd0\x91/\xd1\x81", "KiB/s"},
	    {"\xd0\x9c\xd0\xb8\xd0\x91/\xd1\x81", "MiB/s"},
	    {"\xd0\x93\xd0\xb8\xd0\x91/\xd1\x81", "GiB/s"},
	    /* "Кбайт/с", "Мбайт/с", "Гбайт/с": the bytes spelled out */
	    {"\xd0\x9a\xd0\xb1\xd0\xb0\xd0\xb9\xd1\x82/\xd1\x81", "kB/s"},
	    {"\xd0\x9c\xd0\xb1\xd0\xb0\xd0\xb9\xd1\x82/\xd1\x81", "MB/s"},
	    {"\xd0\x93\xd0\xb1\xd0\xb0\xd0\xb9\xd1\x82/\xd1\x81", "GB/s"},
	    {"\xd0\xbc\xd1\x81", "ms"},
	    {"\xd0\xbc\xd0\xba\xd1\x81", "us"},
	};
	static const struct {
		const char *from, *to;
	} words[] = {
	    {"microsecond", "us"},
	    {"millisecond", "ms"},
	    {"nanosecond", "ns"},
	};
	size_t n, k = 1;

	/* "799 Mo / s", "56.4 GB / s": blanks around the slash */
	for (char *p = u; (p = strchr(p, '/'));) {
		char *a = p, *b = p + 1;

		while (a > u && a[-1] == ' ')
			a--;
		while (*b == ' ')
			b++;
		if (a == u || !*b)
			break;
		*a = '/';
		memmove(a + 1, b, strlen(b) + 1);
		p = a + 1;
	}
	n = strlen(u);
	/* "5.132,58 MB/Sec", "MB/SEC", "MB/S": the seconds in any case */
	{
		char *sl = strrchr(u, '/');

		if (sl && sl > u && (sl[-1] == 'B' || sl[-1] == 'b') &&
		    (!strcasecmp(sl + 1, "s") || !strcasecmp(sl + 1, "sec")))
			for (char *q = sl + 1; *q; q++)
				*q = (char)tolower((unsigned char)*q);
	}
	/* "480 MBps", "2.8 MBps": bytes (an uppercase B) a second */
	if (n >= 4 && n <= 5 && strchr("kKMGT", u[0]) &&
	    !strcmp(u + n - 3, "Bps") && (n == 4 || u[1] == 'i')) {
		strcpy(u + n - 2, "/s");
		return;
	}
	/* "kibps", "mibps" of a script's lowercase names: a binary prefix
	 * is a byte's (testnames.c's find_unit()) */
	if (n == 5 && strchr("kmgtKMGT", u[0]) && u[1] == 'i' &&
	    !strcmp(u + 2, "bps")) {
		u[0] = (char)toupper((unsigned char)u[0]);
		strcpy(u + 2, "B/s");
		return;
	}
	/* "MB/秒": per second in Chinese and Japanese; "MB/초" in Korean */
	if (n > 4 && (!strcmp(u + n - 4, "/\xe7\xa7\x92") ||
		      !strcmp(u + n - 4, "/\xec\xb4\x88"))) {
		strcpy(u + n - 3, "s");
		n -= 2;
	}
	/* "μs" with a Greek mu (U+03BC) and "µs" (U+00B5) */
	if (!strcmp(u, "\xce\xbcs") || !strcmp(u, "\xc2\xb5s")) {
		strcpy(u, "us");
		return;
	}
	/* "750 microseconds", "2 milliseconds": the unit spelled out */
	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (!strcasecmp(u, words[i].from) ||
		    (!strncasecmp(u, words[i].from, n - 1) &&
		     n == strlen(words[i].from) + 1 && u[n - 1] == 's')) {
			strcpy(u, words[i].to);
			return;
		}
	for (size_t i = 0; i < sizeof(ru) / sizeof(ru[0]); i++)
		if (!strcmp(u, ru[i].from)) {
			strcpy(u, ru[i].to); /* never longer */
			return;
		}
	if (n < 2 || !strchr("kKMGT", u[0]))
		return;
	if (u[k] == 'i')
		k++;
	if (u[k] != 'o' || (u[k + 1] && strcmp(u + k + 1, "/s")))
		return;
	u[k] = 'B';
}

/* Whether s starts with a blank and exactly three digits. */
static int space_group(const char *s)
{
	return s[0] == ' ' && s[1] >= '0' && s[1] <= '9' && s[2] >= '0' &&
	       s[2] <= '9' && s[3] >= '0' && s[3] <= '9' &&
	       !(s[4] >= '0' && s[4] <= '9');
}

/*
 * The length of a thousands mark at s that no number reader takes for
 * anything else: an apostrophe (ASCII's or U+2019), a thin space (U+2009)
 * or a narrow no-break space (U+202F); 0 for none.
 */
static size_t group_mark(const char *s)
{
	if (s[0] == '\'')
		return 1;
	if (!strncmp(s, "\xe2\x80\x99", 3) || !strncmp(s, "\xe2\x80\x89", 3) ||
	    !strncmp(s, "\xe2\x80\xaf", 3))
		return 3;
	return 0;
}

/* Whether s starts a quote or a minute/second mark: ' " ’ ” ′ ″. */
static int quote_mark(const char *s)
{
	return s[0] == '\'' || s[0] == '"' || !strncmp(s, "\xe2\x80\x99", 3) ||
	       !strncmp(s, "\xe2\x80\x9d", 3) ||
	       !strncmp(s, "\xe2\x80\xb2", 3) || !strncmp(s, "\xe2\x80\xb3", 3);
}

/*
 * The length of a number grouped with apostrophes at s, as Switzerland
 * and Liechtenstein write them ("75'471", "1'234'567", "75’471",
 * "1'234.5"), or with thin spaces ("75 471", U+2009 or U+202F, which the
 * normalization keeps between digit groups): a first group of 1-3 digits
 * (no leading 0), then groups of the same mark and exactly three digits,
 * then at most one decimal separator (',' or '.') and its digits.  0 when
 * s holds no such number, or when a quote or a minute/second mark follows
 * ("5'300\"", "'1'000'"): a time or a quoted word, no grouping.
 */
static size_t apostrophe_token(const char *s)
{
	size_t g = 0, a, groups = 0, first = 0;

	while (s[g] >= '0' && s[g] <= '9')
		g++;
	if (g < 1 || g > 3 || s[0] == '0')
		return 0;
	first = g;
	while ((a = group_mark(s + g)) && !strncmp(s + g, s + first, a) &&
	       s[g + a] >= '0' && s[g + a] <= '9' && s[g + a + 1] >= '0' &&
	       s[g + a + 1] <= '9' && s[g + a + 2] >= '0' &&
	       s[g + a + 2] <= '9' &&
	       !(s[g + a + 3] >= '0' && s[g + a + 3] <= '9')) {
		g += a + 3;
		groups++;
	}
	if (!groups)
		return 0;
	if ((s[g] == '.' || s[g] == ',') && s[g + 1] >= '0' &&
	    s[g + 1] <= '9') {
		for (g++; s[g] >= '0' && s[g] <= '9';)
			g++;
		if ((s[g] == '.' || s[g] == ',') && s[g + 1] >= '0' &&
		    s[g + 1] <= '9')
			return 0; /* "1'234.5.6" */
	}
	if (quote_mark(s + g) || (s[g] >= '0' && s[g] <= '9'))
		return 0;
	return g;
}

/* Whether num is all one number grouped with apostrophes. */
static int apostrophe_grouped(const char *num)
{
	return num[0] && apostrophe_token(num) == strlen(num);
}

/*
 * The number token at s: digits, with single ',' or '.' separators each
 * followed by a digit ("3,120", "512,3", "1.234,5"), and blanks between
 * groups of three digits where the number cannot be two ("3 120,5",
 * "1 234 567"; not "512 488"), or apostrophes grouping it ("75'471",
 * apostrophe_token).  Which separator is the decimal one the table
 * decides (table_val_number).  Returns its length, 0 when s holds no
 * number.
 */
static size_t number_token(const char *s)
{
	size_t i = 0, groups = 0, g = 0;

	if (!(s[0] >= '0' && s[0] <= '9') &&
	    !(s[0] == '.' && s[1] >= '0' && s[1] <= '9'))
		return 0;
	g = apostrophe_token(s);
	if (g)
		return g;
	while (s[g] >= '0' && s[g] <= '9')
		g++;
	if (g <= 3) {
		for (; space_group(s + g); g += 4)
			groups++;
		if (groups >= 2 || (groups == 1 && s[g] == ',' &&
				    s[g + 1] >= '0' && s[g + 1] <= '9'))
			i = g;
	}
	for (;;) {
		if (s[i] >= '0' && s[i] <= '9')
			i++;
		else if ((s[i] == ',' || s[i] == '.') && s[i + 1] >= '0' &&
			 s[i + 1] <= '9')
			i++;
		else
			return i;
	}
}

size_t table_val_number_len(const char *s)
{
	return number_token(s);
}

/*
 * Whether p, up to the bracket closing it, only names the metric of the
 * figure v before it ("93 µs average latency", "(1.2 GB/s throughput)"):
 * no statistic (p99, max), no test.
 */
static int metric_words(const char *p, const struct table_val *v)
{
	const char *e = p;
	struct table_val u = *v;
	struct testname tn;

	while (*e && *e != ')' && *e != ']')
		e++;
	if (!*e || e == p || table_val_unit(&u) || u.metric == TESTNAME_NONE)
		return 0;
	if (testname_parse(p, (size_t)(e - p), 0, &tn) || tn.stat || tn.other ||
	    tn.metric != u.metric)
		return 0;
	return 1;
}

/*
 * "(usec)", "( ms )", "(MB/s)", "(IOPS)" after a bare figure: brackets
 * that hold nothing but a unit of a time, a rate or IOPS ("270.6 (usec)")
 * name the figure's unit, into v (unit, metric, unit_bracketed).  Not a
 * size ("4 (KB)"), nor seconds, nor anything with more words.  Returns 1
 * when they did.
 */
static int bracket_unit(const char *p, struct table_val *v)
{
	struct table_val u;
	const char *e;
	size_t n;

	if (*p != '(' || v->unit[0])
		return 0;
	for (p++; *p == ' ';)
		p++;
	e = strchr(p, ')');
	if (!e)
		return 0;
	n = (size_t)(e - p);
	while (n && p[n - 1] == ' ')
		n--;
	if (!n || n >= sizeof(u.unit) || memchr(p, ' ', n))
		return 0;
	memset(&u, 0, sizeof(u));
	memcpy(u.unit, p, n);
	u.unit[n] = '\0';
	unit_ascii(u.unit);
	if (table_val_unit(&u) || u.size_unit ||
	    (u.metric != TESTNAME_LAT && u.metric != TESTNAME_BW &&
	     u.metric != TESTNAME_IOPS))
		return 0;
	memcpy(v->unit, u.unit, sizeof(v->unit));
	v->metric = u.metric;
	v->unit_bracketed = 1;
	return 1;
}

/*
 * One figure "57.6k", "225MiB/s", "188 MB/s", "4096" (s NUL-terminated),
 * with a second figure in brackets: fio's "225MiB/s (236MB/s)" (the same
 * figure spelt again) or "3,120 MB/s (762K IOPS)" (another metric).
 * inner: s is already the bracket's content.
 */
/*
 * "5万", "4.8萬", "12만": a count in East Asian ten-thousands, rewritten as
 * the plain count (50000) with no unit.  Returns 1 when v held one.
 */
static int myriad(struct table_val *v)
{
	static const char *const w[] = {"\xe4\xb8\x87", /* U+4E07 万 */
					"\xe8\x90\xac", /* U+842C 萬 */
					"\xeb\xa7\x8c", /* U+B9CC 만 */
					NULL};
	char num[48], *end;
	double x;

	for (size_t i = 0; w[i]; i++) {
		if (strcmp(v->unit, w[i]))
			continue;
		/* digits and at most one decimal point: "4.8", not "1,2" */
		if (strchr(v->num, ',') ||
		    table_val_number(v->num, TABLE_SEP_POINT, num, sizeof(num)))
			return 0;
		x = strtod(num, &end);
		if (*end || !(x > 0))
			return 0;
		snprintf(v->num, sizeof(v->num), "%.15g", x * 1e4);
		v->unit[0] = '\0';
		return 1;
	}
	return 0;
}

/*
 * "(QD32)", "(QD=8)", "(T8)", "(Q32T1)": brackets after a figure that
 * only name its queue depth and threads, into v->qd and v->threads.
 */
static void bracket_conditions(const char *p, struct table_val *v)
{
	const char *e = strpbrk(p, ")]");
	struct testname tn;

	if (!e || e == p)
		return;
	testname_parse(p, (size_t)(e - p), 0, &tn);
	if (tn.metric || tn.stat || tn.other || tn.n_ops || tn.cond.bs > 0 ||
	    tn.cond.pattern != IODB_PATTERN_UNKNOWN)
		return;
	if (tn.cond.iodepth > 0)
		v->qd = (int)tn.cond.iodepth;
	if (tn.cond.numjobs > 0)
		v->threads = (int)tn.cond.numjobs;
}

/*
 * "(70/30)", "( 65 / 35 )": brackets after a figure that only hold the
 * read and write shares of a mixed test (two whole numbers adding up to
 * 100, read first as fio's rwmixread and "70r30w" name them): a
 * qualifier of the figure, no figure; the read share into v->mix.
 */
static void bracket_mix(const char *p, struct table_val *v)
{
	char *end;
	long a, b;

	while (*p == ' ')
		p++;
	if (*p < '0' || *p > '9')
		return;
	a = strtol(p, &end, 10);
	while (*end == ' ')
		end++;
	if (*end != '/')
		return;
	for (end++; *end == ' ';)
		end++;
	if (*end < '0' || *end > '9')
		return;
	b = strtol(end, &end, 10);
	while (*end == ' ')
		end++;
	if ((*end == ')' || *end == ']') && a > 0 && b > 0 && a + b == 100)
		v->mix = (int)a;
}

/*
 * Whether v's bare figure is its bracket's throughput in another unit
 * ("7,100 (6.6 GiB/s)" under a "Read MB/s" header): the figure times a
 * decimal or binary unit comes within 10% of the bracket's rate.
 */
static int same_rate(const struct table_val *v)
{
	static const double f[] = {1,	   1e3,	      1e6,	   1e9,
				   1024.0, 1048576.0, 1073741824.0};
	char a[64], b[96], x[64];
	double n, r;

	if (table_val_number(v->num, TABLE_SEP_POINT, x, sizeof(x)) &&
	    table_val_number(v->num, TABLE_SEP_COMMA, x, sizeof(x)))
		return 1;
	n = strtod(x, NULL);
	if (table_val_number(v->alt_num, TABLE_SEP_POINT, a, sizeof(a)) &&
	    table_val_number(v->alt_num, TABLE_SEP_COMMA, a, sizeof(a)))
		return 1;
	snprintf(b, sizeof(b), "%s %s", a, v->alt_unit);
	if (units_rate(b, NULL, UNITS_DECIMAL, UNITS_COMMA_NONE, &r) ||
	    !(r > 0))
		return 1; /* unsure: no IOPS */
	for (size_t i = 0; i < sizeof(f) / sizeof(*f); i++)
		if (fabs(n * f[i] - r) <= 0.1 * r)
			return 1;
	return 0;
}

/*
 * ", буфер.)", ", cached)": a remark of one word after a bracket's figure
 * (no digit, no word of a claim or a statistic: "max", "rated", "теор."),
 * up to the closing bracket: its length (the bracket left), 0 none.
 */
static size_t bracket_remark(const char *p)
{
	static const char *const deny[] = {
	    "max", "min", "peak", "rated", "spec", "claim", "theor", "nominal",
	    "expect", "up", "avg", "mean", "median", "p9", "p5", "est", "typ",
	    "burst",
	    /* макс, мин, пик, теор, заявл, ожид, номин, до, сред */
	    "\xd0\xbc\xd0\xb0\xd0\xba\xd1\x81", "\xd0\xbc\xd0\xb8\xd0\xbd",
	    "\xd0\xbf\xd0\xb8\xd0\xba", "\xd1\x82\xd0\xb5\xd0\xbe\xd1\x80",
	    "\xd0\xb7\xd0\xb0\xd1\x8f\xd0\xb2\xd0\xbb",
	    "\xd0\xbe\xd0\xb6\xd0\xb8\xd0\xb4",
	    "\xd0\xbd\xd0\xbe\xd0\xbc\xd0\xb8\xd0\xbd", "\xd0\xb4\xd0\xbe",
	    "\xd1\x81\xd1\x80\xd0\xb5\xd0\xb4", NULL};
	const char *q = p, *w;
	size_t n;

	if (*q != ',')
		return 0;
	for (q++; *q == ' ';)
		q++;
	w = q;
	n = strcspn(q, ")] ,;");
	if (!n || (q[n] != ')' && q[n] != ']'))
		return 0; /* none, or more than one word */
	for (size_t i = 0; i < n; i++)
		if ((q[i] >= '0' && q[i] <= '9') || q[i] == '=' ||
		    q[i] == '/' || q[i] == '%')
			return 0;
	for (size_t i = 0; deny[i]; i++)
		if (!strncasecmp(w, deny[i], strlen(deny[i])))
			return 0;
	return (size_t)(q + n - p);
}

/* num (a figure as number_token() cut it) as a double in the convention
 * sep; NAN when it is none. */
static double spread_num(const char *num, enum table_sep sep)
{
	char out[48], *end;
	double x;

	if (table_val_number(num, sep, out, sizeof(out)))
		return NAN;
	x = strtod(out, &end);
	return *end ? NAN : x;
}

/*
 * The spread a figure's unit follows ("2,784 [2,777–2,792] MiB/s",
 * "3,105 (3,090-3,121) MiB/s", "[min 2,701, max 2,811] MiB/s", "412,300
 * ± 1,200 IOPS"): a deviation after '±', or brackets holding a low and a
 * high figure (a range's dash, "to", or min/max words, "95% CI" before
 * them) and something after them.  Its length with the blanks after it:
 * the figure num before it is the result, the spread none.  0 when p
 * holds no such spread; -1 when it does but the bounds do not hold num
 * (or their separators are unsure): no reading of it is safe.
 */
static int spread_len(const char *p, const char *num)
{
	static const char *const words[] = {"min", "max", "low", "high",
					    "ci",  "to",  NULL};
	static const char *const dash[] = {"-", "\xe2\x80\x93", "\xe2\x80\x94",
					   "~", NULL};
	char b[2][48];
	const char *q = p, *close;
	int k = 0, ranged = 0;
	size_t n;

	if (!strncmp(q, "\xc2\xb1", 2)) {
		for (q += 2; *q == ' ';)
			q++;
		n = number_token(q);
		if (!n)
			return 0;
		for (q += n; *q == ' ';)
			q++;
		return (int)(q - p);
	}
	if (*q != '(' && *q != '[')
		return 0;
	close = strchr(q, *q == '(' ? ')' : ']');
	if (!close || !close[1 + strspn(close + 1, " ")])
		return 0; /* nothing after it: another reading's */
	for (q++; q < close;) {
		size_t i;

		if (*q == ' ' || *q == ',' || *q == ';' || *q == ':' ||
		    *q == '=') {
			q++;
			continue;
		}
		for (i = 0; dash[i]; i++)
			if (!strncmp(q, dash[i], strlen(dash[i])))
				break;
		if (dash[i] && k == 1) {
			q += strlen(dash[i]);
			ranged = 1;
			continue;
		}
		for (i = 0; words[i]; i++) {
			size_t l = strlen(words[i]);

			if (!strncasecmp(q, words[i], l) &&
			    !isalpha((unsigned char)q[l]))
				break;
		}
		if (words[i]) {
			q += strlen(words[i]);
			ranged = 1;
			continue;
		}
		n = number_token(q);
		if (n && q[n] == '%') { /* "95% CI" */
			q += n + 1;
			continue;
		}
		if (!n || k == 2 || n >= sizeof(b[0]) || q + n > close)
			return 0;
		memcpy(b[k], q, n);
		b[k++][n] = '\0';
		q += n;
	}
	if (k != 2 || !ranged)
		return 0;
	for (enum table_sep sep = TABLE_SEP_POINT; sep <= TABLE_SEP_COMMA;
	     sep++) {
		double x = spread_num(num, sep), lo = spread_num(b[0], sep),
		       hi = spread_num(b[1], sep);

		if (isnan(x) || isnan(lo) || isnan(hi))
			continue;
		if (!(lo <= x && x <= hi))
			return -1;
		for (q = close + 1; *q == ' ';)
			q++;
		return (int)(q - p);
	}
	return -1;
}

static int val_parse(const char *s, struct table_val *v, int inner)
{
	const char *e, *p, *u;
	size_t n;

	memset(v, 0, sizeof(*v));
	while (*s == ' ')
		s++;
	if (inner) {
		/* "3.2 GB/s (≈780k IOPS)": the second figure approximate */
		n = table_approx_prefix(s);
		v->approx = n > 0;
		s += n;
	}
	n = number_token(s);
	if (!n || n >= sizeof(v->num))
		return -1;
	memcpy(v->num, s, n);
	v->num[n] = '\0';
	if (table_val_number(v->num, TABLE_SEP_POINT, NULL, 0) &&
	    table_val_number(v->num, TABLE_SEP_COMMA, NULL, 0))
		return -1; /* "1.2.3": no number in either convention */
	p = s + n;
	while (*p == ' ')
		p++;
	if (!inner) {
		/* "2,784 [2,777–2,792] MiB/s": the unit after the spread */
		int sp = spread_len(p, v->num);

		if (sp < 0)
			return -1;
		p += sp;
	}
	e = p;
	while (*e && *e != ' ' && *e != '(' && *e != '[' && *e != ')' &&
	       *e != ']')
		e++;
	/* "57.6k IOPS", "1.4M IOPS" */
	if (e - p == 1 && strchr("kKmM", *p) && !strncasecmp(e, " iops", 5))
		e += 5;
	n = (size_t)(e - p);
	if (n >= sizeof(v->unit))
		return -1;
	memcpy(v->unit, p, n);
	v->unit[n] = '\0';
	unit_ascii(v->unit);
	u = p;
	p = e;
	while (*p == ' ')
		p++;
	/* "81593 IOPS IOPS", "326374 KB/s KB/s": a script printed the unit
	 * twice (PiBenchmarks' table); the same word again is one unit */
	if (n && p > e && !strncmp(p, u, n) &&
	    (!p[n] || p[n] == ' ' || p[n] == '(' || p[n] == '[')) {
		for (p += n; *p == ' ';)
			p++;
	}
	/* "4.8万 IOPS" */
	if (myriad(v) && !strncasecmp(p, "iops", 4) &&
	    (!p[4] || p[4] == ' ' || p[4] == ')' || p[4] == ']')) {
		strcpy(v->unit, "IOPS");
		for (p += 4; *p == ' ';)
			p++;
	}
	if (inner) {
		p += bracket_remark(p);
		if (*p && *p != ')' && *p != ']') {
			if (!metric_words(p, v))
				return -1;
			v->alt_named = 1;
		}
	} else if (*p && *p != '(' && *p != '[') {
		return -1;
	}
	if (!strcmp(v->unit, "%"))
		return -1;
	if (table_val_unit(v))
		return -1;
	if (!inner && *p) {
		struct table_val alt;
		const char *close = strchr(p, *p == '(' ? ')' : ']');

		/* "3.2 GB/s(2018) → 7 GB/s(2023)": more than one figure and
		 * its bracket is no one measurement */
		if (close) {
			/* a doubled ')' a script printed is no more text */
			for (close++;
			     *close == ' ' || *close == ')' || *close == ']';
			     close++)
				;
			if (*close)
				return -1;
		}

		/* "270.6 (usec)": the bracket is the figure's unit */
		if (bracket_unit(p, v))
			return 0;
		/* what the brackets hold when it is one figure with a unit;
		 * or a bare count ("12.79 MB/s (3.1k)" under "4k (IOPS)"),
		 * whose metric only the column's header can name */
		if (!val_parse(p + 1, &alt, 1) && alt.size_unit) {
			/* "1,500K (3.84TB)": a size (the drive's capacity),
			 * no rate: without "/s" no second figure */
		} else if (!val_parse(p + 1, &alt, 1) &&
			   ((alt.metric != TESTNAME_NONE && alt.unit[0]) ||
			    (alt.metric == TESTNAME_NONE &&
			     (!alt.unit[0] || ieq(alt.unit, "k") ||
			      ieq(alt.unit, "m"))))) {
			memcpy(v->alt_num, alt.num, sizeof(v->alt_num));
			memcpy(v->alt_unit, alt.unit, sizeof(v->alt_unit));
			v->alt_metric = alt.metric;
			v->alt_named = alt.alt_named;
			v->alt_approx = alt.approx;
		} else if (close) {
			bracket_conditions(p + 1, v);
			bracket_mix(p + 1, v);
		}
		/* "286 (4.5 MB/s)": a bare count beside a throughput is the
		 * result's IOPS, as with "57.6k / 225MiB/s" */
		if (v->alt_metric == TESTNAME_BW && v->alt_unit[0] &&
		    v->metric == TESTNAME_NONE &&
		    (!v->unit[0] || ieq(v->unit, "k") || ieq(v->unit, "m")) &&
		    !same_rate(v)) {
			snprintf(v->unit, sizeof(v->unit), "%s",
				 ieq(v->unit, "k")   ? "kiops"
				 : ieq(v->unit, "m") ? "miops"
						     : "iops");
			v->metric = TESTNAME_IOPS;
		}
	}
	return 0;
}

int table_val_number(const char *num, enum table_sep sep, char *out, size_t n)
{
	char thou = sep == TABLE_SEP_COMMA ? '.' : ',';
	char dec = sep == TABLE_SEP_COMMA ? ',' : '.';
	size_t k = 0, a;
	int seen_dec = 0;

	if (apostrophe_grouped(num)) {
		/* "75'471", "1'234.5": the apostrophes (or thin spaces)
		 * group, so a ',' or '.' after them is the decimal
		 * separator, in any table */
		thou = '\'';
		dec = strchr(num, ',') ? ',' : '.';
		sep = TABLE_SEP_POINT;
	}
	for (const char *p = num; *p; p++) {
		char c = *p;

		if (c == ' ')
			continue; /* "3 120,5": number_token checked the groups
				   */
		a = group_mark(p);
		if (a && thou == '\'') {
			p += a - 1; /* apostrophe_token checked the groups */
			continue;
		}
		if (c == thou || c == dec) {
			if (sep == TABLE_SEP_UNSURE)
				return -1;
		}
		if (c == thou) {
			/* a group of exactly three digits, before any decimal
			 */
			if (seen_dec || p == num ||
			    !(p[1] >= '0' && p[1] <= '9') ||
			    !(p[2] >= '0' && p[2] <= '9') ||
			    !(p[3] >= '0' && p[3] <= '9') ||
			    (p[4] >= '0' && p[4] <= '9'))
				return -1;
			continue;
		}
		if (c == dec) {
			if (seen_dec)
				return -1;
			seen_dec = 1;
			c = '.';
		}
		if (out) {
			if (k + 1 >= n)
				return -1;
			out[k++] = c;
		}
	}
	if (out)
		out[k] = '\0';
	return 0;
}

int table_val_evidence(const char *num)
{
	int point = !table_val_number(num, TABLE_SEP_POINT, NULL, 0);
	int comma = !table_val_number(num, TABLE_SEP_COMMA, NULL, 0);

	if (!strchr(num, ',') && !strchr(num, '.'))
		return 0;
	if (apostrophe_grouped(num))
		/* "1'234.5": the author's decimal point, grouped otherwise */
		return strchr(num, ',') ? 2 : 1;
	if (point && comma)
		return 3;
	return point ? 1 : comma ? 2 : 0;
}

int table_val_comma_long(const char *num)
{
	const char *c = strchr(num, ',');
	size_t n;

	if (!c || strchr(c + 1, ',') || strchr(num, '.') || c == num)
		return 0;
	n = strspn(c + 1, "0123456789");
	return n >= 4 && !c[1 + n];
}

int table_cell_zero(const char *s)
{
	struct table_cellv cv;

	if (table_cell_values(s, &cv) || cv.n != 1)
		return -1;
	/* "0", "0.00", "0,0": no digit but zeros, whatever the separator */
	return !cv.v[0].num[strcspn(cv.v[0].num, "123456789")];
}

/*
 * "(4.1G) ", "(41M)", "(10 GB) " opening a cell: the amount a run moved
 * (dd's file), written before its figure or the word saying there is
 * none; no figure of a system.  Only a size with its unit ("(3)" is a
 * footnote).  Returns its length with the blanks after it, 0 when none.
 */
static size_t amount_prefix(const char *s)
{
	const char *end = NULL;
	double x;
	size_t k;

	if (s[0] != '(' || s[1] < '0' || s[1] > '9' ||
	    units_size(s + 1, &end, UNITS_BINARY, UNITS_COMMA_NONE, &x) || !end)
		return 0;
	k = (size_t)(end - s);
	while (k > 1 && s[k - 1] == ' ')
		k--;
	if (!isalpha((unsigned char)s[k - 1]))
		return 0;
	while (s[k] == ' ')
		k++;
	if (s[k] != ')')
		return 0;
	k++;
	while (s[k] == ' ')
		k++;
	return k;
}

/* Whether a cell says nothing: "", "-", "N/A", "—", "x". */
int table_cell_empty(const char *s)
{
	static const char *const e[] = {
	    "",	  "-",	  "--",		  "n/a",
	    "na", "x",	  "\xe2\x80\x94", "\xe2\x80\x93",
	    "?",  "none", "\xe2\x80\x95", NULL};

	/* a run that gave no figure: "**FAILED** `shmget: ...`", "n/a
	 * (`shmget`)", "skipped" */
	static const char *const none[] = {
	    "failed", "fail", "error", "skipped", "n/a", "timeout", "crashed",
	    "not run", "not tested", "not measured", "not in", "not available",
	    "no data", "inaccurate",
	    /* "不准确" inaccurate, "空置" left empty, "未测试" not tested */
	    "\xe4\xb8\x8d\xe5\x87\x86\xe7\xa1\xae", "\xe7\xa9\xba\xe7\xbd\xae",
	    "\xe6\x9c\xaa\xe6\xb5\x8b\xe8\xaf\x95", NULL};
	size_t a, len;

	for (size_t i = 0; e[i]; i++)
		if (ieq(s, e[i]))
			return 1;
	while (*s == '*' || *s == '_' || *s == ' ')
		s++;
	/* "(10G) 不准确": the amount the run moved, and no figure */
	a = amount_prefix(s);
	if (a && s[a])
		return table_cell_empty(s + a);
	/* "(n/a)", "(not in source run)": the same said in brackets */
	len = strlen(s);
	if (s[0] == '(' && len >= 2 && len < 64 && s[len - 1] == ')' &&
	    !memchr(s + 1, '(', len - 2)) {
		char in[64];

		memcpy(in, s + 1, len - 2);
		in[len - 2] = '\0';
		return table_cell_empty(in);
	}
	/* a picture alone: "![]()", "![logo](a.png)" */
	if (s[0] == '!' && s[1] == '[') {
		const char *q = strstr(s, "](");

		q = q ? strchr(q, ')') : NULL;
		if (q && !q[strspn(q + 1, " ") + 1])
			return 1;
	}
	for (size_t i = 0; none[i]; i++) {
		size_t n = strlen(none[i]);
		const char *q = s + n;

		if (strncasecmp(s, none[i], n))
			continue;
		while (*q == '*' || *q == '_')
			q++;
		if (!*q || *q == ' ' || *q == '(' || *q == '`' || *q == ':')
			return 1;
	}
	return 0;
}

/*
 * s without emphasis and markup around figures into out (n bytes):
 * "**512.3**", "*488*", "__512__", "`4k`", "<b>512</b>" read as the
 * figures they mark.  Returns -1 when s does not fit.
 */
/* Whether out[0..k) ends with a byte unit: "MB", "kb", French "Mo",
 * "Gio". */
static int byte_end(const char *out, size_t k)
{
	if (out[k - 1] == 'B' || out[k - 1] == 'b')
		return 1;
	return out[k - 1] == 'o' && k >= 2 && strchr("kKMGTi", out[k - 2]) &&
	       out[k - 2];
}

/*
 * Whether the blank at p, after out[0..k), stands inside a rate unit
 * written with blanks around its slash ("718.498 MB / s", "799 Mo / s",
 * "0.546 MB /秒",
 * as a machine translation of a page spaces it): after a byte unit's 'B'
 * before the '/', or after that '/' before the 's' (or 秒, с).
 */
static int per_second_blank(const char *out, size_t k, const char *p)
{
	const char *q = p;

	while (*q == ' ')
		q++;
	if (*q == '/' && byte_end(out, k)) {
		q++;
		while (*q == ' ')
			q++;
		return *q == 's' || !strncmp(q, "\xe7\xa7\x92", 3) ||
		       !strncmp(q, "\xec\xb4\x88", 3) ||
		       !strncmp(q, "\xd1\x81", 2);
	}
	return out[k - 1] == '/' && k >= 2 && byte_end(out, k - 1) &&
	       (*q == 's' || !strncmp(q, "\xe7\xa7\x92", 3) ||
		!strncmp(q, "\xec\xb4\x88", 3) || !strncmp(q, "\xd1\x81", 2));
}

static int plain(const char *s, char *out, size_t n)
{
	static const char *const tags[] = {
	    "<b>",  "</b>", "<strong>", "</strong>", "<em>",	"</em>", "<i>",
	    "</i>", "<u>",  "</u>",	"<mark>",    "</mark>", NULL,
	};
	size_t k = 0;

	for (const char *p = s; *p;) {
		size_t t;

		if (*p == '*' || *p == '`' ||
		    (*p == '_' &&
		     (p == s || p[1] == '\0' || p[-1] == '_' || p[1] == '_' ||
		      p[-1] == ' ' || p[1] == ' '))) {
			p++;
			continue;
		}
		for (t = 0; tags[t]; t++)
			if (!strncasecmp(p, tags[t], strlen(tags[t])))
				break;
		if (tags[t]) {
			p += strlen(tags[t]);
			continue;
		}
		/* fio's own words in a cell: "IOPS=162k, BW=633MiB/s" reads
		 * as "162k IOPS, 633MiB/s" */
		if ((p == s || p[-1] == ' ' || p[-1] == ',') &&
		    ((!strncasecmp(p, "iops=", 5) && p[5] >= '0' &&
		      p[5] <= '9') ||
		     (!strncasecmp(p, "bw=", 3) && p[3] >= '0' &&
		      p[3] <= '9'))) {
			int iops = p[0] == 'i' || p[0] == 'I';

			p += iops ? 5 : 3;
			while (*p && *p != ',' && *p != ' ' && *p != ';') {
				if (k + 1 >= n)
					return -1;
				out[k++] = *p++;
			}
			if (iops) {
				if (k + 6 >= n)
					return -1;
				memcpy(out + k, " IOPS", 5);
				k += 5;
			}
			continue;
		}
		if (*p == ' ' && k && per_second_blank(out, k, p)) {
			p++; /* "MB / s", "MB /秒": a translation's blanks */
			continue;
		}
		if (k + 1 >= n)
			return -1;
		out[k++] = *p++;
	}
	/* "**8,573 MB/s** 🏆", "512 ✅": a mark after the figure, no word */
	while (k) {
		const unsigned char *e = (const unsigned char *)out + k;

		if (out[k - 1] == ' ')
			k--;
		else if (k >= 4 && e[-4] == 0xf0 && e[-3] == 0x9f)
			k -= 4; /* U+1F000 to U+1FFFF: 🏆 🚀 🔥 */
		else if (k >= 3 && e[-3] == 0xe2 && e[-2] >= 0x98 &&
			 e[-2] <= 0x9e)
			k -= 3; /* U+2600 to U+27BF: ★ ✅ ✔ ⚡ */
		else if (k >= 3 && e[-3] == 0xe2 && e[-2] == 0xad &&
			 (e[-1] == 0x90 || e[-1] == 0x95))
			k -= 3; /* ⭐ ⭕ */
		else if (k >= 3 && e[-3] == 0xef && e[-2] == 0xb8 &&
			 e[-1] == 0x8f)
			k -= 3; /* the emoji variation selector */
		else if (k > 3 &&
			 ((e[-3] == 0xef && e[-2] == 0xbc && e[-1] == 0x8c) ||
			  (e[-3] == 0xe3 && e[-2] == 0x80 && e[-1] == 0x81)) &&
			 isalnum((unsigned char)e[-4]))
			k -= 3; /* "74.9k，", "12.5、": the text's comma after
				   the figure, punctuation of the line */
		else
			break;
	}
	out[k] = '\0';
	return 0;
}

/*
 * "R: 103", "W: 45", "Read: 412", "write=180": a figure that names its
 * direction.  Returns the length of the prefix (0: none) and *op.
 */
/*
 * "R: 103", "write=45": the direction a figure of a cell names, the
 * length to skip to its figure (0 none; *op set).  With words, also
 * "read 672" (a whole word and a blank), which the caller takes only in
 * a cell naming both directions.
 */
static size_t direction_prefix(const char *s, int *op, int words)
{
	static const struct {
		const char *w;
		int op;
	} dirs[] = {{"read", IODB_OP_READ},
		    {"write", IODB_OP_WRITE},
		    {"r", IODB_OP_READ},
		    {"w", IODB_OP_WRITE}};
	size_t i = 0;

	while (s[i] == ' ')
		i++;
	for (size_t k = 0; k < sizeof(dirs) / sizeof(dirs[0]); k++) {
		size_t n = strlen(dirs[k].w), j = i + n;

		if (strncasecmp(s + i, dirs[k].w, n) ||
		    (s[j] != ':' && s[j] != '=' &&
		     !(words && s[j] == ' ' && n > 1)))
			continue;
		j++;
		while (s[j] == ' ')
			j++;
		if (s[j] < '0' || s[j] > '9')
			continue;
		*op = dirs[k].op;
		return j;
	}
	return 0;
}

/*
 * "1829.72 MiB/s read", "24,304 read IOPS", "2,408 write IOPS (70/30)": a
 * direction word right beside the figure's unit, after it or between the
 * number and "IOPS", names the direction of that figure (as a tool's
 * summary line prints it), unlike a word before the number ("read 672",
 * direction_prefix(), which alone may be a test's name).  Removes the word
 * from part (NUL-terminated, changed in place) and returns the direction,
 * 0 when there is none; the caller keeps it only when the figure reads as a
 * rate or IOPS with its unit.
 */
static int unit_direction(char *part)
{
	static const struct {
		const char *w;
		int op;
	} dirs[] = {{"read", IODB_OP_READ}, {"write", IODB_OP_WRITE}};
	size_t i = 0, n = number_token(part), w, e;

	if (!n)
		return 0;
	i = n;
	while (part[i] == ' ')
		i++;
	for (int pass = 0; pass < 2; pass++) {
		/* pass 0: "24,304 read IOPS", the word before "IOPS"; pass
		 * 1: "1829.72 MiB/s read", the word after the unit */
		if (pass) {
			i += strcspn(part + i, " ([)]");
			while (part[i] == ' ')
				i++;
		}
		for (size_t k = 0; k < 2; k++) {
			w = strlen(dirs[k].w);
			e = i + w;
			if (strncasecmp(part + i, dirs[k].w, w) ||
			    (part[e] && part[e] != ' ' && part[e] != '(' &&
			     part[e] != '['))
				continue;
			while (part[e] == ' ')
				e++;
			if (!pass && strncasecmp(part + e, "iops", 4))
				continue;
			if (pass && part[e] && part[e] != '(' && part[e] != '[')
				continue;
			memmove(part + i, part + e, strlen(part + e) + 1);
			return dirs[k].op;
		}
	}
	return 0;
}

/*
 * A word or sign before a figure saying it is approximate ("約 3,800",
 * "约3800", "~500 MB/s", "≈ 1.2 GB/s", "approx. 500", "대략 500", "ca.
 * 500"): the figure the source printed is still its number, but no exact
 * reading.  Returns the length to skip (with the blanks after it), 0
 * when s starts with none.
 */
/*
 * The length of the word of words (whole, followed by a blank, a digit or
 * one of after) or the sign of signs (followed by anything) at s + i;
 * 0 none.
 */
static size_t lead_word(const char *s, size_t i, const char *const *words,
			const char *const *signs, const char *after)
{
	size_t n = 0;

	for (size_t k = 0; signs[k] && !n; k++)
		if (!strncmp(s + i, signs[k], strlen(signs[k])))
			n = strlen(signs[k]);
	for (size_t k = 0; words[k] && !n; k++) {
		size_t w = strlen(words[k]);
		char c;

		/* s[i + w] only once the word matched: s may end before */
		if (strncasecmp(s + i, words[k], w))
			continue;
		c = s[i + w];
		if (c == ' ' || (c >= '0' && c <= '9') ||
		    (c && strchr(after, c)))
			n = w;
	}
	return n;
}

int table_significant(const char *num, int groups)
{
	char d[48], plain_num[48];
	size_t n = 0, lead = 0, int_end;
	const char *dot = NULL;
	int point = !table_val_number(num, TABLE_SEP_POINT, plain_num,
				      sizeof(plain_num));

	/* "6,500", "1,000,000": a comma before groups of three digits
	 * groups thousands, so the number is whole ("~6,500 MB/s": two
	 * digits, as "~6500" would be); "1.000.000" likewise, but
	 * "6.500" says either and stays as written ("0,500" a decimal) */
	if (!groups)
		;
	else if (strchr(num, ',') && point && num[0] != '0')
		num = plain_num;
	else if (!point && !table_val_number(num, TABLE_SEP_COMMA, plain_num,
					     sizeof(plain_num)))
		num = plain_num;
	for (const char *p = num; *p && n + 1 < sizeof(d); p++) {
		if (*p >= '0' && *p <= '9')
			d[n++] = *p;
		else if ((*p == '.' || *p == ',') && !dot)
			dot = p; /* decimals or thousands: both drop below */
	}
	d[n] = '\0';
	while (lead < n && d[lead] == '0')
		lead++;
	int_end = n;
	/* trailing zeros of a whole number say no digit ("3000") */
	if (!dot || dot[1] == '0')
		while (int_end > lead && d[int_end - 1] == '0')
			int_end--;
	return (int)(int_end - lead);
}

size_t table_approx_prefix(const char *s)
{
	/* ASCII words, whole and followed by a blank or a digit */
	static const char *const words[] = {
	    "approx.",	"approx", "ca.",     "circa",  "about",
	    "around",	"etwa",	  "environ", "aprox.", "aproximadamente",
	    "cerca de", "około",  "ok.",     "около",  "примерно",
	    "약",	"대략",	  NULL,
	};
	/* signs and CJK words, followed by anything */
	static const char *const signs[] = {
	    "~", "≈", "≒", "約", "约", "大约", "大約", "大概", "およそ", NULL,
	};
	size_t n, i = 0;

	while (s[i] == ' ')
		i++;
	n = lead_word(s, i, words, signs, "");
	if (!n)
		return 0;
	i += n;
	while (s[i] == ' ')
		i++;
	/* a sign alone is no figure; "~/" a path */
	return (s[i] >= '0' && s[i] <= '9') ? i : 0;
}

/*
 * A word before a time saying it is an average ("avg 4.2 ms", "平均
 * ~4.2 ms", "Ø 0,8 ms", "moy. 3 ms"): in "166 IOPS / 平均 ~4.2 ms" the
 * cell itself names its time a mean per operation, a mean latency, as a
 * latency word of the header would.  Returns the length to skip (with
 * the blanks after it) when a figure follows (an approximate sign
 * between), else 0.
 */
/* Words of a mean, whole ("avg 4.2 ms", "84 µs avg"). */
static const char *const mean_words[] = {
    "avg.",	  "avg",     "average",	   "mean",  "moy.",	 "moyenne",
    "durchschn.", "mittel",  "mittelwert", "media", "promedio",	 "média",
    "średnio",	  "srednio", "среднее",	   "сред.", "в среднем", NULL,
};
/* Signs and CJK words of a mean, needing no blank around them. */
static const char *const mean_signs[] = {
    "Ø", "ø", "平均", "평균", "均值", NULL,
};

static size_t mean_prefix(const char *s)
{
	size_t n, i = 0;

	while (s[i] == ' ')
		i++;
	n = lead_word(s, i, mean_words, mean_signs, "~");
	if (!n)
		return 0;
	i += n;
	while (s[i] == ' ' || s[i] == ':')
		i++;
	if (s[i] >= '0' && s[i] <= '9')
		return i;
	return table_approx_prefix(s + i) ? i : 0;
}

/*
 * "84 µs avg", "0.3 ms mean": a word of a mean after the figure and its
 * unit, a blank before it, ending s: where the figure ends (the blanks
 * before the word dropped), 0 none.
 */
static size_t mean_suffix(const char *s)
{
	size_t n = strlen(s), w = table_mean_word_ending(s, n), i;

	if (!w || s[n - w - 1] != ' ')
		return 0;
	for (i = n - w; i && s[i - 1] == ' '; i--)
		;
	return i;
}

size_t table_mean_word_ending(const char *s, size_t n)
{
	for (size_t k = 0; mean_words[k]; k++) {
		size_t w = strlen(mean_words[k]);

		if (n > w && !strncasecmp(s + n - w, mean_words[k], w))
			return w;
	}
	for (size_t k = 0; mean_signs[k]; k++) {
		size_t w = strlen(mean_signs[k]);

		if (n > w && !memcmp(s + n - w, mean_signs[k], w))
			return w;
	}
	return 0;
}

int table_cell_mean_line(const char *const *line, const size_t *len, int n)
{
	char buf[TABLE_CELL_MAX];
	int found = -1;

	for (int k = 0; k < n; k++) {
		struct table_cellv cv;
		size_t b = 0, e = len[k];

		while (b < e && line[k][b] == ' ')
			b++;
		while (e > b && line[k][e - 1] == ' ')
			e--;
		if (b == e)
			continue;
		if (e - b >= sizeof(buf))
			return -1;
		memcpy(buf, line[k] + b, e - b);
		buf[e - b] = '\0';
		/* "99.9% completed under 800 µs", "p99 < 1 ms": a share of
		 * the I/Os under a bound, no figure of the cell's own */
		if (strchr(buf, '%') || table_percentile(buf) > 0)
			continue;
		if (found >= 0 || !(mean_prefix(buf) || mean_suffix(buf)))
			return -1;
		if (table_cell_values(buf, &cv) || cv.n != 1 ||
		    cv.v[0].metric != TESTNAME_LAT ||
		    cv.v[0].alt_metric != TESTNAME_NONE)
			return -1;
		found = k;
	}
	return found;
}

/*
 * The number at p ("99", "99.9", "99.90", "99,9"): its value and, in
 * *end, where it ends; NAN when p holds none.  Only digits and one '.'
 * (or a decimal ',') between digits: no sign, no exponent.
 */
static double pct_number(const char *p, const char **end)
{
	char buf[16];
	size_t n = 0;

	while (n + 1 < sizeof(buf) &&
	       ((p[n] >= '0' && p[n] <= '9') ||
		(p[n] == '.' && n && p[n + 1] >= '0' && p[n + 1] <= '9' &&
		 !memchr(buf, '.', n)) ||
		/* "99,9 %": a decimal comma, one or two digits after it */
		(p[n] == ',' && n && p[n + 1] >= '0' && p[n + 1] <= '9' &&
		 !(p[n + 2] >= '0' && p[n + 2] <= '9' && p[n + 3] >= '0' &&
		   p[n + 3] <= '9') &&
		 !memchr(buf, '.', n)))) {
		buf[n] = p[n] == ',' ? '.' : p[n];
		n++;
	}
	if (!n)
		return NAN;
	buf[n] = '\0';
	*end = p + n;
	return strtod(buf, NULL);
}

static int ascii_alnum(char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
	       (c >= 'A' && c <= 'Z');
}

/* Words naming a median. */
static const char *const median[] = {
    "median", "médian", "mediana", "медиана",
    "中位数", "中央値", "중앙값",  NULL,
};

int table_names_median(const char *s)
{
	for (size_t k = 0; median[k]; k++)
		if (strcasestr(s, median[k]))
			return 1;
	return 0;
}

/*
 * Whether s, after a share ("99% Read Latency"), names a direction and
 * then a latency: the percentile of that direction's latency.  "70% read"
 * alone is a mix; a share of 95 or more before a direction's latency is
 * the percentile a table row names ("99% Write Latency", "99.9% read
 * lat"), no mix of that many reads.
 */
static int direction_latency(const char *s)
{
	static const char *const dirs[] = {"read", "write", "reads", "writes",
					   NULL};

	while (*s == ' ')
		s++;
	for (size_t k = 0; dirs[k]; k++) {
		size_t n = strlen(dirs[k]);
		const char *e = s + n;

		if (strncasecmp(s, dirs[k], n) || ascii_alnum(*e))
			continue;
		while (*e == ' ')
			e++;
		return !strncasecmp(e, "lat", 3);
	}
	return 0;
}

/* Whether s names a latency of no direction ("clat 99.9%", "0.01%
 * latency (ms)"). */
static int undirected_latency(const char *s)
{
	struct testname tn;

	testname_parse(s, strlen(s), 0, &tn);
	return (tn.metric == TESTNAME_LAT || strcasestr(s, "lat")) &&
	       !tn.n_ops && !tn.cond.op;
}

/*
 * The p999 reading of a percentile written without its point: "999" is
 * 99.9, "9999" 99.99 (n digits from p); v otherwise.
 */
static double nines(const char *p, const char *e, double v)
{
	char b[24];

	if (strncmp(p, "999", 3) || memchr(p, '.', (size_t)(e - p)))
		return v;
	snprintf(b, sizeof(b), "99.%.*s", (int)(e - p - 2), p + 2);
	return strtod(b, NULL);
}

/* Whether the letters ending at s[i] (exclusive) are a latency word
 * ("lat", "clat", "latency"), as a word of its own or the last of a
 * name joined by '_'. */
static int lat_word_before(const char *s, size_t i)
{
	size_t a = i;

	while (a > 0 && ((s[a - 1] >= 'a' && s[a - 1] <= 'z') ||
			 (s[a - 1] >= 'A' && s[a - 1] <= 'Z')))
		a--;
	if (i - a == 3 || i - a == 4)
		return !strncasecmp(s + i - 3, "lat", 3) &&
		       (i - a == 3 || strchr("cCtT", s[a]));
	return i - a == 7 && !strncasecmp(s + a, "latency", 7);
}

/* Whether a latency word ("lat", "clat", "tlat", "latency") starts at s,
 * a word of its own. */
static int lat_word_at(const char *s)
{
	size_t n = (*s == 'c' || *s == 'C' || *s == 't' || *s == 'T') &&
			   !strncasecmp(s + 1, "lat", 3)
		       ? 4
		   : !strncasecmp(s, "latency", 7) ? 7
		   : !strncasecmp(s, "lat", 3)	   ? 3
						   : 0;

	return n && !ascii_alnum(s[n]);
}

/*
 * The percentile a script's column name gives a latency by a bare number
 * joined to the latency word by '_' or glued to it: "lat_99_us",
 * "clat_99.9", "lat99", "lat_999_ms" (99.9), "99_lat_ms"; 0 for none.
 * The number is the name's own word ("lat_4k_us", "lat_qd32" are none)
 * and a percentile people print: 50, 90, 95, 99 or 99.x.
 */
static double joined_percentile(const char *s)
{
	for (const char *p = s; *p; p++) {
		const char *e = NULL;
		double v;
		int before, after;

		if (*p < '0' || *p > '9' ||
		    (p > s && p[-1] >= '0' && p[-1] <= '9') ||
		    (p > s && p[-1] == '.'))
			continue;
		v = pct_number(p, &e);
		if (ascii_alnum(*e) || *e == '%')
			continue;
		v = nines(p, e, v);
		before = p > s && ((p[-1] == '_' && p - 1 > s &&
				    lat_word_before(s, (size_t)(p - 1 - s))) ||
				   lat_word_before(s, (size_t)(p - s)));
		/* "99_lat" opening the name; "qd_64_lat_us" is a depth's */
		after = *e == '_' && lat_word_at(e + 1) &&
			(p == s || (!ascii_alnum(p[-1]) && p[-1] != '_'));
		/* the percentiles people print: "lat_64_us" is none */
		if ((before || after) &&
		    (v == 50 || v == 90 || v == 95 || (v >= 99 && v < 100)))
			return v;
	}
	return 0;
}

double table_percentile(const char *s)
{
	/* words after a number naming it a percentile */
	static const char *const after[] = {
	    " percentile", "percentile",     " 퍼센타일",  "퍼센타일",
	    " 백분위",	   "백분위",	     "分位",	   " 分位",
	    "百分位",	   "パーセンタイル", "%タイル",	   "％タイル",
	    " perzentil",  "perzentil",	     " percentil", "percentil",
	    NULL,
	};
	struct testname tn;
	int lat = -1; /* whether s names a latency: parsed when needed */

	for (const char *p = s; *p; p++) {
		const char *e = NULL, *w;
		double v;

		if (p > s && ascii_alnum(p[-1]))
			continue;
		if ((*p == 'p' || *p == 'P') && p[1] >= '0' && p[1] <= '9') {
			/* "p99", "P50", "p99.9", "p999" (99.9), "p9999" */
			v = pct_number(p + 1, &e);
			if (ascii_alnum(*e))
				continue; /* "P4510", "P5800X": models */
			v = nines(p + 1, e, v);
			if (v >= 50 && v < 100)
				return v;
			continue;
		}
		if (*p < '0' || *p > '9')
			continue;
		v = pct_number(p, &e);
		/* "0.01% latency (ms)": the slowest share of the I/Os, the
		 * 99.99th percentile */
		if (v > 0 && v <= 1 && e[*e == ' '] == '%' &&
		    (p == s || p[-1] != '.')) {
			if (lat < 0)
				lat = undirected_latency(s);
			if (lat)
				return 100 - v;
			continue;
		}
		if (!(v >= 50 && v < 100))
			continue;
		/* "99th", "99.9th", "99.90th" */
		if ((e[0] == 't' || e[0] == 'T') &&
		    (e[1] == 'h' || e[1] == 'H') && !ascii_alnum(e[2]))
			return v;
		/* "99%", "99 pct", "clat 99.9%": a share names a percentile
		 * only beside a latency, of no direction ("50% read", "70
		 * pct read" are a mix) */
		w = e + (*e == ' ');
		if ((*w == '%' && (v >= 90 || v == 50)) ||
		    (!strncasecmp(w, "pct", 3) && !ascii_alnum(w[3]))) {
			if (lat < 0)
				lat = undirected_latency(s);
			if (lat || (v >= 95 && direction_latency(w + 1)))
				return v;
			continue;
		}
		for (size_t k = 0; after[k]; k++)
			if (!strncasecmp(e, after[k], strlen(after[k])))
				return v;
	}
	/* "percentil 99 (ms)", "Perzentil 99,9", "百分位 99": the word
	 * first */
	for (size_t k = 0; after[k]; k++) {
		const char *p = strcasestr(s, after[k]), *e;
		double v;

		if (!p || after[k][0] == ' ')
			continue;
		p += strlen(after[k]);
		while (*p == ' ' || *p == ':')
			p++;
		v = pct_number(p, &e);
		if (v >= 50 && v < 100 && !ascii_alnum(*e))
			return v;
	}
	{
		double v = joined_percentile(s);

		if (v > 0)
			return v;
	}
	/* "median latency (ms)", "中位数延迟": the 50th, of a latency (a
	 * "Median" column alone is a median over runs) */
	for (size_t k = 0; median[k]; k++)
		if (strcasestr(s, median[k])) {
			testname_parse(s, strlen(s), 0, &tn);
			if (tn.metric == TESTNAME_LAT && !tn.aggregate)
				return 50;
			break;
		}
	return 0;
}

/*
 * "RPi3: 22.5", "HDD: 120 MB/s": a figure that names the system it was
 * measured on, one word with a letter in it and a colon.  Not a
 * direction ("R: 103": direction_prefix), nor a word that names a test,
 * a metric, a statistic or a quantity ("Seq: 500", "IOPS: 12000", "avg:
 * 4", "Total: 90"): those are no systems.  Returns the length of the
 * prefix with the blanks after it (0: none) and the word in name (n
 * bytes).
 */
/*
 * The length of the system's name at s: one word of letters, digits, '.',
 * '-', '_' with a letter in it that names no test, metric, statistic or
 * quantity (system_prefix); its copy into name (n bytes).  0 when none.
 */
static size_t system_word(const char *s, char *name, size_t n)
{
	struct testname tn;
	size_t w;
	int letter = 0, op = 0;

	for (w = 0;
	     ascii_alnum(s[w]) || s[w] == '.' || s[w] == '-' || s[w] == '_';
	     w++)
		letter |= isalpha((unsigned char)s[w]);
	if (!w || !letter || w >= n || direction_prefix(s, &op, 0))
		return 0;
	testname_parse(s, w, 0, &tn);
	if (tn.found || tn.metric != TESTNAME_NONE || tn.n_ops || tn.stat ||
	    tn.aggregate || tn.other || tn.condition || tn.index ||
	    tn.test_header || tn.value_header || tn.note_header ||
	    tn.datasheet || tn.access || tn.network)
		return 0;
	memcpy(name, s, w);
	name[w] = '\0';
	return table_unit_metric(name) == TESTNAME_NONE ? w : 0;
}

static size_t system_prefix(const char *s, char *name, size_t n)
{
	char word[64];
	size_t i = 0, w, j;

	while (s[i] == ' ')
		i++;
	w = system_word(s + i, word, n < sizeof(word) ? n : sizeof(word));
	j = i + w;
	if (!w || s[j] != ':')
		return 0;
	j++;
	while (s[j] == ' ')
		j++;
	if (s[j] < '0' || s[j] > '9')
		return 0;
	memcpy(name, word, w + 1);
	return j;
}

/*
 * "RBD不准确", "RBD: n/a", "NVMe -": a system's name and a word saying it
 * gave no figure (table_cell_empty), the word ending at a blank or at
 * the end of s.  Returns the length of both (0: none) and the name in
 * name (n bytes).
 */
static size_t refused_part(const char *s, char *name, size_t n)
{
	char word[64], tok[32];
	size_t w, i, t;

	w = system_word(s, word, n < sizeof(word) ? n : sizeof(word));
	if (!w)
		return 0;
	i = w + (s[w] == ':');
	while (s[i] == ' ')
		i++;
	t = strcspn(s + i, " ");
	if (!t || t >= sizeof(tok))
		return 0;
	memcpy(tok, s + i, t);
	tok[t] = '\0';
	if (!table_cell_empty(tok))
		return 0;
	memcpy(name, word, w + 1);
	return i + t;
}

/*
 * "753 MB/s (KOIO 925)", "812 (ext4: 790)", "37 MB/s (KOIO same)": the
 * brackets closing cell text s name another system and its figure of the
 * same test in the same unit (none, or v's), or say it is the same
 * ("same", "相同", "一样", "同じ", "동일"): into v->osys and v->onum.
 * Only a number that could be the same measurement: not below 20 when
 * whole ("(USB 3)", "(RAID 10)", "(Win 10)" name no figure), and within
 * a factor of four of v's.  Whether the name is a system's is for the
 * table to say (table_mapping.c: another cell names it too).
 */
static void bracket_system(const char *s, struct table_val *v)
{
	static const char *const same[] = {
	    "same",
	    "identical",
	    "\xe7\x9b\xb8\xe5\x90\x8c", /* 相同 */
	    "\xe4\xb8\x80\xe6\xa0\xb7", /* 一样 */
	    "\xe5\x90\x8c\xe3\x81\x98", /* 同じ */
	    "\xeb\x8f\x99\xec\x9d\xbc", /* 동일 */
	    NULL};
	static const char *const not_system[] = {
	    "rev",   "ver",    "version", "v",	 "fw",	   "firmware",
	    "build", "kernel", "gen",	  "fig", "figure", "see",
	    "ref",   "was",    "of",	  "vs",	 "about",  "from",
	    "to",    "was",    "is",	  NULL};
	const char *o = strrchr(s, '('), *p, *e;
	char name[sizeof(v->osys)], a[64], b[64];
	size_t w, k;
	double x, y;

	if (!o || v->alt_num[0] || v->qd || v->threads)
		return;
	e = strchr(o, ')');
	if (!e || e[1 + strspn(e + 1, " ")])
		return; /* text after the brackets */
	p = o + 1 + strspn(o + 1, " ");
	w = system_word(p, name, sizeof(name));
	if (!w)
		return;
	/* "(rev 70)", "(of 1885)", "(vs 925)": a version, a count or a
	 * comparison's words, no system's name */
	for (size_t i = 0; not_system[i]; i++)
		if (!strcasecmp(name, not_system[i]))
			return;
	p += w;
	if (*p == ':')
		p++;
	else if (*p != ' ')
		return;
	p += strspn(p, " ");
	for (size_t i = 0; same[i]; i++) {
		size_t n = strlen(same[i]);

		if (!strncasecmp(p, same[i], n) &&
		    p + n + strspn(p + n, " ") == e) {
			memcpy(v->osys, name, sizeof(v->osys));
			memcpy(v->onum, v->num, sizeof(v->onum));
			v->osame = 1;
			return;
		}
	}
	k = number_token(p);
	if (!k || k >= sizeof(v->onum))
		return;
	memcpy(a, p, k);
	a[k] = '\0';
	p += k + strspn(p + k, " ");
	/* the same unit, or none */
	if (p != e && (!v->unit[0] || (size_t)(e - p) != strlen(v->unit) ||
		       strncmp(p, v->unit, strlen(v->unit))))
		return;
	/* the table decides the separators: either reading of both */
	for (int sep = TABLE_SEP_POINT;; sep = TABLE_SEP_COMMA) {
		char c[64];

		if (!table_val_number(a, (enum table_sep)sep, b, sizeof(b)) &&
		    !table_val_number(v->num, (enum table_sep)sep, c,
				      sizeof(c))) {
			x = strtod(b, NULL);
			y = strtod(c, NULL);
			break;
		}
		if (sep == TABLE_SEP_COMMA)
			return;
	}
	if (!(x > 0) || !(y > 0) || x > 4 * y || y > 4 * x ||
	    (x < 20 && !strpbrk(a, ".,")))
		return;
	memcpy(v->osys, name, sizeof(v->osys));
	memcpy(v->onum, a, sizeof(v->onum));
}

/* "244 / 10", "76076 / 68352", "57.6k": split at '/' before a digit. */
/*
 * The statistic word opening p ("avg", "mean", "media", "p99", "median",
 * "mediana", "max", "min"), with the blanks or ':' after it, when a
 * figure follows (an approximate sign between): its length, 0 none.
 * Sets *mean, *pct (50 a median) or *extreme (1 max, 2 min).
 */
static size_t stat_word(const char *p, int *mean, double *pct, int *extreme)
{
	static const char *const max[] = {"max.", "max",   "maximum", "máx.",
					  "máx",  "макс.", "макс",    NULL};
	static const char *const min[] = {"min.", "min",  "minimum", "mín.",
					  "mín",  "мин.", "мин",     NULL};
	static const char *const none[] = {NULL};
	char tok[16];
	size_t n;

	*mean = 0;
	*pct = 0;
	*extreme = 0;
	n = mean_prefix(p);
	if (n) {
		*mean = 1;
		return n;
	}
	if ((n = lead_word(p, 0, median, none, ":")))
		*pct = 50;
	else if ((n = lead_word(p, 0, max, none, ":")))
		*extreme = 1;
	else if ((n = lead_word(p, 0, min, none, ":")))
		*extreme = 2;
	else if ((p[0] == 'p' || p[0] == 'P') && p[1] >= '0' && p[1] <= '9') {
		/* "p99", "p99.9", "P50" */
		n = strcspn(p, " :");
		if (n >= sizeof(tok))
			return 0;
		memcpy(tok, p, n);
		tok[n] = '\0';
		*pct = table_percentile(tok);
		if (!*pct)
			return 0;
	}
	if (!n)
		return 0;
	while (p[n] == ' ' || p[n] == ':')
		n++;
	return (p[n] >= '0' && p[n] <= '9') || table_approx_prefix(p + n) ? n
									  : 0;
}

/*
 * "avg 5.2 ms, p50 3.0, p99 30 ms, ~190 IOPS", "mediana 0,65 ms, max 4,1
 * ms": the statistics of one test's operations, two to five parts apart
 * by ", " or "; ", each a time its statistic names (one time unit, said
 * once at least: "p50 3.0" has the others') or one IOPS figure, a mean,
 * median or percentile among them, none twice.  Into cv (v[0] the mean,
 * else the first median or percentile; the others in stat[]) and 0; -1
 * when s is none (cv untouched).
 */
static int stats_cell(const char *s, struct table_cellv *cv)
{
	struct table_val f[TESTNAME_MAX_OPS + 1];
	char part[TABLE_CELL_MAX];
	const char *unit = NULL;
	int n = 0, named = 0, iops = 0, first = -1;

	if (!strstr(s, ", ") && !strstr(s, "; "))
		return -1; /* one part: no cell of statistics */
	for (const char *p = s;;) {
		const char *e = p;
		int mean, extreme;
		double pct;
		size_t k, ap;

		while (*e && !((*e == ',' || *e == ';') && e[1] == ' '))
			e++;
		if (n == (int)(sizeof(f) / sizeof(f[0])))
			return -1;
		memcpy(part, p, (size_t)(e - p));
		part[e - p] = '\0';
		p = part;
		while (*p == ' ')
			p++;
		k = stat_word(p, &mean, &pct, &extreme);
		ap = table_approx_prefix(p + k);
		if (val_parse(p + k + ap, &f[n], 0) || f[n].osys[0])
			return -1;
		if (f[n].alt_num[0] && !k && !n && !ap &&
		    f[n].metric == TESTNAME_LAT &&
		    f[n].alt_metric == TESTNAME_IOPS && f[n].alt_unit[0] &&
		    n + 2 <= (int)(sizeof(f) / sizeof(f[0]))) {
			/* "1.97 мс (~507 IOPS), p99 52 мс": a bare time
			 * with its IOPS first, whose time x IOPS tells it
			 * the mean (operation_times() in table_mapping.c) */
			struct table_val *q = &f[n + 1];

			memset(q, 0, sizeof(*q));
			memcpy(q->num, f[n].alt_num, sizeof(q->num));
			memcpy(q->unit, f[n].alt_unit, sizeof(q->unit));
			q->metric = TESTNAME_IOPS;
			q->approx = f[n].alt_approx;
			f[n].alt_num[0] = '\0';
			f[n].alt_unit[0] = '\0';
			f[n].alt_metric = TESTNAME_NONE;
			f[n].alt_approx = 0;
			f[n].alt_named = 0;
			unit = f[n].unit;
			first = n;
			iops = 1;
			n += 2;
			if (!*e)
				break;
			p = e + 2;
			continue;
		}
		if (f[n].alt_num[0])
			return -1;
		f[n].approx = ap > 0;
		f[n].mean_named = mean;
		f[n].pct = pct;
		f[n].extreme = extreme;
		if (k) {
			if (f[n].unit[0] && f[n].metric != TESTNAME_LAT)
				return -1;
			if (f[n].unit[0] && unit && strcmp(unit, f[n].unit))
				return -1; /* "avg 5 ms, p99 900 us" */
			if (f[n].unit[0])
				unit = f[n].unit;
			for (int j = 0; j < n; j++)
				if (f[j].mean_named == mean &&
				    f[j].pct == pct && f[j].extreme == extreme)
					return -1; /* a statistic twice */
			named++;
			if (first < 0 && (mean || pct > 0))
				first = n;
			if (mean && first >= 0 &&
			    f[first].metric == TESTNAME_LAT &&
			    !f[first].mean_named && !f[first].pct)
				return -1; /* a bare time and a mean */
			if (mean)
				first = n;
		} else if (f[n].metric == TESTNAME_IOPS && f[n].unit[0] &&
			   !iops) {
			iops = 1;
		} else {
			return -1;
		}
		n++;
		if (!*e)
			break;
		p = e + 2;
	}
	if (n < 2 || !named || !unit || first < 0)
		return -1;
	for (int j = 0; j < n; j++)
		if (!f[j].unit[0]) {
			snprintf(f[j].unit, sizeof(f[j].unit), "%s", unit);
			if (table_val_unit(&f[j]))
				return -1;
		}
	cv->v[0] = f[first];
	cv->n = 1;
	cv->stats = 0;
	for (int j = 0; j < n; j++)
		if (j != first)
			cv->stat[cv->stats++] = f[j];
	return 0;
}

/* Whether fio key k (as fio 2 or 3 prints it) starts s; its version. */
static int fio_key(const char *s, const char *k2, const char *k3)
{
	if (k2 && !strncmp(s, k2, strlen(k2)))
		return 2;
	if (k3 && !strncmp(s, k3, strlen(k3)))
		return 3;
	return 0;
}

/*
 * "bw=121556KB/s, iops=30389" (fio 2, its "io=" and "runt=" around them
 * maybe), "IOPS=30.4k, BW=119MiB/s (124MB/s)" (fio 3, its "(IO/RUNTIME)"
 * after), a "read:" / "write:" before them naming the direction: a fio
 * result line's figures pasted into a cell, read in fio's own units (as
 * ingest/fio_text.c reads the line: fio 2's KB is 1024).  What follows
 * them after a blank (the disks' "nvme6n1: util=18.70%" lines, a note) is
 * no figure of the test.  Into cv (the rate v[0], its IOPS the alt
 * figure, v[0].fio the version, v[0].fio_io and fio_run the "io=",
 * "runt=" or "(IO/RUNTIME)" figures) and 0; -1 when s is none (cv untouched):
 * no rate, keys of both versions, a key twice, fio's figures again after
 * the first line (two directions' lines in one cell).
 */
static int fio_cell(const char *s, struct table_cellv *cv)
{
	static const char *const again[] = {"bw=", "iops=", "aggrb=", NULL};
	const char *p = s, *rate = NULL, *rate_end = NULL, *iops = NULL;
	const char *iops_end = NULL, *e;
	struct table_val v;
	int ver = 0, op = 0;
	size_t n;
	double x, fio_io = 0, fio_run = 0;

	while (*p == ' ')
		p++;
	/* fio 2's "write: io=", "read : io=", fio 3's "write: IOPS=" */
	if (!strncmp(p, "read", 4) || !strncmp(p, "write", 5)) {
		const char *q = p + (p[0] == 'r' ? 4 : 5);

		while (*q == ' ')
			q++;
		if (*q != ':')
			return -1;
		op = p[0] == 'r' ? IODB_OP_READ : IODB_OP_WRITE;
		p = q + 1;
		while (*p == ' ')
			p++;
	}
	for (;;) {
		int k;

		/* fio 2's group line: "aggrb=1493.2MB/s", the group's
		 * rate in fio 2's units */
		if ((k = fio_key(p, "bw=", "BW=")) ||
		    (k = fio_key(p, "aggrb=", NULL))) {
			if (rate || (ver && ver != k))
				return -1;
			ver = k;
			rate = p + (p[0] == 'a' ? 6 : 3);
			if (units_rate(rate, &e,
				       k == 2 ? UNITS_BINARY : UNITS_DECIMAL,
				       UNITS_COMMA_NONE, &x))
				return -1;
			rate_end = e;
			p = e;
			/* fio 3's "(124MB/s)(7124MiB/60001msec)": the
			 * rate's other copy, then the bytes moved and the
			 * runtime, read as ingest/fio_text.c reads them */
			while (*p == ' ' && p[1] == '(')
				p++;
			while (*p == '(') {
				const char *c = strchr(p, ')');
				double io, rt;

				if (!c)
					return -1;
				if (!fio_text_io_runtime(p,
							 k == 2 ? UNITS_BINARY
								: UNITS_DECIMAL,
							 &io, &rt, &e) &&
				    e == c + 1) {
					fio_io = io;
					fio_run = rt;
				}
				p = c + 1;
			}
		} else if ((k = fio_key(p, "iops=", "IOPS="))) {
			if (iops || (ver && ver != k))
				return -1;
			ver = k;
			iops = p + 5;
			if (units_count(iops, &e, &x))
				return -1;
			iops_end = e;
			p = e;
		} else if (ver != 3 && fio_key(p, "io=", NULL)) {
			if (units_size(p + 3, &e, UNITS_BINARY,
				       UNITS_COMMA_NONE, &fio_io))
				return -1;
			p = e;
		} else if (ver != 3 && fio_key(p, "runt=", NULL)) {
			p += 5;
			while (*p == ' ')
				p++;
			if (units_duration(p, &e, UNITS_COMMA_NONE, &fio_run))
				return -1;
			p = e;
		} else {
			return -1;
		}
		if (*p != ',' || p[1] != ' ')
			break;
		p += 2;
	}
	if (!rate || (*p && *p != ' '))
		return -1;
	for (const char *q = p; *q; q++)
		for (size_t i = 0; again[i]; i++)
			if (!strncasecmp(q, again[i], strlen(again[i])))
				return -1;
	memset(&v, 0, sizeof(v));
	n = strspn(rate, "0123456789.");
	if (!n || n >= sizeof(v.num) ||
	    (size_t)(rate_end - rate) - n >= sizeof(v.unit))
		return -1;
	memcpy(v.num, rate, n);
	memcpy(v.unit, rate + n, (size_t)(rate_end - rate) - n);
	/* fio 2 prints its units in capitals ("KB/s"), fio 3 its own in
	 * IEC ("KiB/s") or, under kb_base=1000, decimal ("kB/s") */
	if (table_val_unit(&v) || v.metric != TESTNAME_BW ||
	    (ver == 2 && !strchr("BKMGTP", v.unit[0])))
		return -1;
	if (iops) {
		n = strspn(iops, "0123456789.");
		if (!n || n >= sizeof(v.alt_num) ||
		    (size_t)(iops_end - iops) - n >= 2)
			return -1;
		memcpy(v.alt_num, iops, n);
		memcpy(v.alt_unit, iops + n, (size_t)(iops_end - iops) - n);
		if (v.alt_unit[0] && !ieq(v.alt_unit, "k") &&
		    !ieq(v.alt_unit, "m"))
			return -1;
		v.alt_metric = TESTNAME_IOPS;
	}
	v.op = op;
	v.fio = ver;
	v.fio_io = fio_io;
	v.fio_run = fio_run;
	cv->v[0] = v;
	cv->n = 1;
	cv->stats = 0;
	return 0;
}

/*
 * "2997/2996. BW: 128MiB/s / 128MiB/s", "6155/1551 IOPS: 230 / 96":
 * a figure per direction (the header's metric), then a metric's label
 * and a figure per direction again: each pair's second metric.  The
 * label names what the second pair is (each figure with its unit, or
 * bare under "IOPS:"), never the first's.  Into cv (the second pair in
 * each figure's alt) and 0; -1 when s is none (cv untouched).
 */
static int labelled_pair(const char *s, struct table_cellv *cv)
{
	static const struct {
		const char *w;
		enum testname_metric m;
	} labels[] = {
	    {"bw", TESTNAME_BW},	 {"bandwidth", TESTNAME_BW},
	    {"throughput", TESTNAME_BW}, {"iops", TESTNAME_IOPS},
	    {"lat", TESTNAME_LAT},	 {"latency", TESTNAME_LAT},
	};
	struct table_cellv a, b;
	char first[TABLE_CELL_MAX];
	enum testname_metric m = TESTNAME_NONE;
	const char *p = NULL;
	size_t n = 0, k;

	for (const char *c = strchr(s, ':'); c && !p; c = strchr(c + 1, ':'))
		for (size_t i = 0; i < sizeof(labels) / sizeof(labels[0]);
		     i++) {
			size_t w = strlen(labels[i].w);

			if ((size_t)(c - s) > w && c[-(long)w - 1] == ' ' &&
			    !strncasecmp(c - w, labels[i].w, w)) {
				p = c;
				n = (size_t)(c - s) - w;
				m = labels[i].m;
				break;
			}
		}
	if (!p)
		return -1;
	/* the first pair, the blanks and one '.', ',' or ';' after it
	 * dropped ("2996. BW:") */
	k = n;
	while (k && s[k - 1] == ' ')
		k--;
	if (k && strchr(".,;", s[k - 1]))
		k--;
	while (k && s[k - 1] == ' ')
		k--;
	if (!k || k >= sizeof(first))
		return -1;
	memcpy(first, s, k);
	first[k] = '\0';
	if (table_cell_values(first, &a) || a.n != 2 || a.stats ||
	    table_cell_values(p + 1, &b) || b.n != 2 || b.stats)
		return -1;
	for (int j = 0; j < 2; j++) {
		const struct table_val *x = &a.v[j], *y = &b.v[j];

		if (x->alt_num[0] || x->sys[0] || x->fio || x->metric == m ||
		    y->alt_num[0] || y->sys[0] || y->fio ||
		    (y->op && y->op != x->op) || y->size_unit ||
		    (y->unit[0] ? y->metric != m : m != TESTNAME_IOPS))
			return -1;
	}
	for (int j = 0; j < 2; j++) {
		memcpy(a.v[j].alt_num, b.v[j].num, sizeof(a.v[j].alt_num));
		memcpy(a.v[j].alt_unit, b.v[j].unit, sizeof(a.v[j].alt_unit));
		a.v[j].alt_metric = m;
		a.v[j].alt_approx = b.v[j].approx;
		/* "lat:" names the time a latency, as "(93 µs latency)" */
		a.v[j].alt_named = m == TESTNAME_LAT;
	}
	*cv = a;
	return 0;
}

/*
 * "2597 MiB/s @ 61 us", "150k IOPS @ 210 us": a rate or IOPS, then after
 * '@' the time each I/O took at that rate: the figure with its mean
 * latency (as "(93 µs latency)").  Only a time below the second after
 * the '@' ("@ QD32", "@ 4k", "@ 60 s" are no latency).  Into cv and 0;
 * -1 when s is none (cv untouched).
 */
static int at_latency(const char *s, struct table_cellv *cv)
{
	const char *at = strchr(s, '@');
	char first[TABLE_CELL_MAX];
	struct table_cellv a;
	struct table_val t;
	size_t k;

	if (!at || strchr(at + 1, '@'))
		return -1;
	k = (size_t)(at - s);
	while (k && s[k - 1] == ' ')
		k--;
	if (!k || k >= sizeof(first))
		return -1;
	memcpy(first, s, k);
	first[k] = '\0';
	if (table_cell_values(first, &a) || a.n != 1 || a.stats)
		return -1;
	if (!a.v[0].unit[0] || a.v[0].sys[0] || a.v[0].fio ||
	    a.v[0].alt_num[0] || a.v[0].op || a.v[0].size_unit ||
	    (a.v[0].metric != TESTNAME_BW && a.v[0].metric != TESTNAME_IOPS))
		return -1;
	if (val_parse(at + 1, &t, 0) || !is_time_unit(t.unit) || t.alt_num[0] ||
	    t.metric != TESTNAME_LAT)
		return -1;
	memcpy(a.v[0].alt_num, t.num, sizeof(a.v[0].alt_num));
	memcpy(a.v[0].alt_unit, t.unit, sizeof(a.v[0].alt_unit));
	a.v[0].alt_metric = TESTNAME_LAT;
	a.v[0].alt_named = 1;
	*cv = a;
	return 0;
}

/*
 * "約 3,800 IOPS / 0.26 ms", "~190 IOPS, avg 5.2 ms, p99 30 ms", "about
 * 500 / 410":
 * a word or sign of an approximation opening the cell (lead, from
 * table_approx_prefix()) governs the list of figures it heads, not its
 * first figure alone: a person reads "about 3,800 IOPS and 0.26 ms", so
 * every figure of cv (its statistics too) is marked approximate.  A figure in
 * brackets stays as it was ("~1.9 GB/s (463,201 IOPS)": the tool's exact count
 * beside a rounded rate), and a marker after a direction or a system ("R: ~500
 * / W: 410") covers its own figure only.
 */
static void lead_approx(struct table_cellv *cv, int lead)
{
	for (int k = 0; lead && k < cv->n; k++)
		cv->v[k].approx = 1;
	for (int k = 0; lead && k < cv->stats; k++)
		cv->stat[k].approx = 1;
}

/*
 * A duration as time(1) prints its "real" line, "7m25.675s", "0m4.354s",
 * "1h2m3.4s": minutes (hours before them) and seconds, no blank, the
 * seconds under 60.  One figure in seconds (445.675 s), a run time as
 * "86.6 s" is; 0 and fills cv, else -1 ("4m", "25.6s", "1m" alone are
 * read as before).
 */
static int clock_duration(const char *s, struct table_cellv *cv)
{
	long part[3] = {0, 0, 0}; /* hours, minutes, whole seconds */
	int k = 0, dec = 0;
	const char *p = s, *frac = NULL;
	double sec;

	while (*p == ' ')
		p++;
	for (;;) {
		long v = 0;
		int digits = 0;

		while (*p >= '0' && *p <= '9' && digits < 7) {
			v = v * 10 + (*p++ - '0');
			digits++;
		}
		if (!digits)
			return -1;
		if (*p == 'h' && k == 0) {
			part[0] = v;
			k = 1;
		} else if (*p == 'm' && k <= 1 && p[1] >= '0' && p[1] <= '9') {
			part[1] = v;
			k = 2;
		} else if (k == 2 && (*p == '.' || *p == 's')) {
			part[2] = v;
			break;
		} else {
			return -1;
		}
		p++;
	}
	if (*p == '.') {
		frac = ++p;
		while (*p >= '0' && *p <= '9')
			p++;
		dec = (int)(p - frac);
		if (!dec || dec > 9)
			return -1;
	}
	if (*p++ != 's')
		return -1;
	while (*p == ' ')
		p++;
	if (*p || part[2] >= 60 || (part[0] && part[1] >= 60))
		return -1;
	sec = (double)part[0] * 3600 + (double)part[1] * 60 + (double)part[2] +
	      (frac ? strtod(frac - 1, NULL) : 0);
	memset(&cv->v[0], 0, sizeof(cv->v[0]));
	snprintf(cv->v[0].num, sizeof(cv->v[0].num), "%.*f", dec, sec);
	strcpy(cv->v[0].unit, "s");
	if (table_val_unit(&cv->v[0]))
		return -1;
	cv->n = 1;
	return 0;
}

int table_cell_values(const char *cell, struct table_cellv *cv)
{
	char part[TABLE_CELL_MAX], buf[TABLE_CELL_MAX], sys[32];
	char rsys[TESTNAME_MAX_OPS][32];
	const char *start, *p, *s = buf;
	int nsys = 0, words = 0, nref = 0, lead, depth = 0;
	size_t a;

	cv->n = 0;
	cv->stats = 0;
	if (!fio_cell(cell, cv))
		return 0;
	if (strlen(cell) >= sizeof(buf) || plain(cell, buf, sizeof(buf)))
		return -1;
	/* "(4.1G) 112MB/s": the amount the run moved, then its figure */
	a = amount_prefix(buf);
	if (a && buf[a])
		memmove(buf, buf + a, strlen(buf + a) + 1);
	/* "2.83 мс (~354 IOPS, буфер.)": a bracket's remark is no part */
	for (char *q = buf, *o = NULL; *q; q++) {
		size_t r;

		if (*q == '(')
			o = q;
		else if (*q == ')')
			o = NULL;
		else if (o && *q == ',' && q > o + 1 && q[-1] != ' ' &&
			 (r = bracket_remark(q)))
			memmove(q, q + r, strlen(q + r) + 1);
	}
	if (!clock_duration(buf, cv))
		return 0; /* "7m25.675s": time(1)'s real, in seconds */
	lead = table_approx_prefix(buf) > 0;
	if (!stats_cell(buf, cv)) {
		lead_approx(cv, lead);
		return 0;
	}
	if (strchr(buf, ':') && !labelled_pair(buf, cv))
		return 0;
	if (strchr(buf, '@') && !at_latency(buf, cv))
		return 0;
	start = s;
	for (p = s;; p++) {
		const char *q = p + 1;
		int dop = 0, split;

		/* "2,408 IOPS (70/30) / 8.76 ms": what brackets hold
		 * qualifies the figure before them, never parts the cell */
		if (*p == '(' || *p == '[')
			depth++;
		else if ((*p == ')' || *p == ']') && depth)
			depth--;
		if (depth && *p)
			continue;
		if (*p == '/' || *p == ',' || *p == ';') {
			while (*q == ' ')
				q++;
			/* "/ 平均 ~4.2 ms": an average word first */
			if (p > start)
				q += mean_prefix(q);
			q += table_approx_prefix(q);
		}
		split = *p == '/' && ((*q >= '0' && *q <= '9') ||
				      direction_prefix(q, &dop, 1) ||
				      (system_prefix(start, sys, sizeof(sys)) &&
				       system_prefix(q, sys, sizeof(sys))));
		/* "12.5k IOPS, 0.3ms", "3,800 IOPS; 0.26 ms": a comma or
		 * semicolon and a blank after a unit part figures as a slash
		 * does (never "3,120", nor "244, 10": a digit before) */
		if ((*p == ',' || *p == ';') && p[1] == ' ' && p > start &&
		    !(p[-1] >= '0' && p[-1] <= '9') &&
		    ((*q >= '0' && *q <= '9') || direction_prefix(q, &dop, 1)))
			split = 1;
		/* "R: 4,066, W: 1,745": after a figure too, when this part
		 * opened with one direction and the other's prefix follows
		 * (the figures' own commas group thousands); "R: 20.3 GiB +
		 * W: 8,987 MiB", the amounts each direction moved, so too;
		 * "r=1502,w=1500 IOPS" (fio's progress line's pair, copied)
		 * without the blank (never "r=1,502": a figure follows) */
		if ((*p == ',' || *p == ';' || *p == '+') && !split &&
		    p > start) {
			int d0 = 0, d1 = 0;
			size_t k0 = direction_prefix(start, &d0, 1);

			if (k0 && start + k0 < p &&
			    direction_prefix(q, &d1, 1) && d0 != d1)
				split = 1;
		}
		/* "R: 2806  W: 2808" (a <br> between them in the page): a
		 * blank before the other direction's prefix, when this part
		 * opened with one and holds its figure */
		if (*p == ' ' && !split && p > start) {
			int d0 = 0, d1 = 0;
			size_t k0 = direction_prefix(start, &d0, 1);

			if (k0 && start + k0 < p &&
			    direction_prefix(p, &d1, 1) && d0 != d1)
				split = 1;
			/* "RPi3: 22.5 RPi4: 40.2": so before another
			 * system's name */
			k0 = system_prefix(start, sys, sizeof(sys));
			if (k0 && start + k0 < p &&
			    system_prefix(p, sys, sizeof(sys)))
				split = 1;
			/* "RBD不准确 CEPHFS:26.3MB/s", "A: 12 B: n/a": also
			 * after or before a system that gave no figure */
			if (refused_part(start, sys, sizeof(sys)) ==
				(size_t)(p - start) &&
			    (system_prefix(p, sys, sizeof(sys)) ||
			     refused_part(q, sys, sizeof(sys))))
				split = 1;
			if (k0 && start + k0 < p &&
			    refused_part(q, sys, sizeof(sys)))
				split = 1;
		}
		if (*p && !split)
			continue;
		if (cv->n >= TESTNAME_MAX_OPS)
			return -1;
		memcpy(part, start, (size_t)(p - start));
		part[p - start] = '\0';
		if (refused_part(part, sys, sizeof(sys)) == strlen(part)) {
			/* a system named without a figure: no result */
			if (nref >= TESTNAME_MAX_OPS)
				return -1;
			memcpy(rsys[nref++], sys, sizeof(sys));
		} else {
			int op = 0;
			size_t skip = direction_prefix(part, &op, 1), ap, mp;
			size_t ms = 0, lone_w = 0;
			int wop = 0, lone, uop;
			/* "read 672": no colon, a direction word's figure */
			int worded = skip && !direction_prefix(part, &wop, 0);

			words += worded;
			sys[0] = '\0';
			if (!skip)
				skip = system_prefix(part, sys, sizeof(sys));

			/* "166 IOPS / 平均 4.2 ms": after the first figure, an
			 * average word names a time a mean (only a time) */
			mp = cv->n ? mean_prefix(part + skip) : 0;
			/* "310 µs avg." or "avg 310 µs", the cell's one
			 * figure: the word only says which statistic the
			 * time is (a latency word of the header or row must
			 * still name it one: no mean_named) */
			lone = !cv->n && !*p;
			if (lone && !skip)
				lone_w = mean_prefix(part);
			skip += mp + lone_w;
			/* "약 3,500", "~500 MB/s": the number as printed,
			 * marked approximate */
			ap = table_approx_prefix(part + skip);
			uop = unit_direction(part + skip + ap);
			/* "84 µs avg, 11,862 IOPS": the mean word after the
			 * time (mean_prefix's before it) */
			if (!mp && !lone_w)
				ms = mean_suffix(part + skip + ap);
			if (ms)
				part[skip + ap + ms] = '\0';
			if (val_parse(part + skip + ap, &cv->v[cv->n], 0))
				return -1;
			if ((mp || ms || lone_w) &&
			    cv->v[cv->n].metric != TESTNAME_LAT)
				return -1;
			if (lone)
				ms = 0;
			mp += ms;
			/* "1829.72 MiB/s read": the word names a rate's or
			 * IOPS' direction, the same as a prefix's if any */
			if (uop &&
			    (!cv->v[cv->n].unit[0] ||
			     (cv->v[cv->n].metric != TESTNAME_BW &&
			      cv->v[cv->n].metric != TESTNAME_IOPS) ||
			     cv->v[cv->n].size_unit || (op && op != uop)))
				return -1;
			if (uop)
				op = uop;
			/* "Read 4K / Write 4K" names two tests: a direction
			 * word's figure has the unit of a metric, or none */
			if (worded && cv->v[cv->n].unit[0] &&
			    cv->v[cv->n].metric == TESTNAME_NONE)
				return -1;
			cv->v[cv->n].op = op;
			cv->v[cv->n].approx = ap > 0;
			cv->v[cv->n].mean_named = mp > 0;
			memcpy(cv->v[cv->n].sys, sys, sizeof(sys));
			nsys += sys[0] != '\0';
			cv->n++;
		}
		if (!*p)
			break;
		start = p + 1;
	}
	/* "read 672 / write 289": direction words name a figure each only
	 * when the cell names both ("read 672" alone is a test's name) */
	if (words && (cv->n != 2 || !cv->v[0].op || !cv->v[1].op ||
		      cv->v[0].op == cv->v[1].op))
		return -1;
	/* a figure per system: every figure names its own, each another
	 * ("RPi3: 22.5" alone is no figure of the row's system) */
	if (nsys || nref) {
		/* "RBD不准确 CEPHFS:26.3MB/s": a system that gave no figure
		 * counts among those named, never as a figure */
		if (!nsys || nsys != cv->n || cv->n + nref < 2)
			return -1;
		for (int k = 0; k < cv->n; k++) {
			for (int j = 0; j <= k; j++)
				if (cv->v[k].mean_named ||
				    (j < k &&
				     !strcmp(cv->v[k].sys, cv->v[j].sys)))
					return -1;
			for (int j = 0; j < nref; j++)
				if (!strcmp(cv->v[k].sys, rsys[j]))
					return -1;
		}
		for (int k = 0; k < nref; k++)
			for (int j = 0; j < k; j++)
				if (!strcmp(rsys[k], rsys[j]))
					return -1;
		return 0;
	}
	lead_approx(cv, lead);
	/* "57.6k / 225MiB/s": whether the bare count is the result's IOPS
	 * or a rate of its own is for the header to say (table_mapping.c) */
	table_cellv_one_result(cv);
	if (cv->n == 1)
		bracket_system(buf, &cv->v[0]);
	/* an average time that is no second metric of the first figure
	 * ("244 / avg 10 ms", "84 µs avg, 120 µs"): not a figure per
	 * direction */
	for (int k = 0; k < cv->n && cv->n > 1; k++)
		if (cv->v[k].mean_named)
			return -1;
	return cv->n ? 0 : -1;
}

void table_cellv_one_result(struct table_cellv *cv)
{
	/* "12.3k IOPS / 48.0 MiB/s": two metrics of one result, each with
	 * its unit, as "3,120 MB/s (762K IOPS)" (not "244 / 10", a figure
	 * per direction) */
	if (cv->n == 2 && cv->v[0].unit[0] && cv->v[1].unit[0] &&
	    cv->v[0].metric != TESTNAME_NONE &&
	    cv->v[1].metric != TESTNAME_NONE &&
	    cv->v[0].metric != cv->v[1].metric &&
	    cv->v[0].alt_metric == TESTNAME_NONE &&
	    cv->v[1].alt_metric == TESTNAME_NONE) {
		memcpy(cv->v[0].alt_num, cv->v[1].num,
		       sizeof(cv->v[0].alt_num));
		memcpy(cv->v[0].alt_unit, cv->v[1].unit,
		       sizeof(cv->v[0].alt_unit));
		cv->v[0].alt_metric = cv->v[1].metric;
		cv->v[0].alt_approx = cv->v[1].approx;
		cv->v[0].alt_named = cv->v[1].mean_named;
		cv->n = 1;
	}
}

/* The kind of each cell of full rows: 1 value, 2 text, 0 empty. */
int table_cell_kind(const char *s)
{
	struct table_cellv cv;

	if (table_cell_empty(s))
		return 0;
	return table_cell_values(s, &cv) ? 2 : 1;
}

int table_unit_list(const char *h, char (*part)[24], int max)
{
	const char *o = strrchr(h, '('), *e;
	size_t hn = strlen(h);
	int n = 0;

	while (hn && h[hn - 1] == ' ')
		hn--;
	if (!o || !hn || h[hn - 1] != ')' || (e = strchr(o, ')')) == NULL ||
	    e != h + hn - 1 || !memchr(o, ',', (size_t)(e - o)))
		return 0;
	for (const char *p = o + 1; p < e; n++) {
		const char *q = memchr(p, ',', (size_t)(e - p));
		size_t len;

		if (!q)
			q = e;
		while (p < q && *p == ' ')
			p++;
		len = (size_t)(q - p);
		while (len && p[len - 1] == ' ')
			len--;
		if (n >= max || !len || len >= 24)
			return 0;
		memcpy(part[n], p, len);
		part[n][len] = '\0';
		p = q + 1;
	}
	return n >= 2 ? n : 0;
}

enum testname_metric table_unit_metric(const char *s)
{
	struct table_val v;
	size_t n = strlen(s);

	if (!n || n >= sizeof(v.unit) || (s[0] >= '0' && s[0] <= '9'))
		return TESTNAME_NONE;
	memset(&v, 0, sizeof(v));
	memcpy(v.unit, s, n + 1);
	unit_ascii(v.unit);
	if (table_val_unit(&v) || v.size_unit)
		return TESTNAME_NONE;
	return v.metric;
}

int table_cell_relative(const char *s)
{
	static const char *const marks[] = {
	    "%", "x", "X", "\xc3\x97", "\xeb\xb0\xb0", "\xe5\x80\x8d", NULL,
	};
	char buf[64];
	const char *p = s;
	size_t d = 0, n = strlen(s);

	/* "**8.4x**", "_16x_": emphasis markers around it */
	while (n && (*p == '*' || *p == '_'))
		p++, n--;
	while (n && (p[n - 1] == '*' || p[n - 1] == '_'))
		n--;
	if (!n || n >= sizeof(buf))
		return 0;
	memcpy(buf, p, n);
	buf[n] = '\0';
	p = buf;
	/* "±4.58", "± 10.33 ms": a deviation, no measurement */
	if (!strncmp(p, "\xc2\xb1", 2)) {
		for (p += 2; *p == ' ';)
			p++;
		return *p >= '0' && *p <= '9';
	}
	if (*p == '+' || *p == '-')
		p++;
	else if (!strncmp(p, "\xe2\x88\x92", 3))
		p += 3;				       /* U+2212 */
	if (!strncmp(p, "\xc3\x97", 2) || *p == 'x') { /* "×2", "x2" */
		p += *p == 'x' ? 1 : 2;
		return *p >= '0' && *p <= '9' && !p[strspn(p, "0123456789.,")];
	}
	while ((p[d] >= '0' && p[d] <= '9') || p[d] == '.' || p[d] == ',')
		d++;
	if (!d)
		return 0;
	p += d;
	/* a range of them: "3-4x", "5~6倍" */
	if ((*p == '-' || *p == '~') && p[1] >= '0' && p[1] <= '9') {
		for (p++; (*p >= '0' && *p <= '9') || *p == '.' || *p == ',';)
			p++;
	}
	while (*p == ' ')
		p++;
	for (size_t i = 0; marks[i]; i++) {
		size_t ml = strlen(marks[i]);
		const char *q = p + ml;

		if (strncmp(p, marks[i], ml))
			continue;
		while (*q == ' ')
			q++;
		/* "-2.5% (run-to-run noise)": a note on the ratio */
		if (!*q || (*q == '(' && q[strlen(q) - 1] == ')'))
			return 1;
	}
	return 0;
}

/*
 * Whether s is a distribution: two or more "bucket=share%" pairs, as
 * fio's latency histogram pasted into a cell ("2=0.01%, 10=0.02%,
 * 【20=97.41%】"): no figure and no name.
 */
static int distribution(const char *s)
{
	int pairs = 0;

	for (const char *p = s; (p = strchr(p, '=')); p++) {
		const char *q = p + 1;

		if (p == s || !isdigit((unsigned char)p[-1]))
			continue;
		while (isdigit((unsigned char)*q) || *q == '.')
			q++;
		if (q > p + 1 && *q == '%')
			pairs++;
	}
	return pairs >= 2;
}

size_t table_date_len(const char *s)
{
	const char *p = s + 5;

	for (int i = 0; i < 4; i++)
		if (s[i] < '0' || s[i] > '9')
			return 0;
	if ((s[4] != '-' && s[4] != '.' && s[4] != '/') || *p < '0' || *p > '9')
		return 0;
	while (*p >= '0' && *p <= '9')
		p++;
	if (*p != s[4] || p[1] < '0' || p[1] > '9')
		return 0;
	for (p++; *p >= '0' && *p <= '9';)
		p++;
	return (size_t)(p - s);
}

int table_cell_date(const char *s)
{
	static const char *const names[] = {
	    "january",	"february", "march",  "april",	   "may",
	    "june",	"july",	    "august", "september", "october",
	    "november", "december", "sept",   NULL};
	static const char *const months[] = {"jan", "feb", "mar", "apr",
					     "may", "jun", "jul", "aug",
					     "sep", "oct", "nov", "dec"};
	int month = 0, year = 0, day = 0;
	size_t n;

	while (*s == ' ')
		s++;
	n = table_date_len(s);
	if (n)
		return !s[n + strspn(s + n, " ")];
	while (*s) {
		const char *w = s;
		size_t k = 0, d;
		int hit = 0;

		while (w[k] && w[k] != ' ' && w[k] != ',')
			k++;
		d = strspn(w, "0123456789");
		if (d == k && d == 4 && !year)
			year = 1;
		else if (d == k && (d == 1 || d == 2) && !day)
			day = 1;
		else if (k >= 3 && !month) {
			for (size_t i = 0; i < 12 && !hit; i++)
				/* "Feb", "Feb.", "February" */
				hit = !strncasecmp(w, months[i], 3) &&
				      (k == 3 || (k == 4 && w[3] == '.') ||
				       word_listed(w, k, names, 1));
			if (!hit)
				return 0;
			month = 1;
		} else {
			return 0;
		}
		s = w + k;
		while (*s == ' ' || *s == ',')
			s++;
	}
	return month && year;
}

int table_cell_other(const char *s)
{
	static const char *const pre[] = {
	    "$",	"US$",		"\xe2\x82\xac", "\xc2\xa5",
	    "\xc2\xa3", "\xef\xbf\xa5", "\xe2\x82\xa9", NULL};
	static const char *const post[] = {"\xc2\xb0"
					   "C",
					   "\xc2\xb0",
					   "\xe2\x84\x83",
					   "W",
					   "mW",
					   "watt",
					   "watts",
					   "\xec\x9b\x90",
					   "\xeb\xa7\x8c\xec\x9b\x90",
					   "\xe5\x86\x86",
					   "\xe4\xb8\x87\xe5\x86\x86",
					   "\xe5\x85\x83",
					   "\xe2\x82\xac",
					   "$",
					   "USD",
					   "KRW",
					   "EUR",
					   "JPY",
					   "CNY",
					   "\xd1\x80\xd1\x83\xd0\xb1",
					   NULL};
	size_t n, d = 0;
	const char *p;

	while (*s == ' ')
		s++;
	for (size_t i = 0; pre[i]; i++)
		if (!strncmp(s, pre[i], strlen(pre[i])) &&
		    s[strlen(pre[i])] >= '0' && s[strlen(pre[i])] <= '9')
			return 1; /* "$54.99", "€49" */
	/* a date: 2023-04-02, 2023.04.02, 2023/4/2, 2023年4月2日 */
	if (table_date_len(s))
		return 1;
	while (s[d] >= '0' && s[d] <= '9')
		d++;
	if (d == 4 && !strncmp(s + 4, "\xe5\xb9\xb4", 3)) /* 年 */
		return 1;
	if (distribution(s))
		return 1;
	/* a figure followed by a unit of no benchmark figure */
	p = s;
	while ((*p >= '0' && *p <= '9') || *p == '.' || *p == ',')
		p++;
	if (p == s)
		return 0;
	while (*p == ' ')
		p++;
	n = strlen(p);
	while (n && p[n - 1] == ' ')
		n--;
	for (size_t i = 0; post[i] && n; i++)
		if (strlen(post[i]) == n && !strncmp(p, post[i], n))
			return 1;
	return 0;
}

enum units_conv table_tool_conv(const char *tool, int map_units)
{
	if (map_units == 1)
		return UNITS_DECIMAL;
	if (map_units == 2)
		return UNITS_BINARY;
	if (!tool)
		return UNITS_DECIMAL;
	/* diskspd divides by 2^20 for its "MiB/s" (older builds printed
	 * "MB/s" over the same figure) */
	if (!strcmp(tool, "iozone") || !strcmp(tool, "hdparm") ||
	    !strcmp(tool, "diskspd"))
		return UNITS_BINARY;
	/* both divide fio's KiB/s by 1000 and call it MB/s */
	if (!strcmp(tool, "KDiskMark") || !strcmp(tool, "YABS"))
		return UNITS_MIXED;
	return UNITS_DECIMAL;
}

double table_convert(const struct table_val *v, enum testname_metric m,
		     const char *unit, enum units_conv conv, enum table_sep sep)
{
	char buf[96], num[48], u[24];
	double x = NAN;

	if (v->fio) {
		/* as fio printed it: its own units and decimal point */
		conv = v->fio == 2 ? UNITS_BINARY : UNITS_DECIMAL;
		sep = TABLE_SEP_POINT;
	}
	if (table_val_number(v->num, sep, num, sizeof(num)))
		return NAN;
	if (v->unit[0] && !ieq(v->unit, "k") && !ieq(v->unit, "m"))
		unit = v->unit;
	if (unit && strlen(unit) < sizeof(u)) {
		strcpy(u, unit); /* a header's "Mo/s" */
		unit_ascii(u);
		unit = u;
	}
	switch (m) {
	case TESTNAME_IOPS:
		snprintf(buf, sizeof(buf), "%s%s", num,
			 ieq(v->unit, "k") || !strncasecmp(v->unit, "k ", 2) ||
				 ieq(v->unit, "kiops") ||
				 (!v->unit[0] && unit && ieq(unit, "kiops"))
			     ? "k"
			 : ieq(v->unit, "m") ||
				 !strncasecmp(v->unit, "m ", 2) ||
				 ieq(v->unit, "miops")
			     ? "M"
			     : "");
		if (units_count(buf, NULL, &x))
			return NAN;
		return x;
	case TESTNAME_BW: {
		size_t n = unit ? strlen(unit) : 0;
		char bits = n ? bit_rate(unit) : 0;

		if (!n)
			return NAN;
		if (bits) {
			/* 941 Mbps: 941e6 bits, 117.625e6 bytes a second */
			snprintf(buf, sizeof(buf), "%s %cB/s", num, bits);
			if (units_rate(buf, NULL, UNITS_DECIMAL,
				       UNITS_COMMA_NONE, &x))
				return NAN;
			return x / 8;
		}
		if (per_minute(unit)) {
			/* "703 MB/Min": the unit's bytes in a minute, the
			 * tool's own convention; stored a second's (/ 60) */
			snprintf(buf, sizeof(buf), "%s %.*s/s", num,
				 (int)per_minute(unit), unit);
			if (units_rate(buf, NULL, conv, UNITS_COMMA_NONE, &x))
				return NAN;
			return x / 60;
		}
		snprintf(buf, sizeof(buf), "%s %s", num, unit);
		if ((n > 2 && !strcmp(unit + n - 2, "/s")) ||
		    (n > 4 && ieq(unit + n - 4, "/sec"))) {
			if (units_rate(buf, NULL, conv, UNITS_COMMA_NONE, &x))
				return NAN;
		} else {
			const char *e = NULL;

			/* "512.5 MBPS", "512.5 chart": a word that is no size
			 * unit says nothing of the figure's bytes (units_size()
			 * reads it as a bare count, stopping before it), so no
			 * rate is known; "4.5 MB/secs" reads its "MB" */
			if (units_size(buf, &e, conv, UNITS_COMMA_NONE, &x))
				return NAN;
			if (!e || e <= buf + strlen(num) + 1)
				return NAN;
		}
		return x;
	}
	case TESTNAME_RUNTIME:
		if (!unit || !unit[0])
			return NAN;
		/* "86.6 s", "4.39秒"; a run time in ms under "실행 시간 (ms)"
		 */
		if (is_seconds(unit))
			snprintf(buf, sizeof(buf), "%s s", num);
		else
			snprintf(buf, sizeof(buf), "%s %s", num, unit);
		if (units_duration(buf, NULL, UNITS_COMMA_NONE, &x))
			return NAN;
		return x;
	case TESTNAME_LAT:
		if (!unit || !unit[0])
			return NAN;
		snprintf(buf, sizeof(buf), "%s %s", num, unit);
		if (units_duration(buf, NULL, UNITS_COMMA_NONE, &x))
			return NAN;
		return x;
	default: return NAN;
	}
}

/* p past the blank-grouped thousands of a figure ("1 533", "2 650"). */
static const char *blank_groups(const char *p)
{
	while (p[0] == ' ' && isdigit((unsigned char)p[1]) &&
	       isdigit((unsigned char)p[2]) && isdigit((unsigned char)p[3]) &&
	       !isdigit((unsigned char)p[4]))
		p += 4;
	return p;
}

int table_cell_bound(const char *s)
{
	static const char *const words[] = {
	    "<",      ">",	 "\xe2\x89\xa4", "\xe2\x89\xa5", "up to ",
	    "Up to ", "bis zu ", "jusqu'à ",	 "até ",	 "hasta ",
	    "max. ",  "min. ",	 "최대 ",	 "最大",	 NULL,
	};
	const char *p = s;

	while (*p == ' ' || *p == '*' || *p == '_')
		p++;
	for (size_t i = 0; words[i]; i++) {
		size_t n = strlen(words[i]);

		if (!strncmp(p, words[i], n)) {
			p += n;
			while (*p == ' ' || *p == '=')
				p++;
			return *p >= '0' && *p <= '9';
		}
	}
	return 0;
}

int table_cell_range(const char *s)
{
	char buf[TABLE_CELL_MAX];
	const char *p;
	size_t n;
	int dash = 0, rough = 0;

	if (strlen(s) >= sizeof(buf) || plain(s, buf, sizeof(buf)))
		return 0;
	p = buf;
	while (*p == ' ')
		p++;
	/* "~150–200 MB/s", "≈ 80-120": a range said to be rough (then its
	 * dash is no '~': "~9339 / ~9352" is two figures) */
	if (*p == '~')
		p++, rough = 1;
	else if (!strncmp(p, "\xe2\x89\x88", 3)) /* ≈ */
		p += 3, rough = 1;
	while (*p == ' ')
		p++;
	n = number_token(p);
	if (!n)
		return 0;
	p += n;
	p = blank_groups(p);
	/* "500 à 550 Mo/s", "80 to 120", "1 bis 2 ms": a range in words */
	{
		static const char *const words[] = {
		    " \xc3\xa0 ", " to ",	  " bis ",
		    " a ",	  " at\xc3\xa9 ", " \xd0\xb4\xd0\xbe ",
		    NULL}; /* à, até, до */

		for (size_t w = 0; words[w] && !dash; w++) {
			size_t l = strlen(words[w]);

			if (!strncmp(p, words[w], l) && p[l] >= '0' &&
			    p[l] <= '9')
				p += l, dash = 1;
		}
	}
	/* a unit after the first figure: "80 MB/s - 120 MB/s"; a slash
	 * after a blank parts two figures ("212 IOPS / avg ~3.9 ms": the
	 * '~' is the second one's, no dash) */
	while (!dash &&
	       (*p == ' ' || (*p >= 'A' && *p <= 'Z') ||
		(*p >= 'a' && *p <= 'z') || (*p == '/' && p[-1] != ' ')))
		p++;
	while (*p == ' ')
		p++;
	if (dash)
		; /* a range in words, read above */
	else if (!strncmp(p, "--", 2))
		p += 2, dash = 1;
	else if (*p == '-' || (*p == '~' && !rough))
		p++, dash = 1;
	else if (!strncmp(p, "\xe2\x80\x93", 3) ||
		 !strncmp(p, "\xe2\x80\x94", 3) ||
		 !strncmp(p, "\xef\xbd\x9e", 3)) /* – — ～ */
		p += 3, dash = 1;
	if (!dash)
		return 0;
	while (*p == ' ')
		p++;
	n = number_token(p);
	if (!n)
		return 0;
	p += n;
	p = blank_groups(p);
	/* the second figure ends the cell, but for its unit: "MB/s",
	 * "M IOPS", "ms" (not "K Block": a test's name), and a note in
	 * brackets ("1 533–1 875 ms (≈1,7 ms/fichier)") */
	while (*p == ' ')
		p++;
	n = strlen(p);
	while (n && p[n - 1] == ' ')
		n--;
	if (n && p[n - 1] == ')' && memchr(p, '(', n)) {
		n = (size_t)((const char *)memchr(p, '(', n) - p);
		while (n && p[n - 1] == ' ')
			n--;
	}
	if (!n)
		return 1;
	if (n > 12 || strcspn(p, "0123456789") < n)
		return 0;
	{
		struct table_val u;

		memset(&u, 0, sizeof(u));
		memcpy(u.unit, p, n);
		u.unit[n] = '\0';
		if (!strncasecmp(u.unit, "k ", 2) ||
		    !strncasecmp(u.unit, "m ", 2))
			memmove(u.unit, u.unit + 2, n - 1);
		/* French octets: "Mo/s", "Go/s" */
		if (n == 4 && strchr("kKMGT", u.unit[0]) && u.unit[1] == 'o' &&
		    !strcmp(u.unit + 2, "/s"))
			return 1;
		return !table_val_unit(&u) &&
		       (u.metric != TESTNAME_NONE || n == 1);
	}
}

/* Whether s[i..i+n) is a whole word (ASCII letters and digits end it). */
/* A letter of a Latin script with its accent (UTF-8 lead bytes 0xC3 to
 * 0xC9: U+00C0 to U+027F), or a continuation byte of one: "Memória" is
 * one word, no "mem"; CJK and Hangul stay apart ("SSD의"). */
static int latin_byte(const char *s, size_t len, size_t k)
{
	unsigned char c = (unsigned char)s[k];

	if (c >= 0xC3 && c <= 0xC9)
		return 1;
	return c >= 0x80 && c < 0xC0 && k > 0 &&
	       (unsigned char)s[k - 1] >= 0xC3 &&
	       (unsigned char)s[k - 1] <= 0xC9 && k < len;
}

static int whole_word(const char *s, size_t len, size_t i, size_t n)
{
	int before = i > 0 && (isalnum((unsigned char)s[i - 1]) ||
			       latin_byte(s, len, i - 1));
	int after = i + n < len && (isalnum((unsigned char)s[i + n]) ||
				    latin_byte(s, len, i + n));

	return !before && !after;
}

/* The first of words in s (len bytes, ASCII ones whole, case-blind). */
static const char *find_word(const char *s, size_t len,
			     const char *const *words)
{
	for (size_t w = 0; words[w]; w++) {
		size_t n = strlen(words[w]);
		int ascii = (unsigned char)words[w][0] < 0x80;

		for (size_t i = 0; i + n <= len; i++)
			if (!strncasecmp(s + i, words[w], n) &&
			    (!ascii || whole_word(s, len, i, n)))
				return words[w];
	}
	return NULL;
}

/*
 * Whether the compressor or compression word at s[i..i+n) is a file
 * system's setting, one item of a list describing the system tested
 * ("Truenas Scale, ZSTD-1, 10 cores", "tank (compression=lz4)",
 * "btrfs compress=zstd:3 / 6.8"): the compressor glued to its level
 * ("zstd-1", "gzip-9", "zstd:3", "zstd-fast-1") or the property given a
 * value ("compression=lz4", "compress=zstd"), beside another item (a
 * ',', '/', '(' or ';' in s).  A compressor's own benchmark names it
 * alone or with a command's level ("zstd -1", "| zstd-1 | 480 MB/s |").
 */
static int compression_setting(const char *s, size_t len, size_t i, size_t n)
{
	static const char *const codecs[] = {"zstd",   "lz4",	 "gzip", "lzjb",
					     "brotli", "snappy", NULL};
	static const char *const props[] = {"compression", "compress", NULL};
	const char *e = s + i + n, *end = s + len;
	int setting = 0, listed = 0;

	for (size_t k = 0; codecs[k] && !setting; k++)
		if (n == strlen(codecs[k]) && !strncasecmp(s + i, codecs[k], n))
			setting =
			    (e + 1 < end && (*e == '-' || *e == ':') &&
			     isdigit((unsigned char)e[1])) ||
			    (e + 5 <= end && !strncasecmp(e, "-fast", 5)) ||
			    (i > 0 && s[i - 1] == '=');
	for (size_t k = 0; props[k] && !setting; k++)
		if (n == strlen(props[k]) && !strncasecmp(s + i, props[k], n))
			setting = e < end && *e == '=';
	if (!setting)
		return 0;
	for (size_t k = 0; k < len && !listed; k++)
		listed = (k < i || k >= i + n) && s[k] && strchr(",/(;", s[k]);
	return listed;
}

/* Storage named: "RAM disk", "memory card", "sysbench fileio". */
static const char *const storage_words[] = {
    "disk",   "ssd",	  "nvme",     "hdd",	    "storage", "dd",
    "fio",    "iozone",	  "hdparm",   "drive",	    "card",    "stick",
    "usb",    "emmc",	  "ufs",      "sd",	    "volume",  "nfs",
    "tmpfs",  "ramfs",	  "ramdisk",  "fileio",	    "file",    "files",
    "디스크", "스토리지", "ディスク", "ストレージ", "磁盘",    "硬盘",
    "存储",   "диск",	  "zfs",      "btrfs",	    "ext4",    "xfs",
    "f2fs",   NULL,
};

/* A storage metric: storage unless memory or a CPU is named beside it
 * ("Memory Read: IOPS" is sysbench's memory test) */
static const char *const storage_metric_words[] = {"iops", NULL};

/*
 * The words table_nonstorage() looks for, in the order it looks: the
 * second and fourth groups name a processor's own throughput (a CPU, a
 * cipher, a hash, a compressor; table_processor_word()).
 */
static const char *const other_memory[] = {
    "memory",
    "mem",
    "ram",
    "dram",
    /* a memory module or a memory benchmark ("DDR读写基准",
     * "LPDDR5 bandwidth", "tinymembench", "STREAM triad") */
    "ddr",
    "ddr3",
    "ddr4",
    "ddr5",
    "lpddr4",
    "lpddr4x",
    "lpddr5",
    "lpddr5x",
    "tinymembench",
    "memtest",
    "stream triad",
    "arbeitsspeicher",
    "memcpy",
    "mbw",
    NULL,
};

static const char *const other_processor[] = {
    "cpu", "gpu", "aes", "aes256", "lzw", NULL,
};

static const char *const other_bench[] = {
    "stress-ng", "bogo",     "glmark",	  "glmark2", "geekbench",
    "sysbench",	 "graphics", "opengl",	  "vulkan",  "meminfo",
    "메모리",	 "メモリ",   "内存",	  "記憶體",  "显卡",
    "顯示卡",	 "память",   "оперативн", NULL,
};

/* hashing, ciphers, compression: a processor's throughput */
static const char *const other_crypto[] = {
    "sha",	     "sha256",	     "sha-256",
    "md5",	     "blake3",	     "hash",
    "hashing",	     "crc32",	     "encryption",
    "decryption",    "encrypt",	     "decrypt",
    "cipher",	     "crypto",	     "compression",
    "decompression", "compress",     "decompress",
    "zstd",	     "lz4",	     "gzip",
    "brotli",	     "snappy",	     "хеширование",
    "Хеширование",   "шифрование",   "Шифрование",
    "дешифрование",  "Дешифрование", "сжатие",
    "Сжатие",	     "哈希",	     "加密",
    "解密",	     "压缩",	     "解压",
    "壓縮",	     "ハッシュ",     "暗号化",
    "圧縮",	     "해시",	     "암호화",
    "복호화",	     "압축",	     "verschlüsselung",
    "komprimierung", "chiffrement",  "compresión",
    "cifrado",	     NULL,
};

static const char *const other_transport[] = {
    /* sockets and round trips: a transport's speed */
    "socket",
    "hvsocket",
    "vsock",
    "ping",
    "round-trip",
    "aller-retour",
    /* a network or a pipe's transfer ("tar + ssh", "Windows -> LAN
     * por ssh", "stdout de docker run"): the link's speed, not the
     * disk's; a row naming storage too ("dd | ssh") stays; an SFTP
     * or sshfs mount is a file system, as NFS is */
    "ssh",
    "scp",
    "netcat",
    "lan",
    "iperf",
    "iperf3",
    "stdout",
    "wifi",
    "wi-fi",
    /* a web service's requests ("Servidor Flask (prueba con Apache
     * Bench)", "wrk", "requests per second"): the program's speed */
    "apache bench",
    "apachebench",
    "wrk",
    "siege",
    "jmeter",
    "locust",
    "http",
    "https",
    "req/s",
    "requests/s",
    "requests per second",
    "peticiones por segundo",
    "web server",
    "servidor web",
    "flask",
    /* a remote service's answer ("OpenAI API latency", "API response
     * time"): the service's and the link's time, no disk's */
    "api latency",
    "api response",
    NULL,
};

static const char *const *const other_groups[] = {
    other_memory, other_processor, other_bench,
    other_crypto, other_transport, NULL,
};

/* See table_value.h. */
int table_processor_word(const char *w)
{
	for (size_t g = 0; g < 2; g++) {
		const char *const *words = g ? other_crypto : other_processor;

		for (size_t k = 0; words[k]; k++)
			if (w == words[k])
				return 1;
	}
	return 0;
}

const char *table_nonstorage(const char *s, size_t len)
{
	const char *w = NULL;

	/* the first word of the groups, a compression setting passed
	 * over */
	for (size_t g = 0; other_groups[g] && !w; g++)
		for (size_t k = 0; other_groups[g][k] && !w; k++) {
			const char *o = other_groups[g][k];
			size_t n = strlen(o);
			int ascii = (unsigned char)o[0] < 0x80;

			for (size_t i = 0; i + n <= len && !w; i++)
				if (!strncasecmp(s + i, o, n) &&
				    (!ascii || whole_word(s, len, i, n)) &&
				    !compression_setting(s, len, i, n))
					w = o;
		}

	/* "dd /dev/zero → /dev/null": a copy touching no disk (memory's
	 * speed, or the kernel's), whatever tool made it */
	if (memmem(s, len, "/dev/null", 9) &&
	    (memmem(s, len, "/dev/zero", 9) ||
	     memmem(s, len, "/dev/urandom", 12) ||
	     memmem(s, len, "/dev/random", 11)))
		return "/dev/null";
	if (!w || find_word(s, len, storage_words))
		return NULL;
	/* "sysbench ... IOPS" may be its fileio test; "Memory Read: IOPS"
	 * is no storage */
	if (!strcmp(w, "sysbench") && find_word(s, len, storage_metric_words))
		return NULL;
	return w;
}

/* See table_value.h. */
int table_encryption_setup(const char *s, size_t len, const char *w)
{
	static const char *const cipher[] = {
	    "aes",    "aes256",		 "encryption",	"encrypt", "cipher",
	    "crypto", "шифрование",	 "Шифрование",	"加密",	   "暗号化",
	    "암호화", "verschlüsselung", "chiffrement", "cifrado", NULL,
	};
	/* a cipher's own speed: its tool or a benchmark named */
	static const char *const tool[] = {
	    "openssl", "speed", "benchmark", "bench", "cryptsetup", NULL,
	};
	size_t k = 0;

	while (cipher[k] && strcmp(cipher[k], w))
		k++;
	return cipher[k] && !find_word(s, len, tool);
}

int table_names_cache(const char *s, size_t len)
{
	static const char *const words[] = {
	    "cache",   "caches",     "ram",	 "memory",
	    "mémoire", "memoire",    "speicher", "arbeitsspeicher",
	    "caché",   "memoria",    "memória",	 "内存",
	    "缓存",    "快取",	     "記憶體",	 "캐시",
	    "메모리",  "キャッシュ", "メモリ",	 "кэш",
	    "кеш",     "память",     "памяти",	 NULL,
	};

	return find_word(s, len, words) != NULL;
}

int table_names_storage(const char *s, size_t len)
{
	return find_word(s, len, storage_words) != NULL ||
	       find_word(s, len, storage_metric_words) != NULL;
}

/* Half a unit of the last digit number num (as printed) gives, over
 * its value v: how far the printed figure may be from the true one. */
static double printed_slack(const char *num, const char *end, double v)
{
	const char *dot = memchr(num, '.', (size_t)(end - num));
	double ulp = 1;

	for (const char *p = dot ? dot + 1 : end; p < end && isdigit(*p); p++)
		ulp /= 10;
	return v > 0 ? 0.5 * ulp / v : 1;
}

/* See table_value.h. */
int table_rate_proof_line(const char *s, size_t len,
			  struct table_rate_proof *out)
{
	double bytes = NAN, ns = NAN, rate = NAN, num = 0;
	double slack_t = 0, slack_r = 0;
	int n_bytes = 0, n_time = 0, n_rate = 0;
	char prefix = 0;

	if (len > 512 || !memchr(s, '/', len))
		return 0;
	for (size_t i = 0; i < len; i++) {
		const char *p = s + i, *e, *u;
		double v;

		if (!isdigit((unsigned char)*p) ||
		    (i && (isalnum((unsigned char)p[-1]) || p[-1] == '.' ||
			   p[-1] == ',' || p[-1] == '-')))
			continue;
		if (units_number(p, &e, UNITS_COMMA_NONE, &v))
			continue;
		for (u = e; *u == ' ';)
			u++;
		if (!strncmp(u, "bytes", 5) && !isalpha((unsigned char)u[5])) {
			n_bytes++;
			bytes = v;
		} else if (!units_rate(p, &u, UNITS_DECIMAL, UNITS_COMMA_NONE,
				       &rate)) {
			const char *w = e;

			while (*w == ' ')
				w++;
			n_rate++;
			num = v;
			prefix = (char)toupper((unsigned char)*w);
			slack_r = printed_slack(p, e, v);
			if (!strchr("KMG", prefix) || w[1] == 'i')
				return 0; /* "MiB/s", "B/s": one base */
		} else if (!units_duration(p, &u, UNITS_COMMA_NONE, &v)) {
			n_time++;
			ns = v;
			slack_t = printed_slack(p, e, v);
		}
		i = (size_t)(e - s);
	}
	if (n_bytes != 1 || n_time != 1 || n_rate != 1 || !(bytes > 0) ||
	    !(ns > 0) || !(num > 0)) {
		return 0;
	}
	{
		double bt = bytes / (ns / 1e9), tol = slack_r + slack_t + 1e-4;
		int n = prefix == 'K' ? 1 : prefix == 'M' ? 2 : 3;
		double dec = num * pow(1000, n), bin = num * ldexp(1, 10 * n);
		int d = fabs(dec - bt) <= tol * bt,
		    b = fabs(bin - bt) <= tol * bt;

		if (d == b)
			return 0;
		out->num = num;
		out->prefix = prefix;
		out->conv = d ? UNITS_DECIMAL : UNITS_BINARY;
	}
	return 1;
}

/* See table_value.h. */
int table_cell_estimate(const char *s)
{
	static const char *const words[] = {
	    "est",
	    "est.",
	    "estimate",
	    "estimated",
	    "estimation",
	    "gesch\xc3\xa4tzt",
	    "estim\xc3\xa9",
	    "estimado",
	    "\xe4\xbc\xb0\xe8\xae\xa1", /* 估计 */
	    "\xe9\xa2\x84\xe4\xbc\xb0", /* 预估 */
	    "\xe6\x8e\xa8\xe5\xae\x9a", /* 推定 */
	    NULL,
	};
	size_t len = strlen(s);

	return strpbrk(s, "0123456789") && find_word(s, len, words) != NULL;
}

/* See table_value.h. */
int table_names_claim(const char *s, size_t len, int with_max)
{
	static const char *const words[] = {
	    "max",	"spec",	     "claim",	 "rated",  "datasheet",
	    "advertis", "theoretic", "official", "vendor", "manufacturer",
	    "expected", "target",    "limit",	 "up to",  "nominal",
	    "ceiling",	NULL};

	for (size_t i = 0; i < len; i++)
		for (size_t k = with_max ? 0 : 1; words[k]; k++)
			if ((!i || !isalpha((unsigned char)s[i - 1])) &&
			    i + strlen(words[k]) <= len &&
			    !strncasecmp(s + i, words[k], strlen(words[k])))
				return 1;
	return 0;
}
