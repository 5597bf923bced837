/*
 * Runs, results and specs of a table leave through the sink: see
 * table_emit.h.
 */
#include "ingest/table_emit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ingest/table_datasheet.h"
#include "ingest/table_device.h"

/* One result of entry e. */
static int emit_result(struct table_mapping *m, const struct table_entry *e)
{
	struct iodb_result res = IODB_RESULT_INIT;
	int ret;

	res.job = e->job[0] ? e->job : NULL;
	res.test = e->test[0] ? e->test : NULL;
	res.op = e->cond.op;
	res.pattern = e->cond.pattern;
	res.bs = e->cond.bs;
	res.iodepth = e->cond.iodepth;
	res.numjobs = e->cond.numjobs;
	res.direct = e->cond.direct;
	res.iops = e->iops;
	res.bw_bytes = e->bw;
	res.lat.mean = e->lat;
	res.access_time_ns = e->acc;
	res.line_from = e->from;
	res.line_to = e->to;
	ret = ingest_emit_result(m->ctx, &res);
	if (!ret)
		m->emitted++;
	return ret;
}

/*
 * One run per system label (entries without a label first), then its
 * results: each entry is visited once per pass, so this is linear.
 */
static int emit_runs(struct table_mapping *m)
{
	const struct table_context *tc = m->tc;
	const struct table_entries *es = &m->ent;
	size_t *order = NULL, *start = NULL;
	int ret;

	ret = table_entries_by_label(es, &order, &start);
	if (ret)
		return ret;
	for (long li = -1; li < (long)es->n_labels; li++) {
		struct iodb_run run = IODB_RUN_INIT;
		struct table_device d;
		char cmds[4096];
		size_t k = 0, from = start[li + 1], to = start[li + 2];
		int many = 0;

		if (from == to)
			continue;
		cmds[0] = '\0';
		for (size_t i = from; i < to; i++) {
			const struct table_entry *e = &es->e[order[i]];

			if (e->cmd == -2)
				many = 1;
			if (e->cmd >= 0) {
				const char *t = tc->cmds[e->cmd].text;

				if (strstr(cmds, t))
					continue;
				k += (size_t)snprintf(
				    cmds + k,
				    k < sizeof(cmds) ? sizeof(cmds) - k : 0,
				    "%s%s", k ? "\n" : "", t);
			}
		}
		if (k >= sizeof(cmds))
			cmds[0] = '\0';
		run.format = "table";
		run.tool = m->tool;
		run.tool_version = m->tool ? tc->tool_version : NULL;
		run.label = li >= 0 ? es->labels[li] : NULL;
		if (run.label) {
			table_device_of(run.label, &d);
			if (d.model[0])
				run.device_model = d.model;
		}
		run.command = cmds[0] && !many ? cmds : NULL;
		run.line_from = m->t->line_from;
		run.line_to = m->t->line_to;
		ret = ingest_emit_run(m->ctx, &run);
		for (size_t i = from; i < to && !ret; i++)
			ret = emit_result(m, &es->e[order[i]]);
		if (ret)
			break;
	}
	free(order);
	free(start);
	return ret;
}

int table_emit(struct ingest_ctx *ctx, struct table *t,
	       const struct table_context *tc)
{
	struct table_mapping m;
	int ret;

	ret = table_mapping_init(&m, ctx, t, tc);
	if (ret) {
		if (ret > 0)
			ret = 0;
		goto out;
	}
	for (size_t r = (size_t)m.hdr; r < t->rows; r++) {
		for (size_t c = 0; c < t->cols; c++) {
			if (m.role[c] == TABLE_ROLE_VALUE)
				ret = table_map_cell(&m, r, c);
			if (ret)
				goto out;
		}
	}
	ret = emit_runs(&m);
	if (ret)
		goto out;
	for (size_t r = (size_t)m.hdr; r < t->rows; r++) {
		for (size_t c = 0; c < t->cols; c++) {
			if (m.role[c] == TABLE_ROLE_DATASHEET)
				ret = table_map_datasheet(&m, r, c);
			if (ret)
				goto out;
		}
	}
	if (!m.why_line) {
		m.why_line = t->line_from;
		m.why_col = table_cell_col(t, 0, 0);
	}
	if (!m.emitted)
		ingest_warn(ctx, m.why_line, m.why_col,
			    "table %d not imported: %s (give its mapping with "
			    "--map)",
			    tc->index, m.why[0] ? m.why : "nothing to map");
	else if (m.skipped)
		ingest_warn(ctx, m.why_line, m.why_col,
			    "table %d: %u figure(s) skipped: %s", tc->index,
			    m.skipped, m.why);
	ret = m.emitted;
out:
	table_mapping_release(&m);
	return ret;
}
