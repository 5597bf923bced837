#include "model/json_text.h"
#include "model/model.h"
#include "tests/t.h"

#include <stdlib.h>
#include <string.h>

T_TEST(t_model_names)
{
	T_STR(iodb_op_name(IODB_OP_READ), "read");
	T_STR(iodb_op_name(IODB_OP_TRIM), "trim");
	T_STR(iodb_op_name(IODB_OP_UNKNOWN), NULL);
	T_STR(iodb_pattern_name(IODB_PATTERN_RAND), "rand");
	T_INT(iodb_op_parse("write"), IODB_OP_WRITE);
	T_INT(iodb_op_parse("bogus"), IODB_OP_UNKNOWN);
	T_INT(iodb_pattern_parse("seq"), IODB_PATTERN_SEQ);
}

T_TEST(t_model_init_unknown)
{
	struct iodb_result r = IODB_RESULT_INIT;
	struct iodb_run run = IODB_RUN_INIT;

	T_OK(isnan(r.iops));
	T_OK(isnan(r.clat.mean));
	T_INT(r.cond.bs, -1);
	T_INT(r.cond.direct, -1);
	T_INT(run.timestamp, -1);
}

/* The field table reads each kind from its record; unknown is null. */
T_TEST(t_model_fields)
{
	struct iodb_result r = IODB_RESULT_INIT;
	struct iodb_run run = IODB_RUN_INIT;
	static const struct iodb_pct p[] = {{99.9, 403456}};
	struct iodb_value v;
	size_t n = 9;

	r.cond.bs = 131072;
	r.cond.direct = 0;
	r.cond.op = IODB_OP_WRITE;
	r.lat.mean = 812.5;
	r.line_from = 0;
	r.clat_pct = p;
	r.n_clat_pct = 1;
	v = iodb_field_value(iodb_field_find("bs"), &run, &r);
	T_INT(v.type, IODB_VALUE_INT);
	T_INT(v.i, 131072);
	v = iodb_field_value(iodb_field_find("direct"), &run, &r);
	T_INT(v.type, IODB_VALUE_BOOL);
	T_INT(v.i, 0);
	v = iodb_field_value(iodb_field_find("op"), &run, &r);
	T_STR(v.s, "write");
	v = iodb_field_value(iodb_field_find("lat_mean_ns"), &run, &r);
	T_OK(v.type == IODB_VALUE_DBL && v.d == 812.5);
	v = iodb_field_value(iodb_field_find("clat_p999_ns"), &run, &r);
	T_OK(v.type == IODB_VALUE_DBL && v.d == 403456);
	v = iodb_field_value(iodb_field_find("clat_p99_ns"), &run, &r);
	T_INT(v.type, IODB_VALUE_NULL);
	v = iodb_field_value(iodb_field_find("line_from"), &run, &r);
	T_INT(v.type, IODB_VALUE_NULL);
	v = iodb_field_value(iodb_field_find("iops"), &run, &r);
	T_INT(v.type, IODB_VALUE_NULL);
	v = iodb_field_value(iodb_field_find("status"), &run, &r);
	T_STR(v.s, "complete");
	v = iodb_field_value(iodb_field_find("format"), &run, &r);
	T_INT(v.type, IODB_VALUE_NULL);
	T_OK(iodb_field_array(iodb_field_find("extras"), &run, &r, &n) == NULL);
	T_INT(n, 0);
	T_OK(iodb_field_find("no_such_field") == NULL);
}

/* A copy owns everything: the source can go away. */
T_TEST(t_model_copies)
{
	struct iodb_pct pct[2] = {{50, 94208}, {99, 171008}};
	struct iodb_metric m[1] = {{"bw_dev", 1234.5, "bytes/s"}};
	char job[] = "randread", label[] = "ESXi6U2 + hpvsa88";
	struct iodb_result r = IODB_RESULT_INIT, c = IODB_RESULT_INIT;
	struct iodb_run run = IODB_RUN_INIT, *rd;
	struct iodb_spec sp = IODB_SPEC_INIT, *sd;
	struct iodb_result *d;

	r.job = job;
	r.cond.bs = 4096;
	r.clat_pct = pct;
	r.n_clat_pct = 2;
	r.extras = m;
	r.n_extras = 1;
	T_INT(iodb_result_copy(&c, &r), 0);
	d = iodb_result_dup(&r);
	T_REQUIRE(d);
	job[0] = 'X';
	pct[1].ns = 0;
	m[0].value = 0;
	T_STR(c.job, "randread");
	T_STR(d->job, "randread");
	T_INT(d->cond.bs, 4096);
	T_INT(c.n_clat_pct, 2);
	T_DBL(c.clat_pct[1].ns, 171008);
	T_DBL(d->extras[0].value, 1234.5);
	T_STR(d->extras[0].unit, "bytes/s");
	T_OK(d->series == NULL && d->n_series == 0);
	iodb_result_release(&c);
	T_OK(c.job == NULL && isnan(c.iops)); /* back to IODB_RESULT_INIT */
	iodb_result_free(d);
	iodb_result_free(NULL);

	run.label = label;
	run.timestamp = 1480000000;
	rd = iodb_run_dup(&run);
	T_REQUIRE(rd);
	label[0] = 'X';
	T_STR(rd->label, "ESXi6U2 + hpvsa88");
	T_STR(rd->host, NULL);
	T_INT(rd->timestamp, 1480000000);
	iodb_run_free(rd);

	sp.model = "ST1200MM0099";
	sp.metric = "bw_bytes";
	sp.value = 247e6;
	sd = iodb_spec_dup(&sp);
	T_REQUIRE(sd);
	T_OK(sd->model != sp.model);
	T_STR(sd->model, "ST1200MM0099");
	T_DBL(sd->value, 247e6);
	iodb_spec_free(sd);
}

/* The conditions: unknown by default, a fill takes only what is unknown. */
T_TEST(t_model_cond_fill)
{
	struct iodb_cond dst = IODB_COND_INIT;
	struct iodb_cond src = {
	    .op = IODB_OP_WRITE,
	    .pattern = IODB_PATTERN_RAND,
	    .mix_read_pct = 70,
	    .bs = 4096,
	    .iodepth = 32,
	    .numjobs = 4,
	    .direct = 0,
	};
	struct iodb_spec sp = IODB_SPEC_INIT;

	T_INT(dst.op, IODB_OP_UNKNOWN);
	T_OK(isnan(dst.mix_read_pct));
	T_INT(dst.iodepth, -1);
	T_INT(sp.cond.bs, -1);
	T_INT(sp.cond.numjobs, -1);
	dst.op = IODB_OP_READ;
	dst.bs = 131072;
	dst.direct = 1;
	iodb_cond_fill(&dst, &src);
	T_INT(dst.op, IODB_OP_READ);
	T_INT(dst.pattern, IODB_PATTERN_RAND);
	T_OK(dst.mix_read_pct == 70);
	T_INT(dst.bs, 131072);
	T_INT(dst.iodepth, 32);
	T_INT(dst.numjobs, 4);
	T_INT(dst.direct, 1);
	/* an unknown source changes nothing */
	src = (struct iodb_cond)IODB_COND_INIT;
	iodb_cond_fill(&dst, &src);
	T_INT(dst.numjobs, 4);
	T_INT(dst.pattern, IODB_PATTERN_RAND);
}

/* Two copies of one run: what either states, never what they differ on. */
T_TEST(t_model_cond_join)
{
	struct iodb_cond dst = IODB_COND_INIT, src = IODB_COND_INIT;

	dst.op = IODB_OP_READ;
	dst.bs = 4096;
	dst.iodepth = 64;
	src.op = IODB_OP_READ;
	src.numjobs = 1;
	src.direct = 1;
	src.iodepth = 64;
	T_INT(iodb_cond_join(&dst, &src), 0);
	T_INT(dst.numjobs, 1);
	T_INT(dst.direct, 1);
	T_INT(dst.bs, 4096);
	T_INT(dst.iodepth, 64);
	/* a depth stated two ways: neither kept, the field named */
	src.iodepth = 32;
	src.mix_read_pct = 70;
	T_INT(iodb_cond_join(&dst, &src), IODB_COND_IODEPTH);
	T_INT(dst.iodepth, -1);
	T_OK(dst.mix_read_pct == 70);
	T_STR(iodb_cond_field_name(IODB_COND_IODEPTH), "iodepth");
	src.direct = 0;
	src.op = IODB_OP_WRITE;
	T_INT(iodb_cond_join(&dst, &src), IODB_COND_OP | IODB_COND_DIRECT);
	T_INT(dst.op, IODB_OP_UNKNOWN);
	T_INT(dst.direct, -1);
	T_STR(iodb_cond_field_name(0), "");
}

/* The metrics_json text of res's extras, made in b and copied. */
static char *metrics_text(struct iodb_jbuf *b, const struct iodb_result *res)
{
	for (const struct iodb_field *f = iodb_fields; f->name; f++)
		if (f->rec == IODB_REC_RESULT &&
		    f->kind == IODB_FIELD_METRICS) {
			const char *t = iodb_json_field(b, f, NULL, res);

			return t ? strdup(t) : NULL;
		}
	return NULL;
}

/*
 * A buffer that made one layout of extras makes the next from its memo
 * only when the names and units are the same read-only texts: the same
 * text as a fresh buffer makes, also when names in writable memory
 * changed under the same pointers (a run starts at a name met again).
 */
T_TEST(t_model_metrics_layout_memo)
{
	struct iodb_metric ro[] = {
	    {.name = "ctx", .value = 12, .unit = "count"},
	    {.name = NULL, .value = 1, .unit = "count"},
	    {.name = "majf", .value = 0.25, .unit = "count"},
	    {.name = "iodepth_1", .value = 100, .unit = "pct"},
	};
	char names[2][8] = {"a", "b"};
	struct iodb_metric rw[] = {
	    {.name = names[0], .value = 1, .unit = "count"},
	    {.name = names[1], .value = 2, .unit = "count"},
	};
	struct iodb_result res = IODB_RESULT_INIT;
	struct iodb_jbuf kept = {0};

	res.extras = ro;
	res.n_extras = 4;
	for (int round = 0; round < 3; round++) {
		struct iodb_jbuf fresh = {0};
		char *a, *b;

		ro[0].value = round * 1.5;
		ro[3].value = 100 - round;
		a = metrics_text(&kept, &res);
		b = metrics_text(&fresh, &res);
		T_STR(a, b);
		free(a);
		free(b);
		iodb_jbuf_release(&fresh);
	}
	res.extras = rw;
	res.n_extras = 2;
	for (int round = 0; round < 2; round++) {
		struct iodb_jbuf fresh = {0};
		char *a, *b;

		/* the same pointers, the second time one name twice */
		if (round)
			strcpy(names[1], "a");
		a = metrics_text(&kept, &res);
		b = metrics_text(&fresh, &res);
		T_STR(a, b);
		free(a);
		free(b);
		iodb_jbuf_release(&fresh);
	}
	iodb_jbuf_release(&kept);
}
