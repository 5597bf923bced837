/*
 * KDiskMark text exports (1.x to 3.x): CrystalDiskMark 7's layout with a
 * "KDiskMark (x.y.z): URL" and "Flexible I/O Tester (fio-x.y)" header.
 * Parsed by ingest/diskmark.c.  KDiskMark prints "* MB/s = 1,000,000
 * bytes/s" but computes its MB/s as fio's "bw" (KiB/s) / 1000
 * (src/benchmark.cpp), so its MB is 1,024,000 bytes: 542.516 MB/s at
 * 529.8 IOPS of 1 MiB in its README example agrees (529.8 * 2^20 / 1.024e6
 * = 542.5), 10^6 would not.
 */
#include "ingest/diskmark.h"
#include "ingest/formats.h"

static const struct diskmark_tool kdiskmark = {
    .format = "kdiskmark",
    .tool = "KDiskMark",
    .header = "KDiskMark",
    .kib_thousands = 1,
    .direct = -1, /* fio --direct=1 by default, but a setting can drop it */
};

static int probe(const char *buf, size_t len)
{
	int n, spaced;

	if (diskmark_has_header(buf, len, 8192, "KDiskMark"))
		return diskmark_count_results(buf, len, 16384, NULL) ||
			       !diskmark_gui_columns(buf,
						     len < 8192 ? len : 8192)
			   ? 95
			   : 20;
	if (diskmark_has_header(buf, len, 8192, "CrystalDiskMark"))
		return 0;
	/* Without the header only the "1 MiB" spelling tells it apart. */
	n = diskmark_count_results(buf, len, 16384, &spaced);
	if (n >= 2 && spaced * 2 > n)
		return 70;
	return 0;
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	return diskmark_parse(ctx, &kdiskmark, buf, len);
}

const struct ingest_format ingest_kdiskmark = {
    .name = "kdiskmark",
    .description = "KDiskMark text export (1.x to 3.x)",
    .probe = probe,
    .parse = parse,
};
