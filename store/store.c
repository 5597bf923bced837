/*
 * The SQLite store.  Every statement is prepared once per connection and
 * reused; input text only ever reaches SQLite through bound parameters.
 */
#include "store/store.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <pthread.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <cjson/cJSON.h>
#include <sqlite3.h>

#include "model/json_text.h"
#include "store/merge.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/diag.h"
#include "util/sha256.h"

extern const char *const schema_migrations[]; /* build/schema/schema.c */
extern const char schema_fresh[];	      /* build/schema/fresh.c */
extern const int schema_fresh_version;
/* the file a new database is with that schema (schema/squash.c) */
extern const unsigned schema_image_size, schema_image_n_runs;
extern const unsigned schema_image_runs[][2];
extern const unsigned char schema_image_bytes[];

enum stmt_id {
	S_BEGIN,
	S_COMMIT,
	S_ROLLBACK,
	S_SOURCE_FIND,
	S_SOURCE_ADD,
	S_HOST_FIND,
	S_HOST_ADD,
	S_DEVICE_FIND,
	S_DEVICE_ADD,
	S_RUN_ADD,
	S_TAG_ADD,
	S_RESULT_ADD,
	S_RUN_STATUS,
	S_TAG_MATCH,
	S_SHEET_FIND,
	S_SHEET_ADD,
	S_SPEC_ADD,
	S_LAYOUT_ADD,
	S_LAYOUT_GET,
	S_N
};

static const char *const stmt_sql[S_N] = {
    [S_BEGIN] = "BEGIN IMMEDIATE",
    [S_COMMIT] = "COMMIT",
    [S_ROLLBACK] = "ROLLBACK",
    [S_SOURCE_FIND] = "SELECT id FROM sources WHERE sha256 = ?1",
    /* one statement for the look-up and the insert of a new source (a
     * SELECT first cost a search of the sha256 index for every file) */
    [S_SOURCE_ADD] = "INSERT INTO sources (sha256, path, size, format, "
		     "imported_at) VALUES (?1, ?2, ?3, ?4, ?5) "
		     "ON CONFLICT (sha256) DO NOTHING",
    [S_HOST_FIND] = "SELECT id FROM hosts WHERE name = ?1",
    [S_HOST_ADD] = "INSERT INTO hosts (name, system_json) VALUES (?1, ?2)",
    [S_DEVICE_FIND] = "SELECT id FROM devices WHERE name = ?1",
    [S_DEVICE_ADD] = "INSERT INTO devices (name, model) VALUES (?1, ?2)",
    /* S_RUN_ADD, S_RESULT_ADD: built from model/'s fields (insert_sql) */
    [S_TAG_ADD] = "INSERT OR REPLACE INTO run_tags (run_id, key, value) "
		  "VALUES (?1, ?2, ?3)",
    [S_RUN_STATUS] = "UPDATE runs SET status = ?2 WHERE id = ?1",
    [S_SHEET_FIND] = "SELECT id FROM datasheets WHERE model = ?2 AND "
		     "vendor IS ?1",
    [S_SHEET_ADD] = "INSERT INTO datasheets (vendor, model, interface, "
		    "capacity_bytes, source) VALUES (?1, ?2, ?3, ?4, ?5)",
    [S_SPEC_ADD] = "INSERT INTO specs (datasheet_id, metric, value, "
		   "value_text, op, pattern, bs, iodepth, numjobs, source, "
		   "source_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, "
		   "?10, ?11)",
    [S_TAG_MATCH] = "SELECT 1 FROM run_tags WHERE run_id = ?1 AND "
		    "key = ?2 AND value = ?3",
    [S_LAYOUT_ADD] = "INSERT OR IGNORE INTO metric_layouts (key, layout) "
		     "VALUES (?1, ?2)",
    [S_LAYOUT_GET] = "SELECT layout FROM metric_layouts WHERE key = ?1",
};

#define UNIT_TABLES 8 /* the length of unit_tables[] */

struct store {
	sqlite3 *db;
	char *path;
	sqlite3_stmt *stmt[S_N];
	struct iodb_jbuf jb[5]; /* JSON texts of the result being added */
	char *insert_sql[2];	/* S_RUN_ADD, S_RESULT_ADD (insert_sql) */
	int in_tx;		/* inside a unit */
	int in_batch;		/* inside the outer transaction */
	int lost;	  /* the batch was rolled back: the next flush fails */
	unsigned batched; /* units ended since the outer began */
	struct timespec batch_start;
	/* the unit's writes, to take back: the first rowid it added to
	 * each table of unit_tables[], and the rows it changed in all */
	int64_t unit_first[UNIT_TABLES];
	int64_t unit_changes, unit_total0;
	struct checkpointer *ckpt; /* NULL until the first batch commits */
	/* the keys of metric_layouts rows this connection stored or found
	 * (model/json_text.h): forgotten when a batch is rolled back */
	uint64_t *lkeys;
	size_t n_lkeys, cap_lkeys, last_lkey;
	struct iodb_jbuf jl; /* a layout's text, or extras by unit */
	/* a new database built aside (STORE_BUILD): its file, until
	 * store_finish() moves it to path; NULL otherwise */
	char *tmp;
	int tmp_fd;
};

/*
 * Units and batches.  Each source is one unit: it lands whole or, rolled
 * back, leaves nothing.  A unit only adds rows (and updates its own), so
 * its rollback deletes what it added: every row with a rowid at or above
 * the first it added to that table (rowids grow inside the write
 * transaction).  A SAVEPOINT per unit did the same, but SQLite copies every
 * page a savepoint touches to a statement journal first: 16 KiB pages, a
 * fifth of all instructions of a fio terse import.  Should a unit's
 * writes not add up (a write not made through step_done()), the whole
 * batch is rolled back instead, and says so.
 * Units run inside an outer transaction committed every BATCH_UNITS units
 * or BATCH_NS, and at store_flush()/store_close(): committing each small
 * source on its own would rewrite the same B-tree pages to the WAL for
 * every file (measured: most of the import time).  A crash loses at most
 * the last batch, whole sources only: the database stays consistent, and
 * importing again adds what is missing.
 */
#define BATCH_UNITS 512
#define BATCH_NS    1000000000L

static int db_error(struct store *st, const char *what)
{
	diag_error("%s: %s: %s", st->path, what, sqlite3_errmsg(st->db));
	return -EIO;
}

/*
 * The INSERT of a run or a result: the store's own leading columns, then
 * every field of model/'s table (iodb_fields[]) that has a column in that
 * table, in table order - the order bind_fields() binds them in.  Built
 * once per connection; NULL when memory ran out.
 */
static const char *insert_sql(struct store *st, enum stmt_id id)
{
	static const char *const lead[2] = {
	    "source_id, host_id, device_id, created_at, uuid",
	    "run_id",
	};
	int k = id == S_RESULT_ADD, n = k ? 1 : 5;
	enum iodb_field_rec rec = k ? IODB_REC_RESULT : IODB_REC_RUN;
	struct strbuf sb = STRBUF_INIT;
	int bad;

	if (id != S_RUN_ADD && id != S_RESULT_ADD)
		return NULL;
	if (st->insert_sql[k])
		return st->insert_sql[k];
	bad = strbuf_addf(&sb, "INSERT INTO %s (%s", k ? "results" : "runs",
			  lead[k]);
	for (const struct iodb_field *f = iodb_fields; f->name; f++) {
		if (f->rec == rec && f->column) {
			bad |= strbuf_addf(&sb, ", %s", f->column);
			n++;
		}
	}
	bad |= strbuf_addstr(&sb, ") VALUES (?1");
	for (int i = 2; i <= n; i++)
		bad |= strbuf_addf(&sb, ", ?%d", i);
	bad |= strbuf_addstr(&sb, ")");
	if (bad) {
		strbuf_release(&sb);
		return NULL;
	}
	st->insert_sql[k] = strbuf_detach(&sb, NULL);
	return st->insert_sql[k];
}

static sqlite3_stmt *stmt(struct store *st, enum stmt_id id)
{
	sqlite3_stmt *s = st->stmt[id];

	if (!s) {
		const char *sql =
		    stmt_sql[id] ? stmt_sql[id] : insert_sql(st, id);

		if (!sql || sqlite3_prepare_v3(st->db, sql, -1,
					       SQLITE_PREPARE_PERSISTENT, &s,
					       NULL) != SQLITE_OK) {
			db_error(st, "cannot prepare a statement");
			return NULL;
		}
		st->stmt[id] = s;
	}
	sqlite3_reset(s);
	sqlite3_clear_bindings(s);
	return s;
}

/* Step a statement that returns no rows. */
/*
 * The tables a unit adds rows to, children first (the order its rollback
 * deletes in), with the statement that adds them.
 */
static const struct {
	enum stmt_id add;
	const char *del;
} unit_tables[] = {
    {S_TAG_ADD, "DELETE FROM run_tags WHERE rowid >= ?1"},
    {S_RESULT_ADD, "DELETE FROM results WHERE rowid >= ?1"},
    {S_SPEC_ADD, "DELETE FROM specs WHERE rowid >= ?1"},
    {S_RUN_ADD, "DELETE FROM runs WHERE rowid >= ?1"},
    {S_SHEET_ADD, "DELETE FROM datasheets WHERE rowid >= ?1"},
    {S_SOURCE_ADD, "DELETE FROM sources WHERE rowid >= ?1"},
    {S_DEVICE_ADD, "DELETE FROM devices WHERE rowid >= ?1"},
    {S_HOST_ADD, "DELETE FROM hosts WHERE rowid >= ?1"},
};

/* Step a statement that returns no rows; inside a unit, note its writes. */
static int step_done(struct store *st, sqlite3_stmt *s, const char *what)
{
	int rc = sqlite3_step(s);

	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return db_error(st, what);
	if (st->in_tx) {
		int changed = sqlite3_changes(st->db);

		st->unit_changes += changed;
		/* an insert that added nothing (ON CONFLICT DO NOTHING)
		 * leaves the last rowid of an earlier statement */
		for (size_t k = 0; changed && k < UNIT_TABLES; k++) {
			if (st->stmt[unit_tables[k].add] != s)
				continue;
			if (!st->unit_first[k])
				st->unit_first[k] =
				    sqlite3_last_insert_rowid(st->db);
			break;
		}
	}
	return 0;
}

static void bind_text(sqlite3_stmt *s, int i, const char *v)
{
	if (v)
		sqlite3_bind_text(s, i, v, -1, SQLITE_STATIC);
	else
		sqlite3_bind_null(s, i);
}

static void bind_int(sqlite3_stmt *s, int i, int64_t v)
{
	if (v < 0)
		sqlite3_bind_null(s, i);
	else
		sqlite3_bind_int64(s, i, v);
}

static int mkdirs_for(const char *path)
{
	char buf[4096];
	size_t n = strlen(path);

	if (n >= sizeof(buf))
		return -ENAMETOOLONG;
	memcpy(buf, path, n + 1);
	for (char *p = buf + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(buf, 0755) && errno != EEXIST)
			return -errno;
		*p = '/';
	}
	return 0;
}

const char *store_default_path(const char *given, char *buf, size_t n)
{
	const char *env = getenv("IODB_DB");
	const char *xdg = getenv("XDG_DATA_HOME");
	const char *home = getenv("HOME");

	if (given && *given)
		snprintf(buf, n, "%s", given);
	else if (env && *env)
		snprintf(buf, n, "%s", env);
	else if (xdg && *xdg)
		snprintf(buf, n, "%s/iodb/results.db", xdg);
	else
		snprintf(buf, n, "%s/.local/share/iodb/results.db",
			 home ? home : ".");
	return buf;
}

int store_schema_version(void)
{
	int n = 0;

	while (schema_migrations[n])
		n++;
	return n;
}

static int exec(struct store *st, const char *sql, const char *what)
{
	char *err = NULL;

	if (sqlite3_exec(st->db, sql, NULL, NULL, &err) != SQLITE_OK) {
		diag_error("%s: %s: %s", st->path, what,
			   err ? err : sqlite3_errmsg(st->db));
		sqlite3_free(err);
		return -EIO;
	}
	return 0;
}

/*
 * exec() for what SQLite does not wait for with its busy handler: turning
 * a new database to WAL needs it to itself for a moment, and a second
 * iodb creating the same database at the same time is told "database is
 * locked" at once (no busy handler: waiting could deadlock).  Tries again
 * every few milliseconds, for up to BUSY_MS in all.
 */
#define BUSY_MS 60000

static int exec_busy(struct store *st, const char *sql, const char *what)
{
	struct timespec pause = {0, 2000000}; /* 2 ms, growing to 50 ms */
	long waited_ms = 0;
	char *err = NULL;
	int rc;

	for (;;) {
		rc = sqlite3_exec(st->db, sql, NULL, NULL, &err);
		if ((rc & 0xff) != SQLITE_BUSY && (rc & 0xff) != SQLITE_LOCKED)
			break;
		if (waited_ms >= BUSY_MS)
			break;
		sqlite3_free(err);
		err = NULL;
		nanosleep(&pause, NULL);
		waited_ms += pause.tv_nsec / 1000000;
		if (pause.tv_nsec < 50000000)
			pause.tv_nsec += 4000000;
	}
	if (rc != SQLITE_OK) {
		diag_error("%s: %s: %s", st->path, what,
			   err ? err : sqlite3_errmsg(st->db));
		sqlite3_free(err);
		return -EIO;
	}
	return 0;
}

static int user_version(struct store *st, int *v)
{
	struct timespec pause = {0, 10000000};
	sqlite3_stmt *s = NULL;
	int rc;

	/* a database another iodb is creating may be locked for a moment
	 * (see exec_busy) */
	for (long waited = 0;; waited += 10) {
		rc = sqlite3_prepare_v2(st->db, "PRAGMA user_version", -1, &s,
					NULL);
		if (rc == SQLITE_OK)
			rc = sqlite3_step(s);
		if ((rc & 0xff) != SQLITE_BUSY || waited >= BUSY_MS)
			break;
		sqlite3_finalize(s);
		s = NULL;
		nanosleep(&pause, NULL);
	}
	*v = rc == SQLITE_ROW ? sqlite3_column_int(s, 0) : 0;
	sqlite3_finalize(s);
	return rc == SQLITE_ROW
		   ? 0
		   : db_error(st, "cannot read the schema version");
}

/* Apply migrations user_version+1 .. latest, each in its transaction. */
/* Whether the database holds no table, index, view or trigger yet. */
static int empty_schema(struct store *st)
{
	sqlite3_stmt *s;
	int empty = 0;

	if (sqlite3_prepare_v2(st->db, "SELECT 1 FROM sqlite_schema LIMIT 1",
			       -1, &s, NULL) != SQLITE_OK)
		return 0;
	empty = sqlite3_step(s) == SQLITE_DONE;
	sqlite3_finalize(s);
	return empty;
}

static int migrate(struct store *st, int readonly)
{
	int have, want = store_schema_version(), ret;
	char sql[64];

	ret = user_version(st, &have);
	if (ret)
		return ret;
	if (have == 0 && readonly) {
		/*
		 * Empty, or being created by another iodb right now: its
		 * schema and version land in one commit, which may have come
		 * between reading the version and looking at the schema (a
		 * reader then saw v0 with tables, "needs an upgrade").  Both
		 * are read again in one read transaction, one snapshot.
		 */
		int empty;

		ret = exec_busy(st, "BEGIN", "cannot read the schema");
		if (ret)
			return ret;
		ret = user_version(st, &have);
		empty = !ret && empty_schema(st);
		exec(st, "COMMIT", "cannot end reading the schema");
		if (ret)
			return ret;
		if (have == 0 && empty) {
			diag_error("%s: error: no database here yet (import "
				   "something first, or give --db)",
				   st->path);
			return -ENOENT;
		}
	}
	if (have < 0) {
		/* not ours: indexing the migrations by it would run whatever
		 * lies before the table as SQL */
		diag_error("%s: error: database schema version %d is not "
			   "one iodb writes; not an iodb database?",
			   st->path, have);
		return -EPROTO;
	}
	if (have > want) {
		diag_error("%s: error: database schema v%d is newer than "
			   "this iodb (v%d); upgrade iodb",
			   st->path, have, want);
		return -EPROTO;
	}
	if (have < want && readonly) {
		diag_error("%s: error: database schema v%d needs an upgrade "
			   "to v%d; run a writing command (e.g. 'iodb import') "
			   "first",
			   st->path, have, want);
		return -EPROTO;
	}
	if (have >= want)
		return 0;
	/*
	 * All pending migrations in one transaction: a new database costs
	 * one commit, not one per migration, and a database is either
	 * upgraded whole or left as it was.  The version is read again once
	 * the write lock is held: another iodb may have upgraded it since.
	 */
	ret = exec_busy(st, "BEGIN IMMEDIATE", "cannot begin a migration");
	if (ret)
		return ret;
	ret = user_version(st, &have);
	if (!ret && have == 0 && schema_fresh_version == want &&
	    empty_schema(st)) {
		/* a new database: the schema the migrations end with, at
		 * once (schema/squash.c) */
		ret = exec(st, schema_fresh, "cannot create the schema");
		have = want;
		if (!ret) {
			snprintf(sql, sizeof(sql), "PRAGMA user_version = %d",
				 want);
			ret = exec(st, sql, "cannot set the schema version");
		}
	}
	for (int v = have + 1; !ret && v <= want; v++)
		ret = exec(st, schema_migrations[v - 1],
			   "cannot apply a schema migration");
	if (!ret && have < want) {
		snprintf(sql, sizeof(sql), "PRAGMA user_version = %d", want);
		ret = exec(st, sql, "cannot set the schema version");
	}
	if (!ret)
		ret = exec(st, "COMMIT", "cannot commit a migration");
	if (ret) {
		if (!sqlite3_get_autocommit(st->db))
			exec(st, "ROLLBACK", "cannot roll back");
		return ret;
	}
	return 0;
}

/* The folder part of path ("." when none) into buf. */
static const char *dir_of(const char *path, char *buf, size_t n)
{
	const char *slash = strrchr(path, '/');

	if (!slash)
		snprintf(buf, n, ".");
	else if (slash == path)
		snprintf(buf, n, "/");
	else
		snprintf(buf, n, "%.*s", (int)(slash - path), path);
	return buf;
}

/* Whether path is the default database (XDG or home), whose folders iodb
 * creates; a path the user gave must be in a folder that exists. */
static int is_default_path(const char *path)
{
	const char *xdg = getenv("XDG_DATA_HOME");
	const char *home = getenv("HOME");
	char def[4096];

	if (xdg && *xdg)
		snprintf(def, sizeof(def), "%s/iodb/results.db", xdg);
	else
		snprintf(def, sizeof(def), "%s/.local/share/iodb/results.db",
			 home ? home : ".");
	return !strcmp(path, def);
}

/*
 * What is at path before SQLite sees it: a directory is no database; a
 * missing database is an error for reading; for writing its folder must
 * exist unless it is the default database's.  0 or <0 (reported).
 */
static int check_path(const char *path, int readonly)
{
	struct stat sb;
	char dir[4096];
	int ret;

	if (!stat(path, &sb)) {
		if (S_ISDIR(sb.st_mode)) {
			diag_error("%s: error: is a directory, not a database "
				   "file (give a file name, e.g. "
				   "%s/results.db)",
				   path, path);
			return -EISDIR;
		}
		return 0;
	}
	if (readonly) {
		diag_error("%s: error: no database here yet (import "
			   "something first, or give --db)",
			   path);
		return -ENOENT;
	}
	dir_of(path, dir, sizeof(dir));
	if (!stat(dir, &sb)) {
		if (S_ISDIR(sb.st_mode))
			return 0;
		diag_error("%s: error: '%s' is not a directory", path, dir);
		return -ENOTDIR;
	}
	if (!is_default_path(path)) {
		diag_error("%s: error: no directory '%s' (create it first, or "
			   "give another --db)",
			   path, dir);
		return -ENOENT;
	}
	ret = mkdirs_for(path);
	if (ret)
		diag_error("%s: error: cannot create its directory: %s", path,
			   strerror(-ret));
	return ret;
}

/* Whether path-SUFFIX exists with more than 0 bytes. */
static int side_file(const char *path, const char *suffix)
{
	char p[4200];
	struct stat sb;

	snprintf(p, sizeof(p), "%s%s", path, suffix);
	return !stat(p, &sb) && sb.st_size > 0;
}

/*
 * Open st->path for a reading command.  Where the database and its folder
 * are writable, read-write with query_only on: SQLite then removes the
 * -wal and -shm files it makes when the last connection closes (a
 * read-only connection leaves them behind).  Elsewhere read-only; a
 * database in WAL mode whose folder is read-only and that has no -shm
 * file cannot be read so, and is opened as immutable (nothing can be
 * writing to it) unless its -wal holds data.  0 or <0 (reported).
 */
static int open_readonly(struct store *st)
{
	char dir[4096];
	struct strbuf uri = STRBUF_INIT;
	int ret = 0;

	dir_of(st->path, dir, sizeof(dir));
	if (!access(st->path, W_OK) && !access(dir, W_OK)) {
		if (sqlite3_open_v2(st->path, &st->db,
				    SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_READWRITE,
				    NULL) != SQLITE_OK)
			return db_error(st, "cannot open the database");
		return exec(st, "PRAGMA query_only = ON",
			    "cannot open the database for reading");
	}
	if (sqlite3_open_v2(st->path, &st->db,
			    SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_READONLY,
			    NULL) != SQLITE_OK)
		return db_error(st, "cannot open the database");
	if (sqlite3_exec(st->db, "SELECT count(*) FROM sqlite_master", NULL,
			 NULL, NULL) == SQLITE_OK)
		return 0;
	if (side_file(st->path, "-wal")) {
		ret = db_error(st, "cannot read the database (its write-ahead "
				   "log needs a writable folder)");
		return ret;
	}
	sqlite3_close(st->db);
	st->db = NULL;
	/* a URI: every byte but unreserved ones percent-encoded */
	ret = strbuf_addstr(&uri, "file:");
	for (const unsigned char *c = (const unsigned char *)st->path;
	     !ret && *c; c++) {
		if (isalnum(*c) || strchr("/-._~", *c))
			ret = strbuf_addch(&uri, (char)*c);
		else
			ret = strbuf_addf(&uri, "%%%02X", *c);
	}
	if (!ret)
		ret = strbuf_addstr(&uri, "?immutable=1");
	if (ret) {
		strbuf_release(&uri);
		return -ENOMEM;
	}
	if (sqlite3_open_v2(uri.buf, &st->db,
			    SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_READONLY |
				SQLITE_OPEN_URI,
			    NULL) != SQLITE_OK)
		ret = db_error(st, "cannot open the database");
	strbuf_release(&uri);
	return ret;
}

/*
 * SQLite's process-wide settings, made before its first use (they cannot
 * be changed after): by the first store_open() of the process.
 *
 * - No memory statistics: with them, each of SQLite's mallocs and frees
 *   (this build has no lookaside: every value of every row is one) takes
 *   a mutex to count.
 * - For a bulk writer (STORE_BULK: an import), the page cache in one
 *   mapping filled in by one system call: the pages SQLite allocates for
 *   a database that grows were each faulted in on first use (512 faults
 *   a cache, 5% of the writer's time importing 2,000 small files).  Pages
 *   of other sizes, or more than it holds, come from malloc as before.
 *   Other commands store a few rows: 2.6 MB filled in would only delay
 *   them.
 */
#define PAGECACHE_PAGE	16384 /* the page size new databases get */
#define PAGECACHE_PAGES 160   /* SQLite's default cache is 2000 KiB */

static void sqlite_setup(int bulk)
{
	static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
	static int done;
	int hdr = 0;

	pthread_mutex_lock(&mu);
	if (done) {
		pthread_mutex_unlock(&mu);
		return;
	}
	done = 1;
	sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
	if (bulk &&
	    sqlite3_config(SQLITE_CONFIG_PCACHE_HDRSZ, &hdr) == SQLITE_OK) {
		int sz = (PAGECACHE_PAGE + hdr + 15) & ~15;
		size_t len = (size_t)sz * PAGECACHE_PAGES;
		void *mem =
		    mmap(NULL, len, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);

		/* the mapping lives as long as the process */
		if (mem != MAP_FAILED &&
		    sqlite3_config(SQLITE_CONFIG_PAGECACHE, mem, sz,
				   PAGECACHE_PAGES) != SQLITE_OK)
			munmap(mem, len);
	}
	pthread_mutex_unlock(&mu);
}

/*
 * A new database built aside (STORE_BUILD).  A first import into a
 * database that does not exist yet writes it to a file of its own in the
 * same folder, in rollback-journal mode with the journal in memory (a
 * unit or a batch still rolls back) and no syncs, locked exclusively
 * (nobody else knows the file): every page is written once, where a WAL
 * database writes it to the log and then to the file, with two syncs a
 * checkpoint and a 4.6 MB log to delete at the close for 2,000 small
 * files.  store_finish() turns it to WAL mode, syncs it once and moves it
 * to its name without replacing anything: renameat2(RENAME_NOREPLACE),
 * else link(2) and unlink(2).  Should the name be taken meanwhile
 * (another iodb created the database), or the file system move neither
 * way, the file is merged into the database at that name (store_merge:
 * its sources already there are skipped), then removed.  A crash loses
 * the whole import (nothing appears at the name; the next import adds
 * everything) and leaves the file behind; SIGINT, SIGTERM, SIGHUP and
 * SIGPIPE remove it first.
 */
static const int build_sigs[] = {SIGHUP, SIGINT, SIGTERM, SIGPIPE};
static struct sigaction build_old[4];
static char build_sig_tmp[4200];
static volatile sig_atomic_t build_armed;

static void build_on_signal(int sig)
{
	size_t i;

	if (build_armed)
		unlink(build_sig_tmp);
	for (i = 0; i < 4 && build_sigs[i] != sig; i++)
		;
	if (i < 4)
		sigaction(sig, &build_old[i], NULL);
	raise(sig);
}

/* Remove tmp when a signal ends the process (one file at a time). */
static int build_arm(const char *tmp)
{
	struct sigaction sa;

	if (build_armed || strlen(tmp) >= sizeof(build_sig_tmp))
		return 0;
	memcpy(build_sig_tmp, tmp, strlen(tmp) + 1);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = build_on_signal;
	sigemptyset(&sa.sa_mask);
	build_armed = 1;
	for (size_t i = 0; i < 4; i++) {
		sigaction(build_sigs[i], NULL, &build_old[i]);
		/* an ignored signal ends nothing */
		if (build_old[i].sa_handler != SIG_IGN)
			sigaction(build_sigs[i], &sa, NULL);
	}
	return 1;
}

static void build_disarm(const char *tmp)
{
	if (!build_armed || strcmp(tmp, build_sig_tmp))
		return;
	for (size_t i = 0; i < 4; i++)
		if (build_old[i].sa_handler != SIG_IGN)
			sigaction(build_sigs[i], &build_old[i], NULL);
	build_armed = 0;
}

/* Make st->tmp, a new empty file beside st->path.  0 or <0 (reported). */
static int build_create(struct store *st)
{
	size_t n = strlen(st->path) + 48;
	char dir[4096];

	st->tmp = malloc(n);
	if (!st->tmp)
		return -ENOMEM;
	for (int tries = 0; tries < 100; tries++) {
		uint32_t r;

		if (getrandom(&r, sizeof(r), GRND_NONBLOCK) != sizeof(r))
			r = (uint32_t)(tries * 2654435761u) ^ (uint32_t)time(0);
		snprintf(st->tmp, n, "%s.tmp-%ld-%08x", st->path,
			 (long)getpid(), (unsigned)r);
		/* 0644 less the umask: what SQLite creates a database with */
		st->tmp_fd =
		    open(st->tmp, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
		if (st->tmp_fd >= 0) {
			build_arm(st->tmp);
			return 0;
		}
		if (errno != EEXIST)
			break;
	}
	diag_error("%s: error: cannot create the database in '%s': %s",
		   st->path, dir_of(st->path, dir, sizeof(dir)),
		   strerror(errno));
	free(st->tmp);
	st->tmp = NULL;
	return -EACCES;
}

/*
 * The new, empty file built aside given the schema at once: the bytes of
 * a database made by the fresh schema (schema/squash.c: the same SQL in
 * the same SQLite, 16 KiB pages, version set), where migrate() would
 * have SQLite parse and make it (6M instructions, the longest part of
 * the open the first files wait for).  When the version is not the
 * current one, or a write fails, the file is left empty and migrate()
 * makes the schema as before.
 */
static int build_image(struct store *st)
{
	size_t at = 0;

	if (schema_fresh_version != store_schema_version() ||
	    ftruncate(st->tmp_fd, (off_t)schema_image_size))
		return 0;
	for (unsigned i = 0; i < schema_image_n_runs; i++) {
		size_t off = schema_image_runs[i][0],
		       len = schema_image_runs[i][1];

		while (len) {
			ssize_t k = pwrite(st->tmp_fd, schema_image_bytes + at,
					   len, (off_t)off);

			if (k <= 0) {
				if (k < 0 && errno == EINTR)
					continue;
				if (!ftruncate(st->tmp_fd, 0))
					return 0;
				diag_error("%s: error: cannot write the "
					   "database: %s",
					   st->path, strerror(errno));
				return -EIO;
			}
			at += (size_t)k;
			off += (size_t)k;
			len -= (size_t)k;
		}
	}
	return 0;
}

/* Remove the file built aside (after an error, or once moved). */
static void build_drop(struct store *st)
{
	if (!st->tmp)
		return;
	if (st->tmp_fd >= 0)
		close(st->tmp_fd);
	unlink(st->tmp);
	/* what a merge's reading of it may have left */
	for (int i = 0; i < 2; i++) {
		char side[4200];

		snprintf(side, sizeof(side), "%s%s", st->tmp,
			 i ? "-shm" : "-wal");
		unlink(side);
	}
	build_disarm(st->tmp);
	free(st->tmp);
	st->tmp = NULL;
	st->tmp_fd = -1;
}

static void sync_dir(const char *path)
{
	char dir[4096];
	int fd = open(dir_of(path, dir, sizeof(dir)),
		      O_RDONLY | O_DIRECTORY | O_CLOEXEC);

	if (fd < 0)
		return;
	fsync(fd); /* some file systems cannot: the name is there anyway */
	close(fd);
}

/* Move the closed, synced file built aside to its name, without
 * replacing anything.  0; 1 when the name is taken or the file system
 * moves it neither way; <0 (reported). */
static int build_move(struct store *st)
{
	if (!renameat2(AT_FDCWD, st->tmp, AT_FDCWD, st->path, RENAME_NOREPLACE))
		return 0;
	if (errno == EEXIST)
		return 1;
	if (!link(st->tmp, st->path)) {
		unlink(st->tmp);
		return 0;
	}
	return 1;
}

int store_open(const char *path, int flags, struct store **out)
{
	struct store *st = calloc(1, sizeof(*st));
	int readonly = flags & STORE_READONLY;
	int ret = 0, fresh = 0, missing = 0;
	struct stat sb;

	if (!st)
		return -ENOMEM;
	sqlite_setup(!readonly && (flags & STORE_BULK));
	st->path = strdup(path);
	if (!st->path) {
		ret = -ENOMEM;
		goto out;
	}
	ret = check_path(path, readonly);
	if (ret)
		goto out;
	st->tmp_fd = -1;
	if (!readonly) {
		missing = stat(path, &sb) && errno == ENOENT;
		fresh = missing || sb.st_size == 0;
	}
	if (missing && (flags & STORE_BUILD)) {
		ret = build_create(st);
		if (!ret)
			ret = build_image(st);
		if (!ret &&
		    sqlite3_open_v2(st->tmp, &st->db,
				    SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_READWRITE,
				    NULL) != SQLITE_OK)
			ret = db_error(st, "cannot open the database");
		/* see build_create(): one connection, its journal in
		 * memory, no syncs until store_finish() */
		if (!ret)
			ret = exec(st,
				   "PRAGMA locking_mode = EXCLUSIVE; "
				   "PRAGMA page_size = 16384; "
				   "PRAGMA journal_mode = MEMORY; "
				   "PRAGMA synchronous = OFF; "
				   "PRAGMA temp_store = MEMORY; "
				   "PRAGMA secure_delete = OFF; "
				   "PRAGMA foreign_keys = ON",
				   "cannot set the database up");
		if (!ret)
			ret = migrate(st, 0);
		goto out;
	}
	if (readonly)
		ret = open_readonly(st);
	else if (sqlite3_open_v2(path, &st->db,
				 /* one connection, one thread: no mutexes */
				 SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_READWRITE |
				     SQLITE_OPEN_CREATE,
				 NULL) != SQLITE_OK)
		ret = db_error(st, "cannot open the database");
	if (ret)
		goto out;
	/* another writer holds the lock for at most a batch (a second) or a
	 * migration: wait long rather than fail an import or lose a run */
	sqlite3_busy_timeout(st->db, BUSY_MS);
	sqlite3_extended_result_codes(st->db, 1);
	if (!readonly) {
		/*
		 * A new database gets 16 KiB pages (a no-op for an existing
		 * one): WAL frames and checkpoints write one page a call, and
		 * 600 fio text files took 4,352 writes with 4 KiB pages, 943
		 * with 16 KiB.
		 */
		ret = exec_busy(st, "PRAGMA page_size = 16384",
				"cannot set the page size");
		/*
		 * Turning a new, empty file into a WAL database is a small
		 * transaction in rollback-journal mode: four fsyncs (as long
		 * as an import of 600 small files) that protect nothing, the
		 * file holding no data yet; so are the two of the WAL's first
		 * write, the schema (a crash leaves an empty database, made
		 * again by the next open).  Synchronous writes start after
		 * the schema.  An existing file keeps them all.
		 */
		if (!ret && fresh)
			ret = exec(st, "PRAGMA synchronous = OFF",
				   "cannot set synchronous mode");
		if (!ret)
			ret = exec_busy(st, "PRAGMA journal_mode = WAL",
					"cannot set WAL mode");
		/* temporary B-trees (sorts, DISTINCT) without system calls */
		if (!ret)
			ret = exec(st, "PRAGMA temp_store = MEMORY",
				   "cannot keep temporary data in memory");
		/*
		 * Debian's SQLite is built with SECURE_DELETE: every B-tree
		 * page it lays out again is first zeroed whole (16 KiB), a
		 * tenth of the writer's time when importing small files.
		 * Zeroing protects deleted data, and an import deletes only
		 * the rows of a source it takes back: nothing secret.  What
		 * is stored, and the file format, are the same.
		 */
		if (!ret)
			ret = exec(st, "PRAGMA secure_delete = OFF",
				   "cannot set secure_delete");
		if (!ret && !fresh)
			ret = exec(st, "PRAGMA synchronous = NORMAL",
				   "cannot set synchronous mode");
		if (ret)
			goto out;
	}
	ret =
	    exec(st, "PRAGMA foreign_keys = ON", "cannot enable foreign keys");
	if (ret)
		goto out;
	ret = migrate(st, readonly);
	if (!ret && fresh)
		ret = exec(st, "PRAGMA synchronous = NORMAL",
			   "cannot set synchronous mode");
out:
	if (ret) {
		if (st->tmp) {
			/* nothing to keep: the file goes, not to its name */
			for (int i = 0; i < S_N; i++)
				sqlite3_finalize(st->stmt[i]);
			sqlite3_close(st->db);
			st->db = NULL;
			build_drop(st);
		}
		store_close(st);
		return ret;
	}
	*out = st;
	return 0;
}

static void checkpointer_stop(struct store *st);

/*
 * The database built aside, its connection closed: synced, then moved to
 * its name, or merged into the database another process made there
 * meanwhile.  0 or <0 (reported); the file is gone either way.
 */
static int build_finish(struct store *st, int ret,
			struct store_merge_stats *merged)
{
	struct store_merge_stats ms;
	struct store *other = NULL;

	if (!ret && fdatasync(st->tmp_fd)) {
		ret = -errno;
		diag_error("%s: error: cannot write the database: %s", st->path,
			   strerror(errno));
	}
	if (!ret)
		ret = build_move(st);
	if (ret == 0) {
		sync_dir(st->path);
		build_disarm(st->tmp);
		close(st->tmp_fd);
		st->tmp_fd = -1;
		free(st->tmp);
		st->tmp = NULL;
		return 0;
	}
	if (ret == 1) {
		/* created by someone else meanwhile: add to it */
		ret = store_open(st->path, 0, &other);
		if (!ret)
			ret = store_merge_built(other, st->tmp, &ms);
		if (!ret)
			ret = store_finish(other, NULL);
		else
			store_close(other);
		if (!ret && merged)
			*merged = ms;
		if (!ret)
			ret = 1;
	}
	if (ret < 0)
		diag_error("%s: error: nothing of this import was stored; "
			   "import again",
			   st->path);
	build_drop(st);
	return ret;
}

void store_close(struct store *st)
{
	store_finish(st, NULL);
}

int store_finish(struct store *st, struct store_merge_stats *merged)
{
	int ret = 0;

	if (!st)
		return 0;
	if (st->in_tx)
		store_rollback(st);
	store_flush(st);
	checkpointer_stop(st);
	for (int i = 0; i < S_N; i++)
		sqlite3_finalize(st->stmt[i]);
	/* a WAL database like every other (the file's header says so: no
	 * log is made until the next open) */
	if (st->tmp && st->db)
		ret = exec(st, "PRAGMA journal_mode = WAL",
			   "cannot set WAL mode");
	if (st->db && sqlite3_close(st->db) != SQLITE_OK && st->tmp)
		ret = db_error(st, "cannot close the database");
	st->db = NULL;
	if (st->tmp)
		ret = build_finish(st, ret, merged);
	for (int i = 0; i < 5; i++)
		iodb_jbuf_release(&st->jb[i]);
	iodb_jbuf_release(&st->jl);
	free(st->lkeys);
	free(st->insert_sql[0]);
	free(st->insert_sql[1]);
	free(st->path);
	free(st);
	return ret;
}

static int simple(struct store *st, enum stmt_id id, const char *what)
{
	sqlite3_stmt *s = stmt(st, id);

	if (!s)
		return -EIO;
	return step_done(st, s, what);
}

static long elapsed_ns(const struct timespec *since)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (now.tv_sec - since->tv_sec) * 1000000000L +
	       (now.tv_nsec - since->tv_nsec);
}

/*
 * The checkpointer: a thread with its own connection that copies the
 * WAL's committed pages into the database file (a PASSIVE checkpoint)
 * after each batch, while the writer goes on.  A checkpoint waits for two
 * fsyncs, the disk writing every page the import made: left to the
 * writer's own connection (SQLite's automatic checkpoint, and the one at
 * close), that wait came on top of the import, a fifth of importing
 * 2,000 small files.  It checkpoints again as soon as a batch committed
 * since its last checkpoint began (commits, and so checkpoints, come at
 * most as often as the pipeline waits for its readers): the checkpoint at
 * close then finds at most a batch left.  Waiting 100 ms between
 * checkpoints left most of a short import to the close (18 ms of 90 for
 * 2,000 fio terse files, 11 ms without the wait).
 */
struct checkpointer {
	pthread_t tid;
	pthread_mutex_t mu;
	pthread_cond_t cv;
	const char *path; /* the store's */
	sqlite3 *db;
	int kick, stop;
	int failed; /* its connection could not be opened */
};

/*
 * The checkpointer's connection, opened on its own thread: the writer
 * goes on storing meanwhile.  A connection checkpoints only once it has
 * opened the WAL, which its first read transaction does: PRAGMA
 * user_version reads the header alone, where another statement (PRAGMA
 * synchronous, say) first parsed the whole schema - 1.5 ms of the
 * writer's time for each import.  Its synchronous setting does not
 * matter: a checkpoint syncs the same way under NORMAL and FULL.
 */
static int checkpointer_open(struct checkpointer *c)
{
	if (sqlite3_open_v2(c->path, &c->db,
			    SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX,
			    NULL) == SQLITE_OK &&
	    sqlite3_exec(c->db, "PRAGMA user_version", NULL, NULL, NULL) ==
		SQLITE_OK)
		return 0;
	sqlite3_close(c->db);
	c->db = NULL;
	return -1;
}

static void *checkpointer_main(void *arg)
{
	struct checkpointer *c = arg;
	int failed;

	/* named for top -H and perf (at most 15 bytes) */
	pthread_setname_np(pthread_self(), "iodb-checkpoint");
	failed = checkpointer_open(c);
	pthread_mutex_lock(&c->mu);
	c->failed = failed;
	for (;;) {
		while (!c->kick && !c->stop)
			pthread_cond_wait(&c->cv, &c->mu);
		if (c->stop || c->failed)
			break;
		c->kick = 0;
		pthread_mutex_unlock(&c->mu);
		/* busy or failing: the next one, or the one at close, does
		 * it; nothing is lost either way */
		sqlite3_wal_checkpoint_v2(
		    c->db, NULL, SQLITE_CHECKPOINT_PASSIVE, NULL, NULL);
		pthread_mutex_lock(&c->mu);
	}
	pthread_mutex_unlock(&c->mu);
	return NULL;
}

/* Start the checkpointer of st (no error: without it the writer's own
 * checkpoints run as before). */
static void checkpointer_start(struct store *st)
{
	struct checkpointer *c = calloc(1, sizeof(*c));

	if (!c)
		return;
	pthread_mutex_init(&c->mu, NULL);
	pthread_cond_init(&c->cv, NULL);
	c->path = st->path;
	if (pthread_create(&c->tid, NULL, checkpointer_main, c)) {
		pthread_cond_destroy(&c->cv);
		pthread_mutex_destroy(&c->mu);
		free(c);
		return;
	}
	/* the checkpointer checkpoints: the writer no longer waits for it
	 * (given back at the next kick should its connection fail) */
	sqlite3_wal_autocheckpoint(st->db, 0);
	st->ckpt = c;
}

static void checkpointer_kick(struct store *st)
{
	int failed;

	if (!st->ckpt)
		checkpointer_start(st);
	if (!st->ckpt)
		return;
	pthread_mutex_lock(&st->ckpt->mu);
	failed = st->ckpt->failed;
	st->ckpt->kick = 1;
	pthread_cond_signal(&st->ckpt->cv);
	pthread_mutex_unlock(&st->ckpt->mu);
	if (failed) {
		/* no checkpointer after all: the writer checkpoints again,
		 * as SQLite does by default */
		checkpointer_stop(st);
		sqlite3_wal_autocheckpoint(st->db, 1000);
	}
}

static void checkpointer_stop(struct store *st)
{
	struct checkpointer *c = st->ckpt;

	if (!c)
		return;
	pthread_mutex_lock(&c->mu);
	c->stop = 1;
	pthread_cond_signal(&c->cv);
	pthread_mutex_unlock(&c->mu);
	pthread_join(c->tid, NULL);
	sqlite3_close(c->db); /* NULL when it failed to open */
	pthread_cond_destroy(&c->cv);
	pthread_mutex_destroy(&c->mu);
	free(c);
	st->ckpt = NULL;
}

/* ---- extras' layouts (metric_layouts, schema/007) ----------------- */

/* Forget the layout keys: the batch that stored some was rolled back. */
static void layouts_forget(struct store *st)
{
	st->n_lkeys = 0;
	st->last_lkey = 0;
}

static int layout_known(struct store *st, uint64_t key)
{
	if (st->last_lkey < st->n_lkeys && st->lkeys[st->last_lkey] == key)
		return 1;
	for (size_t i = 0; i < st->n_lkeys; i++) {
		if (st->lkeys[i] == key) {
			st->last_lkey = i;
			return 1;
		}
	}
	return 0;
}

/*
 * The layout of extras m[0..n) stored under the key their metrics_json
 * text (model/json_text.h) begins with: 0 when it is there (stored now or
 * before), 1 when another layout holds that key (the extras are then
 * stored with their names, iodb_metrics_by_unit()), <0 on error.
 */
static int layout_store(struct store *st, const char *text,
			const struct iodb_metric *m, size_t n)
{
	char hex[17];
	const char *layout;
	sqlite3_stmt *s;
	uint64_t key;
	int ret, same;

	memcpy(hex, text + 2, 16);
	hex[16] = '\0';
	key = 0;
	for (int i = 0; i < 16; i++) {
		char c = hex[i];

		key = key << 4 | (uint64_t)(c <= '9' ? c - '0' : c - 'a' + 10);
	}
	if (layout_known(st, key))
		return 0;
	layout = iodb_metrics_layout(&st->jl, m, n);
	if (!layout)
		return -ENOMEM;
	s = stmt(st, S_LAYOUT_ADD);
	if (!s)
		return -EIO;
	bind_text(s, 1, hex);
	bind_text(s, 2, layout);
	ret = step_done(st, s, "cannot store the layout of a result's extras");
	if (ret)
		return ret;
	if (!sqlite3_changes(st->db)) {
		/* there already: the same layout, or (a hash collision)
		 * another one */
		s = stmt(st, S_LAYOUT_GET);
		if (!s)
			return -EIO;
		bind_text(s, 1, hex);
		ret = sqlite3_step(s);
		same = ret == SQLITE_ROW &&
		       !strcmp((const char *)sqlite3_column_text(s, 0), layout);
		sqlite3_reset(s);
		if (ret != SQLITE_ROW)
			return db_error(st, "cannot read the layout of a "
					    "result's extras");
		if (!same)
			return 1;
	}
	if (ALLOC_GROW(st->lkeys, st->n_lkeys + 1, st->cap_lkeys))
		return 0; /* stored; only not remembered */
	st->last_lkey = st->n_lkeys;
	st->lkeys[st->n_lkeys++] = key;
	return 0;
}

/*
 * Whether the outer transaction is gone although we think it open: SQLite
 * rolls a whole transaction back by itself after some errors (disk full,
 * I/O error, out of memory).  Then there is nothing to commit or roll
 * back, and saying "no transaction is active" would only confuse.
 */
static int batch_lost(struct store *st)
{
	if (!st->in_batch || !sqlite3_get_autocommit(st->db))
		return 0;
	st->in_batch = 0;
	st->in_tx = 0;
	st->batched = 0;
	st->lost = 1;
	layouts_forget(st);
	return 1;
}

int store_flush(struct store *st)
{
	int ret;

	batch_lost(st);
	if (st->lost) {
		/* units ended since the last commit are gone: the error
		 * that rolled them back was reported */
		st->lost = 0;
		return -EIO;
	}
	if (!st->in_batch)
		return 0;
	ret = simple(st, S_COMMIT, "cannot commit");
	st->in_batch = 0;
	st->batched = 0;
	if (ret) {
		layouts_forget(st);
		if (!sqlite3_get_autocommit(st->db))
			simple(st, S_ROLLBACK, "cannot roll back");
	} else {
		if (!st->tmp)
			checkpointer_kick(st);
	}
	return ret;
}

int store_begin(struct store *st)
{
	int ret;

	if (st->in_tx)
		return -EBUSY;
	batch_lost(st);
	if (!st->in_batch) {
		ret = simple(st, S_BEGIN, "cannot begin a transaction");
		if (ret)
			return ret;
		st->in_batch = 1;
		st->batched = 0;
		clock_gettime(CLOCK_MONOTONIC, &st->batch_start);
	}
	memset(st->unit_first, 0, sizeof(st->unit_first));
	st->unit_changes = 0;
	st->unit_total0 = sqlite3_total_changes64(st->db);
	st->in_tx = 1;
	return 0;
}

int store_commit_unit(struct store *st)
{
	if (!st->in_tx)
		return -EINVAL;
	st->in_tx = 0;
	if (batch_lost(st))
		return -EIO;
	st->batched++;
	return 0;
}

int store_commit(struct store *st)
{
	int ret;

	ret = store_commit_unit(st);
	if (ret)
		return ret;
	if (st->batched >= BATCH_UNITS ||
	    elapsed_ns(&st->batch_start) >= BATCH_NS)
		ret = store_flush(st);
	return ret;
}

int store_rollback(struct store *st)
{
	int ret;

	if (!st->in_tx)
		return 0;
	if (batch_lost(st))
		return -EIO; /* SQLite rolled the batch back already */
	st->in_tx = 0;
	ret = sqlite3_total_changes64(st->db) - st->unit_total0 ==
		      st->unit_changes
		  ? 0
		  : -EPROTO;
	for (size_t k = 0; k < UNIT_TABLES && !ret; k++) {
		sqlite3_stmt *s;

		if (!st->unit_first[k])
			continue;
		if (sqlite3_prepare_v2(st->db, unit_tables[k].del, -1, &s,
				       NULL) != SQLITE_OK)
			return db_error(st, "cannot roll back");
		sqlite3_bind_int64(s, 1, st->unit_first[k]);
		ret = sqlite3_step(s) == SQLITE_DONE
			  ? 0
			  : db_error(st, "cannot roll back");
		sqlite3_finalize(s);
	}
	if (!ret)
		return 0;
	/* what the unit wrote cannot be told apart: the batch goes */
	if (st->batched)
		diag_error("%s: error: %u sources stored since the last commit "
			   "were rolled back with the failed one; import "
			   "them again",
			   st->path, st->batched);
	st->batched = 0;
	st->in_batch = 0;
	st->lost = 1;
	layouts_forget(st);
	if (!sqlite3_get_autocommit(st->db))
		simple(st, S_ROLLBACK, "cannot roll back");
	return -EIO;
}

int store_source_find(struct store *st, const char *sha256, int64_t *id)
{
	sqlite3_stmt *s = stmt(st, S_SOURCE_FIND);
	int rc;

	if (!s)
		return -EIO;
	bind_text(s, 1, sha256);
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW) {
		if (id)
			*id = sqlite3_column_int64(s, 0);
		sqlite3_reset(s);
		return 1;
	}
	sqlite3_reset(s);
	return rc == SQLITE_DONE ? 0 : db_error(st, "cannot look up a source");
}

int store_source_add(struct store *st, const char *path, const char *sha256,
		     int64_t size, const char *format, int64_t *id)
{
	sqlite3_stmt *s = stmt(st, S_SOURCE_ADD);
	int ret;

	if (!s)
		return -EIO;
	bind_text(s, 1, sha256);
	bind_text(s, 2, path);
	sqlite3_bind_int64(s, 3, size);
	bind_text(s, 4, format);
	sqlite3_bind_int64(s, 5, (int64_t)time(NULL));
	ret = step_done(st, s, "cannot add a source");
	if (ret)
		return ret;
	if (!sqlite3_changes(st->db)) {
		/* stored already: its id */
		ret = store_source_find(st, sha256, id);
		return ret ? ret : -EIO;
	}
	if (id)
		*id = sqlite3_last_insert_rowid(st->db);
	return 0;
}

/* The id of the host/device called name, created when new; 0 for NULL. */
static int named_id(struct store *st, enum stmt_id find, enum stmt_id add,
		    const char *name, const char *extra, int64_t *id)
{
	sqlite3_stmt *s;
	int rc;

	*id = 0;
	if (!name)
		return 0;
	s = stmt(st, find);
	if (!s)
		return -EIO;
	bind_text(s, 1, name);
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW) {
		*id = sqlite3_column_int64(s, 0);
		sqlite3_reset(s);
		return 0;
	}
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return db_error(st, "cannot look up a host or device");
	s = stmt(st, add);
	if (!s)
		return -EIO;
	bind_text(s, 1, name);
	bind_text(s, 2, extra);
	rc = step_done(st, s, "cannot add a host or device");
	if (!rc)
		*id = sqlite3_last_insert_rowid(st->db);
	return rc;
}

/*
 * Bind every field of rec that has a column (model/'s iodb_fields[]) from
 * run or r, as parameters first, first + 1, ... in insert_sql()'s order.
 * Arrays become compact JSON texts in st->jb.  0, or -ENOMEM.
 */
static int bind_fields(struct store *st, sqlite3_stmt *s, int first,
		       enum iodb_field_rec rec, const struct iodb_run *run,
		       const struct iodb_result *r)
{
	int i = first;
	size_t nj = 0;

	for (const struct iodb_field *f = iodb_fields; f->name; f++) {
		struct iodb_value v;

		if (f->rec != rec || !f->column)
			continue;
		if (f->kind >= IODB_FIELD_PCTS) {
			/* made ahead on a reader thread, or here */
			const char *const *made = rec == IODB_REC_RUN
						      ? run->field_json
						      : r->field_json;

			const char *t =
			    made ? made[nj]
				 : iodb_json_field(&st->jb[nj], f, run, r);

			nj++;
			if (t && f->kind == IODB_FIELD_METRICS && t[1] == '"') {
				/* values under their layout's key */
				const struct iodb_metric *m =
				    run ? run->extras : r->extras;
				size_t nm = run ? run->n_extras : r->n_extras;
				int ret = layout_store(st, t, m, nm);

				if (ret < 0)
					return ret;
				if (ret)
					t = iodb_metrics_by_unit(&st->jl, m,
								 nm);
			}
			bind_text(s, i++, t);
			continue;
		}
		v = iodb_field_value(f, run, r);
		switch (v.type) {
		case IODB_VALUE_STR: bind_text(s, i, v.s); break;
		case IODB_VALUE_INT:
		case IODB_VALUE_BOOL: sqlite3_bind_int64(s, i, v.i); break;
		case IODB_VALUE_DBL: sqlite3_bind_double(s, i, v.d); break;
		default:
			/* NULL: stmt() cleared every binding */
			if (f->flags & IODB_FIELD_NOT_NULL)
				bind_text(s, i, "unknown");
			break;
		}
		i++;
	}
	for (size_t k = 0; k < nj; k++) {
		if (st->jb[k].oom) {
			st->jb[k].oom = 0;
			sqlite3_reset(s);
			return -ENOMEM;
		}
	}
	return 0;
}

int store_uuid(char out[37])
{
	unsigned char b[16];
	ssize_t got = getrandom(b, sizeof(b), 0);

	if (got != (ssize_t)sizeof(b))
		return got < 0 ? -errno : -EIO;
	b[6] = (unsigned char)((b[6] & 0x0f) | 0x40); /* version 4 */
	b[8] = (unsigned char)((b[8] & 0x3f) | 0x80); /* RFC 4122 variant */
	for (int i = 0, o = 0; i < 16; i++) {
		if (i == 4 || i == 6 || i == 8 || i == 10)
			out[o++] = '-';
		snprintf(out + o, 3, "%02x", b[i]);
		o += 2;
	}
	return 0;
}

void *store_sqlite(struct store *st)
{
	return st->db;
}

const char *store_path(const struct store *st)
{
	return st->path;
}

int store_run_add(struct store *st, int64_t source_id,
		  const struct iodb_run *run, int64_t *id)
{
	int64_t host_id, device_id, run_id;
	char uuid[37];
	sqlite3_stmt *s;
	int ret;

	ret = named_id(st, S_HOST_FIND, S_HOST_ADD, run->host, run->system_json,
		       &host_id);
	if (!ret)
		ret = named_id(st, S_DEVICE_FIND, S_DEVICE_ADD, run->device,
			       run->device_model, &device_id);
	if (ret)
		return ret;
	s = stmt(st, S_RUN_ADD);
	if (!s)
		return -EIO;
	bind_int(s, 1, source_id > 0 ? source_id : -1);
	bind_int(s, 2, host_id > 0 ? host_id : -1);
	bind_int(s, 3, device_id > 0 ? device_id : -1);
	sqlite3_bind_int64(s, 4, (int64_t)time(NULL));
	/* a run with no source (`iodb run`) gets its identity (merge.c) */
	if (source_id <= 0) {
		ret = store_uuid(uuid);
		if (ret)
			return ret;
		bind_text(s, 5, uuid);
	}
	ret = bind_fields(st, s, 6, IODB_REC_RUN, run, NULL);
	if (ret)
		return ret;
	ret = step_done(st, s, "cannot add a run");
	if (ret)
		return ret;
	run_id = sqlite3_last_insert_rowid(st->db);
	if (id)
		*id = run_id;
	return 0;
}

int store_tag_add(struct store *st, int64_t run_id, const char *key,
		  const char *value)
{
	sqlite3_stmt *s = stmt(st, S_TAG_ADD);

	if (!s)
		return -EIO;
	sqlite3_bind_int64(s, 1, run_id);
	bind_text(s, 2, key);
	bind_text(s, 3, value);
	return step_done(st, s, "cannot tag a run");
}

int store_run_set_status(struct store *st, int64_t run_id, const char *status)
{
	sqlite3_stmt *s = stmt(st, S_RUN_STATUS);

	if (!s)
		return -EIO;
	sqlite3_bind_int64(s, 1, run_id);
	bind_text(s, 2, status);
	return step_done(st, s, "cannot set a run's status");
}

int store_result_add(struct store *st, int64_t run_id,
		     const struct iodb_result *r, int64_t *id)
{
	sqlite3_stmt *s = stmt(st, S_RESULT_ADD);
	int ret;

	if (!s)
		return -EIO;
	sqlite3_bind_int64(s, 1, run_id);
	ret = bind_fields(st, s, 2, IODB_REC_RESULT, NULL, r);
	if (ret)
		return ret;
	ret = step_done(st, s, "cannot add a result");
	if (!ret && id)
		*id = sqlite3_last_insert_rowid(st->db);
	return ret;
}

/* The selection as bound parameters ?1..?6 of a fixed WHERE clause. */
#define SEL_WHERE                                                              \
	" WHERE (?1 IS NULL OR u.label = ?1) AND (?2 IS NULL OR h.name = ?2)"  \
	" AND (?3 IS NULL OR d.name = ?3) AND (?4 IS NULL OR u.tool = ?4)"     \
	" AND (?5 IS NULL OR u.format = ?5) AND (?6 IS NULL OR u.id = ?6)"

#define RUN_COLS                                                               \
	"u.id, u.created_at, s.path, u.format, u.tool, u.tool_version, "       \
	"u.label, h.name, d.name, d.model, u.command, u.options_json, "        \
	"u.system_json, u.status, u.timestamp, u.line_from, u.line_to"

#define RUN_JOINS                                                              \
	" FROM runs u LEFT JOIN sources s ON s.id = u.source_id"               \
	" LEFT JOIN hosts h ON h.id = u.host_id"                               \
	" LEFT JOIN devices d ON d.id = u.device_id"

static void bind_selection(sqlite3_stmt *s, const struct store_selection *sel)
{
	bind_text(s, 1, sel ? sel->label : NULL);
	bind_text(s, 2, sel ? sel->host : NULL);
	bind_text(s, 3, sel ? sel->device : NULL);
	bind_text(s, 4, sel ? sel->tool : NULL);
	bind_text(s, 5, sel ? sel->format : NULL);
	bind_int(s, 6, sel && sel->run > 0 ? sel->run : -1);
}

static const char *col_text(sqlite3_stmt *s, int i)
{
	return (const char *)sqlite3_column_text(s, i);
}

static double col_dbl(sqlite3_stmt *s, int i)
{
	return sqlite3_column_type(s, i) == SQLITE_NULL
		   ? NAN
		   : sqlite3_column_double(s, i);
}

static int64_t col_int(sqlite3_stmt *s, int i)
{
	return sqlite3_column_type(s, i) == SQLITE_NULL
		   ? -1
		   : sqlite3_column_int64(s, i);
}

/* Fill run from RUN_COLS starting at column 0; returns the run id. */
static int64_t read_run(sqlite3_stmt *s, struct iodb_run *run,
			int64_t *created_at, const char **source)
{
	*run = (struct iodb_run)IODB_RUN_INIT;
	*created_at = col_int(s, 1);
	*source = col_text(s, 2);
	run->format = col_text(s, 3);
	run->tool = col_text(s, 4);
	run->tool_version = col_text(s, 5);
	run->label = col_text(s, 6);
	run->host = col_text(s, 7);
	run->device = col_text(s, 8);
	run->device_model = col_text(s, 9);
	run->command = col_text(s, 10);
	run->options_json = col_text(s, 11);
	run->system_json = col_text(s, 12);
	run->status = col_text(s, 13);
	run->timestamp = col_int(s, 14);
	run->line_from = (long)(col_int(s, 15) > 0 ? col_int(s, 15) : 0);
	run->line_to = (long)(col_int(s, 16) > 0 ? col_int(s, 16) : 0);
	return sqlite3_column_int64(s, 0);
}

static int tags_match(struct store *st, int64_t run_id,
		      const struct store_selection *sel, int *match)
{
	*match = 1;
	for (size_t i = 0; sel && i < sel->n_tags && *match; i++) {
		sqlite3_stmt *s = stmt(st, S_TAG_MATCH);
		int rc;

		if (!s)
			return -EIO;
		sqlite3_bind_int64(s, 1, run_id);
		bind_text(s, 2, sel->tag_keys[i]);
		bind_text(s, 3, sel->tag_values[i]);
		rc = sqlite3_step(s);
		sqlite3_reset(s);
		if (rc != SQLITE_ROW && rc != SQLITE_DONE)
			return db_error(st, "cannot read tags");
		*match = rc == SQLITE_ROW;
	}
	return 0;
}

/* Arrays of one result read back from its JSON columns. */
struct side {
	struct iodb_pct *pct;
	size_t cap_pct;
	struct iodb_bin *bins;
	size_t cap_bins;
	struct iodb_point *pts;
	size_t cap_pts;
	struct iodb_metric *m;
	size_t cap_m;
	cJSON *metrics; /* owns the names and units m[] points into */
	/* the layouts read (schema/007), owning the names and units of
	 * extras stored by their values */
	struct side_layout {
		char key[17];
		cJSON *layout;
	} * lay;
	size_t n_lay, cap_lay;
};

static void side_free(struct side *sd)
{
	free(sd->pct);
	free(sd->bins);
	free(sd->pts);
	free(sd->m);
	cJSON_Delete(sd->metrics);
	for (size_t i = 0; i < sd->n_lay; i++)
		cJSON_Delete(sd->lay[i].layout);
	free(sd->lay);
}

static double jnum(const cJSON *j)
{
	return cJSON_IsNumber(j) ? j->valuedouble : NAN;
}

/* {"pct": ns} text into pct[off..]; returns how many, or -ENOMEM. */
static int load_pcts(struct side *sd, size_t off, const char *text)
{
	cJSON *o = text ? cJSON_Parse(text) : NULL, *e;
	int n = 0;

	cJSON_ArrayForEach (e, o) {
		if (ALLOC_GROW(sd->pct, off + n + 1, sd->cap_pct)) {
			cJSON_Delete(o);
			return -ENOMEM;
		}
		sd->pct[off + n].pct = strtod(e->string, NULL);
		sd->pct[off + n].ns = jnum(e);
		n++;
	}
	cJSON_Delete(o);
	return n;
}

/*
 * The layout (schema/007) whose key is the string key: read once from the
 * database and kept in sd; NULL when it is not there (said once).
 */
static const cJSON *side_layout(struct store *st, struct side *sd,
				const cJSON *key)
{
	const char *k = cJSON_GetStringValue(key);
	struct side_layout *l;
	sqlite3_stmt *s;

	if (!k || strlen(k) != 16)
		return NULL;
	for (size_t i = 0; i < sd->n_lay; i++)
		if (!strcmp(sd->lay[i].key, k))
			return sd->lay[i].layout;
	if (ALLOC_GROW(sd->lay, sd->n_lay + 1, sd->cap_lay))
		return NULL;
	l = &sd->lay[sd->n_lay++];
	memcpy(l->key, k, 17);
	l->layout = NULL;
	s = stmt(st, S_LAYOUT_GET);
	if (s) {
		bind_text(s, 1, k);
		if (sqlite3_step(s) == SQLITE_ROW)
			l->layout = cJSON_Parse(
			    (const char *)sqlite3_column_text(s, 0));
		sqlite3_reset(s);
	}
	if (!l->layout)
		diag_error("%s: error: the names of some results' extra "
			   "figures (layout %s) are missing; those figures "
			   "are left out",
			   st->path, k);
	return l->layout;
}

/* Fill r's percentiles, bins, series and extras from columns c..c+4. */
static int load_side(struct store *st, sqlite3_stmt *s, int c, struct side *sd,
		     struct iodb_result *r)
{
	cJSON *a, *e;
	int n1, n2;
	size_t n;

	n1 = load_pcts(sd, 0, col_text(s, c));
	n2 = n1 < 0 ? n1 : load_pcts(sd, (size_t)n1, col_text(s, c + 1));
	if (n2 < 0)
		return -ENOMEM;
	r->clat_pct = sd->pct;
	r->n_clat_pct = (size_t)n1;
	r->lat_pct = sd->pct + n1;
	r->n_lat_pct = (size_t)n2;

	a = col_text(s, c + 2) ? cJSON_Parse(col_text(s, c + 2)) : NULL;
	n = 0;
	cJSON_ArrayForEach (e, a) {
		if (ALLOC_GROW(sd->bins, n + 1, sd->cap_bins))
			break;
		sd->bins[n].ns = jnum(cJSON_GetArrayItem(e, 0));
		sd->bins[n++].count = (uint64_t)jnum(cJSON_GetArrayItem(e, 1));
	}
	cJSON_Delete(a);
	r->clat_bins = sd->bins;
	r->n_clat_bins = n;

	a = col_text(s, c + 3) ? cJSON_Parse(col_text(s, c + 3)) : NULL;
	n = 0;
	cJSON_ArrayForEach (e, a) {
		if (ALLOC_GROW(sd->pts, n + 1, sd->cap_pts))
			break;
		sd->pts[n].t_s = jnum(cJSON_GetArrayItem(e, 0));
		sd->pts[n].iops = jnum(cJSON_GetArrayItem(e, 1));
		sd->pts[n++].bw_bytes = jnum(cJSON_GetArrayItem(e, 2));
	}
	cJSON_Delete(a);
	r->series = sd->pts;
	r->n_series = n;

	cJSON_Delete(sd->metrics);
	sd->metrics =
	    col_text(s, c + 4) ? cJSON_Parse(col_text(s, c + 4)) : NULL;
	n = 0;
	if (cJSON_IsString(cJSON_GetArrayItem(sd->metrics, 0))) {
		/* ["KEY", [value, ...], ...] (model/json_text.h) */
		const cJSON *lay = side_layout(st, sd, sd->metrics->child),
			    *run = lay ? lay->child : NULL, *vals;

		for (vals = sd->metrics->child->next; vals && run;
		     vals = vals->next, run = run->next) {
			const char *unit =
			    cJSON_GetStringValue(cJSON_GetArrayItem(run, 0));
			const cJSON *nm =
					cJSON_GetArrayItem(run, 1)
					    ? cJSON_GetArrayItem(run, 1)->child
					    : NULL,
				    *v = vals->child;

			for (; nm && v; nm = nm->next, v = v->next) {
				if (!cJSON_IsString(nm))
					continue;
				if (ALLOC_GROW(sd->m, n + 1, sd->cap_m))
					return -ENOMEM;
				sd->m[n].name = nm->valuestring;
				sd->m[n].value = jnum(v);
				sd->m[n++].unit = unit;
			}
		}
		r->extras = sd->m;
		r->n_extras = n;
		return 0;
	}
	cJSON_ArrayForEach (e, sd->metrics) {
		/* [unit, {"name": value, ...}] (iodb_metrics_by_unit) */
		const char *unit =
		    cJSON_GetStringValue(cJSON_GetArrayItem(e, 0));
		const cJSON *v;

		cJSON_ArrayForEach (v, cJSON_GetArrayItem(e, 1)) {
			if (!v->string)
				continue;
			if (ALLOC_GROW(sd->m, n + 1, sd->cap_m))
				return -ENOMEM;
			sd->m[n].name = v->string;
			sd->m[n].value = jnum(v);
			sd->m[n++].unit = unit;
		}
	}
	r->extras = sd->m;
	r->n_extras = n;
	return 0;
}

/* Column i of s as a field of kind k reads it (see iodb_field_set). */
static struct iodb_value col_value(sqlite3_stmt *s, int i,
				   enum iodb_field_kind k)
{
	struct iodb_value v = {IODB_VALUE_NULL, NULL, 0, 0};

	if (sqlite3_column_type(s, i) == SQLITE_NULL)
		return v;
	if (k == IODB_FIELD_STR || k == IODB_FIELD_OP ||
	    k == IODB_FIELD_PATTERN) {
		v.type = IODB_VALUE_STR;
		v.s = col_text(s, i);
	} else if (k == IODB_FIELD_DBL) {
		v.type = IODB_VALUE_DBL;
		v.d = sqlite3_column_double(s, i);
	} else {
		v.type = IODB_VALUE_INT;
		v.i = sqlite3_column_int64(s, i);
		v.d = (double)v.i;
	}
	return v;
}

/*
 * The result query: the run's columns, the result's id, every scalar
 * field of a result that has a column (model/'s iodb_fields[], in table
 * order), then the five JSON columns load_side() reads.  Caller frees.
 */
static char *results_sql(void)
{
	struct strbuf sb = STRBUF_INIT;
	int bad = strbuf_addstr(&sb, "SELECT " RUN_COLS ", r.id");

	for (const struct iodb_field *f = iodb_fields; f->name; f++)
		if (f->rec == IODB_REC_RESULT && f->column &&
		    f->kind < IODB_FIELD_PCTS)
			bad |= strbuf_addf(&sb, ", r.%s", f->column);
	bad |= strbuf_addstr(&sb, ", r.clat_pct_json, r.lat_pct_json, "
				  "r.clat_bins_json, r.series_json, "
				  "r.metrics_json" RUN_JOINS
				  " JOIN results r ON r.run_id = u.id" SEL_WHERE
				  " ORDER BY u.id, r.id");
	if (bad) {
		strbuf_release(&sb);
		return NULL;
	}
	return strbuf_detach(&sb, NULL);
}

int store_results_foreach(struct store *st, const struct store_selection *sel,
			  int (*cb)(void *arg, const struct store_row *row),
			  void *arg)
{
	char *sql = results_sql();
	sqlite3_stmt *s = NULL;
	struct side sd = {0};
	int64_t last_run = -1;
	int match = 1, rc, ret = 0;

	if (!sql)
		return -ENOMEM;
	rc = sqlite3_prepare_v2(st->db, sql, -1, &s, NULL);
	free(sql);
	if (rc != SQLITE_OK)
		return db_error(st, "cannot prepare the result query");
	bind_selection(s, sel);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		struct iodb_run run;
		struct iodb_result r = IODB_RESULT_INIT;
		struct store_row row;
		int64_t created;
		int c = 17;

		row.run_id = read_run(s, &run, &created, &row.source);
		if (row.run_id != last_run) {
			ret = tags_match(st, row.run_id, sel, &match);
			if (ret)
				break;
			last_run = row.run_id;
		}
		if (!match)
			continue;
		row.result_id = sqlite3_column_int64(s, c++);
		for (const struct iodb_field *f = iodb_fields; f->name; f++) {
			struct iodb_value v;

			if (f->rec != IODB_REC_RESULT || !f->column ||
			    f->kind >= IODB_FIELD_PCTS)
				continue;
			v = col_value(s, c++, f->kind);
			iodb_field_set(f, NULL, &r, &v);
		}
		ret = load_side(st, s, c, &sd, &r);
		if (ret)
			break;
		row.run = &run;
		row.res = &r;
		ret = cb(arg, &row);
		if (ret)
			break;
	}
	if (!ret && rc != SQLITE_DONE && rc != SQLITE_ROW)
		ret = db_error(st, "cannot read results");
	sqlite3_finalize(s);
	side_free(&sd);
	return ret;
}

int store_runs_foreach(struct store *st, const struct store_selection *sel,
		       int (*cb)(void *arg, const struct store_run_row *row),
		       void *arg)
{
	static const char sql[] =
	    "SELECT " RUN_COLS ", (SELECT count(*) FROM results r WHERE "
	    "r.run_id = u.id)" RUN_JOINS SEL_WHERE " ORDER BY u.id DESC";
	sqlite3_stmt *s = NULL;
	int rc, ret = 0;

	if (sqlite3_prepare_v2(st->db, sql, -1, &s, NULL) != SQLITE_OK)
		return db_error(st, "cannot prepare the run query");
	bind_selection(s, sel);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		struct iodb_run run;
		struct store_run_row row;
		int match;

		row.run_id = read_run(s, &run, &row.created_at, &row.source);
		ret = tags_match(st, row.run_id, sel, &match);
		if (ret)
			break;
		if (!match)
			continue;
		row.run = &run;
		row.n_results = sqlite3_column_int64(s, 17);
		ret = cb(arg, &row);
		if (ret)
			break;
	}
	if (!ret && rc != SQLITE_DONE && rc != SQLITE_ROW)
		ret = db_error(st, "cannot read runs");
	sqlite3_finalize(s);
	return ret;
}

/* tables and views store_count() answers for */
static const char *const all_tables[] = {
    "sources",	      "hosts",	     "devices",	       "runs",
    "run_tags",	      "run_metrics", "results",	       "percentiles",
    "histogram_bins", "series",	     "result_metrics", "datasheets",
    "specs",	      NULL,
};

int64_t store_count(struct store *st, const char *table)
{
	/* only names from the fixed list reach SQL */
	static const char *const sql[] = {
	    "SELECT count(*) FROM sources",
	    "SELECT count(*) FROM hosts",
	    "SELECT count(*) FROM devices",
	    "SELECT count(*) FROM runs",
	    "SELECT count(*) FROM run_tags",
	    "SELECT count(*) FROM run_metrics",
	    "SELECT count(*) FROM results",
	    "SELECT count(*) FROM percentiles",
	    "SELECT count(*) FROM histogram_bins",
	    "SELECT count(*) FROM series",
	    "SELECT count(*) FROM result_metrics",
	    "SELECT count(*) FROM datasheets",
	    "SELECT count(*) FROM specs",
	};
	sqlite3_stmt *s = NULL;
	int64_t n = -EINVAL;

	for (size_t i = 0; all_tables[i]; i++) {
		if (strcmp(all_tables[i], table))
			continue;
		if (sqlite3_prepare_v2(st->db, sql[i], -1, &s, NULL) ==
			SQLITE_OK &&
		    sqlite3_step(s) == SQLITE_ROW)
			n = sqlite3_column_int64(s, 0);
		else
			n = db_error(st, "cannot count rows");
		sqlite3_finalize(s);
		break;
	}
	return n;
}

int store_digest(struct store *st, char out[65])
{
	static const char *const sql[] = {
	    "SELECT * FROM sources ORDER BY rowid",
	    "SELECT * FROM hosts ORDER BY rowid",
	    "SELECT * FROM devices ORDER BY rowid",
	    "SELECT * FROM runs ORDER BY rowid",
	    "SELECT * FROM run_tags ORDER BY rowid",
	    "SELECT * FROM results ORDER BY rowid",
	    "SELECT * FROM datasheets ORDER BY rowid",
	    "SELECT * FROM specs ORDER BY rowid",
	};
	struct util_sha256 md;
	int ret = 0;

	util_sha256_init(&md);
	for (size_t i = 0; !ret && i < sizeof(sql) / sizeof(sql[0]); i++) {
		sqlite3_stmt *s = NULL;

		if (sqlite3_prepare_v2(st->db, sql[i], -1, &s, NULL)) {
			ret = db_error(st, "cannot digest");
			break;
		}
		util_sha256_update(&md, sql[i], strlen(sql[i]));
		while (sqlite3_step(s) == SQLITE_ROW) {
			for (int c = 0; c < sqlite3_column_count(s); c++) {
				const unsigned char *t =
				    sqlite3_column_text(s, c);
				int n = sqlite3_column_bytes(s, c);

				util_sha256_update(
				    &md, t ? (const void *)t : "", (size_t)n);
				util_sha256_update(&md, t ? "\x1f" : "\x1e", 1);
			}
			util_sha256_update(&md, "\n", 1);
		}
		sqlite3_finalize(s);
	}
	util_sha256_hex(&md, out);
	return ret;
}

int store_spec_add(struct store *st, int64_t source_id,
		   const struct iodb_spec *sp, int64_t *id)
{
	sqlite3_stmt *s = stmt(st, S_SHEET_FIND);
	int64_t sheet = 0;
	int rc, ret;

	if (!s)
		return -EIO;
	if (!sp->model || !sp->metric || isnan(sp->value)) {
		diag_error("%s: a datasheet figure needs a model, a "
			   "metric and a value",
			   st->path);
		return -EINVAL;
	}
	bind_text(s, 1, sp->vendor);
	bind_text(s, 2, sp->model);
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW)
		sheet = sqlite3_column_int64(s, 0);
	sqlite3_reset(s);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return db_error(st, "cannot look up a datasheet");
	if (!sheet) {
		s = stmt(st, S_SHEET_ADD);
		if (!s)
			return -EIO;
		bind_text(s, 1, sp->vendor);
		bind_text(s, 2, sp->model);
		bind_text(s, 3, sp->interface);
		bind_int(s, 4, sp->capacity_bytes);
		bind_text(s, 5, sp->source);
		ret = step_done(st, s, "cannot add a datasheet");
		if (ret)
			return ret;
		sheet = sqlite3_last_insert_rowid(st->db);
	}
	s = stmt(st, S_SPEC_ADD);
	if (!s)
		return -EIO;
	sqlite3_bind_int64(s, 1, sheet);
	bind_text(s, 2, sp->metric);
	sqlite3_bind_double(s, 3, sp->value);
	bind_text(s, 4, sp->value_text);
	bind_text(s, 5, iodb_op_name(sp->cond.op));
	bind_text(s, 6, iodb_pattern_name(sp->cond.pattern));
	bind_int(s, 7, sp->cond.bs);
	bind_int(s, 8, sp->cond.iodepth);
	bind_int(s, 9, sp->cond.numjobs);
	bind_text(s, 10, sp->source);
	bind_int(s, 11, source_id > 0 ? source_id : -1);
	ret = step_done(st, s, "cannot add a datasheet figure");
	if (!ret && id)
		*id = sqlite3_last_insert_rowid(st->db);
	return ret;
}

int store_specs_foreach(struct store *st, const char *model,
			int (*cb)(void *arg, const struct iodb_spec *spec),
			void *arg)
{
	static const char sql[] =
	    "SELECT d.vendor, d.model, d.interface, d.capacity_bytes, "
	    "s.metric, s.value, s.value_text, s.op, s.pattern, s.bs, "
	    "s.iodepth, s.numjobs, s.source FROM specs s JOIN datasheets d "
	    "ON d.id = s.datasheet_id WHERE ?1 IS NULL OR d.model = ?1 "
	    "COLLATE NOCASE ORDER BY d.vendor, d.model, s.id";
	sqlite3_stmt *s = NULL;
	int rc, ret = 0;

	if (sqlite3_prepare_v2(st->db, sql, -1, &s, NULL) != SQLITE_OK)
		return db_error(st, "cannot prepare the datasheet query");
	bind_text(s, 1, model);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		struct iodb_spec sp = IODB_SPEC_INIT;

		sp.vendor = col_text(s, 0);
		sp.model = col_text(s, 1);
		sp.interface = col_text(s, 2);
		sp.capacity_bytes = col_int(s, 3);
		sp.metric = col_text(s, 4);
		sp.value = col_dbl(s, 5);
		sp.value_text = col_text(s, 6);
		sp.cond.op = iodb_op_parse(col_text(s, 7));
		sp.cond.pattern = iodb_pattern_parse(col_text(s, 8));
		sp.cond.bs = col_int(s, 9);
		sp.cond.iodepth = col_int(s, 10);
		sp.cond.numjobs = col_int(s, 11);
		sp.source = col_text(s, 12);
		ret = cb(arg, &sp);
		if (ret)
			break;
	}
	if (!ret && rc != SQLITE_DONE && rc != SQLITE_ROW)
		ret = db_error(st, "cannot read datasheets");
	sqlite3_finalize(s);
	return ret;
}

/* ---- links between runs: reruns and series (schema/004) ------------------ */

static void bind_link_id(sqlite3_stmt *s, int i, int64_t v)
{
	if (v > 0)
		sqlite3_bind_int64(s, i, v);
	else
		sqlite3_bind_null(s, i);
}

int store_run_link_set(struct store *st, const struct store_run_link *l)
{
	static const char sql[] =
	    "INSERT OR REPLACE INTO run_links (run_id, rerun_of, series, "
	    "series_index) VALUES (?1, ?2, ?3, ?4)";
	sqlite3_stmt *s = NULL;
	int own = !st->in_tx, ret;

	if (l->run_id <= 0)
		return -EINVAL;
	if (own) {
		ret = store_begin(st);
		if (ret)
			return ret;
	}
	if (sqlite3_prepare_v2(st->db, sql, -1, &s, NULL) != SQLITE_OK) {
		ret = db_error(st, "cannot prepare a run link");
		goto out;
	}
	sqlite3_bind_int64(s, 1, l->run_id);
	bind_link_id(s, 2, l->rerun_of);
	bind_link_id(s, 3, l->series);
	bind_link_id(s, 4, l->series_index);
	ret = sqlite3_step(s) == SQLITE_DONE
		  ? 0
		  : db_error(st, "cannot record a run link");
out:
	sqlite3_finalize(s);
	if (own) {
		if (ret)
			store_rollback(st);
		else
			ret = store_commit(st);
		if (!ret)
			ret = store_flush(st);
	}
	return ret;
}

static void read_link(sqlite3_stmt *s, struct store_run_link *l)
{
	l->run_id = sqlite3_column_int64(s, 0);
	l->rerun_of = col_int(s, 1);
	l->series = col_int(s, 2);
	l->series_index = col_int(s, 3);
}

int store_run_link_get(struct store *st, int64_t run_id,
		       struct store_run_link *l)
{
	static const char sql[] =
	    "SELECT run_id, rerun_of, series, series_index FROM run_links "
	    "WHERE run_id = ?1";
	sqlite3_stmt *s = NULL;
	int rc, ret = 0;

	*l = (struct store_run_link)STORE_RUN_LINK_INIT;
	l->run_id = run_id;
	if (sqlite3_prepare_v2(st->db, sql, -1, &s, NULL) != SQLITE_OK)
		return db_error(st, "cannot prepare a run link query");
	sqlite3_bind_int64(s, 1, run_id);
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW) {
		read_link(s, l);
		ret = 1;
	} else if (rc != SQLITE_DONE) {
		ret = db_error(st, "cannot read a run link");
	}
	sqlite3_finalize(s);
	return ret;
}

int store_run_links_foreach(struct store *st,
			    int (*cb)(void *arg,
				      const struct store_run_link *l),
			    void *arg)
{
	static const char sql[] =
	    "SELECT run_id, rerun_of, series, series_index FROM run_links "
	    "ORDER BY run_id";
	sqlite3_stmt *s = NULL;
	int rc, ret = 0;

	if (sqlite3_prepare_v2(st->db, sql, -1, &s, NULL) != SQLITE_OK)
		return db_error(st, "cannot prepare a run link query");
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		struct store_run_link l;

		read_link(s, &l);
		ret = cb(arg, &l);
		if (ret)
			break;
	}
	if (!ret && rc != SQLITE_DONE && rc != SQLITE_ROW)
		ret = db_error(st, "cannot read run links");
	sqlite3_finalize(s);
	return ret;
}
