/*
 * store_merge (store/merge.h): rows of another iodb database copied into
 * this one, column by column by name, so that columns other migrations
 * add travel too.  Table names are fixed here; column names come from
 * the schema (PRAGMA table_info), never from data.
 */
#include "store/merge.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <sqlite3.h>

#include "store/store.h"
#include "util/diag.h"
#include "util/sha256.h"
#include "util/strbuf.h"

int store_file_is_sqlite(const char *path)
{
	static const char magic[16] = "SQLite format 3";
	char head[16];
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t got;

	if (fd < 0)
		return 0;
	got = read(fd, head, sizeof(head));
	close(fd);
	return got == (ssize_t)sizeof(head) && !memcmp(head, magic, 16);
}

/* An INSERT of every column of a table but id, by name. */
struct cols {
	const char *table;
	char **name;
	size_t n;
	sqlite3_stmt *ins;
};

struct merge {
	struct store *st;
	sqlite3 *m; /* this database */
	sqlite3 *o; /* the other (or its migrated copy) */
	const char *path;
	struct cols runs, results, sources, specs, sheets;
	struct store_merge_stats *stats;
	int built; /* store_merge_built: rows keep no origin */
};

static int m_error(struct merge *mg, sqlite3 *db, const char *what)
{
	diag_error("%s: %s: %s", db == mg->m ? store_path(mg->st) : mg->path,
		   what, sqlite3_errmsg(db));
	return -EIO;
}

static int prep(struct merge *mg, sqlite3 *db, const char *sql,
		sqlite3_stmt **s)
{
	if (sqlite3_prepare_v2(db, sql, -1, s, NULL) != SQLITE_OK)
		return m_error(mg, db, "cannot prepare a merge statement");
	return 0;
}

static void cols_free(struct cols *c)
{
	for (size_t i = 0; i < c->n; i++)
		free(c->name[i]);
	free(c->name);
	sqlite3_finalize(c->ins);
	memset(c, 0, sizeof(*c));
}

static int cols_load(struct merge *mg, const char *table, struct cols *c)
{
	struct strbuf sql = STRBUF_INIT;
	sqlite3_stmt *s = NULL;
	char q[96];
	int bad = 0, ret;

	c->table = table;
	snprintf(q, sizeof(q), "PRAGMA table_info(%s)", table);
	ret = prep(mg, mg->m, q, &s);
	if (ret)
		return ret;
	while (sqlite3_step(s) == SQLITE_ROW) {
		const char *n = (const char *)sqlite3_column_text(s, 1);
		char **p;

		if (!n || !strcmp(n, "id"))
			continue;
		p = realloc(c->name, (c->n + 1) * sizeof(*p));
		if (!p) {
			bad = 1;
			break;
		}
		c->name = p;
		c->name[c->n] = strdup(n);
		if (!c->name[c->n++])
			bad = 1;
	}
	sqlite3_finalize(s);
	bad |= strbuf_addf(&sql, "INSERT INTO %s (", table);
	for (size_t i = 0; i < c->n; i++)
		bad |= strbuf_addf(&sql, "%s\"%s\"", i ? ", " : "", c->name[i]);
	bad |= strbuf_addstr(&sql, ") VALUES (");
	for (size_t i = 0; i < c->n; i++)
		bad |= strbuf_addf(&sql, "%s?%zu", i ? ", " : "", i + 1);
	bad |= strbuf_addstr(&sql, ")");
	if (bad || !c->n) {
		strbuf_release(&sql);
		return -ENOMEM;
	}
	ret = prep(mg, mg->m, sql.buf, &c->ins);
	strbuf_release(&sql);
	return ret;
}

/* Column index of name in s, or -1. */
static int col_of(sqlite3_stmt *s, const char *name)
{
	for (int i = 0; i < sqlite3_column_count(s); i++)
		if (!strcmp(sqlite3_column_name(s, i), name))
			return i;
	return -1;
}

/* A column set to a value of our own instead of the other's. */
struct over {
	const char *name;
	int64_t id;	  /* > 0: this integer; else NULL unless text */
	const char *text; /* when id <= 0: this text (NULL: SQL NULL) */
};

/* Insert the current row of src (the other database) into c's table. */
static int insert_row(struct merge *mg, struct cols *c, sqlite3_stmt *src,
		      const struct over *ov, size_t n_ov, int64_t *id)
{
	sqlite3_stmt *s = c->ins;
	int rc;

	sqlite3_reset(s);
	sqlite3_clear_bindings(s);
	for (size_t i = 0; i < c->n; i++) {
		size_t k;
		int sc;

		for (k = 0; k < n_ov; k++)
			if (!strcmp(ov[k].name, c->name[i]))
				break;
		if (k < n_ov) {
			if (ov[k].id > 0)
				sqlite3_bind_int64(s, (int)i + 1, ov[k].id);
			else if (ov[k].text)
				sqlite3_bind_text(s, (int)i + 1, ov[k].text, -1,
						  SQLITE_TRANSIENT);
			continue;
		}
		sc = col_of(src, c->name[i]);
		if (sc >= 0)
			sqlite3_bind_value(s, (int)i + 1,
					   sqlite3_column_value(src, sc));
	}
	rc = sqlite3_step(s);
	sqlite3_reset(s);
	if (rc != SQLITE_DONE)
		return m_error(mg, mg->m, "cannot copy a row");
	if (id)
		*id = sqlite3_last_insert_rowid(mg->m);
	return 0;
}

/* The text of column i of s, or NULL. */
static const char *ctext(sqlite3_stmt *s, int i)
{
	return i < 0 ? NULL : (const char *)sqlite3_column_text(s, i);
}

/* id of the host or device called name in this database; created (with
 * extra: a host's system_json, a device's model) when missing. */
static int named(struct merge *mg, const char *table, const char *extra_col,
		 const char *name, const char *extra, int64_t *id)
{
	char sql[160];
	sqlite3_stmt *s = NULL;
	int rc, ret;

	*id = 0;
	if (!name)
		return 0;
	snprintf(sql, sizeof(sql), "SELECT id FROM %s WHERE name = ?1", table);
	ret = prep(mg, mg->m, sql, &s);
	if (ret)
		return ret;
	sqlite3_bind_text(s, 1, name, -1, SQLITE_STATIC);
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW)
		*id = sqlite3_column_int64(s, 0);
	sqlite3_finalize(s);
	if (rc == SQLITE_ROW)
		return 0;
	if (rc != SQLITE_DONE)
		return m_error(mg, mg->m, "cannot look up a host or device");
	snprintf(sql, sizeof(sql), "INSERT INTO %s (name, %s) VALUES (?1, ?2)",
		 table, extra_col);
	ret = prep(mg, mg->m, sql, &s);
	if (ret)
		return ret;
	sqlite3_bind_text(s, 1, name, -1, SQLITE_STATIC);
	if (extra)
		sqlite3_bind_text(s, 2, extra, -1, SQLITE_STATIC);
	rc = sqlite3_step(s);
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE)
		return m_error(mg, mg->m, "cannot add a host or device");
	*id = sqlite3_last_insert_rowid(mg->m);
	return 0;
}

/* ---- run identity --------------------------------------------------- */

/* Append every column of the current row of s but those in skip. */
static int row_text(struct strbuf *sb, sqlite3_stmt *s, const char *const *skip)
{
	int bad = 0;

	for (int i = 0; i < sqlite3_column_count(s); i++) {
		const char *n = sqlite3_column_name(s, i), *v;
		size_t k;

		for (k = 0; skip[k]; k++)
			if (!strcmp(skip[k], n))
				break;
		if (skip[k])
			continue;
		v = (const char *)sqlite3_column_text(s, i);
		bad |= strbuf_addf(sb, "%s=%s%s\x1f", n, v ? "" : "\x1e",
				   v ? v : "");
	}
	return bad ? -ENOMEM : 0;
}

/*
 * The identity of a run stored before runs had UUIDs: a UUID-shaped
 * digest of its content (its columns, host and device by name, and its
 * results), the same for the same run in any database.
 */
static int derived_uuid(struct merge *mg, sqlite3 *db, int64_t run,
			char out[37])
{
	static const char *const run_skip[] = {
	    "id", "source_id", "host_id", "device_id", "uuid", "origin", NULL};
	static const char *const res_skip[] = {"id", "run_id", NULL};
	struct strbuf sb = STRBUF_INIT;
	sqlite3_stmt *s = NULL;
	char hex[65];
	int ret;

	ret = prep(mg, db,
		   "SELECT u.*, h.name AS host_name, d.name AS device_name "
		   "FROM runs u LEFT JOIN hosts h ON h.id = u.host_id "
		   "LEFT JOIN devices d ON d.id = u.device_id WHERE u.id = ?1",
		   &s);
	if (ret)
		return ret;
	sqlite3_bind_int64(s, 1, run);
	if (sqlite3_step(s) == SQLITE_ROW)
		ret = row_text(&sb, s, run_skip);
	sqlite3_finalize(s);
	if (!ret)
		ret = prep(mg, db,
			   "SELECT * FROM results WHERE run_id = ?1 ORDER BY "
			   "id",
			   &s);
	if (!ret) {
		sqlite3_bind_int64(s, 1, run);
		while (!ret && sqlite3_step(s) == SQLITE_ROW) {
			ret = row_text(&sb, s, res_skip);
			if (!ret && strbuf_addch(&sb, '\n'))
				ret = -ENOMEM;
		}
		sqlite3_finalize(s);
	}
	if (!ret)
		util_sha256_hex_of(sb.buf, sb.len, hex);
	strbuf_release(&sb);
	if (ret)
		return ret;
	/* 8-4-4-4-12 of the digest, marked version 8 (custom, RFC 9562) */
	snprintf(out, 37, "%.8s-%.4s-8%.3s-%c%.3s-%.12s", hex, hex + 8,
		 hex + 13, "89ab"[(hex[16] - '0') & 3], hex + 17, hex + 20);
	return 0;
}

/* Give this database's legacy sourceless runs their derived identity, so
 * that the same run coming back from another database is recognized. */
static int fill_legacy(struct merge *mg)
{
	sqlite3_stmt *s = NULL, *u = NULL;
	int ret;

	ret = prep(mg, mg->m,
		   "SELECT id FROM runs WHERE uuid IS NULL AND source_id IS "
		   "NULL",
		   &s);
	if (!ret)
		ret = prep(mg, mg->m,
			   "UPDATE runs SET uuid = ?2 WHERE id = ?1 AND NOT "
			   "EXISTS (SELECT 1 FROM runs WHERE uuid = ?2)",
			   &u);
	while (!ret && sqlite3_step(s) == SQLITE_ROW) {
		int64_t id = sqlite3_column_int64(s, 0);
		char uuid[37];

		ret = derived_uuid(mg, mg->m, id, uuid);
		if (ret)
			break;
		sqlite3_reset(u);
		sqlite3_bind_int64(u, 1, id);
		sqlite3_bind_text(u, 2, uuid, -1, SQLITE_TRANSIENT);
		if (sqlite3_step(u) != SQLITE_DONE)
			ret = m_error(mg, mg->m, "cannot set a run's identity");
	}
	sqlite3_finalize(s);
	sqlite3_finalize(u);
	return ret;
}

/* Whether a run with this uuid is here: 1, 0, or <0. */
static int uuid_here(struct merge *mg, const char *uuid)
{
	sqlite3_stmt *s = NULL;
	int rc, ret = prep(mg, mg->m, "SELECT 1 FROM runs WHERE uuid = ?1", &s);

	if (ret)
		return ret;
	sqlite3_bind_text(s, 1, uuid, -1, SQLITE_STATIC);
	rc = sqlite3_step(s);
	sqlite3_finalize(s);
	if (rc == SQLITE_ROW)
		return 1;
	return rc == SQLITE_DONE ? 0 : m_error(mg, mg->m, "cannot look up");
}

/* ---- copying -------------------------------------------------------- */

/* The origin a copied row records: the one it had, else the path. */
static const char *origin_of(struct merge *mg, sqlite3_stmt *s)
{
	const char *o = ctext(s, col_of(s, "origin"));

	return o || mg->built ? o : mg->path;
}

/* Copy run id of the other database (with its tags and results) as a
 * run of source new_source (0: none) with identity uuid (may be NULL). */
static int copy_run(struct merge *mg, int64_t id, int64_t new_source,
		    const char *uuid)
{
	sqlite3_stmt *s = NULL, *r = NULL, *t = NULL, *ti = NULL;
	int64_t host = 0, dev = 0, run = 0;
	int ret;

	ret = prep(mg, mg->o,
		   "SELECT u.*, h.name AS host_name, h.system_json AS "
		   "host_system, d.name AS device_name, d.model AS "
		   "device_model FROM runs u LEFT JOIN hosts h ON h.id = "
		   "u.host_id LEFT JOIN devices d ON d.id = u.device_id "
		   "WHERE u.id = ?1",
		   &s);
	if (ret)
		return ret;
	sqlite3_bind_int64(s, 1, id);
	if (sqlite3_step(s) != SQLITE_ROW) {
		ret = m_error(mg, mg->o, "cannot read a run");
		goto out;
	}
	ret =
	    named(mg, "hosts", "system_json", ctext(s, col_of(s, "host_name")),
		  ctext(s, col_of(s, "host_system")), &host);
	if (!ret)
		ret = named(mg, "devices", "model",
			    ctext(s, col_of(s, "device_name")),
			    ctext(s, col_of(s, "device_model")), &dev);
	if (ret)
		goto out;
	{
		struct over ov[] = {
		    {"source_id", new_source, NULL},
		    {"host_id", host, NULL},
		    {"device_id", dev, NULL},
		    {"uuid", 0, uuid ? uuid : ctext(s, col_of(s, "uuid"))},
		    {"origin", 0, origin_of(mg, s)},
		};

		ret = insert_row(mg, &mg->runs, s, ov, 5, &run);
	}
	if (ret)
		goto out;
	mg->stats->runs++;
	ret = prep(mg, mg->o,
		   "SELECT key, value FROM run_tags WHERE run_id = ?1", &t);
	if (!ret)
		ret = prep(mg, mg->m,
			   "INSERT OR REPLACE INTO run_tags (run_id, key, "
			   "value) VALUES (?1, ?2, ?3)",
			   &ti);
	if (ret)
		goto out;
	sqlite3_bind_int64(t, 1, id);
	while (sqlite3_step(t) == SQLITE_ROW) {
		sqlite3_reset(ti);
		sqlite3_bind_int64(ti, 1, run);
		sqlite3_bind_value(ti, 2, sqlite3_column_value(t, 0));
		sqlite3_bind_value(ti, 3, sqlite3_column_value(t, 1));
		if (sqlite3_step(ti) != SQLITE_DONE) {
			ret = m_error(mg, mg->m, "cannot copy a tag");
			goto out;
		}
	}
	ret = prep(mg, mg->o,
		   "SELECT * FROM results WHERE run_id = ?1 ORDER BY id", &r);
	if (ret)
		goto out;
	sqlite3_bind_int64(r, 1, id);
	while (sqlite3_step(r) == SQLITE_ROW) {
		struct over ov[] = {{"run_id", run, NULL}};

		ret = insert_row(mg, &mg->results, r, ov, 1, NULL);
		if (ret)
			goto out;
		mg->stats->results++;
	}
out:
	sqlite3_finalize(s);
	sqlite3_finalize(r);
	sqlite3_finalize(t);
	sqlite3_finalize(ti);
	return ret;
}

/* The datasheet of this database for the other's datasheet id. */
static int sheet_of(struct merge *mg, int64_t other, int64_t *id)
{
	sqlite3_stmt *s = NULL, *f = NULL;
	int ret, rc;

	*id = 0;
	ret = prep(mg, mg->o, "SELECT * FROM datasheets WHERE id = ?1", &s);
	if (ret)
		return ret;
	sqlite3_bind_int64(s, 1, other);
	if (sqlite3_step(s) != SQLITE_ROW) {
		sqlite3_finalize(s);
		return m_error(mg, mg->o,
			       "a datasheet figure without its "
			       "datasheet");
	}
	ret = prep(mg, mg->m,
		   "SELECT id FROM datasheets WHERE model = ?2 AND vendor IS "
		   "?1",
		   &f);
	if (!ret) {
		sqlite3_bind_value(
		    f, 1, sqlite3_column_value(s, col_of(s, "vendor")));
		sqlite3_bind_value(f, 2,
				   sqlite3_column_value(s, col_of(s, "model")));
		rc = sqlite3_step(f);
		if (rc == SQLITE_ROW)
			*id = sqlite3_column_int64(f, 0);
		else if (rc == SQLITE_DONE)
			ret = insert_row(mg, &mg->sheets, s, NULL, 0, id);
		else
			ret = m_error(mg, mg->m, "cannot look up a datasheet");
	}
	sqlite3_finalize(f);
	sqlite3_finalize(s);
	return ret;
}

/* Copy the other's specs of source other_src (0: those of no source). */
static int copy_specs(struct merge *mg, int64_t other_src, int64_t new_src)
{
	static const char *const same[] = {
	    "metric", "value",	 "value_text", "op",	 "pattern",
	    "bs",     "iodepth", "numjobs",    "source", NULL};
	sqlite3_stmt *s = NULL, *dup = NULL;
	struct strbuf q = STRBUF_INIT;
	int ret, bad = 0;

	ret = prep(mg, mg->o,
		   other_src ? "SELECT * FROM specs WHERE source_id = ?1 "
			       "ORDER BY id"
			     : "SELECT * FROM specs WHERE source_id IS NULL "
			       "ORDER BY id",
		   &s);
	if (ret)
		return ret;
	if (other_src)
		sqlite3_bind_int64(s, 1, other_src);
	/* a figure equal in every column (datasheet included) is here */
	bad |= strbuf_addstr(&q, "SELECT 1 FROM specs WHERE datasheet_id = ?1");
	for (size_t i = 0; same[i]; i++)
		bad |= strbuf_addf(&q, " AND %s IS ?%zu", same[i], i + 2);
	if (bad) {
		ret = -ENOMEM;
		goto out;
	}
	ret = prep(mg, mg->m, q.buf, &dup);
	while (!ret && sqlite3_step(s) == SQLITE_ROW) {
		int64_t sheet;
		int rc;

		ret = sheet_of(
		    mg, sqlite3_column_int64(s, col_of(s, "datasheet_id")),
		    &sheet);
		if (ret)
			break;
		sqlite3_reset(dup);
		sqlite3_bind_int64(dup, 1, sheet);
		for (size_t i = 0; same[i]; i++)
			sqlite3_bind_value(
			    dup, (int)i + 2,
			    sqlite3_column_value(s, col_of(s, same[i])));
		rc = sqlite3_step(dup);
		if (rc == SQLITE_ROW && !new_src) {
			mg->stats->specs_seen++;
			continue;
		}
		{
			struct over ov[] = {{"datasheet_id", sheet, NULL},
					    {"source_id", new_src, NULL}};

			ret = insert_row(mg, &mg->specs, s, ov, 2, NULL);
		}
		if (!ret)
			mg->stats->specs++;
	}
out:
	strbuf_release(&q);
	sqlite3_finalize(s);
	sqlite3_finalize(dup);
	return ret;
}

/* One source of the other database with its runs and figures, or
 * nothing when its content is here already. */
static int copy_source(struct merge *mg, sqlite3_stmt *src)
{
	int64_t id = sqlite3_column_int64(src, col_of(src, "id")), nid = 0;
	const char *sha = ctext(src, col_of(src, "sha256"));
	sqlite3_stmt *r = NULL;
	int ret;

	if (!sha)
		return 0;
	ret = store_begin(mg->st);
	if (ret)
		return ret;
	ret = store_source_find(mg->st, sha, NULL);
	if (ret == 1) {
		store_rollback(mg->st);
		mg->stats->sources_seen++;
		return 0;
	}
	if (!ret) {
		struct over ov[] = {{"origin", 0, origin_of(mg, src)}};

		ret = insert_row(mg, &mg->sources, src, ov, 1, &nid);
	}
	if (!ret)
		ret = prep(mg, mg->o,
			   "SELECT id FROM runs WHERE source_id = ?1 ORDER BY "
			   "id",
			   &r);
	if (!ret) {
		sqlite3_bind_int64(r, 1, id);
		while (!ret && sqlite3_step(r) == SQLITE_ROW)
			ret =
			    copy_run(mg, sqlite3_column_int64(r, 0), nid, NULL);
		sqlite3_finalize(r);
	}
	if (!ret)
		ret = copy_specs(mg, id, nid);
	if (ret) {
		store_rollback(mg->st);
		return ret;
	}
	mg->stats->sources++;
	return store_commit(mg->st);
}

/*
 * The other database's layouts of extras (schema/007): a result copied
 * keeps its metrics_json, whose key names a layout by its content, the
 * same in both databases.  A key here already holds the same layout.
 */
static int copy_layouts(struct merge *mg)
{
	sqlite3_stmt *s = NULL, *i = NULL;
	int ret;

	ret = prep(mg, mg->o, "SELECT key, layout FROM metric_layouts", &s);
	if (!ret)
		ret = prep(mg, mg->m,
			   "INSERT OR IGNORE INTO metric_layouts (key, layout) "
			   "VALUES (?1, ?2)",
			   &i);
	while (!ret && sqlite3_step(s) == SQLITE_ROW) {
		sqlite3_reset(i);
		sqlite3_bind_value(i, 1, sqlite3_column_value(s, 0));
		sqlite3_bind_value(i, 2, sqlite3_column_value(s, 1));
		if (sqlite3_step(i) != SQLITE_DONE)
			ret = m_error(mg, mg->m,
				      "cannot copy the layout of extras");
	}
	sqlite3_finalize(s);
	sqlite3_finalize(i);
	return ret;
}

static int copy_all(struct merge *mg)
{
	sqlite3_stmt *s = NULL;
	int ret;

	ret = store_begin(mg->st);
	if (!ret) {
		ret = fill_legacy(mg);
		if (!ret)
			ret = copy_layouts(mg);
		if (ret)
			store_rollback(mg->st);
		else
			ret = store_commit(mg->st);
	}
	if (!ret)
		ret = prep(mg, mg->o, "SELECT * FROM sources ORDER BY id", &s);
	while (!ret && sqlite3_step(s) == SQLITE_ROW)
		ret = copy_source(mg, s);
	sqlite3_finalize(s);
	s = NULL;
	/* runs of no source (`iodb run`): one unit each, by identity */
	if (!ret)
		ret = prep(mg, mg->o,
			   "SELECT id, uuid FROM runs WHERE source_id IS NULL "
			   "ORDER BY id",
			   &s);
	while (!ret && sqlite3_step(s) == SQLITE_ROW) {
		int64_t id = sqlite3_column_int64(s, 0);
		char uuid[37];
		const char *u = ctext(s, 1);

		if (!u) {
			ret = derived_uuid(mg, mg->o, id, uuid);
			u = uuid;
		}
		if (!ret)
			ret = store_begin(mg->st);
		if (ret)
			break;
		ret = uuid_here(mg, u);
		if (ret == 1) {
			mg->stats->runs_seen++;
			ret = store_rollback(mg->st);
			continue;
		}
		if (!ret)
			ret = copy_run(mg, id, 0, u);
		if (ret)
			store_rollback(mg->st);
		else
			ret = store_commit(mg->st);
	}
	sqlite3_finalize(s);
	/* datasheet figures of no source: one unit */
	if (!ret)
		ret = store_begin(mg->st);
	if (!ret) {
		ret = copy_specs(mg, 0, 0);
		if (ret)
			store_rollback(mg->st);
		else
			ret = store_commit(mg->st);
	}
	if (!ret)
		ret = store_flush(mg->st);
	return ret;
}

/* The schema version of db; <0 when it has none of iodb's tables. */
static int version_of(struct merge *mg, sqlite3 *db, int *v)
{
	sqlite3_stmt *s = NULL;
	int ret = prep(mg, db, "PRAGMA user_version", &s), ok;

	if (ret)
		return ret;
	*v = sqlite3_step(s) == SQLITE_ROW ? sqlite3_column_int(s, 0) : -1;
	sqlite3_finalize(s);
	ret = prep(mg, db,
		   "SELECT count(*) FROM sqlite_master WHERE type = 'table' "
		   "AND name IN ('sources', 'runs', 'results')",
		   &s);
	if (ret)
		return ret;
	ok = sqlite3_step(s) == SQLITE_ROW && sqlite3_column_int(s, 0) == 3;
	sqlite3_finalize(s);
	return ok && *v >= 1 ? 0 : -EINVAL;
}

/* Copy the database o into a new file at tmp (SQLite's backup API). */
static int copy_db(struct merge *mg, sqlite3 *o, const char *tmp)
{
	sqlite3 *t = NULL;
	sqlite3_backup *b;
	int rc;

	if (sqlite3_open_v2(tmp, &t, SQLITE_OPEN_READWRITE, NULL) !=
	    SQLITE_OK) {
		sqlite3_close(t);
		return diag_error("%s: cannot open a temporary copy", tmp);
	}
	b = sqlite3_backup_init(t, "main", o, "main");
	rc = b ? sqlite3_backup_step(b, -1) : SQLITE_ERROR;
	sqlite3_backup_finish(b);
	if (rc != SQLITE_DONE)
		m_error(mg, t, "cannot copy the database to migrate it");
	sqlite3_close(t);
	return rc == SQLITE_DONE ? 0 : -EIO;
}

static int same_file(const char *a, const char *b)
{
	struct stat sa, sb;

	return !stat(a, &sa) && !stat(b, &sb) && sa.st_dev == sb.st_dev &&
	       sa.st_ino == sb.st_ino;
}

static int merge(struct store *st, const char *path,
		 struct store_merge_stats *stats, int built)
{
	struct merge mg = {
	    .st = st, .path = path, .stats = stats, .built = built};
	struct store *tmp_st = NULL;
	char tmp[] = "/tmp/iodb-merge-XXXXXX";
	int fd = -1, v = 0, ret;

	memset(stats, 0, sizeof(*stats));
	mg.m = store_sqlite(st);
	if (same_file(path, store_path(st)))
		return diag_error("%s: error: that is the database being "
				  "merged into",
				  path);
	if (sqlite3_open_v2(path, &mg.o, SQLITE_OPEN_READONLY, NULL) !=
	    SQLITE_OK) {
		ret = m_error(&mg, mg.o, "cannot open");
		goto out;
	}
	ret = version_of(&mg, mg.o, &v);
	if (ret == -EINVAL) {
		diag_error("%s: error: an SQLite file, but no iodb database",
			   path);
		goto out;
	}
	if (ret)
		goto out;
	if (v > store_schema_version()) {
		ret = diag_error("%s: error: database schema v%d is newer "
				 "than this iodb (v%d); upgrade iodb",
				 path, v, store_schema_version());
		goto out;
	}
	if (v < store_schema_version()) {
		/* never touch the user's file: migrate a copy */
		fd = mkstemp(tmp);
		if (fd < 0) {
			ret = diag_error("%s: cannot make a temporary copy",
					 path);
			goto out;
		}
		ret = copy_db(&mg, mg.o, tmp);
		sqlite3_close(mg.o);
		mg.o = NULL;
		if (!ret)
			ret = store_open(tmp, 0, &tmp_st);
		if (ret)
			goto out;
		store_flush(tmp_st);
		mg.o = store_sqlite(tmp_st);
	}
	ret = cols_load(&mg, "runs", &mg.runs);
	if (!ret)
		ret = cols_load(&mg, "results", &mg.results);
	if (!ret)
		ret = cols_load(&mg, "sources", &mg.sources);
	if (!ret)
		ret = cols_load(&mg, "specs", &mg.specs);
	if (!ret)
		ret = cols_load(&mg, "datasheets", &mg.sheets);
	if (!ret)
		ret = store_flush(st);
	if (!ret)
		ret = copy_all(&mg);
out:
	cols_free(&mg.runs);
	cols_free(&mg.results);
	cols_free(&mg.sources);
	cols_free(&mg.specs);
	cols_free(&mg.sheets);
	if (tmp_st)
		store_close(tmp_st);
	else if (mg.o)
		sqlite3_close(mg.o);
	if (fd >= 0) {
		char side[sizeof(tmp) + 8];

		close(fd);
		unlink(tmp);
		snprintf(side, sizeof(side), "%s-wal", tmp);
		unlink(side);
		snprintf(side, sizeof(side), "%s-shm", tmp);
		unlink(side);
	}
	return ret;
}

int store_merge(struct store *st, const char *path,
		struct store_merge_stats *stats)
{
	return merge(st, path, stats, 0);
}

int store_merge_built(struct store *st, const char *path,
		      struct store_merge_stats *stats)
{
	return merge(st, path, stats, 1);
}
