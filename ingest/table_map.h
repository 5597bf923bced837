/*
 * The user's --map file: sections "[table N]", "[table line N]" or
 * "[table *]" whose keys say what the mapping cannot read alone (tool,
 * heading, conditions, units, labels, header rows, column roles, header
 * and row texts; format: docs/documents.md).  Internal to ingest/ (see
 * ingest/table.h).
 */
#ifndef IODB_INGEST_TABLE_MAP_H
#define IODB_INGEST_TABLE_MAP_H

#include "ingest/ingest.h"
#include "ingest/table_grid.h"
#include "ingest/testnames.h"

#define TABLE_MAP_COLS 64

/* What a column is for. */
enum table_role {
	TABLE_ROLE_NONE = 0,
	TABLE_ROLE_IGNORE,
	TABLE_ROLE_INDEX,
	TABLE_ROLE_VALUE,
	TABLE_ROLE_DATASHEET,
	TABLE_ROLE_TEST,
	TABLE_ROLE_SYSTEM,
	TABLE_ROLE_INTERFACE,
	TABLE_ROLE_TOOL, /* "CrystalDiskMark", "fio": the row's tool */
	TABLE_ROLE_UNIT, /* "MB/s", "IOPS", "ms": the unit of the row */
};

/* What the map says about one table (zeroed: nothing). */
struct table_map {
	int skip;
	const char *tool;
	char tool_buf[64];
	char heading[512];
	int has_heading;
	struct testname cond; /* conditions that override */
	int has_cond;
	char *header[TABLE_MAP_COLS];	/* replacement header texts */
	char *row_text[TABLE_MAP_COLS]; /* replacement row test texts */
	int role[TABLE_MAP_COLS];	/* forced column roles */
	int labels_columns;		/* systems are the value columns */
	int units;			/* 0 tool's, 1 decimal, 2 binary */
	int header_rows;		/* 0: inferred */
};

/*
 * Read the map text: apply to *m (when m is not NULL) every section
 * selecting table t numbered index, or only check the syntax.  Returns 0,
 * or -EINVAL after an error naming the map's line.  Caller releases *m
 * with table_map_release().
 */
int table_map_read(struct ingest_ctx *ctx, const char *map,
		   const struct table *t, int index, struct table_map *m);

/* Free the texts *m holds. */
void table_map_release(struct table_map *m);

/*
 * Check the syntax of a --map file's text (ctx->path names the document;
 * messages name the map's lines).  Returns 0, or -EINVAL after
 * ingest_error().
 */
int table_map_check(struct ingest_ctx *ctx, const char *map);

#endif
