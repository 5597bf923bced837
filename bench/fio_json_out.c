/*
 * The runner's results as fio 3.x JSON, and its jobs' conditions as the
 * run's options JSON.
 */
#include "bench/fio_json_out.h"

#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <cjson/cJSON.h>

static double extra(const struct iodb_result *r, const char *name)
{
	for (size_t i = 0; i < r->n_extras; i++)
		if (!strcmp(r->extras[i].name, name))
			return r->extras[i].value;
	return 0;
}

static void json_lat(cJSON *dir, const char *key, const struct bench_lat *l,
		     const struct iodb_pct *pct, size_t n_pct)
{
	cJSON *o = cJSON_AddObjectToObject(dir, key);
	int have = l->n > 0;

	if (!o)
		return;
	cJSON_AddNumberToObject(o, "min", have ? l->s.min : 0);
	cJSON_AddNumberToObject(o, "max", have ? l->s.max : 0);
	cJSON_AddNumberToObject(o, "mean", have ? l->s.mean : 0);
	cJSON_AddNumberToObject(o, "stddev", have ? l->s.stddev : 0);
	cJSON_AddNumberToObject(o, "N", (double)l->n);
	if (have && n_pct) {
		cJSON *p = cJSON_AddObjectToObject(o, "percentile");

		for (size_t i = 0; p && i < n_pct; i++) {
			char k[32];

			snprintf(k, sizeof(k), "%f", pct[i].pct);
			cJSON_AddNumberToObject(p, k, pct[i].ns);
		}
	}
}

static void json_dir(cJSON *job, const char *key, const struct bench_outcome *o,
		     int d)
{
	static const struct bench_dir none;
	const struct bench_dir *bd =
	    d >= 0 && o->used[d] && o->measured ? &o->dir[d] : &none;
	const struct iodb_result *r = &bd->res;
	cJSON *x = cJSON_AddObjectToObject(job, key);
	int live = bd != &none;
	double bw = live && !isnan(r->bw_bytes) ? r->bw_bytes : 0;

	if (!x)
		return;
	cJSON_AddNumberToObject(x, "io_bytes", (double)bd->bytes);
	cJSON_AddNumberToObject(x, "io_kbytes", (double)(bd->bytes >> 10));
	cJSON_AddNumberToObject(x, "bw_bytes", floor(bw + 0.5));
	cJSON_AddNumberToObject(x, "bw", floor(bw / 1024));
	cJSON_AddNumberToObject(x, "iops",
				live && !isnan(r->iops) ? r->iops : 0);
	cJSON_AddNumberToObject(x, "runtime",
				live ? floor(o->runtime_ns / 1e6 + 0.5) : 0);
	cJSON_AddNumberToObject(x, "total_ios", (double)bd->ios);
	cJSON_AddNumberToObject(x, "short_ios", 0);
	cJSON_AddNumberToObject(x, "drop_ios", 0);
	json_lat(x, "slat_ns", &bd->slat, NULL, 0);
	json_lat(x, "clat_ns", &bd->clat, bd->clat_pct,
		 live ? r->n_clat_pct : 0);
	json_lat(x, "lat_ns", &bd->lat, NULL, 0);
	cJSON_AddNumberToObject(x, "bw_min", floor(extra(r, "bw_min") / 1024));
	cJSON_AddNumberToObject(x, "bw_max", floor(extra(r, "bw_max") / 1024));
	cJSON_AddNumberToObject(x, "bw_agg", live && bw > 0 ? 100.0 : 0);
	cJSON_AddNumberToObject(x, "bw_mean", extra(r, "bw_mean") / 1024);
	cJSON_AddNumberToObject(x, "bw_dev", extra(r, "bw_dev") / 1024);
	cJSON_AddNumberToObject(x, "bw_samples", extra(r, "bw_samples"));
	cJSON_AddNumberToObject(x, "iops_min", floor(extra(r, "iops_min")));
	cJSON_AddNumberToObject(x, "iops_max", floor(extra(r, "iops_max")));
	cJSON_AddNumberToObject(x, "iops_mean", extra(r, "iops_mean"));
	cJSON_AddNumberToObject(x, "iops_stddev", extra(r, "iops_stddev"));
	cJSON_AddNumberToObject(x, "iops_samples", extra(r, "iops_samples"));
}

static void add_opt_str(cJSON *o, const char *k, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void add_opt_str(cJSON *o, const char *k, const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	cJSON_AddStringToObject(o, k, buf);
}

static char *fio_json(const struct bench_outcome *o, size_t n, int64_t t0,
		      int mark, const char *host, const char *device,
		      const char *device_model);

char *bench_fio_json(const struct bench_outcome *o, size_t n, int64_t t0)
{
	return fio_json(o, n, t0, 0, NULL, NULL, NULL);
}

char *bench_fio_json_from(const struct bench_outcome *o, size_t n, int64_t t0,
			  const char *host, const char *device,
			  const char *device_model)
{
	return fio_json(o, n, t0, 1, host, device, device_model);
}

static char *fio_json(const struct bench_outcome *o, size_t n, int64_t t0,
		      int mark, const char *host, const char *device,
		      const char *device_model)
{
	cJSON *root = cJSON_CreateObject(), *jobs;
	char tbuf[64];
	time_t tt = (time_t)t0;
	struct tm tm;
	char *s = NULL;

	if (!root)
		return NULL;
	cJSON_AddStringToObject(root, "fio version", BENCH_VERSION);
	cJSON_AddNumberToObject(root, "timestamp", (double)t0);
	cJSON_AddNumberToObject(root, "timestamp_ms", (double)t0 * 1000);
	localtime_r(&tt, &tm);
	strftime(tbuf, sizeof(tbuf), "%a %b %e %H:%M:%S %Y", &tm);
	cJSON_AddStringToObject(root, "time", tbuf);
	/* who wrote it: fio readers skip the key, `iodb import` reads it
	 * back as the iodb run it was (ingest/fio_json.c) */
	if (mark) {
		cJSON *me = cJSON_AddObjectToObject(root, "iodb");

		if (me) {
			cJSON_AddStringToObject(me, "version", BENCH_VERSION);
			if (host)
				cJSON_AddStringToObject(me, "host", host);
			if (device)
				cJSON_AddStringToObject(me, "device", device);
			if (device_model)
				cJSON_AddStringToObject(me, "device_model",
							device_model);
		}
	}
	jobs = cJSON_AddArrayToObject(root, "jobs");
	for (size_t i = 0; jobs && i < n; i++) {
		const struct bench_job *j = o[i].job;
		cJSON *job = cJSON_CreateObject(), *opts;

		if (!job)
			break;
		cJSON_AddItemToArray(jobs, job);
		cJSON_AddStringToObject(job, "jobname",
					j->name ? j->name : o[i].test);
		cJSON_AddNumberToObject(job, "groupid", 0);
		cJSON_AddNumberToObject(job, "error", 0);
		cJSON_AddNumberToObject(job, "eta", 0);
		cJSON_AddNumberToObject(
		    job, "elapsed",
		    isnan(o[i].runtime_ns) ? 0 : ceil(o[i].runtime_ns / 1e9));
		opts = cJSON_AddObjectToObject(job, "job options");
		if (opts) {
			add_opt_str(opts, "name", "%s",
				    j->name ? j->name : o[i].test);
			add_opt_str(opts, "filename", "%s", j->filename);
			add_opt_str(opts, "ioengine", "io_uring");
			add_opt_str(opts, "rw", "%s", bench_rw_name(j->rw));
			if (j->rw == BENCH_RW || j->rw == BENCH_RANDRW)
				add_opt_str(opts, "rwmixread", "%d",
					    j->rwmixread);
			add_opt_str(opts, "bs", "%" PRIu64, j->bs);
			add_opt_str(opts, "iodepth", "%u", j->iodepth);
			if (j->batch_submit != 1)
				add_opt_str(opts, "iodepth_batch_submit", "%u",
					    j->batch_submit);
			add_opt_str(opts, "numjobs", "%u", j->numjobs);
			add_opt_str(opts, "direct", "%d", j->direct);
			if (j->size)
				add_opt_str(opts, "size", "%" PRIu64, j->size);
			if (j->offset)
				add_opt_str(opts, "offset", "%" PRIu64,
					    j->offset);
			if (j->runtime_ns)
				add_opt_str(opts, "runtime", "%" PRIu64 "ms",
					    j->runtime_ns / 1000000);
			if (j->time_based)
				add_opt_str(opts, "time_based", "1");
			if (j->ramp_ns)
				add_opt_str(opts, "ramp_time", "%" PRIu64 "ms",
					    j->ramp_ns / 1000000);
			if (j->fixedbufs)
				add_opt_str(opts, "fixedbufs", "1");
			if (j->registerfiles)
				add_opt_str(opts, "registerfiles", "1");
			if (j->sqthread_poll)
				add_opt_str(opts, "sqthread_poll", "1");
			if (j->hipri)
				add_opt_str(opts, "hipri", "1");
			if (j->numjobs > 1)
				add_opt_str(opts, "group_reporting", "1");
			if (o[i].cpus[0]) {
				add_opt_str(opts, "cpus_allowed", "%s",
					    o[i].cpus);
				if (o[i].cpus_split)
					add_opt_str(opts, "cpus_allowed_policy",
						    "split");
			}
		}
		json_dir(job, "read", &o[i], 0);
		json_dir(job, "write", &o[i], 1);
		json_dir(job, "trim", &o[i], -1);
		cJSON_AddNumberToObject(
		    job, "job_runtime",
		    isnan(o[i].runtime_ns)
			? 0
			: floor(o[i].runtime_ns / 1e6 + 0.5));
		cJSON_AddNumberToObject(job, "usr_cpu",
					isnan(o[i].usr_cpu) ? 0 : o[i].usr_cpu);
		cJSON_AddNumberToObject(job, "sys_cpu",
					isnan(o[i].sys_cpu) ? 0 : o[i].sys_cpu);
		cJSON_AddNumberToObject(job, "ctx", (double)o[i].ctx);
		cJSON_AddNumberToObject(job, "majf", (double)o[i].majf);
		cJSON_AddNumberToObject(job, "minf", (double)o[i].minf);
	}
	s = cJSON_Print(root);
	cJSON_Delete(root);
	return s;
}

/* The conditions as a JSON object: flat for one job, "jobs" for more. */
static void job_json(cJSON *o, const struct bench_job *j,
		     const struct bench_outcome *oc)
{
	cJSON_AddStringToObject(o, "name", j->name ? j->name : "");
	cJSON_AddStringToObject(o, "filename", j->filename);
	cJSON_AddStringToObject(o, "ioengine", "io_uring");
	cJSON_AddStringToObject(o, "rw", bench_rw_name(j->rw));
	if (j->rw == BENCH_RW || j->rw == BENCH_RANDRW)
		cJSON_AddNumberToObject(o, "rwmixread", j->rwmixread);
	cJSON_AddNumberToObject(o, "bs", (double)j->bs);
	cJSON_AddNumberToObject(o, "iodepth", j->iodepth);
	cJSON_AddNumberToObject(o, "iodepth_batch_submit", j->batch_submit);
	cJSON_AddNumberToObject(o, "numjobs", j->numjobs);
	if (j->size)
		cJSON_AddNumberToObject(o, "size", (double)j->size);
	cJSON_AddNumberToObject(o, "offset", (double)j->offset);
	if (j->runtime_ns)
		cJSON_AddNumberToObject(o, "runtime_ns", (double)j->runtime_ns);
	cJSON_AddBoolToObject(o, "time_based", j->time_based);
	cJSON_AddNumberToObject(o, "ramp_time_ns", (double)j->ramp_ns);
	cJSON_AddBoolToObject(o, "direct", j->direct);
	cJSON_AddBoolToObject(o, "fixedbufs", j->fixedbufs);
	cJSON_AddBoolToObject(o, "registerfiles", j->registerfiles);
	cJSON_AddBoolToObject(o, "sqthread_poll", j->sqthread_poll);
	cJSON_AddBoolToObject(o, "hipri", j->hipri);
	if (j->seed)
		cJSON_AddNumberToObject(o, "randseed", (double)j->seed);
	cJSON_AddStringToObject(o, "cpus_allowed",
				j->cpus_allowed ? j->cpus_allowed : "auto");
	if (j->cpus_allowed && j->cpus_split)
		cJSON_AddStringToObject(o, "cpus_allowed_policy", "split");
	/* where the threads ran: a CPU list, or null for the scheduler */
	if (oc && oc->cpus[0]) {
		cJSON_AddStringToObject(o, "cpus", oc->cpus);
		cJSON_AddStringToObject(o, "cpus_placed_by", oc->cpus_why);
	} else if (oc) {
		cJSON_AddNullToObject(o, "cpus");
	}
}

char *bench_options_json(const struct bench_job *jobs, size_t n,
			 const struct bench_outcome *out, size_t n_out,
			 const char *profile, const char *job_file, int allow)
{
	cJSON *root = cJSON_CreateObject();
	char *s;

	if (!root)
		return NULL;
	if (profile)
		cJSON_AddStringToObject(root, "profile", profile);
	if (job_file)
		cJSON_AddStringToObject(root, "job_file", job_file);
	cJSON_AddBoolToObject(root, "allow_destructive", allow);
	if (n == 1) {
		job_json(root, &jobs[0], n_out ? &out[0] : NULL);
	} else {
		cJSON *arr = cJSON_AddArrayToObject(root, "jobs");

		for (size_t i = 0; arr && i < n; i++) {
			cJSON *o = cJSON_CreateObject();

			if (!o)
				break;
			job_json(o, &jobs[i], i < n_out ? &out[i] : NULL);
			cJSON_AddItemToArray(arr, o);
		}
	}
	s = cJSON_PrintUnformatted(root);
	cJSON_Delete(root);
	return s;
}
