/*
 * A log's prefix on every line of a pasted output: a test harness, a CI
 * runner or a chat client writes a timestamp (and often a level or a
 * stream name) before each line it captured:
 *
 *	12:06:53 DEBUG| [stdout]   read: IOPS=84, BW=42.4MiB/s ...
 *	2023-04-25T10:11:12.1234567Z   Sequential 1 MiB (Q= 8, T= 1): ...
 *	[2021-03-04 10:11:12] INFO: Run status group 0 (all jobs):
 *
 * The normalization pass peels it for every importer (normalize.c's
 * log_peel(), unless the prefix is a bare unbracketed time, which may be
 * a table's first column); the line-structured importers (fio text,
 * CrystalDiskMark, KDiskMark, HD Tune) read the line after it too.  The prefix
 *is found once per text: a timestamp (digits and separators with "D:DD" in
 *them, maybe in brackets) starting most of its lines, then the words every such
 *line shares after it (digits compared as digits), cut at a blank; in a chat
 * log, the "<nick> " after it too (never a host: fio's "<host> " client
 * prefix does not come after a timestamp).  Lines without it (prose
 * around the log) are read as they are.  Line numbers before every line
 * (`cat -n`, a blog's code gutter copied with the code: "   12\tread: ...")
 * go the same way when nearly every line has one and they count up by one.
 * A log after more than 40 lines
 * of other text is not looked for (the scan stays cheap for the outputs
 * that have none).
 */
#ifndef IODB_INGEST_LOGPREFIX_H
#define IODB_INGEST_LOGPREFIX_H

#include <stddef.h>

#include "ingest/lines.h"

#define LOG_PREFIX_MAX 80

struct log_prefix {
	size_t len;   /* 0: the text has none */
	size_t stamp; /* of len, the timestamp's bytes (with its blank) */
	char shape[LOG_PREFIX_MAX]; /* the prefix, each digit as '9' */
	int nick;     /* a chat's "<nick> " follows it (goes too) */
	int numbered; /* no stamp: `cat -n`'s or a code gutter's line
			 numbers, 1, 2, 3... (len 0) */
};

/* Find the prefix of the lines of buf (its first lines decide). */
void log_prefix_find(struct log_prefix *lp, const char *buf, size_t len);

/* Length of the prefix at the start of s (n bytes): lp's, or 0. */
size_t log_prefix_at(const struct log_prefix *lp, const char *s, size_t n);

/*
 * Length of a kernel log message's time stamp opening at s (n bytes):
 * "[   12.345678" (seconds since boot, three to nine digits after the
 * point) followed by ']' or a blank ("[ 79.822186 0:143 axfs::fops:269]",
 * an OS's own console log), with a ']' later on the line.  0 when s does
 * not open one.  Such a message may come in the middle of a tool's line
 * (the kernel and the tool write the same console).
 */
size_t log_kernel_stamp(const char *s, size_t n);

/* line without the prefix (and the blanks after it). */
struct text_line log_prefix_strip(const struct log_prefix *lp,
				  struct text_line line);

#endif
