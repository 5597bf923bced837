/*
 * ingest/: the one door to every importer.
 *
 * Each source format is one file, ingest/<format>.c, exporting one
 * const struct ingest_format.  ingest.c lists them all in one table.
 * Parsers work from a memory buffer, never open files, keep no globals and
 * hand their records to the caller through ingest_emit_run() and
 * ingest_emit_result().  They know nothing of SQLite.
 */
#ifndef IODB_INGEST_INGEST_H
#define IODB_INGEST_INGEST_H

#include <stdarg.h>
#include <stddef.h>

#include "model/model.h"

struct ingest_norm; /* ingest/normalize.h */

/* Where parsed records go: set by the caller (the CLI, a test). */
struct ingest_sink {
	/* A new run starts; the results that follow belong to it. */
	int (*run)(void *arg, const struct iodb_run *run);
	/* One result of the current run. */
	int (*result)(void *arg, const struct iodb_result *res);
	/* A datasheet figure found in a document (may be NULL: ignored). */
	int (*spec)(void *arg, const struct iodb_spec *spec);
	void *arg;
};

/*
 * Where the lines of a normalized buffer came from (ingest/normalize.h):
 * line L of a ctx whose line_base is B is line L + B - base of norm's
 * text.  Set by ingest_parse(); a nested parse (a document's block) shares
 * its parent's.
 */
struct ingest_linemap {
	const struct ingest_norm *norm;
	long base;
};

struct ingest_ctx {
	const char *path; /* shown in messages: "FILE:LINE:" */
	struct ingest_sink sink;
	int verbose;		  /* show the line and a caret on errors */
	int quiet;		  /* print no diagnostics (fuzzing, probing) */
	const char *hint_command; /* a command line / job file given by the
				     user (--job-file) that fills conditions
				     the output does not state; may be NULL */
	int hint_device_unsure;	  /* hint_command is one of alternatives
				     naming other targets, shown before the
				     output: its filename is no device of it */
	long line_base;		  /* added to every line number reported and
				     emitted: a document importer parsing a
				     block that starts at line N+1 sets N */
	const char *table_map;	  /* the text of a --map FILE: how to read
				     the tables of a document that the
				     document importer cannot map alone
				     (docs/documents.md); may be NULL */
	const char *table_map_path; /* its file name, for messages that
				       point into it ("MAP:3:9: error") */
	/*
	 * When set, every diagnostic goes here instead of being printed
	 * (even when quiet): error is 1 for an error, 0 for a warning; line
	 * and col are those of the buffer being parsed (line_base not
	 * added; 0 when unknown), msg is the text without "error: ".  The
	 * document importer relays a block's messages with the document's
	 * line numbers, and turns a broken block's error into a warning.
	 */
	void (*report)(void *arg, int error, long line, long col,
		       const char *msg);
	void *report_arg;
	/*
	 * The map back to the text the user gave, when ingest_parse()
	 * normalized it (NULL: lines are the buffer's own).  A document
	 * importer parsing a block copies its own ctx's map into the child
	 * ctx, so the child's messages point into the original file too.
	 */
	const struct ingest_linemap *map;
	/*
	 * A document's block cut at its commands: its lines above the part
	 * parsed (hddtemp's or hdparm -i's drive models above hdparm's
	 * runs); NULL: none.  Not owned.
	 */
	const char *above_text;
	size_t above_len;
	/*
	 * The document's lines, when the document gave hint_command and it
	 * names shell variables ("--bs=${bs}"): the settings there
	 * ("bs=16k") give their values for its conditions
	 * (fio_options_resolve_vars(), for the command's line at offset
	 * hint_vars_at); NULL: none.  Not owned.
	 */
	const char *hint_vars_text;
	size_t hint_vars_len, hint_vars_at;
	/*
	 * A document's part that nothing in the document labels: the
	 * document's lines above it (from the section's heading), whose
	 * captions the importer may read as holding over the part ("Under
	 * 2.4.21:" over other outputs and remarks, then this part); NULL:
	 * none.  Not owned.
	 */
	const char *caption_text;
	size_t caption_len;
	/*
	 * The label a document gives the part (the caption or heading over
	 * it, "Speed comparisons, 2216"), or NULL: a caption inside the part
	 * that continues it ("2217:", another number as long) is read
	 * against it as against a caption of the part's own.  Not owned.
	 */
	const char *block_label;
	/*
	 * Set by a document importer handing over fio result lines it
	 * found quoted alone, each behind its job's name ("- fio-nvme:
	 * IOPS=146k, BW=..."): the line is the job's name and its result,
	 * no block cut from its header or its other lines, so the importer
	 * does not warn that they are missing.
	 */
	int result_lines_only;
	/*
	 * Set by a document importer on the block it hands over: the end
	 * of the buffer is the end of the block, the document may go on
	 * (a message says "the end of the block", not "end of file").
	 */
	int doc_block;
	/*
	 * Set by a caller passing ingest_parse() the format that detection
	 * chose (ingest_detect_keep()), not one the user named: a text more
	 * than the tool's output that the tool rejects is then read as a
	 * document, as when ingest_parse() detects it itself.
	 */
	int format_detected;
	/*
	 * Set by a document importer on the block it hands over when the
	 * document says nothing of speed or testing and shows no table nor
	 * any other tool's output (a how-to, a question on restoring a
	 * device): a dd writing a firmware or boot file to a device
	 * there is a step of the procedure, no benchmark.
	 */
	int doc_procedure;
	/*
	 * The whole document a block handed over was cut from (its text as
	 * given, HTML included), for what the block's importer reads
	 * beyond the block (dd: a read of the same device elsewhere in
	 * it); NULL: none.  Not owned.
	 */
	const char *doc_text;
	size_t doc_len;
	/* Filled in while parsing. */
	const char *buf; /* the buffer being parsed (for carets) */
	size_t len;
	unsigned warnings;
	unsigned errors;
	unsigned runs;
	unsigned results;
	unsigned specs;
	/* the host of a console prompt before a run's command
	 * ("[admin@db1 ~]$ dd ..."): ingest_emit_run() (ingest.c) */
	int hosts_named;      /* whether a prompt of host_buf names a host */
	const char *host_buf; /* the buffer the ones below are of */
	long host_floor;      /* the last line of the last run emitted */
	long host_no;	      /* a line looked at last, and */
	size_t host_pos;      /* ... where it starts (runs come in order) */
	char host[64];	      /* the host found last, for the next runs of */
	char host_cmd[64];    /* ... the same command */
	/* the last position ingest_error_at/ingest_warn_at located, so that
	 * a run of diagnostics down a large buffer counts each line once */
	const char *loc_buf, *loc_p;
	long loc_line;
};

struct ingest_format {
	const char *name; /* "fio-json": the export contract's "format" */
	const char *description;
	/*
	 * Confidence 0..100 that buf holds this format; never reads past len.
	 * 100 means certain (the whole buffer is this format, e.g. a JSON
	 * document that is fio's): detection stops there.
	 */
	int (*probe)(const char *buf, size_t len);
	/*
	 * Parse buf and emit what it holds.  Returns 0 on success, a negative
	 * errno on failure, having printed the message with ingest_error().
	 * On failure the caller discards everything emitted for this source.
	 */
	int (*parse)(struct ingest_ctx *ctx, const char *buf, size_t len);
};

/* Every format, in one table terminated by NULL. */
extern const struct ingest_format *const ingest_formats[];

/* The format called name, or NULL. */
const struct ingest_format *ingest_find(const char *name);

/*
 * The format whose probe is most confident about buf, or NULL when no probe
 * says at least 30.  *confidence (may be NULL) gets the winner's score.
 * The probes see buf normalized (ingest/normalize.h), as ingest_parse()
 * gives it to the importer.
 */
const struct ingest_format *ingest_detect(const char *buf, size_t len,
					  int *confidence);

/*
 * ingest_detect(), keeping the normalization of buf (or that it needs
 * none) for the ingest_parse() of the same buf (the same pointer and
 * length, unchanged) that follows in the same thread: normalizing twice
 * costs as much as detecting.  Any other ingest_parse() or
 * ingest_detect_keep() drops what was kept.
 */
const struct ingest_format *ingest_detect_keep(const char *buf, size_t len,
					       int *confidence);

/*
 * Parse buf as fmt (detected when fmt is NULL).  Unless ctx->map is set
 * (a nested parse of text already normalized), buf is first normalized
 * (ingest/normalize.h: what pasting does to text is undone) and the
 * importer parses the normalized copy; every message and every line_from /
 * line_to / spec line that reaches ctx->sink is mapped back to the line of
 * buf (plus ctx->line_base).  Counts in ctx; ctx->buf/len are buf/len
 * again on return.  Returns 0, or a negative errno after printing why (an
 * undetectable buffer gives -ENOMSG with "no importer recognizes").
 */
int ingest_parse(struct ingest_ctx *ctx, const struct ingest_format *fmt,
		 const char *buf, size_t len);

/* Hand a run / a result to the sink; returns the sink's status. */
int ingest_emit_run(struct ingest_ctx *ctx, const struct iodb_run *run);
/*
 * ingest_emit_run(), given the host a line above the run names for it
 * (above_host: the nodename of a `uname -a` line the run was made under,
 * line_uname_host(); NULL or "": none): a run with no host of its own
 * whose command no console prompt names a host for takes it (a prompt on
 * the command's own line is the nearer evidence).  Keeps no pointer to
 * above_host past the sink's call.
 */
int ingest_emit_run_host(struct ingest_ctx *ctx, const struct iodb_run *run,
			 const char *above_host);
int ingest_emit_result(struct ingest_ctx *ctx, const struct iodb_result *res);
int ingest_emit_spec(struct ingest_ctx *ctx, const struct iodb_spec *spec);

/*
 * Print "iodb: PATH:LINE:COL: error: MESSAGE" (COL omitted when 0, LINE
 * when 0) on stderr, with the line and a caret when ctx->verbose.
 * Always returns -EINVAL so a parser can `return ingest_error(...)`.
 */
int ingest_error(struct ingest_ctx *ctx, long line, long col, const char *fmt,
		 ...) __attribute__((format(printf, 4, 5)));

/* The same as a warning; parsing goes on. */
void ingest_warn(struct ingest_ctx *ctx, long line, long col, const char *fmt,
		 ...) __attribute__((format(printf, 4, 5)));

/*
 * The same, with the location given as a pointer into the buffer being
 * parsed (ctx->buf .. ctx->buf + ctx->len): the line and column are
 * computed from it (jq's locfile idea), so every message has both.  A
 * pointer outside the buffer reports the file only.
 */
int ingest_error_at(struct ingest_ctx *ctx, const char *p, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void ingest_warn_at(struct ingest_ctx *ctx, const char *p, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/*
 * A warning about lines from..to of ctx->buf (to >= from, as passed to
 * ingest_warn; mapped back like them): "iodb: PATH:FROM-TO: warning: MSG".
 */
void ingest_warn_lines(struct ingest_ctx *ctx, long from, long to,
		       const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/*
 * The line of the file the user gave for line `line` of ctx->buf (as
 * passed to ingest_error): ctx->line_base added and, when the text was
 * normalized, mapped back.  For a message that names lines in its text.
 */
long ingest_line(const struct ingest_ctx *ctx, long line);

/*
 * How many quote marks ('>', line_quote_marks()) open the line the user
 * gave for line `line` of ctx->buf: a mail's quote, which normalizing
 * took off; -1 when the text was not normalized (no quote in it).
 */
int ingest_line_quote_marks(const struct ingest_ctx *ctx, long line);

/* 1-based line number of position p inside buf (counts '\n' before p). */
long ingest_line_of(const char *buf, const char *p);

#endif
