/*
 * iozone output: the banner and settings block, the auto-mode (-a) table
 * of file size x record size (also printed for a single size without -a),
 * throughput mode (-t N: "Children see throughput for N initial writers"),
 * and the -R "Excel output" report blocks.
 *
 * Units: iozone's kB is 1024 bytes; the table and the Excel reports hold
 * kB/s, or operations per second with -O ("Output is in operations per
 * second"), or microseconds per operation with -N.  The -r and -s options
 * take kB when bare, k/m/g suffixes otherwise (iozone.c: atoi * 1024).
 *
 * Decisions:
 * - One run per iozone execution (a banner or a command line starts one)
 *   and per auto table (a header under rows is another table of the
 *   paste), labelled by the words before its header or the caption line
 *   above it ("xfs:");
 *   one result per (file size, record size, test): job and test are the
 *   column name ("random read"), bs the record length, extra
 *   file_size_bytes; numjobs 1 (the table is always one process).
 * - op: write, rewrite, random write, record rewrite, fwrite, frewrite,
 *   pwrite... are writes, the others reads.  pattern: rand for random
 *   read/write; seq for the sequential tests and for "bkwd read" (it reads
 *   contiguous records, only in descending order); unknown (NULL) for
 *   "stride read" (every 17th record: neither) and "record rewrite" (one
 *   record rewritten in place: neither).
 * - A figure both in the table and in the Excel report is kept once (the
 *   table's line); Excel cells of 0 are tests iozone did not run (it
 *   stores 0 for them) and are skipped, and so are 0 kB/s (or 0 ops/s)
 *   cells of the table: a test run moves data in a finite time.
 * - Throughput mode: one result per test line, job = the label as printed
 *   ("initial writers"), test = the column name ("write"), numjobs = N,
 *   bw_bytes = the children's figure, extras parent_throughput,
 *   min/max/avg_throughput_per_process (bytes/s, or iops with -O) and
 *   min_xfer (bytes, or count with -O).  Ramble's re-print of them
 *   ("Test initial writers context figures of merit:" / "Total throughput
 *   = V kB/sec" / "Min throughput = ...") is read the same way, N unknown.
 * - A person's table of -R throughput reports side by side (a header
 *   naming a system per column over rows of the report's test names,
 *   quoted or not): one run per column, labelled by its header, one
 *   result per row; ratio and percentage cells or columns are no result.
 * - direct = 1 with -I or "O_DIRECT feature enabled", 0 when the command
 *   line is known without -I, else unknown.
 * - "Run began:" has no time zone: stored as if UTC.
 * - A run in a mode iozone itself calls invalid for measuring ("I/O
 *   Diagnostic mode enabled" -+d and "Verify Mode" -V: "Performance
 *   measurements are invalid in this mode."; "Short circuit mode" -+X:
 *   "filesystem development testing ONLY"; "Using old data sets" -+Z:
 *   "Performance measurements may be invalid") is refused with a warning
 *   at the line that says so, or at the command line giving the option.
 * - Pasted outputs: a garbled cell or line is a warning and is skipped;
 *   an Excel report is read without its "Excel output is below:" line,
 *   copied from a spreadsheet (no quotes), wrapped by a mail client, or
 *   as a single column under -r; an auto table whose header and rows
 *   were wrapped at 80 columns; throughput lines flattened onto one line;
 *   an auto table flattened onto one line after its command (a page
 *   copied as text), cut back into rows only when its figures make whole
 *   rows of the count its header and -i options fix (iz_lines_next()).
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "ingest/doc_flat.h"
#include "ingest/formats.h"
#include "ingest/lines.h"
#include "ingest/logprefix.h"
#include "model/units.h"
#include "util/alloc.h"

#define IZ_LINE	  1024
#define IZ_COLS	  24
#define IZ_EXTRAS 8

struct iz_test {
	const char *name;   /* column name, canonical test name */
	const char *report; /* -R Excel report title */
	const char *tp;	    /* throughput mode label */
	/* the row name of the -R "Throughput report" (iozone.c's
	 * throughput_tests[], printed as "\"%15s \"") */
	const char *summary;
	enum iodb_op op;
	enum iodb_pattern pattern;
};

static const struct iz_test tests[] = {
    {"write", "Writer report", "initial writers", "Initial write",
     IODB_OP_WRITE, IODB_PATTERN_SEQ},
    {"rewrite", "Re-writer report", "rewriters", "Rewrite", IODB_OP_WRITE,
     IODB_PATTERN_SEQ},
    {"read", "Reader report", "readers", "Read", IODB_OP_READ,
     IODB_PATTERN_SEQ},
    {"reread", "Re-Reader report", "re-readers", "Re-read", IODB_OP_READ,
     IODB_PATTERN_SEQ},
    {"random read", "Random read report", "random readers", "Random read",
     IODB_OP_READ, IODB_PATTERN_RAND},
    {"random write", "Random write report", "random writers", "Random write",
     IODB_OP_WRITE, IODB_PATTERN_RAND},
    {"bkwd read", "Backward read report", "reverse readers", "Reverse Read",
     IODB_OP_READ, IODB_PATTERN_SEQ},
    {"record rewrite", "Record rewrite report", "record rewriters", NULL,
     IODB_OP_WRITE, IODB_PATTERN_UNKNOWN},
    {"stride read", "Stride read report", "stride readers", "Stride read",
     IODB_OP_READ, IODB_PATTERN_UNKNOWN},
    {"fwrite", "Fwrite report", "fwriters", "Fwrite", IODB_OP_WRITE,
     IODB_PATTERN_SEQ},
    {"frewrite", "Re-Fwrite report", "re-fwriters", NULL, IODB_OP_WRITE,
     IODB_PATTERN_SEQ},
    {"fread", "Fread report", "freaders", "Fread", IODB_OP_READ,
     IODB_PATTERN_SEQ},
    {"freread", "Re-Fread report", "re-freaders", NULL, IODB_OP_READ,
     IODB_PATTERN_SEQ},
    {"pwrite", "Pwrite report", "pwrite writers", "Pwrite", IODB_OP_WRITE,
     IODB_PATTERN_SEQ},
    {"repwrite", "Re-Pwrite report", "pwrite re-writers", NULL, IODB_OP_WRITE,
     IODB_PATTERN_SEQ},
    {"pread", "Pread report", "pread readers", "Pread", IODB_OP_READ,
     IODB_PATTERN_SEQ},
    {"repread", "Re-Pread report", "pread re-readers", NULL, IODB_OP_READ,
     IODB_PATTERN_SEQ},
    {"mixed workload", NULL, "mixed workload", "Mixed workload",
     IODB_OP_UNKNOWN, IODB_PATTERN_RAND},
};

#define N_TESTS (sizeof(tests) / sizeof(tests[0]))
#define N_TABLE 17 /* tests[] that can be table columns */

/* The last word of a column name: what the table's second header row says */
static const char *last_word(const char *s)
{
	const char *p = strrchr(s, ' ');

	return p ? p + 1 : s;
}

enum iz_mode {
	IZ_KBS,	 /* kB/s */
	IZ_OPS,	 /* -O: operations per second */
	IZ_USEC, /* -N: microseconds per operation */
};

struct iz_res {
	struct iodb_result r;
	char job[48];
	struct iodb_metric m[IZ_EXTRAS];
	size_t n_m;
	int test; /* index into tests[], -1 unknown */
	double fkb, rkb;
	int tp;	 /* from a "Children see throughput" line */
	int xl;	 /* from an Excel report */
	int col; /* a summary table's column + 1 (its own run), 0 none */
};

struct iz_run {
	struct iz_res *res;
	size_t n, cap;
	char version[32];
	char command[512];
	char label[128]; /* "SanDisk Extreme A1" before the header's "random" */
	/* a person's caption line ("before tuning:", "xfs:") not yet given
	 * to a table: it labels the next one (kept across runs) */
	char caption[128];
	int caption_set;
	char host[64]; /* pdsh's "HOST: " before the throughput lines */
	int64_t timestamp;
	long from, to;
	int active; /* a banner, command or result has been seen */
	enum iz_mode mode;
	int direct;
	int64_t threads;
	double rec_kb, file_kb; /* -r / -s or the settings lines */
	/* the auto-mode table */
	int table;
	long table_line;
	const char *table_at;
	/*
	 * A header wrapped by a mail client or a narrow terminal: the
	 * columns from wrap_from on came on the next line, so each row's
	 * figures for them come on the line after the row.
	 */
	int hdr_next;	  /* tests[] index after the header's last column */
	int wrap_from;	  /* 0: not wrapped */
	int wrap_pending; /* a row waits for its wrapped part */
	/* a header wrapped more than once (a 150-column row in a mail at
	 * 72): where each wrapped part's columns start; wrap_seg[0] is
	 * wrap_from.  wrap_next: the part the row waits for. */
	int wrap_seg[4], n_wrap_seg, wrap_next;
	double wrap_fkb, wrap_rkb;
	long wrap_line;
	size_t table_rows;
	/* the word before each row's figures naming the table's system
	 * (row_label()), "" none */
	char row_label[48];
	int last_figs; /* figures in the table's last row so far */
	size_t last_len[IZ_COLS + 2]; /* and each one's length */
	int n_cols;
	int col_test[IZ_COLS];
	long col_end[IZ_COLS];
	int collapsed; /* the header's blanks were squeezed: no columns */
	int synth; /* no header: iozone -a's columns in their order assumed */
	/*
	 * A row broken by the kernel's log, its message glued after a
	 * figure ("59554[ 79.822186 0:143 ...] ..."), the row's rest on a
	 * later line: the file size, record length and figures before the
	 * message (brk_n of them, 0: none waiting) and where they were.
	 */
	int brk_n;
	double brk_v[IZ_COLS];
	const char *brk_at[IZ_COLS];
	long brk_line;
	uint32_t i_tests; /* tests[] the command's -i options ran; 0 all */
	/* the Excel reports */
	int excel;     /* inside "Excel output is below:" */
	int xl_test;   /* report being read: tests[] index, -1 skip */
	int xl_header; /* its record size row was read */
	double xl_rec[64];
	int n_xl_rec;
	long xl_line;
	const char *xl_at;
	int xl_quoted; /* iozone's own quoted layout, not a spreadsheet's */
	size_t xl_rows;
	double xl_fkb; /* the last row's file size, for its wrapped part */
	int xl_next;   /* the record size its wrapped part starts at */
	/* throughput mode: the result the Parent/Min/Max lines belong to */
	long tp;
	/*
	 * A person's table of -R throughput reports side by side: a header
	 * naming a system per column ("Test  base  lock-free  ratio") over
	 * rows of iozone's test names ("  Initial write  1348017.60 ...").
	 * sum_hdr: the words line just above (dash rules between), a
	 * header it may be; sum_on: reading its rows.
	 */
	struct text_line sum_hdr;
	int sum_hdr_set, sum_on, sum_cols;
	char sum_col[IZ_COLS][48];
	int sum_ratio[IZ_COLS]; /* the column holds ratios: no results */
	/*
	 * A person's table per iozone test ("** Initial writers **" /
	 * "threads:  1  2  4" / "baseline:  1103360  912585  500065"):
	 * the rows' names are sum_col[] then (sum_pt set), one run each,
	 * kept across the tables of the paste.  pt_test: the caption's
	 * tests[] index + 1 (0: no table being read); pt_hdr: its header's
	 * line; pt_last: the last line read of it; pt_jobs: each column's
	 * thread count, pt_n of them.
	 */
	int sum_pt, pt_test, pt_n;
	long pt_hdr, pt_last;
	int64_t pt_jobs[IZ_COLS];
	/* a harness's "Test initial writers context figures of merit:" the
	 * lines below re-print (Ramble): tests[] index + 1, 0 none */
	int fom;
	/* a mode iozone says makes its figures invalid (-+d, -V, -+X, -+Z):
	 * where the paste says so, and the mode; the run is not imported */
	const char *invalid_at;
	const char *invalid_why;
};

static void run_reset(struct iz_run *z)
{
	struct iz_res *res = z->res;
	size_t cap = z->cap;
	char caption[sizeof(z->caption)];
	int caption_set = z->caption_set;

	memcpy(caption, z->caption, sizeof(caption));
	memset(z, 0, sizeof(*z));
	z->res = res;
	z->cap = cap;
	memcpy(z->caption, caption, sizeof(caption));
	z->caption_set = caption_set;
	z->timestamp = -1;
	z->direct = -1;
	z->threads = -1;
	z->rec_kb = NAN;
	z->file_kb = NAN;
	z->xl_test = -1;
	z->tp = -1;
}

static const char *skip_blanks(const char *p)
{
	while (*p == ' ' || *p == '\t')
		p++;
	return p;
}

/* kB (1024 bytes) to bytes, through units.h */
static double kb_bytes(double kb)
{
	return kb * units_size_factor("kB", 2, UNITS_BINARY);
}

/* A size in kB as whole bytes; -1 (unknown) when out of range. */
static int64_t kb_i64(double kb)
{
	double b = kb_bytes(kb);

	return units_int64(b);
}

/* An iozone -r / -s value: "4k", "1m", "1g", bare = kB.  NAN if bad. */
static double opt_kb(const char *s)
{
	const char *e;
	double x, f;

	if (units_number(s, &e, UNITS_COMMA_THOUSANDS, &x) || x < 0)
		return NAN;
	if (!*e)
		return x;
	if (e[1])
		return NAN;
	f = units_size_factor(e, 1, UNITS_BINARY);
	return isnan(f) ? NAN : x * f / units_size_factor("k", 1, UNITS_BINARY);
}

/*
 * The tests[] an "-i N" runs, as bits: iozone's test numbers (0 write and
 * rewrite, 1 read and reread, 2 random read and write, ... 10 pread and
 * repread; 8, the mixed workload, has no table column).
 */
static uint32_t i_option(const char *arg)
{
	static const signed char first[] = {0, 2,  4,  6,  7, 8,
					    9, 11, -1, 13, 15};
	static const signed char count[] = {2, 2, 2, 1, 1, 1, 2, 2, 0, 2, 2};
	char *e;
	long n = strtol(arg, &e, 10);

	if (e == arg || *e || n < 0 || n > 10 || first[n] < 0)
		return 0;
	return ((1u << count[n]) - 1) << first[n];
}

/*
 * The modes iozone says make its figures invalid, by the splash line it
 * prints for each (iozone.c's option switch) and by the option; a line of
 * only the verdict (the mode's line cut off) names no mode.
 */
static const struct {
	const char *line, *opt, *why;
} invalid_modes[] = {
    {"I/O Diagnostic mode enabled.", "+d",
     "I/O diagnostic mode (-+d), whose performance measurements iozone "
     "calls invalid"},
    {"Verify Mode. Pattern ", "V",
     "verify mode (-V), whose performance measurements iozone calls "
     "invalid"},
    {"Short circuit mode. For", "+X",
     "short circuit mode (-+X), which iozone says is for filesystem "
     "development testing only"},
    {"Using old data sets.", "+Z",
     "old data sets mode (-+Z), whose performance measurements iozone "
     "says may be invalid"},
    {"Performance measurements are invalid in this mode", NULL,
     "a mode whose performance measurements iozone calls invalid"},
    {"Performance measurements may be invalid in this", NULL,
     "a mode whose performance measurements iozone says may be invalid"},
    {"filesystem development testing ONLY", NULL,
     "a mode iozone says is for filesystem development testing only"},
};

/*
 * The invalid_modes[] entry line (trimmed) starts with, past the ">>> "
 * iozone puts before some (gone already when the paste was taken for a
 * mail quote), or -1.
 */
static int invalid_line(const char *line)
{
	while (*line == '>' || *line == ' ')
		line++;
	if (!strchr("IVSUPf", line[0]) || !line[0])
		return -1;
	for (size_t i = 0; i < sizeof(invalid_modes) / sizeof(invalid_modes[0]);
	     i++)
		if (!strncmp(line, invalid_modes[i].line,
			     strlen(invalid_modes[i].line)))
			return (int)i;
	return -1;
}

/* The invalid_modes[] entry option opt ("+d", "V") is, or -1. */
static int invalid_option(const char *opt)
{
	for (size_t i = 0; i < sizeof(invalid_modes) / sizeof(invalid_modes[0]);
	     i++)
		if (invalid_modes[i].opt && !strcmp(opt, invalid_modes[i].opt))
			return (int)i;
	return -1;
}

/* iozone's options that take an argument ("-r 4k", "-r4k"). */
static const char iz_with_arg[] = "bdfFgHijJkLlnPqrsStuUVXyY";

/*
 * The options of an iozone command line, one at a time: the words after
 * the first whose last path part is "iozone"; "-IO" is 'I' then 'O', an
 * option of iz_with_arg[] takes the rest of its word or the next one
 * ("-r4k", "-r 4k"), "-+m", "-+w", "-+y", "-+p" the next word.
 */
struct iz_words {
	char buf[512], *save;
	const char *o; /* the next letter of a word "-IO", or NULL */
	int first, started;
	int cut; /* the command longer than buf, cut */
};

static void iz_words_init(struct iz_words *w, const char *cmd)
{
	w->cut = (size_t)snprintf(w->buf, sizeof(w->buf), "%s", cmd) >=
		 sizeof(w->buf);
	w->save = NULL;
	w->o = NULL;
	w->first = 1;
	w->started = 0;
}

/*
 * The next option of w: 1 with *opt at its letter ("r" of "-r4k"), 2 at
 * an extended one's word ("+n", "+m"); *arg its argument or NULL.  0 at
 * the end.
 */
static int iz_next_option(struct iz_words *w, const char **opt,
			  const char **arg)
{
	for (;;) {
		const char *base;
		char *tok;

		if (w->o && *w->o) {
			const char *c = w->o++;

			*opt = c;
			*arg = NULL;
			if (strchr(iz_with_arg, *c)) {
				*arg = c[1] ? c + 1
					    : strtok_r(NULL, " \t", &w->save);
				w->o = NULL;
			}
			return 1;
		}
		w->o = NULL;
		tok = strtok_r(w->first ? w->buf : NULL, " \t", &w->save);
		w->first = 0;
		if (!tok)
			return 0;
		base = strrchr(tok, '/');
		base = base ? base + 1 : tok;
		if (!w->started) {
			w->started = !strcmp(base, "iozone");
			continue;
		}
		if (tok[0] != '-' || !tok[1])
			continue;
		if (tok[1] == '+') { /* extended options: "-+n", "-+m file" */
			*opt = tok + 1;
			*arg = tok[2] && strchr("mwyp", tok[2]) && !tok[3]
				   ? strtok_r(NULL, " \t", &w->save)
				   : NULL;
			return 2;
		}
		w->o = tok + 1;
	}
}

/*
 * The conditions an iozone command line states: -r -s -t -I -O -N -i;
 * an option of invalid_modes[] marks the run invalid at at (the command's
 * line in the buffer) unless a splash line of iozone's did already.
 */
static void parse_command(struct iz_run *z, const char *at)
{
	struct iz_words w;
	const char *o, *arg;
	int kind, r_many = 0;
	double r_cmd;

	iz_words_init(&w, z->command);
	z->direct = 0;
	r_cmd = NAN;
	while ((kind = iz_next_option(&w, &o, &arg))) {
		if (kind == 2) {
			int m = invalid_option(o);

			if (m >= 0 && !z->invalid_at) {
				z->invalid_at = at;
				z->invalid_why = invalid_modes[m].why;
			}
			continue;
		}
		if (*o == 'V' && !z->invalid_at) {
			z->invalid_at = at;
			z->invalid_why = invalid_modes[invalid_option("V")].why;
		}
		if (*o == 'I')
			z->direct = 1;
		else if (*o == 'O')
			z->mode = IZ_OPS;
		else if (*o == 'N')
			z->mode = IZ_USEC;
		if (!arg)
			continue;
		if (*o == 'r') {
			double r = opt_kb(arg);

			r_many |= !isnan(r_cmd) && r != r_cmd;
			r_cmd = r;
		} else if (*o == 's' && isnan(z->file_kb))
			z->file_kb = opt_kb(arg);
		else if (*o == 't')
			z->threads = atoi(arg) > 0 ? atoi(arg) : -1;
		else if (*o == 'i')
			z->i_tests |= i_option(arg);
	}
	/* "-r 4k -r 1m": a record size per row of the auto table, none for
	 * a figure that does not print its own (iozone's throughput mode
	 * runs the last; its "Each process writes ... in N kByte records"
	 * line says which) */
	if (isnan(z->rec_kb) && !r_many)
		z->rec_kb = r_cmd;
}

static int cmp_opt(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/*
 * The options of iozone command line c that say how its runs ran, one
 * string in a fixed order: each option with its argument ("I", "e",
 * "O", "r=4k", "t=2", "+n"), sorted, the target's (-f, -F and its files,
 * -U) and the report's (-b, -R) left out; with own_rows (an auto table
 * printing its file size and record size in each row, its tests in its
 * header) those too (-a -A -z -n -g -y -q -s -r -i).  Into out (n
 * bytes); 0, or -1 when c runs no iozone or out is too small.
 */
int iozone_command_key(const char *c, int own_rows, char *out, size_t n)
{
	struct iz_words w;
	const char *o, *arg, *opts[64];
	char items[64][48];
	size_t k = 0, used = 0;
	int kind;

	iz_words_init(&w, c);
	if (w.cut)
		return -1;
	while ((kind = iz_next_option(&w, &o, &arg))) {
		/* the target's and the report's, and with own_rows what
		 * the table prints itself, left out */
		if (kind == 1 && (strchr("fFUbR", *o) ||
				  (own_rows && strchr("aAzngyqsri", *o))))
			continue;
		if (k == 64)
			return -1;
		snprintf(items[k], sizeof(items[k]), "%.*s%s%s",
			 kind == 2 ? (int)strlen(o) : 1, o, arg ? "=" : "",
			 arg ? arg : "");
		opts[k] = items[k];
		k++;
	}
	if (!w.started)
		return -1;
	qsort(opts, k, sizeof(*opts), cmp_opt);
	if (n)
		out[0] = '\0';
	for (size_t i = 0; i < k; i++) {
		size_t l = strlen(opts[i]);

		if (used + l + 2 > n)
			return -1;
		if (i)
			out[used++] = ' ';
		memcpy(out + used, opts[i], l + 1);
		used += l;
	}
	return 0;
}

/*
 * Where an iozone invocation starts in line t ("./iozone -a ...",
 * "$ iozone -Ra out.xls"), or NULL.
 */
static const char *find_command(struct text_line t)
{
	for (size_t i = 0; i + 6 <= t.len; i++) {
		const char *p = t.s + i, *q;
		const char *end = t.s + t.len;

		if (memcmp(p, "iozone", 6))
			continue;
		if (p + 6 < end && p[6] != ' ' && p[6] != '\t')
			continue;
		q = p + 6;
		while (q < end && (*q == ' ' || *q == '\t'))
			q++;
		if (q >= end || *q != '-')
			continue;
		/* back to the start of the word: "./iozone", "/bin/iozone";
		 * not a sentence's "(" or "`" around it */
		while (p > t.s && !strchr(" \t$#>(`\"'", p[-1]))
			p--;
		return p;
	}
	return NULL;
}

/*
 * The length of the command at c in line t: up to the ")" or "`" closing
 * the one just before it in a sentence ("the same command (iozone -a -i
 * 0)." - "(iozone" would hide the options), else the line's end.
 */
static size_t command_len(struct text_line t, struct text_line c)
{
	static const char open[] = "(`\"'", close[] = ")`\"'";
	const char *o, *e;

	if (c.s == t.s || !(o = strchr(open, c.s[-1])) || !*o)
		return c.len;
	e = memchr(c.s, close[o - open], c.len);
	return e ? (size_t)(e - c.s) : c.len;
}

static struct iz_res *new_res(struct iz_run *z, long no)
{
	struct iz_res *x;

	if (ALLOC_GROW(z->res, z->n + 1, z->cap))
		return NULL;
	x = &z->res[z->n++];
	memset(x, 0, sizeof(*x));
	x->r = (struct iodb_result)IODB_RESULT_INIT;
	x->r.line_from = x->r.line_to = no;
	x->test = -1;
	x->fkb = x->rkb = NAN;
	if (!z->from)
		z->from = no;
	z->to = no;
	z->active = 1;
	return x;
}

static void add_extra(struct iz_res *x, const char *name, double v,
		      const char *unit)
{
	if (x->n_m < IZ_EXTRAS && !isnan(v))
		x->m[x->n_m++] = (struct iodb_metric){name, v, unit};
}

/* The result for (file kB, record kB, test) if already there. */
static struct iz_res *find_cell(struct iz_run *z, double fkb, double rkb,
				int test)
{
	for (size_t i = 0; i < z->n; i++)
		if (z->res[i].test == test && z->res[i].fkb == fkb &&
		    z->res[i].rkb == rkb)
			return &z->res[i];
	return NULL;
}

/* One cell of the table or of an Excel report. */
const char *iozone_test_named(const char *s, size_t len)
{
	const char *best = NULL;

	for (size_t k = 0; k < sizeof(tests) / sizeof(tests[0]); k++) {
		size_t l = strlen(tests[k].name);

		if (best && l <= strlen(best))
			continue;
		for (size_t i = 0; i + l <= len; i++)
			if (!strncasecmp(s + i, tests[k].name, l) &&
			    (!i || !isalnum((unsigned char)s[i - 1])) &&
			    (i + l == len ||
			     !isalnum((unsigned char)s[i + l]))) {
				best = tests[k].name;
				break;
			}
	}
	return best;
}

static int add_cell(struct ingest_ctx *ctx, struct iz_run *z, double fkb,
		    double rkb, int test, double v, long no, const char *at)
{
	const struct iz_test *t = &tests[test];
	struct iz_res *x;

	if (v == 0 && z->mode != IZ_USEC) {
		/* no transfer done in a finite time reads as 0: a test
		 * iozone did not run (0 microseconds with -N is a figure) */
		ingest_warn_at(ctx, at,
			       "iozone %s for %.0f kB x %.0f kB is 0: a test "
			       "that was not run, skipped",
			       t->name, fkb, rkb);
		return 0;
	}
	x = find_cell(z, fkb, rkb, test);
	if (x) {
		double had = z->mode == IZ_OPS	  ? x->r.iops
			     : z->mode == IZ_USEC ? x->r.lat.mean
						  : x->r.bw_bytes;
		double now = z->mode == IZ_OPS ? v
			     : z->mode == IZ_USEC
				 ? v * units_time_factor("us", 2)
				 : kb_bytes(v);

		if (had != now)
			ingest_warn_at(
			    ctx, at,
			    "iozone %s for %.0f kB x %.0f kB differs "
			    "from line %ld; keeping that one",
			    t->name, fkb, rkb, x->r.line_from);
		return 0;
	}
	x = new_res(z, no);
	if (!x)
		return -ENOMEM;
	x->test = test;
	x->fkb = fkb;
	x->rkb = rkb;
	x->xl = z->excel;
	snprintf(x->job, sizeof(x->job), "%s", t->name);
	x->r.cond.op = t->op;
	x->r.cond.pattern = t->pattern;
	x->r.cond.bs = kb_i64(rkb);
	x->r.cond.numjobs = 1;
	x->r.cond.direct = z->direct;
	if (z->mode == IZ_OPS)
		x->r.iops = v;
	else if (z->mode == IZ_USEC)
		x->r.lat.mean = v * units_time_factor("us", 2);
	else
		x->r.bw_bytes = kb_bytes(v);
	add_extra(x, "file_size_bytes", kb_bytes(fkb), "bytes");
	return 0;
}

struct tok {
	const char *s;
	size_t len;
	long end; /* 0-based column just past the token */
};

/* Split l into blank-separated tokens; returns how many (at most max). */
static int tokens(struct text_line l, struct tok *t, int max)
{
	int n = 0;
	size_t i = 0;

	while (i < l.len && n < max) {
		while (i < l.len && (l.s[i] == ' ' || l.s[i] == '\t'))
			i++;
		if (i >= l.len)
			break;
		t[n].s = l.s + i;
		while (i < l.len && l.s[i] != ' ' && l.s[i] != '\t')
			i++;
		t[n].len = (size_t)(l.s + i - t[n].s);
		t[n].end = (long)i;
		n++;
	}
	return n;
}

static int tok_is(const struct tok *t, const char *s)
{
	return t->len == strlen(s) && !memcmp(t->s, s, t->len);
}

/* A plain number filling the whole token. */
static int tok_number(const struct tok *t, double *v)
{
	char buf[64];
	const char *e;

	if (!t->len || t->len >= sizeof(buf))
		return -1;
	memcpy(buf, t->s, t->len);
	buf[t->len] = '\0';
	if (units_number(buf, &e, UNITS_COMMA_THOUSANDS, v) || *e)
		return -1;
	return 0;
}

int iozone_row_figures(const char *cmd, const char *hdr, size_t hl, int n[2])
{
	struct text_line l = {hdr, hl, 0};
	struct tok t[IZ_COLS + 2];
	int nt = tokens(l, t, IZ_COLS + 2), next = 0, col[IZ_COLS], k = 0;
	uint32_t i_tests = 0, sets[2];

	if (nt < 3 || nt > IZ_COLS ||
	    !(tok_is(&t[0], "kB") || tok_is(&t[0], "KB")) ||
	    !tok_is(&t[1], "reclen"))
		return 0;
	/* iozone's column words in its fixed order (table_header()) */
	for (int i = 2; i < nt; i++) {
		col[i] = -1;
		for (int j = next; j < N_TABLE && col[i] < 0; j++)
			if (tok_is(&t[i], last_word(tests[j].name)))
				col[i] = j;
		if (col[i] < 0)
			return 0;
		next = col[i] + 1;
	}
	if (cmd) {
		struct iz_words w;
		const char *o, *arg;
		int kind;

		iz_words_init(&w, cmd);
		while ((kind = iz_next_option(&w, &o, &arg)))
			if (kind == 1 && *o == 'i' && arg)
				i_tests |= i_option(arg);
	}
	/* the sets table_row_seq() tries, in its order */
	sets[0] = i_tests;
	sets[1] = i_tests | 3u;
	for (int s = 0; s < (i_tests ? 2 : 1); s++) {
		int c = 0;

		for (int i = 2; i < nt; i++)
			c += !sets[s] || (sets[s] >> col[i] & 1u);
		if (c && (!k || n[0] != c))
			n[k++] = c;
	}
	return k;
}

/*
 * The cells of Markdown table row s (len bytes, "| a | b |"), trimmed, into
 * c and cl (at most max); how many, or -1 when s is no pipe row.
 */
static int md_cells(const char *s, size_t len, const char **c, size_t *cl,
		    int max)
{
	const char *e = s + len, *p;
	int n = 0;

	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
		e--;
	if (e - s < 3 || *s != '|' || e[-1] != '|')
		return -1;
	for (p = s + 1; p < e; p++) {
		const char *q = memchr(p, '|', (size_t)(e - p)), *a = p, *b;

		if (!q || n == max)
			return -1;
		b = q;
		while (a < b && (*a == ' ' || *a == '\t'))
			a++;
		while (b > a && (b[-1] == ' ' || b[-1] == '\t'))
			b--;
		c[n] = a;
		cl[n++] = (size_t)(b - a);
		p = q;
	}
	return n;
}

int iozone_md_header(const char *s, size_t len)
{
	const char *c[IZ_COLS + 1];
	size_t cl[IZ_COLS + 1];
	int n = md_cells(s, len, c, cl, IZ_COLS + 1), next = 0;

	if (n < 4 || n > IZ_COLS || cl[1] != 6 || strncmp(c[1], "reclen", 6) ||
	    cl[0] != 2 || strncasecmp(c[0], "KB", 2))
		return 0;
	for (int i = 2; i < n; i++) {
		int found = -1;

		for (int j = next; j < N_TABLE && found < 0; j++)
			if (cl[i] == strlen(tests[j].name) &&
			    !strncmp(c[i], tests[j].name, cl[i]))
				found = j;
		if (found < 0)
			return 0; /* a word of the person's: "(kB/s)" */
		next = found + 1;
	}
	return 1;
}

/*
 * iozone's auto table retyped as a Markdown table (iozone_md_header()
 * over its rows) in the copy b of the text (len bytes), made into the
 * table iozone prints: pipes and the rule row blanked, and of a header's
 * two-word names the first word ("random read": "read", iozone's second
 * header line; the columns come in iozone's fixed order).  Same length,
 * same lines; the rows are read in their order (not aligned).
 */
static void md_unpipe(char *b, size_t len)
{
	char *e = b + len, *p = b;
	int in = 0;

	while (p < e) {
		char *nl = memchr(p, '\n', (size_t)(e - p)), *q = nl ? nl : e;
		const char *c[IZ_COLS + 1];
		size_t cl[IZ_COLS + 1];
		int n = md_cells(p, (size_t)(q - p), c, cl, IZ_COLS + 1);

		if (n > 0 && iozone_md_header(p, (size_t)(q - p))) {
			in = 1;
			for (int i = 2; i < n; i++) {
				const char *sp = memchr(c[i], ' ', cl[i]);

				if (sp)
					memset((char *)c[i], ' ',
					       (size_t)(sp - c[i]));
			}
		} else if (n < 0) {
			in = 0;
		}
		if (in)
			for (char *x = p; x < q; x++)
				if (*x == '|' ||
				    (strspn(p, " \t|-:") >= (size_t)(q - p) &&
				     *x != '\r'))
					*x = ' ';
		p = q + (q < e);
	}
}

/* "kB  reclen   write rewrite ..." (or the old "KB"). */
static int table_header(struct ingest_ctx *ctx, struct iz_run *z,
			struct text_line l)
{
	struct tok t[IZ_COLS + 2];
	int n = tokens(l, t, IZ_COLS + 2), next = 0;

	if (n < 3 || !(tok_is(&t[0], "kB") || tok_is(&t[0], "KB")) ||
	    !tok_is(&t[1], "reclen"))
		return 1;
	if (n > IZ_COLS) {
		ingest_warn_at(ctx, t[IZ_COLS].s,
			       "more than %d iozone table columns: the rest "
			       "are skipped",
			       IZ_COLS);
		n = IZ_COLS;
	}
	z->n_cols = 0;
	z->synth = 0;
	for (int i = 0; i < n; i++) {
		int found = -1;

		if (i >= 2) {
			/* the columns come in iozone's fixed order */
			for (int j = next; j < N_TABLE; j++) {
				if (tok_is(&t[i], last_word(tests[j].name))) {
					found = j;
					break;
				}
			}
			if (found < 0)
				ingest_warn_at(
				    ctx, t[i].s,
				    "unknown iozone test column "
				    "'%.*s': its figures are skipped",
				    (int)t[i].len, t[i].s);
			else
				next = found + 1;
		}
		z->col_test[z->n_cols] = found;
		z->col_end[z->n_cols++] = t[i].end;
	}
	z->hdr_next = next;
	/* iozone aligns its header with two blanks or more somewhere; one
	 * blank between every word is a paste that squeezed them */
	z->collapsed = 1;
	for (int i = 1; i < n; i++)
		if (t[i].s - (t[i - 1].s + t[i - 1].len) != 1)
			z->collapsed = 0;
	z->wrap_from = 0;
	z->wrap_pending = 0;
	z->n_wrap_seg = 0;
	z->wrap_next = 0;
	z->table = 1;
	z->table_line = l.no;
	z->table_at = l.s;
	z->table_rows = 0;
	z->row_label[0] = '\0';
	z->excel = 0;
	return 0;
}

/*
 * What a person typed before the first row of the auto table's header,
 * in the blank space iozone leaves there ("SanDisk Extreme A1      random
 * random" above "kB  reclen  write ..."): the name of what was measured.
 * Returns its length in prev (0: none).  Only words then iozone's own
 * column names ("random", "bkwd", "record", "stride") make that row.
 */
static size_t header_label(struct text_line prev, const char **at)
{
	static const char *const cols[] = {"random", "bkwd", "record",
					   "stride"};
	struct tok t[IZ_COLS + 8];
	int n = tokens(prev, t, IZ_COLS + 8), first = -1;
	size_t len;

	if (n < 2 || n >= IZ_COLS + 8)
		return 0;
	for (int i = 0; i < n; i++) {
		int known = 0;

		for (size_t j = 0; j < sizeof(cols) / sizeof(cols[0]); j++)
			known |= tok_is(&t[i], cols[j]);
		if (known && first < 0)
			first = i;
		if (!known && first >= 0)
			return 0; /* a word after the column names */
	}
	if (first <= 0 || !tok_is(&t[first], "random"))
		return 0;
	*at = t[0].s;
	len = (size_t)(t[first - 1].s + t[first - 1].len - t[0].s);
	/* iozone's own banner text is nobody's label */
	if (memchr(t[0].s, ':', len) || memchr(t[0].s, '$', len) ||
	    memchr(t[0].s, '#', len))
		return 0;
	return len;
}

/* Whether l holds nothing but the header's first-line words ("random"). */
static int col_words_only(struct text_line l)
{
	static const char *const cols[] = {"random", "bkwd", "record",
					   "stride"};
	struct tok t[IZ_COLS + 8];
	int n = tokens(l, t, IZ_COLS + 8);

	if (n < 1 || n >= IZ_COLS + 8)
		return 0;
	for (int i = 0; i < n; i++) {
		int known = 0;

		for (size_t j = 0; j < sizeof(cols) / sizeof(cols[0]); j++)
			known |= tok_is(&t[i], cols[j]);
		if (!known)
			return 0;
	}
	return 1;
}

/*
 * The wrapped rest of a table header, right under it: "read  rewrite
 * read  fwrite frewrite  fread  freread".  Returns 1 when l is none.
 */
static int header_wrap(struct iz_run *z, struct text_line l)
{
	struct tok t[IZ_COLS];
	int n = tokens(l, t, IZ_COLS), next = z->hdr_next, found[IZ_COLS];

	if (!z->table || z->table_rows || !n || z->n_cols + n > IZ_COLS ||
	    z->n_wrap_seg ==
		(int)(sizeof(z->wrap_seg) / sizeof(z->wrap_seg[0])))
		return 1;
	for (int i = 0; i < n; i++) {
		found[i] = -1;
		for (int j = next; j < N_TABLE; j++) {
			if (tok_is(&t[i], last_word(tests[j].name))) {
				found[i] = j;
				break;
			}
		}
		if (found[i] < 0)
			return 1;
		next = found[i] + 1;
	}
	if (!z->wrap_from)
		z->wrap_from = z->n_cols;
	z->wrap_seg[z->n_wrap_seg++] = z->n_cols;
	for (int i = 0; i < n; i++) {
		z->col_test[z->n_cols] = found[i];
		z->col_end[z->n_cols++] = -1;
	}
	z->hdr_next = next;
	return 0;
}

/* The wrapped part of the row above: the last columns, in order. */
static int row_wrap(struct ingest_ctx *ctx, struct iz_run *z,
		    struct text_line l)
{
	struct tok t[IZ_COLS + 2];
	int seg = z->wrap_next, from = z->wrap_seg[seg];
	int to = seg + 1 < z->n_wrap_seg ? z->wrap_seg[seg + 1] : z->n_cols;
	int n = tokens(l, t, IZ_COLS + 2), want = to - from;
	double v[IZ_COLS + 2];

	z->wrap_pending = 0;
	for (int i = 0; i < n; i++)
		if (tok_number(&t[i], &v[i]) || v[i] < 0)
			n = -1;
	if (n != want) {
		ingest_warn_at(ctx, l.s,
			       "expected the %d wrapped figures of the iozone "
			       "row of line %ld here: they are missing",
			       want, z->wrap_line);
		return 1;
	}
	for (int i = 0; i < n; i++) {
		int ret = add_cell(ctx, z, z->wrap_fkb, z->wrap_rkb,
				   z->col_test[from + i], v[i], l.no, t[i].s);

		if (ret)
			return ret;
	}
	/* the next part of the same row on the next line */
	if (seg + 1 < z->n_wrap_seg) {
		z->wrap_next = seg + 1;
		z->wrap_pending = 1;
	}
	return 0;
}

/*
 * A row of a table whose blanks were squeezed ("1048576 4 380112 401223
 * 55012 120334"): no column can be told by position, and the tests that
 * did not run leave no gap.  Its figures are the tests that ran, in
 * iozone's order: those of the command's -i options (iozone adds 0, the
 * write that makes the file, when it is missing), or every column of the
 * header.  Any other count is not guessed: the row is skipped.
 */
static int table_row_seq(struct ingest_ctx *ctx, struct iz_run *z,
			 struct text_line l, const struct tok *t, int n,
			 double fkb, double rkb)
{
	int cols[IZ_COLS], nc = 0;
	uint32_t sets[3] = {z->i_tests, z->i_tests | 3u, 0};

	for (int s = 0; s < 3 && nc != n - 2; s++) {
		if (s < 2 && !z->i_tests)
			continue;
		nc = 0;
		for (int c = 2; c < z->n_cols; c++) {
			int ti = z->col_test[c];

			if (ti >= 0 && (!sets[s] || (sets[s] >> ti & 1u)))
				cols[nc++] = c;
		}
	}
	/* a row of the headerless table cut short (iozone stopped on an
	 * error): its figures are the first columns, in their order */
	if (nc != n - 2 && !(z->synth && n - 2 < nc)) {
		ingest_warn_at(ctx, l.s,
			       "%d figures in an iozone table row whose "
			       "blanks were squeezed, for %d tests: which "
			       "test each is cannot be told, row skipped",
			       n - 2, nc);
		return 0;
	}
	for (int i = 2; i < n; i++) {
		double v;
		int ret;

		if (tok_number(&t[i], &v) || v < 0) {
			ingest_warn_at(ctx, t[i].s,
				       "expected a number in the iozone "
				       "table, found '%.*s': row skipped",
				       (int)t[i].len, t[i].s);
			return 0;
		}
		ret = add_cell(ctx, z, fkb, rkb, z->col_test[cols[i - 2]], v,
			       l.no, t[i].s);
		if (ret)
			return ret;
	}
	z->table_rows++;
	return 0;
}

/*
 * Whether each figure of the row ends where a column of the header ends
 * (iozone right-aligns both with the same widths): a row whose blanks
 * were squeezed, or that a person retyped, does not.
 */
static int row_aligned(const struct iz_run *z, const struct tok *t, int n)
{
	int col = 1;

	for (int i = 2; i < n; i++) {
		int hit = 0;

		for (int j = col + 1; j < z->n_cols && !hit; j++) {
			if (labs(z->col_end[j] - t[i].end) <= 2) {
				col = j;
				hit = 1;
			}
		}
		/* past the last column: the row's reader warns about it */
		if (!hit)
			return t[i].end > z->col_end[z->n_cols - 1] + 2 &&
			       i > 2;
	}
	return 1;
}

/* Whether t holds figures and blanks only: a table row after a host. */
static int figures_only(struct text_line t)
{
	if (!t.len)
		return 0;
	for (size_t i = 0; i < t.len; i++)
		if (!isdigit((unsigned char)t.s[i]) && t.s[i] != ' ' &&
		    t.s[i] != '\t' && t.s[i] != '.')
			return 0;
	return 1;
}

/* Whether v is a whole power of two (1, 2, 4, ...). */
static int power_of_two(double v)
{
	return v >= 1 && v < 9e15 && v == (double)(long long)v &&
	       !((long long)v & ((long long)v - 1));
}

/*
 * Whether fkb and rkb can open a row of the auto table: the file size
 * and the record length in kB, the record a power of two (iozone -a's
 * steps) or the length -r set, no larger than the file, a whole number
 * of kB ("-s 100m" makes 102400, no power of two).  The rest of a row
 * broken by other lines ("56362  65217  58114 ..." under "4096  1  45168
 * ...") is none.
 */
static int row_sizes(const struct iz_run *z, double fkb, double rkb)
{
	return (power_of_two(rkb) || rkb == z->rec_kb) && rkb <= fkb &&
	       fkb == floor(fkb) && fkb < 9e15;
}

/*
 * Where in l a kernel log message glued after a figure starts
 * ("   4096   1   45168 ...  59554[ 79.822186 0:143 axfs::fops:269] ..."),
 * with figures only before it; NULL when none.
 */
static const char *glued_log(struct text_line l)
{
	for (size_t i = 1; i < l.len; i++) {
		struct text_line head = {l.s, i, l.no};

		if (l.s[i] != '[' || !log_kernel_stamp(l.s + i, l.len - i))
			continue;
		return figures_only(head) ? l.s + i : NULL;
	}
	return NULL;
}

/*
 * The head of a row broken by a kernel log message (glued_log() found it
 * at k): kept, to be read with the row's rest on a later line
 * (broken_rest()).  Returns 0 when kept or skipped (warned), 1 when the
 * head alone is to be read as the row: it holds every column, or the
 * header is wrapped.
 */
static int broken_head(struct iz_run *z, struct text_line l, const char *k)
{
	struct text_line head = {l.s, (size_t)(k - l.s), l.no};
	struct tok t[IZ_COLS + 2];
	int n = tokens(head, t, IZ_COLS + 2);

	if (n < 3 || n >= z->n_cols || z->wrap_from)
		return 1;
	for (int i = 0; i < n; i++) {
		if (tok_number(&t[i], &z->brk_v[i]))
			return 1;
		z->brk_at[i] = t[i].s;
	}
	if (!row_sizes(z, z->brk_v[0], z->brk_v[1]))
		return 1;
	z->brk_n = n;
	z->brk_line = l.no;
	return 0;
}

/*
 * A line after a row broken by a kernel log message: another message
 * (skipped), or the row's rest, figures only, read with its head when
 * both make exactly the header's columns, in their order; a rest of
 * another count is skipped with the head (never read as a row of its
 * own).  Returns 0 when the line was taken, 1 when it is neither (the
 * broken row is skipped, warned), -errno on failure.
 */
static int broken_rest(struct ingest_ctx *ctx, struct iz_run *z,
		       struct text_line l)
{
	struct text_line t = line_trim(l);
	struct tok k[IZ_COLS + 2];
	int n, head = z->brk_n, ret;
	double v[IZ_COLS + 2];

	if (log_kernel_stamp(t.s, t.len))
		return 0;
	z->brk_n = 0;
	if (!figures_only(t)) {
		ingest_warn_at(ctx, z->brk_at[0],
			       "the rest of this iozone table row, broken by "
			       "a kernel log message, never came: row "
			       "skipped");
		return 1;
	}
	n = tokens(t, k, IZ_COLS + 2);
	for (int i = 0; i < n; i++)
		if (tok_number(&k[i], &v[i]) || v[i] < 0)
			n = -1;
	if (n < 0 || head + n != z->n_cols) {
		ingest_warn_at(ctx, t.s,
			       "the rest of the iozone table row of line %ld, "
			       "broken by a kernel log message, does not "
			       "make the header's %d columns with it: row "
			       "skipped",
			       z->brk_line, z->n_cols);
		return 0;
	}
	for (int c = 2; c < z->n_cols; c++) {
		if (z->col_test[c] < 0)
			continue;
		ret = c < head ? add_cell(ctx, z, z->brk_v[0], z->brk_v[1],
					  z->col_test[c], z->brk_v[c],
					  z->brk_line, z->brk_at[c])
			       : add_cell(ctx, z, z->brk_v[0], z->brk_v[1],
					  z->col_test[c], v[c - head], l.no,
					  k[c - head].s);
		if (ret)
			return ret;
	}
	z->table_rows++;
	return 0;
}

/*
 * Whether t is a row of iozone -a's table: the file size and the record
 * length in kB (a power of two from 4 to 16384, no more than the file
 * size), then one to thirteen figures, integers all.
 */
static int headerless_row(struct text_line t)
{
	struct tok k[IZ_COLS + 2];
	int n = tokens(t, k, IZ_COLS + 2);
	double v[2];

	if (n < 3 || n > 15 || !figures_only(t) || memchr(t.s, '.', t.len))
		return 0;
	if (tok_number(&k[0], &v[0]) || tok_number(&k[1], &v[1]) || v[1] < 4 ||
	    v[1] > 16384 || v[0] < v[1])
		return 0;
	return power_of_two(v[1]);
}

/* "  4096   1   14065   24650 ..." under the header, by column position. */
/* Whether [s, end) holds nothing but blanks, line ends and the fence
 * that closes a Markdown code block (the paste ends there). */
static int rest_blank(const char *s, const char *end)
{
	for (; s < end; s++)
		if (*s && !strchr(" \t\r\n`~", *s))
			return 0;
	return 1;
}

/*
 * Whether a row's file size t sits under the header's "KB" ending at
 * column end: right-aligned with it (one column either way), or, when the
 * author shifted the header by hand to make room for a row label and a
 * wider size, covering the header word's last column ("   KB" over
 * "524288": the size ends two columns right of "KB" but spans it).
 */
static int under_header(struct tok t, long end)
{
	return labs(t.end - end) <= 1 ||
	       (t.end >= end && t.end - (long)t.len <= end - 1);
}

/*
 * "2.5.70        64       4  227773  504003 ..." under "              KB
 * reclen   write ...": a row whose leading blanks hold one word, the
 * system measured (a kernel version, a host), wholly left of the
 * header's first column, the file size right-aligned under it and the
 * record length a row's.  The word labels the table's run (the caption's
 * when none); a row naming another system than the table's first row is
 * skipped, warned (one run holds one system's figures).  Returns 2 when
 * t is such a row (label taken), 1 when it is none, 0 when skipped,
 * -errno.
 */
static int row_label(struct ingest_ctx *ctx, struct iz_run *z,
		     const struct tok *t, int n)
{
	double fkb, rkb, v;

	if (n < 4 || z->collapsed || z->synth || z->wrap_from ||
	    z->n_cols < 3 || t[0].len >= sizeof(z->row_label) ||
	    t[0].end >= z->col_end[0] - 2 ||
	    !under_header(t[1], z->col_end[0]) ||
	    labs(t[2].end - z->col_end[1]) > 1 || tok_number(&t[1], &fkb) ||
	    tok_number(&t[2], &rkb) || tok_number(&t[3], &v) ||
	    !row_sizes(z, fkb, rkb) || !isalnum((unsigned char)t[0].s[0]))
		return 1;
	if (!z->row_label[0]) {
		if (z->table_rows)
			return 1; /* rows without a label above */
		memcpy(z->row_label, t[0].s, t[0].len);
		z->row_label[t[0].len] = '\0';
		if (!z->label[0])
			snprintf(z->label, sizeof(z->label), "%s",
				 z->row_label);
		return 2;
	}
	if (t[0].len == strlen(z->row_label) &&
	    !memcmp(t[0].s, z->row_label, t[0].len))
		return 2;
	ingest_warn_at(ctx, t[0].s,
		       "'%.*s' names another system than the iozone table's "
		       "first row ('%s'): row skipped",
		       (int)t[0].len, t[0].s, z->row_label);
	return 0;
}

static int table_row(struct ingest_ctx *ctx, struct iz_run *z,
		     struct text_line l, int at_end)
{
	struct tok t[IZ_COLS + 2];
	int n, col = 1, ret, figs;
	double fkb, rkb, v;
	const char *k;

	if (z->wrap_pending) {
		ret = row_wrap(ctx, z, l);
		if (ret <= 0)
			return ret;
	}
	if (z->brk_n) {
		ret = broken_rest(ctx, z, l);
		if (ret <= 0)
			return ret;
	}
	k = glued_log(l);
	if (k) {
		ret = broken_head(z, l, k);
		if (ret <= 0)
			return ret;
		l.len = (size_t)(k - l.s);
	}
	n = tokens(l, t, IZ_COLS + 2);
	if (n >= 4 && tok_number(&t[0], &fkb)) {
		ret = row_label(ctx, z, t, n);
		if (ret <= 0)
			return ret;
		/* the figures keep their columns: t[].end is of l */
		memmove(t, t + 1, (size_t)(n - 1) * sizeof(*t));
		n--;
	}
	if (n < 1 || tok_number(&t[0], &fkb))
		return 1;
	if (n < 3 || tok_number(&t[1], &rkb)) {
		ingest_warn_at(ctx, t[n - 1].s + t[n - 1].len,
			       "expected file size, record length and "
			       "figures in the iozone table row: line skipped");
		return 0;
	}
	if (!row_sizes(z, fkb, rkb)) {
		ingest_warn_at(ctx, t[0].s,
			       "'%.*s' and '%.*s' are no file size and "
			       "record length of an iozone table row (kB, "
			       "the record a power of two no larger than the "
			       "file): line skipped",
			       (int)t[0].len, t[0].s, (int)t[1].len, t[1].s);
		return 0;
	}
	/* the paste ends inside a row, shorter than the row above, its
	 * last figure shorter than the one above it: it may be cut
	 * ("346765  12119" under "264944  634055") */
	figs = n - 2;
	if (at_end && z->table_rows && figs < z->last_figs &&
	    t[n - 1].len < z->last_len[n - 1]) {
		ingest_warn_at(ctx, t[n - 1].s,
			       "the text ends inside an iozone table row "
			       "(%d figures, %d in the row above): its last, "
			       "'%.*s', may be cut and is skipped",
			       figs, z->last_figs, (int)t[n - 1].len,
			       t[n - 1].s);
		n--;
		if (n < 3)
			return 0;
	}
	z->last_figs = figs;
	for (int i = 0; i < n; i++)
		z->last_len[i] = t[i].len;
	if (!z->wrap_from && (z->collapsed || !row_aligned(z, t, n)))
		return table_row_seq(ctx, z, l, t, n, fkb, rkb);
	for (int i = 2; i < n; i++) {
		long best = -1, bd = 0;

		if (tok_number(&t[i], &v) || v < 0) {
			ingest_warn_at(ctx, t[i].s,
				       "expected a number in the iozone "
				       "table, found '%.*s': cell skipped",
				       (int)t[i].len, t[i].s);
			continue;
		}
		/* the column whose right edge is nearest (right-aligned) */
		for (int j = col + 1;
		     j < (z->wrap_from ? z->wrap_from : z->n_cols); j++) {
			long d = labs(z->col_end[j] - t[i].end);

			if (best < 0 || d < bd) {
				best = j;
				bd = d;
			}
		}
		if (best < 0 || bd > 8) {
			ingest_warn_at(ctx, t[i].s,
				       "'%.*s' is under no column of the "
				       "iozone table header (line %ld): "
				       "rest of the row skipped",
				       (int)t[i].len, t[i].s, z->table_line);
			break;
		}
		col = (int)best;
		if (z->col_test[col] < 0)
			continue;
		ret = add_cell(ctx, z, fkb, rkb, z->col_test[col], v, l.no,
			       t[i].s);
		if (ret)
			return ret;
	}
	z->table_rows++;
	if (z->wrap_from) {
		z->wrap_pending = 1;
		z->wrap_next = 0;
		z->wrap_fkb = fkb;
		z->wrap_rkb = rkb;
		z->wrap_line = l.no;
	}
	return 0;
}

/* The test a quoted Excel title names ("Writer report"), -1 if none. */
static int excel_title(const char *s, size_t len)
{
	/* every title ends in "report": most lines end otherwise */
	if (len < 6 || strncasecmp(s + len - 6, "report", 6))
		return -1;
	for (size_t i = 0; i < N_TESTS; i++)
		if (tests[i].report && strlen(tests[i].report) == len &&
		    !strncasecmp(tests[i].report, s, len))
			return (int)i;
	return -1;
}

/* A quoted token: '"4"' -> 4.  Returns 0 or -1. */
static int quoted_number(const struct tok *t, double *v)
{
	struct tok in;

	if (t->len < 3 || t->s[0] != '"' || t->s[t->len - 1] != '"')
		return -1;
	in.s = t->s + 1;
	in.len = t->len - 2;
	in.end = 0;
	return tok_number(&in, v);
}

/* A token as a number, quoted ("4") or not (a spreadsheet copy). */
static int cell_number(const struct tok *t, double *v)
{
	if (t->len && t->s[0] == '"')
		return quoted_number(t, v);
	return tok_number(t, v);
}

/*
 * A report title line: "\"Writer report\"" as iozone prints it, or
 * "Writer report" copied from a spreadsheet.  Returns the tests[] index,
 * -1 for a quoted title of a report we do not know, -2 when t is none.
 */
static int title_line(struct text_line t)
{
	int q = t.len >= 2 && t.s[0] == '"' && t.s[t.len - 1] == '"';

	if (q && memchr(t.s + 1, '"', t.len - 2) == NULL &&
	    (t.len < 3 || t.s[1] < '0' || t.s[1] > '9'))
		return excel_title(t.s + 1, t.len - 2);
	if (!q && t.len > 7 && t.s[0] != '"') {
		/* "Writer report:" as a person heads the rows he copied */
		int i = excel_title(t.s, t.len - (t.s[t.len - 1] == ':'));

		return i >= 0 ? i : -2;
	}
	return -2;
}

/* Record sizes (kB) are powers of two in ascending order. */
static int record_sizes(const struct tok *k, int n, double *rec)
{
	for (int i = 0; i < n; i++) {
		double x;

		if (i >= 64 || cell_number(&k[i], &x) || x < 1 || x > 1048576 ||
		    (i && x <= rec[i - 1]))
			return -1;
		for (double p = x; p > 1; p /= 2)
			if (p != (double)(int64_t)p || ((int64_t)p & 1))
				return -1;
		rec[i] = x;
	}
	return n;
}

/*
 * The lines of the -R "Excel output": a title, the record sizes, one row
 * per file size.  Also a fragment pasted without "Excel output is
 * below:", and one copied from a spreadsheet (no quotes).  Returns 1
 * when l is not one of them; a garbled row is a warning (0).
 */
static int excel_line(struct ingest_ctx *ctx, struct iz_run *z,
		      struct text_line l, struct text_line t)
{
	struct tok k[80];
	int n, ret, title = title_line(t);
	double fkb, v;

	if (title != -2) {
		z->excel = 1;
		z->xl_test = title;
		z->xl_header = 0;
		z->n_xl_rec = 0;
		z->xl_line = t.no;
		z->xl_at = t.s;
		if (z->xl_test < 0 && t.len > 8 &&
		    !strncasecmp(t.s + t.len - 8, " report\"", 8) &&
		    strncasecmp(t.s, "\"Throughput report", 18))
			ingest_warn_at(ctx, t.s,
				       "unknown iozone report %.*s skipped",
				       (int)t.len, t.s);
		return 0;
	}
	n = tokens(l, k, 80);
	if (!n || cell_number(&k[0], &fkb))
		return 1;
	if (z->xl_test < 0)
		return 0;    /* rows of a report we skip */
	if (!z->xl_header) { /* "4"  "8"  "16": the record sizes */
		if (record_sizes(k, n, z->xl_rec) == n &&
		    (n > 1 || k[0].s[0] == '"')) {
			z->n_xl_rec = n;
			z->xl_header = 1;
			z->xl_quoted = k[0].s[0] == '"';
			z->xl_rows = 0;
			z->xl_next = -1;
			return 0;
		}
		/* a single column pasted without its header: -r says */
		if (n == 2 && !isnan(z->rec_kb)) {
			z->xl_rec[0] = z->rec_kb;
			z->n_xl_rec = 1;
			z->xl_header = 1;
		} else {
			ingest_warn_at(ctx, k[0].s,
				       "iozone report row without the record "
				       "sizes above it: skipped");
			return 0;
		}
	}
	if (z->xl_quoted && k[0].s[0] == '"' && !z->xl_rows &&
	    k[n - 1].s[0] == '"') {
		/* the record sizes wrapped onto a second line */
		double more[64];

		if (z->n_xl_rec + n <= 64 && record_sizes(k, n, more) == n &&
		    more[0] > z->xl_rec[z->n_xl_rec - 1]) {
			memcpy(z->xl_rec + z->n_xl_rec, more,
			       (size_t)n * sizeof(*more));
			z->n_xl_rec += n;
			return 0;
		}
	}
	if (z->xl_quoted && k[0].s[0] != '"') {
		/* a row wrapped: its figures go on in the next columns */
		if (z->xl_next < 0 || z->xl_next + n > z->n_xl_rec) {
			ingest_warn_at(ctx, k[0].s,
				       "iozone report line with no quoted file "
				       "size: skipped");
			return 0;
		}
		for (int i = 0; i < n; i++) {
			if (tok_number(&k[i], &v) || v < 0)
				continue;
			if (v == 0)
				continue;
			ret = add_cell(ctx, z, z->xl_fkb,
				       z->xl_rec[z->xl_next + i], z->xl_test, v,
				       l.no, k[i].s);
			if (ret)
				return ret;
		}
		z->xl_next += n;
		return 0;
	}
	if (n - 1 > z->n_xl_rec) {
		ingest_warn_at(ctx, k[n - 1].s,
			       "more figures than record sizes in the "
			       "iozone report row: skipped");
		return 0;
	}
	z->xl_rows++;
	z->xl_fkb = fkb;
	z->xl_next = n - 1;
	for (int i = 1; i < n; i++) {
		if (tok_number(&k[i], &v) || v < 0) {
			ingest_warn_at(ctx, k[i].s,
				       "expected a number in the iozone "
				       "report, found '%.*s': cell skipped",
				       (int)k[i].len, k[i].s);
			continue;
		}
		if (v == 0)
			continue; /* a test iozone did not run */
		ret = add_cell(ctx, z, fkb, z->xl_rec[i - 1], z->xl_test, v,
			       l.no, k[i].s);
		if (ret)
			return ret;
	}
	return 0;
}

/* "= 4247.53 kB/sec", "= 2107.00 ops/sec", "= 757.00 kB" */
static int tp_value(const char *s, int rate, double *v, const char **unit)
{
	const char *p = strchr(s, '='), *e;
	double x;

	if (!p)
		return -1;
	p = skip_blanks(p + 1);
	if (units_number(p, &e, UNITS_COMMA_THOUSANDS, &x) || x < 0)
		return -1;
	e = skip_blanks(e);
	if (!strncmp(e, "ops", 3)) {
		*v = x;
		*unit = rate ? "iops" : "count";
		return 0;
	}
	if (rate) {
		*unit = "bytes/s";
		return units_rate(p, &e, UNITS_BINARY, UNITS_COMMA_THOUSANDS,
				  v);
	}
	*unit = "bytes";
	return units_size(p, &e, UNITS_BINARY, UNITS_COMMA_THOUSANDS, v);
}

/* Throughput mode lines; returns 1 when not one of them. */
static int next_run(struct ingest_ctx *ctx, struct iz_run *z, size_t *total,
		    struct iz_run *keep);

/*
 * Whether a "Children see throughput for N LABEL" line repeats a test this
 * run already holds (same label, same N): the output of another execution
 * pasted below the first ("with samba 4.7.6:", its lines, "with samba
 * 4.10.6:", the same lines), not a second figure of this one.  -l/-u's
 * process counts differ in N and stay in one run.
 */
static int tp_repeats(const struct iz_run *z, const char *label, double n)
{
	int64_t k = units_int64(n);

	for (size_t i = 0; i < z->n; i++)
		if (k >= 0 && !strcmp(z->res[i].job, label) &&
		    z->res[i].r.cond.numjobs == k && z->res[i].tp)
			return 1;
	return 0;
}

/*
 * The result of a "Children see throughput for N LABEL = V unit" line (n
 * < 0: N not printed), v in unit ("bytes/s" or "iops"); the lines below
 * it add to it.  0 or a negative errno.
 */
static int tp_start(struct ingest_ctx *ctx, struct iz_run *z,
		    struct text_line l, const char *label, double n, double v,
		    const char *unit, size_t *total)
{
	struct iz_res *x;

	/* a caption between throughput lines ("xfs:") also starts
	 * another run: a person's words for another case */
	if (z->n && (tp_repeats(z, label, n) || z->caption_set)) {
		struct iz_run keep;
		int ret = next_run(ctx, z, total, &keep);

		if (ret)
			return ret;
		z->from = l.no;
		z->label[0] = '\0';
	}
	if (!z->n && z->caption_set) {
		/* the caption above a run's first line labels it */
		memcpy(z->label, z->caption, sizeof(z->label));
		z->caption_set = 0;
	}
	x = new_res(z, l.no);
	if (!x)
		return -ENOMEM;
	snprintf(x->job, sizeof(x->job), "%s", label);
	x->tp = 1;
	for (size_t i = 0; i < N_TESTS; i++)
		if (!strcmp(tests[i].tp, label))
			x->test = (int)i;
	if (x->test >= 0) {
		x->r.cond.op = tests[x->test].op;
		x->r.cond.pattern = tests[x->test].pattern;
	} else {
		x->r.cond.op = strstr(label, "writ")   ? IODB_OP_WRITE
			       : strstr(label, "read") ? IODB_OP_READ
						       : IODB_OP_UNKNOWN;
	}
	if (n >= 1)
		x->r.cond.numjobs = units_int64(n);
	x->r.cond.direct = z->direct;
	if (!isnan(z->rec_kb))
		x->r.cond.bs = kb_i64(z->rec_kb);
	if (!strcmp(unit, "iops"))
		x->r.iops = v;
	else
		x->r.bw_bytes = v;
	if (!isnan(z->file_kb))
		add_extra(x, "file_size_bytes", kb_bytes(z->file_kb), "bytes");
	z->tp = (long)(x - z->res);
	return 0;
}

static int throughput_line(struct ingest_ctx *ctx, struct iz_run *z,
			   struct text_line l, const char *line, size_t *total)
{
	static const struct {
		const char *key, *extra;
		int rate;
	} follow[] = {
	    {"Parent sees throughput for", "parent_throughput", 1},
	    {"Min throughput per process", "min_throughput_per_process", 1},
	    {"Max throughput per process", "max_throughput_per_process", 1},
	    {"Avg throughput per process", "avg_throughput_per_process", 1},
	    {"Min xfer", "min_xfer", 0},
	};
	const char *p = strstr(line, "Children see throughput for"), *e;
	const char *unit;
	char label[48];
	double n, v;
	size_t k;

	if (p) {
		p = skip_blanks(p + 27);
		if (units_number(p, &e, UNITS_COMMA_THOUSANDS, &n) || n < 1 ||
		    n > 1e9)
			goto bad;
		p = skip_blanks(e);
		e = strchr(p, '=');
		if (!e || e == p)
			goto bad;
		k = (size_t)(e - p);
		while (k && (p[k - 1] == ' ' || p[k - 1] == '\t'))
			k--;
		if (!k || k >= sizeof(label))
			goto bad;
		memcpy(label, p, k);
		label[k] = '\0';
		if (tp_value(e, 1, &v, &unit))
			goto bad;
		return tp_start(ctx, z, l, label, n, v, unit, total);
	}
	for (size_t i = 0; i < sizeof(follow) / sizeof(follow[0]); i++) {
		p = strstr(line, follow[i].key);
		if (!p)
			continue;
		if (z->tp < 0) {
			ingest_warn_at(
			    ctx, l.s + (line_find(l, follow[i].key) - l.s),
			    "'%s' before any 'Children see "
			    "throughput' line: skipped",
			    follow[i].key);
			return 0;
		}
		if (tp_value(p, follow[i].rate, &v, &unit))
			goto bad;
		add_extra(&z->res[z->tp], follow[i].extra, v, unit);
		z->res[z->tp].r.line_to = l.no;
		z->to = l.no;
		return 0;
	}
	/* "CPU Utilization: Wall time 2.671 CPU time 1.974 CPU utilization
	 * 73.89 %" (iozone prints "utilization" lowercase in the first
	 * words after the first test): the figure follows the last one */
	p = strstr(line, "CPU utilization");
	while (p && strstr(p + 15, "CPU utilization"))
		p = strstr(p + 15, "CPU utilization");
	if (p && z->tp >= 0) {
		p = skip_blanks(p + 15);
		/* cut before its percentage ("... CPU time 29.517 CPU", the
		 * rest wrapped by a mail client, "utilization" joined back):
		 * no figure to keep or guess */
		if (!*p)
			return 0;
		if (units_number(p, &e, UNITS_COMMA_THOUSANDS, &v))
			goto bad;
		add_extra(&z->res[z->tp], "cpu_utilization_pct", v, "pct");
		return 0;
	}
	/* the same line cut before "utilization" */
	if (strstr(line, "CPU Utilization: Wall time") && z->tp >= 0)
		return 0;
	return 1;
bad:
	ingest_warn_at(ctx, l.s,
		       "expected 'LABEL = N kB/sec' in the iozone "
		       "throughput line, found '%.60s': line skipped",
		       line);
	return 0;
}

/* Throughput-mode keys: where a flattened line is cut again. */
static const char *const tp_starts[] = {
    "Children see",   "Parent sees", "Min throughput",	"Max throughput",
    "Avg throughput", "Min xfer",    "CPU Utilization", "CPU utilization:",
};

/*
 * The throughput lines in t (trimmed), also when a blog migration joined
 * them onto one line: each key starts a segment.  Returns 0, 1 when t
 * holds none, or a negative errno.
 */
static int throughput_segments(struct ingest_ctx *ctx, struct iz_run *z,
			       struct text_line t, size_t *total)
{
	char line[IZ_LINE];
	int ret, any = 0;

	while (t.len) {
		struct text_line seg = t;

		for (size_t i = 1; i < t.len && seg.len == t.len; i++) {
			if (t.s[i - 1] != ' ' && t.s[i - 1] != '\t')
				continue;
			for (size_t k = 0;
			     k < sizeof(tp_starts) / sizeof(*tp_starts); k++) {
				size_t w = strlen(tp_starts[k]);

				if (w <= t.len - i &&
				    !memcmp(t.s + i, tp_starts[k], w)) {
					seg.len = i;
					break;
				}
			}
		}
		t.s += seg.len;
		t.len -= seg.len;
		t = line_trim(t);
		seg = line_trim(seg);
		line_copy(seg, line, sizeof(line));
		ret = throughput_line(ctx, z, seg, line, total);
		if (ret < 0)
			return ret;
		any |= !ret;
	}
	return !any;
}

/*
 * Ramble's "figures of merit" lines: "Test LABEL context figures of
 * merit:" (LABEL as iozone's "Children see throughput for N LABEL"
 * printed it) returns tests[] index + 1; any other "... figures of
 * merit:" line (the experiment's, "default (null) context") returns 0;
 * -1 when t is no such line.
 */
static int fom_context(struct text_line t)
{
	static const char ctx_end[] = " context figures of merit:";
	static const char end[] = " figures of merit:";
	size_t ce = sizeof(ctx_end) - 1, e = sizeof(end) - 1;

	if (t.len <= e || memcmp(t.s + t.len - e, end, e))
		return -1;
	if (t.len > ce + 5 && !memcmp(t.s + t.len - ce, ctx_end, ce) &&
	    !memcmp(t.s, "Test ", 5))
		for (size_t i = 0; i < N_TESTS; i++)
			if (strlen(tests[i].tp) == t.len - ce - 5 &&
			    !memcmp(t.s + 5, tests[i].tp, t.len - ce - 5))
				return (int)i + 1;
	return 0;
}

/*
 * iozone's throughput lines as Ramble re-prints them under "Test LABEL
 * context figures of merit:": "Total throughput = V kB/sec" is the
 * children's figure of that test (N not printed), "Min/Max/Avg
 * throughput = V kB/sec" the per-process ones (Ramble's iozone
 * application reads them from "Children see throughput for N LABEL" and
 * "Min/Max/Avg throughput per process").  0 when t is one of them, 1 when
 * not, or a negative errno.
 */
static int fom_line(struct ingest_ctx *ctx, struct iz_run *z,
		    struct text_line t, const char *line, size_t *total)
{
	static const struct {
		const char *key, *extra;
	} per[] = {
	    {"Min throughput =", "min_throughput_per_process"},
	    {"Max throughput =", "max_throughput_per_process"},
	    {"Avg throughput =", "avg_throughput_per_process"},
	};
	int c = fom_context(t), fom = z->fom, ret;
	const char *unit;
	double v;

	if (c >= 0) {
		z->fom = c;
		return 0;
	}
	if (!fom)
		return 1;
	if (line_starts(t, "Total throughput =")) {
		if (tp_value(line, 1, &v, &unit))
			goto bad;
		ret =
		    tp_start(ctx, z, t, tests[fom - 1].tp, -1, v, unit, total);
		z->fom = fom; /* another run keeps the context */
		return ret;
	}
	for (size_t i = 0; i < sizeof(per) / sizeof(per[0]); i++) {
		if (!line_starts(t, per[i].key))
			continue;
		if (z->tp < 0 || strcmp(z->res[z->tp].job, tests[fom - 1].tp))
			return 0; /* no total above it: nothing to add to */
		if (tp_value(line, 1, &v, &unit))
			goto bad;
		add_extra(&z->res[z->tp], per[i].extra, v, unit);
		z->res[z->tp].r.line_to = t.no;
		z->to = t.no;
		return 0;
	}
	return 1;
bad:
	ingest_warn_at(ctx, t.s,
		       "expected 'NAME throughput = N kB/sec' in the figures "
		       "of merit, found '%.60s': line skipped",
		       line);
	return 0;
}

/*
 * The tests[] index of a -R throughput report's row name at the start of
 * t: quoted as iozone prints it ("\"  Initial write \"") or not ("Initial
 * write" copied by hand), the longest name that fits; *rest gets what
 * follows it.  -1 when t starts with none.
 */
static int summary_test(struct text_line t, struct text_line *rest)
{
	const char *s = t.s, *end = t.s + t.len, *close = NULL;
	int best = -1;
	size_t best_len = 0;

	if (s < end && *s == '"') {
		close = memchr(s + 1, '"', t.len - 1);
		if (!close)
			return -1;
		s = skip_blanks(s + 1);
	}
	for (size_t i = 0; i < N_TESTS; i++) {
		size_t l = tests[i].summary ? strlen(tests[i].summary) : 0;
		const char *e = s + l;

		if (!l || l <= best_len || (size_t)(end - s) < l ||
		    strncasecmp(s, tests[i].summary, l))
			continue;
		if (close)
			e = skip_blanks(e);
		if (close ? e != close : e < end && *e != ' ' && *e != '\t')
			continue;
		best = (int)i;
		best_len = l;
	}
	if (best < 0)
		return -1;
	rest->s = close ? close + 1 : s + best_len;
	rest->len = (size_t)(end - rest->s);
	rest->no = t.no;
	return best;
}

/* A cell comparing the columns, not a figure: "+5.6%", "-3%", "1.05x". */
static int ratio_cell(const struct tok *t)
{
	char c = t->len ? t->s[t->len - 1] : 0;

	return t->len && (t->s[0] == '+' || c == '%' || c == 'x' || c == 'X');
}

/* A header word naming a comparison of the other columns ("ratio",
 * "diff", "delta", "%", "patched/base"): its cells are no results. */
static int ratio_word(const struct tok *t)
{
	static const char *const w[] = {
	    "ratio",   "diff",	 "difference",	"delta", "change",
	    "speedup", "gain",	 "improvement", "%",	 "vs",
	    "times",   "factor", "percent",	NULL};

	if (memchr(t->s, '/', t->len) || memchr(t->s, '%', t->len))
		return 1;
	for (size_t i = 0; w[i]; i++)
		if (t->len == strlen(w[i]) && !strncasecmp(t->s, w[i], t->len))
			return 1;
	return 0;
}

/*
 * The header h over the first summary row (n cells): one system per
 * cell, a first word "Test" naming the rows' column left out.  0 when
 * it fits, -1 when h is no such header (the column count differs, a
 * word is a figure or iozone's own quoted line).
 */
static int summary_header(struct iz_run *z, struct text_line h, int n)
{
	struct tok k[IZ_COLS + 1];
	int m = tokens(h, k, IZ_COLS + 1), first = 0;
	double v;

	if (m && k[0].len >= 4 && k[0].len <= 5 &&
	    !strncasecmp(k[0].s, "tests", k[0].len))
		first = 1;
	if (m - first != n || n < 1 || n > IZ_COLS)
		return -1;
	for (int i = first; i < m; i++)
		if (!tok_number(&k[i], &v) ||
		    k[i].len >= sizeof(z->sum_col[0]) ||
		    memchr(k[i].s, '"', k[i].len) ||
		    memchr(k[i].s, '=', k[i].len) ||
		    k[i].s[k[i].len - 1] == ':' || k[i].s[k[i].len - 1] == '.')
			return -1;
	for (int i = 0; i < n; i++) {
		memcpy(z->sum_col[i], k[first + i].s, k[first + i].len);
		z->sum_col[i][k[first + i].len] = '\0';
		z->sum_ratio[i] = ratio_word(&k[first + i]);
	}
	z->sum_cols = n;
	return 0;
}

/* Whether t is a rule under a header: only '-', '=', '+', '|' and
 * blanks, three in a row. */
static int rule_line(struct text_line t)
{
	if (t.len < 3)
		return 0;
	/* t is a slice of the file, not a string: no strspn() past it */
	for (size_t i = 0; i < t.len; i++)
		if (!strchr("-=+| \t", t.s[i]) || !t.s[i])
			return 0;
	return 1;
}

/*
 * The result of a person's table cell: test's throughput v (kB/s, or
 * ops/s with -O) in column col (its run: flush()) with numjobs threads
 * (<= 0 unknown) and the run's settings; a figure a person took from
 * iozone's throughput lines, none with -N (no throughput printed).
 * 0 on success (nothing added with -N), -ENOMEM.
 */
static int column_res(struct iz_run *z, int test, int col, int64_t numjobs,
		      double v, long no)
{
	struct iz_res *x;

	if (z->mode == IZ_USEC)
		return 0; /* -N: no throughput report */
	x = new_res(z, no);
	if (!x)
		return -ENOMEM;
	x->test = test;
	x->col = col;
	snprintf(x->job, sizeof(x->job), "%s", tests[test].tp);
	x->r.cond.op = tests[test].op;
	x->r.cond.pattern = tests[test].pattern;
	x->r.cond.direct = z->direct;
	if (numjobs > 0)
		x->r.cond.numjobs = numjobs;
	if (!isnan(z->rec_kb))
		x->r.cond.bs = kb_i64(z->rec_kb);
	if (z->mode == IZ_OPS)
		x->r.iops = v;
	else
		x->r.bw_bytes = kb_bytes(v);
	if (!isnan(z->file_kb))
		add_extra(x, "file_size_bytes", kb_bytes(z->file_kb), "bytes");
	return 0;
}

/*
 * A person's summary table of iozone -R throughput reports (see struct
 * iz_run): each row's figure in a system's column is one result, its run
 * the column's (flush()); ratio columns and cells are left out.  0 when
 * t is a row of it, 1 when not (a words line is kept as the header it
 * may be), or a negative errno.
 */
static int summary_line(struct ingest_ctx *ctx, struct iz_run *z,
			struct text_line t, size_t *total)
{
	struct tok k[IZ_COLS + 1];
	struct text_line rest;
	int test = summary_test(t, &rest), n;
	double v;

	if (test < 0) {
		if (rule_line(t))
			return 1; /* "-------" under the header */
		z->sum_on = 0;
		z->sum_hdr = t;
		z->sum_hdr_set = 1;
		return 1;
	}
	n = tokens(rest, k, IZ_COLS + 1);
	for (int i = 0; i < n; i++)
		if (!ratio_cell(&k[i]) && tok_number(&k[i], &v))
			return 1; /* "Read the numbers below": prose */
	if (!z->sum_on) {
		int had = 0;

		if (!z->sum_hdr_set || !n)
			return 1; /* iozone's own report: the lines above */
		for (size_t i = 0; i < z->n; i++)
			had |= z->res[i].col > 0;
		if (had) { /* a second table: its columns are others */
			struct iz_run keep;
			int ret = next_run(ctx, z, total, &keep);

			if (ret)
				return ret;
		}
		if (summary_header(z, z->sum_hdr, n)) {
			z->sum_hdr_set = 0;
			return 1;
		}
		z->sum_on = 1;
	}
	z->sum_hdr_set = 0;
	if (n != z->sum_cols) {
		ingest_warn_at(ctx, t.s,
			       "%d figures in the iozone summary row under %d "
			       "columns: row skipped",
			       n, z->sum_cols);
		return 0;
	}
	for (int i = 0; i < n; i++) {
		if (z->sum_ratio[i] || ratio_cell(&k[i]) ||
		    tok_number(&k[i], &v) || v <= 0)
			continue;
		if (column_res(z, test, i + 1, z->threads, v, t.no))
			return -ENOMEM;
	}
	return 0;
}

/*
 * Whether s (n bytes) is iozone's unit of throughput as a person writes
 * it after a test's name ("kB/s", "KB/sec", "kBytes/sec"): kB of 1024.
 */
static int kbs_unit(const char *s, size_t n)
{
	static const char *const u[] = {"kB/s",	      "kB/sec", "kbytes/s",
					"kbytes/sec", "KiB/s",	NULL};

	for (size_t i = 0; u[i]; i++)
		if (n == strlen(u[i]) && !strncasecmp(s, u[i], n))
			return 1;
	return 0;
}

/* Whether the letters of name, in lower case, are w (NUL-ended). */
static int letters_are(const char *name, const char *w)
{
	for (; *name; name++) {
		if (!isalpha((unsigned char)*name))
			continue;
		if (tolower((unsigned char)*name) != *w++)
			return 0;
	}
	return !*w;
}

/*
 * The tests[] index of a caption naming one iozone test and nothing else,
 * as a person heads a table of that test's figures: "** Initial writers
 * **", "=== Re-writers ===", "Random_readers:", "Readers (kB/s)" -
 * iozone's throughput label ("Children see throughput for N LABEL") or
 * its -R report's row name, case, '_', '-' and blanks aside; '*', '=',
 * '#', '-', '~' around it, a ':' after it, iozone's own unit in brackets.
 * -1 when t is none (another word, another unit).
 */
static int pt_caption(struct text_line t)
{
	static const char deco[] = "*=#-~ \t";
	const char *s = t.s, *e = t.s + t.len, *open;
	char w[48];
	size_t n = 0;

	while (s < e && strchr(deco, *s))
		s++;
	while (e > s && strchr(deco, e[-1]))
		e--;
	if (e > s && e[-1] == ':')
		e--;
	if (e > s && e[-1] == ')') {
		open = memrchr(s, '(', (size_t)(e - s));
		if (!open || !kbs_unit(open + 1, (size_t)(e - 1 - open - 1)))
			return -1;
		e = open;
	}
	for (const char *p = s; p < e; p++) {
		if (isalpha((unsigned char)*p)) {
			if (n + 1 >= sizeof(w))
				return -1;
			w[n++] = (char)tolower((unsigned char)*p);
		} else if (!strchr(" \t_-", *p)) {
			return -1;
		}
	}
	w[n] = '\0';
	for (size_t i = 0; n && i < N_TESTS; i++)
		if (letters_are(tests[i].tp, w) ||
		    (tests[i].summary && letters_are(tests[i].summary, w)))
			return (int)i;
	return -1;
}

/*
 * The header of such a table: a word for iozone's processes ("threads:",
 * "Num threads", "processes", "# procs") then a whole count per column
 * ("1  2  4  8"), the counts into jobs (IZ_COLS at most).  How many; 0
 * when h is no such header.
 */
static int pt_header(struct text_line h, int64_t *jobs)
{
	static const char *const lead[] = {"num", "nr", "number", "of",
					   "no.", "#",	"n",	  NULL};
	static const char *const count[] = {
	    "threads", "thread",   "processes",	 "process",	"procs",
	    "proc",    "children", "nr_threads", "num_threads", NULL};
	struct tok k[IZ_COLS + 5];
	int m = tokens(h, k, IZ_COLS + 5), w = 0, n = 0;
	double v;

	while (w < m && tok_number(&k[w], &v))
		w++;
	if (!w || w > 3 || m - w > IZ_COLS || m == IZ_COLS + 5)
		return 0;
	for (int i = 0; i < w; i++) {
		const char *const *list = i + 1 < w ? lead : count;
		size_t l = k[i].len - (k[i].s[k[i].len - 1] == ':');
		int found = 0;

		if (i + 1 < w && k[i].s[l] == ':')
			return 0; /* "threads: per ..." */
		for (size_t j = 0; list[j] && !found; j++)
			found = l == strlen(list[j]) &&
				!strncasecmp(k[i].s, list[j], l);
		if (!found)
			return 0;
	}
	for (int i = w; i < m; i++) {
		tok_number(&k[i], &v);
		if (v < 1 || v > 1e6 || v != floor(v))
			return 0;
		jobs[n++] = (int64_t)v;
	}
	return n;
}

/*
 * Whether the name of a row (name, len bytes) says its cells compare the
 * other rows ("speed-up(times):", "diff", "%", "patched/base", "ratio"):
 * derived figures, never results.
 */
static int pt_derived_name(const char *name, size_t len)
{
	char squashed[64];
	size_t n = 0;

	if (memchr(name, '%', len) || memchr(name, '/', len))
		return 1;
	for (size_t i = 0; i < len;) {
		struct tok w;

		while (i < len && !isalnum((unsigned char)name[i]))
			i++;
		w.s = name + i;
		while (i < len && isalnum((unsigned char)name[i]))
			i++;
		w.len = (size_t)(name + i - w.s);
		if (w.len && ratio_word(&w))
			return 1;
	}
	/* "speed-up", "speed up", "Speedup" */
	for (size_t i = 0; i < len && n + 1 < sizeof(squashed); i++)
		if (isalpha((unsigned char)name[i]))
			squashed[n++] = (char)tolower((unsigned char)name[i]);
	squashed[n] = '\0';
	return strstr(squashed, "speedup") != NULL;
}

/*
 * A row of such a table: a name ("baseline:", "v5.10:", "patched") then
 * n cells.  1 when every cell is a figure (into v; *derived when the
 * name or a cell says the row compares the others: "speed-up(times):",
 * "+12%", "1.9x", a figure below 0; then a cell may be no figure, "-",
 * when the name ends in ':'), the name without its ':' into name (size
 * bytes); 2 when its name ends in ':' and some cells are no figure
 * ("patched:  2127476  n/a  2345079"); 0 when t is no row of n cells.
 */
static int pt_row(struct text_line t, int n, char *name, size_t size, double *v,
		  int *derived)
{
	struct tok k[IZ_COLS + 8];
	int m = tokens(t, k, IZ_COLS + 8), first = m - n, figs = 0, bad = 0;
	const char *e;
	size_t l;
	double d;

	if (first < 1 || m == IZ_COLS + 8 || !tok_number(&k[first - 1], &d))
		return 0; /* a figure more than the columns: no such row */
	e = k[first - 1].s + k[first - 1].len;
	l = (size_t)(e - k[0].s);
	*derived = pt_derived_name(k[0].s, l);
	if (e[-1] == ':')
		l--;
	if (!l || l >= size)
		return 0;
	memcpy(name, k[0].s, l);
	name[l] = '\0';
	for (int i = first; i < m; i++) {
		if (ratio_cell(&k[i])) {
			*derived = 1;
		} else if (tok_number(&k[i], &v[i - first])) {
			bad++;
		} else {
			figs++;
			*derived |= v[i - first] < 0;
		}
	}
	if (!bad || (*derived && e[-1] == ':'))
		return 1; /* "new/old:  1.25  -": compares, no result */
	return figs && e[-1] == ':' ? 2 : 0;
}

int iozone_test_table(const char *cap, size_t cl, const char *hdr, size_t hl,
		      const char *row, size_t rl)
{
	struct text_line c = {cap, cl, 0}, h = {hdr, hl, 0}, r = {row, rl, 0};
	int64_t jobs[IZ_COLS];
	double v[IZ_COLS];
	char name[48];
	int n, derived;

	if (pt_caption(line_trim(c)) < 0)
		return 0;
	n = pt_header(line_trim(h), jobs);
	if (!n || pt_row(line_trim(r), n, name, sizeof(name), v, &derived) != 1)
		return 0;
	return n;
}

int iozone_test_row(const char *s, size_t len, int n)
{
	struct text_line t = {s, len, 0};
	double v[IZ_COLS];
	char name[48];
	int derived;

	return n > 0 && n <= IZ_COLS &&
	       pt_row(line_trim(t), n, name, sizeof(name), v, &derived) == 1;
}

/*
 * Whether t opens such a table (iozone_test_table()), its header on the
 * next line that is not blank (one blank line between at most), its
 * first row right under the header.  it is the iterator past t.  The
 * caption's tests[] index, the header's thread counts into jobs (*n of
 * them) and its line into *hdr; -1 when t opens none.
 */
static int pt_table_at(struct line_iter it, struct text_line t, int64_t *jobs,
		       int *n, long *hdr)
{
	int test = pt_caption(t);
	struct text_line h, r;

	if (test < 0)
		return -1;
	do {
		if (!lines_next(&it, &h))
			return -1;
		h = line_trim(h);
	} while (!h.len && h.no < t.no + 2);
	if (!h.len || !lines_next(&it, &r) ||
	    !iozone_test_table(t.s, t.len, h.s, h.len, r.s, r.len))
		return -1;
	*n = pt_header(h, jobs);
	*hdr = h.no;
	return test;
}

/*
 * A person's tables of iozone's throughput figures, one per test (see
 * struct iz_run): each row's figure in a column is one result of the
 * caption's test, numjobs the column's thread count, its run the row's
 * (flush(): labelled by the row's name, one run per name over all the
 * tables); rows comparing the others are none.  0 when t is a line of
 * such a table (its caption, header or a row), 1 when not, or a negative
 * errno.  it is the iterator past t.
 */
static int pertest_line(struct ingest_ctx *ctx, struct iz_run *z,
			struct line_iter it, struct text_line t, size_t *total)
{
	char name[sizeof(z->sum_col[0])];
	double v[IZ_COLS];
	int test, derived, row, c, ret;
	long hdr;

	if (z->pt_test && t.no == z->pt_hdr)
		return 0; /* read with its caption */
	if (z->pt_test && t.no == z->pt_last + 1) {
		row = pt_row(t, z->pt_n, name, sizeof(name), v, &derived);
		if (row == 2) {
			ingest_warn_at(ctx, t.s,
				       "a cell of this row of the iozone %s "
				       "table is no figure: row skipped",
				       tests[z->pt_test - 1].tp);
			z->pt_last = t.no;
			return 0;
		}
		if (row == 1) {
			z->pt_last = t.no;
			if (derived)
				return 0;
			for (c = 0; c < z->sum_cols; c++)
				if (!strcmp(z->sum_col[c], name))
					break;
			if (c == z->sum_cols) {
				if (c == IZ_COLS) {
					ingest_warn_at(ctx, t.s,
						       "more than %d rows "
						       "named in the iozone "
						       "tables: row skipped",
						       IZ_COLS);
					return 0;
				}
				snprintf(z->sum_col[c], sizeof(z->sum_col[c]),
					 "%s", name);
				z->sum_ratio[c] = 0;
				z->sum_cols++;
			}
			for (int i = 0; i < z->pt_n; i++) {
				if (v[i] <= 0)
					continue; /* a test not run */
				ret = column_res(z, z->pt_test - 1, c + 1,
						 z->pt_jobs[i], v[i], t.no);
				if (ret)
					return ret;
			}
			return 0;
		}
	}
	z->pt_test = 0;
	test = pt_table_at(it, t, z->pt_jobs, &z->pt_n, &hdr);
	if (test < 0)
		return 1;
	if (z->sum_cols && !z->sum_pt) {
		/* a summary table's runs above: its columns are others */
		struct iz_run keep;
		int64_t jobs[IZ_COLS];
		int n = z->pt_n;

		memcpy(jobs, z->pt_jobs, sizeof(jobs));
		ret = next_run(ctx, z, total, &keep);
		if (ret)
			return ret;
		memcpy(z->pt_jobs, jobs, sizeof(jobs));
		z->pt_n = n;
	}
	z->sum_pt = 1;
	z->pt_test = test + 1;
	z->pt_hdr = hdr;
	z->pt_last = hdr;
	return 0;
}

static int flush(struct ingest_ctx *ctx, struct iz_run *z)
{
	struct iodb_run run = IODB_RUN_INIT;
	int ret;

	if (z->brk_n)
		ingest_warn_at(ctx, z->brk_at[0],
			       "the rest of this iozone table row, broken by "
			       "a kernel log message, never came: row "
			       "skipped");
	if (z->table && !z->table_rows)
		ingest_warn_at(ctx, z->table_at,
			       "no rows under the iozone table header");
	if (z->xl_test >= 0 && !z->xl_header)
		ingest_warn_at(ctx, z->xl_at,
			       "no record sizes under the iozone report "
			       "title");
	if (!z->n)
		return 0;
	if (z->invalid_at) {
		ingest_warn_at(ctx, z->invalid_at,
			       "iozone run in %s: its %zu results are not "
			       "imported",
			       z->invalid_why, z->n);
		return 0;
	}
	run.format = "iozone";
	run.tool = "iozone";
	run.tool_version = z->version[0] ? z->version : NULL;
	run.command = z->command[0] ? z->command : NULL;
	run.label = z->label[0] ? z->label : NULL;
	run.host = z->host[0] ? z->host : NULL;
	run.timestamp = z->timestamp;
	/* column 0: the output's own results; 1..: a summary table's, one
	 * run per system column, labelled by its header */
	for (int c = 0; c <= z->sum_cols; c++) {
		char label[sizeof(z->label) + sizeof(z->sum_col[0]) + 3];
		size_t k = 0;

		for (size_t i = 0; i < z->n; i++)
			if (z->res[i].col == c) {
				if (!k++)
					run.line_from = z->res[i].r.line_from;
				run.line_to = z->res[i].r.line_to;
			}
		if (!k)
			continue;
		if (!c) {
			run.line_from = z->from;
			run.line_to = z->to;
		} else {
			snprintf(label, sizeof(label), "%s%s%s", z->label,
				 z->label[0] ? " / " : "", z->sum_col[c - 1]);
			run.label = label;
		}
		ret = ingest_emit_run(ctx, &run);
		for (size_t i = 0; !ret && i < z->n; i++) {
			struct iz_res *x = &z->res[i];

			if (x->col != c)
				continue;
			x->r.job = x->job;
			x->r.test = x->test >= 0 ? tests[x->test].name : x->job;
			x->r.extras = x->m;
			x->r.n_extras = x->n_m;
			ret = ingest_emit_result(ctx, &x->r);
		}
		if (ret)
			return ret;
	}
	return 0;
}

/*
 * Emit the run so far (its results counted in *total) and start another
 * with the same command and settings (version, label, mode, sizes, the
 * tests -i ran), the run as it was in *keep.
 */
static int next_run(struct ingest_ctx *ctx, struct iz_run *z, size_t *total,
		    struct iz_run *keep)
{
	int ret;

	*keep = *z;
	*total += z->n;
	ret = flush(ctx, z);
	if (ret)
		return ret;
	run_reset(z);
	memcpy(z->version, keep->version, sizeof(z->version));
	memcpy(z->command, keep->command, sizeof(z->command));
	memcpy(z->label, keep->label, sizeof(z->label));
	z->timestamp = keep->timestamp;
	z->mode = keep->mode;
	z->direct = keep->direct;
	z->threads = keep->threads;
	z->rec_kb = keep->rec_kb;
	z->file_kb = keep->file_kb;
	z->i_tests = keep->i_tests;
	z->invalid_at = keep->invalid_at;
	z->invalid_why = keep->invalid_why;
	z->active = 1;
	return 0;
}

static int settings_line(struct iz_run *z, const char *line);
static int banner_start(const char *buf, size_t n);

/*
 * Whether line t, no colon after it, is a caption over a throughput block
 * ("with samba 4.7.6" starting its paragraph, "Children see throughput
 * for 1 initial writers = ..." on the next line): read as a caption with
 * a colon (line_caption()).  it is the iterator past t, prev the last
 * non-blank line before it.
 */
static int tp_caption_at(struct line_iter it, struct text_line t,
			 struct text_line prev)
{
	struct text_line nx, nt;

	if ((prev.len && prev.no == t.no - 1) || !lines_next(&it, &nx))
		return 0;
	nt = line_trim(nx);
	return nx.no == t.no + 1 && nt.len > 24 &&
	       !memcmp(nt.s, "Children see throughput", 23);
}

/*
 * A name a person wrote alone on the line above a table ("ext4", "XFS
 * (noatime)", "=== btrfs ==="): without its decoration, a caption as
 * line_caption() reads one once given a colon, with at most one lowercase
 * word without a digit (two are a remark: "much better", "before
 * tuning"), no sentence's end, and none of iozone's own lines (settings,
 * banner, command: "Auto Mode", "O_DIRECT feature enabled").  Its text
 * into out (n bytes); 1 when l is one.
 */
static int name_line(struct text_line l, char *out, size_t n)
{
	static const char *const own[] = {"Auto Mode", "OPS Mode", "SYNC Mode",
					  "Microseconds/op Mode",
					  "Excel chart generation enabled"};
	struct iz_run scratch;
	struct tok k[8];
	char buf[160];
	int words, lower = 0;

	l = line_trim(l);
	if (line_is_log_marker(l.s, l.len))
		return 0; /* "#### TEST GROUP START iozone ####" */
	while (l.len && strchr("=-#*[", l.s[0])) {
		l.s++;
		l.len--;
	}
	while (l.len && strchr("=-#*]", l.s[l.len - 1]))
		l.len--;
	l = line_trim(l);
	if (!l.len || l.len + 2 > sizeof(buf) || strchr(".!?:", l.s[l.len - 1]))
		return 0;
	words = tokens(l, k, 8);
	for (int i = 0; i < words; i++) {
		int digit = 0;

		for (size_t j = 0; j < k[i].len; j++)
			digit |= isdigit((unsigned char)k[i].s[j]) != 0;
		lower += islower((unsigned char)k[i].s[0]) && !digit;
	}
	if (lower > 1 || find_command(l) || line_find(l, "Iozone") ||
	    banner_start(l.s, l.len))
		return 0;
	for (size_t i = 0; i < sizeof(own) / sizeof(own[0]); i++)
		if (l.len == strlen(own[i]) && !memcmp(l.s, own[i], l.len))
			return 0;
	line_copy(l, buf, sizeof(buf));
	memset(&scratch, 0, sizeof(scratch));
	if (!settings_line(&scratch, buf))
		return 0;
	buf[l.len] = ':';
	buf[l.len + 1] = '\0';
	return line_caption(buf, l.len + 1, out, n);
}

/*
 * The label of a table whose header was just read: the words typed before
 * its first row, else the caption line above it ("before tuning:",
 * "xfs:"), else a name alone on the line above it ("ext4").  iozone prints its
 * header once per execution, so a header under rows already read is another
 * table of the paste (another execution, another case): it starts a new run,
 * keeping the command and settings read so far, and its rows are never repeats
 * of the first table's.  A second table under no label of its own gets none
 * (the first one's names another case).
 */
static int table_label(struct ingest_ctx *ctx, struct iz_run *z,
		       struct text_line prev, struct text_line prev2,
		       struct text_line prev3, int own_above, size_t *total)
{
	const char *at = NULL;
	size_t n;

	/* "With cache" / "<60 blanks>random" / "random  bkwd  record  stride"
	 * / "kB  reclen ...": the header's first line wrapped twice by a mail
	 * client, each part nothing but iozone's column words.  Fragments of
	 * the header, never its caption: the caption is the line above them */
	if (prev.len && prev2.len && prev3.len && col_words_only(prev) &&
	    col_words_only(prev2)) {
		prev = prev2;
		prev2 = prev3;
	}
	n = prev.len ? header_label(prev, &at) : 0;

	/* "SanDisk Extreme A1   random" / "random" / "kB  reclen ...": the
	 * first header line wrapped by a mail client, its label a line up */
	if (!n && prev.len && prev2.len && col_words_only(prev))
		n = header_label(prev2, &at);
	char label[sizeof(z->label)];
	/* the line a name alone would be on: above the header's fragments */
	struct text_line name = prev.len && col_words_only(prev) ? prev2 : prev;
	int ret;

	if (n >= sizeof(label))
		n = 0;
	if (n) {
		memcpy(label, at, n);
		label[n] = '\0';
	} else if (z->caption_set) {
		memcpy(label, z->caption, sizeof(label));
		n = strlen(label);
	} else if (!own_above && name_line(name, label, sizeof(label))) {
		/* not under iozone's own settings block: its last line
		 * ("Purge Mode On") would be taken for a name */
		n = strlen(label);
	} else {
		label[0] = '\0';
	}
	z->caption_set = 0;
	if (!n && !z->n)
		return 0;
	if (z->n) {
		struct iz_run keep;
		long table_line = z->table_line;

		z->table = 0; /* the new header's rows are still to come */
		ret = next_run(ctx, z, total, &keep);
		if (ret)
			return ret;
		z->from = prev.no;
		z->to = table_line;
		/* the header just read */
		z->n_cols = keep.n_cols;
		memcpy(z->col_test, keep.col_test, sizeof(z->col_test));
		memcpy(z->col_end, keep.col_end, sizeof(z->col_end));
		z->hdr_next = keep.hdr_next;
		z->table = 1;
		z->table_line = keep.table_line;
		z->table_at = keep.table_at;
	}
	memcpy(z->label, label, n + 1);
	return 0;
}

/* Whether the run holds figures of test's Excel report already. */
static int xl_repeats(const struct iz_run *z, int test)
{
	for (size_t i = 0; i < z->n; i++)
		if (z->res[i].xl && z->res[i].test == test)
			return 1;
	return 0;
}

/* "Run began: Thu Jan  1 00:00:23 1970" (as UTC) */
static int64_t parse_began(const char *s)
{
	struct tm tm = {0};
	const char *e = strptime(s, "%a %b %d %H:%M:%S %Y", &tm);

	if (!e || *skip_blanks(e))
		return -1;
	return (int64_t)timegm(&tm);
}

/* Settings lines of the banner block; returns 1 when not one of them. */
static int settings_line(struct iz_run *z, const char *line)
{
	const char *p;
	double a, b;

	if ((p = strstr(line, "$Revision:"))) {
		struct text_line v = {skip_blanks(p + 10), 0, 0};

		v.len = strcspn(v.s, " $");
		line_copy(v, z->version, sizeof(z->version));
	} else if ((p = strstr(line, "Run began:"))) {
		z->timestamp = parse_began(skip_blanks(p + 10));
	} else if (strstr(line, "operations per second") ||
		   strstr(line, "OPS Mode")) {
		z->mode = IZ_OPS;
	} else if (strstr(line, "microseconds per operation") ||
		   strstr(line, "Microseconds/op Mode")) {
		z->mode = IZ_USEC;
	} else if (strstr(line, "Output is in kBytes/sec") ||
		   strstr(line, "Output is in Kbytes/sec")) {
		z->mode = IZ_KBS;
	} else if (strstr(line, "O_DIRECT feature enabled")) {
		z->direct = 1;
	} else if (!strncmp(line, "Record Size ", 12)) {
		if (!units_number(line + 12, NULL, UNITS_COMMA_THOUSANDS, &a))
			z->rec_kb = a;
	} else if (!strncmp(line, "File size set to ", 17)) {
		if (!units_number(line + 17, NULL, UNITS_COMMA_THOUSANDS, &a))
			z->file_kb = a;
	} else if (sscanf(line, "Throughput test with %lf", &a) == 1) {
		z->threads = units_int64(a);
	} else if (sscanf(line, "Each process writes a %lf %*s file in %lf", &a,
			  &b) == 2) {
		z->file_kb = a;
		z->rec_kb = b;
	} else {
		return 1;
	}
	return 0;
}

/* Whether s (n bytes) is a mail header's key: words of letters, each
 * starting with a capital, joined by '-' ("Mime-Version", "MIME-Version",
 * "X-Mailer", "DKIM-Signature", "X-MS-Has-Attach"). */
static int mail_key(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		int start = !i || s[i - 1] == '-';

		if (s[i] == '-' && (start || i + 1 == n))
			return 0;
		if (s[i] != '-' && (start ? !isupper((unsigned char)s[i])
					  : !isalpha((unsigned char)s[i])))
			return 0;
	}
	return memchr(s, '-', n) != NULL;
}

/*
 * pdsh's (or clush's) "HOST: " before each line of a command it ran on
 * many hosts ("10.0.0.11:      Children see throughput for  1 initial
 * writers  = 302980.50 kB/sec"): its length with the blanks after it,
 * the host copied into host; 0 when t has none.  A host name holds a
 * digit, '.' or '-' ("node01", "10.0.0.11", "c1-n2"): a word such as
 * "Note:" is none, and so is a mail header's key in any case
 * ("MIME-Version: 1.0", "X-Mailer:", "CC:").
 */
static size_t host_prefix(struct text_line t, char *host, size_t size)
{
	size_t i = 0;
	int mark = 0;

	while (i < t.len &&
	       (isalnum((unsigned char)t.s[i]) || strchr("._-", t.s[i]))) {
		mark |= isdigit((unsigned char)t.s[i]) || t.s[i] == '.' ||
			t.s[i] == '-';
		i++;
	}
	if (!i || !mark || i >= size || i + 1 >= t.len || t.s[i] != ':' ||
	    (t.s[i + 1] != ' ' && t.s[i + 1] != '\t'))
		return 0;
	if (mail_key(t.s, i) || line_is_mail_header(t.s, t.len) ||
	    line_is_mime_header(t.s, t.len))
		return 0; /* "Mime-Version: 1.0": a mail's header */
	memcpy(host, t.s, i);
	host[i] = '\0';
	i++;
	while (i < t.len && (t.s[i] == ' ' || t.s[i] == '\t'))
		i++;
	return i;
}

/* Whether t holds iozone's own words of a throughput test: the line a
 * pdsh prefix stands before (pdsh prefixes every line it relays). */
static int tp_words(struct text_line t)
{
	return line_find(t, "throughput") || line_find(t, "kB/sec") ||
	       line_find(t, "Children see") || line_find(t, "Parent sees");
}

/*
 * The throughput lines of another host (pdsh): the run so far is
 * emitted and a new one, the same command and settings, takes the
 * host's lines.
 */
static int host_run(struct ingest_ctx *ctx, struct iz_run *z, const char *host,
		    long no, size_t *total)
{
	struct iz_run keep;
	int ret;

	if (!strcmp(host, z->host))
		return 0;
	if (z->n) {
		ret = next_run(ctx, z, total, &keep);
		if (ret)
			return ret;
		z->from = no;
		z->to = no;
	}
	snprintf(z->host, sizeof(z->host), "%s", host);
	return 0;
}

/*
 * The run read so far stored (its results counted into *total) and a new
 * one begun at line no: an execution's own line ("Command line used:",
 * an invalid mode's) after figures belongs to the next execution, its
 * banner cut.
 */
static int next_execution(struct ingest_ctx *ctx, struct iz_run *z,
			  size_t *total, long no)
{
	int ret;

	*total += z->n;
	ret = flush(ctx, z);
	if (ret)
		return ret;
	run_reset(z);
	z->from = no;
	z->to = no;
	return 0;
}

/*
 * The lines of a text, an auto table flattened onto one line (a page
 * copied as text: "alice@ws-07:~$ iozone -a -i 0 -i 2 random random ...
 * kB reclen write ... 524288 8 41210 40877 20133 38821 524288 64 ...")
 * cut back into its lines where docflat_split() finds them, each piece
 * keeping its line's number; a document hands the same pieces over.
 */
struct iz_lines {
	struct line_iter it;
	struct text_line line;
	size_t starts[DOCFLAT_MAX], n, k;
};

/*
 * Where the figures start that follow iozone's header on its own line
 * ("... kB reclen write rewrite read reread 262144 16 88123 ..."): a
 * table flattened onto one line; NULL when l holds none.  iozone prints
 * its rows under the header, never beside it.
 */
static const char *flat_figures(struct text_line l)
{
	struct tok t[IZ_COLS + 2];
	const char *r = memmem(l.s, l.len, " reclen ", 8);
	struct text_line h;
	int n;

	if (!r || r - l.s < 2 || !(r[-2] == 'k' || r[-2] == 'K') ||
	    r[-1] != 'B' || (r - l.s > 2 && r[-3] != ' ' && r[-3] != '\t'))
		return NULL;
	h.s = r - 2;
	h.len = l.len - (size_t)(h.s - l.s);
	h.no = l.no;
	n = tokens(h, t, IZ_COLS + 2);
	for (int i = 2; i < n; i++)
		if (isdigit((unsigned char)t[i].s[0]))
			return i > 2 ? t[i].s : NULL;
	return NULL;
}

static int iz_lines_next(struct ingest_ctx *ctx, struct iz_lines *x,
			 struct text_line *l)
{
	const char *tool = NULL, *f;
	size_t b;

	if (x->k >= x->n) {
		if (!lines_next(&x->it, &x->line))
			return 0;
		x->k = 0;
		x->n = 0;
		/* cheap first: the header's "reclen" */
		if (x->line.len >= 64 &&
		    memmem(x->line.s, x->line.len, " reclen ", 8))
			x->n = docflat_split(x->line.s, x->line.len, x->starts,
					     DOCFLAT_MAX, &tool);
		if (x->n < 2 || strcmp(tool, "iozone")) {
			x->n = 0;
			*l = x->line;
			f = x->line.len >= 64 ? flat_figures(x->line) : NULL;
			if (f)
				ingest_warn_at(
				    ctx, f,
				    "an iozone table flattened onto one line "
				    "whose figures do not come out as whole "
				    "rows of the tests its command ran (the "
				    "file size, a record length, then a figure "
				    "per test): which test each is cannot be "
				    "told, not read");
			return 1;
		}
	}
	b = x->starts[x->k];
	*l = x->line;
	l->s += b;
	l->len = (x->k + 1 < x->n ? x->starts[x->k + 1] : x->line.len) - b;
	x->k++;
	return 1;
}

static int parse_text(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	struct iz_lines *it = calloc(1, sizeof(*it));
	struct text_line l, t, prev = {0}, prev2 = {0}, prev3 = {0}, cur = {0};
	struct iz_run z = {0};
	char line[IZ_LINE];
	const char *cmd;
	size_t total = 0;
	int ret = 0, title, mode;
	long last_own = 0; /* iozone's last banner, settings or command line */
	long caption_no = 0; /* the line of the caption z.caption */
	long typed_cmd = 0;  /* the line of the last command (not iozone's) */

	if (!it)
		return -ENOMEM;
	run_reset(&z);
	lines_init(&it->it, buf, len);
	while (iz_lines_next(ctx, it, &l)) {
		t = line_trim(l);
		if (!t.len || t.len >= sizeof(line))
			continue;
		prev3 = prev2;
		prev2 = prev;
		prev = cur;
		cur = l;
		ret = summary_line(ctx, &z, t, &total);
		if (ret < 0)
			goto out;
		if (!ret)
			continue;
		ret = pertest_line(ctx, &z, it->it, t, &total);
		if (ret < 0)
			goto out;
		if (!ret)
			continue;
		ret = 0;
		line_copy(t, line, sizeof(line));
		cmd = strstr(line, "Command line used:");
		if (strstr(line, "Iozone: Performance Test of File I/O") ||
		    (!cmd && find_command(t))) {
			/* a new execution: the banner or a prompt line */
			if (z.n || (z.active && !strstr(line, "Iozone:"))) {
				total += z.n;
				ret = flush(ctx, &z);
				if (ret)
					goto out;
				run_reset(&z);
			}
			z.active = 1;
			z.from = t.no;
			z.to = t.no;
			last_own = t.no;
			if (!strstr(line, "Iozone:")) {
				struct text_line c = t;

				c.s = find_command(t);
				c.len = t.len - (size_t)(c.s - t.s);
				c.len = command_len(t, c);
				line_copy(c, z.command, sizeof(z.command));
				parse_command(&z, c.s);
				typed_cmd = t.no;
			}
			continue;
		}
		if (cmd) {
			struct text_line c = {skip_blanks(cmd + 18), 0, 0};

			/* iozone prints it before any figure: after some,
			 * it is the next execution's (its banner cut) */
			if (z.n) {
				ret = next_execution(ctx, &z, &total, t.no);
				if (ret)
					goto out;
			}
			c.len = strlen(c.s);
			line_copy(c, z.command, sizeof(z.command));
			parse_command(&z, t.s);
			z.active = 1;
			last_own = t.no;
			continue;
		}
		if (!settings_line(&z, line)) {
			last_own = t.no;
			continue;
		}
		if ((mode = invalid_line(line)) >= 0) {
			/* iozone prints it before any figure: after some,
			 * it is the next execution's (its banner cut) */
			if (z.n) {
				ret = next_execution(ctx, &z, &total, t.no);
				if (ret)
					goto out;
			}
			/* the verdict under the mode's own line: the mode
			 * is named there */
			if (!z.invalid_at || invalid_modes[mode].opt) {
				z.invalid_at = t.s;
				z.invalid_why = invalid_modes[mode].why;
			}
			z.active = 1;
			last_own = t.no;
			continue;
		}
		if (strstr(line, "Excel output is below")) {
			z.excel = 1;
			z.table = z.table && z.table_rows ? 0 : z.table;
			continue;
		}
		ret = fom_line(ctx, &z, t, line, &total);
		if (ret < 0)
			goto out;
		if (!ret)
			continue;
		ret = 0;
		title = title_line(t);
		if (title >= 0 && xl_repeats(&z, title)) {
			/* iozone prints each report once: another
			 * execution's ("ext4:" / its reports, "xfs:" / the
			 * same reports), not repeats of this one's */
			struct iz_run keep;

			ret = next_run(ctx, &z, &total, &keep);
			if (ret)
				goto out;
			z.from = t.no;
			z.label[0] = '\0';
		}
		if (title >= 0 && !z.n && z.caption_set) {
			/* the caption above a run's first report labels it */
			memcpy(z.label, z.caption, sizeof(z.label));
			z.caption_set = 0;
		}
		if (z.excel || title != -2) {
			ret = excel_line(ctx, &z, l, t);
			if (ret < 0)
				goto out;
			if (!ret)
				continue;
			ret = 0;
		}
		if (t.s[t.len - 1] == ':' ||
		    (t.len >= 3 &&
		     !memcmp(t.s + t.len - 3, "\xef\xbc\x9a", 3)) ||
		    tp_caption_at(it->it, t, prev)) {
			/* "before tuning:", "xfs:" over a table: its label
			 * (line_caption() leaves sentences and "Results:") */
			char cap[sizeof(z.caption)], with[IZ_LINE + 1];
			struct text_line c = t;

			/* "- Results without uas:": a list item's marker
			 * is none of the caption's words */
			if (c.len > 2 && strchr("-*+", c.s[0]) &&
			    c.s[1] == ' ') {
				c.s += 2;
				c.len -= 2;
				c = line_trim(c);
			}
			line_copy(c, with, sizeof(with));
			if (t.s[t.len - 1] != ':' && t.len + 1 < sizeof(with))
				strcat(with, ":");
			/* "... not iozone, so take the numbers as a rough" /
			 * "guide:": the tail of a sentence a mail wrapped,
			 * no caption of its own; the caption is the whole
			 * (line_wrapped_caption(), when the line above
			 * starts its paragraph) or the sentence's last
			 * clause (line_tail_caption()), as fio_text.c reads
			 * one, else none */
			if (prev.s && prev.no + 1 == t.no &&
			    line_wrap_goes_on(line_trim(prev).s,
					      line_trim(prev).len, with,
					      strlen(with))) {
				struct text_line pt = line_trim(prev);
				int para = !prev2.s || prev2.no + 1 != prev.no;

				if ((para &&
				     line_wrapped_caption(pt.s, pt.len, with,
							  strlen(with), cap,
							  sizeof(cap))) ||
				    line_tail_caption(with, strlen(with), cap,
						      sizeof(cap))) {
					memcpy(z.caption, cap, sizeof(cap));
					z.caption_set = 1;
					caption_no = t.no;
					continue;
				}
			} else if (/* "Results without uas (usb-storage
				    * modus):": a longer caption gives the
				    * condition it names */
				   line_caption(with, strlen(with), cap,
						sizeof(cap)) ||
				   line_condition_caption(with, strlen(with),
							  cap, sizeof(cap)) ||
				   /* "Testing the card with `ondemand`:" */
				   line_testing_caption(with, strlen(with), cap,
							sizeof(cap))) {
				memcpy(z.caption, cap, sizeof(cap));
				z.caption_set = 1;
				caption_no = t.no;
				continue;
			}
		}
		ret = table_header(ctx, &z, l);
		if (ret < 0)
			goto out;
		if (!ret) {
			/* under a command a person typed ("iozone -a ..." /
			 * "Results:" / "Without cache" / the header), not
			 * iozone's banner or settings: the lines between are
			 * the person's, a name among them */
			ret = table_label(ctx, &z, prev, prev2, prev3,
					  last_own && last_own >= z.to &&
					      last_own != typed_cmd,
					  &total);
			if (ret < 0)
				goto out;
			continue;
		}
		ret = 0;
		if (!header_wrap(&z, l))
			continue;
		if (!z.table && z.active && headerless_row(t)) {
			/* rows pasted without their header (cut above them,
			 * quoted alone) under iozone's command: its -a
			 * columns, in their fixed order */
			static const char h[] =
			    "kB  reclen  write  rewrite  "
			    "read  reread  read  write  read  "
			    "rewrite  read  fwrite  frewrite  "
			    "fread  freread";
			struct text_line hl = {h, sizeof(h) - 1, t.no};

			table_header(ctx, &z, hl);
			/* "ext4 on the card:" right above the rows (a blank
			 * line between or not): their label, as over a
			 * header (table_label()) */
			if (z.caption_set && !z.label[0] && prev.s &&
			    caption_no == prev.no) {
				memcpy(z.label, z.caption, sizeof(z.label));
				z.caption_set = 0;
			}
			z.collapsed = 1;
			z.synth = 1;
			z.table_at = t.s;
			ingest_warn_at(
			    ctx, t.s,
			    "iozone table rows without their "
			    "'kB  reclen' header: the figures are "
			    "taken in iozone -a's column order "
			    "(write, rewrite, read, reread, random "
			    "read, random write, bkwd read, record "
			    "rewrite, stride read, fwrite, frewrite, "
			    "fread, freread), a short row's as the "
			    "first of them");
		}
		if (z.table) {
			ret = table_row(ctx, &z, l,
					rest_blank(l.s + l.len, buf + len));
			if (ret < 0)
				goto out;
			if (!ret)
				continue;
			ret = 0;
		}
		{
			char host[sizeof(z.host)];
			size_t hl = host_prefix(t, host, sizeof(host));
			struct text_line rest = {t.s + hl, t.len - hl, t.no};

			/* only before iozone's own words, on the line it
			 * prefixes: a mail's "X-Mailing-List: linux-raid@..."
			 * or "MIME-Version: 1.0" above them names no host */
			if (hl && !tp_words(rest))
				hl = 0;
			if (hl) {
				ret = host_run(ctx, &z, host, t.no, &total);
				if (ret)
					goto out;
				t.s += hl;
				t.len -= hl;
			} else if (z.host[0] && tp_words(t)) {
				/* iozone's line with no prefix: no host's */
				ret = host_run(ctx, &z, "", t.no, &total);
				if (ret)
					goto out;
			}
		}
		ret = throughput_segments(ctx, &z, t, &total);
		if (ret < 0)
			goto out;
		if (ret == 1 && z.caption_set && !col_words_only(t) &&
		    !(!z.n && last_own > caption_no)) {
			/* a person's other text ends what a caption names
			 * ("Hardware:" over "CPU: Xeon E5" is no table's);
			 * not the header's first line ("random  random"), nor
			 * iozone's own lines between the command under the
			 * caption and its first figure ("Time Resolution =
			 * 0.000001 seconds.", "Processor cache size set to
			 * 1024 kBytes.") */
			const char *at;

			if (!header_label(t, &at))
				z.caption_set = 0;
		}
		ret = 0;
	}
	total += z.n;
	ret = flush(ctx, &z);
	if (ret)
		goto out;
	if (!total)
		ret = ingest_error_at(
		    ctx,
		    len && buf[len - 1] == '\n' ? buf + len - 1 : buf + len,
		    "expected iozone results (a 'kB  reclen' "
		    "table, 'Children see throughput' lines "
		    "or an Excel report), found none");
out:
	free(z.res);
	free(it);
	return ret;
}

/*
 * Lines of iozone's banner and settings no other tool prints: a piece of
 * them is iozone's (a tab-indented banner in a mail or a post is split
 * off as a tab-separated "table" otherwise, and the results below lose
 * the O_DIRECT, file size and command they were run with).
 */
static const char *const banner_words[] = {
    "Contributors:William Norcott",
    /* the contributors' lines, each a "table row" when tab-indented */
    "Al Slater, Scott Rhine",
    "Steve Landherr, Brad Smith",
    "Randy Dunlap, Mark Montague",
    "Jean-Marc Zucconi, Jeff Blomberg",
    "Erik Habbinga, Kris Strecker",
    "Fabrice Bacchella, Zhenghua Xue",
    "Vangel Bojaxhi, Ben England",
    "Alexey Skidanov, Sudhir Kumar",
    "Version $Revision: 3.",
    "Build: linux",
    "Processor cache size set to",
    "Processor cache line size set to",
    "File stride size set to",
    "Include fsync in write timing",
    "O_DIRECT feature enabled",
    "Output is in kBytes/sec",
    "Output is in Kbytes/sec",
    "Throughput test with",
    "Each process writes a",
    NULL,
};

/*
 * Whether a line of buf (n bytes) starts, past its blanks, with one of
 * banner_words: one pass over the line starts, not a search of the text
 * for each word (most files the probe sees are no iozone output).
 */
/* Whether a line of buf (len bytes) is iozone_md_header()'s. */
static int holds_md_header(const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line l;

	if (!memchr(buf, '|', len))
		return 0;
	lines_init(&it, buf, len);
	while (lines_next(&it, &l))
		if (iozone_md_header(l.s, l.len))
			return 1;
	return 0;
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	const char *had = ctx->buf;
	char *b;
	int ret;

	if (!holds_md_header(buf, len))
		return parse_text(ctx, buf, len);
	b = malloc(len + 1);
	if (!b)
		return -ENOMEM;
	memcpy(b, buf, len);
	b[len] = '\0';
	md_unpipe(b, len);
	if (had == buf)
		ctx->buf = b; /* messages point into the copy */
	ret = parse_text(ctx, b, len);
	ctx->buf = had;
	free(b);
	return ret;
}

static int banner_start(const char *buf, size_t n)
{
	for (const char *p = buf, *end = buf + n; p < end;) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *e = nl ? nl : end;

		while (p < e && (*p == ' ' || *p == '\t'))
			p++;
		/* every banner word starts with a capital: a line starting
		 * otherwise (most of any output) holds none */
		for (size_t i = 0;
		     p < e && *p >= 'A' && *p <= 'Z' && banner_words[i]; i++) {
			size_t l;

			if (*p != banner_words[i][0])
				continue; /* the first letter: most lines */
			l = strlen(banner_words[i]);
			if ((size_t)(e - p) >= l &&
			    !memcmp(p, banner_words[i], l))
				return 1;
		}
		p = e + 1;
	}
	return 0;
}

/* Whether buf (n bytes) holds "report" in any case, as excel_title()
 * matches it: memchr finds each 'p' and 'P' (most text has few). */
static int holds_report(const char *buf, size_t n)
{
	const char *end = buf + n;

	if (n < 6)
		return 0;
	for (int k = 0; k < 2; k++)
		for (const char *p = buf + 2; p < end;) {
			p = memchr(p, "pP"[k], (size_t)(end - p));
			if (!p)
				break;
			if (end - p >= 4 && !strncasecmp(p - 2, "report", 6))
				return 1;
			p++;
		}
	return 0;
}

static int probe(const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line l, t;
	struct tok k[4];
	int64_t jobs[IZ_COLS];
	int score = 0, words, pt, cols;
	long hdr;
	size_t n = len < 16384 ? len : 16384;

	/* the words the lines below look for: without them only the title
	 * lines of an Excel report can score (no line holds a newline) */
	/* (the three "throughput" words: none without the word itself) */
	words = text_find(buf, n, "Iozone: Performance Test of File I/O", 36) ||
		(text_find(buf, n, "throughput", 10) &&
		 (text_find(buf, n, "Children see throughput for", 27) ||
		  text_find(buf, n, "Parent sees throughput for", 26) ||
		  text_find(buf, n, "throughput per process", 22))) ||
		text_find(buf, n, "Utilization: Wall time", 22) ||
		text_find(buf, n, " context figures of merit:", 26);
	if (!words)
		words = banner_start(buf, n);
	if (words)
		words = 2; /* certain, but the first such line decides */
	else if (text_find(buf, n, "iozone", 6) ||
		 text_find(buf, n, "reclen", 6))
		words = 1;
	/* a person's table per test: its header counts iozone's threads or
	 * processes ("threads:  1  2  4") */
	/* ... under a caption naming one of iozone's tests, every one of
	 * them writers, readers or the mixed workload ("Initial writers",
	 * "Random_readers", "Re-writer report"): fio's own "Starting 4
	 * processes" alone asks no look at every line */
	pt = (text_find(buf, n, "riter", 5) || text_find(buf, n, "eader", 5) ||
	      text_find(buf, n, "RITER", 5) || text_find(buf, n, "EADER", 5) ||
	      text_find(buf, n, "ixed", 4) || text_find(buf, n, "IXED", 4)) &&
	     (text_find_nocase(buf, n, "thread", 6) ||
	      text_find_nocase(buf, n, "process", 7) ||
	      text_find_nocase(buf, n, "procs", 5) ||
	      text_find_nocase(buf, n, "children", 8));
	/* without them only a title scores, and every title ends in
	 * "report": text without one needs no look at its lines */
	if (!words && !pt && !holds_report(buf, n))
		return 0;
	lines_init(&it, buf, n);
	while (lines_next(&it, &l)) {
		t = line_trim(l);
		if (pt && pt_table_at(it, t, jobs, &cols, &hdr) >= 0)
			score = score > 85 ? score : 85;
		if (!words) {
			if (title_line(t) >= 0)
				score = score > 70 ? score : 70;
			continue;
		}
		if (line_find(t, "Iozone: Performance Test of File I/O") ||
		    line_find(t, "Children see throughput for"))
			return 95;
		/* Ramble's re-print of a throughput test's lines */
		if (fom_context(t) > 0)
			return 90;
		if (line_find(t, "iozone test complete"))
			score = score > 80 ? score : 80;
		/* the lines under a "Children see throughput" line, in a
		 * piece of their own (a tab-separated look splits them off
		 * in a mail): iozone's words, parsed with the line above */
		/* lines that start with them (not a sentence quoting them) */
		for (size_t i = 0; banner_words[i]; i++)
			if (line_find(t, banner_words[i]) == t.s)
				score = score > 75 ? score : 75;
		if (line_find(t, "Parent sees throughput for") == t.s ||
		    line_find(t, "Min throughput per process") == t.s ||
		    line_find(t, "Max throughput per process") == t.s ||
		    line_find(t, "Avg throughput per process") == t.s ||
		    line_find(t, "CPU Utilization: Wall time") == t.s)
			score = score > 75 ? score : 75;
		if ((tokens(t, k, 4) >= 3 &&
		     (tok_is(&k[0], "kB") || tok_is(&k[0], "KB")) &&
		     tok_is(&k[1], "reclen")) ||
		    iozone_md_header(t.s, t.len))
			score = score > 90 ? score : 90;
		if (find_command(t))
			score = score > 60 ? score : 60;
		if (title_line(t) >= 0)
			score = score > 70 ? score : 70;
	}
	return score;
}

const struct ingest_format ingest_iozone = {
    .name = "iozone",
    .description = "iozone output (auto table, throughput, Excel report)",
    .probe = probe,
    .parse = parse,
};
