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

/*
 * Whether line s (len bytes) is a body row of the pipe table whose header
 * is hdr (hdr_len bytes), its separator below it: a Markdown row, or a
 * row typed without its outer pipes ("Disk A | 2997 | 1.3") holding as
 * many cells as the header.
 */
int table_md_body_row(const char *s, size_t len, const char *hdr,
		      size_t hdr_len);

/* Whether line s is a Markdown header separator: "|---|:--:|". */
int table_md_separator(const char *s, size_t len);

/*
 * Whether line s (len bytes) is a table's spacer or rule and nothing
 * else: pipes (or a grid's '+') with only blanks, '-', '=' or ':' between
 * them ("           |                      |", YABS's line between the
 * parts of its table; "|---|---|", "+----+----+").  Such a line names
 * nothing: never a caption or a label.
 */
int table_md_spacer(const char *s, size_t len);

/*
 * A table without its outer pipes ("Test | A | B" over "--- | --- | ---"):
 * whether line s is its header, with the separator sep below it holding
 * as many cells (two or more); and whether a line is one of its rows (a
 * '|' between two cells).
 */
int table_md_loose_header(const char *s, size_t len, const char *sep,
			  size_t sep_len);
int table_md_loose_row(const char *s, size_t len);

/*
 * Append Markdown row s (len bytes) of document line `line` to t; the
 * emphasis around a cell ("**560.1**", "`4k`", "_x_") is dropped.
 * Returns 0 or -ENOMEM.
 */
int table_add_md_row(struct table *t, const char *s, size_t len, long line);

/*
 * Append the one row that lines s (line) and s2 (line2) make together:
 * a web page's text that broke a row after an image cell ("ADATA S70 2TB
 * | ![]() |" over "2048 GB | 5136 MB/s | ..."), the first line's cells
 * then the second's.  s2 NULL: s alone.  Returns 0 or -ENOMEM.
 */
int table_add_md_row2(struct table *t, const char *s, size_t len, long line,
		      const char *s2, size_t len2, long line2);

/*
 * A group row over a pipe table's header, its names spanning the header's
 * cells ("          |    4k     |    64k    " over "MB/s | rd seq | rd
 * rand | rd seq | rd rand"): every '|' of line up stands in the display
 * column of one of hdr's, and it has fewer.  Fills cells/lens (at most
 * max) with the upper cell over each of hdr's cells (pointers into up,
 * empty over a corner no group spans) and returns how many; 0 when up is
 * no such row (a tab in either line, fewer than two names).
 */
int table_md_group_cells(const char *up, size_t up_len, const char *hdr,
			 size_t hdr_len, const char **cells, size_t *lens,
			 size_t max);

/*
 * table_md_group_cells() for a further line of the group names, their
 * words wrapped ("| | and decryption | |" under "| | Serial encryption |
 * Pool encryption |"): one name or none is enough.
 */
int table_md_group_words(const char *up, size_t up_len, const char *hdr,
			 size_t hdr_len, const char **cells, size_t *lens,
			 size_t max);

/*
 * Whether lines a and b (a_len, b_len bytes) have their '|' in the same
 * display columns, as many of them (one or more; none with a tab).
 */
int table_md_same_bars(const char *a, size_t a_len, const char *b,
		       size_t b_len);

/*
 * Whether line s (len bytes) is a rule inside a two-level header, between
 * the group names and header row hdr ("|     fio    |-------|------|"
 * over "|            | BW(MiB/s) | IOPS(K) |"): its '|' in the columns of
 * hdr's, every cell but the stub (the text before the first '|', else
 * the first cell) made only of '-', '=', '+', ':' or blanks, one of them
 * a rule.  Such a line names nothing.
 */
int table_md_header_rule(const char *s, size_t len, const char *hdr,
			 size_t hdr_len);

/* How many cells Markdown row s (len bytes) has, outer pipes aside. */
int table_md_cells(const char *s, size_t len);

/*
 * Whether row s (len bytes), inside the pipe table whose header is hdr
 * (hdr_len bytes), opens a new part of it with a header of its own: it
 * holds as many cells as hdr, opens with hdr's first cell (not empty)
 * and has a separator sep under it ("Block Size | 512k (IOPS) | 1m
 * (IOPS)" over "------ | --- ---- | ---- ----" below YABS's 4k/64k rows,
 * its spacer line lost).  A row of figures never opens with the header's
 * own first cell.
 */
int table_md_repeated_header(const char *s, size_t len, const char *sep,
			     size_t sep_len, const char *hdr, size_t hdr_len);

/*
 * How many cells of Markdown row s (len bytes), its first aside, hold
 * figures ("| Lecture (Q8T1) | 799 Mo / s | 535 Mo / s |": 2), and into
 * *text how many hold text; a header row has no figure.  Returns the
 * count or -ENOMEM.
 */
int table_md_figure_cells(const char *s, size_t len, int *text);

/*
 * Whether the n lines (lines[i] of lens[i] bytes), the whole of a fenced
 * code block, are a pipe table with neither outer pipes nor a "|---|"
 * line ("bus | read | write" over "virtio | 1,234 | 987"): every line
 * holds as many '|' (one or more), the first only words, each other a
 * figure at least.  A shell pipeline ("dmesg | tail") holds no row of
 * figures under it.  Returns 1, 0, or -ENOMEM.
 */
int table_md_fenced(const char *const *lines, const size_t *lens, size_t n);

/*
 * Whether line s (len bytes) is a line of YABS's fio table opening with
 * cell name: "Block Size" over two sizes with "(IOPS)" ("Block Size |
 * 512k (IOPS) | 1m (IOPS)", three cells), or a row "Read", "Write" or
 * "Total" of two "RATE (COUNT)" figures in KB/s, MB/s or GB/s ("Read |
 * 32.00 KB/s (8) | 1.02 MB/s (15)"), empty cells after them allowed (the
 * spacer yabs.sh prints after a Total row, glued to it in a copy).
 * Returns 1, 0, or -ENOMEM.
 */
int table_md_yabs_line(const char *s, size_t len, const char *name);

/*
 * Whether YABS header line s (len bytes) names sizes a and b: "Block
 * Size | 512k (IOPS) | 1m (IOPS)" with "512k", "1m".
 */
int table_md_yabs_sizes(const char *s, size_t len, const char *a,
			const char *b);

#endif
