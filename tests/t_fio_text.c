/*
 * fio's normal text output: the corpus files (MANIFEST.tsv figures),
 * malformed input, the text around the output, the command line and job
 * file conditions, and the cross-check of samples/fio-text/ against the
 * JSON fio wrote in the same run.
 */
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "ingest/fio_options.h"
#include "model/units.h"
#include "tests/collect.h"
#include "tests/t.h"

#define KIB 1024.0
#define MIB (1024.0 * 1024.0)

static const char *corpus(const char *name)
{
	static char buf[512];

	snprintf(buf, sizeof(buf), "corpus/fio-text/%s", name);
	return t_shared(buf);
}

static int load(struct t_collect *c, const char *name)
{
	return t_collect_file(c, "fio-text", corpus(name), 0);
}

T_TEST(t_fio_text_azurefile)
{
	struct t_collect c;
	const struct iodb_result *r, *w;

	T_INT(load(&c, "fio-text-azurefile-1.txt"), 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 2);
	if (c.n_runs != 1 || c.n_res != 2)
		goto out;
	T_STR(c.runs[0].format, "fio-text");
	T_STR(c.runs[0].tool, "fio");
	T_STR(c.runs[0].tool_version, "fio-3.25");
	T_OK(c.runs[0].command &&
	     !strncmp(c.runs[0].command, "fio --randrepeat=1 --ioengine", 29));
	r = t_find(&c, IODB_OP_READ, "fiotest", NULL);
	w = t_find(&c, IODB_OP_WRITE, "fiotest", NULL);
	if (!r || !w)
		goto out;
	T_DBL(r->iops, 760);
	T_DBL(r->bw_bytes, 3043 * KIB);
	T_DBL(r->io_bytes, 768 * MIB);
	T_DBL(r->runtime_ns, 258306e6);
	T_DBL(w->iops, 254);
	T_DBL(w->bw_bytes, 1017 * KIB);
	T_DBL(w->io_bytes, 256 * MIB);
	T_DBL(t_extra(r, "issued"), 196498);
	T_DBL(t_extra(w, "issued"), 65646);
	/* --gtod_reduce=1: no latency at all */
	T_OK(isnan(r->clat.mean) && isnan(r->lat.mean) && isnan(r->slat.min));
	T_INT(r->n_clat_pct, 0);
	/* conditions: header (rw, bs, iodepth) and command (direct, mix) */
	T_INT(r->cond.pattern, IODB_PATTERN_RAND);
	T_INT(r->cond.bs, 4096);
	T_INT(r->cond.iodepth, 64);
	T_INT(r->cond.numjobs, 1);
	T_INT(r->cond.direct, 1);
	T_DBL(r->cond.mix_read_pct, 75);
	T_DBL(w->cond.mix_read_pct, 75);
	T_DBL(r->cpu_usr, 0.50);
	T_DBL(r->cpu_sys, 2.58);
	T_DBL(t_extra(r, "bw_mean"), 3063.66 * KIB);
	T_DBL(t_extra(w, "iops_samples"), 513);
	T_DBL(t_run_extra(&c.runs[0], "group0.read.bw"), 3043 * KIB);
	T_DBL(t_run_extra(&c.runs[0], "group0.read.io"), 768 * MIB);
	T_DBL(t_run_extra(&c.runs[0], "group0.write.bw"), 1017 * KIB);
	T_DBL(t_run_extra(&c.runs[0], "group0.write.io"), 256 * MIB);
	T_DBL(t_run_extra(&c.runs[0], "group0.write.run_max"), 258306e6);
	T_INT(r->line_from, 6);
	T_INT(r->line_to, 18);
	T_OK(c.runs[0].options_json &&
	     strstr(c.runs[0].options_json, "\"size\":1073741824"));
out:
	t_collect_free(&c);
}

T_TEST(t_fio_text_badgerbench_v2)
{
	struct t_collect c;
	const struct iodb_result *r;

	T_INT(load(&c, "fio-text-badgerbench-1.txt"), 0);
	T_INT(c.n_res, 1);
	r = t_find(&c, IODB_OP_READ, "randread", NULL);
	if (!r || c.n_runs != 1)
		goto out;
	T_STR(c.runs[0].tool_version, "fio-2.2.10");
	/* fio 2.x: KB and MB are binary */
	T_DBL(r->io_bytes, 32768 * MIB);
	T_DBL(r->bw_bytes, 371947 * KIB);
	T_DBL(r->iops, 92986);
	T_DBL(r->runtime_ns, 90213e6);
	T_INT(r->cond.numjobs, 16);
	T_INT(r->groupid, 0);
	T_INT(r->cond.bs, 4096);
	T_INT(r->cond.iodepth, 32);
	T_INT(r->cond.direct, 0);
	T_INT(r->cond.pattern, IODB_PATTERN_RAND);
	T_DBL(r->slat.mean, 163.54e3);
	T_DBL(r->clat.min, 1e3);
	T_DBL(r->clat.max, 69452e3);
	T_DBL(r->lat.stddev, 1958.18e3);
	T_INT(r->n_clat_pct, 17);
	if (r->n_clat_pct == 17) {
		T_DBL(r->clat_pct[0].pct, 1);
		T_DBL(r->clat_pct[0].ns, 3152e3);
		T_DBL(r->clat_pct[16].pct, 99.99);
		T_DBL(r->clat_pct[16].ns, 20096e3);
	}
	T_DBL(t_extra(r, "bw_min"), 18632 * KIB);
	T_DBL(t_extra(r, "bw_agg_pct"), 6.43);
	T_DBL(t_extra(r, "issued"), 8388608);
	T_DBL(t_extra(r, "latency_ms_10"), 60.93);
	T_DBL(t_run_extra(&c.runs[0], "group0.read.bw"), 371946 * KIB);
	T_DBL(t_run_extra(&c.runs[0], "group0.read.run_min"), 90213e6);
	T_DBL(t_run_extra(&c.runs[0], "group0.read.run_max"), 90213e6);
	T_DBL(t_run_extra(&c.runs[0], "disk.nvme0n1.util"), 100);
	T_DBL(t_run_extra(&c.runs[0], "disk.nvme0n1.read_ios"), 8386313);
out:
	t_collect_free(&c);
}

T_TEST(t_fio_text_cnblog_iops_as_printed)
{
	struct t_collect c;
	const struct iodb_result *w;

	T_INT(load(&c, "fio-text-cnblog31-1.txt"), 0);
	w = t_find(&c, IODB_OP_WRITE, "Rand_Write_Testing", NULL);
	if (!w || c.n_runs != 1)
		goto out;
	T_STR(c.runs[0].tool_version, "fio-3.1");
	T_DBL(w->iops, 22000); /* "22.0k" as printed, not recomputed */
	T_DBL(w->bw_bytes, 89.7 * MIB);
	T_DBL(w->io_bytes, 1024 * MIB);
	T_DBL(w->runtime_ns, 11412e6);
	T_DBL(w->clat.mean, 5548.08e3);
	T_INT(w->cond.iodepth, 128);
	T_INT(w->cond.direct, -1); /* no command line: unknown */
	T_DBL(t_extra(w, "issued"), 262144);
	T_DBL(t_run_extra(&c.runs[0], "group0.write.bw"), 89.7 * MIB);
	T_DBL(t_run_extra(&c.runs[0], "group0.write.io"), 1024 * MIB);
	T_DBL(t_run_extra(&c.runs[0], "group0.write.run_min"), 11412e6);
	T_DBL(t_run_extra(&c.runs[0], "disk.vdc.util"), 92.27);
out:
	t_collect_free(&c);
	T_INT(load(&c, "fio-text-cnblog31-2.txt"), 0);
	w = t_find(&c, IODB_OP_WRITE, "Write_PPS_Testing", NULL);
	if (w) {
		T_DBL(w->iops, 290);
		T_DBL(w->bw_bytes, 291 * MIB);
		T_DBL(w->io_bytes, 1024 * MIB);
		T_DBL(w->runtime_ns, 3521e6);
		T_DBL(w->clat.mean, 215.23e6); /* msec */
		T_DBL(w->clat_pct[0].ns, 52e6);
		T_INT(w->cond.bs, 1024 * 1024);
		T_INT(w->cond.pattern, IODB_PATTERN_SEQ);
	}
	if (c.n_runs == 1)
		T_DBL(t_run_extra(&c.runs[0], "group0.write.bw"), 291 * MIB);
	t_collect_free(&c);
}

T_TEST(t_fio_text_k8s_sync)
{
	struct t_collect c;
	const struct iodb_result *w;

	T_INT(load(&c, "fio-text-k8shomelab-1.txt"), 0);
	w = t_find(&c, IODB_OP_WRITE, "mytest", NULL);
	if (!w || c.n_runs != 1)
		goto out;
	T_DBL(w->iops, 4801);
	T_DBL(w->bw_bytes, 18.8 * MIB);
	T_DBL(w->io_bytes, 22.0 * MIB);
	T_DBL(w->runtime_ns, 1173e6);
	T_DBL(w->clat.min, 10519); /* nsec */
	T_DBL(w->lat.mean, 13731.86);
	T_DBL(t_extra(w, "sync_mean"), 192.48e3);
	T_DBL(t_extra(w, "sync_max"), 345e3);
	T_DBL(t_extra(w, "sync_p99_99"), 347e3);
	T_DBL(t_extra(w, "iodepth_1"), 200.0);
	T_DBL(t_run_extra(&c.runs[0], "group0.write.bw"), 18.8 * MIB);
	T_DBL(t_run_extra(&c.runs[0], "group0.write.io"), 22.0 * MIB);
	T_DBL(t_run_extra(&c.runs[0], "group0.write.run_max"), 1173e6);
out:
	t_collect_free(&c);
}

T_TEST(t_fio_text_nbdcache_group_reporting)
{
	struct t_collect c;
	const struct iodb_result *r, *w;

	T_INT(load(&c, "fio-text-nbdcache-2.txt"), 0);
	T_INT(c.n_res, 2);
	r = t_find(&c, IODB_OP_READ, "job1", NULL);
	w = t_find(&c, IODB_OP_WRITE, "job1", NULL);
	if (!r || !w || c.n_runs != 1)
		goto out;
	T_STR(c.runs[0].tool_version, "fio-3.36-17-gafdde5");
	T_DBL(r->iops, 334);
	T_DBL(r->bw_bytes, 1340 * KIB);
	T_DBL(r->io_bytes, 157 * MIB);
	T_DBL(r->runtime_ns, 120213e6);
	T_DBL(r->clat.mean, 1457.17e6);
	T_DBL(r->slat.min, 12e3); /* usec */
	T_DBL(w->slat.min, 1364); /* nsec */
	T_DBL(w->iops, 337);
	T_DBL(w->bw_bytes, 1348 * KIB);
	T_DBL(w->io_bytes, 158 * MIB);
	T_DBL(w->clat.mean, 1563.82e6);
	T_INT(r->cond.numjobs, 4);
	T_INT(r->cond.iodepth, 256);
	T_DBL(t_extra(w, "latency_ms_ge2000"), 5.39);
	T_DBL(t_run_extra(&c.runs[0], "group0.read.bw"), 1340 * KIB);
	T_DBL(t_run_extra(&c.runs[0], "group0.read.io"), 157 * MIB);
	T_DBL(t_run_extra(&c.runs[0], "group0.write.bw"), 1348 * KIB);
	T_DBL(t_run_extra(&c.runs[0], "group0.write.io"), 158 * MIB);
out:
	t_collect_free(&c);
}

T_TEST(t_fio_text_rawstor_two_groups)
{
	struct t_collect c;
	const struct iodb_result *r, *w;

	T_INT(load(&c, "fio-text-rawstor-1.txt"), 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 2);
	r = t_find(&c, IODB_OP_READ, "randread", NULL);
	w = t_find(&c, IODB_OP_WRITE, "randwrite", NULL);
	if (!r || !w || c.n_runs != 1)
		goto out;
	T_INT(r->groupid, 0);
	T_INT(w->groupid, 1);
	T_DBL(r->iops, 6374);
	T_DBL(r->bw_bytes, 24.9 * MIB);
	T_DBL(r->io_bytes, 249 * MIB);
	T_DBL(r->runtime_ns, 10001e6);
	T_DBL(w->iops, 6446);
	T_DBL(w->bw_bytes, 25.2 * MIB);
	T_DBL(w->io_bytes, 252 * MIB);
	/* values kept as printed, however odd: clat msec > lat usec */
	T_DBL(r->clat.mean, 5126.52e6);
	T_DBL(r->lat.mean, 155.56e3);
	T_DBL(r->slat.max, 0);
	/* no header line: iodepth from "latency : ... depth=1" */
	T_INT(r->cond.iodepth, 1);
	/* no header line: the job's name "randread" names a random read
	 * (its direction line prints a read); it names no block size */
	T_INT(r->cond.pattern, IODB_PATTERN_RAND);
	T_INT(w->cond.pattern, IODB_PATTERN_RAND);
	T_INT(r->cond.bs, -1);
	T_DBL(t_run_extra(&c.runs[0], "group0.read.bw"), 24.9 * MIB);
	T_DBL(t_run_extra(&c.runs[0], "group0.read.io"), 249 * MIB);
	T_DBL(t_run_extra(&c.runs[0], "group1.write.bw"), 25.2 * MIB);
	T_DBL(t_run_extra(&c.runs[0], "group1.write.io"), 252 * MIB);
	T_DBL(t_run_extra(&c.runs[0], "disk.sda.util"), 0.20);
	T_DBL(t_run_extra(&c.runs[0], "disk.sda.write_sectors"), 146576);
out:
	t_collect_free(&c);
}

T_TEST(t_fio_text_every_corpus_file_imports)
{
	T_OK(t_corpus_dir_imports("fio-text", "fio-text") >= 7);
}

/* Parse buf with stderr captured into msg; returns the parser's status. */
static int parse_capture(const char *fmt, const char *buf, char *msg, size_t n)
{
	struct t_collect c;
	int ret = t_collect_msg(&c, fmt, "in.txt", buf, strlen(buf), msg, n);

	t_collect_free(&c);
	return ret;
}

/* The first n lines of a corpus file, with one substitution. */
static char *corpus_lines(const char *name, int n, const char *from,
			  const char *to)
{
	char *buf = t_read_file(corpus(name), NULL), *p, *out;
	int k = 0;

	if (!buf)
		return NULL;
	for (p = buf; *p && k < n; p++)
		if (*p == '\n')
			k++;
	*p = '\0';
	out = malloc(strlen(buf) + (to ? strlen(to) : 0) + 1);
	if (!out) {
		free(buf);
		return NULL;
	}
	strcpy(out, buf);
	if (from) {
		char *at = strstr(out, from);

		if (at) {
			const char *rest = strstr(buf, from) + strlen(from);

			strcpy(at, to);
			strcat(at, rest);
		}
	}
	free(buf);
	return out;
}

T_TEST(t_fio_text_errors)
{
	static const struct {
		int lines;
		const char *from, *to;
		const char *want; /* in the message */
	} cases[] = {
	    {22, "IOPS=760", "IOPS=7x60",
	     "in.txt:7:14: error: expected an IOPS figure"},
	    {22, "BW=1017KiB/s", "BW=10!7KiB/s",
	     "in.txt:10:23: error: expected a rate"},
	    {22, "total=196498,65646", "total=19x498,65646",
	     "in.txt:17:25: error: expected a count after 'total='"},
	    {22, "usr=0.50%", "usr=zero%",
	     "in.txt:13:22: error: expected a number after 'usr='"},
	    /* job headers but the results never came */
	    {5, NULL, NULL, "in.txt:2:1: error: expected the results of job"},
	    /* a direction line without its figures */
	    {22, "read: IOPS=760, BW=3043KiB/s (3116kB/s)(768MiB/258306msec)",
	     "read: nothing here",
	     "in.txt:7:8: error: expected 'IOPS=' or "
	     "'io=' in the 'read:' line"},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char *buf =
		    corpus_lines("fio-text-azurefile-1.txt", cases[i].lines,
				 cases[i].from, cases[i].to);
		char msg[1024];

		if (!buf) {
			T_FAIL("cannot read the azurefile sample");
			return;
		}
		T_OK(parse_capture("fio-text", buf, msg, sizeof(msg)) < 0);
		if (!strstr(msg, cases[i].want))
			T_FAIL("case %zu: message '%s' lacks '%s'", i, msg,
			       cases[i].want);
		free(buf);
	}
}

/*
 * A job's statistics side line ("bw (...)", "iops :") that cannot be read
 * costs that line only: a warning naming it, the job's result lines and
 * the group lines still import.
 */
T_TEST(t_fio_text_side_line_skipped)
{
	static const struct {
		const char *from, *to;
		const char *want; /* in the message */
	} cases[] = {
	    {"avg=3063.66", "avg=30a3.66",
	     "in.txt:8:57: warning: expected a number after 'avg=', found "
	     "'30a3.66': the line is skipped"},
	    {"bw (  KiB/s): min= 1424", "bw (  KiQ/s): min= 1424",
	     "in.txt:8:8: warning: expected a rate unit in 'bw (', found "
	     "'KiQ/s': the line is skipped"},
	    {"min=  100, max=  334", "min=  1OO, max=  334",
	     "in.txt:12:24: warning: expected a number after 'min=', found "
	     "'1OO': the line is skipped"},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char *buf = corpus_lines("fio-text-azurefile-1.txt", 22,
					 cases[i].from, cases[i].to);
		const struct iodb_result *r, *w;
		struct t_collect c;
		char msg[1024];

		if (!buf) {
			T_FAIL("cannot read the azurefile sample");
			return;
		}
		T_INT(t_collect_msg(&c, "fio-text", "in.txt", buf, strlen(buf),
				    msg, sizeof(msg)),
		      0);
		if (!strstr(msg, cases[i].want))
			T_FAIL("case %zu: message '%s' lacks '%s'", i, msg,
			       cases[i].want);
		T_INT(c.n_res, 2);
		r = t_find(&c, IODB_OP_READ, "fiotest", NULL);
		w = t_find(&c, IODB_OP_WRITE, "fiotest", NULL);
		T_OK(r && w);
		if (r && w) {
			T_DBL(r->iops, 760);
			T_DBL(w->bw_bytes, 1017 * KIB);
		}
		t_collect_free(&c);
		free(buf);
	}
}

T_TEST(t_fio_text_percentile_garbage)
{
	char *buf = corpus_lines("fio-text-cnblog31-1.txt", 40,
				 "30.00th=[ 2835]", "30.00th=[ 28x5]");
	char msg[1024];

	T_OK(buf != NULL);
	if (!buf)
		return;
	T_OK(parse_capture("fio-text", buf, msg, sizeof(msg)) < 0);
	T_OK(strstr(msg, "in.txt:13:") != NULL);
	free(buf);
}

T_TEST(t_fio_text_no_results)
{
	char msg[1024];

	T_OK(parse_capture("fio-text", "just some prose\nfio --version\n", msg,
			   sizeof(msg)) < 0);
	T_OK(strstr(msg, "expected fio job results") != NULL);
	T_INT(ingest_find("fio-text")->probe("dd: 1+0 records in\n", 19), 0);
}

/* Progress lines glued with \r, a job block glued after one, markdown
 * fences, prose, CRLF line ends, a "> " quote prefix. */
T_TEST(t_fio_text_surroundings)
{
	static const char text[] =
	    "Here is what I got on the NAS:\r\n"
	    "```\r\n"
	    "> $ sudo fio --name=job1 --rw=randrw --rwmixread=70 "
	    "--direct=1 --numjobs=4 --group_reporting --size=1G\r\n"
	    "job1: (g=0): rw=randrw, bs=(R) 4096B-4096B, (W) 4096B-4096B, "
	    "(T) 4096B-4096B, ioengine=libaio, iodepth=16\r\n"
	    "...\r\n"
	    "fio-3.28\r\n"
	    "Starting 4 processes\r\n"
	    "Jobs: 4 (f=4): [m(4)][4.9%][r=22.9MiB/s,w=7.6MiB/s]"
	    "[r=5862,w=1946 IOPS][eta 01m:54s]\r"
	    "Jobs: 4 (f=4): [m(4)][9.8%][r=21.1MiB/s,w=7.1MiB/s]"
	    "[r=5401,w=1817 IOPS][eta 01m:48s]\r"
	    "Jobs: 4 (f=4): [m(4)][100.0%][r=20.0MiB/s,w=6.9MiB/s]"
	    "[r=5120,w=1766 IOPS][eta 00m:00s]"
	    "job1: (groupid=0, jobs=4): err= 0: pid=9: Mon Jan  1 00:00:00 "
	    "2024\r\n"
	    "  read: IOPS=5371, BW=20.0MiB/s (21.0MB/s)(1259MiB/60003msec)"
	    "\r\n"
	    "  write: IOPS=1799, BW=7199KiB/s (7372kB/s)(422MiB/60003msec)"
	    "; 0 zone resets\r\n"
	    "  cpu          : usr=1.00%, sys=2.00%, ctx=1, majf=0, "
	    "minf=1\r\n"
	    "     issued rwts: total=322300,107980,0,0 short=0,0,0,0 "
	    "dropped=0,0,0,0\r\n"
	    "```\r\n"
	    "The write: numbers look low.\r\n";
	struct t_collect c;
	const struct iodb_result *r, *w;

	T_INT(t_collect_buf(&c, NULL, "nas.md", text, sizeof(text) - 1, 0), 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 2);
	r = t_find(&c, IODB_OP_READ, "job1", NULL);
	w = t_find(&c, IODB_OP_WRITE, "job1", NULL);
	if (r && w && c.n_runs == 1) {
		T_STR(c.runs[0].format, "fio-text");
		T_STR(c.runs[0].tool_version, "fio-3.28");
		T_OK(c.runs[0].command &&
		     !strncmp(c.runs[0].command, "fio --name=job1", 15));
		T_DBL(r->iops, 5371);
		T_DBL(r->bw_bytes, 20.0 * MIB);
		T_DBL(r->io_bytes, 1259 * MIB);
		T_DBL(w->bw_bytes, 7199 * KIB);
		T_DBL(w->runtime_ns, 60003e6);
		T_INT(r->cond.numjobs, 4);
		T_INT(r->cond.iodepth, 16);
		T_INT(r->cond.direct, 1);
		T_DBL(r->cond.mix_read_pct, 70);
		T_DBL(t_extra(w, "issued"), 107980);
		T_INT(r->line_from, 8); /* \r segments keep the line number */
	}
	t_collect_free(&c);
}

/* fio 2.0's layout: "fio 2.0.8", blanks before commas, "bw (KB/s)  :" */
T_TEST(t_fio_text_fio20_layout)
{
	static const char text[] =
	    "random-read: (g=0): rw=randread, bs=4K-4K/4K-4K, "
	    "ioengine=libaio, iodepth=8\n"
	    "fio 2.0.8\n"
	    "Starting 1 process\n"
	    "Jobs: 1 (f=1): [r] [100.0% done] [2432K/0K /s] [608 /0  iops] "
	    "[eta 00m:00s]\n"
	    "random-read: (groupid=0, jobs=1): err= 0: pid=2811\n"
	    "  read : io=131072KB, bw=2434.9KB/s, iops=608 , runt= "
	    "53831msec\n"
	    "    slat (usec): min=9 , max=159 , avg=17.02, stdev= 4.18\n"
	    "    clat (msec): min=1 , max=111 , avg=13.12, stdev= 9.44\n"
	    "     lat (msec): min=1 , max=111 , avg=13.14, stdev= 9.44\n"
	    "    clat percentiles (usec):\n"
	    "     |  1.00th=[ 2480],  5.00th=[ 3536], 10.00th=[ 4320]\n"
	    "    bw (KB/s)  : min= 2006, max= 2948, per=100.00%, "
	    "avg=2436.54, stdev=180.24\n"
	    "    lat (msec) : 2=2.51%, 4=4.37%, 10=39.37%, 20=36.94%\n"
	    "  cpu          : usr=0.87%, sys=2.65%, ctx=32650, majf=0, "
	    "minf=33\n"
	    "  IO depths    : 1=0.1%, 2=0.1%, 4=0.1%, 8=100.0%, 16=0.0%, "
	    "32=0.0%, >=64=0.0%\n"
	    "     issued    : total=r=32768/w=0/d=0, short=r=0/w=0/d=0\n"
	    "\n"
	    "Run status group 0 (all jobs):\n"
	    "   READ: io=131072KB, aggrb=2434KB/s, minb=2434KB/s, "
	    "maxb=2434KB/s, mint=53831msec, maxt=53831msec\n";
	struct t_collect c;
	const struct iodb_result *r;

	T_INT(t_collect_buf(&c, NULL, "old.txt", text, sizeof(text) - 1, 0), 0);
	r = t_find(&c, IODB_OP_READ, "random-read", NULL);
	if (r && c.n_runs == 1) {
		T_STR(c.runs[0].tool_version, "fio 2.0.8");
		T_DBL(r->io_bytes, 131072 * KIB);
		T_DBL(r->bw_bytes, 2434.9 * KIB);
		T_DBL(r->iops, 608);
		T_DBL(r->runtime_ns, 53831e6);
		T_DBL(r->slat.max, 159e3);
		T_DBL(r->clat.mean, 13.12e6);
		T_DBL(r->clat_pct[2].ns, 4320e3);
		T_DBL(t_extra(r, "bw_max"), 2948 * KIB);
		T_DBL(t_extra(r, "issued"), 32768);
		T_INT(r->cond.bs, 4096);
		T_INT(r->cond.iodepth, 8);
		T_DBL(t_run_extra(&c.runs[0], "group0.read.bw_max"),
		      2434 * KIB);
		T_DBL(t_run_extra(&c.runs[0], "group0.read.run_max"), 53831e6);
	}
	t_collect_free(&c);
}

/*
 * fio 2 prints its units in capitals only: a job's line with no capital
 * at all ("io=9812.5mb, bw=167460kb/s", a blog's lowercasing) reads as
 * fio's KB and MB (1024); one unit in lower case among capitals is no
 * line fio printed, and stays an error.
 */
T_TEST(t_fio_text_fio2_lowercased_line)
{
	static const char low[] =
	    "randread: (g=0): rw=randread, bs=4k-4k/4k-4k, ioengine=libaio, "
	    "iodepth=16\n"
	    "2.0.8\n"
	    "starting 1 process\n"
	    "randread: (groupid=0, jobs=1): err= 0: pid=2290\n"
	    "read : io=9812.5mb, bw=167460kb/s, iops=41865 , runt= "
	    "60002msec\n"
	    "clat (usec): min=41 , max=8120 , avg=380.22, stdev=96.50\n"
	    "bw (kb/s)  : min=150120, max=171240, per=100.00%, "
	    "avg=167501.10, stdev=3010.22\n"
	    "cpu          : usr=9.80%, sys=40.21%, ctx=2511873, majf=0, "
	    "minf=27\n"
	    "io depths    : 1=0.1%, 2=0.1%, 4=0.1%, 8=0.1%, 16=100.0%, "
	    "32=0.0%, >=64=0.0%\n";
	static const char mixed[] =
	    "randread: (groupid=0, jobs=1): err= 0: pid=2290\n"
	    "  read : io=9812.5MB, bw=167460kb/s, iops=41865 , runt= "
	    "60002msec\n";
	struct t_collect c;
	const struct iodb_result *r;

	T_INT(t_collect_buf(&c, NULL, "low.txt", low, sizeof(low) - 1, 0), 0);
	r = t_find(&c, IODB_OP_READ, "randread", NULL);
	T_OK(r != NULL);
	if (r) {
		T_DBL(r->io_bytes, 9812.5 * MIB);
		T_DBL(r->bw_bytes, 167460 * KIB);
		T_DBL(r->iops, 41865);
		T_DBL(t_extra(r, "bw_max"), 171240 * KIB);
	}
	t_collect_free(&c);
	T_OK(t_collect_buf(&c, NULL, "mixed.txt", mixed, sizeof(mixed) - 1,
			   1) != 0);
	T_INT((int)c.n_res, 0);
	t_collect_free(&c);
}

/* Two invocations in one file, each after its own command line. */
T_TEST(t_fio_text_several_runs)
{
	char *a = t_read_file(corpus("fio-text-cnblog31-1.txt"), NULL);
	char *b = t_read_file(corpus("fio-text-cnblog31-2.txt"), NULL);
	char *buf;
	struct t_collect c;

	if (!a || !b) {
		T_FAIL("cannot read the cnblog samples");
		free(a);
		free(b);
		return;
	}
	buf = malloc(strlen(a) + strlen(b) + 256);
	if (!buf) {
		free(a);
		free(b);
		return;
	}
	sprintf(buf,
		"# fio -name=x --direct=1 --rw=randwrite --size=1G\n"
		"[root@vm ~]# fio --direct=1 --name=Rand_Write_Testing "
		"--rw=randwrite --bs=4k --iodepth=128\n%s\n"
		"[root@vm ~]# fio --direct=0 --name=Write_PPS_Testing "
		"--bs=1024k --rw=write\n%s",
		a, b);
	T_INT(t_collect_buf(&c, "fio-text", "two.txt", buf, strlen(buf), 0), 0);
	T_INT(c.n_runs, 2);
	T_INT(c.n_res, 2);
	if (c.n_runs == 2 && c.n_res == 2) {
		T_INT(c.res[0].run, 0);
		T_INT(c.res[1].run, 1);
		T_INT(c.res[0].r.cond.direct, 1);
		T_INT(c.res[1].r.cond.direct, 0);
		T_DBL(c.res[0].r.iops, 22000);
		T_DBL(c.res[1].r.iops, 290);
		T_OK(strstr(c.runs[1].command, "Write_PPS") != NULL);
		T_INT(c.runs[1].line_from, 37); /* its header line */
	}
	t_collect_free(&c);
	free(buf);
	free(a);
	free(b);
}

/* The conditions of a job file given with --job-file (hint_command). */
struct hint_sink {
	int runs, results, direct_ok, bs_ok;
	const char *command;
};

static int hint_run(void *arg, const struct iodb_run *run)
{
	struct hint_sink *h = arg;

	h->runs++;
	h->command = run->command;
	return 0;
}

static int hint_result(void *arg, const struct iodb_result *res)
{
	struct hint_sink *h = arg;

	h->results++;
	h->direct_ok += res->cond.direct == 1;
	h->bs_ok += res->cond.bs == (!strcmp(res->job, "seqr") ? 65536 : 4096);
	return 0;
}

T_TEST(t_fio_text_job_file_hint)
{
	size_t len;
	char *txt = t_read_file("samples/fio-text/jobfile-two-jobs.txt", &len);
	char *job = t_read_file("samples/fio-text/jobfile-two-jobs.fio", NULL);
	struct hint_sink h = {0};
	struct ingest_ctx ctx = {.path = "jobfile-two-jobs.txt"};

	if (!txt || !job) {
		T_FAIL("samples/fio-text/jobfile-two-jobs.* missing");
		goto out;
	}
	ctx.sink.run = hint_run;
	ctx.sink.result = hint_result;
	ctx.sink.arg = &h;
	ctx.hint_command = job;
	T_INT(ingest_parse(&ctx, ingest_find("fio-text"), txt, len), 0);
	T_INT(h.runs, 1);
	T_INT(h.results, 3);
	T_INT(h.direct_ok, 3);
	T_INT(h.bs_ok, 3);
	T_OK(h.command == job);
out:
	free(txt);
	free(job);
}

T_TEST(t_fio_options_cmdline)
{
	static const char cmd[] =
	    "$ sudo fio --ioengine=libaio --direct=1 --size 2G \\\n"
	    "  --name=a --rw=randrw --rwmixwrite=30 --bs=4k,64k "
	    "--iodepth=8 --runtime=1m \\\n"
	    "  --name='b' --rw=read:8 --numjobs 4 --buffered=1 "
	    "--group_reporting | tee out.txt";
	struct fio_opts o;
	size_t cl;

	T_INT(fio_options_parse_cmdline(cmd, sizeof(cmd) - 1, "a", &o), 0);
	T_STR(o.name, "a");
	T_STR(o.rw, "randrw");
	T_DBL(o.cond.mix_read_pct, 70);
	T_INT(o.cond.bs, 4096);
	T_INT(o.bs_write, 65536);
	T_INT(o.cond.iodepth, 8);
	T_INT(o.cond.numjobs, -1);
	T_INT(o.cond.direct, 1);
	T_DBL(o.size, 2.0 * 1024 * MIB);
	T_DBL(o.runtime_ns, 60e9);
	T_STR(o.ioengine, "libaio");
	T_INT(o.group_reporting, -1);
	T_INT(fio_options_parse_cmdline(cmd, sizeof(cmd) - 1, "b", &o), 0);
	T_STR(o.rw, "read");
	T_INT(o.cond.numjobs, 4);
	T_INT(o.cond.direct, 0);
	T_INT(o.cond.bs, -1);
	T_INT(o.group_reporting, 1);
	T_DBL(o.runtime_ns, NAN);
	T_INT(fio_options_parse_cmdline("no options", 10, NULL, &o), -EINVAL);
	T_INT(fio_options_find_command("We ran fio with it", 18, &cl), -1);
	T_INT(fio_options_find_command("fio-3.25", 8, &cl), -1);
	T_INT(fio_options_find_command("root@h:~# fio job.fio", 21, &cl), 10);
	T_INT(cl, 11);
	T_INT(fio_options_find_command("`fio --bs=4k`", 13, &cl), 1);
	T_INT(cl, 11);
	T_INT(fio_options_find_command("run `fio --rw=read` first", 25, &cl),
	      5);
	T_INT(cl, 13);
	/* Windows */
	T_INT(fio_options_find_command("C:\\fio> fio.exe --bs=8k", 24, &cl), 8);
	T_INT(fio_options_parse_cmdline(".\\fio.exe --name=w --bs=8k", 26, NULL,
					&o),
	      0);
	T_INT(o.cond.bs, 8192);
	T_STR(o.name, "w");
	/* " \ " between words: a continuation a join made a blank; "\ "
	 * inside a word a quoted blank */
	static const char joined[] =
	    "fio --bs=4k \\ --name=r --rw=randread \\ --iodepth=4 "
	    "--filename=/mnt/my\\ disk/f";
	T_INT(fio_options_parse_cmdline(joined, sizeof(joined) - 1, "r", &o),
	      0);
	T_STR(o.rw, "randread");
	T_INT(o.cond.iodepth, 4);
	T_STR(o.filename, "/mnt/my disk/f");
}

T_TEST(t_fio_options_cut_command)
{
	struct fio_opts o;
	size_t cl;
	static const char a[] = "io --size=2G --direct=1 --numjobs=2";
	static const char b[] = "o  --rw=write --bs=1m --group_reporting  ";

	/* what a mail left of "fio ...": the offset of the first option */
	T_INT(fio_options_find_command(a, sizeof(a) - 1, &cl), 3);
	T_INT(cl, sizeof(a) - 4);
	T_INT(fio_options_find_command(b, sizeof(b) - 1, &cl), 3);
	T_INT(cl, 36);
	/* a word no fio option, one option alone, another word's rest, a
	 * flag that takes a value */
	T_INT(fio_options_find_command("io --size=2G --verbose=1", 24, &cl),
	      -1);
	T_INT(fio_options_find_command("io --size=2G", 12, &cl), -1);
	T_INT(fio_options_find_command("so --size=2G --bs=4k", 20, &cl), -1);
	T_INT(fio_options_find_command("io --size=2G --bs", 17, &cl), -1);
	T_INT(fio_options_find_command("io --size=2G --bs= --rw=read", 28, &cl),
	      -1);
	/* the options that name a job's file */
	T_INT(fio_options_parse_cmdline("fio --name=/dev/sdb --rw=read", 29,
					NULL, &o),
	      0);
	T_INT(o.file_set, 0);
	T_INT(fio_options_parse_cmdline("fio --directory=$D --name=/dev/sdb",
					34, NULL, &o),
	      0);
	T_INT(o.file_set, 1);
	T_INT(fio_options_parse_jobfile("[j]\nnrfiles=4\n", 14, NULL, &o), 0);
	T_INT(o.file_set, 1);
}

T_TEST(t_fio_options_command_from_variable)
{
	/* a script's options in a variable, its quoted value wrapped over
	 * lines (a '\\', then a mail's break without one) */
	static const char text[] = "OPTS=\"--rw=randread --bs=4k \\\n"
				   "      --iodepth=8\n"
				   "--direct=1\"\n"
				   "OTHER=$(cat opts.txt)\n"
				   "NOTOPTS=\"randread 4k\"\n"
				   "fio $OPTS --filename=/dev/sdb\n"
				   "fio ${OPTS} --name=x\n"
				   "fio \"$OPTS\"\n"
				   "fio $OTHER\n"
				   "fio $NOTOPTS\n"
				   "fio $UNSET --bs=4k\n"
				   "fio --bs=4k $OPTS\n";
	const char *at = strstr(text, "fio $OPTS");
	char *c = NULL;
	size_t cl;

	T_INT(fio_options_expand_command(text, at, at, strcspn(at, "\n"), &c),
	      0);
	T_STR(c, "fio --rw=randread --bs=4k --iodepth=8 --direct=1 "
		 "--filename=/dev/sdb");
	free(c);
	at = strstr(text, "fio ${OPTS}");
	T_INT(fio_options_expand_command(text, at, at, strcspn(at, "\n"), &c),
	      0);
	T_STR(c, "fio --rw=randread --bs=4k --iodepth=8 --direct=1 --name=x");
	free(c);
	at = strstr(text, "fio \"$OPTS\"");
	T_INT(fio_options_expand_command(text, at, at, strcspn(at, "\n"), &c),
	      0);
	free(c);
	/* a command's output, words no option, a variable not shown, no
	 * variable first: no command */
	at = strstr(text, "fio $OTHER");
	T_INT(fio_options_expand_command(text, at, at, strcspn(at, "\n"), &c),
	      -1);
	T_OK(c == NULL);
	at = strstr(text, "fio $NOTOPTS");
	T_INT(fio_options_expand_command(text, at, at, strcspn(at, "\n"), &c),
	      -1);
	at = strstr(text, "fio $UNSET");
	T_INT(fio_options_expand_command(text, at, at, strcspn(at, "\n"), &c),
	      -1);
	at = strstr(text, "fio --bs=4k $OPTS");
	T_INT(fio_options_expand_command(text, at, at, strcspn(at, "\n"), &c),
	      -1);
	/* "$(fio --version)" in an echo runs no job */
	T_INT(fio_options_find_command(
		  "echo \"fio version : $(fio --version)\"", 37, &cl),
	      -1);
}

T_TEST(t_fio_options_resolve_vars_defaults)
{
	/* set once above (an echo's "qd=${qd}" sets nothing), a default an
	 * optional argument may override, a loop's variable */
	static const char text[] =
	    "export BSZ=64k\n"
	    "qd=12\n"
	    "nj=3\n"
	    "[ -n \"$2\" ] && nj=$2\n"
	    "echo \"qd=${qd} bs=$BSZ\"\n"
	    "for rw in read write; do\n"
	    "fio --bs=${BSZ} --iodepth=$qd --numjobs=${nj} "
	    "--rw=$rw\n"
	    "done\n";
	static const char args[] = "\n./disk-run.sh 4k 7\n";
	char buf[sizeof(text) + sizeof(args)];
	const char *end = text + sizeof(text) - 1;
	char *c = fio_options_resolve_vars(
	    "fio --bs=${BSZ} --iodepth=$qd --numjobs=${nj} --rw=$rw", text, end,
	    end);

	T_STR(c, "fio --bs=64k --iodepth=12 --numjobs=3 --rw=$rw");
	free(c);
	/* the script shown run with figures: its arguments may have
	 * replaced the default; a program's words ("./trace ext4_sync")
	 * are none */
	memcpy(buf, text, sizeof(text) - 1);
	memcpy(buf + sizeof(text) - 1, args, sizeof(args));
	c = fio_options_resolve_vars("fio --numjobs=${nj} --bs=$BSZ", buf,
				     buf + strlen(buf), buf + sizeof(text) - 1);
	T_STR(c, "fio --numjobs=${nj} --bs=64k");
	free(c);
	memcpy(buf + sizeof(text) - 1, "./trace ext4_sync\n", 19);
	c = fio_options_resolve_vars("fio --numjobs=${nj}", buf,
				     buf + strlen(buf), buf + sizeof(text) - 1);
	T_STR(c, "fio --numjobs=3");
	free(c);
}

T_TEST(t_fio_options_cmdline_kept)
{
	/* the last line parsed is kept: asked again, for another job, for
	 * none, at another address or one byte changed, the answer is a
	 * fresh parse's */
	char cmd[] = "fio --bs=4k --name=a --iodepth=8 --name=b --iodepth=2";
	char copy[sizeof(cmd)];
	struct fio_opts o;

	T_INT(fio_options_parse_cmdline(cmd, sizeof(cmd) - 1, "a", &o), 0);
	T_INT(o.cond.iodepth, 8);
	T_INT(fio_options_parse_cmdline(cmd, sizeof(cmd) - 1, "b", &o), 0);
	T_INT(o.cond.iodepth, 2);
	T_STR(o.name, "b");
	T_INT(fio_options_parse_cmdline(cmd, sizeof(cmd) - 1, "a", &o), 0);
	T_INT(o.cond.iodepth, 8);
	T_INT(fio_options_parse_cmdline(cmd, sizeof(cmd) - 1, NULL, &o), 0);
	T_STR(o.name, "a");
	T_INT(o.n_jobs, 2);
	memcpy(copy, cmd, sizeof(cmd));
	T_INT(fio_options_parse_cmdline(copy, sizeof(copy) - 1, "b", &o), 0);
	T_INT(o.cond.iodepth, 2);
	cmd[sizeof(cmd) - 2] = '4'; /* --iodepth=4 */
	T_INT(fio_options_parse_cmdline(cmd, sizeof(cmd) - 1, "b", &o), 0);
	T_INT(o.cond.iodepth, 4);
	T_INT(o.cond.bs, 4096);
	/* a shorter part of the same bytes */
	T_INT(fio_options_parse_cmdline(cmd, 11, "b", &o), 0);
	T_INT(o.cond.iodepth, -1);
	T_INT(o.n_jobs, 0);
	T_INT(fio_options_parse_cmdline("no options", 10, NULL, &o), -EINVAL);
	T_INT(fio_options_parse_cmdline("no options", 10, NULL, &o), -EINVAL);
}

/*
 * A template of several runs ("--rw=[read|randwrite] --bs=[4k|1m]"): the
 * bracketed list of alternatives names no one direction, pattern or size,
 * and its '|' is no pipe: the options after it still count.
 */
T_TEST(t_fio_options_cmdline_template)
{
	static const char cmd[] = "fio --direct=1 --rw=[read|randwrite] "
				  "--bs=[4k|1m] --iodepth=4 --numjobs=2";
	static const char braces[] = "fio --rw={write|randread} --iodepth=2";
	static const char pipe[] = "fio --rw=read --iodepth=2 | tee out";
	struct fio_opts o;

	T_INT(fio_options_parse_cmdline(cmd, sizeof(cmd) - 1, NULL, &o), 0);
	T_STR(o.rw, "");
	T_INT(o.cond.bs, -1);
	T_INT(o.cond.direct, 1);
	T_INT(o.cond.iodepth, 4);
	T_INT(o.cond.numjobs, 2);
	T_INT(fio_options_parse_cmdline(braces, sizeof(braces) - 1, NULL, &o),
	      0);
	T_STR(o.rw, "");
	T_INT(o.cond.iodepth, 2);
	/* a real pipe still ends the command */
	T_INT(fio_options_parse_cmdline(pipe, sizeof(pipe) - 1, NULL, &o), 0);
	T_STR(o.rw, "read");
	T_INT(o.cond.iodepth, 2);
}

T_TEST(t_fio_options_jobfile)
{
	static const char jf[] = "; a comment\n"
				 "[global]\n"
				 "ioengine=io_uring\n"
				 "direct=1\n"
				 "runtime=30\n"
				 "time_based\n"
				 "\n"
				 "[seq-read]\n"
				 "rw=read\n"
				 "bs=1M\n"
				 "iodepth = 32\n"
				 "[rand-write]\n"
				 "rw=randwrite\n"
				 "bs=4k\n"
				 "size=10%\n";
	struct fio_opts o;
	char *json;

	T_INT(fio_options_parse_jobfile(jf, sizeof(jf) - 1, "rand-write", &o),
	      0);
	T_STR(o.name, "rand-write");
	T_STR(o.rw, "randwrite");
	T_INT(o.cond.bs, 4096);
	T_INT(o.cond.iodepth, -1);
	T_INT(o.cond.direct, 1);
	T_INT(o.time_based, 1);
	T_DBL(o.runtime_ns, 30e9);
	T_DBL(o.size, NAN); /* a percentage: unknown */
	T_INT(fio_options_parse_any(jf, sizeof(jf) - 1, NULL, &o), 0);
	T_STR(o.name, "seq-read");
	T_INT(o.cond.bs, 1024 * 1024);
	T_INT(o.cond.iodepth, 32);
	json = fio_opts_json(&o);
	T_OK(json && strstr(json, "\"ioengine\":\"io_uring\""));
	free(json);
	T_INT(fio_options_parse_jobfile("rw=read\n", 8, NULL, &o), -EINVAL);
}

/*
 * Two job files run by one command, read as one text: each job is the
 * section its name= names (else the section of its name), with the
 * [global] above it only; a job neither file defines takes nothing, not
 * their [global]; a command runs a job file by its last part.
 */
T_TEST(t_fio_options_jobfiles_named)
{
	static const char jf[] = "[global]\n"
				 "direct=1\n"
				 "[randw]\n"
				 "rw=randwrite\n"
				 "name=randw-direct\n"
				 "bs=16k\n"
				 "[global]\n"
				 "direct=0\n"
				 "iodepth=4\n"
				 "[seqw]\n"
				 "rw=write\n"
				 "name = seqw-buffered\n";
	static const char cmd[] = "time fio --output=r.txt jobs/a.fio b.fio";
	struct fio_opts o;

	T_INT(fio_options_parse_jobfile(jf, sizeof(jf) - 1, "randw-direct", &o),
	      0);
	T_STR(o.name, "randw-direct");
	T_STR(o.rw, "randwrite");
	T_INT(o.cond.direct, 1);
	T_INT(o.cond.iodepth, -1); /* the later [global]'s: not its */
	T_INT(o.cond.bs, 16384);
	T_INT(
	    fio_options_parse_jobfile(jf, sizeof(jf) - 1, "seqw-buffered", &o),
	    0);
	T_STR(o.rw, "write");
	T_INT(o.cond.direct, 0);
	T_INT(o.cond.iodepth, 4);
	T_INT(fio_options_parse_jobfile(jf, sizeof(jf) - 1, "randw-buf", &o),
	      0);
	T_INT(o.cond.direct, -1);
	T_STR(o.rw, "");
	T_INT(fio_options_parse_jobfile(jf, sizeof(jf) - 1, "seqw", &o), 0);
	T_STR(o.rw, "write"); /* the section's own name still names it */
	T_INT(fio_options_cmdline_runs(cmd, sizeof(cmd) - 1, "a.fio"), 1);
	T_INT(fio_options_cmdline_runs(cmd, sizeof(cmd) - 1, "x/b.fio"), 1);
	T_INT(fio_options_cmdline_runs(cmd, sizeof(cmd) - 1, "r.txt"), 0);
	T_INT(fio_options_cmdline_runs(cmd, sizeof(cmd) - 1, "c.fio"), 0);
}

/* The options as the cJSON tree fio_opts_json() used to print. */
static char *opts_json_by_cjson(const struct fio_opts *o)
{
	cJSON *j = cJSON_CreateObject();
	char *s = NULL;

	if (o->name[0])
		cJSON_AddStringToObject(j, "name", o->name);
	if (o->rw[0])
		cJSON_AddStringToObject(j, "rw", o->rw);
	if (!isnan(o->cond.mix_read_pct))
		cJSON_AddNumberToObject(j, "rwmixread", o->cond.mix_read_pct);
	if (o->cond.bs >= 0)
		cJSON_AddNumberToObject(j, "bs", (double)o->cond.bs);
	if (o->bs_write >= 0)
		cJSON_AddNumberToObject(j, "bs_write", (double)o->bs_write);
	if (o->cond.iodepth >= 0)
		cJSON_AddNumberToObject(j, "iodepth", (double)o->cond.iodepth);
	if (o->cond.numjobs >= 0)
		cJSON_AddNumberToObject(j, "numjobs", (double)o->cond.numjobs);
	if (o->cond.direct >= 0)
		cJSON_AddBoolToObject(j, "direct", o->cond.direct);
	if (!isnan(o->size))
		cJSON_AddNumberToObject(j, "size", o->size);
	if (!isnan(o->runtime_ns))
		cJSON_AddNumberToObject(j, "runtime_ns", o->runtime_ns);
	if (o->ioengine[0])
		cJSON_AddStringToObject(j, "ioengine", o->ioengine);
	if (o->filename[0])
		cJSON_AddStringToObject(j, "filename", o->filename);
	if (o->group_reporting >= 0)
		cJSON_AddBoolToObject(j, "group_reporting", o->group_reporting);
	if (o->time_based >= 0)
		cJSON_AddBoolToObject(j, "time_based", o->time_based);
	if (cJSON_GetArraySize(j) > 0)
		s = cJSON_PrintUnformatted(j);
	cJSON_Delete(j);
	return s;
}

/*
 * fio_opts_json() writes what cJSON printed before it (options_json is
 * stored and exported as text): numbers whole and not, small and past
 * INT_MAX, negative, with 15 or 17 digits; strings with quotes,
 * backslashes, control characters and UTF-8; every field on and off.
 */
T_TEST(t_fio_options_json_as_cjson)
{
	static const double nums[] = {
	    0,
	    1,
	    4096,
	    33.3,
	    2147483647.0,
	    2147483648.0,
	    1e10,
	    10737418240.0,
	    0.1,
	    1.0 / 3,
	    -5,
	    -2147483649.0,
	    1e15 + 1,
	    1e16,
	    123456789.123,
	    30e9,
	    0.5,
	    99.999999999,
	    6.02e23,
	    NAN,
	    0.123456789012345,
	    1234567.89012345,
	    33.3000000000001,
	};
	static const char *const strs[] = {"",
					   "seq-read",
					   "a\"b\\c",
					   "tab\there\nnl\r\x01\x1f\b\f",
					   "/dev/nvme0n1",
					   "r\xc3\xa9sum\xc3\xa9 \xe6\x97\xa5",
					   "\x7f~"};
	unsigned seed = 12345;
	int same = 0, total = 0;

	for (int round = 0; round < 400; round++) {
		struct fio_opts o;
		char *a, *b;

#define PICK(n) (seed = seed * 1103515245u + 12345u, (seed >> 16) % (n))
		fio_opts_init(&o);
		if (PICK(2))
			snprintf(o.name, sizeof(o.name), "%s", strs[PICK(7)]);
		if (PICK(2))
			snprintf(o.rw, sizeof(o.rw), "%s", strs[PICK(7)]);
		if (PICK(2))
			o.cond.mix_read_pct = nums[PICK(23)];
		if (PICK(2))
			o.cond.bs = (int64_t)fabs(nums[PICK(19)]);
		if (PICK(2))
			o.bs_write = (int64_t)fabs(nums[PICK(19)]);
		if (PICK(2))
			o.cond.iodepth = (int)PICK(1024);
		if (PICK(2))
			o.cond.numjobs = (int)PICK(64);
		if (PICK(2))
			o.cond.direct = (int)PICK(2);
		if (PICK(2))
			o.size = nums[PICK(23)];
		if (PICK(2))
			o.runtime_ns = nums[PICK(23)];
		if (PICK(2))
			snprintf(o.ioengine, sizeof(o.ioengine), "%s",
				 strs[PICK(7)]);
		if (PICK(2))
			snprintf(o.filename, sizeof(o.filename), "%s",
				 strs[PICK(7)]);
		if (PICK(2))
			o.group_reporting = (int)PICK(2);
		if (PICK(2))
			o.time_based = (int)PICK(2);
#undef PICK
		a = fio_opts_json(&o);
		b = opts_json_by_cjson(&o);
		total++;
		if ((!a && !b) || (a && b && !strcmp(a, b)))
			same++;
		else
			T_FAIL("round %d: wrote %s, cJSON printed %s", round,
			       a ? a : "NULL", b ? b : "NULL");
		free(a);
		free(b);
	}
	T_INT(same, total);
}

/*
 * Cross-check: samples/fio-text/<case>.txt against <case>.json from the
 * same fio run.  Every figure the text prints must equal the JSON's value
 * to within one unit of the text's last printed digit (fio rounds some
 * figures and truncates others, so the bound is one unit, not a half).
 */
struct xc {
	const char *cas;
	int n;
};

static void xc_cmp(struct xc *x, const char *job, const char *what, double got,
		   double want, double tol)
{
	x->n++;
	if (isnan(got) || isnan(want) ||
	    fabs(got - want) > tol * (1 + 1e-9) + 1e-9)
		T_FAIL("%s: %s %s: text %.17g, json %.17g (within %g)", x->cas,
		       job, what, got, want, tol);
}

static double jnum(const cJSON *o, const char *k)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);

	return cJSON_IsNumber(v) ? v->valuedouble : NAN;
}

static const char *jstr(const cJSON *o, const char *k)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);

	return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* The token after key in line, up to a separator. */
static int tok_after(const char *line, const char *key, char *tok, size_t n)
{
	const char *p = strstr(line, key);
	size_t k = 0;

	if (!p)
		return 0;
	p += strlen(key);
	while (*p == ' ')
		p++;
	while (p[k] && !strchr(",) (]/", p[k]) && k < n - 1)
		k++;
	/* a rate keeps its "/s" */
	if (p[k] == '/' && p[k + 1] == 's' && k + 2 < n) {
		k += 2;
	}
	memcpy(tok, p, k);
	tok[k] = '\0';
	return k > 0;
}

enum { K_COUNT, K_NUMBER, K_RATE, K_SIZE, K_DURATION };

/* One unit of tok's last digit, in SI: "54.4k" -> 100, "293MiB/s" ->
 * 1 MiB/s, "12.5" -> 0.1. */
static double ulp(const char *tok, int kind)
{
	char b[64];
	size_t last = 0, n = strlen(tok);
	double v = NAN;

	if (n >= sizeof(b))
		return NAN;
	strcpy(b, tok);
	for (size_t i = 0; i < n; i++)
		if (b[i] >= '0' && b[i] <= '9') {
			b[i] = '0';
			last = i;
		}
	b[last] = '1';
	if (kind == K_COUNT)
		units_count(b, NULL, &v);
	else if (kind == K_NUMBER)
		units_number(b, NULL, UNITS_COMMA_THOUSANDS, &v);
	else if (kind == K_RATE)
		units_rate(b, NULL, UNITS_DECIMAL, UNITS_COMMA_THOUSANDS, &v);
	else if (kind == K_SIZE)
		units_size(b, NULL, UNITS_DECIMAL, UNITS_COMMA_THOUSANDS, &v);
	else
		units_duration(b, NULL, UNITS_COMMA_THOUSANDS, &v);
	return v;
}

static double tok_ulp(const char *line, const char *key, int kind)
{
	char tok[64];

	return tok_after(line, key, tok, sizeof(tok)) ? ulp(tok, kind) : NAN;
}

static double paren_factor(const char *line)
{
	const char *o = strchr(line, '('), *c = o ? strchr(o, ')') : NULL;

	return c ? units_time_factor(o + 1, (unsigned long)(c - o - 1)) : NAN;
}

static const char *trim(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

static void xc_lat(struct xc *x, const char *job, const char *what,
		   const char *line, const struct iodb_lat *l, const cJSON *j)
{
	double f = paren_factor(line);
	char w[64];

	snprintf(w, sizeof(w), "%s min", what);
	xc_cmp(x, job, w, l->min, jnum(j, "min"),
	       tok_ulp(line, "min=", K_COUNT) * f);
	snprintf(w, sizeof(w), "%s max", what);
	xc_cmp(x, job, w, l->max, jnum(j, "max"),
	       tok_ulp(line, "max=", K_COUNT) * f);
	snprintf(w, sizeof(w), "%s mean", what);
	xc_cmp(x, job, w, l->mean, jnum(j, "mean"),
	       tok_ulp(line, "avg=", K_NUMBER) * f);
	snprintf(w, sizeof(w), "%s stdev", what);
	xc_cmp(x, job, w, l->stddev, jnum(j, "stddev"),
	       tok_ulp(line, "stdev=", K_NUMBER) * f);
}

static void xc_pct(struct xc *x, const char *job, const char *what,
		   const struct iodb_pct *p, size_t n, const cJSON *lat,
		   double f)
{
	const cJSON *pj = cJSON_GetObjectItemCaseSensitive(lat, "percentile");

	if (cJSON_GetArraySize(pj) != (int)n)
		T_FAIL("%s: %s %s: %zu percentiles, json has %d", x->cas, job,
		       what, n, cJSON_GetArraySize(pj));
	for (size_t i = 0; i < n; i++) {
		char k[32];

		snprintf(k, sizeof(k), "%f", p[i].pct);
		xc_cmp(x, job, what, p[i].ns, jnum(pj, k), f);
	}
}

/* The figures of one direction, read back from the text lines. */
static void xc_dir(struct xc *x, char **lines, const struct iodb_result *r,
		   const cJSON *job, const cJSON *d)
{
	static const char *const dn[] = {NULL, "read:", "write:", "trim:"};
	const char *name = r->job;
	long i, first = -1, end;
	double f;

	for (i = r->line_from; i <= r->line_to; i++)
		if (!strncmp(trim(lines[i - 1]), dn[r->cond.op],
			     strlen(dn[r->cond.op])))
			first = i;
	if (first < 0) {
		T_FAIL("%s: %s: no '%s' line", x->cas, name, dn[r->cond.op]);
		return;
	}
	{
		const char *l = lines[first - 1];

		xc_cmp(x, name, "iops", r->iops, jnum(d, "iops"),
		       tok_ulp(l, "IOPS=", K_COUNT));
		xc_cmp(x, name, "bw", r->bw_bytes, jnum(d, "bw_bytes"),
		       tok_ulp(l, "BW=", K_RATE));
		xc_cmp(x, name, "io", r->io_bytes, jnum(d, "io_bytes"),
		       tok_ulp(l, ")(", K_SIZE));
		xc_cmp(x, name, "runtime", r->runtime_ns,
		       jnum(d, "runtime") * 1e6, 1e6);
	}
	for (end = first + 1; end <= r->line_to; end++) {
		const char *t = trim(lines[end - 1]);

		if (!strncmp(t, "read:", 5) || !strncmp(t, "write:", 6) ||
		    !strncmp(t, "trim:", 5) || !strncmp(t, "cpu ", 4))
			break;
	}
	for (i = first + 1; i < end; i++) {
		const char *l = trim(lines[i - 1]);

		if (!strncmp(l, "slat (", 6) && strstr(l, "min="))
			xc_lat(x, name, "slat", l, &r->slat,
			       cJSON_GetObjectItem(d, "slat_ns"));
		else if (!strncmp(l, "clat (", 6) && strstr(l, "min="))
			xc_lat(x, name, "clat", l, &r->clat,
			       cJSON_GetObjectItem(d, "clat_ns"));
		else if (!strncmp(l, "lat (", 5) && strstr(l, "min="))
			xc_lat(x, name, "lat", l, &r->lat,
			       cJSON_GetObjectItem(d, "lat_ns"));
		else if (!strncmp(l, "clat percentiles", 16))
			xc_pct(x, name, "clat pct", r->clat_pct, r->n_clat_pct,
			       cJSON_GetObjectItem(d, "clat_ns"),
			       paren_factor(l));
		else if (!strncmp(l, "lat percentiles", 15))
			xc_pct(x, name, "lat pct", r->lat_pct, r->n_lat_pct,
			       cJSON_GetObjectItem(d, "lat_ns"),
			       paren_factor(l));
		else if (!strncmp(l, "bw (", 4)) {
			char unit[16];
			size_t k = 0;

			for (const char *q = strchr(l, '(') + 1;
			     *q != ')' && k < sizeof(unit) - 1; q++)
				if (*q != ' ' && *q != '/' && *q != 's')
					unit[k++] = *q;
			unit[k] = '\0';
			/* fio keeps bw samples in KiB/s even when it labels
			 * them kB/s (kb_base=1000) */
			f = units_size_factor(unit, k, UNITS_BINARY);
			xc_cmp(x, name, "bw_min", t_extra(r, "bw_min"),
			       jnum(d, "bw_min") * KIB,
			       tok_ulp(l, "min=", K_NUMBER) * f);
			xc_cmp(x, name, "bw_max", t_extra(r, "bw_max"),
			       jnum(d, "bw_max") * KIB,
			       tok_ulp(l, "max=", K_NUMBER) * f);
			xc_cmp(x, name, "bw_agg_pct", t_extra(r, "bw_agg_pct"),
			       jnum(d, "bw_agg"), 0.01);
			xc_cmp(x, name, "bw_mean", t_extra(r, "bw_mean"),
			       jnum(d, "bw_mean") * KIB,
			       tok_ulp(l, "avg=", K_NUMBER) * f);
			xc_cmp(x, name, "bw_stdev", t_extra(r, "bw_stdev"),
			       jnum(d, "bw_dev") * KIB,
			       tok_ulp(l, "stdev=", K_NUMBER) * f);
			xc_cmp(x, name, "bw_samples", t_extra(r, "bw_samples"),
			       jnum(d, "bw_samples"), 0);
		} else if (!strncmp(l, "iops ", 5)) {
			xc_cmp(x, name, "iops_min", t_extra(r, "iops_min"),
			       jnum(d, "iops_min"), 0);
			xc_cmp(x, name, "iops_max", t_extra(r, "iops_max"),
			       jnum(d, "iops_max"), 0);
			xc_cmp(x, name, "iops_mean", t_extra(r, "iops_mean"),
			       jnum(d, "iops_mean"),
			       tok_ulp(l, "avg=", K_NUMBER));
			xc_cmp(x, name, "iops_stdev", t_extra(r, "iops_stdev"),
			       jnum(d, "iops_stddev"),
			       tok_ulp(l, "stdev=", K_NUMBER));
			xc_cmp(x, name, "iops_samples",
			       t_extra(r, "iops_samples"),
			       jnum(d, "iops_samples"), 0);
		}
	}
	for (i = r->line_from; i <= r->line_to; i++) {
		const char *l = trim(lines[i - 1]);

		if (!strncmp(l, "sync (", 6)) {
			const cJSON *s = cJSON_GetObjectItem(
			    cJSON_GetObjectItem(job, "sync"), "lat_ns");
			struct iodb_lat sl = {
			    t_extra(r, "sync_min"), t_extra(r, "sync_mean"),
			    t_extra(r, "sync_max"), t_extra(r, "sync_stdev")};

			xc_lat(x, name, "sync", l, &sl, s);
		}
	}
	xc_cmp(x, name, "usr_cpu", r->cpu_usr, jnum(job, "usr_cpu"), 0.01);
	xc_cmp(x, name, "sys_cpu", r->cpu_sys, jnum(job, "sys_cpu"), 0.01);
	xc_cmp(x, name, "issued", t_extra(r, "issued"), jnum(d, "total_ios"),
	       0);
	xc_cmp(x, name, "ctx", t_extra(r, "ctx"), jnum(job, "ctx"), 0);
}

/* An option of the job, else of the global section, as fio's JSON has it */
static const char *jopt(const cJSON *root, const cJSON *job, const char *k)
{
	const char *v = jstr(cJSON_GetObjectItem(job, "job options"), k);

	return v ? v : jstr(cJSON_GetObjectItem(root, "global options"), k);
}

/* The job's conditions against fio's own "job options". */
static void xc_conditions(struct xc *x, const struct iodb_result *r,
			  const cJSON *root, const cJSON *job, int have_cmd)
{
	const char *rw = jopt(root, job, "rw"), *bs = jopt(root, job, "bs");
	const char *qd = jopt(root, job, "iodepth");
	const char *dir = jopt(root, job, "direct");
	const char *mix = jopt(root, job, "rwmixread");
	double v;

	if (rw)
		xc_cmp(x, r->job, "pattern", r->cond.pattern,
		       fio_rw_pattern(rw), 0);
	if (bs &&
	    !units_size(bs, NULL, UNITS_BINARY, UNITS_COMMA_THOUSANDS, &v))
		xc_cmp(x, r->job, "bs", (double)r->cond.bs, v, 0);
	xc_cmp(x, r->job, "iodepth", (double)r->cond.iodepth, qd ? atoi(qd) : 1,
	       0);
	if (have_cmd && dir)
		xc_cmp(x, r->job, "direct", r->cond.direct, atoi(dir), 0);
	if (have_cmd && rw && fio_rw_mixed(rw))
		xc_cmp(x, r->job, "mix", r->cond.mix_read_pct,
		       mix ? atof(mix) : 50, 0);
}

static char **split_lines(char *buf, size_t *n)
{
	size_t cap = 64;
	char **v = malloc(cap * sizeof(*v)), *p = buf;

	*n = 0;
	while (p && *p) {
		char *e = strchr(p, '\n');

		if (*n == cap) {
			cap *= 2;
			v = realloc(v, cap * sizeof(*v));
		}
		v[(*n)++] = p;
		if (e)
			*e++ = '\0';
		p = e;
	}
	return v;
}

static int xcheck_case(const char *cas)
{
	static const char *const dn[] = {NULL, "read", "write", "trim"};
	char path[512], *js = NULL, *txt = NULL, *copy = NULL, **lines = NULL;
	struct xc x = {.cas = cas};
	struct t_collect c = {0};
	cJSON *root = NULL;
	const cJSON *job;
	size_t nlines, k = 0;

	snprintf(path, sizeof(path), "samples/fio-text/%s.json", cas);
	js = t_read_file(path, NULL);
	snprintf(path, sizeof(path), "samples/fio-text/%s.txt", cas);
	txt = t_read_file(path, NULL);
	root = js ? cJSON_Parse(js) : NULL;
	if (!root || !txt) {
		T_FAIL("%s: cannot read the sample or its JSON", cas);
		goto out;
	}
	T_INT(t_collect_file(&c, "fio-text", path, 0), 0);
	T_INT(c.n_runs, 1);
	if (c.ret || c.n_runs != 1)
		goto out;
	T_STR(c.runs[0].tool_version, jstr(root, "fio version"));
	copy = strdup(txt);
	lines = split_lines(copy, &nlines);
	cJSON_ArrayForEach (job, cJSON_GetObjectItem(root, "jobs")) {
		for (int op = 1; op <= 3; op++) {
			const cJSON *d = cJSON_GetObjectItem(job, dn[op]);
			const struct iodb_result *r;

			if (!(jnum(d, "io_bytes") > 0))
				continue;
			if (k >= c.n_res) {
				T_FAIL("%s: text has fewer results", cas);
				goto out;
			}
			r = &c.res[k++].r;
			T_STR(r->job, jstr(job, "jobname"));
			T_INT(r->cond.op, op);
			if ((int)r->cond.op != op || r->line_to > (long)nlines)
				goto out;
			xc_dir(&x, lines, r, job, d);
			xc_conditions(&x, r, root, job,
				      c.runs[0].command != NULL);
		}
	}
	T_INT(k, c.n_res);
	cJSON_ArrayForEach (job, cJSON_GetObjectItem(root, "disk_util")) {
		char n[128];
		const char *nm = jstr(job, "name");

		snprintf(n, sizeof(n), "disk.%s.util", nm);
		xc_cmp(&x, nm, "util", t_run_extra(&c.runs[0], n),
		       jnum(job, "util"), 0.01);
		snprintf(n, sizeof(n), "disk.%s.write_ios", nm);
		xc_cmp(&x, nm, "write_ios", t_run_extra(&c.runs[0], n),
		       jnum(job, "write_ios"), 0);
		snprintf(n, sizeof(n), "disk.%s.read_ticks", nm);
		xc_cmp(&x, nm, "read_ticks", t_run_extra(&c.runs[0], n),
		       jnum(job, "read_ticks") * 1e6, 0);
	}
out:
	t_collect_free(&c);
	cJSON_Delete(root);
	free(lines);
	free(copy);
	free(js);
	free(txt);
	return x.n;
}

T_TEST(t_fio_text_crosscheck_json)
{
	DIR *d = opendir("samples/fio-text");
	struct dirent *e;
	int cases = 0, checks = 0;

	if (!d) {
		T_FAIL("samples/fio-text missing (run from the top directory)");
		return;
	}
	while ((e = readdir(d))) {
		char cas[256];
		size_t n = strlen(e->d_name);
		int k;

		if (n < 6 || strcmp(e->d_name + n - 5, ".json"))
			continue;
		snprintf(cas, sizeof(cas), "%.*s", (int)(n - 5), e->d_name);
		k = xcheck_case(cas);
		if (k < 20)
			T_FAIL("%s: only %d figures compared", cas, k);
		checks += k;
		cases++;
	}
	closedir(d);
	if (cases < 20)
		T_FAIL("only %d cross-check cases (want at least 20)", cases);
	if (t_failed)
		fprintf(stderr, "  (%d cases, %d figures)\n", cases, checks);
}

/*
 * Partial pastes: fio's group summary alone, with the conditions from a
 * command line or job file beside it.  Made-up but realistic figures, in
 * fio 3.x and 2.x spellings.
 */
T_TEST(t_fio_text_group_summary_only)
{
	static const struct {
		const char *text;
		size_t n_res;
		int op;
		double bw, io, runtime;
		int64_t bs, iodepth, numjobs;
		int pattern;
		const char *job;
		int64_t group;
	} cases[] = {
	    /* 3.x, starting at "Run status group", the command above */
	    {"$ fio --name=randread --rw=randread --bs=4k --iodepth=32 "
	     "--numjobs=4 --direct=1 --size=1G --group_reporting\n"
	     "...\n"
	     "Run status group 0 (all jobs):\n"
	     "   READ: bw=1516MiB/s (1590MB/s), 1516MiB/s-1516MiB/s "
	     "(1590MB/s-1590MB/s), io=88.9GiB (95.4GB), run=60001-60001msec\n"
	     "\n"
	     "Disk stats (read/write):\n"
	     "  nvme0n1: ios=23267155/0, merge=0/0, ticks=1914211/0, "
	     "in_queue=1914211, util=99.93%\n",
	     1, IODB_OP_READ, 1516 * MIB, 88.9 * 1024 * MIB, 60001e6, 4096, 32,
	     4, IODB_PATTERN_RAND, "randread", 0},
	    /* the summary lines alone, a job file above them */
	    {"[global]\n"
	     "ioengine=libaio\n"
	     "direct=1\n"
	     "bs=1m\n"
	     "iodepth=8\n"
	     "\n"
	     "[seqwrite]\n"
	     "rw=write\n"
	     "\n"
	     "  WRITE: bw=2210MiB/s (2317MB/s), 2210MiB/s-2210MiB/s "
	     "(2317MB/s-2317MB/s), io=129GiB (139GB), run=60003-60003msec\n",
	     1, IODB_OP_WRITE, 2210 * MIB, 129 * 1024 * MIB, 60003e6,
	     1024 * 1024, 8, -1, IODB_PATTERN_SEQ, "seqwrite", -1},
	    /* the job header lines above, the job blocks cut out */
	    {"rr: (g=0): rw=randread, bs=(R) 4096B-4096B, (W) 4096B-4096B, "
	     "(T) 4096B-4096B, ioengine=libaio, iodepth=32\n"
	     "...\n"
	     "fio-3.28\n"
	     "Starting 4 processes\n"
	     "\n"
	     "Run status group 0 (all jobs):\n"
	     "   READ: bw=1516MiB/s (1590MB/s), 1516MiB/s-1516MiB/s "
	     "(1590MB/s-1590MB/s), io=88.9GiB (95.4GB), run=60001-60001msec\n",
	     1, IODB_OP_READ, 1516 * MIB, 88.9 * 1024 * MIB, 60001e6, 4096, 32,
	     4, IODB_PATTERN_RAND, "rr", 0},
	    /* fio 2.x: binary KB/MB, aggrb and maxt */
	    {"fio --name=mixed --rw=randrw --rwmixread=70 --bs=8k "
	     "--iodepth=16\n"
	     "Run status group 0 (all jobs):\n"
	     "   READ: io=358400KB, aggrb=5973KB/s, minb=5973KB/s, "
	     "maxb=5973KB/s, mint=60001msec, maxt=60002msec\n"
	     "  WRITE: io=153600KB, aggrb=2559KB/s, minb=2559KB/s, "
	     "maxb=2559KB/s, mint=60001msec, maxt=60002msec\n",
	     2, IODB_OP_READ, 5973 * KIB, 358400 * KIB, 60002e6, 8192, 16, -1,
	     IODB_PATTERN_RAND, "mixed", 0},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct t_collect c;
		const struct iodb_result *r;

		T_INT(t_collect_buf(&c, NULL, "part.txt", cases[i].text,
				    strlen(cases[i].text), 1),
		      0);
		T_INT(c.n_runs, 1);
		T_INT(c.n_res, cases[i].n_res);
		T_OK(c.warnings >= 1); /* what is missing is said */
		if (c.n_res != cases[i].n_res || !c.n_runs) {
			T_FAIL("case %zu", i);
			t_collect_free(&c);
			continue;
		}
		T_STR(c.runs[0].format, "fio-text");
		r = &c.res[0].r;
		T_INT(r->cond.op, cases[i].op);
		T_DBL(r->bw_bytes, cases[i].bw);
		T_DBL(r->io_bytes, cases[i].io);
		T_DBL(r->runtime_ns, cases[i].runtime);
		T_DBL(r->iops, NAN); /* fio's group lines print none */
		T_DBL(r->clat.mean, NAN);
		T_INT(r->cond.bs, cases[i].bs);
		T_INT(r->cond.iodepth, cases[i].iodepth);
		T_INT(r->cond.numjobs, cases[i].numjobs);
		T_INT(r->cond.pattern, cases[i].pattern);
		T_STR(r->job, cases[i].job);
		T_INT(r->groupid, cases[i].group);
		if (i == 3) {
			T_DBL(r->cond.mix_read_pct, 70);
			T_INT(c.res[1].r.cond.op, IODB_OP_WRITE);
			T_DBL(c.res[1].r.bw_bytes, 2559 * KIB);
			T_DBL(c.res[1].r.io_bytes, 153600 * KIB);
		}
		if (i == 0)
			T_DBL(t_run_extra(&c.runs[0], "disk.nvme0n1.util"),
			      99.93);
		t_collect_free(&c);
	}
}

/* Group lines without any command or job file: figures, conditions
 * unknown (never guessed), a warning for each. */
T_TEST(t_fio_text_group_summary_no_conditions)
{
	static const char text[] =
	    "   READ: bw=95.2MiB/s (99.8MB/s), 95.2MiB/s-95.2MiB/s "
	    "(99.8MB/s-99.8MB/s), io=5712MiB (5989MB), run=60001-60001msec\n";
	struct t_collect c;
	char msg[2048];

	T_INT(t_collect_msg(&c, NULL, "g.txt", text, sizeof(text) - 1, msg,
			    sizeof(msg)),
	      0);
	T_REQUIRE(c.n_res == 1);
	T_DBL(c.res[0].r.bw_bytes, 95.2 * MIB);
	T_DBL(c.res[0].r.io_bytes, 5712 * MIB);
	T_DBL(c.res[0].r.runtime_ns, 60001e6);
	T_INT(c.res[0].r.cond.bs, -1);
	T_INT(c.res[0].r.cond.iodepth, -1);
	T_INT(c.res[0].r.cond.pattern, IODB_PATTERN_UNKNOWN);
	T_STR(c.res[0].r.job, NULL);
	T_OK(strstr(msg, "g.txt:1:") && strstr(msg, "only fio's group"));
	T_OK(strstr(msg, "no fio command line or job file") != NULL);
	t_collect_free(&c);
}

/* A fio 3.x job block as pasted, with parts of it removed by hand. */
static const char trimmed_job[] =
    "fio --name=db --rw=randrw --rwmixread=75 --bs=16k --iodepth=8 "
    "--direct=1\n"
    "db: (g=0): rw=randrw, bs=(R) 16.0KiB-16.0KiB, (W) 16.0KiB-16.0KiB, "
    "(T) 16.0KiB-16.0KiB, ioengine=libaio, iodepth=8\n"
    "fio-3.28\n"
    "db: (groupid=0, jobs=1): err= 0: pid=4242: Mon Mar  4 10:00:00 2024\n"
    "  read: IOPS=12.3k, BW=192MiB/s (201MB/s)(11.3GiB/60001msec)\n"
    "  write: IOPS=4101, BW=64.1MiB/s (67.2MB/s)(3846MiB/60001msec); 0 "
    "zone resets\n"
    "\n"
    "Run status group 0 (all jobs):\n"
    "   READ: bw=192MiB/s (201MB/s), 192MiB/s-192MiB/s (201MB/s-201MB/s), "
    "io=11.3GiB (12.1GB), run=60001-60001msec\n"
    "  WRITE: bw=64.1MiB/s (67.2MB/s), 64.1MiB/s-64.1MiB/s "
    "(67.2MB/s-67.2MB/s), io=3846MiB (4033MB), run=60001-60001msec\n";

T_TEST(t_fio_text_trimmed_job_block)
{
	struct t_collect c;
	const struct iodb_result *r, *w;
	char msg[2048];

	T_INT(t_collect_msg(&c, NULL, "trim.txt", trimmed_job,
			    sizeof(trimmed_job) - 1, msg, sizeof(msg)),
	      0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 2); /* the job's, not the group summary's too */
	r = t_find(&c, IODB_OP_READ, "db", NULL);
	w = t_find(&c, IODB_OP_WRITE, "db", NULL);
	T_REQUIRE(r && w);
	T_DBL(r->iops, 12300);
	T_DBL(r->bw_bytes, 192 * MIB);
	T_DBL(r->io_bytes, 11.3 * 1024 * MIB);
	T_DBL(r->runtime_ns, 60001e6);
	T_DBL(w->iops, 4101);
	T_DBL(w->bw_bytes, 64.1 * MIB);
	T_DBL(r->clat.mean, NAN);
	T_DBL(r->cpu_usr, NAN);
	T_INT(r->cond.bs, 16384);
	T_INT(r->cond.iodepth, 8);
	T_DBL(r->cond.mix_read_pct, 75);
	T_INT(r->cond.direct, 1);
	T_OK(strstr(msg, "trim.txt:8:1: warning: job 'db' ends") != NULL);
	t_collect_free(&c);
}

/* An output cut with "..." in the middle: the complete job sections are
 * imported, what the cut job shows too, and the cut is reported. */
T_TEST(t_fio_text_cut_in_the_middle)
{
	static const char text[] =
	    "a: (groupid=0, jobs=1): err= 0: pid=1: Mon Mar  4 10:00:00 2024\n"
	    "  read: IOPS=48.1k, BW=188MiB/s (197MB/s)(11.0GiB/60001msec)\n"
	    "    clat (usec): min=62, max=7169, avg=164.59, stdev=51.23\n"
	    "  cpu          : usr=9.51%, sys=33.10%, ctx=2886218, majf=0, "
	    "minf=45\n"
	    "  IO depths    : 1=0.1%, 2=0.1%, 4=0.1%, 8=100.0%, 16=0.0%, "
	    "32=0.0%, >=64=0.0%\n"
	    "     issued rwts: total=2886218,0,0,0 short=0,0,0,0 "
	    "dropped=0,0,0,0\n"
	    "b: (groupid=0, jobs=1): err= 0: pid=2: Mon Mar  4 10:00:00 2024\n"
	    "  write: IOPS=20.5k, BW=80.1MiB/s (84.0MB/s)(4806MiB/60001msec)\n"
	    "    clat (usec): min=70, max=9128, avg=388.04, stdev=120.55\n"
	    "[...]\n"
	    "c: (groupid=0, jobs=1): err= 0: pid=3: Mon Mar  4 10:00:00 2024\n"
	    "  read: IOPS=1234, BW=4936KiB/s (5054kB/s)(289MiB/60002msec)\n"
	    "  cpu          : usr=1.00%, sys=2.00%, ctx=74046, majf=0, "
	    "minf=12\n"
	    "     issued rwts: total=74046,0,0,0 short=0,0,0,0 "
	    "dropped=0,0,0,0\n";
	struct t_collect c;
	const struct iodb_result *a, *b, *cc;
	char msg[2048];

	T_INT(t_collect_msg(&c, "fio-text", "cut.txt", text, sizeof(text) - 1,
			    msg, sizeof(msg)),
	      0);
	T_INT(c.n_res, 3);
	a = t_find(&c, IODB_OP_READ, "a", NULL);
	b = t_find(&c, IODB_OP_WRITE, "b", NULL);
	cc = t_find(&c, IODB_OP_READ, "c", NULL);
	T_REQUIRE(a && b && cc);
	T_DBL(a->iops, 48100);
	T_DBL(a->cpu_sys, 33.10);
	T_DBL(b->iops, 20500);
	T_DBL(b->bw_bytes, 80.1 * MIB);
	T_DBL(b->clat.mean, 388.04e3);
	T_DBL(b->cpu_usr, NAN); /* cut before its cpu line */
	T_DBL(cc->bw_bytes, 4936 * KIB);
	T_DBL(t_extra(cc, "issued"), 74046);
	T_OK(strstr(msg, "cut.txt:10:1: warning: job 'b'") != NULL);
	t_collect_free(&c);
}

/* fio's spellings across versions, one direction line each. */
T_TEST(t_fio_text_spellings)
{
	static const struct {
		const char *line;
		double iops, bw, io, runtime;
	} cases[] = {
	    {"  read: IOPS=1234k, BW=4821MiB/s (5055MB/s)(283GiB/60001msec)",
	     1234e3, 4821 * MIB, 283 * 1024 * MIB, 60001e6},
	    {"  read : io=3072.0MB, bw=52406KB/s, iops=13101, runt= 60026msec",
	     13101, 52406 * KIB, 3072 * MIB, 60026e6},
	    {"  write: io=1.5GiB, bw=1.5GiB/s, iops=393k, runt=1000msec", 393e3,
	     1.5 * 1024 * MIB, 1.5 * 1024 * MIB, 1000e6},
	    /* client/server "All clients": units without "/s" */
	    {"  read: IOPS=552k, BW=2210Mi (2317M)(129GiB/60001msec)", 552e3,
	     2210 * MIB, 129 * 1024 * MIB, 60001e6},
	    /* "(IO/RUNTIME)" trimmed */
	    {"  read: IOPS=7990, BW=31.2MiB/s (32.7MB/s)", 7990, 31.2 * MIB,
	     NAN, NAN},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char text[512];
		struct t_collect c;

		snprintf(text, sizeof(text),
			 "j: (groupid=0, jobs=1): err= 0: pid=1\n%s\n"
			 "  cpu          : usr=1.00%%, sys=2.00%%, ctx=1, "
			 "majf=0, minf=1\n"
			 "     issued rwts: total=1,0,0,0 short=0,0,0,0 "
			 "dropped=0,0,0,0\n",
			 cases[i].line);
		T_INT(t_collect_buf(&c, "fio-text", "s.txt", text, strlen(text),
				    0),
		      0);
		if (c.n_res != 1) {
			T_FAIL("case %zu: %zu results", i, c.n_res);
			t_collect_free(&c);
			continue;
		}
		T_DBL(c.res[0].r.iops, cases[i].iops);
		T_DBL(c.res[0].r.bw_bytes, cases[i].bw);
		T_DBL(c.res[0].r.io_bytes, cases[i].io);
		T_DBL(c.res[0].r.runtime_ns, cases[i].runtime);
		t_collect_free(&c);
	}
}

/* fio 3.33 --output-format=normal,terse (a real run): the terse line is
 * the same job, so one run and one result with the text's figures. */
static const char normal_terse[] =
    "t: (g=0): rw=randread, bs=(R) 4096B-4096B, (W) 4096B-4096B, (T) "
    "4096B-4096B, ioengine=psync, iodepth=1\n"
    "fio-3.33\n"
    "Starting 1 process\n"
    "t: Laying out IO file (1 file / 8MiB)\n"
    "3;fio-3.33;t;0;0;8192;78019;19504;105;0;0;0.000000;0.000000;40;328;"
    "50.838967;9.695492;1.000000%=42;5.000000%=43;10.000000%=44;20.000000%"
    "=45;30.000000%=47;40.000000%=48;50.000000%=49;60.000000%=50;70.000000%"
    "=51;80.000000%=54;90.000000%=58;95.000000%=60;99.000000%=81;99.500000%"
    "=97;99.900000%=144;99.950000%=150;99.990000%=329;0%=0;0%=0;0%=0;40;"
    "329;50.856824;9.707262;0;0;0.000000%;0.000000;0.000000;0;0;0;0;0;0;"
    "0.000000;0.000000;0;0;0.000000;0.000000;1.000000%=0;5.000000%=0;"
    "10.000000%=0;20.000000%=0;30.000000%=0;40.000000%=0;50.000000%=0;"
    "60.000000%=0;70.000000%=0;80.000000%=0;90.000000%=0;95.000000%=0;"
    "99.000000%=0;99.500000%=0;99.900000%=0;99.950000%=0;99.990000%=0;0%=0;"
    "0%=0;0%=0;0;0;0.000000;0.000000;0;0;0.000000%;0.000000;0.000000;"
    "0.000000%;45.192308%;2039;0;11;100.0%;0.0%;0.0%;0.0%;0.0%;0.0%;0.0%;"
    "0.00%;0.00%;0.00%;0.00%;54.59%;44.97%;0.39%;0.05%;0.00%;0.00%;0.00%;"
    "0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;vda;"
    "0;0;0;0;0;0;0;0.00%\n"
    "\n"
    "t: (groupid=0, jobs=1): err= 0: pid=23915: Tue Dec  1 15:18:28 2026\n"
    "  read: IOPS=19.5k, BW=76.2MiB/s (79.9MB/s)(8192KiB/105msec)\n"
    "    clat (usec): min=40, max=328, avg=50.84, stdev= 9.70\n"
    "     lat (usec): min=40, max=329, avg=50.86, stdev= 9.71\n"
    "    clat percentiles (usec):\n"
    "     |  1.00th=[   43],  5.00th=[   44], 10.00th=[   45], 20.00th=[   "
    "46],\n"
    "     | 30.00th=[   48], 40.00th=[   49], 50.00th=[   50], 60.00th=[   "
    "51],\n"
    "     | 99.99th=[  330]\n"
    "  lat (usec)   : 50=54.59%, 100=44.97%, 250=0.39%, 500=0.05%\n"
    "  cpu          : usr=0.00%, sys=45.19%, ctx=2039, majf=0, minf=11\n"
    "  IO depths    : 1=100.0%, 2=0.0%, 4=0.0%, 8=0.0%, 16=0.0%, 32=0.0%, "
    ">=64=0.0%\n"
    "     issued rwts: total=2048,0,0,0 short=0,0,0,0 dropped=0,0,0,0\n"
    "     latency   : target=0, window=0, percentile=100.00%, depth=1\n"
    "\n"
    "Run status group 0 (all jobs):\n"
    "   READ: bw=76.2MiB/s (79.9MB/s), 76.2MiB/s-76.2MiB/s "
    "(79.9MB/s-79.9MB/s), io=8192KiB (8389kB), run=105-105msec\n";

T_TEST(t_fio_text_terse_inside_normal)
{
	struct t_collect c;
	const struct iodb_result *r;
	char *trim, *at;

	/* detected as a whole (not split by the document reader) */
	T_INT(t_collect_buf(&c, NULL, "nt.txt", normal_terse,
			    sizeof(normal_terse) - 1, 0),
	      0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 1);
	r = c.n_res ? &c.res[0].r : NULL;
	T_REQUIRE(r && c.n_runs == 1);
	T_STR(c.runs[0].format, "fio-text");
	/* the terse copy's figures, finer than the text's "IOPS=19.5k",
	 * "76.2MiB/s", "avg=50.84" and within their rounding */
	T_DBL(r->iops, 19504);
	T_DBL(r->bw_bytes, 78019.0 * KIB);
	T_DBL(r->io_bytes, 8192 * KIB);
	T_DBL(r->runtime_ns, 105e6);
	T_DBL(r->clat.mean, 50838.967);
	T_DBL(r->lat.mean, 50856.824);
	T_DBL(r->cpu_sys, 45.19);
	T_INT(r->cond.bs, 4096);
	T_INT(r->cond.iodepth, 1);
	T_INT(r->cond.pattern, IODB_PATTERN_RAND);
	t_collect_free(&c);

	/* the text's latency lines trimmed: the terse copy gives them */
	trim = strdup(normal_terse);
	T_REQUIRE(trim != NULL);
	at = strstr(trim, "    clat (usec)");
	memmove(at, strstr(at, "  lat (usec)   :"),
		strlen(strstr(at, "  lat (usec)   :")) + 1);
	T_INT(t_collect_buf(&c, NULL, "nt2.txt", trim, strlen(trim), 0), 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		r = &c.res[0].r;
		T_DBL(r->iops, 19504);
		T_DBL(r->clat.mean, 50838.967);
		T_DBL(r->lat.mean, 50856.824);
		T_INT(r->n_clat_pct, 17);
	}
	t_collect_free(&c);

	/* the terse line pasted after the text: still one result */
	at = strstr(trim, "3;fio-3.33");
	{
		size_t tl = strcspn(at, "\n") + 1;
		char *moved = malloc(strlen(trim) + 2);

		T_REQUIRE(moved != NULL);
		memcpy(moved, trim, (size_t)(at - trim));
		strcpy(moved + (at - trim), at + tl);
		strcat(moved, "\n");
		strncat(moved, at, tl);
		T_INT(
		    t_collect_buf(&c, NULL, "nt3.txt", moved, strlen(moved), 0),
		    0);
		T_INT(c.n_runs, 1);
		T_INT(c.n_res, 1);
		if (c.n_res == 1)
			T_DBL(c.res[0].r.clat.mean, 50838.967);
		t_collect_free(&c);
		free(moved);
	}
	free(trim);
}

/* fio 3.33 --client with two servers (a real run, trimmed): one run per
 * host, and "All clients" apart, with BW in units without "/s". */
static const char client_text[] =
    "hostname=vm1, be=0, 64-bit, os=Linux, arch=x86-64, fio=fio-3.33, "
    "flags=1\n"
    "hostname=vm2, be=0, 64-bit, os=Linux, arch=x86-64, fio=fio-3.33, "
    "flags=1\n"
    "<vm1> cj: (g=0): rw=randread, bs=(R) 4096B-4096B, (W) 4096B-4096B, "
    "(T) 4096B-4096B, ioengine=psync, iodepth=4\n"
    "<vm2> cj: (g=0): rw=randread, bs=(R) 4096B-4096B, (W) 4096B-4096B, "
    "(T) 4096B-4096B, ioengine=psync, iodepth=4\n"
    "<vm1> Starting 1 process\n"
    "<vm2> Starting 1 process\n"
    "<vm1> \n"
    "cj: (groupid=0, jobs=1): err= 0: pid=26546: Tue Dec  1 15:19:11 2026\n"
    "  read: IOPS=14.4k, BW=56.3MiB/s (59.1MB/s)(8192KiB/142msec)\n"
    "    clat (nsec): min=971, max=597190, avg=67417.38, stdev=34655.00\n"
    "  cpu          : usr=4.26%, sys=22.70%, ctx=2046, majf=0, minf=11\n"
    "     issued rwts: total=2048,0,0,0 short=0,0,0,0 dropped=0,0,0,0\n"
    "\n"
    "Run status group 0 (all jobs):\n"
    "   READ: bw=56.3MiB/s (59.1MB/s), 56.3MiB/s-56.3MiB/s "
    "(59.1MB/s-59.1MB/s), io=8192KiB (8389kB), run=142-142msec\n"
    "<vm2> \n"
    "cj: (groupid=0, jobs=1): err= 0: pid=26547: Tue Dec  1 15:19:11 2026\n"
    "  read: IOPS=15.9k, BW=62.0MiB/s (65.0MB/s)(8192KiB/129msec)\n"
    "    clat (nsec): min=992, max=1343.6k, avg=62357.81, stdev=46285.25\n"
    "  cpu          : usr=3.12%, sys=21.88%, ctx=1866, majf=0, minf=12\n"
    "     issued rwts: total=2048,0,0,0 short=0,0,0,0 dropped=0,0,0,0\n"
    "\n"
    "Run status group 0 (all jobs):\n"
    "   READ: bw=62.0MiB/s (65.0MB/s), 62.0MiB/s-62.0MiB/s "
    "(65.0MB/s-65.0MB/s), io=8192KiB (8389kB), run=129-129msec\n"
    "All clients: (groupid=0, jobs=2): err= 0: pid=0: Tue Dec  1 15:19:11 "
    "2026\n"
    "  read: IOPS=28.8k, BW=113Mi (118M)(16.0MiB/142msec)\n"
    "    clat (nsec): min=971, max=1343.6k, avg=64887.60, stdev=40959.00\n"
    "  cpu          : usr=3.72%, sys=22.30%, ctx=3912, majf=0, minf=23\n"
    "     issued rwts: total=4096,0,0,0 short=0,0,0,0 dropped=0,0,0,0\n";

T_TEST(t_fio_text_client_server)
{
	struct t_collect c;

	T_INT(t_collect_buf(&c, NULL, "client.txt", client_text,
			    sizeof(client_text) - 1, 0),
	      0);
	T_INT(c.n_runs, 3);
	T_INT(c.n_res, 3);
	T_REQUIRE(c.n_runs == 3 && c.n_res == 3);
	T_STR(c.runs[0].host, "vm1");
	T_STR(c.runs[1].host, "vm2");
	T_STR(c.runs[2].host, NULL);
	T_STR(c.runs[0].tool_version, "fio-3.33");
	T_STR(c.res[0].r.job, "cj");
	T_DBL(c.res[0].r.iops, 14400);
	T_DBL(c.res[0].r.bw_bytes, 56.3 * MIB);
	T_DBL(c.res[0].r.runtime_ns, 142e6);
	T_DBL(c.res[1].r.iops, 15900);
	T_DBL(c.res[1].r.clat.max, 1343.6e3);
	T_INT(c.res[1].r.cond.bs, 4096);
	/* psync at iodepth=4: fio ran one I/O at a time */
	T_INT(c.res[1].r.cond.iodepth, 1);
	T_INT(c.res[1].r.cond.pattern, IODB_PATTERN_RAND);
	T_STR(c.res[2].r.job, "All clients");
	T_INT(c.res[2].run, 2);
	T_DBL(c.res[2].r.iops, 28800);
	T_DBL(c.res[2].r.bw_bytes, 113 * MIB);
	T_DBL(c.res[2].r.io_bytes, 16 * MIB);
	/* "jobs=2" of All clients counts the clients' reports fio summed
	 * (client.c: members++ per report), not jobs: unknown, as in JSON */
	T_INT(c.res[2].r.cond.numjobs, -1);
	T_INT(c.res[2].r.cond.bs, 4096); /* every client ran 4k randread */
	T_DBL(t_run_extra(&c.runs[1], "group0.read.bw"), 62.0 * MIB);
	t_collect_free(&c);
}

/* Older fio prefixed the job's own line: "<host> job: (groupid=...". */
T_TEST(t_fio_text_client_prefixed_job)
{
	static const char text[] =
	    "<storage-01> seq: (groupid=0, jobs=1): err= 0: pid=811\n"
	    "<storage-01>   read : io=4096.0MB, bw=409600KB/s, iops=400, "
	    "runt= 10240msec\n"
	    "<storage-01>   cpu          : usr=0.10%, sys=5.00%, ctx=9, "
	    "majf=0, minf=7\n"
	    "<storage-01>      issued    : total=r=4096/w=0/d=0, "
	    "short=r=0/w=0/d=0\n"
	    "<storage-02> seq: (groupid=0, jobs=1): err= 0: pid=812\n"
	    "<storage-02>   read : io=4096.0MB, bw=204800KB/s, iops=200, "
	    "runt= 20480msec\n"
	    "<storage-02>   cpu          : usr=0.10%, sys=5.00%, ctx=9, "
	    "majf=0, minf=7\n"
	    "<storage-02>      issued    : total=r=4096/w=0/d=0, "
	    "short=r=0/w=0/d=0\n";
	struct t_collect c;

	T_INT(
	    t_collect_buf(&c, "fio-text", "old.txt", text, sizeof(text) - 1, 0),
	    0);
	T_INT(c.n_runs, 2);
	T_REQUIRE(c.n_runs == 2 && c.n_res == 2);
	T_STR(c.runs[0].host, "storage-01");
	T_STR(c.runs[1].host, "storage-02");
	T_DBL(c.res[0].r.bw_bytes, 409600 * KIB);
	T_DBL(c.res[0].r.io_bytes, 4096 * MIB);
	T_DBL(c.res[1].r.iops, 200);
	T_DBL(c.res[1].r.runtime_ns, 20480e6);
	t_collect_free(&c);
}

/* A paste that starts inside a job block: its direction lines are fio's
 * figures; the job name is unknown. */
T_TEST(t_fio_text_headless_block)
{
	static const char text[] =
	    "Our result on the new array:\n"
	    "\n"
	    "  read: IOPS=98.2k, BW=384MiB/s (402MB/s)(22.5GiB/60001msec)\n"
	    "    slat (nsec): min=1363, max=161582, avg=3097.38, "
	    "stdev=1283.02\n"
	    "    clat (usec): min=66, max=8810, avg=322.38, stdev=147.01\n"
	    "     lat (usec): min=68, max=8813, avg=325.57, stdev=147.08\n"
	    "    clat percentiles (usec):\n"
	    "     |  1.00th=[  117],  5.00th=[  153], 10.00th=[  178],\n"
	    "     | 50.00th=[  297], 99.00th=[  766], 99.90th=[ 1156]\n"
	    "  cpu          : usr=11.13%, sys=35.73%, ctx=2761045, majf=0, "
	    "minf=1\n"
	    "     issued rwts: total=5893322,0,0,0 short=0,0,0,0 "
	    "dropped=0,0,0,0\n";
	struct t_collect c;
	const struct iodb_result *r;

	T_INT(t_collect_buf(&c, NULL, "h.txt", text, sizeof(text) - 1, 1), 0);
	T_INT(c.n_res, 1);
	T_OK(c.warnings >= 1);
	T_REQUIRE(c.n_res == 1);
	r = &c.res[0].r;
	T_STR(r->job, NULL);
	T_INT(r->cond.op, IODB_OP_READ);
	T_DBL(r->iops, 98200);
	T_DBL(r->bw_bytes, 384 * MIB);
	T_DBL(r->io_bytes, 22.5 * 1024 * MIB);
	T_DBL(r->slat.mean, 3097.38);
	T_DBL(r->clat.mean, 322.38e3);
	T_DBL(r->clat_pct[4].ns, 766e3);
	T_DBL(r->cpu_usr, 11.13);
	T_INT(r->line_from, 3);
	t_collect_free(&c);
}

/* s folded at blanks to lines of at most w columns, as a mail client
 * wraps a pasted output (fold -s).  Caller frees. */
static char *mail_wrap(const char *s, size_t w)
{
	char *out = malloc(2 * strlen(s) + 2), *o = out;
	size_t col = 0;

	if (!out)
		return NULL;
	while (*s) {
		const char *ws = s;
		size_t n;

		if (*s == '\n') {
			*o++ = *s++;
			col = 0;
			continue;
		}
		while (*s == ' ')
			s++;
		n = strcspn(s, " \n");
		if (col && col + (size_t)(s - ws) + n > w) {
			*o++ = '\n';
			col = 0;
		} else {
			memcpy(o, ws, (size_t)(s - ws));
			o += s - ws;
			col += (size_t)(s - ws);
		}
		memcpy(o, s, n);
		o += n;
		col += n;
		s += n;
	}
	*o = '\0';
	return out;
}

/* Outputs quoted in mail, wrapped at 72 and 60 columns (long job header,
 * command, group and percentile lines): the same figures as unwrapped. */
T_TEST(t_fio_text_mail_wrapped)
{
	static const char *const cases[] = {
	    "samples/fio-text/randrw-30-16k-qd8-4jobs-grp.txt",
	    "samples/fio-text/randread-64k-qd4-3jobs.txt",
	    "samples/fio-text/write-4k-fdatasync.txt",
	    "samples/fio-text/rw-60-32k-qd8-libaio.txt",
	};
	static const size_t widths[] = {72, 60};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char *txt = t_read_file(cases[i], NULL);

		T_REQUIRE(txt != NULL);
		for (size_t k = 0; k < 2; k++) {
			char *w = mail_wrap(txt, widths[k]);
			struct t_collect a, b;

			T_REQUIRE(w != NULL);
			T_INT(t_collect_buf(&a, "fio-text", "a", txt,
					    strlen(txt), 1),
			      0);
			T_INT(
			    t_collect_buf(&b, "fio-text", "b", w, strlen(w), 1),
			    0);
			T_INT(b.n_res, a.n_res);
			for (size_t r = 0; r < a.n_res && r < b.n_res; r++) {
				const struct iodb_result *x = &a.res[r].r,
							 *y = &b.res[r].r;

				T_DBL(y->iops, x->iops);
				T_DBL(y->bw_bytes, x->bw_bytes);
				T_DBL(y->io_bytes, x->io_bytes);
				T_DBL(y->runtime_ns, x->runtime_ns);
				T_DBL(y->clat.mean, x->clat.mean);
				T_DBL(y->cond.mix_read_pct,
				      x->cond.mix_read_pct);
				T_INT(y->cond.bs, x->cond.bs);
				T_INT(y->cond.iodepth, x->cond.iodepth);
				T_INT(y->n_clat_pct, x->n_clat_pct);
				if (y->n_clat_pct == x->n_clat_pct &&
				    x->n_clat_pct)
					T_DBL(
					    y->clat_pct[x->n_clat_pct - 1].ns,
					    x->clat_pct[x->n_clat_pct - 1].ns);
			}
			if (a.n_runs && b.n_runs)
				T_DBL(
				    t_run_extra(&b.runs[0], "group0.read.io"),
				    t_run_extra(&a.runs[0], "group0.read.io"));
			t_collect_free(&a);
			t_collect_free(&b);
			free(w);
		}
		free(txt);
	}
}

/* fio 3.33 with unified_rw_reporting=both prints its mixed line as zeros
 * ("mixed: IOPS=0, BW=0 (0)(0B/43msec)", a real run): no result from
 * those zeros, and no error for the unit-less "BW=0". */
T_TEST(t_fio_text_unified_both_zeros)
{
	static const char text[] =
	    "t: (groupid=0, jobs=2): err= 0: pid=1: Tue Dec  1 15:40:00 2026\n"
	    "  read: IOPS=46.1k, BW=180MiB/s (189MB/s)(7928KiB/43msec)\n"
	    "  write: IOPS=49.2k, BW=192MiB/s (201MB/s)(8456KiB/43msec)\n"
	    "  mixed: IOPS=0, BW=0 (0)(0B/43msec)\n"
	    "    clat (nsec): min=511, max=970979, avg=17142.49, "
	    "stdev=32237.47\n"
	    "  cpu          : usr=0.00%, sys=30.49%, ctx=1084, majf=0, "
	    "minf=26\n"
	    "     issued rwts: total=1982,2114,0,0 short=0,0,0,0 "
	    "dropped=0,0,0,0\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, "fio-text", "both.txt", text, sizeof(text) - 1,
			    0),
	      0);
	T_INT(c.n_res, 2);
	T_OK(c.warnings == 0);
	if (c.n_res == 2) {
		T_INT(c.res[0].r.cond.op, IODB_OP_READ);
		T_DBL(c.res[0].r.iops, 46100);
		T_INT(c.res[1].r.cond.op, IODB_OP_WRITE);
		T_DBL(c.res[1].r.bw_bytes, 192 * MIB);
	}
	t_collect_free(&c);
}

/* Lists shortened by hand with "..." inside a line. */
T_TEST(t_fio_text_shortened_lists)
{
	static const char text[] =
	    "j: (groupid=0, jobs=1): err= 0: pid=7\n"
	    "  read: IOPS=3120, BW=12.2MiB/s (12.8MB/s)(731MiB/60001msec)\n"
	    "    clat percentiles (usec):\n"
	    "     |  1.00th=[  126],  5.00th=[  133], ...\n"
	    "     | 99.00th=[  627], ..., 99.99th=[ 1287]\n"
	    "  IO depths    : 1=100.0%, ..., >=64=0.0%\n"
	    "     issued rwts: total=187200,0,0,0 short=0,0,0,0 "
	    "dropped=0,0,0,0\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, "fio-text", "s.txt", text, sizeof(text) - 1, 0),
	      0);
	T_REQUIRE(c.n_res == 1);
	T_DBL(c.res[0].r.iops, 3120);
	T_INT(c.res[0].r.n_clat_pct, 4);
	if (c.res[0].r.n_clat_pct == 4) {
		T_DBL(c.res[0].r.clat_pct[1].ns, 133e3);
		T_DBL(c.res[0].r.clat_pct[3].pct, 99.99);
		T_DBL(c.res[0].r.clat_pct[3].ns, 1287e3);
	}
	T_DBL(t_extra(&c.res[0].r, "iodepth_1"), 100);
	T_DBL(t_extra(&c.res[0].r, "iodepth_ge64"), 0);
	t_collect_free(&c);
}

/* Options fill each other and a result: only what is unknown is taken. */
T_TEST(t_fio_options_fill_apply)
{
	static const char cmd[] =
	    "fio --direct=1 --name=a --rw=randrw --rwmixwrite=30 --bs=4k,64k "
	    "--iodepth=8 --name=b --rw=read --numjobs=4 --buffered=1";
	struct fio_opts a, b;
	struct iodb_result r = IODB_RESULT_INIT;

	T_INT(fio_options_parse_cmdline(cmd, sizeof(cmd) - 1, "a", &a), 0);
	T_INT(fio_options_parse_cmdline(cmd, sizeof(cmd) - 1, "b", &b), 0);
	r.cond.op = IODB_OP_WRITE;
	r.cond.iodepth = 16;
	fio_opts_apply(&a, IODB_OP_WRITE, &r);
	T_INT(r.cond.op, IODB_OP_WRITE);
	T_INT(r.cond.pattern, IODB_PATTERN_RAND);
	T_DBL(r.cond.mix_read_pct, 70);
	T_INT(r.cond.bs, 65536); /* the write block size of bs=4k,64k */
	T_INT(r.cond.iodepth, 16);
	T_INT(r.cond.numjobs, -1);
	T_INT(r.cond.direct, 1);
	/* b names no mix: its rw=read gives none */
	r = (struct iodb_result)IODB_RESULT_INIT;
	fio_opts_apply(&b, IODB_OP_READ, &r);
	T_INT(r.cond.pattern, IODB_PATTERN_SEQ);
	T_DBL(r.cond.mix_read_pct, NAN);
	T_INT(r.cond.op, IODB_OP_UNKNOWN);
	T_INT(r.cond.bs, -1);
	T_INT(r.cond.numjobs, 4);
	T_INT(r.cond.direct, 0);
	fio_opts_fill(&b, &a);
	T_INT(b.cond.bs, 4096);
	T_INT(b.bs_write, 65536);
	T_INT(b.cond.iodepth, 8);
	T_INT(b.cond.numjobs, 4);
	T_INT(b.cond.direct, 0);
	T_DBL(b.cond.mix_read_pct, 70);
	T_STR(b.rw, "read");
}

/*
 * Found by the fio-text fuzz target in CI: a line "<p" whose host-prefix
 * scan ran past the line's end (strchr() matches the terminating NUL).
 */
T_TEST(t_fio_text_host_prefix_at_line_end)
{
	static const char in[] = ">><p\0]\0\0\0\0\0\0msiec";
	static const char in2[] = "<abc.def:1";
	struct t_collect c;

	t_collect_buf(&c, "fio-text", "in.txt", in, sizeof(in) - 1, 1);
	T_OK(c.ret < 0);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
	t_collect_buf(&c, "fio-text", "in.txt", in2, sizeof(in2) - 1, 1);
	T_OK(c.ret < 0);
	t_collect_free(&c);
}

/*
 * The same client run without the empty "<vm1> " / "<vm2> " lines fio
 * drains from each client as it leaves: the result blocks follow every
 * client's "Starting" lines, which name no one block (fio prints a
 * client's results when it disconnects, in no fixed order): no host.
 */
T_TEST(t_fio_text_client_interleaved_no_host)
{
	struct t_collect c;
	char *text = strdup(client_text), *at;

	T_REQUIRE(text != NULL);
	while ((at = strstr(text, "<vm1> \n")) ||
	       (at = strstr(text, "<vm2> \n")))
		memmove(at, at + 7, strlen(at + 7) + 1);
	T_INT(t_collect_buf(&c, NULL, "client.txt", text, strlen(text), 0), 0);
	T_INT(c.n_res, 3);
	T_REQUIRE(c.n_runs == 3 && c.n_res == 3);
	T_STR(c.runs[0].host, NULL);
	T_STR(c.runs[1].host, NULL);
	T_STR(c.runs[2].host, NULL);
	T_DBL(c.res[0].r.iops, 14400);
	T_DBL(c.res[1].r.iops, 15900);
	t_collect_free(&c);
	free(text);
}

/* "<details>" (a GitHub comment folding the paste) is an HTML element,
 * never the "<host>" prefix of fio's client output. */
T_TEST(t_fio_text_details_no_host)
{
	static const char text[] =
	    "<details>\n"
	    "<summary>fio</summary>\n"
	    "\n"
	    "rr: (groupid=0, jobs=1): err= 0: pid=7: Mon Jan  1 00:00:00 2024\n"
	    "  read: IOPS=98.2k, BW=384MiB/s (402MB/s)(22.5GiB/60001msec)\n"
	    "  cpu          : usr=10.00%, sys=45.00%, ctx=1000000, majf=0\n"
	    "</details>\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, "fio-text", "d.md", text, sizeof(text) - 1, 0),
	      0);
	T_REQUIRE(c.n_runs == 1 && c.n_res == 1);
	T_STR(c.runs[0].host, NULL);
	T_DBL(c.res[0].r.iops, 98200);
	t_collect_free(&c);
}

/*
 * --status-interval: the same job (name and pid) reported again after the
 * run's status lines is the run reported later (cumulative): the last
 * report is the result and keeps the header's conditions; another
 * invocation (another pid) is another run.
 */
T_TEST(t_fio_text_status_interval_last_wins)
{
	static const char head[] =
	    "rr: (g=0): rw=randread, bs=(R) 4096B-4096B, (W) 4096B-4096B, "
	    "(T) 4096B-4096B, ioengine=libaio, iodepth=8\n"
	    "fio-3.28\n"
	    "Starting 1 process\n";
	static const char rep[] =
	    "rr: (groupid=0, jobs=1): err= 0: pid=%d: Mon Mar  4 10:00:%02d "
	    "2024\n"
	    "  read: IOPS=%dk, BW=%dMiB/s (1MB/s)(%dMiB/%d000msec)\n"
	    "  cpu          : usr=1.00%%, sys=2.00%%, ctx=1, majf=0, minf=1\n"
	    "     issued rwts: total=1,0,0,0 short=0,0,0,0 dropped=0,0,0,0\n"
	    "\n"
	    "Run status group 0 (all jobs):\n"
	    "   READ: bw=%dMiB/s (1MB/s), io=%dMiB (1MB), run=%d000-%d000msec\n"
	    "Jobs: 1 (f=1): [r(1)][50.0%%][r=1MiB/s][r=1 IOPS][eta 00m:10s]\n";
	char text[4096], *w = text;
	struct t_collect c;

	w += sprintf(w, "%s", head);
	for (int i = 1; i <= 3; i++)
		w += sprintf(w, rep, 77, i * 10, 10 + i, 40 + i, 400 * i,
			     10 * i, 40 + i, 400 * i, 10 * i, 10 * i);
	T_INT(t_collect_buf(&c, "fio-text", "si.txt", text, strlen(text), 1),
	      0);
	T_REQUIRE(c.n_res == 1);
	T_DBL(c.res[0].r.iops, 13e3);
	T_DBL(c.res[0].r.bw_bytes, 43 * MIB);
	T_DBL(c.res[0].r.runtime_ns, 30e9);
	T_INT(c.res[0].r.cond.bs, 4096);
	T_INT(c.res[0].r.cond.iodepth, 8);
	T_STR(c.runs[c.res[0].run].tool_version, "fio-3.28");
	t_collect_free(&c);

	/* two invocations, one after the other: two runs */
	w = text;
	w += sprintf(w, "%s", head);
	w += sprintf(w, rep, 77, 10, 11, 41, 400, 10, 41, 400, 10, 10);
	w += sprintf(w, "%s", head);
	w += sprintf(w, rep, 78, 20, 12, 42, 800, 20, 42, 800, 20, 20);
	T_INT(t_collect_buf(&c, "fio-text", "two.txt", text, strlen(text), 1),
	      0);
	T_REQUIRE(c.n_res == 2);
	T_DBL(c.res[0].r.iops, 11e3);
	T_DBL(c.res[1].r.iops, 12e3);
	t_collect_free(&c);
}

/*
 * A test harness's or CI runner's prefix on every line ("08:11:32 DEBUG|
 * [stdout] ", "2022-11-03T08:15:02.5512345Z "): the output after it is
 * read, its percentile lines too.
 */
T_TEST(t_fio_text_log_prefix)
{
	static const char text[] =
	    "08:11:32 DEBUG| [stdout] seqwr: (groupid=2, jobs=1): err= 0: "
	    "pid=4411: Tue Jun  2 08:11:32 2020\n"
	    "08:11:32 DEBUG| [stdout]   write: IOPS=310, BW=77.6MiB/s "
	    "(81.4MB/s)(256MiB/3298msec)\n"
	    "08:11:32 DEBUG| [stdout]     clat (usec): min=61, max=91234, "
	    "avg=3201.40, stdev=5120.11\n"
	    "08:11:32 DEBUG| [stdout]      lat (usec): min=63, max=91236, "
	    "avg=3203.77, stdev=5120.15\n"
	    "08:11:32 DEBUG| [stdout]     clat percentiles (usec):\n"
	    "08:11:32 DEBUG| [stdout]      |  1.00th=[   70],  5.00th=[   "
	    "82], 10.00th=[  100], 20.00th=[  400],\n"
	    "08:11:32 DEBUG| [stdout]      | 99.00th=[25035], 99.50th=[3"
	    "3162], 99.90th=[83362], 99.99th=[91751]\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, NULL, "log.txt", text, sizeof(text) - 1, 0), 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		const struct iodb_result *r = &c.res[0].r;

		T_STR(c.runs[0].format, "fio-text");
		T_INT(r->cond.op, IODB_OP_WRITE);
		T_DBL(r->iops, 310);
		T_DBL(r->bw_bytes, 77.6 * MIB);
		T_DBL(r->io_bytes, 256 * MIB);
		T_DBL(r->runtime_ns, 3298e6);
		T_DBL(r->clat.mean, 3201.40e3);
		T_DBL(r->lat.mean, 3203.77e3);
		T_INT(r->n_clat_pct, 8);
		if (r->n_clat_pct == 8) {
			T_DBL(r->clat_pct[4].pct, 99);
			T_DBL(r->clat_pct[4].ns, 25035e3);
		}
	}
	t_collect_free(&c);
}

/*
 * A paste cut to its last job block and the group summaries: the groups
 * whose job blocks are not in the text are imported from their summary
 * lines (bandwidth, io, run time), with a warning; the job's group is
 * not imported twice.
 */
T_TEST(t_fio_text_groups_without_jobs)
{
	static const char text[] =
	    "fourth: (groupid=1, jobs=1): err= 0: pid=711: Mon Jan 4 10:00:00 "
	    "2021\n"
	    "  write: IOPS=512, BW=2048KiB/s (2097kB/s)(120MiB/60001msec)\n"
	    "    clat (usec): min=90, max=9000, avg=1950.50, stdev=210.10\n"
	    "     lat (usec): min=91, max=9001, avg=1951.70, stdev=210.12\n"
	    "  cpu          : usr=0.50%, sys=1.20%, ctx=30720, majf=0, minf=9\n"
	    "  IO depths    : 1=100.0%, 2=0.0%, 4=0.0%, 8=0.0%, 16=0.0%, "
	    "32=0.0%, >=64=0.0%\n"
	    "     issued rwts: total=0,30720,0,0 short=0,0,0,0 "
	    "dropped=0,0,0,0\n"
	    "\n"
	    "Run status group 0 (all jobs):\n"
	    "   READ: bw=98.5MiB/s (103MB/s), 98.5MiB/s-98.5MiB/s "
	    "(103MB/s-103MB/s), io=5910MiB (6197MB), run=60002-60002msec\n"
	    "\n"
	    "Run status group 1 (all jobs):\n"
	    "  WRITE: bw=2048KiB/s (2097kB/s), 2048KiB/s-2048KiB/s "
	    "(2097kB/s-2097kB/s), io=120MiB (126MB), run=60001-60001msec\n";
	struct t_collect c;

	T_INT(
	    t_collect_buf(&c, "fio-text", "cut.txt", text, sizeof(text) - 1, 0),
	    0);
	T_INT(c.n_res, 2);
	T_INT(c.warnings, 1);
	if (c.n_res == 2) {
		const struct iodb_result *j = &c.res[0].r, *g = &c.res[1].r;

		T_INT(j->cond.op, IODB_OP_WRITE);
		T_DBL(j->iops, 512);
		T_INT(g->cond.op, IODB_OP_READ);
		T_INT(g->groupid, 0);
		T_DBL(g->bw_bytes, 98.5 * MIB);
		T_DBL(g->io_bytes, 5910 * MIB);
		T_DBL(g->runtime_ns, 60002e6);
		T_OK(isnan(g->iops));
	}
	t_collect_free(&c);
}

/*
 * An output whose line breaks a blog migration removed, in a plain
 * English post (no document around it): its lines are found again and
 * read.
 */
T_TEST(t_fio_text_flattened_line)
{
	static const char text[] =
	    "Random writes on the cheap VPS:\n\n"
	    "rw4k: (groupid=0, jobs=1): err= 0: pid=4410: Sat May 1 09:00:00 "
	    "2021 write: IOPS=2210, BW=8842KiB/s (9054kB/s)(518MiB/60003msec); "
	    "0 zone resets clat (usec): min=55, max=91211, avg=450.12, "
	    "stdev=881.40 lat (usec): min=56, max=91212, avg=451.30, "
	    "stdev=881.41 cpu : usr=1.10%, sys=6.20%, ctx=132640, majf=0, "
	    "minf=11 IO depths : 1=100.0%, 2=0.0%, 4=0.0%, 8=0.0%, 16=0.0%, "
	    "32=0.0%, >=64=0.0% issued rwts: total=0,132640,0,0 "
	    "short=0,0,0,0 dropped=0,0,0,0 Run status group 0 (all jobs): "
	    "WRITE: bw=8842KiB/s (9054kB/s), 8842KiB/s-8842KiB/s "
	    "(9054kB/s-9054kB/s), io=518MiB (543MB), run=60003-60003msec\n\n"
	    "Not great.\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, NULL, "flat.txt", text, sizeof(text) - 1, 0),
	      0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		const struct iodb_result *r = &c.res[0].r;

		T_INT(r->cond.op, IODB_OP_WRITE);
		T_DBL(r->iops, 2210);
		T_DBL(r->bw_bytes, 8842 * KIB);
		T_DBL(r->io_bytes, 518 * MIB);
		T_DBL(r->runtime_ns, 60003e6);
		T_DBL(r->clat.mean, 450.12e3);
	}
	t_collect_free(&c);
}

/*
 * Group summaries alone, pasted one after the other for the same command
 * on different systems: a group number again starts the next run, which
 * keeps the command's conditions.
 */
T_TEST(t_fio_text_groups_repeated)
{
	static const char text[] =
	    "# fio --name=rr --rw=randread --bs=8k --iodepth=4 --numjobs=2 "
	    "--group_reporting --runtime=60 --filename=/dev/sdb\n\n"
	    "old kernel:\n"
	    "Run status group 0 (all jobs):\n"
	    "   READ: bw=31.2MiB/s (32.7MB/s), 31.2MiB/s-31.2MiB/s "
	    "(32.7MB/s-32.7MB/s), io=1872MiB (1963MB), run=60003-60003msec\n\n"
	    "new kernel:\n"
	    "Run status group 0 (all jobs):\n"
	    "   READ: bw=48.9MiB/s (51.3MB/s), 48.9MiB/s-48.9MiB/s "
	    "(51.3MB/s-51.3MB/s), io=2934MiB (3076MB), run=60001-60001msec\n";
	struct t_collect c;

	T_INT(
	    t_collect_buf(&c, "fio-text", "two.txt", text, sizeof(text) - 1, 0),
	    0);
	T_INT(c.n_runs, 2);
	T_INT(c.n_res, 2);
	if (c.n_res == 2) {
		T_DBL(c.res[0].r.bw_bytes, 31.2 * MIB);
		T_DBL(c.res[1].r.bw_bytes, 48.9 * MIB);
		T_DBL(c.res[1].r.runtime_ns, 60001e6);
		T_INT(c.res[1].r.cond.bs, 8192);
		T_INT(c.res[1].r.cond.iodepth, 4);
	}
	t_collect_free(&c);
}

/*
 * fio's text machine-translated with the web page around it (full-width
 * colons, translated direction words, group heading and job name): read
 * as fio printed it; a Chinese prose line that only starts like one is
 * left alone.
 */
T_TEST(t_fio_text_machine_translated)
{
	static const char text[] =
	    "t: (g=0): rw=randrw, bs=4K-4K/4K-4K/4K-4K, ioengine=libaio, "
	    "iodepth=64\n"
	    "fio-2.2.10\n"
	    "\xe6\xb5\x8b\xe8\xaf\x95\xef\xbc\x9a(groupid=0, jobs=1): err= 0: "
	    "pid=10287: Sat Feb  2 17:40:10 2019\n"
	    "  \xe8\xaf\xbb\xe5\x8f\x96\xef\xbc\x9aio=784996KB, bw=133662KB/s, "
	    "iops=33415, runt=  5873msec\n"
	    "  \xe5\x86\x99\xe5\x85\xa5\xef\xbc\x9aio=263580KB, bw=44880KB/s, "
	    "iops=11219, runt=  5873msec\n"
	    "\n"
	    "\xe8\xbf\x90\xe8\xa1\x8c\xe7\x8a\xb6\xe6\x80\x81\xe7\xbb\x84 "
	    "0\xef\xbc\x88\xe6\x89\x80\xe6\x9c\x89\xe4\xbb\xbb\xe5\x8a\xa1"
	    "\xef\xbc\x89\xef\xbc\x9a\n"
	    "   \xe8\xaf\xbb\xe5\x8f\x96\xef\xbc\x9aio=784996KB, "
	    "aggrb=133661KB/s, minb=133661KB/s, maxb=133661KB/s, "
	    "mint=5873msec, maxt=5873msec\n"
	    "\xe8\xaf\xbb\xe5\x8f\x96\xef\xbc\x9a\xe8\xbf\x99\xe6\x98\xaf "
	    "io=1\n"; /* 读取：这是 io=1: prose */
	struct t_collect c;
	const struct iodb_result *r, *w;

	T_INT(
	    t_collect_buf(&c, "fio-text", "zh.txt", text, sizeof(text) - 1, 1),
	    0);
	T_INT(c.n_res, 2);
	r = t_find(&c, IODB_OP_READ, NULL, NULL);
	w = t_find(&c, IODB_OP_WRITE, NULL, NULL);
	if (r) {
		T_DBL(r->iops, 33415);
		T_DBL(r->bw_bytes, 133662.0 * 1024);
		T_DBL(r->io_bytes, 784996.0 * 1024);
		T_DBL(r->runtime_ns, 5873e6);
	}
	if (w) {
		T_DBL(w->iops, 11219);
		T_DBL(w->bw_bytes, 44880.0 * 1024);
	}
	t_collect_free(&c);
}

/* A paste cut inside a percentile line's last entry, then "[...]": the
 * job's figures and the complete percentiles stand, the cut one is
 * skipped with a warning (was: the whole file an error). */
T_TEST(t_fio_text_cut_inside_percentiles)
{
	static const char text[] =
	    "rr: (groupid=0, jobs=1): err= 0: pid=1234: Mon Jan  1 00:00:00 "
	    "2024\n"
	    "  read: IOPS=187k, BW=731MiB/s (767MB/s)(42.8GiB/60001msec)\n"
	    "    clat (usec): min=28, max=4102, avg=168.37, stdev=52.11\n"
	    "     lat (usec): min=30, max=4104, avg=170.52, stdev=52.13\n"
	    "    clat percentiles (usec):\n"
	    "     |  1.00th=[   98],  5.00th=[  112], 10.00th=[  121], "
	    "20.00th=[  133],\n"
	    "     | 30.00th=[  143], 40.00th=[  153], 50.00th=[  163], "
	    "60.00th=[  \n"
	    "[...]\n";
	struct t_collect c;
	const struct iodb_result *r;

	T_INT(
	    t_collect_buf(&c, "fio-text", "cut.txt", text, sizeof(text) - 1, 1),
	    0);
	T_INT(c.n_res, 1);
	T_OK(c.warnings >= 1);
	r = t_find(&c, IODB_OP_READ, "rr", NULL);
	if (r) {
		T_DBL(r->iops, 187000);
		T_DBL(r->bw_bytes, 731.0 * 1048576);
		T_DBL(r->runtime_ns, 60001e6);
		T_DBL(r->lat.mean, 170520);
		T_INT(r->n_clat_pct, 7);
		T_DBL(iodb_result_clat_pct(r, 50), 163000);
	}
	t_collect_free(&c);
}

/* A paste cut inside a distribution line's last entry ("IO depths :
 * ..., >=6", "lat (usec) : ..., 5"): the job stands, the cut entry is
 * skipped with a warning; a garbled entry inside the line stays an
 * error. */
T_TEST(t_fio_text_cut_inside_distribution)
{
	static const char head[] =
	    "rr: (groupid=0, jobs=1): err= 0: pid=1: Mon Jan  1 00:00:00 2024\n"
	    "  read: IOPS=187k, BW=731MiB/s (767MB/s)(42.8GiB/60001msec)\n";
	static const char *const tails[] = {
	    "  IO depths    : 1=0.1%, 2=0.1%, 32=100.0%, >=6\n",
	    "    lat (usec)   : 50=0.01%, 100=2.5%, 250=97.1%, 5\n",
	};
	char text[512];
	struct t_collect c;

	for (size_t i = 0; i < 2; i++) {
		snprintf(text, sizeof(text), "%s%s", head, tails[i]);
		T_INT(t_collect_buf(&c, "fio-text", "cut.txt", text,
				    strlen(text), 1),
		      0);
		T_INT(c.n_res, 1);
		if (c.n_res)
			T_DBL(c.res[0].r.iops, 187000);
		t_collect_free(&c);
	}
	snprintf(text, sizeof(text), "%s%s", head,
		 "  IO depths    : 1=0.1%, 2=x%, 32=100.0%\n");
	T_OK(t_collect_buf(&c, "fio-text", "bad.txt", text, strlen(text), 1) !=
	     0);
	t_collect_free(&c);
}

/* Two depth lines joined by a paste ("submit : ... >=64=0.0% complete :
 * 0=0.0%, ..."): that line is skipped with a warning, none of its
 * entries kept; the job and its figures stand. */
T_TEST(t_fio_text_joined_depth_lines)
{
	static const char text[] =
	    "rr: (groupid=0, jobs=1): err= 0: pid=1: Mon Jan  1 00:00:00 2024\n"
	    "read: IOPS=187k, BW=731MiB/s (767MB/s)(42.8GiB/60001msec)\n"
	    "IO depths    : 1=0.1%, 2=0.1%, 32=100.0%, >=64=0.0%\n"
	    "submit    : 0=0.0%, 4=100.0%, >=64=0.0% complete  : 0=0.0%, "
	    "4=100.0%, >=64=0.0%\n"
	    "issued rwts: total=11223344,0,0,0 short=0,0,0,0 dropped=0,0,0,0\n";
	struct t_collect c;

	T_INT(
	    t_collect_buf(&c, "fio-text", "joined.txt", text, strlen(text), 1),
	    0);
	T_INT(c.n_res, 1);
	T_OK(c.warnings >= 1);
	if (c.n_res == 1)
		T_DBL(c.res[0].r.iops, 187000);
	t_collect_free(&c);
}

/*
 * A randrw job whose "  write: IOPS=..." line was deleted by hand: the
 * write's clat/lat/percentile/bw/iops lines follow the read's.  The
 * second "clat (" line under 'read:' shows a direction line is missing:
 * read keeps its own figures, the orphan lines are skipped with one
 * warning, and no write result is made up.
 */
T_TEST(t_fio_text_direction_line_deleted)
{
	static const char text[] =
	    "mix: (g=0): rw=randrw, bs=(R) 4096B-4096B, (W) 4096B-4096B, (T) "
	    "4096B-4096B, ioengine=libaio, iodepth=8\n"
	    "fio-3.36\n"
	    "mix: (groupid=0, jobs=1): err= 0: pid=4242: Sat Mar  2 10:00:00 "
	    "2024\n"
	    "  read: IOPS=12.4k, BW=48.4MiB/s (50.8MB/s)(2904MiB/60001msec)\n"
	    "    slat (usec): min=2, max=310, avg=4.61, stdev=2.10\n"
	    "    clat (usec): min=41, max=9120, avg=312.55, stdev=120.40\n"
	    "     lat (usec): min=45, max=9125, avg=317.40, stdev=120.52\n"
	    "    clat percentiles (usec):\n"
	    "     |  1.00th=[  110],  5.00th=[  141], 50.00th=[  297],\n"
	    "     | 99.00th=[  742], 99.90th=[ 1680]\n"
	    "   bw (  KiB/s): min=45000, max=52000, per=100.00%, avg=49560.10, "
	    "stdev=1200.30, samples=119\n"
	    "   iops        : min=11250, max=13000, avg=12390.02, "
	    "stdev=300.07, samples=119\n"
	    "    slat (usec): min=3, max=415, avg=6.02, stdev=2.88\n"
	    "    clat (usec): min=18, max=8011, avg=318.90, stdev=133.10\n"
	    "     lat (usec): min=23, max=8016, avg=325.01, stdev=133.22\n"
	    "    clat percentiles (usec):\n"
	    "     |  1.00th=[   60],  5.00th=[   99], 50.00th=[  306],\n"
	    "     | 99.00th=[  799], 99.90th=[ 1811]\n"
	    "   bw (  KiB/s): min=44000, max=51000, per=100.00%, avg=49400.44, "
	    "stdev=1180.00, samples=119\n"
	    "   iops        : min=11000, max=12750, avg=12350.11, "
	    "stdev=295.00, samples=119\n"
	    "  cpu          : usr=4.10%, sys=11.20%, ctx=301122, majf=0, "
	    "minf=12\n"
	    "  IO depths    : 1=0.1%, 2=0.1%, 4=0.1%, 8=100.0%, 16=0.0%, "
	    "32=0.0%, >=64=0.0%\n"
	    "     issued rwts: total=743424,741376,0,0 short=0,0,0,0 "
	    "dropped=0,0,0,0\n";
	struct t_collect c;
	char msg[2048];
	const struct iodb_result *r;

	T_INT(t_collect_msg(&c, "fio-text", "del.txt", text, sizeof(text) - 1,
			    msg, sizeof(msg)),
	      0);
	T_INT(c.n_res, 1);
	T_INT(c.warnings, 1);
	T_OK(strstr(msg, "del.txt:13:5: warning: a second 'slat (usec)' line "
			 "under 'read:'") != NULL);
	r = t_find(&c, IODB_OP_READ, "mix", NULL);
	if (r) {
		T_DBL(r->iops, 12400);
		T_DBL(r->slat.mean, 4610);
		T_DBL(r->clat.min, 41000);
		T_DBL(r->clat.mean, 312550);
		T_DBL(r->lat.mean, 317400);
		T_DBL(r->lat.max, 9125000);
		T_INT(r->n_clat_pct, 5);
		T_DBL(iodb_result_clat_pct(r, 50), 297000);
		T_DBL(iodb_result_clat_pct(r, 99.9), 1680000);
		T_DBL(t_extra(r, "bw_mean"), 49560.10 * 1024);
		T_DBL(t_extra(r, "iops_mean"), 12390.02);
	}
	for (size_t i = 0; i < c.n_res; i++)
		T_OK(c.res[i].r.cond.op != IODB_OP_WRITE);
	t_collect_free(&c);
}

/* The same deletion where only the write prints slat: the write's slat
 * line comes after read's clat, out of fio's order: skipped too. */
T_TEST(t_fio_text_direction_line_deleted_slat)
{
	static const char text[] =
	    "w: (groupid=0, jobs=1): err= 0: pid=77: Sat Mar  2 10:00:00 2024\n"
	    "  read: IOPS=900, BW=3600KiB/s (3686kB/s)(211MiB/60001msec)\n"
	    "    clat (usec): min=90, max=5120, avg=1101.20, stdev=80.40\n"
	    "     lat (usec): min=91, max=5121, avg=1102.00, stdev=80.41\n"
	    "    slat (usec): min=4, max=88, avg=9.75, stdev=3.02\n"
	    "    clat (usec): min=70, max=4410, avg=987.10, stdev=66.00\n"
	    "     lat (usec): min=75, max=4420, avg=996.85, stdev=66.10\n"
	    "  cpu          : usr=1.10%, sys=2.20%, ctx=108000, majf=0, "
	    "minf=9\n"
	    "  IO depths    : 1=100.0%, 2=0.0%, 4=0.0%, 8=0.0%, 16=0.0%, "
	    "32=0.0%, >=64=0.0%\n"
	    "     issued rwts: total=54000,53100,0,0 short=0,0,0,0 "
	    "dropped=0,0,0,0\n";
	struct t_collect c;
	char msg[1024];
	const struct iodb_result *r;

	T_INT(t_collect_msg(&c, "fio-text", "s.txt", text, sizeof(text) - 1,
			    msg, sizeof(msg)),
	      0);
	T_INT(c.n_res, 1);
	T_INT(c.warnings, 1);
	T_OK(strstr(msg, "s.txt:5:5: warning: a late 'slat (usec)' line "
			 "under 'read:'") != NULL);
	r = t_find(&c, IODB_OP_READ, "w", NULL);
	if (r) {
		T_OK(isnan(r->slat.mean));
		T_DBL(r->clat.mean, 1101200);
		T_DBL(r->lat.mean, 1102000);
		T_DBL(r->cpu_usr, 1.10);
	}
	t_collect_free(&c);
}

/*
 * unified_rw_reporting: "mixed:" and the group's "MIXED:" line count every
 * direction's I/O: the header's block size when (R), (W) and (T) agree.
 */
T_TEST(t_fio_text_mixed_bs)
{
	static const char fmt[] =
	    "4k_randwrite: (g=0): rw=randwrite, bs=(R) %s, (W) 4096B-4096B, "
	    "(T) 4096B-4096B, ioengine=libaio, iodepth=32\n"
	    "fio-3.1\n"
	    "Starting 4 processes\n"
	    "\n"
	    "4k_randwrite: (groupid=0, jobs=4): err= 0: pid=10347: Wed May 31 "
	    "18:15:30 2023\n"
	    "  mixed: IOPS=165k, BW=643MiB/s (674MB/s)(1130GiB/1800001msec)\n"
	    "    clat (usec): min=97, max=35900, avg=767.45, stdev=589.12\n"
	    "\n"
	    "Run status group 0 (all jobs):\n"
	    "  MIXED: bw=643MiB/s (674MB/s), 643MiB/s-643MiB/s "
	    "(674MB/s-674MB/s), io=1130GiB (1213GB), run=1800001-1800001msec\n";
	static const char group_only[] =
	    "$ fio --name=m --rw=randrw --bs=8k --unified_rw_reporting=1\n"
	    "Run status group 0 (all jobs):\n"
	    "  MIXED: bw=643MiB/s (674MB/s), 643MiB/s-643MiB/s "
	    "(674MB/s-674MB/s), io=1130GiB (1213GB), run=1800001-1800001msec\n";
	char buf[1024];
	struct t_collect c;

	for (int same = 0; same < 2; same++) {
		snprintf(buf, sizeof(buf), fmt,
			 same ? "4096B-4096B" : "8192B-8192B");
		T_INT(
		    t_collect_buf(&c, "fio-text", "m.txt", buf, strlen(buf), 1),
		    0);
		T_REQUIRE(c.n_res == 1);
		/* a randwrite job's mixed I/O was all writes */
		T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
		T_INT(c.res[0].r.cond.bs, same ? 4096 : -1);
		T_DBL(c.res[0].r.iops, 165e3);
		t_collect_free(&c);
	}
	T_INT(t_collect_buf(&c, "fio-text", "g.txt", group_only,
			    sizeof(group_only) - 1, 1),
	      0);
	T_REQUIRE(c.n_res == 1);
	T_INT(c.res[0].r.cond.bs, 8192);
	T_INT(c.res[0].r.cond.op, IODB_OP_UNKNOWN); /* randrw: both */
	t_collect_free(&c);
	/* the command's one direction; a write read back by verify= is
	 * both directions again */
	for (int v = 0; v < 2; v++) {
		snprintf(buf, sizeof(buf),
			 "$ fio --name=m --rw=write --bs=8k%s "
			 "--unified_rw_reporting=1\n%s",
			 v ? " --verify=crc32c" : "",
			 strchr(group_only, '\n') + 1);
		T_INT(
		    t_collect_buf(&c, "fio-text", "v.txt", buf, strlen(buf), 1),
		    0);
		T_REQUIRE(c.n_res == 1);
		T_INT(c.res[0].r.cond.op, v ? IODB_OP_UNKNOWN : IODB_OP_WRITE);
		t_collect_free(&c);
	}
}

/*
 * A quoted output that a mail client re-flowed: fio's lines run together
 * and are cut anew, each line start now inside a line ("2019 write:
 * IOPS=...", "resets slat (usec): ...", "samples=450 iops : ...").  The
 * lines are cut again where fio's own line words start; an output whose
 * lines only carry an indent or a "<host>" prefix is left alone.
 */
T_TEST(t_fio_text_reflowed_mail)
{
	static const char text[] =
	    "> fio line/results:\n"
	    "> --- rr: (groupid=0, jobs=1): err= 0: pid=18933: Mon Nov 11 "
	    "08:09:51\n"
	    "> 2019 write: IOPS=1000, BW=4000KiB/s (4096kB/s)(1024MiB/"
	    "262144msec); 0 zone\n"
	    "> resets slat (usec): min=6, max=5227.2k, avg=153.88, "
	    "stdev=22260.74\n"
	    ">     clat (usec): min=50, max=5207.0k, avg=569.68, "
	    "stdev=20016.99\n"
	    ">      lat (usec): min=101, max=5228.0k, avg=724.32, "
	    "stdev=30068.91\n"
	    ">    bw (  KiB/s): min=  159, max=44472, per=100.00%, "
	    "avg=4657.40,\n"
	    "> stdev=4975.82, samples=450 iops        : min=   39, max=11118,\n"
	    "> avg=1164.35, stdev=1243.96, samples=450 lat (usec)   : "
	    "100=0.07%,\n"
	    "> 250=7.42%, 500=75.19% lat (msec)   : 2=2.95%,\n"
	    ">   cpu          : usr=1.63%, sys=7.48%, ctx=444428, majf=0, "
	    "minf=10\n"
	    ">      latency   : target=0, window=0, percentile=100.00%, "
	    "depth=32\n"
	    "> \n"
	    "> Run status group 0 (all jobs):\n"
	    ">   WRITE: bw=4000KiB/s (4096kB/s), 4000KiB/s-4000KiB/s "
	    "(4096kB/s-4096kB/s),\n"
	    "> io=1024MiB (1074MB), run=262144-262144msec ---\n";
	struct t_collect c;
	const struct iodb_result *w;

	T_INT(t_collect_buf(&c, NULL, "mail.txt", text, sizeof(text) - 1, 1),
	      0);
	T_INT(c.n_res, 1);
	w = t_find(&c, IODB_OP_WRITE, "rr", NULL);
	T_REQUIRE(w != NULL);
	T_DBL(w->iops, 1000);
	T_DBL(w->bw_bytes, 4000 * 1024.0);
	T_DBL(w->io_bytes, 1024 * 1048576.0);
	T_DBL(w->runtime_ns, 262144e6);
	T_DBL(w->slat.mean, 153.88e3);
	T_DBL(w->clat.mean, 569.68e3);
	T_DBL(w->lat.mean, 724.32e3);
	T_INT(w->cond.iodepth, 32);
	t_collect_free(&c);
}

/* A translated group heading one byte too short for "Run status group N
 * (all jobs):" is left as it is (a fuzzer's find: it wrote before its
 * start). */
T_TEST(t_fio_text_translated_group_too_short)
{
	static const char text[] =
	    "\xe8\xbf\x90\xe8\xa1\x8c\xe7\x8a\xb6\xe6\x80\x81\xe7\xbb\x84 "
	    "0(abcdefghi): x\n"
	    "   READ: bw=20.0MiB/s (21.0MB/s), 20.0MiB/s-20.0MiB/s "
	    "(21.0MB/s-21.0MB/s), io=1259MiB (1320MB), run=60003-60003msec\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, "fio-text", "g.txt", text, sizeof(text) - 1, 1),
	      0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1)
		T_DBL(c.res[0].r.bw_bytes, 20.0 * 1048576);
	t_collect_free(&c);
}

/*
 * A command written one option a line from its first: "$ fio \" over "
 * --name=rr \" ...: its options are the output's conditions (the first
 * line, "fio \" alone, was no command, and direct was lost).
 */
T_TEST(t_fio_text_command_one_option_a_line)
{
	static const char text[] =
	    "$ fio \\\n"
	    "  --name=rr \\\n"
	    "  --rw=randread --bs=4k \\\n"
	    "  --ioengine=io_uring --iodepth=32 --direct=1\n"
	    "rr: (g=0): rw=randread, bs=(R) 4096B-4096B, (W) 4096B-4096B, (T) "
	    "4096B-4096B, ioengine=io_uring, iodepth=32\n"
	    "fio-3.33\n"
	    "Starting 1 process\n\n"
	    "rr: (groupid=0, jobs=1): err= 0: pid=1: Tue Dec  1 01:45:39 2026\n"
	    "  read: IOPS=84.5k, BW=330MiB/s (346MB/s)(99.4MiB/301msec)\n";
	struct t_collect c;

	t_collect_buf(&c, NULL, "cmd.txt", text, strlen(text), 1);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.direct, 1);
		T_INT(c.res[0].r.cond.iodepth, 32);
		T_DBL(c.res[0].r.iops, 84500);
	}
	t_collect_free(&c);
}

/*
 * A synchronous engine runs one I/O at a time: fio says so ("queue depth
 * will be capped at 1") and its IO depths line shows 1=100%.  The depth
 * stored is 1, with one warning; an asynchronous engine keeps its depth.
 */
T_TEST(t_fio_text_sync_engine_depth_capped)
{
	static const char text[] =
	    "seq: (g=0): rw=read, bs=(R) 128KiB-128KiB, (W) 128KiB-128KiB, "
	    "(T) 128KiB-128KiB, ioengine=psync, iodepth=16\n"
	    "fio-3.36\n"
	    "Starting 1 process\n"
	    "note: both iodepth >= 1 and synchronous I/O engine are "
	    "selected, queue depth will be capped at 1\n"
	    "seq: (groupid=0, jobs=1): err= 0: pid=811: Sat Mar  2 10:00:00 "
	    "2024\n"
	    "  read: IOPS=3120, BW=390MiB/s (409MB/s)(22.9GiB/60001msec)\n"
	    "    clat (usec): min=120, max=4100, avg=319.62, stdev=40.10\n"
	    "     lat (usec): min=121, max=4101, avg=319.90, stdev=40.11\n"
	    "  cpu          : usr=1.10%, sys=9.20%, ctx=187201, majf=0, "
	    "minf=40\n"
	    "  IO depths    : 1=100.0%, 2=0.0%, 4=0.0%, 8=0.0%, 16=0.0%, "
	    "32=0.0%, >=64=0.0%\n"
	    "     issued rwts: total=187200,0,0,0 short=0,0,0,0 "
	    "dropped=0,0,0,0\n";
	char async[sizeof(text)];
	struct t_collect c;
	char msg[2048];

	T_INT(t_collect_msg(&c, "fio-text", "cap.txt", text, sizeof(text) - 1,
			    msg, sizeof(msg)),
	      0);
	T_INT(c.n_res, 1);
	T_INT(c.warnings, 1);
	T_OK(strstr(msg, "cap.txt:4:1: warning: ioengine=psync runs one I/O "
			 "at a time: iodepth=16 is stored as 1") != NULL);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.iodepth, 1);
		T_INT(c.res[0].r.cond.bs, 131072);
		T_DBL(c.res[0].r.iops, 3120);
	}
	t_collect_free(&c);

	/* the same text with an asynchronous engine: depth 16 stands, the
	 * note (another job's) notwithstanding */
	memcpy(async, text, sizeof(text));
	memcpy(strstr(async, "ioengine=psync"), "ioengine=aio  ", 14);
	T_INT(t_collect_buf(&c, "fio-text", "aio.txt", async, strlen(async), 1),
	      0);
	if (c.n_res == 1)
		T_INT(c.res[0].r.cond.iodepth, 16);
	t_collect_free(&c);
}

/*
 * "fio: terminating on signal 2" (Ctrl-C) before the results: the figures
 * are what ran until then; the run is marked interrupted, with a warning.
 */
T_TEST(t_fio_text_terminated_by_signal)
{
	static const char text[] =
	    "rr: (g=0): rw=randread, bs=(R) 4096B-4096B, (W) 4096B-4096B, "
	    "(T) 4096B-4096B, ioengine=libaio, iodepth=32\n"
	    "fio-3.36\n"
	    "Starting 1 process\n"
	    "^Cbs: 1 (f=1): [r(1)][2.1%][r=120MiB/s][r=30.7k IOPS][eta "
	    "04m:41s]\n"
	    "fio: terminating on signal 2\n"
	    "\n"
	    "rr: (groupid=0, jobs=1): err= 0: pid=5120: Sat Mar  2 10:00:00 "
	    "2024\n"
	    "  read: IOPS=30.6k, BW=120MiB/s (125MB/s)(722MiB/6031msec)\n"
	    "    clat (usec): min=61, max=9012, avg=1043.20, stdev=301.55\n"
	    "     lat (usec): min=62, max=9013, avg=1043.88, stdev=301.60\n"
	    "  cpu          : usr=6.10%, sys=20.40%, ctx=90211, majf=0, "
	    "minf=41\n"
	    "  IO depths    : 1=0.1%, 2=0.1%, 4=0.1%, 8=0.1%, 16=0.1%, "
	    "32=100.0%, >=64=0.0%\n"
	    "     issued rwts: total=184832,0,0,0 short=0,0,0,0 "
	    "dropped=0,0,0,0\n";
	struct t_collect c;
	char msg[2048];

	T_INT(t_collect_msg(&c, "fio-text", "sig.txt", text, sizeof(text) - 1,
			    msg, sizeof(msg)),
	      0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 1);
	T_INT(c.warnings, 1);
	T_OK(strstr(msg, "sig.txt:5:1: warning: fio was stopped by a signal") !=
	     NULL);
	if (c.n_runs == 1)
		T_STR(c.runs[0].status, "interrupted");
	if (c.n_res == 1) {
		T_DBL(c.res[0].r.iops, 30600);
		T_INT(c.res[0].r.cond.iodepth, 32);
		T_DBL(c.res[0].r.runtime_ns, 6031e6);
	}
	t_collect_free(&c);
}

/*
 * A caption a person wrote above each output ("// Ubuntu 16.04 / Linux
 * 4.4.0:", "kernel 6.1:" over a blank line) labels the run below it; an
 * introduction ("Here is the output:") labels nothing, nor does a caption
 * carry over to the next run.
 */
T_TEST(t_fio_text_caption_labels_run)
{
	static const char text[] =
	    "# fio -name=rw -rw=randrw -bs=4k -direct=1 -runtime=120\n"
	    "\n"
	    "// Ubuntu 16.04 / Linux 4.4.0:\n"
	    "Run status group 0 (all jobs):\n"
	    "   READ: bw=54.5MiB/s (57.1MB/s), 54.5MiB/s-54.5MiB/s "
	    "(57.1MB/s-57.1MB/s), io=6537MiB (6854MB), run=120002-120002msec\n"
	    "\n"
	    "kernel 6.1:\n"
	    "\n"
	    "Run status group 0 (all jobs):\n"
	    "   READ: bw=244MiB/s (255MB/s), 244MiB/s-244MiB/s "
	    "(255MB/s-255MB/s), io=28.6GiB (30.7GB), run=120001-120001msec\n"
	    "\n"
	    "Here is the output:\n"
	    "Run status group 0 (all jobs):\n"
	    "   READ: bw=23.5MiB/s (24.7MB/s), 23.5MiB/s-23.5MiB/s "
	    "(24.7MB/s-24.7MB/s), io=2821MiB (2959MB), run=120002-120002msec\n"
	    "Run status group 0 (all jobs):\n"
	    "   READ: bw=25.5MiB/s (26.7MB/s), 25.5MiB/s-25.5MiB/s "
	    "(26.7MB/s-26.7MB/s), io=3060MiB (3209MB), run=120002-120002msec\n";
	struct t_collect c;

	t_collect_buf(&c, "fio-text", "cap.txt", text, sizeof(text) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 4);
	if (c.n_runs == 4) {
		T_STR(c.runs[0].label, "Ubuntu 16.04 / Linux 4.4.0");
		T_STR(c.runs[1].label, "kernel 6.1");
		T_OK(!c.runs[2].label && !c.runs[3].label);
	}
	T_INT(c.n_res, 4);
	if (c.n_res == 4)
		T_DBL(c.res[1].r.bw_bytes, 244.0 * 1048576);
	t_collect_free(&c);
}

/*
 * Group summaries pasted again after a command keep it only when they are
 * of its directions: a read-only summary (and the "All clients" sum after
 * it) under a "--rw=randrw" command is another, unshown command's run,
 * its conditions unknown.
 */
T_TEST(t_fio_text_carried_command_needs_its_directions)
{
	static const char text[] =
	    "$ fio --name=a --bs=128K --rw=randrw --rwmixread=95 --numjobs=2 "
	    "--group_reporting\n"
	    "Run status group 0 (all jobs):\n"
	    "   READ: bw=384MiB/s (403MB/s), 384MiB/s-384MiB/s "
	    "(403MB/s-403MB/s), io=11.6GiB (12.5GB), run=30994-30994msec\n"
	    "  WRITE: bw=20.7MiB/s (21.7MB/s), 20.7MiB/s-20.7MiB/s "
	    "(21.7MB/s-21.7MB/s), io=642MiB (673MB), run=30994-30994msec\n"
	    "\n"
	    "Run status group 0 (all jobs):\n"
	    "   READ: bw=1294MiB/s (1357MB/s), 1294MiB/s-1294MiB/s "
	    "(1357MB/s-1357MB/s), io=37.9GiB (40.7GB), run=30001-30001msec\n"
	    "All clients: (groupid=0, jobs=3): err= 0: pid=0: Wed Jul  8 "
	    "08:25:05 2026\n"
	    "  read: IOPS=30.5k, BW=3808Mi (3993M)(112GiB/30001msec)\n";
	struct t_collect c;

	t_collect_buf(&c, "fio-text", "carry.txt", text, sizeof(text) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 4);
	if (c.n_res == 4) {
		T_INT(c.res[0].r.cond.bs, 131072);
		T_DBL(c.res[0].r.cond.mix_read_pct, 95);
		/* the read workload and its sum: not the command's */
		T_DBL(c.res[2].r.bw_bytes, 1294.0 * 1048576);
		T_INT(c.res[2].r.cond.bs, -1);
		T_OK(isnan(c.res[2].r.cond.mix_read_pct));
		T_STR(c.res[3].r.job, "All clients");
		T_INT(c.res[3].r.cond.bs, -1);
	}
	t_collect_free(&c);
}

/* A job that stopped on an I/O error ("err= 5"): its figures are the part
 * that ran; the run is marked interrupted, with a warning at the err=. */
T_TEST(t_fio_text_job_error_interrupted)
{
	static const char text[] =
	    "w: (groupid=0, jobs=1): err= 5 (file:io_u.c:1889, func=io_u "
	    "error, error=Input/output error): pid=7344: Thu Sep 25 16:28:30 "
	    "2025\n"
	    "  write: IOPS=1520, BW=5.94MiB/s (6.23MB/s)(30.9MiB/5201msec)\n";
	struct t_collect c;
	char msg[2048];

	T_INT(t_collect_msg(&c, "fio-text", "err.txt", text, sizeof(text) - 1,
			    msg, sizeof(msg)),
	      0);
	T_INT(c.n_res, 1);
	T_OK(strstr(msg, "err.txt:1:30: warning: a job ended with error 5") !=
	     NULL);
	if (c.n_runs == 1)
		T_STR(c.runs[0].status, "interrupted");
	if (c.n_res == 1)
		T_DBL(c.res[0].r.runtime_ns, 5201e6);
	t_collect_free(&c);
}

/* A bw or iops statistics line cut by the paste after a figure fio prints
 * before "stdev=" / "samples=" loses that figure ("avg=2506" of 25061.2,
 * below its own min); one whose average lies outside its min..max loses
 * all its figures: each with a warning naming the line. */
T_TEST(t_fio_text_stats_line_cut_or_contradicting)
{
	static const char text[] =
	    "rr: (groupid=0, jobs=1): err= 0: pid=501: Mon Jan  5 10:00:00 "
	    "2026\n"
	    "  read: IOPS=6102, BW=23.8MiB/s (25.0MB/s)(1430MiB/60001msec)\n"
	    "   bw (  KiB/s): min=21040, max=26112, per=100.00%, avg=24408.51, "
	    "stdev=801.10, samples=119\n"
	    "   iops        : min= 5260, max= 6528, avg=610.12, stdev=200.27, "
	    "samples=119\n"
	    "  write: IOPS=2034, BW=8138KiB/s (8333kB/s)(477MiB/60001msec)\n"
	    "   bw (  KiB/s): min= 7020, max= 9208, per=100.00%, avg=81\n";
	struct t_collect c;
	char msg[4096];

	T_INT(t_collect_msg(&c, "fio-text", "cut.txt", text, sizeof(text) - 1,
			    msg, sizeof(msg)),
	      0);
	T_INT(c.n_res, 2);
	T_OK(strstr(msg, "cut.txt:4:") &&
	     strstr(msg, "the 'iops' line's average 610.12 lies outside"));
	T_OK(strstr(msg, "cut.txt:6:") &&
	     strstr(msg, "the 'bw' line ends after its 'avg=' figure"));
	if (c.n_res == 2) {
		const struct iodb_result *r = &c.res[0].r, *w = &c.res[1].r;

		T_DBL(r->iops, 6102);
		T_DBL(t_extra(r, "bw_mean"), 24408.51 * 1024);
		T_OK(isnan(t_extra(r, "iops_mean")));
		T_OK(isnan(t_extra(r, "iops_min")));
		T_DBL(w->iops, 2034);
		T_DBL(t_extra(w, "bw_min"), 7020 * 1024);
		T_DBL(t_extra(w, "bw_max"), 9208 * 1024);
		T_OK(isnan(t_extra(w, "bw_mean")));
	}
	t_collect_free(&c);
}

/* The paste stops inside a statistics line's last figure: a fio 2.x 'bw'
 * line's "stdev=3" (fio prints two decimals) at the end of the text, a
 * 'bw' line's "stdev=4..." with a cut mark glued, an 'iops' line's
 * "samples=2" with no line end after it: each figure is cut, not
 * imported, the ones before it are; a whole line ("stdev=61.07") stands. */
T_TEST(t_fio_text_stats_last_figure_cut_by_paste)
{
	static const char two[] =
	    "sr: (groupid=0, jobs=1): err= 0: pid=40: Mon Jan  5 10:00:00 "
	    "2026\n"
	    "  read : io=4096KB, bw=2048.0KB/s, iops=512 , runt=  2000msec\n"
	    "    bw (KB/s)  : min= 1702, max= 2311, per=100.00%, avg=2040.55, "
	    "stdev=3\n\n";
	static const char mark[] =
	    "sr: (groupid=0, jobs=1): err= 0: pid=40: Mon Jan  5 10:00:00 "
	    "2026\n"
	    "  read : io=4096KB, bw=2048.0KB/s, iops=512 , runt=  2000msec\n"
	    "    bw (KB/s)  : min= 1702, max= 2311, per=100.00%, avg=2040.55, "
	    "stdev=4...\n"
	    "  write: io=4096KB, bw=2048.0KB/s, iops=512 , runt=  2000msec\n"
	    "    bw (KB/s)  : min= 1702, max= 2311, per=100.00%, avg=2040.55, "
	    "stdev=61.07\n";
	static const char open[] =
	    "rr: (groupid=0, jobs=1): err= 0: pid=501: Mon Jan  5 10:00:00 "
	    "2026\n"
	    "  read: IOPS=3301, BW=12.9MiB/s (13.5MB/s)(387MiB/30001msec)\n"
	    "   iops        : min= 3102, max= 3498, avg=3300.81, stdev=40.12, "
	    "samples=2";
	struct t_collect c;
	char msg[4096];

	T_INT(t_collect_msg(&c, "fio-text", "two.txt", two, sizeof(two) - 1,
			    msg, sizeof(msg)),
	      0);
	T_OK(strstr(msg, "two.txt:3:") &&
	     strstr(msg, "at 'stdev=3' (fio prints two decimals there)"));
	if (c.n_res == 1) {
		T_DBL(t_extra(&c.res[0].r, "bw_mean"), 2040.55 * 1024);
		T_OK(isnan(t_extra(&c.res[0].r, "bw_stdev")));
	}
	t_collect_free(&c);

	T_INT(t_collect_msg(&c, "fio-text", "mark.txt", mark, sizeof(mark) - 1,
			    msg, sizeof(msg)),
	      0);
	T_INT(c.n_res, 2);
	T_OK(strstr(msg, "at 'stdev=4' (a cut mark follows it)") != NULL);
	if (c.n_res == 2) {
		T_OK(isnan(t_extra(&c.res[0].r, "bw_stdev")));
		T_DBL(t_extra(&c.res[1].r, "bw_stdev"), 61.07 * 1024);
	}
	t_collect_free(&c);

	T_INT(t_collect_msg(&c, "fio-text", "open.txt", open, sizeof(open) - 1,
			    msg, sizeof(msg)),
	      0);
	T_OK(strstr(msg, "at 'samples=2' (no line end after it)") != NULL);
	if (c.n_res == 1) {
		T_DBL(t_extra(&c.res[0].r, "iops_stdev"), 40.12);
		T_OK(isnan(t_extra(&c.res[0].r, "iops_samples")));
	}
	t_collect_free(&c);
}

/* A mixed output under a command naming no workload: fio's default mix
 * (50) is not assumed; under one naming rw=randrw and no mix it is. */
T_TEST(t_fio_text_mix_default_only_from_mixed_command)
{
	static const char text[] =
	    "fio --name=m --bs=4k --iodepth=8 --direct=1\n"
	    "m: (g=0): rw=randrw, bs=(R) 4096B-4096B, (W) 4096B-4096B, (T) "
	    "4096B-4096B, ioengine=libaio, iodepth=8\n"
	    "m: (groupid=0, jobs=1): err= 0: pid=77: Mon Jan  5 10:00:00 2026\n"
	    "  read: IOPS=1000, BW=3906KiB/s (4000kB/s)(229MiB/60001msec)\n"
	    "  write: IOPS=1000, BW=3906KiB/s (4000kB/s)(229MiB/60001msec)\n";
	struct t_collect c;

	t_collect_buf(&c, "fio-text", "mix.txt", text, sizeof(text) - 1, 1);
	T_INT(c.n_res, 2);
	if (c.n_res == 2) {
		T_INT(c.res[0].r.cond.direct, 1);
		T_OK(isnan(c.res[0].r.cond.mix_read_pct));
		T_OK(isnan(c.res[1].r.cond.mix_read_pct));
	}
	t_collect_free(&c);
}

/* A second headless fio 2.x output after the first one's group summary,
 * under a line that is no caption ("Fio output:" names nothing): not
 * imported, but said (was: dropped with no word).  Under "Fio output
 * (kernel B):" (the output named, what it is of in the bracket) it is
 * the next run, labelled "kernel B". */
T_TEST(t_fio_text_second_headless_output_warned)
{
	static const char text[] =
	    "write: io=120000KB, bw=2000.0KB/s, iops=125, runt= 60000msec\n"
	    "clat (usec): min=5, max=9000, avg=300.00, stdev=900.00\n"
	    "Run status group 0 (all jobs):\n"
	    "WRITE: io=120000KB, aggrb=2000KB/s, minb=2000KB/s, "
	    "maxb=2000KB/s, mint=60000msec, maxt=60000msec\n"
	    "Disk stats (read/write):\n"
	    "sdz: ios=0/9000, merge=0/10, ticks=0/90000, in_queue=90000, "
	    "util=99.00%\n"
	    "Fio output:\n"
	    "write: io=130000KB, bw=2166.0KB/s, iops=135, runt= 60000msec\n"
	    "clat (usec): min=5, max=9000, avg=280.00, stdev=900.00\n";
	char named[sizeof(text) + 16];
	char *cap = strstr(strcpy(named, text), "Fio output:");
	struct t_collect c;
	char msg[2048];

	T_INT(t_collect_msg(&c, NULL, "two.txt", text, sizeof(text) - 1, msg,
			    sizeof(msg)),
	      0);
	T_INT(c.n_res, 1);
	T_OK(strstr(msg, "two.txt:8:1: warning: another fio output") != NULL);
	t_collect_free(&c);
	memmove(cap + strlen("Fio output (kernel B):"),
		cap + strlen("Fio output:"),
		strlen(cap + strlen("Fio output:")) + 1);
	memcpy(cap, "Fio output (kernel B):", strlen("Fio output (kernel B):"));
	T_INT(t_collect_msg(&c, NULL, "two.txt", named, strlen(named), msg,
			    sizeof(msg)),
	      0);
	T_INT(c.n_res, 2);
	T_INT(c.n_runs, 2);
	if (c.n_runs == 2)
		T_STR(c.runs[1].label, "kernel B");
	T_OK(strstr(msg, "another fio output") == NULL);
	t_collect_free(&c);
}

/*
 * A rate fio printed twice whose copies disagree: "N.0" one unit under
 * its copy is fio's lost num2str carry (before 3.26), the copy in
 * brackets is the figure, with a warning; any other disagreement keeps
 * the first copy, warned about; copies within their digits are no news.
 */
T_TEST(t_fio_text_rate_copies_disagree)
{
	static const char text[] =
	    "a: (groupid=0, jobs=1): err= 0: pid=1: Tue Mar 10 10:12:01 2020\n"
	    "   read: IOPS=3582, BW=13.0MiB/s (14.7MB/s)(420MiB/30001msec)\n"
	    "  write: IOPS=3590, BW=14.0MiB/s (16.9MB/s)(421MiB/30001msec)\n"
	    "b: (groupid=0, jobs=1): err= 0: pid=2: Tue Mar 10 10:12:01 2020\n"
	    "   read: IOPS=48, BW=6267KiB/s (6417kB/s)(367MiB/60030msec)\n"
	    "c: (groupid=0, jobs=1): err= 0: pid=3: Tue Mar 10 10:12:01 2020\n"
	    "  write: IOPS=7667, BW=29.0MiB/s\n"
	    "(31.4MB/s)(1026MiB/34256msec)\n";
	struct t_collect c;
	char msg[2048];

	T_INT(t_collect_msg(&c, "fio-text", "copies.txt", text,
			    sizeof(text) - 1, msg, sizeof(msg)),
	      0);
	T_INT(c.n_res, 4);
	if (c.n_res == 4) {
		/* wrapped before its copy */
		T_DBL(c.res[3].r.bw_bytes, 31.4e6);
		T_DBL(c.res[3].r.io_bytes, 1026.0 * 1048576);
		T_DBL(c.res[0].r.bw_bytes, 14.7e6);
		T_DBL(c.res[1].r.bw_bytes, 14.0 * 1048576);
		T_DBL(c.res[1].r.iops, 3590);
		T_DBL(c.res[2].r.bw_bytes, 6267.0 * 1024);
	}
	T_OK(strstr(msg, "copies.txt:2:24: warning: fio printed this rate "
			 "twice and the copies disagree: this one lost its "
			 "carry") != NULL);
	T_OK(strstr(msg, "copies.txt:3:24: warning: fio printed this rate "
			 "twice and the copies disagree by more than their "
			 "digits allow: imported this one") != NULL);
	T_OK(strstr(msg, "copies.txt:5:24:") == NULL);
	t_collect_free(&c);
}

/* Which job fio reports as "Run status group N": fio's add_job() numbers
 * the groups (stonewall, wait_for_previous, new_group; never before the
 * first job), only a group of one job names it. */
T_TEST(t_fio_options_group_job)
{
	static const struct {
		const char *cmd, *jf;
		long group;
		const char *job; /* NULL: -ENOENT */
	} cases[] = {
	    {"fio --bs=4k --name=a --rw=read --name=b --rw=write --stonewall "
	     "--name=c --rw=randread",
	     NULL, 0, "a"},
	    /* c has no stonewall: b and c share group 1 */
	    {"fio --bs=4k --name=a --rw=read --name=b --rw=write --stonewall "
	     "--name=c --rw=randread",
	     NULL, 1, NULL},
	    {"fio --name=a --name=b --stonewall", NULL, 2, NULL},
	    /* global: every job starts a group, the first none */
	    {"fio --stonewall --name=a --name=b --name=c", NULL, 2, "c"},
	    {"fio --name=a --stonewall --name=b", NULL, 0, NULL},
	    {"fio --name=a --stonewall --name=b", NULL, 1, NULL},
	    {"fio --name=a --name=b --new_group", NULL, 1, "b"},
	    {"fio --name=a --name=b --wait_for_previous", NULL, 1, "b"},
	    {"fio --stonewall --name=a --name=b --stonewall=0", NULL, 1, NULL},
	    {"fio --name=a --name=b --stonewall=maybe", NULL, 1, NULL},
	    {"fio --name=a --name=a --stonewall", NULL, 1, NULL},
	    {"fio --name=global --stonewall --name=a --name=b", NULL, 1, NULL},
	    {"fio --section=b --name=a --name=b --stonewall", NULL, 1, NULL},
	    {NULL, "[global]\nstonewall\n[x]\nrw=read\n[y]\nname=why\n", 1,
	     "why"},
	    {NULL, "[x]\n[global]\nwait_for_previous=1\n[y]\n[z]\n", 2, "z"},
	    {NULL, "[x]\nrw=read\n[y]\nrw=write\n", 1, NULL},
	    {"fio --output=o.txt jobs.fio", "[x]\n[y]\nstonewall\n", 1, "y"},
	    /* fio puts a stonewall between job files: not read as one */
	    {"fio a.fio b.fio", "[x]\n[y]\nstonewall\n", 1, NULL},
	    {"fio --stonewall jobs.fio", "[x]\n[y]\n", 1, NULL},
	};
	char name[32];

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const char *c = cases[i].cmd, *j = cases[i].jf;
		int ret = fio_options_group_job(
		    c, c ? strlen(c) : 0, j, j ? strlen(j) : 0, cases[i].group,
		    name, sizeof(name));

		T_INT(ret, cases[i].job ? 0 : -ENOENT);
		if (cases[i].job && !ret)
			T_STR(name, cases[i].job);
	}
}

/* Group summaries alone under a command of stonewalled jobs: each group
 * is its job's; one direction its job does not run (a WRITE line in
 * the read job's group) says the lines are another command's. */
T_TEST(t_fio_text_groups_by_stonewalled_job)
{
	static const char ok[] =
	    "fio --bs=64k --direct=1 --name=w --rw=write --name=r "
	    "--rw=randread --bs=4k --stonewall\n"
	    "Run status group 0 (all jobs):\n"
	    "  WRITE: bw=301MiB/s (316MB/s), 301MiB/s-301MiB/s "
	    "(316MB/s-316MB/s), io=1024MiB (1074MB), run=3402-3402msec\n"
	    "Run status group 1 (all jobs):\n"
	    "   READ: bw=40.1MiB/s (42.0MB/s), 40.1MiB/s-40.1MiB/s "
	    "(42.0MB/s-42.0MB/s), io=1024MiB (1074MB), run=25536-25536msec\n";
	static const char other[] =
	    "fio --bs=64k --direct=1 --name=w --rw=write --name=r "
	    "--rw=randread --bs=4k --stonewall\n"
	    "Run status group 0 (all jobs):\n"
	    "  WRITE: bw=301MiB/s (316MB/s), 301MiB/s-301MiB/s "
	    "(316MB/s-316MB/s), io=1024MiB (1074MB), run=3402-3402msec\n"
	    "Run status group 1 (all jobs):\n"
	    "  WRITE: bw=40.1MiB/s (42.0MB/s), 40.1MiB/s-40.1MiB/s "
	    "(42.0MB/s-42.0MB/s), io=1024MiB (1074MB), run=25536-25536msec\n";
	struct t_collect c;
	char msg[2048];

	T_INT(t_collect_msg(&c, "fio-text", "g.txt", ok, sizeof(ok) - 1, msg,
			    sizeof(msg)),
	      0);
	T_REQUIRE(c.n_res == 2);
	T_STR(c.res[0].r.job, "w");
	T_INT(c.res[0].r.cond.pattern, IODB_PATTERN_SEQ);
	T_INT(c.res[0].r.cond.bs, 65536);
	T_STR(c.res[1].r.job, "r");
	T_INT(c.res[1].r.cond.pattern, IODB_PATTERN_RAND);
	T_INT(c.res[1].r.cond.bs, 4096);
	t_collect_free(&c);
	T_INT(t_collect_msg(&c, "fio-text", "g.txt", other, sizeof(other) - 1,
			    msg, sizeof(msg)),
	      0);
	T_REQUIRE(c.n_res == 2);
	for (int i = 0; i < 2; i++) {
		T_STR(c.res[i].r.job, NULL);
		T_INT(c.res[i].r.cond.pattern, IODB_PATTERN_UNKNOWN);
		T_INT(c.res[i].r.cond.bs, 65536);
	}
	t_collect_free(&c);
}

/* A paste that ends inside a percentile entry: the entries before it
 * stand, the cut one is skipped with a warning at its column. */
T_TEST(t_fio_text_percentile_cut_at_end)
{
	static const char text[] =
	    "t: (groupid=0, jobs=1): err= 0: pid=7: Mon Jun  3 09:00:00 2024\n"
	    "  write: IOPS=512, BW=2048KiB/s (2097kB/s)(120MiB/60001msec)\n"
	    "    clat percentiles (usec):\n"
	    "     |  1.00th=[  420],  5.00th=[  611], 10.00th=[  725], "
	    "20.00th=[  930],\n"
	    "     | 30.00th=[ 1106], 40.00th=[ 1401], 50.00th=[ 1713], "
	    "60.00th=[ 20";
	struct t_collect c;
	char msg[2048];

	T_INT(t_collect_msg(&c, "fio-text", "cut.txt", text, sizeof(text) - 1,
			    msg, sizeof(msg)),
	      0);
	T_REQUIRE(c.n_res == 1);
	T_DBL(iodb_result_clat_pct(&c.res[0].r, 50), 1713e3);
	T_DBL(iodb_result_clat_pct(&c.res[0].r, 60), NAN);
	T_OK(strstr(msg, "cut.txt:5:59: warning: percentile '60.00th=[ 20' "
			 "cut by the paste: skipped") != NULL);
	t_collect_free(&c);
}
