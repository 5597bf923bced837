/*
 * What a table cell says: see table_value.h.
 */
#include "ingest/table_value.h"

#include <math.h>
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

/* Classify unit u into v; 0, or -1 when u is no unit we read. */
int table_val_unit(struct table_val *v)
{
	const char *u = v->unit;
	size_t n = strlen(u);
	double f;

	if (!n)
		return 0;
	if (ieq(u, "k") || ieq(u, "m")) {
		return 0; /* a count: 57.6k */
	}
	if (ieq(u, "iops") || ieq(u, "k iops") || ieq(u, "kiops")) {
		v->metric = TESTNAME_IOPS;
		return 0;
	}
	if ((n > 2 && !strcmp(u + n - 2, "/s")) ||
	    (n > 4 && ieq(u + n - 4, "/sec"))) {
		v->metric = TESTNAME_BW;
		return 0;
	}
	if (is_time_unit(u)) {
		v->metric = TESTNAME_LAT;
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

/* One figure "57.6k", "225MiB/s", "188 MB/s", "4096" (s NUL-terminated). */
static int val_parse(const char *s, struct table_val *v)
{
	const char *e = NULL, *p;
	double x;
	size_t n;

	memset(v, 0, sizeof(*v));
	while (*s == ' ')
		s++;
	if (!((*s >= '0' && *s <= '9') ||
	      (*s == '.' && s[1] >= '0' && s[1] <= '9')))
		return -1;
	if (units_number(s, &e, UNITS_COMMA_THOUSANDS, &x) || !e || x < 0)
		return -1;
	n = (size_t)(e - s);
	if (n >= sizeof(v->num))
		return -1;
	memcpy(v->num, s, n);
	v->num[n] = '\0';
	p = e;
	while (*p == ' ')
		p++;
	e = p;
	while (*e && *e != ' ' && *e != '(' && *e != '[')
		e++;
	/* "57.6k IOPS" */
	if (e - p == 1 && (*p == 'k' || *p == 'K') &&
	    !strncasecmp(e, " iops", 5))
		e += 5;
	n = (size_t)(e - p);
	if (n >= sizeof(v->unit))
		return -1;
	memcpy(v->unit, p, n);
	v->unit[n] = '\0';
	p = e;
	while (*p == ' ')
		p++;
	/* fio's "225MiB/s (236MB/s)": a second spelling in brackets */
	if (*p && *p != '(' && *p != '[')
		return -1;
	if (!strcmp(v->unit, "%"))
		return -1;
	return table_val_unit(v);
}

/* Whether a cell says nothing: "", "-", "N/A", "—", "x". */
int table_cell_empty(const char *s)
{
	static const char *const e[] = {
	    "",	  "-",	  "--",		  "n/a",
	    "na", "x",	  "\xe2\x80\x94", "\xe2\x80\x93",
	    "?",  "none", "\xe2\x80\x95", NULL};

	for (size_t i = 0; e[i]; i++)
		if (ieq(s, e[i]))
			return 1;
	return 0;
}

/* "244 / 10", "76076 / 68352", "57.6k": split at '/' before a digit. */
int table_cell_values(const char *s, struct table_cellv *cv)
{
	char part[TABLE_CELL_MAX];
	const char *start = s, *p;

	cv->n = 0;
	if (strlen(s) >= sizeof(part))
		return -1;
	for (p = s;; p++) {
		const char *q = p + 1;

		if (*p == '/') {
			while (*q == ' ')
				q++;
		}
		if (*p && !(*p == '/' && *q >= '0' && *q <= '9'))
			continue;
		if (cv->n >= TESTNAME_MAX_OPS)
			return -1;
		memcpy(part, start, (size_t)(p - start));
		part[p - start] = '\0';
		if (val_parse(part, &cv->v[cv->n]))
			return -1;
		cv->n++;
		if (!*p)
			break;
		start = p + 1;
	}
	return cv->n ? 0 : -1;
}

/* The kind of each cell of full rows: 1 value, 2 text, 0 empty. */
int table_cell_kind(const char *s)
{
	struct table_cellv cv;

	if (table_cell_empty(s))
		return 0;
	return table_cell_values(s, &cv) ? 2 : 1;
}

enum units_conv table_tool_conv(const char *tool, int map_units)
{
	if (map_units == 1)
		return UNITS_DECIMAL;
	if (map_units == 2)
		return UNITS_BINARY;
	if (!tool)
		return UNITS_DECIMAL;
	if (!strcmp(tool, "iozone") || !strcmp(tool, "hdparm"))
		return UNITS_BINARY;
	if (!strcmp(tool, "KDiskMark"))
		return UNITS_MIXED;
	return UNITS_DECIMAL;
}

/*
 * The value of figure v for metric m with the unit unit (the cell's own
 * or, when it has none, the header's / heading's).  NAN when they do not
 * fit together.
 */
double table_convert(const struct table_val *v, enum testname_metric m,
		     const char *unit, enum units_conv conv)
{
	char buf[96];
	double x = NAN;

	if (v->unit[0] && !ieq(v->unit, "k") && !ieq(v->unit, "m"))
		unit = v->unit;
	switch (m) {
	case TESTNAME_IOPS:
		snprintf(buf, sizeof(buf), "%s%s", v->num,
			 ieq(v->unit, "k") || !strncasecmp(v->unit, "k ", 2) ||
				 ieq(v->unit, "kiops")
			     ? "k"
			 : ieq(v->unit, "m") ? "M"
					     : "");
		if (units_count(buf, NULL, &x))
			return NAN;
		return x;
	case TESTNAME_BW: {
		size_t n = unit ? strlen(unit) : 0;

		if (!n)
			return NAN;
		snprintf(buf, sizeof(buf), "%s %s", v->num, unit);
		if ((n > 2 && !strcmp(unit + n - 2, "/s")) ||
		    (n > 4 && ieq(unit + n - 4, "/sec"))) {
			if (units_rate(buf, NULL, conv, UNITS_COMMA_THOUSANDS,
				       &x))
				return NAN;
		} else if (units_size(buf, NULL, conv, UNITS_COMMA_THOUSANDS,
				      &x)) {
			return NAN;
		}
		return x;
	}
	case TESTNAME_LAT:
		if (!unit || !unit[0])
			return NAN;
		snprintf(buf, sizeof(buf), "%s %s", v->num, unit);
		if (units_duration(buf, NULL, UNITS_COMMA_THOUSANDS, &x))
			return NAN;
		return x;
	default: return NAN;
	}
}
