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
#ifndef IODB_MODEL_UNITS_H
#define IODB_MODEL_UNITS_H

#include <stdint.h>

/*
 * What a bare decimal-looking prefix (k, K, M, G, T, "kB", "MB", "KB") means
 * for the tool that printed it.  An explicit IEC prefix (KiB, MiB, Ki, Mi)
 * is always binary whatever the convention, except in fio's own option
 * syntax (UNITS_FIO_OPTION below).  docs/units.md has the table per tool.
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
	/*
	 * UNITS_FIO_OPTION: a value as fio's job options and command line
	 * take it ("--bs=4k", "size=1g", "bs=4KB"), with fio's default
	 * kb_base=1024: case-insensitive, k/kb/ki = 1024 and m/mb/mi = 2^20
	 * ..., but kib/mib/gib = 1000^n ("compatibility mode ... power-of-10
	 * values with IEC prefixes", fio HOWTO and parse.c).  Only for the
	 * values a user typed; fio's output uses UNITS_DECIMAL/BINARY.
	 */
	UNITS_FIO_OPTION,
};

/*
 * How a comma inside a number is read.  A comma not followed by a digit
 * ("IOPS=760, BW=", "(3,9 GB, 3,6 GiB)") always ends the number.
 */
enum units_comma {
	UNITS_COMMA_THOUSANDS, /* "1,234,567" = 1234567 ("1,5" is an error) */
	UNITS_COMMA_DECIMAL,   /* "1,24566" = 1.24566 (de_DE, fr_FR, ru_RU) */
	UNITS_COMMA_NONE,      /* a comma ends the number: lists such as
				* fio's "total=0,262144,0,0" */
};

/*
 * A plain number: "42", "-1.5", "+3", ".5", "1e3", "1,234" (thousands).
 * The point '.' is a decimal point under every comma mode.  Ambiguous
 * groupings are errors, never a guess: "1,5" or "1234,567" (thousands),
 * "1.234,5" or "1,234.5" (decimal comma), "1.2.3".  "inf", "nan", hex and
 * values that overflow a double ("1e400") are errors; "5." stops before
 * the point.  Independent of the C locale.
 */
int units_number(const char *s, const char **end, enum units_comma comma,
		 double *out);

/*
 * A count with an optional decimal suffix, as fio prints IOPS:
 * "48", "57.6k", "22.0k", "61.6K", "1.2M", "1,234".  k/K/M/G/T/P are
 * always 10^3 ... 10^15, and only as a whole word: "57.6k," takes the k,
 * "48IOPS" stops before the I.  Commas are thousands separators.
 */
int units_count(const char *s, const char **end, double *out);

/*
 * A size in bytes: "4096", "4k", "1m", "128KiB", "1.1 GB", "1.0 GiB",
 * "367MiB", "4,1 kB" (with UNITS_COMMA_DECIMAL), "32768MB", "1 MiB",
 * "512 bytes", "4 KB", "1024 kByte".  Blanks between number and unit are
 * allowed.  A bare number is bytes, also before a word that is no unit
 * ("3053371392 bytes transferred" and "12 bananas" stop before the word);
 * letters glued to the number that are no unit ("12xyz") and bit units
 * ("12 Mb", "1 kbit") are errors.  For a range "128KiB-128KiB" the first
 * value is returned and *end points at the '-'.
 */
int units_size(const char *s, const char **end, enum units_conv conv,
	       enum units_comma comma, double *out);

/*
 * A rate in bytes per second: "96.1 MB/s", "7995KiB/s", "6417kB/s",
 * "24.7MiB/s", "317.6KB/s", "1419425 bytes/sec", "470.62 MB/sec",
 * "3.0 GB/s", "371947KB/s", "8,8 MB/s" (UNITS_COMMA_DECIMAL), "1.5 GiB/s",
 * "4247.53 kB/sec".  "B/s" and "bytes/s" are bytes.  The unit is required
 * and must be per second ("/s", "/sec"): "ops/sec", "Mb/s" and "MB/min"
 * are errors.
 */
int units_rate(const char *s, const char **end, enum units_conv conv,
	       enum units_comma comma, double *out);

/*
 * A duration in nanoseconds: "11.1722 s", "60030msec", "2.00 s",
 * "0.037096 seconds", "2151.132182 secs", "5314ms", "192.48usec",
 * "135557nsec", "15407.04 us", "12.5µs", "1.5 min", "1h".  The unit is
 * required (see units_time_factor).
 */
int units_duration(const char *s, const char **end, enum units_comma comma,
		   double *out);

/*
 * A duration range as fio 3.x group lines print it ("run=1173-1173msec"):
 * the unit after the second number applies to both.  A single duration
 * ("60030msec") gives *lo == *hi.  Nanoseconds; *end just past the unit;
 * 0 or -EINVAL (then nothing is stored).
 */
int units_duration_range(const char *s, const char **end,
			 enum units_comma comma, double *lo, double *hi);

/*
 * The factor from a time unit word to nanoseconds: "nsec"/"ns" 1,
 * "usec"/"us"/"µs" 1e3, "msec"/"ms" 1e6, "sec"/"s"/"secs"/"seconds" 1e9,
 * "m"/"min" 60e9 (fio's "runtime=5m"), "h"/"hour" 3600e9, "d"/"day".
 * Case matters ("S" is unknown).  len is the length of unit (the word
 * need not end there).  Returns NAN when unknown.
 */
double units_time_factor(const char *unit, unsigned long len);

/*
 * The factor of a size prefix or unit word to bytes under conv:
 * "" / "B" / "bytes" / "Bytes" / "octets" 1; a prefix k K m M g G t T p P e E
 * alone or followed by "B", "Byte(s)", "byte(s)" ("kB", "MBytes") is
 * 1000^n or 1024^n as conv says (UNITS_MIXED: 1024 x 1000^(n-1)); followed
 * by "i" or "iB" ("Ki", "MiB") it is 1024^n always.  "Mb" (bits) and
 * anything else: NAN.  len is the length of unit.
 */
double units_size_factor(const char *unit, unsigned long len,
			 enum units_conv conv);

/*
 * v as a whole count (bytes, a block size): (int64_t)v when 0 <= v < 2^63
 * (cut toward zero), else -1 (unknown): a figure too big for int64_t, or
 * NAN, is never cast (undefined behaviour).
 */
int64_t units_int64(double v);

/*
 * Whether a rate of bw bytes/s is what iops operations of bs bytes each
 * move, within 0.5% (for figures rounded as printed): how a rate written
 * "KB/s" or "MB/s" beside its IOPS tells which base its author meant
 * (docs/units.md).  0 when iops or bs is not positive.
 */
int units_rate_fits_iops(double bw, double iops, double bs);

/*
 * units_rate_fits_iops() to the digits the two figures were printed
 * with: a rate of bw bytes/s whose last digit is worth bw_step bytes/s
 * ("2.1 MB/s": 0.1 MB/s) fits iops (its last digit worth iops_step:
 * "12.3k" 100) operations of bs bytes when it is within half a unit of
 * its last digit, one unit of the IOPS's (fio cuts its IOPS, a hand
 * rounds "46.9k") and 0.5% of IOPS x bs.  0 when iops or bs is not
 * positive.
 */
int units_rate_fits_printed(double bw, double bw_step, double iops,
			    double iops_step, double bs);

/*
 * A rate of v in unit u (n bytes: "KB/s", "MiB/s") beside iops at block
 * size bs, in bytes/s: an IEC unit as told, a decimal-looking one in the
 * one base its IOPS x bs fits (units_rate_fits_iops(); KB: 1000 or 1024,
 * MB: 10^6, 1,024,000 or 2^20, GB: 10^9, 1.024e9 or 1.048576e9).  NAN
 * when the unit is none or the base is not told (none fits, or more than
 * one).
 */
double units_rate_by_iops(double v, const char *u, unsigned long n, double iops,
			  double bs);

#endif
