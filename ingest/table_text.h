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
 * A hand-typed table whose cells are set apart by tabs here and runs of
 * blanks there, its tabs too few or too many to line the header up with
 * the rows (the tab stops do not either: table_tab_stops() found none):
 *
 *   \tMem  CPU\tDisk   \t\t\tseq write IOPS   seq read IOPS
 *   \t8GB\t  2c\tdisk A      \t2210           2205
 *   \t8GB\t  2c\tdisk B\t\t8800\t\t   9100
 *
 * Each line cut at every tab and every run of two blanks or more, empty
 * cells left out (the tabs and blanks only align them): when the lines'
 * tab counts differ (a program's TSV has one count: read field by field)
 * and every line then has the same cells, two or more, those are the
 * columns, appended to t (initialised by the caller) as its rows.
 * Returns 0, 1 when the n lines are not so (t untouched), or -ENOMEM
 * (t released).
 */
int table_text_read_mixed(struct table *t, const char *const *lines,
			  const size_t *lens, const long *nos, size_t n);

/*
 * A legend line defining a column's abbreviation: "SW = sequential
 * write", "- RR: random read".  Its meaning names a test.
 */
struct table_legend {
	char abbr[16];
	char meaning[80];
};

/*
 * Read the n lines (lines[i] of lens[i] bytes, document line nos[i]) as
 * one blank-aligned table into t (initialised here; rule lines skipped).
 * Returns 0 when they read as a table of results - two or more columns,
 * a header of two or more cells, test words (sequential, read, 순차,
 * SEQ1M Q8T1 ...) in its header or rows, and figures - 1 when they do
 * not (t is then empty), or -ENOMEM.  Caller releases t.  A header cell
 * that is an abbreviation leg (n_leg of them; NULL none) defines, alone
 * or before its bracket ("TR (MB/s)"), reads as its meaning ("transfer
 * rate (MB/s)").
 */
int table_text_read(struct table *t, const char *const *lines,
		    const size_t *lens, const long *nos, size_t n,
		    const struct table_legend *leg, size_t n_leg);

/*
 * table_text_read() for lines the text ends in: when they do not read as
 * a table but would without their last line, and that line has no figure
 * (the paste cut it: `IOZone  4k random write  243550 KB/`, `DD  Disk
 * Write`), the table is read without it and t->cut_line says which line
 * was left out.
 */
int table_text_read_cut(struct table *t, const char *const *lines,
			const size_t *lens, const long *nos, size_t n,
			const struct table_legend *leg, size_t n_leg);

/*
 * A comparison table whose every group cell is a "mean stddev" pair,
 * under a caption naming its test and unit (the caller's to check):
 *
 *                       Original    seekinc1    seekinc0  G-seekinc1
 *                     ----------  ----------  ----------  ----------
 *   mir SSD+HDD   4k       73   5     170   0     172   1   80% (  5)
 *          SSD    4k      184   9     nan inf     nan inf  nan% (nan)
 *
 * A header of an empty corner over the rows' name cells, then a name
 * over each column; below it, every cell of a column a pair of figures
 * ("nan inf" or "-": none), or every one a percentage comparing the
 * columns (left out); two pair columns or more; the last row may end
 * in empty cells.  t gets the rows' name cells joined into one, then
 * the means, a pair of no figure an empty cell (never 0); a stddev is
 * no result.  Returns 0, 1 when the lines are not so (t empty), or
 * -ENOMEM.  leg and n_leg are unused (the lines reader's shape).
 */
int table_text_read_paired(struct table *t, const char *const *lines,
			   const size_t *lens, const long *nos, size_t n,
			   const struct table_legend *leg, size_t n_leg);

/*
 * A pandas DataFrame as print() shows it (the caller checks the code that
 * made it names the metric and what the index is):
 *
 *             1 disks       2 disks
 *   1      693.355111    539.923004
 *   16   1.438905e+06  1.848592e+06
 *
 * A header of column names over no corner, then three rows or more, each
 * an integer index and a figure (or NaN) under every column.  t gets the
 * cells, pandas' e-notation written out as the plain decimal of the
 * printed digits ("1438905"), NaN an empty cell.  Returns 0, 1 when the
 * lines are not so (t empty), or -ENOMEM.  leg and n_leg are unused.
 */
int table_text_read_frame(struct table *t, const char *const *lines,
			  const size_t *lens, const long *nos, size_t n,
			  const struct table_legend *leg, size_t n_leg);

/*
 * Whether line s (len bytes) is a legend line (above), filling *l.
 */
int table_legend_line(const char *s, size_t len, struct table_legend *l);

/*
 * Read the n lines (the first the header, blank lines already left out)
 * as a hand-aligned table whose header has group words over abbreviated
 * test columns:
 *
 *                   posixaio SW     SR     libaio SW     SR
 *   host a  - 1G             434    130           3068   3070
 *   host b  - 2G                                  28.8k  18.2k
 *
 * A header token is a test column when a legend line (leg, n_leg) defines
 * it or it names a test itself; a plain word right before one opens a
 * group, whose columns run to the next group word.  Each row's cells
 * (two blanks apart) left of the first test column, or no figure, are
 * its name; the others are its figures, one per column: in order when
 * there are as many, else each under the one column its position
 * overlaps.  The groups may stand on a line of their own over the
 * tests' line instead, each name over its columns:
 *
 *                   libaio             io_uring
 *   Drive      SR     SW     RR     SR     SW     RR
 *
 * a column is then the group's whose name is left-aligned with the
 * first column of a run of columns, right-aligned with its last or
 * centred over it, and over no other run's column - when exactly one
 * such partition of the columns fits.  A header abbreviation two
 * legend lines define differently is no column.  t gets the groups as a
 * header row over the tests (legend meanings in place of the
 * abbreviations).  Returns 0 when they read so,
 * 1 when anything is ambiguous (t is then empty), or -ENOMEM.  Caller
 * releases t.
 */
int table_text_read_grouped(struct table *t, const char *const *lines,
			    const size_t *lens, const long *nos, size_t n,
			    const struct table_legend *leg, size_t n_leg);

/*
 * Whether line s (len bytes) is a line of group names of its own, two
 * or more cells of plain words ("        libaio        io_uring"), such
 * as table_text_read_grouped() reads over a table's line of tests.
 */
int table_text_group_line(const char *s, size_t len);

/*
 * Tables whose cells a copy of a web page left one blank apart ("4k read
 * 17000 1909 3797 7353" under "Standard 1000 2000 4000"): how many
 * blank-separated tokens line s (len bytes) has; how many plain figures
 * end it after one word or more (0 when it holds no word).
 */
size_t table_spaced_tokens(const char *s, size_t len);
size_t table_spaced_figures(const char *s, size_t len);

/*
 * A matrix one blank apart whose corner cell names the metric and its
 * unit, one table per metric ("bandwidth(KB/s) cfq deadline noop" over
 * "seqread 1181286.4 982917 913314"): table_spaced_corner returns how
 * many configuration cells follow the corner of header s (len bytes), 2
 * to 12, 0 when it is no such header (a corner of no known unit, a
 * figure or a test among the others).  table_spaced_test_row: whether
 * line s is exactly one token naming a test ("randrw_read") and n plain
 * figures.
 */
size_t table_spaced_corner(const char *s, size_t len);
/* The same, a corner in KB/s included (*kb set: fio 2.x's KB is 1024
 * bytes, a hand table's 1000); *metric the corner's (enum
 * testname_metric). */
size_t table_spaced_corner_metric(const char *s, size_t len, int *metric,
				  int *kb);
int table_spaced_test_row(const char *s, size_t len, size_t n);

/*
 * Append line s (len bytes, document line `line`) as a row of n + 1
 * cells: its words before its last n tokens as one cell (a header row:
 * an empty corner), then those tokens.  Returns 0 or -ENOMEM.
 */
int table_add_spaced_row(struct table *t, const char *s, size_t len, long line,
			 size_t n, int header);

/*
 * Tables whose figures come before each row's name ("80 78 single disk /
 * raw" under "write read layout"): how many plain figures start line s
 * (len bytes), one word or more after them (0 when none follows); and
 * the row of line s as a name (its tokens after the first n) and those n
 * figures, a header's name empty.  Returns 0 or -ENOMEM.
 */
size_t table_spaced_lead_figures(const char *s, size_t len);
int table_add_spaced_lead_row(struct table *t, const char *s, size_t len,
			      long line, size_t n, int header);

/*
 * The same with columns of several words and figures perhaps with their
 * unit, as a rendered web page's table pasted as text leaves them:
 *
 *   Card Make/Model hdparm buffered dd write 4K rand read 4K rand write
 *   Acme Pro 32GB 41.20 MB/s 33.1 MB/s 9.71 MB/s 2.12 MB/s
 *
 * table_worded_figures: how many figure cells end line s (len bytes)
 * after one word or more (a plain figure, its unit after it or glued to
 * it; when the last cell has a unit only cells with one count, *units
 * set), 0 when none.  table_worded_header: whether header s splits in
 * exactly one way into leading plain words (the names' column, four at
 * most) and n columns each naming one direction (or hdparm), no kind of
 * word twice in one ("4K rand read 4K"), two plain words at most ("read
 * speed was fine and" is a sentence's), a column starting at a test or
 * tool word
 * (plain words and units stay with the column before them), the columns
 * all with a unit or none.  table_add_worded_row: append line s as a row
 * (header: split so) of n + 1 cells; a line that does not split so adds
 * nothing (a row: counted in t->skipped_rows, reported; t->names_first
 * is the caller's to set).  With units, a word between two figure cells
 * ("17.46 MB/s TODO 6.25 MB/s") is a cell, and a figure glued to its
 * unit left of cells a blank apart ("16GB, 90MB/s 12.6 MB/s") is the
 * name's.  Returns 0 or -ENOMEM.
 */
size_t table_worded_figures(const char *s, size_t len, int *units);
/* Whether line s (len bytes) holds a figure with its unit a blank apart
 * ("13.37 MB/s") after one word or more, wherever it stands. */
int table_worded_cell_in(const char *s, size_t len);
int table_worded_header(const char *s, size_t len, size_t n);
int table_add_worded_row(struct table *t, const char *s, size_t len, long line,
			 size_t n, int header);

#endif
