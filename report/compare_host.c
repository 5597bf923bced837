/* The spread across hosts of a host comparison (report/compare_host.h). */
#include "report/compare_host.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "report/html.h"
#include "report/markdown.h"
#include "util/stats.h"

static const char *const title[3] = {"IOPS", "Throughput", "Mean latency"};

/* Whether every figure of c is one of fio's "All clients" sums. */
static int only_sums(const struct report_data *d, const struct report_cell *c)
{
	for (size_t f = c->first; f != SIZE_MAX && f < d->n_figs;
	     f = d->figs[f].next) {
		if (!d->figs[f].job || strcmp(d->figs[f].job, "All clients"))
			return 0;
		if (f == c->last)
			break;
	}
	return 1;
}

int report_spread_of(const struct report_data *d, size_t t, int metric,
		     struct report_spread *sp)
{
	double *v = calloc(d->n_sys ? d->n_sys : 1, sizeof(*v)), worst = NAN;
	size_t n = 0;

	if (!v)
		return -ENOMEM;
	memset(sp, 0, sizeof(*sp));
	sp->slowest = SIZE_MAX;
	for (size_t s = 0; s < d->n_sys; s++) {
		const struct report_cell *c = report_data_cell(d, s, t);
		double x = c ? report_cell_value(c, metric) : NAN;

		if (isnan(x) || only_sums(d, c))
			continue;
		if (sp->slowest == SIZE_MAX ||
		    (metric == 2 ? x > worst : x < worst)) {
			sp->slowest = s;
			worst = x;
		}
		v[n++] = x;
	}
	if (n < 2) {
		free(v);
		return -ENOENT;
	}
	sp->n = n;
	sp->median = stats_median(v, n);
	sp->min = v[0];
	sp->max = v[n - 1];
	free(v);
	return 0;
}

#define E(s) report_html_escape(out, s)

int report_compare_host_html(FILE *out, const struct report_data *d)
{
	int head = 0;

	if (d->by != REPORT_BY_HOST)
		return 0;
	for (int metric = 0; metric < 3; metric++) {
		for (size_t t = 0; t < d->n_tests; t++) {
			struct report_spread sp;
			char a[64], b[64], c[64];

			if (report_spread_of(d, t, metric, &sp))
				continue;
			if (!head) {
				fputs("<h2 id=\"spread\">Spread across hosts"
				      "</h2>\n<p>Each test's figures across "
				      "the hosts that ran it (fio's "
				      "&ldquo;All clients&rdquo; sums left "
				      "out): minimum, median, maximum, the "
				      "spread (max &minus; min, percent of the "
				      "median) and the slowest host.</p>\n"
				      "<table>\n<thead><tr><th>test</th>"
				      "<th>metric</th><th>unit</th>"
				      "<th>hosts</th><th>min</th>"
				      "<th>median</th><th>max</th>"
				      "<th>spread</th><th>slowest host</th>"
				      "</tr></thead>\n<tbody>\n",
				      out);
				head = 1;
			}
			fputs("<tr><th>", out);
			E(d->tests[t].name);
			fprintf(out,
				"</th><td>%s</td><td>%s</td>"
				"<td class=\"n\">%zu</td>",
				title[metric],
				report_metric_unit_of(d, t, metric), sp.n);
			fprintf(out,
				"<td class=\"n\">%s</td><td class=\"n\">%s</td>"
				"<td class=\"n\">%s</td>",
				report_fmt_metric(d, t, metric, sp.min, a,
						  sizeof(a)),
				report_fmt_metric(d, t, metric, sp.median, b,
						  sizeof(b)),
				report_fmt_metric(d, t, metric, sp.max, c,
						  sizeof(c)));
			if (sp.median > 0)
				fprintf(out, "<td class=\"n\">%.1f%%</td>",
					100 * (sp.max - sp.min) / sp.median);
			else
				fputs("<td class=\"n\">–</td>", out);
			fputs("<td>", out);
			E(d->sys[sp.slowest].name);
			fputs("</td></tr>\n", out);
		}
	}
	if (head)
		fputs("</tbody>\n</table>\n", out);
	return 0;
}

int report_compare_host_md(FILE *out, const struct report_data *d)
{
	int head = 0;

	if (d->by != REPORT_BY_HOST)
		return 0;
	for (int metric = 0; metric < 3; metric++) {
		for (size_t t = 0; t < d->n_tests; t++) {
			struct report_spread sp;
			char a[64], b[64], c[64];

			if (report_spread_of(d, t, metric, &sp))
				continue;
			if (!head) {
				fputs("\n## Spread across hosts\n\n"
				      "| test | metric | unit | hosts | min | "
				      "median | max | spread | slowest host "
				      "|\n|---|---|---|---:|---:|---:|---:|"
				      "---:|---|\n",
				      out);
				head = 1;
			}
			fputs("| ", out);
			report_md_text(out, d->tests[t].name);
			fprintf(out, " | %s | %s | %zu | %s | %s | %s | ",
				title[metric],
				report_metric_unit_of(d, t, metric), sp.n,
				report_fmt_metric(d, t, metric, sp.min, a,
						  sizeof(a)),
				report_fmt_metric(d, t, metric, sp.median, b,
						  sizeof(b)),
				report_fmt_metric(d, t, metric, sp.max, c,
						  sizeof(c)));
			if (sp.median > 0)
				fprintf(out, "%.1f%% | ",
					100 * (sp.max - sp.min) / sp.median);
			else
				fputs("– | ", out);
			report_md_text(out, d->sys[sp.slowest].name);
			fputs(" |\n", out);
		}
	}
	return 0;
}
