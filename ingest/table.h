/*
 * Result tables found in documents: HTML tables, Markdown pipe tables and
 * tab- or comma-separated blocks (read with libcsv), and their mapping to
 * results (systems / devices / tiers as rows or as columns, tests in row
 * labels, column headers or the heading above) and to datasheet specs.
 * Also the user's --map file for tables the mapping cannot read alone
 * (format: docs/documents.md).  Internal to ingest/.
 */
#ifndef IODB_INGEST_TABLE_H
#define IODB_INGEST_TABLE_H

#include <stddef.h>

#include "ingest/ingest.h"
#include "ingest/testnames.h"

struct table_cell {
	char *text; /* NUL-terminated, trimmed; "" for a missing cell */
	long line;  /* line of the source document; 0 unknown */
};

struct table {
	struct table_cell *cells; /* rows x cols, row-major */
	size_t rows, cols;
	size_t *present; /* cells each row really had (before padding) */
	long line_from, line_to;
	const char *origin; /* "markdown", "html", "tsv", "csv" (static) */
};

/* An empty table. */
void table_init(struct table *t);

/* Free what t owns and make it empty again. */
void table_release(struct table *t);

/*
 * Append a row of n cells (texts copied, blanks trimmed; lens[i] bytes of
 * cells[i]).  Rows shorter or longer than the others are padded with "".
 * Returns 0 or -ENOMEM.
 */
int table_add_row(struct table *t, const char *const *cells, const size_t *lens,
		  const long *lines, size_t n);

/* The text of cell (r, c): "" when missing.  Never NULL. */
const char *table_cell(const struct table *t, size_t r, size_t c);

/* Whether line s (len bytes) is a Markdown table row: "| a | b |". */
int table_md_row(const char *s, size_t len);

/* Whether line s is a Markdown header separator: "|---|:--:|". */
int table_md_separator(const char *s, size_t len);

/* Append Markdown row s (len bytes) of document line `line` to t. */
int table_add_md_row(struct table *t, const char *s, size_t len, long line);

/*
 * The fields of line s (len bytes) separated by delim ('\t' or ','), read
 * with libcsv.  Returns the number of fields (>= 1), or -1 when libcsv
 * rejects the line.
 */
int table_count_fields(const char *s, size_t len, char delim);

/* Append line s split at delim (libcsv) as a row of t. */
int table_add_delimited_row(struct table *t, const char *s, size_t len,
			    long line, char delim);

/* A command line seen in the document, with the conditions it states. */
struct table_command {
	const char *tool; /* "fio", "dd", "iozone", "hdparm" (static) */
	char *text;	  /* the command as written */
	struct testname cond;
	long line;
	/*
	 * A command under a note "index 2." after table number `table`:
	 * it belongs to the row whose index column says 2.  0: none.
	 */
	int table, note;
};

/* What the document around a table says. */
struct table_context {
	int index;	     /* 1-based number of the table in the document */
	const char *heading; /* the line just above the table, or NULL */
	long heading_line;
	const char *tool;	  /* the tool the heading/section names */
	const char *tool_version; /* as the document states it, or NULL */
	const struct table_command *cmds; /* every command in the document */
	size_t n_cmds;
	const struct testname *notes; /* conditions stated in prose above */
	size_t n_notes;
	const char *map; /* the --map file's text, or NULL */
};

/*
 * Map table t to results and datasheet specs and emit them (one run per
 * system label: run.format "table").  A table that cannot be mapped is
 * reported with ingest_warn() saying why.  t may be reordered/padded.
 * Returns the number of results and specs emitted (0: unmapped), or a
 * negative errno when the sink failed.
 */
int table_emit(struct ingest_ctx *ctx, struct table *t,
	       const struct table_context *tc);

/*
 * Datasheet figures stated in prose: a line s of document line `line`
 * naming a datasheet ("datasheet: 560 MB/s sequential read, 530 MB/s
 * sequential write", "제조사 스펙: 순차 읽기 3,500MB/s") becomes specs for
 * the device model it names, else the one fallback (a heading; may be
 * NULL) names.  Returns the number of specs emitted, or a negative errno.
 */
int table_prose_datasheet(struct ingest_ctx *ctx, const char *s, long line,
			  const char *fallback);

/*
 * Check the syntax of a --map file's text (ctx->path names the document;
 * messages name the map's lines).  Returns 0, or -EINVAL after
 * ingest_error().
 */
int table_map_check(struct ingest_ctx *ctx, const char *map);

/*
 * Whether t looks like a table of results: a column of figures, and test
 * or metric words in its header or in heading (the line above; may be
 * NULL), or units in its cells.  Cheap; used by the document probe.
 */
int table_has_figures(const struct table *t, const char *heading);

#endif
