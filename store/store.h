/*
 * store/: the one door to the SQLite file.  Only store/ includes
 * <sqlite3.h>; everything else sees an opaque struct store and the model.
 * Every statement is prepared; no SQL is ever built from input text.
 */
#ifndef IODB_STORE_STORE_H
#define IODB_STORE_STORE_H

#include <stddef.h>
#include <stdint.h>

#include "model/model.h"

struct store;

enum store_flags {
	STORE_READONLY = 1, /* open for reading; fail if missing */
	/* many rows to store (an import): as the first open of the
	 * process, gives SQLite a page cache faulted in at once */
	STORE_BULK = 2,
	/*
	 * When no database is at path yet (a first import), build it in a
	 * new file beside it (PATH.tmp-PID-RANDOM) without a write-ahead
	 * log or syncs, and move it to path in store_finish(): one sync,
	 * each page written once.  Nothing appears at path before that;
	 * should another process have created path meanwhile, what was
	 * built is merged into that database instead (never replaced).
	 * The file is removed on every error and on SIGINT, SIGTERM,
	 * SIGHUP and SIGPIPE; a process killed otherwise leaves it behind.
	 */
	STORE_BUILD = 4,
};

/*
 * Open (creating when needed, with its directories) the database at path,
 * apply the pending schema migrations, set WAL mode, foreign keys and a
 * busy timeout.  Returns 0 with *out set, or a negative errno after
 * printing "iodb: PATH: ..." on stderr.  Caller closes with store_close().
 */
int store_open(const char *path, int flags, struct store **out);
void store_close(struct store *st);
/*
 * store_close() that says whether everything committed is stored: 0; 1
 * when a database built aside (STORE_BUILD) found its name taken and was
 * merged into the database there, *merged (may be NULL) then saying
 * what it added and what was there already; or a negative errno after
 * the message (built aside and neither moved nor merged: nothing of it
 * was stored).
 */
struct store_merge_stats;
int store_finish(struct store *st, struct store_merge_stats *merged);

/*
 * The database path: --db's value when given, else $IODB_DB, else
 * $XDG_DATA_HOME/iodb/results.db, else ~/.local/share/iodb/results.db.
 * Writes into buf (size n) and returns buf.
 */
const char *store_default_path(const char *given, char *buf, size_t n);

/* The schema version the binary carries (PRAGMA user_version after open). */
int store_schema_version(void);

/*
 * Units of work: one per source (or runner run).  Everything between
 * store_begin() and store_commit() lands together or, after
 * store_rollback(), not at all.  Committed units are made durable in
 * batches (see store.c): by store_flush() or store_close() at the latest.
 * Return 0 or a negative errno.
 */
int store_begin(struct store *st);
int store_commit(struct store *st);
/*
 * store_commit() without committing the batch however long it grew: the
 * caller decides when to store_flush() (the import pipeline commits
 * whenever it would wait for its parser).  A store_flush() that fails
 * loses every unit since the last one that succeeded.
 */
int store_commit_unit(struct store *st);
int store_rollback(struct store *st);
int store_flush(struct store *st);

/*
 * Whether a source with this SHA-256 (64 lowercase hex digits) is stored:
 * returns 1 and sets *id (may be NULL) when it is, 0 when not, <0 on error.
 */
int store_source_find(struct store *st, const char *sha256, int64_t *id);

/*
 * Add a source (inside a transaction): 0 with *id set; 1 with *id the
 * stored one's when a source with this SHA-256 is already stored (nothing
 * added); or <0.
 */
int store_source_add(struct store *st, const char *path, const char *sha256,
		     int64_t size, const char *format, int64_t *id);

/*
 * Add a run of source_id (0: none, a runner run) with its host and device
 * (created on first use).  0 with *id set, or <0.
 */
int store_run_add(struct store *st, int64_t source_id,
		  const struct iodb_run *run, int64_t *id);

/* Tag a run: key=value (a key given twice keeps the last value). */
int store_tag_add(struct store *st, int64_t run_id, const char *key,
		  const char *value);

/* Add a result of run_id with its percentiles, bins, series, extras. */
int store_result_add(struct store *st, int64_t run_id,
		     const struct iodb_result *res, int64_t *id);

/*
 * Add a datasheet figure (its datasheet row, keyed by vendor and model, is
 * created on first use).  source_id: the document it came from, or 0.
 * 0 with *id (may be NULL) set, or <0.
 */
int store_spec_add(struct store *st, int64_t source_id,
		   const struct iodb_spec *spec, int64_t *id);

/*
 * Call cb for every stored spec, by vendor, model, then id; model (may be
 * NULL: all) selects one device model, compared case-insensitively.
 */
int store_specs_foreach(struct store *st, const char *model,
			int (*cb)(void *arg, const struct iodb_spec *spec),
			void *arg);

/* Mark a run (e.g. "interrupted"). */
int store_run_set_status(struct store *st, int64_t run_id, const char *status);

/* Which runs a reading command looks at: NULL / 0 fields match anything. */
struct store_selection {
	const char *label, *host, *device, *tool, *format;
	int64_t run;
	const char *const *tag_keys; /* n_tags key=value pairs, all must hold */
	const char *const *tag_values;
	size_t n_tags;
};

#define STORE_SELECTION_INIT                                                   \
	{                                                                      \
		0                                                              \
	}

/* A stored result read back with its run's context (borrowed, valid
 * during the callback only). */
struct store_row {
	int64_t run_id;
	int64_t result_id;
	const char *source; /* path as given at import; NULL for runner runs */
	const struct iodb_run *run;
	const struct iodb_result *res; /* percentiles and extras filled */
};

/* A run read back for listings. */
struct store_run_row {
	int64_t run_id;
	int64_t created_at;
	const char *source;
	const struct iodb_run *run;
	int64_t n_results;
};

/*
 * Call cb for every selected result, ordered by run then result id.  A
 * non-zero return from cb stops the walk and is returned.  0 or <0.
 */
int store_results_foreach(struct store *st, const struct store_selection *sel,
			  int (*cb)(void *arg, const struct store_row *row),
			  void *arg);

/* Call cb for every selected run, newest first. */
int store_runs_foreach(struct store *st, const struct store_selection *sel,
		       int (*cb)(void *arg, const struct store_run_row *row),
		       void *arg);

/*
 * A digest of every row of every table, for tests that check a failed
 * import changed nothing.  Writes 64 hex digits + NUL into out.
 */
int store_digest(struct store *st, char out[65]);

/* Rows in a table among a fixed list ("results", "runs", "sources",
 * "percentiles", ...); <0 for an unknown table. */
int64_t store_count(struct store *st, const char *table);

/*
 * A new random (version 4) UUID as 36 characters and a NUL into out:
 * the identity the store gives a run that has no source (`iodb run`).
 * 0, or a negative errno when no randomness was available.
 */
int store_uuid(char out[37]);

/*
 * The sqlite3 handle and the path of st, for store/ files only
 * (store/merge.c): nothing outside store/ includes <sqlite3.h>.
 */
void *store_sqlite(struct store *st);
const char *store_path(const struct store *st);

/* ---- links between runs: reruns and series (schema/004) ------------------ */

/* How a run relates to others; -1 where it does not. */
struct store_run_link {
	int64_t run_id;
	int64_t rerun_of;     /* the run this one re-measures */
	int64_t series;	      /* the series (the id of its first run) */
	int64_t series_index; /* 1-based place in the series */
};

#define STORE_RUN_LINK_INIT                                                    \
	{                                                                      \
		-1, -1, -1, -1                                                 \
	}

/*
 * Record l (l->run_id must be a stored run), replacing what was recorded
 * for that run.  Runs in its own unit when none is open.  Returns 0 or a
 * negative errno after the message.
 */
int store_run_link_set(struct store *st, const struct store_run_link *l);

/*
 * The link of run_id into *l: returns 1 when the run has one, 0 when not
 * (*l then says -1 everywhere but run_id), <0 on error.
 */
int store_run_link_get(struct store *st, int64_t run_id,
		       struct store_run_link *l);

/*
 * Call cb for every recorded link, by run id.  A non-zero return from cb
 * stops the walk and is returned.  0 or <0.
 */
int store_run_links_foreach(struct store *st,
			    int (*cb)(void *arg,
				      const struct store_run_link *l),
			    void *arg);

#endif
