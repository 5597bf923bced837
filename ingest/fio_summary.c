/*
 * The summaries that Kubernetes storage benchmarks print after running
 * fio for you (format "fio-summary"): people paste these few lines rather
 * than the fio outputs behind them.
 *
 * kbench (github.com/longhorn/kbench, first yasker/kbench), fio/parse.sh:
 *
 *   =========================
 *   FIO Benchmark Summary
 *   For: test_device
 *   CPU Idleness Profiling: disabled     (2022 on)
 *   Size: 30G                            ("SIZE: 10g" in July 2021)
 *   Quick Mode: disabled                 ("Mode: full" since 2024)
 *   =========================
 *   IOPS (Read/Write)
 *           Random:          90,546 / 73,514
 *       Sequential:          94,976 / 68,510
 *     CPU Idleness:                      68%    (with idleness profiling)
 *
 *   Bandwidth in KiB/sec (Read/Write)
 *           Random:        438,403 / 315,218
 *       Sequential:        459,349 / 349,123
 *
 *   Latency in ns (Read/Write)
 *           Random:         160,387 / 65,962
 *       Sequential:         166,476 / 68,810
 *
 * Its compare mode (fio/cmp_parse.sh, "FIO Benchmark Comparsion Summary"
 * with kbench's typo; "Comparison" read too) prints two volumes' figures
 * side by side, the change between them last:
 *
 *   For: Local-Path vs Longhorn
 *   ...
 *                         Local-Path   vs             Longhorn    :   Change
 *   IOPS (Read/Write)
 *           Random:  232,796 / 132,364   vs  25,412 / 24,683  :  -89.08% / ...
 *
 * one run per volume, labelled with its name from the "For:" line; the
 * change is no result.
 *
 * and, in its first days (July 2021), "Random Read/Write" / "Sequential
 * Read/Write" blocks of "IOPS: A / B", "Bandwidth: A KiB/sec / B KiB/sec",
 * "Average Latency: A ns / B ns".  Each figure is one fio job's, read from
 * fio's JSON with jq and cut at its decimal point (printed as is: 90,546
 * stands for 90546.x): IOPS is the job's iops_mean (the mean of fio's
 * IOPS samples), bandwidth its bw_mean (KiB/s), latency its lat_ns.mean.
 * The jobs are kbench's own, the same in every version of its job files:
 * IOPS 4 KiB blocks at queue depth 64, bandwidth 128 KiB at 64, latency
 * 4 KiB at depth 4 (2021) or 1 (since December 2021: unknown here), all
 * direct=1, libaio, one job; "Random" randread / randwrite, "Sequential"
 * read / write.
 *
 * dbench (github.com/leeliu/dbench, copied by many forks that change its
 * fio parameters), docker-entrypoint.sh:
 *
 *   ==================
 *   = Dbench Summary =
 *   ==================
 *   Random Read/Write IOPS: 75.7k/59.7k. BW: 523MiB/s / 500MiB/s
 *   Average Latency (usec) Read/Write: 183.07/76.91
 *   Sequential Read/Write: 536MiB/s / 512MiB/s
 *   Mixed Random Read/Write IOPS: 43.1k/14.4k
 *
 * Each figure is the text fio printed (grep of "IOPS=", "BW=", a group
 * line's "bw="), so it keeps fio's conventions: "75.7k" is 75,700, MiB
 * binary.  Only the access pattern and the direction are known: the forks
 * change block sizes and depths.  Not imported, with a warning: the
 * latency line (the "avg=" of fio's "lat (usec|nsec|msec)" line, whatever
 * its unit, always labelled usec) and rates in KB/MB/GB (fio 2.x's binary
 * units, or decimal ones: the base is not told).  An empty figure ("/")
 * was not measured.
 *
 * kubestr (github.com/kastenhq/kubestr, `kubestr fio`), pkg/fio/fio_types.go,
 * prints what it read from fio's JSON:
 *
 *   FIO version - fio-3.20
 *   Global options - ioengine=libaio verify=0 direct=1 gtod_reduce=1
 *
 *   JobName: read_iops
 *     blocksize=4K filesize=2G iodepth=64 rw=randread
 *   read:
 *     IOPS=1583.366333 BW(KiB/s)=6350
 *     iops: min=1006 max=2280 avg=1599.766724
 *     bw(KiB/s): min=4024 max=9120 avg=6399.233398
 *
 * fio's own "iops" (a float32 printed with %f) and "bw" (KiB/s), with the
 * job's options as fio's JSON listed them: a result of tool fio per
 * direction, block size, depth and rw from the job's line, direct from
 * the global options.  The samples' lines are not kept.
 *
 * PiBenchmarks (github.com/TheRemote/PiBenchmarks, Storage.sh) prints the
 * figures of two `fio --minimal` runs on one line:
 *
 *   FIO results - 4k RandWrite: 2684 IOPS (10736 KB/s) - 4k RandRead: ...
 *
 * each the terse output's IOPS and bandwidth fields, that is KiB/s
 * written "KB/s".  The line itself does not say so, nor name the script:
 * a rate in KB/s or MB/s takes the base its IOPS x block size fits
 * (2684 x 4096 = 10736 x 1024), and none when neither or both fit (the
 * IOPS are kept, the rate skipped with a warning).  Block size, pattern
 * and direction come from the line's "4k RandWrite"; the depth and
 * O_DIRECT of the script's fio command are not on the line: unknown.
 *
 * fiomark (github.com/ikonopistsev/fiomark, "crystal mark analog with
 * fio"), a bash script over fio's JSON, prints CrystalDiskMark's grid:
 *
 *   windowsaio direct 1024m loop=3 .       (jq's array of it since 2020)
 *   Running...                              ("CRM7 Running..." since 2020)
 *                            Read [MB/s] Write [MB/s]
 *           1m      Q32T1       2844.444     2292.537
 *                    iops         2777.8       2238.8
 *
 * each test's row (block size as given to fio, "Q<iodepth>T<numjobs>"; in
 * its first days "Seq Q32T1:" / "4k Q8T8:") over its "iops" row.  The
 * rate is fio's "bw" (KiB/s) summed over the jobs and divided by 1000
 * ("D=1000 # in crystal mark", every version that prints "[MB/s]"): 1 MB
 * is 1,024,000 bytes, as KDiskMark's (2777.8 x 1 MiB = 2844.444 x
 * 1.024e6).  Its sequential tests run 1 MiB blocks or larger (1m, or the
 * file size / 32), its random ones 4k to 512k: the block size tells the
 * pattern.  O_DIRECT: the word "direct" in the line of options above
 * "Running..." (its absence: buffered); none printed: unknown.
 *
 * LemonBench (github.com/LemonBench/LemonBench, LemonBench.sh
 * BenchFunc_PerformanceTest_Disk_RunTest_FIO()) prints four fio runs:
 *
 *   -> Disk Performance Test (Using FIO, Direct mode, 32 IO-Depth)
 *
 *   Write Test (4K-Block):      657.89 MB/s (168421 IOPS)
 *   Read  Test (4K-Block):      847.46 MB/s (216949 IOPS)
 *   Write Test (128K-Block):    1886.79 MB/s (15094 IOPS)
 *
 * each "fio -ioengine=libaio -rw=randwrite|randread -bs=4k|128k -direct=1
 * -iodepth=32 ... --minimal" (BenchExec_FIO()): the terse output's
 * bandwidth (KiB/s) and IOPS fields, the bandwidth divided by 1024 and
 * printed "%.2f MB/s" from 1024 KiB/s up, else as is with "KB/s".  So its
 * MB is a MiB and its KB a KiB (168421 x 4096 = 657.89 x 2^20).  Random
 * tests, one job; direction and block size from the line, depth and
 * O_DIRECT from the section line above.
 *
 * One run per summary (tool "kbench", "dbench" or "fio"), one result per
 * figure: the IOPS, the bandwidth and the latency of one direction come from
 * different fio jobs.  line_from/line_to: the figure's line.
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ingest/fio_options.h"
#include "ingest/formats.h"
#include "ingest/lines.h"
#include "model/units.h"

enum measure { M_IOPS, M_BW, M_LAT };

/* kubestr's job being read. */
struct kjob {
	char name[128];
	int64_t bs, iodepth;
	int pattern, dir, rw_mixed;
};

struct fs {
	struct ingest_ctx *ctx;
	const char *tool; /* "kbench" / "dbench": the open run's */
	long from;	  /* its first line */
	int run_open;
	int section;	/* kbench: the section being read (M_*), or -1 */
	int v1_pattern; /* kbench 2021: the "Random Read/Write" block's */
	int results;
	/* kbench's compare mode: the two volumes' names ("For: A vs B") and
	 * their figures, emitted as two runs when the summary ends */
	int cmp;
	char cmp_name[2][64];
	struct cmp_fig {
		enum iodb_op op;
		int pattern, m;
		double v;
		const char *job;
		long line;
	} cf[2][12];
	int ncf[2];
	/* kubestr */
	int direct;
	char version[64];
	/* kubestr's "Running FIO test (NAME) on StorageClass (SC) ..." line
	 * above its results: SC, and that line (0 none) */
	char sc[64];
	long sc_no;
	struct kjob kj;
	/* fiomark: its options' line above (direct, or -1; its line) and
	 * the jq array being read; the test row awaiting its "iops" row */
	int fm_direct, fm_array, fm_arr_direct, fm_arr_loop;
	long fm_from, fm_arr_from;
	struct fm_row {
		char job[32];
		double bs, v[2], half[2]; /* half[]: v's last digit's */
		int pattern;
		int64_t q, t;
		long no;
		const char *at; /* the row's line */
	} fr;
	int fr_open;
	/* LemonBench: its section line's depth and O_DIRECT (-1 unsaid) */
	int lemon;
	int64_t lb_depth;
	int lb_direct;
};

/* The line without blanks around, and without '=' signs around ("=
 * Dbench Summary =", "= FIO Benchmark Summary ="). */
static struct text_line inner(struct text_line l)
{
	l = line_trim(l);
	while (l.len && (l.s[0] == '=' || l.s[0] == ' ')) {
		l.s++;
		l.len--;
	}
	while (l.len && (l.s[l.len - 1] == '=' || l.s[l.len - 1] == ' '))
		l.len--;
	return l;
}

static int is(struct text_line l, const char *w)
{
	return l.len == strlen(w) && !memcmp(l.s, w, l.len);
}

/* "Random:" / "Sequential:" (kbench) and what follows it, or -1. */
static int row_pattern(struct text_line l, const char **rest)
{
	if (line_starts(l, "Random:")) {
		*rest = l.s + 7;
		return IODB_PATTERN_RAND;
	}
	if (line_starts(l, "Sequential:")) {
		*rest = l.s + 11;
		return IODB_PATTERN_SEQ;
	}
	return -1;
}

/* fiomark's header, "Read [MB/s] Write [MB/s]" (l trimmed). */
static int fm_header(struct text_line l)
{
	const char *p = l.s + 11, *e = l.s + l.len;

	if (!line_starts(l, "Read [MB/s]") || p >= e ||
	    (*p != ' ' && *p != '\t'))
		return 0;
	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	return e - p == 12 && !memcmp(p, "Write [MB/s]", 12);
}

static int marker(struct text_line l)
{
	struct text_line in = inner(l);

	if (is(in, "FIO Benchmark Summary"))
		return 'k';
	if (is(in, "FIO Benchmark Comparsion Summary") ||
	    is(in, "FIO Benchmark Comparison Summary"))
		return 'c';
	if (is(in, "Dbench Summary"))
		return 'd';
	if (line_starts(l, "FIO version - "))
		return 's';
	if (line_starts(l, "FIO results - "))
		return 'p';
	if (fm_header(l))
		return 'f';
	if (line_starts(l, "-> Disk Performance Test (Using FIO"))
		return 'l';
	return 0;
}

static int emit_run(struct fs *s, const char *tool, long line)
{
	struct iodb_run run = IODB_RUN_INIT;

	s->tool = tool;
	s->from = line;
	s->run_open = 1;
	s->section = -1;
	s->v1_pattern = -1;
	s->direct = -1;
	memset(&s->kj, 0, sizeof(s->kj));
	s->kj.dir = -1;
	run.format = "fio-summary";
	run.tool = tool;
	if (!strcmp(tool, "fio") && s->version[0])
		run.tool_version = s->version;
	/* kubestr prints its "FIO test results:" a few lines under it */
	if (!strcmp(tool, "fio") && s->sc_no && line > s->sc_no &&
	    line - s->sc_no <= 8)
		run.label = s->sc;
	s->sc_no = 0;
	run.line_from = run.line_to = line;
	return ingest_emit_run(s->ctx, &run);
}

/*
 * kubestr's line "Running FIO test (default-fio) on StorageClass
 * (ceph-block) with a PVC of Size (100Gi)" (pkg/fio/fio.go): the storage
 * class the run below is on, what a reader of kubestr compares, into sc
 * (n bytes).  Only that shape, the PVC's size part optional: 1, else 0.
 */
static int kubestr_storage_class(struct text_line l, char *sc, size_t n)
{
	static const char pre[] = "Running FIO test (";
	static const char on[] = ") on StorageClass (";
	const char *o, *b, *e, *end = l.s + l.len;

	if (!line_starts(l, pre))
		return 0;
	o = line_find(l, on);
	if (!o || memchr(l.s + sizeof(pre) - 1, ')',
			 (size_t)(o - l.s) - (sizeof(pre) - 1)))
		return 0;
	b = o + sizeof(on) - 1;
	e = memchr(b, ')', (size_t)(end - b));
	if (!e || e == b || (size_t)(e - b) >= n)
		return 0;
	for (const char *q = b; q < e; q++)
		if (*q == ' ' || *q == '\t' || *q == '(')
			return 0;
	if (e + 1 < end &&
	    !(line_starts((struct text_line){e + 1, (size_t)(end - e - 1), 0},
			  " with a PVC of Size (") &&
	      end[-1] == ')'))
		return 0;
	memcpy(sc, b, (size_t)(e - b));
	sc[e - b] = '\0';
	return 1;
}

/*
 * Whether the text at p (up to e), the lines under a "JobName: " line,
 * is the rest of kubestr's job block: its options' line with block size,
 * depth and rw ("blocksize=4K filesize=2G iodepth=64 rw=randread"), a
 * direction's line ("read:") and its figures ("IOPS=N BW(KiB/s)=N").
 * Only that shape, line for line: a paste that lost kubestr's header
 * ("FIO version - ...") still reads as kubestr's output.
 */
static int kubestr_job_lead(const char *p, const char *e)
{
	struct line_iter it;
	struct text_line l;
	int n = 0;

	lines_init(&it, p, (size_t)(e - p));
	while (n < 3 && lines_next(&it, &l)) {
		l = line_trim(l);
		if (n == 0 &&
		    !(line_starts(l, "blocksize=") &&
		      line_find(l, " iodepth=") && line_find(l, " rw=")))
			return 0;
		if (n == 1 && !is(l, "read:") && !is(l, "write:") &&
		    !is(l, "trim:"))
			return 0;
		if (n == 2 &&
		    !(line_starts(l, "IOPS=") && line_find(l, " BW(KiB/s)=")))
			return 0;
		n++;
	}
	return n == 3;
}

/*
 * One figure: direction op of pattern, measure m, value v in the unit
 * the summary states (IOPS, bytes/s, ns).  job names the summary's line.
 */
static int emit(struct fs *s, enum iodb_op op, int pattern, enum measure m,
		double v, const char *job, long line)
{
	struct iodb_result r = IODB_RESULT_INIT;

	r.job = job;
	r.cond.op = op;
	r.cond.pattern = (enum iodb_pattern)pattern;
	if (!strcmp(s->tool, "kbench")) {
		/* kbench's job files, the same in every version */
		r.cond.bs = m == M_BW ? 131072 : 4096;
		r.cond.iodepth = m == M_LAT ? -1 : 64;
		r.cond.numjobs = 1;
		r.cond.direct = 1;
	}
	if (m == M_IOPS)
		r.iops = v;
	else if (m == M_BW)
		r.bw_bytes = v;
	else
		r.lat.mean = v;
	r.line_from = r.line_to = line;
	s->results++;
	return ingest_emit_result(s->ctx, &r);
}

/* Blanks, then '/', then blanks: the pair's separator.  Past it, or NULL. */
static const char *slash(const char *p, const char *e)
{
	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	if (p >= e || *p != '/')
		return NULL;
	p++;
	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	return p;
}

/*
 * kbench's "A / B" (commas group thousands; "null" or nothing where a
 * figure was not measured: NAN), after a "KiB/sec" or "ns" word in its
 * 2021 layout.  0 with both set, -1 when the text is no such pair.
 */
static int kb_pair(const char *p, const char *e, const char *unit, double v[2])
{
	for (int i = 0; i < 2; i++) {
		const char *q;
		size_t ul = unit ? strlen(unit) : 0;

		while (p < e && (*p == ' ' || *p == '\t'))
			p++;
		v[i] = NAN;
		if (e - p >= 4 && !memcmp(p, "null", 4)) {
			p += 4;
		} else if (p < e && isdigit((unsigned char)*p)) {
			char buf[64];
			size_t n = 0;

			while (p + n < e && n < sizeof(buf) - 1 &&
			       (isdigit((unsigned char)p[n]) || p[n] == ','))
				n++;
			memcpy(buf, p, n);
			buf[n] = '\0';
			if (units_number(buf, &q, UNITS_COMMA_THOUSANDS,
					 &v[i]) ||
			    *q)
				return -1;
			p += n;
			while (p < e && *p == ' ')
				p++;
			if (ul && (size_t)(e - p) >= ul && !memcmp(p, unit, ul))
				p += ul;
		}
		if (i == 0 && !(p = slash(p, e)))
			return -1;
	}
	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	return p == e ? 0 : -1;
}

/* kbench compare's "For: A vs B": the two names, 0, or -1. */
static int cmp_names(struct fs *s, struct text_line l)
{
	struct text_line t =
	    line_trim((struct text_line){l.s + 4, l.len - 4, l.no});
	const char *vs = line_find(t, " vs ");

	if (!vs)
		return -1;
	line_copy(line_trim((struct text_line){t.s, (size_t)(vs - t.s), l.no}),
		  s->cmp_name[0], sizeof(s->cmp_name[0]));
	line_copy(line_trim((struct text_line){
		      vs + 4, (size_t)(t.s + t.len - vs - 4), l.no}),
		  s->cmp_name[1], sizeof(s->cmp_name[1]));
	return s->cmp_name[0][0] && s->cmp_name[1][0] &&
		       !strchr(s->cmp_name[0], ' ') &&
		       !strchr(s->cmp_name[1], ' ')
		   ? 0
		   : -1;
}

/*
 * kbench compare's row past its "Random:": "A / B   vs   C / D   :
 * change" into v[0..1] (the first volume's) and v[2..3]; -1 when it is
 * no such row.
 */
static int cmp_pairs(const char *p, const char *e, const char *unit,
		     double v[4])
{
	struct text_line t = {p, (size_t)(e - p), 0};
	const char *vs = line_find(t, " vs "), *c;

	if (!vs)
		return -1;
	c = memchr(vs, ':', (size_t)(e - vs));
	if (!c || kb_pair(p, vs, unit, v) || kb_pair(vs + 4, c, unit, v + 2))
		return -1;
	return 0;
}

/* kbench's line l: 0, 1 when it is none of the summary's, or an error. */
static int kbench_line(struct fs *s, struct text_line l)
{
	static const char *const job[2][3][2] = {
	    /* the sections' rows */
	    {{"IOPS Random", "IOPS Sequential"},
	     {"Bandwidth Random", "Bandwidth Sequential"},
	     {"Latency Random", "Latency Sequential"}},
	    /* July 2021: the blocks' lines */
	    {{"Random IOPS", "Sequential IOPS"},
	     {"Random Bandwidth", "Sequential Bandwidth"},
	     {"Random Average Latency", "Sequential Average Latency"}}};
	static const char *const unit[3] = {NULL, "KiB/sec", "ns"};
	const char *rest, *e = l.s + l.len;
	struct text_line in = inner(l);
	double v[2];
	int pat, m, v1 = 0;

	if (!l.len || !in.len)
		return 0; /* blank, or a "=====" rule */
	if (s->cmp && line_starts(l, "For:")) {
		if (cmp_names(s, l))
			s->cmp_name[0][0] = s->cmp_name[1][0] = '\0';
		return 0;
	}
	/* compare's header: "A   vs   B   :   Change" */
	if (s->cmp && l.len > 6 && !memcmp(l.s + l.len - 6, "Change", 6) &&
	    line_find(l, " vs "))
		return 0;
	if (line_starts(l, "For:") || line_starts(l, "SIZE:") ||
	    line_starts(l, "Size:") || line_starts(l, "QUICK MODE") ||
	    line_starts(l, "Quick Mode:") || line_starts(l, "Mode:") ||
	    line_starts(l, "CPU Idleness") || line_starts(l, "IOPS CPU") ||
	    line_starts(l, "/ ("))
		return 0;
	if (is(l, "IOPS (Read/Write)")) {
		s->section = M_IOPS;
		return 0;
	}
	if (is(l, "Bandwidth in KiB/sec (Read/Write)")) {
		s->section = M_BW;
		return 0;
	}
	if (is(l, "Latency in ns (Read/Write)")) {
		s->section = M_LAT;
		return 0;
	}
	/* July 2021: "Random Read/Write", then "IOPS: A / B", ... */
	if (is(l, "Random Read/Write") || is(l, "Sequential Read/Write")) {
		s->v1_pattern =
		    l.s[0] == 'R' ? IODB_PATTERN_RAND : IODB_PATTERN_SEQ;
		s->section = -1;
		return 0;
	}
	if (s->v1_pattern >= 0 && s->section < 0 &&
	    (line_starts(l, "IOPS:") || line_starts(l, "Bandwidth:") ||
	     line_starts(l, "Average Latency:"))) {
		m = l.s[0] == 'I' ? M_IOPS : l.s[0] == 'B' ? M_BW : M_LAT;
		rest = (const char *)memchr(l.s, ':', l.len) + 1;
		pat = s->v1_pattern;
		v1 = 1;
	} else {
		pat = row_pattern(l, &rest);
		if (pat < 0 || s->section < 0)
			return 1;
		m = s->section;
	}
	if (s->cmp) {
		double c[4];

		if (cmp_pairs(rest, e, unit[m], c)) {
			ingest_warn_at(
			    s->ctx, l.s,
			    "expected 'READ / WRITE vs READ / WRITE' "
			    "figures on kbench's compare line, "
			    "found '%.*s': skipped",
			    (int)(l.len > 60 ? 60 : l.len), l.s);
			return 0;
		}
		for (int k = 0; k < 4; k++) {
			struct cmp_fig *f;

			if (isnan(c[k]) || s->ncf[k / 2] >= 12)
				continue;
			f = &s->cf[k / 2][s->ncf[k / 2]++];
			f->op = k % 2 ? IODB_OP_WRITE : IODB_OP_READ;
			f->pattern = pat;
			f->m = m;
			f->v = m == M_BW ? c[k] * 1024 : c[k];
			f->job = job[0][m][pat == IODB_PATTERN_SEQ];
			f->line = l.no;
		}
		return 0;
	}
	if (kb_pair(rest, e, unit[m], v)) {
		ingest_warn_at(s->ctx, l.s,
			       "expected 'READ / WRITE' figures on kbench's "
			       "line, found '%.*s': skipped",
			       (int)(l.len > 60 ? 60 : l.len), l.s);
		return 0;
	}
	for (int d = 0; d < 2; d++) {
		int ret;

		if (isnan(v[d]))
			continue;
		ret = emit(s, d ? IODB_OP_WRITE : IODB_OP_READ, pat, m,
			   m == M_BW ? v[d] * 1024 : v[d],
			   job[v1][m][pat == IODB_PATTERN_SEQ], l.no);
		if (ret)
			return ret;
	}
	return 0;
}

/*
 * dbench's figure at p: IOPS as fio prints them ("75.7k", "3533"), or a
 * rate ("523MiB/s", "0B/s").  *v NAN when the figure is empty; *bad set
 * when it is a rate whose base is not told (KB/MB/GB).  Past it, or NULL.
 */
static const char *db_value(const char *p, const char *e, int rate, double *v,
			    int *bad)
{
	char buf[64];
	size_t n = 0;
	const char *q;

	*v = NAN;
	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	if (p >= e || !(isdigit((unsigned char)*p) || *p == '.'))
		return p; /* empty: not measured */
	/* a point is the number's when a digit follows ("75.7k", not the
	 * "." that ends "IOPS: 203k/167k. BW: ...") */
	while (p + n < e && n < sizeof(buf) - 1 &&
	       (isdigit((unsigned char)p[n]) ||
		(p[n] == '.' && p + n + 1 < e &&
		 isdigit((unsigned char)p[n + 1])) ||
		(!rate && p[n] && strchr("kKMG", p[n]))))
		n++;
	memcpy(buf, p, n);
	buf[n] = '\0';
	if (rate ? units_number(buf, &q, UNITS_COMMA_NONE, v)
		 : units_count(buf, &q, v))
		return NULL;
	if (*q)
		return NULL;
	p += n;
	if (rate) {
		size_t u = 0;
		double f;

		while (p + u < e && isalpha((unsigned char)p[u]))
			u++;
		if (u == 0 || (size_t)(e - p) < u + 2 || memcmp(p + u, "/s", 2))
			return NULL;
		f = units_size_factor(p, u, UNITS_DECIMAL);
		if (isnan(f))
			return NULL;
		/* "B", or an 'i' unit: told; else the base is not */
		if (!(u == 1 || (u >= 2 && p[1] == 'i')))
			*bad = 1;
		*v *= f;
		p += u + 2;
	}
	return p;
}

/*
 * dbench's "A/B" or "A / B" at *p (rates when m is M_BW), emitted as the
 * read and write figures of pattern; *p past them.  0, 1 when the text
 * is no such pair (warned), or an error.
 */
static int db_pair(struct fs *s, const char **p, const char *e,
		   struct text_line l, int pattern, enum measure m,
		   const char *job)
{
	const char *q = *p;
	double v[2];
	int bad = 0;

	for (int d = 0; d < 2; d++) {
		q = db_value(q, e, m == M_BW, &v[d], &bad);
		if (q && d == 0)
			q = slash(q, e);
		if (!q) {
			ingest_warn_at(s->ctx, *p,
				       "expected dbench's 'READ/WRITE' "
				       "figures, found '%.*s': skipped",
				       (int)(e - *p > 60 ? 60 : e - *p), *p);
			return 1;
		}
	}
	*p = q;
	if (bad) {
		ingest_warn_at(s->ctx, l.s,
			       "dbench's rates in KB/MB/GB do not tell "
			       "their base (fio 2.x meant 1024): skipped");
		return 0;
	}
	for (int d = 0; d < 2; d++) {
		int ret;

		if (isnan(v[d]))
			continue;
		ret = emit(s, d ? IODB_OP_WRITE : IODB_OP_READ, pattern, m,
			   v[d], job, l.no);
		if (ret)
			return ret;
	}
	return 0;
}

/* dbench's line l: 0, 1 when it is none of the summary's, or an error. */
static int dbench_line(struct fs *s, struct text_line l)
{
	static const struct {
		const char *start;
		int pattern, m;
	} lines[] = {
	    {"Random Read/Write IOPS:", IODB_PATTERN_RAND, M_IOPS},
	    {"Random Read/Write BW:", IODB_PATTERN_RAND, M_BW},
	    {"Sequential Read/Write:", IODB_PATTERN_SEQ, M_BW},
	    {"Mixed Random Read/Write IOPS:", IODB_PATTERN_RAND, M_IOPS},
	};
	const char *p, *e = l.s + l.len;
	struct text_line in = inner(l);
	int ret;

	if (!l.len || !in.len)
		return 0; /* blank, or a "=====" rule */
	if (line_starts(l, "Average Latency") ||
	    line_starts(l, "Disk I/O Latency")) {
		ingest_warn_at(s->ctx, l.s,
			       "dbench's latency line is not imported: it "
			       "copies fio's 'lat' average in whatever unit "
			       "fio printed it (nsec, usec or msec)");
		return 0;
	}
	for (size_t i = 0; i < sizeof(lines) / sizeof(lines[0]); i++) {
		size_t n = strlen(lines[i].start);

		if (!line_starts(l, lines[i].start))
			continue;
		p = l.s + n;
		/* the line's own words name its fio job(s) */
		ret = db_pair(s, &p, e, l, lines[i].pattern, lines[i].m,
			      i == 0   ? "Random Read/Write IOPS"
			      : i == 1 ? "Random Read/Write BW"
			      : i == 2 ? "Sequential Read/Write"
				       : "Mixed Random Read/Write IOPS");
		if (ret)
			return ret < 0 ? ret : 0;
		/* "Random Read/Write IOPS: A/B. BW: C / D" */
		if (i == 0 && e - p >= 5 && !memcmp(p, ". BW:", 5)) {
			p += 5;
			ret = db_pair(s, &p, e, l, IODB_PATTERN_RAND, M_BW,
				      "Random Read/Write BW");
			if (ret < 0)
				return ret;
		}
		return 0;
	}
	return 1;
}

/*
 * One "4k RandWrite: 2684 IOPS (10736 KB/s)" of PiBenchmarks' line (seg,
 * n bytes).  0 (emitted, or warned and skipped), or an error.
 */
static int pi_segment(struct fs *s, struct text_line l, const char *seg,
		      size_t n)
{
	static const struct {
		const char *name;
		int pattern;
		enum iodb_op op;
	} kinds[] = {
	    {"RandWrite", IODB_PATTERN_RAND, IODB_OP_WRITE},
	    {"RandRead", IODB_PATTERN_RAND, IODB_OP_READ},
	    {"SeqWrite", IODB_PATTERN_SEQ, IODB_OP_WRITE},
	    {"SeqRead", IODB_PATTERN_SEQ, IODB_OP_READ},
	};
	struct iodb_result r = IODB_RESULT_INIT;
	char tmp[128], *p, *e;
	const char *q;
	double bs, iops, bw;
	size_t k, w;

	if (n >= sizeof(tmp))
		goto bad;
	memcpy(tmp, seg, n);
	tmp[n] = '\0';
	p = strchr(tmp, ' ');
	if (!p)
		goto bad;
	*p++ = '\0';
	if (units_size(tmp, &q, UNITS_FIO_OPTION, UNITS_COMMA_NONE, &bs) ||
	    *q || bs < 1)
		goto bad;
	for (k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++) {
		w = strlen(kinds[k].name);
		if (!strncmp(p, kinds[k].name, w) && p[w] == ':')
			break;
	}
	if (k == sizeof(kinds) / sizeof(kinds[0]))
		goto bad;
	p += w + 1;
	if (units_number(p, &q, UNITS_COMMA_NONE, &iops) || iops < 0)
		goto bad;
	while (*q == ' ')
		q++;
	if (strncmp(q, "IOPS", 4))
		goto bad;
	q += 4;
	while (*q == ' ')
		q++;
	bw = NAN;
	if (*q == '(') {
		double v;

		if (units_number(q + 1, &q, UNITS_COMMA_NONE, &v))
			goto bad;
		while (*q == ' ')
			q++;
		e = strchr(q, ')');
		if (!e || e[1])
			goto bad;
		bw = units_rate_by_iops(v, q, (size_t)(e - q), iops, bs);
		if (isnan(bw))
			ingest_warn_at(s->ctx, l.s,
				       "the rate of '%s' does not tell its "
				       "base (its IOPS x block size fit "
				       "neither KB = 1000 nor 1024): kept "
				       "the IOPS only",
				       tmp + strlen(tmp) + 1);
	} else if (*q) {
		goto bad;
	}
	r.job = kinds[k].name;
	r.cond.op = kinds[k].op;
	r.cond.pattern = (enum iodb_pattern)kinds[k].pattern;
	r.cond.bs = units_int64(bs);
	r.iops = iops;
	r.bw_bytes = bw;
	r.line_from = r.line_to = l.no;
	s->results++;
	return ingest_emit_result(s->ctx, &r);
bad:
	ingest_warn_at(s->ctx, seg,
		       "expected 'BS NAME: N IOPS (N KB/s)' in the fio "
		       "results line, found '%.*s': skipped",
		       (int)(n > 60 ? 60 : n), seg);
	return 0;
}

/* PiBenchmarks' "FIO results - A - B" line: 0 or an error. */
static int pi_line(struct fs *s, struct text_line l)
{
	const char *p = l.s + 14, *e = l.s + l.len;

	while (p < e) {
		const char *d = p;
		int ret;

		while (d + 3 <= e && memcmp(d, " - ", 3))
			d++;
		if (d + 3 > e)
			d = e;
		ret = pi_segment(s, l, p, (size_t)(d - p));
		if (ret)
			return ret;
		p = d < e ? d + 3 : e;
	}
	return 0;
}

/*
 * LemonBench's section line "-> Disk Performance Test (Using FIO, Direct
 * mode, 32 IO-Depth)": the depth and O_DIRECT of the runs under it.
 */
static void lemon_section(struct fs *s, struct text_line l)
{
	const char *d = line_find(l, " IO-Depth");
	const char *p = d;

	s->lb_depth = -1;
	s->lb_direct = line_find(l, "Direct mode") ? 1 : -1;
	while (p && p > l.s && isdigit((unsigned char)p[-1]))
		p--;
	if (p && p < d) {
		s->lb_depth = 0;
		for (; p < d && s->lb_depth < 100000; p++)
			s->lb_depth = s->lb_depth * 10 + (*p - '0');
	}
}

/*
 * LemonBench's fio line l, "Write Test (4K-Block):  657.89 MB/s (168421
 * IOPS)": its direction, block size, rate (bytes/s) and IOPS.  1 when it
 * is one, 0 when l is no test line of LemonBench's, -1 when it starts as
 * one but holds something else ("1.2 GB/s": no unit the script prints).
 */
static int lemon_test(struct text_line l, enum iodb_op *op, double *bs,
		      double *bw, double *iops)
{
	const char *p, *q;
	char tmp[128];
	double v, f;

	if (line_starts(l, "Write "))
		*op = IODB_OP_WRITE;
	else if (line_starts(l, "Read "))
		*op = IODB_OP_READ;
	else
		return 0;
	line_copy(l, tmp, sizeof(tmp));
	p = tmp + (*op == IODB_OP_WRITE ? 6 : 5);
	while (*p == ' ')
		p++;
	if (strncmp(p, "Test (", 6))
		return 0;
	p += 6;
	if (l.len >= sizeof(tmp) ||
	    units_size(p, &q, UNITS_BINARY, UNITS_COMMA_NONE, bs) ||
	    *bs < 512 || strncmp(q, "-Block):", 8))
		return -1;
	for (p = q + 8; *p == ' ' || *p == '\t';)
		p++;
	if (units_number(p, &q, UNITS_COMMA_NONE, &v) || v < 0)
		return -1;
	while (*q == ' ')
		q++;
	/* the script's KiB/s / 1024, "%.2f MB/s"; under 1024 KiB/s as is */
	if (!strncmp(q, "MB/s", 4))
		f = 1048576;
	else if (!strncmp(q, "KB/s", 4))
		f = 1024;
	else
		return -1;
	for (p = q + 4; *p == ' ';)
		p++;
	if (*p++ != '(' || units_number(p, &q, UNITS_COMMA_NONE, iops) ||
	    *iops < 0 || strcmp(q, " IOPS)"))
		return -1;
	*bw = v * f;
	return 1;
}

/*
 * One of LemonBench's fio lines (lemon_test()) in its section: 0
 * (emitted, blank, or warned and skipped), 1 other text (the section
 * ended), or an error.
 */
static int lemon_line(struct fs *s, struct text_line l)
{
	struct iodb_result r = IODB_RESULT_INIT;
	double bs, bw, iops;
	enum iodb_op op;
	int got;

	if (!l.len)
		return 0;
	got = lemon_test(l, &op, &bs, &bw, &iops);
	if (!got)
		return 1;
	if (got < 0) {
		ingest_warn_at(s->ctx, l.s,
			       "expected LemonBench's 'Read Test (4K-Block): "
			       "N MB/s (N IOPS)', found '%.*s': skipped",
			       (int)(l.len > 60 ? 60 : l.len), l.s);
		return 0;
	}
	r.cond.op = op;
	r.cond.pattern = IODB_PATTERN_RAND; /* randread / randwrite */
	r.cond.bs = units_int64(bs);
	r.cond.iodepth = s->lb_depth;
	r.cond.numjobs = 1;
	r.cond.direct = s->lb_direct;
	r.iops = iops;
	r.bw_bytes = bw;
	r.line_from = r.line_to = l.no;
	s->results++;
	return ingest_emit_result(s->ctx, &r);
}

/*
 * Whether the text starts with two of LemonBench's fio lines
 * (lemon_test()), blank lines between: its section cut out under its
 * section line, which a document would otherwise read as a table of tabs.
 */
static int lemon_lead(const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line l;
	double bs, bw, iops;
	enum iodb_op op;
	int n = 0;

	lines_init(&it, buf, len);
	while (n < 2 && lines_next(&it, &l)) {
		l = line_trim(l);
		if (!l.len)
			continue;
		if (l.len > 200 || lemon_test(l, &op, &bs, &bw, &iops) != 1)
			return 0;
		n++;
	}
	return n == 2;
}

/* The value of "key=" among kubestr's "k=v k=v" words, or NULL. */
static const char *word_val(struct text_line l, const char *key, size_t *n)
{
	size_t kl = strlen(key);

	for (size_t i = 0; i + kl <= l.len; i++) {
		if ((i && l.s[i - 1] != ' ') || memcmp(l.s + i, key, kl))
			continue;
		*n = 0;
		while (i + kl + *n < l.len && l.s[i + kl + *n] != ' ')
			(*n)++;
		return l.s + i + kl;
	}
	return NULL;
}

/* The n bytes at v as a NUL-terminated string in tmp (size 64), or 0. */
static const char *word_copy(const char *v, size_t n, char tmp[64])
{
	if (!v || n >= 64)
		return NULL;
	memcpy(tmp, v, n);
	tmp[n] = '\0';
	return tmp;
}

/* kubestr's line l: 0, 1 when it is none of its output's, or an error. */
static int kubestr_line(struct fs *s, struct text_line l)
{
	struct kjob *j = &s->kj;
	const char *v, *e;
	size_t n = 0;
	char tmp[64];
	double x;

	if (!l.len || line_starts(l, "bw(KiB/s):") || line_starts(l, "iops:") ||
	    line_starts(l, "Disk stats") || line_find(l, " ios="))
		return 0;
	if (line_starts(l, "Global options - ")) {
		v = word_val(l, "direct=", &n);
		if (v && n == 1 && (*v == '0' || *v == '1'))
			s->direct = *v - '0';
		return 0;
	}
	if (line_starts(l, "JobName: ")) {
		memset(j, 0, sizeof(*j));
		j->bs = j->iodepth = -1;
		j->dir = -1;
		line_copy((struct text_line){l.s + 9, l.len - 9, l.no}, j->name,
			  sizeof(j->name));
		return 0;
	}
	if (j->name[0] && line_starts(l, "blocksize=")) {
		v = word_val(l, "blocksize=", &n);
		if (word_copy(v, n, tmp) &&
		    !units_size(tmp, &e, UNITS_FIO_OPTION, UNITS_COMMA_NONE,
				&x) &&
		    !*e && x >= 1)
			j->bs = units_int64(x);
		v = word_val(l, "iodepth=", &n);
		if (word_copy(v, n, tmp) &&
		    !units_number(tmp, &e, UNITS_COMMA_NONE, &x) && !*e &&
		    x >= 1 && x < 1e9)
			j->iodepth = (int64_t)x;
		v = word_val(l, "rw=", &n);
		if (word_copy(v, n, tmp)) {
			j->pattern = fio_rw_pattern(tmp);
			j->rw_mixed = fio_rw_mixed(tmp);
		}
		return 0;
	}
	if (is(l, "read:") || is(l, "write:") || is(l, "trim:")) {
		j->dir = l.s[0] == 'r' ? 0 : l.s[0] == 'w' ? 1 : 2;
		return 0;
	}
	if (line_starts(l, "IOPS=") && j->name[0] && j->dir >= 0) {
		struct iodb_result r = IODB_RESULT_INIT;
		double iops, bw;

		n = 0;
		while (5 + n < l.len && l.s[5 + n] != ' ')
			n++;
		v = word_copy(l.s + 5, n, tmp);
		if (v && (units_number(tmp, &e, UNITS_COMMA_NONE, &iops) || *e))
			v = NULL;
		if (v) {
			/* n is set by word_val: read apart from its use */
			const char *b = word_val(l, "BW(KiB/s)=", &n);

			v = word_copy(b, b ? n : 0, tmp);
		}
		if (!v || units_number(tmp, &e, UNITS_COMMA_NONE, &bw) || *e) {
			ingest_warn_at(s->ctx, l.s,
				       "expected kubestr's 'IOPS=N "
				       "BW(KiB/s)=N', found '%.*s': skipped",
				       (int)(l.len > 60 ? 60 : l.len), l.s);
			return 0;
		}
		r.job = j->name;
		r.cond.op = j->dir == 0	  ? IODB_OP_READ
			    : j->dir == 1 ? IODB_OP_WRITE
					  : IODB_OP_TRIM;
		r.cond.pattern = (enum iodb_pattern)j->pattern;
		r.cond.bs = j->bs;
		r.cond.iodepth = j->iodepth;
		r.cond.direct = s->direct;
		r.iops = iops;
		r.bw_bytes = bw * 1024;
		r.line_from = r.line_to = l.no;
		j->dir = -1;
		s->results++;
		return ingest_emit_result(s->ctx, &r);
	}
	return 1;
}

/* ---- fiomark ---------------------------------------------------------- */

/*
 * The blank-separated words of l into w (room for n): their count, or
 * n + 1 when there are more.
 */
static size_t words(struct text_line l, struct text_line *w, size_t n)
{
	const char *p = l.s, *e = l.s + l.len;
	size_t k = 0;

	for (;;) {
		while (p < e && (*p == ' ' || *p == '\t'))
			p++;
		if (p >= e)
			return k;
		if (k == n)
			return n + 1;
		w[k].s = p;
		while (p < e && *p != ' ' && *p != '\t')
			p++;
		w[k].len = (size_t)(p - w[k].s);
		w[k].no = l.no;
		k++;
	}
}

static int word_is(struct text_line w, const char *s)
{
	return w.len == strlen(s) && !memcmp(w.s, s, w.len);
}

/*
 * Word w as a whole number as printf's %f or jq print it: a comma is a
 * decimal comma (a locale writing one; %f never groups).  0 or -1.
 */
static int fm_number(struct text_line w, double *v)
{
	char buf[32];
	const char *q;

	if (!w.len || w.len >= sizeof(buf))
		return -1;
	line_copy(w, buf, sizeof(buf));
	if (units_number(buf, &q, UNITS_COMMA_DECIMAL, v) || *q || *v < 0)
		return -1;
	return 0;
}

/* Half a unit of the last digit of number word w ("1.2": 0.05). */
static double fm_half_unit(struct text_line w)
{
	const char *p = w.s, *e = w.s + w.len;
	double h = 0.5;

	while (p < e && *p != '.' && *p != ',')
		p++;
	while (++p < e && isdigit((unsigned char)*p))
		h /= 10;
	return h;
}

/*
 * Whether a rate printed as v (its last digit's half unit hv) in MB of f
 * bytes is iops (half unit hi) blocks of bs a second: within 0.5%, or
 * within what the printed digits leave open.
 */
static int fm_fits(double v, double hv, double f, double iops, double hi,
		   double bs)
{
	double want = iops * bs;

	return iops > 0 &&
	       fabs(v * f - want) <= 0.005 * want + hv * f + hi * bs;
}

/* "Q32T1" (or "Q32T1:"): queue depth and threads; 0 when w is none. */
static int fm_qt(struct text_line w, int64_t *q, int64_t *t)
{
	const char *p = w.s, *e = w.s + w.len;
	int64_t x[2];

	if (e > p && e[-1] == ':')
		e--;
	for (int i = 0; i < 2; i++) {
		if (p >= e || *p++ != "QT"[i] || p >= e ||
		    !isdigit((unsigned char)*p))
			return 0;
		x[i] = 0;
		while (p < e && isdigit((unsigned char)*p) && x[i] < 100000)
			x[i] = x[i] * 10 + (*p++ - '0');
		if (x[i] < 1)
			return 0;
	}
	if (p != e)
		return 0;
	*q = x[0];
	*t = x[1];
	return 1;
}

/*
 * fiomark's row of a test, "1m  Q32T1  2844.444  2292.537" (its first
 * days: "Seq Q32T1:  ...", "4k Q8T8:  ..."), into *r; 0 when l is none.
 */
static int fm_row(struct text_line l, struct fm_row *r)
{
	struct text_line w[5];
	char tmp[16];
	const char *q;
	size_t qt;

	if (words(l, w, 4) != 4 || w[0].len >= sizeof(tmp) ||
	    !fm_qt(w[1], &r->q, &r->t) || fm_number(w[2], &r->v[0]) ||
	    fm_number(w[3], &r->v[1]))
		return 0;
	r->half[0] = fm_half_unit(w[2]);
	r->half[1] = fm_half_unit(w[3]);
	line_copy(w[0], tmp, sizeof(tmp));
	if (!strcmp(tmp, "Seq")) {
		r->bs = NAN;
		r->pattern = IODB_PATTERN_SEQ;
	} else if (!units_size(tmp, &q, UNITS_FIO_OPTION, UNITS_COMMA_NONE,
			       &r->bs) &&
		   !*q && r->bs >= 512 && isdigit((unsigned char)tmp[0])) {
		/* its sequential tests: 1m, or the file's size / 32 */
		r->pattern =
		    r->bs >= 1048576 ? IODB_PATTERN_SEQ : IODB_PATTERN_RAND;
	} else {
		return 0;
	}
	qt = w[1].s[w[1].len - 1] == ':' ? w[1].len - 1 : w[1].len;
	snprintf(r->job, sizeof(r->job), "%s %.*s", tmp, (int)qt, w[1].s);
	r->no = l.no;
	r->at = l.s;
	return 1;
}

/* fiomark's "iops  2777.8  2238.8" row (its first days: "iops:"). */
static int fm_iops(struct text_line l, double v[2], double half[2])
{
	struct text_line w[4];

	if (words(l, w, 3) != 3 ||
	    !(word_is(w[0], "iops") || word_is(w[0], "iops:")) ||
	    fm_number(w[1], &v[0]) || fm_number(w[2], &v[1]))
		return 0;
	half[0] = fm_half_unit(w[1]);
	half[1] = fm_half_unit(w[2]);
	return 1;
}

/* "Running..." ("CRM7 Running...", "CRM6 Running..." since 2020). */
static int fm_running(struct text_line l)
{
	return is(l, "Running...") || (l.len == 15 && line_starts(l, "CRM") &&
				       isdigit((unsigned char)l.s[3]) &&
				       !memcmp(l.s + 4, " Running...", 11));
}

/* Word w of fiomark's options (its quotes and a ',' of jq's array
 * aside): 1 "direct", 2 "loop=N", 3 a file size ("1024m"), else 0. */
static int fm_option(struct text_line w)
{
	size_t i = 0;

	if (w.len && w.s[w.len - 1] == ',')
		w.len--;
	if (w.len >= 2 && w.s[0] == '"' && w.s[w.len - 1] == '"') {
		w.s++;
		w.len -= 2;
	}
	if (word_is(w, "direct"))
		return 1;
	if (w.len > 5 && !memcmp(w.s, "loop=", 5)) {
		for (i = 5; i < w.len && isdigit((unsigned char)w.s[i]); i++)
			;
		return i == w.len ? 2 : 0;
	}
	while (i < w.len && isdigit((unsigned char)w.s[i]))
		i++;
	return i && i + 1 == w.len && (w.s[i] == 'm' || w.s[i] == 'g') ? 3 : 0;
}

/*
 * Follow the lines above fiomark's header for the line of its options:
 * "windowsaio direct 1024m loop=3 ." (engine, "direct", "zero", size,
 * loops, target), jq's array of the same words a line each (since 2020),
 * or, its first days, "Size:1024m Loop:3 Direct:1 Engine:libaio".  Kept
 * over "Running..." lines; any other line forgets it.
 */
static void fm_track(struct fs *s, struct text_line l)
{
	struct text_line w[10];
	size_t n;
	int seen = 0, direct = 0;

	if (s->fm_array) {
		if (is(l, "]")) {
			s->fm_array = 0;
			if (s->fm_arr_loop) {
				s->fm_direct = s->fm_arr_direct;
				s->fm_from = s->fm_arr_from;
			}
			return;
		}
		if (l.len >= 2 && l.s[0] == '"' && words(l, w, 1) == 1) {
			int o = fm_option(w[0]);

			s->fm_arr_direct |= o == 1;
			s->fm_arr_loop |= o == 2;
			return;
		}
		s->fm_array = 0;
	}
	if (fm_running(l) && s->fm_from)
		return;
	s->fm_from = 0;
	s->fm_direct = -1;
	if (is(l, "[")) {
		s->fm_array = 1;
		s->fm_arr_direct = s->fm_arr_loop = 0;
		s->fm_arr_from = l.no;
		return;
	}
	if (line_starts(l, "Size:")) {
		const char *d = line_find(l, " Direct:");

		if (d && d + 9 <= l.s + l.len && (d[8] == '0' || d[8] == '1') &&
		    (d + 9 == l.s + l.len || d[9] == ' ')) {
			s->fm_direct = d[8] - '0';
			s->fm_from = l.no;
		}
		return;
	}
	if (!line_find(l, "loop=") || (n = words(l, w, 8)) > 8)
		return;
	for (size_t i = 0; i < n; i++) {
		int o = fm_option(w[i]);

		seen |= o == 2 ? 1 : o == 3 ? 2 : 0;
		direct |= o == 1;
	}
	if (seen == 3) {
		s->fm_direct = direct;
		s->fm_from = l.no;
	}
}

/*
 * The test row waiting in s->fr, with its IOPS (NULL: its "iops" row
 * is cut off) of line iops_no: a result per direction.  0 or an error.
 */
static int fm_emit(struct fs *s, const double *iops, const double *ihalf,
		   long iops_no)
{
	const struct fm_row *r = &s->fr;
	double mb = units_size_factor("MB", 2, UNITS_MIXED);

	s->fr_open = 0;
	for (int d = 0; d < 2; d++) {
		struct iodb_result res = IODB_RESULT_INIT;
		double bw = r->v[d] * mb, io = iops ? iops[d] : NAN;
		int ret;

		if (bw == 0 && !(io > 0))
			continue; /* a direction not run */
		/* the figures themselves say another MB: no fiomark's */
		if (!isnan(r->bs) && !isnan(io) &&
		    !fm_fits(r->v[d], r->half[d], mb, io, ihalf[d], r->bs) &&
		    (fm_fits(r->v[d], r->half[d], 1e6, io, ihalf[d], r->bs) ||
		     fm_fits(r->v[d], r->half[d], 1048576, io, ihalf[d],
			     r->bs))) {
			ingest_warn_at(s->ctx, r->at,
				       "the %s rate of '%s' fits its IOPS x "
				       "block size in another MB than "
				       "fiomark's 1,024,000 bytes: kept the "
				       "IOPS only",
				       d ? "write" : "read", r->job);
			bw = NAN;
		}
		res.job = r->job;
		res.cond.op = d ? IODB_OP_WRITE : IODB_OP_READ;
		res.cond.pattern = (enum iodb_pattern)r->pattern;
		res.cond.bs = units_int64(r->bs);
		res.cond.iodepth = r->q;
		res.cond.numjobs = r->t;
		res.cond.direct = s->direct;
		res.iops = io;
		res.bw_bytes = bw;
		res.line_from = r->no;
		res.line_to = iops ? iops_no : r->no;
		s->results++;
		ret = ingest_emit_result(s->ctx, &res);
		if (ret)
			return ret;
	}
	return 0;
}

/* fiomark's line l: 0, 1 when it is none of its output's, or an error. */
static int fiomark_line(struct fs *s, struct text_line l)
{
	struct fm_row r;
	double v[2], half[2];

	if (!l.len || fm_header(l) || fm_running(l))
		return 0;
	if (fm_iops(l, v, half)) {
		if (!s->fr_open)
			return 1; /* its test's row cut off */
		return fm_emit(s, v, half, l.no);
	}
	if (!fm_row(l, &r))
		return 1;
	if (s->fr_open) {
		int ret = fm_emit(s, NULL, NULL, 0);

		if (ret)
			return ret;
	}
	s->fr = r;
	s->fr_open = 1;
	return 0;
}

/* The open run ends: a fiomark test row still waiting is emitted. */
/*
 * kbench compare's two runs, each volume's figures under its name; none
 * when the "For:" line named no two volumes (whose figures would be
 * which?).
 */
static int cmp_emit(struct fs *s)
{
	int ret = 0;

	s->cmp = 0;
	if (!s->cmp_name[0][0] && (s->ncf[0] || s->ncf[1]))
		ingest_warn_at(s->ctx, NULL,
			       "kbench's compare summary names no two "
			       "volumes ('For: A vs B'): its figures skipped");
	for (int k = 0; k < 2 && !ret && s->cmp_name[0][0]; k++) {
		struct iodb_run run = IODB_RUN_INIT;

		if (!s->ncf[k])
			continue;
		run.format = "fio-summary";
		run.tool = "kbench";
		run.label = s->cmp_name[k];
		run.line_from = run.line_to = s->from;
		ret = ingest_emit_run(s->ctx, &run);
		for (int i = 0; i < s->ncf[k] && !ret; i++) {
			const struct cmp_fig *f = &s->cf[k][i];

			ret = emit(s, f->op, f->pattern, (enum measure)f->m,
				   f->v, f->job, f->line);
		}
	}
	s->ncf[0] = s->ncf[1] = 0;
	return ret;
}

static int close_run(struct fs *s)
{
	s->run_open = 0;
	s->lemon = 0;
	if (s->cmp)
		return cmp_emit(s);
	return s->fr_open ? fm_emit(s, NULL, NULL, 0) : 0;
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	struct fs s = {
	    .ctx = ctx, .section = -1, .v1_pattern = -1, .fm_direct = -1};
	struct line_iter it;
	struct text_line l;
	int ret = 0, mk;

	lines_init(&it, buf, len);
	while (lines_next(&it, &l)) {
		l = line_trim(l);
		mk = marker(l);
		/* fiomark repeats its header over some of its tests */
		if (mk == 'f' && s.run_open && !strcmp(s.tool, "fiomark"))
			mk = 0;
		if (mk) {
			ret = close_run(&s);
			if (ret)
				return ret;
			if (mk == 'f') {
				ret = emit_run(&s, "fiomark",
					       s.fm_from ? s.fm_from : l.no);
				if (ret)
					return ret;
				s.direct = s.fm_direct;
				s.fm_from = 0;
				continue;
			}
			if (mk == 'c') {
				/* kbench compare: two runs, emitted at
				 * the end */
				s.tool = "kbench";
				s.from = l.no;
				s.run_open = 1;
				s.section = -1;
				s.v1_pattern = -1;
				s.cmp = 1;
				s.cmp_name[0][0] = s.cmp_name[1][0] = '\0';
				continue;
			}
			if (mk == 'l') {
				ret = emit_run(&s, "fio", l.no);
				if (ret)
					return ret;
				s.lemon = 1;
				lemon_section(&s, l);
				continue;
			}
			if (mk == 's')
				line_copy((struct text_line){l.s + 14,
							     l.len - 14, l.no},
					  s.version, sizeof(s.version));
			ret = emit_run(&s,
				       mk == 'k'   ? "kbench"
				       : mk == 'd' ? "dbench"
						   : "fio",
				       l.no);
			if (ret)
				return ret;
			if (mk == 'p') {
				/* the figures are on the marker's line */
				ret = pi_line(&s, l);
				if (ret)
					return ret;
				s.run_open = 0;
			}
			continue;
		}
		/* LemonBench's lines cut out under their section line:
		 * depth and O_DIRECT unsaid */
		if (!s.run_open && lemon_lead(l.s, (size_t)(it.end - l.s))) {
			ret = emit_run(&s, "fio", l.no);
			if (ret)
				return ret;
			s.lemon = 1;
			s.lb_depth = -1;
			s.lb_direct = -1;
		}
		/* kubestr's job blocks without its header over them */
		if (!s.run_open && line_starts(l, "JobName: ") &&
		    kubestr_job_lead(it.p, it.end)) {
			ret = emit_run(&s, "fio", l.no);
			if (ret)
				return ret;
		}
		if (s.run_open) {
			ret = s.lemon			  ? lemon_line(&s, l)
			      : !strcmp(s.tool, "kbench") ? kbench_line(&s, l)
			      : !strcmp(s.tool, "dbench") ? dbench_line(&s, l)
			      : !strcmp(s.tool, "fiomark")
				  ? fiomark_line(&s, l)
				  : kubestr_line(&s, l);
			if (ret < 0)
				return ret;
			if (!ret)
				continue;
			/* other text: the summary ended */
			ret = close_run(&s);
			if (ret)
				return ret;
		}
		if (kubestr_storage_class(l, s.sc, sizeof(s.sc)))
			s.sc_no = l.no;
		fm_track(&s, l);
	}
	ret = close_run(&s);
	if (ret)
		return ret;
	if (!s.results)
		return ingest_error_at(ctx, buf,
				       "expected a kbench 'FIO Benchmark "
				       "Summary', a 'Dbench Summary', "
				       "fiomark's 'Read [MB/s] Write [MB/s]' "
				       "or LemonBench's fio lines with "
				       "figures, found none");
	return 0;
}

int fio_summary_line(const char *s, size_t len)
{
	struct text_line l = line_trim((struct text_line){s, len, 0});

	return marker(l) == 'p' && line_find(l, " IOPS (");
}

/*
 * Whether the text starts with fiomark's test row and "iops" row (either
 * first): a part of its output cut out under its header, which a
 * document would otherwise read as a table (no run of its own: the
 * header gives the unit).
 */
static int fm_lead(const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line l;
	struct fm_row fr;
	double v[2], h[2];
	int kind[2], n = 0;

	lines_init(&it, buf, len);
	while (n < 2 && lines_next(&it, &l)) {
		l = line_trim(l);
		if (!l.len)
			continue;
		/* a row of fiomark's is a short line: a terse line of fio's
		 * (over a kilobyte) or a JSON document is none */
		if (l.len > 200)
			return 0;
		kind[n] = fm_row(l, &fr) ? 1 : fm_iops(l, v, h) ? 2 : 0;
		if (!kind[n++])
			return 0;
	}
	return n == 2 && kind[0] != kind[1];
}

/* Whether the text holds a kubestr job block (kubestr_job_lead()). */
static int kubestr_jobs(const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line l;

	lines_init(&it, buf, len);
	while (lines_next(&it, &l))
		if (line_starts(line_trim(l), "JobName: ") &&
		    kubestr_job_lead(it.p, it.end))
			return 1;
	return 0;
}

/* A summary's marker line followed, within a few lines, by its figures. */
static int probe(const char *buf, size_t len)
{
	size_t n = len < 256 * 1024 ? len : 256 * 1024;
	struct line_iter it;
	struct text_line l;
	struct fm_row fr;
	int mk = 0, since = 0, row = 0, before = 0;

	if (fm_lead(buf, n))
		return 40;
	if (lemon_lead(buf, n))
		return 90;
	if (text_find(buf, n, "JobName: ", 9) && kubestr_jobs(buf, n))
		return 90;
	if (!text_find(buf, n, "Summary", 7) &&
	    !text_find(buf, n, "FIO version - ", 14) &&
	    !text_find(buf, n, "FIO results - ", 14) &&
	    !text_find(buf, n, "Read [MB/s]", 11) &&
	    !text_find(buf, n, "(Using FIO", 10))
		return 0;
	/* dbench's whole log: the fio outputs the summary restates, read
	 * by fio-text (the summary adds nothing to them) */
	if (text_find(buf, n, ": (groupid=", 11))
		return 0;
	lines_init(&it, buf, n);
	while (lines_next(&it, &l)) {
		int m;

		l = line_trim(l);
		m = marker(l);
		/* PiBenchmarks: the figures on the marker's line */
		if (fio_summary_line(l.s, l.len))
			return 90;
		if (m) {
			mk = m;
			since = 0;
			row = 0;
			continue;
		}
		before |= !mk && l.len && !line_starts(l, "```");
		if (!mk || ++since > 12)
			continue;
		/* fiomark: a test's row, then its "iops" row */
		if (mk == 'f' && l.len) {
			double v[2], h[2];

			if (row && fm_iops(l, v, h))
				return 90;
			row = fm_row(l, &fr);
			continue;
		}
		if (((mk == 'k' || mk == 'c') &&
		     (is(l, "IOPS (Read/Write)") ||
		      is(l, "Random Read/Write"))) ||
		    (mk == 'd' && (line_starts(l, "Random Read/Write IOPS:") ||
				   line_starts(l, "Random Read/Write BW:"))) ||
		    (mk == 's' && line_starts(l, "JobName: ")))
			return 90;
		/* LemonBench's section line over its first test's line:
		 * the script's own words, certain when the text starts
		 * with them (a document's block: its tabs make no table);
		 * a text with more above is the document's to split */
		if (mk == 'l' && since <= 2 &&
		    (line_starts(l, "Write Test (") ||
		     line_starts(l, "Read Test (") ||
		     line_starts(l, "Read  Test (")))
			return before ? 90 : 100;
	}
	return 0;
}

const struct ingest_format ingest_fio_summary = {
    .name = "fio-summary",
    .description = "summaries of fio runs by kbench (FIO Benchmark "
		   "Summary), dbench (Dbench Summary), fiomark and "
		   "LemonBench",
    .probe = probe,
    .parse = parse,
};
