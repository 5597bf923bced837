/*
 * What a table cell says: its figures ("57.6k", "225MiB/s (236MB/s)",
 * "244 / 10"), their units, and the value of a figure under the tool's
 * unit convention.  Internal to ingest/ (see ingest/table.h).
 */
#ifndef IODB_INGEST_TABLE_VALUE_H
#define IODB_INGEST_TABLE_VALUE_H

#include <stddef.h>

#include "ingest/testnames.h"
#include "model/units.h"

#define TABLE_CELL_MAX 2048

/* One figure of a cell. */
struct table_val {
	char num[48];		     /* the number as written */
	char unit[24];		     /* the unit as written; "" none */
	enum testname_metric metric; /* what the unit implies */
	int size_unit;		     /* "MB" without "/s" */
	/* "3,120 MB/s (762K IOPS)": the figure in brackets, its unit */
	char alt_num[48], alt_unit[24];
	/* TESTNAME_NONE: none, or (alt_num set) a bare count "(3.1k)" */
	enum testname_metric alt_metric;
	int alt_named; /* the bracket names its metric in words ("168 µs
			  average latency") */
	/* "R: 103 / W: 45": the direction the cell names for this figure,
	 * IODB_OP_UNKNOWN (0) when none */
	int op;
	/* "3.78 GB/s (QD32)", "1.2 GB/s (T8)": the queue depth and threads
	 * the cell's brackets name for this figure; 0 when none */
	int qd, threads;
	/* "約 3,800", "~500 MB/s": the source marks the figure approximate
	 * (alt_approx: the second figure, "(≈780k IOPS)") */
	int approx, alt_approx;
	/* "166 IOPS / avg 4.2 ms", "/ 平均 ~4.2 ms": an average word before
	 * this time names it a mean per operation (a figure after the
	 * first one only) */
	int mean_named;
	/* "p99 30 ms", "median 0.65 ms", "max 4.1 ms" in a cell of
	 * statistics (table_cellv.stats): the percentile this time is (50
	 * a median), 0 none; extreme: a maximum or minimum */
	double pct;
	int extreme;
	/* "2,408 write IOPS (70/30)": the read share of the mix a bracket
	 * names for the figure (70), 0 none; "12 MB/s / 8.8 ms" under
	 * "throughput / p99": the percentile the header names for the
	 * second figure (alt_num), set by table_mapping.c, 0 none */
	int mix;
	double alt_pct;
	/* "RPi3: 22.5<br>RPi4: 40.2": the system the cell names for this
	 * figure, "" when none (then no figure of the cell names one) */
	char sys[32];
	/* "753 MB/s (KOIO 925)", "37 MB/s (KOIO same)": the system another
	 * figure in the brackets is of (the same test, the same unit) and
	 * that figure as written ("" none; osame: "same", num again) */
	char osys[32], onum[48];
	int osame;
	/* "bw=121556KB/s, iops=30389" in a cell: the figures as fio printed
	 * them, read in fio's own units (2: fio 2's KB is 1024, 3: fio 3's
	 * IEC units; docs/units.md), whatever the table's convention and
	 * separators; 0 none */
	int fio;
	/* with fio set: the bytes moved and the runtime (ns) the line
	 * printed, fio 3's "(81.7GiB/60001msec)", fio 2's "io=", "runt=";
	 * 0 when it printed none */
	double fio_io, fio_run;
	/* "270.6 (usec)": the unit only the cell's brackets name (the
	 * column's other cells must name one of the same kind) */
	int unit_bracketed;
};

/*
 * Which separator a table's numbers use for decimals, decided once per
 * table from all its figures (never per cell): POINT "3,120.5", COMMA
 * "3.120,5", UNSURE when the table says both or cannot say ("1,024" in
 * a German table): then no number with a separator is read.
 */
enum table_sep {
	TABLE_SEP_POINT = 0,
	TABLE_SEP_COMMA,
	TABLE_SEP_UNSURE,
};

/* The figures of a cell: "244 / 10" holds two. */
struct table_cellv {
	struct table_val v[TESTNAME_MAX_OPS];
	int n;
	/* "avg 5.2 ms, p50 3.0, p99 30 ms, ~190 IOPS": statistics of one
	 * test's operations, each named; v[0] the mean, else the first
	 * median or percentile (n 1), the stats others in stat[]; 0 none */
	int stats;
	struct table_val stat[TESTNAME_MAX_OPS];
};

/*
 * Classify v->unit: set v->metric (and v->size_unit for "MB" without
 * "/s").  Returns 0 (also for no unit, or a count suffix "k"), or -1 when
 * the unit is none we read.
 */
int table_val_unit(struct table_val *v);

/*
 * Whether unit u is a bare count a second ("1430/s", "197.2/sec"):
 * nothing named before the '/', so the row or header says what is
 * counted (no metric of its own).
 */
int table_val_per_second(const char *u);

/*
 * The length of the number at s (NUL-terminated) as a table cell reads
 * it: digits with ',' or '.' separators, and its thousands grouped by
 * blanks only where it cannot be two numbers ("3 120,5", "1 234 567";
 * "512 488" is "512"), or by apostrophes or thin spaces ("75'471",
 * "75\u202f471").  0 when s starts no number.
 */
size_t table_val_number_len(const char *s);

/*
 * The number num (as written) read under sep into out (n bytes) as plain
 * digits with a '.' decimal point ("3.120,5" -> "3120.5"); out may be NULL
 * to only check.  Thousands groups must have three digits.  Returns 0, or
 * -1 when num does not read so.
 */
int table_val_number(const char *num, enum table_sep sep, char *out, size_t n);

/*
 * What num says about its table's separators: 0 nothing (no separator),
 * 1 only a decimal point reads it ("512.3", "1,234.5", "1,234,567"), 2
 * only a decimal comma ("512,3", "1.234,5"), 3 either ("1,024", "1.234").
 */
int table_val_evidence(const char *num);

/*
 * Whether num is digits, one ',' and four or more digits ("17,5042"): no
 * thousands group, and in a table whose decimal point is '.' no decimal
 * comma either, a slip of the writer's (175042 grouped wrong).
 */
int table_val_comma_long(const char *num);

/*
 * "12.3k IOPS / 48.0 MiB/s": two figures of cv, each with a unit of
 * another metric, become one result's (the second the first's alt_num,
 * cv->n 1).  Anything else stays.
 */
void table_cellv_one_result(struct table_cellv *cv);

/*
 * Whether cell s is one figure of zero ("0", "0.00", "0 KB/s"): 1, 0 for
 * one figure of another value, -1 for anything else.
 */
int table_cell_zero(const char *s);

/* Whether a cell says nothing: "", "-", "N/A", "—", "x". */
int table_cell_empty(const char *s);

/*
 * The figures of cell s ("244 / 10", "76076 / 68352", "57.6k", "225MiB/s
 * (236MB/s)", "**512,3**", "RPi3: 22.5 RPi4: 40.2": a figure of each
 * system named; "read 672 / write 289": a figure of each direction named;
 * "avg 5.2 ms, p50 3.0, p99 30 ms, ~190 IOPS": the statistics of one
 * test, cv->stats; "bw=121556KB/s, iops=30389 <br/> sda: util=18.70%": a
 * fio result line's figures, v[0].fio set) into *cv; emphasis and markup
 * around figures are no content.  Returns 0, or -1 when s is no figure
 * (text).
 */
int table_cell_values(const char *s, struct table_cellv *cv);

/*
 * What a cell holding only a unit names ("MB/s", "IOPS", "ms", "МБ/с"):
 * the metric, TESTNAME_NONE when s is no unit.
 */
enum testname_metric table_unit_metric(const char *s);

/*
 * The comma-separated list in the last brackets of header h: "(MiB/s,
 * IOPS)", "(MiB/s, IOPS, CPU util)", its parts trimmed into part (at most
 * max of them, each under 24 bytes), when the brackets end h.  Returns how
 * many parts (2 or more), or 0 when h ends in no such list.
 */
int table_unit_list(const char *h, char (*part)[24], int max);

/*
 * Whether a cell is a relative figure, no measurement: "+20.6%", "-3 %",
 * "1.5x", "×2", "2배", "3倍".
 */
int table_cell_relative(const char *s);

/*
 * The length of a word or sign at s marking the figure after it
 * approximate ("約 3,800", "~500", "≈ 1.2", "approx. 500", "대략 500",
 * "ca. 500"), blanks after it included; 0 when none.
 */
size_t table_approx_prefix(const char *s);

/*
 * The length of a word or sign of a mean ("avg", "Mittelwert", "moy.",
 * "평균", "平均", "Ø") ending s[0..n), with at least one byte before it
 * (the caller checks that byte is no letter); 0 when none.  The one list
 * of mean words: table cells ("84 µs avg", "平均 4.2 ms") and result
 * bullets ("Latency: avg 41 µs") both read it.
 */
size_t table_mean_word_ending(const char *s, size_t n);

/*
 * Of a cell's lines line[0..n) (len[k] bytes each; its "<br>" or
 * paragraphs: "<p>310 µs avg.</p><p>99.9% completed under 800 µs</p>"),
 * the one to read as the cell: the only line holding a figure, a time
 * a mean word names ("310 µs avg.", "avg 0.4 ms"), every other line empty
 * or a share of the I/Os under a bound (a '%', a percentile: never read
 * as a percentile).  Returns its index, -1 when there is no such line.
 */
int table_cell_mean_line(const char *const *line, const size_t *len, int n);

/*
 * How many significant digits number num (as written: "5000", "3,800",
 * "28.2") has; a whole number's trailing zeros count none ("5000": 1).
 * groups: a comma grouping thousands leaves the number whole ("6,500":
 * 2, "1,000,000": 1, as "~6,500" is rounded); 0: the digits after the
 * first separator count ("6,500": 4).
 */
int table_significant(const char *num, int groups);

/*
 * The percentile text s names ("p99", "P50 (ms)", "99th pct", "99.9%"
 * beside a latency, "clat 99.9%", "p999", "99分位", "median latency"):
 * 99, 50, 99.9...; 0 when none.  Only 50 to 100 count ("P4510" is a
 * drive).
 */
double table_percentile(const char *s);

/* Whether s names a median ("median", "mediana", "中央値"): 1 or 0. */
int table_names_median(const char *s);

/* The kind of cell s: 1 figures, 2 text, 0 empty. */
int table_cell_kind(const char *s);

/*
 * The length of a date written year first at s ("2026-02-13",
 * "2023.04.02", "2023/4/2"), its day's digits included; 0 none.
 */
size_t table_date_len(const char *s);

/*
 * Whether cell s is a date and nothing else: year first ("2025-02-02",
 * "2025/2/2"), or a month's name (English, whole or cut: "Feb",
 * "February") with a year of four digits and maybe a day ("Feb 2, 2025",
 * "2 February 2025", "Feb 2025").  A date names when, never a system.
 */
int table_cell_date(const char *s);

/*
 * Whether cell s is a figure of no benchmark metric: a price ("$54.99",
 * "119,000원", "€49"), a temperature ("71 °C"), a power ("5.8 W"), a
 * date ("2023.04.02"), a distribution ("2=0.01%, 10=0.02%").  Such a
 * column is neither figures nor a label.
 */
int table_cell_other(const char *s);

/*
 * Whether cell s is a bound, no reading: "< 1 MB/s", "> 500", "up to 3500
 * MB/s", "bis zu", "최대 3,500" (an estimate or a specification's limit).
 */
int table_cell_bound(const char *s);

/*
 * Whether cell s is a range of two figures ("80-120 MB/s", "8-12 ms",
 * "2.000-3.500 MB/s", "20--30", "0.1 ~ 1 ms"): a span of typical values,
 * never one measurement.
 */
int table_cell_range(const char *s);

/*
 * The unit convention of tool (NULL: unknown), unless the --map file's
 * units (map_units: 1 decimal, 2 binary, 0 the tool's) say otherwise.
 */
enum units_conv table_tool_conv(const char *tool, int map_units);

/*
 * Whether cell s is a rate in exactly the form fio 2.x printed it
 * ("bw=784032KB/s", "bw=1452.2MB/s"): a whole number glued to "KB/s"
 * (uppercase K; fio 3 prints "KiB/s" and, in brackets, decimal "kB/s"),
 * or a figure of 976.5 or more with one decimal glued to "MB/s" (fio 2
 * turned to MB from 10^6 KB/s on; fio 3's decimal "(1452MB/s)" shows no
 * decimal at that size).  Returns the prefix, 'k' or 'M', else 0.
 * fio 2's KB and MB are 1024 and 2^20 (docs/units.md).
 */
char table_fio2_rate_form(const char *s);

/*
 * Whether unit u is "Mb/s", "Gb/s", "kb/s" (also "/sec"): a bit rate as
 * written, but what people type for megabytes a second too (old sysbench
 * prints "Mb/sec" for MiB/s): a table figure in it is not read.  "Mbps",
 * "Mbit/s" are bits.
 */
int table_unit_bits_unsure(const char *u);

/*
 * Whether text s (a cell, a header) holds a bit rate's unit as a word
 * ("40 Gbps", "Network bandwidth (Gbit/s)", "Mb/s"): a link's rate.
 */
int table_says_bit_rate(const char *s);

/*
 * Whether text s holds a unit that can only be a bit rate ("202
 * Mbits/sec", "Mbit/s", "Gbps"): a network link's, never a disk's.  "Mb/s"
 * (table_unit_bits_unsure()) is none.
 */
int table_says_bits(const char *s);

/*
 * The value of figure v for metric m with the unit unit (the cell's own
 * or, when it has none, the header's / heading's; may be NULL), its
 * number read under sep, in SI units (IOPS, bytes/s, ns).  NAN when they
 * do not fit together.
 */
double table_convert(const struct table_val *v, enum testname_metric m,
		     const char *unit, enum units_conv conv,
		     enum table_sep sep);

/*
 * What other than storage text s (len bytes) names as measured: memory
 * ("Memory", "RAM", "sysbench memory", "mbw MEMCPY", "메모리", "内存"),
 * a processor ("CPU AES256", "stress-ng cpu bogo ops/s") or a graphics
 * card, when it names no storage too ("RAM disk", "memory card",
 * "tmpfs (RAM)" are storage).  Returns the word found (static), or NULL.
 */
const char *table_nonstorage(const char *s, size_t len);

/*
 * Whether w, a word table_nonstorage() returned, names a processor's own
 * throughput: a CPU or GPU, a cipher, a hash, a compressor ("aes",
 * "sha256", "zstd"), no memory, network or benchmark suite.
 */
int table_processor_word(const char *w);

/*
 * Whether system label s (len bytes), for which table_nonstorage() found
 * w, names a disk's encryption setup ("no encryption", "geli-aes-256-
 * xts", "LUKS2 aes-xts"): w a cipher or encryption word and no cipher
 * speed tool named ("openssl speed", "cryptsetup benchmark", "-speed").
 * In a table of disk figures such a row is a storage configuration, no
 * processor's benchmark (table_mapping.c, nonstorage_cell()).
 */
int table_encryption_setup(const char *s, size_t len, const char *w);

/* Whether text s (len bytes) names storage ("disk", "SSD", "fio"...). */
int table_names_storage(const char *s, size_t len);

/*
 * Whether text s (len bytes) names a cache or memory ("64 Mio de cache
 * RAM", "512 MB 캐시"): a size said of it is no block size.
 */
int table_names_cache(const char *s, size_t len);

/*
 * A rate a line printed beside the bytes it moved and the time it took
 * ("Write 15990784 bytes, ..., elapsed time 0.008412 s, write bandwidth:
 * 1812.89 MB/s"): bytes/time says which base its "MB" is.
 */
struct table_rate_proof {
	double num;	      /* the figure as printed (1812.89) */
	char prefix;	      /* its unit's prefix, upper case ('M') */
	enum units_conv conv; /* the base bytes/time agrees with */
};

/*
 * Whether line s (len bytes) gives one size in bytes ("15990784 bytes"),
 * one time ("0.008412 s") and one rate in a unit of either base ("MB/s",
 * "KB/s", "GB/s"; not "MiB/s") whose figure bytes/time matches in one
 * base alone, to the digits printed: 1 and *out filled, else 0.
 */
int table_rate_proof_line(const char *s, size_t len,
			  struct table_rate_proof *out);

/*
 * Whether cell s gives a figure it calls an estimate ("~400 MB/s (est)",
 * "380 MB/s estimated", "约 500（估计）"): no measurement.
 */
int table_cell_estimate(const char *s);

/*
 * Whether text s (len bytes) says its figures are a claim, a limit or a
 * specification, not a measurement: a word of them at a word's start
 * ("Vendor claim", "Rated", "theoretical", "USB 3.0 practical ceiling",
 * "up to"; "Backup tool" says no "up to").  with_max counts "max" too
 * ("Max: 560 MB/s" in prose); a table's "Max latency" is a run's
 * statistic, so tables pass 0.
 */
int table_names_claim(const char *s, size_t len, int with_max);

#endif
