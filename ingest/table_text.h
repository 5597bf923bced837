/*
 * Blank-aligned text tables, as pasted from a terminal or a <pre> block:
 *
 *   Test          Read (MB/s)   Write (MB/s)
 *   ----------    -----------   ------------
 *   SEQ1M Q8T1         3512.4         3011.2
 *   RND4K Q32T1         412.7          377.9
 *
 * Columns are the display positions blank in every line, two or more wide
 * (Hangul, kana and CJK characters are two positions wide, as a terminal
 * shows them), so a cell left blank under a row group stays an empty
 * cell.  Internal to ingest/ (see ingest/table.h).
 */
#ifndef IODB_INGEST_TABLE_TEXT_H
#define IODB_INGEST_TABLE_TEXT_H

#include <stddef.h>

#include "ingest/table_grid.h"

/*
 * Whether line s (len bytes) can be a line of a blank-aligned table: two
 * or more cells separated by runs of two or more blanks, or a rule line
 * of dashes ("-----  -----").
 */
int table_text_row(const char *s, size_t len);

/* How many cells line s (len bytes) has, a cell ending at two blanks or a
 * tab. */
size_t table_text_cells(const char *s, size_t len);

/*
 * Read the n lines (lines[i] of lens[i] bytes, document line nos[i]) as
 * one blank-aligned table into t (initialised here; rule lines skipped).
 * Returns 0 when they read as a table of results - two or more columns,
 * a header of two or more cells, test words (sequential, read, 순차,
 * SEQ1M Q8T1 ...) in its header or rows, and figures - 1 when they do
 * not (t is then empty), or -ENOMEM.  Caller releases t.
 */
int table_text_read(struct table *t, const char *const *lines,
		    const size_t *lens, const long *nos, size_t n);

/*
 * table_text_read() for lines the text ends in: when they do not read as
 * a table but would without their last line, and that line has no figure
 * (the paste cut it: `IOZone  4k random write  243550 KB/`, `DD  Disk
 * Write`), the table is read without it and t->cut_line says which line
 * was left out.
 */
int table_text_read_cut(struct table *t, const char *const *lines,
			const size_t *lens, const long *nos, size_t n);

/*
 * Tables whose cells a copy of a web page left one blank apart ("4k read
 * 17000 1909 3797 7353" under "Standard 1000 2000 4000"): how many
 * blank-separated tokens line s (len bytes) has; how many plain figures
 * end it after one word or more (0 when it holds no word).
 */
size_t table_spaced_tokens(const char *s, size_t len);
size_t table_spaced_figures(const char *s, size_t len);

/*
 * Append line s (len bytes, document line `line`) as a row of n + 1
 * cells: its words before its last n tokens as one cell (a header row:
 * an empty corner), then those tokens.  Returns 0 or -ENOMEM.
 */
int table_add_spaced_row(struct table *t, const char *s, size_t len, long line,
			 size_t n, int header);

#endif
