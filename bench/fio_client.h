/*
 * The fio engine for fleets: the same workload on many hosts through
 * fio's client/server protocol (`fio --server` on each host, `fio
 * --client=HOST ...` from here).  This file parses the host list, writes
 * the fio job file from runner jobs (a profile or fio options), runs fio
 * as a child process (posix_spawn, no shell), relays its messages as
 * they come, and tells which hosts answered and which failed.  The JSON
 * fio prints is handed back whole: the caller imports it with the fio
 * JSON importer (ingest/fio_json.c), which knows client/server output.
 *
 * Safety: fio's server runs whatever job it is sent.  iodb sends jobs
 * that write only one file, with a fresh unique name it makes up, inside
 * the directory the user named, removed by fio afterwards (unlink=1);
 * a path of the user's (a device, an existing file) needs
 * --allow-destructive.  A remote host's directory cannot be examined
 * beforehand (fio offers no way to): docs/fleet.md says so.
 */
#ifndef IODB_BENCH_FIO_CLIENT_H
#define IODB_BENCH_FIO_CLIENT_H

#include <stddef.h>

#include "bench/bench.h"

#define BENCH_FIO_PORT 8765 /* fio's default server port */

enum bench_fio_state {
	BENCH_FIO_PENDING, /* not heard of yet */
	BENCH_FIO_OK,	   /* results came back */
	BENCH_FIO_FAILED,  /* refused, disconnected or no results */
};

/* One fio server. */
struct bench_fio_host {
	char *name;    /* what iodb stores: "node1", "10.0.0.2:8766" */
	char *addr;    /* the address as fio prints it: "node1", "::1" */
	char *fio_arg; /* fio's --client value: "node1,8765", "ip6:::1,8765" */
	int port;
	int local; /* a loopback address: this machine */
	enum bench_fio_state state;
	char why[256]; /* fio's message when it failed */
};

struct bench_fio_fleet {
	struct bench_fio_host *hosts;
	size_t n, cap;
};

#define BENCH_FIO_FLEET_INIT                                                   \
	{                                                                      \
		NULL, 0, 0                                                     \
	}

/*
 * Add the hosts of arg to f: a comma-separated list of HOST, HOST:PORT,
 * [IPV6] or [IPV6]:PORT, or the path of an existing file listing them one
 * a line (fio's HOST,PORT accepted there too; '#' comments, blank lines).
 * A host named twice is an error.  Returns 0, or -EINVAL after
 * diag_error() naming the bad entry, or -ENOMEM.  Release f with
 * bench_fio_fleet_release() in every case.
 */
int bench_fio_hosts_add(struct bench_fio_fleet *f, const char *arg);

/* Free what f holds; f is then empty. */
void bench_fio_fleet_release(struct bench_fio_fleet *f);

/* What the job file sent to every host says. */
struct bench_fio_target {
	const char *directory; /* iodb writes a fresh file in it */
	const char *filename;  /* or this path (--allow-destructive only) */
	const char *ioengine;  /* NULL: libaio */
	int keep;	       /* keep the file iodb created */
};

/*
 * A fresh name stem for the files of one fleet run, "iodb-fleet-" and 12
 * random hex digits, into stem (32 bytes).  0, or -EIO without
 * randomness.
 */
int bench_fio_stem(char stem[32]);

/*
 * fio job file text for jobs[0..n) (runner jobs: a profile or the
 * command line's fio options) on target t, into *out (malloc'ed, caller
 * frees).  Every job runs after the one before (stonewall) with
 * group_reporting, named after its test ("SEQ1M Q8T1") when it has one.
 * With t->directory the jobs use the file called file in it, created by
 * the first job and removed by the last (unless t->keep).  Returns 0,
 * -EINVAL after diag_error() when neither or both of directory and
 * filename are given, or -ENOMEM.
 */
int bench_fio_jobfile(const struct bench_job *jobs, size_t n,
		      const struct bench_fio_target *t, const char *file,
		      char **out);

/*
 * Check what can be checked before sending the jobs: the directory is
 * an absolute path; for a host on this machine (loopback) that it is a
 * directory and that its file (files[i] for host i) does not exist yet.
 * A filename given instead needs allow (--allow-destructive).  Returns
 * 0, or -EPERM after diag_error() naming the host and the reason.
 */
int bench_fio_check(const struct bench_fio_fleet *f,
		    const struct bench_fio_target *t, const char *const *files,
		    int allow);

/* How to run fio. */
struct bench_fio_run {
	const char *fio; /* the fio program (PATH searched); NULL "fio" */
	const char *const *jobfiles; /* host i gets jobfiles[i] */
	int progress;	  /* a progress line every second: elapsed and
			     planned time (fio prints no ETA with JSON) */
	double planned_s; /* the jobs' runtimes added up; 0 unknown */
	int verbose;	  /* relay the servers' text lines too */
};

/*
 * Run fio --client for every host of f with its job file and fio's JSON
 * output.  fio's messages are relayed through diag_note() as they come
 * ("fio: connect: Connection refused"), its ETA through diag_progress()
 * when run->progress.  On return *out (malloc'ed, NUL-terminated; caller
 * frees) holds what fio printed on its standard output (text lines, then
 * the JSON), every host's state is set (OK when client_stats holds its
 * results, else FAILED with fio's message, or "no results"), and
 * *fio_status is fio's exit status (-1 when killed by a signal).
 * Returns 0 when fio ran (whatever the hosts did), -ENOENT after
 * diag_error() when fio cannot be started, or another negative errno.
 */
int bench_fio_client_run(const struct bench_fio_run *run,
			 struct bench_fio_fleet *f, char **out, size_t *len,
			 int *fio_status);

/*
 * The host of f that the k-th run of fio's client JSON in buf belongs
 * to, in the order the fio JSON importer emits runs (one per server in
 * order of first appearance in client_stats, the "All clients" sum where
 * it first appears).  Fills order[0..*n) (at most max) with indexes into
 * f->hosts, or -1 for the "All clients" sum and for a server not in f.
 * Returns 0, or -EINVAL when buf holds no client JSON.
 */
int bench_fio_client_order(const struct bench_fio_fleet *f, const char *buf,
			   size_t len, long *order, size_t max, size_t *n);

#endif
