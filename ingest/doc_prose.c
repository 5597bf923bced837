/*
 * The system a sentence of prose names (doc_prose.h).  Conservative: a
 * sentence that names two systems, or compares, names none; so does one
 * that only mentions a tool ("I ran dd").
 */
#include "ingest/doc_prose.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "ingest/lines.h"
#include "ingest/testnames.h"

#define MAX_TOKENS   96
#define MAX_NAMES    8
#define NAME_MAX_LEN 64

enum tok_kind { TOK_OTHER, TOK_TERM, TOK_NAME, TOK_NOUN };

struct tok {
	size_t a, b; /* bytes [a, b) of the sentence */
	enum tok_kind kind;
	int cap;   /* a word with a capital that may make a model name */
	int digit; /* holds a digit */
};

struct span {
	size_t a, b;
};

static int is_alnum(char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
	       (c >= 'A' && c <= 'Z');
}

/* "md10", "sdb1", "nvme0n1p2", "mmcblk0", "vda", "xvdf": a kernel disk. */
static int kernel_disk(const char *w, size_t n)
{
	size_t i = 0;

	if (n >= 3 && w[0] == 'm' && w[1] == 'd' &&
	    isdigit((unsigned char)w[2])) {
		for (i = 2; i < n && isdigit((unsigned char)w[i]); i++)
			;
		/* "md5" is a checksum far more often than an array */
		return i == n && !(n == 3 && w[2] == '5');
	}
	if (n >= 5 && !memcmp(w, "nvme", 4) && isdigit((unsigned char)w[4])) {
		for (i = 4; i < n && (isdigit((unsigned char)w[i]) ||
				      w[i] == 'n' || w[i] == 'p');
		     i++)
			;
		return i == n;
	}
	if (n >= 7 && !memcmp(w, "mmcblk", 6)) {
		for (i = 6;
		     i < n && (isdigit((unsigned char)w[i]) || w[i] == 'p');
		     i++)
			;
		return i == n && isdigit((unsigned char)w[6]);
	}
	if (n >= 3 &&
	    (!memcmp(w, "sd", 2) || !memcmp(w, "vd", 2) || !memcmp(w, "hd", 2)))
		i = 2;
	else if (n >= 4 && !memcmp(w, "xvd", 3))
		i = 3;
	else
		return 0;
	if (!(w[i] >= 'a' && w[i] <= 'z'))
		return 0;
	i++;
	if (i < n && w[i] >= 'a' && w[i] <= 'z' && w[0] == 's')
		i++; /* "sdaa" */
	while (i < n && isdigit((unsigned char)w[i]))
		i++;
	return i == n;
}

/* A storage-kind term written in Latin letters, as a token. */
static int storage_term(const char *w, size_t n)
{
	static const char *const exact[] = {
	    "SSD",	  "HDD",	 "NVMe",      "NVME",	   "SATA",
	    "ssd",	  "nvme",	 "SAS",	      "eMMC",	   "EMMC",
	    "microSD",	  "MicroSD",	 "microSDHC", "microSDXC", "SDHC",
	    "SDXC",	  "USB",	 "USB2",      "USB3",	   "LVM",
	    "ZFS",	  "zfs",	 "zpool",     "btrfs",	   "Btrfs",
	    "BTRFS",	  "ext2",	 "ext3",      "ext4",	   "EXT4",
	    "xfs",	  "XFS",	 "NTFS",      "exFAT",	   "FAT32",
	    "F2FS",	  "f2fs",	 "tmpfs",     "ramdisk",   "RAMdisk",
	    "Ramdisk",	  "Ceph",	 "CephFS",    "ceph",	   "cephfs",
	    "RBD",	  "NFS",	 "SMB",	      "CIFS",	   "iSCSI",
	    "GlusterFS",  "Optane",	 "EBS",	      "VM",	   "M.2",
	    "m.2",	  "NAS",	 "SAN",	      "PCIe",	   "HDDs",
	    "SSDs",	  "VMs",	 "SD-Karte",  "SD-Karten", "USB-Stick",
	    "Festplatte", "Festplatten", NULL,
	};
	size_t k = n;

	if (word_listed(w, n, exact, 0))
		return 1;
	/* "RAID", "RAID0", "RAID-10", "raidz2", "RAIDZ" */
	if (n >= 4 && (!strncmp(w, "RAID", 4) || !strncmp(w, "raid", 4))) {
		k = 4;
		if (k < n && (w[k] == 'z' || w[k] == 'Z'))
			k++;
		if (k < n && w[k] == '-')
			k++;
		while (k < n && isdigit((unsigned char)w[k]))
			k++;
		return k == n && (w[0] == 'R' || n > 4);
	}
	return kernel_disk(w, n);
}

/* A lowercase noun that ends a storage name ("the LVM partition"). */
static int storage_noun(const char *w, size_t n)
{
	static const char *const nouns[] = {
	    "partition", "partitions", "volume", "volumes",   "array",
	    "pool",	 "disk",       "disks",	 "drive",     "drives",
	    "card",	 "cards",      "stick",	 "share",     "device",
	    "dataset",	 "filesystem", "mount",	 "enclosure", NULL,
	};

	return word_listed(w, n, nouns, 0);
}

/*
 * A capitalized word that never makes a model name: a sentence's usual
 * first words, units ("a file of 10 Mb": a size, as "10 MB" is), test words,
 * months, operating systems ("Ubuntu 22.04" is no disk).
 */
static int plain_capital(const char *w, size_t n)
{
	static const char *const words[] = {
	    "I",	"A",	   "An",	"The",	   "My",
	    "Our",	"This",	   "That",	"These",   "Those",
	    "Here",	"There",   "It",	"On",	   "In",
	    "For",	"With",	   "And",	"But",	   "Then",
	    "Now",	"So",	   "If",	"When",	   "After",
	    "Before",	"Test",	   "Tests",	"Run",	   "Runs",
	    "Step",	"Part",	   "Figure",	"Fig",	   "Table",
	    "Chapter",	"Section", "Update",	"Edit",	   "Version",
	    "Round",	"Pass",	   "Result",	"Results", "Case",
	    "Example",	"Note",	   "Day",	"B",	   "KB",
	    "MB",	"GB",	   "TB",	"KiB",	   "MiB",
	    "GiB",	"TiB",	   "Kb",	"Mb",	   "Gb",
	    "Tb",	"K",	   "M",		"G",	   "T",
	    "IOPS",	"SEQ",	   "RND",	"QD",	   "Q",
	    "Read",	"Write",   "READ",	"WRITE",   "January",
	    "February", "March",   "April",	"May",	   "June",
	    "July",	"August",  "September", "October", "November",
	    "December", "Jan",	   "Feb",	"Mar",	   "Apr",
	    "Jun",	"Jul",	   "Aug",	"Sep",	   "Sept",
	    "Oct",	"Nov",	   "Dec",	"Windows", "Linux",
	    "Ubuntu",	"Debian",  "Fedora",	"CentOS",  "macOS",
	    "FreeBSD",	"Android", "Kernel",	"Python",  "Java",
	    "Mint",	"Arch",	   "RHEL",	"Rocky",   "Alma",
	    "Raspbian", "OpenBSD", "NetBSD",	NULL,
	};

	return word_listed(w, n, words, 0);
}

/*
 * Words saying the sentence compares or replaces ("faster than the HDD",
 * "compared to the SSD", "instead of", "im Vergleich zur HDD", "face à
 * un SSD PCIe 4.0", "par rapport à"): the
 * system it names may be the other one.  "For comparison, the md3
 * array:", "Zum Vergleich die HDD:" introduce the system they name.
 */
int doc_prose_compares(const char *s, size_t len)
{
	static const char *const words[] = {
	    "than",	      "compared",  "comparing",	 "vs",
	    "versus",	      "unlike",	   "instead",	 "whereas",
	    "replaced",	      "replacing", "verglichen", "vergleicht",
	    "compar\xc3\xa9", "comparado", "comparada",	 "rispetto",
	    "frente",	      NULL,
	};
	static const char *const subs[] = {
	    "\xe3\x82\x88\xe3\x82\x8a", /* より */
	    "\xe6\xaf\x94\xe8\xbc\x83", /* 比較 */
	    "\xe6\xaf\x94\xe8\xbe\x83", /* 比较 */
	    "\xe7\x9b\xb8\xe6\xaf\x94", /* 相比 */
	    "\xe5\xaf\xb9\xe6\xaf\x94", /* 对比 */
	    "\xeb\xb3\xb4\xeb\x8b\xa4", /* 보다 */
	    "\xeb\xb9\x84\xea\xb5\x90", /* 비교 */
	    "\xd1\x87\xd0\xb5\xd0\xbc", /* чем */
	    /* по сравнени(ю): "compared to"; "для сравнения", "for
	     * comparison", introduces the system named next */
	    "\xd0\xbf\xd0\xbe \xd1\x81\xd1\x80\xd0\xb0\xd0\xb2\xd0\xbd",
	    "im Vergleich", /* "zum Vergleich" introduces */
	    "Im Vergleich",
	    "por\xc3\xb3wnan", /* porównan */
	    /* "face à un SSD PCIe 4.0", "par rapport à l'USB 3.2 Gen 2":
	     * against, compared to */
	    "face \xc3\xa0",
	    "par rapport",
	    NULL,
	};

	for (size_t i = 0; i < len;) {
		size_t a = i;

		while (i < len && ((unsigned char)s[i] >= 0x80 ||
				   isalpha((unsigned char)s[i])))
			i++;
		if (i > a && word_listed(s + a, i - a, words, 1))
			return 1;
		if (i == a)
			i++;
	}
	for (size_t k = 0; subs[k]; k++) {
		size_t n = strlen(subs[k]);

		for (size_t i = 0; i + n <= len; i++)
			if (!memcmp(s + i, subs[k], n))
				return 1;
	}
	return 0;
}

/*
 * Whether s (len bytes) calls a drive an old or earlier one ("an old
 * drive (Hitachi ...)", "the previous disk"): not surely the one whose
 * runs follow.
 */
static int prose_old_drive(const char *s, size_t len)
{
	static const char *const olds[] = {"old", "older", "previous", "former",
					   NULL};
	static const char *const drives[] = {"drive", "disk",	 "ssd",
					     "hdd",   "spinner", NULL};

	for (size_t i = 0; i < len;) {
		size_t a = i, b, c;

		while (i < len && isalpha((unsigned char)s[i]))
			i++;
		if (i == a) {
			i++;
			continue;
		}
		for (b = i; b < len && s[b] == ' '; b++)
			;
		for (c = b; c < len && isalpha((unsigned char)s[c]); c++)
			;
		if (word_listed(s + a, i - a, olds, 1) && c > b &&
		    word_listed(s + b, c - b, drives, 1))
			return 1;
	}
	return 0;
}

int doc_prose_one_drive(const char *s, size_t len, char *out, size_t n)
{
	char other[128];
	size_t ol;

	if (!line_drive_model(s, len, out, n) || doc_prose_compares(s, len) ||
	    doc_prose_likens(s, len) || memchr(s, '?', len) ||
	    prose_old_drive(s, len))
		return 0;
	ol = strlen(out);
	for (const char *p = s;
	     (p = memmem(p, len - (size_t)(p - s), out, ol)) != NULL;) {
		p += ol;
		if (line_drive_model(p, len - (size_t)(p - s), other,
				     sizeof(other)) &&
		    strcmp(other, out))
			return 0;
	}
	return 1;
}

/*
 * Whether sentence s (len bytes) likens or judges figures against
 * something ("..., which is typical of 5400 RPM laptop disks.", "that
 * reads a lot like a Seagate Barracuda 2TB to me", "similar to", "on par
 * with", "as expected for", "as fast as"): what it names is what the
 * figures are measured against, not what ran them ("than", "compared"
 * are doc_prose_compares()'s).  "like" counts before an article, a
 * determiner or a figure ("like a", "like the", "like 7200 RPM ..."),
 * not after a subject or "would" ("I'd like the ...", "we like the").
 */
int doc_prose_likens(const char *s, size_t len)
{
	static const char *const of[] = {"typical", "characteristic", NULL};
	static const char *const of_to[] = {"of", "for", NULL};
	static const char *const to[] = {"similar", "comparable", "equivalent",
					 "identical", NULL};
	static const char *const expect[] = {"expect", "expected", NULL};
	static const char *const from[] = {"for", "from", "of", NULL};
	static const char *const with[] = {"par", "line", "consistent", NULL};
	static const char *const asas[] = {"fast", "slow", "quick", "good",
					   "bad",  "high", "low",   NULL};
	static const char *const det[] = {
	    "a",       "an",	 "the",	     "any",  "other", "most",
	    "typical", "normal", "regular",  "your", "his",   "her",
	    "their",   "those",	 "standard", NULL,
	};
	static const char *const subj[] = {
	    "i",     "we",     "you",	 "they",   "would", "do",
	    "don't", "didn't", "really", "also",   "i'd",   "we'd",
	    "you'd", "they'd", "d",	 "should", "might", NULL,
	};
	size_t a[64], b[64], nt = 0;

	if (len < 6 || len > 2000)
		return 0;
	for (size_t i = 0; i < len && nt < 64;) {
		size_t st = i;

		while (i < len && (isalnum((unsigned char)s[i]) ||
				   s[i] == '\'' || (unsigned char)s[i] >= 0x80))
			i++;
		if (i == st) {
			i++;
			continue;
		}
		a[nt] = st;
		b[nt++] = i;
	}
#define W(k) (s + a[k]), (b[k] - a[k])
	for (size_t k = 0; k + 1 < nt; k++) {
		if ((word_listed(W(k), of, 1) &&
		     word_listed(W(k + 1), of_to, 1)) ||
		    (word_listed(W(k), to, 1) && b[k + 1] - a[k + 1] == 2 &&
		     !strncasecmp(s + a[k + 1], "to", 2)) ||
		    (word_listed(W(k), expect, 1) &&
		     word_listed(W(k + 1), from, 1)) ||
		    (word_listed(W(k), with, 1) && b[k + 1] - a[k + 1] == 4 &&
		     !strncasecmp(s + a[k + 1], "with", 4)) ||
		    (k + 2 < nt && b[k] - a[k] == 2 &&
		     !strncasecmp(s + a[k], "as", 2) &&
		     word_listed(W(k + 1), asas, 1) &&
		     b[k + 2] - a[k + 2] == 2 &&
		     !strncasecmp(s + a[k + 2], "as", 2)))
			return 1;
		if (b[k] - a[k] == 4 && !strncasecmp(s + a[k], "like", 4) &&
		    (isdigit((unsigned char)s[a[k + 1]]) ||
		     word_listed(W(k + 1), det, 1)) &&
		    (k == 0 || !word_listed(W(k - 1), subj, 1)))
			return 1;
	}
#undef W
	return 0;
}

/*
 * Storage terms of other scripts and languages (and English phrases of
 * two words), matched as text, case ignored in ASCII: "disque dur",
 * "固态硬盘", "하드 디스크", "жёстк" (a stem, any ending).
 */
static const char *const phrases[] = {
    "hard drive",
    "hard disk",
    "harddrive",
    "harddisk",
    "usb memory stick",
    "memory stick",
    "flash drive",
    "thumb drive",
    "spinning disk",
    "RAM disk",
    "virtual machine",
    "disque dur",
    "disques durs",
    "disco duro",
    "discos duros",
    "disco s\xc3\xb3lido", /* disco sólido */
    "disco r\xc3\xadgido", /* disco rígido */
    "disco rigido",
    "disco fisso",
    "dysk twardy",
    "twardy dysk",
    "pendrive",
    "\xd0\xb6\xd1\x91\xd1\x81\xd1\x82\xd0\xba", /* жёстк */
    "\xd0\xb6\xd0\xb5\xd1\x81\xd1\x82\xd0\xba", /* жестк */
    "\xd1\x84\xd0\xbb\xd0\xb5\xd1\x88\xd0\xba", /* флешк */
    "\xd1\x84\xd0\xbb\xd1\x8d\xd1\x88\xd0\xba", /* флэшк */
    "\xd1\x82\xd0\xb2\xd0\xb5\xd1\x80\xd0\xb4\xd0\xbe\xd1\x82"
    "\xd0\xb5\xd0"
    "\xbb\xd1\x8c\xd0\xbd", /* твердотельн */
    "\xe5\x9b\xba\xe6\x80\x81\xe7\xa1\xac\xe7\x9b\x98", /* 固态硬盘
							 */
    "\xe6\x9c\xba\xe6\xa2\xb0\xe7\xa1\xac\xe7\x9b\x98", /* 机械硬盘
							 */
    "\xe5\x9b\xba\xe6\x85\x8b\xe7\xa1\xac\xe7\xa2\x9f", /* 固態硬碟
							 */
    "\xe7\xa1\xac\xe7\x9b\x98",				/* 硬盘 */
    "\xe7\xa1\xac\xe7\xa2\x9f",				/* 硬碟 */
    "U\xe7\x9b\x98",					/* U盘 */
    "\xe3\x83\x8f\xe3\x83\xbc\xe3\x83\x89\xe3\x83\x87\xe3\x82"
    "\xa3\xe3\x82"
    "\xb9\xe3\x82\xaf", /* ハードディスク */
    "\xed\x95\x98\xeb\x93\x9c\xeb\x94\x94\xec\x8a\xa4\xed\x81"
    "\xac", /* 하드디스크
	     */
    "\xed\x95\x98\xeb\x93\x9c "
    "\xeb\x94\x94\xec\x8a\xa4\xed\x81\xac", /* 하드
					       디스크
					     */
    "\xed\x95\x98\xeb\x93\x9c "
    "\xeb\x93\x9c\xeb\x9d\xbc\xec\x9d\xb4\xeb\xb8"
    "\x8c", /* 하드 드라이브 */
    "\xec\x99\xb8\xec\x9e\xa5\xed\x95\x98\xeb\x93\x9c", /* 외장하드
							 */
    NULL,
};

/* "SD" followed by a card word ("SD card", "SDカード", "SD卡", "SD-карта")
 * or after one ("carte SD", "tarjeta SD", "scheda SD", "karta SD"). */
static int sd_card(const char *s, size_t len, const struct tok *t)
{
	static const char *const before[] = {
	    "carte ", "tarjeta ",	"scheda ", "karta ",
	    "Karte ", "cart\xc3\xa3o ", NULL};
	const char *w = s + t->a;

	if (t->b - t->a != 2 || memcmp(w, "SD", 2))
		return 0;
	if (t->b < len && ((unsigned char)s[t->b] >= 0x80 ||
			   (s[t->b] == '-' && t->b + 1 < len &&
			    (unsigned char)s[t->b + 1] >= 0x80)))
		return 1;
	if (t->b + 5 <= len && !strncasecmp(s + t->b, " card", 5))
		return 1;
	for (size_t i = 0; before[i]; i++) {
		size_t n = strlen(before[i]);

		if (t->a >= n && !strncasecmp(s + t->a - n, before[i], n))
			return 1;
	}
	return 0;
}

const char *doc_prose_device(const char *s, const char *e, size_t *dlen)
{
	static const char *const pseudo[] = {
	    "null",    "zero",	 "random", "urandom", "full",	      "shm",
	    "stdin",   "stdout", "stderr", "fd",      "tty",	      "pts",
	    "console", "ptmx",	 "mem",	   "kmsg",    "loop-control", NULL,
	};

	for (const char *p = s; p + 6 <= e; p++) {
		const char *q = p + 5, *w;

		if (memcmp(p, "/dev/", 5) || (p > s && is_alnum(p[-1])))
			continue;
		while (q < e && (is_alnum(*q) || strchr("/_.-", *q)))
			q++;
		while (q > p + 5 && strchr("./-", q[-1]))
			q--; /* "/dev/sdb." ends a sentence */
		if (q == p + 5)
			continue;
		for (w = p + 5; w < q && *w != '/'; w++)
			;
		/* "/dev/tty1", "/dev/fd/0": a terminal or a descriptor */
		{
			size_t n = (size_t)(w - (p + 5));
			int skip = 0;

			for (size_t i = 0; pseudo[i] && !skip; i++)
				skip = !strncmp(p + 5, pseudo[i],
						strlen(pseudo[i])) &&
				       (strlen(pseudo[i]) == n ||
					!strcmp(pseudo[i], "tty") ||
					!strcmp(pseudo[i], "fd"));
			if (skip) {
				p = q - 1;
				continue;
			}
		}
		*dlen = (size_t)(q - p);
		return p;
	}
	return NULL;
}

/* The end of the Cyrillic word at s[i] (two-byte letters). */
static size_t cyr_word_end(const char *s, size_t len, size_t i)
{
	while (i + 1 < len &&
	       ((unsigned char)s[i] == 0xd0 || (unsigned char)s[i] == 0xd1))
		i += 2;
	return i;
}

static size_t tokenize(const char *s, size_t len, struct tok *t, size_t max)
{
	size_t n = 0;

	for (size_t i = 0; i < len && n < max;) {
		size_t a = i;

		if (!is_alnum(s[i])) {
			i++;
			continue;
		}
		while (i < len &&
		       (is_alnum(s[i]) || (strchr(".-_+", s[i]) &&
					   i + 1 < len && is_alnum(s[i + 1]))))
			i++;
		t[n].a = a;
		t[n].b = i;
		t[n].kind = TOK_OTHER;
		t[n].cap = 0;
		t[n].digit = 0;
		n++;
	}
	return n;
}

/* Whether tokens i-1 and i stand one space apart. */
static int adjacent(const char *s, const struct tok *t, size_t i)
{
	return i > 0 && t[i].a == t[i - 1].b + 1 && s[t[i - 1].b] == ' ';
}

/* Whether tokens i-1 and i are one part number split by '/': "SNV2S/2000G". */
static int slash_joined(const char *s, const struct tok *t, size_t i)
{
	return i > 0 && t[i].a == t[i - 1].b + 1 && s[t[i - 1].b] == '/' &&
	       t[i - 1].kind == TOK_NAME && t[i].kind == TOK_NAME && t[i].digit;
}

/*
 * Whether gap s[a, b) holds only words that put a disk inside a host ("
 * in the ", " в ", " on my "), one preposition at least.
 */
static int host_gap(const char *s, size_t a, size_t b)
{
	static const char *const preps[] = {
	    "in",
	    "inside",
	    "on",
	    "im",
	    "am",
	    "dans",
	    "\xd0\xb2",						/* в */
	    "\xd0\xb2\xd0\xbe",					/* во */
	    "\xd0\xbd\xd0\xb0",					/* на */
	    "\xd0\xb2\xd0\xbd\xd1\x83\xd1\x82\xd1\x80\xd0\xb8", /* внутри */
	    NULL,
	};
	static const char *const articles[] = {
	    "the",
	    "a",
	    "an",
	    "my",
	    "our",
	    "his",
	    "her",
	    "einem",
	    "meinem",
	    "\xd0\xbc\xd0\xbe\xd1\x91\xd0\xbc", /* моём */
	    "\xd0\xbc\xd0\xbe\xd0\xb5\xd0\xbc", /* моем */
	    NULL,
	};
	int prep = 0;

	for (size_t i = a; i < b;) {
		size_t w = i;

		if (s[i] == ' ') {
			i++;
			continue;
		}
		while (i < b && s[i] != ' ')
			i++;
		if (word_listed(s + w, i - w, preps, 1))
			prep = 1;
		else if (!prep || !word_listed(s + w, i - w, articles, 1))
			return 0;
	}
	return prep;
}

/*
 * The last token of a bracket aside after token hi that only gives the
 * disk's figures: " (read: 3600 MB/s, write: 2830 MB/s)", " (2TB)" - a
 * digit in it, no storage term, no capitalized name word; with the byte
 * after its ')' in *after.  Returns hi when none.
 */
static size_t figures_aside(const char *s, size_t len, const struct tok *t,
			    size_t hi, size_t nt, size_t *after)
{
	size_t c = t[hi].b + 2, k;
	int digit = 0;

	if (!(c <= len && s[t[hi].b] == ' ' && s[t[hi].b + 1] == '('))
		return hi;
	while (c < len && s[c] != ')' && s[c] != '(')
		c++;
	if (c >= len || s[c] != ')')
		return hi;
	for (k = hi + 1; k < nt && t[k].b <= c; k++) {
		if (t[k].kind == TOK_TERM ||
		    (t[k].kind == TOK_NAME && t[k].cap))
			return hi;
		digit |= t[k].digit;
	}
	if (!digit)
		return hi;
	*after = c + 1;
	return k - 1;
}

/*
 * The last token of the name of the disk whose term-led tokens end at hi,
 * past what only says more of the same disk: its part number after a
 * '/' ("Kingston SNV2S/2000G"), its model in parentheses ("NVMe SSD
 * (Kingston SNV2S/2000G)") and the host it sits in ("SSD NVMe ... в
 * Orange Pi 5 Plus", "the eMMC in the Rock 5B": a model, no storage term
 * of its own; also past an aside of the disk's figures: "SN750 SE NVMe
 * disk (read: 3600 MB/s) on HP EliteDesk 800 G2", whose name then stops
 * at the disk).  *end gets the name's last byte + 1.
 */
static size_t same_disk_words(const char *s, size_t len, const struct tok *t,
			      size_t hi, size_t nt, size_t *end)
{
	size_t j, k, from, gap;
	int cap = 0, digit = 0;

	while (hi + 1 < nt && slash_joined(s, t, hi + 1))
		hi++;
	*end = t[hi].b;
	gap = t[hi].b;
	from = figures_aside(s, len, t, hi, nt, &gap);
	/* " (Kingston SNV2S/2000G)" */
	if (from == hi && hi + 1 < nt && t[hi + 1].a == t[hi].b + 2 &&
	    s[t[hi].b] == ' ' && s[t[hi].b + 1] == '(') {
		for (k = hi + 1;
		     k < nt && (t[k].kind == TOK_NAME || t[k].kind == TOK_TERM);
		     k++) {
			cap |= t[k].cap;
			digit |= t[k].digit;
			if (t[k].b < len && s[t[k].b] == ')')
				break;
			if (!(k + 1 < nt && (adjacent(s, t, k + 1) ||
					     slash_joined(s, t, k + 1))))
				return hi;
		}
		if (k < nt && t[k].b < len && s[t[k].b] == ')' && cap &&
		    digit) {
			*end = t[k].b + 1;
			return k;
		}
		return hi;
	}
	/* " в Orange Pi 5 Plus", " in the Rock 5B" */
	for (j = from + 1; j < nt && t[j].kind == TOK_OTHER; j++)
		;
	if (j >= nt || j > from + 3 || t[j].kind != TOK_NAME ||
	    !host_gap(s, gap, t[j].a))
		return hi;
	for (k = j;
	     k < nt && t[k].kind == TOK_NAME && (k == j || adjacent(s, t, k));
	     k++) {
		cap |= t[k].cap && !t[k].digit;
		digit |= t[k].digit;
	}
	if (!(cap && digit && k - j >= 2) ||
	    (k < nt && adjacent(s, t, k) &&
	     (t[k].kind == TOK_TERM || t[k].kind == TOK_NOUN)))
		return hi;
	if (from == hi)
		*end = t[k - 1].b;
	return k - 1;
}

/*
 * Whether the name tokens t[lo..hi] are only an interface ("USB", "USB
 * 3.0", "SATA", "M.2", "PCIe") and the word after them one that a disk is
 * plugged into ("ports", "slot", "bus", "adapter"): "a 1TB SSD connected
 * to one of the board's USB ports" names where the SSD is attached, not
 * a second system.
 */
static int interface_attachment(const char *s, const struct tok *t, size_t lo,
				size_t hi, size_t nt)
{
	static const char *const ifaces[] = {
	    "USB", "USB2", "USB3", "SATA", "SAS", "M.2", "m.2", "PCIe", NULL,
	};
	static const char *const plugs[] = {
	    "port",	 "ports",      "slot",	   "slots",  "bus",
	    "interface", "adapter",    "adapters", "bridge", "hub",
	    "cable",	 "connector",  "lane",	   "lanes",  "header",
	    "socket",	 "controller", NULL,
	};
	int iface = 0;

	if (hi + 1 >= nt || !adjacent(s, t, hi + 1) ||
	    !word_listed(s + t[hi + 1].a, t[hi + 1].b - t[hi + 1].a, plugs, 1))
		return 0;
	for (size_t k = lo; k <= hi; k++) {
		if (word_listed(s + t[k].a, t[k].b - t[k].a, ifaces, 0))
			iface = 1;
		else if (t[k].kind != TOK_NAME || !t[k].digit || t[k].cap)
			return 0; /* "3.0" goes with it; "Samsung" does not */
	}
	return iface;
}

/*
 * The last token of the members an array's name goes on with, or 0:
 * "a raid1 using 2 IDE drives", "RAID5 of four disks", "the raidz2 with
 * 6 HDDs" name one system, the array, whose members are no second one.
 * t[lo..hi] is the array's name (a RAID word in it); after it a joining
 * word, a count (digits or two to twelve in words), up to three name or
 * term words, and a plural word for disks.
 */
static size_t array_members(const char *s, const struct tok *t, size_t lo,
			    size_t hi, size_t nt)
{
	static const char *const joins[] = {"using",  "of",   "with", "from",
					    "across", "over", "on",   NULL};
	static const char *const counts[] = {"two", "three",  "four",	"five",
					     "six", "seven",  "eight",	"nine",
					     "ten", "eleven", "twelve", NULL};
	static const char *const plurals[] = {"drives",	     "disks",	"SSDs",
					      "HDDs",	     "devices", "NVMes",
					      "Festplatten", NULL};
	int raid = 0;
	size_t k = hi + 1, c, w;

	for (size_t i = lo; i <= hi; i++)
		raid |= !strncasecmp(s + t[i].a, "raid", 4);
	if (!raid || k + 2 >= nt || t[k].kind != TOK_OTHER ||
	    !adjacent(s, t, k) ||
	    !word_listed(s + t[k].a, t[k].b - t[k].a, joins, 1))
		return 0;
	c = k + 1;
	if (!adjacent(s, t, c))
		return 0;
	for (w = t[c].a; w < t[c].b && isdigit((unsigned char)s[w]); w++)
		;
	if (w != t[c].b && !word_listed(s + t[c].a, t[c].b - t[c].a, counts, 1))
		return 0;
	for (k = c + 1; k < nt && k <= c + 4 && adjacent(s, t, k); k++) {
		if (word_listed(s + t[k].a, t[k].b - t[k].a, plurals, 0))
			return k;
		if (t[k].kind != TOK_NAME && t[k].kind != TOK_TERM)
			break;
	}
	return 0;
}

/* Whether token k is a RAID word ("raid0", "RAID", "raidz2"). */
static int raid_tok(const char *s, const struct tok *t, size_t k)
{
	return t[k].b - t[k].a >= 4 && !strncasecmp(s + t[k].a, "raid", 4);
}

/* Whether w (n bytes) says how an array is built: "software", "mdadm". */
static int raid_kind(const char *w, size_t n)
{
	static const char *const kinds[] = {"software", "hardware", "mdadm",
					    "md",	"fake",	    NULL};

	return word_listed(w, n, kinds, 1);
}

/*
 * The last token of how an array's name t[lo..hi] goes on to say it is
 * built, or 0: "a raid0 using software raid", "the RAID1 via mdadm",
 * "RAID5 with hardware RAID" - a joining word, a word of the array's kind
 * (raid_kind()), maybe a RAID word.  The kind is the array's name as
 * much as its level: "raid0" alone could be the hardware one too.
 */
static size_t array_kind(const char *s, const struct tok *t, size_t lo,
			 size_t hi, size_t nt)
{
	static const char *const joins[] = {"using", "with", "via", "under",
					    NULL};
	int raid = 0;
	size_t k = hi + 1;

	for (size_t i = lo; i <= hi; i++)
		raid |= raid_tok(s, t, i);
	if (!raid || k + 1 >= nt || !adjacent(s, t, k) ||
	    !word_listed(s + t[k].a, t[k].b - t[k].a, joins, 1) ||
	    !adjacent(s, t, k + 1) ||
	    !raid_kind(s + t[k + 1].a, t[k + 1].b - t[k + 1].a))
		return 0;
	k++;
	if (k + 1 < nt && adjacent(s, t, k + 1) && raid_tok(s, t, k + 1))
		k++;
	return k;
}

static void classify(const char *s, size_t len, struct tok *t, size_t n,
		     const struct span *dev, size_t n_dev)
{
	for (size_t i = 0; i < n; i++) {
		const char *w = s + t[i].a;
		size_t wl = t[i].b - t[i].a;
		int upper = 0, lower = 0, caps = 0;

		for (size_t d = 0; d < n_dev; d++)
			if (t[i].a >= dev[d].a && t[i].b <= dev[d].b)
				wl = 0; /* inside a device path: named there */
		if (!wl)
			continue;
		for (size_t k = 0; k < wl; k++) {
			t[i].digit |= isdigit((unsigned char)w[k]) != 0;
			upper |= isupper((unsigned char)w[k]) != 0;
			caps += isupper((unsigned char)w[k]) != 0;
			lower |= islower((unsigned char)w[k]) != 0;
		}
		/* a rate's unit ("MB/s") or a figure's ("4K") names nothing */
		if (t[i].b < len && s[t[i].b] == '/' && !t[i].digit)
			continue;
		if (storage_term(w, wl) || sd_card(s, len, &t[i])) {
			t[i].kind = TOK_TERM;
			continue;
		}
		if (storage_noun(w, wl)) {
			t[i].kind = TOK_NOUN;
			continue;
		}
		if (t[i].digit) {
			t[i].kind = TOK_NAME;
			continue;
		}
		/* a sentence's first word is capitalized anyway: only a
		 * name's capitals count there ("WD Red", "EVO") */
		if (upper && (i > 0 || caps >= 2) && !plain_capital(w, wl) &&
		    (wl >= 2 || !lower)) {
			t[i].kind = TOK_NAME;
			t[i].cap = wl >= 2;
		}
	}
}

static int add_name(struct span *names, size_t *n, size_t a, size_t b)
{
	if (*n >= MAX_NAMES)
		return -1;
	names[*n].a = a;
	names[*n].b = b;
	(*n)++;
	return 0;
}

/*
 * Whether the name at byte a of s follows the word "same" ("Same SD card
 * with the same image in a Foo 4", "the same disk on the Beta X2",
 * "dieselbe Karte", "la même carte"): what the runs share, not what the
 * sentence tells apart.
 */
static int after_same(const char *s, size_t a)
{
	static const char *const same[] = {
	    "same",   "identical",   "gleiche",	  "gleichen",  "selbe",
	    "selben", "dieselbe",    "denselben", "derselben", "m\xc3\xaame",
	    "mismo",  "misma",	     "stesso",	  "stessa",    "mesmo",
	    "mesma",  "tego samego", "tej samej", "ten sam",   "ta sama",
	    NULL,
	};
	size_t e = a;

	while (e > 0 && (s[e - 1] == ' ' || s[e - 1] == '-'))
		e--;
	for (size_t k = 0; same[k]; k++) {
		size_t l = strlen(same[k]);

		if (e >= l && !strncasecmp(s + e - l, same[k], l) &&
		    (e == l || !is_alnum(s[e - l - 1])))
			return 1;
	}
	return 0;
}

int doc_prose_storage_words(const char *s, size_t len)
{
	static const char *const nouns[] = {"storage", NULL};
	char w[32];

	for (size_t i = 0; i < len;) {
		size_t a;

		while (i < len && !isalnum((unsigned char)s[i]))
			i++;
		for (a = i; i < len && s[i] != ' ' && s[i] != ',' &&
			    s[i] != ':' && s[i] != '.';
		     i++)
			;
		if (i == a || i - a >= sizeof(w))
			continue;
		/* the nouns are listed small: "Disk check" */
		for (size_t k = a; k < i; k++)
			w[k - a] = (char)tolower((unsigned char)s[k]);
		if (storage_noun(w, i - a) || storage_term(s + a, i - a) ||
		    word_listed(w, i - a, nouns, 0))
			return 1;
	}
	return 0;
}

int doc_prose_term_only(const char *s)
{
	int term = 0;

	for (size_t i = 0; s[i];) {
		size_t a = i;

		while (s[i] && s[i] != ' ')
			i++;
		if (i > a) {
			if (storage_term(s + a, i - a))
				term = 1;
			else if (!storage_noun(s + a, i - a))
				return 0;
		}
		while (s[i] == ' ')
			i++;
	}
	return term;
}

/*
 * Whether the last word of name s (len bytes) is a plural of a storage
 * word: "VMs", "SSDs", "drives", "Festplatten".
 */
static int plural_last(const char *s, size_t len)
{
	static const char *const plurals[] = {
	    "SSDs",	"HDDs",	      "VMs",	     "NVMes",	    "disks",
	    "drives",	"partitions", "volumes",     "cards",	    "devices",
	    "arrays",	"pools",      "sticks",	     "Festplatten", "SD-Karten",
	    "datasets", "shares",     "filesystems", NULL,
	};
	size_t a = len;

	while (a > 0 && s[a - 1] != ' ')
		a--;
	return word_listed(s + a, len - a, plurals, 0);
}

/*
 * Whether the word before byte a of s points back at a thing the text
 * spoke of before: "that", "those" (a word of how many between: "that
 * lone VM", "those two disks"), or "same" (after_same()).
 */
static int points_back(const char *s, size_t a)
{
	static const char *const backs[] = {"that", "those", NULL};
	static const char *const between[] = {"single", "lone",	 "one",
					      "very",	"exact", "two",
					      "three",	"four",	 NULL};
	size_t e = a, w;

	if (after_same(s, a))
		return 1;
	for (int k = 0; k < 2; k++) {
		while (e > 0 && s[e - 1] == ' ')
			e--;
		for (w = e; w > 0 && isalpha((unsigned char)s[w - 1]); w--)
			;
		if (w == e || (w > 0 && is_alnum(s[w - 1])))
			return 0;
		if (word_listed(s + w, e - w, backs, 1))
			return 1;
		if (!word_listed(s + w, e - w, between, 1))
			return 0;
		e = w;
	}
	return 0;
}

int doc_prose_generic(const char *s, size_t len, const char *name)
{
	size_t nl = strlen(name);
	const char *at;

	if (doc_prose_term_only(name) && plural_last(name, nl))
		return 1;
	for (size_t i = 0; i < nl; i++)
		if (isdigit((unsigned char)name[i]))
			return 0;
	for (at = s; (at = memmem(at, len - (size_t)(at - s), name, nl)); at++)
		if (points_back(s, (size_t)(at - s)))
			return 1;
	return 0;
}

/* Words of s (n bytes), lowered, one after another: for doc_prose_same(). */
static int words_in(const char *a, size_t an, const char *b, size_t bn)
{
	for (size_t i = 0; i < an;) {
		size_t w = i, found = 0;

		if (!is_alnum(a[i]) && (unsigned char)a[i] < 0x80) {
			i++;
			continue;
		}
		while (i < an &&
		       (is_alnum(a[i]) || (unsigned char)a[i] >= 0x80))
			i++;
		for (size_t j = 0; j + (i - w) <= bn && !found; j++)
			found =
			    !strncasecmp(b + j, a + w, i - w) &&
			    (j == 0 || !(is_alnum(b[j - 1]) ||
					 (unsigned char)b[j - 1] >= 0x80)) &&
			    (j + (i - w) == bn ||
			     !(is_alnum(b[j + (i - w)]) ||
			       (unsigned char)b[j + (i - w)] >= 0x80));
		if (!found)
			return 0;
	}
	return 1;
}

int doc_prose_same(const char *a, const char *b)
{
	size_t an = strlen(a), bn = strlen(b);

	return words_in(a, an, b, bn) || words_in(b, bn, a, an);
}

int doc_prose_within(const char *a, const char *b)
{
	return words_in(a, strlen(a), b, strlen(b));
}

/*
 * Where the name of a CJK term at byte i starts: a word in Latin letters
 * with a capital before it in its clause ("ThrustVPS 上的 node 硬碟", the
 * disk of ThrustVPS's node) names whose the term is, so the name runs
 * from that word (24 bytes back at most, no clause stop between); else i.
 */
static size_t cjk_owner(const char *s, const struct tok *t, size_t nt, size_t i)
{
	static const char *const stops[] = {
	    "\xef\xbc\x8c", /* ， */
	    "\xe3\x80\x81", /* 、 */
	    "\xe3\x80\x82", /* 。 */
	    "\xef\xbc\x9a", /* ： */
	    NULL,
	};
	size_t from = i > 24 ? i - 24 : 0;

	for (size_t k = from; k < i; k++) {
		if (strchr(",;:.!?()", s[k]))
			from = k + 1;
		for (size_t j = 0; stops[j]; j++)
			if (k + 3 <= i && !memcmp(s + k, stops[j], 3))
				from = k + 3;
	}
	/* in CJK text a Latin word with a capital is a name, first or not */
	for (size_t k = 0; k < nt; k++) {
		const char *w = s + t[k].a;
		size_t wl = t[k].b - t[k].a;

		if (t[k].a >= from && t[k].b <= i && wl >= 2 &&
		    isupper((unsigned char)w[0]) && !plain_capital(w, wl) &&
		    !testname_tool(w, wl))
			return t[k].a;
	}
	return i;
}

/*
 * Whether token k is a model number standing alone: capitals and digits
 * in one word, two capitals at least before the first digit, two digits
 * at least, no small letter ("EVO750", "SN850X", "WD40EFRX", "MZ-V8P1T0"
 * as a part number) - what a person reads as a drive's or a board's
 * model.  Not the words of a test or a standard that look so ("QD32",
 * "CRC32", "SHA256", "ISO9660") nor a test's name: those name no system.
 */
static int model_token(const char *s, const struct tok *t, size_t k)
{
	static const char *const not_models[] = {
	    "QD",  "CRC", "SHA",   "AES",  "MD",  "UTF",  "ISO",   "IEC", "RFC",
	    "CVE", "DDR", "LPDDR", "GDDR", "PC",  "SSE",  "AVX",   "IPV", "SEQ",
	    "RND", "GEN", "UHS",   "USB",  "FAT", "RAID", "RAIDZ", "ZFS", "EXT",
	    "MB",  "GB",  "KB",	   "TB",   "MIB", "GIB",  "KIB",   "IO",  "BS",
	    "NR",  "TPC", "SPEC",  "CPU",  NULL,
	};
	const char *w = s + t[k].a;
	size_t wl = t[k].b - t[k].a, lead = 0, digits = 0;

	if (t[k].kind != TOK_NAME || !t[k].digit || wl < 4 || wl > 24)
		return 0;
	while (lead < wl && isupper((unsigned char)w[lead]))
		lead++;
	if (lead < 2 || lead == wl || !isdigit((unsigned char)w[lead]))
		return 0;
	for (size_t i = 0; i < wl; i++) {
		if (islower((unsigned char)w[i]) || w[i] == '.' ||
		    w[i] == '_' || w[i] == '+')
			return 0;
		digits += isdigit((unsigned char)w[i]) != 0;
	}
	return digits >= 2 && !word_listed(w, lead, not_models, 0) &&
	       !testname_tool(w, wl);
}

/*
 * Whether the word after token k says the model is the part a disk sits
 * in or goes through, not the system: "an ASM1153 enclosure", "the
 * JMS583 bridge", "its RK3588 SoC" (interface_attachment() for the
 * interfaces' names).
 */
static int model_attachment(const char *s, const struct tok *t, size_t k,
			    size_t nt)
{
	static const char *const parts[] = {
	    "enclosure", "enclosures", "case",		 "adapter",
	    "adapters",	 "bridge",     "bridges",	 "dock",
	    "housing",	 "controller", "chip",		 "chipset",
	    "SoC",	 "hub",	       "cable",		 "port",
	    "ports",	 "core",       "cores",		 "CPU",
	    "firmware",	 "Adapter",    "Geh\xc3\xa4use", NULL,
	};

	return k + 1 < nt && adjacent(s, t, k + 1) &&
	       word_listed(s + t[k + 1].a, t[k + 1].b - t[k + 1].a, parts, 1);
}

/*
 * A sentence naming no system by its terms and names: the model numbers
 * standing alone in it (model_token()), past those of the parts a disk
 * sits in (model_attachment()), with the name's words right beside them
 * ("320GB HD322HJ").  "Test with a single EVO750 in an ASM1153 enclosure
 * gives:" names "EVO750".  1 with the name in out (n bytes) when one
 * model is named (once or more), 2 when two, 0 when none.
 */
static int lone_model(const char *s, const struct tok *t, size_t nt, char *out,
		      size_t n)
{
	size_t one = SIZE_MAX, lo = 0, hi = 0;

	for (size_t k = 0; k < nt; k++) {
		if (!model_token(s, t, k) || model_attachment(s, t, k, nt))
			continue;
		if (one != SIZE_MAX &&
		    (t[one].b - t[one].a != t[k].b - t[k].a ||
		     memcmp(s + t[one].a, s + t[k].a, t[k].b - t[k].a)))
			return 2;
		one = k;
	}
	if (one == SIZE_MAX)
		return 0;
	for (lo = one;
	     lo > 0 && adjacent(s, t, lo) && t[lo - 1].kind == TOK_NAME; lo--)
		;
	for (hi = one; hi + 1 < nt && adjacent(s, t, hi + 1) &&
		       t[hi + 1].kind == TOK_NAME;
	     hi++)
		;
	if (t[hi].b - t[lo].a >= n)
		return 0;
	memcpy(out, s + t[lo].a, t[hi].b - t[lo].a);
	out[t[hi].b - t[lo].a] = '\0';
	return 1;
}

int doc_prose_system(const char *s, size_t len, char *out, size_t n)
{
	struct tok t[MAX_TOKENS];
	struct span dev[MAX_NAMES], names[MAX_NAMES];
	size_t nt, n_dev = 0, n_names = 0, best = 0;
	char a[NAME_MAX_LEN], b[NAME_MAX_LEN];
	const char *p = s, *e = s + len;
	size_t dl;

	out[0] = '\0';
	while ((p = doc_prose_device(p, e, &dl)) && n_dev < MAX_NAMES) {
		dev[n_dev].a = (size_t)(p - s);
		dev[n_dev].b = (size_t)(p - s) + dl;
		if (add_name(names, &n_names, dev[n_dev].a, dev[n_dev].b))
			return 2;
		n_dev++;
		p += dl;
	}
	nt = tokenize(s, len, t, MAX_TOKENS);
	classify(s, len, t, nt, dev, n_dev);
	for (size_t i = 0; i < nt; i++) {
		size_t lo = i, hi = i, end = 0, m;
		int cap = 0, digit = 0;

		if (t[i].kind == TOK_TERM) {
			/* the name-like words around it: "SATA SSD",
			 * "Samsung 980 PRO NVMe", "the md10 array" */
			while (lo > 0 && adjacent(s, t, lo) &&
			       (t[lo - 1].kind == TOK_TERM ||
				t[lo - 1].kind == TOK_NAME))
				lo--;
			while (hi + 1 < nt && adjacent(s, t, hi + 1) &&
			       (t[hi + 1].kind == TOK_TERM ||
				t[hi + 1].kind == TOK_NAME))
				hi++;
			if (hi + 1 < nt && adjacent(s, t, hi + 1) &&
			    t[hi + 1].kind == TOK_NOUN)
				hi++;
			/* "software raid0", "mdadm RAID1": how the array is
			 * built is its name's */
			if (lo > 0 && adjacent(s, t, lo) &&
			    raid_tok(s, t, lo) &&
			    raid_kind(s + t[lo - 1].a,
				      t[lo - 1].b - t[lo - 1].a))
				lo--;
			if (interface_attachment(s, t, lo, hi, nt)) {
				i = hi;
				continue;
			}
			hi = same_disk_words(s, len, t, hi, nt, &end);
			/* "a raid0 using software raid": how it is built */
			m = array_kind(s, t, lo, hi, nt);
			if (m) {
				hi = m;
				end = 0;
			}
			/* "a raid1 using 2 IDE drives": its members */
			m = array_members(s, t, lo, hi, nt);
			if (m) {
				if (add_name(names, &n_names, t[lo].a,
					     end ? end : t[hi].b))
					return 2;
				i = m;
				continue;
			}
		} else if (t[i].kind == TOK_NAME) {
			/* a model: a capitalized word and a digit ("Raspberry
			 * Pi 4", "Dell R740"), words apart from a term */
			while (hi + 1 < nt && adjacent(s, t, hi + 1) &&
			       t[hi + 1].kind == TOK_NAME)
				hi++;
			if (hi + 1 < nt && adjacent(s, t, hi + 1) &&
			    t[hi + 1].kind == TOK_TERM) {
				i = hi; /* the term takes them */
				continue;
			}
			for (size_t k = lo; k <= hi; k++) {
				cap |= t[k].cap && !t[k].digit;
				digit |= t[k].digit;
			}
			if (!(cap && digit && hi > lo)) {
				i = hi;
				continue;
			}
		} else {
			continue;
		}
		if (testname_tool(s + t[lo].a, t[hi].b - t[lo].a)) {
			i = hi; /* "AS SSD", "CrystalDiskMark 8": a tool */
			continue;
		}
		if (add_name(names, &n_names, t[lo].a, end ? end : t[hi].b))
			return 2;
		i = hi;
	}
	for (size_t k = 0; phrases[k]; k++) {
		size_t pl = strlen(phrases[k]);

		for (size_t i = 0; i + pl <= len; i++) {
			if (strncasecmp(s + i, phrases[k], pl) ||
			    (i > 0 && is_alnum(s[i - 1])) ||
			    (is_alnum(phrases[k][pl - 1]) && i + pl < len &&
			     isalpha((unsigned char)s[i + pl]) &&
			     (unsigned char)phrases[k][0] < 0x80))
				continue;
			{
				size_t end = i + pl;

				/* a Cyrillic stem ("жёстк"): to the word's
				 * end, and the noun after it ("жёсткого
				 * диска") */
				if ((unsigned char)phrases[k][0] == 0xd0 ||
				    (unsigned char)phrases[k][0] == 0xd1) {
					end = cyr_word_end(s, len, end);
					if (end + 9 <= len && s[end] == ' ' &&
					    !memcmp(s + end + 1,
						    "\xd0\xb4\xd0\xb8\xd1\x81"
						    "\xd0\xba",
						    8)) /* диск */
						end = cyr_word_end(s, len,
								   end + 9);
				}
				if ((unsigned char)phrases[k][0] >= 0x80)
					i = cjk_owner(s, t, nt, i);
				if (add_name(names, &n_names, i, end))
					return 2;
				i = end - 1;
			}
		}
	}
	/* "Transcend の8GBカード", "16GBカード": a card of a size is a
	 * memory card (a bare "カード" may be a graphics card); the Latin
	 * name before it in its clause says whose (cjk_owner()) */
	for (const char *q = s, *c; (c = memmem(q, (size_t)(e - q),
						"\xe3\x82\xab\xe3\x83\xbc"
						"\xe3\x83\x89",
						9)); /* カード */
	     q = c + 9) {
		size_t ce = (size_t)(c - s), cs = ce;

		if (cs >= 2 && (s[cs - 1] == 'B' || s[cs - 1] == 'b') &&
		    strchr("GMTgmt", s[cs - 2]))
			cs -= 2;
		else if (cs >= 1 && strchr("GMT", s[cs - 1]))
			cs -= 1;
		if (cs == ce || !cs || !isdigit((unsigned char)s[cs - 1]))
			continue;
		while (cs &&
		       (isdigit((unsigned char)s[cs - 1]) || s[cs - 1] == '.'))
			cs--;
		if (add_name(names, &n_names, cjk_owner(s, t, nt, cs), ce + 9))
			return 2;
	}
	if (!n_names) {
		/* no term nor name of two words: a model number alone */
		int r = lone_model(s, t, nt, out, n);

		if (r && doc_prose_compares(s, len)) {
			out[0] = '\0';
			return 2;
		}
		return r;
	}
	if (doc_prose_compares(s, len))
		return 2;
	/* "Same SD card with same installation in a Foo 4": the names
	 * after "same" are what the runs share; the other one tells them
	 * apart (all of them after "same": as they were) */
	if (n_names > 1) {
		size_t kept = 0;

		for (size_t i = 0; i < n_names; i++)
			kept += !after_same(s, names[i].a);
		if (kept) {
			size_t j = 0;

			for (size_t i = 0; i < n_names; i++)
				if (!after_same(s, names[i].a))
					names[j++] = names[i];
			n_names = j;
		}
	}
	/* one system, however often named: the longest of its names */
	for (size_t i = 0; i < n_names; i++) {
		size_t li = names[i].b - names[i].a;

		if (li >= sizeof(a))
			return 2;
		memcpy(a, s + names[i].a, li);
		a[li] = '\0';
		for (size_t j = 0; j < n_names; j++) {
			size_t lj = names[j].b - names[j].a;

			if (lj >= sizeof(b))
				return 2;
			memcpy(b, s + names[j].a, lj);
			b[lj] = '\0';
			if (!doc_prose_same(a, b))
				return 2;
		}
		if (li > names[best].b - names[best].a)
			best = i;
	}
	if (names[best].b - names[best].a >= n)
		return 0;
	memcpy(out, s + names[best].a, names[best].b - names[best].a);
	out[names[best].b - names[best].a] = '\0';
	return 1;
}

size_t doc_prose_last_sentence(const char *s, size_t len, size_t *start)
{
	static const char *const stops[] = {
	    "\xe3\x80\x82", /* 。 */
	    "\xef\xbc\x81", /* ！ */
	    "\xef\xbc\x9f", /* ？ */
	    NULL,
	};
	size_t end;

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	if (!len)
		return 0;
	end = len;
	/* back over this sentence's own stop */
	if (strchr(".!?", s[len - 1]))
		len--;
	else
		for (size_t k = 0; stops[k]; k++)
			if (len >= 3 && !memcmp(s + len - 3, stops[k], 3)) {
				len -= 3;
				break;
			}
	for (size_t i = len; i > 0; i--) {
		if (i < len && strchr(".!?", s[i - 1]) && s[i] == ' ') {
			*start = i + 1;
			return end;
		}
		for (size_t k = 0; stops[k]; k++)
			if (i >= 3 && i < len + 1 &&
			    !memcmp(s + i - 3, stops[k], 3)) {
				*start = i;
				return end;
			}
	}
	*start = 0;
	return end;
}

int doc_prose_filesystem(const char *s, size_t len, char *out, size_t n)
{
	size_t end = len, st = 0;
	int r = 0;

	out[0] = '\0';
	while ((end = doc_prose_last_sentence(s, end, &st)) > 0) {
		const char *c = s + st;
		size_t cl = end - st;

		end = st;
		/* "faster than ext3, but not as fast as ext4": the others */
		if (doc_prose_compares(c, cl))
			continue;
		for (size_t i = 0; i < cl;) {
			size_t a = i;

			while (i < cl && isalnum((unsigned char)c[i]))
				i++;
			if (i == a) {
				i++;
				continue;
			}
			if (line_filesystem_word(c + a, i - a) != i - a)
				continue;
			if (r && strncasecmp(out, c + a, i - a))
				return 2;
			if (!r && i - a < n)
				snprintf(out, n, "%.*s", (int)(i - a), c + a);
			r = 1;
		}
	}
	return r;
}

/* Whether w (n bytes, after a number) is a size's unit: "GB", "M", "KiB". */
static int size_unit(const char *w, size_t n)
{
	static const char *const units[] = {
	    "k",     "m",     "g",     "t",	"kb",  "mb",
	    "gb",    "tb",    "kib",   "mib",	"gib", "tib",
	    "bytes", "kbyte", "mbyte", "gbyte", NULL};

	return word_listed(w, n, units, 1);
}

/* Whether s starts with a Chinese numeral of one to ten (3 bytes). */
static int cjk_numeral(const char *s)
{
	static const char *const n[] = {"一", "二", "三", "四", "五", "六",
					"七", "八", "九", "十", NULL};

	for (size_t k = 0; n[k]; k++)
		if (!memcmp(s, n[k], 3))
			return 1;
	return 0;
}

/*
 * The text of heading s (len bytes) past its step's number: "2、", "3.",
 * "1.2)", "Step 3:", "Schritt 2 -", "Paso 1.", "Шаг 4:", "Bước 2:",
 * "步骤3：", "第2步", "2단계", "二、"; all of it when it has none.  Its length
 * into *rest.
 */
static const char *step_rest(const char *s, size_t len, size_t *rest,
			     int *worded)
{
	/* "Method 1: hdparm", "方法一：使用dd命令": a tutorial's ways of
	 * measuring, numbered as steps are */
	static const char *const words[] = {
	    "step",	"schritt", "paso",   "étape", "etape",	"passo",
	    "krok",	"шаг",	   "Шаг",    "bước",  "Bước",	"langkah",
	    "ステップ", "步骤",	   "步驟",   "第",    "method", "methode",
	    "méthode",	"método",  "metodo", "方法",  NULL};
	static const char *const marks[] = {
	    "、", "．", "）", "：", "步", "단계", ".", ")", ":", "-", NULL};
	size_t i = 0, d, b;
	int word = 0, mark = 0, paren = 0;

	/* blanks, emphasis, and the ideographic spaces (U+3000) a Chinese
	 * post indents its bold headings with ("**　　(1)使用hdparm命令**") */
	for (;;) {
		if (i < len && strchr(" \t*_#", s[i]))
			i++;
		else if (i + 3 <= len && !memcmp(s + i, "\xe3\x80\x80", 3))
			i += 3;
		else
			break;
	}
	b = i;
	for (size_t k = 0; words[k] && !word; k++) {
		size_t l = strlen(words[k]);

		if (len - i > l && !strncasecmp(s + i, words[k], l) &&
		    (s[i + l] == ' ' || isdigit((unsigned char)s[i + l]) ||
		     (i + l + 3 <= len && cjk_numeral(s + i + l)))) {
			i += l;
			word = 1;
		}
	}
	while (word && i < len && s[i] == ' ')
		i++;
	/* "(1)使用hdparm命令", "（2）使用dd命令": the number in brackets,
	 * closed by the mark after it */
	if (!word && i < len && s[i] == '(')
		paren = 1;
	else if (!word && i + 3 <= len && !memcmp(s + i, "\xef\xbc\x88", 3))
		paren = 3; /* （ */
	i += paren;
	d = i;
	while (i < len && (isdigit((unsigned char)s[i]) ||
			   (i > d && s[i] == '.' && i + 1 < len &&
			    isdigit((unsigned char)s[i + 1]))))
		i++;
	/* "二、开启adb调试", "十一．": a Chinese numeral before its mark;
	 * "方法一：" after its word */
	if (i == d && (!word || !strncmp(s + b, "方法", 6))) {
		size_t j = i;

		while (j + 3 <= len && cjk_numeral(s + j))
			j += 3;
		if (j > i && j + 3 <= len &&
		    (!memcmp(s + j, "、", 3) || !memcmp(s + j, "．", 3) ||
		     (word && !memcmp(s + j, "：", 3))))
			i = j;
	}
	/* a bracket opened must be closed right after the number */
	if (paren && i > d &&
	    !(i < len &&
	      (paren == 1 ? s[i] == ')'
			  : i + 3 <= len && !memcmp(s + i, "\xef\xbc\x89", 3))))
		i = d;
	if (i > d) {
		while (i < len && s[i] == ' ')
			i++;
		for (size_t k = 0; marks[k] && !mark; k++)
			if (len - i >= strlen(marks[k]) &&
			    !memcmp(s + i, marks[k], strlen(marks[k]))) {
				i += strlen(marks[k]);
				mark = 1;
			}
	}
	/* "3 Samsung 980 PRO", "Step up": no step's number */
	if (i == d || !(word || mark))
		i = b;
	*worded = i != b && word;
	while (i < len && strchr(" \t*_", s[i]))
		i++;
	*rest = len - i;
	return s + i;
}

/*
 * Whether heading s (len bytes) is a step of a how-to, an instruction
 * that names no system: past a step's number ("2、", "Step 3:"), it starts
 * with a verb of setting something up ("Install OS raspberry pi", "Download
 * and Install", "Create and Enable the Swap File", "Tạo Swap File",
 * "使用dd命令创建大文件", "Swap-Datei erstellen" in any of the languages
 * read), or ends with one where a language puts it last ("スワップを設定す
 * る", "스왑 파일 만들기", "Image herunterladen").  The verbs are those that
 * never head a test or a name; "Write", "Copy", "Run" and "Use" only before
 * an article ("Write the image to the card"; "Write speed", "Run 2" are
 * left to the other rules, "Make" and "Test" always).  A model's word or a
 * system named with a capital after the verb keeps it a name ("Format the
 * new WD Red 4TB", "Set up the SN850X"); a size does not ("Create a 512MB
 * swap file").
 */
int doc_prose_howto(const char *s, size_t len)
{
	static const char *const first[] = {
	    /* en */
	    "install", "installing", "download", "downloading", "create",
	    "creating", "enable", "enabling", "disable", "configure",
	    "configuring", "set up", "setting up", "mount", "mounting",
	    "unmount", "umount", "format", "formatting", "burn", "add",
	    "adding", "edit", "extract", "unzip", "prepare", "preparing",
	    "initialize", "initialise", "insert", "plug", "connect", "remove",
	    "delete", "activate", "attach", "detach", "turn on", "turn off",
	    "go to", "choose", "select",
	    /* a log's or a step's action: "Running flashtool-asset
	     * commands", "Flashing the image" */
	    "running", "building", "flashing",
	    /* de */
	    "installieren", "herunterladen", "erstellen", "anlegen",
	    "einrichten", "aktivieren", "formatieren", "einhängen",
	    "konfigurieren",
	    /* fr */
	    "installer", "télécharger", "telecharger", "créer", "creer",
	    "activer", "configurer", "monter", "formater", "préparer",
	    "preparer", "ajouter", "modifier", "redimensionner",
	    /* es, pt */
	    "instalar", "descargar", "crear", "activar", "habilitar",
	    "configurar", "montar", "formatear", "preparar", "añadir",
	    "agregar", "baixar", "criar", "ativar", "formatar", "adicionar",
	    /* it */
	    "installare", "scaricare", "creare", "attivare", "abilitare",
	    "configurare", "montare", "formattare", "preparare", "aggiungere",
	    /* pl */
	    "zainstaluj", "pobierz", "utwórz", "stwórz", "włącz", "skonfiguruj",
	    "zamontuj", "sformatuj", "przygotuj", "dodaj", "zainstalować",
	    "pobrać", "utworzyć", "stworzyć", "włączyć", "skonfigurować",
	    "zamontować", "sformatować", "przygotować", "dodać",
	    /* ru: a heading's capital */
	    "Установить", "Установите", "Скачать", "Скачайте", "Загрузить",
	    "Создать", "Создайте", "Включить", "Включите", "Настроить",
	    "Настройте", "Смонтировать", "Смонтируйте", "Отформатировать",
	    "Отформатируйте", "Подготовить", "Добавить", "Добавьте",
	    /* a report of the step done: "2. Сделан скрипт ..." (made a
	     * script that ...), "Создан раздел" (a partition created) */
	    "Сделан", "Сделана", "Сделано", "Сделал", "Сделала", "Создан",
	    "Создана", "Создано", "Создал", "Создала", "Написан", "Написана",
	    "Написано", "Написал", "Написала",
	    /* "*запуск из под рута*" (run it as root): running the step,
	     * as "running" is */
	    "Запуск", "запуск", "Запускать", "запускать",
	    /* vi */
	    "tạo", "cài đặt", "tải về", "bật", "kích hoạt", "cấu hình",
	    "Định dạng", "thêm", "chuẩn bị",
	    /* id */
	    "pasang", "unduh", "buat", "aktifkan", "instal",
	    /* zh (not 配置, 设置: also "configuration", "settings") */
	    "使用", "利用", "安装", "安裝", "下载", "下載", "创建", "創建",
	    "建立", "新建", "启用", "啟用", "开启", "開啟", "挂载", "掛載",
	    "格式化", "添加", "新增", "制作", "製作", "准备", "準備", "生成",
	    "编辑", "編輯",
	    /* producing or building a file, limiting a transfer: "产生一个G
	     * 的数据", "构造 rootfs.img", "限制传输速度" */
	    "产生", "產生", "构造", "構造", "构建", "構建", "制造", "製造",
	    "限制", NULL};
	static const char *const last[] = {
	    /* ja: the verb's form, not the noun alone ("設定": settings) */
	    "を作成", "作成する", "作成します", "をインストール",
	    "インストールする", "をダウンロード", "ダウンロードする", "を設定",
	    "設定する", "設定します", "を有効にする", "有効化する",
	    "をマウント", "マウントする", "をフォーマット", "フォーマットする",
	    "を準備", "準備する", "を追加", "追加する",
	    /* a heading ending in a setting up ("パスフレーズなし起動設定",
	     * "自動マウント設定"), a burning ("イメージをSDカードに焼く") */
	    "設定", "焼く", "書き込む",
	    /* ko */
	    "생성", "생성하기", "만들기", "설치", "설치하기", "다운로드",
	    "다운로드하기", "설정하기", "활성화하기", "마운트", "마운트하기",
	    "포맷", "포맷하기", "준비하기", "추가하기",
	    /* de: the infinitive last */
	    " installieren", " herunterladen", " erstellen", " anlegen",
	    " einrichten", " aktivieren", " formatieren", " einhängen",
	    " konfigurieren", " vorbereiten", " hinzufügen", NULL};
	static const char *const acts[] = {"write ", "copy ", "run ", "use ",
					   NULL};
	static const char *const objs[] = {"the ",  "a ",    "an ",
					   "this ", "your ", NULL};
	/* after "Step 4:" (the word, not a bare number, which also counts
	 * a list of systems): any of these verbs starts an instruction
	 * ("Step 4: Set subsystem parameters.", "Step 2: Check the
	 * throughput again") */
	static const char *const stepped[] = {
	    "set",     "check",	    "verify",	 "run",	      "start",
	    "stop",    "restart",   "load",	 "unload",    "reboot",
	    "open",    "change",    "apply",	 "limit",     "throttle",
	    "measure", "repeat",    "clean",	 "clear",     "drop",
	    "flush",   "tune",	    "assign",	 "move",      "make",
	    "build",   "define",    "specify",	 "update",    "upgrade",
	    "wait",    "restore",   "reset",	 "launch",    "execute",
	    "test",    "compare",   "look",	 "observe",   "note",
	    "try",     "modify",    "increase",	 "decrease",  "lower",
	    "raise",   "switch",    "put",	 "write",     "copy",
	    "use",     "fill",	    "generate",	 "record",    "monitor",
	    "confirm", "save",	    "determine", "find",      "get",
	    "read",    "benchmark", "partition", "reinstall", "remount",
	    NULL};
	/* the same steps named by their noun, a course's step title
	 * ("Montaje desde el cliente y prueba", "Creación del volumen",
	 * "Einrichtung der Freigabe", "Installation of the server"): only
	 * with a small word after it (a preposition, an article, "y"),
	 * the noun phrase of a task; "Installation 2", "Montage B" may name
	 * a setup and stay names */
	static const char *const nouns[] = {
	    /* en */
	    "installation", "creation", "removal", "deletion", "preparation",
	    /* es */
	    "montaje", "instalación", "instalacion", "configuración",
	    "configuracion", "creación", "creacion", "eliminación",
	    "eliminacion", "preparación", "preparacion", "activación",
	    "activacion", "descarga", "formateo",
	    /* pt */
	    "montagem", "instalação", "instalacao", "configuração",
	    "configuracao", "criação", "criacao", "remoção", "remocao",
	    "preparação", "preparacao", "ativação", "ativacao", "formatação",
	    /* fr (and de "Montage") */
	    "montage", "création", "suppression", "préparation",
	    "téléchargement", "formatage",
	    /* de */
	    "einrichtung", "konfiguration", "erstellung", "vorbereitung",
	    "aktivierung", "formatierung", "einbindung", "entfernung",
	    /* it */
	    "installazione", "configurazione", "creazione", "eliminazione",
	    "preparazione", "montaggio", "formattazione", "rimozione",
	    /* pl */
	    "instalacja", "konfiguracja", "tworzenie", "montowanie",
	    "przygotowanie", "usuwanie", NULL};
	char name[NAME_MAX_LEN];
	size_t rl, e;
	int verb = 0, worded = 0;
	const char *r = step_rest(s, len, &rl, &worded);

	for (size_t k = 0; nouns[k] && !verb; k++) {
		size_t l = strlen(nouns[k]);

		verb = rl > l + 1 && !strncasecmp(r, nouns[k], l) &&
		       r[l] == ' ' && islower((unsigned char)r[l + 1]);
	}

	for (size_t k = 0; worded && stepped[k] && !verb; k++) {
		size_t l = strlen(stepped[k]);

		verb = rl >= l && !strncasecmp(r, stepped[k], l) &&
		       (rl == l || !isalnum((unsigned char)r[l]));
	}

	for (size_t k = 0; first[k] && !verb; k++) {
		size_t l = strlen(first[k]);
		unsigned char c = (unsigned char)first[k][0];

		/* a CJK verb runs on into its object ("使用dd命令") */
		verb = rl >= l && !strncasecmp(r, first[k], l) &&
		       (c >= 0xe0 || rl == l ||
			(!isalnum((unsigned char)r[l]) &&
			 (unsigned char)r[l] < 0x80));
	}
	e = rl;
	while (e && strchr(" \t:.!*_", r[e - 1]))
		e--;
	if (e >= 3 && !memcmp(r + e - 3, "：", 3))
		e -= 3;
	for (size_t k = 0; last[k] && !verb; k++) {
		size_t l = strlen(last[k]);

		verb = e > l && !strncasecmp(r + e - l, last[k], l);
	}
	/* "Write the image to the card", "Copy the ISO": a verb that also
	 * heads a test ("Write", "Write speed", "Make the installer
	 * stick" stay names) only before its object's article */
	for (size_t k = 0; acts[k] && !verb; k++) {
		size_t l = strlen(acts[k]);

		if (rl <= l || strncasecmp(r, acts[k], l))
			continue;
		for (size_t o = 0; objs[o] && !verb; o++)
			verb = rl > l + strlen(objs[o]) &&
			       !strncasecmp(r + l, objs[o], strlen(objs[o]));
	}
	if (!verb)
		return 0;
	/* "Set up the SN850X": a model's word names the drive; a size
	 * ("a 4GB swap file", "bs=1M") or a version ("22.04") does not */
	for (size_t i = 0; i < rl;) {
		size_t a = i, d;

		while (i < rl && is_alnum(r[i]))
			i++;
		if (i == a) {
			i++;
			continue;
		}
		d = a;
		while (d < i && isdigit((unsigned char)r[d]))
			d++;
		if (d > a && d < i && size_unit(r + d, i - d))
			continue;
		for (size_t k = a; k < i; k++)
			if (i - a >= 3 && isdigit((unsigned char)r[k]) &&
			    (isalpha((unsigned char)r[a]) ||
			     isalpha((unsigned char)r[i - 1])))
				return 0;
	}
	switch (doc_prose_system(r, rl, name, sizeof(name))) {
	case 0: return 1;
	case 1: /* "Install the Samsung SSD"; not "Create the swap file" */
		for (const char *c = name; *c; c++)
			if (isupper((unsigned char)*c))
				return 0;
		return 1;
	default: return 0;
	}
}

/* doc_prose.h */
int doc_prose_asks(const char *s, size_t len)
{
	static const char *const words[] = {
	    "what",   "which",	 "quel",    "quelle", "quels", "quelles",
	    "welche", "welcher", "welches", "qué",    "cuál",  "cual",
	    "qual",   "quale",	 "jaki",    "jaka",   "jakie", "какой",
	    "какая",  "какие",	 NULL};
	static const char *const cjk[] = {"什么", "什麼", "哪",	  "何",
					  "どの", "어떤", "무슨", NULL};

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	if (!len || (s[len - 1] != '?' &&
		     !(len >= 3 && !memcmp(s + len - 3, "\xef\xbc\x9f", 3))))
		return 0;
	for (size_t k = 0; cjk[k]; k++)
		if (memmem(s, len, cjk[k], strlen(cjk[k])))
			return 1;
	for (size_t i = 0, b; i < len; i = b) {
		for (; i < len && !is_alnum(s[i]) && (unsigned char)s[i] < 0x80;
		     i++)
			;
		for (b = i;
		     b < len && (is_alnum(s[b]) || (unsigned char)s[b] >= 0x80);
		     b++)
			;
		for (size_t k = 0; words[k]; k++)
			if (strlen(words[k]) == b - i &&
			    !strncasecmp(s + i, words[k], b - i))
				return 1;
		if (b == i)
			b++;
	}
	return 0;
}

/* doc_prose.h */
int doc_prose_measured_on(const char *s, size_t len, char *out, size_t n)
{
	static const char *const lead[] = {
	    "measured on ",
	    "tested on ",
	    "benchmarked on ",
	    "ran on ",
	    "run on ",
	    "results for ",
	    "results on ",
	    "results from ",
	    "numbers for ",
	    "figures for ",
	    "output for ",
	    "gemessen auf ",
	    "getestet auf ",
	    "ergebnisse f\xc3\xbcr ",
	    "ergebnisse auf ",
	    "mesur\xc3\xa9 sur ",
	    "test\xc3\xa9 sur ",
	    "r\xc3\xa9sultats pour ",
	    "r\xc3\xa9sultats sur ",
	    "medido en ",
	    "medido em ",
	    "probado en ",
	    "testado em ",
	    "resultados para ",
	    "resultados en ",
	    "resultados em ",
	    "misurato su ",
	    "testato su ",
	    "risultati per ",
	    "risultati su ",
	    NULL,
	};
	const char *x = NULL, *lw = NULL;
	size_t xl = 0, words = 0, w0;
	struct testname tn;

	/* the cheap test first: the first letter of a phrase */
	if (len < 8 || !strchr("mtbrgepnfoMTBRGEPNFO", s[0]))
		return 0;
	while (len &&
	       (s[len - 1] == ' ' || s[len - 1] == ':' || s[len - 1] == '.'))
		len--;
	if (len >= 3 && !memcmp(s + len - 3, "\xef\xbc\x9a", 3))
		len -= 3; /* U+FF1A */
	for (size_t i = 0; lead[i] && !x; i++) {
		size_t l = strlen(lead[i]);

		if (len > l && !strncasecmp(s, lead[i], l)) {
			x = s + l;
			xl = len - l;
			lw = lead[i];
		}
	}
	while (x && xl && *x == ' ')
		x++, xl--;
	/* "Results for the WD Red drive:": the figures of the drive the
	 * article names; its noun after the name is no part of it */
	if (x && lw && !strcmp(lw + strlen(lw) - 4, "for ") && xl > 4 &&
	    !strncmp(x, "the ", 4)) {
		x += 4;
		xl -= 4;
		for (const char *w = " drive\0 disk\0"; *w; w += strlen(w) + 1)
			if (xl > strlen(w) &&
			    !memcmp(x + xl - strlen(w), w, strlen(w)))
				xl -= strlen(w);
	}
	if (!x || !xl || xl >= n || xl > 48 ||
	    !(isupper((unsigned char)x[0]) || isdigit((unsigned char)x[0])) ||
	    memchr(x, '?', xl) || memchr(x, ',', xl) || memchr(x, '`', xl) ||
	    memchr(x, ';', xl) || memchr(x, '!', xl) ||
	    memmem(x, xl, "://", 3) || memmem(x, xl, ". ", 2))
		return 0;
	for (w0 = 0; w0 < xl && x[w0] != ' '; w0++)
		;
	if (plain_capital(x, w0) || testname_tool(x, xl))
		return 0;
	for (size_t i = 0; i < xl; i++) {
		static const char *const two[] = {
		    " and ", " vs ", " vs. ", " & ", " / ",
		    " und ", " et ", " y ",   " e ", NULL};

		words += x[i] != ' ' && (i == 0 || x[i - 1] == ' ');
		for (size_t k = 0; two[k]; k++)
			if (!strncasecmp(x + i, two[k], strlen(two[k])))
				return 0;
	}
	if (words > 5)
		return 0;
	testname_parse(x, xl, 0, &tn);
	if (tn.cond.op || tn.n_ops || tn.cond.pattern || tn.test_header ||
	    tn.value_header || tn.metric != TESTNAME_NONE || tn.found)
		return 0;
	snprintf(out, n, "%.*s", (int)xl, x);
	return 1;
}

/*
 * Whether name x (xl bytes, doc_prose_ran_on()) reads as a machine's:
 * one to four words, 48 bytes at most, the first with a capital or a
 * digit and a letter ("t3.micro", "Hetzner CX22"; not "4 threads",
 * "2024-05-01", "The box", an operating system, a weekday), a digit in
 * it or two words of a capital or a kind's noun after it (kind), no
 * tool, test or size words.
 */
static int ran_on_name(const char *x, size_t xl, int kind)
{
	static const char *const days[] = {
	    "Monday",	"Tuesday", "Wednesday", "Thursday",  "Friday",
	    "Saturday", "Sunday",  "Today",	"Yesterday", NULL,
	};
	size_t words = 0, caps = 0, w0 = 0;
	int digit = 0, alpha0 = 0, big0 = 0;
	struct testname tn;

	if (!xl || xl > 48)
		return 0;
	while (w0 < xl && x[w0] != ' ')
		w0++;
	for (size_t i = 0; i < w0; i++) {
		alpha0 |= isalpha((unsigned char)x[i]) != 0;
		big0 |= isupper((unsigned char)x[i]) ||
			isdigit((unsigned char)x[i]);
	}
	if (!alpha0 || !big0 || plain_capital(x, w0) ||
	    word_listed(x, w0, days, 0) || testname_tool(x, xl))
		return 0;
	for (size_t i = 0; i < xl; i++) {
		unsigned char c = (unsigned char)x[i];

		if (c >= 0x80 || !(isalnum(c) || strchr(" .-_+", c)))
			return 0;
		digit |= isdigit(c) != 0;
		if (c != ' ' && (i == 0 || x[i - 1] == ' ')) {
			words++;
			caps += isupper(c) != 0;
		}
	}
	if (words > 4 || !(digit || kind || caps >= 2))
		return 0;
	testname_parse(x, xl, 0, &tn);
	return !(tn.cond.op || tn.n_ops || tn.cond.pattern || tn.test_header ||
		 tn.value_header || tn.metric != TESTNAME_NONE || tn.found);
}

/*
 * Length of a kind's noun ending x (xl bytes) after a blank or glued in
 * CJK ("t3.micro instance", "t3.micro实例"), 0 when none.
 */
static size_t ran_on_kind(const char *x, size_t xl)
{
	static const char *const kinds[] = {
	    " instance",
	    " server",
	    " VM",
	    " box",
	    " machine",
	    " host",
	    " node",
	    " VPS",
	    " droplet",
	    " board",
	    "\xe4\xba\x91\xe4\xb8\xbb\xe6\x9c\xba",		/* 云主机 */
	    "\xe4\xba\x91\xe6\x9c\x8d\xe5\x8a\xa1\xe5\x99\xa8", /* 云服务器 */
	    "\xe5\xae\x9e\xe4\xbe\x8b",				/* 实例 */
	    "\xe6\x9c\x8d\xe5\x8a\xa1\xe5\x99\xa8",		/* 服务器 */
	    "\xe4\xb8\xbb\xe6\x9c\xba",				/* 主机 */
	    "\xe6\x9c\xba\xe5\x99\xa8",				/* 机器 */
	    "\xe8\x99\x9a\xe6\x8b\x9f\xe6\x9c\xba",		/* 虚拟机 */
	    "\xe3\x82\xa4\xe3\x83\xb3\xe3\x82\xb9\xe3\x82\xbf\xe3\x83\xb3"
	    "\xe3\x82\xb9", /* インスタンス */
	    NULL,
	};

	for (size_t i = 0; kinds[i]; i++) {
		size_t l = strlen(kinds[i]);

		if (xl > l && !strncasecmp(x + xl - l, kinds[i], l))
			return l;
	}
	return 0;
}

/*
 * The name x (xl bytes) with a bracketed aside dropped ("t3.micro
 * （cn-north-1）实例" -> "t3.micro 实例") and blanks trimmed, into out
 * (n bytes); its length, 0 when an aside is left open.
 */
static size_t ran_on_trim(const char *x, size_t xl, char *out, size_t n)
{
	size_t o = 0;
	int depth = 0;

	for (size_t i = 0; i < xl && o + 1 < n; i++) {
		if (x[i] == '(' ||
		    (xl - i >= 3 && !memcmp(x + i, "\xef\xbc\x88", 3))) {
			depth++;
			i += x[i] == '(' ? 0 : 2;
		} else if (x[i] == ')' ||
			   (xl - i >= 3 && !memcmp(x + i, "\xef\xbc\x89", 3))) {
			if (!depth--)
				return 0;
			i += x[i] == ')' ? 0 : 2;
		} else if (!depth &&
			   !(x[i] == ' ' && (!o || out[o - 1] == ' ')))
			out[o++] = x[i];
	}
	while (o && out[o - 1] == ' ')
		o--;
	out[o] = '\0';
	return depth ? 0 : o;
}

/* Where the words after a phrase of setting end: the clause's next part */
static const char *const ran_on_stop[] = {
    " with ", " running ", " using ", " under ", " in ",   " at ",  " for ",
    " from ", " which ",   " that ",  " to ",	 " over ", " via ", " because ",
    " but ",  " so ",	   " where ", " while ", NULL,
};

/*
 * The words after the first of the phrases lead (each ending in a blank)
 * that starts a word of s (len bytes) at or after *at (with anchored, at
 * *at only: a statement's first words): up to the clause's end (a phrase
 * of stop, a comma, a sentence's stop), an article or a possessive of
 * skip dropped, into *x and *xl (an aside in brackets kept), *at past
 * the phrase.  1 when found, 0 when none, -1 when the words join two ("on
 * A and B", "A vs B"; not read when anchored).
 */
static int lead_words(const char *s, size_t len, size_t *at, int anchored,
		      const char *const *lead, const char *const *skip,
		      const char *const *stop, const char **x, size_t *xl)
{
	static const char *const two[] = {" and ", " vs ", " vs. ", " & ",
					  " / ",   " or ", NULL};

	for (size_t i = *at; i < len && (!anchored || i == *at); i++) {
		if (i && isalpha((unsigned char)s[i - 1]))
			continue;
		for (size_t w = 0; lead[w]; w++) {
			size_t l = strlen(lead[w]), e, k;
			const char *p;

			if (len - i <= l || strncasecmp(s + i, lead[w], l))
				continue;
			p = s + i + l;
			*at = i + l;
			for (size_t a = 0; skip[a]; a++)
				if ((size_t)(s + len - p) > strlen(skip[a]) &&
				    !strncasecmp(p, skip[a], strlen(skip[a]))) {
					p += strlen(skip[a]);
					break;
				}
			for (e = 0; p + e < s + len; e++) {
				const char *c = p + e;
				size_t r = (size_t)(s + len - c);

				if (strchr(",;:!?\"`[", *c) ||
				    (*c == '.' && (r == 1 || c[1] == ' ')) ||
				    (unsigned char)*c >= 0x80)
					break;
				for (k = 0; stop[k]; k++)
					if (r > strlen(stop[k]) &&
					    !strncasecmp(c, stop[k],
							 strlen(stop[k])))
						break;
				if (stop[k])
					break;
				for (k = 0; !anchored && two[k]; k++)
					if (r > strlen(two[k]) &&
					    !strncasecmp(c, two[k],
							 strlen(two[k])))
						return -1;
			}
			*x = p;
			*xl = e;
			return 1;
		}
	}
	return 0;
}

/*
 * The words naming what a one-line statement of the setup says was
 * used, its word of use leading or closing it: en "Using a Raspberry Pi
 * 4 with 4GB RAM", "Environment: Vultr 1 vCPU", zh "使用阿里云 ecs.g6
 * 实例" (使用 or 环境： first, a maker in CJK before the Latin words
 * skipped), ja "AWS の t3.micro(CentOS7)を使用" (を使用 or を利用 last,
 * しました after it), ko "t3.micro 인스턴스 사용" (사용 last).  The Latin
 * words, a kind's noun after them kept, into *x and *xl; 1 when found.
 * "Results were measured using fio" uses no word at the statement's
 * edge: none.
 */
static int using_words(const char *s, size_t len, const char **x, size_t *xl)
{
	static const char *const en[] = {
	    "using ",
	    "environment: ",
	    "test environment: ",
	    "testing environment: ",
	    "env: ",
	    NULL,
	};
	static const char *const skip[] = {"a ",   "an ",  "the ", "my ",
					   "our ", "one ", NULL};
	static const char *const stop[] = {
	    " with ", " running ", " using ", " under ", " on ",   " in ",
	    " at ",   " for ",	   " from ",  " which ", " that ", " to ",
	    " and ",  " / ",	   " via ",   " as ",	 " but ",  NULL,
	};
	/* 使用, 环境：, 测试环境：, 環境：, テスト環境：, 환경: (":" or "：")
	 */
	static const char *const cjk_first[] = {
	    "\xe4\xbd\xbf\xe7\x94\xa8",
	    "\xe6\xb5\x8b\xe8\xaf\x95\xe7\x8e\xaf\xe5\xa2\x83",
	    "\xe7\x8e\xaf\xe5\xa2\x83",
	    "\xe3\x83\x86\xe3\x82\xb9\xe3\x83\x88\xe7\x92\xb0\xe5\xa2\x83",
	    "\xe7\x92\xb0\xe5\xa2\x83",
	    "\xed\x99\x98\xea\xb2\xbd",
	    NULL,
	};
	/* を使用, を利용, 사용 closing it, a polite or past ending after */
	static const char *const cjk_last[] = {
	    "\xe3\x82\x92\xe4\xbd\xbf\xe7\x94\xa8",
	    "\xe3\x82\x92\xe5\x88\xa9\xe7\x94\xa8",
	    "\xec\x82\xac\xec\x9a\xa9",
	    NULL,
	};
	static const char *const tails[] = {
	    "\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f", /* しました
								 */
	    "\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x84\xe3\x81\xbe\xe3\x81"
	    "\x99",				    /* しています */
	    "\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x99", /* します */
	    "\xe3\x81\x97\xe3\x81\x9f",		    /* した */
	    "\xed\x96\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4", /* 했습니다
								 */
	    "\xed\x95\xa9\xeb\x8b\x88\xeb\x8b\xa4",		/* 합니다 */
	    "\xed\x96\x88\xeb\x8b\xa4",				/* 했다 */
	    "\xed\x95\xa8",					/* 함 */
	    NULL,
	};
	size_t b = 0, e = len, k, l;

	while (b < e && strchr(" \t-*_>", s[b]))
		b++;
	for (int more = 1; more && e > b;) {
		more = 0;
		if (strchr(" \t*_.!", s[e - 1])) {
			e--;
			more = 1;
		} else if (e - b >= 3 &&
			   (!memcmp(s + e - 3, "\xe3\x80\x82", 3) ||
			    !memcmp(s + e - 3, "\xef\xbc\x81", 3))) {
			e -= 3; /* 。！ */
			more = 1;
		}
	}
	k = b;
	if (lead_words(s, e, &k, 1, en, skip, stop, x, xl))
		return *xl > 0;
	for (k = 0; cjk_first[k]; k++) {
		size_t p, q, r;

		l = strlen(cjk_first[k]);
		if (e - b <= l || memcmp(s + b, cjk_first[k], l))
			continue;
		p = b + l;
		if (k) { /* 环境 and its colon */
			if (p < e && s[p] == ':')
				p++;
			else if (e - p >= 3 &&
				 !memcmp(s + p, "\xef\xbc\x9a", 3))
				p += 3;
			else
				return 0;
		}
		/* "阿里云 ", "一台 ": a maker or a count before the name */
		for (q = p; q < e && q - p < 13 && (unsigned char)s[q] >= 0x80;)
			q++;
		while (q < e && s[q] == ' ')
			q++;
		for (r = q; r < e && (unsigned char)s[r] < 0x80 &&
			    !strchr(",;", s[r]) &&
			    !(s[r] == '.' && r + 1 < e && s[r + 1] == ' ');)
			r++;
		if (r == q)
			return 0;
		/* a kind's noun right after: "ecs.g6 实例" */
		for (size_t t = r + 3; t <= e && t <= r + 19; t++)
			if (ran_on_kind(s + q, t - q)) {
				r = t;
				break;
			}
		*x = s + q;
		*xl = r - q;
		return 1;
	}
	for (k = 0; tails[k]; k++) {
		l = strlen(tails[k]);
		if (e - b > l && !memcmp(s + e - l, tails[k], l)) {
			e -= l;
			break;
		}
	}
	for (k = 0; cjk_last[k]; k++) {
		size_t a, c;

		l = strlen(cjk_last[k]);
		if (e - b <= l || memcmp(s + e - l, cjk_last[k], l))
			continue;
		c = e - l;
		/* Korean "를 사용", "을 사용": the object's particle */
		while (c > b && s[c - 1] == ' ')
			c--;
		if (k == 2 && c - b >= 3 &&
		    (!memcmp(s + c - 3, "\xeb\xa5\xbc", 3) ||
		     !memcmp(s + c - 3, "\xec\x9d\x84", 3)))
			c -= 3;
		/* a kind's noun glued before it: "t3.micro インスタンスを使用"
		 */
		for (a = c;
		     a > b && c - a < 18 && (unsigned char)s[a - 1] >= 0x80;)
			a--;
		if (a < c && !ran_on_kind(s + a - (a > b), c - a + (a > b)))
			a = c;
		while (a > b && (unsigned char)s[a - 1] < 0x80 &&
		       s[a - 1] != ',' && !(s[a - 1] == '.' && s[a] == ' '))
			a--;
		*x = s + a;
		*xl = c - a;
		return c > a;
	}
	return 0;
}

/*
 * Whether name x (xl bytes) a statement of use gives (using_words()) is
 * a machine's: a kind's noun was after it (kind), or its first word is
 * no storage term ("Using ZFS ...", "使用 NVMe SSD") and no word of it is
 * a version alone ("Docker 24.0", "v2.3": software used).
 */
static int use_machine(const char *x, size_t xl, int kind)
{
	size_t w = 0;

	if (kind)
		return 1;
	while (w < xl && x[w] != ' ')
		w++;
	if (storage_term(x, w))
		return 0;
	for (size_t i = 0; i < xl;) {
		size_t a = i, dots = 0, digits = 0;

		while (i < xl && x[i] != ' ')
			i++;
		if (a < i && (x[a] == 'v' || x[a] == 'V'))
			a++;
		for (size_t j = a; j < i; j++) {
			dots += x[j] == '.';
			digits += isdigit((unsigned char)x[j]) != 0;
		}
		if (dots && dots + digits == i - a)
			return 0;
		while (i < xl && x[i] == ' ')
			i++;
	}
	return 1;
}

/*
 * Name x (xl bytes) after a phrase of setting, its aside in brackets and
 * a kind's noun after it dropped ("t3.micro instance (us-east-1)"), when
 * it reads as a machine's (ran_on_name(); for a statement of use, use,
 * use_machine() too): into out (n bytes); 1 when it does.
 */
static int ran_on_out(const char *x, size_t xl, int use, char *out, size_t n)
{
	char name[NAME_MAX_LEN];
	size_t k;
	int found = 0;

	if (!x || !xl || xl >= sizeof(name))
		return 0;
	xl = ran_on_trim(x, xl, name, sizeof(name));
	if (xl && (k = ran_on_kind(name, xl))) {
		xl -= k;
		found = 1;
		while (xl && name[xl - 1] == ' ')
			xl--;
	}
	if (!ran_on_name(name, xl, found) || xl >= n ||
	    (use && !use_machine(name, xl, found)))
		return 0;
	snprintf(out, n, "%.*s", (int)xl, name);
	return 1;
}

/* doc_prose.h */
int doc_prose_ran_on(const char *s, size_t len, char *out, size_t n)
{
	static const char *const lead[] = {
	    "tested on ",   "run on ",	       "ran on ",  "benchmarked on ",
	    "measured on ", "performed on ",   "done on ", "conducted on ",
	    "executed on ", "carried out on ", NULL,
	};
	static const char *const skip[] = {"a ",   "an ",   "the ", "my ",
					   "our ", "this ", "one ", NULL};
	/* 进行 测试 运行 跑 执行 完成 after 上; 測定 計測 テスト 実行
	 * ベンチマーク after で */
	static const char *const zh_verb[] = {
	    "\xe8\xbf\x9b\xe8\xa1\x8c",
	    "\xe6\xb5\x8b\xe8\xaf\x95",
	    "\xe8\xbf\x90\xe8\xa1\x8c",
	    "\xe8\xb7\x91",
	    "\xe6\x89\xa7\xe8\xa1\x8c",
	    "\xe5\xae\x8c\xe6\x88\x90",
	    NULL,
	};
	static const char *const ja_verb[] = {
	    "\xe6\xb8\xac\xe5\xae\x9a",
	    "\xe8\xa8\x88\xe6\xb8\xac",
	    "\xe3\x83\x86\xe3\x82\xb9\xe3\x83\x88",
	    "\xe5\xae\x9f\xe8\xa1\x8c",
	    "\xe3\x83\x99\xe3\x83\xb3\xe3\x83\x81\xe3\x83\x9e\xe3\x83\xbc"
	    "\xe3\x82\xaf",
	    NULL,
	};
	const char *x = NULL;
	size_t xl = 0, k, at = 0;
	int use = 0;

	if (len < 6 || doc_prose_compares(s, len))
		return 0;
	/* "... were run on a t3.micro instance, ...": the words after the
	 * phrase up to the clause's end (an aside "(us-east-1)" goes in
	 * ran_on_out()) */
	if (lead_words(s, len, &at, 0, lead, skip, ran_on_stop, &x, &xl) < 0)
		return 0; /* two systems */
	/* zh "在 X 上进行": X between 在 and 上 */
	for (size_t i = 0; !x && i + 3 <= len; i++) {
		if (memcmp(s + i, "\xe4\xb8\x8a", 3)) /* 上 */
			continue;
		for (k = 0; zh_verb[k]; k++)
			if (len - i - 3 >= strlen(zh_verb[k]) &&
			    !memcmp(s + i + 3, zh_verb[k], strlen(zh_verb[k])))
				break;
		if (!zh_verb[k])
			continue;
		for (size_t j = i; j >= 3 && !x; j--)
			if (!memcmp(s + j - 3, "\xe5\x9c\xa8", 3)) { /* 在 */
				x = s + j;
				xl = i - j;
			}
		break;
	}
	/* ja "X で測定": the Latin words right before で; "X でも同様の
	 * ... を計測", "X からホストへの書き込み速度を計測": で, でも or から,
	 * the verb later in the clause (up to its 、 or 。), an aside in
	 * brackets after X ("Docker Desktop（Debian）から") left out */
	for (size_t i = 0; !x && i + 3 <= len; i++) {
		size_t b = i, e = i, v;

		if (i + 6 <= len &&
		    !memcmp(s + i, "\xe3\x81\xa7\xe3\x82\x82", 6)) /* でも */
			v = i + 6;
		else if (!memcmp(s + i, "\xe3\x81\xa7", 3)) /* で */
			v = i + 3;
		else if (i + 6 <= len &&
			 !memcmp(s + i, "\xe3\x81\x8b\xe3\x82\x89",
				 6)) /* から */
			v = i + 6;
		else
			continue;
		for (k = 0; ja_verb[k]; k++)
			if (len - v >= strlen(ja_verb[k]) &&
			    !memcmp(s + v, ja_verb[k], strlen(ja_verb[k])))
				break;
		/* the verb later in the clause: not after で alone ("ddで
		 * ... をテスト" may name the tool's target) */
		for (size_t j = v;
		     !ja_verb[k] && v > i + 3 && j + 3 <= len && j < v + 90 &&
		     memcmp(s + j, "\xe3\x80\x81", 3) &&
		     memcmp(s + j, "\xe3\x80\x82", 3);
		     j++)
			for (k = 0; ja_verb[k]; k++)
				if (len - j >= strlen(ja_verb[k]) &&
				    !memcmp(s + j, ja_verb[k],
					    strlen(ja_verb[k])))
					break;
		if (!ja_verb[k])
			continue;
		/* "（Debian）" or "(デビアン)" right before the particle */
		if (b >= 6 && !memcmp(s + b - 3, "\xef\xbc\x89", 3)) {
			for (e = b - 3;
			     e >= 3 && memcmp(s + e - 3, "\xef\xbc\x88", 3);
			     e--)
				;
			if (e < 3)
				continue;
			b = e -= 3;
		} else if (b >= 2 && s[b - 1] == ')') {
			for (e = b - 1; e > 0 && s[e - 1] != '('; e--)
				;
			if (!e)
				continue;
			b = --e;
		}
		/* "t3.micro で測定": a dot inside the name, not a
		 * sentence's end before it */
		while (b > 0 && (unsigned char)s[b - 1] < 0x80 &&
		       s[b - 1] != ',' && !(s[b - 1] == '.' && s[b] == ' '))
			b--;
		if (b == e)
			continue;
		x = s + b;
		xl = e - b;
	}
	/* "Using a Raspberry Pi 4 with ...", "AWS の t3.micro(CentOS7)を
	 * 使用": a statement of the machine used, a machine's name only */
	if (!x)
		use = using_words(s, len, &x, &xl);
	return ran_on_out(x, xl, use, out, n);
}

/* doc_prose.h */
int doc_prose_set_on(const char *s, size_t len, char *out, size_t n)
{
	static const char *const lead[] = {"on a ", "on an ", "with ", NULL};
	static const char *const skip[] = {"a ", "an ", NULL};
	char one[NAME_MAX_LEN];
	const char *x;
	size_t xl, at = 0;
	int found = doc_prose_ran_on(s, len, out, n), r;

	if (doc_prose_compares(s, len))
		return 2;
	while ((
	    r = lead_words(s, len, &at, 0, lead, skip, ran_on_stop, &x, &xl))) {
		size_t e = 0;

		if (r < 0)
			return 2;
		/* a name's words, each from a capital, a digit or a
		 * bracket, the first a capital, up to a word of none but a
		 * kind's noun ("a Larkspur T5 borrowed from work", "an Acme
		 * X2 board"; not "with 4GB of RAM", "with my old laptop") */
		if (!xl || !isupper((unsigned char)x[0]))
			continue;
		while (e < xl) {
			size_t w = e, we;

			while (w < xl && x[w] == ' ')
				w++;
			for (we = w; we < xl && x[we] != ' ';)
				we++;
			if (w < xl && !isupper((unsigned char)x[w]) &&
			    !isdigit((unsigned char)x[w]) && x[w] != '(') {
				if (ran_on_kind(x, we))
					e = we;
				break;
			}
			e = we;
		}
		if (!ran_on_out(x, e, 0, one, sizeof(one)))
			continue;
		if (found && !doc_prose_same(one, out))
			return 2;
		if (!found && strlen(one) < n)
			snprintf(out, n, "%s", one);
		found = found || strlen(one) < n;
	}
	return found;
}

/* doc_prose.h */
int doc_prose_para_set_on(const char *s, size_t len, char *out, size_t n)
{
	char one[NAME_MAX_LEN], other[NAME_MAX_LEN];
	size_t end = len, st = 0;
	int found = 0;

	while ((end = doc_prose_last_sentence(s, end, &st)) > 0) {
		const char *q = s + st;
		size_t ql = end - st;
		int r = doc_prose_set_on(q, ql, one, sizeof(one));

		if (r == 2 ||
		    (r && (doc_prose_likens(q, ql) || doc_prose_asks(q, ql) ||
			   (found && !doc_prose_same(one, out)) ||
			   strlen(one) >= n)))
			return 2;
		if (r && !found)
			snprintf(out, n, "%s", one);
		found |= r;
		end = st;
	}
	/* every sentence names that machine or none but a part of it
	 * ("the same SSD moved over"): "I first set it all up on an Acme
	 * X4 and it was fine." beside it names a second */
	for (end = len; found && (end = doc_prose_last_sentence(s, end, &st));
	     end = st) {
		int r =
		    doc_prose_system(s + st, end - st, other, sizeof(other));

		if (r == 2 || (r == 1 && !doc_prose_same(other, out) &&
			       !doc_prose_term_only(other)))
			return 2;
	}
	return found;
}

/* Whether s (n bytes) starts with one of the words in list; its length. */
static size_t starts_with_any(const char *s, size_t n, const char *const *list)
{
	for (size_t i = 0; list[i]; i++) {
		size_t l = strlen(list[i]);

		if (n >= l && !memcmp(s, list[i], l))
			return l;
	}
	return 0;
}

/*
 * Whether x (xl bytes) says a configuration: it ends in a word for one
 * ("分布式复制模式", "the replicated volume", "RAID10 setup") or names one
 * system as prose does.
 */
static int scope_config(const char *x, size_t xl)
{
	static const char *const ends[] = {
	    "\xe6\xa8\xa1\xe5\xbc\x8f", /* 模式 */
	    "\xe5\x8d\xb7",		/* 卷 */
	    "\xe9\x9b\x86\xe7\xbe\xa4", /* 集群 */
	    "\xe9\x85\x8d\xe7\xbd\xae", /* 配置 */
	    "\xe7\x8e\xaf\xe5\xa2\x83", /* 环境 */
	    "\xe6\x96\xb9\xe6\xa1\x88", /* 方案 */
	    " mode",
	    " setup",
	    " configuration",
	    " volume",
	    " pool",
	    " array",
	    " cluster",
	    NULL,
	};
	char name[NAME_MAX_LEN];

	for (size_t i = 0; ends[i]; i++) {
		size_t l = strlen(ends[i]);

		if (xl > l && !memcmp(x + xl - l, ends[i], l))
			return 1;
	}
	return doc_prose_system(x, xl, name, sizeof(name)) == 1;
}

int doc_prose_scope_lead(const char *s, size_t len, char *out, size_t n)
{
	/* 还做了 / 也做了 / 又做了 / 做了 / 还进行了 / 进行了 */
	static const char *const did[] = {
	    "\xe8\xbf\x98\xe5\x81\x9a\xe4\xba\x86",
	    "\xe4\xb9\x9f\xe5\x81\x9a\xe4\xba\x86",
	    "\xe5\x8f\x88\xe5\x81\x9a\xe4\xba\x86",
	    "\xe5\x81\x9a\xe4\xba\x86",
	    "\xe8\xbf\x98\xe8\xbf\x9b\xe8\xa1\x8c\xe4\xba\x86",
	    "\xe8\xbf\x9b\xe8\xa1\x8c\xe4\xba\x86",
	    NULL,
	};
	/* 如下 / 以下 / 下面的 / 下面 */
	static const char *const which[] = {
	    "\xe5\xa6\x82\xe4\xb8\x8b",
	    "\xe4\xbb\xa5\xe4\xb8\x8b",
	    "\xe4\xb8\x8b\xe9\x9d\xa2\xe7\x9a\x84",
	    "\xe4\xb8\x8b\xe9\x9d\xa2",
	    NULL,
	};
	static const char *const test[] = {
	    "\xe6\xb5\x8b\xe8\xaf\x95", /* 测试 */
	    "\xe6\xb5\x8b\xe8\xaf\x84", /* 测评 */
	    NULL,
	};
	static const char *const en_did[] = {
	    " we also ran ", " we ran ", " I also ran ", " I ran ", NULL,
	};
	static const char *const en_which[] = {
	    "the following tests",
	    "the following",
	    "these tests",
	    "these",
	    NULL,
	};
	const char *x = NULL;
	size_t xl = 0, i, l;

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	if (len >= 3 && !memcmp(s + len - 3, "\xef\xbc\x9a", 3))
		len -= 3; /* U+FF1A */
	else if (len && s[len - 1] == ':')
		len--;
	else
		return 0;
	/* "针对 X 还做了如下测试" (for X we also ran these tests) */
	if (len > 6 && !memcmp(s, "\xe9\x92\x88\xe5\xaf\xb9", 6)) { /* 针对 */
		for (i = 6; i < len && !x; i++) {
			size_t j;

			if (!(l = starts_with_any(s + i, len - i, did)))
				continue;
			j = i + l;
			j += starts_with_any(s + j, len - j, which);
			if ((l = starts_with_any(s + j, len - j, test)) &&
			    j + l == len) {
				x = s + 6;
				xl = i - 6;
			}
		}
	} else if (len > 8 && !strncmp(s, "For the ", 8)) {
		/* "For the replicated volume, we also ran the following
		 * tests:" */
		for (i = 8; i < len && !x; i++) {
			if (!(l = starts_with_any(s + i, len - i, en_did)))
				continue;
			if (i + l < len &&
			    starts_with_any(s + i + l, len - i - l, en_which) ==
				len - i - l) {
				x = s + 8;
				xl = i - 8;
				if (xl && x[xl - 1] == ',')
					xl--;
			}
		}
	}
	while (x && xl && *x == ' ')
		x++, xl--;
	while (x && xl && x[xl - 1] == ' ')
		xl--;
	if (!x || !xl || xl >= n || xl > 64 || memchr(x, ',', xl) ||
	    memchr(x, '.', xl) || memmem(x, xl, "\xef\xbc\x8c", 3) ||
	    memmem(x, xl, "\xe3\x80\x82", 3) || !scope_config(x, xl))
		return 0;
	snprintf(out, n, "%.*s", (int)xl, x);
	return 1;
}

/*
 * Whether name x (xl bytes), which a sentence gives a thing after "is",
 * reads as a name: one to six words, 48 bytes at most, a letter or digit
 * first, no comparison, amount, pronoun or clause word ("faster", "the
 * same", "one I bought"), and either an article was before it ("an SSD")
 * or it starts with a capital or a digit ("Samsung 860"): "is slow",
 * "is connected via USB" name nothing.
 */
static int given_name(const char *x, size_t xl, int article)
{
	static const char *const nots[] = {
	    "faster",  "slower", "better", "worse",  "than", "times", "same",
	    "similar", "much",	 "more",   "less",   "very", "not",   "only",
	    "also",    "still",	 "about",  "around", "i",    "we",    "you",
	    "it",      "they",	 "that",   "which",  "who",  "one",   "ones",
	    "this",    "these",	 NULL,
	};
	size_t words = 0;

	if (!xl || xl > 48 || !is_alnum(x[0]) || memchr(x, '%', xl) ||
	    (!article &&
	     !(isupper((unsigned char)x[0]) || isdigit((unsigned char)x[0]))))
		return 0;
	for (size_t i = 0; i < xl; i++) {
		size_t e = i;

		if (x[i] == ' ')
			continue;
		while (e < xl && x[e] != ' ')
			e++;
		words++;
		for (size_t k = 0; nots[k]; k++)
			if (e - i == strlen(nots[k]) &&
			    !strncasecmp(x + i, nots[k], e - i))
				return 0;
		i = e;
	}
	return words <= 6;
}

int doc_prose_ordinal_names(const char *s, size_t len, char *names, size_t each,
			    size_t max)
{
	static const char *const ordinals[] = {
	    "the first ", "the second ", "the third ", "the fourth ",
	    "the fifth ", "the sixth ",	 NULL,
	};
	static const char *const nouns[] = {
	    "drive ", "disk ",	"device ",   "ssd ",	   "hdd ",
	    "card ",  "stick ", "one ",	     "partition ", "volume ",
	    "array ", "pool ",	"machine ",  "system ",	   "server ",
	    "host ",  "box ",	"computer ", "laptop ",	   "vm ",
	    NULL,
	};
	static const char *const verbs[] = {"is ", "was ", NULL};
	static const char *const articles[] = {"a ",  "an ",  "the ",
					       "my ", "our ", NULL};
	/* what may join two clauses: "..., and the second ..." */
	static const char *const joins[] = {
	    ", and ", ", while ", ", whereas ", ", but ", "; ", ", ",
	    " and ",  " while ",  " whereas ",	" but ",  NULL,
	};
	static const char *const stops[] = {
	    ",",     ";",	". ",	     "(",	":",	  " and ",
	    " but ", " while ", " whereas ", " which ", " that ", NULL,
	};
	char low[400];
	size_t i = 0, k, l;

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	if (len && (s[len - 1] == '.' || s[len - 1] == '!'))
		len--;
	if (len >= sizeof(low) || max < 2)
		return 0;
	for (size_t j = 0; j < len; j++)
		low[j] = (char)tolower((unsigned char)s[j]);
	low[len] = '\0';
	/* one sentence */
	if (memmem(low, len, ". ", 2) || memchr(low, '?', len))
		return 0;
	for (k = 0; ordinals[k] && k < max; k++) {
		size_t a, e, m;
		int article;

		if (k && !(l = starts_with_any(low + i, len - i, joins)))
			break;
		if (k)
			i += l;
		l = strlen(ordinals[k]);
		if (len - i < l || memcmp(low + i, ordinals[k], l))
			break;
		i += l;
		i += starts_with_any(low + i, len - i, nouns);
		if (!(l = starts_with_any(low + i, len - i, verbs)))
			return 0;
		i += l;
		l = starts_with_any(low + i, len - i, articles);
		article = l != 0;
		a = i += l;
		for (e = a; e < len; e++)
			if ((m = starts_with_any(low + e, len - e, stops)))
				break;
		while (e > a && s[e - 1] == ' ')
			e--;
		if (!given_name(s + a, e - a, article) || e - a >= each)
			return 0;
		/* no other ordinal inside the name */
		for (size_t o = 0; ordinals[o]; o++)
			if (memmem(low + a, e - a, ordinals[o] + 4,
				   strlen(ordinals[o]) - 5))
				return 0;
		snprintf(names + k * each, each, "%.*s", (int)(e - a), s + a);
		i = e;
	}
	/* the whole sentence read: no third thing left over */
	return k >= 2 && i == len ? (int)k : 0;
}

/*
 * Whether word w (n bytes, a trailing ',' or '.' aside) is one of words,
 * case ignored.
 */
static int word_among(const char *w, size_t n, const char *const *words)
{
	while (n && strchr(",.;", w[n - 1]))
		n--;
	return n && word_listed(w, n, words, 1);
}

int doc_prose_setup_intro(const char *s, size_t len, char *out, size_t n)
{
	/* the last sentence's last word, pointing at what follows */
	static const char *const points[] = {"this", "these", "following",
					     "got",  "get",   NULL};
	/* a turn to another system in the last sentence */
	static const char *const turns[] = {
	    "other",	 "another", "new",	"second",  "next",
	    "different", "instead", "switched", "swapped", "replaced",
	    "moved",	 "changed", NULL};
	static const char *const openers[] = {"and", "so", "now", NULL};
	static const char *const settings[] = {"with", "on", "using", "under",
					       NULL};
	static const char *const subjects[] = {"i", "we", "you", "it", NULL};
	char name[128];
	size_t e, st, pe, ps, k, subj = 0;
	const char *w = s;

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	if (len < 20 || len > 600 || s[len - 1] != ':')
		return 0;
	/* the pointing sentence: "Then tried to hdparm -a 8192 /dev/sda,
	 * and got this:" */
	if (!(e = doc_prose_last_sentence(s, len - 1, &st)) || !st)
		return 0;
	for (k = e; k > st && s[k - 1] != ' '; k--)
		;
	if (!word_among(s + k, e - k, points))
		return 0;
	for (const char *p = s + st; p < s + e;) {
		size_t l = strcspn(p, " ");

		if (p + l > s + e)
			l = (size_t)(s + e - p);
		if (word_among(p, l, turns))
			return 0;
		p += l + 1;
	}
	k = (size_t)doc_prose_system(s + st, e - st, name, sizeof(name));
	if (k == 2 || (k == 1 && !line_names_nothing(name, strlen(name))))
		return 0;
	/* the setting sentence right before it: "With the same disk on a
	 * 3ware S-ATA controller I got 40-50MB/sec." */
	if (!(pe = doc_prose_last_sentence(s, st, &ps)) || pe - ps < 8)
		return 0;
	w = s + ps;
	for (k = 0; k < 2; k++) {
		size_t l = strcspn(w, " ");

		if (w + l >= s + pe)
			return 0;
		if (k == 0 && word_among(w, l, openers)) {
			w += l + 1;
			continue;
		}
		if (!word_among(w, l, settings))
			return 0;
		break;
	}
	/* the name inside the opening phrase, before its subject ("I got")
	 * or its comma */
	for (const char *p = w; p < s + pe && !subj;) {
		size_t l = strcspn(p, " ");

		if (p + l > s + pe)
			l = (size_t)(s + pe - p);
		if (l && p[l - 1] == ',')
			subj = (size_t)(p + l - s);
		else if (p > w && word_among(p, l, subjects))
			subj = (size_t)(p - s);
		p += l + 1;
	}
	if (!subj ||
	    doc_prose_system(w, (size_t)(s + subj - w), name, sizeof(name)) !=
		1 ||
	    doc_prose_system(s + ps, pe - ps, out, n) != 1 ||
	    !doc_prose_same(name, out) ||
	    line_names_nothing(out, strlen(out)) ||
	    doc_prose_generic(s + ps, pe - ps, out) ||
	    doc_prose_likens(s + ps, pe - ps) ||
	    doc_prose_asks(s + ps, pe - ps))
		return 0;
	return 1;
}

/*
 * The drive a first-person statement names (a sentence under an output):
 * "my SSD is a Samsung 970 EVO Plus", "the disk is WD Blue SN570 1TB",
 * "我的 SSD 是三星的 970 evo plus" ("my SSD is Samsung's ..."), where the
 * words say it is the drive: the name that follows (an article, a maker in
 * CJK before "的" dropped) up to the clause's end, two to six words, one
 * with a digit, no comparison ("the disk is 2x faster");  "tested on X",
 * "I used X", "我用的是 X" only when X holds a maker and its model
 * (line_drive_model()).  Looked for in the first sentence (200 bytes).
 * Into out (n bytes); 1 when found.
 */
static int first_person_device(const char *s, size_t len, char *out, size_t n)
{
	static const char *const noun[] = {
	    "my ssd is ", "my disk is ", "my drive is ", "my hdd is ",
	    "my nvme is ", "my sd card is ", "my card is ", "the ssd is ",
	    "the disk is ", "the drive is ", "the hdd is ", "the sd card is ",
	    "the card is ", "my nvme ssd is ",
	    /* "mine's a seagate 7200RPM Sata.": the poster's drive, an
	     * article after (not "mine is 80 MB/s") */
	    "mine's a ", "mine's an ", "mines a ", "mines an ", "mine is a ",
	    "mine is an ", "mine\xe2\x80\x99s a ", "mine\xe2\x80\x99s an ",
	    NULL};
	static const char *const verb[] = {
	    "tested on ",
	    "i used ",
	    "i'm using ",
	    "i am using ",
	    "\xe6\x88\x91\xe7\x94\xa8\xe7\x9a\x84\xe6\x98\xaf", /* 我用的是 */
	    NULL};
	static const char *const skip[] = {"a ", "an ", "the ", "my ", NULL};
	static const char *const nots[] = {
	    "faster", "slower", "full",	  "better", "worse", "times",
	    "than",   "about",	"around", "only",   "not",   "still",
	    "very",   "almost", "nearly", "years",  "year",  "months",
	    "days",   "old",	"ago",	  NULL};
	static const char my[] = "\xe6\x88\x91\xe7\x9a\x84"; /* 我的 */
	static const char is[] = "\xe6\x98\xaf";	     /* 是 */
	static const char of[] = "\xe7\x9a\x84";	     /* 的 */
	size_t end = len < 200 ? len : 200, at = SIZE_MAX, b, e, words = 0;
	int named = 0, digit = 0;

	/* the first sentence */
	for (size_t i = 0; i < end; i++)
		if ((s[i] == '.' && (i + 1 == len || s[i + 1] == ' ')) ||
		    (i + 3 <= len && !memcmp(s + i, "\xe3\x80\x82", 3)))
			end = i;
	for (size_t i = 0; i < end && at == SIZE_MAX; i++) {
		if (i && isalpha((unsigned char)s[i - 1]))
			continue;
		for (size_t k = 0; noun[k] && at == SIZE_MAX; k++)
			if (end - i > strlen(noun[k]) &&
			    !strncasecmp(s + i, noun[k], strlen(noun[k])))
				at = i + strlen(noun[k]), named = 1;
		for (size_t k = 0; verb[k] && at == SIZE_MAX; k++)
			if (end - i > strlen(verb[k]) &&
			    !strncasecmp(s + i, verb[k], strlen(verb[k])))
				at = i + strlen(verb[k]);
		/* "我的 SSD 是": a few bytes naming the drive between */
		if (at == SIZE_MAX && end - i > 6 && !memcmp(s + i, my, 6)) {
			const char *v = memmem(s + i + 6, end - i - 6, is, 3);

			if (v && v - (s + i + 6) >= 2 && v - (s + i + 6) <= 16)
				at = (size_t)(v - s) + 3, named = 1;
		}
	}
	if (at == SIZE_MAX)
		return 0;
	while (at < end && s[at] == ' ')
		at++;
	for (size_t k = 0; skip[k]; k++)
		if (end - at > strlen(skip[k]) &&
		    !strncasecmp(s + at, skip[k], strlen(skip[k])))
			at += strlen(skip[k]);
	/* "三星的 970 evo plus": the maker in CJK, then Latin letters */
	for (b = at; b < end && b - at <= 15 && (unsigned char)s[b] >= 0x80;
	     b += 3)
		if (b + 3 <= end && !memcmp(s + b, of, 3)) {
			at = b + 3;
			break;
		}
	while (at < end && s[at] == ' ')
		at++;
	for (e = at; e < end; e++)
		if (strchr(",;(!?", s[e]) || (unsigned char)s[e] >= 0x80)
			break;
	while (e > at && strchr(" .:", s[e - 1]))
		e--;
	if (e == at || e - at >= 60 || e - at >= n ||
	    !isalnum((unsigned char)s[at]))
		return 0;
	for (size_t i = at; i < e; i++) {
		if (s[i] != ' ' && (i == at || s[i - 1] == ' ')) {
			words++;
			for (size_t k = 0; nots[k]; k++)
				if (!strncasecmp(s + i, nots[k],
						 strlen(nots[k])) &&
				    (i + strlen(nots[k]) == e ||
				     s[i + strlen(nots[k])] == ' '))
					return 0;
		}
		digit |= isdigit((unsigned char)s[i]) != 0;
		if (s[i] == '%')
			return 0;
	}
	if (named ? (words < 2 || words > 6 || !digit)
		  : !line_drive_model(s + at, e - at, out, n))
		return 0;
	snprintf(out, n, "%.*s", (int)(e - at), s + at);
	return 1;
}

/*
 * The end of the first sentence of line s (len bytes): before a '.', '!'
 * or '?' ending it (a blank or the line's end after), or "。"; its mark
 * into *mark ('\0': the line's end).
 */
static size_t first_sentence_end(const char *s, size_t len, char *mark)
{
	*mark = '\0';
	for (size_t i = 0; i < len; i++) {
		if (strchr(".!?", s[i]) && (i + 1 == len || s[i + 1] == ' ')) {
			*mark = s[i];
			return i;
		}
		if (i + 3 <= len && !memcmp(s + i, "\xe3\x80\x82", 3)) {
			*mark = '.';
			return i;
		}
	}
	return len;
}

/*
 * The drive a line right below an output names as a noun phrase of its
 * own, the line's first sentence: "An old laptop HDD.", "The portable USB
 * hard drive. Not great, ...": an article maybe ("a", "an", "the", "my",
 * "our") and a capital first, then two to six words of letters and digits,
 * the last a kind of drive ("HDD", "SSD", "NVMe", "disk", "drive", "card",
 * "stick"), the words before it describing it; no word of a remark on the
 * figures ("A bit slow for an SSD.", "Pretty typical HDD.": a judgement,
 * a preposition, a verb), no question, no caption of what follows (':').
 * The words after the article into out (n bytes); 1 when named.
 */
static int below_drive_phrase(const char *s, size_t len, char *out, size_t n)
{
	static const char *const articles[] = {"a",  "an",  "the",
					       "my", "our", NULL};
	static const char *const kinds[] = {
	    "hdd",  "ssd",	  "nvme",     "disk",	   "drive",
	    "card", "stick",	  "harddisk", "harddrive", "pendrive",
	    "emmc", "flashdrive", NULL};
	static const char *const remarks[] = {
	    "for",    "than",	 "as",	    "like",    "of",	   "to",
	    "in",     "on",	 "at",	    "with",    "from",	   "by",
	    "is",     "are",	 "was",	    "were",    "be",	   "seems",
	    "looks",  "bit",	 "lot",	    "fast",    "faster",   "fastest",
	    "slow",   "slower",	 "slowest", "quick",   "good",	   "bad",
	    "better", "worse",	 "best",    "worst",   "decent",   "great",
	    "nice",   "pretty",	 "quite",   "very",    "really",   "too",
	    "so",     "typical", "normal",  "average", "usual",	   "expected",
	    "same",   "other",	 "another", "this",    "that",	   "these",
	    "those",  "which",	 "what",    "not",     "no",	   "any",
	    "some",   "your",	 "his",	    "her",     "their",	   "its",
	    "ok",     "okay",	 "fine",    "poor",    "terrible", "awful",
	    "and",    "or",	 "but",	    "just",    "only",	   "still",
	    "i",      "we",	 "you",	    "it",      NULL};
	size_t e, a = 0, words = 0, last = 0;
	char mark;

	e = first_sentence_end(s, len, &mark);
	while (e && (s[e - 1] == ' ' || s[e - 1] == '\t'))
		e--;
	if (mark == '?' || mark == '!' || !e || s[e - 1] == ':' || e >= n ||
	    !isupper((unsigned char)s[0]))
		return 0;
	for (size_t i = 0; i < e;) {
		size_t b = i;

		while (i < e && s[i] != ' ')
			i++;
		/* letters, digits and '-' only: no list, bracket or code */
		for (size_t k = b; k < i; k++)
			if (!isalnum((unsigned char)s[k]) && s[k] != '-')
				return 0;
		if (i > b) {
			if (!words && !a &&
			    word_listed(s + b, i - b, articles, 1))
				a = i;
			else if (word_listed(s + b, i - b, remarks, 1))
				return 0;
			else
				words++;
			last = b;
		}
		while (i < e && s[i] == ' ')
			i++;
	}
	while (a < e && s[a] == ' ')
		a++;
	if (words < 2 || words > 6 || last < a ||
	    !word_listed(s + last, e - last, kinds, 1))
		return 0;
	snprintf(out, n, "%.*s", (int)(e - a), s + a);
	return 1;
}

/*
 * The drive a line right below an output names where its first sentence
 * says the figures are what the poster got from it: "That's what I get
 * from SATA 2.0 (3.0 Gbps), WD VelociRaptor 300GB, 32MB cache, drive.":
 * the one maker's model of the sentence (doc_prose_one_drive(): no
 * comparison, likening or question).  Into out (n bytes); 1 when named.
 */
static int below_result_from(const char *s, size_t len, char *out, size_t n)
{
	static const char *const leads[] = {
	    "that's what ", "that is what ",	       "this is what ",
	    "thats what ",  "that\xe2\x80\x99s what ", NULL};
	char mark;
	size_t e = first_sentence_end(s, len, &mark), t = len;

	/* "This is what i get with a Maxtor 6Y120L0:": the caption of
	 * the output below it */
	while (t && (s[t - 1] == ' ' || s[t - 1] == '\t'))
		t--;
	if (t && s[t - 1] == ':')
		return 0;
	for (size_t k = 0; leads[k]; k++)
		if (e > strlen(leads[k]) &&
		    !strncasecmp(s, leads[k], strlen(leads[k])))
			return mark != '?' && doc_prose_one_drive(s, e, out, n);
	return 0;
}

/*
 * The drive a line right below an output names where it opens by pointing
 * back at the output and says whose it is: "これは X の例/結果" ("this is
 * the example/result of X"), "这是 X 的结果", "이것은 X 의 결과", "This is
 * (from) X" / "This was (from) X" (an article or "my" dropped), X a
 * maker's model (line_drive_model()) from its first word: "これはSeagate
 * ST3000DM001の例だが、...", "This is from my WD Blue 1TB.".  In the CJK
 * forms X is Latin letters, digits and blanks only, the marker right after
 * it ("の仕様値の例" is a spec's); in English X starts the clause and the
 * sentence compares, likens or asks nothing ("This is slow for a Seagate
 * ...", "This is a Seagate? ..." name none).  The model into out (n
 * bytes); 1 when named.
 */
static int below_topic_model(const char *s, size_t len, char *out, size_t n)
{
	static const char *const cjk_leads[] = {
	    "\xe3\x81\x93\xe3\x82\x8c\xe3\x81\xaf", /* これは */
	    "\xe8\xbf\x99\xe6\x98\xaf",		    /* 这是 */
	    "\xe9\x80\x99\xe6\x98\xaf",		    /* 這是 */
	    "\xec\x9d\xb4\xea\xb2\x83\xec\x9d\x80", /* 이것은 */
	    NULL};
	static const char *const marks[] = {
	    "\xe3\x81\xae\xe4\xbe\x8b",		     /* の例 */
	    "\xe3\x81\xae\xe7\xb5\x90\xe6\x9e\x9c",  /* の結果 */
	    "\xe7\x9a\x84\xe7\xbb\x93\xe6\x9e\x9c",  /* 的结果 */
	    "\xe7\x9a\x84\xe7\xb5\x90\xe6\x9e\x9c",  /* 的結果 */
	    "\xec\x9d\x98 \xea\xb2\xb0\xea\xb3\xbc", /* 의 결과 */
	    "\xec\x9d\x98\xea\xb2\xb0\xea\xb3\xbc",  /* 의결과 */
	    NULL};
	static const char *const en_leads[] = {"this is ", "this was ", NULL};
	static const char *const skips[] = {"from ", "the ", "a ", "an ",
					    "my ",   "our ", NULL};
	size_t at = 0, e = 0, k, words;
	char mark;

	for (k = 0; cjk_leads[k]; k++)
		if (len > strlen(cjk_leads[k]) &&
		    !memcmp(s, cjk_leads[k], strlen(cjk_leads[k])))
			break;
	if (cjk_leads[k]) {
		at = strlen(cjk_leads[k]);
		/* "これは、Seagate ...": a comma after the topic */
		if (len - at > 3 && (!memcmp(s + at, "\xe3\x80\x81", 3) ||
				     !memcmp(s + at, "\xef\xbc\x8c", 3)))
			at += 3;
		while (at < len && s[at] == ' ')
			at++;
		for (e = at; e < len && (unsigned char)s[e] < 0x80; e++)
			if (!isalnum((unsigned char)s[e]) &&
			    !strchr(" -_.", s[e]))
				return 0;
		for (k = 0; marks[k]; k++)
			if (len - e >= strlen(marks[k]) &&
			    !memcmp(s + e, marks[k], strlen(marks[k])))
				break;
		if (!marks[k])
			return 0;
	} else {
		for (k = 0; en_leads[k]; k++)
			if (len > strlen(en_leads[k]) &&
			    !strncasecmp(s, en_leads[k], strlen(en_leads[k])))
				break;
		if (!en_leads[k])
			return 0;
		e = first_sentence_end(s, len, &mark);
		if (mark == '?' || memchr(s, '?', len) ||
		    doc_prose_compares(s, e) || doc_prose_likens(s, e))
			return 0;
		at = strlen(en_leads[k]);
		for (k = 0; skips[k]; k++)
			if (e - at > strlen(skips[k]) &&
			    !strncasecmp(s + at, skips[k], strlen(skips[k]))) {
				at += strlen(skips[k]);
				k = (size_t)-1; /* "from my": again */
			}
		for (size_t i = at; i < e; i++)
			if (strchr(",;(:", s[i])) {
				e = i;
				break;
			}
	}
	while (e > at && s[e - 1] == ' ')
		e--;
	if (e <= at || !line_drive_model(s + at, e - at, out, n))
		return 0;
	/* the model opens X: "slow for a Seagate ..." is a remark */
	if (strncmp(s + at, out, strlen(out)))
		return 0;
	/* "Samsung 870 EVO", "WD Blue 1TB HDD": the whole name when short */
	words = 0;
	for (size_t i = at; i < e; i++)
		words += s[i] != ' ' && (i == at || s[i - 1] == ' ');
	if (words <= 6 && e - at < n && e - at <= 60)
		snprintf(out, n, "%.*s", (int)(e - at), s + at);
	return 1;
}

int doc_prose_drive_below(const char *s, size_t len, char *out, size_t n)
{
	return first_person_device(s, len, out, n) ||
	       below_drive_phrase(s, len, out, n) ||
	       below_result_from(s, len, out, n) ||
	       below_topic_model(s, len, out, n);
}
