/*
 * Ceph's benchmarks (ingest/ceph_bench.c): the command lines, rbd bench's
 * result line, and what a rados bench or rbd bench output imports.
 */
#include <math.h>
#include <string.h>

#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "tests/collect.h"
#include "tests/t.h"

#define LINE(s) s, sizeof(s) - 1

T_TEST(t_ceph_bench_command)
{
	struct ceph_bench_cmd o;

	T_OK(ceph_bench_command(LINE("rados bench -p hdd 120 write -t 64 "
				     "--no-cleanup"),
				&o));
	T_INT(o.rbd, 0);
	T_INT(o.op, IODB_OP_WRITE);
	T_INT(o.pattern, IODB_PATTERN_UNKNOWN);
	T_INT(o.iodepth, 64);
	T_INT(o.bs, -1);
	T_OK(ceph_bench_command(LINE("[root@mon1 ~]# rados -p ssd -b 16K "
				     "bench 30 seq --concurrent-ios=8"),
				&o));
	T_INT(o.op, IODB_OP_READ);
	T_INT(o.pattern, IODB_PATTERN_SEQ);
	T_INT(o.iodepth, 8);
	T_INT(o.bs, 16384);
	T_INT(o.at, 15);
	/* what it leaves out: rados's default of 16 in flight */
	T_OK(ceph_bench_command(LINE("$ sudo rados bench -p x 10 rand"), &o));
	T_INT(o.pattern, IODB_PATTERN_RAND);
	T_INT(o.iodepth, 16);
	T_INT(o.bs, -1);
	T_OK(ceph_bench_command(LINE("`rados bench -p v 90 write -t 8` on "
				     "the node"),
				&o));
	T_INT(o.iodepth, 8);
	T_OK(ceph_bench_command(LINE("rbd bench --io-type readwrite "
				     "--io-pattern rand --rw-mix-read 70 "
				     "--io-size 8K --io-threads 4 pool/img"),
				&o));
	T_INT(o.rbd, 1);
	T_INT(o.op, IODB_OP_READWRITE);
	T_INT(o.pattern, IODB_PATTERN_RAND);
	T_INT(o.mix_read, 70);
	T_INT(o.bs, 8192);
	T_INT(o.iodepth, 4);
	T_OK(ceph_bench_command(LINE("rbd -p p bench-write img "
				     "--io-pattern=seq --io-size=1M"),
				&o));
	T_INT(o.op, IODB_OP_WRITE);
	T_INT(o.write_cmd, 1);
	T_INT(o.pattern, IODB_PATTERN_SEQ);
	T_INT(o.bs, 1048576);
	/* rbd bench without --io-type: no direction; rbd's defaults:
	 * 4096-byte sequential requests */
	T_OK(ceph_bench_command(LINE("rbd bench img --io-threads 2"), &o));
	T_INT(o.op, IODB_OP_UNKNOWN);
	T_INT(o.iodepth, 2);
	T_INT(o.bs, 4096);
	T_INT(o.pattern, IODB_PATTERN_SEQ);
	/* no bench, a mode rados lacks, a sentence, a cleanup */
	T_OK(!ceph_bench_command(LINE("rbd map fast/img --id admin"), &o));
	T_OK(!ceph_bench_command(LINE("rados bench -p x 60 stat"), &o));
	T_OK(!ceph_bench_command(LINE("I ran rados bench -p x 60 write"), &o));
	T_OK(!ceph_bench_command(LINE("rados -p x cleanup"), &o));
	T_OK(
	    !ceph_bench_command(LINE("rados bench -p x 60 write -t many"), &o));
}

T_TEST(t_ceph_bench_rbd_line)
{
	struct iodb_result r = IODB_RESULT_INIT;

	T_OK(ceph_bench_rbd_line(LINE("elapsed:    33  ops:   262144  "
				      "ops/sec:  7811.02  bytes/sec: "
				      "31993942.18"),
				 "", &r));
	T_DBL(r.iops, 7811.02);
	T_DBL(r.bw_bytes, 31993942.18);
	T_DBL(r.runtime_ns, 33e9);
	r = (struct iodb_result)IODB_RESULT_INIT;
	T_OK(ceph_bench_rbd_line(LINE("elapsed: 8   ops: 2048   ops/sec: "
				      "241.5   bytes/sec: 966 MiB/s"),
				 "", &r));
	T_DBL(r.bw_bytes, 966.0 * 1048576);
	r = (struct iodb_result)IODB_RESULT_INIT;
	T_OK(ceph_bench_rbd_line(LINE("write_ops: 311   write_ops/sec: "
				      "31.1   write_bytes/sec: 124 KiB/s"),
				 "write_", &r));
	T_DBL(r.iops, 31.1);
	T_DBL(r.bw_bytes, 124.0 * 1024);
	T_OK(isnan(r.runtime_ns));
	/* a cut line, another prefix, a unit that is no rate */
	T_OK(!ceph_bench_rbd_line(LINE("elapsed: 8   ops: 2048   ops/sec: "
				       "241.5"),
				  "", &r));
	T_OK(!ceph_bench_rbd_line(LINE("read_ops: 3 read_ops/sec: 1 "
				       "read_bytes/sec: 9"),
				  "write_", &r));
	T_OK(!ceph_bench_rbd_line(LINE("elapsed: 8 ops: 2 ops/sec: 1 "
				       "bytes/sec: 9 Mbit/s"),
				  "", &r));
}

/* rados bench: the Maintaining line, the summary, the command above. */
T_TEST(t_ceph_bench_rados_output)
{
	static const char text[] =
	    "# rados bench -p ec42 15 write -t 24 --no-cleanup\n"
	    "Maintaining 24 concurrent writes of 1048576 bytes to objects of "
	    "size 1048576 for up to 15 seconds or 0 objects\n"
	    "  sec Cur ops   started  finished  avg MB/s  cur MB/s last lat(s)"
	    "  avg lat(s)\n"
	    "    0       0         0         0         0         0           -"
	    "           0\n"
	    "Total time run:         15.1022\n"
	    "Total writes made:      3020\n"
	    "Write size:             1048576\n"
	    "Object size:            1048576\n"
	    "Bandwidth (MB/sec):     199.971\n"
	    "Average IOPS:           199\n"
	    "Average Latency(s):     0.119811\n"
	    "Stddev Latency(s):      0.0511\n"
	    "Max latency(s):         0.61\n"
	    "Min latency(s):         0.0102\n";
	struct t_collect c;
	const struct iodb_result *r;

	T_INT(
	    t_collect_buf(&c, "ceph-bench", "r.txt", text, sizeof(text) - 1, 1),
	    0);
	T_REQUIRE(c.n_res == 1 && c.n_runs == 1);
	r = &c.res[0].r;
	T_STR(c.runs[0].tool, "rados bench");
	T_STR(c.runs[0].command,
	      "rados bench -p ec42 15 write -t 24 --no-cleanup");
	T_INT(r->cond.op, IODB_OP_WRITE);
	T_INT(r->cond.bs, 1048576);
	T_INT(r->cond.iodepth, 24);
	T_DBL(r->bw_bytes, 199.971 * 1048576);
	T_DBL(r->iops, 199);
	T_DBL(r->runtime_ns, 15.1022e9);
	T_DBL(r->lat.mean, 0.119811e9);
	T_DBL(r->lat.min, 0.0102e9);
	T_INT(r->line_from, 1);
	T_INT(r->line_to, 14);
	t_collect_free(&c);

	/* a bandwidth its own figures contradict (3020 x 1 MiB over 15.1 s
	 * is 200 MB/sec, not 2000): not read */
	{
		char bad[sizeof(text) + 8];
		char *p;

		memcpy(bad, text, sizeof(text));
		p = strstr(bad, "199.971");
		T_REQUIRE(p != NULL);
		memcpy(p, "1999.71", 7);
		T_INT(t_collect_buf(&c, "ceph-bench", "r.txt", bad, strlen(bad),
				    1),
		      0);
		T_REQUIRE(c.n_res == 1);
		T_OK(isnan(c.res[0].r.bw_bytes));
		T_INT(c.warnings, 1);
		t_collect_free(&c);
	}

	/* the table alone: no result */
	T_OK(t_collect_buf(&c, "ceph-bench", "r.txt",
			   LINE("  sec Cur ops   started  finished  avg MB/s\n"
				"    1      16        41        25   99.97\n"),
			   1) < 0);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
}
