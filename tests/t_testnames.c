/*
 * Test names and column headers as people write them (ingest/testnames.c):
 * the rules CrystalDiskMark's hand-typed names follow, and what a unit in
 * a header says a column holds.
 */
#include <string.h>

#include "ingest/testnames.h"
#include "tests/t.h"

static void parse(const char *s, int cdm, struct testname *t)
{
	testname_parse(s, strlen(s), cdm, t);
}

/*
 * "Seq Q32T1" was 128 KiB (CDM 4-6, CDM 8's NVMe profile); "Seq Q1T1" and
 * "Seq Q8T1" are 1 MiB (CDM 5's bare "Seq", CDM 7/8's SEQ1M); another
 * queue ran no default test: its block size stays unknown.
 */
T_TEST(t_testnames_cdm_seq_queue)
{
	static const struct {
		const char *s;
		long long bs, qd;
		const char *name;
	} want[] = {
	    {"Seq Q32T1", 131072, 32, "SEQ128K Q32T1"},
	    {"Seq Q01T1", 1048576, 1, "SEQ1M Q1T1"},
	    {"Seq Q1T1 Read", 1048576, 1, "SEQ1M Q1T1"},
	    {"Seq Q8T1", 1048576, 8, "SEQ1M Q8T1"},
	    {"Seq Q4T4", -1, 4, ""},
	};

	for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		struct testname t;
		char name[32];

		parse(want[i].s, 0, &t);
		T_INT(t.cond.pattern, IODB_PATTERN_SEQ);
		T_INT(t.cond.bs, want[i].bs);
		T_INT(t.cond.iodepth, want[i].qd);
		testname_canonical(&t, name, sizeof(name));
		T_STR(name, want[i].name);
	}
}

/*
 * A size in gigabytes after a block-size keyword is the block ("bs=1G",
 * "block size 2 GiB": dd reads and writes blocks that large); alone
 * ("dd read 1GiB", "Seq 1GB") it may be a file's size: no block.
 */
T_TEST(t_testnames_gigabyte_block_keyword)
{
	static const struct {
		const char *s;
		long long bs;
	} want[] = {
	    {"dd bs=1G", 1073741824LL},		{"bs=1GiB read", 1073741824LL},
	    {"block size 2 GiB", 2147483648LL}, {"dd read 1GiB", -1},
	    {"seq write 1GB file", -1},		{"bs=4M", 4194304LL},
	};

	for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		struct testname t;

		parse(want[i].s, 0, &t);
		T_INT(t.cond.bs, want[i].bs);
	}
}

/*
 * A header in seconds ("Write Time (s)") holds durations, never a rate:
 * the page's tool (CrystalDiskMark: MB/s) gives it no unit.
 */
T_TEST(t_testnames_seconds_column)
{
	static const char *const secs[] = {"Write Time (s)", "Time [sec]",
					   "Dauer (s)", "所要時間 (秒)"};
	struct testname t;

	for (size_t i = 0; i < sizeof(secs) / sizeof(secs[0]); i++) {
		parse(secs[i], 0, &t);
		T_INT(t.metric, TESTNAME_RUNTIME);
		T_STR(t.unit, "s");
	}
	parse("Avg Write Speed (MB/s)", 0, &t);
	T_INT(t.metric, TESTNAME_BW);
	parse("Latency (s)", 0, &t);
	T_INT(t.metric, TESTNAME_LAT);
	parse("Access Time (ms)", 0, &t);
	T_OK(t.metric != TESTNAME_RUNTIME);
}

/*
 * Threads first, "T1Q1", "T8Q64" (notes of distributed storage): numjobs
 * and iodepth, no CrystalDiskMark test; "Linear" reads is sequential; "a
 * 2 minute warmup" names no minimum.
 */
T_TEST(t_testnames_threads_queue_shorthand)
{
	struct testname t;

	parse("T8Q64 read", 0, &t);
	T_INT(t.cond.op, IODB_OP_READ);
	T_INT(t.cond.numjobs, 8);
	T_INT(t.cond.iodepth, 64);
	T_INT(t.cdm, 0);
	parse("Linear write (4M T1Q32)", 0, &t);
	T_INT(t.cond.op, IODB_OP_WRITE);
	T_INT(t.cond.pattern, IODB_PATTERN_SEQ);
	T_INT(t.cond.bs, 4194304);
	T_INT(t.cond.numjobs, 1);
	T_INT(t.cond.iodepth, 32);
	T_INT(t.cdm, 0);
	parse("Q32T4 read", 0, &t);
	T_INT(t.cond.numjobs, 4);
	T_INT(t.cond.iodepth, 32);
	T_INT(t.cdm, 1);
	/* a word of letters glued before it, or after: no shorthand */
	parse("Rt1q1 read", 0, &t);
	T_INT(t.cond.numjobs, -1);
	parse("T1Q1x read", 0, &t);
	T_INT(t.cond.numjobs, -1);
	parse("T1Q1 read, after a 2 minute warmup", 0, &t);
	T_INT(t.stat, 0);
	parse("Read latency (min)", 0, &t);
	T_INT(t.stat, 1);
}

/* "queue N" written out: the queue depth, never the threads after it */
T_TEST(t_testnames_queue_word_depth)
{
	struct testname t;

	parse("Random 4KiB queue 1 Threads read", 0, &t);
	T_INT(t.cond.iodepth, 1);
	T_INT(t.cond.numjobs, -1);
	parse("Seq 1MiB Queue 8 Thread 2 write", 0, &t);
	T_INT(t.cond.iodepth, 8);
	T_INT(t.cond.numjobs, 2);
	/* two queues named: no one depth */
	parse("queue 1 and queue 32 read", 0, &t);
	T_INT(t.cond.iodepth, -1);
	/* a count before the threads word with no queue: the threads */
	parse("4k random read, 16 threads", 0, &t);
	T_INT(t.cond.numjobs, 16);
}

/*
 * A count of jobs or a queue depth written short in a header ("(1 job)",
 * "8thr", "QD1/T1", "T8" alone) is read; a Samsung "T7" is no count.  Text
 * stating several counts of one condition ("with one job and eight jobs",
 * "numjobs of 1 and 4", "QD1 and QD32") gives that condition nothing.
 */
T_TEST(t_testnames_counts_short_and_several)
{
	static const struct {
		const char *s;
		long numjobs, iodepth;
	} c[] = {
	    {"IOPS (1 job)", 1, -1},
	    {"XFS (8thr)", 8, -1},
	    {"ext4 (1 thr)", 1, -1},
	    {"QD1/T1", 1, 1},
	    {"QD32 / T8", 8, 32},
	    {"T8", 8, -1},
	    {"Q32 T8", 8, 32},
	    {"iodepth=4, T2", 2, 4},
	    {"(iodepth 32)", -1, 32},
	    {"1 Thread", 1, -1},
	    {"(T1)", 1, -1},
	    {"Samsung T7", -1, -1},
	    /* a separator before "t8" at the very start: nothing read
	     * before the text (ASan: a read at h[-1]) */
	    {"-t8", -1, -1},
	    {"/T8 run", -1, -1},
	    {"Job 1", -1, -1},
	    {"1 through 8", -1, -1},
	    {"numjobs=4", 4, -1},
	    {"iodepth 32 and 8 jobs", 8, 32},
	    {"numjobs=4, iodepth=32", 4, 32},
	    {"numjobs=4, 8k blocks", 4, -1},
	    {"with one job and eight jobs", -1, -1},
	    {"with 1 and 8 threads", -1, -1},
	    {"numjobs of 1 and 4, at iodepth 32", -1, 32},
	    {"numjobs=1 and numjobs=8", -1, -1},
	    {"1, 4 or 16 jobs", -1, -1},
	    {"QD1 and QD32", -1, -1},
	    {"iodepth=1/32, numjobs=4", 4, -1},
	    {"8 threads (numjobs=8)", 8, -1},
	};
	struct testname t;

	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		parse(c[i].s, 0, &t);
		if (t.cond.numjobs != c[i].numjobs ||
		    t.cond.iodepth != c[i].iodepth)
			T_FAIL("\"%s\": numjobs %lld iodepth %lld", c[i].s,
			       (long long)t.cond.numjobs,
			       (long long)t.cond.iodepth);
	}
}

/*
 * A script's own CrystalDiskMark-like names (TESTNAME_SCRIPT): "Q32T1" is
 * queue and threads, no CrystalDiskMark test; no size, queue or pattern
 * guessed ("Sequential Q32T1 Read" stays without 128 KiB, "4KB Read"
 * without QD1 and random).
 */
T_TEST(t_testnames_script_names_guess_nothing)
{
	struct testname t;

	parse("Sequential Q32T1 Read", TESTNAME_SCRIPT, &t);
	T_INT(t.cond.op, IODB_OP_READ);
	T_INT(t.cond.pattern, IODB_PATTERN_SEQ);
	T_INT(t.cond.iodepth, 32);
	T_INT(t.cond.numjobs, 1);
	T_INT(t.cond.bs, -1);
	T_INT(t.cdm, 0);
	parse("Sequential Read", TESTNAME_SCRIPT, &t);
	T_INT(t.cond.bs, -1);
	T_INT(t.cond.iodepth, -1);
	parse("4KB Read", TESTNAME_SCRIPT, &t);
	T_INT(t.cond.bs, 4096);
	T_INT(t.cond.pattern, IODB_PATTERN_UNKNOWN);
	T_INT(t.cond.iodepth, -1);
	/* the same names read as CrystalDiskMark's guess its tests */
	parse("Sequential Q32T1 Read", 0, &t);
	T_INT(t.cond.bs, 131072);
	T_INT(t.cdm, 1);
}

/*
 * A negation says no direct I/O only of the flag next to it: "with
 * O_DIRECT and without O_SYNC" is direct I/O; "without O_SYNC and
 * O_DIRECT" and "O_DIRECT was not used" are not.
 */
T_TEST(t_testnames_direct_negation_of_other_flag)
{
	static const struct {
		const char *s;
		int want;
	} cases[] = {
	    {"All runs were done with `O_DIRECT` and without `O_SYNC`.", 1},
	    {"every test used direct=1 (no O_SYNC)", 1},
	    {"O_DIRECT, not O_SYNC", 1},
	    {"without O_SYNC but with O_DIRECT", 1},
	    {"mit O_DIRECT und ohne O_SYNC", 1},
	    {"without O_SYNC and O_DIRECT", -1},
	    {"without O_DIRECT", -1},
	    {"O_DIRECT was not used", -1},
	    {"no O_DIRECT and no O_SYNC", -1},
	    {"with O_DIRECT and buffered fsync", -1},
	    {"不使用 O_DIRECT", -1},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		T_INT(testname_says_direct(cases[i].s, strlen(cases[i].s)),
		      cases[i].want);
}

/*
 * A queue depth written number first ("40QD", "8 QD": machine-translated
 * reviews' captions) is the iodepth, as "QD32" is; a number glued to a
 * word before it is none ("X40QD").  "Lire" (French: to read) names the
 * read.
 */
T_TEST(t_testnames_number_then_qd)
{
	static const struct {
		const char *s;
		long long qd, jobs;
	} want[] = {
	    {"Lecture al\xc3\xa9"
	     "atoire (1 thread, 40QD)",
	     40, 1},
	    {"Random write (4 threads, 8 QD)", 8, 4},
	    {"Sequential read QD32", 32, -1},
	    {"Model X40QD read", -1, -1},
	};
	struct testname t;

	for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		parse(want[i].s, 0, &t);
		T_INT(t.cond.iodepth, want[i].qd);
		T_INT(t.cond.numjobs, want[i].jobs);
	}
	parse("Lire les IOPS", 0, &t);
	T_INT(t.n_ops, 1);
	T_INT(t.ops[0], IODB_OP_READ);
}

/*
 * A camel-case test name ("DiskRead", "DiskWrite", a harness's) names its
 * direction at the capital; lowercase "thread", "ready" and "diskread"
 * glued in one case name none.
 */
T_TEST(t_testnames_camel_case_direction)
{
	struct testname t;

	parse("Resultados de la prueba DiskRead en los nodos NC", 0, &t);
	T_INT(t.cond.op, IODB_OP_READ);
	parse("DiskWrite results", 0, &t);
	T_INT(t.cond.op, IODB_OP_WRITE);
	parse("BufferedRead (MB/s)", 0, &t);
	T_INT(t.cond.op, IODB_OP_READ);
	parse("ThreadCount", 0, &t);
	T_INT(t.cond.op, IODB_OP_UNKNOWN);
	parse("AlReady", 0, &t);
	T_INT(t.cond.op, IODB_OP_UNKNOWN);
	parse("diskread", 0, &t);
	T_INT(t.cond.op, IODB_OP_UNKNOWN);
}

/*
 * A benchmark whose direction its definition fixes, named without a
 * direction word: an fsync test writes (then fsyncs), Ceph's OSD bench
 * ("ceph tell osd.N bench") writes.  A direction word named wins; "fsync"
 * alone (a flag, a column of fsyncs) names no test.
 */
T_TEST(t_testnames_defined_direction)
{
	struct testname t;

	parse("Disk `fsync` test: Results", 0, &t);
	T_INT(t.cond.op, IODB_OP_WRITE);
	parse("fsync benchmark on the pool", 0, &t);
	T_INT(t.cond.op, IODB_OP_WRITE);
	parse("OSD Bench: Large I/O (1 GB, 4 MB blocks)", 0, &t);
	T_INT(t.cond.op, IODB_OP_WRITE);
	T_INT(t.cond.bs, 4194304);
	parse("ceph tell osd.12 bench 12288000 4096", 0, &t);
	T_INT(t.cond.op, IODB_OP_WRITE);
	parse("Results of osd.X bench", 0, &t);
	T_INT(t.cond.op, IODB_OP_WRITE);
	parse("Random read after the fsync test", 0, &t);
	T_INT(t.cond.op, IODB_OP_READ);
	parse("fsync", 0, &t);
	T_INT(t.cond.op, IODB_OP_UNKNOWN);
	parse("Sequential, no fsync", 0, &t);
	T_INT(t.cond.op, IODB_OP_UNKNOWN);
	parse("fsyncs/s", 0, &t);
	T_INT(t.cond.op, IODB_OP_UNKNOWN);
	parse("posd bench", 0, &t);
	T_INT(t.cond.op, IODB_OP_UNKNOWN);
}

/*
 * A size in bytes before a test's or an I/O's word is the size of each
 * I/O ("For `4096 bytes` fsync test", "512-byte blocks"); an amount
 * ("4096 bytes copied") or a disk's format ("512-byte sectors") is none.
 */
T_TEST(t_testnames_bytes_per_test)
{
	struct testname t;

	parse("For `4096 bytes` fsync test:", 0, &t);
	T_INT(t.cond.bs, 4096);
	T_INT(t.cond.op, IODB_OP_WRITE);
	parse("16384-byte writes", 0, &t);
	T_INT(t.cond.bs, 16384);
	parse("512-byte blocks", 0, &t);
	T_INT(t.cond.bs, 512);
	parse("4096 bytes copied", 0, &t);
	T_INT(t.cond.bs, -1);
	parse("512-byte sectors", 0, &t);
	T_INT(t.cond.bs, -1);
	parse("3000 bytes test", 0, &t);
	T_INT(t.cond.bs, -1);
}

/*
 * A size after another option's '=' ("seg=1M", a cache's segment size;
 * "size=16GB") is no block size; "bs=", "obs=", "blocksize=" are.  "Max"
 * glued to a capital ("MaxSSD", "MinIO") is a name, no statistic.
 */
T_TEST(t_testnames_option_value_and_camel_names)
{
	static const struct {
		const char *s;
		long long bs;
		int stat;
	} want[] = {
	    {"(D) HDD+SSD(rand) seg=1M", -1, 0},
	    {"cache seg=32K", -1, 0},
	    {"size=16GB", -1, 0},
	    {"dd obs=1M", 1048576, 0},
	    {"blocksize=64k", 65536, 0},
	    {"rand 4k", 4096, 0},
	    {"(F) HDD+MaxSSD(rand)", -1, 0},
	    {"MinIO", -1, 0},
	    {"Max IOPS", -1, 1},
	    {"Maxtor DiamondMax 9", -1, 0},
	    {"Min latency", -1, 1},
	};

	for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		struct testname t;

		parse(want[i].s, 0, &t);
		T_INT(t.cond.bs, want[i].bs);
		T_INT(t.stat, want[i].stat);
	}
}

/* A caption of a direction alone names no system; any other word does. */
T_TEST(t_testnames_direction_only)
{
	static const struct {
		const char *s;
		int want;
	} cases[] = {
	    {"Read", 1},
	    {"Random write", 1},
	    {"Seq. read", 1},
	    {"randread", 1},
	    {"Centvester2 read", 0},
	    {"4k write test", 0},
	    {"Random read performance", 0},
	    {"Samsung 980", 0},
	    {"", 0},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		T_INT(testname_direction_only(cases[i].s, strlen(cases[i].s)),
		      cases[i].want);
}

/*
 * What only a network speed test reports ("Download Speed", "Packet
 * Loss", "Ping") is a speed test's quantity; a storage access protocol
 * ("SMB") is neither a network nor a speed test's; "ioping" is neither.
 */
T_TEST(t_testnames_speedtest_words)
{
	static const struct {
		const char *s;
		int network, speedtest;
	} cases[] = {
	    {"Download Speed", 1, 1},
	    {"Upload Speed", 1, 1},
	    {"Packet Loss", 1, 1},
	    {"Ping (ms)", 1, 1},
	    {"Jitter", 1, 1},
	    {"下载速度", 1, 1},
	    {"smb", 0, 0},
	    {"SMB3 share", 0, 0},
	    {"iperf3 throughput", 1, 1},
	    {"ioping latency", 0, 0},
	    {"Seq Read", 0, 0},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct testname t;

		parse(cases[i].s, 0, &t);
		T_INT(t.network, cases[i].network);
		T_INT(t.speedtest, cases[i].speedtest);
	}
}

/*
 * The shell fio-cdm's row "4KQD32" (glued) is "4K QD32": random 4 KiB at
 * QD32 in a CrystalDiskMark 3 table.
 */
T_TEST(t_testnames_glued_4kqd32)
{
	struct testname t;
	char name[32];

	parse("4KQD32", TESTNAME_CDM, &t);
	T_INT(t.cond.pattern, IODB_PATTERN_RAND);
	T_INT(t.cond.bs, 4096);
	T_INT(t.cond.iodepth, 32);
	testname_canonical(&t, name, sizeof(name));
	T_STR(name, "RND4K Q32T1");
	parse("4KQD32 Write", TESTNAME_CDM, &t);
	T_INT(t.cond.op, IODB_OP_WRITE);
	T_INT(t.cond.iodepth, 32);
}

/*
 * CrystalDiskMark's names typed without their blank ("SEQ1MQ8T1",
 * "RND4KQ32T1", a hand-made table's headers) read as "SEQ1M Q8T1";
 * words only shaped so (no T part, a longer word around it) are not.
 */
T_TEST(t_testnames_glued_cdm_names)
{
	static const struct {
		const char *s;
		int pattern;
		int64_t bs;
		int iodepth, numjobs;
	} cases[] = {
	    {"SEQ1MQ8T1 Read (MB/s)", IODB_PATTERN_SEQ, 1048576, 8, 1},
	    {"RND4KQ32T16 Write", IODB_PATTERN_RAND, 4096, 32, 16},
	    {"seq128kq32t1", IODB_PATTERN_SEQ, 131072, 32, 1},
	    {"Rnd4KQ1T1/Read", IODB_PATTERN_RAND, 4096, 1, 1},
	};
	static const char *const no[] = {"SEQ1MQ8 Read", "XSEQ1MQ8T1",
					 "SEQ1MQ8T1X", "RND4KQT1", NULL};
	struct testname t;
	char name[32];

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		parse(cases[i].s, 0, &t);
		T_INT(t.cond.pattern, cases[i].pattern);
		T_INT(t.cond.bs, cases[i].bs);
		T_INT(t.cond.iodepth, cases[i].iodepth);
		T_INT(t.cond.numjobs, cases[i].numjobs);
		T_INT(t.cdm, 1);
	}
	parse("RND4KQ32T1", 0, &t);
	testname_canonical(&t, name, sizeof(name));
	T_STR(name, "RND4K Q32T1");
	for (size_t i = 0; no[i]; i++) {
		parse(no[i], 0, &t);
		if (t.cond.iodepth > 0 || t.cond.numjobs > 0 || t.cdm)
			T_FAIL("'%s' is no CrystalDiskMark name", no[i]);
	}
}

/*
 * A size glued to its number opening a name, a sequential or random
 * test's word after it, is the test's block however large ("128m
 * Sequential Read": 128 MiB); a size alone past 64 MiB, or one with a
 * blank before its unit, is none.
 */
T_TEST(t_testnames_glued_large_size)
{
	static const char *const no[] = {"128 m Sequential Read",
					 "Wrote 128m sequentially",
					 "128m file, Sequential", NULL};
	struct testname t;

	parse("128m Sequential Read", 0, &t);
	T_INT(t.cond.bs, 134217728);
	parse("256m Seq Write", 0, &t);
	T_INT(t.cond.bs, 268435456);
	for (size_t i = 0; no[i]; i++) {
		parse(no[i], 0, &t);
		if (t.cond.bs > 64 * 1048576)
			T_FAIL("'%s' names no block of %lld", no[i],
			       (long long)t.cond.bs);
	}
}

/*
 * The words of a mixed workload (one figure for both directions): whole
 * words only; fio's "rw=" option, "--rw", "Read/Write" (two figures) and
 * words that merely hold the letters are none.
 */
T_TEST(t_testnames_mixed_words)
{
	static const char *const yes[] = {"RND4K Q1T1 Mix", "Mixed R/W 70/30",
					  "Read-write",	    "RW",
					  "randrw 4k",	    "readwrite",
					  "Mix(MB/s)",	    "RW 70/30",
					  "混合 4K",	    "혼합",
					  "ミックス",	    NULL};
	static const char *const no[] = {
	    "Read/Write",  "rw=randread", "--rw=write", "Seq Read", "rwmixread",
	    "Mixer board", "Rewrite",	  "throw",	"",	    NULL};

	for (size_t i = 0; yes[i]; i++)
		if (!testname_mixed(yes[i], strlen(yes[i])))
			T_FAIL("'%s' names a mixed workload", yes[i]);
	for (size_t i = 0; no[i]; i++)
		if (testname_mixed(no[i], strlen(no[i])))
			T_FAIL("'%s' names no mixed workload", no[i]);
}

/*
 * A read:write ratio in a row's name: two whole numbers adding up to 100
 * (or 10 after ':'), each maybe lettered with its direction or followed
 * by '%'; a date, a fraction, a decimal, one side lettered alone or two
 * ratios are none.
 */
T_TEST(t_testnames_ratio)
{
	static const struct {
		const char *s;
		double first; /* NAN: none */
		int lettered;
		const char *text; /* the ratio's bytes */
	} cases[] = {
	    {"16K_70/30", 70, 0, "70/30"},
	    {"64K 30:70", 30, 0, "30:70"},
	    {"4K 65%/35%", 65, 0, "65%/35%"},
	    {"8K R60/W40", 60, 1, "R60/W40"},
	    {"8K W25/R75", 75, 1, "W25/R75"},
	    {"混合 7:3", 70, 0, "7:3"},
	    {"randrw 50 / 50", 50, 0, "50 / 50"},
	    {"12/30", NAN, 0, NULL},
	    {"1/2", NAN, 0, NULL},
	    {"7/3", NAN, 0, NULL},
	    {"0.7/0.3", NAN, 0, NULL},
	    {"70.5/29.5", NAN, 0, NULL},
	    {"R70/30", NAN, 0, NULL},
	    {"2024/12/30", NAN, 0, NULL},
	    {"70/30/0", NAN, 0, NULL},
	    {"100/0", NAN, 0, NULL},
	    {"4K 70/30 and 50/50", NAN, 0, NULL},
	    {"16K", NAN, 0, NULL},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct testname_ratio q;
		int got = testname_ratio(cases[i].s, strlen(cases[i].s), &q);

		if (isnan(cases[i].first)) {
			if (got)
				T_FAIL("'%s' names no ratio", cases[i].s);
			continue;
		}
		if (!got) {
			T_FAIL("'%s' names a ratio", cases[i].s);
			continue;
		}
		T_INT(q.first == cases[i].first, 1);
		T_INT(q.lettered, cases[i].lettered);
		T_INT(q.n, strlen(cases[i].text));
		T_INT(!strncmp(cases[i].s + q.at, cases[i].text, q.n), 1);
	}
}

/*
 * The access pattern a fio job's name plainly states: one of fio's rw
 * values, or a word that is a pattern keyword alone or glued to a
 * direction; not a word that only starts like one, nor "rw"/"readwrite",
 * nor a name whose directions leave out one the job ran.
 */
T_TEST(t_testnames_job_pattern)
{
	const unsigned r = 1u << IODB_OP_READ, w = 1u << IODB_OP_WRITE;
	const unsigned t = 1u << IODB_OP_TRIM;
	static const struct {
		const char *name;
		int dirs; /* 1 read, 2 write, 3 both, 4 trim */
		enum iodb_pattern want;
	} cases[] = {
	    {"randread", 1, IODB_PATTERN_RAND},
	    {"randrw", 3, IODB_PATTERN_RAND},
	    {"read", 1, IODB_PATTERN_SEQ},
	    {"Write", 2, IODB_PATTERN_SEQ},
	    {"trim", 4, IODB_PATTERN_SEQ},
	    {"seq-read", 1, IODB_PATTERN_SEQ},
	    {"random-read", 1, IODB_PATTERN_RAND},
	    {"rand_write_64k", 2, IODB_PATTERN_RAND},
	    {"rand-16k", 3, IODB_PATTERN_RAND},
	    {"SeqWrite.qd8", 2, IODB_PATTERN_SEQ},
	    {"randread4k", 1, IODB_PATTERN_RAND},
	    {"nvme1-sequential", 1, IODB_PATTERN_SEQ},
	    {"mixed-randrw", 3, IODB_PATTERN_RAND},
	    {"random-read-write", 3, IODB_PATTERN_RAND},
	    /* none */
	    {"rw", 3, IODB_PATTERN_UNKNOWN},
	    {"readwrite", 3, IODB_PATTERN_UNKNOWN},
	    {"rw-test-4k", 3, IODB_PATTERN_UNKNOWN},
	    {"job1", 1, IODB_PATTERN_UNKNOWN},
	    {"mytest", 2, IODB_PATTERN_UNKNOWN},
	    {"read", 2, IODB_PATTERN_UNKNOWN},
	    {"randread", 3, IODB_PATTERN_UNKNOWN},
	    {"seq-read", 2, IODB_PATTERN_UNKNOWN},
	    {"random-read", 3, IODB_PATTERN_UNKNOWN},
	    {"sequoia-read", 1, IODB_PATTERN_UNKNOWN},
	    {"randomized", 1, IODB_PATTERN_UNKNOWN},
	    {"seq-then-rand", 1, IODB_PATTERN_UNKNOWN},
	    {"", 1, IODB_PATTERN_UNKNOWN},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		unsigned dirs = (cases[i].dirs & 1 ? r : 0) |
				(cases[i].dirs & 2 ? w : 0) |
				(cases[i].dirs & 4 ? t : 0);

		if (testname_job_pattern(cases[i].name, dirs) != cases[i].want)
			T_FAIL("'%s' (directions %d): expected pattern %d",
			       cases[i].name, cases[i].dirs, cases[i].want);
	}
	T_INT(testname_job_pattern(NULL, r), IODB_PATTERN_UNKNOWN);
}
