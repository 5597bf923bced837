/*
 * hdparm: the read timings of hdparm -t, -T and -tT, with or without
 * --direct, from any hdparm version, for one or several devices.
 *
 *   # hdparm -tT /dev/hda /dev/hdc
 *
 *   /dev/hda:
 *    Timing buffer-cache reads:   128 MB in  3.16 seconds = 40.51 MB/sec
 *    Timing buffered disk reads:  64 MB in 11.84 seconds =  5.41 MB/sec
 *
 * hdparm's MB is 2^20 bytes (its kB, printed below 1 MB/s, is 1024).
 * One run per device and invocation ("/dev/hda:" header; without one,
 * the device a separator line such as "=== /dev/sdb ===" or the command
 * line names, else unknown with a warning), one result per timing.  A
 * timing repeated without a new header is another run of the same device.
 * Headers and timings are found anywhere in a line, so a paste that lost
 * its line breaks ("/dev/sda: Timing cached reads: ... Timing buffered
 * disk reads: ...") reads as printed; two outputs printed side by side
 * (items of one kind three or more blanks apart) are one run per column,
 * labelled by names side by side above them; a line with one column's
 * timing goes to the column it starts under, and any other line that
 * does not fit the columns is skipped with a warning.  Runs started at
 * the same time ("hdparm -t /dev/sda & hdparm -t /dev/sdb &": headers one
 * under the other, then the timings) interleave their lines: those
 * timings are kept with their device unknown (never a guess), warned.
 *
 *   printed label                test (canonical)        direct
 *   "cached reads"               "cached reads"          0
 *   "buffer-cache reads" (old)   "cached reads"          0
 *   "buffered disk reads"        "buffered disk reads"   0
 *   "O_DIRECT cached reads"      "O_DIRECT cached reads" 1
 *   "O_DIRECT disk reads"        "O_DIRECT disk reads"   1
 *   "buffered disk writes", "O_DIRECT disk writes" likewise (op write)
 *   "... disk reads (offset 37 GB)" (--offset): the same label, and an
 *   extra offset_bytes (hdparm's offset GB is GiB, 2^30 bytes)
 *
 * result.job is the label as printed.  direct is 0 for the labels without
 * O_DIRECT because hdparm opens the device without O_DIRECT and says
 * "buffered" itself: -t flushes the page cache first (so the data comes
 * from the disk) but the reads still go through it.  A command running
 * hdparm with --direct makes every timing of its run direct = 1, whatever
 * the label: hdparm 5.7-5.9 printed "buffered" under --direct
 * (command_direct()).
 *
 * Figures: io_bytes = the MB count (exact: hdparm reads whole 2 MiB
 * blocks), runtime_ns = the printed seconds (rounded to 10 ms), bw_bytes =
 * the PRINTED rate: hdparm computes it from its exact elapsed time, so it
 * is more precise than MB / seconds.  A warning says when the printed rate
 * falls outside what the rounded MB and seconds allow.  pattern seq,
 * iodepth 1 and numjobs 1 (hdparm reads with one synchronous read() at a
 * time); bs unknown (not printed).  A timing label followed by an error
 * instead of figures ("read() hit EOF - device too small") is warned about
 * and skipped; figures cut short are an error.
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ingest/doc_prose.h"
#include "ingest/formats.h"
#include "ingest/lines.h"
#include "ingest/logprefix.h"
#include "model/units.h"

#define HP_LINE_MAX    1024
#define HP_MAX_RESULTS 8
#define HP_PROBE_BYTES 65536
#define HP_ITEMS_MAX   16
#define HP_COLS	       4
#define HP_PENDING     4
#define HP_ORD_MAX     6
#define HP_LEG_MAX     8
/* lines right under outputs naming their drives (below_names()) */
#define HP_BELOW_MAX 16

struct hp_result {
	char job[64];
	char test[64];
	enum iodb_op op;
	int direct;
	double io_bytes, runtime_ns, bw_bytes;
	double offset_bytes; /* --offset: "(offset 37 GB)"; NAN without */
	long line;
};

/* A command line: it belongs to the output after it, never before. */
struct hp_cmd {
	char command[HP_LINE_MAX];
	long command_line;
	int command_used; /* a run already started after it */
	char command_device[256];
	int command_devices;
	/* "hdparm -t md1" run in /dev: the one device named without a path
	 * (rel_device_word()), which hdparm prints as "md1:" */
	char rel_device[32];
	int concurrent; /* "hdparm -t /dev/sda & hdparm -t /dev/sdb" */
	int tests;	/* 1: -T ran (cached), 2: -t ran (disk); 0 unknown */
	int direct;	/* command_direct(): 1 every hdparm with --direct */
	/* "# hdparm -t /dev/sda (without the quirk)": the setup named
	 * after the command (line_command_remark()) */
	char remark[96];
};

/* how far below the paragraph naming a drive its runs may start */
#define MODEL_LINES_MAX 15

struct hp_state {
	/* the last command line */
	char command[HP_LINE_MAX];
	long command_line;
	int command_used; /* a run already started after it */
	char command_device[256];
	int command_devices;
	char rel_device[32]; /* hp_cmd.rel_device */
	int concurrent;	     /* the command runs hdparm several times at once */
	int tests;	     /* hp_cmd.tests */
	int direct;	     /* hp_cmd.direct */
	char remark[96];     /* hp_cmd.remark: the next run's setup */
	int cmd_headers;     /* device headers read since the command */
	long header_line;    /* the last device header's line */
	struct hp_cmd next;  /* a command line just read, not yet taken */
	char version[32];

	/* the run being collected */
	int open;
	char device[256];
	int has_device;
	long line_from;
	struct hp_result res[HP_MAX_RESULTS];
	int n_res;

	/* the device named last: a header, a separator, the command */
	char context_device[256];

	/* a caption line above the outputs ("BEFORE:", "2.4.17"): the label
	 * of the runs below it, up to another caption or other text; and
	 * the open run's */
	char label[96], run_label[200];
	/* a kernel's or a version's lead-in ("Under 2.4.21:", "With
	 * 2.6.0-test4:"): over the runs below it and their own captions, up
	 * to another lead-in or a mail's attribution */
	char outer[96];
	/* the quote marks ('>') of the lines that set label and outer (-1
	 * unknown): a caption of a quoted mail labels none of the runs
	 * quoted otherwise (the reply's own, another author's); was_*: what
	 * they held when last looked at, quotes: the line before's marks */
	int label_quotes, outer_quotes, quotes;
	char label_was[96], outer_was[96];
	/* the one drive model a paragraph of the message names
	 * (note_para_model()), the paragraph's first and last lines and
	 * their quote marks: the label of unlabelled runs a few lines below
	 * it in the same message */
	char para_model[96], run_model[96]; /* run_model: the open run's */
	long model_line, model_para;
	int model_quotes;

	/* hdparm -i's identification ("/dev/sda:", " Model=TOSHIBA
	 * MK5065GSX, FwRev=..."): the model of each device in the text,
	 * empty for a device given two */
	char id_dev[HP_COLS][256];
	char id_model[HP_COLS][96];
	int n_id;

	/* two or more outputs side by side: one run per column */
	int ncols;
	char col_dev[HP_COLS][256];
	char col_label[HP_COLS][96];
	struct hp_result col_res[HP_COLS][HP_MAX_RESULTS];
	int col_n[HP_COLS];
	long col_line;
	long col_at[HP_COLS]; /* where each column starts, in its last line */
	long col_prev;	      /* that line's number */

	/* "The first drive is an SSD and the second drive is a USB pen
	 * drive." under the outputs: each device's name by its place
	 * (ordinal_names()) */
	char ord_dev[HP_ORD_MAX][256];
	char ord_name[HP_ORD_MAX][96];
	int n_ord;

	/* a poster's legend of the devices ("md2 = RAID0 ext2", "/dev/hda -
	 * IBM DLTA 20GB (ext2)", line_device_legend()): the description the
	 * nearest such line above gives each device, its kernel name */
	char leg_dev[HP_LEG_MAX][32];
	char leg_desc[HP_LEG_MAX][96];
	int n_leg;
	/* "An old laptop HDD." on the first line with text under an
	 * output: the drive, keyed by the output's last line
	 * (below_names()) */
	long below_line[HP_BELOW_MAX];
	char below_name[HP_BELOW_MAX][96];
	int n_below;

	/* names side by side ("Samsung 860:     WD Blue:") over columns */
	char lab_cols[HP_COLS][96];
	int n_lab;
	long lab_line;
	long last_nb; /* the last non-blank line's number */
	/* a line starting a paragraph that may be the first half of a
	 * wrapped machine caption (spec_caption()), and its number */
	char spec_pend[96];
	long spec_line;
	/* a caption no timing was read under yet, and the last line of a
	 * kernel log read under it (kernel_log_line()) */
	int cap_fresh;
	long klog_line;
	/* the last line of a shell session read under such a caption
	 * (session_line()) */
	long sess_line;
	/* the last line of hdparm's ioctl warning read (warning_line()) */
	long warn_line;

	/*
	 * Outputs of hdparm runs printed at the same time, their lines
	 * interleaved: the devices of the block (for the warning), how many,
	 * and each test's timings so far (the block ends once every device
	 * printed each).
	 */
	int inter;
	char grp_list[256];
	int grp_devs;
	char grp_test[HP_MAX_RESULTS][64];
	int grp_count[HP_MAX_RESULTS];
	int n_grp;
	int grp_warned;

	/*
	 * Labels printed whose figures may come later: on the next line (a
	 * wrap), or, where runs printed at the same time interleave, after
	 * another run's label or on a line of their own (hdparm prints a
	 * label, then measures, then prints the figures).  mixed: which of
	 * them are still waiting is not known.
	 */
	char pend[HP_PENDING][64];
	const char *pend_at[HP_PENDING];
	int n_pend, pend_mixed;

	int results;
	/* the text names hdparm: figures in its shape without a "Timing"
	 * label are its (bare_figures()) */
	int named;
};

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static int is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static const char *skip_blank(const char *p)
{
	while (is_blank(*p))
		p++;
	return p;
}

/* The canonical test name, op and direct flag of a printed label. */
static void canonical(const char *label, struct hp_result *r)
{
	/* "0_Direct disk reads": hdparm's O_DIRECT retyped (a zero, another
	 * case); any "direct" says the O_DIRECT test, never buffered */
	int odirect = strcasestr(label, "direct") != NULL;
	int writes = strstr(label, "writes") != NULL;
	int cached = strstr(label, "cache") != NULL;
	int disk = strstr(label, "disk") != NULL;

	r->op = writes ? IODB_OP_WRITE : IODB_OP_READ;
	r->direct = odirect;
	if (cached && !disk)
		snprintf(r->test, sizeof(r->test), "%scached %s",
			 odirect ? "O_DIRECT " : "",
			 writes ? "writes" : "reads");
	else if (disk)
		snprintf(r->test, sizeof(r->test), "%s disk %s",
			 odirect ? "O_DIRECT" : "buffered",
			 writes ? "writes" : "reads");
	else {
		snprintf(r->test, sizeof(r->test), "%s", label);
		r->direct = odirect ? 1 : -1;
	}
}

/*
 * A table row naming one of hdparm's timings as hdparm prints it, its
 * "Timing " and ':' optional ("Timing cached reads", "buffered disk
 * reads:", "O_DIRECT disk reads"; any case, blanks around): the label
 * canonical() reads, nothing before or after.
 */
int hdparm_test_named(const char *s, size_t len, char *test, size_t n,
		      enum iodb_op *op, int *direct)
{
	static const char *const labels[] = {
	    "cached reads",	    "buffer-cache reads",
	    "buffered disk reads",  "O_DIRECT cached reads",
	    "O_DIRECT disk reads",  "buffered disk writes",
	    "O_DIRECT disk writes",
	};
	struct hp_result r;
	char buf[64];

	while (len && is_blank(*s))
		s++, len--;
	while (len && (is_blank(s[len - 1]) || s[len - 1] == ':'))
		len--;
	if (len > 7 && !strncasecmp(s, "Timing ", 7))
		s += 7, len -= 7;
	for (size_t i = 0; i < sizeof(labels) / sizeof(labels[0]); i++) {
		if (strlen(labels[i]) != len || strncasecmp(s, labels[i], len))
			continue;
		snprintf(buf, sizeof(buf), "%s", labels[i]);
		canonical(buf, &r);
		snprintf(test, n, "%s", r.test);
		*op = r.op;
		*direct = r.direct;
		return 1;
	}
	return 0;
}

/*
 * The timing hdparm command s (len bytes: a table's "Command" cell,
 * "hdparm -t", "`sudo hdparm -t --direct /dev/sda`") runs, when it runs
 * one: -t the disk reads, -T the cached reads, O_DIRECT with --direct.
 * "hdparm -tT" (two timings) or none tells no one test.
 */
int hdparm_command_timing(const char *s, size_t len, char *test, size_t n,
			  enum iodb_op *op, int *direct)
{
	const char *at = NULL;
	int t = 0, T = 0, odirect = 0;
	struct hp_result r;
	char buf[64];

	for (size_t i = 0; i + 6 <= len && !at; i++)
		if ((!i || !isalnum((unsigned char)s[i - 1])) &&
		    !strncmp(s + i, "hdparm", 6) &&
		    (i + 6 == len || s[i + 6] == ' ' || s[i + 6] == '\t'))
			at = s + i + 6;
	if (!at)
		return 0;
	for (size_t i = (size_t)(at - s); i < len; i++) {
		size_t w;

		if (strchr("|;&`>", s[i]))
			break;
		if (s[i] != '-' || (s[i - 1] != ' ' && s[i - 1] != '\t'))
			continue;
		w = strcspn(s + i, " \t|;&`>");
		if (w > len - i)
			w = len - i;
		if (w == 8 && !strncmp(s + i, "--direct", 8))
			odirect = 1;
		else if (w > 1 && s[i + 1] != '-')
			for (size_t k = 1; k < w; k++) {
				t += s[i + k] == 't';
				T += s[i + k] == 'T';
			}
		i += w - 1;
	}
	if (t + T != 1)
		return 0;
	snprintf(buf, sizeof(buf), "%s%s reads", odirect ? "O_DIRECT " : "",
		 t ? (odirect ? "disk" : "buffered disk") : "cached");
	canonical(buf, &r);
	snprintf(test, n, "%s", r.test);
	*op = r.op;
	*direct = r.direct;
	return 1;
}

/*
 * A rate whose unit a paste cut ("1.21 MB/" at the end of the line):
 * hdparm prints only kB/sec, MB/sec and GB/sec, so a cut after "kB/",
 * "MB/" or "GB/" (or later in "sec") is still unambiguous.  Returns 2 with
 * *bw set, 0 when p is no such rate.  A whole unit with one or two
 * letters typed after it ("68.49 MB/secc") returns 3 with *bw set: the
 * caller keeps it only when the size and time agree with it.
 */
static int cut_rate(const char *p, enum units_comma comma, double *bw)
{
	static const char *const units[] = {"kB/sec", "MB/sec", "GB/sec"};
	const char *q = p, *u;
	char buf[64];
	size_t n, k;

	while (is_digit(*q) || *q == '.' || *q == ',')
		q++;
	if (q == p || (size_t)(q - p) > 30)
		return 0;
	u = skip_blank(q);
	for (n = 0; u[n] && u[n] != ' ' && u[n] != '\t' && u[n] != '\n'; n++)
		;
	if (n < 3 || n == 6 || n > 8 || *skip_blank(u + n))
		return 0;
	/* "MB/secc": letters glued after the whole unit */
	if (n > 6 && (!isalpha((unsigned char)u[6]) ||
		      (n == 8 && !isalpha((unsigned char)u[7]))))
		return 0;
	for (k = 0; k < 3; k++)
		if (!strncmp(u, units[k], n < 6 ? n : 6))
			break;
	if (k == 3)
		return 0;
	snprintf(buf, sizeof(buf), "%.*s %s", (int)(q - p), p, units[k]);
	if (units_rate(buf, NULL, UNITS_BINARY, comma, bw))
		return 0;
	return n > 6 ? 3 : 2;
}

/*
 * The figures "942 MB in  2.00 seconds = 470.62 MB/sec" at p into r.
 * Returns 0, 1 when the printed rate does not fit the size and time, or
 * -1 with *at where it went wrong and *expected what was expected there.
 * A decimal comma ("2,00 seconds = 470,62 MB/sec") is read as such:
 * hdparm prints no thousands separators.
 */
static int parse_figures(const char *p, struct hp_result *r, const char **at,
			 const char **expected)
{
	const char *end, *q, *rate_at;
	double nv, rate_tol, secs_lo, secs_hi, step, lo, hi;
	enum units_comma comma = UNITS_COMMA_NONE;
	int dec, glued = 0, misfit = 0;

	for (q = p; *q && !(q[0] == '/' && q[1] == 's'); q++)
		if (*q == ',' && q > p && is_digit(q[-1]) && is_digit(q[1]))
			comma = UNITS_COMMA_DECIMAL;
	if (units_size(p, &end, UNITS_BINARY, comma, &r->io_bytes) ||
	    end - p < 2 || strncmp(end - 2, "MB", 2)) {
		*at = skip_blank(p);
		*expected = "a size ('942 MB')";
		return -1;
	}
	p = skip_blank(end);
	if (strncmp(p, "in", 2) || (p[2] && !is_blank(p[2]))) {
		*at = p;
		*expected = "'in' after the size";
		return -1;
	}
	p = skip_blank(p + 2);
	if (units_duration(p, &end, comma, &r->runtime_ns)) {
		*at = p;
		*expected = "a time ('2.00 seconds')";
		return -1;
	}
	/* the time's rounding: half its last printed digit */
	step = 0.5;
	for (q = p; is_digit(*q); q++)
		;
	if (*q == '.' || *q == ',')
		while (is_digit(*++q))
			step /= 10;
	p = skip_blank(end);
	if (*p != '=') {
		*at = p;
		*expected = "'=' after the time";
		return -1;
	}
	p = skip_blank(p + 1);
	if (units_rate(p, &end, UNITS_BINARY, comma, &r->bw_bytes)) {
		int cut = cut_rate(p, comma, &r->bw_bytes);

		if (cut == 2)
			return cut;
		if (!cut) {
			*at = p;
			*expected = "a rate ('470.62 MB/sec')";
			return -1;
		}
		glued = 1;
	}
	rate_at = p;
	/* the printed rate must fit the rounded seconds and rate */
	if (units_number(p, NULL, comma, &nv) || nv <= 0) {
		if (!glued)
			return 0;
		*at = rate_at;
		*expected = "a rate ('470.62 MB/sec')";
		return -1;
	}
	dec = 0;
	while (is_digit(*p))
		p++;
	if (*p == '.' || *p == ',')
		while (is_digit(*++p))
			dec++;
	rate_tol = r->bw_bytes / nv * 0.5;
	secs_lo = r->runtime_ns / units_time_factor("s", 1) - step;
	q = skip_blank(p);
	if (dec == 0 && !strncmp(q, "kB/s", 4) && q[4] != 'e') {
		/* BusyBox's hdparm ("524 MB in 0.50 seconds = 1052111
		 * kB/s"): its hundredths are cut, not rounded
		 * ((elapsed_us % 1000000) / 10000), and its kB/s is the
		 * integer part of m * 1024 * 1e6 / elapsed_us */
		secs_lo += step;
		rate_tol *= 2;
	}
	while (dec-- > 0)
		rate_tol /= 10;
	secs_hi = secs_lo + 2 * step;
	if (secs_lo > 0) {
		lo = r->io_bytes / secs_hi - rate_tol;
		hi = r->io_bytes / secs_lo + rate_tol;
		if (r->bw_bytes < lo * (1 - 1e-9) ||
		    r->bw_bytes > hi * (1 + 1e-9))
			misfit = 1;
	}
	/* a typo after the unit is read only when the figures agree */
	if (glued && (misfit || secs_lo <= 0)) {
		*at = rate_at;
		*expected = "a rate ('470.62 MB/sec')";
		return -1;
	}
	return glued ? 3 : misfit;
}

/*
 * The end of a label hdparm prints with a colon, retyped by a person
 * without it ("Timing cached reads 1274 MB in 2.00 seconds = ..."): the
 * first word "reads" or "writes" before any colon, right before the MB
 * count ("<digits> MB in ").  Returns the word's end, or NULL.
 */
static const char *label_end_uncolonned(const char *p)
{
	for (const char *q = p; *q && *q != ':' && q - p < 60; q++) {
		size_t n = !strncmp(q, "reads", 5)    ? 5
			   : !strncmp(q, "writes", 6) ? 6
						      : 0;
		const char *r;

		if (!n || q == p || q[-1] != ' ')
			continue;
		r = skip_blank(q + n);
		if (r == q + n || !is_digit(*r))
			return NULL;
		while (is_digit(*r))
			r++;
		return strncmp(r, " MB in ", 7) ? NULL : q + n;
	}
	return NULL;
}

/*
 * "Timing <label>:" at p (a word's start).  Returns a pointer just past
 * the colon, with the label and its length, or NULL.  The colon may be
 * missing in a line a person retyped (label_end_uncolonned); the pointer
 * is then just past the label.
 */
static const char *timing_at(const char *p, const char **label,
			     size_t *label_len)
{
	const char *colon;

	if (strncmp(p, "Timing ", 7))
		return NULL;
	p += 7;
	colon = label_end_uncolonned(p);
	if (colon) {
		*label = p;
		*label_len = (size_t)(colon - p);
		return colon;
	}
	colon = p;
	while (*colon && *colon != ':' && colon - p < 60)
		colon++;
	if (*colon != ':' || colon == p)
		return NULL;
	if (!(colon - p >= 5 && !strncmp(colon - 5, "reads", 5)) &&
	    !(colon - p >= 6 && !strncmp(colon - 6, "writes", 6)))
		return NULL;
	*label = p;
	*label_len = (size_t)(colon - p);
	return colon + 1;
}

/*
 * hdparm's labels with "Timing " trimmed off by a person ("cached reads:
 * 18830 MB in  1.99 seconds = 9462.91 MB/sec"): only hdparm's own labels,
 * and only before its figures.  Returns a pointer past the colon, with
 * the label, or NULL.
 */
static const char *bare_label_at(const char *p, const char **label,
				 size_t *label_len)
{
	static const char *const labels[] = {
	    "cached reads:",	     "buffer-cache reads:",
	    "buffered disk reads:",  "O_DIRECT cached reads:",
	    "O_DIRECT disk reads:",  "buffered disk writes:",
	    "O_DIRECT disk writes:",
	};

	/* every label starts with 'c', 'b' or 'O': most words do not */
	if (*p != 'c' && *p != 'b' && *p != 'O')
		return NULL;
	for (size_t i = 0; i < sizeof(labels) / sizeof(labels[0]); i++) {
		size_t n = strlen(labels[i]);
		const char *q;

		/* (the label first: p may end before p + n) */
		if (strncmp(p, labels[i], n))
			continue;
		q = skip_blank(p + n);
		if (is_digit(*q) && strstr(q, " MB in ")) {
			*label = p;
			*label_len = n - 1;
			return p + n;
		}
	}
	return NULL;
}

/*
 * timing_at, and hdparm's --offset form "Timing buffered disk reads
 * (offset 37 GB): ..." (hdparm's GB there is GiB: 2^30 bytes, its man
 * page).  *offset_gib is the offset, NAN without one.
 */
static const char *timing_label_at(const char *p, const char **label,
				   size_t *label_len, double *offset_gib)
{
	const char *body = timing_at(p, label, label_len), *q, *end;
	double v;

	*offset_gib = NAN;
	if (!body && strncmp(p, "Timing ", 7))
		return bare_label_at(p, label, label_len);
	if (body)
		return body;
	q = strstr(p + 7, " (offset ");
	if (!q || q - (p + 7) > 60)
		return NULL;
	if (!(q - (p + 7) >= 5 && !strncmp(q - 5, "reads", 5)) &&
	    !(q - (p + 7) >= 6 && !strncmp(q - 6, "writes", 6)))
		return NULL;
	if (units_number(q + 9, &end, UNITS_COMMA_NONE, &v) || v < 0)
		return NULL;
	end = skip_blank(end);
	if (strncmp(end, "GB):", 4))
		return NULL;
	*label = p + 7;
	*label_len = (size_t)(q - (p + 7));
	*offset_gib = v;
	return end + 4;
}

/*
 * "/dev/sda:" at p (a word's start, ending at a blank or the end): the
 * device hdparm names before its timings.  Returns the word's length with
 * the device in dev, else 0.  The same path twice, "/dev/sda1/dev/sda1:",
 * is a command's last word glued to hdparm's device line (the newline lost
 * in a copy): the device is one copy, and *glued (when not NULL) its
 * offset in the word, so that the first copy stays the command's.
 */
static size_t device_at(const char *p, char *dev, size_t n, size_t *glued,
			const char *rel)
{
	size_t len = 0, half;

	/* "md1:" under "hdparm -t md1" run in /dev: hdparm prints the name
	 * it was given, a relative one too (command_line()'s rel) */
	if (*p != '/') {
		size_t rl = rel ? strlen(rel) : 0;

		if (!rl || strncmp(p, rel, rl) || p[rl] != ':' ||
		    (p[rl + 1] && !is_blank(p[rl + 1])))
			return 0;
		snprintf(dev, n, "%s", rel);
		return rl + 1;
	}
	while (p[len] && !is_blank(p[len]))
		len++;
	if (len < 3 || p[len - 1] != ':' || memchr(p, ':', len - 1))
		return 0;
	/* "Output of `hdparm -Tt /dev/sdb`: Timing cached reads: ...": the
	 * inline code span's closing backtick is no part of the device */
	if (p[len - 2] == '`') {
		snprintf(dev, n, "%.*s", (int)(len - 2), p);
		return len;
	}
	half = (len - 1) / 2;
	if (len % 2 && half >= 5 && !memcmp(p, p + half, half) && glued)
		*glued = half;
	else
		half = 0;
	snprintf(dev, n, "%.*s", (int)(len - 1 - half), p + half);
	return len;
}

/*
 * Whether the command c runs hdparm several times at once: a lone '&'
 * (not "&&", "2>&1" or "&>") before another hdparm or before "done" ("for
 * d in sda sdb; do hdparm -t /dev/$d & done").  Their outputs interleave.
 */
static int concurrent(const char *c)
{
	for (const char *p = strchr(c, '&'); p; p = strchr(p + 1, '&')) {
		if (p[1] == '&' || p[1] == '>' ||
		    (p > c && strchr("&>", p[-1])))
			continue;
		if (strstr(p, "hdparm") || strstr(p, "done"))
			return 1;
	}
	return 0;
}

/*
 * A header a person wrote with the drive's name: "/dev/sda (Samsung 860
 * EVO):", "/dev/sdb - WD Red 4TB:", "/dev/nvme0n1, Samsung 970:".  The
 * device into dev, the name (a caption by line_caption()) into cap;
 * 1 when t is one.
 */
static int device_caption(const char *t, char *dev, size_t dn, char *cap,
			  size_t cn)
{
	size_t len = strlen(t), d = 0;
	const char *p;
	char rest[128];
	size_t k;

	if (strncmp(t, "/dev/", 5) || len < 8 || t[len - 1] != ':')
		return 0;
	while (t[d] && !is_blank(t[d]) && !strchr(":,(", t[d]))
		d++;
	if (d <= 5 || d >= dn || t[d] == ':')
		return 0;
	p = t + d;
	while (*p && (is_blank(*p) || strchr(",-(", *p)))
		p++;
	k = (size_t)(t + len - 1 - p);
	while (k && (is_blank(p[k - 1]) || p[k - 1] == ')'))
		k--;
	if (!k || k + 2 > sizeof(rest) || memchr(p, '(', k) ||
	    memchr(p, ')', k))
		return 0;
	snprintf(rest, sizeof(rest), "%.*s:", (int)k, p);
	if (!line_caption(rest, k + 1, cap, cn))
		return 0;
	snprintf(dev, dn, "%.*s", (int)d, t);
	return 1;
}

/*
 * Whether every hdparm the command c runs has --direct (O_DIRECT on the
 * device's open, for -t and -T alike): 1; none: 0; some: -1.  hdparm 5.7
 * to 5.9 took --direct but still printed "Timing buffered disk reads", so
 * only the command tells ("hdparm -m16 -c1 --direct /dev/hdc:" over
 * "Timing buffered disk reads: 30 MB in 3.02 seconds = 9.93 MB/sec").
 * An hdparm's words end at a shell separator (|;&>#) or a word starting
 * with a letter (prose after the command: "/dev/hdb again and i got:");
 * "--direct" in any case, its dashes maybe typeset as one (an em or en
 * dash), as hdparm's strcasecmp() and documents' typography make it.
 */
static int command_direct(const char *c)
{
	int all = 1, any = 0, n = 0;

	for (const char *p = strstr(c, "hdparm"); p;
	     p = strstr(p + 6, "hdparm")) {
		const char *w = p + 6;
		int d = 0;

		/* a word "hdparm" or ".../hdparm", not "hdparm.conf" */
		if ((p > c && !is_blank(p[-1]) && p[-1] != '/' &&
		     !strchr("\"'`;&|(", p[-1])) ||
		    (*w && !is_blank(*w)))
			continue;
		while (*(w = skip_blank(w))) {
			const char *e = w;

			while (*e && !is_blank(*e))
				e++;
			if (strchr("|;&>#", *w) || isalpha((unsigned char)*w))
				break;
			if ((!strncmp(w, "--", 2) && e - w == 8 &&
			     !strncasecmp(w + 2, "direct", 6)) ||
			    ((!strncmp(w, "\xe2\x80\x94", 3) ||
			      !strncmp(w, "\xe2\x80\x93", 3)) &&
			     e - w == 9 && !strncasecmp(w + 3, "direct", 6)))
				d = 1;
			/* "--direct;", "/dev/sdb&": the word ends it */
			if (strchr(";&|", e[-1]))
				break;
			w = e;
		}
		n++;
		any |= d;
		all &= d;
	}
	return !n || !any ? 0 : all ? 1 : -1;
}

/*
 * Whether word w (n bytes) of an hdparm command is a block device's name
 * given without its path ("hdparm -t md1", "sda", "nvme0n1" in /dev): a
 * kernel's device name - a short word of small letters then digits and
 * small letters ("md1", "sdb", "nvme0n1", "mmcblk0p1", "loop0"), none of
 * an option's value (a number) or of prose ("again": no digit, not one of
 * the disk names "sd", "hd", "vd", "xvd" before letters).
 */
static int rel_device_word(const char *w, size_t n)
{
	static const char *const disks[] = {"sd", "hd", "vd", "xvd", NULL};
	size_t a = 0, d = 0;

	if (n < 3 || n > 16)
		return 0;
	for (size_t i = 0; i < n; i++) {
		if (w[i] >= 'a' && w[i] <= 'z')
			a++;
		else if (is_digit(w[i]) && a)
			d++;
		else
			return 0;
	}
	if (d)
		return 1;
	/* letters only: a disk's name, "sda", "hdc", "xvdb" */
	for (size_t k = 0; disks[k]; k++) {
		size_t l = strlen(disks[k]);

		if (n > l && n <= l + 2 && !strncmp(w, disks[k], l))
			return 1;
	}
	return 0;
}

/*
 * "# hdparm -tT /dev/hda /dev/hdc", "$ sudo hdparm -t --direct /dev/sda":
 * returns 1 and remembers the command and its devices, else 0.
 */
static int command_line(const char *t, long line, struct hp_cmd *st)
{
	const char *p = t, *cmd = NULL, *tool;
	size_t em = 0, tl = strlen(t);
	int devices = 0, rels = 0;

	while (tl && is_blank(t[tl - 1]))
		tl--;
	while (*p) {
		const char *w = skip_blank(p), *e = w;

		while (*e && !is_blank(*e))
			e++;
		if (e == w)
			break;
		/* "root@h:~# **hdparm -Tt /dev/sda**": Markdown emphasis
		 * (one or two '*' or '_') around the whole command, closed
		 * by the same run at the line's end */
		em = 0;
		while (em < 2 && (w[em] == '*' || w[em] == '_') &&
		       w[em] == w[0])
			em++;
		if (em && (tl < em || (size_t)(w - t) + 2 * em >= tl ||
			   memcmp(t + tl - em, w, em) ||
			   t[tl - em - 1] == w[0] || w[em] == w[0]))
			em = 0;
		if (em && e - w - em == 6 && !strncmp(w + em, "hdparm", 6)) {
			/* read without the marks */
			char bare[HP_LINE_MAX];

			snprintf(bare, sizeof(bare), "%.*s%.*s", (int)(w - t),
				 t, (int)(tl - em - (size_t)(w + em - t)),
				 w + em);
			return command_line(bare, line, st);
		}
		if ((e - w == 6 && !strncmp(w, "hdparm", 6)) ||
		    (e - w > 7 && !strncmp(e - 7, "/hdparm", 7))) {
			cmd = w;
			p = e;
			break;
		}
		p = e;
	}
	if (!cmd)
		return 0;
	tool = cmd;
	/* the words before: a prompt, sudo or time; or wrappers with their
	 * options after a prompt ("[bob@box /tmp]> sudo nice -n '-19'
	 * hdparm -tT /dev/hda", "$ ionice -c1 hdparm -t /dev/sdb"): the
	 * wrapped tool is still hdparm, the whole line its command */
	{
		const char *q = cmd, *wr = t + line_wrappers_before(t, cmd - t);

		while (q > t && is_blank(q[-1]))
			q--;
		if (q > t) {
			const char *w = q;

			while (w > t && !is_blank(w[-1]))
				w--;
			if ((q - w == 4 && !strncmp(w, "sudo", 4)) ||
			    (q - w == 4 && !strncmp(w, "time", 4))) {
				cmd = w;
			} else if (wr < cmd) {
				for (q = wr; q > t && is_blank(q[-1]);)
					q--;
				if (q > t && !strchr("$#%>", q[-1]))
					return 0;
				cmd = wr;
			} else if (!strchr("$#%>", q[-1])) {
				return 0;
			}
		}
	}
	st->command_device[0] = '\0';
	st->rel_device[0] = '\0';
	st->remark[0] = '\0';
	while (*p) {
		const char *w = skip_blank(p), *e = w;

		while (*e && !is_blank(*e))
			e++;
		if (e == w)
			break;
		if (*w == '|' || *w == ';' || *w == '&' || *w == '>' ||
		    *w == '#')
			break;
		/* "(without the quirk)" closing the line: a remark */
		if (*w == '(') {
			line_command_remark(w, tl - (size_t)(w - t), st->remark,
					    sizeof(st->remark));
			break;
		}
		if (*w == '/') {
			if (!devices)
				snprintf(st->command_device,
					 sizeof(st->command_device), "%.*s",
					 (int)(e - w), w);
			devices++;
		} else if (rel_device_word(w, (size_t)(e - w))) {
			/* a second one: which is the device is not told */
			rels++;
			snprintf(st->rel_device, sizeof(st->rel_device), "%.*s",
				 (int)(e - w), w);
		}
		p = e;
	}
	if (devices || rels != 1)
		st->rel_device[0] = '\0';
	snprintf(st->command, sizeof(st->command), "%s", cmd);
	st->command_line = line;
	st->command_used = 0;
	st->command_devices = devices;
	st->concurrent = concurrent(cmd);
	st->direct = command_direct(cmd);
	st->tests = 0;
	/* hdparm's own options, not a wrapper's ("ionice -t") */
	for (p = tool; (p = strstr(p, " -")) != NULL; p++) {
		/* "-tT", "-t": the timings each device prints */
		const char *w = p + 2;

		for (; (*w >= 'A' && *w <= 'Z') || (*w >= 'a' && *w <= 'z');
		     w++)
			st->tests |= *w == 'T' ? 1 : *w == 't' ? 2 : 0;
	}
	return 1;
}

/*
 * Whether command names device as a word of its own (quoted or not), or
 * may (a glob, a brace or a variable: "/dev/sd?", "/dev/sd{a,b}", "$d").
 */
static int command_names(const char *command, const char *device)
{
	size_t n = strlen(device);

	if (strpbrk(command, "*?{[$`"))
		return 1;
	for (const char *p = strstr(command, device); p;
	     p = strstr(p + 1, device))
		if ((p == command || is_blank(p[-1]) || strchr("\"'", p[-1])) &&
		    (!p[n] || is_blank(p[n]) || strchr(";&|\"'", p[n])))
			return 1;
	return 0;
}

/*
 * The model of an hddtemp line ("/dev/sda: SAMSUNG HD501LJ: 39°C",
 * "/dev/sdb: WDC WD10EZEX-00BN5A0: 35 C"): the line is the device (dl
 * bytes, then ':'), the model and the temperature alone.  Sets *m and
 * returns the model's length, or 0 when the line is no such one.
 */
static size_t hddtemp_model(const char *s, size_t n, size_t dl, const char **m)
{
	const char *b = s + dl + 1, *end = s + n, *c, *e;
	int letter = 0;

	if (b >= end || !is_blank(*b))
		return 0;
	while (b < end && is_blank(*b))
		b++;
	c = memchr(b, ':', (size_t)(end - b));
	if (!c)
		return 0;
	/* the temperature: digits, then °C, °F, " C" or "C" ending the line */
	e = c + 1;
	while (e < end && is_blank(*e))
		e++;
	if (e < end && *e == '-')
		e++;
	if (e >= end || !isdigit((unsigned char)*e))
		return 0;
	while (e < end && isdigit((unsigned char)*e))
		e++;
	if (e < end && *e == ' ')
		e++;
	else if (end - e >= 2 && !memcmp(e, "\xc2\xb0", 2))
		e += 2;
	if (e + 1 != end || (*e != 'C' && *e != 'F'))
		return 0;
	for (e = c; e > b && is_blank(e[-1]); e--)
		;
	for (c = b; c < e; c++)
		letter |= isalpha((unsigned char)*c);
	if (!letter)
		return 0;
	*m = b;
	return (size_t)(e - b);
}

/*
 * Read the drive models in buf (len bytes) that name a device: hdparm -i's
 * identifications (" Model=X, FwRev=" after a "/dev/sda:" header, on the
 * same line (a flattened paste) or further down) and hddtemp's lines
 * ("/dev/sda: MODEL: 39°C").  A device named with two models keeps none.
 */
static void scan_models(struct hp_state *st, const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line line;
	char dev[256] = "";

	lines_init(&it, buf, len);
	while (lines_next(&it, &line)) {
		struct text_line tl = line_trim(line);
		const char *m, *e, *end = tl.s + tl.len;
		size_t dl = 0, ml;
		int i;

		ml = 0;
		if (tl.len > 6 && !memcmp(tl.s, "/dev/", 5)) {
			while (dl < tl.len && !is_blank(tl.s[dl]) &&
			       tl.s[dl] != ':')
				dl++;
			if (dl < tl.len && tl.s[dl] == ':' &&
			    dl < sizeof(dev)) {
				snprintf(dev, sizeof(dev), "%.*s", (int)dl,
					 tl.s);
				ml = hddtemp_model(tl.s, tl.len, dl, &m);
			}
		}
		if (!ml) {
			m = tl.len ? memmem(tl.s, tl.len, "Model=", 6) : NULL;
			if (!m || !dev[0] || (m > tl.s && !is_blank(m[-1])))
				continue;
			m += 6;
			e = memmem(m, (size_t)(end - m), ", FwRev=", 8);
			if (!e)
				continue;
			while (e > m && is_blank(e[-1]))
				e--;
			ml = (size_t)(e - m);
		}
		if (!ml || ml >= sizeof(st->id_model[0]))
			continue;
		for (i = 0; i < st->n_id && strcmp(st->id_dev[i], dev); i++)
			;
		if (i < st->n_id) {
			if (strlen(st->id_model[i]) != ml ||
			    memcmp(st->id_model[i], m, ml))
				st->id_model[i][0] = '\0';
			continue;
		}
		if (st->n_id == HP_COLS)
			continue;
		snprintf(st->id_dev[i], sizeof(st->id_dev[i]), "%s", dev);
		snprintf(st->id_model[i], sizeof(st->id_model[i]), "%.*s",
			 (int)ml, m);
		st->n_id++;
	}
}

/*
 * Whether tl (trimmed) is a line of hdparm -i's identification listing
 * (" Model=..., FwRev=...", " Config={ ... }", " PIO modes:  pio0 ...",
 * " * signifies the current active mode"): the output of the command, no
 * caption nor text that ends the one above it.
 */
static int ident_listing_line(struct text_line tl)
{
	static const char *const keys[] = {
	    "Model=",
	    "Config={",
	    "RawCHS=",
	    "BuffType=",
	    "CurCHS=",
	    "IORDY=",
	    "PIO modes:",
	    "DMA modes:",
	    "UDMA modes:",
	    "AdvancedPM=",
	    "Drive conforms to:",
	    "* signifies the current active mode",
	    "* current active mode",
	    NULL};

	for (int i = 0; keys[i]; i++)
		if (line_starts(tl, keys[i]))
			return 1;
	return 0;
}

/*
 * Line t (len bytes), when a legend's (line_device_legend()): each device
 * it names takes its description in st, the one an earlier line gave it
 * replaced.  Returns how many devices it names, 0 for another line.
 */
static int legend_note(struct hp_state *st, const char *t, size_t len)
{
	char devs[4][32], desc[sizeof(st->leg_desc[0])];
	int nd = line_device_legend(t, len, devs, 4, desc, sizeof(desc));

	for (int i = 0; i < nd; i++) {
		int k = 0;

		while (k < st->n_leg && strcmp(st->leg_dev[k], devs[i]))
			k++;
		if (k == st->n_leg) {
			if (st->n_leg == HP_LEG_MAX)
				continue;
			st->n_leg++;
		}
		memcpy(st->leg_dev[k], devs[i], sizeof(devs[i]));
		memcpy(st->leg_desc[k], desc, sizeof(desc));
	}
	return nd;
}

/* The description a legend above gives device ("/dev/md2"), or NULL. */
static const char *legend_desc(const struct hp_state *st, const char *device)
{
	if (device && !strncmp(device, "/dev/", 5))
		device += 5;
	for (int k = 0; device && k < st->n_leg; k++)
		if (!strcmp(st->leg_dev[k], device))
			return st->leg_desc[k];
	return NULL;
}

/* The model hdparm -i gave device, or NULL. */
static const char *device_id_model(const struct hp_state *st,
				   const char *device)
{
	for (int i = 0; device && i < st->n_id; i++)
		if (!strcmp(st->id_dev[i], device))
			return st->id_model[i][0] ? st->id_model[i] : NULL;
	return NULL;
}

/* One run of results: emitted with its device. */
static int emit_run(struct ingest_ctx *ctx, struct hp_state *st,
		    const char *device, const char *label, long line_from,
		    const struct hp_result *res, int n)
{
	struct iodb_run run = IODB_RUN_INIT;
	int ret;

	if (!n)
		return 0;
	run.format = "hdparm";
	run.tool = "hdparm";
	run.tool_version = st->version[0] ? st->version : NULL;
	run.device = device;
	run.label = label[0] ? label : NULL;
	/* hdparm -i named the device's model: what the runs are of */
	run.device_model = device_id_model(st, device);
	/* nothing names the run nor hdparm -i its drive: the sentence
	 * under the outputs, by the device's place */
	for (int i = 0;
	     !run.label && !run.device_model && device && i < st->n_ord; i++)
		if (!strcmp(st->ord_dev[i], device))
			run.label = st->ord_name[i];
	/* "md2 = RAID0 ext2" above: what the poster's legend says the
	 * device is, no caption naming the run nearer */
	if (!run.label)
		run.label = legend_desc(st, device);
	if (!run.label)
		run.label = run.device_model;
	/* nothing else names it: the one drive the paragraph a few lines
	 * above, in the same message, names ("It's two Western Digital
	 * WD800JB-00DUA3 disks on a Promise card") */
	if (!run.label && !ctx->block_label && label == st->run_label &&
	    st->run_model[0])
		run.label = st->run_model;
	/* nor the paragraph above: the line right under the output that
	 * names the drive ("An old laptop HDD.", "mine's a seagate 7200RPM
	 * Sata.") */
	for (int i = 0; !run.label && !run.device_model && i < st->n_below; i++)
		if (st->below_line[i] == res[n - 1].line)
			run.label = st->below_name[i];
	run.command = st->command[0] ? st->command : NULL;
	/* a command that names devices, none of them this run's (a
	 * terminal pasted beside it, a later output with no command of
	 * its own), is not the run's */
	if (run.command && device && st->command_devices &&
	    !command_names(st->command, device))
		run.command = NULL;
	run.line_from = line_from;
	run.line_to = res[n - 1].line;
	ret = ingest_emit_run(ctx, &run);
	if (ret)
		return ret;
	for (int i = 0; i < n; i++) {
		struct iodb_result r = IODB_RESULT_INIT;
		const struct hp_result *h = &res[i];
		struct iodb_metric off;

		/* figures with no label (bare_figures()): no job, and the
		 * test unknown when nothing said which */
		r.job = h->job[0] ? h->job : NULL;
		r.test = h->test[0] ? h->test : NULL;
		r.cond.op = h->op;
		r.cond.pattern = IODB_PATTERN_SEQ;
		r.cond.iodepth = 1;
		r.cond.numjobs = 1;
		/* the command ran every hdparm with --direct: O_DIRECT
		 * whatever the label says (command_direct()) */
		r.cond.direct = run.command && st->direct == 1 ? 1 : h->direct;
		r.io_bytes = h->io_bytes;
		r.runtime_ns = h->runtime_ns;
		r.bw_bytes = h->bw_bytes;
		r.line_from = h->line;
		r.line_to = h->line;
		if (!isnan(h->offset_bytes)) {
			off = (struct iodb_metric){"offset_bytes",
						   h->offset_bytes, "bytes"};
			r.extras = &off;
			r.n_extras = 1;
		}
		ret = ingest_emit_result(ctx, &r);
		if (ret)
			return ret;
		st->results++;
	}
	return 0;
}

static int flush_run(struct ingest_ctx *ctx, struct hp_state *st)
{
	int ret = 0;

	if (st->open)
		ret =
		    emit_run(ctx, st, st->has_device ? st->device : NULL,
			     st->run_label, st->line_from, st->res, st->n_res);
	st->open = 0;
	st->n_res = 0;
	return ret;
}

static int flush_columns(struct ingest_ctx *ctx, struct hp_state *st)
{
	int ret = 0;

	for (int i = 0; i < st->ncols && !ret; i++)
		ret =
		    emit_run(ctx, st, st->col_dev[i][0] ? st->col_dev[i] : NULL,
			     st->col_label[i], st->col_line, st->col_res[i],
			     st->col_n[i]);
	st->ncols = 0;
	return ret;
}

/*
 * Take the command line read into st->next, once the run before it (which
 * it does not belong to) is flushed; its device becomes the context.
 */
static int take_command(struct ingest_ctx *ctx, struct hp_state *st)
{
	int ret = flush_run(ctx, st);

	if (ret)
		return ret;
	memcpy(st->command, st->next.command, sizeof(st->command));
	st->command_line = st->next.command_line;
	st->command_used = 0;
	memcpy(st->command_device, st->next.command_device,
	       sizeof(st->command_device));
	st->command_devices = st->next.command_devices;
	memcpy(st->rel_device, st->next.rel_device, sizeof(st->rel_device));
	st->concurrent = st->next.concurrent;
	st->tests = st->next.tests;
	st->direct = st->next.direct;
	memcpy(st->remark, st->next.remark, sizeof(st->remark));
	st->cmd_headers = 0;
	st->inter = 0;
	snprintf(st->context_device, sizeof(st->context_device), "%s",
		 st->command_devices == 1 ? st->command_device : "");
	return 0;
}

/*
 * A caption of conditions under a version's lead-in: a line ending in ':'
 * of six words at most with a capital or a digit past its first word
 * ("These are with X running:" under "Under 2.5.75:"), no mail's
 * attribution nor introduction; it tells that version's runs apart.
 * Its text without the ':' into out (n bytes); 1 when found.
 */
static int lead_in_caption(const char *t, size_t len, char *out, size_t n)
{
	size_t words = 0;
	int name = 0;

	while (len && is_blank(t[len - 1]))
		len--;
	if (len < 2 || len >= n || t[len - 1] != ':' ||
	    line_is_attribution(t, len) || line_is_intro(t, len))
		return 0;
	len--;
	for (size_t i = 0; i < len; i++) {
		if (!is_blank(t[i]) && (i == 0 || is_blank(t[i - 1])))
			words++;
		if (t[i] == ':' || t[i] == ',' || t[i] == '.' || t[i] == '=')
			return 0;
		name |= words > 1 &&
			(is_digit(t[i]) || (t[i] >= 'A' && t[i] <= 'Z'));
	}
	if (!name || words > 6)
		return 0;
	snprintf(out, n, "%.*s", (int)len, t);
	return 1;
}

/*
 * Drop Markdown's strong emphasis ("**" or "__") from caption s in place:
 * "RAID1 on **SSD **drives" reads "RAID1 on SSD drives".
 */
static void drop_strong_marks(char *s)
{
	char *w = s;

	for (const char *r = s; *r;) {
		if ((r[0] == '*' || r[0] == '_') && r[1] == r[0]) {
			r += 2;
			continue;
		}
		if (*r == ' ' && (w == s || w[-1] == ' ')) {
			r++;
			continue;
		}
		*w++ = *r++;
	}
	while (w > s && w[-1] == ' ')
		w--;
	*w = '\0';
}

static void open_run(struct hp_state *st, const char *device, long line)
{
	if (st->outer[0] && st->label[0])
		snprintf(st->run_label, sizeof(st->run_label), "%s / %s",
			 st->outer, st->label);
	else
		snprintf(st->run_label, sizeof(st->run_label), "%s",
			 st->outer[0] ? st->outer : st->label);
	/* the first run after "hdparm -t /dev/sda (with the quirk)": the
	 * setup its command names, after the caption's name */
	if (st->command[0] && !st->command_used && st->remark[0]) {
		size_t k = strlen(st->run_label);

		snprintf(st->run_label + k, sizeof(st->run_label) - k,
			 k ? " (%s)" : "%s", st->remark);
	}
	st->open = 1;
	st->n_res = 0;
	st->has_device = device != NULL;
	if (device)
		snprintf(st->device, sizeof(st->device), "%s", device);
	st->line_from = line;
	if (st->command[0] && !st->command_used) {
		st->line_from = st->command_line;
		st->command_used = 1;
	}
	/* the drive a paragraph a few lines above names, for a run nothing
	 * else names (emit_run()) */
	st->run_model[0] = '\0';
	if (!st->run_label[0] && st->para_model[0] &&
	    st->line_from > st->model_line &&
	    st->line_from - st->model_line <= MODEL_LINES_MAX)
		memcpy(st->run_model, st->para_model, sizeof(st->run_model));
}

/*
 * Whether r starts another hdparm invocation: a test the run already has,
 * or a cached test after a disk test (hdparm does -T before -t).
 */
static int another_invocation(const struct hp_state *st,
			      const struct hp_result *r)
{
	int cached = strstr(r->test, "cached") != NULL;

	for (int i = 0; i < st->n_res; i++) {
		if (!strcmp(st->res[i].test, r->test))
			return 1;
		if (cached && strstr(st->res[i].test, "disk"))
			return 1;
	}
	return st->n_res == HP_MAX_RESULTS;
}

/* Count r's test among the timings of an interleaved block. */
static void group_count(struct hp_state *st, const struct hp_result *r)
{
	int i;

	for (i = 0; i < st->n_grp; i++)
		if (!strcmp(st->grp_test[i], r->test))
			break;
	if (i == st->n_grp) {
		if (i == HP_MAX_RESULTS)
			return;
		snprintf(st->grp_test[i], sizeof(st->grp_test[i]), "%s",
			 r->test);
		st->grp_count[i] = 0;
		st->n_grp++;
	}
	st->grp_count[i]++;
}

static void group_add_device(struct hp_state *st, const char *dev)
{
	size_t k = strlen(st->grp_list);

	snprintf(st->grp_list + k, sizeof(st->grp_list) - k, "%s%s",
		 k ? ", " : "", dev);
	st->grp_devs++;
}

/*
 * Whether the header of dev joins outputs printed at the same time, whose
 * timings cannot be told apart: a header right under another device's
 * header (hdparm prints each header before the device's timings:
 * "/dev/sda:" then "/dev/sdb:" then two timings is two runs started at
 * once, "hdparm -t /dev/sda & hdparm -t /dev/sdb &"), or a second header
 * under a command that ran hdparm several times at once.  A block ends
 * when each device printed as many timings of each test as the first.
 */
/*
 * Whether the open run holds every timing its command asks for (-T a
 * cached read, -t a disk read): the device printed all it will.
 */
static int run_complete(const struct hp_state *st)
{
	int has = 0;

	for (int i = 0; i < st->n_res; i++)
		has |= strstr(st->res[i].test, "cached")
			   ? 1
			   : (strstr(st->res[i].test, "disk") ? 2 : 0);
	return st->tests && (has & st->tests) == st->tests;
}

static int interleaved(struct hp_state *st, const char *dev, int adjacent)
{
	int done = st->n_grp > 0;

	if (st->inter) {
		for (int i = 0; i < st->n_grp; i++)
			done &= st->grp_count[i] >= st->grp_devs;
		if (!done) {
			group_add_device(st, dev);
			return 1;
		}
		st->inter = 0;
	}
	/* right under: only blank lines between (a message such as
	 * "HDIO_DRIVE_CMD(identify) failed" is the first device's output),
	 * or its label still waits for its figures */
	if (st->open && st->has_device && strcmp(st->device, dev) &&
	    ((!st->n_res && (adjacent || st->n_pend)) ||
	     (st->concurrent && st->cmd_headers && !run_complete(st)))) {
		st->inter = 1;
		st->grp_list[0] = '\0';
		st->grp_devs = 0;
		st->n_grp = 0;
		st->grp_warned = 0;
		group_add_device(st, st->device);
		group_add_device(st, dev);
		/* the first device's timings before this header are its
		 * own; they count towards the block's end */
		for (int i = 0; i < st->n_res; i++)
			group_count(st, &st->res[i]);
		return 1;
	}
	return 0;
}

static int add_result(struct ingest_ctx *ctx, struct hp_state *st,
		      const struct hp_result *r, const char *at)
{
	int ret;

	st->cap_fresh = 0;
	st->sess_line = 0;
	if (st->inter) {
		/* interleaved outputs: a run per timing, device unknown */
		if (!st->grp_warned++)
			ingest_warn_at(ctx, at,
				       "the lines of hdparm runs printed at "
				       "the same time interleave (%s): which "
				       "device each timing is cannot be told; "
				       "device unknown",
				       st->grp_list);
		group_count(st, r);
		ret = flush_run(ctx, st);
		if (ret)
			return ret;
		open_run(st, NULL, r->line);
		st->res[st->n_res++] = *r;
		return flush_run(ctx, st);
	}
	if (st->open && another_invocation(st, r)) {
		/* a repeated run: hdparm named no other device since */
		char dev[sizeof(st->device)];
		int has = st->has_device;

		snprintf(dev, sizeof(dev), "%s", st->device);
		ret = flush_run(ctx, st);
		if (ret)
			return ret;
		open_run(st, has ? dev : NULL, r->line);
	}
	if (!st->open) {
		const char *dev =
		    st->context_device[0] ? st->context_device : NULL;

		if (!dev)
			ingest_warn_at(ctx, at,
				       "no device line ('/dev/sda:') before "
				       "these timings%s; device unknown",
				       st->command_devices > 1
					   ? " and the command names several"
					   : "");
		open_run(st, dev, r->line);
	}
	st->res[st->n_res++] = *r;
	return 0;
}

/*
 * Figures for a label, from the text fig (a copy of the line's part after
 * the label; fig0 is where it starts in buf): parse, warn when
 * inconsistent.  Returns 0 with *r filled, 1 when there are no figures
 * (warned), or a negative errno after an error.
 */
static int read_figures(struct ingest_ctx *ctx, const char *label,
			size_t label_len, const char *fig, const char *fig0,
			const char *label_at, long line, struct hp_result *r)
{
	const char *at = NULL, *expected = NULL, *p = skip_blank(fig);
	int rc;

	memset(r, 0, sizeof(*r));
	r->offset_bytes = NAN;
	snprintf(r->job, sizeof(r->job), "%.*s", (int)label_len, label);
	canonical(r->job, r);
	r->line = line;
	if (*p && !is_digit(*p)) {
		/* a message first ("SG_IO: bad/missing sense data"),
		 * figures maybe after */
		const char *mb = strstr(p, " MB in ");

		while (mb && mb > p && is_digit(mb[-1]))
			mb--;
		if (!mb || !is_digit(*mb)) {
			ingest_warn_at(ctx, label_at,
				       "no figures for 'Timing %.*s' (%s); "
				       "skipped",
				       (int)label_len, label, p);
			return 1;
		}
		p = mb;
	}
	rc = parse_figures(p, r, &at, &expected);
	if (rc < 0) {
		/* a timing cut or garbled by the paste: the others still
		 * import (the source fails only when none does) */
		ingest_warn_at(ctx, fig0 + (at - fig),
			       "expected %s, found %s%.*s%s: 'Timing %.*s' "
			       "skipped",
			       expected, *at ? "'" : "", *at ? 24 : 0, at,
			       *at ? "'" : "end of line", (int)label_len,
			       label);
		return 1;
	}
	if (rc == 2) {
		ingest_warn_at(ctx, label_at,
			       "'%s': the rate's unit is cut; read as hdparm's "
			       "only unit that starts so",
			       r->job);
		return 0;
	}
	if (rc == 3) {
		ingest_warn_at(ctx, label_at,
			       "'%s': letters typed after the rate's unit; "
			       "read as hdparm's unit, the size and time agree",
			       r->job);
		return 0;
	}
	if (rc > 0)
		ingest_warn_at(ctx, label_at,
			       "'%s': the printed rate does not fit the "
			       "printed size and time",
			       r->job);
	return 0;
}

/*
 * What a line holds: device headers ("/dev/sda:") and timings ("Timing
 * cached reads: ..."), several when a paste lost its line breaks or
 * printed two outputs side by side.
 */
enum hp_kind {
	HP_DEV = 1,
	HP_TIMING,
};

struct hp_item {
	enum hp_kind kind;
	const char *from;  /* in the line copy */
	const char *body;  /* after the header or the label's colon */
	double offset_gib; /* "(offset 37 GB)" before the colon; NAN */
	const char *label;
	size_t label_len;
	char dev[256];
	int wide;   /* three or more blanks before it: a second column */
	int spaced; /* two or more: a column when the device line has them */
};

/*
 * The length of the quote mark at p that opens a timing line quoted
 * inline ('"', '\'', '`', U+201C, U+2018, U+201E, U+00AB) when "Timing "
 * follows it right away, else 0: a mail's "hdparm went from:" / "\"Timing
 * buffered disk reads: 502 MB in  3.00 seconds = 167.14 MB/sec\"" quotes
 * hdparm's line whole; the mark is no word of a caption before it (the
 * closing mark after the rate is passed over as any text after it).
 */
static size_t timing_quote(const char *p)
{
	static const char *const marks[] = {
	    "\"",	    "'",	"`", "\xe2\x80\x9c", "\xe2\x80\x98",
	    "\xe2\x80\x9e", "\xc2\xab", NULL};

	for (size_t k = 0; marks[k]; k++) {
		size_t l = strlen(marks[k]);

		if (!strncmp(p, marks[k], l) && !strncmp(p + l, "Timing ", 7))
			return l;
	}
	return 0;
}

static int scan_items(const char *t, struct hp_item *items, int max,
		      const char *rel)
{
	const char *p = t;
	int n = 0;

	while (n < max && *(p = skip_blank(p))) {
		struct hp_item *it = &items[n];
		const char *body;
		size_t k, glued;

		/* '"Timing ...': the timing starts after its quote mark */
		if (*p == '"' || *p == '\'' || *p == '`' ||
		    (unsigned char)*p >= 0xc2)
			p += timing_quote(p);
		it->spaced = p - t >= 2 && is_blank(p[-1]) && is_blank(p[-2]);
		it->wide = it->spaced && p - t >= 3 && is_blank(p[-3]);
		body = timing_label_at(p, &it->label, &it->label_len,
				       &it->offset_gib);
		if (body) {
			it->kind = HP_TIMING;
			it->from = p;
			it->body = body;
			n++;
			p = body;
			continue;
		}
		glued = 0;
		k = device_at(p, it->dev, sizeof(it->dev), &glued, rel);
		if (k) {
			it->kind = HP_DEV;
			it->from = p + glued;
			it->body = p + k;
			n++;
			p += k;
			continue;
		}
		while (*p && !is_blank(*p))
			p++;
	}
	return n;
}

/*
 * Whether the items are two or more columns: same kind, wide apart, and
 * timings of the same label (a flattened run has cached, then disk).
 * Under ncols device columns, n timings of one label two blanks apart are
 * columns too (a long figure pushed the next column closer).
 */
static int columns(const struct hp_item *items, int n, int ncols)
{
	if (n < 2 || n > HP_COLS)
		return 0;
	for (int i = 1; i < n; i++) {
		int apart = items[i].wide ||
			    (ncols == n && items[i].kind == HP_TIMING &&
			     items[i].spaced);

		if (items[i].kind != items[0].kind || !apart)
			return 0;
		if (items[0].kind == HP_TIMING &&
		    (items[i].label_len != items[0].label_len ||
		     memcmp(items[i].label, items[0].label,
			    items[0].label_len)))
			return 0;
	}
	return 1;
}

/*
 * Whether a timing of items prints its label alone, its figures to come
 * (at the line's end, or right before the next label): "Timing cached
 * reads:    Timing cached reads:   1228 MB in ..." of two runs printed at
 * the same time is no pair of columns.
 */
static int waiting_label(const struct hp_item *items, int n)
{
	for (int i = 0; i < n; i++) {
		const char *b = skip_blank(items[i].body);

		if (items[i].kind == HP_TIMING &&
		    (!*b || (i + 1 < n && b == items[i + 1].from)))
			return 1;
	}
	return 0;
}

/* The timing at items[i], its figures up to the next item. */
static int timing_item(struct ingest_ctx *ctx, const struct hp_item *items,
		       int i, int n, const char *t, const char *line_s,
		       long line_no, struct hp_result *r)
{
	char fig[HP_LINE_MAX];
	const char *end = i + 1 < n ? items[i + 1].from : t + strlen(t);
	const struct hp_item *it = &items[i];

	int rc;

	snprintf(fig, sizeof(fig), "%.*s", (int)(end - it->body), it->body);
	rc = read_figures(ctx, it->label, it->label_len, fig,
			  line_s + (it->body - t), line_s + (it->from - t),
			  line_no, r);
	if (!rc && !isnan(it->offset_gib))
		r->offset_bytes = it->offset_gib * 1073741824.0;
	return rc;
}

/*
 * Names side by side, three blanks or more apart, over outputs side by
 * side: "Samsung 860 EVO:          WD Blue 1TB:", "SSD (860 EVO)     HDD
 * (WD Blue)".  Each must read as a caption (line_caption(): a short name,
 * no sentence, no '='); returns how many (2 to HP_COLS) with them in
 * out, else 0.
 */
static int label_columns(const char *t, char out[][96])
{
	const char *p = t;
	int n = 0;

	while (*(p = skip_blank(p))) {
		const char *e = p;
		char seg[100];
		size_t k;

		/* up to three blanks (or a tab) in a row */
		while (*e &&
		       !(is_blank(e[0]) && is_blank(e[1]) && is_blank(e[2])) &&
		       *e != '\t')
			e++;
		k = (size_t)(e - p);
		while (k && is_blank(p[k - 1]))
			k--;
		if (n == HP_COLS || k + 2 > sizeof(seg))
			return 0;
		/* a name without its colon is asked as one with it */
		snprintf(seg, sizeof(seg), "%.*s%s", (int)k, p,
			 p[k - 1] == ':' ? "" : ":");
		if (!line_caption(seg, strlen(seg), out[n], sizeof(out[n])))
			return 0;
		n++;
		p = e;
	}
	return n >= 2 ? n : 0;
}

/*
 * The labels of columns starting at line no: the names side by side just
 * above them, else the caption over them all.
 */
static void column_labels(struct hp_state *st, int n, long prev_nb)
{
	for (int i = 0; i < n; i++)
		memcpy(st->col_label[i],
		       st->n_lab == n && st->lab_line == prev_nb
			   ? st->lab_cols[i]
			   : st->label,
		       sizeof(st->col_label[i]));
	st->n_lab = 0;
}

/*
 * A line under outputs side by side that holds fewer timings than there
 * are columns (one output printed a line more, or its line was cut): each
 * timing goes to the column it starts under, the nearest by far (half
 * the distance to the next), which must not hold that test yet.  Returns
 * 0 when placed, 1 when some timing cannot be placed.
 */
static int place_in_columns(struct hp_state *st, const struct hp_item *items,
			    int n, long off0, const char *t, int *col)
{
	int last = -1;

	for (int i = 0; i < n; i++) {
		long x = off0 + (long)(items[i].from - t), best = -1,
		     second = -1;
		int j0 = -1;

		if (items[i].kind != HP_TIMING)
			return 1;
		for (int j = 0; j < st->ncols; j++) {
			long d = labs(st->col_at[j] - x);

			if (best < 0 || d < best) {
				second = best;
				best = d;
				j0 = j;
			} else if (second < 0 || d < second) {
				second = d;
			}
		}
		if (j0 <= last || (second >= 0 && 2 * best >= second))
			return 1;
		for (int k = 0; k < st->col_n[j0]; k++)
			if (strlen(st->col_res[j0][k].job) ==
				items[i].label_len &&
			    !memcmp(st->col_res[j0][k].job, items[i].label,
				    items[i].label_len))
				return 1;
		col[i] = last = j0;
	}
	return 0;
}

/* A label printed without its figures: they may come later. */
static void pend_push(struct hp_state *st, const char *label, size_t len,
		      const char *at)
{
	if (st->n_pend == HP_PENDING)
		return; /* more runs at once than a paste shows: not kept */
	snprintf(st->pend[st->n_pend], sizeof(st->pend[0]), "%.*s", (int)len,
		 label);
	st->pend_at[st->n_pend++] = at;
}

/* The labels still waiting will get no figures: warned, dropped. */
static void pend_expire(struct ingest_ctx *ctx, struct hp_state *st)
{
	for (int i = 0; i < st->n_pend; i++)
		ingest_warn_at(ctx, st->pend_at[i],
			       st->pend_mixed ? "no figures for one of the "
						"timings printed at the same "
						"time; skipped"
					      : "no figures for 'Timing %s'; "
						"skipped",
			       st->pend[i]);
	st->n_pend = 0;
	st->pend_mixed = 0;
}

/*
 * Figures arrived for one of the labels waiting (and cur, the label they
 * follow, when on its line): whose they are matters only for the test,
 * known when every such label is the same.  Returns 1 then, 0 when the
 * test cannot be told (the figures are skipped); one label fewer waits.
 */
static int pend_take(struct hp_state *st, const char *cur, size_t cur_len)
{
	int same = !st->pend_mixed;

	for (int i = 0; i < st->n_pend && same; i++)
		same = cur ? strlen(st->pend[i]) == cur_len &&
				 !memcmp(st->pend[i], cur, cur_len)
			   : !strcmp(st->pend[i], st->pend[0]);
	if (!cur) {
		/* the first waits no more (all alike, or mixed anyway) */
		st->n_pend--;
		memmove(st->pend, st->pend + 1,
			(size_t)st->n_pend * sizeof(st->pend[0]));
		memmove(st->pend_at, st->pend_at + 1,
			(size_t)st->n_pend * sizeof(st->pend_at[0]));
	}
	if (!same && st->n_pend)
		st->pend_mixed = 1;
	if (!st->n_pend)
		st->pend_mixed = 0;
	return same;
}

/*
 * Figures fig (fig0: where they start in the buffer) on line line_no for
 * the first label waiting (pend_take()): imported as its timing, or
 * skipped with a warning when the waiting labels are of different tests.
 * Returns 0, or a negative errno.
 */
static int pend_figures(struct ingest_ctx *ctx, struct hp_state *st,
			const char *fig, const char *fig0, long line_no)
{
	struct hp_result r;
	char job[64];
	const char *at = st->pend_at[0];
	int rc;

	snprintf(job, sizeof(job), "%s", st->pend[0]);
	if (!pend_take(st, NULL, 0)) {
		ingest_warn_at(ctx, fig0,
			       "figures of one of the timings printed at the "
			       "same time (different tests): which test they "
			       "are cannot be told; skipped");
		return 0;
	}
	rc = read_figures(ctx, job, strlen(job), fig, fig0, at, line_no, &r);
	if (rc < 0)
		return rc;
	return rc ? 0 : add_result(ctx, st, &r, at);
}

/*
 * In body (a label's text after its colon, "174 MB in  3.00 seconds =
 * 57.91 MB/sec 170 MB in  3.05 seconds =  55.75 MB/sec"): where a second
 * timing's figures start after the first's complete rate ("/sec" and a
 * blank), nothing but its figures between; NULL when there is none.
 */
static const char *joined_figures(const char *body)
{
	const char *sec = strstr(body, "/sec"), *p, *mb;

	if (!sec || !sec[4] || !is_blank(sec[4]))
		return NULL;
	p = skip_blank(sec + 4);
	mb = p;
	while (is_digit(*mb))
		mb++;
	if (mb == p || strncmp(mb, " MB in ", 7) || !strstr(mb, "/sec"))
		return NULL;
	return p;
}

/*
 * A line of hdparm's settings alone, the runs below measured with them
 * ("Mult-sect off, 16-bit", "DMA on, 32 bit", "multcount on"): one to
 * three parts parted by ", ", each a setting's name and its state ("on",
 * "off", "enabled", "disabled"; the name no "then", "and", ...) or a
 * width ("16-bit", "32 bit"); no other mark.  Only as the first line of its
 * paragraph (starts).  Into out (n bytes); 1 when so.
 */
static int settings_caption(const char *t, size_t len, int starts, char *out,
			    size_t n)
{
	static const char *const states[] = {"on", "off", "enabled", "disabled",
					     NULL};
	static const char *const joins[] = {"then", "and",   "or", "but",
					    "now",  "still", NULL};
	size_t parts = 0;

	if (!starts || len < 2 || len >= n || len > 60)
		return 0;
	for (size_t b = 0; b < len;) {
		size_t e = b, words = 0, lw = b;

		while (e < len && t[e] != ',')
			e++;
		for (size_t i = b; i < e; i++) {
			if (!isalnum((unsigned char)t[i]) &&
			    !strchr(" -", t[i]))
				return 0;
			if (t[i] != ' ' && (i == b || t[i - 1] == ' '))
				words++, lw = i;
		}
		while (e > lw && t[e - 1] == ' ')
			e--;
		if (!words || words > 2 || ++parts > 3)
			return 0;
		if (word_listed(t + lw, e - lw, states, 1)) {
			/* a setting's name, then its state ("Cache off, then
			 * on" tells an order, no setting) */
			if (words != 2 ||
			    word_listed(t + b, lw - b - 1, joins, 1))
				return 0;
		} else {
			/* "16-bit", "32 bit" */
			size_t d = lw;
			const char *w;

			if (e - lw == 3 && !strncasecmp(t + lw, "bit", 3) &&
			    words >= 2)
				for (d = lw - 1; d > b && t[d - 1] != ' '; d--)
					;
			w = t + d;
			while (w < t + e && isdigit((unsigned char)*w))
				w++;
			if (w == t + d || (*w != '-' && *w != ' ') ||
			    strncasecmp(w + 1, "bit", 3) || w + 4 != t + e)
				return 0;
		}
		b = e;
		while (b < len && (t[b] == ',' || t[b] == ' '))
			b++;
	}
	snprintf(out, n, "%.*s", (int)len, t);
	return 1;
}

/*
 * A line naming a drive, then a remark after a comma ("Maxtor 80gb 2 mb
 * cache 7200 rpm ATA133, didn't get any faster by tweaking."), first in
 * its paragraph (starts) and right above a device line ("/dev/hdb:"; next
 * an iterator at the line after t): the drive the words before the comma
 * open with (line_drive_model(): a maker's name first, up to the first
 * word with a digit) into out (n bytes); 1 when so.
 */
static int drive_remark_caption(struct line_iter next, const char *t,
				size_t len, int starts, char *out, size_t n)
{
	struct text_line nx;
	const char *c = memchr(t, ',', len);
	size_t b;

	if (!starts || !c || !lines_next(&next, &nx))
		return 0;
	nx = line_trim(nx);
	if (nx.len < 7 || strncmp(nx.s, "/dev/", 5) ||
	    nx.s[nx.len - 1] != ':' || memchr(nx.s, ' ', nx.len))
		return 0;
	b = (size_t)(c - t);
	if (!line_drive_model(t, b, out, n))
		return 0;
	/* the maker's name opens the line: no sentence naming it later */
	return !strncasecmp(out, t, strcspn(out, " "));
}

/*
 * A line describing the machine of the output right below it, as a
 * poster heads each of several: its name, then its parts' figures with
 * no comma between ("box2 pIII 933Mhz 384MB RAM ATA-66 20G hardisk" over
 * "/dev/sda:"), first in its paragraph (starts) and right above hdparm's
 * device line (next: an iterator at the line after t).  Three to
 * fourteen words, the first a name (a letter first, letters and digits),
 * three at least figures with their unit ("933Mhz", "1.8G", "384MB") and
 * half at least holding a digit; no mark of a sentence or a setting.
 * line_spec_caption() reads such lines with commas.  The line into out
 * (n bytes); 1 when t (len bytes) is one.
 */
static int machine_line(struct line_iter next, const char *t, size_t len,
			int starts, char *out, size_t n)
{
	struct text_line nx;
	size_t at[16], wl[16], nw, digits = 0, figures = 0;

	if (!starts || len >= n || !lines_next(&next, &nx))
		return 0;
	nx = line_trim(nx);
	if (nx.len < 7 || strncmp(nx.s, "/dev/", 5) ||
	    nx.s[nx.len - 1] != ':' || memchr(nx.s, ' ', nx.len))
		return 0;
	for (size_t i = 0; i < len; i++)
		if (strchr(":=,;!?|$#`[]<>\"", t[i]))
			return 0;
	if (t[len - 1] == '.')
		return 0;
	nw = line_words(t, len, at, wl, 16);
	if (nw < 3 || nw > 14 || !isalpha((unsigned char)t[at[0]]))
		return 0;
	for (size_t i = 0; i < wl[0]; i++)
		if (!isalnum((unsigned char)t[at[0] + i]))
			return 0;
	for (size_t w = 0; w < nw; w++) {
		const char *s = t + at[w];
		size_t d = 0, k;

		for (k = 0; k < wl[w]; k++)
			d += isdigit((unsigned char)s[k]) != 0;
		digits += d != 0;
		/* "933Mhz", "1.8G": a figure, its unit glued on */
		for (k = 0;
		     k < wl[w] && (isdigit((unsigned char)s[k]) || s[k] == '.');
		     k++)
			;
		figures += d && k && k < wl[w] &&
			   isdigit((unsigned char)s[0]) &&
			   isalpha((unsigned char)s[k]);
	}
	if (figures < 3 || 2 * digits < nw)
		return 0;
	snprintf(out, n, "%.*s", (int)len, t);
	return 1;
}

/*
 * A bare number with a colon ("2217:") under the runs of a caption that
 * ends in a number of as many digits ("Speed comparisons, 2216:"): the
 * other kernel's (or build's) runs, a caption of their own, not more of
 * the first.  Its number into out (n bytes); 1 when t (len bytes) is
 * one.
 */
static int sibling_caption(const char *t, size_t len, const char *label,
			   char *out, size_t n)
{
	size_t d = 0, ll = strlen(label), b = ll;

	while (d < len && (is_digit(t[d]) || t[d] == '.'))
		d++;
	if (!d || d + 1 != len || t[len - 1] != ':' || !is_digit(t[0]) ||
	    d >= n)
		return 0;
	while (b && (is_digit(label[b - 1]) || label[b - 1] == '.'))
		b--;
	/* "..., 2216": the caption's last word, as long, another number */
	if (ll - b != d || !is_digit(label[b]) || (b && label[b - 1] != ' ') ||
	    !memcmp(label + b, t, d))
		return 0;
	snprintf(out, n, "%.*s", (int)d, t);
	return 1;
}

/*
 * A sentence ending in ':' that introduces the output below and names the
 * one system it ran on ("Now the same command with a harddrive:", "Here
 * are the results on a 1GB usb memory stick:"): the system
 * (doc_prose_system()) into out (n bytes); 1 when it names one.  A mail's
 * attribution is none.
 */
static int prose_caption(const char *t, size_t len, char *out, size_t n)
{
	char name[128];

	/* "On Mon, Feb 3, 2025 at 8:40 PM Lee <lee@x.org> wrote:": who
	 * wrote the quote below, no system */
	if (len < 2 || t[len - 1] != ':' || line_is_attribution(t, len) ||
	    doc_prose_system(t, len - 1, name, sizeof(name)) != 1 ||
	    strlen(name) >= n ||
	    /* "tried hdparm -a 8192 /dev/sda, and got this:": the device
	     * of the runs, no name */
	    line_names_nothing(name, strlen(name)))
		return 0;
	snprintf(out, n, "%s", name);
	return 1;
}

/*
 * The paragraph ending in line t (len bytes, starting at at in buf): its
 * lines above t (up to seven, below a blank line or the text's start) and
 * t, joined by blanks, into para (n bytes), the count of lines above t
 * into *above.  Its length; 0 when it is longer than para or eight lines.
 */
static size_t paragraph_of(const char *buf, const char *at, const char *t,
			   size_t len, char *para, size_t n, size_t *above)
{
	struct text_line up[8];
	size_t k = 0, pl = 0;
	const char *p = at;

	while (k < 8 && p > buf) {
		const char *e = p - 1, *b = e;

		while (b > buf && b[-1] != '\n')
			b--;
		p = b;
		up[k] = line_trim((struct text_line){b, (size_t)(e - b), 0});
		if (!up[k].len)
			break;
		k++;
	}
	if (k == 8)
		return 0;
	*above = k;
	while (k--) {
		if (pl + up[k].len + 1 >= n)
			return 0;
		memcpy(para + pl, up[k].s, up[k].len);
		pl += up[k].len;
		para[pl++] = ' ';
	}
	if (pl + len >= n)
		return 0;
	memcpy(para + pl, t, len);
	pl += len;
	para[pl] = '\0';
	return pl;
}

/*
 * The system the paragraph ending in line t (len bytes, starting at at in
 * buf) names in its setting sentence (doc_prose_setup_intro()), when t
 * itself only points at the output: "With the same disk on a Zorva S-ATA
 * card I got 30-40MB/sec on 2.6.9. Then" / "tried to hdparm -a 8192
 * /dev/sda, and got this:" over the timings gives "Zorva S-ATA".  The
 * paragraph's lines above t (paragraph_of(), one at least) are read
 * joined by blanks.  Into out (n bytes); 1 when found.
 */
static int setup_intro_caption(const char *buf, const char *at, const char *t,
			       size_t len, char *out, size_t n)
{
	char para[640];
	size_t above = 0, pl;

	if (len < 2 || t[len - 1] != ':')
		return 0;
	pl = paragraph_of(buf, at, t, len, para, sizeof(para), &above);
	return pl && above && doc_prose_setup_intro(para, pl, out, n);
}

/*
 * The one machine a sentence of the paragraph ending in line t (len
 * bytes, starting at at in buf) says something was done on or with,
 * whichever sentence it is (doc_prose_para_set_on()): "Sadly, when I
 * repeat the whole thing on a Zotac ZBOX C327 running TrueNAS, the mount
 * hangs. My guess is the network chip." right over the timings names
 * "Zotac ZBOX C327".  Into out (n bytes); 1 when found.
 */
static int set_on_caption(const char *buf, const char *at, const char *t,
			  size_t len, char *out, size_t n)
{
	char para[640];
	size_t above = 0, pl;

	pl = paragraph_of(buf, at, t, len, para, sizeof(para), &above);
	return pl && doc_prose_para_set_on(para, pl, out, n) == 1;
}

/*
 * The drive model a message's paragraph names (doc_prose_one_drive(),
 * the paragraph ending in line t: paragraph_of(), a mail's wrap inside
 * the name read whole) for the runs below it: line t (len bytes, number
 * no, starting at at in buf) read as prose.  A paragraph naming two or
 * comparing, or another paragraph naming another model within
 * MODEL_LINES_MAX lines, leaves none.
 */
static void note_para_model(struct ingest_ctx *ctx, struct hp_state *st,
			    const char *buf, const char *at, const char *t,
			    size_t len, long no)
{
	char para[640], model[sizeof(st->para_model)];
	size_t above = 0, pl;
	long start;

	pl = paragraph_of(buf, at, t, len, para, sizeof(para), &above);
	if (!pl)
		return;
	start = no - (long)above;
	if (!doc_prose_one_drive(para, pl, model, sizeof(model))) {
		/* two drives, or a comparison: none */
		if (line_drive_model(para, pl, model, sizeof(model)))
			model[0] = '\0';
		else
			return;
	}
	if (st->model_para && st->model_para != start &&
	    no - st->model_line <= MODEL_LINES_MAX &&
	    strcmp(st->para_model, model))
		model[0] = '\0'; /* two paragraphs, two drives */
	else if (st->model_para == start && !st->para_model[0])
		model[0] = '\0';
	snprintf(st->para_model, sizeof(st->para_model), "%s", model);
	st->model_para = start;
	st->model_line = no;
	st->model_quotes = ingest_line_quote_marks(ctx, no);
}

/* Forget the drive model a paragraph named: another message starts. */
static void drop_para_model(struct hp_state *st)
{
	st->para_model[0] = '\0';
	st->model_para = 0;
	st->model_line = 0;
}

/*
 * A line listing the machine the timings right below it ran on ("P4
 * 2.6G HT, 2GB Ram, ICH5, WD250GB/8M x 2 (md raid 1), kernel 2.6.1"
 * starting its paragraph, "Timing buffered disk reads: ..." on the next
 * line; line_spec_caption()), also when a mail wrapped it over two lines
 * (the first kept in st->spec_pend): its text into out (n bytes), 1.
 * t (len bytes) is line no, the last non-blank line before it prev_nb;
 * next is an iterator at the line after it.
 */
static int spec_caption(struct hp_state *st, struct line_iter next,
			const char *t, size_t len, long no, long prev_nb,
			char *out, size_t n)
{
	struct text_line nx = {0}, nt = {0};
	int timing, starts = prev_nb != no - 1;

	if (lines_next(&next, &nx))
		nt = line_trim(nx);
	timing = nt.len > 7 && !memcmp(nt.s, "Timing ", 7);
	if (!timing) {
		st->spec_pend[0] = '\0';
		if (starts && len < sizeof(st->spec_pend)) {
			memcpy(st->spec_pend, t, len);
			st->spec_pend[len] = '\0';
			st->spec_line = no;
		}
		return 0;
	}
	if (starts)
		return line_spec_caption(t, len, out, n);
	if (st->spec_pend[0] && st->spec_line == no - 1) {
		char both[2 * sizeof(st->spec_pend)];

		snprintf(both, sizeof(both), "%s %.*s", st->spec_pend, (int)len,
			 t);
		st->spec_pend[0] = '\0';
		return line_spec_caption(both, strlen(both), out, n);
	}
	return 0;
}

/*
 * Whether line t (len bytes, number no) is a kernel log's, read between a
 * caption and the output it names: "[    4.06] mmc0: SDHCI controller on
 * ffe7080000.mmc" (log_kernel_stamp()), or the rest of such a line a mail
 * wrapped, right under it with no blank line ("[ffe7080000.mmc] using
 * PIO"; not a caption's ':' at its end).  A caption naming the log itself
 * ("dmesg says:", "the kernel log:") is the log's, no run's: none then.
 */
/*
 * Whether t (len bytes, trimmed) at line no is hdparm's warning of an
 * ioctl the device refused ("HDIO_DRIVE_CMD(null) (wait for flush
 * complete) failed: Inappropriate ioctl for device", "HDIO_GET_MULTCOUNT
 * failed: Invalid argument"), or the rest of one a mail client wrapped:
 * the line right under it, one to four words of small letters and no
 * other mark ("ioctl for device", "supported").  Part of the output, no
 * text ending the caption above it.
 */
static int warning_line(struct hp_state *st, const char *t, size_t len, long no)
{
	size_t words = 0;

	if (line_hdparm_warning(t, len)) {
		st->warn_line = no;
		return 1;
	}
	if (!st->warn_line || st->warn_line != no - 1)
		return 0;
	for (size_t i = 0; i < len; i++) {
		if (t[i] == ' ')
			continue;
		if (!islower((unsigned char)t[i]))
			return 0;
		words += !i || t[i - 1] == ' ';
	}
	if (!words || words > 4)
		return 0;
	st->warn_line = 0;
	return 1;
}

static int kernel_log_line(struct hp_state *st, const char *t, size_t len,
			   long no)
{
	static const char *const log_words[] = {"dmesg",  "log",     "logs",
						"syslog", "journal", NULL};
	size_t at[12], wl[12], nw;

	if (!log_kernel_stamp(t, len) &&
	    !(st->klog_line && st->klog_line == no - 1 && t[len - 1] != ':'))
		return 0;
	nw = line_words(st->label, strlen(st->label), at, wl, 12);
	for (size_t k = 0; k < nw; k++) {
		size_t n = wl[k];

		while (n && strchr(":,.", st->label[at[k] + n - 1]))
			n--;
		if (word_listed(st->label + at[k], n, log_words, 1))
			return 0;
	}
	st->klog_line = no;
	return 1;
}

/*
 * Whether line t (len bytes, number no; the last line with text before it
 * prev_nb) belongs to a shell session read between a caption and the
 * output it names: another command at a prompt ("box1:~# lsscsi", "$
 * uname -a"; hdparm's own command_line() took first), or a line that
 * command printed, down to the session's next prompt
 * (line_session_line()).  Another person's line ends the session.
 */
static int session_line(struct hp_state *st, const char *t, size_t len, long no,
			long prev_nb)
{
	if (!line_session_line(t, len, 1, 0) &&
	    !(st->sess_line && line_session_line(t, len, 0, prev_nb != no - 1)))
		return 0;
	st->sess_line = no;
	return 1;
}

/*
 * A caption over the next output ("Older 160GB rotating drive:" under a
 * run already read): the command a run above it took and the device the
 * output above it named are that run's, not the next one's ("these tests
 * are from two totally different systems").  A command not yet taken
 * (the caption between it and its output) stays.
 */
static void caption_scope(struct hp_state *st)
{
	if (st->command[0] && st->command_used) {
		st->command[0] = '\0';
		st->command_devices = 0;
	}
	snprintf(st->context_device, sizeof(st->context_device), "%s",
		 st->command[0] && st->command_devices == 1 ? st->command_device
							    : "");
}

/*
 * A drive's name a poster wrote after hdparm's device line ("/dev/sdb: 80
 * GB SSD", "/dev/sdg: 8 GB USB stick"): the text after the ':' (body),
 * six words at most, naming a storage device (doc_prose_system()) with
 * no sentence's mark, no ':' or '=' (an error, "No such file or
 * directory", names none).  Into out (n bytes); 1 when body is one.
 */
static int device_note(const char *body, char *out, size_t n)
{
	char name[128];
	const char *b = skip_blank(body);
	size_t len = strlen(b), words = 0;

	while (len && is_blank(b[len - 1]))
		len--;
	if (len < 3 || len >= n || strpbrk(b, ":=!?;,()[]"))
		return 0;
	for (size_t i = 0; i < len; i++)
		words += !is_blank(b[i]) && (!i || is_blank(b[i - 1]));
	if (words > 6 || doc_prose_system(b, len, name, sizeof(name)) != 1)
		return 0;
	snprintf(out, n, "%.*s", (int)len, b);
	return 1;
}

/*
 * Whether t (len bytes) starts with a capacity ("1TB", "128GB", "80 GB").
 */
static int capacity_first(const char *t, size_t len)
{
	size_t i = 0;

	while (i < len && (is_digit(t[i]) || t[i] == '.'))
		i++;
	if (!i)
		return 0;
	if (i < len && t[i] == ' ')
		i++;
	return i + 1 < len && strchr("KMGTP", t[i]) &&
	       (t[i + 1] == 'B' ||
		(t[i + 1] == 'i' && i + 2 < len && t[i + 2] == 'B'));
}

/*
 * Whether t (len bytes) describes a drive by its form factor: a size in
 * inches ("2.5\"", "3.5\"") and a disk's noun ("Slow laptop 2.5\" 5400
 * disk", "3.5\" drive"), which doc_prose_system() reads as no name.
 */
static int form_factor_drive(const char *t, size_t len)
{
	static const char *const nouns[] = {"disk", "drive", "hdd", NULL};
	int inch = 0, noun = 0;

	for (size_t i = 0; i < len;) {
		size_t a = i, d = 0;

		while (i < len && !is_blank(t[i]))
			i++;
		while (a + d < i && (is_digit(t[a + d]) || t[a + d] == '.'))
			d++;
		inch |=
		    d && is_digit(t[a]) && a + d + 1 == i && t[a + d] == '"';
		noun |= i > a && word_listed(t + a, i - a, nouns, 1);
		while (i < len && is_blank(t[i]))
			i++;
	}
	return inch && noun;
}

/*
 * How many bytes of t (len bytes) are a name before a remark in brackets
 * closing the line ("An SCSI raid0 one (160 and 320 mixed...)": a note on
 * the setup, one to eight words, no bracket inside), the blanks before
 * the '(' left out; len when the line ends in no such remark.
 */
static size_t name_before_remark(const char *t, size_t len)
{
	size_t o, words = 0;

	if (len < 3 || t[len - 1] != ')')
		return len;
	/* o: the '(' opening the remark */
	for (o = len - 1; o && t[o - 1] != '(' && t[o - 1] != ')'; o--)
		;
	if (o < 3 || t[o - 1] != '(' || !is_blank(t[o - 2]))
		return len;
	for (size_t i = o; i + 1 < len; i++)
		words += !is_blank(t[i]) && (i == o || is_blank(t[i - 1]));
	if (!words || words > 8)
		return len;
	o--;
	while (o && is_blank(t[o - 1]))
		o--;
	return o;
}

/*
 * Whether t (len bytes) is a command of another program run on a disk, as
 * a step of a shell session: a lowercase word (the program's name), then
 * only the disks it runs on, by their kernel's names or device paths
 * ("eject sda", "umount /dev/sdb1").  A drive's name holds more, or
 * capitals ("WD Raptor", "SSD on the left port").
 */
static int step_over_command(const char *t, size_t len)
{
	size_t at[8], wl[8], nw = line_words(t, len, at, wl, 8);

	if (nw < 2 || nw > 4 || wl[0] < 2)
		return 0;
	for (size_t i = 0; i < wl[0]; i++)
		if (!islower((unsigned char)t[at[0] + i]))
			return 0;
	for (size_t w = 1; w < nw; w++)
		if (!line_disk_name(t + at[w], wl[w]) &&
		    !(wl[w] > 5 && !memcmp(t + at[w], "/dev/", 5) &&
		      line_disk_name(t + at[w] + 5, wl[w] - 5)))
			return 0;
	return 1;
}

/*
 * The length of the lead of a sentence presenting what the output below
 * ran on ("Here is a ", "here's an ") opening t (len bytes, more than
 * the lead), else 0.
 */
static size_t here_lead(const char *t, size_t len)
{
	static const char *const leads[] = {"here is a ", "here is an ",
					    "here's a ", "here's an ", NULL};

	for (size_t i = 0; leads[i]; i++)
		if (len > strlen(leads[i]) &&
		    !strncasecmp(t, leads[i], strlen(leads[i])))
			return strlen(leads[i]);
	return 0;
}

/*
 * A sentence presenting the drive of the output right below it by its
 * size, then a few words with its interface or kind ("Here is a 400GB
 * seagate ata/100:", "Here's a 74GB raptor SATA/150:", "here is a 2TB
 * usb disk:"): the words from the size on, a drive's name though its
 * maker is lowercase or only its product line is given.  A size and no
 * storage word ("Here is a 4GB test file:") names no drive.  Into out
 * (n bytes); 1 when t (len bytes, its ':' last) is one.
 */
static int here_is_drive(const char *t, size_t len, char *out, size_t n)
{
	static const char *const kinds[] = {
	    "ata", "sata", "pata", "ide",  "scsi",  "sas", "nvme",
	    "usb", "ssd",  "hdd",  "disk", "drive", NULL};
	size_t at[8], wl[8], nw, b = 0, kind = 0;

	while (len && is_blank(t[len - 1]))
		len--;
	if (len < 12 || t[len - 1] != ':')
		return 0;
	len--;
	b = here_lead(t, len);
	if (!b || !capacity_first(t + b, len - b) || len - b >= n)
		return 0;
	for (size_t i = b; i < len; i++)
		if (strchr(",;!?()\"", t[i]))
			return 0;
	nw = line_words(t + b, len - b, at, wl, 8);
	if (nw < 2 || nw > 5)
		return 0;
	for (size_t w = 1; w < nw && !kind; w++) {
		const char *s = t + b + at[w];
		size_t k = 0;

		while (k < wl[w] && s[k] != '/')
			k++;
		kind = word_listed(s, k, kinds, 1);
	}
	if (!kind)
		return 0;
	snprintf(out, n, "%.*s", (int)(len - b), t + b);
	return 1;
}

/*
 * A sentence presenting the machine of the output below it: "Here's an
 * old athlon machine...", "Here is a dual Xeon server:" (its lead,
 * here_lead(), then two to five words ending in a machine's noun, ':',
 * "..." or '…' closing it).  A word besides the noun must be no
 * mere comparison or order ("Here's an older machine:", "a second box"
 * name none).  The words after the article into out (n bytes); 1 when t
 * (len bytes) is one.
 */
static int here_is_machine(const char *t, size_t len, char *out, size_t n)
{
	static const char *const nouns[] = {
	    "machine", "box",	  "server", "computer",	   "pc",
	    "laptop",  "desktop", "system", "workstation", NULL};
	static const char *const plain[] = {
	    "old",     "older",	 "new",	      "newer",	 "fast",   "faster",
	    "slow",    "slower", "other",     "another", "second", "third",
	    "similar", "same",	 "different", "big",	 "bigger", "small",
	    "smaller", "cheap",	 "cheaper",   "test",	 "very",   "much",
	    "quite",   "little", "bit",	      "random",	 NULL};
	size_t at[8], wl[8], nw, b = 0, named = 0;

	while (len && is_blank(t[len - 1]))
		len--;
	if (len > 3 && !memcmp(t + len - 3, "...", 3))
		len -= 3;
	else if (len > 3 && !memcmp(t + len - 3, "\xe2\x80\xa6", 3))
		len -= 3;
	else if (len > 1 && t[len - 1] == ':')
		len--;
	else
		return 0;
	b = here_lead(t, len);
	if (!b || len - b >= n)
		return 0;
	for (size_t i = b; i < len; i++)
		if (!isalnum((unsigned char)t[i]) && !strchr(" -_.", t[i]))
			return 0;
	nw = line_words(t + b, len - b, at, wl, 8);
	if (nw < 2 || nw > 5 ||
	    !word_listed(t + b + at[nw - 1], wl[nw - 1], nouns, 1))
		return 0;
	for (size_t w = 0; w + 1 < nw; w++)
		named += !word_listed(t + b + at[w], wl[w], plain, 1) &&
			 !word_listed(t + b + at[w], wl[w], nouns, 1);
	if (!named)
		return 0;
	snprintf(out, n, "%.*s", (int)(len - b), t + b);
	return 1;
}

/*
 * A drive's name on a line of its own with no ':' right over an output,
 * its device line, its command or its first timing (next, nlen bytes):
 * "USB2 flash drive" over "/dev/sde1:", lshw -short's description "1TB
 * WDC WD10EZEX-00B" over "sudo hdparm -t /dev/sdb4", "128GB Samsung SSD
 * 840" over " Timing buffered disk reads: ...".  A name of few words
 * (line_name_caption()) naming a storage device (doc_prose_system()), a
 * capacity then a model, or a maker's model (line_drive_model()); no
 * sentence, no ':'.  The line into out (n bytes); 1 when t is one.
 */
static int drive_name_line(const char *t, size_t len, const char *next,
			   size_t nlen, char *out, size_t n)
{
	char name[128], nx[HP_LINE_MAX], head[128];
	struct hp_item items[HP_ITEMS_MAX];
	struct hp_cmd cmd;
	size_t words = 0, nl;
	int k;

	while (len && is_blank(t[len - 1]))
		len--;
	/* "Faster (!) external 3.5\" USB disk (no hdparm -i on USB), but
	 * just because ...": the name before the writer's comment, the
	 * asides in brackets and the clause after ", but" dropped */
	if (len < HP_LINE_MAX && !memchr(t, ':', len) &&
	    line_aside_head(t, len, head, sizeof(head))) {
		t = head;
		len = strlen(head);
	}
	nl = name_before_remark(t, len);
	if (len < 3 || len >= n || !next || !nlen || nlen >= sizeof(nx) ||
	    nl < 3 || memchr(t, ':', len) || memchr(t, '=', len) ||
	    (nl < len && (memchr(t, '(', nl) || memchr(t, ')', nl))) ||
	    strchr(".!?,;)", t[nl - 1]))
		return 0;
	for (size_t i = 0; i < nl; i++)
		words += !is_blank(t[i]) && (!i || is_blank(t[i - 1]));
	if (words > 6)
		return 0;
	k = doc_prose_system(t, nl, name, sizeof(name));
	if (!(line_name_caption(t, nl, name, sizeof(name)) &&
	      (k || form_factor_drive(t, nl))) &&
	    !(k == 1 && capacity_first(t, nl)) &&
	    !line_drive_model(t, nl, name, sizeof(name)))
		return 0;
	/* right over the output: its device line, command or timing, or
	 * the first prompt of the shell session that runs it
	 * (session_line()) */
	snprintf(nx, sizeof(nx), "%.*s", (int)nlen, next);
	memset(&cmd, 0, sizeof(cmd));
	k = scan_items(nx, items, HP_ITEMS_MAX, NULL);
	if (!(k && items[0].from == skip_blank(nx)) &&
	    !command_line(nx, 0, &cmd) &&
	    !line_session_line(nx, strlen(nx), 1, 0))
		return 0;
	/* "eject sda" (a root prompt's "# eject sda" with its '#' gone)
	 * over "hdparm -t /dev/hda": a step of the shell session, no name */
	if (!k && cmd.tests && step_over_command(t, len))
		return 0;
	snprintf(out, n, "%.*s", (int)len, t);
	return 1;
}

/*
 * Read buf (len bytes) line by line into st, emitting each run through
 * ctx as it ends; the runs still open at the end are left to the caller.
 * Returns 0, or a negative errno (the message given).
 */
/*
 * The name in a phrase a person wrote before a result on its line ("on
 * 4MB pi yields:", "with the Samsung 970:", the rest of "Running hdparm
 * -t /dev/sda on 8MB pi:"): the words left once a leading preposition
 * and a trailing verb go, one to four, each no path nor assignment, one
 * at least with a digit or a capital that is no generic word ("the
 * second run", "it", "again" name nothing).  Into out (n bytes); 1 when
 * s (len bytes) names something.
 */
static int phrase_name(const char *s, size_t len, char *out, size_t n)
{
	static const char *const lead[] = {"on",   "with",  "for",  "using",
					   "from", "and",   "then", "also",
					   "via",  "under", NULL};
	static const char *const verb[] = {
	    "yields", "yielded", "yield",  "gives",    "gave",	   "gets",
	    "got",    "shows",	 "showed", "returns",  "returned", "reports",
	    "says",   "is",	 "was",	   "are",      "were",	   "does",
	    "did",    "reads",	 "hits",   "achieves", "makes",	   NULL};
	static const char *const generic[] = {
	    "it",     "this",	"that",	  "run",   "test", "result", "results",
	    "output", "again",	"time",	  "times", "try",  "second", "first",
	    "other",  "one",	"same",	  "speed", "disk", "drive",  "reads",
	    "i",      "we",	"the",	  "a",	   "an",   "my",     "our",
	    "hdparm", "direct", "cached", NULL};
	const char *w[8];
	size_t wl[8], nw = 0, a = 0, b, total;
	char cap[100], said[100];
	int name = 0;

	while (len && (is_blank(s[len - 1]) || s[len - 1] == ':'))
		len--;
	for (size_t i = 0; i < len;) {
		size_t k = 0;

		while (i < len && is_blank(s[i]))
			i++;
		while (i + k < len && !is_blank(s[i + k]))
			k++;
		if (!k)
			break;
		if (nw == 8)
			return 0;
		w[nw] = s + i;
		wl[nw++] = k;
		i += k;
	}
	b = nw;
	while (a < b) {
		if (word_listed(w[a], wl[a], lead, 1))
			a++;
		else if (word_listed(w[b - 1], wl[b - 1], verb, 1))
			b--;
		else
			break;
	}
	if (b == a || b - a > 4)
		return 0;
	for (size_t i = a; i < b; i++) {
		int generic_word = 0, mark = 0;

		if (w[i][0] == '/' || w[i][0] == '-' ||
		    memchr(w[i], '=', wl[i]) || memchr(w[i], ':', wl[i]))
			return 0;
		generic_word = word_listed(w[i], wl[i], generic, 1);
		for (size_t k = 0; k < wl[i]; k++)
			mark |= is_digit(w[i][k]) ||
				(w[i][k] >= 'A' && w[i][k] <= 'Z');
		name |= mark && !generic_word;
	}
	total = (size_t)(w[b - 1] + wl[b - 1] - w[a]);
	if (!name || total + 2 > sizeof(cap) || total >= n)
		return 0;
	snprintf(cap, sizeof(cap), "%.*s:", (int)total, w[a]);
	if (!line_caption(cap, total + 1, said, sizeof(said)) ||
	    line_names_nothing(w[a], total) ||
	    doc_prose_system(w[a], total, cap, sizeof(cap)) == 2)
		return 0;
	snprintf(out, n, "%.*s", (int)total, w[a]);
	return 1;
}

/*
 * "on 4MB pi yields: 1264 MB in 3.00 seconds = 421.17 MB/sec": hdparm's
 * figures without the "Timing <label>:" before them, after prose or
 * alone, closing the line t.  Where they start, or NULL.
 */
static const char *bare_figures(const char *t)
{
	const char *mb = strstr(t, " MB in "), *p;
	size_t len = strlen(t);

	if (!mb || strstr(mb + 1, " MB in "))
		return NULL;
	while (len && (is_blank(t[len - 1]) || t[len - 1] == '.'))
		len--;
	if (len < 4 || strncmp(t + len - 4, "/sec", 4))
		return NULL;
	p = mb;
	while (p > t && is_digit(p[-1]))
		p--;
	if (p == mb || (p > t && !is_blank(p[-1])))
		return NULL;
	return p;
}

/*
 * The figures bare_figures() found at fig in line t (line no): a result
 * of the test the words before them ("cached", "buffered disk") or the
 * command's option (-T, -t, --direct) names, else of an unknown one.
 * Only figures that fit hdparm's shape exactly.  0 with *r, 1 none.
 */
static int read_bare(const struct hp_state *st, const char *t, const char *fig,
		     long no, struct hp_result *r)
{
	const char *at, *expected;
	char head[HP_LINE_MAX];
	int tests = st->command[0] ? st->tests : 0;
	int direct = st->command[0] && strstr(st->command, "direct");

	memset(r, 0, sizeof(*r));
	r->offset_bytes = NAN;
	if (parse_figures(fig, r, &at, &expected))
		return 1;
	snprintf(head, sizeof(head), "%.*s", (int)(fig - t), t);
	if (strstr(head, "cached"))
		tests = 1;
	else if (strstr(head, "buffered disk") || strstr(head, "disk read"))
		tests = 2;
	if (strstr(head, "direct") || strstr(head, "Direct"))
		direct = 1;
	if (tests == 1 || tests == 2) {
		snprintf(r->job, sizeof(r->job), "%s%s reads",
			 direct ? "O_DIRECT " : "",
			 tests == 1 ? "cached" : "disk");
		canonical(r->job, r);
		r->job[0] = '\0';
	} else {
		r->op = IODB_OP_READ;
		r->direct = direct ? 1 : -1;
	}
	r->line = no;
	return 0;
}

/*
 * "Running hdparm -t --direct /dev/nvme0n1 on 8MB pi:" before a timing:
 * a command in a sentence.  The command (hdparm, its options and
 * devices) into st->next; the name the words after it give
 * (phrase_name()) into name (n bytes, "" none).  1 when head is one.
 */
static int prose_command(const char *head, struct hp_state *st, char *name,
			 size_t n)
{
	const char *h = strstr(head, "hdparm "), *p;
	char cmd[HP_LINE_MAX];

	name[0] = '\0';
	if (!h || (h > head && !is_blank(h[-1])))
		return 0;
	p = h + 7;
	for (;;) {
		const char *w = skip_blank(p), *e = w;

		while (*e && !is_blank(*e))
			e++;
		/* an option ("-t", "--direct", an em dash's "—direct") or
		 * a device */
		if (e == w || !(*w == '-' || *w == '/' ||
				!strncmp(w, "\xe2\x80\x94", 3) ||
				!strncmp(w, "\xe2\x80\x93", 3)))
			break;
		if (*w == '/' && e[-1] == ':')
			e--;
		p = e;
	}
	if (p == h + 7)
		return 0;
	snprintf(cmd, sizeof(cmd), "%.*s", (int)(p - h), h);
	if (!command_line(cmd, 0, &st->next))
		return 0;
	if (*skip_blank(p))
		phrase_name(p, strlen(p), name, n);
	return 1;
}

/*
 * Whether line t (len bytes) heads a forum post or a comment, a heading's
 * '#'s before it maybe ("### Post by bob on 2011-07-19", "Reply #3 on:
 * June 02, 2015": line_is_post_heading(), past line_comment_marker()):
 * the runs below it are another writer's.
 */
static int post_heading(const char *t, size_t len)
{
	size_t k = line_comment_marker(t, len);

	return line_is_post_heading(t, len) ||
	       (k && k < len && line_is_post_heading(t + k, len - k));
}

/*
 * Captions (label, outer) set by a quoted line hold only over lines quoted
 * as deeply: "> > on 2.4:" over "> > Timing ..." is the earlier mail's,
 * and the replier's own runs under the quote are not its runs.  Called
 * for each line no (len bytes of text) before it is read; notes the
 * quote marks of the line that set each caption, then drops a caption a
 * line with text quoted otherwise comes under.  A caption of text not
 * quoted (or not normalized: -1) holds as before (a writer's own caption
 * over an output they quote).
 */
static void quote_scope(const struct ingest_ctx *ctx, struct hp_state *st,
			long no, size_t len)
{
	int q;

	if (strcmp(st->label, st->label_was)) {
		st->label_quotes = st->quotes;
		memcpy(st->label_was, st->label, sizeof(st->label_was));
	}
	if (strcmp(st->outer, st->outer_was)) {
		st->outer_quotes = st->quotes;
		memcpy(st->outer_was, st->outer, sizeof(st->outer_was));
	}
	q = ingest_line_quote_marks(ctx, no);
	st->quotes = q;
	if (!len)
		return;
	if (st->label[0] && st->label_quotes > 0 && q != st->label_quotes)
		st->label[0] = st->label_was[0] = '\0';
	if (st->outer[0] && st->outer_quotes > 0 && q != st->outer_quotes)
		st->outer[0] = st->outer_was[0] = '\0';
}

static int read_lines(struct ingest_ctx *ctx, struct hp_state *st,
		      const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line line;
	/* prev: the last line with text before t */
	char t[HP_LINE_MAX] = "", prev[HP_LINE_MAX] = "", dev[256];
	struct hp_item items[HP_ITEMS_MAX];
	int ret = 0;

	lines_init(&it, buf, len);
	while (lines_next(&it, &line)) {
		struct text_line tl = line_trim(line);
		struct hp_result r;
		int n, rc, col[HP_ITEMS_MAX];
		const char *more;
		/* where t starts in the line: columns are told by position */
		long off0 = (long)(tl.s - line.s), prev_nb = st->last_nb;

		if (tl.len >= sizeof(t) || memchr(tl.s, '\0', tl.len))
			continue;
		quote_scope(ctx, st, line.no, tl.len);
		/* a line quoted deeper or less deep: another message */
		if (tl.len && st->model_para &&
		    ingest_line_quote_marks(ctx, line.no) != st->model_quotes)
			drop_para_model(st);
		/* "`/dev/hda:<br />Timing ...": an inline code span opened on
		 * the first line of an output and closed on its last; its
		 * opening mark is no part of the line */
		if (tl.len > 1 && tl.s[0] == '`' && tl.s[1] != '`' &&
		    !memchr(tl.s + 1, '`', tl.len - 1)) {
			tl.s++;
			tl.len--;
			off0++;
		}
		if (t[0])
			memcpy(prev, t, sizeof(prev));
		line_copy(tl, t, sizeof(t));
		if (tl.len)
			st->last_nb = line.no;
#define B(x) (tl.s + ((x)-t))

		/* a mail client wrapped a timing before the end of its rate
		 * ("... seconds = 12352.84" / "MB/sec"): the short next line
		 * that ends the rate completes it */
		if (strstr(t, "Timing ") && strstr(t, " MB in ") &&
		    !strstr(t, "/sec")) {
			struct line_iter peek = it;
			struct text_line nl, nt;

			if (lines_next(&peek, &nl)) {
				nt = line_trim(nl);
				if (nt.len >= 4 && nt.len < 40 &&
				    tl.len + 1 + nt.len < sizeof(t) &&
				    !memcmp(nt.s + nt.len - 4, "/sec", 4) &&
				    !memmem(nt.s, nt.len, "Timing", 6)) {
					size_t k = strlen(t);

					t[k] = ' ';
					line_copy(nt, t + k + 1,
						  sizeof(t) - k - 1);
					it = peek;
				}
			}
		}

		if (st->n_pend && tl.len && is_digit(t[0]) &&
		    strstr(t, " MB in ")) {
			/* the figures of a label printed before */
			ret = pend_figures(ctx, st, t, tl.s, line.no);
			if (ret)
				goto out;
			continue;
		}

		n = scan_items(t, items, HP_ITEMS_MAX,
			       st->rel_device[0] ? st->rel_device : NULL);
		/* a label waiting for its figures gets none once other text
		 * comes; outside outputs printed at the same time, once
		 * anything but a header comes (its run is over) */
		if (st->n_pend && tl.len &&
		    (!n || (!st->inter && items[0].kind != HP_DEV)))
			pend_expire(ctx, st);
		if (st->ncols && n && n < st->ncols &&
		    st->col_prev == line.no - 1 &&
		    !place_in_columns(st, items, n, off0, t, col)) {
			/* one column's line more, right under the columns */
			for (int i = 0; i < n; i++) {
				rc = timing_item(ctx, items, i, n, t, tl.s,
						 line.no, &r);
				if (rc < 0) {
					ret = rc;
					goto out;
				}
				if (!rc && st->col_n[col[i]] < HP_MAX_RESULTS)
					st->col_res[col[i]]
						   [st->col_n[col[i]]++] = r;
				st->col_at[col[i]] =
				    off0 + (long)(items[i].from - t);
			}
			st->col_prev = line.no;
			continue;
		}
		if (n && columns(items, n, st->ncols) &&
		    !(st->inter && !st->ncols && waiting_label(items, n))) {
			/* two outputs side by side */
			for (int i = 0; i < n; i++)
				st->col_at[i] =
				    off0 + (long)(items[i].from - t);
			st->col_prev = line.no;
			if (items[0].kind == HP_DEV) {
				ret = flush_run(ctx, st);
				if (!ret)
					ret = flush_columns(ctx, st);
				if (ret)
					goto out;
				st->ncols = n;
				st->col_line = line.no;
				for (int i = 0; i < n; i++) {
					snprintf(st->col_dev[i],
						 sizeof(st->col_dev[i]), "%s",
						 items[i].dev);
					st->col_n[i] = 0;
				}
				column_labels(st, n, prev_nb);
				/* the devices named are the columns' (not the
				 * command's) */
				st->context_device[0] = '\0';
				continue;
			}
			if (st->ncols && st->ncols != n) {
				ingest_warn_at(
				    ctx, B(items[0].from),
				    "%d timings side by side under "
				    "%d device columns; line skipped",
				    n, st->ncols);
				continue;
			}
			if (!st->ncols) {
				ret = flush_run(ctx, st);
				if (ret)
					goto out;
				ingest_warn_at(ctx, B(items[0].from),
					       "timings side by side with no "
					       "device line above them; "
					       "devices unknown");
				st->ncols = n;
				st->col_line = line.no;
				for (int i = 0; i < n; i++) {
					st->col_dev[i][0] = '\0';
					st->col_n[i] = 0;
				}
				column_labels(st, n, prev_nb);
			}
			for (int i = 0; i < n; i++) {
				rc = timing_item(ctx, items, i, n, t, tl.s,
						 line.no, &r);
				if (rc < 0) {
					ret = rc;
					goto out;
				}
				if (!rc && st->col_n[i] < HP_MAX_RESULTS)
					st->col_res[i][st->col_n[i]++] = r;
			}
			continue;
		}
		if (st->ncols && tl.len) {
			ret = flush_columns(ctx, st);
			if (ret)
				goto out;
		}
		if (!n) {
			if (!strncmp(t, "hdparm v", 8) && is_digit(t[8])) {
				snprintf(st->version, sizeof(st->version),
					 "%.*s", (int)strcspn(t + 7, " ,"),
					 t + 7);
				continue;
			}
			if (st->named && (more = bare_figures(t)) &&
			    !read_bare(st, t, more, line.no, &r)) {
				/* "on 4MB pi yields: 1264 MB in 3.00 seconds =
				 * 421.17 MB/sec": the name before them labels
				 * them (a run of its own) */
				char cap[sizeof(st->label)];

				if (phrase_name(t, (size_t)(more - t), cap,
						sizeof(cap))) {
					ret = flush_run(ctx, st);
					if (ret)
						goto out;
					memcpy(st->label, cap, sizeof(cap));
				}
				ret = add_result(ctx, st, &r, B(more));
				if (ret)
					goto out;
				continue;
			}
			if (command_line(t, line.no, &st->next)) {
				ret = take_command(ctx, st);
				if (ret)
					goto out;
			} else if (tl.len && st->label[0] && st->cap_fresh &&
				   session_line(st, t, tl.len, line.no,
						prev_nb)) {
				/* "A SATA raid5:" / "box1:~# lsscsi" / its
				 * listing / the prompt's hdparm: the caption
				 * is the whole session's */
				continue;
			} else if (device_caption(t, dev, sizeof(dev),
						  st->label,
						  sizeof(st->label)) ||
				   line_separator_device(t, strlen(t), dev,
							 sizeof(dev), 1)) {
				/* the device (and, a caption's, the drive's
				 * name: its label) of the runs below */
				ret = flush_run(ctx, st);
				if (ret)
					goto out;
				st->inter = 0; /* another output's */
				snprintf(st->context_device,
					 sizeof(st->context_device), "%s", dev);
			} else if (tl.len && post_heading(t, tl.len)) {
				/* "### Post by bob on 2011-07-19": another
				 * post; the command one above left without
				 * output and the devices and captions it
				 * named are not its runs' */
				ret = flush_run(ctx, st);
				if (ret)
					goto out;
				st->command[0] = '\0';
				st->command_devices = 0;
				st->context_device[0] = '\0';
				st->label[0] = '\0';
				st->outer[0] = '\0';
				st->n_leg = 0;
				st->inter = 0;
				drop_para_model(st);
			} else if (tl.len >= 3 && (!strncmp(t, "```", 3) ||
						   !strncmp(t, "~~~", 3))) {
				/* a Markdown fence around the output: the
				 * caption above it still labels it */
				continue;
			} else if (ident_listing_line(tl) ||
				   line_hdparm_setting(tl.s, tl.len)) {
				/* hdparm -i's listing between the caption and
				 * the timings: the caption still labels them
				 * (the model is the runs' device_model) */
				continue;
			} else if (tl.len && strspn(t, "| \t") == tl.len) {
				/* "|" alone: the mark of a log's empty line
				 * ("| " before each line), no text; the
				 * caption above still labels the runs */
				continue;
			} else if (tl.len && st->label[0] && st->cap_fresh &&
				   kernel_log_line(st, t, tl.len, line.no)) {
				/* "v6.6-rc2 with the old driver:" / a dmesg
				 * line / the prompt's command / the output:
				 * the caption is still its run's */
				continue;
			} else if (tl.len &&
				   warning_line(st, t, tl.len, line.no)) {
				/* "HDIO_DRIVE_CMD(null) ... failed:
				 * Inappropriate" / "ioctl for device" under
				 * a timing: hdparm's warning, wrapped or not;
				 * the caption above still labels the devices
				 * below */
				continue;
			} else if (tl.len &&
				   !strncmp(t, "Hmm.. suspicious", 16)) {
				/* hdparm's own note under a timing ("Hmm..
				 * suspicious results: probably not enough free
				 * memory for a proper test."): the caption
				 * above still labels the devices below */
				continue;
			} else if (tl.len) {
				/* a caption labels the runs below it; other
				 * text ends its runs */
				char cap[sizeof(st->label)];

				/* "/dev/md1 - 2 Seagate disks mirrored": the
				 * legend's line names one device, no caption
				 * of the runs below */
				if (legend_note(st, t, tl.len)) {
					st->label[0] = '\0';
					continue;
				}
				/* "Celeron 1.3T, ..., kernel" / "2.6.1": the
				 * rest of a spec line a mailer wrapped (a
				 * version alone reads as a caption of its
				 * own) is read with the line it goes on */
				int is_cap =
				    (st->spec_pend[0] &&
				     st->spec_line == line.no - 1 &&
				     spec_caption(st, it, t, tl.len, line.no,
						  prev_nb, cap, sizeof(cap))) ||
				    line_caption(t, tl.len, cap, sizeof(cap)) ||
				    settings_caption(t, tl.len,
						     prev_nb <= 0 ||
							 prev_nb != line.no - 1,
						     cap, sizeof(cap)) ||
				    drive_remark_caption(
					it, t, tl.len,
					prev_nb <= 0 || prev_nb != line.no - 1,
					cap, sizeof(cap)) ||
				    /* "box2 pIII 933Mhz 384MB RAM ..." over
				     * "/dev/sda:" */
				    machine_line(it, t, tl.len,
						 prev_nb <= 0 ||
						     prev_nb != line.no - 1,
						 cap, sizeof(cap)) ||
				    /* "Linux 2.6.11.12a." over the prompt and
				     * output of a mail: the kernel they ran
				     * on, its full stop no sentence's */
				    line_kernel_caption(t, tl.len, cap,
							sizeof(cap)) ||
				    /* "and after hdparm -m 16 /dev/hda": the
				     * change the next output was made after,
				     * never the caption above carried on */
				    line_after_step_caption(t, tl.len, cap,
							    sizeof(cap)) ||
				    sibling_caption(t, tl.len,
						    st->label[0] ||
							    !ctx->block_label
							? st->label
							: ctx->block_label,
						    cap, sizeof(cap));
				int nl;

				/* "... with an fasttrak-tx4 (same card
				 * jonathan" / "has) with WD1800BB :": a
				 * caption a mail wrapped is read whole (its
				 * second half alone names nothing) */
				if (!is_cap && prev_nb == line.no - 1 &&
				    prev[0])
					is_cap = line_wrapped_caption(
					    prev, strlen(prev), t, tl.len, cap,
					    sizeof(cap));
				/* "[Mirror]" alone over "# hdparm -tT
				 * /dev/md3" and its output */
				if (!is_cap && t[0] == '[') {
					struct line_iter peek = it;
					struct text_line nx = {0}, nt = {0};

					while (lines_next(&peek, &nx)) {
						nt = line_trim(nx);
						if (nt.len)
							break;
					}
					is_cap = line_bracket_caption(
					    t, tl.len, nt.len ? nt.s : NULL,
					    nt.len, cap, sizeof(cap));
				}
				/* "Single transfer to one disk:" right over
				 * "server1:~ # hdparm -tT /dev/hde": a longer
				 * caption, the command under it its run's */
				if (!is_cap && t[tl.len - 1] == ':') {
					struct line_iter peek = it;
					struct text_line nx = {0};
					struct hp_cmd *c =
					    calloc(1, sizeof(*c));
					char nxt[HP_LINE_MAX];

					if (c && lines_next(&peek, &nx) &&
					    line_copy(line_trim(nx), nxt,
						      sizeof(nxt)) &&
					    command_line(nxt, 0, c) && c->tests)
						is_cap = line_command_caption(
						    t, tl.len, cap,
						    sizeof(cap));
					free(c);
				}
				/* "Here is a 400GB seagate ata/100:" right
				 * over "/dev/hde:" */
				if (!is_cap && t[tl.len - 1] == ':' &&
				    here_is_drive(t, tl.len, cap,
						  sizeof(cap))) {
					struct line_iter peek = it;
					struct text_line nx = {0};

					/* hdparm's device line: "/dev/hde:" */
					if (lines_next(&peek, &nx))
						nx = line_trim(nx);
					is_cap = nx.len > 6 &&
						 line_starts(nx, "/dev/") &&
						 nx.s[nx.len - 1] == ':' &&
						 !memchr(nx.s, ' ', nx.len);
				}
				/* "Here's an old athlon machine..." over
				 * "# hdparm -tT /dev/hda" or "/dev/hda:",
				 * blank lines between maybe */
				if (!is_cap && here_is_machine(t, tl.len, cap,
							       sizeof(cap))) {
					struct line_iter peek = it;
					struct text_line nx = {0};
					struct hp_cmd *c =
					    calloc(1, sizeof(*c));
					char nxt[HP_LINE_MAX];

					while (lines_next(&peek, &nx)) {
						nx = line_trim(nx);
						if (nx.len)
							break;
					}
					is_cap =
					    (nx.len > 6 &&
					     line_starts(nx, "/dev/") &&
					     nx.s[nx.len - 1] == ':' &&
					     !memchr(nx.s, ' ', nx.len)) ||
					    (c && nx.len &&
					     line_copy(nx, nxt, sizeof(nxt)) &&
					     command_line(nxt, 0, c) &&
					     c->tests);
					free(c);
				}
				if (!is_cap) {
					struct line_iter peek = it;
					struct text_line nx = {0};

					while (lines_next(&peek, &nx)) {
						nx = line_trim(nx);
						if (nx.len)
							break;
					}
					is_cap = drive_name_line(
					    t, tl.len, nx.s, nx.len, cap,
					    sizeof(cap));
				}
				nl =
				    is_cap ? 0 : label_columns(t, st->lab_cols);

				if (nl || is_cap) /* another output's */
					st->inter = 0;
				if (nl) {
					/* names over outputs side by side */
					ret = flush_run(ctx, st);
					if (ret)
						goto out;
					st->n_lab = nl;
					st->lab_line = line.no;
					st->label[0] = '\0';
				} else if (is_cap && line_version_lead_in(
							 cap, strlen(cap))) {
					ret = flush_run(ctx, st);
					if (ret)
						goto out;
					memcpy(st->outer, cap, sizeof(cap));
					st->label[0] = '\0';
				} else if (is_cap ||
					   /* "These are with X running:"
					    * under "Under 2.5.75:" */
					   (st->outer[0] &&
					    lead_in_caption(t, tl.len, cap,
							    sizeof(cap))) ||
					   /* "This is what i get with a Maxtor
					    * 6Y120L0 (2MB cache):" names the
					    * drive of the output below */
					   (t[tl.len - 1] == ':' &&
					    line_drive_model(t, tl.len, cap,
							     sizeof(cap))) ||
					   prose_caption(t, tl.len, cap,
							 sizeof(cap)) ||
					   /* "With the same disk on a Zorva
					    * S-ATA card I got ... Then" /
					    * "tried ..., and got this:" */
					   (prev_nb == line.no - 1 &&
					    setup_intro_caption(buf, line.s, t,
								tl.len, cap,
								sizeof(cap))) ||
					   /* "... when I try the same steps
					    * on an Acme C3 running FreeNAS -
					    * it fails. My guess is ..." */
					   set_on_caption(buf, line.s, t,
							  tl.len, cap,
							  sizeof(cap)) ||
					   spec_caption(st, it, t, tl.len,
							line.no, prev_nb, cap,
							sizeof(cap))) {
					ret = flush_run(ctx, st);
					if (ret)
						goto out;
					memcpy(st->label, cap, sizeof(cap));
					st->cap_fresh = 1;
					st->sess_line = 0;
					drop_strong_marks(st->label);
					/* "RAID1 on SSD drives (read)": the
					 * name; hdparm's timings only read */
					line_direction_label(st->label,
							     IODB_OP_READ);
					caption_scope(st);
				} else {
					st->label[0] = '\0';
					/* "On Sun, Doug wrote:": another's
					 * quoted runs, not the lead-in's */
					if (line_is_attribution(t, tl.len)) {
						st->outer[0] = '\0';
						st->n_leg = 0;
						drop_para_model(st);
					} else {
						note_para_model(
						    ctx, st, buf, line.s, t,
						    tl.len, line.no);
					}
				}
			}
			continue;
		}
		/* a command before flattened output: "$ hdparm -t /dev/sda
		 * /dev/sda: Timing ..." */
		/* ('"' before a quoted timing alone is no text before it) */
		if (items[0].from > t &&
		    !(items[0].from - t <= 4 && timing_quote(skip_blank(t)))) {
			char head[HP_LINE_MAX];

			snprintf(head, sizeof(head), "%.*s",
				 (int)(items[0].from - t), t);
			if (command_line(head, line.no, &st->next)) {
				ret = take_command(ctx, st);
				if (ret)
					goto out;
			} else if (items[0].kind == HP_TIMING) {
				/* "Running hdparm -t /dev/sda on 8MB pi:", "on
				 * 4MB pi:" before the timing: the command in
				 * the sentence, the name it gives the run */
				char cap[sizeof(st->label)];
				int cmd =
				    prose_command(head, st, cap, sizeof(cap));

				if (cmd) {
					st->next.command_line = line.no;
					ret = take_command(ctx, st);
				} else if (phrase_name(head, strlen(head), cap,
						       sizeof(cap))) {
					ret = flush_run(ctx, st);
				}
				if (ret)
					goto out;
				if (cap[0])
					memcpy(st->label, cap, sizeof(cap));
			}
		}
		for (int i = 0; i < n; i++) {
			if (items[i].kind == HP_DEV) {
				int inter =
				    interleaved(st, items[i].dev,
						i ? items[i - 1].kind == HP_DEV
						  : st->header_line == prev_nb);

				st->cmd_headers++;
				st->header_line = line.no;
				ret = flush_run(ctx, st);
				if (ret)
					goto out;
				if (inter) {
					st->context_device[0] = '\0';
					continue;
				}
				if (st->n_pend)
					pend_expire(ctx, st);
				open_run(st, items[i].dev, line.no);
				/* "/dev/sdb: 80 GB SSD": the poster's name of
				 * the drive after hdparm's device line */
				if (n == 1 &&
				    device_note(items[i].body, st->run_label,
						sizeof(st->run_label)))
					st->label[0] = '\0';
				snprintf(st->context_device,
					 sizeof(st->context_device), "%s",
					 items[i].dev);
				continue;
			}
			if ((i + 1 == n && !*skip_blank(items[i].body)) ||
			    (i + 1 < n && st->inter &&
			     items[i + 1].kind == HP_TIMING &&
			     skip_blank(items[i].body) == items[i + 1].from)) {
				/* the figures may follow on the next line, or,
				 * runs printed at once, after the other's
				 * label */
				pend_push(st, items[i].label,
					  items[i].label_len, B(items[i].from));
				continue;
			}
			if (st->inter && st->n_pend &&
			    !pend_take(st, items[i].label,
				       items[i].label_len)) {
				ingest_warn_at(ctx, B(items[i].body),
					       "figures after 'Timing %.*s' "
					       "may be those of another timing "
					       "printed at the same time (a "
					       "different test): skipped",
					       (int)items[i].label_len,
					       items[i].label);
				continue;
			}
			rc =
			    timing_item(ctx, items, i, n, t, tl.s, line.no, &r);
			if (rc < 0) {
				ret = rc;
				goto out;
			}
			if (!rc) {
				ret = add_result(ctx, st, &r, B(items[i].from));
				if (ret)
					goto out;
			}
			/* "Timing buffered disk reads: 174 MB in ... = 57.91
			 * MB/sec 170 MB in ... = 55.75 MB/sec" (interleaved
			 * runs, their figure lines joined into the second
			 * label's): the figures after the label's own are
			 * the waiting label's */
			if (!rc && i + 1 == n && st->inter && st->n_pend &&
			    (more = joined_figures(items[i].body))) {
				ret = pend_figures(ctx, st, more, B(more),
						   line.no);
				if (ret)
					goto out;
			}
		}
#undef B
	}
out:
	return ret;
}

/*
 * The captions that hold over a part of a document (ctx->caption_text):
 * that text read as this importer reads a whole paste, quietly and
 * emitting nothing, leaves the caption and the version's lead-in of its
 * last line in st, as if the part's lines went on from there.  The
 * part's first line (buf, len bytes), when a command, is read after it:
 * a caption right over a command is read as one (line_command_caption()).
 */
static void read_captions(const struct ingest_ctx *ctx, struct hp_state *st,
			  const char *buf, size_t len)
{
	struct ingest_ctx q;
	struct hp_state *pre = calloc(1, sizeof(*pre));
	struct line_iter it;
	struct text_line first = {0};
	char *text = NULL;
	size_t n = ctx->caption_len;

	if (!pre)
		return;
	lines_init(&it, buf, len);
	if (lines_next(&it, &first) && first.len < HP_LINE_MAX && n &&
	    ctx->caption_text[n - 1] == '\n') {
		char cmd[HP_LINE_MAX];

		line_copy(line_trim(first), cmd, sizeof(cmd));
		if (command_line(cmd, 0, &pre->next))
			text = malloc(n + first.len + 2);
		if (text) {
			memcpy(text, ctx->caption_text, n);
			memcpy(text + n, first.s, first.len);
			n += first.len;
			text[n++] = '\n';
		}
	}
	memset(&q, 0, sizeof(q));
	q.quiet = 1;
	q.buf = text ? text : ctx->caption_text;
	q.len = n;
	if (!read_lines(&q, pre, q.buf, q.len)) {
		memcpy(st->label, pre->label, sizeof(st->label));
		memcpy(st->outer, pre->outer, sizeof(st->outer));
		/* "/dev/sdb - Seagate ..." above the part: the legend */
		memcpy(st->leg_dev, pre->leg_dev, sizeof(st->leg_dev));
		memcpy(st->leg_desc, pre->leg_desc, sizeof(st->leg_desc));
		st->n_leg = pre->n_leg;
	}
	free(text);
	free(pre);
}

/* What a quiet read of the outputs found: their devices, in order. */
struct ord_scan {
	char dev[HP_ORD_MAX][256];
	int n;
	int no_device; /* a run without one, or more devices than names */
	long last;     /* the last line of a result */
};

static int ord_run(void *arg, const struct iodb_run *run)
{
	struct ord_scan *o = arg;
	int i = 0;

	if (!run->device) {
		o->no_device = 1;
		return 0;
	}
	while (i < o->n && strcmp(o->dev[i], run->device))
		i++;
	if (i == o->n && o->n == HP_ORD_MAX)
		o->no_device = 1;
	else if (i == o->n)
		snprintf(o->dev[o->n++], sizeof(o->dev[0]), "%s", run->device);
	return 0;
}

static int ord_result(void *arg, const struct iodb_result *res)
{
	struct ord_scan *o = arg;

	if (res->line_to > o->last)
		o->last = res->line_to;
	return 0;
}

/*
 * The names a sentence right under the outputs gives their devices by
 * place: "The first drive is an SSD and the second drive is a USB pen
 * drive." (doc_prose_ordinal_names()) under the outputs of /dev/nvme0n1
 * and /dev/sdb.  The sentence is the first line with text after the last
 * timing (a code fence's mark aside); every run has a device, and the
 * devices, in the order their outputs come, are as many as the names:
 * else nothing is named (a name on the wrong drive is worse than none).
 * Into st's ord_dev and ord_name.
 */
static void ordinal_names(struct hp_state *st, const char *buf, size_t len)
{
	struct ingest_ctx q;
	struct hp_state *pre;
	struct ord_scan o;
	struct line_iter it;
	struct text_line tl;
	char names[HP_ORD_MAX][96];
	int n;

	if (!text_find(buf, len, "he first ", 9))
		return;
	pre = calloc(1, sizeof(*pre));
	if (!pre)
		return;
	memset(&o, 0, sizeof(o));
	memset(&q, 0, sizeof(q));
	q.quiet = 1;
	q.buf = buf;
	q.len = len;
	q.sink.run = ord_run;
	q.sink.result = ord_result;
	q.sink.arg = &o;
	if (read_lines(&q, pre, buf, len) || flush_run(&q, pre) ||
	    flush_columns(&q, pre) || o.no_device || o.n < 2 || !o.last) {
		free(pre);
		return;
	}
	free(pre);
	lines_init(&it, buf, len);
	while (lines_next(&it, &tl)) {
		if (tl.no <= o.last)
			continue;
		tl = line_trim(tl);
		if (!tl.len || line_starts(tl, "```") || line_starts(tl, "~~~"))
			continue;
		n = doc_prose_ordinal_names(tl.s, tl.len, names[0],
					    sizeof(names[0]), HP_ORD_MAX);
		if (n != o.n)
			return;
		for (int i = 0; i < n; i++) {
			memcpy(st->ord_dev[i], o.dev[i], sizeof(o.dev[i]));
			memcpy(st->ord_name[i], names[i], sizeof(names[i]));
		}
		st->n_ord = n;
		return;
	}
}

/*
 * The drives lines right under outputs name: the first line with text
 * after a timing line (blank lines, a code fence's mark and a prompt with
 * no command between), when doc_prose_drive_below() reads a drive in it
 * ("An old laptop HDD.", "That's what I get from ..., WD VelociRaptor
 * 300GB, ..."; not a line ending in ':', a caption of the output below
 * it), keyed by the timing line: the run ending there takes it
 * when nothing else names it.  A remark on the figures ("That is slow for
 * an SSD.") names none.  Into st's below_line and below_name.
 */
static void below_names(struct hp_state *st, const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line tl;
	long timing = 0; /* the timing line above, no other text since */

	lines_init(&it, buf, len);
	while (st->n_below < HP_BELOW_MAX && lines_next(&it, &tl)) {
		tl = line_trim(tl);
		if (!tl.len || line_starts(tl, "```") ||
		    line_starts(tl, "~~~") ||
		    line_is_prompt_alone(tl.s, tl.len))
			continue;
		if (line_find(tl, " seconds")) {
			timing = tl.no;
			continue;
		}
		/* "mine's a Seagate 7200.10:" ends in ':': the caption of
		 * the output below it */
		if (timing && tl.s[tl.len - 1] != ':' &&
		    doc_prose_drive_below(tl.s, tl.len,
					  st->below_name[st->n_below],
					  sizeof(st->below_name[0])))
			st->below_line[st->n_below++] = timing;
		timing = 0;
	}
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	struct hp_state *st = calloc(1, sizeof(*st));
	int ret = 0;

	if (!st)
		return -ENOMEM;
	/* the drives named above this part of a document's block first:
	 * a model there and another here for one device leave it none */
	if (ctx->above_text)
		scan_models(st, ctx->above_text, ctx->above_len);
	scan_models(st, buf, len);
	st->named =
	    text_find(buf, len, "hdparm", 6) ||
	    (ctx->above_text &&
	     text_find(ctx->above_text, ctx->above_len, "hdparm", 6)) ||
	    (ctx->caption_text &&
	     text_find(ctx->caption_text, ctx->caption_len, "hdparm", 6));
	if (ctx->caption_text)
		read_captions(ctx, st, buf, len);
	ordinal_names(st, buf, len);
	below_names(st, buf, len);
	ret = read_lines(ctx, st, buf, len);
	if (ret)
		goto out;
	pend_expire(ctx, st);
	ret = flush_run(ctx, st);
	if (!ret)
		ret = flush_columns(ctx, st);
	if (ret)
		goto out;
	if (!st->results)
		ret = ingest_error_at(ctx, NULL,
				      "expected hdparm timings ('Timing "
				      "cached reads:   942 MB in  2.00 seconds "
				      "= 470.62 MB/sec'), found none");
out:
	free(st);
	return ret;
}

/*
 * hdparm's timing lines are unmistakable: "Timing <label> reads:" with
 * "MB in ... seconds =" after it, anywhere in a line (flattened pastes).
 */
static int probe(const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line line;
	int labels = 0, figures = 0;
	size_t span = len < HP_PROBE_BYTES ? len : HP_PROBE_BYTES;

	/* every line that counts holds "Timing ", or is a label a person
	 * trimmed it off, its figures after it */
	if (!text_find(buf, span, "Timing ", 7)) {
		if (!text_find(buf, span, " MB in ", 7))
			return 0;
		lines_init(&it, buf, span);
		while (lines_next(&it, &line)) {
			char t[HP_LINE_MAX];
			struct text_line tl = line_trim(line);
			const char *label, *body;
			size_t label_len;

			if (tl.len >= sizeof(t) || memchr(tl.s, '\0', tl.len))
				continue;
			line_copy(tl, t, sizeof(t));
			body = bare_label_at(t, &label, &label_len);
			if (body && strstr(body, " seconds = "))
				figures++;
		}
		return figures ? 80 : 0;
	}
	lines_init(&it, buf, span);
	while (lines_next(&it, &line)) {
		const char *p = line.s, *end = line.s + line.len;

		while ((p = line_find(
			    (struct text_line){p, (size_t)(end - p), line.no},
			    "Timing "))) {
			char t[HP_LINE_MAX];
			const char *label, *body;
			size_t label_len, n = (size_t)(end - p);

			if (n >= sizeof(t))
				n = sizeof(t) - 1;
			memcpy(t, p, n);
			t[n] = '\0';
			p += 7;
			if (memchr(t, '\0', n))
				continue;
			double offset_gib;

			/* as parse reads it: the --offset form too */
			body =
			    timing_label_at(t, &label, &label_len, &offset_gib);
			if (!body)
				continue;
			labels++;
			if (strstr(body, " MB in ") &&
			    strstr(body, " seconds = "))
				figures++;
		}
	}
	if (figures)
		return 90;
	return labels ? 50 : 0;
}

const struct ingest_format ingest_hdparm = {
    .name = "hdparm",
    .description = "hdparm -t/-T/--direct read timings (MB = 2^20 bytes)",
    .probe = probe,
    .parse = parse,
};
