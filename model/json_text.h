/*
 * The JSON texts of the array fields of runs and results, as the store
 * keeps them (model/json_text.c).
 */
#ifndef IODB_MODEL_JSON_TEXT_H
#define IODB_MODEL_JSON_TEXT_H

#include <stddef.h>

#include "model/model.h"

/*
 * A growable text buffer (zero it to start).  Not a strbuf: its writers
 * write inline on the hot path (a result's JSON columns) and only call
 * out to grow.
 */
struct iodb_jmemo; /* model/json_text.c */

struct iodb_jbuf {
	char *p;
	size_t n, cap;
	int oom;		 /* memory ran out: the text is incomplete */
	struct iodb_jmemo *memo; /* the last layout of extras made */
};

void iodb_jbuf_release(struct iodb_jbuf *b);

/*
 * The text of array field f (kind IODB_FIELD_PCTS or after) of run or
 * res, in b (its previous text replaced); its length is b->n.  NULL when
 * the array is empty (the column is NULL) or memory ran out (b->oom set,
 * for the caller to clear).
 */
const char *iodb_json_field(struct iodb_jbuf *b, const struct iodb_field *f,
			    const struct iodb_run *run,
			    const struct iodb_result *res);

/*
 * A run's and a result's extras (their metrics_json) are stored as
 * ["KEY", [value, ...], ...]: their values, a list for each run of one
 * unit, and KEY, 16 hex digits naming their layout, the units and names,
 * which the store keeps once (table metric_layouts,
 * schema/007-metric-layouts.sql) as the text iodb_metrics_layout()
 * makes: [[unit, [name, ...]], ...].  When the layout cannot be stored
 * under its key, they are the text iodb_metrics_by_unit() makes:
 * [[unit, {"name": value, ...}], ...] (schema/006-metrics-by-unit.sql).
 * Both in b; NULL when n == 0 or memory ran out.
 */
const char *iodb_metrics_layout(struct iodb_jbuf *b,
				const struct iodb_metric *m, size_t n);
const char *iodb_metrics_by_unit(struct iodb_jbuf *b,
				 const struct iodb_metric *m, size_t n);

#endif
