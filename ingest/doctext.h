/*
 * A document (plain text, Markdown or a saved HTML page) as a sequence of
 * text lines and tables in document order, each with its line number in
 * the original file.  HTML is read with libxml2's HTML parser: headings,
 * paragraphs, list items, pre/code blocks and tables.  Internal to ingest/.
 */
#ifndef IODB_INGEST_DOCTEXT_H
#define IODB_INGEST_DOCTEXT_H

#include <stddef.h>

#include "ingest/table.h"

enum doc_kind {
	DOC_LINE,
	DOC_TABLE, /* an HTML table, already split into cells */
};

struct doc_item {
	enum doc_kind kind;
	char *s; /* DOC_LINE: the text, NUL-terminated (owned) */
	size_t len;
	long no;      /* line of the original document (1-based) */
	int heading;  /* 1-6: a heading (HTML h1-h6, Markdown '#'), else 0 */
	int pre;      /* inside pre/code or a fenced code block */
	int blank;    /* nothing but blanks (NBSP and U+3000 count) */
	int emph;     /* a caption or a line all in bold: labels like a
			 heading (Markdown markers removed); 2 a code
			 block's own caption (RST ":caption:") */
	int toc;      /* a table of contents or navigation entry: never a
			 label (a link to an anchor of the page) */
	int textlike; /* a page's line that reads as a text's: 2 a list
			 item's, 1 a paragraph's of data kept in its
			 source's lines (doctext.c, data_paragraph()) */
	int script;   /* a line of the table a script's result lines were
			 made into (doctext.c, script_lines_table()): its
			 test names are the script's, no CrystalDiskMark's */
	int own_test; /* the first line of a table made from a sentence
			 whose every figure names its own test (doctext.c,
			 dir_first_sentence()): conditions prose elsewhere
			 states are not its figures'; 2 nor those of the
			 commands the text shows (tool_reports_tests()); 3
			 nor the paragraph line above it, no caption of its
			 (fig_dir_sentence()) */
	/* the first line of a table made from a sentence reporting what
	 * the command above it measured (doctext.c,
	 * average_rate_sentence()): that command's line, else 0 */
	long cmd_line;
	/* the first line of a table made from a GUI benchmark's summary
	 * typed by hand (doctext.c, summary_lists()): its rates are in
	 * MB/s of 10^6 bytes, whatever other tool the text names */
	int gui_summary;
	/* 1 the first line of a table made from a script's summary lines
	 * that state their own conditions (doctext.c,
	 * files_threads_table()): no tool the text names ran them; 2 the
	 * line over it naming their target ("/opt/lfs01"): their label */
	int own_script;
	/* a caption of the same words but one as another caption's over
	 * another block of its section (document.c, parallel_colon_captions()):
	 * it labels its block, six words at most */
	int parallel;
	/* the header row of a table a reader made of lines that were no
	 * table ("| test | IOPS | BW |", doctext.c, add_made_head()): its
	 * words are the reader's, none the author wrote */
	int made_head;
	/* a system's name a line of figures gave before an arrow, under a
	 * caption naming their test ("6.12 -> Read 6600MB/s, ...",
	 * doctext.c, dir_first_sentence()): it labels the table below */
	int own_label;
	/* a row of a table a reader made of lines that were no table, its
	 * figures on the lines under its own (side_lines_table(): "IOPS:"
	 * and "Bandwidth:" under "SEQ_READ:"): the last of them, else 0 */
	long no_to;
	/* the header row of a table made of lines naming copies between
	 * places and their rates (doctext.c, unit_lines_table(): "Internal
	 * NTFS to External EXT4<TAB>34 MB/s"): no tool the text names read
	 * them, each a copy */
	int copy_rows;
	/* the header row of a table made from sentences naming the tool
	 * that measured their figures (doctext.c, dir_first_sentence(),
	 * hdparm_command_sentence()): that tool (static), the table's
	 * whatever else the line or the section names; else NULL */
	const char *own_tool;
	struct table *table; /* DOC_TABLE (owned) */
};

struct doc {
	struct doc_item *items;
	size_t n, cap;
	int html; /* read as HTML */
};

/*
 * Whether s (len bytes) holds only blanks: space, tab, CR, NBSP (U+00A0),
 * the ideographic space (U+3000), the zero-width space (U+200B) or a BOM.
 */
int doctext_blank(const char *s, size_t len);

/* Whether line s (len bytes) is a Markdown image alone: "![alt](x.png)". */
int doctext_image_line(const char *s, size_t len);

/*
 * Split buf into d (zeroed first): HTML when ingest_html_page()
 * (ingest/normalize.h), else text
 * lines (Markdown headings and code fences recognized).  Returns 0, or
 * -ENOMEM, -EINVAL (libxml2 could not read the page) or -ENOENT (libxml2
 * could not be loaded: ingest/xmllib.h).  Keeps no pointer
 * into buf; release d with doctext_release().
 */
int doctext_read(const char *buf, size_t len, struct doc *d);

/*
 * Whether line u (one of = - ~ ^ " ' ` # * + repeated, 3 or more) makes
 * the line above it, title (tlen bytes, at column 0), a heading
 * (reStructuredText, Markdown's "Setext"): u at least as long as the
 * title in characters and at most twice as long plus 8; a title over 80
 * characters only when u is exactly as long; a shorter u of '=' or '-'
 * (Markdown takes any length) when half as long or more, under a title of
 * four words at most not ending in ':' ("Projections" over "=======").
 * The caller checks that the title starts its paragraph.
 */
int doctext_underlines(const char *title, size_t tlen, const char *u,
		       size_t ulen);

/*
 * Whether line s (len bytes, no newline) is a paragraph's prose: 6 words
 * or more, 40 bytes, a capital first, a sentence's end ('.', ':', '!',
 * '?') at its end or ". " inside.
 */
int doctext_prose_line(const char *s, size_t len);

/* Whether the NUL-terminated text s names a GUI benchmark printing a
 * transfer-rate summary (HD Tune, GNOME Disk Utility). */
int doctext_names_gui_summary_tool(const char *s);

/* Free everything d owns. */
void doctext_release(struct doc *d);

#endif
