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

const char *report_cell_note(const struct report_data *d, size_t t, int metric,
			     const struct report_cell *c, char *buf, size_t n)
{
	char a[48], b[48];
	double lo, hi;

	buf[0] = '\0';
	if (!c || c->n < 2)
		return buf;
	if (report_cell_range(c, metric, &lo, &hi)) {
		report_fmt_metric(d, t, metric, lo, a, sizeof(a));
		report_fmt_metric(d, t, metric, hi, b, sizeof(b));
		snprintf(buf, n, "median of %zu, %s\xe2\x80\x93%s", c->n, a, b);
	} else {
		snprintf(buf, n, "mean of %zu", c->n);
	}
	return buf;
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
	return report_best_in_group(d, t, metric, SIZE_MAX);
}

size_t report_best_in_group(const struct report_data *d, size_t t, int metric,
			    size_t g)
{
	size_t best = SIZE_MAX, n = 0;
	double bv = NAN, v;

	/* like with like: no best among cells run at different QDs */
	if (d->tests[t].mixed_q)
		return SIZE_MAX;
	for (size_t s = 0; s < d->n_sys; s++) {
		if (g != SIZE_MAX && d->sys[s].group != g)
			continue;
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
	(void)t;
	return report_rate_unit(d->iec);
}

const char *report_fmt_metric(const struct report_data *d, size_t t, int metric,
			      double v, char *buf, size_t n)
{
	(void)t;
	if (metric == 1)
		v = report_rate_value(v, d->iec);
	else if (metric == 2)
		v /= 1e3;
	return report_fmt_num(v, buf, n);
}

void report_md_text(FILE *out, const char *s)
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

int report_group_has(const struct report_data *d, size_t g, size_t t,
		     int metric)
{
	for (size_t s = 0; s < d->n_sys; s++)
		if (d->sys[s].group == g && report_sys_has(d, s, t, metric))
			return 1;
	return 0;
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
	fprintf(out, "## %s", metric_title[metric]);
	if (d->n_groups > 1)
		fprintf(out, " (group %zu of %zu)", g + 1, d->n_groups);
	fputs("\n\n| test |", out);
	for (size_t s = 0; s < d->n_sys; s++) {
		if (d->sys[s].group != g)
			continue;
		fputc(' ', out);
		report_md_text(out, d->sys[s].name);
		fputs(" |", out);
	}
	fputs("\n|---|", out);
	for (size_t s = 0; s < d->n_sys; s++)
		if (d->sys[s].group == g)
			fputs("---:|", out);
	fputc('\n', out);
	for (size_t t = 0; t < d->n_tests; t++) {
		size_t best;

		if (!report_group_has(d, g, t, metric))
			continue;
		best = report_best_in_group(d, t, metric, g);
		fputs("| ", out);
		report_md_text(out, d->tests[t].name);
		fprintf(out, " (%s) |", report_metric_unit_of(d, t, metric));
		for (size_t s = 0; s < d->n_sys; s++) {
			const struct report_cell *c;
			double x;

			if (d->sys[s].group != g)
				continue;
			c = report_data_cell(d, s, t);
			x = report_cell_value(c, metric);
			if (isnan(x)) {
				fputs(" – |", out);
				continue;
			}
			report_fmt_metric(d, t, metric, x, v, sizeof(v));
			fprintf(out, s == best ? " **%s** ★" : " %s", v);
			if (d->tests[t].mixed_q)
				fprintf(out, " (%s)",
					report_cell_q(c, q, sizeof(q)));
			if (c->n > 1)
				fprintf(out, " (%s)",
					report_cell_note(d, t, metric, c, note,
							 sizeof(note)));
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
		report_md_text(out, sp->model);
		fputs(" | ", out);
		report_md_text(out, d->sys[f->sys].name);
		fputs(" | ", out);
		report_md_text(out, d->tests[f->test].name);
		report_spec_value(sp->metric, p->spec_value, a, sizeof(a));
		report_spec_value(sp->metric, p->measured, b, sizeof(b));
		report_spec_conditions(sp, cond, sizeof(cond));
		fprintf(out, " | %s (%s) | %s | %.1f%% | %s | ", a, cond, b,
			p->pct,
			p->verdict == REPORT_PASS    ? "pass"
			: p->verdict == REPORT_BELOW ? "**below**"
						     : "not judged");
		report_md_text(out, p->note);
		fputs(" |\n", out);
	}
	fprintf(out, "\n%zu pass, %zu below %g%% of spec, %zu not judged.\n\n",
		m->n_pass, m->n_below, m->min_pct, m->n_not_judged);
misses:
	if (m->n_misses)
		fputs("Not compared (the block sizes differ):\n\n", out);
	for (size_t i = 0; i < m->n_misses; i++) {
		fputs("- ", out);
		report_md_text(out,
			       report_miss_text(d, m, i, line, sizeof(line)));
		fputc('\n', out);
	}
	if (m->n_misses)
		fputc('\n', out);
}

const char *report_summary_text(const struct report_input *in, char *buf,
				size_t n)
{
	const struct report_data *d = in->d;
	char a[48], b[48], c[48], e[48];
	size_t o = 0;

#define PUT(...)                                                               \
	do {                                                                   \
		if (o < n)                                                     \
			o += (size_t)snprintf(buf + o, n - o, __VA_ARGS__);    \
	} while (0)
	PUT("%s of %s, compared by %s: %s, %s.",
	    report_plural(d->n_figs, "result", "results", a, sizeof(a)),
	    report_plural(d->n_runs, "run", "runs", b, sizeof(b)),
	    report_compare_name(d->by),
	    report_plural(d->n_sys, "system", "systems", c, sizeof(c)),
	    report_plural(d->n_tests, "test", "tests", e, sizeof(e)));
	if (d->by == REPORT_BY_LABEL)
		PUT(" A run without a label is its host and device model with "
		    "its tool, else its own source file.");
	PUT(" Throughput in %s (%s bytes per second), latency in µs.",
	    report_rate_unit(d->iec), d->iec ? "2^20" : "10^6");
	PUT(" The best value of each test is marked ★ (only among results "
	    "of the same conditions); a cell with several results shows "
	    "their mean (\"mean of N\").");
	if (d->n_groups > 1)
		PUT(" %zu systems are more than one table or chart shows well "
		    "(%d): they are split into %zu groups, the systems of one "
		    "tool together; select fewer (--label, --host, --device, "
		    "--tool) to compare them in one table.",
		    d->n_sys, REPORT_MAX_SYSTEMS, d->n_groups);
	if (in->selection && *in->selection)
		PUT(" Selection: %s.", in->selection);
#undef PUT
	return buf;
}

int report_markdown_write(FILE *out, const struct report_input *in)
{
	const struct report_data *d = in->d;
	char summary[2048];

	fputs("# ", out);
	report_md_text(out, in->title ? in->title : "iodb report");
	fputs("\n\n", out);
	report_md_text(out, report_summary_text(in, summary, sizeof(summary)));
	fputs("\n\n", out);
	for (size_t g = 0; g < d->n_groups; g++)
		for (int metric = 0; metric < 3; metric++)
			comparison(out, d, metric, g);
	report_compare_host_md(out, d);
	spec_table(out, in);
	lint_report_findings(out, d, in->m, 0);
	fflush(out);
	return ferror(out) ? -EIO : 0;
}
