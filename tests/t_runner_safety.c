/*
 * What the runner refuses: writes to a file it did not create, signatures
 * of file systems and partition tables, polled I/O a device cannot do, and
 * on a loop device (root and losetup, else skipped saying why) writes to a
 * device, to one holding a file system, or mounted.  The refusals say why
 * through util/diag.h.
 */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bench/bench.h"
#include "bench/placement.h"
#include "bench/safety.h"
#include "bench/sysinfo.h"
#include "tests/runner_util.h"
#include "tests/t.h"
#include "util/diag.h"

T_TEST(t_runner_refuse_existing_file)
{
	struct bench_job j = BENCH_JOB_INIT;
	struct bench_outcome o;
	const char *f = rt_path("users-file");
	char data[8192], back[8192];
	int fd;

	if (!rt_uring_ok())
		return;
	memset(data, 'u', sizeof(data));
	fd = open(f, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	T_OK(fd >= 0);
	T_INT(write(fd, data, sizeof(data)), sizeof(data));
	close(fd);
	j.filename = f;
	j.rw = BENCH_WRITE;
	/* a file iodb did not create: writes refused */
	T_INT(rt_run1(&j, 0, &o), -EPERM);
	fd = open(f, O_RDONLY);
	T_INT(read(fd, back, sizeof(back)), sizeof(back));
	close(fd);
	T_OK(!memcmp(data, back, sizeof(data)));
	/* reads are fine, and the file stays */
	j.rw = BENCH_RANDREAD;
	T_INT(rt_run1(&j, 0, &o), 0);
	T_INT(o.dir[0].ios, 2);
	bench_outcome_release(&o);
	/* with --allow-destructive the write goes ahead, the file stays */
	j.rw = BENCH_WRITE;
	T_INT(rt_run1(&j, 1, &o), 0);
	T_INT(o.dir[1].ios, 2);
	bench_outcome_release(&o);
	T_OK(rt_exists(f));
	/* a missing file needs --size; a region beyond the end is refused */
	j.filename = rt_path("missing");
	T_INT(rt_run1(&j, 0, &o), -EINVAL);
	j.filename = f;
	j.rw = BENCH_READ;
	j.size = 1 << 20;
	T_INT(rt_run1(&j, 0, &o), -EINVAL);
	unlink(f);
}

T_TEST(t_runner_signature_detection)
{
	const char *f = rt_path("sig");
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

T_TEST(t_runner_hipri_refused)
{
	struct bench_job j = BENCH_JOB_INIT;
	struct bench_outcome o;
	struct sysinfo_desc d;
	int poll;

	if (!rt_uring_ok())
		return;
	T_INT(sysinfo_collect(rt_path("hipri"), &d), 0);
	poll = d.io_poll;
	sysinfo_release(&d);
	j.filename = rt_path("hipri");
	j.rw = BENCH_RANDREAD;
	j.size = 1 << 20;
	j.hipri = 1;
	j.direct = 0;
	T_INT(rt_run1(&j, 0, &o), -EINVAL); /* polled I/O needs O_DIRECT */
	j.direct = 1;
	if (poll != 0) {
		t_skip("this device may support polled I/O");
		return;
	}
	/* said plainly before anything runs, and nothing is left behind */
	T_INT(rt_run1(&j, 0, &o), -EOPNOTSUPP);
	T_OK(!rt_exists(j.filename));
}

T_TEST(t_runner_loop_device)
{
	struct bench_job j = BENCH_JOB_INIT;
	struct bench_outcome o;
	char dev[128], cmd[512];
	const char *back = rt_path("loop-backing");
	const char *mnt = rt_path("mnt");
	int fd, mounted = 0;

	if (!rt_uring_ok())
		return;
	if (geteuid() != 0)
		t_skip_now("a loop device needs root (losetup, mkfs, mount)");
	if (rt_sh("command -v losetup >/dev/null 2>&1", NULL, 0))
		t_skip_now("losetup is not installed (util-linux)");
	fd = open(back, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	T_OK(fd >= 0 && !ftruncate(fd, 64 << 20));
	close(fd);
	snprintf(cmd, sizeof(cmd), "losetup -f --show %s 2>/dev/null", back);
	if (rt_sh(cmd, dev, sizeof(dev)) || strncmp(dev, "/dev/loop", 9)) {
		t_skip("losetup refused (no loop devices or no privilege)");
		unlink(back);
		return;
	}
	/* reads of a block device need no permission */
	j.filename = dev;
	j.rw = BENCH_RANDREAD;
	j.iodepth = 16;
	j.size = 8 << 20;
	T_INT(rt_run1(&j, 0, &o), 0);
	T_INT(o.dir[0].ios, 2048);
	rt_check_outcome(&o);
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
	T_INT(rt_run1(&j, 0, &o), -EPERM);
	/* allowed on a blank device */
	T_INT(rt_run1(&j, 1, &o), 0);
	T_INT(o.dir[1].ios, 2048);
	rt_check_outcome(&o);
	bench_outcome_release(&o);
	/* two clones writing at once (one exclusive hold for the job) */
	j.numjobs = 2;
	T_INT(rt_run1(&j, 1, &o), 0);
	T_INT(o.dir[1].ios, 2 * 2048);
	rt_check_outcome(&o);
	bench_outcome_release(&o);
	j.numjobs = 1;
	/* whole device (no --size), time based */
	j.size = 0;
	j.rw = BENCH_RANDRW;
	j.runtime_ns = 200000000;
	j.time_based = 1;
	T_INT(rt_run1(&j, 1, &o), 0);
	rt_check_outcome(&o);
	T_OK(o.dir[0].ios > 0 && o.dir[1].ios > 0);
	bench_outcome_release(&o);
	/* a file system on it: refused even with --allow-destructive */
	snprintf(cmd, sizeof(cmd), "mkfs.ext4 -q -F %s 2>&1", dev);
	if (rt_sh(cmd, NULL, 0)) {
		t_skip("mkfs.ext4 failed or missing (e2fsprogs)");
	} else {
		T_INT(rt_run1(&j, 1, &o), -EPERM);
		/* and mounted: refused too (the mount check comes first) */
		mkdir(mnt, 0755);
		snprintf(cmd, sizeof(cmd), "mount %s %s 2>/dev/null", dev, mnt);
		if (!rt_sh(cmd, NULL, 0)) {
			char what[256];
			struct stat st;

			mounted = 1;
			T_INT(rt_run1(&j, 1, &o), -EPERM);
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
		T_INT(rt_run1(&j, 0, &o), 0);
		bench_outcome_release(&o);
	}
	if (mounted) {
		snprintf(cmd, sizeof(cmd), "umount %s", mnt);
		T_INT(rt_sh(cmd, NULL, 0), 0);
	}
	rmdir(mnt);
	snprintf(cmd, sizeof(cmd), "losetup -d %s", dev);
	T_INT(rt_sh(cmd, NULL, 0), 0);
	unlink(back);
}

/*
 * A refusal is reported once, through util/diag.h (so the command decides
 * how it shows), as "FILE: refusing to write ...": captured here.
 */
T_TEST(t_runner_safety_message)
{
	const char *f = rt_path("not-ours");
	struct bench_job j = BENCH_JOB_INIT;
	struct rt_capture c;
	char want[512];
	int fd, ret;

	fd = open(f, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	T_REQUIRE(fd >= 0);
	close(fd);
	rt_capture_begin(&c);
	ret = safety_check(f, 1, 0, 0);
	rt_capture_end();
	T_INT(ret, -EPERM);
	T_INT(c.n, 1);
	T_INT(c.n_error, 1);
	snprintf(want, sizeof(want),
		 "%s: refusing to write to a file iodb did not create (its "
		 "contents would be overwritten); pass --allow-destructive if "
		 "they are expendable",
		 f);
	T_STR(c.last, want);
	/* reads, or writes allowed: nothing said */
	rt_capture_begin(&c);
	T_INT(safety_check(f, 0, 0, 0), 0);
	T_INT(safety_check(f, 1, 1, 0), 0);
	rt_capture_end();
	T_INT(c.n, 0);
	/* a job's CPU list, checked before anything runs */
	j.filename = f;
	j.cpus_allowed = "3-1";
	rt_capture_begin(&c);
	ret = placement_check(&j);
	rt_capture_end();
	T_INT(ret, -EINVAL);
	T_STR(c.last, "job 'SEQ4K Q1T1': --cpus_allowed=3-1: expected a CPU "
		      "list such as 0-3,6, or auto, or any");
	unlink(f);
}
