/*
 * The io_uring engine of `iodb run`: see bench.h.
 *
 * Per job clone: one thread, one ring, iodepth slots each with its own
 * aligned buffer.  The loop fills every free slot (one clock reading per
 * batch), submits the batch, reads the clock again (the issue time: fio's
 * io_uring engine takes it after io_uring_enter too), reaps completions in
 * batches and charges each to three histograms: slat (prep -> issue), clat
 * (issue -> reaped) and lat (prep -> reaped).  An I/O belongs to the
 * measurement when it was prepared after the ramp ended.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <liburing.h>
#include <linux/fs.h>
#include <pthread.h>
#include <signal.h>
#include <sys/statvfs.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "bench/bench.h"
#include "bench/cpulist.h"
#include "bench/histogram.h"
#include "bench/placement.h"
#include "bench/safety.h"
#include "bench/sysinfo.h"
#include "util/alloc.h"
#include "util/diag.h"

#define REAP_BATCH 64
#define NS	   1000000000ull

static atomic_int stop_requested;

void bench_interrupt(void)
{
	atomic_store_explicit(&stop_requested, 1, memory_order_relaxed);
}

static int stopping_now(void)
{
	return atomic_load_explicit(&stop_requested, memory_order_relaxed);
}

static inline uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * NS + (uint64_t)ts.tv_nsec;
}

/* ---- names ---------------------------------------------------------- */

static const char *const rw_names[] = {
    [BENCH_READ] = "read",
    [BENCH_WRITE] = "write",
    [BENCH_RANDREAD] = "randread",
    [BENCH_RANDWRITE] = "randwrite",
    [BENCH_RW] = "rw",
    [BENCH_RANDRW] = "randrw",
};

const char *bench_rw_name(enum bench_rw rw)
{
	if ((unsigned)rw >= sizeof(rw_names) / sizeof(rw_names[0]))
		return NULL;
	return rw_names[rw];
}

int bench_rw_parse(const char *s, enum bench_rw *rw)
{
	for (unsigned i = 0; i < sizeof(rw_names) / sizeof(rw_names[0]); i++) {
		if (!strcmp(s, rw_names[i])) {
			*rw = (enum bench_rw)i;
			return 0;
		}
	}
	if (!strcmp(s, "readwrite")) {
		*rw = BENCH_RW;
		return 0;
	}
	return -EINVAL;
}

int bench_rw_reads(enum bench_rw rw)
{
	return rw != BENCH_WRITE && rw != BENCH_RANDWRITE;
}

int bench_rw_writes(enum bench_rw rw)
{
	return rw != BENCH_READ && rw != BENCH_RANDREAD;
}

int bench_rw_random(enum bench_rw rw)
{
	return rw == BENCH_RANDREAD || rw == BENCH_RANDWRITE ||
	       rw == BENCH_RANDRW;
}

const char *bench_test_name(const struct bench_job *job, char *buf, size_t n)
{
	const char *pat = bench_rw_random(job->rw) ? "RND" : "SEQ";
	unsigned long long bs = job->bs;

	if (bs && bs % (1u << 20) == 0)
		snprintf(buf, n, "%s%lluM Q%uT%u", pat, bs >> 20, job->iodepth,
			 job->numjobs);
	else if (bs && bs % 1024 == 0)
		snprintf(buf, n, "%s%lluK Q%uT%u", pat, bs >> 10, job->iodepth,
			 job->numjobs);
	else
		snprintf(buf, n, "%s%lluB Q%uT%u", pat, bs, job->iodepth,
			 job->numjobs);
	return buf;
}

/* ---- random numbers and the offset permutation ------------------------ */

static uint64_t splitmix(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static inline uint64_t rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

/* xoshiro256** */
static inline uint64_t rng_next(uint64_t s[4])
{
	uint64_t r = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return r;
}

static void rng_seed(uint64_t s[4], uint64_t seed)
{
	for (int i = 0; i < 4; i++)
		s[i] = splitmix(&seed);
}

static void perm_rekey(struct bench_perm *p)
{
	p->k[0] = rng_next(p->rng);
	p->k[1] = rng_next(p->rng) | 1;
	p->k[2] = rng_next(p->rng);
	p->k[3] = rng_next(p->rng) | 1;
	p->ctr = 0;
}

void bench_perm_init(struct bench_perm *p, uint64_t n, uint64_t seed)
{
	unsigned bits = n > 1 ? 64u - (unsigned)__builtin_clzll(n - 1) : 0;

	memset(p, 0, sizeof(*p));
	p->n = n ? n : 1;
	p->mask = bits >= 64 ? UINT64_MAX : (1ull << bits) - 1;
	p->shift = (bits + 1) / 2;
	rng_seed(p->rng, seed);
	perm_rekey(p);
}

/* A keyed bijection of [0, mask]: adds, odd multiplies and xorshifts are
 * each invertible modulo a power of two. */
static inline uint64_t perm_mix(const struct bench_perm *p, uint64_t x)
{
	uint64_t m = p->mask;

	x = (x + p->k[0]) & m;
	x = (x * p->k[1]) & m;
	x ^= x >> p->shift;
	x = (x + p->k[2]) & m;
	x = (x * p->k[3]) & m;
	x ^= x >> p->shift;
	x = (x * p->k[1]) & m;
	x ^= x >> p->shift;
	return x;
}

uint64_t bench_perm_next(struct bench_perm *p)
{
	for (;;) {
		uint64_t x;

		if (p->ctr > p->mask)
			perm_rekey(p); /* a pass is over: a new order */
		x = perm_mix(p, p->ctr++);
		if (x < p->n)
			return x;
	}
}

/* ---- targets ---------------------------------------------------------- */

struct target {
	char *path;
	int exists, is_blk, created, laid_out, needs_read;
	uint64_t size; /* bytes; for a new file, what it will hold */
	unsigned lbs;  /* logical block size */
	int io_poll;   /* -1 unknown */
	struct target *next;
};

static struct target *target_find(struct target *list, const char *path)
{
	for (; list; list = list->next)
		if (!strcmp(list->path, path))
			return list;
	return NULL;
}

static void targets_free(struct target *t, int keep)
{
	while (t) {
		struct target *next = t->next;

		if (t->created && !keep && unlink(t->path) && errno != ENOENT)
			diag_warning("%s: cannot remove: %s", t->path,
				     strerror(errno));
		free(t->path);
		free(t);
		t = next;
	}
}

static int target_probe(struct target *t)
{
	struct sysinfo_desc sd;
	struct stat st;
	int fd;

	t->lbs = 512;
	t->io_poll = -1;
	if (!sysinfo_collect(t->path, &sd)) {
		if (sd.logical_block_size)
			t->lbs = sd.logical_block_size;
		t->io_poll = sd.io_poll;
		sysinfo_release(&sd);
	}
	if (stat(t->path, &st)) {
		if (errno != ENOENT)
			goto err;
		return 0;
	}
	t->exists = 1;
	if (S_ISREG(st.st_mode)) {
		t->size = (uint64_t)st.st_size;
		return 0;
	}
	if (!S_ISBLK(st.st_mode)) {
		diag_error("%s: not a regular file or a block device", t->path);
		return -EINVAL;
	}
	t->is_blk = 1;
	fd = open(t->path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		goto err;
	if (ioctl(fd, BLKGETSIZE64, &t->size)) {
		close(fd);
		goto err;
	}
	{
		int ss = 0;

		if (!ioctl(fd, BLKSSZGET, &ss) && ss > 0)
			t->lbs = (unsigned)ss;
	}
	close(fd);
	return 0;
err:
	diag_error("%s: %s", t->path, strerror(errno));
	return -errno;
}

/* Fill [0, size) of a file the run created with random data, so reads
 * measure the device rather than unwritten extents. */
static int target_layout(struct target *t, const struct bench_config *cfg)
{
	const size_t chunk = 1u << 20;
	uint64_t rng[4], done = 0;
	void *buf = NULL;
	int fd, ret = 0;

	fd = open(t->path, O_WRONLY | O_DIRECT | O_CLOEXEC);
	if (fd < 0 && errno == EINVAL)
		fd = open(t->path, O_WRONLY | O_CLOEXEC);
	if (fd < 0) {
		ret = -errno;
		diag_error("%s: %s", t->path, strerror(errno));
		return ret;
	}
	if (posix_memalign(&buf, 4096, chunk)) {
		ret = -ENOMEM;
		goto out;
	}
	rng_seed(rng, now_ns());
	for (size_t i = 0; i < chunk / 8; i++)
		((uint64_t *)buf)[i] = rng_next(rng);
	if (cfg->progress)
		diag_note("laying out %s (%" PRIu64 " MiB)", t->path,
			  t->size >> 20);
	while (done < t->size) {
		size_t len = t->size - done < chunk ? t->size - done : chunk;
		ssize_t k;

		if (stopping_now()) {
			ret = -EINTR;
			goto out;
		}
		for (size_t i = 0; i < chunk / 8; i += 64)
			((uint64_t *)buf)[i] = rng_next(rng);
		k = pwrite(fd, buf, len, (off_t)done);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0 && errno == EINVAL && done + len == t->size) {
			/* an O_DIRECT tail not a multiple of the block */
			close(fd);
			fd = open(t->path, O_WRONLY | O_CLOEXEC);
			if (fd < 0) {
				ret = -errno;
				goto out;
			}
			continue;
		}
		if (k <= 0) {
			ret = k < 0 ? -errno : -EIO;
			diag_error("%s: laying out: %s", t->path,
				   strerror(-ret));
			goto out;
		}
		done += (uint64_t)k;
	}
	if (fsync(fd)) {
		ret = -errno;
		goto out;
	}
	t->laid_out = 1;
out:
	free(buf);
	if (fd >= 0)
		close(fd);
	return ret;
}

/*
 * Whether a new file of t->size bytes fits where it is to be created,
 * leaving room for everything else on that file system: 2% of it, at
 * least 16 MiB, at most 1 GiB (a full root file system lost even the
 * error message).  0, or -ENOSPC with the figures reported.
 */
static int target_fits(const struct target *t)
{
	const char *slash = strrchr(t->path, '/');
	char dir[PATH_MAX];
	struct statvfs vfs;
	uint64_t avail, total, margin;

	if (!slash)
		snprintf(dir, sizeof(dir), ".");
	else if (slash == t->path)
		snprintf(dir, sizeof(dir), "/");
	else
		snprintf(dir, sizeof(dir), "%.*s", (int)(slash - t->path),
			 t->path);
	if (statvfs(dir, &vfs))
		return 0; /* cannot tell: creating it will say */
	avail = (uint64_t)vfs.f_bavail * vfs.f_frsize;
	total = (uint64_t)vfs.f_blocks * vfs.f_frsize;
	margin = total / 50;
	if (margin < (16ull << 20))
		margin = 16ull << 20;
	if (margin > (1ull << 30))
		margin = 1ull << 30;
	if (t->size + margin <= avail)
		return 0;
	diag_error("%s: refusing to lay out %" PRIu64 " MiB: its file system "
		   "has %" PRIu64 " MiB free, and %" PRIu64 " MiB are kept "
		   "free; give a smaller --size (or --offset)",
		   t->path, (t->size + (1u << 20) - 1) >> 20, avail >> 20,
		   margin >> 20);
	return -ENOSPC;
}

static int target_create(struct target *t, const struct bench_config *cfg)
{
	int fd, ret;

	ret = target_fits(t);
	if (ret)
		return ret;

	fd = open(t->path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
	if (fd < 0) {
		ret = -errno;
		diag_error("%s: cannot create: %s", t->path, strerror(errno));
		return ret;
	}
	t->created = 1;
	ret = posix_fallocate(fd, 0, (off_t)t->size);
	if (ret == EOPNOTSUPP || ret == EINVAL)
		ret = ftruncate(fd, (off_t)t->size) ? errno : 0;
	close(fd);
	if (ret) {
		diag_error("%s: cannot allocate %" PRIu64 " bytes: %s", t->path,
			   t->size, strerror(ret));
		return -ret;
	}
	t->exists = 1;
	if (t->needs_read)
		return target_layout(t, cfg);
	return 0;
}

/* ---- one clone -------------------------------------------------------- */

struct slot {
	uint64_t t_prep, t_issue, offset;
	int op; /* 0 read, 1 write */
	void *buf;
};

struct dstat {
	uint64_t ios, bytes;
	struct histogram slat, clat, lat;
	uint64_t *sec; /* I/Os completed in each second of the window */
	size_t n_sec, cap_sec;
};

/* What the clones of one job share: they start together once all are
 * set up (go), or not at all (failed). */
struct shared {
	atomic_int ready;
	atomic_int go;
	atomic_int failed;
	atomic_int done;
};

static void nap(long ns)
{
	struct timespec ts = {0, ns};

	nanosleep(&ts, NULL);
}

struct clone {
	const struct bench_job *job;
	const struct target *tg;
	const struct placement *pl;
	struct shared *sh;
	unsigned idx;
	uint64_t nblocks;
	pthread_t thread;
	int err;
	char errmsg[512];
	struct dstat d[2];
	uint64_t t_meas, t_end;
	int measured, interrupted;
	uint64_t usr_ns, sys_ns;
	uint64_t ctx, majf, minf; /* context switches, page faults (rusage) */
	uint64_t done_all[2];	  /* completions, ramp included */
	_Atomic uint64_t pub_ios[2]; /* done_all, for the progress line */
	atomic_int pub_phase;	     /* 0 setup, 1 ramp, 2 measuring, 3 done */
	_Atomic uint64_t pub_t_meas;
};

static int clone_fail(struct clone *c, int err, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int clone_fail(struct clone *c, int err, const char *fmt, ...)
{
	va_list ap;

	if (c->err)
		return c->err;
	va_start(ap, fmt);
	vsnprintf(c->errmsg, sizeof(c->errmsg), fmt, ap);
	va_end(ap);
	c->err = err < 0 ? err : -EIO;
	return c->err;
}

static uint64_t tv_ns(struct timeval tv)
{
	return (uint64_t)tv.tv_sec * NS + (uint64_t)tv.tv_usec * 1000;
}

static void cpu_now(uint64_t *usr, uint64_t *sys)
{
	struct rusage ru;

	getrusage(RUSAGE_THREAD, &ru);
	*usr = tv_ns(ru.ru_utime);
	*sys = tv_ns(ru.ru_stime);
}

/* Context switches and page faults of the calling thread so far. */
static void faults_now(uint64_t *ctx, uint64_t *majf, uint64_t *minf)
{
	struct rusage ru;

	getrusage(RUSAGE_THREAD, &ru);
	*ctx = (uint64_t)ru.ru_nvcsw + (uint64_t)ru.ru_nivcsw;
	*majf = (uint64_t)ru.ru_majflt;
	*minf = (uint64_t)ru.ru_minflt;
}

static int ring_setup(struct clone *c, struct io_uring *ring)
{
	const struct bench_job *j = c->job;
	struct io_uring_params p;
	unsigned variants[4];
	int nv = 0, ret = -EINVAL;

	if (j->sqthread_poll) {
		variants[nv++] = IORING_SETUP_SQPOLL;
	} else {
		/*
		 * As fio 3.33 sets up its rings: completions are posted only
		 * when the thread asks for them (DEFER_TASKRUN), never with an
		 * IPI (COOP_TASKRUN).  Older kernels get fewer flags.
		 */
		variants[nv++] = IORING_SETUP_SINGLE_ISSUER |
				 IORING_SETUP_DEFER_TASKRUN |
				 IORING_SETUP_COOP_TASKRUN;
		variants[nv++] = IORING_SETUP_SINGLE_ISSUER |
				 IORING_SETUP_COOP_TASKRUN |
				 IORING_SETUP_TASKRUN_FLAG;
		variants[nv++] =
		    IORING_SETUP_COOP_TASKRUN | IORING_SETUP_TASKRUN_FLAG;
		variants[nv++] = 0;
	}
	for (int i = 0; i < nv; i++) {
		memset(&p, 0, sizeof(p));
		p.flags = variants[i];
		if (j->hipri)
			p.flags |= IORING_SETUP_IOPOLL;
		if (j->sqthread_poll)
			p.sq_thread_idle = 1000;
		ret = io_uring_queue_init_params(j->iodepth, ring, &p);
		if (ret != -EINVAL)
			break;
	}
	if (ret == -ENOSYS || ret == -EPERM)
		return clone_fail(c, ret,
				  "io_uring is not available here (%s): the "
				  "kernel lacks it or io_uring_disabled/"
				  "seccomp forbids it",
				  strerror(-ret));
	if (ret)
		return clone_fail(c, ret, "cannot set up an io_uring: %s",
				  strerror(-ret));
	return 0;
}

struct clone_ctx {
	struct io_uring ring;
	int ring_ok;
	int fd;
	void *mem;
	struct slot *slots;
	unsigned *free_stack;
	struct iovec *iov;
};

static int clone_setup(struct clone *c, struct clone_ctx *x)
{
	const struct bench_job *j = c->job;
	size_t stride = (j->bs + 4095) & ~(size_t)4095;
	int flags = O_CLOEXEC, ret;
	uint64_t rng[4];

	flags |= bench_rw_writes(j->rw) ? O_RDWR : O_RDONLY;
	if (j->direct)
		flags |= O_DIRECT;
	x->fd = open(j->filename, flags);
	if (x->fd < 0) {
		ret = -errno;
		if (errno == EINVAL && j->direct)
			return clone_fail(c, ret,
					  "the file system does not support "
					  "O_DIRECT (use --direct=0 to go "
					  "through the page cache)");
		return clone_fail(c, ret, "%s", strerror(errno));
	}
	if (posix_memalign(&x->mem, 4096, stride * j->iodepth))
		return clone_fail(c, -ENOMEM, "out of memory");
	x->slots = calloc(j->iodepth, sizeof(*x->slots));
	x->free_stack = calloc(j->iodepth, sizeof(*x->free_stack));
	x->iov = calloc(j->iodepth, sizeof(*x->iov));
	if (!x->slots || !x->free_stack || !x->iov)
		return clone_fail(c, -ENOMEM, "out of memory");
	rng_seed(rng, j->seed ^ (0x51ed27 * (c->idx + 1)) ^ now_ns());
	for (size_t i = 0; i < stride * j->iodepth / 8; i++)
		((uint64_t *)x->mem)[i] = rng_next(rng);
	for (unsigned i = 0; i < j->iodepth; i++) {
		x->slots[i].buf = (char *)x->mem + stride * i;
		x->iov[i].iov_base = x->slots[i].buf;
		x->iov[i].iov_len = j->bs;
		x->free_stack[i] = j->iodepth - 1 - i;
	}
	for (int k = 0; k < 2; k++) {
		ret = histogram_init(&c->d[k].slat);
		if (!ret)
			ret = histogram_init(&c->d[k].clat);
		if (!ret)
			ret = histogram_init(&c->d[k].lat);
		if (ret)
			return clone_fail(c, ret, "out of memory");
	}
	ret = ring_setup(c, &x->ring);
	if (ret)
		return ret;
	x->ring_ok = 1;
	/*
	 * Every io_uring_enter then skips looking the ring's file up (with
	 * the main thread alive, that lookup takes a reference each time).
	 * Kernels before 5.18 refuse it; nothing else changes then.
	 */
	(void)io_uring_register_ring_fd(&x->ring);
	if (j->fixedbufs) {
		ret = io_uring_register_buffers(&x->ring, x->iov, j->iodepth);
		if (ret)
			return clone_fail(
			    c, ret,
			    "cannot register buffers (--fixedbufs)"
			    ": %s%s",
			    strerror(-ret),
			    ret == -ENOMEM ? " (ulimit -l?)" : "");
	}
	if (j->registerfiles) {
		ret = io_uring_register_files(&x->ring, &x->fd, 1);
		if (ret)
			return clone_fail(c, ret,
					  "cannot register the file "
					  "(--registerfiles): %s",
					  strerror(-ret));
	}
	return 0;
}

static void clone_teardown(struct clone_ctx *x)
{
	if (x->ring_ok)
		io_uring_queue_exit(&x->ring);
	if (x->fd >= 0)
		close(x->fd);
	free(x->mem);
	free(x->slots);
	free(x->free_stack);
	free(x->iov);
}

static int series_add(struct dstat *d, uint64_t sec)
{
	if (sec >= d->cap_sec) {
		size_t old = d->cap_sec;

		if (ALLOC_GROW(d->sec, sec + 1, d->cap_sec))
			return -ENOMEM;
		memset(d->sec + old, 0, (d->cap_sec - old) * sizeof(*d->sec));
	}
	d->sec[sec]++;
	if (sec + 1 > d->n_sec)
		d->n_sec = sec + 1;
	return 0;
}

static void start_measuring(struct clone *c, uint64_t t)
{
	c->t_meas = t;
	c->measured = 1;
	cpu_now(&c->usr_ns, &c->sys_ns);
	faults_now(&c->ctx, &c->majf, &c->minf);
	atomic_store_explicit(&c->pub_t_meas, t, memory_order_relaxed);
	atomic_store_explicit(&c->pub_phase, 2, memory_order_relaxed);
}

static void scramble(void *buf, uint64_t bs, uint64_t rng[4])
{
	for (uint64_t o = 0; o + 8 <= bs; o += 512)
		*(uint64_t *)((char *)buf + o) = rng_next(rng);
}

/*
 * Stamp the issue time of what was prepared since the last submission
 * (slots new[from..to)) and submit it.  Returns the time after the
 * submission, or 0 after a failure
 * (the slots are then given back: nothing of them was queued).
 */
static uint64_t submit_some(struct clone *c, struct clone_ctx *x,
			    const unsigned *new_slots, unsigned from,
			    unsigned to, unsigned *nfree, unsigned *inflight)
{
	uint64_t t;
	int ret;

	if (from == to)
		return now_ns();
	/*
	 * Stamped before the submit, as fio stamps issue_time before
	 * ->queue(): an I/O that completes inside io_uring_submit (a page
	 * cache hit, a fast device) would otherwise get a completion
	 * latency of zero.
	 */
	t = now_ns();
	for (unsigned i = from; i < to; i++)
		x->slots[new_slots[i]].t_issue = t;
	ret = io_uring_submit(&x->ring);
	if (ret < 0 && ret != -EINTR && ret != -EAGAIN && ret != -EBUSY) {
		clone_fail(c, ret, "io_uring_submit: %s", strerror(-ret));
		for (unsigned i = from; i < to; i++)
			x->free_stack[(*nfree)++] = new_slots[i];
		*inflight -= to - from;
		return 0;
	}
	return now_ns();
}

static int clone_loop(struct clone *c, struct clone_ctx *x)
{
	const struct bench_job *j = c->job;
	struct io_uring *ring = &x->ring;
	struct io_uring_cqe *cqes[REAP_BATCH];
	const uint64_t bs = j->bs, never = UINT64_MAX;
	uint64_t limit = j->time_based ? never : c->nblocks * bs;
	uint64_t t0 = now_ns(), ramp_end = t0 + j->ramp_ns;
	uint64_t deadline = never, issued = 0, seq[2] = {0, 0};
	uint64_t rng[4], t_meas = never;
	unsigned inflight = 0, nfree = j->iodepth;
	unsigned *new_slots = calloc(j->iodepth, sizeof(unsigned));
	int random = bench_rw_random(j->rw), stop = 0, ret = 0;
	int fdi = j->registerfiles ? 0 : x->fd;
	struct bench_perm perm;
	unsigned sub_batch = j->batch_submit ? j->batch_submit : j->iodepth;

	if (!new_slots)
		return clone_fail(c, -ENOMEM, "out of memory");
	rng_seed(rng, (j->seed ? j->seed : t0) + 0x9e37 * (c->idx + 1));
	bench_perm_init(&perm, c->nblocks, rng_next(rng));
	atomic_store_explicit(&c->pub_phase, j->ramp_ns ? 1 : 2,
			      memory_order_relaxed);
	if (!j->ramp_ns) {
		t_meas = t0;
		start_measuring(c, t0);
		if (j->runtime_ns)
			deadline = t0 + j->runtime_ns;
	}
	for (;;) {
		uint64_t t = now_ns(), t_done;
		unsigned n_new = 0, n_sub = 0, n;

		if (t_meas == never && t >= ramp_end) {
			t_meas = t;
			start_measuring(c, t);
			if (j->runtime_ns)
				deadline = t + j->runtime_ns;
		}
		if (!stop && stopping_now()) {
			stop = 1;
			c->interrupted = 1;
		}
		if (!stop && t_meas != never && t >= deadline)
			stop = 1;
		while (!stop && nfree) {
			struct io_uring_sqe *sqe;
			unsigned idx;
			struct slot *s;
			uint64_t blk;
			int op;

			if (t_meas != never && issued >= limit) {
				stop = 1;
				break;
			}
			sqe = io_uring_get_sqe(ring);
			if (!sqe)
				break;
			idx = x->free_stack[--nfree];
			s = &x->slots[idx];
			if (j->rw == BENCH_RW || j->rw == BENCH_RANDRW)
				op = (int)(rng_next(rng) % 100) >= j->rwmixread;
			else
				op = bench_rw_writes(j->rw);
			if (random) {
				blk = bench_perm_next(&perm);
			} else {
				blk = seq[op];
				seq[op] = blk + 1 < c->nblocks ? blk + 1 : 0;
			}
			s->offset = j->offset + blk * bs;
			s->op = op;
			s->t_prep = t;
			if (op) {
				scramble(s->buf, bs, rng);
				if (j->fixedbufs)
					io_uring_prep_write_fixed(
					    sqe, fdi, s->buf, (unsigned)bs,
					    s->offset, (int)idx);
				else
					io_uring_prep_write(sqe, fdi, s->buf,
							    (unsigned)bs,
							    s->offset);
			} else {
				if (j->fixedbufs)
					io_uring_prep_read_fixed(
					    sqe, fdi, s->buf, (unsigned)bs,
					    s->offset, (int)idx);
				else
					io_uring_prep_read(sqe, fdi, s->buf,
							   (unsigned)bs,
							   s->offset);
			}
			if (j->registerfiles)
				sqe->flags |= IOSQE_FIXED_FILE;
			io_uring_sqe_set_data64(sqe, idx);
			if (j->trace)
				j->trace(j->trace_arg, c->idx,
					 op ? IODB_OP_WRITE : IODB_OP_READ,
					 s->offset);
			if (t_meas != never)
				issued += bs;
			new_slots[n_new++] = idx;
			inflight++;
			if (n_new - n_sub >= sub_batch) {
				t = submit_some(c, x, new_slots, n_sub, n_new,
						&nfree, &inflight);
				n_sub = n_new;
				if (!t)
					stop = 1;
			}
		}
		if (n_new > n_sub && !submit_some(c, x, new_slots, n_sub, n_new,
						  &nfree, &inflight))
			stop = 1;
		if (!inflight)
			break;
		n = io_uring_peek_batch_cqe(ring, cqes, REAP_BATCH);
		if (!n) {
			struct io_uring_cqe *cqe;

			ret = io_uring_wait_cqe(ring, &cqe);
			if (ret == -EINTR || ret == -EAGAIN)
				continue;
			if (ret < 0) {
				clone_fail(c, ret,
					   "waiting for completions: %s",
					   strerror(-ret));
				break;
			}
			n = io_uring_peek_batch_cqe(ring, cqes, REAP_BATCH);
		}
		t_done = now_ns();
		for (unsigned i = 0; i < n; i++) {
			unsigned idx =
			    (unsigned)io_uring_cqe_get_data64(cqes[i]);
			struct slot *s = &x->slots[idx];
			int res = cqes[i]->res;
			struct dstat *d;

			x->free_stack[nfree++] = idx;
			inflight--;
			if (res < 0) {
				if (res == -EOPNOTSUPP && j->hipri)
					clone_fail(
					    c, res,
					    "polled I/O (--hipri) is not "
					    "supported by this device: "
					    "its driver has no poll "
					    "queues (NVMe: load nvme "
					    "with poll_queues=N), or "
					    "use --hipri=0");
				else
					clone_fail(c, res,
						   "%s of %" PRIu64
						   " bytes at offset %" PRIu64
						   ": %s",
						   s->op ? "write" : "read", bs,
						   s->offset, strerror(-res));
				stop = 1;
				continue;
			}
			if ((uint64_t)res != bs) {
				clone_fail(c, -EIO,
					   "short %s (%d of %" PRIu64
					   " bytes) at offset %" PRIu64,
					   s->op ? "write" : "read", res, bs,
					   s->offset);
				stop = 1;
				continue;
			}
			c->done_all[s->op]++;
			if (s->t_prep < t_meas)
				continue; /* issued during the ramp */
			d = &c->d[s->op];
			d->ios++;
			d->bytes += bs;
			histogram_add(&d->slat, s->t_issue - s->t_prep);
			histogram_add(&d->clat, t_done - s->t_issue);
			histogram_add(&d->lat, t_done - s->t_prep);
			if (series_add(d, (t_done - t_meas) / NS)) {
				clone_fail(c, -ENOMEM, "out of memory");
				stop = 1;
			}
			c->t_end = t_done;
		}
		io_uring_cq_advance(ring, n);
		atomic_store_explicit(&c->pub_ios[0], c->done_all[0],
				      memory_order_relaxed);
		atomic_store_explicit(&c->pub_ios[1], c->done_all[1],
				      memory_order_relaxed);
	}
	if (c->measured) {
		uint64_t u, s;

		if (c->t_end < c->t_meas)
			c->t_end = now_ns();
		uint64_t cs, mj, mn;

		cpu_now(&u, &s);
		c->usr_ns = u - c->usr_ns;
		c->sys_ns = s - c->sys_ns;
		faults_now(&cs, &mj, &mn);
		c->ctx = cs - c->ctx;
		c->majf = mj - c->majf;
		c->minf = mn - c->minf;
	}
	free(new_slots);
	return c->err;
}

static void *clone_main(void *arg)
{
	struct clone *c = arg;
	struct clone_ctx x = {.fd = -1};
	int ret = placement_apply(c->pl, c->idx);

	/* placed first, so the ring and buffers are set up from there */
	if (ret)
		clone_fail(c, ret,
			   "cannot run on the CPUs of --cpus_allowed: %s",
			   strerror(-ret));
	else
		ret = clone_setup(c, &x);

	if (ret)
		atomic_store(&c->sh->failed, 1);
	atomic_fetch_add(&c->sh->ready, 1);
	while (!atomic_load(&c->sh->go))
		nap(20000);
	if (!ret && !atomic_load(&c->sh->failed))
		clone_loop(c, &x);
	clone_teardown(&x);
	atomic_store(&c->pub_phase, 3);
	atomic_fetch_add(&c->sh->done, 1);
	return NULL;
}

/* ---- a job: clones, progress, outcome -------------------------------- */

static void fmt_rate(char *buf, size_t n, double bps)
{
	if (bps >= 1e9)
		snprintf(buf, n, "%.2f GB/s", bps / 1e9);
	else
		snprintf(buf, n, "%.1f MB/s", bps / 1e6);
}

static void fmt_iops(char *buf, size_t n, double iops)
{
	if (iops >= 1e6)
		snprintf(buf, n, "%.2fM", iops / 1e6);
	else if (iops >= 1e3)
		snprintf(buf, n, "%.1fk", iops / 1e3);
	else
		snprintf(buf, n, "%.0f", iops);
}

static void progress(const struct bench_job *j, const char *test,
		     struct clone *cl, unsigned nc, uint64_t t_start,
		     uint64_t *last_ios, uint64_t *last_t)
{
	uint64_t t = now_ns(), ios[2] = {0, 0}, t_meas = 0;
	double dt = (double)(t - *last_t) / 1e9, el, eta = -1;
	char line[256];
	int phase = 3, len;

	for (unsigned i = 0; i < nc; i++) {
		int p = atomic_load_explicit(&cl[i].pub_phase,
					     memory_order_relaxed);

		ios[0] += atomic_load_explicit(&cl[i].pub_ios[0],
					       memory_order_relaxed);
		ios[1] += atomic_load_explicit(&cl[i].pub_ios[1],
					       memory_order_relaxed);
		if (p < phase)
			phase = p;
		if (!t_meas)
			t_meas = atomic_load_explicit(&cl[i].pub_t_meas,
						      memory_order_relaxed);
	}
	el = (double)(t - t_start) / 1e9;
	if (t_meas && j->runtime_ns)
		eta = (double)j->runtime_ns / 1e9 - (double)(t - t_meas) / 1e9;
	else if (!t_meas && j->runtime_ns)
		eta = (double)(j->ramp_ns + j->runtime_ns) / 1e9 - el;
	if (j->runtime_ns && eta < 0)
		eta = 0; /* draining what is in flight */
	len = snprintf(line, sizeof(line), "%s %s: %02d:%02d %s ",
		       j->name ? j->name : test, phase == 1 ? "ramp" : "run",
		       (int)el / 60, (int)el % 60, eta >= 0 ? "ETA" : "");
	if (eta >= 0 && len < (int)sizeof(line))
		len += snprintf(line + len, sizeof(line) - (size_t)len,
				"%02d:%02d", (int)eta / 60, (int)eta % 60);
	for (int d = 0; d < 2 && dt > 0; d++) {
		char a[32], b[32];
		double r = (double)(ios[d] - last_ios[d]) / dt;

		if (!(d ? bench_rw_writes(j->rw) : bench_rw_reads(j->rw)))
			continue;
		fmt_iops(a, sizeof(a), r);
		fmt_rate(b, sizeof(b), r * (double)j->bs);
		if (len < (int)sizeof(line))
			len += snprintf(line + len, sizeof(line) - (size_t)len,
					"  %s %s IOPS %s", d ? "write" : "read",
					a, b);
	}
	diag_progress("%s", line);
	last_ios[0] = ios[0];
	last_ios[1] = ios[1];
	*last_t = t;
}

static void set_extra(struct bench_dir *bd, size_t *k, const char *name,
		      double v, const char *unit)
{
	if (*k >= sizeof(bd->extras) / sizeof(bd->extras[0]) || isnan(v))
		return;
	bd->extras[*k].name = name;
	bd->extras[*k].value = v;
	bd->extras[*k].unit = unit;
	(*k)++;
}

static int build_dir(struct bench_outcome *o, int d, struct clone *cl,
		     unsigned nc, double runtime_ns, uint64_t total_ios)
{
	const struct bench_job *j = o->job;
	struct bench_dir *bd = &o->dir[d];
	struct iodb_result *r = &bd->res;
	struct histogram slat, clat, lat;
	struct iodb_result init = IODB_RESULT_INIT;
	size_t n_sec = 0, nb = 0, k = 0, full = 0;
	double rt_s = runtime_ns / 1e9;
	double smin = INFINITY, smax = 0, ssum = 0, ssum2 = 0;
	int ret;

	memset(&slat, 0, sizeof(slat));
	memset(&clat, 0, sizeof(clat));
	memset(&lat, 0, sizeof(lat));
	ret = histogram_init(&slat);
	if (!ret)
		ret = histogram_init(&clat);
	if (!ret)
		ret = histogram_init(&lat);
	if (ret)
		goto out;
	for (unsigned i = 0; i < nc; i++) {
		histogram_merge(&slat, &cl[i].d[d].slat);
		histogram_merge(&clat, &cl[i].d[d].clat);
		histogram_merge(&lat, &cl[i].d[d].lat);
		bd->ios += cl[i].d[d].ios;
		bd->bytes += cl[i].d[d].bytes;
		if (cl[i].d[d].n_sec > n_sec)
			n_sec = cl[i].d[d].n_sec;
	}
	*r = init;
	r->job = j->name ? j->name : o->test;
	r->test = o->test;
	r->groupid = 0;
	r->cond.op = d ? IODB_OP_WRITE : IODB_OP_READ;
	r->cond.pattern =
	    bench_rw_random(j->rw) ? IODB_PATTERN_RAND : IODB_PATTERN_SEQ;
	if (j->rw == BENCH_RW || j->rw == BENCH_RANDRW)
		r->cond.mix_read_pct = j->rwmixread;
	r->cond.bs = (int64_t)j->bs;
	r->cond.iodepth = j->iodepth;
	r->cond.numjobs = j->numjobs;
	r->cond.direct = j->direct != 0;
	r->io_bytes = (double)bd->bytes;
	r->runtime_ns = runtime_ns;
	if (runtime_ns > 0) {
		r->iops = (double)bd->ios / rt_s;
		r->bw_bytes = (double)bd->bytes / rt_s;
	}
	bd->slat.s = histogram_summary(&slat);
	bd->slat.n = slat.count;
	bd->clat.s = histogram_summary(&clat);
	bd->clat.n = clat.count;
	bd->lat.s = histogram_summary(&lat);
	bd->lat.n = lat.count;
	r->slat = bd->slat.s;
	r->clat = bd->clat.s;
	r->lat = bd->lat.s;
	r->cpu_usr = o->usr_cpu;
	r->cpu_sys = o->sys_cpu;
	if (clat.count) {
		histogram_percentiles(&clat, histogram_fio_pcts, BENCH_N_PCTS,
				      bd->clat_pct);
		histogram_percentiles(&lat, histogram_fio_pcts, BENCH_N_PCTS,
				      bd->lat_pct);
		r->clat_pct = bd->clat_pct;
		r->n_clat_pct = BENCH_N_PCTS;
		r->lat_pct = bd->lat_pct;
		r->n_lat_pct = BENCH_N_PCTS;
		ret = histogram_bins(&clat, &bd->bins, &nb);
		if (ret)
			goto out;
		r->clat_bins = bd->bins;
		r->n_clat_bins = nb;
		for (size_t i = 0; i < nb; i++)
			bd->hist_total += bd->bins[i].count;
	}
	if (n_sec) {
		bd->series = calloc(n_sec, sizeof(*bd->series));
		if (!bd->series) {
			ret = -ENOMEM;
			goto out;
		}
		for (size_t s = 0; s < n_sec; s++) {
			uint64_t ios = 0;
			double dur = rt_s - (double)s;

			for (unsigned i = 0; i < nc; i++)
				if (s < cl[i].d[d].n_sec)
					ios += cl[i].d[d].sec[s];
			if (dur > 1)
				dur = 1;
			if (dur <= 0)
				dur = 1e-9;
			bd->series[s].t_s = (double)s + dur;
			bd->series[s].iops = (double)ios / dur;
			bd->series[s].bw_bytes =
			    (double)ios * (double)j->bs / dur;
			if (dur >= 1) {
				double v = bd->series[s].iops;

				full++;
				smin = v < smin ? v : smin;
				smax = v > smax ? v : smax;
				ssum += v;
				ssum2 += v * v;
			}
		}
		r->series = bd->series;
		r->n_series = n_sec;
	}
	if (full) {
		double mean = ssum / (double)full, bsz = (double)j->bs;
		double var =
		    full > 1 ? (ssum2 - ssum * mean) / (double)(full - 1) : 0;
		double sd = var > 0 ? sqrt(var) : 0;

		set_extra(bd, &k, "iops_min", smin, "iops");
		set_extra(bd, &k, "iops_max", smax, "iops");
		set_extra(bd, &k, "iops_mean", mean, "iops");
		set_extra(bd, &k, "iops_stddev", sd, "iops");
		set_extra(bd, &k, "iops_samples", (double)full, "count");
		set_extra(bd, &k, "bw_min", smin * bsz, "bytes/s");
		set_extra(bd, &k, "bw_max", smax * bsz, "bytes/s");
		set_extra(bd, &k, "bw_mean", mean * bsz, "bytes/s");
		set_extra(bd, &k, "bw_dev", sd * bsz, "bytes/s");
		set_extra(bd, &k, "bw_samples", (double)full, "count");
	}
	if (total_ios)
		set_extra(bd, &k, "cpu_ns_per_io",
			  o->cpu_ns / (double)total_ios, "ns");
	r->extras = bd->extras;
	r->n_extras = k;
	ret = 0;
out:
	histogram_release(&slat);
	histogram_release(&clat);
	histogram_release(&lat);
	return ret;
}

void bench_outcome_release(struct bench_outcome *o)
{
	for (int d = 0; d < 2; d++) {
		free(o->dir[d].bins);
		free(o->dir[d].series);
		o->dir[d].bins = NULL;
		o->dir[d].series = NULL;
	}
}

static int run_job(const struct bench_config *cfg, const struct bench_job *j,
		   const struct target *tg, uint64_t nblocks,
		   struct bench_outcome *o)
{
	struct clone *cl = calloc(j->numjobs, sizeof(*cl));
	struct placement pl;
	struct shared sh;
	uint64_t t_start = now_ns(), last_ios[2] = {0, 0}, last_t = t_start;
	uint64_t last_print = t_start, usr = 0, sys = 0, runs = 0;
	unsigned started = 0;
	double runtime = 0;
	sigset_t block, old;
	int ret = 0, tty_line = 0, excl = -1;

	memset(o, 0, sizeof(*o));
	o->job = j;
	o->start = (int64_t)time(NULL);
	o->usr_cpu = o->sys_cpu = NAN;
	o->runtime_ns = NAN;
	if (j->test)
		snprintf(o->test, sizeof(o->test), "%s", j->test);
	else
		bench_test_name(j, o->test, sizeof(o->test));
	o->used[0] = bench_rw_reads(j->rw);
	o->used[1] = bench_rw_writes(j->rw);
	if (!cl)
		return -ENOMEM;
	ret = placement_resolve(j, &pl);
	if (ret) {
		free(cl);
		return ret;
	}
	if (pl.pinned) {
		cpulist_format(&pl.set, o->cpus, sizeof(o->cpus));
		o->cpus_split = pl.split;
		snprintf(o->cpus_why, sizeof(o->cpus_why), "%s", pl.why);
	}
	if (tg->is_blk && bench_rw_writes(j->rw)) {
		/*
		 * Held exclusively for the whole job (the clones open it
		 * shared): the kernel refuses while it is mounted or claimed,
		 * and nobody can mount it meanwhile.
		 */
		excl = open(j->filename, O_RDONLY | O_EXCL | O_CLOEXEC);
		if (excl < 0) {
			ret = -errno;
			diag_error("%s: refusing to write: %s", j->filename,
				   errno == EBUSY ? "the device is in use "
						    "(mounted or claimed)"
						  : strerror(errno));
			free(cl);
			return ret == -EBUSY ? -EPERM : ret;
		}
	}
	memset(&sh, 0, sizeof(sh));
	/* the job threads leave SIGINT/SIGTERM to the caller's thread */
	sigemptyset(&block);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGTERM);
	pthread_sigmask(SIG_BLOCK, &block, &old);
	for (unsigned i = 0; i < j->numjobs; i++) {
		cl[i].job = j;
		cl[i].tg = tg;
		cl[i].sh = &sh;
		cl[i].pl = &pl;
		cl[i].idx = i;
		cl[i].nblocks = nblocks;
		if (pthread_create(&cl[i].thread, NULL, clone_main, &cl[i])) {
			ret = -EAGAIN;
			break;
		}
		started++;
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (started < j->numjobs)
		atomic_store(&sh.failed, 1);
	while ((unsigned)atomic_load(&sh.ready) < started)
		nap(20000);
	atomic_store(&sh.go, 1);
	while ((unsigned)atomic_load(&sh.done) < started) {
		uint64_t t;

		nap(50 * 1000 * 1000);
		t = now_ns();
		if (cfg->progress && t - last_print >= NS) {
			progress(j, o->test, cl, started, t_start, last_ios,
				 &last_t);
			last_print = t;
			tty_line = 1;
		}
	}
	if (tty_line)
		diag_progress("%s", ""); /* clear the line */
	for (unsigned i = 0; i < started; i++)
		pthread_join(cl[i].thread, NULL);
	for (unsigned i = 0; i < started; i++) {
		if (cl[i].err && !ret) {
			diag_error("%s: %s", j->filename, cl[i].errmsg);
			ret = cl[i].err;
		}
		if (cl[i].interrupted)
			o->interrupted = 1;
		if (!cl[i].measured)
			continue;
		o->measured = 1;
		if ((double)(cl[i].t_end - cl[i].t_meas) > runtime)
			runtime = (double)(cl[i].t_end - cl[i].t_meas);
		usr += cl[i].usr_ns;
		sys += cl[i].sys_ns;
		o->ctx += cl[i].ctx;
		o->majf += cl[i].majf;
		o->minf += cl[i].minf;
		runs += cl[i].t_end - cl[i].t_meas;
	}
	if (stopping_now())
		o->interrupted = 1;
	if (!ret && o->measured) {
		uint64_t total = 0;

		o->runtime_ns = runtime;
		o->cpu_ns = (double)(usr + sys);
		if (runs) {
			o->usr_cpu = 100.0 * (double)usr / (double)runs;
			o->sys_cpu = 100.0 * (double)sys / (double)runs;
		}
		for (unsigned i = 0; i < started; i++)
			total += cl[i].d[0].ios + cl[i].d[1].ios;
		for (int d = 0; d < 2 && !ret; d++)
			if (o->used[d])
				ret = build_dir(o, d, cl, started, runtime,
						total);
	}
	for (unsigned i = 0; i < j->numjobs; i++) {
		for (int d = 0; d < 2; d++) {
			histogram_release(&cl[i].d[d].slat);
			histogram_release(&cl[i].d[d].clat);
			histogram_release(&cl[i].d[d].lat);
			free(cl[i].d[d].sec);
		}
	}
	free(cl);
	if (excl >= 0)
		close(excl);
	return ret;
}

/* ---- the whole run ---------------------------------------------------- */

static int job_check(const struct bench_job *j)
{
	const char *why = NULL;

	if (!j->filename || !*j->filename)
		why = "no target file or device given";
	else if (!bench_rw_name(j->rw))
		why = "unknown --rw";
	else if (j->rwmixread < 0 || j->rwmixread > 100)
		why = "--rwmixread must be 0 to 100";
	else if (!j->bs || j->bs > (1u << 30))
		why = "--bs must be 1 byte to 1 GiB";
	else if (!j->iodepth || j->iodepth > 4096)
		why = "--iodepth must be 1 to 4096";
	else if (!j->numjobs || j->numjobs > 1024)
		why = "--numjobs must be 1 to 1024";
	else if (j->time_based && !j->runtime_ns)
		why = "--time_based needs --runtime";
	else if (j->hipri && !j->direct)
		why = "--hipri (polled I/O) needs --direct=1";
	if (why) {
		char test[32];

		diag_error("job '%s': %s",
			   j->name ? j->name
				   : bench_test_name(j, test, sizeof(test)),
			   why);
		return -EINVAL;
	}
	return placement_check(j);
}

int bench_run(const struct bench_config *cfg, const struct bench_job *jobs,
	      size_t n, struct bench_outcome *out, size_t *n_out)
{
	struct target *targets = NULL, *t;
	int ret = 0;

	*n_out = 0;
	atomic_store(&stop_requested, 0);
	/* everything is checked before anything is created or written */
	for (size_t i = 0; i < n; i++) {
		const struct bench_job *j = &jobs[i];

		ret = job_check(j);
		if (ret)
			goto out;
		t = target_find(targets, j->filename);
		if (!t) {
			t = calloc(1, sizeof(*t));
			if (!t || !(t->path = strdup(j->filename))) {
				free(t);
				ret = -ENOMEM;
				goto out;
			}
			t->next = targets;
			targets = t;
			ret = target_probe(t);
			if (ret)
				goto out;
		}
		if (!t->exists) {
			if (!j->size) {
				diag_error("%s: does not exist; give --size "
					   "to create it",
					   j->filename);
				ret = -EINVAL;
				goto out;
			}
			if (j->offset + j->size > t->size)
				t->size = j->offset + j->size;
			if (bench_rw_reads(j->rw))
				t->needs_read = 1;
		}
		ret = safety_check(j->filename, bench_rw_writes(j->rw),
				   cfg->allow_destructive, !t->exists);
		if (ret)
			goto out;
		if (j->hipri && t->io_poll == 0) {
			diag_error("%s: polled I/O (--hipri) is not "
				   "supported by this device: its queue has no "
				   "poll queues (sysfs queue/io_poll is 0; for "
				   "NVMe load nvme with poll_queues=N)",
				   j->filename);
			ret = -EOPNOTSUPP;
			goto out;
		}
		if (j->direct && (j->bs % t->lbs || j->offset % t->lbs)) {
			diag_error(
			    "%s: with --direct=1, --bs and --offset "
			    "must be multiples of the logical block size "
			    "(%u bytes)",
			    j->filename, t->lbs);
			ret = -EINVAL;
			goto out;
		}
	}
	for (size_t i = 0; i < n; i++) {
		const struct bench_job *j = &jobs[i];
		uint64_t size, nblocks;

		t = target_find(targets, j->filename);
		if (!t->exists) {
			ret = target_create(t, cfg);
			if (ret)
				goto out;
		}
		size = j->size;
		if (!size)
			size = t->size > j->offset ? t->size - j->offset : 0;
		if (j->offset + size > t->size) {
			diag_error(
			    "%s: --offset + --size (%" PRIu64
			    " bytes) is beyond its end (%" PRIu64
			    " bytes); iodb does not grow what it did not "
			    "create",
			    j->filename, j->offset + size, t->size);
			ret = -EINVAL;
			goto out;
		}
		nblocks = size / j->bs;
		if (!nblocks) {
			diag_error("%s: the region (%" PRIu64
				   " bytes) is smaller than --bs",
				   j->filename, size);
			ret = -EINVAL;
			goto out;
		}
		if (stopping_now()) {
			ret = -EINTR;
			goto out;
		}
		ret = run_job(cfg, j, t, nblocks, &out[i]);
		(*n_out)++;
		if (ret)
			goto out;
		if (out[i].interrupted) {
			ret = -EINTR;
			goto out;
		}
	}
out:
	if (!ret && stopping_now())
		ret = -EINTR;
	targets_free(targets, cfg->keep);
	return ret;
}
