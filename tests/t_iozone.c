/*
 * iozone: every corpus file with every MANIFEST.tsv figure (auto table,
 * old uppercase layout, throughput mode, -R Excel report with -O), tables
 * with columns left blank by -i, de-duplication of the Excel report,
 * detection and malformed input.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ingest/formats.h"
#include "tests/collect.h"
#include "tests/t.h"

#define KB 1024.0 /* iozone's kB */

/* The result of test for record length rkb kB (and file fkb kB). */
static const struct iodb_result *cell(const struct t_collect *c,
				      const char *test, double fkb, double rkb)
{
	for (size_t i = 0; i < c->n_res; i++) {
		const struct iodb_result *r = &c->res[i].r;

		if (r->test && !strcmp(r->test, test) &&
		    r->cond.bs == (int64_t)(rkb * KB) &&
		    t_extra(r, "file_size_bytes") == fkb * KB)
			return r;
	}
	T_FAIL("no iozone result %s %g kB x %g kB", test, fkb, rkb);
	return NULL;
}

static const char *const cols[13] = {
    "write",	    "rewrite",	 "read",	   "reread",	  "random read",
    "random write", "bkwd read", "record rewrite", "stride read", "fwrite",
    "frewrite",	    "fread",	 "freread",
};

static void check_row(const struct t_collect *c, double fkb, double rkb,
		      const double *kbs)
{
	for (int i = 0; i < 13; i++) {
		const struct iodb_result *r = cell(c, cols[i], fkb, rkb);

		if (!r)
			continue;
		T_DBL(r->bw_bytes, kbs[i] * KB);
		T_STR(r->job, cols[i]);
		T_INT(r->cond.numjobs, 1);
		T_OK(isnan(r->iops));
	}
}

T_TEST(t_iozone_oscomp_1_auto)
{
	static const double v[13] = {14065, 24650, 24306, 24074, 9972,
				     9793,  16588, 10777, 15387, 22397,
				     23525, 14663, 13678};
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_file(&c, NULL, t_shared("corpus/iozone/iozone-oscomp-1.txt"),
		       0);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 13);
	check_row(&c, 4096, 1, v);
	if (c.n_runs) {
		const struct iodb_run *run = &c.runs[0];

		T_STR(run->format, "iozone");
		T_STR(run->tool, "iozone");
		T_STR(run->tool_version, "3.506");
		T_STR(run->command, "./iozone -a -r 1k -s 4m");
		T_INT(run->timestamp, 23); /* Thu Jan  1 00:00:23 1970 */
		T_INT(run->line_from, 1);
		T_INT(run->line_to, 29);
	}
	r = cell(&c, "random write", 4096, 1);
	if (r) {
		T_INT(r->cond.op, IODB_OP_WRITE);
		T_INT(r->cond.pattern, IODB_PATTERN_RAND);
		T_INT(r->cond.direct, 0);
		T_INT(r->cond.bs, 1024);
		T_INT(r->line_from, 29);
	}
	r = cell(&c, "bkwd read", 4096, 1);
	if (r)
		T_INT(r->cond.pattern, IODB_PATTERN_SEQ);
	r = cell(&c, "stride read", 4096, 1);
	if (r) {
		T_INT(r->cond.pattern, IODB_PATTERN_UNKNOWN);
		T_INT(r->cond.op, IODB_OP_READ);
	}
	r = cell(&c, "record rewrite", 4096, 1);
	if (r)
		T_INT(r->cond.op, IODB_OP_WRITE);
	t_collect_free(&c);
}

T_TEST(t_iozone_estuary_2_old_layout)
{
	static const double v[13] = {
	    503814,  901377,  2772930, 3057153, 1933893, 1029254, 1452528,
	    1124074, 1879725, 603489,  1017549, 1599680, 1828508};
	static const double r8[13] = {
	    780776,  1310683, 4018152, 4564786, 2772930, 1452528, 1562436,
	    1452528, 2467108, 952555,  1484662, 2006158, 2772930};
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_file(&c, NULL, t_shared("corpus/iozone/iozone-estuary-2.txt"),
		       0);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 4 * 13);
	check_row(&c, 64, 4, v);
	check_row(&c, 64, 8, r8);
	r = cell(&c, "write", 64, 16);
	if (r)
		T_DBL(r->bw_bytes, 874936 * KB);
	r = cell(&c, "write", 64, 32);
	if (r)
		T_DBL(r->bw_bytes, 1143223 * KB);
	r = cell(&c, "freread", 64, 32);
	if (r) {
		T_DBL(r->bw_bytes, 4207076 * KB);
		T_INT(r->line_from, 7);
	}
	if (c.n_runs) {
		T_STR(c.runs[0].command, "./iozone -Ra output.xls");
		T_STR(c.runs[0].tool_version, NULL);
	}
	t_collect_free(&c);
}

T_TEST(t_iozone_beegfs_1_excel_ops)
{
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_file(&c, NULL, t_shared("corpus/iozone/iozone-beegfs-1.txt"),
		       0);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 2);
	r = cell(&c, "read", 1048576, 4);
	if (r) {
		T_DBL(r->iops, 2107); /* -O: operations per second */
		T_OK(isnan(r->bw_bytes));
		T_INT(r->cond.direct, 1); /* -I */
		T_INT(r->cond.op, IODB_OP_READ);
		T_INT(r->line_from, 7);
	}
	r = cell(&c, "reread", 1048576, 4);
	if (r)
		T_DBL(r->iops, 2290);
	if (c.n_runs)
		T_STR(c.runs[0].command,
		      "./iozone -i 1 -w -c -O -I -r 4k -s 1g -f "
		      "/mnt/beegfs/iozone -Rb ./read_250414.xls");
	t_collect_free(&c);
}

struct tp_expect {
	const char *job, *test;
	double children, parent, min, max, avg, xfer; /* NAN: unchecked */
};

static void check_tp(const struct t_collect *c, const struct tp_expect *e)
{
	const struct iodb_result *r = t_find(c, IODB_OP_UNKNOWN, e->job, NULL);

	if (!r)
		return;
	T_STR(r->test, e->test);
	T_INT(r->cond.numjobs, 4);
	T_INT(r->cond.bs, 1024);
	T_DBL(r->bw_bytes, e->children * KB);
	T_DBL(t_extra(r, "parent_throughput"), e->parent * KB);
	T_DBL(t_extra(r, "file_size_bytes"), 1024 * KB);
	if (!isnan(e->min)) {
		T_DBL(t_extra(r, "min_throughput_per_process"), e->min * KB);
		T_DBL(t_extra(r, "max_throughput_per_process"), e->max * KB);
		T_DBL(t_extra(r, "avg_throughput_per_process"), e->avg * KB);
	}
	if (!isnan(e->xfer))
		T_DBL(t_extra(r, "min_xfer"), e->xfer * KB);
}

T_TEST(t_iozone_oscomp_2_throughput)
{
	static const struct tp_expect e[] = {
	    {"initial writers", "write", 4247.53, 284.00, 217.27, 3564.70,
	     1061.88, 757.00},
	    {"rewriters", "rewrite", 4999.82, 1628.22, 531.86, 3042.89, 1249.95,
	     788.00},
	    {"readers", "read", 21808.27, 19731.39, NAN, NAN, NAN, NAN},
	    {"re-readers", "reread", 22204.79, 20105.67, NAN, NAN, NAN, 806.00},
	};
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_file(&c, NULL, t_shared("corpus/iozone/iozone-oscomp-2.txt"),
		       0);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 4);
	for (size_t i = 0; i < sizeof(e) / sizeof(e[0]); i++)
		check_tp(&c, &e[i]);
	r = t_find(&c, IODB_OP_WRITE, "initial writers", NULL);
	if (r) {
		T_INT(r->line_from, 29);
		T_INT(r->line_to, 34);
		T_INT(r->cond.pattern, IODB_PATTERN_SEQ);
	}
	if (c.n_runs) {
		T_STR(c.runs[0].command, "./iozone -t 4 -i 0 -i 1 -r 1k -s 1m");
		T_INT(c.runs[0].timestamp, 43);
	}
	t_collect_free(&c);
}

T_TEST(t_iozone_oscomp_3_throughput_random)
{
	static const struct tp_expect e[] = {
	    {"initial writers", "write", 4215.40, 407.76, NAN, NAN, NAN,
	     1009.00},
	    {"rewriters", "rewrite", 6458.44, 1415.93, NAN, NAN, NAN, NAN},
	    {"random readers", "random read", 11936.20, 11234.51, 2852.01,
	     3148.24, 2984.05, 909.00},
	    {"random writers", "random write", 4239.73, 1464.39, NAN, NAN, NAN,
	     NAN},
	};
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_file(&c, NULL, t_shared("corpus/iozone/iozone-oscomp-3.txt"),
		       0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 4);
	for (size_t i = 0; i < sizeof(e) / sizeof(e[0]); i++)
		check_tp(&c, &e[i]);
	r = t_find(&c, IODB_OP_UNKNOWN, "random writers", NULL);
	if (r) {
		T_INT(r->cond.op, IODB_OP_WRITE);
		T_INT(r->cond.pattern, IODB_PATTERN_RAND);
	}
	t_collect_free(&c);
}

/*
 * -i 0 -i 2 leaves the read columns blank; -R repeats the table in the
 * Excel report (kept once); -I gives direct.
 */
static const char partial[] =
    "        Command line used: iozone -a -i 0 -i 2 -I -s 512m\n"
    "        O_DIRECT feature enabled\n"
    "        Output is in kBytes/sec\n"
    "                                                                    "
    "random    random      bkwd     record     stride                    "
    "                    \n"
    "              kB  reclen    write    rewrite      read    reread    "
    "  read     write      read    rewrite       read    fwrite  frewrite "
    "    fread   freread\n"
    "          524288       4    123456    234567                         "
    "12345     23456\n"
    "          524288      64    223456    334567                         "
    "42345     53456\n"
    "\n"
    "iozone test complete.\n"
    "Excel output is below:\n"
    "\n"
    "\"Writer report\"\n"
    "        \"4\"  \"64\"\n"
    "\"524288\"   123456  223456\n"
    "\n"
    "\"Reader report\"\n"
    "        \"4\"  \"64\"\n"
    "\"524288\"   0  0\n";

T_TEST(t_iozone_partial_columns)
{
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_buf(&c, NULL, "partial.txt", partial, sizeof(partial) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 8);
	r = cell(&c, "random read", 524288, 4);
	if (r) {
		T_DBL(r->bw_bytes, 12345 * KB);
		T_INT(r->cond.direct, 1);
	}
	r = cell(&c, "random write", 524288, 64);
	if (r)
		T_DBL(r->bw_bytes, 53456 * KB);
	r = cell(&c, "write", 524288, 64);
	if (r) {
		T_DBL(r->bw_bytes, 223456 * KB);
		T_INT(r->line_from, 7); /* the table's, not the report's */
	}
	for (size_t i = 0; i < c.n_res; i++)
		T_OK(strcmp(c.res[i].r.test, "read") &&
		     strcmp(c.res[i].r.test, "reread"));
	t_collect_free(&c);
}

/* -O in throughput mode: ops/sec and a Min xfer in ops; -N: us/op. */
static const char ops_tp[] =
    "\tOPS Mode. Output is in operations per second.\n"
    "\tCommand line used: iozone -O -t 2 -i 0 -r 4k -s 64m\n"
    "\tChildren see throughput for  2 initial writers  =   12345.50 "
    "ops/sec\n"
    "\tParent sees throughput for  2 initial writers   =   12000.25 "
    "ops/sec\n"
    "\tMin xfer                                        =   16000.00 "
    "ops\n"
    "\tCPU Utilization: Wall time    2.671    CPU time    1.974    CPU "
    "utilization  73.89 %\n";

static const char usec_table[] =
    "\tMicroseconds/op Mode. Output is in microseconds per operation.\n"
    "              kB  reclen    write    rewrite      read    reread\n"
    "            1024       4        12          9         3         2\n";

T_TEST(t_iozone_ops_and_usec_modes)
{
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_buf(&c, NULL, "ops.txt", ops_tp, sizeof(ops_tp) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	r = t_find(&c, IODB_OP_WRITE, "initial writers", "write");
	if (r) {
		T_DBL(r->iops, 12345.5);
		T_OK(isnan(r->bw_bytes));
		T_INT(r->cond.numjobs, 2);
		T_INT(r->cond.bs, 4096);
		T_INT(r->cond.direct, 0);
		T_DBL(t_extra(r, "parent_throughput"), 12000.25);
		T_DBL(t_extra(r, "min_xfer"), 16000);
		T_DBL(t_extra(r, "cpu_utilization_pct"), 73.89);
		T_DBL(t_extra(r, "file_size_bytes"), 64.0 * 1048576);
	}
	t_collect_free(&c);

	t_collect_buf(&c, "iozone", "usec.txt", usec_table,
		      sizeof(usec_table) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 4);
	r = cell(&c, "rewrite", 1024, 4);
	if (r) {
		T_DBL(r->lat.mean, 9000);
		T_OK(isnan(r->bw_bytes) && isnan(r->iops));
	}
	t_collect_free(&c);
}

T_TEST(t_iozone_probe)
{
	const struct ingest_format *iz = ingest_find("iozone");
	static const char *const mine[] = {
	    "corpus/iozone/iozone-beegfs-1.txt",
	    "corpus/iozone/iozone-estuary-2.txt",
	    "corpus/iozone/iozone-oscomp-1.txt",
	    "corpus/iozone/iozone-oscomp-2.txt",
	    "corpus/iozone/iozone-oscomp-3.txt",
	};
	static const char *const others[] = {
	    "corpus/cdm/cdm-homeit-2.txt",
	    "corpus/kdiskmark/kdiskmark-readme-1.txt",
	    "corpus/hdtune/hdtune-habeebq-1.txt",
	};

	T_OK(iz != NULL);
	if (!iz)
		return;
	for (size_t i = 0; i < sizeof(mine) / sizeof(mine[0]); i++) {
		size_t len;
		char *buf = t_read_file(t_shared(mine[i]), &len);

		T_OK(buf && iz->probe(buf, len) >= 60);
		T_OK(buf && ingest_detect(buf, len, NULL) == iz);
		free(buf);
	}
	for (size_t i = 0; i < sizeof(others) / sizeof(others[0]); i++) {
		size_t len;
		char *buf = t_read_file(t_shared(others[i]), &len);

		T_OK(buf && iz->probe(buf, len) == 0);
		free(buf);
	}
	T_INT(iz->probe("iozone test complete\n", 0), 0);
}

static void expect_error(const char *text, long line)
{
	t_expect_error("iozone", text, line);
}

/* A damaged line: a warning at bad.txt:LINE, n results from the rest. */
static void expect_skip(const char *text, size_t n, long line)
{
	t_expect_skip("iozone", text, n, line);
}

T_TEST(t_iozone_malformed)
{
	static const char hdr[] =
	    "              kB  reclen    write    rewrite      read    "
	    "reread\n";
	char buf[512];

	/* garbage in a number: that cell is skipped */
	snprintf(buf, sizeof(buf),
		 "%s            4096       1     14065     24x50\n", hdr);
	expect_skip(buf, 1, 2);
	/* a figure under no column: the rest of the row is skipped */
	snprintf(buf, sizeof(buf),
		 "%s            4096       1     14065     24650     "
		 "24306     24074                         9999\n",
		 hdr);
	expect_skip(buf, 4, 2);
	/* nothing importable */
	expect_error(hdr, 1);
	snprintf(buf, sizeof(buf), "%s            4096\n", hdr);
	expect_error(buf, 2);
	expect_error("Excel output is below:\n\n\"Writer report\"\n", 3);
	expect_error("Excel output is below:\n\"Reader report\"\n"
		     "        \"4\"\n\"1048576\"   21o7\n",
		     4);
	expect_error("\tChildren see throughput for  4 initial writers  =    "
		     "42x7.53 kB/sec\n",
		     1);
	expect_error("\tMin throughput per process = 217.27 kB/sec\n", 1);
	/* a report row with neither record sizes nor -r: which size? */
	expect_error("\"Reader report\"\n\"1048576\"   2107\n", 2);
	expect_error("", 1);
	/* a garbled throughput line among good ones */
	expect_skip("\tChildren see throughput for  4 initial writers  =    "
		    "4247.53 kB/sec\n"
		    "\tChildren see throughput for  4 rewriters        =    "
		    "49x9.82 kB/sec\n",
		    1, 2);
}

/* One pasted variation and one figure of it. */
struct iz_case {
	const char *name, *text;
	size_t n_res;
	const char *test;
	double fkb, rkb; /* -1: not stated */
	double bw_kbs, iops;
	enum iodb_op op;
	long numjobs, line;
};

static const struct iz_case cases[] = {
    {"excel fragment: title, record sizes, rows, no marker line",
     "\"Writer report\"\n"
     "        \"4\"  \"8\"  \"16\"\n"
     "\"64\"   503814  780776  874936\n"
     "\"128\"   611234  881122  990000\n",
     6, "write", 128, 8, 881122, NAN, IODB_OP_WRITE, 1, 4},
    {"excel report copied from a spreadsheet, no quotes, tabs",
     "Reader report\n"
     "\t4\t8\t16\n"
     "64\t2772930\t4018152\t4897948\n",
     3, "read", 64, 16, 4897948, NAN, IODB_OP_READ, 1, 3},
    {"a single report column under -r, ops/sec",
     "$ iozone -i 1 -O -I -r 4k -s 1g -f /mnt/x -Rb r.xls\n"
     "\"Reader report\"\n"
     "\"1048576\"   2107\n"
     "\n"
     "\"Re-Reader report\"\n"
     "\"1048576\"   2290\n",
     2, "reread", 1048576, 4, NAN, 2290, IODB_OP_READ, 1, 6},
    {"auto table wrapped at 80 columns",
     "              KB  reclen   write rewrite    read    reread    read   "
     "write\n"
     "    read  rewrite     read   fwrite frewrite   fread  freread\n"
     "              64       4  503814  901377  2772930  3057153 1933893 "
     "1029254\n"
     " 1452528  1124074  1879725   603489  1017549 1599680  1828508\n"
     "              64       8  780776 1310683  4018152  4564786 2772930 "
     "1452528\n"
     " 1562436  1452528  2467108   952555  1484662 2006158  2772930\n",
     26, "stride read", 64, 8, 2467108, NAN, IODB_OP_READ, 1, 6},
    {"auto table wrapped: a first-line column",
     "              KB  reclen   write rewrite    read    reread    read   "
     "write\n"
     "    read  rewrite     read   fwrite frewrite   fread  freread\n"
     "              64       4  503814  901377  2772930  3057153 1933893 "
     "1029254\n"
     " 1452528  1124074  1879725   603489  1017549 1599680  1828508\n",
     13, "random write", 64, 4, 1029254, NAN, IODB_OP_WRITE, 1, 3},
    {"partial table: two rows of four columns",
     "        kB  reclen    write  rewrite     read   reread\n"
     "    524288      64   812345   901234  2345678  2456789\n"
     "    524288     128   834567\n",
     5, "write", 524288, 128, 834567, NAN, IODB_OP_WRITE, 1, 3},
    {"throughput lines only",
     "\tChildren see throughput for  8 initial writers  =  512345.67 "
     "kB/sec\n"
     "\tChildren see throughput for  8 readers          = 1234567.89 "
     "kB/sec\n",
     2, "read", -1, -1, 1234567.89, NAN, IODB_OP_READ, 8, 2},
    {"throughput lines flattened onto one line",
     "Children see throughput for  4 initial writers  =    4247.53 kB/sec "
     "Parent sees throughput for  4 initial writers   =     284.00 kB/sec "
     "Min xfer = 757.00 kB Children see throughput for  4 rewriters = "
     "   4999.82 kB/sec\n",
     2, "rewrite", -1, -1, 4999.82, NAN, IODB_OP_WRITE, 4, 1},
    {"excel report wrapped by a mail client",
     "Excel output is below:\n"
     "\n"
     "\"Writer report\"\n"
     "        \"4\"  \"8\"  \"16\"  \"32\"  \"64\"  \"128\"  \"256\"  "
     "\"512\"\n"
     "  \"1024\"  \"2048\"\n"
     "\"2048\"   503814  780776  874936  1143223  1200000  1210000\n"
     "1220000  1230000  1240000  1250000\n"
     "\"4096\"   511111  790000\n",
     12, "write", 2048, 1024, 1240000, NAN, IODB_OP_WRITE, 1, 7},
};

T_TEST(t_iozone_variations)
{
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct iz_case *k = &cases[i];
		struct t_collect c;
		const struct iodb_result *r = NULL;
		char msg[4096];

		t_collect_msg(&c, NULL, "v.txt", k->text, strlen(k->text), msg,
			      sizeof(msg));
		if (c.ret || c.n_res != k->n_res)
			T_FAIL("%s: ret %d, %zu results: %s", k->name, c.ret,
			       c.n_res, msg);
		T_STR(c.n_runs ? c.runs[0].format : NULL, "iozone");
		if (k->fkb > 0)
			r = cell(&c, k->test, k->fkb, k->rkb);
		else
			r = t_find(&c, k->op, NULL, k->test);
		if (r && k->fkb < 0 && k->numjobs == 4)
			T_DBL(t_extra(&c.res[0].r, "min_xfer"), 757.0 * KB);
		if (r) {
			T_NEAR(r->bw_bytes, k->bw_kbs * KB, 1e-12);
			T_NEAR(r->iops, k->iops, 1e-12);
			T_INT(r->cond.op, k->op);
			T_INT(r->cond.numjobs, k->numjobs);
			T_INT(r->line_from, k->line);
		}
		t_collect_free(&c);
	}
}

/* A 0 kB/s cell of the table is a test iozone did not run. */
T_TEST(t_iozone_zero_cell_is_no_result)
{
	static const char in[] =
	    "\tIozone: Performance Test of File I/O\n"
	    "\n"
	    "                                                              "
	    "random    random\n"
	    "              kB  reclen    write  rewrite    read    reread    "
	    "read     write\n"
	    "          102400       4    40123    41234    50123    51234"
	    "         0    30123\n";
	struct t_collect c;

	t_collect_buf(&c, "iozone", "z.txt", in, sizeof(in) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 5);
	for (size_t i = 0; i < c.n_res; i++)
		T_OK(c.res[i].r.bw_bytes > 0);
	T_DBL(t_find(&c, IODB_OP_WRITE, "random write", NULL)->bw_bytes,
	      30123 * KB);
	t_collect_free(&c);
}

/*
 * The name typed into the blank start of the auto table's first header
 * row ("SanDisk Extreme A1   random  random") labels the table; a second
 * labelled table of the same paste is another run with its own label.
 */
T_TEST(t_iozone_header_label)
{
	static const char in[] =
	    "Same test on two cards:\n"
	    "\n"
	    "    Fast Card 64GB                                       random"
	    "    random\n"
	    "         kB  reclen    write  rewrite    read    reread    read"
	    "     write\n"
	    "     102400       4     3672     3640    12849    12881     9463"
	    "     3175\n"
	    "     102400   16384    63758    63970    67797    67798    67744"
	    "    63299\n"
	    "\n"
	    "    Slow Card 32GB                                       random"
	    "    random\n"
	    "         kB  reclen    write  rewrite    read    reread    read"
	    "     write\n"
	    "     102400       4     1460     1539     8193     8203     6997"
	    "     1345\n";
	static const char plain[] =
	    "                                                    random"
	    "    random\n"
	    "    kB  reclen    write  rewrite    read    reread    read"
	    "     write\n"
	    "102400       4     3877     5004     5184     5193     4553"
	    "     4943\n";
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_buf(&c, "iozone", "two.txt", in, sizeof(in) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.warnings, 0);
	T_INT(c.n_runs, 2);
	T_INT(c.n_res, 18);
	if (c.n_runs == 2) {
		T_STR(c.runs[0].label, "Fast Card 64GB");
		T_STR(c.runs[1].label, "Slow Card 32GB");
	}
	if (c.n_res == 18) {
		/* the first table's rows stay with the first label */
		T_INT(c.res[11].run, 0);
		T_INT(c.res[11].r.cond.op, IODB_OP_WRITE);
		T_INT(c.res[11].r.cond.bs, 16384 * 1024);
		T_DBL(c.res[11].r.bw_bytes, 63299 * 1024.0);
		T_INT(c.res[12].run, 1);
		T_INT(c.res[12].r.cond.bs, 4096);
		T_DBL(c.res[12].r.bw_bytes, 1460 * 1024.0);
	}
	t_collect_free(&c);

	t_collect_buf(&c, "iozone", "plain.txt", plain, sizeof(plain) - 1, 1);
	T_INT(c.n_res, 6);
	if (c.n_runs == 1)
		T_STR(c.runs[0].label, NULL);
	r = c.n_res ? &c.res[0].r : NULL;
	if (r)
		T_DBL(r->bw_bytes, 3877 * 1024.0);
	t_collect_free(&c);
}

/*
 * An auto-mode table whose blanks were squeezed (one blank between every
 * word, or a row retyped under an aligned header): the tests that did not
 * run leave no gap, so figures go to the tests the command's -i options
 * ran, in order; a row whose count fits no such set is skipped.
 */
T_TEST(t_iozone_squeezed_table)
{
	static const char squeezed[] =
	    "Command line used: iozone -a -s 1g -r 4k -r 1m -i 0 -i 2\n"
	    "Output is in kBytes/sec\n"
	    "random random bkwd record stride\n"
	    "kB reclen write rewrite read reread read write read rewrite read "
	    "fwrite frewrite fread freread\n"
	    "1048576 4 380112 401223 55012 120334\n"
	    "1048576 1024 1502334 1523001 1412001 1480223\n"
	    "1048576 2048 1502334 1523001 1412001\n";
	static const char retyped[] =
	    "\tCommand line used: iozone -a -s 1g -r 1m -i 2\n"
	    "              kB  reclen    write  rewrite    read    reread    "
	    "read     write\n"
	    "         1048576    1024 1502334 1523001 1412001 1480223\n";
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_buf(&c, "iozone", "sq.txt", squeezed, sizeof(squeezed) - 1,
		      1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 8); /* the 2048 row (3 figures) is skipped */
	T_INT(c.warnings, 1);
	r = cell(&c, "random read", 1048576, 4);
	if (r)
		T_DBL(r->bw_bytes, 55012 * KB);
	r = cell(&c, "random write", 1048576, 1024);
	if (r)
		T_DBL(r->bw_bytes, 1480223 * KB);
	for (size_t i = 0; i < c.n_res; i++)
		T_OK(strcmp(c.res[i].r.test, "read") &&
		     strcmp(c.res[i].r.test, "reread"));
	t_collect_free(&c);

	/* -i 2 alone: iozone writes the file first (test 0) */
	t_collect_buf(&c, "iozone", "rt.txt", retyped, sizeof(retyped) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 4);
	r = cell(&c, "random read", 1048576, 1024);
	if (r)
		T_DBL(r->bw_bytes, 1412001 * KB);
	r = cell(&c, "rewrite", 1048576, 1024);
	if (r)
		T_DBL(r->bw_bytes, 1523001 * KB);
	t_collect_free(&c);
}

/* Several different -r on the command: no record size for a figure that
 * does not print its own. */
T_TEST(t_iozone_several_r_options)
{
	static const char fmt[] =
	    "\tCommand line used: iozone -i 0 -t 2 %s -s 1g\n"
	    "\tChildren see throughput for  2 initial writers \t= "
	    "1834542.12 kB/sec\n";
	char text[256];
	struct t_collect c;

	snprintf(text, sizeof(text), fmt, "-r 4k -r 1m");
	t_collect_buf(&c, "iozone", "r2.txt", text, strlen(text), 1);
	T_INT(c.ret, 0);
	T_REQUIRE(c.n_res == 1);
	T_INT(c.res[0].r.cond.bs, -1);
	T_DBL(c.res[0].r.bw_bytes, 1834542.12 * KB);
	t_collect_free(&c);

	snprintf(text, sizeof(text), fmt, "-r 1m");
	t_collect_buf(&c, "iozone", "r1.txt", text, strlen(text), 1);
	T_REQUIRE(c.n_res == 1);
	T_INT(c.res[0].r.cond.bs, 1048576);
	t_collect_free(&c);
}

/* iozone prints "CPU utilization: Wall time ... CPU utilization N %"
 * (lowercase) after the first test: the figure after the last one. */
static const char cpu_lower[] =
    "\tChildren see throughput for 12 rewriters \t= 4837741.94 kB/sec\n"
    "\tParent sees throughput for 12 rewriters \t= 4833509.35 kB/sec\n"
    "\tCPU utilization: Wall time    2.584    CPU time    1.959    CPU "
    "utilization  75.82 %\n";

T_TEST(t_iozone_cpu_utilization_lowercase)
{
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_buf(&c, NULL, "cpu.txt", cpu_lower, sizeof(cpu_lower) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	T_INT(c.warnings, 0);
	r = t_find(&c, IODB_OP_WRITE, "rewriters", "rewrite");
	if (r) {
		T_DBL(r->bw_bytes, 4837741.94 * 1024);
		T_DBL(t_extra(r, "cpu_utilization_pct"), 75.82);
	}
	t_collect_free(&c);
}

/* pdsh's "HOST: " before each throughput line of iozone run on many
 * hosts: a run per host, the host kept; a word such as "Note:" is no
 * host. */
static const char pdsh[] =
    "pdsh -w ^nodes.txt sudo iozone -i0 -t1 -r1m -s100g /mnt/resource\n"
    "10.0.0.11:      Children see throughput for  1 initial writers  =  "
    "302980.50 kB/sec\n"
    "10.0.0.11:      Parent sees throughput for  1 initial writers   =  "
    "302900.00 kB/sec\n"
    "node-7:       Children see throughput for  1 initial writers  =  "
    "302753.22 kB/sec\n";

T_TEST(t_iozone_pdsh_hosts)
{
	struct t_collect c;

	t_collect_buf(&c, NULL, "pdsh.txt", pdsh, sizeof(pdsh) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 2);
	T_INT(c.n_res, 2);
	if (c.n_runs == 2 && c.n_res == 2) {
		T_STR(c.runs[0].host, "10.0.0.11");
		T_STR(c.runs[1].host, "node-7");
		T_DBL(c.res[0].r.bw_bytes, 302980.50 * 1024);
		T_DBL(t_extra(&c.res[0].r, "parent_throughput"),
		      302900.00 * 1024);
		T_DBL(c.res[1].r.bw_bytes, 302753.22 * 1024);
		T_INT(c.res[1].r.cond.bs, 1048576);
	}
	t_collect_free(&c);
}

/* A mail's header line ("X-Mailing-List: linux-raid@...") before a quoted
 * table names no host: only a prefix before iozone's own words is one. */
T_TEST(t_iozone_mail_header_no_host)
{
	static const char text[] =
	    "Subject: Re: test\n"
	    "X-SA-Exim-Version: 4.2.1 (built Sat, 13 Feb 2021 17:57:42)\n"
	    "X-Mailing-List: linux-raid@vger.kernel.org\n"
	    "\n"
	    "> iozone -a -i 0\n"
	    ">               KB  reclen   write rewrite\n"
	    ">        131072000       4  493670  525964\n";
	struct t_collect c;

	t_collect_buf(&c, NULL, "mail.txt", text, sizeof(text) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 2);
	for (size_t i = 0; i < c.n_runs; i++)
		T_STR(c.runs[i].host, NULL);
	if (c.n_res == 2)
		T_DBL(c.res[0].r.bw_bytes, 493670.0 * 1024);
	t_collect_free(&c);
}

/* A mail header's key in upper case with a bare number ("MIME-Version:
 * 1.0") over tab-indented throughput lines is no pdsh host, nor is a
 * "HOST: " with figures alone on the line above them: pdsh prefixes
 * every line it relays, so iozone's line without a prefix after a
 * host's is no host's. */
T_TEST(t_iozone_mail_header_upper_no_host)
{
	static const char text[] =
	    "Subject: [PATCH] nfs: test\n"
	    "MIME-Version: 1.0\n"
	    "X-MS-Has-Attach: 1\n"
	    "\n"
	    "\tChildren see throughput for 4 initial writers\t= "
	    "812004.25 kB/sec\n"
	    "\tParent sees throughput for 4 initial writers\t= "
	    "810000.00 kB/sec\n"
	    "node-3: 1.0\n"
	    "\tChildren see throughput for 4 readers\t= 912004.25 kB/sec\n"
	    "node-4:\tChildren see throughput for 4 rewriters = 700000.00 "
	    "kB/sec\n"
	    "\tChildren see throughput for 4 re-readers = 990000.00 "
	    "kB/sec\n";
	struct t_collect c;

	t_collect_buf(&c, "iozone", "mail.txt", text, sizeof(text) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 4);
	for (size_t i = 0; i < c.n_res; i++) {
		const char *host = c.runs[c.res[i].run].host;

		if (!strcmp(c.res[i].r.test, "rewrite"))
			T_STR(host, "node-4");
		else
			T_STR(host, NULL);
	}
	t_collect_free(&c);
}

/* Throughput lines a mail client wrapped after their '=' or figure: the
 * short next line holding the rest completes them; a unit alone after a
 * bare '=' is no figure. */
static const char tp_wrapped[] =
    "> \tChildren see throughput for 12 initial writers \t=\n"
    "> 4732581.09 kB/sec\n"
    "> \tParent sees throughput for 12 initial writers \t= 4646810.21\n"
    "> kB/sec\n"
    "> \tChildren see throughput for 12 readers \t\t= 5921370.94 kB/sec\n";

T_TEST(t_iozone_mail_wrapped_throughput)
{
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_buf(&c, NULL, "mail.txt", tp_wrapped, sizeof(tp_wrapped) - 1,
		      0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 2);
	T_INT(c.warnings, 0);
	r = t_find(&c, IODB_OP_WRITE, "initial writers", "write");
	if (r) {
		T_DBL(r->bw_bytes, 4732581.09 * 1024);
		T_DBL(t_extra(r, "parent_throughput"), 4646810.21 * 1024);
	}
	r = t_find(&c, IODB_OP_READ, "readers", "read");
	if (r)
		T_DBL(r->bw_bytes, 5921370.94 * 1024);
	t_collect_free(&c);
}

/* Two executions of the same throughput test pasted one under the other
 * in a mail, tab-indented (a tab-separated look), with -+u's CPU line cut
 * by the mail client before its percentage: two runs, the first run's
 * command for both, no line read as a table, no warning. */
static const char tp_two_runs[] =
    "Test environment\n"
    " 1. share is tmpfs\n"
    " 2. command : ./iozone -s1g -r4 -e -i 0 -t 1 -+u\n"
    "\n"
    "with build A\n"
    "\tChildren see throughput for  1 initial writers \t=   21248.48 "
    "kB/sec\n"
    "\tParent sees throughput for  1 initial writers \t=   21248.28 "
    "kB/sec\n"
    "\tMin throughput per process \t\t\t=   21248.48 kB/sec \n"
    "\tMax throughput per process \t\t\t=   21248.48 kB/sec\n"
    "\tAvg throughput per process \t\t\t=   21248.48 kB/sec\n"
    "\tMin xfer \t\t\t\t\t= 1048576.00 kB\n"
    "\tCPU Utilization: Wall time   49.350    CPU time   12.517    CPU\n"
    "utilization\n"
    "\n"
    "with build B\n"
    "\tChildren see throughput for  1 initial writers \t=    8018.82 "
    "kB/sec\n"
    "\tParent sees throughput for  1 initial writers \t=    8018.70 "
    "kB/sec\n"
    "\tMin throughput per process \t\t\t=    8018.82 kB/sec \n"
    "\tMax throughput per process \t\t\t=    8018.82 kB/sec\n"
    "\tAvg throughput per process \t\t\t=    8018.82 kB/sec\n"
    "\tMin xfer \t\t\t\t\t= 1048576.00 kB\n";

T_TEST(t_iozone_repeated_test_is_another_run)
{
	struct t_collect c;

	t_collect_buf(&c, NULL, "mail.txt", tp_two_runs,
		      sizeof(tp_two_runs) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 2);
	T_INT(c.n_res, 2);
	T_INT(c.warnings, 0);
	if (c.n_res == 2 && c.n_runs == 2) {
		T_DBL(c.res[0].r.bw_bytes, 21248.48 * 1024);
		T_DBL(c.res[1].r.bw_bytes, 8018.82 * 1024);
		T_DBL(t_extra(&c.res[1].r, "avg_throughput_per_process"),
		      8018.82 * 1024);
		T_INT(c.res[0].r.cond.bs, 4096);
		T_INT(c.res[1].r.cond.bs, 4096);
		T_OK(c.res[0].run != c.res[1].run);
		/* a numbered list's item labels nothing */
		T_OK(c.runs[0].label == NULL ||
		     strstr(c.runs[0].label, "command") == NULL);
		T_OK(c.runs[1].label == NULL ||
		     strstr(c.runs[1].label, "command") == NULL);
	}
	t_collect_free(&c);
}

/* -l 1 -u 2: the same test for 1 and for 2 processes is one execution. */
static const char tp_process_range[] =
    "\tCommand line used: iozone -r 4k -s 128m -i 0 -l 1 -u 2\n"
    "\tThroughput test with 1 process\n"
    "\tChildren see throughput for  1 initial writers \t=  301113.50 "
    "KB/sec\n"
    "\tChildren see throughput for  1 rewriters \t=  581653.19 KB/sec\n"
    "\tThroughput test with 2 processes\n"
    "\tChildren see throughput for  2 initial writers \t=  401113.50 "
    "KB/sec\n"
    "\tChildren see throughput for  2 rewriters \t=  681653.19 KB/sec\n";

T_TEST(t_iozone_process_range_one_run)
{
	struct t_collect c;

	t_collect_buf(&c, "iozone", "tp.txt", tp_process_range,
		      sizeof(tp_process_range) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 4);
	if (c.n_res == 4) {
		T_INT(c.res[2].r.cond.numjobs, 2);
		T_DBL(c.res[2].r.bw_bytes, 401113.50 * 1024);
	}
	t_collect_free(&c);
}

/* "CPU utilization" with its figure is kept; cut before it, or before
 * "utilization", the line is iozone's and skipped without a warning. */
T_TEST(t_iozone_cpu_utilization_cut)
{
	static const char full[] =
	    "\tChildren see throughput for  1 readers \t\t= 1179321.50 "
	    "kB/sec\n"
	    "\tCPU Utilization: Wall time    0.111    CPU time    0.110    "
	    "CPU utilization  99.10 %\n";
	static const char cut[] =
	    "\tChildren see throughput for  1 readers \t\t= 1179321.50 "
	    "kB/sec\n"
	    "\tCPU Utilization: Wall time    0.111    CPU time    0.110    "
	    "CPU\n"
	    "utilization\n";
	struct t_collect c;

	t_collect_buf(&c, "iozone", "a.txt", full, sizeof(full) - 1, 0);
	T_INT(c.n_res, 1);
	T_INT(c.warnings, 0);
	if (c.n_res == 1)
		T_DBL(t_extra(&c.res[0].r, "cpu_utilization_pct"), 99.10);
	t_collect_free(&c);
	t_collect_buf(&c, "iozone", "b.txt", cut, sizeof(cut) - 1, 0);
	T_INT(c.n_res, 1);
	T_INT(c.warnings, 0);
	if (c.n_res == 1)
		T_OK(isnan(t_extra(&c.res[0].r, "cpu_utilization_pct")));
	t_collect_free(&c);
}

/* A banner tab-indented in a post: its lines are iozone's, not a table;
 * the rows below get -I's O_DIRECT, the command and the file size. */
static const char tab_banner[] =
    "Running iozone test...\n"
    "\tIozone: Performance Test of File I/O\n"
    "\t        Version $Revision: 3.488 $\n"
    "\t\tCompiled for 32 bit mode.\n"
    "\t\tBuild: linux-arm \n"
    "\n"
    "\tContributors:William Norcott, Don Capps, Isom Crawford, Kirby "
    "Collins\n"
    "\t             Al Slater, Scott Rhine, Mike Wisner, Ken Goss\n"
    "\t             Steve Landherr, Brad Smith, Mark Kelly, Dr. Alain CYR,\n"
    "\n"
    "\tInclude fsync in write timing\n"
    "\tO_DIRECT feature enabled\n"
    "\tAuto Mode\n"
    "\tFile size set to 102400 kB\n"
    "\tRecord Size 4 kB\n"
    "\tCommand line used: ./iozone -e -I -a -s 100M -r 4k -i 0\n"
    "\tOutput is in kBytes/sec\n"
    "\tProcessor cache size set to 1024 kBytes.\n"
    "                                                              random  "
    "  random\n"
    "              kB  reclen    write  rewrite    read    reread    read  "
    "   write\n"
    "          102400       4     2604     2666\n"
    "\n"
    "iozone test complete.\n"
    "\n"
    "Running dd test...\n"
    "\n"
    "51200+0 records in\n"
    "51200+0 records out\n"
    "419430400 bytes (419 MB, 400 MiB) copied, 14.8317 s, 28.3 MB/s\n";

T_TEST(t_iozone_tab_indented_banner)
{
	struct t_collect c;

	t_collect_buf(&c, NULL, "post.md", tab_banner, sizeof(tab_banner) - 1,
		      0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 3); /* and the dd */
	T_INT(c.warnings, 0);
	if (c.n_res == 3) {
		T_INT(c.res[0].r.cond.direct, 1);
		T_INT(c.res[0].r.cond.bs, 4096);
		T_DBL(c.res[0].r.bw_bytes, 2604 * 1024.0);
		T_DBL(t_extra(&c.res[1].r, "file_size_bytes"), 102400 * 1024.0);
	}
	if (c.n_runs == 2)
		T_STR(c.runs[0].command,
		      "./iozone -e -I -a -s 100M -r 4k -i 0");
	t_collect_free(&c);
}

/* The probe takes lines that start with iozone's follow-up words, not a
 * sentence that quotes them. */
T_TEST(t_iozone_probe_followup_lines)
{
	static const char lines[] =
	    "\tParent sees throughput for  1 initial writers \t=   11248.28 "
	    "kB/sec\n"
	    "\tMin throughput per process \t\t\t=   11248.48 kB/sec \n";
	static const char prose[] =
	    "We compared the Min throughput per process of both builds and\n"
	    "the Processor cache size set to 1024 kBytes did not matter.\n";

	const struct ingest_format *iz = ingest_find("iozone");

	T_OK(iz->probe(lines, sizeof(lines) - 1) >= 75);
	T_INT(iz->probe(prose, sizeof(prose) - 1), 0);
}

/* A label on the header's first line, that line wrapped by a mail client
 * ("... A1   random" / "random"): the label still names its table, and a
 * second labelled table under it is a run of its own. */
static const char wrapped_labels[] =
    "> SanDisk Extreme A1                                   random\n"
    "> random\n"
    ">      kB  reclen    write  rewrite    read    reread    read\n"
    "> write\n"
    ">  102400       4     3672     3640    12849    12881     9463\n"
    "> 3175\n"
    ">\n"
    "> Samsung EVO840 USB3                                  random\n"
    "> random\n"
    ">      kB  reclen    write  rewrite    read    reread    read\n"
    "> write\n"
    ">  102400       4    28357    31510    25159    25175    25144\n"
    "> 31057\n";

T_TEST(t_iozone_wrapped_header_label)
{
	struct t_collect c;

	t_collect_buf(&c, NULL, "mail.txt", wrapped_labels,
		      sizeof(wrapped_labels) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 2);
	T_INT(c.n_res, 12);
	T_INT(c.warnings, 0);
	if (c.n_runs == 2) {
		T_STR(c.runs[0].label, "SanDisk Extreme A1");
		T_STR(c.runs[1].label, "Samsung EVO840 USB3");
	}
	if (c.n_res == 12) {
		T_DBL(c.res[5].r.bw_bytes, 3175 * 1024.0);
		T_DBL(c.res[11].r.bw_bytes, 31057 * 1024.0);
	}
	t_collect_free(&c);
}

/*
 * Rows of iozone -a's table pasted without their header under its
 * command: iozone's column order, a short row (iozone stopped on an error)
 * its first columns; numbers without iozone's command are not its rows.
 */
T_TEST(t_iozone_headerless_rows)
{
	static const char text[] =
	    "$ iozone -a\n"
	    "          65536     256   41108   43563    32079    31376   "
	    "30238   40383   30391    40197    30497    37458    37830   "
	    "30454    30407\n"
	    "         131072      64   31596   33961\n"
	    "Error in file: Found ?0? Expecting ?2020202020202020?\n";
	static const char plain[] = "Sizes:\n"
				    "  65536   256   41108   43563\n"
				    "  65536   512   40986   39867\n";
	struct t_collect c;
	char msg[2048];

	T_INT(t_collect_msg(&c, "iozone", "rows.txt", text, sizeof(text) - 1,
			    msg, sizeof(msg)),
	      0);
	T_INT(c.n_res, 15);
	T_OK(strstr(msg, "rows.txt:2:11: warning: iozone table rows without "
			 "their 'kB  reclen' header") != NULL);
	if (c.n_res == 15) {
		T_STR(c.res[0].r.test, "write");
		T_DBL(c.res[0].r.bw_bytes, 41108.0 * 1024);
		T_INT(c.res[0].r.cond.bs, 262144);
		T_STR(c.res[12].r.test, "freread");
		T_DBL(c.res[12].r.bw_bytes, 30407.0 * 1024);
		T_STR(c.res[14].r.test, "rewrite");
		T_DBL(c.res[14].r.bw_bytes, 33961.0 * 1024);
		T_INT(c.res[14].r.cond.bs, 65536);
	}
	t_collect_free(&c);
	T_OK(t_collect_buf(&c, "iozone", "plain.txt", plain, sizeof(plain) - 1,
			   1) != 0);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
}

/*
 * Several tables in one paste, each under its own header: a run each (a
 * header under rows is another table), labelled by the caption line above
 * it ("before tuning:") or by none; the same row in both is two results.
 * A caption that introduces ("Results:") labels nothing; a command quoted
 * in a sentence "(iozone -a -r 64k)." keeps its options.
 */
T_TEST(t_iozone_caption_tables)
{
	static const char in[] =
	    "I ran the same command (iozone -a -s 512m -r 64k -i 0).\n"
	    "Results:\n"
	    "              kB  reclen    write  rewrite\n"
	    "          524288      64   350112   380224\n"
	    "\n"
	    "ext4 with noatime:\n"
	    "              kB  reclen    write  rewrite\n"
	    "          524288      64   350112   390001\n"
	    "\n"
	    "              kB  reclen    write  rewrite\n"
	    "          524288      64   341000   380224\n";
	struct t_collect c;

	t_collect_buf(&c, "iozone", "caps.txt", in, sizeof(in) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.warnings, 0);
	T_INT(c.n_runs, 3);
	T_INT(c.n_res, 6);
	if (c.n_runs == 3 && c.n_res == 6) {
		T_STR(c.runs[0].label, NULL);
		T_STR(c.runs[0].command, "iozone -a -s 512m -r 64k -i 0");
		T_STR(c.runs[1].label, "ext4 with noatime");
		T_STR(c.runs[2].label, NULL);
		T_STR(c.runs[2].command, "iozone -a -s 512m -r 64k -i 0");
		T_INT(c.res[2].run, 1);
		T_DBL(c.res[2].r.bw_bytes, 350112 * KB);
		T_DBL(c.res[3].r.bw_bytes, 390001 * KB);
		T_INT(c.res[4].run, 2);
		T_DBL(c.res[4].r.bw_bytes, 341000 * KB);
		T_INT(c.res[5].r.cond.bs, 65536);
	}
	t_collect_free(&c);
}

/*
 * Excel reports pasted twice (two executions, no captions): the second
 * "Writer report" starts another run, unlabelled; a title a person wrote
 * with a colon ("Reader report:", rows copied from a spreadsheet) is
 * still the title, not a caption.
 */
T_TEST(t_iozone_excel_repeated_reports)
{
	static const char in[] = "Writer report:\n"
				 "\t4\t64\n"
				 "65536\t503814\t780776\n"
				 "Reader report:\n"
				 "\t4\t64\n"
				 "65536\t1503814\t1780776\n"
				 "\n"
				 "Writer report:\n"
				 "\t4\t64\n"
				 "65536\t403814\t780776\n";
	struct t_collect c;

	t_collect_buf(&c, "iozone", "xl.txt", in, sizeof(in) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.warnings, 0);
	T_INT(c.n_runs, 2);
	T_INT(c.n_res, 6);
	if (c.n_runs == 2 && c.n_res == 6) {
		T_STR(c.runs[0].label, NULL);
		T_STR(c.runs[1].label, NULL);
		T_STR(c.res[2].r.test, "read");
		T_DBL(c.res[2].r.bw_bytes, 1503814 * KB);
		T_INT(c.res[4].run, 1);
		T_DBL(c.res[4].r.bw_bytes, 403814 * KB);
		T_DBL(c.res[5].r.bw_bytes, 780776 * KB);
		T_INT(c.res[5].r.cond.bs, 65536);
	}
	t_collect_free(&c);
}

/*
 * A name alone over a table labels it, but not the last line of iozone's
 * own settings block ("Purge Mode On" above the header of a full output).
 */
T_TEST(t_iozone_name_line_not_settings)
{
	static const char in[] =
	    "\tIozone: Performance Test of File I/O\n"
	    "\tAuto Mode\n"
	    "\tCommand line used: iozone -a -s 512m -r 64k -i 0 -+p\n"
	    "\tPurge Mode On\n"
	    "\n"
	    "              kB  reclen    write  rewrite\n"
	    "          524288      64   350112   380224\n"
	    "Samsung 970 EVO\n"
	    "              kB  reclen    write  rewrite\n"
	    "          524288      64   450112   480224\n";
	struct t_collect c;

	t_collect_buf(&c, "iozone", "own.txt", in, sizeof(in) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 2);
	T_INT(c.n_res, 4);
	if (c.n_runs == 2 && c.n_res == 4) {
		T_STR(c.runs[0].label, NULL);
		T_STR(c.runs[1].label, "Samsung 970 EVO");
		T_DBL(c.res[2].r.bw_bytes, 450112 * KB);
		T_INT(c.res[2].run, 1);
	}
	t_collect_free(&c);
}

/*
 * Text after a caption ends what it names: "Hardware:" over a list of
 * parts labels no table; a caption over the header's first line does.
 */
T_TEST(t_iozone_caption_ended_by_text)
{
	static const char in[] =
	    "Hardware:\n"
	    " CPU: Xeon E5-2620\n"
	    " Disk: Samsung 860 EVO\n"
	    "\n"
	    "              kB  reclen    write  rewrite\n"
	    "          524288      64   350112   380224\n"
	    "xfs:\n"
	    "                                         random    random\n"
	    "              kB  reclen    write  rewrite    read     write\n"
	    "          524288      64   450112   480224\n";
	struct t_collect c;

	t_collect_buf(&c, "iozone", "hw.txt", in, sizeof(in) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 2);
	T_INT(c.n_res, 4);
	if (c.n_runs == 2 && c.n_res == 4) {
		T_STR(c.runs[0].label, NULL);
		T_STR(c.runs[1].label, "xfs");
		T_DBL(c.res[3].r.bw_bytes, 480224 * KB);
	}
	t_collect_free(&c);
}

/*
 * A run in a mode iozone itself calls invalid for measuring (-+d I/O
 * diagnostic, -V verify, -+X short circuit, -+Z old data sets) is refused
 * with a warning at the line that says so, or at the command giving the
 * option when its splash lines are cut; a normal execution before it in
 * the same paste is kept, and other "-+" options change nothing.
 */
T_TEST(t_iozone_invalid_modes)
{
	static const char diag[] =
	    "\tAuto Mode\n"
	    "\t>>> I/O Diagnostic mode enabled. <<<\n"
	    "\tPerformance measurements are invalid in this mode.\n"
	    "\tCommand line used: iozone -a -+d -s 64m -r 4k\n"
	    "              kB  reclen    write  rewrite    read    reread\n"
	    "           65536       4   121639   190947   184516   180788\n";
	static const char two[] =
	    "\tCommand line used: iozone -a -s 64m -r 4k\n"
	    "              kB  reclen    write  rewrite    read    reread\n"
	    "           65536       4   221639   290947   284516   280788\n"
	    "\tVerify Mode. Pattern a5a5a5a5\n"
	    "\tPerformance measurements are invalid in this mode.\n"
	    "\tCommand line used: iozone -a -V 165 -s 64m -r 4k\n"
	    "              kB  reclen    write  rewrite    read    reread\n"
	    "           65536       4   121639   190947   184516   180788\n";
	static const char cut[] =
	    "$ iozone -a -I -+Z -s 64m -r 4k\n"
	    "              kB  reclen    write  rewrite    read    reread\n"
	    "           65536       4   121639   190947   184516   180788\n";
	static const char verdict[] =
	    "\tPerformance measurements are invalid in this mode.\n"
	    "              kB  reclen    write  rewrite    read    reread\n"
	    "           65536       4   121639   190947   184516   180788\n";
	static const char plus[] =
	    "$ iozone -a -+n -+u -s 64m -r 4k\n"
	    "              kB  reclen    write  rewrite    read    reread\n"
	    "           65536       4   121639   190947   184516   180788\n";
	struct t_collect c;
	char msg[2048];

	T_INT(t_collect_msg(&c, "iozone", "diag.txt", diag, sizeof(diag) - 1,
			    msg, sizeof(msg)),
	      0);
	T_INT(c.n_res, 0);
	T_OK(strstr(msg, "diag.txt:2:2: warning: iozone run in I/O "
			 "diagnostic mode (-+d), whose performance "
			 "measurements iozone calls invalid: its 4 results "
			 "are not imported") != NULL);
	t_collect_free(&c);

	T_INT(t_collect_msg(&c, "iozone", "two.txt", two, sizeof(two) - 1, msg,
			    sizeof(msg)),
	      0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 4);
	if (c.n_res == 4)
		T_DBL(c.res[0].r.bw_bytes, 221639 * KB);
	T_OK(strstr(msg, "two.txt:4:2: warning: iozone run in verify mode "
			 "(-V)") != NULL);
	t_collect_free(&c);

	T_INT(t_collect_msg(&c, "iozone", "cut.txt", cut, sizeof(cut) - 1, msg,
			    sizeof(msg)),
	      0);
	T_INT(c.n_res, 0);
	T_OK(strstr(msg, "cut.txt:1:3: warning: iozone run in old data sets "
			 "mode (-+Z)") != NULL);
	t_collect_free(&c);

	T_INT(t_collect_msg(&c, "iozone", "verdict.txt", verdict,
			    sizeof(verdict) - 1, msg, sizeof(msg)),
	      0);
	T_INT(c.n_res, 0);
	T_OK(strstr(msg, "verdict.txt:1:2: warning: iozone run in a mode "
			 "whose performance measurements iozone calls "
			 "invalid") != NULL);
	t_collect_free(&c);

	t_collect_buf(&c, "iozone", "plus.txt", plus, sizeof(plus) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 4);
	T_INT(c.warnings, 0);
	t_collect_free(&c);
}

/*
 * iozone_command_key(): the options as "I r=4k" sorted, letters of one
 * word ("-IO") each, an argument in the word or the next ("-r4k",
 * "-r 4k"), extended options with theirs ("-+m file"), the target's and
 * the report's left out, with own_rows the table's own too.
 */
T_TEST(t_iozone_command_key)
{
	char k[128];

	T_INT(iozone_command_key("./iozone -eIO -r4k -s 1g -t 2 -f /mnt/x "
				 "-+n -+m hosts -Rb out.xls",
				 0, k, sizeof(k)),
	      0);
	T_STR(k, "+m=hosts +n I O e r=4k s=1g t=2");
	T_INT(iozone_command_key("sudo /usr/bin/iozone -a -i 0 -i 1 -r 4k "
				 "-s 1g -I -F f1 f2",
				 1, k, sizeof(k)),
	      0);
	T_STR(k, "I");
	T_INT(iozone_command_key("iozone -aI -r", 0, k, sizeof(k)), 0);
	T_STR(k, "I a r");
	T_INT(iozone_command_key("fio --name=x -r 4k", 0, k, sizeof(k)), -1);
	T_INT(iozone_command_key("iozone -e -I -O", 0, k, 5), -1);
}

/*
 * iozone_test_table(): a person's table of one iozone test's throughput,
 * a caption naming the test alone (iozone's throughput label or report
 * name, any case, '_' or '-', decorated, iozone's unit in brackets), a
 * header of thread counts, a first row of as many figures; any other
 * caption, unit or header is none.  iozone_test_row(): a row of n
 * figures, a ratio row too.
 */
T_TEST(t_iozone_test_table_helpers)
{
	static const struct {
		const char *cap, *hdr, *row;
		int n;
	} tt[] = {
	    {"** Initial writers **", "threads:\t1\t2\t4",
	     "baseline:\t1103\t912\t500", 3},
	    {"Random_readers:", "Num threads  8  16", "v5.10:  10  20", 2},
	    {"=== Re-writers ===", "# procs 1 2", "stock 1,024 2,048", 2},
	    {"Stride readers (KB/sec)", "processes 4", "a b: 99.5", 1},
	    {"Mixed workload", "children: 2 4", "old: 1 2", 2},
	    {"  Reverse Read:", "threads 1 2", "x: 3 4", 2},
	    /* no iozone test, another unit, no thread counts */
	    {"** Sequential writes **", "threads: 1 2", "a: 1 2", 0},
	    {"Readers (MB/s)", "threads: 1 2", "a: 1 2", 0},
	    {"Readers", "iodepth: 1 2", "a: 1 2", 0},
	    {"Readers", "threads: 1 2.5", "a: 1 2", 0},
	    {"Readers and writers", "threads: 1 2", "a: 1 2", 0},
	    /* the first row: one figure too many or too few, a word */
	    {"Readers", "threads: 1 2", "a: 1 2 3", 0},
	    {"Readers", "threads: 1 2", "a: 1", 0},
	    {"Readers", "threads: 1 2", "a: 1 n/a", 0},
	};

	for (size_t i = 0; i < sizeof(tt) / sizeof(tt[0]); i++) {
		int n = iozone_test_table(tt[i].cap, strlen(tt[i].cap),
					  tt[i].hdr, strlen(tt[i].hdr),
					  tt[i].row, strlen(tt[i].row));

		if (n != tt[i].n)
			printf("    case %zu: %s\n", i, tt[i].cap);
		T_INT(n, tt[i].n);
	}
	T_INT(iozone_test_row("speed-up(times):\t1.93\t2.36", 26, 2), 1);
	T_INT(iozone_test_row("patched: 1 2", 12, 2), 1);
	T_INT(iozone_test_row("patched: 1 2", 12, 3), 0);
	T_INT(iozone_test_row("Minimal speed up is 23%", 23, 2), 0);
}

/*
 * A person's tables of iozone's throughput, one per test: a result per
 * row and column (numjobs the column's count, the run the row's, across
 * tables), the ratio rows none, a row with a cell that is no figure
 * skipped with a warning, a 0 cell (a test not run) none; -O's
 * operations per second read as IOPS.
 */
T_TEST(t_iozone_test_tables)
{
	static const char text[] = "iozone -O -t 2 -r 4k -s 64m\n"
				   "\n"
				   "** Random writers **\n"
				   "threads:\t2\t8\n"
				   "old:\t1200\t0\n"
				   "new:\t1500\t3300\n"
				   "new/old:\t1.25\t-\n"
				   "broken:\t1500\tn/a\n"
				   "\n"
				   "Random readers:\n"
				   "threads:\t2\t8\n"
				   "old:\t2200\t5100\n"
				   "gain:\t+4%\t+9%\n";
	struct t_collect c;

	t_collect_buf(&c, NULL, "tables.txt", text, sizeof(text) - 1, 1);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 2);
	T_INT(c.n_res, 5);
	T_INT(c.warnings, 1);
	for (size_t i = 0; i < c.n_res; i++) {
		const struct iodb_result *r = &c.res[i].r;

		T_INT(r->cond.bs, 4096);
		T_DBL(r->bw_bytes, NAN);
		if (!strcmp(c.runs[c.res[i].run].label, "new") &&
		    r->cond.numjobs == 8) {
			T_STR(r->test, "random write");
			T_DBL(r->iops, 3300);
		}
	}
	if (c.n_runs == 2) {
		T_STR(c.runs[0].label, "old");
		T_STR(c.runs[1].label, "new");
	}
	t_collect_free(&c);
}
