/*
 * Re-splitting flattened tool outputs: see doc_flat.h.
 *
 * Each tool has a table of line starts written in a small pattern
 * language: a literal character matches itself, '#' one or more digits,
 * '_' any number of blanks, '~' one or more blanks, 'W' a word (letters,
 * digits, '_', '-', '.', '/').  A start is looked for where a word begins
 * (after a blank or at the start); starts marked `glued` also where the
 * previous line's last word runs into them ("run=301-301msecDisk stats"),
 * since a migration that dropped a line break often dropped its blank too.
 */
#include "ingest/doc_flat.h"

#include <stdio.h>
#include <string.h>

#include "ingest/fio_options.h"
#include "ingest/formats.h"
#include "ingest/lines.h"
#include "model/units.h"

struct flat_start {
	const char *pat;
	int mark; /* this start says the line is the tool's output */
	/* may follow the previous text without a blank: 1 after a word's
	 * character or ')', 2 only after a letter, a digit, ')' or ']'
	 * ("iodepth=32fio-3.28", "[eta 00m:00s]seq_read: (groupid=0", not
	 * "~/fio-fio-3.38") */
	int glued;
};

struct flat_tool {
	const char *name;
	const char *command; /* its command word, NULL none */
	const struct flat_start *starts;
	int min_marks; /* marks needed */
};

static const struct flat_start fio_starts[] = {
    {"Run status group #", 1, 1},
    {"READ:_bw=", 1, 0},
    {"WRITE:_bw=", 1, 0},
    {"TRIM:_bw=", 1, 0},
    {"MIXED:_bw=", 1, 0},
    {"Disk stats (", 0, 1},
    {"W:_ios=#", 0, 0},
    {"W:_(groupid=#", 1, 2},
    {"W:_(g=#):_rw=", 0, 0},
    {"read_:_IOPS=", 0, 0},
    {"write_:_IOPS=", 0, 0},
    {"trim_:_IOPS=", 0, 0},
    {"read_:_io=", 0, 0},
    /* old fio's group lines ("READ: io=524288KB, aggrb=3412KB/s, ...") */
    {"READ:_io=", 0, 0},
    {"WRITE:_io=", 0, 0},
    {"write_:_io=", 0, 0},
    {"slat_(", 0, 0},
    {"clat_(", 0, 0},
    {"lat_(", 0, 0},
    {"clat percentiles", 0, 0},
    {"lat percentiles", 0, 0},
    {"|_#.#th=[", 0, 0},
    {"bw_(", 0, 0},
    {"iops_:", 0, 0},
    {"cpu_:", 0, 0},
    {"IO depths_:", 0, 0},
    {"submit_:", 0, 0},
    {"complete_:", 0, 0},
    {"issued W", 0, 0},
    {"issued_:", 0, 0},
    {"latency_:", 0, 0},
    {"fio-#.", 0, 2},
    {"Starting # ", 0, 2},
    {"Jobs: #", 0, 2},
    {NULL, 0, 0},
};

static const struct flat_start hdparm_starts[] = {
    {"Timing W", 1, 1},
    {"/dev/W:", 0, 0},
    /* separators naming each run's device: "=== /dev/sdb ===",
     * tail's "==> /dev/nvme0n1 <==" (a Markdown paragraph's lines are
     * one line until split here) */
    {"===_/dev/W", 0, 0},
    {"==>_/dev/W", 0, 0},
    {NULL, 0, 0},
};

static const struct flat_start cdm_starts[] = {
    {"----------", 0, 1},
    {"CrystalDiskMark #", 0, 1},
    {"Crystal Dew World", 0, 0},
    {"* MB/s =", 0, 0},
    {"* KB =", 0, 0},
    {"[Read]", 0, 1},
    {"[Write]", 0, 1},
    {"[Mix]", 0, 0},
    {"Sequential Read", 0, 0},
    {"Sequential Write", 0, 0},
    {"Random Read", 0, 0},
    {"Random Write", 0, 0},
    {"Sequential #", 0, 0},
    {"Random #", 0, 0},
    {"SEQ~#", 0, 0},
    {"RND~#", 0, 0},
    {"Profile:", 0, 0},
    {"Test_:", 0, 0},
    {"Mode_:", 0, 0},
    {"Time_:", 0, 0},
    {"Date_:", 0, 0},
    {"OS_:", 0, 0},
    {"Comment_:", 0, 0},
    {NULL, 0, 0},
};

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

/*
 * Whether s[0, i) is blanks alone: the indentation of an output's first
 * line ("  1000+0 records in", a blockquote's "  Timing cached reads:"),
 * which stays that line's, no line of its own before it.
 */
static int blanks_before(const char *s, size_t i)
{
	while (i > 0 && is_blank(s[i - 1]))
		i--;
	return i == 0;
}

static int is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static int is_word(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       is_digit(c) || c == '_' || c == '-' || c == '.' || c == '/';
}

/* Whether pat matches s at i (within len). */
static int match(const char *pat, const char *s, size_t i, size_t len)
{
	for (; *pat; pat++) {
		size_t b = i;

		switch (*pat) {
		case '#':
			while (i < len && is_digit(s[i]))
				i++;
			if (i == b)
				return 0;
			break;
		case '_':
			while (i < len && is_blank(s[i]))
				i++;
			break;
		case '~':
			while (i < len && is_blank(s[i]))
				i++;
			if (i == b)
				return 0;
			break;
		case 'W':
			/* a word, stopping before a ')' or ':' the pattern
			 * wants next */
			while (i < len && is_word(s[i]) && s[i] != pat[1])
				i++;
			if (i == b)
				return 0;
			break;
		default:
			if (i >= len || s[i] != *pat)
				return 0;
			i++;
		}
	}
	return 1;
}

/* The start of tool t at i, or NULL. */
static const struct flat_start *start_at(const struct flat_start *st,
					 const char *s, size_t i, size_t len)
{
	int word = i == 0 || is_blank(s[i - 1]);

	for (; st->pat; st++) {
		char c0 = st->pat[0];

		if (c0 != 'W' && c0 != '#' && c0 != '_' && c0 != '~' &&
		    c0 != s[i])
			continue;
		if (!word &&
		    !(st->glued == 1 &&
		      (is_word(s[i - 1]) || s[i - 1] == ')')) &&
		    !(st->glued == 2 &&
		      ((is_word(s[i - 1]) && !strchr("_-./", s[i - 1])) ||
		       s[i - 1] == ')' || s[i - 1] == ']')))
			continue;
		/* a word pattern must start its word: "W:" is no "xW:" */
		if (st->pat[0] == 'W' && i > 0 && is_word(s[i - 1]))
			continue;
		if (match(st->pat, s, i, len))
			return st;
	}
	return NULL;
}

static size_t prompt_start(const char *s, size_t w);
static int command_at(const char *s, size_t len, size_t w, size_t e,
		      const char *tool);

/* Generic: the starts of one table's tool. */
static size_t split_table(const struct flat_tool *t, const char *s, size_t len,
			  size_t *starts, size_t max, int *glued)
{
	size_t n = 0;
	int marks = 0, known = 0;

	*glued = 0;

	for (size_t i = 0; i < len && n < max; i++) {
		const struct flat_start *st = start_at(t->starts, s, i, len);

		/* the next command, after an output */
		if (!st && known && t->command &&
		    (i == 0 || is_blank(s[i - 1]))) {
			size_t e = i, at;

			while (e < len && !is_blank(s[e]))
				e++;
			if (command_at(s, len, i, e, t->command)) {
				at = prompt_start(s, i);
				if (at > starts[n - 1])
					starts[n++] = at;
				i = e;
			}
			continue;
		}
		if (!st)
			continue;
		marks += st->mark;
		known++;
		*glued += i > 0 && !is_blank(s[i - 1]);
		if (!n && i > 0 && !blanks_before(s, i))
			starts[n++] = 0;
		if (n < max) {
			/* blanks alone before: the first line's own */
			starts[n] = n ? i : 0;
			n++;
		}
		/* no start inside this one's first word */
		while (i + 1 < len && !is_blank(s[i + 1]) && s[i + 1] != '|')
			i++;
	}
	return marks >= t->min_marks && known >= 2 ? n : 0;
}

/*
 * CrystalDiskMark's results, in every version: ": <number> MB/s" after
 * the test name ("Sequential Read (Q= 32,T= 1) :   554.872 MB/s",
 * "SEQ 1MiB (Q=  8, T= 1):  6835.432 MB/s").
 */
static int cdm_results(const char *s, size_t len)
{
	int n = 0;

	for (size_t i = 0; i < len; i++) {
		size_t k = i + 1;

		if (s[i] != ':')
			continue;
		while (k < len && is_blank(s[k]))
			k++;
		if (k >= len || !is_digit(s[k]))
			continue;
		while (k < len &&
		       (is_digit(s[k]) || s[k] == '.' || s[k] == ','))
			k++;
		while (k < len && is_blank(s[k]))
			k++;
		if (k + 4 <= len && !memcmp(s + k, "MB/s", 4))
			n++;
	}
	return n;
}

/*
 * Where the prompt before the command word at w starts: "$ ", "# ",
 * "[root@anyka /mnt]$ ", "user@host:~$ sudo ", fish's "user@host ~> " and "⋊> ~
 * ".
 */
static size_t prompt_start(const char *s, size_t w)
{
	for (;;) {
		size_t e = w, b;

		while (e > 0 && is_blank(s[e - 1]))
			e--;
		b = e;
		while (b > 0 && !is_blank(s[b - 1]))
			b--;
		if (e == b || e - b > 48)
			return w;
		/* "sudo", "time", "nice -n '-19'", "ionice -c1": wrappers
		 * run before the tool (line_wrappers_before()) */
		if (line_wrappers_before(s, w) < w) {
			w = line_wrappers_before(s, w);
			continue;
		}
		if (e - b == 1 && (s[b] == '$' || s[b] == '#')) {
			w = b;
			continue;
		}
		/* "91.1 MB/s# hdparm": a prompt's sign glued to the rate
		 * the output before it ends with, no word of the prompt */
		if ((s[e - 1] == '$' || s[e - 1] == '#') && e - b >= 4 &&
		    (!memcmp(s + e - 3, "/s", 2) ||
		     (e - b >= 6 && !memcmp(s + e - 5, "/sec", 4))))
			return e - 1;
		/* oh-my-fish's "⋊> ~ ": the directory after the sign */
		if ((s[b] == '~' || s[b] == '/') && s[e - 1] != '>' && b > 1 &&
		    is_blank(s[b - 1]) && s[b - 2] == '>') {
			size_t u = b - 2, hi = 0;

			while (u > 0 && !is_blank(s[u - 1]) && b - u < 16)
				hi |= (unsigned char)s[--u] >= 0x80;
			if (u + 1 == b - 1 || hi)
				return u;
		}
		if (s[e - 1] != '$' && s[e - 1] != '#' && s[e - 1] != '>')
			return w;
		w = b;
		/* fish's "user@host ~> ", "user@host ~/dir> ": the directory
		 * word, then back to the user@host word before it */
		if (s[e - 1] == '>' && (s[b] == '~' || s[b] == '/') && b > 1 &&
		    is_blank(s[b - 1])) {
			size_t u = b - 1;

			while (u > 0 && !is_blank(s[u - 1]) && b - u < 48)
				u--;
			if (memchr(s + u, '@', b - 1 - u) && s[u] != '@')
				return u;
		}
		/* "[root@anyka /mnt]$": back to its '[' */
		if (memchr(s + b, ']', e - b) && s[b] != '[') {
			size_t k = b;

			while (k > 0 && s[k - 1] != '[' && b - k < 48)
				k--;
			if (k > 0 && s[k - 1] == '[')
				w = k - 1;
		}
		return w;
	}
}

/*
 * Whether the word at w..e is tool's command word ("dd", "/sbin/hdparm")
 * with an option after it ("if=", "-t", "--name=").
 */
static int command_at(const char *s, size_t len, size_t w, size_t e,
		      const char *tool)
{
	size_t n = strlen(tool), k = e;

	if (e - w < n || memcmp(s + e - n, tool, n) ||
	    (e - w > n && s[e - n - 1] != '/'))
		return 0;
	while (k < len && is_blank(s[k]))
		k++;
	if (k >= len)
		return 0;
	if (s[k] == '-')
		return 1;
	while (k < len && !is_blank(s[k]) && s[k] != '=')
		k++;
	return k < len && s[k] == '=';
}

/* Whether s[0, n) is one word of letters outside ASCII, blanks around. */
static int cjk_word(const char *s, size_t n)
{
	size_t b = 0, e = n;

	while (b < e && is_blank(s[b]))
		b++;
	while (e > b && is_blank(s[e - 1]))
		e--;
	if (b == e)
		return 0;
	for (size_t i = b; i < e; i++)
		if (!(s[i] & 0x80))
			return 0;
	return 1;
}

/*
 * dd: "N+M" records words (English "records in", or any translation:
 * "Datensätze ein", "记录了64+0 的读入"); after every second one, the
 * summary starts at the next word that starts with a digit.  cut: the
 * records lines suffice, no summary after them (an output cut short, for
 * its importer to say so), when each pair is one short line apart.
 */
static size_t split_dd(const char *s, size_t len, size_t *starts, size_t max,
		       int cut)
{
	size_t n = 0, i = 0;
	int records = 0, summaries = 0, want_summary = 0, far = 0;
	size_t last_in = 0;

	while (i < len && n + 2 < max) {
		size_t w, e, d, k;

		while (i < len && is_blank(s[i]))
			i++;
		w = i;
		while (i < len && !is_blank(s[i]))
			i++;
		e = i;
		if (e == w)
			break;
		/* the next command, after an output */
		if (records && command_at(s, len, w, e, "dd")) {
			size_t at = prompt_start(s, w);

			if (at > starts[n - 1])
				starts[n++] = at;
			want_summary = 0;
			continue;
		}
		/* "N+M" inside this word, after letters glued to it */
		d = w;
		while (d < e && !is_digit(s[d]))
			d++;
		k = d;
		while (k < e && is_digit(s[k]))
			k++;
		if (d < e && k > d && k + 1 < e && s[k] == '+' &&
		    is_digit(s[k + 1])) {
			size_t at = w;

			k++;
			while (k < e && is_digit(s[k]))
				k++;
			if (k != e)
				continue; /* "1+1=2" */
			/* "in1024+0": an English word ran into it */
			if (d > w && (s[d - 1] & 0x80) == 0)
				at = d;
			/* "oflag=direct记录了1+0": zh_CN's records text
			 * ("记录了%s+%s 的读入", coreutils' po) glued to
			 * the command's last option: the output starts
			 * where the letters outside ASCII do, so that the
			 * option is read whole ("oflag=direct") */
			else if (d > w) {
				size_t b = d;

				while (b > w && (s[b - 1] & 0x80))
					b--;
				if (b > w)
					at = b;
			}
			starts[n++] = at;
			records++;
			/* a records line's pair: "in" then "out", one short
			 * line apart ("RAID 1+0 ... 5+0" in prose is none) */
			if (records % 2)
				last_in = at;
			else
				far |= at - last_in > 64;
			want_summary = records % 2 == 0;
			continue;
		}
		if (want_summary) {
			/* "67108864 bytes", or "out67108864" glued, or
			 * zh_CN's "块记录67108864" */
			d = w;
			while (d < e && !is_digit(s[d]) && s[d] != '(')
				d++;
			if (d < e && is_digit(s[d]) &&
			    (d == w || (s[d - 1] >= 'a' && s[d - 1] <= 'z') ||
			     (s[d - 1] & 0x80))) {
				starts[n++] = d;
				summaries++;
				want_summary = 0;
			}
		}
	}
	if (!records || (!summaries && (!cut || far)) || records < 2)
		return 0;
	if (starts[0] != 0 && cjk_word(s, starts[0])) {
		/* "输入了 64+0 块记录": the message's word before the count
		 * is the records line's */
		starts[0] = 0;
	} else if (starts[0] != 0 && blanks_before(s, starts[0])) {
		starts[0] = 0;
	} else if (starts[0] != 0) {
		memmove(starts + 1, starts, n * sizeof(*starts));
		starts[0] = 0;
		n++;
	}
	return n >= 3 ? n : 0;
}

/*
 * The length of the quotation mark at s[i] (an ASCII '"', a backtick, a
 * typographic opening or closing one), else 0.
 */
static size_t quote_at(const char *s, size_t i, size_t len)
{
	if (i < len && (s[i] == '"' || s[i] == '`'))
		return 1;
	if (i + 2 < len && (unsigned char)s[i] == 0xe2 &&
	    (unsigned char)s[i + 1] == 0x80 &&
	    ((unsigned char)s[i + 2] == 0x9c ||
	     (unsigned char)s[i + 2] == 0x9d))
		return 3;
	return 0;
}

/* Past a figure at i ("177,742", "118", "21.3"), or i when none. */
static size_t figure_end(const char *s, size_t i, size_t len)
{
	size_t k = i;

	while (k < len && is_digit(s[k]))
		k++;
	if (k > i && k + 1 < len && (s[k] == '.' || s[k] == ',') &&
	    is_digit(s[k + 1]))
		for (k++; k < len && is_digit(s[k]);)
			k++;
	return k;
}

/*
 * Where GNU's or BusyBox's whole dd summary starting at s[i] ends:
 * "20971520000 bytes (21 GB) copied, 177,742 s, 118 MB/s" - bytes,
 * "copied", the seconds and the rate with its unit - or 0 when what is
 * there is no such summary.
 */
static size_t dd_summary_end(const char *s, size_t i, size_t len)
{
	static const char *const secs[] = {"seconds", "secs", "sec", "s"};
	size_t k = i, u;

	size_t d = k;
	int unit = 0;

	while (k < len && is_digit(s[k]))
		k++;
	if (k == d || k >= len || !is_blank(s[k]))
		return 0;
	while (k < len && is_blank(s[k]))
		k++;
	if (!match("bytes", s, k, len))
		return 0;
	k += strlen("bytes");
	while (k < len && is_blank(s[k]))
		k++;
	if (k < len && s[k] == '(') {
		while (k < len && s[k] != ')')
			k++;
		if (k++ >= len)
			return 0;
	}
	if (!match("_copied,_", s, k, len))
		return 0;
	while (k < len && is_blank(s[k]))
		k++;
	k += strlen("copied,");
	while (k < len && is_blank(s[k]))
		k++;
	u = figure_end(s, k, len);
	if (u == k)
		return 0;
	for (k = u; k < len && is_blank(s[k]);)
		k++;
	for (size_t j = 0; j < sizeof(secs) / sizeof(secs[0]) && !unit; j++)
		if (match(secs[j], s, k, len) && k + strlen(secs[j]) < len &&
		    s[k + strlen(secs[j])] == ',') {
			k += strlen(secs[j]) + 1;
			unit = 1;
		}
	if (!unit)
		return 0;
	while (k < len && is_blank(s[k]))
		k++;
	u = figure_end(s, k, len);
	if (u == k)
		return 0;
	for (k = u; k < len && is_blank(s[k]);)
		k++;
	for (u = k; k < len && ((s[k] >= 'a' && s[k] <= 'z') ||
				(s[k] >= 'A' && s[k] <= 'Z'));)
		k++;
	if (k == u || !match("/s", s, k, len))
		return 0;
	return k + 2;
}

/*
 * dd quoted in a sentence: its command and then its whole summary, each
 * between quotation marks ("(\"dd if=/dev/zero of=/dev/md0 bs=1M
 * count=20000\" outputs \"20971520000 bytes (21 GB) copied, 177,742 s,
 * 118 MB/s\")"): the command and the summary become lines of their own,
 * the words around and between them lines of their own too.
 */
static size_t split_dd_quoted(const char *s, size_t len, size_t *starts,
			      size_t max)
{
	size_t cmd = 0, cmd_end = 0;

	for (size_t i = 0; i < len; i++) {
		size_t q = quote_at(s, i, len), b, e, k;

		if (!q)
			continue;
		b = i + q;
		if (!cmd && match("dd~", s, b, len)) {
			/* the command: "dd" and operands up to its closing
			 * quotation mark, an input or output file in them */
			for (k = b; k < len && !quote_at(s, k, len);)
				k++;
			if (k < len && (memmem(s + b, k - b, "if=", 3) ||
					memmem(s + b, k - b, "of=", 3))) {
				cmd = b;
				cmd_end = k;
				i = k;
				continue;
			}
		}
		if (!is_digit(s[b]))
			continue;
		e = dd_summary_end(s, b, len);
		if (!e || !quote_at(s, e, len) || max < 6)
			continue;
		if (!cmd) {
			/* the summary quoted alone ("the copy printed
			 * \"536870912 bytes (537 MB) copied, 4.4 s, 122
			 * MB/s\" on the NAS"): dd's own words, whole, are
			 * its result; the words around it stay prose */
			starts[0] = 0;
			starts[1] = b;
			starts[2] = e;
			return 3;
		}
		starts[0] = 0;
		starts[1] = cmd;
		starts[2] = cmd_end;
		starts[3] = b;
		starts[4] = e;
		return 5;
	}
	return 0;
}

/*
 * The length of the author's elision at s[i] ("(...)", "[...]", "(…)",
 * "[…]", "..." or "…" alone, a blank or the end after it), 0 none.
 */
static size_t elision_at(const char *s, size_t i, size_t len)
{
	static const char *const marks[] = {
	    "(...)",	    "[...]", "(\xe2\x80\xa6)", "[\xe2\x80\xa6]", "...",
	    "\xe2\x80\xa6", NULL,
	};

	for (size_t k = 0; marks[k]; k++) {
		size_t n = strlen(marks[k]);

		if (i + n <= len && !memcmp(s + i, marks[k], n) &&
		    (i + n == len || is_blank(s[i + n])))
			return n;
	}
	return 0;
}

/*
 * "# ./fio-3-28-115 --name=test --rw=read ... --numjobs=8 (...) read:
 * IOPS=24.4k, BW=23.9GiB/s (25.6GB/s)(800GiB/33516msec)": a post whose
 * line breaks a migration dropped, the fio command, the author's elision
 * of the output's first lines and the output's line (or lines) after it
 * on one line.  The command must open the line (a prompt before it at
 * most), the elision stand alone between blanks after the command's
 * options, and a line start of fio's output follow it at once; a
 * sentence naming fio ("I ran fio ... and got read: IOPS=...") has no
 * elision there.  The starts: the command, the elision, then the
 * output's lines.
 */
static size_t split_fio_elided(const char *s, size_t len, size_t *starts,
			       size_t max)
{
	static const struct flat_tool fio = {"fio", NULL, fio_starts, 0};
	size_t cl, w, i, n, k;
	long at = fio_options_find_command(s, len, &cl);
	int glued;

	if (at < 0)
		return 0;
	/* the command word opens the line ("./fio-3.28", "sudo fio") */
	w = (size_t)at;
	while (w > 0 && !is_blank(s[w - 1]))
		w--;
	for (i = 0; i < w && is_blank(s[i]);)
		i++;
	if (prompt_start(s, w) != i)
		return 0;
	/* the first elision after its options, alone between blanks */
	for (i = (size_t)at + 3; i < len; i++) {
		size_t el;

		if (!is_blank(s[i - 1]) || is_blank(s[i]))
			continue;
		el = elision_at(s, i, len);
		if (!el)
			continue;
		k = i + el;
		while (k < len && is_blank(s[k]))
			k++;
		if (k >= len || !start_at(fio_starts, s, k, len))
			return 0;
		if (max < 4)
			return 0;
		starts[0] = 0;
		starts[1] = i;
		/* the output's own lines, glued after the elision */
		n = split_table(&fio, s + k, len - k, starts + 2, max - 2,
				&glued);
		if (n < 2) {
			starts[2] = k;
			return 3;
		}
		for (size_t j = 2; j < n + 2; j++)
			starts[j] += k;
		return n + 2;
	}
	return 0;
}

/* The end of the blank-separated word starting at i. */
static size_t word_end(const char *s, size_t i, size_t len)
{
	while (i < len && !is_blank(s[i]))
		i++;
	return i;
}

/* The start of the next word at or after i (len when none). */
static size_t word_next(const char *s, size_t i, size_t len)
{
	while (i < len && is_blank(s[i]))
		i++;
	return i;
}

/*
 * Whether s[b, e) is a figure of an iozone table row: digits, with a
 * fraction at most ("41210", "12.5" under -N); *v its whole part when
 * the figure is whole (-1 when not).
 */
static int iz_figure(const char *s, size_t b, size_t e, double *v)
{
	size_t k = b;
	double x = 0;

	while (k < e && is_digit(s[k]))
		x = x * 10 + (s[k++] - '0');
	if (k == b)
		return 0;
	*v = k == e ? x : -1;
	if (k == e)
		return 1;
	if (s[k] != '.' || k + 1 == e)
		return 0;
	for (k++; k < e; k++)
		if (!is_digit(s[k]))
			return 0;
	return 1;
}

/*
 * Where the rows of iozone's auto table start when each holds 2 + k
 * figures, from word i on: the file size and the record length in kB
 * (whole, the record a power of two no larger than the file), then k
 * figures; the figures must end on a row's end (the word after them no
 * figure).  Row starts into at[] (at most max), then the end of the last
 * row's figures; returns how many rows (0: they do not come out whole).
 */
static size_t iz_rows(const char *s, size_t i, size_t len, int k, size_t *at,
		      size_t max)
{
	size_t rows = 0;

	for (;;) {
		size_t w = i, e;
		double fkb = -1, rkb = -1, v;
		int64_t pow2;

		if (w >= len || !iz_figure(s, w, word_end(s, w, len), &v))
			break;
		if (rows + 1 >= max)
			return 0;
		for (int f = 0; f < k + 2; f++) {
			e = word_end(s, i, len);
			if (i >= len || !iz_figure(s, i, e, &v))
				return 0;
			if (f == 0)
				fkb = v;
			else if (f == 1)
				rkb = v;
			i = word_next(s, e, len);
		}
		/* a power of two, no larger than the file */
		pow2 = units_int64(rkb);
		if (rkb < 1 || fkb < rkb || pow2 < 0 || (pow2 & (pow2 - 1)))
			return 0;
		at[rows++] = w;
		at[rows] = e;
	}
	return rows;
}

/* Whether s[b, e) is a word of the header's first line ("random"). */
static int iz_col_word(const char *s, size_t b, size_t e)
{
	static const char *const words[] = {"random", "bkwd", "record",
					    "stride"};

	for (size_t k = 0; k < sizeof(words) / sizeof(words[0]); k++)
		if (e - b == strlen(words[k]) &&
		    !memcmp(s + b, words[k], e - b))
			return 1;
	return 0;
}

/*
 * iozone's auto table flattened onto one line by a page copied as text
 * (a code viewer's block: its command, the two header lines and every
 * row run together): "alice@ws-07:~$ iozone -I -a -s 512M -r 8k -r 64k -i
 * 0 -i 2 random random bkwd record stride kB reclen write rewrite read
 * reread read write read rewrite read fwrite frewrite fread freread
 * 524288 8 41210 40877 20133 38821 524288 64 140221 ... iozone test
 * complete.", maybe several on the line.  Nothing tells where a row
 * ends but its count of figures, which the header's columns and the
 * command's -i options fix (iozone_row_figures(): four for -i 0 -i 2);
 * the line is cut at the command, the header's two lines, each row and
 * what follows, only when every table's figures come out as whole rows
 * of that count (the file size and a record length first) and one count
 * alone does so.  Anything else is left as it is (the importer then
 * finds no table and says so): a figure put under the wrong test is
 * worse than none.  The page's line-number gutter before the command
 * ("1 2 3 ... 19") stays in the text before it, no row.
 */
static size_t split_iozone(const char *s, size_t len, size_t *starts,
			   size_t max)
{
	size_t n = 0, from = 0, i = 0;

	while (i < len) {
		size_t h, hb, he, r, k, cmd = len, cmd_w = 0;
		size_t rows_at[DOCFLAT_MAX + 1], best_rows = 0;
		int cand[2], nc, found = 0;
		char buf[512];

		/* the header: "kB reclen" (or the old "KB") */
		h = word_next(s, i, len);
		if (h >= len)
			break;
		i = word_end(s, h, len);
		if (i - h != 2 || !(s[h] == 'k' || s[h] == 'K') ||
		    s[h + 1] != 'B' || !match("~reclen ", s, i, len))
			continue;
		/* its first line's words right before it */
		hb = h;
		for (;;) {
			size_t e = hb, b;

			while (e > from && is_blank(s[e - 1]))
				e--;
			b = e;
			while (b > from && !is_blank(s[b - 1]))
				b--;
			if (b == e || !iz_col_word(s, b, e))
				break;
			hb = b;
		}
		/* the column words up to the first figure */
		he = h;
		while (he < len && !is_digit(s[he]))
			he = word_next(s, word_end(s, he, len), len);
		if (he >= len)
			return 0;
		/* the last iozone command before the header */
		for (size_t w = word_next(s, from, len); w < hb;) {
			size_t e = word_end(s, w, len);

			if (command_at(s, len, w, e, "iozone")) {
				cmd = prompt_start(s, w);
				cmd_w = w;
			}
			w = word_next(s, e, len);
		}
		if (cmd < len)
			snprintf(buf, sizeof(buf), "%.*s", (int)(hb - cmd_w),
				 s + cmd_w);
		nc = iozone_row_figures(cmd < len ? buf : NULL, s + h, he - h,
					cand);
		if (!nc)
			return 0;
		for (int c = 0; c < nc; c++) {
			size_t at[DOCFLAT_MAX + 1];

			r = iz_rows(s, he, len, cand[c], at, DOCFLAT_MAX);
			if (!r)
				continue;
			found++;
			best_rows = r;
			memcpy(rows_at, at, (r + 1) * sizeof(*at));
		}
		/* no count, or two, makes whole rows: not cut */
		if (found != 1)
			return 0;
		if (n + best_rows + 5 > max)
			return 0;
		if (!n)
			starts[n++] = 0;
		if (cmd < len && cmd > starts[n - 1])
			starts[n++] = cmd;
		if (hb > starts[n - 1])
			starts[n++] = hb;
		if (h > starts[n - 1])
			starts[n++] = h;
		for (k = 0; k < best_rows; k++)
			starts[n++] = rows_at[k];
		/* what follows the last row ("iozone test complete.") */
		i = word_next(s, rows_at[best_rows], len);
		if (i < len)
			starts[n++] = i;
		from = i;
	}
	return n >= 2 ? n : 0;
}

static const struct flat_tool flat_tools[] = {
    {"fio", "fio", fio_starts, 1},
    {"hdparm", "hdparm", hdparm_starts, 1},
    {"CrystalDiskMark", NULL, cdm_starts, 0},
};

/* what each tool's flattened output cannot lack, looked for first: fio's
 * group line's "bw=" or its direction line's "BW=" (fio 3's "read:
 * IOPS=491, BW=491MiB/s", a page cut before the group line); the latter
 * only with a line start glued to the text before it ("iodepth=32fio-3.28
 * Starting 1 process"), the sign of line breaks lost, not of lines a
 * wrap's repair joined with blanks */
static const char *const flat_needs[][2] = {
    {"bw=", "BW="}, {"Timing ", NULL}, {"MB/s", NULL}};

/* The starts of flat_tools[t]'s flattened output in s, or 0. */
static size_t split_tool(size_t t, const char *s, size_t len, size_t *starts,
			 size_t max)
{
	size_t n;
	int glued, second;

	second = !memmem(s, len, flat_needs[t][0], strlen(flat_needs[t][0]));
	if (second && (!flat_needs[t][1] || !memmem(s, len, flat_needs[t][1],
						    strlen(flat_needs[t][1]))))
		return 0;
	n = split_table(&flat_tools[t], s, len, starts, max, &glued);
	if (!n || (second && !glued))
		return 0;
	/* CrystalDiskMark: two results with their rates */
	if (t == 2 && cdm_results(s, len) < 2)
		return 0;
	return n;
}

size_t docflat_mixed(const char *s, size_t len, size_t *starts, size_t max)
{
	static const char *const commands[] = {"dd", "fio", "hdparm"};
	size_t one[DOCFLAT_MAX], m, out = 0, from = len;
	int tools = 0;

	if (max > DOCFLAT_MAX)
		max = DOCFLAT_MAX;
	if (max < 4 || len < 60)
		return 0;
	/* each tool's line starts, dd's first, then fio's and hdparm's */
	for (size_t t = 0; t < 3; t++) {
		m = t ? split_tool(t - 1, s, len, one, max)
		      : (memchr(s, '+', len) ? split_dd(s, len, one, max, 1)
					     : 0);
		if (m < 2)
			continue;
		tools++;
		from = one[1] < from ? one[1] : from;
		for (size_t k = 0; k < m && out < max; k++)
			starts[out++] = one[k];
	}
	if (tools < 2)
		return 0;
	/* the commands of the runs after the first output line starts */
	for (size_t i = from; i < len && out < max; i++) {
		size_t e = i;

		if (i && !is_blank(s[i - 1]))
			continue;
		while (e < len && !is_blank(s[e]))
			e++;
		for (size_t c = 0; c < 3; c++)
			if (command_at(s, len, i, e, commands[c])) {
				starts[out++] = prompt_start(s, i);
				break;
			}
		i = e;
	}
	/* in order, once each */
	for (size_t a = 1; a < out; a++)
		for (size_t b = a; b > 0 && starts[b - 1] > starts[b]; b--) {
			size_t x = starts[b];

			starts[b] = starts[b - 1];
			starts[b - 1] = x;
		}
	m = 0;
	for (size_t a = 0; a < out; a++)
		if (!m || starts[a] != starts[m - 1])
			starts[m++] = starts[a];
	return m;
}

size_t docflat_split(const char *s, size_t len, size_t *starts, size_t max,
		     const char **tool)
{
	size_t n;

	if (max < 4 || len < 24)
		return 0;
	n = memchr(s, '+', len) ? split_dd(s, len, starts, max, 0) : 0;
	if (!n && memmem(s, len, "copied,", 7))
		n = split_dd_quoted(s, len, starts, max);
	if (n) {
		*tool = "dd";
		return n;
	}
	n = split_fio_elided(s, len, starts, max);
	if (n) {
		*tool = "fio";
		return n;
	}
	/* iozone's auto table: its header's "reclen" */
	n = memmem(s, len, " reclen ", 8) ? split_iozone(s, len, starts, max)
					  : 0;
	if (n) {
		*tool = "iozone";
		return n;
	}
	/* two lines of fio, hdparm or CrystalDiskMark make 60 bytes */
	for (size_t t = 0;
	     t < sizeof(flat_tools) / sizeof(flat_tools[0]) && len >= 60; t++) {
		n = split_tool(t, s, len, starts, max);
		if (n) {
			*tool = flat_tools[t].name;
			return n;
		}
	}
	return 0;
}

const char *docflat_line_tool(const char *s, size_t len)
{
	static const struct {
		const char *name;
		const struct flat_start *starts;
	} tables[] = {{"fio", fio_starts}, {"hdparm", hdparm_starts}};
	size_t i = 0, d;

	while (i < len && is_blank(s[i]))
		i++;
	s += i;
	len -= i;
	for (size_t t = 0; t < sizeof(tables) / sizeof(tables[0]); t++) {
		const struct flat_start *st =
		    start_at(tables[t].starts, s, 0, len);

		if (st && st->mark)
			return tables[t].name;
	}
	/* "64+0 records in", "记录了64+0 的读入" */
	for (d = 0; d < len && d < 12 && s[d] != ' ' && !is_digit(s[d]); d++)
		;
	i = d;
	while (i < len && is_digit(s[i]))
		i++;
	return i > d && i + 1 < len && s[i] == '+' && is_digit(s[i + 1]) ? "dd"
									 : NULL;
}

int docflat_line_start(const char *s, size_t len)
{
	static const struct flat_start *const tables[] = {
	    fio_starts, hdparm_starts, cdm_starts};
	size_t i = 0, d;

	while (i < len && is_blank(s[i]))
		i++;
	s += i;
	len -= i;
	for (size_t t = 0; t < sizeof(tables) / sizeof(tables[0]); t++)
		if (start_at(tables[t], s, 0, len))
			return 1;
	/* "64+0 records in", "记录了64+0 的读入" */
	for (d = 0; d < len && d < 12 && s[d] != ' ' && !is_digit(s[d]); d++)
		;
	i = d;
	while (i < len && is_digit(s[i]))
		i++;
	return i > d && i + 1 < len && s[i] == '+' && is_digit(s[i + 1]);
}

int docflat_command_line(const char *s, size_t len)
{
	static const char *const tools[] = {"dd", "fio", "hdparm"};
	size_t i = 0;

	/* "　　dd if=...": a page's full-width spaces before it */
	while (i < len && (is_blank(s[i]) ||
			   (len - i >= 3 && !memcmp(s + i, "\xe3\x80\x80", 3))))
		i += is_blank(s[i]) ? 1 : 3;
	s += i;
	len -= i;
	i = 0;
	/* the command word among the first words, a prompt and wrappers
	 * before it ("[bob@box /tmp]> sudo nice -n 19 hdparm -tT ...") */
	for (int words = 0; i < len && words < 10; words++) {
		size_t w = i, e;

		while (i < len && !is_blank(s[i]))
			i++;
		e = i;
		for (size_t t = 0; t < sizeof(tools) / sizeof(tools[0]); t++)
			if (command_at(s, len, w, e, tools[t]) &&
			    prompt_start(s, w) == 0)
				return 1;
		while (i < len && is_blank(s[i]))
			i++;
	}
	return 0;
}

int docflat_gutter_row(const char *s, size_t len)
{
	size_t col = 0, marks = 0;

	if (!len || s[0] == '|')
		return 0;
	for (size_t i = 0; i < len; i++) {
		if (i && i >= 16 && strchr("|<>", s[i]) && is_blank(s[i - 1]) &&
		    (i + 1 == len || is_blank(s[i + 1])) && col >= 16)
			marks++;
		col += s[i] == '\t' ? 8 - col % 8 : 1;
	}
	return marks == 1;
}
