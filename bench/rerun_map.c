/*
 * iodb rerun's mapping from an imported result to runner options.
 */
#include "bench/rerun_map.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <cjson/cJSON.h>

#include "bench/jobfile.h"

static int add(char **v, size_t *n, size_t max, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static int add(char **v, size_t *n, size_t max, const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	if (*n >= max)
		return 0; /* full: the rest is not needed */
	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	v[*n] = strdup(buf);
	if (!v[*n])
		return -ENOMEM;
	(*n)++;
	return 0;
}

#define ARG(...)  add(p->args, &p->n_args, RERUN_MAX_ARGS, __VA_ARGS__)
#define NOTE(...) add(p->notes, &p->n_notes, RERUN_MAX_NOTES, __VA_ARGS__)

const char *rerun_plan_get(const struct rerun_plan *p, const char *name)
{
	size_t n = strlen(name);

	for (size_t i = 0; i < p->n_args; i++)
		if (!strncmp(p->args[i], name, n) && p->args[i][n] == '=')
			return p->args[i] + n + 1;
	return NULL;
}

void rerun_plan_release(struct rerun_plan *p)
{
	for (size_t i = 0; i < p->n_args; i++)
		free(p->args[i]);
	for (size_t i = 0; i < p->n_notes; i++)
		free(p->notes[i]);
	memset(p, 0, sizeof(*p));
}

static int is(const char *s, const char *name)
{
	return s && !strcmp(s, name);
}

static int refuse(struct rerun_plan *p, const char *why)
{
	p->refused = 1;
	return NOTE("%s", why);
}

/* rw, rwmixread, bs, iodepth, numjobs, direct from the conditions. */
static int map_cond(const struct iodb_result *r, struct rerun_plan *p,
		    int64_t bs_default)
{
	const struct iodb_cond *c = &r->cond;
	int rnd = c->pattern == IODB_PATTERN_RAND, mixed, ret;
	int64_t bs = c->bs > 0 ? c->bs : bs_default;

	mixed = !isnan(c->mix_read_pct) && c->mix_read_pct > 0 &&
		c->mix_read_pct < 100;
	if (c->op == IODB_OP_COPY)
		return refuse(p, "a copy from one file to another reads and "
				 "writes at once: the runner measures one "
				 "direction");
	if (c->op == IODB_OP_READWRITE)
		return refuse(p, "one figure for both directions of a mixed "
				 "workload: the runner measures one "
				 "direction");
	if (c->op != IODB_OP_READ && c->op != IODB_OP_WRITE)
		return refuse(p, "the direction (read or write) is unknown");
	if (bs <= 0)
		return refuse(p, "the block size is unknown");
	if (c->pattern == IODB_PATTERN_UNKNOWN) {
		ret = NOTE("the access pattern is unknown: measured "
			   "sequentially");
		if (ret)
			return ret;
	}
	if (mixed)
		ret = ARG("--rw=%s", rnd ? "randrw" : "rw") ||
		      ARG("--rwmixread=%.0f", c->mix_read_pct);
	else
		ret = ARG("--rw=%s%s", rnd ? "rand" : "",
			  c->op == IODB_OP_READ ? "read" : "write");
	if (!ret)
		ret = ARG("--bs=%" PRId64, bs);
	if (!ret && c->iodepth > 0)
		ret = ARG("--iodepth=%" PRId64, c->iodepth);
	if (!ret && c->numjobs > 0)
		ret = ARG("--numjobs=%" PRId64, c->numjobs);
	if (!ret && c->direct >= 0)
		ret = ARG("--direct=%d", c->direct);
	else if (!ret)
		ret = NOTE("whether the original used direct I/O is unknown: "
			   "measured with O_DIRECT");
	return ret ? -ENOMEM : 0;
}

/* Options handled through the conditions, or that name the target. */
static int is_cond_key(const char *k)
{
	static const char *const keys[] = {
	    "rw",      "readwrite", "bs",	  "blocksize", "iodepth",
	    "numjobs", "direct",    "buffered",	  "rwmixread", "rwmixwrite",
	    "name",    "filename",  "runtime_ns", "directory", NULL,
	};

	for (size_t i = 0; keys[i]; i++)
		if (!strcmp(keys[i], k))
			return 1;
	return 0;
}

/* A fio job's options (fio's JSON "job options", or the conditions of a
 * fio command line) as the runner takes them. */
static int map_fio_opts(const char *json, struct rerun_plan *p)
{
	cJSON *root = json ? cJSON_Parse(json) : NULL, *it;
	int ret = 0;

	if (!root)
		return 0;
	cJSON_ArrayForEach (it, root) {
		const char *k = it->string;
		char v[256];
		struct bench_jobopt o;

		if (!k || is_cond_key(k))
			continue;
		if (cJSON_IsString(it))
			snprintf(v, sizeof(v), "%s", it->valuestring);
		else if (cJSON_IsNumber(it))
			snprintf(v, sizeof(v), "%.17g", it->valuedouble);
		else if (cJSON_IsBool(it))
			snprintf(v, sizeof(v), "%d", cJSON_IsTrue(it));
		else
			continue;
		if (!strcmp(k, "runtime_ns")) {
			ret = ARG("--runtime=%.0fms", it->valuedouble / 1e6);
		} else if (!strcmp(k, "ioengine")) {
			if (strcmp(v, "io_uring"))
				ret = NOTE("ioengine=%s: measured with "
					   "io_uring",
					   v);
		} else if (!strcmp(k, "size") && strchr(v, '%')) {
			ret = NOTE("size=%s (a share of the device): give "
				   "--size",
				   v);
		} else if (bench_jobopt_find(k, &o)) {
			ret = NOTE("option '%s=%s' is not implemented by the "
				   "runner: not reproduced",
				   k, v);
		} else if (bench_jobopt_ignored(&o)) {
			ret = ARG("--%s", k); /* accepted as fio takes it */
			if (!ret && bench_jobopt_takes_value(&o)) {
				free(p->args[--p->n_args]);
				ret = ARG("--%s=%s", k, v);
			}
		} else {
			ret = ARG("--%s=%s", k, v);
		}
		if (ret)
			break;
	}
	cJSON_Delete(root);
	return ret;
}

/* "1 GiB (x5) [C: 13% ...]", "1024 MiB [I: ...]", "32 MiB (x5)": the
 * test size of a CrystalDiskMark or KDiskMark export, in bytes. */
static double diskmark_size(const char *json)
{
	cJSON *root = json ? cJSON_Parse(json) : NULL;
	const cJSON *t = root ? cJSON_GetObjectItem(root, "test") : NULL;
	double v = NAN;

	if (cJSON_IsString(t)) {
		char *end;
		double n = strtod(t->valuestring, &end);

		while (*end == ' ')
			end++;
		if (n > 0 && !strncasecmp(end, "GiB", 3))
			v = n * 1073741824.0;
		else if (n > 0 && !strncasecmp(end, "MiB", 3))
			v = n * 1048576.0;
	}
	cJSON_Delete(root);
	return v;
}

static int network_share(const struct iodb_run *run, const char *json)
{
	const char *names[2] = {run->device, NULL};
	cJSON *root = json ? cJSON_Parse(json) : NULL;
	const cJSON *f = root ? cJSON_GetObjectItem(root, "filename") : NULL;
	int net = 0;

	if (cJSON_IsString(f))
		names[1] = f->valuestring;
	for (int i = 0; i < 2 && !net; i++) {
		const char *s = names[i];

		if (!s)
			continue;
		net = !strncmp(s, "//", 2) || !strncmp(s, "\\\\", 2) ||
		      strstr(s, "nfs") || strstr(s, "smb") ||
		      strstr(s, "cifs") || strstr(s, "://");
	}
	cJSON_Delete(root);
	return net;
}

static int opt_flag(const char *json, const char *key, const char *word)
{
	cJSON *root = json ? cJSON_Parse(json) : NULL;
	const cJSON *f = root ? cJSON_GetObjectItem(root, key) : NULL;
	int has = cJSON_IsString(f) && strstr(f->valuestring, word);

	cJSON_Delete(root);
	return has;
}

/* The value after flag ("-s") in an iozone command line, into buf. */
static int iozone_arg(const char *cmd, const char *flag, char *buf, size_t n)
{
	size_t fl = strlen(flag);

	for (const char *q = cmd; q && (q = strstr(q, flag)); q += fl) {
		const char *v = q + fl, *e;

		if ((q > cmd && q[-1] != ' ') || (*v != ' ' && *v != '\t'))
			continue;
		while (*v == ' ' || *v == '\t')
			v++;
		for (e = v; *e && *e != ' ' && *e != '\t' && *e != '\n'; e++)
			;
		if (e == v || !isdigit((unsigned char)*v) ||
		    (size_t)(e - v) >= n)
			return 0;
		memcpy(buf, v, (size_t)(e - v));
		buf[e - v] = '\0';
		return 1;
	}
	return 0;
}

int rerun_map(const struct iodb_run *run, const struct iodb_result *res,
	      struct rerun_plan *p)
{
	const char *fmt = run->format ? run->format : "";
	const char *name = res->test ? res->test : res->job;
	int ret = 0;

	if (is(fmt, "hdtune"))
		return refuse(p, "HD Tune's benchmark is a full-surface scan "
				 "(reads across the whole disk, start to "
				 "end): not reproduced");
	if (is(fmt, "hdparm") && name && strstr(name, "cached"))
		return refuse(p, "hdparm -T times reads from the page cache "
				 "(memory), not the device: not reproduced");
	if (network_share(run, run->options_json))
		ret = NOTE("the original target was a network share (%s): "
			   "measured on the local target",
			   run->device ? run->device : "filename");
	if (ret)
		return ret;
	if (!strncmp(fmt, "fio", 3) || is(fmt, "iodb")) {
		ret = map_cond(res, p, -1);
		if (!ret && !p->refused)
			ret = map_fio_opts(run->options_json, p);
		return ret;
	}
	if (is(fmt, "cdm") || is(fmt, "kdiskmark")) {
		double sz = diskmark_size(run->options_json);

		ret = map_cond(res, p, -1);
		if (!ret && !p->refused && !isnan(sz))
			ret = ARG("--size=%.0f", sz);
		if (!ret && !p->refused)
			ret = ARG("--runtime=5s") || ARG("--time_based");
		if (!ret && !p->refused)
			ret = NOTE("%s runs each test 5 times and shows the "
				   "best: use --repeat N for a median",
				   is(fmt, "cdm") ? "CrystalDiskMark"
						  : "KDiskMark");
		return ret ? -ENOMEM : 0;
	}
	if (is(fmt, "dd")) {
		ret = map_cond(res, p, -1);
		if (!ret && !p->refused && !isnan(res->io_bytes))
			ret = ARG("--size=%.0f", res->io_bytes);
		if (!ret && !p->refused &&
		    (opt_flag(run->options_json, "conv", "fdatasync") ||
		     opt_flag(run->options_json, "conv", "fsync") ||
		     opt_flag(run->options_json, "oflag", "dsync")))
			ret = NOTE("dd's sync (conv=fdatasync, oflag=dsync) "
				   "has no runner option: use --direct=1 for "
				   "writes that reach the device");
		return ret;
	}
	if (is(fmt, "hdparm")) {
		/* hdparm -t reads 2 MiB at a time for about 3 seconds */
		ret = map_cond(res, p, 2 * 1048576);
		if (!ret && !p->refused)
			ret = ARG("--runtime=3s") || ARG("--time_based");
		return ret ? -ENOMEM : 0;
	}
	if (is(fmt, "iozone")) {
		char sz[32];

		ret = map_cond(res, p, -1);
		/* iozone's -s (file size) takes k, m, g as powers of 1024, as
		   the runner's --size does */
		if (!ret && !p->refused && run->command &&
		    iozone_arg(run->command, "-s", sz, sizeof(sz)))
			ret = ARG("--size=%s", sz);
		if (!ret && !p->refused && run->command &&
		    strstr(run->command, " -t "))
			ret = NOTE("iozone's throughput mode (-t) runs one "
				   "process per file: measured as "
				   "--numjobs on one region");
		if (!ret && !p->refused && name &&
		    (strstr(name, "stride") || strstr(name, "bkwd") ||
		     strstr(name, "record") || name[0] == 'f'))
			ret = NOTE("iozone's '%s' test has no runner "
				   "equivalent: measured as a plain %s",
				   name,
				   res->cond.op == IODB_OP_READ ? "read"
								: "write");
		return ret;
	}
	return map_cond(res, p, -1);
}
