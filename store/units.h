/*
 * Units: every number-with-unit form that real benchmark logs print,
 * normalized once, here, with the source tool's own convention.
 *
 * Normalized units: bytes, bytes per second, nanoseconds, plain counts.
 * Parsers never multiply by 1024 or 1e6 themselves; they call these.
 *
 * All functions parse from s (leading blanks skipped), store the value in
 * *out and, when end is not NULL, set *end just past the text consumed.
 * They return 0 on success and -EINVAL when s does not start with the
 * expected form (then *out and *end are left untouched).
 */
#ifndef IODB_STORE_UNITS_H
#define IODB_STORE_UNITS_H

/*
 * What a bare decimal-looking prefix (k, K, M, G, T, "kB", "MB", "KB") means
 * for the tool that printed it.  An explicit IEC prefix (KiB, MiB, Ki, Mi)
 * is always binary whatever the convention.
 *
 *   UNITS_DECIMAL: k/M/G = 10^3/10^6/10^9 (GNU dd, CrystalDiskMark, fio's
 *                  "(6417kB/s)" and its kB/MB in parentheses, fio IOPS "57.6k")
 *   UNITS_BINARY:  k/M/G = 2^10/2^20/2^30 (hdparm, iozone, BusyBox dd,
 *                  fio 2.x "KB/s", fio's bs= and size= options "4k", "1m")
 */
enum units_conv {
	UNITS_DECIMAL,
	UNITS_BINARY,
	/*
	 * UNITS_MIXED: k = 1024, M = 1000 x 1024, G = 10^6 x 1024 (the
	 * "1.44 MB floppy" megabyte).  KDiskMark prints fio's bw (KiB/s)
	 * divided by 1000 as "MB/s", so its MB/s is 1,024,000 bytes/s
	 * whatever its report header claims (docs/units.md).
	 */
	UNITS_MIXED,
};

/* How a comma inside a number is read. */
enum units_comma {
	UNITS_COMMA_THOUSANDS, /* "1,234,567" = 1234567 ("1,5" is an error) */
	UNITS_COMMA_DECIMAL,   /* "1,24566" = 1.24566 (de_DE, fr_FR, ru_RU) */
	UNITS_COMMA_NONE,      /* a comma ends the number: lists such as
				* fio's "total=0,262144,0" */
};

/* A plain number: "42", "-1.5", "1e3", "1,234" (thousands). */
int units_number(const char *s, const char **end, enum units_comma comma,
		 double *out);

/*
 * A count with an optional decimal suffix, as fio prints IOPS:
 * "48", "57.6k", "22.0k", "1.2M", "1,234".  k/M/G are always 10^3/10^6/10^9.
 */
int units_count(const char *s, const char **end, double *out);

/*
 * A size in bytes: "4096", "4k", "1m", "128KiB", "1.1 GB", "1.0 GiB",
 * "367MiB", "4,1 kB" (with UNITS_COMMA_DECIMAL), "32768MB", "1 MiB",
 * "512 bytes", "4 KB".  Blanks between number and unit are allowed.
 * A bare number is bytes.  For a range "128KiB-128KiB" the first value is
 * returned and *end points at the '-'.
 */
int units_size(const char *s, const char **end, enum units_conv conv,
	       enum units_comma comma, double *out);

/*
 * A rate in bytes per second: "96.1 MB/s", "7995KiB/s", "6417kB/s",
 * "24.7MiB/s", "317.6KB/s", "1419425 bytes/sec", "470.62 MB/sec",
 * "3.0 GB/s", "371947KB/s", "8,8 MB/s" (UNITS_COMMA_DECIMAL), "1.5 GiB/s".
 * "B/s" and "bytes/s" are bytes.  The unit is required.
 */
int units_rate(const char *s, const char **end, enum units_conv conv,
	       enum units_comma comma, double *out);

/*
 * A duration in nanoseconds: "11.1722 s", "60030msec", "2.00 s",
 * "0.037096 seconds", "2151.132182 secs", "5314ms", "192.48usec",
 * "135557nsec", "1.5 min", "1h".  The unit is required.
 */
int units_duration(const char *s, const char **end, enum units_comma comma,
		   double *out);

/*
 * A duration range as fio's group lines print it: "1173-1173msec" (run=),
 * "90213-90213msec" (mint= and maxt= in fio 2.x); the unit after the second
 * number applies to both.  A single duration ("60030msec") gives *lo ==
 * *hi.  Nanoseconds; *end just past the unit; 0 or -EINVAL (then nothing
 * is stored).
 */
int units_duration_range(const char *s, const char **end,
			 enum units_comma comma, double *lo, double *hi);

/*
 * The factor from a time unit word to nanoseconds: "nsec"/"ns" 1,
 * "usec"/"us"/"µs" 1e3, "msec"/"ms" 1e6, "sec"/"s"/"secs"/"seconds" 1e9,
 * "min" 60e9.  len is the length of unit.  Returns NAN when unknown.
 */
double units_time_factor(const char *unit, unsigned long len);

/*
 * The factor of a size prefix or unit word to bytes under conv:
 * "" / "B" / "bytes" 1, "k"/"K"/"KB"/"kB" 1e3 or 1024, "KiB"/"Ki" 1024 ...
 * len is the length of unit.  Returns NAN when unknown.
 */
double units_size_factor(const char *unit, unsigned long len,
			 enum units_conv conv);

#endif
