/*
 * model/units.c: every number-with-unit form real logs print, in tables of
 * {input, convention, comma, expected status, value, rest of the string}.
 * Inputs are copied from the corpus files named in the comments; the
 * expected values are written as exact arithmetic (3176.0 * 1024 / 10 for
 * "317.6KB/s") and compared for exact equality: units.c rounds once.
 * docs/units.md names these tests for each tool's convention.
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>

#include "model/units.h"
#include "tests/t.h"

#define KI	 1024.0
#define MI	 (1024.0 * 1024.0)
#define GI	 (1024.0 * 1024.0 * 1024.0)
#define SENTINEL -777.0

enum kind { NUM, COUNT, SIZE, RATE, DUR };

struct ucase {
	enum kind kind;
	const char *in;
	enum units_conv conv;
	enum units_comma comma;
	int ret;	  /* 0 or -EINVAL */
	double want;	  /* exact */
	const char *rest; /* what *end points at */
};

#define DEC UNITS_DECIMAL
#define BIN UNITS_BINARY
#define MIX UNITS_MIXED
#define FIO UNITS_FIO_OPTION
#define THO UNITS_COMMA_THOUSANDS
#define DCM UNITS_COMMA_DECIMAL
#define NOC UNITS_COMMA_NONE
#define BAD -EINVAL

static const char *kind_name(enum kind k)
{
	static const char *const names[] = {"number", "count", "size", "rate",
					    "duration"};
	return names[k];
}

static int call(const struct ucase *c, const char **end, double *out)
{
	switch (c->kind) {
	case NUM: return units_number(c->in, end, c->comma, out);
	case COUNT: return units_count(c->in, end, out);
	case SIZE: return units_size(c->in, end, c->conv, c->comma, out);
	case RATE: return units_rate(c->in, end, c->conv, c->comma, out);
	case DUR: return units_duration(c->in, end, c->comma, out);
	}
	return -ENOSYS;
}

static void run_cases(const char *table, const struct ucase *c, size_t n)
{
	static const char untouched[] = "untouched";
	size_t i;

	for (i = 0; i < n; i++, c++) {
		const char *end = untouched;
		double out = SENTINEL, again = SENTINEL;
		int ret = call(c, &end, &out);

		if (ret != c->ret) {
			T_FAIL("%s[%zu]: %s(\"%s\") returned %d, expected %d",
			       table, i, kind_name(c->kind), c->in, ret,
			       c->ret);
			continue;
		}
		if (ret) {
			if (out != SENTINEL || end != untouched)
				T_FAIL("%s[%zu]: %s(\"%s\") failed but wrote "
				       "*out or *end",
				       table, i, kind_name(c->kind), c->in);
			continue;
		}
		if (!(out == c->want))
			T_FAIL("%s[%zu]: %s(\"%s\") == %.17g, expected %.17g",
			       table, i, kind_name(c->kind), c->in, out,
			       c->want);
		if (strcmp(end, c->rest))
			T_FAIL("%s[%zu]: %s(\"%s\") left \"%s\", expected "
			       "\"%s\"",
			       table, i, kind_name(c->kind), c->in, end,
			       c->rest);
		/* end may be NULL */
		if (call(c, NULL, &again) || !(again == out))
			T_FAIL("%s[%zu]: %s(\"%s\") with end NULL differs",
			       table, i, kind_name(c->kind), c->in);
	}
}

#define RUN(cases) run_cases(#cases, cases, sizeof(cases) / sizeof(cases[0]))

/* fio 3.x normal output (fio-text-*): KiB/MiB binary, (kB/MB) decimal. */
T_TEST(t_units_fio_text)
{
	static const struct ucase cases[] = {
	    /* "bw=24.7MiB/s (25.9MB/s)": the part after bw= ... */
	    {RATE, "24.7MiB/s (25.9MB/s)", DEC, THO, 0, 247 * MI / 10,
	     " (25.9MB/s)"},
	    /* ... and the part in parentheses */
	    {RATE, "25.9MB/s)", DEC, THO, 0, 25.9e6, ")"},
	    /* k8shomelab-1: "BW=18.8MiB/s (19.7MB/s)" */
	    {RATE, "18.8MiB/s (19.7MB/s)", DEC, THO, 0, 188 * MI / 10,
	     " (19.7MB/s)"},
	    /* azurefile-1: "BW=3043KiB/s (3116kB/s)" */
	    {RATE, "3043KiB/s (3116kB/s)", DEC, THO, 0, 3043 * KI,
	     " (3116kB/s)"},
	    {RATE, "3116kB/s)", DEC, THO, 0, 3116e3, ")"},
	    {RATE, "7995KiB/s", DEC, THO, 0, 7995 * KI, ""},
	    /* the KiB wins even under the binary convention */
	    {RATE, "7995KiB/s", BIN, THO, 0, 7995 * KI, ""},
	    {RATE, "6417kB/s)", DEC, THO, 0, 6417e3, ")"},
	    {RATE, "96.1 MB/s", DEC, THO, 0, 96.1e6, ""},
	    {RATE, "1.5 GiB/s", DEC, THO, 0, 1.5 * GI, ""},
	    /* cnblog31-2: "BW=291MiB/s (305MB/s)" */
	    {RATE, "291MiB/s (305MB/s)", DEC, THO, 0, 291 * MI, " (305MB/s)"},
	    /* io= sizes: "io=768MiB (805MB)", "(1074MB)" */
	    {SIZE, "768MiB (805MB)", DEC, THO, 0, 768 * MI, " (805MB)"},
	    {SIZE, "805MB)", DEC, THO, 0, 805e6, ")"},
	    {SIZE, "1024MiB (1074MB)", DEC, THO, 0, GI, " (1074MB)"},
	    {SIZE, "22.0MiB (23.1MB)", DEC, THO, 0, 22 * MI, " (23.1MB)"},
	    {SIZE, "23.1MB)", DEC, THO, 0, 23.1e6, ")"},
	    /* "bs=(R) 128KiB-128KiB": the first value, end at '-' */
	    {SIZE, "128KiB-128KiB", DEC, THO, 0, 128 * KI, "-128KiB"},
	    {SIZE, "4096B-4096B, (W)", DEC, THO, 0, 4096, "-4096B, (W)"},
	    /* runtime / run= */
	    {DUR, "60030msec", DEC, THO, 0, 60030e6, ""},
	    {DUR, "258306msec\n", DEC, THO, 0, 258306e6, "\n"},
	    {DUR, "11412msec, ", DEC, THO, 0, 11412e6, ", "},
	    /* "sync (usec): ... avg=192.48usec" style */
	    {DUR, "192.48usec", DEC, THO, 0, 192480, ""},
	    /* IOPS: fio num2str suffixes are decimal */
	    {COUNT, "57.6k", DEC, THO, 0, 57600, ""},
	    {COUNT, "22.0k, BW=89.7MiB/s", DEC, THO, 0, 22000,
	     ", BW=89.7MiB/s"},
	    {COUNT, "4801, BW=", DEC, THO, 0, 4801, ", BW="},
	    {COUNT, "1.2M", DEC, THO, 0, 1.2e6, ""},
	    {COUNT, "48", DEC, THO, 0, 48, ""},
	    {COUNT, "1,234", DEC, THO, 0, 1234, ""},
	    /* a suffix only as a whole word */
	    {COUNT, "48IOPS", DEC, THO, 0, 48, "IOPS"},
	    {COUNT, "1.2Ma", DEC, THO, 0, 1.2, "Ma"},
	    {COUNT, "57.6k.", DEC, THO, 0, 57600, "."},
	    /* "issued rwts: total=0,262144,0,0" is a list, not 0,262 */
	    {NUM, "0,262144,0,0", DEC, NOC, 0, 0, ",262144,0,0"},
	    {NUM, "262144,0,0", DEC, NOC, 0, 262144, ",0,0"},
	    /* an idle direction: "bw=0B/s (0B/s), 0B/s-0B/s", "io=0B" */
	    {RATE, "0B/s (0B/s)", DEC, THO, 0, 0, " (0B/s)"},
	    {RATE, "0B/s-0B/s (0B/s-0B/s)", DEC, THO, 0, 0,
	     "-0B/s (0B/s-0B/s)"},
	    {SIZE, "0B, run=", DEC, THO, 0, 0, ", run="},
	    /* fio 3.x big figures */
	    {RATE, "2470MiB/s (2590MB/s)", DEC, THO, 0, 2470 * MI,
	     " (2590MB/s)"},
	    {COUNT, "170k, BW", DEC, THO, 0, 170000, ", BW"},
	};
	double lo = SENTINEL, hi = SENTINEL;
	const char *end = NULL;

	RUN(cases);

	/* "run=1173-1173msec" (k8shomelab-1) */
	T_INT(units_duration_range("1173-1173msec", &end, THO, &lo, &hi), 0);
	T_DBL(lo, 1173e6);
	T_DBL(hi, 1173e6);
	T_STR(end, "");
	T_INT(units_duration_range("3521-3600msec, x", &end, THO, &lo, &hi), 0);
	T_DBL(lo, 3521e6);
	T_DBL(hi, 3600e6);
	T_STR(end, ", x");
	T_INT(units_duration_range("60030msec", NULL, THO, &lo, &hi), 0);
	T_DBL(lo, 60030e6);
	T_DBL(hi, 60030e6);
	lo = hi = SENTINEL;
	T_INT(units_duration_range("1173-1173", &end, THO, &lo, &hi), -EINVAL);
	T_INT(units_duration_range("1173-x msec", &end, THO, &lo, &hi),
	      -EINVAL);
	T_DBL(lo, SENTINEL);
	T_DBL(hi, SENTINEL);
}

/* fio 2.x normal output (badgerbench-1): "KB" is 1024. */
T_TEST(t_units_fio2_text)
{
	static const struct ucase cases[] = {
	    {SIZE, "32768MB, bw=371947KB/s", BIN, THO, 0, 32768 * MI,
	     ", bw=371947KB/s"},
	    {RATE, "371947KB/s, iops=92986", BIN, THO, 0, 371947 * KI,
	     ", iops=92986"},
	    {RATE, "371946KB/s, minb=", BIN, THO, 0, 371946 * KI, ", minb="},
	    {COUNT, "92986, runt=", BIN, THO, 0, 92986, ", runt="},
	    {DUR, " 90213msec", BIN, THO, 0, 90213e6, ""},
	    /* header "bs=4K-4K/4K-4K/4K-4K" and the ETA line
	     * "[240.4MB/0KB/0KB /s] [61.6K/0/0 iops]" */
	    {SIZE, "4K-4K/4K-4K/4K-4K,", BIN, THO, 0, 4096, "-4K/4K-4K/4K-4K,"},
	    {SIZE, "240.4MB/0KB/0KB /s]", BIN, THO, 0, 2404 * MI / 10,
	     "/0KB/0KB /s]"},
	    {COUNT, "61.6K/0/0 iops]", BIN, THO, 0, 61600, "/0/0 iops]"},
	    /* "--size=2G --numjobs=16" gave "io=32768MB": both binary */
	    {SIZE, "2G", BIN, THO, 0, 2048 * MI, ""},
	};
	double lo, hi;

	RUN(cases);
	/* "mint=90213msec, maxt=90213msec" */
	T_INT(units_duration_range("90213msec, maxt", NULL, THO, &lo, &hi), 0);
	T_DBL(lo, 90213e6);
}

/* fio job options: bs=4k, size=1g are binary (kb_base=1024 default). */
T_TEST(t_units_fio_options)
{
	static const struct ucase cases[] = {
	    {SIZE, "4k", BIN, THO, 0, 4096, ""},
	    {SIZE, "4K", BIN, THO, 0, 4096, ""},
	    {SIZE, "1m", BIN, THO, 0, MI, ""},
	    {SIZE, "1M", BIN, THO, 0, MI, ""},
	    {SIZE, "1g --iodepth=1", BIN, THO, 0, GI, " --iodepth=1"},
	    {SIZE, "16Mi", BIN, THO, 0, 16 * MI, ""},
	    {SIZE, "16Mi", DEC, THO, 0, 16 * MI, ""},
	    {SIZE, "4KiB", BIN, THO, 0, 4096, ""},
	    {SIZE, "1024m", BIN, THO, 0, GI, ""},
	    {SIZE, "2t", BIN, THO, 0, 2 * GI * KI, ""},
	    {SIZE, "4096", BIN, THO, 0, 4096, ""},
	    {SIZE, "512 bytes", BIN, THO, 0, 512, ""},
	    /* dd-rpimacosfr-1 command line: "bs=1m" */
	    {SIZE, "1m count=", BIN, THO, 0, MI, " count="},
	    /* fio's own option syntax (kb_base=1024, the default) */
	    {SIZE, "4k", FIO, THO, 0, 4096, ""},
	    {SIZE, "4K --rw", FIO, THO, 0, 4096, " --rw"},
	    {SIZE, "4kb", FIO, THO, 0, 4096, ""},
	    {SIZE, "4KB", FIO, THO, 0, 4096, ""},
	    {SIZE, "1g", FIO, THO, 0, GI, ""},
	    {SIZE, "1gb", FIO, THO, 0, GI, ""},
	    {SIZE, "16Mi", FIO, THO, 0, 16 * MI, ""},
	    {SIZE, "4096", FIO, THO, 0, 4096, ""},
	    {SIZE, "512b", FIO, THO, 0, 512, ""},
	    /* badgerbench-1 command line: "--bs=4k ... --size=2G" */
	    {SIZE, "2G --numjobs=16", FIO, THO, 0, 2 * GI, " --numjobs=16"},
	    /* the IEC spelling is power-of-10 in compatibility mode */
	    {SIZE, "4KiB", FIO, THO, 0, 4000, ""},
	    {SIZE, "4kib", FIO, THO, 0, 4000, ""},
	    {SIZE, "1GiB", FIO, THO, 0, 1e9, ""},
	    {SIZE, "128KiB-128KiB", FIO, THO, 0, 128000, "-128KiB"},
	    {SIZE, "4kbit", FIO, THO, BAD, 0, NULL},
	};

	RUN(cases);
}

/* GNU dd: MB = 10^6, MiB = 2^20; locales print a decimal comma. */
T_TEST(t_units_gnu_dd)
{
	static const struct ucase cases[] = {
	    /* dd-swapfile-1: "1073741824 bytes (1.1 GB, 1.0 GiB) copied,
	     * 30.0344 s, 35.8 MB/s" */
	    {SIZE, "1073741824 bytes (1.1 GB, 1.0 GiB) copied", DEC, DCM, 0,
	     1073741824, " (1.1 GB, 1.0 GiB) copied"},
	    {SIZE, "1.1 GB, 1.0 GiB) copied", DEC, DCM, 0, 1.1e9,
	     ", 1.0 GiB) copied"},
	    {SIZE, "1.0 GiB) copied", DEC, DCM, 0, GI, ") copied"},
	    {DUR, "30.0344 s, 35.8 MB/s", DEC, DCM, 0, 30034400000.0,
	     ", 35.8 MB/s"},
	    {RATE, "35.8 MB/s", DEC, DCM, 0, 35.8e6, ""},
	    /* dd-cephnotes-1: "(11 GB, 10 GiB) copied, 3.62128 s,
	     * 3.0 GB/s" */
	    {SIZE, "11 GB, 10 GiB)", DEC, DCM, 0, 11e9, ", 10 GiB)"},
	    {RATE, "3.0 GB/s", DEC, DCM, 0, 3e9, ""},
	    {DUR, "3.62128 s", DEC, DCM, 0, 3621280000.0, ""},
	    /* dd-dmpru-1 (ru_RU): "4096 байт (4,1 kB, 4,0 KiB) скопирован,
	     * 0,000466928 s, 8,8 MB/s    " */
	    {SIZE, "4,1 kB, 4,0 KiB)", DEC, DCM, 0, 4100, ", 4,0 KiB)"},
	    {SIZE, "4,0 KiB)", DEC, DCM, 0, 4096, ")"},
	    {DUR, "0,000466928 s, 8,8 MB/s", DEC, DCM, 0, 466928, ", 8,8 MB/s"},
	    {RATE, "8,8 MB/s    ", DEC, DCM, 0, 8.8e6, "    "},
	    /* dd-lvlabfr-1 (fr_FR): "(524 MB, 500 MiB) copiés, 1,24566 s,
	     * 421 MB/s" */
	    {NUM, "1,24566", DEC, DCM, 0, 1.24566, ""},
	    {DUR, "1,24566 s, 421 MB/s", DEC, DCM, 0, 1245660000.0,
	     ", 421 MB/s"},
	    {SIZE, "500 MiB)", DEC, DCM, 0, 500 * MI, ")"},
	    /* dd-openhabde-1 (de_DE): "(3,9 GB, 3,6 GiB) kopiert,
	     * 190,048 s, 20,5 MB/s" */
	    {SIZE, "3,9 GB, 3,6 GiB)", DEC, DCM, 0, 3.9e9, ", 3,6 GiB)"},
	    {SIZE, "3,6 GiB)", DEC, DCM, 0, 36 * GI / 10, ")"},
	    {DUR, "190,048 s", DEC, DCM, 0, 190048000000.0, ""},
	    {RATE, "20,5 MB/s", DEC, DCM, 0, 20.5e6, ""},
	    /* dd-raid5ru-1 progress: "192331776 байтов, 8 s, 24,0 MB/s" */
	    {DUR, "8 s, 24,0 MB/s", DEC, DCM, 0, 8e9, ", 24,0 MB/s"},
	    {RATE, "24,0 MB/s", DEC, DCM, 0, 24e6, ""},
	    /* dd-rawimage-1: "8587837440 bytes (8.6 GB) copied" */
	    {SIZE, "8.6 GB) copied", DEC, DCM, 0, 8.6e9, ") copied"},
	    /* sizes like "32768MB" under each convention */
	    {SIZE, "32768MB", DEC, THO, 0, 32768e6, ""},
	    {SIZE, "32768MB", BIN, THO, 0, 32768 * MI, ""},
	    {SIZE, "32768MB", MIX, THO, 0, 32768 * 1024000.0, ""},
	};

	RUN(cases);
}

/* BusyBox dd: "KB/s" and "(2.0MB)" are 1024-based. */
T_TEST(t_units_busybox_dd)
{
	static const struct ucase cases[] = {
	    /* dd-busyboxanyka-1: "2097152 bytes (2.0MB) copied,
	     * 6.449022 seconds, 317.6KB/s" */
	    {SIZE, "2.0MB) copied", BIN, THO, 0, 2 * MI, ") copied"},
	    {DUR, "6.449022 seconds, 317.6KB/s", BIN, THO, 0, 6449022000.0,
	     ", 317.6KB/s"},
	    {RATE, "317.6KB/s", BIN, THO, 0, 3176 * KI / 10, ""},
	    {RATE, "332.6KB/s\n", BIN, THO, 0, 3326 * KI / 10, "\n"},
	    {SIZE, "8.0MB)", BIN, THO, 0, 8 * MI, ")"},
	    /* dd-busyboxima-1: "(10.0MB) copied, 0.037096 seconds,
	     * 269.6MB/s" */
	    {DUR, "0.037096 seconds", BIN, THO, 0, 37096000, ""},
	    {RATE, "269.6MB/s", BIN, THO, 0, 2696 * MI / 10, ""},
	    {SIZE, "10.0MB)", BIN, THO, 0, 10 * MI, ")"},
	};

	RUN(cases);
}

/* BSD/macOS dd: plain bytes and bytes/sec. */
T_TEST(t_units_bsd_dd)
{
	static const struct ucase cases[] = {
	    /* dd-macoskali-1: "3053371392 bytes transferred in
	     * 2151.132182 secs (1419425 bytes/sec)" */
	    {SIZE, "3053371392 bytes transferred", DEC, THO, 0, 3053371392.0,
	     " transferred"},
	    {DUR, "2151.132182 secs (1419425 bytes/sec)", DEC, THO, 0,
	     2151132182000.0, " (1419425 bytes/sec)"},
	    {RATE, "1419425 bytes/sec)", DEC, THO, 0, 1419425, ")"},
	    /* dd-rpimacosfr-1 */
	    {DUR, "480.752682 secs", DEC, THO, 0, 480752682000.0, ""},
	    {RATE, "2124985 bytes/sec)", BIN, THO, 0, 2124985, ")"},
	    {RATE, "512 B/s", DEC, THO, 0, 512, ""},
	    {RATE, "512 bytes/s", DEC, THO, 0, 512, ""},
	};

	RUN(cases);
}

/* hdparm: "MB" and "MB/sec" are 2^20. */
T_TEST(t_units_hdparm)
{
	static const struct ucase cases[] = {
	    /* hdparm-bpir3-1: "942 MB in  2.00 seconds = 470.62 MB/sec" */
	    {SIZE, "942 MB in  2.00 s", BIN, THO, 0, 942 * MI, " in  2.00 s"},
	    {DUR, " 2.00 s = 470.62 MB/sec", BIN, THO, 0, 2e9,
	     " = 470.62 MB/sec"},
	    {DUR, "2.00 seconds =", BIN, THO, 0, 2e9, " ="},
	    {RATE, "470.62 MB/sec", BIN, THO, 0, 47062 * MI / 100, ""},
	    /* hdparm-ubuntuforum-1: "=   4.56 MB/sec" */
	    {RATE, "   4.56 MB/sec\n", BIN, THO, 0, 456 * MI / 100, "\n"},
	    /* hdparm-scalacli-1 */
	    {RATE, "22806.82 MB/sec", BIN, THO, 0, 2280682 * MI / 100, ""},
	    {SIZE, "45532 MB in", BIN, THO, 0, 45532 * MI, " in"},
	    /* below 1 MB/s hdparm prints total_MB / elapsed * 1024 */
	    {RATE, "512.00 kB/sec", BIN, THO, 0, 512 * KI, ""},
	};

	RUN(cases);
}

/* iozone: kB = 1024; -O prints plain ops/sec. */
T_TEST(t_units_iozone)
{
	static const struct ucase cases[] = {
	    /* iozone-oscomp-2: "Children see throughput for  4 initial
	     * writers  =    4247.53 kB/sec" */
	    {RATE, "    4247.53 kB/sec", BIN, THO, 0, 424753 * KI / 100, ""},
	    {SIZE, "757.00 kB", BIN, THO, 0, 757 * KI, ""},
	    {RATE, "1000 KBytes/sec", BIN, THO, 0, 1000 * KI, ""},
	    /* iozone-oscomp-2: "Each process writes a 1024 kByte file in
	     * 1 kByte records", "cache size set to 1024 kBytes." */
	    {SIZE, "1024 kByte file", BIN, THO, 0, 1024 * KI, " file"},
	    {SIZE, "1024 kBytes.", BIN, THO, 0, 1024 * KI, "."},
	    /* iozone-beegfs-1: "-r 4k -s 1g" */
	    {SIZE, "4k -s 1g", BIN, THO, 0, 4 * KI, " -s 1g"},
	    {SIZE, "1g -f", BIN, THO, 0, GI, " -f"},
	    {RATE, "2107 ops/sec", BIN, THO, BAD, 0, NULL},
	    /* iozone-beegfs-1 (-O): "2107 " ops/sec */
	    {NUM, "2107 ", BIN, THO, 0, 2107, " "},
	    /* auto-mode table cells: kB and reclen columns */
	    {NUM, "   4096       1   14065", BIN, THO, 0, 4096,
	     "       1   14065"},
	};

	RUN(cases);
	T_DBL(units_size_factor("kB", 2, UNITS_BINARY), 1024);
	T_DBL(units_size_factor("KB", 2, UNITS_BINARY), 1024);
}

/* CrystalDiskMark: MB/s = 10^6 bytes/s, latency in us. */
T_TEST(t_units_cdm)
{
	static const struct ucase cases[] = {
	    /* cdm-homeit-2: "543.188 MB/s [ 518.0 IOPS] <15407.04 us>" */
	    {RATE, "543.188 MB/s [    518.0 IOPS] <15407.04 us>", DEC, THO, 0,
	     543188000, " [    518.0 IOPS] <15407.04 us>"},
	    {COUNT, "    518.0 IOPS] <", DEC, THO, 0, 518, " IOPS] <"},
	    {DUR, "15407.04 us>", DEC, THO, 0, 15407040, ">"},
	    /* cdm-wd40purx-1: "<199524.93 us>" */
	    {DUR, "199524.93 us>", DEC, THO, 0, 199524930, ">"},
	    /* cdm-wintel-1: "[1060963.4 IOPS]" */
	    {COUNT, "1060963.4 IOPS]", DEC, THO, 0, 1060963.4, " IOPS]"},
	    /* cdm-habeebq-1 (CDM5): "281.610 MB/s [ 68752.4 IOPS]" */
	    {RATE, "281.610 MB/s [", DEC, THO, 0, 281.61e6, " ["},
	    /* footers: "Test: 1 GiB (x5) [C: 13% (63/476GiB)]",
	     * "Test : 1024 MiB x5" */
	    {SIZE, "1 GiB (x5)", DEC, THO, 0, GI, " (x5)"},
	    {SIZE, "476GiB)]", DEC, THO, 0, 476 * GI, ")]"},
	    {SIZE, "1024 MiB x5", DEC, THO, 0, GI, " x5"},
	    {SIZE, "4KiB Q32T1", DEC, THO, 0, 4096, " Q32T1"},
	};

	RUN(cases);
}

/* KDiskMark: "MB/s" is fio's KiB/s divided by 1000 = 1,024,000 B/s. */
T_TEST(t_units_kdiskmark)
{
	static const struct ucase cases[] = {
	    /* kdiskmark-readme-1: "542.516 MB/s [    529.8 IOPS]
	     * < 14415.61 us>" */
	    {RATE, "  542.516 MB/s [", MIX, THO, 0, 542516 * KI, " ["},
	    {COUNT, "    529.8 IOPS]", MIX, THO, 0, 529.8, " IOPS]"},
	    {DUR, " 14415.61 us>", MIX, THO, 0, 14415610, ">"},
	    {DUR, "    90.34 us>", MIX, THO, 0, 90340, ">"},
	    /* "Sequential 1 MiB (Q= 8, T= 1)", "Test: 32 MiB (x5)" */
	    {SIZE, "1 MiB (Q= 8", MIX, THO, 0, MI, " (Q= 8"},
	    {SIZE, "32 MiB (x5)", MIX, THO, 0, 32 * MI, " (x5)"},
	    {SIZE, "4 KiB (Q=32", MIX, THO, 0, 4096, " (Q=32"},
	};

	RUN(cases);
	T_DBL(units_size_factor("MB", 2, UNITS_MIXED), 1024000);
	T_DBL(units_size_factor("KB", 2, UNITS_MIXED), 1024);
	T_DBL(units_size_factor("GB", 2, UNITS_MIXED), 1024e6);
	T_DBL(units_size_factor("MiB", 3, UNITS_MIXED), MI);
}

/* HD Tune: "MB/sec" (free) and "MB/s" (Pro), decimal; see docs/units.md. */
T_TEST(t_units_hdtune)
{
	static const struct ucase cases[] = {
	    /* hdtune-habeebq-1 */
	    {RATE, "449.1 MB/sec", DEC, THO, 0, 449.1e6, ""},
	    {RATE, "1.0 MB/sec\n", DEC, THO, 0, 1e6, "\n"},
	    {DUR, "0.4 ms", DEC, THO, 0, 400000, ""},
	    /* hdtune-habeebq-3: "Access Time : 0.0 ms" reads as 0 (the
	     * HD Tune importer then leaves it unknown: below its display
	     * resolution) */
	    {DUR, "0.0 ms", DEC, THO, 0, 0, ""},
	    {NUM, "27.2%", DEC, THO, 0, 27.2, "%"},
	    /* HD Tune Pro prints "MB/s" and "CPU Usage : -1.0%" */
	    {RATE, "111.4 MB/s", DEC, THO, 0, 111.4e6, ""},
	    {NUM, "-1.0%", DEC, THO, 0, -1, "%"},
	};

	RUN(cases);
}

/* Every time unit word the tools print. */
T_TEST(t_units_durations)
{
	static const struct ucase cases[] = {
	    {DUR, "11.1722 s", DEC, THO, 0, 11172200000.0, ""},
	    {DUR, "5314ms", DEC, THO, 0, 5314e6, ""},
	    {DUR, "135557nsec", DEC, THO, 0, 135557, ""},
	    {DUR, "135557 ns", DEC, THO, 0, 135557, ""},
	    {DUR, "238.357679 usec", DEC, THO, 0, 238357.679, ""},
	    {DUR, "215.23 msec", DEC, THO, 0, 215230000, ""},
	    {DUR, "12.5\xc2\xb5s", DEC, THO, 0, 12500, ""},
	    {DUR, "12.5\xce\xbcs", DEC, THO, 0, 12500, ""},
	    {DUR, "1.5 min", DEC, THO, 0, 90e9, ""},
	    {DUR, "1h", DEC, THO, 0, 3600e9, ""},
	    {DUR, "2151.132182 secs", DEC, THO, 0, 2151132182000.0, ""},
	    {DUR, "0.037096 seconds", DEC, THO, 0, 37096000, ""},
	    {DUR, "2.00 s", DEC, THO, 0, 2e9, ""},
	    {DUR, "1,234 msec", DEC, THO, 0, 1234e6, ""},
	    {DUR, "10001msec)", DEC, NOC, 0, 10001e6, ")"},
	};

	RUN(cases);
}

/* Plain numbers and the three comma conventions. */
T_TEST(t_units_numbers)
{
	static const struct ucase cases[] = {
	    {NUM, "42", DEC, THO, 0, 42, ""},
	    {NUM, "-1.5", DEC, THO, 0, -1.5, ""},
	    {NUM, "+3", DEC, THO, 0, 3, ""},
	    {NUM, "1e3", DEC, THO, 0, 1000, ""},
	    {NUM, "1E3 ", DEC, THO, 0, 1000, " "},
	    {NUM, "2.5e-3", DEC, THO, 0, 0.0025, ""},
	    {NUM, " \t7 ", DEC, THO, 0, 7, " "},
	    {NUM, ".5", DEC, THO, 0, 0.5, ""},
	    {NUM, "5.", DEC, THO, 0, 5, "."},
	    {NUM, "1e", DEC, THO, 0, 1, "e"},
	    {NUM, "1E", DEC, THO, 0, 1, "E"},
	    {NUM, "007", DEC, THO, 0, 7, ""},
	    {NUM, "0.000466928", DEC, THO, 0, 0.000466928, ""},
	    {NUM, "1,234", DEC, THO, 0, 1234, ""},
	    {NUM, "1,234,567", DEC, THO, 0, 1234567, ""},
	    {NUM, "1,234,567.25 x", DEC, THO, 0, 1234567.25, " x"},
	    {NUM, "12, 34", DEC, THO, 0, 12, ", 34"},
	    {NUM, "12,", DEC, THO, 0, 12, ","},
	    {NUM, "1,24566", DEC, DCM, 0, 1.24566, ""},
	    {NUM, "1.5", DEC, DCM, 0, 1.5, ""},
	    {NUM, "4,1 kB", DEC, DCM, 0, 4.1, " kB"},
	    {NUM, "3,9, 3,6", DEC, DCM, 0, 3.9, ", 3,6"},
	    {NUM, "1,234", DEC, NOC, 0, 1, ",234"},
	    {NUM, "18446744073709551616", DEC, THO, 0, 18446744073709551616.0,
	     ""},
	    {NUM, "9007199254740993", DEC, THO, 0, 9007199254740992.0, ""},
	    {NUM, "123456789012345678901234567890", DEC, THO, 0,
	     123456789012345678901234567890.0, ""},
	    {NUM, "1e-400", DEC, THO, 0, 0, ""},
	};

	RUN(cases);
}

/* Malformed input: -EINVAL, *out and *end untouched (checked by RUN). */
T_TEST(t_units_errors)
{
	static const struct ucase cases[] = {
	    {NUM, "", DEC, THO, BAD, 0, NULL},
	    {NUM, "   ", DEC, THO, BAD, 0, NULL},
	    {NUM, "abc", DEC, THO, BAD, 0, NULL},
	    {NUM, "-", DEC, THO, BAD, 0, NULL},
	    {NUM, ".", DEC, THO, BAD, 0, NULL},
	    {NUM, "e5", DEC, THO, BAD, 0, NULL},
	    {NUM, "1e400", DEC, THO, BAD, 0, NULL},
	    {NUM, "1,5", DEC, THO, BAD, 0, NULL},
	    {NUM, "1,2345", DEC, THO, BAD, 0, NULL},
	    {NUM, "1234,567", DEC, THO, BAD, 0, NULL},
	    {NUM, "0,123", DEC, THO, BAD, 0, NULL},
	    {NUM, "1.234,5", DEC, DCM, BAD, 0, NULL},
	    {NUM, "1,234.5", DEC, DCM, BAD, 0, NULL},
	    {NUM, "1.2.3", DEC, THO, BAD, 0, NULL},
	    {NUM, "1,234.5", DEC, THO, 0, 1234.5, ""},
	    {COUNT, "", DEC, THO, BAD, 0, NULL},
	    {COUNT, "k", DEC, THO, BAD, 0, NULL},
	    {SIZE, "", DEC, THO, BAD, 0, NULL},
	    {SIZE, "MB", DEC, THO, BAD, 0, NULL},
	    {SIZE, "12parsecs", DEC, THO, BAD, 0, NULL},
	    {SIZE, "1e400 MB", DEC, THO, BAD, 0, NULL},
	    {SIZE, "1e300 EiB", DEC, THO, BAD, 0, NULL},
	    /* a bare number before another word is bytes */
	    {SIZE, "12 parsecs", DEC, THO, 0, 12, " parsecs"},
	    {SIZE, "12 Mb", DEC, THO, BAD, 0, NULL},
	    {SIZE, "12 kbit", DEC, THO, BAD, 0, NULL},
	    {SIZE, "12 Gibit", DEC, THO, BAD, 0, NULL},
	    {SIZE, "12 b", DEC, THO, BAD, 0, NULL},
	    {SIZE, "12 bananas", DEC, THO, 0, 12, " bananas"},
	    {RATE, "", DEC, THO, BAD, 0, NULL},
	    {RATE, "abc", DEC, THO, BAD, 0, NULL},
	    {RATE, "MB/s", DEC, THO, BAD, 0, NULL},
	    {RATE, "12 parsecs", DEC, THO, BAD, 0, NULL},
	    {RATE, "96.1", DEC, THO, BAD, 0, NULL},
	    {RATE, "96.1 MB", DEC, THO, BAD, 0, NULL},
	    {RATE, "96.1 Mb/s", DEC, THO, BAD, 0, NULL},
	    {RATE, "96.1 MB/min", DEC, THO, BAD, 0, NULL},
	    {RATE, "96.1 /s", DEC, THO, BAD, 0, NULL},
	    {RATE, "1e400 MB/s", DEC, THO, BAD, 0, NULL},
	    {RATE, "1,5 MB/s", DEC, THO, BAD, 0, NULL},
	    {DUR, "", DEC, THO, BAD, 0, NULL},
	    {DUR, "abc", DEC, THO, BAD, 0, NULL},
	    {DUR, "s", DEC, THO, BAD, 0, NULL},
	    {DUR, "60030", DEC, THO, BAD, 0, NULL},
	    {DUR, "12 parsecs", DEC, THO, BAD, 0, NULL},
	    {DUR, "1e400 s", DEC, THO, BAD, 0, NULL},
	    {DUR, "1173-1173msec", DEC, THO, BAD, 0, NULL},
	};
	double out = SENTINEL;
	const char *end = NULL;

	RUN(cases);
	T_INT(units_number(NULL, &end, THO, &out), -EINVAL);
	T_INT(units_rate(NULL, &end, DEC, THO, &out), -EINVAL);
	T_OK(end == NULL);
	T_DBL(out, SENTINEL);
}

/* The factor tables on their own, and that len bounds the word. */
T_TEST(t_units_factors)
{
	T_DBL(units_size_factor("", 0, DEC), 1);
	T_DBL(units_size_factor("B", 1, DEC), 1);
	T_DBL(units_size_factor("bytes", 5, BIN), 1);
	T_DBL(units_size_factor("k", 1, DEC), 1e3);
	T_DBL(units_size_factor("K", 1, BIN), 1024);
	T_DBL(units_size_factor("kB", 2, DEC), 1e3);
	T_DBL(units_size_factor("KB", 2, DEC), 1e3);
	T_DBL(units_size_factor("KiB", 3, DEC), 1024);
	T_DBL(units_size_factor("Ki", 2, DEC), 1024);
	T_DBL(units_size_factor("MB", 2, DEC), 1e6);
	T_DBL(units_size_factor("MB", 2, BIN), MI);
	T_DBL(units_size_factor("GiB", 3, DEC), GI);
	T_DBL(units_size_factor("TB", 2, DEC), 1e12);
	T_DBL(units_size_factor("TiB", 3, DEC), GI * KI);
	T_DBL(units_size_factor("PB", 2, BIN), GI * MI);
	T_DBL(units_size_factor("KiBxyz", 3, DEC), 1024);
	T_NEAR(units_size_factor("Mb", 2, DEC), NAN, 0);
	T_NEAR(units_size_factor("XB", 2, DEC), NAN, 0);
	T_NEAR(units_size_factor("KiBx", 4, DEC), NAN, 0);
	T_NEAR(units_size_factor(NULL, 0, DEC), NAN, 0);
	T_DBL(units_size_factor("MiB", 3, FIO), 1e6);
	T_DBL(units_size_factor("mb", 2, FIO), MI);
	T_DBL(units_size_factor("Mi", 2, FIO), MI);
	T_DBL(units_size_factor("TB", 2, FIO), GI * KI);
	T_NEAR(units_size_factor("kbytes", 6, FIO), NAN, 0);
	T_NEAR(units_size_factor("e", 1, FIO), NAN, 0);

	T_DBL(units_time_factor("ns", 2), 1);
	T_DBL(units_time_factor("nsec", 4), 1);
	T_DBL(units_time_factor("usec", 4), 1e3);
	T_DBL(units_time_factor("us", 2), 1e3);
	T_DBL(units_time_factor("\xc2\xb5s", 3), 1e3);
	T_DBL(units_time_factor("msec", 4), 1e6);
	T_DBL(units_time_factor("ms", 2), 1e6);
	T_DBL(units_time_factor("s", 1), 1e9);
	T_DBL(units_time_factor("sec", 3), 1e9);
	T_DBL(units_time_factor("secs", 4), 1e9);
	T_DBL(units_time_factor("seconds", 7), 1e9);
	T_DBL(units_time_factor("secsX", 4), 1e9);
	T_DBL(units_time_factor("min", 3), 60e9);
	T_NEAR(units_time_factor("", 0), NAN, 0);
	T_NEAR(units_time_factor("fortnight", 9), NAN, 0);
	T_NEAR(units_time_factor("S", 1), NAN, 0);
}

/*
 * The conventions checked against the corpus' own arithmetic: a rate the
 * tool printed must match bytes / seconds (dd) or IOPS x block size
 * (CDM, KDiskMark, fio) within the printed precision, and must NOT match
 * under the other convention.
 */
static double parse_rate(const char *s, enum units_conv conv,
			 enum units_comma comma)
{
	double v = NAN;

	T_INT(units_rate(s, NULL, conv, comma, &v), 0);
	return v;
}

static double parse_size(const char *s, enum units_conv conv)
{
	double v = NAN;

	T_INT(units_size(s, NULL, conv, UNITS_COMMA_THOUSANDS, &v), 0);
	return v;
}

static double parse_dur(const char *s, enum units_comma comma)
{
	double v = NAN;

	T_INT(units_duration(s, NULL, comma, &v), 0);
	return v / 1e9;
}

static double parse_count(const char *s)
{
	double v = NAN;

	T_INT(units_count(s, NULL, &v), 0);
	return v;
}

T_TEST(t_units_corpus_conventions)
{
	double b, s, r;

	/* BusyBox dd (busyboxanyka-1): 2097152 / 6.449022 = 325192 B/s =
	 * 317.57 KiB/s (printed 317.6KB/s); decimal would print 325.2 */
	b = parse_size("2097152 bytes", BIN);
	s = parse_dur("6.449022 seconds", THO);
	r = parse_rate("317.6KB/s", BIN, THO);
	T_OK(fabs(b / s - r) <= 0.05 * 1024);
	T_OK(fabs(b / s - parse_rate("317.6KB/s", DEC, THO)) > 0.05 * 1024);
	/* and its human sizes: "2097152 bytes (2.0MB)", "8388608 bytes
	 * (8.0MB)", "10485760 bytes (10.0MB)"; decimal would be 2.1, 8.4,
	 * 10.5 */
	T_OK(fabs(parse_size("2.0MB", BIN) - 2097152) <= 0.05 * MI);
	T_OK(fabs(parse_size("2.0MB", DEC) - 2097152) > 0.05e6);
	T_OK(fabs(parse_size("8.0MB", BIN) - 8388608) <= 0.05 * MI);
	T_OK(fabs(parse_size("10.0MB", BIN) - 10485760) <= 0.05 * MI);
	T_OK(fabs(parse_size("10.0MB", DEC) - 10485760) > 0.05e6);
	/* busyboxima-1: 10485760 / 0.037096 = 269.57 MiB/s */
	b = parse_size("10485760 bytes", BIN);
	s = parse_dur("0.037096 seconds", THO);
	T_OK(fabs(b / s - parse_rate("269.6MB/s", BIN, THO)) <= 0.05 * MI);

	/* GNU dd (swapfile-1): 1073741824 / 30.0344 = 35.75e6 B/s */
	b = parse_size("1073741824 bytes", DEC);
	s = parse_dur("30.0344 s", THO);
	T_OK(fabs(b / s - parse_rate("35.8 MB/s", DEC, THO)) <= 0.05e6);
	T_OK(fabs(b / s - parse_rate("35.8 MB/s", BIN, THO)) > 0.05e6);
	/* openhabde-1 (de_DE): 3904897024 / 190,048 = 20.55e6 (20,5) */
	s = parse_dur("190,048 s", DCM);
	T_OK(fabs(3904897024.0 / s - parse_rate("20,5 MB/s", DEC, DCM)) <=
	     0.06e6);
	/* its human size: "(3,9 GB, 3,6 GiB)" */
	T_OK(fabs(3904897024.0 - 3.9e9) <= 0.05e9);
	T_OK(fabs(3904897024.0 - 3.6 * GI) <= 0.05 * GI);

	/* BSD dd (macoskali-1): 3053371392 / 2151.132182 = 1419425.x */

	s = parse_dur("2151.132182 secs", THO);
	T_OK(fabs(3053371392.0 / s -
		  parse_rate("1419425 bytes/sec", DEC, THO)) < 1);

	/* iozone (beegfs-1): "-s 1g" is reported as "1048576" kB;
	 * (oscomp-1): "-s 4m" as "File size set to 4096 kB" */
	T_DBL(parse_size("1g", BIN), parse_size("1048576 kB", BIN));
	T_DBL(parse_size("4m", BIN), parse_size("4096 kB", BIN));
	/* GNU dd human sizes (swapfile-1, rawimage-1): 1073741824 bytes =
	 * "1.1 GB" and "1.0 GiB"; 8587837440 bytes = "8.6 GB" */
	T_OK(fabs(parse_size("1.1 GB", DEC) - 1073741824.0) <= 0.05e9);
	T_OK(fabs(parse_size("1.0 GiB", DEC) - 1073741824.0) <= 0.05 * GI);
	T_OK(fabs(parse_size("8.6 GB", DEC) - 8587837440.0) <= 0.05e9);
	T_OK(fabs(parse_size("8.6 GB", BIN) - 8587837440.0) > 0.05e9);
	/* fio JSON, no units.c involved but the convention the fio-json
	 * parser relies on: 2.x io_bytes is KiB (pkb-1: bw 68118 KiB/s x
	 * 5.314 s = 361979 ~ io_bytes 361984); 3.x io_bytes = io_kbytes x
	 * 1024 (fioplot-1), bw_bytes ~ bw x 1024 (metricsop-1) */
	T_OK(fabs(68118 * 5.314 - 361984) < 68118 * 0.001);
	T_DBL(1587404 * units_size_factor("KiB", 3, DEC), 1625501696);
	T_OK(fabs(680302 * units_size_factor("KiB", 3, DEC) - 696630235) <
	     1024);
	/* fio 2.x (badgerbench-1): --size=2G x 16 jobs = io=32768MB, and
	 * bw x runt = 371947KB/s x 90.213 s = io */
	T_DBL(16 * parse_size("2G", BIN), parse_size("32768MB", BIN));
	T_OK(fabs(parse_rate("371947KB/s", BIN, THO) *
		      parse_dur("90213msec", THO) -
		  parse_size("32768MB", BIN)) /
		 parse_size("32768MB", BIN) <
	     1e-5);

	/* CDM (homeit-2): SEQ1M 518.0 IOPS x 1 MiB = 543.16e6 ~ 543.188
	 * MB/s; RND4K 46141.8 IOPS x 4 KiB = 188.997e6 */
	r = parse_rate("543.188 MB/s", DEC, THO);
	T_OK(fabs(parse_count("518.0") * MI - r) <= 0.05 * MI);
	r = parse_rate("188.997 MB/s", DEC, THO);
	T_OK(fabs(parse_count("46141.8") * 4096 - r) <= 0.05 * 4096);
	T_OK(fabs(parse_count("46141.8") * 4096 -
		  parse_rate("188.997 MB/s", BIN, THO)) > 0.05 * 4096);

	/* KDiskMark (readme-1, 1.6.0; readme-3, 3.0.0): 529.8 IOPS x 1 MiB
	 * = 542.5 "MB/s" only if MB/s = 1,024,000 B/s */
	r = parse_rate("542.516 MB/s", MIX, THO);
	T_OK(fabs(parse_count("529.8") * MI - r) <= 0.05 * MI);
	T_OK(fabs(parse_count("529.8") * MI -
		  parse_rate("542.516 MB/s", DEC, THO)) > 0.05 * MI);
	/* KDiskMark reads fio's bw as an integer KiB/s: +-1 KiB/s more */
	r = parse_rate("354.657 MB/s", MIX, THO);
	T_OK(fabs(parse_count("88664.6") * 4096 - r) <=
	     0.05 * 4096 + 0.0005 * 1024000 + 1024);
	T_OK(fabs(parse_count("88664.6") * 4096 -
		  parse_rate("354.657 MB/s", DEC, THO)) > 1e6);
	r = parse_rate("508.897 MB/s", MIX, THO);
	T_OK(fabs(parse_count("497.0") * MI - r) <= 0.05 * MI);

	/* fio 3.x (k8shomelab-1): BW=18.8MiB/s (19.7MB/s) agree */
	T_OK(fabs(parse_rate("18.8MiB/s", DEC, THO) -
		  parse_rate("19.7MB/s", DEC, THO)) <= 0.06e6);
	/* fio 2.x (badgerbench-1): 92986 IOPS x 4 KiB = 371944 KiB/s,
	 * printed 371947KB/s: KB is 1024 */
	r = parse_rate("371947KB/s", BIN, THO);
	T_OK(fabs(parse_count("92986") * 4096 - r) / r < 1e-4);
	T_OK(fabs(parse_count("92986") * 4096 -
		  parse_rate("371947KB/s", DEC, THO)) /
		 r >
	     1e-2);
}

/* Truncations and junk: no crash, no read past the NUL (ASan). */
T_TEST(t_units_robust)
{
	static const char *const inputs[] = {
	    "24.7MiB/s (25.9MB/s)",
	    "1,234,567.89e+12 KiB/sec",
	    "0,000466928 s",
	    "12.5\xc2\xb5s",
	    "1173-1173msec",
	    "4096B-4096B",
	    "1e-",
	    "1,",
	    "1.",
	    "-.",
	    "\xc2",
	    "\xce",
	};
	static const char set[] = "0123456789.,-+eEkKMGiBbs/ secmunh\xc2\xb5";
	char buf[64];
	uint32_t x = 12345;
	size_t i, j, k;
	double v, lo, hi;
	const char *end;

	for (i = 0; i < sizeof(inputs) / sizeof(inputs[0]); i++) {
		size_t n = strlen(inputs[i]);

		for (j = 0; j <= n; j++) {
			char *cut = malloc(j + 1);

			if (!cut)
				return;
			memcpy(cut, inputs[i], j);
			cut[j] = 0;
			for (k = 0; k < 3; k++) {
				units_number(cut, &end, (enum units_comma)k,
					     &v);
				units_size(cut, &end, BIN, (enum units_comma)k,
					   &v);
				units_size(cut, &end, FIO, (enum units_comma)k,
					   &v);
				units_rate(cut, &end, MIX, (enum units_comma)k,
					   &v);
				units_duration(cut, &end, (enum units_comma)k,
					       &v);
				units_duration_range(
				    cut, &end, (enum units_comma)k, &lo, &hi);
			}
			units_count(cut, &end, &v);
			free(cut);
		}
	}
	for (i = 0; i < 20000; i++) {
		size_t n = (x >> 8) % (sizeof(buf) - 1);

		for (j = 0; j < n; j++) {
			x = x * 1103515245u + 12345u;
			buf[j] = set[(x >> 16) % (sizeof(set) - 1)];
		}
		buf[n] = 0;
		x = x * 1103515245u + 12345u;
		if (!units_rate(buf, &end, DEC, THO, &v))
			T_OK(end > buf && end <= buf + n && isfinite(v));
		if (!units_size(buf, &end, BIN, DCM, &v))
			T_OK(end > buf && end <= buf + n && isfinite(v));
		if (!units_duration(buf, &end, NOC, &v))
			T_OK(end > buf && end <= buf + n && isfinite(v));
		units_count(buf, &end, &v);
	}
}

/* A rate beside its IOPS tells its base: "10736 KB/s" at 2684 IOPS of
 * 4 KiB is KiB/s; figures as printed (rounded) fit within 0.5%. */
T_TEST(t_units_rate_fits_iops)
{
	T_OK(units_rate_fits_iops(10736 * 1024.0, 2684, 4096));
	T_OK(!units_rate_fits_iops(10736 * 1000.0, 2684, 4096));
	T_OK(units_rate_fits_iops(4096 * 1000.0, 1000, 4096));
	T_OK(units_rate_fits_iops(24.34 * 1024000, 6086, 4096));
	T_OK(!units_rate_fits_iops(24.34e6, 6086, 4096));
	/* unknown or empty IOPS and block sizes say nothing */
	T_OK(!units_rate_fits_iops(0, 0, 4096));
	T_OK(!units_rate_fits_iops(4096, 1, 0));
	T_OK(!units_rate_fits_iops(NAN, 1, 4096));
}

/* A rate fits IOPS x block size to the digits both show: "2.1 MB/s"
 * beside 536 IOPS of 4 KiB (2.09 MiB/s) is MiB, not 10^6; 512 IOPS (2.10
 * MB/s) is 10^6, not MiB; "21.6k" IOPS carries a unit of 100. */
T_TEST(t_units_rate_fits_printed)
{
	T_OK(units_rate_fits_printed(2.1 * 1048576, 0.1 * 1048576, 536, 1,
				     4096));
	T_OK(!units_rate_fits_printed(2.1e6, 0.1e6, 536, 1, 4096));
	T_OK(units_rate_fits_printed(2.1e6, 0.1e6, 512, 1, 4096));
	T_OK(!units_rate_fits_printed(2.1 * 1048576, 0.1 * 1048576, 512, 1,
				      4096));
	T_OK(units_rate_fits_printed(84.4 * 1048576, 0.1 * 1048576, 21600, 100,
				     4096));
	T_OK(!units_rate_fits_printed(84.4e6, 0.1e6, 21600, 100, 4096));
	/* unknown IOPS or block size say nothing */
	T_OK(!units_rate_fits_printed(4096, 1, 1, 1, 0));
	T_OK(!units_rate_fits_printed(NAN, 1, 1, 1, 4096));
}

T_TEST(t_units_rate_by_iops)
{
	/* the one base IOPS x block size fits; an IEC unit as told */
	T_OK(units_rate_by_iops(10736, "KB/s", 4, 2684, 4096) ==
	     10736 * 1024.0);
	T_OK(units_rate_by_iops(1210, "MB/s", 4, 1154, 1048576) == 1210e6);
	T_OK(units_rate_by_iops(30.5, "MB/s", 4, 7808, 4096) ==
	     30.5 * 1e6 * 1.048576);
	T_OK(units_rate_by_iops(12.4, "MiB/s", 5, 1, 1) == 12.4 * 1048576);
	/* no base fits, or no unit of bytes: not told */
	T_OK(isnan(units_rate_by_iops(950, "MB/s", 4, 1020, 1048576)));
	T_OK(isnan(units_rate_by_iops(950, "Mb/s", 4, 1020, 1048576)));
	T_OK(isnan(units_rate_by_iops(950, "MB", 2, 1020, 1048576)));
}
