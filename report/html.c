#include "report/html.h"
#include "report/compare_host.h"
#include "report/lint.h"

#include <errno.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "report/chart.h"
#include "report/check.h"
#include "report/markdown.h"
#include "util/utf8.h"

static const char css[] =
    "body{font-family:'DejaVu Sans','Noto Sans CJK JP','Noto Sans CJK "
    "KR',sans-serif;margin:24px;color:#222;max-width:1200px}"
    "div.fig img{width:100%;height:auto}"
    ".wide{overflow-x:auto;max-width:100%}"
    "h1{font-size:1.6em}h2{font-size:1.25em;margin-top:1.6em;"
    "border-bottom:1px solid #ccc}"
    "table{border-collapse:collapse;margin:8px 0 16px}"
    "th,td{border:1px solid #ccc;padding:3px 8px;vertical-align:top;"
    "overflow-wrap:anywhere}"
    "table.cmp{table-layout:fixed;width:100%}"
    "table.cmp th.t{width:12em;overflow-wrap:break-word}"
    "table.cmp th.u{width:4.2em}"
    "table.cmp td.u{white-space:nowrap}"
    "th{background:#f2f2f2;text-align:left}"
    "td.n{text-align:right;font-variant-numeric:tabular-nums}"
    "td.best{font-weight:bold;background:#eef6ee}"
    "td.pass{background:#d8f0d8}td.below{background:#f6d5d5}"
    "td.nj{background:#eee;color:#555}"
    ".sw{display:inline-block;width:12px;height:12px;margin-right:6px;"
    "vertical-align:middle}"
    "ul.legend{list-style:none;padding:0}"
    "div.fig{margin:8px 0}"
    "pre{white-space:pre-wrap;overflow-wrap:anywhere;margin:0;"
    "font-size:0.85em}"
    "td.prov{font-size:0.85em}"
    "a{color:inherit}";

void report_html_escape(FILE *out, const char *text)
{
	const unsigned char *p = (const unsigned char *)text;

	if (!p)
		return;
	while (*p) {
		size_t n = utf8_valid((const char *)p, 4);

		if (!n) {
			fputs("\xef\xbf\xbd", out);
			p++;
			continue;
		}
		if (n > 1) {
			fwrite(p, 1, n, out);
			p += n;
			continue;
		}
		switch (*p) {
		case '&': fputs("&amp;", out); break;
		case '<': fputs("&lt;", out); break;
		case '>': fputs("&gt;", out); break;
		case '"': fputs("&quot;", out); break;
		case '\'': fputs("&#39;", out); break;
		case '\t':
		case '\n':
		case '\r': fputc(*p, out); break;
		default:
			if (*p < 0x20 || *p == 0x7f)
				fputs("\xef\xbf\xbd", out);
			else
				fputc(*p, out);
		}
		p++;
	}
}

#define E(s) report_html_escape(out, s)

static void legend(FILE *out, const struct report_data *d, size_t g)
{
	char hex[8], n[48];

	fputs("<ul class=\"legend\">\n", out);
	for (size_t s = 0; s < d->n_sys; s++) {
		if (d->sys[s].group != g)
			continue;
		fprintf(out,
			"<li><span class=\"sw\" style=\"background:%s\">"
			"</span>",
			report_chart_hex(d, s, hex));
		E(d->sys[s].name);
		fprintf(out, " (%s)</li>\n",
			report_plural(d->sys[s].n_figs, "result", "results", n,
				      sizeof(n)));
	}
	fputs("</ul>\n", out);
}

static const char *const metric_title[3] = {"IOPS", "Throughput",
					    "Mean latency"};

/* The figures of a cell as the source's tools printed them (a title). */
static void cell_title(FILE *out, const struct report_data *d,
		       const struct report_cell *c, int metric)
{
	char buf[160];
	int n = 0;

	if (metric != 1)
		return;
	fputs(" title=\"", out);
	for (size_t i = c->first; i != SIZE_MAX && n < 8; i = d->figs[i].next) {
		const struct report_fig *f = &d->figs[i];

		if (isnan(f->bw_bytes))
			continue;
		fputs(n++ ? "; " : "", out);
		E(report_source_rate(d->runs[f->run].tool, f->bw_bytes, buf,
				     sizeof(buf)));
	}
	fputs("\"", out);
}

static void comparison(FILE *out, const struct report_data *d, int metric,
		       size_t g)
{
	char v[64], q[48], note[128];
	int any = 0;

	for (size_t t = 0; t < d->n_tests && !any; t++)
		any = report_group_has(d, g, t, metric);
	if (!any)
		return;
	fprintf(out,
		"<h3 id=\"cmp-%d-%zu\">%s</h3>\n<table class=\"cmp\">\n"
		"<thead><tr><th class=\"t\">test</th><th class=\"u\">unit</th>",
		metric, g, metric_title[metric]);
	for (size_t s = 0; s < d->n_sys; s++) {
		if (d->sys[s].group != g)
			continue;
		fputs("<th>", out);
		E(d->sys[s].name);
		fputs("</th>", out);
	}
	fputs("</tr></thead>\n<tbody>\n", out);
	for (size_t t = 0; t < d->n_tests; t++) {
		size_t best;

		if (!report_group_has(d, g, t, metric))
			continue;
		best = report_best_in_group(d, t, metric, g);
		fputs("<tr><th>", out);
		E(d->tests[t].name);
		fprintf(out, "</th><td class=\"u\">%s</td>",
			report_metric_unit_of(d, t, metric));
		for (size_t s = 0; s < d->n_sys; s++) {
			const struct report_cell *c;
			double x;

			if (d->sys[s].group != g)
				continue;
			c = report_data_cell(d, s, t);
			x = report_cell_value(c, metric);
			if (isnan(x)) {
				fputs("<td class=\"n\">–</td>", out);
				continue;
			}
			report_fmt_metric(d, t, metric, x, v, sizeof(v));
			fprintf(out, "<td class=\"n%s\"",
				s == best ? " best" : "");
			cell_title(out, d, c, metric);
			fprintf(out, "><a href=\"#f%zu\">%s</a>", c->first, v);
			if (d->tests[t].mixed_q)
				fprintf(out, " <small>%s</small>",
					report_cell_q(c, q, sizeof(q)));
			if (c->n > 1) {
				fputs(" <small>(", out);
				E(report_cell_note(d, t, metric, c, note,
						   sizeof(note)));
				fputs(")</small>", out);
			}
			fputs(s == best ? " ★</td>" : "</td>", out);
		}
		fputs("</tr>\n", out);
	}
	fputs("</tbody>\n</table>\n", out);
}

static void misses(FILE *out, const struct report_input *in)
{
	char line[1024];

	if (!in->m->n_misses)
		return;
	fputs("<p>Not compared (the block sizes differ):</p>\n<ul>\n", out);
	for (size_t i = 0; i < in->m->n_misses; i++) {
		fputs("<li>", out);
		E(report_miss_text(in->d, in->m, i, line, sizeof(line)));
		fputs("</li>\n", out);
	}
	fputs("</ul>\n", out);
}

static void spec_table(FILE *out, const struct report_input *in)
{
	const struct report_data *d = in->d;
	const struct report_match *m = in->m;
	char a[64], b[64], cond[128];

	if (!m || (!m->n_pairs && !m->n_misses))
		return;
	if (!m->n_pairs) {
		fputs("<h2 id=\"datasheet\">Datasheet vs measured</h2>\n", out);
		misses(out, in);
		return;
	}
	fprintf(out,
		"<h2 id=\"datasheet\">Datasheet vs measured</h2>\n"
		"<p>%zu pass, %zu below %g%% of spec, %zu not judged "
		"(measured under other conditions than the spec "
		"states).</p>\n<table>\n<thead><tr><th>model</th>"
		"<th>system</th><th>test</th><th>spec</th>"
		"<th>conditions</th><th>measured</th><th>%% of spec</th>"
		"<th>verdict</th><th>note</th></tr></thead>\n<tbody>\n",
		m->n_pass, m->n_below, m->min_pct, m->n_not_judged);
	for (size_t i = 0; i < m->n_pairs; i++) {
		const struct report_pair *p = &m->pairs[i];
		const struct report_fig *f = &d->figs[p->fig];
		const struct iodb_spec *sp = &m->specs[p->spec].sp;
		const char *cls = p->verdict == REPORT_PASS    ? "pass"
				  : p->verdict == REPORT_BELOW ? "below"
							       : "nj";

		fputs("<tr><td>", out);
		E(sp->model);
		fputs("</td><td>", out);
		E(d->sys[f->sys].name);
		fputs("</td><td>", out);
		E(d->tests[f->test].name);
		report_spec_value(sp->metric, p->spec_value, a, sizeof(a));
		report_spec_value(sp->metric, p->measured, b, sizeof(b));
		fprintf(out, "</td><td class=\"n\">%s</td><td>", a);
		E(report_spec_conditions(sp, cond, sizeof(cond)));
		fprintf(out,
			"</td><td class=\"n\"><a href=\"#f%zu\">%s</a></td>"
			"<td class=\"n %s\">%.1f%%</td><td class=\"%s\">%s"
			"</td><td>",
			p->fig, b, cls, p->pct, cls,
			report_verdict_name(p->verdict));
		E(p->note);
		fputs("</td></tr>\n", out);
	}
	fputs("</tbody>\n</table>\n", out);
	misses(out, in);
}

static void base64(FILE *out, const unsigned char *p, size_t n)
{
	static const char tab[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
				  "abcdefghijklmnopqrstuvwxyz0123456789+/";

	for (size_t i = 0; i < n; i += 3) {
		unsigned v = (unsigned)p[i] << 16;

		if (i + 1 < n)
			v |= (unsigned)p[i + 1] << 8;
		if (i + 2 < n)
			v |= p[i + 2];
		fputc(tab[v >> 18 & 63], out);
		fputc(tab[v >> 12 & 63], out);
		fputc(i + 1 < n ? tab[v >> 6 & 63] : '=', out);
		fputc(i + 2 < n ? tab[v & 63] : '=', out);
	}
}

/*
 * One chart as an <img> whose source is the SVG itself (a data: URI):
 * still one self-contained file, each chart its own SVG document, and
 * markup every HTML parser accepts, libxml2's included.  The SVG keeps its
 * text as text; the image is as wide as the page.
 */
static int chart_img(FILE *out, double w, double h, const struct report_data *d,
		     const struct report_chart *c, const char *alt)
{
	char *svg = NULL;
	size_t len = 0;
	FILE *mem = open_memstream(&svg, &len);
	int ret;

	if (!mem)
		return -ENOMEM;
	ret = report_chart_svg(mem, w, h, d, c);
	if (fclose(mem) && !ret)
		ret = -ENOMEM;
	if (!ret) {
		fputs("<div class=\"fig\"><img alt=\"", out);
		E(alt);
		fprintf(out,
			"\" width=\"%.0f\" height=\"%.0f\" "
			"src=\"data:image/svg+xml;base64,",
			w, h);
		base64(out, (const unsigned char *)svg, len);
		fputs("\"/></div>\n", out);
	}
	free(svg);
	return ret == -ENOENT ? 0 : ret;
}

static int charts(FILE *out, const struct report_data *d,
		  const struct report_match *m)
{
	static const char *const alt[3] = {"IOPS", "throughput",
					   "mean latency"};
	size_t n = d->n_tests < REPORT_MAX_CHART_TESTS ? d->n_tests
						       : REPORT_MAX_CHART_TESTS;
	int ret = 0, any_pct = 0, any_series = 0;
	char text[256];

	if (!d->n_tests)
		return 0;
	fputs("<h2 id=\"charts\">Charts</h2>\n", out);
	for (size_t g = 0; g < d->n_groups && !ret; g++) {
		if (d->n_groups > 1)
			fprintf(out, "<h3>Group %zu of %zu</h3>\n", g + 1,
				d->n_groups);
		for (int metric = 0; metric < 3 && !ret; metric++) {
			size_t *tests, *starts, nc;

			ret = report_chart_plan(d, g, metric, 10, &tests,
						&starts, &nc);
			if (ret)
				break;
			for (size_t k = 0; k < nc && !ret; k++) {
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
				snprintf(text, sizeof(text), "%s of %zu tests",
					 alt[metric], c.n_tests);
				ret = chart_img(out, 1100, 360, d, &c, text);
			}
			free(tests);
			free(starts);
		}
	}
	if (ret)
		return ret;
	for (size_t t = 0; t < n; t++) {
		any_pct |= d->tests[t].has_pcts;
		any_series |= d->tests[t].has_series;
	}
	for (int series = 0; series < 2; series++) {
		if (!(series ? any_series : any_pct))
			continue;
		fputs(series ? "<h2 id=\"series\">IOPS per second</h2>\n"
			     : "<h2 id=\"latency\">Latency percentiles</h2>\n",
		      out);
		for (size_t g = 0; g < d->n_groups; g++)
			for (size_t t = 0; t < n; t++) {
				struct report_chart c = {
				    .kind = series ? REPORT_CHART_SERIES
						   : REPORT_CHART_PCTS,
				    .group = g,
				    .tests = &t,
				    .n_tests = 1,
				};

				if (!(series ? d->tests[t].has_series
					     : d->tests[t].has_pcts))
					continue;
				snprintf(text, sizeof(text), "%s — %s",
					 d->tests[t].name,
					 series ? "IOPS per second"
						: "latency percentiles");
				ret = chart_img(out, 1100, 320, d, &c, text);
				if (ret)
					return ret;
			}
	}
	if (n < d->n_tests)
		fprintf(out,
			"<p>Charts of the first %zu of %zu tests; the "
			"tables above hold them all.</p>\n",
			n, d->n_tests);
	return 0;
}

static void lines(FILE *out, long from, long to)
{
	if (from > 0 && to > from)
		fprintf(out, ":%ld-%ld", from, to);
	else if (from > 0)
		fprintf(out, ":%ld", from);
}

static void provenance(FILE *out, const struct report_data *d)
{
	char v[64];

	fputs("<h2 id=\"provenance\">Provenance</h2>\n<h3>Runs</h3>\n"
	      "<table>\n<thead><tr><th>run</th><th>source</th><th>format"
	      "</th><th>tool</th><th>label</th><th>host</th><th>device</th>"
	      "<th>command</th></tr></thead>\n<tbody>\n",
	      out);
	for (size_t i = 0; i < d->n_runs; i++) {
		const struct report_runinfo *r = &d->runs[i];

		fprintf(out,
			"<tr id=\"r%" PRId64 "\"><td>%" PRId64 "</td>"
			"<td class=\"prov\">",
			r->run_id, r->run_id);
		E(r->source ? r->source : "(iodb run)");
		lines(out, r->line_from, r->line_to);
		fputs("</td><td>", out);
		E(r->format);
		fputs("</td><td>", out);
		E(r->tool);
		if (r->tool_version) {
			fputs(" ", out);
			E(r->tool_version);
		}
		fputs("</td><td>", out);
		E(r->label);
		fputs("</td><td>", out);
		E(r->host);
		fputs("</td><td>", out);
		E(r->device);
		if (r->device_model) {
			fputs(" (", out);
			E(r->device_model);
			fputs(")", out);
		}
		fputs("</td><td><pre>", out);
		E(r->command);
		fputs("</pre></td></tr>\n", out);
	}
	fputs("</tbody>\n</table>\n<h3>Figures</h3>\n<table>\n<thead><tr>"
	      "<th>#</th><th>system</th><th>test</th><th>job</th>"
	      "<th>IOPS</th><th>bandwidth</th><th>as the source printed it"
	      "</th><th>mean latency (µs)</th>"
	      "<th>source and lines</th><th>run</th></tr></thead>\n<tbody>\n",
	      out);
	for (size_t i = 0; i < d->n_figs; i++) {
		const struct report_fig *f = &d->figs[i];
		const struct report_runinfo *r = &d->runs[f->run];
		int bin = d->iec;
		char src[160];

		fprintf(out, "<tr id=\"f%zu\"><td>%zu</td><td>", i, i);
		E(d->sys[f->sys].name);
		fputs("</td><td>", out);
		E(d->tests[f->test].name);
		fputs("</td><td>", out);
		E(f->job);
		fprintf(out, "</td><td class=\"n\">%s</td>",
			report_fmt_num(f->iops, v, sizeof(v)));
		fprintf(out, "<td class=\"n\">%s%s%s</td>",
			report_fmt_num(report_rate_value(f->bw_bytes, bin), v,
				       sizeof(v)),
			isnan(f->bw_bytes) ? "" : " ",
			isnan(f->bw_bytes) ? "" : report_rate_unit(bin));
		fputs("<td class=\"prov\">", out);
		E(report_source_rate(r->tool, f->bw_bytes, src, sizeof(src)));
		fputs("</td>", out);
		fprintf(out, "<td class=\"n\">%s</td><td class=\"prov\">",
			report_fmt_num(f->lat_mean_ns / 1e3, v, sizeof(v)));
		E(r->source ? r->source : "(iodb run)");
		lines(out, f->line_from, f->line_to);
		fputs(" — ", out);
		E(r->tool);
		if (r->tool_version) {
			fputs(" ", out);
			E(r->tool_version);
		}
		fprintf(out,
			"</td><td><a href=\"#r%" PRId64 "\">%" PRId64
			"</a></td></tr>\n",
			r->run_id, r->run_id);
	}
	fputs("</tbody>\n</table>\n", out);
}

int report_html_write(FILE *out, const struct report_input *in)
{
	const struct report_data *d = in->d;
	const char *title = in->title ? in->title : "iodb report";
	char when[64], summary[2048];
	time_t now = time(NULL);
	struct tm tm;
	int ret;

	strftime(when, sizeof(when), "%Y-%m-%d %H:%M UTC", gmtime_r(&now, &tm));
	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	      "<meta charset=\"utf-8\"/>\n<title>",
	      out);
	E(title);
	fprintf(out, "</title>\n<style>%s</style>\n</head>\n<body>\n<h1>", css);
	E(title);
	fputs("</h1>\n<div id=\"summary\">\n<p>", out);
	E(report_summary_text(in, summary, sizeof(summary)));
	fprintf(out, " Written %s", when);
	if (in->db_path) {
		fputs(" from ", out);
		E(in->db_path);
	}
	fputs(". Every figure links to its provenance; hover a throughput "
	      "to see it as its source printed it.</p>\n</div>\n",
	      out);
	for (size_t g = 0; g < d->n_groups; g++) {
		if (d->n_groups > 1)
			fprintf(out,
				"<h2 id=\"group-%zu\">Group %zu of %zu</h2>\n",
				g, g + 1, d->n_groups);
		else
			fputs("<h2 id=\"systems\">Systems</h2>\n", out);
		legend(out, d, g);
		for (int metric = 0; metric < 3; metric++)
			comparison(out, d, metric, g);
	}
	report_compare_host_html(out, d);
	spec_table(out, in);
	ret = charts(out, d, in->m);
	if (ret)
		return ret;
	lint_report_findings(out, d, in->m, 1);
	provenance(out, d);
	fputs("</body>\n</html>\n", out);
	fflush(out);
	return ferror(out) ? -EIO : 0;
}
