/*
 * CrystalDiskMark-style text exports (CrystalDiskMark 3.x to 8.x and
 * KDiskMark 1.x to 3.x): see diskmark.h.
 *
 * What each version's test labels mean (block size, queue depth, threads)
 * is taken from CrystalDiskMark's own sources:
 *
 *   CDM 3.x  DiskBench.cpp: "Sequential" reads/writes DISK_TEST_MAX_BUFFER_SIZE
 *            (1 MiB) blocks one at a time; "Random 512KB" / "Random 4KB"
 *            use size * 1024 bytes (so KB is KiB here) at QD1;
 *            "Random 4KB (QD=32)" is 4 KiB at QD32, one thread.
 *   CDM 5.1  DiskBench.cpp (ababycoder/CrystalDiskMark5_1_2Src): "Sequential
 *            (Q= 32,T= 1)" runs diskspd -b128K -o32 -t1, "Sequential (T= 1)"
 *            -b1M -o1 -t1, "Random 4KiB (Q= 1,T= 1)" -b4K -o1 -t1.
 *   CDM 6.0  DiskBench.cpp (ababycoder/CrystalDiskMark6_0_0Src): every
 *            "Sequential (Q= n,T= m)" runs -b128k with those Q and T.
 *   CDM 7/8, KDiskMark: the label states the block size ("SEQ 1MiB",
 *            "Sequential 1 MiB") and Q/T.
 *
 * So "Sequential Read (Q= 32,T= 1)" (CDM 4-6) is SEQ128K Q32T1, and
 * "Sequential Read (T= 1)" (CDM 5) and "Sequential Read" (CDM 3) are
 * SEQ1M Q1T1.  CrystalDiskMark opens its test file unbuffered
 * (FILE_FLAG_NO_BUFFERING, diskspd -S), hence direct = 1 for it.
 *
 * The footer's Date has no time zone; it is stored as if it were UTC.
 * The test size ("1 GiB", CDM 3's "1000 MB") is binary: CDM 3 computes it
 * as the number times 1024 * 1024.  CDM 8/9 (DiskMarkDlg.cpp SaveText)
 * print the same layout for every profile (Default, NVMe SSD settings,
 * Peak, Real, Demo; "[Mix] Read N%/Write N%" when mixed), "Date:" with an
 * unpadded hour and "Comment: TEXT" last; CDM 3-6 print the comment bare.
 *
 * Pasted exports (docs/units.md, "Pasted exports"): a line that cannot be
 * read is a warning and is skipped; lines cut with "..." keep the figures
 * before the cut; hand-typed names (CDM 4-6 buttons "Seq Q32T1", "4K",
 * a direction word around a name) and lines without ':' are read; an
 * export flattened onto one line is cut again (first_segment()).
 */
#include "ingest/diskmark.h"
#include "ingest/formats.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "ingest/doc_prose.h"
#include "ingest/lines.h"
#include "ingest/logprefix.h"
#include "model/units.h"
#include "util/utf8.h"
#include "util/alloc.h"

#define DM_LINE 512
#define DM_STR	160
#define DM_COLS 4 /* systems side by side in one export */
#define KIB	1024LL
#define MIB	(1024LL * 1024LL)

static const char *skip_blanks(const char *p)
{
	while (*p == ' ' || *p == '\t')
		p++;
	return p;
}

/* Consume word at *p; 1 when it was there. */
static int eat(const char **p, const char *word)
{
	size_t n = strlen(word);

	if (strncmp(*p, word, n))
		return 0;
	*p += n;
	return 1;
}

/* Consume word at *p ignoring case; 1 when it was there. */
static int eat_ci(const char **p, const char *word)
{
	size_t n = strlen(word);

	if (strncasecmp(*p, word, n))
		return 0;
	*p += n;
	return 1;
}

/* An unsigned decimal integer (at most 9 digits). */
static int eat_uint(const char **p, int64_t *out)
{
	const char *s = *p;
	int64_t v = 0;
	int n = 0;

	while (*s >= '0' && *s <= '9' && n < 10) {
		v = v * 10 + (*s - '0');
		s++;
		n++;
	}
	if (!n || n > 9)
		return 0;
	*out = v;
	*p = s;
	return 1;
}

/* "(Q= 32,T= 1)", "(Q=  8, T= 1)", "(T= 1)", "(QD=32)" */
static int eat_qt(const char **p, int64_t *q, int64_t *t, int *has_q)
{
	const char *s = *p;

	*has_q = 0;
	*t = 1;
	if (!eat(&s, "("))
		return 0;
	s = skip_blanks(s);
	if (eat(&s, "QD=")) {
		s = skip_blanks(s);
		if (!eat_uint(&s, q))
			return 0;
		*has_q = 1;
	} else {
		if (eat(&s, "Q=")) {
			s = skip_blanks(s);
			if (!eat_uint(&s, q))
				return 0;
			s = skip_blanks(s);
			if (!eat(&s, ","))
				return 0;
			s = skip_blanks(s);
			*has_q = 1;
		}
		if (!eat(&s, "T="))
			return 0;
		s = skip_blanks(s);
		if (!eat_uint(&s, t))
			return 0;
	}
	s = skip_blanks(s);
	if (!eat(&s, ")"))
		return 0;
	*p = s;
	return 1;
}

static void set_name(struct diskmark_test *t)
{
	char size[24];

	if (t->cond.bs % MIB == 0)
		snprintf(size, sizeof(size), "%lldM",
			 (long long)(t->cond.bs / MIB));
	else
		snprintf(size, sizeof(size), "%lldK",
			 (long long)(t->cond.bs / KIB));
	snprintf(t->name, sizeof(t->name), "%s%s Q%lldT%lld",
		 t->cond.pattern == IODB_PATTERN_SEQ ? "SEQ" : "RND", size,
		 (long long)t->cond.iodepth, (long long)t->cond.numjobs);
}

/*
 * CDM 7/8 and KDiskMark "SEQ    1MiB (Q=  8, T= 1)", compact "SEQ1M Q8T1",
 * and CDM 8's window spelling retyped: "SEQ 1MiB Q8T1", "RND 4KiB Q32T16"
 */
static int label_sized(const char *s, struct diskmark_test *t)
{
	const char *p = s, *b;
	int64_t n, q, th;
	int has_q, compact;

	if (eat_ci(&p, "Sequential") || eat_ci(&p, "SEQ"))
		t->cond.pattern = IODB_PATTERN_SEQ;
	else if (eat_ci(&p, "Random") || eat_ci(&p, "RND"))
		t->cond.pattern = IODB_PATTERN_RAND;
	else
		return -EINVAL;
	b = skip_blanks(p);
	compact = b == p;
	p = b;
	if (!eat_uint(&p, &n) || n <= 0)
		return -EINVAL;
	if (compact) { /* SEQ1M Q8T1, Seq1MiB Q8T1 */
		if (eat_ci(&p, "KiB") || eat_ci(&p, "KB") || eat_ci(&p, "K"))
			t->cond.bs = n * KIB;
		else if (eat_ci(&p, "MiB") || eat_ci(&p, "MB") ||
			 eat_ci(&p, "M"))
			t->cond.bs = n * MIB;
		else
			return -EINVAL;
		if (*p != ' ' && *p != '\t')
			return -EINVAL;
		p = skip_blanks(p);
		if (*p == '(') {
			if (!eat_qt(&p, &q, &th, &has_q) || !has_q)
				return -EINVAL;
		} else if (!eat_ci(&p, "Q") || !eat_uint(&p, &q) ||
			   !eat_ci(&p, "T") || !eat_uint(&p, &th)) {
			return -EINVAL;
		}
	} else {
		t->spaced = *p == ' ';
		p = skip_blanks(p);
		if (eat(&p, "KiB"))
			t->cond.bs = n * KIB;
		else if (eat(&p, "MiB"))
			t->cond.bs = n * MIB;
		else
			return -EINVAL;
		b = skip_blanks(p);
		if (*b == '(') {
			p = b;
			if (!eat_qt(&p, &q, &th, &has_q) || !has_q)
				return -EINVAL;
		} else if (b == p || t->spaced || !eat_ci(&b, "Q") ||
			   !eat_uint(&b, &q) || !eat_ci(&b, "T") ||
			   !eat_uint(&b, &th)) {
			return -EINVAL;
		} else { /* CDM 8's window, retyped: "SEQ 1MiB Q8T1" */
			p = b;
		}
	}
	if (*skip_blanks(p))
		return -EINVAL;
	t->cond.iodepth = q;
	t->cond.numjobs = th;
	t->sized = 1;
	return 0;
}

/*
 * CDM 3-6: "Sequential Read (Q= 32,T= 1)", "Sequential Write (T= 1)",
 * "Random Read 4KiB (Q=  8,T= 8)", "Sequential Read", "Random Read 512KB",
 * "Random Write 4KB (QD=32)": the direction is in the label.
 */
static int label_directed(const char *s, struct diskmark_test *t)
{
	const char *p = s;
	int64_t n = 0, q = 1, th = 1;
	int has_q = 0, has_size = 0, has_par = 0;

	if (eat(&p, "Sequential "))
		t->cond.pattern = IODB_PATTERN_SEQ;
	else if (eat(&p, "Random "))
		t->cond.pattern = IODB_PATTERN_RAND;
	else
		return -EINVAL;
	if (eat(&p, "Read"))
		t->cond.op = IODB_OP_READ;
	else if (eat(&p, "Write"))
		t->cond.op = IODB_OP_WRITE;
	else
		return -EINVAL;
	p = skip_blanks(p);
	if (eat_uint(&p, &n)) {
		int64_t unit = KIB;

		/* "Sequential Read 1MiB (QD=32)": a clone's label */
		if (n > 0 && eat(&p, "MiB"))
			unit = MIB;
		else if (n <= 0 || !(eat(&p, "KiB") || eat(&p, "KB")))
			return -EINVAL;
		n *= unit;
		has_size = 1;
		p = skip_blanks(p);
	}
	if (*p == '(') {
		if (!eat_qt(&p, &q, &th, &has_q))
			return -EINVAL;
		has_par = 1;
	}
	if (*skip_blanks(p))
		return -EINVAL;
	if (t->cond.pattern == IODB_PATTERN_RAND && !has_size)
		return -EINVAL;
	t->sized = has_size;
	t->bare = !has_size && !has_par;
	if (has_size)
		t->cond.bs = n;
	else if (has_par && has_q)
		t->cond.bs =
		    128 * KIB; /* CDM 4-6 "Seq Q32T1": diskspd -b128K */
	else
		t->cond.bs = MIB; /* CDM 5 "Seq" (T= 1), CDM 3 "Sequential" */
	t->cond.iodepth = has_q ? q : 1;
	t->cond.numjobs = th;
	return 0;
}

/*
 * The names CrystalDiskMark 4-6 show on their buttons, typed by hand in
 * trimmed pastes: "Seq Q32T1", "4K Q32T1", "4K Q8T8", "4K QD32", "512K",
 * "Seq", "4K".  Only what those versions ran: "Seq Q32T1" was 128 KiB
 * blocks (CDM 5-6: diskspd -b128K), a bare "Seq" 1 MiB at QD1; any other
 * "Seq Qn" names a block size those versions never printed: refused.
 */
static int label_gui(const char *s, struct diskmark_test *t)
{
	const char *p = s;
	int64_t n, q = 1, th = 1;

	if (eat_ci(&p, "Seq")) {
		t->cond.pattern = IODB_PATTERN_SEQ;
		p = skip_blanks(p);
		if (!*p) {
			t->cond.bs = MIB;
		} else if (eat_ci(&p, "Q32T1")) {
			t->cond.bs = 128 * KIB;
			q = 32;
		} else {
			return -EINVAL;
		}
	} else {
		if (!eat_uint(&p, &n) || n <= 0)
			return -EINVAL;
		if (!(eat_ci(&p, "KiB") || eat_ci(&p, "KB") || eat_ci(&p, "K")))
			return -EINVAL;
		t->cond.pattern = IODB_PATTERN_RAND;
		t->cond.bs = n * KIB;
		t->sized = 1;
		p = skip_blanks(p);
		if (eat_ci(&p, "QD")) {
			if (*p == '=')
				p++;
			if (!eat_uint(&p, &q))
				return -EINVAL;
		} else if (*p) {
			if (!eat_ci(&p, "Q") || !eat_uint(&p, &q) ||
			    !eat_ci(&p, "T") || !eat_uint(&p, &th))
				return -EINVAL;
		}
	}
	if (*skip_blanks(p))
		return -EINVAL;
	t->cond.iodepth = q;
	t->cond.numjobs = th;
	return 0;
}

/*
 * A direction word before or after a hand-typed label ("Read SEQ1M Q8T1",
 * "Seq Q32T1 Write"): removed from buf; returns the direction, or
 * IODB_OP_UNKNOWN when there is none.
 */
static enum iodb_op strip_direction(char *buf)
{
	static const struct {
		const char *word;
		enum iodb_op op;
	} words[] = {{"Read", IODB_OP_READ}, {"Write", IODB_OP_WRITE}};
	size_t len = strlen(buf);

	for (size_t i = 0; i < 2; i++) {
		size_t k = strlen(words[i].word);

		if (len > k + 1 && !strncasecmp(buf, words[i].word, k) &&
		    (buf[k] == ' ' || buf[k] == '\t')) {
			memmove(buf, skip_blanks(buf + k),
				strlen(skip_blanks(buf + k)) + 1);
			return words[i].op;
		}
		if (len > k + 1 && !strcasecmp(buf + len - k, words[i].word) &&
		    (buf[len - k - 1] == ' ' || buf[len - k - 1] == '\t')) {
			len -= k;
			while (len &&
			       (buf[len - 1] == ' ' || buf[len - 1] == '\t'))
				len--;
			buf[len] = '\0';
			return words[i].op;
		}
	}
	return IODB_OP_UNKNOWN;
}

/*
 * A test label in a translation's words, pattern then direction (CJK
 * word order): "顺序读取 (Q= 32,T= 1)", "随机写入 4KiB (Q=  8,T= 8)",
 * "順次読み取り", "ランダム書き込み 4KiB", "순차 읽기": into out as
 * CrystalDiskMark's English ("Sequential Read (Q= 32,T= 1)").  0 when s
 * starts with no such words.
 */
static int untranslate_label(const char *s, char *out, size_t n)
{
	static const struct {
		const char *w;
		const char *en;
	} pats[] = {
	    {"\xe9\xa1\xba\xe5\xba\x8f", "Sequential"}, /* 顺序 */
	    {"\xe9\xa0\x86\xe5\xba\x8f", "Sequential"}, /* 順序 */
	    {"\xe9\xa0\x86\xe6\xac\xa1", "Sequential"}, /* 順次 */
	    {"\xe3\x82\xb7\xe3\x83\xbc\xe3\x82\xb1\xe3\x83\xb3\xe3\x82\xb7"
	     "\xe3\x83\xa3\xe3\x83\xab",
	     "Sequential"}, /* シーケンシャル */
	    {"\xec\x88\x9c\xec\xb0\xa8", "Sequential"}, /* 순차 */
	    {"\xe9\x9a\x8f\xe6\x9c\xba", "Random"},	/* 随机 */
	    {"\xe9\x9a\xa8\xe6\xa9\x9f", "Random"},	/* 隨機 */
	    {"\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x80\xe3\x83\xa0",
	     "Random"},				    /* ランダム */
	    {"\xeb\x9e\x9c\xeb\x8d\xa4", "Random"}, /* 랜덤 */
	    {"\xeb\xac\xb4\xec\x9e\x91\xec\x9c\x84", "Random"}, /* 무작위 */
	};
	static const struct {
		const char *w;
		const char *en;
	} dirs[] = {
	    {"\xe8\xaf\xbb\xe5\x8f\x96", "Read"}, /* 读取 */
	    {"\xe8\xae\x80\xe5\x8f\x96", "Read"}, /* 讀取 */
	    {"\xe8\xaa\xad\xe3\x81\xbf\xe5\x8f\x96\xe3\x82\x8a",
	     "Read"}, /* 読み取り */
	    {"\xe8\xaa\xad\xe3\x81\xbf\xe8\xbe\xbc\xe3\x81\xbf",
	     "Read"},					      /* 読み込み */
	    {"\xe3\x83\xaa\xe3\x83\xbc\xe3\x83\x89", "Read"}, /* リード */
	    {"\xec\x9d\xbd\xea\xb8\xb0", "Read"},	      /* 읽기 */
	    {"\xe5\x86\x99\xe5\x85\xa5", "Write"},	      /* 写入 */
	    {"\xe5\xaf\xab\xe5\x85\xa5", "Write"},	      /* 寫入 */
	    {"\xe6\x9b\xb8\xe3\x81\x8d\xe8\xbe\xbc\xe3\x81\xbf",
	     "Write"}, /* 書き込み */
	    {"\xe3\x83\xa9\xe3\x82\xa4\xe3\x83\x88", "Write"}, /* ライト */
	    {"\xec\x93\xb0\xea\xb8\xb0", "Write"},	       /* 쓰기 */
	};
	const char *p = s, *pat = NULL, *dir = NULL;

	for (size_t i = 0; !pat && i < sizeof(pats) / sizeof(*pats); i++)
		if (!strncmp(p, pats[i].w, strlen(pats[i].w))) {
			pat = pats[i].en;
			p = skip_blanks(p + strlen(pats[i].w));
		}
	for (size_t i = 0; pat && !dir && i < sizeof(dirs) / sizeof(*dirs); i++)
		if (!strncmp(p, dirs[i].w, strlen(dirs[i].w))) {
			dir = dirs[i].en;
			p += strlen(dirs[i].w);
		}
	if (!dir || (*p && *p != ' ' && *p != '\t' && *p != '(' &&
		     !isdigit((unsigned char)*p)))
		return 0;
	/* "読み取り4KB(QD = 1)": the size glued to the words */
	return snprintf(out, n, "%s %s%s%s", pat, dir,
			*p == '(' || isdigit((unsigned char)*p) ? " " : "",
			p) < (int)n;
}

int diskmark_label(const char *s, size_t len, struct diskmark_test *t)
{
	char buf[128];
	struct text_line l = {s, len, 0};
	enum iodb_op op;

	l = line_trim(l);
	if (!l.len || l.len >= sizeof(buf))
		return -EINVAL;
	line_copy(l, buf, sizeof(buf));
	if ((unsigned char)buf[0] >= 0x80) {
		char en[sizeof(buf) + 16];

		if (untranslate_label(buf, en, sizeof(en)) &&
		    strlen(en) < sizeof(buf))
			memcpy(buf, en, strlen(en) + 1);
	}
	memset(t, 0, sizeof(*t));
	t->cond.op = IODB_OP_UNKNOWN;
	if (label_directed(buf, t)) {
		op = strip_direction(buf);
		memset(t, 0, sizeof(*t));
		if (label_sized(buf, t) && label_gui(buf, t))
			return -EINVAL;
		t->cond.op = op;
	}
	if (t->cond.iodepth <= 0 || t->cond.numjobs <= 0)
		return -EINVAL;
	set_name(t);
	return 0;
}

/*
 * One figure of a result line.  CrystalDiskMark and KDiskMark print no
 * thousands separators (%9.3f, QString::number), so a lone comma is a
 * decimal comma ("543,188 MB/s" from a localized build or a hand copy);
 * with a '.' as well it groups thousands ("1,060,963.4" typed by hand).
 */
static int dm_number(const char *p, const char **end, enum units_comma *cm,
		     double *x)
{
	const char *q = p;
	int comma = 0, dot = 0;

	while ((*q >= '0' && *q <= '9') || *q == ',' || *q == '.') {
		comma += *q == ',';
		dot += *q == '.';
		q++;
	}
	*cm = comma && !dot ? UNITS_COMMA_DECIMAL : UNITS_COMMA_THOUSANDS;
	if (units_number(p, end, *cm, x) || *x < 0)
		return -1;
	return 0;
}

/* What is left of a line that was cut: "...", "…", "[...]", "(snip)". */
static int cut_mark(const char *p)
{
	p = skip_blanks(p);
	return !strncmp(p, "...", 3) || !strncmp(p, "\xe2\x80\xa6", 3) ||
	       !strncmp(p, "[...", 4) || !strncmp(p, "[\xe2\x80\xa6", 4) ||
	       !strncmp(p, "(...", 4) || !strncasecmp(p, "(snip", 5) ||
	       !strncasecmp(p, "[snip", 5) || !strncasecmp(p, "<snip", 5);
}

/* "IO...", "u…": a proper start of word, then a cut mark. */
static int cut_in(const char *p, const char *word)
{
	size_t i = 0;

	while (word[i] && p[i] == word[i])
		i++;
	return word[i] && cut_mark(p + i);
}

/*
 * "/ 386194.1 IOPS" after a rate: the window's two figures retyped on one
 * line ("1581.851 MB/s / 386194.1 IOPS").  Its length with the IOPS in
 * *x, or 0 when p holds no such whole part (the unit must follow).
 */
static size_t slash_iops(const char *p, double *x)
{
	const char *s = p, *e;
	enum units_comma cm;

	if (*s != '/' || (s[1] != ' ' && s[1] != '\t'))
		return 0;
	s = skip_blanks(s + 1);
	if (*s < '0' || *s > '9' || dm_number(s, &e, &cm, x))
		return 0;
	s = skip_blanks(e);
	if (strncmp(s, "IOPS", 4) || isalnum((unsigned char)s[4]))
		return 0;
	return (size_t)(s + 4 - p);
}

int diskmark_values(const char *s, const struct diskmark_tool *tool,
		    struct diskmark_values *v, const char **bad)
{
	const char *p = skip_blanks(s), *e = NULL, *start = p;
	enum units_comma cm;
	char bare[32] = "";
	double x;

	v->iops = NAN;
	v->lat_ns = NAN;
	if (dm_number(p, &e, &cm, &x))
		goto fail;
	v->mbps = x;
	/* "572. MB/s": a figure whose decimals a hand cut off, the point
	 * left before the blank; 572 as printed (the rate read from a copy
	 * without the point) */
	if (*e == '.' && (e[1] == ' ' || e[1] == '\t') && e > start &&
	    e - start < 24) {
		memcpy(bare, start, (size_t)(e - start));
		bare[e - start] = '\0';
		strcat(bare, " MB/s");
		e++;
	}
	p = skip_blanks(e);
	if (!eat(&p, "MB/s"))
		goto fail;
	if (bare[0])
		start = bare;
	/* KDiskMark: fio's KiB/s / 1000, UNITS_MIXED's 1,024,000 */
	if (units_rate(start, NULL,
		       tool->kib_thousands ? UNITS_MIXED : UNITS_DECIMAL, cm,
		       &v->bw)) {
		p = start;
		goto fail;
	}
	p = skip_blanks(p);
	if (*p == '[') {
		p = skip_blanks(p + 1);
		if (cut_mark(p))
			goto cut;
		if (dm_number(p, &e, &cm, &x))
			goto fail;
		p = skip_blanks(e);
		if (cut_mark(p) || cut_in(p, "IOPS"))
			goto cut;
		if (!eat(&p, "IOPS"))
			goto fail;
		p = skip_blanks(p);
		if (cut_mark(p))
			goto cut;
		if (!eat(&p, "]"))
			goto fail;
		v->iops = x;
		p = skip_blanks(p);
	} else if (slash_iops(p, &x)) {
		v->iops = x;
		p = skip_blanks(p + slash_iops(p, &x));
	}
	if (*p == '<') {
		p = skip_blanks(p + 1);
		if (cut_mark(p))
			goto cut;
		if (dm_number(p, &e, &cm, &x))
			goto fail;
		p = skip_blanks(e);
		if (cut_mark(p) || cut_in(p, "us"))
			goto cut;
		if (!eat(&p, "us"))
			goto fail;
		p = skip_blanks(p);
		if (cut_mark(p))
			goto cut;
		/* "< 481.82 us" and no '>': a wrap took the bracket alone
		 * onto the next line (where a mail quote's '>' it looks
		 * like), the figure is whole */
		if (!eat(&p, ">") && *p)
			goto fail;
		v->lat_ns = x * units_time_factor("us", 2);
		p = skip_blanks(p);
	}
	if (cut_mark(p))
		goto cut;
	if (*p)
		goto fail;
	return 0;
cut:
	if (bad)
		*bad = p;
	return 1;
fail:
	if (bad)
		*bad = p;
	return -EINVAL;
}

/*
 * Whether the figures agree with each other: CrystalDiskMark computes its
 * IOPS as MB/s x 10^6 / block size (KDiskMark takes both from fio), so
 * IOPS x block size is the rate within the rounding of the printed
 * digits.  A line where they disagree has a garbled figure.
 */
static int consistent(const struct diskmark_test *t,
		      const struct diskmark_values *v,
		      const struct diskmark_tool *tool)
{
	double unit = tool->kib_thousands ? 1.024e6 : 1e6, diff;

	if (isnan(v->iops) || t->cond.bs <= 0)
		return 1;
	diff = fabs(v->iops * (double)t->cond.bs - v->bw);
	return diff <= 0.03 * v->bw + 0.001 * unit + 0.1 * (double)t->cond.bs;
}

/*
 * Split a trimmed line "LABEL: VALUE" at its first ':' into a label
 * (trimmed) and the NUL-terminated value text (copied into val).
 * Returns 0, or -1 when the line has no ':'.
 */
static int split_colon(struct text_line t, struct text_line *label, char *val,
		       size_t n, const char **colon)
{
	const char *c = memchr(t.s, ':', t.len);
	struct text_line v;

	if (!c)
		return -1;
	label->s = t.s;
	label->len = (size_t)(c - t.s);
	label->no = t.no;
	*label = line_trim(*label);
	v.s = c + 1;
	v.len = t.len - (size_t)(c + 1 - t.s);
	v.no = t.no;
	line_copy(v, val, n);
	*colon = c;
	return 0;
}

/* After the header word: " 8.0.4 x64 (C) ..." or " (1.6.0): https..." */
static int header_version(struct text_line t, const char *word, char *ver,
			  size_t n)
{
	size_t wl = strlen(word), i, end;
	const char *s;

	if (t.len <= wl + 1 || memcmp(t.s, word, wl))
		return 0;
	/* KDiskMark 1.4-1.5.1: "KDiskMark: https://github.com/...", no
	 * version */
	if (t.len > wl + 6 && !memcmp(t.s + wl, ": http", 6)) {
		if (ver && n)
			ver[0] = '\0';
		return 1;
	}
	if (t.s[wl] != ' ')
		return 0;
	s = t.s + wl + 1;
	end = t.len - wl - 1;
	if (s[0] == '(') {
		for (i = 1; i < end && s[i] != ')'; i++)
			;
		if (i >= end || i < 2 || s[1] < '0' || s[1] > '9')
			return 0;
		if (ver) {
			struct text_line v = {s + 1, i - 1, 0};

			line_copy(v, ver, n);
		}
		return 1;
	}
	if (s[0] < '0' || s[0] > '9')
		return 0;
	for (i = 0; i + 5 <= end && memcmp(s + i, " (C) ", 5); i++)
		;
	/* without "(C)", only edition words may follow the version ("x64",
	 * "Shizuku Edition", "(UWP)"): "KDiskMark 3.3.0 on /dev/md0" and
	 * "CrystalDiskMark 8 gave me..." are prose */
	if (i + 5 > end) {
		for (size_t k = 1; k < end; k++) {
			char c = s[k];

			if (s[k - 1] != ' ' || c == ' ' || c == '(' ||
			    isupper((unsigned char)c) ||
			    isdigit((unsigned char)c) ||
			    !strncmp(s + k, "x64", 3) ||
			    !strncmp(s + k, "x86", 3) ||
			    !strncmp(s + k, "arm64", 5))
				continue;
			return 0;
		}
	}
	if (i + 5 > end)
		i = end;
	/* "8.0.0 x64 (UWP) (C)", the years wrapped onto the next line */
	if (i == end && end >= 4 && !memcmp(s + end - 4, " (C)", 4))
		i = end - 4;
	if (ver) {
		struct text_line v = {s, i, 0};

		line_copy(line_trim(v), ver, n);
	}
	return 1;
}

/* One result waiting for its session's run to be emitted. */
struct pending {
	struct iodb_result r;
	char job[96];
	char test[32];
};

struct session {
	long os_line; /* the footer's OS line: CDM 3-6's bare comment is
			 the line right under it */
	struct pending *res;
	size_t n, cap;
	char version[80], fio[40], device[128], drive[16];
	char profile[DM_STR], test[DM_STR], mode[DM_STR], time[DM_STR];
	char date[DM_STR], os[DM_STR], comment[DM_STR], target[DM_STR];
	char model[DM_STR]; /* KDiskMark's Target: "/ 12% (..) [MODEL]" */
	/* another program's title over the export ("disk-mark-me v1.1.8 -
	   fio v3.37", "AmorphousDiskMark 4.0.1 (C) ..."): its name, version */
	char foreign[64], foreign_ver[40];
	char volume[DM_STR]; /* its "Volume : Macintosh HD: 58% used" */
	char above[128];     /* a caption just above the header */
	/* device came from a free line above the export naming its drive
	   ("My Seagate 7200rpm drive:"), not from the export's own lines */
	int device_named;
	char title[64]; /* its column's title, side by side */
	int mb_decimal; /* "* MB/s = 1,000,000 bytes/s" was printed */
	int64_t timestamp;
	long from, to;
	const char *header_at; /* the header line in the buffer */
	const char *section_at;
	int has_header, footer;
	int old_footer; /* "  Test : ..." with a blank before ':' (CDM 3-6) */
	unsigned seen;	/* sections seen: 1 read, 2 write, 4 mix */
	/* the current [Read] / [Write] / [Mix] section */
	enum iodb_op op;
	double mix;
	long section_line;
	size_t section_start;
	int section_not_run; /* lines of tests not run in the section */
	/* a test repeated in the section: a section header was deleted,
	   every later line of the section is another section's */
	int section_repeat;
	char section[DM_STR];
	/* a result line with '?' where a figure goes: no tool prints that,
	   a person does (a table of figures worked out in the tool's
	   layout) */
	const char *placeholder_at;
};

static void session_reset(struct session *s)
{
	struct pending *res = s->res;
	size_t cap = s->cap;

	memset(s, 0, sizeof(*s));
	s->res = res;
	s->cap = cap;
	s->timestamp = -1;
	s->mix = NAN;
}

/* Append a JSON string member "key":"value" to out (size n). */
static void json_member(char *out, size_t n, const char *key, const char *v)
{
	size_t k = strlen(out);

	if (!v || !*v || k + 8 >= n)
		return;
	k += (size_t)snprintf(out + k, n - k, "%s\"%s\":\"", k > 1 ? "," : "",
			      key);
	for (; *v && k + 8 < n; v++) {
		unsigned char c = (unsigned char)*v;

		if (c == '"' || c == '\\') {
			out[k++] = '\\';
			out[k++] = (char)c;
		} else if (c < 0x20) {
			k += (size_t)snprintf(out + k, n - k, "\\u%04x", c);
		} else {
			out[k++] = (char)c;
		}
	}
	if (k + 3 < n) {
		out[k++] = '"';
		out[k] = '\0';
	}
}

/* Date: "2020/12/13 22:27:52", "2021-11-02 13:17:41" (as if UTC) */
static int64_t parse_date(const char *s)
{
	int y, mo, d, h, mi, sec, used = 0;
	char s1, s2;
	struct tm tm = {0};

	/* ISO 8601's "2019-11-01T03:12:44Z" (AmorphousDiskMark) too */
	if ((sscanf(s, "%d%c%d%c%d %d:%d:%d%n", &y, &s1, &mo, &s2, &d, &h, &mi,
		    &sec, &used) != 8 &&
	     sscanf(s, "%d%c%d%c%dT%d:%d:%d%n", &y, &s1, &mo, &s2, &d, &h, &mi,
		    &sec, &used) != 8) ||
	    s1 != s2 || (s1 != '/' && s1 != '-') || y < 1970 || y > 9999 ||
	    mo < 1 || mo > 12 || d < 1 || d > 31 || h < 0 || h > 23 || mi < 0 ||
	    mi > 59 || sec < 0 || sec > 60)
		return -1;
	tm.tm_year = y - 1900;
	tm.tm_mon = mo - 1;
	tm.tm_mday = d;
	tm.tm_hour = h;
	tm.tm_min = mi;
	tm.tm_sec = sec;
	return (int64_t)timegm(&tm);
}

/* A number after `key` (then blanks, ':' or '='), as a duration "5 sec". */
static double find_seconds(const char *s, const char *key)
{
	const char *p = strstr(s, key);
	double ns;

	if (!p)
		return NAN;
	p += strlen(key);
	p = skip_blanks(p);
	if (*p == ':' || *p == '=')
		p++;
	if (units_duration(p, NULL, UNITS_COMMA_THOUSANDS, &ns))
		return NAN;
	return ns;
}

/* The Test line: "1 GiB (x5) [C: 13% (63/476GiB)]" and older forms. */
static void test_extras(struct session *s, struct iodb_metric *m, size_t *n)
{
	const char *p;
	double x;

	if (!units_size(s->test, NULL, UNITS_BINARY, UNITS_COMMA_THOUSANDS, &x))
		m[(*n)++] = (struct iodb_metric){"test_size", x, "bytes"};
	p = strstr(s->test, "(x");
	if (p && !units_number(p + 2, NULL, UNITS_COMMA_THOUSANDS, &x))
		m[(*n)++] = (struct iodb_metric){"test_count", x, "count"};
	p = strchr(s->test, '[');
	if (p && p[1] && p[2] == ':' && p[1] != ' ') {
		const char *e;

		snprintf(s->drive, sizeof(s->drive), "%c:", p[1]);
		if (!units_number(p + 3, &e, UNITS_COMMA_THOUSANDS, &x) &&
		    *e == '%')
			m[(*n)++] =
			    (struct iodb_metric){"drive_used", x, "pct"};
	}
	x = find_seconds(s->time, "Measure");
	if (isnan(x))
		x = find_seconds(s->test, "Measure");
	if (!isnan(x))
		m[(*n)++] = (struct iodb_metric){"measure_time", x, "ns"};
	x = find_seconds(s->time, "Interval");
	if (isnan(x))
		x = find_seconds(s->test, "Interval");
	if (!isnan(x))
		m[(*n)++] = (struct iodb_metric){"interval_time", x, "ns"};
}

/*
 * KDiskMark 1.5.0 and older divided fio's KiB/s by 1024 (MiB/s) where
 * 1.5.1 on divides by 1000 (src/benchmark.cpp, "Bandwith conversion to
 * KB, not KiB", 2020-07-14), under the same "MB/s" and, up to 1.5.1, the
 * same unversioned header.  IOPS x block size tells them apart: the
 * printed digits of both agree within 0.5% in one convention and are
 * 2.4% off in the other.  When every line with IOPS fits MiB/s and none
 * fits 1,024,000 bytes/s, the session's rates are rescaled (and a warning
 * says so).
 */
static void kdiskmark_mib(struct ingest_ctx *ctx,
			  const struct diskmark_tool *tool, struct session *s)
{
	size_t mib = 0, kb = 0;

	if (!tool->kib_thousands || s->foreign[0])
		return;
	for (size_t i = 0; i < s->n; i++) {
		const struct iodb_result *r = &s->res[i].r;
		double want, mbps;

		if (isnan(r->iops) || r->cond.bs <= 0 || isnan(r->bw_bytes) ||
		    r->iops <= 0)
			continue;
		want = r->iops * (double)r->cond.bs;
		mbps = r->bw_bytes / 1.024e6;
		mib += fabs(mbps * 1048576.0 - want) <= 0.005 * want;
		kb += fabs(r->bw_bytes - want) <= 0.005 * want;
	}
	if (!mib || kb)
		return;
	for (size_t i = 0; i < s->n; i++)
		s->res[i].r.bw_bytes =
		    s->res[i].r.bw_bytes / 1.024e6 * 1048576.0;
	ingest_warn_at(ctx, s->header_at ? s->header_at : ctx->buf,
		       "rates read as MiB/s: IOPS x block size fits KDiskMark "
		       "1.5.0's 'MB/s' (fio's KiB/s / 1024), not the later "
		       "1,024,000 bytes/s");
}

static int flush(struct ingest_ctx *ctx, const struct diskmark_tool *tool,
		 struct session *s)
{
	struct iodb_run run = IODB_RUN_INIT;
	struct iodb_metric extras[8];
	size_t n_extras = 0;
	char json[2048] = "{";
	int ret = 0;

	if (!s->n)
		return 0;
	if (!s->has_header && s->placeholder_at) {
		ingest_warn_at(ctx, s->placeholder_at,
			       "'?' in place of a figure: these lines in %s's "
			       "layout, without its header, are a person's "
			       "table (figures worked out or typed), not its "
			       "output: %zu lines not imported",
			       tool->tool, s->n);
		return 0;
	}
	kdiskmark_mib(ctx, tool, s);
	test_extras(s, extras, &n_extras);
	json_member(json, sizeof(json), "profile", s->profile);
	json_member(json, sizeof(json), "test", s->test);
	json_member(json, sizeof(json), "mode", s->mode);
	json_member(json, sizeof(json), "time", s->time);
	json_member(json, sizeof(json), "date", s->date);
	json_member(json, sizeof(json), "os", s->os);
	json_member(json, sizeof(json), "comment", s->comment);
	json_member(json, sizeof(json), "target", s->target);
	json_member(json, sizeof(json), "volume", s->volume);
	json_member(json, sizeof(json), "fio", s->fio);
	json_member(json, sizeof(json), "drive", s->drive);
	strcat(json, "}");

	run.format = tool->format;
	run.tool = s->foreign[0] ? s->foreign : tool->tool;
	run.tool_version = s->foreign[0]   ? s->foreign_ver
			   : s->version[0] ? s->version
					   : NULL;
	/* the footer's drive letter ("Test : 1000 MB [G: ...]") is where
	 * the export ran: a caption naming the drive above it ("My Seagate
	 * 7200rpm drive:") labels the export instead, and still names the
	 * model when the export names none */
	if (s->device_named && s->device[0] && s->drive[0] && !s->above[0])
		snprintf(s->above, sizeof(s->above), "%s", s->device);
	run.device = s->device[0] && !(s->device_named && s->drive[0])
			 ? s->device
		     : s->drive[0] ? s->drive
				   : NULL;
	/* a drive-name line above a pasted block names the model too */
	run.device_model = s->device[0] ? s->device : NULL;
	if (s->model[0]) {
		run.device_model = s->model;
		if (!run.device)
			run.device = s->model;
	}
	/* the comment typed into CrystalDiskMark says what was measured */
	run.label = s->title[0]	    ? s->title
		    : s->comment[0] ? s->comment
		    : s->above[0]   ? s->above
				    : NULL;
	run.options_json = json;
	run.timestamp = s->timestamp;
	run.extras = extras;
	run.n_extras = n_extras;
	run.line_from = s->from;
	run.line_to = s->to;
	ret = ingest_emit_run(ctx, &run);
	for (size_t i = 0; !ret && i < s->n; i++) {
		s->res[i].r.job = s->res[i].job;
		s->res[i].r.test = s->res[i].test;
		ret = ingest_emit_result(ctx, &s->res[i].r);
	}
	return ret;
}

/* A section that got no result line: the table was cut. */
static void check_section(struct ingest_ctx *ctx, struct session *s)
{
	if (s->section_at && s->n == s->section_start && !s->section_not_run)
		ingest_warn_at(ctx, s->section_at,
			       "no result lines after '%s': the table was cut",
			       s->section);
}

static int end_session(struct ingest_ctx *ctx, const struct diskmark_tool *tool,
		       struct session *s)
{
	int ret;

	check_section(ctx, s);
	if (s->has_header && !s->n)
		ingest_warn_at(ctx, s->header_at,
			       "no %s result lines after this header",
			       tool->tool);
	ret = flush(ctx, tool, s);
	session_reset(s);
	return ret;
}

static int add_result(struct session *s, const struct diskmark_tool *tool,
		      const struct diskmark_test *t,
		      const struct diskmark_values *v, struct text_line label,
		      long no)
{
	struct pending *p;
	struct iodb_result r = IODB_RESULT_INIT;

	if (ALLOC_GROW(s->res, s->n + 1, s->cap))
		return -ENOMEM;
	p = &s->res[s->n++];
	r.cond.op = t->cond.op != IODB_OP_UNKNOWN ? t->cond.op : s->op;
	r.cond.mix_read_pct = t->cond.op != IODB_OP_UNKNOWN ? NAN : s->mix;
	r.cond.pattern = t->cond.pattern;
	r.cond.bs = t->cond.bs;
	r.cond.iodepth = t->cond.iodepth;
	r.cond.numjobs = t->cond.numjobs;
	/* a clone's own settings are not CrystalDiskMark's: unknown */
	r.cond.direct = s->foreign[0] ? -1 : tool->direct;
	r.bw_bytes = v->bw;
	/* a KDiskMark fork keeps KDiskMark's fio KiB/s / 1000 (its header
	 * and layout are KDiskMark's); another program's MB/s is what its
	 * header says */
	if (s->foreign[0] && !tool->kib_thousands)
		r.bw_bytes = s->mb_decimal ? v->mbps * 1e6 : NAN;
	r.iops = v->iops;
	r.lat.mean = v->lat_ns;
	r.line_from = no;
	r.line_to = no;
	p->r = r;
	line_copy(label, p->job, sizeof(p->job));
	snprintf(p->test, sizeof(p->test), "%s", t->name);
	if (!s->from)
		s->from = no;
	s->to = no;
	return 0;
}

/*
 * Which section line t is: 1 "[Read]", 2 "[Write]", 4 "[Mix] Read
 * 70%/Write 30%"; hand-trimmed "Read", "Write:" and other cases too.
 * 0 when it is none.
 */
static unsigned section_kind(struct text_line t)
{
	static const char *const names[] = {"Read", "Write", "Mix"};
	char buf[DM_STR], *p = buf;
	size_t n;

	if (t.len >= sizeof(buf))
		return 0;
	line_copy(t, buf, sizeof(buf));
	if (*p == '[')
		p++;
	for (unsigned i = 0; i < 3; i++) {
		const char *e;

		n = strlen(names[i]);
		if (strncasecmp(p, names[i], n))
			continue;
		e = p + n;
		if (buf[0] == '[') {
			if (*e != ']')
				return 0;
			e++;
		} else if (*e == ':') {
			e++;
		}
		if (i == 2 ? (*e && *e != ' ' && *e != '\t') : *skip_blanks(e))
			return 0;
		return 1u << i;
	}
	return 0;
}

/* Start the section t (kind from section_kind). */
static void section(struct ingest_ctx *ctx, struct session *s,
		    struct text_line t, unsigned kind)
{
	const char *p;
	double x;
	char buf[DM_STR];

	line_copy(t, buf, sizeof(buf));
	check_section(ctx, s);
	s->mix = NAN;
	s->seen |= kind;
	if (kind == 1) {
		s->op = IODB_OP_READ;
	} else if (kind == 2) {
		s->op = IODB_OP_WRITE;
	} else {
		/* the mixed test's one figure for both directions */
		s->op = IODB_OP_READWRITE;
		p = strstr(buf, "Read");
		if (!p ||
		    units_number(skip_blanks(p + 4), &p, UNITS_COMMA_THOUSANDS,
				 &x) ||
		    *p != '%' || x < 0 || x > 100)
			ingest_warn_at(ctx, t.s,
				       "expected '[Mix] Read N%%/Write N%%', "
				       "found '%s': the mix is unknown",
				       buf);
		else
			s->mix = x;
	}
	snprintf(s->section, sizeof(s->section), "%s", buf);
	s->section_at = t.s;
	s->section_line = t.no;
	s->section_start = s->n;
	s->section_not_run = 0;
	s->section_repeat = 0;
	if (!s->from)
		s->from = t.no;
}

/* KDiskMark's " Target: /home 12% (27/220 GiB) [Samsung SSD 860]" */
static void target_model(struct session *s)
{
	const char *o = strrchr(s->target, '['), *c;

	if (!o)
		return;
	c = strchr(o, ']');
	if (!c || c == o + 1 || c[1])
		return;
	snprintf(s->model, sizeof(s->model), "%.*s", (int)(c - o - 1), o + 1);
}

/*
 * "Profile: Default", "   Test: 1 GiB ...", "  Date : ...", "Comment:",
 * KDiskMark's "Target:" and the like.  Returns 1 when label is no key.
 */
static int footer(struct ingest_ctx *ctx, struct session *s,
		  struct text_line label, const char *val)
{
	static const char *const keys[] = {
	    "Profile", "Test",	  "Mode",   "Time",   "Date",
	    "OS",      "Comment", "Target", "Device", "Volume"};
	enum { N_KEYS = sizeof(keys) / sizeof(keys[0]) };
	char key[16], *dst[N_KEYS];
	struct text_line v;
	size_t i;

	dst[0] = s->profile;
	dst[1] = s->test;
	dst[2] = s->mode;
	dst[3] = s->time;
	dst[4] = s->date;
	dst[5] = s->os;
	dst[6] = s->comment;
	dst[7] = s->target;
	dst[8] = s->model; /* a clone's "Device : APPLE SSD AP0256M" */
	dst[9] = s->volume;
	if (label.len >= sizeof(key))
		return 1;
	line_copy(label, key, sizeof(key));
	for (i = 0; i < N_KEYS; i++)
		if (!strcasecmp(key, keys[i]))
			break;
	if (i == N_KEYS)
		return 1;
	/* the key again after this export's footer: another export's
	 * (its results not read: a template, placeholders) keeps its own */
	if (s->footer && dst[i][0])
		return 0;
	v.s = val;
	v.len = strlen(val);
	line_copy(line_trim(v), dst[i], DM_STR);
	if (i == 4 && dst[i][0]) {
		s->timestamp = parse_date(dst[i]);
		if (s->timestamp < 0)
			ingest_warn_at(ctx, label.s, "unrecognized date '%s'",
				       dst[i]);
	}
	if (i == 7)
		target_model(s);
	if (i == 8 && s->model[0] == '/') { /* a path, no model */
		snprintf(s->device, sizeof(s->device), "%s", s->model);
		s->model[0] = '\0';
	}
	if (i == 5)
		s->os_line = label.no;
	s->footer = 1;
	if (!s->from)
		s->from = label.no;
	s->to = label.no;
	return 0;
}

/* Header lines other than the version line, to skip. */
static int header_noise(struct text_line t, struct session *s)
{
	const char *p;

	if (line_starts(t, "* MB/s = 1,000,000 byte"))
		s->mb_decimal = 1;
	if (line_starts(t, "Crystal Dew World") || line_starts(t, "* MB/") ||
	    line_starts(t, "* KB") || line_starts(t, "----"))
		return 1;
	/* another note of a header ("* MB = 1,000,000 bytes", a clone's
	 * "* Target: . | Rounds: 5"), no drive name: '=' or a ':' inside */
	if (line_starts(t, "* ") &&
	    (memchr(t.s, '=', t.len) ||
	     ((p = memchr(t.s, ':', t.len)) && p + 1 < t.s + t.len)))
		return 1;
	if (line_starts(t, "Flexible I/O Tester (")) {
		struct text_line v = {t.s + 21, t.len - 21, 0};

		p = memchr(v.s, ')', v.len);
		if (p)
			v.len = (size_t)(p - v.s);
		line_copy(v, s->fio, sizeof(s->fio));
		return 1;
	}
	return 0;
}

/* Whether a line that is no result line still looks like one. */
static int looks_like_result(struct text_line t)
{
	return line_find(t, "MB/s") || line_find(t, "IOPS");
}

/* The state of one diskmark_parse. */
struct dm_state {
	struct ingest_ctx *ctx;
	const struct diskmark_tool *tool;
	struct session s;
	char cand[128]; /* the last free line: a drive name? */
	long cand_line, last;
	/* where they are: a flattened post holds many on one line */
	const char *cand_at, *last_at;
	int after_rule;	     /* the segment before was a "----" rule */
	const char *unknown; /* a free line inside a block, not yet warned */
	size_t total;
	/* the next line, when the current one may go on there (a mail
	 * client's wrap); cont_off: where it starts in the joined figures,
	 * cont_used: whether the current line took it */
	struct text_line cont;
	size_t cont_off;
	int cont_used;
	/* side by side: the sessions of columns 2.. (col[0] is column 2),
	 * the titles over them, and the line whose figures go on there */
	struct session col[DM_COLS - 1];
	size_t ncol, ntitle, col_next;
	char titles[DM_COLS][64];
	long col_line;
	struct text_line col_label;
	int col_directed; /* its label names the direction */
};

/*
 * End the block: its session, then each side-by-side column's as a run of
 * its own.  The columns share the block's header and footer; a drive name
 * above the block names none of them, and each is labelled by its title
 * when the titles match the columns.  Returns 0 or a negative errno.
 */
static int end_all(struct dm_state *st)
{
	struct session *s = &st->s;
	size_t ncol = st->ncol;
	int titled = st->ntitle && st->ntitle == ncol + 1, ret;

	if (st->ntitle > 1 && !titled)
		ingest_warn_at(st->ctx,
			       s->header_at ? s->header_at : st->ctx->buf,
			       "%zu column titles over %zu columns of figures: "
			       "the titles name no run",
			       st->ntitle, ncol + 1);
	for (size_t k = 0; k < ncol; k++) {
		struct session *c = &st->col[k], keep = *c;

		*c = *s;
		c->res = keep.res;
		c->n = keep.n;
		c->cap = keep.cap;
		c->from = keep.from;
		c->to = keep.to;
		c->placeholder_at = keep.placeholder_at;
		snprintf(c->title, sizeof(c->title), "%s",
			 titled ? st->titles[k + 1] : "");
		c->device[0] = c->model[0] = c->drive[0] = '\0';
	}
	if (ncol)
		s->device[0] = s->model[0] = s->drive[0] = '\0';
	if (titled)
		snprintf(s->title, sizeof(s->title), "%s", st->titles[0]);
	st->total += s->n;
	ret = end_session(st->ctx, st->tool, s);
	for (size_t k = 0; k < ncol; k++) {
		st->total += st->col[k].n;
		if (!ret)
			ret = flush(st->ctx, st->tool, &st->col[k]);
		session_reset(&st->col[k]);
	}
	st->ncol = st->ntitle = 0;
	st->col_line = 0;
	return ret;
}

/* Words that start a new line of an export when its breaks were lost. */
static const char *const starts[] = {
    "[Read]",	   "[Write]",	   "[Mix]",
    "Profile:",	   "Profile :",	   "Test:",
    "Test :",	   "Mode:",	   "Time:",
    "Date:",	   "Date :",	   "OS:",
    "OS :",	   "Comment:",	   "Target:",
    "* MB/s",	   "* KB",	   "----",
    "Crystal Dew", "Flexible I/O", "CrystalDiskMark ",
    "KDiskMark (",
};
#define N_PLAIN_STARTS 20 /* starts[] before the two header words */

/* Whether s (n bytes) starts as a line of an export's header does. */
static int header_part(const char *s, size_t n)
{
	static const char *const heads[] = {
	    "* KB",	   "* MB/s",	  "CrystalDiskMark ",
	    "Crystal Dew", "KDiskMark (", "Flexible I/O"};

	for (size_t k = 0; k < sizeof(heads) / sizeof(heads[0]); k++)
		if (n >= strlen(heads[k]) &&
		    !memcmp(s, heads[k], strlen(heads[k])))
			return 1;
	return 0;
}

/* Whether s (n bytes) starts with a result's test name. */
static int result_word(const char *s, size_t n)
{
	static const char *const words[] = {
	    "Sequential ", "Random ", "SEQ", "RND", "Seq ", "Seq\t", "4K "};

	/* their first letters: most words start otherwise */
	if (!n || (s[0] != 'S' && s[0] != 'R' && s[0] != '4'))
		return 0;
	for (size_t k = 0; k < sizeof(words) / sizeof(words[0]); k++)
		if (n >= strlen(words[k]) &&
		    !memcmp(s, words[k], strlen(words[k])))
			return 1;
	return 0;
}

/*
 * How long the first line of s (n bytes) is when an export was flattened
 * onto one physical line (a blog migration, a web form): the break comes
 * before a section, a footer key or a header part, and after the figures
 * of a result ("us>", "IOPS]" or "N MB/s" that nothing follows).  n when
 * the line is one line.
 */
static size_t first_segment(const char *s, size_t n)
{
	/* a header's note ("* MB/s = ...", a clone's "* Target: . | Test
	 * File Size: 1g"): a footer key inside it starts no line */
	int note = n > 2 && s[0] == '*' && s[1] == ' ';
	/* the line's start does not change: looked at once */
	int head = header_part(s, n);

	for (size_t i = 1; i < n; i++) {
		const char *p = s + i;

		if ((s[i - 1] == ' ' || s[i - 1] == '\t') &&
		    strchr("[PTMDOC*-FK", *p)) {
			for (size_t k = 0; k < sizeof(starts) / sizeof(*starts);
			     k++) {
				size_t w;

				if (starts[k][0] != *p)
					continue;
				w = strlen(starts[k]);
				if (w > n - i || memcmp(p, starts[k], w))
					continue;
				if (note && strchr("PTMDOC", starts[k][0]))
					continue;
				/* a header inside a line: only a whole one */
				if (k >= N_PLAIN_STARTS &&
				    !memmem(p, n - i, " (C) ", 5) &&
				    !memmem(p, n - i, "): http", 7))
					continue;
				return i;
			}
		}
		if (i >= 3 && !memcmp(p - 3, "us>", 3))
			return i;
		/* a header line ("* KB = 1000 bytes, KiB = 1024 bytes",
		 * "CrystalDiskMark 5.1.0 x64 (C) 2007-2015 hiyohiyo"), then
		 * the first result of an export with no "[Read]" */
		if ((s[i - 1] == ' ' || s[i - 1] == '\t') && head &&
		    result_word(p, n - i))
			return i;
		if ((i == 6 && !memcmp(s, "[Read]", 6)) ||
		    (i == 7 && !memcmp(s, "[Write]", 7)))
			return i;
		/* a title or a fence before the first result: "Samsung 850
		 * Pro: Sequential Read : 520.557 MB/s", "``` Sequential" */
		if ((s[i - 1] == ' ' || s[i - 1] == '\t') && i >= 2 &&
		    result_word(p, n - i)) {
			size_t e = i - 1;

			while (e && (s[e - 1] == ' ' || s[e - 1] == '\t'))
				e--;
			if (e &&
			    (s[e - 1] == ':' ||
			     (e >= 3 && !memcmp(s + e - 3, "```", 3)) ||
			     (e >= 3 && !memcmp(s + e - 3, "\xef\xbc\x9a", 3))))
				return i;
		}
		/* "[Mix] Read 70%/Write 30%" then the first result */
		if (p[-1] == '%' && n >= 5 && !memcmp(s, "[Mix]", 5) &&
		    memmem(s, i, "Write", 5))
			return i;
		if (i >= 5 && !memcmp(p - 5, "IOPS]", 5)) {
			size_t j = i;

			while (j < n && (s[j] == ' ' || s[j] == '\t'))
				j++;
			if (j < n && s[j] != '<')
				return i;
		}
		if (i >= 6 && !memcmp(p - 4, "MB/s", 4) && p[-5] == ' ' &&
		    p[-6] >= '0' && p[-6] <= '9') {
			size_t j = i;

			while (j < n && (s[j] == ' ' || s[j] == '\t'))
				j++;
			/* "/ 386194.1 IOPS": the same result's IOPS; s is
			 * not NUL-terminated, slash_iops() reads a string:
			 * the rest of the line, copied (a longer one is no
			 * such part) */
			if (j < n && s[j] != '[' && s[j] != '<') {
				char rest[64];
				size_t k = n - j < sizeof(rest) - 1
					       ? n - j
					       : sizeof(rest) - 1;

				memcpy(rest, s + j, k);
				rest[k] = '\0';
				if (!slash_iops(rest, &(double){0}))
					return i;
			}
		}
	}
	return n;
}

/*
 * Split a result line without ':' ("SEQ1M Q8T1 543.188 MB/s [..]",
 * "Seq Q32T1 Read = 554.872 MB/s") at the number before its "MB/s".
 * Returns 0 with the label and where the figures start, or -1.
 */
static int split_number(struct text_line t, struct text_line *label,
			const char **figures)
{
	const char *m = line_find(t, " MB/s"), *p;

	if (!m)
		return -1;
	p = m;
	while (p > t.s &&
	       ((p[-1] >= '0' && p[-1] <= '9') || p[-1] == '.' || p[-1] == ','))
		p--;
	if (p == m || p == t.s || (p[-1] != ' ' && p[-1] != '\t'))
		return -1;
	*figures = p;
	label->s = t.s;
	label->len = (size_t)(p - t.s);
	label->no = t.no;
	*label = line_trim(*label);
	while (label->len && (label->s[label->len - 1] == '=' ||
			      label->s[label->len - 1] == '-'))
		label->len--;
	*label = line_trim(*label);
	return label->len ? 0 : -1;
}

/*
 * Whether figures that stopped reading at bad stopped at a wrap's cut:
 * at their end, or at the start of what a result line goes on with
 * ("IO" of "IOPS]", "u" of "us>", the '.' of a number cut after it).
 */
static int wrap_cut(const char *bad)
{
	static const char *const rest[] = {"IOPS]", "us>", "MB/s", "."};
	size_t n = strlen(bad);

	for (size_t i = 0; i < sizeof(rest) / sizeof(*rest); i++)
		if (n <= strlen(rest[i]) && !strncmp(bad, rest[i], n))
			return 1;
	return 0;
}

/* Where the character p of the figures val (copied from at, maybe
 * joined with the next line) is in the buffer. */
static const char *val_at(const struct dm_state *st, const char *at,
			  const char *val, const char *p)
{
	size_t off = (size_t)(p - val);

	if (st->cont_used && off >= st->cont_off) {
		off -= st->cont_off;
		return st->cont.s + (off < st->cont.len ? off : st->cont.len);
	}
	return at + off;
}

/* Whether the figures a and b are the same. */
static int same_values(const struct diskmark_values *a,
		       const struct diskmark_values *b)
{
	return a->mbps == b->mbps &&
	       (a->iops == b->iops || (isnan(a->iops) && isnan(b->iops))) &&
	       (a->lat_ns == b->lat_ns ||
		(isnan(a->lat_ns) && isnan(b->lat_ns)));
}

/*
 * A result line whose figures a mail client or a terminal wrapped onto
 * the next line ("SEQ1M Q8T1: 550.145 MB/s [" and "537.3 IOPS] <
 * 14840.12 us>"): when the figures in val stop short ("[" or "< 148"
 * with nothing after) or the next line starts with the "[N IOPS]" or
 * "<N us>" they lack, and val with the next line appended reads as
 * complete figures, val becomes that (n: val's size).  The wrap either
 * took the blank it broke at (joined with a blank) or cut inside a word
 * (joined as is); when both read, differently, nothing is joined.
 */
static void join_cont(struct dm_state *st, char *val, size_t n)
{
	struct diskmark_values v, v1, v2;
	const char *bad = NULL, *c = st->cont.s;
	size_t vl = strlen(val), cl = st->cont.len;
	char a[DM_LINE], b[DM_LINE];
	int ra, rb;

	if (!cl || vl + cl + 2 > n || vl + cl + 2 > sizeof(a))
		return;
	ra = diskmark_values(val, st->tool, &v, &bad);
	if (ra == 0 ? (*c != '[' && *c != '<') : (!bad || !wrap_cut(bad)))
		return; /* complete, or wrong before its end */
	snprintf(a, sizeof(a), "%s %.*s", val, (int)cl, c);
	snprintf(b, sizeof(b), "%s%.*s", val, (int)cl, c);
	ra = diskmark_values(a, st->tool, &v1, NULL);
	rb = diskmark_values(b, st->tool, &v2, NULL);
	if (ra == 0 && (rb != 0 || same_values(&v1, &v2))) {
		memcpy(val, a, strlen(a) + 1);
		st->cont_off = vl + 1;
	} else if (rb == 0 && ra != 0) {
		memcpy(val, b, strlen(b) + 1);
		st->cont_off = vl;
	} else {
		return;
	}
	st->cont_used = 1;
}

/*
 * The line of the result of test t already taken in the current section
 * (same name, size, queue and threads, the section's direction); 0 when
 * none.  An export prints each test once per section, so a second one
 * means the next section's header line is gone (deleted by hand, lost in
 * a paste): its figures are not this section's.
 */
static long repeated_in_section(const struct session *s,
				const struct diskmark_test *t)
{
	for (size_t i = s->section_start; i < s->n; i++) {
		const struct pending *p = &s->res[i];

		if (p->r.cond.op == s->op && p->r.cond.bs == t->cond.bs &&
		    p->r.cond.iodepth == t->cond.iodepth &&
		    p->r.cond.numjobs == t->cond.numjobs &&
		    p->r.cond.pattern == t->cond.pattern &&
		    !strcmp(p->test, t->name))
			return p->r.line_from;
	}
	return 0;
}

static void cand_device(const char *cand, char *dev, size_t size);

/* Whether the free line kept comes after the last result or footer line
 * (on a later line, or further on the same flattened one). */
static int cand_after_last(const struct dm_state *st)
{
	return st->cand_line > st->last ||
	       (st->cand_line == st->last && st->cand_at > st->last_at);
}

/*
 * A result of CrystalDiskMark 3-6's layout, whose label says its
 * direction ("Sequential Read", no [Read] section), starting another
 * export: after the footer of the last one, or a test the session already
 * has ("Sequential Read" a second time: the blocks of several drives
 * pasted one after the other, each under its name).  The session so far
 * is emitted; a free line just above the new block ("2x Crucial MX100 in
 * RAID 0:") names its drive, as it does above a headerless [Read].  The
 * first block takes the line just above it too.  Returns 0 or a negative
 * errno.
 */
static int directed_session(struct dm_state *st, const struct diskmark_test *t,
			    long no)
{
	struct session *s = &st->s;
	int again = 0, ret;

	if (t->cond.op == IODB_OP_UNKNOWN || s->section_line || s->has_header)
		return 0;
	for (size_t i = 0; i < s->n && !again; i++)
		again = s->res[i].r.cond.op == t->cond.op &&
			!strcmp(s->res[i].test, t->name);
	if (s->n && !again && !s->footer)
		return 0;
	if (s->n || s->footer) {
		ret = end_all(st);
		if (ret)
			return ret;
	}
	if (st->cand[0] && cand_after_last(st) && st->cand_line >= no - 2) {
		cand_device(st->cand, s->device, sizeof(s->device));
		s->device_named = s->device[0] != '\0';
		if (s->device[0])
			st->unknown = NULL;
	}
	return 0;
}

/*
 * A result line: label, then its figures from val (a copy of the text
 * at at), into session s (the block's, or a side-by-side column's).  Returns 0
 * when taken (imported or skipped with a warning), 1 when label names no test,
 * a negative errno on failure.
 */
static int result_line(struct dm_state *st, struct session *s,
		       struct text_line t, struct text_line label,
		       const char *val, const char *at)
{
	struct diskmark_test dt;
	struct diskmark_values v;
	const char *bad;
	int vr, ret;

	if (diskmark_label(label.s, label.len, &dt))
		return 1;
	if (s == &st->s) { /* figures further on the line: other columns */
		st->col_line = t.no;
		st->col_label = label;
		st->col_next = 0;
		st->col_directed = dt.cond.op != IODB_OP_UNKNOWN;
	}
	if (dt.cond.op == IODB_OP_UNKNOWN && s->section_line) {
		long first =
		    s->section_repeat ? 0 : repeated_in_section(s, &dt);

		if (first) {
			s->section_repeat = 1;
			ingest_warn_at(st->ctx, label.s,
				       "'%s' a second time in '%s' (first "
				       "on line %ld): a section header is "
				       "missing above it: line skipped",
				       dt.name, s->section, first);
			s->section_not_run++;
			return 0;
		}
		if (s->section_repeat) {
			ingest_warn_at(st->ctx, label.s,
				       "'%s' after a repeated test in '%s', "
				       "its section unknown: line skipped",
				       dt.name, s->section);
			s->section_not_run++;
			return 0;
		}
	}
	if (s->foreign[0] && !dt.sized) {
		/* "Sequential Read (Q= 32,T= 1)" is 128 KiB because that is
		 * what CrystalDiskMark 4-6 ran; another program's is unknown */
		ingest_warn_at(st->ctx, label.s,
			       "'%.*s' in %s's output names no block size "
			       "(only CrystalDiskMark's own meaning is known): "
			       "line skipped",
			       (int)label.len, label.s, s->foreign);
		return 0;
	}
	vr = diskmark_values(val, st->tool, &v, &bad);
	if (vr < 0) {
		if (*skip_blanks(bad) == '?' && !s->placeholder_at)
			s->placeholder_at = val_at(st, at, val, bad);
		ingest_warn_at(
		    st->ctx, val_at(st, at, val, bad),
		    "expected 'N MB/s [N IOPS] <N us>' after '%.*s', "
		    "found '%.40s': line skipped",
		    (int)label.len, label.s, bad);
		return 0;
	}
	if (v.mbps == 0 && (isnan(v.iops) || v.iops == 0)) {
		/*
		 * "0.000 MB/s [0.0 IOPS] <0.00 us>": the test was not run
		 * (unticked, or stopped before it): it has no result, and
		 * a 0 stored would read as a measured one.
		 */
		ingest_warn_at(st->ctx, at,
			       "'%.*s': 0 MB/s, a test that was not run: "
			       "skipped",
			       (int)label.len, label.s);
		s->section_not_run++;
		return 0;
	}
	if (vr > 0)
		ingest_warn_at(st->ctx, val_at(st, at, val, bad),
			       "'%.*s' cut short: the figures before the cut "
			       "imported",
			       (int)label.len, label.s);
	if (!consistent(&dt, &v, st->tool)) {
		ingest_warn_at(st->ctx, at,
			       "'%.*s': %.3f MB/s and %.1f IOPS of %lld bytes "
			       "disagree: line skipped",
			       (int)label.len, label.s, v.mbps, v.iops,
			       (long long)dt.cond.bs);
		return 0;
	}
	ret = s == &st->s ? directed_session(st, &dt, t.no) : 0;
	if (ret)
		return ret;
	if (st->unknown)
		ingest_warn_at(st->ctx, st->unknown,
			       "unrecognized line skipped");
	st->unknown = NULL;
	if (dt.cond.op == IODB_OP_UNKNOWN && !s->section_line)
		ingest_warn_at(st->ctx, label.s,
			       "'%.*s' outside a [Read], [Write] or [Mix] "
			       "section",
			       (int)label.len, label.s);
	st->last = st->cont_used ? st->cont.no : t.no;
	st->last_at = t.s;
	ret = add_result(s, st->tool, &dt, &v, label, t.no);
	if (!ret && st->cont_used)
		s->res[s->n - 1].r.line_to = s->to = st->cont.no;
	return ret;
}

/* One line (or one segment of a flattened line), trimmed, not empty. */
/*
 * Whether t is a blog's closing tag alone, "[/sourcecode]", "[/code]",
 * "</pre>": the markup the export was pasted in ends there, no comment
 * typed into CrystalDiskMark.
 */
static int closing_tag(struct text_line t)
{
	char open = t.len > 3 ? t.s[0] : 0;
	char close = open == '[' ? ']' : open == '<' ? '>' : 0;

	if (!close || t.s[1] != '/' || t.s[t.len - 1] != close)
		return 0;
	for (size_t i = 2; i + 1 < t.len; i++)
		if (!isalnum((unsigned char)t.s[i]) && t.s[i] != '-' &&
		    t.s[i] != '_')
			return 0;
	return 1;
}

/*
 * The figures of a second (third, ...) column of a result line t: two or
 * more systems side by side in one export, each column a run of its own
 * under the same test ("Sequential 1MiB (Q=  8, T= 1):   160.497 MB/s [
 * 153.1 IOPS]   282.983 MB/s [  269.9 IOPS]").  Only inside a section or
 * under a label naming its direction: a retyped window's "SEQ1M Q8T1 3500
 * MB/s 3000 MB/s" are a read and a write.  Returns 0 when taken
 * (imported or skipped with a warning), 1 when t is no column, a negative
 * errno.
 */
static int column_result(struct dm_state *st, struct text_line t)
{
	struct session *c;
	char val[DM_LINE];
	size_t k;

	if (!st->s.section_line && !st->col_directed)
		return 1;
	k = st->col_next++;
	if (k >= DM_COLS - 1) {
		ingest_warn_at(st->ctx, t.s,
			       "more than %d columns of figures side by side: "
			       "'%.*s' skipped",
			       DM_COLS, (int)(t.len < 40 ? t.len : 40), t.s);
		return 0;
	}
	while (st->ncol <= k) {
		/* the export's header is every column's: another
		 * program's name and its units */
		c = &st->col[st->ncol++];
		session_reset(c);
		memcpy(c->foreign, st->s.foreign, sizeof(c->foreign));
		c->mb_decimal = st->s.mb_decimal;
		c->has_header = st->s.has_header;
	}
	c = &st->col[k];
	if (c->section_line != st->s.section_line) { /* the line's section */
		c->section_line = st->s.section_line;
		c->section_at = st->s.section_at;
		c->section_start = c->n;
		c->section_not_run = 0;
		c->section_repeat = 0;
		c->op = st->s.op;
		c->mix = st->s.mix;
		memcpy(c->section, st->s.section, sizeof(c->section));
	}
	line_copy(t, val, sizeof(val));
	return result_line(st, c, t, st->col_label, val, t.s);
}

/*
 * The titles of side-by-side columns after a section's name on its line
 * ("[Read]      *Single 2TB no cache*      *Two 2TB mirrored*"): t's
 * parts two or more blanks apart, Markdown emphasis dropped.  Returns 1
 * when t is such a line (titles kept), else 0.
 */
static int column_titles(struct dm_state *st, struct text_line t)
{
	size_t i = 0, n = 0;

	if (!st->s.section_line || st->s.section_line != t.no ||
	    t.s <= st->s.section_at || memchr(t.s, ':', t.len) ||
	    line_find(t, "MB/s") || line_find(t, "IOPS") ||
	    !line_has_word(t.s, t.len))
		return 0;
	while (i < t.len && n < DM_COLS) {
		size_t e = i, a, b;

		while (e < t.len &&
		       !((t.s[e] == ' ' || t.s[e] == '\t') && e + 1 < t.len &&
			 (t.s[e + 1] == ' ' || t.s[e + 1] == '\t')))
			e++;
		for (a = i; a < e && strchr("*_ \t", t.s[a]); a++)
			;
		for (b = e; b > a && strchr("*_ \t", t.s[b - 1]); b--)
			;
		snprintf(st->titles[n++], sizeof(st->titles[0]), "%.*s",
			 (int)(b - a), t.s + a);
		while (e < t.len && (t.s[e] == ' ' || t.s[e] == '\t'))
			e++;
		i = e;
	}
	st->ntitle = n;
	return 1;
}

/*
 * The free line above a headerless block as its drive: "Samsung 860 EVO
 * 1TB", or "Crucial MX500 1TB:" without its colon.  A line ending in a
 * colon that names no model number ("SSD Performance:", "Results:",
 * "测试结果：") introduces the block and is no drive: the device stays
 * unknown.
 */
/*
 * How many words of s (n bytes) are lowercase words without a digit:
 * "in" of "2x Crucial MX100 in RAID 0"; "on my old laptop gave" of a
 * sentence introducing the output.
 */
static int prose_words(const char *s, size_t n)
{
	int words = 0;

	for (size_t i = 0; i < n;) {
		size_t j = i;
		int digit = 0;

		while (j < n && s[j] != ' ' && s[j] != '\t')
			digit |= isdigit((unsigned char)s[j++]) != 0;
		words += !digit && islower((unsigned char)s[i]);
		while (j < n && (s[j] == ' ' || s[j] == '\t'))
			j++;
		i = j > i ? j : i + 1;
	}
	return words;
}

static void cand_device(const char *cand, char *dev, size_t size)
{
	size_t n = strlen(cand);
	int colon = 0, digit = 0, model = 0, letter = 0;

	if (n && cand[n - 1] == ':') {
		colon = 1;
		n--;
	} else if (n >= 3 && !memcmp(cand + n - 3, "\xef\xbc\x9a", 3)) {
		colon = 1; /* U+FF1A FULLWIDTH COLON */
		n -= 3;
	}
	while (n && (cand[n - 1] == ' ' || cand[n - 1] == '\t'))
		n--;
	for (size_t i = 0; i < n; i++) {
		digit |= cand[i] >= '0' && cand[i] <= '9';
		letter |= isalpha((unsigned char)cand[i]) ||
			  (unsigned char)cand[i] >= 0x80;
		/* a model's capital inside a word: "WD", "SanDisk", "MX" */
		model |= i && isupper((unsigned char)cand[i]) &&
			 isalpha((unsigned char)cand[i - 1]);
	}
	/* a name has a letter or a digit: "*", "--" name nothing; a
	 * sentence ("Results below.") is prose; a drive's name has a digit
	 * or a model's capitals ("Cheers, Bob" signs a mail) and a letter
	 * (a line number "9" is none); a prompt
	 * ("root@server:~#") or a link names no drive */
	if (!n || !letter || (colon && !digit) || (!digit && !model) ||
	    line_is_attribution(cand, strlen(cand)) ||
	    !line_has_word(cand, n) || strchr(".!?#$>%", cand[n - 1]) ||
	    prose_words(cand, n) >= 3 || memchr(cand, '@', n) ||
	    memchr(cand, '\t', n) || strstr(cand, "://") ||
	    strcasestr(cand, "diskmark") || strstr(cand, "----"))
		return; /* a tab: `time`'s "sys\t0m0.900s"; the tool's own
			 * name ("CrystalDiskMark 6 成绩如下：", its results
			 * follow) and a rule glued on ("My SSD: -----")
			 * name no drive */
	snprintf(dev, size, "%.*s", (int)n, cand);
	/* storage-kind words alone ("EXT4", "F2FS", "RAID0") name what is
	 * compared, a file system or a layout, not a drive: a caption */
	if (doc_prose_term_only(dev))
		dev[0] = '\0';
}

/*
 * Another program's title line under an export's rule ("disk-mark-me
 * v1.1.8 - fio v3.37", "AmorphousDiskMark 4.0.1 (C) 2016-2023 Katsura
 * Shareware", "Flexible I/O Tester - fio-3.16 (C) axboe"): words, then
 * a version (a word with a digit and a '.').  Its name (the words, a
 * trailing '-' dropped) into name, the version into ver.  Returns 1, or 0
 * when t is no such line or names header (the importer's own tool).
 */
static int foreign_title(struct text_line t, const char *header, char *name,
			 size_t nn, char *ver, size_t vn)
{
	size_t i = 0, w = 0, e;
	int digit = 0, dot = 0;

	if (!t.len || t.len > 100 || memchr(t.s, ':', t.len) ||
	    !isalpha((unsigned char)t.s[0]) || line_find(t, "MB/s") ||
	    line_find(t, "IOPS"))
		return 0;
	for (;;) { /* the first word with a digit and a dot */
		while (i < t.len && (t.s[i] == ' ' || t.s[i] == '\t'))
			i++;
		if (i == t.len)
			return 0;
		w = i;
		digit = dot = 0;
		for (; i < t.len && t.s[i] != ' ' && t.s[i] != '\t'; i++) {
			digit |= isdigit((unsigned char)t.s[i]) != 0;
			dot |= t.s[i] == '.';
		}
		if (digit && dot)
			break;
	}
	e = w;
	while (e &&
	       (t.s[e - 1] == ' ' || t.s[e - 1] == '\t' || t.s[e - 1] == '-'))
		e--;
	if (!e || e >= nn || i - w >= vn)
		return 0;
	if ((e == strlen(header) && !strncasecmp(t.s, header, e)) ||
	    (e >= 15 && !strncasecmp(t.s, "CrystalDiskMark", 15)) ||
	    (e >= 9 && !strncasecmp(t.s, "KDiskMark", 9)))
		return 0;
	snprintf(name, nn, "%.*s", (int)e, t.s);
	snprintf(ver, vn, "%.*s", (int)(i - w), t.s + w);
	return 1;
}

/*
 * A fork's header in KDiskMark's form, "tdeDiskMark (1.0):
 * https://github.com/...": one word that is not header, a version in
 * brackets starting with a digit, then ": http".  Its name and version
 * into name and ver; returns 1, else 0 (name stays "").
 */
static int fork_header(struct text_line t, const char *header, char *name,
		       size_t nn, char *ver, size_t vn)
{
	const char *o = memchr(t.s, ' ', t.len), *c;
	size_t wl = o ? (size_t)(o - t.s) : 0;

	if (!wl || wl >= nn || (size_t)(t.s + t.len - o) < 4 || o[1] != '(' ||
	    !isdigit((unsigned char)o[2]) || !isalpha((unsigned char)t.s[0]) ||
	    (wl == strlen(header) && !memcmp(t.s, header, wl)) ||
	    (wl == 9 && !memcmp(t.s, "KDiskMark", 9)))
		return 0;
	c = memchr(o, ')', (size_t)(t.s + t.len - o));
	if (!c || (size_t)(t.s + t.len - c) < 7 || memcmp(c, "): http", 7) ||
	    (size_t)(c - o - 2) >= vn)
		return 0;
	snprintf(name, nn, "%.*s", (int)wl, t.s);
	snprintf(ver, vn, "%.*s", (int)(c - o - 2), o + 2);
	return 1;
}

/* Whether part [b, e) of a paste's title names the tool: "CrystalDiskMark",
 * "Crystal Disk Mark", "CDM", "KDiskMark" (any case). */
static int tool_named(const char *s, size_t b, size_t e)
{
	char w[40];
	size_t n = 0;

	for (; b < e && n + 1 < sizeof(w); b++)
		if (s[b] != ' ')
			w[n++] = (char)tolower((unsigned char)s[b]);
	w[n] = '\0';
	return b == e && (!strcmp(w, "crystaldiskmark") || !strcmp(w, "cdm") ||
			  !strcmp(w, "kdiskmark"));
}

/*
 * A paste's title over the export, its name in plain (n bytes): a paste
 * site's "CrystalDiskMark :: M4-CT256M4SSD2 :: 2015-05-24" (the tool, the
 * drive, a date, parted by " :: ") is the drive alone; "SAMSUNG 860 QVO
 * Crystal Disk Mark" (the tool's name after the drive's) the drive.  Any
 * other line stays.  Returns the new length.
 */
static size_t paste_title(char *plain, size_t n)
{
	size_t b = 0, keep = SIZE_MAX, kn = 0;
	int tool = 0;

	if (strstr(plain, " :: ")) {
		for (;;) {
			const char *p = strstr(plain + b, " :: ");
			size_t e = p ? (size_t)(p - plain) : n;

			if (tool_named(plain, b, e)) {
				tool = 1;
			} else if (!line_date_title(plain + b, e - b)) {
				if (keep != SIZE_MAX)
					return n; /* two names */
				keep = b;
				kn = e - b;
			}
			if (!p)
				break;
			b = e + 4;
		}
		if (!tool || keep == SIZE_MAX)
			return n;
		memmove(plain, plain + keep, kn);
		plain[kn] = '\0';
		return kn;
	}
	/* the tool's name after a drive's with a digit */
	for (size_t w = n; w > 1; w--) {
		if (plain[w - 1] == ' ' && tool_named(plain, w, n) &&
		    strpbrk(plain, "0123456789") &&
		    (size_t)(strpbrk(plain, "0123456789") - plain) < w) {
			plain[w - 1] = '\0';
			return w - 1;
		}
	}
	return n;
}

/*
 * The free line just above an export's header: a drive ("Samsung 970 EVO
 * Plus 1TB:") is its device, else a short caption ending in ':' ("On
 * top of ram disk:", "NVMe back-end:"), at most five words, is its label
 * without the colon; an introduction ("Results:", "Here is the output:")
 * names nothing.
 */
static void cand_name(const char *cand, struct session *s)
{
	char plain[sizeof(((struct dm_state *)0)->cand)];
	size_t n, words = 1;

	/* "**Unencrypted:**": the emphasis is no part of it */
	while (*cand == '*' || *cand == '_')
		cand++;
	n = strlen(cand);
	while (n && (cand[n - 1] == '*' || cand[n - 1] == '_'))
		n--;
	if (n >= sizeof(plain))
		return;
	memcpy(plain, cand, n);
	plain[n] = '\0';
	cand = plain;
	n = paste_title(plain, n);

	cand_device(cand, s->device, sizeof(s->device));
	s->device_named = s->device[0] != '\0';
	if (s->device[0] || n < 2 || cand[n - 1] != ':' ||
	    line_is_attribution(cand, n))
		return; /* "On Tue, Bob wrote:" quotes, names nothing */
	n--;
	for (size_t i = 0; i < n; i++)
		words += cand[i] == ' ' && cand[i + 1] != ' ';
	if (line_is_intro(cand, n))
		return;
	if (words > 5 || !line_has_word(cand, n))
		return;
	snprintf(s->above, sizeof(s->above), "%.*s", (int)n, cand);
}

/*
 * Whether only blank lines and "----" rules, three at most, stand between
 * the line holding from and to (an export's header): "My HDD:", a blank
 * line, the rule, then "CrystalDiskMark 3.0.2 ...".
 */
static int rules_between(const char *from, const char *to)
{
	const char *p =
	    from < to ? memchr(from, '\n', (size_t)(to - from)) : NULL;
	int n = 0;

	if (!p)
		return 0;
	for (p++; p < to; n++) {
		const char *e = memchr(p, '\n', (size_t)(to - p));
		const char *b = p;

		if (!e)
			e = to;
		while (b < e && (*b == ' ' || *b == '\t' || *b == '\r'))
			b++;
		if (b < e && (e - b < 4 || memcmp(b, "----", 4)))
			return 0;
		p = e + 1;
	}
	return n <= 4;
}

static int dm_line(struct dm_state *st, struct text_line t)
{
	struct session *s = &st->s;
	struct text_line label;
	char val[DM_LINE], ver[80], name[64];
	const char *colon, *fig;
	unsigned kind;
	int ret, after;

	name[0] = '\0';
	if (t.len >= DM_LINE) {
		if (s->n && !st->unknown)
			st->unknown = t.s;
		return 0;
	}
	if (header_version(t, st->tool->header, ver, sizeof(ver)) ||
	    fork_header(t, st->tool->header, name, sizeof(name), ver,
			sizeof(ver))) {
		/* exports each named by the lines above its header ("SATA
		 * 6Gbps" / "SAMSUNG 860 QVO", the export, "NVMe" / "ADATA
		 * SX8200 Pro", the next): the bare line under the OS line,
		 * the next export's name right under it, is that export's
		 * first line, no comment */
		if (s->comment[0] && (s->above[0] || s->device_named) &&
		    st->cand[0] && st->cand_line == s->os_line + 2 &&
		    (st->cand_line >= t.no - 2 ||
		     (st->cand_line >= t.no - 4 &&
		      rules_between(st->cand_at, t.s))))
			s->comment[0] = '\0';
		if (s->n || s->footer) {
			ret = end_all(st);
			if (ret)
				return ret;
		}
		s->has_header = 1;
		s->header_at = t.s;
		s->from = t.no;
		s->to = t.no;
		snprintf(s->version, sizeof(s->version), "%s", ver);
		/* "On top of ram disk:" just above the export (its rule
		 * between them, a blank line too) names it */
		if (st->cand[0] && st->cand_line > st->last &&
		    (st->cand_line >= t.no - 2 ||
		     (st->cand_line >= t.no - 4 &&
		      rules_between(st->cand_at, t.s))))
			cand_name(st->cand, s);
		if (name[0]) {
			snprintf(s->foreign, sizeof(s->foreign), "%s", name);
			snprintf(s->foreign_ver, sizeof(s->foreign_ver), "%s",
				 ver);
		}
		st->unknown = NULL;
		return 0;
	}
	after = st->after_rule;
	st->after_rule = line_starts(t, "----");
	if (after && !s->has_header &&
	    foreign_title(t, st->tool->header, name, sizeof(name), ver,
			  sizeof(ver))) {
		if (s->n || s->footer) {
			ret = end_all(st);
			if (ret)
				return ret;
		}
		snprintf(s->foreign, sizeof(s->foreign), "%s", name);
		snprintf(s->foreign_ver, sizeof(s->foreign_ver), "%s", ver);
		if (!s->from)
			s->from = t.no;
		st->unknown = NULL;
		return 0;
	}
	if (header_noise(t, s) || line_is_cut_mark(t.s, t.len))
		return 0;
	kind = section_kind(t);
	if (kind) {
		/* a new block: after a footer, or a section again */
		if (s->footer || (s->seen & kind)) {
			ret = end_all(st);
			if (ret)
				return ret;
		}
		if (!s->n && !s->section_line && st->cand[0] &&
		    st->cand_line > st->last &&
		    (!s->has_header || (st->cand_at > s->header_at &&
					!s->above[0] && !s->device_named)))
			/* "Samsung 970 EVO:" or "**Unencrypted:**" just
			 * above a headerless [Read]: its drive, or its
			 * caption; so is "EXT4:" between a header's lines
			 * and its first section, when nothing above the
			 * header named the export */
			cand_name(st->cand, s);
		section(st->ctx, s, t, kind);
		st->unknown = NULL;
		return 0;
	}
	if (column_titles(st, t))
		return 0;
	if (t.no == st->col_line && isdigit((unsigned char)t.s[0])) {
		ret = column_result(st, t);
		if (ret <= 0)
			return ret;
	}
	if (!split_colon(t, &label, val, sizeof(val), &colon)) {
		if (!footer(st->ctx, s, label, val)) {
			if (colon > label.s + label.len)
				s->old_footer = 1;
			st->unknown = NULL;
			/* a line above names no later block */
			st->last = t.no;
			st->last_at = t.s;
			return 0;
		}
		join_cont(st, val, sizeof(val));
		ret = result_line(st, &st->s, t, label, val, colon + 1);
		if (ret <= 0)
			return ret;
		st->cont_used = 0;
	}
	if (!split_number(t, &label, &fig)) {
		struct text_line f = {fig, t.len - (size_t)(fig - t.s), t.no};

		line_copy(f, val, sizeof(val));
		join_cont(st, val, sizeof(val));
		ret = result_line(st, &st->s, t, label, val, fig);
		if (ret <= 0)
			return ret;
		st->cont_used = 0;
	}
	if (looks_like_result(t)) {
		ingest_warn_at(st->ctx, t.s,
			       "unrecognized result line '%.*s' skipped",
			       (int)utf8_fit(t.s, t.len, 60), t.s);
		return 0;
	}
	/*
	 * A free line: a drive name above a pasted block, or CDM 3-6's
	 * comment, printed bare under the OS line (CDM 7 writes "Comment:")
	 */
	if ((s->n || s->section_line) && !s->footer &&
	    result_word(t.s, t.len)) {
		/* "    Random   4 Ki": the copy ended inside a result line */
		ingest_warn_at(st->ctx, t.s,
			       "'%.*s': a result line cut short, no figures: "
			       "skipped",
			       (int)(t.len < 40 ? t.len : 40), t.s);
		return 0;
	}
	/* a paste site's page around the export ("Advertisement", "Sign
	 * Up,", its date, views and size line between the paste's title and
	 * the export): no comment, no caption; a caption above it stays the
	 * line just above */
	if ((line_is_page_chrome(t.s, t.len) &&
	     (!s->footer || !isdigit((unsigned char)t.s[0]))) ||
	    (!s->footer && st->cand[0] && line_date_title(t.s, t.len))) {
		if (st->cand[0] && st->cand_line >= t.no - 2)
			st->cand_line = t.no;
		return 0;
	}
	if (s->footer && s->old_footer && !s->comment[0] && s->os[0] &&
	    !st->tool->kib_thousands && line_has_word(t.s, t.len) &&
	    !closing_tag(t) && t.no == s->os_line + 1) {
		line_copy(t, s->comment, sizeof(s->comment));
	} else if (t.len < sizeof(st->cand)) {
		line_copy(t, st->cand, sizeof(st->cand));
		st->cand_line = t.no;
		st->cand_at = t.s;
		/* warned about if a result of the same block follows */
		if ((s->n || s->section_line) && !s->footer && !st->unknown)
			st->unknown = t.s;
	}
	return 0;
}

/*
 * The next segment of the buffer: a trimmed line, or a part of a
 * flattened one.  *rest holds what is left of the current line.
 * Returns 0 at the end.
 */
/* Whether s (n bytes) holds w (wn bytes, wn > 0): memchr finds each
 * candidate, cheaper than memmem's setup on a short line. */
static int holds(const char *s, size_t n, const char *w, size_t wn)
{
	const char *end = s + n;

	while ((size_t)(end - s) >= wn) {
		s = memchr(s, w[0], (size_t)(end - s) - wn + 1);
		if (!s)
			return 0;
		if (!memcmp(s, w, wn))
			return 1;
		s++;
	}
	return 0;
}

/* The next segment; lp: a log's prefix to drop from every line (may be
 * NULL). */
static int next_segment_of(struct line_iter *it, const struct log_prefix *lp,
			   struct text_line *rest, struct text_line *seg,
			   const char *need)
{
	struct text_line l;
	size_t nn = need ? strlen(need) : 0;

	for (;;) {
		while (!rest->len) {
			if (!lines_next(it, &l))
				return 0;
			/* probing: a line without the word cannot count */
			if (nn && !holds(l.s, l.len, need, nn))
				continue;
			*rest = line_trim(log_prefix_strip(lp, l));
		}
		*seg = *rest;
		seg->len = first_segment(rest->s, rest->len);
		rest->s += seg->len;
		rest->len -= seg->len;
		*rest = line_trim(*rest);
		*seg = line_trim(*seg);
		if (seg->len)
			return 1;
	}
}

static int next_segment(struct line_iter *it, const struct log_prefix *lp,
			struct text_line *rest, struct text_line *seg)
{
	return next_segment_of(it, lp, rest, seg, NULL);
}

static _Thread_local struct {
	int on, valid;
	const char *buf;
	size_t len, limit;
	int n, spaced, bare;
} memo;

void diskmark_probe_memo(int on)
{
	memo.on = on;
	memo.valid = 0;
}

static int count_results(const char *buf, size_t len, size_t limit, int *spaced,
			 int *bare);

int diskmark_count_results(const char *buf, size_t len, size_t limit,
			   int *spaced, int *bare)
{
	int n, sp;

	if (!memo.on)
		return count_results(buf, len, limit, spaced, bare);
	if (!memo.valid || memo.buf != buf || memo.len != len ||
	    memo.limit != limit) {
		memo.n =
		    count_results(buf, len, limit, &memo.spaced, &memo.bare);
		memo.buf = buf;
		memo.len = len;
		memo.limit = limit;
		memo.valid = 1;
	}
	n = memo.n;
	sp = memo.spaced;
	if (spaced)
		*spaced = sp;
	if (bare)
		*bare = memo.bare;
	return n;
}

/*
 * Whether figure text s (after a result line's ':') starts with a number
 * printed as CrystalDiskMark prints it, three decimals ("%9.3f": " 478.802
 * MB/s", "543,188" in a localized build), not a rounded one typed by hand.
 */
static int printed_figure(const char *s)
{
	size_t d = 0;

	s = skip_blanks(s);
	while (isdigit((unsigned char)*s))
		s++;
	if (*s != '.' && *s != ',')
		return 0;
	for (s++; isdigit((unsigned char)s[d]); d++)
		;
	return d == 3;
}

/*
 * "MB/s" as translations and hand copies spell it after a figure:
 * "MB/秒" (ja, zh), "MB/초" (ko), "МБ/с" (ru, uk), "Mo/s" (fr).  The same
 * unit (CrystalDiskMark's 10^6 bytes, KDiskMark's as its own "MB/s").
 */
static const struct {
	const char *s;
	size_t n;
} mbps_alias[] = {
    {"MB/\xe7\xa7\x92", 6},	      /* MB/秒 */
    {"MB/\xec\xb4\x88", 6},	      /* MB/초 */
    {"\xd0\x9c\xd0\x91/\xd1\x81", 7}, /* МБ/с */
    {"Mo/s", 4},
};

/* The length of the translated "MB/s" at u (whose '/' is at sl), or 0. */
static size_t mbps_alias_at(const char *buf, const char *sl, const char *end)
{
	for (size_t k = 0; k < sizeof(mbps_alias) / sizeof(*mbps_alias); k++) {
		const char *a = mbps_alias[k].s, *u;
		size_t before = (size_t)(strchr(a, '/') - a);

		if ((size_t)(sl - buf) < before + 2)
			continue;
		u = sl - before;
		if ((size_t)(end - u) < mbps_alias[k].n ||
		    memcmp(u, a, mbps_alias[k].n))
			continue;
		/* after a figure: "565.184 MB/秒" */
		while (u > buf && (u[-1] == ' ' || u[-1] == '\t'))
			u--;
		if (u > buf && u[-1] >= '0' && u[-1] <= '9')
			return mbps_alias[k].n;
	}
	return 0;
}

/*
 * buf with every translated "MB/s" after a figure rewritten as "MB/s"
 * padded with blanks to its length (every line and column stays where it
 * was, so diagnostics still point into the text), or NULL when buf holds
 * none (or on ENOMEM: the text is read as it is).
 */
static char *fold_mbps(const char *buf, size_t len)
{
	const char *p = buf, *end = buf + len;
	char *copy = NULL;
	size_t k = 0;

	/* most text holds none of them, but many a '/' */
	while (k < sizeof(mbps_alias) / sizeof(*mbps_alias) &&
	       !text_find(buf, len, mbps_alias[k].s, mbps_alias[k].n))
		k++;
	if (k == sizeof(mbps_alias) / sizeof(*mbps_alias))
		return NULL;
	while ((p = memchr(p, '/', (size_t)(end - p)))) {
		size_t n = mbps_alias_at(buf, p, end);
		const char *u;

		if (!n) {
			p++;
			continue;
		}
		u = p - (*(p - 1) == 'B' || *(p - 1) == 'o' ? 2 : 4);
		if (!copy) {
			copy = malloc(len + 1);
			if (!copy)
				return NULL;
			memcpy(copy, buf, len);
			copy[len] = 0;
		}
		memcpy(copy + (u - buf), "MB/s", 4);
		memset(copy + (u - buf) + 4, ' ', n - 4);
		p = u + n;
	}
	return copy;
}

/*
 * A figure with its unit filling the cell [b, e) (blanks around): unit
 * "MB/s", "IOPS" or a latency ("us", "\xce\xbcs", "ms").  1 when it does.
 */
static int fig_cell(const char *s, size_t b, size_t e, const char *const *units)
{
	const char *q;
	double v;
	char tmp[48];

	while (b < e && (s[b] == ' ' || s[b] == '\t'))
		b++;
	while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t'))
		e--;
	if (e - b >= sizeof(tmp) || b == e || s[b] < '0' || s[b] > '9')
		return 0;
	memcpy(tmp, s + b, e - b);
	tmp[e - b] = '\0';
	if (units_number(tmp, &q, UNITS_COMMA_DECIMAL, &v))
		return 0;
	while (*q == ' ')
		q++;
	for (; *units; units++)
		if (!strcmp(q, *units))
			return 1;
	return 0;
}

/* Whether the cell [b, e) is a section marker ("[Read]"), blanks around. */
static int section_cell(const char *s, size_t b, size_t e)
{
	static const char *const marks[] = {"[Read]", "[Write]", "[Mix]"};

	while (b < e && (s[b] == ' ' || s[b] == '\t'))
		b++;
	/* every marker is "[...]": most lines end here */
	if (b == e || s[b] != '[')
		return 0;
	while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t'))
		e--;
	for (size_t k = 0; k < sizeof(marks) / sizeof(*marks); k++)
		if (e - b == strlen(marks[k]) &&
		    !memcmp(s + b, marks[k], e - b))
			return 1;
	return 0;
}

#define PIPE_CELLS 64

/*
 * One line [ls, le) of buf folded into copy (same offsets) when it is an
 * export's table flattened into " | " cells (an HTML table copied as
 * text, a row per direction): "SEQ 1MiB (Q=8, T=1) | 178.265 MB/s | 170.0
 * IOPS | SEQ 1MiB (Q=1, T=1) | ... | [Write] |" reads as "SEQ 1MiB (Q=8,
 * T=1):  178.265 MB/s [ 170.0 IOPS] SEQ 1MiB ...   [Write]", which the
 * flattened-line reading cuts into results.  Only a line whose cells are
 * all such groups (a test name, its MB/s, then its IOPS and latency) or
 * section markers, two groups at least, or a section marker alone: a
 * table of one test a row, or with a Read and a Write column, is the
 * table reader's.  Text after the last '|' (prose glued on) is left.  The
 * direction comes from a section marker before the results (section: 1
 * for one on a line above, 2 when the line above was such a line, so one
 * test on this one is enough), never guessed: results before any are not
 * folded (and their line is then skipped with a warning).  Returns 2 for a
 * line of results, 1 for a section marker alone, else 0; with copy NULL
 * only says so.
 */
static int fold_pipe_line(const char *buf, char *copy, size_t ls, size_t le,
			  int section)
{
	static const char *const mbps[] = {"MB/s", NULL};
	static const char *const iops[] = {"IOPS", NULL};
	static const char *const lat[] = {"us", "\xce\xbcs", "ms", NULL};
	size_t pipe[PIPE_CELLS + 1], np = 0, c, groups = 0, marks = 0;
	struct diskmark_test t;
	char *o = copy;

	for (size_t i = ls; i < le && np < PIPE_CELLS; i++)
		if (buf[i] == '|')
			pipe[np++] = i;
	if (!np || np == PIPE_CELLS)
		return 0;
	/* cell c is [c ? pipe[c - 1] + 1 : ls, pipe[c]); first a check */
	for (int pass = 0; pass < 2; pass++) {
		for (c = 0; c < np;) {
			size_t b = c ? pipe[c - 1] + 1 : ls, e = pipe[c], k;
			struct text_line l = {buf + b, e - b, 0};

			l = line_trim(l);
			if (!l.len && c == 0) {
				c++; /* the row's leading '|' */
				continue;
			}
			if (section_cell(buf, b, e)) {
				if (pass)
					o[pipe[c]] = ' ';
				marks++;
				c++;
				continue;
			}
			if (c + 1 >= np || diskmark_label(l.s, l.len, &t) ||
			    !fig_cell(buf, pipe[c] + 1, pipe[c + 1], mbps))
				return 0;
			/* which direction the figures are is the text's to
			 * say: without a marker above, the line is left */
			if (!section && !marks)
				return 0;
			k = c + 1;
			if (k + 1 < np &&
			    fig_cell(buf, pipe[k] + 1, pipe[k + 1], iops)) {
				k++;
				if (k + 1 < np &&
				    fig_cell(buf, pipe[k] + 1, pipe[k + 1],
					     lat) &&
				    buf[pipe[k] + 1] == ' ')
					k++;
			}
			if (pass) {
				size_t q = pipe[c];

				/* "NAME |" -> "NAME: ", "NAME|" -> "NAME:" */
				if (q > b && buf[q - 1] == ' ') {
					o[q - 1] = ':';
					o[q] = ' ';
				} else {
					o[q] = ':';
				}
				for (size_t j = c + 1; j <= k; j++) {
					q = pipe[j];
					if (j == c + 1)
						o[q] = k > c + 1 ? '[' : ' ';
					else if (j == c + 2)
						o[q] = k > c + 2 ? ' ' : ']';
					else
						o[q] = '>';
					/* "IOPS |" -> "IOPS] " */
					if (j == c + 2 && k == c + 2 &&
					    buf[q - 1] == ' ') {
						o[q - 1] = ']';
						o[q] = ' ';
					}
					if (j == c + 3 && buf[q - 1] == ' ') {
						o[q - 1] = '>';
						o[q] = ' ';
					}
				}
				if (k == c + 3) {
					/* "IOPS | 12.3 us |" -> "IOPS] <12.3
					 * us> " */
					size_t q2 = pipe[c + 2];

					o[q2] = ' ';
					if (buf[q2 - 1] == ' ')
						o[q2 - 1] = ']';
					else
						o[q2] = ']';
					o[q2 + 1] = '<';
				}
			}
			groups++;
			c = k + 1;
		}
		if (!pass &&
		    !(groups >= 2 || (groups && marks) ||
		      (groups && section == 2) || (marks == 1 && !groups)))
			return 0;
		if (!copy)
			return groups ? 2 : 1;
		groups = marks = 0;
	}
	return 1;
}

int diskmark_pipe_line(const char *s, size_t len)
{
	return fold_pipe_line(s, NULL, 0, len, 1) == 2;
}

/*
 * Whether segment seg of buf is on a line of results flattened into " |
 * " cells that fold_pipes() left (no section marker above it): its
 * direction is not told.
 */
static int pipe_undirected(const char *buf, size_t len, struct text_line seg)
{
	size_t ls = (size_t)(seg.s - buf), le = ls;

	while (ls && buf[ls - 1] != '\n')
		ls--;
	while (le < len && buf[le] != '\n')
		le++;
	return memchr(seg.s, '|', seg.len) &&
	       fold_pipe_line(buf, NULL, ls, le, 1) == 2;
}

/*
 * buf with every line that is an export's table flattened into " | "
 * cells folded (fold_pipe_line), into copy when set (same length),
 * else into a copy made here.  Returns the copy, or NULL when no line
 * was folded (or on ENOMEM: the text is read as it is).
 */
static char *fold_pipes(const char *buf, size_t len, char *copy)
{
	/* near: the line before (or the one before a rule) was folded, a
	 * row of the same flattened table: one test on it is enough */
	int folded = 0, section = 0, near = 0;

	if (!memchr(buf, '|', len))
		return copy;
	/* without a section marker anywhere no line folds: the first
	 * results need one above or in their row (fio's percentiles have
	 * '|' but none) */
	if (!text_find(buf, len, "[Read]", 6) &&
	    !text_find(buf, len, "[Write]", 7) &&
	    !text_find(buf, len, "[Mix]", 5))
		return copy;
	for (size_t ls = 0; ls < len;) {
		const char *nl = memchr(buf + ls, '\n', len - ls);
		size_t le = nl ? (size_t)(nl - buf) : len, d = ls, e = le;
		int was = folded, sec = near ? 2 : section;

		folded = 0;
		near = 0;
		if (!memchr(buf + ls, '|', le - ls)) {
			section |= section_cell(buf, ls, le);
			ls = le + 1;
			continue;
		}
		if (!copy) {
			char *own;

			/* the check first (copy NULL): the copy is made for a
			 * line that folds, not for every line with a '|' */
			if (!fold_pipe_line(buf, NULL, ls, le, sec)) {
				ls = le + 1;
				continue;
			}
			own = malloc(len + 1);
			if (!own)
				return NULL;
			memcpy(own, buf, len);
			own[len] = 0;
			fold_pipe_line(buf, own, ls, le, sec);
			copy = own;
			folded = 1;
		} else {
			folded = fold_pipe_line(buf, copy, ls, le, sec) != 0;
		}
		section |= folded;
		near = folded;
		/* the "---|" rule under a folded line: the table's, blanked */
		while (d < e && (buf[d] == ' ' || buf[d] == '\t'))
			d++;
		while (e > d && (buf[e - 1] == ' ' || buf[e - 1] == '\t'))
			e--;
		if (was && !folded && copy && e - d >= 4 && buf[e - 1] == '|' &&
		    strspn(buf + d, "-:") == e - d - 1) {
			memset(copy + d, ' ', e - d);
			near = 1;
		}
		ls = le + 1;
	}
	return copy;
}

/*
 * Whether the line s (n bytes, raw text) could hold a label that
 * diskmark_label() reads, or a '|' cell of pipe_undirected(): a superset
 * of what count_results() counts on it.  A label diskmark_label() takes
 * starts (once trimmed, maybe past a leading "Read "/"Write " that
 * strip_direction() drops) as label_directed(), label_sized() or
 * label_gui() reads it: "Sequential"/"Seq"/"SEQ" (any case: "seq"),
 * "Random"/"RND" (any case: "ran", "rnd"), digits and "K", "KB" or "KiB"
 * (any case) followed by the label's end (the line's, blanks, the ':'
 * split_colon() cuts at, the '=' or '-' split_number() drops) or a "Q"
 * of its queue ("4K Q32T1", "4KQD32"), or a
 * translation's words (untranslate_label(): bytes of 0x80 and above).
 * Every such label is a piece of one line of the text: segments and
 * labels are cut from a line, log prefixes and blanks only dropped from
 * it, and the copy is not folded where no line is (see may_count()).
 */
static int line_may_count(const char *s, size_t n)
{
	if (memchr(s, '|', n))
		return 1;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c >= 0x80)
			return 1;
		/* "seq", "ran" or "rnd" in any case */
		if ((c | 0x20) == 's' || (c | 0x20) == 'r') {
			char b = i + 1 < n ? (char)(s[i + 1] | 0x20) : 0;
			char d = i + 2 < n ? (char)(s[i + 2] | 0x20) : 0;

			if ((c | 0x20) == 's' ? b == 'e' && d == 'q'
					      : (b == 'a' || b == 'n') &&
						    d == (b == 'a' ? 'n' : 'd'))
				return 1;
			continue;
		}
		if (c >= '0' && c <= '9' && i + 1 < n &&
		    (s[i + 1] == 'K' || s[i + 1] == 'k')) {
			/* after "K", "KB" or "KiB" (eat_ci() tries each) */
			static const char ends[] = " \t\r:=-Qq";
			size_t k = i + 2;

			for (int w = 0; w < 3 && k <= n; w++) {
				if (k == n || strchr(ends, s[k]))
					return 1;
				if (w == 0 && (s[k] == 'B' || s[k] == 'b'))
					k++;
				else if (w == 0 && k + 1 < n &&
					 (s[k] == 'I' || s[k] == 'i') &&
					 (s[k + 1] == 'B' || s[k + 1] == 'b'))
					k += 2;
				else
					break;
			}
		}
	}
	return 0;
}

/* The line of buf (end its end) around p: whether it may count. */
static int line_at_may_count(const char *buf, const char *end, const char **p)
{
	const char *ls = *p, *le = memchr(*p, '\n', (size_t)(end - *p));

	while (ls > buf && ls[-1] != '\n')
		ls--;
	*p = le ? le : end;
	return line_may_count(ls, (size_t)(*p - ls));
}

/*
 * Whether any line of buf (lim bytes) may count in count_results(): a
 * line counts only when it holds "MB" once the copy is folded.
 * fold_pipes() folds only lines with a '|' (which line_may_count()
 * passes) and writes only blanks and brackets; fold_mbps() changes a line
 * only at a translated "MB/s" ("MB/\xe7\xa7\x92" and "MB/\xec\xb4\x88"
 * hold "MB", then "Mo/s" and "\xd0\x9c\xd0\x91/\xd1\x81"), writing
 * "MB/s" and blanks, which make no label word.  So a counted line holds
 * "MB", "Mo/s" or "\xd0\x9c\xd0\x91/" in the text and passes
 * line_may_count(); fio text (whose "(105MB/s)" lines hold no label) is
 * passed without folding, segmenting or looking for its log prefix.
 */
static int may_count(const char *buf, size_t lim)
{
	const char *end = buf + lim, *p = buf;

	while ((p = memchr(p, 'M', (size_t)(end - p)))) {
		if ((end - p >= 2 && p[1] == 'B') ||
		    (end - p >= 4 && !memcmp(p, "Mo/s", 4))) {
			if (line_at_may_count(buf, end, &p))
				return 1;
		} else {
			p++;
		}
	}
	p = buf;
	while ((p = text_find(p, (size_t)(end - p), "\xd0\x9c\xd0\x91/", 5)))
		if (line_at_may_count(buf, end, &p))
			return 1;
	return 0;
}

static int count_results(const char *buf, size_t len, size_t limit, int *spaced,
			 int *bare)
{
	static const struct diskmark_tool any = {.kib_thousands = 1};
	struct line_iter it;
	struct text_line l, rest = {buf, 0, 0}, label;
	struct diskmark_test t;
	struct diskmark_values v;
	struct log_prefix lp;
	char val[DM_LINE];
	const char *colon, *fig, *bad;
	int n = 0, vr;
	long undirected = 0;
	size_t lim = len < limit ? len : limit;
	char *folded;

	if (spaced)
		*spaced = 0;
	if (bare)
		*bare = 0;
	/* every line counted holds "MB" once its translated units are
	 * folded (fold_pipes() writes only blanks and brackets): text
	 * without "MB" or those units has none (fio terse, most logs) */
	if (!text_find(buf, lim, "MB", 2) && !text_find(buf, lim, "Mo/s", 4) &&
	    !text_find(buf, lim, "\xd0\x9c\xd0\x91/", 5))
		return 0;
	if (!may_count(buf, lim))
		return 0;
	folded = fold_mbps(buf, lim);
	folded = fold_pipes(folded ? folded : buf, lim, folded);
	if (folded)
		buf = folded;
	log_prefix_find(&lp, buf, lim);
	lines_init(&it, buf, lim);
	/* every result prints "MB/s": other lines need no segmenting */
	while (next_segment_of(&it, &lp, &rest, &l, "MB")) {
		if (l.len >= DM_LINE)
			continue;
		if (pipe_undirected(buf, lim, l)) {
			/* the export's, unread: its parse says why */
			if (l.no != undirected)
				n++;
			undirected = l.no;
			continue;
		}
		if (split_colon(l, &label, val, sizeof(val), &colon) ||
		    diskmark_label(label.s, label.len, &t)) {
			struct text_line f;

			if (split_number(l, &label, &fig) ||
			    diskmark_label(label.s, label.len, &t))
				continue;
			f.s = fig;
			f.len = l.len - (size_t)(fig - l.s);
			f.no = l.no;
			line_copy(f, val, sizeof(val));
		}
		/* a line whose figures a wrap cut ("[ 537.3", "< 148")
		 * counts: the rest is on the next line */
		vr = diskmark_values(val, &any, &v, &bad);
		if ((vr < 0 && !wrap_cut(bad)) || !consistent(&t, &v, &any))
			continue;
		n++;
		if (spaced && t.spaced)
			(*spaced)++;
		if (bare && t.bare && !printed_figure(val))
			(*bare)++;
	}
	free(folded);
	return n;
}

int diskmark_has_header(const char *buf, size_t len, size_t limit,
			const char *word)
{
	struct line_iter it;
	struct text_line l, rest = {buf, 0, 0};
	struct log_prefix lp;
	size_t n = len < limit ? len : limit;

	/* header_version matches the word exactly: without it anywhere,
	 * no segment can be a header (and segmenting is the cost) */
	if (!text_find(buf, n, word, strlen(word)))
		return 0;
	log_prefix_find(&lp, buf, n);
	lines_init(&it, buf, n);
	while (next_segment_of(&it, &lp, &rest, &l, word))
		if (header_version(l, word, NULL, 0))
			return 1;
	return 0;
}

int diskmark_header_over_prose(const char *buf, size_t len, size_t limit,
			       const char *word)
{
	struct line_iter it;
	struct text_line l, rest = {buf, 0, 0};
	struct log_prefix lp;
	size_t n = len < limit ? len : limit;
	int seen = 0;

	/* a review's "CrystalDiskMark 6.0.2 x64." over its paragraph ("Ce
	 * banc mesure les débits de chaque clé en cinq passes."): the
	 * tool's name for the section, not its export's header, which
	 * its own lines follow (or nothing: a cut copy) */
	log_prefix_find(&lp, buf, n);
	lines_init(&it, buf, n);
	while (next_segment(&it, &lp, &rest, &l)) {
		if (!header_version(l, word, NULL, 0))
			continue;
		if (!next_segment(&it, &lp, &rest, &l) ||
		    !line_prose_sentence(l.s, l.len))
			return 0;
		seen = 1;
	}
	return seen;
}

int diskmark_parse(struct ingest_ctx *ctx, const struct diskmark_tool *tool,
		   const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line t, rest = {buf, 0, 0};
	struct log_prefix lp;
	struct dm_state st = {.ctx = ctx, .tool = tool};
	int ret = 0, more;
	long undirected = 0;
	const char *given = ctx->buf;
	char *folded = fold_mbps(buf, len);

	folded = fold_pipes(folded ? folded : buf, len, folded);
	/* the folded copy has the text's lines and columns: diagnostics
	 * located in it are located in the text */
	if (folded && given == buf) {
		buf = folded;
		rest.s = buf;
		ctx->buf = buf;
	}
	session_reset(&st.s);
	for (size_t k = 0; k < DM_COLS - 1; k++)
		session_reset(&st.col[k]);
	log_prefix_find(&lp, buf, len);
	lines_init(&it, buf, len);
	more = next_segment(&it, &lp, &rest, &t);
	while (more) {
		struct text_line n;
		int eol = !rest.len, more_n;

		more_n = next_segment(&it, &lp, &rest, &n);
		if (t.no == undirected ||
		    (t.no != undirected && pipe_undirected(buf, len, t))) {
			if (t.no != undirected)
				ingest_warn_at(
				    ctx, t.s,
				    "%s results flattened into '|' cells "
				    "with no [Read] or [Write] above them: "
				    "their direction is not told, line "
				    "skipped",
				    tool->tool);
			undirected = t.no;
			if (!(more = more_n))
				break;
			t = n;
			continue;
		}
		/* a line that may go on in the next one: its own whole line,
		 * the next one short and without a label */
		st.cont.len = 0;
		st.cont_used = 0;
		if (more_n && eol && n.no == t.no + 1 && n.len < 64 &&
		    !memchr(n.s, ':', n.len))
			st.cont = n;
		ret = dm_line(&st, t);
		if (ret)
			goto out;
		if (st.cont_used)
			more = next_segment(&it, &lp, &rest, &t);
		else if ((more = more_n))
			t = n;
		st.cont_used = 0;
	}
	ret = end_all(&st);
	if (ret)
		goto out;
	if (!st.total && undirected)
		ret = ingest_error_at(
		    ctx,
		    len && buf[len - 1] == '\n' ? buf + len - 1 : buf + len,
		    "%s results flattened into '|' cells, with no [Read] "
		    "or [Write] above them to tell their direction: none "
		    "imported",
		    tool->tool);
	else if (!st.total)
		ret = ingest_error_at(
		    ctx,
		    len && buf[len - 1] == '\n' ? buf + len - 1 : buf + len,
		    "expected %s result lines such as "
		    "'SEQ1M Q8T1: 543.188 MB/s', found none",
		    tool->tool);
out:
	if (folded)
		ctx->buf = given;
	free(folded);
	free(st.s.res);
	for (size_t k = 0; k < DM_COLS - 1; k++)
		free(st.col[k].res);
	return ret;
}

int diskmark_gui_columns(const char *buf, size_t n)
{
	const char *p = buf, *end = buf + n;

	while (p < end) {
		const char *e = memchr(p, '\n', (size_t)(end - p));
		size_t l = e ? (size_t)(e - p) : (size_t)(end - p);
		const char *r = memmem(p, l, "Read ", 5);
		const char *w = memmem(p, l, "Write ", 6);

		if (r && w && (r[5] == '[' || r[5] == '(') &&
		    (w[6] == '[' || w[6] == '('))
			return 1;
		p += l + 1;
	}
	return 0;
}
