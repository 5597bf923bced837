/*
 * The import pipeline's readers parse files side by side: the sink still
 * gets the files in the walk's order, and each file's messages show in
 * that order, right before the file is stored, on the calling thread.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ingest/import.h"
#include "tests/t.h"
#include "util/diag.h"
#include "util/strbuf.h"

#define N_FILES 120

struct order {
	pthread_t self;
	int wrong_thread;
	struct strbuf seen; /* "B:path\n" for begins, "M:message\n" */
};

static struct order ord;

static void on_message(enum diag_kind kind, const char *msg, void *arg)
{
	(void)kind;
	(void)arg;
	if (!pthread_equal(pthread_self(), ord.self))
		ord.wrong_thread = 1;
	strbuf_addf(&ord.seen, "M:%s\n", msg);
}

static int o_begin(void *arg, const char *path, const char *format,
		   const char *buf, size_t len, const char *sha256,
		   int64_t *seen_id)
{
	(void)arg;
	(void)sha256;
	(void)format;
	(void)buf;
	(void)len;
	(void)seen_id;
	strbuf_addf(&ord.seen, "B:%s\n", path);
	return 0;
}

static int o_run(void *arg, const struct iodb_run *run)
{
	(void)arg;
	(void)run;
	return 0;
}

static int o_result(void *arg, const struct iodb_result *res)
{
	(void)arg;
	(void)res;
	return 0;
}

static int o_end(void *arg, int status)
{
	(void)arg;
	(void)status;
	return 0;
}

T_TEST(t_import_order_parallel_readers)
{
	char dir[128], path[256], want[256];
	const char *paths[1];
	struct ingest_import_opts o = {0};
	struct ingest_import_stats st;
	struct ingest_import_sink sink = {
	    .begin = o_begin, .run = o_run, .result = o_result, .end = o_end};
	diag_routine old;
	const char *p;

	snprintf(dir, sizeof(dir), "/tmp/iodb-t-order-%d", (int)getpid());
	T_REQUIRE(mkdir(dir, 0700) == 0 || errno == EEXIST);
	/* files of different sizes (parse times differ), every third with
	 * a warning: a printed rate that disagrees with bytes and time */
	for (int i = 0; i < N_FILES; i++) {
		FILE *f;

		snprintf(path, sizeof(path), "%s/f%03d.txt", dir, i);
		f = fopen(path, "w");
		T_REQUIRE(f != NULL);
		for (int k = 0; k < (i % 7) * 40; k++)
			fprintf(f, "# padding line %d of a longer paste\n", k);
		/* 1 MB in 0.5 s is 2.0 MB/s; every third file says 3.0
		 * (a disagreement, still no misread: imported) */
		fprintf(f,
			"%d+0 records in\n%d+0 records out\n1000000 bytes "
			"(1.0 MB, 977 KiB) copied, 0.5 s, %s MB/s\n",
			i + 1, i + 1, i % 3 == 0 ? "3.0" : "2.0");
		fclose(f);
	}
	strbuf_init(&ord.seen, 0);
	ord.self = pthread_self();
	ord.wrong_thread = 0;
	old = diag_set_routine(on_message, NULL);
	paths[0] = dir;
	T_INT(ingest_import(&o, paths, 1, &sink, &st), 0);
	diag_set_routine(old, NULL);
	T_INT(st.imported, N_FILES);
	T_INT(ord.wrong_thread, 0);
	/* every begin in order, each file's warning just before its begin */
	p = ord.seen.buf;
	for (int i = 0; i < N_FILES; i++) {
		const char *b;

		snprintf(want, sizeof(want), "B:%s/f%03d.txt\n", dir, i);
		b = strstr(p, want);
		T_OK(b != NULL);
		if (!b)
			break;
		if (i % 3 == 0) {
			snprintf(want, sizeof(want), "M:%s/f%03d.txt:", dir, i);
			T_OK(!strncmp(p, want, strlen(want)));
		} else {
			T_OK(b == p); /* no message of another file between */
		}
		p = strchr(b, '\n') + 1;
	}
	strbuf_release(&ord.seen);
	snprintf(path, sizeof(path), "rm -rf '%s'", dir);
	T_INT(system(path), 0);
}
