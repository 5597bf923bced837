/*
 * The machine a run ran on, recorded with it: host, kernel, distribution,
 * CPU, memory, virtualization, the target's file system and mount, and the
 * block device behind it as sysfs describes it.  Everything is read from
 * /proc, /sys and /etc; a figure that cannot be read is left out of the
 * JSON (never invented).  A serial number is stored only as its SHA-256.
 */
#ifndef IODB_BENCH_SYSINFO_H
#define IODB_BENCH_SYSINFO_H

#include <sched.h>
#include <stddef.h>
#include <sys/types.h>

struct sysinfo_desc {
	char host[256];		/* hostname ("" unknown) */
	char device[64];	/* whole-disk name behind the target, "vda" */
	char partition[64];	/* the partition when the target is on one */
	char device_model[128]; /* sysfs model ("" unknown) */
	char fs_type[32];	/* file system of a file target ("" none) */
	char mount_point[512];
	int rotational;		     /* 1, 0, -1 unknown */
	int io_poll;		     /* sysfs queue/io_poll: 1, 0, -1 unknown */
	unsigned logical_block_size; /* 0 unknown */
	char *json; /* the whole description, a JSON object (malloc'd) */
};

/*
 * Describe the system and the target at path (a file, which need not exist
 * yet: its directory is looked at then, or a block device).  Returns 0 with
 * *out filled (release with sysinfo_release), or -ENOMEM.  Missing facts
 * are not errors.
 */
int sysinfo_collect(const char *path, struct sysinfo_desc *out);

/* Free what sysinfo_collect allocated; safe on a zeroed desc. */
void sysinfo_release(struct sysinfo_desc *d);

/*
 * The sysfs directory of block device dev ("/sys/devices/.../block/vda" or
 * ".../vda/vda1" for a partition) into buf.  Returns 0, or -ENOENT when
 * dev has no sysfs entry.
 */
int sysinfo_dev_sysfs(dev_t dev, char *buf, size_t n);

/*
 * The block device holding the file system path lives on (st_dev, or the
 * mount's source device for btrfs, overlay on a device...).  Returns 0 with
 * *dev set, or -ENOENT.
 */
int sysinfo_path_dev(const char *path, dev_t *dev);

/*
 * The CPUs that take the I/O completion interrupts of the disk behind path
 * (a file or a block device): the union of the effective affinities
 * (/proc/irq/N/effective_affinity_list) of the MSI vectors of the PCI
 * function that drives it, without configuration and admin-queue vectors.
 * The whole disk's name ("vda") goes to disk (n bytes).  Returns 0 with
 * *set filled, -ENOENT when the disk has no such vectors (loop, dm, md,
 * virtual devices) or they cannot be read, -ENOMEM.
 */
int sysinfo_irq_cpus(const char *path, cpu_set_t *set, char *disk, size_t n);

/*
 * Read a small sysfs/proc text file into buf (trailing newline removed).
 * Returns the length, or -errno.
 */
int sysinfo_read(const char *path, char *buf, size_t n);

#endif
