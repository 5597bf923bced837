/*
 * hdparm: the read timings of hdparm -t, -T and -tT, with or without
 * --direct, from any hdparm version, for one or several devices.
 *
 *   # hdparm -tT /dev/hda /dev/hdc
 *
 *   /dev/hda:
 *    Timing buffer-cache reads:   128 MB in  3.16 seconds = 40.51 MB/sec
 *    Timing buffered disk reads:  64 MB in 11.84 seconds =  5.41 MB/sec
 *
 * hdparm's MB is 2^20 bytes (its kB, printed below 1 MB/s, is 1024).
 * One run per device ("/dev/hda:" header; without one, the only device of
 * the command line, else unknown), one result per timing line:
 *
 *   printed label                test (canonical)        direct
 *   "cached reads"               "cached reads"          0
 *   "buffer-cache reads" (old)   "cached reads"          0
 *   "buffered disk reads"        "buffered disk reads"   0
 *   "O_DIRECT cached reads"      "O_DIRECT cached reads" 1
 *   "O_DIRECT disk reads"        "O_DIRECT disk reads"   1
 *   "buffered disk writes", "O_DIRECT disk writes" likewise (op write)
 *
 * result.job is the label as printed.  direct is 0 for the labels without
 * O_DIRECT because hdparm opens the device without O_DIRECT and says
 * "buffered" itself: -t flushes the page cache first (so the data comes
 * from the disk) but the reads still go through it.
 *
 * Figures: io_bytes = the MB count (exact: hdparm reads whole 2 MiB
 * blocks), runtime_ns = the printed seconds (rounded to 10 ms), bw_bytes =
 * the PRINTED rate: hdparm computes it from its exact elapsed time, so it
 * is more precise than MB / seconds.  A warning says when the printed rate
 * falls outside what the rounded MB and seconds allow.  pattern seq,
 * iodepth 1 and numjobs 1 (hdparm reads with one synchronous read() at a
 * time); bs unknown (not printed).  A timing label followed by an error
 * instead of figures ("read() hit EOF - device too small") is warned about
 * and skipped; figures cut short are an error.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ingest/formats.h"
#include "ingest/lines.h"
#include "model/units.h"

#define HP_LINE_MAX    1024
#define HP_MAX_RESULTS 8
#define HP_PROBE_BYTES 65536

struct hp_result {
	char job[64];
	char test[64];
	enum iodb_op op;
	int direct;
	double io_bytes, runtime_ns, bw_bytes;
	long line;
};

struct hp_state {
	/* the last command line */
	char command[HP_LINE_MAX];
	long command_line;
	int command_used; /* a run already started after it */
	char command_device[256];
	int command_devices;
	char version[32];

	/* the run being collected */
	int open;
	char device[256];
	int has_device;
	long line_from;
	struct hp_result res[HP_MAX_RESULTS];
	int n_res;

	/* a label whose figures may follow on the next line */
	char pending_job[64];
	long pending_line;

	int results;
};

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static int is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static const char *skip_blank(const char *p)
{
	while (is_blank(*p))
		p++;
	return p;
}

/* The canonical test name, op and direct flag of a printed label. */
static void canonical(const char *label, struct hp_result *r)
{
	int odirect = strstr(label, "O_DIRECT") != NULL;
	int writes = strstr(label, "writes") != NULL;
	int cached = strstr(label, "cache") != NULL;
	int disk = strstr(label, "disk") != NULL;

	r->op = writes ? IODB_OP_WRITE : IODB_OP_READ;
	r->direct = odirect;
	if (cached && !disk)
		snprintf(r->test, sizeof(r->test), "%scached %s",
			 odirect ? "O_DIRECT " : "",
			 writes ? "writes" : "reads");
	else if (disk)
		snprintf(r->test, sizeof(r->test), "%s disk %s",
			 odirect ? "O_DIRECT" : "buffered",
			 writes ? "writes" : "reads");
	else {
		snprintf(r->test, sizeof(r->test), "%s", label);
		r->direct = odirect ? 1 : -1;
	}
}

/*
 * The figures "942 MB in  2.00 seconds = 470.62 MB/sec" at p into r.
 * Returns 0, or -1 with *at where it went wrong and *expected what was
 * expected there.
 */
static int parse_figures(const char *p, struct hp_result *r, const char **at,
			 const char **expected)
{
	const char *end;
	double nv, rate_tol, secs_lo, secs_hi, step = 0.005, lo, hi;
	int dec;

	if (units_size(p, &end, UNITS_BINARY, UNITS_COMMA_NONE, &r->io_bytes) ||
	    end - p < 2 || strncmp(end - 2, "MB", 2)) {
		*at = skip_blank(p);
		*expected = "a size ('942 MB')";
		return -1;
	}
	p = skip_blank(end);
	if (strncmp(p, "in", 2) || (p[2] && !is_blank(p[2]))) {
		*at = p;
		*expected = "'in' after the size";
		return -1;
	}
	p = skip_blank(p + 2);
	if (units_duration(p, &end, UNITS_COMMA_NONE, &r->runtime_ns)) {
		*at = p;
		*expected = "a time ('2.00 seconds')";
		return -1;
	}
	p = skip_blank(end);
	if (*p != '=') {
		*at = p;
		*expected = "'=' after the time";
		return -1;
	}
	p = skip_blank(p + 1);
	if (units_rate(p, &end, UNITS_BINARY, UNITS_COMMA_NONE, &r->bw_bytes)) {
		*at = p;
		*expected = "a rate ('470.62 MB/sec')";
		return -1;
	}
	/* the printed rate must fit the rounded seconds and rate */
	if (units_number(p, NULL, UNITS_COMMA_NONE, &nv) || nv <= 0)
		return 0;
	dec = 0;
	while (is_digit(*p))
		p++;
	if (*p == '.')
		while (is_digit(*++p))
			dec++;
	rate_tol = r->bw_bytes / nv * 0.5;
	while (dec-- > 0)
		rate_tol /= 10;
	secs_lo = r->runtime_ns / units_time_factor("s", 1) - step;
	secs_hi = secs_lo + 2 * step;
	if (secs_lo > 0) {
		lo = r->io_bytes / secs_hi - rate_tol;
		hi = r->io_bytes / secs_lo + rate_tol;
		if (r->bw_bytes < lo * (1 - 1e-9) ||
		    r->bw_bytes > hi * (1 + 1e-9))
			return 1;
	}
	return 0;
}

/*
 * A timing line: "Timing <label>: <figures>", maybe behind "> " or other
 * punctuation.  Returns a pointer to the label, with *label_len, or NULL.
 */
static const char *timing_label(const char *t, size_t *label_len)
{
	const char *p = t, *colon;

	while (*p && !is_digit(*p) && !(*p >= 'a' && *p <= 'z') &&
	       !(*p >= 'A' && *p <= 'Z'))
		p++;
	if (strncmp(p, "Timing ", 7))
		return NULL;
	p += 7;
	colon = strchr(p, ':');
	if (!colon || colon - p >= 60 || colon == p)
		return NULL;
	if (!(colon - p >= 5 && !strncmp(colon - 5, "reads", 5)) &&
	    !(colon - p >= 6 && !strncmp(colon - 6, "writes", 6)))
		return NULL;
	*label_len = (size_t)(colon - p);
	return p;
}

/* "/dev/sda:" alone on its line: the device the next timings are for. */
static int device_header(const char *t, char *dev, size_t n)
{
	size_t len = strlen(t);

	if (len < 3 || t[len - 1] != ':' || !strchr(t, '/'))
		return 0;
	for (size_t i = 0; i + 1 < len; i++)
		if (is_blank(t[i]) || t[i] == ':')
			return 0;
	snprintf(dev, n, "%.*s", (int)(len - 1), t);
	return 1;
}

/*
 * "# hdparm -tT /dev/hda /dev/hdc", "$ sudo hdparm -t --direct /dev/sda":
 * returns 1 and remembers the command and its devices, else 0.
 */
static int command_line(const char *t, long line, struct hp_state *st)
{
	const char *p = t, *cmd = NULL;
	int devices = 0;

	while (*p) {
		const char *w = skip_blank(p), *e = w;

		while (*e && !is_blank(*e))
			e++;
		if (e == w)
			break;
		if ((e - w == 6 && !strncmp(w, "hdparm", 6)) ||
		    (e - w > 7 && !strncmp(e - 7, "/hdparm", 7))) {
			cmd = w;
			p = e;
			break;
		}
		p = e;
	}
	if (!cmd)
		return 0;
	/* the words before: a prompt, sudo or time */
	{
		const char *q = cmd;

		while (q > t && is_blank(q[-1]))
			q--;
		if (q > t) {
			const char *w = q;

			while (w > t && !is_blank(w[-1]))
				w--;
			if ((q - w == 4 && !strncmp(w, "sudo", 4)) ||
			    (q - w == 4 && !strncmp(w, "time", 4))) {
				cmd = w;
			} else if (!strchr("$#%>", q[-1])) {
				return 0;
			}
		}
	}
	st->command_device[0] = '\0';
	while (*p) {
		const char *w = skip_blank(p), *e = w;

		while (*e && !is_blank(*e))
			e++;
		if (e == w)
			break;
		if (*w == '|' || *w == ';' || *w == '&' || *w == '>' ||
		    *w == '#')
			break;
		if (*w == '/') {
			if (!devices)
				snprintf(st->command_device,
					 sizeof(st->command_device), "%.*s",
					 (int)(e - w), w);
			devices++;
		}
		p = e;
	}
	snprintf(st->command, sizeof(st->command), "%s", cmd);
	st->command_line = line;
	st->command_used = 0;
	st->command_devices = devices;
	return 1;
}

static int flush_run(struct ingest_ctx *ctx, struct hp_state *st)
{
	struct iodb_run run = IODB_RUN_INIT;
	int ret = 0;

	if (!st->open || !st->n_res)
		goto out;
	run.format = "hdparm";
	run.tool = "hdparm";
	run.tool_version = st->version[0] ? st->version : NULL;
	run.device = st->has_device ? st->device : NULL;
	run.command = st->command[0] ? st->command : NULL;
	run.line_from = st->line_from;
	run.line_to = st->res[st->n_res - 1].line;
	ret = ingest_emit_run(ctx, &run);
	if (ret)
		goto out;
	for (int i = 0; i < st->n_res; i++) {
		struct iodb_result res = IODB_RESULT_INIT;
		const struct hp_result *r = &st->res[i];

		res.job = r->job;
		res.test = r->test;
		res.op = r->op;
		res.pattern = IODB_PATTERN_SEQ;
		res.iodepth = 1;
		res.numjobs = 1;
		res.direct = r->direct;
		res.io_bytes = r->io_bytes;
		res.runtime_ns = r->runtime_ns;
		res.bw_bytes = r->bw_bytes;
		res.line_from = r->line;
		res.line_to = r->line;
		ret = ingest_emit_result(ctx, &res);
		if (ret)
			goto out;
		st->results++;
	}
out:
	st->open = 0;
	st->n_res = 0;
	return ret;
}

static void open_run(struct hp_state *st, const char *device, long line)
{
	st->open = 1;
	st->n_res = 0;
	st->has_device = device != NULL;
	if (device)
		snprintf(st->device, sizeof(st->device), "%s", device);
	st->line_from = line;
	if (st->command[0] && !st->command_used) {
		st->line_from = st->command_line;
		st->command_used = 1;
	}
}

/*
 * Whether r starts another hdparm invocation: a test the run already has,
 * or a cached test after a disk test (hdparm does -T before -t).
 */
static int another_invocation(const struct hp_state *st,
			      const struct hp_result *r)
{
	int cached = strstr(r->test, "cached") != NULL;

	for (int i = 0; i < st->n_res; i++) {
		if (!strcmp(st->res[i].test, r->test))
			return 1;
		if (cached && strstr(st->res[i].test, "disk"))
			return 1;
	}
	return st->n_res == HP_MAX_RESULTS;
}

static int add_result(struct ingest_ctx *ctx, struct hp_state *st,
		      const struct hp_result *r)
{
	int ret;

	if (st->open && another_invocation(st, r)) {
		/* no header says which device: unknown */
		ret = flush_run(ctx, st);
		if (ret)
			return ret;
		open_run(st, NULL, r->line);
	}
	if (!st->open)
		open_run(st,
			 st->command_devices == 1 ? st->command_device : NULL,
			 r->line);
	st->res[st->n_res++] = *r;
	return 0;
}

/* Figures for a label: parse, warn when inconsistent, keep. */
static int take_figures(struct ingest_ctx *ctx, struct hp_state *st,
			const char *label, size_t label_len, const char *p,
			long line, long col0, const char *t)
{
	struct hp_result r;
	const char *at = NULL, *expected = NULL;
	int rc;

	memset(&r, 0, sizeof(r));
	snprintf(r.job, sizeof(r.job), "%.*s", (int)label_len, label);
	canonical(r.job, &r);
	r.line = line;
	rc = parse_figures(p, &r, &at, &expected);
	if (rc < 0)
		return ingest_error(ctx, line, col0 + (long)(at - t) + 1,
				    "expected %s, found %s%.*s%s", expected,
				    *at ? "'" : "", *at ? 24 : 0, at,
				    *at ? "'" : "end of line");
	if (rc > 0)
		ingest_warn(ctx, line, 0,
			    "'%s': the printed rate does not fit the printed "
			    "size and time",
			    r.job);
	return add_result(ctx, st, &r);
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	struct hp_state *st = calloc(1, sizeof(*st));
	struct line_iter it;
	struct text_line line;
	char t[HP_LINE_MAX], dev[256];
	int ret = 0;

	if (!st)
		return -ENOMEM;
	lines_init(&it, buf, len);
	while (lines_next(&it, &line)) {
		struct text_line tl = line_trim(line);
		const char *label, *p, *mb;
		size_t label_len;
		long col0 = (long)(tl.s - line.s);

		if (tl.len >= sizeof(t) || memchr(tl.s, '\0', tl.len))
			continue;
		line_copy(tl, t, sizeof(t));

		if (st->pending_job[0]) {
			char job[64];
			long pline = st->pending_line;

			snprintf(job, sizeof(job), "%s", st->pending_job);
			st->pending_job[0] = '\0';
			if (!tl.len)
				goto skipped;
			if (is_digit(t[0]) && strstr(t, " MB in ")) {
				ret = take_figures(ctx, st, job, strlen(job), t,
						   line.no, col0, t);
				if (ret)
					goto out;
				continue;
			}
		skipped:
			ingest_warn(ctx, pline, 0,
				    "no figures for 'Timing %s'; skipped", job);
		}

		label = timing_label(t, &label_len);
		if (label) {
			p = skip_blank(label + label_len + 1);
			if (!*p) {
				snprintf(st->pending_job,
					 sizeof(st->pending_job), "%.*s",
					 (int)label_len, label);
				st->pending_line = line.no;
				continue;
			}
			if (!is_digit(*p)) {
				/* a message first, figures maybe after */
				mb = strstr(p, " MB in ");
				while (mb && mb > p && is_digit(mb[-1]))
					mb--;
				if (!mb || !is_digit(*mb)) {
					ingest_warn(ctx, line.no, 0,
						    "no figures for 'Timing "
						    "%.*s' (%s); skipped",
						    (int)label_len, label, p);
					continue;
				}
				p = mb;
			}
			ret = take_figures(ctx, st, label, label_len, p,
					   line.no, col0, t);
			if (ret)
				goto out;
			continue;
		}
		if (device_header(t, dev, sizeof(dev))) {
			ret = flush_run(ctx, st);
			if (ret)
				goto out;
			open_run(st, dev, line.no);
			continue;
		}
		if (!strncmp(t, "hdparm v", 8) && is_digit(t[8])) {
			snprintf(st->version, sizeof(st->version), "%.*s",
				 (int)strcspn(t + 7, " ,"), t + 7);
			continue;
		}
		if (command_line(t, line.no, st)) {
			ret = flush_run(ctx, st);
			if (ret)
				goto out;
		}
	}
	if (st->pending_job[0])
		ingest_warn(ctx, st->pending_line, 0,
			    "no figures for 'Timing %s'; skipped",
			    st->pending_job);
	ret = flush_run(ctx, st);
	if (ret)
		goto out;
	if (!st->results)
		ret = ingest_error(ctx, 0, 0,
				   "expected hdparm timings ('Timing cached "
				   "reads:   942 MB in  2.00 seconds = 470.62 "
				   "MB/sec'), found none");
out:
	free(st);
	return ret;
}

/*
 * hdparm's timing lines are unmistakable: "Timing <label> reads:" with
 * "MB in ... seconds =" after it.
 */
static int probe(const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line line;
	char t[HP_LINE_MAX];
	int labels = 0, figures = 0;

	lines_init(&it, buf, len < HP_PROBE_BYTES ? len : HP_PROBE_BYTES);
	while (lines_next(&it, &line)) {
		struct text_line tl = line_trim(line);
		const char *label;
		size_t label_len;

		if (tl.len >= sizeof(t) || memchr(tl.s, '\0', tl.len))
			continue;
		line_copy(tl, t, sizeof(t));
		label = timing_label(t, &label_len);
		if (!label)
			continue;
		labels++;
		if (strstr(label, " MB in ") && strstr(label, " seconds = "))
			figures++;
	}
	if (figures)
		return 90;
	return labels ? 50 : 0;
}

const struct ingest_format ingest_hdparm = {
    .name = "hdparm",
    .description = "hdparm -t/-T/--direct read timings (MB = 2^20 bytes)",
    .probe = probe,
    .parse = parse,
};
