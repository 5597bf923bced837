#include "report/chart.h"

#include <cairo-svg.h>
#include <dlfcn.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <pango/pangocairo.h>

#include "report/gfx.h"

#include "report/markdown.h"
#include "util/alloc.h"

#define FONT "DejaVu Sans, Noto Sans CJK JP, Noto Sans CJK KR, sans-serif"

/* Tableau-like palette, readable on white and in print. */
static const unsigned palette[] = {
    0x4e79a7, 0xf28e2b, 0xe15759, 0x76b7b2, 0x59a14f,
    0xedc948, 0xb07aa1, 0xff9da7, 0x9c755f, 0x79706e,
};
#define N_PALETTE (sizeof(palette) / sizeof(palette[0]))

void report_chart_color(size_t sys, double rgb[3])
{
	unsigned c = palette[sys % N_PALETTE];
	/* past the palette, the same hues darker, then lighter */
	double k = (sys / N_PALETTE) % 3 == 1	? 0.7
		   : (sys / N_PALETTE) % 3 == 2 ? 1.25
						: 1.0;

	for (int i = 0; i < 3; i++) {
		double v = ((c >> (16 - 8 * i)) & 0xff) / 255.0 * k;

		rgb[i] = v > 1 ? 1 : v;
	}
}

const char *report_chart_hex(size_t sys, char buf[8])
{
	double rgb[3];

	report_chart_color(sys, rgb);
	snprintf(buf, 8, "#%02x%02x%02x", (unsigned)(rgb[0] * 255 + 0.5),
		 (unsigned)(rgb[1] * 255 + 0.5),
		 (unsigned)(rgb[2] * 255 + 0.5));
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

double report_chart_text(cairo_t *cr, double x, double y, const char *s,
			 double size, int bold, double width)
{
	PangoLayout *l = layout_new(cr, s, size, bold);
	double w, h;

	if (width > 0) {
		pango_layout_set_width(l, (int)(width * PANGO_SCALE));
		pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR);
	}
	text_size(l, &w, &h);
	cairo_move_to(cr, x, y);
	pango_cairo_show_layout(cr, l);
	g_object_unref(l);
	return h;
}

/*
 * Text anchored at (x, y): ax/ay 0 left/top, 0.5 centre, 1 right/bottom.
 * Returns the width drawn.
 */
static double text_at(cairo_t *cr, double x, double y, const char *s,
		      double size, double ax, double ay)
{
	PangoLayout *l = layout_new(cr, s, size, 0);
	double w, h;

	text_size(l, &w, &h);
	cairo_move_to(cr, x - ax * w, y - ay * h);
	pango_cairo_show_layout(cr, l);
	g_object_unref(l);
	return w;
}

static double text_width(cairo_t *cr, const char *s, double size)
{
	PangoLayout *l = layout_new(cr, s, size, 0);
	double w, h;

	text_size(l, &w, &h);
	g_object_unref(l);
	return w;
}

/* An axis: linear from 0, or log10 between powers of ten. */
struct axis {
	int log;
	double lo, hi; /* in axis units (log10 of the value when log) */
	double step;
};

static double nice_step(double range)
{
	double e = pow(10, floor(log10(range))), f = range / e;

	return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * e;
}

static void axis_fit(struct axis *a, double vmin, double vmax, int allow_log)
{
	/* callers pass finite values; this keeps the tick loops finite */
	if (!isfinite(vmax))
		vmax = 1;
	if (!isfinite(vmin) || vmin > vmax)
		vmin = vmax;
	a->log = allow_log && vmin > 0 && vmax / vmin >= 100;
	if (a->log) {
		/* a decade of headroom under the smallest bar keeps it seen */
		a->lo = floor(log10(vmin) - 0.3);
		a->hi = ceil(log10(vmax));
		if (a->hi <= a->lo)
			a->hi = a->lo + 1;
		a->step = 1;
		return;
	}
	if (!(vmax > 0))
		vmax = 1;
	a->lo = 0;
	a->step = nice_step(vmax / 5);
	a->hi = ceil(vmax * 1.0001 / a->step) * a->step;
}

/* Position 0..1 of value v on the axis. */
static double axis_pos(const struct axis *a, double v)
{
	double x = a->log ? (v > 0 ? log10(v) : a->lo) : v;
	double p = (x - a->lo) / (a->hi - a->lo);

	return p < 0 ? 0 : p > 1 ? 1 : p;
}

/* Horizontal grid lines and tick labels of a vertical axis. */
static void y_axis(cairo_t *cr, const struct axis *a, double x0, double y0,
		   double w, double h, double scale, const char *unit)
{
	char buf[64], lab[160];

	cairo_set_line_width(cr, 0.5);
	for (double t = a->lo; t <= a->hi + a->step * 1e-6; t += a->step) {
		double v = a->log ? pow(10, t) : t;
		double y = y0 + h - axis_pos(a, v) * h;

		cairo_set_source_rgb(cr, 0.85, 0.85, 0.85);
		cairo_move_to(cr, x0, y);
		cairo_line_to(cr, x0 + w, y);
		cairo_stroke(cr);
		cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
		report_fmt_short(v / scale, buf, sizeof(buf));
		text_at(cr, x0 - 4, y, buf, 9, 1, 0.5);
	}
	cairo_set_source_rgb(cr, 0.2, 0.2, 0.2);
	cairo_move_to(cr, x0, y0);
	cairo_line_to(cr, x0, y0 + h);
	cairo_line_to(cr, x0 + w, y0 + h);
	cairo_stroke(cr);
	snprintf(lab, sizeof(lab), "%s%s", unit, a->log ? " (log scale)" : "");
	cairo_save(cr);
	cairo_move_to(cr, 0, 0);
	cairo_translate(cr, x0 - 46, y0 + h / 2);
	cairo_rotate(cr, -M_PI / 2);
	text_at(cr, 0, 0, lab, 10, 0.5, 0.5);
	cairo_restore(cr);
}

static void title(cairo_t *cr, double w, const char *s)
{
	cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
	PangoLayout *l = layout_new(cr, s, 12, 1);

	pango_layout_set_width(l, (int)((w - 16) * PANGO_SCALE));
	pango_layout_set_ellipsize(l, PANGO_ELLIPSIZE_END);
	cairo_move_to(cr, 8, 6);
	pango_cairo_show_layout(cr, l);
	g_object_unref(l);
}

static const char *const metric_name[3] = {"IOPS", "throughput",
					   "mean latency"};

static int draw_bars(cairo_t *cr, double w, double h,
		     const struct report_data *d, size_t t, int metric)
{
	size_t n = 0, *sys = NULL;
	double *val = NULL, vmin = INFINITY, vmax = 0, scale;
	double left = 64, right = 10, top = 30, bottom, slot, pw, ph, vpad;
	double lab_w = 0, rgb[3];
	char buf[600], unit[32];
	int rotate_vals = 0, rotate_labels = 0, ret = 0;
	struct axis a;

	sys = calloc(d->n_sys ? d->n_sys : 1, sizeof(*sys));
	val = calloc(d->n_sys ? d->n_sys : 1, sizeof(*val));
	if (!sys || !val) {
		ret = -ENOMEM;
		goto out;
	}
	for (size_t s = 0; s < d->n_sys; s++) {
		double v = report_cell_value(report_data_cell(d, s, t), metric);

		/* a non-finite figure (1e309 in a fio JSON) cannot be drawn:
		 * the axis would reach Inf and its tick loop never end */
		if (!isfinite(v))
			continue;
		sys[n] = s;
		val[n++] = v;
		if (v > 0 && v < vmin)
			vmin = v;
		if (v > vmax)
			vmax = v;
	}
	if (!n) {
		ret = -ENOENT;
		goto out;
	}
	scale = metric == 0		? 1
		: metric == 2		? 1e3
		: d->tests[t].fio_units ? 1048576.0
					: 1e6;
	snprintf(unit, sizeof(unit), "%s", report_metric_unit_of(d, t, metric));
	/* ticks are nice numbers in the unit shown, not in bytes */
	for (size_t i = 0; i < n; i++)
		val[i] /= scale;
	vmin /= scale;
	vmax /= scale;
	scale = 1;
	axis_fit(&a, vmin, vmax, 1);

	cairo_save(cr);
	cairo_set_source_rgb(cr, 1, 1, 1);
	cairo_paint(cr);
	snprintf(buf, sizeof(buf), "%s — %s", d->tests[t].name,
		 metric_name[metric]);
	title(cr, w, buf);

	pw = w - left - right;
	slot = pw / (double)n;
	rotate_labels = slot < 48;
	bottom = rotate_labels ? 96 : 48;
	/* values on bars: turned upright when wider than a bar's slot */
	for (size_t i = 0; i < n; i++) {
		double tw;

		report_fmt_short(val[i] / scale, buf, sizeof(buf));
		tw = text_width(cr, buf, 9);
		if (tw > lab_w)
			lab_w = tw;
	}
	rotate_vals = lab_w > slot * 0.95;
	vpad = rotate_vals ? lab_w + 6 : 16;
	ph = h - top - bottom - vpad;
	if (ph < 20)
		ph = 20;
	y_axis(cr, &a, left, top + vpad, pw, ph, scale, unit);

	for (size_t i = 0; i < n; i++) {
		double bw = slot * 0.7,
		       x = left + slot * (double)i + (slot - bw) / 2;
		double bh = axis_pos(&a, val[i]) * ph;
		double y = top + vpad + ph - bh;
		double cx = left + slot * ((double)i + 0.5);

		report_chart_color(sys[i], rgb);
		cairo_set_source_rgb(cr, rgb[0], rgb[1], rgb[2]);
		cairo_rectangle(cr, x, y, bw, bh);
		cairo_fill(cr);
		cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
		report_fmt_short(val[i] / scale, buf, sizeof(buf));
		if (rotate_vals) {
			cairo_save(cr);
			cairo_translate(cr, cx, y - 3);
			cairo_rotate(cr, -M_PI / 2);
			text_at(cr, 0, 0, buf, 9, 0, 0.5);
			cairo_restore(cr);
		} else {
			text_at(cr, cx, y - 2, buf, 9, 0.5, 1);
		}
		/* the system's name under its bar, never past its slot */
		if (slot < 14)
			continue;
		cairo_set_source_rgb(cr, 0.2, 0.2, 0.2);
		char name[600], q[48];

		if (d->tests[t].mixed_q)
			snprintf(name, sizeof(name), "%s (%s)",
				 d->sys[sys[i]].name,
				 report_cell_q(report_data_cell(d, sys[i], t),
					       q, sizeof(q)));
		else
			snprintf(name, sizeof(name), "%s", d->sys[sys[i]].name);
		PangoLayout *l = layout_new(cr, name, 9, 0);
		double lw, lh;

		if (rotate_labels) {
			pango_layout_set_width(l, (int)(120 * PANGO_SCALE));
			pango_layout_set_ellipsize(l, PANGO_ELLIPSIZE_END);
			text_size(l, &lw, &lh);
			cairo_save(cr);
			cairo_translate(cr, cx, top + vpad + ph + 4);
			cairo_rotate(cr, -M_PI / 4);
			cairo_move_to(cr, -lw, -lh / 2);
			pango_cairo_show_layout(cr, l);
			cairo_restore(cr);
		} else {
			pango_layout_set_width(
			    l, (int)(slot * 0.96 * PANGO_SCALE));
			pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR);
			pango_layout_set_ellipsize(l, PANGO_ELLIPSIZE_END);
			pango_layout_set_height(l, -3);
			pango_layout_set_alignment(l, PANGO_ALIGN_CENTER);
			cairo_move_to(cr, left + slot * (double)i + slot * 0.02,
				      top + vpad + ph + 4);
			pango_cairo_show_layout(cr, l);
		}
		g_object_unref(l);
	}
	cairo_restore(cr);
out:
	free(sys);
	free(val);
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

/* A legend of the systems drawn, top right, one line each. */
static void legend(cairo_t *cr, double w, double y, const struct report_data *d,
		   size_t t, int series)
{
	double rgb[3];

	for (size_t s = 0; s < d->n_sys; s++) {
		PangoLayout *l;
		double lw, lh;

		if (!fig_with(d, s, t, series))
			continue;
		l = layout_new(cr, d->sys[s].name, 9, 0);
		pango_layout_set_width(l, 150 * PANGO_SCALE);
		pango_layout_set_ellipsize(l, PANGO_ELLIPSIZE_END);
		text_size(l, &lw, &lh);
		report_chart_color(s, rgb);
		cairo_set_source_rgb(cr, rgb[0], rgb[1], rgb[2]);
		cairo_rectangle(cr, w - 176, y + 3, 14, 4);
		cairo_fill(cr);
		cairo_set_source_rgb(cr, 0.2, 0.2, 0.2);
		cairo_move_to(cr, w - 158, y - lh / 2 + 5);
		pango_cairo_show_layout(cr, l);
		g_object_unref(l);
		y += lh > 12 ? lh : 12;
		if (y > 400)
			break;
	}
}

/* x of a percentile on the "nines" scale: 50 -> 0.3, 99 -> 2, 99.9 -> 3 */
static double nines(double pct)
{
	return -log10(1 - pct / 100);
}

static int draw_lines(cairo_t *cr, double w, double h,
		      const struct report_data *d, size_t t, int series)
{
	double xmin = INFINITY, xmax = -INFINITY, ymin = INFINITY, ymax = 0;
	double left = 64, right = 190, top = 30, bottom = 40, pw, ph, rgb[3];
	char buf[600];
	struct axis ya;
	size_t drawn = 0;

	for (size_t s = 0; s < d->n_sys; s++) {
		const struct report_fig *f = fig_with(d, s, t, series);
		size_t n = f ? (series ? f->n_series : f->n_pcts) : 0;

		for (size_t i = 0; i < n; i++) {
			double x = series ? f->series[i].t_s
				   : f->pcts[i].pct < 100
				       ? nines(f->pcts[i].pct)
				       : NAN;
			double y = series ? f->series[i].iops : f->pcts[i].ns;

			if (!isfinite(x) || !isfinite(y))
				continue;
			xmin = x < xmin ? x : xmin;
			xmax = x > xmax ? x : xmax;
			if (y > 0 && y < ymin)
				ymin = y;
			ymax = y > ymax ? y : ymax;
			drawn++;
		}
	}
	if (!drawn)
		return -ENOENT;
	if (!series)
		xmin = 0;
	if (xmax <= xmin)
		xmax = xmin + 1;
	axis_fit(&ya, ymin, ymax, 1);
	cairo_save(cr);
	cairo_set_source_rgb(cr, 1, 1, 1);
	cairo_paint(cr);
	snprintf(buf, sizeof(buf), "%s — %s", d->tests[t].name,
		 series ? "IOPS per second" : "completion latency percentiles");
	title(cr, w, buf);
	pw = w - left - right;
	ph = h - top - bottom;
	y_axis(cr, &ya, left, top, pw, ph, series ? 1 : 1e3,
	       series ? "IOPS" : "µs");
	/* x ticks */
	cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
	if (series) {
		double step = nice_step((xmax - xmin) / 6);

		for (double x = ceil(xmin / step) * step; x <= xmax + 1e-9;
		     x += step) {
			snprintf(buf, sizeof(buf), "%g", x);
			text_at(cr, left + (x - xmin) / (xmax - xmin) * pw,
				top + ph + 3, buf, 9, 0.5, 0);
		}
		text_at(cr, left + pw / 2, top + ph + 18, "seconds", 10, 0.5,
			0);
	} else {
		static const double ticks[] = {50, 90, 99, 99.9, 99.99, 99.999};

		for (size_t i = 0; i < 6; i++) {
			double x = nines(ticks[i]);

			if (x > xmax + 1e-9)
				break;
			snprintf(buf, sizeof(buf), "p%g", ticks[i]);
			text_at(cr, left + (x - xmin) / (xmax - xmin) * pw,
				top + ph + 3, buf, 9, 0.5, 0);
		}
		text_at(cr, left + pw / 2, top + ph + 18,
			"percentile (scale in nines)", 10, 0.5, 0);
	}
	cairo_set_line_width(cr, 2);
	for (size_t s = 0; s < d->n_sys; s++) {
		const struct report_fig *f = fig_with(d, s, t, series);
		size_t n = f ? (series ? f->n_series : f->n_pcts) : 0;
		int started = 0;

		report_chart_color(s, rgb);
		cairo_set_source_rgb(cr, rgb[0], rgb[1], rgb[2]);
		for (size_t i = 0; i < n; i++) {
			double x = series ? f->series[i].t_s
				   : f->pcts[i].pct < 100
				       ? nines(f->pcts[i].pct)
				       : NAN;
			double y = series ? f->series[i].iops : f->pcts[i].ns;
			double px, py;

			if (isnan(x) || isnan(y))
				continue;
			px = left + (x - xmin) / (xmax - xmin) * pw;
			py = top + ph - axis_pos(&ya, y) * ph;
			if (started)
				cairo_line_to(cr, px, py);
			else
				cairo_move_to(cr, px, py);
			started = 1;
		}
		if (started)
			cairo_stroke(cr);
	}
	legend(cr, w, top, d, t, series);
	cairo_restore(cr);
	return 0;
}

int report_chart_draw(cairo_t *cr, double w, double h,
		      const struct report_data *d, size_t t,
		      enum report_chart_kind kind, int metric)
{
	if (t >= d->n_tests)
		return -ENOENT;
	switch (kind) {
	case REPORT_CHART_BARS: return draw_bars(cr, w, h, d, t, metric);
	case REPORT_CHART_PCTS:
		return d->tests[t].has_pcts ? draw_lines(cr, w, h, d, t, 0)
					    : -ENOENT;
	case REPORT_CHART_SERIES:
		return d->tests[t].has_series ? draw_lines(cr, w, h, d, t, 1)
					      : -ENOENT;
	}
	return -ENOENT;
}

struct membuf {
	char *p;
	size_t n, cap;
	int oom;
};

static cairo_status_t mem_write(void *arg, const unsigned char *data,
				unsigned int len)
{
	struct membuf *m = arg;

	if (ALLOC_GROW(m->p, m->n + len + 1, m->cap)) {
		m->oom = 1;
		return CAIRO_STATUS_WRITE_ERROR;
	}
	memcpy(m->p + m->n, data, len);
	m->n += len;
	m->p[m->n] = '\0';
	return CAIRO_STATUS_SUCCESS;
}

/*
 * Copy cairo's SVG to out without its XML declaration, giving every id
 * and every reference to one (href="#x", url(#x)) the prefix.
 */
static void put_svg(FILE *out, const char *s, const char *prefix)
{
	const char *p = strstr(s, "<svg");

	if (!p)
		return;
	while (*p) {
		if (!strncmp(p, " id=\"", 5)) {
			fprintf(out, " id=\"%s", prefix);
			p += 5;
		} else if (!strncmp(p, "href=\"#", 7)) {
			fprintf(out, "href=\"#%s", prefix);
			p += 7;
		} else if (!strncmp(p, "url(#", 5)) {
			fprintf(out, "url(#%s", prefix);
			p += 5;
		} else {
			fputc(*p++, out);
		}
	}
}

int report_chart_svg(FILE *out, double w, double h, const struct report_data *d,
		     size_t t, enum report_chart_kind kind, int metric,
		     const char *id_prefix)
{
	struct membuf m = {0};
	cairo_surface_t *sf;
	cairo_t *cr;
	int ret;

	if (report_gfx_load(NULL))
		return -ENOENT;
	sf = cairo_svg_surface_create_for_stream(mem_write, &m, w, h);
	cairo_svg_surface_set_document_unit(sf, CAIRO_SVG_UNIT_PX);
	cr = cairo_create(sf);
	ret = report_chart_draw(cr, w, h, d, t, kind, metric);
	cairo_destroy(cr);
	cairo_surface_finish(sf);
	if (!ret && cairo_surface_status(sf) != CAIRO_STATUS_SUCCESS)
		ret = m.oom ? -ENOMEM : -EIO;
	cairo_surface_destroy(sf);
	if (!ret && m.p)
		put_svg(out, m.p, id_prefix);
	free(m.p);
	return ret;
}

void report_chart_cleanup(void)
{
	void (*fc_fini)(void);

	if (!report_gfx_loaded())
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
