/*
 * The normalization pass: what pasting does to text, undone once before
 * detection so that every importer reads the output as the tool printed it
 * (docs/documents.md, "What pasting does to text").
 *
 * UTF-16 text (ingest_utf16_kind()) and Windows-1252 text (bytes of 0x80
 * and up that are no UTF-8, and no UTF-8 at all) become UTF-8 first.
 * Characters:
 * Unicode spaces become ' ', zero-width characters, soft
 * hyphens and BOMs are dropped, full-width ASCII forms become ASCII, CR and
 * CRLF become LF; entities are decoded (in an HTML page only those of
 * spaces and invisible characters, such as &nbsp;: the others are markup
 * that libxml2 reads).  Wrappers,
 * outside an HTML page: e-mail and Markdown quotes, '# ' and '// '
 * comments over a run of lines, a console prompt glued to output, HTML tags
 * glued to the start or end of a line, lines joined by <br />, an
 * indentation common to every line, a program's string literals around
 * an output (escapes decoded), a unified diff's hunks (read as their new
 * text), a post kept as its front matter's double-quoted "content:"
 * string (decoded as YAML reads it) and Markdown emphasis around a
 * figure.  Digits, decimal commas,
 * units and other text are never changed.  Normalizing normalized text changes
 * nothing.
 *
 * Every byte of the normalized text knows the byte of the original it came
 * from, so diagnostics and line ranges point into the file the user gave.
 */
#ifndef IODB_INGEST_NORMALIZE_H
#define IODB_INGEST_NORMALIZE_H

#include <stddef.h>
#include <stdint.h>

struct ingest_norm {
	const char *orig; /* the text given (not owned) */
	size_t orig_len;
	char *text; /* the normalized text, NUL-terminated (owned) */
	size_t len;
	uint32_t *src;	    /* per byte of text (and its NUL): offset in orig */
	size_t *line_start; /* offsets in text where each line starts */
	size_t n_lines;	    /* lines of text (at least 1) */
	size_t *orig_start; /* offsets in orig where each line starts */
	size_t n_orig_lines; /* lines of orig ('\n' counted only) */
	int utf16;	     /* orig is UTF-16: 1 little-, 2 big-endian */
	char *orig8;	     /* orig in UTF-8 when it was UTF-16 or
				Windows-1252, for messages (owned) */
	size_t *orig8_start; /* offsets in orig8 where each line starts */
};

/*
 * Whether buf is UTF-16 text (what Windows calls "Unicode": CrystalDiskMark
 * 7's saved results, PowerShell 5's "fio ... > out.txt"): 1 little-endian,
 * 2 big-endian, by its byte-order mark or, without one, by a NUL in every
 * other byte of its start where ASCII text has none; else 0.
 */
int ingest_utf16_kind(const char *buf, size_t len);

/*
 * Whether buf may need normalizing: one scan for non-ASCII bytes, CR, '&',
 * '<', '@' and wrapper characters at line starts.  0 means certainly not
 * (the fast path: no copy).
 */
int ingest_norm_needed(const char *buf, size_t len);

/*
 * Normalize buf into *n.  Returns 1 when the text changed (n filled: free
 * with ingest_norm_release), 0 when it did not (n zeroed, nothing
 * allocated), -ENOMEM.  n->orig points into buf: keep buf alive while n is
 * used.
 */
int ingest_normalize(struct ingest_norm *n, const char *buf, size_t len);

/*
 * The original line (1-based) and column (1-based, bytes; 0 when col is
 * 0) of line `line`, column `col` of the normalized text.  A line past the
 * end maps to the last line.
 */
void ingest_norm_locate(const struct ingest_norm *n, long line, long col,
			long *oline, long *ocol);

/*
 * The length of a console prompt at the start of s (n bytes), the blank
 * after it included: "[admin@db1 ~]$ ", "user@host:~$ ", "root@h:/# ",
 * "$ ", "PS C:\> ", "bash-5.1$ ", "host:~ user$ ", each maybe after a
 * "(venv) "; 0 when s starts with none.
 */
size_t ingest_prompt_len(const char *s, size_t n);

/*
 * Whether s (n bytes, one line) runs a tool iodb reads, with options:
 * "hdparm -t /dev/sda", "sudo fio --name=a", "dd if=/dev/zero of=t bs=1M";
 * not "fio job.fio" (no option) nor "lsscsi".
 */
int ingest_tool_command(const char *s, size_t n);

/*
 * A prompt naming its host alone, "nada:~# " or "db1:/srv$ " (a root
 * shell's prompt without "user@"), before a command of a tool iodb reads
 * (ingest_tool_command()): its length, the host into out (outsz bytes);
 * 0 otherwise.
 */
size_t ingest_host_path_prompt(const char *s, size_t n, char *out,
			       size_t outsz);

/*
 * Whether line s (len bytes, no line end) is a git conflict's marker: 1
 * "<<<<<<< ...", 2 "=======", 3 ">>>>>>> ..." (exactly seven, then a
 * space and text or the line's end; the '=' one alone), else 0.  The
 * markers of a whole conflict are read as empty lines.
 */
int ingest_norm_conflict_marker(const char *s, size_t len);

/* The original line of normalized line `line` (0 stays 0). */
long ingest_norm_line(const struct ingest_norm *n, long line);

/*
 * Line `oline` of the original text, without its line end; *len its length.
 * NULL when there is no such line.
 */
const char *ingest_norm_orig_line(const struct ingest_norm *n, long oline,
				  size_t *len);

/*
 * The length of a blog's metadata header at the start of s (n bytes): a
 * YAML front matter ("---" lines around "key: value" lines: Jekyll, Hugo)
 * (a WordPress export's from "ID:") or a Pelican / MultiMarkdown header
 * ("Title: ...", "Date: ..." lines up to an empty line, the first key one
 * a blog uses), its end included;
 * 0 when none.  What it holds describes the post: no output, no label.
 */
size_t ingest_doc_header_len(const char *s, size_t n);

/*
 * The length of a YAML front matter at the start of s as
 * ingest_doc_header_len() reads it, its block scalars ("raw_output: |"
 * over indented lines: a catalogue entry keeping a tool's output in its
 * front matter) of any length: where its "title:" is read, never what
 * is skipped as no output.
 */
size_t ingest_doc_front_matter_len(const char *s, size_t n);

/*
 * Whether s (n bytes) is an HTML page, left to libxml2, rather than text or
 * Markdown with tags in it: the one rule of the normalization pass and of
 * ingest/doctext.c (which reads the normalized text).  Pages: one opening
 * with <!DOCTYPE or <html>, or with <head>, <body>, <meta>, <?xml or four
 * structure tags and holding a body's tag (<p>, <div>, <pre>, <table>,
 * <h1>...).  Not: a <pre> fragment, Markdown under "<!-- TOC -->".
 */
int ingest_html_page(const char *s, size_t n);

/* Free what n owns and zero it. */
void ingest_norm_release(struct ingest_norm *n);

#endif
