/*
 * The runner's refusals: see safety.h.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <blkid/blkid.h>

#include "bench/safety.h"
#include "bench/sysinfo.h"
#include "util/diag.h"
#include "util/dynlib.h"

/*
 * libblkid, opened on first use (util/dynlib.h): only `iodb run`'s check
 * of a device needs it, and a shared object opened at every start costs
 * every other command (an import of small files most) its mapping and
 * relocations.  Each call below goes through a pointer the first
 * blkid_load() fills; a library that cannot be opened refuses the device
 * (blkid_signature() < 0), never lets it pass.
 */
#define SAFETY_BLKID_FUNCS(X)                                                  \
	X(blkid_new_probe)                                                     \
	X(blkid_free_probe)                                                    \
	X(blkid_probe_set_device)                                              \
	X(blkid_probe_enable_superblocks)                                      \
	X(blkid_probe_set_superblocks_flags)                                   \
	X(blkid_probe_enable_partitions)                                       \
	X(blkid_probe_set_partitions_flags)                                    \
	X(blkid_do_safeprobe)                                                  \
	X(blkid_probe_lookup_value)

static struct {
#define SAFETY_BLKID_PTR(f) __typeof__(f) *p_##f;
	SAFETY_BLKID_FUNCS(SAFETY_BLKID_PTR)
#undef SAFETY_BLKID_PTR
} blkid_fn;

static const char *const blkid_libs[] = {"libblkid.so.1"};

#define SAFETY_BLKID_NAME(f) #f,
static const char *const blkid_names[] = {
    SAFETY_BLKID_FUNCS(SAFETY_BLKID_NAME)};
#undef SAFETY_BLKID_NAME

static void blkid_assign(void *const *ptrs)
{
	size_t i = 0;

#define SAFETY_BLKID_SET(f) *(void **)&blkid_fn.p_##f = ptrs[i++];
	SAFETY_BLKID_FUNCS(SAFETY_BLKID_SET)
#undef SAFETY_BLKID_SET
}

static struct util_dynlib blkid_lib =
    UTIL_DYNLIB_INIT(blkid_libs, blkid_names, blkid_assign);

#define blkid_new_probe	       (*blkid_fn.p_blkid_new_probe)
#define blkid_free_probe       (*blkid_fn.p_blkid_free_probe)
#define blkid_probe_set_device (*blkid_fn.p_blkid_probe_set_device)
#define blkid_probe_enable_superblocks                                         \
	(*blkid_fn.p_blkid_probe_enable_superblocks)
#define blkid_probe_set_superblocks_flags                                      \
	(*blkid_fn.p_blkid_probe_set_superblocks_flags)
#define blkid_probe_enable_partitions                                          \
	(*blkid_fn.p_blkid_probe_enable_partitions)
#define blkid_probe_set_partitions_flags                                       \
	(*blkid_fn.p_blkid_probe_set_partitions_flags)
#define blkid_do_safeprobe	 (*blkid_fn.p_blkid_do_safeprobe)
#define blkid_probe_lookup_value (*blkid_fn.p_blkid_probe_lookup_value)

#define SIG_SPAN (264 * 1024)

static int at(const unsigned char *b, size_t len, size_t off, const void *m,
	      size_t ml)
{
	return off + ml <= len && !memcmp(b + off, m, ml);
}

static const char *mbr_or_fat(const unsigned char *b, size_t len)
{
	if (at(b, len, 3, "NTFS    ", 8))
		return "an NTFS file system";
	if (at(b, len, 3, "EXFAT   ", 8))
		return "an exFAT file system";
	if (at(b, len, 54, "FAT12   ", 8) || at(b, len, 54, "FAT16   ", 8) ||
	    at(b, len, 82, "FAT32   ", 8))
		return "a FAT file system";
	if (!at(b, len, 510, "\x55\xaa", 2))
		return NULL;
	for (int i = 0; i < 4; i++)
		if (b[446 + 16 * i + 4])
			return "an MBR partition table";
	return NULL;
}

/*
 * What libblkid (wipefs's and blkid's library) finds on fd: every file
 * system, RAID, crypto and partition table signature it knows (minix,
 * bfs, the ones at the end of a device ...), beyond the list above.
 * 1 with a description in name, 0 none, <0 when it cannot probe.
 */
static int blkid_signature(int fd, char *name, size_t n)
{
	blkid_probe pr;
	const char *type = NULL, *usage = NULL, *pttype = NULL, *why = NULL;
	int rc, ret = 0;

	if (util_dynlib_open(&blkid_lib, &why)) {
		/* no probe, no write: the caller refuses */
		diag_error("cannot look for signatures: %s not found",
			   why ? why : "libblkid");
		return -ELIBACC;
	}
	pr = blkid_new_probe();
	if (!pr)
		return -ENOMEM;
	if (blkid_probe_set_device(pr, fd, 0, 0)) {
		blkid_free_probe(pr);
		return -EIO;
	}
	blkid_probe_enable_superblocks(pr, 1);
	blkid_probe_set_superblocks_flags(
	    pr, BLKID_SUBLKS_TYPE | BLKID_SUBLKS_USAGE | BLKID_SUBLKS_BADCSUM);
	blkid_probe_enable_partitions(pr, 1);
	blkid_probe_set_partitions_flags(pr, BLKID_PARTS_MAGIC);
	rc = blkid_do_safeprobe(pr);
	if (rc == -2) {
		/* more than one signature: all the more reason to refuse */
		snprintf(name, n,
			 "several signatures (blkid: ambivalent "
			 "probing result)");
		ret = 1;
	} else if (rc == 0) {
		blkid_probe_lookup_value(pr, "TYPE", &type, NULL);
		blkid_probe_lookup_value(pr, "USAGE", &usage, NULL);
		blkid_probe_lookup_value(pr, "PTTYPE", &pttype, NULL);
		if (type)
			snprintf(name, n, "a%s %s signature (blkid: TYPE=%s)",
				 usage && !strcmp(usage, "other") ? "n" : "",
				 usage && strcmp(usage, "filesystem")
				     ? usage
				     : "file system",
				 type);
		else
			snprintf(name, n,
				 "a partition table (blkid: PTTYPE=%s)",
				 pttype ? pttype : "?");
		ret = 1;
	} else if (rc < 0) {
		ret = -EIO;
	}
	blkid_free_probe(pr);
	return ret;
}

int safety_signature(int fd, char *name, size_t n)
{
	static const struct {
		size_t off;
		const char *magic;
		size_t len;
		const char *name;
	} sigs[] = {
	    {1080, "\x53\xef", 2, "an ext2/3/4 file system"},
	    {0, "XFSB", 4, "an XFS file system"},
	    {65600, "_BHRfS_M", 8, "a btrfs file system"},
	    {4086, "SWAPSPACE2", 10, "a swap area"},
	    {4086, "SWAP-SPACE", 10, "a swap area"},
	    {65526, "SWAPSPACE2", 10, "a swap area"},
	    {0, "LUKS\xba\xbe", 6, "a LUKS volume"},
	    {0, "SKUL\xba\xbe", 6, "a LUKS2 volume"},
	    {512, "EFI PART", 8, "a GPT partition table"},
	    {4096, "EFI PART", 8, "a GPT partition table"},
	    {0, "\xfc\x4e\x2b\xa9", 4, "an md RAID member"},
	    {4096, "\xfc\x4e\x2b\xa9", 4, "an md RAID member"},
	    {4120,
	     "\xc6\x85\x73\xf6\x4e\x1a\x45\xca\x82\x65\xf5\x7f\x48\xba"
	     "\x6d\x81",
	     16, "a bcache device"},
	    {4120,
	     "\xc6\x85\x73\xf6\x66\xce\x90\xa9\xd9\x6a\x60\xcf\x80\x3d"
	     "\xf7\xef",
	     16, "a bcachefs file system"},
	    {1024, "\x10\x20\xf5\xf2", 4, "an F2FS file system"},
	    {65588, "ReIsEr", 6, "a ReiserFS file system"},
	    {32769, "CD001", 5, "an ISO 9660 file system"},
	    {0, "hsqs", 4, "a squashfs file system"},
	};
	unsigned char *b = malloc(SIG_SPAN);
	const char *found = NULL;
	size_t len = 0;
	int ret;

	if (!b)
		return -ENOMEM;
	while (len < SIG_SPAN) {
		ssize_t k = pread(fd, b + len, SIG_SPAN - len, (off_t)len);

		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0) {
			ret = -errno;
			goto out;
		}
		if (k == 0)
			break;
		len += (size_t)k;
	}
	for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]) && !found; i++)
		if (at(b, len, sigs[i].off, sigs[i].magic, sigs[i].len))
			found = sigs[i].name;
	for (size_t k = 0; k < 8 && !found; k++)
		if (at(b, len, 512 * k, "LABELONE", 8) &&
		    at(b, len, 512 * k + 24, "LVM2 ", 5))
			found = "an LVM2 physical volume";
	/* ZFS: an uberblock (magic 0x00bab10c) in label 0's array at 128K */
	for (size_t off = 131072; off + 8 <= len && !found; off += 1024)
		if (at(b, len, off, "\x0c\xb1\xba\x00\x00\x00\x00\x00", 8) ||
		    at(b, len, off, "\x00\x00\x00\x00\x00\xba\xb1\x0c", 8))
			found = "a ZFS pool member";
	if (!found)
		found = mbr_or_fat(b, len);
	ret = found != NULL;
	if (found)
		snprintf(name, n, "%s", found);
	else
		ret = blkid_signature(fd, name, n);
out:
	free(b);
	return ret;
}

struct devlist {
	dev_t dev[256];
	char name[256][64];
	size_t n;
};

/* dev itself and, for a whole disk, its partitions. */
static void list_devs(dev_t dev, const char *sys, struct devlist *l)
{
	DIR *d = opendir(sys);
	struct dirent *e;
	const char *base = strrchr(sys, '/');

	l->dev[0] = dev;
	base = base ? base + 1 : sys;
	strncpy(l->name[0], base, sizeof(l->name[0]) - 1);
	l->name[0][sizeof(l->name[0]) - 1] = '\0';
	l->n = 1;
	if (!d)
		return;
	while ((e = readdir(d)) && l->n < 256) {
		char p[PATH_MAX + 300], buf[64];
		unsigned ma, mi;

		if (e->d_name[0] == '.')
			continue;
		snprintf(p, sizeof(p), "%s/%s/partition", sys, e->d_name);
		if (access(p, F_OK))
			continue;
		snprintf(p, sizeof(p), "%s/%s/dev", sys, e->d_name);
		if (sysinfo_read(p, buf, sizeof(buf)) <= 0 ||
		    sscanf(buf, "%u:%u", &ma, &mi) != 2)
			continue;
		l->dev[l->n] = makedev(ma, mi);
		snprintf(l->name[l->n], sizeof(l->name[0]), "%.63s", e->d_name);
		l->n++;
	}
	closedir(d);
}

static int in_list(const struct devlist *l, dev_t dev)
{
	for (size_t i = 0; i < l->n; i++)
		if (l->dev[i] == dev)
			return (int)i;
	return -1;
}

static int check_mounts(const struct devlist *l, char *what, size_t n)
{
	FILE *f = fopen("/proc/self/mountinfo", "re");
	char *line = NULL;
	size_t cap = 0;
	int ret = 0;

	if (!f)
		return -errno;
	while (!ret && getline(&line, &cap, f) > 0) {
		char point[PATH_MAX], src[PATH_MAX], *sep;
		unsigned ma, mi;
		struct stat st;
		int i;

		if (sscanf(line, "%*u %*u %u:%u %*s %4095s", &ma, &mi, point) !=
		    3)
			continue;
		i = in_list(l, makedev(ma, mi));
		sep = strstr(line, " - ");
		if (i < 0 && sep && sscanf(sep + 3, "%*s %4095s", src) == 1 &&
		    src[0] == '/' && !stat(src, &st) && S_ISBLK(st.st_mode))
			i = in_list(l, st.st_rdev);
		if (i >= 0) {
			snprintf(what, n, "%s is mounted on %s", l->name[i],
				 point);
			ret = 1;
		}
	}
	free(line);
	line = NULL;
	cap = 0;
	fclose(f);
	if (ret)
		return ret;
	f = fopen("/proc/swaps", "re");
	if (!f)
		return 0;
	while (!ret && getline(&line, &cap, f) > 0) {
		char p[PATH_MAX];
		struct stat st;
		int i;

		if (sscanf(line, "%4095s", p) != 1 || p[0] != '/' ||
		    stat(p, &st) || !S_ISBLK(st.st_mode))
			continue;
		i = in_list(l, st.st_rdev);
		if (i >= 0) {
			snprintf(what, n, "%s is in use as swap", l->name[i]);
			ret = 1;
		}
	}
	free(line);
	fclose(f);
	return ret;
}

static int check_holders(const char *sys, char *what, size_t n)
{
	char p[PATH_MAX + 300];
	struct dirent *e;
	DIR *d;
	int ret = 0;

	snprintf(p, sizeof(p), "%s/holders", sys);
	d = opendir(p);
	if (!d)
		return 0;
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(what, n, "%s is held by %s (LVM, RAID or encryption)",
			 strrchr(sys, '/') + 1, e->d_name);
		ret = 1;
		break;
	}
	closedir(d);
	return ret;
}

int safety_in_use(dev_t dev, const char *path, char *what, size_t n)
{
	char sys[PATH_MAX];
	struct devlist *l;
	int ret;

	if (sysinfo_dev_sysfs(dev, sys, sizeof(sys)))
		return -ENOENT;
	l = malloc(sizeof(*l));
	if (!l)
		return -ENOMEM;
	list_devs(dev, sys, l);
	ret = check_mounts(l, what, n);
	for (size_t i = 0; !ret && i < l->n; i++) {
		char p[PATH_MAX + 80];

		if (i == 0)
			snprintf(p, sizeof(p), "%s", sys);
		else
			snprintf(p, sizeof(p), "%s/%s", sys, l->name[i]);
		ret = check_holders(p, what, n);
	}
	free(l);
	(void)path;
	return ret;
}

int safety_check(const char *path, int writes, int allow, int created)
{
	char what[PATH_MAX + 128];
	struct stat st;
	int fd, ret;

	if (stat(path, &st)) {
		if (errno == ENOENT)
			return 0; /* the run will create it */
		ret = -errno;
		diag_error("%s: %s", path, strerror(errno));
		return ret;
	}
	if (S_ISREG(st.st_mode)) {
		if (!writes || created || allow)
			return 0;
		diag_error("%s: refusing to write to a file iodb did not "
			   "create (its contents would be overwritten); pass "
			   "--allow-destructive if they are expendable",
			   path);
		return -EPERM;
	}
	if (!S_ISBLK(st.st_mode)) {
		diag_error("%s: not a regular file or a block device", path);
		return -EPERM;
	}
	if (!writes)
		return 0;
	if (!allow) {
		diag_error("%s: refusing to write to a block device (its "
			   "data would be destroyed); pass --allow-destructive "
			   "if it is expendable",
			   path);
		return -EPERM;
	}
	ret = safety_in_use(st.st_rdev, path, what, sizeof(what));
	if (ret > 0) {
		diag_error("%s: refusing to write: %s (even with "
			   "--allow-destructive)",
			   path, what);
		return -EPERM;
	}
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		ret = -errno;
		diag_error("%s: %s", path, strerror(errno));
		return ret;
	}
	ret = safety_signature(fd, what, sizeof(what));
	close(fd);
	if (ret < 0) {
		diag_error("%s: cannot read: %s", path, strerror(-ret));
		return ret;
	}
	if (ret > 0) {
		diag_error(
		    "%s: refusing to write: it holds %s (even with "
		    "--allow-destructive; erase the signature first, e.g. "
		    "'wipefs -a %s', if its data is really expendable)",
		    path, what, path);
		return -EPERM;
	}
	return 0;
}
