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

/*
 * A hand-typed tab table whose tab runs differ from row to row ("\t\t\t
 * without patch\t\twith patch" over "fio READ\t\taggrb=...\taggrb=..."):
 * its cells line up at tab stops of 8, not at counts of tabs.  Fills
 * stops[] (at most max) with the display column each of its columns
 * starts at and returns how many, or 0 when the n lines are no such table
 * (every row the same count of fields, no run of tabs: a program's TSV,
 * read field by field) or their cells start at more columns than a row
 * has cells (the tab stops do not line them up).
 */
size_t table_tab_stops(const char *const *lines, const size_t *lens, size_t n,
		       size_t *stops, size_t max);

/*
 * Append line s, its tab-separated cells put in the column of stops (n,
 * from table_tab_stops) they start at, as a row of t.  Returns 0 or
 * -ENOMEM.
 */
int table_add_tab_stop_row(struct table *t, const char *s, size_t len,
			   long line, const size_t *stops, size_t n);

#endif
