/*
 * bench/: the io_uring benchmark runner behind `iodb run`.  The one door
 * of the layer: cli/ describes jobs with struct bench_job, bench_run()
 * runs them and hands back, per job, struct iodb_result records
 * (model/model.h) for each direction plus what fio's JSON needs.  Nothing
 * here knows of SQLite.
 *
 * Engine (bench/runner.c): one thread and one ring per job clone
 * (numjobs), aligned buffers, batched submission and reaping, random
 * offsets drawn without repeats within a pass, per-I/O latencies (slat,
 * clat, lat as fio defines them) into log-linear histograms, a per-second
 * series, CPU time per thread; ramp time excluded from every figure.
 * Safety (bench/safety.h) is checked before any target is opened for
 * writing.  Latency definitions are fio's io_uring ones: slat from
 * preparing the SQE until io_uring_enter returned, clat from then until
 * the completion was reaped, lat the sum.
 */
#ifndef IODB_BENCH_BENCH_H
#define IODB_BENCH_BENCH_H

#include <stddef.h>
#include <stdint.h>

#include "model/model.h"

enum bench_rw {
	BENCH_READ = 0,
	BENCH_WRITE,
	BENCH_RANDREAD,
	BENCH_RANDWRITE,
	BENCH_RW, /* sequential mix */
	BENCH_RANDRW,
};

/* fio's name of rw ("randread"), and back: 0 or -EINVAL. */
const char *bench_rw_name(enum bench_rw rw);
int bench_rw_parse(const char *s, enum bench_rw *rw);

/* Whether rw reads / writes / is random. */
int bench_rw_reads(enum bench_rw rw);
int bench_rw_writes(enum bench_rw rw);
int bench_rw_random(enum bench_rw rw);

/* A test hook: called from the job's thread for every I/O submitted. */
typedef void (*bench_trace_fn)(void *arg, unsigned clone, enum iodb_op op,
			       uint64_t offset);

/* One job, with fio's meanings (see docs/runner.md for the defaults). */
struct bench_job {
	const char *name;     /* job name */
	const char *test;     /* canonical test name; NULL: derived */
	const char *filename; /* the target: a file or a block device */
	enum bench_rw rw;
	int rwmixread;	       /* read share of rw/randrw, percent */
	uint64_t bs;	       /* block size, bytes */
	unsigned iodepth;      /* per clone */
	unsigned batch_submit; /* SQEs per io_uring_enter; 0: all ready */
	unsigned numjobs;      /* clones, one thread and ring each */
	uint64_t size;	       /* region length; 0: to the target's end */
	uint64_t offset;       /* region start */
	uint64_t runtime_ns;   /* 0: no limit */
	int time_based;	       /* run for runtime, wrapping over the region */
	uint64_t ramp_ns;      /* run before measuring, excluded */
	int direct;	       /* O_DIRECT */
	int fixedbufs;	       /* registered buffers */
	int registerfiles;     /* registered file */
	int sqthread_poll;     /* IORING_SETUP_SQPOLL */
	int hipri;	       /* IORING_SETUP_IOPOLL (polled completions) */
	uint64_t seed;	       /* random stream seed; 0: from the clock */
	const char *cpus_allowed; /* CPU list, "any", or NULL/"auto": next to
				     the disk's completion interrupts
				     (bench/placement.h) */
	int cpus_split;		  /* cpus_allowed_policy=split */
	bench_trace_fn trace;	  /* tests only: NULL */
	void *trace_arg;
};

#define BENCH_JOB_INIT                                                         \
	{                                                                      \
		.rw = BENCH_READ, .rwmixread = 50, .bs = 4096, .iodepth = 1,   \
		.batch_submit = 1, .numjobs = 1, .direct = 1,                  \
	}

/* The canonical test name of a job, CrystalDiskMark style
 * ("RND4K Q32T1", "SEQ1M Q8T1") into buf (n bytes); returns buf. */
const char *bench_test_name(const struct bench_job *job, char *buf, size_t n);

struct bench_config {
	int allow_destructive; /* may write to what iodb did not create */
	int keep;	       /* keep files the run created */
	int progress;	       /* live progress line on stderr */
	int quiet;	       /* no notes on stderr (errors still) */
};

#define BENCH_N_PCTS 17 /* fio's default percentile list, 1 .. 99.99 */

/* A latency summary with its sample count, as fio's JSON prints it. */
struct bench_lat {
	struct iodb_lat s; /* NAN when no sample */
	uint64_t n;
};

/* One direction of one job: the record and the storage it points into. */
struct bench_dir {
	struct iodb_result res;
	uint64_t ios, bytes;
	struct bench_lat slat, clat, lat;
	struct iodb_pct clat_pct[BENCH_N_PCTS];
	struct iodb_pct lat_pct[BENCH_N_PCTS];
	struct iodb_bin *bins;	   /* clat histogram, malloc'd */
	struct iodb_point *series; /* malloc'd */
	struct iodb_metric extras[12];
	uint64_t hist_total; /* sum of bin counts (== ios) */
};

/* What one job measured. */
struct bench_outcome {
	const struct bench_job *job;
	char test[32];	 /* canonical test name */
	int measured;	 /* a measurement window was reached */
	int interrupted; /* stopped by bench_interrupt() */
	int used[2];	 /* directions the job issues: [0] read, [1] write */
	struct bench_dir dir[2];
	double runtime_ns; /* longest clone's measured window */
	double usr_cpu;	   /* percent of the runtime, fio's way */
	double sys_cpu;
	double cpu_ns;	   /* user + system time of all clones, ns */
	char cpus[64];	   /* CPUs the clones were placed on; "" when the
			      scheduler chose */
	int cpus_split;	   /* one CPU of cpus per clone */
	char cpus_why[96]; /* "vda's completion interrupts", "--cpus_allowed" */
	int64_t start;	   /* unix seconds when the job began */
	uint64_t ctx, majf, minf; /* context switches, major and minor page
				     faults of the clones while measuring
				     (getrusage), as fio's JSON names them */
};

/* Free what an outcome owns; safe on a zeroed one. */
void bench_outcome_release(struct bench_outcome *o);

/*
 * Run jobs[0..n) one after the other.  Targets that do not exist are
 * created (fallocate'd to offset + size, and filled with random data when
 * a job reads them) and removed at the end unless cfg->keep.  out must
 * hold n outcomes; *n_out is set to how many jobs ran (their outcomes are
 * filled, release each).  Returns 0; -EINTR when bench_interrupt() stopped
 * the run (what was measured is in out); -EPERM when a safety rule refused
 * a target, -EINVAL for an impossible job, other -errno on failure (the
 * message printed on stderr as "iodb: ...").
 */
int bench_run(const struct bench_config *cfg, const struct bench_job *jobs,
	      size_t n, struct bench_outcome *out, size_t *n_out);

/*
 * Ask a running bench_run() to stop: submissions stop, in-flight I/O is
 * reaped, what was measured is kept.  Async-signal-safe (call it from a
 * SIGINT handler).  bench_run() clears the request when it starts.
 */
void bench_interrupt(void);

/*
 * A built-in profile: "cdm" (CrystalDiskMark 8's default set), "cdm-nvme"
 * (its NVMe SSD set) or "quick".  base gives the target, direct, size and
 * the other fields the profile does not set; runtime_ns, when non-zero,
 * overrides the profile's.  Returns 0 with *jobs (malloc'd, caller frees
 * with free(); names are static) and *n set, or -EINVAL for an unknown
 * name, -ENOMEM.
 */
int bench_profile(const char *name, const struct bench_job *base,
		  struct bench_job **jobs, size_t *n);

/* The profiles' names, NULL-terminated, and a line describing each. */
extern const char *const bench_profile_names[];
extern const char *const bench_profile_help[];

/*
 * The offset permutation, exposed for tests: a bijection of [0, n) drawn
 * by walking a counter through a keyed invertible mix of the next power
 * of two, skipping values >= n (cycle walking).  Every run of n draws is a
 * pass visiting each block exactly once; each pass is keyed anew.
 */
struct bench_perm {
	uint64_t n, mask, ctr;
	unsigned shift;
	uint64_t k[4];
	uint64_t rng[4];
};

/* Set up p over [0, n) (n >= 1) from seed. */
void bench_perm_init(struct bench_perm *p, uint64_t n, uint64_t seed);

/* The next value of the permutation, starting a new pass after n. */
uint64_t bench_perm_next(struct bench_perm *p);

#endif
