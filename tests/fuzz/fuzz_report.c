/*
 * libFuzzer target for the report renderer: the input is read as up to 12
 * stored results - labels, job names and device models of any bytes
 * (invalid UTF-8, control characters, Korean), conditions and figures of
 * any bit pattern (negative, NaN, infinite, 1e308, denormals), with
 * percentiles, per-second series and datasheet figures - then the HTML
 * report (tables and SVG charts) and the Markdown report are written to
 * /dev/null.  Nothing must crash, loop or overflow: a database may hold
 * any value (an older iodb, another program writing to it).
 * `make fuzz` builds build-fuzz/fuzz-report.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "report/report.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

struct in {
	const uint8_t *p;
	size_t n;
};

static uint8_t byte(struct in *in)
{
	uint8_t b = 0;

	if (in->n) {
		b = *in->p++;
		in->n--;
	}
	return b;
}

/* A double of any bit pattern, or (often) a plain one. */
static double number(struct in *in)
{
	uint8_t k = byte(in);
	uint64_t bits = 0;
	double d;

	if (k < 96)
		return (double)k * 1000.5;
	if (k < 128)
		return NAN;
	for (int i = 0; i < 8; i++)
		bits = bits << 8 | byte(in);
	memcpy(&d, &bits, sizeof(d));
	return d;
}

static int64_t integer(struct in *in)
{
	uint8_t k = byte(in);
	int64_t v = 0;

	if (k < 200)
		return (int64_t)k - 2;
	for (int i = 0; i < 8; i++)
		v = (int64_t)((uint64_t)v << 8 | byte(in));
	return v;
}

/* A string of up to 40 bytes into buf (NUL-terminated), or NULL. */
static const char *text(struct in *in, char *buf)
{
	size_t len = byte(in) % 48;

	if (len >= 41)
		return NULL;
	for (size_t i = 0; i < len; i++) {
		buf[i] = (char)byte(in);
		if (!buf[i])
			buf[i] = ' ';
	}
	buf[len] = '\0';
	return buf;
}

#define ROWS 12

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const tools[] = {"fio", "dd", "CrystalDiskMark",
					    "iodb", NULL};
	struct in in = {data, size};
	struct report_data d = REPORT_DATA_INIT;
	struct report_match m = REPORT_MATCH_INIT;
	struct report_input ri = {0};
	char strs[ROWS][4][48], spec_model[48];
	struct iodb_pct pcts[ROWS][4];
	struct iodb_point pts[ROWS][4];
	FILE *null = fopen("/dev/null", "w");
	size_t rows;

	if (!null)
		return 0;
	d.by = (enum report_compare)(byte(&in) % 4);
	rows = 1 + byte(&in) % ROWS;
	for (size_t r = 0; r < rows && in.n; r++) {
		struct iodb_run run = IODB_RUN_INIT;
		struct iodb_result res = IODB_RESULT_INIT;
		struct store_row row = {0};
		size_t np = byte(&in) % 5, ns = byte(&in) % 5;

		run.format = "fuzz";
		run.tool = tools[byte(&in) % 5];
		run.label = text(&in, strs[r][0]);
		run.host = text(&in, strs[r][1]);
		run.device_model = text(&in, strs[r][2]);
		res.job = text(&in, strs[r][3]);
		res.cond.op = (enum iodb_op)(byte(&in) % 5);
		res.cond.pattern = (enum iodb_pattern)(byte(&in) % 3);
		res.cond.bs = integer(&in);
		res.cond.iodepth = integer(&in);
		res.cond.numjobs = integer(&in);
		res.cond.mix_read_pct = number(&in);
		res.iops = number(&in);
		res.bw_bytes = number(&in);
		res.lat.mean = number(&in);
		res.clat.mean = number(&in);
		for (size_t i = 0; i < np; i++) {
			pcts[r][i].pct = number(&in);
			pcts[r][i].ns = number(&in);
		}
		res.clat_pct = np ? pcts[r] : NULL;
		res.n_clat_pct = np;
		for (size_t i = 0; i < ns; i++) {
			pts[r][i].t_s = number(&in);
			pts[r][i].iops = number(&in);
			pts[r][i].bw_bytes = number(&in);
		}
		res.series = ns ? pts[r] : NULL;
		res.n_series = ns;
		row.run_id = (int64_t)r + 1;
		row.result_id = (int64_t)r + 1;
		row.source = (r & 1) ? "fuzz.json" : NULL;
		row.run = &run;
		row.res = &res;
		if (report_data_add(&d, &row))
			goto out;
	}
	if (report_data_finish(&d))
		goto out;
	for (int k = 0; k < 3 && in.n; k++) {
		struct iodb_spec sp = IODB_SPEC_INIT;

		sp.model = text(&in, spec_model);
		if (!sp.model)
			sp.model = "M";
		sp.metric = byte(&in) & 1 ? "iops" : "bw_bytes";
		sp.value = number(&in);
		sp.cond.op = (enum iodb_op)(byte(&in) % 5);
		sp.cond.pattern = (enum iodb_pattern)(byte(&in) % 3);
		sp.cond.bs = integer(&in);
		sp.cond.iodepth = integer(&in);
		if (report_match_add_spec(&m, &sp))
			goto out;
	}
	if (report_match_pair(&m, &d, NULL))
		goto out;
	ri.d = &d;
	ri.m = &m;
	ri.title = "fuzz";
	if (d.n_figs) {
		report_markdown_write(null, &ri);
		report_html_write(null, &ri);
	}
out:
	report_match_release(&m);
	report_data_release(&d);
	fclose(null);
	return 0;
}
