/*
 * The io_uring runner (bench/) and `iodb run` (cli/run.c): histogram,
 * offset permutation, short engine runs on temporary files and on a loop
 * device, the refusals, Ctrl-C, and fio-JSON read back by the importer.
 * Runs are at most about a second; io_uring or losetup being refused here
 * skips the test, saying why.
 */
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <liburing.h>

#include "bench/bench.h"
#include "bench/cpulist.h"
#include "bench/histogram.h"
#include "bench/placement.h"
#include "bench/safety.h"
#include "bench/sysinfo.h"
#include "cli/run.h"
#include "store/store.h"
#include "tests/collect.h"
#include "tests/t.h"

/* ---- helpers ---------------------------------------------------------- */

struct trace {
	_Atomic size_t n;
	size_t cap;
	uint64_t *off;
	unsigned char *op;
};

static void trace_cb(void *arg, unsigned clone, enum iodb_op op,
		     uint64_t offset)
{
	struct trace *t = arg;
	size_t i = atomic_fetch_add(&t->n, 1);

	(void)clone;
	if (i < t->cap) {
		t->off[i] = offset;
		t->op[i] = op == IODB_OP_WRITE;
	}
}

static void trace_init(struct trace *t, size_t cap)
{
	atomic_store(&t->n, 0);
	t->cap = cap;
	t->off = calloc(cap, sizeof(*t->off));
	t->op = calloc(cap, 1);
}

static void trace_free(struct trace *t)
{
	free(t->off);
	free(t->op);
}

/* Whether io_uring works here; otherwise skip, saying why. */
static int uring_ok(void)
{
	struct io_uring ring;
	int ret = io_uring_queue_init(4, &ring, 0);

	if (ret == -ENOSYS || ret == -EPERM || ret == -EACCES) {
		t_skip("io_uring is not available (kernel or policy)");
		return 0;
	}
	if (ret) {
		T_FAIL("io_uring_queue_init: %s", strerror(-ret));
		return 0;
	}
	io_uring_queue_exit(&ring);
	return 1;
}

static char tmpdir[64];

static int rm_entry(const char *p, const struct stat *st, int flag,
		    struct FTW *ftw)
{
	(void)st;
	(void)flag;
	(void)ftw;
	return remove(p);
}

static void rm_tmpdir(void)
{
	if (tmpdir[0])
		nftw(tmpdir, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
}

static const char *tpath(const char *name)
{
	static char buf[4][256];
	static int k;

	if (!tmpdir[0]) {
		snprintf(tmpdir, sizeof(tmpdir), "/tmp/iodb-t-runner-XXXXXX");
		if (!mkdtemp(tmpdir))
			T_FAIL("mkdtemp: %s", strerror(errno));
		else
			atexit(rm_tmpdir);
	}
	k = (k + 1) % 4;
	snprintf(buf[k], sizeof(buf[k]), "%s/%s", tmpdir, name);
	return buf[k];
}

static int exists(const char *p)
{
	struct stat st;

	return stat(p, &st) == 0;
}

static int run1(struct bench_job *j, int allow, struct bench_outcome *o)
{
	struct bench_config cfg = {.allow_destructive = allow, .quiet = 1};
	size_t n = 0;

	memset(o, 0, sizeof(*o));
	return bench_run(&cfg, j, 1, o, &n);
}

/* Checks every outcome must pass. */
static void check_outcome(const struct bench_outcome *o)
{
	for (int d = 0; d < 2; d++) {
		const struct bench_dir *bd = &o->dir[d];
		const struct iodb_result *r = &bd->res;
		uint64_t series = 0;

		if (!o->used[d])
			continue;
		T_INT(r->op, d ? IODB_OP_WRITE : IODB_OP_READ);
		/* I/O count x bs = bytes moved */
		T_OK(bd->bytes == bd->ios * (uint64_t)r->bs);
		T_DBL(r->io_bytes, (double)bd->bytes);
		/* histogram totals = I/O counts, every latency kind */
		T_INT(bd->hist_total, bd->ios);
		T_INT(bd->clat.n, bd->ios);
		T_INT(bd->lat.n, bd->ios);
		T_INT(bd->slat.n, bd->ios);
		T_OK(r->runtime_ns > 0);
		T_NEAR(r->iops, (double)bd->ios / (r->runtime_ns / 1e9), 1e-9);
		T_NEAR(r->bw_bytes, (double)bd->bytes / (r->runtime_ns / 1e9),
		       1e-9);
		for (size_t i = 0; i < r->n_series; i++)
			series +=
			    (uint64_t)(r->series[i].iops *
					   (r->series[i].t_s -
					    (i ? r->series[i - 1].t_s : 0)) +
				       0.5);
		T_INT(series, bd->ios);
		if (!bd->ios)
			continue;
		T_INT(r->n_clat_pct, 17);
		/* percentiles monotonic, inside [min, max] */
		for (size_t i = 0; i < r->n_clat_pct; i++) {
			T_OK(r->clat_pct[i].ns >= r->clat.min);
			T_OK(r->clat_pct[i].ns <= r->clat.max);
			if (i)
				T_OK(r->clat_pct[i].ns >=
				     r->clat_pct[i - 1].ns);
			if (i)
				T_OK(r->lat_pct[i].ns >= r->lat_pct[i - 1].ns);
		}
		T_OK(r->clat.min <= r->clat.mean &&
		     r->clat.mean <= r->clat.max);
		/* lat = slat + clat for every I/O, so for the means */
		T_NEAR(r->lat.mean, r->slat.mean + r->clat.mean, 1e-6);
		T_OK(!isnan(r->cpu_usr) && !isnan(r->cpu_sys));
	}
}

/* Each run of n consecutive offsets (from start) visits every block once. */
static void check_passes(const struct trace *t, size_t start, uint64_t base,
			 uint64_t bs, uint64_t n, size_t *passes)
{
	unsigned char *seen = calloc(n, 1);
	size_t total =
	    atomic_load(&t->n) < t->cap ? atomic_load(&t->n) : t->cap;

	*passes = 0;
	for (size_t p = start; p + n <= total; p += n) {
		size_t bad = 0;

		memset(seen, 0, n);
		for (size_t i = p; i < p + n; i++) {
			uint64_t o = t->off[i];

			if (o < base || (o - base) % bs ||
			    (o - base) / bs >= n || seen[(o - base) / bs]++)
				bad++;
		}
		if (bad)
			T_FAIL("pass at draw %zu: %zu repeats or strays", p,
			       bad);
		(*passes)++;
	}
	free(seen);
}

/* ---- the histogram ---------------------------------------------------- */

T_TEST(t_runner_histogram_error)
{
	uint64_t rng = 88172645463325252ull;
	double worst = 0;

	for (uint64_t v = 0; v < 5000; v++) {
		double b = histogram_bucket_value(histogram_index(v));

		if (v && fabs(b - (double)v) / (double)v > worst)
			worst = fabs(b - (double)v) / (double)v;
		T_OK(histogram_bucket_low(histogram_index(v)) <= v);
	}
	for (int i = 0; i < 200000; i++) {
		uint64_t v;
		double b;

		rng ^= rng << 13;
		rng ^= rng >> 7;
		rng ^= rng << 17;
		v = rng >> (rng % 40 + 20);
		if (!v)
			continue;
		b = histogram_bucket_value(histogram_index(v));
		if (fabs(b - (double)v) / (double)v > worst)
			worst = fabs(b - (double)v) / (double)v;
		T_OK(histogram_index(v) < HIST_BUCKETS);
	}
	T_OK(worst <= 0.01);
	T_OK(worst > 0.001); /* the buckets do have a width */
	T_INT(histogram_index(UINT64_MAX), HIST_BUCKETS - 1);
}

T_TEST(t_runner_histogram_stats)
{
	struct histogram a, b, all;
	struct iodb_pct p[HISTOGRAM_N_FIO_PCTS];
	struct iodb_bin *bins = NULL;
	size_t nb = 0;
	uint64_t total = 0;
	double sum = 0, sum2 = 0, n = 0;
	struct iodb_lat s;

	T_INT(histogram_init(&a), 0);
	T_INT(histogram_init(&b), 0);
	T_INT(histogram_init(&all), 0);
	T_INT(histogram_percentiles(&a, histogram_fio_pcts, 17, p), -EINVAL);
	for (uint64_t v = 1000; v <= 100000; v += 7) {
		histogram_add(v % 3 ? &a : &b, v);
		histogram_add(&all, v);
		sum += (double)v;
		sum2 += (double)v * (double)v;
		n++;
	}
	histogram_merge(&a, &b);
	T_INT(a.count, all.count);
	s = histogram_summary(&a);
	T_DBL(s.min, 1000);
	T_DBL(s.max, 99999 - (99999 - 1000) % 7);
	T_NEAR(s.mean, sum / n, 1e-12);
	T_NEAR(s.stddev, sqrt((sum2 - sum * sum / n) / (n - 1)), 1e-9);
	T_INT(histogram_percentiles(&a, histogram_fio_pcts, 17, p), 0);
	for (int i = 0; i < 17; i++) {
		/* uniform: the p-th percentile is near 1000 + p% of 99000 */
		double want = 1000 + histogram_fio_pcts[i] / 100 * 99000;

		T_NEAR(p[i].ns, want, 0.01);
		if (i)
			T_OK(p[i].ns >= p[i - 1].ns);
	}
	T_INT(histogram_bins(&a, &bins, &nb), 0);
	for (size_t i = 0; i < nb; i++) {
		total += bins[i].count;
		if (i)
			T_OK(bins[i].ns > bins[i - 1].ns);
	}
	T_INT(total, a.count);
	free(bins);
	histogram_release(&a);
	histogram_release(&b);
	histogram_release(&all);
}

/* ---- the offset permutation ------------------------------------------ */

T_TEST(t_runner_perm_passes)
{
	static const uint64_t sizes[] = {1, 2, 3, 7, 64, 1000, 4096, 100003};

	for (size_t s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++) {
		uint64_t n = sizes[s], in_order = 0, prev = 0;
		unsigned char *seen = calloc(n, 1);
		struct bench_perm p;

		bench_perm_init(&p, n, 42 + s);
		for (int pass = 0; pass < 3; pass++) {
			uint64_t bad = 0;

			memset(seen, 0, n);
			for (uint64_t i = 0; i < n; i++) {
				uint64_t x = bench_perm_next(&p);

				if (x >= n || seen[x]++)
					bad++;
				in_order += i && x == prev + 1;
				prev = x;
			}
			if (bad)
				T_FAIL("n=%llu pass %d: %llu repeats",
				       (unsigned long long)n, pass,
				       (unsigned long long)bad);
		}
		if (n >= 1000)
			T_OK(in_order < 3 * n / 50); /* shuffled, not a walk */
		free(seen);
	}
}

/* ---- engine runs on temporary files ----------------------------------- */

T_TEST(t_runner_randread_one_pass)
{
	struct bench_job j = BENCH_JOB_INIT;
	struct bench_outcome o;
	struct trace t;
	size_t passes = 0;
	const char *f = tpath("randread");

	if (!uring_ok())
		return;
	trace_init(&t, 1 << 16);
	j.filename = f;
	j.rw = BENCH_RANDREAD;
	j.bs = 4096;
	j.iodepth = 8;
	j.size = 4 << 20; /* 1024 blocks, one pass */
	j.offset = 1 << 20;
	j.trace = trace_cb;
	j.trace_arg = &t;
	T_INT(run1(&j, 0, &o), 0);
	T_OK(o.measured && !o.interrupted);
	T_OK(!o.used[1]);
	T_INT(o.dir[0].ios, 1024);
	T_INT(atomic_load(&t.n), 1024);
	check_outcome(&o);
	check_passes(&t, 0, 1 << 20, 4096, 1024, &passes);
	T_INT(passes, 1);
	T_STR(o.dir[0].res.test, "RND4K Q8T1");
	T_INT(o.dir[0].res.pattern, IODB_PATTERN_RAND);
	T_INT(o.dir[0].res.direct, 1);
	T_OK(!exists(f)); /* created by the run, removed after */
	bench_outcome_release(&o);
	trace_free(&t);
}

T_TEST(t_runner_randwrite_passes)
{
	struct bench_job j = BENCH_JOB_INIT;
	struct bench_outcome o;
	struct trace t;
	size_t passes = 0;

	if (!uring_ok())
		return;
	trace_init(&t, 1 << 22);
	j.filename = tpath("randwrite");
	j.rw = BENCH_RANDWRITE;
	j.iodepth = 4;
	j.size = 1 << 20; /* 256 blocks: many passes in 300 ms */
	j.runtime_ns = 300000000;
	j.time_based = 1;
	j.trace = trace_cb;
	j.trace_arg = &t;
	T_INT(run1(&j, 0, &o), 0);
	check_outcome(&o);
	T_INT(o.dir[1].ios, atomic_load(&t.n));
	check_passes(&t, 0, 0, 4096, 256, &passes);
	T_OK(passes >= 3);
	T_OK(o.runtime_ns >= 300e6 && o.runtime_ns < 3e9);
	/* the passes differ: each is keyed anew */
	if (passes >= 2)
		T_OK(memcmp(t.off, t.off + 256, 256 * sizeof(*t.off)));
	bench_outcome_release(&o);
	trace_free(&t);
}

T_TEST(t_runner_seq_wraps_and_mix)
{
	struct bench_job j = BENCH_JOB_INIT;
	struct bench_outcome o;
	struct trace t;
	size_t n, reads = 0;
	uint64_t next[2] = {0, 0};

	if (!uring_ok())
		return;
	trace_init(&t, 1 << 22);
	j.filename = tpath("rw");
	j.rw = BENCH_RW;
	j.rwmixread = 70;
	j.bs = 8192;
	j.iodepth = 2;
	j.size = 16 * 8192;
	j.offset = 8192;
	j.runtime_ns = 200000000;
	j.time_based = 1;
	j.trace = trace_cb;
	j.trace_arg = &t;
	T_INT(run1(&j, 0, &o), 0);
	check_outcome(&o);
	n = atomic_load(&t.n) < t.cap ? atomic_load(&t.n) : t.cap;
	T_INT(o.dir[0].ios + o.dir[1].ios, n);
	/* each direction walks the region in order and wraps at its end */
	for (size_t i = 0; i < n; i++) {
		int op = t.op[i];

		if (t.off[i] != 8192 + next[op] * 8192)
			T_FAIL("draw %zu: offset %llu", i,
			       (unsigned long long)t.off[i]);
		next[op] = (next[op] + 1) % 16;
		reads += !op;
	}
	T_OK(n > 64);
	/* the mix: within 5 standard deviations of 70% reads */
	T_OK(fabs((double)reads / (double)n - 0.70) <
	     5 * sqrt(0.21 / (double)n));
	T_NEAR(o.dir[0].res.mix_read_pct, 70, 0);
	bench_outcome_release(&o);
	trace_free(&t);
}

T_TEST(t_runner_ramp_and_numjobs)
{
	struct bench_job j = BENCH_JOB_INIT;
	struct bench_outcome o;
	struct trace t;

	if (!uring_ok())
		return;
	trace_init(&t, 1 << 23);
	j.filename = tpath("ramp");
	j.rw = BENCH_RANDREAD;
	j.iodepth = 4;
	j.numjobs = 2;
	j.size = 8 << 20;
	j.ramp_ns = 200000000;
	j.runtime_ns = 200000000;
	j.time_based = 1;
	j.trace = trace_cb;
	j.trace_arg = &t;
	T_INT(run1(&j, 0, &o), 0);
	check_outcome(&o);
	/* what ran during the ramp is not counted, and not timed */
	T_OK(o.dir[0].ios > 0);
	T_OK(o.dir[0].ios < atomic_load(&t.n));
	T_OK(o.runtime_ns >= 200e6 && o.runtime_ns < 3e9);
	T_INT(o.dir[0].res.numjobs, 2);
	T_STR(o.dir[0].res.test, "RND4K Q4T2");
	bench_outcome_release(&o);
	trace_free(&t);
}

T_TEST(t_runner_refuse_existing_file)
{
	struct bench_job j = BENCH_JOB_INIT;
	struct bench_outcome o;
	const char *f = tpath("users-file");
	char data[8192], back[8192];
	int fd;

	if (!uring_ok())
		return;
	memset(data, 'u', sizeof(data));
	fd = open(f, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	T_OK(fd >= 0);
	T_INT(write(fd, data, sizeof(data)), sizeof(data));
	close(fd);
	j.filename = f;
	j.rw = BENCH_WRITE;
	/* a file iodb did not create: writes refused */
	T_INT(run1(&j, 0, &o), -EPERM);
	fd = open(f, O_RDONLY);
	T_INT(read(fd, back, sizeof(back)), sizeof(back));
	close(fd);
	T_OK(!memcmp(data, back, sizeof(data)));
	/* reads are fine, and the file stays */
	j.rw = BENCH_RANDREAD;
	T_INT(run1(&j, 0, &o), 0);
	T_INT(o.dir[0].ios, 2);
	bench_outcome_release(&o);
	/* with --allow-destructive the write goes ahead, the file stays */
	j.rw = BENCH_WRITE;
	T_INT(run1(&j, 1, &o), 0);
	T_INT(o.dir[1].ios, 2);
	bench_outcome_release(&o);
	T_OK(exists(f));
	/* a missing file needs --size; a region beyond the end is refused */
	j.filename = tpath("missing");
	T_INT(run1(&j, 0, &o), -EINVAL);
	j.filename = f;
	j.rw = BENCH_READ;
	j.size = 1 << 20;
	T_INT(run1(&j, 0, &o), -EINVAL);
	unlink(f);
}

T_TEST(t_runner_signature_detection)
{
	const char *f = tpath("sig");
	unsigned char buf[70000];
	char name[64];
	int fd;

	memset(buf, 0, sizeof(buf));
	fd = open(f, O_RDWR | O_CREAT | O_TRUNC, 0644);
	T_INT(write(fd, buf, sizeof(buf)), sizeof(buf));
	T_INT(safety_signature(fd, name, sizeof(name)), 0);
	T_INT(pwrite(fd, "\x53\xef", 2, 1080), 2);
	T_INT(safety_signature(fd, name, sizeof(name)), 1);
	T_STR(name, "an ext2/3/4 file system");
	T_INT(pwrite(fd, "\0\0", 2, 1080), 2);
	T_INT(pwrite(fd, "XFSB", 4, 0), 4);
	T_INT(safety_signature(fd, name, sizeof(name)), 1);
	T_STR(name, "an XFS file system");
	T_INT(pwrite(fd, "\0\0\0\0", 4, 0), 4);
	T_INT(pwrite(fd, "\x83", 1, 446 + 4), 1);
	T_INT(pwrite(fd, "\x55\xaa", 2, 510), 2);
	T_INT(safety_signature(fd, name, sizeof(name)), 1);
	T_STR(name, "an MBR partition table");
	close(fd);
	unlink(f);
}

/* ---- a loop device ----------------------------------------------------- */

static int sh(const char *cmd, char *out, size_t n)
{
	FILE *p = popen(cmd, "r");
	size_t k = 0;
	int st;

	if (!p)
		return -1;
	if (out) {
		k = fread(out, 1, n - 1, p);
		out[k] = '\0';
		while (k && (out[k - 1] == '\n'))
			out[--k] = '\0';
	} else {
		char tmp[256];

		while (fread(tmp, 1, sizeof(tmp), p) > 0)
			;
	}
	st = pclose(p);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

T_TEST(t_runner_loop_device)
{
	struct bench_job j = BENCH_JOB_INIT;
	struct bench_outcome o;
	char dev[128], cmd[512];
	const char *back = tpath("loop-backing");
	const char *mnt = tpath("mnt");
	int fd, mounted = 0;

	if (!uring_ok())
		return;
	fd = open(back, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	T_OK(fd >= 0 && !ftruncate(fd, 64 << 20));
	close(fd);
	snprintf(cmd, sizeof(cmd), "losetup -f --show %s 2>/dev/null", back);
	if (sh(cmd, dev, sizeof(dev)) || strncmp(dev, "/dev/loop", 9)) {
		t_skip("losetup refused (no loop devices or no privilege)");
		unlink(back);
		return;
	}
	/* reads of a block device need no permission */
	j.filename = dev;
	j.rw = BENCH_RANDREAD;
	j.iodepth = 16;
	j.size = 8 << 20;
	T_INT(run1(&j, 0, &o), 0);
	T_INT(o.dir[0].ios, 2048);
	check_outcome(&o);
	/* a loop device completes in a worker, with no interrupt of its own:
	 * its job is left to the scheduler */
	T_STR(o.cpus, "");
	bench_outcome_release(&o);
	{
		cpu_set_t none;
		char disk[64];

		T_INT(sysinfo_irq_cpus(dev, &none, disk, sizeof(disk)),
		      -ENOENT);
		T_OK(!strncmp(disk, "loop", 4));
	}
	/* writes: refused without --allow-destructive */
	j.rw = BENCH_RANDWRITE;
	T_INT(run1(&j, 0, &o), -EPERM);
	/* allowed on a blank device */
	T_INT(run1(&j, 1, &o), 0);
	T_INT(o.dir[1].ios, 2048);
	check_outcome(&o);
	bench_outcome_release(&o);
	/* two clones writing at once (one exclusive hold for the job) */
	j.numjobs = 2;
	T_INT(run1(&j, 1, &o), 0);
	T_INT(o.dir[1].ios, 2 * 2048);
	check_outcome(&o);
	bench_outcome_release(&o);
	j.numjobs = 1;
	/* whole device (no --size), time based */
	j.size = 0;
	j.rw = BENCH_RANDRW;
	j.runtime_ns = 200000000;
	j.time_based = 1;
	T_INT(run1(&j, 1, &o), 0);
	check_outcome(&o);
	T_OK(o.dir[0].ios > 0 && o.dir[1].ios > 0);
	bench_outcome_release(&o);
	/* a file system on it: refused even with --allow-destructive */
	snprintf(cmd, sizeof(cmd), "mkfs.ext4 -q -F %s 2>&1", dev);
	if (sh(cmd, NULL, 0)) {
		t_skip("mkfs.ext4 failed or missing (e2fsprogs)");
	} else {
		T_INT(run1(&j, 1, &o), -EPERM);
		/* and mounted: refused too (the mount check comes first) */
		mkdir(mnt, 0755);
		snprintf(cmd, sizeof(cmd), "mount %s %s 2>/dev/null", dev, mnt);
		if (!sh(cmd, NULL, 0)) {
			char what[256];
			struct stat st;

			mounted = 1;
			T_INT(run1(&j, 1, &o), -EPERM);
			T_INT(stat(dev, &st), 0);
			T_INT(
			    safety_in_use(st.st_rdev, dev, what, sizeof(what)),
			    1);
			T_OK(strstr(what, "is mounted on") != NULL);
		} else {
			fprintf(stderr, "  note: mount refused here; the "
					"mounted case is not exercised\n");
		}
		/* reads are still fine */
		j.rw = BENCH_RANDREAD;
		j.time_based = 0;
		j.size = 1 << 20;
		T_INT(run1(&j, 0, &o), 0);
		bench_outcome_release(&o);
	}
	if (mounted) {
		snprintf(cmd, sizeof(cmd), "umount %s", mnt);
		T_INT(sh(cmd, NULL, 0), 0);
	}
	rmdir(mnt);
	snprintf(cmd, sizeof(cmd), "losetup -d %s", dev);
	T_INT(sh(cmd, NULL, 0), 0);
	unlink(back);
}

/* ---- iodb run: Ctrl-C and fio JSON ------------------------------------ */

/*
 * Run `iodb --db DB run ARGS...` with stdout to out_path: the binary of
 * $IODB_BIN when it has the run command, else cmd_run() in a child.  With
 * sigint_ms, SIGINT is sent after that long.  Returns the exit status.
 */
static int iodb_run(const char *db, const char *const *args, int sigint_ms,
		    const char *out_path)
{
	const char *bin = getenv("IODB_BIN");
	char cmd[512];
	int use_bin = 0, st;
	pid_t pid;

	if (bin) {
		snprintf(cmd, sizeof(cmd), "'%s' run --help >/dev/null 2>&1",
			 bin);
		use_bin = sh(cmd, NULL, 0) == 0;
		if (!use_bin)
			fprintf(stderr,
				"  note: %s has no 'run' command yet; "
				"calling cmd_run() in a child\n",
				bin);
	}
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0)
		return -1;
	if (!pid) {
		const char *argv[40];
		int argc = 0,
		    fd = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);

		dup2(fd, 1);
		if (use_bin) {
			argv[argc++] = "iodb";
			argv[argc++] = "--db";
			argv[argc++] = db;
		}
		argv[argc++] = "run";
		for (int i = 0; args[i] && argc < 39; i++)
			argv[argc++] = args[i];
		argv[argc] = NULL;
		if (use_bin) {
			execv(bin, (char *const *)argv);
			_exit(127);
		} else {
			struct cli_env env = {0};

			if (store_open(db, 0, &env.store))
				_exit(126);
			env.db_path = db;
			st = cmd_run(argc, (char **)argv, &env);
			fflush(stdout);
			store_close(env.store);
			_exit(st);
		}
	}
	if (sigint_ms) {
		struct timespec ts = {sigint_ms / 1000,
				      (sigint_ms % 1000) * 1000000L};

		nanosleep(&ts, NULL);
		kill(pid, SIGINT);
	}
	if (waitpid(pid, &st, 0) != pid)
		return -1;
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

struct runs_seen {
	int n;
	char status[32];
	int64_t results;
};

static int count_run(void *arg, const struct store_run_row *row)
{
	struct runs_seen *s = arg;

	s->n++;
	snprintf(s->status, sizeof(s->status), "%s",
		 row->run->status ? row->run->status : "(null)");
	s->results = row->n_results;
	T_STR(row->run->format, "iodb");
	T_STR(row->run->tool, "iodb");
	T_OK(row->run->system_json && strstr(row->run->system_json, "kernel"));
	T_OK(row->run->host != NULL);
	return 0;
}

T_TEST(t_runner_sigint_interrupted)
{
	const char *db = tpath("sigint.db"), *f = tpath("sigint-target");
	const char *args[] = {
	    "--rw=randread", "--size=64m",   "--iodepth", "4",
	    "--runtime=20",  "--time_based", f,		  NULL};
	struct store_selection sel = STORE_SELECTION_INIT;
	struct runs_seen seen = {0};
	struct store *st = NULL;
	int status;

	if (!uring_ok())
		return;
	unlink(db);
	status = iodb_run(db, args, 300, tpath("sigint.out"));
	T_INT(status, 1);
	T_OK(!exists(f)); /* the file the run created is gone */
	if (store_open(db, STORE_READONLY, &st)) {
		T_FAIL("no database written");
		return;
	}
	T_INT(store_runs_foreach(st, &sel, count_run, &seen), 0);
	T_INT(seen.n, 1);
	T_STR(seen.status, "interrupted");
	store_close(st);
	/* the same interrupted a second time during the layout stays clean */
	unlink(db);
}

struct rows {
	struct iodb_result r[4];
	struct iodb_pct pct[4][17];
	int n;
};

static int keep_row(void *arg, const struct store_row *row)
{
	struct rows *rs = arg;

	if (rs->n < 4) {
		rs->r[rs->n] = *row->res;
		if (row->res->n_clat_pct == 17)
			memcpy(rs->pct[rs->n], row->res->clat_pct,
			       sizeof(rs->pct[0]));
		rs->r[rs->n].clat_pct = NULL;
		rs->r[rs->n].n_clat_pct = row->res->n_clat_pct;
		rs->r[rs->n].job = NULL;
		rs->r[rs->n].test = NULL;
		rs->r[rs->n].lat_pct = NULL;
		rs->r[rs->n].clat_bins = NULL;
		rs->r[rs->n].series = NULL;
		rs->r[rs->n].extras = NULL;
	}
	rs->n++;
	return 0;
}

T_TEST(t_runner_fio_json_roundtrip)
{
	const char *db = tpath("json.db"), *f = tpath("json-target");
	const char *out = tpath("json.out");
	const char *args[] = {"--rw=randrw",
			      "--rwmixread=60",
			      "--bs=4k",
			      "--size=16m",
			      "--iodepth=8",
			      "--runtime=400ms",
			      "--time_based",
			      "--output-format=json",
			      "--name",
			      "mixed",
			      f,
			      NULL};
	struct store_selection sel = STORE_SELECTION_INIT;
	struct t_collect c;
	struct rows rs;
	struct store *st = NULL;
	char *json;
	size_t len;

	if (!uring_ok())
		return;
	memset(&rs, 0, sizeof(rs));
	unlink(db);
	T_INT(iodb_run(db, args, 0, out), 0);
	json = t_read_file(out, &len);
	if (!json) {
		T_FAIL("no output");
		return;
	}
	T_OK(strstr(json, "\"fio version\"") != NULL);
	T_INT(store_open(db, STORE_READONLY, &st), 0);
	if (!st) {
		free(json);
		return;
	}
	T_INT(store_results_foreach(st, &sel, keep_row, &rs), 0);
	store_close(st);
	T_INT(rs.n, 2);
	/* the importer reads iodb's JSON back to the stored figures */
	T_INT(t_collect_buf(&c, "fio-json", out, json, len, 0), 0);
	T_INT(c.n_res, 2);
	for (int i = 0; i < rs.n && i < 2; i++) {
		const struct iodb_result *a = &rs.r[i];
		const struct iodb_result *b = t_find(&c, a->op, "mixed", NULL);

		if (!b)
			continue;
		T_DBL(b->io_bytes, a->io_bytes);
		T_NEAR(b->iops, a->iops, 1e-9);
		T_NEAR(b->bw_bytes, a->bw_bytes, 1e-6);
		T_NEAR(b->runtime_ns, a->runtime_ns, 1e-2);
		T_DBL(b->clat.min, a->clat.min);
		T_DBL(b->clat.max, a->clat.max);
		T_NEAR(b->clat.mean, a->clat.mean, 1e-9);
		T_NEAR(b->clat.stddev, a->clat.stddev, 1e-9);
		T_NEAR(b->lat.mean, a->lat.mean, 1e-9);
		T_NEAR(b->slat.mean, a->slat.mean, 1e-9);
		T_INT(b->bs, 4096);
		T_INT(b->iodepth, 8);
		T_INT(b->n_clat_pct, 17);
		for (size_t k = 0; k < 17 && k < b->n_clat_pct; k++) {
			T_DBL(b->clat_pct[k].pct, rs.pct[i][k].pct);
			T_DBL(b->clat_pct[k].ns, rs.pct[i][k].ns);
		}
		T_NEAR(b->cpu_usr, a->cpu_usr, 1e-9);
		T_NEAR(b->cpu_sys, a->cpu_sys, 1e-9);
	}
	t_collect_free(&c);
	free(json);
	T_OK(!exists(f));
}

T_TEST(t_runner_cli_usage)
{
	const char *db = tpath("usage.db");
	const char *bad1[] = {"--rw=sideways", tpath("x"), NULL};
	const char *bad2[] = {"--bogus", tpath("x"), NULL};
	const char *bad3[] = {"--profile", "nope", tpath("x"), NULL};

	T_OK(strstr(run_usage, "--allow-destructive") != NULL);
	T_OK(strstr(run_usage, "--output-format") != NULL);
	if (!uring_ok())
		return;
	T_INT(iodb_run(db, bad1, 0, tpath("u.out")), 2);
	T_INT(iodb_run(db, bad2, 0, tpath("u.out")), 2);
	T_INT(iodb_run(db, bad3, 0, tpath("u.out")), 2);
}

T_TEST(t_runner_job_file)
{
	const char *db = tpath("jobfile.db"), *jf = tpath("jobs.fio");
	const char *f = tpath("jobfile-target");
	const char *args[] = {"--job-file", jf, "--runtime=200ms", NULL};
	struct store_selection sel = STORE_SELECTION_INIT;
	struct rows rs;
	struct store *st = NULL;
	FILE *o;

	if (!uring_ok())
		return;
	memset(&rs, 0, sizeof(rs));
	o = fopen(jf, "w");
	fprintf(o,
		"; two jobs\n[global]\nfilename=%s\nsize=8m\n"
		"ioengine=io_uring\ndirect=1\ntime_based\nruntime=5\n"
		"\n[rand-read]\nrw=randread\nbs=4k\niodepth=16\n\n"
		"[seq-write]\nrw=write\nbs=128k\niodepth=2\n",
		f);
	fclose(o);
	unlink(db);
	T_INT(iodb_run(db, args, 0, tpath("jf.out")), 0);
	T_INT(store_open(db, STORE_READONLY, &st), 0);
	if (!st)
		return;
	T_INT(store_results_foreach(st, &sel, keep_row, &rs), 0);
	store_close(st);
	T_INT(rs.n, 2);
	T_INT(rs.r[0].op, IODB_OP_READ);
	T_INT(rs.r[0].bs, 4096);
	T_INT(rs.r[0].iodepth, 16);
	T_INT(rs.r[1].op, IODB_OP_WRITE);
	T_INT(rs.r[1].bs, 131072);
	/* the command line's --runtime overrode the file's 5 s */
	T_OK(rs.r[0].runtime_ns < 1e9 && rs.r[1].runtime_ns < 1e9);
	T_OK(!exists(f));
}

T_TEST(t_runner_profiles)
{
	static const char *const cdm[] = {"SEQ1M Q8T1", "SEQ1M Q1T1",
					  "RND4K Q32T1", "RND4K Q1T1"};
	struct bench_job base = BENCH_JOB_INIT, *js = NULL;
	size_t n = 0;

	base.filename = tpath("no-such-file");
	T_INT(bench_profile("cdm", &base, &js, &n), 0);
	T_INT(n, 8);
	for (size_t i = 0; i < n && js; i++) {
		char name[32];

		/* reads first, then writes, each in CrystalDiskMark's order */
		T_STR(js[i].test, cdm[i % 4]);
		T_INT(bench_rw_writes(js[i].rw), i >= 4);
		T_INT(bench_rw_reads(js[i].rw), i < 4);
		T_STR(bench_test_name(&js[i], name, sizeof(name)), cdm[i % 4]);
		T_INT(js[i].runtime_ns, 5000000000ull);
		T_INT(js[i].size, 1ull << 30); /* the file does not exist */
		T_OK(js[i].time_based);
	}
	free(js);
	base.runtime_ns = 1000000;
	T_INT(bench_profile("cdm-nvme", &base, &js, &n), 0);
	T_INT(n, 8);
	if (js) {
		T_STR(js[2].test, "RND4K Q32T16");
		T_INT(js[2].numjobs, 16);
		T_INT(js[1].bs, 128 << 10);
		T_INT(js[0].runtime_ns, 1000000); /* --runtime overrides */
	}
	free(js);
	T_INT(bench_profile("quick", &base, &js, &n), 0);
	T_INT(n, 6);
	free(js);
	T_INT(bench_profile("nope", &base, &js, &n), -EINVAL);
}

T_TEST(t_runner_sysinfo)
{
	struct sysinfo_desc d;
	char *host = NULL;

	T_INT(sysinfo_collect(tpath("not-yet"), &d), 0);
	T_OK(d.json && strstr(d.json, "\"kernel\""));
	T_OK(d.json && strstr(d.json, "\"cpu\""));
	T_OK(d.json && strstr(d.json, "\"memory_bytes\""));
	T_OK(d.json && strstr(d.json, "\"new file\""));
	T_OK(d.host[0] != '\0');
	host = strdup(d.host);
	/* /tmp lives on some file system; when on a block device, its name */
	T_OK(d.fs_type[0] != '\0');
	if (d.device[0])
		T_OK(strstr(d.json, "\"logical_block_size\"") != NULL);
	/* never a serial in clear: only its hash */
	T_OK(!strstr(d.json, "\"serial\""));
	sysinfo_release(&d);
	T_INT(sysinfo_collect("/dev/null", &d), 0);
	T_STR(d.host, host);
	sysinfo_release(&d);
	free(host);
}

T_TEST(t_runner_hipri_refused)
{
	struct bench_job j = BENCH_JOB_INIT;
	struct bench_outcome o;
	struct sysinfo_desc d;
	int poll;

	if (!uring_ok())
		return;
	T_INT(sysinfo_collect(tpath("hipri"), &d), 0);
	poll = d.io_poll;
	sysinfo_release(&d);
	j.filename = tpath("hipri");
	j.rw = BENCH_RANDREAD;
	j.size = 1 << 20;
	j.hipri = 1;
	j.direct = 0;
	T_INT(run1(&j, 0, &o), -EINVAL); /* polled I/O needs O_DIRECT */
	j.direct = 1;
	if (poll != 0) {
		t_skip("this device may support polled I/O");
		return;
	}
	/* said plainly before anything runs, and nothing is left behind */
	T_INT(run1(&j, 0, &o), -EOPNOTSUPP);
	T_OK(!exists(j.filename));
}

T_TEST(t_runner_cli_options)
{
	const char *db = tpath("opts.db"), *f = tpath("opts-target");
	const char *args[] = {
	    "--bs",	     "8k",	  "--iodepth", "4",
	    "--size",	     "1MiB",	  "--direct",  "0",
	    "--rw",	     "randwrite", "--label",   "opt test",
	    "--ramp_time=0", f,		  NULL};
	struct store_selection sel = STORE_SELECTION_INIT;
	struct rows rs;
	struct store *st = NULL;

	if (!uring_ok())
		return;
	memset(&rs, 0, sizeof(rs));
	unlink(db);
	T_INT(iodb_run(db, args, 0, tpath("opts.out")), 0);
	T_INT(store_open(db, STORE_READONLY, &st), 0);
	if (!st)
		return;
	sel.label = "opt test";
	T_INT(store_results_foreach(st, &sel, keep_row, &rs), 0);
	store_close(st);
	T_INT(rs.n, 1);
	T_INT(rs.r[0].bs, 8192);
	T_INT(rs.r[0].iodepth, 4);
	T_INT(rs.r[0].direct, 0);
	T_INT(rs.r[0].op, IODB_OP_WRITE);
	T_DBL(rs.r[0].io_bytes, 1 << 20); /* one pass over 1 MiB */
	T_OK(!exists(f));
}

/* ---- CPU placement (--cpus_allowed) ----------------------------------- */

T_TEST(t_runner_cpulist)
{
	static const struct {
		const char *in, *out; /* out NULL: refused */
	} cases[] = {
	    {"0", "0"},		{"3", "3"},
	    {"0-3,6", "0-3,6"}, {" 1 , 3-4 ", "1,3-4"},
	    {"2,1,0", "0-2"},	{"5-5", "5"},
	    {"0-1,1-2", "0-2"}, {"7\n", "7"},
	    {"", NULL},		{"a", NULL},
	    {"3-1", NULL},	{"1,", NULL},
	    {"1-", NULL},	{"-1", NULL},
	    {"1;2", NULL},	{"99999", NULL},
	};
	char buf[64];
	cpu_set_t set;

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		int ret = cpulist_parse(cases[i].in, &set);

		if (!cases[i].out) {
			T_INT(ret, -EINVAL);
			continue;
		}
		T_INT(ret, 0);
		T_STR(cpulist_format(&set, buf, sizeof(buf)), cases[i].out);
	}
	T_INT(cpulist_parse("1,4-5", &set), 0);
	T_INT(cpulist_nth(&set, 0), 1);
	T_INT(cpulist_nth(&set, 2), 5);
	T_INT(cpulist_nth(&set, 3), 1); /* wraps */
	CPU_ZERO(&set);
	T_INT(cpulist_nth(&set, 0), -1);
	/* a list too long for the buffer is cut at an item, terminated */
	T_INT(cpulist_parse("0,2,4,6,8,10,12,14", &set), 0);
	T_STR(cpulist_format(&set, buf, 8), "0,2,4,6");
}

/* Which CPU each clone's I/Os were submitted from. */
struct cpu_trace {
	_Atomic int seen[2][8]; /* [clone][cpu], cpus 0..7 */
	_Atomic int other;	/* a clone above 1 or a cpu above 7 */
};

static void cpu_trace_cb(void *arg, unsigned clone, enum iodb_op op,
			 uint64_t offset)
{
	struct cpu_trace *t = arg;
	int cpu = sched_getcpu();

	(void)op;
	(void)offset;
	if (clone < 2 && cpu >= 0 && cpu < 8)
		atomic_fetch_add(&t->seen[clone][cpu], 1);
	else
		atomic_fetch_add(&t->other, 1);
}

T_TEST(t_runner_cpus_allowed)
{
	struct bench_job j = BENCH_JOB_INIT;
	struct bench_outcome o;
	struct cpu_trace t;
	struct placement pl;
	cpu_set_t allowed;
	int a = -1, b = -1;

	if (!uring_ok())
		return;
	T_INT(sched_getaffinity(0, sizeof(allowed), &allowed), 0);
	a = cpulist_nth(&allowed, 0);
	b = cpulist_nth(&allowed, 1);
	if (a > 7 || b > 7) {
		t_skip("the CPUs iodb may use are above 7");
		return;
	}
	j.filename = tpath("cpus");
	j.rw = BENCH_RANDREAD;
	j.iodepth = 4;
	j.size = 1 << 20;
	j.trace = cpu_trace_cb;
	j.trace_arg = &t;

	/* one CPU named: every I/O is submitted from it */
	memset(&t, 0, sizeof(t));
	j.cpus_allowed = a == 0 ? "0" : "1";
	T_INT(run1(&j, 0, &o), 0);
	T_STR(o.cpus, j.cpus_allowed);
	T_STR(o.cpus_why, "--cpus_allowed");
	T_INT(atomic_load(&t.seen[0][a]), 256);
	T_INT(atomic_load(&t.other), 0);
	bench_outcome_release(&o);

	/* split over two CPUs: clone 0 on the first, clone 1 on the second */
	if (a != b) {
		char list[16];

		snprintf(list, sizeof(list), "%d,%d", a, b);
		memset(&t, 0, sizeof(t));
		j.cpus_allowed = list;
		j.cpus_split = 1;
		j.numjobs = 2;
		T_INT(run1(&j, 0, &o), 0);
		T_OK(o.cpus_split);
		T_INT(atomic_load(&t.seen[0][a]), 256);
		T_INT(atomic_load(&t.seen[1][b]), 256);
		T_INT(atomic_load(&t.other), 0);
		bench_outcome_release(&o);
		j.numjobs = 1;
		j.cpus_split = 0;
	}

	/* any: nothing pinned, nothing recorded */
	j.cpus_allowed = "any";
	T_INT(placement_resolve(&j, &pl), 0);
	T_OK(!pl.pinned);
	T_INT(run1(&j, 0, &o), 0);
	T_STR(o.cpus, "");
	bench_outcome_release(&o);

	/* refused before anything is created: malformed, or not usable */
	j.cpus_allowed = "1-0";
	T_INT(run1(&j, 0, &o), -EINVAL);
	j.cpus_allowed = "1000";
	T_INT(placement_check(&j), -EINVAL);
	T_INT(run1(&j, 0, &o), -EINVAL);
	T_OK(!exists(j.filename));
}

T_TEST(t_runner_cpus_auto)
{
	struct bench_job j = BENCH_JOB_INIT;
	struct placement pl;
	cpu_set_t irq, allowed, out;
	char disk[64];
	int have_irq;

	j.filename = tpath("auto");
	j.rw = BENCH_RANDREAD;
	T_INT(sched_getaffinity(0, sizeof(allowed), &allowed), 0);
	have_irq = !sysinfo_irq_cpus(j.filename, &irq, disk, sizeof(disk));
	if (have_irq) {
		T_OK(CPU_COUNT(&irq) > 0);
		T_OK(disk[0] != '\0');
	}
	out = irq; /* as the system description should name them */
	CPU_AND(&irq, &irq, &allowed);
	T_INT(placement_resolve(&j, &pl), 0);
	/* pinned exactly when the interrupts go to some, not all, usable
	 * CPUs; then on those CPUs, one per clone */
	T_INT(pl.pinned,
	      have_irq && CPU_COUNT(&irq) > 0 && !CPU_EQUAL(&irq, &allowed));
	if (pl.pinned) {
		T_OK(CPU_EQUAL(&pl.set, &irq));
		T_OK(pl.split);
		T_OK(strstr(pl.why, "completion interrupts") != NULL);
	}
	/* the system description names the same CPUs */
	if (have_irq) {
		struct sysinfo_desc d;
		char want[80], list[64];

		snprintf(want, sizeof(want), "\"irq_cpus\":\"%s\"",
			 cpulist_format(&out, list, sizeof(list)));
		T_INT(sysinfo_collect(j.filename, &d), 0);
		T_OK(d.json && strstr(d.json, want) != NULL);
		sysinfo_release(&d);
	}
	/* more clones than interrupt CPUs: left to the scheduler */
	j.numjobs = CPU_COUNT(&irq) + 1;
	T_INT(placement_resolve(&j, &pl), 0);
	T_OK(!pl.pinned);
	/* nor with a kernel polling thread, which would share the CPU */
	j.numjobs = 1;
	j.sqthread_poll = 1;
	T_INT(placement_resolve(&j, &pl), 0);
	T_OK(!pl.pinned);
	/* a path on a file system without a disk (devtmpfs) */
	CPU_ZERO(&out);
	T_INT(sysinfo_irq_cpus("/dev/loop-does-not-exist", &out, disk,
			       sizeof(disk)),
	      -ENOENT);
	T_INT(CPU_COUNT(&out), 0);
}
