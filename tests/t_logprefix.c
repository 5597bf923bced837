/*
 * A log's prefix on every line of a pasted output (ingest/logprefix.h):
 * found when most lines start with the same timestamp shape, cut at a
 * word, never found in outputs that merely hold times.
 */
#include <string.h>

#include "ingest/logprefix.h"
#include "tests/t.h"

static size_t found(const char *text, char *shape, size_t n)
{
	struct log_prefix lp;

	log_prefix_find(&lp, text, strlen(text));
	snprintf(shape, n, "%.*s", (int)lp.len, lp.shape);
	return lp.len;
}

T_TEST(t_logprefix_find)
{
	static const struct {
		const char *text;
		const char *shape; /* "" : none */
	} cases[] = {
	    /* a test harness: timestamp, level, stream */
	    {"10:42:07 INFO | [stdout] job1: (groupid=0, jobs=1): err= 0\n"
	     "10:42:07 INFO | [stdout]   read: IOPS=12, BW=48KiB/s\n"
	     "10:42:08 INFO | [stdout]     clat (usec): min=1, max=9\n",
	     "99:99:99 INFO | [stdout] "},
	    /* a CI runner's ISO 8601 stamp; indented output after it */
	    {"2022-11-03T08:15:02.5512345Z   [Read]\n"
	     "2022-11-03T08:15:02.5512345Z   SEQ1M Q8T1: 100 MB/s\n"
	     "2022-11-03T08:15:02.5523456Z   RND4K Q1T1: 10 MB/s\n",
	     "9999-99-99T99:99:99.9999999Z   "},
	    /* chat: the nicks differ, the stamp stays */
	    {"[09:01:02] <kim> Run status group 0 (all jobs):\n"
	     "[09:01:02] <kim>    READ: bw=1MiB/s\n"
	     "[09:01:40] <lee> thanks\n",
	     "[99:99:99] "},
	    /* a date and a time, with prose lines around the log */
	    {"Here is the log:\n\n"
	     "[2020-02-02 11:00:01,123] fio: read: IOPS=1\n"
	     "[2020-02-02 11:00:01,124] fio: write: IOPS=2\n"
	     "[2020-02-02 11:00:01,125] fio: done\n\nThat was it.\n",
	     "[9999-99-99 99:99:99,999] fio: "},
	    /* syslog */
	    {"Mar 14 09:10:11 node1 bench[311]: a\n"
	     "Mar 14 09:10:11 node1 bench[311]: b\n"
	     "Mar 14 09:10:12 node1 bench[311]: c\n",
	     "Mar 99 99:99:99 node9 bench[999]: "},
	    /* too few lines */
	    {"10:42:07 INFO a\n10:42:07 INFO b\n", ""},
	    /* most lines have none */
	    {"10:42:07 a\nb\nc\n10:42:08 d\ne\nf\n10:42:09 g\n", ""},
	    /* times inside outputs are no prefix */
	    {"Jobs: 1 (f=1): [r(1)][100.0%][eta 00m:00s]\n"
	     "Run began: Tue Dec 21 07:52:41 2010\n"
	     "Date: 2021/10/18 12:00:00\n"
	     "1024+0 records in\n",
	     ""},
	    /* a number without a "D:DD" is no timestamp */
	    {"1.5 a\n2.5 b\n3.5 c\n", ""},
	};
	char shape[LOG_PREFIX_MAX + 1];

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		found(cases[i].text, shape, sizeof(shape));
		if (strcmp(shape, cases[i].shape))
			T_FAIL("case %zu: prefix '%s', want '%s'", i, shape,
			       cases[i].shape);
	}
}

/* A log after more than forty lines of other text is not looked for. */
T_TEST(t_logprefix_late_log)
{
	char text[2048] = "";
	struct log_prefix lp;

	for (int i = 0; i < 41; i++)
		strcat(text, "prose\n");
	strcat(text, "10:00:01 a\n10:00:02 b\n10:00:03 c\n");
	log_prefix_find(&lp, text, strlen(text));
	T_INT(lp.len, 0);
	/* after forty it still is */
	log_prefix_find(&lp, text + 6, strlen(text + 6));
	T_INT(lp.len, 9);
}

/* The prefix goes from the lines that carry it, and only from those. */
T_TEST(t_logprefix_strip)
{
	static const char text[] = "note\n"
				   "07:00:01 D| [out]   read: IOPS=1\n"
				   "07:00:02 D| [out] x\n"
				   "07:00:03 D| [out] y\n";
	struct log_prefix lp;
	struct text_line l;

	log_prefix_find(&lp, text, strlen(text));
	T_INT(lp.len, 18);
	l.s = text + 5;
	l.len = 32;
	l.no = 2;
	l = log_prefix_strip(&lp, l);
	T_INT(l.len, 12);
	T_OK(!strncmp(l.s, "read: IOPS=1", 12));
	l.s = text;
	l.len = 4;
	T_INT(log_prefix_strip(&lp, l).len, 4);
	T_INT(log_prefix_at(NULL, text, 4), 0);
}

/*
 * A chat log: the "<nick> " after the stamp goes with the prefix (never
 * read as fio's "<host>" client prefix); a nick-less log keeps its text.
 */
T_TEST(t_logprefix_chat_nick)
{
	static const char chat[] = "[21:04:11] <ines> here:\n"
				   "[21:04:12] <ines>   read: IOPS=7\n"
				   "[21:04:12] <ines> done\n"
				   "[21:05:00] <pat> ok\n";
	static const char plain[] = "21:04:11 <not a nick> a\n"
				    "21:04:12 b\n"
				    "21:04:13 c\n";
	struct log_prefix lp;
	struct text_line l = {chat + 24, 32, 2};

	log_prefix_find(&lp, chat, strlen(chat));
	T_INT(lp.nick, 1);
	l = log_prefix_strip(&lp, l);
	T_OK(l.len == 12 && !strncmp(l.s, "read: IOPS=7", 12));
	log_prefix_find(&lp, plain, strlen(plain));
	T_INT(lp.nick, 0);
	T_INT(log_prefix_at(&lp, plain, 22), 9);
}

/*
 * Line numbers before every line (a code gutter copied with the code,
 * `cat -n`) go when they count up by one; numbers that do not (an iozone
 * table's file sizes) are data.
 */
T_TEST(t_logprefix_line_numbers)
{
	static const char gutter[] = "1 fio-3.28\n2 Starting 1 process\n"
				     "3 \n4   read: IOPS=5\n";
	static const char table[] = "   102400  4  1864  1901\n"
				    "   102400 16  5848  5961\n"
				    "   102400 64  9101  9222\n";
	struct log_prefix lp;
	struct text_line l = {gutter + 35, 16, 4};

	log_prefix_find(&lp, gutter, strlen(gutter));
	T_INT(lp.numbered, 1);
	l = log_prefix_strip(&lp, l);
	T_OK(l.len == 12 && !strncmp(l.s, "read: IOPS=5", 12));
	log_prefix_find(&lp, table, strlen(table));
	T_INT(lp.numbered, 0);
	T_INT(lp.len, 0);
}

/* A kernel message's time stamp, wherever it starts on a line. */
T_TEST(t_logprefix_kernel_stamp)
{
	static const struct {
		const char *s;
		size_t len; /* 0: none */
	} cases[] = {
	    {"[   12.345678] sd 0:0:0:0: [sda] Attached SCSI disk", 13},
	    {"[ 79.822186 0:143 axfs::fops:269] [AxError::InvalidInput]", 11},
	    {"[1234.567] usb 1-1: new device", 9},
	    /* no point, too few or too many digits after it, no ']' */
	    {"[12] four", 0},
	    {"[12.3] short", 0},
	    {"[1.1234567890] long", 0},
	    {"[ 79.822186 and no bracket after it", 0},
	    {"[stdout] 12.345678", 0},
	    {"12.345678] no opening", 0},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		T_INT(log_kernel_stamp(cases[i].s, strlen(cases[i].s)),
		      cases[i].len);
}
