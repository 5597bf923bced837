/*
 * Datasheet figures: a table cell beside a device ("Sequential Read/Write
 * 560/530 MB/s", "순차 읽기 3,500MB/s") and a line of prose naming a
 * datasheet become specs of the device model named.  Internal to ingest/
 * (see ingest/table.h).
 */
#ifndef IODB_INGEST_TABLE_DATASHEET_H
#define IODB_INGEST_TABLE_DATASHEET_H

#include <stddef.h>

#include "ingest/ingest.h"
#include "ingest/table_mapping.h"

/*
 * Emit the datasheet figures of row r's datasheet cell in column c as
 * specs of the device row r names; a figure that cannot be read is
 * counted with table_why().  Returns 0, or the sink's negative errno.
 */
int table_map_datasheet(struct table_mapping *m, size_t r, size_t c);

/*
 * Datasheet figures stated in prose: a line s of document line `line`
 * naming a datasheet ("datasheet: 560 MB/s sequential read, 530 MB/s
 * sequential write", "제조사 스펙: 순차 읽기 3,500MB/s") becomes specs for
 * the device model it names, else the one fallback (a heading; may be
 * NULL) names.  Returns the number of specs emitted, or a negative errno.
 */
int table_prose_datasheet(struct ingest_ctx *ctx, const char *s, long line,
			  const char *fallback);

#endif
