/*
 * HD Tune / HD Tune Pro copied results: the corpus files with every
 * MANIFEST.tsv figure, Pro blocks (write, random access, several drives),
 * detection and malformed input.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/collect.h"
#include "tests/t.h"

struct ht_expect {
	const char *file;
	const char *drive;
	double min, max, avg, access_ms, burst, cpu; /* as printed */
};

/* HD Tune's MB is taken as 10^6 bytes (see ingest/hdtune.c). */
#define MBS(x) ((x)*1e6)

static void check_bench(const struct ht_expect *e)
{
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_file(&c, NULL, t_shared(e->file), 0);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 1);
	if (c.n_runs) {
		T_STR(c.runs[0].format, "hdtune");
		T_STR(c.runs[0].tool, "HD Tune");
		T_STR(c.runs[0].tool_version, NULL);
		T_STR(c.runs[0].device, e->drive);
		T_INT(c.runs[0].line_from, 1);
		T_INT(c.runs[0].line_to, 7);
	}
	r = t_find(&c, IODB_OP_READ, "Benchmark", NULL);
	if (r) {
		T_INT(r->cond.pattern, IODB_PATTERN_SEQ);
		T_NEAR(r->bw_bytes, MBS(e->avg), 1e-12);
		T_NEAR(t_extra(r, "transfer_rate_min"), MBS(e->min), 1e-12);
		T_NEAR(t_extra(r, "transfer_rate_max"), MBS(e->max), 1e-12);
		T_NEAR(t_extra(r, "burst_rate"), MBS(e->burst), 1e-12);
		if (isnan(e->access_ms))
			T_OK(isnan(r->access_time_ns));
		else
			T_NEAR(r->access_time_ns, e->access_ms * 1e6, 1e-12);
		T_NEAR(t_extra(r, "cpu_usage_pct"), e->cpu, 1e-12);
		T_OK(isnan(r->cpu_sys) && isnan(r->cpu_usr) && isnan(r->iops));
		T_INT(r->line_from, 2);
		T_INT(r->line_to, 7);
	}
	t_collect_free(&c);
}

T_TEST(t_hdtune_habeebq_1)
{
	static const struct ht_expect e = {"corpus/hdtune/hdtune-habeebq-1.txt",
					   "Samsung SSD 840 EVO 120G",
					   1.0,
					   449.1,
					   308.1,
					   0.4,
					   196.7,
					   27.2};

	check_bench(&e);
}

T_TEST(t_hdtune_habeebq_2)
{
	static const struct ht_expect e = {"corpus/hdtune/hdtune-habeebq-2.txt",
					   "SAMSUNG HD502HJ",
					   72.0,
					   136.4,
					   113.4,
					   13.6,
					   176.3,
					   26.4};

	check_bench(&e);
}

T_TEST(t_hdtune_habeebq_3_zero_access)
{
	static const struct ht_expect e = {"corpus/hdtune/hdtune-habeebq-3.txt",
					   "SanDisk SDSSDA240G", 180.2, 235.4,
					   223.6,
					   /* "0.0 ms": under HD Tune's display
					    * resolution, unknown */
					   NAN, 72.8, 1.5};

	check_bench(&e);
}

static const char pro[] =
    "HD Tune Pro: SATA SAMSUNG HD103UJ Benchmark\r\n"
    "Test capacity: full\r\n"
    "\r\n"
    "Read transfer rate\r\n"
    "Transfer Rate Minimum : 51.6 MB/s\r\n"
    "Transfer Rate Maximum : 111.4 MB/s\r\n"
    "Transfer Rate Average : 89.4 MB/s\r\n"
    "Access Time           : 13.6 ms\r\n"
    "Burst Rate            : 132.0 MB/s\r\n"
    "CPU Usage             : -1.0%\r\n"
    "\r\n"
    "Write transfer rate\r\n"
    "Transfer Rate Minimum : 40.1 MB/s\r\n"
    "Transfer Rate Maximum : 100.2 MB/s\r\n"
    "Transfer Rate Average : 80.3 MB/s\r\n"
    "Access Time           : 14.1 ms\r\n"
    "Burst Rate            : 130.5 MB/s\r\n"
    "CPU Usage             : 2.5%\r\n"
    "\r\n"
    "HD Tune Pro: WDC WD10EARS Random Access\r\n"
    "Test capacity: full\r\n"
    "\r\n"
    "Read test\r\n"
    "\r\n"
    "Transfer size   operations / sec   avg. access time   max. access "
    "time   avg. speed\r\n"
    "512 bytes       70 IOPS            14.264 ms          27.351 ms    "
    "      0.034 MB/s\r\n"
    "4 KB            69 IOPS            14.379 ms          26.618 ms    "
    "      0.271 MB/s\r\n"
    "64 KB           67 IOPS            14.883 ms          27.690 ms    "
    "      4.199 MB/s\r\n"
    "1 MB            45 IOPS            22.107 ms          37.095 ms    "
    "      45.234 MB/s\r\n"
    "Random          52 IOPS            19.078 ms          34.130 ms    "
    "      26.712 MB/s\r\n"
    "\r\n"
    "HD Tune Pro: WDC WD10EARS File Benchmark\r\n"
    "something we do not import\r\n";

T_TEST(t_hdtune_pro_blocks)
{
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_buf(&c, NULL, "pro.txt", pro, sizeof(pro) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 2);
	T_INT(c.n_res, 7);
	T_INT(c.warnings, 1); /* the File Benchmark block */
	if (c.n_runs == 2) {
		T_STR(c.runs[0].tool_version, "Pro");
		T_STR(c.runs[0].device, "SATA SAMSUNG HD103UJ");
		T_STR(c.runs[1].device, "WDC WD10EARS");
		T_INT(c.runs[1].line_from, 20);
		T_INT(c.runs[1].line_to, 30);
	}
	r = t_find(&c, IODB_OP_READ, "Benchmark", NULL);
	if (r) {
		T_DBL(r->bw_bytes, 89.4e6);
		T_OK(isnan(t_extra(r, "cpu_usage_pct"))); /* -1.0%: none */
		T_INT(r->line_from, 5);
	}
	r = t_find(&c, IODB_OP_WRITE, "Benchmark", NULL);
	if (r) {
		T_DBL(r->bw_bytes, 80.3e6);
		T_DBL(t_extra(r, "burst_rate"), 130.5e6);
		T_DBL(r->access_time_ns, 14.1e6);
		T_DBL(t_extra(r, "cpu_usage_pct"), 2.5);
	}
	r = t_find(&c, IODB_OP_READ, "Random Access", "4 KB");
	if (r) {
		T_INT(r->cond.bs, 4096);
		T_INT(r->cond.pattern, IODB_PATTERN_RAND);
		T_DBL(r->iops, 69);
		T_DBL(r->access_time_ns, 14.379e6);
		T_DBL(t_extra(r, "max_access_time"), 26.618e6);
		/* 69 IOPS x 4 KiB = 0.2695 x 2^20 (0.2826 x 10^6): this
		 * table's rows fit MB = 2^20 bytes only */
		T_DBL(r->bw_bytes, 0.271 * 1048576);
	}
	r = t_find(&c, IODB_OP_READ, "Random Access", "512 bytes");
	if (r)
		T_INT(r->cond.bs, 512);
	r = t_find(&c, IODB_OP_READ, "Random Access", "1 MB");
	if (r)
		T_INT(r->cond.bs, 1048576);
	r = t_find(&c, IODB_OP_READ, "Random Access", "Random");
	if (r) {
		T_INT(r->cond.bs, -1);
		/* no size to check: the table's MB */
		T_DBL(r->bw_bytes, 26.712 * 1048576);
	}
	t_collect_free(&c);
}

T_TEST(t_hdtune_probe)
{
	const struct ingest_format *ht = ingest_find("hdtune");
	static const char *const others[] = {
	    "corpus/cdm/cdm-homeit-2.txt",
	    "corpus/kdiskmark/kdiskmark-readme-1.txt",
	    "corpus/iozone/iozone-oscomp-1.txt",
	};

	T_OK(ht != NULL);
	if (!ht)
		return;
	for (int i = 1; i <= 3; i++) {
		char rel[64];
		size_t len;
		char *buf;

		snprintf(rel, sizeof(rel),
			 "corpus/hdtune/hdtune-habeebq-%d.txt", i);
		buf = t_read_file(t_shared(rel), &len);
		T_OK(buf && ht->probe(buf, len) >= 90);
		T_OK(buf && ingest_detect(buf, len, NULL) == ht);
		free(buf);
	}
	for (size_t i = 0; i < sizeof(others) / sizeof(others[0]); i++) {
		size_t len;
		char *buf = t_read_file(t_shared(others[i]), &len);

		T_OK(buf && ht->probe(buf, len) == 0);
		free(buf);
	}
	T_INT(ht->probe("HD Tune is great: I love it\n", 28), 0);
}

static void expect_error(const char *text, long line)
{
	t_expect_error("hdtune", text, line);
}

/* A damaged line: a warning at bad.txt:LINE, n results from the rest. */
static void expect_skip(const char *text, size_t n, long line)
{
	t_expect_skip("hdtune", text, n, line);
}

T_TEST(t_hdtune_malformed)
{
	/* nothing importable */
	expect_error("    HD Tune: X Benchmark\n", 1);
	expect_error("HD Tune: X Benchmark\n"
		     "Transfer Rate Minimum : 1.x MB/sec\n",
		     1);
	expect_error("", 1);
	/* garbage in one number: that line is skipped */
	expect_skip("HD Tune: X Benchmark\n"
		    "Transfer Rate Minimum : 1.0 MB/sec\n"
		    "Transfer Rate Maximum : 44x9.1 MB/sec\n"
		    "Transfer Rate Average : 308.1 MB/sec\n",
		    1, 3);
	/* no average: the rate is unknown, the minimum is kept */
	expect_skip("HD Tune: X Benchmark\n"
		    "Transfer Rate Minimum : 1.0 MB/sec\n",
		    1, 2);
	/* a random access row garbled: skipped */
	expect_skip("HD Tune Pro: X Random Access\n"
		    "4 KB            69 IOPS            14.379 ms\n"
		    "64 KB           6z IOPS            14.883 ms\n",
		    1, 3);
	/* file benchmark rows without the header naming the columns */
	expect_skip("HD Tune Pro: X File Benchmark\n"
		    "4 KB     30.1 MB/s     80.2 MB/s\n"
		    "HD Tune Pro: X Benchmark\n"
		    "Transfer Rate Average : 308.1 MB/s\n",
		    1, 2);
}

/* One pasted variation and one result of it. */
struct ht_case {
	const char *name, *text;
	size_t n_res;
	enum iodb_op op;
	const char *job, *test;
	enum iodb_pattern pattern;
	long bs;
	double bw, iops, access_ns, min, cpu;
	const char *device;
};

static const struct ht_case cases[] = {
    {"free edition, partial: average and access time only",
     "Transfer Rate Average : 113.4 MB/sec\n"
     "Access Time           : 13.6 ms\n",
     1, IODB_OP_READ, "Benchmark", NULL, IODB_PATTERN_SEQ, -1, 113.4e6, NAN,
     13.6e6, NAN, NAN, NULL},
    {"pro, write transfer rate, colons packed, decimal commas",
     "HD Tune Pro 5.75: ST2000DM008-2FR102 Benchmark\n"
     "\n"
     "Test capacity: full\n"
     "\n"
     "Write transfer rate\n"
     "Transfer Rate Minimum: 95,2 MB/s\n"
     "Transfer Rate Maximum: 220,7 MB/s\n"
     "Transfer Rate Average: 171,3 MB/s\n"
     "Access Time: 12,1 ms\n"
     "Burst Rate: 180,4 MB/s\n"
     "CPU Usage: 3,1%\n",
     1, IODB_OP_WRITE, "Benchmark", NULL, IODB_PATTERN_SEQ, -1, 171.3e6, NAN,
     12.1e6, 95.2e6, 3.1, "ST2000DM008-2FR102"},
    {"random access table pasted alone, partial rows",
     "Transfer size   operations / sec   avg. access time   max. access "
     "time   avg. speed\n"
     "512 bytes       8735 IOPS          0.114 ms           0.434 ms   "
     "        4.265 MB/s\n"
     "4 KB            7718 IOPS          0.129 ms\n",
     2, IODB_OP_READ, "Random Access", "4 KB", IODB_PATTERN_RAND, 4096, NAN,
     7718, 0.129e6, NAN, NAN, NULL},
    {"file benchmark, read and write columns",
     "HD Tune Pro: Samsung SSD 870 EVO 1TB File Benchmark\n"
     "\n"
     "Transfer size     Read          Write\n"
     "0.5 KB            12.345 MB/s   10.120 MB/s\n"
     "64 KB             480.100 MB/s  455.250 MB/s\n"
     "4 KB random single  30.100 MB/s  80.200 MB/s\n",
     6, IODB_OP_WRITE, "File Benchmark", "64 KB", IODB_PATTERN_SEQ, 65536,
     455.25e6, NAN, NAN, NAN, NAN, "Samsung SSD 870 EVO 1TB"},
    {"file benchmark, random single read",
     "HD Tune Pro: Samsung SSD 870 EVO 1TB File Benchmark\n"
     "Transfer size     Read          Write\n"
     "4 KB random single  30.100 MB/s  80.200 MB/s\n",
     2, IODB_OP_READ, "File Benchmark", "4 KB random single", IODB_PATTERN_RAND,
     4096, 30.1e6, NAN, NAN, NAN, NAN, "Samsung SSD 870 EVO 1TB"},
    {"free edition flattened onto one line",
     "HD Tune: SAMSUNG HD502HJ Benchmark Transfer Rate Minimum : 72.0 "
     "MB/sec Transfer Rate Maximum : 136.4 MB/sec Transfer Rate Average : "
     "113.4 MB/sec Access Time : 13.6 ms Burst Rate : 176.3 MB/sec CPU "
     "Usage : 26.4%\n",
     1, IODB_OP_READ, "Benchmark", NULL, IODB_PATTERN_SEQ, -1, 113.4e6, NAN,
     13.6e6, 72.0e6, 26.4, "SAMSUNG HD502HJ"},
};

T_TEST(t_hdtune_variations)
{
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct ht_case *k = &cases[i];
		struct t_collect c;
		const struct iodb_result *r;
		char msg[4096];

		t_collect_msg(&c, NULL, "v.txt", k->text, strlen(k->text), msg,
			      sizeof(msg));
		if (c.ret || c.n_res != k->n_res)
			T_FAIL("%s: ret %d, %zu results: %s", k->name, c.ret,
			       c.n_res, msg);
		T_STR(c.n_runs ? c.runs[0].format : NULL, "hdtune");
		r = t_find(&c, k->op, k->job, k->test);
		if (r) {
			T_INT(r->cond.pattern, k->pattern);
			T_INT(r->cond.bs, k->bs);
			T_NEAR(r->bw_bytes, k->bw, 1e-12);
			T_NEAR(r->iops, k->iops, 1e-12);
			T_NEAR(r->access_time_ns, k->access_ns, 1e-12);
			T_NEAR(t_extra(r, "transfer_rate_min"), k->min, 1e-12);
			T_NEAR(t_extra(r, "cpu_usage_pct"), k->cpu, 1e-12);
		}
		if (c.n_runs)
			T_STR(c.runs[0].device, k->device);
		t_collect_free(&c);
	}
}

/* 0 MB/s and 0 IOPS are tests HD Tune did not run: no results. */
T_TEST(t_hdtune_not_run_is_no_result)
{
	static const char in[] =
	    "HD Tune Pro: WDC WD10EZEX Random Access\n"
	    "Read test\n"
	    "Transfer size   operations / sec   avg. access time   max. "
	    "access time   avg. speed\n"
	    "512 bytes       0 IOPS          0.000 ms           0.000 ms "
	    "0.000 MB/s\n"
	    "4 KB            69 IOPS          14.379 ms           26.618 ms "
	    "0.271 MB/s\n";
	struct t_collect c;

	t_collect_buf(&c, "hdtune", "ra.txt", in, sizeof(in) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.bs, 4096);
		T_DBL(c.res[0].r.iops, 69);
		/* 69 x 4096 = 0.2695 x 2^20: the row's MB is 2^20 */
		T_DBL(c.res[0].r.bw_bytes, 0.271 * 1048576);
	}
	t_collect_free(&c);
}

/*
 * The random access table shows its own MB: IOPS x transfer size beside
 * the speed.  Rows fitting only 2^20 make the whole table 2^20 (the
 * "Random" row too); rows fitting only 10^6 keep 10^6; a row fitting
 * neither loses its speed (garbled), and a table whose rows disagree
 * keeps no speed at all.
 */
T_TEST(t_hdtune_random_access_mb_from_rows)
{
	static const char bin[] =
	    "HD Tune Pro: Samsung SSD 860 EVO 500GB Random Access\n"
	    "Read test\n"
	    "Transfer size   operations / sec   avg. access time   max. "
	    "access time   avg. speed\n"
	    "512 bytes       6617 IOPS          0.151 ms           0.657 ms  "
	    "         3.231 MB/s\n"
	    "4 KB            6129 IOPS          0.163 ms           0.744 ms  "
	    "         23.945 MB/s\n"
	    "1 MB            185 IOPS           5.404 ms           6.476 ms  "
	    "         185.064 MB/s\n"
	    "Random          352 IOPS           2.833 ms           6.017 ms  "
	    "         178.884 MB/s\n";
	static const char dec[] =
	    "HD Tune Pro: Made Up Disk Random Access\n"
	    "Transfer size   operations / sec   avg. access time   max. "
	    "access time   avg. speed\n"
	    "4 KB            6129 IOPS          0.163 ms           0.744 ms  "
	    "         25.104 MB/s\n"
	    "1 MB            185 IOPS           5.404 ms           6.476 ms  "
	    "         193.987 MB/s\n"
	    "Random          352 IOPS           2.833 ms           6.017 ms  "
	    "         178.884 MB/s\n";
	static const char bad[] =
	    "HD Tune Pro: Made Up Disk Random Access\n"
	    "Transfer size   operations / sec   avg. access time   max. "
	    "access time   avg. speed\n"
	    "4 KB            6129 IOPS          0.163 ms           0.744 ms  "
	    "         23.945 MB/s\n"
	    "1 MB            185 IOPS           5.404 ms           6.476 ms  "
	    "         85.064 MB/s\n";
	static const char mixed[] =
	    "HD Tune Pro: Made Up Disk Random Access\n"
	    "Transfer size   operations / sec   avg. access time   max. "
	    "access time   avg. speed\n"
	    "4 KB            6129 IOPS          0.163 ms           0.744 ms  "
	    "         23.945 MB/s\n"
	    "1 MB            185 IOPS           5.404 ms           6.476 ms  "
	    "         193.987 MB/s\n";
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_buf(&c, "hdtune", "bin.txt", bin, sizeof(bin) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 4);
	T_INT(c.warnings, 0);
	r = t_find(&c, IODB_OP_READ, "Random Access", "4 KB");
	if (r) {
		T_DBL(r->iops, 6129);
		T_DBL(r->bw_bytes, 23.945 * 1048576);
	}
	r = t_find(&c, IODB_OP_READ, "Random Access", "512 bytes");
	if (r)
		T_DBL(r->bw_bytes, 3.231 * 1048576);
	r = t_find(&c, IODB_OP_READ, "Random Access", "Random");
	if (r)
		T_DBL(r->bw_bytes, 178.884 * 1048576);
	t_collect_free(&c);

	t_collect_buf(&c, "hdtune", "dec.txt", dec, sizeof(dec) - 1, 1);
	T_INT(c.n_res, 3);
	T_INT(c.warnings, 0);
	r = t_find(&c, IODB_OP_READ, "Random Access", "1 MB");
	if (r)
		T_DBL(r->bw_bytes, 193.987e6);
	r = t_find(&c, IODB_OP_READ, "Random Access", "Random");
	if (r)
		T_DBL(r->bw_bytes, 178.884e6);
	t_collect_free(&c);

	t_collect_buf(&c, "hdtune", "bad.txt", bad, sizeof(bad) - 1, 1);
	T_INT(c.n_res, 2);
	T_INT(c.warnings, 1);
	r = t_find(&c, IODB_OP_READ, "Random Access", "1 MB");
	if (r) {
		T_DBL(r->iops, 185);
		T_OK(isnan(r->bw_bytes));
	}
	r = t_find(&c, IODB_OP_READ, "Random Access", "4 KB");
	if (r)
		T_DBL(r->bw_bytes, 23.945 * 1048576);
	t_collect_free(&c);

	t_collect_buf(&c, "hdtune", "mixed.txt", mixed, sizeof(mixed) - 1, 1);
	T_INT(c.n_res, 2);
	T_INT(c.warnings, 1);
	for (size_t i = 0; i < c.n_res; i++)
		T_OK(isnan(c.res[i].r.bw_bytes));
	t_collect_free(&c);
}

/* Translated HD Tune Pro: the keys told by their words under a header,
 * the units translated too, a direction line above; translated keys
 * pasted without their header are not read. */
static const char translated[] =
    "HD Tune Pro: WDC WD10EZEX-08WN4A0 Leistungstest\n"
    "Schreib-Transferrate\n"
    "Transferrate Minimum : 58,1 MB/s\n"
    "Transferrate Maximum : 195,2 MB/s\n"
    "Transferrate Durchschnitt : 148,3 MB/s\n"
    "Zugriffszeit : 12,9 ms\n"
    "Burst-Rate : 188,0 MB/s\n"
    "CPU-Auslastung : 2,3%\n"
    "\n"
    "HD Tune: ST3500418AS Benchmark\n"
    "\xd0\xa1\xd0\xba\xd0\xbe\xd1\x80\xd0\xbe\xd1\x81\xd1\x82\xd1\x8c "
    "\xd1\x81\xd1\x80\xd0\xb5\xd0\xb4\xd0\xbd\xd1\x8f\xd1\x8f : 98.7 "
    "\xd0\x9c\xd0\x91/\xd1\x81\n" /* Скорость средняя : 98.7 МБ/с */
    "\xd0\x92\xd1\x80\xd0\xb5\xd0\xbc\xd1\x8f "
    "\xd0\xb4\xd0\xbe\xd1\x81\xd1\x82\xd1\x83\xd0\xbf\xd0\xb0 : 14.2 "
    "\xd0\xbc\xd1\x81\n"	    /* Время доступа : 14.2 мс */
    "Minimum Maximum : 1.0 MB/s\n"; /* two meanings: no key */

T_TEST(t_hdtune_translated)
{
	static const char headless[] = "Durchschnitt : 148,3 MB/s\n"
				       "Zugriffszeit : 12,9 ms\n";
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_buf(&c, NULL, "de.txt", translated, sizeof(translated) - 1,
		      1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 2);
	if (c.n_runs == 2) {
		T_STR(c.runs[0].device, "WDC WD10EZEX-08WN4A0");
		T_STR(c.runs[1].device, "ST3500418AS");
	}
	r = t_find(&c, IODB_OP_WRITE, "Benchmark", NULL);
	if (r) {
		T_DBL(r->bw_bytes, 148.3e6);
		T_DBL(r->access_time_ns, 12.9e6);
		T_DBL(t_extra(r, "transfer_rate_min"), 58.1e6);
		T_DBL(t_extra(r, "transfer_rate_max"), 195.2e6);
		T_DBL(t_extra(r, "burst_rate"), 188.0e6);
		T_DBL(t_extra(r, "cpu_usage_pct"), 2.3);
	}
	r = t_find(&c, IODB_OP_READ, "Benchmark", NULL);
	if (r) {
		T_DBL(r->bw_bytes, 98.7e6);
		T_DBL(r->access_time_ns, 14.2e6);
		T_OK(isnan(t_extra(r, "transfer_rate_min")));
	}
	t_collect_free(&c);
	t_collect_buf(&c, "hdtune", "headless.txt", headless,
		      sizeof(headless) - 1, 1);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
}

/* French: lowercase key words ("Taux de transfert minimum"), "Mo/s",
 * "Débit en rafale". */
T_TEST(t_hdtune_translated_fr)
{
	static const char text[] = "HD Tune Pro: ST1000DM003 Benchmark\n"
				   "Taux de transfert minimum : 61,2 Mo/s\n"
				   "Taux de transfert maximum : 202,5 Mo/s\n"
				   "Taux de transfert moyen : 153,7 Mo/s\n"
				   "Temps d'acc\xc3\xa8s : 12,3 ms\n"
				   "D\xc3\xa9"
				   "bit en rafale : 211,4 Mo/s\n"
				   "Utilisation CPU : 1,9%\n";
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_buf(&c, NULL, "fr.txt", text, sizeof(text) - 1, 1);
	T_INT(c.ret, 0);
	r = t_find(&c, IODB_OP_READ, "Benchmark", NULL);
	if (r) {
		T_DBL(r->bw_bytes, 153.7e6);
		T_DBL(r->access_time_ns, 12.3e6);
		T_DBL(t_extra(r, "transfer_rate_min"), 61.2e6);
		T_DBL(t_extra(r, "transfer_rate_max"), 202.5e6);
		T_DBL(t_extra(r, "burst_rate"), 211.4e6);
		T_DBL(t_extra(r, "cpu_usage_pct"), 1.9);
	}
	t_collect_free(&c);
}
