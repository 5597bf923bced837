#include "report/check.h"
#include "report/lint.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "util/utf8.h"

const char *report_metric_unit(const char *metric)
{
	if (!strcmp(metric, "bw_bytes"))
		return "MB/s";
	if (!strcmp(metric, "iops"))
		return "IOPS";
	if (!strcmp(metric, "lat_mean_ns"))
		return "µs";
	return metric;
}

const char *report_spec_value(const char *metric, double v, char *buf, size_t n)
{
	char num[64];

	if (!strcmp(metric, "bw_bytes"))
		v /= 1e6;
	else if (!strcmp(metric, "lat_mean_ns"))
		v /= 1e3;
	report_fmt_num(v, num, sizeof(num));
	snprintf(buf, n, "%s %s", num, report_metric_unit(metric));
	return buf;
}

size_t report_text_width(const char *s)
{
	size_t left = strlen(s), w = 0;
	unsigned cp;

	while (left) {
		size_t n = utf8_decode(s, left, &cp);

		w += (size_t)utf8_cp_width(cp);
		s += n;
		left -= n;
	}
	return w;
}

const char *report_miss_text(const struct report_data *d,
			     const struct report_match *m, size_t i, char *buf,
			     size_t n)
{
	const struct report_miss *ms = &m->misses[i];
	const struct report_fig *f = &d->figs[ms->fig];
	const struct iodb_spec *sp = &m->specs[ms->spec].sp;
	char a[64], b[64], fb[32], cond[128];
	double v = !strcmp(sp->metric, "iops")	     ? f->iops
		   : !strcmp(sp->metric, "bw_bytes") ? f->bw_bytes
						     : f->lat_mean_ns;

	snprintf(buf, n, "%s, %s: %s at %s; %s states %s (%s)",
		 d->sys[f->sys].name, d->tests[f->test].name,
		 report_spec_value(sp->metric, v, a, sizeof(a)),
		 report_fmt_bs(f->cond.bs, fb, sizeof(fb)), sp->model,
		 report_spec_value(sp->metric, sp->value, b, sizeof(b)),
		 report_spec_conditions(sp, cond, sizeof(cond)));
	return buf;
}

enum { NCOL = 8 };

static const char *const heads[NCOL] = {
    "model",	"system",    "test",	"spec",
    "measured", "% of spec", "verdict", "note",
};

static int put_cell(FILE *out, const char *s, size_t width, int last)
{
	size_t w = report_text_width(s);

	fputs(s, out);
	if (!last)
		for (; w < width + 2; w++)
			fputc(' ', out);
	return 0;
}

int report_check_write(FILE *out, const struct report_data *d,
		       const struct report_match *m)
{
	size_t width[NCOL] = {0};
	char *cells = NULL;
	const size_t cw = 256;
	int ret = 0;

	if (!m->n_pairs) {
		char a[48], b[48];

		fprintf(
		    out,
		    "no measured figure matched a datasheet figure "
		    "(%s, %s): same device model, direction, pattern and "
		    "block size are needed\n",
		    report_plural(d->n_figs, "result", "results", a, sizeof(a)),
		    report_plural(m->n_specs, "spec", "specs", b, sizeof(b)));
		goto misses;
	}
	cells = calloc((m->n_pairs + 1) * NCOL, cw);
	if (!cells)
		return -ENOMEM;
	for (size_t c = 0; c < NCOL; c++)
		snprintf(cells + c * cw, cw, "%s", heads[c]);
	for (size_t i = 0; i < m->n_pairs; i++) {
		const struct report_pair *p = &m->pairs[i];
		const struct report_fig *f = &d->figs[p->fig];
		const struct iodb_spec *sp = &m->specs[p->spec].sp;
		char *row = cells + (i + 1) * NCOL * cw, v[64], cond[96];

		snprintf(row, cw, "%s", sp->model);
		snprintf(row + cw, cw, "%s", d->sys[f->sys].name);
		snprintf(row + 2 * cw, cw, "%s", d->tests[f->test].name);
		snprintf(
		    row + 3 * cw, cw, "%s (%s)",
		    report_spec_value(sp->metric, p->spec_value, v, sizeof(v)),
		    report_spec_conditions(sp, cond, sizeof(cond)));
		report_spec_value(sp->metric, p->measured, row + 4 * cw, cw);
		snprintf(row + 5 * cw, cw, "%.1f%%", p->pct);
		snprintf(
		    row + 6 * cw, cw, "%s%s", report_verdict_name(p->verdict),
		    p->verdict == REPORT_PASS && p->pct > LINT_DATASHEET_PCT
			? ", suspicious (see lint)"
			: "");
		snprintf(row + 7 * cw, cw, "%s", p->note);
	}
	for (size_t i = 0; i <= m->n_pairs; i++)
		for (size_t c = 0; c < NCOL; c++) {
			size_t w =
			    report_text_width(cells + (i * NCOL + c) * cw);

			if (w > width[c])
				width[c] = w;
		}
	for (size_t i = 0; i <= m->n_pairs; i++) {
		for (size_t c = 0; c < NCOL; c++)
			put_cell(out, cells + (i * NCOL + c) * cw, width[c],
				 c == NCOL - 1);
		fputc('\n', out);
	}
	fprintf(out,
		"\n%zu pass, %zu below %g%% of spec, %zu not judged "
		"(conditions differ)\n",
		m->n_pass, m->n_below, m->min_pct, m->n_not_judged);
	free(cells);
	cells = NULL;
misses:
	if (m->n_misses)
		fprintf(out, "\nnot compared (the block sizes differ):\n");
	for (size_t i = 0; i < m->n_misses; i++) {
		char line[1024];

		fprintf(out, "  %s\n",
			report_miss_text(d, m, i, line, sizeof(line)));
	}
	free(cells);
	if (ferror(out))
		ret = -EIO;
	return ret;
}
