/*
 * Runs, results and specs of a table leave through the sink: see
 * table_emit.h.
 */
#include "ingest/table_emit.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest/doc_prose.h"
#include "ingest/fio_options.h"
#include "ingest/formats.h"
#include "ingest/record.h"
#include "ingest/table_conditions.h"
#include "ingest/table_datasheet.h"
#include "ingest/table_device.h"
#include "model/units.h"
#include "util/alloc.h"
#include "util/fnv.h"

/* How many significant digits v needs (1-15): what the table printed. */
static int sig_digits(double v)
{
	char b[40];

	for (int p = 1; p < 15; p++) {
		snprintf(b, sizeof(b), "%.*g", p, v);
		if (strtod(b, NULL) == v)
			return p;
	}
	return 15;
}

/*
 * Whether table figure t is tool figure f at t's printed digits: 0 no,
 * else the digits (NAN on both sides: 0 digits, agreeing).  Share is one
 * unit of t's last printed digit as a share of t (table_entry.bw_digit),
 * 0 unknown: "110" under "MB/s" shows three digits, its zero one of
 * them, where the number alone reads as two (fio's "105MiB/s (110MB/s)"
 * at three digits is 110 MB/s either way).  The digits shown are counted
 * only when t and f agree at them; else as the number reads.
 */
static int same_printed(double t, double f, double share, int *agree)
{
	char a[40], b[40];
	int p;

	if (isnan(t))
		return 0;
	if (isnan(f) || t <= 0 || f <= 0) {
		*agree = 0;
		return 0;
	}
	p = sig_digits(t);
	/* the zeros shown count when the figures agree at them too
	 * ("1,277.00" padded past fio's 1277 does not) */
	if (share > 0 && share < 1) {
		int shown = (int)floor(log10(1 / share) + 1e-9) + 1;

		if (shown > p && shown < 15) {
			snprintf(a, sizeof(a), "%.*g", shown, t);
			snprintf(b, sizeof(b), "%.*g", shown, f);
			if (!strcmp(a, b))
				return shown;
		}
	}
	snprintf(a, sizeof(a), "%.*g", p, t);
	snprintf(b, sizeof(b), "%.*g", p, f);
	if (strcmp(a, b))
		*agree = 0;
	return p;
}

/* same_printed() with t's digits as the number shows them. */
static int same_figure(double t, double f, int *agree)
{
	return same_printed(t, f, 0, agree);
}

/*
 * same_figure() at the digits table figure t was printed with, share one
 * unit of its last digit as a share of t (table_entry.bw_digit), 0
 * unknown: t agrees with f when f rounds to it there.  "200 MiB/s" is
 * 209715200 bytes, whose seven digits no restated "200.3 MiB/s" shares:
 * at the three printed they agree.
 */
static int same_shown(double t, double f, double share, int *agree)
{
	if (isnan(t) || !(share > 0 && share < 1))
		return same_figure(t, f, agree);
	if (isnan(f) || t <= 0 || f <= 0 ||
	    fabs(t - f) > t * share / 2 * (1 + 1e-9)) {
		*agree = 0;
		return 0;
	}
	return (int)floor(log10(1 / share) + 1e-9) + 1;
}

/*
 * The significant digits of a figure printed to share, one unit of its
 * last digit as a share of it (table_entry.bw_digit), its trailing zeros
 * not counted, as sig_digits() counts them: "19.9" three, "210" two.
 */
static int plain_digits(double share)
{
	long long n = llround(1 / share);
	int d = 0;

	while (n > 0 && n % 10 == 0)
		n /= 10;
	for (; n > 0; n /= 10)
		d++;
	return d;
}

/*
 * The tool whose figures entry e shows, as the table names it: the one
 * its row or column names ("| hdparm raw read |"), else the one its
 * heading or section names ("### dd - Sequential Read" over "| Run 1 |
 * 20.9 MB/s |"); NULL when neither does.
 */
static const char *entry_tool(const struct table_context *tc,
			      const struct table_entry *e)
{
	if (e->tool)
		return e->tool;
	return tc->tool && tc->tool_near ? tc->tool : NULL;
}

/*
 * Whether the tool outputs of the document a table with no tool named
 * may repeat (above it, fio's and dd's below) are of several tools: then
 * whose figure a row of it is, is not said.
 */
static int outputs_of_tools(const struct table_context *tc)
{
	size_t n = tc->n_seen + tc->n_below;
	const char *t0;

	if (n < 2)
		return 0;
	t0 = tc->n_seen ? tc->seen[0].tool : tc->below[0].tool;
	for (size_t i = 1; i < n; i++) {
		const struct table_seen *s =
		    i < tc->n_seen ? &tc->seen[i] : &tc->below[i - tc->n_seen];

		if (!s->tool != !t0 || (t0 && strcmp(s->tool, t0)))
			return 1;
	}
	return 0;
}

/*
 * Whether output s is of another tool than tool (a table's, or NULL: not
 * named): dd's 20.9 MB/s is no repeat of hdparm's 19.93 MB/s (20.90 MB/s
 * in bytes), whatever the values.  An output of a tool table_seen names
 * none for (CrystalDiskMark's) is another tool's than fio's, dd's,
 * iozone's or hdparm's only.
 */
static int other_tool_output(const char *tool, const struct table_seen *s)
{
	static const char *const named[] = {"fio", "dd", "iozone", "hdparm",
					    NULL};

	if (!tool)
		return 0;
	if (s->tool)
		return strcmp(tool, s->tool) != 0;
	for (size_t k = 0; named[k]; k++)
		if (!strcmp(tool, named[k]))
			return 1;
	return 0;
}

static int conds_agree(const struct iodb_cond *a, const struct iodb_cond *b);

/*
 * Whether entry e's rate is output s's rounded otherwise, the row being
 * that output's run: a hand table that divides fio 2.x's KiB/s by 1000
 * ("| 140.5 |" under "bw (MB/s)" for "bw=140477KB/s") or rounds in another
 * unit base prints digits fio never did.  Only when the row states the
 * test as the output does - the same direction, block size, depth and job
 * count, each stated on both sides (conds_agree()) - and its rate, as the
 * table's unit was read, is the output's within the rounding of the
 * digits it printed or within 0.5%.  The caller has found the IOPS the
 * same as printed.
 */
static int rounds_otherwise(const struct table_entry *e,
			    const struct table_seen *s)
{
	const struct iodb_cond *a = &e->cond.cond, *b = &s->cond;
	int near = 1;

	if (a->bs <= 0 || a->iodepth <= 0 || a->numjobs <= 0 || b->bs <= 0 ||
	    b->iodepth <= 0 || b->numjobs <= 0 || !conds_agree(a, b) ||
	    isnan(e->bw) || isnan(s->bw) || !(s->bw > 0))
		return 0;
	if (fabs(e->bw - s->bw) <= 0.005 * s->bw)
		return 1;
	same_shown(e->bw, s->bw, e->bw_digit, &near);
	return near && e->bw_digit > 0;
}

/*
 * Whether entry e repeats a result a tool output above the table gave (a
 * summary table of the outputs shown: not a second measurement): 1, or
 * 2 for an output below it (a summary at the top of a post).  Decided
 * conservatively: the same op (when the table states one; when it does
 * not, any output's), the same pattern and block size where both are
 * known, every figure of the entry (IOPS, throughput, latency) equal to
 * the tool's at the digits the table printed, and at least three
 * significant digits in all (a lone "1" agrees with too much).
 *
 * A bare IOPS figure under a header with no prefix ("12.9" under
 * "Read/IOPS") is the tool's also when it is the tool's divided by 10^3
 * or 10^6 ("IOPS=12.9k" with its k dropped); and when the row's other
 * figures are the tool's (three digits at least) but its bare IOPS is
 * not, the row restates that output all the same: its IOPS is no
 * figure to trust, the row is not imported.  *thousands (when not NULL)
 * is set when a bare IOPS matched only so.
 */
static int summary_from(const struct table_context *tc,
			const struct table_entry *e, int *thousands,
			size_t from, size_t *at)
{
	const char *tool = entry_tool(tc, e);
	/* hdparm's and iozone's outputs below: for rows naming them */
	size_t n = tc->n_seen + (tool ? tc->n_below_named : tc->n_below);

	/* no tool named, outputs of several: whose figures, not said */
	if (!tool && outputs_of_tools(tc))
		return 0;
	for (size_t i = from; i < n; i++) {
		const struct table_seen *s =
		    i < tc->n_seen ? &tc->seen[i] : &tc->below[i - tc->n_seen];
		int agree = 1, digits = 0, iops_ok = 1, iops_digits;
		int bw_ok, bw_digits, fio = s->tool && !strcmp(s->tool, "fio");

		if (other_tool_output(tool, s))
			continue;

		/* direction unstated: the figures alone decide */
		if (e->cond.cond.op != IODB_OP_UNKNOWN &&
		    s->op != e->cond.cond.op)
			continue;
		if (s->pattern != IODB_PATTERN_UNKNOWN &&
		    e->cond.cond.pattern != IODB_PATTERN_UNKNOWN &&
		    s->pattern != e->cond.cond.pattern)
			continue;
		if (s->bs > 0 && e->cond.cond.bs > 0 &&
		    s->bs != e->cond.cond.bs)
			continue;
		if (!isnan(e->acc))
			continue; /* tools in documents print no access time */
		/* "3,000" shows four digits, its zeros among them, where
		 * the number alone reads as one: the digits as written */
		iops_digits =
		    same_printed(e->iops, s->iops, e->iops_digit, &iops_ok);
		if (!iops_ok && e->iops_bare && s->iops >= 1000) {
			int k = 1, m = 1;

			/* IOPS=12.9k written "12.9", 1.2M "1.2" */
			same_figure(e->iops, s->iops / 1e3, &k);
			same_figure(e->iops, s->iops / 1e6, &m);
			iops_ok = k || m;
			if (iops_ok && thousands)
				*thousands = 1;
		}
		/* fio prints its rate twice, "105MiB/s (110MB/s)": a table
		 * copying the decimal one shows the digits fio printed */
		bw_ok = 1;
		bw_digits =
		    same_printed(e->bw, s->bw, fio ? e->bw_digit : 0, &bw_ok);
		/* another tool's rate the table read in that tool's binary
		 * unit (hdparm's "19.9 MB/s", MiB: 20866662 bytes, whose
		 * eight digits no output shares): at the digits printed,
		 * 19.93 MiB is 19.9, three digits */
		if (!fio && !bw_ok && e->bw_digit > 0) {
			int ok = 1;

			same_shown(e->bw, s->bw, e->bw_digit, &ok);
			if (ok) {
				bw_ok = 1;
				bw_digits = plain_digits(e->bw_digit);
			}
		}
		/* fio 2.x printed binary rates as "MB/s", "KB/s" ("bw=
		 * 1936.3MB/s" is 1936.3 MiB/s), and a table copying them
		 * writes the same digits and unit ("| 1936.3MB/s |", read
		 * as 10^6): fio's figure in its binary unit read decimal is
		 * the table's at the digits printed */
		for (size_t b = 0; fio && !bw_ok && b < 2; b++) {
			static const double k[] = {1.024, 1.048576};
			int ok = 1, d = same_figure(e->bw, s->bw / k[b], &ok);

			if (ok) {
				bw_ok = 1;
				bw_digits = d;
			}
		}
		if (fio && !bw_ok && iops_ok && iops_digits >= 3 &&
		    rounds_otherwise(e, s)) {
			bw_ok = 1;
			bw_digits = 0; /* the IOPS' digits decide */
		}
		if (!bw_ok)
			agree = 0;
		digits += bw_digits;
		digits += same_figure(e->lat, s->lat, &agree);
		if (!agree)
			continue;
		if (iops_ok ? digits + iops_digits >= 3
			    : e->iops_bare && digits >= 3) {
			if (at)
				*at = i;
			return i < tc->n_seen ? 1 : 2; /* 2: an output below */
		}
	}
	return 0;
}

static int is_summary(const struct table_context *tc,
		      const struct table_entry *e, int *thousands)
{
	return summary_from(tc, e, thousands, 0, NULL);
}

/*
 * Entry e, labelled label, left out as repeating an output below: when
 * it repeats one result of them alone (no other result above or below
 * agrees with it), tc->summary_of is told which, so that the output's
 * run may take the label the summary gives it ("Baseline: ... IOPS:
 * 332k/224k" over the raw output under "## The base line is host.").
 */
static void tell_summary(const struct table_context *tc,
			 const struct table_entry *e, const char *label)
{
	size_t at, other;

	if (!tc->summary_of || !label || !*label ||
	    summary_from(tc, e, NULL, 0, &at) != 2 ||
	    summary_from(tc, e, NULL, at + 1, &other))
		return;
	tc->summary_of(tc->summary_of_arg, at - tc->n_seen, label);
}

/*
 * The digits figure v was printed with (2 at least: "10.0" reads 10, yet
 * no summary rounds to one digit), and the unit of its last one.
 */
static double last_digit(double v)
{
	int p = 2;
	double u;

	for (; p < 8; p++) {
		char b[40];

		snprintf(b, sizeof(b), "%.*g", p, v);
		if (fabs(strtod(b, NULL) - v) <= 1e-9 * v)
			break;
	}
	u = pow(10, floor(log10(v)) - p + 1);
	return u;
}

/*
 * Whether rate r (bytes/s, as the list read it) is output rate f as an
 * author restates it: f's figure in the list's unit, rounded or cut to
 * the digits the list printed, in decimal or binary units either side
 * (hdparm's "44.51 MB/sec", MiB, as "44.5 MB/s"; iozone's 9959 kB/s,
 * KiB, as "9.9 MB/s" or "9.7 MB/s").
 */
static int rate_restated(double r, double f)
{
	static const double bases[] = {1e3,	1024, 1e6,
				       1048576, 1e9,  1073741824};
	static const double ks[] = {1, 1.024, 1.048576, 1 / 1.024,
				    1 / 1.048576};
	double base = 0, v, u, best = 99;

	if (!(r > 0) || !(f > 0))
		return 0;
	/* the unit the list printed it in: the one with the fewest digits */
	for (size_t b = 0; b < sizeof(bases) / sizeof(bases[0]); b++) {
		double x = r / bases[b], d;

		if (x < 0.1 || x >= 100000)
			continue;
		d = log10(x) - log10(last_digit(x));
		if (d < best - 1e-9) {
			best = d;
			base = bases[b];
		}
	}
	if (!(base > 0))
		return 0;
	v = r / base;
	u = last_digit(v);
	for (size_t k = 0; k < sizeof(ks) / sizeof(ks[0]); k++)
		if (fabs(f / (base * ks[k]) - v) < u * (1 - 1e-9))
			return 1;
	return 0;
}

/*
 * Whether every result of summary list m (table_context.summary_list)
 * restates a tool output of the document, above or below it: the same
 * direction (the output's may be unknown, the list's is stated), the
 * same pattern where both state one, its rate and IOPS the output's as
 * rate_restated() allows (IOPS as printed), nothing else stated
 * (latency, access time: no summary of a rate).  Then the list is the
 * author's summary of the runs shown: it is not imported.
 */
static int list_restates_outputs(const struct table_mapping *m)
{
	const struct table_context *tc = m->tc;
	const struct table_entries *es = &m->ent;
	size_t n = 0;

	if (!tc->summary_list || (!tc->n_seen && !tc->n_below_all))
		return 0;
	for (size_t i = 0; i < es->n; i++) {
		const struct table_entry *e = &es->e[i];
		int found = 0;

		if (e->merged)
			continue;
		if (e->cond.cond.op == IODB_OP_UNKNOWN || !isnan(e->lat) ||
		    !isnan(e->acc) || (isnan(e->bw) && isnan(e->iops)))
			return 0;
		for (size_t k = 0; k < tc->n_seen + tc->n_below_all && !found;
		     k++) {
			const struct table_seen *s =
			    k < tc->n_seen ? &tc->seen[k]
					   : &tc->below[k - tc->n_seen];

			if (s->op != IODB_OP_UNKNOWN &&
			    s->op != e->cond.cond.op)
				continue;
			if (s->pattern != IODB_PATTERN_UNKNOWN &&
			    e->cond.cond.pattern != IODB_PATTERN_UNKNOWN &&
			    s->pattern != e->cond.cond.pattern)
				continue;
			found = (isnan(e->bw) || rate_restated(e->bw, s->bw)) &&
				(isnan(e->iops) ||
				 (s->iops > 0 &&
				  fabs(s->iops - e->iops) <
				      last_digit(e->iops) * (1 - 1e-9)));
		}
		if (!found)
			return 0;
		n++;
	}
	return n > 0;
}

/*
 * Whether entry e's figures are result d's (a table's above, or an
 * output's: iops and bw, others NULL) as a digest restates them: the same
 * direction and pattern where both state one, its rate d's rounded to the
 * digits printed in decimal or binary units (rate_restated(): hdparm's
 * 241.91 MB/sec, MiB, as "242 MB/s"), its IOPS d's at the digits
 * printed, no figure d lacks.
 */
static int digest_figures(const struct table_entry *e, enum iodb_op op,
			  enum iodb_pattern pattern, double iops, double bw)
{
	if (e->cond.cond.op != IODB_OP_UNKNOWN && op != IODB_OP_UNKNOWN &&
	    e->cond.cond.op != op)
		return 0;
	if (e->cond.cond.pattern != IODB_PATTERN_UNKNOWN &&
	    pattern != IODB_PATTERN_UNKNOWN && e->cond.cond.pattern != pattern)
		return 0;
	if (!isnan(e->bw) && !rate_restated(e->bw, bw))
		return 0;
	return isnan(e->iops) ||
	       (iops > 0 &&
		fabs(iops - e->iops) < last_digit(e->iops) * (1 - 1e-9));
}

/*
 * Whether table m, under a digest's heading ("## Analysis", "##
 * Summary": table_context.digest_heading), only restates results
 * imported above it from the document: each entry's figures (a rate or
 * IOPS, nothing else) those of a table's result above or a tool output's
 * above, rounded (digest_figures()).  Then it is not imported: its rows
 * take other tables' conditions, and its rounded figures are no run.
 */
static int digest_restates(const struct table_mapping *m)
{
	const struct table_context *tc = m->tc;
	const struct table_entries *es = &m->ent;
	const struct table_done_list *dl = tc->done;
	size_t n = 0;

	if (!tc->digest_heading || ((!dl || !dl->n) && !tc->n_seen))
		return 0;
	for (size_t i = 0; i < es->n; i++) {
		const struct table_entry *e = &es->e[i];
		int found = 0;

		if (e->merged)
			continue;
		if (!isnan(e->lat) || !isnan(e->acc) || !isnan(e->run) ||
		    !isnan(e->io) || (isnan(e->bw) && isnan(e->iops)))
			return 0;
		for (size_t k = 0; dl && k < dl->n && !found; k++)
			found = dl->v[k].to < m->t->line_from &&
				digest_figures(e, dl->v[k].cond.op,
					       dl->v[k].cond.pattern,
					       dl->v[k].iops, dl->v[k].bw);
		for (size_t k = 0; k < tc->n_seen && !found; k++)
			found = digest_figures(
			    e, tc->seen[k].op, tc->seen[k].pattern,
			    tc->seen[k].iops, tc->seen[k].bw);
		if (!found)
			return 0;
		n++;
	}
	return n > 0;
}

/* Whether figures a and b may be one figure printed twice: both unknown,
 * or within 1% (the cheap test before same_figure()). */
static int near_figure(double a, double b)
{
	if (isnan(a) || isnan(b))
		return isnan(a) && isnan(b);
	return fabs(a - b) <= 0.01 * fabs(a);
}

/* Whether conditions a and b are the same, unknown as unknown. */
static int same_cond(const struct iodb_cond *a, const struct iodb_cond *b)
{
	return a->op == b->op && a->pattern == b->pattern && a->bs == b->bs &&
	       a->iodepth == b->iodepth && a->numjobs == b->numjobs &&
	       a->direct == b->direct &&
	       (isnan(a->mix_read_pct) ? isnan(b->mix_read_pct)
				       : a->mix_read_pct == b->mix_read_pct);
}

/*
 * Whether entry e repeats result d a table above imported: the same
 * conditions, every figure of e equal to d's at the digits e printed, no
 * figure d lacks, three significant digits at least in all.
 */
static int repeats_done(const struct table_entry *e, const struct table_done *d)
{
	int agree = 1, digits = 0;

	if (!same_cond(&e->cond.cond, &d->cond) ||
	    !near_figure(e->iops, d->iops) || !near_figure(e->bw, d->bw))
		return 0;
	digits += same_figure(e->iops, d->iops, &agree);
	digits += same_figure(e->bw, d->bw, &agree);
	digits += same_figure(e->lat, d->lat, &agree);
	digits += same_figure(e->acc, d->acc, &agree);
	digits += same_figure(e->run, d->run, &agree);
	digits += same_figure(e->io, d->io, &agree);
	return agree && digits >= 3;
}

/* Label s without its bracketed parts ("mdadm RAID0 (recommended)" ->
 * "mdadm RAID0 ") into buf (n bytes). */
static const char *unbracketed(const char *s, char *buf, size_t n)
{
	size_t k = 0;
	int depth = 0;

	for (; *s && k + 1 < n; s++) {
		if (*s == '(' || *s == '[')
			depth++;
		else if ((*s == ')' || *s == ']') && depth)
			depth--;
		else if (!depth)
			buf[k++] = *s;
	}
	buf[k] = '\0';
	return buf;
}

/*
 * Whether labels a and b name one system: the words of one occur in the
 * other (doc_prose_same()), the bracketed words of either aside ("mdadm
 * RAID0 (recommended)" is "Final mdadm RAID0 results"'s).  Two empty
 * labels are none.
 */
static int same_system(const char *a, const char *b)
{
	char x[128], y[128];

	if (!*a || !*b)
		return 0;
	return doc_prose_same(a, b) ||
	       doc_prose_same(unbracketed(a, x, sizeof(x)), b) ||
	       doc_prose_same(a, unbracketed(b, y, sizeof(y)));
}

/*
 * Whether label a ends in a bracket holding exactly label b (case
 * aside): "Media pool (/srv/media)" names the row "/srv/media" of a
 * table above by its own name.  b of three characters at least.
 */
static int bracket_names(const char *a, const char *b)
{
	const char *o = strrchr(a, '(');
	size_t n = strlen(b), k;

	if (!o || n < 3)
		return 0;
	o++;
	while (*o == ' ')
		o++;
	if (strncasecmp(o, b, n))
		return 0;
	for (k = n; o[k] == ' '; k++)
		;
	return o[k] == ')' && !o[k + 1 + strspn(o + k + 1, " ")];
}

/*
 * Whether entry e of label label restates result d of a table above (a
 * comparison or summary table repeating what the tables before it gave,
 * under other headers: "| mdadm RAID0 (recommended) | 27.7 GB/s |" after
 * "## Final mdadm RAID0 results" / "| Sequential Read 1M | 27.7 GB/s |"):
 * d's system named by its table's heading (a section of its own), e's in
 * its row, one system by their labels, the same direction and no
 * condition of one contradicting the other's, every figure of e one of
 * d's at the digits e printed, three significant digits at least in all.
 * A table whose cells name the systems is no such section: a later table
 * of the same figures (another view of the runs) stays, but for a detail
 * table adding figures to a summary's (same_done()).  Where e's label
 * took its column from the heading of e's table (tc->heading_column:
 * "## Balanced-profile comparison" over rows another table gave under
 * "Balanced"; column 1), d's label the same name is enough: that table's
 * cell named it.  A label naming d's in its last bracket ("External SSD
 * (/mnt/data)" over a comparison's column, "/mnt/data" a row of the
 * table above: bracket_names()) names that row's system whatever the
 * table above is.
 */
/*
 * Whether conditions a (a hand table's row) and b (a result above) may be
 * one test's: the same stated direction, and no pattern, block size,
 * depth or job count one states that the other contradicts.
 */
static int conds_agree(const struct iodb_cond *a, const struct iodb_cond *b)
{
	return a->op != IODB_OP_UNKNOWN && a->op == b->op &&
	       !(a->pattern != IODB_PATTERN_UNKNOWN &&
		 b->pattern != IODB_PATTERN_UNKNOWN &&
		 a->pattern != b->pattern) &&
	       !(a->bs > 0 && b->bs > 0 && a->bs != b->bs) &&
	       !(a->iodepth > 0 && b->iodepth > 0 &&
		 a->iodepth != b->iodepth) &&
	       !(a->numjobs > 0 && b->numjobs > 0 && a->numjobs != b->numjobs);
}

static int restates_done(const struct table_entry *e, const char *label,
			 const struct table_done *d, int column)
{
	const struct iodb_cond *a = &e->cond.cond, *b = &d->cond;
	int agree = 1, digits = 0;

	if (!conds_agree(a, b) || !isnan(e->acc) || !isnan(e->run) ||
	    !isnan(e->io))
		return 0;
	/* a figure d lacks is no restatement */
	if ((!isnan(e->iops) && isnan(d->iops)) ||
	    (!isnan(e->bw) && isnan(d->bw)) ||
	    (!isnan(e->lat) && isnan(d->lat)))
		return 0;
	digits += same_shown(e->iops, d->iops, e->iops_digit, &agree);
	digits += same_shown(e->bw, d->bw, e->bw_digit, &agree);
	digits += same_figure(e->lat, d->lat, &agree);
	return agree && digits >= 3 &&
	       ((d->heading && same_system(label, d->label)) ||
		(column && !strcasecmp(label, d->label)) ||
		bracket_names(label, d->label));
}

/*
 * Whether result d came from a table of the same header rows as table m
 * (the same columns): m then restates d's table only row by row, every
 * figure of a row the same under the same names (row_shown_again(),
 * table_copy()).  A row of such a table equal to a row above in one
 * figure, or in some, is another run that gave the same figure: "Via
 * the hub:" over "| Card A | 20 | 77 | 20 | 80 |", then "Plugged in
 * directly:" over "| Card A | 20 | 77 | 20 | 79 |", the same layout
 * under another condition the text between names.
 */
static int same_columns(const struct table_mapping *m,
			const struct table_done *d)
{
	return m->hdr > 0 && d->head == m->head_digest;
}

/* The table above whose result entry e (of label label) of table m
 * restates (restates_done()): its first line, or 0 none. */
static long restated(const struct table_mapping *m, const struct table_entry *e,
		     const char *label)
{
	const struct table_done_list *dl = m->tc->done;

	if (!label || !strcmp(label, m->heading_label))
		return 0;
	for (size_t k = 0; dl && k < dl->n; k++)
		if (dl->v[k].to < m->t->line_from &&
		    !same_columns(m, &dl->v[k]) &&
		    restates_done(e, label, &dl->v[k],
				  m->tc->heading_column != NULL))
			return dl->v[k].from;
	return 0;
}

/* A digest (FNV-1a) of the text of table t's first hdr rows. */
static uint64_t header_digest(const struct table *t, int hdr)
{
	uint64_t h = UTIL_FNV_INIT;

	for (size_t r = 0; r < (size_t)hdr && r < t->rows; r++)
		for (size_t c = 0; c < t->cols; c++) {
			const char *s = table_cell(t, r, c);

			/* with its NUL: where a cell ends */
			h = util_fnv1a(h, s ? s : "", s ? strlen(s) + 1 : 1);
		}
	return h;
}

/*
 * Whether table m is a copy of tables imported above it (the same table
 * pasted twice in a page): the same header rows, and each entry it would
 * emit repeats a result of theirs (repeats_done()).  A table giving the
 * same results under other headers ("4K Random Read (KB/s)" as against
 * fio's "4K random read KB/s", a summary of the tables above naming each
 * drive) is no copy.  Their first and last lines into *from, *to.
 */
static int table_copy(const struct table_mapping *m, long *from, long *to)
{
	const struct table_done_list *dl = m->tc->done;
	size_t n = 0;

	if (!dl || !dl->n)
		return 0;
	*from = LONG_MAX;
	*to = 0;
	for (size_t i = 0; i < m->ent.n; i++) {
		const struct table_entry *e = &m->ent.e[i];
		size_t k;

		if (e->merged || (isnan(e->iops) && isnan(e->bw) &&
				  isnan(e->lat) && isnan(e->acc)))
			continue;
		for (k = 0; k < dl->n && (dl->v[k].head != m->head_digest ||
					  !repeats_done(e, &dl->v[k]));
		     k++)
			;
		if (k == dl->n)
			return 0;
		n++;
		if (dl->v[k].from < *from)
			*from = dl->v[k].from;
		if (dl->v[k].to > *to)
			*to = dl->v[k].to;
	}
	return n > 0;
}

static int has_figure(const struct table_entry *e);

/*
 * Whether the entries order[from, to) of label label in table m (one
 * system's row) show again a row a table above imported: a table of the
 * same header rows (the same columns, so the same tests), its result of
 * the same label for each entry, under the same conditions, every figure
 * equal at the digits printed, three significant digits at least over
 * the row.  A tuning post's running table repeats every earlier row and
 * adds one ("| Stock | 48 | 62 | 88.4 |" in each section's table, then
 * "| Bigger cache | 61 | 58 | 402 |"): the same results, shown once
 * more, not new runs.  A row whose figures differ anywhere is another
 * run.  The first line of that table into *of.
 */
static int row_shown_again(const struct table_mapping *m, const char *label,
			   const size_t *order, size_t from, size_t to,
			   long *of)
{
	const struct table_done_list *dl = m->tc->done;
	int digits = 0, n = 0;

	if (!dl || !dl->n || !label || !*label)
		return 0;
	for (size_t i = from; i < to; i++) {
		const struct table_entry *e = &m->ent.e[order[i]];
		int found = 0;

		if (e->merged)
			continue;
		if (!has_figure(e) || table_entry_has_pct(e))
			return 0;
		for (size_t k = 0; k < dl->n && !found; k++) {
			const struct table_done *d = &dl->v[k];
			int agree = 1, dg = 0;

			if (d->to >= m->t->line_from ||
			    d->head != m->head_digest ||
			    strcmp(d->label, label) ||
			    !same_cond(&e->cond.cond, &d->cond) ||
			    !near_figure(e->iops, d->iops) ||
			    !near_figure(e->bw, d->bw))
				continue;
			dg += same_figure(e->iops, d->iops, &agree);
			dg += same_figure(e->bw, d->bw, &agree);
			dg += same_figure(e->lat, d->lat, &agree);
			dg += same_figure(e->acc, d->acc, &agree);
			dg += same_figure(e->run, d->run, &agree);
			dg += same_figure(e->io, d->io, &agree);
			if (!agree)
				continue;
			found = 1;
			digits += dg;
			if (!n)
				*of = d->from;
		}
		if (!found)
			return 0;
		n++;
	}
	return n > 0 && digits >= 3;
}

/*
 * How many systems label s says it stands for: "WAL (3 OSDs)", "HDD pool
 * (6 disks)" give 3 and 6 (a count of 2 to 16 in brackets before a word);
 * 0 when it says none.
 */
static int member_count(const char *s)
{
	const char *p = strchr(s, '(');
	char *end;
	long n;

	if (!p)
		return 0;
	n = strtol(p + 1, &end, 10);
	if (end == p + 1 || n < 2 || n > 16 || *end != ' ' ||
	    !isalpha((unsigned char)end[1]))
		return 0;
	return (int)n;
}

/*
 * Whether target is the mean of k of the n figures v (from index i on,
 * sum so far), within tol; *steps bounds the search.
 */
static int mean_of(const double *v, size_t n, size_t i, int k, double sum,
		   int left, double target, double tol, long *steps)
{
	if (!left)
		return fabs(sum / k - target) <= tol;
	for (; i + (size_t)left <= n && --*steps > 0; i++)
		if (mean_of(v, n, i + 1, k, sum + v[i], left - 1, target, tol,
			    steps))
			return 1;
	return 0;
}

/*
 * Whether every result of table m is the mean of as many results of the
 * table imported right above it as its label counts ("| WAL (3 OSDs) |
 * 2,243 |" under "| Group | Avg IOPS |", 2243 the mean of three rows of
 * the table above): averages of runs shown, no run of their own.
 */
static int group_means(const struct table_mapping *m)
{
	const struct table_done_list *dl = m->tc->done;
	double v[32];
	long prev = -1;
	size_t checked = 0;

	if (!dl || !dl->n)
		return 0;
	for (size_t k = 0; k < dl->n; k++)
		if (dl->v[k].from < m->t->line_from && dl->v[k].from > prev)
			prev = dl->v[k].from;
	for (size_t i = 0; i < m->ent.n; i++) {
		const struct table_entry *e = &m->ent.e[i];
		int which = !isnan(e->iops) ? 0 : !isnan(e->bw) ? 1 : 2;
		double target = which == 0   ? e->iops
				: which == 1 ? e->bw
					     : e->lat;
		int k =
		    e->label >= 0 ? member_count(m->ent.labels[e->label]) : 0;
		long steps = 100000;
		size_t n = 0;

		if (e->merged || isnan(target))
			continue;
		if (!k)
			return 0;
		for (size_t d = 0; d < dl->n && n < 32; d++) {
			const struct table_done *x = &dl->v[d];
			double f = which == 0	? x->iops
				   : which == 1 ? x->bw
						: x->lat;

			if (x->from == prev && !isnan(f))
				v[n++] = f;
		}
		if ((size_t)k > n ||
		    !mean_of(v, n, 0, k, 0, k, target,
			     fmax(0.5, fabs(target) * 1e-3), &steps))
			return 0;
		checked++;
	}
	return checked > 0;
}

/* Whether a cell of table t names an aggregate by its first word
 * ("Average", "Average (KB/s)", "Mean write (KB/s)", "평균"): the table
 * may give averages. */
static int table_names_aggregate(const struct table *t)
{
	for (size_t r = 0; r < t->rows; r++)
		for (size_t c = 0; c < t->cols; c++) {
			const char *s = table_cell(t, r, c);
			struct testname tn;

			if (!s || !*s || strlen(s) > 64)
				continue;
			testname_parse(s, strcspn(s, " ("), 0, &tn);
			if (tn.aggregate)
				return 1;
		}
	return 0;
}

/* One test of one tool output above a table: the sums of its rates and
 * IOPS, how many of each (output_means()). */
struct seen_group {
	size_t run;
	uint64_t test;
	enum iodb_op op;
	double bw, iops;
	size_t n_bw, n_iops;
};

/*
 * Whether every result of table m, a table naming an aggregate
 * ("| Average (KB/s) | 83644 | 85031 |"), is the mean of one test's
 * figures in a tool output of the document above it: the same
 * direction, two figures at least in the mean (an iozone column's 13
 * rows), within 0.1 % (the author's rounding or truncation).  Then it
 * averages runs imported already, no run of its own.  A table of
 * averages whose runs are not shown above stays.
 */
static int output_means(const struct table_mapping *m)
{
	const struct table_context *tc = m->tc;
	struct seen_group *g = NULL;
	size_t ng = 0, cap = 0, checked = 0;
	int ret = 0;

	if (!tc->n_seen || tc->n_seen > 20000 || !table_names_aggregate(m->t))
		return 0;
	for (size_t i = 0; i < tc->n_seen; i++) {
		const struct table_seen *s = &tc->seen[i];
		size_t k = 0;

		if (!s->test || s->op == IODB_OP_UNKNOWN)
			continue;
		while (k < ng && (g[k].run != s->run || g[k].test != s->test ||
				  g[k].op != s->op))
			k++;
		if (k == ng) {
			if (ng >= 512 || ALLOC_GROW(g, ng + 1, cap))
				goto out;
			g[ng++] = (struct seen_group){s->run, s->test, s->op, 0,
						      0,      0,       0};
		}
		if (!isnan(s->bw)) {
			g[k].bw += s->bw;
			g[k].n_bw++;
		}
		if (!isnan(s->iops)) {
			g[k].iops += s->iops;
			g[k].n_iops++;
		}
	}
	for (size_t i = 0; i < m->ent.n; i++) {
		const struct table_entry *e = &m->ent.e[i];
		int bw = !isnan(e->bw), found = 0;
		double target = bw ? e->bw : e->iops;

		if (e->merged)
			continue;
		if (isnan(target) || !isnan(e->lat) || !isnan(e->acc) ||
		    !isnan(e->run) || !isnan(e->io) || (bw && !isnan(e->iops)))
			goto out;
		for (size_t k = 0; k < ng && !found; k++) {
			size_t n = bw ? g[k].n_bw : g[k].n_iops;

			found = n >= 2 &&
				(e->cond.cond.op == IODB_OP_UNKNOWN ||
				 e->cond.cond.op == g[k].op) &&
				fabs((bw ? g[k].bw : g[k].iops) / (double)n -
				     target) <= fabs(target) * 1e-3;
		}
		if (!found)
			goto out;
		checked++;
	}
	ret = checked > 0;
out:
	free(g);
	return ret;
}

/* Whether figures a and b, both known, are one value (the same figure
 * in other units: 3.412 GB/s and 3412 MB/s). */
static int one_value(double a, double b)
{
	return fabs(a - b) <= 1e-9 * fmax(fabs(a), fabs(b));
}

/*
 * The table above whose result entry e restates, named by e's row rather
 * than a label: a summary table's "| Synology local write | 220 MB/s |"
 * after bullets "Write: 220 MB/s" under "My results (Synology DS920+)":
 * e's one figure (a rate or IOPS) is d's exactly, the same direction
 * (stated), no condition contradicting, and a name of e's row (a word
 * of three characters or more with a capital or digit, "Synology",
 * "NFS") stands in d's label.  Its first line, or 0 none.
 */
static long row_restated(const struct table_mapping *m,
			 const struct table_entry *e)
{
	const struct table_done_list *dl = m->tc->done;
	const struct iodb_cond *a = &e->cond.cond;

	if (!dl || a->op == IODB_OP_UNKNOWN || isnan(e->iops) == isnan(e->bw) ||
	    !isnan(e->lat) || !isnan(e->acc) || !isnan(e->run) || !isnan(e->io))
		return 0;
	for (size_t k = 0; k < dl->n; k++) {
		const struct table_done *d = &dl->v[k];
		const struct iodb_cond *b = &d->cond;
		int named = 0;

		if (d->to >= m->t->line_from || !d->label[0] ||
		    same_columns(m, d) || a->op != b->op ||
		    (a->pattern && b->pattern && a->pattern != b->pattern) ||
		    (a->bs > 0 && b->bs > 0 && a->bs != b->bs) ||
		    !(isnan(e->bw)
			  ? !isnan(d->iops) && one_value(e->iops, d->iops)
			  : !isnan(d->bw) && one_value(e->bw, d->bw)))
			continue;
		for (const char *p = e->job; *p && !named;) {
			size_t n = 0;
			int cap = 0;

			while (*p && !isalnum((unsigned char)*p))
				p++;
			while (isalnum((unsigned char)p[n])) {
				cap |= isupper((unsigned char)p[n]) ||
				       isdigit((unsigned char)p[n]);
				n++;
			}
			named = n >= 3 && cap && table_word_in(d->label, p, n);
			p += n;
		}
		if (named)
			return d->from;
	}
	return 0;
}

/*
 * Whether label a of a later table's entry names the system of label b
 * of a table above, as one section does the column of a summary: the
 * same label (case aside), or b's words outside brackets all among a's
 * ("Pool: nvme (NVMe SSD stripe, 84% used)" over a detail table, "nvme
 * (84%)" over the summary's column): 2 for the same label, 1 for the
 * words, 0 none.
 */
static int label_names(const char *a, const char *b)
{
	char x[128], y[128];

	if (!strcasecmp(a, b))
		return 2;
	unbracketed(a, x, sizeof(x));
	unbracketed(b, y, sizeof(y));
	return *x && *y && doc_prose_within(y, x);
}

/*
 * Whether figure f, more precise, rounds to figure t printed with three
 * digits or more (one unit of its last digit 1% of t at most), share
 * that unit as a share of t (table_done.bw_digit): a summary's "127 /
 * 126 MiB/s" and "130 / 129 MiB/s" above a detail table's "127.3 MiB/s",
 * "126.0 MiB/s", "130.3 MiB/s" and "128.9 MiB/s".
 */
static int rounds_to(double t, double f, double share)
{
	int agree = 1;

	return share > 0 && share <= 0.01 &&
	       same_shown(t, f, share, &agree) > 0 && agree;
}

/*
 * The result of another table of the document that entry e (of label
 * label) of table m repeats, or NULL: a summary table's figure given
 * again in a detail table ("| Acme A100 1TB | 412,300 |" over "4K
 * random read (IOPS)", then "| Acme A100 1TB | 4K random read | 412,300
 * | 1688 | 77.6 |"): the system its label names (label_names(); a label
 * naming it in more words must find one such result alone), the same
 * direction, no condition of one contradicting the other's, every figure
 * both give the same value (or e's rounding to d's as d printed it:
 * rounds_to()), three significant digits at least among them.  A person reads
 * one result there; e's other figures (and the conditions it states alone) fill
 * the ones that result lacks.  Not for percentiles (e's percentiles have no
 * place in a result recorded), nor when the result is not at hand to be filled
 * (held).
 */
static struct table_done *same_done(const struct table_mapping *m,
				    const struct table_entry *e,
				    const char *label)
{
	struct table_done_list *dl = m->tc->done;
	const double mine[6] = {e->iops, e->bw, e->lat, e->acc, e->run, e->io};
	struct table_done *named = NULL;
	size_t n_named = 0;

	if (!dl || !m->tc->held || !label || !*label ||
	    e->cond.cond.op == IODB_OP_UNKNOWN || table_entry_has_pct(e))
		return NULL;
	for (size_t k = 0; k < dl->n; k++) {
		struct table_done *d = &dl->v[k];
		const double theirs[6] = {d->iops, d->bw,  d->lat,
					  d->acc,  d->run, d->io};
		struct iodb_cond both = d->cond;
		int shared = 0, digits = 0, differ = 0, how;

		if (!d->res || d->from == m->t->line_from ||
		    !(how = label_names(label, d->label)) ||
		    e->cond.cond.op != d->cond.op ||
		    iodb_cond_join(&both, &e->cond.cond))
			continue;
		for (int f = 0; f < 6; f++) {
			if (isnan(mine[f]) || isnan(theirs[f]))
				continue;
			shared++;
			if (!one_value(mine[f], theirs[f]) &&
			    !(f < 2 &&
			      rounds_to(theirs[f], mine[f],
					f ? d->bw_digit : d->iops_digit)))
				differ = 1;
			digits += sig_digits(mine[f]);
		}
		/* a figure of its own to join: the same figures again are
		 * another table's view of them (or another run's), left as
		 * they are */
		if (!(shared && !differ && digits >= 3 &&
		      ((isnan(d->iops) && !isnan(e->iops)) ||
		       (isnan(d->bw) && !isnan(e->bw)) ||
		       (isnan(d->lat) && !isnan(e->lat)) ||
		       (isnan(d->acc) && !isnan(e->acc)) ||
		       (isnan(d->run) && !isnan(e->run)) ||
		       (isnan(d->io) && !isnan(e->io)))))
			continue;
		if (how == 2 && same_cond(&e->cond.cond, &d->cond))
			return d;
		if (!n_named++)
			named = d;
	}
	return n_named == 1 ? named : NULL;
}

/* The latency of r entry e's lat is: the total one, or the completion
 * or submission latency its table said (table_entry.lat_clat). */
static struct iodb_lat *entry_lat(struct iodb_result *r,
				  const struct table_entry *e)
{
	return e->lat_clat == 2 ? &r->slat : e->lat_clat ? &r->clat : &r->lat;
}

/* Fill the unknown figures of result d (and its record) with entry e's. */
static void fill_done(struct table_done *d, const struct table_entry *e)
{
	struct iodb_result *r = d->res;

	if (isnan(d->iops))
		d->iops = r->iops = e->iops;
	if (isnan(d->bw))
		d->bw = r->bw_bytes = e->bw;
	/* the same figure printed with more digits (rounds_to()): the
	 * detail's */
	if (!isnan(e->iops) && e->iops_digit > 0 && d->iops_digit > 0 &&
	    e->iops_digit < d->iops_digit) {
		d->iops = r->iops = e->iops;
		d->iops_digit = e->iops_digit;
	}
	if (!isnan(e->bw) && e->bw_digit > 0 && d->bw_digit > 0 &&
	    e->bw_digit < d->bw_digit) {
		d->bw = r->bw_bytes = e->bw;
		d->bw_digit = e->bw_digit;
	}
	if (isnan(d->lat)) {
		/* fio's completion latency, as the table says: clat's */
		struct iodb_lat *l = entry_lat(r, e);

		d->lat = l->mean = e->lat;
		if (!isnan(e->lat) && isnan(l->stddev))
			l->stddev = e->lat_sd; /* the mean's deviation */
	}
	if (isnan(d->acc))
		d->acc = r->access_time_ns = e->acc;
	if (isnan(d->run))
		d->run = r->runtime_ns = e->run;
	if (isnan(d->io))
		d->io = r->io_bytes = e->io;
	/* conditions the detail row states and the summary did not */
	iodb_cond_fill(&d->cond, &e->cond.cond);
	iodb_cond_fill(&r->cond, &e->cond.cond);
}

/* Whether entry e and result d are one row of their tables: the same
 * direction, access pattern, block size, queue depth, jobs and read
 * mix, unknown as unknown ("SEQ1M Q8T1 Read" in both; "RND4K Q1T1"
 * with no direction in both), one of the first three stated. */
static int same_row_key(const struct table_entry *e, const struct table_done *d)
{
	const struct iodb_cond *a = &e->cond.cond, *b = &d->cond;

	/* a row naming neither direction, pattern nor size keys nothing */
	if (a->op == IODB_OP_UNKNOWN && a->pattern == IODB_PATTERN_UNKNOWN &&
	    a->bs <= 0)
		return 0;
	return a->op == b->op && a->pattern == b->pattern && a->bs == b->bs &&
	       a->iodepth == b->iodepth && a->numjobs == b->numjobs &&
	       (isnan(a->mix_read_pct) ? isnan(b->mix_read_pct)
				       : a->mix_read_pct == b->mix_read_pct);
}

/* The one result of the column (table from, label label) of the done
 * list dl of e's row key (same_row_key()), or NULL: none, or several
 * (which one is not said). */
static struct table_done *column_row(struct table_done_list *dl, long from,
				     const char *label,
				     const struct table_entry *e)
{
	struct table_done *got = NULL;

	for (size_t k = 0; k < dl->n; k++) {
		struct table_done *d = &dl->v[k];

		if (d->from != from || strcmp(d->label, label) ||
		    !same_row_key(e, d))
			continue;
		if (got)
			return NULL;
		got = d;
	}
	return got;
}

/*
 * Whether the entries order[from, to) of one system (a column) of table
 * m restate the column (table c_from, label c_label) of a table above:
 * each entry whose row key (same_row_key()) that column holds once
 * gives every figure both state equal at the digits printed (rates as
 * restates_done() compares them), three such rows at least (one row's
 * IOPS, rate and latency are one run's, tied to each other), none
 * differing, "~" figures neither counted nor told apart; figures the
 * column above lacks go to its
 * results (fill_done(): only where the document holds them), an entry
 * it has no row of stays a result of its own.  When fill is set, the
 * restating entries are marked merged and their extra figures filled.
 */
static int column_restates(struct table_mapping *m, const size_t *order,
			   size_t from, size_t to, long c_from,
			   const char *c_label, int fill)
{
	struct table_done_list *dl = m->tc->done;
	int rows = 0;

	for (size_t i = from; i < to; i++) {
		struct table_entry *e = &m->ent.e[order[i]];
		struct table_done *d;
		int agree = 1, n = 0;

		if (e->merged)
			continue;
		d = column_row(dl, c_from, c_label, e);
		if (!d)
			continue;
		/* two rows of this column of that key: which is d's is not
		 * said */
		for (size_t j = from; j < to; j++)
			if (j != i && !m->ent.e[order[j]].merged &&
			    same_row_key(&m->ent.e[order[j]], d))
				return 0;
		if (same_shown(e->iops, d->iops, e->iops_digit, &agree))
			n++;
		if (same_shown(e->bw, d->bw, e->bw_digit, &agree))
			n++;
		if (same_figure(e->lat, d->lat, &agree))
			n++;
		if (same_figure(e->acc, d->acc, &agree))
			n++;
		if (same_figure(e->run, d->run, &agree))
			n++;
		if (same_figure(e->io, d->io, &agree))
			n++;
		/* a figure d lacks makes same_*() disagree: it is one to
		 * add, not a differing one, when d's record can take it */
		if (!agree) {
			int other = 0;
			const double mine[6] = {e->iops, e->bw,	 e->lat,
						e->acc,	 e->run, e->io};
			const double its[6] = {d->iops, d->bw,	d->lat,
					       d->acc,	d->run, d->io};
			const double digit[6] = {
			    e->iops_digit, e->bw_digit, 0, 0, 0, 0};

			for (int f = 0; f < 6 && !other; f++) {
				int a = 1;

				if (isnan(mine[f]) || isnan(its[f]))
					continue;
				same_shown(mine[f], its[f], digit[f], &a);
				other = !a;
			}
			if (other || !d->res || table_entry_has_pct(e))
				return 0;
		}
		if (n)
			rows++;
		if (fill) {
			if (!agree)
				fill_done(d, e);
			e->merged = 2; /* column_shown_again() takes it out */
		}
	}
	return rows >= 3;
}

/* Whether label names section heading h: every word of it there
 * ("Stage 2" of "Stage 2: Async I/O"). */
static int names_section(const char *label, const char *h)
{
	return *label && *h && doc_prose_within(label, h);
}

/*
 * The name the column (table c_from, label c_label, under section
 * heading c_sec) of a table above keeps when table m shows it again as
 * label: its own, unless it names neither table's section and label
 * does.  A stage write-up's section "## Stage 2: Async I/O" ends its
 * table with "| + Async Netfs |", the next section's table calls that
 * column "| Stage 2 |"; a summary at the top calls the last stage's
 * figures "| Stage 6 |", the section "## Stage 5: ..." that measured
 * them "| Stage 5 |".  The document's name for the stage whose section
 * shows the figures is the one a person looks them up by: the column's
 * run (as the document holds it) and the list of results take it.
 */
static void name_column(struct table_mapping *m, long c_from,
			const char *c_label, const char *c_sec,
			const char *label)
{
	struct table_done_list *dl = m->tc->done;
	const char *sec = m->tc->section_heading ? m->tc->section_heading : "";
	char old[96];
	struct iodb_run *done_run = NULL;

	if (!strcmp(c_label, label) || names_section(c_label, c_sec) ||
	    names_section(c_label, sec) ||
	    (!names_section(label, c_sec) && !names_section(label, sec)))
		return;
	snprintf(old, sizeof(old), "%s", c_label);
	for (size_t k = 0; k < dl->n; k++) {
		struct table_done *d = &dl->v[k];

		if (d->from != c_from || strcmp(d->label, old))
			continue;
		/* a column the document does not hold keeps its name */
		if (!d->rec_run)
			return;
	}
	for (size_t k = 0; k < dl->n; k++) {
		struct table_done *d = &dl->v[k];

		if (d->from != c_from || strcmp(d->label, old))
			continue;
		if (d->rec_run != done_run &&
		    ingest_record_relabel(m->tc->held, d->rec_run, label))
			return;
		done_run = d->rec_run;
		snprintf(d->label, sizeof(d->label), "%s", label);
		d->heading = 0;
	}
}

/*
 * Whether the entries order[from, to) of label label (one system's
 * column) of table m show again a column a table above imported, under
 * any name: a before/after write-up's stage tables carry the previous
 * stage's "after" column forward as the next one's "before" ("| Stage 2
 * | Stage 3 |" after "| Baseline | + Async I/O |"), a summary at the
 * top gives the stages' figures first.  Row by row (the same test,
 * direction, block size and depth) the figures are that column's, in
 * three rows at least, none differing (column_restates()): two systems
 * measuring exactly the same figures of three tests is no chance, one
 * or two equal figures are (a drive whose one row gives another's
 * figures stays its own).  The column is imported once, at the first
 * occurrence's line and under its label (unless name_column() finds
 * the later one the section's): its rows are left out (the figures the
 * first lacked, an IOPS beside its MB/s, join its results), a row it
 * had none of stays.  The first line of that table into *of.
 */
static int column_shown_again(struct table_mapping *m, const char *label,
			      size_t *order, size_t from, size_t *to, long *of)
{
	struct table_done_list *dl = m->tc->done;

	if (!dl || !dl->n)
		return 0;
	for (size_t k = 0; k < dl->n; k++) {
		const struct table_done *c = &dl->v[k];
		size_t j;

		if (c->to >= m->t->line_from)
			continue;
		/* each column of the tables above once, at its first result
		 * (a run's results follow one another in the list) */
		if (k && dl->v[k - 1].from == c->from &&
		    !strcmp(dl->v[k - 1].label, c->label))
			continue;
		if (!column_restates(m, order, from, *to, c->from, c->label, 0))
			continue;
		*of = c->from;
		column_restates(m, order, from, *to, c->from, c->label, 1);
		if (label)
			name_column(m, c->from, c->label, c->section, label);
		/* the rows shown again out of the column's entries */
		for (j = k = from; j < *to; j++)
			if (m->ent.e[order[j]].merged == 2)
				m->ent.e[order[j]].merged = 1;
			else
				order[k++] = order[j];
		*to = k;
		return 1;
	}
	return 0;
}

/*
 * Whether entry e gives result d's figures, as a hand table restates a
 * tool output's: the same direction (stated), no condition of one
 * contradicting the other's (a "SEQ Read" row states no size nor queue),
 * each figure of e one of d's at the digits e printed ("3,374" for
 * 3374.22, "57.67").  Returns the digits matched, 0 when d is no such
 * result of e's row (another test), -1 when it is and a figure differs.
 */
static int gives_output(const struct table_entry *e, const struct table_done *d)
{
	const struct iodb_cond *a = &e->cond.cond, *b = &d->cond;
	int agree = 1, digits = 0;

	if (!conds_agree(a, b) ||
	    (!isnan(a->mix_read_pct) && !isnan(b->mix_read_pct) &&
	     a->mix_read_pct != b->mix_read_pct))
		return 0;
	if ((!isnan(e->iops) && isnan(d->iops)) ||
	    (!isnan(e->bw) && isnan(d->bw)) ||
	    (!isnan(e->lat) && isnan(d->lat)) || !isnan(e->acc) ||
	    !isnan(e->run) || !isnan(e->io))
		return -1;
	if (!isnan(e->iops))
		digits += same_shown(e->iops, d->iops, e->iops_digit, &agree);
	if (!isnan(e->bw))
		digits += same_shown(e->bw, d->bw, e->bw_digit, &agree);
	if (!isnan(e->lat))
		digits += same_figure(e->lat, d->lat, &agree);
	return agree && digits > 0 ? digits : -1;
}

/*
 * Whether the entries order[from, *to) of one system (a column) of table
 * m restate, cell by cell, the results of one tool output above (a
 * table read from a fence's or the text's lines, table_done.output: a
 * CrystalDiskMark transcription), whatever the column's name: each
 * entry of a direction (a row the output ran, gives_output()) gives
 * one of its results' figures at the digits printed, two such entries
 * at least, none differing.  A comparison table after the output ("|
 * SEQ Read | ~140 MB/s | 2,105 |", "| RND4K Q1T1 R | ~0.6 MB/s | 48.21
 * |" under "| Test | old HDD | new NVMe |", the output's 2104.56 and
 * 48.21) shows those results again, rounded: they are imported once,
 * under the output's conditions (not the loose ones the row states).  A
 * table whose one figure is such a restatement ("| measured SEQ Read |
 * (none) | 2,105 MB/s |") is one too, when it gives four digits at
 * least.  Another system's column, one of whose figures equals the
 * output's and another differs, stays.  Entries restating are left out
 * of order; the output's first line into *of.
 */
static int column_shows_output(struct table_mapping *m, size_t *order,
			       size_t from, size_t *to, long *of)
{
	const struct table_done_list *dl = m->tc->done;
	size_t figures = 0;

	if (!dl || !dl->n)
		return 0;
	for (size_t i = 0; i < m->ent.n; i++)
		figures += !m->ent.e[i].merged && has_figure(&m->ent.e[i]);
	for (size_t k = 0; k < dl->n; k++) {
		const struct table_done *c = &dl->v[k];
		int matched = 0, digits = 0, differ = 0;
		size_t j, n;

		if (!c->output || c->to >= m->t->line_from ||
		    (k && dl->v[k - 1].from == c->from &&
		     !strcmp(dl->v[k - 1].label, c->label)))
			continue;
		for (size_t i = from; i < *to && !differ; i++) {
			const struct table_entry *e = &m->ent.e[order[i]];
			int best = 0;

			if (e->merged || !has_figure(e) ||
			    table_entry_has_pct(e))
				continue;
			for (size_t x = k; x < dl->n && best <= 0; x++) {
				const struct table_done *d = &dl->v[x];
				int g;

				if (d->from != c->from ||
				    strcmp(d->label, c->label))
					continue;
				g = gives_output(e, d);
				if (g)
					best = g;
			}
			if (best < 0)
				differ = 1;
			else if (best > 0) {
				matched++;
				digits += best;
			}
		}
		if (differ || !(matched >= 2 ||
				(matched == 1 && figures == 1 && digits >= 4)))
			continue;
		/* the entries shown again out of the column's */
		for (j = n = from; j < *to; j++) {
			struct table_entry *e = &m->ent.e[order[j]];
			int g = 0;

			for (size_t x = k; x < dl->n && g <= 0; x++)
				if (dl->v[x].from == c->from &&
				    !strcmp(dl->v[x].label, c->label) &&
				    !e->merged && has_figure(e) &&
				    !table_entry_has_pct(e))
					g = gives_output(e, &dl->v[x]);
			if (g > 0)
				e->merged = 1;
			else
				order[n++] = order[j];
		}
		*to = n;
		*of = c->from;
		return 1;
	}
	return 0;
}

/* One result of entry e, of a run of tool (NULL: unknown). */
static int emit_result(struct table_mapping *m, const struct table_entry *e,
		       const char *tool, const char *cmd_job)
{
	struct iodb_result res = IODB_RESULT_INIT;
	struct iodb_pct pct[TABLE_N_PCT];
	size_t n_pct = 0;
	int ret;

	if (e->merged)
		return 0;
	if (!isnan(e->lat_sd) && isnan(e->lat))
		/* "| 4k read | | 0.21 |": a deviation whose mean the row
		 * does not give (or which was not read) is of nothing */
		table_why(m, "%s",
			  "a latency deviation whose mean latency its row "
			  "does not give is no result");
	for (int k = 0; k < TABLE_N_PCT; k++)
		if (!isnan(e->pct[k]))
			pct[n_pct++] =
			    (struct iodb_pct){table_pcts[k], e->pct[k]};
	if (isnan(e->iops) && isnan(e->bw) && isnan(e->lat) && isnan(e->acc) &&
	    !n_pct &&
	    !(!isnan(e->run) && e->cond.cond.op != IODB_OP_UNKNOWN &&
	      e->dd_named)) {
		/* an elapsed time whose figures the row does not give (a
		 * "tar xf" or a boot time); but dd's time of a copy in a
		 * direction ("| dd write 1GB (fdatasync) | 6.3s |") is what
		 * dd measured, its result */
		table_why(m, "%s", "an elapsed time alone is no result");
		return 0;
	}
	res.job = e->job[0] ? e->job : NULL;
	/* "### 1. Write test" over "fio --name=w ..." and the figures it
	 * gave: the job is the command's, a direction word is no job's
	 * name */
	if (cmd_job && job_direction_only(e->job))
		res.job = cmd_job;
	/* the canonical name ("SEQ1M Q1T1") keeps a table's figures of one
	 * test together; dd names no test (its own output gives none), and
	 * its one stream at a block size is said by the conditions: the
	 * name only when the table wrote it.  A name the author gave the
	 * test under a "Test" header (named_test) is the test's */
	res.test = e->named_test[0] ? e->named_test
		   : e->test[0] && (e->cond.cdm || !tool || strcmp(tool, "dd"))
		       ? e->test
		       : NULL;
	res.cond = e->cond.cond;
	if (m->tc->copy_rows && res.cond.op == IODB_OP_UNKNOWN)
		res.cond.op = IODB_OP_COPY;
	/* a table states no read mix, but for a row naming one
	 * ("Mixed R/W 70/30") whose cells give each direction */
	if (!(e->cond.cond.mix_read_pct > 0 && e->cond.cond.mix_read_pct < 100))
		res.cond.mix_read_pct = NAN;
	res.iops = e->iops;
	res.bw_bytes = e->bw;
	/* the total latency's, or clat's (slat's) when the table says so
	 * (table_entry.lat_clat) */
	entry_lat(&res, e)->mean = e->lat;
	/* beside its mean only (table_mapping.c, deviation_column()) */
	entry_lat(&res, e)->stddev = isnan(e->lat) ? NAN : e->lat_sd;
	res.access_time_ns = e->acc;
	res.runtime_ns = e->run;
	res.io_bytes = e->io;
	/* a fio table's "p99 (µs)": fio's completion-latency percentile */
	res.clat_pct = n_pct ? pct : NULL;
	res.n_clat_pct = n_pct;
	if (e->cpu_row > 0) {
		res.cpu_usr = e->cpu_usr;
		res.cpu_sys = e->cpu_sys;
	}
	res.line_from = e->from;
	res.line_to = e->to;
	ret = ingest_emit_result(m->ctx, &res);
	if (!ret)
		m->emitted++;
	if (!ret && m->tc->done) {
		struct table_done_list *dl = m->tc->done;
		/* read from text lines: a tool's output (table_done.output) */
		int text = m->t->origin && !strcmp(m->t->origin, "text");

		if (ALLOC_GROW(dl->v, dl->n + 1, dl->cap))
			return -ENOMEM;
		dl->v[dl->n++] = (struct table_done){
		    e->cond.cond,  e->iops,	   e->bw, e->lat,
		    e->acc,	   e->run,	   e->io, m->t->line_from,
		    m->t->line_to, m->head_digest, "",	  0,
		    NULL,	   NULL,	   "",	  text,
		    e->iops_digit, e->bw_digit};
		/* the copy the document keeps, when it keeps them */
		if (m->tc->held && m->ctx->sink.arg == m->tc->held) {
			dl->v[dl->n - 1].res =
			    ingest_record_last_result(m->tc->held);
			dl->v[dl->n - 1].rec_run =
			    ingest_record_last_run(m->tc->held);
		}
		if (m->tc->section_heading)
			snprintf(dl->v[dl->n - 1].section,
				 sizeof(dl->v[dl->n - 1].section), "%s",
				 m->tc->section_heading);
		if (e->label >= 0) {
			struct table_done *d = &dl->v[dl->n - 1];

			snprintf(d->label, sizeof(d->label), "%s",
				 m->ent.labels[e->label]);
			d->heading = !strcmp(d->label, m->heading_label);
		}
	}
	return ret;
}

/*
 * Whether a header of m's figures names the benchmark tool that measured
 * them ("FIO Random Read (IOPS)", "fio 4k randread"): the figures were
 * measured, whatever the rest of the page ran or sells.
 */
static int figures_name_tool(const struct table_mapping *m)
{
	for (size_t c = 0; c < m->t->cols; c++)
		if (m->role[c] == TABLE_ROLE_VALUE && m->head[c] &&
		    testname_tool(m->head[c], strlen(m->head[c])))
			return 1;
	return 0;
}

/*
 * "| 순차 쓰기 | 500 MB/s | 3000 MB/s |", "| fsync() | 10ms | 0.001ms |"
 * in a post that ran nothing: four or more figures, all rounded to one
 * or two digits and half of them or more to one, with no tool, command
 * or output anywhere in the document and no heading saying results were
 * measured, are typical values someone wrote down, not a measurement.
 */
static int rough_figures(const struct table_mapping *m)
{
	size_t figures = 0, one = 0;

	if (!table_ran_nothing(m) || figures_name_tool(m))
		return 0;
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++)
		for (size_t c = 0; c < m->t->cols; c++) {
			struct table_cellv cv;

			if (m->role[c] != TABLE_ROLE_VALUE ||
			    table_cell_values(table_cell(m->t, r, c), &cv))
				continue;
			for (int k = 0; k < cv.n; k++) {
				int sig = table_significant(cv.v[k].num, 0);

				if (sig > 2)
					return 0;
				one += sig == 1;
				figures++;
			}
		}
	/* "500", "3000", "10": most say one digit ("120", "550" are
	 * figures someone read off a tool, rounded or not) */
	return figures >= 4 && one * 2 >= figures;
}

/*
 * "| 顺序读 | ~550 MB/s | ~7000 MB/s |", "| 随机读 IOPS | ~100K | ~1000K |"
 * beside "| 队列深度 | 32 | 65535 |": every figure read is approximate and
 * rounded to one or two digits; the exact ones are no result (a queue
 * depth, an interface), so the table is one of typical or specified
 * values, as a table of rough figures alone is (classify() in
 * table_mapping.c), whatever its other rows hold.  An approximate figure
 * as precise as a reading ("~1520 MiB/s") or an exact one among them
 * keeps the table.
 */
static int rough_spec(const struct table_mapping *m)
{
	return m->figs_rough >= 2 && !m->figs_exact && !m->figs_fine;
}

/*
 * "| Storage | Sequential Read | Sequential Write | Price |" over "|
 * 256GB SSD | 3.5 GB/s | 2.5 GB/s | $599 |" in a page that ran nothing:
 * a product listing with its prices; its speeds are what is sold, no
 * measurement.
 */
static int price_listing(const struct table_mapping *m)
{
	static const char *const words[] = {
	    "price", "Price", "PRICE", "cost",	"Cost",	 "MSRP",   "preis",
	    "Preis", "prix",  "Prix",  "preço", "Preço", "precio", "Precio",
	    "cena",  "Cena",  "цена",  "Цена",	"가격",	 "価格",   "价格",
	    "價格",  "售价",  "$",     "€",	"¥",	 "£",	   NULL,
	};

	if (!table_ran_nothing(m) || figures_name_tool(m))
		return 0;
	for (size_t c = 0; c < m->t->cols; c++) {
		if (m->role[c] == TABLE_ROLE_VALUE)
			continue;
		for (size_t i = 0; words[i]; i++)
			if (strstr(m->head[c], words[i]))
				return 1;
	}
	return 0;
}

/*
 * Number s as written ("1.000", "128", "4 (typical)"): its value with
 * separators dropped into *v, whether it is round (two significant digits
 * or fewer once trailing zeros are dropped, or a power of two: "1.000",
 * "250", "128") into *round.  0 when s does not open with a number.
 */
static int leading_number(const char *s, double *v, int *rnd)
{
	char d[40];
	size_t n = 0, sig, lead = 0;
	int point = 0;

	while (*s == ' ')
		s++;
	if (!isdigit((unsigned char)*s))
		return 0;
	for (; *s && n + 2 < sizeof(d); s++) {
		if (isdigit((unsigned char)*s)) {
			d[n++] = *s;
			continue;
		}
		if ((*s != '.' && *s != ',') || !isdigit((unsigned char)s[1]))
			break;
		/* a group of three digits ("1.000", "3,121"), else a
		 * decimal point ("12.5") */
		if (isdigit((unsigned char)s[2]) &&
		    isdigit((unsigned char)s[3]) &&
		    !isdigit((unsigned char)s[4]) && !point)
			continue;
		if (point)
			break;
		point = 1;
		d[n++] = '.';
	}
	d[n] = '\0';
	*v = strtod(d, NULL);
	/* the significant digits: no leading zeros, no trailing ones of a
	 * whole number */
	while (d[lead] == '0' || d[lead] == '.')
		lead++;
	sig = n - lead - (size_t)(point && strchr(d + lead, '.'));
	if (!point)
		while (sig > 1 && d[lead + sig - 1] == '0')
			sig--;
	*rnd = sig <= 2 || (*v >= 1 && exp2(round(log2(*v))) == *v);
	return *v > 0;
}

/*
 * Whether block size b times IOPS i is rate r exactly in some pair of
 * units: b x i / r a power of 1000 times a power of 1024 (KB x IOPS =
 * MB/s either way, "64 KB x 250 = 16 MB/s", "128 KB x 128 = 16 MB/s").
 */
static int exact_product(double b, double i, double r)
{
	double x = b * i / r;

	for (int k = -2; k <= 2; k++)
		for (int j = -2; j <= 2; j++) {
			double f = pow(1000, k) * pow(1024, j);

			if (fabs(x - f) <= 1e-9 * f)
				return 1;
		}
	return 0;
}

/*
 * "| Block size (KB) | IOPS | Throughput (MB/s) |" over "| 4 | 1.000 | 4
 * |", "| 64 | 250 | 16 |", "| 128 | 128 | 16 |" in a page that ran
 * nothing: a vendor's worked example of how throughput follows from the
 * provisioned IOPS, no measurement.  Every row (three or more, of two
 * block sizes or more) names its block size and gives one IOPS and one
 * rate, the rate the size x IOPS to the last digit printed, and the
 * IOPS or the rate round (the one the example starts from: "1.000",
 * "250", "128" IOPS, or "48" MiB/s over 192 IOPS).  A measured table's rates
 * carry the rounding of the figures they come from (4 KiB x 25,012 IOPS is 97.7
 * MiB/s, not exactly).
 */
static int worked_example(const struct table_mapping *m)
{
	size_t rows = 0;
	int sizes = 0;
	double first = 0;

	if (!table_ran_nothing(m) || figures_name_tool(m))
		return 0;
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		double b = 0, i = 0, w = 0, v;
		int nb = 0, ni = 0, nw = 0, rnd, rounded = 0;

		for (size_t c = 0; c < m->t->cols; c++) {
			const char *s = table_cell(m->t, r, c);

			if (m->role[c] != TABLE_ROLE_VALUE) {
				if (leading_number(s, &v, &rnd))
					b = v, nb++;
				continue;
			}
			if (!leading_number(s, &v, &rnd))
				return 0;
			if (m->ht[c].metric == TESTNAME_IOPS)
				i = v, ni++, rounded |= rnd;
			else if (m->ht[c].metric == TESTNAME_BW)
				w = v, nw++, rounded |= rnd;
			else
				return 0;
		}
		if (nb != 1 || ni != 1 || nw != 1 || !rounded ||
		    !exact_product(b, i, w))
			return 0;
		if (!rows++)
			first = b;
		sizes |= b != first;
	}
	return rows >= 3 && sizes;
}

/*
 * Whether label s is only a figure ("178.265", "170.0 IOPS", "7,556
 * MB/s"): digits with their separators, then at most a unit word.  sep
 * is the table's decimal separator (table_mapping's decide_sep()).
 */
static int figure_label(const char *s, enum table_sep sep)
{
	size_t i = 0, b, digits = 0, dots = 0, u;
	int point = 0;

	while (s[i] == ' ')
		i++;
	for (b = i; s[i] && strchr("0123456789.,", s[i]); i++) {
		digits += s[i] >= '0' && s[i] <= '9';
		dots += s[i] == '.';
		point |= digits && !(s[i] >= '0' && s[i] <= '9');
	}
	/* "0.4.426.1", "v1.2.3": a version names a system */
	if (!digits || dots > 1)
		return 0;
	if (point && i - b < 32) {
		/* "Normal 2,000 4,000" over "seq read 16,500 3,792 7,476"
		 * (provisioned-IOPS tiers as columns): a whole number whose
		 * separators group thousands as the table's own figures do
		 * is the plain "2000", which may name a system; "178.265",
		 * "1,5", or "2,000" where the table's separator is unsure
		 * stay figures */
		char num[32], out[32];

		memcpy(num, s + b, i - b);
		num[i - b] = '\0';
		if (!table_val_number(num, sep, out, sizeof(out)) &&
		    !strchr(out, '.'))
			point = 0;
	}
	while (s[i] == ' ')
		i++;
	/* a unit: letters and '/', one word ("MB/s", "IOPS") */
	for (u = i; s[i]; i++)
		if (!isalpha((unsigned char)s[i]) && s[i] != '/')
			return 0;
	/* "970", "128GB" may name a system; "178.265", "170.0 IOPS",
	 * "12 MB/s" do not */
	if (!s[u])
		return point;
	return strchr(s + u, '/') || !strcasecmp(s + u, "IOPS");
}

/*
 * Whether a level of name s (its cells joined by " / ", as labels and
 * jobs are) is two figures or more and nothing else, blanks between:
 * "3074   3072" in "4c / disk B / 3074   3072".  No system or test is
 * so called: a row's figures that a wrong split of the table's cells
 * (a tab table whose tabs and blank runs do not line up) put in a name,
 * and which figure is whose cannot be told.
 */
static int figures_level(const char *s)
{
	for (;;) {
		const char *e = strstr(s, " / ");
		size_t n = e ? (size_t)(e - s) : strlen(s), i = 0, figs = 0;

		while (i < n) {
			if (s[i] == ' ') {
				i++;
				continue;
			}
			if (!isdigit((unsigned char)s[i]))
				break;
			while (i < n && (isdigit((unsigned char)s[i]) ||
					 s[i] == '.' || s[i] == ','))
				i++;
			if (i < n && s[i] != ' ')
				break;
			figs++;
		}
		if (i >= n && figs >= 2)
			return 1;
		if (!e)
			return 0;
		s = e + 3;
	}
}

/*
 * Whether rate bw (bytes/s as read) times f is IOPS x block size of its
 * result, within 0.5%.
 */
static int fits(const struct table_entry *e, double f)
{
	return units_rate_fits_iops(e->bw * f, e->iops,
				    (double)e->cond.cond.bs);
}

/*
 * fits() for a result whose block size is not known ("4KiB-16KiB" names
 * a range): whether its rate times f over its IOPS is a power of two from
 * 512 bytes to 64 MiB, within 0.5% (1600918 KB/s at 100057.4 IOPS is
 * 16.000 KiB an operation; read as 1000 bytes it is 16000 bytes, no
 * block size).
 */
static int fits_some_size(const struct table_entry *e, double f)
{
	double x, bs;

	if (e->cond.cond.bs > 0)
		return fits(e, f);
	x = e->bw * f / e->iops;
	if (!(x >= 500 && x <= 70e6))
		return 0;
	bs = exp2(round(log2(x)));
	return bs >= 512 && bs <= 64.0 * 1024 * 1024 &&
	       units_rate_fits_iops(e->bw * f, e->iops, bs);
}

/*
 * Whether entry e's rate bw read as f times a power of 1000 is its
 * printed IOPS cut, as fio cuts it (and a hand copying "83.7k" as "83"):
 * the IOPS its rate gives at its block size is from the figure to one
 * unit of its last digit above it, within 0.5%.
 */
static int cut_fits(const struct table_entry *e, double f)
{
	double x = e->bw * f / (double)e->cond.cond.bs, v = e->iops;

	return x >= v * 0.995 && x <= v * (1 + e->iops_digit) * 1.005;
}

/*
 * Whether entry e's rate read as f times a power of 1000 is one of the
 * readings of its prefix (KB: 1000 or 1024; MB: 10^6, 1,024,000 or 2^20;
 * GB: 10^9 or 2^30) its IOPS x block size fits: within 0.5% (fits()), or
 * when no reading does so, the one reading alone that fits its IOPS cut
 * (cut_fits(): "83" in thousands beside 327 MB/s at 4 KiB is 83.7K, 327
 * MiB/s, where 1,024,000 gives 81.8K and 10^6 79.8K), never MB read as
 * 1,024,000 so: the reading no tool prints takes a fit within 0.5%.
 * Block size not known: fits_some_size().
 */
static int reading_fits(const struct table_entry *e, double f)
{
	static const double k[] = {1, 1.024, 0}, mb[] = {1, 1.024, 1.048576},
			    g[] = {1, 1.073741824, 0};
	const double *r = e->bw_dec == 'k' ? k : e->bw_dec == 'M' ? mb : g;
	int strict = 0, cut = 0;

	if (e->cond.cond.bs <= 0)
		return fits_some_size(e, f);
	for (size_t i = 0; i < 3; i++)
		if (r[i] > 0) {
			strict |= fits(e, r[i]);
			cut += cut_fits(e, r[i]);
		}
	/* the looser fit makes no 1,024,000-byte MB, which no tool prints
	 * (a script's or a hand's conversion): 10^6 or 2^20 only */
	if (!strict && e->bw_dec == 'M' && f == 1.024)
		return 0;
	return strict ? fits(e, f) : cut == 1 && cut_fits(e, f);
}

/*
 * Whether entry e's rate / IOPS is block size bs: the rate read in any
 * base its prefix may have been meant in (KB: 1000 or 1024; MB: 10^6,
 * 1,024,000 or 2^20; GB: 10^9 or 2^30), within 0.5% and one operation
 * (the IOPS is printed rounded: 144 at 1 MiB is 143.5 to 145).
 */
static int size_fits(const struct table_entry *e, double bs)
{
	static const double k[] = {1, 1.024}, mb[] = {1, 1.024, 1.048576},
			    g[] = {1, 1.073741824};
	const double *f = e->bw_dec == 'k'   ? k
			  : e->bw_dec == 'M' ? mb
			  : e->bw_dec == 'G' ? g
					     : k;
	size_t n = e->bw_dec == 'M' ? 3 : e->bw_dec ? 2 : 1;

	for (size_t i = 0; i < n; i++)
		if (fabs(e->bw * f[i] - e->iops * bs) <=
		    0.005 * e->iops * bs + bs)
			return 1;
	return 0;
}

/*
 * "| rw type | IOPS | throughput (MiB/s) |" over "| sequential read |
 * 96.8 | 378 |" at 4 KiB: 96.8 operations of 4 KiB a second are 396 KB/s,
 * the rate a thousand times that; 96,800 of them make 378 MiB/s.  A bare
 * IOPS figure (no prefix in its header) whose result's rate is its IOPS
 * x the known block size x 1000 (or 10^6), within 15% (KB or KiB, MB or
 * MiB, a hand's rounding), and not IOPS x size, is in thousands (or
 * millions) not said: not read (its rate stays).  Unless the block size
 * is itself a bare number that fits as KiB: then the size's unit is the
 * one not said.  Returns how many were
 * dropped.
 */
static unsigned iops_scaled_by_rate(struct table_mapping *m)
{
	unsigned n = 0;

	for (size_t i = 0; i < m->ent.n; i++) {
		struct table_entry *e = &m->ent.e[i];
		double bs = (double)e->cond.cond.bs, r;

		if (!e->iops_bare || !(e->bw > 0) || !(e->iops > 0) ||
		    !(bs > 0) || size_fits(e, bs))
			continue;
		/* a block size written bare (no unit said) that fits as KiB:
		 * the size's unit is the one not said, not the IOPS's
		 * thousands ("1024" beside 147857 kB/s at 144 IOPS is 1 MiB;
		 * bare_sizes_by_rate() reads it) */
		if (e->bs_bare && size_fits(e, bs * 1024))
			continue;
		/* the rate over IOPS x size: near 1000 (or 10^6), whatever
		 * base the rate's prefix meant and the rounding of hand
		 * figures (15%) */
		r = e->bw / (e->iops * bs);
		if (!(r > 850 && r < 1250) && !(r > 850e3 && r < 1250e3))
			continue;
		e->iops = NAN;
		n++;
	}
	return n;
}

/*
 * "| I/O block size | ... | bw (kB/s) | iops |" over "| 1024 | ... |
 * 147857 | 144 |": a block size written as a bare number was read as
 * bytes, but 147857 kB/s at 144 IOPS is 1 MiB an operation, 1024 KiB.
 * The table's results holding a rate and IOPS say which: bytes when each
 * one's rate / IOPS is its size, KiB when each one's is 1024 times it
 * (one author, one unit: the results without a rate follow); when they
 * disagree or fit neither, the block sizes are left unknown.  With no
 * such result they stay as read (bytes; "256" none, too small for
 * bytes).  Returns how many sizes were changed, *unknown set when they
 * were left unknown.
 */
static unsigned bare_sizes_by_rate(struct table_mapping *m, int *unknown)
{
	size_t bytes = 0, kib = 0, neither = 0;
	unsigned n = 0;

	*unknown = 0;
	for (size_t i = 0; i < m->ent.n; i++) {
		const struct table_entry *e = &m->ent.e[i];
		double bs = (double)e->bs_bare;
		int b, k;

		if (!e->bs_bare || !(e->bw > 0) || !(e->iops > 0))
			continue;
		b = e->cond.cond.bs == e->bs_bare && size_fits(e, bs);
		k = size_fits(e, bs * 1024);
		bytes += b && !k;
		kib += k && !b;
		neither += b == k;
	}
	if (!kib && !neither)
		return 0; /* bytes, or nothing says otherwise */
	*unknown = bytes || neither;
	for (size_t i = 0; i < m->ent.n; i++) {
		struct table_entry *e = &m->ent.e[i];

		if (!e->bs_bare)
			continue;
		n += !*unknown || e->cond.cond.bs > 0;
		e->cond.cond.bs = *unknown ? -1 : e->bs_bare * 1024;
		e->bs_bare = 0;
	}
	return n;
}

/*
 * Whether entry e's figures are too coarse to tell apart two readings of
 * its rate a share gap from each other: one unit of its IOPS's last
 * printed digit (fio's integer IOPS are cut, not rounded: "35" is 35 to
 * 36), or half a unit of its rate's, as a share of the figure, is gap or
 * more.  Figures whose digits are not known are taken as exact.
 */
static int too_coarse(const struct table_entry *e, double gap)
{
	return e->iops_digit >= gap || e->bw_digit / 2 >= gap;
}

/*
 * "| Read (dd) | 84.7 MB/s |" over "| Read (bonnie++) | 83062 MB/s |": a
 * row (or column) naming a tool that prints its rates in K/sec (bonnie++,
 * iozone) whose figure is written in MB/s or GB/s (table_entry.bw_kfig).
 * Read so, the rate is no disk's when it is over 50 GB/s or 100 times or
 * more another rate of the same system and direction from a row naming no
 * such tool: the tool's K/sec under the wrong unit.  It is read as KiB/s
 * when such a rate agrees with that reading within a fifth (two tools on
 * one drive), else left unknown.  A rate that fits its unit stays as
 * written.  Returns how many were read as KiB/s; *unknown how many were
 * left unknown.
 */
static unsigned kib_tool_rates(struct table_mapping *m, int *unknown)
{
	unsigned n = 0;

	*unknown = 0;
	for (size_t i = 0; i < m->ent.n; i++) {
		struct table_entry *e = &m->ent.e[i];
		double kib;
		int absurd, agrees = 0;

		if (!(e->bw_kfig > 0) || isnan(e->bw))
			continue;
		kib = e->bw_kfig * 1024;
		absurd = e->bw > 50e9;
		for (size_t j = 0; j < m->ent.n; j++) {
			const struct table_entry *y = &m->ent.e[j];

			if (j == i || y->bw_kfig > 0 || !(y->bw > 0) ||
			    y->label != e->label ||
			    y->cond.cond.op != e->cond.cond.op ||
			    e->cond.cond.op == IODB_OP_UNKNOWN)
				continue;
			absurd |= e->bw >= 100 * y->bw;
			agrees |= fabs(kib / y->bw - 1) <= 0.2;
		}
		if (!absurd)
			continue;
		if (agrees) {
			e->bw = kib;
			n++;
		} else {
			e->bw = NAN;
			++*unknown;
		}
		e->bw_dec = 0;
		e->bw_tool = 0;
		e->bw_kfig = 0;
	}
	return n;
}

/*
 * "| 4K Random Read (IOPS) | 4K Random Read (KB/s) |" over "| 2767.33 |
 * 11071.00 |": the row's IOPS x 4 KiB is 11,334,984 bytes/s, 11071 KiB/s
 * (fio and iozone print KiB and call it KB), not 11,071,000.  And "24.34
 * MB/s (6086)" under "4k (IOPS)": 6086 x 4 KiB is 24.34 x 1,024,000 (a
 * script dividing fio's KiB/s by 1000), not 24.34 x 10^6.
 *
 * Rates read from "KB/s", "MB/s", "GB/s" as powers of 1000 (bw_dec) are
 * checked against their results' IOPS x block size, one prefix at a time
 * over the whole table: when two or more results fit one other reading
 * (KB: 1024; MB: 1,024,000 or 2^20; GB: 2^30) and none fits 1000's, the
 * table's author meant it for every rate written so, those without IOPS
 * too (one author, one unit).  Otherwise a KB/s rate alone that fits
 * 1024 and not 1000 is read as KiB/s.  A result fits a reading as
 * reading_fits() says (its IOPS cut to the digits shown when it fits no
 * reading within 0.5%).  Results whose IOPS is too coarse ("5" at 16 MiB,
 * a filler "1" in thousands) say nothing.  Returns how many rates were changed.
 */
static unsigned rates_by_iops(struct table_mapping *m)
{
	static const struct {
		char p;
		double f;
	} alt[] = {
	    {'k', 1.024}, {'M', 1.024}, {'M', 1.048576}, {'G', 1.073741824}};
	unsigned n = 0;

	/* the smallest step between two readings of a prefix */
	double step[sizeof(alt) / sizeof(alt[0])];

	for (size_t a = 0; a < sizeof(alt) / sizeof(alt[0]); a++) {
		step[a] = alt[a].f - 1;
		for (size_t b = 0; b < sizeof(alt) / sizeof(alt[0]); b++)
			if (b != a && alt[b].p == alt[a].p)
				step[a] =
				    fmin(step[a],
					 fmin(alt[b].f - 1,
					      fabs(alt[b].f / alt[a].f - 1)));
	}
	for (size_t a = 0; a < sizeof(alt) / sizeof(alt[0]); a++) {
		size_t dec = 0, other = 0, fit = 0;
		int sized = 0; /* a result of the prefix has its block size */

		for (size_t i = 0; i < m->ent.n; i++)
			sized |= m->ent.e[i].bw_dec == alt[a].p &&
				 m->ent.e[i].cond.cond.bs > 0;
		for (size_t i = 0; i < m->ent.n; i++) {
			const struct table_entry *e = &m->ent.e[i];

			if (e->bw_dec != alt[a].p || isnan(e->bw) ||
			    isnan(e->iops) || e->iops <= 0 ||
			    (sized && e->cond.cond.bs <= 0) ||
			    too_coarse(e, step[a]) ||
			    /* a size inferred: figures to 0.1% or finer */
			    (e->cond.cond.bs <= 0 && too_coarse(e, 0.001)))
				continue;
			/* with no block size known in the table, a power of
			 * two is one */
			if (reading_fits(e, 1.0))
				dec++;
			else if (reading_fits(e, alt[a].f))
				fit++;
			for (size_t b = 0; b < sizeof(alt) / sizeof(alt[0]);
			     b++)
				if (b != a && alt[b].p == alt[a].p &&
				    reading_fits(e, alt[b].f) &&
				    !reading_fits(e, alt[a].f))
					other++;
		}
		if (fit < 2 || dec || other)
			continue;
		for (size_t i = 0; i < m->ent.n; i++) {
			struct table_entry *e = &m->ent.e[i];

			if (e->bw_dec == alt[a].p && !isnan(e->bw)) {
				e->bw *= alt[a].f;
				e->bw_dec = 0;
				n++;
			}
		}
	}
	for (size_t i = 0; i < m->ent.n; i++) {
		struct table_entry *e = &m->ent.e[i];

		if (e->bw_dec == 'k' && !isnan(e->bw) && !isnan(e->iops) &&
		    e->iops > 0 && e->cond.cond.bs > 0 && fits(e, 1.024) &&
		    !fits(e, 1.0) && !too_coarse(e, step[0])) {
			e->bw *= 1.024;
			e->bw_dec = 0;
			n++;
		}
	}
	return n;
}

/*
 * "| read | 4k | 4 | 1 | 140.5 | 35119 |" above "| write | 4k | 4 | 4 |
 * 1007.5 | 257912 |" under one "bw (MB/s)": the author retyped fio 2's
 * "bw=140477KB/s" divided by 1000 in one row (35119 x 4 KiB = 140.5 x
 * 1,024,000) and its "bw=1007.5MB/s" (MiB) in the other (257912 x 4 KiB =
 * 1007.5 x 2^20).  When the results whose figures can tell the readings of
 * a prefix apart (not too_coarse()) fit one reading each but not all the
 * same one, the column holds two units: each such result is read by its
 * own fit, and one whose IOPS can tell but fits no reading (or several) is
 * left unknown - its own figures contradict every reading.  Rates with no
 * IOPS that can tell stay as written (the documented convention).  Returns
 * how many rates were read so; *lost how many were left unknown, *kept
 * how many stay as written; rows the lines of the first two, "29, 30".
 */
static unsigned rates_mixed(const struct ingest_ctx *ctx,
			    struct table_mapping *m, unsigned *lost,
			    unsigned *kept, char *rows, size_t cap)
{
	static const struct {
		char p;
		double step;
		double f[3];
	} pre[] = {{'k', 0.024, {1, 1.024, 0}},
		   {'M', 0.024, {1, 1.024, 1.048576}},
		   {'G', 0.073741824, {1, 1.073741824, 0}}};
	unsigned n = 0;
	size_t used = 0;

	*lost = *kept = 0;
	rows[0] = '\0';
	for (size_t a = 0; a < sizeof(pre) / sizeof(pre[0]); a++) {
		unsigned seen = 0; /* bit per reading some result fits alone */

		for (size_t i = 0; i < m->ent.n; i++) {
			const struct table_entry *e = &m->ent.e[i];
			int one = -1, fit = 0;

			if (e->bw_dec != pre[a].p || isnan(e->bw) ||
			    isnan(e->iops) || e->iops <= 0 ||
			    e->cond.cond.bs <= 0 || too_coarse(e, pre[a].step))
				continue;
			for (int k = 0; k < 3 && pre[a].f[k] > 0; k++)
				if (fits(e, pre[a].f[k]))
					one = k, fit++;
			if (fit == 1)
				seen |= 1u << one;
		}
		if (!seen || !(seen & (seen - 1)))
			continue; /* none, or all agree: rates_by_iops() */
		for (size_t i = 0; i < m->ent.n; i++) {
			struct table_entry *e = &m->ent.e[i];
			int one = -1, fit = 0;

			if (e->bw_dec != pre[a].p || isnan(e->bw))
				continue;
			if (isnan(e->iops) || e->iops <= 0 ||
			    e->cond.cond.bs <= 0 ||
			    too_coarse(e, pre[a].step)) {
				(*kept)++; /* nothing to tell: as written */
				continue;
			}
			for (int k = 0; k < 3 && pre[a].f[k] > 0; k++)
				if (fits(e, pre[a].f[k]))
					one = k, fit++;
			if (fit == 1) {
				e->bw *= pre[a].f[one];
				n++;
			} else {
				e->bw = NAN;
				(*lost)++;
			}
			e->bw_dec = 0;
			if (used + 24 < cap)
				used +=
				    (size_t)snprintf(rows + used, cap - used,
						     "%s%ld", used ? ", " : "",
						     ingest_line(ctx, e->from));
			else if (!strstr(rows, "..."))
				used += (size_t)snprintf(rows + used,
							 cap - used, ", ...");
		}
	}
	return n;
}

/*
 * Whether entry e's rate bw, its KB/MB/GB read as f times a power of
 * 1000, is its IOPS x block size to the digits both were printed with:
 * half a unit of the rate's last digit, one of the IOPS's (fio cuts its
 * integer IOPS, scripts round "46.9k"), and 0.5% for a tool's rate and
 * IOPS averaged apart.
 */
static int row_fits(const struct table_entry *e, double bw, double f)
{
	double v = bw * f;

	return units_rate_fits_printed(v, v * e->bw_digit, e->iops,
				       e->iops * e->iops_digit,
				       (double)e->cond.cond.bs);
}

/*
 * How many readings of entry e's tool prefix (KB: 1000 or 1024; MB: 10^6,
 * 1,024,000 or 2^20; GB: 10^9, 1.024e9 or 2^30) its row's IOPS x block
 * size fits (row_fits()), *one the factor of the last that does.
 */
static int tool_readings(const struct table_entry *e, double *one)
{
	static const double k[] = {1, 1.024, 0}, mb[] = {1, 1.024, 1.048576},
			    g[] = {1, 1.024, 1.073741824};
	const double *f = e->bw_tool == 'k' ? k : e->bw_tool == 'M' ? mb : g;
	double base = e->bw / e->bw_tool_f;
	int fit = 0;

	for (size_t a = 0; a < 3; a++)
		if (f[a] > 0 && row_fits(e, base, f[a]))
			*one = f[a], fit++;
	return fit;
}

/*
 * "| 4k | 183.31 MB/s | ... | 46.9k |" in a table its tool's units were
 * given (YABS's MB/s, 1,024,000 bytes, from the document's tool): 46.9k
 * x 4 KiB is 183.2 MiB/s, 2.3% off YABS's MB.  A rate read in a tool's
 * convention, in a result with its IOPS and block size, keeps it when its
 * row's IOPS x block size fits it (row_fits()); otherwise it is read in
 * the one other reading of its prefix that fits (KB: 1000 or 1024; MB:
 * 10^6, 1,024,000 or 2^20; GB: 10^9, 1.024e9 or 2^30), and left unknown
 * when none or several do: a rate its own row contradicts is never
 * stored.  Not in YABS's own fio table ("Block Size | 4k (IOPS)" over
 * "RATE (COUNT)" cells): its units are YABS's documented ones, its
 * IOPS averaged apart by fio.  Returns how many were read otherwise, *lost how
 * many were left unknown.
 */
static unsigned rates_by_row_iops(struct table_mapping *m, unsigned *lost)
{
	unsigned n = 0;

	*lost = 0;
	for (size_t i = 0; i < m->ent.n; i++) {
		struct table_entry *e = &m->ent.e[i];
		double base, one = 0;

		if (!e->bw_tool || isnan(e->bw) || !(e->iops > 0) ||
		    e->cond.cond.bs <= 0 || m->yabs_own)
			continue;
		base = e->bw / e->bw_tool_f;
		if (row_fits(e, base, e->bw_tool_f)) {
			e->bw_tool = 0;
			continue;
		}
		if (tool_readings(e, &one) == 1) {
			e->bw = base * one;
			n++;
		} else {
			e->bw = NAN;
			(*lost)++;
		}
		e->bw_tool = 0;
	}
	return n;
}

/*
 * YABS's own fio table, named by its title line or banner
 * (m->yabs_named): every version of yabs.sh that prints it (2020-02-04
 * to v2026-07-03) runs one fio command for each of its block sizes,
 * "fio --name=rand_rw_$BS --ioengine=libaio --rw=randrw --rwmixread=50
 * --bs=$BS --iodepth=64 --numjobs=2 ... --direct=1 --group_reporting
 * --minimal", its Read and Write rows the two halves of that run: random,
 * 50% reads, queue depth 64, 2 jobs, direct I/O (docs/units.md, YABS).
 * A table of its shape that no title names (a copying script's, a hand
 * table) keeps them unknown: its command is not yabs.sh's to say.
 */
static void yabs_run_conditions(struct table_mapping *m)
{
	if (!m->yabs_named)
		return;
	for (size_t i = 0; i < m->ent.n; i++) {
		struct iodb_cond *c = &m->ent.e[i].cond.cond;
		const struct iodb_cond yabs = {
		    .op = c->op,
		    .pattern = IODB_PATTERN_RAND,
		    .mix_read_pct = 50,
		    .bs = -1,
		    .iodepth = 64,
		    .numjobs = 2,
		    .direct = 1,
		};

		if (c->op == IODB_OP_READ || c->op == IODB_OP_WRITE)
			iodb_cond_fill(c, &yabs);
	}
}

/*
 * "| Size |" over "| 4k |", "| 64k |" beside rates and IOPS (Benchy's
 * disk table): the rows' block sizes when the results holding both a
 * rate and IOPS whose rate / IOPS is their size (any reading of the
 * rate's prefix: size_fits(), tool_readings()) are more than twice those
 * whose is not (one garbled row does not undo the table); otherwise (a
 * file's size, or nothing to tell) the sizes are no block sizes: left
 * unknown.  Returns how many results lost theirs.
 */
static unsigned sizes_by_rate(struct table_mapping *m)
{
	size_t fit = 0, miss = 0;
	unsigned n = 0;

	if (!m->size_bs)
		return 0;
	for (size_t i = 0; i < m->ent.n; i++) {
		const struct table_entry *e = &m->ent.e[i];

		if (e->cond.cond.bs <= 0 || isnan(e->bw) || !(e->iops > 0))
			continue;
		double one;

		if (e->bw_tool ? tool_readings(e, &one) > 0
			       : size_fits(e, (double)e->cond.cond.bs))
			fit++;
		else
			miss++;
	}
	if (fit > 2 * miss)
		return 0;
	for (size_t i = 0; i < m->ent.n; i++)
		if (m->ent.e[i].cond.cond.bs > 0) {
			m->ent.e[i].cond.cond.bs = -1;
			n++;
		}
	return n;
}

static int one_run(const struct table_entry *e);

/*
 * "| sequential read | 11.0 | 42.9 |" under `fio -rw=write -bs=4k`: the
 * rows took the command's block size (and direct, job count, depth) as
 * the one command their access alone varies (table_entry.from_template).
 * When a result of the table holding both IOPS and a rate is not one run
 * at that size (one_run(): rate / IOPS is another size), the table
 * contradicts the command: none of its results keeps what it took so
 * (their canonical names lose it too).  Returns how many lost it.
 */
static unsigned template_by_rate(struct table_mapping *m)
{
	int against = 0;
	unsigned n = 0;

	for (size_t i = 0; i < m->ent.n && !against; i++) {
		const struct table_entry *e = &m->ent.e[i];

		against = (e->from_template & IODB_COND_BS) &&
			  e->cond.cond.bs > 0 && e->bw > 0 && e->iops > 0 &&
			  !one_run(e);
	}
	if (!against)
		return 0;
	for (size_t i = 0; i < m->ent.n; i++) {
		struct table_entry *e = &m->ent.e[i];
		struct iodb_cond *c = &e->cond.cond;
		char was[sizeof(e->test)];

		if (!e->from_template)
			continue;
		testname_canonical(&e->cond, was, sizeof(was));
		if (e->from_template & IODB_COND_BS)
			c->bs = -1;
		if (e->from_template & IODB_COND_IODEPTH)
			c->iodepth = -1;
		if (e->from_template & IODB_COND_NUMJOBS)
			c->numjobs = -1;
		if (e->from_template & IODB_COND_DIRECT)
			c->direct = -1;
		e->from_template = 0;
		if (!strcmp(was, e->test))
			testname_canonical(&e->cond, e->test, sizeof(e->test));
		n++;
	}
	return n;
}

/* An entry with both a rate and IOPS, for sorting by its test. */
struct paired {
	const struct table_entry *e;
	size_t i;
};

/* Whether x and y are the same test under the same conditions. */
static int same_test(const struct table_entry *x, const struct table_entry *y)
{
	return !strcmp(x->test, y->test) &&
	       x->cond.cond.op == y->cond.cond.op &&
	       x->cond.cond.pattern == y->cond.cond.pattern &&
	       x->cond.cond.iodepth == y->cond.cond.iodepth &&
	       x->cond.cond.numjobs == y->cond.cond.numjobs;
}

/* By test and conditions, then by entry: one test's entries together. */
static int paired_cmp(const void *a, const void *b)
{
	const struct paired *p = a, *q = b;
	const struct table_entry *x = p->e, *y = q->e;
	int c = strcmp(x->test, y->test);

	if (c)
		return c;
	if (x->cond.cond.op != y->cond.cond.op)
		return x->cond.cond.op < y->cond.cond.op ? -1 : 1;
	if (x->cond.cond.pattern != y->cond.cond.pattern)
		return x->cond.cond.pattern < y->cond.cond.pattern ? -1 : 1;
	if (x->cond.cond.iodepth != y->cond.cond.iodepth)
		return x->cond.cond.iodepth < y->cond.cond.iodepth ? -1 : 1;
	if (x->cond.cond.numjobs != y->cond.cond.numjobs)
		return x->cond.cond.numjobs < y->cond.cond.numjobs ? -1 : 1;
	return p->i < q->i ? -1 : 1;
}

/*
 * "| GlusterFS | 235 MiB/S | 2124 |", "| Ceph Rook | 118 MiB/S | 10900
 * |" under "随机读 BW" and "随机读 IOPS", no block size said: one run's
 * rate is its IOPS x its block size, so the same test's rate / IOPS is
 * one size for every system.  Here it is 113 KiB for one and 11 KiB for
 * the other: the rates and the IOPS come from separate runs, and each
 * figure becomes a result of its own.  Sizes within a factor of 1.5 of
 * each other (rounded figures, MB or MiB) keep them together, and so
 * does a size as every row's label (size_label()).  Returns how many
 * results were parted, or -ENOMEM.
 */
/* Whether label s is a size alone, its unit written ("256KB", "1 GiB"). */
static int size_label(const char *s)
{
	const char *end;
	double v;

	if (!strpbrk(s, "kKmMgGtT") ||
	    units_size(s, &end, UNITS_BINARY, UNITS_COMMA_NONE, &v) || v <= 0)
		return 0;
	while (*end == ' ')
		end++;
	return !*end;
}

/*
 * Whether, of n entries of one test whose rate / IOPS differ from system
 * to system, those that are one run's (one_run(): a block size) are two
 * or more and agree on one size: "4991 MB/s, 4760 IOPS" and "1314 MB/s,
 * 1253 IOPS" are 1 MiB each, the row "1033 MB/s, 448,273 IOPS" beside
 * them (2.3 KB, a cell copied wrong) no run's.  Then only the entries
 * fitting no size part, part_no_run()'s as well.  Those fitting must be
 * most of the entries: two of five fitting a size (within the 3% and
 * the MB/MiB slack one_run() allows) is what chance gives when the
 * table's rates and IOPS are separate runs, and the table's decision
 * holds for every row ("6155/1551 BW: 230MiB/s / 96.3MiB/s" fitting
 * 64 KiB on its write side alone).
 */
static int fitting_agree(const struct paired *pe, size_t n)
{
	double lo = INFINITY, hi = 0;
	size_t fits = 0;

	for (size_t k = 0; k < n; k++) {
		double size = pe[k].e->bw / pe[k].e->iops;

		if (!one_run(pe[k].e))
			continue;
		fits++;
		lo = size < lo ? size : lo;
		hi = size > hi ? size : hi;
	}
	return fits >= 2 && 2 * fits > n && hi <= 1.5 * lo;
}

static int part_unpaired(struct table_mapping *m)
{
	struct paired *pe = malloc((m->ent.n + 1) * sizeof(*pe));
	size_t n = 0, parted = 0;
	int ret = 0;

	if (!pe)
		return -ENOMEM;
	for (size_t i = 0; i < m->ent.n; i++) {
		const struct table_entry *e = &m->ent.e[i];

		if (!isnan(e->bw) && !isnan(e->iops) && e->iops > 0 &&
		    e->bw > 0 && e->cond.cond.bs <= 0 && e->label >= 0) {
			pe[n].e = e;
			pe[n++].i = i;
		}
	}
	qsort(pe, n, sizeof(*pe), paired_cmp);
	for (size_t a = 0, b; a < n; a = b) {
		double lo = INFINITY, hi = 0;
		int sizes = 1, fit;

		for (b = a; b < n && same_test(pe[a].e, pe[b].e); b++) {
			double size = pe[b].e->bw / pe[b].e->iops;

			lo = size < lo ? size : lo;
			hi = size > hi ? size : hi;
			sizes &= size_label(m->ent.labels[pe[b].e->label]);
		}
		/* rows told apart by a size ("256KB", "1GB" under "File
		 * Size") are loads, no systems: each its own block size */
		if (b - a < 2 || hi <= 1.5 * lo || sizes)
			continue;
		fit = fitting_agree(pe + a, b - a);
		for (size_t k = a; k < b; k++)
			if (!fit || !one_run(pe[k].e)) {
				pe[k].e = NULL; /* parted below: the array
						   may move */
				parted++;
			}
	}
	for (size_t k = 0; k < n && !ret; k++)
		if (!pe[k].e)
			ret = table_entries_split_rate(&m->ent, pe[k].i);
	free(pe);
	return ret ? ret : (int)parted;
}

/*
 * Whether entry e's rate and IOPS can be one run's: its rate is its IOPS
 * x its block size (the one its row, column, caption or command states;
 * none stated, a power of two from 512 B to 64 MiB, as fits_some_size()),
 * the rate read as written or in the other base of its prefix (10^6 or
 * 2^20 for MB, 10^9 or 2^30 for GB), within the rounding of the digits
 * both were printed with and 3% (a hand's rounding).  "| 4K QD32 | 95,000
 * | 389 MB/s |" is 95,000 x 4 KiB: one run; "| 455,000 | 4,983 |" under
 * "IOPS write | MB/s write" is 11 KB an operation, a size nobody runs: an
 * IOPS job and a bandwidth job.  iops_share is the IOPS's rounding
 * allowed, as a share of it (one_run(): one unit of its last printed digit).
 */
static int one_run_within(const struct table_entry *e, double iops_share)
{
	static const double f[] = {1, 1.024, 1.048576, 1.073741824};
	size_t nf = e->bw_dec == 'G' ? 4 : 3; /* 2^30 for GB only */
	double tol = e->bw_digit / 2 + iops_share + 0.03;
	double lo = e->cond.cond.bs, hi = lo;

	if (!(lo > 0))
		lo = 512, hi = 64.0 * 1024 * 1024;
	for (double bs = lo; bs <= hi; bs *= 2) {
		double want = e->iops * bs;

		for (size_t i = 0; i < nf; i++)
			if (fabs(e->bw * f[i] - want) <= tol * want ||
			    fabs(e->bw / f[i] - want) <= tol * want)
				return 1;
	}
	return 0;
}

static int one_run(const struct table_entry *e)
{
	return one_run_within(e, e->iops_digit);
}

/* Whether entry e's IOPS times its mean latency is the iodepth x numjobs
 * its conditions state, within 15% (Little's law; part_no_run()). */
static int queue_run(const struct table_entry *e)
{
	const struct iodb_cond *c = &e->cond.cond;
	double q, r;

	if (c->iodepth <= 0 || !(e->lat > 0) || !(e->iops > 0))
		return 0;
	q = (double)c->iodepth * (c->numjobs > 0 ? c->numjobs : 1);
	r = e->iops * e->lat / 1e9 / q;
	return r >= 0.85 && r <= 1.15;
}

/* An entry with both a rate and IOPS read from two cells, by the cells'
 * columns (or, both in one column, their rows). */
struct cell_pair {
	long a, b;
	size_t i;
	int fail;
};

static int cell_pair_cmp(const void *x, const void *y)
{
	const struct cell_pair *p = x, *q = y;

	if (p->a != q->a)
		return p->a < q->a ? -1 : 1;
	if (p->b != q->b)
		return p->b < q->b ? -1 : 1;
	return p->i < q->i ? -1 : p->i > q->i;
}

/*
 * "| Kioxia | 702,000 | 3,410 |" under "IOPS read | MB/s read", no block
 * size said: 4.9 KB an operation is no block size (one_run()), so the
 * IOPS column and the rate column are separate jobs (a 4k job for the
 * IOPS, a large-block one for the rate) and each figure is a result of
 * its own, never one run at a size nobody ran.  A pair of columns is one
 * job's or two: when one row's pair is no run's, every row's pair of
 * those two columns parts (rows, for a pair read down one column).  Not
 * parted: one cell's two figures ("640 MB/s, 5,120 IOPS", as written), a
 * script's lines (one run each as its program printed them), rows named
 * by a size alone ("512KB": loads, part_unpaired()) and rows repeating a
 * tool output (not imported).  After the rates' and sizes' units are
 * settled (rates_by_row_iops(), sizes_by_rate()).
 *
 * Where the block size the check compares with comes from decides what a
 * misfit means.  Stated (the row's "RND4K Q32T1", a column's "4K", a
 * caption, a command): the rate and the IOPS are one test's at one size,
 * so a misfit is a figure that cannot be, no second run: "| RND4K Q32T1 |
 * 512 | 1 |" under "MB/s | IOPS(K)" (512 MB/s of 4 KiB blocks is 125K
 * IOPS, never 1K: a column filled with "1") keeps its rate and loses its
 * IOPS (*dropped counts them).  The IOPS's rounding is allowed as a
 * two-digit figure's at the coarsest (10%): "| SEQ1M Q32T1 | 1510 | 1 |"
 * is 1440 operations of 1 MiB, and a "1" in thousands, one unit of which
 * is all of it, would pass any rate from nothing to 2K, storing 1000 a
 * third off; a one-digit figure its rate puts within 10% ("2" at 8 MB/s
 * of 4 KiB, 1953) stays.  Not stated, the check tried every size:
 * a mix of sizes (fio's bssplit: "65% 64 KiB ... 5% 1 GiB") moves any
 * number of bytes an operation, so a row whose IOPS times its mean
 * latency is the operations its own conditions keep in flight (iodepth
 * x numjobs, Little's law, within 15%: "| B | 9,870.12 | 162.40 |
 * 196.0 |" under "MB/s | IOPS | Latency (ms)" at "1 thread, 32QD": 162.4
 * x 0.196 s = 31.8) is one fio job's figures and stays one result.
 * Returns how many results were parted, or -ENOMEM.
 */
/*
 * Whether entry i's rate, no fit to its IOPS at its stated size, is the
 * rate of another result of its system copied (a hand's slip: "| 2312.482
 * | 1033.822 | 1033.822 |" where the third cell's IOPS makes 1836 MB/s):
 * the very figure another entry of the same label gives, whose own IOPS
 * it fits at that entry's stated size.
 */
static int rate_copied(const struct table_mapping *m, size_t i)
{
	const struct table_entry *e = &m->ent.e[i];

	if (e->label < 0)
		return 0;
	for (size_t j = 0; j < m->ent.n; j++) {
		const struct table_entry *o = &m->ent.e[j];

		if (j != i && o->label == e->label && o->bw == e->bw &&
		    o->iops > 0 && o->cond.cond.bs > 0 &&
		    one_run_within(o, fmin(o->iops_digit, 0.1)))
			return 1;
	}
	return 0;
}

/*
 * Whether header h names an average of its figures ("IOPS(avg)", "Mean
 * IOPS", "Average IOPS"): a word "avg", "average" or "mean".  fio's
 * "iops: ... avg=" is the mean of its IOPS samples, another statistic
 * than the run's rate (io / runtime): beside the rate it need not be
 * rate / block size, and it is a figure the source states.
 */
static int header_names_average(const char *h)
{
	static const char *const words[] = {"avg", "average", "mean", NULL};

	for (const char *p = h; p && *p; p++) {
		if (p > h && isalnum((unsigned char)p[-1]))
			continue;
		for (size_t w = 0; words[w]; w++) {
			size_t n = strlen(words[w]);

			if (!strncasecmp(p, words[w], n) &&
			    !isalnum((unsigned char)p[n]))
				return 1;
		}
	}
	return 0;
}

static int part_no_run(struct table_mapping *m, unsigned *dropped,
		       unsigned *copied, unsigned *averaged)
{
	struct cell_pair *pe = malloc((m->ent.n + 1) * sizeof(*pe));
	long cols = (long)m->t->cols;
	size_t n = 0, parted = 0;
	int ret = 0;

	if (!pe)
		return -ENOMEM;
	for (size_t i = 0; i < m->ent.n && !m->tc->script_names; i++) {
		const struct table_entry *e = &m->ent.e[i];
		long ic = e->iops_cell - 1, bc = e->bw_cell - 1;

		if (!(e->iops > 0) || !(e->bw > 0) || ic == bc ||
		    (e->label >= 0 && size_label(m->ent.labels[e->label])) ||
		    is_summary(m->tc, e, NULL) || queue_run(e))
			continue;
		if (e->cond.cond.bs > 0) { /* a size stated: one test's */
			if (one_run_within(e, fmin(e->iops_digit, 0.1)))
				continue;
			/* "IOPS(avg)": the samples' mean, as printed */
			if (ic >= 0 && bc >= 0 && ic % cols != bc % cols &&
			    m->head && m->head[ic % cols] &&
			    header_names_average(m->head[ic % cols])) {
				(*averaged)++;
				continue;
			}
			if (rate_copied(m, i)) {
				m->ent.e[i].bw = NAN;
				(*copied)++;
			} else {
				m->ent.e[i].iops = NAN;
				(*dropped)++;
			}
			continue;
		}
		pe[n].i = i;
		pe[n].fail = !one_run(e);
		if (ic < 0 || bc < 0) { /* cells unknown: the entry alone */
			pe[n].a = -1 - (long)i;
			pe[n].b = 0;
		} else if (ic % cols != bc % cols) {
			pe[n].a = ic % cols;
			pe[n].b = bc % cols;
		} else {
			pe[n].a = cols + ic / cols;
			pe[n].b = cols + bc / cols;
		}
		n++;
	}
	qsort(pe, n, sizeof(*pe), cell_pair_cmp);
	for (size_t a = 0, b; a < n; a = b) {
		int any = 0;

		for (b = a; b < n && pe[b].a == pe[a].a && pe[b].b == pe[a].b;
		     b++)
			any |= pe[b].fail;
		for (size_t k = a; k < b; k++)
			pe[k].fail = any;
	}
	for (size_t k = 0; k < n && !ret; k++)
		if (pe[k].fail) {
			ret = table_entries_split_rate(&m->ent, pe[k].i);
			parted++;
		}
	free(pe);
	return ret ? ret : (int)parted;
}

/*
 * The device the run's one fio command names as its file ("--filename=
 * /dev/sdl", as fio's text output gives its run), into dev (n bytes):
 * dev, or NULL when cmd is no fio command or its file is none, several
 * ("/dev/sdb:/dev/sdc") or not under /dev/.
 */
static const char *command_device(const char *cmd, char *dev, size_t n)
{
	struct fio_opts o;

	if (table_command_opts(cmd, &o) || strncmp(o.filename, "/dev/", 5) ||
	    strchr(o.filename, ':'))
		return NULL;
	snprintf(dev, n, "%s", o.filename);
	return dev;
}

/*
 * The one device an hdparm command timing one test names ("hdparm -t
 * --direct /dev/sda1", hdparm_command_timing()), into dev (n bytes):
 * dev, or NULL when cmd is no such command, names no device or several,
 * or holds any word but its options and the device.
 */
static const char *hdparm_device(const char *cmd, char *dev, size_t n)
{
	char test[64];
	enum iodb_op op;
	int direct;
	const char *p = strstr(cmd, "hdparm "), *one = NULL;
	size_t ol = 0;

	if (!p || strchr(cmd, '\n') ||
	    !hdparm_command_timing(cmd, strlen(cmd), test, sizeof(test), &op,
				   &direct))
		return NULL;
	for (p += 7; *p;) {
		const char *w = p;

		while (*p && *p != ' ' && *p != '\t')
			p++;
		if (!strncmp(w, "/dev/", 5) && p - w > 5) {
			if (one)
				return NULL;
			one = w;
			ol = (size_t)(p - w);
		} else if (*w != '-') {
			return NULL;
		}
		while (*p == ' ' || *p == '\t')
			p++;
	}
	if (!one || ol >= n)
		return NULL;
	snprintf(dev, n, "%.*s", (int)ol, one);
	return dev;
}

/*
 * One run of label li holding the entries order[from..to), then its
 * results.
 */
static int emit_one_run(struct table_mapping *m, long li, const size_t *order,
			size_t from, size_t to)
{
	const struct table_context *tc = m->tc;
	const struct table_entries *es = &m->ent;
	struct iodb_run run = IODB_RUN_INIT;
	struct table_device d;
	char cmds[4096], dev[256], jobname[128];
	const char *cmd_job;
	size_t k = 0;
	int many = 0, ret;

	cmds[0] = '\0';
	for (size_t i = from; i < to; i++) {
		const struct table_entry *e = &es->e[order[i]];

		if (e->cmd == -2)
			many = 1;
		if (e->cmd >= 0) {
			const char *t = tc->cmds[e->cmd].text;

			if (strstr(cmds, t))
				continue;
			k += (size_t)snprintf(
			    cmds + k, k < sizeof(cmds) ? sizeof(cmds) - k : 0,
			    "%s%s", k ? "\n" : "", t);
		}
	}
	if (k >= sizeof(cmds))
		cmds[0] = '\0';
	run.format = "table";
	run.tool = m->tool;
	run.tool_version = m->tool ? tc->tool_version : NULL;
	{
		/* "| hdparm(r) cache | dd (w dsync) |": the tool its
		 * columns name, when they name one for the run */
		const char *ct = NULL, *named = NULL;
		int one = 1, two = 0;

		for (size_t i = from; i < to; i++) {
			const char *et = es->e[order[i]].tool;

			if (!et || (ct && strcmp(ct, et)))
				one = 0;
			ct = et;
			if (et && named && strcmp(named, et))
				two = 1;
			if (et)
				named = et;
		}
		if (one && ct && (!m->tool || strcmp(ct, m->tool))) {
			run.tool = ct;
			run.tool_version = NULL;
		}
		if (two) {
			/* "| hdparm |" beside "| dd read 4KiB |" in one row:
			 * the run's figures are of two tools, none its own */
			run.tool = NULL;
			run.tool_version = NULL;
		}
		if (from < to && es->e[order[from]].untooled) {
			/* rows of another tool than the one the other rows
			 * name: neither that tool nor its version */
			run.tool = NULL;
			run.tool_version = NULL;
		}
	}
	run.label = li >= 0 ? es->labels[li] : NULL;
	if (run.label) {
		table_device_of(run.label, &d);
		if (d.model[0])
			run.device_model = d.model;
	}
	/* a label naming no disk ("ASUS NUC15": the computer) over a
	 * section whose hardware facts name the drive: that drive */
	if (!run.device_model && tc->drive_model &&
	    (!run.label || tc->heading_names_system))
		run.device_model = tc->drive_model;
	run.device = tc->device;
	/* "| Metric | SanDisk SDSSDA240G | SAMSUNG HD502HJ |": a column
	 * (row) named by the very drive an output's banner names elsewhere
	 * in the document ("HD Tune: SAMSUNG HD502HJ Benchmark") is that
	 * drive's: its device, the label staying */
	if (!run.device && run.label && tc->drive_named &&
	    tc->drive_named(tc->drive_named_arg, run.label))
		run.device = run.label;
	run.command = cmds[0] && !many ? cmds : NULL;
	if (!run.device && run.command && !strchr(cmds, '\n'))
		run.device = command_device(cmds, dev, sizeof(dev));
	if (!run.device && run.command && run.tool &&
	    !strcmp(run.tool, "hdparm"))
		run.device = hdparm_device(cmds, dev, sizeof(dev));
	run.line_from = m->t->line_from;
	run.line_to = m->t->line_to;
	ret = ingest_emit_run(m->ctx, &run);
	cmd_job = run.command && !strchr(cmds, '\n') && run.tool &&
			  !strcmp(run.tool, "fio")
		      ? table_command_job(cmds, jobname, sizeof(jobname))
		      : NULL;
	for (size_t i = from; i < to && !ret; i++)
		ret = emit_result(m, &es->e[order[i]], run.tool, cmd_job);
	return ret;
}

/* Whether entries a and b go in one run by their tool: both of the
 * table's tool, both of none (untooled), or both of the one their rows
 * name. */
static int same_run_tool(const struct table_entry *a,
			 const struct table_entry *b)
{
	if (a->row_tool != b->row_tool)
		return 0;
	if (a->row_tool)
		return !strcmp(a->tool, b->tool);
	return a->untooled == b->untooled;
}

/* Whether entry e holds a figure other than a runtime. */
static int has_figure(const struct table_entry *e)
{
	return !isnan(e->iops) || !isnan(e->bw) || !isnan(e->lat) ||
	       !isnan(e->acc) || table_entry_has_pct(e);
}

/*
 * A row's run time in a column of its own ("| Hetzner | 10.0001s |
 * 581825.87 | 9091.03 |" under "| subject | run time | reads/s | reads
 * (MiB/s) |", sysbench fileio's table) is the runtime of the row's one
 * result, or of its read and write results (one mixed run): it goes to
 * them.  A row of several tests keeps it apart (whose time it is, is not
 * said), and then it is no result alone.
 */
static void row_runtimes(struct table_entries *es)
{
	for (size_t i = 0; i < es->n; i++) {
		struct table_entry *x = &es->e[i];
		size_t got = 0, idx[2] = {0, 0};
		int same = 1;

		if (isnan(x->run) || has_figure(x) || x->test[0] || x->dd_named)
			continue;
		size_t lo = i, hi = i + 1;

		/* a row's entries were added one after another, cell by
		 * cell: only its neighbours on the same line are looked at */
		while (lo > 0 && es->e[lo - 1].from == x->from)
			lo--;
		while (hi < es->n && es->e[hi].from == x->from)
			hi++;
		for (size_t j = lo; j < hi && same; j++) {
			const struct table_entry *y = &es->e[j];

			if (j == i || y->label != x->label || !has_figure(y))
				continue;
			/* the direction the heading gave the time is theirs */
			if (x->cond.cond.op != IODB_OP_UNKNOWN &&
			    y->cond.cond.op != x->cond.cond.op)
				same = 0;
			if (!isnan(y->run) || got == 2)
				same = 0;
			else
				idx[got++] = j;
		}
		if (!same || !got)
			continue;
		if (got == 2) {
			const struct table_entry *a = &es->e[idx[0]];
			const struct table_entry *b = &es->e[idx[1]];

			/* two tests, unless the read and write of one run */
			if (strcmp(a->test, b->test) ||
			    a->cond.cond.op == b->cond.cond.op ||
			    (a->cond.cond.op != IODB_OP_READ &&
			     a->cond.cond.op != IODB_OP_WRITE) ||
			    (b->cond.cond.op != IODB_OP_READ &&
			     b->cond.cond.op != IODB_OP_WRITE))
				continue;
		}
		for (size_t k = 0; k < got; k++)
			es->e[idx[k]].run = x->run;
		x->merged = 1;
	}
}

/*
 * An access time standing alone under a system's label ("#### Access" /
 * "0.68 msec" under a drive's heading, beside its "#### Read" and
 * "#### Write") goes with that system's one read result, as HD Tune's
 * access time goes with its read benchmark; so does one whose test is the
 * read's, both the tool's the text names (`hdparm -t`'s "transfer rate
 * TR" beside "access time AT" in a row).  Several reads of the label:
 * whose it is is not said; it is no result of its own then either (m's
 * access_left counts it).  order/start: table_entries_by_label().
 */
static void label_access_times(struct table_mapping *m, const size_t *order,
			       const size_t *start)
{
	struct table_entries *es = &m->ent;

	for (size_t li = 0; li < es->n_labels; li++) {
		size_t from = start[li + 1], to = start[li + 2];
		struct table_entry *read = NULL;
		size_t reads = 0;

		for (size_t i = from; i < to; i++) {
			struct table_entry *y = &es->e[order[i]];

			if (!y->merged && y->cond.cond.op == IODB_OP_READ &&
			    (!isnan(y->bw) || !isnan(y->iops)))
				reads++, read = y;
		}
		for (size_t i = from; i < to && reads; i++) {
			struct table_entry *x = &es->e[order[i]];
			enum iodb_pattern pat = x->cond.cond.pattern;

			/* HD Tach's "Random Access | 18.1ms" row beside its
			 * "Average Read | 51.1 MB/sec" (its summary's access
			 * time; "random" is how it seeks, no test of its
			 * own): the label's one read's, when nothing else
			 * (a direction, a block size, a queue depth) makes
			 * it a test; beside several reads it stays apart */
			if (pat == IODB_PATTERN_RAND && reads == 1 &&
			    x->cond.cond.op == IODB_OP_UNKNOWN &&
			    x->cond.cond.bs <= 0 && x->cond.cond.iodepth <= 0 &&
			    x->cond.cond.numjobs <= 0)
				pat = IODB_PATTERN_UNKNOWN;
			if (x->merged || isnan(x->acc) ||
			    ((x->cond.cond.op != IODB_OP_UNKNOWN ||
			      pat != IODB_PATTERN_UNKNOWN) &&
			     (reads != 1 ||
			      x->cond.cond.op != read->cond.cond.op ||
			      x->cond.cond.pattern !=
				  read->cond.cond.pattern)) ||
			    !isnan(x->bw) || !isnan(x->iops) ||
			    !isnan(x->lat) || x->test[0])
				continue;
			if (reads == 1 && isnan(read->acc) &&
			    same_run_tool(read, x)) {
				read->acc = x->acc;
			} else if (!m->access_left++) {
				m->access_left_line = x->from;
			}
			x->merged = 1;
		}
	}
}

/*
 * An access time in a table of hdparm's ("transfer rate TR (using hdparm
 * -t) and the random access time AT (using seeker)" over "| TR (MB/s) |
 * AT (ms) |"): hdparm times sequential reads and prints no access time,
 * so the figure is another tool's (the prose names it, or not), of
 * random reads - a result of its own, op read, pattern random, no tool,
 * never part of hdparm's result of the row (label_access_times() would
 * join them; an entry holding both is split).  0 or -ENOMEM.
 */
static int hdparm_access_apart(struct table_mapping *m)
{
	struct table_entries *es = &m->ent;
	size_t n = es->n;

	for (size_t i = 0; i < n; i++) {
		const char *t = es->e[i].tool ? es->e[i].tool : m->tool;
		const struct iodb_cond none = IODB_COND_INIT;
		struct table_entry *x = &es->e[i];

		if (x->merged || isnan(x->acc) || !t || strcmp(t, "hdparm"))
			continue;
		if (!isnan(x->bw) || !isnan(x->iops) || !isnan(x->lat)) {
			/* "| 71 | 13.2 |" read into one entry: the access
			 * time goes to one of its own */
			struct table_entry r;

			if (ALLOC_GROW(es->e, es->n + 1, es->alloc))
				return -ENOMEM;
			x = &es->e[i];
			table_entry_init(&r);
			r.label = x->label;
			r.from = x->from;
			r.to = x->to;
			r.row = x->row;
			r.acc = x->acc;
			x->acc = NAN;
			es->e[es->n++] = r;
			x = &es->e[es->n - 1];
		}
		x->cond.cond = none;
		x->cond.cond.op = IODB_OP_READ;
		x->cond.cond.pattern = IODB_PATTERN_RAND;
		x->tool = NULL;
		x->row_tool = 0;
		x->untooled = 1;
		x->cmd = -1;
	}
	return 0;
}

/*
 * A row's latency under a header naming only a direction ("| rand read
 * IOPS | rand write IOPS | seq read MB/s | read lat |") belongs to the
 * row's result of that direction, as an IOPS column's latency does: with
 * one such result (a test, a rate or IOPS) it goes to it; with several,
 * whose it is is not said and it is not read (m's lat_left counts it):
 * never a result of its own, with only a latency.
 */
static void row_latencies(struct table_mapping *m)
{
	struct table_entries *es = &m->ent;

	for (size_t i = 0; i < es->n; i++) {
		struct table_entry *x = &es->e[i];
		struct table_entry *to = NULL;
		size_t got = 0, lo = i, hi = i + 1;

		if (x->merged || isnan(x->lat) || !isnan(x->iops) ||
		    !isnan(x->bw) || !isnan(x->acc) || !isnan(x->run) ||
		    x->test[0] ||
		    (x->cond.cond.op != IODB_OP_READ &&
		     x->cond.cond.op != IODB_OP_WRITE))
			continue;
		/* the row's entries, added one after another cell by cell */
		while (lo > 0 && es->e[lo - 1].from == x->from)
			lo--;
		while (hi < es->n && es->e[hi].from == x->from)
			hi++;
		for (size_t j = lo; j < hi; j++) {
			struct table_entry *y = &es->e[j];

			if (j == i || y->merged || y->label != x->label ||
			    y->cond.cond.op != x->cond.cond.op ||
			    (isnan(y->iops) && isnan(y->bw)))
				continue;
			got++;
			to = y;
		}
		if (!got)
			continue;
		if (got == 1 && isnan(to->lat) &&
		    (x->cond.cond.pattern == IODB_PATTERN_UNKNOWN ||
		     x->cond.cond.pattern == to->cond.cond.pattern) &&
		    (!x->cond.cond.bs || x->cond.cond.bs == to->cond.cond.bs)) {
			to->lat = x->lat;
			to->lat_sd = x->lat_sd; /* its deviation with it */
			to->lat_clat = x->lat_clat;
			for (int k = 0; k < TABLE_N_PCT; k++)
				if (isnan(to->pct[k]))
					to->pct[k] = x->pct[k];
		} else if (!m->lat_left++) {
			m->lat_left_line = x->from;
		}
		x->merged = 1;
	}
}

/*
 * Refuse the mean latencies of table m that their row's own queue depth
 * and IOPS contradict by a factor of a thousand: "| 64K/32 | 638 |
 * 0.0501339 |" under "Average Latency(ms)" (rados bench prints seconds;
 * 32 in flight at 638 IOPS take 32 / 638 = 0.050 s each, Little's law).
 * The mean latency of a closed loop with iodepth x numjobs operations in
 * flight is that over its IOPS at most (never 500 times more), and it
 * is a thousandth of it only where the unit said is the wrong one: the
 * latency within a factor of 2 of 1/1000 or 1000 times the queue's is not
 * read, nor rescaled (its percentiles with it).  Rows with no depth, no
 * IOPS or a latency off by another factor are left as read.  Returns
 * how many were refused, the first's line into m->lat_queue_line.
 */
static unsigned lat_by_queue(struct table_mapping *m)
{
	unsigned n = 0;

	for (size_t i = 0; i < m->ent.n; i++) {
		struct table_entry *e = &m->ent.e[i];
		const struct iodb_cond *c = &e->cond.cond;
		double q, r;

		if (e->merged || !(e->lat > 0) || !(e->iops > 0) ||
		    c->iodepth <= 0)
			continue;
		q = (double)c->iodepth * (c->numjobs > 0 ? c->numjobs : 1);
		r = e->lat / (q / e->iops * 1e9);
		if (!(r > 1 / 2000.0 && r < 1 / 500.0) &&
		    !(r > 500 && r < 2000))
			continue;
		e->lat = NAN;
		e->lat_sd = NAN; /* the refused mean's deviation */
		for (int k = 0; k < TABLE_N_PCT; k++)
			e->pct[k] = NAN;
		if (!n++)
			m->lat_queue_line = e->from;
	}
	return n;
}

/*
 * One run per system label (entries without a label first), then its
 * results: each entry is visited once per pass, so this is linear.  Rows
 * naming their own tool ("| dd write |", "| fio seq read |" in one
 * table) make a run per tool of the label's.
 */
static int emit_runs(struct table_mapping *m)
{
	const struct table_context *tc = m->tc;
	const struct table_entries *es = &m->ent;
	size_t *order = NULL, *start = NULL;
	int ret, thousands = 0;

	row_runtimes(&m->ent);
	row_latencies(m);
	m->lat_queue = lat_by_queue(m);
	ret = hdparm_access_apart(m);
	if (!ret)
		ret = table_entries_by_label(es, &order, &start);
	if (ret)
		return ret;
	label_access_times(m, order, start);
	/* a bare IOPS column matching the outputs only in thousands */
	for (size_t i = 0; i < es->n && (tc->n_seen || tc->n_below_named); i++)
		if (es->e[i].iops_bare && !isnan(es->e[i].iops))
			is_summary(tc, &es->e[i], &thousands);
	for (long li = -1; li < (long)es->n_labels && !ret; li++) {
		size_t k = 0, from = start[li + 1], to = start[li + 2];
		size_t done;
		long again_of = 0, line;

		if (from == to)
			continue;
		if (li >= 0 && row_shown_again(m, es->labels[li], order, from,
					       to, &again_of)) {
			if (!m->rows_again++) {
				m->rows_again_line = m->ent.e[order[from]].from;
				m->rows_again_of = again_of;
			}
			continue;
		}
		line = m->ent.e[order[from]].from;
		if (li >= 0 && column_shown_again(m, es->labels[li], order,
						  from, &to, &again_of)) {
			if (!m->cols_again++) {
				m->cols_again_line = line;
				m->cols_again_of = again_of;
			}
			if (from == to)
				continue;
		}
		if (li >= 0 &&
		    column_shows_output(m, order, from, &to, &again_of)) {
			if (!m->out_again++) {
				m->out_again_line = line;
				m->out_again_of = again_of;
			}
			if (from == to)
				continue;
		}
		/* entries repeating a tool output's figures, or restating a
		 * result of a table above: left out */
		for (size_t i = from; i < to; i++) {
			struct table_entry *e = &m->ent.e[order[i]];
			long of;

			if (thousands && e->iops_bare && !isnan(e->iops) &&
			    !is_summary(tc, e, NULL)) {
				/* "9.81" in the column whose other rows are
				 * the outputs' "IOPS=12.9k" shortened: in
				 * thousands too, not said; not read */
				e->iops = NAN;
				m->iops_refused++;
				if (!has_figure(e))
					continue;
			}

			if (e->other_tool) {
				/* "| JMH read |" among "| FIO read |", JMH's
				 * output below: another tool's result */
				if (!m->other_tool++)
					m->other_tool_line = e->from;
				continue;
			}
			if ((li >= 0 &&
			     (of = restated(m, e, es->labels[li])) > 0) ||
			    (of = row_restated(m, e)) > 0) {
				if (!m->restated++) {
					m->restated_line = e->from;
					m->restated_of = of;
				}
				continue;
			}
			if ((!tc->n_seen && !tc->n_below_named) ||
			    !is_summary(tc, e, NULL)) {
				struct table_done *d =
				    li >= 0 ? same_done(m, e, es->labels[li])
					    : NULL;

				if (d) {
					/* a summary's figure given again
					 * beside others: one result */
					fill_done(d, e);
					if (!m->repeated++) {
						m->repeated_line = e->from;
						m->repeated_of = d->from;
					}
					continue;
				}
				order[from + k++] = order[i];
				continue;
			}
			if (!m->summaries++) {
				m->summary_line = e->from;
				m->summary_below = is_summary(tc, e, NULL) == 2;
			}
			if (li >= 0)
				tell_summary(tc, e, es->labels[li]);
		}
		to = from + k;
		/*
		 * The entries of one own tool after another: those naming
		 * none first (one run, as before), then each row tool's in
		 * the order first seen, each kept in its order.
		 */
		for (done = from; done < to && !ret;) {
			const struct table_entry *first = NULL;
			size_t seg = done;

			for (size_t j = done; j < to && !first; j++)
				if (!es->e[order[j]].row_tool &&
				    !es->e[order[j]].untooled)
					first = &es->e[order[j]];
			if (!first)
				first = &es->e[order[done]];
			for (size_t i = done; i < to; i++) {
				const struct table_entry *e = &es->e[order[i]];
				size_t x;

				if (!same_run_tool(e, first))
					continue;
				x = order[i];
				memmove(&order[seg + 1], &order[seg],
					(i - seg) * sizeof(*order));
				order[seg++] = x;
			}
			ret = emit_one_run(m, li, order, done, seg);
			done = seg;
		}
	}
	free(order);
	free(start);
	return ret;
}

/*
 * Read table t's header and figures into *m (table_mapping_init(), then
 * each value cell): 0 when there are entries to emit, 1 when the table
 * is not imported (said why), or a negative errno.  Caller releases *m.
 */
static int map_table(struct table_mapping *m, struct ingest_ctx *ctx,
		     struct table *t, const struct table_context *tc)
{
	int ret = table_mapping_init(m, ctx, t, tc);

	if (ret)
		return ret;
	for (size_t r = (size_t)m->hdr; r < t->rows; r++)
		for (size_t c = 0; c < t->cols; c++)
			if (m->role[c] == TABLE_ROLE_VALUE &&
			    (ret = table_map_cell(m, r, c)))
				return ret;
	return table_map_cpu_rows(m);
}

/* The checks, runs and results of mapped table m (map_table()): the
 * results emitted, or a negative errno. */
static int finish_table(struct table_mapping *m)
{
	struct ingest_ctx *ctx = m->ctx;
	struct table *t = m->t;
	const struct table_context *tc = m->tc;
	int ret, unknown, unread;
	unsigned kib, unknown_rates, kept, copies, averaged;
	char rows[160], means[1024] = "";
	long from, to;

	if (m->ent.n && price_listing(m)) {
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: a product listing with its "
			    "prices in a page that ran nothing: its speeds are "
			    "specifications, no measurement",
			    tc->index);
		ret = 0;
		goto out;
	}
	/* before the entries: a table of such figures keeps none
	 * (table_map_cell()) */
	if (rough_spec(m)) {
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: every rate, count or "
			    "time it gives is written as an approximation "
			    "('~', 'about', '约'), rounded to one or two "
			    "digits (its exact figures measure nothing: an "
			    "interface, a queue depth): typical or specified "
			    "values, no measurement",
			    tc->index);
		ret = 0;
		goto out;
	}
	if (m->ent.n && rough_figures(m)) {
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: every figure is rounded "
			    "to one or two digits and nothing in the document "
			    "ran a benchmark (no tool, command or output): "
			    "typical values, no measurement",
			    tc->index);
		ret = 0;
		goto out;
	}
	if (m->ent.n && worked_example(m)) {
		ingest_warn(
		    ctx, t->line_from, table_cell_col(t, 0, 0),
		    "table %d not imported: every row's rate is its "
		    "block size x IOPS to the last digit, the IOPS "
		    "or the rate round, in a page that ran nothing: a worked "
		    "example of how throughput follows from IOPS, no "
		    "measurement",
		    tc->index);
		ret = 0;
		goto out;
	}
	for (size_t li = 0; li < m->ent.n_labels; li++) {
		const char *part = strrchr(m->ent.labels[li], '/');

		/* the label, or its last level ("Row name / 95.120") */
		part = part && part > m->ent.labels[li] && part[-1] == ' '
			   ? part + 1
			   : m->ent.labels[li];
		if (!figure_label(m->ent.labels[li], m->sep) &&
		    !figure_label(part, m->sep))
			continue;
		/* "6.12 -> Read 6600MB/s, ...": the line named its system
		 * so (a kernel's version), no header row of figures */
		if (tc->label_exact &&
		    !strcmp(m->ent.labels[li], m->heading_label))
			continue;
		/* "178.265" as a system's name: a row of figures taken for
		 * the header (an HTML table flattened to " | " lines); which
		 * figure is whose cannot be told */
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: a figure ('%s') stands "
			    "where a system's name is expected (a row of "
			    "figures read as its header)",
			    tc->index, m->ent.labels[li]);
		ret = 0;
		goto out;
	}
	for (size_t i = 0; i < m->ent.n; i++) {
		const struct table_entry *e = &m->ent.e[i];
		const char *name = e->job;

		if (e->label >= 0 && figures_level(m->ent.labels[e->label]))
			name = m->ent.labels[e->label];
		else if (!figures_level(name))
			continue;
		ingest_warn_lines(ctx, t->line_from, t->line_to,
				  "table %d not imported: figures ('%s') "
				  "stand in a result's name: its rows' cells "
				  "do not line up under its header's columns "
				  "(a row of figures split wrong)",
				  tc->index, name);
		ret = 0;
		goto out;
	}
	ret = part_unpaired(m);
	if (ret < 0)
		goto out;
	if (ret)
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d: %d rate(s) and the IOPS beside them "
			    "kept apart: their rate / IOPS differ from system "
			    "to system, so they are not one run's",
			    tc->index, ret);
	ret = 0;
	m->iops_scaled = iops_scaled_by_rate(m);
	if (m->iops_scaled)
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d: %u IOPS figure(s) not read: times the "
			    "block size they make a thousandth of their "
			    "rate (thousands not said in the header)",
			    tc->index, m->iops_scaled);
	kib = kib_tool_rates(m, &unknown);
	if (kib || unknown)
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d: rates in MB/s or GB/s of rows naming a "
			    "tool that prints K/sec (bonnie++, iozone) are "
			    "no disk's: %u read as KiB/s (a row of another "
			    "tool beside them agrees), %d left unknown",
			    tc->index, kib, unknown);
	kib = template_by_rate(m);
	if (kib)
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d: the options of the command above it "
			    "not taken by %u result(s): their rows differ from "
			    "it only by access, but the table's rate / IOPS "
			    "is another block size than its",
			    tc->index, kib);
	kib = sizes_by_rate(m);
	if (kib)
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d: %u block size(s) of its 'Size' column "
			    "left unknown: no result's rate / IOPS says they "
			    "are the size of one operation",
			    tc->index, kib);
	kib = bare_sizes_by_rate(m, &unknown);
	if (kib)
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    unknown ? "table %d: %u block size(s) written "
				      "without a unit left unknown: the "
				      "results' rate / IOPS fits neither bytes "
				      "nor KiB"
				    : "table %d: %u block size(s) written "
				      "without a unit read as KiB: the "
				      "results' rate / IOPS is 1024 times them",
			    tc->index, kib);
	kib = rates_mixed(ctx, m, &unknown_rates, &kept, rows, sizeof(rows));
	if (kib || unknown_rates)
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d: its KB/s, MB/s or GB/s rates are in two "
			    "units, each result's IOPS x block size fitting "
			    "another (rows at lines %s): %u read each by its "
			    "own IOPS, %u left unknown (fitting no reading); "
			    "%u with no IOPS that tells kept as written",
			    tc->index, rows, kib, unknown_rates, kept);
	kib = rates_by_iops(m);
	if (kib)
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d: %u rate(s) in KB/s or MB/s read as "
			    "binary units (KiB, MiB, or KiB/1000 for MB): IOPS "
			    "x block size in the table's results says so",
			    tc->index, kib);
	yabs_run_conditions(m);
	kib = rates_by_row_iops(m, &unknown_rates);
	if (kib || unknown_rates)
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d: %u rate(s) read in another unit and %u "
			    "left unknown: their row's IOPS x block size does "
			    "not fit the unit its tool means by KB/s, MB/s or "
			    "GB/s (read in the one other that fits: MiB, GiB, "
			    "10^6 ...; unknown when none or several fit)",
			    tc->index, kib, unknown_rates);
	kept = copies = averaged = 0;
	ret = part_no_run(m, &kept, &copies, &averaged);
	if (ret < 0)
		goto out;
	if (ret)
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d: %d rate(s) and the IOPS beside them "
			    "kept apart: rate / IOPS is not the block size "
			    "(the one stated, or none from 512 B to 64 MiB), "
			    "so they are separate runs' (an IOPS job and a "
			    "bandwidth job)",
			    tc->index, ret);
	if (kept)
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d: %u IOPS figure(s) not read: times the "
			    "block size their row states they are not its "
			    "rate (one test's two figures: the IOPS a filler "
			    "or a slip), the rate kept",
			    tc->index, kept);
	if (averaged)
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d: %u IOPS figure(s) imported as printed "
			    "though times the block size their row states "
			    "they are not its rate: their header names an "
			    "average of IOPS (the samples' mean, another "
			    "statistic than the rate)",
			    tc->index, averaged);
	if (copies)
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d: %u rate(s) not read: times the block "
			    "size their row states their IOPS is another "
			    "rate, and the figure is that of another test "
			    "of the system, which fits its own IOPS (copied "
			    "by a slip), the IOPS kept",
			    tc->index, copies);
	ret = 0;
	m->head_digest = header_digest(t, m->hdr);
	if (table_copy(m, &from, &to)) {
		ingest_warn_lines(ctx, t->line_from, t->line_to,
				  "table %d not imported: each of its results "
				  "repeats one imported from the table at "
				  "lines %ld-%ld (the same figures under the "
				  "same conditions: that table pasted again)",
				  tc->index, ingest_line(ctx, from),
				  ingest_line(ctx, to));
		ret = 0;
		goto out;
	}
	if (digest_restates(m)) {
		ingest_warn_lines(ctx, t->line_from, t->line_to,
				  "table %d not imported: under a summary's "
				  "heading, each of its figures is a result "
				  "imported above from this document, rounded "
				  "(no run of its own)",
				  tc->index);
		ret = 0;
		goto out;
	}
	if (list_restates_outputs(m)) {
		ingest_warn_lines(ctx, t->line_from, t->line_to,
				  "table %d not imported: a summary list, each "
				  "of its figures a tool output's of this "
				  "document rounded (no run of its own)",
				  tc->index);
		ret = 0;
		goto out;
	}
	if (group_means(m))
		snprintf(means, sizeof(means),
			 "as many results of the table above as its row "
			 "counts ('%s')",
			 m->ent.labels[0]);
	else if (output_means(m))
		snprintf(means, sizeof(means),
			 "one test's results of a tool output above, as the "
			 "table's average names it");
	if (means[0]) {
		ingest_warn_lines(ctx, t->line_from, t->line_to,
				  "table %d not imported: each figure is the "
				  "mean of %s: averages, no run of their own",
				  tc->index, means);
		ret = 0;
		goto out;
	}
	ret = emit_runs(m);
	if (ret)
		goto out;
	for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
		for (size_t c = 0; c < t->cols; c++) {
			if (m->role[c] == TABLE_ROLE_DATASHEET)
				ret = table_map_datasheet(m, r, c);
			if (ret)
				goto out;
		}
	}
	if (!m->why_line) {
		m->why_line = t->line_from;
		m->why_col = table_cell_col(t, 0, 0);
	}
	if (t->cut_line)
		ingest_warn(ctx, t->cut_line, 0,
			    "table %d: its last row is cut by the end of the "
			    "text (no figure left whole in it): not read",
			    tc->index);
	if (t->skipped_rows)
		ingest_warn(ctx, t->skipped_line, 0,
			    "table %d: %zu row(s) whose cells do not line up "
			    "under its %zu columns (one cut, or two run "
			    "together): not read",
			    tc->index, t->skipped_rows, t->cols - 1);
	if (t->cut_cell_line)
		ingest_warn(ctx, t->cut_cell_line, 0,
			    "table %d: its last row is cut by the end of the "
			    "text inside its last cell: that cell is not read",
			    tc->index);
	if (m->summaries)
		ingest_warn(ctx, m->summary_line, 0,
			    "table %d: %u row(s) repeat the figures of the "
			    "tool output %s: a summary, not imported again",
			    tc->index, m->summaries,
			    m->summary_below ? "below" : "above");
	if (m->other_tool)
		ingest_warn(ctx, m->other_tool_line, 0,
			    "table %d: %u result(s) of rows naming another "
			    "tool, whose own output is shown below (its "
			    "results, out of scope): not imported",
			    tc->index, m->other_tool);
	if (m->iops_refused)
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d: %u IOPS figure(s) not read: the "
			    "column's other figures are the tool outputs' in "
			    "thousands or millions ('12.9' for IOPS=12.9k), "
			    "its header names no unit",
			    tc->index, m->iops_refused);
	if (m->restated)
		ingest_warn(ctx, m->restated_line, 0,
			    "table %d: %u figure(s) restate results a table "
			    "above gave the same system (the first: line "
			    "%ld): not imported again",
			    tc->index, m->restated,
			    ingest_line(ctx, m->restated_of));
	if (m->repeated)
		ingest_warn(ctx, m->repeated_line, 0,
			    "table %d: %u result(s) repeat figures of a table "
			    "above (line %ld: the same system and test), "
			    "their other figures joined to those results",
			    tc->index, m->repeated,
			    ingest_line(ctx, m->repeated_of));
	if (m->rows_again)
		ingest_warn(ctx, m->rows_again_line, 0,
			    "table %d: %u row(s) show again the figures a "
			    "table of the same columns gave the same system "
			    "above (line %ld): the same results, imported "
			    "once",
			    tc->index, m->rows_again,
			    ingest_line(ctx, m->rows_again_of));
	if (m->cols_again)
		ingest_warn(ctx, m->cols_again_line, 0,
			    "table %d: %u column(s) show again, row by row, "
			    "the figures of a column of a table above (line "
			    "%ld), under another name or the same: the same "
			    "results, imported once",
			    tc->index, m->cols_again,
			    ingest_line(ctx, m->cols_again_of));
	if (m->out_again)
		ingest_warn(ctx, m->out_again_line, 0,
			    "table %d: %u column(s) show again, cell by cell, "
			    "the figures of the output above (line %ld), "
			    "rounded: the same results, imported once",
			    tc->index, m->out_again,
			    ingest_line(ctx, m->out_again_of));
	if (m->access_left)
		ingest_warn(ctx, m->access_left_line, 0,
			    "table %d: %u access time(s) not read: their "
			    "system has several read results, and which one "
			    "each goes with is not said",
			    tc->index, m->access_left);
	if (m->lat_left)
		ingest_warn(ctx, m->lat_left_line, 0,
			    "table %d: %u latenc(y/ies) not read: their row "
			    "has several results of that direction, and which "
			    "one each goes with is not said",
			    tc->index, m->lat_left);
	if (m->lat_queue)
		ingest_warn(ctx, m->lat_queue_line, 0,
			    "table %d: %u mean latenc(y/ies) not read: a "
			    "thousandth (or a thousand times) of the row's "
			    "queue depth over its IOPS, so not in the unit "
			    "the header says",
			    tc->index, m->lat_queue);
	unread = !m->emitted && !m->summaries && !m->restated &&
		 !m->other_tool && !m->repeated && !m->rows_again &&
		 !m->cols_again;
	if (m->approx_left)
		/* "| Q1 read | 23 MB/s | ~27 MB/s |": said once a table;
		 * the only figures a table gave, its reason not to be
		 * imported */
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    unread ? "table %d not imported: its %u figure(s) "
				     "are written as approximations ('~', "
				     "'about', '约'): an estimate or a "
				     "rounding, no measured result"
				   : "table %d: %u figure(s) written as "
				     "approximations ('~', 'about', '约') not "
				     "read: an estimate or a rounding, no "
				     "measured result",
			    tc->index, m->approx_left);
	if (unread && !m->approx_left)
		ingest_warn(ctx, m->why_line, m->why_col,
			    "table %d not imported: %s (give its mapping with "
			    "--map)",
			    tc->index, m->why[0] ? m->why : "nothing to map");
	else if (!unread && m->skipped)
		ingest_warn(ctx, m->why_line, m->why_col,
			    "table %d: %u figure(s) skipped: %s", tc->index,
			    m->skipped, m->why);
	ret = m->emitted;
out:
	return ret;
}

int table_emit(struct ingest_ctx *ctx, struct table *t,
	       const struct table_context *tc)
{
	struct table_mapping m;
	int ret = map_table(&m, ctx, t, tc);

	if (!ret)
		ret = finish_table(&m);
	else if (ret > 0)
		ret = 0;
	table_mapping_release(&m);
	return ret;
}

/*
 * Tables m[i] (in[i]) of one set whose results carry the same labels, in
 * the same order, table by table ("Neuzustand", "Normalzustand" under
 * each): told apart only by the system the text names for each
 * (table_context.set_system), which is joined before every label ("SSD
 * 960 Evo / Neuzustand").  Only when every such table has one.  Returns
 * 0 or -ENOMEM.
 */
static int set_systems(struct table_mapping *m,
		       const struct table_context *const *tc,
		       const unsigned char *in, size_t n)
{
	const struct table_entries *a = NULL;

	for (size_t i = 0; i < n; i++) {
		const struct table_entries *b = &m[i].ent;

		if (!in[i])
			continue;
		if (!tc[i]->set_system || !b->n_labels)
			return 0;
		if (!a) {
			a = b;
			continue;
		}
		if (b->n_labels != a->n_labels)
			return 0;
		for (size_t k = 0; k < a->n_labels; k++)
			if (strcmp(a->labels[k], b->labels[k]))
				return 0;
	}
	for (size_t i = 0; i < n; i++) {
		struct table_entries *b = &m[i].ent;

		for (size_t k = 0; in[i] && k < b->n_labels; k++) {
			size_t len = strlen(tc[i]->set_system) +
				     strlen(b->labels[k]) + 4;
			char *q = malloc(len);

			if (!q)
				return -ENOMEM;
			snprintf(q, len, "%s / %s", tc[i]->set_system,
				 b->labels[k]);
			free(b->labels[k]);
			b->labels[k] = q;
		}
	}
	return 0;
}

int table_emit_set(struct ingest_ctx *ctx, struct table *const *t,
		   const struct table_context *const *tc, size_t n)
{
	struct table_mapping *m = calloc(n, sizeof(*m));
	const struct table_entries **es = calloc(n, sizeof(*es));
	int *st = calloc(n, sizeof(*st));
	unsigned char *in = calloc(n, 1);
	int ret = 0, merged = 0;
	size_t mapped = 0, ok = 0, first = 0;

	if (!m || !es || !st || !in) {
		ret = -ENOMEM;
		goto out;
	}
	for (; mapped < n; mapped++) {
		st[mapped] = map_table(&m[mapped], ctx, t[mapped], tc[mapped]);
		if (st[mapped] < 0) {
			ret = st[mapped];
			mapped++;
			goto out;
		}
		/* a table that maps no figure whole is left to say why */
		if (st[mapped] || !m[mapped].ent.n || m[mapped].skipped ||
		    t[mapped]->cut_line || t[mapped]->cut_cell_line ||
		    t[mapped]->skipped_rows)
			continue;
		if (!ok)
			first = mapped;
		in[mapped] = 1;
		es[ok++] = &m[mapped].ent;
	}
	if (ok > 1 && table_entries_parallel(es, ok)) {
		/* one set of measurements: each cell position is one
		 * result, with the figures of every table */
		for (size_t i = first + 1; i < n; i++)
			if (in[i])
				table_entries_merge_parallel(&m[first].ent,
							     &m[i].ent);
		merged = 1;
	}
	if (!merged && ok > 1 && (ret = set_systems(m, tc, in, n)) < 0)
		goto out;
	ret = 0;
	for (size_t i = 0; i < n; i++) {
		int r = st[i] || (merged && in[i] && i != first)
			    ? 0
			    : finish_table(&m[i]);

		if (r < 0) {
			ret = r;
			break;
		}
		ret += r;
	}
out:
	for (size_t i = 0; i < mapped; i++)
		table_mapping_release(&m[i]);
	free(m);
	free(es);
	free(st);
	free(in);
	return ret;
}
