/*
 * Export rows in the public contract of DESIGN.md ("iodb export"):
 * JSON (an array of objects, cJSON), CSV (the same columns, libcsv
 * quoting) or a human table.  Streaming: one row at a time.
 */
#ifndef IODB_REPORT_EXPORT_H
#define IODB_REPORT_EXPORT_H

#include <stdio.h>

#include "store/store.h"

enum report_export_format {
	REPORT_EXPORT_JSON,
	REPORT_EXPORT_CSV,
	REPORT_EXPORT_TABLE,
};

struct report_export;

/*
 * Parse "json", "csv" or "table" into *fmt.  Returns 0 or -EINVAL.
 */
int report_export_format_parse(const char *name,
			       enum report_export_format *fmt);

/*
 * Start an export to out.  Returns 0 with *ex set (caller ends it with
 * report_export_end, which frees it), or -ENOMEM.
 */
int report_export_begin(FILE *out, enum report_export_format fmt,
			struct report_export **ex);

/*
 * Write one row.  row->run_id <= 0 prints "run" as null (dry runs give
 * their own provisional numbers through row->run_id).  Returns 0 or -EIO.
 */
int report_export_row(struct report_export *ex, const struct store_row *row);

/* Close the array / flush; frees ex.  Returns 0 or -EIO on write error. */
int report_export_end(struct report_export *ex);

/*
 * Print s on out in exactly width terminal columns: cut at a character
 * boundary (never inside a UTF-8 sequence; CJK characters count two
 * columns) ending in "…" when cut, and padded with spaces.  Control
 * characters show in caret notation ("^["), invalid UTF-8 as U+FFFD, so
 * imported text cannot drive the terminal.  NULL prints "-".
 */
void report_cell(FILE *out, const char *s, int width);

/* Print s (may be NULL: nothing) as report_cell does, uncut. */
void report_term_text(FILE *out, const char *s);

/* The value of the clat percentile pct in res, or NAN. */
double report_clat_pct(const struct iodb_result *res, double pct);

#endif
