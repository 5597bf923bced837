#include "report/chart.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <pango/pangocairo.h>

#include "report/gfx.h"

#include "report/html.h"
#include "report/markdown.h"
#include "util/alloc.h"
#include "util/utf8.h"

#define FONT "DejaVu Sans, Noto Sans CJK JP, Noto Sans CJK KR, sans-serif"
#define SVG_FONT                                                               \
	"'DejaVu Sans','Noto Sans CJK JP','Noto Sans CJK KR',sans-serif"

/* Twelve distinct hues (REPORT_MAX_SYSTEMS), readable on white and in
 * print: a system's colour is its slot in its group. */
static const unsigned palette[] = {
    0x4e79a7, 0xf28e2b, 0xe15759, 0x76b7b2, 0x59a14f, 0xedc948,
    0xb07aa1, 0xff9da7, 0x9c755f, 0x79706e, 0x17becf, 0xbcbd22,
};
#define N_PALETTE (sizeof(palette) / sizeof(palette[0]))

void report_chart_color(const struct report_data *d, size_t sys, double rgb[3])
{
	unsigned c = palette[d->sys[sys].slot % N_PALETTE];

	for (int i = 0; i < 3; i++)
		rgb[i] = ((c >> (16 - 8 * i)) & 0xff) / 255.0;
}

const char *report_chart_hex(const struct report_data *d, size_t sys,
			     char buf[8])
{
	snprintf(buf, 8, "#%06x", palette[d->sys[sys].slot % N_PALETTE]);
	return buf;
}

void report_chart_set_text(PangoLayout *l, const char *s)
{
	gchar *ok;

	if (g_utf8_validate(s, -1, NULL)) {
		pango_layout_set_text(l, s, -1);
		return;
	}
	ok = g_utf8_make_valid(s, -1);
	pango_layout_set_text(l, ok, -1);
	g_free(ok);
}

static PangoLayout *layout_new(cairo_t *cr, const char *s, double size,
			       int bold)
{
	PangoLayout *l = pango_cairo_create_layout(cr);
	PangoFontDescription *fd = pango_font_description_from_string(FONT);

	pango_font_description_set_absolute_size(fd, size * PANGO_SCALE);
	if (bold)
		pango_font_description_set_weight(fd, PANGO_WEIGHT_BOLD);
	pango_layout_set_font_description(l, fd);
	pango_font_description_free(fd);
	report_chart_set_text(l, s);
	return l;
}

static void text_size(PangoLayout *l, double *w, double *h)
{
	int iw, ih;

	pango_layout_get_pixel_size(l, &iw, &ih);
	*w = iw;
	*h = ih;
}

/* Keep the words of t whole (each one, or only those no wider than width
 * as m measures them when m is given). */
static void whole_words(PangoAttrList *al, const char *t, PangoLayout *m,
			double width)
{
	const char *p = t;

	while (*p) {
		const char *w0;
		PangoAttribute *a;
		int ww = 0, wh;

		while (*p == ' ' || *p == '\n')
			p++;
		w0 = p;
		while (*p && *p != ' ' && *p != '\n')
			p++;
		if (p == w0)
			continue;
		if (m) {
			pango_layout_set_text(m, w0, (int)(p - w0));
			pango_layout_get_pixel_size(m, &ww, &wh);
		}
		if (ww <= width) {
			a = pango_attr_allow_breaks_new(FALSE);
			a->start_index = (guint)(w0 - t);
			a->end_index = (guint)(p - t);
			pango_attr_list_insert(al, a);
		}
	}
}

/*
 * Whether every line of l but the last ends at a space or a newline: with
 * a word wider than the line, Pango gives up keeping words whole and
 * breaks anywhere.
 */
static int breaks_at_spaces(PangoLayout *l, const char *t)
{
	GSList *lines = pango_layout_get_lines_readonly(l);

	for (; lines && lines->next; lines = lines->next) {
		const PangoLayoutLine *ln = lines->data;
		int end = ln->start_index + ln->length;

		if (end <= 0 ||
		    (t[end - 1] != ' ' && t[end - 1] != '\n' && t[end] != '\n'))
			return 0;
	}
	return 1;
}

void report_chart_no_hyphens(PangoLayout *l, double width)
{
	const char *t = pango_layout_get_text(l);
	PangoAttrList *al = pango_attr_list_new(), *keep;
	PangoLayout *m;

	pango_attr_list_insert(al, pango_attr_insert_hyphens_new(FALSE));
	pango_layout_set_attributes(l, al);
	/* text on one line needs no more (the layout made here is kept) */
	if (width <= 0 || pango_layout_get_line_count(l) <= 1) {
		pango_attr_list_unref(al);
		return;
	}
	/* every word whole: breaks only at spaces */
	keep = pango_attr_list_copy(al);
	whole_words(al, t, NULL, width);
	pango_layout_set_attributes(l, al);
	pango_attr_list_unref(al);
	if (breaks_at_spaces(l, t)) {
		pango_attr_list_unref(keep);
		return;
	}
	/* a word wider than the line: only the words that fit stay whole */
	m = pango_layout_copy(l);
	pango_layout_set_width(m, -1);
	pango_layout_set_attributes(m, NULL);
	whole_words(keep, t, m, width);
	g_object_unref(m);
	pango_layout_set_attributes(l, keep);
	pango_attr_list_unref(keep);
}

double report_chart_text(cairo_t *cr, double x, double y, const char *s,
			 double size, int bold, double width)
{
	PangoLayout *l = layout_new(cr, s, size, bold);
	double w, h;

	if (width > 0) {
		pango_layout_set_width(l, (int)(width * PANGO_SCALE));
		pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR);
		report_chart_no_hyphens(l, width);
	}
	text_size(l, &w, &h);
	cairo_move_to(cr, x, y);
	pango_cairo_show_layout(cr, l);
	g_object_unref(l);
	return h;
}

/*
 * The canvas the chart model draws on: a cairo context (PDF), or SVG text
 * written to a stream, measured with Pango on a scratch context.
 */
struct canvas {
	cairo_t *cr;	 /* draws (cairo backend) and measures */
	FILE *svg;	 /* NULL: cairo backend */
	const char *cls; /* SVG: the class of the next text, or NULL */
};

static void svg_rgb(FILE *o, const double rgb[3])
{
	fprintf(o, "#%02x%02x%02x", (unsigned)(rgb[0] * 255 + 0.5),
		(unsigned)(rgb[1] * 255 + 0.5), (unsigned)(rgb[2] * 255 + 0.5));
}

static void cv_rect(struct canvas *cv, double x, double y, double w, double h,
		    const double rgb[3])
{
	if (w <= 0 || h <= 0)
		return;
	if (cv->svg) {
		fprintf(cv->svg,
			"<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
			"height=\"%.1f\" fill=\"",
			x, y, w, h);
		svg_rgb(cv->svg, rgb);
		fputs("\"/>\n", cv->svg);
		return;
	}
	cairo_set_source_rgb(cv->cr, rgb[0], rgb[1], rgb[2]);
	cairo_rectangle(cv->cr, x, y, w, h);
	cairo_fill(cv->cr);
}

/* A polyline of n points (xy pairs); dots: a circle at each point too. */
static void cv_lines(struct canvas *cv, const double *xy, size_t n, double lw,
		     const double rgb[3], int dots)
{
	if (!n)
		return;
	if (cv->svg) {
		if (n > 1) {
			fputs("<polyline fill=\"none\" stroke=\"", cv->svg);
			svg_rgb(cv->svg, rgb);
			fprintf(cv->svg, "\" stroke-width=\"%.1f\" points=\"",
				lw);
			for (size_t i = 0; i < n; i++)
				fprintf(cv->svg, "%s%.1f,%.1f", i ? " " : "",
					xy[2 * i], xy[2 * i + 1]);
			fputs("\"/>\n", cv->svg);
		}
		for (size_t i = 0; dots && i < n; i++) {
			fprintf(cv->svg,
				"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" "
				"fill=\"",
				xy[2 * i], xy[2 * i + 1], lw + 0.5);
			svg_rgb(cv->svg, rgb);
			fputs("\"/>\n", cv->svg);
		}
		return;
	}
	cairo_set_source_rgb(cv->cr, rgb[0], rgb[1], rgb[2]);
	cairo_set_line_width(cv->cr, lw);
	if (n > 1) {
		cairo_move_to(cv->cr, xy[0], xy[1]);
		for (size_t i = 1; i < n; i++)
			cairo_line_to(cv->cr, xy[2 * i], xy[2 * i + 1]);
		cairo_stroke(cv->cr);
	}
	for (size_t i = 0; dots && i < n; i++) {
		cairo_arc(cv->cr, xy[2 * i], xy[2 * i + 1], lw + 0.5, 0,
			  2 * M_PI);
		cairo_fill(cv->cr);
	}
}

static void cv_line(struct canvas *cv, double x0, double y0, double x1,
		    double y1, double lw, const double rgb[3])
{
	double xy[4] = {x0, y0, x1, y1};

	cv_lines(cv, xy, 2, lw, rgb, 0);
}

static double cv_text_w(struct canvas *cv, const char *s, double size, int bold)
{
	PangoLayout *l = layout_new(cv->cr, s, size, bold);
	double w, h;

	text_size(l, &w, &h);
	g_object_unref(l);
	return w;
}

/* The height of a line of text at size (the font's ascent + descent). */
static double line_h(double size)
{
	return size * 1.17;
}

/*
 * One line of text (already fitted) anchored at (x, y): ax/ay 0
 * left/top, 0.5 centre, 1 right/bottom; turned by angle degrees
 * (counter-clockwise) around the anchor.
 */
static void cv_text(struct canvas *cv, double x, double y, const char *s,
		    double size, int bold, double ax, double ay, double angle,
		    const double rgb[3])
{
	double w = cv_text_w(cv, s, size, bold), h = line_h(size);

	if (cv->svg) {
		/* the baseline: the top of the line plus the ascent */
		double by = -ay * h + size * 0.93;

		fprintf(cv->svg,
			"<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.1f\"%s "
			"text-anchor=\"%s\" fill=\"",
			angle ? 0 : x, angle ? by : y + by, size,
			bold ? " font-weight=\"bold\"" : "",
			ax < 0.25   ? "start"
			: ax > 0.75 ? "end"
				    : "middle");
		svg_rgb(cv->svg, rgb);
		fputc('"', cv->svg);
		if (cv->cls)
			fprintf(cv->svg, " class=\"%s\"", cv->cls);
		if (angle)
			fprintf(cv->svg,
				" transform=\"translate(%.1f %.1f) "
				"rotate(%.0f)\"",
				x, y, -angle);
		fputc('>', cv->svg);
		report_html_escape(cv->svg, s);
		fputs("</text>\n", cv->svg);
		return;
	}
	PangoLayout *l = layout_new(cv->cr, s, size, bold);

	cairo_save(cv->cr);
	cairo_set_source_rgb(cv->cr, rgb[0], rgb[1], rgb[2]);
	cairo_translate(cv->cr, x, y);
	if (angle)
		cairo_rotate(cv->cr, -angle * M_PI / 180);
	cairo_move_to(cv->cr, -ax * w, -ay * h);
	pango_cairo_show_layout(cv->cr, l);
	cairo_restore(cv->cr);
	g_object_unref(l);
}

/* s cut to fit width, ending in "…" when cut; into buf (size n). */
static const char *fit(struct canvas *cv, const char *s, double size, int bold,
		       double width, char *buf, size_t n)
{
	size_t len;

	snprintf(buf, n, "%s", s);
	if (cv_text_w(cv, buf, size, bold) <= width)
		return buf;
	len = strlen(buf);
	while (len > 0) {
		/* back one whole UTF-8 character */
		do
			len--;
		while (len > 0 && ((unsigned char)buf[len] & 0xc0) == 0x80);
		if (len + 4 > n)
			continue;
		memcpy(buf + len, "…", 4);
		if (cv_text_w(cv, buf, size, bold) <= width)
			return buf;
	}
	snprintf(buf, n, "…");
	return buf;
}

/* Whether the word at p holds CJK (which may break between characters). */
static int has_wide(const char *p)
{
	const char *e = p;
	unsigned cp;

	while (*e && *e != ' ')
		e++;
	while (p < e) {
		p += utf8_decode(p, (size_t)(e - p), &cp);
		if (utf8_cp_width(cp) == 2)
			return 1;
	}
	return 0;
}

/*
 * s wrapped at spaces into at most max lines of width (each line of
 * lines[] is 256 bytes); a word wider than the width, or text left over
 * on the last line, is cut with "…".  Returns the number of lines.
 */
static size_t wrap(struct canvas *cv, const char *s, double size, int bold,
		   double width, char lines[][256], size_t max)
{
	size_t nl = 0;
	const char *p = s;

	while (*p == ' ')
		p++;
	while (*p && nl < max) {
		char cur[256] = "", tryb[512];
		const char *q = p, *last_end = NULL;

		/* take words while the line fits */
		for (;;) {
			const char *w0 = q, *w1;

			while (*w0 == ' ')
				w0++;
			w1 = w0;
			while (*w1 && *w1 != ' ')
				w1++;
			if (w1 == w0)
				break;
			snprintf(tryb, sizeof(tryb), "%.*s", (int)(w1 - p), p);
			if (cv_text_w(cv, tryb, size, bold) > width)
				break;
			snprintf(cur, sizeof(cur), "%s", tryb);
			last_end = w1;
			q = w1;
		}
		if (!last_end && has_wide(p)) {
			/* CJK text breaks between characters */
			size_t k = 0;

			while (p[k] && p[k] != ' ') {
				size_t m = k + 1;

				while (((unsigned char)p[m] & 0xc0) == 0x80)
					m++;
				snprintf(tryb, sizeof(tryb), "%.*s", (int)m, p);
				if (k &&
				    cv_text_w(cv, tryb, size, bold) > width)
					break;
				k = m;
			}
			snprintf(lines[nl++], 256, "%.*s", (int)k, p);
			p += k;
		} else if (!last_end) {
			/* one word wider than the line: cut it */
			const char *w1 = p;

			while (*w1 && *w1 != ' ')
				w1++;
			snprintf(tryb, sizeof(tryb), "%.*s", (int)(w1 - p), p);
			fit(cv, tryb, size, bold, width, lines[nl++], 256);
			p = w1;
		} else {
			snprintf(lines[nl++], 256, "%s", cur);
			p = last_end;
		}
		while (*p == ' ')
			p++;
		if (*p && nl == max) {
			/* more left: the last line ends in "…" */
			snprintf(tryb, sizeof(tryb), "%s %s", lines[nl - 1], p);
			fit(cv, tryb, size, bold, width, lines[nl - 1], 256);
		}
	}
	return nl;
}

static const double ink[3] = {0.1, 0.1, 0.1};
static const double grey[3] = {0.3, 0.3, 0.3};
static const double grid[3] = {0.87, 0.87, 0.87};
static const double white[3] = {1, 1, 1};

/* The title, wrapped to two lines; returns the height it took. */
static double title(struct canvas *cv, double w, const char *s)
{
	char lines[2][256];
	size_t n = wrap(cv, s, 13, 1, w - 16, lines, 2);

	for (size_t i = 0; i < n; i++)
		cv_text(cv, 8, 6 + (double)i * line_h(13), lines[i], 13, 1, 0,
			0, 0, ink);
	return 6 + (double)n * line_h(13) + 4;
}

/* An axis: linear from 0, or log10 between powers of ten. */
struct axis {
	int log;
	double lo, hi; /* in axis units (log10 of the value when log) */
	double step;
	double div;   /* tick labels: value / div, with suffix */
	char suffix;  /* "", k, M, G */
	int decimals; /* one number format for every tick */
};

static double nice_step(double range)
{
	double e = pow(10, floor(log10(range))), f = range / e;

	return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * e;
}

static void axis_fit(struct axis *a, double vmin, double vmax, int allow_log)
{
	double top, dec;

	/* callers pass finite values; this keeps the tick loops finite */
	if (!isfinite(vmax))
		vmax = 1;
	if (!isfinite(vmin) || vmin > vmax)
		vmin = vmax;
	/* more than two orders of magnitude: a log axis */
	a->log = allow_log && vmin > 0 && vmax / vmin > 100;
	if (a->log) {
		a->lo = floor(log10(vmin) - 0.3);
		a->hi = ceil(log10(vmax));
		if (a->hi <= a->lo)
			a->hi = a->lo + 1;
		a->step = 1;
	} else {
		if (!(vmax > 0))
			vmax = 1;
		a->lo = 0;
		a->step = nice_step(vmax / 5);
		a->hi = ceil(vmax * 1.0001 / a->step) * a->step;
	}
	top = a->log ? pow(10, a->hi) : a->hi;
	a->div = top >= 1e9 ? 1e9 : top >= 1e6 ? 1e6 : top >= 1e4 ? 1e3 : 1;
	a->suffix = a->div == 1e9   ? 'G'
		    : a->div == 1e6 ? 'M'
		    : a->div == 1e3 ? 'k'
				    : 0;
	if (a->log) {
		double lowest = pow(10, a->lo) / a->div;

		dec = lowest >= 1 ? 0 : ceil(-log10(lowest));
	} else {
		double st = a->step / a->div;

		dec = st >= 1 ? 0 : ceil(-log10(st) - 1e-9);
	}
	/* at most 6; a tick too small for a double (-log10(0): inf) too */
	a->decimals = dec >= 0 && dec <= 6 ? (int)dec : 6;
}

static void axis_label(const struct axis *a, double v, char *buf, size_t n)
{
	if (v == 0) {
		snprintf(buf, n, "0");
	} else if (a->log) {
		/* powers of ten: 0.1, 1, 10, 100, 1k, 10k ... 1M */
		double p = fabs(v) >= 1e9   ? 1e9
			   : fabs(v) >= 1e6 ? 1e6
			   : fabs(v) >= 1e3 ? 1e3
					    : 1;
		char sfx = p == 1e9 ? 'G' : p == 1e6 ? 'M' : p == 1e3 ? 'k' : 0;

		if (sfx)
			snprintf(buf, n, "%.0f%c", v / p, sfx);
		else
			snprintf(buf, n, "%.*f",
				 v >= 1 ? 0 : (int)ceil(-log10(v) - 1e-9), v);
	} else if (a->suffix)
		snprintf(buf, n, "%.*f%c", a->decimals, v / a->div, a->suffix);
	else
		snprintf(buf, n, "%.*f", a->decimals, v / a->div);
}

/* Position 0..1 of value v on the axis. */
static double axis_pos(const struct axis *a, double v)
{
	double x = a->log ? (v > 0 ? log10(v) : a->lo) : v;
	double p = (x - a->lo) / (a->hi - a->lo);

	return p < 0 ? 0 : p > 1 ? 1 : p;
}

/* The widest tick label of a. */
static double axis_label_w(struct canvas *cv, const struct axis *a)
{
	char buf[64];
	double wmax = 0;

	for (double t = a->lo; t <= a->hi + a->step * 1e-6; t += a->step) {
		double w;

		axis_label(a, a->log ? pow(10, t) : t, buf, sizeof(buf));
		w = cv_text_w(cv, buf, 9, 0);
		wmax = w > wmax ? w : wmax;
	}
	return wmax;
}

/* Grid lines, tick labels and the unit of a vertical axis at x0. */
static void y_axis(struct canvas *cv, const struct axis *a, double x0,
		   double y0, double w, double h, const char *unit)
{
	char buf[64], lab[160];

	for (double t = a->lo; t <= a->hi + a->step * 1e-6; t += a->step) {
		double v = a->log ? pow(10, t) : t;
		double y = y0 + h - axis_pos(a, v) * h;

		cv_line(cv, x0, y, x0 + w, y, 0.5, grid);
		axis_label(a, v, buf, sizeof(buf));
		cv_text(cv, x0 - 4, y, buf, 9, 0, 1, 0.5, 0, grey);
	}
	snprintf(lab, sizeof(lab), "%s%s", unit, a->log ? " (log scale)" : "");
	cv->cls = "unit"; /* the axis's unit, for whoever reads the SVG */
	cv_text(cv, 4, y0 + h / 2, lab, 10, 0, 0.5, 0, 90, ink);
	cv->cls = NULL;
}

static void axes(struct canvas *cv, double x0, double y0, double w, double h)
{
	cv_line(cv, x0, y0, x0, y0 + h, 1, grey);
	cv_line(cv, x0, y0 + h, x0 + w, y0 + h, 1, grey);
}

static const char *const metric_name[3] = {"IOPS", "throughput",
					   "mean latency"};
static const char *const spec_metric[3] = {"iops", "bw_bytes", "lat_mean_ns"};

/* The datasheet value paired with a figure of (s, t) for metric, or NAN. */
static double spec_of(const struct report_data *d, const struct report_match *m,
		      size_t s, size_t t, int metric)
{
	const struct report_cell *c = report_data_cell(d, s, t);

	if (!m || !c)
		return NAN;
	for (size_t i = 0; i < m->n_pairs; i++) {
		const struct report_pair *p = &m->pairs[i];
		const struct report_fig *f = &d->figs[p->fig];

		if (f->sys == s && f->test == t &&
		    !strcmp(m->specs[p->spec].sp.metric, spec_metric[metric]))
			return p->spec_value;
	}
	return NAN;
}

/*
 * A legend of the systems sys[0..n) in rows across the top, each name cut
 * to fit; with a datasheet entry when asked.  Returns the height taken.
 */
static double legend_row(struct canvas *cv, const struct report_data *d,
			 const size_t *sys, size_t n, int datasheet, double x0,
			 double y0, double w)
{
	double x = x0, y = y0, lh = line_h(9) + 3, rgb[3];
	char buf[256];

	for (size_t i = 0; i <= n; i++) {
		const char *name;
		double tw;

		if (i == n && !datasheet)
			break;
		name = i < n ? d->sys[sys[i]].name : "datasheet value";
		fit(cv, name, 9, 0, 210, buf, sizeof(buf));
		tw = cv_text_w(cv, buf, 9, 0) + 18 + 14;
		if (x > x0 && x + tw > x0 + w) {
			x = x0;
			y += lh;
		}
		if (i < n) {
			report_chart_color(d, sys[i], rgb);
			cv_rect(cv, x, y + 2, 12, 9, rgb);
		} else {
			cv_line(cv, x - 1, y + 6.5, x + 13, y + 6.5, 2.5, ink);
		}
		cv_text(cv, x + 16, y, buf, 9, 0, 0, 0, 0, grey);
		x += tw;
	}
	return y - y0 + lh;
}

static double scale_of(const struct report_data *d, int metric)
{
	return metric == 0 ? 1 : metric == 2 ? 1e3 : d->iec ? 1048576.0 : 1e6;
}

static int draw_bars(struct canvas *cv, double w, double h,
		     const struct report_data *d, const struct report_chart *c)
{
	size_t *sys = NULL, ns = 0, bars = 0;
	double vmin = INFINITY, vmax = 0, scale = scale_of(d, c->metric);
	double top, left, right = 12, bottom, pw, ph, vpad, y0, cluster, bw;
	double lab_w = 0, rgb[3];
	char buf[600], unit[64], lines[3][256];
	int markers = 0, ret = 0, vals;
	struct axis a;

	if (!c->n_tests)
		return -ENOENT;
	sys = calloc(d->n_sys ? d->n_sys : 1, sizeof(*sys));
	if (!sys)
		return -ENOMEM;
	for (size_t s = 0; s < d->n_sys; s++) {
		int any = 0;

		if (d->sys[s].group != c->group)
			continue;
		for (size_t i = 0; i < c->n_tests; i++) {
			size_t t = c->tests[i];
			double v = report_cell_value(report_data_cell(d, s, t),
						     c->metric),
			       sv = spec_of(d, c->m, s, t, c->metric);

			/* a non-finite figure (1e309 in a fio JSON) cannot
			 * be drawn: the axis would reach Inf */
			if (!isfinite(v))
				continue;
			any = 1;
			bars++;
			v /= scale;
			vmin = v > 0 && v < vmin ? v : vmin;
			vmax = v > vmax ? v : vmax;
			if (isfinite(sv)) {
				sv /= scale;
				markers = 1;
				vmin = sv > 0 && sv < vmin ? sv : vmin;
				vmax = sv > vmax ? sv : vmax;
			}
		}
		if (any)
			sys[ns++] = s;
	}
	if (bars < 2) {
		ret = -ENOENT;
		goto out;
	}
	snprintf(unit, sizeof(unit), "%s",
		 report_metric_unit_of(d, c->tests[0], c->metric));
	axis_fit(&a, vmin, vmax, 1);

	cv_rect(cv, 0, 0, w, h, white);
	if (c->n_tests == 1)
		snprintf(buf, sizeof(buf), "%s — %s%s%s%s",
			 d->tests[c->tests[0]].name, metric_name[c->metric],
			 c->metric ? " (" : "", c->metric ? unit : "",
			 c->metric ? ")" : "");
	else
		snprintf(buf, sizeof(buf), "%s%s%s%s, %zu tests",
			 metric_name[c->metric], c->metric ? " (" : "",
			 c->metric ? unit : "", c->metric ? ")" : "",
			 c->n_tests);
	buf[0] = (char)(buf[0] >= 'a' && buf[0] <= 'z' ? buf[0] - 32 : buf[0]);
	top = title(cv, w, buf);
	top += legend_row(cv, d, sys, ns, markers, 10, top, w - 20) + 4;

	left = 22 + axis_label_w(cv, &a) + 8;
	pw = w - left - right;
	cluster = pw / (double)c->n_tests;
	bw = cluster * 0.8 / (double)ns;
	/* values on bars: level when they fit the bar, else turned */
	for (size_t i = 0; i < c->n_tests; i++)
		for (size_t k = 0; k < ns; k++) {
			double v = report_cell_value(
			    report_data_cell(d, sys[k], c->tests[i]),
			    c->metric);
			double tw;

			if (!isfinite(v))
				continue;
			report_fmt_short(v / scale, buf, sizeof(buf));
			tw = cv_text_w(cv, buf, 8, 0);
			lab_w = tw > lab_w ? tw : lab_w;
		}
	vals = lab_w <= bw + 2 ? 1
	       : bw >= 11      ? 2
			  : 0; /* turned: a line of 8 px text (9.4) and a gap */
	vpad = vals == 1 ? line_h(8) + 2 : vals == 2 ? lab_w + 6 : 4;
	bottom = 3 * line_h(8) + 8;
	y0 = top + vpad;
	ph = h - y0 - bottom;
	if (ph < 30)
		ph = 30;
	y_axis(cv, &a, left, y0, pw, ph, unit);

	for (size_t i = 0; i < c->n_tests; i++) {
		size_t t = c->tests[i], nl;
		double cx0 = left + cluster * (double)i + cluster * 0.1;

		for (size_t k = 0; k < ns; k++) {
			double v = report_cell_value(
			    report_data_cell(d, sys[k], t), c->metric);
			double sv = spec_of(d, c->m, sys[k], t, c->metric);
			double x = cx0 + bw * (double)k, bh, y;

			if (!isfinite(v))
				continue;
			v /= scale;
			bh = axis_pos(&a, v) * ph;
			y = y0 + ph - bh;
			report_chart_color(d, sys[k], rgb);
			cv_rect(cv, x + bw * 0.06, y, bw * 0.88, bh, rgb);
			report_fmt_short(v, buf, sizeof(buf));
			if (vals == 1)
				cv_text(cv, x + bw / 2, y - 1, buf, 8, 0, 0.5,
					1, 0, ink);
			else if (vals == 2)
				cv_text(cv, x + bw / 2, y - 3, buf, 8, 0, 0,
					0.5, 90, ink);
			if (isfinite(sv)) {
				double sy =
				    y0 + ph - axis_pos(&a, sv / scale) * ph;

				cv_line(cv, x, sy, x + bw, sy, 2.5, ink);
			}
		}
		/* the test's name under its cluster, three lines at most */
		nl = wrap(cv, d->tests[t].name, 8, 0, cluster - 4, lines, 3);
		for (size_t l = 0; l < nl; l++)
			cv_text(cv, left + cluster * ((double)i + 0.5),
				y0 + ph + 4 + (double)l * line_h(8), lines[l],
				8, 0, 0.5, 0, 0, ink);
	}
	axes(cv, left, y0, pw, ph);
out:
	free(sys);
	return ret;
}

/* The first figure of (s, t) that has percentiles / a series. */
static const struct report_fig *fig_with(const struct report_data *d, size_t s,
					 size_t t, int series)
{
	const struct report_cell *c = report_data_cell(d, s, t);

	if (!c)
		return NULL;
	for (size_t i = c->first; i != SIZE_MAX; i = d->figs[i].next)
		if (series ? d->figs[i].n_series > 0 : d->figs[i].n_pcts > 0)
			return &d->figs[i];
	return NULL;
}

/* x of a percentile on the "nines" scale: 50 -> 0.3, 99 -> 2, 99.9 -> 3 */
static double nines(double pct)
{
	return -log10(1 - pct / 100);
}

/*
 * The points of a series to draw: a last interval much shorter than the
 * others (the runner's sub-millisecond tail sample) is a partial second
 * whose rate says nothing; it is left out.
 */
static size_t series_n(const struct report_fig *f)
{
	size_t n = f->n_series;

	if (n >= 2) {
		double last = f->series[n - 1].t_s - f->series[n - 2].t_s;
		double prev = n >= 3
				  ? f->series[n - 2].t_s - f->series[n - 3].t_s
				  : f->series[n - 2].t_s;

		if (prev > 0 && last < 0.5 * prev)
			n--;
	}
	return n;
}

static int point(const struct report_fig *f, int series, size_t i, double *x,
		 double *y)
{
	*x = series		    ? f->series[i].t_s
	     : f->pcts[i].pct < 100 ? nines(f->pcts[i].pct)
				    : NAN;
	*y = series ? f->series[i].iops : f->pcts[i].ns;
	return isfinite(*x) && isfinite(*y);
}

static int draw_lines(struct canvas *cv, double w, double h,
		      const struct report_data *d, const struct report_chart *c)
{
	size_t t = c->tests[0], *sys = NULL, ns = 0;
	int series = c->kind == REPORT_CHART_SERIES;
	double xmin = INFINITY, xmax = -INFINITY, ymin = INFINITY, ymax = 0;
	double left, right = 28, top, bottom = 40, pw, ph, rgb[3], *xy = NULL;
	char buf[600];
	struct axis ya;
	int ret = 0;

	sys = calloc(d->n_sys ? d->n_sys : 1, sizeof(*sys));
	if (!sys)
		return -ENOMEM;
	for (size_t s = 0; s < d->n_sys; s++) {
		const struct report_fig *f;
		size_t n, drawn = 0;

		if (d->sys[s].group != c->group)
			continue;
		f = fig_with(d, s, t, series);
		n = f ? (series ? series_n(f) : f->n_pcts) : 0;
		for (size_t i = 0; i < n; i++) {
			double x, y;

			if (!point(f, series, i, &x, &y))
				continue;
			xmin = x < xmin ? x : xmin;
			xmax = x > xmax ? x : xmax;
			if (y > 0 && y < ymin)
				ymin = y;
			ymax = y > ymax ? y : ymax;
			drawn++;
		}
		if (drawn)
			sys[ns++] = s;
	}
	if (!ns) {
		ret = -ENOENT;
		goto out;
	}
	if (series) {
		/* whole seconds from 0 */
		xmin = 0;
		xmax = ceil(xmax - 1e-9);
	} else {
		xmin = 0;
	}
	if (xmax <= xmin)
		xmax = xmin + 1;
	if (!series) {
		ymin /= 1e3;
		ymax /= 1e3;
	}
	axis_fit(&ya, ymin, ymax, 1);
	cv_rect(cv, 0, 0, w, h, white);
	snprintf(buf, sizeof(buf), "%s — %s", d->tests[t].name,
		 series ? "IOPS per second"
			: "completion latency percentiles (µs)");
	top = title(cv, w, buf);
	top += legend_row(cv, d, sys, ns, 0, 10, top, w - 20) + 6;
	left = 22 + axis_label_w(cv, &ya) + 8;
	pw = w - left - right;
	ph = h - top - bottom;
	if (ph < 30)
		ph = 30;
	y_axis(cv, &ya, left, top, pw, ph, series ? "IOPS" : "µs");
	if (series) {
		double step =
		    xmax - xmin <= 10 ? 1 : ceil(nice_step((xmax - xmin) / 8));

		for (double x = xmin; x <= xmax + 1e-9; x += step) {
			snprintf(buf, sizeof(buf), "%.0f", x);
			cv_text(cv, left + (x - xmin) / (xmax - xmin) * pw,
				top + ph + 3, buf, 9, 0, 0.5, 0, 0, grey);
		}
		cv_text(cv, left + pw / 2, top + ph + 18, "seconds", 10, 0, 0.5,
			0, 0, ink);
	} else {
		static const double ticks[] = {50, 90, 99, 99.9, 99.99, 99.999};

		for (size_t i = 0; i < 6; i++) {
			double x = nines(ticks[i]);

			if (x > xmax + 1e-9)
				break;
			snprintf(buf, sizeof(buf), "p%g", ticks[i]);
			cv_text(cv, left + (x - xmin) / (xmax - xmin) * pw,
				top + ph + 3, buf, 9, 0, 0.5, 0, 0, grey);
		}
		cv_text(cv, left + pw / 2, top + ph + 18,
			"percentile (scale in nines)", 10, 0, 0.5, 0, 0, ink);
	}
	for (size_t k = 0; k < ns; k++) {
		const struct report_fig *f = fig_with(d, sys[k], t, series);
		size_t n = series ? series_n(f) : f->n_pcts, m = 0;
		double *nxy = realloc(xy, (n ? n : 1) * 2 * sizeof(*xy));

		if (!nxy) {
			ret = -ENOMEM;
			goto out;
		}
		xy = nxy;
		for (size_t i = 0; i < n; i++) {
			double x, y;

			if (!point(f, series, i, &x, &y))
				continue;
			if (!series)
				y /= 1e3;
			xy[2 * m] = left + (x - xmin) / (xmax - xmin) * pw;
			xy[2 * m + 1] = top + ph - axis_pos(&ya, y) * ph;
			m++;
		}
		report_chart_color(d, sys[k], rgb);
		cv_lines(cv, xy, m, 2, rgb, series || m < 12);
	}
	axes(cv, left, top, pw, ph);
out:
	free(sys);
	free(xy);
	return ret;
}

static int draw(struct canvas *cv, double w, double h,
		const struct report_data *d, const struct report_chart *c)
{
	if (!c->n_tests || c->tests[0] >= d->n_tests)
		return -ENOENT;
	switch (c->kind) {
	case REPORT_CHART_BARS: return draw_bars(cv, w, h, d, c);
	case REPORT_CHART_PCTS:
		return d->tests[c->tests[0]].has_pcts
			   ? draw_lines(cv, w, h, d, c)
			   : -ENOENT;
	case REPORT_CHART_SERIES:
		return d->tests[c->tests[0]].has_series
			   ? draw_lines(cv, w, h, d, c)
			   : -ENOENT;
	}
	return -ENOENT;
}

int report_chart_draw(cairo_t *cr, double w, double h,
		      const struct report_data *d, const struct report_chart *c)
{
	struct canvas cv = {.cr = cr};
	int ret;

	cairo_save(cr);
	ret = draw(&cv, w, h, d, c);
	cairo_restore(cr);
	return ret;
}

int report_chart_svg(FILE *out, double w, double h, const struct report_data *d,
		     const struct report_chart *c)
{
	cairo_surface_t *sf;
	char *body = NULL;
	size_t len = 0;
	struct canvas cv = {0};
	int ret;

	if (report_gfx_load(NULL))
		return -ENOENT;
	sf = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
	cv.cr = cairo_create(sf);
	cv.svg = open_memstream(&body, &len);
	if (!cv.svg) {
		ret = -ENOMEM;
	} else {
		ret = draw(&cv, w, h, d, c);
		if (fclose(cv.svg) && !ret)
			ret = -ENOMEM;
	}
	cairo_destroy(cv.cr);
	cairo_surface_destroy(sf);
	if (!ret) {
		fprintf(out,
			"<svg xmlns=\"http://www.w3.org/2000/svg\" "
			"width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f "
			"%.0f\" font-family=\"%s\">\n",
			w, h, w, h, SVG_FONT);
		fwrite(body, 1, len, out);
		fputs("</svg>\n", out);
		if (ferror(out))
			ret = -EIO;
	}
	free(body);
	return ret;
}

int report_chart_plan(const struct report_data *d, size_t g, int metric,
		      size_t max_tests, size_t **tests, size_t **starts,
		      size_t *n_charts)
{
	size_t nt = 0, nc = 0, per, in_g = 0, bars = 0, *t, *st, *nb;

	*tests = NULL;
	*starts = NULL;
	*n_charts = 0;
	for (size_t s = 0; s < d->n_sys; s++)
		in_g += d->sys[s].group == g;
	per = in_g ? 48 / in_g : 1;
	per = per < 1 ? 1 : per > max_tests ? max_tests : per;
	t = malloc((d->n_tests + 1) * sizeof(*t));
	st = malloc((d->n_tests + 2) * sizeof(*st));
	nb = malloc((d->n_tests + 2) * sizeof(*nb));
	if (!t || !st || !nb) {
		free(t);
		free(st);
		free(nb);
		return -ENOMEM;
	}
	for (size_t i = 0; i < d->n_tests; i++) {
		size_t b = 0;

		for (size_t s = 0; s < d->n_sys; s++)
			if (d->sys[s].group == g &&
			    report_sys_has(d, s, i, metric) &&
			    isfinite(report_cell_value(
				report_data_cell(d, s, i), metric)))
				b++;
		if (!b)
			continue;
		if (!nc || nt - st[nc - 1] >= per) {
			st[nc] = nt;
			nb[nc++] = 0;
		}
		nb[nc - 1] += b;
		bars += b;
		t[nt++] = i;
	}
	/* a last chart of one bar joins the one before */
	if (nc > 1 && nb[nc - 1] < 2) {
		nb[nc - 2] += nb[nc - 1];
		nc--;
	}
	if (nc == 1 && nb[0] < 2)
		nc = 0;
	st[nc] = nt;
	free(nb);
	*tests = t;
	*starts = st;
	*n_charts = nc;
	return 0;
}

/*
 * Freeing cairo's, Pango's and fontconfig's static data at exit is only
 * for the leak checker of `make asan`: cairo_debug_reset_static_data()
 * and FcFini() assert that nothing is alive, and Pango's fontconfig
 * thread may still hold a font then ("_cairo_hash_table_destroy:
 * Assertion `hash_table->live_entries == 0' failed", "FcCacheFini:
 * Assertion `fcCacheChains[i] == NULL' failed": 3 of 16 reports run at
 * once aborted).  The data is reachable, no leak; a normal build leaves
 * it to the exit.
 */
#if defined(__SANITIZE_ADDRESS__)
#define CHART_FREE_STATIC 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CHART_FREE_STATIC 1
#endif
#endif
#ifndef CHART_FREE_STATIC
#define CHART_FREE_STATIC 0
#endif

void report_chart_cleanup(void)
{
	void (*fc_fini)(void);

	if (!CHART_FREE_STATIC || !report_gfx_loaded())
		return; /* nothing drawn: nothing to free */
	pango_cairo_font_map_set_default(NULL);
	cairo_debug_reset_static_data();
	/*
	 * fontconfig comes in with Pango but is not linked by name (the
	 * Makefile's pkg-config list has no "fontconfig"), so look FcFini up
	 * in the process rather than depend on it.
	 */
	*(void **)&fc_fini = dlsym(RTLD_DEFAULT, "FcFini");
	if (fc_fini)
		fc_fini();
}
