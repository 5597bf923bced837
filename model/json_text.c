/*
 * The JSON texts of the model's array fields (percentiles, latency bins,
 * per-second series, extra figures) as the store keeps them in its
 * JSON columns (schema/, newest: 007-metric-layouts.sql): made
 * here so that the store, on the writing thread, and a recording, on a
 * reader thread (ingest/record.c, when the writer is behind), make the
 * same texts.
 */
#include "model/json_text.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"
#include "util/fnv.h"
#include "util/rodata.h"

/*
 * Not a strbuf: jb_put/jb_ch/jb_str write inline on the hot path (a
 * result's JSON columns) and only call out here to grow.
 */
static void jb_reserve(struct iodb_jbuf *b, size_t more)
{
	if (ALLOC_GROW(b->p, b->n + more + 1, b->cap))
		b->oom = 1;
}

static inline void jb_put(struct iodb_jbuf *b, const char *s, size_t n)
{
	if (b->n + n + 1 > b->cap) {
		jb_reserve(b, n);
		if (b->oom)
			return;
	}
	memcpy(b->p + b->n, s, n);
	b->n += n;
	b->p[b->n] = '\0';
}

static void jb_lit(struct iodb_jbuf *b, const char *s)
{
	jb_put(b, s, strlen(s));
}

static inline void jb_ch(struct iodb_jbuf *b, char c)
{
	if (b->n + 2 > b->cap) {
		jb_reserve(b, 1);
		if (b->oom)
			return;
	}
	b->p[b->n++] = c;
	b->p[b->n] = '\0';
}

/*
 * d as a decimal with at most 9 places, when one reads back as exactly d:
 * r = round(d * 10^k) for k = 1, 2, ... and r / 10^k == d (IEEE division
 * and strtod both round the exact quotient r/10^k correctly, so the text
 * "r with k places" reads back as d).  Returns 1 with the text in tmp
 * (at least 40 bytes) and its length in *n; 0 when no k fits.
 */
static int short_decimal(double d, char *tmp, int *n)
{
	static const double p10[] = {1e0, 1e1, 1e2, 1e3, 1e4,
				     1e5, 1e6, 1e7, 1e8, 1e9};
	double a = fabs(d);

	for (int k = 1; k <= 9; k++) {
		double m = a * p10[k];
		long long r;
		char digits[24], *q = digits + sizeof(digits);
		int nd = 0, len = 0;

		if (!(m < 9007199254740992.0))
			return 0;
		r = llround(m);
		if ((double)r / p10[k] != a)
			continue;
		while (r) {
			*--q = (char)('0' + r % 10);
			r /= 10;
			nd++;
		}
		if (d < 0)
			tmp[len++] = '-';
		if (nd <= k) {
			tmp[len++] = '0';
			tmp[len++] = '.';
			for (int z = 0; z < k - nd; z++)
				tmp[len++] = '0';
			memcpy(tmp + len, q, (size_t)nd);
			len += nd;
		} else {
			memcpy(tmp + len, q, (size_t)(nd - k));
			len += nd - k;
			tmp[len++] = '.';
			memcpy(tmp + len, q + nd - k, (size_t)k);
			len += k;
		}
		tmp[len] = '\0';
		*n = len;
		return 1;
	}
	return 0;
}

/* The shortest text that reads back as exactly d (JSON has no NaN). */
static void jb_num(struct iodb_jbuf *b, double d)
{
	char tmp[40];
	int n;

	if (isnan(d) || isinf(d)) {
		jb_put(b, "null", 4);
		return;
	}
	if (fabs(d) < 9007199254740992.0 && d == (double)(long long)d) {
		/* integers (most latencies, counts): no printf needed, two
		 * digits a step */
		static const char pairs[] =
		    "0001020304050607080910111213141516171819202122232425262728"
		    "293031323334353637383940414243444546474849"
		    "5051525354555657585960616263646566676869707172737475767778"
		    "798081828384858687888990919293949596979899";
		long long sv = (long long)d;
		unsigned long long v = sv < 0 ? 0ULL - (unsigned long long)sv
					      : (unsigned long long)sv;
		char *e = tmp + sizeof(tmp), *q = e;

		while (v >= 100) {
			unsigned r = (unsigned)(v % 100);

			v /= 100;
			q -= 2;
			memcpy(q, pairs + 2 * r, 2);
		}
		if (v >= 10) {
			q -= 2;
			memcpy(q, pairs + 2 * v, 2);
		} else {
			*--q = (char)('0' + v);
		}
		if (sv < 0)
			*--q = '-';
		jb_put(b, q, (size_t)(e - q));
		return;
	} else if (short_decimal(d, tmp, &n)) {
		/* few decimals (most figures): no printf, no strtod */
	} else {
		n = snprintf(tmp, sizeof(tmp), "%.15g", d);
		if (strtod(tmp, NULL) != d)
			n = snprintf(tmp, sizeof(tmp), "%.17g", d);
	}
	jb_put(b, tmp, (size_t)n);
}

static void jb_str(struct iodb_jbuf *b, const char *s)
{
	if (!s) {
		jb_lit(b, "null");
		return;
	}
	{
		/* most strings (our names and units) need no escape: one
		 * copy, quotes included */
		size_t n = 0;
		unsigned char c;

		while ((c = (unsigned char)s[n]) >= 0x20 && c != '"' &&
		       c != '\\')
			n++;
		if (!c) {
			if (b->n + n + 3 > b->cap) {
				jb_reserve(b, n + 2);
				if (b->oom)
					return;
			}
			b->p[b->n] = '"';
			memcpy(b->p + b->n + 1, s, n);
			b->p[b->n + n + 1] = '"';
			b->n += n + 2;
			b->p[b->n] = '\0';
			return;
		}
	}
	jb_ch(b, '"');
	while (*s) {
		const char *run = s;
		unsigned char c;

		/* copy the run of characters that need no escape at once */
		while ((c = (unsigned char)*s) && c >= 0x20 && c != '"' &&
		       c != '\\')
			s++;
		if (s > run)
			jb_put(b, run, (size_t)(s - run));
		if (!c)
			break;
		if (c == '"' || c == '\\') {
			char esc[2] = {'\\', (char)c};

			jb_put(b, esc, 2);
		} else {
			char esc[8];

			snprintf(esc, sizeof(esc), "\\u%04x", c);
			jb_put(b, esc, 6);
		}
		s++;
	}
	jb_ch(b, '"');
}

/* Start a JSON text of n items with c ('[' or '{'): 0 when n == 0 (the
 * column is then NULL). */
static int jb_open(struct iodb_jbuf *b, size_t n, char c)
{
	b->n = 0;
	if (!n)
		return 0;
	jb_ch(b, c);
	return 1;
}

/* End it with c: the text, or NULL when memory ran out. */
static const char *jb_close(struct iodb_jbuf *b, char c)
{
	jb_ch(b, c);
	return b->oom ? NULL : b->p;
}

/* Whether a and b are the same unit (both none included). */
static int same_unit(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

/*
 * The names of the open run of jb_runs(): a 256-bit set of their
 * hashes, so that a name is compared with the run's others only when its
 * hash is there already (fio's runs are 29 names long).
 */
struct name_set {
	uint64_t bits[4];
};

/* A hash of name's length and last 8 bytes (names differ at their ends:
 * latency_us_250, latency_ms_2). */
static unsigned name_hash(const char *s)
{
	size_t n = strlen(s);
	uint64_t v = n;

	if (n >= 8) {
		uint64_t t;

		memcpy(&t, s + n - 8, 8);
		v ^= t;
	} else {
		for (size_t k = 0; k < n; k++)
			v = v << 8 | (unsigned char)s[k];
	}
	v *= 0x9e3779b97f4a7c15ULL;
	return (unsigned)(v >> 56);
}

/* Add m[i].name to set (whose run began at m[from]): 0, or 1 when the
 * name is in the run already (then set is left as it was). */
static int name_set_add(struct name_set *set, const struct iodb_metric *m,
			size_t from, size_t i)
{
	unsigned h = name_hash(m[i].name);
	uint64_t bit = (uint64_t)1 << (h & 63);

	if (set->bits[h >> 6] & bit) {
		for (size_t k = from; k < i; k++)
			if (m[k].name && !strcmp(m[k].name, m[i].name))
				return 1;
	}
	set->bits[h >> 6] |= bit;
	return 0;
}

/*
 * The runs of named extras: consecutive extras of one unit (null: none),
 * a name met again within a run starting a new one.  Extras without a
 * name are left out (no reader ever showed them).
 */
struct mruns {
	const struct iodb_metric *m;
	size_t n, i;
	size_t run; /* the first extra of the open run */
	int open;
	struct name_set names;
};

/* The next named extra in *at: 0 at the end, 1 when it continues the open
 * run, 2 when it starts one. */
static int mruns_next(struct mruns *it, size_t *at)
{
	const struct iodb_metric *m = it->m;

	for (; it->i < it->n; it->i++) {
		size_t i = it->i;

		if (!m[i].name)
			continue;
		*at = i;
		it->i++;
		if (it->open && same_unit(m[i].unit, m[it->run].unit) &&
		    !name_set_add(&it->names, m, it->run, i))
			return 1;
		it->run = i;
		it->open = 1;
		memset(&it->names, 0, sizeof(it->names));
		name_set_add(&it->names, m, i, i);
		return 2;
	}
	return 0;
}

/*
 * The runs of m[0..n) by their units: with values, [[unit, {"name":
 * value, ...}], ...], each run one object, so that no object repeats a
 * key (schema/006-metrics-by-unit.sql); without, the layout [[unit,
 * ["name", ...]], ...] (schema/007).  NULL text when n == 0.
 */
static const char *jb_runs(struct iodb_jbuf *b, const struct iodb_metric *m,
			   size_t n, int values)
{
	struct mruns it = {.m = m, .n = n};
	size_t i;
	int k, runs = 0;

	if (!jb_open(b, n, '['))
		return NULL;
	while ((k = mruns_next(&it, &i))) {
		if (k == 1) {
			jb_ch(b, ',');
		} else {
			if (runs++)
				jb_lit(b, values ? "}],[" : "]],[");
			else
				jb_ch(b, '[');
			jb_str(b, m[i].unit);
			jb_lit(b, values ? ",{" : ",[");
		}
		jb_str(b, m[i].name);
		if (values) {
			jb_ch(b, ':');
			jb_num(b, m[i].value);
		}
	}
	if (it.open)
		jb_lit(b, values ? "}]" : "]]");
	return jb_close(b, ']');
}

const char *iodb_metrics_by_unit(struct iodb_jbuf *b,
				 const struct iodb_metric *m, size_t n)
{
	return jb_runs(b, m, n, 1);
}

/*
 * The layout of the extras jb_metrics_keyed() made last, when every name
 * and unit of it is the program's read-only data (a parser's table of
 * names): such a pointer always points at the same text, so extras with
 * the same pointers have the same layout, its runs and its key, without
 * a name hashed or compared.  A format's results mostly share one layout
 * (fio terse: the same 40 extras a result), whose runs and FNV key were
 * worked out anew for each, a tenth of storing a terse result.
 */
struct iodb_jmemo {
	size_t n, cap;
	uint64_t key;
	const char **names, **units;
	unsigned char *step; /* each extra: 0 left out, 1 continues, 2 starts */
};

/* Whether m[0..n) has the layout of memo. */
static int memo_hit(const struct iodb_jmemo *memo, const struct iodb_metric *m,
		    size_t n)
{
	if (!memo || memo->n != n)
		return 0;
	for (size_t i = 0; i < n; i++)
		if (m[i].name != memo->names[i] || m[i].unit != memo->units[i])
			return 0;
	return 1;
}

/* Keep the layout of m[0..n) (key its key) in b's memo, when its names
 * and units are read-only data; else keep the memo as it was. */
static void memo_keep(struct iodb_jbuf *b, const struct iodb_metric *m,
		      size_t n, uint64_t key)
{
	struct iodb_jmemo *memo = b->memo;
	struct mruns it = {.m = m, .n = n};
	size_t i;
	int k;

	for (i = 0; i < n; i++)
		if ((m[i].name && !util_is_rodata(m[i].name)) ||
		    (m[i].unit && !util_is_rodata(m[i].unit)))
			return;
	if (!memo) {
		memo = calloc(1, sizeof(*memo));
		if (!memo)
			return;
		b->memo = memo;
	}
	if (n > memo->cap) {
		const char **nm = realloc(memo->names, n * sizeof(*nm));
		const char **un =
		    nm ? realloc(memo->units, n * sizeof(*un)) : NULL;
		unsigned char *st = un ? realloc(memo->step, n) : NULL;

		/* what did grow is kept: freed with the memo */
		if (nm)
			memo->names = nm;
		if (un)
			memo->units = un;
		if (!st) {
			memo->n = 0; /* no layout until one fits */
			return;
		}
		memo->step = st;
		memo->cap = n;
	}
	for (i = 0; i < n; i++) {
		memo->names[i] = m[i].name;
		memo->units[i] = m[i].unit;
		memo->step[i] = 0;
	}
	while ((k = mruns_next(&it, &i)))
		memo->step[i] = (unsigned char)k;
	memo->n = n;
	memo->key = key;
}

/*
 * ["KEY", [value, ...], ...]: a result's extras as their values only, a
 * list a run, KEY naming their layout (iodb_metrics_layout(), stored once
 * in metric_layouts, schema/007-metric-layouts.sql): 16 hex digits of the
 * FNV-1a hash of the layout's units and names (a run: 0x01 and its unit,
 * or 0x02 for none; a name: 0x00 and the name).  The same figures in a
 * third of the bytes of jb_runs()'s, which repeat every name in every
 * row.  No named extra: jb_runs()'s text ("[]").
 */
static const char *jb_metrics_keyed(struct iodb_jbuf *b,
				    const struct iodb_metric *m, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	struct mruns it = {.m = m, .n = n};
	uint64_t h = UTIL_FNV_INIT;
	size_t i, k0;
	int k, runs = 0;

	if (!jb_open(b, n, '['))
		return NULL;
	/* the key's place, filled in at the end */
	jb_lit(b, "\"0123456789abcdef\"");
	k0 = 2;
	if (memo_hit(b->memo, m, n)) {
		const unsigned char *step = b->memo->step;

		/* the layout made last: only the values to write */
		for (i = 0; i < n; i++) {
			if (!step[i])
				continue;
			if (step[i] == 2)
				jb_lit(b, runs++ ? "],[" : ",[");
			else
				jb_ch(b, ',');
			jb_num(b, m[i].value);
		}
		h = b->memo->key;
		goto done;
	}
	while ((k = mruns_next(&it, &i))) {
		if (k == 2) {
			jb_lit(b, runs++ ? "],[" : ",[");
			if (m[i].unit) {
				h = util_fnv1a(h, "\x01", 1);
				h = util_fnv1a(h, m[i].unit, strlen(m[i].unit));
			} else {
				h = util_fnv1a(h, "\x02", 1);
			}
		} else {
			jb_ch(b, ',');
		}
		h = util_fnv1a(h, "", 1);
		h = util_fnv1a(h, m[i].name, strlen(m[i].name));
		jb_num(b, m[i].value);
	}
	if (!runs)
		return jb_runs(b, m, n, 1);
	memo_keep(b, m, n, h);
done:
	jb_ch(b, ']');
	if (b->oom)
		return NULL;
	for (int d = 15; d >= 0; d--, h >>= 4)
		b->p[k0 + (size_t)d] = hex[h & 15];
	return jb_close(b, ']');
}

const char *iodb_metrics_layout(struct iodb_jbuf *b,
				const struct iodb_metric *m, size_t n)
{
	return jb_runs(b, m, n, 0);
}

/* {"pct": ns, ...} */
static const char *jb_pcts(struct iodb_jbuf *b, const struct iodb_pct *p,
			   size_t n)
{
	if (!jb_open(b, n, '{'))
		return NULL;
	for (size_t i = 0; i < n; i++) {
		/* keys as fio writes them, "99.900000", without printf */
		long long micro = llround(p[i].pct * 1e6);
		char key[40];
		int k;

		if (micro < 0 || micro > 100000000LL) {
			k = snprintf(key, sizeof(key),
				     "%s\"%.6f\":", i ? "," : "", p[i].pct);
		} else {
			if (i)
				jb_ch(b, ',');
			jb_ch(b, '"');
			jb_num(b, (double)(micro / 1000000));
			k = 0;
			/* the shortest text: "99.9", "50" (migration 6) */
			if (micro % 1000000) {
				long long frac = micro % 1000000;

				key[k++] = '.';
				for (long long div = 100000; frac; div /= 10) {
					key[k++] = (char)('0' + frac / div);
					frac %= div;
				}
			}
			key[k++] = '"';
			key[k++] = ':';
		}
		jb_put(b, key, (size_t)k);
		jb_num(b, p[i].ns);
	}
	return jb_close(b, '}');
}

/* [[ns, count], ...] */
static const char *jb_bins(struct iodb_jbuf *b, const struct iodb_bin *v,
			   size_t n)
{
	if (!jb_open(b, n, '['))
		return NULL;
	for (size_t i = 0; i < n; i++) {
		jb_lit(b, i ? ",[" : "[");
		jb_num(b, v[i].ns);
		jb_ch(b, ',');
		jb_num(b, (double)v[i].count);
		jb_ch(b, ']');
	}
	return jb_close(b, ']');
}

/* [[t_s, iops, bw_bytes], ...] */
static const char *jb_series(struct iodb_jbuf *b, const struct iodb_point *v,
			     size_t n)
{
	if (!jb_open(b, n, '['))
		return NULL;
	for (size_t i = 0; i < n; i++) {
		jb_lit(b, i ? ",[" : "[");
		jb_num(b, v[i].t_s);
		jb_ch(b, ',');
		jb_num(b, v[i].iops);
		jb_ch(b, ',');
		jb_num(b, v[i].bw_bytes);
		jb_ch(b, ']');
	}
	return jb_close(b, ']');
}

void iodb_jbuf_release(struct iodb_jbuf *b)
{
	if (b->memo) {
		free(b->memo->names);
		free(b->memo->units);
		free(b->memo->step);
		free(b->memo);
	}
	free(b->p);
	*b = (struct iodb_jbuf){0};
}

const char *iodb_json_field(struct iodb_jbuf *b, const struct iodb_field *f,
			    const struct iodb_run *run,
			    const struct iodb_result *res)
{
	size_t n;
	const void *a = iodb_field_array(f, run, res, &n);

	b->n = 0;
	switch (f->kind) {
	case IODB_FIELD_PCTS: return jb_pcts(b, a, n);
	case IODB_FIELD_BINS: return jb_bins(b, a, n);
	case IODB_FIELD_SERIES: return jb_series(b, a, n);
	case IODB_FIELD_METRICS: return jb_metrics_keyed(b, a, n);
	default: return NULL;
	}
}
