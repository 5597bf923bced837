/*
 * CrystalDiskMark text exports, 3.x to 8.x ("Copy" / "Save text"), with or
 * without their header and footer.  The layouts and what each version's
 * test names mean live in ingest/diskmark.c, shared with KDiskMark.
 * CrystalDiskMark's MB is 10^6 bytes ("* MB/s = 1,000,000 bytes/s").
 */
#include "ingest/diskmark.h"
#include "ingest/formats.h"

static const struct diskmark_tool cdm = {
    .format = "cdm",
    .tool = "CrystalDiskMark",
    .header = "CrystalDiskMark",
    .kib_thousands = 0,
    .direct = 1,
};

static int probe(const char *buf, size_t len)
{
	int n, spaced, bare;

	if (diskmark_has_header(buf, len, 4096, "KDiskMark"))
		return 0;
	n = diskmark_count_results(buf, len, 16384, &spaced, &bare);
	/* the header above no export line: a table of the GUI's figures
	 * typed under it ("Read [MB/s]  Write [MB/s]"), the table reader's */
	if (diskmark_has_header(buf, len, 8192, "CrystalDiskMark")) {
		/* no export line, prose under the "header": a review's
		 * caption (docs/documents.md), no output to fail on */
		if (!n && diskmark_header_over_prose(buf, len, 8192,
						     "CrystalDiskMark"))
			return 0;
		return n || !diskmark_gui_columns(buf, len < 8192 ? len : 8192)
			   ? 95
			   : 20;
	}
	/* A pasted block without its header: judge by the result lines. */
	if (spaced * 2 > n) /* "Sequential 1 MiB": KDiskMark's spelling */
		return 0;
	/* only "Sequential Read:  450 MB/s" lines: the words anyone types
	 * for a sequential test's rate (a fio run's, a script's), with no
	 * size, queue or figure of the tool's own: no CrystalDiskMark
	 * export, whose defaults (SEQ1M Q1T1) would be invented */
	if (bare == n)
		return 0;
	if (n >= 2)
		return 70;
	return n ? 35 : 0;
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	return diskmark_parse(ctx, &cdm, buf, len);
}

const struct ingest_format ingest_cdm = {
    .name = "cdm",
    .description = "CrystalDiskMark text export (3.x to 8.x)",
    .probe = probe,
    .parse = parse,
};
