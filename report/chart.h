/*
 * Charts drawn with cairo, text laid out with Pango (so Korean, Japanese
 * and Chinese labels render): one grouped bar chart per test and metric
 * (a bar per system, its value on it), latency percentile charts and
 * per-second IOPS charts.  The same drawing goes to an SVG surface for
 * HTML and straight onto the PDF page.
 *
 * Readability rules: one colour per system across every chart (by the
 * system's index in the report), labels confined to their bar's slot
 * (wrapped to three lines, or turned 45 degrees when slots are narrow),
 * and a log scale, stated on the axis, when the values span two orders of
 * magnitude or more.
 */
#ifndef IODB_REPORT_CHART_H
#define IODB_REPORT_CHART_H

#include <stdio.h>

#include <cairo.h>
#include <pango/pangocairo.h>

#include "report/select.h"

enum report_chart_kind {
	REPORT_CHART_BARS,   /* metric: 0 IOPS, 1 bandwidth, 2 mean latency */
	REPORT_CHART_PCTS,   /* latency percentiles per system */
	REPORT_CHART_SERIES, /* IOPS per second per system */
};

/* The colour of system sys: components in 0..1. */
void report_chart_color(size_t sys, double rgb[3]);

/* The same as "#rrggbb" in buf (8 bytes); returns buf. */
const char *report_chart_hex(size_t sys, char buf[8]);

/*
 * Draw the chart of test t of d into the rectangle (0, 0, w, h) of cr's
 * user space (the caller translates).  Returns 0, or -ENOENT when the test
 * has nothing to draw for that kind/metric.
 */
int report_chart_draw(cairo_t *cr, double w, double h,
		      const struct report_data *d, size_t t,
		      enum report_chart_kind kind, int metric);

/*
 * Write the chart as an SVG element to out (no XML declaration), every id
 * inside it prefixed with id_prefix so several charts can share one HTML
 * document.  Returns 0, -ENOENT (nothing to draw, nothing written), or
 * -EIO / -ENOMEM.
 */
int report_chart_svg(FILE *out, double w, double h, const struct report_data *d,
		     size_t t, enum report_chart_kind kind, int metric,
		     const char *id_prefix);

/* Write a Pango/cairo text at (x, y) (top-left), at size px, in the
 * report's font; bold when asked; wrapped at width when width > 0.
 * Returns the height used. */
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

#endif
