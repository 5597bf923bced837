/*
 * Merging iodb databases (store/merge.c, `iodb import OTHER.db`, `iodb
 * merge`): two databases made on "different hosts", merged twice,
 * overlapping sources kept once, runs of `iodb run` recognized by their
 * UUID, an older database migrated in a copy and never modified.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <sqlite3.h>

#include "util/sha256.h"
#include "store/merge.h"
#include "store/sink.h"
#include "store/store.h"
#include "tests/t.h"
#include "util/diag.h"

static char path_a[128], path_b[128], err_path[128];

static void rm_db(const char *p)
{
	char s[160];

	unlink(p);
	snprintf(s, sizeof(s), "%s-wal", p);
	unlink(s);
	snprintf(s, sizeof(s), "%s-shm", p);
	unlink(s);
}

static void names(const char *test)
{
	snprintf(path_a, sizeof(path_a), "/tmp/iodb-merge-%d-%s-a.db",
		 (int)getpid(), test);
	snprintf(path_b, sizeof(path_b), "/tmp/iodb-merge-%d-%s-b.db",
		 (int)getpid(), test);
	snprintf(err_path, sizeof(err_path), "/tmp/iodb-merge-%d-%s.err",
		 (int)getpid(), test);
	rm_db(path_a);
	rm_db(path_b);
}

static void clean(void)
{
	rm_db(path_a);
	rm_db(path_b);
	unlink(err_path);
}

/* `iodb --db DB ARGS`; stderr into err_path. */
static int iodb(const char *db, const char *args)
{
	const char *bin = getenv("IODB_BIN");
	char cmd[4096];
	int st;

	snprintf(cmd, sizeof(cmd),
		 "'%s' --db '%s' %s >/dev/null 2>'%s' "
		 "</dev/null",
		 bin ? bin : "./iodb", db, args, err_path);
	st = system(cmd);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static int64_t q_int(const char *db, const char *sql)
{
	sqlite3 *h = NULL;
	sqlite3_stmt *s = NULL;
	int64_t v = -1;

	if (sqlite3_open_v2(db, &h, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK &&
	    sqlite3_prepare_v2(h, sql, -1, &s, NULL) == SQLITE_OK &&
	    sqlite3_step(s) == SQLITE_ROW)
		v = sqlite3_column_int64(s, 0);
	sqlite3_finalize(s);
	sqlite3_close(h);
	return v;
}

static void exec_sql(const char *db, const char *sql)
{
	sqlite3 *h = NULL;

	T_REQUIRE(sqlite3_open(db, &h) == SQLITE_OK);
	T_REQUIRE(sqlite3_exec(h, sql, NULL, NULL, NULL) == SQLITE_OK);
	sqlite3_close(h);
}

/* A run of `iodb run` (no source) with one result, as cmd_run stores
 * it: host "lab-c", the store gives it its UUID. */
static void runner_run(const char *db, double iops)
{
	struct store *st = NULL;
	struct store_sink sk;
	struct iodb_run run = IODB_RUN_INIT;
	struct iodb_result r = IODB_RESULT_INIT;

	T_REQUIRE(store_open(db, 0, &st) == 0);
	run.format = "iodb";
	run.tool = "iodb";
	run.host = "lab-c";
	run.system_json = "{\"kernel\":\"6.1.0\"}";
	run.timestamp = 1764600000;
	r.job = "RND4K Q32T1";
	r.test = "RND4K Q32T1";
	r.cond.op = IODB_OP_READ;
	r.cond.pattern = IODB_PATTERN_RAND;
	r.cond.bs = 4096;
	r.cond.iodepth = 32;
	r.cond.numjobs = 1;
	r.iops = iops;
	r.bw_bytes = iops * 4096;
	store_sink_init(&sk, st, NULL, 0);
	T_INT(store_sink_begin(&sk, NULL, "iodb", NULL, 0, NULL, NULL), 0);
	T_INT(store_sink_run(&sk, &run), 0);
	T_INT(store_sink_result(&sk, &r), 0);
	T_INT(store_sink_end(&sk, 0), 0);
	store_close(st);
}

static int64_t count(const char *db, const char *table)
{
	char sql[96];

	snprintf(sql, sizeof(sql), "SELECT count(*) FROM %s", table);
	return q_int(db, sql);
}

static void quiet(enum diag_kind k, const char *m, void *a)
{
	(void)k;
	(void)m;
	(void)a;
}

/* Database A (host lab-a): two fio JSON files and a dd file; database B
 * (host lab-b): one of A's fio files again, a fio text file, a run of
 * `iodb run`.  Merged twice: the second adds nothing. */
T_TEST(t_merge_twice_adds_nothing)
{
	struct store *st = NULL;
	struct store_merge_stats ms;
	char before[65], after[65];

	names("twice");
	T_REQUIRE(iodb(path_a, "import --host lab-a --tag site=a "
			       "samples/fio-json/randread-4k-qd8.json "
			       "samples/fio-json/write-128k.json "
			       "samples/dd/file-write-direct.txt") == 0);
	T_REQUIRE(
	    iodb(path_b,
		 "import --host lab-b samples/fio-json/randread-4k-qd8.json "
		 "samples/fio-text/randrw-70-4k-qd4-2jobs.txt") == 0);
	runner_run(path_b, 120000);
	T_INT(count(path_a, "sources"), 3);
	T_INT(count(path_b, "sources"), 2);
	T_INT(count(path_b, "runs"), 3);

	/* B into A: the fio file both have is stored once */
	T_REQUIRE(store_open(path_a, 0, &st) == 0);
	T_INT(store_merge(st, path_b, &ms), 0);
	T_INT(ms.sources, 1);
	T_INT(ms.sources_seen, 1);
	T_INT(ms.runs, 2); /* the fio text run and the runner run */
	T_INT(ms.runs_seen, 0);
	T_INT(count(path_a, "sources"), 4);
	T_INT(count(path_a, "runs"), 5);
	T_INT(q_int(path_a, "SELECT count(*) FROM sources WHERE sha256 IN "
			    "(SELECT sha256 FROM sources GROUP BY sha256 "
			    "HAVING count(*) > 1)"),
	      0);
	T_INT(store_digest(st, before), 0);
	/* again: nothing new */
	T_INT(store_merge(st, path_b, &ms), 0);
	T_INT(ms.sources + ms.runs + ms.results + ms.specs, 0);
	T_INT(ms.sources_seen, 2);
	T_INT(ms.runs_seen, 1);
	T_INT(store_digest(st, after), 0);
	T_STR(after, before);
	store_close(st);

	/* provenance: host, tags, the runner run's UUID, the origin */
	T_INT(q_int(path_a, "SELECT count(*) FROM results_flat WHERE host = "
			    "'lab-b' AND format = 'fio-text'"),
	      count(path_b, "results") - 2);
	T_INT(q_int(path_a, "SELECT count(*) FROM runs a JOIN hosts h ON "
			    "h.id = a.host_id WHERE h.name IN ('lab-b', "
			    "'lab-c') AND a.origin IS NOT NULL"),
	      2);
	T_INT(q_int(path_a, "SELECT count(*) FROM hosts WHERE name = 'lab-c' "
			    "AND system_json LIKE '%6.1.0%'"),
	      1);
	T_INT(q_int(path_a, "SELECT count(*) FROM runs WHERE uuid IS NOT NULL "
			    "AND source_id IS NULL"),
	      1);
	T_INT(q_int(path_a, "SELECT iops FROM results_flat WHERE format = "
			    "'iodb'"),
	      120000);
	/* A's own runs still say where they were made: here */
	T_INT(q_int(path_a, "SELECT count(*) FROM runs WHERE origin IS NULL"),
	      3);
	T_INT(q_int(path_a, "SELECT count(*) FROM run_tags WHERE key = "
			    "'site'"),
	      3);
	clean();
}

/* The other way round, through the command line: `iodb import B.db`
 * and `iodb merge B.db` both recognize it; counts equal the union. */
T_TEST(t_merge_cli_import_and_merge)
{
	char *e;

	names("cli");
	T_REQUIRE(iodb(path_a, "import samples/fio-json/two-groups.json "
			       "samples/dd/file-copy.txt") == 0);
	T_REQUIRE(iodb(path_b, "import samples/fio-json/two-groups.json "
			       "samples/dd/loop-read-direct.txt") == 0);
	runner_run(path_b, 99000);
	{
		char args[256];
		int64_t runs_a = count(path_a, "runs");
		int64_t res_a = count(path_a, "results");

		snprintf(args, sizeof(args), "import %s", path_b);
		T_INT(iodb(path_a, args), 0);
		e = t_read_file(err_path, NULL);
		T_OK(e && strstr(e, "merged 2 runs") &&
		     strstr(e, "already here: 1 source"));
		free(e);
		/* two-groups.json is in both: its runs come once */
		T_INT(count(path_a, "runs"), runs_a + 2);
		T_INT(count(path_a, "results"),
		      res_a + q_int(path_b, "SELECT count(*) FROM results_flat "
					    "WHERE source IS NULL OR source "
					    "LIKE '%loop-read%'"));
		snprintf(args, sizeof(args), "merge %s", path_b);
		T_INT(iodb(path_a, args), 0);
		e = t_read_file(err_path, NULL);
		T_OK(e && strstr(e, "merged 0 runs"));
		free(e);
		T_INT(count(path_a, "runs"), runs_a + 2);
	}
	/* a mix: a database and a file on one import line */
	{
		char args[256];

		snprintf(args, sizeof(args),
			 "import %s samples/dd/file-read-direct.txt", path_b);
		T_INT(iodb(path_a, args), 0);
		T_INT(q_int(path_a, "SELECT count(*) FROM sources WHERE path "
				    "LIKE '%file-read-direct%'"),
		      1);
	}
	clean();
}

/*
 * A database of an older schema (before run UUIDs) is migrated in a
 * temporary copy: the user's file stays byte for byte as it was, and
 * its runner run, which has no UUID, is recognized the second time by
 * the identity derived from its content.
 */
T_TEST(t_merge_old_schema_untouched)
{
	struct store *st = NULL;
	struct store_merge_stats ms;
	char sha_before[65], sha_after[65];
	char *buf;
	size_t len;

	names("old");
	T_REQUIRE(iodb(path_b, "import samples/fio-json/write-128k.json") == 0);
	runner_run(path_b, 77000);
	/* back to schema v2: no uuid, no origin, no layouts of extras (v7,
	 * extras are not what this test is about) */
	exec_sql(path_b, "PRAGMA journal_mode = DELETE; DROP INDEX runs_uuid;"
			 "UPDATE results SET metrics_json = NULL;"
			 "UPDATE runs SET metrics_json = NULL;"
			 "DROP VIEW result_metrics; DROP VIEW run_metrics;"
			 "DROP TABLE metric_layouts;"
			 "CREATE VIEW result_metrics AS SELECT r.id AS "
			 "result_id, m.key AS name, m.value AS value, "
			 "g.value ->> 0 AS unit FROM results r, "
			 "json_each(r.metrics_json) g, "
			 "json_each(g.value, '$[1]') m;"
			 "CREATE VIEW run_metrics AS SELECT u.id AS "
			 "run_id, m.key AS name, m.value AS value, "
			 "g.value ->> 0 AS unit FROM runs u, "
			 "json_each(u.metrics_json) g, "
			 "json_each(g.value, '$[1]') m;"
			 "ALTER TABLE runs DROP COLUMN uuid;"
			 "ALTER TABLE runs DROP COLUMN origin;"
			 "ALTER TABLE sources DROP COLUMN origin;"
			 "PRAGMA user_version = 2;");
	buf = t_read_file(path_b, &len);
	T_REQUIRE(buf != NULL);
	util_sha256_hex_of(buf, len, sha_before);
	free(buf);

	T_REQUIRE(store_open(path_a, 0, &st) == 0);
	T_INT(store_merge(st, path_b, &ms), 0);
	T_INT(ms.sources, 1);
	T_INT(ms.runs, 2);
	T_INT(store_merge(st, path_b, &ms), 0);
	T_INT(ms.runs, 0);
	T_INT(ms.runs_seen, 1);
	T_INT(ms.sources_seen, 1);
	store_close(st);
	T_INT(count(path_a, "runs"), 2);
	T_INT(q_int(path_a, "SELECT iops FROM results_flat WHERE format = "
			    "'iodb'"),
	      77000);
	/* the derived identity is a UUID's shape */
	T_INT(q_int(path_a, "SELECT count(*) FROM runs WHERE length(uuid) = "
			    "36 AND source_id IS NULL"),
	      1);

	buf = t_read_file(path_b, &len);
	T_REQUIRE(buf != NULL);
	util_sha256_hex_of(buf, len, sha_after);
	free(buf);
	T_STR(sha_after, sha_before);
	T_INT(q_int(path_b, "PRAGMA user_version"), 2);
	clean();
}

/* What is refused: itself, an SQLite file that is no iodb database, a
 * newer schema. */
T_TEST(t_merge_refusals)
{
	struct store *st = NULL;
	struct store_merge_stats ms;
	diag_routine old;

	names("refuse");
	T_REQUIRE(store_open(path_a, 0, &st) == 0);
	old = diag_set_routine(quiet, NULL);
	T_INT(store_merge(st, path_a, &ms), -EINVAL);
	exec_sql(path_b, "CREATE TABLE notes (x TEXT);");
	T_INT(store_file_is_sqlite(path_b), 1);
	T_INT(store_merge(st, path_b, &ms), -EINVAL);
	rm_db(path_b);
	exec_sql(path_b, "CREATE TABLE sources (id INTEGER);"
			 "CREATE TABLE runs (id INTEGER);"
			 "CREATE TABLE results (id INTEGER);"
			 "PRAGMA user_version = 999;");
	T_INT(store_merge(st, path_b, &ms), -EINVAL);
	diag_set_routine(old, NULL);
	T_INT(store_file_is_sqlite("samples/dd/file-copy.txt"), 0);
	T_INT(count(path_a, "runs"), 0);
	store_close(st);
	clean();
}
