/*
 * The shapes of hand-made tables, repaired before their cells are mapped:
 * header rows (a second one of units or directions), a header group
 * written once over several columns, section rows naming the group of
 * the rows below them, a header with fewer cells than the
 * body, row groups whose continuation rows leave the group cell out (and
 * sit one column left, ending with empty cells), group cells given once
 * and filled down.  Internal to ingest/ (see ingest/table.h).
 */
#ifndef IODB_INGEST_TABLE_SHAPE_H
#define IODB_INGEST_TABLE_SHAPE_H

#include "ingest/table_grid.h"
#include "ingest/table_mapping.h"

/* How many leading rows of t are header rows (1-3). */
int table_shape_header_rows(const struct table *t);

/*
 * Repair m's header rows in place (m->hdr known, before the headers are
 * read): section rows ("| **Random 4K** | | |") made a column of their
 * own; a header shorter than the body moved over its right end when the
 * extra columns are text; an empty upper header cell over a metric or a
 * direction takes its left neighbour's text.  Returns 0 or -ENOMEM.
 */
int table_shape_header(struct table_mapping *m);

/*
 * Shift right the body rows with fewer cells than the full rows when
 * their cells then fit the kinds (text, figure) of the full rows'
 * columns exactly (before the columns are classified).
 */
void table_shape_realign(struct table_mapping *m);

/*
 * Whether s is a title of a column of row names ("Device", "구분",
 * "Modell"): a header cell that belongs over text, never over figures.
 */
int table_shape_column_title(const char *s);

/* Fill empty system, test and interface cells from the row above. */
void table_shape_fill_down(struct table_mapping *m);

#endif
