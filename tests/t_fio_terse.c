/*
 * fio's terse output: the corpus files (MANIFEST.tsv figures), versions 2
 * to 5, malformed lines, and the cross-check of the samples/fio-text terse
 * against the JSON fio wrote in the same run.
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
#include "ingest/fio_terse.h"
#include "tests/collect.h"
#include "util/file.h"
#include "util/strbuf.h"
#include "tests/t.h"

#define KIB 1024.0

static int load(struct t_collect *c, const char *name)
{
	char buf[512];

	snprintf(buf, sizeof(buf), "corpus/fio-terse/%s", name);
	return t_collect_file(c, "fio-terse", t_shared(buf), 0);
}

T_TEST(t_fio_terse_cloudbench_v3_fio2)
{
	struct t_collect c;
	const struct iodb_result *r, *w;

	T_INT(load(&c, "fio-terse-cloudbench-1.txt"), 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 2);
	r = t_find(&c, IODB_OP_READ, "16k-1-read", NULL);
	w = t_find(&c, IODB_OP_WRITE, "16k-1-read", NULL);
	if (!r || !w || c.n_runs != 1)
		goto out;
	T_STR(c.runs[0].format, "fio-terse");
	T_STR(c.runs[0].tool_version, "fio-2.0.15");
	T_INT(r->groupid, 0);
	T_DBL(r->io_bytes, 77968 * KIB);
	T_DBL(r->bw_bytes, 7796 * KIB);
	T_DBL(r->iops, 487);
	T_DBL(r->runtime_ns, 10001e6);
	T_DBL(r->lat.mean, 720.603324e3);
	T_DBL(r->clat.mean, 720.394213e3);
	T_OK(isnan(r->slat.mean)); /* all zero: not measured */
	T_DBL(t_extra(r, "bw_mean"), 7384.65 * KIB);
	T_DBL(w->io_bytes, 76640 * KIB);
	T_DBL(w->bw_bytes, 7663 * KIB);
	T_DBL(w->iops, 478);
	T_DBL(w->runtime_ns, 10001e6);
	T_DBL(w->lat.mean, 1349.806263e3);
	T_DBL(t_extra(w, "bw_mean"), 7649.631579 * KIB);
	T_DBL(r->cpu_usr, 4.04);
	T_DBL(r->cpu_sys, 0);
	T_DBL(t_extra(r, "ctx"), 10592);
	T_DBL(t_extra(r, "iodepth_1"), 109.6);
	T_INT(r->n_clat_pct, 17);
	if (r->n_clat_pct == 17) {
		T_DBL(r->clat_pct[16].pct, 99.99);
		T_DBL(r->clat_pct[16].ns, 2640e3);
	}
	T_DBL(t_run_extra(&c.runs[0], "disk.xvda1.util"), 98.16);
	T_DBL(t_run_extra(&c.runs[0], "disk.xvda1.read_ios"), 5285);
	T_DBL(t_run_extra(&c.runs[0], "disk.xvda1.in_queue"), 10788e6);
out:
	t_collect_free(&c);
}

T_TEST(t_fio_terse_fiojobstub_read_only)
{
	struct t_collect c;
	const struct iodb_result *r;

	T_INT(load(&c, "fio-terse-fiojobstub-1.txt"), 0);
	T_INT(c.n_res, 1); /* "write all 0": no write result */
	r = t_find(&c, IODB_OP_READ, "my_perf", NULL);
	if (!r || c.n_runs != 1)
		goto out;
	T_STR(c.runs[0].tool_version, "fio-3.7");
	T_DBL(r->io_bytes, 108759296 * KIB);
	T_DBL(r->bw_bytes, 1812503 * KIB);
	T_DBL(r->iops, 28320);
	T_DBL(r->runtime_ns, 60005e6);
	T_DBL(r->clat.mean, 4494.007157e3);
	T_DBL(r->lat.mean, 4515.545253e3);
	T_DBL(r->slat.max, 707e3);
	T_DBL(r->cpu_usr, 7.119168);
	T_DBL(r->cpu_sys, 17.978118);
	T_DBL(t_extra(r, "ctx"), 1234704);
	T_DBL(t_extra(r, "iodepth_32"), 100);
	T_DBL(t_run_extra(&c.runs[0], "disk.nvme0n1.read_ios"), 1695997);
	T_DBL(t_run_extra(&c.runs[0], "disk.nvme0n1.util"), 99.95);
out:
	t_collect_free(&c);
}

T_TEST(t_fio_terse_fiovisualizer_write_only)
{
	struct t_collect c;
	const struct iodb_result *w;

	T_INT(load(&c, "fio-terse-fiovisualizer-1.txt"), 0);
	T_INT(c.n_res, 1); /* "read all 0" */
	w = t_find(&c, IODB_OP_WRITE, "job1", NULL);
	if (!w || c.n_runs != 1)
		goto out;
	T_STR(c.runs[0].tool_version, "fio-3.8-41-g7302");
	T_DBL(w->io_bytes, 1886832 * KIB);
	T_DBL(w->bw_bytes, 188645 * KIB);
	T_DBL(w->iops, 23580);
	T_DBL(w->runtime_ns, 10002e6);
	T_DBL(w->clat.mean, 165.280554e3);
	T_DBL(w->lat.mean, 167.875769e3);
	T_DBL(w->cpu_usr, 5.179482);
	T_DBL(w->cpu_sys, 9.399060);
	T_DBL(t_extra(w, "ctx"), 151970);
	T_DBL(t_run_extra(&c.runs[0], "disk.nvme0n1.util"), 99.24);
out:
	t_collect_free(&c);
}

T_TEST(t_fio_terse_every_corpus_file_imports)
{
	T_OK(t_corpus_dir_imports("fio-terse", "fio-terse") >= 3);
}

static int parse_capture(const char *buf, char *msg, size_t n)
{
	struct t_collect c;
	int ret =
	    t_collect_msg(&c, "fio-terse", "t.txt", buf, strlen(buf), msg, n);

	t_collect_free(&c);
	return ret;
}

/* A corpus line with text around it, cut or with a field replaced. */
static char *variant(const char *cut_at, const char *from, const char *to)
{
	char path[512], *line, *out, *at;

	snprintf(path, sizeof(path), "%s",
		 t_shared("corpus/fio-terse/fio-terse-fiojobstub-1.txt"));
	line = t_read_file(path, NULL);
	if (!line)
		return NULL;
	line[strcspn(line, "\r\n")] = '\0';
	if (cut_at) {
		at = strstr(line, cut_at);
		if (at)
			*at = '\0';
	}
	out = malloc(strlen(line) + 256);
	if (!out) {
		free(line);
		return NULL;
	}
	at = from ? strstr(line, from) : NULL;
	if (at) {
		*at = '\0';
		sprintf(out, "$ fio --minimal job.fio\n%s%s%s\n$ echo done\n",
			line, to, at + strlen(from));
	} else {
		sprintf(out, "$ fio --minimal job.fio\n%s\n$ echo done\n",
			line);
	}
	free(line);
	return out;
}

T_TEST(t_fio_terse_errors)
{
	static const struct {
		const char *cut, *from, *to, *want;
	} cases[] = {
	    {";7.119168%", NULL, NULL,
	     "t.txt:2:819: error: expected 121 ';'-separated fields for "
	     "terse version 3, found 87"},
	    {NULL, ";28320;60005;", ";28320;6o005;",
	     "t.txt:2:47: error: expected the runtime (ms) in field 9, "
	     "found '6o005'"},
	    {NULL, "99.990000%=6062", "99.990000%6062",
	     "error: expected a percentile 'P%=usec' in field 34"},
	    {NULL, "3;fio-3.7;", "1;fio-3.7;",
	     "t.txt:2:1: error: expected terse version 2, 3, 4 or 5, "
	     "found version 1"},
	    {NULL, ";7.119168%;", ";;",
	     "error: expected the user CPU percentage in field 88, found "
	     "''"},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char *buf = variant(cases[i].cut, cases[i].from, cases[i].to);
		char msg[1024];

		if (!buf) {
			T_FAIL("cannot read the fiojobstub sample");
			return;
		}
		T_OK(parse_capture(buf, msg, sizeof(msg)) < 0);
		if (!strstr(msg, cases[i].want))
			T_FAIL("case %zu: message '%s' lacks '%s'", i, msg,
			       cases[i].want);
		free(buf);
	}
}

T_TEST(t_fio_terse_blocks_and_command)
{
	char *one = variant(NULL, NULL, NULL);
	char *buf;
	struct t_collect c;

	if (!one) {
		T_FAIL("cannot read the fiojobstub sample");
		return;
	}
	/* one block of two lines, then prose and another command + block */
	buf = malloc(3 * strlen(one) + 256);
	if (!buf) {
		free(one);
		return;
	}
	sprintf(buf,
		"sudo fio --minimal --name=my_perf --rw=randread --bs=4k \\\n"
		"   --iodepth=32 --direct=1\n%s%s"
		"  fio --minimal --name=my_perf --rw=read --bs=1m\n%s",
		strchr(one, '\n') + 1, strchr(one, '\n') + 1,
		strchr(one, '\n') + 1);
	/* the "$ echo done" lines end blocks: 3 runs */
	T_INT(t_collect_buf(&c, NULL, "b.txt", buf, strlen(buf), 0), 0);
	T_INT(c.n_runs, 3);
	T_INT(c.n_res, 3);
	if (c.n_res == 3 && c.n_runs == 3) {
		T_INT(c.res[0].r.cond.bs, 4096);
		T_INT(c.res[0].r.cond.iodepth, 32);
		T_INT(c.res[0].r.cond.direct, 1);
		T_INT(c.res[0].r.cond.pattern, IODB_PATTERN_RAND);
		T_INT(c.res[1].r.cond.bs, -1); /* that command was used up */
		T_INT(c.res[2].r.cond.bs, 1024 * 1024);
		T_INT(c.res[2].r.cond.pattern, IODB_PATTERN_SEQ);
		T_OK(c.runs[0].command &&
		     !strncmp(c.runs[0].command, "fio --minimal", 13));
		T_INT(c.runs[2].line_from, 8);
	}
	t_collect_free(&c);
	free(buf);
	free(one);
	T_INT(ingest_find("fio-terse")->probe("a;b;c\n1;2;3\n", 12), 0);
}

/* Terse version 2 as fio 2.x printed it: no trim section (120 fields). */
T_TEST(t_fio_terse_v2_without_trim)
{
	char *line =
	    t_read_file("samples/fio-text/terse-v2-randrw-60-4k.terse", NULL);
	char *out = NULL, *p, *q;
	struct t_collect c = {0};
	int field = 0;

	if (!line) {
		T_FAIL("samples/fio-text/terse-v2-randrw-60-4k.terse missing");
		return;
	}
	/* skip the "$ fio" line, then drop fields 87..127 (the trim part) */
	p = strchr(line, '\n');
	p = p && p[1] == '2' ? p + 1 : line;
	out = malloc(strlen(p) + 1);
	if (!out)
		goto out;
	q = out;
	for (; *p && *p != '\n'; p++) {
		if (field < 86 || field >= 127)
			*q++ = *p;
		if (*p == ';')
			field++;
	}
	*q++ = '\n';
	*q = '\0';
	T_INT(t_collect_buf(&c, "fio-terse", "v2.txt", out, strlen(out), 0), 0);
	T_INT(c.n_res, 2);
	if (c.n_runs == 1) {
		T_STR(c.runs[0].tool_version, NULL);
		T_INT(c.runs[0].n_extras, 0); /* v2 has no disk fields */
	}
	if (c.n_res == 2) {
		T_STR(c.res[0].r.job, "v2");
		T_INT(c.res[1].r.cond.op, IODB_OP_WRITE);
		T_OK(c.res[1].r.iops > 0);
		T_OK(t_extra(&c.res[1].r, "latency_ms_ge2000") >= 0);
	}
out:
	t_collect_free(&c);
	free(out);
	free(line);
}

/*
 * Cross-check: samples/fio-text/<case>.terse against <case>.json from the
 * same fio run.  Terse prints KiB and integer microseconds (truncated),
 * means and deviations with 6 decimals.
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
		T_FAIL("%s: %s %s: terse %.17g, json %.17g (within %g)", x->cas,
		       job, what, got, want, tol);
}

static double jnum(const cJSON *o, const char *k)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);

	return cJSON_IsNumber(v) ? v->valuedouble : NAN;
}

static void xc_lat(struct xc *x, const char *job, const char *what,
		   const struct iodb_lat *l, const cJSON *j)
{
	char w[64];

	if (!(jnum(j, "N") > 0) && !(jnum(j, "max") > 0)) {
		x->n++;
		if (!isnan(l->mean))
			T_FAIL("%s: %s %s: not measured, terse has %g", x->cas,
			       job, what, l->mean);
		return;
	}
	snprintf(w, sizeof(w), "%s min", what);
	xc_cmp(x, job, w, l->min, jnum(j, "min"), 1000);
	snprintf(w, sizeof(w), "%s max", what);
	xc_cmp(x, job, w, l->max, jnum(j, "max"), 1000);
	snprintf(w, sizeof(w), "%s mean", what);
	xc_cmp(x, job, w, l->mean, jnum(j, "mean"), 0.001);
	snprintf(w, sizeof(w), "%s stdev", what);
	xc_cmp(x, job, w, l->stddev, jnum(j, "stddev"), 0.001);
}

static int xcheck_case(const char *cas)
{
	static const char *const dn[] = {NULL, "read", "write", "trim"};
	char path[512], *js = NULL;
	struct xc x = {.cas = cas};
	struct t_collect c = {0};
	cJSON *root = NULL;
	const cJSON *job;
	size_t k = 0;

	snprintf(path, sizeof(path), "samples/fio-text/%s.json", cas);
	js = t_read_file(path, NULL);
	root = js ? cJSON_Parse(js) : NULL;
	if (!root) {
		T_FAIL("%s: cannot read its JSON", cas);
		goto out;
	}
	snprintf(path, sizeof(path), "samples/fio-text/%s.terse", cas);
	T_INT(t_collect_file(&c, "fio-terse", path, 0), 0);
	T_INT(c.n_runs, 1);
	if (c.ret || c.n_runs != 1)
		goto out;
	cJSON_ArrayForEach (job, cJSON_GetObjectItem(root, "jobs")) {
		const char *name =
		    cJSON_GetObjectItem(job, "jobname")->valuestring;

		for (int op = 1; op <= 3; op++) {
			const cJSON *d = cJSON_GetObjectItem(job, dn[op]);
			const struct iodb_result *r;
			const cJSON *pj;
			const struct iodb_pct *p;
			size_t np;

			if (!(jnum(d, "io_bytes") > 0))
				continue;
			if (k >= c.n_res) {
				T_FAIL("%s: terse has fewer results", cas);
				goto out;
			}
			r = &c.res[k++].r;
			T_STR(r->job, name);
			T_INT(r->cond.op, op);
			xc_cmp(&x, name, "io", r->io_bytes,
			       jnum(d, "io_kbytes") * KIB, 0);
			xc_cmp(&x, name, "bw", r->bw_bytes, jnum(d, "bw") * KIB,
			       0);
			xc_cmp(&x, name, "iops", r->iops, jnum(d, "iops"), 1);
			xc_cmp(&x, name, "runtime", r->runtime_ns,
			       jnum(d, "runtime") * 1e6, 0);
			xc_lat(&x, name, "slat", &r->slat,
			       cJSON_GetObjectItem(d, "slat_ns"));
			xc_lat(&x, name, "clat", &r->clat,
			       cJSON_GetObjectItem(d, "clat_ns"));
			xc_lat(&x, name, "lat", &r->lat,
			       cJSON_GetObjectItem(d, "lat_ns"));
			/* terse holds the total-latency percentiles when the
			 * job set lat_percentiles, else the completion ones */
			pj = cJSON_GetObjectItem(d, r->n_lat_pct ? "lat_ns"
								 : "clat_ns");
			pj = cJSON_GetObjectItem(pj, "percentile");
			p = r->n_lat_pct ? r->lat_pct : r->clat_pct;
			np = r->n_lat_pct ? r->n_lat_pct : r->n_clat_pct;
			if (pj && np != (size_t)cJSON_GetArraySize(pj))
				T_FAIL("%s: %s: %zu percentiles, json %d", cas,
				       name, np, cJSON_GetArraySize(pj));
			for (size_t i = 0; i < np; i++) {
				char key[32];

				snprintf(key, sizeof(key), "%f", p[i].pct);
				xc_cmp(&x, name, key, p[i].ns, jnum(pj, key),
				       1000);
			}
			if (jnum(d, "bw_samples") > 0) {
				xc_cmp(&x, name, "bw_min", t_extra(r, "bw_min"),
				       jnum(d, "bw_min") * KIB, 0);
				xc_cmp(&x, name, "bw_max", t_extra(r, "bw_max"),
				       jnum(d, "bw_max") * KIB, 0);
				/* fio computes terse's agg% apart from the
				 * JSON's: they differ past 3 decimals */
				xc_cmp(&x, name, "bw_agg_pct",
				       t_extra(r, "bw_agg_pct"),
				       jnum(d, "bw_agg"), 0.01);
				xc_cmp(&x, name, "bw_mean",
				       t_extra(r, "bw_mean"),
				       jnum(d, "bw_mean") * KIB, 1e-6 * KIB);
				xc_cmp(&x, name, "bw_stdev",
				       t_extra(r, "bw_stdev"),
				       jnum(d, "bw_dev") * KIB, 1e-6 * KIB);
			}
			if (strncmp(cas, "terse-v5", 8) == 0 &&
			    jnum(d, "iops_samples") > 0) {
				xc_cmp(&x, name, "iops_mean",
				       t_extra(r, "iops_mean"),
				       jnum(d, "iops_mean"), 1e-6);
				xc_cmp(&x, name, "iops_samples",
				       t_extra(r, "iops_samples"),
				       jnum(d, "iops_samples"), 0);
				xc_cmp(&x, name, "bw_samples",
				       t_extra(r, "bw_samples"),
				       jnum(d, "bw_samples"), 0);
			}
			xc_cmp(&x, name, "usr_cpu", r->cpu_usr,
			       jnum(job, "usr_cpu"), 1e-6);
			xc_cmp(&x, name, "sys_cpu", r->cpu_sys,
			       jnum(job, "sys_cpu"), 1e-6);
			xc_cmp(&x, name, "ctx", t_extra(r, "ctx"),
			       jnum(job, "ctx"), 0);
		}
	}
	T_INT(k, c.n_res);
	if (strncmp(cas, "terse-v2", 8))
		cJSON_ArrayForEach (job,
				    cJSON_GetObjectItem(root, "disk_util")) {
			char n[128];
			const char *nm =
			    cJSON_GetObjectItem(job, "name")->valuestring;

			snprintf(n, sizeof(n), "disk.%s.util", nm);
			xc_cmp(&x, nm, "util", t_run_extra(&c.runs[0], n),
			       jnum(job, "util"), 0.005);
			snprintf(n, sizeof(n), "disk.%s.read_ios", nm);
			xc_cmp(&x, nm, "read_ios", t_run_extra(&c.runs[0], n),
			       jnum(job, "read_ios"), 0);
			snprintf(n, sizeof(n), "disk.%s.write_ticks", nm);
			xc_cmp(&x, nm, "write_ticks",
			       t_run_extra(&c.runs[0], n),
			       jnum(job, "write_ticks") * 1e6, 0);
		}
out:
	t_collect_free(&c);
	cJSON_Delete(root);
	free(js);
	return x.n;
}

T_TEST(t_fio_terse_crosscheck_json)
{
	DIR *d = opendir("samples/fio-text");
	struct dirent *e;
	int cases = 0, versions[6] = {0};

	if (!d) {
		T_FAIL("samples/fio-text missing (run from the top directory)");
		return;
	}
	while ((e = readdir(d))) {
		char cas[256];
		size_t n = strlen(e->d_name);
		int k;

		if (n < 7 || strcmp(e->d_name + n - 6, ".terse"))
			continue;
		snprintf(cas, sizeof(cas), "%.*s", (int)(n - 6), e->d_name);
		k = xcheck_case(cas);
		if (k < 15)
			T_FAIL("%s: only %d figures compared", cas, k);
		if (!strncmp(cas, "terse-v", 7) && cas[7] >= '2' &&
		    cas[7] <= '5')
			versions[cas[7] - '0']++;
		else
			versions[3]++;
		cases++;
	}
	closedir(d);
	T_OK(cases >= 20);
	T_OK(versions[2] && versions[3] && versions[4] && versions[5]);
}

/* fio 3.33 --unified_rw_reporting=both (a real run): a "mixed" direction
 * follows write in terse version 3, before the CPU fields. */
static const char terse_both[] =
    "3;fio-3.33;t;0;0;7928;184372;46093;43;0;0;0.000000;0.000000;0;970;"
    "32.410696;40.781969;1.000000%=0;5.000000%=0;10.000000%=0;20.000000"
    "%=0;30.000000%=0;40.000000%=0;50.000000%=24;60.000000%=40;70.00000"
    "0%=51;80.000000%=67;90.000000%=83;95.000000%=91;99.000000%=113;99."
    "500000%=123;99.900000%=203;99.950000%=970;99.990000%=970;0%=0;0%=0"
    ";0%=0;0;970;32.448453;40.779645;0;0;0.000000%;0.000000;0.000000;84"
    "56;196651;49162;43;0;0;0.000000;0.000000;0;98;2.827639;5.579501;1."
    "000000%=0;5.000000%=0;10.000000%=0;20.000000%=1;30.000000%=1;40.00"
    "0000%=1;50.000000%=2;60.000000%=2;70.000000%=2;80.000000%=2;90.000"
    "000%=3;95.000000%=4;99.000000%=35;99.500000%=43;99.900000%=57;99.9"
    "50000%=62;99.990000%=97;0%=0;0%=0;0%=0;0;98;2.854400;5.580053;0;0;"
    "0.000000%;0.000000;0.000000;16384;381023;95255;43;0;0;0.000000;0.0"
    "00000;0;970;17.142488;32.237472;1.000000%=0;5.000000%=0;10.000000%"
    "=0;20.000000%=0;30.000000%=1;40.000000%=1;50.000000%=2;60.000000%="
    "2;70.000000%=3;80.000000%=40;90.000000%=65;95.000000%=83;99.000000"
    "%=99;99.500000%=113;99.900000%=164;99.950000%=193;99.990000%=970;0"
    "%=0;0%=0;0%=0;0;970;17.174569;32.238620;0;0;0.000000%;0.000000;0.0"
    "00000;0.000000%;30.487805%;1084;0;26;100.0%;0.0%;0.0%;0.0%;0.0%;0."
    "0%;0.0%;47.39%;25.15%;1.64%;0.56%;10.30%;14.01%;0.93%;0.00%;0.00%;"
    "0.02%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;"
    "0.00%;0.00%;vda;0;0;0;0;0;0;0;0.00%"
    "\n";

T_TEST(t_fio_terse_unified_both)
{
	struct t_collect c;
	const struct iodb_result *m;

	T_INT(t_collect_buf(&c, "fio-terse", "both.txt", terse_both,
			    sizeof(terse_both) - 1, 0),
	      0);
	T_INT(c.n_res, 3);
	T_REQUIRE(c.n_res == 3);
	m = &c.res[2].r; /* after read and write */
	T_INT(m->cond.op, IODB_OP_UNKNOWN);
	T_DBL(m->iops, 95255);
	T_DBL(m->bw_bytes, 381023 * 1024.0);
	T_DBL(m->io_bytes, 16384 * 1024.0);
	T_DBL(m->runtime_ns, 43e6);
	T_DBL(m->clat.mean, 17142.488);
	T_DBL(m->cpu_sys, 30.487805);
	T_DBL(t_find(&c, IODB_OP_WRITE, "t", NULL)->iops, 49162);
	t_collect_free(&c);
}

/* A terse line quoted as Markdown inline code, as in an issue comment:
 * the backticks are no part of the first or last field. */
T_TEST(t_fio_terse_inline_code)
{
	static const char in[] =
	    "for the record, this is the --terse v3 output i got\n"
	    "\n"
	    "`3;fio-3.19;seq-read;0;0;204800;81920;20;2500;0;120;1.5;2.5;"
	    "11000;23000;12500.250000;900.5;1.000000%=11000;5.000000%=11200;"
	    "10.000000%=11400;20.000000%=11600;30.000000%=11800;"
	    "40.000000%=12000;50.000000%=12288;60.000000%=12500;"
	    "70.000000%=12800;80.000000%=13000;90.000000%=13500;"
	    "95.000000%=14000;99.000000%=20000;99.500000%=21000;"
	    "99.900000%=22000;99.950000%=22500;99.990000%=23000;0%=0;0%=0;"
	    "0%=0;11001;23001;12501.750000;900.6;80000;84000;100.000000%;"
	    "81900.000000;500.000000;0;0;0;0;0;0;0.000000;0.000000;0;0;"
	    "0.000000;0.000000;1.000000%=0;5.000000%=0;10.000000%=0;"
	    "20.000000%=0;30.000000%=0;40.000000%=0;50.000000%=0;"
	    "60.000000%=0;70.000000%=0;80.000000%=0;90.000000%=0;"
	    "95.000000%=0;99.000000%=0;99.500000%=0;99.900000%=0;"
	    "99.950000%=0;99.990000%=0;0%=0;0%=0;0%=0;0;0;0.000000;0.000000;"
	    "0;0;0.000000%;0.000000;0.000000;0.900000%;0.800000%;1100;0;37;"
	    "0.1%;0.1%;0.2%;25.0%;50.1%;24.6%;0.0%;0.00%;0.00%;0.00%;0.00%;"
	    "0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;95.00%;"
	    "5.00%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%`\n";
	struct t_collect c = {0};

	T_INT(t_collect_buf(&c, "fio-terse", "code.md", in, strlen(in), 0), 0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		const struct iodb_result *r = &c.res[0].r;

		T_STR(c.runs[0].tool_version, "fio-3.19");
		T_STR(r->job, "seq-read");
		T_INT(r->cond.op, IODB_OP_READ);
		T_DBL(r->io_bytes, 204800 * KIB);
		T_DBL(r->bw_bytes, 81920 * KIB);
		T_DBL(r->iops, 20);
		T_DBL(r->runtime_ns, 2500e6);
		T_DBL(r->clat.mean, 12500.25e3);
		T_DBL(r->lat.mean, 12501.75e3);
		/* the last field lost its backtick, not its value */
		T_DBL(t_extra(r, "latency_ms_ge2000"), 0);
	}
	t_collect_free(&c);
}

/* Lines split without libcsv give exactly libcsv's fields. */
static void same_split(const char *s, size_t len)
{
	struct terse_fields a = {0}, b = {0};
	int ra = fio_terse_split(s, len, 0, &a);
	int rb = fio_terse_split(s, len, 1, &b);

	T_INT(ra, rb);
	T_INT(a.n, b.n);
	for (size_t i = 0; i < a.n && i < b.n; i++)
		if (strcmp(a.v[i], b.v[i])) {
			T_STR(a.v[i], b.v[i]);
			break;
		}
	fio_terse_fields_free(&a);
	fio_terse_fields_free(&b);
}

T_TEST(t_fio_terse_split_as_libcsv)
{
	static const char alphabet[] = "a1.;; \t%=-x";
	unsigned seed = 12345;
	char line[48];
	struct terse_fields f = {0};

	/* a real line's first fields, spaces around them dropped */
	T_INT(fio_terse_split(" 3;fio-3.33 ; job 1;0;", 22, 0, &f), 0);
	T_INT(f.n, 5);
	T_STR(f.v[1], "fio-3.33");
	T_STR(f.v[2], "job 1");
	T_STR(f.v[4], "");
	fio_terse_fields_free(&f);
	T_INT(fio_terse_split("   ", 3, 0, &f), 0);
	T_INT(f.n, 0);
	fio_terse_fields_free(&f);
	for (int k = 0; k < 20000; k++) {
		size_t len;

		seed = seed * 1103515245u + 12345u;
		len = (seed >> 16) % sizeof(line);
		for (size_t i = 0; i < len; i++) {
			seed = seed * 1103515245u + 12345u;
			line[i] =
			    alphabet[(seed >> 16) % (sizeof(alphabet) - 1)];
		}
		same_split(line, len);
	}
}

/*
 * A terse line cut into pieces of 76 characters (a mail client's hard
 * wrap; a terse line has no blank to wrap at), then quoted: the pieces
 * are joined back, as the same figures as the line whole, from the first
 * piece's line to the last's.
 */
T_TEST(t_fio_terse_cut_lines_joined)
{
	struct t_collect whole, cut;
	char *line = NULL, *text;
	size_t n = 0, o = 0;

	line = util_read_file(
	    t_shared("corpus/fio-terse/fio-terse-fiojobstub-1.txt"), &n);
	T_REQUIRE(line != NULL);
	while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
		n--;
	text = malloc(n * 2 + 64);
	T_REQUIRE(text != NULL);
	for (size_t i = 0; i < n; i += 76) {
		size_t k = n - i < 76 ? n - i : 76;

		memcpy(text + o, "> ", 2);
		memcpy(text + o + 2, line + i, k);
		o += 2 + k;
		text[o++] = '\n';
	}
	T_INT(t_collect_buf(&whole, "fio-terse", "w.txt", line, n, 0), 0);
	T_INT(t_collect_buf(&cut, NULL, "c.txt", text, o, 0), 0);
	T_INT(cut.n_res, whole.n_res);
	T_REQUIRE(cut.n_res == whole.n_res && whole.n_res > 0);
	T_DBL(cut.res[0].r.bw_bytes, whole.res[0].r.bw_bytes);
	T_DBL(cut.res[0].r.lat.mean, whole.res[0].r.lat.mean);
	/* the disk statistics, past the fields a line needs, come along */
	T_REQUIRE(cut.n_runs == 1 && whole.n_runs == 1);
	T_INT(cut.runs[0].n_extras, whole.runs[0].n_extras);
	T_OK(whole.runs[0].n_extras >= 8);
	/* its lines are those of all the pieces */
	T_INT(cut.res[0].r.line_from, 1);
	T_INT(cut.res[0].r.line_to, (long)((n + 75) / 76));
	T_OK((n + 75) / 76 > 1);
	t_collect_free(&whole);
	t_collect_free(&cut);
	free(text);
	free(line);
}

/* A terse line glued after a label on its line ("# output version
 * 3;fio-...", "Result: `3;fio-...`") is read as the line alone; a label
 * before a line cut short of its fields is no terse line. */
T_TEST(t_fio_terse_glued_after_label)
{
	struct t_collect whole, glued;
	char *line = NULL, *text;
	size_t n = 0;
	int k;

	line = util_read_file(
	    t_shared("corpus/fio-terse/fio-terse-fiojobstub-1.txt"), &n);
	T_REQUIRE(line != NULL);
	while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
		n--;
	text = malloc(n + 64);
	T_REQUIRE(text != NULL);
	k = snprintf(text, 64, "Result: `");
	memcpy(text + k, line, n);
	memcpy(text + k + n, "`\n", 2);
	T_INT(t_collect_buf(&whole, "fio-terse", "w.txt", line, n, 0), 0);
	T_INT(t_collect_buf(&glued, NULL, "g.txt", text, (size_t)k + n + 2, 0),
	      0);
	T_REQUIRE(glued.n_res == whole.n_res && whole.n_res > 0);
	T_DBL(glued.res[0].r.bw_bytes, whole.res[0].r.bw_bytes);
	T_DBL(glued.res[0].r.iops, whole.res[0].r.iops);
	T_STR(glued.res[0].r.job, whole.res[0].r.job);
	t_collect_free(&whole);
	t_collect_free(&glued);
	/* cut: the label and 40 fields are no terse line */
	{
		size_t cut = 0, semis = 0;

		while (cut < n && semis < 40)
			semis += line[cut++] == ';';
		memcpy(text + k, line, cut);
		text[k + cut] = '\n';
		T_OK(!ingest_detect(text, (size_t)k + cut + 1, NULL));
	}
	free(text);
	free(line);
}

/*
 * A fio command, then its terse lines with blank lines a paste put
 * between them: the command's conditions (--rw, --bs, --iodepth) hold
 * for every line after it, not only the first; other text after the
 * blank lines ends them.
 */
T_TEST(t_fio_terse_blank_lines_keep_command)
{
	char *src =
	    t_read_file("samples/fio-text/two-groups-stonewall.terse", NULL);
	char *buf, *l1, *l2, *l3;
	struct t_collect c;
	const struct iodb_result *r;

	if (!src) {
		T_FAIL(
		    "cannot read samples/fio-text/two-groups-stonewall.terse");
		return;
	}
	/* the command, the g0read line, the g1write line */
	l1 = src;
	l2 = strchr(l1, '\n');
	l3 = l2 ? strchr(l2 + 1, '\n') : NULL;
	buf = malloc(strlen(src) + 64);
	if (!l3 || !buf) {
		T_FAIL("unexpected sample");
		free(src);
		free(buf);
		return;
	}
	*l2++ = '\0';
	*l3++ = '\0';
	l3[strcspn(l3, "\n")] = '\0';
	sprintf(buf, "%s\n\n%s\n\n\n%s\n", l1, l2, l3);
	T_INT(t_collect_buf(&c, "fio-terse", "t.txt", buf, strlen(buf), 0), 0);
	T_INT(c.n_res, 2);
	r = t_find(&c, IODB_OP_WRITE, "g1write", NULL);
	if (r) {
		T_INT(r->cond.pattern, IODB_PATTERN_RAND);
		T_INT(r->cond.bs, 4096);
		T_INT(r->cond.iodepth, 4);
		T_DBL(r->iops, 96473);
		T_DBL(r->bw_bytes, 395155456);
		T_INT(r->line_from, 6);
	}
	r = t_find(&c, IODB_OP_READ, "g0read", NULL);
	if (r) {
		T_INT(r->cond.iodepth, 4);
		T_DBL(r->iops, 43827);
	}
	t_collect_free(&c);
	/* prose between the lines: the second is no longer under it */
	sprintf(buf, "%s\n\n%s\n\nAnd the write side:\n\n%s\n", l1, l2, l3);
	T_INT(t_collect_buf(&c, "fio-terse", "t.txt", buf, strlen(buf), 0), 0);
	T_INT(c.n_res, 2);
	r = t_find(&c, IODB_OP_WRITE, "g1write", NULL);
	if (r) {
		T_INT(r->cond.bs, -1);
		T_INT(r->cond.iodepth, -1);
	}
	t_collect_free(&c);
	free(buf);
	free(src);
}

/*
 * A terse line cut by hand where the paste says so: a line "<... stats
 * deleted ...>" (or "...", "[...]") after it, or "..." ending it.  The
 * fields a ';' closes are read (the one the cut went through may be a
 * piece of a number); what lies after the cut is unknown.
 */
T_TEST(t_fio_terse_cut_by_hand)
{
	static const char head[] =
	    "3;fio-3.28;rr;0;0;1536000;51200;12800;30000;1;212;4.512;2.101;"
	    "3;7845;1245.66;301.22;1.000000%=1040;5.000000%=1056;"
	    "10.000000%=1073;20.000000%=1105;30.000000%=1138;40.000000%";
	static const char *const tails[] = {
	    "\n<... stats deleted for clarity ...>\n\nDisk stats:\n",
	    "\n...\n",
	    "\n\n[...]\n",
	    "=11...\n",
	};
	char buf[1024], msg[512];

	for (size_t i = 0; i < sizeof(tails) / sizeof(tails[0]); i++) {
		struct t_collect c;
		const struct iodb_result *r;

		snprintf(buf, sizeof(buf), "%s%s", head, tails[i]);
		msg[0] = '\0';
		T_INT(t_collect_msg(&c, "fio-terse", "t.txt", buf, strlen(buf),
				    msg, sizeof(msg)),
		      0);
		T_INT(c.n_res, 1);
		T_OK(strstr(msg, "cut by the paste") != NULL);
		r = t_find(&c, IODB_OP_READ, "rr", NULL);
		if (r) {
			T_DBL(r->io_bytes, 1536000 * KIB);
			T_DBL(r->bw_bytes, 51200 * KIB);
			T_DBL(r->iops, 12800);
			T_DBL(r->runtime_ns, 30000e6);
			T_DBL(r->slat.mean, 4512);
			T_DBL(r->clat.mean, 1245660);
			/* 1, 5, 10, 20 and 30 %: the 40 % one is cut */
			T_INT(r->n_clat_pct, 5);
			if (r->n_clat_pct == 5)
				T_DBL(r->clat_pct[4].ns, 1138e3);
			T_OK(isnan(r->lat.mean));
			T_OK(isnan(r->cpu_usr));
		}
		t_collect_free(&c);
	}
	/* cut without saying so (a wrap not joined, interleaved clients'
	 * output): nothing is read from it */
	snprintf(buf, sizeof(buf), "%s\nsome prose after it\n", head);
	T_OK(parse_capture(buf, msg, sizeof(msg)) != 0);
	/* cut before the first direction's runtime: nothing to read */
	T_OK(parse_capture("3;fio-3.28;rr;0;0;1536000;51200;12800\n...\n", msg,
			   sizeof(msg)) != 0);
}

/*
 * A blog migration's one line: the command and the terse line after it
 * ("$ fio --name=rr ... --iodepth=32 3;fio-3.33;rr;..."): the command is
 * the line's own (its conditions were lost).
 */
T_TEST(t_fio_terse_flattened_command)
{
	char buf[4096];
	size_t len;
	char *terse = t_read_file(
	    "samples/fio-text/randread-4k-qd32-iouring.terse", &len);
	struct t_collect c;
	size_t k = 0;

	T_REQUIRE(terse != NULL);
	for (size_t i = 0; i < len && k + 1 < sizeof(buf); i++)
		buf[k++] = terse[i] == '\n' ? ' ' : terse[i];
	buf[k] = '\0';
	free(terse);
	t_collect_buf(&c, NULL, "flat.txt", buf, k, 1);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		T_INT(c.res[0].r.cond.iodepth, 32);
		T_INT(c.res[0].r.cond.bs, 4096);
		T_INT(c.res[0].r.cond.direct, 1);
		T_OK(c.n_runs == 1 && c.runs[0].command &&
		     !strncmp(c.runs[0].command, "fio --name=rr", 13));
	}
	t_collect_free(&c);
}

/*
 * A terse line quoted as a string in a program or a log
 * ('const LINE: &str = "3;fio-...";', "stdout = '3;fio-...'  # note",
 * a CSV log's "run-7,3;fio-..."): read as the line inside the quotes,
 * what follows the closing quote dropped; its figures are the line's.
 */
T_TEST(t_fio_terse_quoted_string_literal)
{
	static const char *wrap[][2] = {
	    {"    const LINE: &str = \"", "\";\n"},
	    {"        stdout = '", "'  # from the lab box\n"},
	    {"REPORT = (\"", "\")\n"},
	    {"run-7,", "\n"},
	};
	size_t n = sizeof(terse_both) - 2; /* without its '\n' */

	for (size_t i = 0; i < sizeof(wrap) / sizeof(wrap[0]); i++) {
		struct t_collect c;
		char *text = malloc(n + 128);
		int k;

		T_REQUIRE(text != NULL);
		k = snprintf(text, 128, "%s", wrap[i][0]);
		memcpy(text + k, terse_both, n);
		k += (int)n;
		k += snprintf(text + k, 128, "%s", wrap[i][1]);
		T_INT(t_collect_buf(&c, NULL, "q.txt", text, (size_t)k, 0), 0);
		T_INT(c.n_res, 3);
		if (c.n_res == 3) {
			T_STR(c.res[0].r.job, "t");
			T_INT(c.res[0].r.cond.op, IODB_OP_READ);
			T_DBL(c.res[0].r.io_bytes, 7928 * KIB);
			T_DBL(c.res[0].r.bw_bytes, 184372 * KIB);
			T_DBL(c.res[0].r.iops, 46093);
			T_DBL(c.res[0].r.clat.mean, 32.410696e3);
			T_DBL(c.res[1].r.bw_bytes, 196651 * KIB);
			T_DBL(c.res[1].r.lat.mean, 2.854400e3);
			T_DBL(t_run_extra(&c.runs[0], "disk.vda.util"), 0);
		}
		t_collect_free(&c);
		/* the quote closed 30 fields in: no terse line */
		{
			size_t cut = 0, semis = 0;

			while (cut < n && semis < 30)
				semis += terse_both[cut++] == ';';
			k = snprintf(text, 128, "%s", wrap[i][0]);
			memcpy(text + k, terse_both, cut);
			k += (int)cut;
			k += snprintf(text + k, 128, "%s", wrap[i][1]);
			T_OK(!ingest_detect(text, (size_t)k, NULL));
		}
		free(text);
	}
}

/* s with its first from replaced by to (malloc'd), NULL if no from. */
static char *subst(const char *s, const char *from, const char *to)
{
	const char *at = strstr(s, from);
	char *out;

	if (!at)
		return NULL;
	out = malloc(strlen(s) + strlen(to) + 1);
	if (out)
		sprintf(out, "%.*s%s%s", (int)(at - s), s, to,
			at + strlen(from));
	return out;
}

/*
 * fio before 2.0.8 printed a direction's bandwidth as io_bytes /
 * runtime_ms, bytes per millisecond (fio commit 033bbb51, "Fix terse
 * bandwidth", made it KiB/s): a line whose version says so is read in
 * 1000 B/s; a line without a version (terse version 2) or with a build
 * between two releases is read in the unit its IO size and runtime give,
 * and not at all when they give both.
 */
T_TEST(t_fio_terse_old_bandwidth_unit)
{
	static const struct {
		const char *ver, *bw;
		double want;
	} v3[] = {
	    /* 7928 KiB in 43 ms: 188794 bytes/ms, 184372 KiB/s */
	    {"3;fio-2.0.5;", ";7928;188794;46093;43;", 188794e3},
	    {"3;fio-1.99.12;", ";7928;188794;46093;43;", 188794e3},
	    {"3;fio-2.0.8;", ";7928;184372;46093;43;", 184372 * KIB},
	    {"3;fio-2.0.7-3-g8a1d;", ";7928;188794;46093;43;", 188794e3},
	    {"3;fio-2.0.7-3-g8a1d;", ";7928;184372;46093;43;", 184372 * KIB},
	};
	char *v2 =
	    t_read_file("samples/fio-text/terse-v2-randrw-60-4k.terse", NULL);

	for (size_t i = 0; i < sizeof(v3) / sizeof(v3[0]); i++) {
		char *a = subst(terse_both, "3;fio-3.33;", v3[i].ver);
		char *b =
		    a ? subst(a, ";7928;184372;46093;43;", v3[i].bw) : NULL;
		struct t_collect c;

		T_REQUIRE(b != NULL);
		T_INT(t_collect_buf(&c, "fio-terse", "o.txt", b, strlen(b), 0),
		      0);
		T_REQUIRE(c.n_res == 3);
		T_DBL(c.res[0].r.bw_bytes, v3[i].want);
		T_DBL(c.res[0].r.io_bytes, 7928 * KIB);
		/* the write direction's field is its size in KiB/s (8456
		 * KiB in 43 ms), whatever the version says */
		T_DBL(c.res[1].r.bw_bytes, 196651 * KIB);
		t_collect_free(&c);
		free(a);
		free(b);
	}
	T_REQUIRE(v2 != NULL);
	{
		/* 7640 KiB in 307 ms: 24885 KiB/s (as fio 2.0.8+ prints),
		 * 25483 bytes/ms (as fio 2.0.7 prints) */
		char *a =
		    subst(v2, ";7640;24885;6221;307;", ";7640;25483;6221;307;");
		char *b = subst(v2, ";7640;24885;6221;307;", ";4;4;1;1000;");
		struct t_collect c;

		T_REQUIRE(a && b);
		T_INT(
		    t_collect_buf(&c, "fio-terse", "v2.txt", v2, strlen(v2), 0),
		    0);
		T_REQUIRE(c.n_res >= 1);
		T_DBL(c.res[0].r.bw_bytes, 24885 * KIB);
		t_collect_free(&c);
		T_INT(t_collect_buf(&c, "fio-terse", "v2.txt", a, strlen(a), 0),
		      0);
		T_REQUIRE(c.n_res >= 1);
		T_DBL(c.res[0].r.bw_bytes, 25483e3);
		t_collect_free(&c);
		/* 4 KiB in 1 s: 4 either way, within a unit: not imported */
		T_INT(t_collect_buf(&c, "fio-terse", "v2.txt", b, strlen(b), 0),
		      0);
		T_REQUIRE(c.n_res >= 1);
		T_OK(isnan(c.res[0].r.bw_bytes));
		T_DBL(c.res[0].r.io_bytes, 4 * KIB);
		t_collect_free(&c);
		free(a);
		free(b);
	}
	free(v2);
}

/* A made-up line as fio 1.43 to 1.59 printed it (terse version 2, 78
 * fields): io KiB, bandwidth in bytes per ms, runtime; slat, clat, lat
 * (usec); bandwidth statistics (KiB/s); no IOPS, no percentiles. */
static const char terse_fio1[] =
    "2;randread;0;0;1048576;17895;60000;0;0;0.000000;0.000000;120;48233;"
    "1783.412345;902.113344;121;48240;1786.001234;902.554321;15012;19810;"
    "100.000000%;17476.533333;611.224455;0;0;0;0;0;0.000000;0.000000;0;0;"
    "0.000000;0.000000;0;0;0.000000;0.000000;0;0;0.000000%;0.000000;"
    "0.000000;2.113333%;9.846667%;262180;0;34;0.1%;0.1%;0.1%;0.1%;0.1%;"
    "100.0%;0.0%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;0.00%;"
    "0.01%;62.31%;30.12%;7.12%;0.41%;0.03%;0.01%;0.00%;0.00%;0.00%;0.00%;"
    "0.00%;0.00%";

T_TEST(t_fio_terse_fio1_version2)
{
	char buf[sizeof(terse_fio1) + 64];
	struct t_collect c;
	const struct iodb_result *r;

	for (int coe = 0; coe < 2; coe++) {
		snprintf(buf, sizeof(buf), "%s%s\n", terse_fio1,
			 coe ? ";0;0" : "");
		T_INT(t_collect_buf(&c, NULL, "f1.txt", buf, strlen(buf), 0),
		      0);
		T_INT(c.n_res, 1); /* the write did nothing */
		if (c.n_res != 1) {
			t_collect_free(&c);
			continue;
		}
		r = &c.res[0].r;
		T_STR(r->job, "randread");
		T_INT(r->cond.op, IODB_OP_READ);
		T_DBL(r->io_bytes, 1048576 * KIB);
		T_DBL(r->bw_bytes, 17895e3); /* 1 GiB / 60000 ms */
		T_OK(isnan(r->iops));
		T_DBL(r->runtime_ns, 60e9);
		T_OK(isnan(r->slat.mean));
		T_DBL(r->clat.min, 120e3);
		T_DBL(r->clat.mean, 1783.412345e3);
		T_DBL(r->lat.max, 48240e3);
		T_DBL(r->lat.stddev, 902.554321e3);
		T_INT(r->n_clat_pct, 0);
		T_DBL(t_extra(r, "bw_mean"), 17476.533333 * KIB);
		T_DBL(r->cpu_usr, 2.113333);
		T_DBL(t_extra(r, "latency_ms_2"), 62.31);
		t_collect_free(&c);
	}
	/* a later fio's version 2 line cut at 78 fields is no fio 1.x line:
	 * its percentiles are no numbers */
	{
		char *v2 = t_read_file(
		    "samples/fio-text/terse-v2-randrw-60-4k.terse", NULL);
		size_t k = 0, semis = 0;

		T_REQUIRE(v2 != NULL);
		while (v2[k] && semis < 78)
			semis += v2[k++] == ';';
		v2[k - 1] = '\n';
		v2[k] = '\0';
		T_OK(t_collect_buf(&c, "fio-terse", "v2.txt", v2, k, 0) < 0);
		T_INT(c.n_res, 0);
		t_collect_free(&c);
		free(v2);
	}
}

/*
 * A terse line kept in a program's source as a string literal cut into
 * pieces on several lines: Python's '"...;" \', C's adjacent literals,
 * Java's '+ "..."': the pieces joined are the line; pieces that do not
 * make its fields are no terse line.
 */
T_TEST(t_fio_terse_quoted_pieces)
{
	static const struct {
		const char *head, *cont, *lead, *tail;
	} st[] = {
	    {"REPORT = \"", "\" \\\n", "         \"", "\"\n"},
	    {"static const char *line =\n    \"", "\"\n", "    \"", "\";\n"},
	    {"String t = \"", "\"\n", "    + \"", "\";\n"},
	};
	size_t n = sizeof(terse_both) - 2, w = 97;

	for (size_t i = 0; i < sizeof(st) / sizeof(st[0]); i++) {
		struct strbuf sb = STRBUF_INIT;
		struct t_collect c;

		T_REQUIRE(!strbuf_addstr(&sb, "import x\n\n"));
		T_REQUIRE(!strbuf_addstr(&sb, st[i].head));
		for (size_t k = 0; k < n; k += w) {
			size_t m = n - k < w ? n - k : w;

			if (k)
				T_REQUIRE(!strbuf_addstr(&sb, st[i].lead));
			T_REQUIRE(!strbuf_add(&sb, terse_both + k, m));
			T_REQUIRE(!strbuf_addstr(&sb, k + m < n ? st[i].cont
								: st[i].tail));
		}
		T_INT(t_collect_buf(&c, NULL, "p.txt", sb.buf, sb.len, 0), 0);
		T_INT(c.n_res, 3);
		if (c.n_res == 3) {
			T_STR(c.res[0].r.job, "t");
			T_DBL(c.res[0].r.bw_bytes, 184372 * KIB);
			T_DBL(c.res[0].r.lat.mean, 32.448453e3);
			T_DBL(c.res[1].r.iops, 49162);
			T_DBL(c.res[2].r.io_bytes, 16384 * KIB);
			T_INT(c.res[0].r.line_from, i == 1 ? 4 : 3);
			T_INT(c.res[0].r.line_to,
			      (long)((n + w - 1) / w) + (i == 1 ? 3 : 2));
		}
		t_collect_free(&c);
		/* the last pieces gone: no line */
		{
			/* after the third piece: some 30 fields */
			char *cut = sb.buf;

			for (int k = 0; cut && k < 5 + (i == 1); k++)
				cut = strchr(cut + 1, '\n');
			T_REQUIRE(cut != NULL);
			cut[1] = '\0';
			T_OK(!ingest_detect(sb.buf, strlen(sb.buf), NULL));
		}
		strbuf_release(&sb);
	}
}

/*
 * unified_rw_reporting=mixed (=1): fio prints one direction, reads and
 * writes together, then the CPU fields.  Made from terse_both (a real fio
 * 3.33 run) without its read and write directions: one result, its
 * direction unknown (mixed), with the mixed figures.
 */
T_TEST(t_fio_terse_unified_mixed)
{
	struct strbuf sb = STRBUF_INIT;
	struct t_collect c;
	const char *p = terse_both;
	size_t field = 0;

	for (; *p && *p != '\n'; p++) {
		if (field < 5 || field >= 5 + 2 * 41)
			T_REQUIRE(!strbuf_addch(&sb, *p));
		field += *p == ';';
	}
	T_REQUIRE(!strbuf_addch(&sb, '\n'));
	T_INT(t_collect_buf(&c, "fio-terse", "mixed.txt", sb.buf, sb.len, 0),
	      0);
	T_INT(c.n_res, 1);
	if (c.n_res == 1) {
		const struct iodb_result *m = &c.res[0].r;

		T_INT(m->cond.op, IODB_OP_UNKNOWN);
		T_DBL(m->iops, 95255);
		T_DBL(m->bw_bytes, 381023 * KIB);
		T_DBL(m->io_bytes, 16384 * KIB);
		T_DBL(m->clat.mean, 17.142488e3);
		T_DBL(m->lat.mean, 17.174569e3);
		T_DBL(m->cpu_sys, 30.487805);
		T_DBL(t_run_extra(&c.runs[0], "disk.vda.util"), 0);
	}
	t_collect_free(&c);
	/* under a command of one direction, all of the mixed I/O went
	 * that way; a mixed rw leaves it unknown */
	for (int rw = 0; rw < 2; rw++) {
		struct strbuf cmd = STRBUF_INIT;

		T_REQUIRE(!strbuf_addf(&cmd,
				       "$ fio --rw=%s --unified_rw_reporting=1 "
				       "--minimal\n%s",
				       rw ? "randrw" : "randread", sb.buf));
		T_INT(t_collect_buf(&c, "fio-terse", "m.txt", cmd.buf, cmd.len,
				    0),
		      0);
		T_INT(c.n_res, 1);
		if (c.n_res == 1)
			T_INT(c.res[0].r.cond.op,
			      rw ? IODB_OP_UNKNOWN : IODB_OP_READ);
		t_collect_free(&c);
		strbuf_release(&cmd);
	}
	strbuf_release(&sb);
}

/*
 * A synchronous engine runs one I/O at a time whatever iodepth says (fio
 * notes "queue depth will be capped at 1"): the depth fio ran is stored,
 * with a warning, as fio text reads it.
 */
T_TEST(t_fio_terse_sync_engine_depth_capped)
{
	char *one = variant(NULL, NULL, NULL);
	char *buf;
	struct t_collect c;

	if (!one) {
		T_FAIL("cannot read the fiojobstub sample");
		return;
	}
	buf = malloc(strlen(one) + 256);
	T_REQUIRE(buf != NULL);
	sprintf(buf,
		"$ fio --minimal --name=my_perf --rw=randread --bs=4k "
		"--ioengine=psync --iodepth=16\n%s",
		strchr(one, '\n') + 1);
	T_INT(t_collect_buf(&c, NULL, "s.txt", buf, strlen(buf), 1), 0);
	T_OK(c.n_res >= 1);
	for (size_t i = 0; i < c.n_res; i++)
		T_INT(c.res[i].r.cond.iodepth, 1);
	T_INT(c.warnings, 1);
	t_collect_free(&c);
	/* libaio at 16 stays 16 */
	sprintf(buf,
		"$ fio --minimal --name=my_perf --rw=randread --bs=4k "
		"--ioengine=libaio --iodepth=16\n%s",
		strchr(one, '\n') + 1);
	T_INT(t_collect_buf(&c, NULL, "s.txt", buf, strlen(buf), 1), 0);
	for (size_t i = 0; i < c.n_res; i++)
		T_INT(c.res[i].r.cond.iodepth, 16);
	t_collect_free(&c);
	free(buf);
	free(one);
}

/* A terse line whose error field is not 0 (the job ended on an errno):
 * its figures are the part that ran, the run is marked interrupted with a
 * warning at the field, as fio text's "err= 5"; 0 leaves it complete. */
T_TEST(t_fio_terse_job_error_interrupted)
{
	char text[sizeof(terse_both)];
	char msg[2048];
	struct t_collect c;

	memcpy(text, terse_both, sizeof(text));
	T_REQUIRE(!memcmp(text, "3;fio-3.33;t;0;0;", 17));
	text[15] = '5';
	T_INT(t_collect_msg(&c, "fio-terse", "err.txt", text, sizeof(text) - 1,
			    msg, sizeof(msg)),
	      0);
	T_INT(c.n_res, 3);
	T_OK(strstr(msg, "err.txt:1:16: warning: a job ended with error 5") !=
	     NULL);
	if (c.n_runs == 1)
		T_STR(c.runs[0].status, "interrupted");
	t_collect_free(&c);

	T_INT(t_collect_buf(&c, "fio-terse", "ok.txt", terse_both,
			    sizeof(terse_both) - 1, 0),
	      0);
	if (c.n_runs == 1)
		T_OK(c.runs[0].status == NULL);
	t_collect_free(&c);
}
