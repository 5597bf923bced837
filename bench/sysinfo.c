/*
 * The system description stored with every `iodb run`.
 */
#include <cjson/cJSON.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/utsname.h>
#include <unistd.h>
#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

#include "bench/cpulist.h"
#include "bench/sysinfo.h"
#include "util/sha256.h"

int sysinfo_read(const char *path, char *buf, size_t n)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t k;

	if (fd < 0)
		return -errno;
	k = read(fd, buf, n - 1);
	close(fd);
	if (k < 0)
		return -errno;
	while (k > 0 && (buf[k - 1] == '\n' || buf[k - 1] == ' '))
		k--;
	buf[k] = '\0';
	return (int)k;
}

/* sysfs text under dir/rel, or NULL (into buf). */
static const char *attr(const char *dir, const char *rel, char *buf, size_t n)
{
	char p[PATH_MAX + 64];

	snprintf(p, sizeof(p), "%s/%s", dir, rel);
	if (sysinfo_read(p, buf, n) <= 0)
		return NULL;
	return buf;
}

static long long attr_ll(const char *dir, const char *rel)
{
	char buf[64], *end;
	long long v;

	if (!attr(dir, rel, buf, sizeof(buf)))
		return -1;
	v = strtoll(buf, &end, 10);
	if (end == buf)
		return -1;
	return v;
}

int sysinfo_dev_sysfs(dev_t dev, char *buf, size_t n)
{
	char p[64];

	snprintf(p, sizeof(p), "/sys/dev/block/%u:%u", major(dev), minor(dev));
	if (!realpath(p, buf) || strlen(buf) >= n)
		return -ENOENT;
	return 0;
}

/* mountinfo escapes space, tab, newline and backslash as \ooo */
static void unescape(char *s)
{
	char *d = s;

	while (*s) {
		if (s[0] == '\\' && s[1] >= '0' && s[1] <= '7' && s[2] &&
		    s[3]) {
			*d++ = (char)((s[1] - '0') * 64 + (s[2] - '0') * 8 +
				      (s[3] - '0'));
			s += 4;
		} else {
			*d++ = *s++;
		}
	}
	*d = '\0';
}

struct mount_entry {
	char point[PATH_MAX];
	char fstype[64];
	char source[PATH_MAX];
	char options[1024];
	char super[1024];
	unsigned maj, min;
};

/* The mount whose mount point is the longest prefix of the real path. */
static int find_mount(const char *real, struct mount_entry *out)
{
	FILE *f = fopen("/proc/self/mountinfo", "re");
	char *line = NULL;
	size_t cap = 0, best = 0;
	int found = -ENOENT;

	if (!f)
		return -errno;
	while (getline(&line, &cap, f) > 0) {
		char *save = NULL, *tok[16], *sep;
		int nt = 0;
		size_t len;
		unsigned ma, mi;

		sep = strstr(line, " - ");
		if (!sep)
			continue;
		*sep = '\0';
		for (char *t = strtok_r(line, " \n", &save); t && nt < 16;
		     t = strtok_r(NULL, " \n", &save))
			tok[nt++] = t;
		if (nt < 6 || sscanf(tok[2], "%u:%u", &ma, &mi) != 2)
			continue;
		unescape(tok[4]);
		len = strlen(tok[4]);
		if (strcmp(tok[4], "/") &&
		    (strncmp(real, tok[4], len) ||
		     (real[len] != '/' && real[len] != '\0')))
			continue;
		if (len < best)
			continue;
		best = len;
		found = 0;
		snprintf(out->point, sizeof(out->point), "%s", tok[4]);
		snprintf(out->options, sizeof(out->options), "%s", tok[5]);
		out->maj = ma;
		out->min = mi;
		nt = 0;
		save = NULL;
		for (char *t = strtok_r(sep + 3, " \n", &save); t && nt < 3;
		     t = strtok_r(NULL, " \n", &save))
			tok[nt++] = t;
		out->fstype[0] = out->source[0] = out->super[0] = '\0';
		if (nt > 0)
			snprintf(out->fstype, sizeof(out->fstype), "%s",
				 tok[0]);
		if (nt > 1) {
			unescape(tok[1]);
			snprintf(out->source, sizeof(out->source), "%s",
				 tok[1]);
		}
		if (nt > 2)
			snprintf(out->super, sizeof(out->super), "%s", tok[2]);
	}
	free(line);
	fclose(f);
	return found;
}

/* realpath of path, or of its directory when path does not exist. */
static int real_of(const char *path, char *out)
{
	char tmp[PATH_MAX], *dir;

	if (realpath(path, out))
		return 0;
	snprintf(tmp, sizeof(tmp), "%s", path);
	dir = dirname(tmp);
	if (!realpath(dir, out))
		return -errno;
	return 0;
}

int sysinfo_path_dev(const char *path, dev_t *dev)
{
	char real[PATH_MAX], sys[PATH_MAX];
	struct mount_entry *m;
	struct stat st;
	int ret = -ENOENT;

	if (real_of(path, real))
		return -ENOENT;
	if (stat(real, &st))
		return -errno;
	if (S_ISBLK(st.st_mode)) {
		*dev = st.st_rdev;
		return 0;
	}
	if (!sysinfo_dev_sysfs(st.st_dev, sys, sizeof(sys))) {
		*dev = st.st_dev;
		return 0;
	}
	m = malloc(sizeof(*m));
	if (!m)
		return -ENOMEM;
	if (!find_mount(real, m) && m->source[0] == '/' &&
	    !stat(m->source, &st) && S_ISBLK(st.st_mode)) {
		*dev = st.st_rdev;
		ret = 0;
	}
	free(m);
	return ret;
}

/* Copy src into dst (n bytes), truncating. */
static void scopy(char *dst, size_t n, const char *src)
{
	size_t len = strlen(src);

	if (len >= n)
		len = n - 1;
	memcpy(dst, src, len);
	dst[len] = '\0';
}

static void add_str(cJSON *o, const char *k, const char *v)
{
	if (v && *v)
		cJSON_AddStringToObject(o, k, v);
}

static void add_num(cJSON *o, const char *k, double v)
{
	if (v >= 0)
		cJSON_AddNumberToObject(o, k, v);
}

static void add_bool(cJSON *o, const char *k, long long v)
{
	if (v >= 0)
		cJSON_AddBoolToObject(o, k, v != 0);
}

/* "key=value" or key: value lines: the value of the first key match. */
static int file_value(const char *path, const char *key, char sep, char *out,
		      size_t n)
{
	FILE *f = fopen(path, "re");
	char line[1024];
	size_t kl = strlen(key);
	int ret = -ENOENT;

	if (!f)
		return -errno;
	while (fgets(line, sizeof(line), f)) {
		char *v;
		size_t len;

		if (strncmp(line, key, kl))
			continue;
		v = line + kl;
		while (*v == ' ' || *v == '\t')
			v++;
		if (*v != sep)
			continue;
		v++;
		while (*v == ' ' || *v == '\t' || *v == '"')
			v++;
		len = strcspn(v, "\n");
		while (len && (v[len - 1] == '"' || v[len - 1] == ' '))
			len--;
		snprintf(out, n, "%.*s", (int)len, v);
		ret = 0;
		break;
	}
	fclose(f);
	return ret;
}

static void add_cpu(cJSON *root)
{
	cJSON *cpu = cJSON_AddObjectToObject(root, "cpu");
	char model[256];

	if (!cpu)
		return;
	if (!file_value("/proc/cpuinfo", "model name", ':', model,
			sizeof(model)) ||
	    !file_value("/proc/cpuinfo", "Hardware", ':', model,
			sizeof(model)) ||
	    !file_value("/proc/cpuinfo", "cpu model", ':', model,
			sizeof(model)))
		add_str(cpu, "model", model);
	add_num(cpu, "count", (double)sysconf(_SC_NPROCESSORS_ONLN));
	add_num(cpu, "configured", (double)sysconf(_SC_NPROCESSORS_CONF));
}

static void add_virt(cJSON *root)
{
	cJSON *v = cJSON_AddObjectToObject(root, "virtualization");
	char buf[256];

	if (!v)
		return;
#if defined(__x86_64__) || defined(__i386__)
	{
		unsigned a, b, c, d;

		if (__get_cpuid(1, &a, &b, &c, &d) && (c & (1u << 31))) {
			char sig[13];

			__cpuid(0x40000000, a, b, c, d);
			memcpy(sig, &b, 4);
			memcpy(sig + 4, &c, 4);
			memcpy(sig + 8, &d, 4);
			sig[12] = '\0';
			cJSON_AddStringToObject(v, "hypervisor_signature", sig);
			if (!strncmp(sig, "KVMKVMKVM", 9))
				cJSON_AddStringToObject(v, "hypervisor", "KVM");
			else if (!strcmp(sig, "Microsoft Hv"))
				cJSON_AddStringToObject(v, "hypervisor",
							"Hyper-V");
			else if (!strcmp(sig, "VMwareVMware"))
				cJSON_AddStringToObject(v, "hypervisor",
							"VMware");
			else if (!strncmp(sig, "XenVMMXenVMM", 12))
				cJSON_AddStringToObject(v, "hypervisor", "Xen");
			else if (!strcmp(sig, "TCGTCGTCGTCG"))
				cJSON_AddStringToObject(v, "hypervisor",
							"QEMU TCG");
			else if (!strcmp(sig, "VBoxVBoxVBox"))
				cJSON_AddStringToObject(v, "hypervisor",
							"VirtualBox");
			else if (!strncmp(sig, "bhyve", 5))
				cJSON_AddStringToObject(v, "hypervisor",
							"bhyve");
		}
	}
#endif
	if (sysinfo_read("/sys/hypervisor/type", buf, sizeof(buf)) > 0)
		add_str(v, "sys_hypervisor_type", buf);
	if (sysinfo_read("/sys/class/dmi/id/sys_vendor", buf, sizeof(buf)) > 0)
		add_str(v, "dmi_sys_vendor", buf);
	if (sysinfo_read("/sys/class/dmi/id/product_name", buf, sizeof(buf)) >
	    0)
		add_str(v, "dmi_product_name", buf);
	if (!access("/.dockerenv", F_OK))
		cJSON_AddStringToObject(v, "container", "docker");
	else if (!access("/run/.containerenv", F_OK))
		cJSON_AddStringToObject(v, "container", "podman");
}

/* The whole-disk sysfs directory: a partition's parent. */
static void whole_disk(const char *sys, char *whole, size_t n)
{
	char p[PATH_MAX + 16];

	snprintf(p, sizeof(p), "%s/partition", sys);
	snprintf(whole, n, "%s", sys);
	if (!access(p, F_OK)) {
		char *slash = strrchr(whole, '/');

		if (slash)
			*slash = '\0';
	}
}

/*
 * Interrupts that carry no I/O completions: virtio's configuration change
 * vector, and an NVMe controller's admin queue (nvme0q0).
 */
static int irq_is_control(const char *name)
{
	size_t len = strlen(name);

	if (strstr(name, "config"))
		return 1;
	return !strncmp(name, "nvme", 4) && len > 2 &&
	       !strcmp(name + len - 2, "q0");
}

/* sysinfo_irq_cpus for the sysfs directory of a whole disk. */
static int irq_cpus_of(const char *whole, cpu_set_t *set)
{
	char dir[PATH_MAX], p[PATH_MAX + 64], buf[1024], name[128];
	DIR *d = NULL;
	struct dirent *e;
	int found = 0;

	CPU_ZERO(set);
	snprintf(p, sizeof(p), "%s/device", whole);
	if (!realpath(p, dir))
		return -ENOENT;
	/* the PCI function that owns the vectors: the device or a parent
	 * (virtio1 -> 0000:00:02.0; nvme0 -> ...; sda -> its host bus
	 * adapter a few levels up) */
	for (int up = 0; up < 8 && !d; up++) {
		char *slash;

		snprintf(p, sizeof(p), "%s/msi_irqs", dir);
		d = opendir(p);
		if (d)
			break;
		slash = strrchr(dir, '/');
		if (!slash || slash == dir || !strcmp(dir, "/sys/devices"))
			return -ENOENT;
		*slash = '\0';
	}
	if (!d)
		return -ENOENT;
	while ((e = readdir(d))) {
		char *end;
		unsigned long irq = strtoul(e->d_name, &end, 10);
		cpu_set_t one;

		if (e->d_name[0] < '0' || e->d_name[0] > '9' || *end)
			continue;
		/* the handler's name, as /proc/interrupts shows it */
		snprintf(p, sizeof(p), "/sys/kernel/irq/%lu/actions", irq);
		if (sysinfo_read(p, name, sizeof(name)) > 0 &&
		    irq_is_control(name))
			continue;
		snprintf(p, sizeof(p), "/proc/irq/%lu/effective_affinity_list",
			 irq);
		if (sysinfo_read(p, buf, sizeof(buf)) <= 0) {
			snprintf(p, sizeof(p),
				 "/proc/irq/%lu/smp_affinity_list", irq);
			if (sysinfo_read(p, buf, sizeof(buf)) <= 0)
				continue;
		}
		if (cpulist_parse(buf, &one))
			continue;
		CPU_OR(set, set, &one);
		found = 1;
	}
	closedir(d);
	return found ? 0 : -ENOENT;
}

int sysinfo_irq_cpus(const char *path, cpu_set_t *set, char *disk, size_t n)
{
	char sys[PATH_MAX], whole[PATH_MAX + 16];
	dev_t dev;

	CPU_ZERO(set);
	if (n)
		disk[0] = '\0';
	if (sysinfo_path_dev(path, &dev) ||
	    sysinfo_dev_sysfs(dev, sys, sizeof(sys)))
		return -ENOENT;
	whole_disk(sys, whole, sizeof(whole));
	if (n)
		scopy(disk, n,
		      strrchr(whole, '/') ? strrchr(whole, '/') + 1 : whole);
	return irq_cpus_of(whole, set);
}

static void add_device(cJSON *root, dev_t dev, struct sysinfo_desc *d)
{
	char sys[PATH_MAX], whole[PATH_MAX], buf[512];
	cJSON *o;
	const char *name;
	long long v;

	if (sysinfo_dev_sysfs(dev, sys, sizeof(sys)))
		return;
	o = cJSON_AddObjectToObject(root, "device");
	if (!o)
		return;
	whole_disk(sys, whole, sizeof(whole));
	name = strrchr(whole, '/') ? strrchr(whole, '/') + 1 : whole;
	scopy(d->device, sizeof(d->device), name);
	add_str(o, "name", name);
	if (strcmp(sys, whole)) {
		const char *pn = strrchr(sys, '/') + 1;

		scopy(d->partition, sizeof(d->partition), pn);
		add_str(o, "partition", pn);
		add_num(o, "partition_size_bytes",
			(double)attr_ll(sys, "size") * 512);
	}
	snprintf(buf, sizeof(buf), "%u:%u", major(dev), minor(dev));
	add_str(o, "dev", buf);
	if (attr(whole, "device/model", buf, sizeof(buf))) {
		scopy(d->device_model, sizeof(d->device_model), buf);
		add_str(o, "model", buf);
	}
	if (attr(whole, "device/vendor", buf, sizeof(buf)))
		add_str(o, "vendor", buf);
	if (attr(whole, "device/firmware_rev", buf, sizeof(buf)) ||
	    attr(whole, "device/rev", buf, sizeof(buf)))
		add_str(o, "firmware", buf);
	if (attr(whole, "dm/name", buf, sizeof(buf)))
		add_str(o, "dm_name", buf);
	if (attr(whole, "loop/backing_file", buf, sizeof(buf)))
		add_str(o, "loop_backing_file", buf);
	if (attr(whole, "serial", buf, sizeof(buf)) ||
	    attr(whole, "device/serial", buf, sizeof(buf))) {
		char hex[65];

		util_sha256_hex_of(buf, strlen(buf), hex);
		add_str(o, "serial_sha256", hex);
	}
	add_num(o, "size_bytes", (double)attr_ll(whole, "size") * 512);
	v = attr_ll(whole, "queue/rotational");
	d->rotational = v < 0 ? -1 : v != 0;
	add_bool(o, "rotational", v);
	v = attr_ll(whole, "queue/logical_block_size");
	d->logical_block_size = v > 0 ? (unsigned)v : 0;
	add_num(o, "logical_block_size", (double)v);
	add_num(o, "physical_block_size",
		(double)attr_ll(whole, "queue/physical_block_size"));
	if (attr(whole, "queue/scheduler", buf, sizeof(buf))) {
		char *l = strchr(buf, '['), *r = l ? strchr(l, ']') : NULL;

		if (l && r) {
			*r = '\0';
			add_str(o, "scheduler", l + 1);
		} else {
			add_str(o, "scheduler", buf);
		}
	}
	add_num(o, "nr_requests", (double)attr_ll(whole, "queue/nr_requests"));
	v = attr_ll(whole, "queue/io_poll");
	d->io_poll = v < 0 ? -1 : v != 0;
	add_bool(o, "io_poll", v);
	if (attr(whole, "queue/write_cache", buf, sizeof(buf)))
		add_str(o, "write_cache", buf);
	add_num(o, "max_sectors_kb",
		(double)attr_ll(whole, "queue/max_sectors_kb"));
	add_bool(o, "removable", attr_ll(whole, "removable"));
	{
		cpu_set_t irq;

		if (!irq_cpus_of(whole, &irq))
			add_str(o, "irq_cpus",
				cpulist_format(&irq, buf, sizeof(buf)));
	}
}

int sysinfo_collect(const char *path, struct sysinfo_desc *d)
{
	cJSON *root = cJSON_CreateObject(), *t;
	char real[PATH_MAX], buf[512];
	struct mount_entry *m = calloc(1, sizeof(*m));
	struct utsname u;
	struct stat st;
	dev_t dev;
	long pages, psize;
	int ret = -ENOMEM;

	memset(d, 0, sizeof(*d));
	d->rotational = d->io_poll = -1;
	if (!root || !m)
		goto out;
	if (!gethostname(d->host, sizeof(d->host) - 1))
		add_str(root, "hostname", d->host);
	if (!uname(&u)) {
		t = cJSON_AddObjectToObject(root, "kernel");
		if (t) {
			add_str(t, "sysname", u.sysname);
			add_str(t, "release", u.release);
			add_str(t, "version", u.version);
			add_str(t, "machine", u.machine);
		}
	}
	if (!file_value("/etc/os-release", "PRETTY_NAME", '=', buf,
			sizeof(buf)))
		add_str(root, "distro", buf);
	add_cpu(root);
	pages = sysconf(_SC_PHYS_PAGES);
	psize = sysconf(_SC_PAGESIZE);
	if (pages > 0 && psize > 0)
		add_num(root, "memory_bytes", (double)pages * (double)psize);
	add_virt(root);

	t = cJSON_AddObjectToObject(root, "target");
	if (t) {
		add_str(t, "path", path);
		if (!stat(path, &st))
			add_str(t, "type",
				S_ISBLK(st.st_mode)   ? "block"
				: S_ISREG(st.st_mode) ? "file"
						      : "other");
		else
			add_str(t, "type", "new file");
		if (!real_of(path, real) && !find_mount(real, m) &&
		    !(stat(path, &st) == 0 && S_ISBLK(st.st_mode))) {
			scopy(d->fs_type, sizeof(d->fs_type), m->fstype);
			scopy(d->mount_point, sizeof(d->mount_point), m->point);
			add_str(t, "fs_type", m->fstype);
			add_str(t, "mount_point", m->point);
			add_str(t, "mount_source", m->source);
			add_str(t, "mount_options", m->options);
			add_str(t, "super_options", m->super);
		}
	}
	if (!sysinfo_path_dev(path, &dev))
		add_device(root, dev, d);
	d->json = cJSON_PrintUnformatted(root);
	if (!d->json)
		goto out;
	ret = 0;
out:
	cJSON_Delete(root);
	free(m);
	return ret;
}

void sysinfo_release(struct sysinfo_desc *d)
{
	free(d->json);
	d->json = NULL;
}
