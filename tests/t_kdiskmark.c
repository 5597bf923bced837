/*
 * KDiskMark text exports: every corpus file with every figure of
 * MANIFEST.tsv, its MB (fio KiB/s / 1000), detection, malformed input.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/collect.h"
#include "tests/t.h"

struct kdm_row {
	const char *test;
	enum iodb_op op;
	const char *mbps;
	double iops;
	double lat_us;
};

#define R IODB_OP_READ
#define W IODB_OP_WRITE

/*
 * KDiskMark's MB/s is fio's bw (KiB/s) / 1000: 1,024,000 bytes/s.  The
 * IOPS agree: 529.8 IOPS x 1 MiB = 555.5e6 bytes/s = 542.516 x 1.024e6.
 */
static double kdm_bytes(const char *mbps)
{
	return strtod(mbps, NULL) * 1024000.0;
}

static void check_file(const char *rel, const struct kdm_row *rows, size_t n,
		       const char *version, const char *fio, long long ts,
		       struct t_collect *c)
{
	t_collect_file(c, NULL, t_shared(rel), 0);
	T_INT(c->ret, 0);
	T_INT(c->n_runs, 1);
	T_INT(c->n_res, n);
	if (c->n_runs) {
		char want[64];

		T_STR(c->runs[0].format, "kdiskmark");
		T_STR(c->runs[0].tool, "KDiskMark");
		T_STR(c->runs[0].tool_version, version);
		T_INT(c->runs[0].timestamp, ts);
		snprintf(want, sizeof(want), "\"fio\":\"%s\"", fio);
		T_OK(c->runs[0].options_json &&
		     strstr(c->runs[0].options_json, want));
	}
	for (size_t i = 0; i < n; i++) {
		const struct kdm_row *w = &rows[i];
		const struct iodb_result *r = t_find(c, w->op, NULL, w->test);

		if (!r)
			continue;
		T_NEAR(r->bw_bytes, kdm_bytes(w->mbps), 1e-12);
		T_DBL(r->iops, w->iops);
		T_DBL(r->lat.mean, w->lat_us * 1e3);
		T_INT(r->cond.bs,
		      !strncmp(w->test, "SEQ1M", 5) ? 1048576 : 4096);
		T_INT(r->cond.direct, -1);
	}
}

T_TEST(t_kdiskmark_readme_1)
{
	static const struct kdm_row rows[] = {
	    {"SEQ1M Q8T1", R, "542.516", 529.8, 14415.61},
	    {"SEQ1M Q1T1", R, "452.596", 442.0, 2248.08},
	    {"RND4K Q32T16", R, "271.553", 67889.0, 1955.57},
	    {"RND4K Q1T1", R, "43.252", 10813.1, 90.34},
	    {"SEQ1M Q8T1", W, "513.605", 501.6, 15319.33},
	    {"SEQ1M Q1T1", W, "428.900", 418.8, 2369.68},
	    {"RND4K Q32T16", W, "165.142", 41286.6, 3091.38},
	    {"RND4K Q1T1", W, "103.696", 25924.1, 36.71},
	};
	struct t_collect c;
	const struct iodb_result *r;

	check_file("corpus/kdiskmark/kdiskmark-readme-1.txt", rows, 8, "1.6.0",
		   "fio-3.16", 1599330707LL /* 2020/09/05 18:31:47 */, &c);
	if (c.n_runs) {
		T_DBL(t_run_extra(&c.runs[0], "test_size"), 32.0 * 1048576);
		T_DBL(t_run_extra(&c.runs[0], "test_count"), 5);
		T_DBL(t_run_extra(&c.runs[0], "interval_time"), 5e9);
		T_OK(c.runs[0].options_json &&
		     strstr(c.runs[0].options_json,
			    "\"os\":\"neon 20.04 [linux 5.4.0-42-generic]\""));
	}
	r = t_find(&c, W, NULL, "RND4K Q32T16");
	if (r) {
		T_STR(r->job, "Random 4 KiB (Q=32, T=16)");
		T_INT(r->cond.iodepth, 32);
		T_INT(r->cond.numjobs, 16);
		T_INT(r->cond.pattern, IODB_PATTERN_RAND);
		T_INT(r->line_from, 16);
	}
	t_collect_free(&c);
}

T_TEST(t_kdiskmark_readme_2)
{
	static const struct kdm_row rows[] = {
	    {"SEQ1M Q8T1", R, "550.145", 537.3, 14840.12},
	    {"SEQ1M Q1T1", R, "456.261", 445.6, 2233.53},
	    {"RND4K Q32T1", R, "339.953", 84988.3, 377.48},
	    {"RND4K Q1T1", R, "43.042", 10760.6, 90.69},
	    {"SEQ1M Q8T1", W, "522.410", 510.2, 15210.65},
	    {"SEQ1M Q1T1", W, "371.278", 362.6, 2248.00},
	    {"RND4K Q32T1", W, "330.205", 82551.5, 387.88},
	    {"RND4K Q1T1", W, "100.602", 25150.7, 36.40},
	};
	struct t_collect c;

	check_file("corpus/kdiskmark/kdiskmark-readme-2.txt", rows, 8, "2.3.0",
		   "fio-3.28", 1635859061LL /* 2021-11-02 13:17:41 */, &c);
	if (c.n_runs)
		T_DBL(t_run_extra(&c.runs[0], "test_size"), 1073741824.0);
	t_collect_free(&c);
}

T_TEST(t_kdiskmark_readme_3)
{
	static const struct kdm_row rows[] = {
	    {"SEQ1M Q8T1", R, "508.897", 497.0, 13840.05},
	    {"SEQ1M Q1T1", R, "438.278", 428.0, 2280.14},
	    {"RND4K Q32T1", R, "354.657", 88664.6, 352.37},
	    {"RND4K Q1T1", R, "44.166", 11041.6, 88.48},
	    {"SEQ1M Q8T1", W, "460.312", 449.5, 15153.11},
	    {"SEQ1M Q1T1", W, "333.085", 325.3, 2349.82},
	    {"RND4K Q32T1", W, "315.170", 78792.5, 383.86},
	    {"RND4K Q1T1", W, "91.040", 22760.3, 39.80},
	};
	struct t_collect c;
	const struct iodb_result *r;

	check_file("corpus/kdiskmark/kdiskmark-readme-3.txt", rows, 8, "3.0.0",
		   "fio-3.30", 1661357433LL /* 2022-08-24 16:10:33 */, &c);
	if (c.n_runs) {
		T_DBL(t_run_extra(&c.runs[0], "measure_time"), 5e9);
		T_DBL(t_run_extra(&c.runs[0], "interval_time"), 5e9);
	}
	r = t_find(&c, R, NULL, "SEQ1M Q8T1");
	if (r)
		T_STR(r->job, "Sequential   1 MiB (Q=  8, T= 1)");
	t_collect_free(&c);
}

/* Without its header, KDiskMark's "1 MiB" spelling still tells it. */
static const char headless[] =
    "[Read]\n"
    "Sequential 1 MiB (Q= 8, T= 1):   542.516 MB/s [    529.8 IOPS] < "
    "14415.61 us>\n"
    "    Random 4 KiB (Q=32, T=16):   271.553 MB/s [  67889.0 IOPS] <  "
    "1955.57 us>\n"
    "[Mix] Read 70%/Write 30%\n"
    "    Random 4 KiB (Q= 1, T= 1):    43.252 MB/s [  10813.1 IOPS] <    "
    "90.34 us>\n";

T_TEST(t_kdiskmark_headless_and_mix)
{
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_buf(&c, NULL, "kdm.txt", headless, sizeof(headless) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 3);
	if (c.n_runs)
		T_STR(c.runs[0].format, "kdiskmark");
	r = t_find(&c, IODB_OP_READWRITE, NULL, "RND4K Q1T1");
	if (r) {
		T_DBL(r->cond.mix_read_pct, 70);
		T_INT(r->cond.op, IODB_OP_READWRITE);
		T_NEAR(r->bw_bytes, kdm_bytes("43.252"), 1e-12);
	}
	t_collect_free(&c);
}

T_TEST(t_kdiskmark_probe)
{
	const struct ingest_format *kdm = ingest_find("kdiskmark");
	static const char *const others[] = {
	    "corpus/cdm/cdm-homeit-2.txt",
	    "corpus/cdm/cdm-wintel-1.txt",
	    "corpus/cdm/cdm-habeebq-1.txt",
	    "corpus/hdtune/hdtune-habeebq-2.txt",
	};

	T_OK(kdm != NULL);
	if (!kdm)
		return;
	for (int i = 1; i <= 3; i++) {
		char rel[64];
		size_t len;
		char *buf;

		snprintf(rel, sizeof(rel),
			 "corpus/kdiskmark/kdiskmark-readme-%d.txt", i);
		buf = t_read_file(t_shared(rel), &len);
		T_OK(buf && kdm->probe(buf, len) >= 90);
		T_OK(buf && ingest_detect(buf, len, NULL) == kdm);
		free(buf);
	}
	for (size_t i = 0; i < sizeof(others) / sizeof(others[0]); i++) {
		size_t len;
		char *buf = t_read_file(t_shared(others[i]), &len);

		T_OK(buf && kdm->probe(buf, len) == 0);
		free(buf);
	}
	T_INT(kdm->probe("", 0), 0);
}

static void expect_error(const char *text, long line)
{
	t_expect_error("kdiskmark", text, line);
}

T_TEST(t_kdiskmark_malformed)
{
	struct t_collect c;
	char msg[2048];
	static const char cut[] =
	    "KDiskMark (2.3.0): https://github.com/JonMagon/KDiskMark\n"
	    "[Read]\n"
	    "Sequential 1 MiB (Q= 8, T= 1):   550.145 MB/s [    537.3 "
	    "IOPS] < 14840.12 us>\n"
	    "\n"
	    "[Write]\n";
	static const char mix[] =
	    "[Mix] Read 170%/Write 30%\n"
	    "    Random   4 KiB (Q=  1, T= 1):    30.000 MB/s [   7500.0 "
	    "IOPS] <   130.00 us>\n";

	/* garbage in the latency of the only line: nothing to import */
	expect_error(
	    "KDiskMark (2.3.0): https://github.com/JonMagon/KDiskMark\n"
	    "[Read]\n"
	    "Sequential 1 MiB (Q= 8, T= 1):   550.145 MB/s [    537.3 "
	    "IOPS] < 1484o.12 us>\n",
	    3);
	expect_error("KDiskMark (2.3.0): https://github.com/JonMagon/"
		     "KDiskMark\n",
		     1);
	/* a table cut after its second section title: a warning there */
	t_collect_msg(&c, "kdiskmark", "bad.txt", cut, strlen(cut), msg,
		      sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	T_OK(strstr(msg, "bad.txt:5:1: warning") != NULL);
	t_collect_free(&c);
	/* a bad [Mix] title: the mix is unknown, the figures are not */
	t_collect_buf(&c, "kdiskmark", "mix.txt", mix, sizeof(mix) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.warnings, 1);
	if (c.n_res == 1) {
		T_OK(isnan(c.res[0].r.cond.mix_read_pct));
		/* still the mixed section's one figure */
		T_INT(c.res[0].r.cond.op, IODB_OP_READWRITE);
		T_DBL(c.res[0].r.iops, 7500.0);
	}
	t_collect_free(&c);
}

/* KDiskMark 3.x: Peak Performance + Mix, a Target line, a cut line. */
static const char kdm3[] =
    "                        KDiskMark (3.1.4): "
    "https://github.com/JonMagon/KDiskMark\n"
    "                    Flexible I/O Tester (fio-3.35): "
    "https://github.com/axboe/fio\n"
    "--------------------------------------------------------------------"
    "------------\n"
    "* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]\n"
    "* KB = 1000 bytes, KiB = 1024 bytes\n"
    "\n"
    "[Read]\n"
    "Sequential   1 MiB (Q=  8, T= 1):  3452,000 MB/s [   3371,1 IOPS] "
    "<  2370,45 us>\n"
    "    Random   4 KiB (Q= 32, T=16):  1800.500 MB/s [ 450125.0 IOPS] "
    "<  1136.20 us>\n"
    "\n"
    "[Write]\n"
    "Sequential   1 MiB (Q=  8, T= 1):  2900.000 MB/s [   2832.0 IOPS] "
    "<...\n"
    "    Random   4 KiB (Q= 32, T=16):  1500.250 MB/s [ 375062.5 IOPS] "
    "<  1363.90 us>\n"
    "\n"
    "[Mix] Read 70%/Write 30%\n"
    "Sequential   1 MiB (Q=  8, T= 1):  3000.000 MB/s [   2929.7 IOPS] "
    "<  2730.00 us>\n"
    "    Random   4 KiB (Q= 32, T=16):  1200.000 MB/s [ 300000.0 IOPS] "
    "<  1706.50 us>\n"
    "\n"
    "Profile: Peak Performance [+Mix]\n"
    "   Test: 1 GiB (x5) [Measure: 5 sec / Interval: 5 sec]\n"
    "   Date: 2024-03-09 18:02:11\n"
    "     OS: arch rolling [linux 6.7.9-arch1-1]\n"
    " Target: /home 61% (560/915 GiB) [Samsung SSD 980 PRO 1TB]\n";

T_TEST(t_kdiskmark_v3_peak_mix_target)
{
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_buf(&c, NULL, "kdm3.txt", kdm3, sizeof(kdm3) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 6);
	T_INT(c.warnings, 1); /* the cut line */
	if (c.n_runs == 1) {
		T_STR(c.runs[0].format, "kdiskmark");
		T_STR(c.runs[0].tool_version, "3.1.4");
		T_STR(c.runs[0].device_model, "Samsung SSD 980 PRO 1TB");
		T_INT(c.runs[0].timestamp, 1710007331);
	}
	/* decimal commas: 3452,000 MB/s is 3452 x 1,024,000 bytes/s */
	r = t_find(&c, R, NULL, "SEQ1M Q8T1");
	if (r) {
		T_DBL(r->bw_bytes, kdm_bytes("3452.000"));
		T_DBL(r->iops, 3371.1);
		T_DBL(r->lat.mean, 2370450.0);
		T_INT(r->line_from, 8);
	}
	r = t_find(&c, W, NULL, "SEQ1M Q8T1");
	if (r) {
		T_DBL(r->bw_bytes, kdm_bytes("2900.000"));
		T_DBL(r->iops, 2832.0);
		T_OK(isnan(r->lat.mean)); /* cut off */
	}
	r = c.n_res == 6 ? &c.res[5].r : NULL; /* the last: [Mix] RND4K */
	if (r) {
		T_STR(r->test, "RND4K Q32T16");
		T_INT(r->cond.op, IODB_OP_READWRITE);
		T_DBL(r->cond.mix_read_pct, 70);
		T_INT(r->cond.numjobs, 16);
		T_INT(r->cond.iodepth, 32);
		T_DBL(r->bw_bytes, kdm_bytes("1200.000"));
	}
	t_collect_free(&c);
}

/* A test that was not run prints 0.000 MB/s [0.0 IOPS]: no result. */
T_TEST(t_kdiskmark_not_run_is_no_result)
{
	static const char in[] =
	    "KDiskMark (2.2.1): https://github.com/JonMagon/KDiskMark\n"
	    "Flexible I/O Tester (fio-3.25): https://github.com/axboe/fio\n"
	    "[Read]\n"
	    "Sequential 1 MiB (Q= 8, T= 1):     0.000 MB/s [      0.0 IOPS] "
	    "<     0.00 us>\n"
	    "    Random 4 KiB (Q= 1, T= 1):     2.328 MB/s [    582.2 IOPS] "
	    "<  1713.00 us>\n"
	    "[Write]\n"
	    "Sequential 1 MiB (Q= 8, T= 1):     0.000 MB/s [      0.0 IOPS] "
	    "<     0.00 us>\n";
	struct t_collect c;

	t_collect_buf(&c, "kdiskmark", "kdm.txt", in, sizeof(in) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	T_INT(c.warnings, 2); /* one per test not run */
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.op, R);
		T_INT(c.res[0].r.cond.bs, 4096);
		T_DBL(c.res[0].r.bw_bytes, 2.328 * 1.024e6);
		T_DBL(c.res[0].r.iops, 582.2);
		T_DBL(c.res[0].r.lat.mean, 1713.00e3);
	}
	for (size_t i = 0; i < c.n_res; i++)
		T_OK(c.res[i].r.bw_bytes > 0 && c.res[i].r.iops > 0);
	t_collect_free(&c);
}

/*
 * The GUI's figures typed under KDiskMark's header ("Read [MB/s]  Write
 * [MB/s]"): no export line, so the table reader takes them, in
 * KDiskMark's MB (1,024,000 bytes: fio's KiB/s divided by 1000).
 */
T_TEST(t_kdiskmark_gui_grid_under_header)
{
	static const char grid[] = "                        KDiskMark (3.1.4): "
				   "https://github.com/JonMagon/KDiskMark\n"
				   "\n"
				   "             Read [MB/s]   Write [MB/s]\n"
				   "SEQ1M Q8T1     3540.39       2980.00\n"
				   "RND4K Q1T1       62.35        180.32\n";
	const struct ingest_format *kdm = ingest_find("kdiskmark");
	struct t_collect c;
	const struct iodb_result *r;

	T_REQUIRE(kdm != NULL);
	T_OK(kdm->probe(grid, sizeof(grid) - 1) < 30);
	t_collect_buf(&c, NULL, "kgrid.txt", grid, sizeof(grid) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 4);
	r = t_find(&c, IODB_OP_WRITE, NULL, "RND4K Q1T1");
	if (r)
		T_DBL(r->bw_bytes, 180.32 * 1024000);
	t_collect_free(&c);
}

/*
 * KDiskMark's terminal screen (its TUI), pasted with its bars: columns
 * read, write (and mix) in the screen's unit, numbers in the screen
 * language's format; a test not run (0) is no result.
 */
#define BAR "\xe2\x96\x88\xe2\x96\x88\xe2\x96\x88\xe2\x96\x91"

T_TEST(t_kdiskmark_tui_screen)
{
	static const char en[] =
	    " KDiskMark 3.2.0 | fio-3.38 | https://github.com/JonMagon/"
	    "KDiskMark\n"
	    "  Unit      < MB/s >\n"
	    "                         Read [MB/s]           Write [MB/s]\n"
	    "  SEQ1M Q8T1       " BAR "   1,204.55  " BAR "     998.10\n"
	    "  RND4K Q32T16     " BAR "     301.20  " BAR "       0.00\n";
	static const char de[] =
	    " KDiskMark 3.2.0 | fio-3.38 | https://github.com/JonMagon/"
	    "KDiskMark\n"
	    "  Einheit   < GB/s >\n"
	    "  Mischverh. < R70%/W30% >\n"
	    "                      Lesen [GB/s]    Schreiben [GB/s]     "
	    "Gemischt "
	    "[GB/s]\n"
	    "  SEQ1M Q8T1       " BAR "      6,512  " BAR "      4,871  " BAR
	    "      5,002\n";
	static const char fr[] =
	    " KDiskMark 3.2.0 | fio-3.38 | https://github.com/JonMagon/"
	    "KDiskMark\n"
	    "                      Lecture [IOPS]       \xc3\x89"
	    "criture [IOPS]\n"
	    "  RND4K Q32T16     " BAR " 1 061 234  " BAR "  987 654,30\n";
	struct t_collect c;

	t_collect_buf(&c, NULL, "en.txt", en, sizeof(en) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 3);
	T_INT(c.warnings, 1); /* RND4K write: 0, not run */
	if (c.n_res == 3) {
		T_STR(c.runs[0].tool_version, "3.2.0");
		T_INT(c.res[0].r.cond.op, IODB_OP_READ);
		T_DBL(c.res[0].r.bw_bytes, 1204.55 * 1.024e6);
		T_INT(c.res[1].r.cond.op, IODB_OP_WRITE);
		T_DBL(c.res[1].r.bw_bytes, 998.10 * 1.024e6);
		T_INT(c.res[2].r.cond.iodepth, 32);
		T_INT(c.res[2].r.cond.numjobs, 16);
		T_DBL(c.res[2].r.bw_bytes, 301.20 * 1.024e6);
	}
	t_collect_free(&c);

	t_collect_buf(&c, NULL, "de.txt", de, sizeof(de) - 1, 0);
	T_INT(c.n_res, 3);
	if (c.n_res == 3) {
		T_DBL(c.res[0].r.bw_bytes, 6.512 * 1.024e9);
		T_DBL(c.res[1].r.bw_bytes, 4.871 * 1.024e9);
		T_INT(c.res[2].r.cond.op, IODB_OP_READWRITE);
		T_DBL(c.res[2].r.cond.mix_read_pct, 70);
	}
	t_collect_free(&c);

	/* "1,234" in MB/s (two decimals): 1.234 or 1234? not imported */
	{
		static const char odd[] =
		    " KDiskMark 3.2.0 | fio-3.38 | https://github.com/"
		    "JonMagon/KDiskMark\n"
		    "                  Read [MB/s]      Write [MB/s]\n"
		    "  SEQ1M Q8T1   " BAR "   1,234  " BAR "   5.00\n"
		    "  SEQ1M Q1T1   " BAR "   9.50  " BAR "   5.00\n";

		t_collect_buf(&c, NULL, "odd.txt", odd, sizeof(odd) - 1, 0);
		T_INT(c.n_res, 2);
		T_INT(c.warnings, 1);
		if (c.n_res == 2)
			T_DBL(c.res[0].r.bw_bytes, 9.50 * 1.024e6);
		t_collect_free(&c);
	}
	/* "6,51.20": a group of two before the decimal point is no
	 * number as any language prints it: not imported */
	{
		static const char odd[] =
		    " KDiskMark 3.2.0 | fio-3.38 | https://github.com/"
		    "JonMagon/KDiskMark\n"
		    "                  Read [MB/s]      Write [MB/s]\n"
		    "  SEQ1M Q8T1   " BAR "   6,51.20  " BAR "   5.00\n"
		    "  SEQ1M Q1T1   " BAR "   9.50  " BAR "   5.00\n";

		t_collect_buf(&c, NULL, "odd2.txt", odd, sizeof(odd) - 1, 0);
		T_INT(c.n_res, 2);
		T_INT(c.warnings, 1);
		if (c.n_res == 2)
			T_DBL(c.res[0].r.bw_bytes, 9.50 * 1.024e6);
		t_collect_free(&c);
	}

	t_collect_buf(&c, NULL, "fr.txt", fr, sizeof(fr) - 1, 0);
	T_INT(c.n_res, 2);
	if (c.n_res == 2) {
		T_DBL(c.res[0].r.iops, 1061234);
		T_DBL(c.res[1].r.iops, 987654.30);
		T_OK(isnan(c.res[0].r.bw_bytes));
	}
	t_collect_free(&c);
}

/*
 * The "[Write]" line deleted by hand: the write tests follow the read
 * ones in one "[Read]" section.  The second "Sequential 1 MiB (Q= 8,
 * T= 1)" of the section shows a header is missing: it and every later
 * line of the section are skipped with a warning, never stored as reads.
 */
T_TEST(t_kdiskmark_missing_section_header)
{
	static const char in[] =
	    "KDiskMark (3.1.4): https://github.com/JonMagon/KDiskMark\n"
	    "[Read]\n"
	    "Sequential 1 MiB (Q= 8, T= 1):   611.204 MB/s [    596.9 IOPS] "
	    "< 13390.27 us>\n"
	    "    Random 4 KiB (Q= 1, T= 1):    38.117 MB/s [   9529.3 IOPS] "
	    "<   104.61 us>\n"
	    "\n"
	    "Sequential 1 MiB (Q= 8, T= 1):   488.730 MB/s [    477.3 IOPS] "
	    "< 16743.90 us>\n"
	    "    Random 4 KiB (Q= 1, T= 1):    97.002 MB/s [  24250.5 IOPS] "
	    "<    41.07 us>\n";
	struct t_collect c;
	char msg[2048];
	const struct iodb_result *r;

	t_collect_msg(&c, "kdiskmark", "kdm.txt", in, sizeof(in) - 1, msg,
		      sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.n_res, 2);
	T_INT(c.warnings, 2);
	T_OK(strstr(msg, "kdm.txt:6:1: warning: 'SEQ1M Q8T1' a second time "
			 "in '[Read]' (first on line 3)") != NULL);
	T_OK(strstr(msg, "kdm.txt:7:5: warning:") != NULL);
	r = t_find(&c, R, NULL, "SEQ1M Q8T1");
	if (r) {
		T_NEAR(r->bw_bytes, kdm_bytes("611.204"), 1e-12);
		T_DBL(r->iops, 596.9);
	}
	r = t_find(&c, R, NULL, "RND4K Q1T1");
	if (r)
		T_DBL(r->iops, 9529.3);
	for (size_t i = 0; i < c.n_res; i++)
		T_OK(c.res[i].r.cond.op != W);
	for (size_t i = 0; i < c.n_res; i++)
		T_OK(c.res[i].r.iops != 477.3 && c.res[i].r.iops != 24250.5);
	t_collect_free(&c);
}

/*
 * Result lines a mail client wrapped at a blank ("[" / "537.3 IOPS]
 * ...") or a terminal cut inside a figure ("< 148" / "40.12 us>",
 * "[ 445." / "6 IOPS]", "us" / ">"), the piece at column 0: each line
 * is completed from the next, every figure as printed.
 */
T_TEST(t_kdiskmark_wrapped_result_lines)
{
	static const char in[] =
	    "KDiskMark (2.3.0): https://github.com/JonMagon/KDiskMark\n"
	    "[Read]\n"
	    "Sequential 1 MiB (Q= 8, T= 1):   550.145 MB/s [\n"
	    "537.3 IOPS] < 14840.12 us>\n"
	    "Sequential 1 MiB (Q= 1, T= 1):   456.261 MB/s [    445.\n"
	    "6 IOPS] <  2233.53 us>\n"
	    "Random 4 KiB (Q=32, T= 1):   339.953 MB/s [  84988.3 IOPS] < 3\n"
	    "77.48 us>\n"
	    "Random 4 KiB (Q= 1, T= 1):    43.042 MB/s [  10760.6 IOPS] <  "
	    "90.69 "
	    "us\n"
	    ">\n";
	static const struct {
		const char *test;
		const char *mbps;
		double iops, lat_us;
		long line_to;
	} want[] = {
	    {"SEQ1M Q8T1", "550.145", 537.3, 14840.12, 4},
	    {"SEQ1M Q1T1", "456.261", 445.6, 2233.53, 6},
	    {"RND4K Q32T1", "339.953", 84988.3, 377.48, 8},
	    {"RND4K Q1T1", "43.042", 10760.6, 90.69, 9},
	};
	struct t_collect c;

	t_collect_buf(&c, NULL, "wrap.txt", in, sizeof(in) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 4);
	T_INT(c.warnings, 0);
	if (c.n_runs)
		T_STR(c.runs[0].format, "kdiskmark");
	for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		const struct iodb_result *r = t_find(&c, R, NULL, want[i].test);

		if (!r)
			continue;
		T_NEAR(r->bw_bytes, kdm_bytes(want[i].mbps), 1e-12);
		T_DBL(r->iops, want[i].iops);
		T_DBL(r->lat.mean, want[i].lat_us * 1e3);
		T_INT(r->line_to, want[i].line_to);
	}
	t_collect_free(&c);
}

/*
 * KDiskMark 1.4 to 1.5.1 printed "KDiskMark: https://..." with no version
 * (a header, never a drive name), and up to 1.5.0 divided fio's KiB/s by
 * 1024: its "MB/s" were MiB/s.  IOPS x block size tells the two apart:
 * 528.1 IOPS of 1 MiB are 528.053 MiB/s, not 528.053 x 1,024,000.
 */
T_TEST(t_kdiskmark_unversioned_mib_era)
{
	static const char old[] =
	    "        KDiskMark: https://github.com/JonMagon/KDiskMark\n"
	    "----------------------------------------------------------\n"
	    "* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]\n"
	    "\n"
	    "[Read]\n"
	    "Sequential 1 MiB (Q= 8, T= 1):   528.053 MB/s [    528.1 IOPS] "
	    "< 14449.94 us>\n"
	    "    Random 4 KiB (Q=32, T=16):    25.059 MB/s [   6415.0 IOPS] "
	    "<  4977.93 us>\n";
	/* 1.5.1: the same header, fio's KiB/s / 1000 */
	static const char later[] =
	    "        KDiskMark: https://github.com/JonMagon/KDiskMark\n"
	    "[Read]\n"
	    "Sequential 1 MiB (Q= 8, T= 1):   542.516 MB/s [    529.8 IOPS] "
	    "< 14415.61 us>\n";
	struct t_collect c;

	t_collect_buf(&c, NULL, "old.txt", old, sizeof(old) - 1, 1);
	T_INT(c.n_res, 2);
	T_INT(c.warnings, 1);
	if (c.n_runs == 1) {
		T_STR(c.runs[0].format, "kdiskmark");
		T_STR(c.runs[0].device, NULL);
		T_STR(c.runs[0].tool_version, NULL);
	}
	if (c.n_res == 2) {
		T_NEAR(c.res[0].r.bw_bytes, 528.053 * 1048576, 1e-12);
		T_NEAR(c.res[1].r.bw_bytes, 25.059 * 1048576, 1e-12);
	}
	t_collect_free(&c);
	t_collect_buf(&c, "kdiskmark", "later.txt", later, sizeof(later) - 1,
		      1);
	T_INT(c.n_res, 1);
	T_INT(c.warnings, 0);
	if (c.n_res == 1)
		T_NEAR(c.res[0].r.bw_bytes, kdm_bytes("542.516"), 1e-12);
	t_collect_free(&c);
}

/* A fork's header in KDiskMark's form names the fork, not KDiskMark. */
T_TEST(t_kdiskmark_fork_header)
{
	static const char in[] =
	    "          tdeDiskMark (1.0): "
	    "https://github.com/seb3773/tdediskmark\n"
	    "      Flexible I/O Tester (fio-3.30): "
	    "https://github.com/axboe/fio\n"
	    "[Read]\n"
	    "Sequential   1 MiB (Q=  8, T= 1):   508.897 MB/s [    497.0 IOPS] "
	    "< 13840.05 us>\n"
	    "    Random   4 KiB (Q=  1, T= 1):    44.166 MB/s [  11041.6 IOPS] "
	    "<    88.48 us>\n";
	struct t_collect c;

	t_collect_buf(&c, NULL, "fork.txt", in, sizeof(in) - 1, 1);
	T_INT(c.n_res, 2);
	if (c.n_runs == 1) {
		T_STR(c.runs[0].format, "kdiskmark");
		T_STR(c.runs[0].tool, "tdeDiskMark");
		T_STR(c.runs[0].tool_version, "1.0");
	}
	if (c.n_res == 2)
		T_NEAR(c.res[0].r.bw_bytes, kdm_bytes("508.897"), 1e-12);
	t_collect_free(&c);
}
