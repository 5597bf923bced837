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

/*
 * Called for a figure no tool can measure - negative, infinite, or at or
 * beyond 2^63 - found in what is recorded: line is the record's first
 * line in the source (0 unknown), name the field ("iops", an extra's
 * name), why a few words ("negative").  The copy keeps it as unknown
 * (NAN), never as a measurement.
 */
typedef void (*ingest_record_refused_fn)(void *arg, long line, const char *name,
					 double value, const char *why);

/*
 * Check every figure recorded from now on (results, their percentiles,
 * bins, series and extras, runs' extras, datasheet values): impossible
 * ones are made unknown and reported to refused.  The import pipeline
 * does this for every importer, in this one place.
 */
void ingest_record_check(struct ingest_record *rec,
			 ingest_record_refused_fn refused, void *arg);

/* A sink that appends to rec (copies of runs, results and specs). */
struct ingest_sink ingest_record_sink(struct ingest_record *rec);

/*
 * Emit every recorded item, in order, into to.  Stops at the first
 * non-zero status of to and returns it; 0 when all went through.
 */
int ingest_record_replay(const struct ingest_record *rec,
			 const struct ingest_sink *to);

/*
 * Make the JSON texts of every recorded run's and result's array fields
 * (their field_json, model/json_text.h) in the arena, with scratch as the
 * working buffer: the store then only binds them.  Best effort: an item
 * left without them (out of memory) has its texts made by the store.
 */
struct iodb_jbuf;
void ingest_record_make_json(struct ingest_record *rec,
			     struct iodb_jbuf *scratch);

/*
 * The result recorded last, or NULL when none was (or the last item is
 * no result): its scalar figures may be filled in afterwards (a document
 * merges a later table's repeat of it, ingest/table_emit.c).  Owned by
 * rec, valid until ingest_record_free().
 */
struct iodb_result *ingest_record_last_result(struct ingest_record *rec);

/*
 * The run recorded last (the one the results recorded since belong to),
 * or NULL none: a document may rename it afterwards
 * (ingest_record_relabel()).  Owned by rec, valid until
 * ingest_record_free().
 */
struct iodb_run *ingest_record_last_run(struct ingest_record *rec);

/*
 * Give run (one of rec's, ingest_record_last_run()) the label label, a
 * copy kept in rec: a later table of a document names the same column
 * by the name its section gives it (ingest/table_emit.c).  0, or
 * -ENOMEM (the run keeps its label).
 */
int ingest_record_relabel(struct ingest_record *rec, struct iodb_run *run,
			  const char *label);

/* How many items (runs, results, specs) rec holds so far. */
size_t ingest_record_count(const struct ingest_record *rec);

/*
 * The i-th item recorded (0 first) when it is a result, else NULL (a run,
 * a spec, i out of range): its conditions may be filled in afterwards (a
 * document joins a later copy of the same run, ingest/document.c).  Owned
 * by rec, valid until ingest_record_free().
 */
struct iodb_result *ingest_record_result_at(struct ingest_record *rec,
					    size_t i);

/*
 * The i-th item recorded (0 first) when it is a run, else NULL: a
 * document may rename it afterwards (ingest_record_relabel()).  Owned by
 * rec, valid until ingest_record_free().
 */
struct iodb_run *ingest_record_run_at(struct ingest_record *rec, size_t i);

/* Whether a copy failed for lack of memory (then replay is incomplete). */
int ingest_record_failed(const struct ingest_record *rec);

/* Bytes the recording holds (its arena and index), for memory bounds. */
size_t ingest_record_size(const struct ingest_record *rec);

void ingest_record_free(struct ingest_record *rec);

#endif
