/*
 * Test names and headings as people write them, in English, Korean,
 * Japanese, Chinese, German, French, Spanish, Portuguese, Italian, Polish
 * and Russian, turned into test conditions: "Seq Q32T1", "4K Q32T1",
 * "SEQ1M Q8T1", "RND4K Q32T16", "Sequential Read", "Sequential read
 * (block size 4k)", "순차 읽기", "랜덤 쓰기", "シーケンシャルリード(ブロック
 * サイズ4k)", "ランダムライト", "随机读", "Lesen / Schreiben (MB/s)",
 * "Lecture séquentielle", "Чтение", "QD:32, 블록Size:64k".  Also the shared
 * vocabulary of CrystalDiskMark's test labels.  Internal to ingest/ (the
 * document importer, its tables and the diskmark importers).
 */
#ifndef IODB_INGEST_TESTNAMES_H
#define IODB_INGEST_TESTNAMES_H

#include <stddef.h>
#include <stdint.h>

#include "model/model.h"

enum testname_metric {
	TESTNAME_NONE = 0,
	TESTNAME_IOPS,
	TESTNAME_BW,	  /* bytes per second */
	TESTNAME_LAT,	  /* mean latency */
	TESTNAME_RUNTIME, /* elapsed time of the run ("86.6 s") */
};

#define TESTNAME_MAX_OPS 4

/* What one piece of text says about a test.  Unknown: -1 / 0 / "". */
struct testname {
	/* cond.op: the one direction named; UNKNOWN when 0 or 2+;
	   cond.mix_read_pct unused */
	struct iodb_cond cond;
	enum iodb_op ops[TESTNAME_MAX_OPS]; /* "Read / Write": in order */
	int n_ops;
	enum testname_metric
	    metric;	 /* from a unit or a word (IOPS, スループット) */
	char unit[16];	 /* the unit as written: "MB/s", "IOPS", "ms" */
	int cdm;	 /* a CrystalDiskMark test name ("Seq Q32T1") */
	int datasheet;	 /* "DataSheet", "데이터시트", "仕様" ... */
	int index;	 /* the whole text is "index", "#", "No." ... */
	int test_header; /* the whole text is "Test", "항목", "テスト" ... */
	int value_header; /* the whole text is "Value", "Result", "결과" ... */
	int note_header; /* the whole text is "Notes", "비고", "備考" ... */
	int aggregate; /* the whole text is "Average", "평균", "Total" ... */
	int interface; /* "Interface", "인터페이스" ... */
	int access;    /* "Access time": HD Tune's, not a latency */
	int stat;      /* "max", "min", "p99", "stdev": no mean */
	int found;     /* how many test words were recognized */
	/*
	 * The text only names a condition, without its value: "Block size",
	 * "블록", "QD", "Threads" (a column of conditions): 1 block size,
	 * 2 queue depth, 3 threads; 0 otherwise.
	 */
	int condition;
	/*
	 * The text names a quantity that is no benchmark figure:
	 * temperature, power, price, date, capacity, class ("온도 (°C)",
	 * "Price", "(W)", "측정일").
	 */
	int other;
	/*
	 * it names a network transfer, no storage benchmark ("Network
	 * perf", "scp(upload 2GB)", "iperf3", "네트워크", "网络", "上传").
	 */
	int network;
	/*
	 * It names what only a network speed test reports, whatever the
	 * link ("Download Speed", "Upload", "Ping", "Jitter", "Packet
	 * Loss", "iperf3", "下载"); a protocol alone ("SMB", "NFS over the
	 * network") is no such quantity.
	 */
	int speedtest;
	/*
	 * How many different metrics it names (IOPS, a throughput word or
	 * unit, a latency word or unit): "bw/iops/lat figures" names 3, and
	 * says nothing of which one a figure under it is.
	 */
	int metrics;
	/*
	 * The conditions the text names two values or more of, so gives
	 * none ("both a single job and 4 concurrent jobs", "QD1 and QD32"),
	 * and those whose one value it says is the one kept ("focus only on
	 * the single job", "only QD1 is shown"): TESTNAME_SEVERAL_* bits.
	 */
	int several;
	int kept;
};
#define TESTNAME_SEVERAL_JOBS	1
#define TESTNAME_SEVERAL_DEPTHS 2
/* kept: a clause saying what the runs measured were (document.c) */
#define TESTNAME_KEPT_MEASURED 4

/* Set every field of t to unknown. */
void testname_init(struct testname *t);

/*
 * Values of testname_parse()'s cdm: the row of a CrystalDiskMark table of
 * unknown version (CDM 3 to 5 names: a bare "Seq" is 1 MiB at QD1), and of
 * a table whose other rows name CDM 6 to 8 tests ("Q8T1", "Q32T16",
 * "Q8T8"), where no bare "Seq" or "4K" test exists: a row saying only
 * "Sequential read" there could be SEQ1M Q8T1 or SEQ1M Q1T1.
 */
#define TESTNAME_CDM	    1
#define TESTNAME_CDM_MODERN 2
/*
 * And of a script's own result line using CrystalDiskMark-like names
 * ("4KB Q32T1 Read", "Sequential Read": fiomark and its kind, over fio):
 * "Q32T1" is queue and threads, no CrystalDiskMark test; no size, queue
 * or pattern is guessed from it.
 */
#define TESTNAME_SCRIPT 3

/*
 * Read what the text s (len bytes, UTF-8) says about a test into *t
 * (initialised first).  cdm: the text is a row of a CrystalDiskMark table
 * (TESTNAME_CDM: a bare "Seq" is SEQ1M Q1T1 and a bare "4K" RND4K Q1T1;
 * TESTNAME_CDM_MODERN: a name without its queue stays without size and
 * queue).  Returns t->found (0: nothing recognized).  Keeps no pointer
 * into s.
 */
int testname_parse(const char *s, size_t len, int cdm, struct testname *t);

/* Fill every field unknown in dst from src; dst's own values win. */
void testname_fill(struct testname *dst, const struct testname *src);

/*
 * Whether a and b can describe the same test: no known field of one
 * contradicts the other (op, pattern, bs, iodepth, numjobs).
 */
int testname_compatible(const struct testname *a, const struct testname *b);

/*
 * The canonical test name of t into buf (n bytes): "SEQ1M Q8T1",
 * "RND4K Q32T16", or "SEQ64K" when queue depth or threads are unknown.
 * Returns 0, or -1 (buf = "") when the pattern or block size is unknown.
 */
int testname_canonical(const struct testname *t, char *buf, size_t n);

/*
 * The benchmark tool that text s (len bytes) names as a word: "fio",
 * "dd", "iozone", "hdparm", "CrystalDiskMark" (also for "Crystal Disk
 * Mark", "CDM"), "KDiskMark", "HD Tune", "ATTO", "AS SSD", "diskspd".
 * The first one named wins.  Returns the tool's name (static) or NULL.
 */
const char *testname_tool(const char *s, size_t len);

/*
 * The one tool of CrystalDiskMark's family ("CrystalDiskMark",
 * "KDiskMark", "fio-cdm") that s (len bytes) names, whatever other tools
 * it names besides ("cloned with dd, then ran KDiskMark"); NULL when it
 * names none or two of them.
 */
const char *testname_diskmark_tool(const char *s, size_t len);

/*
 * Whether every word of s (len bytes; blanks, ',', '/', '(', ')', ':',
 * '*' and '-' between words) names a direction or an access pattern
 * ("Read:", "Random write:", "Seq. read", "randread"): a caption saying
 * which test follows, no name of what was tested.  0 for a text with any
 * other word ("Centvester2 read:", "4k write test:") or none.
 */
int testname_direction_only(const char *s, size_t len);

/*
 * Whether text s (len bytes) holds a test or metric word of a language
 * that writes decimal commas (German, French, Spanish, Portuguese,
 * Italian, Polish, Russian: "Lesen", "Écriture", "Leitura", "Чтение"),
 * where "1,024" may be 1.024.  Only the first 1 KiB is read.
 */
int testname_decimal_comma(const char *s, size_t len);

/*
 * Whether word w stands in s (len bytes) at i, as a word when it is
 * ASCII ("all", not "small"; case ignored); any other script's word
 * anywhere.
 */
int testname_word_at(const char *s, size_t len, size_t i, const char *w);

/* The offset of the first of words (NULL-ended) in s, or -1. */
long testname_first_word(const char *s, size_t len, const char *const *words);

/*
 * Whether text s (len bytes) names a mixed workload, whose one figure is
 * both directions' (IODB_OP_READWRITE): "Mix", "Mixed", "R/W mix",
 * "read-write", "readwrite", "randrw", "RW", "混合", "혼합", "ミックス".
 * Whole words; fio's option "rw=" and "--rw" are none.  1 or 0.
 */
int testname_mixed(const char *s, size_t len);

/*
 * The access pattern a fio job's name plainly states, for a job whose rw
 * option nothing gives (terse lines, fio 2.x JSON without options, a job
 * block without its header line).  Either the name is exactly one of
 * fio's rw values ("randread", "randrw", "read", "trimwrite":
 * fio_rw_pattern()), or one of its words (runs of letters or digits, "-",
 * "_", ".", blanks and other marks between them; "randread4k" is
 * "randread" and "4k") is a pattern keyword alone or glued to a direction
 * ("seq-read", "random_read_4k", "randwrite-qd32", "rand-4k",
 * "SeqWrite"), and no word names the other pattern.  dirs: the directions
 * the job did I/O in (1u << op each); a name that names directions must
 * name all of them ("seq-read" over a job that wrote states nothing of
 * that job).  None: a word that only starts like a keyword ("sequoia",
 * "randomized"), and "rw" or "readwrite", alone or among other words
 * ("rw", "rw-test-4k": read/write, as often a random mix as fio's
 * sequential one).  Returns IODB_PATTERN_UNKNOWN when the name states
 * none.  Keeps no pointer into name.
 */
enum iodb_pattern testname_job_pattern(const char *name, unsigned dirs);

/* Where a read:write ratio stands in a text and the share it gives. */
struct testname_ratio {
	size_t at, n; /* its bytes: "70/30" in "16K_70/30" */
	double first; /* the read share when lettered, else the first's */
	int lettered; /* its sides carry their direction ("R70/W30") */
};

/*
 * The one read:write ratio text s (len bytes) names: two whole numbers
 * joined by '/' or ':' adding up to 100, each maybe with a '%' after it
 * and its direction's letter before it ("70/30", "70:30", "70%/30%",
 * "R70/W30", "W30/R70"), or adding up to 10 joined by ':' ("7:3", as
 * IOMeter's users write it).  A date ("12/30"), a fraction ("1/2"), a
 * decimal ("0.7/0.3") or one side lettered alone is none.  Returns 1 and
 * fills *out, 0 when s names none or two.  Which side is the read's
 * without letters is the caller's to say (a header's "Read/Write").
 */
int testname_ratio(const char *s, size_t len, struct testname_ratio *out);

/*
 * Whether text s (len bytes), a column's header, is a word saying "test"
 * and nothing else: "Test", "Tests", "Test name", "Benchmark", "Testfall",
 * "테스트", "テスト", "测试", "测试项", "Prueba".  1 or 0.  "Item",
 * "항목" and "Workload" are not (see kw_test_header for those).
 */
int testname_header_says_test(const char *s, size_t len);

/*
 * Whether text s (len bytes) says direct I/O was used: 1 ("O_DIRECT",
 * "direct=1", "direct IO"), -1 when it names it with a negation or says
 * "direct=0" / "buffered" ("9P 不支持 O_DIRECT", "without O_DIRECT"),
 * else 0.
 */
int testname_says_direct(const char *s, size_t len);

/*
 * The directions text s (len bytes: a sentence or a caption) says ran with
 * direct I/O, clause by clause (',', ';', brackets, " / ", a sentence's
 * end): TESTNAME_DIRECT_ALL when it says so of every run ("All runs used
 * O_DIRECT", "fioでDIRECTIOをONにして測定しました"), else a mask of
 * (1u << IODB_OP_READ) and (1u << IODB_OP_WRITE) for a statement of one
 * direction only: its clause names it ("direct I/O for the write, the
 * read went through the cache", "direct I/O reads", "oflag=direct pour
 * l'écriture"), or dd's flag does ("(`dd oflag=direct`)": the file
 * written; iflag=direct the one read), or a bracket inside the sentence
 * stands right after it ("1.2 GB/s read (direct I/O) and ...").  0 when
 * it says nothing, holds a negation anywhere (testname_says_direct():
 * "without O_DIRECT", "direct=0", "DIRECTIOをOFF", "One run used
 * O_DIRECT, the others did not"), says a direction went through the
 * cache and direct, or puts a dd flag with the other direction ("reads
 * (oflag=direct)").
 */
#define TESTNAME_DIRECT_ALL (~0u)
unsigned testname_direct_ops(const char *s, size_t len);

/*
 * Whether text s (len bytes) names two different block sizes ("bs=4k
 * for random and 1M for sequential"): conditions stated in words for
 * each test, of which no one size holds for all (sizes above 64 MiB,
 * a file's, and rates do not count).
 */
int testname_sizes_differ(const char *s, size_t len);

/*
 * A screen's resolution, never a block size: a "2K", "4K" or "8K"
 * followed by a word of a display or a refresh rate ("4K monitor",
 * "4Kモニター", "4K display", "4K TV", "4K@60Hz", "4K 显示器").  With
 * blank NULL, 1 when every 2K/4K/8K of text s (len bytes) is a screen's
 * and one is (the text speaks of a screen), else 0.  Otherwise blank is
 * a copy of s (len bytes) in which each screen's "4K" is overwritten
 * with blanks, the other sizes left; the count blanked is returned.
 */
int testname_screen_sizes(const char *s, size_t len, char *blank);

/*
 * CrystalDiskMark's test labels, as every version printed them: shared
 * vocabulary of the CrystalDiskMark and KDiskMark importers and of hand
 * tables that copy an export's labels ("Sequential Read (Q= 32,T= 1)").
 * What each version's labels mean is documented, with its sources, in
 * ingest/diskmark.c, which implements diskmark_label().
 */

/* What one test label means, as the version that printed it defines it. */
struct diskmark_test {
	/* cond.op from the label (CDM 3-6); UNKNOWN: the section's;
	   cond.mix_read_pct and cond.direct unused */
	struct iodb_cond cond;
	int spaced; /* "1 MiB" with a blank: KDiskMark's way, not CDM's */
	/* the label states the block size ("SEQ 1MiB", "Random Read 4KiB"),
	   not known only from what a CrystalDiskMark version ran */
	int sized;
	/* CrystalDiskMark 3's bare "Sequential Read" / "Sequential Write"
	   (no size, no queue): words anyone types for a sequential test */
	int bare;
	char name[32]; /* canonical: "SEQ1M Q8T1", "RND4K Q32T16" */
};

/*
 * Parse a test label (s, len bytes: the text before the ':' of a result
 * line, blanks allowed around it) into *t.  Returns 0, or -EINVAL when
 * the text is no diskmark test label.  Keeps no pointer into s.
 */
int diskmark_label(const char *s, size_t len, struct diskmark_test *t);

#endif
