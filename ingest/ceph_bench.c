/*
 * Ceph's own benchmarks (format "ceph-bench"): `rados bench` and `rbd
 * bench` / `rbd bench-write`.
 *
 * rados bench (src/common/obj_bencher.cc) prints, for a write run,
 *
 *   Maintaining 16 concurrent writes of 4194304 bytes to objects of size
 *   4194304 for up to 60 seconds or 0 objects
 *   Object prefix: benchmark_data_node1_8824
 *     sec Cur ops   started  finished  avg MB/s  cur MB/s last lat(s) ...
 *       0       0         0         0         0         0           - ...
 *   ...
 *   Total time run:         10.0712
 *   Total writes made:      2134
 *   Write size:             4194304
 *   Object size:            4194304
 *   Bandwidth (MB/sec):     847.568
 *   Stddev Bandwidth:       23.6868
 *   Max bandwidth (MB/sec): 888
 *   Min bandwidth (MB/sec): 812
 *   Average IOPS:           211
 *   ...
 *   Average Latency(s):     0.075293
 *   Stddev Latency(s):      0.0340845
 *   Max latency(s):         0.221071
 *   Min latency(s):         0.0187221
 *
 * and for a read run (`seq`: the objects in the order written, `rand`:
 * objects drawn at random) "Total reads made:" and "Read size:", no
 * bandwidth deviation.  Older versions print "Average Latency:" (seconds
 * too), "Stddev Latency:", "Max latency:", no IOPS lines at all (before
 * Jewel) or "Average IOPS" without its colon (Jewel's read summary).
 * "MB" is bytes / (1024*1024): `bandwidth = bandwidth/(1024*1024); // we
 * want it in MB/sec`.  The per-second table rows and their "min lat: ...
 * max lat: ... avg lat: ..." lines are progress, no result.
 *
 * rbd bench (src/tools/rbd/action/Bench.cc; rbd.cc's bench-write before
 * it) prints a line of its settings, a table of seconds, and one line:
 *
 *   bench  type write io_size 4096 io_threads 16 bytes 1073741824 pattern
 *   sequential
 *     SEC       OPS   OPS/SEC   BYTES/SEC
 *       1     12144   12208.8    48 MiB/s
 *   elapsed: 23   ops: 262144   ops/sec: 11012.6   bytes/sec: 43 MiB/s
 *
 * "bench-write  io_size ... bytes N pattern seq" in older versions (no
 * pattern in the oldest), bytes/sec a plain number before Octopus
 * ("bytes/sec: 297704487.46"), `elapsed` the whole seconds ((int)
 * elapsed).  type readwrite adds "read:write=70:30" and a read_ops and a
 * write_ops line under the elapsed line.
 *
 * The direction, size and depth are the output's where it prints them;
 * else a rados/rbd command line right above the output (in the text, or
 * given) says them.  A command naming another direction than the output
 * is some other run's: nothing of it is taken.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "ingest/lines.h"
#include "model/units.h"

#define MB_SEC 1048576.0 /* obj_bencher.cc: bytes / (1024*1024) */

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

/* v as a whole positive number of bytes; -1 when it is none (or too big) */
static int64_t whole_bytes(double v)
{
	return v >= 1 && v <= 9e15 && v == floor(v) ? (int64_t)v : -1;
}

/*
 * A whole number of bytes or a size with rados/rbd's suffixes (B, K, M,
 * G, T: powers of 1024 in strict_sistrtoll()/strict_iecstrtoll()), in
 * word w (n bytes); -1 when it is none.
 */
static int64_t size_word(const char *w, size_t n)
{
	char z[32];
	const char *q;
	double v;

	if (!n || n >= sizeof(z))
		return -1;
	memcpy(z, w, n);
	z[n] = 0;
	if (units_size(z, &q, UNITS_BINARY, UNITS_COMMA_NONE, &v) || *q)
		return -1;
	return whole_bytes(v);
}

/* A whole positive count in word w (n bytes); -1 when it is none. */
static int64_t count_word(const char *w, size_t n)
{
	int64_t v = 0;

	if (!n || n > 9)
		return -1;
	for (size_t i = 0; i < n; i++) {
		if (w[i] < '0' || w[i] > '9')
			return -1;
		v = v * 10 + (w[i] - '0');
	}
	return v > 0 ? v : -1;
}

/* rbd's I/O type word w (n bytes): read, write, readwrite (rw); else
 * IODB_OP_UNKNOWN. */
static enum iodb_op io_type_word(const char *w, size_t n)
{
	if (text_word_is(w, n, "read"))
		return IODB_OP_READ;
	if (text_word_is(w, n, "write"))
		return IODB_OP_WRITE;
	if (text_word_is(w, n, "readwrite") || text_word_is(w, n, "rw"))
		return IODB_OP_READWRITE;
	return IODB_OP_UNKNOWN;
}

/* Options of rados and rbd that take the next word as their value. */
static int takes_value(const char *w, size_t n)
{
	static const char *const valued[] = {"-p",
					     "--pool",
					     "-t",
					     "--concurrent-ios",
					     "-b",
					     "--block-size",
					     "-O",
					     "--object-size",
					     "--run-name",
					     "--cluster",
					     "-c",
					     "--conf",
					     "--id",
					     "-n",
					     "--name",
					     "--max-objects",
					     "--format",
					     "-f",
					     "--prefix",
					     "-k",
					     "--keyring",
					     "--io-size",
					     "--io-threads",
					     "--io-total",
					     "--io-pattern",
					     "--io-type",
					     "--rw-mix-read",
					     "--image",
					     "--namespace",
					     "-m",
					     "--mon_host",
					     "--mon-host",
					     "--object_size",
					     "--offset",
					     NULL};

	return word_listed(w, n, valued, 0);
}

int ceph_bench_command(const char *s, size_t len, struct ceph_bench_cmd *o)
{
	const char *s0 = s, *end, *p, *tool = NULL;
	int rbd = 0, after_bench = 0, positional = 0;

	while (len && is_blank(*s))
		s++, len--;
	/* "`rados bench -p x 60 write`": inline code, to its closing mark */
	if (len && *s == '`') {
		const char *c = memchr(s + 1, '`', len - 1);

		len = c ? (size_t)(c - s - 1) : len - 1;
		s++;
	}
	end = s + len;
	p = s;

	/* "rados" or "rbd" as the line's command: first, after a prompt
	 * ending in '$', '#' or '>', after wrappers (sudo, time) */
	while (p < end) {
		const char *w = text_next_word(&p, end), *b = w;
		size_t n = (size_t)(p - w);

		if (!n)
			return 0;
		for (size_t i = 0; i < n; i++)
			if (w[i] == '/')
				b = w + i + 1;
		if (text_word_is(b, (size_t)(p - b), "rados") ||
		    text_word_is(b, (size_t)(p - b), "rbd")) {
			size_t at = line_wrappers_before(s, (size_t)(w - s));
			const char *q = s + at;

			while (q > s && is_blank(q[-1]))
				q--;
			if (q > s && !strchr("$#>%", q[-1]))
				return 0;
			tool = s + at;
			rbd = p - b == 3;
			break;
		}
	}
	if (!tool)
		return 0;
	memset(o, 0, sizeof(*o));
	o->rbd = rbd;
	o->at = (size_t)(tool - s0);
	o->bs = o->iodepth = -1;
	o->mix_read = -1;
	while (p < end) {
		const char *w = text_next_word(&p, end), *v = NULL;
		size_t n = (size_t)(p - w), vn = 0;
		const char *tick = memchr(w, '`', n);

		if (!n)
			break;
		/* "`rados bench ... -t 8` on the node": the closing mark
		 * of inline code ends the command */
		if (tick) {
			n = (size_t)(tick - w);
			end = p = tick;
			if (!n)
				break;
		}
		/* a pipe, a list or a redirection ends the command */
		if (*w == '|' || *w == ';' || *w == '&' || *w == '>' ||
		    (n > 1 && w[0] == '2' && w[1] == '>'))
			break;
		if (*w == '-' && n > 1) {
			const char *eq = memchr(w, '=', n);
			size_t on = eq ? (size_t)(eq - w) : n;

			if (eq) {
				v = eq + 1;
				vn = n - on - 1;
			} else if (takes_value(w, n)) {
				const char *t;

				v = text_next_word(&p, end);
				vn = (size_t)(p - v);
				t = memchr(v, '`', vn);
				if (t) {
					vn = (size_t)(t - v);
					end = p = t;
				}
			} else if (w[1] != '-' && n > 2 &&
				   (w[1] == 't' || w[1] == 'b')) {
				/* "-t32": the value glued */
				v = w + 2;
				vn = n - 2;
				on = 2;
			}
			if (text_word_is(w, on, "-t") ||
			    text_word_is(w, on, "--concurrent-ios") ||
			    text_word_is(w, on, "--io-threads")) {
				if ((o->iodepth = count_word(v, vn)) < 0)
					return 0;
			} else if (text_word_is(w, on, "-b") ||
				   text_word_is(w, on, "--block-size") ||
				   text_word_is(w, on, "--io-size")) {
				if ((o->bs = size_word(v, vn)) < 0)
					return 0;
			} else if (text_word_is(w, on, "--io-pattern")) {
				if (text_word_is(v, vn, "rand"))
					o->pattern = IODB_PATTERN_RAND;
				else if (text_word_is(v, vn, "seq"))
					o->pattern = IODB_PATTERN_SEQ;
				else
					return 0;
			} else if (text_word_is(w, on, "--io-type")) {
				if (!(o->op = io_type_word(v, vn)))
					return 0;
			} else if (text_word_is(w, on, "--rw-mix-read")) {
				int64_t m = count_word(v, vn);

				if (m < 0 || m > 100)
					return 0;
				o->mix_read = (int)m;
			}
			continue;
		}
		if (!after_bench) {
			if (rbd && text_word_is(w, n, "bench-write")) {
				o->op = IODB_OP_WRITE;
				o->write_cmd = 1;
				after_bench = 1;
			} else if (text_word_is(w, n, "bench")) {
				after_bench = 1;
			} else if (!rbd) {
				/* rados's command is bench: "rados -p x
				 * bench", nothing else between */
				return 0;
			}
			continue;
		}
		positional++;
		/* rados bench SECONDS MODE: the second word after bench */
		if (!rbd && positional == 1 && count_word(w, n) < 0)
			return 0;
		if (!rbd && positional == 2) {
			if (text_word_is(w, n, "write")) {
				o->op = IODB_OP_WRITE;
			} else if (text_word_is(w, n, "seq")) {
				o->op = IODB_OP_READ;
				o->pattern = IODB_PATTERN_SEQ;
			} else if (text_word_is(w, n, "rand")) {
				o->op = IODB_OP_READ;
				o->pattern = IODB_PATTERN_RAND;
			} else {
				return 0;
			}
		}
	}
	if (!after_bench || (!rbd && positional < 2))
		return 0;
	if (o->op != IODB_OP_READWRITE)
		o->mix_read = -1;
	/* what the command leaves out is the tool's default: rados.cc's
	 * "int concurrent_ios = 16;", rbd's io_size 4096, io_threads 16 and
	 * sequential offsets (Bench.cc, rbd.cc's bench-write); rados's op
	 * size is the output's to say (a read's is the write's it reads) */
	if (o->iodepth < 0)
		o->iodepth = 16;
	if (rbd && o->bs < 0)
		o->bs = 4096;
	if (rbd && o->pattern == IODB_PATTERN_UNKNOWN)
		o->pattern = IODB_PATTERN_SEQ;
	o->known = 1;
	return 1;
}

/* ---- rados bench's summary -------------------------------------------- */

enum rkey {
	RK_NONE,
	RK_TIME,
	RK_WRITES,
	RK_READS,
	RK_OP_SIZE,
	RK_OBJ_SIZE,
	RK_BW,
	RK_IOPS,
	RK_LAT,
	RK_LAT_SD,
	RK_LAT_MAX,
	RK_LAT_MIN,
	RK_OTHER, /* a figure read past: deviations, extremes of the table */
};

/*
 * The key of a line of rados bench's summary ("Bandwidth (MB/sec):
 * 847.568") and its number; RK_NONE when the line is none.
 */
static enum rkey rados_key(struct text_line l, double *v)
{
	static const struct {
		const char *key;
		enum rkey k;
	} keys[] = {
	    {"Total time run", RK_TIME},
	    {"Total writes made", RK_WRITES},
	    {"Total reads made", RK_READS},
	    {"Write size", RK_OP_SIZE},
	    {"Read size", RK_OP_SIZE},
	    {"Object size", RK_OBJ_SIZE},
	    {"Bandwidth (MB/sec)", RK_BW},
	    {"Stddev Bandwidth", RK_OTHER},
	    {"Max bandwidth (MB/sec)", RK_OTHER},
	    {"Min bandwidth (MB/sec)", RK_OTHER},
	    {"Average IOPS", RK_IOPS},
	    {"Stddev IOPS", RK_OTHER},
	    {"Max IOPS", RK_OTHER},
	    {"Min IOPS", RK_OTHER},
	    {"Average Latency(s)", RK_LAT},
	    {"Average Latency", RK_LAT},
	    {"Stddev Latency(s)", RK_LAT_SD},
	    {"Stddev Latency", RK_LAT_SD},
	    {"Max latency(s)", RK_LAT_MAX},
	    {"Max latency", RK_LAT_MAX},
	    {"Min latency(s)", RK_LAT_MIN},
	    {"Min latency", RK_LAT_MIN},
	};
	char z[128];
	const char *s, *end, *q;

	if (l.len >= sizeof(z) || l.len < 8 || !strchr("TWROBSMA", *l.s))
		return RK_NONE;
	s = line_copy(l, z, sizeof(z));
	end = s + l.len;
	for (size_t k = 0; k < sizeof(keys) / sizeof(keys[0]); k++) {
		size_t n = strlen(keys[k].key);
		const char *p = s + n;

		if ((size_t)(end - s) <= n || memcmp(s, keys[k].key, n))
			continue;
		/* the colon, or Jewel's "Average IOPS" without one */
		if (*p == ':')
			p++;
		else if (keys[k].k != RK_IOPS)
			continue;
		if (!is_blank(*p))
			continue;
		while (p < end && is_blank(*p))
			p++;
		if (units_number(p, &q, UNITS_COMMA_NONE, v) || q != end ||
		    *v < 0)
			return RK_NONE;
		return keys[k].k;
	}
	return RK_NONE;
}

/*
 * "Maintaining 16 concurrent writes of 4194304 bytes to objects of size
 * ...": the depth and size of a write run.  1 or 0.
 */
static int maintaining_line(struct text_line l, int64_t *depth, int64_t *bs)
{
	const char *end = l.s + l.len, *p = l.s, *w;
	size_t n;

	if (!line_starts(l, "Maintaining "))
		return 0;
	text_next_word(&p, end);
	w = text_next_word(&p, end);
	*depth = count_word(w, (size_t)(p - w));
	w = text_next_word(&p, end);
	n = (size_t)(p - w);
	if (*depth < 0 || !text_word_is(w, n, "concurrent"))
		return 0;
	w = text_next_word(&p, end);
	if (!text_word_is(w, (size_t)(p - w), "writes"))
		return 0;
	w = text_next_word(&p, end);
	if (!text_word_is(w, (size_t)(p - w), "of"))
		return 0;
	w = text_next_word(&p, end);
	*bs = count_word(w, (size_t)(p - w));
	w = text_next_word(&p, end);
	return *bs > 0 && text_word_is(w, (size_t)(p - w), "bytes");
}

/* ---- rbd bench's lines ------------------------------------------------ */

/*
 * rbd bench's settings line: "bench  type write io_size 4096 io_threads
 * 16 bytes 1073741824 pattern sequential", "bench-write  io_size 4096
 * io_threads 16 bytes 1073741824 [pattern seq]".  Fills o; 1 or 0.
 */
static int rbd_settings_line(struct text_line l, struct ceph_bench_cmd *o)
{
	const char *end = l.s + l.len, *p = l.s, *w;
	size_t n;
	int sizes = 0;

	w = text_next_word(&p, end);
	n = (size_t)(p - w);
	memset(o, 0, sizeof(*o));
	o->rbd = 1;
	o->bs = o->iodepth = -1;
	o->mix_read = -1;
	if (text_word_is(w, n, "bench-write"))
		o->op = IODB_OP_WRITE;
	else if (!text_word_is(w, n, "bench"))
		return 0;
	while (p < end) {
		const char *k = text_next_word(&p, end), *v;
		size_t kn = (size_t)(p - k), vn;

		if (!kn)
			break;
		/* "read:write=70:30" */
		if (kn > 11 && !memcmp(k, "read:write=", 11)) {
			/* the word is no C string: the line goes on */
			const char *c = memchr(k + 11, ':', kn - 11);
			int64_t r = count_word(k + 11, c ? (size_t)(c - k - 11)
							 : kn - 11);

			if (r < 0 || r > 100)
				return 0;
			o->mix_read = (int)r;
			continue;
		}
		v = text_next_word(&p, end);
		vn = (size_t)(p - v);
		if (!vn)
			return 0;
		if (text_word_is(k, kn, "type") && o->op == IODB_OP_UNKNOWN) {
			if (!(o->op = io_type_word(v, vn)))
				return 0;
		} else if (text_word_is(k, kn, "io_size")) {
			if ((o->bs = count_word(v, vn)) < 0)
				return 0;
			sizes++;
		} else if (text_word_is(k, kn, "io_threads")) {
			if ((o->iodepth = count_word(v, vn)) < 0)
				return 0;
			sizes++;
		} else if (text_word_is(k, kn, "bytes")) {
			if (size_word(v, vn) < 0)
				return 0;
			sizes++;
		} else if (text_word_is(k, kn, "pattern")) {
			if (text_word_is(v, vn, "seq") ||
			    text_word_is(v, vn, "sequential"))
				o->pattern = IODB_PATTERN_SEQ;
			else if (text_word_is(v, vn, "rand") ||
				 text_word_is(v, vn, "random"))
				o->pattern = IODB_PATTERN_RAND;
			else
				return 0;
		} else {
			return 0;
		}
	}
	if (sizes < 3 || o->op == IODB_OP_UNKNOWN)
		return 0;
	o->known = 1;
	return 1;
}

/*
 * A rate as rbd bench prints it: a plain number of bytes per second
 * (before Octopus) or byte_u_t's "43 MiB/s".  From s (NUL-ended) to
 * *q; 0 or -EINVAL.
 */
static int rbd_rate(const char *s, const char **q, double *v)
{
	const char *e;

	if (units_number(s, &e, UNITS_COMMA_NONE, v))
		return -EINVAL;
	if (!*e || is_blank(*e)) {
		const char *t = e;

		while (is_blank(*t))
			t++;
		if (!*t || !strchr("BKMGTPE", *t)) {
			*q = e;
			return 0;
		}
	}
	return units_rate(s, q, UNITS_BINARY, UNITS_COMMA_NONE, v);
}

int ceph_bench_rbd_line(const char *s, size_t len, const char *prefix,
			struct iodb_result *r)
{
	char z[256], key[32];
	const char *p, *end, *q;
	double ops, iops, bw, secs = NAN;
	size_t pn = strlen(prefix);

	if (len >= sizeof(z) || pn > 8)
		return 0;
	s = line_copy((struct text_line){s, len, 0}, z, sizeof(z));
	end = s + len;
	p = s;
	while (p < end && is_blank(*p))
		p++;
	if (!pn) {
		if (strncmp(p, "elapsed:", 8))
			return 0;
		p += 8;
		if (units_number(p, &q, UNITS_COMMA_NONE, &secs) || q == p)
			return 0;
		p = q;
	}
	/* "ops: N", "ops/sec: X", "bytes/sec: ", each with the prefix */
	for (int k = 0; k < 3; k++) {
		static const char *const keys[] = {
		    "ops:", "ops/sec:", "bytes/sec:"};

		snprintf(key, sizeof(key), "%s%s", prefix, keys[k]);
		while (p < end && is_blank(*p))
			p++;
		if (strncmp(p, key, strlen(key)))
			return 0;
		p += strlen(key);
		while (p < end && is_blank(*p))
			p++;
		if (k < 2 &&
		    units_number(p, &q, UNITS_COMMA_NONE, k ? &iops : &ops))
			return 0;
		if (k < 2)
			p = q;
	}
	if (rbd_rate(p, &q, &bw))
		return 0;
	while (q < end && is_blank(*q))
		q++;
	if (q != end || ops < 0 || iops < 0 || bw < 0)
		return 0;
	r->iops = iops;
	r->bw_bytes = bw;
	if (!pn)
		r->runtime_ns = secs * 1e9;
	return 1;
}

/* ---- the parse -------------------------------------------------------- */

struct state {
	struct ingest_ctx *ctx;
	struct ceph_bench_cmd cmd; /* the last command, until used */
	char cmd_text[512];
	long cmd_no;
	int64_t mt_depth, mt_bs;   /* "Maintaining ..." of the run below */
	struct ceph_bench_cmd set; /* rbd's settings line above */
	int results;
};

/*
 * The command's conditions for a result whose output says *c: none when
 * it names another tool or direction (another run's command).
 */
static int command_fits(const struct ceph_bench_cmd *o, int rbd,
			const struct iodb_cond *c)
{
	if (!o->known || o->rbd != rbd)
		return 0;
	if (c->op != IODB_OP_UNKNOWN && o->op != IODB_OP_UNKNOWN &&
	    c->op != o->op)
		return 0;
	if (c->pattern != IODB_PATTERN_UNKNOWN &&
	    o->pattern != IODB_PATTERN_UNKNOWN && c->pattern != o->pattern)
		return 0;
	if (c->bs > 0 && o->bs > 0 && c->bs != o->bs)
		return 0;
	if (c->iodepth > 0 && o->iodepth > 0 && c->iodepth != o->iodepth)
		return 0;
	return 1;
}

static void command_cond(const struct ceph_bench_cmd *o, struct iodb_cond *c)
{
	if (c->op == IODB_OP_UNKNOWN)
		c->op = o->op;
	if (c->pattern == IODB_PATTERN_UNKNOWN)
		c->pattern = o->pattern;
	if (c->bs < 0)
		c->bs = o->bs;
	if (c->iodepth < 0)
		c->iodepth = o->iodepth;
	if (c->op == IODB_OP_READWRITE && isnan(c->mix_read_pct) &&
	    o->mix_read >= 0)
		c->mix_read_pct = o->mix_read;
}

/* One result and its run; command: the command line it ran, or NULL. */
static int put(struct state *s, struct iodb_result *r, int rbd, long from,
	       long to, const char *command)
{
	struct iodb_run run = IODB_RUN_INIT;
	int ret;

	r->cond.numjobs = 1;
	run.format = "ceph-bench";
	run.tool = rbd ? "rbd bench" : "rados bench";
	run.command = command;
	run.line_from = from;
	run.line_to = to;
	ret = ingest_emit_run(s->ctx, &run);
	if (ret)
		return ret;
	r->line_from = from;
	r->line_to = to;
	s->results++;
	return ingest_emit_result(s->ctx, r);
}

/*
 * The command above (when it fits) completes r's conditions and is used
 * up; *command (may be NULL) is its text or NULL.  *from moves up to the
 * command's line.
 */
static void take_command(struct state *s, struct iodb_result *r, int rbd,
			 long *from, long to, const char **command)
{
	*command = NULL;
	if (command_fits(&s->cmd, rbd, &r->cond)) {
		command_cond(&s->cmd, &r->cond);
		*command = s->cmd_text;
		if (s->cmd_no && s->cmd_no < *from)
			*from = s->cmd_no;
	} else if (s->cmd.known && s->cmd.rbd == rbd) {
		ingest_warn(s->ctx, to, 1,
			    "the %s command on line %ld says other "
			    "conditions than its output: not its run's, none "
			    "of its options taken",
			    rbd ? "rbd" : "rados",
			    ingest_line(s->ctx, s->cmd_no));
	}
	/* a command runs once: the next output has its own or none */
	s->cmd.known = 0;
}

static int emit(struct state *s, struct iodb_result *r, int rbd, long from,
		long to)
{
	const char *command;

	take_command(s, r, rbd, &from, to, &command);
	return put(s, r, rbd, from, to, command);
}

/* rados bench's summary collected so far */
struct rsum {
	int on;
	long from, to;
	double v[RK_OTHER + 1];
	unsigned char have[RK_OTHER + 1];
};

static int rados_emit(struct state *s, struct rsum *m)
{
	struct iodb_result r = IODB_RESULT_INIT;
	int ret = 0;

	if (!m->on)
		return 0;
	m->on = 0;
	if (!m->have[RK_WRITES] && !m->have[RK_READS])
		return 0;
	if (m->have[RK_WRITES] && m->have[RK_READS])
		return 0;
	r.cond.op = m->have[RK_WRITES] ? IODB_OP_WRITE : IODB_OP_READ;
	r.runtime_ns = m->v[RK_TIME] * 1e9;
	if (m->have[RK_OP_SIZE])
		r.cond.bs = whole_bytes(m->v[RK_OP_SIZE]);
	if (r.cond.bs < 0 && m->have[RK_OBJ_SIZE])
		r.cond.bs = whole_bytes(m->v[RK_OBJ_SIZE]);
	if (r.cond.op == IODB_OP_WRITE && s->mt_depth > 0 &&
	    (r.cond.bs < 0 || r.cond.bs == s->mt_bs)) {
		r.cond.iodepth = s->mt_depth;
		r.cond.bs = s->mt_bs;
	}
	if (m->have[RK_BW]) {
		double bw = m->v[RK_BW] * MB_SEC;
		double ops = m->v[m->have[RK_WRITES] ? RK_WRITES : RK_READS];

		/* the summary's own arithmetic: ops x size / time */
		if (r.cond.bs > 0 && m->v[RK_TIME] > 0 && ops > 0 &&
		    fabs(bw - ops * (double)r.cond.bs / m->v[RK_TIME]) >
			0.02 * bw + 0.01 * MB_SEC) {
			ingest_warn(s->ctx, m->from, 1,
				    "rados bench's bandwidth %g MB/sec is not "
				    "its operations times their size over its "
				    "time: not read",
				    m->v[RK_BW]);
		} else {
			r.bw_bytes = bw;
		}
	}
	if (m->have[RK_IOPS])
		r.iops = m->v[RK_IOPS];
	if (m->have[RK_LAT])
		r.lat.mean = m->v[RK_LAT] * 1e9;
	if (m->have[RK_LAT_SD])
		r.lat.stddev = m->v[RK_LAT_SD] * 1e9;
	if (m->have[RK_LAT_MAX])
		r.lat.max = m->v[RK_LAT_MAX] * 1e9;
	if (m->have[RK_LAT_MIN])
		r.lat.min = m->v[RK_LAT_MIN] * 1e9;
	ret = emit(s, &r, 0, m->from, m->to);
	s->mt_depth = s->mt_bs = -1;
	return ret;
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	struct state s = {.ctx = ctx, .mt_depth = -1, .mt_bs = -1};
	struct rsum m;
	struct line_iter it;
	struct text_line l;
	long set_no = 0;
	int ret = 0;
	struct iodb_result rw = IODB_RESULT_INIT; /* rbd's readwrite total */
	int have_rw = 0, rw_split = 0;
	long rw_from = 0, rw_to = 0;
	const char *rw_cmd = NULL;

	memset(&m, 0, sizeof(m));
	if (ctx->hint_command &&
	    ceph_bench_command(ctx->hint_command, strlen(ctx->hint_command),
			       &s.cmd))
		snprintf(s.cmd_text, sizeof(s.cmd_text), "%s",
			 ctx->hint_command);
	lines_init(&it, buf, len);
	while (!ret && lines_next(&it, &l)) {
		struct ceph_bench_cmd o;
		struct iodb_result r = IODB_RESULT_INIT;
		enum rkey k;
		double v;

		l = line_trim(l);
		if (!l.len)
			continue;
		k = rados_key(l, &v);
		if (k != RK_NONE) {
			if (k == RK_TIME) {
				ret = rados_emit(&s, &m);
				memset(&m, 0, sizeof(m));
				m.on = 1;
				m.from = l.no;
			}
			if (m.on && !m.have[k]) {
				m.v[k] = v;
				m.have[k] = 1;
				m.to = l.no;
			}
			continue;
		}
		if (m.on) {
			ret = rados_emit(&s, &m);
			if (ret)
				break;
		}
		/* rbd's read_ops/write_ops lines under a readwrite total:
		 * the run's two directions, in place of the total */
		if (have_rw) {
			struct iodb_result d = IODB_RESULT_INIT;
			int rd = ceph_bench_rbd_line(l.s, l.len, "read_", &d);

			if (rd || (rw_split && ceph_bench_rbd_line(
						   l.s, l.len, "write_", &d))) {
				d.cond = rw.cond;
				d.cond.op = rd ? IODB_OP_READ : IODB_OP_WRITE;
				d.runtime_ns = rw.runtime_ns;
				ret = put(&s, &d, 1, rw_from, l.no, rw_cmd);
				rw_split = rd;
				if (!rd)
					have_rw = 0;
				continue;
			}
			if (!rw_split)
				ret = put(&s, &rw, 1, rw_from, rw_to, rw_cmd);
			have_rw = 0;
			if (ret)
				break;
		}
		if (ceph_bench_command(l.s, l.len, &o)) {
			s.cmd = o;
			s.cmd_no = l.no;
			/* the command from its name (wrappers kept), its
			 * prompt left out */
			snprintf(s.cmd_text, sizeof(s.cmd_text), "%.*s",
				 (int)(l.len - o.at), l.s + o.at);
			s.set.known = 0;
			s.mt_depth = s.mt_bs = -1;
			continue;
		}
		if (maintaining_line(l, &s.mt_depth, &s.mt_bs))
			continue;
		if (rbd_settings_line(l, &o)) {
			s.set = o;
			set_no = l.no;
			continue;
		}
		if (ceph_bench_rbd_line(l.s, l.len, "", &r)) {
			long from = s.set.known ? set_no : l.no;

			if (s.set.known)
				command_cond(&s.set, &r.cond);
			s.set.known = 0;
			take_command(&s, &r, 1, &from, l.no, &rw_cmd);
			if (r.cond.op == IODB_OP_READWRITE) {
				/* held for the read and write lines */
				rw = r;
				rw_from = from;
				rw_to = l.no;
				have_rw = 1;
				rw_split = 0;
				continue;
			}
			ret = put(&s, &r, 1, from, l.no, rw_cmd);
			continue;
		}
	}
	if (!ret && have_rw && !rw_split)
		ret = put(&s, &rw, 1, rw_from, rw_to, rw_cmd);
	if (!ret && m.on)
		ret = rados_emit(&s, &m);
	if (ret)
		return ret;
	if (!s.results)
		return ingest_error(ctx, 0, 0,
				    "no rados bench summary ('Total time run:' "
				    "...) or rbd bench line ('elapsed: ... "
				    "ops/sec: ...') found");
	return 0;
}

static int probe(const char *buf, size_t len)
{
	size_t n = len < 256 * 1024 ? len : 256 * 1024;
	struct line_iter it;
	struct text_line l;
	int made = 0;

	/* the summary's first key, rbd's "bytes/sec:" (by its rare 'y':
	 * text_find() looks for the rarest byte) */
	if (!text_find(buf, n, "Total time run:", 15) &&
	    !text_find(buf, n, "ytes/sec:", 9))
		return 0;
	lines_init(&it, buf, n);
	while (lines_next(&it, &l)) {
		struct iodb_result r = IODB_RESULT_INIT;
		double v;
		enum rkey k;

		l = line_trim(l);
		if (!l.len)
			continue;
		k = rados_key(l, &v);
		if (k == RK_TIME)
			made = 1;
		else if (made && (k == RK_WRITES || k == RK_READS))
			return 90;
		else if (k == RK_NONE)
			made = 0;
		if (ceph_bench_rbd_line(l.s, l.len, "", &r))
			return 90;
	}
	return 0;
}

const struct ingest_format ingest_ceph_bench = {
    .name = "ceph-bench",
    .description = "Ceph's rados bench summaries and rbd bench / "
		   "bench-write results",
    .probe = probe,
    .parse = parse,
};
