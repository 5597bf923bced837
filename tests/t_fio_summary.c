/*
 * Summaries of fio runs by kbench and dbench (ingest/fio_summary.c): every
 * layout their versions print, figures in the summary's own units, the
 * conditions kbench's job files fix, and what is refused.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ingest/ingest.h"
#include "tests/collect.h"
#include "tests/t.h"

static const struct iodb_result *find(const struct t_collect *c,
				      enum iodb_op op, const char *job)
{
	return t_find(c, op, job, NULL);
}

/* kbench since 2022 (CPU idleness rows when profiling is on). */
T_TEST(t_fio_summary_kbench)
{
	static const char text[] = "=========================\n"
				   "FIO Benchmark Summary\n"
				   "For: test_device\n"
				   "CPU Idleness Profiling: enabled\n"
				   "Size: 30G\n"
				   "Quick Mode: disabled\n"
				   "=========================\n"
				   "IOPS (Read/Write)\n"
				   "        Random:          90,546 / 73,514\n"
				   "    Sequential:          94,976 / 68,510\n"
				   "  CPU Idleness:                      68%\n"
				   "\n"
				   "Bandwidth in KiB/sec (Read/Write)\n"
				   "        Random:      1,117,899 / 95,300\n"
				   "    Sequential:        459,349 / 349,123\n"
				   "  CPU Idleness:                      99%\n"
				   "\n"
				   "Latency in ns (Read/Write)\n"
				   "        Random:      120,223 / 6,361,935\n"
				   "    Sequential:         166,476 / 68,810\n"
				   "  CPU Idleness:                      71%\n";
	struct t_collect c;
	const struct iodb_result *r;

	T_INT(t_collect_buf(&c, NULL, "k.txt", text, sizeof(text) - 1, 1), 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 12);
	if (c.n_runs == 1) {
		T_STR(c.runs[0].tool, "kbench");
		T_STR(c.runs[0].format, "fio-summary");
	}
	r = find(&c, IODB_OP_READ, "IOPS Random");
	T_REQUIRE(r != NULL);
	T_DBL(r->iops, 90546);
	T_INT(r->cond.pattern, IODB_PATTERN_RAND);
	T_INT(r->cond.bs, 4096);
	T_INT(r->cond.iodepth, 64);
	T_INT(r->cond.numjobs, 1);
	T_INT(r->cond.direct, 1);
	T_OK(isnan(r->bw_bytes));
	r = find(&c, IODB_OP_WRITE, "IOPS Sequential");
	T_REQUIRE(r != NULL);
	T_DBL(r->iops, 68510);
	T_INT(r->cond.pattern, IODB_PATTERN_SEQ);
	r = find(&c, IODB_OP_READ, "Bandwidth Random");
	T_REQUIRE(r != NULL);
	T_DBL(r->bw_bytes, 1117899 * 1024.0);
	T_INT(r->cond.bs, 131072);
	T_INT(r->cond.iodepth, 64);
	r = find(&c, IODB_OP_WRITE, "Latency Random");
	T_REQUIRE(r != NULL);
	T_DBL(r->lat.mean, 6361935);
	T_INT(r->cond.bs, 4096);
	T_INT(r->cond.iodepth, -1); /* 4 until December 2021, then 1 */
	t_collect_free(&c);
}

/* kbench's first layout (July 2021) and its uppercase header. */
T_TEST(t_fio_summary_kbench_2021)
{
	static const char v1[] =
	    "=====================\n"
	    "FIO Benchmark Summary\n"
	    "For: test_device\n"
	    "=====================\n"
	    "\n"
	    "Random Read/Write\n"
	    "IOPS:             10,214  / 5,288\n"
	    "Bandwidth:        300,118 KiB/sec   / 160,951 KiB/sec\n"
	    "Average Latency:  902,039 ns  / 1,093,148 ns\n"
	    "\n"
	    "Sequential Read/Write\n"
	    "IOPS:             14,895 / 10,262\n"
	    "Bandwidth:        318,654 KiB/sec   / 198,911 KiB/sec\n"
	    "Average Latency:  926,903 ns  / 1,043,971 ns\n"
	    "\n"
	    "CPU Idleness: 78%\n";
	static const char v2[] = "=====================\n"
				 "FIO Benchmark Summary\n"
				 "For: test_device\n"
				 "SIZE: 50G\n"
				 "QUICK MODE: DISABLED\n"
				 "=====================\n"
				 "IOPS (Read/Write)\n"
				 "        Random:            98368 / 89200\n"
				 "    Sequential:          108513 / 107636\n"
				 "  CPU Idleness:                      68%\n";
	struct t_collect c;
	const struct iodb_result *r;

	T_INT(t_collect_buf(&c, "fio-summary", "v1.txt", v1, sizeof(v1) - 1, 1),
	      0);
	T_INT(c.n_res, 12);
	r = find(&c, IODB_OP_WRITE, "Random Bandwidth");
	T_REQUIRE(r != NULL);
	T_DBL(r->bw_bytes, 160951 * 1024.0);
	T_INT(r->cond.pattern, IODB_PATTERN_RAND);
	r = find(&c, IODB_OP_READ, "Sequential Average Latency");
	T_REQUIRE(r != NULL);
	T_DBL(r->lat.mean, 926903);
	r = find(&c, IODB_OP_READ, "Random IOPS");
	T_REQUIRE(r != NULL);
	T_DBL(r->iops, 10214);
	t_collect_free(&c);

	T_INT(t_collect_buf(&c, NULL, "v2.txt", v2, sizeof(v2) - 1, 1), 0);
	T_INT(c.n_res, 4);
	r = find(&c, IODB_OP_READ, "IOPS Sequential");
	T_REQUIRE(r != NULL);
	T_DBL(r->iops, 108513);
	t_collect_free(&c);
}

/* Figures a mode did not measure (" / ", "null") are no result; a row
 * that is not "A / B" is skipped with a warning. */
T_TEST(t_fio_summary_kbench_partial)
{
	static const char text[] = "=========================\n"
				   "FIO Benchmark Summary\n"
				   "For: test_device\n"
				   "CPU Idleness Profiling: disabled\n"
				   "Size: 10g\n"
				   "Mode: random-read-iops\n"
				   "=========================\n"
				   "IOPS (Read/Write)\n"
				   "        Random:            12,345 / \n"
				   "    Sequential:                 / \n"
				   "\n"
				   "Bandwidth in KiB/sec (Read/Write)\n"
				   "        Random:       null / null\n"
				   "    Sequential:       1,2,3 / 4\n";
	struct t_collect c;
	char msg[512];

	T_INT(t_collect_msg(&c, "fio-summary", "p.txt", text, sizeof(text) - 1,
			    msg, sizeof(msg)),
	      0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.op, IODB_OP_READ);
		T_DBL(c.res[0].r.iops, 12345);
	}
	T_OK(strstr(msg, "p.txt:14:") != NULL);
	t_collect_free(&c);
}

/* dbench: fio's own strings, only the pattern and direction known. */
T_TEST(t_fio_summary_dbench)
{
	static const char text[] =
	    "All tests complete.\n"
	    "\n"
	    "==================\n"
	    "= Dbench Summary =\n"
	    "==================\n"
	    "Random Read/Write IOPS: 75.7k/3533. BW: 523MiB/s / 500KiB/s\n"
	    "Average Latency (usec) Read/Write: 183.07/76.91\n"
	    "Sequential Read/Write: 536MiB/s / 1.2GiB/s\n"
	    "Mixed Random Read/Write IOPS: 43.1k/14.4k\n";
	static const char fork[] =
	    "= Dbench Summary =\n"
	    "Random Read/Write IOPS: 14.3k/728\n"
	    "Random Read/Write BW: 595MiB/s/81.5MiB/s\n"
	    "Disk I/O Latency min/avg/max/mdev: 1.1/2.2/3.3/0.4 ms\n"
	    "Sequential Read/Write: 547MB/s / 252MB/s\n";
	struct t_collect c;
	const struct iodb_result *r;
	char msg[1024];

	T_INT(t_collect_msg(&c, NULL, "d.txt", text, sizeof(text) - 1, msg,
			    sizeof(msg)),
	      0);
	T_INT(c.n_res, 8);
	if (c.n_runs == 1)
		T_STR(c.runs[0].tool, "dbench");
	r = find(&c, IODB_OP_READ, "Random Read/Write IOPS");
	T_REQUIRE(r != NULL);
	T_DBL(r->iops, 75.7e3);
	T_INT(r->cond.pattern, IODB_PATTERN_RAND);
	T_INT(r->cond.bs, -1); /* the forks change it */
	T_INT(r->cond.iodepth, -1);
	r = find(&c, IODB_OP_WRITE, "Random Read/Write IOPS");
	T_REQUIRE(r != NULL);
	T_DBL(r->iops, 3533);
	r = find(&c, IODB_OP_WRITE, "Random Read/Write BW");
	T_REQUIRE(r != NULL);
	T_DBL(r->bw_bytes, 500 * 1024.0);
	r = find(&c, IODB_OP_WRITE, "Sequential Read/Write");
	T_REQUIRE(r != NULL);
	T_DBL(r->bw_bytes, 1.2 * 1073741824.0);
	T_INT(r->cond.pattern, IODB_PATTERN_SEQ);
	r = find(&c, IODB_OP_READ, "Mixed Random Read/Write IOPS");
	T_REQUIRE(r != NULL);
	T_DBL(r->iops, 43.1e3);
	/* the latency's unit is not told */
	T_OK(strstr(msg, "d.txt:7:") && strstr(msg, "latency"));
	t_collect_free(&c);

	T_INT(t_collect_msg(&c, "fio-summary", "f.txt", fork, sizeof(fork) - 1,
			    msg, sizeof(msg)),
	      0);
	T_INT(c.n_res, 4); /* MB/s does not tell its base */
	r = find(&c, IODB_OP_WRITE, "Random Read/Write BW");
	T_REQUIRE(r != NULL);
	T_DBL(r->bw_bytes, 81.5 * 1048576.0);
	T_OK(strstr(msg, "f.txt:5:") && strstr(msg, "base"));
	t_collect_free(&c);
}

/*
 * kbench's compare mode: a row without its " : change" part, or figures
 * under no "For: A vs B" naming the two volumes, imports nothing (whose
 * figures would they be?).
 */
T_TEST(t_fio_summary_kbench_compare_unsure)
{
	static const char nocolon[] =
	    "================================\n"
	    "FIO Benchmark Comparsion Summary\n"
	    "For: a vs b\n"
	    "================================\n"
	    "IOPS (Read/Write)\n"
	    "        Random:    90,546 / 73,514   vs   80,000 / 70,000   "
	    "-11.65% / -4.78%\n";
	static const char nonames[] =
	    "================================\n"
	    "FIO Benchmark Comparsion Summary\n"
	    "CPU Idleness Profiling: disabled\n"
	    "================================\n"
	    "IOPS (Read/Write)\n"
	    "        Random:    90,546 / 73,514   vs   80,000 / 70,000   "
	    ":  -11.65% / -4.78%\n";
	struct t_collect c;

	T_OK(t_collect_buf(&c, "fio-summary", "a.txt", nocolon,
			   sizeof(nocolon) - 1, 1) < 0);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
	T_OK(t_collect_buf(&c, "fio-summary", "b.txt", nonames,
			   sizeof(nonames) - 1, 1) < 0);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
}

/*
 * What is no summary to import: a dbench log whose fio outputs are there
 * (fio-text reads them: the summary would count them twice), a marker
 * without figures.
 */
T_TEST(t_fio_summary_refused)
{
	static const char log[] =
	    "read_iops: (groupid=0, jobs=1): err= 0: pid=9: Mon Jul 28 "
	    "19:25:57 2025\n"
	    "   read: IOPS=203k, BW=794MiB/s (833MB/s)(11.7GiB/15001msec)\n"
	    "\n"
	    "= Dbench Summary =\n"
	    "Random Read/Write IOPS: 203k/167k. BW: 1220MiB/s / 5579MiB/s\n";
	static const char empty[] = "= Dbench Summary =\n\nThat's all.\n";
	const struct ingest_format *f = ingest_find("fio-summary");
	struct t_collect c;

	T_REQUIRE(f != NULL);
	T_INT(f->probe(log, sizeof(log) - 1), 0);
	T_INT(f->probe(empty, sizeof(empty) - 1), 0);
	T_OK(t_collect_buf(&c, "fio-summary", "e.txt", empty, sizeof(empty) - 1,
			   1) < 0);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
	T_INT(t_collect_buf(&c, NULL, "l.txt", log, sizeof(log) - 1, 1), 0);
	T_INT(c.n_res, 1);
	if (c.n_runs == 1)
		T_STR(c.runs[0].format, "fio-text");
	t_collect_free(&c);
}

/* kubestr: fio's own iops and bw (KiB/s), the job's options as printed. */
T_TEST(t_fio_summary_kubestr)
{
	static const char text[] =
	    "Elapsed time- 1m15.518424213s\n"
	    "FIO test results:\n"
	    "  \n"
	    "FIO version - fio-3.30\n"
	    "Global options - ioengine=libaio verify=0 direct=1 "
	    "gtod_reduce=1\n"
	    "\n"
	    "JobName: read_iops\n"
	    "  blocksize=4K filesize=2G iodepth=64 rw=randread\n"
	    "read:\n"
	    "  IOPS=8648.512695 BW(KiB/s)=34610\n"
	    "  iops: min=5584 max=10572 avg=8678.266602\n"
	    "  bw(KiB/s): min=22336 max=42288 avg=34713.433594\n"
	    "\n"
	    "JobName: write_bw\n"
	    "  blocksize=128K filesize=2G iodepth=64 rw=randwrite\n"
	    "write:\n"
	    "  IOPS=7751.394043 BW(KiB/s)=oops\n"
	    "\n"
	    "JobName: rand_readwrite\n"
	    "  blocksize=4K filesize=4G iodepth=64 rw=randrw\n"
	    "read:\n"
	    "  IOPS=3296.133301 BW(KiB/s)=13201\n"
	    "write:\n"
	    "  IOPS=1100.800049 BW(KiB/s)=4419\n"
	    "\n"
	    "Disk stats (read/write):\n"
	    "  rbd4: ios=30022/11982 merge=0/313 ticks=1028675/1022768 "
	    "in_queue=2063740, util=99.674927%\n";
	struct t_collect c;
	const struct iodb_result *r;
	char msg[512];

	T_INT(t_collect_msg(&c, NULL, "s.txt", text, sizeof(text) - 1, msg,
			    sizeof(msg)),
	      0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 3);
	if (c.n_runs == 1) {
		T_STR(c.runs[0].tool, "fio");
		T_STR(c.runs[0].tool_version, "fio-3.30");
	}
	r = find(&c, IODB_OP_READ, "read_iops");
	T_REQUIRE(r != NULL);
	T_DBL(r->iops, 8648.512695);
	T_DBL(r->bw_bytes, 34610 * 1024.0);
	T_INT(r->cond.bs, 4096);
	T_INT(r->cond.iodepth, 64);
	T_INT(r->cond.pattern, IODB_PATTERN_RAND);
	T_INT(r->cond.direct, 1);
	r = find(&c, IODB_OP_WRITE, "rand_readwrite");
	T_REQUIRE(r != NULL);
	T_DBL(r->iops, 1100.800049);
	T_DBL(r->bw_bytes, 4419 * 1024.0);
	T_OK(isnan(r->cond.mix_read_pct));	/* rwmixread is not printed */
	T_OK(strstr(msg, "s.txt:17:") != NULL); /* the bad line, skipped */
	t_collect_free(&c);
}

/*
 * fiomark: its MB is fio's KiB/s / 1000 (1,024,000 bytes), Q and T the
 * depth and jobs, direct from its options' line; a grid whose figures
 * fit another MB is no fiomark's (IOPS only); CrystalDiskMark's grid
 * retyped (no "iops" rows) is none of its.
 */
T_TEST(t_fio_summary_fiomark)
{
	static const char text[] =
	    "$ bash fiomark direct libaio /data\n"
	    "libaio direct 1024m loop=3 /data\n"
	    "Running...\n"
	    "                         Read [MB/s] Write [MB/s]\n"
	    "        1m      Q32T1       1536.000     1228.800\n"
	    "                 iops         1500.0       1200.0\n"
	    "\n"
	    "        4k      Q1T1          40.000       80.000\n"
	    "                 iops        10000.0      20000.0\n"
	    "\n"
	    "        4k      Q8T8         400.000      400.000\n"
	    "                 iops        97656.3     100000.0\n"
	    "\n"
	    "        4k      Q32T1        300.000\n";
	static const char cdm[] = "Read [MB/s] Write [MB/s]\n"
				  "SEQ1M Q8T1 3542.13 3012.45\n"
				  "RND4K Q1T1 60.12 170.34\n";
	const struct ingest_format *f = ingest_find("fio-summary");
	struct t_collect c;
	const struct iodb_result *r;
	char msg[1024];

	T_REQUIRE(f != NULL);
	T_INT(f->probe(text, sizeof(text) - 1), 90);
	T_INT(f->probe(cdm, sizeof(cdm) - 1), 0);
	T_INT(t_collect_msg(&c, NULL, "m.txt", text, sizeof(text) - 1, msg,
			    sizeof(msg)),
	      0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 6);
	if (c.n_runs == 1) {
		T_STR(c.runs[0].tool, "fiomark");
		T_INT(c.runs[0].line_from, 2);
	}
	r = find(&c, IODB_OP_READ, "1m Q32T1");
	T_REQUIRE(r != NULL);
	T_DBL(r->bw_bytes, 1536.0 * 1024000);
	T_DBL(r->iops, 1500);
	T_INT(r->cond.bs, 1048576);
	T_INT(r->cond.pattern, IODB_PATTERN_SEQ);
	T_INT(r->cond.iodepth, 32);
	T_INT(r->cond.numjobs, 1);
	T_INT(r->cond.direct, 1);
	r = find(&c, IODB_OP_WRITE, "4k Q1T1");
	T_REQUIRE(r != NULL);
	T_DBL(r->bw_bytes, 80.0 * 1024000);
	T_INT(r->cond.pattern, IODB_PATTERN_RAND);
	/* 97656.3 x 4 KiB = 400.0e6: 10^6, not fiomark's MB: IOPS only */
	r = find(&c, IODB_OP_READ, "4k Q8T8");
	T_REQUIRE(r != NULL);
	T_OK(isnan(r->bw_bytes));
	T_DBL(r->iops, 97656.3);
	T_INT(r->cond.numjobs, 8);
	T_OK(strstr(msg, "another MB than fiomark's") != NULL);
	/* 400.0 x 1.024e6 = 100000 x 4 KiB: kept */
	r = find(&c, IODB_OP_WRITE, "4k Q8T8");
	T_REQUIRE(r != NULL);
	T_DBL(r->bw_bytes, 400.0 * 1024000);
	/* a row cut before its write figure and its "iops" row: none (the
	 * count above) */
	t_collect_free(&c);
}
