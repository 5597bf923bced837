/*
 * ioping's summaries (format "ioping"): the statistics it prints when it
 * stops, and the two lines of them that nench.sh keeps.
 *
 * ioping (github.com/koct9i/ioping, ioping.c, 1.x) prints a line per
 * request, then its statistics:
 *
 *   4 KiB <<< . (ext4 /dev/sda1 20 GiB): request=2 time=415.5 us
 *   ...
 *   --- . (ext4 /dev/sda1 20 GiB) ioping statistics ---
 *   9 requests completed in 4.51 ms, 36 KiB read, 1.99 k iops, 7.79 MiB/s
 *   generated 10 requests in 9.01 s, 40 KiB, 1 iops, 4.44 KiB/s
 *   min/avg/max/mdev = 415.5 us / 501.6 us / 622.4 us / 59.4 us
 *
 * "<<<" is a read, ">>>" a write (-W); the size before it the request's
 * (print_size(): B, KiB, MiB, GiB ... powers of 1024).  The "completed"
 * line is the result: the requests counted (the first, the warmup, is
 * not, nor those -t/-T rule out), the time they took together, their
 * bytes "read" or "written" (no word: -G's read-write ping-pong), the
 * IOPS (print_int(): " k" is 1000) and the rate (size per second,
 * print_size() again).  The "generated" line counts every request and
 * the time waited between them (one a second by default): the load, no
 * result.  min/avg/max/mdev are the counted requests' latencies, mdev
 * their standard deviation (sqrt(sum2 / n - avg^2)).
 *
 * The offsets are random within the working set unless -L (-linear), which
 * also makes 256 KiB the default request size (4 KiB otherwise); -D is
 * O_DIRECT.  The pattern is only known from the command, so a summary
 * with no ioping command above it (or given) has none.
 *
 * ioping 0.5 to 0.8 (2011-2014) print the same statistics in fewer words,
 * reads only until 0.7 added -W, and sizes in lower case (still powers of
 * 1024, ioping.c's size_suffix "kb", "mb": 0.6 computes the rate as
 * "size / time_sum / (1<<20)"):
 *
 *   4096 bytes from . (ext4 /dev/sda1): request=1 time=0.5 ms     (0.5, 0.6)
 *   4.0 kb from . (ext4 /dev/sda1 20.0 gb): request=1 time=500 us (0.7, 0.8)
 *   --- . (ext4 /dev/sda1) ioping statistics ---
 *   10 requests completed in 9004.0 ms, 2944 iops, 11.5 mb/s      (0.6)
 *   10 requests completed in 9.0 s, 2.9 k iops, 11.5 mb/s         (0.7, 0.8)
 *   min/avg/max/mdev = 0.2/0.3/0.5/0.1 ms                         (0.5, 0.6)
 *
 * (0.5 writes no ',' after "iops"; its time is the whole run's, the
 * waits between requests in it).  Benchmark scripts of that time (and
 * people) cut the line before the IOPS: "301 iops, 1.2 mb/s" right under
 * its "ioping -RD ." command is the same result.
 *
 * nench.sh (github.com/n-st/nench) runs "ioping -DR -w 5 ." and keeps its
 * last line, then "ioping -DRL -w 5 ." and keeps the line before the last:
 *
 *   ioping: seek rate
 *       min/avg/max/mdev = 267.7 us / 587.6 us / 14.7 ms / 269.5 us
 *   ioping: sequential read speed
 *       generated 3.92 k requests in 5.00 s, 979.2 MiB, 783 iops, 195.8 MiB/s
 *
 * the first a random 4 KiB O_DIRECT read's latencies, the second a
 * sequential 256 KiB O_DIRECT read's load (-R waits for nothing between
 * requests, so the load is the requests' own pace).
 *
 * Its versions before 2017.05.28 print "ioping: sequential speed" for the
 * second heading, and those before 2017.06.01 ran both without -D (the
 * script's git history): under the old heading, or a banner "nench.sh
 * v2017.MM.DD" older than 2017.06.01, the reads are not O_DIRECT.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ingest/formats.h"
#include "ingest/ingest.h"
#include "ingest/lines.h"
#include "model/units.h"

static const char stats_mark[] = " ioping statistics ---";
static const char seek_head[] = "ioping: seek rate";
static const char seq_head[] = "ioping: sequential read speed";
static const char old_seq_head[] = "ioping: sequential speed";

/* Whether nench's ioping lines in buf (len bytes) ran with -D: not under
 * its old heading nor a banner of a version before 2017.06.01. */
static int nench_direct(const char *buf, size_t len)
{
	static const char banner[] = "nench.sh v";
	const char *b = text_find(buf, len, banner, sizeof(banner) - 1);

	if (text_find(buf, len, old_seq_head, sizeof(old_seq_head) - 1))
		return 0;
	if (b && (size_t)(buf + len - b) >= sizeof(banner) - 1 + 10) {
		char v[11];

		memcpy(v, b + sizeof(banner) - 1, 10);
		v[10] = 0;
		/* "2017.05.28" sorts as its date */
		if (v[4] == '.' && v[7] == '.' && strcmp(v, "2017.06.01") < 0)
			return 0;
	}
	return 1;
}

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static int is_space_end(const char *p, const char *end)
{
	return p == end || is_blank(*p);
}

/*
 * A count as ioping prints it (print_int()): "9", "1.99 k", "3.92 k", the
 * suffix after a blank.  Parsed from s to end; 0 with *out and *next
 * set, or -EINVAL.
 */
static int ioping_count(const char *s, const char *end, const char **next,
			double *out)
{
	const char *p;
	double v;

	if (units_count(s, &p, &v) || p > end)
		return -EINVAL;
	if (end - p >= 3 && p[0] == ' ' && strchr("kMGT", p[1]) &&
	    is_space_end(p + 2, end)) {
		v *= p[1] == 'k'   ? 1e3
		     : p[1] == 'M' ? 1e6
		     : p[1] == 'G' ? 1e9
				   : 1e12;
		p += 2;
	}
	*out = v;
	*next = p;
	return 0;
}

/* s..end after blanks starts with word w (a prefix); past it or NULL. */
static const char *skip_word(const char *s, const char *end, const char *w)
{
	size_t n = strlen(w);

	while (s < end && is_blank(*s))
		s++;
	if ((size_t)(end - s) < n || memcmp(s, w, n))
		return NULL;
	return s + n;
}

/*
 * The line's figures after the count's words ("requests completed in" or
 * "requests in"): "T, SIZE[ read| written], N iops, RATE".  Fills the
 * duration, bytes, iops and rate and *op (read, write, readwrite when no
 * word, unknown when words must not be there: with_op 0).  0 or -EINVAL.
 */
static int ioping_figures(const char *p, const char *end, int with_op,
			  double count, struct iodb_result *r)
{
	double t, sz, iops, bw;
	const char *q;

	if (units_duration(p, &q, UNITS_COMMA_NONE, &t) || q > end)
		return -EINVAL;
	p = skip_word(q, end, ",");
	if (!p || units_size(p, &q, UNITS_BINARY, UNITS_COMMA_NONE, &sz) ||
	    q > end)
		return -EINVAL;
	/* the size printed whole (print_size() writes decimals unless the
	 * value is a whole number of its unit) over a count printed whole:
	 * count requests of one size each */
	if (count > 0 && !memchr(p, '.', (size_t)(q - p)) &&
	    fmod(sz, count) == 0)
		r->cond.bs = units_int64(sz / count);
	p = q;
	if (with_op) {
		if ((q = skip_word(p, end, "read")))
			r->cond.op = IODB_OP_READ;
		else if ((q = skip_word(p, end, "written")))
			r->cond.op = IODB_OP_WRITE;
		else
			r->cond.op = IODB_OP_READWRITE;
		if (q)
			p = q;
	}
	p = skip_word(p, end, ",");
	if (!p || ioping_count(p, end, &q, &iops))
		return -EINVAL;
	p = skip_word(q, end, "iops,");
	if (!p || units_rate(p, &q, UNITS_BINARY, UNITS_COMMA_NONE, &bw))
		return -EINVAL;
	while (q < end && is_blank(*q))
		q++;
	if (q != end)
		return -EINVAL;
	r->runtime_ns = t;
	r->io_bytes = sz;
	r->iops = iops;
	r->bw_bytes = bw;
	return 0;
}

/*
 * ioping 0.5-0.8's size: a figure, a blank and a lower-case suffix of
 * powers of 1024 ("11.5 mb", "4.0 kb", "512 b"; 0.5/0.6's request lines
 * "4096 bytes").  Its bytes into *out and *next past it; 0 or -EINVAL.
 */
static int old_size(const char *s, const char *end, const char **next,
		    double *out)
{
	static const struct {
		const char *w;
		double mul;
	} sfx[] = {{"bytes", 1},	 {"tb", 1099511627776.0},
		   {"gb", 1073741824.0}, {"mb", 1048576.0},
		   {"kb", 1024.0},	 {"b", 1}};
	const char *p;
	double v;

	while (s < end && is_blank(*s))
		s++;
	if (units_count(s, &p, &v) || p >= end || *p != ' ')
		return -EINVAL;
	p++;
	for (size_t i = 0; i < sizeof(sfx) / sizeof(sfx[0]); i++) {
		size_t n = strlen(sfx[i].w);

		if ((size_t)(end - p) >= n && !memcmp(p, sfx[i].w, n) &&
		    (p + n == end || p[n] == '/' || is_blank(p[n]))) {
			*out = v * sfx[i].mul;
			*next = p + n;
			return 0;
		}
	}
	return -EINVAL;
}

/*
 * ioping 0.5-0.8's "N iops, RATE" from p to the line's end ("2944 iops,
 * 11.5 mb/s"; 0.5: no ','): IOPS and rate into r.  0 or -EINVAL.
 */
static int old_iops_rate(const char *p, const char *end, struct iodb_result *r)
{
	const char *q;
	double iops, bw;

	if (ioping_count(p, end, &q, &iops) || !(p = skip_word(q, end, "iops")))
		return -EINVAL;
	if ((q = skip_word(p, end, ",")))
		p = q;
	if (old_size(p, end, &q, &bw) || !(p = skip_word(q, end, "/s")))
		return -EINVAL;
	while (p < end && is_blank(*p))
		p++;
	if (p != end)
		return -EINVAL;
	r->iops = iops;
	r->bw_bytes = bw;
	return 0;
}

int ioping_old_rate_line(const char *s, size_t len, struct iodb_result *r)
{
	char z[128];

	if (len >= sizeof(z))
		return 0;
	s = line_copy((struct text_line){s, len, 0}, z, sizeof(z));
	while (len && is_blank(*s))
		s++, len--;
	return !old_iops_rate(s, s + len, r);
}

/*
 * ioping's summary line: "N requests completed in ..." (generated 0) or
 * "generated N requests in ..." (generated 1), read from a NUL-ended copy
 * (the units readers read up to a NUL).  1 when it is one, else 0.
 */
static int ioping_sum_line(const char *s, size_t len, int generated,
			   struct iodb_result *r)
{
	char z[256];

	if (len >= sizeof(z))
		return 0;
	s = line_copy((struct text_line){s, len, 0}, z, sizeof(z));
	const char *end = s + len, *p;
	double n;

	if (generated) {
		p = skip_word(s, end, "generated");
		if (!p || ioping_count(p, end, &p, &n))
			return 0;
		p = skip_word(p, end, "requests in");
		return p && !ioping_figures(p, end, 0, 0, r);
	}
	while (s < end && is_blank(*s))
		s++;
	if (ioping_count(s, end, &p, &n))
		return 0;
	/* a count printed whole: no decimals, no " k" */
	if (memchr(s, '.', (size_t)(p - s)) || memchr(s, ' ', (size_t)(p - s)))
		n = 0;
	p = skip_word(p, end, "requests completed in");
	if (!p)
		return 0;
	if (!ioping_figures(p, end, 1, n, r))
		return 1;
	/* 0.5-0.8: "T, N iops, RATE", no bytes, no direction */
	*r = (struct iodb_result)IODB_RESULT_INIT;
	if (units_duration(p, &p, UNITS_COMMA_NONE, &r->runtime_ns) ||
	    p > end || !(p = skip_word(p, end, ",")) ||
	    old_iops_rate(p, end, r))
		return 0;
	return 2;
}

int ioping_completed_line(const char *s, size_t len, struct iodb_result *r)
{
	return ioping_sum_line(s, len, 0, r);
}

int ioping_generated_line(const char *s, size_t len, struct iodb_result *r)
{
	return ioping_sum_line(s, len, 1, r);
}

/*
 * "min/avg/max/mdev = " and four times, each with its unit ("415.5 us /
 * 501.6 us / ..."), or (old: 0.5/0.6) four bare figures and one "ms"
 * after the last ("0.2/0.3/0.5/0.1 ms"): lat filled in ns, 1; else 0.
 */
static int latency_line(const char *s, size_t len, int old,
			struct iodb_lat *lat)
{
	char z[256]; /* the units readers read up to a NUL */

	if (len >= sizeof(z))
		return 0;
	s = line_copy((struct text_line){s, len, 0}, z, sizeof(z));
	const char *end = s + len, *p, *q;
	double v[4], mul = 1;

	p = skip_word(s, end, "min/avg/max/mdev");
	if (!p || !(p = skip_word(p, end, "=")))
		return 0;
	for (int i = 0; i < 4; i++) {
		if (i && !(p = skip_word(p, end, "/")))
			return 0;
		while (old && p < end && is_blank(*p))
			p++;
		if ((old ? units_count(p, &q, &v[i])
			 : units_duration(p, &q, UNITS_COMMA_NONE, &v[i])) ||
		    q > end)
			return 0;
		p = q;
	}
	if (old) {
		if (!(p = skip_word(p, end, "ms")))
			return 0;
		mul = 1e6;
	}
	while (p < end && is_blank(*p))
		p++;
	if (p != end || v[0] > v[1] || v[1] > v[2])
		return 0;
	lat->min = v[0] * mul;
	lat->mean = v[1] * mul;
	lat->max = v[2] * mul;
	lat->stddev = v[3] * mul;
	return 1;
}

int ioping_latency_line(const char *s, size_t len, struct iodb_lat *lat)
{
	return latency_line(s, len, 0, lat);
}

int ioping_old_latency_line(const char *s, size_t len, struct iodb_lat *lat)
{
	return latency_line(s, len, 1, lat);
}

/* Whether trimmed line l is exactly text w. */
static int is_line(struct text_line l, const char *w, size_t n)
{
	return l.len == n && !memcmp(l.s, w, n);
}

/* Whether trimmed line l is ioping's statistics header "--- PATH (...)
 * ioping statistics ---". */
static int stats_line(struct text_line l)
{
	return l.len > sizeof(stats_mark) + 3 && line_starts(l, "--- ") &&
	       !memcmp(l.s + l.len - (sizeof(stats_mark) - 1), stats_mark,
		       sizeof(stats_mark) - 1);
}

int ioping_script_line(const char *s, size_t len)
{
	struct text_line l = {s, len, 0};
	struct iodb_result r = IODB_RESULT_INIT;
	struct iodb_lat lat;

	while (l.len && is_blank(*l.s))
		l.s++, l.len--;
	if (!l.len || !strchr("igm", *l.s))
		return 0;
	l = line_trim(l);
	if (is_line(l, seek_head, sizeof(seek_head) - 1) ||
	    is_line(l, seq_head, sizeof(seq_head) - 1))
		return 2;
	return ioping_latency_line(l.s, l.len, &lat) ||
	       ioping_generated_line(l.s, l.len, &r);
}

/*
 * The request size of a request line ("4 KiB <<< . (ext4 ...): request=2
 * time=415.5 us"), in bytes, and *op; -1 when l is none.
 */
static int64_t request_line(struct text_line l, enum iodb_op *op)
{
	const char *end = l.s + l.len, *p;
	double sz;

	if (!line_find(l, "request=") || !line_find(l, " time="))
		return -1;
	/* 0.5-0.8: "4096 bytes from . (...)" (0.5/0.6 read alone), "4.0 kb
	 * from . (...)" (0.7/0.8, -W's writes too) */
	if (!old_size(l.s, end, &p, &sz) && end - p > 6 &&
	    !memcmp(p, " from ", 6) && sz >= 1) {
		*op =
		    memcmp(p - 5, "bytes", 5) ? IODB_OP_UNKNOWN : IODB_OP_READ;
		return units_int64(sz);
	}
	if (units_size(l.s, &p, UNITS_BINARY, UNITS_COMMA_NONE, &sz) ||
	    end - p < 5 || p[0] != ' ' ||
	    (memcmp(p + 1, "<<< ", 4) && memcmp(p + 1, ">>> ", 4)) || sz < 1)
		return -1;
	*op = p[1] == '<' ? IODB_OP_READ : IODB_OP_WRITE;
	return units_int64(sz);
}

int ioping_command(const char *s, size_t len, struct ioping_cmd_opts *o)
{
	const char *end = s + len, *p = s, *cmd = NULL;

	/* "ioping" as the line's command: first, after a prompt's '$',
	 * '#' or '>', or after launchers with their options ("sudo",
	 * "taskset -c 0", "numactl -N 1": line_wrappers_before()) */
	while (p < end) {
		const char *w = text_next_word(&p, end);
		size_t n = (size_t)(p - w);

		if ((n >= 6 && !memcmp(p - 6, "ioping", 6) &&
		     (n == 6 || p[-7] == '/'))) {
			cmd = p;
			end = s + line_wrappers_before(s, (size_t)(w - s));
			break;
		}
	}
	if (!cmd)
		return 0;
	/* the words before the launchers */
	for (p = s; p < end;) {
		const char *w = text_next_word(&p, end);
		size_t n = (size_t)(p - w);

		if (n && w != s && w[n - 1] != '$' && w[n - 1] != '#' &&
		    w[n - 1] != '>')
			return 0;
	}
	end = s + len;
	memset(o, 0, sizeof(*o));
	o->bs = -1;
	for (p = cmd; p < end;) {
		const char *w = text_next_word(&p, end), *arg = NULL;
		size_t n = (size_t)(p - w);

		if (!n)
			break;
		/* a pipe or a list ends the command */
		if (*w == '|' || *w == ';' || *w == '&' || *w == '>')
			break;
		if (*w != '-' || n < 2)
			continue;
		w++, n--;
		if (*w == '-')
			w++, n--;
		if (text_word_is(w, n, "linear")) {
			o->linear = 1;
		} else if (text_word_is(w, n, "write")) {
			o->write = 1;
		} else if (text_word_is(w, n, "read-write")) {
			o->readwrite = 1;
		} else if (text_word_is(w, n, "direct")) {
			o->direct = 1;
		} else if (text_word_is(w, n, "size")) {
			arg = p;
		} else {
			/* short options bundled: "-DRL", "-s4k", "-c 10" */
			for (size_t i = 0; i < n; i++) {
				char c = w[i];

				if (c == 'L')
					o->linear = 1;
				else if (c == 'W')
					o->write = 1;
				else if (c == 'G')
					o->readwrite = 1;
				else if (c == 'D')
					o->direct = 1;
				else if (strchr("itTwsScopPlraeb", c)) {
					if (c == 's')
						arg = i + 1 < n ? w + i + 1 : p;
					else if (i + 1 == n) {
						/* its value is the next word */
						text_next_word(&p, end);
					}
					break;
				} else if (!strchr("hvkARNHCYBqyIJ", c)) {
					/* no ioping option: no ioping line */
					return 0;
				}
			}
		}
		if (arg) {
			const char *q;
			double v;

			while (arg < end && is_blank(*arg))
				arg++;
			if (units_size(arg, &q, UNITS_BINARY, UNITS_COMMA_NONE,
				       &v) ||
			    !is_space_end(q, end) || v < 1)
				return 0;
			o->bs = units_int64(v);
			p = q;
		}
	}
	return 1;
}

/* The conditions command o states for a request of op. */
static void command_cond(const struct ioping_cmd_opts *o, struct iodb_cond *c)
{
	c->pattern = o->linear ? IODB_PATTERN_SEQ : IODB_PATTERN_RAND;
	c->direct = o->direct;
	if (c->bs < 0)
		c->bs = o->bs > 0 ? o->bs : o->linear ? 262144 : 4096;
	if (c->op == IODB_OP_UNKNOWN)
		c->op = o->readwrite ? IODB_OP_READWRITE
			: o->write   ? IODB_OP_WRITE
				     : IODB_OP_READ;
}

/*
 * The device of a statistics line "--- PATH (FSTYPE DEVICE SIZE) ioping
 * statistics ---" when it is a /dev/ path, into out (n bytes); else "".
 * On a raw device (ioping 1.x: "--- /dev/sdf (block device 1.75 TiB)
 * ioping statistics ---") the PATH is the device.
 */
static void stats_device(struct text_line l, char *out, size_t n)
{
	static const char blk[] = " (block device ";
	const char *end = l.s + l.len, *p = line_find(l, " (");

	out[0] = 0;
	if (!p)
		return;
	if ((size_t)(end - p) > sizeof(blk) &&
	    !memcmp(p, blk, sizeof(blk) - 1)) {
		const char *path = l.s + 4; /* after "--- " */
		size_t m = (size_t)(p - path);

		if (m > 5 && m < n && !memcmp(path, "/dev/", 5) &&
		    !memchr(path, ' ', m) && !memchr(path, '\t', m)) {
			memcpy(out, path, m);
			out[m] = 0;
		}
		return;
	}
	p = line_find((struct text_line){p, (size_t)(end - p), 0}, " /dev/");
	if (!p)
		return;
	p++;
	for (size_t i = 0; p + i < end && i + 1 < n; i++) {
		if (is_blank(p[i]) || p[i] == ')') {
			memcpy(out, p, i);
			out[i] = 0;
			return;
		}
	}
}

struct state {
	struct ingest_ctx *ctx;
	struct ioping_cmd_opts cmd; /* the last command seen (or given) */
	char cmd_text[256];
	int64_t req_bs; /* the last request lines' size; -1 */
	enum iodb_op req_op;
	char device[64];
	int results;
};

static int emit(struct state *s, struct iodb_result *r, long from, long to,
		const char *command)
{
	struct iodb_run run = IODB_RUN_INIT;
	int ret;

	run.format = "ioping";
	run.tool = "ioping";
	run.device = s->device[0] ? s->device : NULL;
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

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	struct state s = {.ctx = ctx, .req_bs = -1};
	struct line_iter it;
	struct text_line l;
	long stats_no = 0, head_no = 0, cmd_no = 0;
	int head = 0; /* 1 under nench's seek rate, 2 its sequential read */
	struct iodb_result pend = IODB_RESULT_INIT;
	long pend_from = 0, pend_to = 0;
	int have_pend = 0, ret = 0;
	int direct = -1; /* nench's -D, found at its first heading */

	if (ctx->hint_command &&
	    ioping_command(ctx->hint_command, strlen(ctx->hint_command),
			   &s.cmd)) {
		snprintf(s.cmd_text, sizeof(s.cmd_text), "%s",
			 ctx->hint_command);
	}
	lines_init(&it, buf, len);
	while (!ret && lines_next(&it, &l)) {
		struct iodb_result r = IODB_RESULT_INIT;
		struct ioping_cmd_opts o;
		enum iodb_op op;
		int64_t bs;
		int kind;

		l = line_trim(l);
		if (!l.len)
			continue;
		/* the latencies under a summary complete it (0.5/0.6's
		 * "0.2/0.3/0.5/0.1 ms" under theirs) */
		if (have_pend &&
		    (ioping_latency_line(l.s, l.len, &pend.lat) ||
		     (have_pend == 2 &&
		      ioping_old_latency_line(l.s, l.len, &pend.lat)))) {
			pend_to = l.no;
			continue;
		}
		if (have_pend && !ioping_generated_line(l.s, l.len, &r)) {
			ret = emit(&s, &pend, pend_from, pend_to,
				   s.cmd.known ? s.cmd_text : NULL);
			have_pend = 0;
			s.req_bs = -1;
			s.device[0] = 0;
			if (ret)
				break;
		} else if (have_pend) {
			continue;
		}
		if (ioping_command(l.s, l.len, &o)) {
			s.cmd = o;
			s.cmd.known = 1;
			snprintf(s.cmd_text, sizeof(s.cmd_text), "%.*s",
				 (int)l.len, l.s);
			s.req_bs = -1;
			head = 0;
			cmd_no = l.no;
			continue;
		}
		/* "301 iops, 1.2 mb/s" right under its command: 0.5-0.8's
		 * summary cut before the IOPS (by a script or a person) */
		if (cmd_no && ioping_old_rate_line(l.s, l.len, &r)) {
			command_cond(&s.cmd, &r.cond);
			pend = r;
			pend_from = cmd_no;
			pend_to = l.no;
			have_pend = 2;
			cmd_no = 0;
			continue;
		}
		cmd_no = 0;
		bs = request_line(l, &op);
		if (bs > 0) {
			s.req_bs = bs;
			s.req_op = op;
			continue;
		}
		if (stats_line(l)) {
			stats_device(l, s.device, sizeof(s.device));
			stats_no = l.no;
			continue;
		}
		if (is_line(l, seek_head, sizeof(seek_head) - 1) ||
		    is_line(l, seq_head, sizeof(seq_head) - 1) ||
		    is_line(l, old_seq_head, sizeof(old_seq_head) - 1)) {
			head = is_line(l, seek_head, sizeof(seek_head) - 1) ? 1
									    : 2;
			head_no = l.no;
			if (direct < 0)
				direct = nench_direct(buf, len);
			continue;
		}
		if ((kind = ioping_completed_line(l.s, l.len, &r)) != 0) {
			/* the request lines' size and direction, else the
			 * command's */
			if (s.req_bs > 0) {
				r.cond.bs = s.req_bs;
				if (kind == 2)
					r.cond.op = s.req_op; /* no word */
				else if (r.cond.op != IODB_OP_READWRITE &&
					 r.cond.op != s.req_op)
					r.cond.op = IODB_OP_UNKNOWN;
			}
			if (s.cmd.known)
				command_cond(&s.cmd, &r.cond);
			pend = r;
			pend_from =
			    stats_no && stats_no + 1 == l.no ? stats_no : l.no;
			pend_to = l.no;
			have_pend = kind;
			stats_no = 0;
			head = 0;
			continue;
		}
		/* nench: the line right under its heading */
		if (head == 1 && ioping_latency_line(l.s, l.len, &r.lat)) {
			const struct ioping_cmd_opts seek = {
			    .known = 1, .direct = direct, .bs = -1};

			command_cond(&seek, &r.cond);
			ret = emit(&s, &r, head_no, l.no, NULL);
		} else if (head == 2 && ioping_generated_line(l.s, l.len, &r)) {
			const struct ioping_cmd_opts seq = {.known = 1,
							    .linear = 1,
							    .direct = direct,
							    .bs = -1};

			command_cond(&seq, &r.cond);
			ret = emit(&s, &r, head_no, l.no, NULL);
		}
		head = 0;
	}
	if (!ret && have_pend)
		ret = emit(&s, &pend, pend_from, pend_to,
			   s.cmd.known ? s.cmd_text : NULL);
	if (ret)
		return ret;
	if (!s.results)
		return ingest_error(ctx, 0, 0,
				    "no ioping summary ('N requests completed "
				    "in ...') found");
	return 0;
}

static int probe(const char *buf, size_t len)
{
	size_t n = len < 256 * 1024 ? len : 256 * 1024;
	struct line_iter it;
	struct text_line l;
	int head = 0, cmd = 0;

	if (!text_find(buf, n, "ioping", 6) &&
	    !text_find(buf, n, "requests completed in", 21))
		return 0;
	lines_init(&it, buf, n);
	while (lines_next(&it, &l)) {
		struct iodb_result r = IODB_RESULT_INIT;
		struct iodb_lat lat;
		struct ioping_cmd_opts o;

		l = line_trim(l);
		if (!l.len)
			continue;
		if (ioping_completed_line(l.s, l.len, &r))
			return 90;
		if (cmd && ioping_old_rate_line(l.s, l.len, &r))
			return 60;
		cmd = ioping_command(l.s, l.len, &o);
		if ((head == 1 && ioping_latency_line(l.s, l.len, &lat)) ||
		    (head == 2 && ioping_generated_line(l.s, l.len, &r)))
			return 60;
		head = is_line(l, seek_head, sizeof(seek_head) - 1) ? 1
		       : is_line(l, seq_head, sizeof(seq_head) - 1) ? 2
								    : 0;
	}
	return 0;
}

const struct ingest_format ingest_ioping = {
    .name = "ioping",
    .description = "ioping's statistics (requests completed, min/avg/max/"
		   "mdev) and nench.sh's ioping lines",
    .probe = probe,
    .parse = parse,
};
