/*
 * The text helpers detection leans on (ingest/lines.h): text_find() with
 * its cache of the byte it looks for and its memo of absent bytes, and
 * lines_next() with its look for '\r' a stretch ahead.  Their answers
 * must be those of the plain search on every text.
 */
#include <stdlib.h>
#include <string.h>

#include "ingest/lines.h"
#include "tests/t.h"

/* memmem's answer as an offset, -1 for none */
static long plain(const char *s, size_t n, const char *w, size_t wn)
{
	const char *p = memmem(s, n, w, wn);

	return p ? (long)(p - s) : -1;
}

static long found(const char *s, size_t n, const char *w, size_t wn)
{
	const char *p = text_find(s, n, w, wn);

	return p ? (long)(p - s) : -1;
}

/* A caption and the name it gives. */
struct caption_case {
	const char *s, *want;
};

/*
 * Each of yes[] (ny) read by caption rule fn gives its name (fn returns
 * 1), each of no[] (nn) none (0).
 */
static void check_captions(int (*fn)(const char *, size_t, char *, size_t),
			   const struct caption_case *yes, size_t ny,
			   const char *const *no, size_t nn)
{
	char out[128];

	for (size_t i = 0; i < ny; i++) {
		T_INT(fn(yes[i].s, strlen(yes[i].s), out, sizeof(out)), 1);
		T_STR(out, yes[i].want);
	}
	for (size_t i = 0; i < nn; i++)
		T_INT(fn(no[i], strlen(no[i]), out, sizeof(out)), 0);
}

T_TEST(t_lines_text_find_cache)
{
	/* one word buffer, its text changed between calls: the byte kept
	 * for its address is then stale, the answer must not be */
	char w[16];
	const char *text = "read: IOPS=12, BW=48KiB/s (50kB/s) Zq";

	strcpy(w, "IOPS=");
	T_INT(found(text, strlen(text), w, 5), plain(text, strlen(text), w, 5));
	strcpy(w, "kB/s)");
	T_INT(found(text, strlen(text), w, 5), plain(text, strlen(text), w, 5));
	strcpy(w, "Zq");
	T_INT(found(text, strlen(text), w, 2), plain(text, strlen(text), w, 2));
	strcpy(w, "Zqx");
	T_INT(found(text, strlen(text), w, 3), -1);
}

T_TEST(t_lines_text_find_memo)
{
	/* the memo's bytes are those absent from the whole buffer: a byte
	 * at its very start or end (where a scan for a longer word does
	 * not look) is not one */
	const char *text = "Qabc 3;fio-3.33;x\nnote: copy 7\nZ";
	size_t n = strlen(text);

	text_find_memo(text, n);
	T_INT(found(text, n, "xyQ", 3), -1); /* 'Q' only at the start */
	T_INT(found(text, n, "Q", 1), 0);
	T_INT(found(text, n, "wZ", 2), -1); /* 'Z' only at the end */
	T_INT(found(text, n, "Z", 1), (long)n - 1);
	T_INT(found(text, n, "Kiozone", 7), -1); /* 'K' absent: learned */
	T_INT(found(text, n, "KDiskMark", 9), -1);
	T_INT(found(text, n, "fio-", 4), plain(text, n, "fio-", 4));
	/* a part of the buffer: answered from what was learned */
	T_INT(found(text + 5, n - 5, "copy", 4),
	      plain(text + 5, n - 5, "copy", 4));
	/* another buffer is not the memo's */
	T_INT(found("Kx", 2, "K", 1), 0);
	text_find_memo(NULL, 0);
	T_INT(found(text, n, "Q", 1), 0);
}

static long found_nocase(const char *s, const char *w)
{
	const char *p = text_find_nocase(s, strlen(s), w, strlen(w));

	return p ? (long)(p - s) : -1;
}

T_TEST(t_lines_text_find_nocase)
{
	/* the first occurrence in any case, the searched byte's two cases
	 * met in either order, at the text's very start and end; no
	 * occurrence cut by the text's end */
	T_INT(found_nocase("CTE: QUOTED-PRINTABLE", "quoted-printable"), 5);
	T_INT(found_nocase("q Quoted-Printable quoted-printable",
			   "quoted-printable"),
	      2);
	T_INT(found_nocase("Qx qX QX", "qx"), 0);
	T_INT(found_nocase("ab QX", "qx"), 3);
	T_INT(found_nocase("quoted-printabl", "quoted-printable"), -1);
	T_INT(found_nocase("bs=4k", "BS=4K"), 0);
	T_INT(found_nocase("bs=4k", "bs=8k"), -1);
	T_INT(found_nocase("abc", ""), 0);
}

T_TEST(t_lines_mail_header)
{
	/* an Outlook reply's quoted header block, in English, German,
	 * French, Chinese, Japanese, and lines of addresses only */
	static const char *const yes[] = {
	    "-----Original Message-----",
	    "> > -----Ursprüngliche Nachricht-----",
	    "From: Ann Lee <ann@example.org>",
	    "Sent: Monday, May 2, 2022 9:14 AM",
	    "Cc: dev@example.com; qa@example.com;",
	    "Subject: Re: [PATCH] blk: batch flushes",
	    "X-Mailing-List: dev@lists.example.org",
	    "Von: Tom Muster <tom@example.net>",
	    "Betreff: AW: Messwerte",
	    "De : Jean Exemple",
	    "Objet : RE: mesures",
	    "\303\200 : marie@example.fr",
	    "\345\217\221\344\273\266\344\272\272: Li Ming <li@example.cn>",
	    "\344\270\273\351\242\230\357\274\232Re: fio",
	    "\344\273\266\345\220\215: Re: hdparm",
	    "storage-dev@lists.example.org",
	    "\"dev@example.com\" <dev@example.com>,",
	    "Ann Lee <ann@example.org>; Bo Park <bo@example.org>",
	};
	/* outputs, captions and prompts that read alike: guards */
	static const char *const no[] = {
	    "  Date : 2013/05/01 20:11:02",
	    "  Test : 1000 MB [E: 52.0% (120.1/230.9 GB)] (x5)",
	    "Crystal Dew World : http://crystalmark.info/",
	    "Before the patch:",
	    "root@nas.example.org:~#",
	    "ann@box:~$ fio --name=x",
	    "mail me at ann@example.org about it",
	    "From the old disk: 120 MB/s",
	    "-------------------------------",
	    "Toshiba: 12:30 run",
	};

	for (size_t i = 0; i < sizeof(yes) / sizeof(yes[0]); i++)
		T_INT(line_is_mail_header(yes[i], strlen(yes[i])), 1);
	for (size_t i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		T_INT(line_is_mail_header(no[i], strlen(no[i])), 0);
}

T_TEST(t_lines_with_caption)
{
	/* a comparison's state or setup alone on its line, no ':' */
	static const struct {
		const char *in, *out;
	} yes[] = {
	    {"without the fix applied", "without the fix applied"},
	    {"With journal device  ", "With journal device"},
	    {"WITH zswap (lz4 2G pool)", "WITH zswap (lz4 2G pool)"},
	};
	/* sentences, settings, captions with their ':' (line_caption()'s),
	 * too many words: guards */
	static const char *const no[] = {
	    "with it we get",
	    "With or without the patch",
	    "with the patch the numbers are the same.",
	    "without iodepth=32",
	    "With the patch:",
	    "with fio --direct=1",
	    "With the patch set on the second spare box",
	    "without",
	    "ohne den Patch",
	    "within the margin",
	};
	char out[64];

	for (size_t i = 0; i < sizeof(yes) / sizeof(yes[0]); i++) {
		int r = line_with_caption(yes[i].in, strlen(yes[i].in), out,
					  sizeof(out));

		T_INT(r, 1);
		if (r)
			T_STR(out, yes[i].out);
	}
	for (size_t i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		T_INT(line_with_caption(no[i], strlen(no[i]), out, sizeof(out)),
		      0);
}

T_TEST(t_lines_quote_marks)
{
	T_INT((int)line_quote_marks("> > CMD (Randread):", 19), 2);
	T_INT((int)line_quote_marks(">>> stock", 9), 3);
	T_INT((int)line_quote_marks(">   read: IOPS=85", 17), 1);
	T_INT((int)line_quote_marks("Thanks for the numbers.", 23), 0);
	T_INT((int)line_quote_marks("", 0), 0);
	/* an output's '>' glued to what follows is no quote mark */
	T_INT((int)line_quote_marks(">=64=0.0%", 9), 0);
	T_INT((int)line_quote_marks("> ->", 4), 1);
}

T_TEST(t_lines_run_tag)
{
	/* which run of the test: 1; an average of the runs: 2 */
	static const char *const runs[] = {
	    "Run#1 (pid=5545)", "Run 2:", "run3",  "2nd run",
	    "Lauf 3",		"第2次",  "1回目", "Iteration #4",
	    "Pass 2 of 3",
	};
	static const char *const means[] = {
	    "Average", "Average(3 times)", "Avg of 3 runs:",	 "Mean:",
	    "平均",    "Mittelwert",	   "Average（3 times）",
	};
	/* a system, a condition or a metric with them: guards */
	static const char *const no[] = {
	    "Run 2 on ext4:",
	    "Mean latency:",
	    "Kernel 6.1:",
	    "Run:",
	    "Test 1:",
	    "read: IOPS=3159, BW=12645KiB/s",
	    "Average of ext4 and xfs",
	};

	for (size_t i = 0; i < sizeof(runs) / sizeof(runs[0]); i++)
		T_INT(line_run_tag(runs[i], strlen(runs[i])), 1);
	for (size_t i = 0; i < sizeof(means) / sizeof(means[0]); i++)
		T_INT(line_run_tag(means[i], strlen(means[i])), 2);
	for (size_t i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		T_INT(line_run_tag(no[i], strlen(no[i])), 0);
}

T_TEST(t_lines_rerun_caption)
{
	/* the run above made again, nothing else said */
	static const char *const yes[] = {
	    "this is second run",
	    "ran it again",
	    "Run 2",
	    "2nd try:",
	    "re-ran the same test",
	    "zweiter Lauf",
	    "nochmal",
	    "and here is the third run.",
	};
	/* a first run, a change, a target or a condition: guards */
	static const char *const no[] = {
	    "first run",
	    "second run, now on the mirror",
	    "again with bs=64k",
	    "ran it again on the SSD",
	    "second disk",
	    "run 1",
	    "the drive was writing between 100-200MB",
	    "write: io=10000MB, bw=137612KB/s, iops=34403",
	};

	for (size_t i = 0; i < sizeof(yes) / sizeof(yes[0]); i++)
		T_INT(line_rerun_caption(yes[i], strlen(yes[i])), 1);
	for (size_t i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		T_INT(line_rerun_caption(no[i], strlen(no[i])), 0);
}

T_TEST(t_lines_test_caption)
{
	/* the test, maybe the command's or job's words: no system */
	static const char *const yes[] = {
	    "CMD (Randread):",	  "Cmd (seqwrite)",   "fio randwrite 4k:",
	    "Job (randread 4k):", "Sequential read:", "8k:",
	};
	/* a state, a system, the command's words alone: guards */
	static const char *const no[] = {
	    "Before the patch:", "Kernel 6.1:", "With patch:",
	    "fio command:",	 "CMD:",	"ext4 randread:",
	    "Samsung 970 read:",
	};

	for (size_t i = 0; i < sizeof(yes) / sizeof(yes[0]); i++)
		T_INT(line_test_caption(yes[i], strlen(yes[i])), 1);
	for (size_t i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		T_INT(line_test_caption(no[i], strlen(no[i])), 0);
	/* conditions alone stay what they were: no command's word */
	T_INT(line_conditions_only("CMD (Randread)", 14), 0);
	T_INT(line_conditions_only("randwrite 4k:", 13), 1);
}

T_TEST(t_lines_measure_place_caption)
{
	/* a measure, then the place it was taken, then a comparison */
	static const struct caption_case yes[] = {
	    {"Disk speed From host root ~6x what it is inside container:",
	     "From host root"},
	    {"Disk speed from the host, about 5x faster:", "from the host"},
	    {"Write throughput within the container ~4x lower than the host:",
	     "within the container"},
	    {"Speed inside the guest:", "inside the guest"},
	    {"Disk performance from inside the vm, roughly half:",
	     "from inside the vm"},
	};
	/* no measure first, a sentence after the place, nothing named */
	static const char *const no[] = {
	    "from inside the vm:",
	    "Disk speed from the host is fine but the guest crawls:",
	    "Disk speed from my machine:",
	    "Disk speed in short:",
	    "Disk speed on the other hand:",
	    "The result:",
	    "Disk speed:",
	    "Disk speed from the host, about 5x faster",
	};
	char out[128];

	check_captions(line_measure_place_caption, yes,
		       sizeof(yes) / sizeof(yes[0]), no,
		       sizeof(no) / sizeof(no[0]));
	/* a place alone leads a caption of its own: "from inside the vm:" */
	T_INT(line_lead_caption("from inside the vm:", 19, out, sizeof(out)),
	      1);
	T_INT(line_lead_caption("in short:", 9, out, sizeof(out)), 0);
	T_INT(line_lead_caption("from here:", 10, out, sizeof(out)), 0);
}

T_TEST(t_lines_here_figures_caption)
{
	/* "Here are/is/'s", a few words, the word for the figures, then
	 * the name; "for that same test using Y" points back at the test */
	static const struct caption_case yes[] = {
	    {"Here are the throughput results with btrfs on two SSDs:",
	     "btrfs on two SSDs"},
	    {"Here is the performance results on the Pi 5:", "Pi 5"},
	    {"Here are numbers for that same test under the bfq scheduler:",
	     "bfq scheduler"},
	    {"Here's the figures for this same workload with zswap enabled:",
	     "zswap enabled"},
	};
	/* the test pointed back at, nothing of its own; a count */
	static const char *const no[] = {
	    "Here are the numbers for that same test with my settings:",
	    "Here are numbers for that same test:",
	    "Here are the numbers for the test:",
	    "Here are the performance numbers for 4 jobs:",
	    "Here are the results:",
	};
	check_captions(line_figures_caption, yes, sizeof(yes) / sizeof(yes[0]),
		       no, sizeof(no) / sizeof(no[0]));
}

T_TEST(t_lines_testing_caption)
{
	/* a caption sentence opening with the test under way names the
	 * system tested, the setting after it kept */
	static const char *const no[] = {
	    "Tested with the defaults:",
	    "Testing it again, now with the cache:",
	    "Testing the card with `fio --bs=4k`:",
	    "Testing is done. Results below:",
	    "Benchmarking the new build",
	};
	char out[128];
	const char *s =
	    "Testing the USB stick (32GB) with `schedutil` at 1GHz:";

	T_INT(line_testing_caption(s, strlen(s), out, sizeof(out)), 1);
	T_STR(out, "USB stick (32GB) with schedutil at 1GHz");
	T_INT(line_testing_caption("Benchmarking the NAS pool:", 26, out,
				   sizeof(out)),
	      1);
	T_STR(out, "NAS pool");
	for (size_t i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		T_INT(line_testing_caption(no[i], strlen(no[i]), out,
					   sizeof(out)),
		      0);
}

T_TEST(t_lines_place_spec_caption)
{
	/* a place's caption going on to its system's spec figures */
	static const struct {
		const char *s, *want;
	} yes[] = {
	    {"En un disco de Azure Premium SSD v2 LRS con 80k IOPS y "
	     "1200MiB/s:",
	     "Azure Premium SSD v2 LRS"},
	    {"On my Hetzner CX22 with 80 GB disk:", "Hetzner CX22"},
	    {"Em uma Oracle Ampere A1 com 4 OCPU e 24 GB:", "Oracle Ampere A1"},
	    {"Sur une Kimsufi KS-1 avec 2 To de disque:", "Kimsufi KS-1"},
	    {"Auf einem Netcup RS 2000 mit 320 GB:", "Netcup RS 2000"},
	    {"Su una Aruba Cloud VPS con 40 GB:", "Aruba Cloud VPS"},
	};
	/* names nothing, or figures in a shape not read: no label */
	static const char *const refused[] = {
	    "On my machine with 16 GB RAM:",
	    "En una VM con 4 vCPU y 100 GB:",
	    "Su un Raspberry Pi 5 con NVMe da 256 GB:",
	    "En un Hetzner CX22 que tiene 80 GB:",
	};
	/* no spec figures, or no place's caption: as before */
	static const char *const no[] = {
	    "On ThinkPad X1, running Fedora 39:",
	    "On my Pi 4 8GB:",
	    "En un Raspberry Pi 400:",
	    "Hetzner CX22 with 80 GB:",
	    "On my Hetzner CX22 with 80 GB disk",
	};
	char out[128];

	for (size_t i = 0; i < sizeof(yes) / sizeof(yes[0]); i++) {
		T_INT(line_place_spec_caption(yes[i].s, strlen(yes[i].s), out,
					      sizeof(out)),
		      1);
		T_STR(out, yes[i].want);
	}
	for (size_t i = 0; i < sizeof(refused) / sizeof(refused[0]); i++)
		T_INT(line_place_spec_caption(refused[i], strlen(refused[i]),
					      out, sizeof(out)),
		      2);
	for (size_t i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		T_INT(line_place_spec_caption(no[i], strlen(no[i]), out,
					      sizeof(out)),
		      0);
}

T_TEST(t_lines_ordinal_run_caption)
{
	static const struct caption_case yes[] = {
	    {"First run on the old disk:", "old disk"},
	    {"Second run, after the firmware update:",
	     "after the firmware update"},
	    {"Run 3 on the spare SSD:", "spare SSD"},
	    {"2nd pass after TRIM:", "after TRIM"},
	};
	static const char *const no[] = {
	    "First run:",
	    "Run 2:",
	    "Third run, random read:",
	    "FIrst run was with today's master (a3f09c2):",
	    "Second run, same again:",
	    "The first run on the old disk:",
	};
	check_captions(line_ordinal_run_caption, yes,
		       sizeof(yes) / sizeof(yes[0]), no,
		       sizeof(no) / sizeof(no[0]));
	/* Portuguese directions: a heading of them names no system */
	T_INT(line_test_title("Leitura e escrita", 17), 1);
}

T_TEST(t_lines_kernel_caption)
{
	/* a caption naming the kernel the outputs below ran on */
	static const char *const yes[] = {
	    "Back to latest 9.5 kernel (5.14.0-503.40.1.el9_5.x86_64)",
	    "Stock 6.8 kernel:",
	    "Kernel 6.1 with the fix",
	    "Linux 2.4.31-si.",
	    "Kernel 2.6.0.",
	    "Booted the Bookworm 6.1 kernel again (6.1.0-32-amd64)",
	};
	/* a sentence, a comparison, no version, no kernel: guards */
	static const char *const no[] = {
	    "Rocky 9.5 kernel is still faster Fedora 42 kernel.",
	    "The 6.8 kernel vs 6.14",
	    "I booted the 6.1 kernel",
	    "Back to the stock kernel",
	    "Rocky Linux release 9.5 (Blue Onyx)",
	    "Kernel 6.1 was much slower here",
	    /* a full stop only after the name alone */
	    "Kernel 6.1 with the fix.",
	    "Linux is fine.",
	};
	char out[128];

	for (size_t i = 0; i < sizeof(yes) / sizeof(yes[0]); i++)
		T_INT(line_kernel_caption(yes[i], strlen(yes[i]), out,
					  sizeof(out)),
		      1);
	T_STR(out, "Booted the Bookworm 6.1 kernel again (6.1.0-32-amd64)");
	T_INT(line_kernel_caption("Stock 6.8 kernel:", 17, out, sizeof(out)),
	      1);
	T_STR(out, "Stock 6.8 kernel");
	for (size_t i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		T_INT(
		    line_kernel_caption(no[i], strlen(no[i]), out, sizeof(out)),
		    0);
	T_INT(line_kernel_caption("Linux 2.6.11.12a.", 17, out, sizeof(out)),
	      1);
	T_STR(out, "Linux 2.6.11.12a");
	/* "and after <tuning command>" between two outputs */
	T_INT(line_after_step_caption(
		  "and after hdparm -m 16 /dev/hda (recall the default)", 52,
		  out, sizeof(out)),
	      1);
	T_STR(out, "after hdparm -m 16 /dev/hda");
	T_INT(line_after_step_caption("After blockdev --setra 4096 /dev/sdb:",
				      37, out, sizeof(out)),
	      1);
	T_INT(line_after_step_caption("and after I rebooted it twice", 29, out,
				      sizeof(out)),
	      0);
	T_INT(line_after_step_caption("after hdparm ran for a while", 28, out,
				      sizeof(out)),
	      0);
	/* the release ending a script's heading */
	T_INT(line_release_tail("HD test for Penguin 2.6.0-mm1-extents", 37,
				out, sizeof(out)),
	      1);
	T_STR(out, "2.6.0-mm1-extents");
	T_INT(line_release_tail("Tested it. Now 2.6.1", 20, out, sizeof(out)),
	      0);
	/* uname -r's release alone on its line */
	T_INT(line_kernel_release("6.14.5-300.fc42.x86_64", 22), 1);
	T_INT(line_kernel_release("2.4.18", 6), 1);
	T_INT(line_kernel_release("6", 1), 0);
	T_INT(line_kernel_release("6.1 kernel", 10), 0);
}

T_TEST(t_lines_text_count)
{
	/* eight bytes a step: the count of a byte-by-byte look, for every
	 * length, the byte at every place, next to bytes 0x80 and up and
	 * next to the byte one below or above it */
	char s[40];

	for (int c = 0; c < 256; c += 51) {
		for (size_t n = 0; n <= sizeof(s); n++) {
			for (size_t at = 0; at < n; at++) {
				size_t want = 0;

				for (size_t i = 0; i < n; i++)
					s[i] = (char)(i % 3 ? (size_t)c + 1
							    : 0xff - i);
				s[at] = (char)c;
				if (n > 1)
					s[n - 1] = (char)c;
				for (size_t i = 0; i < n; i++)
					want += s[i] == (char)c;
				T_INT(text_count(s, n, (char)c), want);
			}
		}
	}
	T_INT(text_count("3;fio-3.33;x;;", 14, ';'), 4);
}

static int same_lines(const char *text, size_t n)
{
	/* lines_next() against a line-by-line look for '\n' and '\r' */
	struct line_iter it;
	struct text_line l;
	const char *p = text, *end = text + n;

	lines_init(&it, text, n);
	while (lines_next(&it, &l)) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *cr, *q;

		if (!nl)
			nl = end;
		cr = memchr(p, '\r', (size_t)(nl - p));
		q = cr ? cr : nl;
		if (l.s != p || l.len != (size_t)(q - p))
			return 0;
		if (q < end && *q == '\r' && q + 1 < end && q[1] == '\n')
			p = q + 2;
		else
			p = q < end ? q + 1 : q;
	}
	return p == end;
}

T_TEST(t_lines_cr_ahead)
{
	/* '\r' first past the 16 KiB looked ahead, CRLF, lone '\r', a line
	 * longer than the stretch */
	size_t n = 70000;
	char *t = malloc(n + 1);

	T_REQUIRE(t != NULL);
	for (size_t i = 0; i < n; i++)
		t[i] = (i % 61 == 60) ? '\n' : 'a' + (char)(i % 26);
	t[n] = '\0';
	t[20000] = '\r';
	t[20001] = '\n';
	t[33333] = '\r';
	memset(t + 40000, 'b', 20000); /* one long line */
	t[50000] = '\r';
	T_OK(same_lines(t, n));
	T_OK(same_lines("a\r\nb\rc\n\r\n\rd", 12));
	T_OK(same_lines("", 0));
	free(t);
}

/*
 * line_condition_caption(): what a caption sentence over an output names
 * as its run's own (a version, a drive in brackets, a condition), and
 * the sentences that name nothing of that.  Made-up lines.
 */
T_TEST(t_lines_condition_caption)
{
	static const struct {
		const char *line, *want; /* want NULL: none */
	} cases[] = {
	    {"When using 2.3 of nvmedrv.sys I get the following numbers with "
	     "the tool",
	     "nvmedrv.sys 2.3"},
	    {"When using 2.41 I get ", "version 2.41"},
	    {"With driver 0.9.7 I get:", "driver 0.9.7"},
	    {"Using v21.01, we see:", "v21.01"},
	    {"With 1.5GB of cache I get:", NULL},
	    {"When using 2.1, 2.2 or 2.41 I get half the speed of 1.9.", NULL},
	    {"When using 2.41 I get less than half.", NULL},
	    {"With 4 threads I get:", NULL},
	    {"Reading zeros back after the reboot (cold cache):", "cold cache"},
	    {"Copying the image onto the pool meanwhile (using dd):", NULL},
	    {"Reading the file back during the scrub (of=/dev/null):", NULL},
	    {"Here is what the second run printed (trimmed):", NULL},
	    {"Random writes on the pool, small blocks (4K QD32):", NULL},
	    {"And this is what I got after the update (3 runs):", NULL},
	    {"Same thing on the other box (which has 8 GB free):", NULL},
	    {"Result (MB/s):", NULL},
	    {"For the two old drives (320GB HD322HJ), I formatted them, then "
	     "I ran the tests:",
	     "320GB HD322HJ"},
	    {"For the new drives (the fast ones), I ran the tests:", NULL},
	    {"Then I ran it again with the defaults:", NULL},
	    {"Please run the command below and paste the output:", NULL},
	};
	char out[128];

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		int r = line_condition_caption(
		    cases[i].line, strlen(cases[i].line), out, sizeof(out));

		T_INT(r, cases[i].want != NULL);
		if (r && cases[i].want)
			T_STR(out, cases[i].want);
	}
}

/* line_bold_caption(): a bold line alone, a name or a build's number. */
T_TEST(t_lines_bold_caption)
{
	static const struct {
		const char *line, *want;
	} cases[] = {
	    {"**2207**", "2207"},   {"**v23.05**", "v23.05"},
	    {"__4.1.2__", "4.1.2"}, {"**Rocky 9.5**", "Rocky 9.5"},
	    {"**2**", NULL},	    {"**12**", NULL},
	    {"2207", NULL},	    {"**a** and **b**", NULL},
	    {"**1.5GB**", NULL},
	};
	char out[64];

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		int r = line_bold_caption(cases[i].line, strlen(cases[i].line),
					  out, sizeof(out));

		T_INT(r, cases[i].want != NULL);
		if (r && cases[i].want)
			T_STR(out, cases[i].want);
	}
}

/* bench_tool_word(): a tool's name to the letter; bench_tool_lead(): the
 * name and a space a line starts with. */
T_TEST(t_lines_bench_tool)
{
	T_STR(bench_tool_word("iozone", 6), "iozone");
	T_STR(bench_tool_word("fio", 3), "fio");
	T_STR(bench_tool_word("Fio", 3), NULL);
	T_STR(bench_tool_word("fiox", 4), NULL);
	T_STR(bench_tool_word("sudo", 4), NULL);
	T_INT(bench_tool_lead("fio --name=a", 12), 4);
	T_INT(bench_tool_lead("hdparm -t /dev/sda", 18), 7);
	T_INT(bench_tool_lead("dd ", 3), 3);
	T_INT(bench_tool_lead("dd ", 2), 0);
	T_INT(bench_tool_lead("ddrescue x", 10), 0);
	T_INT(bench_tool_lead("sudo fio", 8), 0);
}

/* line_bench_script(): the length of a benchmark script's name a text
 * starts with, the name ending there. */
T_TEST(t_lines_bench_script)
{
	T_INT(line_bench_script("bench.sh", 8), 8);
	T_INT(
	    line_bench_script("bench \xe7\x9a\x84\xe7\xbb\x93\xe6\x9e\x9c", 15),
	    5);
	T_INT(line_bench_script("YABS\xec\x9d\x98", 7), 4); /* YABS의 */
	T_INT(line_bench_script("Benchy results", 14), 6);
	T_INT(line_bench_script("benchmark", 9), 0);
	T_INT(line_bench_script("fio", 3), 0);
	T_INT(line_bench_script("Kestrel", 7), 0);
}

/* line_generic_heading(): the possessive's small word and the word for
 * the machine tested name no system beside result words. */
T_TEST(t_lines_generic_heading_possessive)
{
	static const struct {
		const char *s;
		int want;
	} cases[] = {
	    {"\xe7\x9a\x84\xe7\xbb\x93\xe6\x9e\x9c", 1}, /* 的结果 */
	    {"\xe7\x9a\x84\xe6\xb5\x8b\xe8\xaf\x95\xe7\xbb\x93\xe6\x9e"
	     "\x9c",
	     1},					  /* 的测试结果 */
	    {"\xec\x9d\x98 \xea\xb2\xb0\xea\xb3\xbc", 1}, /* 의 결과 */
	    {"Ergebnisse von", 1},
	    {"\xe6\x9c\xba\xe5\x99\xa8\xe6\x80\xa7\xe8\x83\xbd",
	     1}, /* 机器性能 */
	    /* 目的 (purpose): no possessive */
	    {"\xe7\x9b\xae\xe7\x9a\x84", 0},
	    /* 机器学习 (machine learning) */
	    {"\xe6\x9c\xba\xe5\x99\xa8\xe5\xad\xa6\xe4\xb9\xa0", 0},
	    {"Kestrel \xe7\x9a\x84\xe7\xbb\x93\xe6\x9e\x9c", 0},
	    {"Ergebnisse von Kestrel", 0},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		T_INT(line_generic_heading(cases[i].s, strlen(cases[i].s)),
		      cases[i].want);
}

/* line_generic_heading(): "显示结果" (the results displayed) and its
 * Japanese and Korean forms show the output, naming no system; a drive
 * before them still names one, "显示器" (a monitor) is no such word. */
T_TEST(t_lines_generic_heading_display)
{
	static const struct {
		const char *s;
		int want;
	} cases[] = {
	    {"显示结果", 1},  {"顯示結果", 1}, {"結果表示", 1},
	    {"결과 표시", 1}, {"测试结果", 1}, {"Kestrel 显示结果", 0},
	    {"显示器", 0},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		T_INT(line_generic_heading(cases[i].s, strlen(cases[i].s)),
		      cases[i].want);
}

/* line_generic_heading(): a report's parts in the European languages
 * ("Überblick", "Aperçu", "Visão geral", "Обзор") name no system, as
 * "Overview" does, in either case of their first letter; a name before
 * them still does. */
T_TEST(t_lines_generic_heading_overview)
{
	static const struct {
		const char *s;
		int want;
	} cases[] = {
	    {"Überblick", 1}, {"übersicht", 1},		{"Zusammenfassung", 1},
	    {"Aperçu", 1},    {"Visão geral", 1},	{"Przegląd", 1},
	    {"Обзор", 1},     {"Kestrel Überblick", 0}, {"Kestrel K7", 0},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		T_INT(line_generic_heading(cases[i].s, strlen(cases[i].s)),
		      cases[i].want);
}

/* word_listed(): a word of a list, to the letter or case-insensitive. */
T_TEST(t_lines_word_listed)
{
	static const char *const list[] = {"sudo", "Xeon", NULL};

	T_INT(word_listed("sudo", 4, list, 0), 1);
	T_INT(word_listed("SUDO", 4, list, 0), 0);
	T_INT(word_listed("xeon", 4, list, 1), 1);
	T_INT(word_listed("sudoer", 4, list, 0), 1);
	T_INT(word_listed("sudoer", 6, list, 1), 0);
	T_INT(word_listed("Xeo", 3, list, 1), 0);
}

/* line_figures_summary(): figures with units summed up, never a name. */
T_TEST(t_lines_figures_summary)
{
	static const struct {
		const char *line;
		int want;
	} cases[] = {
	    {"Result: bandwidth: 512MB/s  avg IOPS: 488  runtime: 2097ms", 1},
	    {"\xe6\xb5\x8b\xe8\xaf\x95\xe7\xbb\x93\xe6\x9e\x9c\xef\xbc\x9a"
	     "\xe5\xb8\xa6\xe5\xae\xbd\xef\xbc\x9a"
	     "377MB/s  \xe5\xb9\xb3\xe5\x9d\x87IOPS\xef\xbc\x9a 89", /* 测试结果：带宽：377MB/s
									平均IOPS：
									89 */
	     1},
	    {"read 180 MB/s, write 170 MB/s, 2.1 ms", 1},
	    {"41K IOPS, 2.1 ms", 1},
	    {"nfs-nocache: 41K IOPs", 0},
	    {"Samsung 980 PRO: 3500MB/s read, 3000MB/s write", 0},
	    {"ZFS mirror, 2x 4TB, 128k records", 0},
	    {"Seagate 4TB at 7200rpm: 180MB/s read, 170MB/s write", 0},
	    {"Raspberry Pi 4:", 0},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		T_INT(
		    line_figures_summary(cases[i].line, strlen(cases[i].line)),
		    cases[i].want);
}

/*
 * line_result_caption(): the condition a sentence over an output names
 * ("1.2 Following is the result before porting."), and the sentences that
 * name none.  Made-up lines.
 */
T_TEST(t_lines_result_caption)
{
	static const struct {
		const char *line, *want; /* want NULL: none */
	} cases[] = {
	    {"1.2 Following is the result before porting.", "before porting"},
	    {"1.3 Following is the result after porting.", "after porting"},
	    {"Here are the results with the v2 patch", "with the v2 patch"},
	    {"Results on kernel 6.12:", "on kernel 6.12"},
	    {"1.1 Following is my options for fio.", NULL},
	    {"The result after I rebooted looked the same.", NULL},
	    {"Here is the output with this", NULL},
	    {"Following is the result before porting. It is slower.", NULL},
	    {"Following is the result, before porting", NULL},
	    {"Here is the result with bs=4k", NULL},
	    {"The results were fine after all the runs today again", NULL},
	    {"The following is the output of the fio command after setting "
	     "the write cache to Enabled:",
	     "after setting the write cache to Enabled"},
	    {"Here is the output of dd after switching to the deadline "
	     "scheduler",
	     "after switching to the deadline scheduler"},
	    {"The following is the output of the fio command after I "
	     "rebooted:",
	     NULL},
	};
	char out[128];

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		int r = line_result_caption(
		    cases[i].line, strlen(cases[i].line), out, sizeof(out));

		T_INT(r, cases[i].want != NULL);
		if (r && cases[i].want)
			T_STR(out, cases[i].want);
	}
}

/* line_uname_release(), line_uname_piece(), line_header_pair(): a uname
 * -a line, whole or as a script's header, and the rest a mail wrapped. */
T_TEST(t_lines_uname)
{
	static const struct {
		const char *line, *want; /* want NULL: none */
	} cases[] = {
	    {"Linux box1 6.14.0-1019-gcp #20-Ubuntu SMP Wed Oct 15",
	     "Linux 6.14.0-1019-gcp"},
	    {"kernel info : Linux ib1 4.14.48-1-pserver",
	     "Linux 4.14.48-1-pserver"},
	    {"Linux box1 5.10.0 SMP x86_64", "Linux 5.10.0"},
	    {"Linux 6.1 is faster here", NULL},
	    {"Linux box1 6.1 was faster", NULL},
	    {"Linux Mint 21.3 Virginia", NULL},
	};
	char out[128];

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		int r = line_uname_release(cases[i].line, strlen(cases[i].line),
					   out, sizeof(out));

		T_INT(r, cases[i].want != NULL);
		if (r && cases[i].want)
			T_STR(out, cases[i].want);
	}
	T_INT(line_uname_piece("00:41:12 UTC 2025 x86_64 GNU/Linux", 34), 1);
	T_INT(line_uname_piece("#4.14.48-1.1+feature SMP", 24), 1);
	T_INT(line_uname_piece("# set the scheduler", 19), 0);
	T_INT(line_header_pair("fio start   : Mon Jun 11 04:30:01 2018", 37),
	      1);
	T_INT(line_header_pair("kernel info : Linux ib1", 23), 1);
	T_INT(line_header_pair("Note: this is it", 16), 1);
	T_INT(line_header_pair("read : io=7133.2GB, bw=12174MB/s", 32), 1);
	T_INT(line_header_pair("fio start:", 10), 0);
	T_INT(line_header_pair("see http://x", 12), 0);
}

T_TEST(t_lines_test_title_metric)
{
	/* what is measured, its size and depth, no system: no label */
	static const struct {
		const char *line;
		int want;
	} cases[] = {
	    {"Throughput", 1},
	    {"**Latency**", 1},
	    {"Latency:", 1},
	    {"IOPS", 1},
	    {"Bandwidth", 1},
	    {"Speed", 1},
	    {"Write Speed", 1},
	    {"Read speed:", 1},
	    {"1. Durchsatz", 1},
	    {"2) Latenz", 1},
	    {"3.1 Bandwidth", 1},
	    {"256 KiB", 1},
	    {"4k", 1},
	    {"1M:", 1},
	    {"QD32", 1},
	    {"4k QD1", 1},
	    {"4K random", 1},
	    {"4k QD1 latency", 1},
	    {"Random read", 1},
	    {"吞吐量", 1},
	    {"延迟", 1},
	    {"带宽", 1},
	    {"レイテンシ", 1},
	    {"スループット", 1},
	    {"지연", 1},
	    {"처리량", 1},
	    {"Latenz (4k QD1)", 1},
	    {"2. 지연 시간", 1},
	    {"### 1. 처리량", 1},
	    /* a system named, or no metric, size or direction: as before */
	    {"Samsung 980 Pro latency:", 0},
	    {"Samsung 980 latency", 0},
	    {"NVMe 4k QD1", 0},
	    {"980 latency", 0},
	    {"Sequential I/O performance", 0},
	    {"Random", 0},
	    {"Results", 0},
	    {"Disk performance", 0},
	    {"4Kn latency", 0},
	    {"Q-Series", 0},
	    {"2", 0},
	    /* a capacity, no block size: a drive's name */
	    {"[500 GB]", 0},
	    {"4 TB", 0},
	    {"9p", 0},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		T_INT(line_test_title(cases[i].line, strlen(cases[i].line)) !=
			  0,
		      cases[i].want);
	/* 2: no direction among its words; 1: one */
	T_INT(line_test_title("Throughput", 10), 2);
	T_INT(line_test_title("256 KiB", 7), 2);
	T_INT(line_test_title("Read throughput", 15), 1);
	T_INT(line_test_title("4k write test", 13), 1);
}

/*
 * A heading of topic words alone (what is measured, the test, the run and
 * its set-up, small words), pictographs and marks at its ends aside, names
 * no system; a name, a model, a number or a configuration among them does.
 */
T_TEST(t_lines_topic_heading)
{
	static const char *const yes[] = {
	    "Velocidad del disco", "Rendimiento de la caché del disco",
	    "## A Quick First Run", "A more realistic test",
	    "\xf0\x9f\x95\x92 硬件基本信息", /* 🕒 */
	    "\xf0\x9f\x93\x8a 性能测试",     /* 📊 */
	    "=== Prestazioni del sistema ===", "Performances du disque",
	    "Производительность диска", "ディスク性能",
	    "디스크 성능 결과 \xe2\x9c\x85", /* ✅ */
	    "**Storage speed and throughput:**", "Disk I/O performance",
	    "Festplatten-Geschwindigkeit", "3. Basic hardware info",
	    "Desempenho e velocidade",
	    /* a kind of test, its figures, an example of the output */
	    "#### Sequential I/O performance", "## Report Example",
	    "Random read latency", "Resultados de E/S aleatoria",
	    "Leistung sequentielles Lesen", "Exemple de sortie",
	    "Пример вывода", "报告示例", "ランダム 書き込み", "순차 읽기 결과",
	    /* the document's structure and method */
	    "## Data Collection", "Methodology", "Notes on method", "Raw logs",
	    "Test environment and data", "3. Findings", "Recopilación de datos",
	    "Méthodologie et mesures", "Testumgebung", "测试环境与数据",
	    "測定データ", "측정 환경 및 방법",
	    "Überprüfen der Festplattenleistung",
	    "Prüfen der Laufwerksleistung", "Festplattenleistung messen",
	    "Measure disk speed",
	    /* a mixed workload and its read:write ratio, words of a test */
	    "3. Mixed 성능 측정 (50:50)", "Mixed performance check (70/30)",
	    "Mixed", "randrw results", "혼합 성능 (R70/W30)", NULL};
	static const char *const no[] = {
	    /* a structure word beside a name or a disk's word */
	    "Data Center SSD",
	    "Collection server (Dell R740)",
	    "Data disk",
	    "Log drive",
	    "Raw disk",
	    "Raw disk performance",
	    "Host System",
	    "Longhorn Volume",
	    "Method A on ext4",
	    "Samsung 990 Pro performance",
	    "Samsung 980 sequential performance",
	    "Report Example for the WD Red",
	    "Rendimiento del disco NVMe Kingston",
	    "HDD cache test on the NAS",
	    "RAID 10",
	    "ext4 vs xfs",
	    "ZFS (Raid-10)",
	    "Second disk",
	    "Run 2",
	    "The first",
	    "\xf0\x9f\x95\x92",
	    "Disk \xf0\x9f\x9a\x80 speed", /* a pictograph inside */
	    "",
	    "Testen der Samsung T7",
	    NULL};

	for (size_t i = 0; yes[i]; i++)
		T_INT(line_topic_heading(yes[i], strlen(yes[i])), 1);
	for (size_t i = 0; no[i]; i++)
		T_INT(line_topic_heading(no[i], strlen(no[i])), 0);
	T_INT(line_pictograph_len("\xf0\x9f\x95\x92 x", 6), 4);
	T_INT(line_pictograph_len("\xe2\x9c\x85", 3), 3);
	T_INT(line_pictograph_len("\xe2\x80\x94", 3), 0); /* — */
	T_INT(line_pictograph_len("abc", 3), 0);
}

/*
 * A line of figures and arithmetic with its result names nothing; figures
 * with a unit or a name, or no result, are no calculation.
 */
T_TEST(t_lines_calculation_names_nothing)
{
	static const char *const yes[] = {
	    "8 x 1024 x 1024 = 8388608", "4096*1024 = 4194304",
	    "(2 + 3) \xc3\x97 512 = 2560", "  16 / 4 = 4", NULL};
	static const char *const no[] = {
	    "2 x 1TB = 2TB",	      "RAID 1+0",    "4 x 2",
	    "Samsung 870 x 2 = 4 TB", "1024 = 1024", NULL};

	for (size_t i = 0; yes[i]; i++)
		T_INT(line_names_nothing(yes[i], strlen(yes[i])), 1);
	for (size_t i = 0; no[i]; i++)
		T_INT(line_names_nothing(no[i], strlen(no[i])), 0);
}

/*
 * A duration, a rate, IOPS or a share alone is what a run measured, never
 * what it ran on; a size may tell two drives apart, a name with a figure
 * is a name.
 */
T_TEST(t_lines_figure_alone)
{
	static const char *const yes[] = {"4.5\xe7\xa7\x92", /* 4.5秒 */
					  "7 s",
					  "120 ms",
					  "149 MB/s",
					  "**1.2 GB/s**",
					  "41K IOPS",
					  "84%",
					  "~3 \xec\xb4\x88", /* 3 초 */
					  "232MB/\xe7\xa7\x92",
					  NULL};
	static const char *const no[] = {"512GB",
					 "1 TB",
					 "970",
					 "Samsung 970",
					 "7 sticks",
					 "s 7",
					 "4.5\xe7\xa7\x92 x",
					 NULL};

	for (size_t i = 0; yes[i]; i++)
		T_INT(line_figure_alone(yes[i], strlen(yes[i])), 1);
	for (size_t i = 0; no[i]; i++)
		T_INT(line_figure_alone(no[i], strlen(no[i])), 0);
}

/*
 * A line that only points at the output below, a greeting before it or
 * not, names nothing; a lead-in that goes on to a name does.
 */
T_TEST(t_lines_pointer_names_nothing)
{
	static const char *const yes[] = {
	    "Hi Jake, hers my present readings",
	    "here's my results:",
	    "Thanks! my numbers below",
	    "@kim here are mine",
	    "Hello all, these are our latest figures.",
	    "Mine:",
	    NULL};
	static const char *const no[] = {
	    "Hi Jake, here are my results from the Acme X2",
	    "here's my Samsung 970 EVO",
	    "my results on ZFS:", "Hi Jake, hers the Samsung 970 readings",
	    NULL};

	for (size_t i = 0; yes[i]; i++)
		T_INT(line_names_nothing(yes[i], strlen(yes[i])), 1);
	for (size_t i = 0; no[i]; i++)
		T_INT(line_names_nothing(no[i], strlen(no[i])), 0);
}

/* A capacity right after the model goes with it; ".." ends the model's
 * word as a run-on's next sentence starts */
T_TEST(t_lines_drive_model_capacity)
{
	char out[64];
	const char *a = "a Seagate Barracuda 7200.10 250 GB..and here's mine";
	const char *b = "my WD Blue 500GB..so slow";
	const char *c = "an Intel 320 with 8MB cache";

	T_INT(line_drive_model(a, strlen(a), out, sizeof(out)), 1);
	T_STR(out, "Seagate Barracuda 7200.10 250 GB");
	T_INT(line_drive_model(b, strlen(b), out, sizeof(out)), 1);
	T_STR(out, "WD Blue 500GB");
	T_INT(line_drive_model(c, strlen(c), out, sizeof(out)), 1);
	T_STR(out, "Intel 320");
}

/* A sentence's full stop after the model is no part of it; a dot inside
 * the model's word ("7200.10") is */
T_TEST(t_lines_drive_model_full_stop)
{
	char out[64];
	const char *a = "The box is a Phenom X4 with a Samsung SpinPoint F3.";
	const char *b = "I have a Seagate Barracuda 7200.10. It is loud";

	T_INT(line_drive_model(a, strlen(a), out, sizeof(out)), 1);
	T_STR(out, "Samsung SpinPoint F3");
	T_INT(line_drive_model(b, strlen(b), out, sizeof(out)), 1);
	T_STR(out, "Seagate Barracuda 7200.10");
}

/*
 * A heading of a generic word for storage alone, a section's number and a
 * colon allowed, is a review's section, no system's name; one naming a
 * device, or numbering the disk, is a name.
 */
/* A maker as written or in capitals, as a drive's firmware gives it;
 * another case is no maker's name */
T_TEST(t_lines_drive_model_capitals)
{
	char out[64];

	T_INT(line_drive_model("1TB SAMSUNG PM9A1", 17, out, sizeof(out)), 1);
	T_STR(out, "SAMSUNG PM9A1");
	T_INT(
	    line_drive_model("on my Kingston SA400S37:", 24, out, sizeof(out)),
	    1);
	T_STR(out, "Kingston SA400S37");
	T_INT(line_drive_model("KINGSTON SA400S37", 17, out, sizeof(out)), 1);
	T_STR(out, "KINGSTON SA400S37");
	T_INT(line_drive_model("SAMSUNg 860", 11, out, sizeof(out)), 0);
	T_INT(line_drive_model("samsung 860", 11, out, sizeof(out)), 0);
}

/* A maker after an opening bracket or quote mark, the model ending at
 * the closing one; a maker written in Chinese after any letter; a Latin
 * maker glued to a word is none */
T_TEST(t_lines_drive_model_marks)
{
	static const char *const no[] = {"the xSamsung 860 disk",
					 "myWD Blue 3D", "用Intel 520", NULL};
	char out[64];
	const char *s = "a 2TB disk (Seagate 7200.14).";

	T_INT(line_drive_model(s, strlen(s), out, sizeof(out)), 1);
	T_STR(out, "Seagate 7200.14");
	s = "\xe4\xb8\x80\xe5\x9d\x97\xe2\x80\x9c\xe4\xb8\x9c"
	    "\xe8\x8a\x9d X300 4T\xe2\x80\x9d"; /* 一块“东芝 X300 4T” */
	T_INT(line_drive_model(s, strlen(s), out, sizeof(out)), 1);
	T_STR(out, "\xe4\xb8\x9c\xe8\x8a\x9d X300");
	s = "\xe7\x94\xa8\xe5\xb8\x8c\xe6\x8d\xb7 ST2000 "; /* 用希捷 */
	T_INT(line_drive_model(s, strlen(s), out, sizeof(out)), 1);
	T_STR(out, "\xe5\xb8\x8c\xe6\x8d\xb7 ST2000");
	for (size_t i = 0; no[i]; i++)
		T_INT(line_drive_model(no[i], strlen(no[i]), out, sizeof(out)),
		      0);
}

T_TEST(t_lines_storage_heading)
{
	static const char *const yes[] = {
	    "Disk",	  "Disks",	  "Storage",	 "Hard disk",
	    "Disk I/O",	  "3. Disk I/O:", "3.1 Storage", "硬盘",
	    "三、硬盘",	  "磁盘：",	  "存储",	 "ディスク",
	    "ストレージ", "디스크",	  "스토리지",	 "Festplatte:",
	    "Disque",	  "Disco",	  "Диск",	 "**Disk:**",
	    NULL};
	static const char *const no[] = {"Disk: WD Red 4TB",
					 "磁盘 Samsung 980",
					 "Disk 2",
					 "2 Disks",
					 "硬盘测试",
					 "SSD",
					 "Memory",
					 "三硬盘",
					 "",
					 NULL};

	for (size_t i = 0; yes[i]; i++)
		T_INT(line_storage_heading(yes[i], strlen(yes[i])), 1);
	for (size_t i = 0; no[i]; i++)
		T_INT(line_storage_heading(no[i], strlen(no[i])), 0);
	/* a numbered step checking a kind of storage that starts with a
	 * word any disk has ("disque" of "disque dur") */
	{
		static const char *const steps[] = {
		    "4. Vérification du disque dur", "2. 存储の確認", NULL};

		for (size_t i = 0; steps[i]; i++)
			T_INT(
			    line_storage_step_title(steps[i], strlen(steps[i])),
			    1);
	}
}

/*
 * A heading reporting a test's parameter changed and its outcome, in
 * words of those and figures alone, names no system; one naming a drive
 * beside them, or a parameter without a change, is another matter.
 */
T_TEST(t_lines_param_change_heading)
{
	static const char *const yes[] = {
	    "iodepth调整为10，iops提高到47387, 提高3倍",
	    "numjobs设置为10,iops和iodepth=10上差不多",
	    "Raising iodepth to 32: IOPS up 2.5x",
	    "numjobs=8 – about the same as iodepth=8",
	    "iodepth auf 16 erhöht, 40% mehr IOPS",
	    "iodepth を 16 に変更 → IOPS 2倍",
	    "QD32: 3x faster",
	    NULL};
	static const char *const no[] = {"Samsung 980 Pro, iodepth=32",
					 "980 PRO 提高到 iodepth=32",
					 "iodepth=32 on the WD Red",
					 "iodepth 提高 Intel P4510",
					 "Samsung 980 Pro",
					 NULL};

	for (size_t i = 0; yes[i]; i++)
		T_INT(heading_names_nothing(yes[i], strlen(yes[i])), 1);
	for (size_t i = 0; no[i]; i++)
		T_INT(heading_names_nothing(no[i], strlen(no[i])), 0);
}

/*
 * A heading measuring the mixed test at its read:write ratio names only
 * the test, as one of a direction does; one naming a drive or a ratio of
 * no mix beside them names a system.
 */
T_TEST(t_lines_mixed_test_heading)
{
	static const char *const yes[] = {
	    "3. Mixed 성능 측정 (50:50)", "Write 성능 측정",
	    "Mixed test (70:30)", "randrw 측정 (R70/W30)", NULL};
	static const char *const no[] = {"Mixed 성능 측정 Samsung 870",
					 "Mixed test on the WD Red (70:30)",
					 "Mixed 성능 측정 (12/31)", NULL};
	static const char *const named[] = {
	    "Mixed RAID 10", "Mixed 70/30 on the Crucial MX500",
	    "Read performance (12/30)", "Mixed 1/2", NULL};

	for (size_t i = 0; yes[i]; i++)
		T_INT(heading_names_nothing(yes[i], strlen(yes[i])), 1);
	for (size_t i = 0; no[i]; i++)
		T_INT(heading_names_nothing(no[i], strlen(no[i])), 0);
	for (size_t i = 0; named[i]; i++)
		T_INT(line_topic_heading(named[i], strlen(named[i])), 0);
}

T_TEST(t_lines_person_when_names)
{
	static const struct {
		const char *s, *name; /* name NULL: none */
	} cases[] = {
	    {"When I do things with the latest Raspbian, the response time "
	     "is awful.",
	     "latest Raspbian"},
	    {"If we boot Fedora 40 from the SD card, writes crawl.",
	     "Fedora 40"},
	    {"When I copy photos under Armbian 23.8, the board stalls.",
	     "Armbian 23.8"},
	    /* no capital or digit in the name, no comma, no main clause */
	    {"When I tried it with the stock kernel, it felt quick.", NULL},
	    {"When I run it on Debian 12 I get this", NULL},
	    {"When I boot Fedora 40,", NULL},
	    {"Then I booted Fedora 40, and it was slow.", NULL},
	};
	char out[64];

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		int got = line_person_when_names(cases[i].s, strlen(cases[i].s),
						 out, sizeof(out));

		T_INT(got, cases[i].name != NULL);
		if (got && cases[i].name)
			T_STR(out, cases[i].name);
	}
}

/* Pieces of fio's own headings a mail client wrapped off their line are
 * no caption; a person's caption in the same shape is none of them. */
T_TEST(t_lines_fio_heading_pieces)
{
	static const char *const yes[] = {"(read/write):",
					  "stats (read/write):",
					  "(all jobs):",
					  "group 3 (all jobs):",
					  "status group 0 (all jobs):",
					  "percentiles (usec):",
					  "clat percentiles (nsec):",
					  "lat (msec):",
					  "slat (usec):",
					  NULL};
	static const char *const no[] = {"Mixed workload (read/write):",
					 "Latency test (usec):",
					 "results (all jobs)",
					 "group A (all jobs):",
					 "read/write:",
					 "stats:",
					 NULL};
	/* the line before, the line: goes on with a heading */
	static const char *const on[][2] = {
	    {"io=200MiB (210MB), run=40000-40000msec Disk", "stats"},
	    {"io=200MiB (210MB), run=40000-40000msec Disk",
	     "stats (read/write):"},
	    {"run=1-1msec Disk stats", "(read/write):"},
	    {"... io=2048MiB (2147MB), run=17067-17067msec Run status",
	     "group 1 (all jobs):"},
	    {"     clat", "percentiles (usec):"},
	    {NULL, NULL}};
	static const char *const off[][2] = {
	    {"The disk", "stats"},
	    {"run=40000-40000msec Disk", "stats were fine"},
	    {"run=40000-40000msec Disk", "Before:"},
	    {"Some stats", "(read/write):x"},
	    {NULL, NULL}};

	for (size_t i = 0; yes[i]; i++)
		if (!line_is_fio_piece(yes[i], strlen(yes[i])))
			T_FAIL("not a piece of fio's: %s", yes[i]);
	for (size_t i = 0; no[i]; i++)
		if (line_is_fio_piece(no[i], strlen(no[i])))
			T_FAIL("a piece of fio's: %s", no[i]);
	for (size_t i = 0; on[i][0]; i++)
		if (!line_fio_heading_goes_on(on[i][0], strlen(on[i][0]),
					      on[i][1], strlen(on[i][1])))
			T_FAIL("does not go on: %s / %s", on[i][0], on[i][1]);
	for (size_t i = 0; off[i][0]; i++)
		if (line_fio_heading_goes_on(off[i][0], strlen(off[i][0]),
					     off[i][1], strlen(off[i][1])))
			T_FAIL("goes on: %s / %s", off[i][0], off[i][1]);
}

T_TEST(t_lines_verdict_remark)
{
	static const char *const yes[] = {
	    "Within the margin of error", "Pretty much the same.",
	    "no real difference",	  "Within the noise",
	    "About the same as before",	  NULL};
	static const char *const no[] = {
	    "Samsung 980 Pro", "Same drive, 6.9 kernel",
	    "No difference at 4k QD32",
	    "The numbers are about the same as the old box, which surprised "
	    "me a lot",
	    NULL};

	for (size_t i = 0; yes[i]; i++)
		T_INT(line_verdict_remark(yes[i], strlen(yes[i])), 1);
	for (size_t i = 0; no[i]; i++)
		T_INT(line_verdict_remark(no[i], strlen(no[i])), 0);
}

T_TEST(t_lines_side_figure_remark)
{
	static const char *const yes[] = {
	    "Write load is 0.5 watts. Wow.", "Idle draw was 3.1 W",
	    "Die temperature peaked at 61 \xc2\xb0"
	    "C.",
	    "The fan stays quiet, board at 52 degrees.", NULL};
	static const char *const no[] = {"Samsung T7 at 5V:",
					 "PCIe 2.0:",
					 "12 W",
					 "Write load is 0.5 watts at 391 MB/s.",
					 "The drive did 40k IOPS at 4 W.",
					 NULL};

	for (size_t i = 0; yes[i]; i++)
		T_INT(line_side_figure_remark(yes[i], strlen(yes[i])), 1);
	for (size_t i = 0; no[i]; i++)
		T_INT(line_side_figure_remark(no[i], strlen(no[i])), 0);
}

/*
 * A remark in brackets closing a heading: a pictograph in it or only a
 * word of reference, a name before it; its start, blanks before it
 * included.  A bracket of the name, a size or a date alone stays.
 */
T_TEST(t_lines_remark_bracket)
{
	static const struct {
		const char *s;
		size_t at;
	} yes[] = {
	    {"D: Crucial P3 1TB NVMe\xef\xbc\x88\xf0\x9f\x8e\x89 2026-03-02 "
	     "\xe6\x8f\x9b\xe8\xa3\x85\xef\xbc\x89",
	     22},
	    {"Samsung 870 EVO (\xf0\x9f\xaa\xa6 died 2024-11-05)", 15},
	    {"Benchmark results (for reference)", 17},
	    {"\xe3\x83\x99\xe3\x83\xb3\xe3\x83\x81 (\xe5\x8f\x82\xe8\x80\x83)",
	     9},
	};
	static const char *const no[] = {"Cluster test (CephFS)",
					 "Samsung 980 Pro (1TB)",
					 "Ceph RBD HDD pool (2024-03-02)",
					 "(\xf0\x9f\x8e\x89 new)",
					 "Samsung 980 Pro",
					 "Drive (\xf0\x9f\x8e\x89 unclosed",
					 NULL};

	for (size_t i = 0; i < sizeof(yes) / sizeof(yes[0]); i++)
		T_INT(line_remark_bracket(yes[i].s, strlen(yes[i].s)),
		      yes[i].at);
	for (size_t i = 0; no[i]; i++)
		T_INT(line_remark_bracket(no[i], strlen(no[i])), strlen(no[i]));
}

/*
 * line_filesystem_word(): a file system's name, or a configuration named
 * after it ("ext4Only", "btrfs_luks"); a model or a word merely starting
 * with the same letters is none.
 */
T_TEST(t_lines_filesystem_word)
{
	static const struct {
		const char *s;
		size_t l;
	} w[] = {
	    {"ext4", 4},	{"XFS", 3},	  {"ext4Only", 4},
	    {"btrfs_luks", 5},	{"zfs-lz4", 3},	  {"F2FS", 4},
	    {"ext4x", 0},	{"xfsdump", 0},	  {"ext4-", 0},
	    {"ST4000DM004", 0}, {"MZ-V8P1T0", 0}, {"ntfs3", 0},
	};

	for (size_t i = 0; i < sizeof(w) / sizeof(w[0]); i++)
		T_INT(line_filesystem_word(w[i].s, strlen(w[i].s)), w[i].l);
}

/*
 * line_on_device(): the one device a sentence says the figures were
 * measured "on"; a path after another word, or two paths, name none.
 */
T_TEST(t_lines_on_device)
{
	char dev[64];
	static const char *const none[] = {
	    "Copied from /dev/sda to /dev/sdb first.",
	    "The array was built from /dev/sdb and /dev/sdc.",
	    "Results on /dev/md0 and on /dev/md1 below.",
	    "No device is named here.",
	    NULL,
	};

	T_INT(line_on_device("KDiskMark 3.2.1 on `/dev/md127` - four SSDs",
			     strlen("KDiskMark 3.2.1 on `/dev/md127` - four "
				    "SSDs"),
			     dev, sizeof(dev)),
	      1);
	T_STR(dev, "/dev/md127");
	T_INT(line_on_device("Measured on /dev/nvme0n1p3.",
			     strlen("Measured on /dev/nvme0n1p3."), dev,
			     sizeof(dev)),
	      1);
	T_STR(dev, "/dev/nvme0n1p3");
	/* a sink beside it names no other device */
	T_INT(line_on_device("dd from /dev/zero, on /dev/sdc",
			     strlen("dd from /dev/zero, on /dev/sdc"), dev,
			     sizeof(dev)),
	      1);
	T_STR(dev, "/dev/sdc");
	for (size_t i = 0; i < 2; i++)
		T_INT(
		    line_on_device(none[i], strlen(none[i]), dev, sizeof(dev)),
		    -1);
	T_INT(line_on_device(none[2], strlen(none[2]), dev, sizeof(dev)), -1);
	T_INT(line_on_device(none[3], strlen(none[3]), dev, sizeof(dev)), 0);
}

/*
 * line_commit_caption(): a caption opening with the commit a run was made
 * on ("Here's <hash> (...)", "<hash> ("subject")" alone); a number without
 * a letter, a hash after other words or glued to more text names none.
 */
T_TEST(t_lines_commit_caption)
{
	static const struct {
		const char *s, *want; /* want NULL: none */
	} c[] = {
	    {">>> Here's 4d1c9a07be3f (\"mm: batch the lru adds in\"",
	     "4d1c9a07be3f"},
	    {"And here is c0ffee12ab34. Slower.", "c0ffee12ab34"},
	    {"This is commit 9e8d7c6b5a41:", "9e8d7c6b5a41"},
	    {"Here\xe2\x80\x99s 1a2b3c4 (\"nvme: poll\")",
	     "1a2b3c4 (nvme: poll)"},
	    {"77aa0f3e21bd (\"block: fix the plug\")",
	     "77aa0f3e21bd (block: fix the plug)"},
	    {"Here is 20270315 (the nightly job).", NULL},
	    {"Here is deadbeefcafe.", NULL},
	    {"Here's 4d1c9a07be3fx results", NULL},
	    {"77aa0f3e21bd was the last good one", NULL},
	    {"I tested 4d1c9a07be3f (\"mm: ...\") too", NULL},
	};
	char out[64];

	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		int r = line_commit_caption(c[i].s, strlen(c[i].s), out,
					    sizeof(out));

		T_INT(r, c[i].want != NULL);
		if (c[i].want && r)
			T_STR(out, c[i].want);
	}
}

T_TEST(t_lines_device_legend)
{
	static const struct {
		const char *s, *devs, *desc; /* desc NULL: no legend line */
	} c[] = {
	    {"nvme1 = ZFS mirror lz4", "nvme1", "ZFS mirror lz4"},
	    {"/dev/sdc -   Toshiba DT01ACA300 (xfs)", "sdc",
	     "Toshiba DT01ACA300 (xfs)"},
	    {"sdb = sdd = Hitachi HDS72105 (500GB, 7200RPM)", "sdb sdd",
	     "Hitachi HDS72105 (500GB, 7200RPM)"},
	    {"md4 - 6 WD Red 4TB raid6", "md4", "6 WD Red 4TB raid6"},
	    {"sda = sdb", NULL, NULL},		    /* devices only */
	    {"sda - 120 MB/sec", NULL, NULL},	    /* a rate */
	    {"readahead = 4096", NULL, NULL},	    /* a setting */
	    {"sda: Samsung 860 EVO", NULL, NULL},   /* hdparm's own line */
	    {"/dev/sda-fast disks", NULL, NULL},    /* no separator */
	    {"md0 = raid1 of sda=sdb", NULL, NULL}, /* '=' in the name */
	    {"disk1 - WD Green", NULL, NULL},	    /* no kernel name */
	};
	char devs[4][32], desc[96], all[160];

	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		int nd = line_device_legend(c[i].s, strlen(c[i].s), devs, 4,
					    desc, sizeof(desc));

		T_INT(nd > 0, c[i].desc != NULL);
		if (!c[i].desc || nd <= 0)
			continue;
		all[0] = '\0';
		for (int k = 0; k < nd; k++)
			snprintf(all + strlen(all), sizeof(all) - strlen(all),
				 "%s%s", k ? " " : "", devs[k]);
		T_STR(all, c[i].devs);
		T_STR(desc, c[i].desc);
	}
}

/* Where launchers with their options start before a tool's word */
T_TEST(t_lines_wrappers_before)
{
	static const struct {
		const char *s; /* the tool's word is the last one */
		size_t at;     /* where the launchers start */
	} c[] = {
	    {"$ taskset -c 0 ioping", 2},
	    {"numactl --cpunodebind=1 --membind=1 fio", 0},
	    {"# timeout 10m taskset 0x4 ioping", 2},
	    {"sudo -u bob nice -n 10 dd", 0},
	    {"chrt -f 99 hdparm", 0},
	    {"env LC_ALL=C stdbuf -oL fio", 0},
	    /* not a launcher's argument: a path, a word, a wrong mask */
	    {"taskset -c 0 /tmp/x dd", 20},
	    {"sudo -v bob dd", 12},
	    {"taskset 0xzz dd", 13},
	    {"without taskset the dd", 20},
	};

	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		const char *w = strrchr(c[i].s, ' ') + 1;

		T_INT((long)line_wrappers_before(c[i].s, (size_t)(w - c[i].s)),
		      (long)c[i].at);
	}
}

T_TEST(t_lines_hdparm_warning)
{
	static const struct {
		const char *s;
		int want;
	} c[] = {
	    {"HDIO_DRIVE_CMD(identify) failed: Inappropriate ioctl for device",
	     1},
	    {"HDIO_DRIVE_CMD(null) (wait for flush complete) failed: "
	     "Inappropriate",
	     1},
	    {"  HDIO_GET_MULTCOUNT failed: Invalid argument", 1},
	    {"BLKFLSBUF failed", 1},
	    {"SG_IO: bad/missing sense data, sb[]:  70 00 05 00", 1},
	    /* a caption, a sentence, a name in capitals with no failure */
	    {"RAID_POOL2 array:", 0},
	    {"The HDIO_DRIVE_CMD ioctl failed on my box", 0},
	    {"WD failed: twice", 0},
	    {"NVME_ARRAY (new) works fine", 0},
	    {"HDIO_DRIVE_CMD(identify failed", 0},
	};

	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++)
		T_INT(line_hdparm_warning(c[i].s, strlen(c[i].s)), c[i].want);
}
