/*
 * The cells of a table as read from a document, whatever its syntax
 * (Markdown, HTML, CSV/TSV): rows x columns of trimmed texts, each with
 * its source line.  Internal to ingest/ (see ingest/table.h).
 */
#ifndef IODB_INGEST_TABLE_GRID_H
#define IODB_INGEST_TABLE_GRID_H

#include <stddef.h>
#include <stdint.h>

struct table_cell {
	char *text; /* NUL-terminated, trimmed; "" for a missing cell */
	long line;  /* line of the source document; 0 unknown */
	long col;   /* 1-based byte column of the text in it; 0 unknown */
	/* the last line of a row made of lines that were no table (struct
	 * doc_item no_to: its figures under its title's line); 0 line */
	long line_to;
};

struct table {
	struct table_cell *cells; /* rows x cols, row-major */
	size_t rows, cols;
	size_t *present; /* cells each row really had (before padding) */
	size_t alloc_cells, alloc_rows;
	long line_from, line_to;
	const char *origin; /* "markdown", "html", "tsv", "csv" (static) */
	char *caption;	    /* an HTML <caption>, or NULL (owned) */
	/* the leading rows the source marks as its header (HTML rows of
	 * <th> cells only); 0 when it says nothing */
	size_t head_rows;
	/* the rows (the first 64) whose cells, two or more, are each set
	 * wholly in Markdown's strong emphasis ("| **Size** | **10** |"):
	 * bit r for row r */
	uint64_t strong_rows;
	/* a line the end of the text cut, left out of the table (its line
	 * number; 0 none): reported, never read (table_text.c) */
	long cut_line;
	/* the last row's line when the end of the text cut it inside its
	 * last cell, which is left out (0 none; document.c) */
	long cut_cell_line;
	/* rows left out because their cells do not line up under the
	 * header's columns (a cell cut or two in one), and the first one's
	 * line: reported, never read (table_text.c) */
	size_t skipped_rows;
	long skipped_line;
	/* the first column is each row's name, as the reader cut it off
	 * the row's cells (its words, whatever figures they hold) */
	int names_first;
	/* the cells are the means of "mean stddev" pairs under a caption
	 * naming the test and unit (table_text_read_paired()): that line
	 * is the table's heading, in its code block too */
	int paired;
	/* a pandas DataFrame print() showed, under the code that made it
	 * (document.c, frame_table()) */
	int frame;
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

/*
 * The same, with the 1-based byte column in its line where each cell's
 * text starts (cols[i]; 0 unknown; cols may be NULL: all unknown).
 */
int table_add_row_at(struct table *t, const char *const *cells,
		     const size_t *lens, const long *lines, const long *cols,
		     size_t n);

/* The text of cell (r, c): "" when missing.  Never NULL. */
const char *table_cell(const struct table *t, size_t r, size_t c);

/* The source line of cell (r, c); 0 when unknown or out of the table. */
long table_cell_line(const struct table *t, size_t r, size_t c);

/* The source column of cell (r, c); 0 when unknown or out of the table. */
long table_cell_col(const struct table *t, size_t r, size_t c);

#endif
