/*
 * fio's normal text output, fio 1.x/2.x through 3.x.
 *
 * One run per fio invocation.  A run starts at its job header lines
 * ("NAME: (g=0): rw=..."), its "fio-X.Y" line or its first job block, and
 * ends where the next invocation begins (a header, version line or fio
 * command line after results, or a job block after the "Run status group"
 * / "Disk stats" sections) or at the end of the text.  A run is emitted
 * only once it is complete, because its run-wide figures (group status,
 * disk stats) come after its job blocks.
 *
 * Each job block gives one result per direction it prints (read, write,
 * trim; "mixed" with unified_rw_reporting has op unknown).  Figures are
 * stored as printed ("IOPS=22.0k" is 22000), converted with fio's unit
 * conventions through model/units.h: KiB/MiB binary, kB/MB decimal, and
 * fio 2.x's bare KB/MB binary.  numjobs is the "jobs=" the block prints
 * (1 for each job without group_reporting).  Conditions the output does not
 * print (direct, rwmixread, size, runtime option) come from a fio command
 * line earlier in the text, then from ctx->hint_command; see
 * ingest/fio_options.h.  Progress lines ("Jobs: ...") are skipped.
 *
 * A job block must reach its "issued" line: a block cut before it, or a
 * number that does not parse, is an error and nothing of the text is kept.
 */
#include "ingest/formats.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ingest/fio_options.h"
#include "ingest/lines.h"
#include "model/units.h"

#define MAX_PCT 64

enum { D_READ, D_WRITE, D_TRIM, D_MIXED, D_N };

struct xbuf {
	struct iodb_metric *v;
	size_t n, cap;
};

struct dir {
	int present;
	double iops, bw, io, runtime;
	struct iodb_lat slat, clat, lat;
	struct iodb_pct clat_pct[MAX_PCT];
	size_t n_clat_pct;
	struct iodb_pct lat_pct[MAX_PCT];
	size_t n_lat_pct;
	struct xbuf x;
};

struct job {
	const char *name; /* in the pool */
	int64_t groupid, jobs, depth;
	struct dir d[D_N];
	double cpu_usr, cpu_sys;
	struct xbuf x; /* job-wide figures, given to each direction */
	int complete;  /* its "issued" line was seen */
	long from, to;
};

struct header {
	const char *name;
	int64_t g;
	char rw[32];
	char ioengine[64];
	int64_t bs[3], iodepth;
};

enum state { S_NONE, S_CMD, S_JOB, S_PCT, S_GROUP, S_DISK };
enum pct_kind { P_NONE, P_CLAT, P_LAT, P_SLAT, P_SYNC };

struct parser {
	struct ingest_ctx *ctx;
	char **pool; /* strings of the current run */
	size_t n_pool, cap_pool;
	struct header *h;
	size_t nh, cap_h;
	struct job *jobs;
	size_t nj, cap_j;
	struct xbuf rx; /* run extras */
	char version[64];
	char *cmd;	/* the fio command of the current run */
	char *next_cmd; /* a command seen, for the next run */
	size_t next_cmd_len, next_cmd_cap;
	long run_from, run_to;
	int after_status; /* group status or disk stats seen */
	int started;	  /* the run has some content */
	enum units_conv conv;
	enum state st;
	enum pct_kind pk;
	double pct_factor;
	int cur_dir; /* -1 none */
	int64_t group;
	int emitted;
	/* the current line, NUL-terminated */
	char *L;
	size_t cap_L;
	long no;
};

/* Plain C-locale number: [-+]digits[.digits][e[-+]digits]. */
static int plain_num(const char *s, const char **end, double *out)
{
	const char *q = s;
	char tmp[64];
	size_t n;

	if (*q == '-' || *q == '+')
		q++;
	if (!isdigit((unsigned char)*q) &&
	    !(*q == '.' && isdigit((unsigned char)q[1])))
		return -EINVAL;
	while (isdigit((unsigned char)*q))
		q++;
	if (*q == '.')
		for (q++; isdigit((unsigned char)*q); q++)
			;
	if ((*q == 'e' || *q == 'E') &&
	    (isdigit((unsigned char)q[1]) ||
	     ((q[1] == '-' || q[1] == '+') && isdigit((unsigned char)q[2])))) {
		q += 2;
		while (isdigit((unsigned char)*q))
			q++;
	}
	n = (size_t)(q - s);
	if (n >= sizeof(tmp))
		return -EINVAL;
	memcpy(tmp, s, n);
	tmp[n] = '\0';
	*out = strtod(tmp, NULL);
	*end = q;
	return 0;
}

static const char *skip_sp(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

/* Whether a value ended properly: followed by nothing, a blank or one of
 * the separators fio prints. */
static int value_ends(const char *e, const char *also)
{
	return !*e || *e == ' ' || *e == '\t' || *e == ',' || *e == ';' ||
	       (also && strchr(also, *e));
}

static long col_of(const struct parser *p, const char *at)
{
	return (long)(at - p->L) + 1;
}

/* "expected X after KEY, found 'TOKEN'" at the position of the value. */
static int bad_value(struct parser *p, const char *at, const char *what,
		     const char *key)
{
	char tok[48];
	size_t n = 0;

	while (at[n] && at[n] != ',' && at[n] != ' ' && n < sizeof(tok) - 1)
		n++;
	memcpy(tok, at, n);
	tok[n] = '\0';
	return ingest_error(p->ctx, p->no, col_of(p, at),
			    "expected %s after '%s', found '%s'", what, key,
			    n ? tok : "end of line");
}

/* key= inside s at a word start (start, blank, ',', '(' before it). */
static const char *find_key(const char *s, const char *key)
{
	size_t kl = strlen(key);
	const char *q = s;

	while ((q = strstr(q, key))) {
		if (q == s || strchr(" \t,(", q[-1]))
			return q + kl;
		q += kl;
	}
	return NULL;
}

static char *pool_add(struct parser *p, char *s)
{
	if (!s)
		return NULL;
	if (p->n_pool == p->cap_pool) {
		size_t cap = p->cap_pool ? 2 * p->cap_pool : 64;
		char **v = realloc(p->pool, cap * sizeof(*v));

		if (!v) {
			free(s);
			return NULL;
		}
		p->pool = v;
		p->cap_pool = cap;
	}
	p->pool[p->n_pool++] = s;
	return s;
}

static const char *pool_fmt(struct parser *p, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static const char *pool_fmt(struct parser *p, const char *fmt, ...)
{
	va_list ap;
	char *s = NULL;
	int n;

	va_start(ap, fmt);
	n = vasprintf(&s, fmt, ap);
	va_end(ap);
	if (n < 0)
		return NULL;
	return pool_add(p, s);
}

static const char *pool_strn(struct parser *p, const char *s, size_t n)
{
	return pool_add(p, strndup(s, n));
}

static int x_add(struct xbuf *x, const char *name, double v, const char *unit)
{
	if (!name)
		return -ENOMEM;
	for (size_t i = 0; i < x->n; i++)
		if (!strcmp(x->v[i].name, name)) {
			x->v[i].value = v;
			return 0;
		}
	if (x->n == x->cap) {
		size_t cap = x->cap ? 2 * x->cap : 16;
		struct iodb_metric *m = realloc(x->v, cap * sizeof(*m));

		if (!m)
			return -ENOMEM;
		x->v = m;
		x->cap = cap;
	}
	x->v[x->n].name = name;
	x->v[x->n].value = v;
	x->v[x->n].unit = unit;
	x->n++;
	return 0;
}

static void x_free(struct xbuf *x)
{
	free(x->v);
	x->v = NULL;
	x->n = x->cap = 0;
}

static void job_init(struct job *j)
{
	static const struct iodb_lat none = IODB_LAT_INIT;

	memset(j, 0, sizeof(*j));
	j->groupid = -1;
	j->jobs = -1;
	j->depth = -1;
	j->cpu_usr = NAN;
	j->cpu_sys = NAN;
	for (int d = 0; d < D_N; d++) {
		j->d[d].iops = NAN;
		j->d[d].bw = NAN;
		j->d[d].io = NAN;
		j->d[d].runtime = NAN;
		j->d[d].slat = none;
		j->d[d].clat = none;
		j->d[d].lat = none;
	}
}

static void run_reset(struct parser *p)
{
	for (size_t i = 0; i < p->nj; i++) {
		for (int d = 0; d < D_N; d++)
			x_free(&p->jobs[i].d[d].x);
		x_free(&p->jobs[i].x);
	}
	p->nj = 0;
	p->nh = 0;
	x_free(&p->rx);
	for (size_t i = 0; i < p->n_pool; i++)
		free(p->pool[i]);
	p->n_pool = 0;
	free(p->cmd);
	p->cmd = NULL;
	p->version[0] = '\0';
	p->run_from = p->run_to = 0;
	p->after_status = 0;
	p->started = 0;
	p->conv = UNITS_DECIMAL;
	p->cur_dir = -1;
	p->group = -1;
}

static struct job *cur_job(struct parser *p)
{
	return p->nj ? &p->jobs[p->nj - 1] : NULL;
}

/* Conditions for job name: the run's command, then the user's hint. */
static void job_opts(struct parser *p, const char *name, struct fio_opts *o)
{
	struct fio_opts hint;

	fio_opts_init(o);
	if (p->cmd)
		fio_options_parse_cmdline(p->cmd, strlen(p->cmd), name, o);
	if (p->ctx->hint_command) {
		const char *hc = p->ctx->hint_command;

		if (!fio_options_parse_any(hc, strlen(hc), name, &hint))
			fio_opts_fill(o, &hint);
	}
}

static const struct header *find_header(const struct parser *p,
					const struct job *j)
{
	const struct header *any = NULL;

	for (size_t i = 0; i < p->nh; i++) {
		if (strcmp(p->h[i].name, j->name))
			continue;
		if (p->h[i].g == j->groupid)
			return &p->h[i];
		if (!any)
			any = &p->h[i];
	}
	return any;
}

static const enum iodb_op dir_op[D_N] = {
    IODB_OP_READ,
    IODB_OP_WRITE,
    IODB_OP_TRIM,
    IODB_OP_UNKNOWN,
};

static int emit_job(struct parser *p, const struct job *j)
{
	const struct header *h = find_header(p, j);
	struct iodb_metric *xs = NULL;
	struct fio_opts o;
	int ret = 0;

	job_opts(p, j->name, &o);
	for (int d = 0; d < D_N; d++) {
		const struct dir *dr = &j->d[d];
		struct iodb_result r = IODB_RESULT_INIT;
		size_t nx = dr->x.n + j->x.n;

		if (!dr->present)
			continue;
		r.job = j->name;
		r.groupid = j->groupid;
		r.op = dir_op[d];
		if (h) {
			r.pattern = fio_rw_pattern(h->rw);
			if (d < 3 && h->bs[d] > 0)
				r.bs = h->bs[d];
			r.iodepth = h->iodepth;
			if (fio_rw_mixed(h->rw) && o.n_set)
				r.mix_read_pct =
				    isnan(o.rwmixread) ? 50 : o.rwmixread;
		}
		if (r.iodepth < 0)
			r.iodepth = j->depth;
		r.numjobs = j->jobs;
		fio_opts_apply(&o, r.op, &r);
		r.iops = dr->iops;
		r.bw_bytes = dr->bw;
		r.io_bytes = dr->io;
		r.runtime_ns = dr->runtime;
		r.slat = dr->slat;
		r.clat = dr->clat;
		r.lat = dr->lat;
		r.cpu_usr = j->cpu_usr;
		r.cpu_sys = j->cpu_sys;
		r.clat_pct = dr->n_clat_pct ? dr->clat_pct : NULL;
		r.n_clat_pct = dr->n_clat_pct;
		r.lat_pct = dr->n_lat_pct ? dr->lat_pct : NULL;
		r.n_lat_pct = dr->n_lat_pct;
		if (nx) {
			xs = malloc(nx * sizeof(*xs));
			if (!xs) {
				ret = -ENOMEM;
				goto out;
			}
			if (dr->x.n)
				memcpy(xs, dr->x.v, dr->x.n * sizeof(*xs));
			if (j->x.n)
				memcpy(xs + dr->x.n, j->x.v,
				       j->x.n * sizeof(*xs));
		}
		r.extras = xs;
		r.n_extras = nx;
		r.line_from = j->from;
		r.line_to = j->to;
		ret = ingest_emit_result(p->ctx, &r);
		free(xs);
		xs = NULL;
		if (ret)
			goto out;
	}
out:
	free(xs);
	return ret;
}

/* Emit the current run, if it has results, and start afresh. */
static int finish_run(struct parser *p)
{
	struct iodb_run run = IODB_RUN_INIT;
	struct fio_opts o;
	char *json = NULL;
	int ret = 0;

	if (!p->nj) {
		if (p->nh) {
			ret = ingest_error(p->ctx, p->no, 0,
					   "expected the results of job '%s' "
					   "(a '%s: (groupid=' block), found "
					   "end of input",
					   p->h[0].name, p->h[0].name);
			goto out;
		}
		goto reset;
	}
	job_opts(p, p->jobs[0].name, &o);
	if (!o.ioengine[0] && p->nh)
		memcpy(o.ioengine, p->h[0].ioengine, sizeof(o.ioengine));
	json = fio_opts_json(&o);
	run.format = "fio-text";
	run.tool = "fio";
	run.tool_version = p->version[0] ? p->version : NULL;
	run.command = p->cmd ? p->cmd : p->ctx->hint_command;
	run.options_json = json;
	if (!strncmp(o.filename, "/dev/", 5))
		run.device = o.filename;
	run.extras = p->rx.n ? p->rx.v : NULL;
	run.n_extras = p->rx.n;
	run.line_from = p->run_from;
	run.line_to = p->run_to;
	ret = ingest_emit_run(p->ctx, &run);
	if (ret)
		goto out;
	p->emitted++;
	for (size_t i = 0; i < p->nj; i++) {
		ret = emit_job(p, &p->jobs[i]);
		if (ret)
			goto out;
	}
reset:
	run_reset(p);
out:
	free(json);
	return ret;
}

static void touch(struct parser *p)
{
	if (!p->started) {
		p->started = 1;
		p->run_from = p->no;
		if (p->next_cmd) {
			p->cmd = p->next_cmd;
			p->next_cmd = NULL;
		}
	}
	p->run_to = p->no;
}

/* The job block before this line is over: it must have been complete. */
static int close_job(struct parser *p, const char *found)
{
	struct job *j = cur_job(p);

	if (p->st != S_JOB && p->st != S_PCT)
		return 0;
	p->st = S_NONE;
	p->cur_dir = -1;
	if (j && !j->complete)
		return ingest_error(p->ctx, p->no, 0,
				    "expected the rest of job '%s' (cpu, IO "
				    "depths and issued lines) after line %ld, "
				    "found %s (the job block is cut short)",
				    j->name, j->to, found);
	return 0;
}

/* "(R) 4096B-4096B" or "4K-4K": one size, or -1 when min and max differ. */
static int parse_bs_range(const char *s, const char **end, int64_t *out)
{
	double a, b;
	const char *e;

	if (units_size(s, &e, UNITS_BINARY, UNITS_COMMA_THOUSANDS, &a))
		return -EINVAL;
	*out = (int64_t)a;
	if (*e == '-') {
		if (units_size(e + 1, &e, UNITS_BINARY, UNITS_COMMA_THOUSANDS,
			       &b))
			return -EINVAL;
		if (b != a)
			*out = -1;
	}
	*end = e;
	return 0;
}

/* "NAME: (g=0): rw=randrw, bs=(R) 4096B-4096B, ..., ioengine=x, iodepth=1" */
static int parse_header(struct parser *p, const char *t, const char *g)
{
	struct header *h;
	const char *s, *e;
	double v;

	if (p->nh == p->cap_h) {
		size_t cap = p->cap_h ? 2 * p->cap_h : 8;
		struct header *n = realloc(p->h, cap * sizeof(*n));

		if (!n)
			return -ENOMEM;
		p->h = n;
		p->cap_h = cap;
	}
	h = &p->h[p->nh];
	memset(h, 0, sizeof(*h));
	h->g = -1;
	h->iodepth = -1;
	h->bs[0] = h->bs[1] = h->bs[2] = -1;
	h->name = pool_strn(p, t, (size_t)(g - t));
	if (!h->name)
		return -ENOMEM;
	s = g + 5; /* past ": (g=" */
	if (plain_num(s, &e, &v) || *e != ')')
		return bad_value(p, s, "a group number", "(g=");
	h->g = (int64_t)v;
	s = find_key(e, "rw=");
	if (s) {
		size_t n = strcspn(s, ", ");

		if (n >= sizeof(h->rw))
			n = sizeof(h->rw) - 1;
		memcpy(h->rw, s, n);
	}
	s = find_key(e, "bs=");
	if (s) {
		int d = 0;

		while (d < 3) {
			int k = d;

			if (s[0] == '(' && s[1] && s[2] == ')') {
				k = s[1] == 'R' ? 0 : s[1] == 'W' ? 1 : 2;
				s = skip_sp(s + 3);
			}
			if (parse_bs_range(s, &e, &h->bs[k]))
				return bad_value(p, s, "a block size range",
						 "bs=");
			d++;
			if (*e == '/') {
				s = e + 1;
			} else if (e[0] == ',' && e[1] == ' ' && e[2] == '(') {
				s = e + 2;
			} else {
				break;
			}
		}
	}
	s = find_key(e, "ioengine=");
	if (s) {
		size_t n = strcspn(s, ", ");

		if (n >= sizeof(h->ioengine))
			n = sizeof(h->ioengine) - 1;
		memcpy(h->ioengine, s, n);
	}
	s = find_key(e, "iodepth=");
	if (s) {
		if (plain_num(s, &e, &v) || !value_ends(e, NULL))
			return bad_value(p, s, "a number", "iodepth=");
		h->iodepth = (int64_t)v;
	}
	p->nh++;
	return 0;
}

/* "NAME: (groupid=0, jobs=16): err= 0: pid=..." */
static int parse_job_start(struct parser *p, const char *t, const char *g)
{
	struct job *j;
	const char *s, *e;
	double v;

	if (p->nj == p->cap_j) {
		size_t cap = p->cap_j ? 2 * p->cap_j : 8;
		struct job *n = realloc(p->jobs, cap * sizeof(*n));

		if (!n)
			return -ENOMEM;
		p->jobs = n;
		p->cap_j = cap;
	}
	j = &p->jobs[p->nj];
	job_init(j);
	p->nj++;
	j->from = j->to = p->no;
	j->name = pool_strn(p, t, (size_t)(g - t));
	if (!j->name)
		return -ENOMEM;
	s = g + strlen(": (groupid=");
	if (plain_num(s, &e, &v) || (*e != ',' && *e != ')'))
		return bad_value(p, s, "a group id", "groupid=");
	j->groupid = (int64_t)v;
	s = find_key(e, "jobs=");
	if (s) {
		if (plain_num(s, &e, &v) || *e != ')')
			return bad_value(p, s, "a job count", "jobs=");
		j->jobs = (int64_t)v;
	}
	s = find_key(e, "err=");
	if (s) {
		s = skip_sp(s);
		if (plain_num(s, &e, &v))
			return bad_value(p, s, "an error number", "err=");
		if (v != 0 && x_add(&j->x, "err", v, "count"))
			return -ENOMEM;
	}
	p->cur_dir = -1;
	p->st = S_JOB;
	return 0;
}

/* "read: IOPS=48, BW=6267KiB/s (6417kB/s)(367MiB/60030msec)" or
 * "read : io=32768MB, bw=371947KB/s, iops=92986, runt= 90213msec" */
static int parse_dir(struct parser *p, struct job *j, int d, const char *s)
{
	struct dir *dr = &j->d[d];
	const char *v, *e;

	static const char *const names[] = {"read", "write", "trim", "mixed"};

	if (dr->present)
		return ingest_error(p->ctx, p->no, col_of(p, s),
				    "expected one '%s' line per job, found "
				    "another",
				    names[d]);
	dr->present = 1;
	p->cur_dir = d;
	v = find_key(s, "IOPS=");
	if (v) {
		if (units_count(v, &e, &dr->iops) || !value_ends(e, NULL))
			return bad_value(p, v, "an IOPS figure", "IOPS=");
		v = find_key(e, "BW=");
		if (!v)
			return ingest_error(p->ctx, p->no, col_of(p, e),
					    "expected 'BW=' after 'IOPS='");
		if (units_rate(v, &e, p->conv, UNITS_COMMA_THOUSANDS,
			       &dr->bw) ||
		    !value_ends(e, "("))
			return bad_value(p, v, "a rate", "BW=");
		/* skip " (6417kB/s)" to "(367MiB/60030msec)" */
		e = skip_sp(e);
		if (*e == '(' && strchr(e + 1, '(')) {
			e = strchr(e + 1, ')');
			e = e ? skip_sp(e + 1) : NULL;
		}
		if (!e || *e != '(')
			return ingest_error(p->ctx, p->no, 0,
					    "expected '(IO/RUNTIME)' after "
					    "'BW='");
		v = e + 1;
		if (units_size(v, &e, p->conv, UNITS_COMMA_THOUSANDS,
			       &dr->io) ||
		    *e != '/')
			return bad_value(p, v, "an IO size", "(");
		v = e + 1;
		if (units_duration(v, &e, UNITS_COMMA_THOUSANDS,
				   &dr->runtime) ||
		    *e != ')')
			return bad_value(p, v, "a runtime", "/");
		return 0;
	}
	/* fio 1.x/2.x: bare KB and MB are binary */
	p->conv = UNITS_BINARY;
	v = find_key(s, "io=");
	if (!v)
		return ingest_error(p->ctx, p->no, col_of(p, s),
				    "expected 'IOPS=' or 'io=' in the '%.*s' "
				    "line",
				    (int)strcspn(s, " :"), s);
	if (units_size(v, &e, p->conv, UNITS_COMMA_THOUSANDS, &dr->io) ||
	    !value_ends(e, NULL))
		return bad_value(p, v, "an IO size", "io=");
	v = find_key(s, "bw=");
	if (!v ||
	    units_rate(skip_sp(v), &e, p->conv, UNITS_COMMA_THOUSANDS,
		       &dr->bw) ||
	    !value_ends(e, NULL))
		return bad_value(p, v ? v : s, "a rate", "bw=");
	v = find_key(s, "iops=");
	if (!v || units_count(skip_sp(v), &e, &dr->iops) ||
	    !value_ends(e, NULL))
		return bad_value(p, v ? v : s, "an IOPS figure", "iops=");
	v = find_key(s, "runt=");
	if (!v ||
	    units_duration(skip_sp(v), &e, UNITS_COMMA_THOUSANDS,
			   &dr->runtime) ||
	    !value_ends(e, NULL))
		return bad_value(p, v ? v : s, "a runtime", "runt=");
	return 0;
}

/* The time unit in "(usec)"; *end past ')'. */
static double paren_time_unit(const char *s, const char **end)
{
	const char *o = strchr(s, '('), *c;

	if (!o)
		return NAN;
	c = strchr(o, ')');
	if (!c)
		return NAN;
	*end = c + 1;
	return units_time_factor(o + 1, (unsigned long)(c - o - 1));
}

/* "min=381, max=49139, avg=5548.08, stdev=6114.22" in unit f */
static int parse_lat(struct parser *p, const char *s, double f,
		     struct iodb_lat *l)
{
	static const char *const keys[] = {"min=", "max=", "avg=", "stdev="};
	double v[4];
	const char *q, *e;

	for (int i = 0; i < 4; i++) {
		q = find_key(s, keys[i]);
		if (!q)
			return ingest_error(p->ctx, p->no, 0,
					    "expected '%s' in the latency line",
					    keys[i]);
		q = skip_sp(q);
		if ((i < 2 ? units_count(q, &e, &v[i])
			   : plain_num(q, &e, &v[i])) ||
		    !value_ends(e, NULL))
			return bad_value(p, q, "a number", keys[i]);
	}
	l->min = v[0] * f;
	l->max = v[1] * f;
	l->mean = v[2] * f;
	l->stddev = v[3] * f;
	return 0;
}

/* "1.00th" -> "p1", "99.90th" -> "p99_9" */
static const char *pct_name(struct parser *p, const char *pre, double pct)
{
	char b[32], *d;

	snprintf(b, sizeof(b), "%g", pct);
	d = strchr(b, '.');
	if (d)
		*d = '_';
	return pool_fmt(p, "%s_p%s", pre, b);
}

/* "|  1.00th=[ 3152],  5.00th=[ 3312], ..." */
static int parse_pct_line(struct parser *p, struct job *j, const char *s)
{
	struct dir *dr = p->cur_dir >= 0 ? &j->d[p->cur_dir] : NULL;
	const char *e;
	double pct, v;

	s++; /* '|' */
	for (;;) {
		s = skip_sp(s);
		if (*s == ',')
			s = skip_sp(s + 1);
		if (!*s)
			break;
		if (plain_num(s, &e, &pct) || strncmp(e, "th=[", 4))
			return bad_value(p, s, "a percentile 'N.NNth=['", "|");
		s = skip_sp(e + 4);
		if (plain_num(s, &e, &v) || *skip_sp(e) != ']')
			return bad_value(p, s, "a number", "th=[");
		s = skip_sp(e) + 1;
		v *= p->pct_factor;
		if (p->pk == P_CLAT && dr && dr->n_clat_pct < MAX_PCT) {
			dr->clat_pct[dr->n_clat_pct].pct = pct;
			dr->clat_pct[dr->n_clat_pct++].ns = v;
		} else if (p->pk == P_LAT && dr && dr->n_lat_pct < MAX_PCT) {
			dr->lat_pct[dr->n_lat_pct].pct = pct;
			dr->lat_pct[dr->n_lat_pct++].ns = v;
		} else if (p->pk == P_SLAT && dr) {
			if (x_add(&dr->x, pct_name(p, "slat", pct), v, "ns"))
				return -ENOMEM;
		} else if (p->pk == P_SYNC) {
			if (x_add(&j->x, pct_name(p, "sync", pct), v, "ns"))
				return -ENOMEM;
		}
	}
	return 0;
}

/* "bw (  KiB/s): min= 1424, max= 3832, per=100.00%, avg=3063.66, ..." */
static int parse_bw_samples(struct parser *p, struct dir *dr, const char *s)
{
	static const char *const keys[] = {
	    "min=", "max=", "per=", "avg=", "stdev=", "samples="};
	static const char *const names[] = {"bw_min",	  "bw_max",
					    "bw_agg_pct", "bw_mean",
					    "bw_stdev",	  "bw_samples"};
	static const char *const units[] = {"bytes/s", "bytes/s", "pct",
					    "bytes/s", "bytes/s", "count"};
	const char *o = strchr(s, '('), *c = o ? strchr(o, ')') : NULL;
	const char *q, *e;
	char unit[16];
	size_t n = 0;
	double f, v;

	if (!c)
		return ingest_error(p->ctx, p->no, col_of(p, s),
				    "expected 'bw (UNIT/s):'");
	for (q = o + 1; q < c && n < sizeof(unit) - 1; q++)
		if (*q != ' ')
			unit[n++] = *q;
	unit[n] = '\0';
	if (n > 2 && !strcmp(unit + n - 2, "/s"))
		n -= 2;
	/* fio computes bw samples in KiB/s whatever its kb_base; with
	 * kb_base=1000 it still labels them "kB/s" (the JSON says KiB) */
	f = units_size_factor(unit, (unsigned long)n, UNITS_BINARY);
	if (isnan(f))
		return ingest_error(p->ctx, p->no, col_of(p, o + 1),
				    "expected a rate unit in 'bw (', found "
				    "'%s'",
				    unit);
	for (int i = 0; i < 6; i++) {
		q = find_key(c, keys[i]);
		if (!q) {
			if (i == 5) /* samples= is fio 3.x only */
				break;
			return ingest_error(p->ctx, p->no, 0,
					    "expected '%s' in the 'bw' line",
					    keys[i]);
		}
		q = skip_sp(q);
		if (plain_num(q, &e, &v) || !value_ends(e, "%"))
			return bad_value(p, q, "a number", keys[i]);
		if (i != 2 && i != 5)
			v *= f;
		if (x_add(&dr->x, names[i], v, units[i]))
			return -ENOMEM;
	}
	return 0;
}

/* "iops : min= 356, max= 958, avg=765.91, stdev=68.09, samples=513" */
static int parse_iops_samples(struct parser *p, struct dir *dr, const char *s)
{
	static const char *const keys[] = {
	    "min=", "max=", "avg=", "stdev=", "samples="};
	static const char *const names[] = {"iops_min", "iops_max", "iops_mean",
					    "iops_stdev", "iops_samples"};
	const char *q, *e;
	double v;

	for (int i = 0; i < 5; i++) {
		q = find_key(s, keys[i]);
		if (!q)
			continue;
		q = skip_sp(q);
		if (plain_num(q, &e, &v) || !value_ends(e, NULL))
			return bad_value(p, q, "a number", keys[i]);
		if (x_add(&dr->x, names[i], v, i == 4 ? "count" : "iops"))
			return -ENOMEM;
	}
	return 0;
}

/* "KEY=V%, KEY=V%, >=64=100.0%" as extras PREFIX_KEY (>= as "ge") */
static int parse_dist(struct parser *p, struct xbuf *x, const char *prefix,
		      const char *s)
{
	const char *e;
	double v;

	for (;;) {
		const char *k;
		size_t kl;
		int ge = 0;

		s = skip_sp(s);
		if (*s == ',')
			s = skip_sp(s + 1);
		if (!*s)
			break;
		if (s[0] == '>' && s[1] == '=') {
			ge = 1;
			s += 2;
		}
		k = s;
		while (isdigit((unsigned char)*s))
			s++;
		kl = (size_t)(s - k);
		if (!kl || *s != '=')
			return bad_value(p, k, "'N=PCT%'", prefix);
		s++;
		if (plain_num(s, &e, &v) || *e != '%')
			return bad_value(p, s, "a percentage", prefix);
		s = e + 1;
		if (x_add(x,
			  pool_fmt(p, "%s_%s%.*s", prefix, ge ? "ge" : "",
				   (int)kl, k),
			  v, "pct"))
			return -ENOMEM;
	}
	return 0;
}

/* "total=196498,65646,0,0" / "total=r=8388608/w=0/d=0" / "total=0/1/0" */
static int parse_issued(struct parser *p, struct job *j, const char *s)
{
	static const char *const keys[] = {
	    "total=", "short=", "dropped=", "drop="};
	static const char *const names[] = {"issued", "issued_short",
					    "issued_dropped", "issued_dropped"};

	for (int k = 0; k < 4; k++) {
		const char *q = find_key(s, keys[k]), *e;
		double v;

		if (!q)
			continue;
		for (int d = 0; d < 4; d++) {
			if (isalpha((unsigned char)q[0]) && q[1] == '=')
				q += 2;
			if (plain_num(q, &e, &v) || !value_ends(e, "/"))
				return bad_value(p, q, "a count", keys[k]);
			if (d < D_MIXED &&
			    x_add(&j->d[d].x, names[k], v, "count"))
				return -ENOMEM;
			if (*e != ',' && *e != '/')
				break;
			if (*e == ',' && !isdigit((unsigned char)e[1]))
				break;
			q = e + 1;
		}
	}
	j->complete = 1;
	return 0;
}

/* "cpu : usr=6.95%, sys=38.42%, ctx=73206, majf=0, minf=26" */
static int parse_cpu(struct parser *p, struct job *j, const char *s)
{
	static const char *const keys[] = {
	    "usr=", "sys=", "ctx=", "majf=", "minf="};
	const char *q, *e;
	double v;

	for (int i = 0; i < 5; i++) {
		q = find_key(s, keys[i]);
		if (!q)
			continue;
		if (plain_num(q, &e, &v) || !value_ends(e, "%"))
			return bad_value(p, q, "a number", keys[i]);
		if (i == 0)
			j->cpu_usr = v;
		else if (i == 1)
			j->cpu_sys = v;
		else if (x_add(&j->x,
			       i == 2	? "ctx"
			       : i == 3 ? "majf"
					: "minf",
			       v, "count"))
			return -ENOMEM;
	}
	return 0;
}

/* "READ: bw=3043KiB/s (3116kB/s), 3043KiB/s-3043KiB/s (...), io=768MiB
 * (805MB), run=258306-258306msec" or fio 2.x "READ: io=32768MB,
 * aggrb=371946KB/s, minb=..., maxb=..., mint=90213msec, maxt=90213msec" */
static int parse_group(struct parser *p, const char *op, const char *s)
{
	const char *q, *e;
	double v, a, b;
	char g[32];

	if (p->group >= 0)
		snprintf(g, sizeof(g), "group%lld", (long long)p->group);
	else
		snprintf(g, sizeof(g), "group");
#define GX(name, val, unit)                                                    \
	do {                                                                   \
		if (x_add(&p->rx, pool_fmt(p, "%s.%s.%s", g, op, name), val,   \
			  unit))                                               \
			return -ENOMEM;                                        \
	} while (0)
	q = find_key(s, "io=");
	if (q) {
		if (units_size(q, &e, p->conv, UNITS_COMMA_THOUSANDS, &v) ||
		    !value_ends(e, "("))
			return bad_value(p, q, "an IO size", "io=");
		GX("io", v, "bytes");
	}
	q = find_key(s, "aggrb=");
	if (q) {
		static const char *const k2[] = {"aggrb=", "minb=", "maxb="};
		static const char *const n2[] = {"bw", "bw_min", "bw_max"};

		for (int i = 0; i < 3; i++) {
			q = find_key(s, k2[i]);
			if (!q)
				continue;
			if (units_rate(q, &e, p->conv, UNITS_COMMA_THOUSANDS,
				       &v) ||
			    !value_ends(e, NULL))
				return bad_value(p, q, "a rate", k2[i]);
			GX(n2[i], v, "bytes/s");
		}
		q = find_key(s, "mint=");
		if (q && !units_duration(q, &e, UNITS_COMMA_THOUSANDS, &v))
			GX("run_min", v, "ns");
		q = find_key(s, "maxt=");
		if (q && !units_duration(q, &e, UNITS_COMMA_THOUSANDS, &v))
			GX("run_max", v, "ns");
		return 0;
	}
	q = find_key(s, "bw=");
	if (!q)
		return ingest_error(p->ctx, p->no, col_of(p, s),
				    "expected 'bw=' or 'aggrb=' in the group "
				    "status line");
	if (units_rate(q, &e, p->conv, UNITS_COMMA_THOUSANDS, &v) ||
	    !value_ends(e, "("))
		return bad_value(p, q, "a rate", "bw=");
	GX("bw", v, "bytes/s");
	e = skip_sp(e);
	if (*e == '(') {
		e = strchr(e, ')');
		e = e ? e + 1 : "";
	}
	if (*e == ',') {
		q = skip_sp(e + 1);
		if (units_rate(q, &e, p->conv, UNITS_COMMA_THOUSANDS, &a) ||
		    *e != '-' ||
		    units_rate(e + 1, &e, p->conv, UNITS_COMMA_THOUSANDS, &b))
			return bad_value(p, q, "a rate range 'MIN-MAX'", "bw=");
		GX("bw_min", a, "bytes/s");
		GX("bw_max", b, "bytes/s");
	}
	q = find_key(s, "run=");
	if (q) {
		const char *u;
		double f;

		if (plain_num(q, &e, &a) || *e != '-' ||
		    plain_num(e + 1, &e, &b))
			return bad_value(p, q, "a runtime range 'MIN-MAXmsec'",
					 "run=");
		u = e;
		while (isalpha((unsigned char)*e))
			e++;
		f = units_time_factor(u, (unsigned long)(e - u));
		if (isnan(f) || !value_ends(e, NULL))
			return bad_value(p, q, "a runtime range 'MIN-MAXmsec'",
					 "run=");
		GX("run_min", a * f, "ns");
		GX("run_max", b * f, "ns");
	}
#undef GX
	return 0;
}

/* "nvme0n1: ios=8386313/19379, merge=0/0, ticks=877396/60, in_queue=880100,
 * util=100.00%" */
static int parse_disk(struct parser *p, const char *t, const char *colon)
{
	const char *name = pool_strn(p, t, (size_t)(colon - t));
	const char *s = colon + 1, *e;

	if (!name)
		return -ENOMEM;
	for (;;) {
		const char *k;
		size_t kl;
		double a, b, f = 1;
		int ticks, two = 0;

		s = skip_sp(s);
		if (*s == ',')
			s = skip_sp(s + 1);
		if (!*s)
			break;
		k = s;
		while (*s && *s != '=' && *s != ',' && *s != ' ')
			s++;
		if (*s != '=')
			return bad_value(p, k, "'KEY=VALUE'", name);
		kl = (size_t)(s - k);
		s++;
		if (plain_num(s, &e, &a))
			return bad_value(p, s, "a number", name);
		if (*e == '/') {
			if (plain_num(e + 1, &e, &b))
				return bad_value(p, s, "a number", name);
			two = 1;
		}
		if (*e == '%')
			e++;
		if (!value_ends(e, NULL))
			return bad_value(p, s, "a number", name);
		s = e;
		ticks = (kl >= 5 && !memcmp(k, "ticks", 5)) ||
			(kl >= 8 && !memcmp(k, "in_queue", 8)) ||
			(kl >= 9 && !memcmp(k + 4, "ticks", 5)) ||
			(kl >= 12 && !memcmp(k + 4, "in_queue", 8));
		if (ticks)
			f = units_time_factor("msec", 4);
		if (two) {
			if (x_add(&p->rx,
				  pool_fmt(p, "disk.%s.read_%.*s", name,
					   (int)kl, k),
				  a * f, ticks ? "ns" : "count") ||
			    x_add(&p->rx,
				  pool_fmt(p, "disk.%s.write_%.*s", name,
					   (int)kl, k),
				  b * f, ticks ? "ns" : "count"))
				return -ENOMEM;
		} else {
			const char *unit = "count";

			if (ticks)
				unit = "ns";
			else if (kl >= 4 && !memcmp(k + kl - 4, "util", 4))
				unit = "pct";
			if (x_add(&p->rx,
				  pool_fmt(p, "disk.%s.%.*s", name, (int)kl, k),
				  a * f, unit))
				return -ENOMEM;
		}
	}
	return 0;
}

static int is_word_colon(const char *s, const char *w)
{
	size_t n = strlen(w);

	if (strncmp(s, w, n))
		return 0;
	s = skip_sp(s + n);
	return *s == ':';
}

/* A line inside a job block. */
static int job_line(struct parser *p, struct job *j, const char *t)
{
	static const char *const dirs[] = {"read", "write", "trim", "mixed"};
	struct dir *dr = p->cur_dir >= 0 ? &j->d[p->cur_dir] : NULL;
	const char *e;
	double f;

	j->to = p->no;
	for (int d = 0; d < D_N; d++)
		if (is_word_colon(t, dirs[d]) && !j->complete)
			return parse_dir(p, j, d, strchr(t, ':') + 1);
	if (strstr(t, "percentiles") && strchr(t, '(') &&
	    t[strlen(t) - 1] == ':') {
		p->st = S_PCT;
		p->pk = P_NONE;
		p->pct_factor = paren_time_unit(strstr(t, "percentiles"), &e);
		if (isnan(p->pct_factor))
			return ingest_error(p->ctx, p->no, col_of(p, t),
					    "expected a time unit in "
					    "'percentiles (UNIT):'");
		if (!strncmp(t, "clat percentiles", 16))
			p->pk = P_CLAT;
		else if (!strncmp(t, "lat percentiles", 15))
			p->pk = P_LAT;
		else if (!strncmp(t, "slat percentiles", 16))
			p->pk = P_SLAT;
		else if (!strncmp(t, "sync percentiles", 16))
			p->pk = P_SYNC;
		if ((p->pk == P_CLAT || p->pk == P_LAT || p->pk == P_SLAT) &&
		    !dr)
			return ingest_error(p->ctx, p->no, col_of(p, t),
					    "expected 'read:' or 'write:' "
					    "before the percentiles");
		return 0;
	}
	if ((!strncmp(t, "slat (", 6) || !strncmp(t, "clat (", 6) ||
	     !strncmp(t, "lat (", 5) || !strncmp(t, "sync (", 6)) &&
	    strstr(t, "min=")) {
		struct iodb_lat l = IODB_LAT_INIT;
		int ret;

		f = paren_time_unit(t, &e);
		if (isnan(f))
			return ingest_error(p->ctx, p->no, col_of(p, t),
					    "expected a time unit in '(UNIT)'");
		ret = parse_lat(p, e, f, &l);
		if (ret)
			return ret;
		if (t[0] == 's' && t[1] == 'y') {
			if (x_add(&j->x, "sync_min", l.min, "ns") ||
			    x_add(&j->x, "sync_max", l.max, "ns") ||
			    x_add(&j->x, "sync_mean", l.mean, "ns") ||
			    x_add(&j->x, "sync_stdev", l.stddev, "ns"))
				return -ENOMEM;
			return 0;
		}
		if (!dr)
			return ingest_error(p->ctx, p->no, col_of(p, t),
					    "expected 'read:' or 'write:' "
					    "before the latency line");
		if (t[0] == 's')
			dr->slat = l;
		else if (t[0] == 'c')
			dr->clat = l;
		else
			dr->lat = l;
		return 0;
	}
	if (!strncmp(t, "lat (", 5)) {
		const char *c = strchr(t, ')');
		char pre[32];

		if (!c || !strchr(c, ':'))
			return 0;
		snprintf(pre, sizeof(pre), "latency_%.*s",
			 (int)(c - t - 5 > 6 ? 6 : c - t - 5), t + 5);
		if (pre[8] && pre[9] == 's' && strlen(pre) == 12)
			pre[10] = '\0'; /* "usec" -> "us" */
		return parse_dist(p, &j->x, pre, strchr(c, ':') + 1);
	}
	if (!strncmp(t, "bw (", 4) || !strncmp(t, "bw(", 3)) {
		if (!dr)
			return ingest_error(p->ctx, p->no, col_of(p, t),
					    "expected 'read:' or 'write:' "
					    "before the 'bw' line");
		return parse_bw_samples(p, dr, t);
	}
	if (is_word_colon(t, "iops")) {
		if (!dr)
			return ingest_error(p->ctx, p->no, col_of(p, t),
					    "expected 'read:' or 'write:' "
					    "before the 'iops' line");
		return parse_iops_samples(p, dr, strchr(t, ':') + 1);
	}
	if (is_word_colon(t, "cpu"))
		return parse_cpu(p, j, strchr(t, ':') + 1);
	if (is_word_colon(t, "IO depths"))
		return parse_dist(p, &j->x, "iodepth", strchr(t, ':') + 1);
	if (is_word_colon(t, "submit"))
		return parse_dist(p, &j->x, "iodepth_submit",
				  strchr(t, ':') + 1);
	if (is_word_colon(t, "complete"))
		return parse_dist(p, &j->x, "iodepth_complete",
				  strchr(t, ':') + 1);
	if (!strncmp(t, "issued", 6) && strstr(t, "total="))
		return parse_issued(p, j, t);
	if (is_word_colon(t, "latency")) {
		const char *q = find_key(t, "depth=");
		double v;

		if (q && !plain_num(q, &e, &v) && value_ends(e, NULL))
			j->depth = (int64_t)v;
		return 0;
	}
	if (j->complete) {
		/* whatever follows a complete block is not fio's */
		p->st = S_NONE;
		p->cur_dir = -1;
		j->to = p->no - 1;
	}
	return 0;
}

/* Classify and handle one line (NUL-terminated in p->L, t trimmed). */
static int do_line(struct parser *p, const char *t)
{
	const char *g;
	long off;
	size_t cl;
	int ret;

	if (p->st == S_CMD) {
		size_t n = strlen(t);
		char *c = realloc(p->next_cmd, p->next_cmd_len + n + 2);

		if (!c)
			return -ENOMEM;
		p->next_cmd = c;
		c[p->next_cmd_len++] = '\n';
		memcpy(c + p->next_cmd_len, t, n + 1);
		p->next_cmd_len += n;
		if (!n || t[n - 1] != '\\')
			p->st = S_NONE;
		return 0;
	}
	if (p->st == S_PCT) {
		struct job *j = cur_job(p);

		if (t[0] == '|') {
			j->to = p->no;
			return parse_pct_line(p, j, t);
		}
		p->st = S_JOB;
	}
	if (!*t) {
		if (p->st == S_GROUP || p->st == S_DISK)
			p->st = S_NONE;
		return 0;
	}
	if (!strncmp(t, "Jobs:", 5)) {
		/* progress; a job block may be glued after it */
		g = strstr(t, ": (groupid=");
		if (!g)
			return 0;
		while (g > t && g[-1] != ']' && g[-1] != ' ')
			g--;
		t = g;
	}
	g = strstr(t, ": (groupid=");
	if (g && g > t) {
		ret = close_job(p, "the next job");
		if (ret)
			return ret;
		if (p->after_status) {
			ret = finish_run(p);
			if (ret)
				return ret;
		}
		touch(p);
		return parse_job_start(p, t, g);
	}
	g = strstr(t, ": (g=");
	if (g && g > t && strstr(g, "rw=")) {
		ret = close_job(p, "a job header line");
		if (!ret && p->nj)
			ret = finish_run(p);
		if (ret)
			return ret;
		touch(p);
		return parse_header(p, t, g);
	}
	/* "fio-3.33", "fio-3.36-17-gafdde5"; fio 2.0 printed "fio 2.0.8" */
	if ((!strncmp(t, "fio-", 4) || !strncmp(t, "fio ", 4)) &&
	    isdigit((unsigned char)t[4]) && !strchr(t + 4, ' ')) {
		ret = close_job(p, "a fio version line");
		if (!ret && p->nj)
			ret = finish_run(p);
		if (ret)
			return ret;
		touch(p);
		snprintf(p->version, sizeof(p->version), "%s", t);
		/* fio 1.x and 2.x print binary sizes as KB and MB */
		if (t[4] == '1' || t[4] == '2')
			p->conv = UNITS_BINARY;
		return 0;
	}
	if (!strncmp(t, "Run status group", 16)) {
		double v;
		const char *e;

		ret = close_job(p, "'Run status group'");
		if (ret)
			return ret;
		if (!p->nj)
			return ingest_error(p->ctx, p->no, col_of(p, t),
					    "expected job results before "
					    "'Run status group'");
		touch(p);
		p->after_status = 1;
		p->group = -1;
		if (!plain_num(skip_sp(t + 16), &e, &v))
			p->group = (int64_t)v;
		p->st = S_GROUP;
		return 0;
	}
	if (!strncmp(t, "Disk stats", 10)) {
		ret = close_job(p, "'Disk stats'");
		if (ret)
			return ret;
		if (p->started) {
			touch(p);
			p->after_status = 1;
			p->st = S_DISK;
		}
		return 0;
	}
	if (p->st == S_JOB) {
		ret = job_line(p, cur_job(p), t);
		/* a line after a complete block may still be a command */
		if (ret || p->st != S_NONE)
			return ret;
	}
	if (p->st == S_GROUP) {
		static const char *const ops[] = {"READ", "WRITE", "TRIM",
						  "MIXED"};
		static const char *const lo[] = {"read", "write", "trim",
						 "mixed"};

		for (int i = 0; i < 4; i++)
			if (is_word_colon(t, ops[i])) {
				touch(p);
				return parse_group(p, lo[i],
						   strchr(t, ':') + 1);
			}
		p->st = S_NONE;
	}
	if (p->st == S_DISK) {
		const char *c = strchr(t, ':');

		if (c && c > t && strstr(c, "ios=")) {
			touch(p);
			return parse_disk(p, t, c);
		}
		p->st = S_NONE;
	}
	off = fio_options_find_command(t, strlen(t), &cl);
	if (off >= 0) {
		if (p->nj) {
			ret = finish_run(p);
			if (ret)
				return ret;
		}
		free(p->next_cmd);
		p->next_cmd = strndup(t + off, cl);
		if (!p->next_cmd)
			return -ENOMEM;
		p->next_cmd_len = cl;
		if (cl && t[off + (long)cl - 1] == '\\')
			p->st = S_CMD;
		if (p->started && !p->nj && !p->cmd) {
			p->cmd = p->next_cmd;
			p->next_cmd = NULL;
		}
		return 0;
	}
	return 0;
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	struct parser p = {.ctx = ctx};
	struct line_iter it;
	struct text_line ln;
	int ret = 0;

	run_reset(&p);
	lines_init(&it, buf, len);
	while (lines_next(&it, &ln)) {
		char *t;

		p.no = ln.no;
		if (ln.len + 1 > p.cap_L) {
			char *n = realloc(p.L, ln.len + 1);

			if (!n) {
				ret = -ENOMEM;
				goto out;
			}
			p.L = n;
			p.cap_L = ln.len + 1;
		}
		memcpy(p.L, ln.s, ln.len);
		p.L[ln.len] = '\0'; /* a stray NUL inside ends the line */
		t = p.L;
		while (*t == ' ' || *t == '\t')
			t++;
		{
			size_t n = strlen(t);

			while (n && isspace((unsigned char)t[n - 1]))
				t[--n] = '\0';
		}
		ret = do_line(&p, t);
		if (ret)
			goto out;
	}
	ret = close_job(&p, "end of input");
	if (ret)
		goto out;
	ret = finish_run(&p);
	if (ret)
		goto out;
	if (!p.emitted)
		ret = ingest_error(ctx, 0, 0,
				   "expected fio job results ('NAME: "
				   "(groupid=N, jobs=N): err=' blocks), "
				   "found none");
out:
	if (ret == -ENOMEM)
		ingest_error(ctx, p.no, 0, "out of memory");
	run_reset(&p);
	free(p.pool);
	free(p.h);
	free(p.jobs);
	free(p.next_cmd);
	free(p.L);
	return ret;
}

static int probe(const char *buf, size_t len)
{
	size_t n = len < 256 * 1024 ? len : 256 * 1024;
	const char *g = memmem(buf, n, ": (groupid=", 11);

	if (g && memmem(g, n - (size_t)(g - buf), "err=", 4))
		return 90;
	if (memmem(buf, n, "Run status group ", 17))
		return 60;
	g = memmem(buf, n, ": (g=", 5);
	if (g && memmem(g, n - (size_t)(g - buf), "rw=", 3))
		return 50;
	return 0;
}

const struct ingest_format ingest_fio_text = {
    .name = "fio-text",
    .description = "fio normal text output (fio 1.x to 3.x), with the "
		   "fio command line around it",
    .probe = probe,
    .parse = parse,
};
