/*
 * A table's results leave through the sink: one run per system label
 * (run.format "table"), its results, then the datasheet specs, and one
 * warning naming what could not be mapped.  Internal to ingest/ (see
 * ingest/table.h).
 */
#ifndef IODB_INGEST_TABLE_EMIT_H
#define IODB_INGEST_TABLE_EMIT_H

#include "ingest/ingest.h"
#include "ingest/table_grid.h"
#include "ingest/table_mapping.h"

/*
 * Map table t to results and datasheet specs and emit them (one run per
 * system label: run.format "table").  A table that cannot be mapped is
 * reported with ingest_warn() saying why.  t may be reordered/padded.
 * Returns the number of results and specs emitted (0: unmapped), or a
 * negative errno when the sink failed.
 */
int table_emit(struct ingest_ctx *ctx, struct table *t,
	       const struct table_context *tc);

/*
 * Sibling tables t[0..n-1] of one grid (the same row and column names,
 * one after another: a bandwidth table, an IOPS table, a latency table
 * of the same systems and tests), each with its context: when their
 * figures map one for one (table_entries_parallel()), each cell position
 * is one result carrying every table's figure, emitted as table t[0]'s;
 * else each table is emitted as table_emit() does.  Returns the results
 * and specs emitted, or a negative errno.
 */
int table_emit_set(struct ingest_ctx *ctx, struct table *const *t,
		   const struct table_context *const *tc, size_t n);

#endif
