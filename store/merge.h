/*
 * Merging another iodb database into this one (`iodb import OTHER.db`,
 * `iodb merge OTHER.db`): the runs, results, sources, tags and datasheet
 * figures of a database made on another host, copied without duplicates
 * and with their provenance.
 *
 * - The other file is only ever read.  A database of an older schema is
 *   copied to a temporary file and that copy is migrated; one of a newer
 *   schema is refused.
 * - Duplicates: a source whose SHA-256 is stored already is skipped with
 *   its runs; a run without a source (`iodb run`) is recognized by its
 *   UUID (runs stored before UUIDs existed get one derived from their
 *   content, the same in every database, so merging them twice adds
 *   nothing either); a datasheet figure equal in every column is kept
 *   once.
 * - Provenance: sources and runs copied keep their path, host, device,
 *   label, tags and times, and record in their `origin` column the
 *   database they came from (the first one, when they were merged
 *   before).
 * - Atomicity: each source (with its runs) and each sourceless run is
 *   one unit, as an import's sources are (store.h's units).
 */
#ifndef IODB_STORE_MERGE_H
#define IODB_STORE_MERGE_H

#include <stddef.h>

struct store;

struct store_merge_stats {
	unsigned sources, sources_seen; /* copied / already here */
	unsigned runs, runs_seen;	/* of either kind */
	unsigned results;		/* copied */
	unsigned specs, specs_seen;
};

/*
 * Merge the iodb database at path into st.  Fills *stats (zeroed
 * first).  Returns 0; -EINVAL after diag_error() when path is no iodb
 * database, is st's own file or has a newer schema; -EIO after
 * diag_error() on a database error (units merged before it stay).
 */
int store_merge(struct store *st, const char *path,
		struct store_merge_stats *stats);

/*
 * store_merge() of a database this process built aside for st's file
 * (store.c's STORE_BUILD), whose rows are st's own: they get no origin.
 */
int store_merge_built(struct store *st, const char *path,
		      struct store_merge_stats *stats);

/*
 * Whether the file at path starts with SQLite's header ("SQLite format
 * 3" and a NUL): 1 yes, 0 no (or unreadable: the caller's import says
 * why).
 */
int store_file_is_sqlite(const char *path);

#endif
