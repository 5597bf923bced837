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
 * - File Benchmark, Extra tests and other blocks are skipped with a warning.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ingest/formats.h"
#include "ingest/lines.h"
#include "model/units.h"

#define HT_LINE 512

enum ht_kind {
	HT_NONE,
	HT_BENCHMARK,
	HT_RANDOM,
	HT_OTHER,
};

struct ht_bench {
	double min, max, avg, access, burst, cpu;
	long from, to;
};

struct ht_row {
	char label[32];
	enum iodb_op op;
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
	enum iodb_op op;
	struct ht_bench bench[2]; /* read, write */
	struct ht_row rows[32];
	size_t n_rows;
};

static const char *skip_blanks(const char *p)
{
	while (*p == ' ' || *p == '\t')
		p++;
	return p;
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
	    {" File Benchmark", HT_OTHER},
	    {" Benchmark", HT_BENCHMARK},
	    {" Random Access", HT_RANDOM},
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
	return 1;
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
				return ingest_error(
				    ctx, b->bench[i].from, 0,
				    "expected 'Transfer Rate Average' in "
				    "the HD Tune benchmark, found none");
		if (!bench_used(&b->bench[0]) && !bench_used(&b->bench[1]))
			return ingest_error(ctx, b->from, 0,
					    "expected 'Transfer Rate ...' "
					    "lines after the HD Tune header, "
					    "found none");
	}
	if (b->kind == HT_RANDOM && !b->n_rows)
		return ingest_error(ctx, b->from, 0,
				    "expected random access rows such as "
				    "'4 KB  69 IOPS ...', found none");
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
		if (!isnan(h->min))
			m[n++] = (struct iodb_metric){"transfer_rate_min",
						      h->min, "bytes/s"};
		if (!isnan(h->max))
			m[n++] = (struct iodb_metric){"transfer_rate_max",
						      h->max, "bytes/s"};
		if (!isnan(h->burst))
			m[n++] = (struct iodb_metric){"burst_rate", h->burst,
						      "bytes/s"};
		if (!isnan(h->cpu))
			m[n++] = (struct iodb_metric){"cpu_usage_pct", h->cpu,
						      "pct"};
		r.job = "Benchmark";
		r.op = i ? IODB_OP_WRITE : IODB_OP_READ;
		r.pattern = IODB_PATTERN_SEQ;
		r.bw_bytes = h->avg;
		r.access_time_ns = h->access;
		r.extras = m;
		r.n_extras = n;
		r.line_from = h->from;
		r.line_to = h->to;
		ret = ingest_emit_result(ctx, &r);
	}
	for (size_t i = 0; !ret && b->kind == HT_RANDOM && i < b->n_rows; i++) {
		struct ht_row *w = &b->rows[i];
		struct iodb_result r = IODB_RESULT_INIT;
		struct iodb_metric m[1];
		size_t n = 0;

		if (!isnan(w->max_ns))
			m[n++] = (struct iodb_metric){"max_access_time",
						      w->max_ns, "ns"};
		r.job = "Random Access";
		r.test = w->label;
		r.op = w->op;
		r.pattern = IODB_PATTERN_RAND;
		r.bs = w->bs;
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

/* "Transfer Rate Minimum : 1.0 MB/sec" and the other benchmark lines. */
static int bench_line(struct ingest_ctx *ctx, struct ht_block *b,
		      struct text_line t, const char *line, long indent)
{
	static const char *const keys[] = {
	    "Transfer Rate Minimum",
	    "Transfer Rate Maximum",
	    "Transfer Rate Average",
	    "Access Time",
	    "Burst Rate",
	    "CPU Usage",
	};
	struct ht_bench *h = &b->bench[b->op == IODB_OP_WRITE];
	const char *p, *e = NULL;
	double x;
	size_t i, k = 0;
	int bad;

	for (i = 0; i < 6; i++) {
		k = strlen(keys[i]);
		if (!strncmp(line, keys[i], k))
			break;
	}
	if (i == 6)
		return 1;
	p = skip_blanks(line + k);
	if (*p != ':')
		return 1;
	p = skip_blanks(p + 1);
	if (i <= 2 || i == 4)
		bad =
		    units_rate(p, &e, UNITS_DECIMAL, UNITS_COMMA_THOUSANDS, &x);
	else if (i == 3)
		bad = units_duration(p, &e, UNITS_COMMA_THOUSANDS, &x);
	else
		bad = units_number(p, &e, UNITS_COMMA_THOUSANDS, &x) ||
		      *skip_blanks(e) != '%' || !(e = skip_blanks(e) + 1);
	if (bad || *skip_blanks(e))
		return ingest_error(ctx, t.no, (long)(p - line) + 1 + indent,
				    "expected a %s after '%s :', found '%.40s'",
				    i == 3   ? "duration such as '0.4 ms'"
				    : i == 5 ? "percentage such as '27.2%'"
					     : "rate such as '308.1 MB/sec'",
				    keys[i], p);
	if (b->kind == HT_NONE) { /* lines pasted without their header */
		b->kind = HT_BENCHMARK;
		b->from = t.no;
	}
	if (!bench_used(h))
		h->from = t.no;
	h->to = t.no;
	switch (i) {
	case 0: h->min = x; break;
	case 1: h->max = x; break;
	case 2: h->avg = x; break;
	case 3: h->access = x; break;
	case 4: h->burst = x; break;
	default:
		h->cpu = x < 0 ? NAN : x; /* -1.0%: not measured */
		break;
	}
	return 0;
}

/* "4 KB   69 IOPS   14.379 ms   26.618 ms   0.271 MB/s" */
static int random_row(struct ingest_ctx *ctx, struct ht_block *b,
		      struct text_line t, const char *line, long indent)
{
	struct ht_row w = {
	    .bs = -1, .iops = NAN, .avg_ns = NAN, .max_ns = NAN, .bw = NAN};
	const char *p = line, *e = NULL;
	double x;

	if (!strncmp(p, "Random", 6) && (p[6] == ' ' || p[6] == '\t')) {
		snprintf(w.label, sizeof(w.label), "Random");
		p += 6;
	} else {
		if (*p < '0' || *p > '9' ||
		    units_size(p, &e, UNITS_BINARY, UNITS_COMMA_THOUSANDS,
			       &x) ||
		    e == p || (e[-1] >= '0' && e[-1] <= '9'))
			return 1; /* not a row: a size needs its unit */
		snprintf(w.label, sizeof(w.label), "%.*s", (int)(e - p), p);
		w.bs = (int64_t)x;
		p = e;
	}
	p = skip_blanks(p);
	if (units_number(p, &e, UNITS_COMMA_THOUSANDS, &w.iops))
		goto bad;
	p = skip_blanks(e);
	if (strncmp(p, "IOPS", 4))
		goto bad;
	p = skip_blanks(p + 4);
	if (units_duration(p, &e, UNITS_COMMA_THOUSANDS, &w.avg_ns))
		goto bad;
	p = skip_blanks(e);
	if (units_duration(p, &e, UNITS_COMMA_THOUSANDS, &w.max_ns))
		goto bad;
	p = skip_blanks(e);
	if (units_rate(p, &e, UNITS_DECIMAL, UNITS_COMMA_THOUSANDS, &w.bw))
		goto bad;
	p = skip_blanks(e);
	if (*p)
		goto bad;
	if (b->n_rows == sizeof(b->rows) / sizeof(b->rows[0]))
		return ingest_error(ctx, t.no, 0,
				    "too many random access rows");
	w.op = b->op;
	w.line = t.no;
	b->rows[b->n_rows++] = w;
	b->to = t.no;
	return 0;
bad:
	return ingest_error(ctx, t.no, (long)(p - line) + 1 + indent,
			    "expected 'N IOPS  N ms  N ms  N MB/s' in the "
			    "random access row, found '%.40s'",
			    p);
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line l, t;
	struct ht_block b, next;
	char line[HT_LINE];
	unsigned blocks = 0;
	int ret = 0;

	block_reset(&b);
	lines_init(&it, buf, len);
	while (lines_next(&it, &l)) {
		t = line_trim(l);
		if (!t.len || t.len >= sizeof(line))
			continue;
		if (header(t, &next)) {
			ret = emit_block(ctx, &b);
			if (ret)
				goto out;
			blocks += b.kind == HT_BENCHMARK || b.kind == HT_RANDOM;
			b = next;
			if (b.kind == HT_OTHER)
				ingest_warn(ctx, t.no, 0,
					    "HD Tune block '%.*s' is not "
					    "imported",
					    (int)t.len, t.s);
			continue;
		}
		if (b.kind == HT_OTHER)
			continue;
		line_copy(t, line, sizeof(line));
		if (!strcmp(line, "Read transfer rate") ||
		    !strcmp(line, "Read test")) {
			b.op = IODB_OP_READ;
			continue;
		}
		if (!strcmp(line, "Write transfer rate") ||
		    !strcmp(line, "Write test")) {
			b.op = IODB_OP_WRITE;
			continue;
		}
		ret = bench_line(ctx, &b, t, line, (long)(t.s - l.s));
		if (ret <= 0) {
			if (ret)
				goto out;
			b.to = t.no;
			continue;
		}
		ret = 0;
		if (b.kind == HT_RANDOM) {
			ret = random_row(ctx, &b, t, line, (long)(t.s - l.s));
			if (ret < 0)
				goto out;
			ret = 0;
		}
	}
	ret = emit_block(ctx, &b);
	if (ret)
		goto out;
	blocks += b.kind == HT_BENCHMARK || b.kind == HT_RANDOM;
	if (!blocks)
		ret = ingest_error(ctx, 1, 0,
				   "expected an HD Tune result such as 'HD "
				   "Tune: DRIVE Benchmark', found none");
out:
	return ret;
}

static int probe(const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line l, t;
	struct ht_block b;
	int keys = 0;

	lines_init(&it, buf, len < 8192 ? len : 8192);
	while (lines_next(&it, &l)) {
		t = line_trim(l);
		if (header(t, &b) && b.kind != HT_OTHER)
			return 95;
		if (line_starts(t, "Transfer Rate Average") ||
		    line_starts(t, "Burst Rate") ||
		    line_starts(t, "Transfer Rate Minimum"))
			keys++;
	}
	return keys >= 2 ? 60 : 0;
}

const struct ingest_format ingest_hdtune = {
    .name = "hdtune",
    .description = "HD Tune / HD Tune Pro copied results",
    .probe = probe,
    .parse = parse,
};
