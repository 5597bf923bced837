/*
 * CrystalDiskMark text exports: every corpus file with every figure of
 * MANIFEST.tsv, the test-name mapping of each version, the header and
 * footer, detection, and malformed input.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/collect.h"
#include "tests/t.h"

/* One expected result line: MB/s as printed (text, converted x 10^6). */
struct cdm_row {
	const char *test;
	enum iodb_op op;
	const char *mbps;
	double iops;   /* NAN: not printed */
	double lat_us; /* NAN: not printed */
	long bs, qd, threads;
};

#define R  IODB_OP_READ
#define W  IODB_OP_WRITE
#define KI 1024L
#define MI (1024L * 1024L)

/* MB/s as printed -> bytes/s, CrystalDiskMark's 10^6. */
static double mb(const char *s)
{
	char buf[64];

	snprintf(buf, sizeof(buf), "%se6", s);
	return strtod(buf, NULL);
}

static void check_rows(const struct t_collect *c, const struct cdm_row *rows,
		       size_t n)
{
	T_INT(c->ret, 0);
	T_INT(c->n_res, n);
	for (size_t i = 0; i < n; i++) {
		const struct cdm_row *w = &rows[i];
		const struct iodb_result *r = t_find(c, w->op, NULL, w->test);

		if (!r)
			continue;
		T_DBL(r->bw_bytes, mb(w->mbps));
		T_DBL(r->iops, w->iops);
		T_DBL(r->lat.mean, w->lat_us * 1e3);
		T_INT(r->cond.bs, w->bs);
		T_INT(r->cond.iodepth, w->qd);
		T_INT(r->cond.numjobs, w->threads);
		T_INT(r->cond.pattern, !strncmp(w->test, "SEQ", 3)
					   ? IODB_PATTERN_SEQ
					   : IODB_PATTERN_RAND);
		T_INT(r->cond.direct, 1);
		T_OK(r->line_from > 0 && r->line_from == r->line_to);
	}
}

T_TEST(t_cdm_habeebq_1_cdm5)
{
	static const struct cdm_row rows[] = {
	    {"SEQ128K Q32T1", R, "554.872", NAN, NAN, 128 * KI, 32, 1},
	    {"SEQ128K Q32T1", W, "500.100", NAN, NAN, 128 * KI, 32, 1},
	    {"RND4K Q32T1", R, "281.610", 68752.4, NAN, 4 * KI, 32, 1},
	    {"RND4K Q32T1", W, "237.549", 57995.4, NAN, 4 * KI, 32, 1},
	    {"SEQ1M Q1T1", R, "532.327", NAN, NAN, MI, 1, 1},
	    {"SEQ1M Q1T1", W, "486.142", NAN, NAN, MI, 1, 1},
	    {"RND4K Q1T1", R, "39.854", 9730.0, NAN, 4 * KI, 1, 1},
	    {"RND4K Q1T1", W, "106.855", 26087.6, NAN, 4 * KI, 1, 1},
	};
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_file(&c, NULL, t_shared("corpus/cdm/cdm-habeebq-1.txt"), 0);
	check_rows(&c, rows, sizeof(rows) / sizeof(rows[0]));
	T_INT(c.n_runs, 1);
	if (c.n_runs) {
		T_STR(c.runs[0].format, "cdm");
		T_STR(c.runs[0].tool, "CrystalDiskMark");
		T_STR(c.runs[0].tool_version, "5.1.0 x64");
		T_INT(c.runs[0].timestamp, -1);
		T_INT(c.runs[0].line_from, 1);
		T_INT(c.runs[0].line_to, 9);
	}
	r = t_find(&c, W, NULL, "SEQ1M Q1T1");
	if (r)
		T_STR(r->job, "Sequential Write (T= 1)");
	t_collect_free(&c);
}

T_TEST(t_cdm_habeebq_3_cdm5)
{
	static const struct cdm_row rows[] = {
	    {"SEQ128K Q32T1", R, "285.102", NAN, NAN, 128 * KI, 32, 1},
	    {"SEQ128K Q32T1", W, "223.626", NAN, NAN, 128 * KI, 32, 1},
	    {"RND4K Q32T1", R, "159.216", 38871.1, NAN, 4 * KI, 32, 1},
	    {"RND4K Q32T1", W, "193.717", 47294.2, NAN, 4 * KI, 32, 1},
	    {"SEQ1M Q1T1", R, "276.234", NAN, NAN, MI, 1, 1},
	    {"SEQ1M Q1T1", W, "205.731", NAN, NAN, MI, 1, 1},
	    {"RND4K Q1T1", R, "22.391", 5466.6, NAN, 4 * KI, 1, 1},
	    {"RND4K Q1T1", W, "62.000", 15136.7, NAN, 4 * KI, 1, 1},
	};
	struct t_collect c;

	t_collect_file(&c, "cdm", t_shared("corpus/cdm/cdm-habeebq-3.txt"), 0);
	check_rows(&c, rows, sizeof(rows) / sizeof(rows[0]));
	t_collect_free(&c);
}

T_TEST(t_cdm_homeit_2_cdm8)
{
	static const struct cdm_row rows[] = {
	    {"SEQ1M Q8T1", R, "543.188", 518.0, 15407.04, MI, 8, 1},
	    {"SEQ1M Q1T1", R, "510.084", 486.5, 2054.29, MI, 1, 1},
	    {"RND4K Q32T1", R, "188.997", 46141.8, 683.02, 4 * KI, 32, 1},
	    {"RND4K Q1T1", R, "27.355", 6678.5, 149.33, 4 * KI, 1, 1},
	    {"SEQ1M Q8T1", W, "458.892", 437.6, 18204.11, MI, 8, 1},
	    {"SEQ1M Q1T1", W, "427.376", 407.6, 2447.79, MI, 1, 1},
	    {"RND4K Q32T1", W, "137.234", 33504.4, 951.08, 4 * KI, 32, 1},
	    {"RND4K Q1T1", W, "66.421", 16216.1, 61.32, 4 * KI, 1, 1},
	};
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_file(&c, NULL, t_shared("corpus/cdm/cdm-homeit-2.txt"), 0);
	check_rows(&c, rows, sizeof(rows) / sizeof(rows[0]));
	T_INT(c.n_runs, 1);
	if (c.n_runs) {
		const struct iodb_run *run = &c.runs[0];

		T_STR(run->tool_version, "8.0.0 x64 (UWP)");
		T_INT(run->timestamp, 1607898472); /* 2020-12-13 22:27:52 */
		T_STR(run->device, "C:");
		T_STR(run->device_model, NULL);
		T_INT(run->line_from, 2);
		T_INT(run->line_to, 25);
		T_DBL(t_run_extra(run, "test_size"), 1073741824.0);
		T_DBL(t_run_extra(run, "test_count"), 5);
		T_DBL(t_run_extra(run, "drive_used"), 91);
		T_DBL(t_run_extra(run, "measure_time"), 5e9);
		T_DBL(t_run_extra(run, "interval_time"), 5e9);
		T_OK(run->options_json &&
		     strstr(run->options_json, "\"profile\":\"Default\""));
		T_OK(run->options_json &&
		     strstr(run->options_json,
			    "\"os\":\"Windows 10 Professional [10.0 Build "
			    "19042] (x64)\""));
		T_OK(run->options_json &&
		     !strstr(run->options_json, "\"mode\""));
	}
	r = t_find(&c, R, NULL, "SEQ1M Q8T1");
	if (r) {
		T_STR(r->job, "SEQ    1MiB (Q=  8, T= 1)");
		T_INT(r->line_from, 9);
	}
	t_collect_free(&c);
}

T_TEST(t_cdm_homeit_3_cdm8)
{
	static const struct cdm_row rows[] = {
	    {"SEQ1M Q8T1", R, "2470.084", 2355.7, 3386.97, MI, 8, 1},
	    {"SEQ1M Q1T1", R, "1372.023", 1308.5, 761.94, MI, 1, 1},
	    {"RND4K Q32T1", R, "361.821", 88335.2, 350.75, 4 * KI, 32, 1},
	    {"RND4K Q1T1", R, "41.069", 10026.6, 99.39, 4 * KI, 1, 1},
	    {"SEQ1M Q8T1", W, "1949.277", 1859.0, 4290.26, MI, 8, 1},
	    {"SEQ1M Q1T1", W, "1777.548", 1695.2, 588.90, MI, 1, 1},
	    {"RND4K Q32T1", W, "255.716", 62430.7, 500.80, 4 * KI, 32, 1},
	    {"RND4K Q1T1", W, "127.670", 31169.4, 31.86, 4 * KI, 1, 1},
	};
	struct t_collect c;

	t_collect_file(&c, NULL, t_shared("corpus/cdm/cdm-homeit-3.txt"), 0);
	check_rows(&c, rows, sizeof(rows) / sizeof(rows[0]));
	if (c.n_runs) {
		T_INT(c.runs[0].timestamp,
		      1608157288); /* 2020-12-16 22:21:28 */
		T_DBL(t_run_extra(&c.runs[0], "drive_used"), 13);
		T_OK(c.runs[0].options_json &&
		     strstr(c.runs[0].options_json,
			    "\"test\":\"1 GiB (x5) [C: 13% (63/476GiB)]\""));
	}
	t_collect_free(&c);
}

T_TEST(t_cdm_tfcard_1_cdm6)
{
	static const struct cdm_row rows[] = {
	    {"SEQ128K Q32T1", R, "91.559", NAN, NAN, 128 * KI, 32, 1},
	    {"SEQ128K Q32T1", W, "85.101", NAN, NAN, 128 * KI, 32, 1},
	    {"RND4K Q8T8", R, "7.892", 1926.8, NAN, 4 * KI, 8, 8},
	    {"RND4K Q8T8", W, "3.173", 774.7, NAN, 4 * KI, 8, 8},
	    {"RND4K Q32T1", R, "7.275", 1776.1, NAN, 4 * KI, 32, 1},
	    {"RND4K Q32T1", W, "3.017", 736.6, NAN, 4 * KI, 32, 1},
	    {"RND4K Q1T1", R, "5.297", 1293.2, NAN, 4 * KI, 1, 1},
	    {"RND4K Q1T1", W, "2.260", 551.8, NAN, 4 * KI, 1, 1},
	};
	struct t_collect c;

	t_collect_file(&c, NULL, t_shared("corpus/cdm/cdm-tfcard-1.txt"), 0);
	check_rows(&c, rows, sizeof(rows) / sizeof(rows[0]));
	if (c.n_runs) {
		const struct iodb_run *run = &c.runs[0];

		T_STR(run->tool_version, "6.0.0 x64");
		T_INT(run->timestamp, 1554118389); /* 2019-04-01 11:33:09 */
		T_STR(run->device, "I:");
		T_DBL(t_run_extra(run, "test_size"), 1073741824.0);
		T_DBL(t_run_extra(run, "test_count"), 5);
		T_DBL(t_run_extra(run, "drive_used"), 11.7);
		T_DBL(t_run_extra(run, "interval_time"), 5e9);
		T_OK(run->options_json &&
		     strstr(run->options_json,
			    "\"os\":\"Windows 10  [10.0 Build 14393] (x64)\""));
	}
	t_collect_free(&c);
}

T_TEST(t_cdm_wd40purx_1_cdm8)
{
	static const struct cdm_row rows[] = {
	    {"SEQ1M Q8T1", R, "194.805", 185.8, 42830.02, MI, 8, 1},
	    {"SEQ1M Q1T1", R, "194.911", 185.9, 5373.06, MI, 1, 1},
	    {"RND4K Q32T1", R, "0.640", 156.2, 199524.93, 4 * KI, 32, 1},
	    {"RND4K Q1T1", R, "0.561", 137.0, 7284.09, 4 * KI, 1, 1},
	    {"SEQ1M Q8T1", W, "188.484", 179.8, 44115.04, MI, 8, 1},
	    {"SEQ1M Q1T1", W, "184.839", 176.3, 5663.37, MI, 1, 1},
	    {"RND4K Q32T1", W, "2.831", 691.2, 45796.02, 4 * KI, 32, 1},
	    {"RND4K Q1T1", W, "2.452", 598.6, 1664.09, 4 * KI, 1, 1},
	};
	struct t_collect c;

	t_collect_file(&c, NULL, t_shared("corpus/cdm/cdm-wd40purx-1.txt"), 0);
	check_rows(&c, rows, sizeof(rows) / sizeof(rows[0]));
	if (c.n_runs) {
		const struct iodb_run *run = &c.runs[0];

		T_STR(run->tool_version, "8.0.4 Shizuku Edition x64");
		T_INT(run->timestamp, 1658674274); /* 2022-07-24 14:51:14 */
		T_STR(run->device, "P:");
		T_DBL(t_run_extra(run, "drive_used"), 14);
		T_OK(run->options_json &&
		     strstr(run->options_json, "\"mode\":\"[Admin]\""));
	}
	t_collect_free(&c);
}

T_TEST(t_cdm_wintel_1_cdm7_no_header)
{
	static const struct cdm_row rows[] = {
	    {"SEQ1M Q8T1", R, "6835.432", 6518.8, 1225.31, MI, 8, 1},
	    {"SEQ1M Q1T1", R, "3654.139", 3484.9, 286.54, MI, 1, 1},
	    {"RND4K Q32T16", R, "4345.706", 1060963.4, 481.82, 4 * KI, 32, 16},
	    {"RND4K Q1T1", R, "87.317", 21317.6, 46.78, 4 * KI, 1, 1},
	    {"SEQ1M Q8T1", W, "4998.115", 4766.6, 1675.83, MI, 8, 1},
	    {"SEQ1M Q1T1", W, "3689.889", 3519.0, 283.73, MI, 1, 1},
	    {"RND4K Q32T16", W, "4040.302", 986401.9, 517.86, 4 * KI, 32, 16},
	    {"RND4K Q1T1", W, "282.182", 68892.1, 14.44, 4 * KI, 1, 1},
	};
	struct t_collect c;

	t_collect_file(&c, NULL, t_shared("corpus/cdm/cdm-wintel-1.txt"), 0);
	check_rows(&c, rows, sizeof(rows) / sizeof(rows[0]));
	T_INT(c.n_runs, 1);
	if (c.n_runs) {
		T_STR(c.runs[0].format, "cdm");
		T_STR(c.runs[0].tool_version, NULL);
		T_STR(c.runs[0].device, "Samsung SSD 980 PRO 1TB");
		T_STR(c.runs[0].device_model, "Samsung SSD 980 PRO 1TB");
		T_INT(c.runs[0].timestamp, -1);
	}
	t_collect_free(&c);
}

T_TEST(t_cdm_wintel_2_cdm7_no_header)
{
	static const struct cdm_row rows[] = {
	    {"SEQ1M Q8T1", R, "3250.798", 3100.2, 2578.73, MI, 8, 1},
	    {"SEQ1M Q1T1", R, "2045.820", 1951.0, 511.97, MI, 1, 1},
	    {"RND4K Q32T16", R, "660.167", 161173.6, 1378.33, 4 * KI, 32, 16},
	    {"RND4K Q1T1", R, "39.156", 9559.6, 104.33, 4 * KI, 1, 1},
	    {"SEQ1M Q8T1", W, "2797.679", 2668.1, 2989.80, MI, 8, 1},
	    {"SEQ1M Q1T1", W, "1773.235", 1691.1, 590.63, MI, 1, 1},
	    {"RND4K Q32T16", W, "299.802", 73193.8, 4632.64, 4 * KI, 32, 16},
	    {"RND4K Q1T1", W, "73.377", 17914.3, 55.62, 4 * KI, 1, 1},
	};
	struct t_collect c;

	t_collect_file(&c, NULL, t_shared("corpus/cdm/cdm-wintel-2.txt"), 0);
	check_rows(&c, rows, sizeof(rows) / sizeof(rows[0]));
	if (c.n_runs)
		T_STR(c.runs[0].device, "KXG60ZNV512G KIOXIA");
	t_collect_free(&c);
}

/* CDM 3.x: 1 MiB sequential, 512 KiB and 4 KiB random ("KB" = 1024). */
static const char cdm3[] =
    "-----------------------------------------------------------------"
    "------\r\n"
    "CrystalDiskMark 3.0.3 x64 (C) 2007-2013 hiyohiyo\r\n"
    "                           Crystal Dew World : "
    "http://crystalmark.info/\r\n"
    "-----------------------------------------------------------------"
    "------\r\n"
    "* MB/s = 1,000,000 byte/s [SATA/300 = 300,000,000 byte/s]\r\n"
    "\r\n"
    "           Sequential Read :   101.250 MB/s\r\n"
    "          Sequential Write :    99.125 MB/s\r\n"
    "         Random Read 512KB :    40.500 MB/s\r\n"
    "        Random Write 512KB :    60.250 MB/s\r\n"
    "    Random Read 4KB (QD=1) :     0.500 MB/s [   122.1 IOPS]\r\n"
    "   Random Write 4KB (QD=1) :     1.000 MB/s [   244.1 IOPS]\r\n"
    "   Random Read 4KB (QD=32) :     1.250 MB/s [   305.2 IOPS]\r\n"
    "  Random Write 4KB (QD=32) :     0.750 MB/s [   183.1 IOPS]\r\n"
    "\r\n"
    "  Test : 1000 MB [D: 12.5% (20.0/160.0 GB)] (x5)\r\n"
    "  Date : 2013/05/11 22:43:12\r\n"
    "    OS : Windows 7 Ultimate SP1 [6.1 Build 7601] (x64)\r\n"
    "  my comment\r\n";

T_TEST(t_cdm_cdm3_layout)
{
	static const struct cdm_row rows[] = {
	    {"SEQ1M Q1T1", R, "101.250", NAN, NAN, MI, 1, 1},
	    {"SEQ1M Q1T1", W, "99.125", NAN, NAN, MI, 1, 1},
	    {"RND512K Q1T1", R, "40.500", NAN, NAN, 512 * KI, 1, 1},
	    {"RND512K Q1T1", W, "60.250", NAN, NAN, 512 * KI, 1, 1},
	    {"RND4K Q1T1", R, "0.500", 122.1, NAN, 4 * KI, 1, 1},
	    {"RND4K Q1T1", W, "1.000", 244.1, NAN, 4 * KI, 1, 1},
	    {"RND4K Q32T1", R, "1.250", 305.2, NAN, 4 * KI, 32, 1},
	    {"RND4K Q32T1", W, "0.750", 183.1, NAN, 4 * KI, 32, 1},
	};
	struct t_collect c;

	t_collect_buf(&c, NULL, "cdm3.txt", cdm3, sizeof(cdm3) - 1, 0);
	check_rows(&c, rows, sizeof(rows) / sizeof(rows[0]));
	if (c.n_runs) {
		const struct iodb_run *run = &c.runs[0];

		T_STR(run->format, "cdm");
		T_STR(run->tool_version, "3.0.3 x64");
		T_INT(run->timestamp, 1368312192); /* 2013-05-11 22:43:12 */
		/* CDM 3's test size is MiB: atoi * 1024 * 1024 */
		T_DBL(t_run_extra(run, "test_size"), 1000.0 * 1048576.0);
		T_DBL(t_run_extra(run, "drive_used"), 12.5);
		T_STR(run->device, "D:");
		T_OK(run->options_json &&
		     strstr(run->options_json, "\"comment\":\"my comment\""));
	}
	t_collect_free(&c);
}

/* CDM 8: compact names, a Mix section, SEQ128K and two sessions. */
static const char cdm8_two[] =
    "CrystalDiskMark 8.0.1 x64 (C) 2007-2021 hiyohiyo\n"
    "[Read]\n"
    "  SEQ  128KiB (Q= 32, T= 1):  1000.500 MB/s [   7633.2 IOPS] "
    "<  4189.00 us>\n"
    "[Mix] Read 70%/Write 30%\n"
    "  RND    4KiB (Q=  1, T= 1):    30.000 MB/s [   7324.2 IOPS] "
    "<   136.50 us>\n"
    "Profile: Default + Mix\n"
    "   Date: 2021/04/20 9:12:57\n"
    "\n"
    "[Read]\n"
    "SEQ1M Q8T1 : 543.188 MB/s [ 518.0 IOPS] < 15407.04 us>\n"
    "[Write]\n"
    "RND4K Q32T16 : 137.234 MB/s [ 33504.4 IOPS] < 951.08 us>\n";

T_TEST(t_cdm_mix_compact_sessions)
{
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_buf(&c, NULL, "two.txt", cdm8_two, sizeof(cdm8_two) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 2);
	T_INT(c.n_res, 4);
	if (c.n_runs == 2) {
		T_STR(c.runs[0].tool_version, "8.0.1 x64");
		T_INT(c.runs[0].timestamp, 1618909977); /* 2021-04-20 9:12:57 */
		T_STR(c.runs[1].tool_version, NULL);
		T_INT(c.runs[1].line_from, 9);
	}
	r = t_find(&c, R, NULL, "SEQ128K Q32T1");
	if (r) {
		T_INT(r->cond.bs, 131072);
		T_DBL(r->bw_bytes, 1000500000.0);
		T_DBL(r->lat.mean, 4189000.0);
	}
	/* [Mix]: one figure for both directions of the mixed load */
	r = t_find(&c, IODB_OP_READWRITE, NULL, "RND4K Q1T1");
	if (r) {
		T_INT(r->cond.op, IODB_OP_READWRITE);
		T_DBL(r->cond.mix_read_pct, 70);
		T_DBL(r->iops, 7324.2);
	}
	r = t_find(&c, W, "RND4K Q32T16", "RND4K Q32T16");
	if (r) {
		T_INT(r->cond.numjobs, 16);
		T_DBL(r->bw_bytes, 137234000.0);
		T_INT(c.res[3].run, 1);
	}
	t_collect_free(&c);
}

T_TEST(t_cdm_probe_claims_only_cdm)
{
	static const char *const mine[] = {
	    "corpus/cdm/cdm-habeebq-1.txt",
	    "corpus/cdm/cdm-wintel-1.txt",
	    "corpus/cdm/cdm-tfcard-1.txt",
	    "corpus/cdm/cdm-homeit-2.txt",
	};
	static const char *const others[] = {
	    "corpus/kdiskmark/kdiskmark-readme-1.txt",
	    "corpus/hdtune/hdtune-habeebq-1.txt",
	    "corpus/iozone/iozone-oscomp-2.txt",
	};
	const struct ingest_format *cdm = ingest_find("cdm");

	T_OK(cdm != NULL);
	if (!cdm)
		return;
	for (size_t i = 0; i < sizeof(mine) / sizeof(mine[0]); i++) {
		size_t len;
		char *buf = t_read_file(t_shared(mine[i]), &len);

		T_OK(buf && cdm->probe(buf, len) >= 60);
		T_OK(buf && ingest_detect(buf, len, NULL) == cdm);
		free(buf);
	}
	for (size_t i = 0; i < sizeof(others) / sizeof(others[0]); i++) {
		size_t len;
		char *buf = t_read_file(t_shared(others[i]), &len);

		T_OK(buf && cdm->probe(buf, len) == 0);
		free(buf);
	}
	T_INT(cdm->probe("", 0), 0);
	T_INT(cdm->probe("read: IOPS=1, BW=2MiB/s\n", 24), 0);
}

/*
 * Hand-typed result lines at the edges of count_results()'s look at the
 * lines first (may_count()): each label shape still counts, and fio
 * text's "MB" lines ("IOPS=18.1k, BW=...", "io=7810KiB (7997kB)") are
 * passed without changing the score.
 */
T_TEST(t_cdm_probe_label_shapes)
{
	static const struct {
		const char *text;
		int score;
	} cases[] = {
	    {"Seq Q32T1 Read = 554.872 MB/s\n4K Q32T1 Read = 300.500 MB/s\n",
	     70},
	    {"4KQD32: 300.512 MB/s\n4KiB Q8T8: 310.250 MB/s\n", 70},
	    {"RND4K Q32T16: 412.300 MB/s [ 100659.2 IOPS]\n"
	     "random read 4KiB (QD=32): 300.100 MB/s\n",
	     35},
	    {"SEQ1M Q8T1 : 3540.39 Mo/s\nRND4K Q1T1 : 60.20 Mo/s\n", 70},
	    {"  read: IOPS=18.1k, BW=283MiB/s (297MB/s)(85.2MiB/301msec)\n"
	     "   READ: bw=25.3MiB/s (26.6MB/s), io=7810KiB (7997kB), "
	     "run=301-301msec\n",
	     0},
	};
	const struct ingest_format *cdm = ingest_find("cdm");

	T_OK(cdm != NULL);
	if (!cdm)
		return;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		T_INT(cdm->probe(cases[i].text, strlen(cases[i].text)),
		      cases[i].score);
}

/*
 * Parse text as fmt with stderr captured: the parse must fail, import
 * nothing and say "bad.txt:LINE:".
 */
static void expect_error(const char *text, long line)
{
	t_expect_error("cdm", text, line);
}

/*
 * A damaged line is skipped with a warning at bad.txt:LINE and the rest
 * imports: n results.
 */
static void expect_skip(const char *text, size_t n, long line)
{
	t_expect_skip("cdm", text, n, line);
}

T_TEST(t_cdm_malformed)
{
	static const char garbage[] =
	    "[Read]\n"
	    "  SEQ    1MiB (Q=  8, T= 1):   54x.188 MB/s [ 518.0 IOPS]\n";

	/* nothing importable: garbage in the only number */
	expect_error(garbage, 2);
	/* a line cut inside its first figure, nothing else */
	expect_error("CrystalDiskMark 8.0.4 x64 (C) 2007-2021 hiyohiyo\n"
		     "[Read]\n"
		     "  SEQ    1MiB (Q=  8, T= 1):   543.1\n",
		     3);
	/* a header and nothing else */
	expect_error("CrystalDiskMark 6.0.0 x64 (C) 2007-2017 hiyohiyo\n", 1);
	expect_error("", 1);

	/* one garbled line among good ones: skipped, the rest imports */
	expect_skip("[Read]\n"
		    "SEQ1M Q8T1 : 543.188 MB/s [ 518.0 IOPS] < 15407.04 us>\n"
		    "RND4K Q32T1 : 188.997 MB/s [ 4614z.8 IOPS] < 683.02 "
		    "us>\n"
		    "RND4K Q1T1 : 27.355 MB/s [ 6678.5 IOPS] < 149.33 us>\n",
		    2, 3);
	/* a table cut after [Write]: the [Read] results import */
	expect_skip("[Read]\n"
		    "SEQ1M Q8T1 : 543.188 MB/s [ 518.0 IOPS] < 15407.04 us>\n"
		    "[Write]\n",
		    1, 3);
	/* MB/s and IOPS that disagree: one of them is garbled */
	expect_skip("[Read]\n"
		    "SEQ1M Q8T1 : 543.188 MB/s [ 518.0 IOPS] < 15407.04 us>\n"
		    "RND4K Q32T1 : 188.997 MB/s [ 4141.8 IOPS] < 683.02 us>\n",
		    1, 3);
	/* a line nobody knows inside a section */
	expect_skip("[Write]\n"
		    "SEQ1M Q8T1 : 458.892 MB/s [ 437.6 IOPS] < 18204.11 us>\n"
		    "   (the fan was loud here)\n"
		    "RND4K Q1T1 : 66.421 MB/s [ 16216.1 IOPS] < 61.32 us>\n",
		    2, 3);
	/* a result line with an unknown test name */
	expect_skip("[Read]\n"
		    "SEQ1M Q8T1 : 543.188 MB/s [ 518.0 IOPS] < 15407.04 us>\n"
		    "SEQ 1MB Q8: 500.000 MB/s\n",
		    1, 3);
}

/* One pasted variation and one of its results, as printed. */
struct cdm_case {
	const char *name, *text;
	size_t n_res;
	unsigned warnings;
	enum iodb_op op;
	const char *test;
	const char *mbps; /* MB/s as printed, "." decimal */
	double iops, lat_us;
	long bs, qd, threads, line;
	const char *label, *version;
};

static const struct cdm_case cases[] = {
    {"cdm8 nvme profile with comment",
     "------------------------------------------------------------------"
     "------------\n"
     "CrystalDiskMark 8.0.4 x64 (C) 2007-2021 hiyohiyo\n"
     "                                  Crystal Dew World: "
     "https://crystalmark.info/\n"
     "------------------------------------------------------------------"
     "------------\n"
     "* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]\n"
     "* KB = 1000 bytes, KiB = 1024 bytes\n"
     "\n"
     "[Read]\n"
     "  SEQ    1MiB (Q=  8, T= 1):  7012.345 MB/s [   6687.5 IOPS] <  "
     "1195.12 us>\n"
     "  SEQ  128KiB (Q= 32, T= 1):  6900.100 MB/s [  52643.6 IOPS] <   "
     "607.71 us>\n"
     "  RND    4KiB (Q= 32, T=16):  4012.500 MB/s [ 979614.3 IOPS] <   "
     "521.10 us>\n"
     "  RND    4KiB (Q=  1, T= 1):    80.250 MB/s [  19592.3 IOPS] <    "
     "50.95 us>\n"
     "\n"
     "[Write]\n"
     "  SEQ    1MiB (Q=  8, T= 1):  5100.000 MB/s [   4863.7 IOPS] <  "
     "1643.20 us>\n"
     "\n"
     "Profile: Default\n"
     "   Test: 1 GiB (x5) [C: 40% (380/953GiB)]\n"
     "   Mode: [Admin]\n"
     "   Time: Measure 5 sec / Interval 5 sec \n"
     "   Date: 2023/02/03 9:04:05\n"
     "     OS: Windows 11 Professional [10.0 Build 22621] (x64)\n"
     "Comment: 高速ディスク NVMe\n",
     5, 0, IODB_OP_READ, "SEQ128K Q32T1", "6900.100", 52643.6, 607.71,
     128 * 1024, 32, 1, 10, "高速ディスク NVMe", "8.0.4 x64"},
    {"cdm8 real world profile, CRLF",
     "CrystalDiskMark 8.0.4 x64 (C) 2007-2021 hiyohiyo\r\n"
     "[Read]\r\n"
     "  SEQ    1MiB (Q=  1, T= 1):  1500.000 MB/s [   1430.5 IOPS] <   "
     "698.90 us>\r\n"
     "  RND    4KiB (Q=  1, T= 1):    60.000 MB/s [  14648.4 IOPS] <    "
     "68.10 us>\r\n"
     "[Write]\r\n"
     "  SEQ    1MiB (Q=  1, T= 1):  1400.000 MB/s [   1335.1 IOPS] <   "
     "748.60 us>\r\n"
     "  RND    4KiB (Q=  1, T= 1):   150.000 MB/s [  36621.1 IOPS] <    "
     "27.20 us>\r\n"
     "Profile: Real\r\n",
     4, 0, IODB_OP_WRITE, "RND4K Q1T1", "150.000", 36621.1, 27.20, 4096, 1, 1,
     7, NULL, "8.0.4 x64"},
    {"cdm8 demo profile",
     "[Read]\n"
     "  SEQ    1MiB (Q=  8, T= 1):   560.000 MB/s [    534.1 IOPS] < "
     "14960.00 us>\n"
     "\n"
     "[Write]\n"
     "  SEQ    1MiB (Q=  8, T= 1):   520.000 MB/s [    495.9 IOPS] < "
     "16100.00 us>\n"
     "\n"
     "Profile: Demo\n",
     2, 0, IODB_OP_WRITE, "SEQ1M Q8T1", "520.000", 495.9, 16100.00, 1048576, 8,
     1, 5, NULL, NULL},
    {"cdm5 full export, bare comment line",
     "-----------------------------------------------------------------"
     "------\n"
     "CrystalDiskMark 5.2.1 x64 (C) 2007-2017 hiyohiyo\n"
     "                           Crystal Dew World : "
     "http://crystalmark.info/\n"
     "-----------------------------------------------------------------"
     "------\n"
     "* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]\n"
     "* KB = 1000 bytes, KiB = 1024 bytes\n"
     "\n"
     "   Sequential Read (Q= 32,T= 1) :   550.123 MB/s\n"
     "  Sequential Write (Q= 32,T= 1) :   520.321 MB/s\n"
     "  Random Read 4KiB (Q= 32,T= 1) :   390.000 MB/s [ 95214.8 IOPS]\n"
     " Random Write 4KiB (Q= 32,T= 1) :   300.000 MB/s [ 73242.2 IOPS]\n"
     "         Sequential Read (T= 1) :   500.000 MB/s\n"
     "        Sequential Write (T= 1) :   480.000 MB/s\n"
     "   Random Read 4KiB (Q= 1,T= 1) :    35.000 MB/s [  8544.9 IOPS]\n"
     "  Random Write 4KiB (Q= 1,T= 1) :   100.000 MB/s [ 24414.1 IOPS]\n"
     "\n"
     "  Test : 1024 MiB [C: 52.5% (117.4/223.6 GiB)] (x5)  "
     "[Interval=5 sec]\n"
     "  Date : 2017/08/01 21:10:11\n"
     "    OS : Windows 10 Professional [10.0 Build 15063] (x64)\n"
     "  Crucial MX300 on the Z170 board\n",
     8, 0, IODB_OP_READ, "SEQ128K Q32T1", "550.123", NAN, NAN, 131072, 32, 1, 8,
     "Crucial MX300 on the Z170 board", "5.2.1 x64"},
    {"cdm5 buttons typed by hand",
     "Seq Q32T1 Read : 554.872 MB/s\n"
     "Seq Q32T1 Write : 500.100 MB/s\n"
     "4K Q32T1 Read : 281.610 MB/s [ 68752.4 IOPS]\n"
     "4K Q32T1 Write : 237.549 MB/s\n"
     "Seq Read : 532.327 MB/s\n"
     "4K Read : 39.854 MB/s [ 9730.0 IOPS]\n",
     6, 0, IODB_OP_READ, "RND4K Q32T1", "281.610", 68752.4, NAN, 4096, 32, 1, 3,
     NULL, NULL},
    {"cdm8 direction before the name",
     "Read SEQ1M Q8T1: 543.188 MB/s [518.0 IOPS] <15407.04 us>\n"
     "Write SEQ1M Q8T1: 458.892 MB/s [437.6 IOPS] <18204.11 us>\n"
     "Read RND4K Q32T1: 188.997 MB/s [46141.8 IOPS] <683.02 us>\n",
     3, 0, IODB_OP_WRITE, "SEQ1M Q8T1", "458.892", 437.6, 18204.11, 1048576, 8,
     1, 2, NULL, NULL},
    {"lines cut with ... and extra blank lines",
     "[Read]\n"
     "\n"
     "  SEQ    1MiB (Q=  8, T= 1):   543.188 MB/s [    518.0 IOPS] <...\n"
     "\n"
     "  SEQ    1MiB (Q=  1, T= 1):   510.084 MB/s [    486.5 IO...\n"
     "...\n"
     "\n"
     "[Write]\n"
     "  RND    4KiB (Q=  1, T= 1):    66.421 MB/s [  16216.1 IOPS] <    "
     "61.32 us>\n",
     3, 2, IODB_OP_READ, "SEQ1M Q1T1", "510.084", NAN, NAN, 1048576, 1, 1, 5,
     NULL, NULL},
    {"decimal commas",
     "[Read]\n"
     "  SEQ    1MiB (Q=  8, T= 1):   543,188 MB/s [    518,0 IOPS] < "
     "15407,04 us>\n"
     "  RND    4KiB (Q= 32, T= 1):   188,997 MB/s [  46141,8 IOPS] <   "
     "683,02 us>\n",
     2, 0, IODB_OP_READ, "RND4K Q32T1", "188.997", 46141.8, 683.02, 4096, 32, 1,
     3, NULL, NULL},
    {"bare section words, a drive line above",
     "WDC WD40PURX-64GVNY0\n"
     "read\n"
     "SEQ1M Q8T1: 194.805 MB/s [185.8 IOPS] <42830.02 us>\n"
     "Write:\n"
     "SEQ1M Q8T1: 188.484 MB/s [179.8 IOPS] <44115.04 us>\n",
     2, 0, IODB_OP_WRITE, "SEQ1M Q8T1", "188.484", 179.8, 44115.04, 1048576, 8,
     1, 5, NULL, NULL},
    {"cdm4 layout (4KB QD32)",
     "           Sequential Read :   212.396 MB/s\n"
     "          Sequential Write :   193.462 MB/s\n"
     "         Random Read 512KB :   160.157 MB/s\n"
     "    Random Read 4KB (QD=1) :    20.736 MB/s [  5062.5 IOPS]\n"
     "   Random Write 4KB (QD=32) :   164.046 MB/s [ 40050.3 IOPS]\n",
     5, 0, IODB_OP_WRITE, "RND4K Q32T1", "164.046", 40050.3, NAN, 4096, 32, 1,
     5, NULL, NULL},
    {"cdm8 export flattened onto one line by a blog migration",
     "------------------------------------------------------------------"
     "------------ CrystalDiskMark 8.0.0 x64 (UWP) (C) 2007-2020 "
     "hiyohiyo Crystal Dew World: https://crystalmark.info/ -----------"
     "------------------------------------------------------------------"
     "- * MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s] * KB "
     "= 1000 bytes, KiB = 1024 bytes [Read] SEQ 1MiB (Q= 8, T= 1): "
     "543.188 MB/s [ 518.0 IOPS] < 15407.04 us> RND 4KiB (Q= 32, T= 1): "
     "188.997 MB/s [ 46141.8 IOPS] < 683.02 us> [Write] SEQ 1MiB (Q= 8, "
     "T= 1): 458.892 MB/s [ 437.6 IOPS] < 18204.11 us> RND 4KiB (Q= 32, "
     "T= 1): 137.234 MB/s [ 33504.4 IOPS] < 951.08 us> Profile: Default "
     "Test: 1 GiB (x5) [C: 91% (202/223GiB)] Mode: Time: Measure 5 sec / "
     "Interval 5 sec Date: 2020/12/13 22:27:52 OS: Windows 10 "
     "Professional [10.0 Build 19042] (x64) Comment: 옵테인 테스트\n",
     4, 0, IODB_OP_WRITE, "RND4K Q32T1", "137.234", 33504.4, 951.08, 4096, 32,
     1, 1, "옵테인 테스트", "8.0.0 x64 (UWP)"},
    {"cdm3 flattened, no IOPS on the sequential lines",
     "Sequential Read : 212.396 MB/s Sequential Write : 193.462 MB/s "
     "Random Read 4KB (QD=1) : 20.736 MB/s [ 5062.5 IOPS] Random Write "
     "4KB (QD=1) : 43.637 MB/s [ 10653.7 IOPS]\n",
     4, 0, IODB_OP_WRITE, "SEQ1M Q1T1", "193.462", NAN, NAN, 1048576, 1, 1, 1,
     NULL, NULL},
    {"names without a colon",
     "[Read]\n"
     "SEQ1M Q8T1   543.188 MB/s [518.0 IOPS] <15407.04 us>\n"
     "RND4K Q32T16 = 4345.706 MB/s [1060963.4 IOPS] <481.82 us>\n",
     2, 0, IODB_OP_READ, "RND4K Q32T16", "4345.706", 1060963.4, 481.82, 4096,
     32, 16, 3, NULL, NULL},
    {"cdm8: a stray line under the footer is no comment",
     "[Read]\n"
     "  SEQ    1MiB (Q=  8, T= 1):   543.188 MB/s [    518.0 IOPS] < "
     "15407.04 us>\n"
     "Profile: Default\n"
     "     OS: Windows 10 Professional [10.0 Build 19042] (x64)\n"
     "thanks for reading\n",
     1, 0, IODB_OP_READ, "SEQ1M Q8T1", "543.188", 518.0, 15407.04, 1048576, 8,
     1, 2, NULL, NULL},
};

T_TEST(t_cdm_variations)
{
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct cdm_case *k = &cases[i];
		struct t_collect c;
		const struct iodb_result *r;
		char msg[4096];

		t_collect_msg(&c, NULL, "v.txt", k->text, strlen(k->text), msg,
			      sizeof(msg));
		if (c.ret || c.n_res != k->n_res || c.warnings != k->warnings)
			T_FAIL("%s: ret %d, %zu results, %u warnings: %s",
			       k->name, c.ret, c.n_res, c.warnings, msg);
		T_STR(c.n_runs ? c.runs[0].format : NULL, "cdm");
		r = t_find(&c, k->op, NULL, k->test);
		if (r) {
			T_DBL(r->bw_bytes, mb(k->mbps));
			T_DBL(r->iops, k->iops);
			T_DBL(r->lat.mean, k->lat_us * 1e3);
			T_INT(r->cond.bs, k->bs);
			T_INT(r->cond.iodepth, k->qd);
			T_INT(r->cond.numjobs, k->threads);
			T_INT(r->cond.direct, 1);
			T_INT(r->line_from, k->line);
			T_INT(r->cond.pattern, !strncmp(k->test, "SEQ", 3)
						   ? IODB_PATTERN_SEQ
						   : IODB_PATTERN_RAND);
		}
		if (c.n_runs) {
			T_STR(c.runs[0].label, k->label);
			T_STR(c.runs[0].tool_version, k->version);
		}
		t_collect_free(&c);
	}
}

/* CrystalDiskMark's tests not run (0.000 MB/s): never stored as zeros. */
T_TEST(t_cdm_not_run_is_no_result)
{
	static const char in[] =
	    "CrystalDiskMark 8.0.4 x64 (C) 2007-2021 hiyohiyo\n"
	    "[Read]\n"
	    "  SEQ    1MiB (Q=  8, T= 1):  3512.345 MB/s [   3349.6 IOPS] "
	    "<  2385.52 us>\n"
	    "  RND    4KiB (Q= 32, T= 1):     0.000 MB/s [      0.0 IOPS] "
	    "<     0.00 us>\n";
	struct t_collect c;

	t_collect_buf(&c, "cdm", "cdm.txt", in, sizeof(in) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.op, R);
		T_INT(c.res[0].r.cond.bs, MI);
		T_DBL(c.res[0].r.bw_bytes, 3512.345e6);
	}
	t_collect_free(&c);
}

/*
 * The free line above a headerless block: a drive name is the device
 * ("Crucial MX500 1TB:" without its colon); a line ending in a colon
 * that names no model ("SSD Performance:", "测试结果：") introduces the
 * block and is no device.
 */
T_TEST(t_cdm_line_above_headerless_block)
{
	static const char *const above[] = {
	    "  SSD Performance: \n", "测试结果：\n", "Crucial MX500 1TB:\n",
	    "Samsung SSD 860 EVO\n"};
	static const char *const want[] = {NULL, NULL, "Crucial MX500 1TB",
					   "Samsung SSD 860 EVO"};
	static const char block[] =
	    "\n"
	    "  [Read]\n"
	    "    SEQ    1MiB (Q=  8, T= 1):  6616.280 MB/s [   6309.8 IOPS] "
	    "<  1266.53 us>\n"
	    "    RND    4KiB (Q=  1, T= 1):    74.399 MB/s [  18163.8 IOPS] "
	    "<    54.95 us>\n";

	for (size_t i = 0; i < sizeof(above) / sizeof(above[0]); i++) {
		char in[1024];
		struct t_collect c;

		snprintf(in, sizeof(in), "%s%s", above[i], block);
		t_collect_buf(&c, "cdm", "above.txt", in, strlen(in), 1);
		T_INT(c.ret, 0);
		T_INT(c.n_res, 2);
		if (c.n_runs == 1) {
			T_STR(c.runs[0].device, want[i]);
			T_STR(c.runs[0].device_model, want[i]);
		}
		if (c.n_res == 2) {
			T_DBL(c.res[0].r.bw_bytes, 6616.280e6);
			T_DBL(c.res[1].r.iops, 18163.8);
		}
		t_collect_free(&c);
	}
}

/*
 * The GUI's figures typed under CrystalDiskMark's name ("Read [MB/s]  Write
 * [MB/s]", or [IOPS], [GB/s] when the unit was switched): no export line,
 * so the export reader leaves it to the table reader, which reads each
 * column in its unit.
 */
T_TEST(t_cdm_gui_grid_under_header)
{
	static const char grid[] =
	    "CrystalDiskMark 8.0.4 x64 - Samsung 980 PRO 1TB\n"
	    "\n"
	    "             Read [%s]   Write [%s]\n"
	    "SEQ1M Q8T1     %s       2980.00\n"
	    "RND4K Q1T1       62.35        180.32\n";
	const struct ingest_format *cdm = ingest_find("cdm");
	char text[512];
	struct t_collect c;
	const struct iodb_result *r;

	T_REQUIRE(cdm != NULL);
	snprintf(text, sizeof(text), grid, "MB/s", "MB/s", "3540.39");
	T_OK(cdm->probe(text, strlen(text)) < 30);
	t_collect_buf(&c, NULL, "grid.txt", text, strlen(text), 1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 4);
	r = t_find(&c, IODB_OP_READ, NULL, "SEQ1M Q8T1");
	if (r)
		T_DBL(r->bw_bytes, 3540.39e6);
	t_collect_free(&c);

	snprintf(text, sizeof(text), grid, "IOPS", "IOPS", "3376.41");
	t_collect_buf(&c, NULL, "grid.txt", text, strlen(text), 1);
	T_INT(c.n_res, 4);
	r = t_find(&c, IODB_OP_READ, NULL, "SEQ1M Q8T1");
	if (r) {
		T_DBL(r->iops, 3376.41);
		T_OK(isnan(r->bw_bytes));
	}
	t_collect_free(&c);
}

/*
 * A CrystalDiskMark 5/6 export (no "[Read]" section) flattened onto one
 * line: the first result follows the header's last words ("KiB = 1024
 * bytes", "hiyohiyo") and is a result of its own, not lost in them.
 */
T_TEST(t_cdm_flat_first_result)
{
	static const char *const texts[] = {
	    "* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s] * KB "
	    "= 1000 bytes, KiB = 1024 bytes    Sequential Read (Q= 32,T= 1) :"
	    "   212.400 MB/s   Sequential Write (Q= 32,T= 1) :   188.031 MB/s "
	    "  Random Read 4KiB (Q=  1,T= 1) :     9.112 MB/s [   2224.6 "
	    "IOPS]\n",
	    "CrystalDiskMark 5.2.1 x64 (C) 2007-2017 hiyohiyo Sequential Read "
	    "(Q= 32,T= 1) :   212.400 MB/s Sequential Write (Q= 32,T= 1) :   "
	    "188.031 MB/s Random Read 4KiB (Q= 1,T= 1) :     9.112 MB/s [  "
	    "2224.6 IOPS]\n",
	};

	for (size_t i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
		struct t_collect c;

		t_collect_buf(&c, "cdm", "flat.txt", texts[i], strlen(texts[i]),
			      0);
		T_INT(c.ret, 0);
		T_INT(c.n_res, 3);
		if (c.n_res == 3) {
			T_INT(c.res[0].r.cond.op, IODB_OP_READ);
			T_DBL(c.res[0].r.bw_bytes, 212.4e6);
			T_DBL(c.res[1].r.bw_bytes, 188.031e6);
			T_DBL(c.res[2].r.iops, 2224.6);
		}
		t_collect_free(&c);
	}
}

/* "MB/s" translated after the figures: "MB/秒" (ja/zh), "МБ/с" (ru),
 * "Mo/s" (fr), "MB/초" (ko); the same 10^6 bytes.  "MB/秒" in prose
 * (no figure before it) is left alone. */
static const char cdm7_translated[] =
    "CrystalDiskMark 7.0.0 x64 (C) 2007-2019 hiyohiyo\n"
    "* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]\n"
    "[Read]\n"
    "Sequential 1MiB (Q=  8, T= 1):   565.184 MB/\xe7\xa7\x92 [    539.0 "
    "IOPS] < 14812.14 us>\n"
    "    Random 4KiB (Q= 32, T=16):   398.413 \xd0\x9c\xd0\x91/\xd1\x81 [  "
    "97268.8 IOPS] <  5248.43 us>\n"
    "[Write]\n"
    "Sequential 1MiB (Q=  8, T= 1):   497.765 Mo/s [    474.7 IOPS] < "
    "16804.43 us>\n"
    "    Random 4KiB (Q=  1, T= 1):    95.210MB/\xec\xb4\x88\n";

T_TEST(t_cdm_translated_mbps)
{
	static const struct cdm_row rows[] = {
	    {"SEQ1M Q8T1", R, "565.184", 539.0, 14812.14, MI, 8, 1},
	    {"RND4K Q32T16", R, "398.413", 97268.8, 5248.43, 4 * KI, 32, 16},
	    {"SEQ1M Q8T1", W, "497.765", 474.7, 16804.43, MI, 8, 1},
	    {"RND4K Q1T1", W, "95.210", NAN, NAN, 4 * KI, 1, 1},
	};
	const struct ingest_format *f =
	    ingest_detect(cdm7_translated, sizeof(cdm7_translated) - 1, NULL);
	struct t_collect c;

	T_OK(f && !strcmp(f->name, "cdm"));
	t_collect_buf(&c, NULL, "cdm7-ja.txt", cdm7_translated,
		      sizeof(cdm7_translated) - 1, 0);
	check_rows(&c, rows, sizeof(rows) / sizeof(rows[0]));
	t_collect_free(&c);
}

/* An export whose test names a translation wrote in CJK word order
 * ("顺序读取 (Q= 32,T= 1)", "随机写入 4KiB (Q=  8,T= 8)", "순차 읽기"):
 * the same tests as the English names. */
static const char cdm6_translated_names[] =
    "   \xe9\xa1\xba\xe5\xba\x8f\xe8\xaf\xbb\xe5\x8f\x96 (Q= 32,T= 1) :   "
    "471.231 MB/s\n"
    " \xe9\x9a\x8f\xe6\x9c\xba\xe5\x86\x99\xe5\x85\xa5 4KiB (Q=  8,T= 8) : "
    "  321.975 MB/s [  78607.2 IOPS]\n"
    "\xec\x88\x9c\xec\xb0\xa8 \xec\x93\xb0\xea\xb8\xb0 (Q= 32,T= 1) :   "
    "324.382 MB/s\n";

T_TEST(t_cdm_translated_names)
{
	static const struct cdm_row rows[] = {
	    {"SEQ128K Q32T1", R, "471.231", NAN, NAN, 128 * KI, 32, 1},
	    {"RND4K Q8T8", W, "321.975", 78607.2, NAN, 4 * KI, 8, 8},
	    {"SEQ128K Q32T1", W, "324.382", NAN, NAN, 128 * KI, 32, 1},
	};
	struct t_collect c;

	t_collect_buf(&c, NULL, "zh.txt", cdm6_translated_names,
		      sizeof(cdm6_translated_names) - 1, 0);
	check_rows(&c, rows, sizeof(rows) / sizeof(rows[0]));
	t_collect_free(&c);
}

/*
 * CrystalDiskMark 8 with its "[Write]" line deleted: the write tests sit
 * in the "[Read]" section, then "[Mix]" follows.  The repeated tests
 * are skipped (never reads); the sections that are there still import.
 */
T_TEST(t_cdm_missing_section_header)
{
	static const char in[] =
	    "CrystalDiskMark 8.0.4 x64 (C) 2007-2021 hiyohiyo\n"
	    "[Read]\n"
	    "  SEQ    1MiB (Q=  8, T= 1):  3512.450 MB/s [   3349.7 IOPS] "
	    "<  2386.01 us>\n"
	    "  RND    4KiB (Q= 32, T= 1):   512.331 MB/s [ 125080.8 IOPS] "
	    "<   255.51 us>\n"
	    "  SEQ    1MiB (Q=  8, T= 1):  2987.113 MB/s [   2848.7 IOPS] "
	    "<  2805.31 us>\n"
	    "  RND    4KiB (Q= 32, T= 1):   401.772 MB/s [  98088.9 IOPS] "
	    "<   325.84 us>\n"
	    "[Mix] Read 70%/Write 30%\n"
	    "  RND    4KiB (Q=  1, T= 1):    60.123 MB/s [  14678.5 IOPS] "
	    "<    67.90 us>\n";
	static const struct cdm_row rows[] = {
	    {"SEQ1M Q8T1", R, "3512.450", 3349.7, 2386.01, MI, 8, 1},
	    {"RND4K Q32T1", R, "512.331", 125080.8, 255.51, 4 * KI, 32, 1},
	    {"RND4K Q1T1", IODB_OP_READWRITE, "60.123", 14678.5, 67.90, 4 * KI,
	     1, 1},
	};
	struct t_collect c;
	char msg[2048];

	t_collect_msg(&c, "cdm", "cdm8.txt", in, sizeof(in) - 1, msg,
		      sizeof(msg));
	check_rows(&c, rows, sizeof(rows) / sizeof(rows[0]));
	T_INT(c.warnings, 2);
	T_OK(strstr(msg, "cdm8.txt:5:3: warning: 'SEQ1M Q8T1' a second "
			 "time in '[Read]'") != NULL);
	for (size_t i = 0; i < c.n_res; i++)
		T_OK(c.res[i].r.cond.op != W);
	t_collect_free(&c);
}

/*
 * A CrystalDiskMark 8 export cut by a terminal at 55 columns, each
 * piece at column 0 ("[   6518." / "8 IOPS] <  1225.31 us>"): still
 * detected, every figure as printed.  A whole line followed by a line
 * that does not finish it ("CDM 3" sequential lines print no IOPS) is
 * not joined.
 */
T_TEST(t_cdm_wrapped_result_lines)
{
	static const char in[] =
	    "[Read]\n"
	    "Sequential 1MiB (Q=  8, T= 1):  6835.432 MB/s [   6518.\n"
	    "8 IOPS] <  1225.31 us>\n"
	    "Random 4KiB (Q= 32, T=16):  4345.706 MB/s [1060963.4 IO\n"
	    "PS] <   481.82 us>\n"
	    "[Write]\n"
	    "Sequential 1MiB (Q=  8, T= 1):  4998.115 MB/s [   4766.6 IOPS] <\n"
	    "  1675.83 us>\n";
	static const struct cdm_row rows[] = {
	    {"SEQ1M Q8T1", R, "6835.432", 6518.8, 1225.31, MI, 8, 1},
	    {"RND4K Q32T16", R, "4345.706", 1060963.4, 481.82, 4 * KI, 32, 16},
	    {"SEQ1M Q8T1", W, "4998.115", 4766.6, 1675.83, MI, 8, 1},
	};
	static const char cdm3_seq[] =
	    "           Sequential Read :   212.454 MB/s\n"
	    "          Sequential Write :   195.302 MB/s\n"
	    "         Random Read 512KB :   170.127 MB/s\n"
	    "[ 12.5 ]\n";
	const struct ingest_format *f = ingest_detect(in, sizeof(in) - 1, NULL);
	struct t_collect c;

	T_OK(f && !strcmp(f->name, "cdm"));
	t_collect_buf(&c, NULL, "cut.txt", in, sizeof(in) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 3);
	T_INT(c.warnings, 0);
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		const struct iodb_result *r =
		    t_find(&c, rows[i].op, NULL, rows[i].test);

		if (!r)
			continue;
		T_DBL(r->bw_bytes, mb(rows[i].mbps));
		T_DBL(r->iops, rows[i].iops);
		T_DBL(r->lat.mean, rows[i].lat_us * 1e3);
		T_INT(r->cond.bs, rows[i].bs);
		T_INT(r->line_from, 2 + 2 * (long)i + (i == 2));
		if (i < 2) /* the third's wrap the normalization joins */
			T_INT(r->line_to, r->line_from + 1);
	}
	t_collect_free(&c);
	t_collect_buf(&c, "cdm", "cdm3_seq.txt", cdm3_seq, sizeof(cdm3_seq) - 1,
		      1);
	T_INT(c.n_res, 3);
	for (size_t i = 0; i < c.n_res; i++)
		T_OK(isnan(c.res[i].r.iops));
	t_collect_free(&c);
}

/*
 * CrystalDiskMark 3-6 blocks (the direction in each label, no [Read]
 * section) of several drives pasted one after the other, each under the
 * drive's name, with no header or footer: a test seen again starts the
 * next drive's run, named by the line above it; a result after a footer
 * starts another run too.  A footer's drive letter ("[D: ...") is the
 * run's device: the drive's name above it then labels the run.
 */
T_TEST(t_cdm_old_blocks_one_after_another)
{
	static const char in[] =
	    "Samsung 850 Pro:\n"
	    "Sequential Read : 520.557 MB/s\n"
	    "Sequential Write : 489.836 MB/s\n"
	    "Random Read 4KB (QD=32) : 398.378 MB/s [ 97260.3 IOPS]\n"
	    "2x Crucial MX100 in RAID 0:\n"
	    "Sequential Read : 898.908 MB/s\n"
	    "Sequential Write : 905.506 MB/s\n"
	    "Random Read 4KB (QD=32) : 430.077 MB/s [104999.3 IOPS]\n"
	    "Test : 1000 MB [D: 0.0% (0.2/1660.8 GB)] (x5)\n"
	    "Sequential Read : 262.669 MB/s\n"
	    "Sequential Write : 283.437 MB/s\n";
	static const char *const dev[] = {"Samsung 850 Pro", "D:", NULL};
	static const double seq[] = {520.557e6, 898.908e6, 262.669e6};
	struct t_collect c;

	t_collect_buf(&c, "cdm", "three.txt", in, sizeof(in) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 3);
	T_INT(c.n_res, 8);
	T_INT(c.warnings, 0);
	for (size_t i = 0; i < c.n_runs && i < 3; i++)
		T_STR(c.runs[i].device, dev[i]);
	if (c.n_runs >= 2) {
		T_STR(c.runs[1].label, "2x Crucial MX100 in RAID 0");
		T_STR(c.runs[1].device_model, "2x Crucial MX100 in RAID 0");
	}
	for (size_t i = 0, k = 0; i < c.n_res && k < 3; i++) {
		if (c.res[i].r.cond.op != IODB_OP_READ ||
		    c.res[i].r.cond.pattern != IODB_PATTERN_SEQ)
			continue;
		T_INT(c.res[i].run, (long)k);
		T_DBL(c.res[i].r.bw_bytes, seq[k]);
		k++;
	}
	t_collect_free(&c);
}

/*
 * Another program's output in CrystalDiskMark's layout (disk-mark-me,
 * AmorphousDiskMark, a fio script): its title under the rule names the
 * tool; its "MB/s" is what its header says; a label that names no block
 * size ("Sequential Read (Q= 32,T= 1)", 128 KiB only because that is
 * what CrystalDiskMark 4-6 ran) is skipped; a header note ("* Target:
 * . | Rounds: 5") is no drive.
 */
T_TEST(t_cdm_other_program_title)
{
	static const char clone[] =
	    "---------------------------------------------------------------\n"
	    "disk-mark-me v1.1.8 - fio v3.37 \n"
	    "---------------------------------------------------------------\n"
	    "* MB/s = 1,000,000 bytes/s\n"
	    "* Target: . | Test File Size: 1g (IEC) | Rounds: 5\n"
	    "\n"
	    "[Read]\n"
	    "  SEQ   1MiB (Q= 8, T=1) : 19503.513 MB/s [  18600.0 IOPS]\n"
	    "  RND   4KiB (Q=32, T=1) :   963.000 MB/s [ 235000.0 IOPS]\n";
	static const char fio_script[] =
	    "--------------------------------------------------------------\n"
	    "Flexible I/O Tester - fio-3.16 (C) axboe\n"
	    "                          Fio Github : https://github.com/axboe\n"
	    "--------------------------------------------------------------\n"
	    "* MB/s = 1,000,000 bytes/s\n"
	    "\n"
	    "   Sequential Read (Q= 32,T= 1) :   3012.119 MB/s\n"
	    "  Random Read 4KiB (Q= 32,T= 1) :    512.406 MB/s [ 125099.1 "
	    "IOPS]\n";
	static const char amorphous[] =
	    "--------------------------------------------------------------\n"
	    "AmorphousDiskMark 3.1 (C) 2016-2019 Katsura Shareware\n"
	    "--------------------------------------------------------------\n"
	    "* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]\n"
	    "\n"
	    "   Sequential Read 1MiB (QD=8) :  2779.94 MB/s [   2651.2 IOPS]\n"
	    "     Random Read 4KiB (QD=1) :    39.09 MB/s [   9543.1 IOPS]\n"
	    "\n"
	    "    Test : 1 GiB (x5) [Interval=5 sec]\n"
	    "  Device : APPLE SSD AP0256M\n"
	    "    Date : 2019-11-01T03:12:44Z\n";
	struct t_collect c;

	t_collect_buf(&c, NULL, "clone.txt", clone, sizeof(clone) - 1, 1);
	T_INT(c.n_res, 2);
	if (c.n_runs == 1) {
		T_STR(c.runs[0].tool, "disk-mark-me");
		T_STR(c.runs[0].tool_version, "v1.1.8");
		T_STR(c.runs[0].device, NULL);
	}
	if (c.n_res == 2) {
		T_DBL(c.res[0].r.bw_bytes, 19503.513e6);
		T_INT(c.res[0].r.cond.direct, -1);
		T_STR(c.res[0].r.test, "SEQ1M Q8T1");
	}
	t_collect_free(&c);

	t_collect_buf(&c, "cdm", "fio.txt", fio_script, sizeof(fio_script) - 1,
		      1);
	T_INT(c.n_res, 1);
	T_INT(c.warnings, 1);
	if (c.n_runs == 1)
		T_STR(c.runs[0].tool, "Flexible I/O Tester");
	if (c.n_res == 1) {
		T_STR(c.res[0].r.test, "RND4K Q32T1");
		T_DBL(c.res[0].r.bw_bytes, 512.406e6);
	}
	t_collect_free(&c);

	t_collect_buf(&c, "cdm", "amorphous.txt", amorphous,
		      sizeof(amorphous) - 1, 1);
	T_INT(c.n_res, 2);
	if (c.n_runs == 1) {
		T_STR(c.runs[0].tool, "AmorphousDiskMark");
		T_STR(c.runs[0].tool_version, "3.1");
		T_STR(c.runs[0].device_model, "APPLE SSD AP0256M");
		T_INT(c.runs[0].timestamp, 1572577964);
	}
	if (c.n_res == 2) {
		T_STR(c.res[0].r.test, "SEQ1M Q8T1");
		T_DBL(c.res[0].r.bw_bytes, 2779.94e6);
		T_STR(c.res[1].r.test, "RND4K Q1T1");
	}
	t_collect_free(&c);
}

/*
 * "CrystalDiskMark 8.0.4 x64" is a header; "CrystalDiskMark 8.0.4 on
 * my laptop gave:" is prose: without "(C)", only edition words may follow
 * the version.
 */
T_TEST(t_cdm_header_or_prose)
{
	static const char prose[] =
	    "CrystalDiskMark 8.0.4 on my old laptop gave:\n"
	    "[Read]\n"
	    "  SEQ    1MiB (Q=  8, T= 1):   384.064 MB/s [    366.3 IOPS] < "
	    "21765.43 us>\n";
	static const char header[] =
	    "CrystalDiskMark 8.0.4 Shizuku Edition x64\n"
	    "[Read]\n"
	    "  SEQ    1MiB (Q=  8, T= 1):   384.064 MB/s "
	    "[    366.3 IOPS] < 21765.43 us>\n";
	struct t_collect c;

	t_collect_buf(&c, "cdm", "prose.txt", prose, sizeof(prose) - 1, 1);
	T_INT(c.n_res, 1);
	if (c.n_runs == 1) {
		T_STR(c.runs[0].tool_version, NULL);
		T_STR(c.runs[0].device, NULL); /* a sentence, no drive */
	}
	t_collect_free(&c);
	t_collect_buf(&c, "cdm", "header.txt", header, sizeof(header) - 1, 1);
	T_INT(c.n_res, 1);
	if (c.n_runs == 1)
		T_STR(c.runs[0].tool_version, "8.0.4 Shizuku Edition x64");
	t_collect_free(&c);
}

/*
 * A caption just above an export's header ("On top of ram disk:", its
 * rule between them) labels the run; an introduction ("Here are the
 * results:") does not.  A copy that ends inside a result line ("    Random
 * 4Ki") says so in a warning.
 */
T_TEST(t_cdm_caption_above_header_and_cut_line)
{
	static const char fmt[] =
	    "%s\n"
	    "-----------------------------------------------------------\n"
	    "CrystalDiskMark 7.0.0 (C) 2007-2019 hiyohiyo\n"
	    "-----------------------------------------------------------\n"
	    "[Read]\n"
	    "Sequential 1MiB (Q=  8, T= 1):  5585.875 MB/s [   5327.1 IOPS] "
	    "<  1390.62 us>\n"
	    "    Random 4Ki\n";
	static const char *const above[] = {
	    "On top of ram disk:", "Here are the results:",
	    "Samsung SSD 970 EVO Plus 1TB:"};
	static const char *const label[] = {"On top of ram disk", NULL, NULL};
	static const char *const dev[] = {NULL, NULL,
					  "Samsung SSD 970 EVO Plus 1TB"};

	for (size_t i = 0; i < 3; i++) {
		char in[1024];
		struct t_collect c;

		snprintf(in, sizeof(in), fmt, above[i]);
		t_collect_buf(&c, "cdm", "above.txt", in, strlen(in), 1);
		T_INT(c.n_res, 1);
		T_INT(c.warnings, 1);
		if (c.n_runs == 1) {
			T_STR(c.runs[0].label, label[i]);
			T_STR(c.runs[0].device, dev[i]);
		}
		t_collect_free(&c);
	}
}

/* A flattened post keeps the first result after a drive's title or a
 * fence: "Samsung 850 Pro: Sequential Read : 520.557 MB/s ...". */
T_TEST(t_cdm_flat_title_before_first_result)
{
	static const char in[] =
	    "Samsung 850 Pro: Sequential Read : 520.557 MB/s Sequential "
	    "Write : 489.836 MB/s Random Read 4KB (QD=32) : 398.378 MB/s [ "
	    "97260.3 IOPS] ``` Sequential Read : 898.908 MB/s 2x Crucial "
	    "MX100 in RAID 0: Sequential Read : 430.077 MB/s\n";
	struct t_collect c;

	t_collect_buf(&c, "cdm", "flat.txt", in, sizeof(in) - 1, 1);
	T_INT(c.n_res, 5);
	T_INT(c.n_runs, 3);
	if (c.n_res == 5) {
		T_DBL(c.res[0].r.bw_bytes, 520.557e6);
		T_DBL(c.res[3].r.bw_bytes, 898.908e6);
		T_DBL(c.res[4].r.bw_bytes, 430.077e6);
	}
	if (c.n_runs == 3) {
		T_STR(c.runs[0].device, "Samsung 850 Pro");
		T_STR(c.runs[1].device, NULL);
		/* a title further on the same flattened line */
		T_STR(c.runs[2].device, "2x Crucial MX100 in RAID 0");
	}
	t_collect_free(&c);
}

/*
 * A free line above an export names its drive only when it looks like one
 * (a digit, a model's capitals): a mail's signature, a prompt, `time`'s
 * line, a link, the tool's own name ("CrystalDiskMark 6 成绩如下：": its
 * results follow) name no drive.
 */
T_TEST(t_cdm_line_above_no_drive)
{
	static const char *const above[] = {
	    "Cheers, Bob",
	    "root@server:~#",
	    "sys\t0m0.900s",
	    "see https://example.org/x1",
	    "9",
	    "On Tue, 1 Dec 2026, Bob wrote:",
	    "CrystalDiskMark 6 \xe6\x88\x90\xe7\xbb\xa9"
	    "\xe5\xa6\x82\xe4\xb8\x8b\xef\xbc\x9a"};
	static const char body[] =
	    "    CrystalDiskMark 5.1.0 x64 (C) 2007-2015 hiyohiyo\n"
	    "    Sequential Read (Q= 32,T= 1)   :   554.872 MB/s\n"
	    "    Sequential Write (Q= 32,T= 1)  :   500.100 MB/s\n";
	char buf[512];
	struct t_collect c;

	for (size_t k = 0; k < sizeof(above) / sizeof(above[0]); k++) {
		snprintf(buf, sizeof(buf), "%s\n%s", above[k], body);
		t_collect_buf(&c, NULL, "above.txt", buf, strlen(buf), 1);
		T_INT(c.n_res, 2);
		for (size_t i = 0; i < c.n_runs; i++)
			T_OK(!c.runs[i].device && !c.runs[i].label);
		t_collect_free(&c);
	}
	/* a drive's name still names it */
	snprintf(buf, sizeof(buf), "Samsung 860 EVO 1TB\n%s", body);
	t_collect_buf(&c, NULL, "above.txt", buf, strlen(buf), 1);
	T_INT(c.n_res, 2);
	if (c.n_runs)
		T_STR(c.runs[0].device ? c.runs[0].device : "",
		      "Samsung 860 EVO 1TB");
	t_collect_free(&c);
}

/*
 * CrystalDiskMark never prints '?' for a figure: a headerless block in its
 * layout with '?' is a person's table (figures worked out from another
 * tool, typed in CrystalDiskMark's form) and is not imported; the same
 * '?' line in a real export (header above) only loses itself.
 */
T_TEST(t_cdm_placeholder_block_is_no_output)
{
	static const char inferred[] =
	    "From the iozone runs I infer:\n"
	    "\n"
	    "           Sequential Read :   67.09 MB/s\n"
	    "          Sequential Write :   16.98 MB/s\n"
	    "    Random Read 4KB (QD=1) :   11.42 MB/s [ 2788.1 IOPS]\n"
	    "   Random Read 4KB (QD=32) :      ? MB/s  [      ? IOPS]\n";
	static const char export_[] =
	    "-----------------------------------------------------------------"
	    "------\n"
	    "CrystalDiskMark 3.0.2 x64 (C) 2007-2013 hiyohiyo\n"
	    "                           Crystal Dew World : "
	    "http://crystalmark.info/\n"
	    "-----------------------------------------------------------------"
	    "------\n"
	    "* MB/s = 1,000,000 byte/s [SATA/300 = 300,000,000 byte/s]\n"
	    "\n"
	    "           Sequential Read :   478.802 MB/s\n"
	    "          Sequential Write :   406.425 MB/s\n"
	    "   Random Read 4KB (QD=32) :      ? MB/s  [      ? IOPS]\n";
	struct t_collect c;
	char msg[2048];

	T_INT(t_collect_msg(&c, "cdm", "inf.txt", inferred,
			    sizeof(inferred) - 1, msg, sizeof(msg)),
	      0);
	T_INT(c.n_res, 0);
	T_OK(strstr(msg, "inf.txt:6:35: warning: '?' in place of a figure") !=
	     NULL);
	t_collect_free(&c);

	T_INT(t_collect_msg(&c, "cdm", "exp.txt", export_, sizeof(export_) - 1,
			    msg, sizeof(msg)),
	      0);
	T_INT(c.n_res, 2);
	if (c.n_res == 2) {
		T_DBL(c.res[0].r.bw_bytes, 478.802e6);
		T_DBL(c.res[1].r.bw_bytes, 406.425e6);
	}
	T_OK(strstr(msg, "person's table") == NULL);
	t_collect_free(&c);
}

/*
 * Two systems side by side in one export, each column under its title
 * after the section's name: each column is a run of its own, labelled by
 * its title, sharing the header and footer.  The title lines are exactly
 * 100 columns wide, as a terminal's wrap would leave them: they are rows
 * of their own, not wrapped (the lines under them start alike).
 */
T_TEST(t_cdm_side_by_side_columns)
{
	static const char two[] =
	    "My drives:\n"
	    "CrystalDiskMark 8.0.4 x64 (C) 2007-2021 hiyohiyo\n"
	    "* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]\n"
	    "\n"
	    "[Read]                            *Samsung 970 EVO 1TB*        "
	    "   *Two WD SN550 1TB, RAID 0 (mdadm)*\n"
	    "SEQ1M Q8T1:   3512.402 MB/s [   3349.7 IOPS]   4021.775 MB/s "
	    "[   3835.5 IOPS]\n"
	    "RND4K Q32T1:   512.306 MB/s [ 125074.7 IOPS]    601.920 MB/s "
	    "[ 146953.1 IOPS]\n"
	    "\n"
	    "[Write]                           *Samsung 970 EVO 1TB*        "
	    "   *Two WD SN550 1TB, RAID 0 (mdadm)*\n"
	    "SEQ1M Q8T1:   2480.119 MB/s [   2365.2 IOPS]   3650.004 MB/s "
	    "[   3480.9 IOPS]\n"
	    "RND4K Q32T1:   430.877 MB/s [ 105194.6 IOPS]      0.000 MB/s "
	    "[      0.0 IOPS]\n"
	    "\n"
	    "Date: 2026/11/30 21:04:11\n";
	/* no titles: two runs still, neither labelled; CDM 8's latency */
	static const char untitled[] =
	    "[Read]\n"
	    "SEQ1M Q8T1: 3512.402 MB/s [ 3349.7 IOPS] < 2386.35 us>   "
	    "4021.775 MB/s [ 3835.5 IOPS] < 2084.03 us>\n";
	/* a window's figures retyped: read and write, no columns */
	static const char retyped[] = "SEQ1M Q8T1   3512.402 MB/s   2480.119 "
				      "MB/s\n";
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_buf(&c, NULL, "two.txt", two, sizeof(two) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 2);
	T_INT(c.n_res, 7); /* 0.000 MB/s: a test not run */
	if (c.n_runs == 2 && c.n_res == 7) {
		T_STR(c.runs[0].label, "Samsung 970 EVO 1TB");
		T_STR(c.runs[1].label, "Two WD SN550 1TB, RAID 0 (mdadm)");
		/* "My drives:" names neither */
		T_OK(!c.runs[0].device && !c.runs[1].device);
		T_STR(c.runs[1].tool_version, "8.0.4 x64");
		T_INT(c.runs[0].timestamp, c.runs[1].timestamp);
		T_OK(c.runs[1].timestamp > 0);
		r = &c.res[4].r;
		T_INT(c.res[4].run, 1);
		T_STR(r->test, "SEQ1M Q8T1");
		T_INT(r->cond.op, IODB_OP_READ);
		T_DBL(r->bw_bytes, 4021.775e6);
		T_DBL(r->iops, 3835.5);
		T_INT(r->line_from, 6);
		r = &c.res[6].r;
		T_INT(c.res[6].run, 1);
		T_INT(r->cond.op, IODB_OP_WRITE);
		T_DBL(r->bw_bytes, 3650.004e6);
		T_INT(r->line_from, 10);
		r = &c.res[3].r;
		T_INT(c.res[3].run, 0);
		T_STR(r->test, "RND4K Q32T1");
		T_INT(r->cond.op, IODB_OP_WRITE);
		T_DBL(r->bw_bytes, 430.877e6);
		T_DBL(r->iops, 105194.6);
	}
	t_collect_free(&c);

	t_collect_buf(&c, "cdm", "untitled.txt", untitled, sizeof(untitled) - 1,
		      1);
	T_INT(c.n_runs, 2);
	T_INT(c.n_res, 2);
	if (c.n_runs == 2 && c.n_res == 2) {
		T_OK(!c.runs[0].label && !c.runs[1].label);
		T_DBL(c.res[1].r.bw_bytes, 4021.775e6);
		T_DBL(c.res[1].r.lat.mean, 2084.03e3);
		T_DBL(c.res[0].r.lat.mean, 2386.35e3);
	}
	t_collect_free(&c);

	t_collect_buf(&c, "cdm", "retyped.txt", retyped, sizeof(retyped) - 1,
		      1);
	T_OK(c.n_runs <= 1);
	for (size_t i = 0; i < c.n_res; i++)
		T_OK(c.res[i].r.bw_bytes != 2480.119e6);
	t_collect_free(&c);
}

/*
 * A footer key again after the export's footer is another export's (its
 * results not read: '?' placeholders): the first export keeps its own
 * drive and date.
 */
T_TEST(t_cdm_second_footer_keeps_first)
{
	static const char text[] =
	    "CrystalDiskMark 5.2.0 x64 (C) 2007-2016 hiyohiyo\n"
	    "   Sequential Read (Q= 32,T= 1) :   140.647 MB/s\n"
	    "  Sequential Write (Q= 32,T= 1) :    89.082 MB/s\n"
	    "\n"
	    "  Test : 1024 MiB [E: 0.4% (26.4/7167.0 MiB)] (x5)  [Interval=5 "
	    "sec]\n"
	    "  Date : 2016/11/15 21:52:26\n"
	    "\n"
	    "Template:\n"
	    "   Sequential Read (Q= 32,T= 1) :      ? MB/s\n"
	    "  Test : 1 GiB  (x5)  [Interval=3 sec]\n"
	    "  Date : 2020/01/01 0:00:00\n";
	struct t_collect c;

	t_collect_buf(&c, "cdm", "two.txt", text, sizeof(text) - 1, 1);
	T_INT(c.n_res, 2);
	T_REQUIRE(c.n_runs >= 1);
	T_STR(c.runs[0].device ? c.runs[0].device : "", "E:");
	T_INT(c.runs[0].timestamp, 1479246746); /* 2016-11-15 21:52:26 */
	t_collect_free(&c);
}

T_TEST(t_cdm_caption_over_prose_is_no_header)
{
	/* a review's section caption naming the tool and its version, its
	 * paragraph under it, no result line: no export, nothing to fail
	 * on (the document reads the prose); the header alone (a copy cut
	 * short) or over the export's own lines still is one */
	static const char caption[] =
	    "Nos mesures\n"
	    "CrystalDiskMark 7.0.0 x64.\n"
	    "Ce logiciel mesure les vitesses de lecture et d'écriture des "
	    "supports de stockage en plusieurs passes sur un fichier.\n";
	static const char cut[] = "CrystalDiskMark 7.0.0 x64 (C) 2007-2019 "
				  "hiyohiyo\n";
	static const char own[] =
	    "CrystalDiskMark 7.0.0 x64\n"
	    "                  Crystal Dew World: https://crystalmark.info/\n";
	const struct ingest_format *cdm = ingest_find("cdm");
	const struct ingest_format *kdm = ingest_find("kdiskmark");

	T_REQUIRE(cdm != NULL && kdm != NULL);
	T_INT(cdm->probe(caption, strlen(caption)), 0);
	T_OK(cdm->probe(cut, strlen(cut)) >= 90);
	T_OK(cdm->probe(own, strlen(own)) >= 90);
	T_INT(kdm->probe(caption, strlen(caption)), 0);
}
