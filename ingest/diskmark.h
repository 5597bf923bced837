/*
 * The CrystalDiskMark-style text export, shared by the CrystalDiskMark
 * (ingest/cdm.c) and KDiskMark (ingest/kdiskmark.c) importers: the test
 * labels of every version, the "543.188 MB/s [ 518.0 IOPS] < 15407.04 us>"
 * result figures, the header and the profile footer.  Internal to ingest/.
 */
#ifndef IODB_INGEST_DISKMARK_H
#define IODB_INGEST_DISKMARK_H

#include <stddef.h>
#include <stdint.h>

#include "ingest/ingest.h"
#include "ingest/testnames.h" /* struct diskmark_test, diskmark_label() */

/* The figures of one result line. */
struct diskmark_values {
	double mbps;   /* the printed MB/s figure, as printed */
	double bw;     /* bytes per second under the tool's convention */
	double iops;   /* NAN when not printed (CDM 3-5 sequential lines) */
	double lat_ns; /* NAN when not printed (before CDM 7) */
};

/* The tool a diskmark-style export comes from. */
struct diskmark_tool {
	const char *format; /* "cdm", "kdiskmark" */
	const char *tool;   /* "CrystalDiskMark", "KDiskMark" */
	const char *header; /* the header's first word, before the version */
	/*
	 * KDiskMark's "MB/s" is fio's KiB/s divided by 1000 (src/benchmark.cpp
	 * "jobRead.value("bw").toInt() / 1000.0; // to mb"), i.e. 1,024,000
	 * bytes/s, whatever its header says; CrystalDiskMark's is 10^6.
	 */
	int kib_thousands;
	int direct; /* 1: the tool always bypasses the cache; -1 unknown */
};

/*
 * Parse the figures after a result line's ':' from the NUL-terminated s
 * into *v, converting MB/s with tool's convention; a lone comma is a
 * decimal comma (these tools print no thousands separators).  Returns 0;
 * 1 when the line was cut ("...", "…") after a complete MB/s figure: the
 * figures before the cut are set, the others NAN, *bad at the cut; or
 * -EINVAL with *bad (may be NULL) at the first character not understood.
 */
int diskmark_values(const char *s, const struct diskmark_tool *tool,
		    struct diskmark_values *v, const char **bad);

/*
 * How many lines of buf (first limit bytes) are diskmark result lines: a
 * known label, ':' (or blanks), figures that are valid and agree (IOPS x
 * block size = MB/s); a flattened line counts each result.  *spaced (may
 * be NULL) gets how many of them use KDiskMark's "1 MiB" spelling; *bare
 * (may be NULL) how many are CrystalDiskMark 3's bare "Sequential Read"
 * with a figure not printed as the tool prints it (three decimals): words
 * and a rounded rate anyone types.  Never reads past len.
 */
int diskmark_count_results(const char *buf, size_t len, size_t limit,
			   int *spaced, int *bare);

/*
 * Whether one of the first lines of buf (limit bytes) is a header line
 * "WORD 8.0.4 ..." or "WORD (1.6.0)...": word then a version.
 */
/*
 * Between diskmark_probe_memo(1) and diskmark_probe_memo(0) the caller
 * promises that a buffer given to diskmark_count_results() does not change:
 * a second count of the same buffer (the CrystalDiskMark and KDiskMark
 * probes both count) is then remembered, not redone.
 */
void diskmark_probe_memo(int on);

int diskmark_has_header(const char *buf, size_t len, size_t limit,
			const char *word);

/*
 * Whether every header line of word in buf (first limit bytes) has a
 * sentence of prose right after it (line_prose_sentence(): "Ce banc
 * mesure les débits de lecture et d'écriture de chaque clé en cinq
 * passes."), and there is one: a review's caption naming the tool and
 * its version, no export's header.  0 when a header has the export's own
 * lines after it, or nothing (a copy cut short).  Never reads past len.
 */
int diskmark_header_over_prose(const char *buf, size_t len, size_t limit,
			       const char *word);

/*
 * Parse a whole export (one or more sessions, each with or without its
 * header and footer, also flattened onto one line) and emit one run per
 * session and one result per result line.  A garbled or unknown line is
 * a warning (ingest_warn_at) and is skipped.  Returns 0, or -EINVAL after
 * ingest_error_at() when no result line is found.  Keeps no pointer into
 * buf.
 */
int diskmark_parse(struct ingest_ctx *ctx, const struct diskmark_tool *tool,
		   const char *buf, size_t len);

/*
 * Whether a line of buf (n bytes) heads the GUI's columns, "Read [MB/s]
 * Write [MB/s]" (or "(IOPS)"): the figures under it are a grid the user
 * typed or copied from the window, no export (the table reader's).
 */
int diskmark_gui_columns(const char *buf, size_t n);

#endif
