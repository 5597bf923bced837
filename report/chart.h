/*
 * Charts: grouped bar charts (tests x systems of one group, one metric,
 * the datasheet value drawn as a marker on its bar), latency percentile
 * lines and per-second IOPS lines.  One chart model, drawn through a
 * small canvas onto two backends: a cairo context (the PDF, text laid out
 * with Pango so Korean and Japanese labels render) and SVG written as
 * text here (the HTML; text stays <text>, so a report stays small and its
 * words searchable).
 *
 * Readability rules: a colour per system, by its slot in its group (at
 * most REPORT_MAX_SYSTEMS, so never reused within a chart and the same in
 * every chart); text fitted to its place (wrapped at spaces, cut with
 * "…"), never across an axis or another label; linear axes from 0 unless
 * the values span more than two orders of magnitude, then a log axis
 * stated on the axis, its bars starting at its visible minimum; one
 * number format per axis; no chart of a single bar.
 */
#ifndef IODB_REPORT_CHART_H
#define IODB_REPORT_CHART_H

#include <stdio.h>

#include <cairo.h>
#include <pango/pangocairo.h>

#include "report/match.h"
#include "report/select.h"

enum report_chart_kind {
	REPORT_CHART_BARS,   /* metric: 0 IOPS, 1 bandwidth, 2 mean latency */
	REPORT_CHART_PCTS,   /* latency percentiles per system */
	REPORT_CHART_SERIES, /* IOPS per second per system */
};

/* One chart: what it draws. */
struct report_chart {
	enum report_chart_kind kind;
	int metric;	     /* bars: 0 IOPS, 1 bandwidth, 2 mean latency */
	size_t group;	     /* the systems drawn: those of this group */
	const size_t *tests; /* bars: one cluster per test; lines: tests[0] */
	size_t n_tests;
	const struct report_match *m; /* datasheet markers, or NULL */
};

/*
 * Plan the bar charts of metric for group g: the tests that have the
 * metric in g, cut into charts of at most max_tests tests (as many as the
 * width shows) and about 48 bars; a last chart of a single bar joins the one
 * before, and a lone bar gets no chart (its table shows it).  On return tests[]
 * holds the tests in order and starts[0..*n_charts] the first index of each
 * chart (starts[*n_charts] is the end); both caller-freed with free().
 * Returns 0 or -ENOMEM.
 */
int report_chart_plan(const struct report_data *d, size_t g, int metric,
		      size_t max_tests, size_t **tests, size_t **starts,
		      size_t *n_charts);

/* The colour of system sys (its slot in its group): components in 0..1. */
void report_chart_color(const struct report_data *d, size_t sys, double rgb[3]);

/* The same as "#rrggbb" in buf (8 bytes); returns buf. */
const char *report_chart_hex(const struct report_data *d, size_t sys,
			     char buf[8]);

/*
 * Draw chart c of d into the rectangle (0, 0, w, h) of cr's user space
 * (the caller translates).  Returns 0, or -ENOENT when there is nothing
 * to draw.
 */
int report_chart_draw(cairo_t *cr, double w, double h,
		      const struct report_data *d,
		      const struct report_chart *c);

/*
 * Write chart c as one SVG document (no XML declaration, no ids; text as
 * <text> elements) to out, w x h pixels.  Returns 0, -ENOENT (nothing to
 * draw, nothing written), or -EIO / -ENOMEM.
 */
int report_chart_svg(FILE *out, double w, double h, const struct report_data *d,
		     const struct report_chart *c);

/* Write a Pango/cairo text at (x, y) (top-left), at size px, in the
 * report's font; bold when asked; wrapped at spaces within width when
 * width > 0 (no hyphen inserted).  Returns the height used. */
double report_chart_text(cairo_t *cr, double x, double y, const char *s,
			 double size, int bold, double width);

/*
 * Free the font caches Pango, cairo and fontconfig keep for the life of
 * the process, so leak checkers see only real leaks.  Drawing again after
 * it loads them again.
 */
void report_chart_cleanup(void);

/* Set l's text to s; imported text may be invalid UTF-8, so Pango gets a
 * repaired copy then (freed here). */
void report_chart_set_text(PangoLayout *l, const char *s);

/*
 * Keep Pango from inserting hyphens where it breaks a line, and from
 * breaking inside any word that fits width (so names and command options
 * such as "--iodepth" wrap only at spaces); a word wider than width may
 * still break, without a hyphen.  The layout's text must be set.
 */
void report_chart_no_hyphens(PangoLayout *l, double width);

#endif
