/*
 * The store-backed sink: sources and their runs, results and datasheet
 * figures written to the database, each source as one unit (a savepoint
 * inside the store's batched transaction, store.h), so a source lands
 * whole or not at all.  The import pipeline (ingest/import.h) and the
 * runner (`iodb run`) both store through it.
 *
 * Its callbacks have the signatures of struct ingest_import_sink's, so
 * the command wires them in without store/ knowing ingest/:
 *
 *	struct store_sink ss;
 *	store_sink_init(&ss, st, tags, n_tags);
 *	struct ingest_import_sink sink = {
 *	    .start = store_sink_start, .begin = store_sink_begin,
 *	    .run = store_sink_run,
 *	    .result = store_sink_result, .spec = store_sink_spec,
 *	    .end = store_sink_end, .finish = store_sink_finish, .arg = &ss};
 */
#ifndef IODB_STORE_SINK_H
#define IODB_STORE_SINK_H

#include <stddef.h>
#include <stdint.h>

#include "model/model.h"

struct store;

/* A tag put on every run of the sink: key=value. */
struct store_sink_tag {
	const char *key, *value;
};

/* Plain state, on the caller's stack; set up by store_sink_init(). */
struct store_sink {
	struct store *st;
	const char *path; /* opened by store_sink_start when st is NULL */
	int owned;	  /* st was opened here: store_sink_release closes */
	const struct store_sink_tag *tags; /* borrowed */
	size_t n_tags;
	int64_t source_id; /* of the current source; 0 for a runner run */
	int64_t run_id;	   /* the last run added; -1 before any */
	int in_unit;	   /* between begin and end */
};

/* Set sk up to write to st, tagging every run with tags[0..n_tags). */
void store_sink_init(struct store_sink *sk, struct store *st,
		     const struct store_sink_tag *tags, size_t n_tags);

/*
 * The same, for the database at path, opened (created, migrated) by
 * store_sink_start(): an import opens it on its calling thread while its
 * reader thread parses the first files.  Close with store_sink_release().
 */
void store_sink_init_path(struct store_sink *sk, const char *path,
			  const struct store_sink_tag *tags, size_t n_tags);

/* Open the database when init_path gave one.  0, or <0 (reported). */
int store_sink_start(void *sink);

/*
 * Close what store_sink_start opened (keeps a store given to init).
 * store_finish()'s answer: 0; 1 when the database built aside was merged
 * into one another process made meanwhile (*merged, may be NULL, says
 * what it added); <0 when what was committed could not be stored after
 * all (reported).
 */
struct store_merge_stats;
int store_sink_release(struct store_sink *sk, struct store_merge_stats *merged);

/*
 * Begin a unit.  path NULL: a run with no source (the runner); else a
 * source: buf[0..len) is hashed (SHA-256; sha256, 64 hex digits, when the
 * caller hashed it already, else NULL) and, inside the write
 * transaction (so that two importers of the same file cannot both add
 * it), looked up: returns 1 (INGEST_SOURCE_SEEN) with *seen_id set when
 * that content is stored already, the unit closed again; 0 with the
 * source added; a negative errno on a database error (reported).
 */
int store_sink_begin(void *sink, const char *path, const char *format,
		     const char *buf, size_t len, const char *sha256,
		     int64_t *seen_id);

/* Add a run (tagged), a result of the last run, a datasheet figure.
 * 0, or a negative errno. */
int store_sink_run(void *sink, const struct iodb_run *run);
int store_sink_result(void *sink, const struct iodb_result *res);
int store_sink_spec(void *sink, const struct iodb_spec *spec);

/*
 * End the unit: status 0 keeps it in the batch (not committed yet),
 * non-zero rolls it back.  0, or <0 when keeping or rolling back failed
 * (then the whole batch may be gone: store_sink_finish says so).
 */
int store_sink_end(void *sink, int status);

/*
 * Commit the batch (store_flush): everything kept so far is durable.  0,
 * or <0 when the commit failed or the batch was lost since the last
 * commit: no unit kept since then is stored.
 */
int store_sink_finish(void *sink);

#endif
