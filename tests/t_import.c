/*
 * The import pipeline in-process (ingest/import.h into store/sink.h): real
 * files from samples/ into a temporary database, counts and values read
 * back; directories with what is not a benchmark output; concurrent
 * importers of overlapping sets.
 */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <sqlite3.h>

#include "ingest/import.h"
#include "store/sink.h"
#include "store/store.h"
#include "tests/t.h"
#include "util/diag.h"
#include "util/strbuf.h"

/* A fresh scratch folder under /tmp (removed by rm_tree). */
static const char *tmp_dir(char *buf, size_t n, const char *name)
{
	snprintf(buf, n, "/tmp/iodb-t-import-%d-%s", (int)getpid(), name);
	if (mkdir(buf, 0700) && errno != EEXIST)
		return NULL;
	return buf;
}

static void rm_tree(const char *dir)
{
	char cmd[600];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	if (system(cmd))
		fprintf(stderr, "cannot remove %s\n", dir);
}

static int copy_file(const char *from, const char *to)
{
	char *buf = t_read_file(from, NULL);
	size_t len = buf ? strlen(buf) : 0;
	FILE *f = buf ? fopen(to, "wb") : NULL;
	int ret = -1;

	if (f && fwrite(buf, 1, len, f) == len)
		ret = 0;
	if (f && fclose(f))
		ret = -1;
	free(buf);
	return ret;
}

static int write_bytes(const char *path, const void *p, size_t n)
{
	FILE *f = fopen(path, "wb");
	int ret = f && fwrite(p, 1, n, f) == n ? 0 : -1;

	if (f && fclose(f))
		ret = -1;
	return ret;
}

/* The store sink's callbacks around ss. */
static struct ingest_import_sink store_sink(struct store_sink *ss)
{
	struct ingest_import_sink s = {.begin = store_sink_begin,
				       .run = store_sink_run,
				       .result = store_sink_result,
				       .spec = store_sink_spec,
				       .end = store_sink_end,
				       .finish = store_sink_finish,
				       .arg = ss};

	return s;
}

/* Messages of one import, captured through util/diag.h. */
static struct strbuf msgs = STRBUF_INIT;
static pthread_mutex_t msgs_mu = PTHREAD_MUTEX_INITIALIZER;

static void capture(enum diag_kind kind, const char *msg, void *arg)
{
	(void)kind;
	(void)arg;
	pthread_mutex_lock(&msgs_mu);
	strbuf_addstr(&msgs, msg);
	strbuf_addch(&msgs, '\n');
	pthread_mutex_unlock(&msgs_mu);
}

struct got {
	int n;
	double iops[4];
	char label[4][32];
	char source[4][128];
	char format[4][32];
};

static int grab(void *arg, const struct store_row *row)
{
	struct got *g = arg;

	if (g->n >= 4)
		return 0;
	g->iops[g->n] = row->res->iops;
	snprintf(g->label[g->n], 32, "%s",
		 row->run->label ? row->run->label : "");
	snprintf(g->source[g->n], 128, "%s", row->source ? row->source : "");
	snprintf(g->format[g->n], 32, "%s",
		 row->run->format ? row->run->format : "");
	g->n++;
	return 0;
}

T_TEST(t_import_fio_json_into_store)
{
	const char *files[] = {"samples/fio-json/randread-4k-qd8.json",
			       "samples/fio-json/randrw-70-30-2jobs.json"};
	struct ingest_import_opts o = {.label = "lab-nvme", .quiet = 1};
	struct store_sink_tag tag = {"host", "lab1"};
	struct store_selection sel = STORE_SELECTION_INIT;
	struct ingest_import_stats st;
	struct ingest_import_sink sink;
	struct store_sink ss;
	struct store *db = NULL;
	struct got g = {0};
	char dir[256], path[300], digest[65], again[65];

	if (access(files[0], R_OK))
		t_skip_now("samples/fio-json not generated");
	T_REQUIRE(tmp_dir(dir, sizeof(dir), "one"));
	snprintf(path, sizeof(path), "%s/t.db", dir);
	T_REQUIRE(store_open(path, 0, &db) == 0);
	store_sink_init(&ss, db, &tag, 1);
	sink = store_sink(&ss);

	T_INT(ingest_import(&o, files, 2, &sink, &st), 0);
	T_INT(st.files, 2);
	T_INT(st.imported, 2);
	T_INT(st.results, 3);
	T_INT(st.failed + st.errors + st.skipped + st.seen, 0);
	T_INT(store_count(db, "sources"), 2);
	T_INT(store_count(db, "runs"), 2);
	T_INT(store_count(db, "results"), 3);
	T_INT(store_count(db, "run_tags"), 2);
	T_INT(store_results_foreach(db, &sel, grab, &g), 0);
	T_INT(g.n, 3);
	/* fio printed "iops" : 87148.936170 for the 4k QD8 job */
	T_NEAR(g.iops[0], 87148.93617, 1e-9);
	T_STR(g.label[0], "lab-nvme");
	T_STR(g.source[0], files[0]);
	T_STR(g.format[0], "fio-json");
	/* the 70/30 mix: read then write */
	T_NEAR(g.iops[1], 61869.565217, 1e-9);
	T_NEAR(g.iops[2], 27173.913043, 1e-9);

	/* the same content again: recognized inside the transaction */
	T_INT(store_digest(db, digest), 0);
	T_INT(ingest_import(&o, files, 2, &sink, &st), 0);
	T_INT(st.seen, 2);
	T_INT(st.imported, 0);
	T_INT(st.failed, 0);
	T_INT(store_digest(db, again), 0);
	T_STR(again, digest);
	store_close(db);
	rm_tree(dir);
}

/* Every source's SHA-256 and every JSON column of the database at path,
 * in row order, into sb. */
static void json_columns(const char *path, struct strbuf *sb)
{
	static const char *const sql[] = {
	    "SELECT sha256 FROM sources ORDER BY id",
	    "SELECT metrics_json FROM runs ORDER BY id",
	    "SELECT metrics_json, clat_pct_json, lat_pct_json, clat_bins_json,"
	    " series_json FROM results ORDER BY id",
	};
	sqlite3 *db = NULL;

	T_REQUIRE(sqlite3_open(path, &db) == SQLITE_OK);
	for (size_t i = 0; i < sizeof(sql) / sizeof(sql[0]); i++) {
		sqlite3_stmt *s = NULL;

		T_REQUIRE(sqlite3_prepare_v2(db, sql[i], -1, &s, NULL) ==
			  SQLITE_OK);
		while (sqlite3_step(s) == SQLITE_ROW)
			for (int c = 0; c < sqlite3_column_count(s); c++)
				strbuf_addf(sb, "%s|",
					    sqlite3_column_text(s, c)
						? (const char *)
						      sqlite3_column_text(s, c)
						: "NULL");
		sqlite3_finalize(s);
	}
	sqlite3_close(db);
}

/*
 * What the readers make ahead for a writer that is behind (SHA-256, the
 * JSON texts of the array fields) is what the writer makes itself: every
 * sample imported with the readers always making them and with them
 * never making them gives the same hashes and JSON columns.
 */
T_TEST(t_import_made_ahead_same_as_writer)
{
	const char *files[] = {"samples"};
	struct ingest_import_opts o = {.quiet = 1};
	struct strbuf a = STRBUF_INIT, b = STRBUF_INIT;
	char dir[256], path[300];

	T_REQUIRE(tmp_dir(dir, sizeof(dir), "ahead"));
	for (int ahead = 0; ahead <= 2; ahead += 2) {
		struct ingest_import_stats st;
		struct ingest_import_sink sink;
		struct store_sink ss;
		struct store *db = NULL;

		snprintf(path, sizeof(path), "%s/a%d.db", dir, ahead);
		T_REQUIRE(store_open(path, 0, &db) == 0);
		store_sink_init(&ss, db, NULL, 0);
		sink = store_sink(&ss);
		sink.ahead = ahead;
		T_INT(ingest_import(&o, files, 1, &sink, &st), 0);
		T_OK(st.results > 100);
		store_close(db);
		json_columns(path, ahead ? &b : &a);
	}
	T_OK(a.len > 10000);
	T_INT(a.len, b.len);
	T_OK(!strcmp(a.buf, b.buf));
	strbuf_release(&a);
	strbuf_release(&b);
	rm_tree(dir);
}

/*
 * Files found in a folder are opened and read a batch at a time through
 * an io_uring (ingest/import.c's read_batch()); files named one by one are
 * read by system calls.  The same files both ways give the same sources,
 * in the same order, with the same content (their SHA-256) and the same
 * JSON columns; a dangling link, an empty file and one of 1 MiB or more
 * in the folder fall back to the system calls and are reported as
 * before.
 */
T_TEST(t_import_batch_read_same_as_one_by_one)
{
	static const char *const from[] = {
	    "samples/fio-text/jobfile-two-jobs.terse",
	    "samples/fio-text/jobfile-two-jobs.txt",
	    "samples/fio-text/randread-16k-qd2-pctlist.terse",
	    "samples/fio-text/randread-16k-qd2-pctlist.txt",
	};
	enum { N = 21 };
	struct strbuf a = STRBUF_INIT, b = STRBUF_INIT;
	char dir[256], in[300], p[400], names[N][400];
	const char *paths[N];

	for (size_t i = 0; i < sizeof(from) / sizeof(from[0]); i++)
		if (access(from[i], R_OK))
			t_skip_now("samples not generated");
	T_REQUIRE(tmp_dir(dir, sizeof(dir), "batch"));
	snprintf(in, sizeof(in), "%s/in", dir);
	T_REQUIRE(mkdir(in, 0700) == 0);
	for (int i = 0; i < N; i++) {
		char *t = t_read_file(from[i % 4], NULL);
		struct strbuf c = STRBUF_INIT;

		T_REQUIRE(t != NULL);
		strbuf_addf(&c, "%snote: copy %d\n", t, i);
		snprintf(names[i], sizeof(names[i]), "%s/f%02d.%s", in, i,
			 i % 2 ? "txt" : "terse");
		T_REQUIRE(write_bytes(names[i], c.buf, c.len) == 0);
		paths[i] = names[i];
		strbuf_release(&c);
		free(t);
	}
	/* what the batch leaves to the system calls */
	snprintf(p, sizeof(p), "%s/g-empty.txt", in);
	T_REQUIRE(write_bytes(p, "", 0) == 0);
	snprintf(p, sizeof(p), "%s/g-dangling.txt", in);
	T_REQUIRE(symlink("nowhere", p) == 0);
	{
		size_t n = (1u << 20) + 10;
		char *big = malloc(n);

		T_REQUIRE(big != NULL);
		memset(big, 'x', n);
		big[n - 1] = '\n';
		snprintf(p, sizeof(p), "%s/g-big.txt", in);
		T_REQUIRE(write_bytes(p, big, n) == 0);
		free(big);
	}
	for (int named = 0; named <= 1; named++) {
		struct ingest_import_opts o = {.quiet = 1};
		struct ingest_import_stats st;
		struct ingest_import_sink sink;
		struct store_sink ss;
		struct store *db = NULL;
		const char *folder[1] = {in};
		diag_routine old;

		snprintf(p, sizeof(p), "%s/b%d.db", dir, named);
		T_REQUIRE(store_open(p, 0, &db) == 0);
		store_sink_init(&ss, db, NULL, 0);
		sink = store_sink(&ss);
		strbuf_reset(&msgs);
		old = diag_set_routine(capture, NULL);
		T_INT(ingest_import(&o, named ? paths : folder, named ? N : 1,
				    &sink, &st),
		      0);
		diag_set_routine(old, NULL);
		T_INT(st.imported, N);
		T_INT(st.failed, named ? 0 : 1);  /* the dangling link */
		T_INT(st.skipped, named ? 0 : 2); /* empty, big */
		if (!named) {
			snprintf(p, sizeof(p),
				 "%s/g-dangling.txt: error: cannot open: ", in);
			T_OK(strstr(msgs.buf, p) != NULL);
		}
		store_close(db);
		snprintf(p, sizeof(p), "%s/b%d.db", dir, named);
		json_columns(p, named ? &b : &a);
	}
	T_OK(a.len > 1000);
	T_INT(a.len, b.len);
	T_OK(!strcmp(a.buf, b.buf));
	strbuf_release(&a);
	strbuf_release(&b);
	rm_tree(dir);
}

T_TEST(t_import_failed_source_changes_nothing)
{
	/* a fio JSON document that detection takes for fio's but that
	 * has no jobs: the parse fails and the sink never sees it */
	static const char bad[] = "{\"fio version\": \"fio-3.28\", "
				  "\"timestamp\": 1, \"jobs\": 7}\n";
	struct ingest_import_opts o = {.quiet = 1};
	struct ingest_import_stats st;
	struct ingest_import_sink sink;
	struct store_sink ss;
	struct store *db = NULL;
	const char *paths[2];
	char dir[256], path[300], f1[300], f2[300], before[65], after[65];
	diag_routine old;

	T_REQUIRE(tmp_dir(dir, sizeof(dir), "bad"));
	snprintf(path, sizeof(path), "%s/t.db", dir);
	snprintf(f1, sizeof(f1), "%s/bad.json", dir);
	snprintf(f2, sizeof(f2), "%s/missing.json", dir);
	T_REQUIRE(write_bytes(f1, bad, sizeof(bad) - 1) == 0);
	T_REQUIRE(store_open(path, 0, &db) == 0);
	store_sink_init(&ss, db, NULL, 0);
	sink = store_sink(&ss);
	T_INT(store_digest(db, before), 0);
	paths[0] = f1;
	paths[1] = f2;
	strbuf_reset(&msgs);
	old = diag_set_routine(capture, NULL);
	T_INT(ingest_import(&o, paths, 2, &sink, &st), 0);
	diag_set_routine(old, NULL);
	T_INT(st.files, 2);
	T_INT(st.failed, 2);
	T_INT(st.imported, 0);
	T_OK(st.errors >= 2);
	T_OK(strstr(msgs.buf, "missing.json: error: cannot open: No such "
			      "file or directory") != NULL);
	T_INT(store_digest(db, after), 0);
	T_STR(after, before);
	T_INT(store_count(db, "sources"), 0);
	store_close(db);
	rm_tree(dir);
}

T_TEST(t_import_directory_skips_what_it_does_not_know)
{
	static const char gz[] = "\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03"
				 "{\"jobs\": []}";
	static const char nul[] = "fio-3.28\nread: IOPS=1\0\0\0\n";
	struct ingest_import_opts o = {0};
	struct ingest_import_stats st;
	struct ingest_import_sink sink;
	struct store_sink ss;
	struct store *db = NULL;
	const char *paths[1];
	char dir[256], in[300], p[400];
	diag_routine old;

	if (access("samples/fio-json/write-128k.json", R_OK) ||
	    access("samples/dd/file-copy.txt", R_OK))
		t_skip_now("samples not generated");
	T_REQUIRE(tmp_dir(dir, sizeof(dir), "dir"));
	snprintf(in, sizeof(in), "%s/in", dir);
	T_REQUIRE(mkdir(in, 0700) == 0);
	snprintf(p, sizeof(p), "%s/sub", in);
	T_REQUIRE(mkdir(p, 0700) == 0);
	snprintf(p, sizeof(p), "%s/fio.json", in);
	T_REQUIRE(copy_file("samples/fio-json/write-128k.json", p) == 0);
	snprintf(p, sizeof(p), "%s/sub/dd.txt", in);
	T_REQUIRE(copy_file("samples/dd/file-copy.txt", p) == 0);
	snprintf(p, sizeof(p), "%s/README.md", in);
	T_REQUIRE(write_bytes(p, "# my disks\n\nSee the results.\n", 29) == 0);
	snprintf(p, sizeof(p), "%s/results.json.gz", in);
	T_REQUIRE(write_bytes(p, gz, sizeof(gz) - 1) == 0);
	snprintf(p, sizeof(p), "%s/nul.txt", in);
	T_REQUIRE(write_bytes(p, nul, sizeof(nul) - 1) == 0);
	/* a FIFO: opening it for reading would wait for a writer */
	snprintf(p, sizeof(p), "%s/pipe", in);
	T_REQUIRE(mkfifo(p, 0600) == 0);
	/* two links back up: the walk sees each directory once */
	snprintf(p, sizeof(p), "%s/sub/up", in);
	T_REQUIRE(symlink("..", p) == 0);
	snprintf(p, sizeof(p), "%s/self", in);
	T_REQUIRE(symlink(".", p) == 0);
	/* a hidden file is never read */
	snprintf(p, sizeof(p), "%s/.hidden.json", in);
	T_REQUIRE(copy_file("samples/fio-json/randread-4k-qd8.json", p) == 0);

	snprintf(p, sizeof(p), "%s/t.db", dir);
	T_REQUIRE(store_open(p, 0, &db) == 0);
	store_sink_init(&ss, db, NULL, 0);
	sink = store_sink(&ss);
	paths[0] = in;
	strbuf_reset(&msgs);
	old = diag_set_routine(capture, NULL);
	T_INT(ingest_import(&o, paths, 1, &sink, &st), 0);
	diag_set_routine(old, NULL);
	T_INT(st.imported, 2);
	T_INT(st.results, 2); /* write-128k: 1, the dd copy: 1 */
	T_INT(st.skipped, 4); /* README, gzip, NUL bytes, FIFO */
	T_INT(st.failed, 0);
	T_INT(st.errors, 0);
	T_INT(st.seen, 0);
	T_INT(st.files, 6);
	T_INT(store_count(db, "sources"), 2);
	T_INT(store_count(db, "results"), 2);
	snprintf(p, sizeof(p),
		 "%s/README.md: skipped: not a benchmark output\n", in);
	T_OK(strstr(msgs.buf, p) != NULL);
	snprintf(p, sizeof(p),
		 "%s/results.json.gz: skipped: not a benchmark output (gzip "
		 "file)\n",
		 in);
	T_OK(strstr(msgs.buf, p) != NULL);
	snprintf(p, sizeof(p), "%s/pipe: skipped: a FIFO\n", in);
	T_OK(strstr(msgs.buf, p) != NULL);
	T_OK(strstr(msgs.buf, "already walked") != NULL);
	if (t_failed)
		fprintf(stderr, "messages:\n%s", msgs.buf);

	/* named on the command line, the same files are errors */
	snprintf(p, sizeof(p), "%s/README.md", in);
	paths[0] = p;
	o.quiet = 1;
	T_INT(ingest_import(&o, paths, 1, &sink, &st), 0);
	T_INT(st.failed, 1);
	T_INT(st.skipped, 0);
	snprintf(p, sizeof(p), "%s/results.json.gz", in);
	T_INT(ingest_import(&o, paths, 1, &sink, &st), 0);
	T_INT(st.failed, 1);
	T_INT(store_count(db, "sources"), 2);
	store_close(db);
	rm_tree(dir);
}

/* Count what reaches the sink (no database: runs as any user). */
static int count_begin(void *arg, const char *path, const char *format,
		       const char *buf, size_t len, const char *sha256,
		       int64_t *seen)
{
	(void)sha256;
	(void)path;
	(void)format;
	(void)buf;
	(void)len;
	(void)seen;
	(*(int *)arg)++;
	return 0;
}

static int count_run(void *arg, const struct iodb_run *run)
{
	(void)arg;
	(void)run;
	return 0;
}

static int count_result(void *arg, const struct iodb_result *res)
{
	(void)arg;
	(void)res;
	return 0;
}

static int count_end(void *arg, int status)
{
	(void)arg;
	(void)status;
	return 0;
}

/* Import dir as user "nobody" when root (who reads a mode 000 folder):
 * in a child process, answering imported/warnings/failed/message. */
static int import_unprivileged(const char *dir, unsigned out[4])
{
	struct ingest_import_opts o = {.quiet = 1};
	struct ingest_import_stats st;
	int begins = 0, fds[2];
	struct ingest_import_sink sink = {.begin = count_begin,
					  .run = count_run,
					  .result = count_result,
					  .end = count_end,
					  .arg = &begins};
	pid_t pid;

	if (pipe(fds))
		return -1;
	pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		diag_routine old;

		close(fds[0]);
		if (geteuid() == 0 && (setgid(65534) || setuid(65534)))
			_exit(2);
		strbuf_reset(&msgs);
		old = diag_set_routine(capture, NULL);
		ingest_import(&o, &dir, 1, &sink, &st);
		diag_set_routine(old, NULL);
		out[0] = st.imported;
		out[1] = st.warnings;
		out[2] = st.failed;
		out[3] =
		    strstr(msgs.buf,
			   "a-locked: warning: cannot open directory") != NULL;
		_exit(write(fds[1], out, 4 * sizeof(*out)) == 4 * sizeof(*out)
			  ? 0
			  : 1);
	}
	close(fds[1]);
	if (read(fds[0], out, 4 * sizeof(*out)) != 4 * sizeof(*out))
		out[0] = out[1] = out[2] = out[3] = 99;
	close(fds[0]);
	waitpid(pid, NULL, 0);
	return 0;
}

T_TEST(t_import_unreadable_subdirectory_warns)
{
	unsigned got[4];
	char dir[256], p[400];

	if (access("samples/dd/file-copy.txt", R_OK))
		t_skip_now("samples not generated");
	T_REQUIRE(tmp_dir(dir, sizeof(dir), "locked"));
	T_REQUIRE(chmod(dir, 0755) == 0);
	snprintf(p, sizeof(p), "%s/in", dir);
	T_REQUIRE(mkdir(p, 0755) == 0);
	snprintf(p, sizeof(p), "%s/in/a-locked", dir);
	T_REQUIRE(mkdir(p, 0) == 0);
	snprintf(p, sizeof(p), "%s/in/dd.txt", dir);
	T_REQUIRE(copy_file("samples/dd/file-copy.txt", p) == 0);
	T_REQUIRE(chmod(p, 0644) == 0);
	snprintf(p, sizeof(p), "%s/in", dir);
	T_REQUIRE(import_unprivileged(p, got) == 0);
	T_INT(got[0], 1); /* the dd file still imports */
	T_INT(got[1], 1); /* one warning: the locked folder */
	T_INT(got[2], 0); /* nothing failed */
	T_INT(got[3], 1); /* "a-locked: warning: cannot open directory" */
	snprintf(p, sizeof(p), "%s/in/a-locked", dir);
	chmod(p, 0700);
	rm_tree(dir);
}

/* A sink that records the order of calls and can fail on demand. */
struct trace {
	struct strbuf log;
	int fail_begin_at; /* 1-based; 0 never */
	int begins;
};

static int tr_begin(void *arg, const char *path, const char *format,
		    const char *buf, size_t len, const char *sha256,
		    int64_t *seen)
{
	struct trace *t = arg;

	(void)sha256;
	(void)path;
	(void)seen;
	if (++t->begins == t->fail_begin_at)
		return -ENOSPC;
	strbuf_addf(&t->log, "begin %s %zu %d;", format, len, buf[len] == '\0');
	return 0;
}

static int tr_run(void *arg, const struct iodb_run *run)
{
	struct trace *t = arg;

	strbuf_addf(&t->log, "run %s %s;", run->label, run->host);
	return 0;
}

static int tr_result(void *arg, const struct iodb_result *res)
{
	struct trace *t = arg;

	strbuf_addf(&t->log, "result %.0f;", res->iops);
	return 0;
}

static int tr_end(void *arg, int status)
{
	struct trace *t = arg;

	strbuf_addf(&t->log, "end %d;", status);
	return 0;
}

T_TEST(t_import_sink_order_and_overrides)
{
	const char *files[] = {"samples/fio-json/randread-4k-qd8.json",
			       "samples/fio-json/write-128k.json",
			       "samples/fio-json/two-groups.json"};
	struct ingest_import_opts o = {.label = "L", .host = "H", .quiet = 1};
	struct trace t = {.log = STRBUF_INIT};
	struct ingest_import_sink sink = {.begin = tr_begin,
					  .run = tr_run,
					  .result = tr_result,
					  .end = tr_end,
					  .arg = &t};
	struct ingest_import_stats st;
	size_t size;
	char *buf;
	char want[200];

	if (access(files[0], R_OK))
		t_skip_now("samples/fio-json not generated");
	buf = t_read_file(files[0], &size);
	T_REQUIRE(buf);
	free(buf);
	T_INT(ingest_import(&o, files, 1, &sink, &st), 0);
	snprintf(want, sizeof(want),
		 "begin fio-json %zu 1;run L H;result 87149;end 0;", size);
	T_STR(t.log.buf, want);

	/* a sink that cannot write stops the import: the rest fail */
	strbuf_reset(&t.log);
	t.begins = 0;
	t.fail_begin_at = 2;
	o.quiet = 1;
	T_OK(ingest_import(&o, files, 3, &sink, &st) < 0);
	T_INT(st.files, 3);
	T_INT(st.imported, 1);
	T_INT(st.failed, 2);
	strbuf_release(&t.log);
}

T_TEST(t_import_binary_kinds)
{
	static const char utf16[] = "\xff\xfe"
				    "C\0r\0y\0s\0t\0a\0l\0";
	static const char zip[] = "PK\x03\x04\x14\0\0\0";

	T_STR(ingest_binary_kind("\x7f"
				 "ELF\x02\x01\x01",
				 7),
	      "ELF");
	T_STR(ingest_binary_kind("\x1f\x8b\x08", 3), "gzip");
	T_STR(ingest_binary_kind("\x89PNG\r\n\x1a\n\0\0", 10), "PNG");
	T_STR(ingest_binary_kind(zip, sizeof(zip) - 1), "zip");
	T_STR(ingest_binary_kind("%PDF-1.7\n", 9), "PDF");
	T_STR(ingest_binary_kind("abc\0def", 7), "binary");
	T_STR(ingest_binary_kind(utf16, sizeof(utf16) - 1), NULL);
	T_STR(ingest_binary_kind("{\"jobs\": []}", 12), NULL);
	T_STR(ingest_binary_kind("", 0), NULL);
	/* "BZh" starts English words too: only with the block size digit */
	T_STR(ingest_binary_kind("BZh91AY&SY", 10), "bzip2");
	T_STR(ingest_binary_kind("BZhello", 7), NULL);
}

/* Four importers of overlapping sets at once, each its own connection. */
struct worker {
	const char *db;
	const char *const *paths;
	size_t n;
	struct ingest_import_stats st;
	int ret;
};

static void *work(void *arg)
{
	struct worker *w = arg;
	struct ingest_import_opts o = {.quiet = 1};
	struct ingest_import_sink sink;
	struct store_sink ss;

	/* the pipeline opens the database (store_sink_start) */
	store_sink_init_path(&ss, w->db, NULL, 0);
	sink = store_sink(&ss);
	sink.start = store_sink_start;
	w->ret = ingest_import(&o, w->paths, w->n, &sink, &w->st);
	store_sink_release(&ss, NULL);
	return NULL;
}

T_TEST(t_import_concurrent_overlapping)
{
	static const char *const all[] = {
	    "samples/fio-json/randread-2jobs-separate.json",
	    "samples/fio-json/randread-4k-qd8.json",
	    "samples/fio-json/randread-jsonplus.json",
	    "samples/fio-json/randrw-70-30-2jobs.json",
	    "samples/fio-json/two-groups.json",
	    "samples/fio-json/write-128k.json",
	    "samples/dd/file-copy.txt",
	    "samples/dd/file-read-direct.txt",
	};
	struct worker w[4];
	pthread_t tid[4];
	struct store *db = NULL;
	char dir[256], path[300];

	if (access(all[0], R_OK) || access(all[7], R_OK))
		t_skip_now("samples not generated");
	T_REQUIRE(tmp_dir(dir, sizeof(dir), "conc"));
	for (int round = 0; round < 5; round++) {
		unsigned imported = 0, seen = 0;

		snprintf(path, sizeof(path), "%s/t%d.db", dir, round);
		/* created once: concurrent creation is another matter */
		T_REQUIRE(store_open(path, 0, &db) == 0);
		store_close(db);
		for (int i = 0; i < 4; i++) {
			/* worker i: files i .. i+4 (wrapping): overlaps */
			static const char *sets[4][5];

			for (int k = 0; k < 5; k++)
				sets[i][k] = all[(i * 2 + k) % 8];
			w[i] = (struct worker){
			    .db = path, .paths = sets[i], .n = 5};
			T_REQUIRE(pthread_create(&tid[i], NULL, work, &w[i]) ==
				  0);
		}
		for (int i = 0; i < 4; i++) {
			pthread_join(tid[i], NULL);
			T_INT(w[i].ret, 0);
			T_INT(w[i].st.failed, 0);
			T_INT(w[i].st.errors, 0);
			T_INT(w[i].st.imported + w[i].st.seen, 5);
			imported += w[i].st.imported;
			seen += w[i].st.seen;
		}
		T_INT(imported, 8);
		T_INT(seen, 12);
		T_REQUIRE(store_open(path, STORE_READONLY, &db) == 0);
		T_INT(store_count(db, "sources"), 8);
		T_INT(store_count(db, "results"), 11);
		store_close(db);
	}
	rm_tree(dir);
}

/* `iodb import DIR` as a user runs it: the summary line, exit statuses. */
static int run_iodb(const char *db, const char *args, const char *err)
{
	const char *bin = getenv("IODB_BIN");
	char cmd[2048];
	int st;

	snprintf(cmd, sizeof(cmd), "'%s' --db '%s' import %s 2>'%s' </dev/null",
		 bin ? bin : "./iodb", db, args, err);
	st = system(cmd);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

T_TEST(t_import_cli_directory_summary)
{
	char dir[256], p[400], db[300], err[300], args[700];
	char *text;

	if (access("samples/dd/file-copy.txt", R_OK))
		t_skip_now("samples not generated");
	T_REQUIRE(tmp_dir(dir, sizeof(dir), "cli"));
	snprintf(p, sizeof(p), "%s/in", dir);
	T_REQUIRE(mkdir(p, 0700) == 0);
	snprintf(p, sizeof(p), "%s/in/dd.txt", dir);
	T_REQUIRE(copy_file("samples/dd/file-copy.txt", p) == 0);
	snprintf(p, sizeof(p), "%s/in/README.md", dir);
	T_REQUIRE(write_bytes(p, "# notes\n", 8) == 0);
	snprintf(db, sizeof(db), "%s/t.db", dir);
	snprintf(err, sizeof(err), "%s/err", dir);

	snprintf(args, sizeof(args), "'%s/in'", dir);
	T_INT(run_iodb(db, args, err), 0);
	text = t_read_file(err, NULL);
	T_REQUIRE(text);
	snprintf(p, sizeof(p),
		 "iodb: %s/in/README.md: skipped: not a benchmark output\n"
		 "imported 1 result from 1 file (0 warnings, 0 errors), 1 "
		 "skipped\n",
		 dir);
	T_STR(text, p);
	free(text);

	/* named, the README is an error: exit 1 */
	snprintf(args, sizeof(args), "'%s/in/README.md'", dir);
	T_INT(run_iodb(db, args, err), 1);
	text = t_read_file(err, NULL);
	T_OK(text && strstr(text, "README.md: error: no importer recognizes"));
	T_OK(text && strstr(text, "imported 0 results from 0 files (0 "
				  "warnings, 1 error)\n"));
	/* a README naming no tool and no rate: no note after the error */
	T_OK(text && !strstr(text, "note:"));
	free(text);

	/* a review's prose naming its tool, its figures all approximate:
	 * the error says what was looked for */
	snprintf(p, sizeof(p), "%s/review.md", dir);
	T_REQUIRE(
	    write_bytes(p, "CrystalDiskMark: read about 500 MB/s.\n", 38) == 0);
	snprintf(args, sizeof(args), "'%s'", p);
	T_INT(run_iodb(db, args, err), 1);
	text = t_read_file(err, NULL);
	T_OK(text && strstr(text, "review.md: note: the text names "
				  "CrystalDiskMark but holds no output"));
	free(text);

	/* an HTML post naming its tool in a <p> past the first KiB, its
	 * figures only approximate in prose: the note names the tool */
	{
		char post[4096];
		size_t n = 0;

		n += (size_t)snprintf(post + n, sizeof(post) - n, "<div>\n");
		for (int i = 0; i < 12; i++)
			n += (size_t)snprintf(
			    post + n, sizeof(post) - n,
			    "<p>An introduction about portable storage and "
			    "what people want from it, part %d of many.</p>\n",
			    i);
		n += (size_t)snprintf(post + n, sizeof(post) - n,
				      "<p>Then we ran HD Tune: reads of about "
				      "380 MB/s.</p>\n</div>\n");
		snprintf(p, sizeof(p), "%s/post.md", dir);
		T_REQUIRE(write_bytes(p, post, n) == 0);
	}
	snprintf(args, sizeof(args), "'%s'", p);
	T_INT(run_iodb(db, args, err), 1);
	text = t_read_file(err, NULL);
	T_OK(text && strstr(text, "post.md: note: the text names HD Tune but "
				  "holds no output"));
	free(text);
	rm_tree(dir);
}

/*
 * Four `iodb import` processes (the real binary) on overlapping sets of a
 * database that does not exist yet, and a reader listing it meanwhile:
 * every importer succeeds, each file lands once, the summaries add up,
 * and the reader never fails (before the database exists it is told so).
 * Issue 14: the loser of a duplicate race imported nothing; two creators
 * raced on WAL mode; a batch held the write lock while the next file was
 * parsed.
 */
enum { FW_SAMPLES = 8, FW_VARIANTS = 5, FW_FILES = FW_SAMPLES * FW_VARIANTS };

static pid_t spawn_sh(const char *cmd)
{
	pid_t pid = fork();

	if (pid == 0) {
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	return pid;
}

static int wait_status(pid_t pid)
{
	int st;

	if (pid < 0 || waitpid(pid, &st, 0) != pid)
		return -1;
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

T_TEST(t_import_four_writer_processes)
{
	static const char *const samples[FW_SAMPLES] = {
	    "samples/fio-json/randread-2jobs-separate.json",
	    "samples/fio-json/randread-4k-qd8.json",
	    "samples/fio-json/randread-jsonplus.json",
	    "samples/fio-json/randrw-70-30-2jobs.json",
	    "samples/fio-json/two-groups.json",
	    "samples/fio-json/write-128k.json",
	    "samples/dd/file-copy.txt",
	    "samples/dd/file-read-direct.txt",
	};
	const char *bin = getenv("IODB_BIN");
	char dir[256], db[300], p[400], cmd[8192];
	unsigned imported = 0, seen = 0, results = 0;
	pid_t pid[4], reader;
	char *text;

	if (!bin)
		bin = "./iodb";
	for (int s = 0; s < FW_SAMPLES; s++)
		if (access(samples[s], R_OK))
			t_skip_now("samples not generated");
	T_REQUIRE(tmp_dir(dir, sizeof(dir), "four"));
	/* 40 distinct files: each sample with 0..4 extra trailing newlines */
	for (int f = 0; f < FW_FILES; f++) {
		size_t len;
		char *buf = t_read_file(samples[f % FW_SAMPLES], &len);
		char *cp = buf ? malloc(len + FW_VARIANTS) : NULL;

		T_REQUIRE(cp);
		memcpy(cp, buf, len);
		memset(cp + len, '\n', (size_t)(f / FW_SAMPLES));
		snprintf(p, sizeof(p), "%s/f%02d%s", dir, f,
			 f % FW_SAMPLES >= 6 ? ".txt" : ".json");
		T_REQUIRE(write_bytes(p, cp, len + (size_t)(f / FW_SAMPLES)) ==
			  0);
		free(cp);
		free(buf);
	}
	snprintf(db, sizeof(db), "%s/sub/t.db", dir);
	snprintf(p, sizeof(p), "%s/sub", dir);
	T_REQUIRE(mkdir(p, 0700) == 0);
	/* the reader: ls and export until told to stop; any failure but
	 * "no database here yet" is written to rfail */
	snprintf(cmd, sizeof(cmd),
		 "cd '%s' && n=0; while [ ! -e stop ]; do "
		 "for c in ls 'export --format json'; do "
		 "if out=$('%s' --db '%s' $c 2>&1 >/dev/null); then "
		 "n=$((n+1)); else case \"$out\" in "
		 "*'no database here yet'*) ;; "
		 "*) echo \"$c: $out\" >> rfail;; esac; fi; done; done; "
		 "'%s' --db '%s' ls >/dev/null 2>>rfail && n=$((n+1)); "
		 "echo $n > reads",
		 dir, bin, db, bin, db);
	reader = spawn_sh(cmd);
	T_REQUIRE(reader > 0);
	for (int i = 0; i < 4; i++) {
		/* importer i: files 10i .. 10i+19 (wrapping): each file is
		 * named by exactly two importers */
		int n = snprintf(cmd, sizeof(cmd),
				 "cd '%s' && '%s' --db '%s' "
				 "import",
				 dir, bin, db);

		for (int k = 0; k < 20; k++) {
			int f = (i * 10 + k) % FW_FILES;

			n += snprintf(cmd + n, sizeof(cmd) - (size_t)n,
				      " f%02d%s", f,
				      f % FW_SAMPLES >= 6 ? ".txt" : ".json");
		}
		snprintf(cmd + n, sizeof(cmd) - (size_t)n,
			 " >out%d 2>err%d </dev/null", i, i);
		pid[i] = spawn_sh(cmd);
		T_REQUIRE(pid[i] > 0);
	}
	for (int i = 0; i < 4; i++) {
		unsigned r = 0, fi = 0, s = 0;
		const char *last;

		T_INT(wait_status(pid[i]), 0);
		snprintf(p, sizeof(p), "%s/err%d", dir, i);
		text = t_read_file(p, NULL);
		T_REQUIRE(text);
		/* the summary is the last line; notes before it only */
		last = strrchr(text, '\n');
		while (last && last > text && last[-1] != '\n')
			last--;
		if (last && *last == '\n')
			last++;
		T_OK(last && sscanf(last, "imported %u result", &r) == 1);
		T_OK(last && strstr(last, " from ") &&
		     sscanf(strstr(last, " from "), " from %u file", &fi) == 1);
		T_OK(last && strstr(last, "(0 warnings, 0 errors)"));
		if (last && strstr(last, "; "))
			T_OK(sscanf(strstr(last, "; "), "; %u already imported",
				    &s) == 1);
		T_INT(fi + s, 20);
		T_OK(!strstr(text, "error:"));
		if (t_failed)
			fprintf(stderr, "importer %d said:\n%s", i, text);
		imported += fi;
		seen += s;
		results += r;
		free(text);
	}
	snprintf(p, sizeof(p), "%s/stop", dir);
	T_REQUIRE(write_bytes(p, "", 0) == 0);
	T_INT(wait_status(reader), 0);
	snprintf(p, sizeof(p), "%s/rfail", dir);
	text = t_read_file(p, NULL);
	T_OK(!text || !*text);
	if (text && *text)
		fprintf(stderr, "the reader failed:\n%s", text);
	free(text);
	snprintf(p, sizeof(p), "%s/reads", dir);
	text = t_read_file(p, NULL);
	T_OK(text && atoi(text) >= 1);
	free(text);
	T_INT(imported, FW_FILES);
	T_INT(seen, FW_FILES);
	T_INT(results, 11 * FW_VARIANTS);
	{
		struct store *st = NULL;

		T_REQUIRE(store_open(db, STORE_READONLY, &st) == 0);
		T_INT(store_count(st, "sources"), FW_FILES);
		T_INT(store_count(st, "results"), 11 * FW_VARIANTS);
		T_INT(store_count(st, "runs"), 8 * FW_VARIANTS);
		store_close(st);
	}
	rm_tree(dir);
}

/*
 * Issue 14 item 9: impossible figures (negative, infinite, at or beyond
 * 2^63) are never stored as measurements: the pipeline's recording makes
 * them unknown and warns with FILE:LINE, for every importer alike.
 */
T_TEST(t_import_impossible_values)
{
	static const char json[] =
	    "{\"fio version\": \"fio-3.28\", \"jobs\": [{\"jobname\": \"neg\", "
	    "\"groupid\": 0, \"error\": 0,\n"
	    "\"job options\": {\"rw\": \"randread\", \"bs\": \"4k\"},\n"
	    "\"read\": {\"io_bytes\": 4096, \"bw_bytes\": -1024, \"iops\": -1,"
	    " \"runtime\": 1000,\n"
	    "  \"clat_ns\": {\"min\": 100, \"max\": 900, \"mean\": 1e309, "
	    "\"stddev\": 18446744073709551616,\n"
	    "  \"percentile\": {\"50.000000\": -5, \"99.000000\": 800}}}}]}\n";
	struct ingest_import_opts o = {0};
	struct ingest_import_stats st;
	struct ingest_import_sink sink;
	struct store_sink ss;
	struct store *db = NULL;
	struct got g = {0};
	const char *paths[1];
	char dir[256], p[400];
	diag_routine old;

	T_REQUIRE(tmp_dir(dir, sizeof(dir), "values"));
	snprintf(p, sizeof(p), "%s/neg.json", dir);
	T_REQUIRE(write_bytes(p, json, sizeof(json) - 1) == 0);
	paths[0] = p;
	{
		char dbp[400];

		snprintf(dbp, sizeof(dbp), "%s/t.db", dir);
		T_REQUIRE(store_open(dbp, 0, &db) == 0);
	}
	store_sink_init(&ss, db, NULL, 0);
	sink = store_sink(&ss);
	strbuf_reset(&msgs);
	old = diag_set_routine(capture, NULL);
	T_INT(ingest_import(&o, paths, 1, &sink, &st), 0);
	diag_set_routine(old, NULL);
	T_INT(st.imported, 1);
	T_INT(st.results, 1);
	T_INT(st.warnings, 5);
	/* the line the job starts on */
	T_OK(strstr(msgs.buf, "neg.json:1: warning: iops -1 is impossible "
			      "(negative); stored as unknown") != NULL);
	T_OK(strstr(msgs.buf, "neg.json:1: warning: bw_bytes -1024 is "
			      "impossible (negative)") != NULL);
	T_OK(strstr(msgs.buf, "clat_mean_ns inf is impossible (infinite)") !=
	     NULL);
	T_OK(strstr(msgs.buf, "clat_stddev_ns 1.84467e+19 is impossible (too "
			      "large to be measured)") != NULL);
	T_OK(strstr(msgs.buf, "clat percentile -5 is impossible") != NULL);
	if (t_failed)
		fprintf(stderr, "messages:\n%s", msgs.buf);
	T_INT(store_results_foreach(db, NULL, grab, &g), 0);
	T_INT(g.n, 1);
	T_OK(isnan(g.iops[0]));
	store_close(db);
	rm_tree(dir);
}

#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif
#ifndef UNDER_ASAN
#define UNDER_ASAN 0
#endif

/*
 * Issue 14 item 11: a large fio JSON file is read job by job: peak memory
 * stays under three times the file (a 374 MB file peaked at 3.84 GB),
 * and the figures are those of the whole-tree reading (numjobs told by
 * the other entries of a job's name, json+ told by any job's bins).
 */
T_TEST(t_import_large_fio_json_memory)
{
	const char *bin = getenv("IODB_BIN");
	char *tmpl, *job, *p;
	size_t len, jlen;
	char dir[256], path[300], out[300], cmd[1200];
	struct rusage ru;
	struct stat sb;
	FILE *f;
	int st, n = 0;
	pid_t pid;
	char *text;

	if (!bin)
		bin = "./iodb";
	tmpl = t_read_file("samples/fio-json/randread-jsonplus.json", &len);
	if (!tmpl)
		t_skip_now("samples not generated");
	/* the one job object: from the '{' after "jobs" : [ to its match */
	job = strstr(tmpl, "\"jobs\"");
	T_REQUIRE(job && (job = strchr(job, '{')) != NULL);
	{
		int depth = 0;

		for (p = job; *p; p++) {
			if (*p == '{')
				depth++;
			else if (*p == '}' && --depth == 0)
				break;
		}
		T_REQUIRE(*p == '}');
		jlen = (size_t)(p - job + 1);
	}
	T_REQUIRE(tmp_dir(dir, sizeof(dir), "big"));
	snprintf(path, sizeof(path), "%s/big.json", dir);
	f = fopen(path, "w");
	T_REQUIRE(f);
	fprintf(f, "{\n  \"fio version\" : \"fio-3.28\",\n  \"timestamp\" : "
		   "1700000000,\n  \"global options\" : {\"numjobs\" : "
		   "\"2\"},\n  \"jobs\" : [\n");
	/* ~30 MB: over the size read job by job.  Jobs "twin" come twice
	 * (numjobs=2 without group_reporting: numjobs 1 each), the others
	 * once (numjobs 2) */
	while (ftell(f) < (30L << 20)) {
		const char *name = strstr(job, "\"jobname\"");
		const char *q = name ? strchr(name + 9, '"') : NULL;
		const char *qe = q ? strchr(q + 1, '"') : NULL;

		T_REQUIRE(qe && qe < job + jlen);
		fprintf(f, "%s%.*s\"%s%d\"%.*s", n ? ",\n" : "", (int)(q - job),
			job, n < 2 ? "twin" : "job", n < 2 ? 0 : n,
			(int)(job + jlen - qe - 1), qe + 1);
		n++;
	}
	fprintf(f, "\n  ]\n}\n");
	T_REQUIRE(fclose(f) == 0);
	T_REQUIRE(stat(path, &sb) == 0);
	snprintf(out, sizeof(out), "%s/out.json", dir);
	snprintf(cmd, sizeof(cmd),
		 "exec '%s' import --dry-run '%s' >'%s' 2>'%s.err'", bin, path,
		 out, out);
	pid = fork();
	T_REQUIRE(pid >= 0);
	if (pid == 0) {
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	T_REQUIRE(wait4(pid, &st, 0, &ru) == pid);
	T_OK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	/* ru_maxrss is in KiB; AddressSanitizer's shadow and quarantine
	 * (and cJSON without its arena) make the figure meaningless */
	if (!UNDER_ASAN)
		T_OK((double)ru.ru_maxrss * 1024 < 3.0 * (double)sb.st_size);
	if (t_failed)
		fprintf(stderr, "file %lld bytes, peak %ld KiB\n",
			(long long)sb.st_size, ru.ru_maxrss);
	text = t_read_file(out, NULL);
	T_REQUIRE(text);
	/* every job; json+; numjobs as the whole tree gives it */
	{
		size_t results = 0;

		for (p = text; (p = strstr(p, "\"run\":")) != NULL; p++)
			results++;
		T_INT(results, n);
	}
	T_OK(strstr(text, "\"format\":\"fio-jsonplus\"") != NULL);
	T_OK(strstr(text, "\"job\":\"twin0\"") != NULL);
	p = strstr(text, "\"job\":\"twin0\"");
	T_OK(p && strstr(p, "\"numjobs\":1,") &&
	     strstr(p, "\"numjobs\":1,") < strstr(p, "\"job\":\"job2\""));
	p = strstr(text, "\"job\":\"job2\"");
	T_OK(p && strstr(p, "\"numjobs\":2,") != NULL);
	free(text);
	free(tmpl);
	rm_tree(dir);
}

/* A FIFO named on the command line is read like stdin (issue 14 item 5:
 * in a directory it is skipped, named it is read). */
T_TEST(t_import_named_fifo)
{
	struct ingest_import_opts o = {.quiet = 1};
	struct ingest_import_stats st;
	struct ingest_import_sink sink;
	struct store_sink ss;
	struct store *db = NULL;
	const char *paths[1];
	char dir[256], fifo[300], dbp[300];
	pid_t pid;

	if (access("samples/dd/file-copy.txt", R_OK))
		t_skip_now("samples not generated");
	T_REQUIRE(tmp_dir(dir, sizeof(dir), "fifo"));
	snprintf(fifo, sizeof(fifo), "%s/pipe", dir);
	T_REQUIRE(mkfifo(fifo, 0600) == 0);
	pid = fork();
	T_REQUIRE(pid >= 0);
	if (pid == 0) {
		size_t len;
		char *buf = t_read_file("samples/dd/file-copy.txt", &len);
		FILE *f = fopen(fifo, "w");

		_exit(buf && f && fwrite(buf, 1, len, f) == len && !fclose(f)
			  ? 0
			  : 1);
	}
	snprintf(dbp, sizeof(dbp), "%s/t.db", dir);
	T_REQUIRE(store_open(dbp, 0, &db) == 0);
	store_sink_init(&ss, db, NULL, 0);
	sink = store_sink(&ss);
	paths[0] = fifo;
	T_INT(ingest_import(&o, paths, 1, &sink, &st), 0);
	T_INT(wait_status(pid), 0);
	T_INT(st.imported, 1);
	T_INT(st.results, 1);
	T_INT(st.failed, 0);
	T_INT(store_count(db, "sources"), 1);
	store_close(db);
	rm_tree(dir);
}

/*
 * Four `iodb import` processes opening one schema-1 database at once: the
 * upgrade is made once (in one transaction, the version read again under
 * the write lock), and every import lands.
 */
extern const char *const schema_migrations[];

T_TEST(t_import_concurrent_upgrade)
{
	static const char *const files[4] = {
	    "samples/fio-json/randread-4k-qd8.json",
	    "samples/fio-json/write-128k.json",
	    "samples/dd/file-copy.txt",
	    "samples/dd/file-read-direct.txt",
	};
	const char *bin = getenv("IODB_BIN");
	char dir[256], dbp[300], cmd[1200];
	struct store *st = NULL;
	sqlite3 *db = NULL;
	pid_t pid[4];

	if (!bin)
		bin = "./iodb";
	for (int i = 0; i < 4; i++)
		if (access(files[i], R_OK))
			t_skip_now("samples not generated");
	if (store_schema_version() < 2)
		t_skip_now("one schema version only");
	T_REQUIRE(tmp_dir(dir, sizeof(dir), "upgrade"));
	snprintf(dbp, sizeof(dbp), "%s/v1.db", dir);
	T_REQUIRE(sqlite3_open(dbp, &db) == SQLITE_OK);
	T_REQUIRE(sqlite3_exec(db, "PRAGMA journal_mode = WAL", NULL, NULL,
			       NULL) == SQLITE_OK);
	T_REQUIRE(sqlite3_exec(db, schema_migrations[0], NULL, NULL, NULL) ==
		  SQLITE_OK);
	T_REQUIRE(sqlite3_exec(db, "PRAGMA user_version = 1", NULL, NULL,
			       NULL) == SQLITE_OK);
	sqlite3_close(db);
	for (int i = 0; i < 4; i++) {
		snprintf(cmd, sizeof(cmd),
			 "'%s' -q --db '%s' import '%s' 2>'%s/err%d'", bin, dbp,
			 files[i], dir, i);
		pid[i] = spawn_sh(cmd);
		T_REQUIRE(pid[i] > 0);
	}
	for (int i = 0; i < 4; i++)
		T_INT(wait_status(pid[i]), 0);
	T_REQUIRE(store_open(dbp, STORE_READONLY, &st) == 0);
	T_INT(store_count(st, "sources"), 4);
	store_close(st);
	T_REQUIRE(sqlite3_open(dbp, &db) == SQLITE_OK);
	{
		sqlite3_stmt *s = NULL;

		T_REQUIRE(sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &s,
					     NULL) == SQLITE_OK);
		T_INT(sqlite3_step(s), SQLITE_ROW);
		T_INT(sqlite3_column_int(s, 0), store_schema_version());
		sqlite3_finalize(s);
	}
	sqlite3_close(db);
	rm_tree(dir);
}

/*
 * A block that its tool's importer rejects inside a document (docs/
 * documents.md, "Probe"): detection chose the tool, the tool failed having
 * read nothing, so the text, more than that tool's output, is read as a
 * document: the rest imports, the block is a warning naming its lines.  A
 * file that is the cut output alone (a prompt, its command, a fence
 * around it), or a post in which nothing else is read, still fails as a
 * whole with the tool's error and no word of the document's.
 */
T_TEST(t_import_cut_block_in_document)
{
	static const char alone[] =
	    "[ops@store3 ~]$ fio --name=s3w --rw=randwrite --bs=16k "
	    "--iodepth=8 --filename=/dev/sdd\n"
	    "s3w: (g=0): rw=randwrite, bs=(R) 16.0KiB-16.0KiB, (W) "
	    "16.0KiB-16.0KiB, (T) 16.0KiB-16.0KiB, ioengine=psync, "
	    "iodepth=8\n"
	    "fio-3.29\n"
	    "Starting 1 process\n"
	    "Jobs: 1 (f=1): [w(1)][61.7%][w=7406KiB/s][w=462 IOPS][eta "
	    "00m:23s]\n";
	static const char post[] =
	    "# Odd latency on the store3 box\n"
	    "\n"
	    "Results at 16k are 4x worse than last month, the run I tried "
	    "hung at 62%:\n"
	    "\n"
	    "```\n"
	    "s3w: (g=0): rw=randwrite, bs=(R) 16.0KiB-16.0KiB, (W) "
	    "16.0KiB-16.0KiB, (T) 16.0KiB-16.0KiB, ioengine=psync, "
	    "iodepth=8\n"
	    "fio-3.29\n"
	    "Starting 1 process\n"
	    "Jobs: 1 (f=1): [w(1)][61.7%][w=7406KiB/s][w=462 IOPS][eta "
	    "00m:23s]\n"
	    "```\n"
	    "\n"
	    "Any idea where to look next?\n";
	struct ingest_import_opts o = {.quiet = 1};
	struct ingest_import_stats st;
	struct ingest_import_sink sink;
	struct store_sink ss;
	struct store *db = NULL;
	const char *paths[4];
	char dir[256], path[300], f[4][300], fenced[sizeof(alone) + 16];
	diag_routine old;

	T_REQUIRE(tmp_dir(dir, sizeof(dir), "cutdoc"));
	snprintf(path, sizeof(path), "%s/t.db", dir);
	snprintf(f[0], sizeof(f[0]), "%s/long.txt", dir);
	snprintf(f[1], sizeof(f[1]), "%s/alone.txt", dir);
	snprintf(f[2], sizeof(f[2]), "%s/fenced.md", dir);
	snprintf(f[3], sizeof(f[3]), "%s/post.md", dir);
	snprintf(fenced, sizeof(fenced), "```\n%s```\n", alone);
	T_REQUIRE(copy_file("tests/pasted/fio-text/"
			    "r41c-cut-progress-long-iostat-1.txt",
			    f[0]) == 0);
	T_REQUIRE(write_bytes(f[1], alone, sizeof(alone) - 1) == 0);
	T_REQUIRE(write_bytes(f[2], fenced, strlen(fenced)) == 0);
	T_REQUIRE(write_bytes(f[3], post, sizeof(post) - 1) == 0);
	T_REQUIRE(store_open(path, 0, &db) == 0);
	store_sink_init(&ss, db, NULL, 0);
	sink = store_sink(&ss);
	for (int i = 0; i < 4; i++)
		paths[i] = f[i];
	strbuf_reset(&msgs);
	old = diag_set_routine(capture, NULL);
	T_INT(ingest_import(&o, paths, 4, &sink, &st), 0);
	diag_set_routine(old, NULL);
	T_INT(st.files, 4);
	T_INT(st.imported, 1);
	T_INT(st.failed, 3);
	T_INT(st.results, 2);
	T_INT(st.errors, 3);
	T_INT(st.warnings, 1);
	T_OK(strstr(msgs.buf, "long.txt:3-128: warning: fio-text output: "
			      "line 4: expected the results of job "
			      "'lk-seqw'") != NULL);
	T_OK(strstr(msgs.buf, "long.txt:4:1: error") == NULL);
	T_OK(strstr(msgs.buf, "alone.txt:2:1: error: expected the results "
			      "of job 's3w'") != NULL);
	T_OK(strstr(msgs.buf, "fenced.md:3:1: error: expected the results "
			      "of job 's3w'") != NULL);
	T_OK(strstr(msgs.buf, "post.md:6:1: error: expected the results "
			      "of job 's3w'") != NULL);
	T_OK(strstr(msgs.buf, "post.md:6-9: warning") == NULL);
	T_OK(strstr(msgs.buf, "nothing imported from this document") == NULL);
	if (getenv("T_VERBOSE"))
		fprintf(stderr, "%s", msgs.buf);
	store_close(db);
	rm_tree(dir);
}
