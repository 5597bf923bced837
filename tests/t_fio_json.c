/*
 * The fio JSON importer: the corpus files (figures from MANIFEST.tsv and
 * the files), real fio 3.x outputs from samples/fio-json/make.sh checked
 * against their own numbers read independently with cJSON, synthetic
 * documents for the forms the corpus lacks, and broken inputs.
 */
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "ingest/ingest.h"
#include "tests/collect.h"
#include "tests/t.h"

#define FIOPLOT	  "corpus/fio-json/fio-json-fioplot-1.json"
#define METRICSOP "corpus/fio-json/fio-json-metricsop-1.json"
#define PKB	  "corpus/fio-json/fio-json-pkb-1.json"
#define PKBHIST	  "corpus/fio-json/fio-json-pkbhist-1.json"
#define CDMMAC	  "corpus/fio-jsonplus/fio-jsonplus-cdmmac-1.json"

/* The value at percentile pct, or NAN. */
static double pct_at(const struct iodb_pct *p, size_t n, double pct)
{
	for (size_t i = 0; i < n; i++)
		if (fabs(p[i].pct - pct) < 1e-9)
			return p[i].ns;
	return NAN;
}

static uint64_t bins_sum(const struct iodb_result *r)
{
	uint64_t n = 0;

	for (size_t i = 0; i < r->n_clat_bins; i++)
		n += r->clat_bins[i].count;
	return n;
}

static int probe_of(const char *buf, size_t len)
{
	return ingest_find("fio-json")->probe(buf, len);
}

/* ---- corpus ---- */

T_TEST(t_fio_json_corpus_fioplot)
{
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_file(&c, NULL, t_shared(FIOPLOT), 0);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 1); /* write and trim have no I/O */
	if (c.n_runs != 1 || c.n_res != 1)
		goto out;
	T_STR(c.runs[0].format, "fio-json");
	T_STR(c.runs[0].tool, "fio");
	T_STR(c.runs[0].tool_version, "fio-3.1");
	T_INT(c.runs[0].timestamp, 1564907970);
	T_INT(c.runs[0].line_from, 1);
	T_INT(c.runs[0].line_to, 284);
	T_DBL(t_run_extra(&c.runs[0], "disk_util.sdb.util"), 86.082113);
	T_DBL(t_run_extra(&c.runs[0], "disk_util.sdb.read_ios"), 396018);
	T_DBL(t_run_extra(&c.runs[0], "disk_util.sdb.read_ticks"), 51744e6);
	T_OK(c.runs[0].options_json &&
	     strstr(c.runs[0].options_json, "\"rw\":\"randread\""));

	r = t_find(&c, IODB_OP_READ, "random-read", NULL);
	if (!r)
		goto out;
	/* fio 3.1: io_bytes in bytes (io_kbytes beside it), no bw_bytes */
	T_DBL(r->io_bytes, 1625501696);
	T_DBL(r->bw_bytes, 26456.0 * 1024);
	T_DBL(r->iops, 6614.073099);
	T_DBL(r->runtime_ns, 60001e6);
	T_DBL(r->clat.mean, 135557.025488);
	T_DBL(r->clat.min, 3220);
	T_DBL(r->clat.max, 13054796);
	T_DBL(r->lat.mean, 147792.395919);
	T_DBL(r->slat.stddev, 4107.676935);
	T_INT(r->n_clat_pct, 17); /* three "0.00" paddings skipped */
	T_DBL(pct_at(r->clat_pct, r->n_clat_pct, 50), 134144);
	T_DBL(pct_at(r->clat_pct, r->n_clat_pct, 99.9), 464896);
	T_DBL(pct_at(r->clat_pct, r->n_clat_pct, 99.99), 569344);
	T_INT(r->n_lat_pct, 0);
	T_INT(r->n_clat_bins, 0);
	T_DBL(r->cpu_usr, 5.541667);
	T_DBL(r->cpu_sys, 11.431667);
	T_DBL(t_extra(r, "bw_mean_bytes"), 26458.462185 * 1024);
	T_DBL(t_extra(r, "bw_min_bytes"), 25547.0 * 1024);
	T_DBL(t_extra(r, "bw_agg_pct"), 100);
	T_DBL(t_extra(r, "iops_mean"), 6614.605042);
	T_DBL(t_extra(r, "total_ios"), 396851);
	T_DBL(t_extra(r, "ctx"), 396844);
	T_DBL(t_extra(r, "minf"), 27);
	T_INT(r->groupid, 0);
	T_INT(r->cond.pattern, IODB_PATTERN_RAND);
	T_INT(r->cond.bs, 4096);
	T_INT(r->cond.iodepth, 1);
	T_INT(r->cond.numjobs, 1);
	T_INT(r->cond.direct, 1);
	T_OK(isnan(r->cond.mix_read_pct));
	T_INT(r->line_from, 1);
	T_INT(r->line_to, 284);
out:
	t_collect_free(&c);
}

T_TEST(t_fio_json_corpus_metricsop)
{
	struct t_collect c;
	const struct iodb_result *r, *w;

	t_collect_file(&c, "fio-json", t_shared(METRICSOP), 0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 2);
	r = t_find(&c, IODB_OP_READ, "test", NULL);
	w = t_find(&c, IODB_OP_WRITE, "test", NULL);
	if (!r || !w)
		goto out;
	T_STR(c.runs[0].tool_version, "fio-3.28");
	T_DBL(r->io_bytes, 3219128320.0);
	T_DBL(r->bw_bytes, 696630235);
	T_DBL(r->iops, 170075.741182);
	T_DBL(r->runtime_ns, 4621e6);
	T_DBL(t_extra(r, "total_ios"), 785920);
	T_DBL(w->io_bytes, 1075838976);
	T_DBL(w->bw_bytes, 232815186);
	T_DBL(w->iops, 56839.645098);
	T_DBL(t_extra(w, "total_ios"), 262656);
	/* gtod_reduce=1: every latency has N=0, i.e. not measured */
	T_OK(isnan(r->clat.mean) && isnan(r->lat.mean) && isnan(r->slat.min));
	T_INT(r->n_clat_pct, 0);
	T_DBL(r->cpu_usr, 16.709957);
	T_DBL(r->cpu_sys, 64.523810);
	T_DBL(r->cond.mix_read_pct, 75);
	T_DBL(w->cond.mix_read_pct, 75);
	T_INT(r->cond.pattern, IODB_PATTERN_RAND);
	T_INT(r->cond.bs, 4096);
	T_INT(r->cond.iodepth, 64);
	T_INT(r->cond.direct, 1); /* from "global options" */
	T_DBL(t_extra(r, "bw_agg_pct"), 99.808032);
	T_DBL(t_extra(w, "bw_max_bytes"), 264112.0 * 1024);
	T_INT(c.runs[0].n_extras, 0); /* no disk_util in a container */
out:
	t_collect_free(&c);
}

T_TEST(t_fio_json_corpus_pkb_fio2)
{
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_file(&c, NULL, t_shared(PKB), 0);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 5);
	if (c.n_runs != 1)
		goto out;
	T_STR(c.runs[0].tool_version, "fio-2.1.4");
	T_INT(c.runs[0].timestamp, -1);
	T_OK(c.runs[0].options_json == NULL); /* fio 2.1 printed none */
	T_DBL(t_run_extra(&c.runs[0], "disk_util.sdb.util"), 97.54);

	r = t_find(&c, IODB_OP_WRITE, "sequential_write", NULL);
	if (r) {
		/* fio 2.x: io_bytes is KiB, latencies usec */
		T_DBL(r->io_bytes, 361984.0 * 1024);
		T_DBL(r->bw_bytes, 68118.0 * 1024);
		T_DBL(r->iops, 133);
		T_DBL(r->runtime_ns, 5314e6);
		T_DBL(r->clat.mean, 477734.84e3);
		T_DBL(r->slat.min, 33e3);
		T_DBL(r->lat.max, 869970e3);
		T_DBL(pct_at(r->clat_pct, r->n_clat_pct, 99), 823296e3);
		T_INT(r->n_clat_pct, 17);
		T_INT(r->groupid, 0);
		T_DBL(r->cpu_usr, 0.23);
		/* fio 2.1's bw_agg is the mean in KiB/s */
		T_DBL(t_extra(r, "bw_agg_bytes"), 63936.80 * 1024);
		T_OK(isnan(t_extra(r, "bw_agg_pct")));
		/* no options printed: conditions unknown, but for the
		 * pattern the job's name states */
		T_INT(r->cond.bs, -1);
		T_INT(r->cond.iodepth, -1);
		T_INT(r->cond.direct, -1);
		T_INT(r->cond.pattern, IODB_PATTERN_SEQ);
	}
	r = t_find(&c, IODB_OP_READ, "sequential_read", NULL);
	if (r) {
		T_DBL(r->iops, 253);
		T_DBL(r->bw_bytes, 129836.0 * 1024);
		T_DBL(r->io_bytes, 361984.0 * 1024);
		T_DBL(r->runtime_ns, 2788e6);
		T_INT(r->groupid, 1);
	}
	r = t_find(&c, IODB_OP_WRITE, "random_write_test", NULL);
	if (r) {
		T_INT(r->cond.pattern, IODB_PATTERN_RAND);
		T_DBL(r->iops, 1610);
		T_DBL(r->bw_bytes, 6443.0 * 1024);
		T_DBL(r->io_bytes, 36244.0 * 1024);
		T_DBL(r->runtime_ns, 5625e6);
	}
	r = t_find(&c, IODB_OP_READ, "random_read_test", NULL);
	if (r) {
		T_DBL(r->iops, 317);
		T_DBL(r->bw_bytes, 1269.0 * 1024);
		T_DBL(r->runtime_ns, 28540e6);
		T_INT(r->groupid, 3);
	}
	r = t_find(&c, IODB_OP_READ, "random_read_test_parallel", NULL);
	if (r) {
		T_DBL(r->iops, 323);
		T_DBL(r->bw_bytes, 1292.0 * 1024);
		T_DBL(r->runtime_ns, 28045e6);
		T_INT(r->groupid, 4);
	}
out:
	t_collect_free(&c);
}

T_TEST(t_fio_json_corpus_pkbhist_fio217)
{
	struct t_collect c;
	const struct iodb_result *r;
	cJSON *o = NULL;

	t_collect_file(&c, NULL, t_shared(PKBHIST), 0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 2);
	if (c.n_runs != 1)
		goto out;
	T_STR(c.runs[0].tool_version, "fio-2.17");
	T_INT(c.runs[0].timestamp, 1506559552);
	r = t_find(&c, IODB_OP_READ, "rand_16k_read_100%-io-depth-1-num-jobs-2",
		   NULL);
	if (r) {
		T_DBL(r->iops, 8086.673998);
		T_DBL(r->bw_bytes, 129386.0 * 1024);
		T_DBL(r->io_bytes, 1294256.0 * 1024);
		T_DBL(r->runtime_ns, 10003e6);
		T_DBL(t_extra(r, "total_ios"), 80891);
		T_DBL(r->clat.mean, 238.357679e3);
		T_INT(r->n_clat_pct, 19); /* custom list with 25 and 75 */
		T_DBL(pct_at(r->clat_pct, r->n_clat_pct, 25), 70e3);
		T_DBL(pct_at(r->clat_pct, r->n_clat_pct, 75), 133e3);
		/* bw_min/max/mean all 0: fio took no samples */
		T_OK(isnan(t_extra(r, "bw_mean_bytes")));
		T_OK(isnan(t_extra(r, "bw_agg_pct")));
		T_INT(r->cond.bs, 16384);
		T_INT(r->cond.numjobs,
		      2); /* group_reporting in global options */
		T_INT(r->cond.iodepth, 1);
		T_INT(r->cond.direct, 1);
		T_INT(r->cond.pattern, IODB_PATTERN_RAND);
	}
	r = t_find(&c, IODB_OP_WRITE,
		   "rand_16k_write_100%-io-depth-1-num-jobs-2", NULL);
	if (r) {
		T_DBL(r->iops, 2457.017193);
		T_DBL(r->bw_bytes, 39312.0 * 1024);
		T_DBL(r->io_bytes, 393280.0 * 1024);
		T_DBL(r->runtime_ns, 10004e6);
		T_DBL(t_extra(r, "total_ios"), 24580);
		T_DBL(r->clat.mean, 800.193694e3);
		T_INT(r->groupid, 1);
	}
	/* the options both jobs share; the duplicate "filename" once */
	o = cJSON_Parse(c.runs[0].options_json ? c.runs[0].options_json : "");
	T_OK(cJSON_IsObject(o));
	T_OK(cJSON_GetObjectItem(o, "filename") != NULL);
	T_STR(cJSON_GetStringValue(cJSON_GetObjectItem(o, "bs")), "16k");
	T_STR(cJSON_GetStringValue(cJSON_GetObjectItem(o, "ioengine")),
	      "libaio");
	T_OK(cJSON_GetObjectItem(o, "rw") == NULL); /* differs by job */
	{
		const char *f = strstr(c.runs[0].options_json, "\"filename\"");

		T_OK(f && !strstr(f + 1, "\"filename\""));
	}
out:
	cJSON_Delete(o);
	t_collect_free(&c);
}

T_TEST(t_fio_json_corpus_jsonplus)
{
	struct t_collect c;
	const struct iodb_result *r;

	t_collect_file(&c, NULL, t_shared(CDMMAC), 0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 1);
	if (c.n_runs != 1)
		goto out;
	T_STR(c.runs[0].format, "fio-jsonplus");
	T_STR(c.runs[0].tool_version, "fio-3.39");
	T_INT(c.runs[0].timestamp, 1741208676);
	r = t_find(&c, IODB_OP_WRITE, NULL, NULL);
	if (!r)
		goto out;
	T_STR(r->job, "/Users/alexander/CrystalDiskMark/"
		      "CrystalDiskMark195681fd01a/"
		      "CrystalDiskMark195681fd01a.tmp");
	T_DBL(r->io_bytes, 16777216);
	T_DBL(r->bw_bytes, 20092474);
	T_DBL(r->iops, 19621.556886);
	T_DBL(r->runtime_ns, 835e6);
	T_DBL(t_extra(r, "total_ios"), 16384);
	T_DBL(r->clat.mean, 406584.472656);
	T_DBL(r->lat.mean, 406984.619141);
	T_DBL(r->slat.min, 0); /* a real 0 (N=16384) */
	T_DBL(pct_at(r->clat_pct, r->n_clat_pct, 50), 189440);
	T_DBL(pct_at(r->clat_pct, r->n_clat_pct, 99), 3489792);
	T_INT(r->n_clat_bins, 434);
	T_INT(bins_sum(r), 16384);
	T_DBL(r->clat_bins[0].ns, 2008);
	T_INT(r->clat_bins[0].count, 1);
	T_DBL(r->cpu_usr, 3.477218);
	T_DBL(r->cpu_sys, 3.836930);
	T_INT(r->cond.bs, 1024); /* "1K" in global options */
	T_INT(r->cond.iodepth, 8);
	T_INT(r->cond.direct, 1);
	T_INT(r->cond.pattern, IODB_PATTERN_RAND);
out:
	t_collect_free(&c);
}

T_TEST(t_fio_json_probe)
{
	static const char *const files[] = {
	    "corpus/fio-json/fio-json-fioplot-1.json",
	    "corpus/fio-json/fio-json-metricsop-1.json",
	    "corpus/fio-json/fio-json-pkb-1.json",
	    "corpus/fio-json/fio-json-pkbhist-1.json",
	    "corpus/fio-jsonplus/fio-jsonplus-cdmmac-1.json",
	};
	static const char *const not_fio[] = {
	    "corpus/fio-text/fio-text-cnblog31-1.txt",
	    "corpus/fio-terse/fio-terse-fiojobstub-1.txt",
	    "corpus/kdiskmark/kdiskmark-readme-1.txt",
	};
	static const char text[] = "fio-3.33\nread: IOPS=1\n";
	static const char json[] = "{\"jobs\": []}";

	for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		size_t len;
		char *buf = t_read_file(t_shared(files[i]), &len);

		T_OK(buf != NULL);
		T_INT(probe_of(buf, len), 100); /* the whole file is fio's */
		/* a cut that loses "fio version" is not fio JSON any more */
		T_INT(probe_of(buf, 10), 0);
		free(buf);
	}
	for (size_t i = 0; i < sizeof(not_fio) / sizeof(not_fio[0]); i++) {
		size_t len;
		char *buf = t_read_file(t_shared(not_fio[i]), &len);

		if (buf)
			T_INT(probe_of(buf, len), 0);
		free(buf);
	}
	T_INT(probe_of(text, sizeof(text) - 1), 0);
	T_INT(probe_of(json, sizeof(json) - 1), 0);
	T_INT(probe_of("", 0), 0);
}

/* ---- real fio outputs: the stored figures equal the file's ---- */

static const cJSON *get(const cJSON *o, const char *k)
{
	return cJSON_GetObjectItemCaseSensitive(o, k);
}

static double jnum(const cJSON *o, const char *k)
{
	const cJSON *it = get(o, k);

	return cJSON_IsNumber(it) ? it->valuedouble : NAN;
}

/*
 * Parse samples/fio-json/NAME with the importer and, independently, with
 * cJSON, and compare every job and direction.  Returns the results
 * checked; *c is left for more checks (caller frees).
 */
static int cross_check(struct t_collect *c, const char *name, int plus)
{
	char path[256];
	size_t len;
	char *buf;
	cJSON *root;
	const cJSON *job;
	size_t k = 0;
	int checked = 0;

	snprintf(path, sizeof(path), "samples/fio-json/%s", name);
	buf = t_read_file(path, &len);
	if (!buf) {
		memset(c, 0, sizeof(*c));
		t_skip("samples/fio-json not generated "
		       "(sh samples/fio-json/make.sh)");
		return 0;
	}
	t_collect_buf(c, NULL, path, buf, len, 0);
	root = cJSON_ParseWithLength(buf, len);
	T_INT(c->ret, 0);
	T_OK(root != NULL);
	T_INT(c->n_runs, 1);
	if (c->n_runs == 1) {
		T_STR(c->runs[0].format, plus ? "fio-jsonplus" : "fio-json");
		T_STR(c->runs[0].tool_version,
		      cJSON_GetStringValue(get(root, "fio version")));
		T_INT(c->runs[0].timestamp, jnum(root, "timestamp"));
	}
	cJSON_ArrayForEach (job, get(root, "jobs")) {
		static const char *const dirs[] = {"read", "write", "trim"};

		for (int d = 0; d < 3; d++) {
			const cJSON *o = get(job, dirs[d]);
			const cJSON *clat = get(o, "clat_ns");
			const cJSON *lat = get(o, "lat_ns");
			const cJSON *pct = get(clat, "percentile"), *p;
			const struct iodb_result *r;

			if (jnum(o, "total_ios") == 0)
				continue;
			/* results come in file order: job by job, r/w/t */
			if (k >= c->n_res) {
				T_FAIL("%s: fewer results than directions",
				       name);
				break;
			}
			r = &c->res[k++].r;
			T_STR(r->job,
			      cJSON_GetStringValue(get(job, "jobname")));
			T_INT(r->cond.op, d + 1);
			T_INT(r->groupid, jnum(job, "groupid"));
			T_DBL(r->iops, jnum(o, "iops"));
			T_DBL(r->bw_bytes, jnum(o, "bw_bytes"));
			T_DBL(r->io_bytes, jnum(o, "io_bytes"));
			T_DBL(r->runtime_ns, jnum(o, "runtime") * 1e6);
			T_DBL(r->clat.mean, jnum(clat, "mean"));
			T_DBL(r->clat.min, jnum(clat, "min"));
			T_DBL(r->clat.max, jnum(clat, "max"));
			T_DBL(r->clat.stddev, jnum(clat, "stddev"));
			T_DBL(r->lat.mean, jnum(lat, "mean"));
			T_DBL(r->slat.mean, jnum(get(o, "slat_ns"), "mean"));
			T_DBL(r->cpu_usr, jnum(job, "usr_cpu"));
			T_DBL(r->cpu_sys, jnum(job, "sys_cpu"));
			T_DBL(t_extra(r, "total_ios"), jnum(o, "total_ios"));
			T_INT(r->n_clat_pct, cJSON_GetArraySize(pct));
			T_OK(r->n_clat_pct > 0);
			cJSON_ArrayForEach (p, pct) {
				double want = p->valuedouble;

				T_DBL(pct_at(r->clat_pct, r->n_clat_pct,
					     atof(p->string)),
				      want);
			}
			pct = get(lat, "percentile");
			T_INT(r->n_lat_pct, cJSON_GetArraySize(pct));
			cJSON_ArrayForEach (p, pct) {
				T_DBL(pct_at(r->lat_pct, r->n_lat_pct,
					     atof(p->string)),
				      p->valuedouble);
			}
			if (plus) {
				const cJSON *b, *bins = get(clat, "bins");
				size_t i = 0;

				T_INT(r->n_clat_bins, cJSON_GetArraySize(bins));
				T_INT(bins_sum(r), jnum(clat, "N"));
				cJSON_ArrayForEach (b, bins) {
					if (i >= r->n_clat_bins)
						break;
					T_DBL(r->clat_bins[i].ns,
					      atof(b->string));
					T_INT(r->clat_bins[i].count,
					      b->valuedouble);
					i++;
				}
			} else {
				T_INT(r->n_clat_bins, 0);
			}
			checked++;
		}
	}
	T_INT(k, c->n_res);
	cJSON_Delete(root);
	free(buf);
	return checked;
}

T_TEST(t_fio_json_sample_randread)
{
	struct t_collect c;

	if (!cross_check(&c, "randread-4k-qd8.json", 0))
		goto out;
	T_INT(c.n_res, 1);
	T_INT(c.res[0].r.cond.op, IODB_OP_READ);
	T_INT(c.res[0].r.cond.pattern, IODB_PATTERN_RAND);
	T_INT(c.res[0].r.cond.bs, 4096);
	T_INT(c.res[0].r.cond.iodepth, 8);
	T_INT(c.res[0].r.cond.numjobs, 1);
	T_OK(c.res[0].r.cond.direct >= 0);
out:
	t_collect_free(&c);
}

T_TEST(t_fio_json_sample_write)
{
	struct t_collect c;

	if (!cross_check(&c, "write-128k.json", 0))
		goto out;
	T_INT(c.n_res, 1);
	T_INT(c.res[0].r.cond.op, IODB_OP_WRITE);
	T_INT(c.res[0].r.cond.pattern, IODB_PATTERN_SEQ);
	T_INT(c.res[0].r.cond.bs, 131072);
	T_INT(c.res[0].r.cond.iodepth, 4);
out:
	t_collect_free(&c);
}

T_TEST(t_fio_json_sample_randrw_group_reporting)
{
	struct t_collect c;
	const struct iodb_result *r, *w;

	if (!cross_check(&c, "randrw-70-30-2jobs.json", 0))
		goto out;
	T_INT(c.n_res, 2); /* group_reporting: one entry for both jobs */
	r = t_find(&c, IODB_OP_READ, "randrw-70-30", NULL);
	w = t_find(&c, IODB_OP_WRITE, "randrw-70-30", NULL);
	if (!r || !w)
		goto out;
	T_DBL(r->cond.mix_read_pct, 70);
	T_DBL(w->cond.mix_read_pct, 70);
	T_INT(r->cond.numjobs, 2);
	T_INT(w->cond.numjobs, 2);
	T_INT(r->cond.pattern, IODB_PATTERN_RAND);
	T_INT(w->cond.bs, 4096);
out:
	t_collect_free(&c);
}

T_TEST(t_fio_json_sample_two_groups)
{
	struct t_collect c;
	const struct iodb_result *r, *w;

	if (!cross_check(&c, "two-groups.json", 0))
		goto out;
	T_INT(c.n_res, 2);
	r = t_find(&c, IODB_OP_READ, "seq-read-64k", NULL);
	w = t_find(&c, IODB_OP_WRITE, "rand-write-8k", NULL);
	if (!r || !w)
		goto out;
	T_INT(r->groupid, 0);
	T_INT(w->groupid, 1);
	T_INT(r->cond.bs, 65536);
	T_INT(w->cond.bs, 8192);
	T_INT(r->cond.iodepth, 2);
	T_INT(w->cond.iodepth, 16);
	T_INT(r->cond.pattern, IODB_PATTERN_SEQ);
	T_INT(w->cond.pattern, IODB_PATTERN_RAND);
	T_INT(r->cond.numjobs, 1);
	/* shared: global options only, the per-job ones differ */
	T_OK(c.runs[0].options_json &&
	     strstr(c.runs[0].options_json, "\"size\":\"8m\"") &&
	     !strstr(c.runs[0].options_json, "\"bs\""));
out:
	t_collect_free(&c);
}

T_TEST(t_fio_json_sample_jsonplus)
{
	struct t_collect c;

	if (!cross_check(&c, "randread-jsonplus.json", 1))
		goto out;
	T_INT(c.n_res, 1);
	T_OK(c.n_res == 1 && c.res[0].r.n_lat_pct > 0);
	T_OK(c.n_res == 1 && c.res[0].r.n_clat_bins > 10);
out:
	t_collect_free(&c);
}

/* ---- text around the JSON, several documents ---- */

T_TEST(t_fio_json_surrounded_and_repeated)
{
	struct t_collect c, c2;
	size_t len;
	char *doc = t_read_file(t_shared(FIOPLOT), &len);
	char *buf;
	size_t n;

	if (!doc) {
		T_FAIL("cannot read the corpus");
		return;
	}
	buf = malloc(2 * len + 256);
	n = (size_t)sprintf(buf,
			    "fio: ioengine libaio not loaded {maybe}\n"
			    "note: both jobs\n%s\nMETRICS END {\n",
			    doc);
	t_collect_buf(&c, NULL, "surrounded", buf, n, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 1);
	if (c.n_runs == 1) {
		T_INT(c.runs[0].line_from, 3);
		T_INT(c.runs[0].line_to, 286);
		T_DBL(c.res[0].r.iops, 6614.073099);
	}
	/* two fio runs appended to one log */
	n = (size_t)sprintf(buf, "%s\nsecond run:\n%s\n", doc, doc);
	t_collect_buf(&c2, NULL, "twice", buf, n, 0);
	T_INT(c2.ret, 0);
	T_INT(c2.n_runs, 2);
	T_INT(c2.n_res, 2);
	if (c2.n_runs == 2) {
		T_INT(c2.runs[1].line_from, 287);
		T_INT(c2.runs[1].line_to, 570);
		T_INT(c2.res[1].run, 1);
	}
	t_collect_free(&c);
	t_collect_free(&c2);
	free(buf);
	free(doc);
}

/* ---- forms the corpus lacks ---- */

/* fio 2.x json+: bins keyed by bucket index, values in usec. */
static const char fio2_plus[] =
    "{\n"
    "  \"fio version\" : \"fio-2.17\",\n"
    "  \"jobs\" : [ {\n"
    "    \"jobname\" : \"j\", \"groupid\" : 0,\n"
    "    \"job options\" : { \"rw\" : \"rw\", \"rwmixwrite\" : \"20\",\n"
    "                       \"bs\" : \"4k,8k\", \"buffered\" : \"0\" },\n"
    "    \"read\" : { \"io_bytes\" : 8, \"bw\" : 4, \"iops\" : 1.5,\n"
    "      \"runtime\" : 2000, \"total_ios\" : 5,\n"
    "      \"clat\" : { \"min\" : 5, \"max\" : 290, \"mean\" : 118.0,\n"
    "        \"stddev\" : 1.0,\n"
    "        \"percentile\" : { \"50.000000\" : 5, \"0.00\" : 0 },\n"
    "        \"bins\" : { \"FIO_IO_U_PLAT_BITS\" : 6,\n"
    "          \"FIO_IO_U_PLAT_VAL\" : 64, \"FIO_IO_U_PLAT_NR\" : 1216,\n"
    "          \"0\" : 0, \"5\" : 3, \"200\" : 2 } } },\n"
    "    \"write\" : { \"io_bytes\" : 1, \"bw\" : 0, \"iops\" : 0,\n"
    "      \"runtime\" : 0, \"total_ios\" : 1 },\n"
    "    \"trim\" : { \"io_bytes\" : 0, \"bw\" : 0, \"iops\" : 0,\n"
    "      \"runtime\" : 0, \"total_ios\" : 0 }\n"
    "  } ]\n"
    "}\n";

T_TEST(t_fio_json_fio2_plus_and_options)
{
	struct t_collect c;
	const struct iodb_result *r, *w;

	t_collect_buf(&c, NULL, "fio2plus", fio2_plus, sizeof(fio2_plus) - 1,
		      0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 2);
	r = t_find(&c, IODB_OP_READ, "j", NULL);
	w = t_find(&c, IODB_OP_WRITE, "j", NULL);
	if (!r || !w)
		goto out;
	T_STR(c.runs[0].format, "fio-jsonplus");
	T_DBL(r->io_bytes, 8 * 1024);
	T_DBL(r->bw_bytes, 4 * 1024);
	T_DBL(r->clat.mean, 118e3);
	T_INT(r->n_clat_pct, 1);
	T_DBL(pct_at(r->clat_pct, r->n_clat_pct, 50), 5e3);
	T_INT(r->n_clat_bins, 2);
	if (r->n_clat_bins == 2) {
		T_DBL(r->clat_bins[0].ns, 5e3);
		T_INT(r->clat_bins[0].count, 3);
		/* plat_idx_to_val(200): 256 + 8.5 * 4 = 290 usec */
		T_DBL(r->clat_bins[1].ns, 290e3);
		T_INT(r->clat_bins[1].count, 2);
	}
	T_INT(r->cond.bs, 4096);
	T_INT(w->cond.bs, 8192);
	T_DBL(r->cond.mix_read_pct, 80);
	T_INT(r->cond.pattern, IODB_PATTERN_SEQ);
	T_INT(r->cond.direct, 1);  /* buffered=0 */
	T_INT(r->cond.iodepth, 1); /* fio's default */
out:
	t_collect_free(&c);
}

/* Client/server: client_stats with the "All clients" aggregate. */
static const char clients[] =
    "<host1> fio: some text first\n"
    "{\n"
    "  \"fio version\" : \"fio-3.33\",\n"
    "  \"timestamp\" : 1700000000,\n"
    "  \"global options\" : { \"bs\" : \"16k\", \"rw\" : \"randread\" },\n"
    "  \"client_stats\" : [\n"
    "    { \"jobname\" : \"a\", \"groupid\" : 0, \"job options\" : {},\n"
    "      \"read\" : { \"io_bytes\" : 4096, \"io_kbytes\" : 4,\n"
    "        \"bw_bytes\" : 100, \"bw\" : 0, \"iops\" : 2.5,\n"
    "        \"runtime\" : 40, \"total_ios\" : 1,\n"
    "        \"lat_ns\" : { \"min\" : 1, \"max\" : 1, \"mean\" : 1,\n"
    "          \"stddev\" : 0, \"N\" : 1 } },\n"
    "      \"hostname\" : \"host1\", \"port\" : 8765 },\n"
    "    { \"jobname\" : \"All clients\", \"groupid\" : 0,\n"
    "      \"read\" : { \"io_bytes\" : 8192, \"io_kbytes\" : 8,\n"
    "        \"bw_bytes\" : 200, \"bw\" : 0, \"iops\" : 5,\n"
    "        \"runtime\" : 40, \"total_ios\" : 2 },\n"
    "      \"hostname\" : \"host2\", \"port\" : 8765 }\n"
    "  ],\n"
    "  \"disk_util\" : [ { \"name\" : \"sda\", \"util\" : 50.5,\n"
    "    \"hostname\" : \"host1\", \"port\" : 8765 } ]\n"
    "}\n";

T_TEST(t_fio_json_client_stats)
{
	struct t_collect c;
	const struct iodb_result *r;

	T_INT(probe_of(clients, sizeof(clients) - 1), 90); /* text before */
	t_collect_buf(&c, NULL, "clients", clients, sizeof(clients) - 1, 0);
	T_INT(c.ret, 0);
	T_INT(c.n_res, 2);
	r = t_find(&c, IODB_OP_READ, "a", NULL);
	if (r) {
		T_DBL(r->io_bytes, 4096);
		T_DBL(r->bw_bytes, 100);
		T_DBL(r->lat.mean, 1);
		T_OK(isnan(r->clat.mean));
		T_INT(r->cond.bs, 16384);
		T_INT(r->line_from, 2);
		T_INT(r->line_to, 22);
	}
	r = t_find(&c, IODB_OP_READ, "All clients", NULL);
	if (r) {
		T_DBL(r->iops, 5);
		T_INT(r->cond.bs, 16384); /* what every client ran */
		T_INT(r->cond.pattern, IODB_PATTERN_RAND);
		T_INT(r->cond.numjobs, -1);
	}
	/* one run per server, the sum of all clients apart */
	T_INT(c.n_runs, 2);
	if (c.n_runs == 2) {
		T_STR(c.runs[0].host, "host1");
		T_STR(c.runs[1].host, "host2"); /* as fio printed it */
		T_DBL(t_run_extra(&c.runs[0], "disk_util.host1/sda.util"),
		      50.5);
		T_DBL(t_run_extra(&c.runs[1], "disk_util.host1/sda.util"), NAN);
	}
	t_collect_free(&c);
}

/*
 * fio --client with two servers and --output-format=json: "global
 * options" is an array of one object per server; the job and global
 * options give each server's conditions; "All clients" keeps what they
 * share.  Made up after fio 3.33's layout (client.c).
 */
static const char clients2[] =
    "{\n"
    "  \"fio version\" : \"fio-3.33\",\n"
    "  \"global options\" : [\n"
    "    { \"hostname\" : \"db1\", \"port\" : 8765, \"bs\" : \"4k\",\n"
    "      \"direct\" : \"1\", \"iodepth\" : \"32\" },\n"
    "    { \"hostname\" : \"db2\", \"port\" : 8765, \"bs\" : \"8k\",\n"
    "      \"direct\" : \"1\", \"iodepth\" : \"32\" } ],\n"
    "  \"client_stats\" : [\n"
    "    { \"jobname\" : \"rr\", \"groupid\" : 0,\n"
    "      \"job options\" : { \"rw\" : \"randread\" },\n"
    "      \"read\" : { \"io_bytes\" : 8388608000, \"bw_bytes\" : 139810133,\n"
    "        \"bw\" : 136533, \"iops\" : 34133.3, \"runtime\" : 60000,\n"
    "        \"total_ios\" : 2048000 },\n"
    "      \"hostname\" : \"db1\", \"port\" : 8765 },\n"
    "    { \"jobname\" : \"rr\", \"groupid\" : 0,\n"
    "      \"job options\" : { \"rw\" : \"randread\" },\n"
    "      \"read\" : { \"io_bytes\" : 12582912000, \"bw_bytes\" : "
    "209715200,\n"
    "        \"bw\" : 204800, \"iops\" : 25600, \"runtime\" : 60000,\n"
    "        \"total_ios\" : 1536000 },\n"
    "      \"hostname\" : \"db2\", \"port\" : 8765 },\n"
    "    { \"jobname\" : \"All clients\", \"groupid\" : 0,\n"
    "      \"read\" : { \"io_bytes\" : 20971520000, \"bw_bytes\" : "
    "349525333,\n"
    "        \"bw\" : 341333, \"iops\" : 59733.3, \"runtime\" : 60000,\n"
    "        \"total_ios\" : 3584000 },\n"
    "      \"hostname\" : \"db2\", \"port\" : 8765 } ],\n"
    "  \"disk_util\" : [\n"
    "    { \"name\" : \"nvme0n1\", \"util\" : 99.1, \"hostname\" : "
    "\"db1\", \"port\" : 8765 },\n"
    "    { \"name\" : \"nvme0n1\", \"util\" : 98.7, \"hostname\" : "
    "\"db2\", \"port\" : 8765 } ]\n"
    "}\n";

T_TEST(t_fio_json_client_global_array)
{
	struct t_collect c;

	T_INT(t_collect_buf(&c, NULL, "c2.json", clients2, sizeof(clients2) - 1,
			    0),
	      0);
	T_INT(c.n_runs, 3);
	T_INT(c.n_res, 3);
	T_REQUIRE(c.n_runs == 3 && c.n_res == 3);
	T_STR(c.runs[0].host, "db1");
	T_STR(c.runs[1].host, "db2");
	T_STR(c.runs[2].host, "db2"); /* fio prints the last client's */
	T_INT(c.res[0].run, 0);
	T_INT(c.res[1].run, 1);
	T_INT(c.res[2].run, 2);
	T_DBL(c.res[0].r.iops, 34133.3);
	T_DBL(c.res[0].r.bw_bytes, 139810133);
	T_INT(c.res[0].r.cond.bs, 4096);
	T_INT(c.res[1].r.cond.bs, 8192);
	T_INT(c.res[0].r.cond.iodepth, 32);
	T_INT(c.res[0].r.cond.direct, 1);
	T_INT(c.res[0].r.cond.pattern, IODB_PATTERN_RAND);
	T_DBL(c.res[1].r.io_bytes, 12582912000.0);
	T_STR(c.res[2].r.job, "All clients");
	T_DBL(c.res[2].r.iops, 59733.3);
	T_INT(c.res[2].r.cond.bs, -1); /* 4k on one, 8k on the other */
	T_INT(c.res[2].r.cond.iodepth, 32);
	T_INT(c.res[2].r.cond.pattern, IODB_PATTERN_RAND);
	T_DBL(t_run_extra(&c.runs[0], "disk_util.db1/nvme0n1.util"), 99.1);
	T_DBL(t_run_extra(&c.runs[0], "disk_util.db2/nvme0n1.util"), NAN);
	T_DBL(t_run_extra(&c.runs[1], "disk_util.db2/nvme0n1.util"), 98.7);
	t_collect_free(&c);
}

/* ---- broken inputs ---- */

T_TEST(t_fio_json_errors)
{
	struct t_collect whole;
	static const char *const bad[] = {
	    "",
	    "hello world\n",
	    "garbage {{{ ]]] \"fio version\" \x01\x02",
	    "{\"a\": 1}",
	    "{\"fio version\": \"fio-3.33\", \"jobs\": 5}",
	    "{\"fio version\": \"fio-3.33\", \"jobs\": [1]}",
	    "[1, 2, 3]",
	    "{\"fio version\": \"fio-3.33\", \"jobs\": [ {\"read\": {",
	};
	struct t_collect c;
	size_t len;
	char *doc;

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		t_collect_buf(&c, "fio-json", "bad", bad[i], strlen(bad[i]), 1);
		if (c.ret >= 0)
			T_FAIL("input %zu: parse returned %d", i, c.ret);
		T_INT(c.errors, 1);
		t_collect_free(&c);
	}

	/* every prefix of a real file fails cleanly, or (a paste that ends
	 * inside a job: see t_fio_json_truncated_paste) imports with a
	 * warning figures the whole file has, never another value */
	doc = t_read_file(t_shared(CDMMAC), &len);
	T_OK(doc != NULL);
	if (doc)
		T_INT(t_collect_buf(&whole, "fio-json", "whole", doc, len, 1),
		      0);
	for (size_t cut = 0; doc && cut < len; cut += 97) {
		char *p = malloc(cut + 1);

		memcpy(p, doc, cut); /* no NUL: the parser must keep to len */
		t_collect_buf(&c, "fio-json", "cut", p, cut, 1);
		T_OK(c.ret < 0 || (c.warnings > 0 && c.n_res > 0));
		for (size_t i = 0; c.ret >= 0 && i < c.n_res; i++) {
			const struct iodb_result *a = &c.res[i].r, *w;

			w = t_find(&whole, a->cond.op, a->job, NULL);
			T_REQUIRE(w != NULL);
#define SAME_OR_CUT(x) (isnan(a->x) || a->x == w->x)
			if (!(SAME_OR_CUT(iops) && SAME_OR_CUT(bw_bytes) &&
			      SAME_OR_CUT(io_bytes) && SAME_OR_CUT(runtime_ns)))
				T_FAIL("cut %zu: %s %g %g %g %g", cut, a->job,
				       a->iops, a->bw_bytes, a->io_bytes,
				       a->runtime_ns);
			T_OK(SAME_OR_CUT(clat.mean) && SAME_OR_CUT(lat.mean));
#undef SAME_OR_CUT
			T_OK(a->n_clat_pct <= w->n_clat_pct);
			T_OK(a->n_clat_bins == 0 ||
			     a->n_clat_bins == w->n_clat_bins);
		}
		t_collect_free(&c);
		free(p);
	}
	if (doc)
		t_collect_free(&whole);
	/* cut before its first job's figures: an error, and nothing kept */
	if (doc) {
		const char *jobs = strstr(doc, "\"jobs\"");

		T_REQUIRE(jobs != NULL);
		t_collect_buf(&c, "fio-json", "head", doc,
			      (size_t)(jobs - doc) + 20, 1);
		T_OK(c.ret < 0);
		T_INT(c.errors, 1);
		T_INT(c.n_res, 0);
		t_collect_free(&c);
		/* bytes flipped into garbage: fails or parses, never crashes */
		for (size_t i = 0; i < len; i += 131) {
			char save = doc[i];

			doc[i] = (char)(i * 7 + 3);
			t_collect_buf(&c, "fio-json", "flip", doc, len, 1);
			t_collect_free(&c);
			doc[i] = save;
		}
	}
	free(doc);
}

/* ---- a job file from the user fills what fio 2.1 did not print ---- */

struct hint_sink {
	char command[64];
	int64_t bs, iodepth;
	int direct, n;
	enum iodb_pattern pattern;
};

static int hint_run(void *arg, const struct iodb_run *run)
{
	struct hint_sink *h = arg;

	snprintf(h->command, sizeof(h->command), "%s",
		 run->command ? run->command : "(null)");
	return 0;
}

static int hint_result(void *arg, const struct iodb_result *r)
{
	struct hint_sink *h = arg;

	if (h->n++ == 0) {
		h->bs = r->cond.bs;
		h->iodepth = r->cond.iodepth;
		h->direct = r->cond.direct;
		h->pattern = r->cond.pattern;
	}
	return 0;
}

T_TEST(t_fio_json_hint_job_file)
{
	static const char job[] = "[global]\ndirect=1\n\n[sequential_write]\n"
				  "rw=write\nbs=512k\niodepth=64\n";
	struct hint_sink h = {.n = 0};
	struct ingest_ctx ctx = {0};
	size_t len;
	char *buf = t_read_file(t_shared(PKB), &len);

	if (!buf) {
		T_FAIL("cannot read the corpus");
		return;
	}
	ctx.path = "pkb";
	ctx.hint_command = job;
	ctx.sink.run = hint_run;
	ctx.sink.result = hint_result;
	ctx.sink.arg = &h;
	T_INT(ingest_parse(&ctx, ingest_find("fio-json"), buf, len), 0);
	T_INT(h.n, 5);
	T_INT(h.bs, 512 * 1024);
	T_INT(h.iodepth, 64);
	T_INT(h.direct, 1);
	T_INT(h.pattern, IODB_PATTERN_SEQ);
	T_OK(!strncmp(h.command, "[global]", 8));
	free(buf);
}

T_TEST(t_fio_json_sample_numjobs_separate)
{
	struct t_collect c;

	if (!cross_check(&c, "randread-2jobs-separate.json", 0))
		goto out;
	/* no group_reporting: one entry per job, each one job */
	T_INT(c.n_res, 2);
	for (size_t i = 0; i < c.n_res; i++) {
		T_STR(c.res[i].r.job, "randread-separate");
		T_INT(c.res[i].r.cond.numjobs, 1);
		T_INT(c.res[i].r.cond.iodepth, 2);
	}
out:
	t_collect_free(&c);
}

/* Keys sorted by a tool (jq -S): "disk_util" before "fio version". */
static const char sorted_keys[] =
    "fio: warning: some text first\n"
    "{\n"
    "  \"disk_util\" : [\n"
    "    {\n"
    "      \"name\" : \"sda\", \"util\" : 1.5, \"in_queue\" : 7\n"
    "    }\n"
    "  ],\n"
    "  \"fio version\" : \"fio-3.33\",\n"
    "  \"jobs\" : [\n"
    "    {\n"
    "      \"job options\" : { \"rw\" : \"randrw\",\n"
    "                         \"unified_rw_reporting\" : \"1\" },\n"
    "      \"jobname\" : \"u\",\n"
    "      \"mixed\" : { \"bw\" : 10, \"bw_bytes\" : 10240,\n"
    "        \"io_bytes\" : 40960, \"io_kbytes\" : 40, \"iops\" : 2.5,\n"
    "        \"runtime\" : 4000, \"total_ios\" : 10 }\n"
    "    }\n"
    "  ]\n"
    "}\n"
    "fio: file hash not empty on exit\n";

T_TEST(t_fio_json_sorted_keys_and_mixed)
{
	struct t_collect c;

	T_INT(probe_of(sorted_keys, sizeof(sorted_keys) - 1), 90);
	t_collect_buf(&c, NULL, "sorted", sorted_keys, sizeof(sorted_keys) - 1,
		      0);
	T_INT(c.ret, 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 1);
	if (c.n_runs == 1) {
		T_INT(c.runs[0].line_from, 2);
		T_INT(c.runs[0].line_to, 19);
		T_DBL(t_run_extra(&c.runs[0], "disk_util.sda.util"), 1.5);
		T_DBL(t_run_extra(&c.runs[0], "disk_util.sda.in_queue"), 7e6);
	}
	if (c.n_res == 1) {
		/* unified_rw_reporting: "mixed", op unknown, mix 50 */
		T_INT(c.res[0].r.cond.op, IODB_OP_UNKNOWN);
		T_DBL(c.res[0].r.cond.mix_read_pct, 50);
		T_DBL(c.res[0].r.bw_bytes, 10240);
		T_DBL(c.res[0].r.io_bytes, 40960);
		T_INT(c.res[0].r.groupid, -1);
	}
	t_collect_free(&c);
}

/*
 * fio --output-format=normal,json: the header lines, the JSON, then the
 * normal job block of the same run (built from samples/fio-text/, made by
 * one fio 3.33 run with json,normal,terse).  One run, the JSON's figures;
 * not one run for the JSON and another for the text.
 */
T_TEST(t_fio_json_inside_normal_output)
{
	size_t tl, jl;
	char *txt =
	    t_read_file("samples/fio-text/randread-4k-qd32-iouring.txt", &tl);
	char *js =
	    t_read_file("samples/fio-text/randread-4k-qd32-iouring.json", &jl);
	char *buf = NULL, *at;
	struct t_collect c;

	T_REQUIRE(txt && js);
	/* after "Starting 1 process" */
	at = strstr(txt, "Starting 1 process\n");
	T_REQUIRE(at != NULL);
	at += strlen("Starting 1 process\n");
	buf = malloc(tl + jl + 2);
	T_REQUIRE(buf != NULL);
	memcpy(buf, txt, (size_t)(at - txt));
	memcpy(buf + (at - txt), js, jl);
	strcpy(buf + (at - txt) + jl, at);
	T_INT(probe_of(buf, strlen(buf)), 97);
	T_INT(t_collect_buf(&c, NULL, "nj.txt", buf, strlen(buf), 0), 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 1);
	if (c.n_runs == 1 && c.n_res == 1) {
		cJSON *root = cJSON_Parse(js);
		const cJSON *rd = cJSON_GetObjectItem(
		    cJSON_GetArrayItem(cJSON_GetObjectItem(root, "jobs"), 0),
		    "read");

		T_STR(c.runs[0].format, "fio-json");
		T_DBL(c.res[0].r.iops,
		      cJSON_GetObjectItem(rd, "iops")->valuedouble);
		T_DBL(c.res[0].r.bw_bytes,
		      cJSON_GetObjectItem(rd, "bw_bytes")->valuedouble);
		T_INT(c.res[0].r.cond.iodepth, 32);
		cJSON_Delete(root);
	}
	t_collect_free(&c);
	free(buf);
	free(txt);
	free(js);
}

/* One fio 3.x job for the cut tests: rw, its read and write figures. */
#define CUT_DIR(name, io, iops, clat, lat)                                     \
	"\"" name "\": {\n"                                                    \
	"  \"io_bytes\": " io ", \"bw_bytes\": 1000, \"iops\": " iops ",\n"    \
	"  \"runtime\": 1000, \"total_ios\": 10,\n"                            \
	"  \"clat_ns\": {\"min\": 1, \"max\": 9, \"mean\": " clat              \
	", \"stddev\": 1, \"N\": 10,\n"                                        \
	"    \"bins\": {\n"                                                    \
	"      \"100\": 4,\n"                                                  \
	"      \"200\": 6\n"                                                   \
	"    }\n"                                                              \
	"  },\n"                                                               \
	"  \"lat_ns\": {\"min\": 1, \"max\": 9, \"mean\": " lat                \
	", \"stddev\": 1, \"N\": 10}\n"                                        \
	"}"

/*
 * JSON cut by hand with a "..." line: what precedes the cut in its job is
 * kept; what follows it in the job (perhaps another object's tail) is
 * not; later jobs are whole; a histogram with a cut is dropped.
 */
T_TEST(t_fio_json_cut_lines)
{
	/* cut inside read's bins, down to inside write's bins: the text
	 * after the cut (write's lat 999) lands in "read" */
	static const char cross[] =
	    "{\"fio version\": \"fio-3.30\", \"jobs\": [\n"
	    "{\"jobname\": \"a\", \"groupid\": 0,\n"
	    "\"job options\": {\"rw\": \"randrw\", \"bs\": \"8k\"},\n"
	    "\"read\": {\n"
	    "  \"io_bytes\": 4096, \"bw_bytes\": 1000, \"iops\": 11,\n"
	    "  \"runtime\": 1000, \"total_ios\": 10,\n"
	    "  \"clat_ns\": {\"min\": 1, \"max\": 9, \"mean\": 5, \"N\": 10,\n"
	    "    \"bins\": {\n"
	    "      \"100\": 4,\n"
	    "      ...\n"
	    "      \"900\": 6\n"
	    "    }\n"
	    "  },\n"
	    "  \"lat_ns\": {\"min\": 1, \"max\": 9, \"mean\": 999, \"N\": 10}\n"
	    "},\n"
	    "\"trim\": {\"io_bytes\": 0, \"total_ios\": 0}\n"
	    "},\n"
	    "  ...\n"
	    "{\"jobname\": \"b\", \"groupid\": 0,\n"
	    "\"job options\": {\"rw\": \"write\"},\n" CUT_DIR(
		"write", "8192", "22", "7", "8") "\n}\n]}\n";
	struct t_collect c;
	const struct iodb_result *a, *b;

	T_INT(t_collect_buf(&c, NULL, "cut.json", cross, sizeof(cross) - 1, 1),
	      0);
	T_INT(c.warnings, 2);
	T_REQUIRE(c.n_res == 2);
	a = t_find(&c, IODB_OP_READ, "a", NULL);
	b = t_find(&c, IODB_OP_WRITE, "b", NULL);
	T_REQUIRE(a && b);
	T_DBL(a->iops, 11);
	T_DBL(a->clat.mean, 5);
	T_OK(isnan(a->lat.mean)); /* after the cut: not a's */
	T_INT(a->n_clat_bins, 0); /* a histogram with a hole */
	T_INT(a->cond.bs, 8192);
	T_DBL(b->iops, 22);
	T_DBL(b->lat.mean, 8);
	T_INT(b->n_clat_bins, 2);
	T_INT(b->line_from, 1);
	t_collect_free(&c);
}

/* A cut outside the jobs, or one that leaves no JSON: still an error. */
T_TEST(t_fio_json_cut_elsewhere_fails)
{
	static const char global[] =
	    "{\"fio version\": \"fio-3.30\",\n"
	    "\"global options\": {\"bs\": \"4k\",\n"
	    "  ...\n"
	    "  \"iodepth\": \"8\"},\n"
	    "\"jobs\": [{\"jobname\": \"a\", \"groupid\": 0,\n" CUT_DIR(
		"read", "4096", "11", "5", "6") "}]}\n";
	static const char after_key[] =
	    "{\"fio version\": \"fio-3.30\", \"jobs\": [{\"jobname\": \"a\",\n"
	    "\"read\":\n"
	    "...\n"
	    "}]}\n";
	struct t_collect c;

	T_OK(t_collect_buf(&c, NULL, "g.json", global, sizeof(global) - 1, 1) <
	     0);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
	T_OK(t_collect_buf(&c, NULL, "k.json", after_key, sizeof(after_key) - 1,
			   1) < 0);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
}

/* A paste that ends at its cut ("..." then prose): what precedes is kept. */
T_TEST(t_fio_json_cut_at_the_end)
{
	static const char text[] =
	    "My result:\n"
	    "{\"fio version\": \"fio-3.30\", \"jobs\": [\n"
	    "{\"jobname\": \"a\", \"groupid\": 0,\n"
	    "\"job options\": {\"rw\": \"randread\"},\n"
	    "\"read\": {\n"
	    "  \"io_bytes\": 4096, \"bw_bytes\": 1000, \"iops\": 11,\n"
	    "  \"runtime\": 1000,\n"
	    "  ...\n"
	    "\n"
	    "The rest is zeros.\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, "fio-json", "end.json", text, sizeof(text) - 1,
			    1),
	      0);
	T_INT(c.warnings, 1);
	T_REQUIRE(c.n_res == 1);
	T_DBL(c.res[0].r.iops, 11);
	T_DBL(c.res[0].r.bw_bytes, 1000);
	T_INT(c.res[0].r.cond.pattern, IODB_PATTERN_RAND);
	T_OK(isnan(c.res[0].r.lat.mean));
	t_collect_free(&c);
}

/*
 * A paste that ends inside a latency object after its first zeros
 * ("slat_ns" : { "min" : 0, "max" : 0, then the end): fio's "not
 * measured" zeros, cut before the N that says so: unknown, never 0.  A
 * latency cut after a figure that is no zero keeps what it printed.
 */
T_TEST(t_fio_json_cut_inside_zero_latency)
{
	static const char text[] = "{\n"
				   "  \"fio version\" : \"fio-3.28\",\n"
				   "  \"jobs\" : [\n"
				   "    {\n"
				   "      \"jobname\" : \"a\",\n"
				   "      \"read\" : {\n"
				   "        \"io_bytes\" : 1048576000,\n"
				   "        \"bw_bytes\" : 104857600,\n"
				   "        \"iops\" : 25600.0,\n"
				   "        \"runtime\" : 10000,\n"
				   "        \"slat_ns\" : {\n"
				   "          \"min\" : 0,\n"
				   "          \"max\" : 0,\n";
	static const char kept[] = "{\n"
				   "  \"fio version\" : \"fio-3.28\",\n"
				   "  \"jobs\" : [\n"
				   "    {\n"
				   "      \"jobname\" : \"a\",\n"
				   "      \"read\" : {\n"
				   "        \"io_bytes\" : 1048576000,\n"
				   "        \"bw_bytes\" : 104857600,\n"
				   "        \"iops\" : 25600.0,\n"
				   "        \"runtime\" : 10000,\n"
				   "        \"slat_ns\" : {\n"
				   "          \"min\" : 0,\n"
				   "          \"max\" : 52000,\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, "fio-json", "zero.json", text, sizeof(text) - 1,
			    1),
	      0);
	T_REQUIRE(c.n_res == 1);
	T_DBL(c.res[0].r.iops, 25600);
	T_OK(isnan(c.res[0].r.slat.min));
	T_OK(isnan(c.res[0].r.slat.max));
	t_collect_free(&c);
	T_INT(t_collect_buf(&c, "fio-json", "kept.json", kept, sizeof(kept) - 1,
			    1),
	      0);
	T_REQUIRE(c.n_res == 1);
	T_DBL(c.res[0].r.slat.min, 0);
	T_DBL(c.res[0].r.slat.max, 52000);
	T_OK(isnan(c.res[0].r.slat.mean));
	t_collect_free(&c);
}

/*
 * A cut after each job's first figures, the next job right after the
 * first cut and the paste ending at the second: the next job is an
 * element of "jobs" (what the cut left open is closed down to it), each
 * job imported up to its cut.
 */
T_TEST(t_fio_json_cut_then_next_job)
{
	static const char text[] = "{\n"
				   "  \"fio version\" : \"fio-3.1\",\n"
				   "  \"jobs\" : [\n"
				   "    {\n"
				   "      \"jobname\" : \"a\",\n"
				   "      \"read\" : {\n"
				   "        \"io_bytes\" : 1048576000,\n"
				   "        \"bw_bytes\" : 104857600,\n"
				   "        \"iops\" : 25600.0,\n"
				   "        \"runtime\" : 10000,\n"
				   "\t...\n"
				   "    {\n"
				   "      \"jobname\" : \"b\",\n"
				   "      \"write\" : {\n"
				   "        \"io_bytes\" : 524288000,\n"
				   "        \"bw_bytes\" : 52428800,\n"
				   "        \"iops\" : 12800.0,\n"
				   "        \"runtime\" : 10000,\n"
				   "\t...\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, "fio-json", "two.json", text, sizeof(text) - 1,
			    1),
	      0);
	T_INT(c.warnings, 2);
	T_REQUIRE(c.n_res == 2);
	T_DBL(c.res[0].r.iops, 25600);
	T_INT(c.res[0].r.cond.op, IODB_OP_READ);
	T_DBL(c.res[1].r.bw_bytes, 52428800);
	T_INT(c.res[1].r.cond.op, IODB_OP_WRITE);
	T_DBL(c.res[1].r.runtime_ns, 10e9);
	T_STR(c.res[1].r.job, "b");
	t_collect_free(&c);
}

/*
 * --status-interval JSON: a document per interval, each cumulative; the
 * last report of a run is its result.  Reruns of the same job (elapsed
 * back to the run time, another job_start) stay results of their own.
 */
T_TEST(t_fio_json_status_interval_last_wins)
{
	static const char doc[] =
	    "{\"fio version\": \"fio-3.%d\", \"timestamp\": %d, \"jobs\": [\n"
	    "{\"jobname\": \"a\", \"groupid\": 0, \"elapsed\": %d,%s\n"
	    "\"read\": {\"io_bytes\": 4096, \"bw_bytes\": 1000, \"iops\": %d,\n"
	    "  \"runtime\": 1000, \"total_ios\": 10}}]}\n";
	char text[4096], *w;
	struct t_collect c;

	/* no job_start (fio < 3.29): elapsed grew as the timestamps did */
	w = text;
	for (int k = 1; k <= 3; k++)
		w += sprintf(w, doc, 20, 1000 + 10 * k, 10 * k + 1, "", k);
	T_INT(t_collect_buf(&c, NULL, "si.json", text, strlen(text), 1), 0);
	T_REQUIRE(c.n_res == 1);
	T_DBL(c.res[0].r.iops, 3);
	t_collect_free(&c);

	/* the same job_start */
	w = text;
	for (int k = 1; k <= 2; k++)
		w += sprintf(w, doc, 30, 1000 + 10 * k, 61,
			     " \"job_start\": 999000,", k);
	T_INT(t_collect_buf(&c, NULL, "js.json", text, strlen(text), 1), 0);
	T_REQUIRE(c.n_res == 1);
	T_DBL(c.res[0].r.iops, 2);
	t_collect_free(&c);

	/* reruns: each elapsed is the whole run */
	w = text;
	for (int k = 1; k <= 2; k++)
		w += sprintf(w, doc, 20, 1000 + 70 * k, 61, "", k);
	T_INT(t_collect_buf(&c, NULL, "rr.json", text, strlen(text), 1), 0);
	T_INT(c.n_res, 2);
	t_collect_free(&c);
}

/* A cut as the first line of the bins (found by the fuzzer). */
T_TEST(t_fio_json_cut_first_in_bins)
{
	static const char text[] =
	    "{\"fio version\": \"fio-3.30\", \"jobs\": [\n"
	    "{\"jobname\": \"a\", \"groupid\": 0, \"read\": {\n"
	    "  \"io_bytes\": 4096, \"iops\": 11,\n"
	    "  \"clat_ns\": {\"N\": 10, \"bins\": {\n"
	    "      ...\n"
	    "      \"900\": 6\n"
	    "  }}}}]}\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, NULL, "b.json", text, sizeof(text) - 1, 1), 0);
	T_REQUIRE(c.n_res == 1);
	T_DBL(c.res[0].r.iops, 11);
	T_INT(c.res[0].r.n_clat_bins, 0);
	t_collect_free(&c);
}

/* "..." inside a line, where a member or a job would start. */
T_TEST(t_fio_json_cut_inline)
{
	static const char text[] =
	    "{\"fio version\": \"fio-3.30\", \"jobs\": [\n"
	    "{\"jobname\": \"a\", \"groupid\": 0, \"read\": {\"io_bytes\": "
	    "4096,"
	    " \"iops\": 11, \"clat_ns\": {\"mean\": 5, \"N\": 10, "
	    "\"percentile\":"
	    " {\"50.000000\": 7, \xe2\x80\xa6, \"99.000000\": 9}},"
	    " \"lat_ns\": {\"mean\": 6, \"N\": 10}}},\n"
	    "{\"jobname\": \"b\", \"groupid\": 0, \"write\": {\"io_bytes\": "
	    "8192,"
	    " \"iops\": 22}}, ... ]}\n";
	struct t_collect c;
	const struct iodb_result *a, *b;

	T_INT(t_collect_buf(&c, NULL, "in.json", text, sizeof(text) - 1, 1), 0);
	T_INT(c.warnings, 2);
	T_REQUIRE(c.n_res == 2);
	a = t_find(&c, IODB_OP_READ, "a", NULL);
	b = t_find(&c, IODB_OP_WRITE, "b", NULL);
	T_REQUIRE(a && b);
	T_DBL(a->iops, 11);
	T_DBL(a->clat.mean, 5);
	T_OK(isnan(a->lat.mean));
	T_DBL(b->iops, 22);
	t_collect_free(&c);
}

/*
 * JSON as posts show it: "// ..." and "# ..." comments after members, an
 * object elided on its own line ("\"read\": { ... },": empty, what
 * follows it whole) and a trailing comma before a closing bracket.
 */
T_TEST(t_fio_json_comments_and_elided_objects)
{
	static const char text[] =
	    "{\n"
	    "  \"fio version\" : \"fio-3.16\",\n"
	    "  \"jobs\" : [\n"
	    "    {\n"
	    "      \"jobname\" : \"rw\",   // the job\n"
	    "      \"groupid\" : 0, # first group\n"
	    "      \"job options\" : { \"rw\" : \"randwrite\", \"bs\" : "
	    "\"4k\" },\n"
	    "      \"read\" : { ... },\n"
	    "      \"write\" : {\n"
	    "        \"io_bytes\" : 1073741824,\n"
	    "        \"bw_bytes\" : 104857600,\n"
	    "        \"iops\" : 25600.5,\n"
	    "        \"runtime\" : 10240,\n"
	    "        \"lat_ns\" : { \"min\" : 1, \"max\" : 9, \"mean\" : "
	    "250.5, "
	    "\"stddev\" : 1 },\n"
	    "      },\n"
	    "    },\n"
	    "  ]\n"
	    "}\n";
	struct t_collect c;
	const struct iodb_result *w;

	T_INT(t_collect_buf(&c, NULL, "post.json", text, sizeof(text) - 1, 1),
	      0);
	T_INT(c.n_res, 1);
	w = t_find(&c, IODB_OP_WRITE, "rw", NULL);
	if (w) {
		T_DBL(w->iops, 25600.5);
		T_DBL(w->bw_bytes, 104857600);
		T_DBL(w->io_bytes, 1073741824);
		T_DBL(w->runtime_ns, 10240e6);
		T_DBL(w->lat.mean, 250.5);
		T_INT(w->cond.bs, 4096);
	}
	for (size_t i = 0; i < c.n_res; i++)
		T_INT(c.res[i].r.cond.op, IODB_OP_WRITE); /* "read": { ... } */
	t_collect_free(&c);
}

/*
 * A paste that ends inside the document without saying so (copied short,
 * a post's length limit): what precedes its last whole member is kept,
 * with a warning; the member the end went through ("mean": 673 of
 * 673110.6) is not.  An end before the jobs' figures is an error.
 */
T_TEST(t_fio_json_truncated_paste)
{
	static const char text[] =
	    "{\n  \"fio version\" : \"fio-3.28\",\n"
	    "  \"global options\" : {\"rw\" : \"randread\", \"bs\" : \"128k\", "
	    "\"iodepth\" : \"64\", \"direct\" : \"1\"},\n"
	    "  \"jobs\" : [\n    {\n      \"jobname\" : \"seq\",\n"
	    "      \"groupid\" : 0,\n      \"job options\" : {\"name\" : "
	    "\"seq\"},\n"
	    "      \"read\" : {\n        \"io_bytes\" : 3723602165760,\n"
	    "        \"bw_bytes\" : 12411965845,\n"
	    "        \"iops\" : 94695.784347,\n        \"runtime\" : 300001,\n"
	    "        \"total_ios\" : 28408830,\n"
	    "        \"slat_ns\" : {\"min\" : 2133, \"max\" : 52619, \"mean\" "
	    ": "
	    "2452.342901, \"stddev\" : 341.12, \"N\" : 28408830},\n"
	    "        \"clat_ns\" : {\n          \"min\" : 213306,\n"
	    "          \"mean\" : 673";
	static const char early[] =
	    "{\"fio version\" : \"fio-3.28\",\n"
	    "\"global options\" : {\"rw\" : \"randread\", \"bs\" : \"12";
	struct t_collect c;
	char buf[sizeof(text) + 8];

	/* the end mid-number, then with a line end after it */
	for (int nl = 0; nl < 2; nl++) {
		snprintf(buf, sizeof(buf), "%s%s", text, nl ? "\n" : "");
		T_INT(t_collect_buf(&c, "fio-json", "t.json", buf, strlen(buf),
				    1),
		      0);
		T_INT(c.warnings, 1);
		T_REQUIRE(c.n_res == 1);
		T_DBL(c.res[0].r.iops, 94695.784347);
		T_DBL(c.res[0].r.bw_bytes, 12411965845);
		T_DBL(c.res[0].r.io_bytes, 3723602165760);
		T_DBL(c.res[0].r.runtime_ns, 300001e6);
		T_DBL(c.res[0].r.slat.mean, 2452.342901);
		T_OK(isnan(c.res[0].r.clat.mean)); /* 673 is a piece */
		T_INT(c.res[0].r.cond.bs, 131072);
		T_INT(c.res[0].r.cond.iodepth, 64);
		t_collect_free(&c);
	}
	/* inside a string: the member it began is dropped too */
	snprintf(buf, sizeof(buf), "%.*s",
		 (int)(strstr(text, "seq\",\n") - text + 2), text);
	T_OK(t_collect_buf(&c, "fio-json", "s.json", buf, strlen(buf), 1) < 0);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
	T_OK(t_collect_buf(&c, "fio-json", "e.json", early, sizeof(early) - 1,
			   1) < 0);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
}

/*
 * fio JSON without options objects (fio 2.1, or left out of a paste):
 * "latency_depth" is the job's iodepth, as the normal output's "depth=";
 * not when a latency_target lowered it, and never over printed options.
 */
T_TEST(t_fio_json_latency_depth_is_iodepth)
{
	static const char fmt[] =
	    "{\"fio version\" : \"fio-2.2.10\", %s\"jobs\" : [{\"jobname\" : "
	    "\"test\", \"groupid\" : 0,\n"
	    "\"write\" : {\"io_bytes\" : 37500272, \"bw\" : 62499, \"iops\" : "
	    "15624.70, \"runtime\" : 600008},\n"
	    "\"latency_depth\" : 32, \"latency_target\" : %s, "
	    "\"latency_percentile\" : 100.00, \"latency_window\" : 0}]}\n";
	static const struct {
		const char *global, *target;
		int64_t iodepth;
	} cases[] = {
	    {"", "0", 32},
	    {"", "10000", -1},
	    {"\"global options\" : {\"iodepth\" : \"8\"}, ", "0", 8},
	};
	char buf[1024];

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct t_collect c;

		snprintf(buf, sizeof(buf), fmt, cases[i].global,
			 cases[i].target);
		T_INT(t_collect_buf(&c, "fio-json", "d.json", buf, strlen(buf),
				    1),
		      0);
		T_REQUIRE(c.n_res == 1);
		T_INT(c.res[0].r.cond.iodepth, cases[i].iodepth);
		T_DBL(c.res[0].r.bw_bytes, 62499 * 1024.0);
		t_collect_free(&c);
	}
}

/*
 * unified_rw_reporting: the "mixed" figures count every direction's I/O,
 * so they have one block size only when the directions' sizes agree.
 */
T_TEST(t_fio_json_mixed_bs)
{
	static const char fmt[] =
	    "{\"fio version\" : \"fio-3.33\", \"jobs\" : [{\"jobname\" : "
	    "\"u\", "
	    "\"groupid\" : 0,\n\"job options\" : {\"rw\" : \"randrw\", "
	    "\"unified_rw_reporting\" : \"1\"%s},\n"
	    "\"mixed\" : {\"bw_bytes\" : 10240, \"io_bytes\" : 40960, "
	    "\"iops\" : 2.5, \"runtime\" : 4000, \"total_ios\" : 10}}]}\n";
	static const struct {
		const char *bs;
		int64_t want;
	} cases[] = {
	    {"", 4096},
	    {", \"bs\" : \"64k\"", 65536},
	    {", \"bs\" : \"4k,8k\"", -1},
	    {", \"bsrange\" : \"4k-64k\"", -1},
	};
	char buf[512];

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct t_collect c;

		snprintf(buf, sizeof(buf), fmt, cases[i].bs);
		T_INT(t_collect_buf(&c, "fio-json", "m.json", buf, strlen(buf),
				    1),
		      0);
		T_REQUIRE(c.n_res == 1);
		T_INT(c.res[0].r.cond.op, IODB_OP_UNKNOWN);
		T_INT(c.res[0].r.cond.bs, cases[i].want);
		t_collect_free(&c);
	}
}

/*
 * A synchronous engine runs one I/O at a time whatever iodepth says; an
 * engine the options leave unnamed does too when fio's note above the
 * JSON says it capped the depth.  An asynchronous engine keeps its depth.
 */
T_TEST(t_fio_json_sync_engine_depth_capped)
{
	static const char fmt[] =
	    "%s{\"fio version\" : \"fio-3.33\", \"global options\" : "
	    "{%s\"iodepth\" : \"32\", \"bs\" : \"4k\"},\n"
	    "\"jobs\" : [{\"jobname\" : \"w\", \"groupid\" : 0, \"job "
	    "options\" : {\"rw\" : \"write\"},\n"
	    "\"write\" : {\"io_bytes\" : 137438953472, \"bw_bytes\" : "
	    "1950180255, \"bw\" : 1904472, \"iops\" : 476118.226321, "
	    "\"runtime\" : 70475, \"total_ios\" : 33554432}}]}\n";
	static const char note[] =
	    "note: both iodepth >= 1 and synchronous I/O engine are "
	    "selected, queue depth will be capped at 1\n";
	static const struct {
		const char *note, *engine;
		int64_t iodepth;
		unsigned warnings;
	} cases[] = {
	    {note, "\"ioengine\" : \"falloc\", ", 1, 1},
	    {"", "\"ioengine\" : \"psync\", ", 1, 1},
	    {note, "", 1, 1},
	    {"", "", 32, 0},
	    {note, "\"ioengine\" : \"libaio\", ", 32, 0},
	};
	char buf[1024];

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct t_collect c;

		snprintf(buf, sizeof(buf), fmt, cases[i].note, cases[i].engine);
		T_INT(t_collect_buf(&c, "fio-json", "d.json", buf, strlen(buf),
				    1),
		      0);
		T_REQUIRE(c.n_res == 1);
		T_INT(c.res[0].r.cond.iodepth, cases[i].iodepth);
		T_INT(c.warnings, cases[i].warnings);
		T_DBL(c.res[0].r.bw_bytes, 1950180255);
		T_INT(c.res[0].r.cond.bs, 4096);
		t_collect_free(&c);
	}
}

/* A job that stopped on an error ("error" : 5): the run is interrupted. */
T_TEST(t_fio_json_job_error_interrupted)
{
	static const char text[] =
	    "{\"fio version\": \"fio-3.36\", \"jobs\": [\n"
	    "{\"jobname\": \"w\", \"groupid\": 0, \"error\": 5,\n"
	    "\"write\": {\"io_bytes\": 32399360, \"bw_bytes\": 6229296, "
	    "\"iops\": 1520.8, \"runtime\": 5201}}]}\n";
	struct t_collect c;

	T_INT(t_collect_buf(&c, "fio-json", "err.json", text, sizeof(text) - 1,
			    1),
	      0);
	T_INT(c.warnings, 1);
	T_REQUIRE(c.n_runs == 1 && c.n_res == 1);
	T_STR(c.runs[0].status, "interrupted");
	T_DBL(c.res[0].r.iops, 1520.8);
	t_collect_free(&c);
}
