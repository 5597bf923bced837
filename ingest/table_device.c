/*
 * The device a label names: see table_device.h.
 */
#include "ingest/table_device.h"

#include <string.h>
#include <strings.h>

#include "ingest/lines.h"
#include "model/units.h"

static int has_alpha_digit(const char *s, size_t n)
{
	int a = 0, d = 0;

	for (size_t i = 0; i < n; i++) {
		if ((s[i] >= 'a' && s[i] <= 'z') ||
		    (s[i] >= 'A' && s[i] <= 'Z'))
			a = 1;
		else if (s[i] >= '0' && s[i] <= '9')
			d = 1;
	}
	return a && d;
}

/* A word that can be a model number: ASCII, no '/', not "560MB". */
static int model_word(const char *s, size_t n)
{
	size_t i = 0;

	for (size_t k = 0; k < n; k++)
		if ((unsigned char)s[k] >= 0x80 || s[k] == '/' || s[k] == '=')
			return 0;
	while (i < n &&
	       ((s[i] >= '0' && s[i] <= '9') || s[i] == '.' || s[i] == ','))
		i++;
	/* digits then a short unit: a figure, not a model */
	if (i && n - i <= 4)
		return 0;
	/* "6.17.9-1-pve", "5.15.0-91-generic", "6.8-rc3": a release
	 * (a kernel's, a firmware's), numbers apart by dots then '-' or '+'
	 * and its flavour, no drive's model */
	if (i && i < n && (s[i] == '-' || s[i] == '+') && memchr(s, '.', i) &&
	    s[0] != '.' && s[i - 1] != '.' && s[0] != ',' && !memchr(s, ',', i))
		return 0;
	/* "ext4Only", "btrfs-luks": a configuration named after its
	 * file system, no drive's model */
	if (line_filesystem_word(s, n))
		return 0;
	/* "RAID10", "RAIDZ2": an array's level */
	if (n >= 5 && !strncasecmp(s, "raid", 4))
		return 0;
	/* "seekinc1", "tank2", "test10": a lower-case name numbered by a
	 * trailing digit or two is a setting or a pool, no drive's model
	 * (models mix capitals or put digits inside: "sn850x", "ST4000") */
	{
		size_t k = 0;

		while (k < n && s[k] >= 'a' && s[k] <= 'z')
			k++;
		if (k >= 4 && n - k >= 1 && n - k <= 2 && s[k] >= '0' &&
		    s[k] <= '9' &&
		    (n - k == 1 || (s[k + 1] >= '0' && s[k + 1] <= '9')))
			return 0;
	}
	/* "osd.12": a Ceph daemon, no drive's model */
	if (n > 4 && !strncasecmp(s, "osd.", 4)) {
		size_t k = 4;

		while (k < n && s[k] >= '0' && s[k] <= '9')
			k++;
		if (k == n)
			return 0;
	}
	/* "ZSTD-1", "gzip-9", "zstd:3": a file system's compression level */
	{
		static const char *const codecs[] = {"zstd", "gzip", "lz4",
						     "lzjb", NULL};

		for (size_t k = 0; codecs[k]; k++) {
			size_t c = strlen(codecs[k]);

			if (n > c + 1 && !strncasecmp(s, codecs[k], c) &&
			    (s[c] == '-' || s[c] == ':'))
				return 0;
		}
	}
	/* "2x960G", "4x2TB": a count of drives and their size */
	if (i && i < n && (s[i] == 'x' || s[i] == 'X')) {
		size_t k = i + 1, d = k;

		while (k < n && ((s[k] >= '0' && s[k] <= '9') || s[k] == '.'))
			k++;
		if (k > d && n - k <= 3)
			return 0;
	}
	return 1;
}

/* "1.2TB", "480GB", "1TB": a capacity; bytes or -1. */
static int64_t capacity_of(const char *s, size_t n)
{
	char buf[32];
	const char *e = NULL;
	double x;

	if (n >= sizeof(buf) || n < 3)
		return -1;
	memcpy(buf, s, n);
	buf[n] = '\0';
	if (strcasecmp(buf + n - 2, "TB") && strcasecmp(buf + n - 2, "GB"))
		return -1;
	if (units_size(buf, &e, UNITS_DECIMAL, UNITS_COMMA_NONE, &x) || !e ||
	    *e)
		return -1;
	return units_int64(x);
}

/* "Xeon", "Ryzen", "EPYC": the processor's family; the model after it is
 * the processor's, no drive's ("Intel Xeon E-2276G / 2x960G NVMe"). */
static int cpu_word(const char *s, size_t n)
{
	static const char *const fam[] = {
	    "Xeon",    "Core",	 "Ryzen",      "EPYC",	 "Celeron",
	    "Pentium", "Atom",	 "Opteron",    "Athlon", "Threadripper",
	    "Cortex",  "Phenom", "Snapdragon", NULL,
	};

	return word_listed(s, n, fam, 1);
}

/* "NUC", "ThinkPad", "Raspberry", "Odroid", "MacBook": a computer's
 * family, glued to its model or not ("NUC15", "RPi4", "Odroid-H3+"); the
 * model after it is the computer's, no drive's ("ASUS NUC15"). */
static int computer_word(const char *s, size_t n)
{
	static const char *const fam[] = {
	    "ThinkPad",	 "ThinkCentre", "ThinkStation", "MacBook",    "iMac",
	    "Raspberry", "Jetson",	"ZimaBoard",	"Chromebook", NULL,
	};
	/* the families whose model is written glued to the name */
	static const char *const glued[] = {"NUC", "RPi", "Odroid", "ThinkPad",
					    NULL};

	if (word_listed(s, n, fam, 1))
		return 1;
	for (size_t k = 0; glued[k]; k++) {
		size_t g = strlen(glued[k]);

		if (n >= g && !strncasecmp(s, glued[k], g) &&
		    (n == g || (s[g] >= '0' && s[g] <= '9') || s[g] == '-'))
			return 1;
	}
	return 0;
}

void table_device_of(const char *label, struct table_device *d)
{
	const char *p = label;
	int first = 1, after_cpu = 0;

	memset(d, 0, sizeof(*d));
	d->capacity = -1;
	while (*p) {
		const char *s;
		size_t n;
		int64_t cap;

		while (*p == ' ' || *p == '(' || *p == ')' || *p == ',' ||
		       *p == '[' || *p == ']')
			p++;
		s = p;
		while (*p && *p != ' ' && *p != '(' && *p != ')' && *p != ',' &&
		       *p != '[' && *p != ']')
			p++;
		n = (size_t)(p - s);
		if (!n)
			continue;
		cap = capacity_of(s, n);
		if (cpu_word(s, n) || computer_word(s, n) ||
		    ((s[0] == 'i' || s[0] == 'I') && n > 3 && s[1] >= '3' &&
		     s[1] <= '9' && s[2] == '-')) {
			/* "i7-4790K" is a processor; so is "E-2276G" after
			 * "Xeon"; "X1" after "ThinkPad" a computer */
			after_cpu = 1;
			first = 0;
			continue;
		}
		if (after_cpu) {
			after_cpu = 0;
			if (has_alpha_digit(s, n)) {
				first = 0;
				continue;
			}
		}
		if (cap > 0) {
			if (d->capacity < 0)
				d->capacity = cap;
		} else if (!d->model[0] && n >= 5 && n < sizeof(d->model) &&
			   has_alpha_digit(s, n) && model_word(s, n)) {
			memcpy(d->model, s, n);
			d->model[n] = '\0';
		} else if (first && n < sizeof(d->vendor) &&
			   !has_alpha_digit(s, n) && (unsigned char)*s < 0x80 &&
			   ((*s >= 'a' && *s <= 'z') ||
			    (*s >= 'A' && *s <= 'Z'))) {
			memcpy(d->vendor, s, n);
			d->vendor[n] = '\0';
		}
		first = 0;
	}
}
