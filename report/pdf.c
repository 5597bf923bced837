#include "report/pdf.h"

#include <cairo-pdf.h>
#include <errno.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <pango/pangocairo.h>

#include "report/gfx.h"

#include "report/chart.h"
#include "report/check.h"
#include "report/html.h"
#include "report/markdown.h"
#include "util/diag.h"

/*
 * cairo 1.16 leaks a few small buffers of its font subsetting when a PDF
 * surface finishes (not ours to free); sanitizer builds look away there
 * so leak checks report only real leaks.
 */
#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/lsan_interface.h>
#define LEAKS_IGNORED_BEGIN() __lsan_disable()
#define LEAKS_IGNORED_END()   __lsan_enable()
#else
#define LEAKS_IGNORED_BEGIN() ((void)0)
#define LEAKS_IGNORED_END()   ((void)0)
#endif

#define FONT	 "DejaVu Sans, Noto Sans CJK JP, Noto Sans CJK KR, sans-serif"
#define MARGIN	 40.0
#define PAD	 3.0
#define MAX_COLS 10

struct pdf {
	cairo_surface_t *sf;
	cairo_t *cr;
	double pw, ph; /* page size, points */
	double y;      /* next free line */
	int pages;     /* pages begun */
	int plain;     /* wrap without keeping words whole (cheaper: the
			  provenance of every figure, one row per result) */
};

/* A table being drawn: its columns and the header repeated per page. */
struct table {
	size_t ncols;
	double w[MAX_COLS];
	const char *head[MAX_COLS];
	int right[MAX_COLS]; /* right-aligned numbers */
	int fit;	     /* shrink a cell's text until its words fit */
};

static PangoLayout *layout(struct pdf *p, const char *s, double size, int bold,
			   double width)
{
	PangoLayout *l = pango_cairo_create_layout(p->cr);
	PangoFontDescription *fd = pango_font_description_from_string(FONT);

	pango_font_description_set_absolute_size(fd, size * PANGO_SCALE);
	if (bold)
		pango_font_description_set_weight(fd, PANGO_WEIGHT_BOLD);
	pango_layout_set_font_description(l, fd);
	pango_font_description_free(fd);
	report_chart_set_text(l, s ? s : "");
	if (width > 0) {
		/* wrap at spaces; a word (a model name, "--iodepth") breaks
		 * only when wider than the column, and never gets a hyphen */
		pango_layout_set_width(l, (int)(width * PANGO_SCALE));
		pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR);
		if (p->plain) {
			PangoAttrList *al = pango_attr_list_new();

			pango_attr_list_insert(
			    al, pango_attr_insert_hyphens_new(FALSE));
			pango_layout_set_attributes(l, al);
			pango_attr_list_unref(al);
		} else {
			report_chart_no_hyphens(l, width);
		}
	}
	return l;
}

static double bottom(const struct pdf *p)
{
	return p->ph - MARGIN;
}

static void footer(struct pdf *p)
{
	char buf[64];
	PangoLayout *l;
	int w, h;

	snprintf(buf, sizeof(buf), "iodb report — page %d", p->pages);
	l = layout(p, buf, 7, 0, 0);
	pango_layout_get_pixel_size(l, &w, &h);
	cairo_set_source_rgb(p->cr, 0.4, 0.4, 0.4);
	cairo_move_to(p->cr, p->pw - MARGIN - w, p->ph - MARGIN / 2 - h);
	pango_cairo_show_layout(p->cr, l);
	g_object_unref(l);
}

static void new_page(struct pdf *p)
{
	if (p->pages) {
		footer(p);
		cairo_show_page(p->cr);
	}
	p->pages++;
	p->y = MARGIN;
}

/* Make room for h points, starting a page when they do not fit. */
static void need(struct pdf *p, double h)
{
	if (p->y + h > bottom(p) && p->y > MARGIN)
		new_page(p);
}

static void para(struct pdf *p, const char *s, double size, int bold,
		 double gap)
{
	double cw = p->pw - 2 * MARGIN;
	PangoLayout *l = layout(p, s, size, bold, cw);
	int w, h;

	pango_layout_get_pixel_size(l, &w, &h);
	need(p, h);
	cairo_set_source_rgb(p->cr, 0.1, 0.1, 0.1);
	cairo_move_to(p->cr, MARGIN, p->y);
	pango_cairo_show_layout(p->cr, l);
	g_object_unref(l);
	p->y += h + gap;
}

/*
 * The size a cell's text is drawn at: size, or smaller (down to 5 points)
 * so that its widest word fits the column and no name breaks inside.
 */
static double cell_size(struct pdf *p, const struct table *t, const char *s,
			double size, int bold, double width)
{
	PangoLayout *l;
	int w, h;
	double widest = 0;

	if (!t->fit || !s)
		return size;
	l = layout(p, s, size, bold, 0);
	pango_layout_get_pixel_size(l, &w, &h);
	if (w <= width) {
		g_object_unref(l);
		return size;
	}
	for (const char *q = s; *q;) {
		const char *e = q;

		while (*e && *e != ' ')
			e++;
		if (e > q) {
			pango_layout_set_text(l, q, (int)(e - q));
			pango_layout_get_pixel_size(l, &w, &h);
			widest = w > widest ? w : widest;
		}
		q = *e ? e + 1 : e;
	}
	g_object_unref(l);
	if (widest <= width)
		return size;
	size *= width / widest * 0.95;
	return size < 5 ? 5 : size;
}

static double row_height(struct pdf *p, const struct table *t,
			 const char *const *cells, double size, int bold)
{
	double hmax = 0;

	for (size_t c = 0; c < t->ncols; c++) {
		PangoLayout *l = layout(
		    p, cells[c],
		    cell_size(p, t, cells[c], size, bold, t->w[c] - 2 * PAD),
		    bold, t->w[c] - 2 * PAD);
		int w, h;

		pango_layout_get_pixel_size(l, &w, &h);
		g_object_unref(l);
		if (h > hmax)
			hmax = h;
	}
	return hmax + 2 * PAD;
}

static void draw_row(struct pdf *p, const struct table *t,
		     const char *const *cells, const double (*fill)[3],
		     double size, int bold, double h)
{
	double x = MARGIN;

	for (size_t c = 0; c < t->ncols; c++) {
		PangoLayout *l;
		int w, lh;

		if (fill && fill[c][0] >= 0) {
			cairo_set_source_rgb(p->cr, fill[c][0], fill[c][1],
					     fill[c][2]);
			cairo_rectangle(p->cr, x, p->y, t->w[c], h);
			cairo_fill(p->cr);
		}
		cairo_set_source_rgb(p->cr, 0.7, 0.7, 0.7);
		cairo_set_line_width(p->cr, 0.5);
		cairo_rectangle(p->cr, x, p->y, t->w[c], h);
		cairo_stroke(p->cr);
		l = layout(
		    p, cells[c],
		    cell_size(p, t, cells[c], size, bold, t->w[c] - 2 * PAD),
		    bold, t->w[c] - 2 * PAD);
		if (t->right[c] && !bold)
			pango_layout_set_alignment(l, PANGO_ALIGN_RIGHT);
		pango_layout_get_pixel_size(l, &w, &lh);
		cairo_set_source_rgb(p->cr, 0.1, 0.1, 0.1);
		cairo_move_to(p->cr, x + PAD, p->y + PAD);
		pango_cairo_show_layout(p->cr, l);
		g_object_unref(l);
		x += t->w[c];
	}
	p->y += h;
}

static void table_head(struct pdf *p, const struct table *t)
{
	double fill[MAX_COLS][3];
	double h = row_height(p, t, t->head, 7.5, 1);

	for (size_t c = 0; c < t->ncols; c++)
		fill[c][0] = fill[c][1] = fill[c][2] = 0.93;
	draw_row(p, t, t->head, (const double(*)[3])fill, 7.5, 1, h);
}

/* A body row; on a page break the header row comes again first. */
static void table_row(struct pdf *p, const struct table *t,
		      const char *const *cells, const double (*fill)[3])
{
	double h = row_height(p, t, cells, 7.5, 0);

	if (p->y + h > bottom(p)) {
		new_page(p);
		table_head(p, t);
	}
	draw_row(p, t, cells, fill, 7.5, 0, h);
}

static void table_begin(struct pdf *p, const struct table *t)
{
	double hh = row_height(p, t, t->head, 7.5, 1);

	need(p, hh + 20);
	table_head(p, t);
}

static const char *const metric_title[3] = {"IOPS", "Throughput",
					    "Mean latency"};

/*
 * A comparison cell: the value, its QD and threads when the test's systems
 * differ in them, a star on the best.  Returns whether it is the best.
 */
static int cell_text(const struct report_data *d, size_t s, size_t t,
		     int metric, size_t best, char *buf, size_t n)
{
	const struct report_cell *c = report_data_cell(d, s, t);
	double x = report_cell_value(c, metric);
	char v[64], q[48] = "", mean[160] = "", note[128];

	if (isnan(x)) {
		snprintf(buf, n, "–");
		return 0;
	}
	report_fmt_metric(d, t, metric, x, v, sizeof(v));
	if (d->tests[t].mixed_q)
		report_cell_q(c, q, sizeof(q));
	if (c->n > 1)
		snprintf(mean, sizeof(mean), " (%s)",
			 report_cell_note(d, t, metric, c, note, sizeof(note)));
	snprintf(buf, n, "%s%s%s%s%s", v, *q ? " " : "", q, mean,
		 s == best ? " ★" : "");
	return s == best;
}

static void comparison(struct pdf *p, const struct report_data *d, int metric,
		       size_t g)
{
	double cw = p->pw - 2 * MARGIN, fill[MAX_COLS][3];
	const char *cells[MAX_COLS];
	char buf[MAX_COLS][96], h[160];
	size_t per = 6, *in = NULL,
	       n_in = 0; /* columns wide enough for a name */
	int any = 0;

	for (size_t t = 0; t < d->n_tests && !any; t++)
		any = report_group_has(d, g, t, metric);
	if (!any)
		return;
	in = malloc(d->n_sys * sizeof(*in));
	if (!in)
		return;
	for (size_t s = 0; s < d->n_sys; s++)
		if (d->sys[s].group == g)
			in[n_in++] = s;
	for (size_t s0 = 0; s0 < n_in; s0 += per) {
		size_t ns = n_in - s0 < per ? n_in - s0 : per;
		struct table t = {.ncols = ns + 2, .fit = 1};
		char grp[48] = "";

		if (d->n_groups > 1)
			snprintf(grp, sizeof(grp), ", group %zu of %zu", g + 1,
				 d->n_groups);
		if (n_in > per)
			snprintf(h, sizeof(h), "%s (systems %zu–%zu of %zu%s)",
				 metric_title[metric], s0 + 1, s0 + ns, n_in,
				 grp);
		else if (*grp)
			snprintf(h, sizeof(h), "%s (%s)", metric_title[metric],
				 grp + 2);
		else
			snprintf(h, sizeof(h), "%s", metric_title[metric]);
		need(p, 60);
		para(p, h, 12, 1, 4);
		t.w[0] = cw * 0.2;
		t.w[1] = cw * 0.06;
		t.head[0] = "test";
		t.head[1] = "unit";
		for (size_t i = 0; i < ns; i++) {
			t.w[i + 2] = cw * 0.74 / (double)ns;
			t.head[i + 2] = d->sys[in[s0 + i]].name;
			t.right[i + 2] = 1;
		}
		table_begin(p, &t);
		for (size_t ti = 0; ti < d->n_tests; ti++) {
			size_t best;
			int row = 0;

			for (size_t i = 0; i < ns && !row; i++)
				row = report_sys_has(d, in[s0 + i], ti, metric);
			if (!row)
				continue;
			best = report_best_in_group(d, ti, metric, g);
			cells[0] = d->tests[ti].name;
			cells[1] = report_metric_unit_of(d, ti, metric);
			fill[0][0] = fill[1][0] = -1;
			for (size_t i = 0; i < ns; i++) {
				int is_best =
				    cell_text(d, in[s0 + i], ti, metric, best,
					      buf[i], sizeof(buf[i]));

				fill[i + 2][0] = is_best ? 0.88 : -1;
				fill[i + 2][1] = 0.95;
				fill[i + 2][2] = 0.88;
				cells[i + 2] = buf[i];
			}
			table_row(p, &t, cells, (const double(*)[3])fill);
		}
		p->y += 10;
	}
	free(in);
}

static void misses(struct pdf *p, const struct report_input *in)
{
	char line[1024], item[1100];

	if (!in->m->n_misses)
		return;
	para(p, "Not compared (the block sizes differ):", 8, 1, 2);
	for (size_t i = 0; i < in->m->n_misses; i++) {
		snprintf(item, sizeof(item), "• %s",
			 report_miss_text(in->d, in->m, i, line, sizeof(line)));
		para(p, item, 8, 0, 2);
	}
	p->y += 8;
}

static void spec_table(struct pdf *p, const struct report_input *in)
{
	const struct report_data *d = in->d;
	const struct report_match *m = in->m;
	double cw = p->pw - 2 * MARGIN, fill[MAX_COLS][3];
	struct table t = {
	    .ncols = 8,
	    .head = {"model", "system", "test", "spec", "measured", "% of spec",
		     "verdict", "note"},
	    .right = {0, 0, 0, 1, 1, 1, 0, 0},
	};
	static const double wf[8] = {0.13, 0.15, 0.13, 0.15,
				     0.10, 0.07, 0.08, 0.19};
	char a[64], b[64], cond[128], spec[256], pct[32], sum[160];

	if (!m || (!m->n_pairs && !m->n_misses))
		return;
	if (!m->n_pairs) {
		need(p, 80);
		para(p, "Datasheet vs measured", 12, 1, 4);
		misses(p, in);
		return;
	}
	for (size_t c = 0; c < 8; c++)
		t.w[c] = cw * wf[c];
	need(p, 80);
	para(p, "Datasheet vs measured", 12, 1, 4);
	snprintf(sum, sizeof(sum),
		 "%zu pass, %zu below %g%% of spec, %zu not judged (measured "
		 "under other conditions than the spec states).",
		 m->n_pass, m->n_below, m->min_pct, m->n_not_judged);
	para(p, sum, 8, 0, 4);
	table_begin(p, &t);
	for (size_t i = 0; i < m->n_pairs; i++) {
		const struct report_pair *pr = &m->pairs[i];
		const struct report_fig *f = &d->figs[pr->fig];
		const struct iodb_spec *sp = &m->specs[pr->spec].sp;
		const char *cells[8];

		report_spec_value(sp->metric, pr->spec_value, a, sizeof(a));
		report_spec_value(sp->metric, pr->measured, b, sizeof(b));
		snprintf(spec, sizeof(spec), "%s (%s)", a,
			 report_spec_conditions(sp, cond, sizeof(cond)));
		snprintf(pct, sizeof(pct), "%.1f%%", pr->pct);
		cells[0] = sp->model;
		cells[1] = d->sys[f->sys].name;
		cells[2] = d->tests[f->test].name;
		cells[3] = spec;
		cells[4] = b;
		cells[5] = pct;
		cells[6] = report_verdict_name(pr->verdict);
		cells[7] = pr->note;
		for (size_t c = 0; c < 8; c++)
			fill[c][0] = -1;
		for (size_t c = 5; c < 7; c++) {
			if (pr->verdict == REPORT_PASS) {
				fill[c][0] = 0.85;
				fill[c][1] = 0.94;
				fill[c][2] = 0.85;
			} else if (pr->verdict == REPORT_BELOW) {
				fill[c][0] = 0.96;
				fill[c][1] = 0.84;
				fill[c][2] = 0.84;
			} else {
				fill[c][0] = fill[c][1] = fill[c][2] = 0.93;
			}
		}
		table_row(p, &t, cells, (const double(*)[3])fill);
	}
	p->y += 10;
	misses(p, in);
}

static void chart(struct pdf *p, double h, const struct report_data *d,
		  const struct report_chart *c)
{
	double w = p->pw - 2 * MARGIN;

	need(p, h);
	cairo_save(p->cr);
	cairo_translate(p->cr, MARGIN, p->y);
	cairo_rectangle(p->cr, 0, 0, w, h);
	cairo_clip(p->cr);
	if (report_chart_draw(p->cr, w, h, d, c) == 0)
		p->y += h + 10;
	cairo_restore(p->cr);
}

static void charts(struct pdf *p, const struct report_data *d,
		   const struct report_match *m)
{
	size_t n = d->n_tests < REPORT_MAX_CHART_TESTS ? d->n_tests
						       : REPORT_MAX_CHART_TESTS;
	char buf[128];

	if (!n)
		return;
	new_page(p);
	para(p, "Charts", 12, 1, 4);
	for (size_t g = 0; g < d->n_groups; g++) {
		if (d->n_groups > 1) {
			snprintf(buf, sizeof(buf), "Group %zu of %zu", g + 1,
				 d->n_groups);
			need(p, 280);
			para(p, buf, 10, 1, 4);
		}
		for (int metric = 0; metric < 3; metric++) {
			size_t *tests, *starts, nc;

			if (report_chart_plan(d, g, metric, 6, &tests, &starts,
					      &nc))
				return;
			for (size_t k = 0; k < nc; k++) {
				struct report_chart c = {
				    .kind = REPORT_CHART_BARS,
				    .metric = metric,
				    .group = g,
				    .tests = tests + starts[k],
				    .n_tests = starts[k + 1] - starts[k],
				    .m = m,
				};

				if (starts[k] >= REPORT_MAX_CHART_TESTS)
					break;
				chart(p, 270, d, &c);
			}
			free(tests);
			free(starts);
		}
		for (size_t t = 0; t < n; t++) {
			struct report_chart c = {
			    .group = g, .tests = &t, .n_tests = 1};

			if (d->tests[t].has_pcts) {
				c.kind = REPORT_CHART_PCTS;
				chart(p, 240, d, &c);
			}
			if (d->tests[t].has_series) {
				c.kind = REPORT_CHART_SERIES;
				chart(p, 240, d, &c);
			}
		}
	}
	if (n < d->n_tests) {
		snprintf(buf, sizeof(buf),
			 "Charts of the first %zu of %zu tests; the tables "
			 "hold them all.",
			 n, d->n_tests);
		para(p, buf, 8, 0, 4);
	}
}

static void lines_text(char *buf, size_t n, const char *src, long from, long to)
{
	if (from > 0 && to > from)
		snprintf(buf, n, "%s:%ld-%ld", src, from, to);
	else if (from > 0)
		snprintf(buf, n, "%s:%ld", src, from);
	else
		snprintf(buf, n, "%s", src);
}

static void provenance(struct pdf *p, const struct report_data *d)
{
	double cw = p->pw - 2 * MARGIN;
	struct table runs = {
	    .ncols = 5,
	    .head = {"run", "source", "tool", "label / host / device",
		     "command"},
	    .w = {cw * 0.06, cw * 0.26, cw * 0.14, cw * 0.18, cw * 0.36},
	};
	struct table figs = {
	    .ncols = 7,
	    .head = {"#", "system", "test", "IOPS", "bandwidth",
		     "mean lat. (µs)", "source and lines"},
	    .w = {cw * 0.06, cw * 0.17, cw * 0.2, cw * 0.1, cw * 0.12, cw * 0.1,
		  cw * 0.25},
	    .right = {1, 0, 0, 1, 1, 1, 0},
	};
	char c0[32], c1[1200], c2[256], c3[600], c4[700], c5[64];

	new_page(p);
	para(p, "Provenance: runs", 12, 1, 4);
	table_begin(p, &runs);
	for (size_t i = 0; i < d->n_runs; i++) {
		const struct report_runinfo *r = &d->runs[i];
		const char *cells[5] = {c0, c1, c2, c3, c4};

		snprintf(c0, sizeof(c0), "%" PRId64, r->run_id);
		lines_text(c1, sizeof(c1), r->source ? r->source : "(iodb run)",
			   r->line_from, r->line_to);
		snprintf(c2, sizeof(c2), "%s%s%s", r->tool ? r->tool : "",
			 r->tool_version ? " " : "",
			 r->tool_version ? r->tool_version : "");
		snprintf(c3, sizeof(c3), "%s / %s / %s",
			 r->label ? r->label : "–", r->host ? r->host : "–",
			 r->device ? r->device : "–");
		/* a job file can be long: the HTML report has it whole */
		snprintf(c4, sizeof(c4), "%.600s%s",
			 r->command ? r->command : "",
			 r->command && strlen(r->command) > 600 ? " …" : "");
		table_row(p, &runs, cells, NULL);
	}
	p->y += 10;
	need(p, 80);
	para(p, "Provenance: figures", 12, 1, 4);
	p->plain = 1;
	table_begin(p, &figs);
	for (size_t i = 0; i < d->n_figs; i++) {
		const struct report_fig *f = &d->figs[i];
		const struct report_runinfo *r = &d->runs[f->run];
		int bin = d->iec;
		char iops[64], bw[64], lat[64], src[1300];
		const char *cells[7] = {c0,
					d->sys[f->sys].name,
					d->tests[f->test].name,
					iops,
					bw,
					lat,
					src};

		snprintf(c0, sizeof(c0), "%zu", i);
		report_fmt_num(f->iops, iops, sizeof(iops));
		report_fmt_num(report_rate_value(f->bw_bytes, bin), c5,
			       sizeof(c5));
		snprintf(bw, sizeof(bw), "%s%s%s", c5,
			 isnan(f->bw_bytes) ? "" : " ",
			 isnan(f->bw_bytes) ? "" : report_rate_unit(bin));
		report_fmt_num(f->lat_mean_ns / 1e3, lat, sizeof(lat));
		lines_text(c1, sizeof(c1), r->source ? r->source : "(iodb run)",
			   f->line_from, f->line_to);
		snprintf(src, sizeof(src), "%s (run %" PRId64 ", %s%s%s)", c1,
			 r->run_id, r->tool ? r->tool : "?",
			 r->tool_version ? " " : "",
			 r->tool_version ? r->tool_version : "");
		table_row(p, &figs, cells, NULL);
	}
	p->plain = 0;
}

int report_paper_parse(const char *name, enum report_paper *paper)
{
	if (!strcasecmp(name, "a4")) {
		*paper = REPORT_A4;
		return 0;
	}
	if (!strcasecmp(name, "letter")) {
		*paper = REPORT_LETTER;
		return 0;
	}
	return -EINVAL;
}

int report_pdf_write(const char *path, enum report_paper paper,
		     const struct report_input *in, int *pages)
{
	const struct report_data *d = in->d;
	struct pdf p = {0};
	char buf[3200], when[64], summary[2048];
	time_t now = time(NULL);
	struct tm tm;
	int ret = 0;

	if (report_gfx_load(NULL))
		return -ENOENT;
	p.pw = paper == REPORT_LETTER ? 612 : 595.276;
	p.ph = paper == REPORT_LETTER ? 792 : 841.89;
	p.sf = cairo_pdf_surface_create(path, p.pw, p.ph);
	if (cairo_surface_status(p.sf) != CAIRO_STATUS_SUCCESS) {
		diag_error("%s: cannot write the PDF: %s", path,
			   cairo_status_to_string(cairo_surface_status(p.sf)));
		cairo_surface_destroy(p.sf);
		return -EIO;
	}
	cairo_pdf_surface_set_metadata(p.sf, CAIRO_PDF_METADATA_CREATOR,
				       "iodb");
	p.cr = cairo_create(p.sf);
	new_page(&p);
	para(&p, in->title ? in->title : "iodb report", 18, 1, 8);
	strftime(when, sizeof(when), "%Y-%m-%d %H:%M UTC", gmtime_r(&now, &tm));
	report_summary_text(in, summary, sizeof(summary));
	snprintf(buf, sizeof(buf), "%s Written %s%s%s.", summary, when,
		 in->db_path ? " from " : "", in->db_path ? in->db_path : "");
	para(&p, buf, 9, 0, 8);
	for (size_t g = 0; g < d->n_groups; g++) {
		if (d->n_groups > 1) {
			snprintf(buf, sizeof(buf), "Group %zu of %zu", g + 1,
				 d->n_groups);
			need(&p, 120);
			para(&p, buf, 13, 1, 4);
		}
		/* the legend: each system's colour, as in every chart */
		for (size_t s = 0; s < d->n_sys; s++) {
			double rgb[3];
			char nr[48];

			if (d->sys[s].group != g)
				continue;
			need(&p, 14);
			report_chart_color(d, s, rgb);
			cairo_set_source_rgb(p.cr, rgb[0], rgb[1], rgb[2]);
			cairo_rectangle(p.cr, MARGIN, p.y + 2, 9, 9);
			cairo_fill(p.cr);
			snprintf(buf, sizeof(buf), "      %s (%s)",
				 d->sys[s].name,
				 report_plural(d->sys[s].n_figs, "result",
					       "results", nr, sizeof(nr)));
			para(&p, buf, 9, 0, 1);
		}
		p.y += 8;
		for (int metric = 0; metric < 3; metric++)
			comparison(&p, d, metric, g);
	}
	spec_table(&p, in);
	charts(&p, d, in->m);
	provenance(&p, d);
	footer(&p);
	cairo_show_page(p.cr);
	cairo_destroy(p.cr);
	LEAKS_IGNORED_BEGIN();
	cairo_surface_finish(p.sf);
	LEAKS_IGNORED_END();
	if (cairo_surface_status(p.sf) != CAIRO_STATUS_SUCCESS) {
		diag_error("%s: cannot write the PDF: %s", path,
			   cairo_status_to_string(cairo_surface_status(p.sf)));
		ret = -EIO;
	}
	cairo_surface_destroy(p.sf);
	if (pages)
		*pages = p.pages;
	return ret;
}
