/*
 * ioping's summaries (ingest/ioping.c): the line readers, the command's
 * options, and what a whole output or a nench.sh section imports.
 */
#include <math.h>
#include <string.h>

#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "tests/collect.h"
#include "tests/t.h"

#define LINE(s) s, sizeof(s) - 1

T_TEST(t_ioping_completed_line)
{
	struct iodb_result r = IODB_RESULT_INIT;

	T_OK(ioping_completed_line(
	    LINE("12 requests completed in 2.46 ms, 48 KiB read, 4.88 k iops, "
		 "19.1 MiB/s"),
	    &r));
	T_INT(r.cond.op, IODB_OP_READ);
	T_DBL(r.runtime_ns, 2.46e6);
	T_DBL(r.io_bytes, 48 * 1024);
	T_DBL(r.iops, 4880);
	T_DBL(r.bw_bytes, 19.1 * 1048576);
	/* 48 KiB over 12 requests printed whole: 4 KiB each */
	T_INT(r.cond.bs, 4096);

	r = (struct iodb_result)IODB_RESULT_INIT;
	T_OK(
	    ioping_completed_line(LINE("  2.10 k requests completed in 1.01 s, "
				       "525 MiB written, 2.08 k iops, 520.0 "
				       "MiB/s  "),
				  &r));
	T_INT(r.cond.op, IODB_OP_WRITE);
	T_DBL(r.iops, 2080);
	/* a count rounded by its " k": no size from it */
	T_INT(r.cond.bs, -1);

	/* -G: no direction word */
	r = (struct iodb_result)IODB_RESULT_INIT;
	T_OK(ioping_completed_line(LINE("7 requests completed in 3.3 ms, 28 "
					"KiB, 2.12 k iops, 8.28 MiB/s"),
				   &r));
	T_INT(r.cond.op, IODB_OP_READWRITE);

	/* refused: the load line, ping's line, a cut line, a sentence */
	T_OK(!ioping_completed_line(LINE("generated 10 requests in 9.00 s, 40 "
					 "KiB, 1 iops, 4.44 KiB/s"),
				    &r));
	T_OK(!ioping_completed_line(
	    LINE("5 packets transmitted, 5 received, 0% packet loss"), &r));
	T_OK(!ioping_completed_line(
	    LINE("9 requests completed in 4.51 ms, 36 KiB read, 1.99 k iops"),
	    &r));
	T_OK(!ioping_completed_line(
	    LINE("9 requests completed in 4.51 ms, which is fast"), &r));
}

/* ioping 0.5-0.8's summary, its cut rate line and 0.5/0.6's latencies */
T_TEST(t_ioping_old_lines)
{
	struct iodb_result r = IODB_RESULT_INIT;
	struct iodb_lat lat;

	/* 0.6: the time in ms, IOPS, the rate in lower-case "mb/s" (MiB) */
	T_INT(ioping_completed_line(LINE("20 requests completed in 19012.7 ms, "
					 "1733 iops, 6.8 mb/s"),
				    &r),
	      2);
	T_DBL(r.runtime_ns, 19012.7e6);
	T_DBL(r.iops, 1733);
	T_DBL(r.bw_bytes, 6.8 * 1048576);
	T_INT(r.cond.op, IODB_OP_UNKNOWN);
	T_OK(isnan(r.io_bytes));
	/* 0.7/0.8: print_time() and print_int()'s " k" */
	r = (struct iodb_result)IODB_RESULT_INIT;
	T_INT(ioping_completed_line(LINE("15 requests completed in 14.1 s, "
					 "3.1 k iops, 12.2 mb/s"),
				    &r),
	      2);
	T_DBL(r.iops, 3100);
	T_DBL(r.runtime_ns, 14.1e9);
	/* 0.5: no ',' after "iops" */
	r = (struct iodb_result)IODB_RESULT_INIT;
	T_INT(ioping_completed_line(LINE("5 requests completed in 4003.9 ms, "
					 "962 iops 3.8 mb/s"),
				    &r),
	      2);
	T_DBL(r.bw_bytes, 3.8 * 1048576);
	/* 1.x stays 1 */
	r = (struct iodb_result)IODB_RESULT_INIT;
	T_INT(ioping_completed_line(LINE("9 requests completed in 4.51 ms, 36 "
					 "KiB read, 1.99 k iops, 7.79 MiB/s"),
				    &r),
	      1);
	/* refused: a rate in bits or no rate */
	T_OK(!ioping_completed_line(LINE("20 requests completed in 19012.7 ms, "
					 "1733 iops, 6.8 mbit/s"),
				    &r));
	T_OK(!ioping_completed_line(
	    LINE("20 requests completed in 19012.7 ms, 1733 iops"), &r));

	r = (struct iodb_result)IODB_RESULT_INIT;
	T_OK(ioping_old_rate_line(LINE("  417 iops, 104.3 mb/s "), &r));
	T_DBL(r.iops, 417);
	T_DBL(r.bw_bytes, 104.3 * 1048576);
	T_OK(!ioping_old_rate_line(LINE("417 iops, 104.3 MB/s"), &r));
	T_OK(!ioping_old_rate_line(LINE("417 iops"), &r));
	T_OK(!ioping_old_rate_line(LINE("417 iops, 104.3 mb/s at best"), &r));

	T_OK(ioping_old_latency_line(
	    LINE("min/avg/max/mdev = 0.1/4.2/31.7/2.9 ms"), &lat));
	T_DBL(lat.min, 0.1e6);
	T_DBL(lat.mean, 4.2e6);
	T_DBL(lat.max, 31.7e6);
	T_DBL(lat.stddev, 2.9e6);
	T_OK(!ioping_old_latency_line(
	    LINE("rtt min/avg/max/mdev = 0.211/0.298/0.412/0.051 ms"), &lat));
	T_OK(!ioping_old_latency_line(
	    LINE("min/avg/max/mdev = 0.5/0.2/0.9/0.1 ms"), &lat));
}

T_TEST(t_ioping_generated_line)
{
	struct iodb_result r = IODB_RESULT_INIT;

	T_OK(ioping_generated_line(LINE("generated 3.92 k requests in 5.00 s, "
					"979.2 MiB, 783 iops, 195.8 MiB/s"),
				   &r));
	T_DBL(r.runtime_ns, 5e9);
	T_DBL(r.io_bytes, 979.2 * 1048576);
	T_DBL(r.iops, 783);
	T_DBL(r.bw_bytes, 195.8 * 1048576);
	T_INT(r.cond.op, IODB_OP_UNKNOWN);
	T_OK(!ioping_generated_line(LINE("generated 3.92 k requests in 5.00 s, "
					 "979.2 MiB read, 783 iops, 195.8 "
					 "MiB/s"),
				    &r));
}

T_TEST(t_ioping_latency_line)
{
	struct iodb_lat lat = IODB_LAT_INIT;

	/* a blank before '/' left out, as pasted */
	T_OK(ioping_latency_line(LINE("min/avg/max/mdev = 415.5 us / 501.6 "
				      "us/ 622.4 us / 59.4 us"),
				 &lat));
	T_DBL(lat.min, 415.5e3);
	T_DBL(lat.mean, 501.6e3);
	T_DBL(lat.max, 622.4e3);
	T_DBL(lat.stddev, 59.4e3);
	T_OK(ioping_latency_line(LINE("min/avg/max/mdev = 1.02 ms / 4.87 ms / "
				      "1.20 s / 5.12 ms"),
				 &lat));
	T_DBL(lat.max, 1.2e9);
	/* ping's line (bare numbers, "rtt" first), ioping 0.x's, an
	 * average outside min..max */
	T_OK(!ioping_latency_line(
	    LINE("rtt min/avg/max/mdev = 0.211/0.298/0.412/0.051 ms"), &lat));
	T_OK(!ioping_latency_line(LINE("min/avg/max/mdev = 0.2/0.3/0.5/0.1 ms"),
				  &lat));
	T_OK(!ioping_latency_line(LINE("min/avg/max/mdev = 5 ms / 1 ms / 9 ms "
				       "/ 1 ms"),
				  &lat));
}

T_TEST(t_ioping_script_line)
{
	T_INT(ioping_script_line(LINE("ioping: seek rate")), 2);
	T_INT(ioping_script_line(LINE("  ioping: sequential read speed ")), 2);
	T_INT(ioping_script_line(LINE("    min/avg/max/mdev = 63.3 us / 77.9 "
				      "us / 7.78 ms / 55.2 us")),
	      1);
	T_INT(ioping_script_line(LINE("ioping: seek rate test")), 0);
	T_INT(ioping_script_line(LINE("dd: sequential write speed")), 0);
	T_INT(ioping_script_line(LINE("")), 0);
}

T_TEST(t_ioping_command)
{
	struct ioping_cmd_opts o;

	T_OK(ioping_command(LINE("ioping -c 10 ."), &o));
	T_INT(o.linear, 0);
	T_INT(o.direct, 0);
	T_INT(o.bs, -1);
	T_OK(ioping_command(LINE("root@vm:~# ioping -DRL -w 5 /mnt"), &o));
	T_INT(o.linear, 1);
	T_INT(o.direct, 1);
	T_OK(ioping_command(LINE("$ sudo ioping -s4k -W -c 3 ."), &o));
	T_INT(o.bs, 4096);
	T_INT(o.write, 1);
	T_OK(ioping_command(LINE("ioping -size 1m -linear -G ."), &o));
	T_INT(o.bs, 1048576);
	T_INT(o.linear, 1);
	T_INT(o.readwrite, 1);
	T_OK(ioping_command(LINE("nohup ioping -W /opt/ | while read p; do "
				 "echo -L; done"),
			    &o));
	T_INT(o.linear, 0);
	/* installing ioping runs none; an option ioping lacks */
	T_OK(!ioping_command(LINE("apt-get install -y ioping"), &o));
	T_OK(!ioping_command(LINE("ioping -Z ."), &o));
}

/* A whole output: the command's conditions, the request lines' size. */
T_TEST(t_ioping_output)
{
	static const char text[] =
	    "$ ioping -D -c 4 /mnt/scratch\n"
	    "8 KiB <<< /mnt/scratch (xfs /dev/sdc1 3.64 TiB): request=1 "
	    "time=1.44 ms (warmup)\n"
	    "8 KiB <<< /mnt/scratch (xfs /dev/sdc1 3.64 TiB): request=2 "
	    "time=7.02 ms\n"
	    "8 KiB <<< /mnt/scratch (xfs /dev/sdc1 3.64 TiB): request=3 "
	    "time=6.10 ms\n"
	    "8 KiB <<< /mnt/scratch (xfs /dev/sdc1 3.64 TiB): request=4 "
	    "time=8.31 ms\n"
	    "\n"
	    "--- /mnt/scratch (xfs /dev/sdc1 3.64 TiB) ioping statistics ---\n"
	    "3 requests completed in 21.4 ms, 24 KiB read, 140 iops, 1.09 "
	    "MiB/s\n"
	    "generated 4 requests in 3.00 s, 32 KiB, 1 iops, 10.7 KiB/s\n"
	    "min/avg/max/mdev = 6.10 ms / 7.14 ms / 8.31 ms / 906.3 us\n";
	struct t_collect c;
	const struct iodb_result *r;

	T_INT(t_collect_buf(&c, "ioping", "i.txt", text, sizeof(text) - 1, 1),
	      0);
	T_INT(c.n_res, 1);
	T_REQUIRE(c.n_res == 1 && c.n_runs == 1);
	r = &c.res[0].r;
	T_STR(c.runs[0].tool, "ioping");
	T_STR(c.runs[0].device, "/dev/sdc1");
	T_STR(c.runs[0].command, "$ ioping -D -c 4 /mnt/scratch");
	T_INT(r->cond.op, IODB_OP_READ);
	T_INT(r->cond.pattern, IODB_PATTERN_RAND);
	T_INT(r->cond.bs, 8192);
	T_INT(r->cond.direct, 1);
	T_DBL(r->iops, 140);
	T_DBL(r->runtime_ns, 21.4e6);
	T_DBL(r->lat.mean, 7.14e6);
	T_DBL(r->lat.stddev, 906.3e3);
	T_INT(r->line_from, 7);
	T_INT(r->line_to, 10);
	t_collect_free(&c);

	/* no command: the pattern and O_DIRECT unknown */
	T_INT(t_collect_buf(&c, "ioping", "i.txt", strchr(text, '\n') + 1,
			    strlen(strchr(text, '\n') + 1), 1),
	      0);
	T_REQUIRE(c.n_res == 1);
	T_INT(c.res[0].r.cond.pattern, IODB_PATTERN_UNKNOWN);
	T_INT(c.res[0].r.cond.direct, -1);
	T_INT(c.res[0].r.cond.bs, 8192);
	t_collect_free(&c);
}

/* nench.sh's two sections; its other lines are no ioping's. */
T_TEST(t_ioping_nench)
{
	static const char text[] =
	    "ioping: seek rate\n"
	    "    min/avg/max/mdev = 75.8 us / 164.4 us / 9.67 ms / 293.1 us\n"
	    "ioping: sequential read speed\n"
	    "    generated 15.9 k requests in 5.00 s, 3.87 GiB, 3.17 k iops, "
	    "792.8 MiB/s\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, "ioping", "n.txt", text, sizeof(text) - 1, 1),
	      0);
	T_REQUIRE(c.n_res == 2);
	T_INT(c.res[0].r.cond.pattern, IODB_PATTERN_RAND);
	T_INT(c.res[0].r.cond.bs, 4096);
	T_INT(c.res[0].r.cond.direct, 1);
	T_DBL(c.res[0].r.lat.mean, 164.4e3);
	T_OK(isnan(c.res[0].r.iops));
	T_INT(c.res[1].r.cond.pattern, IODB_PATTERN_SEQ);
	T_INT(c.res[1].r.cond.bs, 262144);
	T_INT(c.res[1].r.cond.op, IODB_OP_READ);
	T_DBL(c.res[1].r.iops, 3170);
	T_DBL(c.res[1].r.bw_bytes, 792.8 * 1048576);
	t_collect_free(&c);

	/* a heading whose line is not ioping's: nothing */
	T_OK(t_collect_buf(&c, "ioping", "n.txt",
			   LINE("ioping: seek rate\n    [ioping not "
				"available]\n"),
			   1) < 0);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
}
