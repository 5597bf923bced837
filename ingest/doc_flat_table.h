/*
 * Tables of results flattened by a blog export: the header cells of an
 * HTML table became paragraphs of their own, one a line, often bold, and
 * the body became ONE line of "name figure figure ..." groups with runs
 * of blanks between the cells:
 *
 *   **Array**
 *   **Seq Read**
 *   **Seq Write**
 *   **Total (MB/s)**
 *
 *    RS-40 Single  98.412  87.306  185.718  RS-40 Bond  181.770  ...
 *
 * docflat_table_at rebuilds the Markdown table ("| Array | Seq Read |
 * ..." over a row per group) for the hand-table readers, which then read
 * it as any table with that header.  Internal to ingest/ (doctext.c).
 */
#ifndef IODB_INGEST_DOC_FLAT_TABLE_H
#define IODB_INGEST_DOC_FLAT_TABLE_H

#include <stddef.h>

#include "ingest/doctext.h"
#include "util/strbuf.h"

/*
 * Whether item body of d is the body line of a flattened table: the N
 * items (N >= 3) right above it (blank lines between allowed) are short
 * header paragraphs, none above them, and the line splits at runs of two
 * or more blanks (or tabs) into k groups (k >= 2) of N cells, each a
 * name then N-1 figures (an image or a linked image after the last cell
 * is no cell).  Then *first is the first header item and sb gets the
 * table's lines, '\n' after each: the header row, the separator row,
 * then the k rows.  Returns 1, 0 (none: sb untouched), -ENOMEM.
 */
int docflat_table_at(const struct doc *d, size_t body, size_t *first,
		     struct strbuf *sb);

#endif
