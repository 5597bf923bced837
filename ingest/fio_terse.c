/*
 * fio's terse / minimal output (--output-format=terse, --minimal): one line
 * of ';'-separated fields per job (per group with group_reporting), split
 * as libcsv splits it (fio_terse_split()).  Terse versions 2, 3, 4 and 5 (fio's
 * HOWTO, "Terse output"):
 *
 *   v2: 2;name;groupid;error;READ;WRITE[;TRIM];CPU;DEPTHS;LAT_US;LAT_MS
 *       (fio 3.x prints a trim section in v2 too; older fio does not:
 *       told apart by the field count; fio 1.43 to 1.59 printed 20-field
 *       directions: io; bw; runtime; slat, clat, lat; bw statistics, no
 *       IOPS and no percentiles, 78 fields in all)
 *   v3: 3;fio-X;name;groupid;error;READ;WRITE;CPU;DEPTHS;LAT_US;LAT_MS;DISKS
 *   v4: as v3 with TRIM after WRITE
 *   v5: as v4, each direction followed by bw samples and iops statistics
 *   unified_rw_reporting=mixed prints one direction (reads and writes
 *   together) instead of READ;WRITE[;TRIM]; =both adds it after them
 *
 *   direction (41 fields): io KiB; bw KiB/s; iops; runtime ms;
 *     slat min;max;mean;stdev (usec); clat min;max;mean;stdev;
 *     20 clat percentiles "P%=usec" ("0%=0" unused; total-latency
 *     percentiles when the job set lat_percentiles); lat min;max;mean;stdev;
 *     bw min;max;agg%;mean;stdev (KiB/s)
 *   v5 adds: bw samples; iops min;max;mean;stdev;samples
 *   The direction's bw was bytes per ms (1000 B/s) before fio 2.0.8: read
 *   so by the version, by the line's io and runtime when none tells.
 *   CPU: usr%;sys%;ctx;majf;minf.  DEPTHS: 1,2,4,8,16,32,>=64 (%).
 *   LAT_US: 2,4,10,20,50,100,250,500,750,1000 (%).  LAT_MS: 2,4,10,20,50,
 *   100,250,500,750,1000,2000,>=2000 (%).  DISKS: groups of name;read_ios;
 *   write_ios;read_merges;write_merges;read_ticks;write_ticks;in_queue;util%.
 *   continue_on_error and a job description may add fields after: ignored.
 *
 * A line may be quoted as a string in a program or a log, whole or cut
 * into literals on several lines (glued_terse(), quoted_pieces()).
 *
 * One run per contiguous block of terse lines (a blank or other line, or a
 * change of fio or terse version, starts another run); each line is a job,
 * each direction that did I/O a result.  A latency whose four figures are
 * all 0 was not measured (fio prints zeros then): unknown.  Conditions the
 * terse line does not carry (rw, bs, iodepth, ...) come from a fio command
 * line above the block or from ctx->hint_command; the access pattern,
 * when neither names an rw, from a job name that plainly states it
 * (testname_job_pattern(): "seq-read", "randrw").  Version 1 is refused.
 */
#include "ingest/fio_terse.h"
#include "ingest/formats.h"

#include <csv.h>
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#include "ingest/fio_options.h"
#include "ingest/lines.h"
#include "ingest/testnames.h"
#include "model/units.h"
#include "util/alloc.h"
#include "util/strbuf.h"

#define N_PCT	      20
#define DIR_FIELDS    41
#define DIR_FIELDS_V5 47
#define TAIL_FIELDS   34 /* cpu 5 + depths 7 + lat_us 10 + lat_ms 12 */
/* fio 1.43 to 1.59's version 2: each direction io KiB; bw; runtime ms;
 * slat, clat and lat min;max;mean;stdev (usec); bw min;max;agg%;mean;
 * stdev (KiB/s), 20 fields; then the 34 of the tail (2 more with
 * continue_on_error; a description goes on a line of its own) */
#define OLD_DIR_FIELDS 20
#define OLD_V2_FIELDS  (4 + 2 * OLD_DIR_FIELDS + TAIL_FIELDS)

static void on_field(void *s, size_t len, void *arg)
{
	struct terse_fields *f = arg;
	char *d;

	if (f->oom)
		return;
	if (ALLOC_GROW(f->v, f->n + 1, f->cap)) {
		f->oom = 1;
		return;
	}
	/* fio_terse_split() made room for every field of the line: no realloc,
	 * so the pointers in v stay valid */
	if (len + 1 > f->bcap - f->blen) {
		f->oom = 1;
		return;
	}
	d = f->buf + f->blen;
	f->blen += len + 1;
	if (len)
		memcpy(d, s, len);
	d[len] = '\0';
	f->v[f->n++] = d;
}

void fio_terse_fields_free(struct terse_fields *f)
{
	free(f->buf);
	free(f->v);
	memset(f, 0, sizeof(*f));
}

static int is_sp(char c)
{
	return c == ' ' || c == '\t';
}

/*
 * A line without a quote: the fields libcsv gives (each field between two
 * ';', the spaces and tabs around it dropped; a line of only spaces has
 * none), found with memchr instead of libcsv's byte-at-a-time state
 * machine, a third of a terse import's parsing.
 */
static void split_plain(const char *s, size_t len, struct terse_fields *f)
{
	const char *p = s, *end = s + len;
	char *c, *e;

	while (p < end && is_sp(*p))
		p++;
	if (p == end)
		return;
	/* the line copied once, each ';' (or a field's trailing blank)
	 * made its field's NUL: one pass, no copy a field */
	c = f->buf;
	memcpy(c, p, (size_t)(end - p));
	e = c + (end - p);
	*e = '\0';
	f->blen = (size_t)(e - c) + 1;
	for (;;) {
		char *q = c, *a = c, *b;

		while (q < e && *q != ';')
			q++;
		b = q;
		while (a < b && is_sp(*a))
			a++;
		while (b > a && is_sp(b[-1]))
			b--;
		*b = '\0';
		if (ALLOC_GROW(f->v, f->n + 1, f->cap)) {
			f->oom = 1;
			return;
		}
		f->v[f->n++] = a;
		if (q == e)
			return;
		c = q + 1;
	}
}

/*
 * fio never quotes a terse field; a line with a quote (a spreadsheet's
 * export of one) goes through libcsv itself.
 */
int fio_terse_split(const char *s, size_t len, int force_libcsv,
		    struct terse_fields *f)
{
	struct csv_parser cp;
	int ret = 0;

	/* the fields hold at most the line's bytes, and a NUL each: at most
	 * one more field than the line has bytes */
	if (len > ((size_t)-1 - 4) / 2)
		return -ENOMEM;
	f->blen = 0;
	if (f->bcap < 2 * len + 4) {
		free(f->buf);
		f->bcap = 2 * len + 4;
		f->buf = malloc(f->bcap);
		if (!f->buf) {
			f->bcap = 0;
			return -ENOMEM;
		}
	}
	f->n = 0;
	f->oom = 0;
	/* room for a terse line's fields at once (fio 3's has about 130;
	 * one per byte at most, and one): no growing them a few at a time */
	if (ALLOC_GROW(f->v, len < 255 ? len + 1 : 256, f->cap))
		return -ENOMEM;
	if (!force_libcsv && !memchr(s, '"', len)) {
		split_plain(s, len, f);
		return f->oom ? -ENOMEM : 0;
	}
	if (csv_init(&cp, CSV_APPEND_NULL))
		return -ENOMEM;
	csv_set_delim(&cp, ';');
	if (csv_parse(&cp, s, len, on_field, NULL, f) != len)
		ret = -EINVAL;
	csv_fini(&cp, on_field, NULL, f);
	csv_free(&cp);
	if (f->oom)
		ret = -ENOMEM;
	return ret;
}

/* One terse line being mapped. */
struct tline {
	struct ingest_ctx *ctx;
	struct text_line line;
	struct terse_fields f;
	size_t k; /* next field */
	int ver;
	int cut; /* the paste cut the line: its end is the fields' end */
	int has_trim;
	int bwu;     /* bandwidth unit: see bw_unit() */
	int old;     /* fio 1.43 to 1.59's version 2: no IOPS, no percentiles */
	int mixed;   /* unified_rw_reporting=mixed: one "mixed" direction */
	char *names; /* storage for generated extra names */
	size_t names_len, names_cap;
	/* units.c's factors for usec, msec and KiB, looked up once a line
	 * (twenty lookups a line cost as much as reading its fields) */
	double us, ms, kib;
};

/* 1-based column of field i of the raw line (for messages). */
static long field_col(const struct tline *t, size_t i)
{
	size_t n = 0;

	for (size_t c = 0; c < t->line.len; c++) {
		if (n == i)
			return (long)c + 1;
		if (t->line.s[c] == ';')
			n++;
	}
	return (long)t->line.len + 1;
}

/*
 * A plain decimal at s ("-12", "3.50", ".5") of at most 15 digits, that
 * units_number() would read to the same end: *end past it.  m / 10^k
 * rounds once, exactly as units_number() and strtod() do, so the value is
 * theirs.  1 with *out set, 0 when s starts with some other text
 * (units_number() then decides).
 */
static int plain_prefix(const char *s, const char **end, double *out)
{
	static const double p10[] = {1e0,  1e1,	 1e2,  1e3, 1e4,  1e5,
				     1e6,  1e7,	 1e8,  1e9, 1e10, 1e11,
				     1e12, 1e13, 1e14, 1e15};
	const char *p = s + (*s == '-' || *s == '+');
	uint64_t m = 0;
	int digits = 0, frac = 0;

	for (; *p >= '0' && *p <= '9'; p++, digits++)
		m = m * 10 + (uint64_t)(*p - '0');
	if (*p == '.') {
		if (p[1] < '0' || p[1] > '9')
			return 0;
		for (p++; *p >= '0' && *p <= '9'; p++, digits++, frac++)
			m = m * 10 + (uint64_t)(*p - '0');
	}
	/* what units_number() would read on: groups, a second point, an
	 * exponent */
	if (!digits || digits > 15 || *p == '.' || *p == ',' || *p == 'e' ||
	    *p == 'E')
		return 0;
	*out = (double)m / p10[frac];
	if (*s == '-')
		*out = -*out;
	*end = p;
	return 1;
}

/* A whole field that is a plain decimal ("12%" when pct): 1 if so. */
static int plain_decimal(const char *s, int pct, double *out)
{
	const char *e;

	if (!plain_prefix(s, &e, out))
		return 0;
	if (pct && *e == '%')
		e++;
	return !*e;
}

/* Field t->k as a number; '%' allowed at the end when pct. */
static int num(struct tline *t, const char *what, int pct, double *out)
{
	const char *s, *e;

	if (t->k >= t->f.n && t->cut)
		return 1; /* the cut: what was read stands */
	if (t->k >= t->f.n)
		return ingest_error_at(t->ctx,
				       t->line.s + field_col(t, t->k) - 1,
				       "expected %s in field %zu, found end of "
				       "line",
				       what, t->k + 1);
	s = t->f.v[t->k];
	if (plain_decimal(s, pct, out)) {
		t->k++;
		return 0;
	}
	if (units_number(s, &e, UNITS_COMMA_THOUSANDS, out) ||
	    (pct && *e == '%' ? e[1] : *e) || isspace((unsigned char)*s))
		return ingest_error_at(
		    t->ctx, t->line.s + field_col(t, t->k) - 1,
		    "expected %s in field %zu, found '%.40s'", what, t->k + 1,
		    s);
	t->k++;
	return 0;
}

static const double *lat_unknown(double *v)
{
	if (v[0] == 0 && v[1] == 0 && v[2] == 0 && v[3] == 0)
		v[0] = v[1] = v[2] = v[3] = NAN;
	return v;
}

static int lat4(struct tline *t, const char *what, struct iodb_lat *l)
{
	double v[4], f = t->us;
	int ret;

	for (int i = 0; i < 4; i++) {
		ret = num(t, what, 0, &v[i]);
		if (ret)
			return ret;
	}
	lat_unknown(v);
	l->min = v[0] * f;
	l->max = v[1] * f;
	l->mean = v[2] * f;
	l->stddev = v[3] * f;
	return 0;
}

struct tdir {
	struct iodb_result r;
	struct iodb_pct pct[N_PCT];
	struct iodb_metric x[16];
	size_t nx;
	int present;
};

static void tx(struct tdir *d, const char *name, double v, const char *unit)
{
	if (d->nx < sizeof(d->x) / sizeof(d->x[0])) {
		d->x[d->nx].name = name;
		d->x[d->nx].value = v;
		d->x[d->nx].unit = unit;
		d->nx++;
	}
}

/*
 * The unit of a direction's bandwidth field.  fio before 2.0.8 printed
 * io_bytes / runtime_ms there: bytes per millisecond, 1000 B/s (fio's
 * commit 033bbb51 "Fix terse bandwidth", in 2.0.8, made it KiB/s; the
 * bandwidth statistics after the latencies were KiB/s throughout).  From
 * the line's fio version: 0 KiB/s (fio 2.0.8 and later), 1 bytes per ms
 * (fio 1.x, 2.0 to 2.0.7), -1 not known (terse version 2 has no version
 * field; a build between 2.0.7 and 2.0.8; another name).  Unless 0, the
 * line's own IO size and runtime tell (bw_told()).
 */
static int bw_unit(const char *v)
{
	unsigned long a, b, c = 0;
	char *e;

	if (!v || strncmp(v, "fio-", 4) || !isdigit((unsigned char)v[4]))
		return -1;
	a = strtoul(v + 4, &e, 10);
	if (a >= 3)
		return 0;
	if (*e != '.' || !isdigit((unsigned char)e[1]))
		return -1;
	b = strtoul(e + 1, &e, 10);
	if (a == 2 && b >= 1)
		return 0;
	if (*e == '.' && isdigit((unsigned char)e[1]))
		c = strtoul(e + 1, &e, 10);
	if (a == 2 && b == 0 && c >= 8)
		return 0;
	/* "fio-2.0.7-12-gabcdef": built between 2.0.7 and 2.0.8 */
	return *e ? -1 : 1;
}

/*
 * A bandwidth in the unit the line's IO size (KiB) and runtime (ms) give:
 * KiB/s (io * 1000 / runtime) or bytes per ms (io * 1024 / runtime), 2.4%
 * apart.  When both or neither agree (a few KiB), the version's unit
 * (old: bytes per ms), or NAN (warned) when the version does not tell.
 */
static double bw_told(struct tline *t, size_t field, double io_kib, double bw,
		      double runt_ms)
{
	double kib = io_kib * 1000 / runt_ms, bpm = io_kib * 1024 / runt_ms;
	double tol = 1 + kib * 0.002;
	int mk = fabs(bw - kib) <= tol, mb = fabs(bw - bpm) <= tol;

	if (mk && !mb)
		return bw * 1024;
	if (mb && !mk)
		return bw * 1000;
	if (t->bwu == 1)
		return bw * 1000;
	ingest_warn_at(t->ctx, t->line.s + field_col(t, field) - 1,
		       "bandwidth %.0f: KiB/s or bytes per ms (fio before "
		       "2.0.8)? the IO size and runtime do not tell: not "
		       "imported",
		       bw);
	return NAN;
}

/* One direction's block of fields. */
static int parse_dir(struct tline *t, enum iodb_op op, struct tdir *d)
{
	double kib = t->kib, ms = t->ms, us = t->us;
	double v[6];
	size_t np = 0;
	int ret;

	d->r.cond.op = op;
	for (int i = 0; i < 4; i++) {
		static const char *const w[] = {
		    "the IO size (KiB)",
		    "the bandwidth (KiB/s)",
		    "the IOPS",
		    "the runtime (ms)",
		};

		if (i == 2 && t->old) {
			v[i] = NAN; /* fio 1.x printed no IOPS */
			continue;
		}
		ret = num(t, w[i], 0, &v[i]);
		if (ret)
			return ret;
	}
	d->present = v[0] > 0 || v[2] > 0 || v[3] > 0;
	d->r.io_bytes = v[0] * kib;
	d->r.bw_bytes = v[1] * kib;
	if (t->bwu && d->present && v[0] > 0 && v[3] > 0)
		d->r.bw_bytes =
		    bw_told(t, t->k - (t->old ? 2 : 3), v[0], v[1], v[3]);
	else if (t->bwu == 1)
		d->r.bw_bytes = v[1] * 1000;
	d->r.iops = v[2];
	d->r.runtime_ns = v[3] * ms;
	ret = lat4(t, "a submission latency (usec)", &d->r.slat);
	if (!ret)
		ret = lat4(t, "a completion latency (usec)", &d->r.clat);
	if (ret)
		return ret;
	for (int i = 0; i < N_PCT && !t->old; i++) {
		const char *s, *e;
		double p, x;

		if (t->k >= t->f.n)
			return num(t, "a percentile 'P%=usec'", 0, &p);
		s = t->f.v[t->k];
		if (plain_prefix(s, &e, &p) && e[0] == '%' && e[1] == '=' &&
		    plain_prefix(e + 2, &e, &x) && !*e) {
			/* the common "1.000000%=1234": read at once */
		} else if (units_number(s, &e, UNITS_COMMA_THOUSANDS, &p) ||
			   strncmp(e, "%=", 2) ||
			   units_number(e + 2, &e, UNITS_COMMA_THOUSANDS, &x) ||
			   *e)
			return ingest_error_at(
			    t->ctx, t->line.s + field_col(t, t->k) - 1,
			    "expected a percentile 'P%%=usec' "
			    "in field %zu, found '%.40s'",
			    t->k + 1, s);
		t->k++;
		if (p > 0 && !isnan(d->r.clat.mean)) {
			d->pct[np].pct = p;
			d->pct[np++].ns = x * us;
			/* kept as it grows: a cut line ends the list */
			d->r.clat_pct = d->pct;
			d->r.n_clat_pct = np;
		}
	}
	ret = lat4(t, "a total latency (usec)", &d->r.lat);
	if (ret)
		return ret;
	for (int i = 0; i < 5; i++) {
		ret = num(t, "a bandwidth statistic", i == 2, &v[i]);
		if (ret)
			return ret;
	}
	if (v[0] || v[1] || v[2] || v[3] || v[4]) {
		tx(d, "bw_min", v[0] * kib, "bytes/s");
		tx(d, "bw_max", v[1] * kib, "bytes/s");
		tx(d, "bw_agg_pct", v[2], "pct");
		tx(d, "bw_mean", v[3] * kib, "bytes/s");
		tx(d, "bw_stdev", v[4] * kib, "bytes/s");
	}
	if (t->ver == 5) {
		for (int i = 0; i < 6; i++) {
			ret = num(t, "an IOPS statistic", 0, &v[i]);
			if (ret)
				return ret;
		}
		if (v[0])
			tx(d, "bw_samples", v[0], "count");
		if (v[5]) {
			tx(d, "iops_min", v[1], "iops");
			tx(d, "iops_max", v[2], "iops");
			tx(d, "iops_mean", v[3], "iops");
			tx(d, "iops_stdev", v[4], "iops");
			tx(d, "iops_samples", v[5], "count");
		}
	}
	return 0;
}

/* The CPU, depth and latency-distribution fields, as job extras. */
static int parse_tail(struct tline *t, struct iodb_result *job,
		      struct iodb_metric *x, size_t *nx)
{
	static const char *const names[TAIL_FIELDS - 2] = {
	    "ctx",
	    "majf",
	    "minf",
	    "iodepth_1",
	    "iodepth_2",
	    "iodepth_4",
	    "iodepth_8",
	    "iodepth_16",
	    "iodepth_32",
	    "iodepth_ge64",
	    "latency_us_2",
	    "latency_us_4",
	    "latency_us_10",
	    "latency_us_20",
	    "latency_us_50",
	    "latency_us_100",
	    "latency_us_250",
	    "latency_us_500",
	    "latency_us_750",
	    "latency_us_1000",
	    "latency_ms_2",
	    "latency_ms_4",
	    "latency_ms_10",
	    "latency_ms_20",
	    "latency_ms_50",
	    "latency_ms_100",
	    "latency_ms_250",
	    "latency_ms_500",
	    "latency_ms_750",
	    "latency_ms_1000",
	    "latency_ms_2000",
	    "latency_ms_ge2000",
	};
	double v;
	int ret;

	ret = num(t, "the user CPU percentage", 1, &job->cpu_usr);
	if (!ret)
		ret = num(t, "the system CPU percentage", 1, &job->cpu_sys);
	for (int i = 0; !ret && i < TAIL_FIELDS - 2; i++) {
		ret = num(t, i < 3 ? "a count" : "a percentage", i >= 3, &v);
		if (ret)
			break;
		x[(*nx)].name = names[i];
		x[(*nx)].value = v;
		x[(*nx)++].unit = i < 3 ? "count" : "pct";
	}
	return ret;
}

static const char *name_add(struct tline *t, const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), n = la + lb + 7;
	char *s;

	/* names point into t->names: grown ahead so they never move */
	if (t->names_len + n > t->names_cap)
		return NULL;
	s = t->names + t->names_len;
	/* "disk.<a>.<b>" and its NUL, without printf (a line has many) */
	memcpy(s, "disk.", 5);
	memcpy(s + 5, a, la);
	s[5 + la] = '.';
	memcpy(s + 6 + la, b, lb + 1);
	t->names_len += n;
	return s;
}

/* Disk groups (v3+) as run extras; stops at fields that are not one. */
static int parse_disks(struct tline *t, struct iodb_metric **xp, size_t *nx)
{
	static const char *const keys[] = {
	    "read_ios",	  "write_ios",	 "read_merge", "write_merge",
	    "read_ticks", "write_ticks", "in_queue",   "util"};
	size_t groups = 0, need = 0;
	struct iodb_metric *x;

	for (size_t k = t->k; k + 9 <= t->f.n; k += 9) {
		const char *nm = t->f.v[k], *u = t->f.v[k + 8];

		if (!*nm || isdigit((unsigned char)*nm) || !*u ||
		    u[strlen(u) - 1] != '%')
			break;
		groups++;
		need += 8 * (strlen(nm) + 24);
	}
	if (!groups)
		return 0;
	t->names = malloc(need);
	x = malloc(groups * 8 * sizeof(*x));
	if (!t->names || !x) {
		free(x);
		return -ENOMEM;
	}
	t->names_cap = need;
	for (size_t g = 0; g < groups; g++) {
		const char *nm = t->f.v[t->k++];

		for (int i = 0; i < 8; i++) {
			double v, f = 1;
			int ret = num(t, "a disk statistic", i == 7, &v);

			if (ret) {
				free(x);
				return ret;
			}
			if (i >= 4 && i <= 6)
				f = t->ms;
			x[*nx].name = name_add(t, nm, keys[i]);
			x[*nx].value = v * f;
			x[*nx].unit = i == 7 ? "pct" : i >= 4 ? "ns" : "count";
			(*nx)++;
		}
	}
	*xp = x;
	return 0;
}

/* How a line starts: its terse version, or 0 when it is not terse. */
static int terse_version(const char *s, size_t len)
{
	size_t semis = 0;

	if (len < 3 || !isdigit((unsigned char)s[0]) || s[1] != ';')
		return 0;
	if (len > 6 && !memcmp(s + 2, "fio", 3))
		return s[0] - '0';
	for (size_t i = 0; i < len && semis < 20; i++)
		semis += s[i] == ';';
	return semis >= 20 ? s[0] - '0' : 0;
}

static struct text_line strip(struct text_line l)
{
	return line_trim(l);
}

/*
 * A terse line quoted as Markdown inline code ("`3;fio-3.19;seq-read;...`",
 * or with two backticks): the line without its backticks.  Only a line
 * that opens with backticks before the version and closes with as many
 * is unwrapped; any other line is returned as it is.
 */
static struct text_line strip_code(struct text_line l)
{
	size_t n = 0;

	l = strip(l);
	while (n < l.len && n < 3 && l.s[n] == '`')
		n++;
	if (!n || l.len < 2 * n + 3)
		return l;
	for (size_t i = 0; i < n; i++)
		if (l.s[l.len - 1 - i] != '`')
			return l;
	if (l.s[l.len - 1 - n] == '`')
		return l;
	l.s += n;
	l.len -= 2 * n;
	return strip(l);
}

struct block {
	struct ingest_ctx *ctx;
	const char *cmd; /* in-file command, NUL-terminated, or NULL */
	long from, to;
	int depth_warned; /* the capped depth said once */
	/* the options of the job last looked up (memo_job, "" none): a
	 * block's lines mostly name one job (numjobs=N prints N lines of
	 * it, a loop one a run), and its command was parsed anew a line */
	char memo_job[64];
	struct fio_opts memo;
	/* the first line whose job ended on an error: its error field, the
	 * errno (terse_error()) */
	const char *err_at;
	long err_no;
};

/*
 * The error field of terse line l (its fourth field in version 2, its
 * fifth from version 3: the errno the job ended with, 0 none), its place
 * in *at; 0 when it is 0 or no number.
 */
static long terse_error(struct text_line l, const char **at)
{
	size_t i = 0, f = 0, want = l.len && l.s[0] == '2' ? 3 : 4;
	long v = 0;

	while (i < l.len && f < want)
		if (l.s[i++] == ';')
			f++;
	*at = l.s + i;
	for (; i < l.len && l.s[i] != ';'; i++) {
		if (l.s[i] < '0' || l.s[i] > '9' || v > 100000)
			return 0;
		v = v * 10 + (l.s[i] - '0');
	}
	return f == want ? v : 0;
}

static void opts_for(struct block *b, const char *job, struct fio_opts *o)
{
	struct fio_opts hint;
	const char *hc = b->ctx->hint_command;
	size_t jl = strlen(job);

	/* the same command, hint and job name give the same options */
	if (b->memo_job[0] && !strcmp(b->memo_job, job)) {
		*o = b->memo;
		return;
	}
	fio_opts_init(o);
	if (b->cmd)
		fio_options_parse_cmdline(b->cmd, strlen(b->cmd), job, o);
	if (hc && !fio_options_parse_any(hc, strlen(hc), job, &hint)) {
		fio_opts_fill(o, &hint);
		/* one of alternative commands: its target is not said */
		if (b->ctx->hint_device_unsure && hint.filename[0] &&
		    !strcmp(o->filename, hint.filename))
			o->filename[0] = '\0';
	}
	if (jl && jl < sizeof(b->memo_job)) {
		memcpy(b->memo_job, job, jl + 1);
		b->memo = *o;
	}
}

/*
 * Parse one terse line (hard-wrapped ones joined, ending at line end);
 * emit the run first when first.  cut: the paste cut the line short
 * ("...", "<... stats deleted ...>"): its fields up to the cut are read
 * and the rest of the job is unknown.
 */
static int do_line(struct block *b, struct text_line l, long end, int first,
		   int cut)
{
	struct tline t = {.ctx = b->ctx,
			  .line = l,
			  .cut = cut,
			  .us = units_time_factor("usec", 4),
			  .ms = units_time_factor("msec", 4),
			  .kib = units_size_factor("KiB", 3, UNITS_BINARY)};
	struct tdir d[4];
	struct iodb_result job = IODB_RESULT_INIT;
	struct iodb_metric tail[TAIL_FIELDS], *disk = NULL, *xs = NULL;
	size_t ntail = 0, ndisk = 0, need, nd;
	const char *name, *version = NULL, *named;
	double gid = 0, err = 0;
	struct fio_opts o;
	enum iodb_pattern name_pattern = IODB_PATTERN_UNKNOWN;
	char *json = NULL;
	int ret;

	ret = fio_terse_split(l.s, l.len, 0, &t.f);
	if (ret == -ENOMEM) {
		ingest_error_at(b->ctx, l.s, "out of memory");
		goto out;
	}
	t.ver = t.f.n ? atoi(t.f.v[0]) : 0;
	if (t.ver < 2 || t.ver > 5) {
		ret = ingest_error_at(
		    b->ctx, l.s,
		    "expected terse version 2, 3, 4 or 5, found "
		    "version %d%s",
		    t.ver, t.ver == 1 ? " (too old, not supported)" : "");
		goto out;
	}
	nd = t.ver == 5 ? DIR_FIELDS_V5 : DIR_FIELDS;
	need = (t.ver == 2 ? 4 : 5) + (t.ver >= 4 ? 3 : 2) * nd + TAIL_FIELDS;
	t.has_trim =
	    t.ver >= 4 || (t.ver == 2 && t.f.n >= 4 + 3 * nd + TAIL_FIELDS);
	if (t.has_trim && t.ver == 2)
		need += nd;
	if (t.ver == 2 && !cut &&
	    (t.f.n == OLD_V2_FIELDS || t.f.n == OLD_V2_FIELDS + 2)) {
		/* fio 1.43 to 1.59 (fewer fields than any later fio) */
		t.old = 1;
		t.has_trim = 0;
		need = t.f.n;
	} else if (t.f.n > (size_t)(t.ver == 2 ? 4 : 5) + nd &&
		   strchr(t.f.v[(t.ver == 2 ? 4 : 5) + nd], '%')) {
		/* unified_rw_reporting=mixed (=1): fio prints one direction,
		 * reads and writes together, then the CPU fields (a
		 * percentage where the write direction's IO size would be) */
		t.mixed = 1;
		t.has_trim = 0;
		need = (t.ver == 2 ? 4 : 5) + nd + TAIL_FIELDS;
	}
	if (cut && t.f.n < need) {
		/* the field the cut went through may be a piece of one
		 * ("40.000000%" of "40.000000%=180"): only the fields a ';'
		 * closes are whole */
		if (l.len && l.s[l.len - 1] != ';')
			t.f.n--;
		/* nothing to read without the first direction's io, bw,
		 * IOPS and runtime */
		if (t.f.n < (size_t)(t.ver == 2 ? 4 : 5) + 4)
			cut = 0;
		else
			ingest_warn_at(b->ctx, l.s + l.len,
				       "terse line cut by the paste after "
				       "field %zu of the %zu of terse version "
				       "%d: imported the fields before the "
				       "cut, the rest of the job is unknown",
				       t.f.n, need, t.ver);
	}
	if (t.f.n < need && !cut) {
		ret =
		    ingest_error_at(b->ctx, l.s + l.len,
				    "expected %zu ';'-separated fields for "
				    "terse version %d, found %zu (the line is "
				    "cut short)",
				    need, t.ver, t.f.n);
		goto out;
	}
	t.k = 1;
	if (t.ver >= 3)
		version = t.f.v[t.k++];
	t.bwu = t.old ? 1 : bw_unit(version);
	name = t.f.v[t.k++];
	for (int i = 0; i < 4; i++) {
		struct iodb_result init = IODB_RESULT_INIT;

		memset(&d[i], 0, sizeof(d[i]));
		d[i].r = init;
	}
	ret = num(&t, "a group id", 0, &gid);
	if (!ret)
		ret = num(&t, "an error number", 0, &err);
	for (int i = 0; !ret && i < 3 && !t.mixed; i++)
		if (i < 2 || t.has_trim)
			ret = parse_dir(&t, IODB_OP_READ + i, &d[i]);
	if (!ret && t.mixed)
		ret = parse_dir(&t, IODB_OP_UNKNOWN, &d[3]);
	/* unified_rw_reporting=both adds a "mixed" direction before the CPU
	 * fields: its first field is a size, the CPU's a percentage */
	if (!ret && t.k < t.f.n && !strchr(t.f.v[t.k], '%') &&
	    t.f.n >= t.k + nd + TAIL_FIELDS)
		ret = parse_dir(&t, IODB_OP_UNKNOWN, &d[3]);
	if (!ret)
		ret = parse_tail(&t, &job, tail, &ntail);
	if (!ret && t.ver >= 3)
		ret = parse_disks(&t, &disk, &ndisk);
	if (ret == 1)
		ret = 0; /* the cut: the fields before it stand */
	if (ret)
		goto out;
	if (err != 0) {
		tail[ntail].name = "err";
		tail[ntail].value = err;
		tail[ntail++].unit = "count";
	}
	opts_for(b, name, &o);
	/* no option from a command or job file (one without rw= ran
	 * fio's default, read): a job name that plainly states the
	 * pattern ("seq-read", "randrw") gives it */
	if (!o.n_set) {
		unsigned dirs = 0;

		for (int i = 0; i < 3; i++)
			if (d[i].present)
				dirs |= 1u << (IODB_OP_READ + i);
		name_pattern = testname_job_pattern(name, dirs);
	}
	if (first) {
		struct iodb_run run = IODB_RUN_INIT;

		json = fio_opts_json(&o);
		run.format = "fio-terse";
		run.tool = "fio";
		run.tool_version = version;
		run.command = b->cmd ? b->cmd : b->ctx->hint_command;
		run.options_json = json;
		if (!strncmp(o.filename, "/dev/", 5))
			run.device = o.filename;
		run.extras = disk;
		run.n_extras = ndisk;
		run.line_from = b->from;
		run.line_to = b->to;
		if (b->err_at)
			fio_job_error(b->ctx, &run, b->err_at, b->err_no);
		ret = ingest_emit_run(b->ctx, &run);
		if (ret)
			goto out;
	}
	for (int i = 0; i < 4; i++) {
		struct iodb_result *r = &d[i].r;

		if (!d[i].present)
			continue;
		r->job = name;
		r->groupid = units_int64(gid);
		r->cpu_usr = job.cpu_usr;
		r->cpu_sys = job.cpu_sys;
		/* unified_rw_reporting=1's one direction: the job's rw= */
		if (i == 3 && t.mixed)
			r->cond.op = fio_mixed_op(o.rw, o.verify);
		fio_opts_apply(&o, r->cond.op, r);
		if (r->cond.pattern == IODB_PATTERN_UNKNOWN)
			r->cond.pattern = name_pattern;
		named =
		    fio_depth_capped(o.ioengine, 0, (long long)r->cond.iodepth);
		if (named) {
			/* a synchronous engine ran one I/O at a time, as
			 * fio text and JSON read it */
			if (!b->depth_warned++)
				ingest_warn_at(b->ctx, l.s,
					       FIO_DEPTH_CAPPED_FMT, named,
					       (long long)r->cond.iodepth);
			r->cond.iodepth = 1;
		}
		if (o.lat_percentiles == 1) {
			/* fio then prints total-latency percentiles */
			r->lat_pct = r->clat_pct;
			r->n_lat_pct = r->n_clat_pct;
			r->clat_pct = NULL;
			r->n_clat_pct = 0;
		}
		free(xs);
		xs = malloc((d[i].nx + ntail) * sizeof(*xs));
		if (!xs) {
			ret = ingest_error_at(b->ctx, l.s, "out of memory");
			ret = -ENOMEM;
			goto out;
		}
		memcpy(xs, d[i].x, d[i].nx * sizeof(*xs));
		memcpy(xs + d[i].nx, tail, ntail * sizeof(*xs));
		r->extras = xs;
		r->n_extras = d[i].nx + ntail;
		r->line_from = l.no;
		r->line_to = end;
		ret = ingest_emit_result(b->ctx, r);
		if (ret)
			goto out;
	}
out:
	free(xs);
	free(json);
	free(disk);
	free(t.names);
	fio_terse_fields_free(&t.f);
	return ret;
}

int fio_terse_line(struct ingest_ctx *ctx, const char *s, size_t len, long no,
		   const char *cmd, int emit_run)
{
	struct block b = {.ctx = ctx, .cmd = cmd, .from = no, .to = no};
	struct text_line l = {.s = s, .len = len, .no = no};

	return do_line(&b, l, no, emit_run, 0);
}

int fio_terse_version(const char *s, size_t len)
{
	return terse_version(s, len);
}

/* The first two fields ("3;fio-3.33;") tell one fio run from another;
 * version 2 has no fio version field. */
static size_t run_key(struct text_line l)
{
	size_t n = 0, semis = 0, want = l.len && l.s[0] == '2' ? 1 : 2;

	while (n < l.len && semis < want)
		semis += l.s[n++] == ';';
	return n;
}

/* The fewest ';'-separated fields a terse line of version ver has. */
static size_t least_fields(int ver)
{
	size_t nd = ver == 5 ? DIR_FIELDS_V5 : DIR_FIELDS;

	return (ver == 2 ? 4 : 5) + (ver >= 4 ? 3 : 2) * nd + TAIL_FIELDS;
}

static size_t count_fields(const char *s, size_t n)
{
	return 1 + text_count(s, n, ';');
}

/* Whether a piece of a cut line may go on a terse line's tail (its disk
 * statistics): fields, or the end of one ("32.15%"). */
static int tail_piece(struct text_line n)
{
	if (memchr(n.s, ';', n.len))
		return 1;
	for (size_t i = 0; i < n.len; i++)
		if (!isdigit((unsigned char)n.s[i]) && n.s[i] != '.' &&
		    n.s[i] != '%')
			return 0;
	return 1;
}

/*
 * A terse line cut into several lines (hard-wrapped by a mail client or
 * a terminal at any width: a terse line has no blank to wrap at): the
 * lines after *s that are no terse line of their own are joined to it
 * while it has fewer fields than its version prints, and only when they
 * complete it; past that (the disk statistics are optional), while the
 * piece before was as long as the first (the wrap's width) and the next
 * is fields or the end of one.  Returns 1 with *s the joined line (in
 * *own, freed by the caller; *it past the lines taken; *last_no the
 * number of the last line taken), 0 when nothing is joined, -ENOMEM.
 */
static int join_cut(struct line_iter *it, struct text_line *s, int ver,
		    char **own, long *last_no)
{
	struct line_iter peek = *it, keep;
	struct text_line l;
	struct strbuf sb = STRBUF_INIT;
	size_t need = least_fields(ver), have = count_fields(s->s, s->len);
	size_t width = s->len, prev = s->len, kept_len = 0;
	long kept_no = *last_no;

	if (have >= need)
		return 0;
	if (strbuf_add(&sb, s->s, s->len))
		return -ENOMEM;
	for (;;) {
		struct line_iter before = peek;
		struct text_line n;

		if (have >= need && prev != width)
			break;
		if (!lines_next(&peek, &l))
			break;
		n = strip(l);
		if (!n.len || terse_version(n.s, n.len) ||
		    memchr(n.s, ' ', n.len) ||
		    (have >= need && !tail_piece(n))) {
			peek = before;
			break;
		}
		if (strbuf_add(&sb, n.s, n.len)) {
			strbuf_release(&sb);
			return -ENOMEM;
		}
		have += count_fields(n.s, n.len) - 1;
		prev = n.len;
		if (have >= need) {
			/* complete: what is taken so far stands */
			keep = peek;
			kept_len = sb.len;
			kept_no = l.no;
		}
	}
	if (!kept_len) {
		strbuf_release(&sb);
		return 0;
	}
	strbuf_setlen(&sb, kept_len);
	*it = keep;
	*last_no = kept_no;
	*own = sb.buf;
	s->s = sb.buf;
	s->len = sb.len;
	return 1;
}

/*
 * A terse line glued after a label on its line ("output version
 * 3;fio-2.1.10;randrw;...", "Result: `3;fio-3.1;job;...`"), or quoted as
 * a string in a program or a log ("const LINE: &str = \"3;fio-3.36;...\";",
 * "stdout = '3;fio-3.7;...'", a CSV log's "run1,3;fio-3.28;..."): the
 * offset of its "N;fio-" (after a blank, ':', '=', ',' or an opening
 * backtick or quote) when what follows holds every field of its
 * version, else 0.  *tlen: the terse line's length, up to the quote
 * closing it (fio never quotes a field: the last such quote on the line)
 * or the line's end.
 */
static size_t glued_terse(const char *s, size_t len, size_t *tlen)
{
	const char *q = s, *end = s + len;

	while ((q = memmem(q, (size_t)(end - q), ";fio-", 5))) {
		size_t off = (size_t)(q - s), n;
		char open;
		int ver;

		q += 5;
		if (off < 2 || s[off - 1] < '2' || s[off - 1] > '5' ||
		    !strchr(" \t:=,`\"'", s[off - 2]))
			continue;
		off--;
		n = len - off;
		open = s[off - 1];
		if (open == '`' || open == '"' || open == '\'') {
			/* the closing quote: fields hold none (none: the
			 * line as it is) */
			size_t c = n;

			while (c && s[off + c - 1] != open)
				c--;
			if (c)
				n = c - 1;
		}
		ver = terse_version(s + off, n);
		if (ver && count_fields(s + off, n) >= least_fields(ver)) {
			*tlen = n;
			return off;
		}
	}
	return 0;
}

/* Where a quoted piece ends: the closing quote q in s[from..n), or n. */
static size_t piece_end(const char *s, size_t from, size_t n, char q)
{
	const char *e = memchr(s + from, q, n - from);

	return e ? (size_t)(e - s) : n;
}

/* Whether what follows a piece's closing quote lets the string go on to
 * the next line: blanks, then nothing, a '\\' or a '+'. */
static int piece_goes_on(const char *s, size_t i, size_t n)
{
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i < n && (s[i] == '\\' || s[i] == '+'))
		i++;
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i == n;
}

/*
 * A terse line quoted as a string literal cut into pieces on several
 * lines, as a program's source holds it (Python's
 * 'REPORT = "3;fio-2.0.15;job;...;" \' then '"1.000000%=564;...;" \' ...,
 * C's adjacent literals, '+' between Java's): the pieces joined, when
 * they make every field of the line's version.  Returns 1 with *own the
 * line (freed by the caller), *it past the pieces and *last_no the last
 * piece's line; 0 when the line starts no such string; -ENOMEM.
 */
static int quoted_pieces(struct line_iter *it, struct text_line s, char **own,
			 long *last_no)
{
	struct line_iter peek = *it;
	struct strbuf sb = STRBUF_INIT;
	struct text_line l;
	const char *q = s.s, *end = s.s + s.len;
	size_t i = 0, e;
	char quote = 0;
	long no = s.no;
	int ver;

	while ((q = memmem(q, (size_t)(end - q), ";fio-", 5))) {
		i = (size_t)(q - s.s);
		q += 5;
		if (i >= 2 && s.s[i - 1] >= '2' && s.s[i - 1] <= '5' &&
		    (s.s[i - 2] == '"' || s.s[i - 2] == '\'')) {
			quote = s.s[i - 2];
			i--;
			break;
		}
	}
	if (!quote)
		return 0;
	for (;;) {
		e = piece_end(s.s, i, s.len, quote);
		if (e == s.len)
			break;
		if (strbuf_add(&sb, s.s + i, e - i)) {
			strbuf_release(&sb);
			return -ENOMEM;
		}
		if (!piece_goes_on(s.s, e + 1, s.len))
			break;
		/* the next piece: a line that starts with the quote */
		if (!lines_next(&peek, &l))
			break;
		s = strip(l);
		if (s.len && s.s[0] == '+')
			s = strip((struct text_line){s.s + 1, s.len - 1, s.no});
		if (!s.len || s.s[0] != quote)
			break;
		*it = peek;
		no = l.no;
		i = 1;
	}
	ver = terse_version(sb.buf ? sb.buf : "", sb.len);
	if (!ver || count_fields(sb.buf, sb.len) < least_fields(ver) ||
	    no == *last_no) {
		strbuf_release(&sb);
		return 0;
	}
	*own = sb.buf;
	*last_no = no;
	return 1;
}

/*
 * Whether terse line s (of version ver), still short of fields once its
 * wrapped pieces are joined, was cut by the paste: it ends with an
 * ellipsis, or the next line that is not blank is a cut marker.  A line
 * cut without saying so (a wrap not joined, interleaved output) stays an
 * error.
 */
static int cut_here(struct text_line s, int ver, const struct line_iter *it)
{
	struct line_iter peek = *it;
	struct text_line l;
	int mark = 0;

	/* the signs first, the count of fields (the whole line) only when
	 * there is one: most lines have none */
	if ((s.len >= 3 && !memcmp(s.s + s.len - 3, "...", 3)) ||
	    (s.len >= 3 && !memcmp(s.s + s.len - 3, "\xe2\x80\xa6", 3))) {
		mark = 1;
	} else {
		while (lines_next(&peek, &l)) {
			l = strip(l);
			if (l.len) {
				mark = line_is_cut_mark(l.s, l.len);
				break;
			}
		}
	}
	return mark && count_fields(s.s, s.len) < least_fields(ver);
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line l, *blk = NULL;
	long *ends = NULL; /* the last line of each of blk (cut ones: more) */
	char *cut = NULL;  /* whether the paste cut each of blk short */
	size_t cap_cut = 0;
	size_t nb = 0, cap = 0, cap_ends = 0, n_owned = 0, cap_owned = 0;
	char **owned = NULL; /* terse lines joined from cut pieces */
	char *cmd = NULL, *next_cmd = NULL;
	int ret = 0, runs = 0, more;

	lines_init(&it, buf, len);
	do {
		struct text_line s = {0};
		int ver = 0;
		long off = -1, qlast = -1;
		size_t cl = 0;

		more = lines_next(&it, &l);
		if (more) {
			s = strip_code(l);
			ver = terse_version(s.s, s.len);
			if (!ver && memchr(s.s, ';', s.len)) {
				size_t tl = 0;
				size_t g = glued_terse(s.s, s.len, &tl);

				if (g) {
					/* a migration's one line: "$ fio
					 * --name=a ... 3;fio-3.33;a;...": the
					 * command before it is its own */
					off = fio_options_find_command(s.s, g,
								       &cl);
					if (off >= 0) {
						while (
						    cl &&
						    s.s[off + (long)cl - 1] ==
							' ')
							cl--;
						free(next_cmd);
						next_cmd =
						    strndup(s.s + off, cl);
						if (!next_cmd) {
							ret = -ENOMEM;
							goto out;
						}
					}
					off = -1;
					s.len = tl;
					s.s += g;
					ver = terse_version(s.s, s.len);
				} else {
					char *joined = NULL;

					s.no = l.no;
					qlast = l.no;
					ret = quoted_pieces(&it, s, &joined,
							    &qlast);
					if (ret < 0)
						goto out;
					ret = 0;
					if (joined &&
					    ALLOC_GROW(owned, n_owned + 1,
						       cap_owned)) {
						free(joined);
						ret = -ENOMEM;
						goto out;
					}
					if (joined) {
						owned[n_owned++] = joined;
						s.s = joined;
						s.len = strlen(joined);
						ver = terse_version(s.s, s.len);
					} else {
						qlast = -1;
					}
				}
			}
			if (!ver)
				s = strip(l);
			if (!ver)
				off = fio_options_find_command(s.s, s.len, &cl);
		}
		/* a block ends at a non-terse line or a new fio version */
		if (nb && (!ver || s.len < run_key(blk[0]) ||
			   memcmp(s.s, blk[0].s, run_key(blk[0])))) {
			struct block b = {.ctx = ctx, .cmd = cmd};

			b.from = blk[0].no;
			b.to = ends[nb - 1];
			for (size_t i = 0; i < nb && !b.err_at; i++) {
				const char *at;

				b.err_no = terse_error(blk[i], &at);
				if (b.err_no)
					b.err_at = at;
			}
			for (size_t i = 0; i < nb && !ret; i++)
				ret = do_line(&b, blk[i], ends[i], i == 0,
					      cut[i]);
			if (ret)
				goto out;
			runs++;
			nb = 0;
			/* a blank line a paste put between terse lines: the
			 * command above still holds for the lines after it */
			if (!more || ver || s.len) {
				free(cmd);
				cmd = NULL;
			}
		} else if (!nb && cmd && !ver && s.len) {
			/* other text after the blank lines: the command
			 * held by the block above ends here */
			free(cmd);
			cmd = NULL;
		}
		if (ver) {
			char *joined = NULL;
			long last = qlast >= 0 ? qlast : l.no;

			if (!nb && !cmd) {
				cmd = next_cmd;
				next_cmd = NULL;
			}
			s.no = l.no;
			ret = join_cut(&it, &s, ver, &joined, &last);
			if (ret < 0)
				goto out;
			ret = 0;
			if (joined) {
				/* kept until the end: blk points into it */
				if (ALLOC_GROW(owned, n_owned + 1, cap_owned)) {
					free(joined);
					ret = -ENOMEM;
					goto out;
				}
				owned[n_owned++] = joined;
			}
			if (ALLOC_GROW(blk, nb + 1, cap) ||
			    ALLOC_GROW(ends, nb + 1, cap_ends) ||
			    ALLOC_GROW(cut, nb + 1, cap_cut)) {
				ret =
				    ingest_error_at(ctx, l.s, "out of memory");
				ret = -ENOMEM;
				goto out;
			}
			ends[nb] = last;
			cut[nb] = (char)cut_here(s, ver, &it);
			blk[nb++] = s;
		} else if (off >= 0) {
			free(next_cmd);
			next_cmd = strndup(s.s + off, cl);
			if (!next_cmd) {
				ret = -ENOMEM;
				goto out;
			}
			/* "fio --name=a \" continued on the next lines */
			while (cl && s.s[off + (long)cl - 1] == '\\' &&
			       lines_next(&it, &l)) {
				size_t n = strlen(next_cmd);
				struct strbuf sb;

				s = strip(l);
				strbuf_attach(&sb, next_cmd, n, n + 1);
				if (strbuf_grow(&sb, s.len + 1)) {
					ret = -ENOMEM;
					goto out;
				}
				strbuf_addch(&sb, '\n');
				strbuf_add(&sb, s.s, s.len);
				next_cmd = sb.buf;
				off = 0;
				cl = s.len;
			}
		}
	} while (more);
	if (!runs)
		ret = ingest_error_at(ctx, buf,
				      "expected fio terse lines ('3;fio-X;JOB;"
				      "...'), found none");
out:
	for (size_t i = 0; i < n_owned; i++)
		free(owned[i]);
	free(owned);
	free(blk);
	free(ends);
	free(cut);
	free(cmd);
	free(next_cmd);
	return ret;
}

/* Whether buf (n bytes) holds a digit 2 to 5 before a ';'. */
static int version_semi(const char *buf, size_t n)
{
	const char *end = buf + n;

	for (const char *p = buf; (p = memchr(p, ';', (size_t)(end - p))); p++)
		if (p > buf && p[-1] >= '2' && p[-1] <= '5')
			return 1;
	return 0;
}

static int probe(const char *buf, size_t len)
{
	size_t n = len < 256 * 1024 ? len : 256 * 1024;
	struct line_iter it;
	struct text_line l;
	int score = 0;

	/* a terse line has "N;" at its start: none without a ';' */
	if (!memchr(buf, ';', n))
		return 0;
	/* a line that starts one has a version 2 to 5 before a ';': text
	 * without such a pair (fio's normal output has few ';') has none */
	lines_init(&it, buf, version_semi(buf, n) ? n : 0);
	while (lines_next(&it, &l)) {
		int v;

		l = strip_code(l); /* as parse reads it: `3;fio-3.x;...` too */
		v = terse_version(l.s, l.len);
		if (v >= 2 && v <= 5) {
			score = 85;
			break;
		}
	}
	/* a terse line glued after a label: looked for only when no line
	 * starts as one (the cost stays off the common path) */
	if (!score && text_find(buf, n, ";fio-", 5)) {
		lines_init(&it, buf, n);
		while (lines_next(&it, &l)) {
			struct line_iter peek = it;
			char *joined = NULL;
			long last = l.no;
			size_t tl;

			if (!memchr(l.s, ';', l.len))
				continue;
			if (glued_terse(l.s, l.len, &tl) ||
			    quoted_pieces(&peek, strip(l), &joined, &last) >
				0) {
				free(joined);
				score = 85;
				break;
			}
		}
	}
	/* the normal output beside terse lines is read by fio-text: its job
	 * results, or its job header lines ("NAME: (g=0): rw=...") that fio
	 * prints above the terse lines of --output-format=terse,normal */
	if (score &&
	    (text_find(buf, n, ": (groupid=", 11) ||
	     (text_find(buf, n, ": (g=", 5) && text_find(buf, n, "rw=", 3))))
		score = 40;
	return score;
}

const struct ingest_format ingest_fio_terse = {
    .name = "fio-terse",
    .description = "fio terse/minimal output (terse versions 2 to 5)",
    .probe = probe,
    .parse = parse,
};
