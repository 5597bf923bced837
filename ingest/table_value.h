/*
 * What a table cell says: its figures ("57.6k", "225MiB/s (236MB/s)",
 * "244 / 10"), their units, and the value of a figure under the tool's
 * unit convention.  Internal to ingest/ (see ingest/table.h).
 */
#ifndef IODB_INGEST_TABLE_VALUE_H
#define IODB_INGEST_TABLE_VALUE_H

#include "ingest/testnames.h"
#include "model/units.h"

#define TABLE_CELL_MAX 2048

/* One figure of a cell. */
struct table_val {
	char num[48];		     /* the number as written */
	char unit[24];		     /* the unit as written; "" none */
	enum testname_metric metric; /* what the unit implies */
	int size_unit;		     /* "MB" without "/s" */
};

/* The figures of a cell: "244 / 10" holds two. */
struct table_cellv {
	struct table_val v[TESTNAME_MAX_OPS];
	int n;
};

/*
 * Classify v->unit: set v->metric (and v->size_unit for "MB" without
 * "/s").  Returns 0 (also for no unit, or a count suffix "k"), or -1 when
 * the unit is none we read.
 */
int table_val_unit(struct table_val *v);

/* Whether a cell says nothing: "", "-", "N/A", "—", "x". */
int table_cell_empty(const char *s);

/*
 * The figures of cell s ("244 / 10", "76076 / 68352", "57.6k", "225MiB/s
 * (236MB/s)") into *cv.  Returns 0, or -1 when s is no figure (text).
 */
int table_cell_values(const char *s, struct table_cellv *cv);

/* The kind of cell s: 1 figures, 2 text, 0 empty. */
int table_cell_kind(const char *s);

/*
 * The unit convention of tool (NULL: unknown), unless the --map file's
 * units (map_units: 1 decimal, 2 binary, 0 the tool's) say otherwise.
 */
enum units_conv table_tool_conv(const char *tool, int map_units);

/*
 * The value of figure v for metric m with the unit unit (the cell's own
 * or, when it has none, the header's / heading's; may be NULL), in SI
 * units (IOPS, bytes/s, ns).  NAN when they do not fit together.
 */
double table_convert(const struct table_val *v, enum testname_metric m,
		     const char *unit, enum units_conv conv);

#endif
