/*
 * Markdown pipe tables: "| a | b |" rows under a "|---|:--:|" separator.
 * Internal to ingest/ (see ingest/table.h).
 */
#ifndef IODB_INGEST_TABLE_MD_H
#define IODB_INGEST_TABLE_MD_H

#include <stddef.h>

#include "ingest/table_grid.h"

/* Whether line s (len bytes) is a Markdown table row: "| a | b |". */
int table_md_row(const char *s, size_t len);

/* Whether line s is a Markdown header separator: "|---|:--:|". */
int table_md_separator(const char *s, size_t len);

/*
 * Append Markdown row s (len bytes) of document line `line` to t; the
 * emphasis around a cell ("**560.1**", "`4k`", "_x_") is dropped.
 * Returns 0 or -ENOMEM.
 */
int table_add_md_row(struct table *t, const char *s, size_t len, long line);

#endif
