/*
 * The hdparm importer: every corpus file with the figures MANIFEST.tsv
 * lists, the label variants, several devices, malformed input, detection,
 * and the samples made here.
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

static int collect_msgs(struct t_collect *c, const char *buf, char *msg,
			size_t n)
{
	return t_collect_msg(c, "hdparm", "in.txt", buf, strlen(buf), msg, n);
}

/* One timing line of the corpus: device, label, MB, seconds, MB/sec. */
struct hp_expect {
	const char *file;
	int res; /* index among the file's results */
	int run; /* index of its run */
	int n_res, n_runs;
	const char *device;
	const char *job, *test;
	int direct;
	double mb, secs, rate;
	long line;
	const char *command;
};

static const struct hp_expect corpus[] = {
    {"hdparm-bpir3-1.txt", 0, 0, 2, 1, "/dev/nvme0n1", "O_DIRECT cached reads",
     "O_DIRECT cached reads", 1, 942, 2.00, 470.62, 4,
     "hdparm -Tt --direct /dev/nvme0n1"},
    {"hdparm-bpir3-1.txt", 1, 0, 2, 1, "/dev/nvme0n1", "O_DIRECT disk reads",
     "O_DIRECT disk reads", 1, 1890, 3.00, 629.92, 5,
     "hdparm -Tt --direct /dev/nvme0n1"},
    {"hdparm-jpmemo-1.txt", 0, 0, 2, 1, "/dev/sdX", "cached reads",
     "cached reads", 0, 17034, 1.99, 8547.52, 2, NULL},
    {"hdparm-jpmemo-1.txt", 1, 0, 2, 1, "/dev/sdX", "buffered disk reads",
     "buffered disk reads", 0, 3126, 3.00, 1041.95, 3, NULL},
    {"hdparm-lkml-1.txt", 0, 0, 4, 2, "/dev/hda", "buffer-cache reads",
     "cached reads", 0, 128, 3.16, 40.51, 4, "hdparm -tT /dev/hda /dev/hdc"},
    {"hdparm-lkml-1.txt", 1, 0, 4, 2, "/dev/hda", "buffered disk reads",
     "buffered disk reads", 0, 64, 11.84, 5.41, 5,
     "hdparm -tT /dev/hda /dev/hdc"},
    {"hdparm-lkml-1.txt", 2, 1, 4, 2, "/dev/hdc", "buffer-cache reads",
     "cached reads", 0, 128, 3.12, 41.03, 8, "hdparm -tT /dev/hda /dev/hdc"},
    {"hdparm-lkml-1.txt", 3, 1, 4, 2, "/dev/hdc", "buffered disk reads",
     "buffered disk reads", 0, 64, 5.17, 12.38, 9,
     "hdparm -tT /dev/hda /dev/hdc"},
    {"hdparm-multipass-1.txt", 0, 0, 1, 1, "/dev/sda15", "buffered disk reads",
     "buffered disk reads", 0, 98, 0.07, 1378.55, 4,
     "sudo hdparm -t /dev/sda15"},
    {"hdparm-scalacli-1.txt", 0, 0, 2, 1, "/dev/sda", "cached reads",
     "cached reads", 0, 45532, 2.00, 22806.82, 2, NULL},
    {"hdparm-scalacli-1.txt", 1, 0, 2, 1, "/dev/sda", "buffered disk reads",
     "buffered disk reads", 0, 2180, 3.04, 716.07, 3, NULL},
    {"hdparm-ubuntuforum-1.txt", 0, 0, 2, 1, "/dev/hda", "buffer-cache reads",
     "cached reads", 0, 916, 2.00, 457.84, 3, "hdparm -Tt /dev/hda"},
    {"hdparm-ubuntuforum-1.txt", 1, 0, 2, 1, "/dev/hda", "buffered disk reads",
     "buffered disk reads", 0, 14, 3.07, 4.56, 4, "hdparm -Tt /dev/hda"},
};

T_TEST(t_hdparm_corpus_files)
{
	for (size_t i = 0; i < sizeof(corpus) / sizeof(corpus[0]); i++) {
		const struct hp_expect *e = &corpus[i];
		char rel[256];
		struct t_collect c;
		const struct iodb_result *r;
		const struct iodb_run *run;

		snprintf(rel, sizeof(rel), "corpus/hdparm/%s", e->file);
		t_collect_file(&c, "hdparm", t_shared(rel), 0);
		T_INT(c.ret, 0);
		T_INT(c.warnings, 0);
		T_INT(c.n_res, e->n_res);
		T_INT(c.n_runs, e->n_runs);
		if (c.ret || (size_t)e->res >= c.n_res) {
			T_FAIL("%s: result %d missing", e->file, e->res);
			t_collect_free(&c);
			continue;
		}
		r = &c.res[e->res].r;
		T_INT(c.res[e->res].run, e->run);
		run = &c.runs[c.res[e->res].run];
		T_STR(run->format, "hdparm");
		T_STR(run->tool, "hdparm");
		T_STR(run->device, e->device);
		T_STR(run->command, e->command);
		T_STR(r->job, e->job);
		T_STR(r->test, e->test);
		T_INT(r->cond.op, IODB_OP_READ);
		T_INT(r->cond.pattern, IODB_PATTERN_SEQ);
		T_INT(r->cond.direct, e->direct);
		T_INT(r->cond.bs, -1);
		T_DBL(r->io_bytes, e->mb * MiB);
		T_NEAR(r->runtime_ns, e->secs * 1e9, 1e-12);
		T_NEAR(r->bw_bytes, e->rate * MiB, 1e-12);
		T_INT(r->line_from, e->line);
		T_INT(r->line_to, e->line);
		t_collect_free(&c);
	}
}

T_TEST(t_hdparm_corpus_complete)
{
	DIR *d = opendir(t_shared("corpus/hdparm"));
	struct dirent *de;
	int files = 0;

	if (!d) {
		T_FAIL("cannot open %s", t_shared("corpus/hdparm"));
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
			T_FAIL("corpus/hdparm/%s has no expectations",
			       de->d_name);
	}
	closedir(d);
	T_INT(files, 6);
}

/* Runs span their command or header to their last timing line. */
T_TEST(t_hdparm_run_lines)
{
	struct t_collect c;

	t_collect_file(&c, "hdparm",
		       t_shared("corpus/hdparm/hdparm-lkml-1.txt"), 0);
	T_INT(c.n_runs, 2);
	if (c.n_runs == 2) {
		T_INT(c.runs[0].line_from, 1);
		T_INT(c.runs[0].line_to, 5);
		T_INT(c.runs[1].line_from, 7);
		T_INT(c.runs[1].line_to, 9);
	}
	t_collect_free(&c);
}

/* Labels of every version, kB/sec, writes, and a version line. */
T_TEST(t_hdparm_variants)
{
	struct t_collect c;
	const struct iodb_result *r;
	const char *in;

	in = "hdparm v9.65\n\n/dev/sdb:\n"
	     " Timing cached reads:   2 MB in  2.05 seconds = 999.02 kB/sec\n"
	     " Timing buffered disk writes:  64 MB in  3.01 seconds =  21.26 "
	     "MB/sec\n"
	     " Timing O_DIRECT disk writes:  64 MB in  3.01 seconds =  21.26 "
	     "MB/sec\n"
	     "/dev/sdc:\n"
	     "> Timing O_DIRECT cached reads:   814 MB in  2.00 seconds = "
	     "407.45 MB/sec\n";
	t_collect_buf(&c, "hdparm", "in.txt", in, strlen(in), 0);
	T_INT(c.ret, 0);
	T_INT(c.warnings, 0);
	T_INT(c.n_runs, 2);
	T_INT(c.n_res, 4);
	if (c.n_runs == 2) {
		T_STR(c.runs[0].tool_version, "v9.65");
		T_STR(c.runs[0].device, "/dev/sdb");
		T_STR(c.runs[1].device, "/dev/sdc");
		T_INT(c.runs[1].line_from, 7);
	}
	r = t_find(&c, IODB_OP_READ, NULL, "cached reads");
	if (r) {
		T_DBL(r->bw_bytes, 999.02 * 1024);
		T_DBL(r->io_bytes, 2 * MiB);
		T_INT(r->cond.direct, 0);
	}
	r = t_find(&c, IODB_OP_WRITE, NULL, "buffered disk writes");
	if (r)
		T_INT(r->cond.direct, 0);
	r = t_find(&c, IODB_OP_WRITE, NULL, "O_DIRECT disk writes");
	if (r)
		T_INT(r->cond.direct, 1);
	r = t_find(&c, IODB_OP_READ, NULL, "O_DIRECT cached reads");
	if (r) {
		T_INT(r->cond.direct, 1);
		T_DBL(r->bw_bytes, 407.45 * MiB);
	}
	t_collect_free(&c);
}

/* No header: the command's only device; several runs: repeated tests. */
T_TEST(t_hdparm_headerless)
{
	struct t_collect c;
	const char *in =
	    "$ sudo hdparm -t --direct /dev/mmcblk2\n"
	    "Timing O_DIRECT disk reads: 580 MB in  3.00 seconds = 193.31 "
	    "MB/sec\n"
	    "--- /dev/sda ---\n"
	    " Timing O_DIRECT cached reads:   814 MB in  2.00 seconds = "
	    "407.45 MB/sec\n"
	    " Timing O_DIRECT disk reads: 522 MB in  3.00 seconds = 173.82 "
	    "MB/sec\n"
	    " Timing O_DIRECT cached reads:   812 MB in  2.00 seconds = "
	    "405.95 MB/sec\n"
	    " Timing O_DIRECT disk reads: 586 MB in  3.00 seconds = 195.26 "
	    "MB/sec\n";

	t_collect_buf(&c, "hdparm", "in.txt", in, strlen(in), 0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 5);
	T_INT(c.n_runs, 3);
	if (c.n_runs == 3 && c.n_res == 5) {
		T_STR(c.runs[0].device, "/dev/mmcblk2");
		T_STR(c.runs[0].command,
		      "sudo hdparm -t --direct /dev/mmcblk2");
		T_INT(c.runs[0].line_from, 1);
		T_INT(c.res[1].run, 1);
		T_INT(c.res[2].run, 1);
		T_INT(c.res[3].run, 2);
		T_DBL(c.res[4].r.io_bytes, 586 * MiB);
		/* the separator names the device of both runs after it */
		T_STR(c.runs[1].device, "/dev/sda");
		T_STR(c.runs[2].device, "/dev/sda");
	}
	t_collect_free(&c);

	/* several devices on the command line, no headers: unknown device */
	in = "# hdparm -t /dev/sda /dev/sdb\n"
	     " Timing buffered disk reads: 100 MB in  1.00 seconds = 100.00 "
	     "MB/sec\n";
	t_collect_buf(&c, "hdparm", "in.txt", in, strlen(in), 0);
	T_INT(c.n_runs, 1);
	if (c.n_runs == 1)
		T_STR(c.runs[0].device, NULL);
	t_collect_free(&c);
}

/* hdparm's own errors in place of figures, interleaved messages. */
T_TEST(t_hdparm_errors_in_output)
{
	struct t_collect c;
	const char *in =
	    "/dev/sdc:\n"
	    " Timing cached reads:   988 MB in  2.00 seconds = 493.55 "
	    "MB/sec\n"
	    " HDIO_DRIVE_CMD(identify) failed: Inappropriate ioctl for "
	    "device\n"
	    " Timing buffered disk reads: read() hit EOF - device too "
	    "small\n"
	    "/dev/sdd:\n"
	    " Timing buffered disk reads: SG_IO: bad/missing sense data  "
	    "552 MB in  3.00 seconds = 183.97 MB/sec\n"
	    "/dev/sde:\n"
	    " Timing buffered disk reads:\n"
	    " 512 MB in  3.00 seconds = 170.61 MB/sec\n";

	t_collect_buf(&c, "hdparm", "in.txt", in, strlen(in), 1);
	T_INT(c.ret, 0);
	T_INT(c.warnings, 1);
	T_INT(c.n_runs, 3);
	T_INT(c.n_res, 3);
	if (c.n_res == 3) {
		T_STR(c.runs[c.res[1].run].device, "/dev/sdd");
		T_DBL(c.res[1].r.io_bytes, 552 * MiB);
		T_DBL(c.res[1].r.bw_bytes, 183.97 * MiB);
		T_STR(c.runs[c.res[2].run].device, "/dev/sde");
		T_DBL(c.res[2].r.io_bytes, 512 * MiB);
		T_INT(c.res[2].r.line_from, 9);
	}
	t_collect_free(&c);
}

/* A rate the size and time contradict: a warning. */
T_TEST(t_hdparm_rate_disagrees)
{
	struct t_collect c;
	char msg[1024];

	collect_msgs(&c,
		     "/dev/sda:\n Timing buffered disk reads: 300 MB in  3.00 "
		     "seconds = 200.00 MB/sec\n",
		     msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.warnings, 1);
	T_OK(strstr(msg, "in.txt:2:2: warning:") != NULL);
	t_collect_free(&c);
}

T_TEST(t_hdparm_malformed)
{
	static const struct {
		const char *text, *where;
	} cases[] = {
	    /* a cut timing is skipped with a warning at its place; with
	     * nothing else the source fails */
	    {"/dev/sda:\n Timing cached reads:   17034 MB in",
	     "in.txt:2:36: warning: expected a time"},
	    {"/dev/sda:\n Timing cached reads:   17034 MB in  1.99 "
	     "seconds",
	     "in.txt:2:"},
	    {"/dev/sda:\n Timing cached reads:   17034 MB in  1.99 "
	     "seconds = ",
	     "in.txt:2:"},
	    {"/dev/sda:\n Timing cached reads:   17034 MB in  1.99 "
	     "seconds = 8547.52",
	     "in.txt:2:"},
	    {"/dev/sda:\n Timing cached reads:   17034 GB in  1.99 "
	     "seconds = 8547.52 MB/sec",
	     "in.txt:2:"},
	    {"/dev/sda:\n Timing cached reads:   17034 MB at  1.99 "
	     "seconds = 8547.52 MB/sec",
	     "in.txt:2:"},
	    {"/dev/sda:\n", "in.txt: error: expected hdparm timings"},
	    {"", "in.txt: error: expected hdparm timings"},
	    {"/dev/sda:\n Timing cached reads: oops\n",
	     "in.txt: error: expected hdparm timings"},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct t_collect c;
		char msg[2048];

		collect_msgs(&c, cases[i].text, msg, sizeof(msg));
		if (c.ret >= 0)
			T_FAIL("case %zu accepted", i);
		T_INT(c.errors, 1);
		if (!strstr(msg, cases[i].where))
			T_FAIL("case %zu: '%s' not in '%s'", i, cases[i].where,
			       msg);
		T_INT(c.n_runs, 0);
		t_collect_free(&c);
	}
}

/* A paste cut inside the second device's timing: the first device's
 * timing imports, the cut one is skipped with a warning naming its place;
 * a rate whose unit was cut ("1.21 MB/") is still hdparm's MB/sec. */
T_TEST(t_hdparm_cut_timing)
{
	static const char text[] =
	    "/dev/sda:\n"
	    " Timing cached reads:   2 MB in  2.00 seconds = 1.00 MB/sec\n"
	    "/dev/sdb:\n"
	    " Timing buffered disk reads:   6 MB in  4.98 seconds =   1.21 "
	    "MB/\n"
	    "/dev/sdc:\n"
	    " Timing cached reads:   2 MB in";
	struct t_collect c;
	char msg[2048];

	collect_msgs(&c, text, msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.n_res, 2);
	T_INT(c.warnings, 2);
	T_OK(strstr(msg, "in.txt:6:32: warning: expected a time") != NULL);
	if (c.n_res == 2) {
		T_DBL(c.res[0].r.bw_bytes, 1.00 * 1048576);
		T_DBL(c.res[1].r.bw_bytes, 1.21 * 1048576);
		T_DBL(c.res[1].r.io_bytes, 6.0 * 1048576);
		T_DBL(c.res[1].r.runtime_ns, 4.98e9);
	}
	t_collect_free(&c);
}

T_TEST(t_hdparm_truncated_everywhere)
{
	const char *files[] = {"corpus/hdparm/hdparm-lkml-1.txt",
			       "corpus/hdparm/hdparm-bpir3-1.txt"};

	for (size_t f = 0; f < sizeof(files) / sizeof(files[0]); f++) {
		size_t len;
		char *buf = t_read_file(t_shared(files[f]), &len);

		if (!buf) {
			T_FAIL("cannot read %s", files[f]);
			continue;
		}
		for (size_t n = 0; n <= len; n++) {
			struct t_collect c;
			char *copy = malloc(n ? n : 1);

			memcpy(copy, buf, n);
			t_collect_buf(&c, "hdparm", "cut", copy, n, 1);
			for (size_t i = 0; i < c.n_res; i++)
				T_OK(c.res[i].r.bw_bytes > 0);
			t_collect_free(&c);
			free(copy);
		}
		free(buf);
	}
}

T_TEST(t_hdparm_detect)
{
	const struct ingest_format *hp = ingest_find("hdparm");
	char rel[512];

	T_OK(hp != NULL);
	if (!hp)
		return;
	for (size_t i = 0; i < sizeof(corpus) / sizeof(corpus[0]); i++) {
		size_t len;
		char *buf;
		const struct ingest_format *f;

		snprintf(rel, sizeof(rel), "corpus/hdparm/%s", corpus[i].file);
		buf = t_read_file(t_shared(rel), &len);
		if (!buf) {
			T_FAIL("cannot read %s", rel);
			continue;
		}
		T_INT(hp->probe(buf, len), 90);
		f = ingest_detect(buf, len, NULL);
		if (f != hp)
			T_FAIL("%s detected as %s", rel, f ? f->name : "none");
		free(buf);
	}
	t_probe_refuses_corpus("hdparm", "hdparm", 0);
}

/*
 * The samples made here by samples/hdparm/make.sh: each timing line's MB,
 * seconds and rate as the file prints them.
 */
T_TEST(t_hdparm_samples)
{
	DIR *d = opendir("samples/hdparm");
	struct dirent *de;
	int files = 0;

	if (!d) {
		t_skip("no samples/hdparm (run samples/hdparm/make.sh)");
		return;
	}
	while ((de = readdir(d))) {
		char path[512], *buf, *p;
		size_t len, n = strlen(de->d_name), k = 0;
		struct t_collect c;

		if (n < 5 || strcmp(de->d_name + n - 4, ".txt"))
			continue;
		snprintf(path, sizeof(path), "samples/hdparm/%s", de->d_name);
		buf = t_read_file(path, &len);
		if (!buf) {
			T_FAIL("cannot read %s", path);
			continue;
		}
		files++;
		t_collect_file(&c, NULL, path, 0);
		T_INT(c.ret, 0);
		for (p = strstr(buf, "Timing "); p;
		     p = strstr(p + 1, "Timing ")) {
			double mb, secs, rate;
			const char *colon = strchr(p, ':');

			if (!colon ||
			    sscanf(colon + 1,
				   "%lf MB in %lf seconds = %lf MB/sec", &mb,
				   &secs, &rate) != 3)
				continue;
			if (k >= c.n_res) {
				T_FAIL("%s: more timings than results", path);
				break;
			}
			T_DBL(c.res[k].r.io_bytes, mb * MiB);
			T_NEAR(c.res[k].r.runtime_ns, secs * 1e9, 1e-12);
			T_NEAR(c.res[k].r.bw_bytes, rate * MiB, 1e-12);
			k++;
		}
		T_INT(k, c.n_res);
		T_OK(k > 0);
		if (c.n_runs)
			T_STR(c.runs[0].format, "hdparm");
		t_collect_free(&c);
		free(buf);
	}
	closedir(d);
	if (!files)
		t_skip("samples/hdparm has no .txt "
		       "(run samples/hdparm/make.sh)");
}

/* One expected result of a paste: its run's device and its figures. */
struct hp_want {
	const char *device; /* NULL: unknown */
	const char *test;
	int direct;
	double mb, secs, rate; /* MB = 2^20 bytes, rate in MB/sec */
};

struct hp_paste {
	const char *name;
	const char *text;
	int n_runs, warnings;
	int n_res;
	struct hp_want want[6];
};

static void check_pastes(const struct hp_paste *cases, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		const struct hp_paste *e = &cases[i];
		const struct ingest_format *f;
		struct t_collect c;

		t_collect_buf(&c, "hdparm", "in.txt", e->text, strlen(e->text),
			      1);
		if (c.ret || (int)c.n_res != e->n_res ||
		    (int)c.n_runs != e->n_runs ||
		    (int)c.warnings != e->warnings) {
			T_FAIL("%s: ret %d, %zu runs %zu results %u warnings",
			       e->name, c.ret, c.n_runs, c.n_res, c.warnings);
			t_collect_free(&c);
			continue;
		}
		for (int k = 0; k < e->n_res; k++) {
			const struct hp_want *w = &e->want[k];
			const struct iodb_result *r = &c.res[k].r;
			const char *dev = c.runs[c.res[k].run].device;

			if ((dev == NULL) != (w->device == NULL) ||
			    (dev && strcmp(dev, w->device)) ||
			    strcmp(r->test, w->test) ||
			    r->cond.direct != w->direct ||
			    r->io_bytes != w->mb * MiB ||
			    fabs(r->runtime_ns - w->secs * 1e9) > 1 ||
			    fabs(r->bw_bytes - w->rate * MiB) > 1e-6)
				T_FAIL("%s: result %d: %s %s direct %d %.0f B "
				       "%.0f ns %.3f B/s",
				       e->name, k, dev ? dev : "(null)",
				       r->test, r->cond.direct, r->io_bytes,
				       r->runtime_ns, r->bw_bytes);
		}
		f = ingest_detect(e->text, strlen(e->text), NULL);
		if (!f || strcmp(f->name, "hdparm"))
			T_FAIL("%s: detected as %s", e->name,
			       f ? f->name : "none");
		t_collect_free(&c);
	}
}

#define CR  "cached reads"
#define BDR "buffered disk reads"
#define ODR "O_DIRECT disk reads"

/* Line structure lost, separators, repeats, partial pastes. */
T_TEST(t_hdparm_pastes)
{
	static const struct hp_paste cases[] = {
	    {"flattened",
	     "/dev/sda: Timing cached reads: 2000 MB in 2.00 seconds = "
	     "1000.00 MB/sec Timing buffered disk reads: 300 MB in 3.01 "
	     "seconds = 99.67 MB/sec\n",
	     1,
	     0,
	     2,
	     {{"/dev/sda", CR, 0, 2000, 2.00, 1000.00},
	      {"/dev/sda", BDR, 0, 300, 3.01, 99.67}}},
	    {"flattened with command",
	     "$ sudo hdparm -tT --direct /dev/nvme0n1 /dev/nvme0n1: Timing "
	     "O_DIRECT cached reads: 942 MB in 2.00 seconds = 470.62 MB/sec "
	     "Timing O_DIRECT disk reads: 1890 MB in 3.00 seconds = 629.92 "
	     "MB/sec\n",
	     1,
	     0,
	     2,
	     {{"/dev/nvme0n1", "O_DIRECT cached reads", 1, 942, 2.00, 470.62},
	      {"/dev/nvme0n1", ODR, 1, 1890, 3.00, 629.92}}},
	    {"two devices flattened",
	     "/dev/sda: Timing buffered disk reads: 300 MB in 3.01 seconds = "
	     "99.67 MB/sec /dev/sdb: Timing buffered disk reads: 1600 MB in "
	     "3.00 seconds = 533.23 MB/sec\n",
	     2,
	     0,
	     2,
	     {{"/dev/sda", BDR, 0, 300, 3.01, 99.67},
	      {"/dev/sdb", BDR, 0, 1600, 3.00, 533.23}}},
	    {"separators",
	     "=== /dev/sdb ===\n Timing buffered disk reads: 1600 MB in  3.00 "
	     "seconds = 533.23 MB/sec\n==> /dev/nvme0n1 <==\n Timing "
	     "O_DIRECT disk reads: 6000 MB in  3.00 seconds = 1999.87 "
	     "MB/sec\n",
	     2,
	     0,
	     2,
	     {{"/dev/sdb", BDR, 0, 1600, 3.00, 533.23},
	      {"/dev/nvme0n1", ODR, 1, 6000, 3.00, 1999.87}}},
	    /* the comment marker peeled by normalization leaves a command */
	    {"command names the device",
	     "hdparm -tT /dev/sdc\n Timing cached reads:   17034 MB in  1.99 "
	     "seconds = 8547.52 MB/sec\n Timing buffered disk reads: 3126 MB "
	     "in  3.00 seconds = 1041.95 MB/sec\n",
	     1,
	     0,
	     2,
	     {{"/dev/sdc", CR, 0, 17034, 1.99, 8547.52},
	      {"/dev/sdc", BDR, 0, 3126, 3.00, 1041.95}}},
	    /* the same device three times: three results, three runs */
	    {"repeats",
	     "$ sudo hdparm -t /dev/sda\n\n/dev/sda:\n Timing buffered disk "
	     "reads: 300 MB in  3.01 seconds =  99.67 MB/sec\n Timing "
	     "buffered disk reads: 302 MB in  3.00 seconds = 100.52 MB/sec\n"
	     " Timing buffered disk reads: 298 MB in  3.01 seconds =  99.01 "
	     "MB/sec\n",
	     3,
	     0,
	     3,
	     {{"/dev/sda", BDR, 0, 300, 3.01, 99.67},
	      {"/dev/sda", BDR, 0, 302, 3.00, 100.52},
	      {"/dev/sda", BDR, 0, 298, 3.01, 99.01}}},
	    /* timings without any device: imported, device unknown, warned */
	    {"partial",
	     " Timing cached reads:   2000 MB in  2.00 seconds = 1000.00 "
	     "MB/sec\n Timing buffered disk reads: 300 MB in  3.01 seconds = "
	     " 99.67 MB/sec\n",
	     1,
	     1,
	     2,
	     {{NULL, CR, 0, 2000, 2.00, 1000.00},
	      {NULL, BDR, 0, 300, 3.01, 99.67}}},
	    /* hdparm -t's warnings between the lines are no figures */
	    {"ioctl warnings",
	     "\n/dev/mmcblk0:\n HDIO_DRIVE_CMD(identify) failed: Invalid "
	     "argument\n HDIO_DRIVE_CMD(null) (wait for flush complete) "
	     "failed: Inappropriate ioctl for device\n Timing buffered disk "
	     "reads:  66 MB in  3.04 seconds =  21.71 MB/sec\n "
	     "HDIO_DRIVE_CMD(null) (wait for flush complete) failed: "
	     "Inappropriate ioctl for device\n",
	     1,
	     0,
	     1,
	     {{"/dev/mmcblk0", BDR, 0, 66, 3.04, 21.71}}},
	    {"decimal commas",
	     "/dev/sda:\n Timing cached reads:   2000 MB in  2,00 seconds = "
	     "1000,00 MB/sec\n Timing buffered disk reads: 300 MB in  3,01 "
	     "seconds =  99,67 MB/sec\n",
	     1,
	     0,
	     2,
	     {{"/dev/sda", CR, 0, 2000, 2.00, 1000.00},
	      {"/dev/sda", BDR, 0, 300, 3.01, 99.67}}},
	    /* wide blanks between a cached and a disk timing: one run */
	    {"flattened, wide",
	     "/dev/sda:\n Timing cached reads: 2000 MB in 2.00 seconds = "
	     "1000.00 MB/sec      Timing buffered disk reads: 300 MB in 3.01 "
	     "seconds = 99.67 MB/sec\n",
	     1,
	     0,
	     2,
	     {{"/dev/sda", CR, 0, 2000, 2.00, 1000.00},
	      {"/dev/sda", BDR, 0, 300, 3.01, 99.67}}},
	    /* two runs printed side by side: one run per column */
	    {"columns",
	     "/dev/sda:                                   /dev/sdb:\n"
	     " Timing cached reads: 2000 MB in 2.00 seconds = 1000.00 MB/sec"
	     "    Timing cached reads: 2100 MB in 2.00 seconds = 1049.80 "
	     "MB/sec\n Timing buffered disk reads: 300 MB in 3.01 seconds = "
	     "99.67 MB/sec    Timing buffered disk reads: 1600 MB in 3.00 "
	     "seconds = 533.23 MB/sec\n",
	     2,
	     0,
	     4,
	     {{"/dev/sda", CR, 0, 2000, 2.00, 1000.00},
	      {"/dev/sda", BDR, 0, 300, 3.01, 99.67},
	      {"/dev/sdb", CR, 0, 2100, 2.00, 1049.80},
	      {"/dev/sdb", BDR, 0, 1600, 3.00, 533.23}}},
	};

	check_pastes(cases, sizeof(cases) / sizeof(cases[0]));
}

/* Columns that do not line up are not guessed at. */
T_TEST(t_hdparm_columns_refused)
{
	struct t_collect c;
	char msg[1024];
	const char *in =
	    "/dev/sda:          /dev/sdb:          /dev/sdc:\n"
	    " Timing cached reads: 2000 MB in 2.00 seconds = 1000.00 MB/sec"
	    "    Timing cached reads: 2100 MB in 2.00 seconds = 1049.80 "
	    "MB/sec\n";

	collect_msgs(&c, in, msg, sizeof(msg));
	T_OK(c.ret < 0);
	T_INT(c.n_res, 0);
	T_OK(strstr(msg, "in.txt:2:2: warning: 2 timings side by side under "
			 "3 device columns") != NULL);
	t_collect_free(&c);
}

/* Each command belongs to the output after it, never to the one before. */
T_TEST(t_hdparm_command_after_output)
{
	static const char in[] =
	    "[root@localhost ~]# hdparm -t /dev/sda\n"
	    "/dev/sda:\n"
	    "Timing buffered disk reads: 306 MB in 3.01 seconds = 101.50 "
	    "MB/sec\n"
	    "[root@localhost ~]# hdparm -t --direct /dev/sdb\n"
	    "/dev/sdb:\n"
	    "Timing O_DIRECT disk reads: 412 MB in 3.00 seconds = 137.20 "
	    "MB/sec\n";
	struct t_collect c;

	t_collect_buf(&c, "hdparm", "in.txt", in, strlen(in), 1);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 2);
	T_INT(c.n_res, 2);
	if (c.n_runs == 2 && c.n_res == 2) {
		T_STR(c.runs[0].command, "hdparm -t /dev/sda");
		T_STR(c.runs[0].device, "/dev/sda");
		T_INT(c.res[0].r.cond.direct, 0);
		T_DBL(c.res[0].r.bw_bytes, 101.50 * MiB);
		T_STR(c.runs[1].command, "hdparm -t --direct /dev/sdb");
		T_STR(c.runs[1].device, "/dev/sdb");
		T_INT(c.res[1].r.cond.direct, 1);
		T_DBL(c.res[1].r.bw_bytes, 137.20 * MiB);
	}
	t_collect_free(&c);
}

/* Side by side, a long figure leaves two blanks before the next column. */
T_TEST(t_hdparm_columns_two_blanks)
{
	static const char in[] =
	    "/dev/sda:                                 /dev/sdb:\n"
	    " Timing cached reads:   20454 MB in  1.99 seconds = 10285.61 "
	    "MB/sec    Timing cached reads:   20210 MB in  1.99 seconds = "
	    "10163.02 MB/sec\n"
	    " Timing buffered disk reads: 1536 MB in  3.00 seconds = 511.81 "
	    "MB/sec  Timing buffered disk reads: 606 MB in  3.01 seconds = "
	    "201.46 MB/sec\n";
	struct t_collect c;

	t_collect_buf(&c, "hdparm", "in.txt", in, strlen(in), 1);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 2);
	T_INT(c.n_res, 4);
	T_INT(c.warnings, 0);
	for (size_t i = 0; i < c.n_res; i++) {
		const struct t_result *r = &c.res[i];
		const char *dev = c.runs[r->run].device;

		T_OK(dev != NULL);
		if (!dev)
			continue;
		if (r->r.runtime_ns == 3.00e9)
			T_STR(dev, "/dev/sda");
		if (r->r.runtime_ns == 3.01e9)
			T_STR(dev, "/dev/sdb");
	}
	T_DBL(t_find(&c, IODB_OP_READ, "buffered disk reads", NULL)->bw_bytes,
	      511.81 * MiB);
	t_collect_free(&c);
}

/*
 * hdparm --offset prints "Timing buffered disk reads (offset 37 GB): ...":
 * the same timing, at an offset of 37 GiB (hdparm's GB there is 2^30).
 */
T_TEST(t_hdparm_offset)
{
	static const char in[] =
	    "hdparm -t --offset 37 /dev/sdb\n"
	    "/dev/sdb:\n"
	    " Timing buffered disk reads (offset 37 GB):  80 MB in  3.05 "
	    "seconds =  26.26 MB/sec\n"
	    "\n"
	    "# hdparm -t --direct --offset 1800 /dev/sdc\n"
	    "/dev/sdc:\n"
	    " Timing O_DIRECT disk reads (offset 1800 GB): 296 MB in  3.01 "
	    "seconds =  98.38 MB/sec\n";
	struct t_collect c;
	char msg[2048];

	collect_msgs(&c, in, msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.warnings, 0);
	T_INT(c.n_res, 2);
	if (c.n_res == 2 && c.n_runs == 2) {
		T_STR(c.runs[0].device, "/dev/sdb");
		T_STR(c.res[0].r.job, "buffered disk reads");
		T_INT(c.res[0].r.cond.direct, 0);
		T_DBL(c.res[0].r.io_bytes, 80 * MiB);
		T_DBL(c.res[0].r.runtime_ns, 3.05e9);
		T_DBL(c.res[0].r.bw_bytes, 26.26 * MiB);
		T_DBL(t_extra(&c.res[0].r, "offset_bytes"), 37 * 1073741824.0);
		T_STR(c.runs[1].device, "/dev/sdc");
		T_STR(c.res[1].r.test, "O_DIRECT disk reads");
		T_INT(c.res[1].r.cond.direct, 1);
		T_DBL(c.res[1].r.bw_bytes, 98.38 * MiB);
		T_DBL(t_extra(&c.res[1].r, "offset_bytes"),
		      1800 * 1073741824.0);
	}
	t_collect_free(&c);
}

/*
 * hdparm's output and then dd's in one block (no blank line between),
 * each after its command: the block is split at dd's command, and both
 * tools' results import.
 */
T_TEST(t_hdparm_then_dd_one_block)
{
	static const char text[] =
	    "$ sudo hdparm -t /dev/sdb\n"
	    "/dev/sdb:\n"
	    " Timing buffered disk reads: 640 MB in  3.00 seconds = 213.17 "
	    "MB/sec\n"
	    "$ dd if=/dev/zero of=/mnt/b/t bs=1M count=256 oflag=direct\n"
	    "256+0 records in\n"
	    "256+0 records out\n"
	    "268435456 bytes (268 MB, 256 MiB) copied, 1.40512 s, 191 MB/s\n";
	struct t_collect c;
	int hd = 0, dd = 0;

	T_INT(t_collect_buf(&c, NULL, "two.txt", text, sizeof(text) - 1, 0), 0);
	T_INT(c.n_res, 2);
	for (size_t i = 0; i < c.n_res; i++) {
		const struct iodb_result *r = &c.res[i].r;

		if (r->io_bytes == 640 * 1048576.0) {
			hd++;
			T_NEAR(r->bw_bytes, 213.17 * 1048576, 1e-12);
		} else if (r->io_bytes == 268435456.0) {
			dd++;
			T_INT(r->cond.op, IODB_OP_WRITE);
			T_NEAR(r->runtime_ns, 1.40512e9, 1e-12);
		}
	}
	T_INT(hd, 1);
	T_INT(dd, 1);
	t_collect_free(&c);
}

/* A mail client wrapped each timing before the end of its rate (the
 * unit, or "seconds = ... MB/sec", on the next line, quoted): joined. */
T_TEST(t_hdparm_mail_wrapped_rate)
{
	static const char text[] =
	    "> /dev/sda:\n"
	    ">  Timing cached reads:   24578 MB in  1.99 seconds = 12352.84\n"
	    "> MB/sec\n"
	    ">  Timing buffered disk reads: 1580 MB in  3.00\n"
	    "> seconds = 526.58 MB/sec\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, NULL, "mail.txt", text, sizeof(text) - 1, 1),
	      0);
	T_INT(c.n_res, 2);
	T_INT(c.warnings, 0);
	if (c.n_res == 2) {
		T_DBL(c.res[0].r.bw_bytes, 12352.84 * 1048576);
		T_DBL(c.res[0].r.io_bytes, 24578.0 * 1048576);
		T_DBL(c.res[1].r.bw_bytes, 526.58 * 1048576);
		T_DBL(c.res[1].r.runtime_ns, 3e9);
	}
	t_collect_free(&c);
}

/*
 * BusyBox's hdparm prints "= N kB/s" (an integer, kB = 1024) after a time
 * whose hundredths are cut, not rounded: 524 MB read in 0.509 s prints
 * "0.50 seconds = 1054187 kB/s", which fits, while a rate no cut time
 * explains still warns.
 */
T_TEST(t_hdparm_busybox_kbs)
{
	static const char text[] =
	    "/dev/sda:\n"
	    "Timing buffer-cache reads:   524 MB in 0.50 seconds = 1054187 "
	    "kB/s\n"
	    "Timing buffered disk reads:  358 MB in 3.00 seconds = 122132 "
	    "kB/s\n";
	static const char wrong[] =
	    "/dev/sda:\n"
	    "Timing buffer-cache reads:   524 MB in 0.50 seconds = 1040000 "
	    "kB/s\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, NULL, "bb.txt", text, sizeof(text) - 1, 1), 0);
	T_INT(c.n_res, 2);
	T_INT(c.warnings, 0);
	if (c.n_res == 2) {
		T_DBL(c.res[0].r.bw_bytes, 1054187.0 * 1024);
		T_DBL(c.res[0].r.io_bytes, 524.0 * 1048576);
		T_DBL(c.res[0].r.runtime_ns, 0.5e9);
		T_DBL(c.res[1].r.bw_bytes, 122132.0 * 1024);
	}
	t_collect_free(&c);
	T_INT(t_collect_buf(&c, NULL, "bb.txt", wrong, sizeof(wrong) - 1, 1),
	      0);
	T_INT(c.warnings, 1);
	t_collect_free(&c);
}

/*
 * A root prompt before a command other than the tool's ("# dmesg | grep
 * sd", "# cat /proc/mdstat") is no Markdown heading: it labels nothing.
 * "# Cache test" above still does.
 */
T_TEST(t_hdparm_root_shell_line_no_label)
{
	static const char text[] =
	    "Both disks are found:\n"
	    "\n"
	    "# dmesg | grep sd\n"
	    "[    1.12] sd 0:0:0:0: Attached scsi generic sg0 type 0\n"
	    "# cat /proc/partitions\n"
	    "   8        0  244198584 sda\n"
	    "\n"
	    "And the speed looks right:\n"
	    "\n"
	    "# hdparm -t /dev/sda\n"
	    "\n"
	    "/dev/sda:\n"
	    " Timing buffered disk reads: 358 MB in  3.00 seconds = 119.20 "
	    "MB/sec\n"
	    "\n"
	    "# Cache test\n"
	    "\n"
	    "/dev/sdb:\n"
	    " Timing buffered disk reads: 374 MB in  3.00 seconds = 124.64 "
	    "MB/sec\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, NULL, "post.md", text, sizeof(text) - 1, 1), 0);
	T_INT(c.n_runs, 2);
	if (c.n_runs == 2) {
		T_STR(c.runs[0].label, NULL);
		T_STR(c.runs[0].device, "/dev/sda");
		/* "# Cache test", a Markdown heading of topic words:
		 * no system */
		T_STR(c.runs[1].label, NULL);
	}
	if (c.n_res == 2)
		T_DBL(c.res[0].r.bw_bytes, 119.20 * 1048576);
	t_collect_free(&c);
}

/*
 * A caption above the outputs ("BEFORE:", a kernel version alone) labels
 * the runs below it, repeats included, up to the next caption; a sentence
 * ending in ':' labels nothing.
 */
T_TEST(t_hdparm_caption_labels_runs)
{
	static const char text[] =
	    "2.4.17\n"
	    "\n"
	    "/dev/hda:\n"
	    " Timing buffered disk reads:  64 MB in  3.95 seconds = 16.20 "
	    "MB/sec\n"
	    " Timing buffered disk reads:  64 MB in  4.05 seconds = 15.80 "
	    "MB/sec\n"
	    "\n"
	    "AFTER:\n"
	    "/dev/hda:\n"
	    " Timing buffered disk reads:  64 MB in  1.57 seconds = 40.72 "
	    "MB/sec\n"
	    "\n"
	    "This is what i get with my old disk:\n"
	    "/dev/hdc:\n"
	    " Timing buffered disk reads:  64 MB in  2.47 seconds = 25.91 "
	    "MB/sec\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, "hdparm", "cap.txt", text, sizeof(text) - 1, 1),
	      0);
	T_INT(c.n_runs, 4);
	if (c.n_runs == 4) {
		T_STR(c.runs[0].label, "2.4.17");
		T_STR(c.runs[1].label, "2.4.17");
		T_STR(c.runs[2].label, "AFTER");
		T_STR(c.runs[3].label, NULL);
	}
	if (c.n_res == 4)
		T_DBL(c.res[2].r.bw_bytes, 40.72 * 1048576);
	t_collect_free(&c);
}

/* A sentence introducing the output names its drive ("This is what i get
 * with a Maxtor 6Y120L0 (2MB cache):"): the model labels the run; a
 * sentence naming none labels nothing. */
T_TEST(t_hdparm_sentence_names_drive)
{
	static const char text[] =
	    "When running hdparm -tT I get the following:\n"
	    "\n"
	    "/dev/hda:\n"
	    " Timing buffered disk reads:  64 MB in  2.46 seconds = 26.02 "
	    "MB/sec\n"
	    "\n"
	    "This is what i get with a Maxtor 6Y120L0 (2MB cache):\n"
	    "\n"
	    "/dev/hda:\n"
	    " Timing buffered disk reads:  140 MB in  3.02 seconds =  46.40 "
	    "MB/sec\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, "hdparm", "s.txt", text, sizeof(text) - 1, 1),
	      0);
	T_INT(c.n_runs, 2);
	if (c.n_runs == 2) {
		T_STR(c.runs[0].label, NULL);
		T_STR(c.runs[1].label, "Maxtor 6Y120L0");
	}
	t_collect_free(&c);
}

/*
 * Outputs of hdparm runs printed at the same time: headers one under the
 * other, then the timings (which device each is cannot be told: device
 * unknown, a run each, one warning); the block ends once each device
 * printed its timings, and the next header is read as usual.  Under a
 * command running hdparm at once on two drives, a first drive that
 * printed all its command asks for before the second header keeps its
 * device, and so does the second; "2>&1" and "&&" run nothing at once.
 */
T_TEST(t_hdparm_interleaved_outputs)
{
	static const char headers[] =
	    "/dev/sda:\n"
	    "/dev/sdb:\n"
	    " Timing buffered disk reads: 554 MB in  3.01 seconds = 184.12 "
	    "MB/sec\n"
	    " Timing buffered disk reads: 1632 MB in  3.00 seconds = 543.78 "
	    "MB/sec\n"
	    "/dev/sdc:\n"
	    " Timing buffered disk reads: 480 MB in  3.00 seconds = 159.84 "
	    "MB/sec\n";
	static const char done[] =
	    "# for d in sda sdb; do hdparm -tT /dev/$d & done\n"
	    "/dev/sda:\n"
	    " Timing cached reads:   18830 MB in  1.99 seconds = 9462.91 "
	    "MB/sec\n"
	    " Timing buffered disk reads: 1632 MB in  3.00 seconds = 543.78 "
	    "MB/sec\n"
	    "/dev/sdb:\n"
	    " Timing cached reads:   18652 MB in  1.99 seconds = 9373.28 "
	    "MB/sec\n"
	    " Timing buffered disk reads: 554 MB in  3.01 seconds = 184.12 "
	    "MB/sec\n";
	static const char failed[] =
	    "# hdparm -t /dev/sda /dev/sdb\n"
	    "/dev/sda:\n"
	    " HDIO_DRIVE_CMD(identify) failed: Invalid argument\n"
	    "\n"
	    "/dev/sdb:\n"
	    " Timing buffered disk reads: 554 MB in  3.01 seconds = 184.12 "
	    "MB/sec\n";
	static const char seq[] =
	    "# hdparm -T /dev/sda 2>&1 && hdparm -T /dev/sdb\n"
	    "/dev/sda:\n"
	    " Timing cached reads:   18830 MB in  1.99 seconds = 9462.91 "
	    "MB/sec\n"
	    "/dev/sdb:\n"
	    " Timing cached reads:   18652 MB in  1.99 seconds = 9373.28 "
	    "MB/sec\n";
	struct t_collect c;
	char msg[1024];

	collect_msgs(&c, headers, msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 3);
	T_INT(c.n_res, 3);
	T_INT(c.warnings, 1);
	T_OK(strstr(msg, "in.txt:3:2: warning: the lines of hdparm runs "
			 "printed at the same time interleave (/dev/sda, "
			 "/dev/sdb)") != NULL);
	if (c.n_runs == 3 && c.n_res == 3) {
		T_STR(c.runs[0].device, NULL);
		T_STR(c.runs[1].device, NULL);
		T_STR(c.runs[2].device, "/dev/sdc");
		T_DBL(c.res[1].r.bw_bytes, 543.78 * MiB);
		T_DBL(c.res[2].r.bw_bytes, 159.84 * MiB);
	}
	t_collect_free(&c);

	collect_msgs(&c, done, msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 2);
	T_INT(c.warnings, 0);
	if (c.n_runs == 2 && c.n_res == 4) {
		T_STR(c.runs[0].device, "/dev/sda");
		T_STR(c.runs[1].device, "/dev/sdb");
		T_DBL(c.res[3].r.bw_bytes, 184.12 * MiB);
	}
	t_collect_free(&c);

	/* a message under the first header is its output: one run after
	 * another, not at once */
	collect_msgs(&c, failed, msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.warnings, 0);
	T_INT(c.n_runs, 1);
	if (c.n_runs == 1)
		T_STR(c.runs[0].device, "/dev/sdb");
	t_collect_free(&c);

	collect_msgs(&c, seq, msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.warnings, 0);
	if (c.n_runs == 2) {
		T_STR(c.runs[0].device, "/dev/sda");
		T_STR(c.runs[1].device, "/dev/sdb");
	}
	t_collect_free(&c);
}

/*
 * Outputs side by side: names side by side just above the columns label
 * them (a caption over all labels all); a line holding one column's
 * timing goes to the column it starts under.
 */
T_TEST(t_hdparm_columns_labels_and_short_line)
{
	static const char in[] =
	    "Fast disk:                      Slow disk:\n"
	    "/dev/sda:                       /dev/sdb:\n"
	    " Timing cached reads: 2000 MB in 2.00 seconds = 1000.00 MB/sec"
	    "    Timing cached reads: 2100 MB in 2.00 seconds = 1049.80 "
	    "MB/sec\n"
	    " Timing buffered disk reads: 300 MB in 3.00 seconds = 100.00 "
	    "MB/sec\n"
	    "\n"
	    "Old board, SATA2:\n"
	    "/dev/sdc:                       /dev/sdd:\n"
	    " Timing cached reads: 2000 MB in 2.00 seconds = 1000.00 MB/sec"
	    "    Timing cached reads: 2100 MB in 2.00 seconds = 1049.80 "
	    "MB/sec\n";
	struct t_collect c;
	char msg[1024];

	collect_msgs(&c, in, msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.warnings, 0);
	T_INT(c.n_runs, 4);
	T_INT(c.n_res, 5);
	if (c.n_runs == 4 && c.n_res == 5) {
		T_STR(c.runs[0].label, "Fast disk");
		T_STR(c.runs[0].device, "/dev/sda");
		T_STR(c.runs[1].label, "Slow disk");
		T_STR(c.runs[1].device, "/dev/sdb");
		T_INT(c.res[1].run, 0);
		T_DBL(c.res[1].r.bw_bytes, 100.00 * MiB);
		T_STR(c.runs[2].label, "Old board, SATA2");
		T_STR(c.runs[3].label, "Old board, SATA2");
		T_STR(c.runs[3].device, "/dev/sdd");
	}
	t_collect_free(&c);
}

/*
 * hdparm prints a label, measures, then prints the figures: runs started
 * at once put one's label before the other's figures.  Labels of one test
 * get their figures (device unknown); figures that may be either of two
 * tests are skipped with a warning, never given to the label before them.
 * Outside such outputs, a label alone waits over blank lines only.
 */
T_TEST(t_hdparm_interleaved_labels_and_figures)
{
	static const char two_tests[] =
	    "$ hdparm -T /dev/sda & hdparm -t /dev/sdb\n"
	    "/dev/sda:\n"
	    "/dev/sdb:\n"
	    " Timing cached reads:    Timing buffered disk reads: 14000 MB in "
	    " 2.00 seconds = 7005.12 MB/sec\n"
	    "316 MB in  3.01 seconds = 104.87 MB/sec\n"
	    "$ hdparm -t /dev/sdc\n"
	    "/dev/sdc:\n"
	    " Timing buffered disk reads:\n"
	    "\n"
	    "480 MB in  3.00 seconds = 159.84 MB/sec\n"
	    " Timing cached reads:\n"
	    " Timing buffered disk reads: 482 MB in  3.00 seconds = 160.50 "
	    "MB/sec\n";
	struct t_collect c;
	char msg[2048];

	collect_msgs(&c, two_tests, msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.n_res, 2);
	T_INT(c.warnings, 3);
	T_OK(strstr(msg,
		    "in.txt:4:53: warning: figures after 'Timing "
		    "buffered disk reads' may be those of another") != NULL);
	T_OK(strstr(msg, "in.txt:5:1: warning: figures of one of the timings "
			 "printed at the same time") != NULL);
	T_OK(strstr(msg, "in.txt:11:2: warning: no figures for 'Timing "
			 "cached reads'") != NULL);
	if (c.n_res == 2 && c.n_runs == 2) {
		T_STR(c.runs[c.res[0].run].device, "/dev/sdc");
		T_DBL(c.res[0].r.bw_bytes, 159.84 * MiB);
		T_INT(c.res[0].r.line_from, 10);
		T_DBL(c.res[1].r.bw_bytes, 160.50 * MiB);
	}
	t_collect_free(&c);
}

/*
 * A device line a person rewrote to name the drive gives the device and
 * the label; one naming nothing but a sentence gives neither label.
 */
T_TEST(t_hdparm_device_named_header)
{
	static const char in[] =
	    "/dev/nvme0n1, Samsung 970 EVO:\n"
	    " Timing buffered disk reads: 5554 MB in  3.00 seconds = 1851.12 "
	    "MB/sec\n"
	    "/dev/sdb (the one we replaced last week after it failed):\n"
	    " Timing buffered disk reads: 554 MB in  3.01 seconds = 184.12 "
	    "MB/sec\n";
	struct t_collect c;

	t_collect_buf(&c, "hdparm", "in.txt", in, strlen(in), 1);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 2);
	if (c.n_runs == 2) {
		T_STR(c.runs[0].device, "/dev/nvme0n1");
		T_STR(c.runs[0].label, "Samsung 970 EVO");
		T_STR(c.runs[1].label, NULL);
	}
	t_collect_free(&c);
}

/*
 * A command naming devices is not the command of a run of another device
 * (a later output pasted without its own); a glob or a variable may name
 * any device.
 */
T_TEST(t_hdparm_command_names_device)
{
	static const char in[] =
	    "# hdparm -t /dev/sda\n"
	    "/dev/sda:\n"
	    " Timing buffered disk reads: 554 MB in  3.01 seconds = 184.12 "
	    "MB/sec\n"
	    "/dev/sdd:\n"
	    " Timing buffered disk reads: 480 MB in  3.00 seconds = 159.84 "
	    "MB/sec\n"
	    "# hdparm -t /dev/sd?\n"
	    "/dev/sde:\n"
	    " Timing buffered disk reads: 482 MB in  3.00 seconds = 160.50 "
	    "MB/sec\n"
	    "# hdparm -t \"/dev/sdf\"\n"
	    "/dev/sdf:\n"
	    " Timing buffered disk reads: 482 MB in  3.00 seconds = 160.50 "
	    "MB/sec\n";
	struct t_collect c;

	t_collect_buf(&c, "hdparm", "in.txt", in, strlen(in), 1);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 4);
	if (c.n_runs == 4) {
		T_STR(c.runs[0].command, "hdparm -t /dev/sda");
		T_STR(c.runs[1].device, "/dev/sdd");
		T_STR(c.runs[1].command, NULL);
		T_STR(c.runs[2].command, "hdparm -t /dev/sd?");
		T_STR(c.runs[3].command, "hdparm -t \"/dev/sdf\"");
	}
	t_collect_free(&c);
}
