/*
 * Refusals: `iodb run` never destroys what a user has.  Writes go only to
 * files the run itself created, unless --allow-destructive is given; and
 * even then never to a block device that is mounted, used as swap, held by
 * another device (LVM, md, dm-crypt) or carrying a file system, partition
 * table or volume signature.
 */
#ifndef IODB_BENCH_SAFETY_H
#define IODB_BENCH_SAFETY_H

#include <stddef.h>
#include <sys/types.h>

/*
 * Look for a known signature (ext2/3/4, XFS, btrfs, swap, LUKS, LVM2, md
 * RAID, bcache, ZFS, FAT, NTFS, exFAT, F2FS, ReiserFS, ISO 9660,
 * squashfs, GPT or MBR partition table) in the first 264 KiB of fd.
 * Returns 1 with its name in name (n bytes), 0 when none is found, or
 * -errno when fd cannot be read.
 */
int safety_signature(int fd, char *name, size_t n);

/*
 * Whether block device dev, or one of its partitions, is mounted, used as
 * swap or held by another block device.  Returns 1 with a description
 * ("/dev/loop3 is mounted on /mnt") in what, 0 when not, <0 on error.
 */
int safety_in_use(dev_t dev, const char *path, char *what, size_t n);

/*
 * The rules for one target, before anything is opened for writing.
 * path: the target; writes: the job writes; allow: --allow-destructive;
 * created: the run created this file itself.  Prints the refusal
 * ("iodb: PATH: refusing to ...") on stderr and returns -EPERM; returns 0
 * when the target may be used; -errno when it cannot be examined.
 */
int safety_check(const char *path, int writes, int allow, int created);

#endif
