/*
 * The importer registry and the shared parse driver.
 */
#include "ingest/ingest.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "ingest/formats.h"
#include "util/strbuf.h"

/* Every format, most specific first (ties in probe go to the earlier). */
const struct ingest_format *const ingest_formats[] = {
    &ingest_fio_json,
    &ingest_fio_terse,
    &ingest_fio_text,
    &ingest_cdm,
    &ingest_kdiskmark,
    &ingest_hdtune,
    &ingest_iozone,
    &ingest_hdparm,
    &ingest_dd,
    &ingest_document,
    NULL,
};

const struct ingest_format *ingest_find(const char *name)
{
	for (size_t i = 0; ingest_formats[i]; i++)
		if (!strcmp(ingest_formats[i]->name, name))
			return ingest_formats[i];
	/* json+ is read by the fio JSON importer */
	if (!strcmp(name, "fio-jsonplus") || !strcmp(name, "fio-json+"))
		return &ingest_fio_json;
	return NULL;
}

const struct ingest_format *ingest_detect(const char *buf, size_t len,
					  int *confidence)
{
	const struct ingest_format *best = NULL;
	int best_score = 0;

	for (size_t i = 0; ingest_formats[i]; i++) {
		int score = ingest_formats[i]->probe(buf, len);

		if (score > best_score) {
			best_score = score;
			best = ingest_formats[i];
		}
		if (score >= 100)
			break; /* certain: the rest need not look */
	}
	if (best_score < 30)
		best = NULL;
	if (confidence)
		*confidence = best_score;
	return best;
}

int ingest_parse(struct ingest_ctx *ctx, const struct ingest_format *fmt,
		 const char *buf, size_t len)
{
	ctx->buf = buf;
	ctx->len = len;
	if (!fmt)
		fmt = ingest_detect(buf, len, NULL);
	if (!fmt) {
		if (!ctx->quiet)
			fprintf(stderr,
				"iodb: %s: error: no importer recognizes this "
				"file (try --format; see 'iodb import --help' "
				"for the formats)\n",
				ctx->path);
		ctx->errors++;
		return -ENOMSG;
	}
	return fmt->parse(ctx, buf, len);
}

int ingest_emit_run(struct ingest_ctx *ctx, const struct iodb_run *run)
{
	struct iodb_run r = *run;

	ctx->runs++;
	if (r.line_from > 0)
		r.line_from += ctx->line_base;
	if (r.line_to > 0)
		r.line_to += ctx->line_base;
	return ctx->sink.run ? ctx->sink.run(ctx->sink.arg, &r) : 0;
}

int ingest_emit_result(struct ingest_ctx *ctx, const struct iodb_result *res)
{
	struct iodb_result r = *res;

	ctx->results++;
	if (r.line_from > 0)
		r.line_from += ctx->line_base;
	if (r.line_to > 0)
		r.line_to += ctx->line_base;
	return ctx->sink.result ? ctx->sink.result(ctx->sink.arg, &r) : 0;
}

int ingest_emit_spec(struct ingest_ctx *ctx, const struct iodb_spec *spec)
{
	struct iodb_spec sp = *spec;

	ctx->specs++;
	if (sp.line > 0)
		sp.line += ctx->line_base;
	spec = &sp;
	return ctx->sink.spec ? ctx->sink.spec(ctx->sink.arg, spec) : 0;
}

long ingest_line_of(const char *buf, const char *p)
{
	long n = 1;

	for (const char *q = buf; q < p; q++)
		if (*q == '\n')
			n++;
	return n;
}

/* The text of line `line` of ctx->buf, for the caret display. */
static void show_line(struct ingest_ctx *ctx, long line, long col)
{
	const char *p = ctx->buf, *end = ctx->buf + ctx->len, *e;

	if (!p || line <= 0)
		return;
	for (long n = 1; n < line && p < end; p++)
		if (*p == '\n')
			n++;
	e = p;
	while (e < end && *e != '\n' && *e != '\r')
		e++;
	fprintf(stderr, " %.*s\n", (int)(e - p > 200 ? 200 : e - p), p);
	if (col > 0)
		fprintf(stderr, " %*s^\n", (int)(col - 1), "");
}

/* Hand a message to ctx->report (set by a document importer). */
static void relay_report(struct ingest_ctx *ctx, const char *kind, long line,
			 long col, const char *fmt, va_list ap)
{
	struct strbuf sb = STRBUF_INIT;

	if (strbuf_vaddf(&sb, fmt, ap) == 0)
		ctx->report(ctx->report_arg, !strcmp(kind, "error"), line, col,
			    sb.buf);
	else
		ctx->report(ctx->report_arg, !strcmp(kind, "error"), line, col,
			    fmt);
	strbuf_release(&sb);
}

static void vreport_lines(struct ingest_ctx *ctx, const char *kind, long line,
			  long to, long col, const char *fmt, va_list ap)
{
	if (ctx->report) {
		relay_report(ctx, kind, line, col, fmt, ap);
		return;
	}
	if (ctx->quiet)
		return;
	fprintf(stderr, "iodb: %s", ctx->path ? ctx->path : "<input>");
	if (line > 0)
		fprintf(stderr, ":%ld", line + ctx->line_base);
	if (line > 0 && to > line)
		fprintf(stderr, "-%ld", to + ctx->line_base);
	else if (line > 0 && col > 0)
		fprintf(stderr, ":%ld", col);
	fprintf(stderr, ": %s: ", kind);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	if (ctx->verbose && to <= line)
		show_line(ctx, line, col); /* line within ctx->buf */
}

static void vreport(struct ingest_ctx *ctx, const char *kind, long line,
		    long col, const char *fmt, va_list ap)
{
	vreport_lines(ctx, kind, line, line, col, fmt, ap);
}

int ingest_error(struct ingest_ctx *ctx, long line, long col, const char *fmt,
		 ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(ctx, "error", line, col, fmt, ap);
	va_end(ap);
	ctx->errors++;
	return -EINVAL;
}

void ingest_warn(struct ingest_ctx *ctx, long line, long col, const char *fmt,
		 ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(ctx, "warning", line, col, fmt, ap);
	va_end(ap);
	ctx->warnings++;
}

/* Line and column (1-based, in bytes) of p in ctx->buf; 0, 0 outside. */
static void locate(struct ingest_ctx *ctx, const char *p, long *line, long *col)
{
	const char *b = ctx->buf, *ls;

	*line = *col = 0;
	if (!b || !p || p < b || p > b + ctx->len)
		return;
	*line = ingest_line_of(b, p);
	ls = p;
	while (ls > b && ls[-1] != '\n')
		ls--;
	*col = (long)(p - ls) + 1;
}

int ingest_error_at(struct ingest_ctx *ctx, const char *p, const char *fmt, ...)
{
	va_list ap;
	long line, col;

	locate(ctx, p, &line, &col);
	va_start(ap, fmt);
	vreport(ctx, "error", line, col, fmt, ap);
	va_end(ap);
	ctx->errors++;
	return -EINVAL;
}

void ingest_warn_at(struct ingest_ctx *ctx, const char *p, const char *fmt, ...)
{
	va_list ap;
	long line, col;

	locate(ctx, p, &line, &col);
	va_start(ap, fmt);
	vreport(ctx, "warning", line, col, fmt, ap);
	va_end(ap);
	ctx->warnings++;
}

void ingest_warn_lines(struct ingest_ctx *ctx, long from, long to,
		       const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport_lines(ctx, "warning", from, to, 0, fmt, ap);
	va_end(ap);
	ctx->warnings++;
}
