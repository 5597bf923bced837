/*
 * Robustness: every importer over every corpus file, truncated at many
 * points and with bytes flipped, must return (success or a clean error),
 * never crash or read out of bounds (run under `make asan`).  The fuzz
 * targets (make fuzz) go further; this keeps a deterministic floor in CI.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <sqlite3.h>

#include "bench/safety.h"
#include "ingest/ingest.h"
#include "store/store.h"
#include "tests/t.h"

static int drop_run(void *arg, const struct iodb_run *run)
{
	(void)arg;
	(void)run;
	return 0;
}

static int drop_result(void *arg, const struct iodb_result *res)
{
	(void)arg;
	(void)res;
	return 0;
}

static void parse_all(const char *buf, size_t len)
{
	for (size_t f = 0; ingest_formats[f]; f++) {
		struct ingest_ctx ctx = {.path = "robust", .quiet = 1};
		/* an exact-size heap copy so ASan sees reads past the end */
		char *copy = malloc(len ? len : 1);

		memcpy(copy, buf, len);
		ctx.sink.run = drop_run;
		ctx.sink.result = drop_result;
		ingest_formats[f]->probe(copy, len);
		ingest_parse(&ctx, ingest_formats[f], copy, len);
		free(copy);
	}
}

static void mangle_file(const char *path)
{
	size_t len;
	char *buf = t_read_file(path, &len);
	unsigned seed = 12345;

	if (!buf) {
		T_FAIL("cannot read %s", path);
		return;
	}
	parse_all(buf, len);
	/* truncations */
	for (size_t cut = 0; cut < len; cut += len / 23 + 1)
		parse_all(buf, cut);
	/* byte flips */
	for (int k = 0; k < 8 && len; k++) {
		char *m = malloc(len);

		memcpy(m, buf, len);
		for (int j = 0; j < 4; j++) {
			seed = seed * 1103515245u + 12345u;
			m[(seed >> 8) % len] = (char)(seed >> 16);
		}
		parse_all(m, len);
		free(m);
	}
	free(buf);
}

T_TEST(t_robust_corpus_mangled)
{
	static const char *const dirs[] = {
	    "corpus/fio-json",
	    "corpus/fio-jsonplus",
	    "corpus/fio-text",
	    "corpus/fio-terse",
	    "corpus/dd",
	    "corpus/hdparm",
	    "corpus/iozone",
	    "corpus/cdm",
	    "corpus/kdiskmark",
	    "corpus/hdtune",
	    "blogs",
	    NULL,
	};
	int files = 0;

	for (size_t d = 0; dirs[d]; d++) {
		char dir[1024];
		DIR *dp;
		struct dirent *de;

		snprintf(dir, sizeof(dir), "%s", t_shared(dirs[d]));
		dp = opendir(dir);
		if (!dp) {
			T_FAIL("cannot open %s", dir);
			continue;
		}
		while ((de = readdir(dp)) != NULL) {
			char p[2048];

			if (de->d_name[0] == '.' ||
			    !strcmp(de->d_name, "README.md"))
				continue;
			snprintf(p, sizeof(p), "%s/%s", dir, de->d_name);
			mangle_file(p);
			files++;
		}
		closedir(dp);
	}
	T_OK(files >= 50);
	/* edge cases: empty, one byte, no newline, NULs */
	parse_all("", 0);
	parse_all("x", 1);
	parse_all("\0\0\0\n\r\r", 6);
	parse_all("{", 1);
	parse_all("3;fio-3.1;", 10);
}

/* ---- a full disk (a small tmpfs: root only) ------------------------- */

static int shf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static int shf(const char *fmt, ...)
{
	char cmd[4096];
	va_list ap;
	int st;

	va_start(ap, fmt);
	vsnprintf(cmd, sizeof(cmd), fmt, ap);
	va_end(ap);
	st = system(cmd);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* Mount a tmpfs of kib KiB at a fresh folder dir; skips when not root. */
static void small_disk(char *dir, size_t n, const char *name, int kib)
{
	char opts[64];

	if (geteuid() != 0)
		t_skip_now("a small tmpfs needs root");
	snprintf(dir, n, "/tmp/iodb-t-robust-%d-%s", (int)getpid(), name);
	T_REQUIRE(mkdir(dir, 0700) == 0 || errno == EEXIST);
	snprintf(opts, sizeof(opts), "size=%dk", kib);
	if (mount("tmpfs", dir, "tmpfs", 0, opts)) {
		rmdir(dir);
		t_skip_now("cannot mount a tmpfs here");
	}
}

static void small_disk_gone(const char *dir)
{
	umount2(dir, MNT_DETACH);
	rmdir(dir);
}

static const char *iodb_bin(void)
{
	const char *bin = getenv("IODB_BIN");

	return bin ? bin : "./iodb";
}

/* The last line of text (a summary), or "". */
static const char *last_line(const char *text)
{
	const char *end = text + strlen(text), *p;

	if (end > text && end[-1] == '\n')
		end--;
	p = end;
	while (p > text && p[-1] != '\n')
		p--;
	return p;
}

/*
 * Issue 14 item 6: on a full disk, the batch commit fails.  The summary
 * counts only what is stored (it said "imported 767 results" with nothing
 * stored), says nothing of rolling back a transaction SQLite already
 * rolled back, and nothing underflows.  Twice: into a new database, and
 * into one that holds what fitted before.
 */
T_TEST(t_robust_import_disk_full)
{
	char disk[256], src[300], db[400], err[400];
	struct store *st = NULL;
	int64_t stored_results = 0, stored_sources = 0;

	if (access("samples/fio-json/randread-4k-qd8.json", R_OK))
		t_skip_now("samples not generated");
	small_disk(disk, sizeof(disk), "full", 1024);
	snprintf(src, sizeof(src), "%s-src", disk);
	snprintf(db, sizeof(db), "%s/t.db", disk);
	snprintf(err, sizeof(err), "%s-err", disk);
	/* 1200 distinct fio JSON files (one more trailing space each): a
	 * database of about 3 MB, the disk holds 1 MB */
	T_REQUIRE(shf("mkdir -p '%s' && for i in $(seq 1 1200); do "
		      "{ cat samples/fio-json/randread-4k-qd8.json; "
		      "printf \"%%${i}s\" ''; } > '%s'/f$i.json; done",
		      src, src) == 0);
	/* the first 20 fit: a database that holds something */
	T_REQUIRE(shf("'%s' -q --db '%s' import $(ls -d '%s'/* | sort | "
		      "head -20)",
		      iodb_bin(), db, src) == 0);
	for (int round = 0; round < 2; round++) {
		unsigned results = 99999, files = 99999;
		char *text;
		const char *last;

		if (round == 1) {
			/* a new database */
			T_REQUIRE(shf("rm -f '%s'*", db) == 0);
			stored_sources = stored_results = 0;
		} else {
			T_REQUIRE(store_open(db, STORE_READONLY, &st) == 0);
			stored_sources = store_count(st, "sources");
			stored_results = store_count(st, "results");
			store_close(st);
			T_INT(stored_sources, 20);
		}
		/* room set aside for the check below: reading the
		 * database back needs its -shm file, which a disk left
		 * with no byte free cannot hold (then the count was not
		 * checked at all, and "files" had to be 0) */
		T_REQUIRE(shf("head -c 65536 /dev/zero > '%s/ballast'", disk) ==
			  0);
		T_INT(shf("'%s' --db '%s' import '%s' 2>'%s'", iodb_bin(), db,
			  src, err),
		      1);
		T_REQUIRE(shf("rm -f '%s/ballast'", disk) == 0);
		text = t_read_file(err, NULL);
		T_REQUIRE(text);
		last = last_line(text);
		T_OK(sscanf(last, "imported %u result", &results) == 1);
		T_OK(strstr(last, " from ") &&
		     sscanf(strstr(last, " from "), " from %u file", &files) ==
			 1);
		T_OK(strstr(text, "disk is full") != NULL);
		T_OK(strstr(text, "no transaction is active") == NULL);
		T_OK(strstr(text, "cannot roll back") == NULL);
		T_OK(files < 1200 && results < 1200);
		if (t_failed)
			fprintf(stderr, "round %d:\n%s", round, text);
		free(text);
		/* what the summary counted is what is stored */
		T_REQUIRE(store_open(db, STORE_READONLY, &st) == 0);
		T_INT(store_count(st, "sources") - stored_sources, files);
		T_INT(store_count(st, "results") - stored_results, results);
		store_close(st);
	}
	small_disk_gone(disk);
	shf("rm -rf '%s' '%s'", src, err);
}

/*
 * A report written to a full disk leaves no file (it left a 0-byte or
 * partial one), and does not spoil the report written there before.
 */
T_TEST(t_robust_report_disk_full)
{
	char disk[256], db[300], src[300];
	char *text;

	if (access("samples/fio-json/randread-4k-qd8.json", R_OK))
		t_skip_now("samples not generated");
	small_disk(disk, sizeof(disk), "rep", 256);
	snprintf(db, sizeof(db), "%s-db", disk);
	snprintf(src, sizeof(src), "%s/r.md", disk);
	T_REQUIRE(shf("'%s' -q --db '%s' import samples/fio-json", iodb_bin(),
		      db) == 0);
	T_INT(shf("'%s' -q --db '%s' report --format md -o '%s'", iodb_bin(),
		  db, src),
	      0);
	text = t_read_file(src, NULL);
	T_OK(text && strlen(text) > 100);
	free(text);
	/* fill the disk, then write the report again, in each format */
	T_REQUIRE(shf("head -c 300000 /dev/zero > '%s/fill' 2>/dev/null; "
		      "true",
		      disk) == 0);
	T_INT(shf("'%s' -q --db '%s' report --format md -o '%s' 2>/dev/null",
		  iodb_bin(), db, src),
	      1);
	text = t_read_file(src, NULL);
	T_OK(text && strlen(text) > 100); /* the earlier report, whole */
	free(text);
	T_INT(shf("'%s' -q --db '%s' report -o '%s/r.html' 2>/dev/null",
		  iodb_bin(), db, disk),
	      1);
	T_INT(shf("'%s' -q --db '%s' report --format pdf -o '%s/r.pdf' "
		  "2>/dev/null",
		  iodb_bin(), db, disk),
	      1);
	/* nothing but the earlier report and the filler */
	T_INT(shf("test $(ls -A '%s' | wc -l) -eq 2", disk), 0);
	small_disk_gone(disk);
	shf("rm -f '%s'*", db);
}

/*
 * Issue 14 item 10: the runner's signature check covers what libblkid
 * knows: minix and bfs file systems (which the hand list missed, so
 * --allow-destructive overwrote them) and cramfs are refused.
 */
T_TEST(t_robust_runner_blkid_signatures)
{
	static const char *const mkfs[][2] = {
	    {"mkfs.minix", "TYPE=minix"},
	    {"mkfs.bfs", "TYPE=bfs"},
	};
	char img[256], name[256];
	int tried = 0;

	snprintf(img, sizeof(img), "/tmp/iodb-t-robust-%d-sig.img",
		 (int)getpid());
	for (size_t i = 0; i < sizeof(mkfs) / sizeof(mkfs[0]); i++) {
		int fd;

		unlink(img);
		if (shf("truncate -s 4M '%s' && %s '%s' >/dev/null 2>&1", img,
			mkfs[i][0], img))
			continue;
		tried++;
		fd = open(img, O_RDONLY);
		T_REQUIRE(fd >= 0);
		T_INT(safety_signature(fd, name, sizeof(name)), 1);
		T_OK(strstr(name, mkfs[i][1]) != NULL);
		if (t_failed)
			fprintf(stderr, "%s: %s\n", mkfs[i][0], name);
		close(fd);
	}
	/* an empty image holds nothing */
	unlink(img);
	T_REQUIRE(shf("truncate -s 4M '%s'", img) == 0);
	{
		int fd = open(img, O_RDONLY);

		T_REQUIRE(fd >= 0);
		T_INT(safety_signature(fd, name, sizeof(name)), 0);
		close(fd);
	}
	unlink(img);
	if (!tried)
		t_skip("mkfs.minix and mkfs.bfs missing (util-linux)");
}

/*
 * Issue 14 item 10: two Ctrl-Cs 20 ms apart during `iodb run` neither
 * leave the file behind nor lose the run (the second one killed it).
 */
T_TEST(t_robust_runner_second_interrupt)
{
	char dir[256], file[300], db[300], err[300], cmd[1200];
	struct store *st = NULL;
	char *text;
	pid_t pid;
	int status, waited = 0;

	snprintf(dir, sizeof(dir), "/tmp/iodb-t-robust-%d-sigint",
		 (int)getpid());
	T_REQUIRE(mkdir(dir, 0700) == 0 || errno == EEXIST);
	snprintf(file, sizeof(file), "%s/t.dat", dir);
	snprintf(db, sizeof(db), "%s/t.db", dir);
	snprintf(err, sizeof(err), "%s/err", dir);
	snprintf(cmd, sizeof(cmd),
		 "exec '%s' --db '%s' run --rw randread --bs 4k --size 8m "
		 "--runtime 20 --time_based '%s' >/dev/null 2>'%s'",
		 iodb_bin(), db, file, err);
	pid = fork();
	T_REQUIRE(pid >= 0);
	if (pid == 0) {
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	/* wait until it measures: the file laid out and some time after */
	while (access(file, F_OK) && waited < 10000 &&
	       waitpid(pid, &status, WNOHANG) == 0) {
		usleep(10000);
		waited += 10;
	}
	if (access(file, F_OK)) {
		kill(pid, SIGKILL);
		waitpid(pid, &status, 0);
		text = t_read_file(err, NULL);
		fprintf(stderr, "  note: %s", text ? text : "no output\n");
		free(text);
		shf("rm -rf '%s'", dir);
		t_skip_now("the runner did not start here (io_uring?)");
	}
	usleep(500000);
	kill(pid, SIGINT);
	usleep(20000);
	kill(pid, SIGINT);
	T_REQUIRE(waitpid(pid, &status, 0) == pid);
	/* it ended on its own (status 1: interrupted), not by the signal */
	T_OK(WIFEXITED(status) && WEXITSTATUS(status) == 1);
	T_OK(access(file, F_OK) != 0);
	text = t_read_file(err, NULL);
	T_OK(text && strstr(text, "marked interrupted") != NULL);
	if (t_failed)
		fprintf(stderr, "said:\n%s", text ? text : "");
	free(text);
	if (store_open(db, STORE_READONLY, &st) == 0) {
		T_INT(store_count(st, "runs"), 1);
		store_close(st);
	} else {
		T_FAIL("no database: the run was lost");
	}
	shf("rm -rf '%s'", dir);
}

/*
 * Issue 14 item 10: a --size beyond the free space is refused with the
 * figures (it filled an 18 MB file system to 0 bytes free), and a size
 * that fits leaves the margin free.
 */
T_TEST(t_robust_runner_free_space)
{
	char disk[256], cmd[1024], err[300];
	char *text;

	small_disk(disk, sizeof(disk), "space", 32 * 1024);
	snprintf(err, sizeof(err), "%s-err", disk);
	snprintf(cmd, sizeof(cmd),
		 "'%s' --db '%s.db' run --rw write --bs 64k --size 24m "
		 "--runtime 1 '%s/t.dat' >/dev/null 2>'%s'",
		 iodb_bin(), disk, disk, err);
	T_INT(shf("%s", cmd), 1);
	text = t_read_file(err, NULL);
	T_OK(text &&
	     strstr(text, "t.dat: refusing to lay out 24 MiB: its "
			  "file system has 32 MiB free, and 16 MiB "
			  "are kept free; give a smaller --size") != NULL);
	if (t_failed)
		fprintf(stderr, "said:\n%s", text ? text : "");
	free(text);
	snprintf(cmd, sizeof(cmd), "%s/t.dat", disk);
	T_OK(access(cmd, F_OK) != 0);
	small_disk_gone(disk);
	shf("rm -f '%s' '%s.db'*", err, disk);
}

/*
 * Issue 14 item 4: `iodb run` never loses a measurement to a database
 * that cannot take it (here: on a full disk): the results are kept as fio
 * JSON in a file the error names, which imports.
 */
T_TEST(t_robust_run_kept_when_not_stored)
{
	char disk[256], work[300], cmd[1400], err[400];
	char *text, *kept, *end;
	sqlite3 *holder = NULL;

	small_disk(disk, sizeof(disk), "runfull", 1024);
	snprintf(work, sizeof(work), "%s-work", disk);
	snprintf(err, sizeof(err), "%s/err", work);
	T_REQUIRE(shf("mkdir -p '%s' && '%s' -q --db '%s/t.db' import "
		      "samples/dd/file-copy.txt",
		      work, iodb_bin(), disk) == 0);
	/* held open here, its -wal and -shm exist: the run opens it on the
	 * full disk and fails only when it stores */
	snprintf(cmd, sizeof(cmd), "%s/t.db", disk);
	T_REQUIRE(sqlite3_open(cmd, &holder) == SQLITE_OK);
	T_REQUIRE(sqlite3_exec(holder, "SELECT count(*) FROM runs", NULL, NULL,
			       NULL) == SQLITE_OK);
	T_REQUIRE(shf("head -c 4000000 /dev/zero > '%s/fill' 2>/dev/null; "
		      "true",
		      disk) == 0);
	snprintf(cmd, sizeof(cmd),
		 "cd '%s' && '%s' --db '%s/t.db' run --rw randread --bs 4k "
		 "--size 4m --runtime 1 --label kept '%s/t.dat' >/dev/null "
		 "2>'%s'",
		 work, iodb_bin(), disk, work, err);
	T_INT(shf("%s", cmd), 1);
	text = t_read_file(err, NULL);
	T_REQUIRE(text);
	sqlite3_close(holder);
	if (strstr(text, "io_uring") && !strstr(text, "cannot store")) {
		free(text);
		small_disk_gone(disk);
		shf("rm -rf '%s'", work);
		t_skip_now("the runner did not run here (io_uring?)");
	}
	kept = strstr(text, "its results are kept in ");
	T_OK(kept != NULL);
	if (!kept) {
		fprintf(stderr, "said:\n%s", text);
	} else {
		kept += strlen("its results are kept in ");
		end = strchr(kept, ' ');
		T_REQUIRE(end);
		*end = '\0';
		/* in the current folder, and iodb imports it */
		T_OK(!strncmp(kept, "./iodb-run-", 11));
		T_INT(shf("cd '%s' && '%s' -q --db '%s/other.db' import "
			  "--label kept '%s'",
			  work, iodb_bin(), work, kept),
		      0);
		if (getenv("T_VERBOSE"))
			fprintf(stderr, "kept: %s\n", kept);
	}
	free(text);
	small_disk_gone(disk);
	shf("rm -rf '%s'", work);
}

/* Parse buf[0..len) as format name from an exact-size heap copy, so that
 * AddressSanitizer sees a read past its end. */
static void parse_exact(const char *name, const char *buf, size_t len)
{
	struct ingest_ctx ctx = {.path = "finding", .quiet = 1};
	char *copy = malloc(len ? len : 1);

	memcpy(copy, buf, len);
	ctx.sink.run = drop_run;
	ctx.sink.result = drop_result;
	ingest_parse(&ctx, ingest_find(name), copy, len);
	free(copy);
}

/*
 * Inputs the fuzzing campaign found (tests/fuzz/run.sh), replayed under
 * `make asan`.  fio-text: a line "<s" (a host prefix never closed by '>')
 * read past its end: strchr(".-_:[]%", c) matches the NUL too.
 */
T_TEST(t_robust_fuzz_findings)
{
	static const char fio_text_host[] = "ro\0\0\0\0\0\0\0naem1ioMIXED\n"
					    "  <s ";

	parse_exact("fio-text", fio_text_host, sizeof(fio_text_host) - 1);
	parse_exact("fio-text", "<s", 2);
	parse_exact("fio-text", "<host1.example-2:8765", 21);
	T_OK(1); /* the check is AddressSanitizer's */
}

struct huge_seen {
	int runs, results, bad;
};

static int huge_run(void *arg, const struct iodb_run *run)
{
	struct huge_seen *s = arg;

	s->runs++;
	s->bad += run->timestamp < -1;
	return 0;
}

static int huge_result(void *arg, const struct iodb_result *res)
{
	struct huge_seen *s = arg;

	s->results++;
	s->bad += res->cond.bs < -1 || res->cond.iodepth < -1 ||
		  res->cond.numjobs < -1 || res->groupid < -1;
	return 0;
}

/* buf as format name; what reached the sink in *s */
static void parse_seen(const char *name, const char *buf, struct huge_seen *s)
{
	struct ingest_ctx ctx = {.path = "huge", .quiet = 1};
	size_t len = strlen(buf);
	char *copy = malloc(len ? len : 1);

	memset(s, 0, sizeof(*s));
	memcpy(copy, buf, len);
	ctx.sink.arg = s;
	ctx.sink.run = huge_run;
	ctx.sink.result = huge_result;
	ingest_parse(&ctx, ingest_find(name), copy, len);
	free(copy);
}

/*
 * A count or size too big for int64_t (1e300, 10^23, inf) is unknown (-1),
 * never cast: the cast is undefined behaviour (UBSan float-cast-overflow
 * under `make asan` and the fuzz targets), and on x86 it gave INT64_MIN.
 */
T_TEST(t_robust_huge_figures)
{
	struct huge_seen s;

	parse_seen("fio-json",
		   "{\"fio version\":\"fio-3.28\",\"timestamp\":1e300,"
		   "\"jobs\":[{\"jobname\":\"big\",\"groupid\":1e300,"
		   "\"job options\":{\"rw\":\"read\",\"bs\":1e300,"
		   "\"iodepth\":\"4\"},\"read\":{\"io_bytes\":1048576,"
		   "\"bw\":1024,\"iops\":256.0,\"runtime\":1000},"
		   "\"write\":{\"io_bytes\":0,\"bw\":0,\"iops\":0,"
		   "\"runtime\":0}}]}",
		   &s);
	T_INT(s.bad, 0);
	parse_seen("fio-text",
		   "big: (g=99999999999999999999999): rw=read, bs=(R) "
		   "4096B-4096B, (W) 4096B-4096B, (T) 4096B-4096B, "
		   "ioengine=libaio, iodepth=1e300\n"
		   "fio-3.28\nStarting 1 process\n\n"
		   "big: (groupid=99999999999999999999999, jobs=1e300): "
		   "err=1e300: pid=1e300: Mon Dec  7 10:00:00 2026\n"
		   "  read: IOPS=25.6k, BW=100MiB/s (105MB/s)"
		   "(6000MiB/60001msec)\n\n"
		   "Run status group 99999999999999999999999 (all jobs):\n"
		   "   READ: bw=100MiB/s (105MB/s), 100MiB/s-100MiB/s "
		   "(105MB/s-105MB/s), io=6000MiB (6291MB), "
		   "run=60001-60001msec\n",
		   &s);
	T_INT(s.bad, 0);
	parse_seen("dd",
		   "$ dd if=/dev/zero of=/mnt/t bs=99999999999999999999999 "
		   "count=1\n1+0 records in\n1+0 records out\n"
		   "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, "
		   "429 MB/s\n",
		   &s);
	T_INT(s.bad, 0);
	parse_seen("ioping",
		   "$ ioping -c 3 -s 99999999999999999999999 /tmp\n"
		   "99999999999999999999999 bytes <<< /tmp (ext4 /dev/sda1): "
		   "request=1 time=200.1 us (warmup)\n"
		   "99999999999999999999999 bytes <<< /tmp (ext4 /dev/sda1): "
		   "request=2 time=150.3 us\n\n"
		   "--- /tmp (ext4 /dev/sda1) ioping statistics ---\n"
		   "1 requests completed in 150.3 us, 4 KiB read, 6.65 k iops, "
		   "26.0 MiB/s\n",
		   &s);
	T_INT(s.bad, 0);
}
