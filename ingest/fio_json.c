/*
 * fio --output-format=json and json+ (fio 2.x and 3.x), and the JSON of
 * fio's client/server mode ("client_stats").
 *
 * The file may hold text around fio's JSON (warnings before it, log markers
 * after it) and several JSON documents one after another: each document
 * that holds "jobs" (or "client_stats") is one run.  The document is parsed
 * once with cJSON and walked; nothing is re-parsed.
 *
 * Decisions, in one place:
 *
 * - io_bytes: fio 3.x prints bytes (and io_kbytes beside it); fio 2.x
 *   printed KiB under the same name, with no io_kbytes.  So: io_kbytes
 *   present or "fio version" >= 3 means bytes, else KiB (the fio 2.x and
 *   unknown-version form, which never has io_kbytes).  "bw" is KiB/s in
 *   every version; bw_bytes (fio 3.x) wins when present.
 * - Latency objects: "slat_ns"/"clat_ns"/"lat_ns" are in ns; "slat"/"clat"/
 *   "lat" are in usec (fio 2.x and the first 3.x releases).  The unit goes
 *   by the key name; their percentiles and json+ bins are in the same unit.
 *   An object with "N": 0, or without N and all four figures 0, is fio's
 *   way of saying "not measured" (gtod_reduce, sync engines' slat): NAN;
 *   so is one cut short inside (a paste's end after "max" : 0) whose
 *   figures before the cut are all 0.
 * - Percentile keys "0.00" with value 0 are fio 2.x padding: skipped.
 * - json+ bins: fio 3.x keys are latency values in ns; fio 2.x keyed them by
 *   bucket index with FIO_IO_U_PLAT_BITS / FIO_IO_U_PLAT_VAL entries, and
 *   the value is fio's own plat_idx_to_val() of the index (usec).  Bins
 *   with count 0 are dropped.  run.format is "fio-jsonplus" when any clat
 *   object of the document has "bins" (what json+ adds), else "fio-json".
 * - bw_agg: since fio 2.2 it is the job's percentage of its group's
 *   aggregate bandwidth ("bw_agg_pct"); fio 2.1 printed the mean bandwidth
 *   under that name (equal to bw_mean, KiB/s): then "bw_agg_bytes".
 *   bw_* and iops_* sample statistics are dropped when fio had no samples
 *   (bw_samples 0, or all zeros in versions without bw_samples).
 * - Conditions come from "global options" merged with each job's "job
 *   options" (the job wins).  fio lists only the options that were set,
 *   so when a job has an options object the defaults of fio fill the rest
 *   (rw=read, bs=4k unless bsrange/bssplit, iodepth=1, numjobs=1,
 *   direct=0).  Without any options object (fio 2.1) they stay unknown.
 *   In a fragment (no "fio version": parse_fragment()) the options shown
 *   may be the tail of an object cut above: no defaults, an option not
 *   shown is unknown.
 *   numjobs: with group_reporting one entry stands for numjobs jobs; without
 *   it each entry is one job (numjobs 1).  fio's JSON leaves out options
 *   given without a value (--group_reporting), so a numjobs=N job with a
 *   single entry of its name in its group counts as group-reported,
 *   except in a document cut by hand (numjobs unknown: the cut may have
 *   taken its clones).
 * - run.options_json is the merged options of the job when there is one,
 *   else the options every job shares (same value in all); per-job
 *   conditions that differ are on the results (op/pattern/bs/...).
 * - Client/server JSON: one run per server (hostname and port) with its
 *   host, its disk_util entries ("disk_util.HOST/DEV.KEY") and its global
 *   options (an array of one object per server with several servers); the
 *   "All clients" sum is a run of its own with the hostname fio printed on
 *   it and the conditions every server ran.
 * - "mixed" (unified_rw_reporting) alone: op fio_mixed_op() of rw.
 * - A command line or job file from the user (ctx->hint_command) fills the
 *   conditions the JSON leaves unknown (fio 2.1 printed no options) and is
 *   the run's command; what fio printed always wins.
 * - line_from/line_to: cJSON keeps no positions, so the run and each of its
 *   results carry the line range of the whole JSON document.
 */
#include <cjson/cJSON.h>
#include <ctype.h>
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ingest/fio_options.h"
#include "ingest/formats.h"
#include "ingest/json_arena.h"
#include "ingest/lines.h"
#include "ingest/testnames.h"
#include "model/units.h"
#include "util/alloc.h"
#include "util/strbuf.h"

#define MAX_EXTRAS 32
#define PROBE_SPAN (1u << 20) /* how far probe looks for "fio version" */
#define PROBE_NEAR 65536      /* and for "jobs" after it */

enum { DIR_READ, DIR_WRITE, DIR_TRIM, DIR_MIXED, DIR_N };

static const char *const dir_key[DIR_N] = {"read", "write", "trim", "mixed"};
static const enum iodb_op dir_op[DIR_N] = {IODB_OP_READ, IODB_OP_WRITE,
					   IODB_OP_TRIM, IODB_OP_UNKNOWN};

/*
 * A growable array that starts in storage inside struct fj, so the usual
 * sizes need no malloc at all, and moves to the heap beyond it.
 */
struct vec {
	void *p;
	size_t cap; /* elements */
	void *inl;  /* the inline storage p starts at */
};

#define VEC_INIT(arr)                                                          \
	{                                                                      \
		(arr), sizeof(arr) / sizeof((arr)[0]), (arr)                   \
	}

/* What one parse keeps; the arrays are reused from result to result. */
struct fj {
	struct ingest_ctx *ctx;
	const char *buf;
	size_t len;
	double kib; /* bytes per KiB (fio's "bw", fio 2.x io_bytes) */
	double us;  /* ns per usec */
	double ms;  /* ns per msec (fio's runtime, disk ticks) */
	int major;  /* "fio version" major, 0 unknown */
	const cJSON *global;
	const char *doc; /* where the JSON document starts in buf */
	/* fio's "note: ... queue depth will be capped at 1" above the
	 * document (where), and whether its one warning was given */
	const char *depth_note_at;
	int depth_warned;
	/* fio's "fio: terminating on signal N" printed with the document
	 * (where, see signal_line()), and whether its one warning was
	 * given */
	const char *signal_at;
	int signal_warned;
	const cJSON *clients; /* client/server: "client_stats", else NULL */
	const cJSON *root;
	/* the device of the run being emitted when the document's jobs ran
	 * on several (emit_by_device()), else NULL */
	const char *split_dev;
	char disk_dev[80]; /* "/dev/" and the disk_util device (disk_top()) */
	long line_from, line_to;
	/* a large document read job by job (see parse_streamed): where each
	 * entry of "jobs" starts, and the light copy of the one emitted */
	const char **job_at;
	size_t n_job_at;
	const cJSON *cur_skel;
	/* the document was cut by hand: entries may be missing, so a job's
	 * clones (numjobs=N without group_reporting) may not show */
	int cut;
	/* a fragment (parse_fragment()): the options it shows may be the
	 * tail of an object whose top was cut off, so an option it does not
	 * show is unknown, never fio's default */
	int frag;

	struct vec pct, lpct, bins; /* of struct iodb_pct, iodb_bin */
	/* run extras; their names live in `names` and are fixed up (the
	 * arena may move) just before the run is emitted */
	struct vec rx, rx_name, names; /* iodb_metric, size_t, char */
	size_t n_rx, names_len;

	/* inline storage: keep it last (parse() zeroes what comes before) */
	struct iodb_pct pct_inl[32], lpct_inl[32]; /* fio prints <= 20 */
	struct iodb_bin bins_inl[1024]; /* json+ prints a few hundred */
	struct iodb_metric rx_inl[64];
	size_t rx_name_inl[64];
	char names_inl[2048];
};

/* A job's conditions (merged options and fio's defaults). */
struct fj_cond {
	enum iodb_pattern pattern;
	double mix_read_pct;
	int64_t bs[3]; /* read, write, trim */
	int64_t iodepth, numjobs;
	int direct;
	enum iodb_op mixed_op; /* of "mixed" alone: fio_mixed_op() */
};

/* One entry of "jobs" or "client_stats": the members we read. */
enum {
	JK_JOBNAME,
	JK_GROUPID,
	JK_ERROR,
	JK_OPTIONS,
	JK_READ,
	JK_WRITE,
	JK_TRIM,
	JK_MIXED,
	JK_USR,
	JK_SYS,
	JK_CTX,
	JK_MAJF,
	JK_MINF,
	JK_N
};

static const char *const job_keys[JK_N] = {
    "jobname", "groupid", "error",   "job options", "read", "write", "trim",
    "mixed",   "usr_cpu", "sys_cpu", "ctx",	    "majf", "minf",
};

/* The members of a direction object we read. */
enum {
	DK_IO_BYTES,
	DK_IO_KBYTES,
	DK_BW_BYTES,
	DK_BW,
	DK_IOPS,
	DK_RUNTIME,
	DK_TOTAL_IOS,
	DK_SHORT_IOS,
	DK_DROP_IOS,
	DK_SLAT_NS,
	DK_CLAT_NS,
	DK_LAT_NS,
	DK_SLAT,
	DK_CLAT,
	DK_LAT,
	DK_BW_MIN,
	DK_BW_MAX,
	DK_BW_AGG,
	DK_BW_MEAN,
	DK_BW_DEV,
	DK_BW_SAMPLES,
	DK_IOPS_MIN,
	DK_IOPS_MAX,
	DK_IOPS_MEAN,
	DK_IOPS_STDDEV,
	DK_IOPS_SAMPLES,
	DK_N
};

static const char *const dir_keys[DK_N] = {
    "io_bytes",	    "io_kbytes", "bw_bytes",  "bw",	   "iops",
    "runtime",	    "total_ios", "short_ios", "drop_ios",  "slat_ns",
    "clat_ns",	    "lat_ns",	 "slat",      "clat",	   "lat",
    "bw_min",	    "bw_max",	 "bw_agg",    "bw_mean",   "bw_dev",
    "bw_samples",   "iops_min",	 "iops_max",  "iops_mean", "iops_stddev",
    "iops_samples",
};

/*
 * One pass over obj's members, each looked up in keys[]: out[i] gets the
 * first member called keys[i] (duplicates keep the first, as cJSON's own
 * lookup does).  keys[] is in the order fio prints them, and each search
 * starts after the last hit, so a member usually costs one compare.
 */
static void collect(const cJSON *obj, const char *const *keys, int n,
		    const cJSON **out)
{
	const cJSON *it;
	int next = 0;

	for (int i = 0; i < n; i++)
		out[i] = NULL;
	for (it = obj ? obj->child : NULL; it; it = it->next) {
		const char *k = it->string;

		if (!k)
			continue;
		for (int j = 0, i = next; j < n;
		     j++, i = i + 1 < n ? i + 1 : 0) {
			if (keys[i][0] != k[0] || strcmp(keys[i], k))
				continue;
			if (!out[i])
				out[i] = it;
			next = i + 1 < n ? i + 1 : 0;
			break;
		}
	}
}

static double num(const cJSON *it)
{
	return cJSON_IsNumber(it) ? it->valuedouble : NAN;
}

static const cJSON *member(const cJSON *obj, const char *key)
{
	return cJSON_GetObjectItemCaseSensitive(obj, key);
}

/*
 * Make room for want elements of size bytes in v.  ALLOC_GROW's function
 * (the elements' type is the caller's); the first heap array is a copy of
 * the inline one.
 */
static int vec_reserve(struct vec *v, size_t want, size_t size)
{
	void *q = NULL;
	size_t cap = v->cap;

	if (want <= v->cap)
		return 0;
	if (v->p != v->inl)
		return util_grow(&v->p, size, want, &v->cap) ? -ENOMEM : 0;
	if (util_grow(&q, size, want, &cap))
		return -ENOMEM;
	memcpy(q, v->inl, v->cap * size);
	v->p = q;
	v->cap = cap;
	return 0;
}

static void vec_release(struct vec *v)
{
	if (v->p != v->inl)
		free(v->p);
}

/* Lines of [p, end) that end with '\n'. */
static long count_nl(const char *p, const char *end)
{
	long n = 0;

	while (p < end) {
		const char *q = memchr(p, '\n', (size_t)(end - p));

		if (!q)
			break;
		n++;
		p = q + 1;
	}
	return n;
}

/* ---- options ---- */

/* The option called name: the job's wins over the global one. */
static const cJSON *opt(const struct fj *s, const cJSON *jopts,
			const char *name)
{
	const cJSON *it = member(jopts, name);

	return it ? it : member(s->global, name);
}

/* Both names of an option with an alias ("bs", "blocksize"). */
static const cJSON *opt2(const struct fj *s, const cJSON *jopts,
			 const char *name, const char *alias)
{
	const cJSON *it = member(jopts, name);

	if (!it)
		it = member(jopts, alias);
	if (!it)
		it = member(s->global, name);
	if (!it)
		it = member(s->global, alias);
	return it;
}

/* An option's value as a number ("64" or 64); -EINVAL otherwise. */
static int opt_num(const cJSON *it, double *out)
{
	const char *end;
	double v;

	if (cJSON_IsNumber(it)) {
		*out = it->valuedouble;
		return 0;
	}
	if (!cJSON_IsString(it) ||
	    units_number(it->valuestring, &end, UNITS_COMMA_THOUSANDS, &v) ||
	    *end)
		return -EINVAL;
	*out = v;
	return 0;
}

/* fio's bool options: "1"/"0" (a flag given without value prints ""). */
static int opt_bool(const cJSON *it)
{
	double v;

	if (!it)
		return -1;
	if (cJSON_IsString(it) && !it->valuestring[0])
		return 1;
	if (opt_num(it, &v))
		return -1;
	return v != 0;
}

/* A size as fio reads it (kb_base=1024 by default): "4k", "1m", "16Mi". */
static int64_t size_of(const char *s, size_t n)
{
	char tmp[64];
	const char *end;
	double v;

	if (n == 0 || n >= sizeof(tmp))
		return -1;
	memcpy(tmp, s, n);
	tmp[n] = '\0';
	if (units_size(tmp, &end, UNITS_BINARY, UNITS_COMMA_THOUSANDS, &v) ||
	    *end || v <= 0 || v > 9e18)
		return -1;
	return (int64_t)v;
}

/*
 * bs=R[,W[,T]] as fio reads it: a missing later value inherits the last
 * one given, an empty one (",8k", "8k,32k,") means fio's default 4k.
 */
static void parse_bs(const cJSON *it, int64_t bs[3])
{
	const char *p, *f[3];
	size_t n[3];
	int nf = 0;

	if (cJSON_IsNumber(it)) {
		bs[0] = bs[1] = bs[2] = units_int64(it->valuedouble);
		return;
	}
	if (!cJSON_IsString(it))
		return;
	p = it->valuestring;
	while (nf < 3) {
		const char *c = strchr(p, ',');

		f[nf] = p;
		n[nf] = c ? (size_t)(c - p) : strlen(p);
		nf++;
		if (!c)
			break;
		p = c + 1;
	}
	for (int i = 0; i < 3; i++) {
		int k = i < nf ? i : nf - 1;

		if (i > 0 && k == i - 1)
			bs[i] = bs[i - 1]; /* inherited: parsed already */
		else
			bs[i] = n[k] ? size_of(f[k], n[k]) : 4096;
	}
}

/*
 * The first line of the text from .. to that is(line, length) accepts,
 * its leading blanks skipped: where it is, or NULL.
 */
static const char *find_line(const char *from, const char *to,
			     int (*is)(const char *t, size_t n))
{
	while (from < to) {
		const char *e = memchr(from, '\n', (size_t)(to - from));
		const char *t = from;

		if (!e)
			e = to;
		while (t < e && (*t == ' ' || *t == '\t'))
			t++;
		if (is(t, (size_t)(e - t)))
			return t;
		from = e + 1;
	}
	return NULL;
}

/*
 * fio's note "both iodepth >= 1 and synchronous I/O engine are selected,
 * queue depth will be capped at 1" (find_line(): only the lines above the
 * document are read).
 */
static int depth_note_line(const char *t, size_t n)
{
	return n > 6 && !strncmp(t, "note: ", 6) && fio_depth_capped_note(t, n);
}

/*
 * fio's "fio: terminating on signal 2" (Ctrl-C, a kill: backend.c's
 * sig_int(), printed on stdout as the signal comes).
 */
static int signal_line(const char *t, size_t n)
{
	static const char sig[] = "fio: terminating on signal ";
	const size_t k = sizeof(sig) - 1;

	return n > k && !memcmp(t, sig, k) && isdigit((unsigned char)t[k]);
}

/*
 * The queue depth fio ran a job at: a synchronous engine (psync, sync,
 * falloc ...) runs one I/O at a time whatever iodepth says, and so does
 * an engine the options do not name when fio's note says it capped the
 * depth.  One warning per document.
 */
static void cap_depth(struct fj *s, const cJSON *jopts, struct fj_cond *c)
{
	const cJSON *e = opt(s, jopts, "ioengine");
	const char *named =
	    fio_depth_capped(cJSON_IsString(e) ? e->valuestring : NULL,
			     s->depth_note_at != NULL, (long long)c->iodepth);

	if (!named)
		return;
	if (!s->depth_warned) {
		s->depth_warned = 1;
		ingest_warn_at(
		    s->ctx, s->depth_note_at ? s->depth_note_at : s->doc,
		    FIO_DEPTH_CAPPED_FMT, named, (long long)c->iodepth);
	}
	c->iodepth = 1;
}

/*
 * Is there another entry of job's name in job's group?  numjobs=N without
 * group_reporting gives N entries of one name; with it, one.  fio's JSON
 * drops options given without a value ("--group_reporting"), so this is
 * how group reporting is told when the option is not listed.
 */
static int has_clone(const struct fj *s, const cJSON *jobs, const cJSON *job)
{
	const cJSON *name = member(job, "jobname"), *it;
	double gid = num(member(job, "groupid"));

	if (!cJSON_IsString(name))
		return 0;
	cJSON_ArrayForEach (it, jobs) {
		const cJSON *n;

		if (it == job || it == s->cur_skel)
			continue;
		n = member(it, "jobname");
		if (cJSON_IsString(n) &&
		    !strcmp(n->valuestring, name->valuestring) &&
		    num(member(it, "groupid")) == gid)
			return 1;
	}
	return 0;
}

/*
 * Whether the options of obj (a job's or the global ones) say direct I/O:
 * direct= and buffered= (its opposite) set one flag, as fio applies them
 * in the order it prints them, so the later of the two wins (a job file's
 * "direct=1" then "buffered=1" ran buffered).  -1 when obj sets neither.
 */
static int opts_direct(const cJSON *obj)
{
	const cJSON *it;
	int d = -1, b;

	cJSON_ArrayForEach (it, obj) {
		if (!it->string || (strcmp(it->string, "direct") &&
				    strcmp(it->string, "buffered")))
			continue;
		b = opt_bool(it);
		if (b >= 0)
			d = it->string[0] == 'd' ? b : !b;
	}
	return d;
}

static void job_cond(const struct fj *s, const cJSON *jobs, const cJSON *job,
		     const cJSON *jopts, struct fj_cond *c)
{
	const cJSON *it;
	char rw[32];
	size_t n;
	int mixed = 0, b;
	double v;

	c->pattern = IODB_PATTERN_UNKNOWN;
	c->mix_read_pct = NAN;
	c->bs[0] = c->bs[1] = c->bs[2] = -1;
	c->iodepth = c->numjobs = -1;
	c->direct = -1;
	c->mixed_op = IODB_OP_UNKNOWN;
	if (!jopts && !s->global)
		return; /* fio 2.1: no options printed, nothing known */

	/* rw=randread[:nr] (the ":" part is an offset modifier) */
	it = opt2(s, jopts, "rw", "readwrite");
	snprintf(rw, sizeof(rw), "%s",
		 cJSON_IsString(it) ? it->valuestring
		 : s->frag	    ? ""
				    : "read");
	n = strcspn(rw, ":");
	rw[n] = '\0';
	if (!strcmp(rw, "read") || !strcmp(rw, "write") ||
	    !strcmp(rw, "trim") || !strcmp(rw, "trimwrite")) {
		c->pattern = IODB_PATTERN_SEQ;
	} else if (!strcmp(rw, "rw") || !strcmp(rw, "readwrite")) {
		c->pattern = IODB_PATTERN_SEQ;
		mixed = 1;
	} else if (!strcmp(rw, "randread") || !strcmp(rw, "randwrite") ||
		   !strcmp(rw, "randtrim") || !strcmp(rw, "randtrimwrite")) {
		c->pattern = IODB_PATTERN_RAND;
	} else if (!strcmp(rw, "randrw")) {
		c->pattern = IODB_PATTERN_RAND;
		mixed = 1;
	}
	/* fio lists the options set: no "verify" is verify=none */
	it = opt(s, jopts, "verify");
	c->mixed_op = fio_mixed_op(rw, cJSON_IsString(it)
					   ? strcmp(it->valuestring, "0") &&
						 strcmp(it->valuestring, "none")
				       : s->frag ? -1
						 : 0);
	if (mixed) {
		c->mix_read_pct = s->frag ? NAN : 50;
		if (!opt_num(opt(s, jopts, "rwmixread"), &v))
			c->mix_read_pct = v;
		else if (!opt_num(opt(s, jopts, "rwmixwrite"), &v))
			c->mix_read_pct = 100 - v;
	}

	it = opt2(s, jopts, "bs", "blocksize");
	if (it)
		parse_bs(it, c->bs);
	else if (!s->frag && !opt2(s, jopts, "bsrange", "blocksize_range") &&
		 !opt(s, jopts, "bssplit"))
		c->bs[0] = c->bs[1] = c->bs[2] = 4096;

	c->iodepth = s->frag ? -1 : 1;
	if (!opt_num(opt(s, jopts, "iodepth"), &v) && v >= 1 && v < 1e9)
		c->iodepth = (int64_t)v;
	c->numjobs = s->frag ? -1 : 1;
	if (!opt_num(opt(s, jopts, "numjobs"), &v) && v == 1)
		c->numjobs = 1;
	else if (!opt_num(opt(s, jopts, "numjobs"), &v) && v > 1 && v < 1e9) {
		if (opt_bool(opt(s, jopts, "group_reporting")) == 1)
			c->numjobs = (int64_t)v;
		else if (has_clone(s, jobs, job))
			; /* one clone of N printed apart: 1 */
		else if (s->cut || s->frag)
			/* no clone left in a cut paste or a fragment: one of
			 * N, or the group of N, cannot be told */
			c->numjobs = -1;
		else
			c->numjobs = (int64_t)v;
	}
	/* direct=1, or buffered=0; fio's default is buffered */
	b = opts_direct(jopts);
	if (b < 0)
		b = opts_direct(s->global);
	c->direct = b >= 0 ? b : s->frag ? -1 : 0;
}

/*
 * Add the members of src not yet in dst (the first of duplicates wins) as
 * references: dst borrows keys and strings from the parsed document.
 */
static int merge_into(cJSON *dst, const cJSON *src)
{
	for (const cJSON *it = src ? src->child : NULL; it; it = it->next) {
		cJSON *ref;

		if (!it->string || member(dst, it->string))
			continue;
		if (cJSON_IsString(it))
			ref = cJSON_CreateStringReference(it->valuestring);
		else
			ref = cJSON_Duplicate(it, 1);
		if (!ref || !cJSON_AddItemToObjectCS(dst, it->string, ref)) {
			cJSON_Delete(ref);
			return -ENOMEM;
		}
	}
	return 0;
}

/*
 * run.options_json: the merged options of the only job, or those every
 * job shares.  *out is NULL when fio printed no options; caller frees.
 */
static int options_json(const struct fj *s, const cJSON *jobs, char **out)
{
	const cJSON *first = NULL, *job;
	cJSON *o = NULL, *it, *next;
	int ret = -ENOMEM;

	*out = NULL;
	cJSON_ArrayForEach (job, jobs) {
		if (cJSON_IsObject(job)) {
			first = job;
			break;
		}
	}
	if (!s->global && !member(first, "job options"))
		return 0;
	o = cJSON_CreateObject();
	if (!o || merge_into(o, member(first, "job options")) ||
	    merge_into(o, s->global))
		goto out;
	for (it = o->child; it; it = next) {
		next = it->next;
		cJSON_ArrayForEach (job, jobs) {
			const cJSON *v;

			if (job == first || !cJSON_IsObject(job))
				continue;
			v = opt(s, member(job, "job options"), it->string);
			if (!v || !cJSON_Compare(v, it, 1)) {
				cJSON_Delete(cJSON_DetachItemViaPointer(o, it));
				break;
			}
		}
	}
	*out = cJSON_PrintUnformatted(o);
	ret = *out ? 0 : -ENOMEM;
out:
	cJSON_Delete(o);
	return ret;
}

/* ---- latencies ---- */

/*
 * Fill *lat from a fio latency object in units of f ns.  Returns 1 when it
 * holds measurements, 0 when fio printed its "nothing measured" zeros.
 */
static int lat_fill(const cJSON *o, double f, struct iodb_lat *lat)
{
	const cJSON *it;
	double v[5] = {NAN, NAN, NAN, NAN, NAN}; /* min max mean sd N */
	int i, zeros;

	if (!cJSON_IsObject(o))
		return 0;
	for (it = o->child; it; it = it->next) {
		const char *k = it->string;

		if (!k)
			continue;
		if (!strcmp(k, "min"))
			v[0] = num(it);
		else if (!strcmp(k, "max"))
			v[1] = num(it);
		else if (!strcmp(k, "mean"))
			v[2] = num(it);
		else if (!strcmp(k, "stddev"))
			v[3] = num(it);
		else if (!strcmp(k, "N"))
			v[4] = num(it);
	}
	if (v[4] == 0)
		return 0;
	/* without N: zeros in every figure printed (a paste cut inside the
	 * object, after "max" : 0, keeps fewer of them) */
	for (i = 0, zeros = 0; isnan(v[4]) && i < 4; i++) {
		if (v[i] == 0)
			zeros++;
		else if (!isnan(v[i]))
			break;
	}
	if (isnan(v[4]) && i == 4 && zeros)
		return 0;
	lat->min = v[0] * f;
	lat->max = v[1] * f;
	lat->mean = v[2] * f;
	lat->stddev = v[3] * f;
	return 1;
}

/*
 * A percentile key as fio prints it ("99.900000", "0.00"): digits, a point,
 * digits.  One correctly rounded division, as strtod would give; -1 when
 * the key is not of that form.
 */
static double key_pct(const char *k)
{
	static const double p10[] = {1,	  1e1, 1e2, 1e3, 1e4, 1e5,
				     1e6, 1e7, 1e8, 1e9, 1e10};
	uint64_t m = 0;
	int nd = 0, nf = 0, frac = 0;

	for (;; k++) {
		if (*k >= '0' && *k <= '9') {
			m = m * 10 + (uint64_t)(*k - '0');
			nd++;
			nf += frac;
		} else if (*k == '.' && !frac) {
			frac = 1;
		} else {
			break;
		}
		if (nd > 15 || nf > 10)
			return -1;
	}
	if (*k || !nd)
		return -1;
	return (double)m / p10[nf];
}

/* The percentiles of latency object o (unit f ns) into v; count. */
static long pct_fill(const cJSON *o, double f, struct vec *v)
{
	const cJSON *p = member(o, "percentile"), *it;
	size_t n = 0;

	for (it = cJSON_IsObject(p) ? p->child : NULL; it; it = it->next) {
		double pct, x = num(it);
		struct iodb_pct *a;

		if (!it->string || isnan(x))
			continue;
		pct = key_pct(it->string);
		if (pct == 0 && x == 0)
			continue; /* fio 2.x "0.00": 0 padding */
		if (pct <= 0 || pct > 100)
			continue;
		if (vec_reserve(v, n + 1, sizeof(*a)))
			return -ENOMEM;
		a = v->p;
		a[n].pct = pct;
		a[n].ns = x * f;
		n++;
	}
	return (long)n;
}

/* A decimal key ("189440") as an integer; -1 if it is none. */
static int64_t key_int(const char *k)
{
	int64_t v = 0;
	int n = 0;

	for (; *k >= '0' && *k <= '9'; k++, n++) {
		if (n >= 18)
			return -1;
		v = v * 10 + (*k - '0');
	}
	return n && !*k ? v : -1;
}

/* fio's plat_idx_to_val(): the value a histogram bucket index stands for. */
static double plat_val(int64_t idx, int64_t bits, int64_t val)
{
	int64_t error_bits, base, k, half;
	double h;

	if (idx < (val << 1))
		return (double)idx;
	error_bits = (idx >> bits) - 1;
	if (error_bits < 0 || error_bits + bits > 60)
		return NAN;
	base = (int64_t)1 << (error_bits + bits);
	k = idx % val;
	/* fio returns an integer: the bucket's middle, truncated */
	h = (k + 0.5) * (double)((int64_t)1 << error_bits);
	/* fio's VAL is 2^BITS, half < base; a VAL far above it would
	 * overflow int64_t (base is 2^60 at most) */
	if (h >= 4611686018427387904.0)
		return NAN;
	half = (int64_t)h;
	return (double)(base + half);
}

/* The json+ bins of latency object o (unit f ns) into s->bins; count. */
static long bins_fill(struct fj *s, const cJSON *o, double f)
{
	const cJSON *b = member(o, "bins"), *it;
	struct iodb_bin *bin;
	int64_t bits = -1, val = -1;
	size_t n = 0;

	if (!cJSON_IsObject(b))
		return 0;
	/* fio 2.x: keyed by bucket index */
	it = member(b, "FIO_IO_U_PLAT_BITS");
	if (it) {
		double vb = num(it), vv = num(member(b, "FIO_IO_U_PLAT_VAL"));

		if (!(vb >= 1 && vb <= 16 && vv >= 1 && vv <= 65536))
			return 0;
		bits = (int64_t)vb;
		val = (int64_t)vv;
	}
	for (it = b->child; it; it = it->next) {
		int64_t key = it->string ? key_int(it->string) : -1;
		double c = num(it), v;

		if (key < 0 || !(c > 0 && c < 1.8e19))
			continue;
		v = bits < 0 ? (double)key : plat_val(key, bits, val);
		if (isnan(v))
			continue;
		if (vec_reserve(&s->bins, n + 1, sizeof(*bin)))
			return -ENOMEM;
		bin = (struct iodb_bin *)s->bins.p + n;
		bin->ns = v * f;
		bin->count = (uint64_t)c;
		n++;
	}
	return (long)n;
}

/* ---- results ---- */

static void extra(struct iodb_metric *x, size_t *n, const char *name, double v,
		  const char *unit)
{
	if (isnan(v) || *n >= MAX_EXTRAS)
		return;
	x[*n].name = name;
	x[*n].value = v;
	x[*n].unit = unit;
	(*n)++;
}

/* The direction's latency object: "xlat_ns" (ns) or "xlat" (usec). */
static const cJSON *lat_obj(const struct fj *s, const cJSON *ns,
			    const cJSON *us, double *f)
{
	if (ns) {
		*f = 1;
		return ns;
	}
	*f = s->us;
	return us;
}

/*
 * Whether direction d (its members, collect()ed by dir_keys) did no I/O:
 * fio prints a direction without I/O with zeros.
 */
static int dir_idle(const cJSON *const *d)
{
	double io = num(d[DK_IO_BYTES]), kb = num(d[DK_IO_KBYTES]);
	double ios = num(d[DK_TOTAL_IOS]), runtime = num(d[DK_RUNTIME]);

	return !isnan(ios) ? ios == 0 && !(io > 0) && !(kb > 0)
			   : !(io > 0) && !(kb > 0) && !(runtime > 0);
}

/* The directions the job of members jk did I/O in, as bits (1u << op). */
static unsigned job_dirs(const cJSON *const *jk)
{
	const cJSON *d[DK_N];
	unsigned dirs = 0;

	for (int dir = 0; dir < DIR_MIXED; dir++) {
		if (!cJSON_IsObject(jk[JK_READ + dir]))
			continue;
		collect(jk[JK_READ + dir], dir_keys, DK_N, d);
		if (!dir_idle(d))
			dirs |= 1u << dir_op[dir];
	}
	return dirs;
}

static int emit_dir(struct fj *s, const cJSON *const *jk,
		    const struct fj_cond *c, const struct fio_opts *hint,
		    int dir)
{
	struct iodb_result r = IODB_RESULT_INIT;
	struct iodb_metric x[MAX_EXTRAS];
	const cJSON *d[DK_N], *lo;
	double io, kb, ios, runtime, f, v, smp;
	size_t nx = 0;
	long n;

	collect(jk[JK_READ + dir], dir_keys, DK_N, d);
	io = num(d[DK_IO_BYTES]);
	kb = num(d[DK_IO_KBYTES]);
	ios = num(d[DK_TOTAL_IOS]);
	runtime = num(d[DK_RUNTIME]);
	if (dir_idle(d))
		return 0;

	r.job =
	    cJSON_IsString(jk[JK_JOBNAME]) ? jk[JK_JOBNAME]->valuestring : NULL;
	if (cJSON_IsNumber(jk[JK_GROUPID]))
		r.groupid = units_int64(jk[JK_GROUPID]->valuedouble);
	r.cond.op = dir_op[dir];
	/* unified_rw_reporting=1 prints "mixed" alone (=both beside the
	 * directions): all of its I/O went the job's one direction */
	if (dir == DIR_MIXED && !jk[JK_READ] && !jk[JK_WRITE] && !jk[JK_TRIM])
		r.cond.op = c->mixed_op;
	r.cond.pattern = c->pattern;
	r.cond.mix_read_pct = c->mix_read_pct;
	r.cond.bs = dir < DIR_MIXED ? c->bs[dir] : -1;
	/* the mixed figures count every direction's I/O: one size when
	 * the directions' sizes agree */
	if (dir == DIR_MIXED && c->bs[0] > 0 && c->bs[1] == c->bs[0] &&
	    (c->bs[2] <= 0 || c->bs[2] == c->bs[0]))
		r.cond.bs = c->bs[0];
	r.cond.iodepth = c->iodepth;
	r.cond.numjobs = c->numjobs;
	r.cond.direct = c->direct;
	if (hint)
		fio_opts_apply(hint, r.cond.op,
			       &r); /* fills only the unknown */

	/* see the top: io_bytes is KiB in fio 2.x, bytes since 3.0 */
	if (!isnan(kb) || s->major >= 3 || d[DK_BW_BYTES])
		r.io_bytes = !isnan(io) ? io : kb * s->kib;
	else
		r.io_bytes = io * s->kib;
	r.bw_bytes =
	    d[DK_BW_BYTES] ? num(d[DK_BW_BYTES]) : num(d[DK_BW]) * s->kib;
	r.iops = num(d[DK_IOPS]);
	r.runtime_ns = runtime * s->ms;

	lo = lat_obj(s, d[DK_SLAT_NS], d[DK_SLAT], &f);
	lat_fill(lo, f, &r.slat);
	lo = lat_obj(s, d[DK_LAT_NS], d[DK_LAT], &f);
	if (lat_fill(lo, f, &r.lat)) {
		n = pct_fill(lo, f, &s->lpct);
		if (n < 0)
			return (int)n;
		r.lat_pct = s->lpct.p;
		r.n_lat_pct = (size_t)n;
	}
	lo = lat_obj(s, d[DK_CLAT_NS], d[DK_CLAT], &f);
	if (lat_fill(lo, f, &r.clat)) {
		n = pct_fill(lo, f, &s->pct);
		if (n < 0)
			return (int)n;
		r.clat_pct = s->pct.p;
		r.n_clat_pct = (size_t)n;
		n = bins_fill(s, lo, f);
		if (n < 0)
			return (int)n;
		r.clat_bins = s->bins.p;
		r.n_clat_bins = (size_t)n;
	}
	r.cpu_usr = num(jk[JK_USR]);
	r.cpu_sys = num(jk[JK_SYS]);

	/* bw sample statistics (KiB/s), when fio took samples */
	smp = num(d[DK_BW_SAMPLES]);
	v = num(d[DK_BW_MEAN]);
	if (isnan(smp)
		? num(d[DK_BW_MIN]) != 0 || num(d[DK_BW_MAX]) != 0 || v != 0
		: smp > 0) {
		double agg = num(d[DK_BW_AGG]);

		extra(x, &nx, "bw_min_bytes", num(d[DK_BW_MIN]) * s->kib,
		      "bytes/s");
		extra(x, &nx, "bw_max_bytes", num(d[DK_BW_MAX]) * s->kib,
		      "bytes/s");
		extra(x, &nx, "bw_mean_bytes", v * s->kib, "bytes/s");
		extra(x, &nx, "bw_dev_bytes", num(d[DK_BW_DEV]) * s->kib,
		      "bytes/s");
		if (isnan(smp) && agg == v)
			extra(x, &nx, "bw_agg_bytes", agg * s->kib, "bytes/s");
		else
			extra(x, &nx, "bw_agg_pct", agg, "pct");
		extra(x, &nx, "bw_samples", smp, "count");
	}
	smp = num(d[DK_IOPS_SAMPLES]);
	v = num(d[DK_IOPS_MEAN]);
	if (isnan(smp)
		? num(d[DK_IOPS_MIN]) != 0 || num(d[DK_IOPS_MAX]) != 0 || v != 0
		: smp > 0) {
		extra(x, &nx, "iops_min", num(d[DK_IOPS_MIN]), "iops");
		extra(x, &nx, "iops_max", num(d[DK_IOPS_MAX]), "iops");
		extra(x, &nx, "iops_mean", v, "iops");
		extra(x, &nx, "iops_stddev", num(d[DK_IOPS_STDDEV]), "iops");
		extra(x, &nx, "iops_samples", smp, "count");
	}
	extra(x, &nx, "total_ios", ios, "count");
	extra(x, &nx, "short_ios", num(d[DK_SHORT_IOS]), "count");
	extra(x, &nx, "drop_ios", num(d[DK_DROP_IOS]), "count");
	extra(x, &nx, "ctx", num(jk[JK_CTX]), "count");
	extra(x, &nx, "majf", num(jk[JK_MAJF]), "count");
	extra(x, &nx, "minf", num(jk[JK_MINF]), "count");
	r.extras = x;
	r.n_extras = nx;
	r.line_from = s->line_from;
	r.line_to = s->line_to;
	return ingest_emit_result(s->ctx, &r);
}

/* ---- client/server ---- */

static int is_all_clients(const cJSON *job)
{
	const char *n = cJSON_GetStringValue(member(job, "jobname"));

	return n && !strcmp(n, "All clients");
}

/* Whether a and b (client entries, global options entries, disk_util
 * entries) name the same fio server: hostname and port. */
static int same_client(const cJSON *a, const cJSON *b)
{
	const char *ha = cJSON_GetStringValue(member(a, "hostname"));
	const char *hb = cJSON_GetStringValue(member(b, "hostname"));
	const cJSON *pa = member(a, "port"), *pb = member(b, "port");

	if (!ha || !hb)
		return !ha && !hb; /* fio that names no host: one client */
	if (strcmp(ha, hb))
		return 0;
	return !pa || !pb || num(pa) == num(pb);
}

/*
 * The global options of a client entry: with several servers fio prints
 * "global options" as an array of one object per server (with its
 * hostname and port); with one server, one object.
 */
static const cJSON *client_global(const cJSON *root, const cJSON *entry)
{
	const cJSON *g = member(root, "global options"), *it;

	if (cJSON_IsObject(g))
		return g;
	cJSON_ArrayForEach (it, g)
		if (cJSON_IsObject(it) && same_client(it, entry))
			return it;
	return NULL;
}

/* Keep in c only what one agrees with (per condition). */
static void cond_common(struct fj_cond *c, const struct fj_cond *one)
{
	if (c->pattern != one->pattern)
		c->pattern = IODB_PATTERN_UNKNOWN;
	if (!(c->mix_read_pct == one->mix_read_pct))
		c->mix_read_pct = NAN;
	for (int i = 0; i < 3; i++)
		if (c->bs[i] != one->bs[i])
			c->bs[i] = -1;
	if (c->iodepth != one->iodepth)
		c->iodepth = -1;
	if (c->direct != one->direct)
		c->direct = -1;
	if (c->mixed_op != one->mixed_op)
		c->mixed_op = IODB_OP_UNKNOWN;
}

/*
 * fio's "All clients" entry sums the clients and prints no options: each
 * condition is the one every client ran, else unknown.  numjobs is
 * unknown (the sum holds every client's jobs).
 */
static void all_clients_cond(struct fj *s, struct fj_cond *c)
{
	const cJSON *root_global = s->global, *job;
	struct fj_cond one;
	int n = 0;

	c->pattern = IODB_PATTERN_UNKNOWN;
	c->mix_read_pct = NAN;
	c->bs[0] = c->bs[1] = c->bs[2] = -1;
	c->iodepth = c->numjobs = -1;
	c->direct = -1;
	c->mixed_op = IODB_OP_UNKNOWN;
	cJSON_ArrayForEach (job, s->clients) {
		const cJSON *jo = member(job, "job options");

		if (!cJSON_IsObject(job) || is_all_clients(job))
			continue;
		s->global = client_global(s->root, job);
		job_cond(s, s->clients, job, cJSON_IsObject(jo) ? jo : NULL,
			 &one);
		if (n++ == 0)
			*c = one;
		else
			cond_common(c, &one);
	}
	c->numjobs = -1;
	s->global = root_global;
}

static int emit_job(struct fj *s, const cJSON *jobs, const cJSON *job)
{
	const cJSON *jk[JK_N];
	struct fj_cond c;
	struct fio_opts hint;
	const char *hc = s->ctx->hint_command;
	double err;
	int ret, have_hint = 0;

	if (!cJSON_IsObject(job))
		return ingest_error_at(s->ctx, s->doc,
				       "expected a job object in \"jobs\", "
				       "found a JSON %s",
				       cJSON_IsArray(job) ? "array" : "value");
	collect(job, job_keys, JK_N, jk);
	err = num(jk[JK_ERROR]);
	if (err != 0 && !isnan(err))
		ingest_warn_at(
		    s->ctx, s->doc, "fio reported error %.0f for job '%s'", err,
		    cJSON_IsString(jk[JK_JOBNAME]) ? jk[JK_JOBNAME]->valuestring
						   : "?");
	if (is_all_clients(job))
		all_clients_cond(s, &c);
	else
		job_cond(s, jobs, job,
			 cJSON_IsObject(jk[JK_OPTIONS]) ? jk[JK_OPTIONS] : NULL,
			 &c);
	/* no options printed (fio 2.1, or left out of the paste): fio's
	 * "latency_depth" is the job's iodepth unless a latency_target
	 * lowered it (fio's normal output prints it as "depth=") */
	if (c.iodepth < 0 && !is_all_clients(job)) {
		double ld = num(member(job, "latency_depth"));
		double lt = num(member(job, "latency_target"));

		if (ld >= 1 && ld < 1e9 && ld == (int64_t)ld &&
		    (isnan(lt) || lt == 0))
			c.iodepth = (int64_t)ld;
	}
	if (!is_all_clients(job))
		cap_depth(
		    s, cJSON_IsObject(jk[JK_OPTIONS]) ? jk[JK_OPTIONS] : NULL,
		    &c);
	/* the user's --job-file / command fills what fio did not print */
	if (hc &&
	    !fio_options_parse_any(hc, strlen(hc),
				   cJSON_GetStringValue(jk[JK_JOBNAME]), &hint))
		have_hint = 1;
	/* no options printed (fio 2.1 prints none) nor given by a command
	 * or job file (one without rw= ran fio's default, read): a job
	 * name that plainly states the pattern ("random-read") */
	if (c.pattern == IODB_PATTERN_UNKNOWN && !is_all_clients(job) &&
	    !cJSON_IsObject(jk[JK_OPTIONS]) && !s->global &&
	    !(have_hint && hint.n_set))
		c.pattern = testname_job_pattern(
		    cJSON_GetStringValue(jk[JK_JOBNAME]), job_dirs(jk));
	for (int dir = 0; dir < DIR_N; dir++) {
		if (!cJSON_IsObject(jk[JK_READ + dir]))
			continue;
		ret = emit_dir(s, jk, &c, have_hint ? &hint : NULL, dir);
		if (ret)
			return ret;
	}
	return 0;
}

/* ---- run ---- */

/* Add a run extra "PREFIX.KEY"; the name is fixed up before the emit. */
static int run_extra(struct fj *s, const char *prefix, size_t plen,
		     const char *key, double v, const char *unit)
{
	size_t klen = strlen(key), need = plen + klen + 2;
	struct iodb_metric *m;
	char *name;

	if (vec_reserve(&s->rx, s->n_rx + 1, sizeof(*m)) ||
	    vec_reserve(&s->rx_name, s->n_rx + 1, sizeof(size_t)) ||
	    vec_reserve(&s->names, s->names_len + need, 1))
		return -ENOMEM;
	name = (char *)s->names.p + s->names_len;
	memcpy(name, prefix, plen);
	name[plen] = '.';
	memcpy(name + plen + 1, key, klen + 1);
	((size_t *)s->rx_name.p)[s->n_rx] = s->names_len;
	s->names_len += need;
	m = (struct iodb_metric *)s->rx.p + s->n_rx;
	m->value = v;
	m->unit = unit;
	s->n_rx++;
	return 0;
}

/* Whether disk_util[] arr names the disk of s->split_dev ("sdb" for
 * "/dev/sdb"). */
static int split_disk(const struct fj *s, const cJSON *arr)
{
	const cJSON *du;

	cJSON_ArrayForEach (du, arr) {
		const char *n = cJSON_GetStringValue(member(du, "name"));

		if (n && !strcmp(n, s->split_dev + 5))
			return 1;
	}
	return 0;
}

/* disk_util[] entries (and their md "slaves") into run extras; for a run
 * of jobs on several devices, the entry of its device alone when there is
 * one. */
static int disk_util(struct fj *s, const cJSON *arr, const cJSON *client)
{
	const cJSON *du, *it;
	char prefix[256];
	size_t plen;
	int ret;

	cJSON_ArrayForEach (du, arr) {
		const cJSON *name = member(du, "name");
		const cJSON *host = member(du, "hostname");

		if (!cJSON_IsString(name) ||
		    (client && host && !same_client(du, client)))
			continue;
		/* jobs on several devices, a run each: its own disk's */
		if (s->split_dev && split_disk(s, arr) &&
		    strcmp(name->valuestring, s->split_dev + 5))
			continue;
		if (cJSON_IsString(host) && host->valuestring[0])
			snprintf(prefix, sizeof(prefix), "disk_util.%s/%s",
				 host->valuestring, name->valuestring);
		else
			snprintf(prefix, sizeof(prefix), "disk_util.%s",
				 name->valuestring);
		plen = strlen(prefix);
		for (it = du->child; it; it = it->next) {
			const char *k = it->string;
			double v = num(it);

			if (!k || isnan(v) || !strcmp(k, "port"))
				continue;
			if (strstr(k, "util"))
				ret = run_extra(s, prefix, plen, k, v, "pct");
			else if (strstr(k, "ticks") || strstr(k, "in_queue"))
				ret = run_extra(s, prefix, plen, k, v * s->ms,
						"ns");
			else
				ret = run_extra(s, prefix, plen, k, v, "count");
			if (ret)
				return ret;
		}
		ret = disk_util(s, member(du, "slaves"), NULL);
		if (ret)
			return ret;
	}
	return 0;
}

/* Does any job's clat object carry json+ "bins"? */
static int has_bins(const cJSON *jobs)
{
	const cJSON *job;

	cJSON_ArrayForEach (job, jobs) {
		for (int dir = 0; dir < DIR_N; dir++) {
			const cJSON *d = member(job, dir_key[dir]);
			const cJSON *c = member(d, "clat_ns");

			if (!c)
				c = member(d, "clat");
			if (member(c, "bins"))
				return 1;
		}
	}
	return 0;
}

static int json_error(struct fj *s, const char *err);

/*
 * The jobs of a document read job by job: each parsed again from its
 * text, in an arena of its own, emitted and dropped before the next;
 * jobs holds their light copies, in the same order.
 */
static int emit_streamed_jobs(struct fj *s, const cJSON *jobs)
{
	const cJSON *skel = jobs ? jobs->child : NULL;
	const char *end = s->buf + s->len;
	int ret = 0;

	for (size_t i = 0; i < s->n_job_at && !ret; i++) {
		struct json_arena arena;
		const char *at = s->job_at[i], *e = NULL;
		cJSON *job;

		json_arena_begin(&arena, 65536);
		job = cJSON_ParseWithLengthOpts(at, (size_t)(end - at), &e, 0);
		if (!job) {
			ret = json_error(s, e ? e : at);
		} else {
			s->cur_skel = skel;
			ret = emit_job(s, jobs, job);
			s->cur_skel = NULL;
		}
		json_arena_end(&arena, job);
		skel = skel ? skel->next : NULL;
	}
	return ret;
}

/*
 * `iodb run --output-format=json` writes fio's JSON with an "iodb" object
 * naming the runner's version and the host and device it ran on
 * (bench/fio_json_out.c): such a document re-imports as the iodb run it
 * was, not as fio's.
 */
static void iodb_marked(const cJSON *root, struct iodb_run *run)
{
	const cJSON *m = member(root, "iodb");
	const char *v;

	if (!cJSON_IsObject(m))
		return;
	run->format = "iodb";
	run->tool = "iodb";
	v = cJSON_GetStringValue(member(m, "version"));
	if (v && *v)
		run->tool_version = v;
	v = cJSON_GetStringValue(member(m, "host"));
	if (v && *v)
		run->host = v;
	v = cJSON_GetStringValue(member(m, "device"));
	if (v && *v)
		run->device = v;
	v = cJSON_GetStringValue(member(m, "device_model"));
	if (v && *v)
		run->device_model = v;
}

/* Whether options o (a "job options" or "global options" object, may be
 * NULL) name the job's files (fio_option_names_file()). */
static int opts_name_files(const cJSON *o)
{
	const cJSON *it;

	if (!cJSON_IsObject(o))
		return 0;
	cJSON_ArrayForEach (it, o)
		if (it->string && fio_option_names_file(it->string))
			return 1;
	return 0;
}

/* The "jobname" of job (its options jo) when it names a device and
 * neither its options, the global ones nor a --job-file hint name its
 * files, its engine no remote one: fio's file; else NULL. */
static const char *named_device(const struct fj *s, const cJSON *job,
				const cJSON *jo)
{
	const char *n = cJSON_GetStringValue(member(job, "jobname"));

	if (!n || strncmp(n, "/dev/", 5) || s->ctx->hint_command ||
	    opts_name_files(jo) || opts_name_files(s->global) ||
	    fio_engine_remote(cJSON_GetStringValue(member(jo, "ioengine"))) ||
	    fio_engine_remote(
		cJSON_GetStringValue(member(s->global, "ioengine"))))
		return NULL;
	return n;
}

/*
 * The device job ran on: the "filename" of its "job options" (else of the
 * global options) when it is one path under /dev/, as fio text's
 * filename= (fio 2.x and 3.x alike); a job given no file (filename,
 * directory, nrfiles, read_iolog: none in its options or the global ones,
 * no --job-file hint) is fio's file of its "jobname" when that is a device
 * (init.c add_job() opens the name itself, "/dev/nvme0n1"); the engine no
 * remote one.  NULL for a file, several files ("/dev/sdb:/dev/sdc") or
 * none named.  Points into the document.
 */
static const char *job_device(const struct fj *s, const cJSON *job)
{
	const cJSON *jo = member(job, "job options");
	const char *f = cJSON_GetStringValue(member(jo, "filename"));

	if (!f)
		f = cJSON_GetStringValue(member(s->global, "filename"));
	if (!f)
		f = named_device(s, job, jo);
	if (!f || strncmp(f, "/dev/", 5) || !f[5] || strchr(f, ':'))
		return NULL;
	return f;
}

/* The device all the run's jobs ran on (job_device()); NULL when one has
 * none or they ran on different ones. */
static const char *jobs_device(const struct fj *s, const cJSON *jobs)
{
	const char *dev = NULL, *f;
	const cJSON *job;

	cJSON_ArrayForEach (job, jobs) {
		if (!cJSON_IsObject(job) || is_all_clients(job))
			continue;
		f = job_device(s, job);
		if (!f || (dev && strcmp(dev, f)))
			return NULL;
		dev = f;
	}
	return dev;
}

/* Whether n names a disk as the kernel does ("sda",
 * "nvme0n1", "dm-0"): a letter first, then letters, digits, '-', '_'. */
static int kernel_disk(const char *n)
{
	size_t l = n ? strlen(n) : 0;

	if (!l || l >= 32 || !isalpha((unsigned char)n[0]))
		return 0;
	for (size_t i = 0; i < l; i++)
		if (!isalnum((unsigned char)n[i]) && n[i] != '-' && n[i] != '_')
			return 0;
	return 1;
}

/*
 * The one top-level device of the run's "disk_util" (client selects a
 * server's entries, may be NULL), as fio text's "Disk stats" give it:
 * one entry, or an md/dm device over its members - its entry first with
 * "aggr_read_ios"/"aggr_write_ios" (stat.c json_array_add_disk_util():
 * its members' ios summed and divided by their count), every entry after
 * it a member whose ios' mean (rounded down) is that, or its members
 * nested in its "slaves".  Else NULL.
 */
static const char *disk_top(const cJSON *arr, const cJSON *client)
{
	const cJSON *du, *top = NULL;
	double sum[2] = {0, 0}, aggr[2];
	int k = 0;

	cJSON_ArrayForEach (du, arr) {
		const cJSON *host = member(du, "hostname");

		if (!cJSON_IsObject(du) ||
		    (client && host && !same_client(du, client)))
			continue;
		if (!top) {
			top = du;
			continue;
		}
		if (member(du, "aggr_read_ios") || member(top, "slaves"))
			return NULL;
		sum[0] += num(member(du, "read_ios"));
		sum[1] += num(member(du, "write_ios"));
		k++;
	}
	if (!top || !kernel_disk(cJSON_GetStringValue(member(top, "name"))))
		return NULL;
	if (k) {
		aggr[0] = num(member(top, "aggr_read_ios"));
		aggr[1] = num(member(top, "aggr_write_ios"));
		/* NaN (a figure missing) compares false */
		if (!(floor(sum[0] / k) == aggr[0]) ||
		    !(floor(sum[1] / k) == aggr[1]))
			return NULL;
	}
	return cJSON_GetStringValue(member(top, "name"));
}

/* Whether a job of jobs (or the global options) names a device of its
 * own (job_device()) or runs a remote engine, whose disk_util is the
 * client's own disk. */
static int jobs_own_target(const struct fj *s, const cJSON *jobs)
{
	const cJSON *job;

	if (fio_engine_remote(
		cJSON_GetStringValue(member(s->global, "ioengine"))) ||
	    (s->ctx->hint_command && strstr(s->ctx->hint_command, "/dev/")))
		return 1;
	cJSON_ArrayForEach (job, jobs) {
		if (!cJSON_IsObject(job) || is_all_clients(job))
			continue;
		if (job_device(s, job) ||
		    fio_engine_remote(cJSON_GetStringValue(
			member(member(job, "job options"), "ioengine"))))
			return 1;
	}
	return 0;
}

/*
 * One run of the document: jobs is the array of its entries (fio's "jobs",
 * or the client_stats entries of one server, or the "All clients" sums);
 * host names the server; client (may be NULL) selects its disk_util.
 */
static int emit_run(struct fj *s, const cJSON *root, const cJSON *jobs,
		    const char *host, const cJSON *client, int all_clients)
{
	struct iodb_run run = IODB_RUN_INIT;
	const cJSON *ver = member(root, "fio version"), *job;
	char *opts = NULL;
	int ret = 0;

	s->n_rx = 0;
	s->names_len = 0;
	if (!all_clients) {
		ret = disk_util(s, member(root, "disk_util"), client);
		if (ret)
			goto out;
		ret = options_json(s, jobs, &opts);
		if (ret)
			goto out;
	}
	for (size_t i = 0; i < s->n_rx; i++)
		((struct iodb_metric *)s->rx.p)[i].name =
		    (char *)s->names.p + ((size_t *)s->rx_name.p)[i];

	/* json+ is told by its bins; see the top of the file */
	run.format = has_bins(jobs) ? "fio-jsonplus" : "fio-json";
	run.tool = "fio";
	run.tool_version = cJSON_IsString(ver) ? ver->valuestring : NULL;
	if (cJSON_IsNumber(member(root, "timestamp")))
		run.timestamp =
		    units_int64(member(root, "timestamp")->valuedouble);
	run.options_json = opts;
	run.command = s->ctx->hint_command;
	run.host = host;
	if (!all_clients)
		run.device = jobs_device(s, jobs);
	/* no job names a device: the one disk_util names took its I/O */
	if (!all_clients && !run.device && !s->split_dev &&
	    !jobs_own_target(s, jobs)) {
		const char *d = disk_top(member(root, "disk_util"), client);

		if (d) {
			snprintf(s->disk_dev, sizeof(s->disk_dev), "/dev/%s",
				 d);
			run.device = s->disk_dev;
		}
	}
	iodb_marked(root, &run);
	run.extras = s->rx.p;
	run.n_extras = s->n_rx;
	run.line_from = s->line_from;
	run.line_to = s->line_to;
	/* a job that stopped on an error ("error" : 5, EIO; warned about
	 * with the job): its figures are those of the part that ran, as
	 * fio text's "err= 5" */
	cJSON_ArrayForEach (job, jobs) {
		const cJSON *err = member(job, "error");

		if (cJSON_IsNumber(err) && err->valuedouble != 0)
			run.status = "interrupted";
	}
	/* stopped by a signal: fio printed what ran until then, as in its
	 * text output */
	if (s->signal_at) {
		run.status = "interrupted";
		if (!s->signal_warned++)
			ingest_warn_at(s->ctx, s->signal_at,
				       "fio was stopped by a signal before its "
				       "jobs ended: their figures are those of "
				       "the part that ran (the run is marked "
				       "interrupted)");
	}
	ret = ingest_emit_run(s->ctx, &run);
	if (ret)
		goto out;
	if (s->job_at) {
		ret = emit_streamed_jobs(s, jobs);
		goto out;
	}
	cJSON_ArrayForEach (job, jobs) {
		ret = emit_job(s, jobs, job);
		if (ret)
			goto out;
	}
out:
	cJSON_free(opts); /* from cJSON_PrintUnformatted, in the arena */
	return ret;
}

/*
 * The entries of jobs as groups, one run each: same(s, a, b) says whether
 * entry a is of b's group.  Each group, in the order its first entry
 * appears, is handed to emit(s, root, sub, lead) as an array sub of
 * references to its entries (freed here) and its first entry lead.
 * Returns 0, -ENOMEM, or the first non-zero value emit returns (no later
 * group is emitted).
 */
static int emit_groups(struct fj *s, const cJSON *root, const cJSON *jobs,
		       int (*same)(struct fj *s, const cJSON *a,
				   const cJSON *b),
		       int (*emit)(struct fj *s, const cJSON *root,
				   const cJSON *sub, const cJSON *lead))
{
	const cJSON *e, *it;
	cJSON *sub = NULL;
	int ret = 0;

	cJSON_ArrayForEach (e, jobs) {
		int seen = 0;

		/* the first entry of its group leads */
		for (it = jobs->child; it != e && !seen; it = it->next)
			seen = same(s, it, e);
		if (seen)
			continue;
		sub = cJSON_CreateArray();
		if (!sub)
			return -ENOMEM;
		for (it = e; it; it = it->next)
			if (same(s, it, e) &&
			    !cJSON_AddItemReferenceToArray(sub, (cJSON *)it)) {
				ret = -ENOMEM;
				goto out;
			}
		ret = emit(s, root, sub, e);
		cJSON_Delete(sub);
		sub = NULL;
		if (ret)
			goto out;
	}
out:
	cJSON_Delete(sub);
	return ret;
}

/* Whether client entry a is of b's group: the same server's jobs, or
 * both fio's "All clients" sums. */
static int client_group(struct fj *s, const cJSON *a, const cJSON *b)
{
	(void)s;
	return is_all_clients(b) ? is_all_clients(a)
				 : !is_all_clients(a) && same_client(a, b);
}

/* One server's run (or the sums'), lead its first entry. */
static int emit_client(struct fj *s, const cJSON *root, const cJSON *sub,
		       const cJSON *lead)
{
	int all = is_all_clients(lead);

	s->global = all ? NULL : client_global(root, lead);
	if (all && cJSON_IsObject(member(root, "global options")))
		s->global = member(root, "global options");
	/* the sum keeps the hostname fio printed on it (the client whose
	 * figures came last): its run is told apart by its job name "All
	 * clients" */
	return emit_run(s, root, sub,
			cJSON_GetStringValue(member(lead, "hostname")),
			all ? NULL : lead, all);
}

/*
 * fio --client: "client_stats" holds every server's jobs (each with its
 * "hostname" and "port") and fio's "All clients" sums.  One run per
 * server, in the order they first appear, with its host; the sums are a
 * run of their own (job "All clients", no host).
 */
static int emit_clients(struct fj *s, const cJSON *root, const cJSON *clients)
{
	return emit_groups(s, root, clients, client_group, emit_client);
}

/* Whether job a ran on job b's device (job_device(), known for both). */
static int device_group(struct fj *s, const cJSON *a, const cJSON *b)
{
	return !strcmp(job_device(s, a), job_device(s, b));
}

/* One device's run, lead its first job. */
static int emit_device(struct fj *s, const cJSON *root, const cJSON *sub,
		       const cJSON *lead)
{
	int ret;

	s->split_dev = job_device(s, lead);
	ret = emit_run(s, root, sub, NULL, NULL, 0);
	s->split_dev = NULL;
	return ret;
}

/*
 * The document's jobs as runs: one run, or, when every job names its
 * device (job_device()) and they name several ("job /dev/sdb" and "job
 * /dev/sda" in one file, filename= each), one run per device, in the order
 * they first appear, each with its jobs.  A document read job by job
 * stays one run (device unknown).
 */
static int emit_by_device(struct fj *s, const cJSON *root, const cJSON *jobs)
{
	const cJSON *job;
	const char *first = NULL;
	int several = 0;

	if (!s->job_at)
		cJSON_ArrayForEach (job, jobs) {
			const char *d = job_device(s, job);

			if (!d) {
				several = 0;
				break;
			}
			if (!first)
				first = d;
			else if (strcmp(first, d))
				several = 1;
		}
	if (!several)
		return emit_run(s, root, jobs, NULL, NULL, 0);
	return emit_groups(s, root, jobs, device_group, emit_device);
}

static int emit_doc(struct fj *s, const cJSON *root)
{
	const cJSON *jobs, *ver;

	if (!cJSON_IsObject(root))
		return ingest_error_at(s->ctx, s->doc,
				       "expected a fio JSON object with "
				       "\"jobs\", found a JSON %s",
				       cJSON_IsArray(root) ? "array" : "value");
	s->root = root;
	s->clients = NULL;
	jobs = member(root, "jobs");
	if (!jobs) {
		jobs = member(root, "client_stats");
		s->clients = jobs;
	}
	if (!cJSON_IsArray(jobs))
		return ingest_error_at(s->ctx, s->doc,
				       "expected a \"jobs\" array in the fio "
				       "JSON object, found %s",
				       jobs ? "another JSON value"
					    : "no \"jobs\" member");
	ver = member(root, "fio version");
	s->major = 0;
	if (cJSON_IsString(ver)) {
		const char *v = ver->valuestring;

		if (!strncmp(v, "fio-", 4))
			v += 4;
		if (*v >= '0' && *v <= '9')
			s->major = atoi(v);
	}
	if (s->clients)
		return emit_clients(s, root, jobs);
	s->global = member(root, "global options");
	if (!cJSON_IsObject(s->global))
		s->global = NULL;
	return emit_by_device(s, root, jobs);
}

/* ---- finding the JSON in the text ---- */

static int is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/*
 * Whether p (just after a document's '{') starts what is left of fio's
 * progress line "Jobs: 1 (f=1): ..." once the '{' overwrote its 'J' on a
 * terminal (--output-format=json or normal,json run on a tty, the screen
 * copied): "obs: " and the count of jobs.
 */
static int progress_tail(const char *p, const char *le)
{
	return le - p > 6 && !memcmp(p, "obs: ", 5) && p[5] >= '0' &&
	       p[5] <= '9';
}

/*
 * Where the next fio JSON document starts at or after pos: the '{' that
 * opens the object holding "fio version" (its first key as fio prints it;
 * else the first '{' starting a line before it).  NULL when none.
 */
static const char *find_doc(const char *buf, size_t len, size_t pos)
{
	const char *p, *q, *start = buf + pos;

	p = memmem(start, len - pos, "\"fio version\"", 13);
	if (!p)
		return NULL;
	q = p;
	while (q > start && is_space(q[-1]))
		q--;
	if (q > start && q[-1] == '{')
		return q - 1;
	for (q = start; q < p; q++) {
		const char *b = q;

		if (*q != '{')
			continue;
		while (b > buf && (b[-1] == ' ' || b[-1] == '\t'))
			b--;
		if (b == buf || b[-1] == '\n' || b[-1] == '\r')
			return q;
	}
	return memchr(start, '{', (size_t)(p - start));
}

/* The parse error at err: what was expected, what was found. */
static int json_error(struct fj *s, const char *err)
{
	const char *end = s->buf + s->len, *e = err, *rest;

	/* an error on the last non-blank line is a cut-off document */
	for (rest = err; rest < end && *rest != '\n'; rest++)
		;
	while (rest < end && is_space(*rest))
		rest++;
	if (err >= end || rest >= end)
		return ingest_error_at(s->ctx, err < end ? err : end,
				       "expected the rest of the fio JSON "
				       "object, found the end of the file "
				       "(truncated?)");
	while (e < end && e - err < 20 && *e != '\n' && *e != '\r')
		e++;
	return ingest_error_at(s->ctx, err,
			       "expected a JSON value, ',', ':' or a closing "
			       "bracket, found '%.*s'",
			       (int)(e - err), err);
}

/* ---- a document cut by hand ("...") ---- */

/*
 * People shorten fio's JSON when they paste it: a line "...", "[...]",
 * "…" or "<snip>" stands for the percentiles, the json+ bins or whole
 * jobs they left out, and the document no longer parses.  It is read
 * again with each cut line made a marker ("~iodb-cut-N~": 0 in an object,
 * the string in an array) and the commas the cut took away put back:
 *
 * - Members before the cut are fio's, in their place.  What follows the
 *   cut inside the same job may belong to another object (a cut from the
 *   read bins to the write bins leaves write's tail in "read"): it is
 *   dropped, up to the end of the job.  The jobs after it are placed by
 *   the text after the cut alone (their depth counts back from the end),
 *   so they are whole.
 * - A marker between jobs only says that jobs may be missing.
 * - A cut anywhere else (global options, disk_util), or markers that do
 *   not make the document parse: the document is an error, as before.
 */
#define CUT_KEY	 "~iodb-cut-"
#define MAX_CUTS 64

struct cuts {
	const char *at[MAX_CUTS]; /* each cut line in the original */
	int n;
	int eof;    /* the last cut is the paste's end inside the document */
	long delta; /* the copy's length minus the original's */
};

/* Whether the line s..e is a cut marker alone. */
static int cut_line(const char *s, const char *e)
{
	static const char *const cuts[] = {"...",
					   "....",
					   ".....",
					   "[...]",
					   "(...)",
					   "<...>",
					   "\xe2\x80\xa6",
					   "[\xe2\x80\xa6]",
					   "(\xe2\x80\xa6)",
					   "<snip>",
					   "[snip]",
					   "(snip)",
					   "snip",
					   "// ...",
					   "// snip",
					   "\"...\"",
					   NULL};
	size_t n;

	while (s < e && is_space(*s))
		s++;
	while (e > s && is_space(e[-1]))
		e--;
	if (e > s && e[-1] == ',')
		e--;
	n = (size_t)(e - s);
	if (!n || !strchr(".[(<s/\"\xe2", *s))
		return 0;
	for (int i = 0; cuts[i]; i++)
		if (strlen(cuts[i]) == n && !memcmp(s, cuts[i], n))
			return 1;
	return 0;
}

static const char *line_end(const char *p, const char *end)
{
	const char *e = memchr(p, '\n', (size_t)(end - p));

	return e ? e + 1 : end;
}

/* Where the first character that is no blank and on no cut line from p
 * is, or end. */
static const char *next_at(const char *p, const char *end)
{
	while (p < end) {
		const char *le = line_end(p, end);

		if (!cut_line(p, le)) {
			while (p < le && is_space(*p))
				p++;
			if (p < le)
				return p;
		}
		p = le;
	}
	return end;
}

/* That character, or 0. */
static char next_char(const char *p, const char *end)
{
	p = next_at(p, end);
	return p < end ? *p : 0;
}

/*
 * Write the marker of the cut at `at` (whose text goes on at `after`)
 * into out, with the commas it needs.  0; 1 when nothing of the JSON
 * follows (the paste ends at the cut: the open brackets are closed, and
 * *depth is 0); -1 when no marker can stand there (after a key's ':');
 * -ENOMEM.
 */
static int put_marker(struct strbuf *out, struct cuts *c, const char *stack,
		      int *depth, const char *at, const char *after,
		      const char *end)
{
	size_t i = out->len;
	char prev, next = next_char(after, end);

	while (i > 0 && is_space(out->buf[i - 1]))
		i--;
	prev = i ? out->buf[i - 1] : 0;
	if (prev == ':' || c->n == MAX_CUTS)
		return -1;
	if (!strchr("{[,", prev) && strbuf_addch(out, ','))
		return -ENOMEM;
	if (strbuf_addf(out,
			stack[*depth - 1] == '{' ? "\"" CUT_KEY "%d~\":0"
						 : "\"" CUT_KEY "%d~\"",
			c->n) < 0)
		return -ENOMEM;
	if (next && strchr("\"{[-0123456789", next) && strbuf_addch(out, ','))
		return -ENOMEM;
	c->at[c->n++] = at;
	if (next && strchr("\"{}[],-0123456789", next))
		return 0;
	/* the paste ends at the cut ("..." then prose or nothing): what
	 * came before it is closed */
	while (*depth > 0)
		if (strbuf_addch(out, stack[--*depth] == '{' ? '}' : ']'))
			return -ENOMEM;
	return 1;
}

/* The length of an ellipsis at p ("...", more dots, "…"), else 0. */
static size_t ellipsis_at(const char *p, const char *end)
{
	const char *q = p;

	if (end - p >= 3 && !memcmp(p, "\xe2\x80\xa6", 3))
		return 3;
	while (q < end && *q == '.')
		q++;
	return q - p >= 3 ? (size_t)(q - p) : 0;
}

/* Whether p..e (blanks trimmed at its start) closes a Markdown code
 * block: three backticks or tildes or more and nothing else. */
static int fence_close(const char *p, const char *e)
{
	const char *q = p;

	while (q < e && *q == *p && (*p == '`' || *p == '~'))
		q++;
	while (q < e && is_space(*q))
		q++;
	return q == e && q - p >= 3 && (*p == '`' || *p == '~');
}

/*
 * Whether what follows the last whole member (p..end) is the piece of one
 * line the paste ended in: other lines after it (prose, another text)
 * say the document broke some other way.  The fence closing the code
 * block the paste was put in ("```" right under the cut line) is no
 * other text.
 */
static int ends_in_line(const char *p, const char *end)
{
	int lines = 0;

	while (p < end) {
		const char *le = line_end(p, end);

		while (p < le && is_space(*p))
			p++;
		if (p < le && ++lines > 1 &&
		    !(lines == 2 && fence_close(p, le)))
			return 0;
		p = le;
	}
	return 1;
}

/*
 * Whether the text after a cut (p..end) starts a job: '{' then the key
 * "jobname".  The cut left the job before it open ("..." after its read
 * figures): the job starts a new element of "jobs", whatever was open.
 */
static int job_follows(const char *p, const char *end)
{
	p = next_at(p, end);
	if (p >= end || *p != '{')
		return 0;
	for (p++; p < end && (is_space(*p) || *p == '\n'); p++)
		;
	return end - p >= 9 && !memcmp(p, "\"jobname\"", 9);
}

/*
 * Close what a cut left open down to the array the next job belongs in
 * (stack's innermost '['), the comma before it kept last.  0, -ENOMEM.
 */
static int close_to_jobs(struct strbuf *out, const char *stack, int *depth)
{
	size_t i = out->len;

	while (i > 0 && is_space(out->buf[i - 1]))
		i--;
	if (i > 0 && out->buf[i - 1] == ',')
		out->buf[i - 1] = ' ';
	while (*depth > 1 && stack[*depth - 1] != '[')
		if (strbuf_addch(out, stack[--*depth] == '{' ? '}' : ']'))
			return -ENOMEM;
	return stack[*depth - 1] == '[' && strbuf_addch(out, ',') ? -ENOMEM : 0;
}

/*
 * The document at start (ending by end at the latest) with its cuts made
 * markers, copied into out (line for line: the line numbers hold): a line
 * that is only a cut, or "..." where a value or member would start
 * ("{ "1.000000" : 150528, ... }").  1 when a cut was marked, 0 when none
 * could be, -ENOMEM.  The brackets are only counted (strings skipped) to
 * know whether a cut sits in an object or an array; cJSON parses the copy.
 */
static int cut_repair(const char *start, const char *end, struct strbuf *out,
		      struct cuts *c)
{
	char stack[256];
	int depth = 0, in_str = 0, esc = 0, ret, fixed = 0;
	const char *p = start, *safe_at = NULL;
	size_t safe_len = 0; /* out's length after its last whole member */

	c->n = 0;
	c->eof = 0;
	while (p < end) {
		const char *le = line_end(p, end);

		if (depth > 0 && !in_str && cut_line(p, le)) {
			ret = put_marker(out, c, stack, &depth, p, le, end);
			if (ret < 0)
				return ret == -ENOMEM ? ret : 0;
			if (!ret && stack[depth - 1] == '{' &&
			    job_follows(le, end) &&
			    close_to_jobs(out, stack, &depth))
				return -ENOMEM;
			if (le[-1] == '\n' && strbuf_addch(out, '\n'))
				return -ENOMEM;
			p = le;
			if (ret) {
				c->delta = (long)out->len - (long)(p - start);
				return 1;
			}
			continue;
		}
		for (; p < le; p++) {
			char ch = *p;
			size_t dots;

			if (!in_str && depth > 0 &&
			    (ch == '.' || ch == '\xe2') &&
			    (dots = ellipsis_at(p, le)) > 0) {
				ret = put_marker(out, c, stack, &depth, p,
						 p + dots, end);
				if (ret < 0)
					return ret == -ENOMEM ? ret : 0;
				p += dots - 1;
				if (ret) {
					c->delta = (long)out->len -
						   (long)(p + 1 - start);
					return 1;
				}
				continue;
			}
			/* an object or array elided on its line ("\"read\" :
			 * { ... },"): empty, and what follows it is whole */
			if (!in_str && (ch == '{' || ch == '[')) {
				const char *q = p + 1;
				size_t el;

				while (q < le && is_space(*q))
					q++;
				el = ellipsis_at(q, le);
				q += el;
				while (el && q < le && is_space(*q))
					q++;
				if (el && q < le &&
				    *q == (ch == '{' ? '}' : ']')) {
					if (strbuf_addch(out, ch) ||
					    strbuf_addch(out, *q))
						return -ENOMEM;
					p = q;
					fixed++;
					continue;
				}
			}
			/* the rest of fio's last progress line, whose 'J' the
			 * document's '{' overwrote on a terminal ("{obs: 1
			 * (f=1): [R(1)][100.0%]..."): no member, gone to the
			 * line's end */
			if (!in_str && p == start + 1 && progress_tail(p, le)) {
				while (p + 1 < le && p[1] != '\n')
					p++;
				fixed++;
				continue;
			}
			/* a comment the paster added ("// the write job",
			 * "# 4k"): gone to the line's end */
			if (!in_str && depth > 0 &&
			    ((ch == '/' && p + 1 < le && p[1] == '/') ||
			     ch == '#')) {
				while (p + 1 < le && p[1] != '\n')
					p++;
				fixed++;
				continue;
			}
			/* a trailing comma left by a cut ("},\n  ]") */
			if (!in_str && (ch == '}' || ch == ']')) {
				size_t i = out->len;

				while (i > 0 && is_space(out->buf[i - 1]))
					i--;
				if (i > 0 && out->buf[i - 1] == ',') {
					out->buf[i - 1] = ' ';
					fixed++;
				}
			}
			if (strbuf_addch(out, ch))
				return -ENOMEM;
			if (in_str) {
				if (esc)
					esc = 0;
				else if (ch == '\\')
					esc = 1;
				else if (ch == '"')
					in_str = 0;
				continue;
			}
			if (ch == '"') {
				in_str = 1;
			} else if (ch == '{' || ch == '[') {
				if (depth == (int)sizeof(stack))
					return 0;
				stack[depth++] = ch;
			} else if ((ch == '}' || ch == ']') && depth > 0) {
				if (!--depth) {
					c->delta = (long)out->len -
						   (long)(p + 1 - start);
					return c->n > 0 || fixed;
				}
			}
			if (depth > 0 && strchr("{[,}]", ch)) {
				safe_len = out->len;
				safe_at = p + 1;
			}
		}
	}
	if (depth > 0 && safe_at && ends_in_line(safe_at, end)) {
		/* the paste ends inside the document (copied short, "mean" :
		 * 673 of 673110.61): what follows its last whole member may
		 * be a piece of a value and is dropped; the end is a cut */
		strbuf_setlen(out, safe_len);
		ret = put_marker(out, c, stack, &depth, safe_at, end, end);
		if (ret < 0)
			return ret == -ENOMEM ? ret : 0;
		c->delta = (long)out->len - (long)(end - start);
		c->eof = 1;
		return 1;
	}
	c->delta = (long)out->len - (long)(end - start);
	return c->n > 0 || fixed;
}

/* The marker's number when it is one ("~iodb-cut-3~"), else -1. */
static int cut_no(const char *s)
{
	if (!s || strncmp(s, CUT_KEY, sizeof(CUT_KEY) - 1))
		return -1;
	return atoi(s + sizeof(CUT_KEY) - 1);
}

/*
 * Drop what follows a marker inside it, and the marker: in it and in each
 * object or array around the marker, the members after the one holding
 * it.  The marker's number, or -1 when o holds none.
 */
static int cut_tail(cJSON *o)
{
	cJSON *it;

	for (it = o->child; it; it = it->next) {
		int k = cut_no(cJSON_IsObject(o) ? it->string
						 : cJSON_GetStringValue(it));

		if (k < 0 && (cJSON_IsObject(it) || cJSON_IsArray(it)))
			k = cut_tail(it);
		if (k < 0)
			continue;
		if (cut_no(cJSON_IsObject(o) ? it->string
					     : cJSON_GetStringValue(it)) >= 0) {
			cJSON *next = it->next;

			cJSON_Delete(cJSON_DetachItemViaPointer(o, it));
			it = next;
			/* json+ bins with some cut out are no histogram */
			if (o->string && !strcmp(o->string, "bins"))
				it = o->child;
		} else {
			it = it->next;
		}
		while (it) {
			cJSON *next = it->next;

			cJSON_Delete(cJSON_DetachItemViaPointer(o, it));
			it = next;
		}
		return k;
	}
	return -1;
}

/* Whether a marker is anywhere in o. */
static int has_cut(const cJSON *o)
{
	const cJSON *it;

	cJSON_ArrayForEach (it, o) {
		if (cut_no(it->string) >= 0 ||
		    cut_no(cJSON_GetStringValue(it)) >= 0)
			return 1;
		if ((cJSON_IsObject(it) || cJSON_IsArray(it)) && has_cut(it))
			return 1;
	}
	return 0;
}

/*
 * Apply the rules above to the tree parsed from the marked copy.  0, or
 * 1 when a cut lies where nothing can be trusted after it.
 */
static int cut_prune(struct fj *s, cJSON *root, const struct cuts *c)
{
	cJSON *jobs = cJSON_GetObjectItemCaseSensitive(root, "jobs"), *it;

	if (!cJSON_IsArray(jobs))
		jobs = cJSON_GetObjectItemCaseSensitive(root, "client_stats");
	if (!cJSON_IsArray(jobs))
		return 1;
	for (it = jobs->child; it;) {
		cJSON *next = it->next;
		int k = cut_no(cJSON_GetStringValue(it));

		if (k >= 0) {
			ingest_warn_at(s->ctx, c->at[k],
				       "the fio JSON is cut here: jobs "
				       "between the parts may be missing");
			cJSON_Delete(cJSON_DetachItemViaPointer(jobs, it));
		} else if (cJSON_IsObject(it) && has_cut(it)) {
			const char *name = cJSON_GetStringValue(
			    cJSON_GetObjectItemCaseSensitive(it, "jobname"));

			k = cut_tail(it);
			if (k >= 0)
				ingest_warn_at(
				    s->ctx, c->at[k],
				    "the fio JSON is cut here: job '%s' is "
				    "imported up to the cut, what follows it "
				    "in the job is not",
				    name ? name : "?");
			while (has_cut(it) && cut_tail(it) >= 0)
				;
		}
		it = next;
	}
	return has_cut(root);
}

/* ---- large documents, job by job ---- */

/*
 * A fio JSON document of STREAM_MIN bytes or more is read job by job:
 * its tree would take four to six times the text (a 374 MB file with
 * 100,000 jobs peaked at 3.8 GB).  cJSON still parses every value; only
 * the punctuation of the root object and of its "jobs" array is stepped
 * over here.  A first pass parses each job, keeps a light copy of what
 * the run needs from all of them (name, group, options, whether it has
 * json+ bins) and where it starts, and drops it; the second parses each
 * job again and emits it.  Anything unexpected falls back to the whole
 * tree, whose parse reports the error.
 */
#ifndef FIO_JSON_STREAM_MIN
#define FIO_JSON_STREAM_MIN (16u << 20) /* the fuzz build lowers it */
#endif
#define STREAM_MIN FIO_JSON_STREAM_MIN

static const char *skip_space(const char *p, const char *end)
{
	while (p < end && is_space(*p))
		p++;
	return p;
}

/* The light copy of job, as JSON text appended to out.  0 or -ENOMEM. */
static int skeleton(const cJSON *job, struct strbuf *out)
{
	static const char *const keep[] = {"jobname", "groupid", "job options"};
	cJSON *sk;
	char *text;
	int ret = -ENOMEM;

	if (!cJSON_IsObject(job))
		return strbuf_addstr(out, "0");
	sk = cJSON_CreateObject();
	if (!sk)
		return -ENOMEM;
	for (size_t k = 0; k < sizeof(keep) / sizeof(keep[0]); k++) {
		cJSON *it = cJSON_GetObjectItemCaseSensitive(job, keep[k]);

		if (it && !cJSON_AddItemReferenceToObject(sk, keep[k], it))
			goto out;
	}
	for (int dir = 0; dir < DIR_N; dir++) {
		const cJSON *d = member(job, dir_key[dir]);
		const cJSON *c = member(d, "clat_ns");

		if (!c)
			c = member(d, "clat");
		if (member(c, "bins") &&
		    !cJSON_AddTrueToObject(
			cJSON_AddObjectToObject(
			    cJSON_AddObjectToObject(sk, dir_key[dir]),
			    "clat_ns"),
			"bins"))
			goto out;
	}
	text = cJSON_PrintUnformatted(sk);
	if (text) {
		ret = strbuf_addstr(out, text);
		cJSON_free(text);
	}
out:
	cJSON_Delete(sk);
	return ret;
}

/*
 * Read the document at start job by job (see STREAM_MIN): the root with a
 * light "jobs" in *root (in the caller's arena), where each job starts in
 * s->job_at, *end past the closing '}'.  0; 1 when the document is not
 * the plain shape this reads (the caller parses it whole); <0 out of
 * memory.
 */
static int parse_streamed(struct fj *s, const char *start, cJSON **root,
			  const char **end)
{
	const char *bufend = s->buf + s->len, *p = start, *e = NULL;
	struct strbuf skel = STRBUF_INIT;
	size_t alloc = 0;
	cJSON *r = cJSON_CreateObject(), *key = NULL, *val;
	int ret = 1, have_jobs = 0;

	*root = NULL;
	if (!r)
		return -ENOMEM;
	if (p >= bufend || *p != '{')
		goto out;
	p = skip_space(p + 1, bufend);
	while (p < bufend && *p != '}') {
		key = cJSON_ParseWithLengthOpts(p, (size_t)(bufend - p), &e, 0);
		if (!cJSON_IsString(key))
			goto out;
		p = skip_space(e, bufend);
		if (p >= bufend || *p != ':')
			goto out;
		p = skip_space(p + 1, bufend);
		if (!strcmp(key->valuestring, "jobs") && !have_jobs &&
		    p < bufend && *p == '[') {
			have_jobs = 1;
			p = skip_space(p + 1, bufend);
			if (strbuf_addch(&skel, '['))
				goto oom;
			while (p < bufend && *p != ']') {
				struct json_arena arena;
				cJSON *job;
				int r2;

				if (ALLOC_GROW(s->job_at, s->n_job_at + 1,
					       alloc))
					goto oom;
				s->job_at[s->n_job_at++] = p;
				json_arena_begin(&arena, 65536);
				job = cJSON_ParseWithLengthOpts(
				    p, (size_t)(bufend - p), &e, 0);
				r2 = job ? 0 : 1;
				if (job && s->n_job_at > 1)
					r2 = strbuf_addch(&skel, ',') ? -ENOMEM
								      : 0;
				if (!r2)
					r2 = job ? skeleton(job, &skel) : 1;
				json_arena_end(&arena, job);
				if (r2 < 0)
					goto oom;
				if (r2)
					goto out;
				p = skip_space(e, bufend);
				if (p < bufend && *p == ',')
					p = skip_space(p + 1, bufend);
				else if (p >= bufend || *p != ']')
					goto out;
			}
			if (p >= bufend || strbuf_addch(&skel, ']'))
				goto out;
			val = cJSON_Parse(skel.buf);
			p++;
		} else {
			val = cJSON_ParseWithLengthOpts(p, (size_t)(bufend - p),
							&e, 0);
			if (val)
				p = e;
		}
		if (!val)
			goto out;
		if (!cJSON_AddItemToObject(r, key->valuestring, val)) {
			cJSON_Delete(val);
			goto oom;
		}
		cJSON_Delete(key);
		key = NULL;
		p = skip_space(p, bufend);
		if (p < bufend && *p == ',')
			p = skip_space(p + 1, bufend);
		else if (p >= bufend || *p != '}')
			goto out;
	}
	if (p >= bufend || !have_jobs)
		goto out;
	*end = p + 1;
	*root = r;
	r = NULL;
	ret = 0;
	goto out;
oom:
	ret = -ENOMEM;
out:
	cJSON_Delete(key);
	cJSON_Delete(r);
	strbuf_release(&skel);
	if (ret) {
		free(s->job_at);
		s->job_at = NULL;
		s->n_job_at = 0;
	}
	return ret;
}

/* Whether a job of root (pruned) still holds a direction that did I/O. */
static int has_figures(const cJSON *root)
{
	const cJSON *jobs = member(root, "jobs"), *job;

	if (!jobs)
		jobs = member(root, "client_stats");
	for (job = cJSON_IsArray(jobs) ? jobs->child : NULL; job;
	     job = job->next)
		for (int dir = 0; dir < DIR_N; dir++) {
			const cJSON *d = member(job, dir_key[dir]);

			if (num(member(d, "io_bytes")) > 0 ||
			    num(member(d, "io_kbytes")) > 0 ||
			    num(member(d, "total_ios")) > 0 ||
			    num(member(d, "runtime")) > 0)
				return 1;
		}
	return 0;
}

/*
 * The document at start did not parse: read it again with its cut lines
 * marked (see cut_repair) and emit it.  0 when it was, with *end past
 * it; 1 when it has no cut to mark or still does not parse (*end keeps
 * the first parse's error); a negative errno.
 */
static int parse_cut(struct fj *s, const char *start, const char **end)
{
	const char *bufend = s->buf + s->len, *rend = NULL;
	struct strbuf copy = STRBUF_INIT;
	struct json_arena arena;
	struct cuts c;
	cJSON *root;
	int ret;

	ret = cut_repair(start, bufend, &copy, &c);
	if (ret <= 0) {
		strbuf_release(&copy);
		return ret < 0 ? ret : 1;
	}
	json_arena_begin(&arena, copy.len);
	root = cJSON_ParseWithLengthOpts(copy.buf, copy.len, &rend, 0);
	/* a paste that ends before any job's figures: nothing to keep */
	if (!root || cut_prune(s, root, &c) || (c.eof && !has_figures(root))) {
		json_arena_end(&arena, root);
		strbuf_release(&copy);
		return 1;
	}
	/* the copy is the original line for line; only its length moved */
	*end = start + ((rend - copy.buf) - c.delta);
	if (*end > bufend)
		*end = bufend;
	s->line_to = s->line_from + count_nl(copy.buf, rend);
	s->cut = 1;
	ret = emit_doc(s, root);
	s->cut = 0;
	json_arena_end(&arena, root);
	strbuf_release(&copy);
	return ret;
}

/* ---- --status-interval: one report per interval ---- */

/*
 * Whether b is a later report of the run that a reports: fio
 * --status-interval with JSON output prints a whole document every
 * interval, each cumulative since the start.  The same jobs (names and
 * groups, in order), and either the same "job_start" (fio >= 3.29) or,
 * without it, elapsed times that grew by what the timestamps did (a
 * rerun starts again from 0).
 */
static int later_report(const cJSON *a, const cJSON *b)
{
	const cJSON *ja = member(a, "jobs"), *jb = member(b, "jobs");
	const cJSON *x, *y;
	double dts = num(member(b, "timestamp")) - num(member(a, "timestamp"));
	int n = 0;

	if (!cJSON_IsArray(ja) || !cJSON_IsArray(jb) ||
	    cJSON_GetArraySize(ja) != cJSON_GetArraySize(jb))
		return 0;
	for (x = ja->child, y = jb->child; x && y; x = x->next, y = y->next) {
		const char *na = cJSON_GetStringValue(member(x, "jobname"));
		const char *nb = cJSON_GetStringValue(member(y, "jobname"));
		double sa = num(member(x, "job_start"));
		double sb = num(member(y, "job_start"));
		double ea = num(member(x, "elapsed"));
		double eb = num(member(y, "elapsed"));

		if (!na || !nb || strcmp(na, nb) ||
		    num(member(x, "groupid")) != num(member(y, "groupid")))
			return 0;
		if (sa > 0 && sb > 0) {
			if (sa != sb)
				return 0;
		} else if (!(eb > ea && fabs(dts - (eb - ea)) <= 2)) {
			return 0;
		}
		n++;
	}
	return n > 0;
}

/* The number after the first "key" in the n bytes at p; NAN if none. */
static double text_num(const char *p, size_t n, const char *key)
{
	const char *k = text_find(p, n, key, strlen(key)), *e = p + n;
	char tmp[32];
	size_t i = 0;

	if (!k)
		return NAN;
	k += strlen(key);
	while (k < e && (is_space(*k) || *k == ':'))
		k++;
	while (k < e && i < sizeof(tmp) - 1 &&
	       ((*k >= '0' && *k <= '9') || *k == '.' || *k == '-'))
		tmp[i++] = *k++;
	tmp[i] = '\0';
	return i ? strtod(tmp, NULL) : NAN;
}

/*
 * A look at the next document's text before parsing it: its first job's
 * job_start, or its elapsed time, must be what a later report prints
 * (most files of several documents are several runs: parse them once).
 */
static int maybe_later(const cJSON *root, const char *nx, const struct fj *s)
{
	const cJSON *job = member(root, "jobs")->child;
	size_t n = s->len - (size_t)(nx - s->buf);
	double sa, ea, ts, eb;

	if (!job)
		return 0;
	/* the keys sit near the top (fio prints them before "read"): a
	 * short look, so that a file of many small documents stays cheap */
	if (n > 8192)
		n = 8192;
	sa = num(member(job, "job_start"));
	if (sa > 0)
		return text_num(nx, n, "\"job_start\"") == sa;
	ea = num(member(job, "elapsed"));
	ts = text_num(nx, n, "\"timestamp\"");
	eb = text_num(nx, n, "\"elapsed\"");
	return eb > ea &&
	       fabs(ts - num(member(root, "timestamp")) - (eb - ea)) <= 2;
}

/*
 * Whether the next document of the text (after end) is a later report
 * of root's run: root is then no result of its own.  The next document
 * is parsed here only to compare, in an arena of its own.
 */
static int superseded(const struct fj *s, const cJSON *root, const char *end)
{
	const char *nx = find_doc(s->buf, s->len, (size_t)(end - s->buf));
	struct json_arena arena;
	cJSON *next;
	int ret;

	if (!nx || !cJSON_IsArray(member(root, "jobs")) ||
	    !member(root, "timestamp") || !maybe_later(root, nx, s))
		return 0;
	json_arena_begin(&arena, s->len - (size_t)(nx - s->buf));
	next = cJSON_ParseWithLengthOpts(nx, s->len - (size_t)(nx - s->buf),
					 NULL, 0);
	ret = next && later_report(root, next);
	json_arena_end(&arena, next);
	return ret;
}

/*
 * A job's direction object pasted without the document around it: the
 * text from `"write" : {` on, a fragment that starts inside another
 * object ("here is the relevant part"), its "fio version" and job cut
 * off above.  Where the first such key is whose object holds fio's
 * direction figures (io_bytes or io_kbytes, and iops or bw), else NULL.
 */
static const char *fragment_dir(const char *buf, size_t len)
{
	const char *end = buf + (len < PROBE_SPAN ? len : PROBE_SPAN);

	/* io_bytes or io_kbytes: one cheap look first */
	if (!text_find(buf, (size_t)(end - buf), "bytes\"", 6))
		return NULL;
	for (const char *p = buf; p < end;) {
		const char *q = memchr(p, '"', (size_t)(end - p)), *k, *o;
		size_t n, win;
		int d;

		if (!q)
			return NULL;
		p = q + 1;
		for (d = 0; d < DIR_TRIM + 1; d++) {
			n = strlen(dir_key[d]);
			if ((size_t)(end - p) > n + 1 &&
			    !memcmp(p, dir_key[d], n) && p[n] == '"')
				break;
		}
		if (d > DIR_TRIM)
			continue;
		k = p + n + 1;
		while (k < end && is_space(*k))
			k++;
		if (k >= end || *k != ':')
			continue;
		for (o = k + 1; o < end && is_space(*o);)
			o++;
		if (o >= end || *o != '{')
			continue;
		win = (size_t)(end - o) < 400 ? (size_t)(end - o) : 400;
		if ((text_find(o, win, "\"io_bytes\"", 10) ||
		     text_find(o, win, "\"io_kbytes\"", 11)) &&
		    (text_find(o, win, "\"iops\"", 6) ||
		     text_find(o, win, "\"bw\"", 4)))
			return q;
	}
	return NULL;
}

static int parse_doc(struct ingest_ctx *ctx, const char *buf, size_t len,
		     int frag);

/*
 * What a fragment may show just above its direction key, in fio's order
 * going up, and what goes before it to make it a document again (what it
 * leaves open at its end is closed as for a cut): the tail of the job's
 * "job options", its opening line cut off (`"ioengine" : "libaio",` /
 * `"iodepth" : "16"` / `},`); the job's own members ("jobname" ...,
 * "job options" whole); the job's `{`; the tail of the "global options",
 * then `"jobs" : [`; the document's members.
 */
static const char *const frag_head[] = {
    "{\"fio version\": null, \"jobs\": [{\"jobname\": null, "
    "\"job options\": {",
    "{\"fio version\": null, \"jobs\": [{",
    "{\"fio version\": null, \"jobs\": [",
    "{\"fio version\": null, \"global options\": {",
    "{\"fio version\": null, ",
};
#define FRAG_SHAPES (sizeof(frag_head) / sizeof(frag_head[0]))
#define FRAG_LINES  400 /* how far up a fragment's options are looked for */

/* Whether o is an options object as fio prints them: members, each a
 * string ("iodepth" : "16"); a direction object holds numbers */
static int options_object(const cJSON *o)
{
	const cJSON *it;

	if (!cJSON_IsObject(o) || !o->child)
		return 0;
	cJSON_ArrayForEach (it, o)
		if (!cJSON_IsString(it))
			return 0;
	return 1;
}

/* head, the n bytes at p and the closing "}]}" as one document into sb,
 * parsed by cJSON (malloc'd: no arena is open here); NULL when it is no
 * JSON or does not end there */
static cJSON *frag_try(struct strbuf *sb, const char *head, const char *p,
		       size_t n)
{
	const char *end = NULL;
	cJSON *root;

	strbuf_reset(sb);
	if (strbuf_addstr(sb, head) || strbuf_add(sb, p, n) ||
	    strbuf_addstr(sb, "}]}"))
		return NULL;
	root = cJSON_ParseWithLengthOpts(sb->buf, sb->len, &end, 0);
	if (root && end != sb->buf + sb->len) {
		cJSON_Delete(root);
		root = NULL;
	}
	return root;
}

/*
 * The options a fragment (from its direction key at from on) shows above
 * it: the lines just above, up to the first that is no JSON of fio's
 * (prose, a fence, a value whose key was cut), read with cJSON as one of
 * the shapes of frag_head[] (the lines up to the comma before from).  A
 * paste of
 *
 *         "bs" : "8k",
 *         "iodepth" : "32"
 *       },
 *       "read" : {
 *
 * is the tail of the job's options: bs=8k, iodepth=32.  Where those lines
 * start and the shape (*at, *shape), 1 when they hold the job's "job
 * options" (or, the whole of them shown, "global options") as fio prints
 * them, else 0.
 */
static int frag_options(const char *buf, const char *from, const char **at,
			size_t *shape)
{
	struct strbuf sb = STRBUF_INIT;
	const char *c = from, *l;
	cJSON *root = NULL;
	size_t k, best = FRAG_SHAPES;
	int commas = 0, ok = 0;

	while (c > buf && (is_space(c[-1]) || c[-1] == ','))
		commas += *--c == ',';
	if (commas != 1 || c == buf)
		return 0;
	for (l = c; l > buf && l[-1] != '\n';)
		l--;
	for (int i = 0; i < FRAG_LINES; i++) {
		for (k = 0; k < FRAG_SHAPES; k++) {
			cJSON *r =
			    frag_try(&sb, frag_head[k], l, (size_t)(c - l));

			if (r) {
				cJSON_Delete(r);
				break;
			}
		}
		if (k == FRAG_SHAPES)
			break;
		best = k;
		*at = l;
		if (l == buf)
			break;
		for (l--; l > buf && l[-1] != '\n';)
			l--;
	}
	if (best < FRAG_SHAPES) {
		const cJSON *job, *jo, *go;

		root = frag_try(&sb, frag_head[best], *at, (size_t)(c - *at));
		job = cJSON_GetArrayItem(member(root, "jobs"), 0);
		jo = member(job, "job options");
		go = member(root, "global options");
		/* "job options" as fio prints them, "global options" too
		 * when shown: the job's conditions are those they show */
		ok = (options_object(jo) || options_object(go)) &&
		     (!jo || options_object(jo)) && (!go || options_object(go));
		*shape = best;
	}
	cJSON_Delete(root);
	strbuf_release(&sb);
	return ok;
}

/*
 * A fragment (fragment_dir()) read as the job it was cut from: the text
 * from its first direction key on, under a job and a document of no name
 * and no version; the lines are the fragment's own.  The direction is the
 * key's.  The conditions are those of the options the fragment shows
 * above the key (frag_options()), any option it does not show unknown
 * (its top may be cut off), and all unknown when it shows none.
 */
static int parse_fragment(struct ingest_ctx *ctx, const char *buf, size_t len,
			  const char *from)
{
	struct strbuf sb = STRBUF_INIT;
	const char *obuf = ctx->buf, *at = from;
	size_t olen = ctx->len, shape = 0;
	long obase = ctx->line_base;
	int ret;

	if (frag_options(buf, from, &at, &shape)) {
		ingest_warn_at(ctx, skip_space(at, from),
			       "a fio JSON fragment (no \"fio version\" above "
			       "it): its figures imported, the job's "
			       "conditions those of the options it shows, "
			       "the others unknown");
		strbuf_addstr(&sb, frag_head[shape]);
	} else {
		at = from;
		ingest_warn_at(ctx, from,
			       "a fio JSON fragment (no \"fio version\" nor "
			       "job above it): its figures imported, the "
			       "job's conditions unknown");
		strbuf_addstr(&sb, "{\"fio version\": null, \"jobs\": "
				   "[{\"jobname\": null, ");
	}
	strbuf_add(&sb, at, (size_t)(buf + len - at));
	ctx->line_base += count_nl(buf, at);
	ctx->buf = sb.buf;
	ctx->len = sb.len;
	ret = parse_doc(ctx, sb.buf, sb.len, 1);
	ctx->buf = obuf;
	ctx->len = olen;
	ctx->line_base = obase;
	strbuf_release(&sb);
	return ret;
}

static int parse_doc(struct ingest_ctx *ctx, const char *buf, size_t len,
		     int frag)
{
	struct fj s;
	const char *start, *end = NULL;
	size_t pos = 0;
	long line = 1; /* line of buf + pos */
	int ret = 0, docs = 0;

	/* the inline arrays at the end need no zeroing */
	memset(&s, 0, offsetof(struct fj, pct_inl));
	s.pct = (struct vec)VEC_INIT(s.pct_inl);
	s.lpct = (struct vec)VEC_INIT(s.lpct_inl);
	s.bins = (struct vec)VEC_INIT(s.bins_inl);
	s.rx = (struct vec)VEC_INIT(s.rx_inl);
	s.rx_name = (struct vec)VEC_INIT(s.rx_name_inl);
	s.names = (struct vec)VEC_INIT(s.names_inl);
	s.ctx = ctx;
	s.frag = frag;
	s.buf = buf;
	s.len = len;
	s.kib = units_size_factor("KiB", 3, UNITS_BINARY);
	s.us = units_time_factor("usec", 4);
	s.ms = units_time_factor("msec", 4);

	for (;;) {
		struct json_arena arena;
		cJSON *root;

		start = find_doc(buf, len, pos);
		if (!start && !docs &&
		    !memmem(buf, len, "\"fio version\"", 13)) {
			const char *f = fragment_dir(buf, len);

			if (f) {
				ret = parse_fragment(ctx, buf, len, f);
				break;
			}
		}
		if (!start && !docs) {
			/* no "fio version": try the first object to say why */
			start = memchr(buf, '{', len);
			if (!start) {
				ret = ingest_error_at(
				    ctx, buf,
				    "expected a fio JSON object ('{' with "
				    "\"fio version\" and \"jobs\"), "
				    "found %s",
				    len ? "none" : "an empty file");
				break;
			}
		}
		if (!start)
			break;
		s.line_from = line + count_nl(buf + pos, start);
		s.doc = start;
		s.depth_note_at = find_line(buf + pos, start, depth_note_line);
		root = NULL;
		if (len - (size_t)(start - buf) >= STREAM_MIN) {
			json_arena_begin(&arena, 1u << 20);
			ret = parse_streamed(&s, start, &root, &end);
			if (ret < 0) {
				json_arena_end(&arena, NULL);
				ret = ingest_error_at(ctx, start,
						      "out of memory");
				break;
			}
			if (ret)
				json_arena_end(&arena, NULL);
			ret = 0;
		}
		/* the tree lives in an arena: see ingest/json_arena.h */
		if (!root) {
			json_arena_begin(&arena, len - (size_t)(start - buf));
			root = cJSON_ParseWithLengthOpts(
			    start, len - (size_t)(start - buf), &end, 0);
		}
		if (!root) {
			json_arena_end(&arena, NULL);
			ret = parse_cut(&s, start, &end);
			if (ret < 0)
				break;
			if (ret > 0) {
				ret = json_error(&s, end ? end : start);
				break;
			}
			goto next;
		}
		/* end is just past the closing '}' */
		s.line_to = s.line_from + count_nl(start, end);
		/* "fio: terminating on signal 2" between the document above
		 * and this one (fio prints it as the signal comes, the JSON
		 * at the end), or, for the last document, below it (its
		 * stderr pasted after its stdout) */
		s.signal_at = find_line(buf + pos, start, signal_line);
		if (!s.signal_at && !find_doc(buf, len, (size_t)(end - buf)))
			s.signal_at = find_line(end, buf + len, signal_line);
		s.signal_warned = 0;
		if (s.job_at || !superseded(&s, root, end))
			ret = emit_doc(&s, root);
		json_arena_end(&arena, root); /* frees the tree */
		free(s.job_at);
		s.job_at = NULL;
		s.n_job_at = 0;
		if (ret)
			break;
	next:
		docs++;
		pos = (size_t)(end - buf);
		line = s.line_to;
	}
	vec_release(&s.pct);
	vec_release(&s.lpct);
	vec_release(&s.bins);
	vec_release(&s.rx);
	vec_release(&s.rx_name);
	vec_release(&s.names);
	return ret;
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	return parse_doc(ctx, buf, len, 0);
}

/* ---- fio's JSON printed as a Python dict ---- */

/*
 * A test harness that loads fio's JSON and prints the dict (print(out),
 * a log line "result: {...}") shows Python's repr of it: keys and strings
 * in single quotes (double quotes when the string holds a single one),
 * True/False/None for true/false/null.  That text is converted to JSON,
 * one line at a time, and read as fio's JSON; nothing else is guessed.
 */

/* Python's string literal at s (quote *s) as JSON into out; the end of the
 * line e cuts it (a paste cut mid-string), then *cut is set.  Where it
 * ends, or NULL when it holds an escape JSON cannot say as it is. */
static const char *py_string(const char *s, const char *e, struct strbuf *out,
			     int *cut)
{
	char q = *s++;

	strbuf_addch(out, '"');
	while (s < e && *s != q) {
		if (*s == '"') {
			strbuf_add(out, "\\\"", 2);
			s++;
			continue;
		}
		if (*s != '\\') {
			strbuf_addch(out, *s++);
			continue;
		}
		if (s + 1 >= e)
			break;
		switch (s[1]) {
		case '\'': strbuf_addch(out, '\''); break;
		case '\\':
		case 'n':
		case 'r':
		case 't':
		case 'b':
		case 'f':
		case 'u': strbuf_add(out, s, 2); break;
		case 'x': /* \xhh: \u00hh */ strbuf_add(out, "\\u00", 4); break;
		default: /* \U0001f600, \a, \v: not in JSON */ return NULL;
		}
		s += 2;
	}
	if (s >= e) {
		*cut = 1;
		return e;
	}
	strbuf_addch(out, '"');
	return s + 1;
}

/*
 * One line [s, e) of a Python dict repr, as JSON into out: 1 when the
 * line holds only Python literals (strings, numbers, True/False/None,
 * {}[]:, and blanks) and one single-quoted string at least, else 0 and
 * out is as it was.  A string the line's end cuts ends it (*cut set).
 */
static int py_line(const char *s, const char *e, struct strbuf *out, int *cut)
{
	static const char *const word[] = {"True", "False", "None"};
	static const char *const json[] = {"true", "false", "null"};
	size_t mark = out->len;
	int quoted = 0;

	while (s < e) {
		size_t n = 0;
		int w;

		if (is_space(*s) || strchr("{}[]:,", *s)) {
			strbuf_addch(out, *s++);
			continue;
		}
		if (*s == '\'' || *s == '"') {
			quoted |= *s == '\'';
			s = py_string(s, e, out, cut);
			if (!s || *cut)
				break;
			continue;
		}
		if (isdigit((unsigned char)*s) ||
		    (*s == '-' && s + 1 < e && isdigit((unsigned char)s[1]))) {
			while (s + n < e && s[n] &&
			       strchr("0123456789+-.eE", s[n]))
				n++;
			strbuf_add(out, s, n);
			s += n;
			continue;
		}
		for (w = 0; w < 3; w++) {
			n = strlen(word[w]);
			if ((size_t)(e - s) >= n && !memcmp(s, word[w], n) &&
			    (s + n == e || !isalnum((unsigned char)s[n])))
				break;
		}
		if (w == 3)
			break;
		strbuf_addstr(out, json[w]);
		s += n;
	}
	if ((s && s < e && !*cut) || !quoted) {
		out->len = mark;
		out->buf[mark] = '\0';
		*cut = 0;
		return 0;
	}
	return 1;
}

/*
 * buf (len bytes) with its lines of Python dict repr converted to JSON,
 * into out (the other lines as they are; the line breaks stay where they
 * were, so lines keep their numbers): 1 when a line was converted and
 * the text holds Python's quoting of fio's keys ('fio version', 'io_bytes'
 * or 'io_kbytes'), else 0; -ENOMEM.
 */
static int py_repr_to_json(const char *buf, size_t len, struct strbuf *out)
{
	const char *p = buf, *end = buf + len;
	int any = 0, cut = 0;

	if (len > PROBE_SPAN || !(text_find(buf, len, "'fio version'", 13) ||
				  text_find(buf, len, "'io_bytes'", 10) ||
				  text_find(buf, len, "'io_kbytes'", 11)))
		return 0;
	while (p < end) {
		const char *e = memchr(p, '\n', (size_t)(end - p));

		e = e ? e : end;
		/* room for the line's worst case ('"' is '\"'): no add
		 * below fails */
		if (strbuf_grow(out, 2 * (size_t)(e - p) + 2))
			return -ENOMEM;
		if (cut || !py_line(p, e, out, &cut))
			strbuf_add(out, p, (size_t)(e - p));
		else
			any = 1;
		if (e < end)
			strbuf_addch(out, '\n');
		p = e < end ? e + 1 : end;
	}
	return any;
}

/* ---- probe ---- */

/* Whether buf is one JSON object and nothing else around it (blanks). */
static int whole_object(const char *buf, size_t len)
{
	size_t a = 0, b = len;

	while (a < len && strchr(" \t\r\n", buf[a]))
		a++;
	while (b > a && strchr(" \t\r\n", buf[b - 1]))
		b--;
	return b > a && buf[a] == '{' && buf[b - 1] == '}';
}

/*
 * fio --output-format=normal,json (or json,normal): fio prints its job
 * header lines and "Starting N process", then the JSON, then the normal
 * job blocks of the same run.  One output: the JSON holds every figure,
 * so it is read alone, and it outbids the document reader that would
 * split the text from the JSON into two runs.
 */
__attribute__((noinline)) static int
json_inside_normal(const char *buf, size_t len, const char *brace)
{
	const char *e = brace, *ls;
	char line[256];
	size_t n;

	if (!buf || !brace)
		return 0;
	while (e > buf && is_space(e[-1]))
		e--;
	ls = e;
	while (ls > buf && ls[-1] != '\n')
		ls--;
	n = (size_t)(e - ls);
	if (n >= sizeof(line))
		n = sizeof(line) - 1;
	memcpy(line, ls, n);
	line[n] = '\0';
	if (!((n > 9 && !memcmp(line, "Starting ", 9) &&
	       (strstr(line, " process") || strstr(line, " thread"))) ||
	      (n > 4 && !memcmp(line, "fio-", 4)) || strstr(line, ": (g=") ||
	      strstr(line, "Laying out IO file")))
		return 0;
	return text_find(brace, len - (size_t)(brace - buf),
			 ": (groupid=", 11) != NULL;
}

static int probe_json(const char *buf, size_t len)
{
	const char *p, *near;
	size_t span = len < PROBE_SPAN ? len : PROBE_SPAN, rest;

	p = text_find(buf, span, "\"fio version\"", 13);
	if (!p)
		return fragment_dir(buf, len) ? 70 : 0;
	if (!memchr(buf, '{', (size_t)(p - buf)))
		return 0;
	near = p;
	rest = (size_t)(buf + len - near);
	if (rest > PROBE_NEAR)
		rest = PROBE_NEAR;
	if (text_find(near, rest, "\"jobs\"", 6) ||
	    text_find(near, rest, "\"client_stats\"", 14)) {
		const char *brace;

		if (whole_object(buf, len))
			return 100;
		brace = find_doc(buf, span, 0);
		if (brace && json_inside_normal(buf, span, brace))
			return 97;
		return 90;
	}
	/* "jobs" before "fio version" (keys sorted by a tool) */
	if (text_find(buf, (size_t)(p - buf), "\"jobs\"", 6) ||
	    text_find(buf, (size_t)(p - buf), "\"client_stats\"", 14))
		return 90;
	return 0;
}

/* fio's JSON, or its Python repr (py_repr_to_json()) a little below it */
static int probe(const char *buf, size_t len)
{
	struct strbuf sb = STRBUF_INIT;
	int ret = probe_json(buf, len);

	if (ret || py_repr_to_json(buf, len, &sb) <= 0)
		goto out;
	ret = probe_json(sb.buf, sb.len);
	if (ret)
		ret -= 10;
out:
	strbuf_release(&sb);
	return ret;
}

/*
 * Python's repr of fio's JSON is read as the JSON it prints: the
 * converted text stands for buf (its lines are buf's lines), and a
 * warning says the text was not JSON.
 */
static int parse_text(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	struct strbuf sb = STRBUF_INIT;
	const char *obuf = ctx->buf;
	size_t olen = ctx->len;
	int ret;

	if (probe_json(buf, len))
		return parse(ctx, buf, len);
	ret = py_repr_to_json(buf, len, &sb);
	if (ret <= 0) {
		strbuf_release(&sb);
		return ret < 0 ? ingest_error_at(ctx, buf, "out of memory")
			       : parse(ctx, buf, len);
	}
	ctx->buf = sb.buf;
	ctx->len = sb.len;
	ret = parse(ctx, sb.buf, sb.len);
	ctx->buf = obuf;
	ctx->len = olen;
	strbuf_release(&sb);
	return ret;
}

const struct ingest_format ingest_fio_json = {
    .name = "fio-json",
    .description = "fio --output-format=json / json+ (fio 2.x, 3.x, "
		   "client/server, printed as a Python dict)",
    .probe = probe,
    .parse = parse_text,
};
