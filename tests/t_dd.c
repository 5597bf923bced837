/*
 * The dd importer: every corpus file with the figures MANIFEST.tsv lists,
 * the summary forms of every dd (synthetic), command-line conditions,
 * status=progress, malformed input, detection, and the samples made here.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ingest/ingest.h"
#include "tests/collect.h"
#include "tests/t.h"

#define MiB 1048576.0
#define KiB 1024.0

/*
 * Parse buf with fmt, with diagnostics captured into msg (so a test can
 * check "FILE:LINE:").  Returns the parser's status.
 */
static int collect_msgs(struct t_collect *c, const char *fmt, const char *buf,
			size_t len, char *msg, size_t n)
{
	return t_collect_msg(c, fmt, "in.txt", buf, len, msg, n);
}

static int parse_str(struct t_collect *c, const char *buf)
{
	return t_collect_buf(c, "dd", "in.txt", buf, strlen(buf), 1);
}

/* One corpus run: the figures MANIFEST.tsv lists for it. */
struct dd_expect {
	const char *file;
	int run; /* index among the file's runs */
	int n_runs;
	double bytes, secs, printed; /* printed: bytes/s, tool's units */
	double rin, rin_p, rout, rout_p;
	enum iodb_op op;
	long long bs;
	int direct;
	const char *device;
	const char *command;
	const char *dialect;
};

static const struct dd_expect corpus[] = {
    {"dd-busyboxanyka-1.txt", 0, 2, 2097152, 6.449022, 317.6 * KiB, 4096, 0,
     4096, 0, IODB_OP_COPY, 512, 0, "/dev/mtdblock1",
     "dd if=/dev/mtdblock1 of=./mtdblock1", "busybox"},
    {"dd-busyboxanyka-1.txt", 1, 2, 8388608, 24.628146, 332.6 * KiB, 16384, 0,
     16384, 0, IODB_OP_COPY, 512, 0, "/dev/mtdblock0",
     "dd if=/dev/mtdblock0 of=./mtdblock0", "busybox"},
    /* no command: 10 whole records in and out of 10485760 bytes, 1 MiB
     * each */
    {"dd-busyboxima-1.txt", 0, 1, 10485760, 0.037096, 269.6 * MiB, 10, 0, 10, 0,
     IODB_OP_UNKNOWN, 1048576, -1, NULL, NULL, "busybox"},
    {"dd-cephnotes-1.txt", 0, 1, 10737418240.0, 3.62128, 3.0e9, 10240, 0, 10240,
     0, IODB_OP_WRITE, 1048576, 0, NULL,
     "dd if=/dev/zero of=10G bs=1M count=10240", "gnu"},
    {"dd-dmpru-1.txt", 0, 1, 4096, 0.000466928, 8.8e6, 1, 0, 1, 0,
     IODB_OP_UNKNOWN, 4096, -1, NULL, NULL, "gnu"},
    {"dd-lvlabfr-1.txt", 0, 1, 524288000, 1.24566, 421e6, 500, 0, 500, 0,
     IODB_OP_WRITE, 1048576, 0, NULL,
     "dd if=/dev/urandom of=/mnt/lvlab1/fichier_500mo bs=1M count=500 "
     "status=progress",
     "gnu"},
    {"dd-macoskali-1.txt", 0, 1, 3053371392.0, 2151.132182, 1419425, 2911, 1,
     2911, 1, IODB_OP_UNKNOWN, -1, -1, NULL, NULL, "bsd"},
    {"dd-mysterydisk-1.txt", 0, 1, 82343245824.0, 2672.71, 30.8e6, 20103331, 1,
     20103331, 1, IODB_OP_COPY, 4096, 0, "/dev/mapper/mystery-disk",
     "sudo dd if=/dev/mapper/mystery-disk bs=4096 > mystery-disk.img", "gnu"},
    {"dd-openhabde-1.txt", 0, 1, 3904897024.0, 190.048, 20.5e6, 931, 0, 931, 0,
     IODB_OP_COPY, 4194304, 0, "/dev/sdc",
     "sudo dd bs=4M if=/dev/sdc "
     "of=/home/pierre/Downloads/"
     "2017-06-28-raspbian-jessie-lite_openHAB_backup.img",
     "gnu"},
    {"dd-raid5ru-1.txt", 0, 1, 209715200, 8.69378, 24.1e6, 51200, 0, 51200, 0,
     IODB_OP_WRITE, 4096, 1, NULL,
     "dd if=/dev/random of=raid5ext4mp/a.dat oflag=direct bs=4K "
     "count=51200 status=progress",
     "gnu"},
    {"dd-rawimage-1.txt", 0, 1, 8587837440.0, 281.952, 30.5e6, 16773120, 0,
     16773120, 0, IODB_OP_COPY, 512, 0, NULL,
     "dd if=file.raw of=test.raw skip=2048 count=16773120  bs=512", "gnu"},
    {"dd-rpimacosfr-1.txt", 0, 1, 1021592274, 480.752682, 2124985, 974, 1, 974,
     1, IODB_OP_WRITE, 1048576, 0, "/dev/disk2",
     "sudo dd bs=1m if=Raspian.img of=/dev/disk2", "bsd"},
    {"dd-swapfile-1.txt", 0, 1, 1073741824, 30.0344, 35.8e6, 1048576, 0,
     1048576, 0, IODB_OP_WRITE, 1024, 0, NULL,
     "dd if=/dev/zero of=/swapfile1 bs=1024 count=1048576", "gnu"},
};

static void check_corpus(const struct dd_expect *e)
{
	char rel[256], dialect[64];
	struct t_collect c;
	const struct iodb_result *r;
	const struct iodb_run *run;

	snprintf(rel, sizeof(rel), "corpus/dd/%s", e->file);
	t_collect_file(&c, "dd", t_shared(rel), 0);
	T_INT(c.ret, 0);
	T_INT(c.warnings, 0);
	T_INT(c.n_runs, e->n_runs);
	T_INT(c.n_res, e->n_runs);
	if (c.ret || (size_t)e->run >= c.n_res) {
		T_FAIL("%s: run %d missing", e->file, e->run);
		goto out;
	}
	r = &c.res[e->run].r;
	run = &c.runs[c.res[e->run].run];
	T_DBL(r->io_bytes, e->bytes);
	T_NEAR(r->runtime_ns, e->secs * 1e9, 1e-12);
	T_NEAR(r->bw_bytes, e->bytes / e->secs, 1e-12);
	T_NEAR(t_extra(r, "printed_bw_bytes"), e->printed, 1e-12);
	T_DBL(t_extra(r, "records_in_full"), e->rin);
	T_DBL(t_extra(r, "records_in_partial"), e->rin_p);
	T_DBL(t_extra(r, "records_out_full"), e->rout);
	T_DBL(t_extra(r, "records_out_partial"), e->rout_p);
	T_INT(r->cond.op, e->op);
	T_INT(r->cond.pattern, IODB_PATTERN_SEQ);
	T_INT(r->cond.bs, e->bs);
	T_INT(r->cond.direct, e->direct);
	T_INT(r->cond.iodepth, 1);
	T_INT(r->cond.numjobs, 1);
	T_STR(r->job, NULL);
	T_STR(r->test, NULL);
	T_STR(run->format, "dd");
	T_STR(run->tool, "dd");
	T_STR(run->tool_version, NULL);
	T_STR(run->device, e->device);
	T_STR(run->command, e->command);
	snprintf(dialect, sizeof(dialect), "\"dialect\":\"%s\"", e->dialect);
	T_OK(run->options_json && strstr(run->options_json, dialect));
	T_OK(r->line_from > 0 && r->line_to >= r->line_from);
	T_OK(run->line_from > 0 && run->line_from <= r->line_from);
out:
	t_collect_free(&c);
}

T_TEST(t_dd_corpus_files)
{
	for (size_t i = 0; i < sizeof(corpus) / sizeof(corpus[0]); i++)
		check_corpus(&corpus[i]);
}

/* Every file of corpus/dd is in the table above. */
T_TEST(t_dd_corpus_complete)
{
	DIR *d = opendir(t_shared("corpus/dd"));
	struct dirent *de;
	int files = 0;

	if (!d) {
		T_FAIL("cannot open %s", t_shared("corpus/dd"));
		return;
	}
	while ((de = readdir(d))) {
		int found = 0;

		if (de->d_name[0] == '.')
			continue;
		files++;
		for (size_t i = 0; i < sizeof(corpus) / sizeof(corpus[0]); i++)
			found |= !strcmp(corpus[i].file, de->d_name);
		if (!found)
			T_FAIL("corpus/dd/%s has no expectations", de->d_name);
	}
	closedir(d);
	T_INT(files, 12);
}

/* Lines: the figures keep the file's line numbers. */
T_TEST(t_dd_corpus_lines)
{
	struct t_collect c;

	t_collect_file(&c, "dd", t_shared("corpus/dd/dd-busyboxanyka-1.txt"),
		       0);
	T_INT(c.n_runs, 2);
	if (c.n_runs == 2) {
		T_INT(c.runs[0].line_from, 1);
		T_INT(c.runs[0].line_to, 4);
		T_INT(c.res[0].r.line_from, 2);
		T_INT(c.res[0].r.line_to, 4);
		T_INT(c.runs[1].line_from, 5);
		T_INT(c.res[1].r.line_from, 6);
		T_INT(c.res[1].r.line_to, 8);
	}
	t_collect_free(&c);

	/* the progress line (line 2) is not the result: 3-5 are */
	t_collect_file(&c, "dd", t_shared("corpus/dd/dd-lvlabfr-1.txt"), 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.line_from, 3);
		T_INT(c.res[0].r.line_to, 5);
		T_INT(c.runs[0].line_from, 1);
	}
	t_collect_free(&c);
}

/* The summary forms of every dd, one line each. */
T_TEST(t_dd_summary_forms)
{
	static const struct {
		const char *text;
		double bytes, secs, printed;
		const char *dialect;
	} cases[] = {
	    /* GNU >= 8.24 */
	    {"1073741824 bytes (1.1 GB, 1.0 GiB) copied, 11.1722 s, "
	     "96.1 MB/s\n",
	     1073741824, 11.1722, 96.1e6, "gnu"},
	    /* GNU 5.x/6.x: "seconds" */
	    {"1073741824 bytes (1.1 GB) copied, 9.86963 seconds, "
	     "109 MB/s\n",
	     1073741824, 9.86963, 109e6, "gnu"},
	    /* GNU, below 1 kB: no parentheses */
	    {"512 bytes copied, 0.000512 s, 1.0 MB/s\n", 512, 0.000512, 1.0e6,
	     "gnu"},
	    {"1 byte copied, 0.0001 s, 10.0 kB/s\n", 1, 0.0001, 10e3, "gnu"},
	    /* GNU with an IEC-only rate would still be read as printed */
	    {"2048 bytes (2.0 kB, 2.0 KiB) copied, 0.001 s, 2.0 MB/s\n", 2048,
	     0.001, 2.0e6, "gnu"},
	    /* BusyBox, small */
	    {"512 bytes (512B) copied, 0.000122 seconds, 4.0MB/s\n", 512,
	     0.000122, 4.0 * MiB, "busybox"},
	    /* BSD and GNU fileutils */
	    {"1048576 bytes transferred in 0.004112 secs (255004378 "
	     "bytes/sec)\n",
	     1048576, 0.004112, 255004378, "bsd"},
	    {"1048576 bytes transferred in 0.004112 seconds (255004378 "
	     "bytes/sec)\n",
	     1048576, 0.004112, 255004378, "bsd"},
	    /* FreeBSD 13+ */
	    {"536870912 bytes (537 MB, 512 MiB) transferred 1.204s, 446 "
	     "MB/s\n",
	     536870912, 1.204, 446e6, "gnu"},
	    /* zh_CN: full-width punctuation, translated units */
	    {"1073741824\xe5\xad\x97\xe8\x8a\x82(1.1 GB, 1.0 GiB)"
	     "\xe5\xb7\xb2\xe5\xa4\x8d\xe5\x88\xb6\xef\xbc\x8c"
	     "3.14505 \xe7\xa7\x92\xef\xbc\x8c"
	     "341 MB/\xe7\xa7\x92\n",
	     1073741824, 3.14505, 341e6, "gnu"},
	    /* Spanish, an unknown word: the general shape */
	    {"1073741824 bytes (1,1 GB, 1,0 GiB) copiados, 3,2 s, "
	     "336 MB/s\n",
	     1073741824, 3.2, 336e6, "gnu"},
	    /* Russian, old "МБ/с" units */
	    {"209715200 \xd0\xb1\xd0\xb0\xd0\xb9\xd1\x82 (210 MB) "
	     "\xd1\x81\xd0\xba\xd0\xbe\xd0\xbf\xd0\xb8\xd1\x80\xd0\xbe"
	     "\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xbe, 8,69378 c, "
	     "24,1 \xd0\x9c\xd0\x91/c\n",
	     209715200, 8.69378, 24.1e6, "gnu"},
	    /* indented, CRLF */
	    {"    4096 bytes (4.1 kB, 4.0 KiB) copied, 0.5 s, "
	     "8.2 kB/s\r\n",
	     4096, 0.5, 8.2e3, "gnu"},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct t_collect c;
		char want[64];

		parse_str(&c, cases[i].text);
		if (c.ret || c.n_res != 1) {
			T_FAIL("case %zu: ret %d, %zu results: %s", i, c.ret,
			       c.n_res, cases[i].text);
			t_collect_free(&c);
			continue;
		}
		T_DBL(c.res[0].r.io_bytes, cases[i].bytes);
		T_NEAR(c.res[0].r.runtime_ns, cases[i].secs * 1e9, 1e-12);
		/* BSD's rate to the byte has more digits than these times
		 * (t_dd_rate_precision) */
		T_NEAR(c.res[0].r.bw_bytes,
		       strcmp(cases[i].dialect, "bsd")
			   ? cases[i].bytes / cases[i].secs
			   : cases[i].printed,
		       1e-12);
		T_NEAR(t_extra(&c.res[0].r, "printed_bw_bytes"),
		       cases[i].printed, 1e-12);
		T_INT(c.warnings, 0);
		T_OK(isnan(t_extra(&c.res[0].r, "records_in_full")));
		snprintf(want, sizeof(want), "\"dialect\":\"%s\"",
			 cases[i].dialect);
		if (!strstr(c.runs[0].options_json, want))
			T_FAIL("case %zu: %s lacks %s", i,
			       c.runs[0].options_json, want);
		T_INT(c.res[0].r.cond.op, IODB_OP_UNKNOWN);
		T_INT(c.res[0].r.cond.direct, -1);
		T_INT(c.res[0].r.cond.bs, -1);
		T_STR(c.runs[0].command, NULL);
		t_collect_free(&c);
	}
}

/* Zero seconds: no computed rate, "Infinity" is no printed rate. */
T_TEST(t_dd_infinity)
{
	struct t_collect c;

	/* no time passed: "Infinity", no rate computed */
	parse_str(&c, "1+0 records in\n1+0 records out\n"
		      "512 bytes copied, 0 s, Infinity B/s\n");
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_DBL(c.res[0].r.io_bytes, 512);
		T_DBL(c.res[0].r.runtime_ns, 0);
		T_OK(isnan(c.res[0].r.bw_bytes));
		T_OK(isnan(t_extra(&c.res[0].r, "printed_bw_bytes")));
		T_DBL(t_extra(&c.res[0].r, "records_in_full"), 1);
	}
	t_collect_free(&c);
	/* nothing copied (count=0, or an error): nothing measured */
	parse_str(&c, "0+0 records in\n0+0 records out\n"
		      "0 bytes copied, 0 s, Infinity B/s\n");
	T_OK(c.ret < 0);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
}

/*
 * A printed rate that the bytes and seconds contradict: a warning, and
 * the printed rate is the figure (what a person reads from the line);
 * twice or half of theirs is no rounding and no unit: the summary was
 * misread or damaged, and no result is stored.
 */
T_TEST(t_dd_rate_disagrees)
{
	struct t_collect c;
	char msg[1024];
	const char *in = "1+0 records in\n1+0 records out\n"
			 "1000000 bytes (1.0 MB, 977 KiB) copied, 1.00 s, "
			 "1.5 MB/s\n";

	collect_msgs(&c, "dd", in, strlen(in), msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.warnings, 1);
	T_OK(strstr(msg, "in.txt:3:") != NULL);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_DBL(c.res[0].r.bw_bytes, 1.5e6);
		T_DBL(t_extra(&c.res[0].r, "printed_bw_bytes"), 1.5e6);
	}
	t_collect_free(&c);
	in = "1+0 records in\n1+0 records out\n1000000 bytes (1.0 MB, 977 "
	     "KiB) copied, 1.00 s, 5.0 MB/s\n";
	collect_msgs(&c, "dd", in, strlen(in), msg, sizeof(msg));
	T_INT(c.n_res, 0);
	T_OK(strstr(msg, "misread") != NULL);
	t_collect_free(&c);
	/* one byte in 4.8 s printed "0,0 kB/s": within its last digit */
	parse_str(&c, "1 octet (1B) copi\xc3\xa9, 4,82219 seconde, 0,0 kB/s\n");
	T_INT(c.n_res, 1);
	T_INT(c.warnings, 0);
	t_collect_free(&c);

	/* summaries within their printed digits, or not */
	static const struct {
		const char *line;
		int warnings;
	} near[] = {
	    /* within the last printed digit (35.75 -> "35.8") */
	    {"1073741824 bytes (1.1 GB, 1.0 GiB) copied, 30.0344 s, "
	     "35.8 MB/s\n",
	     0},
	    /* BSD truncates: 1419425.28 printed as 1419425 */
	    {"3053371392 bytes transferred in 2151.132182 secs "
	     "(1419425 bytes/sec)\n",
	     0},
	    /* BSD cuts its seconds to three digits (6.4709 printed
	     * "6.470"): the rate from them is high by up to a whole last
	     * digit ... */
	    {"268435456 bytes transferred in 3.180 secs "
	     "(84399862 bytes/sec)\n",
	     0},
	    /* ... but never low by more than half of it */
	    {"268435456 bytes transferred in 3.180 secs "
	     "(84433000 bytes/sec)\n",
	     1},
	    /* BusyBox read as decimal would be 4.6% off: binary is right */
	    {"2097152 bytes (2.0MB) copied, 6.449022 seconds, "
	     "317.6KB/s\n",
	     0},
	};
	for (size_t i = 0; i < sizeof(near) / sizeof(near[0]); i++) {
		parse_str(&c, near[i].line);
		T_INT(c.warnings, near[i].warnings);
		t_collect_free(&c);
	}
}

/* Command lines: direction, bs units, direct, conv, device. */
T_TEST(t_dd_command_conditions)
{
	static const struct {
		const char *cmd;
		enum iodb_op op;
		long long bs;
		int direct;
		const char *device;
		const char *command;
	} cases[] = {
	    {"$ dd if=/dev/zero of=/tmp/f bs=1M count=100 oflag=direct "
	     "conv=fdatasync",
	     IODB_OP_WRITE, 1048576, 1, NULL,
	     "dd if=/dev/zero of=/tmp/f bs=1M count=100 oflag=direct "
	     "conv=fdatasync"},
	    {"user@host:~$ sudo dd if=/dev/sdb of=/dev/null bs=4k "
	     "iflag=direct count=1000",
	     IODB_OP_READ, 4096, 1, "/dev/sdb",
	     "sudo dd if=/dev/sdb of=/dev/null bs=4k iflag=direct "
	     "count=1000"},
	    /* an image to a device: the device's write */
	    {"# dd if=a.img of=/dev/sdc bs=1MB", IODB_OP_WRITE, 1000000, 0,
	     "/dev/sdc", "dd if=a.img of=/dev/sdc bs=1MB"},
	    {"dd if=/dev/urandom of=/dev/sdd bs=1m", IODB_OP_WRITE, 1048576, 0,
	     "/dev/sdd", "dd if=/dev/urandom of=/dev/sdd bs=1m"},
	    {"$ dd if=/dev/sda bs=64k count=10 | gzip > x.gz", IODB_OP_UNKNOWN,
	     65536, 0, NULL, "dd if=/dev/sda bs=64k count=10 | gzip > x.gz"},
	    /* no bs=, ibs=, obs=: dd's default 512, which the output below
	     * contradicts (1+0 records of 1 MiB): the records' size */
	    {"$ dd if=big.file of=/dev/null", IODB_OP_READ, 1048576, 0, NULL,
	     "dd if=big.file of=/dev/null"},
	    {"$ dd if=big.file of=/dev/null ibs=8K obs=1M", IODB_OP_READ, 8192,
	     0, NULL, "dd if=big.file of=/dev/null ibs=8K obs=1M"},
	    {"$ dd if=/dev/zero of=f obs=2x512 ibs=1M", IODB_OP_WRITE, 1024, 0,
	     NULL, "dd if=/dev/zero of=f obs=2x512 ibs=1M"},
	    {"$ dd if=/dev/zero of=f bs=1kB", IODB_OP_WRITE, 1000, 0, NULL,
	     "dd if=/dev/zero of=f bs=1kB"},
	    {"$ dd if=/dev/zero of=f bs=1KB", IODB_OP_WRITE, 1000, 0, NULL,
	     "dd if=/dev/zero of=f bs=1KB"},
	    {"$ dd if=/dev/zero of=f bs=1KiB", IODB_OP_WRITE, 1024, 0, NULL,
	     "dd if=/dev/zero of=f bs=1KiB"},
	    {"$ dd if=/dev/zero of=f bs=1GB", IODB_OP_WRITE, 1000000000, 0,
	     NULL, "dd if=/dev/zero of=f bs=1GB"},
	    {"$ dd if=/dev/zero of=f bs=16b", IODB_OP_WRITE, 8192, 0, NULL,
	     "dd if=/dev/zero of=f bs=16b"},
	    {"$ dd if=/dev/zero of=f bs=1Mx", IODB_OP_WRITE, -1, 0, NULL,
	     "dd if=/dev/zero of=f bs=1Mx"},
	    {"$ dd if=/dev/zero of=f bs=lots", IODB_OP_WRITE, -1, 0, NULL,
	     "dd if=/dev/zero of=f bs=lots"},
	    {"$ dd if=a of=b iflag=direct", IODB_OP_COPY, 1048576, 1, NULL,
	     "dd if=a of=b iflag=direct"},
	    /* write direct is oflag's: iflag=direct on /dev/zero is not */
	    {"$ dd if=/dev/zero of=f iflag=direct", IODB_OP_WRITE, 1048576, 0,
	     NULL, "dd if=/dev/zero of=f iflag=direct"},
	    {"$ dd of=/dev/null if=/dev/nvme0n1 oflag=direct,sync "
	     "iflag=fullblock,direct bs=1M",
	     IODB_OP_READ, 1048576, 1, "/dev/nvme0n1",
	     "dd of=/dev/null if=/dev/nvme0n1 oflag=direct,sync "
	     "iflag=fullblock,direct bs=1M"},
	    {"$ dd < /dev/sda > /dev/null bs=1M", IODB_OP_READ, 1048576, 0,
	     "/dev/sda", "dd < /dev/sda > /dev/null bs=1M"},
	    /* a program's output piped in: a write, and so is a file read
	     * by cat/pv/a decompressor to a device; a device read so: a
	     * copy */
	    {"$ time ./rand | sudo dd of=/dev/sdc bs=1M", IODB_OP_WRITE,
	     1048576, 0, "/dev/sdc", "time ./rand | sudo dd of=/dev/sdc bs=1M"},
	    {"$ openssl enc -aes-128-ctr -in /dev/zero | dd of=/dev/sdb bs=4M",
	     IODB_OP_WRITE, 4194304, 0, "/dev/sdb",
	     "openssl enc -aes-128-ctr -in /dev/zero | dd of=/dev/sdb bs=4M"},
	    {"# cat /dev/sda | dd of=/dev/sdb bs=1M", IODB_OP_COPY, 1048576, 0,
	     "/dev/sdb", "cat /dev/sda | dd of=/dev/sdb bs=1M"},
	    {"$ xzcat -T0 img.xz | dd of=/dev/sdb bs=4M", IODB_OP_WRITE,
	     4194304, 0, "/dev/sdb", "xzcat -T0 img.xz | dd of=/dev/sdb bs=4M"},
	    {"$ ./gen | dd of=/dev/null bs=1M", IODB_OP_UNKNOWN, 1048576, 0,
	     NULL, "./gen | dd of=/dev/null bs=1M"},
	    {"[root@box ~]# time dd if=/dev/zero "
	     "of=\"/mnt/my file\" bs=1M 2>&1",
	     IODB_OP_WRITE, 1048576, 0, NULL,
	     "time dd if=/dev/zero of=\"/mnt/my file\" bs=1M 2>&1"},
	    {"$ LC_ALL=C nice -n 19 dd if=/dev/zero of=f bs=4M", IODB_OP_WRITE,
	     4194304, 0, NULL,
	     "LC_ALL=C nice -n 19 dd if=/dev/zero of=f bs=4M"},
	    {"% gdd if=/dev/zero of=f bs=4M", IODB_OP_WRITE, 4194304, 0, NULL,
	     "gdd if=/dev/zero of=f bs=4M"},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct t_collect c;
		char buf[1024];

		snprintf(buf, sizeof(buf),
			 "%s\n1+0 records in\n1+0 records out\n"
			 "1048576 bytes (1.0 MB, 1.0 MiB) copied, 0.1 s, "
			 "10.5 MB/s\n",
			 cases[i].cmd);
		parse_str(&c, buf);
		if (c.ret || c.n_res != 1) {
			T_FAIL("case %zu: ret %d, %zu results", i, c.ret,
			       c.n_res);
			t_collect_free(&c);
			continue;
		}
		if (c.res[0].r.cond.op != cases[i].op ||
		    c.res[0].r.cond.bs != cases[i].bs ||
		    c.res[0].r.cond.direct != cases[i].direct)
			T_FAIL("case %zu (%s): op %d bs %lld direct %d", i,
			       cases[i].cmd, c.res[0].r.cond.op,
			       (long long)c.res[0].r.cond.bs,
			       c.res[0].r.cond.direct);
		T_STR(c.runs[0].device, cases[i].device);
		T_STR(c.runs[0].command, cases[i].command);
		T_INT(c.runs[0].line_from, 1);
		T_INT(c.res[0].r.line_from, 2);
		t_collect_free(&c);
	}
}

T_TEST(t_dd_command_extras)
{
	struct t_collect c;

	parse_str(&c, "$ dd if=/dev/zero of=/tmp/x bs=1M count=1 "
		      "conv=notrunc,fdatasync\n1+0 records in\n"
		      "1+0 records out\n"
		      "1048576 bytes (1.0 MB, 1.0 MiB) copied, 0.1 s, "
		      "10.5 MB/s\n");
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_DBL(t_extra(&c.res[0].r, "conv_fdatasync"), 1);
		T_OK(isnan(t_extra(&c.res[0].r, "conv_fsync")));
		T_STR(c.runs[0].options_json,
		      "{\"dialect\":\"gnu\",\"if\":\"/dev/zero\","
		      "\"of\":\"/tmp/x\",\"bs\":\"1M\",\"count\":\"1\","
		      "\"conv\":\"notrunc,fdatasync\"}");
	}
	t_collect_free(&c);

	parse_str(&c, "$ dd if=/dev/zero of=/tmp/x bs=1M count=1 conv=fsync\n"
		      "1+0 records in\n1+0 records out\n"
		      "1048576 bytes (1.0 MB, 1.0 MiB) copied, 0.1 s, "
		      "10.5 MB/s\n");
	if (c.n_res == 1) {
		T_DBL(t_extra(&c.res[0].r, "conv_fsync"), 1);
		T_OK(isnan(t_extra(&c.res[0].r, "conv_fdatasync")));
	}
	t_collect_free(&c);

	/* quotes in JSON are escaped */
	parse_str(&c, "$ dd if=/dev/zero of='a\"b' bs=1M\n"
		      "1048576 bytes (1.0 MB, 1.0 MiB) copied, 0.1 s, "
		      "10.5 MB/s\n");
	if (c.n_res == 1)
		T_OK(strstr(c.runs[0].options_json, "\"of\":\"a\\\"b\""));
	t_collect_free(&c);
}

/* Prose mentioning dd is no command line. */
T_TEST(t_dd_not_commands)
{
	static const char *const lines[] = {
	    "Run dd if=/dev/zero of=/tmp/f bs=1M to test",
	    "1. dd if=/dev/zero of=/tmp/f bs=1M",
	    "$ dd --version",
	    "dd: error writing '/dev/sdb': No space left on device",
	    "$ echo dd if=/dev/zero",
	};

	for (size_t i = 0; i < sizeof(lines) / sizeof(lines[0]); i++) {
		struct t_collect c;
		char buf[512];

		snprintf(buf, sizeof(buf),
			 "%s\n1048576 bytes (1.0 MB, 1.0 MiB) copied, 0.1 s, "
			 "10.5 MB/s\n",
			 lines[i]);
		parse_str(&c, buf);
		T_INT(c.n_res, 1);
		if (c.n_runs == 1 && c.runs[0].command)
			T_FAIL("'%s' taken for a command", lines[i]);
		t_collect_free(&c);
	}
}

/* Several runs in one file: commands, bare blocks, pasted summaries. */
T_TEST(t_dd_several_runs)
{
	struct t_collect c;

	parse_str(&c,
		  "$ dd if=/dev/zero of=t bs=1M count=10 oflag=direct\n"
		  "10+0 records in\n10+0 records out\n"
		  "10485760 bytes (10 MB, 10 MiB) copied, 0.1 s, 105 MB/s\n"
		  "$ dd if=t of=/dev/null bs=1M iflag=direct\n"
		  "10+0 records in\n10+0 records out\n"
		  "10485760 bytes (10 MB, 10 MiB) copied, 0.05 s, 210 MB/s\n"
		  "5+0 records in\n5+0 records out\n"
		  "5242880 bytes (5.2 MB, 5.0 MiB) copied, 0.01 s, 524 MB/s\n"
		  "\n"
		  "1024 bytes (1.0 kB, 1.0 KiB) copied, 0.001 s, 1.0 MB/s\n"
		  "2048 bytes (2.0 kB, 2.0 KiB) copied, 0.001 s, 2.0 MB/s\n");
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 5);
	T_INT(c.n_res, 5);
	if (c.n_res == 5) {
		T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
		T_INT(c.res[0].r.cond.direct, 1);
		T_INT(c.res[1].r.cond.op, IODB_OP_READ);
		T_INT(c.res[1].r.cond.direct, 1);
		T_DBL(c.res[1].r.bw_bytes, 10485760 / 0.05);
		/* the third block has no command: nothing inherited */
		T_INT(c.res[2].r.cond.op, IODB_OP_UNKNOWN);
		T_INT(c.res[2].r.cond.direct, -1);
		T_STR(c.runs[2].command, NULL);
		T_DBL(c.res[2].r.io_bytes, 5242880);
		T_DBL(c.res[3].r.io_bytes, 1024);
		T_DBL(c.res[4].r.io_bytes, 2048);
		T_INT(c.res[4].r.line_from, 14);
	}
	t_collect_free(&c);
}

/* status=progress: raw CR updates and pasted lines; the final wins. */
T_TEST(t_dd_progress)
{
	struct t_collect c;
	char msg[1024];
	const char *only = "$ dd if=/dev/zero of=x bs=1M count=10 "
			   "status=progress\n"
			   "5242880 bytes (5.2 MB, 5.0 MiB) copied, 1 s, "
			   "5.2 MB/s\n";
	const char *only_cr = "\r5242880 bytes (5.2 MB, 5.0 MiB) copied, 1 s, "
			      "5.2 MB/s\r";

	parse_str(&c, "$ dd if=/dev/zero of=x bs=1M count=20 status=progress\n"
		      "\r5242880 bytes (5.2 MB, 5.0 MiB) copied, 1 s, 5.2 MB/s"
		      "\r10485760 bytes (10 MB, 10 MiB) copied, 2 s, 5.2 MB/s  "
		      "\n20+0 records in\n20+0 records out\n"
		      "20971520 bytes (21 MB, 20 MiB) copied, 2.5 s, "
		      "8.4 MB/s\n");
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_DBL(c.res[0].r.io_bytes, 20971520);
		T_DBL(c.res[0].r.runtime_ns, 2.5e9);
		T_INT(c.res[0].r.line_from, 3);
	}
	t_collect_free(&c);

	/* pasted progress lines without status=progress in view */
	parse_str(&c, "5242880 bytes (5.2 MB, 5.0 MiB) copied, 1 s, 5.2 MB/s\n"
		      "10485760 bytes (10 MB, 10 MiB) copied, 2 s, 5.2 MB/s\n"
		      "20+0 records in\n20+0 records out\n"
		      "20971520 bytes (21 MB, 20 MiB) copied, 2.5 s, "
		      "8.4 MB/s\n");
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1)
		T_DBL(c.res[0].r.io_bytes, 20971520);
	t_collect_free(&c);

	/* a status=progress run's last progress line, no final summary
	 * after it (cut, or dd stopped): what it measured so far, an
	 * interrupted run, with a warning */
	collect_msgs(&c, "dd", only, strlen(only), msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	T_INT(c.n_runs, 1);
	if (c.n_res == 1 && c.n_runs == 1) {
		T_DBL(c.res[0].r.io_bytes, 5242880);
		T_DBL(c.res[0].r.runtime_ns, 1e9);
		T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
		T_STR(c.runs[0].status, "interrupted");
	}
	T_OK(strstr(msg, "in.txt:2:1: warning: dd's final summary is "
			 "missing after its status=progress lines") != NULL);
	t_collect_free(&c);
	collect_msgs(&c, "dd", only_cr, strlen(only_cr), msg, sizeof(msg));
	T_OK(c.ret < 0);
	T_INT(c.n_res, 0);
	T_OK(strstr(msg, "in.txt:1:") != NULL);
	t_collect_free(&c);
}

/* Malformed input: FILE:LINE errors, nothing emitted. */
T_TEST(t_dd_malformed)
{
	static const struct {
		const char *text;
		const char *where; /* expected in the message */
	} cases[] = {
	    {"1+0 records in\n1+0 records out\n1073741824 bytes (",
	     "in.txt:3:19: error: expected ')'"},
	    {"1+0 records in\n1+0 records out\n1073741824 bytes (1.1 GB",
	     "in.txt:3:"},
	    {"1073741824 bytes (1.1 GB, 1.0 GiB) copied, ", "in.txt:1:"},
	    {"1073741824 bytes (1.1 GB, 1.0 GiB) copied, 11.1722 s, 96.1 M",
	     "in.txt:1:60: error: expected a rate unit"},
	    {"1073741824 bytes (1.1 GB, 1.0 GiB) copied, 11.1722 s, "
	     "96.1 XB/s",
	     "in.txt:1:"},
	    {"1073741824 bytes", "in.txt:1:"},
	    {"1+0 records in\n1+0 records out\n", "in.txt:2:1: error: "
						  "expected dd's transfer "
						  "summary"},
	    {"1+0 records in\n1+0 records out\n1+0 records in\n", "in.txt:2:"},
	    {"$ dd if=/dev/zero of=x\n1+0 records in\n"
	     "$ dd if=/dev/zero of=y\n",
	     "in.txt:2:"},
	    {"", "in.txt: error: expected a dd transfer summary"},
	    {"hello\nworld\n", "in.txt: error: expected a dd"},
	    {"\x01\x02\xff\xfe 17 bytes", "in.txt: error:"},
	    /* a summary that does not parse after records lines */
	    {"1+0 records in\n1+0 records out\n"
	     "2048 bytes (2.0 kB, 2.0 KiB) copied, 0 001 s, 2.0 MB/s\n",
	     "in.txt:3:40: error: expected a time unit"},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct t_collect c;
		char msg[2048];

		collect_msgs(&c, "dd", cases[i].text, strlen(cases[i].text),
			     msg, sizeof(msg));
		if (c.ret >= 0)
			T_FAIL("case %zu accepted: %s", i, cases[i].text);
		T_INT(c.errors, 1);
		if (!strstr(msg, cases[i].where))
			T_FAIL("case %zu: '%s' not in '%s'", i, cases[i].where,
			       msg);
		T_INT(c.n_runs, 0);
		t_collect_free(&c);
	}
}

/* Truncations and garbage never crash (the fuzzers will do more). */
T_TEST(t_dd_truncated_everywhere)
{
	char *buf;
	size_t len;
	const char *files[] = {
	    "corpus/dd/dd-lvlabfr-1.txt", "corpus/dd/dd-raid5ru-1.txt",
	    "corpus/dd/dd-macoskali-1.txt", "corpus/dd/dd-busyboxanyka-1.txt"};

	for (size_t f = 0; f < sizeof(files) / sizeof(files[0]); f++) {
		buf = t_read_file(t_shared(files[f]), &len);
		if (!buf) {
			T_FAIL("cannot read %s", files[f]);
			continue;
		}
		for (size_t n = 0; n <= len; n++) {
			struct t_collect c;
			char *copy = malloc(n ? n : 1);

			memcpy(copy, buf, n);
			t_collect_buf(&c, "dd", "cut", copy, n, 1);
			/* a result only from a complete summary */
			for (size_t i = 0; i < c.n_res; i++)
				T_OK(c.res[i].r.io_bytes >= 0);
			t_collect_free(&c);
			free(copy);
		}
		free(buf);
	}
}

/* Detection: dd files go to dd; dd claims nobody else's. */
T_TEST(t_dd_detect)
{
	const struct ingest_format *dd = ingest_find("dd");
	char rel[512];

	T_OK(dd != NULL);
	if (!dd)
		return;
	for (size_t i = 0; i < sizeof(corpus) / sizeof(corpus[0]); i++) {
		size_t len;
		char *buf;
		const struct ingest_format *f;

		snprintf(rel, sizeof(rel), "corpus/dd/%s", corpus[i].file);
		buf = t_read_file(t_shared(rel), &len);
		if (!buf) {
			T_FAIL("cannot read %s", rel);
			continue;
		}
		T_OK(dd->probe(buf, len) >= 60);
		f = ingest_detect(buf, len, NULL);
		if (f != dd)
			T_FAIL("%s detected as %s", rel, f ? f->name : "none");
		free(buf);
	}
	t_probe_refuses_corpus("dd", "dd", 29);
}

/*
 * The samples made here by samples/dd/make.sh: each imports, with the
 * bytes and seconds of its own last summary line.
 */
T_TEST(t_dd_samples)
{
	DIR *d = opendir("samples/dd");
	struct dirent *de;
	int files = 0;

	if (!d) {
		t_skip("no samples/dd (run samples/dd/make.sh)");
		return;
	}
	while ((de = readdir(d))) {
		char path[512], *buf, *p, *last = NULL;
		size_t len, n = strlen(de->d_name);
		double bytes = -1, secs = -1;
		struct t_collect c;

		if (n < 5 || strcmp(de->d_name + n - 4, ".txt"))
			continue;
		snprintf(path, sizeof(path), "samples/dd/%s", de->d_name);
		buf = t_read_file(path, &len);
		if (!buf) {
			T_FAIL("cannot read %s", path);
			continue;
		}
		files++;
		for (p = strstr(buf, " copied, "); p;
		     p = strstr(p + 1, " copied, "))
			last = p;
		if (last) {
			while (last > buf && last[-1] != '\n' &&
			       last[-1] != '\r')
				last--;
			if (sscanf(last, "%lf bytes", &bytes) != 1)
				bytes = -1;
			p = strstr(last, " copied, ");
			if (sscanf(p, " copied, %lf s,", &secs) != 1)
				secs = -1;
		}
		if (bytes < 0 || secs < 0)
			T_FAIL("%s: no summary line to check against", path);
		t_collect_file(&c, NULL, path, 0);
		T_INT(c.ret, 0);
		T_INT(c.warnings, 0);
		if (c.n_res >= 1) {
			const struct iodb_result *r = &c.res[c.n_res - 1].r;

			T_STR(c.runs[0].format, "dd");
			T_DBL(r->io_bytes, bytes);
			T_NEAR(r->runtime_ns, secs * 1e9, 1e-12);
			T_OK(c.runs[0].command != NULL);
			T_OK(r->cond.op != IODB_OP_UNKNOWN);
		} else {
			T_FAIL("%s: no result", path);
		}
		t_collect_free(&c);
		free(buf);
	}
	closedir(d);
	if (!files)
		t_skip("samples/dd has no .txt (run samples/dd/make.sh)");
}

/*
 * One paste and what it holds: the last result's figures.  op -1: not
 * checked beyond "unknown"; printed NAN: no printed rate.
 */
struct dd_paste {
	const char *name;
	const char *text;
	int n_res;
	double bytes, secs, printed;
	double rin; /* records_in_full; NAN: no records lines */
	enum iodb_op op;
	long long bs;
	int direct;
	int warnings;
};

static void check_pastes(const struct dd_paste *cases, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		const struct dd_paste *e = &cases[i];
		const struct iodb_result *r;
		const struct ingest_format *f;
		struct t_collect c;

		parse_str(&c, e->text);
		if (c.ret || (int)c.n_res != e->n_res) {
			T_FAIL("%s: ret %d, %zu results (want %d)", e->name,
			       c.ret, c.n_res, e->n_res);
			t_collect_free(&c);
			continue;
		}
		r = &c.res[c.n_res - 1].r;
		if (r->io_bytes != e->bytes ||
		    fabs(r->runtime_ns - e->secs * 1e9) > e->secs * 1e-3 ||
		    (fabs(r->bw_bytes - e->bytes / e->secs) >
			 e->bytes / e->secs * 1e-12 &&
		     r->bw_bytes != e->printed)) /* BSD's, to the byte */
			T_FAIL("%s: bytes %.0f ns %.0f bw %.3f", e->name,
			       r->io_bytes, r->runtime_ns, r->bw_bytes);
		if (isnan(e->printed))
			T_OK(isnan(t_extra(r, "printed_bw_bytes")));
		else
			T_NEAR(t_extra(r, "printed_bw_bytes"), e->printed,
			       1e-12);
		if (isnan(e->rin))
			T_OK(isnan(t_extra(r, "records_in_full")));
		else
			T_DBL(t_extra(r, "records_in_full"), e->rin);
		if (r->cond.op != e->op || r->cond.bs != e->bs ||
		    r->cond.direct != e->direct)
			T_FAIL("%s: op %d bs %lld direct %d", e->name,
			       r->cond.op, (long long)r->cond.bs,
			       r->cond.direct);
		if ((int)c.warnings != e->warnings)
			T_FAIL("%s: %u warnings, want %d", e->name, c.warnings,
			       e->warnings);
		/* and detection sends the paste to dd */
		f = ingest_detect(e->text, strlen(e->text), NULL);
		if (!f || strcmp(f->name, "dd"))
			T_FAIL("%s: detected as %s", e->name,
			       f ? f->name : "none");
		t_collect_free(&c);
	}
}

#define GB1 1073741824.0
#define U   IODB_OP_UNKNOWN

/*
 * dd in every language coreutils is translated into, old and new message
 * order and wording (the current wording as coreutils 9.1's catalogs
 * have it; the old as pasted from 6.x-8.2x), decimal commas.
 */
T_TEST(t_dd_locales)
{
	static const struct dd_paste cases[] = {
	    {"de",
	     "1024+0 Datens\xc3\xa4tze ein\n1024+0 Datens\xc3\xa4tze aus\n"
	     "1073741824 Bytes (1,1 GB, 1,0 GiB) kopiert, 2,50311 s, "
	     "429 MB/s\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    {"de old",
	     "1890+1 Datens\xc3\xa4tze ein\n1890+1 Datens\xc3\xa4tze "
	     "aus\n967789 Bytes (968 kB) kopiert, 0,00913792 s, "
	     "106 MB/s\n",
	     1, 967789, 0.00913792, 106e6, 1890, U, -1, -1, 0},
	    {"de rate comma",
	     "10737418240 Bytes (11 GB, 10 GiB) kopiert, "
	     "250,311 s, 42,9 MB/s\n",
	     1, 10737418240.0, 250.311, 42.9e6, NAN, U, -1, -1, 0},
	    {"fr",
	     "1024+0 enregistrements lus\n1024+0 enregistrements "
	     "\xc3\xa9"
	     "crits\n1073741824 octets (1,1 GB, 1,0 GiB) copi\xc3\xa9s, "
	     "2,50311 s, 429 MB/s\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    {"es",
	     "1024+0 registros le\xc3\xad"
	     "dos\n1024+0 registros escritos\n1073741824 bytes (1,1 GB, "
	     "1,0 GiB) copiados, 2,50311 s, 429 MB/s\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    {"pt_BR",
	     "1024+0 registros de entrada\n1024+0 registros de "
	     "sa\xc3\xad"
	     "da\n1073741824 bytes (1,1 GB, 1,0 GiB) copiados, "
	     "2,50311 s, 429 MB/s\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    {"it",
	     "1024+0 record dentro\n1024+0 record fuori\n1073741824 "
	     "byte (1,1 GB, 1,0 GiB) copiati, 2,50311 s, 429 MB/s\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    {"pl",
	     "1024+0 przeczytanych rekord\xc3\xb3w\n1024+0 zapisanych "
	     "rekord\xc3\xb3w\n1073741824 bajty (1,1 GB, 1,0 GiB) "
	     "skopiowane, 2,50311 s, 429 MB/s\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    /* ru before 8.24: the verb first, a Cyrillic "с" for seconds */
	    {"ru old",
	     "1024+0 \xd0\xb7\xd0\xb0\xd0\xbf\xd0\xb8\xd1\x81\xd0\xb5"
	     "\xd0\xb9 \xd0\xbf\xd0\xbe\xd0\xbb\xd1\x83\xd1\x87\xd0"
	     "\xb5\xd0\xbd\xd0\xbe\n1024+0 \xd0\xb7\xd0\xb0\xd0\xbf"
	     "\xd0\xb8\xd1\x81\xd0\xb5\xd0\xb9 \xd0\xbe\xd1\x82\xd0"
	     "\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xbb\xd0\xb5\xd0\xbd"
	     "\xd0\xbe\n\xd1\x81\xd0\xba\xd0\xbe\xd0\xbf\xd0\xb8\xd1"
	     "\x80\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xbe 1073741824 "
	     "\xd0\xb1\xd0\xb0\xd0\xb9\xd1\x82 (1,1 GB), 2,50311 "
	     "\xd1\x81, 429 MB/\xd1\x81\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    /* ru 6.x: "секунд" */
	    {"ru 6.x",
	     "3+1 \xd0\xb7\xd0\xb0\xd0\xbf\xd0\xb8\xd1\x81\xd0\xb5"
	     "\xd0\xb9 \xd1\x81\xd1\x87\xd0\xb8\xd1\x82\xd0\xb0\xd0"
	     "\xbd\xd0\xbe\n3+1 \xd0\xb7\xd0\xb0\xd0\xbf\xd0\xb8\xd1"
	     "\x81\xd0\xb5\xd0\xb9 \xd0\xbd\xd0\xb0\xd0\xbf\xd0\xb8"
	     "\xd1\x81\xd0\xb0\xd0\xbd\xd0\xbe\n\xd1\x81\xd0\xba\xd0"
	     "\xbe\xd0\xbf\xd0\xb8\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb0"
	     "\xd0\xbd\xd0\xbe 1549 \xd0\xb1\xd0\xb0\xd0\xb9\xd1\x82 "
	     "(1,5 kB), 0,427457 \xd1\x81\xd0\xb5\xd0\xba\xd1\x83\xd0"
	     "\xbd\xd0\xb4, 3,6 kB/s\n",
	     1, 1549, 0.427457, 3.6e3, 3, U, -1, -1, 0},
	    {"ru new",
	     "4096 \xd0\xb1\xd0\xb0\xd0\xb9\xd1\x82 (4,1 kB, 4,0 "
	     "KiB) \xd1\x81\xd0\xba\xd0\xbe\xd0\xbf\xd0\xb8\xd1\x80"
	     "\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd, 0,00039053 s, "
	     "10,5 MB/s\n",
	     1, 4096, 0.00039053, 10.5e6, NAN, U, -1, -1, 0},
	    /* uk: the verb first in today's catalog too */
	    {"uk",
	     "\xd1\x81\xd0\xba\xd0\xbe\xd0\xbf\xd1\x96\xd0\xb9\xd0\xbe"
	     "\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xbe 1073741824 \xd0\xb1\xd0"
	     "\xb0\xd0\xb9\xd1\x82\xd1\x96\xd0\xb2 (1,1 GB, 1,0 GiB), "
	     "2,50311 s, 429 MB/s\n",
	     1, GB1, 2.50311, 429e6, NAN, U, -1, -1, 0},
	    /* a verb of several words first, seconds spelt out */
	    {"vi old",
	     "1024+0 b\xe1\xba\xa3n ghi \xc4\x91\xe1\xbb\x8d"
	     "c v\xc3\xa0o\n1024+0 b\xe1\xba\xa3n ghi ghi ra\n"
	     "\xc4\x91\xc3\xa3 sao ch\xc3\xa9p 1073741824 byte "
	     "(1,1 GB), 2,50311 gi\xc3\xa2y, 429 MB/gi\xc3\xa2y\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    /* zh_CN old: 记录了1024+0 的读入, 字节, 已复制, 秒 */
	    {"zh_CN old",
	     "\xe8\xae\xb0\xe5\xbd\x95\xe4\xba\x86"
	     "1024+0 "
	     "\xe7\x9a\x84\xe8\xaf\xbb\xe5\x85\xa5\n\xe8\xae\xb0"
	     "\xe5\xbd\x95\xe4\xba\x86"
	     "1024+0 \xe7\x9a\x84\xe5"
	     "\x86\x99\xe5\x87\xba\n1073741824\xe5\xad\x97\xe8"
	     "\x8a\x82(1.1 GB)\xe5\xb7\xb2\xe5\xa4\x8d\xe5\x88"
	     "\xb6\xef\xbc\x8c"
	     "2.50311 \xe7\xa7\x92\xef\xbc\x8c"
	     "429 MB/\xe7\xa7\x92\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    /* zh_CN new: 输入了 1024+0 块记录 */
	    {"zh_CN new",
	     "\xe8\xbe\x93\xe5\x85\xa5\xe4\xba\x86 1024+0 \xe5"
	     "\x9d\x97\xe8\xae\xb0\xe5\xbd\x95\n\xe8\xbe\x93\xe5"
	     "\x87\xba\xe4\xba\x86 1024+0 \xe5\x9d\x97\xe8\xae"
	     "\xb0\xe5\xbd\x95\n1073741824 \xe5\xad\x97\xe8\x8a"
	     "\x82 (1.1 GB, 1.0 GiB) \xe5\xb7\xb2\xe5\xa4\x8d\xe5"
	     "\x88\xb6\xef\xbc\x8c"
	     "2.50311 s\xef\xbc\x8c"
	     "429 MB/s\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    /* the same once the normalization folds the full-width comma */
	    {"zh_CN folded",
	     "1073741824 \xe5\xad\x97\xe8\x8a\x82 (1.1 GB, "
	     "1.0 GiB) \xe5\xb7\xb2\xe5\xa4\x8d\xe5\x88\xb6,"
	     "2.50311 s,429 MB/s\n",
	     1, GB1, 2.50311, 429e6, NAN, U, -1, -1, 0},
	    {"zh_TW",
	     "1073741824 \xe4\xbd\x8d\xe5\x85\x83\xe7\xb5\x84 (1.1 "
	     "GB, 1.0 GiB) \xe5\xb7\xb2\xe8\xa4\x87\xe8\xa3\xbd\xef"
	     "\xbc\x8c"
	     "2.50311 s\xef\xbc\x8c"
	     "429 MB/s\n",
	     1, GB1, 2.50311, 429e6, NAN, U, -1, -1, 0},
	    /* ja old: レコード入力, バイト, コピーされました、 秒 */
	    {"ja old",
	     "1024+0 \xe3\x83\xac\xe3\x82\xb3\xe3\x83\xbc\xe3\x83\x89"
	     "\xe5\x85\xa5\xe5\x8a\x9b\n1024+0 \xe3\x83\xac\xe3\x82"
	     "\xb3\xe3\x83\xbc\xe3\x83\x89\xe5\x87\xba\xe5\x8a\x9b\n"
	     "1073741824 \xe3\x83\x90\xe3\x82\xa4\xe3\x83\x88 (1.1 "
	     "GB) \xe3\x82\xb3\xe3\x83\x94\xe3\x83\xbc\xe3\x81\x95"
	     "\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3"
	     "\x80\x81 2.50311 \xe7\xa7\x92\xe3\x80\x81 429 "
	     "MB/\xe7\xa7\x92\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    {"ja new",
	     "1073741824 \xe3\x83\x90\xe3\x82\xa4\xe3\x83\x88 (1.1 "
	     "GB, 1.0 GiB) \xe3\x82\xb3\xe3\x83\x94\xe3\x83\xbc\xe3"
	     "\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x97\xe3\x81"
	     "\x9f\xe3\x80\x81 2.50311 s\xe3\x80\x81 429 MB/s\n",
	     1, GB1, 2.50311, 429e6, NAN, U, -1, -1, 0},
	    /* ko old: 레코드 들어옴, 바이트, 복사됨, 초 */
	    {"ko old",
	     "1024+0 \xeb\xa0\x88\xec\xbd\x94\xeb\x93\x9c \xeb\x93"
	     "\xa4\xec\x96\xb4\xec\x98\xb4\n1024+0 \xeb\xa0\x88\xec"
	     "\xbd\x94\xeb\x93\x9c \xeb\x82\x98\xea\xb0\x90\n"
	     "1073741824 \xeb\xb0\x94\xec\x9d\xb4\xed\x8a\xb8 (1.1 "
	     "GB) \xeb\xb3\xb5\xec\x82\xac\xeb\x90\xa8, 2.50311 "
	     "\xec\xb4\x88, 429 MB/\xec\xb4\x88\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    /* ko new (9.1): 레코드 입력함, 복사함 */
	    {"ko new",
	     "1024+0 \xeb\xa0\x88\xec\xbd\x94\xeb\x93\x9c \xec\x9e"
	     "\x85\xeb\xa0\xa5\xed\x95\xa8\n1024+0 \xeb\xa0\x88\xec"
	     "\xbd\x94\xeb\x93\x9c \xec\xb6\x9c\xeb\xa0\xa5\xed\x95"
	     "\xa8\n1073741824 \xeb\xb0\x94\xec\x9d\xb4\xed\x8a\xb8 "
	     "(1.1 GB, 1.0 GiB) \xeb\xb3\xb5\xec\x82\xac\xed\x95\xa8"
	     ", 2.50311 s, 429 MB/s\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    {"tr",
	     "1024+0 kay\xc4\xb1t girdi\n1024+0 kay\xc4\xb1t \xc3\xa7"
	     "\xc4\xb1kt\xc4\xb1\n1073741824 bayt (1,1 GB, 1,0 GiB) "
	     "kopyaland\xc4\xb1, 2,50311 s, 429 MB/s\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    {"et",
	     "1024+0 kirjet sisse\n1024+0 kirjet v\xc3\xa4lja\n1073741824 "
	     "baiti (1,1 GB, 1,0 GiB) kopeeritud, 2,50311 s, 429 MB/s\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    {"hr",
	     "1024+0 zapisa primljeno\n1024+0 zapisa odaslano\n"
	     "1073741824 bajtova (1,1 GB, 1,0 GiB) je kopirano, 2,50311 "
	     "s, 429 MB/s\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    {"nl",
	     "1024+0 records in\n1024+0 records uit\n1073741824 bytes "
	     "(1,1 GB, 1,0 GiB) gekopieerd, 2,50311 s, 429 MB/s\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    {"cs",
	     "1024+0 z\xc3\xa1znam\xc5\xaf p\xc5\x99"
	     "e\xc4\x8dteno\n"
	     "1024+0 z\xc3\xa1znam\xc5\xaf zaps\xc3\xa1no\n1073741824 "
	     "bajt\xc5\xaf (1,1 GB, 1,0 GiB) zkop\xc3\xadrov\xc3\xa1no, "
	     "2,50311 s, 429 MB/s\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    {"hu",
	     "1073741824 b\xc3\xa1jt (1,1 GB, 1,0 GiB) m\xc3\xa1solva, "
	     "2,50311 s, 429 MB/s\n",
	     1, GB1, 2.50311, 429e6, NAN, U, -1, -1, 0},
	    {"fi",
	     "1024+0 tietuetta sis\xc3\xa4\xc3\xa4n\n1024+0 tietuetta "
	     "ulos\n1073741824 tavua (1,1 GB, 1,0 GiB) kopioitu, "
	     "2,50311 s, 429 MB/s\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    {"sv",
	     "1024+0 poster in\n1024+0 poster ut\n1073741824 byte "
	     "(1,1 GB, 1,0 GiB) kopierade, 2,50311 s, 429 MB/s\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    /* below 1 kB no parentheses: the word alone says "bytes" */
	    {"de small",
	     "1+0 Datens\xc3\xa4tze ein\n1+0 Datens\xc3\xa4tze aus\n"
	     "512 Bytes kopiert, 0,000123 s, 4,2 MB/s\n",
	     1, 512, 0.000123, 4.2e6, 1, U, 512, -1, 0},
	    /* a translated "Infinity" when no time passed */
	    {"de infinity",
	     "1+0 Datens\xc3\xa4tze ein\n1+0 Datens\xc3\xa4tze "
	     "aus\n512 Bytes kopiert, 0 s, Unendlich B/s\n",
	     1, 512, 0, NAN, 1, U, 512, -1, 0},
	    /* BSD in a decimal-comma locale */
	    {"bsd comma",
	     "1021592274 bytes transferred in 480,752682 secs "
	     "(2124985 bytes/sec)\n",
	     1, 1021592274, 480.752682, 2124985, NAN, U, -1, -1, 0},
	    /* printf's %g for a transfer of more than 11 days */
	    {"exponent",
	     "1073741824000 bytes (1.1 TB, 1000 GiB) copied, "
	     "1.23457e+06 s, 870 kB/s\n",
	     1, 1073741824000.0, 1234570, 870e3, NAN, U, -1, -1, 0},
	    /* printf's %g for a copy shorter than 0.0001 s, in a
	     * decimal-comma locale (pl, old order: verb first) */
	    {"pl exponent comma",
	     "64+0 przeczytanych rekord\xc3\xb3w\n64+0 zapisanych "
	     "rekord\xc3\xb3w\nskopiowane 128 bajt\xc3\xb3w, "
	     "8,25e-05 s, 1,6 MB/s\n",
	     1, 128, 0.0000825, 1.6e6, 64, U, 2, -1, 0},
	    {"de exponent comma, new order",
	     "1+0 Datens\xc3\xa4tze ein\n1+0 Datens\xc3\xa4tze aus\n"
	     "512 Bytes kopiert, 4,1e-05 s, 12,5 MB/s\n",
	     1, 512, 0.000041, 12.5e6, 1, U, 512, -1, 0},
	};

	check_pastes(cases, sizeof(cases) / sizeof(cases[0]));
}

/* Line structure lost: records, summaries and commands on one line. */
T_TEST(t_dd_flattened)
{
	static const struct dd_paste cases[] = {
	    {"one run",
	     "64+0 records in 64+0 records out 67108864 bytes (67 MB) "
	     "copied, 0.31 s, 216 MB/s\n",
	     1, 67108864, 0.31, 216e6, 64, U, 1048576, -1, 0},
	    {"command too",
	     "$ dd if=testfile of=neu 1890+1 Datens\xc3\xa4tze "
	     "ein 1890+1 Datens\xc3\xa4tze aus 967789 Bytes "
	     "(968 kB) kopiert, 0,00913792 s, 106 MB/s\n",
	     1, 967789, 0.00913792, 106e6, 1890, IODB_OP_COPY, 512, 0, 0},
	    {"two runs",
	     "$ dd if=/dev/zero of=t bs=1M count=10 oflag=direct "
	     "10+0 records in 10+0 records out 10485760 bytes (10 "
	     "MB, 10 MiB) copied, 0.1 s, 105 MB/s $ dd if=t "
	     "of=/dev/null bs=4k iflag=direct 2560+0 records in "
	     "2560+0 records out 10485760 bytes (10 MB, 10 MiB) "
	     "copied, 0.05 s, 210 MB/s\n",
	     2, 10485760, 0.05, 210e6, 2560, IODB_OP_READ, 4096, 1, 0},
	    {"zh_CN new",
	     "\xe8\xbe\x93\xe5\x85\xa5\xe4\xba\x86 1024+0 \xe5\x9d"
	     "\x97\xe8\xae\xb0\xe5\xbd\x95 \xe8\xbe\x93\xe5\x87"
	     "\xba\xe4\xba\x86 1024+0 \xe5\x9d\x97\xe8\xae\xb0"
	     "\xe5\xbd\x95 1073741824 \xe5\xad\x97\xe8\x8a\x82 "
	     "(1.1 GB, 1.0 GiB) \xe5\xb7\xb2\xe5\xa4\x8d\xe5\x88"
	     "\xb6\xef\xbc\x8c"
	     "2.50311 s\xef\xbc\x8c"
	     "429 MB/s\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    {"ru old",
	     "1024+0 \xd0\xb7\xd0\xb0\xd0\xbf\xd0\xb8\xd1\x81\xd0\xb5"
	     "\xd0\xb9 \xd0\xbf\xd0\xbe\xd0\xbb\xd1\x83\xd1\x87\xd0"
	     "\xb5\xd0\xbd\xd0\xbe 1024+0 \xd0\xb7\xd0\xb0\xd0\xbf"
	     "\xd0\xb8\xd1\x81\xd0\xb5\xd0\xb9 \xd0\xbe\xd1\x82\xd0"
	     "\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xbb\xd0\xb5\xd0\xbd"
	     "\xd0\xbe \xd1\x81\xd0\xba\xd0\xbe\xd0\xbf\xd0\xb8\xd1"
	     "\x80\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xbe 1073741824 "
	     "\xd0\xb1\xd0\xb0\xd0\xb9\xd1\x82 (1,1 GB), 2,50311 "
	     "\xd1\x81, 429 MB/\xd1\x81\n",
	     1, GB1, 2.50311, 429e6, 1024, U, 1048576, -1, 0},
	    /* a prompt glued to the first output line */
	    {"prompt",
	     "[admin@db1 ~]$ 512+0 records in 512+0 records out "
	     "268435456 bytes (268 MB, 256 MiB) copied, 1.25 s, "
	     "215 MB/s\n",
	     1, 268435456, 1.25, 215e6, 512, U, 524288, -1, 0},
	    /* progress updates flattened before the final summary */
	    {"progress",
	     "$ dd if=/dev/zero of=x bs=1M count=20 status=progress "
	     "5242880 bytes (5.2 MB, 5.0 MiB) copied, 1 s, 5.2 "
	     "MB/s 10485760 bytes (10 MB, 10 MiB) copied, 2 s, 5.2 "
	     "MB/s 20+0 records in 20+0 records out 20971520 bytes "
	     "(21 MB, 20 MiB) copied, 2.5 s, 8.4 MB/s\n",
	     1, 20971520, 2.5, 8.4e6, 20, IODB_OP_WRITE, 1048576, 0, 0},
	    /* summaries alone, flattened: each a run */
	    {"summaries",
	     "1024 bytes (1.0 kB, 1.0 KiB) copied, 0.001 s, 1.0 "
	     "MB/s 2048 bytes (2.0 kB, 2.0 KiB) copied, 0.001 s, "
	     "2.0 MB/s\n",
	     2, 2048, 0.001, 2.0e6, NAN, U, -1, -1, 0},
	    /* BSD, flattened with its command */
	    {"bsd",
	     "$ sudo dd if=/dev/zero of=/Volumes/X/t bs=1m count=1024 "
	     "1024+0 records in 1024+0 records out 1073741824 bytes "
	     "transferred in 2.500000 secs (429496729 bytes/sec)\n",
	     1, GB1, 2.5, 429496729, 1024, IODB_OP_WRITE, 1048576, 0, 0},
	};

	check_pastes(cases, sizeof(cases) / sizeof(cases[0]));
}

/* Partial outputs: the summary alone, cut lines, a cut summary. */
T_TEST(t_dd_partial)
{
	static const struct dd_paste cases[] = {
	    {"summary only",
	     "$ dd if=/dev/zero of=/mnt/test bs=1M count=1024 oflag=direct\n"
	     "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, 429 MB/s\n",
	     1, GB1, 2.5, 429e6, NAN, IODB_OP_WRITE, 1048576, 1, 0},
	    {"lines cut",
	     "$ dd if=/dev/sda of=/dev/null bs=4k\n...\n"
	     "1073741824 bytes (1.1 GB) copied, 2.5 s, 429 MB/s\n",
	     1, GB1, 2.5, 429e6, NAN, IODB_OP_READ, 4096, 0, 0},
	    {"rate cut",
	     "$ dd if=/dev/zero of=f bs=64k count=16384 "
	     "conv=fdatasync\n16384+0 records in\n16384+0 records "
	     "out\n1073741824 bytes (1.1 GB, 1.0 GiB) copied, "
	     "2.5 s, ...\n",
	     1, GB1, 2.5, NAN, 16384, IODB_OP_WRITE, 65536, 0, 1},
	    {"rate missing",
	     "1073741824 bytes (1.1 GB, 1.0 GiB) copied, "
	     "2.5 s\n",
	     1, GB1, 2.5, NAN, NAN, U, -1, -1, 1},
	    /* cut before the time: skipped, the next run still counts */
	    {"time cut",
	     "1+0 records in\n1+0 records out\n1073741824 bytes "
	     "(1.1 GB, 1.0 GiB) copied, ...\n1048576 bytes (1.0 "
	     "MB, 1.0 MiB) copied, 0.1 s, 10.5 MB/s\n",
	     1, 1048576, 0.1, 10.5e6, NAN, U, -1, -1, 1},
	    /* BusyBox with its command */
	    {"busybox",
	     "# dd if=/dev/mmcblk0 of=/dev/null bs=1M count=64\n"
	     "64+0 records in\n64+0 records out\n67108864 bytes "
	     "(64.0MB) copied, 3.2 seconds, 20.0MB/s\n",
	     1, 67108864, 3.2, 20.0 * MiB, 64, IODB_OP_READ, 1048576, 0, 0},
	};
	struct t_collect c;
	char msg[1024];
	const char *in = "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, "
			 "...\n";

	check_pastes(cases, sizeof(cases) / sizeof(cases[0]));

	/* the warning says what is missing, where */
	collect_msgs(&c, "dd", in, strlen(in), msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_OK(strstr(msg, "in.txt:1:51: warning: dd's summary is cut after "
			 "the elapsed time") != NULL);
	t_collect_free(&c);
}

/* Prose and other tools' numbers are no dd output, even mid-line. */
T_TEST(t_dd_not_summaries)
{
	static const char *const texts[] = {
	    "Version 2+3 released with 4096 bytes of fixes\n",
	    "1073741824 bytes is 1 GiB\n",
	    "We copied 1073741824 bytes (1 GiB) in a while, about 3 s, nice\n",
	    "Uploaded 524288000 bytes in 4.118803 sec\n",
	    "received 104857600 bytes in 9.75 seconds (10.7 MB/s)\n",
	    " Timing cached reads: 2000 MB in 2.00 seconds = 1000.00 MB/sec\n",
	    "  READ: bw=24.7MiB/s (25.9MB/s), io=768MiB (805MB), run=1-2msec\n",
	};

	for (size_t i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
		const struct ingest_format *dd = ingest_find("dd");
		struct t_collect c;

		parse_str(&c, texts[i]);
		T_OK(c.ret < 0);
		T_INT(c.n_res, 0);
		t_collect_free(&c);
		if (dd && dd->probe(texts[i], strlen(texts[i])) >= 30)
			T_FAIL("dd claims '%s'", texts[i]);
	}
}

/*
 * Issue 14 item 1: a rate of about 60 digits and a unit starting with
 * '/' overflowed the rate buffer (a stack overflow under ASan).  Every
 * length around the buffer's size is refused cleanly.
 */
T_TEST(t_dd_long_rate_no_overflow)
{
	for (int n = 50; n < 70; n++) {
		char buf[256];
		struct t_collect c;
		int k;

		k = snprintf(buf, sizeof(buf),
			     "1000 bytes (1.0 kB) copied, 1 s, ");
		for (int i = 0; i < n; i++)
			buf[k++] = (char)('1' + i % 9);
		snprintf(buf + k, sizeof(buf) - (size_t)k, " /s\n");
		T_OK(ingest_find("dd")->probe(buf, strlen(buf)) >= 0);
		parse_str(&c, buf);
		T_OK(c.ret < 0);
		T_INT(c.n_res, 0);
		t_collect_free(&c);
	}
}

/* of=/dev/zero discards what it gets, as /dev/null: a read of if=. */
T_TEST(t_dd_of_dev_zero_is_a_read)
{
	struct t_collect c;

	parse_str(&c,
		  "$ dd bs=512k count=2048 if=/dev/sdb of=/dev/zero\n"
		  "2048+0 records in\n2048+0 records out\n"
		  "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 0.497434 s, "
		  "2.2 GB/s\n"
		  "$ dd bs=1M count=16 if=/root/data of=/dev/zero "
		  "iflag=direct\n"
		  "16+0 records in\n16+0 records out\n"
		  "16777216 bytes (17 MB, 16 MiB) copied, 0.1 s, 168 MB/s\n");
	T_INT(c.ret, 0);
	T_INT(c.n_res, 2);
	if (c.n_res == 2) {
		T_INT(c.res[0].r.cond.op, IODB_OP_READ);
		T_INT(c.res[0].r.cond.bs, 524288);
		T_INT(c.res[0].r.cond.direct, 0);
		T_STR(c.runs[0].device, "/dev/sdb");
		T_DBL(c.res[0].r.bw_bytes, 1073741824.0 / 0.497434);
		T_INT(c.res[1].r.cond.op, IODB_OP_READ);
		T_INT(c.res[1].r.cond.direct, 1);
		T_OK(c.runs[1].device == NULL); /* a file, not /dev/zero */
	}
	t_collect_free(&c);
}

/* "sync; dd ...; sync", "dd ... && sync": the dd command is taken. */
T_TEST(t_dd_command_between_others)
{
	struct t_collect c;

	parse_str(&c, "$ sync; dd if=/dev/zero of=tempfile bs=1M count=1024 "
		      "oflag=direct; sync\n"
		      "1024+0 records in\n1024+0 records out\n"
		      "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 48.7581 s, "
		      "22.0 MB/s\n"
		      "user@box:~$ echo 3 > /tmp/x && sudo dd if=tempfile "
		      "of=/dev/null bs=4k count=262144 && sync\n"
		      "262144+0 records in\n262144+0 records out\n"
		      "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.95827 s, "
		      "363 MB/s\n");
	T_INT(c.ret, 0);
	T_INT(c.n_res, 2);
	if (c.n_res == 2) {
		T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
		T_INT(c.res[0].r.cond.bs, 1048576);
		T_INT(c.res[0].r.cond.direct, 1);
		T_STR(c.runs[0].command,
		      "sync; dd if=/dev/zero of=tempfile bs=1M count=1024 "
		      "oflag=direct; sync");
		T_INT(c.res[1].r.cond.op, IODB_OP_READ);
		T_INT(c.res[1].r.cond.bs, 4096);
		T_INT(c.res[1].r.cond.direct, 0);
		T_STR(c.runs[1].command,
		      "echo 3 > /tmp/x && sudo dd if=tempfile of=/dev/null "
		      "bs=4k count=262144 && sync");
	}
	t_collect_free(&c);

	/* a sentence before "sync;" is no command: op unknown */
	parse_str(&c, "Then I Ran It; dd if=/dev/zero of=t bs=1M count=1\n"
		      "1+0 records in\n1+0 records out\n"
		      "1048576 bytes (1.0 MB, 1.0 MiB) copied, 0.01 s, "
		      "105 MB/s\n");
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.op, IODB_OP_UNKNOWN);
		/* from the records: one whole record of 1048576 bytes */
		T_INT(c.res[0].r.cond.bs, 1048576);
	}
	t_collect_free(&c);
}

/*
 * "#echo 3 > ... ; rm -f ./t ; time taskset -c 16 dd ...": the prompt
 * glued to the compound command's first word (a prompt of two lines, its
 * "[root@h 14:02 /nvme]" on the line above, or "[root@h /x]#sync ; dd"),
 * dd read out of it behind its wrappers; "x#y ; dd" in prose is none.
 */
T_TEST(t_dd_glued_prompt_compound_command)
{
	static const char *const lines[] = {
	    "#echo 3 > /proc/sys/vm/drop_caches ; rm -f ./t2 ; time taskset "
	    "-c 16 dd if=/dev/zero of=./t2 bs=1M count=1024 conv=fsync",
	    "[root@h /x]#sync ; nice -n 5 dd if=/dev/zero of=./t2 bs=1M "
	    "count=1024",
	    "root@nas:/x#sync && sudo dd if=/dev/zero of=./t2 bs=1M "
	    "count=1024",
	    "fo#o ; dd if=/dev/zero of=./t2 bs=1M count=1024",
	};
	struct t_collect c;
	char buf[512];

	for (size_t i = 0; i < sizeof(lines) / sizeof(lines[0]); i++) {
		snprintf(buf, sizeof(buf),
			 "%s\n1024+0 records in\n1024+0 records out\n"
			 "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, "
			 "429 MB/s\n",
			 lines[i]);
		parse_str(&c, buf);
		T_INT(c.n_res, 1);
		if (c.n_res == 1)
			T_INT(c.res[0].r.cond.op,
			      i < 3 ? IODB_OP_WRITE : IODB_OP_UNKNOWN);
		if (c.n_res == 1 && i == 0)
			T_STR(c.runs[0].command,
			      "echo 3 > /proc/sys/vm/drop_caches ; rm -f ./t2 "
			      "; time taskset -c 16 dd if=/dev/zero of=./t2 "
			      "bs=1M count=1024 conv=fsync");
		t_collect_free(&c);
	}
}

/* A run flattened into a sentence: command, records lines and summary. */
T_TEST(t_dd_flattened_into_prose)
{
	struct t_collect c;

	parse_str(&c, "Quick write test on the new array: dd if=/dev/zero "
		      "of=/srv/t bs=1M count=64 oflag=direct 64+0 records in "
		      "64+0 records out 67108864 bytes (67 MB, 64 MiB) copied, "
		      "0.31 s, 216 MB/s and that was it.\n");
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
		T_INT(c.res[0].r.cond.bs, 1048576);
		T_INT(c.res[0].r.cond.direct, 1);
		T_DBL(c.res[0].r.io_bytes, 67108864);
		T_DBL(c.res[0].r.runtime_ns, 0.31e9);
		T_STR(c.runs[0].command, "dd if=/dev/zero of=/srv/t bs=1M "
					 "count=64 oflag=direct");
	}
	t_collect_free(&c);

	/* "Note: dd ..." with no records after it is no command */
	parse_str(&c, "Note: dd if=/dev/zero of=/srv/t bs=1M count=64\n"
		      "1048576 bytes (1.0 MB, 1.0 MiB) copied, 0.01 s, "
		      "105 MB/s\n");
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.op, IODB_OP_UNKNOWN);
		T_OK(c.runs[0].command == NULL);
	}
	t_collect_free(&c);
}

/* fio's result lines pasted among dd's outputs: warned, not dropped. */
T_TEST(t_dd_fio_line_warned)
{
	struct t_collect c;
	char msg[1024];
	const char *in = "$ dd if=/dev/zero of=t bs=1M count=16 oflag=direct\n"
			 "16+0 records in\n16+0 records out\n"
			 "16777216 bytes (17 MB, 16 MiB) copied, 0.1 s, "
			 "168 MB/s\n"
			 "$ fio --name=test --bs=1m --rw=write\n"
			 "    write: IOPS=146, BW=147MiB/s (154MB/s)"
			 "(5120MiB/34894msec)\n";

	collect_msgs(&c, "dd", in, strlen(in), msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	T_INT(c.warnings, 1);
	T_OK(strstr(msg, "in.txt:6:12:") != NULL);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
		T_DBL(c.res[0].r.io_bytes, 16777216);
	}
	t_collect_free(&c);
}

/*
 * Other tools print summaries that look like dd's: sysbench's "N bytes
 * written in S seconds (X MiB/sec)".  They are no dd runs; the dd runs
 * around them still are.
 */
T_TEST(t_dd_other_tools_summaries)
{
	struct t_collect c;
	const struct ingest_format *dd = ingest_find("dd");
	static const char sysbench[] =
	    "$ sysbench fileio --file-total-size=2G prepare\n"
	    "128 files, 16384Kb each, 2048Mb total\n"
	    "Creating files for the test...\n"
	    "2147483648 bytes written in 120.50 seconds (17.00 MiB/sec).\n"
	    "1073741824 bytes read in 10.00 seconds (102.40 MiB/sec).\n";

	T_OK(dd != NULL);
	if (dd)
		T_INT(dd->probe(sysbench, strlen(sysbench)), 0);
	parse_str(&c, "$ dd if=/dev/sda of=/dev/null bs=1M count=1000\n"
		      "1000+0 records in\n1000+0 records out\n"
		      "1048576000 bytes (1.0 GB, 1000 MiB) copied, 3.4034 s, "
		      "308 MB/s\n"
		      "$ sysbench fileio prepare\n"
		      "2147483648 bytes written in 30.82 seconds (66.45 "
		      "MiB/sec).\n");
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.op, IODB_OP_READ);
		T_DBL(c.res[0].r.io_bytes, 1048576000);
		T_DBL(c.res[0].r.bw_bytes, 1048576000 / 3.4034);
	}
	t_collect_free(&c);
}

/*
 * "WRITE:" / "READ (W/O CACHE):" before a summary, or a short line above
 * it ("Lesen", "쓰기"), says its direction: a command of the other
 * direction above is another run's and is not attached.
 */
T_TEST(t_dd_direction_words)
{
	struct t_collect c;

	parse_str(
	    &c, "dd if=tempfile of=/dev/null bs=1M count=1024  # read test\n"
		"\n"
		"Ext4\n"
		"    WRITE:             1073741824 Bytes (1,1 GB) kopiert, "
		"234,011 s, 4,6 MB/s\n"
		"    READ (W/O CACHE):  1073741824 Bytes (1,1 GB) kopiert, "
		"54,0525 s, 19,9 MB/s\n"
		"    READ:              1073741824 Bytes (1,1 GB) kopiert, "
		"55,3512 s, 19,4 MB/s\n"
		"\n"
		"$ dd if=/dev/sdb of=/dev/null bs=1M count=1024\n"
		"\xec\x93\xb0\xea\xb8\xb0\n" /* 쓰기 */
		"1024+0 records in\n1024+0 records out\n"
		"1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, 429 MB/s\n");
	T_INT(c.ret, 0);
	T_INT(c.n_res, 4);
	if (c.n_res == 4) {
		T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
		T_DBL(c.res[0].r.runtime_ns, 234.011e9);
		/* the read command above is not this write's */
		T_STR(c.runs[0].command, NULL);
		T_INT(c.res[0].r.cond.bs, -1);
		T_INT(c.res[1].r.cond.op, IODB_OP_READ);
		T_DBL(c.res[1].r.runtime_ns, 54.0525e9);
		T_INT(c.res[2].r.cond.op, IODB_OP_READ);
		T_DBL(c.res[2].r.bw_bytes, 1073741824 / 55.3512);
		/* "Ext4" above labels its paragraph's outputs, no further */
		for (int i = 0; i < 3; i++)
			T_STR(c.runs[i].label, "Ext4");
		T_STR(c.runs[3].label, NULL);
		/* 쓰기 (write) under a read command: the word decides */
		T_INT(c.res[3].r.cond.op, IODB_OP_WRITE);
		T_STR(c.runs[3].command, NULL);
		T_DBL(c.res[3].r.io_bytes, 1073741824);
	}
	t_collect_free(&c);
	/* a word that agrees keeps the command; a sentence says nothing */
	parse_str(&c, "Now the read test, after the write test:\n"
		      "$ dd if=big of=/dev/null bs=4M\n"
		      "256+0 records in\n256+0 records out\n"
		      "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.0 s, 537 "
		      "MB/s\n"
		      "read:\n"
		      "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.1 s, 511 "
		      "MB/s\n");
	T_INT(c.ret, 0);
	T_INT(c.n_res, 2);
	if (c.n_res == 2) {
		T_INT(c.res[0].r.cond.op, IODB_OP_READ);
		T_INT(c.res[0].r.cond.bs, 4194304);
		T_STR(c.runs[0].command, "dd if=big of=/dev/null bs=4M");
		T_INT(c.res[1].r.cond.op, IODB_OP_READ);
	}
	t_collect_free(&c);
}

/*
 * A comment naming dd before the command, flattened onto one line with
 * it ("# dd \"standard\" copy. $ dd if=src of=dst 13+1 records in ..."):
 * the command is the dd followed by its operands, not the comment.
 */
T_TEST(t_dd_comment_is_no_command)
{
	struct t_collect c;

	parse_str(&c, "# dd \"standard\" regular file to regular file copy. "
		      "$ stat -c %s src 6915 $ dd if=src of=dst 13+1 records "
		      "in 13+1 records out 6915 bytes (6.9 kB) copied, "
		      "0.000128857 s, 53.7 MB/s\n");
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_STR(c.runs[0].command, "dd if=src of=dst");
		T_DBL(c.res[0].r.io_bytes, 6915);
		T_DBL(c.res[0].r.runtime_ns, 128857);
		T_INT(c.res[0].r.cond.op, IODB_OP_COPY);
	}
	t_collect_free(&c);
}

/*
 * Progress of one dd pasted as later groups (kill -USR1, records out
 * short of records in), then its final statistics: one run, the final
 * keeping the command's direction and device; a group after a finished
 * run does not.
 */
T_TEST(t_dd_progress_groups_keep_command)
{
	struct t_collect c;

	parse_str(&c,
		  "# dd if=/dev/zero of=/dev/sdc bs=1G\n"
		  "118+0 records in\n117+0 records out\n"
		  "125627793408 bytes (126 GB) copied, 603.364 s, 208 MB/s\n"
		  "\n"
		  "237+0 records in\n236+0 records out\n"
		  "253403070464 bytes (253 GB) copied, 1201.76 s, 211 MB/s\n"
		  "\n"
		  "2794+1 records in\n2794+1 records out\n"
		  "3000592982016 bytes (3.0 TB) copied, 17922.9 s, 167 "
		  "MB/s\n"
		  "\n"
		  "10+0 records in\n10+0 records out\n"
		  "3000592982017 bytes (3.0 TB) copied, 17923 s, 167 MB/s\n");
	T_INT(c.ret, 0);
	/* the reports end in the run's final statistics: one result */
	T_INT(c.n_res, 2);
	if (c.n_res == 2) {
		T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
		T_STR(c.runs[0].device, "/dev/sdc");
		T_DBL(c.res[0].r.runtime_ns, 17922.9e9);
		/* the run before finished: nothing inherited */
		T_INT(c.res[1].r.cond.op, IODB_OP_UNKNOWN);
		T_STR(c.runs[1].device, NULL);
	}
	t_collect_free(&c);
}

/*
 * A run cut before its summary (records lines, then the end of the paste
 * or "..."): with another run in the file it is skipped with a warning at
 * its records line and the complete run imports; alone, it is the file's
 * error.
 */
T_TEST(t_dd_run_cut_before_summary)
{
	struct t_collect c;
	char msg[1024];
	const char *two = "$ dd if=/dev/zero of=t bs=1M count=64 "
			  "oflag=direct\n"
			  "64+0 records in\n64+0 records out\n"
			  "67108864 bytes (67 MB, 64 MiB) copied, 0.5 s, "
			  "134 MB/s\n"
			  "$ dd if=t of=/dev/null bs=1M iflag=direct\n"
			  "64+0 records in\n64+0 records out\n...\n";
	const char *one = "64+0 records in\n64+0 records out\n";
	const char *timed = "$ dd if=/dev/zero of=g bs=1M count=8\n"
			    "8+0 records in\n8+0 records out\n"
			    "8388608 bytes (8.4 MB, 8.0 MiB) copied, 0.04 s, "
			    "210 MB/s\n"
			    "$ time dd if=/dev/zero of=f bs=16k count=9000\n"
			    "9000+0 records in\n9000+0 records out\n"
			    "6.12s real 0.21s user 5.02s system\n"
			    "$ ls -l f\n";

	collect_msgs(&c, "dd", two, strlen(two), msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_DBL(c.res[0].r.bw_bytes, 67108864 / 0.5);
		T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
	}
	T_OK(strstr(msg, "in.txt:7:1: warning: expected dd's transfer summary "
			 "after the records lines") != NULL);
	T_OK(strstr(msg, "the run is cut; skipped") != NULL);
	t_collect_free(&c);

	collect_msgs(&c, "dd", one, strlen(one), msg, sizeof(msg));
	T_OK(c.ret < 0);
	T_INT(c.n_res, 0);
	T_OK(strstr(msg, "in.txt:2:1: error: expected dd's transfer summary "
			 "after the records lines, found end of file") != NULL);
	t_collect_free(&c);

	/* an old dd under time: no summary, its time report next; the
	 * message names that line, not an end of file that is not there */
	collect_msgs(&c, "dd", timed, strlen(timed), msg, sizeof(msg));
	T_INT(c.n_res, 1);
	T_OK(strstr(msg, "in.txt:7:1: warning: expected dd's transfer summary "
			 "after the records lines, found '6.12s real 0.21s "
			 "user 5.02s system' next, and no summary down to end "
			 "of file: skipped") != NULL);
	T_OK(strstr(msg, "found end of file") == NULL);
	t_collect_free(&c);
}

/* A notebook's shell escape: "In [3]: !dd ..." (Jupyter, Colab, IPython)
 * is the dd command of the output below it. */
T_TEST(t_dd_notebook_shell_escape)
{
	struct t_collect c;
	const char *text = "In [3]: !dd if=/dev/zero of=/content/t bs=1M "
			   "count=1000 conv=fdatasync\n"
			   "1000+0 records in\n1000+0 records out\n"
			   "1048576000 bytes (1.0 GB, 1000 MiB) copied, "
			   "5.8861 s, 178 MB/s\n";

	T_INT(t_collect_buf(&c, "dd", "nb.txt", text, strlen(text), 0), 0);
	T_REQUIRE(c.n_res == 1);
	T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
	T_INT(c.res[0].r.cond.bs, 1048576);
	T_STR(c.runs[0].command, "dd if=/dev/zero of=/content/t bs=1M "
				 "count=1000 conv=fdatasync");
	t_collect_free(&c);
}

/* Two outputs side by side (records three or more blanks apart): one run
 * per column, each with the title and command above it in its column;
 * records one blank apart are a flattened paste, read in order. */
T_TEST(t_dd_side_by_side)
{
	struct t_collect c;
	const char *text =
	    "Ext4                                    XFS\n"
	    "$ dd if=/dev/zero of=a bs=1M count=64   $ dd if=/dev/zero of=b "
	    "bs=4k count=16384\n"
	    "64+0 records in                         16384+0 records in\n"
	    "64+0 records out                        16384+0 records out\n"
	    "67108864 bytes (67 MB) copied, 0.5 s, 134 MB/s   67108864 bytes "
	    "(67 MB) copied, 2.0 s, 33.6 MB/s\n";

	T_INT(t_collect_buf(&c, "dd", "cols.txt", text, strlen(text), 0), 0);
	T_INT(c.n_res, 2);
	T_REQUIRE(c.n_res == 2);
	T_STR(c.runs[0].label, "Ext4");
	T_INT(c.res[0].r.cond.bs, 1048576);
	T_DBL(c.res[0].r.runtime_ns, 0.5e9);
	T_STR(c.runs[1].label, "XFS");
	T_INT(c.res[1].r.cond.bs, 4096);
	T_DBL(c.res[1].r.runtime_ns, 2.0e9);
	T_INT(c.res[1].r.line_from, 3);
	t_collect_free(&c);
}

/* Two command lines flattened onto one ("$ dd ... count=64 $ dd ..."):
 * their operands never mix; the last is the output's command. */
T_TEST(t_dd_flattened_commands_apart)
{
	struct t_collect c;
	const char *text = "$ dd if=/dev/zero of=a bs=1M count=64 iflag=direct "
			   "$ dd if=/dev/zero of=b bs=4k count=16384\n"
			   "16384+0 records in\n16384+0 records out\n"
			   "67108864 bytes (67 MB, 64 MiB) copied, 0.5 s, "
			   "134 MB/s\n";

	T_INT(t_collect_buf(&c, "dd", "fl.txt", text, strlen(text), 0), 0);
	T_REQUIRE(c.n_res == 1);
	T_INT(c.res[0].r.cond.bs, 4096);
	T_INT(c.res[0].r.cond.direct, 0);
	T_STR(c.runs[0].command, "dd if=/dev/zero of=b bs=4k count=16384");
	t_collect_free(&c);
}

/*
 * The stored rate: computed from bytes and time when the time has more
 * digits than the printed rate (GNU's "2.95827 s, 363 MB/s"), the printed
 * rate when it has more (BSD's "0.000063 secs (16268816 bytes/sec)",
 * where dd divided by its own finer clock).
 */
T_TEST(t_dd_rate_precision)
{
	static const struct {
		const char *text;
		double bw;
	} cases[] = {
	    /* BSD, a time of two digits: the printed rate */
	    {"1+0 records in\n1+0 records out\n2048 bytes transferred in "
	     "0.000041 secs (50012345 bytes/sec)\n",
	     50012345},
	    /* BSD, a long time: computed (agrees within the last digit) */
	    {"3000+0 records in\n3000+0 records out\n3145728000 bytes "
	     "transferred in 1523.337500 secs (2065023 bytes/sec)\n",
	     3145728000 / 1523.3375},
	    /* GNU, a tiny transfer: still computed (2 digits of rate) */
	    {"1+0 records in\n1+0 records out\n2048 bytes (2.0 kB, 2.0 KiB) "
	     "copied, 0.000512311 s, 4.0 MB/s\n",
	     2048 / 0.000512311},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct t_collect c;

		parse_str(&c, cases[i].text);
		T_REQUIRE(c.ret == 0 && c.n_res == 1);
		T_NEAR(c.res[0].r.bw_bytes, cases[i].bw, 1e-12);
		T_INT(c.warnings, 0);
		t_collect_free(&c);
	}
}

/*
 * A summary that starts as one but does not parse, beside runs that do (a
 * run cut mid-rate, "15 446 s" in a page a machine translated): the good
 * runs import, the bad one is a warning naming its line, and its records
 * lines go with it.  Alone it is the file's error (t_dd_malformed).
 */
T_TEST(t_dd_bad_summary_skipped)
{
	struct t_collect c;
	char msg[2048];
	static const char cut[] =
	    "1024 bytes (1.0 kB, 1.0 KiB) copied, 0.001 s, 1.0 MB/s\n"
	    "2048 bytes (2.0 kB, 2.0 KiB) copied, 0.001 s, 2.0 M";
	static const char spaced[] =
	    "Write:\n"
	    "1024+0 zapisa 1024+0 zapisa 1073741824 bytes (1,1 GB), "
	    "12,4871 s, 86,0 MB/s\n"
	    "\nRead:\n"
	    "1024+0 records in\n1024+0 records out\n"
	    "1073741824 bytes (1,1 GB), 11 902 s, 90,2 MB/s\n"
	    "512+0 records in\n512+0 records out\n"
	    "536870912 bytes (537 MB), 5,98211 s, 89,7 MB/s\n";

	collect_msgs(&c, "dd", cut, strlen(cut), msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1)
		T_DBL(c.res[0].r.io_bytes, 1024);
	T_INT(c.warnings, 1);
	T_OK(strstr(msg, "in.txt:2:51: warning: expected a rate unit") != NULL);
	t_collect_free(&c);

	collect_msgs(&c, "dd", spaced, strlen(spaced), msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.n_res, 2);
	if (c.n_res == 2) {
		T_DBL(c.res[0].r.io_bytes, 1073741824);
		T_NEAR(c.res[0].r.runtime_ns, 12.4871e9, 1e-12);
		/* the third run keeps its own records lines */
		T_DBL(c.res[1].r.io_bytes, 536870912);
		T_DBL(t_extra(&c.res[1].r, "records_in_full"), 512);
	}
	T_OK(strstr(msg, "in.txt:7:") != NULL);
	T_OK(strstr(msg, "its run is skipped") != NULL);
	t_collect_free(&c);
}

/*
 * A summary wrapped onto the next line (a mail client or a blog's soft
 * wrap at ~70 columns, maybe inside a quote): the two lines are one
 * summary; a line that ends the summary on its own is not joined.
 */
T_TEST(t_dd_summary_wrapped)
{
	static const struct {
		const char *text;
		double bytes, secs;
		int warnings;
	} cases[] = {
	    /* cut after the time's number */
	    {"2048+0 enregistrements lus\n2048+0 enregistrements écrits\n"
	     "2147483648 octets (2,1 GB, 2,0 GiB) copiés, 18,0412\n"
	     "s, 119 MB/s\n",
	     2147483648.0, 18.0412, 0},
	    /* inside the sizes */
	    {"1073741824 bytes (1.1 GB, 1.0\nGiB) copied, 3.80011 s, 283 "
	     "MB/s\n",
	     1073741824.0, 3.80011, 0},
	    /* after the time's unit: the rate goes with it */
	    {"$ dd if=/dev/zero of=t bs=1M count=512 1024+0 records in\n"
	     "512+0 records out 536870912 bytes (537 MB) copied, 2.0115 s,\n"
	     "267 MB/s\n",
	     536870912.0, 2.0115, 0},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct t_collect c;
		const struct ingest_format *f;

		parse_str(&c, cases[i].text);
		if (c.ret || c.n_res != 1) {
			T_FAIL("case %zu: ret %d, %zu results", i, c.ret,
			       c.n_res);
			t_collect_free(&c);
			continue;
		}
		T_DBL(c.res[0].r.io_bytes, cases[i].bytes);
		T_NEAR(c.res[0].r.runtime_ns, cases[i].secs * 1e9, 1e-12);
		T_OK(!isnan(t_extra(&c.res[0].r, "printed_bw_bytes")));
		T_INT(c.warnings, cases[i].warnings);
		t_collect_free(&c);
		f = ingest_detect(cases[i].text, strlen(cases[i].text), NULL);
		if (!f || strcmp(f->name, "dd"))
			T_FAIL("case %zu: detected as %s", i,
			       f ? f->name : "none");
	}
}

/* A shell comment glued to the output lines ("#1024+0 records in"). */
T_TEST(t_dd_comment_glued)
{
	static const char text[] =
	    "## plain dd\n"
	    "#2000+0 records in\n"
	    "#2000+0 records out\n"
	    "#1024000000 bytes (1.0 GB, 977 MiB) copied, "
	    "9,12 s, 112 MB/s\n"
	    "#real\t0m9,130s\n";
	struct t_collect c;

	parse_str(&c, text);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_DBL(c.res[0].r.io_bytes, 1024000000.0);
		T_NEAR(c.res[0].r.runtime_ns, 9.12e9, 1e-12);
		T_DBL(t_extra(&c.res[0].r, "records_in_full"), 2000);
	}
	t_collect_free(&c);
}

/*
 * A process monitor's table (iotop: TID ... COMMAND, the dd commands in
 * it) above dd's outputs: the table is no results, the dd runs are.
 */
T_TEST(t_dd_under_process_table)
{
	static const char text[] =
	    "Two writers at once \xe2\x80\x94 as iotop saw them:\n\n```\n"
	    "Total DISK READ :       0.00 B/s | Total DISK WRITE :     693.10 "
	    "M/s\n"
	    "Actual DISK READ:       0.00 B/s | Actual DISK WRITE:     693.42 "
	    "M/s\n"
	    "  TID  PRIO  USER     DISK READ  DISK WRITE  SWAPIN      IO    "
	    "COMMAND\n"
	    " 3120 be/7 builder     0.00 B/s  201.37 M/s  0.00 % 99.99 % dd "
	    "if=/dev/zero of=/data/low.bin bs=1M count=512 oflag=direct\n"
	    " 3119 be/0 builder     0.00 B/s  491.73 M/s  0.00 % 90.12 % dd "
	    "if=/dev/zero of=/data/high.bin bs=1M count=512 oflag=direct\n"
	    "[ann@lab ~]$ 512+0 records in\n512+0 records out\n"
	    "536870912 bytes (537 MB) copied, 1,05512 s, 509 MB/s\n"
	    "512+0 records in\n512+0 records out\n"
	    "536870912 bytes (537 MB) copied, 2,61004 s, 206 MB/s\n"
	    "```\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, NULL, "iotop.md", text, sizeof(text) - 1, 0),
	      0);
	T_INT(c.n_res, 2);
	for (size_t i = 0; i < c.n_res; i++)
		T_DBL(c.res[i].r.io_bytes, 536870912);
	t_collect_free(&c);
}

/*
 * The command behind more wrappers ("perf stat dd", "strace -f dd") and
 * a prompt in Markdown bold ("**$** sudo dd"): its conditions hold.
 */
T_TEST(t_dd_command_wrappers)
{
	static const struct {
		const char *text;
		enum iodb_op op;
		long long bs;
	} cases[] = {
	    {"$ perf stat dd if=/dev/zero of=/tmp/f bs=64k count=8000\n"
	     "8000+0 records in\n8000+0 records out\n"
	     "524288000 bytes (524 MB, 500 MiB) copied, 0.412 s, 1.3 GB/s\n",
	     IODB_OP_WRITE, 65536},
	    {"**$** sudo dd if=/dev/sdc of=/dev/null bs=1M count=200\n"
	     "200+0 records in\n200+0 records out\n"
	     "209715200 bytes (210 MB, 200 MiB) copied, 1.71 s, 123 MB/s\n",
	     IODB_OP_READ, 1048576},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct t_collect c;

		parse_str(&c, cases[i].text);
		T_INT(c.n_res, 1);
		if (c.n_res == 1) {
			T_INT(c.res[0].r.cond.bs, cases[i].bs);
			T_INT(c.res[0].r.cond.op, cases[i].op);
			T_OK(c.runs[0].command &&
			     !strncmp(c.runs[0].command,
				      i ? "sudo dd if=" : "perf stat dd if=",
				      i ? 11 : 16));
		}
		t_collect_free(&c);
	}
}

/*
 * A dd that failed before copying anything ("dd: error reading
 * '/dev/sr0': Input/output error", "0+0 records in", "0 bytes copied")
 * measured nothing: no result (a 0 B/s stored would read as a measured
 * one), a warning, and the run that follows still imports.  Alone in a
 * file, it is the file's error.  A run that copied data before its
 * error ("No space left on device") measured what it copied.
 */
T_TEST(t_dd_copied_nothing)
{
	static const char failed[] =
	    "$ dd if=/dev/sr0 of=disc.iso bs=2048\n"
	    "dd: error reading '/dev/sr0': Input/output error\n"
	    "0+0 records in\n"
	    "0+0 records out\n"
	    "0 bytes copied, 0.0231 s, 0.0 kB/s\n";
	static const char failed_de[] =
	    "dd: Lesen von '/dev/sr0': Eingabe-/Ausgabefehler\n"
	    "0+0 Datens\xc3\xa4tze ein\n"
	    "0+0 Datens\xc3\xa4tze aus\n"
	    "0 Bytes kopiert, 0,0174 s, 0,0 kB/s\n";
	static const char then_ok[] =
	    "$ dd if=/dev/sdb of=/dev/null bs=1M count=300\n"
	    "300+0 records in\n"
	    "300+0 records out\n"
	    "314572800 bytes (315 MB, 300 MiB) copied, 1.25 s, 252 MB/s\n";
	static const char full[] =
	    "$ dd if=/dev/zero of=/mnt/usb/fill bs=1M\n"
	    "dd: error writing '/mnt/usb/fill': No space left on device\n"
	    "1901+0 records in\n"
	    "1900+0 records out\n"
	    "1992294400 bytes (2.0 GB, 1.9 GiB) copied, 21.4 s, 93.1 MB/s\n";
	char buf[1024], msg[1024];
	struct t_collect c;

	snprintf(buf, sizeof(buf), "%s%s", failed, then_ok);
	T_INT(t_collect_msg(&c, "dd", "in.txt", buf, strlen(buf), msg,
			    sizeof(msg)),
	      0);
	T_INT(c.n_res, 1);
	T_INT(c.warnings, 1);
	T_OK(strstr(msg, "in.txt:5:1: warning: dd copied nothing") != NULL);
	if (c.n_res == 1) {
		T_DBL(c.res[0].r.io_bytes, 314572800);
		T_DBL(c.res[0].r.bw_bytes, 314572800 / 1.25);
		T_INT(c.res[0].r.cond.bs, 1048576);
	}
	t_collect_free(&c);

	T_OK(parse_str(&c, failed) < 0);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
	T_OK(parse_str(&c, failed_de) < 0);
	T_INT(c.n_res, 0);
	t_collect_free(&c);

	T_INT(parse_str(&c, full), 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_DBL(c.res[0].r.io_bytes, 1992294400);
		T_DBL(c.res[0].r.bw_bytes, 1992294400 / 21.4);
		T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
	}
	t_collect_free(&c);
}

/* A command line in Markdown bold or code keeps its last operand. */
T_TEST(t_dd_markdown_marked_command)
{
	static const char bold[] =
	    "**$ dd count=64 if=/dev/zero of=elf_header bs=1**\n"
	    "64+0 records in\n"
	    "64+0 records out\n"
	    "64 bytes copied, 0.000566536 s, 113 kB/s\n";
	static const char code[] = "`$ dd if=/dev/zero of=t bs=4k count=256`\n"
				   "256+0 records in\n"
				   "256+0 records out\n"
				   "1048576 bytes (1.0 MB, 1.0 MiB) copied, "
				   "0.00456 s, 230 MB/s\n";
	struct t_collect c;

	T_INT(parse_str(&c, bold), 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.bs, 1);
		T_DBL(c.res[0].r.io_bytes, 64);
	}
	t_collect_free(&c);
	T_INT(parse_str(&c, code), 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.bs, 4096);
		T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
	}
	t_collect_free(&c);
}

/* bs=$((1024*1024)): the shell's product (its '$' escaped too); anything
 * else is unknown. */
T_TEST(t_dd_shell_arithmetic_bs)
{
	static const char *const cmds[] = {
	    "$ dd if=/dev/zero of=f bs=$((1024*1024)) count=10\n",
	    "$ dd if=/dev/zero of=f bs=$((4*1024*1024)) count=10\n",
	    "$ dd if=/dev/zero of=f bs=$((BS*2)) count=10\n",
	    "$ dd if=/dev/zero of=f bs=$((1024+1024)) count=10\n",
	    /* a wiki's or a converter's escaped '$' */
	    "$ dd if=/dev/zero of=f bs=\\$((1024*1024)) count=10\n",
	};
	static const long long want[] = {1048576, 4194304, -1, -1, 1048576};
	static const char out[] = "10+0 records in\n"
				  "10+0 records out\n"
				  "10485760 bytes transferred in 0.028418 "
				  "seconds (368981986 bytes/sec)\n";
	char buf[512];
	struct t_collect c;

	for (size_t i = 0; i < sizeof(cmds) / sizeof(cmds[0]); i++) {
		snprintf(buf, sizeof(buf), "%s%s", cmds[i], out);
		T_INT(parse_str(&c, buf), 0);
		T_INT(c.n_res, 1);
		if (c.n_res == 1) {
			T_INT(c.res[0].r.cond.bs, want[i]);
			T_DBL(c.res[0].r.bw_bytes, 368981986); /* as printed */
			T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
		}
		t_collect_free(&c);
	}
}

/* A themed shell's prompt sign before the command: starship's ❯ (also
 * before "sync;"), oh-my-zsh's ➜ and its directory, ❱ before time. */
T_TEST(t_dd_themed_prompts)
{
	static const char *const cmds[] = {
	    " \xe2\x9d\xaf sync; dd if=/dev/zero of=tempfile bs=1M count=1024; "
	    "sync\n",
	    "\xe2\x9e\x9c  ~ dd if=/dev/zero of=tempfile bs=1M count=1024\n",
	    "\xe2\x9d\xb1 time dd if=/dev/zero of=tempfile bs=1M count=1024\n",
	    "\xc2\xbb dd if=/dev/zero of=tempfile bs=1M count=1024\n",
	};
	static const char out[] = "1024+0 records in\n"
				  "1024+0 records out\n"
				  "1073741824 bytes (1.1 GB, 1.0 GiB) copied, "
				  "0.642741 s, 1.7 GB/s\n";
	char buf[512];
	struct t_collect c;

	for (size_t i = 0; i < sizeof(cmds) / sizeof(cmds[0]); i++) {
		snprintf(buf, sizeof(buf), "%s%s", cmds[i], out);
		T_INT(parse_str(&c, buf), 0);
		T_INT(c.n_res, 1);
		if (c.n_res == 1) {
			T_INT(c.res[0].r.cond.bs, 1048576);
			T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
			T_DBL(c.res[0].r.io_bytes, 1073741824);
		}
		t_collect_free(&c);
	}
}

/* zh_CN's summaries with the byte count glued to 字节 ("5120000字节（5.1
 * MB，4.9 MiB）已复制", "512字节已复制，...") in a plain-text post (no code
 * block): output lines, not prose, so each run keeps its summary.  (The
 * image's first block read back, not bootblock written into it with
 * conv=notrunc: that builds the image, no result - t_dd_patch_in_place.) */
T_TEST(t_dd_zh_glued_summaries_in_a_post)
{
	static const char post[] =
	    "**生成镜像**\n"
	    "\n"
	    "dd if=/dev/zero of=bin/ucore.img count=10000\n"
	    "\xe8\xae\xb0\xe5\xbd\x95\xe4\xba\x86"
	    "10000+0 "
	    "\xe7\x9a\x84\xe8\xaf\xbb\xe5\x85\xa5\n"
	    "\xe8\xae\xb0\xe5\xbd\x95\xe4\xba\x86"
	    "10000+0 "
	    "\xe7\x9a\x84\xe5\x86\x99\xe5\x87\xba\n"
	    "5120000\xe5\xad\x97\xe8\x8a\x82\xef\xbc\x88"
	    "5.1 MB\xef\xbc\x8c"
	    "4.9 MiB\xef\xbc\x89\xe5\xb7\xb2\xe5\xa4\x8d\xe5\x88\xb6\xef\xbc"
	    "\x8c"
	    "0.0313203 s\xef\xbc\x8c"
	    "163 MB/s\n"
	    "dd if=bin/ucore.img of=/dev/null count=1\n"
	    "\xe8\xae\xb0\xe5\xbd\x95\xe4\xba\x86"
	    "1+0 "
	    "\xe7\x9a\x84\xe8\xaf\xbb\xe5\x85\xa5\n"
	    "\xe8\xae\xb0\xe5\xbd\x95\xe4\xba\x86"
	    "1+0 "
	    "\xe7\x9a\x84\xe5\x86\x99\xe5\x87\xba\n"
	    "512\xe5\xad\x97\xe8\x8a\x82\xe5\xb7\xb2\xe5\xa4\x8d\xe5\x88\xb6"
	    "\xef\xbc\x8c"
	    "0.000126482 s\xef\xbc\x8c"
	    "4.0 MB/s\n"
	    "\n"
	    "\xe8\xbf\x99\xe6\xa0\xb7\xe9\x95\x9c\xe5\x83\x8f\xe5\xb0\xb1"
	    "\xe7\x94\x9f\xe6\x88\x90\xe4\xba\x86\xe3\x80\x82\n";
	struct t_collect c;

	t_collect_buf(&c, NULL, "post.md", post, sizeof(post) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 2);
	T_INT(c.warnings, 0);
	if (c.n_res == 2) {
		T_DBL(c.res[0].r.io_bytes, 5120000);
		T_DBL(c.res[0].r.runtime_ns, 31320300);
		T_DBL(t_extra(&c.res[0].r, "printed_bw_bytes"), 163e6);
		T_DBL(c.res[1].r.io_bytes, 512);
		T_DBL(t_extra(&c.res[1].r, "printed_bw_bytes"), 4.0e6);
	}
	t_collect_free(&c);
}

/* README style: each command in a code block of its own, its output in
 * the next; a dd command block right after an hdparm output block is the
 * dd's, not a line of the hdparm block. */
T_TEST(t_dd_command_block_after_other_tool_block)
{
	static const char post[] =
	    "Benchmark the main SSD:\n"
	    "```\n"
	    "sudo hdparm -tT --direct /dev/nvme0n1\n"
	    "```\n"
	    "```\n"
	    "/dev/nvme0n1:\n"
	    " Timing O_DIRECT cached reads:   822 MB in  2.00 seconds = 410.07 "
	    "MB/sec\n"
	    " Timing O_DIRECT disk reads: 1254 MB in  3.00 seconds = 417.77 "
	    "MB/sec\n"
	    "```\n"
	    "```\n"
	    "sudo dd bs=10M count=500 if=/dev/nvme0n1 of=/home/u/test.bin\n"
	    "```\n"
	    "```\n"
	    "500+0 records in\n"
	    "500+0 records out\n"
	    "5242880000 bytes (5.2 GB, 4.9 GiB) copied, 35.8162 s, 146 MB/s\n"
	    "```\n";
	struct t_collect c;
	int dd = -1;

	t_collect_buf(&c, NULL, "README.md", post, sizeof(post) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 3);
	for (size_t i = 0; i < c.n_res; i++)
		if (c.res[i].r.io_bytes == 5242880000.0)
			dd = (int)i;
	T_OK(dd >= 0);
	if (dd >= 0) {
		const struct iodb_run *run = &c.runs[c.res[dd].run];

		T_INT(c.res[dd].r.cond.bs, 10485760);
		T_INT(c.res[dd].r.cond.op, IODB_OP_COPY);
		T_STR(run->device, "/dev/nvme0n1");
		T_STR(run->tool, "dd");
	}
	t_collect_free(&c);
}

/* A command wrapped by a mail client right after "dd" ("...# dd" then
 * "if=disk.raw of=test.dat oflag=direct bs=1024k"): the next line's
 * operands are the command's; a line of other words is not joined. */
T_TEST(t_dd_command_wrapped_after_dd)
{
	static const char mail[] =
	    "root@pve:/images/106# dd\n"
	    "if=disk.raw of=test.dat oflag=direct bs=1024k\n"
	    "20480+0 Datens\xc3\xa4tze ein\n"
	    "20480+0 Datens\xc3\xa4tze aus\n"
	    "21474836480 Bytes (21 GB, 20 GiB) kopiert, 161,319 s, 133 MB/s\n";
	static const char prose[] = "so i tried with dd\n"
				    "and it was slow\n"
				    "64+0 records in\n"
				    "64+0 records out\n"
				    "67108864 bytes (67 MB, 64 MiB) copied, "
				    "0.31 s, 216 MB/s\n";
	struct t_collect c;

	T_INT(parse_str(&c, mail), 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.bs, 1048576);
		T_INT(c.res[0].r.cond.direct, 1);
		T_INT(c.res[0].r.cond.op, IODB_OP_COPY);
		T_DBL(c.res[0].r.runtime_ns, 161.319e9);
	}
	t_collect_free(&c);
	T_INT(parse_str(&c, prose), 0);
	T_INT(c.n_res, 1);
	/* the prose's words are no operands: the block size is what the
	 * records say, 64 whole records of 67108864 bytes */
	if (c.n_res == 1)
		T_INT(c.res[0].r.cond.bs, 1048576);
	t_collect_free(&c);
}

/* A command wrapped after one of its operands (a mail client, a page's
 * source: "sudo dd if=/img/fs.sdimg" then "of=/dev/sdb bs=1M"): the next
 * line's operands are the command's too. */
T_TEST(t_dd_command_wrapped_after_operand)
{
	/* an HTML mail's source: the wrap is a line break of the source,
	 * the command and the output between ">>" and "<<" marks */
	static const char mail[] =
	    "    I updated the card with this command: <br>\n"
	    "    &gt;&gt;<br>\n"
	    "    sudo dd if=/usr/local/share/images/fs.sdimg\n"
	    "    of=/dev/sdb bs=1M<br>\n"
	    "    &lt;&lt;<br>\n"
	    "  </div>\n"
	    "  <div>and got this output: <br></div>\n"
	    "  <div>&gt;&gt;<br>\n"
	    "       15160+0 records in<br>\n"
	    "       15160+0 records out<br>\n"
	    "       15896412160 bytes (16 GB, 15 GiB) copied, 1160.93 s, "
	    "13.7 MB/s</div>\n";
	struct t_collect c;

	T_INT(parse_str(&c, mail), 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.bs, 1048576);
		/* an image to the card: the card's write */
		T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
		T_INT(c.res[0].r.io_bytes, 15896412160LL);
		if (c.n_runs == 1)
			T_STR(c.runs[0].device ? c.runs[0].device : "",
			      "/dev/sdb");
	}
	t_collect_free(&c);
}

/* "bs=1M" alone above an output whose command is not shown: the block
 * size of the runs below (O_DIRECT unknown: the caption leaves it out);
 * "bs=2M:" starts the next group. */
T_TEST(t_dd_operand_caption)
{
	static const char log[] =
	    "bs=1M\n"
	    "Fri May  5 02:37:02 MSK 2023\n"
	    "7600+0 records in\n"
	    "7600+0 records out\n"
	    "7969177600 bytes (8.0 GB, 7.4 GiB) copied, 2074.07 s, 3.8 MB/s\n"
	    "\n"
	    "bs=2M oflag=direct:\n"
	    "3800+0 records in\n"
	    "3800+0 records out\n"
	    "7969177600 bytes (8.0 GB, 7.4 GiB) copied, 1562.03 s, 5.1 MB/s\n";
	struct t_collect c;

	T_INT(parse_str(&c, log), 0);
	T_INT(c.n_res, 2);
	if (c.n_res == 2) {
		T_INT(c.res[0].r.cond.bs, 1048576);
		T_INT(c.res[0].r.cond.direct, -1);
		T_INT(c.res[1].r.cond.bs, 2097152);
		T_INT(c.res[1].r.cond.direct, 1);
		T_OK(c.runs[c.res[0].run].command == NULL);
		T_DBL(c.res[1].r.runtime_ns, 1562.03e9);
	}
	t_collect_free(&c);
}

/*
 * dd's output kept as one escaped string in a log or in JSON: a storage
 * daemon's command log ("<err> = '1+0 records in\n...\n'"), ansible's
 * "stderr" beside its "stderr_lines" (one run, not two).  The escaped
 * line breaks read as line breaks; a C string that prints dd-like words
 * holds no output.
 */
T_TEST(t_dd_escaped_string_output)
{
	static const char log[] =
	    "10:01:07,909::Storage.Misc.excCmd::(getReadDelay) SUCCESS: <err> "
	    "= '1+0 records in\\n1+0 records out\\n4096 bytes (4.1 kB) "
	    "copied, 0.00020047 s, 20.4 MB/s\\n'; <rc> = 0\n"
	    "10:01:08,061::Storage.Misc.excCmd::(getReadDelay) SUCCESS: <err> "
	    "= '1+0 records in\\n1+0 records out\\n4096 bytes (4.1 kB) "
	    "copied, 0.000632011 s, 6.5 MB/s\\n'; <rc> = 0\n";
	static const char json[] =
	    "fatal: [db1]: FAILED! => {\"changed\": true, \"rc\": 1, "
	    "\"stderr\": \"dd: error writing '/dev/sdc': No space left on "
	    "device\\n2049+0 records in\\n2048+0 records out\\n2147483648 "
	    "bytes (2.1 GB) copied, 8.02 s, 268 MB/s\", \"stderr_lines\": "
	    "[\"dd: error writing '/dev/sdc': No space left on device\", "
	    "\"2049+0 records in\", \"2048+0 records out\", \"2147483648 "
	    "bytes (2.1 GB) copied, 8.02 s, 268 MB/s\"], \"stdout\": \"\"}\n";
	static const char code[] =
	    "\tfprintf(stderr, \"%d+%d records in\\n%d+%d records out\\n\",\n"
	    "\t\tin_full, in_part, out_full, out_part);\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, NULL, "vdsm.log", log, sizeof(log) - 1, 1), 0);
	T_INT(c.n_res, 2);
	if (c.n_res == 2) {
		T_DBL(c.res[0].r.io_bytes, 4096);
		T_NEAR(c.res[0].r.runtime_ns, 200470, 1e-12);
		T_NEAR(t_extra(&c.res[0].r, "printed_bw_bytes"), 20.4e6, 1e-12);
		T_NEAR(c.res[1].r.runtime_ns, 632011, 1e-12);
		T_INT(c.res[1].r.line_from, 2);
	}
	t_collect_free(&c);

	T_INT(t_collect_buf(&c, NULL, "play.txt", json, sizeof(json) - 1, 1),
	      0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_DBL(c.res[0].r.io_bytes, 2147483648.0);
		T_NEAR(c.res[0].r.runtime_ns, 8.02e9, 1e-12);
		T_NEAR(t_extra(&c.res[0].r, "records_out_full"), 2048, 0);
	}
	t_collect_free(&c);

	T_INT(ingest_find("dd")->probe(code, sizeof(code) - 1), 0);
}

/*
 * A command quoted whole: a daemon's log ("'/bin/dd if=... count=1' (cwd
 * None)"), a shell's -c string ("time sh -c \"dd ... && sync\"", "bash -c
 * '...'"): the words inside are dd's operands.
 */
T_TEST(t_dd_quoted_command)
{
	static const struct {
		const char *cmd;
		enum iodb_op op;
		int64_t bs;
		int direct;
	} cases[] = {
	    {"'/bin/dd if=/dev/vg0/metadata iflag=direct of=/dev/null "
	     "bs=4096 count=1' (cwd None)",
	     IODB_OP_READ, 4096, 1},
	    {"time sh -c \"dd if=/dev/zero of=/mnt/t bs=4k count=1 && sync\"",
	     IODB_OP_WRITE, 4096, 0},
	    {"$ bash -c 'dd if=/dev/zero of=/mnt/t bs=4096 count=1 "
	     "oflag=direct'",
	     IODB_OP_WRITE, 4096, 1},
	    {"# time nice -n -5 su -c \"dd if=/dev/zero of=/tmp/t bs=4k "
	     "count=1 oflag=direct\" &",
	     IODB_OP_WRITE, 4096, 1},
	    {"$ su root -c \"dd if=/mnt/t of=/dev/null bs=4k count=1\"",
	     IODB_OP_READ, 4096, 0},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct t_collect c;
		char buf[512];

		snprintf(buf, sizeof(buf),
			 "%s\n1+0 records in\n1+0 records out\n4096 bytes (4.1 "
			 "kB) copied, 0.00020047 s, 20.4 MB/s\n",
			 cases[i].cmd);
		T_INT(t_collect_buf(&c, "dd", "q.txt", buf, strlen(buf), 1), 0);
		T_INT(c.n_res, 1);
		if (c.n_res == 1) {
			T_INT(c.res[0].r.cond.op, cases[i].op);
			T_INT(c.res[0].r.cond.bs, cases[i].bs);
			T_INT(c.res[0].r.cond.direct, cases[i].direct);
			T_DBL(c.res[0].r.io_bytes, 4096);
		}
		t_collect_free(&c);
	}
}

/*
 * One command over several summaries pasted one under another ("(run 3
 * times)"): each summary of the same size is that command's run again;
 * a summary of another size is another command's, not shown.
 */
T_TEST(t_dd_summaries_repeat_command)
{
	static const char text[] =
	    "$ sync; dd of=1GBfile if=/dev/zero bs=1M count=1000 (run 3 "
	    "times)\n"
	    "\n"
	    "1048576000 bytes (1.0 GB) copied, 3.31993 s, 316 MB/s\n"
	    "1048576000 bytes (1.0 GB) copied, 2.06839 s, 507 MB/s\n"
	    "1048576000 bytes (1.0 GB) copied, 3.16659 s, 331 MB/s\n"
	    "524288000 bytes (524 MB) copied, 1.5 s, 350 MB/s\n";
	struct t_collect c;

	T_INT(parse_str(&c, text), 0);
	T_INT(c.n_res, 4);
	if (c.n_res == 4) {
		for (size_t i = 0; i < 3; i++) {
			T_INT(c.res[i].r.cond.op, IODB_OP_WRITE);
			T_INT(c.res[i].r.cond.bs, 1048576);
			T_INT(c.res[i].r.io_bytes, 1048576000LL);
		}
		T_DBL(c.res[1].r.runtime_ns, 2.06839e9);
		T_INT(c.res[3].r.cond.op, IODB_OP_UNKNOWN);
		T_INT(c.res[3].r.cond.bs, -1);
	}
	t_collect_free(&c);
}

/*
 * A line naming the card above each command in one block ("16Gb Kingston
 * Gold SDHC Class 10 UHS Class 3 on a LIME1": a digit, capitals, two
 * lowercase words) labels that command's outputs; a sentence above a
 * command labels nothing.
 */
T_TEST(t_dd_model_name_line_labels)
{
	static const char text[] =
	    "16Gb Kingston Gold SDHC Class 10 UHS Class 3 on a LIME1\n"
	    "$ sudo dd if=/dev/zero of=test bs=1048576 count=512\n"
	    "536870912 bytes (537 MB) copied, 23.3035 s, 23.0 MB/s\n"
	    "\n"
	    "16Gb Transcend Premium 400x SDHC Class 10 UHS Class 1 on a LIME1\n"
	    "$ sudo dd if=/dev/zero of=test bs=1048576 count=512\n"
	    "536870912 bytes (537 MB) copied, 58.7851 s, 9.1 MB/s\n"
	    "\n"
	    "Then I tried it again on the other card\n"
	    "$ sudo dd if=/dev/zero of=test bs=1048576 count=512\n"
	    "536870912 bytes (537 MB) copied, 47.1847 s, 11.4 MB/s\n";
	struct t_collect c;

	T_INT(parse_str(&c, text), 0);
	T_INT(c.n_runs, 3);
	if (c.n_runs == 3) {
		T_STR(
		    c.runs[0].label,
		    "16Gb Kingston Gold SDHC Class 10 UHS Class 3 on a LIME1");
		T_STR(c.runs[1].label, "16Gb Transcend Premium 400x SDHC Class "
				       "10 UHS Class 1 on a LIME1");
		T_STR(c.runs[2].label, NULL);
	}
	if (c.n_res == 3)
		T_DBL(c.res[1].r.runtime_ns, 58.7851e9);
	t_collect_free(&c);
}

/*
 * A generator's bytes to /dev/null or into a checksum's pipe measure
 * memory and the CPU: no result, a warning; alone in a file, its error.
 * A device read into a compressor still reads the device.
 */
T_TEST(t_dd_no_storage)
{
	static const char *const none[] = {
	    "$ dd if=/dev/zero of=/dev/null bs=1G count=1\n",
	    "$ dd if=/dev/zero of=/dev/zero bs=1M count=1024\n",
	    "$ dd if=/dev/zero bs=1M count=1024 | md5sum\n",
	    "$ dd if=/dev/urandom bs=1M count=1024 |sha256sum\n",
	    /* a file in a tmpfs is RAM: test data made there, read back */
	    "$ dd if=/dev/urandom of=/dev/shm/rand.dd bs=1M count=1024\n",
	    "$ dd if=/dev/shm/rand.dd of=/dev/null bs=1M\n",
	    "$ dd if=/dev/zero of=/run/shm/t bs=1M count=1024\n",
	};
	static const char out[] = "1024+0 records in\n1024+0 records out\n"
				  "1073741824 bytes (1.1 GB, 1.0 GiB) copied, "
				  "2.36411 s, 454 MB/s\n";
	static const char dev[] =
	    "$ dd if=/dev/sda bs=64k count=10 | gzip > x.gz\n"
	    "10+0 records in\n10+0 records out\n"
	    "655360 bytes (655 kB, 640 KiB) copied, 0.01 s, 65.5 MB/s\n";
	char buf[512];
	struct t_collect c;

	for (size_t i = 0; i < sizeof(none) / sizeof(none[0]); i++) {
		snprintf(buf, sizeof(buf), "%s%s", none[i], out);
		T_OK(parse_str(&c, buf) != 0);
		T_INT(c.n_res, 0);
		t_collect_free(&c);
	}
	T_INT(parse_str(&c, dev), 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.op, IODB_OP_UNKNOWN);
		T_INT(c.res[0].r.cond.bs, 65536);
	}
	t_collect_free(&c);
	/* from RAM to a card: the card's write; from a card into RAM: its
	 * read; the tmpfs file is never the device */
	snprintf(buf, sizeof(buf), "%s%s",
		 "$ dd if=/dev/shm/rand.dd of=/dev/mmcblk0 bs=1M\n", out);
	T_INT(parse_str(&c, buf), 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1 && c.n_runs == 1) {
		T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
		T_STR(c.runs[0].device, "/dev/mmcblk0");
	}
	t_collect_free(&c);
	snprintf(buf, sizeof(buf), "%s%s",
		 "$ dd if=/media/card/rand.dd of=/dev/shm/r bs=1M\n", out);
	T_INT(parse_str(&c, buf), 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1 && c.n_runs == 1) {
		T_INT(c.res[0].r.cond.op, IODB_OP_READ);
		T_STR(c.runs[0].device, NULL);
	}
	t_collect_free(&c);
}

/*
 * A dd that lays a file into another in place (of= a file, conv=notrunc,
 * at seek= or from a file) builds an image: no result.  conv=notrunc
 * alone from a generator, seek= on a device, or a variable that may hold
 * a device are runs as before.
 */
T_TEST(t_dd_patch_in_place)
{
	static const struct {
		const char *cmd;
		int results;
	} cases[] = {
	    {"$ dd if=spl.bin of=card.img bs=1k seek=8 conv=notrunc\n", 0},
	    {"$ dd if=/dev/zero of=disk.img bs=1M count=64 oseek=2 "
	     "conv=sync,notrunc\n",
	     0},
	    {"$ dd if=mbr.bin of=hd.img bs=64k count=1 conv=notrunc\n", 0},
	    {"$ dd if=/dev/zero of=test bs=1M count=64 conv=fdatasync\n", 1},
	    {"$ dd if=/dev/zero of=test bs=1M count=64 conv=notrunc,fsync\n",
	     1},
	    {"$ dd if=/dev/zero of=test bs=1M count=64 seek=0 conv=notrunc\n",
	     1},
	    {"$ dd if=/dev/zero of=test bs=1M count=64 seek=64\n", 1},
	    {"$ dd if=/dev/zero of=/dev/sdb bs=1M count=64 seek=4096 "
	     "oflag=direct conv=notrunc\n",
	     1},
	    {"$ dd if=/dev/zero of=$DEV bs=1M count=64 seek=8 conv=notrunc\n",
	     1},
	};
	static const char out[] = "64+0 records in\n64+0 records out\n"
				  "67108864 bytes (67 MB, 64 MiB) copied, "
				  "0.352107 s, 191 MB/s\n";
	char buf[512];
	struct t_collect c;

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		snprintf(buf, sizeof(buf), "%s%s", cases[i].cmd, out);
		parse_str(&c, buf);
		if (c.n_res != (size_t)cases[i].results)
			fprintf(stderr, "case %zu: %s", i, cases[i].cmd);
		T_INT(c.n_res, cases[i].results);
		t_collect_free(&c);
	}
}

/*
 * One record of 4 KiB at most written to a device from a file or a
 * generator (a boot sector written or wiped) is no run; more records, a
 * larger record, a device's read or a write into a file are runs as
 * before.
 */
T_TEST(t_dd_one_record_to_device)
{
	static const struct {
		const char *text;
		int results;
	} cases[] = {
	    {"$ sudo dd if=bootsect.bin of=/dev/sdc\n1+0 records in\n"
	     "1+0 records out\n512 bytes copied, 0.0211 s, 24.3 kB/s\n",
	     0},
	    {"# dd if=/dev/zero of=/dev/sdd bs=4k count=1\n1+0 records in\n"
	     "1+0 records out\n4096 bytes (4.1 kB, 4.0 KiB) copied, "
	     "0.00391 s, 1.0 MB/s\n",
	     0},
	    {"# dd if=/dev/zero of=/dev/sdd bs=4k count=1\n"
	     "4096 bytes (4.1 kB, 4.0 KiB) copied, 0.00391 s, 1.0 MB/s\n",
	     0},
	    /* guards */
	    {"# dd if=/dev/zero of=/dev/sdd bs=8k count=1\n1+0 records in\n"
	     "1+0 records out\n8192 bytes (8.2 kB, 8.0 KiB) copied, "
	     "0.00412 s, 2.0 MB/s\n",
	     1},
	    {"# dd if=/dev/zero of=/dev/sdd bs=512 count=8\n8+0 records in\n"
	     "8+0 records out\n4096 bytes (4.1 kB, 4.0 KiB) copied, "
	     "0.00391 s, 1.0 MB/s\n",
	     1},
	    {"# dd if=/dev/sdd of=/dev/null bs=4k count=1\n1+0 records in\n"
	     "1+0 records out\n4096 bytes (4.1 kB, 4.0 KiB) copied, "
	     "0.00391 s, 1.0 MB/s\n",
	     1},
	    {"$ dd if=/dev/zero of=/dev/sdd bs=1M count=1000\n"
	     "1000+0 records in\n1000+0 records out\n1048576000 bytes (1.0 "
	     "GB, 1000 MiB) copied, 6.61 s, 159 MB/s\n",
	     1},
	};
	struct t_collect c;

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		parse_str(&c, cases[i].text);
		if (c.n_res != (size_t)cases[i].results)
			fprintf(stderr, "case %zu: %s", i, cases[i].text);
		T_INT(c.n_res, cases[i].results);
		t_collect_free(&c);
	}
}

/*
 * A background dd's statistics under a later prompt: the job-done line
 * below them (bash's "Done" and its translations, zsh's "done") gives the
 * command; a failed job's line, another program's, or a dd whose count=
 * the records contradict gives none.
 */
T_TEST(t_dd_job_done_line)
{
	static const struct {
		const char *line;
		enum iodb_op op;
	} cases[] = {
	    {"[1]+  Done                    dd if=/dev/sdb of=/dev/null "
	     "bs=1M\n",
	     IODB_OP_READ},
	    {"[3]-  Fertig                  dd if=/dev/sdb of=/dev/null "
	     "bs=1M\n",
	     IODB_OP_READ},
	    {"[1]+  Fini                    dd if=/dev/zero of=t bs=1M\n",
	     IODB_OP_WRITE},
	    {"[1]  + done       dd if=/dev/zero of=t bs=1M\n", IODB_OP_WRITE},
	    {"[2]+  Завершён      dd if=/dev/sdb of=b.img bs=1M\n",
	     IODB_OP_COPY},
	    {"[1]+  완료                    dd if=/dev/sdb of=/dev/null "
	     "bs=1M\n",
	     IODB_OP_READ},
	    {"[1]+  Exit 1                  dd if=/dev/sdb of=/dev/null "
	     "bs=1M\n",
	     IODB_OP_UNKNOWN},
	    {"[1]+  Done                    sleep 30\n", IODB_OP_UNKNOWN},
	    {"[1]+  Done                    dd if=/dev/sdb of=/dev/null "
	     "bs=1M count=10\n",
	     IODB_OP_UNKNOWN},
	};
	static const char out[] = "$ 64+0 records in\n64+0 records out\n"
				  "67108864 bytes (67 MB, 64 MiB) copied, "
				  "0.352107 s, 191 MB/s\n\n";
	char buf[512];
	struct t_collect c;

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		snprintf(buf, sizeof(buf), "%s%s$\n", out, cases[i].line);
		T_INT(parse_str(&c, buf), 0);
		T_INT(c.n_res, 1);
		if (c.n_res == 1)
			T_INT(c.res[0].r.cond.op, cases[i].op);
		t_collect_free(&c);
	}
}

/*
 * Under a status=progress command, a pasted line in whole seconds ("3 s",
 * GNU dd's progress format) is a progress update; one in fractional
 * seconds is dd's final summary, pasted alone.
 */
T_TEST(t_dd_progress_command_final_summary_alone)
{
	static const char final[] =
	    "$ sudo dd if=/dev/sdb of=/dev/null bs=1M count=4096 "
	    "status=progress\n"
	    "4294967296 bytes (4.3 GB, 4.0 GiB) copied, 2.28909 s, 1.9 GB/s\n";
	static const char progress[] =
	    "$ sudo dd if=/dev/sdb of=/dev/null bs=1M count=4096 "
	    "status=progress\n"
	    "4194304000 bytes (4.2 GB, 3.9 GiB) copied, 2 s, 2.1 GB/s\n";
	struct t_collect c;

	T_INT(parse_str(&c, final), 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_DBL(c.res[0].r.runtime_ns, 2.28909e9);
		T_INT(c.res[0].r.cond.op, IODB_OP_READ);
	}
	t_collect_free(&c);
	/* a progress line, the run's last: interrupted */
	T_INT(parse_str(&c, progress), 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1 && c.n_runs == 1) {
		T_DBL(c.res[0].r.runtime_ns, 2e9);
		T_STR(c.runs[0].status, "interrupted");
	}
	t_collect_free(&c);
}

/*
 * A summary cut inside its rate where the paste ends ("... 11.1722 s,
 * 96.1", BSD's "... 2.0 secs (14"): bytes and seconds are whole, so the
 * run imports with the rate computed from them and a warning; a cut
 * inside the unit ("96.1 M") stays a summary that does not parse.
 */
T_TEST(t_dd_cut_inside_rate)
{
	static const char *const cases[] = {
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 11.1722 s, 96.1",
	    "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 11.1722 s, 96.",
	    "1073741824 bytes transferred in 11.1722 secs (14",
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct t_collect c;
		char msg[2048];

		collect_msgs(&c, "dd", cases[i], strlen(cases[i]), msg,
			     sizeof(msg));
		T_INT(c.ret, 0);
		T_INT(c.n_res, 1);
		if (c.n_res == 1) {
			T_DBL(c.res[0].r.io_bytes, 1073741824);
			T_DBL(c.res[0].r.runtime_ns, 11.1722e9);
		}
		T_INT(c.warnings, 1);
		T_OK(strstr(msg, "cut inside its rate") != NULL);
		t_collect_free(&c);
	}
}

/*
 * "dd if=img | pv | dd of=/dev/sdc bs=4M": the reader prints first (its
 * input ends), the writer after; each summary gets its own dd's
 * conditions when its records are in that dd's block size; pasted in the
 * other order, the writer's partial records still tell it (a pipe
 * reader's short reads), the reader's then gets none.
 */
T_TEST(t_dd_pipe_into_dd_order)
{
	static const char cmd[] =
	    "$ dd if=disk.img | pv | dd of=/dev/sdc bs=4M\n";
	static const char rd[] =
	    "1286144+0 records in\n1286144+0 records out\n"
	    "658505728 bytes (659 MB, 628 MiB) copied, 52.1038 s, 12.6 MB/s\n";
	static const char wr[] =
	    "21+4512 records in\n21+4512 records out\n"
	    "658505728 bytes (659 MB, 628 MiB) copied, 55.8702 s, 11.8 MB/s\n";
	char buf[1024];
	struct t_collect c;

	snprintf(buf, sizeof(buf), "%s%s%s", cmd, rd, wr);
	T_INT(parse_str(&c, buf), 0);
	T_INT(c.n_res, 2);
	if (c.n_res == 2 && c.n_runs == 2) {
		/* the reader reads disk.img into the pipe */
		T_INT(c.res[0].r.cond.op, IODB_OP_READ);
		T_INT(c.res[0].r.cond.bs, 512);
		T_OK(c.runs[0].device == NULL);
		T_INT(c.res[1].r.cond.op, IODB_OP_WRITE);
		T_INT(c.res[1].r.cond.bs, 4194304);
		T_STR(c.runs[1].device, "/dev/sdc");
	}
	t_collect_free(&c);
	/* the writer's pasted first: its partial records in (4512 short
	 * reads) are a pipe reader's, never those of the dd reading
	 * disk.img by its if=: the writer's conditions; the reader's,
	 * below, is no longer paired (no command's conditions, its whole
	 * records still say its 512 bytes) */
	snprintf(buf, sizeof(buf), "%s%s%s", cmd, wr, rd);
	T_INT(parse_str(&c, buf), 0);
	T_INT(c.n_res, 2);
	if (c.n_res == 2 && c.n_runs == 2) {
		T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
		T_STR(c.runs[0].device, "/dev/sdc");
		T_INT(c.res[0].r.cond.bs, 4194304);
		T_INT(c.res[1].r.cond.op, IODB_OP_UNKNOWN);
		T_OK(c.runs[1].device == NULL);
		T_INT(c.res[1].r.cond.bs, 512);
	}
	t_collect_free(&c);
}

/* A printed rate far from bytes/time: the file's error says so. */
T_TEST(t_dd_damaged_rate_said)
{
	static const char in[] =
	    "$ dd if=/dev/zero of=/var/swap bs=4096k count=256\n"
	    "256+0 records in\n256+0 records out\n"
	    "1073741824 bytes (1.1 GB) copied, 35.0223 s, 130.7 MB/s\n";
	struct t_collect c;
	char *err;

	T_OK(t_collect_buf(&c, "dd", "in.txt", in, strlen(in), 0) != 0);
	T_INT(c.n_res, 0);
	err = t_stderr();
	T_OK(err && strstr(err, "printed rate '130.7 MB/s' is not") &&
	     !strstr(err, "found none"));
	free(err);
	t_collect_free(&c);
}

/*
 * A loop one-liner whose body is one dd: the command is each printed
 * run's, as many as the loop's literal list has words ("for n in 1 2":
 * two; a third summary is another command's, not shown); a name made
 * of the loop's variable and an extension ("of=$n.bin") is a file.  A
 * loop of two dd commands is no loop of one: its runs past those of its
 * commands get none.
 */
T_TEST(t_dd_loop_one_liner_each_run)
{
	static const char *const loops[] = {
	    "$ for n in 1 2; do dd if=/dev/zero of=$n.bin bs=4k count=1000 "
	    "oflag=direct 2>&1 | tail -1; done",
	    "$ for n in {1..2}; do dd if=/dev/zero of=$n.bin bs=4k count=1000 "
	    "oflag=direct; done",
	    "$ for n in 1 2; do dd if=/dev/zero of=$n.bin bs=4k count=1000 "
	    "oflag=direct; dd if=$n.bin of=/dev/null bs=4k; done",
	};
	struct t_collect c;
	char buf[1024];

	for (size_t i = 0; i < sizeof(loops) / sizeof(loops[0]); i++) {
		snprintf(
		    buf, sizeof(buf),
		    "%s\n4096000 bytes (4.1 MB, 3.9 MiB) copied, 0.0213 s, "
		    "192 MB/s\n"
		    "4096000 bytes (4.1 MB, 3.9 MiB) copied, 0.0198 s, "
		    "207 MB/s\n"
		    "8192000 bytes (8.2 MB, 7.8 MiB) copied, 0.0401 s, "
		    "204 MB/s\n",
		    loops[i]);
		parse_str(&c, buf);
		T_INT(c.n_res, 3);
		if (c.n_res == 3) {
			T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
			T_INT(c.res[0].r.cond.direct, 1);
			if (i < 2) {
				T_INT(c.res[1].r.cond.op, IODB_OP_WRITE);
				T_INT(c.res[1].r.cond.direct, 1);
			}
			T_INT(c.res[2].r.cond.op, IODB_OP_UNKNOWN);
			T_OK(c.runs[c.res[2].run].command == NULL);
		}
		t_collect_free(&c);
	}
}
