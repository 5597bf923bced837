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
 * trim; "mixed" of unified_rw_reporting: fio_mixed_op()).  Figures are
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
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ingest/doc_flat.h"
#include "ingest/doc_prose.h"
#include "ingest/testnames.h"
#include "ingest/fio_options.h"
#include "ingest/fio_text.h"
#include "ingest/lines.h"
#include "ingest/logprefix.h"
#include "ingest/record.h"
#include "model/units.h"
#include "util/alloc.h"
#include "util/strbuf.h"

#define MAX_PCT 64

enum { D_READ, D_WRITE, D_TRIM, D_MIXED, D_N };

struct xbuf {
	struct iodb_metric *v;
	uint32_t *h; /* a hash of each v[i].name: the search compares them */
	size_t n, cap, cap_h;
};

/* The lines of one direction seen (struct dir's seen), in the order fio
 * prints them, each once per direction: a second one, or one after a
 * later one (a slat line after the clat line), means the next
 * direction's line ("  write: IOPS=...") is missing above it. */
enum {
	SEEN_SLAT = 1,
	SEEN_CLAT = 2,
	SEEN_LAT = 4,
	SEEN_SLAT_PCT = 8,
	SEEN_CLAT_PCT = 16,
	SEEN_LAT_PCT = 32,
	SEEN_BW = 64,
	SEEN_IOPS = 128,
	SEEN_ORPHAN = 256, /* a line came twice: the rest is another's */
};

struct dir {
	int present;
	unsigned seen; /* SEEN_* */
	double iops, bw, io, runtime;
	/* the rate as printed ("13.0MiB/s") and where, for its copy in
	 * brackets on a wrapped next line (rate_copies()) */
	char bw_txt[24];
	const char *bw_at;
	struct iodb_lat slat, clat, lat;
	/* one unit of the last digit each figure was printed to ("14.4MiB/s":
	 * 0.1 MiB/s; "avg=525.63" usec: 10 ns), 0 unknown: a terse copy of
	 * the job, finer, gives the figure instead (merge_result()) */
	double bw_unit, iops_unit, lat_unit[3][2]; /* [slat..lat][mean, sd] */
	struct iodb_pct clat_pct[MAX_PCT];
	size_t n_clat_pct;
	struct iodb_pct lat_pct[MAX_PCT];
	size_t n_lat_pct;
	/* latency figures a person typed after the line's rate ("clat
	 * avg=38.0 ms, p50=12 ms", typed_lat()): 1 clat, 2 lat, 0 none;
	 * the line they were read on last, for their wrapped rest */
	int typed;
	long typed_no;
	struct xbuf x;
};

struct job {
	const char *name; /* in the pool */
	int64_t groupid, jobs, depth;
	int64_t pid; /* "pid=" of its header line; -1 */
	struct dir d[D_N];
	double cpu_usr, cpu_sys;
	struct xbuf x;	/* job-wide figures, given to each direction */
	int complete;	/* its "issued" line was seen */
	int headless;	/* no "NAME: (groupid=" line: a paste starts inside */
	char opt[96];	/* fio options alone on the line above it, or "" */
	int opt_script; /* opt from a script's "Key=value;" line above */
	const char *at; /* its first line in the buffer */
	int other;	/* a job line besides its direction lines was seen */
	long from, to;
	/* headless: the workload fio's "Description  : [cfq_randread]" line
	 * right above it names (rw=, "randread"), or "" */
	char descr_rw[16];
	/* the workload fio's last "Jobs:" line above it shows running
	 * (run_state_rw(), "randread" for "[r(2)]"), or "" */
	char state_rw[16];
};

struct header {
	const char *name;
	const char *at; /* its line in the buffer */
	int64_t g;
	char rw[32];
	char ioengine[64];
	int64_t bs[3], iodepth;
};

enum state { S_NONE, S_CMD, S_JOB, S_PCT, S_GROUP, S_DISK, S_JOBFILE };

/* A job's direction imported from the text: what a later copy of it
 * (an author's abridged repeat of the output) is told apart by. */
struct done {
	char name[64];
	int64_t groupid, pid;
	int dir;
	double f[6]; /* iops, bw, io, runtime, clat and lat means */
	long from, to;
};

/* One "READ: bw=..., io=..., run=..." group summary line. */
struct gfig {
	int64_t group; /* -1: no "Run status group N" above it */
	int dir;
	double bw, io, run_max;
	long no;
	const char *at;
	char note[48]; /* "Run status group 2 (all jobs): # psync": "psync" */
	/* the words a person typed before "READ:" ("FIOFFS 4M READ: bw=")
	 * but the block size, and that block size (-1 none or unsure) */
	char label[96];
	int64_t bs;
};

/* A terse line printed inside the normal output. */
struct tline {
	const char *s; /* in the buffer */
	size_t len;
	long no;
	int job; /* the text job it repeats, or -1 */
};
enum pct_kind { P_NONE, P_CLAT, P_LAT, P_SLAT, P_SYNC };

/* at most this many outputs one sentence runs around */
#define SENTENCE_RUNS 4

struct parser {
	struct ingest_ctx *ctx;
	/* a caption line ("// Ubuntu 16.04 / Linux 4.4.0:") read last, above
	 * blank lines only, and the label it gave the current run */
	char caption[96], label[96];
	/* "On kernel 6.11" over the runs below it and their own captions
	 * (line_version_lead_in()): their label when none of their own */
	char outer[96];
	/* the host of the `uname -a` line that gave outer (its nodename,
	 * line_uname_host()) and the quote marks of that line (a mail's
	 * other messages are quoted at other depths); "" when outer came
	 * from no such line.  run_uname: the one the current run started
	 * under, in the same message */
	char outer_host[64], run_uname[64];
	int outer_quotes;
	/* "Before(randread)" over "8k:" / output / "16k:" / output: the
	 * caption over a group of runs whose own captions state conditions
	 * alone (line_conditions_only()), their label */
	char capgroup[96];
	int caption_pending;
	/* the last line of a shell session read under that caption
	 * (another command at a prompt, its lines: session_line()) */
	long sess_no;
	/* the pending caption came from a run's tag under the group's
	 * caption ("6.1 result:" / "Run#2" / its lines: line_run_tag()):
	 * 1 a run of the same test again, 2 the runs' average; run_tag is
	 * the current run's */
	int caption_tag, run_tag;
	/* capgroup still holds for a run's tag: no person's line but
	 * captions and tags since the caption (read_line()) */
	int tag_group;
	/* the runs tagged so far under one label ("Run#1" .. "Run#3"), by
	 * direction: their IOPS and rate summed and counted, for an
	 * "Average" run below them (finish_run()) */
	char tagged_label[96];
	double tagged_sum[D_N][2];
	int tagged_n[D_N][2];
	int pct_unit_warned; /* percentiles without their unit, once */
	/* the pending caption said where the figures were measured
	 * ("Measured on box7:"): a caption of test words alone under it
	 * ("Read:") leaves it pending */
	int caption_measured;
	/* the pending caption stood over the command read last (blank
	 * lines and comments since): a comment between the command and its
	 * output ("JBOD seq read:" / "fio ..." / "# disk empty:" / "read:
	 * IOPS=...") notes the figures below it, the caption names the run */
	int caption_over_cmd;
	/* the lines of the current run, and those of the runs left out as
	 * imagined, one a line: an explanation quoting a piece of an
	 * imagined output again ("The" / "read: IOPS=10k" / "means that")
	 * is no run either (example_quoted()) */
	struct strbuf run_text, example_text;
	/* the line of the last text saying what follows is imagined ("The
	 * output might look something like this:"), 0 none; whether only
	 * blank lines and code fences stand below it so far ("```" opens the
	 * example's block; a "<pre>" line alone comes blank); whether the
	 * current run is such an example's */
	long example_no;
	int example_direct;
	int run_example;
	int examples;	/* runs left out as imagined */
	int prev_blank; /* the line before was blank (or none) */
	/* the line before, whole ("" when longer), and whether a blank
	 * line (or none) stood above it: a caption a post wrapped starts
	 * there */
	char prev_text[160];
	int prev_para;
	/* the line before, when it holds fio options alone ("bs=4k",
	 * "bssplit=4k/100"): the conditions of a job block under it that
	 * has no header line */
	char opt_line[96];
	/* opt_line is a wrapper script's line of "Key=value;" pairs
	 * (script_pairs_line()): it names a job block with a header too */
	int opt_script;
	int foreign; /* a job's block went on over a line none of fio's */
	/* the last line of a person's words outside any block ("LVM
	 * striped:" between two pairs of result lines), 0 none */
	long text_no;
	/* text_no when that line says the run above was made again
	 * ("this is second run": line_rerun_caption()), 0 otherwise */
	long rerun_no;
	/* the last such line that is more than a block size (a list's
	 * "* 16K" over the group lines of that size) */
	long words_no;
	/* the fio options ("--iodepth=8") a person's line outside any
	 * output states ("With --iodepth=1 --numjobs=2", "Without fuse
	 * (--iodepth=8)"), down to the next such line or command, and
	 * those in force where the current run started: they override the
	 * run's command */
	char lead_opts[128], run_opts[128];
	/* the access pattern a person's line introducing the output below
	 * names ("in fio sequential read/write tests, e.g. before:",
	 * intro_pattern()) and the directions it names (1 << op; 0 none),
	 * held over blank lines, outputs and captions down to other text
	 * or a command; and those in force where the current run started */
	int lead_pattern, lead_dirs, run_pattern, run_dirs;
	/* the workload the last "Jobs:" line of this run shows every job
	 * running (run_state_rw()), or "": each job block below takes it */
	char state_rw[16];
	/* lead_opts (run_opts) from a slash list, "fio (randwrite/bs=4k)":
	 * the job itself, with no command needed */
	int lead_slash, run_slash;
	/* a person's paragraph above the outputs (lines joined), and the
	 * conditions its sentence naming a fio test states (lead_test());
	 * held over blank lines, captions and outputs down to other text
	 * or a command; run_cond: those in force where the current run
	 * started (lead_has/run_has: whether there are any) */
	char lead_para[400];
	struct iodb_cond lead_cond, run_cond;
	int lead_has, run_has;
	/* a person's words under the only job's figures ("This is with
	 * \"none\" scheduler at QD=24 (128K random read)."), joined; the
	 * conditions they state fill those of a job no header names */
	char note[400];
	int note_done; /* a line introducing what follows ended it */
	/* the last line with text was a person's words (no "key=value"),
	 * inside a job's block */
	int words_over_group;
	/* a line naming a device just above a run ("testing /dev/sdb:",
	 * read last, above blank lines only), and the device it gave the
	 * current run; run_dev_two: a later job of the run had another */
	char devcap[128], run_dev[128];
	int devcap_pending, run_dev_two;
	/* the disks the "Disk stats" lines of the current run name
	 * ("nvme0n1: ios=..."), in fio's order, each once (a later
	 * interval's line updates it); disks_over: more than fit */
	struct disk {
		char name[64];
		double ios[2];	/* ios=R/W */
		double aggr[2]; /* aggrios=R/W: the mean of its members' */
		int has_ios, has_aggr;
	} disks[16];
	int n_disks, disks_over;
	int disk_cur;	 /* the one the last disk line named (-1: none) */
	int disk_wait;	 /* "Disk stats" read, no disk line yet */
	int carried;	 /* the command is the run's before (group_seen) */
	int prev_client; /* the run before had job blocks (a client's) */
	char **pool;	 /* strings of the current run */
	size_t n_pool, cap_pool;
	char *blk; /* the pool's block that pool_cat() fills, and its room */
	size_t blk_left;
	struct header *h;
	size_t nh, cap_h;
	struct job *jobs;
	size_t nj, cap_j;
	struct done *done; /* every job direction imported so far */
	size_t n_done, cap_done;
	struct xbuf rx; /* run extras */
	char version[64];
	char *cmd;	/* the fio command of the current run */
	char *next_cmd; /* a command seen, for the next run */
	size_t next_cmd_len, next_cmd_cap;
	long run_from, run_to;
	/* where the current run's first and last lines start in the text */
	const char *run_from_at, *run_to_at;
	int prefixed; /* a log's prefix on every line: no sentence read */
	/* runs held back while a sentence runs around them ("from" / <A> /
	 * "without CQE to" / <B> / "with CQE enabled."): sentence_run() */
	struct ingest_record *held;
	struct ingest_sink held_to;
	struct iodb_run *held_run[SENTENCE_RUNS];
	char held_label[SENTENCE_RUNS][96];
	int n_held;
	const char *held_mid; /* the line under the last run held */
	int after_status;     /* group status or disk stats seen */
	char group_note[48];  /* the last "Run status group" line's note */
	char glabel[96];      /* the last group line's typed prefix (gfig) */
	int64_t gbs;
	/* a mail's outline over group lines typed as list items: the
	 * heading item standing alone ("* Results on SSDs" and a blank
	 * line), the items above the current line that nest the next ones
	 * ("- baseline:" over "  - numdevs 1: WRITE: bw=..."), their
	 * indents, and the current line's indent */
	char sect[48];
	char items[2][48];
	int item_indent[2], n_items, indent;
	int prev_item0; /* the line before was an item at column 0 */
	int started;	/* the run has some content */
	enum units_conv conv;
	enum state st;
	enum pct_kind pk;
	double pct_factor;
	int cur_dir; /* -1 none */
	int64_t group;
	int emitted;
	/* group summary lines of the current run */
	struct gfig *gf;
	size_t n_gf, cap_gf;
	/* the groups and directions of the run the carried command had, in
	 * order ((group << 3) | dir); n_shape 0: none kept */
	int64_t shape[16];
	size_t n_shape;
	/* terse lines of the current run */
	struct tline *tl;
	size_t n_tl, cap_tl;
	/* a job file in the text ("[global]", "[job]" sections) */
	char *jf, *next_jf;
	size_t next_jf_len;
	/* client/server output: "<host> " prefixes, "hostname=" lines */
	char host[128];	    /* the last "<host>" prefix */
	char host_one[128]; /* the first host seen */
	int n_hosts;	    /* distinct hosts seen (1 or 2 meaning more) */
	int line_host;	    /* this line had a "<host>" prefix */
	int client_ordered; /* fio >= 3.10: each client's results follow its
			       own text (so the last prefix names them) */
	/* the "<host>" lines right above this line (blank lines between
	 * allowed): a client's results follow the text fio drained from
	 * it, so they name the block only when they name one host */
	char grep_name[128]; /* grep's file name before this line */
	char adj_host[128];
	int adj; /* 0 none, 1 one host, 2 several, 3 a "disconnected" line */
	int adj_empty; /* the last of them is "<host>" alone */
	char client_version[64];
	char run_host[128];
	int all_clients; /* the run is fio's "All clients" aggregate */
	/* a job header without results, reported at the end */
	const char *missing_at;
	char missing_name[128];
	int cut_warned;
	int h_used;	/* the job headers belong to a run already emitted */
	size_t h_own;	/* h[] from here on: printed since that run */
	int has_blocks; /* the text holds "NAME: (groupid=" job blocks */
	char *prev_cmd, *prev_jf; /* the last run's, for "All clients" */
	/* jf is the job file of the runs before, shown once above them
	 * (touch()): it holds only for jobs its sections name (jf_fits()) */
	int jf_carried;
	/* the last job_opts_of(): its command, job file and name, and what
	 * it gave (each job's conditions are asked for more than once) */
	struct {
		int valid, name_null;
		char *cmd, *jf;
		char name[136];
		struct fio_opts o;
	} oc;
	char *cand[8]; /* other commands printed before this run */
	int n_cand;
	int cmd_target_unsure; /* cmd is one of those, naming other targets */
	/* where the newest command (next_cmd) starts and ends, where the one
	 * before it ended (0: none); the command the run's first line
	 * follows directly, alone (a shell session's): that output's own */
	long cmd_from_no, cmd_end_no, cmd_prev_end_no;
	const char *cmd_direct;
	/* lines a mail client wrapped: a header without "iodepth=", a group
	 * line without "run=", a percentile line cut inside a value */
	int hdr_cont;
	/* the line of a header hdr_cont gave up on at a line none of fio's
	 * (an inline reply between the quoted lines of one output): its
	 * rest ("bs=(R) 4096B-4096B, ..., ioengine=psync,") may follow the
	 * reply (0: none) */
	long hdr_gap;
	int64_t n_started; /* "Starting N processes"; -1 */
	/* fio's "note: ... queue depth will be capped at 1" in this run;
	 * "fio: terminating on signal N" (where), and whether the one
	 * warning about capped depths was given */
	int depth_note;
	const char *depth_note_at, *signal_at;
	const char *err_at; /* a job header's "err= 5" (not 0) */
	int err_no;
	int depth_warned;
	int dir_open; /* a direction line may go on: "(IO/RUNTIME)" */
	int cmd_open; /* the last line was a fio command */
	int hdr_k;    /* the direction whose bs the wrap cut off */
	/* the wrap cut inside direction hdr_k's range, after its '-'
	 * ("(W) 256KiB-" / "256KiB,"): its first size (-1: none) */
	double hdr_half;
	char *grp_line; /* the last group line, to join its continuation */
	int grp_dir, grp_parts;
	/* the empty line that came after grp_line, which ends in ',': a
	 * mail's reflow may have left it inside the line, its rest below
	 * (0: none) */
	long grp_gap;
	/* the line of grp_line when it stood alone, no "Run status group"
	 * above it: a group line only once its rest brings "run=" (0:
	 * none) */
	long grp_alone;
	/* words_no when grp_alone was set: the line of a person's words
	 * above the held group line, not the group line itself */
	long grp_words;
	/* the line last read as a wrapped group line's rest ("io=1354GiB
	 * (1454GB), run=..."): fio's, no person's words (0: none) */
	long grp_rest_no;
	/* a percentile line that did not end in ',' or ']' (wrapped, or the
	 * paste cut it), kept for the line after it; where its text is in
	 * the buffer and how long (NULL: it joins two lines already) */
	char *pct_carry;
	const char *pct_carry_at;
	size_t pct_carry_n;
	/* an empty line inside a percentile block (a double-spaced paste):
	 * only a percentile line goes on with the block after it */
	int pct_gap;
	/* the current line, NUL-terminated, and where it is in the buffer */
	char *L;
	size_t cap_L, len_L;
	const char *ls;
	long no;
	const char *begin; /* the buffer's start: a look above */
	const char *end;   /* the buffer's end: a look at the next line */
	/* the current line is one of a job's statistics side lines ("bw
	 * (...)", "iops :", "clat (...)", "lat (...)", "clat percentiles"):
	 * a value it cannot read costs that line only (line_error_at()) */
	int side;
};

/* Plain C-locale number: [-+]digits[.digits][e[-+]digits]. */
static int plain_num(const char *s, const char **end, double *out)
{
	/* at most 15 digits, no exponent: m / 10^k is exact in m and 10^k,
	 * and one division rounds as strtod does; the digits are summed on
	 * the one pass that finds the number's end */
	static const double p10[] = {1e0,  1e1,	 1e2,  1e3, 1e4,  1e5,
				     1e6,  1e7,	 1e8,  1e9, 1e10, 1e11,
				     1e12, 1e13, 1e14, 1e15};
	const char *q = s;
	char tmp[64];
	size_t n;
	uint64_t m = 0;
	int digits = 0, frac = 0, expo = 0;

	if (*q == '-' || *q == '+')
		q++;
	if (!isdigit((unsigned char)*q) &&
	    !(*q == '.' && isdigit((unsigned char)q[1])))
		return -EINVAL;
	for (; isdigit((unsigned char)*q); q++, digits++)
		m = m * 10 + (uint64_t)(*q - '0');
	if (*q == '.')
		for (q++; isdigit((unsigned char)*q); q++, digits++, frac++)
			m = m * 10 + (uint64_t)(*q - '0');
	if ((*q == 'e' || *q == 'E') &&
	    (isdigit((unsigned char)q[1]) ||
	     ((q[1] == '-' || q[1] == '+') && isdigit((unsigned char)q[2])))) {
		expo = 1;
		q += 2;
		while (isdigit((unsigned char)*q))
			q++;
	}
	n = (size_t)(q - s);
	if (n >= sizeof(tmp))
		return -EINVAL;
	if (!expo && digits <= 15) {
		double v = (double)m / p10[frac];

		*out = *s == '-' ? -v : v;
		*end = q;
		return 0;
	}
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

/* Where at (inside the copy p->L of the current line) is in the buffer,
 * for ingest_error_at(): messages get the line and column. */
static const char *bp(const struct parser *p, const char *at)
{
	if (p->ls && at && at >= p->L && at <= p->L + p->len_L)
		return p->ls + (at - p->L);
	return p->ls;
}

/*
 * An error at at of the current line: the source's (ingest_error_at()),
 * or, on a job's statistics side line (p->side), a warning naming the
 * line as skipped: those lines hold figures of their own, none of the
 * job's result lines or group lines, which still import.  Returns
 * -EINVAL either way (side_line() takes it back).
 */
static int line_error_at(struct parser *p, const char *at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int line_error_at(struct parser *p, const char *at, const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (!p->side)
		return ingest_error_at(p->ctx, at, "%s", msg);
	ingest_warn_at(p->ctx, at, "%s: the line is skipped", msg);
	return -EINVAL;
}

/* What the side line read by ret = fn(...) under p->side = 1 gives the
 * job: nothing when it failed (its warning shown), the parse goes on. */
static int side_line(struct parser *p, int ret)
{
	p->side = 0;
	return ret == -EINVAL ? 0 : ret;
}

/* "expected X after KEY, found 'TOKEN'" at the position of the value. */
/* The token of a bad value at at, for a message, into tok (n bytes). */
static const char *value_token(const char *at, char *tok, size_t n)
{
	size_t i = 0;

	while (at[i] && at[i] != ',' && at[i] != ' ' && i < n - 1)
		i++;
	memcpy(tok, at, i);
	tok[i] = '\0';
	return i ? tok : "end of line";
}

static int bad_value(struct parser *p, const char *at, const char *what,
		     const char *key)
{
	char tok[48];

	return line_error_at(p, bp(p, at), "expected %s after '%s', found '%s'",
			     what, key, value_token(at, tok, sizeof(tok)));
}

/* bad_value() as a warning: what the value leaves unknown, the rest
 * read on. */
static void warn_bad_value(struct parser *p, const char *at, const char *what,
			   const char *key, const char *unknown)
{
	char tok[48];

	ingest_warn_at(p->ctx, bp(p, at),
		       "expected %s after '%s', found '%s': %s", what, key,
		       value_token(at, tok, sizeof(tok)), unknown);
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
	if (ALLOC_GROW(p->pool, p->n_pool + 1, p->cap_pool)) {
		free(s);
		return NULL;
	}
	p->pool[p->n_pool++] = s;
	return s;
}

static const char *pool_fmt(struct parser *p, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static const char *pool_fmt(struct parser *p, const char *fmt, ...)
{
	va_list ap, again;
	char buf[128], *s = NULL;
	int n;

	/* most are short (the disk stats' names): one malloc of their size,
	 * vasprintf()'s growing buffer only for a longer one */
	va_start(ap, fmt);
	va_copy(again, ap);
	n = vsnprintf(buf, sizeof(buf), fmt, ap);
	if (n >= 0 && (size_t)n < sizeof(buf)) {
		s = malloc((size_t)n + 1);
		if (s)
			memcpy(s, buf, (size_t)n + 1);
	} else if (n >= 0) {
		n = vasprintf(&s, fmt, again);
	}
	va_end(again);
	va_end(ap);
	if (n < 0)
		return NULL;
	return pool_add(p, s);
}

/* Decimal digits of w (>= 0) at b; their count. */
static int sprintf_uint(char *b, int w)
{
	char t[12];
	int n = 0, k = 0;

	do {
		t[n++] = (char)('0' + w % 10);
		w /= 10;
	} while (w);
	while (n)
		b[k++] = t[--n];
	return k;
}

/* n bytes in the pool, for a name built in place; NULL when out of
 * memory.  Small names share blocks: a malloc each costs more than
 * building them. */
static char *pool_mem(struct parser *p, size_t n)
{
	char *s;

	if (n > p->blk_left) {
		size_t sz = n > 4096 ? n : 4096;

		if (!pool_add(p, malloc(sz)))
			return NULL;
		p->blk = p->pool[p->n_pool - 1];
		p->blk_left = sz;
	}
	s = p->blk;
	p->blk += n;
	p->blk_left -= n;
	return s;
}

/* The strings given (up to a NULL) one after the other, in the pool. */
static const char *pool_cat(struct parser *p, ...)
{
	va_list ap;
	const char *a;
	size_t n = 0;
	char *s, *o;

	va_start(ap, p);
	while ((a = va_arg(ap, const char *)))
		n += strlen(a);
	va_end(ap);
	s = o = pool_mem(p, n + 1);
	if (!s)
		return NULL;
	va_start(ap, p);
	while ((a = va_arg(ap, const char *))) {
		size_t k = strlen(a);

		memcpy(o, a, k);
		o += k;
	}
	va_end(ap);
	*o = '\0';
	return s;
}

static const char *pool_strn(struct parser *p, const char *s, size_t n)
{
	return pool_add(p, strndup(s, n));
}

static uint32_t name_hash(const char *s)
{
	uint32_t h = 2166136261u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* The index of name in x (its hash h), or -1. */
static long x_find(const struct xbuf *x, const char *name, uint32_t h)
{
	for (size_t i = 0; i < x->n; i++)
		if (x->h[i] == h && !strcmp(x->v[i].name, name))
			return (long)i;
	return -1;
}

static int x_add(struct xbuf *x, const char *name, double v, const char *unit)
{
	uint32_t h;
	long at;

	if (!name)
		return -ENOMEM;
	if (isnan(v))
		return 0; /* unknown (a value a wrap or a trim took away) */
	h = name_hash(name);
	at = x_find(x, name, h);
	if (at >= 0) {
		x->v[at].value = v;
		return 0;
	}
	if (ALLOC_GROW(x->v, x->n + 1, x->cap) ||
	    ALLOC_GROW(x->h, x->n + 1, x->cap_h))
		return -ENOMEM;
	x->h[x->n] = h;
	x->v[x->n].name = name;
	x->v[x->n].value = v;
	x->v[x->n].unit = unit;
	x->n++;
	return 0;
}

static void x_free(struct xbuf *x)
{
	free(x->v);
	free(x->h);
	x->v = NULL;
	x->h = NULL;
	x->n = x->cap = x->cap_h = 0;
}

static void job_init(struct job *j)
{
	static const struct iodb_lat none = IODB_LAT_INIT;

	memset(j, 0, sizeof(*j));
	j->groupid = -1;
	j->jobs = -1;
	j->depth = -1;
	j->pid = -1;
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

static void headers_clear(struct parser *p)
{
	for (size_t i = 0; i < p->nh; i++)
		free((char *)p->h[i].name);
	p->nh = 0;
	p->h_used = 0;
	p->h_own = 0;
}

static void run_reset(struct parser *p)
{
	/* a run of job blocks (a client's): the "All clients" sum after it
	 * ran what it ran; group summaries pasted between say nothing */
	p->prev_client = p->nj > 0;
	p->label[0] = '\0';
	p->run_uname[0] = '\0';
	p->glabel[0] = '\0';
	p->gbs = -1;
	p->note[0] = '\0';
	p->note_done = 0;
	p->state_rw[0] = '\0';
	p->run_dev[0] = '\0';
	p->run_dev_two = 0;
	p->n_disks = 0;
	p->disks_over = 0;
	p->disk_cur = -1;
	p->cmd_direct = NULL;
	for (size_t i = 0; i < p->nj; i++) {
		for (int d = 0; d < D_N; d++)
			x_free(&p->jobs[i].d[d].x);
		x_free(&p->jobs[i].x);
	}
	p->nj = 0;
	/* client/server output prints every host's job headers before any
	 * results: they hold for each host's run */
	if (!p->n_hosts)
		headers_clear(p);
	x_free(&p->rx);
	for (size_t i = 0; i < p->n_pool; i++)
		free(p->pool[i]);
	p->n_pool = 0;
	p->blk = NULL;
	p->blk_left = 0;
	/* fio's "All clients" sum, a run of its own, ran what the runs
	 * before it ran: their command and job file are kept for it */
	if (p->cmd || p->jf) {
		free(p->prev_cmd);
		free(p->prev_jf);
		p->prev_cmd = p->cmd;
		p->prev_jf = p->jf;
		p->cmd = p->jf = NULL;
	}
	free(p->cmd);
	p->cmd = NULL;
	for (int i = 0; i < p->n_cand; i++)
		free(p->cand[i]);
	p->n_cand = 0;
	p->version[0] = '\0';
	p->run_from = p->run_to = 0;
	p->run_from_at = p->run_to_at = NULL;
	p->after_status = 0;
	p->started = 0;
	p->run_example = 0;
	strbuf_reset(&p->run_text);
	p->conv = UNITS_DECIMAL;
	p->cur_dir = -1;
	p->group = -1;
	p->n_gf = 0;
	p->n_tl = 0;
	free(p->jf);
	p->jf = NULL;
	p->jf_carried = 0;
	p->run_host[0] = '\0';
	p->all_clients = 0;
	p->n_started = -1;
	p->depth_note = 0;
	p->depth_note_at = p->signal_at = p->err_at = NULL;
}

static struct job *cur_job(struct parser *p)
{
	return p->nj ? &p->jobs[p->nj - 1] : NULL;
}

/* Conditions for job name: the run's command, then the user's hint. */
/*
 * A command's options for job name.  A command that names its jobs
 * (--name=) but not this one is another invocation's: only its global
 * options (before the first --name) hold.
 */
static void cmdline_opts(const char *cmd, const char *name, struct fio_opts *o)
{
	if (fio_options_parse_cmdline(cmd, strlen(cmd), name, o)) {
		fio_opts_init(o);
		return;
	}
	if (name && o->n_jobs > 0 && strcmp(o->name, name))
		fio_options_parse_cmdline(cmd, strlen(cmd), "\001no such job",
					  o);
}

/*
 * Whether a --job-file hint is a job file, or holds one after the command
 * line that runs it (else it is a command line alone).
 */
static int hc_job_file_only(const char *hc);

static int hc_is_jobfile(const char *hc)
{
	return hc_job_file_only(hc) ||
	       fio_options_jobfile_start(hc, strlen(hc)) >= 0;
}

static int same_str(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

static void oc_clear(struct parser *p)
{
	free(p->oc.cmd);
	free(p->oc.jf);
	p->oc.cmd = p->oc.jf = NULL;
	p->oc.valid = 0;
}

static void job_opts_parse(struct parser *p, const char *name,
			   struct fio_opts *o);

static void job_opts_of(struct parser *p, const char *name, struct fio_opts *o)
{
	/* the run's own options, a command's shell variables the text sets
	 * per output: no cache */
	if (p->run_opts[0] || (p->cmd && strchr(p->cmd, '$'))) {
		job_opts_parse(p, name, o);
		return;
	}
	if (p->oc.valid && same_str(p->oc.cmd, p->cmd) &&
	    same_str(p->oc.jf, p->jf) &&
	    (name ? !p->oc.name_null && !strcmp(p->oc.name, name)
		  : p->oc.name_null)) {
		*o = p->oc.o;
		return;
	}
	job_opts_parse(p, name, o);
	oc_clear(p);
	if (name && strlen(name) >= sizeof(p->oc.name))
		return;
	p->oc.cmd = p->cmd ? strdup(p->cmd) : NULL;
	p->oc.jf = p->jf ? strdup(p->jf) : NULL;
	if ((p->cmd && !p->oc.cmd) || (p->jf && !p->oc.jf)) {
		oc_clear(p);
		return;
	}
	p->oc.name_null = !name;
	if (name)
		strcpy(p->oc.name, name);
	p->oc.o = *o;
	p->oc.valid = 1;
}

/* Whether hint hc is a job file alone ("[seqw]" first, no command line
 * before it). */
static int hc_job_file_only(const char *hc)
{
	const char *s = hc;

	for (;;) {
		s += strspn(s, " \t\r\n");
		if (*s != ';' && *s != '#')
			break;
		s += strcspn(s, "\n");
	}
	return *s == '[';
}

/* Where the current run's first figure is in the buffer, or NULL. */
static const char *run_at(const struct parser *p)
{
	const char *at = NULL;

	for (size_t i = 0; i < p->nj; i++)
		if (p->jobs[i].at && (!at || p->jobs[i].at < at))
			at = p->jobs[i].at;
	for (size_t i = 0; i < p->n_gf; i++)
		if (p->gf[i].at && (!at || p->gf[i].at < at))
			at = p->gf[i].at;
	return at && at >= p->begin && at < p->end ? at : NULL;
}

/* What job_opts_of() gives, parsed (the hint is the same for the whole
 * parse). */
static void job_opts_parse(struct parser *p, const char *name,
			   struct fio_opts *o)
{
	struct fio_opts hint;
	const char *hc = p->ctx->hint_command;
	/* the job file the command runs, printed with it, else shown
	 * elsewhere in the document (a hint that is a job file alone) */
	const char *jf = p->jf ? p->jf : hc && hc_job_file_only(hc) ? hc : NULL;

	/* "--numjobs=${njobs}" under "njobs=6 for this setup." (where the
	 * run is looked up only for a command with a variable) */
	char *cmd =
	    p->cmd && strchr(p->cmd, '$')
		? fio_options_resolve_vars(p->cmd, p->begin, p->end, run_at(p))
		: NULL;
	char *keep = p->cmd;
	/* a document's command the same way, in the document's lines */
	char *hcv = hc && !p->cmd && p->ctx->hint_vars_text
			? fio_options_resolve_vars(
			      hc, p->ctx->hint_vars_text,
			      p->ctx->hint_vars_text + p->ctx->hint_vars_len,
			      p->ctx->hint_vars_text + p->ctx->hint_vars_at)
			: NULL;

	if (hcv)
		hc = hcv;
	if (cmd)
		p->cmd = cmd;
	fio_opts_init(o);
	if (p->cmd && jf &&
	    fio_options_cmdline_jobfile(p->cmd, strlen(p->cmd))) {
		/* the command runs a job file, the one shown: fio reads the
		 * command's options as defaults the file's override */
		if (fio_options_parse_jobfile(jf, strlen(jf), name, o))
			fio_opts_init(o);
		cmdline_opts(p->cmd, name, &hint);
		if (p->cmd_target_unsure)
			hint.filename[0] =
			    '\0'; /* which of them ran: not said */
		fio_opts_fill(o, &hint);
	} else {
		if (p->cmd)
			cmdline_opts(p->cmd, name, o);
		if (p->cmd && p->cmd_target_unsure)
			o->filename[0] = '\0'; /* which of them ran: not said */
		if (p->jf && !fio_options_parse_jobfile(p->jf, strlen(p->jf),
							name, &hint))
			fio_opts_fill(o, &hint);
	}
	if (hc) {
		if (hc_is_jobfile(hc)) {
			if (!fio_options_parse_any(hc, strlen(hc), name, &hint))
				fio_opts_fill(o, &hint);
		} else {
			cmdline_opts(hc, name, &hint);
			fio_opts_fill(o, &hint);
		}
		/* one of alternative commands: its target is not said to
		 * be this output's */
		if (p->ctx->hint_device_unsure && hint.filename[0] &&
		    !strcmp(o->filename, hint.filename))
			o->filename[0] = '\0';
	}
	/* "With --iodepth=8" over the outputs of a command run with
	 * --iodepth=4: what the person says they changed holds */
	if (p->run_opts[0] && (p->cmd || hc || p->run_slash) &&
	    !fio_options_parse_cmdline(p->run_opts, strlen(p->run_opts), NULL,
				       &hint) &&
	    hint.n_set) {
		fio_opts_fill(&hint, o);
		hint.n_jobs = o->n_jobs;
		memcpy(hint.name, o->name, sizeof(hint.name));
		*o = hint;
	}
	p->cmd = keep;
	free(cmd);
	free(hcv);
}

/*
 * Conditions for job name: the run's command, then the job file in the
 * text, then the user's hint.  A job of unknown name ("", a block without
 * its first line) or fio's "All clients" sum takes the only job those
 * define, else their global options alone.
 */
/*
 * Whether the job file carried over from the runs before (jf_carried)
 * fits this run: it has a job, and every job's name is a section of the
 * file (or a section's name=).  A headless job, whose name is unknown,
 * fits none.
 */
static int jf_fits(const struct parser *p)
{
	struct fio_opts o;

	if (!p->nj)
		return 0;
	for (size_t i = 0; i < p->nj; i++) {
		const char *name = p->jobs[i].name;

		if (!name || !*name ||
		    fio_options_parse_jobfile(p->jf, strlen(p->jf), name, &o) ||
		    strcmp(o.name, name))
			return 0;
	}
	return 1;
}

static void job_opts(struct parser *p, const char *name, struct fio_opts *o)
{
	if (p->jf_carried && !jf_fits(p)) {
		char *jf = p->jf;

		p->jf = NULL;
		p->jf_carried = 0;
		job_opts(p, name, o);
		p->jf = jf;
		p->jf_carried = 1;
		return;
	}
	if (name && p->all_clients && !strcmp(name, "All clients") && !p->cmd &&
	    !p->jf && (p->prev_cmd || p->prev_jf) && p->prev_client) {
		/* the sum of the clients' runs just before it */
		p->cmd = p->prev_cmd;
		p->jf = p->prev_jf;
		job_opts(p, name, o);
		p->cmd = p->jf = NULL;
		return;
	}
	if (name &&
	    (!*name || (p->all_clients && !strcmp(name, "All clients")))) {
		job_opts_of(p, NULL, o);
		if (o->n_jobs > 1)
			job_opts_of(p, "\001no such job", o);
		return;
	}
	job_opts_of(p, name, o);
}

/*
 * The block size of direction d (0 read, 1 write, 2 trim, 3 mixed) from
 * the job header, or -1.  The mixed figures (unified_rw_reporting) count
 * every direction's I/O: one size when the header's sizes agree.
 */
static int64_t dir_bs(const struct header *h, int d)
{
	if (d < 3)
		return h->bs[d] > 0 ? h->bs[d] : -1;
	if (h->bs[0] > 0 && h->bs[1] == h->bs[0] &&
	    (h->bs[2] <= 0 || h->bs[2] == h->bs[0]))
		return h->bs[0];
	return -1;
}

static int same_conditions(const struct header *a, const struct header *b)
{
	return !strcmp(a->rw, b->rw) && a->iodepth == b->iodepth &&
	       !memcmp(a->bs, b->bs, sizeof(a->bs));
}

/*
 * Whether the run's one job header line is that of job block j, though
 * it prints another name ("rand_4k: (g=0): rw=randread, bs=(R)
 * 4096B-4096B" over "seq_1m: (groupid=0, jobs=8)": the author renamed
 * one of them, or reused a name): the run has that one header and that
 * one block, of the same group, and the header's rw= runs every
 * direction the block prints.  The header's conditions are the block's
 * then, not those its name suggests.
 */
static int own_header_renamed(const struct parser *p, const struct job *j)
{
	const struct header *h;

	if (p->all_clients || p->nj != 1 || p->h_own >= p->nh ||
	    p->nh - p->h_own != 1)
		return 0;
	h = &p->h[p->h_own];
	if (h->g != j->groupid || !h->rw[0])
		return 0;
	if (fio_rw_mixed(h->rw))
		return 1;
	for (int d = 0; d < D_N; d++) {
		const char *dir = d == D_READ	 ? "read"
				  : d == D_WRITE ? "write"
				  : d == D_TRIM	 ? "trim"
						 : NULL;

		if (j->d[d].present && (!dir || !strstr(h->rw, dir)))
			return 0;
	}
	return 1;
}

static const struct header *find_header(const struct parser *p,
					const struct job *j)
{
	const struct header *any = NULL;

	/* fio's sum of all clients: the conditions every client ran */
	if (p->all_clients) {
		for (size_t i = 1; i < p->nh; i++)
			if (!same_conditions(&p->h[0], &p->h[i]))
				return NULL;
		return p->nh ? &p->h[0] : NULL;
	}

	/* the run's own headers (printed since the last run emitted) first:
	 * a job of the same name in an earlier run ran its own conditions;
	 * those kept from before (a client output's, printed for every
	 * host's run) only when the run has none of that name */
	for (int own = 1; own >= 0 && !any; own--)
		for (size_t i = own ? p->h_own : 0;
		     i < (own ? p->nh : p->h_own); i++) {
			if (strcmp(p->h[i].name, j->name))
				continue;
			if (p->h[i].g == j->groupid)
				return &p->h[i];
			if (!any)
				any = &p->h[i];
		}
	if (!any && own_header_renamed(p, j))
		any = &p->h[p->h_own];
	return any;
}

static const enum iodb_op dir_op[D_N] = {
    IODB_OP_READ,
    IODB_OP_WRITE,
    IODB_OP_TRIM,
    IODB_OP_UNKNOWN,
};

/*
 * The op of direction d of a job whose header is h (NULL: none) and
 * options o: dir_op[d], and for the "mixed:" figures of
 * unified_rw_reporting=1 (alone: others, whose direction lines come
 * beside them, is =both) the one direction the job's rw= runs (the
 * header's, else the options'), when it runs one (fio_mixed_op()).
 */
static enum iodb_op job_dir_op(const struct header *h, const struct fio_opts *o,
			       int d, int alone)
{
	if (d != D_MIXED || !alone)
		return dir_op[d];
	return fio_mixed_op(h && h->rw[0] ? h->rw : o->rw, o->verify);
}

/* Whether job j printed no direction but "mixed:". */
static int mixed_alone(const struct job *j)
{
	return !j->d[D_READ].present && !j->d[D_WRITE].present &&
	       !j->d[D_TRIM].present;
}

/*
 * The queue depth fio ran r at: a synchronous engine runs one I/O at a
 * time whatever iodepth= says (fio prints "note: both iodepth >= 1 and
 * synchronous I/O engine are selected, queue depth will be capped at 1"),
 * and so does an engine nothing names when that note is in the run.
 * One warning per text says the stored depth is not the option's.  A
 * depth nothing states (no header, no "latency : ... depth=N" line, no
 * iodepth= option) is 1 under such an engine too, as a header would say.
 */
static void cap_depth(struct parser *p, const struct header *h,
		      const char *engine, struct iodb_result *r)
{
	const char *named =
	    fio_depth_capped(engine, p->depth_note, (long long)r->cond.iodepth);
	const char *at = p->depth_note_at ? p->depth_note_at
			 : h		  ? h->at
					  : p->ls;

	if (r->cond.iodepth <= 0 && fio_depth_one(engine, p->depth_note))
		r->cond.iodepth = 1;
	if (!named)
		return;
	if (!p->depth_warned) {
		p->depth_warned = 1;
		ingest_warn_at(p->ctx, at, FIO_DEPTH_CAPPED_FMT, named,
			       (long long)r->cond.iodepth);
	}
	r->cond.iodepth = 1;
}

static void name_conditions(const char *name, struct iodb_result *r);
static void name_settings(const char *name, struct iodb_result *r);
static void descr_conditions(const char *rw, struct iodb_result *r);
static void lead_fill(const struct parser *p, struct iodb_result *r);

/*
 * The queue depth, block size and pattern a person's sentence under the
 * figures states (note, see struct parser), for a result r whose job no
 * header, command or job file describes: the first sentence naming a
 * queue depth ("QD=24", "QD 32", "iodepth=16", "queue depth of 8")
 * gives it, and its test ("128K random read") the block size and the
 * pattern, when the test names r's direction and no other pattern.  A
 * sentence naming no test ("With QD=1 it is much worse") or another
 * direction says nothing of r.  Only what r does not know is filled.
 */
static void note_conditions(const char *note, struct iodb_result *r)
{
	const char *s = note;

	while (*s) {
		const char *e = s, *q;
		struct testname tn;
		int anchor = 0;

		while (*e && !(strchr(".!?", *e) && (!e[1] || e[1] == ' ')))
			e++;
		for (q = s; q + 2 <= e && !anchor; q++)
			anchor = (q == s || !isalnum((unsigned char)q[-1])) &&
				 (!strncmp(q, "QD", 2) ||
				  !strncasecmp(q, "iodepth", 7) ||
				  !strncasecmp(q, "queue depth", 11));
		if (anchor) {
			testname_parse(s, (size_t)(e - s), 0, &tn);
			if (tn.cond.iodepth <= 0 || tn.n_ops != 1 ||
			    tn.cond.op != r->cond.op ||
			    (tn.cond.pattern != IODB_PATTERN_UNKNOWN &&
			     r->cond.pattern != IODB_PATTERN_UNKNOWN &&
			     tn.cond.pattern != r->cond.pattern))
				return;
			if (r->cond.iodepth <= 0)
				r->cond.iodepth = tn.cond.iodepth;
			if (r->cond.bs <= 0 && tn.cond.bs > 0)
				r->cond.bs = tn.cond.bs;
			if (r->cond.pattern == IODB_PATTERN_UNKNOWN)
				r->cond.pattern = tn.cond.pattern;
			return;
		}
		s = *e ? e + 1 : e;
	}
}

/* The figures of direction dr a later copy is compared on. */
static void done_figures(const struct dir *dr, double f[6])
{
	f[0] = dr->iops;
	f[1] = dr->bw;
	f[2] = dr->io;
	f[3] = dr->runtime;
	f[4] = dr->clat.mean;
	f[5] = dr->lat.mean;
}

/* Keep direction d of job j, being imported, for repeats_done(). */
static int note_done(struct parser *p, const struct job *j, int d)
{
	struct done *x;

	if (strlen(j->name) >= sizeof(x->name))
		return 0;
	if (ALLOC_GROW(p->done, p->n_done + 1, p->cap_done))
		return -ENOMEM;
	x = &p->done[p->n_done++];
	strcpy(x->name, j->name);
	x->groupid = j->groupid;
	x->pid = j->pid;
	x->dir = d;
	done_figures(&j->d[d], x->f);
	x->from = j->from;
	x->to = j->to;
	return 0;
}

/*
 * Whether two jobs (a name, group and pid each; "", -1 where not shown)
 * are other jobs: a name, group or pid both show differs.
 */
static int other_job(const char *an, int64_t ag, int64_t ap, const char *bn,
		     int64_t bg, int64_t bp)
{
	return (an[0] && bn[0] && strcmp(an, bn)) ||
	       (ag >= 0 && bg >= 0 && ag != bg) ||
	       (ap >= 0 && bp >= 0 && ap != bp);
}

/*
 * Whether figures f (done_figures() of a copy) are g's: every figure f
 * shows is g's exactly, at least two of them, its bandwidth or IOPS among
 * them.
 */
static int copied_figures(const double *f, const double *g)
{
	int shown = 0;

	for (int m = 0; m < 6; m++) {
		if (isnan(f[m]))
			continue;
		if (f[m] != g[m])
			return 0;
		shown++;
	}
	return shown >= 2 && (!isnan(f[0]) || !isnan(f[1]));
}

/*
 * Whether job j only copies results imported above (their lines from-to,
 * widened to take them in): an author shows the whole output, then
 * repeats some of its lines ("the most interesting numbers are these:",
 * "Summary numbers:") -- the job line and its "write: io=..., bw=...,
 * iops=..." line.  Each direction of j is a result imported before: the
 * same job name, group and pid (when both show one), and every figure the
 * copy shows (at least the bandwidth or IOPS and one more) is the earlier
 * one's exactly; a copy showing a figure the earlier result lacks is a
 * fuller output, not a copy.  Two runs differ in some figure (their run
 * times, their latencies to the ns).
 */
static int repeats_done(const struct parser *p, const struct job *j, long *from,
			long *to)
{
	int dirs = 0;

	for (int d = 0; d < D_N; d++) {
		const struct done *hit = NULL;
		double f[6];

		if (!j->d[d].present)
			continue;
		done_figures(&j->d[d], f);
		for (size_t k = 0; k < p->n_done && !hit; k++) {
			const struct done *x = &p->done[k];

			/* a block without its job line names no job and no
			 * group: its copy may show them, and its run time to
			 * the ms tells it ("IOPS=10.1k, BW=39.3MiB/s" twice
			 * in a list of runs are two) */
			int named = x->name[0] && j->name[0] &&
				    x->groupid >= 0 && j->groupid >= 0;

			if (x->dir != d || (!named && isnan(f[3])) ||
			    other_job(x->name, x->groupid, x->pid, j->name,
				      j->groupid, j->pid))
				continue;
			if (copied_figures(f, x->f))
				hit = x;
		}
		if (!hit)
			return 0;
		if (!*from || hit->from < *from)
			*from = hit->from;
		if (hit->to > *to)
			*to = hit->to;
		dirs++;
	}
	return dirs > 0;
}

/*
 * Whether job j only copies job k, one of the same run above it: an
 * output pasted out of order ("read: IOPS=...", "...", then fio's
 * "Starting 2 processes" and the job's "(groupid=0, jobs=1)" line over
 * the same "read: IOPS=10.2k, BW=79.9MiB/s (83.8MB/s)(4790MiB/60002msec)"
 * again).  The same job name, group and pid where both show one; each
 * direction of j one of k's, every figure j shows (at least the bandwidth
 * or IOPS and one more) exactly k's, its run time among them unless the
 * pids are the same.  Two jobs of one group differ in some figure, or in
 * their pids.
 */
static int copies_job(const struct job *j, const struct job *k)
{
	int dirs = 0;

	/* a block without its job line (name "") names no other job */
	if (other_job(j->name, j->groupid, j->pid, k->name, k->groupid, k->pid))
		return 0;
	for (int d = 0; d < D_N; d++) {
		double f[6], g[6];

		if (!j->d[d].present)
			continue;
		if (!k->d[d].present)
			return 0;
		/* without the same pid, the run time to the ms tells it */
		if (!(j->pid >= 0 && j->pid == k->pid) &&
		    isnan(j->d[d].runtime))
			return 0;
		done_figures(&j->d[d], f);
		done_figures(&k->d[d], g);
		if (!copied_figures(f, g))
			return 0;
		dirs++;
	}
	return dirs > 0;
}

/* Whether a job of the run belongs to group g. */
static int group_has_job(const struct parser *p, int64_t g)
{
	for (size_t i = 0; i < p->nj; i++)
		if (p->jobs[i].groupid == g)
			return 1;
	return 0;
}

/* The jobs of the run that repeat results imported above go, with one
 * warning (repeats_done()), and the summary lines of their groups. */
static void prune_repeats(struct parser *p)
{
	size_t k = 0, gone = 0, n_g = 0;
	long from = 0, to = 0;
	const char *at = NULL;
	int64_t groups[16];

	if (!p->n_done && p->nj < 2)
		return;
	for (size_t i = 0; i < p->nj; i++) {
		struct job *j = &p->jobs[i];
		size_t c = 0;

		/* a job of this run above it pasted again: it goes, its
		 * group's jobs stay (no group line goes with it) */
		while (c < k && !copies_job(j, &p->jobs[c]))
			c++;
		if (c < k) {
			if (!gone++)
				at = j->at;
			if (!from || p->jobs[c].from < from)
				from = p->jobs[c].from;
			if (p->jobs[c].to > to)
				to = p->jobs[c].to;
		}
		if (c < k || repeats_done(p, j, &from, &to)) {
			if (c == k && !gone++)
				at = j->at;
			if (c == k && n_g < sizeof(groups) / sizeof(groups[0]))
				groups[n_g++] = j->groupid;
			for (int d = 0; d < D_N; d++)
				x_free(&j->d[d].x);
			x_free(&j->x);
			continue;
		}
		p->jobs[k++] = *j;
	}
	p->nj = k;
	if (!gone)
		return;
	/* a group's line whose jobs went is no summary of a group the text
	 * lacks the jobs of (all gone: the run goes whole) */
	k = 0;
	for (size_t i = 0; i < p->n_gf; i++) {
		int64_t g = p->gf[i].group;
		int drop = 0;

		for (size_t m = 0; m < n_g && !drop; m++)
			drop = groups[m] == g && g >= 0 && !group_has_job(p, g);
		if (!drop)
			p->gf[k++] = p->gf[i];
	}
	p->n_gf = k;
	ingest_warn_at(p->ctx, at,
		       "fio output: %zu job%s here repeat%s the figures "
		       "imported at lines %ld-%ld (the same result%s quoted "
		       "again); not imported again",
		       gone, gone > 1 ? "s" : "", gone > 1 ? "" : "s",
		       ingest_line(p->ctx, from), ingest_line(p->ctx, to),
		       gone > 1 ? "s" : "");
}

/*
 * A wrapper script's line naming the run below it in "Key=value;" pairs
 * after anything ("Tue Nov 21 11:14:26 UTC 2023 Sample=1; Block_Size=8k;
 * job=randread; numjobs=4; iodepth=8"): the fio options its keys spell
 * (Block_Size, blocksize, bs; job, rw, workload naming an rw value;
 * numjobs; iodepth), written into out (n bytes) as fio's ("bs=8k
 * rw=randread numjobs=4 iodepth=8"): 1.  0, and out "", when a key is
 * none of those (a sample's or run's number aside), a value does not
 * parse as its option, the pairs are not each ended by ';' (the last
 * may end the line), or fewer than two options are named.
 */
static int script_pairs_line(const char *t, char *out, size_t n)
{
	static const struct {
		const char *key, *opt;
	} keys[] = {{"block_size", "bs"},   {"blocksize", "bs"},
		    {"bs", "bs"},	    {"job", "rw"},
		    {"rw", "rw"},	    {"workload", "rw"},
		    {"numjobs", "numjobs"}, {"num_jobs", "numjobs"},
		    {"iodepth", "iodepth"}, {"io_depth", "iodepth"},
		    {"sample", NULL},	    {"run", NULL},
		    {"iteration", NULL},    {NULL, NULL}};
	const char *q = t, *start = NULL;
	size_t len = 0;
	int named = 0;
	struct fio_opts fo;

	out[0] = '\0';
	/* the pairs start at the first word holding '=' */
	while (*q) {
		const char *w = q;

		while (*q && *q != ' ')
			q++;
		if (memchr(w, '=', (size_t)(q - w))) {
			start = w;
			break;
		}
		while (*q == ' ')
			q++;
	}
	if (!start)
		return 0;
	for (q = start; *q;) {
		const char *k = q, *eq, *v, *ve;
		char key[16];
		size_t kl, i;
		int w;

		eq = strchr(k, '=');
		if (!eq)
			return out[0] = '\0', 0;
		kl = (size_t)(eq - k);
		if (!kl || kl >= sizeof(key))
			return out[0] = '\0', 0;
		for (i = 0; i < kl; i++) {
			if (!isalnum((unsigned char)k[i]) && k[i] != '_')
				return out[0] = '\0', 0;
			key[i] = (char)tolower((unsigned char)k[i]);
		}
		key[kl] = '\0';
		v = eq + 1;
		ve = v;
		while (*ve && *ve != ';' && *ve != ' ')
			ve++;
		if (ve == v)
			return out[0] = '\0', 0;
		q = ve;
		if (*q == ';')
			q++;
		else if (*q)
			return out[0] = '\0', 0; /* "key=a b": no pair */
		while (*q == ' ')
			q++;
		for (i = 0; keys[i].key && strcmp(keys[i].key, key); i++)
			;
		if (!keys[i].key)
			return out[0] = '\0', 0;
		if (!keys[i].opt)
			continue;
		w = snprintf(out + len, n - len, "%s%s=%.*s", len ? " " : "",
			     keys[i].opt, (int)(ve - v), v);
		if (w < 0 || (size_t)w >= n - len)
			return out[0] = '\0', 0;
		len += (size_t)w;
		named++;
	}
	if (named < 2 || fio_options_parse_line(out, len, &fo) ||
	    (strstr(out, "bs=") && fo.cond.bs <= 0) ||
	    (strstr(out, "numjobs=") && fo.cond.numjobs <= 0) ||
	    (strstr(out, "iodepth=") && fo.cond.iodepth <= 0) ||
	    (strstr(out, "rw=") &&
	     fio_rw_pattern(fo.rw) == IODB_PATTERN_UNKNOWN))
		return out[0] = '\0', 0;
	return 1;
}

/*
 * Whether the options lo written over job j's block say what its output
 * does not: an rw= of one direction over a block printing the other, a
 * header's rw= or iodepth= differing, a numjobs= other than the block's
 * job count (fio's sum of all clients counts clients, no jobs: there the
 * caller gives no numjobs).
 */
static int opts_contradict(const struct parser *p, const struct job *j,
			   const struct header *h, const struct fio_opts *lo)
{
	if (lo->rw[0] && !fio_rw_mixed(lo->rw)) {
		int w = strstr(lo->rw, "write") != NULL;

		for (int d = 0; d < D_N; d++)
			if (j->d[d].present &&
			    (dir_op[d] == IODB_OP_WRITE) != w)
				return 1;
	}
	if (h && ((h->rw[0] && lo->rw[0] && strcmp(h->rw, lo->rw)) ||
		  (h->iodepth > 0 && lo->cond.iodepth > 0 &&
		   h->iodepth != lo->cond.iodepth)))
		return 1;
	if (lo->cond.numjobs > 0 && !p->all_clients && j->jobs > 0 &&
	    j->jobs != lo->cond.numjobs)
		return 1;
	return 0;
}

/*
 * Whether every direction job j printed moved blocks of size bs by its own
 * figures: its rate over its IOPS ("BW=9696KiB/s" at "IOPS=2423": 4098
 * bytes) is bs within the rounding of the two figures as printed and 1%.
 * 0 when a direction prints no rate or no IOPS.
 */
static int job_moves_bs(const struct job *j, int64_t bs)
{
	int any = 0;

	for (int d = 0; d < D_N; d++) {
		const struct dir *dr = &j->d[d];
		double tol;

		if (!dr->present)
			continue;
		if (!(dr->bw > 0) || !(dr->iops >= 1) || bs <= 0)
			return 0;
		tol = 0.01 + dr->bw_unit / 2 / dr->bw +
		      (dr->iops_unit > 0 ? dr->iops_unit : 1) / 2 / dr->iops;
		if (fabs(dr->bw / dr->iops / (double)bs - 1) > tol)
			return 0;
		any = 1;
	}
	return any;
}

static int emit_job(struct parser *p, const struct job *j)
{
	const struct header *h = find_header(p, j);
	struct iodb_metric *xs = NULL;
	struct fio_opts o;
	unsigned dirs = 0;
	int ret = 0;

	for (int d = D_READ; d <= D_TRIM; d++)
		if (j->d[d].present)
			dirs |= 1u << dir_op[d];
	job_opts(p, j->name, &o);
	/* "rw = randread, bs = 4k" over an output whose job writes, or
	 * prints another depth or job count: not this job's list */
	if (p->run_slash == 2 && p->run_opts[0]) {
		struct fio_opts lo;
		int bad = fio_options_parse_cmdline(
		    p->run_opts, strlen(p->run_opts), NULL, &lo);

		if (bad || opts_contradict(p, j, h, &lo)) {
			char keep[sizeof(p->run_opts)];

			memcpy(keep, p->run_opts, sizeof(keep));
			p->run_opts[0] = '\0';
			job_opts(p, j->name, &o);
			memcpy(p->run_opts, keep, sizeof(keep));
			/* its direction alone differs and its own figures
			 * move the list's block size: that size holds */
			lo.rw[0] = '\0';
			if (!bad && !opts_contradict(p, j, h, &lo) &&
			    lo.bs_write <= 0 && o.cond.bs <= 0 &&
			    o.bs_write <= 0 && job_moves_bs(j, lo.cond.bs))
				o.cond.bs = lo.cond.bs;
		}
	}
	if (j->opt[0]) {
		/* the options written over this block are its own */
		struct fio_opts lo;

		if (!fio_options_parse_line(j->opt, strlen(j->opt), &lo) &&
		    !(j->opt_script && opts_contradict(p, j, h, &lo))) {
			if (j->opt_script && p->all_clients)
				lo.cond.numjobs = -1; /* per client */
			fio_opts_fill(&lo, &o);
			o = lo;
		}
	}
	for (int d = 0; d < D_N; d++) {
		const struct dir *dr = &j->d[d];
		struct iodb_result r = IODB_RESULT_INIT;
		size_t nx = dr->x.n + j->x.n;

		if (!dr->present)
			continue;
		ret = note_done(p, j, d);
		if (ret)
			return ret;
		r.job = j->name[0] ? j->name : NULL;
		/* a block without its job line ("  write: IOPS=...") under
		 * a command of one job (--name=test): that job */
		if (!r.job && o.n_jobs == 1 && o.name[0])
			r.job = o.name;
		r.groupid = j->groupid;
		r.cond.op = job_dir_op(h, &o, d, mixed_alone(j));
		if (h) {
			r.cond.pattern = fio_rw_pattern(h->rw);
			r.cond.bs = dir_bs(h, d);
			r.cond.iodepth = h->iodepth;
			/* fio's default rwmixread (50) only where the
			 * options name the mixed workload themselves */
			if (fio_rw_mixed(h->rw) && o.n_set)
				r.cond.mix_read_pct =
				    !isnan(o.cond.mix_read_pct)
					? o.cond.mix_read_pct
				    : fio_rw_mixed(o.rw) ? 50
							 : NAN;
		}
		if (r.cond.iodepth < 0)
			r.cond.iodepth = j->depth;
		/* fio's "All clients: (groupid=0, jobs=3)" counts the
		 * clients' reports it summed (client.c: members++ per
		 * report), not jobs: how many jobs ran is not printed */
		r.cond.numjobs = p->all_clients ? -1 : j->jobs;
		fio_opts_apply(&o, r.cond.op, &r);
		cap_depth(p, h, h && h->ioengine[0] ? h->ioengine : o.ioengine,
			  &r);
		if (!h && j->descr_rw[0])
			descr_conditions(j->descr_rw, &r);
		/* fio's own "[r(1)]" over a job no rw= names */
		if (!h && !o.rw[0] && j->state_rw[0])
			descr_conditions(j->state_rw, &r);
		if (!h)
			name_conditions(j->name, &r);
		if (!h && p->nj == 1 && !p->cmd && !p->jf &&
		    !p->ctx->hint_command)
			note_conditions(p->note, &r);
		if (!h && !o.n_set && !p->cmd && !p->jf &&
		    !p->ctx->hint_command)
			lead_fill(p, &r);
		/* nothing else gave it: a job name that plainly states the
		 * pattern ("randrw", "rand-4k"), as terse and JSON read it */
		if (!h && !o.n_set && !p->cmd && !p->jf &&
		    !p->ctx->hint_command &&
		    r.cond.pattern == IODB_PATTERN_UNKNOWN)
			r.cond.pattern = testname_job_pattern(r.job, dirs);
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

/*
 * A word of a job's name at w (n bytes) giving a setting, its value into
 * *v: 1 bs ("bs4k"; "8k" when the word after is "ios" or "io": a size
 * with its unit, a multiple of 512), 2 iodepth ("qd32", "iodepth32"), 3
 * numjobs ("numjobs8"; "128" when the word after is "threads", "thread"
 * or "jobs");
 * 0 none.  A word is read whole: "bs4kb2" and a bare "8k" are none.
 */
static int name_setting(const char *w, size_t n, const char *after, size_t an,
			double *v)
{
	static const char *const leads[] = {"bs", "iodepth", "qd", "numjobs",
					    NULL};
	static const int lead_kind[] = {1, 2, 2, 3};
	static const char *const tails[] = {"ios",    "io",   "threads",
					    "thread", "jobs", NULL};
	static const int tail_kind[] = {1, 1, 3, 3, 3};
	char tok[24];
	const char *e;
	int kind = 0;

	for (size_t k = 0; !kind && leads[k]; k++) {
		size_t m = strlen(leads[k]);

		if (n > m && !strncasecmp(w, leads[k], m) &&
		    isdigit((unsigned char)w[m])) {
			kind = lead_kind[k];
			w += m;
			n -= m;
		}
	}
	for (size_t k = 0; !kind && tails[k]; k++)
		if (an == strlen(tails[k]) && !strncasecmp(after, tails[k], an))
			kind = tail_kind[k];
	if (!kind || !n || n >= sizeof(tok) || !isdigit((unsigned char)*w))
		return 0;
	memcpy(tok, w, n);
	tok[n] = '\0';
	if (kind == 1)
		/* a unit written ("8k", "128KiB"): "8-ios" is no size */
		return !isdigit((unsigned char)tok[n - 1]) &&
			       !units_size(tok, &e, UNITS_FIO_OPTION,
					   UNITS_COMMA_NONE, v) &&
			       !*e && *v >= 512 && fmod(*v, 512) == 0 &&
			       *v <= 64 << 20
			   ? kind
			   : 0;
	return !units_number(tok, &e, UNITS_COMMA_NONE, v) && !*e && *v >= 1 &&
		       *v <= 65536 && *v == floor(*v)
		   ? kind
		   : 0;
}

/*
 * The settings a job's name states in words that can mean nothing else
 * (a grep's file name, "random_reads.ksh.fio.sync.8k-ios.128-threads.
 * 1-filesystems"; "seq_bs4k_qd32_numjobs8", "iodepth-32"): bs, iodepth
 * and numjobs into r where unknown.  A setting the name states twice with
 * two values is not read; other numbers ("1-filesystems", "v2") say
 * nothing.
 */
static void name_settings(const char *name, struct iodb_result *r)
{
	static const char *const leads[] = {"bs", "iodepth", "qd", "numjobs",
					    NULL};
	double got[4] = {NAN, NAN, NAN, NAN}, v;
	int twice[4] = {0}, kind;
	const char *s = name;

	while (*s) {
		size_t n = strcspn(s, "._/-"), an = 0;
		const char *after = s + n;
		char tok[24];

		/* the word after a '-' or '_': "8k-ios", "128-threads" */
		if (*after == '-' || *after == '_') {
			after++;
			an = strcspn(after, "._/-");
		}
		kind = name_setting(s, n, after, an, &v);
		/* "iodepth-32", "bs-4k": the lead, '-', its value */
		for (size_t k = 0; !kind && an && after[-1] == '-' && leads[k];
		     k++)
			if (strlen(leads[k]) == n &&
			    !strncasecmp(s, leads[k], n) &&
			    n + an < sizeof(tok)) {
				snprintf(tok, sizeof(tok), "%.*s%.*s", (int)n,
					 s, (int)an, after);
				kind = name_setting(tok, n + an, "", 0, &v);
			}
		if (kind) {
			if (!isnan(got[kind]) && got[kind] != v)
				twice[kind] = 1;
			got[kind] = v;
		}
		s += n;
		if (*s)
			s++;
	}
	if (!isnan(got[1]) && !twice[1] && r->cond.bs <= 0)
		r->cond.bs = units_int64(got[1]);
	if (!isnan(got[2]) && !twice[2] && r->cond.iodepth <= 0)
		r->cond.iodepth = units_int64(got[2]);
	if (!isnan(got[3]) && !twice[3] && r->cond.numjobs <= 0)
		r->cond.numjobs = units_int64(got[3]);
}

/*
 * A job block whose header line ("Rand-Read-4K: (g=4): rw=randread,
 * bs=4K-4K, ...") is not in the text (a paste that starts inside the
 * output) and whose conditions nothing else gives: its name, when it
 * names the test as a person names it ("Rand-Read-4K", "seq_write_1M"),
 * gives the pattern and block size.  Only when the name's direction is
 * the one the direction line printed (a "randrw" job's read line is not
 * named by "Rand-Write"), and its pattern the one the command gave, if
 * any ("seq_read_1m" names no randread run).
 */
static void name_conditions(const char *name, struct iodb_result *r)
{
	struct testname tn;

	if (name && *name)
		name_settings(name, r);
	if (!name || !*name || r->cond.op == IODB_OP_UNKNOWN ||
	    (r->cond.pattern != IODB_PATTERN_UNKNOWN && r->cond.bs > 0))
		return;
	testname_parse(name, strlen(name), 0, &tn);
	if (tn.cond.op != r->cond.op || tn.n_ops != 1 || tn.network || tn.other)
		return;
	/* "seq_read_1m" over a block the command ran randread: the name is
	 * another run's (reused), its block size none of this one's */
	if (r->cond.pattern != IODB_PATTERN_UNKNOWN &&
	    tn.cond.pattern != IODB_PATTERN_UNKNOWN &&
	    tn.cond.pattern != r->cond.pattern)
		return;
	if (r->cond.pattern == IODB_PATTERN_UNKNOWN)
		r->cond.pattern = tn.cond.pattern;
	if (r->cond.bs <= 0 && tn.cond.bs > 0)
		r->cond.bs = tn.cond.bs;
}

/*
 * The workload fio's progress line t ("Jobs: 2 (f=2): [r(2)][100.0%]...")
 * shows every job running, as an rw= word into out (n bytes): eta.c's
 * run-state letter of a running job gives its pattern and direction (r/R
 * random/sequential read, w/W write, m/M mixed, d/D trim; upper case
 * sequential), in the condensed "[r(2)]" or the old "[rr]" form.  ""
 * when the jobs' letters differ ("[r(1),R(1)]") or one is no running
 * job's ("[_(1)]" reaped, "/" ramp, "V" verifying, ...).
 */
static void run_state_rw(const char *t, char *out, size_t n)
{
	static const char letters[] = "rRwWmMdD";
	static const char *const rw[] = {"randread", "read",   "randwrite",
					 "write",    "randrw", "rw",
					 "randtrim", "trim"};
	const char *s = strstr(t, "): [");
	const char *l;
	char c = 0;

	out[0] = '\0';
	if (!s)
		return;
	for (s += 4; *s && *s != ']'; s++) {
		if (isdigit((unsigned char)*s) || *s == '(' || *s == ')' ||
		    *s == ',')
			continue;
		if (c && *s != c)
			return;
		c = *s;
	}
	if (*s != ']' || !c)
		return;
	l = strchr(letters, c);
	if (l)
		snprintf(out, n, "%s", rw[l - letters]);
}

/*
 * The pattern of a headless job whose description names its workload rw
 * (description_line()), when nothing else gave one and the workload runs
 * the direction its line printed ("randread" over a "write:" line: none).
 */
static void descr_conditions(const char *rw, struct iodb_result *r)
{
	enum iodb_op op = strstr(rw, "read")	? IODB_OP_READ
			  : strstr(rw, "write") ? IODB_OP_WRITE
			  : strstr(rw, "trim")	? IODB_OP_TRIM
						: IODB_OP_UNKNOWN;

	if (r->cond.pattern != IODB_PATTERN_UNKNOWN ||
	    r->cond.op == IODB_OP_UNKNOWN)
		return;
	if (!fio_rw_mixed(rw) && op != r->cond.op)
		return;
	if (fio_rw_mixed(rw) && r->cond.op == IODB_OP_TRIM)
		return;
	r->cond.pattern = fio_rw_pattern(rw);
}

/* Add name=v to x unless x has it already (what the text printed wins). */
static int x_add_missing(struct xbuf *x, const char *name, double v,
			 const char *unit)
{
	if (name && x_find(x, name, name_hash(name)) >= 0)
		return 0;
	return x_add(x, name, v, unit);
}

/*
 * The figure of a job: the text's x, printed to one unit ux of its last
 * digit (0 unknown), or its terse copy's t, printed to ut: t when x is
 * unknown, or when t is the finer and agrees with x within both
 * roundings ("14.4MiB/s" and 14790 KiB/s).  Copies further apart keep
 * the text's figure, the one a person reads.
 */
static double finer(double x, double ux, double t, double ut)
{
	if (isnan(x))
		return t;
	if (!(ux > ut) || isnan(t) || fabs(x - t) > (ux + ut) / 2 * (1 + 1e-9))
		return x;
	return t;
}

/* A latency line of the text (mean and stddev printed to u[0], u[1])
 * and its terse copy's: fio's terse line prints them in usec with six
 * decimals, 1e-3 ns. */
static void lat_finer(struct iodb_lat *dst, const double u[2],
		      const struct iodb_lat *src)
{
	if (isnan(dst->mean) && isnan(dst->min) && isnan(dst->max)) {
		*dst = *src;
		return;
	}
	dst->mean = finer(dst->mean, u[0], src->mean, 1e-3);
	dst->stddev = finer(dst->stddev, u[1], src->stddev, 1e-3);
}

/* What a terse result adds to the text job it repeats. */
struct merge {
	struct parser *p;
	struct job *j;
	enum iodb_op mixed_op; /* the op the text's "mixed:" figures take */
	int err;
};

static int merge_run(void *arg, const struct iodb_run *run)
{
	(void)arg;
	(void)run;
	return 0;
}

/*
 * The terse copy of a job block is the same result: the terse line fills
 * what the text lacks (latency lines trimmed from a paste, a direction
 * cut off), and gives the figures it prints finer within the text's
 * rounding (finer(): bandwidth in KiB/s, latencies to 1e-3 usec); the
 * text's other figures stay.  Extras names are static in
 * fio_terse.c (disk names are run extras, not seen here).
 */
static int merge_result(void *arg, const struct iodb_result *r)
{
	struct merge *m = arg;
	struct job *j = m->j;
	struct dir *dr;
	int d;

	switch (r->cond.op) {
	case IODB_OP_READ: d = D_READ; break;
	case IODB_OP_WRITE: d = D_WRITE; break;
	case IODB_OP_TRIM: d = D_TRIM; break;
	default: d = D_MIXED; break;
	}
	dr = &j->d[d];
	/* unified_rw_reporting: the text has it as mixed; the terse mixed
	 * figures take the op of the job's one direction as the text's */
	if (d != D_MIXED && !dr->present && j->d[D_MIXED].present) {
		if (r->cond.op != m->mixed_op)
			return 0;
		d = D_MIXED;
		dr = &j->d[d];
	}
	dr->present = 1;
	dr->iops = finer(dr->iops, dr->iops_unit, r->iops, 1);
	dr->bw = finer(dr->bw, dr->bw_unit, r->bw_bytes, 1024);
	if (isnan(dr->io))
		dr->io = r->io_bytes;
	if (isnan(dr->runtime))
		dr->runtime = r->runtime_ns;
	lat_finer(&dr->slat, dr->lat_unit[0], &r->slat);
	lat_finer(&dr->clat, dr->lat_unit[1], &r->clat);
	lat_finer(&dr->lat, dr->lat_unit[2], &r->lat);
	if (!dr->n_clat_pct && !dr->n_lat_pct) {
		for (size_t i = 0; i < r->n_clat_pct && i < MAX_PCT; i++)
			dr->clat_pct[dr->n_clat_pct++] = r->clat_pct[i];
		for (size_t i = 0; i < r->n_lat_pct && i < MAX_PCT; i++)
			dr->lat_pct[dr->n_lat_pct++] = r->lat_pct[i];
	}
	if (isnan(j->cpu_usr))
		j->cpu_usr = r->cpu_usr;
	if (isnan(j->cpu_sys))
		j->cpu_sys = r->cpu_sys;
	if (j->jobs < 0 && r->cond.numjobs > 0)
		j->jobs = r->cond.numjobs;
	for (size_t i = 0; i < r->n_extras; i++) {
		const struct iodb_metric *x = &r->extras[i];
		int job_wide =
		    strncmp(x->name, "bw_", 3) && strncmp(x->name, "iops_", 5);

		if (x_add_missing(job_wide ? &j->x : &dr->x, x->name, x->value,
				  x->unit)) {
			m->err = -ENOMEM;
			return -ENOMEM;
		}
	}
	return 0;
}

/* The terse line's job name (field 2 in version 2, else 3) and group. */
static int terse_job(const struct tline *t, const char **name, size_t *nlen,
		     int64_t *gid)
{
	const char *s = t->s, *end = t->s + t->len, *f[4];
	int want = t->len && s[0] == '2' ? 1 : 2, k = 0;

	f[0] = s;
	for (const char *q = s; q < end && k < 3; q++)
		if (*q == ';')
			f[++k] = q + 1;
	if (k < want + 1)
		return -EINVAL;
	*name = f[want];
	*nlen = (size_t)(f[want + 1] - f[want] - 1);
	*gid = atoll(f[want + 1]);
	return 0;
}

/* Pair each terse line with the text job it repeats (same name and group,
 * in order: numjobs without group_reporting repeats names). */
static void match_terse(struct parser *p)
{
	unsigned char *used = calloc(p->nj ? p->nj : 1, 1);

	for (size_t i = 0; i < p->n_tl; i++) {
		const char *nm;
		size_t nl;
		int64_t gid;

		p->tl[i].job = -1;
		if (!used || terse_job(&p->tl[i], &nm, &nl, &gid))
			continue;
		for (size_t k = 0; k < p->nj; k++) {
			const struct job *j = &p->jobs[k];

			if (used[k] || strlen(j->name) != nl ||
			    memcmp(j->name, nm, nl) ||
			    (j->groupid >= 0 && j->groupid != gid))
				continue;
			used[k] = 1;
			p->tl[i].job = (int)k;
			break;
		}
	}
	free(used);
}

/* Fill the text jobs from their terse copies (nothing is emitted). */
static int merge_terse(struct parser *p)
{
	for (size_t i = 0; i < p->n_tl; i++) {
		struct ingest_ctx sub = *p->ctx;
		struct merge m = {.p = p};
		int ret;

		if (p->tl[i].job < 0)
			continue;
		m.j = &p->jobs[p->tl[i].job];
		if (m.j->d[D_MIXED].present) {
			struct fio_opts o;

			job_opts(p, m.j->name, &o);
			m.mixed_op = job_dir_op(find_header(p, m.j), &o,
						D_MIXED, mixed_alone(m.j));
		}
		sub.sink.run = merge_run;
		sub.sink.result = merge_result;
		sub.sink.spec = NULL;
		sub.sink.arg = &m;
		sub.line_base = 0;
		sub.warnings = sub.errors = 0;
		sub.quiet = 1;
		ret = fio_terse_line(&sub, p->tl[i].s, p->tl[i].len,
				     p->tl[i].no, p->cmd, 0);
		if (m.err)
			return m.err;
		if (ret == -ENOMEM)
			return ret;
		if (ret)
			ingest_warn_at(p->ctx, p->tl[i].s,
				       "the terse copy of job '%s' cannot be "
				       "read (a layout this fio version "
				       "prints?): the text's figures are kept",
				       m.j->name);
	}
	return 0;
}

/* Emit the terse lines no text job repeats, in the current run (or as a
 * run of their own when first). */
static int emit_terse(struct parser *p, int first)
{
	for (size_t i = 0; i < p->n_tl; i++) {
		int ret;

		if (p->tl[i].job >= 0)
			continue;
		ret = fio_terse_line(p->ctx, p->tl[i].s, p->tl[i].len,
				     p->tl[i].no, p->cmd, first);
		if (ret)
			return ret;
		first = 0;
	}
	return 0;
}

/* Whether name is a kernel's disk name as fio prints it ("nvme0n1",
 * "dm-0", "sda"): a letter first, then letters, digits, '-' or '_'. */
static int disk_name(const char *name)
{
	size_t n = strlen(name);

	if (!n || n >= 32 || !isalpha((unsigned char)name[0]))
		return 0;
	for (size_t i = 0; i < n; i++)
		if (!isalnum((unsigned char)name[i]) && name[i] != '-' &&
		    name[i] != '_')
			return 0;
	return 1;
}

/*
 * The one top-level device the run's "Disk stats" name, else NULL: one
 * disk ("xvda: ios=0/1048453, ..."), or an md or dm device over its
 * members, which fio lists right after it (diskutil.c
 * find_add_disk_slaves(): each slave joins the list after its master;
 * stat.c print_disk_util() gives the master the "aggrios=R/W" of
 * show_agg_stats(), its members' ios summed and divided by their count).
 * The first line the one with "aggrios=", every line after it a member:
 * their ios' mean (rounded down, as fio divides) is its aggrios, read and
 * write.  Two disks of their own ("sdb:", "sdc:"), a device after the
 * array that is none of its members (the mean does not match) or
 * nested arrays give none.  fio counted that device's I/O for the run,
 * whatever file on it the job named.
 */
static const char *disk_top(const struct parser *p)
{
	const struct disk *m = p->disks;
	double sum[2] = {0, 0};
	int k = p->n_disks - 1;

	if (p->disks_over || !p->n_disks || !disk_name(m->name))
		return NULL;
	if (p->n_disks == 1)
		return m->name;
	if (!m->has_aggr)
		return NULL;
	for (int i = 1; i < p->n_disks; i++) {
		if (p->disks[i].has_aggr || !p->disks[i].has_ios)
			return NULL;
		sum[0] += p->disks[i].ios[0];
		sum[1] += p->disks[i].ios[1];
	}
	for (int d = 0; d < 2; d++)
		if (floor(sum[d] / k) != m->aggr[d])
			return NULL;
	return m->name;
}

/* The disk named name in the run's list, added at its end when new; NULL
 * when the list is full (disks_over set). */
static struct disk *disk_entry(struct parser *p, const char *name)
{
	struct disk *d;

	for (int i = 0; i < p->n_disks; i++)
		if (!strcmp(p->disks[i].name, name))
			return &p->disks[i];
	if (p->n_disks == (int)(sizeof(p->disks) / sizeof(p->disks[0])) ||
	    strlen(name) >= sizeof(d->name)) {
		p->disks_over = 1;
		return NULL;
	}
	d = &p->disks[p->n_disks++];
	memset(d, 0, sizeof(*d));
	snprintf(d->name, sizeof(d->name), "%s", name);
	return d;
}

/* The "aggrios=R/W" of disk d's line, or of its rest a mailer wrapped
 * (s), when it has one. */
static void disk_aggr(struct disk *d, const char *s)
{
	const char *v = find_key(s, "aggrios="), *e;
	double a, b;

	if (d && v && !plain_num(v, &e, &a) && *e == '/' &&
	    !plain_num(e + 1, &e, &b)) {
		d->aggr[0] = a;
		d->aggr[1] = b;
		d->has_aggr = 1;
	}
}

/*
 * The device the run's jobs are named after ("/dev/nvme0n1: (groupid=0,
 * jobs=1)"): given no filename=, directory=, nrfiles= or read_iolog=, fio
 * opens a job's name as its file when that is a device (init.c add_job(),
 * exists_and_not_regfile(jobname)).  Every job block the same path under
 * /dev/, the options known to name no file; else NULL.
 */
static const char *jobs_named_device(const struct parser *p,
				     const struct fio_opts *o)
{
	const char *n = p->nj ? p->jobs[0].name : NULL;

	if (!n || o->file_set || o->filename[0] ||
	    fio_engine_remote(o->ioengine) || strncmp(n, "/dev/", 5) || !n[5] ||
	    n[strcspn(n, ": \t")])
		return NULL;
	for (size_t i = 1; i < p->nj; i++)
		if (!p->jobs[i].name || strcmp(p->jobs[i].name, n))
			return NULL;
	return n;
}

/* The host of the `uname -a` the current run started under, or NULL. */
static const char *uname_host(const struct parser *p)
{
	return p->run_uname[0] ? p->run_uname : NULL;
}

static void fill_run(struct parser *p, struct iodb_run *run,
		     const struct fio_opts *o, char *json)
{
	const char *named = jobs_named_device(p, o), *top;

	run->format = "fio-text";
	run->tool = "fio";
	run->tool_version = p->version[0]	   ? p->version
			    : p->client_version[0] ? p->client_version
						   : NULL;
	run->command = p->cmd ? p->cmd : p->ctx->hint_command;
	run->options_json = json;
	if (!strncmp(o->filename, "/dev/", 5))
		run->device = o->filename;
	else if (named)
		run->device = named; /* fio opened the job's name */
	else if (p->run_dev[0] && !p->run_dev_two)
		run->device = p->run_dev; /* "testing /dev/sdb:" above it */
	/* "ioengine=rbd": its Disk stats are the client's own disk */
	else if ((top = disk_top(p)) && !fio_engine_remote(o->ioengine))
		run->device = pool_fmt(p, "/dev/%s", top);
	run->host = p->run_host[0] ? p->run_host : NULL;
	run->label = p->label[0] ? p->label : NULL;
	run->extras = p->rx.n ? p->rx.v : NULL;
	run->n_extras = p->rx.n;
	run->line_from = p->run_from;
	run->line_to = p->run_to;
}

/* Where the current run's job headers start in p->h: those printed since
 * the last run emitted, else (none printed) those kept from before it. */
static size_t own_headers(const struct parser *p)
{
	return p->h_own < p->nh ? p->h_own : 0;
}

/* The job header of group g when all its headers agree (one name, rw,
 * bs and iodepth), else NULL. */
static const struct header *group_header(const struct parser *p, int64_t g)
{
	const struct header *h = NULL;

	for (size_t i = own_headers(p); i < p->nh; i++) {
		const struct header *x = &p->h[i];

		if (g >= 0 && x->g != g)
			continue;
		if (!h)
			h = x;
		else if (strcmp(h->name, x->name) || !same_conditions(h, x))
			return NULL;
	}
	return h;
}

static int emit_group_results(struct parser *p, const struct fio_opts *o,
			      int without_jobs, size_t from, size_t to);

/*
 * "fio: terminating on signal 2" (Ctrl-C, a kill) before the run's
 * figures, or a job header's "err= 5" (the job stopped on an error): they
 * are what ran until then, not the job as set.  The run is marked
 * interrupted, with a warning at that line.
 */
static void mark_interrupted(struct parser *p, struct iodb_run *run)
{
	if (p->err_at && !p->signal_at) {
		/* "err= 5": the job stopped on an I/O error (5, EIO) */
		fio_job_error(p->ctx, run, p->err_at, p->err_no);
		return;
	}
	if (!p->signal_at)
		return;
	run->status = "interrupted";
	ingest_warn_at(p->ctx, p->signal_at,
		       "fio was stopped by a signal before its jobs ended: "
		       "their figures are those of the part that ran (the run "
		       "is marked interrupted)");
}

/*
 * A text that holds only fio's group summary ("Run status group", "READ:
 * bw=..., io=..., run=..."): one result per summary line, with the
 * group's bandwidth, io and run time and the conditions of the command
 * or job file beside it.  Lines a person labelled ("STOCK 4M WRITE:",
 * "FIOFFS 4M WRITE:") are a run per label.
 */
static int emit_groups(struct parser *p)
{
	struct fio_opts o;
	char *json = NULL;
	const char *status = NULL;
	int ret = 0;

	/* "fio -filename=/dev/sdc ...", "fio -filename=/dev/sdd ..." listed
	 * over group lines alone (READ:/WRITE: pairs): which line ran on
	 * which target is not said, so none is the group's (pick_cmd()'s
	 * rule, no header here to choose by) */
	p->cmd_target_unsure = 0;
	if (p->cmd && p->n_cand && p->cmd != p->cmd_direct) {
		struct fio_opts a, b;

		cmdline_opts(p->cmd, NULL, &a);
		for (int i = 0; i < p->n_cand && !p->cmd_target_unsure; i++) {
			cmdline_opts(p->cand[i], NULL, &b);
			p->cmd_target_unsure =
			    strcmp(a.filename, b.filename) != 0;
		}
	}
	/* several jobs in the command: only their global options hold for
	 * the whole group */
	job_opts(p, NULL, &o);
	if (o.n_jobs > 1)
		job_opts(p, "\001no such job", &o);
	json = fio_opts_json(&o);
	for (size_t from = 0, to; from < p->n_gf; from = to) {
		struct iodb_run run = IODB_RUN_INIT;

		for (to = from + 1; to < p->n_gf &&
				    !strcmp(p->gf[to].label, p->gf[from].label);
		     to++)
			;
		fill_run(p, &run, &o, json);
		if (p->gf[from].label[0]) {
			run.label = p->gf[from].label;
			run.line_from = p->gf[from].no;
			run.line_to = p->gf[to - 1].no;
		}
		if (!from)
			mark_interrupted(p, &run);
		else
			run.status = status;
		status = run.status;
		ret = ingest_emit_run_host(p->ctx, &run, uname_host(p));
		if (ret)
			goto out;
		if (!from) {
			p->emitted++;
			ingest_warn_at(
			    p->ctx, p->gf[0].at,
			    "only fio's group summary is here: imported the "
			    "group's bandwidth, io and run time; IOPS, latency "
			    "and the per-job figures are not in the text");
			if (!o.n_set && !p->nh && p->run_has)
				ingest_warn_at(
				    p->ctx, p->gf[0].at,
				    "no fio command line or job file beside "
				    "the group summary: took the test's "
				    "conditions from the sentence above it");
			else if (!o.n_set && !p->nh)
				ingest_warn_at(
				    p->ctx, p->gf[0].at,
				    "no fio command line or job file beside "
				    "the group summary: the %s are unknown",
				    p->run_pattern
					? (p->gf[0].bs > 0
					       ? "queue depth and job count"
					       : "block size and queue depth")
				    : p->gf[0].bs > 0
					? "access pattern and queue depth"
					: "access pattern, block size and "
					  "queue depth");
		}
		ret = emit_group_results(p, &o, 0, from, to);
		if (ret)
			goto out;
	}
out:
	free(json);
	return ret;
}

/*
 * A note a person put after a group's line to say which job it is: "Run
 * status group 2 (all jobs): # psync".  One word only (a job's name has no
 * blank); a longer comment is prose, not a name.
 */
static void group_note(struct parser *p, const char *t)
{
	const char *c = strchr(t, ')'), *w, *e;

	p->group_note[0] = 0;
	c = c ? skip_sp(strchr(c, ':') ? strchr(c, ':') + 1 : c + 1) : NULL;
	if (!c || *c != '#')
		return;
	w = skip_sp(c + 1);
	for (e = w; *e && *e != ' ' && *e != '\t'; e++)
		;
	if (e == w || *skip_sp(e) || (size_t)(e - w) >= sizeof(p->group_note))
		return;
	memcpy(p->group_note, w, (size_t)(e - w));
	p->group_note[e - w] = 0;
}

/*
 * The conditions of the job a group's note names ("# psync"), when the
 * command or job file beside the text defines a job of that name and
 * others (with one job, its options are the text's already); 0 else.
 */
static int noted_job(struct parser *p, const struct gfig *g, struct fio_opts *o)
{
	if (!g->note[0])
		return 0;
	job_opts(p, g->note, o);
	return o->n_jobs > 1 && !strcmp(o->name, g->note);
}

/*
 * Line t as a person's introduction of the fio output below ("This change
 * gives ... in fio sequential read/write tests, e.g. before:"): a line
 * ending in ':' naming fio (the word) and one access pattern as words
 * ("sequential", "seq", "random", "rand"; both: none), its pattern into
 * *pattern and the directions it names ("read", "write", "trim") into
 * *dirs (1 << op).  Returns 1 when it is one; 0 leaves both alone.
 */
static int intro_pattern(const char *t, int *pattern, int *dirs)
{
	static const struct {
		const char *w;
		int seq, rand, dir;
	} words[] = {{"sequential", 1, 0, 0},
		     {"seq", 1, 0, 0},
		     {"random", 0, 1, 0},
		     {"rand", 0, 1, 0},
		     {"read", 0, 0, IODB_OP_READ},
		     {"reads", 0, 0, IODB_OP_READ},
		     {"write", 0, 0, IODB_OP_WRITE},
		     {"writes", 0, 0, IODB_OP_WRITE},
		     {"trim", 0, 0, IODB_OP_TRIM}};
	size_t n = strlen(t);
	int fio = 0, seq = 0, rand = 0, d = 0;

	while (n && (t[n - 1] == ' ' || t[n - 1] == '\t'))
		n--;
	if (!n || t[n - 1] != ':')
		return 0;
	for (size_t i = 0; i < n;) {
		size_t e = i;

		while (e < n && isalnum((unsigned char)t[e]))
			e++;
		fio |= e - i == 3 && !strncasecmp(t + i, "fio", 3);
		for (size_t k = 0;
		     e > i && k < sizeof(words) / sizeof(words[0]); k++)
			if (strlen(words[k].w) == e - i &&
			    !strncasecmp(t + i, words[k].w, e - i)) {
				seq |= words[k].seq;
				rand |= words[k].rand;
				if (words[k].dir)
					d |= 1 << words[k].dir;
			}
		i = e > i ? e : i + 1;
	}
	if (!fio || seq == rand)
		return 0;
	*pattern = seq ? IODB_PATTERN_SEQ : IODB_PATTERN_RAND;
	*dirs = d;
	return 1;
}

/*
 * Whether clause s (len bytes) holds the word "fio" in either case ("FIO
 * 4K random test"; not "fio-3.28" nor "fio:"): a blank, a bracket or the
 * end on each side.
 */
static int says_fio(const char *s, size_t len)
{
	for (const char *q = s;
	     (q = text_find_nocase(q, len - (size_t)(q - s), "fio", 3));
	     q += 3) {
		size_t at = (size_t)(q - s);

		if ((!at || strchr(" (\"'", s[at - 1])) &&
		    (at + 3 == len || strchr(" ),.'\"", s[at + 3])))
			return 1;
	}
	return 0;
}

/*
 * The read share sentence s (n bytes) states as two shares of a mixed
 * load adding up to 100 ("70% read, 30% write", "30% writes and 70%
 * reads"): the read one; NAN when it states no such pair.
 */
static double lead_mix(const char *s, size_t n)
{
	long share[2] = {-1, -1};

	for (size_t i = 0; i < n; i++) {
		size_t b = i, e;
		long v = 0;
		int d;

		if (!isdigit((unsigned char)s[i]) ||
		    (i && isalnum((unsigned char)s[i - 1])))
			continue;
		while (i < n && isdigit((unsigned char)s[i]) && v < 1000)
			v = v * 10 + (s[i++] - '0');
		e = i;
		if (e - b > 3 || e >= n || s[e] != '%')
			continue;
		e++;
		if (e < n && s[e] == ' ')
			e++;
		if (n - e >= 4 && !strncasecmp(s + e, "read", 4))
			d = 0;
		else if (n - e >= 5 && !strncasecmp(s + e, "write", 5))
			d = 1;
		else
			continue;
		if (share[d] >= 0 && share[d] != v)
			return NAN;
		share[d] = v;
	}
	if (share[0] < 0 || share[1] < 0 || share[0] + share[1] != 100 ||
	    !share[0] || !share[1])
		return NAN;
	return (double)share[0];
}

/*
 * The conditions a person's sentence naming a fio test states ("Test case
 * is fio randrw of 512 byte IOs using AIO and an iodepth of 32 IOs.",
 * "Comparison with a 70/30 fio 8KB 12 thread direct I/O test:"): the
 * first sentence of para holding the word "fio" and no option ('=',
 * "--": lead_options() reads those) that names two conditions or more
 * (pattern, block size, queue depth, job count, direct I/O, a mix's two
 * shares: "fio 8KiB 70% read, 30% write", lead_mix()), into *c
 * (its op the one direction it names, else unknown).  Its clauses
 * (split at ',', ';', "and", "then", "or", "vs") must not name two block
 * sizes ("fio 4k and 1M random reads" gives none).  1 when it is one.
 */
static int lead_test(const char *para, struct iodb_cond *c)
{
	static const char *const cuts[] = {" and ", " then ", " or ",
					   " vs ",  " vs. ",  " versus "};
	const char *s = para;
	size_t plen = strlen(para);

	/* no sentence names fio where the paragraph does not (most
	 * paragraphs: each line of text outside an output is asked) */
	if (!text_find(para, plen, "fio", 3) &&
	    !text_find(para, plen, "FIO", 3) &&
	    !text_find(para, plen, "Fio", 3))
		return 0;
	while (*s) {
		const char *e = s;
		struct testname tn;
		int64_t bs = -1;
		size_t n;
		int named;
		double mix;

		while (*e &&
		       !((*e == '.' || *e == '!' || *e == '?' || *e == ':') &&
			 (!e[1] || e[1] == ' ')))
			e++;
		n = (size_t)(e - s);
		if (!says_fio(s, n)) {
			s = *e ? e + 1 : e;
			continue;
		}
		if (memchr(s, '=', n) || text_find(s, n, "--", 2))
			return 0;
		/* the block size of each clause: one at most */
		for (const char *a = s; a < e;) {
			const char *b = a;
			struct testname cl;

			while (b < e && *b != ',' && *b != ';') {
				size_t k = 0;

				while (
				    k < sizeof(cuts) / sizeof(cuts[0]) &&
				    ((size_t)(e - b) < strlen(cuts[k]) ||
				     strncasecmp(b, cuts[k], strlen(cuts[k]))))
					k++;
				if (k < sizeof(cuts) / sizeof(cuts[0]))
					break;
				b++;
			}
			testname_parse(a, (size_t)(b - a), 0, &cl);
			if (cl.cond.bs > 0 && bs > 0 && cl.cond.bs != bs)
				return 0;
			if (cl.cond.bs > 0)
				bs = cl.cond.bs;
			a = b < e ? b + 1 : b;
		}
		testname_parse(s, n, 0, &tn);
		mix = lead_mix(s, n);
		named = (tn.cond.pattern != IODB_PATTERN_UNKNOWN) +
			(tn.cond.bs > 0) + (tn.cond.iodepth > 0) +
			(tn.cond.numjobs > 0) + (tn.cond.direct == 1) +
			!isnan(mix);
		if (named < 2)
			return 0;
		*c = (struct iodb_cond)IODB_COND_INIT;
		c->mix_read_pct = mix;
		c->pattern = tn.cond.pattern;
		c->bs = tn.cond.bs;
		c->iodepth = tn.cond.iodepth;
		c->numjobs = tn.cond.numjobs;
		c->direct = tn.cond.direct == 1 ? 1 : -1;
		if (tn.n_ops == 1)
			c->op = tn.cond.op;
		return 1;
	}
	return 0;
}

static int count_line(const char *t);

/*
 * Whether t (tl bytes) is a title between decorations: two or more of one
 * of '-', '=', '*', '~', '#' at each end, the same at both, a blank inside
 * each, and words with a letter between ("-- krb5 --", "== ext4 ==").
 */
static int deco_title(const char *t, size_t tl)
{
	size_t b = 0, e = tl;
	int letter = 0;

	if (tl < 7 || !strchr("-=*~#", t[0]))
		return 0;
	while (b < tl && t[b] == t[0])
		b++;
	while (e > b && t[e - 1] == t[0])
		e--;
	if (b < 2 || tl - e != b || t[b] != ' ' || t[e - 1] != ' ')
		return 0;
	for (size_t i = b; i < e; i++)
		letter |= isalpha((unsigned char)t[i]) != 0;
	return letter;
}

/*
 * Line t, a person's text outside any output (is_cap: a caption), read for
 * lead_test(): joined to its paragraph, whose test sets the conditions of
 * the outputs below; other text ends them, a caption keeps them unless it
 * names a block size, pattern or depth of its own that differs ("4kB block
 * IO comparison:" under a 512-byte test).
 */
static void lead_line(struct parser *p, const char *t, int is_cap)
{
	size_t n = p->prev_blank ? 0 : strlen(p->lead_para), tl = strlen(t);
	struct testname tn;

	if (n + tl + 2 < sizeof(p->lead_para)) {
		if (n)
			p->lead_para[n++] = ' ';
		memcpy(p->lead_para + n, t, tl + 1);
	} else if (!n)
		p->lead_para[0] = '\0';
	if (lead_test(p->lead_para, &p->lead_cond)) {
		p->lead_has = 1;
		return;
	}
	/* "Without this patch: libaio engine, direct io, randwrite, io size
	 * 128k": the conditions the caption states after its ':' are the
	 * test's, for its run and the runs under the captions below ("With
	 * this patch:"), as a sentence's are */
	if (is_cap && memchr(t, ':', tl) && t[tl - 1] != ':') {
		char cap[96];
		struct iodb_cond c;

		if (line_caption_conditions(t, tl, cap, sizeof(cap), &c)) {
			p->lead_cond = c;
			p->lead_has = 1;
			return;
		}
	}
	/* "-- krb5 --" (a title between decorations: a heading of the
	 * captions below) keeps them as a caption does; "Connect count:
	 * 3" (a count the person noted) says nothing of the test */
	if (!p->lead_has)
		return;
	if (!is_cap && count_line(t))
		return;
	if (!is_cap && !deco_title(t, tl)) {
		p->lead_has = 0;
		return;
	}
	testname_parse(t, tl, 0, &tn);
	if ((tn.cond.bs > 0 && tn.cond.bs != p->lead_cond.bs) ||
	    (tn.cond.iodepth > 0 && tn.cond.iodepth != p->lead_cond.iodepth) ||
	    (tn.cond.pattern != IODB_PATTERN_UNKNOWN &&
	     tn.cond.pattern != p->lead_cond.pattern))
		p->lead_has = 0;
}

/*
 * The conditions the sentence above the run states (lead_test()) into
 * r's unknown ones, when it names no other direction than r's.
 */
static void lead_fill(const struct parser *p, struct iodb_result *r)
{
	struct iodb_cond c = p->run_cond;

	if (!p->run_has || (c.op != IODB_OP_UNKNOWN && c.op != r->cond.op))
		return;
	c.op = IODB_OP_UNKNOWN;
	iodb_cond_fill(&r->cond, &c);
}

/* Whether every job block read names its group ("(groupid=N"). */
static int jobs_unknown_none(const struct parser *p)
{
	for (size_t k = 0; k < p->nj; k++)
		if (p->jobs[k].groupid < 0)
			return 0;
	return 1;
}

/*
 * Whether a job of fio's rw value rw prints a summary line of direction d:
 * rw and randrw both directions, trimwrite trim and write, read and
 * randread only reads (rw unset: fio's default, read).  unified_rw_reporting's
 * "MIXED:" line goes with any.
 */
static unsigned rw_dir(const char *rw);

static int rw_prints_dir(const char *rw, int d)
{
	const char *x = rw[0] ? rw : "read";

	if (d == D_MIXED || fio_rw_mixed(x))
		return d != D_TRIM;
	if (strstr(x, "trimwrite"))
		return d == D_TRIM || d == D_WRITE;
	return rw_dir(x) == 1u << d;
}

/*
 * The options of the one job fio reports as group summary g's group, when
 * the command or job file beside the summaries runs several jobs, each
 * in its own group by stonewall or new_group ("--name=seq-write
 * --rw=write --stonewall --name=seq-read --rw=read --stonewall" over "Run
 * status group 1 (all jobs):" / "READ: ..." is seq-read):
 * fio_options_group_job() numbers the groups as fio does.  Only when that
 * job runs g's direction.  Returns 1 with *o filled, 0 when no one job is
 * the group's (several jobs share it: no stonewall between them).
 */
static int group_job_opts(struct parser *p, const struct gfig *g,
			  struct fio_opts *o)
{
	const char *hc = p->ctx->hint_command, *cmd = p->cmd, *jf = p->jf;
	size_t cl = cmd ? strlen(cmd) : 0, jl = jf ? strlen(jf) : 0;
	char name[128];

	/* the user's hint: a job file, a command, or a command then the
	 * job file it runs */
	if (!cmd && !jf && hc && hc_job_file_only(hc)) {
		jf = hc;
		jl = strlen(hc);
	} else if (!cmd && !jf && hc) {
		long at = fio_options_jobfile_start(hc, strlen(hc));

		cmd = hc;
		cl = at > 0 ? (size_t)at : strlen(hc);
		jf = at > 0 ? hc + at : NULL;
		jl = jf ? strlen(jf) : 0;
	}
	if (g->group < 0 || fio_options_group_job(cmd, cl, jf, jl, g->group,
						  name, sizeof(name)))
		return 0;
	job_opts(p, name, o);
	return !strcmp(o->name, name) && rw_prints_dir(o->rw, g->dir);
}

/* Whether text t (may be NULL) names an option that starts a group:
 * stonewall, wait_for_previous or new_group. */
static int says_group_option(const char *t)
{
	return t && (strstr(t, "stonewall") || strstr(t, "new_group") ||
		     strstr(t, "wait_for_previous"));
}

/* Whether every group summary of the run is the one job's of its group
 * (group_job_opts()): a group the command does not make, or a direction
 * its job does not run, says the summaries are another command's. */
static int groups_by_job(struct parser *p)
{
	const char *hc = p->ctx->hint_command;
	struct fio_opts o;

	/* no stonewall nor new_group anywhere (most commands of several
	 * jobs): every job is group 0's, none alone in its group */
	if (!says_group_option(p->cmd) && !says_group_option(p->jf) &&
	    (p->cmd || p->jf || !says_group_option(hc)))
		return 0;
	for (size_t i = 0; i < p->n_gf; i++)
		if (!group_job_opts(p, &p->gf[i], &o))
			return 0;
	return p->n_gf > 0;
}

/*
 * The jobs of summary g's group when the text shows only some of them: a
 * run of one group whose "Starting N processes" says more jobs than the
 * "jobs=" of its job blocks add up to (numjobs=2 without group_reporting,
 * the paste cut with "..." after job 1's block: "seq: (groupid=0,
 * jobs=1)" ... "write: IOPS=338" / "..." / "Run status group 0 (all
 * jobs):" / "READ: bw=12.3MiB/s, 6281KiB/s-6323KiB/s, ...").  The summary
 * is then the all-jobs result, no figure of the block shown.  0 when the
 * blocks are all the group's jobs (a normal output), a block's jobs= is
 * unknown, the run has several groups, or a block's rate of g's direction
 * is the summary's (the same figures).
 */
static int64_t group_jobs_cut(const struct parser *p, const struct gfig *g)
{
	int64_t shown = 0;

	if (p->n_started <= 1 || g->group < 0 || !(g->bw > 0))
		return 0;
	for (size_t k = 0; k < p->n_gf; k++)
		if (p->gf[k].group != g->group)
			return 0;
	for (size_t k = 0; k < p->nj; k++) {
		const struct job *j = &p->jobs[k];
		const struct dir *d = &j->d[g->dir];

		if (j->groupid != g->group || j->jobs <= 0)
			return 0;
		if (d->present && d->bw > 0 &&
		    fabs(d->bw - g->bw) <= 0.005 * g->bw)
			return 0;
		shown += j->jobs;
	}
	return shown > 0 && shown < p->n_started ? p->n_started : 0;
}

/* Whether summary g is a "MIXED:" line with no other of its group. */
static int group_mixed_alone(const struct parser *p, const struct gfig *g)
{
	if (g->dir != D_MIXED)
		return 0;
	for (size_t k = 0; k < p->n_gf; k++)
		if (p->gf[k].group == g->group && p->gf[k].dir != D_MIXED)
			return 0;
	return 1;
}

/*
 * The group summary lines as results (of the run just emitted), with o's
 * conditions; without_jobs: only those of groups no job block of the text
 * belongs to (a paste cut to its last job block and the summaries).
 */
static int emit_group_results(struct parser *p, const struct fio_opts *o,
			      int without_jobs, size_t from, size_t to)
{
	static const char *const dnames[] = {"read", "write", "trim", "mixed"};
	int ret = 0;
	/* several jobs, each its own group: each group's own options
	 * (groups_by_job(), asked once and only for a line read alone) */
	int by_job = o->n_jobs > 1 ? -1 : 0;

	for (size_t i = from; i < to; i++) {
		const struct gfig *g = &p->gf[i];
		const struct header *h = group_header(p, g->group);
		struct iodb_result r = IODB_RESULT_INIT;
		struct fio_opts named;
		const struct fio_opts *go = o;
		const struct job *one = NULL;
		int jobs = 0, n_in = 0;
		int64_t cut = 0;

		for (size_t k = 0; without_jobs && k < p->nj; k++) {
			jobs |= p->jobs[k].groupid == g->group ||
				p->jobs[k].groupid < 0 || g->group < 0;
			if (p->jobs[k].groupid == g->group && g->group >= 0) {
				n_in++;
				one = &p->jobs[k];
			}
		}
		/* the group's one job block lacks this direction's line (a
		 * "<snip>" took it): the group line is that job's figures */
		if (jobs)
			cut = group_jobs_cut(p, g);
		if (jobs && !cut &&
		    !(n_in == 1 && jobs_unknown_none(p) &&
		      !one->d[g->dir].present && g->bw > 0))
			continue;
		if (cut)
			ingest_warn_at(p->ctx, g->at,
				       "the text shows %lld of the %lld jobs "
				       "of group %lld: imported its summary "
				       "line as the all-jobs result "
				       "(bandwidth, io and run time)",
				       (long long)(n_in), (long long)cut,
				       (long long)g->group);
		else if (jobs)
			ingest_warn_at(p->ctx, g->at,
				       "job '%s' has no '%s' line in the text: "
				       "imported its group's summary line "
				       "(bandwidth, io and run time)",
				       one->name ? one->name : "?",
				       dnames[g->dir]);
		else if (without_jobs)
			ingest_warn_at(p->ctx, g->at,
				       "no job block of group %lld is in the "
				       "text: imported its summary line's "
				       "bandwidth, io and run time",
				       (long long)g->group);
		if (o->n_jobs == 1 && o->name[0])
			r.job = o->name;
		if (!h && noted_job(p, g, &named)) {
			go = &named;
			r.job = named.name;
		} else if (!h && by_job) {
			if (by_job < 0)
				by_job = groups_by_job(p);
			if (by_job && group_job_opts(p, g, &named)) {
				go = &named;
				r.job = named.name;
			}
		}
		r.groupid = g->group;
		/* "MIXED:" sums the group's jobs: their one header's rw=,
		 * else the options of one job (not the global ones of
		 * several) */
		r.cond.op =
		    h || go != o || o->n_jobs <= 1
			? job_dir_op(h, go, g->dir, group_mixed_alone(p, g))
			: dir_op[g->dir];
		if (h) {
			/* the job header lines above: the group's jobs */
			r.job = h->name;
			r.cond.pattern = fio_rw_pattern(h->rw);
			r.cond.bs = dir_bs(h, g->dir);
			r.cond.iodepth = h->iodepth;
			/* one job definition: fio started numjobs of it */
			if (p->nh == 1 && p->n_started > 0)
				r.cond.numjobs = p->n_started;
			if (fio_rw_mixed(h->rw) && o->n_set)
				r.cond.mix_read_pct =
				    !isnan(o->cond.mix_read_pct)
					? o->cond.mix_read_pct
				    : fio_rw_mixed(o->rw) ? 50
							  : NAN;
		}
		fio_opts_apply(go, r.cond.op, &r);
		if (cut)
			r.cond.numjobs = cut;
		/* the size a person typed before the line ("4M WRITE:") */
		if (r.cond.bs <= 0 && g->bs > 0)
			r.cond.bs = g->bs;
		/* "in fio sequential read/write tests, e.g. before:" over
		 * group lines alone, of a direction it names (or none) */
		if (r.cond.pattern == IODB_PATTERN_UNKNOWN && !h &&
		    !go->n_set && p->run_pattern &&
		    (!p->run_dirs || (p->run_dirs & (1 << r.cond.op))))
			r.cond.pattern = p->run_pattern;
		/* "Test case is fio randrw of 512 byte IOs ..." above */
		if (!h && !go->n_set)
			lead_fill(p, &r);
		cap_depth(p, h,
			  h && h->ioengine[0] ? h->ioengine : go->ioengine, &r);
		r.bw_bytes = g->bw;
		r.io_bytes = g->io;
		r.runtime_ns = g->run_max;
		r.line_from = r.line_to = g->no;
		ret = ingest_emit_result(p->ctx, &r);
		if (ret)
			return ret;
	}
	return 0;
}

/*
 * Whether line a (to its end ae) and line b (to be) hold the same text but
 * for blanks: "read:\tIOPS=12.1k" and "read: IOPS=12.1k" (a tab a person or
 * a terminal's copy put where fio printed a space) are one line.
 */
static int same_but_blanks(const char *a, const char *ae, const char *b,
			   const char *be)
{
	for (;;) {
		while (a < ae && (*a == ' ' || *a == '\t'))
			a++;
		while (b < be && (*b == ' ' || *b == '\t'))
			b++;
		if (a == ae || b == be)
			return a == ae && b == be;
		if (*a++ != *b++)
			return 0;
	}
}

/* Whether the line at at (in the buffer) appears again elsewhere in it,
 * its blanks aside. */
static int line_repeated(const struct parser *p, const char *at)
{
	const char *b = p->ctx->buf, *end = b + p->ctx->len, *e, *q;

	if (!b || !at || at < b || at >= end)
		return 0;
	while (at < end && (*at == ' ' || *at == '\t'))
		at++;
	e = at;
	while (e < end && *e != '\n' && *e != '\r')
		e++;
	while (e > at && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	if (e - at < 16)
		return 0;
	/* each line that starts with the same word (the direction's) */
	for (q = b; q < end;) {
		const char *qs = q, *qe = memchr(q, '\n', (size_t)(end - q));

		qe = qe ? qe : end;
		q = qe + 1;
		while (qs < qe && (*qs == ' ' || *qs == '\t'))
			qs++;
		if (qs != at && qs < qe && *qs == *at &&
		    same_but_blanks(at, e, qs,
				    qe > qs && qe[-1] == '\r' ? qe - 1 : qe))
			return 1;
	}
	return 0;
}

/*
 * A direction line alone outside any job block ("read: IOPS=14.8k, BW=...")
 * that the text prints again inside a job block is a quote of it (a post's
 * summary above its output): not a result of its own.
 */
static void prune_quotes(struct parser *p)
{
	size_t k = 0;

	for (size_t i = 0; i < p->nj; i++) {
		struct job *j = &p->jobs[i];

		if (j->headless && !j->other && p->has_blocks &&
		    line_repeated(p, j->at)) {
			ingest_warn_at(p->ctx, j->at,
				       "a 'read:'/'write:' line alone, outside "
				       "the job blocks of this text: taken as "
				       "a quote of one, not a result");
			for (int d = 0; d < D_N; d++)
				x_free(&j->d[d].x);
			x_free(&j->x);
			continue;
		}
		p->jobs[k++] = *j;
	}
	p->nj = k;
}

/* Whether the fio command cmd defines a job called name (--name=). */
static int cmd_defines(const char *cmd, const char *name)
{
	struct fio_opts o;

	return !fio_options_parse_cmdline(cmd, strlen(cmd), name, &o) &&
	       !strcmp(o.name, name);
}

/* Whether workloads a and b (rw= values) are one: "readwrite" is "rw". */
static int same_rw(const char *a, const char *b)
{
	if (!strcmp(a, "readwrite"))
		a = "rw";
	if (!strcmp(b, "readwrite"))
		b = "rw";
	return !strcmp(a, b);
}

/*
 * Whether fio command cmd states for job name a workload other than rw,
 * the one the output's header prints ("--readwrite=randread" above "rw=
 * randrw"): another run's command.
 */
static int cmd_contradicts(const char *cmd, const char *name, const char *rw)
{
	struct fio_opts o;

	if (!rw || !rw[0])
		return 0;
	cmdline_opts(cmd, name, &o);
	return o.rw[0] && !same_rw(o.rw, rw);
}

/*
 * The one direction (1 << D_*) fio's workload rw (an rw= value) runs:
 * "randtrim" trims, "randread" reads, "write" writes; 0 for "rw" and
 * unknown words.
 */
static unsigned rw_dir(const char *rw)
{
	if (strstr(rw, "trim"))
		return 1u << D_TRIM;
	if (strstr(rw, "read"))
		return 1u << D_READ;
	if (strstr(rw, "write"))
		return 1u << D_WRITE;
	return 0;
}

static unsigned run_dirs(const struct parser *p);

/*
 * Whether fio command cmd runs job name in one direction and none of the
 * run's figures is of it ("--rw=randwrite" right above "read: IOPS=212k,
 * ..." alone): another run's command, pasted above this one's figures.
 * Never a mixed workload ("rw", "randrw", "trimwrite"), nor figures fio
 * reports as "mixed:"; one figure of the command's direction is enough
 * ("--rw=write --verify=crc32c" prints read lines too).
 */
static int cmd_dirs_contradict(const struct parser *p, const char *cmd,
			       const char *name)
{
	struct fio_opts o;
	unsigned have = run_dirs(p), want;

	cmdline_opts(cmd, name, &o);
	if (!o.rw[0] || fio_rw_mixed(o.rw) || strstr(o.rw, "trimwrite"))
		return 0;
	want = rw_dir(o.rw);
	return want && have && !(have & (1u << D_MIXED)) && !(have & want);
}

/*
 * Whether fio command cmd is another run's than this one of job name:
 * its workload is not rw, the one the output's header states
 * (cmd_contradicts()), or, no header stating one, its one direction is
 * none of the figures' (cmd_dirs_contradict()).
 */
static int cmd_misfits(const struct parser *p, const char *cmd,
		       const char *name, const char *rw)
{
	return rw && rw[0] ? cmd_contradicts(cmd, name, rw)
			   : cmd_dirs_contradict(p, cmd, name);
}

/*
 * Several commands printed before one output ("fio --name=seqwrite ...",
 * "fio --name=randwrite ..." listed, then one output): the run's command
 * is the one that defines its job, else the last one; never one whose
 * workload the output's header contradicts, nor, no header stating it,
 * one whose one direction none of the figures is of (none then:
 * cmd_misfits()).  When another
 * that fits as well names another target ("Host: fio --filename=disk.img"
 * and "VM: fio --filename=/dev/vdb"), which ran is not said: the run
 * takes neither's device (p->cmd_target_unsure), unless the output
 * follows one of them directly, as in a shell session (its last line
 * right above the output's first, no command right above it: the list
 * of "RAID10: fio ..." and "SINGLE: fio ..." stays unsure).
 */
static void pick_cmd(struct parser *p, const char *job)
{
	const char *rw = p->nh ? p->h[own_headers(p)].rw : "";
	int named;
	struct fio_opts a, b;

	p->cmd_target_unsure = 0;
	if (!p->cmd)
		return;
	if (job && !*job)
		job = NULL;
	/* one command shown, the header's workload not stated: nothing to
	 * choose, nothing it contradicts but the figures' directions */
	if (!p->n_cand && !rw[0] && !cmd_dirs_contradict(p, p->cmd, job))
		return;
	named = job && cmd_defines(p->cmd, job);
	if ((!named && job) || cmd_misfits(p, p->cmd, job, rw)) {
		for (int i = p->n_cand; i-- > 0;) {
			int d = job && cmd_defines(p->cand[i], job);

			if (cmd_misfits(p, p->cand[i], job, rw) ||
			    (named && !d))
				continue;
			if (!d && job && !cmd_misfits(p, p->cmd, job, rw))
				continue; /* the last one stays */
			char *c = p->cmd;

			p->cmd = p->cand[i];
			p->cand[i] = c;
			named = d;
			if (d)
				break;
		}
	}
	if (cmd_misfits(p, p->cmd, job, rw)) {
		/* each command shown is another workload's */
		if (p->n_cand < 8)
			p->cand[p->n_cand++] = p->cmd;
		else
			free(p->cmd);
		p->cmd = NULL;
		return;
	}
	/* the command the output follows in a shell session ran it: the
	 * others listed further up are other runs' */
	if (!p->n_cand || p->cmd == p->cmd_direct)
		return;
	cmdline_opts(p->cmd, job, &a);
	for (int i = 0; i < p->n_cand; i++) {
		if (cmd_misfits(p, p->cand[i], job, rw) ||
		    (named && !cmd_defines(p->cand[i], job)))
			continue;
		cmdline_opts(p->cand[i], job, &b);
		if (strcmp(a.filename, b.filename))
			p->cmd_target_unsure = 1;
	}
}

/* The directions (1 << D_*) the current run's figures are of. */
static unsigned run_dirs(const struct parser *p)
{
	unsigned m = 0;

	for (size_t i = 0; i < p->nj; i++)
		for (int d = 0; d < D_N; d++)
			if (p->jobs[i].d[d].present)
				m |= 1u << d;
	for (size_t i = 0; i < p->n_gf; i++)
		m |= 1u << p->gf[i].dir;
	return m;
}

/*
 * Whether the command the run before had (kept for group summaries pasted
 * again, "the same command on another kernel") ran this run too: its rw
 * is this run's directions.  "--rw=randrw" over a run of READ alone (a
 * later read workload, "All clients" of three readers) is another
 * command's, not shown.
 */
static int carried_fits(const struct parser *p)
{
	struct fio_opts o;
	unsigned want, have = run_dirs(p);

	fio_opts_init(&o);
	if (fio_options_parse_cmdline(p->cmd, strlen(p->cmd), NULL, &o))
		return 0;
	/*
	 * A command of several jobs (stonewalled groups: "--name=seq-write
	 * --rw=write --stonewall --name=seq-read --rw=read ..."), whose
	 * first job's rw is no run's whole: the run fits when its group
	 * summaries are the run's before, group by group and direction by
	 * direction ("zsmalloc:" / groups 0-3, "z3fold:" / groups 0-3 again:
	 * the same jobs on another allocator)
	 */
	if (o.n_jobs >= 2 && p->n_shape && p->n_shape == p->n_gf && !p->nj) {
		size_t i = 0;

		while (i < p->n_gf &&
		       p->shape[i] == (p->gf[i].group * 8 | p->gf[i].dir))
			i++;
		if (i == p->n_gf)
			return 1;
	}
	if (!o.rw[0])
		return 0;
	if (fio_rw_mixed(o.rw))
		return have == (1u << D_READ | 1u << D_WRITE) ||
		       have == 1u << D_MIXED;
	want = rw_dir(o.rw);
	return want && have == want;
}

/*
 * Whether every line of the current run is a line of an imagined output
 * left out above, or the start of one (an explanation's "read: IOPS=10k"
 * under "read: IOPS=10k, BW=40MiB/s (42MB/s)(1000MiB/25003msec)"): the
 * text quoting it, not a run.  Leading blanks are not compared.
 */
static int example_quoted(const struct parser *p)
{
	const char *s = p->run_text.buf, *end = s + p->run_text.len;
	int lines = 0;

	if (!p->example_text.len)
		return 0;
	while (s < end) {
		const char *e = memchr(s, '\n', (size_t)(end - s));
		const char *x = p->example_text.buf;
		const char *xend = x + p->example_text.len;
		size_t n;
		int found = 0;

		if (!e)
			e = end;
		while (s < e && (*s == ' ' || *s == '\t'))
			s++;
		n = (size_t)(e - s);
		while (n && !found && x < xend) {
			const char *xe = memchr(x, '\n', (size_t)(xend - x));

			if (!xe)
				xe = xend;
			while (x < xe && (*x == ' ' || *x == '\t'))
				x++;
			found = n <= (size_t)(xe - x) && !memcmp(s, x, n);
			x = xe + 1;
		}
		if (n && !found)
			return 0;
		lines += n > 0;
		s = e + 1;
	}
	return lines > 0;
}

/* Emit the current run, if it has results, and start afresh. */
/*
 * The runs tagged under one label (one job each: "Run#1", "Run#2" under
 * "6.1 result:"): the run just emitted adds its figures; a run of more
 * jobs, or under another label, starts them anew.
 */
static void tagged_add(struct parser *p)
{
	const struct job *j = &p->jobs[0];

	if (p->nj != 1 || strcmp(p->label, p->tagged_label)) {
		memcpy(p->tagged_label, p->nj == 1 ? p->label : "",
		       p->nj == 1 ? sizeof(p->label) : 1);
		memset(p->tagged_sum, 0, sizeof(p->tagged_sum));
		memset(p->tagged_n, 0, sizeof(p->tagged_n));
	}
	if (p->nj != 1)
		return;
	for (int d = 0; d < D_N; d++) {
		const double v[2] = {j->d[d].iops, j->d[d].bw};

		for (int k = 0; k < 2; k++)
			if (j->d[d].present && !isnan(v[k])) {
				p->tagged_sum[d][k] += v[k];
				p->tagged_n[d][k]++;
			}
	}
}

/*
 * Whether the run under an average's tag ("Average (3 times)" / its read
 * and write lines, run_tag 2) is the author's average of the runs above it
 * under the same label: each of its IOPS and rates the mean of theirs (two
 * at least), to the last digit printed or 0.1 % (rounded or truncated by
 * hand), as a table of such averages is (docs/documents.md, "an author's
 * averages of the outputs shown above").  Those runs are imported; this
 * one is none of its own.  An average of runs not shown is a result.
 */
static int tagged_average(const struct parser *p)
{
	const struct job *j = &p->jobs[0];
	int checked = 0;

	if (p->nj != 1 || p->run_tag != 2 || strcmp(p->label, p->tagged_label))
		return 0;
	for (int d = 0; d < D_N; d++) {
		const double v[2] = {j->d[d].iops, j->d[d].bw};
		const double u[2] = {j->d[d].iops_unit, j->d[d].bw_unit};

		for (int k = 0; k < 2 && j->d[d].present; k++) {
			double mean;

			if (isnan(v[k]))
				continue;
			if (p->tagged_n[d][k] < 2)
				return 0;
			mean = p->tagged_sum[d][k] / p->tagged_n[d][k];
			if (fabs(v[k] - mean) > fmax(0.001 * mean, u[k]))
				return 0;
			checked++;
		}
	}
	return checked > 0;
}

static int finish_run_now(struct parser *p)
{
	struct iodb_run run = IODB_RUN_INIT;
	struct fio_opts o;
	char *json = NULL;
	int ret = 0;

	if (p->carried && p->cmd && !carried_fits(p)) {
		free(p->cmd);
		p->cmd = NULL;
	}
	p->carried = 0;

	if (p->run_example && (p->nj || p->n_tl || p->n_gf)) {
		ingest_warn(p->ctx, p->run_from, 1,
			    "an imagined output (the text above says it "
			    "'might look' so), no measurement: not imported");
		p->examples++;
		if (strbuf_add(&p->example_text, p->run_text.buf,
			       p->run_text.len))
			return -ENOMEM;
		goto reset;
	}
	if ((p->nj || p->n_tl || p->n_gf) && example_quoted(p)) {
		ingest_warn(p->ctx, p->run_from, 1,
			    "a piece of the imagined output above quoted "
			    "again, no measurement: not imported");
		p->examples++;
		goto reset;
	}
	if (!p->nj) {
		if (p->n_tl) {
			/* only the terse copy: the terse lines are the run */
			ret = emit_terse(p, 1);
			if (!ret)
				p->emitted++;
		} else if (p->n_gf) {
			ret = emit_groups(p);
		} else if (p->nh && !p->h_used && !p->missing_at) {
			p->missing_at = p->h[0].at;
			snprintf(p->missing_name, sizeof(p->missing_name), "%s",
				 p->h[0].name);
		}
		goto reset;
	}
	prune_quotes(p);
	prune_repeats(p);
	if (!p->nj)
		goto reset;
	if (tagged_average(p)) {
		ingest_warn(p->ctx, p->run_from, 1,
			    "an average of the runs above it under '%s' "
			    "(each figure the mean of theirs): the author's "
			    "summary of runs imported already, not imported",
			    p->label);
		goto reset;
	}
	pick_cmd(p, p->jobs[0].name);
	match_terse(p);
	ret = merge_terse(p);
	if (ret)
		goto out;
	job_opts(p, p->jobs[0].name, &o);
	if (!o.ioengine[0] && p->nh)
		memcpy(o.ioengine, p->h[own_headers(p)].ioengine,
		       sizeof(o.ioengine));
	json = fio_opts_json(&o);
	fill_run(p, &run, &o, json);
	mark_interrupted(p, &run);
	ret = ingest_emit_run_host(p->ctx, &run, uname_host(p));
	if (ret)
		goto out;
	p->emitted++;
	p->h_used = p->nh > 0;
	for (size_t i = 0; i < p->nj; i++) {
		ret = emit_job(p, &p->jobs[i]);
		if (ret)
			goto out;
	}
	if (p->n_gf) {
		/* groups whose job blocks the paste does not hold: their
		 * summary lines, with the options every job shares */
		struct fio_opts g;

		job_opts(p, NULL, &g);
		if (g.n_jobs > 1)
			job_opts(p, "\001no such job", &g);
		ret = emit_group_results(p, &g, 1, 0, p->n_gf);
		if (ret)
			goto out;
	}
	ret = emit_terse(p, 0);
	if (ret)
		goto out;
	tagged_add(p);
	/* the headers kept for the next run (a client output's): those
	 * printed below this run's last job block are that run's own (a
	 * run ends when the next one's text starts) */
	{
		const char *last = NULL;

		for (size_t i = 0; i < p->nj; i++)
			if (!last || p->jobs[i].at > last)
				last = p->jobs[i].at;
		p->h_own = p->nh;
		while (last && p->h_own > 0 && p->h[p->h_own - 1].at > last)
			p->h_own--;
	}
reset:
	run_reset(p);
out:
	free(json);
	return ret;
}

/*
 * The line next to the one at `at` in the text (dir -1: above it, 1:
 * below), past blank lines and code fences ("```"): where its words
 * start, their length in *n; NULL: none within a few lines.
 */
static const char *prose_next(const struct parser *p, const char *at, int dir,
			      size_t *n)
{
	const char *s = at;

	for (int k = 0; k < 6; k++) {
		const char *b, *e;

		if (dir < 0) {
			while (s > p->begin && s[-1] != '\n')
				s--;
			if (s == p->begin)
				return NULL;
			e = s - 1;
			b = e;
			while (b > p->begin && b[-1] != '\n')
				b--;
		} else {
			const char *nl = memchr(s, '\n', (size_t)(p->end - s));

			if (!nl || nl + 1 >= p->end)
				return NULL;
			b = nl + 1;
			e = memchr(b, '\n', (size_t)(p->end - b));
			if (!e)
				e = p->end;
		}
		s = b;
		while (b < e && (*b == ' ' || *b == '\t'))
			b++;
		while (e > b && isspace((unsigned char)e[-1]))
			e--;
		if (e == b || (e - b >= 3 &&
			       (!memcmp(b, "```", 3) || !memcmp(b, "~~~", 3))))
			continue;
		*n = (size_t)(e - b);
		return b;
	}
	return NULL;
}

/* line_sentence_piece() of s (n bytes) into out (outn bytes); 0: none */
static int sentence_piece(const char *s, size_t n, char *out, size_t outn)
{
	n = line_sentence_piece(s, n);
	if (!n || n >= outn)
		return 0;
	memcpy(out, s, n);
	out[n] = '\0';
	return 1;
}

/*
 * Whether line s (n bytes), under the last output of a sentence running
 * around several, ends that sentence: a final '.', or a blank line
 * under it and other text; never a line that goes on (line_breaks_off()).
 * Its words without the '.' into out.
 */
static int sentence_end(const struct parser *p, const char *s, size_t n,
			char *out, size_t outn)
{
	size_t m;

	if (line_breaks_off(s, n))
		return 0;
	if (s[n - 1] == '.')
		return sentence_piece(s, n, out, outn);
	/* no '.': the paragraph ends under it, and more text follows */
	{
		const char *nl = memchr(s, '\n', (size_t)(p->end - s));
		const char *b = nl ? nl + 1 : p->end;

		while (b < p->end && (*b == ' ' || *b == '\t' || *b == '\r'))
			b++;
		if (b >= p->end || *b != '\n' || !prose_next(p, s, 1, &m))
			return 0;
	}
	return sentence_piece(s, n, out, outn);
}

/*
 * Emit the runs held back (sentence_run()), each under the label the
 * sentence gave it when ok, else as they were; then emit as before.
 */
static int sentence_release(struct parser *p, int ok)
{
	int ret = 0;

	if (!p->held)
		return 0;
	p->ctx->sink = p->held_to;
	for (int i = 0; ok && i < p->n_held && !ret; i++)
		ret = ingest_record_relabel(p->held, p->held_run[i],
					    p->held_label[i]);
	if (!ret)
		ret = ingest_record_replay(p->held, &p->held_to);
	ingest_record_free(p->held);
	p->held = NULL;
	p->n_held = 0;
	p->held_mid = NULL;
	return ret;
}

/*
 * End the current run (finish_run_now()), reading the sentence a person
 * wrote around it and the outputs next to it:
 *
 *	fio does a little better, going from
 *	<output 1>
 *	without CQE to
 *	<output 2>
 *	with CQE enabled.
 *
 * The line over output 1 breaks off (line_breaks_off()), each line
 * between two outputs ends in a joiner ("to", "vs", "and":
 * line_connector_end()) and names the output above it, the line under
 * the last output ends the sentence (sentence_end()) and names that
 * one.  The outputs are held back until that last line is read; any
 * piece that does not fit leaves them all without a label.
 */
static int finish_run(struct parser *p)
{
	const char *up = NULL, *down = NULL;
	size_t un = 0, dn = 0, k;
	char lab[sizeof(p->held_label[0])];
	int role = 0, ret; /* 1: a joiner under the run, 2: the end */
	unsigned before = p->ctx->runs;

	if (p->started && !p->label[0] && !p->prefixed && p->run_from_at &&
	    p->run_to_at) {
		up = prose_next(p, p->run_from_at, -1, &un);
		down = up ? prose_next(p, p->run_to_at, 1, &dn) : NULL;
	}
	if (p->n_held && (!up || up != p->held_mid)) {
		ret = sentence_release(p, 0);
		if (ret)
			return ret;
	}
	if (down && (p->n_held || line_breaks_off(up, un))) {
		if (p->n_held < SENTENCE_RUNS &&
		    (k = line_connector_end(down, dn)) &&
		    sentence_piece(down, k, lab, sizeof(lab)))
			role = 1;
		else if (p->n_held &&
			 sentence_end(p, down, dn, lab, sizeof(lab)))
			role = 2;
	}
	if (p->n_held && !role) {
		ret = sentence_release(p, 0);
		if (ret)
			return ret;
	}
	if (role && !p->held) {
		p->held = ingest_record_new();
		if (!p->held)
			return -ENOMEM;
		p->held_to = p->ctx->sink;
		p->ctx->sink = ingest_record_sink(p->held);
	}
	ret = finish_run_now(p);
	if (ret || !role)
		return ret;
	/* one run for each output, or no sentence read */
	if (p->ctx->runs != before + 1 || !ingest_record_last_run(p->held))
		return sentence_release(p, 0);
	p->held_run[p->n_held] = ingest_record_last_run(p->held);
	memcpy(p->held_label[p->n_held++], lab, sizeof(lab));
	p->held_mid = down;
	return role == 2 ? sentence_release(p, 1) : 0;
}

/*
 * Emit the current run of group summaries and start the next one under the
 * same command: the summaries that follow are the same command's, run again
 * (on another kernel, with another patch).  finish_run() drops the command
 * again when the next run's directions are not its (carried_fits()).
 */
static int finish_run_keep_cmd(struct parser *p)
{
	char *keep = p->cmd ? strdup(p->cmd) : NULL;
	int64_t shape[16];
	size_t n_shape = 0;
	int ret;

	/* the shape of a run of group summaries alone (carried_fits()) */
	if (!p->nj && p->n_gf <= 16)
		for (; n_shape < p->n_gf; n_shape++)
			shape[n_shape] =
			    p->gf[n_shape].group >= 0
				? p->gf[n_shape].group * 8 | p->gf[n_shape].dir
				: -1;
	ret = finish_run(p);
	p->n_shape = 0;
	if (!ret && keep && !p->next_cmd) {
		p->next_cmd = keep;
		p->carried = 1;
		keep = NULL;
		memcpy(p->shape, shape, n_shape * sizeof(*shape));
		p->n_shape = n_shape;
	}
	free(keep);
	return ret;
}

static void touch(struct parser *p)
{
	if (!p->started) {
		p->started = 1;
		p->run_from = p->no;
		p->run_from_at = p->ls;
		/* the intro just above it (a line between at most, or only
		 * blank lines and a block's opening fence) */
		p->run_example = p->example_no && (p->no - p->example_no <= 2 ||
						   p->example_direct);
		p->example_no = 0;
		memcpy(p->run_opts, p->lead_opts, sizeof(p->run_opts));
		p->run_slash = p->lead_slash;
		p->run_pattern = p->lead_pattern;
		p->run_dirs = p->lead_dirs;
		p->run_cond = p->lead_cond;
		p->run_has = p->lead_has;
		if (p->next_cmd) {
			p->cmd = p->next_cmd;
			p->next_cmd = NULL;
			/* "root@node2:/mnt# fio ..." right over fio's first
			 * line, no command right above it */
			if (p->cmd_end_no && p->cmd_end_no == p->no - 1 &&
			    !(p->cmd_prev_end_no &&
			      p->cmd_prev_end_no >= p->cmd_from_no - 1))
				p->cmd_direct = p->cmd;
		}
		if (p->next_jf) {
			p->jf = p->next_jf;
			p->next_jf = NULL;
			p->next_jf_len = 0;
		}
		/* a script's loop over workloads ("fio sched.ini -rw ${T}"):
		 * each output after its first, with no command of its own, is
		 * another of its runs (copies: run_reset() frees them) */
		if (!p->cmd && !p->jf && p->prev_cmd &&
		    fio_options_rw_variable(p->prev_cmd)) {
			p->cmd = strdup(p->prev_cmd);
			p->jf = p->prev_jf ? strdup(p->prev_jf) : NULL;
		}
		/* "[global]" / "[zero]" / "[one]", then "Without your
		 * patch:" / the output of zero and one / "With your patch:"
		 * / theirs again: the job file shown once, run by no
		 * command, is the later outputs' too when their jobs are its
		 * sections (jf_fits()) */
		else if (!p->cmd && !p->jf && !p->prev_cmd && p->prev_jf &&
			 !p->ctx->hint_command) {
			p->jf = strdup(p->prev_jf);
			p->jf_carried = p->jf != NULL;
		}
	}
	p->run_to = p->no;
	p->run_to_at = p->ls;
}

static void job_free_last(struct parser *p)
{
	struct job *j = cur_job(p);

	for (int d = 0; d < D_N; d++)
		x_free(&j->d[d].x);
	x_free(&j->x);
	p->nj--;
}

static int job_has_figures(const struct job *j)
{
	for (int d = 0; d < D_N; d++)
		if (j->d[d].present)
			return 1;
	return 0;
}

/*
 * The job block before this line is over.  A block that did not reach its
 * "issued" line was trimmed or cut: what it printed is kept (each figure
 * is fio's own), with a warning; a block without any direction line is
 * dropped.
 */
static int close_job(struct parser *p, const char *found)
{
	struct job *j = cur_job(p);

	if (p->st != S_JOB && p->st != S_PCT)
		return 0;
	p->st = S_NONE;
	p->cur_dir = -1;
	if (!j || j->complete)
		return 0;
	if (!job_has_figures(j)) {
		ingest_warn_at(p->ctx, p->ls,
			       "job '%s' (line %ld) ends at %s before its "
			       "'read:' or 'write:' line: nothing of it is "
			       "imported",
			       j->name && *j->name ? j->name : "(unnamed)",
			       ingest_line(p->ctx, j->from), found);
		job_free_last(p);
		return 0;
	}
	if (j->headless && p->ctx->result_lines_only)
		return 0; /* a result line quoted alone: nothing cut */
	ingest_warn_at(p->ctx, p->ls,
		       "job '%s' ends after line %ld at %s, without its cpu, "
		       "IO depths and issued lines (trimmed or cut): imported "
		       "the figures it shows",
		       j->name && *j->name ? j->name : "(unnamed)",
		       ingest_line(p->ctx, j->to), found);
	return 0;
}

/* "(R) 4096B-4096B" or "4K-4K": one size, or -1 when min and max differ. */
static int parse_bs_range(const char *s, const char **end, int64_t *out)
{
	double a, b;
	const char *e;

	if (units_size(s, &e, UNITS_BINARY, UNITS_COMMA_THOUSANDS, &a) ||
	    units_int64(a) < 0)
		return -EINVAL;
	*out = units_int64(a);
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

/*
 * Whether s is a block size range a wrap cut after its '-' ("256KiB-"
 * and nothing after it): its first size in *half.
 */
static int range_cut_at_end(const char *s, double *half)
{
	const char *e;
	double a;

	if (units_size(s, &e, UNITS_BINARY, UNITS_COMMA_THOUSANDS, &a) ||
	    *e != '-' || *skip_sp(e + 1))
		return 0;
	*half = a;
	return 1;
}

/* "NAME: (g=0): rw=randrw, bs=(R) 4096B-4096B, ..., ioengine=x, iodepth=1" */
static int parse_header(struct parser *p, const char *t, const char *g)
{
	struct header *h;
	const char *s, *e;
	double v;

	if (ALLOC_GROW(p->h, p->nh + 1, p->cap_h))
		return -ENOMEM;
	h = &p->h[p->nh];
	memset(h, 0, sizeof(*h));
	h->g = -1;
	h->iodepth = -1;
	h->bs[0] = h->bs[1] = h->bs[2] = -1;
	p->hdr_k = 0; /* no bs= on the line: its rest starts with them */
	p->hdr_half = -1;
	/* "/mnt -o msize=1048576 ) test: (g=0): ...": a person's bracket
	 * (the run's caption, wrapped) runs on to the header a mail
	 * reflowed onto its line; the job's name is after it */
	for (const char *c = g; c > t + 1; c--)
		if (c[-1] == ' ' && c[-2] == ')') {
			t = c;
			break;
		}
	h->name = strndup(t, (size_t)(g - t));
	if (!h->name)
		return -ENOMEM;
	h->at = bp(p, t);
	p->nh++;   /* owns h->name from here, even when a value is bad */
	s = g + 5; /* past ": (g=" */
	if (plain_num(s, &e, &v) || *e != ')')
		return bad_value(p, s, "a group number", "(g=");
	h->g = units_int64(v);
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
			} else if ((unsigned char)s[0] == 0xc2 &&
				   (unsigned char)s[1] == 0xae) {
				/* "(R)" a forum or word processor turned
				 * into U+00AE "®" */
				k = 0;
				s = skip_sp(s + 2);
			}
			p->hdr_k = k; /* where a wrapped line goes on */
			if (!*s) { /* the line wraps here (a mail's 72 columns)
				    */
				e = s;
				break;
			}
			if (range_cut_at_end(s, &p->hdr_half)) {
				/* "(W) 256KiB-" and the line ends: wrapped
				 * inside the range, its other size on the next
				 * line */
				e = s + strlen(s);
				break;
			}
			if (parse_bs_range(s, &e, &h->bs[k])) {
				/* an unreadable size costs only the sizes:
				 * the job's figures below are still its */
				warn_bad_value(
				    p, s, "a block size range",
				    "bs=", "the job's block size is unknown");
				p->hdr_k = 3;
				e = s;
				break;
			}
			p->hdr_k = k + 1;
			d++;
			/* "4K-4K/4K-4K" (2.0), "4096B-4096B,4096B-4096B" (2.x),
			 * "(R) 4096B-4096B, (W) ..." (3.x) */
			if (*e == '/' ||
			    (*e == ',' && isdigit((unsigned char)e[1]))) {
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
		h->iodepth = units_int64(v);
	}
	return 0;
}

/* "NAME: (groupid=0, jobs=16): err= 0: pid=..." */
/* key= or its other case (fio 2.x "iops=", 3.x "IOPS="; "bw=", "BW=") */
static const char *find_key2(const char *s, const char *upper,
			     const char *lower)
{
	const char *q = find_key(s, upper);

	return q ? q : find_key(s, lower);
}

/*
 * Whether s, the rest of a direction line after its ':', is one a person
 * trimmed to its IOPS: " IOPS=84.3k" and nothing else, or followed only by
 * clat percentiles copied onto it (", 50.00th=[ 1467], 99.99th=[10028]").
 * Returns 1 (*pct set to the first percentile, or NULL), 0 when s holds
 * anything else (a BW= a line was cut before is not this).
 */
static int trimmed_dir(const char *s, const char **pct)
{
	const char *e;
	double v;

	*pct = NULL;
	s = skip_sp(s);
	if (strncmp(s, "IOPS=", 5) || units_count(s + 5, &e, &v) ||
	    !value_ends(e, NULL))
		return 0;
	for (s = skip_sp(e); *s == ',';) {
		s = skip_sp(s + 1);
		if (plain_num(s, &e, &v) || strncmp(e, "th=[", 4))
			return 0;
		if (!*pct)
			*pct = s;
		s = skip_sp(e + 4);
		if (plain_num(s, &e, &v))
			return 0;
		s = skip_sp(e);
		if (*s != ']')
			return 0;
		s = skip_sp(s + 1);
	}
	return !*s;
}

static struct job *new_job(struct parser *p)
{
	struct job *j;

	if (ALLOC_GROW(p->jobs, p->nj + 1, p->cap_j))
		return NULL;
	j = &p->jobs[p->nj];
	job_init(j);
	p->nj++;
	j->from = j->to = p->no;
	j->at = p->ls;
	memcpy(j->state_rw, p->state_rw, sizeof(j->state_rw));
	return j;
}

static void take_caption(struct parser *p);

/* Whether s..e is one of the words of list ws, case aside. */
static int rw_word(const char *s, const char *e, const char *const *ws)
{
	for (size_t r = 0; ws[r]; r++)
		if ((size_t)(e - s) == strlen(ws[r]) &&
		    !strncasecmp(s, ws[r], strlen(ws[r])))
			return 1;
	return 0;
}

/*
 * fio's "Description  : [TEXT]" line (a job's description=, printed under
 * its "NAME: (groupid=" line) that names a workload joined by '_' or '-'
 * to a name before or after it: "cfq_read", "mq-deadline_randwrite",
 * "randread-io_uring" (a script's "-description ${SCHEDULER}_${TEST}").  The
 * workload (one of fio's rw= values) into rw (size rn), the other word, which
 * names what the runs compare (an I/O scheduler, an engine), into label (size
 * ln).  0 when t is no such line: a description of words ("Emulation of Intel
 * IOmeter File Server Access Pattern"), two workloads, or another word that
 * names a test itself ("seq_read", "4k_randread": no configuration).
 */
static int description_line(const char *t, char *rw, size_t rn, char *label,
			    size_t ln)
{
	static const char *const rws[] = {
	    "read",   "write",	   "randread", "randwrite", "rw",
	    "randrw", "readwrite", "trim",     "randtrim",  NULL};
	const char *b, *e, *sep = NULL, *first = NULL, *w0, *w1, *n0, *n1;
	struct testname tn;
	int at_end;

	if (strncmp(t, "Description", 11))
		return 0;
	t = skip_sp(t + 11);
	if (*t != ':')
		return 0;
	t = skip_sp(t + 1);
	if (*t != '[')
		return 0;
	b = t + 1;
	e = strchr(b, ']');
	if (!e || *skip_sp(e + 1))
		return 0;
	for (const char *q = b; q < e; q++)
		if (!isalnum((unsigned char)*q) && !strchr("._-", *q))
			return 0;
	/* the workload after the last join or before the first */
	for (const char *q = b; q < e; q++)
		if (*q == '_' || *q == '-') {
			if (!sep)
				first = q;
			sep = q;
		}
	if (!sep || first == b || sep + 1 == e)
		return 0;
	at_end = rw_word(sep + 1, e, rws);
	if (at_end == rw_word(b, first, rws))
		return 0; /* no workload, or two */
	w0 = at_end ? sep + 1 : b, w1 = at_end ? e : first;
	n0 = at_end ? b : first + 1, n1 = at_end ? sep : e;
	/* the other word: a name, no test word of its own */
	if (testname_parse(n0, (size_t)(n1 - n0), 0, &tn) ||
	    !isalpha((unsigned char)*n0) || (size_t)(w1 - w0) >= rn ||
	    (size_t)(n1 - n0) >= ln)
		return 0;
	snprintf(rw, rn, "%.*s", (int)(w1 - w0), w0);
	for (char *q = rw; *q; q++)
		*q = (char)tolower((unsigned char)*q);
	snprintf(label, ln, "%.*s", (int)(n1 - n0), n0);
	return 1;
}

/*
 * Whether the caption pending over the next output's result lines keeps
 * the command of the run before for it: one fio command above both, each
 * output's lines cut from it under a caption of its own ("fio --rw=randread
 * --bs=16k ..." / "Before the change:" / "read: IOPS=9214, ..." / "After the
 * change:" / "read: IOPS=11.3k, ..."), a person compares two runs of that
 * command.  Not when the caption names a block size, pattern or depth the
 * command does not state ("Sequential read:", "64k:": another test, its
 * command not shown), as lead_line() reads a caption, nor when it names a
 * system ("The old SATA disk:", "On the Zephyr Z3:": the command's
 * --filename was not what ran, doc_prose_system()); the next run's
 * directions must be the command's too (carried_fits(), in finish_run()),
 * and another command between is the next run's (finish_run_keep_cmd()).
 */
static int caption_keeps_cmd(const struct parser *p)
{
	struct fio_opts o;
	struct testname tn;
	char sys[96];

	if (!p->caption_pending || !p->cmd || p->next_cmd || p->jf)
		return 0;
	/* "Run#2" / "Average (3 times)" under the caption of the runs
	 * before it: the same command run again */
	if (p->caption_tag)
		return 1;
	if (doc_prose_system(p->caption, strlen(p->caption), sys, sizeof(sys)))
		return 0;
	fio_opts_init(&o);
	if (fio_options_parse_cmdline(p->cmd, strlen(p->cmd), NULL, &o) ||
	    !o.rw[0])
		return 0;
	testname_parse(p->caption, strlen(p->caption), 0, &tn);
	return !(tn.cond.bs > 0 && tn.cond.bs != o.cond.bs) &&
	       !(tn.cond.iodepth > 0 && tn.cond.iodepth != o.cond.iodepth) &&
	       !(tn.cond.pattern != IODB_PATTERN_UNKNOWN &&
		 tn.cond.pattern != fio_rw_pattern(o.rw));
}

/*
 * Whether the person's last line above the next output's result lines,
 * with no caption pending, says the same command ran again ("write:
 * io=..." / "drive was busy" / "this is second run" / "write: io=..."):
 * the command of the run before is this one's too, when no other command
 * or job file came since and nothing but blank lines stands between the
 * caption and the lines (the directions must still be the command's:
 * carried_fits(), in finish_run()).
 */
static int rerun_keeps_cmd(const struct parser *p)
{
	return p->rerun_no && p->rerun_no == p->text_no &&
	       !p->caption_pending && p->cmd && !p->next_cmd && !p->jf;
}

/*
 * A direction line outside any job block ("read: IOPS=..., BW=..."): the
 * paste starts inside a block, its "NAME: (groupid=" line cut off.  Its
 * figures are fio's; the job name and group are unknown.
 */
static int headless_job(struct parser *p, const char *t)
{
	struct job *j;
	const char *pct;
	char dl[sizeof(p->label)];
	/* "read: IOPS=84.3k" (and percentiles): a person's trim, whole */
	int trimmed = trimmed_dir(strchr(t, ':') + 1, &pct);

	/* after a group's summary only under a person's caption of its
	 * own ("Gen3:" over the next cut block): the next run */
	if (p->after_status && !p->caption_pending) {
		/* never dropped silently: a whole result line here is
		 * another output this parse does not take */
		if ((find_key(t, "IOPS=") && find_key2(t, "BW=", "bw=")) ||
		    trimmed ||
		    (find_key(t, "iops=") && find_key(t, "io=") &&
		     find_key(t, "bw=")))
			ingest_warn_at(p->ctx, p->ls,
				       "another fio output after the group's "
				       "summary, no caption line of its own "
				       "over it: not imported");
		return 0;
	}
	if (!(find_key(t, "IOPS=") && find_key2(t, "BW=", "bw=")) && !trimmed &&
	    !(find_key(t, "iops=") && find_key(t, "io=") &&
	      find_key(t, "bw="))) {
		/* cut short ("write: io=73847MB, bw=252053KB", no "/s"):
		 * what its last field was is not sure, the rest is not there */
		if (find_key(t, "IOPS=") ||
		    (find_key(t, "io=") && find_key(t, "bw=")))
			ingest_warn_at(p->ctx, p->ls,
				       "a fio result line cut short (no "
				       "'%s'): not imported",
				       find_key(t, "IOPS=") ? "BW=" : "iops=");
		return 0;
	}
	if (p->after_status) {
		int ret = finish_run(p);

		if (ret)
			return ret;
		take_caption(p);
	}
	/* a person's line between two outputs' result lines (each pair
	 * under its caption): the next output, another run; under a
	 * caption of its own that names no other test, the same command's
	 * (caption_keeps_cmd()) */
	else if (p->nj && p->text_no > cur_job(p)->to) {
		int ret = close_job(p, "the next job");

		if (!ret)
			ret = caption_keeps_cmd(p) || rerun_keeps_cmd(p)
				  ? finish_run_keep_cmd(p)
				  : finish_run(p);
		if (ret)
			return ret;
		take_caption(p);
	} else if (!p->nj && !p->n_gf) {
		/* the paste's first block: the caption above it, as over a
		 * job's header */
		take_caption(p);
	}
	touch(p);
	j = new_job(p);
	if (!j)
		return -ENOMEM;
	j->name = p->grep_name[0]
		      ? pool_strn(p, p->grep_name, strlen(p->grep_name))
		      : "";
	if (!j->name)
		return -ENOMEM;
	j->headless = 1;
	/* "Description  : [cfq_read]" right above (grep -A1 "Description "
	 * of a script's runs): the run's workload and, when nothing else
	 * labels it, what it compares */
	if (!p->prev_blank &&
	    description_line(p->prev_text, j->descr_rw, sizeof(j->descr_rw), dl,
			     sizeof(dl)) &&
	    !p->label[0])
		memcpy(p->label, dl, sizeof(dl));
	memcpy(j->opt, p->opt_line, sizeof(j->opt));
	j->opt_script = p->opt_script;
	p->cur_dir = -1;
	p->st = S_JOB;
	/* a document's "- fio-nvme: IOPS=...": nothing was cut */
	if (p->ctx->result_lines_only)
		return 1;
	if (p->grep_name[0])
		ingest_warn_at(p->ctx, p->ls,
			       "a job block without its 'NAME: (groupid=N, "
			       "jobs=N)' line, named by the file name before "
			       "it (grep's): the job's group is unknown");
	else
		ingest_warn_at(p->ctx, p->ls,
			       "a job block without its 'NAME: (groupid=N, "
			       "jobs=N)' line: the job's name and group are "
			       "unknown");
	return 1;
}

static int parse_job_start(struct parser *p, const char *t, const char *g)
{
	struct job *j;
	const char *s, *e;
	double v;

	j = new_job(p);
	if (!j)
		return -ENOMEM;
	if (p->opt_script) {
		/* "Sample=1; Block_Size=8k; job=randread; ..." right
		 * above its header */
		memcpy(j->opt, p->opt_line, sizeof(j->opt));
		j->opt_script = 1;
	}
	j->at = bp(p, t);
	j->name = pool_strn(p, t, (size_t)(g - t));
	if (!j->name)
		return -ENOMEM;
	s = g + strlen(": (groupid=");
	if (plain_num(s, &e, &v) || (*e != ',' && *e != ')'))
		return bad_value(p, s, "a group id", "groupid=");
	j->groupid = units_int64(v);
	s = find_key(e, "jobs=");
	if (s) {
		if (plain_num(s, &e, &v) || *e != ')')
			return bad_value(p, s, "a job count", "jobs=");
		j->jobs = units_int64(v);
	}
	s = find_key(e, "err=");
	if (s) {
		s = skip_sp(s);
		if (plain_num(s, &e, &v))
			return bad_value(p, s, "an error number", "err=");
		if (v != 0 && x_add(&j->x, "err", v, "count"))
			return -ENOMEM;
		if (v != 0 && !p->err_at) {
			p->err_at = bp(p, s);
			/* an errno; one too big for an int: unknown */
			p->err_no = fabs(v) <= INT_MAX ? (int)v : -1;
		}
	}
	s = find_key(e, "pid=");
	if (s && !plain_num(s, &e, &v) && (*e == ':' || *e == ','))
		j->pid = units_int64(v);
	p->cur_dir = -1;
	p->st = S_JOB;
	return 0;
}

/*
 * A rate as fio prints it: "6267KiB/s", "2.5GiB/s", "371947KB/s"; and
 * fio's client/server "All clients" sums, whose unit lacks "/s" (fio
 * prints them with no unit base: "2210Mi", "(2317M)"), still bytes/s.
 */
static int fio_rate(const struct parser *p, const char *s, const char **end,
		    double *out)
{
	const char *e;

	if (!units_rate(s, end, p->conv, UNITS_COMMA_THOUSANDS, out))
		return 0;
	/* fio 3.x prints a zero rate with no unit at all: "BW=0 (0)" */
	if (s[0] == '0' && value_ends(s + 1, "()-")) {
		*out = 0;
		*end = s + 1;
		return 0;
	}
	if (units_size(s, &e, p->conv, UNITS_COMMA_THOUSANDS, out) || e == s ||
	    !isalpha((unsigned char)e[-1]) || !value_ends(e, "()-"))
		return -EINVAL;
	*end = e;
	return 0;
}

/*
 * The figure printed at s (value v, in bytes/s) to one unit of its last
 * digit and one unit of its integer part: "13.0MiB/s" is 13.0 x 2^20, its
 * units 0.1 x 2^20 and 2^20.  Returns whether it has decimals, all of them
 * 0 ("13.0", "1.00"); *last NAN when s starts with no plain figure.
 */
static int printed_units(const char *s, double v, double *last, double *whole)
{
	double m = 0, scale = 1;
	int dec = -1, zeros = 1;

	for (; isdigit((unsigned char)*s) || (*s == '.' && dec < 0); s++) {
		if (*s == '.') {
			dec = 0;
			continue;
		}
		m = m * 10 + (*s - '0');
		if (dec >= 0) {
			dec++;
			scale *= 10;
			zeros &= *s == '0';
		}
	}
	*last = *whole = NAN;
	if (m > 0 && v > 0) {
		*last = v / m;
		*whole = *last * scale;
	}
	return dec > 0 && zeros;
}

/* One unit of the last digit of the figure printed at s (value v), as
 * printed_units() reads it; 0 when unknown. */
static double printed_unit(const char *s, double v)
{
	double last, whole;

	printed_units(s, v, &last, &whole);
	return isnan(last) ? 0 : last;
}

/*
 * A rate fio printed twice, "BW=13.0MiB/s (14.7MB/s)": a at pa, b at pb
 * (its other-base copy).  fio before 3.26 lost the carry when a figure's
 * fraction rounded up to 1 (num2str, fio issue #1117): 13.99 MiB/s was
 * printed "13.0MiB/s".  When the copies disagree by more than their last
 * digits allow and one of them is such an "N.0" whose N + 1 agrees with
 * the other, the other is the figure (with a warning).  Any other
 * disagreement (a hand-edited paste) keeps a, the figure a person reads,
 * with a warning when it is more than twice the digits' allowance.
 */
static double rate_copies(struct parser *p, const char *at, const char *pa,
			  double a, const char *pb, double b)
{
	double la, wa, lb, wb;
	int za = printed_units(pa, a, &la, &wa);
	int zb = printed_units(pb, b, &lb, &wb);

	if (isnan(la) || isnan(lb) || fabs(a - b) <= la + lb)
		return a;
	if (za && fabs(a + wa - b) <= la + lb) {
		ingest_warn_at(p->ctx, at,
			       "fio printed this rate twice and the copies "
			       "disagree: this one lost its carry (fio's "
			       "num2str before 3.26 printed N.95-N.99 as "
			       "N.0); imported the copy in brackets");
		return b;
	}
	if (!(zb && fabs(b + wb - a) <= la + lb) && fabs(a - b) > 2 * (la + lb))
		ingest_warn_at(p->ctx, at,
			       "fio printed this rate twice and the copies "
			       "disagree by more than their digits allow: "
			       "imported this one");
	return a;
}

/* Whether the "(...)" at e is the other-base copy of a rate ("(6417kB/s)",
 * "(2317M)"), not "(IO/RUNTIME)". */
static int alt_paren(const char *e)
{
	const char *c = strchr(e, ')');
	size_t n;

	if (!c)
		return 0;
	n = (size_t)(c - e);
	return !memchr(e, '/', n) || (n > 2 && c[-2] == '/' && c[-1] == 's');
}

/*
 * "(1024MiB/13373ms" at the end of a line: a paste cut (or a wrap) inside
 * "(IO/RUNTIME)".  fio prints the runtime there in msec only ("%llumsec"),
 * so a number followed by the start of "msec" is whole: the size and the
 * runtime are read.  A number the line ends in may itself be cut, so it is
 * left unknown, as is everything when the line goes on with anything else.
 */
static int io_rt_cut(struct parser *p, struct dir *dr, const char *e)
{
	const char *v = e + 1, *end;
	double io;
	char *q;
	unsigned long long ms;
	size_t n;

	if (units_size(v, &end, p->conv, UNITS_COMMA_THOUSANDS, &io) ||
	    *end != '/')
		return 0;
	dr->io = io;
	v = end + 1;
	if (*v < '0' || *v > '9')
		return 0;
	ms = strtoull(v, &q, 10);
	n = strlen(q);
	while (n && (q[n - 1] == ' ' || q[n - 1] == '\t' || q[n - 1] == '\r'))
		n--;
	if (n && n <= 4 && !strncmp(q, "msec", n))
		dr->runtime = (double)ms * 1e6;
	return 0;
}

/*
 * After "BW=6267KiB/s": " (6417kB/s)(367MiB/60030msec)".  A wrap may have
 * put any of it on the next line: p->dir_open says so, and that line is
 * read here too.
 */
static int io_rt(struct parser *p, struct dir *dr, const char *bw_at,
		 const char *e)
{
	const char *v, *ae;
	double alt;

	if (bw_at) {
		size_t n = 0;

		while (bw_at[n] && !strchr(" ,(", bw_at[n]) &&
		       n < sizeof(dr->bw_txt) - 1)
			n++;
		memcpy(dr->bw_txt, bw_at, n);
		dr->bw_txt[n] = '\0';
		dr->bw_at = bp(p, bw_at);
		dr->bw_unit = printed_unit(skip_sp(bw_at), dr->bw);
	}
	p->dir_open = 0;
	e = skip_sp(e);
	if (*e == '(' && alt_paren(e)) {
		/* the decimal copy "(6417kB/s)", or "(2317M)" */
		if (dr->bw_txt[0] && !isnan(dr->bw) &&
		    !units_rate(e + 1, &ae, UNITS_DECIMAL,
				UNITS_COMMA_THOUSANDS, &alt) &&
		    *ae == ')' &&
		    (dr->bw = rate_copies(p, dr->bw_at, dr->bw_txt, dr->bw,
					  e + 1, alt)) == alt)
			dr->bw_unit = printed_unit(e + 1, alt);
		dr->bw_txt[0] = '\0';
		e = strchr(e + 1, ')');
		e = e ? skip_sp(e + 1) : NULL;
	}
	if (!e || !*e) {
		p->dir_open = isnan(dr->io);
		return 0;
	}
	if (*e != '(') {
		/* "(IO/RUNTIME)" trimmed, or fio 3.0's "io=" key */
		v = find_key(e, "io=");
		if (v && (units_size(v, &e, p->conv, UNITS_COMMA_THOUSANDS,
				     &dr->io) ||
			  !value_ends(e, "(")))
			return bad_value(p, v, "an IO size", "io=");
		return 0;
	}
	if (!strchr(e, ')'))
		return io_rt_cut(p, dr, e);
	switch (fio_text_io_runtime(e, p->conv, &dr->io, &dr->runtime, &v)) {
	case 1: return bad_value(p, v, "an IO size", "(");
	case 2: return bad_value(p, v, "a runtime", "/");
	}
	return 0;
}

int fio_text_io_runtime(const char *s, enum units_conv conv, double *io,
			double *runtime, const char **end)
{
	const char *v = s + 1, *e;

	*end = v;
	if (*s != '(' || units_size(v, &e, conv, UNITS_COMMA_THOUSANDS, io) ||
	    *e != '/')
		return 1;
	*end = v = e + 1;
	if (units_duration(v, &e, UNITS_COMMA_THOUSANDS, runtime) || *e != ')')
		return 2;
	*end = e + 1;
	return 0;
}

/*
 * Whether fio 2 line s (after "read :") was lowercased whole: no capital
 * letter, and a unit fio prints in capitals glued to a figure
 * ("=15282mb", "260808kb/s").
 */
/* Whether s holds a capital letter (ASCII). */
static int capital(const char *s)
{
	for (; *s; s++)
		if (*s >= 'A' && *s <= 'Z')
			return 1;
	return 0;
}

static int lowercased(const char *s)
{
	if (capital(s))
		return 0;
	for (const char *c = s + 1; *c; c++)
		if (isdigit((unsigned char)c[-1]) && strchr("kmgtp", *c) &&
		    c[1] == 'b')
			return 1;
	return 0;
}

/*
 * Whether the value at v that did not read whole is the line's last word
 * and starts with a digit: a paste cut inside it ("BW=8", "runt=583671mse",
 * "bw=35"), not a line that goes on with something else.
 */
static int cut_at_end(const char *v)
{
	v = skip_sp(v);
	if (!isdigit((unsigned char)*v))
		return 0;
	v += strcspn(v, " \t\r");
	while (*v == ' ' || *v == '\t' || *v == '\r')
		v++;
	return !*v;
}

/*
 * A direction line cut inside the value of key (at v): *f is unknown, the
 * figures before it on the line stand (each ended by its ',' or its unit).
 */
static int cut_figure(struct parser *p, int d, const char *v, const char *key,
		      double *f)
{
	static const char *const names[] = {"read", "write", "trim", "mixed"};
	char tok[32];
	size_t n;

	v = skip_sp(v);
	n = strcspn(v, " \t\r");
	if (n >= sizeof(tok))
		n = sizeof(tok) - 1;
	memcpy(tok, v, n);
	tok[n] = '\0';
	*f = NAN;
	ingest_warn_at(p->ctx, bp(p, v),
		       "the fio '%s:' line is cut inside '%s' ('%s'): that "
		       "figure is not imported, the ones before it are",
		       names[d], key, tok);
	return 0;
}

/* Whether the rate that ends at e (read from v) ends its line without
 * the "/s" fio prints after it: the line was cut inside its unit. */
static int rate_cut(const char *v, const char *e)
{
	return !*skip_sp(e) && !(e - v > 2 && e[-2] == '/' && e[-1] == 's');
}

/*
 * Whether an IOPS figure that ends at e ("IOPS=610", "iops=2000") is the
 * last of a paste that stops inside its line: no line end after it, the
 * input's end.  Digits only ("610" of 6102; "84.3k" ends in its suffix)
 * may have lost some there.  One with a line end stands: a summary
 * trimmed by hand after its IOPS ("read: IOPS=6102") is common.
 */
static int paste_stops(const struct parser *p, int open_only);

static int iops_open(const struct parser *p, const char *e)
{
	return isdigit((unsigned char)e[-1]) && !*skip_sp(e) &&
	       paste_stops(p, 1) == 2;
}

/* "read: IOPS=48, BW=6267KiB/s (6417kB/s)(367MiB/60030msec)" or
 * "read : io=32768MB, bw=371947KB/s, iops=92986, runt= 90213msec";
 * a part trimmed from a paste is unknown, a number that does not parse is
 * an error. */
static void typed_lat(struct parser *p, struct dir *dr, const char *s);

static int parse_dir(struct parser *p, struct job *j, int d, const char *s)
{
	struct dir *dr = &j->d[d];
	const char *v, *e;
	enum units_conv conv;
	int ret;

	static const char *const names[] = {"read", "write", "trim", "mixed"};

	if (dr->present)
		return line_error_at(p, bp(p, s),
				     "expected one '%s' line per job, found "
				     "another",
				     names[d]);
	dr->present = 1;
	p->cur_dir = d;
	v = find_key(s, "IOPS=");
	if (v) {
		if (units_count(v, &e, &dr->iops) || !value_ends(e, NULL))
			return bad_value(p, v, "an IOPS figure", "IOPS=");
		if (iops_open(p, e))
			return cut_figure(p, d, v, "IOPS=", &dr->iops);
		dr->iops_unit = printed_unit(skip_sp(v), dr->iops);
		v = find_key2(e, "BW=", "bw=");
		if (!v && trimmed_dir(s, &v) && v && !p->pct_unit_warned) {
			/* "read: IOPS=84.3k, 50.00th=[ 1467]": fio prints
			 * percentiles in the unit of its own "clat
			 * percentiles (usec):" line, chosen per job; cut
			 * away, the unit is unknown */
			ingest_warn_at(p->ctx, bp(p, v),
				       "percentiles copied onto a trimmed fio "
				       "line, without their 'clat percentiles "
				       "(UNIT):' line: their unit is unknown, "
				       "not imported");
			p->pct_unit_warned = 1;
		}
		if (!find_key2(e, "BW=", "bw="))
			return 0; /* trimmed after the IOPS */
		v = find_key2(e, "BW=", "bw=");
		if (fio_rate(p, v, &e, &dr->bw) || !value_ends(e, "("))
			return cut_at_end(v)
				   ? cut_figure(p, d, v, "BW=", &dr->bw)
				   : bad_value(p, v, "a rate", "BW=");
		if (rate_cut(v, e)) /* "BW=8.5Mi": cut in "MiB/s" */
			return cut_figure(p, d, v, "BW=", &dr->bw);
		ret = io_rt(p, dr, v, e);
		if (!ret)
			typed_lat(p, dr, e);
		if (!ret && dr->iops == 0 && dr->bw == 0) {
			/* fio 3.x prints "mixed: IOPS=0, BW=0 (0)(0B/43msec)"
			 * for unified_rw_reporting=both: these zeros are no
			 * figures (its latency lines below are) */
			dr->present = 0;
			dr->iops = dr->bw = dr->io = dr->runtime = NAN;
		}
		return ret;
	}
	v = find_key(s, "io=");
	if (!v && !find_key2(s, "bw=", "BW=") && !find_key(s, "iops="))
		return line_error_at(p, bp(p, s),
				     "expected 'IOPS=' or 'io=' in the '%s:' "
				     "line",
				     names[d]);
	/* fio 1.x/2.x: bare KB and MB are binary */
	p->conv = UNITS_BINARY;
	/* "io=15282mb, bw=260808kb/s": fio 2 prints its units in capitals
	 * only, so a line with no capital at all was lowercased whole (a
	 * blog's transform): its "kb" is fio's KB, 1024 (UNITS_FIO_OPTION
	 * reads any case so); one unit lowercased among capitals is no
	 * fio line and stays an error (docs/fio-text.md) */
	conv = lowercased(s) ? UNITS_FIO_OPTION : p->conv;
	if (v && (units_size(v, &e, conv, UNITS_COMMA_THOUSANDS, &dr->io) ||
		  !value_ends(e, NULL)))
		return cut_at_end(v) ? cut_figure(p, d, v, "io=", &dr->io)
				     : bad_value(p, v, "an IO size", "io=");
	if (v && !*skip_sp(e) && isdigit((unsigned char)e[-1]))
		/* "io=2048" ending the line: fio prints a unit after the
		 * size, the line was cut inside the figure */
		return cut_figure(p, d, v, "io=", &dr->io);
	v = find_key2(s, "bw=", "BW=");
	if (v && !*skip_sp(v))
		v = NULL; /* the value wrapped onto the next line */
	if (v &&
	    ((conv == p->conv ? fio_rate(p, skip_sp(v), &e, &dr->bw)
			      : units_rate(skip_sp(v), &e, conv,
					   UNITS_COMMA_THOUSANDS, &dr->bw)) ||
	     !value_ends(e, "(")))
		return cut_at_end(v) ? cut_figure(p, d, v, "bw=", &dr->bw)
				     : bad_value(p, v, "a rate", "bw=");
	if (v)
		dr->bw_unit = printed_unit(skip_sp(v), dr->bw);
	if (v && rate_cut(v, e)) {
		/* "bw=252053KB" ending the line: fio prints "KB/s", the
		 * line was cut inside the figure */
		dr->bw = NAN;
		ingest_warn_at(p->ctx, bp(p, v),
			       "the fio line is cut inside 'bw=' (no '/s'): "
			       "its rate is not imported");
	}
	v = find_key(s, "iops=");
	if (v && !*skip_sp(v))
		v = NULL; /* the value wrapped onto the next line */
	if (v &&
	    (units_count(skip_sp(v), &e, &dr->iops) || !value_ends(e, NULL)))
		return cut_at_end(v)
			   ? cut_figure(p, d, v, "iops=", &dr->iops)
			   : bad_value(p, v, "an IOPS figure", "iops=");
	if (v && iops_open(p, e))
		return cut_figure(p, d, v, "iops=", &dr->iops);
	if (v)
		dr->iops_unit = printed_unit(skip_sp(v), dr->iops);
	v = find_key(s, "runt=");
	if (v && !*skip_sp(v))
		v = NULL; /* the value wrapped onto the next line */
	if (v && (units_duration(skip_sp(v), &e, UNITS_COMMA_THOUSANDS,
				 &dr->runtime) ||
		  !value_ends(e, NULL)))
		return cut_at_end(v)
			   ? cut_figure(p, d, v, "runt=", &dr->runtime)
			   : bad_value(p, v, "a runtime", "runt=");
	if (v && !*skip_sp(e) && e[-1] == 'm')
		/* "runt=583671m" ending the line: fio prints "msec", not
		 * minutes; the line was cut inside the unit */
		return cut_figure(p, d, v, "runt=", &dr->runtime);
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

/*
 * What follows a figure that ends at e on its line: 1 nothing, 2 a cut
 * mark alone ("stdev=7 ...", "samples=11 [...]", "avg=35…"), 0 anything
 * else.  A mark glued to the figure ("stdev=7...", read "7.") moves *e
 * back onto it.
 */
static inline int figure_tail(const char **e)
{
	const char *q = *e;

	if (*q == ',') /* fio's separator: the line goes on */
		return 0;
	if (q[-1] == '.' && *q == '.')
		q--;
	q = skip_sp(q);
	if (!*q)
		return 1;
	if (*q == '[')
		q++;
	if (strncmp(q, "...", 3) && strncmp(q, "\xe2\x80\xa6", 3))
		return 0;
	while (*q == '.')
		q++;
	if ((unsigned char)*q == 0xe2)
		q += 3;
	if (*q == ']')
		q++;
	if (*skip_sp(q))
		return 0;
	if ((*e)[-1] == '.' && **e == '.')
		(*e)--;
	return 2;
}

/*
 * Whether the paste stops at the current line: 2 when no line end follows
 * it (the input ends inside it), 1 when only blank lines, a cut mark
 * ("[...]") or a sentence of prose follow, 0 when the output goes on.
 * Asked only of a line whose last figure is in doubt.
 */
static int paste_stops(const struct parser *p, int open_only)
{
	const char *q = p->ls ? p->ls + p->len_L : NULL;
	struct line_iter it;
	struct text_line l;

	if (!q || q < p->begin || q > p->end)
		return 0;
	if (q == p->end)
		return 2;
	if (open_only)
		return 0;
	while (q < p->end && (*q == ' ' || *q == '\t' || *q == '\r'))
		q++;
	if (q >= p->end)
		return 1;
	if (*q != '\n') /* a flattened output's next line goes on */
		return 0;
	lines_init(&it, q + 1, (size_t)(p->end - q - 1));
	while (lines_next(&it, &l)) {
		l = line_trim(l);
		if (!l.len)
			continue;
		return line_is_cut_mark(l.s, l.len) ||
		       line_prose_sentence(l.s, l.len);
	}
	return 1;
}

/* Whether the figure at q..e is printed with two decimals, as fio prints
 * every "avg=" and "stdev=" (%5.02f): "354.24" is whole, "354.2" or "1" is
 * what is left of one cut by the paste. */
static int two_decimals(const char *q, const char *e)
{
	return e - q >= 4 && e[-3] == '.' && isdigit((unsigned char)e[-2]) &&
	       isdigit((unsigned char)e[-1]);
}

/*
 * The figures v[] of a fio statistics line s ("clat (usec):", "bw (  KiB/s):",
 * "iops        :"), read under keys[]: a figure fio prints before
 * keys[full] ("stdev=" or "samples=") that ends the line was cut there by
 * the paste, maybe inside it ("avg=2506" of 25061.33): it becomes unknown.
 * So does the line's last figure, last (printed at lq..le, tail what
 * follows it: figure_tail()), where the paste stops inside the line:
 * - an "avg=" or "stdev=" without fio's two decimals ("stdev=1" of
 *   1234.56) on the paste's last line, the text stopping after it, turning
 *   to prose or to a cut mark (paste_stops());
 * - any other ("samples=11" of 119) with no line end after it, or a cut
 *   mark right after it on the line ("samples=11 ...").
 * A complete last line ("avg=354.24, stdev=708.64" then the end) stands.
 * An average below its minimum or above its maximum (each printed to whole
 * units, so one unit of slack) says a figure is not what fio printed: the
 * line's figures all become unknown.  Each with a warning naming the line.
 */
/* Whether statistics key k ("min=", "max=", "per=", "avg=", "stdev=",
 * "samples=": their first two letters tell them apart) starts with c. */
static inline int key2(const char *k, const char c[2])
{
	return k[0] == c[0] && k[1] == c[1];
}

static void stats_check(struct parser *p, const char *s, const char *what,
			const char *const *keys, double *v, size_t n, int last,
			int tail, int full, const char *lq, const char *le)
{
	int imin = -1, imax = -1, iavg = -1;

	if (last >= 0 && last < full && tail) {
		ingest_warn_at(p->ctx, bp(p, s),
			       "the %s line ends after its '%s' figure "
			       "(cut?): that figure is not imported",
			       what, keys[last]);
		v[last] = NAN;
	} else if (last >= 0 && tail) {
		int fixed = key2(keys[last], "av") || key2(keys[last], "st");
		int whole = fixed && two_decimals(lq, le);
		int stop = whole ? 0 : tail == 2 ? 2 : paste_stops(p, !fixed);

		if (stop) {
			ingest_warn_at(p->ctx, bp(p, lq),
				       "the paste stops inside the %s line, "
				       "at '%s%.*s' (%s): that figure is cut, "
				       "not imported",
				       what, keys[last], (int)(le - lq), lq,
				       tail == 2   ? "a cut mark follows it"
				       : stop == 2 ? "no line end after it"
				       : fixed ? "fio prints two decimals there"
					       : "the text stops after it");
			v[last] = NAN;
		}
	}
	for (size_t i = 0; i < n; i++) {
		if (key2(keys[i], "mi"))
			imin = (int)i;
		else if (key2(keys[i], "ma"))
			imax = (int)i;
		else if (key2(keys[i], "av"))
			iavg = (int)i;
	}
	if (iavg < 0 || isnan(v[iavg]))
		return;
	if ((imin >= 0 && v[iavg] < v[imin] - 1) ||
	    (imax >= 0 && v[iavg] > v[imax] + 1)) {
		ingest_warn_at(p->ctx, bp(p, s),
			       "the %s line's average %g lies outside its "
			       "min..max (%g..%g): none of its figures is "
			       "imported",
			       what, v[iavg], imin >= 0 ? v[imin] : NAN,
			       imax >= 0 ? v[imax] : NAN);
		for (size_t i = 0; i < n; i++)
			v[i] = NAN;
	}
}

/* "min=381, max=49139, avg=5548.08, stdev=6114.22" in unit f */
static int parse_lat(struct parser *p, const char *s, double f,
		     struct iodb_lat *l, double unit[2])
{
	static const char *const keys[] = {"min=", "max=", "avg=", "stdev="};
	double v[4];
	const char *q, *e;
	const char *lq = NULL, *le = NULL;
	int found = 0, last = -1, tail = 0, t;

	for (int i = 0; i < 4; i++) {
		v[i] = NAN; /* a figure trimmed from the line is unknown */
		q = find_key(s, keys[i]);
		if (!q)
			continue;
		q = skip_sp(q);
		if (!*q) /* the value wrapped onto the next line */
			continue;
		found++;
		if (i < 2 ? units_count(q, &e, &v[i]) : plain_num(q, &e, &v[i]))
			return bad_value(p, q, "a number", keys[i]);
		t = figure_tail(&e);
		if (!t && !value_ends(e, NULL))
			return bad_value(p, q, "a number", keys[i]);
		last = i;
		tail = t;
		lq = q, le = e;
		if (i >= 2) /* avg, stdev: one unit of their last digit */
			unit[i - 2] = printed_unit(q, v[i]) * f;
	}
	if (!found)
		return line_error_at(p, bp(p, s),
				     "expected 'min=', 'max=', 'avg=' and "
				     "'stdev=' in the latency line");
	/* "slat (nsec): min=431, max=440581, avg=327" and the paste ends:
	 * fio prints all four, so a line that stops right after a figure
	 * before "stdev=" was cut there, maybe inside that figure */
	stats_check(p, s, "latency", keys, v, 4, last, tail, 3, lq, le);
	l->min = v[0] * f;
	l->max = v[1] * f;
	l->mean = v[2] * f;
	l->stddev = v[3] * f;
	return 0;
}

/*
 * A person's list of latency figures, s: "avg=38.0 ms, p50=12 ms" or
 * "p90=89 ms, p99.9=228 ms, max=369 ms" (fio prints none such: its
 * "clat (msec): min=, max=, avg=" line and percentile table condensed by
 * hand).  Every item is min=, max=, avg= (mean=) or pNN= (a percentile),
 * then a figure with its time unit, the items joined by ',' and nothing
 * else on the line: then into l and pct[] (*np of them, MAX_PCT at
 * most) and 1; else 0 and nothing stored.
 */
static int typed_lat_items(const char *s, struct iodb_lat *l,
			   struct iodb_pct *pct, size_t *np)
{
	struct iodb_lat x = *l;
	struct iodb_pct pp[MAX_PCT];
	size_t n = *np;

	memcpy(pp, pct, n * sizeof(*pp));
	for (;;) {
		const char *k = skip_sp(s), *e;
		size_t kl = 0;
		double v, pc;
		double *slot = NULL;

		while (isalnum((unsigned char)k[kl]) || k[kl] == '.')
			kl++;
		if (!kl || k[kl] != '=' ||
		    units_duration(skip_sp(k + kl + 1), &e, UNITS_COMMA_NONE,
				   &v) ||
		    v < 0)
			return 0;
		if (kl == 3 && !strncmp(k, "min", 3))
			slot = &x.min;
		else if (kl == 3 && !strncmp(k, "max", 3))
			slot = &x.max;
		else if ((kl == 3 && !strncmp(k, "avg", 3)) ||
			 (kl == 4 && !strncmp(k, "mean", 4)))
			slot = &x.mean;
		if (slot) {
			if (!isnan(*slot))
				return 0; /* twice: not one job's figures */
			*slot = v;
		} else {
			const char *pe;

			if (k[0] != 'p' || plain_num(k + 1, &pe, &pc) ||
			    pe != k + kl || pc <= 0 || pc > 100 || n >= MAX_PCT)
				return 0;
			for (size_t i = 0; i < n; i++)
				if (pp[i].pct == pc)
					return 0;
			pp[n].pct = pc;
			pp[n++].ns = v;
		}
		e = skip_sp(e);
		if (!*e)
			break;
		if (*e != ',')
			return 0;
		s = e + 1;
	}
	*l = x;
	memcpy(pct, pp, n * sizeof(*pp));
	*np = n;
	return 1;
}

/*
 * The latency a person typed after a direction line's rate, s from the
 * rate's end: "read: IOPS=3159, BW=12645KiB/s, clat avg=38.0 ms, p50=12
 * ms".  The word before the figures says which latency (clat, or lat:
 * fio's total); each figure carries its unit (typed_lat_items()).  Read
 * only when the whole rest of the line is such a list; its wrapped rest,
 * the line right under it, is read by job_line() (dr->typed).
 */
static void typed_lat(struct parser *p, struct dir *dr, const char *s)
{
	const char *c = s;

	while ((c = strstr(c, "lat ")) != NULL) {
		const char *w = c > s && c[-1] == 'c' ? c - 1 : c;
		int kind = w < c ? 1 : 2;

		c += 4;
		if (w - s < 2 || w[-1] != ' ' || w[-2] != ',' ||
		    (dr->seen & (SEEN_CLAT | SEEN_LAT)))
			continue;
		/* nothing but the rate and its copies before the word */
		if (memchr(s, '=', (size_t)(w - s)))
			return;
		if (typed_lat_items(c, kind == 1 ? &dr->clat : &dr->lat,
				    kind == 1 ? dr->clat_pct : dr->lat_pct,
				    kind == 1 ? &dr->n_clat_pct
					      : &dr->n_lat_pct)) {
			dr->typed = kind;
			dr->typed_no = p->no;
		}
		return;
	}
}

/* "..." or "…" where a list was shortened by hand: skipped. */
static int ellipsis(const char *s, const char **end)
{
	if (!strncmp(s, "...", 3)) {
		while (*s == '.')
			s++;
		*end = s;
		return 1;
	}
	if (!strncmp(s, "\xe2\x80\xa6", 3)) {
		*end = s + 3;
		return 1;
	}
	return 0;
}

/* "1.00th" -> "p1", "99.90th" -> "p99_9" */
static const char *pct_name(struct parser *p, const char *pre, double pct)
{
	char b[32], *d;
	double r = nearbyint(pct * 100);

	if (pct >= 0 && !signbit(pct) && pct <= 100 && r / 100 == pct) {
		/* what %g prints of a percentile with two decimals at most:
		 * the shortest decimal, without snprintf */
		int c = (int)r, w = c / 100, f = c % 100;

		d = b + sprintf_uint(b, w);
		if (f) {
			*d++ = '_';
			*d++ = (char)('0' + f / 10);
			if (f % 10)
				*d++ = (char)('0' + f % 10);
		}
		*d = '\0';
		return pool_cat(p, pre, "_p", b, (const char *)NULL);
	}
	snprintf(b, sizeof(b), "%g", pct);
	d = strchr(b, '.');
	if (d)
		*d = '_';
	return pool_cat(p, pre, "_p", b, (const char *)NULL);
}

/*
 * "|  1.00th=[ 3152],  5.00th=[ 3312], ..."; at: where s's first n bytes
 * are in the buffer when s is a copy (a line kept in pct_carry), else NULL.
 */
static int parse_pct_line(struct parser *p, struct job *j, const char *s,
			  const char *at, size_t n)
{
	struct dir *dr = p->cur_dir >= 0 ? &j->d[p->cur_dir] : NULL;
	const char *e, *ent, *s0 = s;
	double pct, v;

	if (*s == '|')
		s++;
	for (;;) {
		s = skip_sp(s);
		if (*s == ',')
			s = skip_sp(s + 1);
		if (!*s)
			break;
		if (ellipsis(s, &s)) /* "1.00th=[ 3152], ..., 99.99th=[...]" */
			continue;
		ent = s;
		/* "1.00th=[ 3152]"; a web page's copy may drop the brackets
		 * ("1.00th= 3152,"): then a number and a ',' or the end */
		if (plain_num(s, &e, &pct) || strncmp(e, "th=", 3) ||
		    (e[3] == '[' ? plain_num(skip_sp(e + 4), &e, &v) ||
				       *(e = skip_sp(e)) != ']'
				 : plain_num(skip_sp(e + 3), &e, &v) ||
				       (*(e = skip_sp(e)) != ',' && *e))) {
			/* the paste cut inside the line's last entry
			 * ("60.00th=[  " and no more): those before stand */
			if (!strchr(ent, ']')) {
				ingest_warn_at(p->ctx,
					       at && (size_t)(ent - s0) < n
						   ? at + (ent - s0)
						   : bp(p, ent),
					       "percentile '%.20s' cut by the "
					       "paste: skipped",
					       ent);
				break;
			}
			if (plain_num(ent, &e, &pct) || strncmp(e, "th=[", 4))
				return bad_value(
				    p, ent, "a percentile 'N.NNth=['", "|");
			return bad_value(p, skip_sp(e + 4), "a number", "th=[");
		}
		s = *e ? e + 1 : e;
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
	double f, v[6];
	const char *lq = NULL, *le = NULL;
	int last = -1, tail = 0, t;

	if (!c)
		return line_error_at(p, bp(p, s), "expected 'bw (UNIT/s):'");
	for (q = o + 1; q < c && n < sizeof(unit) - 1; q++)
		if (*q != ' ')
			unit[n++] = *q;
	unit[n] = '\0';
	if (n > 2 && !strcmp(unit + n - 2, "/s"))
		n -= 2;
	/* fio computes bw samples in KiB/s whatever its kb_base; with
	 * kb_base=1000 it still labels them "kB/s" (the JSON says KiB) */
	f = units_size_factor(unit, (unsigned long)n, UNITS_BINARY);
	if (isnan(f) && n >= 2 && unit[n - 1] == 'b' && !capital(s)) {
		/* "bw (kb/s)" in a line lowercased whole (parse_dir()) */
		unit[0] = (char)toupper((unsigned char)unit[0]);
		unit[n - 1] = 'B';
		f = units_size_factor(unit, (unsigned long)n, UNITS_BINARY);
	}
	if (isnan(f))
		return line_error_at(p, bp(p, o + 1),
				     "expected a rate unit in 'bw (', found "
				     "'%s'",
				     unit);
	for (int i = 0; i < 6; i++) {
		v[i] = NAN;
		q = find_key(c, keys[i]);
		if (!q) /* samples= is fio 3.x only; or trimmed */
			continue;
		q = skip_sp(q);
		if (!*q) /* wrapped onto the next line */
			continue;
		if (plain_num(q, &e, &v[i]))
			return bad_value(p, q, "a number", keys[i]);
		t = figure_tail(&e);
		if (!t && !value_ends(e, "%"))
			return bad_value(p, q, "a number", keys[i]);
		last = i;
		tail = t;
		lq = q, le = e;
	}
	/* fio 2.x ends the line with "stdev=", 3.x with "samples=" */
	stats_check(p, c, "'bw'", keys, v, 6, last, tail, 4, lq, le);
	for (int i = 0; i < 6; i++) {
		if (isnan(v[i]))
			continue;
		if (i != 2 && i != 5)
			v[i] *= f;
		if (x_add(&dr->x, names[i], v[i], units[i]))
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
	double v[5];
	const char *lq = NULL, *le = NULL;
	int last = -1, tail = 0, t;

	for (int i = 0; i < 5; i++) {
		v[i] = NAN;
		q = find_key(s, keys[i]);
		if (!q)
			continue;
		q = skip_sp(q);
		if (!*q)
			continue;
		if (plain_num(q, &e, &v[i]))
			return bad_value(p, q, "a number", keys[i]);
		t = figure_tail(&e);
		if (!t && !value_ends(e, NULL))
			return bad_value(p, q, "a number", keys[i]);
		last = i;
		tail = t;
		lq = q, le = e;
	}
	/* fio prints "samples=" last on every iops line */
	stats_check(p, s, "'iops'", keys, v, 5, last, tail, 4, lq, le);
	for (int i = 0; i < 5; i++)
		if (!isnan(v[i]) &&
		    x_add(&dr->x, names[i], v[i], i == 4 ? "count" : "iops"))
			return -ENOMEM;
	return 0;
}

/* "KEY=V%, KEY=V%, >=64=100.0%" as extras PREFIX_KEY (>= as "ge") */
static int parse_dist(struct parser *p, struct xbuf *x, const char *prefix,
		      const char *s)
{
	const char *e;
	double v;
	size_t pl = strlen(prefix), n0 = x->n;
	/* "IO depths", "submit", "complete": percentages of no figure a
	 * result stores */
	int depths = !strncmp(prefix, "iodepth", 7);

	for (;;) {
		const char *k, *ent;
		char *name;
		size_t kl;
		int ge = 0;

		s = skip_sp(s);
		if (*s == ',')
			s = skip_sp(s + 1);
		if (!*s)
			break;
		if (ellipsis(s, &s)) /* a list shortened by hand */
			continue;
		ent = s;
		if (s[0] == '>' && s[1] == '=') {
			ge = 1;
			s += 2;
		}
		k = s;
		while (isdigit((unsigned char)*s))
			s++;
		kl = (size_t)(s - k);
		if (!kl || *s != '=' || plain_num(s + 1, &e, &v) || *e != '%') {
			/* the paste cut inside the line's last entry
			 * ("250=97.1%, 5" and no more): those before stand */
			if (!strchr(ent, '%')) {
				ingest_warn_at(p->ctx, bp(p, ent),
					       "'%s' entry '%.20s' cut by the "
					       "paste: skipped",
					       prefix, ent);
				break;
			}
			if (depths && (!kl || *s != '=')) {
				/* "... >=64=0.0% complete  : 0=0.0%, ...": two
				 * lines joined by a paste, text where an entry
				 * was due; only this line's entries go, the
				 * job's figures stand (a garbled percentage,
				 * "2=x%", is still an error: the paste is
				 * damaged) */
				x->n = n0;
				ingest_warn_at(p->ctx, bp(p, ent),
					       "'%s' line: expected 'N=PCT%%', "
					       "found '%.20s': the line is "
					       "skipped (it holds no figure "
					       "of the result)",
					       prefix, ent);
				return 0;
			}
			if (!kl || *s != '=')
				return bad_value(p, k, "'N=PCT%'", prefix);
			return bad_value(p, s + 1, "a percentage", prefix);
		}
		s = e + 1;
		/* prefix "_" ["ge"] N, built in the pool */
		name = pool_mem(p, pl + 1 + (ge ? 2 : 0) + kl + 1);
		if (name) {
			char *o = name;

			memcpy(o, prefix, pl);
			o += pl;
			*o++ = '_';
			if (ge) {
				*o++ = 'g';
				*o++ = 'e';
			}
			memcpy(o, k, kl);
			o[kl] = '\0';
		}
		if (x_add(x, name, v, "pct"))
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

/* Whether the group summaries read so far hold group g. */
static int group_seen(const struct parser *p, int64_t g)
{
	for (size_t i = 0; i < p->n_gf; i++)
		if (p->gf[i].group == g)
			return 1;
	return 0;
}

/* "READ: bw=3043KiB/s (3116kB/s), 3043KiB/s-3043KiB/s (...), io=768MiB
 * (805MB), run=258306-258306msec" or fio 2.x "READ: io=32768MB,
 * aggrb=371946KB/s, minb=..., maxb=..., mint=90213msec, maxt=90213msec" */
static int add_gfig(struct parser *p, int dir, double bw, double io,
		    double run_max, const char *at)
{
	struct gfig *g;

	if (ALLOC_GROW(p->gf, p->n_gf + 1, p->cap_gf))
		return -ENOMEM;
	g = &p->gf[p->n_gf++];
	g->group = p->group;
	g->dir = dir;
	g->bw = bw;
	g->io = io;
	g->run_max = run_max;
	g->no = p->no;
	g->at = at;
	memcpy(g->note, p->group_note, sizeof(g->note));
	memcpy(g->label, p->glabel, sizeof(g->label));
	g->bs = p->gbs;
	return 0;
}

/*
 * Whether the rest of a group line after its bandwidth's ", ", q (l bytes;
 * the line's end or a newline ends it), is the range's first rate alone:
 * "READ: bw=67.3MiB/s (70.6MB/s), 67.3MiB/s" and nothing more, the paste
 * cut inside the range (a figure first; no '-', ',', '=' or blank after
 * it).
 */
static int group_range_cut(const char *q, size_t l)
{
	size_t i = 0;

	while (i < l && (q[i] == ' ' || q[i] == '\t'))
		i++;
	if (i >= l || !isdigit((unsigned char)q[i]))
		return 0;
	for (; i < l && q[i] != '\n'; i++)
		if (strchr("-,= \t", q[i]))
			break;
	while (i < l && (q[i] == ' ' || q[i] == '\t' || q[i] == '\r'))
		i++;
	return i >= l || q[i] == '\n';
}

/*
 * Whether group line g (up to a newline or l bytes) is cut inside its
 * rate range: "bw=RATE (COPY), " then the range's first rate alone
 * (group_range_cut()).
 */
static int group_line_range_cut(const char *g, size_t l)
{
	const char *nl = memchr(g, '\n', l), *b, *c;

	if (nl)
		l = (size_t)(nl - g);
	b = memmem(g, l, "bw=", 3);
	c = b ? memchr(b, ')', l - (size_t)(b - g)) : NULL;
	return c && c + 2 < g + l && c[1] == ',' && c[2] == ' ' &&
	       group_range_cut(c + 2, l - (size_t)(c + 2 - g));
}

/*
 * Whether r, the rest of a group line after its "WRITE:", is only the
 * line's head as fio prints it, "bw=3858MiB/s (4045MB/s)" with a ',' or
 * nothing after it: a line a person cut after its first field.  fio's
 * two copies of the rate, one in binary units and one in decimal, agree
 * to their printed digits; a sentence writes no such pair.
 */
static int group_head_only(const char *r)
{
	const char *q = skip_sp(r), *e, *c, *ce;
	double a, b, la, wa, lb, wb;

	if (strncmp(q, "bw=", 3))
		return 0;
	q += 3;
	if (!isdigit((unsigned char)*q) ||
	    units_rate(q, &e, UNITS_DECIMAL, UNITS_COMMA_THOUSANDS, &a))
		return 0;
	c = skip_sp(e);
	if (c == e || *c != '(' || !isdigit((unsigned char)c[1]) ||
	    units_rate(c + 1, &ce, UNITS_DECIMAL, UNITS_COMMA_THOUSANDS, &b) ||
	    *ce != ')')
		return 0;
	/* one copy in KiB/MiB/GiB, the other in kB/MB/GB */
	if (!memchr(q, 'i', (size_t)(e - q)) ==
	    !memchr(c, 'i', (size_t)(ce - c)))
		return 0;
	e = skip_sp(ce + 1);
	if (*e == ',')
		e = skip_sp(e + 1);
	printed_units(q, a, &la, &wa);
	printed_units(c + 1, b, &lb, &wb);
	return !*e && !isnan(la) && !isnan(lb) && fabs(a - b) <= la + lb;
}

/*
 * Whether s, where a group line's rate range stands, is an ellipsis a
 * person typed for it ("...", "…"), fio's next field ("io=") after it:
 * the range left out of a pasted line, the rest whole.
 */
static int range_elided(const char *s)
{
	if (!strncmp(s, "...", 3))
		s += 3;
	else if (!strncmp(s, "\xe2\x80\xa6", 3))
		s += 3;
	else
		return 0;
	s = skip_sp(s);
	if (*s == ',')
		s = skip_sp(s + 1);
	return !strncmp(s, "io=", 3);
}

static int parse_group(struct parser *p, int dir, const char *op, const char *s)
{
	const char *q, *e;
	double v, a, b;
	double gbw = NAN, gio = NAN, grun = NAN;
	char g[32];

	if (p->group >= 0)
		snprintf(g, sizeof(g), "group%lld", (long long)p->group);
	else
		snprintf(g, sizeof(g), "group");
#define GX(name, val, unit)                                                    \
	do {                                                                   \
		if (x_add(&p->rx,                                              \
			  pool_cat(p, g, ".", op, ".", name,                   \
				   (const char *)NULL),                        \
			  val, unit))                                          \
			return -ENOMEM;                                        \
	} while (0)
	/* "aggrb=" is fio 1.x/2.x: bare KB and MB are binary */
	if (find_key(s, "aggrb="))
		p->conv = UNITS_BINARY;
	q = find_key(s, "io=");
	if (q) {
		if (units_size(q, &e, p->conv, UNITS_COMMA_THOUSANDS, &v) ||
		    !value_ends(e, "("))
			return bad_value(p, q, "an IO size", "io=");
		GX("io", v, "bytes");
		gio = v;
	}
	q = find_key(s, "aggrb=");
	if (q) {
		static const char *const k2[] = {"aggrb=", "minb=", "maxb="};
		static const char *const n2[] = {"bw", "bw_min", "bw_max"};

		for (int i = 0; i < 3; i++) {
			q = find_key(s, k2[i]);
			if (!q)
				continue;
			if (fio_rate(p, q, &e, &v) || !value_ends(e, NULL))
				return bad_value(p, q, "a rate", k2[i]);
			GX(n2[i], v, "bytes/s");
			if (!i)
				gbw = v;
		}
		q = find_key(s, "mint=");
		if (q && !units_duration(q, &e, UNITS_COMMA_THOUSANDS, &v))
			GX("run_min", v, "ns");
		q = find_key(s, "maxt=");
		if (q && !units_duration(q, &e, UNITS_COMMA_THOUSANDS, &v)) {
			GX("run_max", v, "ns");
			grun = v;
		}
		return add_gfig(p, dir, gbw, gio, grun, bp(p, s));
	}
	q = find_key(s, "bw=");
	if (!q)
		return line_error_at(p, bp(p, s),
				     "expected 'bw=' or 'aggrb=' in the group "
				     "status line");
	if (fio_rate(p, q, &e, &v) || !value_ends(e, "("))
		return bad_value(p, q, "a rate", "bw=");
	e = skip_sp(e);
	if (*e == '(') {
		const char *ae;

		/* "bw=56.5MiB/s (59.3MB/s)": two copies (rate_copies()) */
		if (!units_rate(e + 1, &ae, UNITS_DECIMAL,
				UNITS_COMMA_THOUSANDS, &a) &&
		    *ae == ')')
			v = rate_copies(p, bp(p, q), q, v, e + 1, a);
		e = strchr(e, ')');
		e = e ? e + 1 : "";
	}
	GX("bw", v, "bytes/s");
	gbw = v;
	if (*e == ',' && *skip_sp(e + 1) && strncmp(skip_sp(e + 1), "io=", 3)) {
		q = skip_sp(e + 1);
		/* "READ: bw=67.3MiB/s (70.6MB/s), 67.3MiB/s": the paste
		 * ends inside the range (no '-', no other field after it):
		 * the rate before it is whole, the range and the rest are
		 * not there */
		if (group_range_cut(q, strlen(q))) {
			ingest_warn_at(p->ctx, bp(p, q),
				       "the group summary line ends inside its "
				       "rate range (cut?): imported its "
				       "bandwidth, not the range, io or run "
				       "time");
			return add_gfig(p, dir, gbw, gio, grun, bp(p, s));
		}
		/* "READ: bw=74.3MiB/s (77.9MB/s), ... io=372MiB (390MB),
		 * run=...": the range left out by hand, the fields after it
		 * still fio's own */
		if (range_elided(q))
			goto run;
		if (fio_rate(p, q, &e, &a) || *e != '-' ||
		    fio_rate(p, e + 1, &e, &b))
			return bad_value(p, q, "a rate range 'MIN-MAX'", "bw=");
		GX("bw_min", a, "bytes/s");
		GX("bw_max", b, "bytes/s");
	}
run:
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
		grun = b * f;
	}
#undef GX
	return add_gfig(p, dir, gbw, gio, grun, bp(p, s));
}

/* "nvme0n1: ios=8386313/19379, merge=0/0, ticks=877396/60, in_queue=880100,
 * util=100.00%" */
static int parse_disk(struct parser *p, const char *t, const char *colon)
{
	const char *name = pool_strn(p, t, (size_t)(colon - t));
	const char *s = colon + 1, *e, *v;
	struct disk *dk;

	if (!name)
		return -ENOMEM;
	p->disk_wait = 0;
	dk = disk_entry(p, name); /* the same disk again: a later interval */
	if (dk && (v = find_key(s, "ios=")) && !plain_num(v, &e, &dk->ios[0]) &&
	    *e == '/' && !plain_num(e + 1, &e, &dk->ios[1]))
		dk->has_ios = 1;
	disk_aggr(dk, s);
	p->disk_cur = dk ? (int)(dk - p->disks) : -1;
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

/*
 * Whether the direction line of kind bit (SEEN_*) belongs to dr: no when
 * dr already had one (its direction line is missing: the figures are
 * another direction's) or an earlier line showed that; it is skipped,
 * dr's own figures kept.  One warning names the first such line.
 */
static int dir_takes(struct parser *p, struct dir *dr, unsigned bit,
		     const char *t)
{
	static const char *const names[] = {"read", "write", "trim", "mixed"};

	/* the bits go in fio's order: one at or after bit seen means
	 * this line starts another direction's lines */
	if (dr->seen < bit) {
		dr->seen |= bit;
		return 1;
	}
	/* a late clat line after a lat line under one direction line:
	 * fio prints clat before lat (both or, disable_clat, lat alone in
	 * every direction), so the lines were picked and reordered by hand
	 * (an author quoting the read's lat under the write line): whose
	 * that lat is is unknown, and a latency never crosses to another
	 * direction.  A late slat is the next direction's whose line was
	 * deleted (only it printed slat): the lines above stay */
	if (bit == SEEN_CLAT && !(dr->seen & bit) && (dr->seen & SEEN_LAT)) {
		static const struct iodb_lat none = IODB_LAT_INIT;

		dr->lat = none;
	}
	if (!(dr->seen & SEEN_ORPHAN)) {
		ingest_warn_at(p->ctx, bp(p, t),
			       "%s '%.*s' line under '%s:': a direction line "
			       "is missing above it; the lines up to the next "
			       "direction line are skipped",
			       dr->seen & bit ? "a second" : "a late",
			       (int)strcspn(t, ":"), t, names[p->cur_dir]);
		dr->seen |= SEEN_ORPHAN;
	}
	return 0;
}

/* A line inside a job block. */
/*
 * "# submission latency", "//完成延迟": a line an author put inside an
 * output to explain the lines below it (fio starts none of its lines with
 * '#' or "//"); "#!" is a script's first line, none.
 */
static int author_comment(const char *t)
{
	return (t[0] == '#' && t[1] && t[1] != '!') ||
	       (t[0] == '/' && t[1] == '/' && t[2]);
}

/*
 * "=64=0.0%" right under "IO depths : 1=100.0%, ..., 32=0.0%,": the rest
 * ">=64=0.0%" of fio's line, which a mail client wrapped and, quoting the
 * mail again, took its '>' for one more quote level ("> > > =64=0.0%"),
 * so that it went with the quote.  Adds the bucket to j's extras as the
 * line above names it (parse_dist()'s "iodepth_ge64") and returns 1 when
 * t is that rest under such a line ending in ','; 0 when it is not (the
 * line is read as any other), -ENOMEM.
 */
static int depth_ge_rest(struct parser *p, struct job *j, const char *t)
{
	static const struct {
		const char *word, *prefix;
	} dists[] = {{"IO depths", "iodepth"},
		     {"submit", "iodepth_submit"},
		     {"complete", "iodepth_complete"}};
	const char *pv = p->prev_text, *k = t + 1, *e;
	const char *prefix = NULL;
	size_t pl = strlen(pv), kl;
	char name[48];
	double v;

	while (pl && pv[pl - 1] == ' ')
		pl--;
	if (!pl || pv[pl - 1] != ',')
		return 0;
	for (size_t i = 0; i < sizeof(dists) / sizeof(dists[0]); i++)
		if (is_word_colon(pv, dists[i].word))
			prefix = dists[i].prefix;
	while (isdigit((unsigned char)*k))
		k++;
	kl = (size_t)(k - (t + 1));
	if (!prefix || !kl || kl > 8 || *k != '=' || plain_num(k + 1, &e, &v) ||
	    *e != '%' || *skip_sp(e + 1))
		return 0;
	snprintf(name, sizeof(name), "%s_ge%.*s", prefix, (int)kl, t + 1);
	if (x_add(&j->x, pool_strn(p, name, strlen(name)), v, "pct"))
		return -ENOMEM;
	return 1;
}

static int job_line(struct parser *p, struct job *j, const char *t)
{
	static const char *const dirs[] = {"read", "write", "trim", "mixed"};
	struct dir *dr = p->cur_dir >= 0 ? &j->d[p->cur_dir] : NULL;
	const char *e;
	double f;
	long prev_to = j->to;
	int prev_other = j->other;

	j->to = p->no;
	if (p->dir_open && dr && t[0] == '(')
		return io_rt(p, dr, NULL, t);
	if (dr && !strncmp(t, "BW=", 3) && isnan(dr->bw)) {
		/* "read: IOPS=48," wrapped before its BW */
		if (fio_rate(p, t + 3, &e, &dr->bw) || !value_ends(e, "("))
			return bad_value(p, t + 3, "a rate", "BW=");
		return io_rt(p, dr, t + 3, e);
	}
	p->dir_open = 0;
	/* "clat: p1=668ns, p50=123us, p99=1.3ms" right under a direction
	 * line: fio's latency lines condensed by hand (fio prints "clat
	 * (usec): min=..."), the word before ':' saying which, each figure
	 * with its unit (typed_lat_items()) */
	if (dr && dr->present && !dr->seen && !dr->typed &&
	    prev_to == p->no - 1 && (t[0] == 'c' || t[0] == 'l')) {
		int kind = !strncmp(t, "clat:", 5)  ? 1
			   : !strncmp(t, "lat:", 4) ? 2
						    : 0;

		if (kind && typed_lat_items(
				t + (kind == 1 ? 5 : 4),
				kind == 1 ? &dr->clat : &dr->lat,
				kind == 1 ? dr->clat_pct : dr->lat_pct,
				kind == 1 ? &dr->n_clat_pct : &dr->n_lat_pct)) {
			dr->typed = kind;
			dr->typed_no = p->no;
			return 0;
		}
	}
	/* "p90=89 ms, p99.9=228 ms, max=369 ms": the rest of the latency
	 * figures a person typed on the line above (typed_lat()) */
	if (dr && dr->typed && dr->typed_no == p->no - 1 &&
	    typed_lat_items(t, dr->typed == 1 ? &dr->clat : &dr->lat,
			    dr->typed == 1 ? dr->clat_pct : dr->lat_pct,
			    dr->typed == 1 ? &dr->n_clat_pct
					   : &dr->n_lat_pct)) {
		dr->typed_no = p->no;
		return 0;
	}
	for (int d = 0; d < D_N; d++) {
		int ret;

		if (!is_word_colon(t, dirs[d]) || j->complete)
			continue;
		/* grep's lines: a file name other than the job's is another
		 * file's job ("random_reads...:  read :" then
		 * "random_writes...:  write:"), whatever its direction */
		if ((!j->headless || !j->d[d].present) &&
		    !(j->headless && p->grep_name[0] && j->name &&
		      strcmp(j->name, p->grep_name)))
			return parse_dir(p, j, d, strchr(t, ':') + 1);
		/* another job's line (each cut from its block): a job */
		ret = headless_job(p, t);
		if (ret <= 0)
			return ret ? ret
				   : parse_dir(p, j, d, strchr(t, ':') + 1);
		return parse_dir(p, cur_job(p), d, strchr(t, ':') + 1);
	}
	j->other = 1; /* unset below when the line is none of fio's */
	if (strstr(t, "percentiles") && strchr(t, '(') &&
	    t[strlen(t) - 1] == ':') {
		p->st = S_PCT;
		p->pk = P_NONE;
		p->pct_gap = 0;
		p->pct_factor = paren_time_unit(strstr(t, "percentiles"), &e);
		if (isnan(p->pct_factor)) {
			/* the values below it are skipped with it (P_NONE) */
			p->side = 1;
			return side_line(
			    p, line_error_at(p, bp(p, t),
					     "expected a time unit in "
					     "'percentiles (UNIT):'"));
		}
		if (!strncmp(t, "clat percentiles", 16))
			p->pk = P_CLAT;
		else if (!strncmp(t, "lat percentiles", 15))
			p->pk = P_LAT;
		else if (!strncmp(t, "slat percentiles", 16))
			p->pk = P_SLAT;
		else if (!strncmp(t, "sync percentiles", 16))
			p->pk = P_SYNC;
		if ((p->pk == P_CLAT || p->pk == P_LAT || p->pk == P_SLAT) &&
		    !dr) {
			/* the direction line was trimmed from the paste */
			ingest_warn_at(p->ctx, bp(p, t),
				       "no 'read:' or 'write:' line before "
				       "the percentiles: they are skipped");
			p->pk = P_NONE;
		} else if ((p->pk == P_CLAT &&
			    !dir_takes(p, dr, SEEN_CLAT_PCT, t)) ||
			   (p->pk == P_LAT &&
			    !dir_takes(p, dr, SEEN_LAT_PCT, t)) ||
			   (p->pk == P_SLAT &&
			    !dir_takes(p, dr, SEEN_SLAT_PCT, t))) {
			p->pk = P_NONE;
		}
		return 0;
	}
	if ((!strncmp(t, "slat (", 6) || !strncmp(t, "clat (", 6) ||
	     !strncmp(t, "lat (", 5) || !strncmp(t, "sync (", 6)) &&
	    strstr(t, "min=")) {
		static const unsigned seen[3] = {SEEN_SLAT, SEEN_CLAT,
						 SEEN_LAT};
		struct iodb_lat l = IODB_LAT_INIT;
		double u[2] = {0, 0};
		int ret, k;

		p->side = 1;
		f = paren_time_unit(t, &e);
		ret = isnan(f) ? line_error_at(p, bp(p, t),
					       "expected a time unit in "
					       "'(UNIT)'")
			       : parse_lat(p, e, f, &l, u);
		if (ret)
			return side_line(p, ret);
		p->side = 0;
		if (t[0] == 's' && t[1] == 'y') {
			if (x_add(&j->x, "sync_min", l.min, "ns") ||
			    x_add(&j->x, "sync_max", l.max, "ns") ||
			    x_add(&j->x, "sync_mean", l.mean, "ns") ||
			    x_add(&j->x, "sync_stdev", l.stddev, "ns"))
				return -ENOMEM;
			return 0;
		}
		if (!dr) {
			ingest_warn_at(p->ctx, bp(p, t),
				       "no 'read:' or 'write:' line before "
				       "the latency line: it is skipped");
			return 0;
		}
		k = t[0] == 's' ? 0 : t[0] == 'c' ? 1 : 2;
		if (dir_takes(p, dr, seen[k], t)) {
			struct iodb_lat *dst[3] = {&dr->slat, &dr->clat,
						   &dr->lat};

			*dst[k] = l;
			dr->lat_unit[k][0] = u[0];
			dr->lat_unit[k][1] = u[1];
		}
		return 0;
	}
	if (!strncmp(t, "lat (", 5)) {
		const char *c = strchr(t, ')');
		char pre[32];
		size_t n0;
		int ret;

		if (!c || !strchr(c, ':'))
			return 0;
		snprintf(pre, sizeof(pre), "latency_%.*s",
			 (int)(c - t - 5 > 6 ? 6 : c - t - 5), t + 5);
		if (pre[8] && pre[9] == 's' && strlen(pre) == 12)
			pre[10] = '\0'; /* "usec" -> "us" */
		p->side = 1;
		n0 = j->x.n;
		ret = parse_dist(p, &j->x, pre, strchr(c, ':') + 1);
		if (ret == -EINVAL)
			j->x.n = n0; /* the entries before the bad one too */
		return side_line(p, ret);
	}
	if (!strncmp(t, "bw (", 4) || !strncmp(t, "bw(", 3)) {
		if (!dr) {
			ingest_warn_at(p->ctx, bp(p, t),
				       "no 'read:' or 'write:' line before "
				       "the 'bw' line: it is skipped");
			return 0;
		}
		if (!dir_takes(p, dr, SEEN_BW, t))
			return 0;
		p->side = 1;
		return side_line(p, parse_bw_samples(p, dr, t));
	}
	if (is_word_colon(t, "iops")) {
		if (!dr) {
			ingest_warn_at(p->ctx, bp(p, t),
				       "no 'read:' or 'write:' line before "
				       "the 'iops' line: it is skipped");
			return 0;
		}
		if (!dir_takes(p, dr, SEEN_IOPS, t))
			return 0;
		p->side = 1;
		return side_line(p,
				 parse_iops_samples(p, dr, strchr(t, ':') + 1));
	}
	if (is_word_colon(t, "cpu"))
		return parse_cpu(p, j, strchr(t, ':') + 1);
	if (t[0] == '=' && prev_to == p->no - 1) {
		int ret = depth_ge_rest(p, j, t);

		if (ret)
			return ret < 0 ? ret : 0;
	}
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
		const char *tg = find_key(t, "target=");
		double v, target;

		/* fio prints the depth it last ran at (td->latency_qd): the
		 * iodepth option, unless a latency target had it search for
		 * a depth of its own */
		if (q && tg && !plain_num(tg, &e, &target) && target == 0 &&
		    !plain_num(q, &e, &v) && value_ends(e, NULL))
			j->depth = units_int64(v);
		return 0;
	}
	if (j->headless && !j->complete && author_comment(t)) {
		/* "#完成延迟..." between a block's lines (its header cut): the
		 * author's note on the lines below, which go on with the
		 * block; whatever else follows ends it below */
		j->to = prev_to;
		j->other = prev_other;
		return 0;
	}
	if (j->complete || j->headless) {
		/* whatever follows a complete block is not fio's, nor what
		 * follows a direction line quoted alone */
		p->st = S_NONE;
		p->cur_dir = -1;
		j->to = prev_to;
	}
	j->other = prev_other; /* this line is none of fio's */
	p->foreign = 1;
	return 0;
}

/* "[global]", "[randread-4k]": a job file section line. */
static int is_section(const char *t)
{
	size_t n = strlen(t);

	return n > 2 && t[0] == '[' && t[n - 1] == ']' &&
	       !memchr(t + 1, '[', n - 2) && !memchr(t + 1, ']', n - 2) &&
	       !memchr(t, '@', n) && !memchr(t, ' ', n) &&
	       !isdigit((unsigned char)t[1]);
}

/* "bs=4k", "rw = randread", "time_based", "; comment": a job file line. */
static int is_option_line(const char *t)
{
	const char *q = t;

	if (*t == ';' || *t == '#' || is_section(t))
		return 1;
	if (!isalpha((unsigned char)*q))
		return 0;
	while (isalnum((unsigned char)*q) || *q == '_')
		q++;
	q = skip_sp(q);
	return !*q || *q == '=';
}

/*
 * Add pre (unless 0), the n bytes at t and post (unless 0) to the malloc'd
 * string *s of *len bytes (*s NULL: an empty one).  0, or -ENOMEM with *s
 * and *len unchanged.
 */
static int str_append(char **s, size_t *len, int pre, const char *t, size_t n,
		      int post)
{
	struct strbuf sb;
	size_t l = *s ? *len : 0;

	strbuf_attach(&sb, *s, l, l + 1);
	if (strbuf_grow(&sb, n + 2))
		return -ENOMEM;
	if (pre)
		strbuf_addch(&sb, pre);
	strbuf_add(&sb, t, n);
	if (post)
		strbuf_addch(&sb, post);
	*s = sb.buf;
	*len = sb.len;
	return 0;
}

static int jf_append(struct parser *p, const char *t)
{
	return str_append(&p->next_jf, &p->next_jf_len, 0, t, strlen(t), '\n');
}

/* The host a job block belongs to in client/server output, or "". */
static const char *job_host(const struct parser *p)
{
	if (p->line_host)
		return p->host;
	/* before fio 3.10 clients' results came as they arrived: the last
	 * "<host>" prefix names them only when there is one host */
	if (p->host[0] && p->n_hosts == 1)
		return p->host;
	/* fio prints a client's results as it leaves, right after the text
	 * it drained from that client: "<h1> ..." lines of one host just
	 * above the block name it; "<h1> Starting", "<h2> Starting" (all
	 * clients' messages as they came) name none, and neither does a
	 * prefix above an earlier block */
	if (p->host[0] && p->client_ordered && p->adj == 1)
		return p->adj_host;
	/* "<h1> " with nothing after it: the empty text fio drains from a
	 * client as it leaves, just before that client's results */
	if (p->host[0] && p->client_ordered && p->adj && p->adj_empty)
		return p->host;
	if (p->n_hosts == 1) /* one server ("hostname=...") */
		return p->host_one;
	return "";
}

static void note_host(struct parser *p, const char *h, size_t n)
{
	if (n >= sizeof(p->host))
		n = sizeof(p->host) - 1;
	memcpy(p->host, h, n);
	p->host[n] = '\0';
	if (!p->n_hosts) {
		memcpy(p->host_one, p->host, n + 1);
		p->n_hosts = 1;
	} else if (strcmp(p->host_one, p->host)) {
		p->n_hosts = 2;
	}
}

/* "hostname=h1, be=0, 64-bit, os=Linux, arch=x86-64, fio=fio-3.33,
 * flags=1": a fio server that the client connected to. */
static void client_probe_line(struct parser *p, const char *t)
{
	const char *v = find_key(t, "fio=");
	size_t n = strcspn(t + 9, ", ");
	int maj, min;

	note_host(p, t + 9, n);
	p->host[0] = '\0'; /* no result is this host's yet */
	if (!v)
		return;
	n = strcspn(v, ", ");
	if (n >= sizeof(p->client_version))
		n = sizeof(p->client_version) - 1;
	memcpy(p->client_version, v, n);
	p->client_version[n] = '\0';
	if (sscanf(v, "fio-%d.%d", &maj, &min) == 2)
		p->client_ordered = maj > 3 || (maj == 3 && min >= 10);
}

/* A job block starts: "NAME: (groupid=0, jobs=1): err= 0: ..." */
/*
 * The pid of a job header line ("NAME: (groupid=0, jobs=1): err= 0:
 * pid=4242: ..."); -1 when it prints none.
 */
static int64_t line_pid(const char *g)
{
	const char *s = find_key(g, "pid="), *e;
	double v;

	if (!s || plain_num(s, &e, &v) || (*e != ':' && *e != ','))
		return -1;
	return units_int64(v);
}

/*
 * fio --status-interval prints the whole report (job blocks, group
 * summary, disk stats) every interval, each one cumulative since the
 * start, and once more at the end: the same job (name, group and pid)
 * printed again after the run's status lines is the same run reported
 * later.  The last report is the run's result, as a person reads it; the
 * earlier ones are dropped (the run keeps its header, command and
 * version, which fio printed once).
 */
static int status_repeat(struct parser *p, const char *t, const char *g)
{
	int64_t pid = line_pid(g);
	size_t n = (size_t)(g - t);

	if (!p->after_status || pid < 0)
		return 0;
	for (size_t i = 0; i < p->nj; i++) {
		const struct job *j = &p->jobs[i];

		if (j->pid == pid && j->name && strlen(j->name) == n &&
		    !strncmp(j->name, t, n))
			return 1;
	}
	return 0;
}

static void take_device(struct parser *p, int first);

static void take_caption(struct parser *p);

/*
 * Whether the run's command names the job whose header t starts (its name
 * runs to g): "--name seqw" over "seqw: (groupid=0, ...".
 */
static int cmd_names_job(const struct parser *p, const char *t, const char *g)
{
	struct fio_opts o;
	char name[sizeof(o.name)];
	size_t n = (size_t)(g - t);

	if (!p->cmd || !n || n >= sizeof(name))
		return 0;
	memcpy(name, t, n);
	name[n] = '\0';
	fio_opts_init(&o);
	return !fio_options_parse_cmdline(p->cmd, strlen(p->cmd), name, &o) &&
	       !strcmp(o.name, name);
}

static int job_start(struct parser *p, const char *t, const char *g)
{
	int all = g - t == 11 && !strncmp(t, "All clients", 11);
	const char *host = all ? "" : job_host(p);
	int ret;

	/* words between two outputs may be the next one's ("Then at QD=1
	 * I get"): a note is only what follows the last */
	p->note[0] = '\0';
	ret = close_job(p, "the next job");
	if (ret)
		return ret;
	/* a person's caption between says it is no later report of fio's
	 * but a copy they show again ("the numbers that matter:"): a run
	 * of its own, whose copies prune_repeats() drops */
	if (!p->caption_pending && status_repeat(p, t, g)) {
		while (p->nj)
			job_free_last(p);
		p->n_gf = 0;
		x_free(&p->rx);
		p->after_status = 0;
	}
	/* one run per client host, and fio's sum of all clients apart; a
	 * caption of its own above a job's block ("On the patched kernel:"
	 * between two pasted blocks whose headers were cut) starts another
	 * run, as it would above a header */
	if (p->after_status ||
	    ((p->nj || p->n_gf) &&
	     (all || p->all_clients || strcmp(host, p->run_host) ||
	      p->caption_pending ||
	      /* text after an imagined output: this block is a run's */
	      (p->run_example && p->no - p->run_to > 2)))) {
		/* "fio ... --name seqw" / "Before:" / "seqw: (groupid=0"
		 * ... / "After:" / "seqw: (groupid=0": the caption's block
		 * is the job the command names, run again */
		ret = p->caption_pending && !all && cmd_names_job(p, t, g)
			  ? finish_run_keep_cmd(p)
			  : finish_run(p);
		if (ret)
			return ret;
	}
	touch(p);
	/* a run whose job header was cut: its first job's block starts it */
	if (!p->nj && !p->n_gf)
		take_caption(p);
	else
		take_device(p, 0);
	if (!p->nj) {
		snprintf(p->run_host, sizeof(p->run_host), "%s", host);
		p->all_clients = all;
	}
	return parse_job_start(p, t, g);
}

/*
 * Whether line t holds only what a job header's "bs=" gives, a mail
 * client's reflow having cut the header into short lines: directions'
 * marks and sizes or ranges ("(T)", "256KiB,", "256KiB-256KiB,", "(W)
 * 4096B-4096B,"), nothing else.
 */
static int header_sizes_only(const char *t)
{
	const char *e;
	double v;

	if (!*t)
		return 0;
	while (*t) {
		if (t[0] == '(' && strchr("RWT", t[1]) && t[1] && t[2] == ')') {
			e = t + 3;
		} else if (units_size(t, &e, UNITS_BINARY,
				      UNITS_COMMA_THOUSANDS, &v)) {
			return 0;
		} else if (*e == '-' && units_size(e + 1, &e, UNITS_BINARY,
						   UNITS_COMMA_THOUSANDS, &v)) {
			return 0;
		}
		/* a size has its unit ("256KiB", "4096B"): a number alone
		 * is no piece of the header */
		if (!isalpha((unsigned char)e[-1]) && e[-1] != ')')
			return 0;
		if (*e == ',')
			e++;
		if (*e && *e != ' ')
			return 0;
		t = skip_sp(e);
	}
	return 1;
}

/* The rest of a job header line that a mail client wrapped:
 * "4096B-4096B, ioengine=libaio, iodepth=64". */
static int header_cont(struct parser *p, const char *t)
{
	struct header *h = &p->h[p->nh - 1];
	const char *s = t, *e;
	int k = p->hdr_k;
	double v;

	/* "bs=(R) 4096B-4096B, ...": the header wrapped after "rw=X," */
	if (!strncmp(s, "bs=", 3))
		s += 3;
	/* "256KiB," under "(W) 256KiB-": the range's other size */
	if (p->hdr_half >= 0 && k < 3) {
		double b;

		if (!units_size(s, &e, UNITS_BINARY, UNITS_COMMA_THOUSANDS,
				&b)) {
			h->bs[k] = b == p->hdr_half ? units_int64(b) : -1;
			k++;
			s = skip_sp(*e == ',' ? e + 1 : e);
		}
		p->hdr_half = -1;
	}
	/* "4096B-4096B, (T) 4096B-4096B, ...": the bs ranges it cut */
	while (k < 3) {
		if (s[0] == '(' && s[1] && s[2] == ')') {
			k = s[1] == 'R' ? 0 : s[1] == 'W' ? 1 : 2;
			s = skip_sp(s + 3);
		}
		if (!isdigit((unsigned char)*s) ||
		    parse_bs_range(s, &e, &h->bs[k]))
			break;
		k++;
		if (*e == '/')
			s = e + 1;
		else if (e[0] == ',' && e[1] == ' ' && e[2] == '(')
			s = e + 2;
		else
			break;
	}
	s = find_key(t, "ioengine=");
	if (s && !h->ioengine[0]) {
		size_t n = strcspn(s, ", ");

		if (n >= sizeof(h->ioengine))
			n = sizeof(h->ioengine) - 1;
		memcpy(h->ioengine, s, n);
	}
	s = find_key(t, "iodepth=");
	if (s && !plain_num(s, &e, &v) && value_ends(e, NULL))
		h->iodepth = units_int64(v);
	p->hdr_k = k;
	p->hdr_cont = !s; /* wrapped twice */
	return 0;
}

/* Whether s (after a '|') begins with a percentile: "1.00th=". */
static int pct_entry(const char *s)
{
	const char *e;
	double v;

	s = skip_sp(s);
	return isdigit((unsigned char)*s) && !plain_num(s, &e, &v) &&
	       !strncmp(e, "th=", 3);
}

/* A percentile line; one cut inside a value by a wrap is joined with the
 * line after it. */
static int pct_line(struct parser *p, struct job *j, const char *t)
{
	size_t n = strlen(t);
	char *joined = NULL;
	int ret;

	if (p->pct_carry) {
		const char *rest = t[0] == '|' ? t + 1 : t;
		size_t cl = strlen(p->pct_carry);

		p->pct_carry_at = NULL; /* two lines: no one place */

		joined = malloc(cl + strlen(rest) + 2);
		if (!joined)
			return -ENOMEM;
		memcpy(joined, p->pct_carry, cl);
		joined[cl] = ' ';
		strcpy(joined + cl + 1, rest);
		free(p->pct_carry);
		p->pct_carry = NULL;
		t = joined;
		n = strlen(t);
	}
	/* fio ends each line after a "]," or the last "]"; a line that lost
	 * its brackets ends in its last value */
	if (n && t[n - 1] != ',' && t[n - 1] != ']' &&
	    !(isdigit((unsigned char)t[n - 1]) && !memchr(t, '[', n))) {
		if (!joined) {
			p->pct_carry_at = bp(p, t);
			p->pct_carry_n = n;
		}
		p->pct_carry = strdup(t);
		free(joined);
		return p->pct_carry ? 0 : -ENOMEM;
	}
	ret = parse_pct_line(p, j, t, NULL, 0);
	free(joined);
	return ret;
}

/* Whether held group line s ends inside its fields: a ',' last. */
static int group_line_open(const char *s)
{
	size_t n = strlen(s);

	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	return n && s[n - 1] == ',';
}

/*
 * Where the next direction's group line starts in group line s, glued
 * after this one's run time by a mail client's reflow ("...,
 * run=49099-49099msec WRITE: bw=20.9MiB/s (21.9MB/s),"): the direction
 * word, its kind in *dir; NULL when nothing follows "run=" but blanks.
 */
static char *glued_group(char *s, int *dir)
{
	static const char *const ops[] = {"READ", "WRITE", "TRIM", "MIXED"};
	char *q = (char *)find_key(s, "run=");

	if (!q)
		return NULL;
	q += strcspn(q, " \t,");
	if (*q == ',')
		q++;
	q = (char *)skip_sp(q);
	for (int d = 0; d < 4; d++)
		if (is_word_colon(q, ops[d]) && find_key(q, "bw=")) {
			*dir = d;
			return q;
		}
	return NULL;
}

/* The rest of a group line that a mail client wrapped: "io=768MiB
 * (805MB), run=258306-258306msec". */
static int group_cont(struct parser *p, const char *t)
{
	static const char *const lo[] = {"read", "write", "trim", "mixed"};
	size_t n = strlen(p->grp_line);
	char *joined = malloc(n + (t ? strlen(t) : 0) + 3), *next;
	int ret, next_dir = 0;

	if (!joined)
		return -ENOMEM;
	memcpy(joined, p->grp_line, n);
	joined[n] = '\0';
	if (t) {
		strcat(joined, " ");
		strcat(joined, t);
	}
	free(p->grp_line);
	p->grp_line = NULL;
	p->grp_gap = 0;
	/* the next direction's line glued on: this one ends before it, that
	 * one is held for its own rest (or read, when it is whole) */
	next = t ? glued_group(joined, &next_dir) : NULL;
	if (next) {
		char *rest = strdup(strchr(next, ':') + 1);

		if (!rest) {
			free(joined);
			return -ENOMEM;
		}
		while (next > joined && (next[-1] == ' ' || next[-1] == '\t'))
			next--;
		*next = '\0';
		p->grp_line = joined;
		ret = group_cont(p, NULL);
		if (ret) {
			free(rest);
			return ret;
		}
		p->grp_line = rest;
		p->grp_dir = next_dir;
		p->grp_parts = 0;
		if (!find_key(rest, "run=") && !find_key(rest, "maxt="))
			return 0;
		return group_cont(p, NULL);
	}
	if (t && !find_key(joined, "run=") && !find_key(joined, "maxt=") &&
	    ++p->grp_parts < 4) {
		p->grp_line = joined; /* wrapped more than once */
		return 0;
	}
	p->grp_parts = 0;
	if (p->grp_alone) {
		long no = p->no;

		/* a line alone that its rest made no group line: nothing
		 * read from it */
		if (!find_key(joined, "run=") &&
		    /* "READ: bw=67.3MiB/s (70.6MB/s), 67.3MiB/s" and no
		     * rest: the paste cut it, its bandwidth whole */
		    !(!t && group_line_range_cut(joined, strlen(joined)))) {
			p->grp_alone = 0;
			free(joined);
			return 0;
		}
		/* "original version:" / its READ line, wrapped / a note /
		 * "with my patch:" / its READ line, wrapped: a caption
		 * between two groups' summaries starts another run under
		 * the same command, as over a line fio did not wrap; any
		 * person's line between too ("reading from /dev/sdb" /
		 * its READ line, wrapped / "reading from /dev/sdc" / ...:
		 * a device's caption, no label, is its run's alone) */
		if (p->after_status && p->n_gf && !p->nj &&
		    (p->caption_pending || p->grp_words > p->run_to)) {
			ret = finish_run_keep_cmd(p);
			if (ret) {
				free(joined);
				return ret;
			}
		}
		p->after_status = 1;
		p->st = S_GROUP;
		p->no = p->grp_alone; /* the run starts at its first line */
		take_caption(p);
		touch(p);
		p->no = no;
		touch(p);
		p->grp_alone = 0;
	}
	ret = parse_group(p, p->grp_dir, lo[p->grp_dir], joined);
	free(joined);
	return ret;
}

/*
 * A group line a person cut by hand at its end ("READ: bw=100MiB/s
 * (105MB/s), 100MiB/s-100MiB/s ...", "... io=6000MiB (6291MB)[...]",
 * "…"): the length of t up to the last field the cut left whole, 0 when t
 * ends with no such mark.  A field is whole when a blank, ',' or ')'
 * stands before the mark; else the cut went through it ("io=6000M...",
 * "run=6000...") and it goes.  (size_t)-1: the cut left no whole field.
 */
static size_t group_cut(const char *t)
{
	size_t n = strlen(t), m, f;

	while (n && (t[n - 1] == ' ' || t[n - 1] == '\t'))
		n--;
	m = n;
	if (m >= 5 &&
	    (!memcmp(t + m - 5, "[...]", 5) || !memcmp(t + m - 5, "(...)", 5)))
		m -= 5;
	else if (m >= 5 && !memcmp(t + m - 5, "[\xe2\x80\xa6]", 5))
		m -= 5; /* "[…]" */
	else if (m >= 3 && !memcmp(t + m - 3, "\xe2\x80\xa6", 3))
		m -= 3; /* "…" */
	else if (m >= 3 && !memcmp(t + m - 3, "...", 3))
		while (m && t[m - 1] == '.')
			m--;
	if (m == n)
		return 0;
	if (m && (t[m - 1] == ' ' || t[m - 1] == '\t' || t[m - 1] == ',' ||
		  t[m - 1] == ')')) {
		while (m && strchr(" \t,", t[m - 1]))
			m--;
		return m ? m : (size_t)-1;
	}
	/* the cut field goes: back to the ", " before it */
	for (f = m; f > 1 && !(t[f - 2] == ',' && t[f - 1] == ' '); f--)
		;
	if (f <= 1)
		return (size_t)-1;
	f -= 2;
	return memchr(t, ':', f) && strchr(t, ':') < t + f ? f : (size_t)-1;
}

/*
 * Group line t, cut by hand (group_cut() gave cut): the figures before
 * the cut are read, with a warning saying what the cut took; a line cut
 * inside its bandwidth is skipped, with a warning.
 */
static int group_cut_line(struct parser *p, int dir, const char *op,
			  const char *t, size_t cut)
{
	char *s;
	int ret;

	s = cut == (size_t)-1 ? strdup("") : strndup(t, cut);
	if (!s)
		return -ENOMEM;
	if (!find_key(s, "bw=") && !find_key(s, "aggrb=")) {
		free(s);
		ingest_warn_at(p->ctx, bp(p, t),
			       "fio's group line is cut by hand inside its "
			       "bandwidth: skipped");
		return 0;
	}
	ret = parse_group(p, dir, op, strchr(s, ':') + 1);
	if (!ret)
		ingest_warn_at(p->ctx, bp(p, t),
			       "fio's group line is cut by hand ('...'): "
			       "imported the figures before the cut%s%s",
			       find_key(s, "io=") ? "" : "; its io is unknown",
			       find_key(s, "run=") || find_key(s, "maxt=")
				   ? ""
				   : "; its run time is unknown");
	free(s);
	return ret;
}

/*
 * Whether token s (up to a blank or the end) is one of fio's options in
 * its single-dash form: "-rw=read", "-thread", not "--rw" nor "-".
 */
static int single_dash_token(const char *s)
{
	return s[0] == '-' && isalpha((unsigned char)s[1]);
}

/*
 * Whether line t holds fio's single-dash options alone ("-thread
 * -rw=read -ioengine=io_uring -bs=4k"), one of them with a value; an
 * option's value may be the next word ("-iodepth 1 -ioengine sync
 * -numjobs=4"), one word after an option without '=' alone.
 */
static int single_dash_options(const char *t)
{
	int value = 0, open = 0;

	while (*t) {
		size_t n = strcspn(t, " \t");

		if (single_dash_token(t)) {
			open = !memchr(t, '=', n);
			value |= !open;
		} else if (open) {
			open = 0; /* "-iodepth 1": its value */
			value = 1;
		} else {
			return 0;
		}
		t += n;
		t += strspn(t, " \t");
	}
	return value;
}

/* Whether command c passes a fio option in the single-dash form with a
 * value ("fio -name=fiotest ..."). */
static int single_dash_options_in(const char *c)
{
	for (const char *s = c; s && (s = strstr(s, " -")); s++)
		if (single_dash_token(s + 1) &&
		    memchr(s + 1, '=', strcspn(s + 1, " \t")))
			return 1;
	return 0;
}

static int cmd_append(struct parser *p, const char *t)
{
	char **c = p->next_cmd ? &p->next_cmd : &p->cmd;
	size_t n;

	if (!*c)
		return 0;
	n = strlen(*c);
	if (str_append(c, &n, ' ', t, strlen(t), 0))
		return -ENOMEM;
	if (c == &p->next_cmd) {
		p->next_cmd_len = n;
		p->cmd_end_no = p->no;
	}
	p->cmd_open = 1;
	return 0;
}

/*
 * Whether line t is a caption of test words alone, "Read:", "Random
 * write 4k:": what ran, no name (every word a test's, a size or a
 * direction).
 */
static int test_words_alone(const char *t)
{
	size_t len = strlen(t);
	struct testname tn;

	while (len && (t[len - 1] == ':' || t[len - 1] == ' '))
		len--;
	if (!len || len > 48 || t[len] != ':')
		return 0;
	testname_parse(t, len, 0, &tn);
	if (!(tn.cond.op || tn.cond.pattern) || tn.other)
		return 0;
	for (size_t i = 0, words = 0; i < len;) {
		size_t a;

		while (i < len && strchr(" ,/", t[i]))
			i++;
		a = i;
		while (i < len && !strchr(" ,/", t[i]))
			i++;
		if (i == a)
			break;
		if (++words > 5 || !testname_parse(t + a, i - a, 0, &tn))
			return 0;
	}
	return 1;
}

/* fio's lines between its command and the first job's block, t: the
 * version ("fio-3.16", "fio-3.16-64-gfd988"), "Starting 1 process", the
 * progress line ("Jobs: 1 (f=1): [r(1)][100.0%]..."). */
static int fio_preamble_line(const char *t)
{
	if ((!strncmp(t, "fio-", 4) || !strncmp(t, "fio ", 4)) &&
	    isdigit((unsigned char)t[4]) && !strchr(t + 4, ' '))
		return 1;
	if (!strncmp(t, "Starting ", 9) && isdigit((unsigned char)t[9]) &&
	    (strstr(t, " process") || strstr(t, " thread")))
		return 1;
	return !strncmp(t, "Jobs: ", 6) && isdigit((unsigned char)t[6]) &&
	       strstr(t, " (f=");
}

/* Whether t has a letter: "2.0.8" over "Starting 1 process" is fio 2.0's
 * version line, no caption to keep. */
static int has_letter(const char *t)
{
	for (; *t; t++)
		if (isalpha((unsigned char)*t))
			return 1;
	return 0;
}

/* Whether line t is a block size alone, maybe a list's item ("* 16K",
 * "- 4k", "128K:"): the test's size, no caption of another output. */
static int size_alone(const char *t)
{
	const char *end;
	double v;

	if ((*t == '*' || *t == '-' || *t == '+') && t[1] == ' ')
		t = skip_sp(t + 1);
	if (!isdigit((unsigned char)*t) ||
	    units_size(t, &end, UNITS_BINARY, UNITS_COMMA_THOUSANDS, &v))
		return 0;
	if (*end == ':')
		end++;
	return !*skip_sp(end);
}

/*
 * The fio options a person's line t states in their long form with a
 * value ("With --iodepth=1 --numjobs=2", "Without fuse (--iodepth=8)"),
 * into out (n bytes) blank apart: 1 when it holds such options, each one
 * fio's, and is no command.  0 (out "") else.
 */
/*
 * A job told as a slash list in a bracket after the tool's name, "fio
 * (buffered/randwrite/bs=4k/size=128m/numjobs=8/sync)", t: its options
 * into out (n bytes) in their long form, "--direct=0 --rw=randwrite
 * --bs=4k ...": each "key=value" as written, an rw value alone
 * ("randwrite") as --rw=, "buffered" as --direct=0, "direct" as
 * --direct=1; another word alone ("sync": an engine? fsync?) says
 * nothing iodb reads, as a key it keeps no record of ("filesize=").
 * The number of options, 0 when t is none or holds no "key=value" iodb
 * reads.
 */
static int slash_list_options(const char *t, char *out, size_t n)
{
	static const char *const rws[] = {
	    "read",   "write",	   "randread", "randwrite", "rw",
	    "randrw", "readwrite", "trim",     "randtrim",  NULL};
	size_t len = strlen(t), k = 0;
	const char *p = t + 5, *e = t + len - 1;
	int tokens = 0, kv = 0;

	out[0] = '\0';
	if (len < 8 || strncmp(t, "fio (", 5) || t[len - 1] != ')' ||
	    !memchr(p, '/', (size_t)(e - p)) || memchr(p, ' ', (size_t)(e - p)))
		return 0;
	while (p < e) {
		const char *q = memchr(p, '/', (size_t)(e - p));
		size_t m;
		char word[64];
		const char *opt = NULL;

		q = q ? q : e;
		m = (size_t)(q - p);
		if (!m || m >= sizeof(word))
			return 0;
		memcpy(word, p, m);
		word[m] = '\0';
		p = q + 1;
		if (strchr(word, '=')) {
			char key[64];

			/* a fio option iodb keeps no record of (filesize=)
			 * says nothing it reads */
			snprintf(key, sizeof(key), "%.*s",
				 (int)(strchr(word, '=') - word), word);
			if (!fio_option_find(key))
				continue;
			kv++;
			opt = word;
		} else if (!strcasecmp(word, "buffered")) {
			opt = "direct=0";
		} else if (!strcasecmp(word, "direct")) {
			opt = "direct=1";
		} else {
			for (size_t i = 0; rws[i]; i++)
				if (!strcmp(word, rws[i]))
					opt = "rw=";
		}
		if (!opt)
			continue;
		if (k + strlen(opt) + m + 4 > n)
			return 0;
		k += (size_t)snprintf(out + k, n - k, "%s--%s%s", k ? " " : "",
				      opt, !strcmp(opt, "rw=") ? word : "");
		tokens++;
	}
	return kv ? tokens : 0;
}

/*
 * A person's list of a job's parameters in fio's option names, "rw =
 * randread, bs = 4k, iodepth = 2, numjobs = 1" (blanks around '=' or
 * none, ',' between), t: into out (n bytes) in their long form, "--rw=
 * randread --bs=4k ...".  Every key one of rw, readwrite, bs, iodepth,
 * numjobs, direct, ioengine, two of them at least, nothing else on the
 * line.  The number of options, 0 when t is none.
 */
static int kv_list_options(const char *t, char *out, size_t n)
{
	static const char *const keys[] = {"rw",       "readwrite", "bs",
					   "iodepth",  "numjobs",   "direct",
					   "ioengine", NULL};
	size_t k = 0;
	int tokens = 0;

	out[0] = '\0';
	while (*t) {
		size_t kl = strspn(t, "abcdefghijklmnopqrstuvwxyz"), vl;
		const char *v;

		if (!kl || !word_listed(t, kl, keys, 0))
			return 0;
		v = skip_sp(t + kl);
		if (*v != '=')
			return 0;
		v = skip_sp(v + 1);
		vl = strcspn(v, " ,");
		if (!vl || k + kl + vl + 4 > n)
			return 0;
		k += (size_t)snprintf(out + k, n - k, "%s--%.*s=%.*s",
				      k ? " " : "", (int)kl, t, (int)vl, v);
		tokens++;
		t = skip_sp(v + vl);
		if (*t == ',')
			t = skip_sp(t + 1);
		else if (*t)
			return 0;
	}
	return tokens >= 2 ? tokens : 0;
}

/*
 * A caption that starts with the tool's name and its options in a bracket,
 * "fio(-numjobs=4 ) on linux 6.5-rc5 with the patch, btrfs '-m raid1 -d
 * raid0'", t: the words after the bracket into cap (cn bytes; NULL: not
 * wanted) and the options, each "-key=value" in the bracket one fio's that
 * iodb reads, in their long form into opts (on bytes; "--numjobs=4").  1
 * when t is one, words with a letter after the bracket, no ':' nor '='
 * there (no output's line); 0 else.
 */
static int tool_bracket_caption(const char *t, char *cap, size_t cn, char *opts,
				size_t on)
{
	const char *b = t + 3, *e, *w;
	size_t k = 0, l;
	int tokens = 0;
	struct fio_opts o;

	opts[0] = '\0';
	if (strncmp(t, "fio", 3))
		return 0;
	b = skip_sp(b);
	if (*b != '(' || !(e = strchr(b, ')')))
		return 0;
	for (b = skip_sp(b + 1); b < e; b = skip_sp(b + l)) {
		/* "-numjobs=4" or "--numjobs=4": one dash kept, one added */
		const char *d = b + (b[0] == '-' && b[1] == '-');

		l = strcspn(b, " \t)");
		if (b[0] != '-' || !isalpha((unsigned char)d[1]) ||
		    !memchr(b, '=', l) || k + l + 3 > on)
			return 0;
		k += (size_t)snprintf(opts + k, on - k, "%s-%.*s", k ? " " : "",
				      (int)(l - (size_t)(d - b)), d);
		tokens++;
	}
	w = skip_sp(e + 1);
	l = strlen(w);
	while (l && strchr(" \t:", w[l - 1]))
		l--;
	if (!tokens || !has_letter(w) || memchr(w, ':', l) ||
	    memchr(w, '=', l) || (cap && l >= cn) ||
	    fio_options_parse_cmdline(opts, k, NULL, &o) || o.n_set != tokens) {
		opts[0] = '\0';
		return 0;
	}
	if (cap) {
		memcpy(cap, w, l);
		cap[l] = '\0';
	}
	return 1;
}

/*
 * How many bytes of s are a run's number typed before a group line: one
 * to three digits, then '-', '.', ')' or ':' (a blank may go before it),
 * then blanks ("1 - ", "2. ", "3) ", "4: "); 0 for anything else.
 */
static size_t run_number_len(const char *s)
{
	const char *q = s;

	while (isdigit((unsigned char)*q))
		q++;
	if (q == s || q - s > 3)
		return 0;
	q = skip_sp(q);
	if (*q != '-' && *q != '.' && *q != ')' && *q != ':')
		return 0;
	q++;
	if (*q != ' ' && *q != '\t')
		return 0;
	return (size_t)(skip_sp(q) - s);
}

/*
 * A direction line a person trimmed to fio's figures, its word typed in
 * any case ("READ:  IOPS=14391K BW=56218MiB/s", "Write: IOPS= 871k"):
 * the word of read, write, trim or mixed (a blank before its ':' or not),
 * then "IOPS=", is lowercased in place, the line then read as fio's own
 * job line.  A group's "READ: bw=..." (no "IOPS=") is left as it is.
 */
static void person_dir_word(char *t)
{
	static const char *const dirs[] = {"read", "write", "trim", "mixed"};

	for (size_t d = 0; d < sizeof(dirs) / sizeof(dirs[0]); d++) {
		size_t n = strlen(dirs[d]);
		const char *c;

		if (strncasecmp(t, dirs[d], n))
			continue;
		c = skip_sp(t + n);
		if (*c != ':' || strncmp(skip_sp(c + 1), "IOPS=", 5))
			return;
		for (size_t i = 0; i < n; i++)
			t[i] = dirs[d][i];
		return;
	}
}

/*
 * Whether the buffer's line right below the current one is a group line's
 * head ("WRITE: bw=3858MiB/s (4045MB/s)"): 1; with dir_too, 2 when it is a
 * job's direction line with its IOPS ("write: IOPS=69.1k, ...", in fio's
 * case or a person's).  A caption over it ends there.  0: neither.
 */
static int next_is_group_line(const struct parser *p, int dir_too)
{
	static const char *const ops[] = {"READ", "WRITE", "TRIM", "MIXED"};
	static const char *const lo[] = {"read", "write", "trim", "mixed"};
	const char *q = p->ls ? p->ls + p->len_L : NULL;
	struct line_iter it;
	struct text_line l;
	char next[256];
	size_t k;

	if (!q || q >= p->end || *q != '\n')
		return 0;
	lines_init(&it, q + 1, (size_t)(p->end - q - 1));
	if (!lines_next(&it, &l))
		return 0;
	l = line_trim(l);
	if (!l.len || l.len >= sizeof(next))
		return 0;
	line_copy(l, next, sizeof(next));
	/* "1 - READ: io=..., aggrb=...": a run's number before it */
	k = run_number_len(next);
	for (int d = 0; d < 4; d++)
		if (is_word_colon(next + k, ops[d]) &&
		    (find_key(next, "bw=") || find_key(next, "aggrb=")))
			return 1;
	/* "with the patch set" / "write: IOPS=69.1k, BW=...": a job's
	 * direction line cut from its block, in fio's case or a
	 * person's (person_dir_word()) */
	if (!dir_too || !strchr("RWTMrwtm", next[0]))
		return 0;
	person_dir_word(next);
	for (int d = 0; d < 4; d++)
		if (is_word_colon(next, lo[d]))
			return find_key(next, "IOPS=") ? 2 : 0;
	return 0;
}

static int lead_options(const char *t, char *out, size_t n)
{
	size_t len = strlen(t), k = 0, cl;
	int tokens = 0;
	struct fio_opts o;

	out[0] = '\0';
	/* "fio(-numjobs=4 ) on linux 6.5-rc5 with the patch" */
	if (tool_bracket_caption(t, NULL, 0, out, n))
		return 1;
	if ((tokens = slash_list_options(t, out, n)) > 0) {
		/* options iodb keeps no record of (filesize=) count for
		 * nothing */
		if (fio_options_parse_cmdline(out, strlen(out), NULL, &o) ||
		    !o.n_set) {
			out[0] = '\0';
			return 0;
		}
		return 1;
	}
	/* "rw = randread, bs = 4k, iodepth = 2": the job itself, as a
	 * slash list is (2: the caller checks it against each job) */
	if ((tokens = kv_list_options(t, out, n)) > 0) {
		if (fio_options_parse_cmdline(out, strlen(out), NULL, &o) ||
		    o.n_set != tokens) {
			out[0] = '\0';
			return 0;
		}
		return 2;
	}
	if (fio_options_find_command(t, len, &cl) >= 0)
		return 0;
	for (const char *s = t; (s = strstr(s, "--")); s += 2) {
		size_t m;

		if ((s > t && s[-1] != ' ' && s[-1] != '(' && s[-1] != '[') ||
		    !isalpha((unsigned char)s[2]))
			continue;
		m = strcspn(s, " \t)],");
		if (!memchr(s, '=', m) || k + m + 2 > n)
			continue;
		if (k)
			out[k++] = ' ';
		memcpy(out + k, s, m);
		k += m;
		out[k] = '\0';
		tokens++;
	}
	if (!tokens || fio_options_parse_cmdline(out, k, NULL, &o) ||
	    o.n_set != tokens) {
		out[0] = '\0';
		return 0;
	}
	return 1;
}

/*
 * Whether t (len bytes) is the tool's name before a caption of the test
 * on a system: "fio sequential read on initiator:", "fio on the VM:":
 * "fio " and a word of letters, then words with no option ('-', '=')
 * and the word "on" before the last, the line ending in ':'.  fio's own
 * lines ("fio-3.33", "fio: pid=...") and its commands are none.
 */
static int fio_on_caption(const char *t, size_t len)
{
	const char *on;

	if (len < 9 || strncmp(t, "fio ", 4) || !isalpha((unsigned char)t[4]) ||
	    t[len - 1] != ':' || memchr(t, '=', len) ||
	    text_find(t, len, " -", 2))
		return 0;
	on = !strncmp(t + 4, "on ", 3) ? t + 3 : text_find(t, len, " on ", 4);
	return on && on + 4 < t + len - 1;
}

/* Classify and handle one line (NUL-terminated in p->L, t trimmed). */
/*
 * A caption above an output (line_caption()), t, into out (n bytes), or,
 * on a line of its own (alone: a blank line above it), a name
 * (line_name_caption(): "Fedora 42", "virtiofs cache=none") or the system
 * a caption of the figures names (line_figures_caption()): not one of
 * fio's own lines ("Run status group 0 (all jobs):", "Disk stats
 * (read/write):", "fio-3.33", "Starting 4 processes", "clat percentiles
 * (usec):") nor a direction
 * alone ("Read:", "Random write:").  1 when t is one.
 */
static int caption_line_any(const char *t, int alone, char *out, size_t n)
{
	size_t len = strlen(t);
	char buf[128];

	/* "Default:-", "... where use_vfs=1:-": a mail's ':-' ends a
	 * caption as ':' does */
	if (len >= 3 && len < sizeof(buf) && t[len - 1] == '-' &&
	    t[len - 2] == ':' && t[len - 3] != ':') {
		memcpy(buf, t, len - 1);
		buf[len - 1] = '\0';
		t = buf;
		len--;
	}
	/* "fio sequential read on initiator:": the tool's name before
	 * a caption of the test on a system; the rest is the caption */
	if (fio_on_caption(t, len)) {
		t += 4;
		len -= 4;
	}
	/* "FIO random reads:", "Fio 4k randwrite:": the tool's name in
	 * capitals and the test's words alone name no system, as a line
	 * starting "fio" in small letters (below) is no caption */
	if (len > 4 && !strncasecmp(t, "fio ", 4) && line_test_caption(t, len))
		return 0;
	if (!len || !strncmp(t, "Run status", 10) ||
	    !strncmp(t, "Disk stats", 10) || !strncmp(t, "fio", 3) ||
	    !strncmp(t, "Starting ", 9) || text_find(t, len, ": (g", 4) ||
	    text_find(t, len, "lat percentiles", 15) ||
	    /* "aggrutil=0.00%": the rest of fio's line a mailer wrapped */
	    line_is_fio_piece(t, len))
		return 0;
	/* "Read:", "Random write:": the direction the output states
	 * itself, no name of what ran */
	if (line_caption(t, len, out, n) ||
	    /* "... in sequential tests, e.g. before:" */
	    line_tail_caption(t, len, out, n))
		return !testname_direction_only(out, strlen(out));
	/* "With this patch and buffered I/O = 1:": the setting it names */
	if (line_setting_caption(t, len, out, n))
		return 1;
	/* "Without this patch: libaio engine, direct io, randwrite": the
	 * caption before the ':', the test's conditions after it
	 * (lead_line() keeps those); a ':' inside, so only such a line */
	if (t[len - 1] != ':' && memchr(t, ':', len)) {
		struct iodb_cond c;

		if (line_caption_conditions(t, len, out, n, &c))
			return !testname_direction_only(out, strlen(out));
	}
	/* "nfs-nocache: 41K IOPs": the system its headline figure is
	 * said for */
	if (line_name_figure_caption(t, len, out, n))
		return 1;
	/* "Raw backing device performance mounted in /mnt:": the system
	 * before the word for the figures, on a line of its own */
	if (alone && line_figures_caption(t, len, out, n))
		return 1;
	/* "I finally gave the Foo-gen2 class of disk a spin on c3-8 and
	 * ...": what the author tried out, a sentence of its own over the
	 * command and its output */
	if (alone && line_tried_caption(t, len, out, n))
		return 1;
	/* "when disable MSI-X remapping:": a condition on a line of its
	 * own, which line_caption() takes for prose */
	if (alone && line_when_caption(t, len, out, n))
		return 1;
	/* "1.2 Following is the result before porting.": the condition
	 * a sentence over the output names, on a line of its own */
	if (alone && line_result_caption(t, len, out, n))
		return 1;
	/* "Create the crypt device on null_blk (without this patch):":
	 * the state of the comparison in its final bracket, what the
	 * caption over the next run ("(with this patch):") says
	 * otherwise */
	if (line_state_caption(t, len, out, n))
		return 1;
	/* "**1810**" right over the job file's end or the header: the
	 * author's title of the run, alone or not */
	if (line_bold_caption(t, len, out, n))
		return 1;
	/* "without the patch set", "Without RAID (writing to /dev/ram0)":
	 * a comparison's state or setup, no ':' after it, right over a
	 * direction line cut from its block (alone 2) */
	if (alone == 2 && line_with_caption(t, len, out, n))
		return 1;
	return alone && line_name_caption(t, len, out, n) &&
	       !testname_direction_only(out, strlen(out));
}

/*
 * Whether caption c is one fio option and its value alone ("Iodepth =
 * 1", "bs=4k"): the setting the run states itself, no name of what ran.
 */
static int option_caption(const char *c)
{
	char name[32];
	size_t n = 0;

	while (n < sizeof(name) - 1 &&
	       (isalnum((unsigned char)c[n]) || c[n] == '_')) {
		name[n] = (char)tolower((unsigned char)c[n]);
		n++;
	}
	name[n] = '\0';
	c = skip_sp(c + n);
	if (!n || *c != '=')
		return 0;
	c = skip_sp(c + 1);
	if (!*c || strchr(c, ' '))
		return 0;
	return fio_option_find(name) != NULL;
}

/*
 * Whether t is a path alone, ':' last ("/dev/sdb:", "/mnt/data:"): where
 * the run went, no name of what is compared (line_caption() reads the
 * leading '/' as a comment's).
 */
static int path_caption(const char *t)
{
	size_t len = strlen(t);

	return len > 2 && t[0] == '/' && isalnum((unsigned char)t[1]) &&
	       t[len - 1] == ':' && !strpbrk(t, " \t");
}

/*
 * The caption line t gives (caption_line_any()), unless t is the author's
 * summary of the figures below ("Result: bandwidth: 377MB/s  avg IOPS: 89
 * runtime: 2848ms"), a verdict on them ("Within the margin of error",
 * line_verdict_remark()) or only words that head results ("Summary numbers:",
 * line_generic_heading()) or a path alone (path_caption()): that names no
 * system.  Checked only for a line that
 * gave a caption, so fio's own lines cost nothing more.
 */
static int caption_line(const char *t, int alone, char *out, size_t n)
{
	/* "Testing Read IOPS...", "Working dir: /data": a script's step
	 * over the job it runs, no name of the system */
	if (line_is_progress(t, strlen(t))) {
		out[0] = '\0';
		return 0;
	}
	if (!caption_line_any(t, alone, out, n))
		return 0;
	if (line_figures_summary(t, strlen(t)) || option_caption(out) ||
	    path_caption(t) ||
	    /* "Within the margin of error": a verdict, no name */
	    line_verdict_remark(t, strlen(t)) ||
	    /* "Load was 2.1 W.": a remark on the run above */
	    line_side_figure_remark(t, strlen(t)) ||
	    /* "Summary numbers:", "Figures:": what the figures are, not
	     * whose (the document's prose may say); a number alone
	     * ("**2207**", a build's) is a name */
	    (line_generic_heading(out, strlen(out)) &&
	     strspn(out, "0123456789. ") < strlen(out)) ||
	    /* "bob · description · 2024-02-03": who posted, no system
	     * (asked only of a line that gave a caption: fio's own
	     * lines are many) */
	    line_is_post_heading(t, strlen(t)) ||
	    /* "from <A> without CQE to <B> with CQE": the sentence goes
	     * on over the output below, the line the caption of the one
	     * above */
	    line_breaks_off(t, strlen(t))) {
		out[0] = '\0';
		return 0;
	}
	return 1;
}

/*
 * A job of the run starts at this line: the device a line just above it
 * names is the run's ("testing /dev/nvme0n1:" over its job header or
 * group summary); a later job's naming another leaves the run's unknown.
 */
static void take_device(struct parser *p, int first)
{
	if (p->devcap_pending && first)
		memcpy(p->run_dev, p->devcap, sizeof(p->run_dev));
	else if (p->devcap_pending && strcmp(p->run_dev, p->devcap))
		p->run_dev_two = 1;
	p->devcap_pending = 0;
}

/*
 * Whether line t (tl bytes) goes on a shell session under the pending
 * caption: another command at a prompt ("opt:~# lsblk"), or a line the
 * command above printed, right under the session's last text line
 * (line_session_line()); the last line of the session into p->sess_no.
 */
static int session_line(struct parser *p, const char *t, size_t tl)
{
	/* "On kernel 6.6" / "$ uname -a" / "Linux vm-a 6.6.30-2-virt
	 * ...": the release printed refines a kernel's lead-in (as the
	 * kernel rules read it), no session the lead-in labels */
	if (line_version_lead_in(p->caption, strlen(p->caption)))
		return 0;
	if (!line_session_line(t, tl, 1, 0) &&
	    !(p->sess_no && p->sess_no == p->text_no &&
	      line_session_line(t, tl, 0, p->prev_blank)))
		return 0;
	p->sess_no = p->no;
	return 1;
}

/*
 * Whether t is a step a post runs before its benchmark, at a prompt
 * ("$ " or a root's "# ") or none: "# echo 3 > /proc/sys/vm/drop_caches",
 * "$ sync; echo 3 > /proc/sys/vm/drop_caches", "sync && echo 1 >
 * /proc/sys/vm/compact_memory".  Each piece between ';' and "&&" is a
 * script's command naming nothing (line_is_shell_trace()), "sync" alone
 * too; never one of the tools' (dd, fio, hdparm), whose output would be
 * its own.
 */
static int prep_step(const char *t)
{
	static const char *const tools[] = {"dd", "fio", "hdparm", NULL};
	char buf[160];
	char *s = buf, *e;
	int n = 0;

	if ((t[0] == '$' || t[0] == '#') && t[1] == ' ')
		t += 2;
	if (strlen(t) >= sizeof(buf))
		return 0;
	strcpy(buf, t);
	while (s) {
		size_t w;

		e = strstr(s, "&&");
		if (!e || (strchr(s, ';') && strchr(s, ';') < e))
			e = strchr(s, ';');
		if (e)
			*e++ = '\0';
		if (e && *e == '&')
			e++;
		s = (char *)skip_sp(s);
		w = strlen(s);
		while (w && s[w - 1] == ' ')
			s[--w] = '\0';
		if (w) {
			size_t fw = strcspn(s, " ");

			if (word_listed(s, fw, tools, 0) ||
			    !(line_is_shell_trace(s, w) || !strcmp(s, "sync")))
				return 0;
			n++;
		}
		s = e;
	}
	return n > 0;
}

/*
 * Whether t is a person's count: one to three words, ':', a whole number
 * and nothing else ("Connect count: 3", "Retries: 0").
 */
static int count_line(const char *t)
{
	const char *c = strchr(t, ':'), *e;
	size_t words = 1;
	double v;

	if (!c || c == t || !isalpha((unsigned char)*t))
		return 0;
	for (const char *q = t; q < c; q++) {
		if (*q == ' ')
			words++;
		else if (!isalpha((unsigned char)*q) && *q != '-')
			return 0;
	}
	if (words > 3 || c[-1] == ' ' || plain_num(skip_sp(c + 1), &e, &v))
		return 0;
	return !*skip_sp(e) && v == floor(v) && !strchr(c, '.');
}

/*
 * Caption cap (n bytes) was read above an output: one of conditions
 * alone ("8k:", "randread 4k QD32:", line_conditions_only()) restates the
 * run's own conditions and names nothing, as one of what is measured or
 * its size alone does ("Throughput:", "256 KiB", "Latenz (4k QD1)":
 * line_test_title() 2; one with a direction, "Random read performance",
 * is a name here as before); the caption over it ("Before
 * (randread)" / "8k:"), pending or kept for the group's later runs, is
 * the run's caption instead (into cap), its own conditions in brackets
 * dropped ("Before").  No such caption: none (*is_cap 0).  A caption of
 * the test and the command's words ("Kernel 6.1:" / "CMD (randwrite):",
 * line_test_caption()) takes the group's caption the same way, and stays
 * the run's when there is none.  A run's tag (tag 1: "Run#2 (pid=6633)",
 * "2nd run"; tag 2: "Average (3 times)", line_run_tag()) names no system
 * either: the group's caption ("6.1 result:" over "Run#1" / its lines /
 * "Run#2" / ...) is its label, none without one.  Any other caption
 * starts a new group.
 */
static void group_caption(struct parser *p, char *cap, size_t n, int *is_cap,
			  int tag)
{
	int conds = tag || line_conditions_only(cap, strlen(cap)) ||
		    line_test_title(cap, strlen(cap)) == 2;

	p->caption_tag = 0;
	if (!conds && !line_test_caption(cap, strlen(cap))) {
		p->capgroup[0] = '\0';
		return;
	}
	if (p->caption_pending &&
	    !line_test_caption(p->caption, strlen(p->caption))) {
		memcpy(p->capgroup, p->caption, sizeof(p->capgroup));
		line_drop_condition_brackets(p->capgroup);
		p->tag_group = 1;
	} else if (tag && !p->tag_group) {
		/* "7.0 + patch (imod = 5):" (no caption to this parser) /
		 * "Run#1": the group above is not this run's, none is */
		*is_cap = 0;
		return;
	} else {
		/* a tag under the group's caption, no other caption since:
		 * the same test again (caption_keeps_cmd()) */
		p->caption_tag = tag;
	}
	if (tag == 2)
		p->caption_tag = 2;
	if (p->capgroup[0] && strlen(p->capgroup) < n)
		memcpy(cap, p->capgroup, strlen(p->capgroup) + 1);
	else if (conds)
		*is_cap = 0;
}

/* A run starts at this line: the caption just above labels it. */
static void take_caption(struct parser *p)
{
	p->run_tag = p->caption_pending ? p->caption_tag : 0;
	if (p->caption_pending)
		memcpy(p->label, p->caption, sizeof(p->label));
	/* the outer caption only where the run's own caption (taken at its
	 * header, before its job's block) gave none */
	else if (p->outer[0] && !p->label[0])
		memcpy(p->label, p->outer, sizeof(p->label));
	/* the machine a `uname -a` above printed: the run's host, whatever
	 * labels it, where no prompt on its command names one
	 * (ingest_emit_run_host()); a run quoted at another depth is
	 * another message's, another machine's maybe */
	if (p->outer_host[0] &&
	    ingest_line_quote_marks(p->ctx, p->no) == p->outer_quotes)
		memcpy(p->run_uname, p->outer_host, sizeof(p->run_uname));
	p->caption_pending = 0;
	take_device(p, 1);
}

/* the item text of list line t ("- baseline:": "baseline"), or NULL */
static const char *outline_item(const char *t)
{
	if (!((*t == '-' || *t == '*' || *t == '+') && t[1] == ' '))
		return NULL;
	t = skip_sp(t + 1);
	return isalnum((unsigned char)*t) ? t : NULL;
}

/*
 * Follow a mail's outline (docs/documents.md, "Group lines in a list"):
 * line t, p->indent blanks in.  A list item at column 0 with a blank line
 * under it is a heading ("* Results on SSDs"): it holds until the next
 * one.  A list item with no figures is a parent of the more indented
 * items below it; an item as indented or less ends it, and so does any
 * other line of text.
 */
static void outline_line(struct parser *p, const char *t)
{
	const char *it = outline_item(t);
	size_t n;

	if (!*t) {
		if (p->prev_item0 && p->n_items == 1 && !p->item_indent[0]) {
			memcpy(p->sect, p->items[0], sizeof(p->sect));
			p->n_items = 0;
		}
		p->prev_item0 = 0;
		return;
	}
	p->prev_item0 = 0;
	if (!it) {
		p->n_items = 0;
		return;
	}
	while (p->n_items && p->item_indent[p->n_items - 1] >= p->indent)
		p->n_items--;
	if (find_key(it, "bw=") || find_key(it, "io="))
		return;
	n = strlen(it);
	while (n && (it[n - 1] == ':' || it[n - 1] == ' '))
		n--;
	if (p->n_items == 2 || !n || n >= sizeof(p->items[0])) {
		p->n_items = 0;
		return;
	}
	memcpy(p->items[p->n_items], it, n);
	p->items[p->n_items][n] = '\0';
	p->item_indent[p->n_items++] = p->indent;
	p->prev_item0 = !p->indent;
}

/*
 * lab (size bytes), the caption of a group line typed as a list item: the
 * heading and the items it is nested under go before it ("Results on SSDs
 * / baseline / numdevs 1"), when they fit; else lab stays as it is.
 */
static void outline_label(struct parser *p, char *lab, size_t size)
{
	struct strbuf sb = STRBUF_INIT;
	char own[sizeof(p->glabel)];
	int k = 0;

	while (k < p->n_items && p->item_indent[k] < p->indent)
		k++;
	if (p->sect[0])
		strbuf_addstr(&sb, p->sect);
	for (int i = 0; i < k; i++) {
		if (sb.len)
			strbuf_addstr(&sb, " / ");
		strbuf_addstr(&sb, p->items[i]);
	}
	if (sb.len && sb.len + strlen(lab) + 4 < size &&
	    strlen(lab) < sizeof(own)) {
		memcpy(own, lab, strlen(lab) + 1);
		snprintf(lab, size, "%s / %s", sb.buf, own);
	}
	strbuf_release(&sb);
}

/* w if [w, c) is one of the four words of ops (a direction in capitals) */
static const char *group_op_word(const char *w, const char *c,
				 const char *const ops[4])
{
	for (int i = 0; i < 4; i++)
		if ((size_t)(c - w) == strlen(ops[i]) &&
		    !memcmp(w, ops[i], (size_t)(c - w)))
			return w;
	return NULL;
}

/*
 * A group summary line a person labelled by typing words before it
 * ("FIOFFS 4M WRITE: bw=704MiB/s (738MB/s), 704MiB/s-704MiB/s ..., io=...,
 * run=...", a few such lines set side by side to compare builds), or a
 * caption and its colon ("numdevs 2: WRITE: bw=...", one line of a list,
 * "- " or "* " before it): the words are the line's label, a block size
 * among them ("4M", "128k": one, else none) its bs.  Returns where
 * "WRITE:" starts (p->glabel and p->gbs set), or t with them cleared when
 * t is no such line (or one fio wrote alone).  The words: at most four,
 * starting with a letter or digit, without ':' (but the caption's last)
 * or '=' (a time stamp, a "key=value").
 */
static const char *group_prefix(struct parser *p, const char *t)
{
	static const char *const ops[] = {"READ", "WRITE", "TRIM", "MIXED"};
	const char *s = t, *c, *w, *op = NULL, *r, *lab_end;
	char lab[sizeof(p->glabel)];
	size_t n = 0, words = 1, k;
	int64_t bs = -1;
	int sizes = 0, captioned = 0, head;

	p->glabel[0] = '\0';
	p->gbs = -1;
	/* a list's bullet: "- numdevs 1: WRITE: bw=..." */
	if ((*s == '-' || *s == '*' || *s == '+') && s[1] == ' ')
		s = skip_sp(s + 1);
	/* "Fast path" / "1 - READ: io=..., aggrb=..." / "2 - READ: ...":
	 * a run's number before the line (the same test run again, or a
	 * list of runs), no label: the caption above names them all */
	if (isdigit((unsigned char)*s) && (k = run_number_len(s)) != 0) {
		for (int i = 0; i < 4; i++)
			if (is_word_colon(s + k, ops[i]))
				return s + k;
	}
	c = strchr(s, ':');
	if (!c || !isalnum((unsigned char)*s))
		return t;
	for (w = c; w > s && w[-1] != ' ' && w[-1] != '\t'; w--)
		;
	lab_end = w;
	op = group_op_word(w, c, ops);
	/* "numdevs 1: WRITE:": the caption's colon, then the direction */
	if (!op) {
		w = skip_sp(c + 1);
		lab_end = c;
		captioned = 1;
		c = strchr(w, ':');
		op = c ? group_op_word(w, c, ops) : NULL;
	}
	if (!op || op == s)
		return t;
	r = c + 1;
	head = !((find_key(r, "bw=") &&
		  (find_key(r, "run=") || find_key(r, "io="))) ||
		 find_key(r, "aggrb="));
	if (head && !group_head_only(r))
		return t;
	while (lab_end > s && (lab_end[-1] == ' ' || lab_end[-1] == '\t'))
		lab_end--;
	/* "fio(-numjobs=4) WRITE: bw=...": the tool's name tagged on, a
	 * note of its options in a bracket or none; no label */
	if (lab_end - s >= 3 && !strncmp(s, "fio", 3) &&
	    (lab_end == s + 3 || (s[3] == '(' && lab_end[-1] == ')')) &&
	    !memchr(s, ' ', (size_t)(lab_end - s)) &&
	    !memchr(s, '\t', (size_t)(lab_end - s)))
		return op;
	/* a line's head alone after words with no caption's ':' ("we got
	 * WRITE: bw=...") may be a sentence's */
	if (head && !captioned)
		return t;
	for (const char *q = s; q < lab_end; q++) {
		if (*q == '=' || *q == '<' || *q == '>' || *q == ':')
			return t;
		words += (*q == ' ' || *q == '\t') &&
			 !(q[1] == ' ' || q[1] == '\t') && q + 1 < lab_end;
	}
	if (words > 4)
		return t;
	/* the words but the block size, each once blank apart */
	for (const char *q = s; q < lab_end;) {
		const char *e = q, *end;
		double v;

		while (e < lab_end && *e != ' ' && *e != '\t')
			e++;
		if (isdigit((unsigned char)*q) &&
		    !units_size(q, &end, UNITS_BINARY, UNITS_COMMA_THOUSANDS,
				&v) &&
		    end == e && isalpha((unsigned char)e[-1]) && v >= 512 &&
		    v == floor(v)) {
			sizes++;
			bs = units_int64(v);
		} else if (n + (size_t)(e - q) + 2 < sizeof(lab)) {
			if (n)
				lab[n++] = ' ';
			memcpy(lab + n, q, (size_t)(e - q));
			n += (size_t)(e - q);
		} else {
			return t; /* a sentence, no label */
		}
		while (e < lab_end && (*e == ' ' || *e == '\t'))
			e++;
		q = e;
	}
	if (sizes > 1) {
		/* two sizes: which one is the block size is not said; the
		 * words stay the label as typed */
		n = (size_t)(lab_end - s);
		if (n >= sizeof(lab))
			return t;
		memcpy(lab, s, n);
		bs = -1;
	}
	lab[n] = '\0';
	if (s != t && lab_end < op)
		outline_label(p, lab, sizeof(lab));
	memcpy(p->glabel, lab, strlen(lab) + 1);
	p->gbs = bs;
	return op;
}

/*
 * Whether command line t (n bytes) goes on on the next line: it ends in
 * '\\', or in "\\ # comment", which its author meant to go on.
 */
static int cmd_continues(const char *t, size_t n)
{
	n = fio_options_comment_at(t, n);
	return n && t[n - 1] == '\\';
}

/*
 * Whether trimmed line t is one of the statistics lines fio prints under a
 * direction line, before the next direction's ("clat (usec): min=...",
 * "bw (  KiB/s): min=...", "iops        : min=...", "clat percentiles
 * (usec):", a percentile row "|  1.00th=[...]").  The job's own lines
 * below all directions ("cpu", "IO depths", "lat (usec) : 2=0.01%") are
 * none of them.
 */
static int dir_stat_line(const char *t)
{
	return ((!strncmp(t, "slat (", 6) || !strncmp(t, "clat (", 6) ||
		 !strncmp(t, "lat (", 5)) &&
		strstr(t, "min=")) ||
	       !strncmp(t, "bw (", 4) || !strncmp(t, "bw(", 3) ||
	       is_word_colon(t, "iops") ||
	       ((!strncmp(t, "clat percentiles (", 18) ||
		 !strncmp(t, "slat percentiles (", 18) ||
		 !strncmp(t, "lat percentiles (", 17))) ||
	       (t[0] == '|' && strstr(t, "th=["));
}

/*
 * Whether the cut mark t on the current line ("[...]", "<snip>", "...")
 * is inside the current job's block: the next line that is not blank,
 * another cut mark or a statistics line of the direction above
 * (dir_stat_line(): what the person kept of it) is a direction line with
 * its figures ("write: IOPS=...") the job has not shown yet, at whatever
 * indentation.  "read: IOPS=..." / "[...]" / "write: IOPS=..." (egrep's
 * lines, or a person's cut between a job's directions, "..." / "iops :
 * min=..." / "write: IOPS=...") are one job's, and the conditions of its
 * command hold for both.  Only when the mark is a whole line of the buffer
 * (no log prefix, no flattened output), so that the buffer's next line is
 * the next line read.
 */
static int cut_inside_job(struct parser *p, const char *t)
{
	static const char *const dirs[] = {"read", "write", "trim", "mixed"};
	const struct job *j = cur_job(p);
	const char *q = p->ls ? p->ls + p->len_L : NULL;
	struct line_iter it;
	struct text_line l;
	char next[256];
	int stat = 0;

	if (!j || j->complete || !q || q >= p->end || *q != '\n' ||
	    skip_sp(p->L) != t)
		return 0;
	lines_init(&it, q + 1, (size_t)(p->end - q - 1));
	/* fio's percentile table is some 8 rows a direction */
	for (int n = 0;; n++) {
		if (n > 40 || !lines_next(&it, &l))
			return 0;
		l = line_trim(l);
		if (!l.len || line_is_cut_mark(l.s, l.len))
			continue;
		if (l.len >= sizeof(next))
			return 0;
		line_copy(l, next, sizeof(next));
		if (!dir_stat_line(next))
			break;
		stat = 1;
	}
	/* statistics lines kept after the cut: a direction's above */
	for (int d = 0; d < D_N && stat; d++)
		stat = !j->d[d].present;
	if (stat)
		return 0;
	for (int d = 0; d < D_N; d++)
		if (is_word_colon(next, dirs[d]))
			return !j->d[d].present &&
			       ((find_key(next, "IOPS=") &&
				 find_key2(next, "BW=", "bw=")) ||
				(find_key(next, "iops=") &&
				 find_key(next, "bw=")));
	return 0;
}

/*
 * The caption of a header a mail reflowed onto the end of a person's
 * bracket: "9p ( mount -t 9p -o trans=virtio kernel /mnt" over
 * "-oversion=9p2000.L,msize=1048576 ) test: (g=0): rw=randrw,": the name
 * before the bracket the line above opened (a caption as "9p:" would be)
 * labels the run, unless a caption is pending already.  t is the header's
 * line, g its ": (g=".
 */
static void bracket_caption(struct parser *p, const char *t, const char *g)
{
	const char *c = g, *o;
	char buf[sizeof(p->caption)], cap[sizeof(p->caption)];
	size_t n;

	while (c > t + 1 && !(c[-1] == ' ' && c[-2] == ')'))
		c--;
	if (p->caption_pending || c <= t + 1 || memchr(t, '(', (size_t)(c - t)))
		return;
	o = strchr(p->prev_text, '(');
	if (!o || strchr(o, ')'))
		return;
	for (n = (size_t)(o - p->prev_text); n && p->prev_text[n - 1] == ' ';)
		n--;
	if (!n || n + 2 > sizeof(buf))
		return;
	memcpy(buf, p->prev_text, n);
	memcpy(buf + n, ":", 2);
	if (caption_line(buf, 1, cap, sizeof(cap))) {
		memcpy(p->caption, cap, sizeof(cap));
		p->caption_pending = 1;
		p->caption_measured = 0;
	}
}

static int do_line(struct parser *p, const char *t)
{
	static const char *const ops[] = {"READ", "WRITE", "TRIM", "MIXED"};
	static const char *const lo[] = {"read", "write", "trim", "mixed"};
	const char *g, *g0;
	char *expanded = NULL;
	long off;
	size_t cl;
	int ret;

	if (p->st == S_CMD) {
		size_t n = strlen(t);

		if (str_append(&p->next_cmd, &p->next_cmd_len, '\n', t, n, 0))
			return -ENOMEM;
		p->cmd_end_no = p->no;
		if (!cmd_continues(t, n)) {
			p->st = S_NONE;
			/* the last line lost its '\\' (a mail's "=20"): a
			 * line of "--options" below still goes on */
			p->cmd_open = 1;
		}
		return 0;
	}
	if (p->cmd_open) {
		/* a long command that a mail client wrapped, without '\\':
		 * a line of "--options" right after it goes on with it */
		p->cmd_open = 0;
		if (t[0] == '-' && t[1] == '-' && isalpha((unsigned char)t[2]))
			return cmd_append(p, t);
		/* "fio -name=x -iodepth=128" / "-thread -rw=read -bs=4k":
		 * fio's single-dash form goes on the same way */
		if (single_dash_options(t) &&
		    single_dash_options_in(p->next_cmd ? p->next_cmd : p->cmd))
			return cmd_append(p, t);
	}
	if (p->st == S_JOBFILE) {
		if (!*t || is_option_line(t))
			return *t ? jf_append(p, t) : 0;
		p->st = S_NONE;
		if (p->started && !p->nj && !p->n_gf && !p->jf) {
			p->jf = p->next_jf;
			p->next_jf = NULL;
			p->next_jf_len = 0;
		}
	}
	if (p->hdr_cont == 1 && !*t) {
		/* a double-spaced paste (a blank line after every line, as a
		 * PDF's or a blog editor's copy leaves it): the header's rest
		 * may follow the blank line */
		p->hdr_cont = 2;
	} else if (p->hdr_cont) {
		/* after a blank line, only a line fio's header goes on with:
		 * its bs ranges ("(T) 4096B-4096B, ioengine=psync,
		 * iodepth=32", "4096B-4096B, ioengine=..."), "bs=(R) ..." */
		int gap = p->hdr_cont == 2;

		p->hdr_cont = 0;
		if (*t && !strstr(t, ": (g") &&
		    (gap ? !strncmp(t, "(W) ", 4) || !strncmp(t, "(T) ", 4) ||
			       ((!strncmp(t, "bs=", 3) ||
				 isdigit((unsigned char)*t)) &&
				find_key(t, "ioengine="))
			 : find_key(t, "ioengine=") ||
			       find_key(t, "iodepth=") ||
			       !strncmp(t, "(W) ", 4) ||
			       !strncmp(t, "(T) ", 4) ||
			       (p->hdr_k < 3 && header_sizes_only(t))))
			return header_cont(p, t);
		p->hdr_gap = p->no;
	} else if (p->hdr_gap && p->nh && !p->nj && p->no - p->hdr_gap <= 8 &&
		   !strncmp(t, "bs=", 3) && !strstr(t, ": (g") &&
		   find_key(t, "ioengine=")) {
		/* "test: (g=0): rw=randrw," / "Bottleneck ---^" / the
		 * reply / "bs=(R) 4096B-4096B, ..., ioengine=psync,": the
		 * header's rest, fio's words as its header goes on */
		p->hdr_gap = 0;
		return header_cont(p, t);
	}
	if (p->hdr_gap && (p->nj || p->no - p->hdr_gap > 8))
		p->hdr_gap = 0;
	if (p->st == S_PCT) {
		struct job *j = cur_job(p);
		int gap = p->pct_gap;

		if (!*t) {
			/* a double-spaced paste: the block may go on */
			p->pct_gap = 1;
			return 0;
		}
		p->pct_gap = 0;
		/* "|  1.00th=[ 3152], ..."; a paste may lose the '|', or
		 * the brackets ("| 1.00th= 3152,") */
		if (gap ? pct_entry(t[0] == '|' ? t + 1 : t)
			: t[0] == '|' || (isdigit((unsigned char)t[0]) &&
					  (strstr(t, "th=[") || p->pct_carry ||
					   pct_entry(t)))) {
			j->to = p->no;
			return pct_line(p, j, t);
		}
		if (p->pct_carry) {
			/* not a wrap after all: the line as it is */
			char *c = p->pct_carry;

			p->pct_carry = NULL;
			ret = parse_pct_line(p, j, c, p->pct_carry_at,
					     p->pct_carry_n);
			free(c);
			if (ret)
				return ret;
		}
		p->st = S_JOB;
	}
	if (p->grp_line && !*t && !p->grp_gap && group_line_open(p->grp_line)) {
		/* "READ: bw=..., 62.5MiB/s-62.5MiB/s" / "(65.6MB/s-65.6MB/s),"
		 * / an empty quoted line / "io=3070MiB (3219MB), run=...": a
		 * mail client's reflow left the empty line inside the group
		 * line; only fio's own tokens of its rest go on with it */
		p->grp_gap = p->no;
		return 0;
	}
	if (p->grp_line && p->grp_gap &&
	    !(!strncmp(t, "io=", 3) || !strncmp(t, "run=", 4) ||
	      (t[0] == '(' && isdigit((unsigned char)t[1]) &&
	       strstr(t, "B/s)")))) {
		/* no rest after the empty line: the line ends there, and so
		 * does the group's block */
		long no = p->no;

		p->no = p->grp_gap;
		ret = group_cont(p, NULL);
		p->no = no;
		if (ret)
			return ret;
		if (p->st == S_GROUP || (p->st == S_DISK && !p->disk_wait))
			p->st = S_NONE;
	}
	if (p->grp_line) {
		/* the rest of the wrapped line: rates, "io=", "run=" */
		if (*t && !is_word_colon(t, "READ") &&
		    !is_word_colon(t, "WRITE") && !is_word_colon(t, "TRIM") &&
		    !is_word_colon(t, "MIXED") &&
		    (isdigit((unsigned char)*t) || *t == '(' ||
		     !strncmp(t, "io=", 3) || find_key(t, "run=") ||
		     find_key(t, "maxt=") || find_key(t, "maxb=") ||
		     find_key(t, "minb=") || find_key(t, "aggrb="))) {
			p->grp_rest_no = p->no;
			return group_cont(p, t);
		}
		ret = group_cont(p, NULL);
		if (ret)
			return ret;
	}
	if (!*t) {
		/* a paste's empty line between "Disk stats" and its disks
		 * (a double-spaced copy) does not end them */
		if (p->st == S_GROUP || (p->st == S_DISK && !p->disk_wait))
			p->st = S_NONE;
		return 0;
	}
	if (t[0] == 'J' && !strncmp(t, "Jobs:", 5)) {
		/* progress; a job block may be glued after it */
		run_state_rw(t, p->state_rw, sizeof(p->state_rw));
		g = strstr(t, ": (groupid=");
		if (!g)
			return 0;
		while (g > t && g[-1] != ']' && g[-1] != ' ')
			g--;
		t = g;
	}
	if (t[0] == 'S' && !strncmp(t, "Starting ", 9) &&
	    isdigit((unsigned char)t[9]) &&
	    (strstr(t, " process") || strstr(t, " thread"))) {
		p->n_started = atoll(t + 9);
		return 0;
	}
	if (t[0] == 'n' && !strncmp(t, "note: ", 6) &&
	    fio_depth_capped_note(t, strlen(t))) {
		p->depth_note = 1;
		if (!p->depth_note_at)
			p->depth_note_at = bp(p, t);
		return 0;
	}
	/* Ctrl-C or a kill: fio prints the figures of what it ran so far */
	if (t[0] == 'f' && !strncmp(t, "fio: terminating on signal ", 27)) {
		if (!p->signal_at)
			p->signal_at = bp(p, t);
		return 0;
	}
	if (t[0] == 'h' && !strncmp(t, "hostname=", 9) && find_key(t, "fio=")) {
		client_probe_line(p, t);
		return 0;
	}
	/* fio >= 3.10 prints a client's results when it disconnects */
	if (t[0] == 'c' && !strncmp(t, "client: host=", 13) &&
	    strstr(t, "disconnected")) {
		note_host(p, t + 13, strcspn(t + 13, " "));
		p->client_ordered = 1;
		memcpy(p->adj_host, p->host, sizeof(p->adj_host));
		p->adj = 3; /* set again below: this line names the next */
		p->adj_empty = 0;
		return 0;
	}
	if (fio_terse_version(t, strlen(t))) {
		/* a terse copy printed with (or pasted after) the text */
		struct tline *tl;

		if (ALLOC_GROW(p->tl, p->n_tl + 1, p->cap_tl))
			return -ENOMEM;
		ret = close_job(p, "a terse line");
		if (ret)
			return ret;
		touch(p);
		tl = &p->tl[p->n_tl++];
		tl->s = bp(p, t);
		tl->len = strlen(t);
		tl->no = p->no;
		tl->job = -1;
		return 0;
	}
	/* ": (g" first: most lines hold neither header */
	g0 = strstr(t, ": (g");
	g = g0 ? strstr(t, ": (groupid=") : NULL;
	if (g && g > t)
		return job_start(p, t, g);
	g = g0 ? strstr(t, ": (g=") : NULL;
	if (g && g > t && strstr(g, "rw=")) {
		ret = close_job(p, "a job header line");
		if (!ret && (p->nj || p->n_gf)) {
			ret = finish_run(p);
			headers_clear(p);
		}
		if (ret)
			return ret;
		bracket_caption(p, t, g);
		take_caption(p);
		touch(p);
		ret = parse_header(p, t, g);
		p->hdr_cont = !ret && !strstr(g, "iodepth=");
		p->hdr_gap = 0;
		return ret;
	}
	/* "fio-3.33", "fio-3.36-17-gafdde5"; fio 2.0 printed "fio 2.0.8" */
	if (t[0] == 'f' && (!strncmp(t, "fio-", 4) || !strncmp(t, "fio ", 4)) &&
	    isdigit((unsigned char)t[4]) && !strchr(t + 4, ' ')) {
		ret = close_job(p, "a fio version line");
		if (!ret && (p->nj || p->n_gf))
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
		/* group summaries alone, a group number again: the next fio
		 * run's (the same command on another kernel, pasted one
		 * after the other); it keeps the command */
		if (!p->nj && !p->n_tl && p->n_gf && !p->n_hosts &&
		    !plain_num(skip_sp(t + 16), &e, &v) &&
		    group_seen(p, units_int64(v))) {
			ret = finish_run_keep_cmd(p);
			if (ret)
				return ret;
		}
		/* a job's block, then a person's words right over the
		 * group summary ("9.5 kernel - 5.14.0-503..."), blank lines
		 * only between: a quote of another output, no summary of
		 * those jobs (fio prints it right under them) */
		if (p->nj && !p->after_status && p->words_over_group) {
			ret = finish_run(p);
			if (ret)
				return ret;
		}
		/* a paste may start here: the group summary alone */
		take_caption(p);
		touch(p);
		p->after_status = 1;
		p->group = -1;
		if (!plain_num(skip_sp(t + 16), &e, &v))
			p->group = units_int64(v);
		group_note(p, t);
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
			p->disk_wait = 1;
		}
		return 0;
	}
	if (line_is_cut_mark(t, strlen(t))) {
		if (p->st == S_JOB && cut_inside_job(p, t))
			return 0;
		if (p->st == S_JOB) {
			ret = close_job(p, "a cut ('...')");
			if (ret)
				return ret;
		} else if (p->nj && !p->after_status && !p->cut_warned) {
			ingest_warn_at(p->ctx, bp(p, t),
				       "the output is cut here: jobs between "
				       "the parts may be missing");
			p->cut_warned = 1;
		}
		/* after the job headers, "..." is fio's own (numjobs) */
		return 0;
	}
	if (p->st == S_JOB) {
		ret = job_line(p, cur_job(p), t);
		/* a fio command after a cut block (its cpu and depth lines
		 * left out) starts the next run */
		if (!ret && p->st == S_JOB && p->foreign &&
		    fio_options_find_command(t, strlen(t), &cl) >= 0) {
			p->note[0] = '\0';
			ret = close_job(p, "a fio command");
		}
		/* a line after a complete block may still be a command */
		if (ret || p->st != S_NONE)
			return ret;
	}
	if (p->st == S_NONE) {
		static const char *const dirs[] = {"read", "write", "trim",
						   "mixed"};
		/* quoted as a list item in a post: "* read: IOPS=..." */
		const char *b = t;

		if ((*b == '-' || *b == '*' || *b == '+') && b[1] == ' ') {
			for (b += 2; *b == ' '; b++)
				;
		}
		for (int d = 0; d < D_N; d++) {
			if (!is_word_colon(b, dirs[d]))
				continue;
			t = b;
			ret = headless_job(p, t);
			if (ret < 0)
				return ret;
			if (ret)
				return job_line(p, cur_job(p), t);
			break;
		}
	}
	if (p->st == S_GROUP || p->st == S_NONE) {
		/* a group summary line; alone when the paste holds only it
		 * ("READ: bw=..., io=..., run=..." or 2.x "READ: io=...,
		 * aggrb=..."); words typed before it label it */
		t = group_prefix(p, t);
		for (int i = 0; i < 4; i++) {
			if (!is_word_colon(t, ops[i]))
				continue;
			size_t cut = group_cut(t);
			/* "WRITE: bw=3858MiB/s (4045MB/s)": the line's head
			 * alone, a group line cut after it */
			int head = p->st == S_NONE &&
				   group_head_only(strchr(t, ':') + 1);

			/* "READ: bw=..., 211MiB/s-211MiB/s (...)," alone, its
			 * "io=..., run=..." wrapped onto the next line: a
			 * group line once that line brings its "run=" */
			if (p->st == S_NONE && find_key(t, "bw=") &&
			    !find_key(t, "run=") && !cut && !head &&
			    (p->grp_line = strdup(strchr(t, ':') + 1))) {
				p->grp_dir = i;
				p->grp_alone = p->no;
				p->grp_words = p->words_no;
				return 0;
			}
			if (p->st == S_NONE && !head &&
			    !((find_key(t, "bw=") &&
			       (find_key(t, "run=") || cut)) ||
			      find_key(t, "aggrb=")))
				break;
			if (head)
				ingest_warn_at(p->ctx, bp(p, t),
					       "the group summary line ends "
					       "after its bandwidth (cut?): "
					       "imported the bandwidth, not "
					       "the io or run time");
			/* "SM883 mirror" / its READ:/WRITE: lines / "870 EVO
			 * mirror" / its lines: a caption between two groups'
			 * summaries starts another run, never the first's */
			/* any person's line between says the same: its
			 * caption never labels this one */
			if (p->st == S_NONE && p->after_status && p->n_gf &&
			    !p->nj &&
			    (p->caption_pending || p->words_no > p->run_to)) {
				/* the line's own label outlives the run */
				char gl[sizeof(p->glabel)];
				int64_t gbs = p->gbs;

				memcpy(gl, p->glabel, sizeof(gl));
				ret = finish_run_keep_cmd(p);
				if (ret)
					return ret;
				memcpy(p->glabel, gl, sizeof(gl));
				p->gbs = gbs;
			}
			if (p->st == S_NONE) {
				p->after_status = 1;
				p->st = S_GROUP;
				take_caption(p);
			}
			touch(p);
			if (cut)
				return group_cut_line(p, i, lo[i], t, cut);
			if (!find_key(t, "run=") && !find_key(t, "maxt=")) {
				p->grp_line = strdup(strchr(t, ':') + 1);
				p->grp_dir = i;
				if (p->grp_line)
					return 0;
			}
			return parse_group(p, i, lo[i], strchr(t, ':') + 1);
		}
		p->st = S_NONE;
	}
	if (p->st == S_DISK) {
		const char *c = strchr(t, ':');

		if (c && c > t && strstr(c, "ios=")) {
			touch(p);
			return parse_disk(p, t, c);
		}
		/* "in_queue=143492597, util=98.28%, aggrios=...": the rest of
		 * a disk's line a mailer wrapped; the disks below it are the
		 * run's too (several: no one of them is its device) */
		if (!c && p->n_disks && line_is_fio_piece(t, strlen(t)) &&
		    (find_key(t, "util=") || find_key(t, "in_queue=") ||
		     find_key(t, "aggrticks=") || find_key(t, "aggrios="))) {
			if (p->disk_cur >= 0)
				disk_aggr(&p->disks[p->disk_cur], t);
			return 0;
		}
		p->st = S_NONE;
	}
	if (is_section(t)) {
		/* a job file in the text: its options are the conditions of
		 * the output that follows */
		free(p->next_jf);
		p->next_jf = NULL;
		p->next_jf_len = 0;
		p->st = S_JOBFILE;
		return jf_append(p, t);
	}
	off = fio_options_find_command(t, strlen(t), &cl);
	/* "fio $OPTS --filename=/dev/ram0": the options a script set
	 * above ('OPTS="--direct=1 ..."') */
	if (off < 0 && p->ls && p->ls >= p->begin && p->ls < p->end)
		off = fio_options_expand_command(p->begin, p->ls, t, strlen(t),
						 &expanded);
	if (off >= 0) {
		if (p->nj || p->n_gf || p->n_tl) {
			ret = finish_run(p);
			if (ret) {
				free(expanded);
				return ret;
			}
		}
		if (p->next_cmd && p->n_cand < 8)
			p->cand[p->n_cand++] = p->next_cmd; /* see pick_cmd */
		else
			free(p->next_cmd);
		p->cmd_prev_end_no = p->next_cmd ? p->cmd_end_no : 0;
		p->cmd_from_no = p->cmd_end_no = p->no;
		p->next_cmd = expanded ? expanded : strndup(t + off, cl);
		if (!p->next_cmd)
			return -ENOMEM;
		if (expanded)
			cl = strlen(expanded);
		p->carried = 0;
		p->next_cmd_len = cl;
		if (cmd_continues(p->next_cmd, cl))
			p->st = S_CMD;
		else
			p->cmd_open = 1;
		if (p->started && !p->nj && !p->cmd) {
			p->cmd = p->next_cmd;
			p->next_cmd = NULL;
		}
		return 0;
	}
	return 0;
}

/* HTML tag names that are no fio client host ("<pre> ..."). */
static int html_tag(const char *s, size_t n)
{
	static const char *const tags[] = {
	    "pre", "code", "br", "p", "div", "span", "b", "i", "tt", "samp",
	    "kbd", "blockquote", "em", "strong", "td", "tr", "li", "ul", "ol",
	    "table", "html", "body", "font", "hr", "a", "small", "u",
	    /* a GitHub issue's "<details>" around a paste, a page's
	     * structure: never a fio server's name */
	    "details", "summary", "section", "article", "header", "footer",
	    "nav", "main", "aside", "figure", "figcaption", "caption", "thead",
	    "tbody", "tfoot", "th", "dl", "dt", "dd", "h1", "h2", "h3", "h4",
	    "h5", "h6", "head", "title", "center", "sup", "sub", "s", "del",
	    "ins", "mark", "cite", "q", "var", "nobr", "wbr", "img", "script",
	    "style", "noscript", "iframe", "textarea", "address", "time",
	    "label", "form", "input", "button", NULL};
	char low[16];

	if (n >= sizeof(low))
		return 0;
	for (size_t i = 0; i < n; i++)
		low[i] = (char)tolower((unsigned char)s[i]);
	low[n] = '\0';
	if (low[0] == '/')
		return 1;
	for (int i = 0; tags[i]; i++)
		if (!strcmp(low, tags[i]))
			return 1;
	return 0;
}

/*
 * Whether "<WORD>" alone on the current line (w, n bytes: WORD) is a
 * person's section marker ("<WRITE>", "<READ>" above each run), no fio
 * client's host: fio prefixes every line a server sends, so its "<h1>"
 * alone (the empty text it drains from a client) stands among other
 * "<h1> ..." lines or right above that client's "NAME: (groupid=" block.
 * A host named before (a prefix with text, "hostname=") is one; else the
 * next line that is not blank must be the host's own ("<h1> ...") or a
 * job's results.  Only lines of a lone "<WORD>" come here.
 */
static int marker_line(const struct parser *p, const char *w, size_t n)
{
	const char *b = p->ctx->buf, *end, *q, *e;

	if (p->n_hosts &&
	    ((strlen(p->host_one) == n && !memcmp(p->host_one, w, n)) ||
	     (strlen(p->host) == n && !memcmp(p->host, w, n))))
		return 0;
	if (!b || !p->ls || p->ls < b || p->ls >= b + p->ctx->len)
		return 0; /* no buffer to look in: as before */
	end = b + p->ctx->len;
	q = memchr(p->ls, '\n', (size_t)(end - p->ls));
	/* the next line with text, a few blank lines allowed */
	for (int blank = 0; q && q < end && blank < 4; blank++) {
		q++;
		e = memchr(q, '\n', (size_t)(end - q));
		e = e ? e : end;
		while (q < e && (*q == ' ' || *q == '\t' || *q == '\r'))
			q++;
		if (q == e) {
			q = e < end ? e : NULL;
			continue;
		}
		if (*q == '<' && (size_t)(e - q) > n + 1 &&
		    !memcmp(q + 1, w, n) && q[n + 1] == '>')
			return 0;
		return !memmem(q, (size_t)(e - q), ": (groupid=", 11);
	}
	return 1;
}

/*
 * The file name grep puts before each line it finds in several files,
 * s (len bytes): "seqread.fio.8-threads:  read : io=2048MB, bw=...",
 * "job1.out:  write: IOPS=..." - one word without a blank, '=' or
 * brackets, ':', a blank, then a direction line of fio's ("read", blanks,
 * ':', "io=" or "IOPS=").  How long the word is (its ':' not counted), or
 * 0 when s has no such prefix.
 */
static size_t grep_prefix_len(const char *s, size_t len)
{
	static const char *const dirs[] = {"read", "write", "trim", "mixed"};
	size_t w = 0, i;

	while (w < len && !isspace((unsigned char)s[w]) && s[w] != ':') {
		if (strchr("=()[]<>\"'`", s[w]))
			return 0;
		w++;
	}
	if (!w || w > 200 || w + 2 >= len || s[w] != ':' ||
	    (s[w + 1] != ' ' && s[w + 1] != '\t'))
		return 0;
	for (i = w + 1; i < len && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	for (size_t d = 0; d < 4; d++) {
		size_t dl = strlen(dirs[d]), k = i + dl;

		if (len - i < dl || memcmp(s + i, dirs[d], dl))
			continue;
		while (k < len && s[k] == ' ')
			k++;
		if (k >= len || s[k] != ':')
			return 0;
		k++;
		while (k < len && (s[k] == ' ' || s[k] == '\t'))
			k++;
		return (len - k >= 3 && !memcmp(s + k, "io=", 3)) ||
			       (len - k >= 5 && !memcmp(s + k, "IOPS=", 5))
			   ? w
			   : 0;
	}
	return 0;
}

/* "seqread.fio.8-threads:  read : io=...": grep's file name goes, kept
 * as the name of the job the line starts (p->grep_name). */
static const char *grep_prefix(struct parser *p, const char *t)
{
	size_t w;

	p->grep_name[0] = '\0';
	/* a file name starts the line: fio's own indented lines are none
	 * (looked at no further) */
	if (!isalnum((unsigned char)*t) && *t != '.' && *t != '_' && *t != '/')
		return t;
	w = grep_prefix_len(t, strlen(t));
	if (!w || w >= sizeof(p->grep_name))
		return t;
	memcpy(p->grep_name, t, w);
	p->grep_name[w] = '\0';
	return skip_sp(t + w + 1);
}

/* "<host1> text": fio's client prefixes server text with the host name. */
static const char *host_prefix(struct parser *p, const char *t)
{
	const char *e = t + 1;

	p->line_host = 0;
	if (*t != '<')
		return t;
	/* strchr() finds the terminating NUL too: the line's end stops it */
	while (*e && (isalnum((unsigned char)*e) || strchr(".-_:[]%", *e)))
		e++;
	if (*e != '>' || e == t + 1 || (e[1] && e[1] != ' ' && e[1] != '\t') ||
	    html_tag(t + 1, (size_t)(e - t - 1)))
		return t;
	if (!*skip_sp(e + 1) && marker_line(p, t + 1, (size_t)(e - t - 1)))
		return t;
	note_host(p, t + 1, (size_t)(e - t - 1));
	p->line_host = 1;
	if (!p->adj)
		memcpy(p->adj_host, p->host, sizeof(p->adj_host));
	p->adj =
	    !p->adj || (p->adj == 1 && !strcmp(p->adj_host, p->host)) ? 1 : 2;
	p->adj_empty = !*skip_sp(e + 1);
	return skip_sp(e + 1);
}

/*
 * fio's text as a web page's machine translation printed it (GitLab's
 * translated docs: "读取：io=784996KB, bw=...", "运行状态组 0（所有任务）：",
 * "测试：(groupid=0, jobs=1)"; the full-width colon and brackets already
 * folded): the direction words back in English, the group heading, the
 * blank a job line lost before "(groupid=".  Only lines starting with a
 * non-ASCII byte come here; t has room for one more byte.  The figures
 * are fio's, untouched.
 */
static const struct {
	const char *w, *en;
} fio_words[] = {
    {"\xe8\xaf\xbb\xe5\x8f\x96", "read"},			  /* 读取 */
    {"\xe8\xae\x80\xe5\x8f\x96", "read"},			  /* 讀取 */
    {"\xe5\x86\x99\xe5\x85\xa5", "write"},			  /* 写入 */
    {"\xe5\xaf\xab\xe5\x85\xa5", "write"},			  /* 寫入 */
    {"\xe8\xaa\xad\xe3\x81\xbf\xe5\x8f\x96\xe3\x82\x8a", "read"}, /* 読み取り */
    {"\xe8\xaa\xad\xe3\x81\xbf\xe8\xbe\xbc\xe3\x81\xbf", "read"}, /* 読み込み */
    {"\xe6\x9b\xb8\xe3\x81\x8d\xe8\xbe\xbc\xe3\x81\xbf",
     "write"},				   /* 書き込み */
    {"\xec\x9d\xbd\xea\xb8\xb0", "read"},  /* 읽기 */
    {"\xec\x93\xb0\xea\xb8\xb0", "write"}, /* 쓰기 */
};

static void untranslate(char *t)
{
	static const char *const groups[] = {
	    "\xe8\xbf\x90\xe8\xa1\x8c\xe7\x8a\xb6\xe6\x80\x81\xe7\xbb"
	    "\x84 ", /* 运行状态组 */
	    "\xe9\x81\x8b\xe8\xa1\x8c\xe7\x8b\x80\xe6\x85\x8b\xe7\xb5"
	    "\x84 ", /* 運行狀態組 */
	};
	size_t n = strlen(t);
	char *g;

	for (size_t i = 0; i < sizeof(fio_words) / sizeof(*fio_words); i++) {
		size_t k = strlen(fio_words[i].w), e = strlen(fio_words[i].en);
		const char *r;
		int grp;

		if (strncmp(t, fio_words[i].w, k) || t[k] != ':' || k < e)
			continue;
		r = t + k + 1;
		while (*r == ' ')
			r++;
		if (strncmp(r, "io=", 3) && strncmp(r, "IOPS=", 5) &&
		    strncmp(r, "bw=", 3))
			return;
		/* a group's line: "READ: io=..., aggrb=", "READ: bw=..., run="
		 */
		grp = !!strstr(r, "aggrb=") || !!strstr(r, " run=");
		for (size_t j = 0; j < e; j++)
			t[j] = grp ? (char)(fio_words[i].en[j] - 'a' + 'A')
				   : fio_words[i].en[j];
		t[e] = ':';
		memset(t + e + 1, ' ', k - e);
		return;
	}
	for (size_t i = 0; i < 2; i++) {
		size_t k = strlen(groups[i]);
		char num[16], *q;
		int m;

		if (strncmp(t, groups[i], k) || !isdigit((unsigned char)t[k]))
			continue;
		q = t + k;
		while (isdigit((unsigned char)*q) && q - (t + k) < 8)
			q++;
		if (*q != '(' || !strstr(q, "):") || !strchr(q, ':'))
			return;
		m = snprintf(num, sizeof(num), "%.*s", (int)(q - (t + k)),
			     t + k);
		q = strstr(q, "):") + 2;
		/* "Run status group N (all jobs):" must fit where the
		 * translated heading was */
		if ((size_t)(q - t) < (size_t)m + 29)
			return;
		memmove(t + 17, num, (size_t)m);
		memcpy(t, "Run status group ", 17);
		memcpy(t + 17 + m, " (all jobs):", 12);
		memset(t + 29 + m, ' ', (size_t)(q - t) - 29 - (size_t)m);
		return;
	}
	/* "测试:(groupid=0, jobs=1): err= 0" */
	g = strstr(t, ":(groupid=");
	if (!g)
		g = strstr(t, ":(g=");
	if (g) {
		memmove(g + 2, g + 1, n - (size_t)(g + 1 - t) + 1);
		g[1] = ' ';
	}
}

/* Lines this long may be an output whose line breaks were lost. */
#define FLAT_MIN 160

/* Read line ln (a log's prefix lp before it goes). */
/* Whether t is a line of '-' or of '=' alone, two or more: the rule a
 * plain text draws under a heading. */
static int underline(const char *t)
{
	/* "# CH 4G" over "#####": a shell comment's banner */
	size_t n = strspn(t, t[0] == '=' ? "=" : t[0] == '#' ? "#" : "-");

	return n >= 2 && !t[n];
}

/*
 * Whether t (tl bytes, trimmed) is one of fio's own lines of a job's
 * figures: a percentile row ("|  1.00th=[  251],  5.00th=[ ..."), or a
 * line of figures under one of fio's names ("clat (usec): min=...", "IO
 * depths    : 1=...", "read: IOPS=...", "READ: bw=...", "issued rwts:
 * total=...", "vda: ios=...").  None of them is a caption (no caption
 * rule takes "name: key=figure"), so read_line() asks the caption rules
 * nothing of them: they are most of an output's lines.
 */
static int fio_figures_line(const char *t, size_t tl)
{
	/* the names, each with its length */
	static const struct {
		const char *s;
		size_t n;
	} names[] = {{"read", 4},      {"write", 5},	    {"trim", 4},
		     {"lat", 3},       {"clat", 4},	    {"slat", 4},
		     {"bw", 2},	       {"iops", 4},	    {"cpu", 3},
		     {"IO depths", 9}, {"submit", 6},	    {"complete", 8},
		     {"READ", 4},      {"WRITE", 5},	    {"TRIM", 4},
		     {"latency", 7},   {"issued rwts", 11}, {"mixed", 5},
		     {"MIXED", 5},     {"rw", 2},	    {"randread", 8},
		     {"randwrite", 9}, {"sync", 4}};
	static const char *const heads[] = {
	    "Run status group ", "Disk stats (",       "clat percentiles (",
	    "lat percentiles (", "slat percentiles (", "sync percentiles (",
	};
	size_t k = 0, e, v;
	unsigned char c;

	/* fio's own lines that are no figures' but no caption either
	 * (caption_line_any() refuses each) */
	for (size_t i = 0; i < sizeof(heads) / sizeof(heads[0]); i++)
		if (t[0] == heads[i][0] &&
		    !strncmp(t, heads[i], strlen(heads[i])))
			return 1;
	if ((t[0] == 'f' &&
	     ((!strncmp(t, "fio-", 4) && t[4] >= '0' && t[4] <= '9') ||
	      !strcmp(t, "fsync/fdatasync/sync_file_range:"))) ||
	    (t[0] == 'S' && !strncmp(t, "Starting ", 9) && t[9] >= '0' &&
	     t[9] <= '9'))
		return 1;
	/* a percentile row */
	if (t[0] == '|') {
		k = 1;
		while (t[k] == ' ')
			k++;
		if (t[k] < '0' || t[k] > '9')
			return 0;
		while ((t[k] >= '0' && t[k] <= '9') || t[k] == '.')
			k++;
		return tl - k > 4 && !memcmp(t + k, "th=[", 4);
	}
	/* a job's header, "NAME: (g=0): rw=..." or "NAME: (groupid=0,
	 * jobs=1): err= 0: ..." */
	{
		const char *cl = memchr(t, ':', tl);

		if (cl && cl > t && (size_t)(t + tl - cl) > 4 &&
		    !memcmp(cl, ": (g", 4))
			return 1;
	}
	/* the name: letters, then letters, digits and blanks */
	while (k < tl && k < 16) {
		c = (unsigned char)t[k];
		if (!((c | 0x20) >= 'a' && (c | 0x20) <= 'z') &&
		    !(k && (c == ' ' || (c >= '0' && c <= '9'))))
			break;
		k++;
	}
	e = k;
	while (e && t[e - 1] == ' ')
		e--;
	if (!e)
		return 0;
	if (t[k] == '(') {
		const char *cl = memchr(t + k, ')', tl - k);

		if (!cl || cl - (t + k) > 16)
			return 0;
		k = (size_t)(cl - t) + 1;
		while (t[k] == ' ')
			k++;
	}
	if (t[k] != ':')
		return 0;
	k++;
	while (t[k] == ' ')
		k++;
	/* then "key=" and a figure or a '[' */
	for (v = k;; v++) {
		c = (unsigned char)t[v];
		if (!(((c | 0x20) >= 'a' && (c | 0x20) <= 'z') ||
		      (c >= '0' && c <= '9') || c == '_'))
			break;
	}
	if (v == k || t[v] != '=' ||
	    !((t[v + 1] >= '0' && t[v + 1] <= '9') || t[v + 1] == '['))
		return 0;
	/* "vda: ios=...": the disk stats' line of a device */
	if (v - k == 3 && !memcmp(t + k, "ios", 3))
		return 1;
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (names[i].n == e && !memcmp(t, names[i].s, e))
			return 1;
	return 0;
}

static int read_line(struct parser *p, const struct log_prefix *lp,
		     struct text_line ln)
{
	char *t;
	int ret;

	p->no = ln.no;
	p->ls = ln.s;
	if (ALLOC_GROW(p->L, ln.len + 2, p->cap_L))
		return -ENOMEM;
	memcpy(p->L, ln.s, ln.len);
	p->L[ln.len] = '\0'; /* a stray NUL inside ends the line */
	p->len_L = ln.len;
	t = p->L + log_prefix_at(lp, ln.s, ln.len);
	{
		const char *lead = t;

		while (*t == ' ' || *t == '\t')
			t++;
		p->indent = (int)(t - lead);
	}
	{
		size_t n = strlen(t);

		while (n && isspace((unsigned char)t[n - 1]))
			t[--n] = '\0';
	}
	t = (char *)host_prefix(p, t);
	t = (char *)grep_prefix(p, t);
	/* "write: **IOPS=111k**, BW=...": a post's bold around figures
	 * (fio prints no '*'), dropped on its result lines */
	if (strstr(t, "**") && (strstr(t, "IOPS=") || strstr(t, "iops=") ||
				strstr(t, "BW=") || strstr(t, "bw="))) {
		char *w = t;

		for (const char *r = t; *r; r++)
			if (!(r[0] == '*' &&
			      (r[1] == '*' || (r > t && r[-1] == '*'))))
				*w++ = *r;
		*w = '\0';
	}
	if ((unsigned char)*t >= 0x80)
		untranslate(t);
	/* "READ:  IOPS=14391K BW=56218MiB/s": a person's trim of a job's
	 * direction line, its word in capitals; read as fio's own */
	else if (*t >= 'A' && *t <= 'Z')
		person_dir_word(t);
	/* "6.8-rc7: 2 block devices with multi-path" / "-------": a plain
	 * text's heading over the run, its version then its setup, names
	 * the run as a caption ending in ':' does (the rule under it then
	 * keeps it, as under such a caption) */
	if (!p->caption_pending && !p->prev_blank && p->prev_text[0] &&
	    (p->st == S_NONE || p->st == S_JOBFILE) && underline(t) &&
	    line_version_caption(p->prev_text, strlen(p->prev_text), p->caption,
				 sizeof(p->caption))) {
		p->caption_pending = 1;
		p->caption_measured = 0;
		p->caption_over_cmd = 0;
	}
	{
		char cap[sizeof(p->caption)], dev[sizeof(p->devcap)];
		char lo_buf[sizeof(p->lead_opts)];
		struct fio_opts lo;
		int lo_kind;
		/* "512B write test:" / "```" / the output: a Markdown fence
		 * between a caption and its output is a blank line to it */
		int fenced = !strncmp(t, "```", 3) || !strncmp(t, "~~~", 3);
		int fence =
		    fenced ||
		    /* "9p" / "--": a caption underlined, as a
		     * plain-text heading is */
		    (p->caption_pending && !p->prev_blank && underline(t));
		/* never inside a job's block (a line that ends one, checked
		 * below, may be) */
		int outside = *t != '\0' && !fence;
		size_t tl = strlen(t);
		/* or a harness's line of the device alone ("/dev/nvme9n1",
		 * "== /dev/sdc =="; hdparm's "/dev/sdb:" is none) */
		int is_dev =
		    outside && text_find(t, tl, "/dev/", 5) &&
		    (line_device_caption(t, tl, dev, sizeof(dev)) ||
		     (t[tl - 1] != ':' &&
		      line_separator_device(t, tl, dev, sizeof(dev), 1)));
		/* "testing /dev/sdb:" gives the device, no label */
		/* "Rocky 9.4" right under a group's summary lines (a
		 * double-spaced paste, its blank lines dropped): a name there
		 * is on a line of its own too, the next group's caption */
		int figs = outside &&
			   (fio_figures_line(t, tl) ||
			    /* "...msec Disk" / "stats" */
			    (p->prev_text[0] &&
			     line_fio_heading_goes_on(
				 p->prev_text, strlen(p->prev_text), t, tl)));
		int alone =
		    figs
			? 0
			: p->prev_blank ||
			      (p->st == S_GROUP && p->after_status && !p->nj) ||
			      /* "[turn 5 by bob, continued]" / "bob · comment ·
			       * 2016-01-14": a post starts under its heading */
			      (p->st == S_NONE && p->prev_text[0] &&
			       line_is_post_heading(p->prev_text,
						    strlen(p->prev_text))) ||
			      /* "... on the same loop device." / "Fast
			       * path" / "1 - READ: io=...": a line right
			       * over a group's lines heads them, as one
			       * of its own does */
			      (p->st == S_NONE && outside &&
			       next_is_group_line(p, 0));
		/* "with the patch set" / "write: IOPS=69.1k, ...": a
		 * comparison's state right over a direction line cut from
		 * its block (2: line_with_caption() is asked), alone or
		 * under the run before it */
		if (!figs && (*t | 0x20) == 'w' && outside &&
		    next_is_group_line(p, 1) == 2)
			alone = 2;
		/* "- misc-next, numa=on" right over its group line: a list
		 * item naming the run, read as a line of its own (its whole
		 * text: what follows a comma may be what tells the items
		 * apart) */
		int bullet = outside && !figs && strchr("-*+", *t) &&
			     t[1] == ' ' && next_is_group_line(p, 0) == 1;
		int is_cap =
		    outside && !is_dev && !figs &&
		    ((bullet &&
		      caption_line(skip_sp(t + 1), 1, cap, sizeof(cap))) ||
		     caption_line(t, alone, cap, sizeof(cap)) ||
		     /* "```" / "# DIRECT IO" / "$ fio ...": a
		      * comment's title over the command */
		     (alone && line_comment_title(t, tl, cap, sizeof(cap))) ||
		     /* "fio(-numjobs=4 ) on linux 6.5-rc5 with the patch"
		      * right over its group lines */
		     (alone && next_is_group_line(p, 0) &&
		      tool_bracket_caption(t, cap, sizeof(cap), lo_buf,
					   sizeof(lo_buf))));
		/* "Run#2 (pid=6633)", "Average (3 times)": which run of the
		 * group's test it is, no system (group_caption()); asked of
		 * a caption, or under one (fio's own lines cost nothing) */
		int tag =
		    outside && !is_dev && !figs && tl <= 60 &&
			    (is_cap || p->tag_group || p->caption_pending) &&
			    !memchr(t, ',', tl)
			? line_run_tag(t, tl)
			: 0;
		/* "Measured on Centvester2:": the machine, not the phrase */
		int measured = outside && !is_dev && !memchr(t, '=', tl) &&
			       doc_prose_measured_on(t, tl, cap, sizeof(cap));
		/* "Baseline (file on filesystem ... for block" / "device):":
		 * the caption is both lines, never the second alone */
		/* a caption's ':' (or '：') ends it: other lines need no
		 * look at the line before */
		int colon_end =
		    tl && (t[tl - 1] == ':' ||
			   (tl >= 3 && !memcmp(t + tl - 3, "\xef\xbc\x9a", 3)));

		/* "fio --name=read ... --group_reporting" / "original
		 * version:": no sentence the line ends, a caption of its own */
		if (outside && colon_end && !is_dev && !p->prev_blank &&
		    p->prev_text[0] && !p->cmd_open && p->st != S_CMD &&
		    line_wrap_goes_on(p->prev_text, strlen(p->prev_text), t,
				      tl) &&
		    /* "write: IOPS=..." / "patched kernel:", "WRITE:
		     * bw=..." / "ext4/loop/ext4:": under one of fio's
		     * lines of figures no sentence goes on (the tool's
		     * line, no prose a post wrapped) */
		    !fio_figures_line(p->prev_text, strlen(p->prev_text)))
			is_cap = (p->prev_para &&
				  line_wrapped_caption(
				      p->prev_text, strlen(p->prev_text), t,
				      strlen(t), cap, sizeof(cap))) ||
				 /* "... latencies" / "in read tests, e.g.
				  * before:": the sentence's last clause */
				 line_tail_caption(t, tl, cap, sizeof(cap));
		int was_cmd = p->st == S_CMD, is_cmd, keep;

		if (outside && colon_end && line_is_example_intro(t, tl)) {
			p->example_no = p->no;
			p->example_direct = 1;
		}
		if (outside && !is_dev && p->st == S_NONE &&
		    tl < sizeof(p->outer) && line_version_lead_in(t, tl)) {
			memcpy(p->outer, t, tl + 1);
			if (colon_end && t[tl - 1] == ':')
				p->outer[tl - 1] = '\0';
			p->outer_host[0] = '\0';
		}
		/* "Linux box 6.14.0-1019-gcp #20-Ubuntu SMP ..." (uname
		 * -a), "kernel info : Linux ..." of a script's header: the
		 * kernel the runs below ran on, as "On kernel 6.14" says;
		 * one more, even inside the output above (cut after its
		 * "read:" line), replaces it for the runs below it (there
		 * only uname's own "Linux " line is looked at: cheap) */
		else if (outside && !is_dev &&
			 (p->st == S_NONE ||
			  (tl > 6 && !memcmp(t, "Linux ", 6))) &&
			 line_uname_release(t, tl, cap, sizeof(cap))) {
			memcpy(p->outer, cap, sizeof(p->outer));
			if (!line_uname_host(t, tl, p->outer_host,
					     sizeof(p->outer_host)))
				p->outer_host[0] = '\0';
			p->outer_quotes =
			    ingest_line_quote_marks(p->ctx, p->no);
		}

		p->foreign = 0;
		outline_line(p, t);
		ret = do_line(p, t);
		if (ret)
			return ret;
		/* a line no run started on ends "directly below" the intro,
		 * unless it only opens a block ("<pre>" alone, its tags
		 * peeled by normalizing, comes blank) */
		if (p->example_no && p->example_no != p->no && *t && !fenced)
			p->example_direct = 0;
		/* a line of the run (touch() or its job marked it), kept
		 * only while example_quoted() may need it: the run is an
		 * imagined output's, or one was left out above */
		if (p->started && *t &&
		    (p->run_example || p->example_text.len) &&
		    (p->run_to == p->no ||
		     (p->nj && cur_job(p)->to == p->no)) &&
		    (strbuf_addstr(&p->run_text, t) ||
		     strbuf_addch(&p->run_text, '\n')))
			return -ENOMEM;
		/* a person's words: no figure of fio's ("key=value"),
		 * no piece of its lines a wrap cut off */
		if (*t)
			p->words_over_group =
			    p->foreign && (p->st == S_JOB || p->st == S_PCT) &&
			    !strchr(t, '=') && !line_is_fio_piece(t, tl);
		/* a person's words under the only job's figures; a line
		 * ending in ':' introduces what follows, not this run */
		if (p->foreign && *t && p->nj == 1 && !p->note_done &&
		    (p->st == S_JOB || p->st == S_PCT)) {
			size_t n = strlen(p->note), l = strlen(t);

			if (t[l - 1] == ':')
				p->note_done = 1;
			else if (n + l + 2 < sizeof(p->note))
				snprintf(p->note + n, sizeof(p->note) - n,
					 "%s%s", n ? " " : "", t);
		}
		/* the command between a caption and its output keeps it */
		is_cmd = was_cmd || p->st == S_CMD || p->cmd_open;
		if (tag && !is_cap) {
			/* the tag stands for the group's caption below */
			snprintf(cap, sizeof(cap), "%s", t);
			is_cap = 1;
		}
		if ((p->st == S_JOB || p->st == S_PCT) && !p->foreign)
			is_cap = is_dev = tag = 0;
		if (measured && (p->st == S_JOB || p->st == S_PCT) &&
		    !p->foreign)
			measured = 0;
		if (measured)
			is_cap = 1;
		/* "Measured on box7:" / "Read:" / the output: the test
		 * words say what ran, the line above on what */
		keep = !measured && p->caption_pending && p->caption_measured &&
		       !p->prev_blank && test_words_alone(t);
		/* "On the initiator:" / "# echo 3 > /proc/sys/vm/drop_caches"
		 * / "# fio ...": a step run before the command names nothing
		 * and keeps the caption for the command's output */
		if (!measured && p->caption_pending && p->st == S_NONE &&
		    !is_cmd && prep_step(t))
			keep = 1;
		/* "1.2 The result before porting." / "fio start : ..." /
		 * "kernel info : Linux ..." / its wrapped rest / the job's
		 * header: a script's header lines keep it, no caption */
		if (!measured && p->caption_pending && p->st == S_NONE &&
		    (line_header_pair(t, tl) || line_uname_piece(t, tl)))
			keep = 1;
		/* "JBOD seq read:" / "fio ..." / "# disk empty:" / the
		 * output: the comment is a note on the figures (several
		 * such groups may follow), the caption over the command
		 * names them all */
		if (!measured && p->caption_pending && p->caption_over_cmd &&
		    p->st == S_NONE && !is_cmd && line_comment_marker(t, tl))
			keep = 1;
		/* "The Optane box:" / "opt:~# lsblk" / its listing /
		 * "opt:~# fio ...": a shell session under the caption,
		 * whose lines name nothing (nor a kernel's "uname -r"
		 * prints), keeps it for the session's output */
		if (!measured && p->caption_pending && p->st == S_NONE &&
		    !is_cmd && outside && session_line(p, t, tl)) {
			keep = 1;
			is_dev = tag = 0;
		}
		if (keep)
			is_cap = 0;
		else if (is_cap)
			group_caption(p, cap, sizeof(cap), &is_cap, tag);
		if (is_cap) {
			memcpy(p->caption, cap, sizeof(cap));
			p->sess_no = 0;
		}
		/* a person's line that is neither a caption nor a run's tag
		 * ends the group the tags take their caption from */
		else if (*t && !fence && !tag && p->st == S_NONE && !is_cmd)
			p->tag_group = 0;
		if (is_dev)
			memcpy(p->devcap, dev, sizeof(dev));
		/* a group line held for its wrapped rest keeps the caption
		 * above it for the rest to take */
		/* "pvsync2 (poll queues)" right over "fio-3.16", no blank
		 * between: a name over the output's first line is its
		 * caption, as it would be on a line of its own */
		if (outside && !is_cap && !p->caption_pending &&
		    !p->prev_blank && p->prev_text[0] && p->st == S_NONE &&
		    !strncmp(t, "fio", 3) && fio_preamble_line(t) &&
		    caption_line(p->prev_text, 1, cap, sizeof(cap))) {
			memcpy(p->caption, cap, sizeof(cap));
			p->caption_pending = 1;
			p->caption_measured = 0;
		}
		/* "io_uring:" / "fio-3.16" / "Starting 1 process" / "Jobs:
		 * 1 (f=1): ..." / the job's block: fio's lines before the
		 * block (its header cut) keep the caption for the block */
		if (p->caption_pending && !is_cap && fio_preamble_line(t) &&
		    has_letter(p->caption))
			keep = 1;
		/* "Without the fix:" / "..." / "Jobs: 1 (f=1): ..." / the
		 * job's block: the person cut fio's lines above the block
		 * out, the caption still names it */
		if (p->caption_pending && !is_cap && p->st == S_NONE &&
		    line_is_cut_mark(t, tl))
			keep = 1;
		/* "# CH 4G 4vCPUs" / "$ ./cloud-hypervisor --disk ..." /
		 * the group lines: another tool's command at a prompt,
		 * which starts what fio then measures, keeps it too */
		if (p->caption_pending && !is_cap && p->st == S_NONE &&
		    t[0] == '$' && t[1] == ' ' && line_names_nothing(t, tl))
			keep = 1;
		/* "Baseline:" / "root@ib2:~# cat run1.log" / the output: the
		 * file shown at a prompt holds the output, the caption above
		 * names it */
		if (p->caption_pending && !is_cap && p->st == S_NONE &&
		    line_is_prompt_cat(t, tl))
			keep = 1;
		/* "patched client:" / "Connect count: 2" / "read: IOPS=...":
		 * a count the person noted under the caption keeps it */
		if (p->caption_pending && !is_cap && p->st == S_NONE &&
		    !p->prev_blank && count_line(t))
			keep = 1;
		if (*t && !fence && !(is_cmd && !is_cap && !is_dev) &&
		    !p->grp_alone && !keep) {
			p->caption_pending = is_cap;
			p->caption_measured = measured;
			p->devcap_pending = is_dev;
		}
		if (*t && !fence && p->st == S_NONE && !is_cmd) {
			p->text_no = p->no;
			/* asked only between a command's result lines */
			p->rerun_no = p->nj && p->cmd && cur_job(p)->headless &&
					      line_rerun_caption(t, tl)
					  ? p->no
					  : 0;
			if (!size_alone(t))
				p->words_no = p->no;
		}
		/* "in fio sequential read/write tests, e.g. before:": the
		 * pattern of the outputs below, over their captions */
		if (is_cmd && !was_cmd)
			p->lead_pattern = p->lead_dirs = 0;
		else if (*t && !fence && p->st == S_NONE && !is_cmd &&
			 !intro_pattern(t, &p->lead_pattern, &p->lead_dirs) &&
			 !is_cap)
			p->lead_pattern = p->lead_dirs = 0;
		/* "Test case is fio randrw of 512 byte IOs using AIO and an
		 * iodepth of" / "32 IOs." / "Vanilla:" / the group lines: the
		 * paragraph's test, over the captions below it (a group
		 * line held for its wrapped rest, and that rest, are fio's,
		 * no person's words) */
		if (is_cmd && !was_cmd)
			p->lead_has = 0;
		if (*t && !fence && p->st == S_NONE && !is_cmd &&
		    p->grp_rest_no != p->no && p->grp_alone != p->no)
			lead_line(p, t, is_cap);
		else
			p->lead_para[0] = '\0'; /* a paragraph ends here */
		/* a command's own options hold until a person's line says
		 * they changed */
		if (is_cmd && !was_cmd) {
			p->lead_opts[0] = '\0';
			p->lead_slash = 0;
		} else if (*t && !fence && p->st == S_NONE && !is_cmd &&
			   (lo_kind = lead_options(t, cap, sizeof(cap)))) {
			memcpy(p->lead_opts, cap, strlen(cap) + 1);
			/* "fio (buffered/...)", "fio(-numjobs=4 ) on ...":
			 * the tool's own line */
			p->lead_slash = lo_kind == 2
					    ? 2
					    : !strncmp(t, "fio (", 5) ||
						  !strncmp(t, "fio(", 4);
		} else if (*t && !fence && p->st == S_NONE &&
			   p->lead_slash == 2) {
			/* a parameter list holds for the output right under
			 * it (blank lines and a fence between) only */
			p->lead_opts[0] = '\0';
			p->lead_slash = 0;
		}
		if (is_cmd)
			p->caption_over_cmd = p->caption_pending;
		else if (*t && !fence && !(keep && line_comment_marker(t, tl)))
			p->caption_over_cmd = 0;
		p->prev_para = p->prev_blank;
		p->prev_blank = !*t || fence;
		if (tl < sizeof(p->prev_text))
			memcpy(p->prev_text, t, tl + 1);
		else
			p->prev_text[0] = '\0';
		p->opt_line[0] = '\0';
		p->opt_script = 0;
		/* "bssplit=4k/100 iodepth=32": its first word is an option
		 * (fio's own lines, "read: IOPS=", "clat (usec): min=", are
		 * not: looked at no further) */
		if (*t && strlen(t) < sizeof(p->opt_line) &&
		    memchr(t, '=', strcspn(t, " \t")) &&
		    !fio_options_parse_line(t, strlen(t), &lo))
			strcpy(p->opt_line, t);
		else if (*t && memchr(t, ';', tl))
			p->opt_script = script_pairs_line(t, p->opt_line,
							  sizeof(p->opt_line));
	}
	/* prefixes above this line end here ("client: host=h1
	 * disconnected" names the block below it) */
	if (!p->line_host && *t)
		p->adj = p->adj == 3 ? 1 : 0;
	return 0;
}

/*
 * Where fio's own lines start inside line l (s, n bytes) after some other
 * text: a mail client that re-flowed a quoted output ("format=flowed",
 * Thunderbird's "rewrap") runs its lines together and cuts them anew,
 *
 *   > --- fiojob: (groupid=0, jobs=1): err= 0: pid=18933: Mon Nov 11 08:09:51
 *   > 2019 write: IOPS=1000, BW=4000KiB/s (4096kB/s)(1024MiB/262144msec); 0
 * zone > resets slat (usec): min=6, max=5227.2k, avg=153.88, stdev=22260.74
 *
 * The starts are the words fio begins a line with and never prints in
 * the middle of one, after a blank: fills at[] (at most max, ascending)
 * and returns how many.
 */
static size_t reflow_starts(const char *s, size_t n, size_t *at, size_t max)
{
	static const char *const keys[] = {
	    "read: IOPS=",   "write: IOPS=",	 "trim: IOPS=",
	    "read : io=",    "write: io=",	 "slat (",
	    "clat (",	     "lat (nsec)",	 "lat (usec)",
	    "lat (msec)",    "clat percentiles", "bw (",
	    "iops        :", "cpu          :",	 "IO depths    :",
	    "submit    :",   "complete  :",	 "issued rwts:",
	    "issued rwt:",   "latency   :",	 NULL};
	size_t k = 0, first = 0;

	/* other text first: not the line's indent */
	while (first < n && (s[first] == ' ' || s[first] == '\t'))
		first++;
	for (size_t i = first + 1; i < n && k < max; i++) {
		/* "NAME: (groupid=": at the name, after a blank (not the
		 * "All clients" sum, not a "<host> " prefix) */
		if (n - i > 11 && !memcmp(s + i, ": (groupid=", 11)) {
			size_t b = i;

			while (b > 0 && s[b - 1] != ' ')
				b--;
			if (b > first + 1 && (!k || at[k - 1] < b) &&
			    s[b - 2] != '>' &&
			    !(b >= 4 && !memcmp(s + b - 4, "All ", 4)))
				at[k++] = b;
			continue;
		}
		if (s[i - 1] != ' ')
			continue;
		for (int j = 0; keys[j]; j++) {
			size_t kl;

			if (keys[j][0] != s[i])
				continue;
			kl = strlen(keys[j]);
			if (n - i >= kl && !memcmp(s + i, keys[j], kl)) {
				at[k++] = i;
				break;
			}
		}
	}
	return k;
}

/* Whether buf reads as a re-flowed output: two lines or more where fio's
 * line words start after other text, one of them a direction line. */
/*
 * Whether a direction line's words ("read: IOPS=", "write: io=") stand
 * after other text on their line: what reflowed() needs, found with a
 * search for each (an output as fio printed it has none, and is not
 * looked at character by character).
 */
static int dir_after_text(const char *buf, size_t len)
{
	static const char *const words[] = {
	    "read: IOPS=", "write: IOPS=", "read : io=", "write: io=", NULL};
	const char *end = buf + len;

	for (size_t k = 0; words[k]; k++) {
		size_t wl = strlen(words[k]);

		for (const char *p = buf; (p = text_find(p, (size_t)(end - p),
							 words[k], wl)) != NULL;
		     p += wl) {
			const char *b = p;

			while (b > buf && b[-1] != '\n')
				b--;
			while (b < p && (*b == ' ' || *b == '\t'))
				b++;
			if (b < p && p[-1] == ' ')
				return 1;
		}
	}
	return 0;
}

static int reflowed(const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line l;
	size_t at[8];
	int lines = 0, dir = 0;

	if (!text_find(buf, len, ": (groupid=", 11) ||
	    !dir_after_text(buf, len))
		return 0;
	lines_init(&it, buf, len);
	while (lines_next(&it, &l) && !(lines >= 2 && dir)) {
		size_t k = reflow_starts(l.s, l.len, at, 8);
		int counted = 0;

		for (size_t i = 0; i < k; i++) {
			const char *w = l.s + at[i];
			size_t r = l.len - at[i];
			const char *c = memchr(w, ':', r);

			if (c && (size_t)(w + r - c) >= 11 &&
			    !memcmp(c, ": (groupid=", 11))
				continue; /* a job line: not counted */
			counted = 1;
			dir |= (r > 5 && !memcmp(w, "read", 4)) ||
			       (r > 6 && !memcmp(w, "write", 5));
		}
		lines += counted;
	}
	return lines >= 2 && dir;
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	struct parser p = {.ctx = ctx,
			   .prev_blank = 1,
			   .run_text = STRBUF_INIT,
			   .example_text = STRBUF_INIT};
	struct line_iter it;
	struct text_line ln;
	struct log_prefix lp;
	size_t *starts = malloc(DOCFLAT_MAX * sizeof(*starts));
	int ret = 0, reflow;

	if (!starts)
		return -ENOMEM;
	run_reset(&p);
	p.begin = buf;
	p.end = buf + len;
	p.has_blocks = memmem(buf, len, ": (groupid=", 11) != NULL;
	reflow = reflowed(buf, len);
	/* a harness's or CI's "12:06:53 DEBUG| [stdout] " on every line */
	log_prefix_find(&lp, buf, len);
	p.prefixed = lp.len || lp.numbered;
	lines_init(&it, buf, len);
	while (lines_next(&it, &ln)) {
		const char *tool = NULL;
		size_t n = 0;

		/* an output whose line breaks a blog migration removed: its
		 * lines, read one by one */
		if (ln.len >= FLAT_MIN)
			n = docflat_split(ln.s, ln.len, starts, DOCFLAT_MAX,
					  &tool);
		if (n < 2 || strcmp(tool, "fio")) {
			size_t at[16], k = 0;

			if (reflow)
				k = reflow_starts(ln.s, ln.len, at, 16);
			for (size_t i = 0; i <= k && !ret; i++) {
				struct text_line piece = ln;
				size_t from = i ? at[i - 1] : 0;

				piece.s = ln.s + from;
				piece.len = (i < k ? at[i] : ln.len) - from;
				ret = read_line(&p, &lp, piece);
			}
			if (ret)
				goto out;
			continue;
		}
		for (size_t k = 0; k < n && !ret; k++) {
			struct text_line piece = ln;

			piece.s = ln.s + starts[k];
			piece.len =
			    (k + 1 < n ? starts[k + 1] : ln.len) - starts[k];
			ret = read_line(&p, &lp, piece);
		}
		if (ret)
			goto out;
	}
	if (p.grp_line) {
		ret = group_cont(&p, NULL);
		if (ret)
			goto out;
	}
	/* the paste ends inside a percentile line ("| 50.00th=[  163],
	 * 60.00th=[ 2"): the entries whole before the cut stand, the one
	 * cut is skipped with a warning where it starts */
	if (p.pct_carry && p.st == S_PCT) {
		char *c = p.pct_carry;

		p.pct_carry = NULL;
		ret = parse_pct_line(&p, cur_job(&p), c, p.pct_carry_at,
				     p.pct_carry_n);
		free(c);
		if (ret)
			goto out;
	}
	ret = close_job(&p, "end of input");
	if (ret)
		goto out;
	ret = finish_run(&p);
	if (!ret)
		ret = sentence_release(&p, 0);
	if (ret)
		goto out;
	if (!p.emitted && p.missing_at)
		ret = ingest_error_at(ctx, p.missing_at,
				      "expected the results of job '%s' (a "
				      "'%s: (groupid=' block), found end of "
				      "input",
				      p.missing_name, p.missing_name);
	else if (!p.emitted && !p.examples)
		ret = ingest_error_at(ctx, buf,
				      "expected fio job results ('NAME: "
				      "(groupid=N, jobs=N): err=' blocks or "
				      "'READ: bw=' or old fio's 'READ: io=' "
				      "group lines), found none");
	else if (p.missing_at)
		ingest_warn_at(ctx, p.missing_at,
			       "job '%s' has no results in this text (cut?)",
			       p.missing_name);
out:
	if (ret == -ENOMEM)
		ingest_error_at(ctx, p.ls, "out of memory");
	if (p.held) {
		/* failed: what was held goes with the rest */
		ctx->sink = p.held_to;
		ingest_record_free(p.held);
	}
	run_reset(&p);
	free(p.pool);
	free(starts);
	headers_clear(&p);
	free(p.h);
	free(p.jobs);
	free(p.done);
	free(p.gf);
	free(p.tl);
	oc_clear(&p);
	free(p.next_cmd);
	free(p.next_jf);
	free(p.grp_line);
	free(p.prev_cmd);
	free(p.prev_jf);
	free(p.pct_carry);
	free(p.L);
	strbuf_release(&p.run_text);
	strbuf_release(&p.example_text);
	return ret;
}

/*
 * A terse line ("3;fio-3.33;NAME;...") that repeats a job block of the
 * text ("NAME: (groupid="): fio's --output-format=normal,terse, or a terse
 * line pasted after the text.  Both are one output: fio-text reads them
 * together, so it outbids the document reader that would split them.
 */
static int terse_repeats_text(const char *buf, size_t n)
{
	const char *q = buf, *end = buf + n;

	while ((q = text_find(q, (size_t)(end - q), ";fio-", 5))) {
		const char *ls = q, *le, *name, *ne;
		char key[160];
		size_t nl;

		while (ls > buf && ls[-1] != '\n')
			ls--;
		le = memchr(q, '\n', (size_t)(end - q));
		if (!le)
			le = end;
		q += 5;
		if (!fio_terse_version(ls, (size_t)(le - ls)))
			continue;
		name = memchr(q, ';', (size_t)(le - q));
		if (!name)
			continue;
		name++;
		ne = memchr(name, ';', (size_t)(le - name));
		if (!ne || ne == name)
			continue;
		nl = (size_t)(ne - name);
		if (nl + 12 > sizeof(key))
			continue;
		memcpy(key, name, nl);
		memcpy(key + nl, ": (groupid=", 11);
		if (text_find(buf, n, key, nl + 11))
			return 1;
	}
	return 0;
}

/*
 * Whether buf holds nothing but fio direction lines ("read: IOPS=...") and
 * blanks: a document's paragraph quoting a result line, which alone is no
 * output (the output it quotes is elsewhere in the document).
 */
static int only_direction_lines(const char *buf, size_t n)
{
	struct line_iter it;
	struct text_line l;

	lines_init(&it, buf, n);
	while (lines_next(&it, &l)) {
		l = line_trim(l);
		if (!l.len)
			continue;
		if (!(line_starts(l, "read:") || line_starts(l, "write:") ||
		      line_starts(l, "trim:") || line_starts(l, "mixed:")) ||
		    !line_find(l, "IOPS="))
			return 0;
	}
	return 1;
}

/*
 * Whether buf holds a line of a direction and its IOPS alone, or with
 * percentiles copied after it ("read: IOPS=84.3k, 50.00th=[ 1467]"):
 * a person's trim of fio's line (trimmed_dir()).
 */
static int trimmed_lines(const char *buf, size_t n)
{
	static const char *const dirs[] = {
	    "read:", "write:", "trim:", "mixed:"};
	struct line_iter it;
	struct text_line l;
	char line[256];
	const char *pct;
	int alone = 0; /* the line above: a direction and its IOPS alone */

	lines_init(&it, buf, n);
	while (lines_next(&it, &l)) {
		int was = alone;

		l = line_trim(l);
		alone = 0;
		/* under it, "clat: p50=123us, p99=1.3ms": latency typed by
		 * hand (job_line()) */
		if (was && l.len < sizeof(line) &&
		    (line_starts(l, "clat:") || line_starts(l, "lat:"))) {
			struct iodb_lat x = IODB_LAT_INIT;
			struct iodb_pct pp[MAX_PCT];
			size_t np = 0;

			memcpy(line, l.s, l.len);
			line[l.len] = '\0';
			if (typed_lat_items(strchr(line, ':') + 1, &x, pp, &np))
				return 1;
		}
		for (int d = 0; d < 4; d++) {
			size_t dl = strlen(dirs[d]);

			if (!line_starts(l, dirs[d]) || l.len >= sizeof(line))
				continue;
			memcpy(line, l.s, l.len);
			line[l.len] = '\0';
			/* its IOPS alone is a sentence's quote as often
			 * (the document reads those), but for the latency
			 * typed under it */
			if (trimmed_dir(line + dl, &pct) && pct)
				return 1;
			alone = trimmed_dir(line + dl, &pct) && !pct;
		}
	}
	return 0;
}

/*
 * Whether buf holds a fio 1.x/2.x direction line: "read", "write",
 * "trim" or "mixed", blanks, ':', then "io=" and, on the same line,
 * "bw=", "iops=" and "runt=" (the four figures of the line).
 */
static int direction_line_v2(const char *buf, size_t n)
{
	const char *q = buf, *end = buf + n;

	while ((q = text_find(q, (size_t)(end - q), "runt=", 5))) {
		const char *ls = q, *le = memchr(q, '\n', (size_t)(end - q));
		struct text_line l;

		while (ls > buf && ls[-1] != '\n')
			ls--;
		if (!le)
			le = end;
		q += 5;
		l.s = ls;
		l.len = (size_t)(le - ls);
		l = line_trim(l);
		/* "seqread.fio.8-threads:  read : io=": grep's file name */
		{
			size_t w = grep_prefix_len(l.s, l.len);

			if (w) {
				l.s += w + 1;
				l.len -= w + 1;
				l = line_trim(l);
			}
		}
		if (!(line_starts(l, "read") || line_starts(l, "write") ||
		      line_starts(l, "trim") || line_starts(l, "mixed")))
			continue;
		while (l.len && *l.s >= 'a' && *l.s <= 'z')
			l.s++, l.len--;
		while (l.len && *l.s == ' ')
			l.s++, l.len--;
		if (line_starts(l, ": io=") && line_find(l, "bw=") &&
		    line_find(l, "iops="))
			return 1;
	}
	return 0;
}

/* Whether the group line at g (n bytes left) is cut by hand after a
 * figure (group_cut()). */
static int cut_group_at(const char *g, size_t n)
{
	const char *e = memchr(g, '\n', n);
	char line[512];
	size_t l = e ? (size_t)(e - g) : n, cut;

	if (l >= sizeof(line))
		return 0;
	memcpy(line, g, l);
	line[l] = '\0';
	cut = group_cut(line);
	return cut && cut != (size_t)-1;
}

/*
 * Whether a "Run status group " in buf (n bytes) stands where fio prints
 * it: at a line's start after blanks and quote marks ("> ", "| ", "# "),
 * or glued to the line before it ("run=301-301msecRun status group 0",
 * a flattened output).  Prose naming it ("#### Общий результат (Run
 * status group 0):", "the Run status group line shows") is no output.
 */
static int group_line_printed(const char *buf, size_t n)
{
	const char *g = buf, *end = buf + n;

	while ((g = text_find(g, (size_t)(end - g), "Run status group ", 17))) {
		const char *p = g;
		int blank = 0, ok = 1;

		while (p > buf && (p[-1] == ' ' || p[-1] == '\t'))
			p--, blank = 1;
		if (p > buf && p[-1] != '\n' && !blank &&
		    (isalnum((unsigned char)p[-1]) || p[-1] == ')' ||
		     p[-1] == ']'))
			return 1; /* glued */
		for (; p > buf && p[-1] != '\n'; p--)
			if (!strchr(" \t>|#*+-", p[-1]))
				ok = 0;
		if (ok)
			return 1;
		g += 17;
	}
	return 0;
}

/* Whether a line of buf (n bytes) is a group line's head alone
 * (group_head_only()): "READ: bw=..." or "WRITE: bw=..." and its copy. */
static int group_heads_only(const char *buf, size_t n)
{
	static const char *const heads[] = {"READ: bw=", "WRITE: bw="};

	for (int i = 0; i < 2; i++) {
		const char *g = buf, *end = buf + n;
		size_t hl = strlen(heads[i]);

		while ((g = text_find(g, (size_t)(end - g), heads[i], hl))) {
			const char *nl = memchr(g, '\n', (size_t)(end - g));
			char line[128];
			size_t l = nl ? (size_t)(nl - g) : (size_t)(end - g);

			g += hl;
			if (l >= sizeof(line))
				continue;
			memcpy(line, g - hl, l);
			line[l] = '\0';
			if (group_head_only(strchr(line, ':') + 1))
				return 1;
		}
	}
	return 0;
}

/*
 * Whether a line of buf (n bytes) is a direction line a person trimmed
 * to fio's IOPS and BW, its word in any case ("READ:  IOPS=14391K
 * BW=56218MiB/s", person_dir_word()).
 */
static int person_dir_lines(const char *buf, size_t n)
{
	struct line_iter it;
	struct text_line l;
	char line[256];

	if (!text_find(buf, n, "IOPS=", 5))
		return 0;
	lines_init(&it, buf, n);
	while (lines_next(&it, &l)) {
		l = line_trim(l);
		if (l.len < 12 || l.len >= sizeof(line) ||
		    !strchr("RWTMrwtm", l.s[0]) || !line_find(l, "IOPS="))
			continue;
		memcpy(line, l.s, l.len);
		line[l.len] = '\0';
		person_dir_word(line);
		if ((line[0] == 'r' || line[0] == 'w' || line[0] == 't' ||
		     line[0] == 'm') &&
		    strchr(line, ':') && find_key(line, "BW="))
			return 1;
	}
	return 0;
}

static int probe(const char *buf, size_t len)
{
	size_t n = len < 256 * 1024 ? len : 256 * 1024;
	const char *g = text_find(buf, n, ": (groupid=", 11);

	if (g && text_find(g, n - (size_t)(g - buf), "err=", 4))
		return terse_repeats_text(buf, n) ? 97 : 90;
	if (group_line_printed(buf, n))
		return 60;
	g = text_find(buf, n, ": (g=", 5);
	if (g && text_find(g, n - (size_t)(g - buf), "rw=", 3))
		return 50;
	/* a paste that starts inside a job block */
	g = text_find(buf, n, "read: IOPS=", 11);
	if (!g)
		g = text_find(buf, n, "write: IOPS=", 12);
	/* a tab where fio printed the blank (a terminal's copy) */
	if (!g)
		g = text_find(buf, n, "read:\tIOPS=", 11);
	if (!g)
		g = text_find(buf, n, "write:\tIOPS=", 12);
	if (g && text_find(g, n - (size_t)(g - buf), ", BW=", 5) &&
	    (text_find(g, n - (size_t)(g - buf), "lat (", 5) ||
	     text_find(g, n - (size_t)(g - buf), "cpu ", 4) ||
	     text_find(g, n - (size_t)(g - buf), "issued ", 7) ||
	     !only_direction_lines(buf, n)))
		return 55;
	/* direction lines a person trimmed to their IOPS ("read:
	 * IOPS=84.3k, 50.00th=[ 1467], 99.99th=[10028]") among other lines */
	if (g && trimmed_lines(buf, n) && !only_direction_lines(buf, n))
		return 55;
	/* "READ:  IOPS=14391K BW=56218MiB/s": a person's trim of the
	 * job lines, its direction in capitals */
	if (!g && person_dir_lines(buf, n))
		return 55;
	/* only the group summary lines of a paste */
	g = text_find(buf, n, "READ: bw=", 9);
	if (!g)
		g = text_find(buf, n, "WRITE: bw=", 10);
	if (g && text_find(g, n - (size_t)(g - buf), ", run=", 6))
		return 55;
	if (g && cut_group_at(g, n - (size_t)(g - buf)))
		return 55; /* "READ: bw=..., 100MiB/s-100MiB/s ..." */
	/* "READ: bw=67.3MiB/s (70.6MB/s), 67.3MiB/s": cut in its range */
	if (g && group_line_range_cut(g, n - (size_t)(g - buf)))
		return 55;
	/* "WRITE: bw=3858MiB/s (4045MB/s)" alone: cut after its head */
	if (group_heads_only(buf, n))
		return 55;
	g = text_find(buf, n, "READ: io=", 9);
	if (!g)
		g = text_find(buf, n, "WRITE: io=", 10);
	/* unified_rw_reporting's one line ("MIXED: io=12497MB,
	 * aggrb=42653KB/s, ..."), read as READ's and WRITE's are */
	if (!g)
		g = text_find(buf, n, "MIXED: io=", 10);
	if (g && text_find(g, n - (size_t)(g - buf), "aggrb=", 6))
		return 55;
	/* fio 1.x/2.x direction lines quoted alone ("write: io=2048.0MB,
	 * bw=254117KB/s, iops=63528 , runt=  8279msec") */
	if (direction_line_v2(buf, n))
		return 55;
	return 0;
}

const struct ingest_format ingest_fio_text = {
    .name = "fio-text",
    .description = "fio normal text output (fio 1.x to 3.x), with the "
		   "fio command line around it",
    .probe = probe,
    .parse = parse,
};
