/*
 * Lint rules: physics.  A rate above the ceiling of the interface the
 * device is stated to sit on, a hard disk doing more random I/Os than its
 * spindle allows, a latency below what any device answers in.  The
 * interface and the device class come only from what is stated (a
 * datasheet's interface, the words of a device model or label): where
 * they are unknown, the rules stay silent.
 */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "report/lint.h"

/* ---- interfaces --------------------------------------------------------- */

/* Case-insensitive substring. */
static const char *find(const char *hay, const char *needle)
{
	size_t n = strlen(needle);

	for (; hay && *hay; hay++)
		if (!strncasecmp(hay, needle, n))
			return hay;
	return NULL;
}

/* needle as a word: not preceded or followed by a letter or digit. */
static const char *find_word(const char *hay, const char *needle)
{
	size_t n = strlen(needle);

	for (const char *p = hay; p && (p = find(p, needle)); p++) {
		if ((p == hay || !isalnum((unsigned char)p[-1])) &&
		    !isalnum((unsigned char)p[n]))
			return p;
	}
	return NULL;
}

/* The lane count after "x" ("x4", "x 4"); 0 when none. */
static int lanes(const char *s)
{
	for (const char *p = s; (p = find(p, "x")); p++) {
		const char *q = p + 1;

		if (p > s && isalnum((unsigned char)p[-1]))
			continue;
		while (*q == ' ')
			q++;
		if (isdigit((unsigned char)*q)) {
			int n = atoi(q);

			if (n == 1 || n == 2 || n == 4 || n == 8 || n == 16)
				return n;
		}
	}
	return 0;
}

/* The PCIe generation stated: "PCIe 4.0", "Gen4", "PCIe Gen 3". */
static int pcie_gen(const char *s)
{
	const char *p = find(s, "gen");

	if (p) {
		p += 3;
		while (*p == ' ')
			p++;
		if (*p >= '1' && *p <= '5' && !isdigit((unsigned char)p[1]))
			return *p - '0';
	}
	p = find(s, "pcie");
	if (!p)
		p = find(s, "pci express");
	if (!p)
		return 0;
	while (*p && !isdigit((unsigned char)*p))
		p++;
	if (*p >= '1' && *p <= '5' && (p[1] == '.' || p[1] == ' ' || !p[1]))
		return *p - '0';
	return 0;
}

double lint_interface_ceiling(const char *t, const char **name)
{
	/* payload bytes/s per PCIe lane: gen1/2 8b/10b, gen3+ 128b/130b */
	static const double pcie_lane[] = {0,	    250e6,  500e6,
					   984.6e6, 1969e6, 3938e6};
	static char pname[48];
	const char *dummy;

	if (!name)
		name = &dummy;
	if (!t)
		return NAN;
	if (find(t, "usb")) {
		if (find(t, "2x2")) {
			*name = "USB 3.2 Gen 2x2 (20 Gb/s)";
			return 2424e6;
		}
		if (find(t, "gen 2") || find(t, "gen2") ||
		    find(t, "usb 3.1 gen 2") || find(t, "10gbps") ||
		    find(t, "10 gbps")) {
			*name = "USB 3.x Gen 2 (10 Gb/s, 128b/132b)";
			return 1212e6;
		}
		if (find(t, "usb 3") || find(t, "usb3") || find(t, "gen 1") ||
		    find(t, "gen1")) {
			*name = "USB 3.x Gen 1 (5 Gb/s, 8b/10b)";
			return 500e6;
		}
		if (find(t, "usb 2") || find(t, "usb2")) {
			*name = "USB 2.0 (480 Mb/s)";
			return 60e6;
		}
		return NAN;
	}
	if (find_word(t, "sata") || find(t, "serial ata")) {
		if (find(t, "1.5 gb") || find(t, "1.5gb") ||
		    find_word(t, "sata i") || find_word(t, "sata 1") ||
		    find_word(t, "sata-i")) {
			*name = "SATA 1.5 Gb/s";
			return 150e6;
		}
		if (find(t, "3 gb") || find(t, "3gb") || find(t, "3.0 gb") ||
		    find_word(t, "sata ii") || find_word(t, "sata 2") ||
		    find_word(t, "sata-ii")) {
			*name = "SATA 3 Gb/s";
			return 300e6;
		}
		/* SATA III / 6 Gb/s is the fastest SATA there is */
		*name = "SATA 6 Gb/s (8b/10b)";
		return 600e6;
	}
	if (find_word(t, "sas") || find(t, "sas-")) {
		/* per lane; a dual-ported drive may use two */
		if (find(t, "sas-4") || find(t, "24g") || find(t, "22.5")) {
			*name = "SAS-4 24G, two ports";
			return 2 * 2400e6;
		}
		if (find(t, "sas-3") || find(t, "sas3") || find(t, "12g") ||
		    find(t, "12 g")) {
			*name = "SAS-3 12 Gb/s, two ports";
			return 2 * 1200e6;
		}
		if (find(t, "sas-2") || find(t, "sas2") || find(t, "6g") ||
		    find(t, "6 g")) {
			*name = "SAS-2 6 Gb/s, two ports";
			return 2 * 600e6;
		}
		return NAN;
	}
	if (find(t, "pcie") || find(t, "pci express") || find(t, "nvme")) {
		int g = pcie_gen(t), l = lanes(t);

		if (!g || !l)
			return NAN;
		snprintf(pname, sizeof(pname), "PCIe gen %d x%d", g, l);
		*name = pname;
		return pcie_lane[g] * l;
	}
	if (find(t, "10gbe") || find(t, "10 gbe") || find(t, "10gbit")) {
		*name = "10 Gb Ethernet";
		return 1250e6;
	}
	if (find(t, "1gbe") || find(t, "1 gbe") || find(t, "gigabit")) {
		*name = "1 Gb Ethernet";
		return 125e6;
	}
	return NAN;
}

int lint_names_hdd(const char *t, int *rpm)
{
	const char *p;

	*rpm = 0;
	if (!t || find(t, "sshd") || find(t, "hybrid"))
		return 0;
	for (p = t; (p = find(p, "rpm")); p++) {
		const char *q = p;

		while (q > t && q[-1] == ' ')
			q--;
		if (q > t && (q[-1] == 'k' || q[-1] == 'K')) {
			const char *d = q - 1;

			while (d > t &&
			       (isdigit((unsigned char)d[-1]) || d[-1] == '.'))
				d--;
			double k = atof(d) * 1000;

			/* "7.2k rpm"; digits past any disk's speed: none
			 * (a double too big for an int is never cast) */
			if (d < q - 1 && k >= 0 && k <= 1e6)
				*rpm = (int)k;
		} else {
			const char *d = q;

			while (d > t && isdigit((unsigned char)d[-1]))
				d--;
			long k = strtol(d, NULL, 10);

			/* strtol, not atoi: atoi's overflow is undefined */
			if (d < q && k <= 1000000)
				*rpm = (int)k;
		}
		if (*rpm >= 3600 && *rpm <= 15000)
			return 1;
		*rpm = 0;
	}
	return find_word(t, "hdd") || find(t, "hard disk") ||
	       find(t, "hard drive");
}

/* ---- what is stated about an item's device ------------------------------ */

/* The datasheet figure whose model the run names, or NULL. */
static const struct iodb_spec *spec_of(const struct lint_set *s,
				       const struct iodb_run *r)
{
	const char *names[3] = {r->device_model, r->device, r->label};

	for (size_t k = 0; k < s->n_specs; k++) {
		const char *m = s->specs[k]->model;

		if (!m || strlen(m) < 4)
			continue;
		for (int i = 0; i < 3; i++)
			if (names[i] && find(names[i], m))
				return s->specs[k];
	}
	return NULL;
}

struct device_facts {
	double ceiling;
	const char *iface;
	int hdd, rpm;
};

static void facts(const struct lint_set *s, const struct iodb_run *r,
		  struct device_facts *f)
{
	const struct iodb_spec *sp = spec_of(s, r);
	const char *texts[4] = {sp ? sp->interface : NULL, r->device_model,
				r->device, r->label};

	f->ceiling = NAN;
	f->iface = NULL;
	f->hdd = 0;
	f->rpm = 0;
	for (int i = 0; i < 4; i++) {
		int rpm;

		if (isnan(f->ceiling))
			f->ceiling =
			    lint_interface_ceiling(texts[i], &f->iface);
		if (!f->hdd && lint_names_hdd(texts[i], &rpm)) {
			f->hdd = 1;
			f->rpm = rpm;
		}
	}
}

/* ---- the rules ---------------------------------------------------------- */

static const char why_ceiling[] =
    "no device moves more data than its interface carries (payload rate "
    "after line coding); a higher figure measured a cache or was read in "
    "the wrong unit";
static const char why_hdd[] =
    "a random I/O on a hard disk waits for the platter: on average half a "
    "rotation (2 ms at 15,000 rpm) plus a seek; more I/Os per second than "
    "that allows were answered by a cache";
static const char why_hdd_lat[] =
    "a hard disk cannot answer a random I/O faster than half a rotation on "
    "average (2 ms at 15,000 rpm); a lower mean latency was a cache's";
static const char why_floor[] =
    "no storage device completes an I/O through the kernel in under 2 us; "
    "a lower mean latency is the page cache's";

static int is_cached_read(const struct iodb_result *r)
{
	const char *name = r->test ? r->test : r->job;

	return name && strstr(name, "cached");
}

/* The queue depth x threads, or 1 for a synchronous tool, or -1. */
static int64_t in_flight(const struct iodb_run *run,
			 const struct iodb_result *r)
{
	const char *tool = run->tool ? run->tool : "";

	if (r->cond.iodepth > 0)
		return r->cond.iodepth *
		       (r->cond.numjobs > 0 ? r->cond.numjobs : 1);
	if (!strcasecmp(tool, "iozone") || !strcasecmp(tool, "dd") ||
	    !strcasecmp(tool, "hdparm"))
		return r->cond.numjobs > 0 ? r->cond.numjobs : 1;
	return -1;
}

static int rule_item(struct lint_set *s, size_t i)
{
	const struct iodb_run *run = s->items[i].run;
	const struct iodb_result *r = s->items[i].res;
	struct device_facts f;
	double bw = r->bw_bytes;
	int ret = 0, hdd_fired = 0;

	facts(s, run, &f);
	if (isnan(bw) && !isnan(r->iops) && r->cond.bs > 0)
		bw = r->iops * (double)r->cond.bs;
	if (!isnan(f.ceiling) && !isnan(bw) && bw > f.ceiling * 1.02 &&
	    !is_cached_read(r))
		ret = lint_add(s, i, "interface-ceiling", "physics",
			       why_ceiling, -1,
			       "%.4g MB/s is above the %.4g MB/s a %s link "
			       "carries",
			       bw / 1e6, f.ceiling / 1e6, f.iface);
	if (!ret && f.hdd && r->cond.pattern == IODB_PATTERN_RAND &&
	    r->cond.bs > 0 && r->cond.bs <= 65536 && !isnan(r->iops)) {
		int rpm = f.rpm ? f.rpm : 15000;
		double half_rot = 30.0 / rpm; /* seconds */
		int64_t q = in_flight(run, r);
		/* queued I/Os are reordered by the drive: allow far more */
		double limit = q == 1 ? 1 / half_rot : 6 / half_rot;

		if (q > 0 && r->iops > limit) {
			hdd_fired = 1;
			ret = lint_add(
			    s, i, "hdd-random-iops", "physics", why_hdd, -1,
			    "a hard disk at %.6g random IOPS (%s"
			    "%" PRId64 " in flight); %d rpm allows about "
			    "%.0f",
			    r->iops, f.rpm ? "" : "at most 15,000 rpm, ", q,
			    rpm, limit);
		}
	}
	if (!ret && !hdd_fired && f.hdd &&
	    r->cond.pattern == IODB_PATTERN_RAND && !isnan(r->lat.mean) &&
	    in_flight(run, r) == 1) {
		int rpm = f.rpm ? f.rpm : 15000;

		if (r->lat.mean < 30e9 / rpm)
			ret = lint_add(s, i, "hdd-latency", "physics",
				       why_hdd_lat, -1,
				       "a hard disk answering random I/Os in "
				       "%.4g us on average",
				       r->lat.mean / 1e3);
	}
	if (!ret && r->cond.direct == 1 && !isnan(r->lat.mean) &&
	    r->lat.mean > 0 && r->lat.mean < 2000)
		ret = lint_add(s, i, "latency-floor", "physics", why_floor, -1,
			       "direct I/O with a mean latency of %.3g us",
			       r->lat.mean / 1e3);
	return ret;
}

int lint_rules_physics(struct lint_set *s)
{
	int ret = 0;

	for (size_t i = 0; i < s->n_items && !ret; i++)
		ret = rule_item(s, i);
	return ret;
}
