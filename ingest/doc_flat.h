/*
 * Flattened tool outputs: a blog migration (or a copy from a page that
 * rendered <br> as nothing) leaves an output with its line breaks removed,
 *
 *   64+0 records in 64+0 records out 67108864 bytes (67 MB) copied, ...
 *
 * on one line.  docflat_split finds where the tool's lines started, from
 * the line starts each tool is known to print (dd's records lines, fio's
 * job, latency, group and disk lines, hdparm's "Timing", CrystalDiskMark's
 * test names, iozone's auto table rows), so that the tool's own importer
 * can read the lines.  It
 * only says yes when the line holds at least two of a tool's line starts
 * and the mark of that tool (a records line, "Run status group", a
 * "Timing" line, a CrystalDiskMark result), so a sentence that mentions a
 * tool is never cut.  Internal to ingest/ (document.c).
 */
#ifndef IODB_INGEST_DOC_FLAT_H
#define IODB_INGEST_DOC_FLAT_H

#include <stddef.h>

#define DOCFLAT_MAX 512 /* lines one flattened line may be cut into */

/*
 * Where the lines of a flattened output in s (len bytes) start: fills
 * starts[0..n-1] (starts[0] is 0: what precedes the first known start,
 * such as a prompt and a command or an indentation, stays the first line) and
 * returns n >= 2 with *tool set ("dd", "fio", "hdparm", "CrystalDiskMark",
 * "iozone"), or 0 when s is no flattened output of a known tool (*tool
 * untouched).  Keeps no pointer into s.
 */
size_t docflat_split(const char *s, size_t len, size_t *starts, size_t max,
		     const char **tool);

/*
 * Where the lines of a line s (len bytes) holding the flattened outputs of
 * two tools or more start (a wiki's or a blog's line of several runs:
 * "/dev/sda: Timing cached reads: ... MB/sec # dd if=/dev/zero ...
 * 512+0 records in 512+0 records out ... copied, 4.7 s, 114 MB/s"): the
 * line starts of each tool's output that docflat_split() finds for that
 * tool alone (dd's, fio's, hdparm's), and a line start at every command of
 * dd, fio or hdparm after the first output line (with its prompt), in
 * order; fills starts[0..n-1] (max at most) and returns n, or 0 when s
 * holds no two tools' flattened outputs.  Keeps no pointer into s.
 */
size_t docflat_mixed(const char *s, size_t len, size_t *starts, size_t max);

/*
 * Whether s (len bytes, blanks before it allowed) starts the way a line of
 * dd, fio, hdparm or CrystalDiskMark output starts ("64+0 records in",
 * "Starting 1 process", "/dev/sda:", "Sequential Read").
 */
int docflat_line_start(const char *s, size_t len);

/*
 * Whether line s (len bytes) opens with a command of dd, fio or hdparm, an
 * option after its word, a prompt before it at most ("dd if=/a of=/b
 * bs=64k", "[root@db1 /]# time dd if=...", "$ sudo hdparm -t /dev/sdb"):
 * a run starts there, no piece of the output above it.
 */
int docflat_command_line(const char *s, size_t len);

/*
 * Whether line s (len bytes) is a row of `diff -y`'s two columns with a
 * gutter mark: text, then one '|', '<' or '>' with blanks around it (or
 * last) at column 16 or further, the line no table row ('|' first).  Its
 * columns are two outputs, no output flattened onto one line.
 */
int docflat_gutter_row(const char *s, size_t len);

/*
 * The tool whose output line s (len bytes, blanks before it allowed)
 * certainly is, by its start: "dd" ("64+0 records in"), "hdparm" ("Timing
 * buffered disk reads:"), "fio" ("Run status group 0", "READ: bw="); NULL
 * for any other line, and for starts more than one tool prints.
 */
const char *docflat_line_tool(const char *s, size_t len);

#endif
