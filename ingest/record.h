/*
 * A recording sink: keeps deep copies of everything a parser emits, in
 * one arena, to replay later into another sink (the import pipeline parses
 * on one thread and stores on another; a document importer can hold a
 * block's records back until it knows their label).
 */
#ifndef IODB_INGEST_RECORD_H
#define IODB_INGEST_RECORD_H

#include "ingest/ingest.h"

struct ingest_record;

/* A new, empty recording; NULL when out of memory. */
struct ingest_record *ingest_record_new(void);

/* A sink that appends to rec (copies of runs, results and specs). */
struct ingest_sink ingest_record_sink(struct ingest_record *rec);

/*
 * Emit every recorded item, in order, into to.  Stops at the first
 * non-zero status of to and returns it; 0 when all went through.
 */
int ingest_record_replay(const struct ingest_record *rec,
			 const struct ingest_sink *to);

/* Whether a copy failed for lack of memory (then replay is incomplete). */
int ingest_record_failed(const struct ingest_record *rec);

/* Bytes the recording holds (its arena and index), for memory bounds. */
size_t ingest_record_size(const struct ingest_record *rec);

void ingest_record_free(struct ingest_record *rec);

#endif
