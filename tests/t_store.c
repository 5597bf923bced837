#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <sqlite3.h>

#include "report/report.h"
#include "util/sha256.h"
#include "store/merge.h"
#include "store/store.h"
#include "tests/t.h"
#include "util/diag.h"

/* A fresh database path under /tmp; removes any leftovers. */
static const char *tmp_db(char *buf, size_t n, const char *name)
{
	snprintf(buf, n, "/tmp/iodb-test-%d-%s.db", (int)getpid(), name);
	unlink(buf);
	return buf;
}

static void rm_db(const char *path)
{
	char p[512];

	unlink(path);
	snprintf(p, sizeof(p), "%s-wal", path);
	unlink(p);
	snprintf(p, sizeof(p), "%s-shm", path);
	unlink(p);
}

struct got {
	int n;
	struct iodb_result r[4];
	char job[4][32];
	char label[4][32];
	double p99[4];
	double extra[4];
	int64_t run[4];
};

static int grab(void *arg, const struct store_row *row)
{
	struct got *g = arg;

	if (g->n >= 4)
		return 0;
	g->r[g->n] = *row->res;
	snprintf(g->job[g->n], 32, "%s", row->res->job ? row->res->job : "");
	snprintf(g->label[g->n], 32, "%s",
		 row->run->label ? row->run->label : "");
	g->p99[g->n] = report_clat_pct(row->res, 99);
	g->extra[g->n] = row->res->n_extras ? row->res->extras[0].value : NAN;
	g->run[g->n] = row->run_id;
	g->n++;
	return 0;
}

T_TEST(t_store_roundtrip)
{
	char path[256], sha[65];
	struct store *st = NULL;
	struct iodb_run run = IODB_RUN_INIT;
	struct iodb_result r = IODB_RESULT_INIT;
	struct iodb_pct pct[] = {{50, 1000}, {99, 5000}, {99.9, 9000}};
	struct iodb_metric extra[] = {{"bw_min_bytes", 123.5, "bytes/s"}};
	struct store_selection sel = STORE_SELECTION_INIT;
	struct got g = {0};
	int64_t src, rid, found = 0;

	tmp_db(path, sizeof(path), "rt");
	T_INT(store_open(path, 0, &st), 0);
	if (!st)
		return;
	T_OK(store_schema_version() >= 1);
	util_sha256_hex_of("abc", 3, sha);
	T_STR(sha, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61"
		   "f20015ad");
	T_INT(store_source_find(st, sha, NULL), 0);
	T_INT(store_begin(st), 0);
	T_INT(store_source_add(st, "x.json", sha, 3, "fio-json", &src), 0);
	run.format = "fio-json";
	run.tool = "fio";
	run.label = "tier-a";
	run.host = "h1";
	T_INT(store_run_add(st, src, &run, &rid), 0);
	T_INT(store_tag_add(st, rid, "cloud", "x"), 0);
	r.job = "job1";
	r.cond.op = IODB_OP_READ;
	r.cond.pattern = IODB_PATTERN_RAND;
	r.cond.bs = 4096;
	r.iops = 6614.073099;
	r.bw_bytes = 26456.0 * 1024;
	r.clat_pct = pct;
	r.n_clat_pct = 3;
	r.extras = extra;
	r.n_extras = 1;
	T_INT(store_result_add(st, rid, &r, NULL), 0);
	T_INT(store_commit(st), 0);
	T_INT(store_source_find(st, sha, &found), 1);
	T_INT(found, src);
	T_INT(store_count(st, "results"), 1);
	T_INT(store_count(st, "percentiles"), 3);
	T_INT(store_count(st, "nonsense"), -22);

	T_INT(store_results_foreach(st, &sel, grab, &g), 0);
	T_INT(g.n, 1);
	T_STR(g.job[0], "job1");
	T_STR(g.label[0], "tier-a");
	T_DBL(g.r[0].iops, 6614.073099);
	T_DBL(g.r[0].bw_bytes, 26456.0 * 1024);
	T_OK(isnan(g.r[0].io_bytes)); /* unknown stays unknown */
	T_INT(g.r[0].cond.iodepth, -1);
	T_INT(g.r[0].cond.direct, -1);
	T_DBL(g.p99[0], 5000);
	T_DBL(g.extra[0], 123.5);

	/* selection: a label that matches nothing, a tag that does */
	sel.label = "other";
	g.n = 0;
	T_INT(store_results_foreach(st, &sel, grab, &g), 0);
	T_INT(g.n, 0);
	{
		const char *k[] = {"cloud"}, *v[] = {"x"}, *w[] = {"y"};

		sel = (struct store_selection)STORE_SELECTION_INIT;
		sel.tag_keys = k;
		sel.tag_values = v;
		sel.n_tags = 1;
		T_INT(store_results_foreach(st, &sel, grab, &g), 0);
		T_INT(g.n, 1);
		sel.tag_values = w;
		T_INT(store_results_foreach(st, &sel, grab, &g), 0);
		T_INT(g.n, 1);
	}
	store_close(st);
	rm_db(path);
}

T_TEST(t_store_rollback_leaves_nothing)
{
	char path[256], before[65], after[65];
	struct store *st = NULL;
	struct iodb_run run = IODB_RUN_INIT;
	struct iodb_result r = IODB_RESULT_INIT;
	int64_t src, rid;

	tmp_db(path, sizeof(path), "rb");
	T_INT(store_open(path, 0, &st), 0);
	if (!st)
		return;
	T_INT(store_digest(st, before), 0);
	T_INT(store_begin(st), 0);
	T_INT(store_source_add(st, "y", "00", 1, NULL, &src), 0);
	run.format = "dd";
	run.host = "newhost";
	T_INT(store_run_add(st, src, &run, &rid), 0);
	T_INT(store_result_add(st, rid, &r, NULL), 0);
	T_INT(store_rollback(st), 0);
	T_INT(store_digest(st, after), 0);
	T_STR(after, before);
	T_INT(store_count(st, "hosts"), 0);
	store_close(st);

	/* reopening applies no migration twice and keeps the version */
	T_INT(store_open(path, STORE_READONLY, &st), 0);
	store_close(st);
	rm_db(path);
}

/*
 * A unit rolled back after others in the same batch takes back only its
 * own rows (the host, device, datasheet it created included); the units
 * before it and after it land.
 */
T_TEST(t_store_rollback_inside_a_batch)
{
	char path[256], before[65], after[65];
	struct store *st = NULL;
	struct iodb_run run = IODB_RUN_INIT;
	struct iodb_result r = IODB_RESULT_INIT;
	struct iodb_spec sp = IODB_SPEC_INIT;
	int64_t src, rid, id3 = 0;

	tmp_db(path, sizeof(path), "rbb");
	T_INT(store_open(path, 0, &st), 0);
	if (!st)
		return;
	T_INT(store_begin(st), 0);
	T_INT(store_source_add(st, "a", "aa", 1, NULL, &src), 0);
	run.format = "dd";
	run.host = "keep-host";
	T_INT(store_run_add(st, src, &run, &rid), 0);
	T_INT(store_result_add(st, rid, &r, NULL), 0);
	T_INT(store_commit(st), 0);
	T_INT(store_digest(st, before), 0);

	T_INT(store_begin(st), 0);
	T_INT(store_source_add(st, "b", "bb", 1, NULL, &src), 0);
	run.host = "gone-host";
	run.device = "gone-dev";
	T_INT(store_run_add(st, src, &run, &rid), 0);
	T_INT(store_tag_add(st, rid, "k", "v"), 0);
	T_INT(store_result_add(st, rid, &r, NULL), 0);
	T_INT(store_result_add(st, rid, &r, NULL), 0);
	T_INT(store_run_set_status(st, rid, "failed"), 0);
	sp.model = "GONE-1";
	sp.metric = "iops";
	sp.value = 1000;
	T_INT(store_spec_add(st, src, &sp, NULL), 0);
	T_INT(store_rollback(st), 0);
	T_INT(store_digest(st, after), 0);
	T_STR(after, before);
	T_INT(store_count(st, "hosts"), 1);
	T_INT(store_count(st, "devices"), 0);
	T_INT(store_count(st, "datasheets"), 0);
	T_INT(store_count(st, "results"), 1);

	/* the next unit lands, in the same batch */
	T_INT(store_begin(st), 0);
	T_INT(store_source_add(st, "c", "cc", 1, NULL, &id3), 0);
	T_INT(store_commit(st), 0);
	T_INT(store_flush(st), 0);
	T_INT(store_source_find(st, "aa", NULL), 1);
	T_INT(store_source_find(st, "bb", NULL), 0);
	T_INT(store_source_find(st, "cc", &src), 1);
	T_INT(src, id3);
	T_INT(store_count(st, "sources"), 2);
	store_close(st);
	rm_db(path);
}

T_TEST(t_store_default_path)
{
	char buf[512];
	char *old_db = getenv("IODB_DB") ? strdup(getenv("IODB_DB")) : NULL;

	T_STR(store_default_path("/x/y.db", buf, sizeof(buf)), "/x/y.db");
	setenv("IODB_DB", "/e/v.db", 1);
	T_STR(store_default_path(NULL, buf, sizeof(buf)), "/e/v.db");
	unsetenv("IODB_DB");
	setenv("XDG_DATA_HOME", "/xdg", 1);
	T_STR(store_default_path(NULL, buf, sizeof(buf)),
	      "/xdg/iodb/results.db");
	unsetenv("XDG_DATA_HOME");
	if (old_db)
		setenv("IODB_DB", old_db, 1);
	free(old_db);
}

/* A database whose user_version is negative is not ours: refused, never
 * used to index the migrations (issue 14: -1 ran a random string as SQL). */
T_TEST(t_store_negative_user_version)
{
	char path[256];
	struct store *st = NULL;
	FILE *f;
	/* the header's user_version (offset 60, big-endian): -2 */
	static const unsigned char minus2[4] = {0xff, 0xff, 0xff, 0xfe};

	tmp_db(path, sizeof(path), "negver");
	T_REQUIRE(store_open(path, 0, &st) == 0);
	store_close(st);
	st = NULL;
	f = fopen(path, "r+b");
	T_REQUIRE(f != NULL);
	T_INT(fseek(f, 60, SEEK_SET), 0);
	T_INT(fwrite(minus2, 1, 4, f), 4);
	fclose(f);
	T_INT(store_open(path, 0, &st), -EPROTO);
	T_OK(st == NULL);
	T_INT(store_open(path, STORE_READONLY, &st), -EPROTO);
	T_OK(st == NULL);
	rm_db(path);
}

/* The schema of database path (every object's type, name and SQL). */
static void schema_dump(const char *path, char *out, size_t n)
{
	sqlite3 *db = NULL;
	sqlite3_stmt *s = NULL;
	size_t k = 0;

	out[0] = '\0';
	T_REQUIRE(sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) ==
		  SQLITE_OK);
	T_REQUIRE(sqlite3_prepare_v2(
		      db,
		      "SELECT type || ' ' || name || ' ' || tbl_name || ' ' || "
		      "ifnull(sql, '-') FROM sqlite_schema ORDER BY type, name",
		      -1, &s, NULL) == SQLITE_OK);
	while (sqlite3_step(s) == SQLITE_ROW && k < n)
		k += (size_t)snprintf(out + k, n - k, "%s\n",
				      (const char *)sqlite3_column_text(s, 0));
	sqlite3_finalize(s);
	T_REQUIRE(sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &s, NULL) ==
		  SQLITE_OK);
	if (sqlite3_step(s) == SQLITE_ROW && k < n)
		snprintf(out + k, n - k, "v%d\n", sqlite3_column_int(s, 0));
	sqlite3_finalize(s);
	sqlite3_close(db);
}

/*
 * A new database is made in one step from the schema the migrations end
 * with (schema/squash.c): it holds exactly what applying them one by one
 * gives, down to the SQL text of every object.
 */
T_TEST(t_store_fresh_schema_equals_migrated)
{
	extern const char *const schema_migrations[];
	static char a[65536], b[65536];
	char pa[256], pb[256], sql[64];
	struct store *st = NULL;
	sqlite3 *db = NULL;
	int n = 0;

	tmp_db(pa, sizeof(pa), "fresh");
	T_REQUIRE(store_open(pa, 0, &st) == 0);
	store_close(st);
	tmp_db(pb, sizeof(pb), "stepwise");
	T_REQUIRE(sqlite3_open(pb, &db) == SQLITE_OK);
	for (; schema_migrations[n]; n++)
		T_REQUIRE(sqlite3_exec(db, schema_migrations[n], 0, 0, 0) ==
			  SQLITE_OK);
	snprintf(sql, sizeof(sql), "PRAGMA user_version = %d", n);
	T_REQUIRE(sqlite3_exec(db, sql, 0, 0, 0) == SQLITE_OK);
	sqlite3_close(db);
	schema_dump(pa, a, sizeof(a));
	schema_dump(pb, b, sizeof(b));
	T_OK(strlen(a) > 1000);
	T_STR(a, b);
	T_INT(store_schema_version(), n);
	rm_db(pa);
	rm_db(pb);
}

/*
 * The image a first import writes into the file it builds (schema/squash.c)
 * is, byte for byte, what SQLite makes of the fresh schema the way
 * migrate() makes it; and a database built with it has the schema a new
 * database gets, checks as sound and takes rows.
 */
static struct store *one_result(const char *path, const struct iodb_result *r);
static int first_row(const char *path, const char *sql, char col[][512], int n);

T_TEST(t_store_image_equals_fresh)
{
	extern const char schema_fresh[];
	extern const int schema_fresh_version;
	extern const unsigned schema_image_size, schema_image_n_runs;
	extern const unsigned schema_image_runs[][2];
	extern const unsigned char schema_image_bytes[];
	static char a[65536], b[65536];
	char pa[256], pb[256], sql[64], col[1][512];
	struct iodb_result r = IODB_RESULT_INIT;
	struct store *st = NULL;
	sqlite3 *db = NULL;
	sqlite3_int64 size = 0;
	unsigned char *made, *img;
	size_t at = 0;

	img = calloc(1, schema_image_size);
	T_REQUIRE(img != NULL);
	for (unsigned i = 0; i < schema_image_n_runs; i++) {
		memcpy(img + schema_image_runs[i][0], schema_image_bytes + at,
		       schema_image_runs[i][1]);
		at += schema_image_runs[i][1];
	}
	snprintf(sql, sizeof(sql), "PRAGMA user_version = %d",
		 schema_fresh_version);
	T_REQUIRE(sqlite3_open(":memory:", &db) == SQLITE_OK);
	T_REQUIRE(sqlite3_exec(db, "PRAGMA page_size = 16384", 0, 0, 0) == 0);
	T_REQUIRE(sqlite3_exec(db, "BEGIN IMMEDIATE", 0, 0, 0) == 0);
	T_REQUIRE(sqlite3_exec(db, schema_fresh, 0, 0, 0) == 0);
	T_REQUIRE(sqlite3_exec(db, sql, 0, 0, 0) == 0);
	T_REQUIRE(sqlite3_exec(db, "COMMIT", 0, 0, 0) == 0);
	made = sqlite3_serialize(db, "main", &size, 0);
	T_REQUIRE(made != NULL);
	T_INT(size, schema_image_size);
	T_OK(size == schema_image_size && !memcmp(made, img, (size_t)size));
	sqlite3_free(made);
	sqlite3_close(db);
	free(img);

	tmp_db(pa, sizeof(pa), "image");
	T_REQUIRE(store_open(pa, STORE_BULK | STORE_BUILD, &st) == 0);
	T_INT(store_finish(st, NULL), 0);
	tmp_db(pb, sizeof(pb), "fresh");
	T_REQUIRE(store_open(pb, 0, &st) == 0);
	store_close(st);
	schema_dump(pa, a, sizeof(a));
	schema_dump(pb, b, sizeof(b));
	T_OK(strlen(a) > 1000);
	T_STR(a, b);
	T_REQUIRE(first_row(pa, "PRAGMA integrity_check", col, 1) == 0);
	T_STR(col[0], "ok");
	r.cond.op = IODB_OP_READ;
	r.iops = 1234;
	st = one_result(pa, &r);
	T_REQUIRE(st != NULL);
	store_close(st);
	T_REQUIRE(first_row(pa, "SELECT count(*) FROM results", col, 1) == 0);
	T_STR(col[0], "1");
	rm_db(pa);
	rm_db(pb);
}

/* A new database at path holding one fio run with result r: the store,
 * or NULL (the test failed). */
static struct store *one_result(const char *path, const struct iodb_result *r)
{
	struct iodb_run run = IODB_RUN_INIT;
	struct store *st = NULL;
	int64_t rid;

	run.format = "fio-json";
	run.tool = "fio";
	if (store_open(path, 0, &st) || store_begin(st) ||
	    store_run_add(st, 0, &run, &rid) ||
	    store_result_add(st, rid, r, NULL) || store_commit(st)) {
		T_FAIL("cannot store one result in %s", path);
		store_close(st);
		return NULL;
	}
	return st;
}

/*
 * The first row of sql on the database at path: n columns' texts into
 * col ("" for NULL, at most 511 bytes each).  0, or -1 when sql fails.
 */
static int first_row(const char *path, const char *sql, char col[][512], int n)
{
	sqlite3 *db = NULL;
	sqlite3_stmt *s = NULL;
	int ret = -1;

	if (sqlite3_open(path, &db) == SQLITE_OK &&
	    sqlite3_prepare_v2(db, sql, -1, &s, NULL) == SQLITE_OK &&
	    sqlite3_step(s) == SQLITE_ROW) {
		for (int i = 0; i < n; i++) {
			const unsigned char *t = sqlite3_column_text(s, i);

			snprintf(col[i], 512, "%s", t ? (const char *)t : "");
		}
		ret = 0;
	}
	sqlite3_finalize(s);
	sqlite3_close(db);
	return ret;
}

/*
 * Migrations 3 and 6 on a database written before them: the extra figures
 * stored as [{"name","value","unit"}] read back the same, number texts
 * kept, the views unchanged.
 */
T_TEST(t_store_migration_metrics_arrays)
{
	extern const char *const schema_migrations[];
	char path[256], col[4][512];
	sqlite3 *db = NULL;
	struct store *st = NULL;
	struct store_selection sel = STORE_SELECTION_INIT;
	struct got g = {0};

	tmp_db(path, sizeof(path), "mig3");
	T_REQUIRE(sqlite3_open(path, &db) == SQLITE_OK);
	T_REQUIRE(sqlite3_exec(db, schema_migrations[0], 0, 0, 0) == SQLITE_OK);
	T_REQUIRE(sqlite3_exec(db, schema_migrations[1], 0, 0, 0) == SQLITE_OK);
	T_REQUIRE(
	    sqlite3_exec(
		db,
		"PRAGMA user_version = 2;"
		"INSERT INTO sources (id, sha256, path, size, imported_at) "
		"VALUES (1, 'aa', 'x', 1, 0);"
		"INSERT INTO runs (id, source_id, format, created_at, "
		"metrics_json) VALUES (1, 1, 'fio-json', 0, "
		"'[{\"name\":\"ctx\",\"value\":717,\"unit\":\"count\"}]');"
		"INSERT INTO results (id, run_id, job, metrics_json) VALUES "
		"(1, 1, 'j', '[{\"name\":\"bw_min_bytes\",\"value\":123.5,"
		"\"unit\":\"bytes/s\"},{\"name\":\"odd\",\"value\":"
		"0.30000000000000004},{\"name\":\"iodepth_4\",\"value\":99.9,"
		"\"unit\":\"pct\"}]');",
		0, 0, 0) == SQLITE_OK);
	sqlite3_close(db);

	T_REQUIRE(store_open(path, 0, &st) == 0);
	T_INT(store_results_foreach(st, &sel, grab, &g), 0);
	T_INT(g.n, 1);
	T_DBL(g.extra[0], 123.5);
	store_close(st);

	T_REQUIRE(first_row(path,
			    "SELECT (SELECT metrics_json FROM results),"
			    " (SELECT metrics_json FROM runs),"
			    " (SELECT group_concat(name || '=' || "
			    "value || '/' || ifnull(unit, '-'), ' ') "
			    "FROM result_metrics),"
			    " (SELECT name || value || unit FROM run_metrics)",
			    col, 4) == 0);
	/* migration 3 made arrays of them, migration 6 one run each */
	T_STR(col[0], "[[\"bytes/s\",{\"bw_min_bytes\":123.5}],[null,{\"odd\":"
		      "0.30000000000000004}],[\"pct\",{\"iodepth_4\":99.9}]]");
	T_STR(col[1], "[[\"count\",{\"ctx\":717}]]");
	T_STR(col[2],
	      "bw_min_bytes=123.5/bytes/s odd=0.3/- iodepth_4=99.9/pct");
	T_STR(col[3], "ctx717count");
	rm_db(path);
}

/*
 * Migration 8 on a database of version 7: the results table rebuilt for
 * its op CHECK keeps every row as it was (op, figures, percentiles,
 * extras in migration 7's layouts), the views read the same, and op may
 * then be 'readwrite' (a mixed workload's one figure), never another
 * word.
 */
T_TEST(t_store_migration_op_readwrite)
{
	extern const char *const schema_migrations[];
	char path[256], col[5][512];
	sqlite3 *db = NULL;
	struct store *st = NULL;
	struct store_selection sel = STORE_SELECTION_INIT;
	struct got g = {0};
	struct iodb_run run = IODB_RUN_INIT;
	struct iodb_result res = IODB_RESULT_INIT;
	int64_t id;

	tmp_db(path, sizeof(path), "mig8");
	T_REQUIRE(sqlite3_open(path, &db) == SQLITE_OK);
	for (int i = 0; i < 7; i++)
		T_REQUIRE(sqlite3_exec(db, schema_migrations[i], 0, 0, 0) ==
			  SQLITE_OK);
	T_REQUIRE(
	    sqlite3_exec(
		db,
		"PRAGMA user_version = 7;"
		"INSERT INTO sources (id, sha256, path, size, imported_at) "
		"VALUES (1, 'aa', 'x', 1, 0);"
		"INSERT INTO runs (id, source_id, format, created_at) "
		"VALUES (1, 1, 'fio-json', 0);"
		"INSERT INTO metric_layouts VALUES ('00000000000000ab', "
		"'[[\"bytes/s\",[\"bw_min_bytes\"]]]');"
		"INSERT INTO results (id, run_id, job, op, pattern, "
		"mix_read_pct, bs, iops, clat_pct_json, metrics_json) VALUES "
		"(1, 1, 'r', 'read', 'rand', NULL, 4096, 1000.5, "
		"'{\"99\":5000}', '[\"00000000000000ab\",[123.5]]'),"
		"(2, 1, 'c', 'copy', NULL, NULL, 1048576, 7, NULL, NULL),"
		"(3, 1, 'm', NULL, 'rand', 70, 4096, 55, NULL, NULL);",
		0, 0, 0) == SQLITE_OK);
	sqlite3_close(db);

	T_REQUIRE(store_open(path, 0, &st) == 0);
	T_INT(store_results_foreach(st, &sel, grab, &g), 0);
	T_INT(g.n, 3);
	T_INT(g.r[0].cond.op, IODB_OP_READ);
	T_DBL(g.r[0].iops, 1000.5);
	T_DBL(g.p99[0], 5000);
	T_DBL(g.extra[0], 123.5);
	T_INT(g.r[1].cond.op, IODB_OP_COPY);
	T_INT(g.r[2].cond.op, IODB_OP_UNKNOWN);
	T_DBL(g.r[2].cond.mix_read_pct, 70);
	/* now a mixed workload's one figure is stored as readwrite */
	run.format = "cdm";
	res.cond.op = IODB_OP_READWRITE;
	res.cond.mix_read_pct = 70;
	res.iops = 17202.4;
	T_INT(store_begin(st), 0);
	T_INT(store_run_add(st, 0, &run, &id), 0);
	T_INT(store_result_add(st, id, &res, NULL), 0);
	T_INT(store_commit(st), 0);
	store_close(st);

	T_REQUIRE(first_row(path,
			    "SELECT (SELECT group_concat(ifnull(op, '-') || "
			    "'/' || iops, ' ') FROM results_flat),"
			    " (SELECT group_concat(name || '=' || value, ' ') "
			    "FROM result_metrics),"
			    " (SELECT group_concat(pct || '=' || ns) "
			    "FROM percentiles),"
			    " (SELECT user_version FROM pragma_user_version),"
			    " (SELECT count(*) FROM results WHERE op = "
			    "'readwrite')",
			    col, 5) == 0);
	T_STR(col[0], "read/1000.5 copy/7.0 -/55.0 readwrite/17202.4");
	T_STR(col[1], "bw_min_bytes=123.5");
	T_STR(col[2], "99.0=5000");
	T_STR(col[3], "9");
	T_STR(col[4], "1");
	/* the CHECK still refuses any other word */
	T_REQUIRE(sqlite3_open(path, &db) == SQLITE_OK);
	T_INT(sqlite3_exec(db,
			   "INSERT INTO results (run_id, op) VALUES "
			   "(1, 'mixed')",
			   0, 0, 0),
	      SQLITE_CONSTRAINT);
	sqlite3_close(db);
	rm_db(path);
}

/*
 * Migration 9 on a database of version 8: results_flat gains clat_p90_ns
 * and clat_p95_ns after its last column, read from the percentiles the
 * rows stored already; the columns before them are unchanged.
 */
T_TEST(t_store_migration_p90_p95)
{
	extern const char *const schema_migrations[];
	char path[256], col[4][512];
	struct store *st = NULL;
	sqlite3 *db = NULL;

	tmp_db(path, sizeof(path), "mig9");
	T_REQUIRE(sqlite3_open(path, &db) == SQLITE_OK);
	for (int i = 0; i < 8; i++)
		T_REQUIRE(sqlite3_exec(db, schema_migrations[i], 0, 0, 0) ==
			  SQLITE_OK);
	T_REQUIRE(
	    sqlite3_exec(db,
			 "PRAGMA user_version = 8;"
			 "INSERT INTO sources (id, sha256, path, size, "
			 "imported_at) VALUES (1, 'aa', 'x', 1, 0);"
			 "INSERT INTO runs (id, source_id, format, created_at) "
			 "VALUES (1, 1, 'fio-text', 0);"
			 "INSERT INTO results (id, run_id, op, clat_pct_json) "
			 "VALUES (1, 1, 'read', '{\"50.000000\":3000,"
			 "\"90.000000\":4100,\"95.000000\":4500,"
			 "\"99.000000\":5000}');",
			 0, 0, 0) == SQLITE_OK);
	sqlite3_close(db);

	T_REQUIRE(store_open(path, 0, &st) == 0);
	store_close(st);
	T_REQUIRE(first_row(path,
			    "SELECT clat_p50_ns || '/' || clat_p99_ns, "
			    "clat_p90_ns, clat_p95_ns, "
			    "(SELECT user_version FROM pragma_user_version) "
			    "FROM results_flat",
			    col, 4) == 0);
	T_STR(col[0], "3000/5000");
	T_STR(col[1], "4100");
	T_STR(col[2], "4500");
	T_STR(col[3], "9");
	rm_db(path);
}

static int grab_names(void *arg, const struct store_row *row)
{
	char *out = arg;

	for (size_t i = 0; i < row->res->n_extras; i++) {
		size_t n = strlen(out);

		snprintf(out + n, 512 - n, "%s%s=%g/%s", i ? " " : "",
			 row->res->extras[i].name, row->res->extras[i].value,
			 row->res->extras[i].unit ? row->res->extras[i].unit
						  : "-");
	}
	return 0;
}

/*
 * The key of a layout of extras (model/json_text.h) computed here on its
 * own: FNV-1a, 64 bits, over each run's 0x01 and unit (0x02: none) and
 * each name's 0x00 and name.  Keys name layouts across databases
 * (merge), so they must never change.
 */
static void layout_key(const struct iodb_metric *m, const int *run_start,
		       size_t n, char out[17])
{
	uint64_t h = 0xcbf29ce484222325ULL;

	for (size_t i = 0; i < n; i++) {
		const char *p;
		size_t len;

		if (run_start[i]) {
			h = (h ^ (m[i].unit ? 1u : 2u)) * 0x100000001b3ULL;
			for (p = m[i].unit, len = p ? strlen(p) : 0; len;
			     p++, len--)
				h = (h ^ (unsigned char)*p) * 0x100000001b3ULL;
		}
		h = (h ^ 0u) * 0x100000001b3ULL;
		for (p = m[i].name; *p; p++)
			h = (h ^ (unsigned char)*p) * 0x100000001b3ULL;
	}
	snprintf(out, 17, "%016llx", (unsigned long long)h);
}

/*
 * Extras are stored as runs of one unit (migration 6): a unit change or a
 * name met again in the run starts a new one; they read back in order,
 * through the store and through the result_metrics view.  A result's
 * are its values under the key of their layout, the units and names
 * stored once (migration 7).  Percentile keys are the shortest decimal
 * text.
 */
T_TEST(t_store_metrics_by_unit)
{
	struct iodb_metric extra[] = {
	    {"bw_min", 1000, "bytes/s"}, {"bw_max", 3000, "bytes/s"},
	    {"bw_agg_pct", 99.5, "pct"}, {"bw_mean", 2000, "bytes/s"},
	    {"note", 7, NULL},		 {"other", 8, NULL},
	    {"note", 9, NULL},		 {"q\"uote", 1, "bytes/s"},
	};
	struct iodb_pct pct[] = {
	    {1, 10}, {50, 20}, {99.9, 30}, {99.99, 40}, {99.995, 50}};
	char path[256], names[512] = "", col[5][512];
	struct store *st = NULL;
	struct iodb_result r = IODB_RESULT_INIT;
	struct store_selection sel = STORE_SELECTION_INIT;

	tmp_db(path, sizeof(path), "units");
	r.extras = extra;
	r.n_extras = sizeof(extra) / sizeof(extra[0]);
	r.clat_pct = pct;
	r.n_clat_pct = sizeof(pct) / sizeof(pct[0]);
	st = one_result(path, &r);
	T_REQUIRE(st);
	T_INT(store_results_foreach(st, &sel, grab_names, names), 0);
	T_STR(names, "bw_min=1000/bytes/s bw_max=3000/bytes/s "
		     "bw_agg_pct=99.5/pct bw_mean=2000/bytes/s note=7/- "
		     "other=8/- note=9/- q\"uote=1/bytes/s");
	store_close(st);

	T_REQUIRE(
	    first_row(path,
		      "SELECT (SELECT metrics_json FROM results),"
		      " (SELECT clat_pct_json FROM results),"
		      " (SELECT group_concat(name || '=' || "
		      "value || '/' || ifnull(unit, '-'), ' ') "
		      "FROM result_metrics),"
		      " (SELECT group_concat(pct || ':' || ns, ' ') "
		      "FROM percentiles),"
		      " (SELECT group_concat(key || ' ' || layout, ' | ') "
		      "FROM metric_layouts)",
		      col, 5) == 0);
	{
		static const int starts[] = {1, 0, 1, 1, 1, 0, 1, 1};
		char key[17], want[512];

		layout_key(extra, starts, 8, key);
		snprintf(want, sizeof(want),
			 "[\"%s\",[1000,3000],[99.5],[2000],[7,8],[9],[1]]",
			 key);
		T_STR(col[0], want);
		snprintf(want, sizeof(want),
			 "%s [[\"bytes/s\",[\"bw_min\",\"bw_max\"]],[\"pct\","
			 "[\"bw_agg_pct\"]],[\"bytes/s\",[\"bw_mean\"]],[null,"
			 "[\"note\",\"other\"]],[null,[\"note\"]],[\"bytes/s\","
			 "[\"q\\\"uote\"]]]",
			 key);
		T_STR(col[4], want);
	}
	T_STR(col[1], "{\"1\":10,\"50\":20,\"99.9\":30,\"99.99\":40,"
		      "\"99.995\":50}");
	T_STR(col[2],
	      "bw_min=1000/bytes/s bw_max=3000/bytes/s bw_agg_pct=99.5/pct "
	      "bw_mean=2000/bytes/s note=7/- other=8/- note=9/- "
	      "q\"uote=1/bytes/s");
	T_STR(col[3], "1.0:10 50.0:20 99.9:30 99.99:40 99.995:50");
	rm_db(path);
}

/*
 * A key that holds another layout (a hash collision, made here by hand by
 * changing the layout a first connection stored): the result's extras are
 * stored with their names instead (migration 6's form), and read back the
 * same, through the store and the view.
 */
T_TEST(t_store_metrics_layout_collision)
{
	struct iodb_metric extra[] = {
	    {"ctx", 717, "count"}, {"majf", 0, "count"}, {"util", 60.5, "pct"}};
	static const int starts[] = {1, 0, 1};
	char path[256], key[17], sql[256], names[512] = "", col[3][512];
	struct store *st = NULL;
	struct iodb_result r = IODB_RESULT_INIT;
	struct iodb_run run = IODB_RUN_INIT;
	struct store_selection sel = STORE_SELECTION_INIT;
	int64_t rid;

	tmp_db(path, sizeof(path), "collide");
	layout_key(extra, starts, 3, key);
	r.extras = extra;
	r.n_extras = 3;
	run.format = "fio-json";
	T_REQUIRE(store_open(path, 0, &st) == 0);
	T_INT(store_begin(st), 0);
	T_INT(store_run_add(st, 0, &run, &rid), 0);
	T_INT(store_result_add(st, rid, &r, NULL), 0);
	T_INT(store_flush(st), 0);
	snprintf(sql, sizeof(sql),
		 "UPDATE metric_layouts SET layout = '[[\"x\",[\"y\"]]]' "
		 "WHERE key = '%s'",
		 key);
	T_INT(sqlite3_exec(store_sqlite(st), sql, NULL, NULL, NULL), SQLITE_OK);
	T_INT(sqlite3_exec(store_sqlite(st), "DELETE FROM results", NULL, NULL,
			   NULL),
	      SQLITE_OK);
	/* a new connection: it does not know the key */
	store_close(st);
	st = NULL;
	T_REQUIRE(store_open(path, 0, &st) == 0);
	T_INT(store_begin(st), 0);
	T_INT(store_run_add(st, 0, &run, &rid), 0);
	T_INT(store_result_add(st, rid, &r, NULL), 0);
	T_INT(store_commit(st), 0);
	T_INT(store_flush(st), 0);
	T_INT(store_results_foreach(st, &sel, grab_names, names), 0);
	T_STR(names, "ctx=717/count majf=0/count util=60.5/pct");
	store_close(st);
	T_REQUIRE(first_row(path,
			    "SELECT (SELECT metrics_json FROM results),"
			    " (SELECT group_concat(name || '=' || "
			    "value || '/' || ifnull(unit, '-'), ' ') "
			    "FROM result_metrics),"
			    " (SELECT count(*) FROM metric_layouts)",
			    col, 3) == 0);
	T_STR(col[0], "[[\"count\",{\"ctx\":717,\"majf\":0}],[\"pct\","
		      "{\"util\":60.5}]]");
	T_STR(col[1], "ctx=717/count majf=0/count util=60.5/pct");
	T_STR(col[2], "1");
	rm_db(path);
}

/*
 * The columns of table in the database at path, and those model/'s field
 * table (plus the store's own lead columns) says it has: the same set.
 */
static void check_table(const char *path, const char *table,
			enum iodb_field_rec rec, const char *const *own)
{
	sqlite3 *db = NULL;
	sqlite3_stmt *s = NULL;
	char sql[128], got[2048] = ",", want[2048] = ",";
	size_t n_got = 0, n_want = 0;

	T_REQUIRE(sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) ==
		  SQLITE_OK);
	snprintf(sql, sizeof(sql), "PRAGMA table_info(%s)", table);
	T_REQUIRE(sqlite3_prepare_v2(db, sql, -1, &s, NULL) == SQLITE_OK);
	while (sqlite3_step(s) == SQLITE_ROW) {
		strcat(got, (const char *)sqlite3_column_text(s, 1));
		strcat(got, ",");
		n_got++;
	}
	sqlite3_finalize(s);
	sqlite3_close(db);
	for (size_t i = 0; own[i]; i++) {
		strcat(want, own[i]);
		strcat(want, ",");
		n_want++;
	}
	for (const struct iodb_field *f = iodb_fields; f->name; f++) {
		if (f->rec != rec || !f->column)
			continue;
		strcat(want, f->column);
		strcat(want, ",");
		n_want++;
	}
	T_INT(n_got, n_want);
	/* every column the table has is one the fields name, and back */
	for (char *p = got + 1, *e; (e = strchr(p, ',')); p = e + 1) {
		char name[80];

		snprintf(name, sizeof(name), ",%.*s,", (int)(e - p), p);
		if (!strstr(want, name))
			T_FAIL("%s.%s: a column no field names", table, name);
	}
	for (char *p = want + 1, *e; (e = strchr(p, ',')); p = e + 1) {
		char name[80];

		snprintf(name, sizeof(name), ",%.*s,", (int)(e - p), p);
		if (!strstr(got, name))
			T_FAIL("%s: no column %s for a field", table, name);
	}
}

/* The schema stays SQL; model/'s field table must match it. */
T_TEST(t_store_schema_matches_fields)
{
	static const char *const run_own[] = {
	    "id",	  "source_id", "host_id", "device_id",
	    "created_at", "uuid",      "origin",  NULL};
	static const char *const result_own[] = {"id", "run_id", NULL};
	char path[256];
	struct store *st = NULL;

	tmp_db(path, sizeof(path), "schema");
	T_REQUIRE(store_open(path, 0, &st) == 0);
	store_close(st);
	check_table(path, "runs", IODB_REC_RUN, run_own);
	check_table(path, "results", IODB_REC_RESULT, result_own);
	rm_db(path);
}

static int grab_extras(void *arg, const struct store_row *row)
{
	double *out = arg;

	for (size_t i = 0; i < row->res->n_extras && i < 16; i++)
		out[i] = row->res->extras[i].value;
	return 0;
}

/* The JSON columns keep every double exactly, whichever way it is
 * written (few decimals without printf, or %.15g / %.17g). */
T_TEST(t_store_json_numbers_exact)
{
	static const double v[] = {0.1,
				   1e-7,
				   123456.789,
				   -2.5,
				   0.30000000000000004,
				   1.0 / 3,
				   5e-324,
				   1.7976931348623157e308,
				   4503599627370495.5,
				   1234.5678901,
				   -0.000123,
				   99.99,
				   6614.073099,
				   26456.0 * 1024,
				   1e21,
				   -7};
	enum { N = sizeof(v) / sizeof(v[0]) };
	struct iodb_metric extra[N];
	double back[16];
	char path[256];
	struct store *st = NULL;
	struct iodb_result r = IODB_RESULT_INIT;
	struct store_selection sel = STORE_SELECTION_INIT;

	for (size_t i = 0; i < N; i++) {
		extra[i] = (struct iodb_metric){"x", v[i], NULL};
		back[i] = NAN;
	}
	tmp_db(path, sizeof(path), "nums");
	r.extras = extra;
	r.n_extras = N;
	st = one_result(path, &r);
	T_REQUIRE(st);
	T_INT(store_results_foreach(st, &sel, grab_extras, back), 0);
	for (size_t i = 0; i < N; i++)
		if (back[i] != v[i])
			T_FAIL("extra %zu: %.17g read back as %.17g", i, v[i],
			       back[i]);
	store_close(st);
	rm_db(path);
}

/* Messages through util/diag.h, kept for a test to look at. */
static char diag_msgs[2048];

static void keep_msg(enum diag_kind kind, const char *msg, void *arg)
{
	size_t n = strlen(diag_msgs);

	(void)kind;
	(void)arg;
	snprintf(diag_msgs + n, sizeof(diag_msgs) - n, "%s\n", msg);
}

static int exists(const char *path, const char *suffix)
{
	char p[512];

	snprintf(p, sizeof(p), "%s%s", path, suffix);
	return access(p, F_OK) == 0;
}

/* One source with one run and one result, committed. */
static void add_one(struct store *st)
{
	struct iodb_run run = IODB_RUN_INIT;
	struct iodb_result r = IODB_RESULT_INIT;
	int64_t src, rid;

	run.format = "dd";
	r.iops = 1234;
	T_INT(store_begin(st), 0);
	T_INT(store_source_add(st, "x", "ab", 1, NULL, &src), 0);
	T_INT(store_run_add(st, src, &run, &rid), 0);
	T_INT(store_result_add(st, rid, &r, NULL), 0);
	T_INT(store_commit(st), 0);
}

/*
 * Issue 13 item 7: reading commands leave no X.db-wal / X.db-shm behind
 * (a read-only connection made them and left them).
 */
T_TEST(t_store_reading_leaves_no_wal_files)
{
	char path[256];
	struct store *st = NULL, *st2 = NULL;

	tmp_db(path, sizeof(path), "nowal");
	T_REQUIRE(store_open(path, 0, &st) == 0);
	add_one(st);
	store_close(st);
	T_OK(!exists(path, "-wal") && !exists(path, "-shm"));
	T_REQUIRE(store_open(path, STORE_READONLY, &st) == 0);
	T_INT(store_count(st, "results"), 1);
	/* two readers at once: still nothing left when both are done */
	T_REQUIRE(store_open(path, STORE_READONLY, &st2) == 0);
	T_INT(store_count(st2, "runs"), 1);
	store_close(st2);
	/* and a reader cannot write */
	T_OK(store_begin(st) < 0 ||
	     store_source_add(st, "y", "cd", 1, NULL, NULL) < 0);
	store_close(st);
	T_OK(!exists(path, "-wal"));
	T_OK(!exists(path, "-shm"));
	rm_db(path);
}

/*
 * --db naming a folder, or a file in a folder that does not exist, is an
 * error naming the path (it created the folder); the default database's
 * folders are still created.
 */
T_TEST(t_store_path_errors)
{
	char dir[256], path[300], cmd[600];
	struct store *st = NULL;
	diag_routine old;
	char *xdg =
	    getenv("XDG_DATA_HOME") ? strdup(getenv("XDG_DATA_HOME")) : NULL;

	snprintf(dir, sizeof(dir), "/tmp/iodb-test-%d-paths", (int)getpid());
	T_REQUIRE(mkdir(dir, 0700) == 0 || errno == EEXIST);
	diag_msgs[0] = '\0';
	old = diag_set_routine(keep_msg, NULL);
	T_INT(store_open(dir, 0, &st), -EISDIR);
	T_INT(store_open(dir, STORE_READONLY, &st), -EISDIR);
	snprintf(path, sizeof(path), "%s/missing/x.db", dir);
	T_INT(store_open(path, 0, &st), -ENOENT);
	diag_set_routine(old, NULL);
	snprintf(cmd, sizeof(cmd),
		 "%s: error: is a directory, not a database file (give a file "
		 "name, e.g. %s/results.db)\n",
		 dir, dir);
	T_OK(strstr(diag_msgs, cmd) != NULL);
	snprintf(cmd, sizeof(cmd),
		 "%s: error: no directory '%s/missing' (create it first, or "
		 "give another --db)\n",
		 path, dir);
	T_OK(strstr(diag_msgs, cmd) != NULL);
	if (t_failed)
		fprintf(stderr, "messages:\n%s", diag_msgs);
	snprintf(cmd, sizeof(cmd), "%s/missing", dir);
	T_OK(access(cmd, F_OK) != 0); /* not created */
	/* the default database: its folders are made */
	snprintf(cmd, sizeof(cmd), "%s/xdg", dir);
	setenv("XDG_DATA_HOME", cmd, 1);
	store_default_path(NULL, path, sizeof(path));
	if (!getenv("IODB_DB")) {
		T_INT(store_open(path, 0, &st), 0);
		store_close(st);
		T_OK(exists(path, ""));
	}
	if (xdg)
		setenv("XDG_DATA_HOME", xdg, 1);
	else
		unsetenv("XDG_DATA_HOME");
	free(xdg);
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	T_OK(system(cmd) == 0);
}

/*
 * Issue 14 item 12: a database in WAL mode on a read-only file system
 * (a tmpfs remounted read-only: root cannot write there either) can be
 * listed, cleanly closed or with its -wal and -shm; with a -wal holding
 * data but no -shm, reading fails with a message saying why.
 */
T_TEST(t_store_read_only_folder)
{
	char dir[256], path[300], cmd[1024];
	struct store *st = NULL;
	diag_routine old;

	if (geteuid() != 0)
		t_skip_now("mounting a tmpfs needs root");
	snprintf(dir, sizeof(dir), "/tmp/iodb-test-%d-rofs", (int)getpid());
	T_REQUIRE(mkdir(dir, 0700) == 0 || errno == EEXIST);
	if (mount("tmpfs", dir, "tmpfs", 0, "size=8m")) {
		rmdir(dir);
		t_skip_now("cannot mount a tmpfs here");
	}
	snprintf(path, sizeof(path), "%s/a.db", dir);
	T_REQUIRE(store_open(path, 0, &st) == 0);
	add_one(st);
	store_close(st);
	/* a copy with its -wal and -shm, as a writer killed leaves them */
	snprintf(cmd, sizeof(cmd),
		 "mkdir '%s/w' '%s/nos' && printf '%%s\\n' "
		 "'PRAGMA wal_autocheckpoint=0;' "
		 "\"INSERT INTO hosts (name) VALUES ('h1');\" "
		 "\".shell cp '%s' '%s-wal' '%s-shm' '%s/w/'\" "
		 "\".shell cp '%s' '%s-wal' '%s/nos/'\" | sqlite3 '%s' "
		 ">/dev/null 2>&1",
		 dir, dir, path, path, path, dir, path, path, dir, path);
	/* the sqlite3 shell is among the dependencies (make deps) */
	T_REQUIRE(system(cmd) == 0);
	T_REQUIRE(mount(NULL, dir, NULL, MS_REMOUNT | MS_RDONLY, NULL) == 0);
	T_INT(store_open(path, STORE_READONLY, &st), 0);
	if (st) {
		T_INT(store_count(st, "results"), 1);
		store_close(st);
	}
	T_OK(!exists(path, "-shm"));
	snprintf(path, sizeof(path), "%s/w/a.db", dir);
	T_OK(exists(path, "-wal") && exists(path, "-shm"));
	{
		T_INT(store_open(path, STORE_READONLY, &st), 0);
		if (st) {
			/* the row only the -wal holds is read */
			T_INT(store_count(st, "hosts"), 1);
			T_INT(store_count(st, "results"), 1);
			store_close(st);
		}
	}
	snprintf(path, sizeof(path), "%s/nos/a.db", dir);
	T_OK(exists(path, "-wal") && !exists(path, "-shm"));
	{
		diag_msgs[0] = '\0';
		old = diag_set_routine(keep_msg, NULL);
		T_OK(store_open(path, STORE_READONLY, &st) < 0);
		diag_set_routine(old, NULL);
		T_OK(strstr(diag_msgs, "write-ahead log needs a writable "
				       "folder") != NULL);
	}
	umount2(dir, MNT_DETACH);
	rmdir(dir);
}

/* ---- a new database built aside (STORE_BUILD) ----------------------- */

/* A fresh empty folder under /tmp for a built database. */
static const char *build_dir(char *buf, size_t n, const char *name)
{
	char cmd[600];

	snprintf(buf, n, "/tmp/iodb-test-%d-%s", (int)getpid(), name);
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", buf);
	if (system(cmd) || mkdir(buf, 0700))
		return NULL;
	return buf;
}

/* How many names in dir hold ".tmp-" (files built aside). */
static int n_built(const char *dir)
{
	char cmd[600];
	FILE *p;
	int n = -1;

	snprintf(cmd, sizeof(cmd), "ls -a '%s' | grep -c '\\.tmp-'", dir);
	p = popen(cmd, "r");
	if (p && fscanf(p, "%d", &n) != 1)
		n = -1;
	if (p)
		pclose(p);
	return n;
}

/* One source (SHA-256 sha) with a run and a result, as one unit; kept
 * when keep, else rolled back. */
static void add_source(struct store *st, const char *sha, int keep)
{
	struct iodb_run run = IODB_RUN_INIT;
	struct iodb_result r = IODB_RESULT_INIT;
	int64_t src, rid;

	run.format = "dd";
	r.iops = 1234;
	T_INT(store_begin(st), 0);
	T_INT(store_source_add(st, "x", sha, 1, NULL, &src), 0);
	T_INT(store_run_add(st, src, &run, &rid), 0);
	T_INT(store_result_add(st, rid, &r, NULL), 0);
	if (keep)
		T_INT(store_commit(st), 0);
	else
		T_INT(store_rollback(st), 0);
}

static int64_t count_at(const char *path, const char *table)
{
	struct store *st = NULL;
	int64_t n = -1;

	if (!store_open(path, STORE_READONLY, &st)) {
		n = store_count(st, table);
		store_close(st);
	}
	return n;
}

/*
 * A first import builds its database aside: nothing at the name until
 * the end, a unit rolled back leaves nothing, the result is a WAL
 * database like any other and no file is left beside it.
 */
T_TEST(t_store_build_aside)
{
	char dir[256], path[300], sha[65];
	struct store *st = NULL;
	sqlite3 *db;
	sqlite3_stmt *s;

	T_REQUIRE(build_dir(dir, sizeof(dir), "build"));
	snprintf(path, sizeof(path), "%s/a.db", dir);
	T_REQUIRE(store_open(path, STORE_BULK | STORE_BUILD, &st) == 0);
	T_OK(!exists(path, ""));
	T_INT(n_built(dir), 1);
	for (int i = 0; i < 600; i++) { /* more than one batch */
		util_sha256_hex_of(&i, sizeof(i), sha);
		add_source(st, sha, i != 7);
	}
	T_INT(store_flush(st), 0);
	T_OK(!exists(path, ""));
	T_INT(store_finish(st, NULL), 0);
	T_INT(n_built(dir), 0);
	T_OK(!exists(path, "-wal") && !exists(path, "-journal"));
	T_INT(count_at(path, "sources"), 599);
	T_INT(count_at(path, "results"), 599);
	T_REQUIRE(sqlite3_open(path, &db) == SQLITE_OK);
	T_REQUIRE(sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &s, NULL) ==
		  SQLITE_OK);
	T_OK(sqlite3_step(s) == SQLITE_ROW &&
	     !strcmp((const char *)sqlite3_column_text(s, 0), "wal"));
	sqlite3_finalize(s);
	sqlite3_close(db);
	/* an existing database is written in place, as before */
	T_REQUIRE(store_open(path, STORE_BULK | STORE_BUILD, &st) == 0);
	T_INT(n_built(dir), 0);
	util_sha256_hex_of("more", 4, sha);
	add_source(st, sha, 1);
	T_INT(store_finish(st, NULL), 0);
	T_INT(count_at(path, "sources"), 600);
	rm_db(path);
	/* so is an empty file at the name */
	{
		FILE *f = fopen(path, "w");

		T_REQUIRE(f != NULL);
		fclose(f);
	}
	T_REQUIRE(store_open(path, STORE_BULK | STORE_BUILD, &st) == 0);
	T_INT(n_built(dir), 0);
	add_source(st, sha, 1);
	T_INT(store_finish(st, NULL), 0);
	T_INT(count_at(path, "sources"), 1);
	rm_db(path);
	rmdir(dir);
}

/*
 * Two first imports into the same name at once, or a database made at
 * the name while one builds: nothing is replaced, everything is stored
 * (the later one merged into the first, its rows with no origin), and
 * no file built aside is left.
 */
T_TEST(t_store_build_name_taken)
{
	char dir[256], path[300], sha[65];
	struct store *a = NULL, *b = NULL, *c = NULL;
	struct store_merge_stats ms;
	sqlite3 *db;
	sqlite3_stmt *s;

	T_REQUIRE(build_dir(dir, sizeof(dir), "taken"));
	snprintf(path, sizeof(path), "%s/a.db", dir);
	T_REQUIRE(store_open(path, STORE_BULK | STORE_BUILD, &a) == 0);
	T_REQUIRE(store_open(path, STORE_BULK | STORE_BUILD, &b) == 0);
	T_INT(n_built(dir), 2);
	util_sha256_hex_of("a", 1, sha);
	add_source(a, sha, 1);
	util_sha256_hex_of("both", 4, sha);
	add_source(a, sha, 1);
	add_source(b, sha, 1);
	util_sha256_hex_of("b", 1, sha);
	add_source(b, sha, 1);
	T_INT(store_finish(a, NULL), 0);
	T_INT(count_at(path, "sources"), 2);
	/* a's database is there: b's is merged into it */
	T_INT(store_finish(b, &ms), 1);
	T_INT(ms.sources, 1);
	T_INT(ms.sources_seen, 1);
	T_INT(ms.results, 1);
	T_INT(count_at(path, "sources"), 3);
	T_INT(count_at(path, "results"), 3);
	T_INT(n_built(dir), 0);
	T_REQUIRE(sqlite3_open(path, &db) == SQLITE_OK);
	T_REQUIRE(sqlite3_prepare_v2(db,
				     "SELECT count(*) FROM runs WHERE origin "
				     "IS NOT NULL",
				     -1, &s, NULL) == SQLITE_OK);
	T_OK(sqlite3_step(s) == SQLITE_ROW && sqlite3_column_int(s, 0) == 0);
	sqlite3_finalize(s);
	sqlite3_close(db);
	/* a database made the usual way while one is built */
	rm_db(path);
	T_REQUIRE(store_open(path, STORE_BULK | STORE_BUILD, &a) == 0);
	T_REQUIRE(store_open(path, 0, &c) == 0);
	util_sha256_hex_of("c", 1, sha);
	add_source(c, sha, 1);
	util_sha256_hex_of("a", 1, sha);
	add_source(a, sha, 1);
	store_close(c);
	T_INT(store_finish(a, NULL), 1);
	T_INT(count_at(path, "sources"), 2);
	T_INT(n_built(dir), 0);
	rm_db(path);
	rmdir(dir);
}

/*
 * A build that cannot be stored removes its file and leaves what is at
 * the name untouched: another program's file made there meanwhile; a
 * signal ending the process; a folder it cannot write to says so.
 */
T_TEST(t_store_build_failures_leave_nothing)
{
	char dir[256], path[300], sha[65], msg[400], *text;
	struct store *st = NULL;
	diag_routine old;
	FILE *f;
	pid_t pid;
	int status = 0;

	T_REQUIRE(build_dir(dir, sizeof(dir), "bfail"));
	snprintf(path, sizeof(path), "%s/a.db", dir);
	T_REQUIRE(store_open(path, STORE_BULK | STORE_BUILD, &st) == 0);
	util_sha256_hex_of("a", 1, sha);
	add_source(st, sha, 1);
	f = fopen(path, "w");
	T_REQUIRE(f != NULL);
	fputs("not a database\n", f);
	fclose(f);
	diag_msgs[0] = '\0';
	old = diag_set_routine(keep_msg, NULL);
	T_OK(store_finish(st, NULL) < 0);
	diag_set_routine(old, NULL);
	T_OK(strstr(diag_msgs, "nothing of this import was stored") != NULL);
	text = t_read_file(path, NULL);
	T_OK(text && !strcmp(text, "not a database\n"));
	free(text);
	T_INT(n_built(dir), 0);
	unlink(path);
	/* killed by a signal while building */
	fflush(NULL);
	pid = fork();
	T_REQUIRE(pid >= 0);
	if (pid == 0) {
		if (store_open(path, STORE_BULK | STORE_BUILD, &st))
			_exit(3);
		add_source(st, sha, 1);
		raise(SIGTERM);
		_exit(4);
	}
	T_REQUIRE(waitpid(pid, &status, 0) == pid);
	T_OK(WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM);
	T_INT(n_built(dir), 0);
	T_OK(!exists(path, ""));
	rmdir(dir);
	/* a folder it cannot write to: a read-only tmpfs (root writes
	 * anywhere else) */
	if (geteuid() != 0)
		t_skip_now("mounting a tmpfs needs root");
	T_REQUIRE(mkdir(dir, 0700) == 0);
	if (mount("tmpfs", dir, "tmpfs", MS_RDONLY, "size=1m")) {
		rmdir(dir);
		t_skip_now("cannot mount a tmpfs here");
	}
	diag_msgs[0] = '\0';
	old = diag_set_routine(keep_msg, NULL);
	T_OK(store_open(path, STORE_BULK | STORE_BUILD, &st) < 0);
	diag_set_routine(old, NULL);
	snprintf(msg, sizeof(msg), "cannot create the database in '%s'", dir);
	T_OK(strstr(diag_msgs, msg) != NULL);
	if (t_failed)
		fprintf(stderr, "messages:\n%s", diag_msgs);
	umount2(dir, MNT_DETACH);
	rmdir(dir);
}
