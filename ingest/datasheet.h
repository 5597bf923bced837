/*
 * Vendor datasheet files: CSV (libcsv; a header row naming the columns,
 * in any order) or JSON (cJSON; an array of objects with the same keys,
 * numbers or strings).  Each row or object is one figure, emitted as a
 * struct iodb_spec through ctx's sink.  The columns: vendor, model,
 * interface, capacity, metric, value, unit, op, pattern, bs, qd, threads,
 * source (see `iodb datasheet --help` and docs/reports.md).
 */
#ifndef IODB_INGEST_DATASHEET_H
#define IODB_INGEST_DATASHEET_H

#include <stddef.h>

#include "ingest/ingest.h"

/*
 * Parse a datasheet file's text (buf, len bytes; a UTF-8 byte order mark
 * and leading blanks are skipped; '[' first means JSON, else CSV) and
 * emit every figure with ingest_emit_spec().  A figure's source defaults
 * to ctx->path.  Returns 0, the sink's status when it fails, or -EINVAL
 * after reporting "PATH:LINE: error: ..." with ingest_error() (LINE is a
 * CSV row, or a figure's position in the JSON array).  Stops at the first
 * error: the caller discards what was emitted.  Keeps no pointer into buf;
 * the emitted specs' strings live for the emit call only.
 */
int ingest_datasheet_parse(struct ingest_ctx *ctx, const char *buf, size_t len);

#endif
