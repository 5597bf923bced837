#include "report/markdown.h"
#include "report/compare_host.h"
#include "report/lint.h"

#include <errno.h>
#include <stdint.h>
#include <string.h>

#include "report/check.h"

static const char *const metric_title[3] = {"IOPS", "Throughput",
					    "Mean latency"};

double report_cell_value(const struct report_cell *c, int metric)
{
	if (!c)
		return NAN;
	return metric == 0   ? c->iops
	       : metric == 1 ? c->bw_bytes
			     : c->lat_mean_ns;
}

int report_test_has(const struct report_data *d, size_t t, int metric)
{
	for (size_t s = 0; s < d->n_sys; s++)
		if (!isnan(
			report_cell_value(report_data_cell(d, s, t), metric)))
			return 1;
	return 0;
}

size_t report_best_sys(const struct report_data *d, size_t t, int metric)
{
	size_t best = SIZE_MAX, n = 0;
	double bv = NAN, v;

	for (size_t s = 0; s < d->n_sys; s++) {
		v = report_cell_value(report_data_cell(d, s, t), metric);
		if (isnan(v))
			continue;
		n++;
		if (best == SIZE_MAX || (metric == 2 ? v < bv : v > bv)) {
			best = s;
			bv = v;
		}
	}
	return n > 1 ? best : SIZE_MAX;
}

const char *report_metric_unit_of(const struct report_data *d, size_t t,
				  int metric)
{
	if (metric == 0)
		return "IOPS";
	if (metric == 2)
		return "µs";
	return report_rate_unit(d->tests[t].fio_units);
}

const char *report_fmt_metric(const struct report_data *d, size_t t, int metric,
			      double v, char *buf, size_t n)
{
	if (metric == 1)
		v = report_rate_value(v, d->tests[t].fio_units);
	else if (metric == 2)
		v /= 1e3;
	return report_fmt_num(v, buf, n);
}

/* Text that came from an imported file, as Markdown shows it literally. */
static void md_text(FILE *out, const char *s)
{
	if (!s)
		return;
	for (; *s; s++) {
		switch (*s) {
		case '|': fputs("\\|", out); break;
		case '<': fputs("&lt;", out); break;
		case '>': fputs("&gt;", out); break;
		case '&': fputs("&amp;", out); break;
		case '\n':
		case '\r':
		case '\t': fputc(' ', out); break;
		case '*':
		case '_':
		case '`':
		case '[':
		case ']':
		case '\\':
		case '#':
			fputc('\\', out);
			fputc(*s, out);
			break;
		default: fputc(*s, out);
		}
	}
}

static void comparison(FILE *out, const struct report_data *d, int metric)
{
	char v[64], q[48];
	int any = 0;

	for (size_t t = 0; t < d->n_tests && !any; t++)
		any = report_test_has(d, t, metric);
	if (!any)
		return;
	fprintf(out, "## %s\n\n| test |", metric_title[metric]);
	for (size_t s = 0; s < d->n_sys; s++) {
		fputc(' ', out);
		md_text(out, d->sys[s].name);
		fputs(" |", out);
	}
	fputs("\n|---|", out);
	for (size_t s = 0; s < d->n_sys; s++)
		fputs("---:|", out);
	fputc('\n', out);
	for (size_t t = 0; t < d->n_tests; t++) {
		size_t best;

		if (!report_test_has(d, t, metric))
			continue;
		best = report_best_sys(d, t, metric);
		fputs("| ", out);
		md_text(out, d->tests[t].name);
		fprintf(out, " (%s) |", report_metric_unit_of(d, t, metric));
		for (size_t s = 0; s < d->n_sys; s++) {
			double x = report_cell_value(report_data_cell(d, s, t),
						     metric);

			if (isnan(x)) {
				fputs(" – |", out);
				continue;
			}
			report_fmt_metric(d, t, metric, x, v, sizeof(v));
			fprintf(out, s == best ? " **%s**" : " %s", v);
			if (d->tests[t].mixed_q)
				fprintf(out, " (%s)",
					report_cell_q(report_data_cell(d, s, t),
						      q, sizeof(q)));
			fputs(" |", out);
		}
		fputc('\n', out);
	}
	fputc('\n', out);
}

static void spec_table(FILE *out, const struct report_input *in)
{
	const struct report_data *d = in->d;
	const struct report_match *m = in->m;
	char a[64], b[64], cond[128], line[1024];

	if (!m || (!m->n_pairs && !m->n_misses))
		return;
	if (!m->n_pairs) {
		fputs("## Datasheet vs measured\n\n", out);
		goto misses;
	}
	fprintf(out, "## Datasheet vs measured\n\n"
		     "| model | system | test | spec | measured | %% of spec "
		     "| verdict | note |\n"
		     "|---|---|---|---:|---:|---:|---|---|\n");
	for (size_t i = 0; i < m->n_pairs; i++) {
		const struct report_pair *p = &m->pairs[i];
		const struct report_fig *f = &d->figs[p->fig];
		const struct iodb_spec *sp = &m->specs[p->spec].sp;

		fputs("| ", out);
		md_text(out, sp->model);
		fputs(" | ", out);
		md_text(out, d->sys[f->sys].name);
		fputs(" | ", out);
		md_text(out, d->tests[f->test].name);
		report_spec_value(sp->metric, p->spec_value, a, sizeof(a));
		report_spec_value(sp->metric, p->measured, b, sizeof(b));
		report_spec_conditions(sp, cond, sizeof(cond));
		fprintf(out, " | %s (%s) | %s | %.1f%% | %s | ", a, cond, b,
			p->pct,
			p->verdict == REPORT_PASS    ? "pass"
			: p->verdict == REPORT_BELOW ? "**below**"
						     : "not judged");
		md_text(out, p->note);
		fputs(" |\n", out);
	}
	fprintf(out, "\n%zu pass, %zu below %g%% of spec, %zu not judged.\n\n",
		m->n_pass, m->n_below, m->min_pct, m->n_not_judged);
misses:
	if (m->n_misses)
		fputs("Not compared (the block sizes differ):\n\n", out);
	for (size_t i = 0; i < m->n_misses; i++) {
		fputs("- ", out);
		md_text(out, report_miss_text(d, m, i, line, sizeof(line)));
		fputc('\n', out);
	}
	if (m->n_misses)
		fputc('\n', out);
}

int report_markdown_write(FILE *out, const struct report_input *in)
{
	const struct report_data *d = in->d;

	fputs("# ", out);
	md_text(out, in->title ? in->title : "iodb report");
	fprintf(out,
		"\n\n%zu results of %zu runs, compared by %s: %zu "
		"systems, %zu tests.",
		d->n_figs, d->n_runs, report_compare_name(d->by), d->n_sys,
		d->n_tests);
	if (in->selection && *in->selection) {
		fputs(" Selection: ", out);
		md_text(out, in->selection);
		fputc('.', out);
	}
	fputs(" Best value of each test in bold.\n\n", out);
	for (int metric = 0; metric < 3; metric++)
		comparison(out, d, metric);
	report_compare_host_md(out, d);
	spec_table(out, in);
	lint_report_findings(out, d, in->m, 0);
	fflush(out);
	return ferror(out) ? -EIO : 0;
}
