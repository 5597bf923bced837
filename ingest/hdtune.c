/*
 * HD Tune and HD Tune Pro results copied as text ("Copy to clipboard",
 * "Save"), one block per "HD Tune[ Pro]: DRIVE TEST" header:
 *
 *   HD Tune: Samsung SSD 840 EVO 120G Benchmark
 *   Transfer Rate Minimum : 1.0 MB/sec      (Pro: "MB/s", and a "Test
 *   Transfer Rate Maximum : 449.1 MB/sec     capacity:" line and a "Read
 *   Transfer Rate Average : 308.1 MB/sec     transfer rate" / "Write
 *   Access Time           : 0.4 ms           transfer rate" line)
 *   Burst Rate            : 196.7 MB/sec
 *   CPU Usage             : 27.2%
 *
 *   HD Tune Pro: DRIVE Random Access
 *   Read test
 *   Transfer size   operations / sec   avg. access time   max. access time avg.
 * speed 512 bytes       8735 IOPS          0.114 ms           0.434 ms 4.265
 * MB/s
 *   ... 4 KB, 64 KB, 1 MB, Random
 *
 * Decisions:
 * - One run per block, device = the drive name of the header.
 * - Benchmark: one result (job "Benchmark", op from the "Read/Write
 *   transfer rate" line, read by default, pattern seq), bw_bytes = the
 *   average, access_time_ns, extras transfer_rate_min/_max and burst_rate
 *   (bytes/s) and cpu_usage_pct: HD Tune's CPU usage is the whole
 *   machine's, neither user nor system time, so it gets no cpu_* column;
 *   HD Tune Pro prints -1.0% when it did not measure it: left out.
 * - Random access: one result per transfer size (job "Random Access",
 *   test = the size as printed, pattern rand; "Random" mixes sizes: bs
 *   unknown), iops, access_time_ns = the average, extra max_access_time
 *   (ns), bw_bytes = the average speed.
 * - HD Tune's MB is taken as 10^6 bytes (decimal, as CrystalDiskMark): its
 *   documentation does not say; block sizes ("4 KB", "1 MB") are binary.
 *   The random access table shows its own MB (IOPS x size beside the
 *   speed): a table whose rows fit only 2^20 is read in 2^20 bytes
 *   (random_units()).
 * - File Benchmark: one result per row and direction (job "File
 *   Benchmark", test = the size as printed, "4 KB random single" random),
 *   the directions from the "Read  Write" header; without it the rows
 *   are skipped.  Extra tests and other blocks are skipped with a warning.
 * - Pasted results: a garbled line is a warning and is skipped; partial
 *   blocks import what is there (no average: bw unknown); the random
 *   table is recognized without its header line; a 0 (0 MB/s, 0 IOPS,
 *   no burst rate) is a test that was not run, never a figure; a lone comma is
 * a decimal comma (HD Tune prints no thousands separators); a result flattened
 * onto one line is cut again before each key.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "ingest/formats.h"
#include "ingest/lines.h"
#include "ingest/logprefix.h"
#include "model/units.h"

#define HT_LINE 512

enum ht_kind {
	HT_NONE,
	HT_BENCHMARK,
	HT_RANDOM,
	HT_FILE,
	HT_OTHER,
};

struct ht_bench {
	double min, max, avg, access, burst, cpu;
	long from, to;
	const char *at; /* its first line in the buffer */
};

struct ht_row {
	char label[32];
	enum iodb_op op;
	enum iodb_pattern pattern;
	int64_t bs;
	double iops, avg_ns, max_ns, bw;
	long line;
};

struct ht_block {
	enum ht_kind kind;
	int pro;
	char device[160];
	char version[32];
	long from, to;
	const char *at; /* the header (or first line) in the buffer */
	enum iodb_op op;
	struct ht_bench bench[2]; /* read, write */
	struct ht_row rows[64];
	size_t n_rows;
	/* File Benchmark: the columns' directions from "... Read  Write" */
	enum iodb_op file_cols[2];
	int n_file_cols;
	int headless; /* benchmark lines pasted without their header */
};

static const char *skip_blanks(const char *p)
{
	while (*p == ' ' || *p == '\t')
		p++;
	return p;
}

/*
 * HD Tune prints no thousands separators, so a lone comma in a figure is
 * a decimal comma ("308,1 MB/s" from a localized Windows); with a '.' as
 * well it groups thousands.
 */
static enum units_comma comma_of(const char *p)
{
	int comma = 0, dot = 0;

	for (; (*p >= '0' && *p <= '9') || *p == ',' || *p == '.'; p++) {
		comma += *p == ',';
		dot += *p == '.';
	}
	return comma && !dot ? UNITS_COMMA_DECIMAL : UNITS_COMMA_THOUSANDS;
}

static void block_reset(struct ht_block *b)
{
	memset(b, 0, sizeof(*b));
	b->op = IODB_OP_READ;
	for (int i = 0; i < 2; i++) {
		b->bench[i].min = b->bench[i].max = b->bench[i].avg = NAN;
		b->bench[i].access = b->bench[i].burst = NAN;
		b->bench[i].cpu = NAN;
	}
}

/* Whether a benchmark record holds any figure. */
static int bench_used(const struct ht_bench *h)
{
	return !isnan(h->min) || !isnan(h->max) || !isnan(h->avg) ||
	       !isnan(h->access) || !isnan(h->burst) || !isnan(h->cpu);
}

/*
 * "HD Tune: DRIVE Benchmark", "HD Tune Pro: DRIVE Random Access",
 * "HD Tune Pro 5.60: ...".  Returns 1 and fills b when t is a header.
 */
static int header(struct text_line t, struct ht_block *b)
{
	static const struct {
		const char *suffix;
		enum ht_kind kind;
	} kinds[] = {
	    {" File Benchmark", HT_FILE},
	    {" Benchmark", HT_BENCHMARK},
	    {" Random Access", HT_RANDOM},
	    /* the tab's name in translated HD Tune Pro */
	    {" Leistungstest", HT_BENCHMARK},
	    {" \xe5\x9f\xba\xe5\x87\x86\xe6\xb5\x8b\xe8\xaf\x95",
	     HT_BENCHMARK}, /* 基准测试 */
	    {" \xe5\x9f\xba\xe6\xba\x96\xe6\xb8\xac\xe8\xa9\xa6",
	     HT_BENCHMARK}, /* 基準測試 */
	    {" \xe3\x83\x99\xe3\x83\xb3\xe3\x83\x81\xe3\x83\x9e\xe3\x83\xbc\xe3"
	     "\x82\xaf",
	     HT_BENCHMARK}, /* ベンチマーク */
	    {" \xeb\xb2\xa4\xec\xb9\x98\xeb\xa7\x88\xed\x81\xac",
	     HT_BENCHMARK}, /* 벤치마크 */
	};
	char buf[HT_LINE], *p, *colon;
	size_t n;

	if (t.len >= sizeof(buf) || !line_starts(t, "HD Tune"))
		return 0;
	line_copy(t, buf, sizeof(buf));
	p = buf + 7;
	colon = strchr(p, ':');
	if (!colon)
		return 0;
	*colon = '\0';
	block_reset(b);
	p = (char *)skip_blanks(p);
	if (!strncmp(p, "Pro", 3) && (p[3] == ' ' || p[3] == '\0')) {
		b->pro = 1;
		p = (char *)skip_blanks(p + 3);
	}
	if (*p && (*p < '0' || *p > '9'))
		return 0; /* "HD Tune something:" is no header */
	snprintf(b->version, sizeof(b->version), "%s%s%s", b->pro ? "Pro" : "",
		 b->pro && *p ? " " : "", p);
	p = (char *)skip_blanks(colon + 1);
	n = strlen(p);
	b->kind = HT_OTHER;
	for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
		size_t k = strlen(kinds[i].suffix);

		if (n > k && !strcmp(p + n - k, kinds[i].suffix)) {
			b->kind = kinds[i].kind;
			p[n - k] = '\0';
			break;
		}
	}
	snprintf(b->device, sizeof(b->device), "%s", p);
	b->from = b->to = t.no;
	b->at = t.s;
	return 1;
}

/* Words that start a line of HD Tune's text when its breaks were lost. */
static const char *const starts[] = {
    "HD Tune",
    "Transfer Rate Minimum",
    "Transfer Rate Maximum",
    "Transfer Rate Average",
    "Access Time",
    "Burst Rate",
    "CPU Usage",
    "Read transfer rate",
    "Write transfer rate",
    "Test capacity",
};

/*
 * The length of the first line of s (n bytes) when a copied result was
 * flattened onto one physical line: the break comes before each key.
 */
static size_t first_segment(const char *s, size_t n)
{
	for (size_t i = 1; i < n; i++) {
		if (s[i - 1] != ' ' && s[i - 1] != '\t')
			continue;
		if (!strchr("HTABCRW", s[i]))
			continue;
		for (size_t k = 0; k < sizeof(starts) / sizeof(*starts); k++) {
			size_t w = strlen(starts[k]);

			if (w <= n - i && !memcmp(s + i, starts[k], w))
				return i;
		}
	}
	return n;
}

/* The next trimmed line, or part of a flattened one; 0 at the end. */
static int next_segment(struct line_iter *it, const struct log_prefix *lp,
			struct text_line *rest, struct text_line *seg,
			struct text_line *whole)
{
	struct text_line l;

	for (;;) {
		while (!rest->len) {
			if (!lines_next(it, &l))
				return 0;
			*whole = l;
			/* a log's "12:06:53 INFO " on every line goes */
			*rest = line_trim(log_prefix_strip(lp, l));
		}
		*seg = *rest;
		seg->len = first_segment(rest->s, rest->len);
		rest->s += seg->len;
		rest->len -= seg->len;
		*rest = line_trim(*rest);
		*seg = line_trim(*seg);
		if (seg->len)
			return 1;
	}
}

/*
 * How one random access row agrees with a MB of 10^6 and of 2^20 bytes:
 * its IOPS x transfer size against its average speed, within the rounding
 * of both printed figures ("185 IOPS", "185.064 MB/s") and 1% of timing
 * noise.  Bit 1: decimal fits, bit 2: binary fits; -1 when the row cannot
 * tell (no size, no speed).
 */
static int row_mb_fit(const struct ht_row *w)
{
	double bytes, mb, tol;
	int fit = 0;

	if (w->bs <= 0 || !(w->iops > 0) || !(w->bw > 0))
		return -1;
	bytes = w->iops * (double)w->bs;
	mb = w->bw / 1e6; /* the figure as printed */
	tol = 0.5 / w->iops + 0.0005 / mb + 0.01;
	if (fabs(mb * 1e6 / bytes - 1) <= tol)
		fit |= 1;
	if (fabs(mb * 1048576.0 / bytes - 1) <= tol)
		fit |= 2;
	return fit;
}

/*
 * HD Tune's MB in the random access table: the rows show it, since each
 * prints its IOPS beside its speed (HD Tune Pro: "4 KB  6129 IOPS ...
 * 23.945 MB/s" is 6129 x 4096 = 23.945 x 2^20).  Every speed of a table
 * whose rows fit only 2^20 is converted to 2^20 bytes (the "Random" row
 * too); a row that fits neither has a garbled figure: its speed is
 * dropped with a warning.  With no row telling, MB stays 10^6.
 */
static void random_units(struct ingest_ctx *ctx, struct ht_block *b)
{
	int dec = 0, bin = 0;

	for (size_t i = 0; i < b->n_rows; i++) {
		int fit = row_mb_fit(&b->rows[i]);

		if (fit == 1)
			dec++;
		else if (fit == 2)
			bin++;
	}
	for (size_t i = 0; i < b->n_rows; i++) {
		struct ht_row *w = &b->rows[i];

		if (!row_mb_fit(w)) {
			ingest_warn_at(ctx, b->at,
				       "HD Tune random access row '%s' (line "
				       "%ld): %.0f IOPS x %lld bytes is not "
				       "%.3f MB/s in MB of 10^6 nor of 2^20: "
				       "its speed is left unknown",
				       w->label, w->line, w->iops,
				       (long long)w->bs, w->bw / 1e6);
			w->bw = NAN;
		}
	}
	if (bin && dec) {
		ingest_warn_at(ctx, b->at,
			       "HD Tune random access rows disagree on the MB "
			       "(%d fit 10^6 bytes, %d fit 2^20): their "
			       "speeds are left unknown",
			       dec, bin);
		for (size_t i = 0; i < b->n_rows; i++)
			b->rows[i].bw = NAN;
	} else if (bin) {
		for (size_t i = 0; i < b->n_rows; i++)
			b->rows[i].bw *= 1.048576;
	}
}

static int emit_block(struct ingest_ctx *ctx, struct ht_block *b)
{
	struct iodb_run run = IODB_RUN_INIT;
	int ret;

	if (b->kind == HT_NONE || b->kind == HT_OTHER)
		return 0;
	if (b->kind == HT_BENCHMARK) {
		for (int i = 0; i < 2; i++)
			if (bench_used(&b->bench[i]) && isnan(b->bench[i].avg))
				ingest_warn_at(ctx, b->bench[i].at,
					       "no 'Transfer Rate Average' in "
					       "the HD Tune benchmark: its "
					       "rate is unknown");
		if (!bench_used(&b->bench[0]) && !bench_used(&b->bench[1])) {
			ingest_warn_at(ctx, b->at,
				       "no 'Transfer Rate ...' lines after "
				       "the HD Tune header");
			return 0;
		}
	}
	if ((b->kind == HT_RANDOM || b->kind == HT_FILE) && !b->n_rows) {
		ingest_warn_at(
		    ctx, b->at, "no %s rows after the HD Tune header",
		    b->kind == HT_RANDOM ? "random access" : "file benchmark");
		return 0;
	}
	if (b->kind == HT_RANDOM)
		random_units(ctx, b);
	run.format = "hdtune";
	run.tool = "HD Tune";
	run.tool_version = b->version[0] ? b->version : NULL;
	run.device = b->device[0] ? b->device : NULL;
	run.device_model = run.device;
	run.line_from = b->from;
	run.line_to = b->to;
	ret = ingest_emit_run(ctx, &run);
	for (int i = 0; !ret && b->kind == HT_BENCHMARK && i < 2; i++) {
		struct ht_bench *h = &b->bench[i];
		struct iodb_result r = IODB_RESULT_INIT;
		struct iodb_metric m[4];
		size_t n = 0;

		if (!bench_used(h))
			continue;
		if (h->avg == 0 && !(h->max > 0)) {
			/* 0.0 MB/s on average and at most: not run */
			ingest_warn_at(ctx, h->at,
				       "HD Tune benchmark at 0 MB/s: a test "
				       "that was not run, skipped");
			continue;
		}
		if (!isnan(h->min))
			m[n++] = (struct iodb_metric){"transfer_rate_min",
						      h->min, "bytes/s"};
		if (!isnan(h->max))
			m[n++] = (struct iodb_metric){"transfer_rate_max",
						      h->max, "bytes/s"};
		if (h->burst > 0) /* 0: no burst rate measured */
			m[n++] = (struct iodb_metric){"burst_rate", h->burst,
						      "bytes/s"};
		if (!isnan(h->cpu))
			m[n++] = (struct iodb_metric){"cpu_usage_pct", h->cpu,
						      "pct"};
		r.job = "Benchmark";
		r.cond.op = i ? IODB_OP_WRITE : IODB_OP_READ;
		r.cond.pattern = IODB_PATTERN_SEQ;
		r.bw_bytes = h->avg;
		r.access_time_ns = h->access;
		r.extras = m;
		r.n_extras = n;
		r.line_from = h->from;
		r.line_to = h->to;
		ret = ingest_emit_result(ctx, &r);
	}
	for (size_t i = 0; !ret && b->kind != HT_BENCHMARK && i < b->n_rows;
	     i++) {
		struct ht_row *w = &b->rows[i];
		struct iodb_result r = IODB_RESULT_INIT;
		struct iodb_metric m[1];
		size_t n = 0;

		if (!isnan(w->max_ns))
			m[n++] = (struct iodb_metric){"max_access_time",
						      w->max_ns, "ns"};
		r.job =
		    b->kind == HT_RANDOM ? "Random Access" : "File Benchmark";
		r.test = w->label;
		r.cond.op = w->op;
		r.cond.pattern = w->pattern;
		r.cond.bs = w->bs;
		r.iops = w->iops;
		r.access_time_ns = w->avg_ns;
		r.bw_bytes = w->bw;
		r.extras = m;
		r.n_extras = n;
		r.line_from = r.line_to = w->line;
		ret = ingest_emit_result(ctx, &r);
	}
	return ret;
}

/* The benchmark keys, Pro's and the free edition's. */
static const char *const bench_keys[] = {
    "Transfer Rate Minimum",
    "Transfer Rate Maximum",
    "Transfer Rate Average",
    "Access Time",
    "Burst Rate",
    "CPU Usage",
};

/*
 * The benchmark keys of a translated HD Tune Pro ("Durchschnitt : 153.7
 * MB/s", "Время доступа : 14.2 ms", "平均 : 98.7 MB/s"), told by the words
 * they hold: exactly one of minimum, maximum, average, burst, access, CPU.
 * Read only under an "HD Tune: DRIVE Benchmark" header, and only with a
 * figure of the key's kind after them (a rate, a time, a percentage).
 * Returns the index into bench_keys[] with *klen the key's length (up to
 * its ':' or '='), or -1.
 */
static int local_key(const char *line, size_t *klen)
{
	static const char *const words[6][16] = {
	    {"Minimum", "Minimal", "Min.", "M\xc3\xadnim",
	     "\xd0\xbc\xd0\xb8\xd0\xbd\xd0\xb8\xd0\xbc",
	     "\xd0\x9c\xd0\xb8\xd0\xbd\xd0\xb8\xd0\xbc",
	     "\xe6\x9c\x80\xe5\xb0\x8f", "\xe6\x9c\x80\xe4\xbd\x8e",
	     "\xec\xb5\x9c\xec\x86\x8c", "m\xc3\xadnim", "Minim", "minim",
	     NULL},
	    {"Maximum", "Maximal", "Max.", "M\xc3\xa1xim",
	     "\xd0\xbc\xd0\xb0\xd0\xba\xd1\x81\xd0\xb8\xd0\xbc",
	     "\xd0\x9c\xd0\xb0\xd0\xba\xd1\x81\xd0\xb8\xd0\xbc",
	     "\xe6\x9c\x80\xe5\xa4\xa7", "\xe6\x9c\x80\xe9\xab\x98",
	     "\xec\xb5\x9c\xeb\x8c\x80", "m\xc3\xa1xim", "Maxim", "maxim",
	     "Maksym", NULL},
	    {"Durchschnitt", "Mittel", "Moyenne", "Promedio",
	     "M\xc3\xa9"
	     "dia",
	     "Media", "\xd1\x81\xd1\x80\xd0\xb5\xd0\xb4\xd0\xbd",
	     "\xd0\xa1\xd1\x80\xd0\xb5\xd0\xb4\xd0\xbd",
	     "\xe5\xb9\xb3\xe5\x9d\x87", "\xed\x8f\x89\xea\xb7\xa0", "moyen",
	     "medio", "\xc5\x9aredni", NULL},
	    {"Zugriff", "Acc\xc3\xa8s", "Acceso", "Acesso", "Accesso",
	     "\xd0\xb4\xd0\xbe\xd1\x81\xd1\x82\xd1\x83\xd0\xbf",
	     "\xe8\xae\xbf\xe9\x97\xae", "\xe5\xad\x98\xe5\x8f\x96",
	     "\xe8\xa8\xaa\xe5\x95\x8f",
	     "\xe3\x82\xa2\xe3\x82\xaf\xe3\x82\xbb\xe3\x82\xb9",
	     "\xec\x95\xa1\xec\x84\xb8\xec\x8a\xa4", "acc\xc3\xa8s",
	     "dost\xc4\x99p", NULL},
	    {"Burst", "\xd0\xbf\xd0\xb0\xd0\xba\xd0\xb5\xd1\x82",
	     "\xd0\x9f\xd0\xb0\xd0\xba\xd0\xb5\xd1\x82",
	     "\xe7\xaa\x81\xe5\x8f\x91", "\xe7\xaa\x81\xe7\x99\xbc",
	     "\xe3\x83\x90\xe3\x83\xbc\xe3\x82\xb9\xe3\x83\x88",
	     "\xeb\xb2\x84\xec\x8a\xa4\xed\x8a\xb8", "rafale",
	     "r\xc3\xa1"
	     "faga",
	     "raffica", NULL},
	    {"CPU", "\xd0\xa6\xd0\x9f", "\xe5\xa4\x84\xe7\x90\x86\xe5\x99\xa8",
	     NULL},
	};
	/* bench_keys[] order: minimum, maximum, average, access, burst, CPU */
	static const int index[6] = {0, 1, 2, 3, 4, 5};
	const char *sep = strchr(line, ':'), *eq = strchr(line, '=');
	char key[128];
	size_t n;
	int found = -1;

	if (!sep || (eq && eq < sep))
		sep = eq;
	if (!sep)
		return -1;
	n = (size_t)(sep - line);
	while (n && (line[n - 1] == ' ' || line[n - 1] == '\t'))
		n--;
	if (!n || n >= sizeof(key))
		return -1;
	memcpy(key, line, n);
	key[n] = '\0';
	for (int c = 0; c < 6; c++)
		for (int w = 0; words[c][w]; w++)
			if (strstr(key, words[c][w])) {
				if (found >= 0 && found != c)
					return -1; /* two meanings: not a key */
				found = c;
				break;
			}
	if (found < 0)
		return -1;
	*klen = n;
	return index[found];
}

/*
 * val: p with the units a translation printed spelled as HD Tune's English
 * ("МБ/с", "MB/秒" as "MB/s"; "мс", "毫秒", "ミリ秒" as "ms").
 */
static void local_units(const char *p, char *val, size_t size)
{
	static const struct {
		const char *from, *to;
	} units[] = {
	    {"\xd0\x9c\xd0\x91/\xd1\x81", "MB/s"}, /* МБ/с */
	    {"\xd0\x9c\xd0\xb1/\xd1\x81", "MB/s"}, /* Мб/с */
	    {"MB/\xe7\xa7\x92", "MB/s"},	   /* MB/秒 */
	    {"MB/\xec\xb4\x88", "MB/s"},	   /* MB/초 */
	    {"Mo/s", "MB/s"},
	    {"\xd0\xbc\xd1\x81", "ms"},			    /* мс */
	    {"\xe6\xaf\xab\xe7\xa7\x92", "ms"},		    /* 毫秒 */
	    {"\xe3\x83\x9f\xe3\x83\xaa\xe7\xa7\x92", "ms"}, /* ミリ秒 */
	};
	size_t o = 0;

	while (*p && o + 5 < size) {
		size_t k;

		for (k = 0; k < sizeof(units) / sizeof(*units); k++) {
			size_t n = strlen(units[k].from);

			if (!strncmp(p, units[k].from, n)) {
				size_t m = strlen(units[k].to);

				memcpy(val + o, units[k].to, m);
				o += m;
				p += n;
				break;
			}
		}
		if (k == sizeof(units) / sizeof(*units))
			val[o++] = *p++;
	}
	val[o] = '\0';
}

/*
 * A translated "Read transfer rate" / "Write transfer rate" line above a
 * translated benchmark ("Lesen", "Schreib-Transferrate", "Запись",
 * "写入", "書き込み"): a line without figures naming one direction.
 * Returns 1 with *op set.
 */
static int local_direction(const char *line, enum iodb_op *op)
{
	static const char *const rd[] = {
	    "Lese",
	    "Lesen",
	    "Lecture",
	    "Lectura",
	    "Leitura",
	    "Lettura",
	    "\xd0\xa7\xd1\x82\xd0\xb5\xd0\xbd",
	    "\xd1\x87\xd1\x82\xd0\xb5\xd0\xbd", /* Чтен чтен */
	    "\xe8\xaf\xbb",
	    "\xe8\xae\x80",
	    "\xe8\xaa\xad", /* 读 讀 読 */
	    "\xec\x9d\xbd\xea\xb8\xb0",
	    NULL, /* 읽기 */
	};
	static const char *const wr[] = {
	    "Schreib",
	    "\xc3\x89"
	    "criture",
	    "Escritura",
	    "Grava",
	    "Scrittura",
	    "\xd0\x97\xd0\xb0\xd0\xbf\xd0\xb8\xd1\x81",
	    "\xd0\xb7\xd0\xb0\xd0\xbf\xd0\xb8\xd1\x81", /* Запис запис */
	    "\xe5\x86\x99",
	    "\xe5\xaf\xab",
	    "\xe6\x9b\xb8", /* 写 寫 書 */
	    "\xec\x93\xb0\xea\xb8\xb0",
	    NULL, /* 쓰기 */
	};
	int r = 0, w = 0;

	if (strlen(line) > 64)
		return 0;
	for (const char *p = line; *p; p++)
		if ((*p >= '0' && *p <= '9') || *p == '=')
			return 0;
	for (int i = 0; rd[i]; i++)
		r |= strstr(line, rd[i]) != NULL;
	for (int i = 0; wr[i]; i++)
		w |= strstr(line, wr[i]) != NULL;
	if (r == w)
		return 0;
	*op = r ? IODB_OP_READ : IODB_OP_WRITE;
	return 1;
}

/*
 * "Transfer Rate Minimum : 1.0 MB/sec" and the other benchmark lines.
 * Returns 0 when taken, 1 when line is none of them; a garbled figure is
 * a warning and the line is skipped (0).
 */
static int bench_line(struct ingest_ctx *ctx, struct ht_block *b,
		      struct text_line t, const char *line)
{
	struct ht_bench *h = &b->bench[b->op == IODB_OP_WRITE];
	const char *p, *e = NULL;
	enum units_comma cm;
	double x;
	size_t i, k = 0;
	int bad;

	char val[HT_LINE];
	int local = 0;

	for (i = 0; i < 6; i++) {
		k = strlen(bench_keys[i]);
		if (!strncasecmp(line, bench_keys[i], k))
			break;
	}
	if (i == 6 && b->kind == HT_BENCHMARK && !b->headless) {
		/* a translated HD Tune under its header */
		int j = local_key(line, &k);

		if (j < 0)
			return 1;
		i = (size_t)j;
		local = 1;
	}
	if (i == 6)
		return 1;
	p = skip_blanks(line + k);
	if (*p != ':' && *p != '=')
		return 1;
	p = skip_blanks(p + 1);
	if (local) {
		/* the units translated with the words: "МБ/с", "毫秒" */
		local_units(p, val, sizeof(val));
		p = val;
	}
	cm = comma_of(p);
	if (i <= 2 || i == 4)
		bad = units_rate(p, &e, UNITS_DECIMAL, cm, &x);
	else if (i == 3)
		bad = units_duration(p, &e, cm, &x);
	else
		bad = units_number(p, &e, cm, &x) || *skip_blanks(e) != '%' ||
		      !(e = skip_blanks(e) + 1);
	if (local && (bad || *skip_blanks(e)))
		return 1; /* a translated key whose value is none of HD Tune's
			   */
	if (bad || *skip_blanks(e)) {
		ingest_warn_at(ctx, t.s + (p - line),
			       "expected a %s after '%s :', found '%.40s': "
			       "line skipped",
			       i == 3	? "duration such as '0.4 ms'"
			       : i == 5 ? "percentage such as '27.2%'"
					: "rate such as '308.1 MB/sec'",
			       bench_keys[i], p);
		return 0;
	}
	if (b->kind == HT_NONE) { /* lines pasted without their header */
		b->headless = 1;
		b->kind = HT_BENCHMARK;
		b->from = t.no;
		b->at = t.s;
	}
	if (b->kind != HT_BENCHMARK)
		return 1;
	if (!bench_used(h)) {
		h->from = t.no;
		h->at = t.s;
	}
	h->to = t.no;
	switch (i) {
	case 0: h->min = x; break;
	case 1: h->max = x; break;
	case 2: h->avg = x; break;
	case 3:
		/* "0.0 ms": HD Tune shows an access time under 0.05 ms so (an
		 * SSD's), no measured zero */
		if (x == 0)
			ingest_warn_at(ctx, t.s + (p - line),
				       "access time '%.20s' is below HD Tune's "
				       "display resolution (0.1 ms): left "
				       "unknown",
				       p);
		h->access = x == 0 ? NAN : x;
		break;
	case 4: h->burst = x; break;
	default:
		h->cpu = x < 0 ? NAN : x; /* -1.0%: not measured */
		break;
	}
	return 0;
}

/* A transfer size leading a row: "512 bytes", "4 KB", "0.5 KB", "8 MB". */
static int row_size(const char *p, const char **end, int64_t *bs)
{
	double x;
	const char *e;

	if (*p < '0' || *p > '9' ||
	    units_size(p, &e, UNITS_BINARY, comma_of(p), &x) || e == p ||
	    (e[-1] >= '0' && e[-1] <= '9') || x <= 0 || x > 1e15)
		return -1; /* not a row: a size needs its unit */
	*bs = (int64_t)x;
	*end = e;
	return 0;
}

/* The header of the random access table, pasted without "HD Tune Pro:" */
static int random_header(const char *line)
{
	return strstr(line, "operations") && strstr(line, "access time");
}

/*
 * "4 KB   69 IOPS   14.379 ms   26.618 ms   0.271 MB/s" (the last
 * columns may be missing from a partial paste).  Returns 0 taken, 1 not
 * a row; a garbled row is warned about and skipped (0).
 */
static int random_row(struct ingest_ctx *ctx, struct ht_block *b,
		      struct text_line t, const char *line)
{
	struct ht_row w = {.pattern = IODB_PATTERN_RAND,
			   .bs = -1,
			   .iops = NAN,
			   .avg_ns = NAN,
			   .max_ns = NAN,
			   .bw = NAN};
	const char *p = line, *e = NULL;

	if (!strncasecmp(p, "Random", 6) && (p[6] == ' ' || p[6] == '\t')) {
		snprintf(w.label, sizeof(w.label), "Random");
		p += 6;
	} else {
		if (row_size(p, &e, &w.bs))
			return 1;
		snprintf(w.label, sizeof(w.label), "%.*s", (int)(e - p), p);
		p = e;
	}
	p = skip_blanks(p);
	if (units_number(p, &e, comma_of(p), &w.iops) || w.iops < 0)
		goto bad;
	p = skip_blanks(e);
	if (strncasecmp(p, "IOPS", 4))
		goto bad;
	p = skip_blanks(p + 4);
	if (*p && units_duration(p, &e, comma_of(p), &w.avg_ns))
		goto bad;
	p = *p ? skip_blanks(e) : p;
	if (*p && units_duration(p, &e, comma_of(p), &w.max_ns))
		goto bad;
	p = *p ? skip_blanks(e) : p;
	if (*p && units_rate(p, &e, UNITS_DECIMAL, comma_of(p), &w.bw))
		goto bad;
	p = *p ? skip_blanks(e) : p;
	if (*p)
		goto bad;
	if (w.iops == 0) {
		ingest_warn_at(ctx, t.s,
			       "HD Tune random access row at 0 IOPS: a test "
			       "that was not run, skipped");
		return 0;
	}
	if (b->n_rows == sizeof(b->rows) / sizeof(b->rows[0])) {
		ingest_warn_at(ctx, t.s, "too many HD Tune rows: line skipped");
		return 0;
	}
	w.op = b->op;
	w.line = t.no;
	b->rows[b->n_rows++] = w;
	b->to = t.no;
	return 0;
bad:
	ingest_warn_at(ctx, t.s + (p - line),
		       "expected 'N IOPS  N ms  N ms  N MB/s' in the random "
		       "access row, found '%.40s': line skipped",
		       p);
	return 0;
}

/*
 * File Benchmark: a header naming the columns ("Transfer size  Read
 * Write") and rows "64 KB  512.3 MB/s  480.1 MB/s", "4 KB random single
 * 30.1 MB/s  80.2 MB/s".  Without the header the columns' directions are
 * unknown: the rows are skipped with a warning.
 */
static int file_header(struct ht_block *b, const char *line)
{
	const char *r = strstr(line, "Read"), *w = strstr(line, "Write"), *e;
	int64_t bs;

	if (!r && !w)
		return 1;
	if (!row_size(line, &e, &bs))
		return 1; /* a row, not the header */
	b->n_file_cols = 0;
	if (r && (!w || r < w))
		b->file_cols[b->n_file_cols++] = IODB_OP_READ;
	if (w)
		b->file_cols[b->n_file_cols++] = IODB_OP_WRITE;
	if (r && w && w < r)
		b->file_cols[b->n_file_cols++] = IODB_OP_READ;
	return 0;
}

static int file_row(struct ingest_ctx *ctx, struct ht_block *b,
		    struct text_line t, const char *line)
{
	struct ht_row w = {.pattern = IODB_PATTERN_SEQ,
			   .iops = NAN,
			   .avg_ns = NAN,
			   .max_ns = NAN};
	const char *p = line, *e = NULL, *lab;
	double v[2];
	int n = 0;

	if (row_size(p, &e, &w.bs))
		return 1;
	p = skip_blanks(e);
	lab = p; /* "random single", "random multi" */
	while (*p && (*p < '0' || *p > '9'))
		p++;
	if (lab != p) {
		if (strncasecmp(lab, "random", 6))
			goto bad;
		w.pattern = IODB_PATTERN_RAND;
	}
	snprintf(w.label, sizeof(w.label), "%.*s", (int)(p - line), line);
	for (size_t k = strlen(w.label); k && w.label[k - 1] == ' '; k--)
		w.label[k - 1] = '\0';
	while (*p && n < 2) {
		if (units_rate(p, &e, UNITS_DECIMAL, comma_of(p), &v[n]))
			goto bad;
		n++;
		p = skip_blanks(e);
	}
	if (*p || !n)
		goto bad;
	if (b->n_file_cols < n) {
		ingest_warn_at(ctx, t.s,
			       "HD Tune file benchmark row without a 'Read  "
			       "Write' header naming its columns: skipped");
		return 0;
	}
	for (int i = 0; i < n; i++) {
		if (b->n_rows == sizeof(b->rows) / sizeof(b->rows[0]))
			break;
		if (v[i] == 0) {
			ingest_warn_at(ctx, t.s,
				       "HD Tune file benchmark at 0 MB/s: a "
				       "test that was not run, skipped");
			continue;
		}
		w.op = b->file_cols[i];
		w.bw = v[i];
		w.line = t.no;
		b->rows[b->n_rows++] = w;
	}
	b->to = t.no;
	return 0;
bad:
	ingest_warn_at(ctx, t.s + (p - line),
		       "expected 'SIZE  N MB/s  N MB/s' in the file "
		       "benchmark row, found '%.40s': line skipped",
		       p);
	return 0;
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line l, t, rest = {buf, 0, 0};
	struct ht_block b, next;
	struct log_prefix lp;
	char line[HT_LINE];
	unsigned before = ctx->results;
	int ret = 0;

	block_reset(&b);
	log_prefix_find(&lp, buf, len);
	lines_init(&it, buf, len);
	while (next_segment(&it, &lp, &rest, &t, &l)) {
		if (t.len >= sizeof(line))
			continue;
		if (header(t, &next)) {
			ret = emit_block(ctx, &b);
			if (ret)
				goto out;
			b = next;
			if (b.kind == HT_OTHER)
				ingest_warn_at(ctx, t.s,
					       "HD Tune block '%.*s' is not "
					       "imported",
					       (int)t.len, t.s);
			continue;
		}
		if (b.kind == HT_OTHER)
			continue;
		line_copy(t, line, sizeof(line));
		if (!strcasecmp(line, "Read transfer rate") ||
		    !strcasecmp(line, "Read test") ||
		    !strcasecmp(line, "Read")) {
			b.op = IODB_OP_READ;
			continue;
		}
		if (!strcasecmp(line, "Write transfer rate") ||
		    !strcasecmp(line, "Write test") ||
		    !strcasecmp(line, "Write")) {
			b.op = IODB_OP_WRITE;
			continue;
		}
		if (b.kind == HT_BENCHMARK && !b.headless &&
		    local_direction(line, &b.op))
			continue;
		if (b.kind == HT_NONE && random_header(line)) {
			b.kind = HT_RANDOM; /* the table pasted alone */
			b.from = b.to = t.no;
			b.at = t.s;
			continue;
		}
		if (b.kind == HT_FILE && !file_header(&b, line))
			continue;
		ret = bench_line(ctx, &b, t, line);
		if (!ret) {
			b.to = t.no;
			continue;
		}
		ret = 0;
		if (b.kind == HT_RANDOM)
			random_row(ctx, &b, t, line);
		else if (b.kind == HT_FILE)
			file_row(ctx, &b, t, line);
	}
	ret = emit_block(ctx, &b);
	if (ret)
		goto out;
	if (ctx->results == before)
		ret = ingest_error_at(ctx, buf,
				      "expected an HD Tune result such as 'HD "
				      "Tune: DRIVE Benchmark', found none");
out:
	return ret;
}

static int probe(const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line l, t, rest = {buf, 0, 0};
	struct log_prefix lp;
	struct ht_block b;
	int keys = 0, others = 0, table = 0;

	size_t n = len < 8192 ? len : 8192;

	/* every line that scores holds one of these words: without them,
	 * segmenting the text (the cost) cannot find anything */
	if (!text_find(buf, n, "HD Tune", 7) &&
	    !text_find(buf, n, "Transfer Rate ", 14) &&
	    !text_find(buf, n, "Burst Rate", 10) &&
	    !text_find(buf, n, "operations / sec", 16))
		return 0;
	log_prefix_find(&lp, buf, n);
	lines_init(&it, buf, n);
	while (next_segment(&it, &lp, &rest, &t, &l)) {
		if (header(t, &b) && b.kind != HT_OTHER)
			return 95;
		if (line_starts(t, "Transfer Rate Average") ||
		    line_starts(t, "Burst Rate") ||
		    line_starts(t, "Transfer Rate Minimum") ||
		    line_starts(t, "Transfer Rate Maximum"))
			keys++;
		else if (line_starts(t, "Access Time") ||
			 line_starts(t, "CPU Usage"))
			others++;
		if (line_find(t, "operations / sec") &&
		    line_find(t, "avg. access time"))
			table = 1;
	}
	if (table)
		return 70;
	return keys >= 2 || (keys && others) ? 60 : 0;
}

const struct ingest_format ingest_hdtune = {
    .name = "hdtune",
    .description = "HD Tune / HD Tune Pro copied results",
    .probe = probe,
    .parse = parse,
};
