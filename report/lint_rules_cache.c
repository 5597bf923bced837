/*
 * Lint rules: the page cache (or a drive's cache) measured instead of the
 * disk.  dd writes that are never synced, dd reads of a file just
 * written, hdparm -T, fio or the runner buffered on a file smaller than
 * the host's memory, a test file within the cache a datasheet states.
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "report/lint.h"

/* Without a known memory size, a buffered write this small fits in any
 * machine's page cache (dirty limits are a fifth of RAM or more). */
#define SMALL_WRITE   (16.0 * 1024 * 1024 * 1024)
#define LONG_WRITE_NS 60e9

static int is_dd(const struct iodb_run *r)
{
	return r->format && !strcmp(r->format, "dd");
}

static int flag_has(const struct iodb_run *r, const char *key, const char *word)
{
	char v[256], *p, *save = NULL;

	if (!lint_opt_str(r, key, v, sizeof(v)))
		return 0;
	for (p = strtok_r(v, ",", &save); p; p = strtok_r(NULL, ",", &save))
		if (!strcmp(p, word))
			return 1;
	return 0;
}

static const char why_dd_sync[] =
    "without oflag=direct, oflag=dsync or conv=fdatasync dd ends when the "
    "data is in the page cache, not on the disk: the rate is memory speed "
    "for everything that fit in the cache";

static int rule_dd_no_sync(struct lint_set *s, size_t i)
{
	const struct iodb_run *run = s->items[i].run;
	const struct iodb_result *r = s->items[i].res;
	char of[256];
	double mem, limit;

	if (!is_dd(run) || r->cond.direct == 1)
		return 0;
	if (r->cond.op != IODB_OP_WRITE && r->cond.op != IODB_OP_COPY)
		return 0;
	/* only what the command shows: no command, no finding */
	if (!lint_opt_str(run, "of", of, sizeof(of)))
		return 0;
	if (!strcmp(of, "/dev/null"))
		return 0;
	/* a copy from a device to a file measures the read; to a device
	   (an image written to a card) it measures the cached write */
	if (r->cond.op == IODB_OP_COPY && strncmp(of, "/dev/", 5))
		return 0;
	if (flag_has(run, "oflag", "direct") ||
	    flag_has(run, "oflag", "dsync") || flag_has(run, "oflag", "sync") ||
	    flag_has(run, "conv", "fdatasync") ||
	    flag_has(run, "conv", "fsync"))
		return 0;
	/* a write that ran for minutes hit the dirty-page limit within
	   seconds: the disk set its pace, the cache only its last part */
	if (!isnan(r->runtime_ns) && r->runtime_ns > LONG_WRITE_NS)
		return 0;
	mem = lint_host_memory(run);
	limit = isnan(mem) ? SMALL_WRITE : mem;
	if (!isnan(r->io_bytes) && r->io_bytes > limit)
		return 0;
	if (isnan(r->io_bytes))
		return lint_add(s, i, "dd-no-sync", "cache", why_dd_sync, -1,
				"dd wrote to '%s' at %.4g MB/s with neither "
				"oflag=direct/dsync nor conv=fdatasync/fsync",
				of, r->bw_bytes / 1e6);
	return lint_add(s, i, "dd-no-sync", "cache", why_dd_sync, -1,
			"dd wrote %.4g MB to '%s' at %.4g MB/s with neither "
			"oflag=direct/dsync nor conv=fdatasync/fsync",
			r->io_bytes / 1e6, of, r->bw_bytes / 1e6);
}

static const char why_dd_reread[] =
    "a file read right after it was written comes from the page cache "
    "unless caches are dropped in between (sync; echo 3 > "
    "/proc/sys/vm/drop_caches) or the read uses iflag=direct";

/* A dd read of the file an earlier dd of the same source wrote, much
 * faster than the write: the read was served from memory. */
static int rule_dd_reread(struct lint_set *s, size_t i)
{
	const struct lint_item *it = &s->items[i];
	const struct iodb_result *r = it->res;
	char in[256], of[256];

	if (!is_dd(it->run) || !it->source || r->cond.direct == 1)
		return 0;
	if (r->cond.op != IODB_OP_READ && r->cond.op != IODB_OP_COPY)
		return 0;
	if (!lint_opt_str(it->run, "if", in, sizeof(in)) ||
	    !strncmp(in, "/dev/", 5) || flag_has(it->run, "iflag", "direct"))
		return 0;
	for (size_t k = 0; k < s->n_items; k++) {
		const struct lint_item *w = &s->items[k];

		if (w->run_id >= it->run_id || !is_dd(w->run) || !w->source ||
		    strcmp(w->source, it->source))
			continue;
		if (w->res->cond.op != IODB_OP_WRITE &&
		    w->res->cond.op != IODB_OP_COPY)
			continue;
		if (!lint_opt_str(w->run, "of", of, sizeof(of)) ||
		    strcmp(of, in))
			continue;
		if (isnan(w->res->bw_bytes) || isnan(r->bw_bytes) ||
		    r->bw_bytes < 1.5 * w->res->bw_bytes)
			continue;
		return lint_add(
		    s, i, "dd-reread", "cache", why_dd_reread, w->result_id,
		    "dd read '%s' at %.4g MB/s right after dd wrote "
		    "it at %.4g MB/s, without iflag=direct",
		    in, r->bw_bytes / 1e6, w->res->bw_bytes / 1e6);
	}
	return 0;
}

static const char why_hdparm_t[] =
    "hdparm -T times reads from the Linux buffer cache: it measures memory "
    "and CPU, not the disk (-t is the disk's sequential read)";
static const char why_hdparm_td[] =
    "hdparm -T --direct reads the drive's own cache over the interface: "
    "it shows the link and controller, not the media";

static int rule_hdparm_cached(struct lint_set *s, size_t i)
{
	const struct iodb_run *run = s->items[i].run;
	const struct iodb_result *r = s->items[i].res;
	const char *name = r->test ? r->test : r->job;

	if (!run->format || strcmp(run->format, "hdparm") || !name ||
	    !strstr(name, "cached"))
		return 0;
	if (r->cond.direct == 1)
		return lint_add(s, i, "hdparm-T", "cache", why_hdparm_td, -1,
				"'%s' at %.4g MB/s is the drive cache's rate",
				name, r->bw_bytes / 1e6);
	return lint_add(s, i, "hdparm-T", "cache", why_hdparm_t, -1,
			"'%s' at %.4g MB/s is the page cache's rate, not the "
			"disk's",
			name, r->bw_bytes / 1e6);
}

static const char why_buffered[] =
    "with direct=0 and a file smaller than the memory, reads are served "
    "from the page cache after the first pass and writes end in it: the "
    "figure is memory speed";

static int is_fio_like(const struct iodb_run *r)
{
	return r->format &&
	       (!strncmp(r->format, "fio", 3) || !strcmp(r->format, "iodb"));
}

static int rule_buffered_small(struct lint_set *s, size_t i)
{
	const struct iodb_run *run = s->items[i].run;
	const struct iodb_result *r = s->items[i].res;
	double mem = lint_host_memory(run), size = lint_opt_num(run, "size");

	if (!is_fio_like(run) || r->cond.direct != 0 || isnan(mem) ||
	    isnan(size) || !(size > 0) || size >= mem)
		return 0;
	return lint_add(s, i, "buffered-small", "cache", why_buffered, -1,
			"direct=0 on %.4g MiB with %.4g GiB of memory",
			size / 1048576.0, mem / 1073741824.0);
}

static const char why_cache_sized[] =
    "a test file no larger than the drive's cache (its datasheet states "
    "the size) is served by the cache: the figure is the cache's speed, not "
    "what the drive sustains once the cache is full";

/* The cache size the datasheet of the run's drive states, or NAN. */
static double stated_cache(const struct lint_set *s, const struct iodb_run *r)
{
	const char *names[3] = {r->device_model, r->device, r->label};

	for (size_t k = 0; k < s->n_specs; k++) {
		const struct iodb_spec *sp = s->specs[k];

		if (!sp->metric || strcmp(sp->metric, "cache_bytes") ||
		    !sp->model || strlen(sp->model) < 4 || !(sp->value > 0))
			continue;
		for (int i = 0; i < 3; i++)
			if (names[i] && strcasestr(names[i], sp->model))
				return sp->value;
	}
	return NAN;
}

/*
 * The size of the file (or the part of a device) the test ran over: fio's
 * (and the runner's) size option, dd's bytes; NAN when not shown.
 */
static double test_size(const struct lint_item *it)
{
	const struct iodb_run *run = it->run;

	if (is_dd(run))
		return it->res->io_bytes;
	if (run->format &&
	    (!strncmp(run->format, "fio", 3) || !strcmp(run->format, "iodb")))
		return lint_opt_num(run, "size");
	return NAN;
}

static int rule_cache_sized(struct lint_set *s, size_t i)
{
	double cache = stated_cache(s, s->items[i].run), size;

	if (isnan(cache))
		return 0;
	size = test_size(&s->items[i]);
	if (isnan(size) || !(size > 0) || size > cache)
		return 0;
	return lint_add(s, i, "cache-sized-test", "cache", why_cache_sized, -1,
			"the test ran over %.4g MiB, within the %.4g MiB cache "
			"its datasheet states",
			size / 1048576.0, cache / 1048576.0);
}

int lint_rules_cache(struct lint_set *s)
{
	int ret = 0;

	for (size_t i = 0; i < s->n_items && !ret; i++) {
		ret = rule_dd_no_sync(s, i);
		if (!ret)
			ret = rule_dd_reread(s, i);
		if (!ret)
			ret = rule_hdparm_cached(s, i);
		if (!ret)
			ret = rule_buffered_small(s, i);
		if (!ret)
			ret = rule_cache_sized(s, i);
	}
	return ret;
}
