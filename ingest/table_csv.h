/*
 * Tab- and comma-separated table rows, read with libcsv.  Internal to
 * ingest/ (see ingest/table.h).
 */
#ifndef IODB_INGEST_TABLE_CSV_H
#define IODB_INGEST_TABLE_CSV_H

#include <stddef.h>

#include "ingest/table_grid.h"

/*
 * The fields of line s (len bytes) separated by delim ('\t' or ','), read
 * with libcsv.  Returns the number of fields (>= 1), or -1 when libcsv
 * rejects the line.
 */
int table_count_fields(const char *s, size_t len, char delim);

/*
 * Append line s split at delim (libcsv) as a row of t; trailing empty
 * fields are missing cells.  Returns 0, -EINVAL when libcsv rejects the
 * line, or -ENOMEM.
 */
int table_add_delimited_row(struct table *t, const char *s, size_t len,
			    long line, char delim);

#endif
