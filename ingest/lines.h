/*
 * Line iteration for the text importers: CRLF and CR-only line ends,
 * a trailing line without newline, 1-based line numbers.
 */
#ifndef IODB_INGEST_LINES_H
#define IODB_INGEST_LINES_H

#include <stddef.h>

struct iodb_cond;

struct line_iter {
	const char *p, *end;
	long no; /* number of the line last returned */
	int cr;	 /* the last segment ended with a lone '\r' */
	/* the text from p up to here holds no '\r': one look a few KiB
	 * ahead, not one a line */
	const char *clean;
};

struct text_line {
	const char *s; /* not NUL-terminated */
	size_t len;    /* without the line end */
	long no;       /* 1-based */
};

void lines_init(struct line_iter *it, const char *buf, size_t len);

/*
 * The next line.  A lone '\r' (dd status=progress updates) also ends a
 * segment, returned as a line of its own that keeps the file's line number
 * (line numbers count '\n' only, as editors do).  Returns 1 with *line filled,
 * 0 at the end of the buffer.
 */
int lines_next(struct line_iter *it, struct text_line *line);

/* line with leading and trailing blanks (space, tab) removed. */
struct text_line line_trim(struct text_line line);

/* Whether line starts with prefix (after no trimming). */
int line_starts(struct text_line line, const char *prefix);

/* Pointer to the first occurrence of needle in line, or NULL. */
const char *line_find(struct text_line line, const char *needle);

/*
 * memmem(s, n, w, wn): the first occurrence of w in s, or NULL (s when wn
 * is 0).  Faster on benchmark text: memchr looks for the byte of w that
 * is rarest in such text (a capital, a rare letter) rather than the first.
 */
const char *text_find(const char *s, size_t n, const char *w, size_t wn);

/*
 * text_find() with letters of either case: the first occurrence of w in s
 * whatever case its letters are written in ("QUOTED-PRINTABLE",
 * "Quoted-Printable" for "quoted-printable").  The rarer case pair of
 * w's bytes is looked for with memchr, both cases in step.
 */
const char *text_find_nocase(const char *s, size_t n, const char *w, size_t wn);

/* How many bytes of s (n bytes) are c: eight bytes a step. */
size_t text_count(const char *s, size_t n, char c);

/*
 * The word at *p (blanks and tabs before it skipped, *p < end): where it
 * starts; *p is left just past it (its length: *p minus the start, 0 at
 * the end).  For reading a command line's words.
 */
const char *text_next_word(const char **p, const char *end);

/* Whether word w (n bytes) is exactly the text s. */
int text_word_is(const char *w, size_t n, const char *s);

/*
 * While detection's probes look at buf (len bytes, unchanged until
 * text_find_memo(NULL, 0)), text_find() remembers the bytes it found
 * nowhere in buf: a later word holding one of them is not in buf nor in
 * any part of it, and is answered without a scan.  One buffer a thread.
 */
void text_find_memo(const char *buf, size_t len);

/*
 * Copy line into dst (size n) as a NUL-terminated string, truncating.
 * Returns dst.
 */
char *line_copy(struct text_line line, char *dst, size_t n);

/*
 * Whether s (len bytes) is a mail's attribution of the quote below it
 * ("On Tue, 1 Dec 2026, Bob wrote:", "Bob schrieb:", "Le mardi, Bob a
 * écrit :", "Bob escribió:", "Bob написал:"; a forum's quote "> **bob said:**",
 * its marks aside): it names no system.
 */
int line_is_attribution(const char *s, size_t len);

/*
 * Whether s (len bytes, blanks around it allowed) is a paste site's or a
 * code host's page chrome copied with the paste (pastebin, a gist, a
 * GitHub file view): "Advertisement", "Not a member of Pastebin yet?",
 * "Sign Up,", "Add Comment", "Created", "Raw", "Download", "Never" (an
 * expiry), "Save X to your computer and use it in GitHub Desktop.", "This
 * file contains bidirectional Unicode text ...", "Learn more about
 * bidirectional Unicode characters", "Sign in to comment", pastebin's
 * "text 0.95 KB | None | 0 0", a count alone ("313"): it names nothing.
 */
int line_is_page_chrome(const char *s, size_t len);

/*
 * Whether s (len bytes) is a header line of a MIME part in a raw mail
 * ("Content-Type: text/plain;", "Content-Transfer-Encoding: 7bit",
 * "Content-Disposition: attachment;", "MIME-Version: 1.0"), any case: the
 * mail's structure, never a caption nor a line of an output.
 */
int line_is_mime_header(const char *s, size_t len);

/*
 * How many quote marks ('>', spaces between them or not) open line s (len
 * bytes) as a mail quotes it: 2 for "> > CMD (Randread):", 1 for ">read:
 * IOPS=85", 0 for a reply's own line.  A '>' glued to a word after it
 * (">=64=0.0%", "->") is no mark: counting stops there.
 */
size_t line_quote_marks(const char *s, size_t len);

/*
 * Whether s (len bytes, its quote marks '>' aside) is a line of a mail's
 * header block, as a raw mail or a quoted reply shows it: a header
 * ("From: Ann <ann@example.org>", "Sent: Monday, ...", "Cc: a@b.org;",
 * "Subject: Re: ...", "X-Mailing-List: ...", "List-Id: ...", and what
 * Outlook writes in other languages: "Von:", "Gesendet:", "An:",
 * "Betreff:", "De :", "Envoyé :", "À :", "Objet :", "发件人:",
 * "收件人:", "抄送:", "主题:", "差出人:", "宛先:", "件名:", a
 * full-width colon too), "-----Original Message-----" (any words
 * between the dashes), or a line of e-mail addresses only
 * ("linux-kernel@vger.kernel.org", ""Bo" <bo@example.com>,"): it names
 * who wrote to whom, never a system, and is never a caption.
 */
int line_is_mail_header(const char *s, size_t len);

/*
 * Whether s (len bytes) is a line of a test's parameters, no name:
 * "**Test Parameters:** 1GB test file, direct I/O, libaio engine",
 * "Settings: bs=4k iodepth=32", "Configuration: 4k, QD32" (a key of one
 * or two words ending in parameters, settings, conditions, configuration,
 * config or options, then sizes, an engine, flags or key=value words), or
 * such a key alone ("**Test parameters**").  Its list mark, quote mark and
 * emphasis aside.
 */
int line_is_parameters(const char *s, size_t len);

/*
 * Whether s (len bytes) introduces an imagined output, not a run: "The
 * output might look something like this:", "it would look like:", "could
 * look similar to" (might, would, could or may, then "look"): what
 * follows is an example's figures.
 */
int line_is_example_intro(const char *s, size_t len);

/*
 * Whether heading s (len bytes) is only a date: a month's name (English,
 * French, German, Spanish, Italian, Portuguese) or a whole date
 * ("2019/05/03", "2021-03-04"), or a CJK date ("2021年3月", "3月4日",
 * "2021년 3월"), with only numbers beside it (a day, a year, a time):
 * "March 2020", "3 mars 2021", "Mar 3, 2021 22:10".  It says when the
 * runs under it were made, no system.
 */
int line_date_title(const char *s, size_t len);

/*
 * Whether s (len bytes) heads a forum post or a comment by its author
 * ("Post by Spanarn on 2008-01-06", "Posted by bob", "Reply by X", "Comment
 * by X", "#12 by X", "X wrote:", "X commented on 3 May 2021", "Reply #3
 * on: June 02, 2015", "Quote from: X on ...") or its byline, a name then
 * only a date and a post's words ("X · comment · 2018-09-27", "by X » Tue
 * Jun 09, 2015 8:12 am", "— X, 2019-01-02", "X @x · 2 years ago"): it names
 * who wrote, no system.
 */
int line_is_post_heading(const char *s, size_t len);

/*
 * Whether s (len bytes) marks where a page's comments begin or one ends:
 * a comment section's heading ("2 comments on "Title"", "12
 * Responses to ...", "One thought on ...", "3 Replies", "Leave a
 * Reply") or a comment's reply link ("Reply", "Reply" and an arrow,
 * "Log in to Reply"), any case, blanks around it aside.  What a comment
 * shows is its writer's, not the article's.
 */
int line_is_comment_break(const char *s, size_t len);

/*
 * Whether s (len bytes, a ':' ending it or not) leads in the runs of a
 * kernel or a release ("Under 2.4.21:", "With 2.6.0-test4", "On kernel
 * 6.1:", "Using Linux 5.15"): a preposition, maybe "kernel" or "Linux",
 * then a version (digits with a dot) ending it.  Such a line holds over
 * the outputs below it and their own captions ("With X shutdown:"), which
 * tell its runs apart.
 */
int line_version_lead_in(const char *s, size_t len);

/*
 * Whether s (len bytes) is a version alone, as a table's column names
 * one: "6.4.2", "2.6.0-test5", "6.5-rc4", "v2", "v1.3"; a figure ("1.74",
 * "2.5") is none.
 */
int line_version_token(const char *s, size_t len);

/*
 * The version that ends line s (len bytes), a ':' after it or not: "HD
 * test for Penguin 2.6.0-mm1-extents" (a script's echo of `uname -r`)
 * gives "2.6.0-mm1-extents".  Two to eight words, the last a version
 * alone (two dots, or a release candidate's "-rcN": "2.6.1-rc1"), no
 * sentence's sign before it.  Into out (n bytes); 1 when s is one.  The
 * caller knows the line stands over an output (a heading of its log).
 */
int line_release_tail(const char *s, size_t len, char *out, size_t n);

/*
 * Whether s (len bytes) introduces what follows rather than naming it
 * ("Results:", "Here is the output:", "Benchmark below", "成绩如下：",
 * "結果は以下：", "결과는 아래와 같습니다:", "Résultat :", "Ergebnis:",
 * "CrystalDiskMark 6:"): a word of introduction in it, in any case.  A
 * caption that does is no label.
 */
int line_is_intro(const char *s, size_t len);

/*
 * Whether heading, caption or bold line s (len bytes) is a section of a
 * bug report's form (GitHub's issue templates: "**Describe the issue**",
 * "### Steps to reproduce", "Expected behavior:", "Description of the
 * bug:", "**Environment**", "Logs:", "**Windows & WSL versions**"; the
 * kind of report: "## General Question", "### Bug Report", "Feature
 * Request"; GitLab's "### What is the current *bug* behavior?"): it
 * says what the text under it is, never whose figures.  Its words, case,
 * markup, digits and punctuation aside, are one of the forms' headings,
 * or end with "versions" (the software listed under it).  It is never a
 * label.
 */
int line_is_form_section(const char *s, size_t len);

/*
 * Whether s (len bytes) is a password prompt a paste kept between a
 * command and its output: sudo's in any language ("[sudo] password for
 * bob:", "[sudo] bob 的密码："), or a short line ending in ':' asking for
 * a password or passphrase ("Password:", "Passwort:", "Enter passphrase
 * for key '/root/.ssh/id_rsa':").  It is never a caption.
 */
int line_is_password_prompt(const char *s, size_t len);

/*
 * Whether s (len bytes) is a shell prompt alone on its line: the first
 * line of a prompt of two lines ("[root@hygon33 14:02 /nvme]" over
 * "#echo 3 > ... ; dd ..."), or a prompt with no command
 * ("[admin@db1 ~]$", "root@nas:~#").  A part of the command below it,
 * never a caption nor a label.
 */
int line_is_prompt_alone(const char *s, size_t len);

/*
 * Whether s (len bytes) is a shell prompt showing a file that holds the
 * output below it ("root@ib2:~# cat md_lat_run1.log", "$ sudo less
 * fio-out.txt"): cat, zcat, less or more with file names only (no
 * option, pipe nor redirection).  A step of the paste, never a caption:
 * the caption above it names the output.
 */
int line_is_prompt_cat(const char *s, size_t len);

/*
 * Whether s (len bytes, not blank) is a line of a shell session a caption
 * above reaches over: another command at a prompt ("box1:~# lsscsi", "$
 * uname -a", "nas:~ # mount": ingest_prompt_len()'s, or a host's own with
 * no "user@"; prompt 1), or a line a command printed under it (0: "[0:0:0:0]
 * disk ATA ...", "unused devices: <none>").  Not a person's words: a line
 * ending in ':' (the next caption), a sentence (a final '.', '!' or '?'
 * after three words or more), plain words with no figure or mark
 * (line_plain_words()), nor, after a blank line (after_blank), a short
 * name (line_name_caption(): the next session's caption).  1 when s is
 * one of those lines, 0 when not.
 */
int line_session_line(const char *s, size_t len, int prompt, int after_blank);

/*
 * How many bytes of s (len bytes) are a comment's marker a person put
 * before a caption: "// " or "//" before a word ("// HDD speed",
 * "//NVMe"), one to three '#' and a blank ("# NVMe"), blanks after it
 * included; 0 for none ("#1 disk", "#!/bin/sh", "///", "// " alone).
 */
size_t line_comment_marker(const char *s, size_t len);

/*
 * A shell comment a person put as the title of what follows, s (len
 * bytes): "# DIRECT IO", "# CH 4G 4vCPUs 1 virtqueue queue_size=1024",
 * "// QEMU": a comment's marker (line_comment_marker()), then one to eight
 * words, the first in capitals (two letters at least, no lowercase: an
 * acronym or a shout, "TODO", "NOTE", "FIXME" none), no sentence sign
 * ('.', ',', ';', ':', '?', '!' at its end) and nothing of a shell
 * ('$', '|', '`', '"', '<', '>', '#' after the marker).  A lowercase
 * comment ("# run the test", "# Clear the cache") is a step, no title.
 * Its words into out (n bytes); 1 when s is one, else 0.
 */
int line_comment_title(const char *s, size_t len, char *out, size_t n);

/*
 * Whether line t (len bytes) is a caption closed by ';' as by ':' ("On the
 * host;", "In a container (read-only);"): a capital first, two words at
 * least, letters, digits, blanks and "-(),'" only before the ';'.  A
 * shell line ("sync;", "cd /tmp;") is none: lowercase, or '/', '=', '$'.
 */
int line_semicolon_caption(const char *t, size_t len);

/*
 * The working directory a shell prompt at the start of s (len bytes)
 * shows, when absolute: "/nvme" of "[root@h 14:02 /nvme]" or "[root@h
 * /nvme]# ...", "/mnt/ssd" of "bob@nas:/mnt/ssd$ ...".  Into out (n
 * bytes); 1 when found.
 */
int line_prompt_dir(const char *s, size_t len, char *out, size_t n);

/*
 * Whether s (len bytes) is a person's clause ("I get:", "and I get:",
 * "Here is what we see:"): at most six words, "I" or "we" one of them.  It
 * names nothing (1), unless a kernel's version ("in 2.2.18 I get:" gives
 * "2.2.18") or a drive's model (line_drive_model(): "This is what i get with a
 * Maxtor 6Y120L0:") in it does: that into out (n bytes), 2.  0 when no clause.
 */
int line_person_clause(const char *s, size_t len, char *out, size_t n);

/*
 * A caption in square brackets alone on line s (len bytes) above an output
 * ("[Mirror]", "[One plex]", "[RAID10 far2]"): one to six words with a
 * letter, no '=', '/', ':' or quote; not a forum's tag ("[IMG]",
 * "[code]", "[quote]"), a boot log's status ("[ OK ]"), a cut mark
 * ("[snip]") nor "[global]"; and next (next_len bytes, the next line with
 * text, NULL: none) neither a key=value line (then s heads a section of
 * a job or INI file, "[randread]" over "rw=randread") nor another
 * bracketed line.  Its text into out (n bytes); 1 when it is one.
 */
int line_bracket_caption(const char *s, size_t len, const char *next,
			 size_t next_len, char *out, size_t n);

/*
 * A caption a person wrote above an output, s (len bytes): a short line
 * (at most six words) ending in ':' or U+FF1A ("// Ubuntu 16.04 / Linux
 * 4.4.0:", "BEFORE:", "Samsung 970 EVO:"), or a version alone ("2.4.17",
 * "2.4.18-pre3-ac2": the kernel of the output below).  A comment's "//",
 * "#", "--" or a quote's ">" before it and the colon go; no '=' or '|'
 * (a tool's own line), no second ':', no sentence (". ", '?', '!', three
 * lowercase words without a digit: "And the speed looks right:"), no
 * introduction
 * (line_is_intro()), no mail attribution.  Its text into out (n bytes);
 * 1 when s is one, else 0.
 */
int line_caption(const char *s, size_t len, char *out, size_t n);

/*
 * Whether caption s (len bytes, its ':' gone) only names the benchmark
 * tool that made the output below: a lead-in ("With", "Using", "Via",
 * "Running", "Here is", "Results of", "Output of", "Mit", "Avec", "Con",
 * "Com", 使用, 用; "the" or "a" after it maybe; none needed when lead is
 * 0), then the tool's name ("iozone", "fio-3.25", "HD Tune",
 * "CrystalDiskMark", "bonnie++", "bench.sh") and nothing else but its
 * version ("3.489", "v8.0.4") or options ("-a").  "With iozone:" names
 * no system; "With iozone on the NAS:" does ("NAS" is no tool's word).
 * 1 when so.
 */
int line_tool_only_caption(const char *s, size_t len, int lead);

/*
 * A caption whose ':' the test's conditions follow on its line, s (len
 * bytes): "Without this patch: libaio engine, direct io, randwrite, io
 * size 128k".  The words before the first ':' are a caption
 * (line_caption() of them and the ':'), into out (n bytes); after it, one
 * to six items apart by ',' or ';', each only a test's words: a
 * direction or pattern ("randwrite", "random read"), a block size ("io
 * size 128k", "4k"), a queue depth ("QD32", "iodepth 16"), a job count
 * ("4 jobs"), direct or buffered I/O, or an engine ("libaio engine",
 * "io_uring"); one item at least names a condition and no two disagree.
 * Those conditions into *c (direct 1 only from "direct"/"O_DIRECT"); 1
 * when s is one, else 0 (*c untouched).
 */
int line_caption_conditions(const char *s, size_t len, char *out, size_t n,
			    struct iodb_cond *c);

/*
 * Whether text v (n bytes) names a storage benchmark as a word ("fio 4k
 * randread", "Sysbench fileio", "dd write", "hdparm"): 1 when it does.
 */
int line_names_storage_tool(const char *v, size_t n);

/*
 * The length of the benchmark script's name text s (n bytes) starts with,
 * a script that runs fio, dd or ioping for its disk part ("yabs.sh",
 * "YABS", "bench.sh", "Bench", "nench", "LemonBench", "融合怪"), the name
 * ending there (no letter or digit after it); 0 when none.
 */
size_t line_bench_script(const char *s, size_t n);

/*
 * A run's caption that names a version, then the setup after its own ':'
 * (s, len bytes, a final ':' or none: "6.8-rc7: 2 block devices with
 * multi-path:", "6.8-rc7+ Revert : 2 disks" over a rule of dashes): one
 * to three words before the ':', one a version ("6.8-rc7", "v6.9",
 * "5.15.0"), up to eight words after it, no sentence.  line_caption()
 * takes it when a ':' ends it; a plain text's heading underlined leaves
 * that ':' out.  Its text into out (n bytes); 1 when s is one.
 */
int line_version_caption(const char *s, size_t len, char *out, size_t n);

/*
 * A sentence telling a system's score (s, len bytes): "Acme Evo Plus 64
 * GB scored **1430**.", "Acme X1 got 1,202 points.", "Acme X1 результат
 * 1430", "Acme X1 得分 1430。": a verb of a result (scored, got,
 * achieved, reached, hit) right before a whole number and the sentence's
 * end, its subject reading as a caption of its own as a result verb's
 * caption does ("the unmodified 6.6.47 kernel scored:"): one to five
 * words (a capacity's unit after its number, "64 GB", counted with it),
 * a digit or a capital past its first letter, no pronoun or sentence's
 * word ("It scored 1430." names nothing), no tool.  The subject into
 * out (n bytes); 1 when s is one.
 */
int line_score_subject(const char *s, size_t len, char *out, size_t n);

/*
 * The words of s (len bytes), split at blanks and tabs: where each starts
 * into at, its length into wl, at most max; their count.
 */
size_t line_words(const char *s, size_t len, size_t *at, size_t *wl,
		  size_t max);

/*
 * Whether s (len bytes) is a script's header line "key : value" ("fio
 * start   : Mon Jun 11 04:30:01 CEST 2018", "kernel info : Linux ..."):
 * one to three words of letters ('-', '_'), ':', a blank and a value.
 */
int line_header_pair(const char *s, size_t len);

/*
 * The kernel a line of `uname -a` names, s (len bytes), a header's key
 * before it or not ("Linux abhishek-west4a-2504 6.14.0-1019-gcp #20-Ubuntu
 * SMP ...", "kernel info : Linux ib1 4.14.48-1-pserver"): "Linux", the
 * host, the release (a digit, '.', a digit), then the build ('#') or
 * "SMP" or the line's end (a mail wrapped it).  "Linux RELEASE" into out
 * (n bytes); 1 when s is one.
 */
int line_uname_release(const char *s, size_t len, char *out, size_t n);

/*
 * The host a line of `uname -a` names, s (len bytes; the same lines as
 * line_uname_release()): its second field, the nodename ("Linux
 * abhishek-c4-192-west4a 6.11.0-1016-gcp #16~24.04.1-Ubuntu SMP ..." ->
 * "abhishek-c4-192-west4a"), as the machine's prompt would name it.  Into
 * out (n bytes); 1 when s is one with the build after the release ('#'
 * or "SMP") or a release of three numbers ("6.1.80-1-lab": "Linux Mint
 * 21.3" is a distribution's name) and its nodename names a machine (not
 * "localhost", "localhost.localdomain").
 */
int line_uname_host(const char *s, size_t len, char *out, size_t n);

/* Whether host name h (n bytes) is the loopback's: "localhost",
 * "localhost.localdomain" (a fresh CentOS's "[root@localhost ~]# "), any
 * case; no machine's. */
int line_loopback_name(const char *h, size_t n);

/*
 * Whether s (len bytes) is a kernel release as `uname -r` prints it, alone
 * on its line: "2.4.18", "6.1.0-13-amd64", "6.14.5-300.fc42.x86_64" (a
 * digit first, a '.', only letters, digits and "-_+~" besides).
 */
int line_kernel_release(const char *s, size_t len);

/*
 * Whether line s (len bytes) is a caption naming the kernel the outputs
 * below it ran on: the word "kernel" and a version (a digit, '.', a
 * digit: "9.5", "v6.9-rc5"), at most eight words outside brackets, no
 * sentence (a final '.', '!', '?', ',', ';', a verb or a comparison's
 * word: "is", "was", "than", "vs", "faster"; a person: "I", "we").
 * "Back to latest 9.5 kernel (5.14.0-503.40.1.el9_5.x86_64)", "Stock
 * 6.8 kernel:", "Kernel 6.1 with the fix".  Its text without a final ':'
 * into out (n bytes); 1 when it is one.
 */
int line_kernel_caption(const char *s, size_t len, char *out, size_t n);

/*
 * Whether s (len bytes) is the rest of a `uname -a` line a mail wrapped:
 * it ends in "GNU/Linux" ("00:41:12 UTC 2025 x86_64 x86_64 x86_64
 * GNU/Linux"), or starts with the build ("#4.14.48-1.1+feature ... SMP").
 */
int line_uname_piece(const char *s, size_t len);

/*
 * The condition a sentence introducing an output names, s (len bytes), on
 * a line of its own over it: an optional section number ("1.2"), a lead-in
 * ("Following is", "The following is", "Here are", "Below is"), "the", "my"
 * or "our", then "result(s)" or "output(s)" and one to eight words starting
 * with "before", "after", "with", "without", "on", "under" or "using" -
 * "1.2 Following is the result before porting." gives "before porting",
 * "Results with the patch" "with the patch"; how many runs may come between
 * ("The results for 3 consecutive runs on stock 6.1" gives "on stock 6.1"),
 * or the tool that printed it ("the output of the fio command after
 * setting the write cache to Enabled").  No person,
 * pointer or second clause after the condition's word ("after I rebooted",
 * "with this"), no '=', ',',
 * ':' inside, no second sentence.  Into out (n bytes); 1 when s is one.
 */
int line_result_caption(const char *s, size_t len, char *out, size_t n);

/*
 * A condition a person wrote on a line of its own above an output, s (len
 * bytes), that line_caption() takes for prose: "when disable MSI-X
 * remapping:", "With O_DIRECT on ext4:", "Without the v2 patch:" - a
 * line starting with "when", "with" or "without" ("Now" before it
 * dropped: "Now with the v2 patch:"), ending in ':' (or
 * U+FF1A), two to six words, one of them past the first a name's
 * (a capital, a digit, or a '-', '_', '/', '.' or '+' inside it).  No
 * second ':', '=', ',', ';', '?', '!', quote or sentence's end; no
 * person or pointer ("When I ran it:", "With it:", "With these
 * settings:"); no word about the text or the run's course ("results",
 * "following", "finished", "is", "got"); no mail attribution.  The
 * line, a quote's '>' and the colon gone, into out (n bytes); 1 when s
 * is one.
 */
int line_when_caption(const char *s, size_t len, char *out, size_t n);

/*
 * line_when_caption() without its ':' ("Now with a1b2c3d4 applied"), for
 * a caller that knows the line stands as a caption (its own paragraph's
 * first line, right over the block it names); "Now" before the condition
 * goes in both ("with a1b2c3d4 applied").
 */
int line_bare_when_caption(const char *s, size_t len, char *out, size_t n);

/*
 * A tuning step a person wrote between two outputs, on a line of its
 * own, s (len bytes): "and after hdparm -m 16 /dev/hda (recall this is
 * the default)", "After blockdev --setra 4096 /dev/sdb:" - "and", "then"
 * or "now" maybe, "after", a lowercase command word, then only its
 * option flags (one at least), their values (with a digit) and devices;
 * a ':' and a remark in brackets at the end go.  The output below ran
 * after that change: "after hdparm -m 16 /dev/hda" into out (n bytes);
 * 1 when s is one.  A sentence ("after I rebooted it") is none.
 */
int line_after_step_caption(const char *s, size_t len, char *out, size_t n);

/*
 * The system a caption of the figures names before its word for them, s
 * (len bytes): "Raw backing device performance mounted in /mnt:",
 * "Cached volume results:" - a line ending in ':' from a capital, ten
 * words at most, no inline code or link, whose one to five words before
 * "performance", "results", "numbers" or "output" name no test, tool or
 * metric and are no lead-in ("Here are the results:", "My results:",
 * "Benchmark results:").  Also, from any case, a lead-in naming the run
 * after that word and a preposition: "The test result using libaio is
 * as follows:" gives "libaio", "Results for spdk:" "spdk" (no generic
 * words, tool, test, size or count).  Those words into out (n bytes); 1
 * when found.  2 for a pointing sentence's name (pointer_lead_in(): "This
 * is how it looks on SSDNodes:" gives "SSDNodes"), a line's last sentence.
 */
int line_figures_caption(const char *s, size_t len, char *out, size_t n);

/*
 * What a sentence says its author tried out, s (len bytes), a line of its
 * own right over the output: "give", "gave", "giving" or "given", one to
 * five words (leading articles left out), then "a spin", "a try", "a go",
 * "a shot", "a whirl", "a test" or "a test drive": "I finally gave the
 * Foo-gen2 class of disk a spin on c3-8 and I see ..." gives "Foo-gen2
 * class of disk".  The words name a run's system as lead_in_name() reads
 * them ("gave it a try", "give fio a go", "gave the new build a spin",
 * "give 4 jobs a try" name nothing); one such phrase in the line.  Into
 * out (n bytes); 1 when found.
 */
int line_tried_caption(const char *s, size_t len, char *out, size_t n);

/*
 * What a caption ending in ':' names after a lead of its own, s (len
 * bytes), its words in small letters or not: "For encrypted data:" gives
 * "encrypted data", "Compared with the direct disk:" "direct disk",
 * "Benchmark with `standard` :" (a list's marker, a word in code and a
 * blank before the ':' allowed) "standard".  The lead is "For" (then two
 * words or more: "For completeness:" names nothing), "Compared
 * with/to", "versus", "vs", or a test's word and a preposition
 * ("Benchmark with", "Tested on", "Running under"), an "And" before it
 * allowed; then one to four words, articles left out, naming no generic
 * thing, tool, test, size or count (as line_figures_caption()'s lead-ins),
 * no sentence's word ("it", "here"), no ',' or '.'.  Into out (n
 * bytes); 1 when found, else 0.
 */
int line_lead_caption(const char *s, size_t len, char *out, size_t n);

/*
 * What a caption sentence ending in ':' that opens with the test under way
 * names, s (len bytes): "Testing", "Tested" or "Benchmarking" first, then
 * one to four words naming a system as lead_in_name() reads them, up to
 * "with", "on", "using" or "under" or the ':' ("Testing the SD card (16GB)
 * with `ondemand` governor pinned at 1GHz:").  The words after the lead,
 * backquotes and the ':' left out, are the caption: "SD card (16GB) with
 * ondemand governor pinned at 1GHz" (the article after the lead dropped);
 * at most twelve, no ',' nor a sentence's '.', no command in code.  Into
 * out (n bytes); 1 when found, else 0.
 */
int line_testing_caption(const char *s, size_t len, char *out, size_t n);

/*
 * The place a caption of a measure names, s (len bytes) ending in ':':
 * "Disk speed from host root ~6x what it is inside container:" gives
 * "from host root", "Write throughput inside the guest, about half:"
 * "inside the guest".  One or two words of what was measured ("disk",
 * "write", ...) may open it, then a measure ("speed", "performance",
 * "throughput", "bandwidth"), a place's word ("from", "inside",
 * "within", "outside"; "from inside"), articles, one to three
 * words naming a system (no generic thing, tool or test: as
 * line_lead_caption()'s), ended by the ':', a ',' or a comparison (a
 * figure, "~6x", "about").  Into out (n bytes) from the place's word;
 * 1 when found, else 0.
 */
int line_measure_place_caption(const char *s, size_t len, char *out, size_t n);

/*
 * The system a caption of where the runs ran names when it goes on to that
 * system's spec figures, s (len bytes) ending in ':': "On my Hetzner CX22
 * with 80 GB disk:" gives "Hetzner CX22", "En un disco de Azure Premium
 * SSD v2 LRS con 80k IOPS y 1200MiB/s:" "Azure Premium SSD v2 LRS".  A
 * place's word ("On", "En", "Em", "Sur", "Auf", "Su"), determiners
 * ("my", "un", "uma", "einem"), up to two words of what kind in small
 * letters and their "de" ("disco de"), then one to six words each with a
 * capital or a digit, then "with" ("con", "com", "avec", "mit"; an
 * article maybe) or "de" and a figure ("80k", "80 GB", "4 OCPU"): the
 * figures and what follows are left out.  Into out (n bytes); 1 when
 * found; 2 when the caption names nothing or holds spec figures in a
 * shape this does not read ("On my machine with 16 GB RAM:", "Su un
 * Raspberry Pi 5 con NVMe da 256 GB:", a non-English place caption with
 * a figure), no label to take from it; 0 when it is no such caption.
 */
int line_place_spec_caption(const char *s, size_t len, char *out, size_t n);

/*
 * What a caption numbering its run names after the number, s (len bytes)
 * ending in ':': "First run on the old disk:" gives "old disk", "Second
 * run, after the firmware update:" "after the firmware update".  An
 * ordinal and a word of running ("First run", "2nd pass", "Last test") or
 * a run's number ("Run 2", "Test #3"), then the rest, a place's word and
 * articles left out ("on the").  Into out (n bytes); 1 when found; 0
 * when s is no such caption, the ordinal alone ("First run:", "Run 2:")
 * or a rest naming nothing (a test, a tool, a sentence's or pointing
 * word: "First run, random read:", "First run was with X:"), which the
 * other caption rules read as before.
 */
int line_ordinal_run_caption(const char *s, size_t len, char *out, size_t n);

/*
 * The system a sentence pointing at a run names, s (len bytes: a line
 * ending in ':', "For indication, here is a bonnie++ run on the Orb5:"
 * gives "Orb5", a sibling's "and the X200 Orb5L version:" "X200
 * Orb5L"), for an output that names none itself.  Into out (n bytes); 1
 * when found, else 0.
 */
int line_run_caption_name(const char *s, size_t len, char *out, size_t n);

/*
 * A name and its figure on a line of their own right above an output or
 * its fence, "nfs-nocache: 41K IOPs", "Patched kernel: 1.2 GB/s": the
 * output below is that system's run, its headline figure said first.  The
 * name, before the first ':', one to three words from a letter or digit,
 * no '=', '|', '`' nor a test, tool or metric word ("read: 41K IOPS" is
 * a result line); after it one figure alone, a rate or a count of IOPS,
 * at most a '.' after it.  The name into out (n bytes); 1 when found.
 */
int line_name_figure_caption(const char *s, size_t len, char *out, size_t n);

/*
 * Whether s (len bytes, a name's ':' already cut) reads as a short name a
 * person gave a result: one to three words from a letter or digit, no
 * '=', '|', '`', '<', '>' or brackets, nor a direction, tool, test or
 * metric word ("read", "dd", "4k randread", "bandwidth").  1 when it
 * does, else 0.
 */
int line_short_name(const char *s, size_t len);

/*
 * Whether s (len bytes) is a disk's name alone as a kernel calls it: a
 * Linux one's (sda, vdb, nvme0n1, mmcblk0p1, md127, dm-0) or a BSD's
 * (ad0, ada1, da2, nvd0, vtbd0, sd0, wd0, with a slice or partition:
 * "ad0s1a", "da0p2").  1 when it is, else 0.
 */
int line_disk_name(const char *s, size_t len);

/*
 * Whether s (len bytes) is a line of a poster's legend naming what a
 * device is: one or more devices, each a disk's kernel name or its path
 * ("md2", "/dev/hda"), joined by " = ", then " = " or " - " and the
 * description ("md2 = RAID0 ext2", "hda = hdb = IBM DTTA-351010 (10GB,
 * 5400RPM, UDMA33)", "/dev/hda -    IBM DLTA 20GB (ext2)").  The
 * description has a letter, twelve words at most and no ':', '=' or rate
 * ("/sec"): no setting nor result.  The devices' kernel names go into
 * devs (up to max, 32 bytes each), the description into desc (n bytes).
 * Returns how many devices, else 0.
 */
int line_device_legend(const char *s, size_t len, char devs[][32], int max,
		       char *desc, size_t n);

/*
 * Whether line s (len bytes) is an author's summary of figures, no
 * caption: two figures or more, each a rate ("377MB/s"), a duration
 * ("2848ms"), a count of IOPS ("89 IOPS") or a number right after a
 * "key:" ("平均IOPS： 89"), with fewer other words than figures ("Result:
 * bandwidth: 377MB/s  avg IOPS: 89  runtime: 2848ms", "测试结果：带宽：
 * 377MB/s  平均IOPS： 89").  Keys before ':' or '：' are not counted;
 * sizes ("4TB", "128k") are no figures, so "ZFS mirror, 2x 4TB" is none.
 * Or one figure beside a direction and no word but what it is ("**write
 * 1688 MB/s**:", "read 3430 MB/s and": a prose mean in bold); emphasis
 * marks are no word.
 */
int line_figures_summary(const char *s, size_t len);

/*
 * The caption ending a sentence, s (len bytes), after its last ", " and
 * an "e.g." ("This gives up to 10% more in sequential tests, e.g.
 * before:" gives "before"): one to three words that are a caption
 * (line_caption()), the line ending in ':'.  Into out (n bytes); 1 when
 * found.
 */
int line_tail_caption(const char *s, size_t len, char *out, size_t n);

/*
 * The setting a caption over an output names, s (len bytes): a line
 * ending in ':' (or ':-'), twelve words at most, one '=' just before its
 * end, "1. With this patch where use_vfs=0:-" giving "use_vfs=0" and
 * "With this patch and buffered I/O = 1:" "buffered I/O = 1": the value
 * one word, the name before '=' one word, or up to three after a word of
 * condition ("and", "where", "with", ...).  Into out (n bytes); 1 when
 * found.
 */
int line_setting_caption(const char *s, size_t len, char *out, size_t n);

/*
 * Whether s (len bytes) is one figure and its unit alone, a duration
 * ("7 s", "4.5秒", "120 ms"), a rate ("149 MB/s", "232MB/秒"), IOPS ("41K
 * IOPS") or a share ("84%"), emphasis and a '~' around it aside: what a
 * run measured, never what it ran on.  A size ("512GB") is none here: a
 * drive's capacity may tell two drives apart.  1 when it is, else 0.
 */
int line_figure_alone(const char *s, size_t len);

/*
 * Whether s (len bytes) reads as a line that names nothing, whatever stands
 * where a label would: a shell command ("# hdprm -tT /dev/sdb",
 * "bob@nas:~$ smartctl -a /dev/sdc": a prompt, then a word and option
 * flags or a device path, known tool or not; without a prompt, a
 * lowercase word, a flag and a device path; "sudo" then a word; a command
 * piped into a text filter: "nvme list | grep Instance | cut -f1"), a
 * device path alone
 * ("/dev/sda", "/dev/sda:": the run's device, no name), or a remark of a
 * discussion ("I would keep it at UDMA(66)... :-)", "Why so slow?": a
 * smiley or a question at its end), or a mail's greeting (line_is_greeting()).
 * 1 when it is, else 0.
 */
int line_names_nothing(const char *s, size_t len);

/*
 * Whether s (len bytes) is a person's verdict on figures against others,
 * a short remark of no digit and at most eight words ("Within the margin
 * of error", "Pretty much the same.", "No real difference"): it compares,
 * it names no system, so it is never a caption nor a label.  1 when it is.
 */
int line_verdict_remark(const char *s, size_t len);

/*
 * Whether s (len bytes) is a person's remark on a figure that is not the
 * storage's, a sentence of three to fifteen words ending in '.' or '!' or
 * holding a verb ("is", "was", "draws"), with a number and a unit of power,
 * heat or voltage ("Write load is 0.5 watts. Wow.", "The idle draw was
 * 3.1 W", "Die temperature peaked at 61 °C."), and no unit of storage
 * (B, B/s, IOPS): it talks about the run above it, it names no system, so it
 * is never a caption nor a label.  1 when it is.
 */
int line_side_figure_remark(const char *s, size_t len);

/*
 * Whether s (len bytes) is a link alone: a scheme of letters, "://", then
 * no blank ("http://www.example.org/wipe-a-card.html", "<https://...>"):
 * where a page is, no name of what was measured.
 */
int line_link_alone(const char *s, size_t len);

/*
 * Whether machine name s (len bytes) is a distribution's default hostname,
 * the same on every such machine ("raspberrypi" of Raspberry Pi OS,
 * "localhost", "ubuntu", "debian", "dietpi", "orangepi", "armbian",
 * "alarm" of Arch Linux ARM, "archiso", "fedora", "centos", "kali"; any
 * case): it names no system, only the host as it was left.
 */
int line_default_hostname(const char *s, size_t len);

/*
 * Whether s (len bytes) holds a word: a letter or a digit (any byte past
 * ASCII counts, CJK has no case).  A line of marks alone, a quote's
 * marker and a fence ("> ```"), a rule ("---"), names nothing and is no
 * label: a label of no word is none.
 */
int line_has_word(const char *s, size_t len);

/*
 * Whether s (len bytes: a caption, a heading, a shell comment's text)
 * tells what is done or what to do, a sentence, no name: a fragment led
 * by a conjunction, in lowercase words but its first letter ("And then
 * checked", "or the other way round"); a Japanese or Korean sentence,
 * ended by its verb's polite form ("しばらく待つと次のように表示されます",
 * "...확인합니다", "...してください"); or two clauses of a sentence, a
 * ',' or ';' then a word joining them ("and", "when", "и", "e", "und"...)
 * and a lowercase word, five words or more ("Pick a disk, say /dev/sdc1,
 * and time its reads", "wait a bit; when this prints, it worked"); a
 * CJK sentence, a full-width stop last or clauses, no model's word in it
 * ("这次只是随手一试，选了 4GiB ，其实完全够用了。").  A
 * system's name has none of them ("Samsung 870 EVO, ext4", "sdb
 * (Samsung 870 EVO)", "on the NAS:").  1 when it does, else 0.
 */
int line_narration(const char *s, size_t len);

/*
 * Whether s (len bytes, a quote's '>' before it or not) is a mail's
 * greeting or thanks to people: a salutation ("Hi", "Hello", "Dear",
 * "Hey", "Thanks", "Hallo", "Bonjour", "Hola", "Привет", ...) alone or
 * before a few names or words for people ("Hi Harshit Mogalapalli",
 * "Hello all,", "Thanks Bob!"), no figure.  It names no system: never a
 * caption, heading or label.  1 when it is, else 0.
 */
int line_is_greeting(const char *s, size_t len);

/*
 * Whether s (len bytes, a quote's '>' before it or not) is a mail's or
 * post's closing before the writer's name: "Regards,", "Best regards",
 * "Kind regards,", "Cheers,", "Thanks,", "Thank you,", "Sincerely,",
 * "Best,", "Mit freundlichen Grüßen", "Viele Grüße", "Gruß,",
 * "Cordialement,", "Saludos,", "Atenciosamente,", "Pozdrawiam", "С
 * уважением,": the line under it signs, it names no system.  1 when it
 * is, else 0.
 */
int line_is_valediction(const char *s, size_t len);

/*
 * Whether s (len bytes) only names the revision of the software a report
 * is about: a word for it ("version", "ver", "commit", "revision", "rev",
 * "build", "git", "sha", "hash"), maybe ':', '=' or '#' after it, then a
 * commit's hash (7 to 64 hex digits, a digit and a letter among them:
 * "version 3e1f09ab52c4", "commit: 9c0d4e2f1a") or git describe's name
 * ending in one ("v6.7-rc2-140-g5b2e0c7a9d1f"), nothing else.  An issue
 * form's first line, it names no system: never a caption nor a label.
 * (A kernel's release, "kernel 6.1", is no hash: captions of runs that
 * differ by it stay labels.)  1 when it is, else 0.
 */
int line_names_revision(const char *s, size_t len);

/*
 * Whether s (len bytes) opens a caption naming a kernel (git) commit a run
 * was made on: "Here's 65f7e1a2b3c4 ("subject ...")", "And here is
 * c0ffee123abc:", "This is commit 1a2b3c4d", or a hash with its quoted
 * subject alone ("1a2b3c4d5e6f ("mm: fix ...")"); the hash 7 to 40 hex
 * digits, a digit and a letter among them.  The hash into out (n bytes),
 * with the subject in brackets when it closes on the line and is short.
 * 1 when it is, else 0.
 */
int line_commit_caption(const char *s, size_t len, char *out, size_t n);

/*
 * Whether heading s (len bytes) is only words that head results without
 * saying whose they are ("Results", "Benchmark results", "결과", "テスト"),
 * or a chat transcript's role ("#### User", "**Assistant:**", "用户"):
 * whose turn follows.  1 when it is, else 0.
 */
int line_generic_heading(const char *s, size_t len);

/*
 * Whether s (len bytes, a caption's ':' and emphasis aside) is a sentence
 * leading in to what follows, no name: its first word an article or
 * determiner ("A", "The", "My", "Ein", "Der", "Un", "Le", "El", "Il",
 * "Um", "Een" ...) and, after a capitalized word (its subject; German
 * capitalizes every noun), a lowercase word of letters that is none of
 * the small words a name holds ("on", "mit", "avec", "old", "drive"...):
 * its verb.  "Ein Test bringt Klarheit:" ("a test brings clarity"), "The
 * Samsung gives:" are sentences; "Der Stick mit FAT32:", "The Samsung
 * drive:", "Ein USB-Stick:" are names.
 */
int line_article_sentence(const char *s, size_t len);

/*
 * Whether title s (len bytes: a heading, a caption) names only the doing
 * of a test: action words ("test", "measure", "update", "测试", "測定",
 * "측정", "Teste de", "Messen") with words any disk has ("disk",
 * "performance", "access speed", "硬盘", "性能", "ディスク") and small words,
 * a bracket of its purpose after ("(to increase ...)"), or a tool and its
 * command's word alone ("dd 命令", "the dd command").  "测试硬盘性能",
 * "ディスクのアクセス速度を測定する": no system, no label.  A word of a
 * model or system ("测试三星 980", "Test the Samsung 980") makes it none.
 * Checking and creating count as doing ("시스템 통계 정보 확인", "File
 * creation", a section's number "2 " before it), a file, the system's
 * statistics and the page cache as what any disk has ("페이지 캐시 사용 O":
 * page cache used, yes).
 */
int line_action_title(const char *s, size_t len);
int line_step_noun_title(const char *s, size_t len);

/*
 * Whether w (n bytes) is a figure with a size's unit ("1GB", "4k",
 * "128KiB", "10G", "5Mb"), ending there or at ',' or ')': a test's
 * parameter, no model's name.
 */
int line_size_word(const char *w, size_t n);

/*
 * Whether heading s (len bytes) names a how-to section's topic by its
 * noun ("文件目录", "NFS 共享", "Samba sharing") or two modes of a tool
 * ("Rsync本地模式和远程模式"), no system; the caller keeps one with a
 * model's word and reads it over all of a document's outputs alone.
 */
int line_topic_noun_title(const char *s, size_t len);

/*
 * Whether title s (len bytes) is a step's number ("2.", "3)", "4:",
 * "Step 5:"; glued as in "2.DTS:") and then only the words of a part of
 * a system a guide sets up ("DTS", "Kernel", "Bootloader", "Device
 * tree", "Build", "Flash", "Setup"): a step of the guide, no system's
 * name; the outputs under it are the machine's the text is about.  "2.
 * Kernel 6.1" (a version) and "2. Samsung 980 Pro" are not.
 */
int line_setup_step_title(const char *s, size_t len);

/*
 * Whether a document's title s (len bytes) names only the doing of a test
 * (line_action_title()) with the topic's setting: an operating system
 * ("在 Linux 上检测 IDE/SATA SSD 硬盘的传输速度", "How to check disk speed
 * on Linux"), a kind of disk ("SSD") or interfaces joined by '/' as
 * alternatives ("IDE/SATA").  For the title only: "## Speed test on
 * Linux" beside "## Speed test on Windows" tells two runs apart.
 */
int line_topic_title(const char *s, size_t len);

/*
 * Whether heading s (len bytes) is a numbered step of a guide checking a
 * kind of storage: a section's number ("3. ", "2.1 "), then words doing a
 * check or a test (line_action_title(): "Checking", "Vérification",
 * "Überprüfung", "Test", "确认", "確認"), small words ("the", "de l'",
 * "の") and at least one generic kind of storage ("SSD", "eMMC", "NVMe",
 * "SD card", "固态硬盘"): "3. Checking the SSD", "4. Vérification de
 * l'eMMC", "2. SSD の確認".  A model's or system's word makes it none
 * ("2. Samsung 980 Pro", "3. Checking the WD Red").
 */
int line_storage_step_title(const char *s, size_t len);

/*
 * Whether s (len bytes), a heading or a title, asks a question and names
 * nothing: it ends in '?' or starts with a word asking ("how", "why",
 * "should", "comment", "wie", "cómo", "как", "如何", ...; "How should I
 * read the minimal output"), three words or more, none of a name (a
 * digit, "XFS", "NVMe": "Does btrfs raid1 work with mergerfs?" names its
 * setup).  A question is the topic of what follows, no system.
 */
int line_question_title(const char *s, size_t len);

/*
 * Whether s (len bytes) is a numbered step written as a sentence: a
 * list's number ("2. ", "3) "), then ten words or more, three in four
 * after the first starting small ("2. Then we write a file of 200 mb into
 * the new folder and check it with sha1sum"): an instruction, no name.
 */
int line_step_sentence(const char *s, size_t len);

/*
 * Whether s (len bytes) is prose: ten words or more, three in four after
 * the first starting small, and a sentence's end last ('.', '!', '?',
 * "。"): "Ce banc mesure les débits de lecture et d'écriture de chaque
 * clé en cinq passes."  No tool prints such a line in its output.
 */
int line_prose_sentence(const char *s, size_t len);

/*
 * Whether s (len bytes), a heading's text, is plain words: two words or
 * more, each of letters only (no digit, no capital past a word's first
 * letter: "SSD", "NVMe", "raid1" are names' words; no bracket, slash,
 * '=', '_' or code mark), every word after the first starting small
 * ("Deploy and use", "All clients average results", "Анализ проблем с
 * диском").  Such words may name a system ("Fast pool") or only the
 * topic of a section: the caller tells which (document.c,
 * topic_plain_heading()).  A word without case (CJK) is none of them.
 */
int line_plain_words(const char *s, size_t len);

/*
 * Whether s (len bytes), a title or a heading, is a how-to's: it starts
 * with "How to", "Howto", "How-to", "Guide to", "Tutorial" ("How To -
 * Commands To Check Disk Speed In Linux", "Howto: Measure SSD Throughput
 * On Ubuntu", "Tutorial: check your HDD") or ends with "Tutorial",
 * "Guide" ("Hdparm Tutorial"), two words or more besides.  It names the
 * task taught, no system; the caller keeps a title that names a model
 * ("How to benchmark the Samsung 980 PRO": document.c, howto_title()).
 */
int line_howto_title(const char *s, size_t len);

/*
 * Whether line s (len bytes) is a header over a tool's command: the tool's
 * name and a word for command, nothing else but emphasis and a ':' ("**fio
 * cmd**", "fio command:", "dd 命令").  It names the command below it, no
 * run: the caption above it still names the output under the command.
 */
int line_command_header(const char *s, size_t len);

/*
 * Whether title s (len bytes: a heading, a caption, a shell comment's
 * text) names only a test's direction or pattern and what is measured:
 * direction and pattern words in any language ("write", "read",
 * "sequential", "写", "读", "読み込み", "쓰기", "Lesen", "чтение",
 * "随机") with measure words ("performance", "speed", "throughput",
 * "性能", "速度", "带宽", "속도", "Leistung", "скорость"), words any disk
 * has and small words, one direction or pattern word at least: "写性能"
 * (write performance), "Seq read throughput", "読み込み速度".  No system:
 * no label (its direction may still be the run's).  So does a title of
 * metric words alone ("Throughput", "Latenz", "吞吐量", "レイテンシ"), of a
 * block size or a queue depth alone ("256 KiB", "4k QD1") or of both
 * ("4k QD1 latency"), a section's number before it ("1. Durchsatz").  A
 * word of a name ("Samsung写性能", "write on the NAS", "NVMe 4k QD1")
 * makes it none.  Returns 1 for a title with a direction word, 2 for one
 * without (metrics, sizes and depths alone), 0 for none.
 */
int line_test_title(const char *s, size_t len);

/*
 * Whether line s (len bytes) is a note set apart from the text ("**NOTE:
 * the page cache may inflate results**", "Update 2023-04-02: ...",
 * "Warning - ...", "> [!NOTE]"): a remark word first, past emphasis,
 * quote marks, a "[!" admonition and blanks, then ':' (after a date or a
 * number, if any), a dash or the admonition's ']'.  It says something of
 * the results, never what ran: no label.
 */
int line_is_remark(const char *s, size_t len);

/*
 * The length of the lead-in saying line s (len bytes) is appended, and of
 * the blanks after it, or 0: "附：", "附录:", "补充：", "追記：",
 * "Appendix:", "Addendum:", "P.S." ("附：Intel P4510 的测试结果",
 * "Addendum: WD Red results").  What follows is the caption; 0 when
 * nothing does.
 */
size_t line_appended_lead(const char *s, size_t len);

/*
 * Whether line s (len bytes) is a log's marker line ("#### OS COMP TEST
 * GROUP START iozone-musl ####", "====== cyclictest end: success
 * ======", "*** fio DONE ***"): decorated at both ends with '#', '=',
 * '-' or '*', holding a word of a run's steps (START, END, BEGIN,
 * FINISH(ED), DONE, GROUP, PASS(ED), FAIL(ED), any case).  It is no
 * heading and names no system.  A separator naming a device ("===
 * /dev/sdb ===") or a system ("==== Samsung 970 EVO ====") is none.
 */
int line_is_log_marker(const char *s, size_t len);

/*
 * A banner line a person typed between runs pasted in one block, naming
 * what the runs under it ran on: words between decorations at both ends
 * ("**** On the NAS ****", "=== Samsung 870 QVO ===", "--- USB stick
 * ---": the same character at each end, two '=' or more, or three or
 * more of '*', '-', '#', '~', '+'), or after three '#' or more ("#####
 * SATA SSD", a row of '#' after it or not).  The words must hold a
 * letter; a log's marker (line_is_log_marker()) and a device alone
 * (line_separator_device(): the run's device, no name) are none.  Its
 * words into out (n bytes); 1 when s is one, else 0.  Whether they name
 * a system (not a test, not conditions) is the caller's to say.
 */
int line_banner_caption(const char *s, size_t len, char *out, size_t n);

/*
 * Whether s (len bytes) only counts runs of the same test: a word of a
 * run ("run", "pass", "try", "trial", "round", "iteration", "attempt",
 * "test", "take", "sample") with a number or an ordinal ("Run 1", "Pass
 * #2", "test 3 of 5", "2nd run", "second try", "run again"), nothing
 * else.  It names no system: runs under it are the same one's.
 */
int line_run_counter(const char *s, size_t len);

/*
 * Whether s (len bytes) is a line of a shell script or of its `set -x`
 * trace: "+ echo 1", "++ date +%s", "+ TS=1569905284", or a command a
 * script runs that names nothing, with or without the trace's '+'s
 * ("echo 3 > /proc/sys/vm/drop_caches", "sync", "dd if=... of=...").
 * Never a label nor a title.  1 when it is.
 */
int line_is_shell_trace(const char *s, size_t len);

/*
 * Whether s (len bytes) is a script's progress line inside its output:
 * a step it announces, "Testing Read IOPS...", "Running seq write ...",
 * "Benchmarking /data ..." (a first word in -ing, the line ending in
 * "..." or an ellipsis, 80 bytes at most), or the directory it runs in,
 * "Working dir: /data".  What ran, never a label.  1 when it is.
 */
int line_is_progress(const char *s, size_t len);

/*
 * Whether line s (len bytes) breaks off inside a sentence: its last word
 * one a sentence goes on after, a preposition or a conjunction ("fio
 * went from", "without CQE to", "stock kernel vs", a ':' after it or
 * not).  The block below such a line is the sentence's object, the line
 * the caption of the block above it ("from <A> without CQE to <B> with
 * CQE"): never a caption of the block below.  1 when it does.
 */
int line_breaks_off(const char *s, size_t len);

/*
 * Where the words before line s's (len bytes) last word end, when that
 * word joins two things compared ("without CQE to", "on the stock
 * kernel vs", German "ohne X auf"; each a word line_breaks_off()
 * knows): the length of the line without it
 * (trailing blanks dropped); 0 when the last word is no such joiner or
 * nothing stands before it.
 */
size_t line_connector_end(const char *s, size_t len);

/*
 * Whether line s (len bytes) reads as a piece of a sentence that runs on
 * around tool outputs ("without CQE", "with CQE enabled."): it starts in
 * lowercase, holds no sentence's end inside and no fio figure ('='); the
 * length of its words without a final '.' and trailing ",;:", else 0.
 */
size_t line_sentence_piece(const char *s, size_t len);

/* Whether word w (n bytes) is one of list (NULL-ended), to the letter or
 * with fold case-insensitive. */
int word_listed(const char *w, size_t n, const char *const *list, int fold);

/*
 * How many bytes of word w (n bytes) name a file system ("ext4", "XFS",
 * "btrfs", "f2fs", case-insensitive): the whole word, or its start before
 * a capital, a digit-free suffix joined by '-', '_' or '+' ("ext4Only",
 * "btrfs_luks", "zfs-lz4"): a configuration named after its file
 * system.  0 when it names none.
 */
size_t line_filesystem_word(const char *w, size_t n);

/*
 * Where the wrapper commands before the tool word at s[at] start: "sudo
 * nice -n '-19' hdparm -tT /dev/hda", "ionice -c1 hdparm", "taskset -c 2
 * dd if=...", "env LC_ALL=C stdbuf -oL fio ..." (a wrapper's name, then
 * its options, numbers and VAR=value words), back to the first wrapper's
 * name; at itself when no wrapper's name stands right before the tool.
 */
size_t line_wrappers_before(const char *s, size_t at);

/*
 * Whether word w (n bytes) may be an option or argument of a wrapper
 * command of line_wrappers_before(): an option ("-n", "'-19'",
 * "--cpunodebind=0"), a number or CPU list ("2", "0-3"), a CPU mask
 * ("0x3"), a duration ("30s"), "VAR=value", or a user or group after
 * "-u" / "-g" (prev, pn bytes: the word before it).
 */
int line_wrapper_arg(const char *w, size_t n, const char *prev, size_t pn);

/* The benchmark tools whose command lines iodb reads, by the command's
 * name: "fio", "dd", "iozone", "hdparm"; NULL-ended. */
extern const char *const bench_tools[];

/* The bench_tools[] name word w (n bytes) is, to the letter, or NULL. */
const char *bench_tool_word(const char *w, size_t n);

/* How long the bench_tools[] name and the space s (n bytes) starts with
 * are ("fio " of "fio --name=a": 4), or 0. */
size_t bench_tool_lead(const char *s, size_t n);

/*
 * Whether heading or caption s (len bytes) is only a generic word for
 * storage ("Disk", "Hard disk", "Disk I/O", "Storage", "硬盘", "ストレージ",
 * "Festplatte", "Диск"), a section's number before it ("3. ", "3.1 ",
 * "三、") and a colon after allowed: a review's section about its disk
 * (beside CPU, Memory, Network), no system's name.  One naming a device
 * too ("磁盘 Samsung 980", "Disk: WD Red 4TB", "Disk 2") is none.  1 when
 * it is, else 0.
 */
int line_storage_heading(const char *s, size_t len);

/*
 * Whether heading or caption s (len bytes) only names a benchmark's topic
 * or scenario: words of what is measured and how ("performance", "speed",
 * "throughput", "cache", "I/O", "test", "results", "run", "setup",
 * "hardware", "system", "info", "overview"; "rendimiento", "Leistung",
 * "производительность", "硬件", "基本信息", "性能", "テスト", "성능"),
 * disk_words[] and small words (articles, prepositions, connectives, "more
 * realistic", "first", "final", "basic"), a section's number before them;
 * decorations and pictographs at its ends ("### 🕒 ", "=== ... ===",
 * "**") aside.  "## Rendimiento del disco", "### A More Realistic Run",
 * "🕒 硬件基本信息" name no system.  Any other word (a name, a model, a
 * number, a configuration: "Samsung 990 Pro performance", "RAID 10",
 * "HDD cache test on the NAS") makes it none.  Words of the document's
 * structure and method count as topic words ("Data Collection",
 * "Methodology", "Test environment", "Raw logs", "Findings",
 * "Recopilación de datos", "测试环境", "측정 방법"), except beside a
 * disk's word with no other topic word ("Data disk", "Log drive", and
 * "Raw disk", "Raw disk performance": which disk).  1 when it is, else 0.
 */
int line_topic_heading(const char *s, size_t len);

/*
 * How many bytes at s (len bytes) one pictograph takes: an emoji
 * (U+1F000-U+1FAFF), a sign of U+2190-U+2BFF (arrows, dingbats, "✅"),
 * the emoji variation selector, a zero width joiner or a keycap; else 0.
 */
size_t line_pictograph_len(const char *s, size_t len);

/*
 * Where a remark in brackets closing heading s (len bytes) starts, the
 * blanks before it included: a bracket ('(' or '（') at the end whose
 * text holds a pictograph ("D: Crucial P3 1TB NVMe（🎉 2026-03-02 換装、
 * 現用）", "Samsung 870 EVO (🪦 died 2024-11-05)": when the disk was
 * swapped, bought or died, nothing of its name), or only says the figures
 * are a reference ("（参考）", "(for reference)", "（참고）").  A name must
 * stand before it.  len when there is no such bracket ("Cluster
 * (CephFS)", "Samsung 980 Pro (1TB)", a date that tells runs apart:
 * "Ceph RBD HDD pool (2024-03-02)").
 */
size_t line_remark_bracket(const char *s, size_t len);

/*
 * Whether heading text s (len bytes, its Markdown '#'s removed) names
 * nothing: line_names_nothing(), or a shell command Markdown made a
 * heading of ("# src/tool --version", "# hdparm -tT /dev/sdx": a root
 * prompt's '#'), a path or a lowercase command word followed by an option
 * flag.  1 when it does, else 0.
 */
int heading_names_nothing(const char *s, size_t len);

/*
 * Whether line s (len bytes), a table row's name, says only how a drive
 * was attached, no drive: an interface or port and its version ("USB
 * 3.0", "USB 2.0", "SATA III", "PCIe 3.0 x4", "USB-C (front port)"), a
 * hub or a direct link ("via hub", "через хаб", "напрямую"), and the
 * few words around them.  A row naming a maker or a model ("Samsung T7
 * USB 3.0") names a system.  1 when it does, else 0.
 */
int line_is_attachment(const char *s, size_t len);

/*
 * Whether line s (len bytes) states settings alone, "`dtparam=pciex1`",
 * '"atime=off"', "cache=none,queues=4": one to six key=value words (in
 * code marks or quotes or not; a lowercase key), the configuration the
 * figures below were taken under, not the name of what they measure; a
 * machine's reading ("temp=65.9'C") is none.  1 when it does, else 0.
 */
int line_is_settings(const char *s, size_t len);

/*
 * Whether line s (len bytes) states how the run below was set up, as a
 * key of one to three words ending in a word of commands or options, a
 * ':' and its value ("Mount command: **mergerfs -o ...**", "Options:
 * noatime", "dd flags: oflag=direct"): a detail under a caption, not
 * the name of what the run measured.  1 when it does, else 0.
 */
int line_is_setup_detail(const char *s, size_t len);

/*
 * Whether line s (len bytes) is a piece of fio's output a mailer or a
 * terminal wrapped off its line: "Run status group 0 (all jobs):", "Disk
 * stats (read/write):", or only fio's own "key=value" figures
 * ("aggrutil=0.00%", "mint=20001msec, maxt=20001msec", "ios=0/100,
 * merge=0/0": a key fio prints, or a value in '%'), fio's bracketed
 * figures among them.  Never a caption nor a setting.  1 when it is.
 */
int line_is_fio_piece(const char *s, size_t len);

/*
 * Whether line s (len bytes) goes on with one of fio's own headings
 * ("Disk stats (read/write):", "Run status group 0 (all jobs):", "clat
 * percentiles (usec):") that the line before it, prev (plen bytes), ends
 * with the first words of: "...run=40000-40000msec Disk" over "stats" or
 * "stats (read/write):", a mail client's wrap.  Never a caption.  1 when
 * it does.
 */
int line_fio_heading_goes_on(const char *prev, size_t plen, const char *s,
			     size_t len);

/*
 * A caption on the line right above the command of the output below it, s
 * (len bytes): a caption (line_caption()), or a longer one that only the
 * command under it makes one ("Single transfer to one disk:", "Dual
 * transfer to disks on the same channel (values per disk):" over
 * "server1:~ # hdparm -tT /dev/hde"; the caller checks the command).  It
 * ends in ':', starts with a capital or a digit (a quote's '>' aside),
 * two to twelve words; no sign of a tool, markup or a sentence ('=',
 * '|', '`', '$', quotes, ',', ';', '?', '!', a second ':', ". "), no word
 * of a person, a pointer or a verb of telling ("I", "we", "my", "this",
 * "here", "what", "is", "are", "got", "shows"...), no tool's name ("The
 * disks are set up with hdparm at boot time:"), no step first ("And",
 * "Then", "Now", "Again"...); no introduction,
 * attribution, remark, password prompt, parameters, form section, article
 * sentence, nor a title naming only the test.  Its text, the quote's
 * marks and the ':' gone, into out (n bytes); 1 when s is one.
 */
int line_command_caption(const char *s, size_t len, char *out, size_t n);

/*
 * A caption over an output naming one state of a comparison with a
 * change, s (len bytes): a line ending in ':' (or U+FF1A) that is, or
 * ends in a bracket that is, a state's word ("before", "after", "with",
 * "without"; "vor", "nach", "mit", "ohne"; "avant", "après",
 * "avec", "sans"; "antes", "después", "con", "sin"; "prima",
 * "dopo", "senza"), at most two words, then a change's word ("patch",
 * "change", "commit", "fix", "series", "revert", "Änderung",
 * "correctif", "parche", ...) and at most one word with a digit after
 * it: "After this change:", "Without the v2 patch:", "with patch v3:",
 * "Create the crypt device on null_blk (without this patch):".  A
 * quote's '>' and emphasis go.  The state's words into out (n bytes);
 * 1 when s is one.
 */
int line_state_caption(const char *s, size_t len, char *out, size_t n);

/*
 * A remark in brackets a person put after a command, s (len bytes, from
 * the '(' to the line's end): "(without the quirk)", "(with the patch)"
 * after "# hdparm -t /dev/sda": the setup that run was made under.  One
 * to six words of letters, digits and "-.+_'" from a letter, no word of
 * a repetition or of a person's note ("(again)", "(2nd run)", "(ran it
 * twice)", "(twice as well)", "(see below)"), not a title naming only the
 * test.  Its words into out (n bytes); 1 when s is
 * one.
 */
int line_command_remark(const char *s, size_t len, char *out, size_t n);

/*
 * Whether line cur (clen bytes) goes on line prev (plen bytes) that a
 * post wrapped: prev ends in no stop, ',' nor ':', and opens a bracket
 * that cur closes ("Baseline (file on filesystem on host used as backing
 * store for block" / "device):"), or prev runs 60 bytes or more and cur
 * starts with a lowercase letter.
 */
int line_wrap_goes_on(const char *prev, size_t plen, const char *cur,
		      size_t clen);

/*
 * The caption of two lines a post wrapped (line_wrap_goes_on()), prev
 * and cur joined by a blank: the whole when it is a caption
 * (line_caption()), else the name before a bracket that runs to the
 * caption's ':' ("Baseline (file on filesystem on host used as backing
 * store for block device):" gives "Baseline").  Into out (n bytes); 1
 * when found, else 0.
 */
int line_wrapped_caption(const char *prev, size_t plen, const char *cur,
			 size_t clen, char *out, size_t n);

/*
 * A name alone on its line that a person wrote above an output ("Fedora
 * 42", "virtiofs cache=none", "*FIO on Erofs*", "On the patched kernel:"
 * - a final ':' goes): one to five words, 48 bytes at most, starting
 * with a letter; emphasis around it goes.  No sentence (a final '.', '!',
 * '?', ',' or ';', a first word that starts one: "I", "So", "Thanks"), no
 * option ("-x"), no tool's signs anywhere else (':', '|', '[', '<', '{',
 * '$', '#', '"', '`'), not only key=value
 * words (settings, not a name), no introduction (line_is_intro()).  Where
 * it stands (alone, right above the output) is the caller's to check.
 * Its text into out (n bytes); 1 when s is one, else 0.
 */
int line_name_caption(const char *s, size_t len, char *out, size_t n);

/*
 * A comparison's state or setup alone on its line, no ':' after it: "with"
 * or "without" (any case), then one to four words, none a sentence's
 * ("with the patch set", "Without RAID (writing to /dev/ram0)"; not "with
 * it we get", "with or without"), no option, tool or tool's sign (':',
 * '|', '=', ...), 48 bytes at most, no final '.', ',', ';', '!' or '?'.
 * Where it stands (right above an output) is the caller's to check.  Its
 * text into out (n bytes); 1 when s is one, else 0.
 */
int line_with_caption(const char *s, size_t len, char *out, size_t n);

/*
 * A line listing the parts of the machine the output below ran on, comma
 * separated ("P4 2.6G HT, 2GB Ram, ICH5, WD250GB/8M x 2 (md raid 1),
 * kernel 2.6.1"): three parts or more, at most six words and 32 bytes
 * each, three of them and at least half with a digit; a capital or a
 * digit first; no sentence end ('.', '?', '!', ',' or ';' last), no
 * tool's or caption's signs (':', '=', '|', '$', '#', '`', '[', '<').
 * Where it stands (starting its paragraph, right above the output) is the
 * caller's to check.  Its text into out (n bytes); 1 when s is one.
 */
int line_spec_caption(const char *s, size_t len, char *out, size_t n);

/*
 * A drive model a sentence names ("This is what i get with a Maxtor
 * 6Y120L0 (2MB cache):", "on my Samsung 970 EVO Plus:"): a maker's name,
 * as written or in capitals ("SAMSUNG PM9A1"), and the words after it up
 * to the first with a digit, that word included (a sentence's full stop
 * after it not: "with a WD Caviar SE16." names "WD Caviar SE16"), into
 * out (n bytes).  1 when s names one, else 0.
 */
int line_drive_model(const char *s, size_t len, char *out, size_t n);

/*
 * How many drive makers (line_drive_model()'s, in any case, not Intel: as
 * often a processor's) s (len bytes) names, apart from Latin letters
 * around ("...价格适中的Sandisk。" names SanDisk): 0 none, 1 one however
 * often, 2 or more.  The first as written into out (n bytes).
 */
int line_makers(const char *s, size_t len, char *out, size_t n);

/*
 * Whether s (len bytes) only marks a cut a person made: dots alone
 * ("...", "[...]", "[ ... ]"), a note opening with an ellipsis ("<...
 * stats deleted ...>"), or words of cutting and numbers ("(snip)",
 * "--snip--", "-- 20 lines omitted --", "~略~", "(생략)", "[省略]").  The one
 * rule every importer asks.
 */
int line_is_cut_mark(const char *s, size_t len);

/*
 * A whole line in Markdown emphasis ("_fio --bs=4k ... --end_fsync=1_",
 * "**dd if=/dev/zero of=x bs=1M**"): one or two '_' or '*' open it (after
 * any indent) and the same run closes it, no space just inside.  The
 * offset of the text inside, its length in *inner; 0 (and *inner = len)
 * for any other line.
 */
size_t line_emphasis_unwrap(const char *s, size_t len, size_t *inner);

/*
 * A whole line in one Markdown code span ("`bs=4k`", a docs page's
 * "``rw=readwrite``"): a run of backticks opens it (after any indent),
 * the next run of exactly as many closes it at the line's end, as
 * CommonMark reads it; one blank inside each end goes when both are
 * there ("`` `x` ``").  The offset of the text inside, its length in
 * *inner; 0 (and *inner = len) for any other line.
 */
size_t line_code_span_unwrap(const char *s, size_t len, size_t *inner);

/*
 * Whether one-sentence line s (len bytes) runs its test with a name in
 * its one code span, "using" or "with" right before it ("Same test but
 * using `hyperviser.framework` offers some improvement", "Tested with
 * `nvme0n1p3`:"): a letter first, no blank, '=', '/' nor leading '-',
 * a '.', '-', '_', digit or capital inside; not a tool, a file or an
 * option ("`oflag=direct`", "`dd`", "`test.img`", "`--direct`").  The
 * name into out (n bytes); 1 when found.
 */
int line_using_code_name(const char *s, size_t len, char *out, size_t n);

/*
 * Whether s (len bytes) is a line of the shell's `time` report: "real
 * 0m4.354s", "user\t0m0.144s", "sys 4.19" (bash, POSIX -p), "Real
 * 34m26.986s": a person's paste of a timed command, never a caption or a
 * label of the next one.
 */
int line_is_time_report(const char *s, size_t len);

/*
 * The direction the words of [a, b) name: IODB_OP_WRITE for "write",
 * "writing", "Schreiben", "écriture", "쓰기", "書き込", "写入"...,
 * IODB_OP_READ for "read", "Lesen", "чтение", "読み込"...; 0 for none or
 * both.  Latin words whole, case aside.
 */
int line_direction_words(const char *a, const char *b);

/*
 * A caption, s (len bytes; its ':', blanks and emphasis after it aside),
 * whose last part is a bracket holding only a direction word
 * (line_direction_words()'s vocabulary, emphasis marks inside the bracket
 * aside): "RAID on SSD drives (write):", "RAID1 on **SSD **drives
 * (**read**):", "Samsung 980 (Lesen):", "NAS (読み込み):".  A person reads a
 * name and the direction of its run from it.  Returns the length of the
 * name before the bracket (blanks before it dropped) and its direction
 * into *op (IODB_OP_READ or IODB_OP_WRITE); 0 for any other line, or a
 * bracket with nothing of a name before it.
 */
size_t line_direction_bracket(const char *s, size_t len, int *op);

/*
 * Label (a caption's text, NUL-terminated) ending in a bracket of a
 * direction only (line_direction_bracket()) as the label of a run of op:
 * cut to the name before the bracket when op is that direction or unknown
 * (0); emptied when op is another (the other direction, or -1 for runs of
 * both): the caption names another run.  Returns 0 when emptied, else 1
 * (any other label unchanged).
 */
int line_direction_label(char *label, int op);

/*
 * The direction a phase's name in [a, b) says where it names no direction
 * word (line_direction_words()): making a file ("file creation",
 * "creating test file", "Testdatei erstellen", "création du fichier",
 * "создание файла", "파일 생성", "ファイル作成", "创建文件") or filling
 * ("fill", "filling the disk", "remplissage") is a write: IODB_OP_WRITE.
 * 0 for none, and when a direction word names another direction
 * ("create the file, then read it").  A create word needs a file word
 * with it ("create partition" is none).
 */
int line_phase_direction(const char *a, const char *b);

/*
 * A caption naming the device of the output right below it: a few words
 * of letters (at most four: "reading from", "Testing device", "on"), then
 * one path under /dev/ ending the line, a ':' or dots after it
 * ("reading from /dev/mapper/vg-data", "testing /dev/nvme0n1:").  A
 * comment's "//", "#" or a quote's ">" before it go; a command ("sudo
 * hdparm /dev/sda", "mount /dev/sdb1"), a device line alone ("/dev/sdb:",
 * hdparm's own) and a line with a digit, '=' or an option before the path
 * are none.  The path into dev (n bytes); 1 when s is one, else 0.
 */
int line_device_caption(const char *s, size_t len, char *dev, size_t n);

/*
 * The device a sentence says its figures were measured on: "on
 * /dev/rcraid0", "on `/dev/md0`" ("KDiskMark 3.3.0 on `/dev/md0` - two
 * NVMe drives in RAID0"), the path after the word "on".  Into dev (n
 * bytes) and 1 when the line names one such path and no other device
 * path (sinks aside: /dev/zero, /dev/null); -1 when it names two paths
 * or more (which one ran is not said); 0 when none.
 */
int line_on_device(const char *s, size_t len, char *dev, size_t n);

/*
 * A line describing one storage device as sbc-bench prints it: a quoted
 * name, then words, then "as" and one path under /dev/ ending the line or
 * followed by ':' or " [" ('7.3GB "SiliconGo SPeMMC" HS200 eMMC card as
 * /dev/mmcblk0: date 04/2021, ...', '931.5GB "Samsung SSD 870 EVO 1TB"
 * SSD as /dev/sda [SATA 3.3, ...]: ...').  One pair of double quotes and
 * one /dev/ path in the line, nothing before the name but a capacity.
 * The name into name (nn bytes), the path into dev (nd bytes); 1 when s
 * is one, else 0.
 */
int line_device_card(const char *s, size_t len, char *name, size_t nn,
		     char *dev, size_t nd);

/*
 * A row of df's output: a path under /dev/, a file system type or not,
 * three sizes (df -h's "916G", "1.8T", or 1K-blocks), a use percentage
 * and the mount point ("/dev/sda  916G  490G  380G  57% /storage",
 * "/dev/nvme0n1p1 ext4 458G 309G 126G 72% /").  The device path into dev
 * (n bytes); 1 when s (len bytes) is one, else 0.  The sizes are the
 * file system's, no name: such a line labels nothing.
 */
int line_df_row(const char *s, size_t len, char *dev, size_t n);

/*
 * Whether device path dev names no storage: /dev/zero, /dev/null,
 * /dev/random, /dev/urandom, /dev/full, /dev/std*, a terminal, /dev/shm,
 * /dev/fd/N (a dd's source or sink, a post's section about them).
 * null_blk's /dev/nullbN is storage (a benchmark's target).
 */
int line_no_storage_device(const char *dev);

/*
 * A separator line naming one device between decorations: "===
 * /dev/sdb ===", "==> /dev/nvme0n1 <==", "--- /dev/sda ---", "[/dev/sdc]",
 * "(/dev/sdb)", "/dev/sdb:", or a kernel's disk name between decorations
 * on both sides ("===== sda ====="); a bare "/dev/sdb" only when bare.
 * The device into dev (n bytes) and 1, else 0; never a device that
 * stores nothing (line_no_storage_device()).
 */
int line_separator_device(const char *s, size_t len, char *dev, size_t n,
			  int bare);

/*
 * What a caption sentence just above an output or a table names as its
 * run's own, when the whole line is too long or too much a sentence to be
 * a label (line_caption() refused it), into out (n bytes); 1 when found:
 *  - the version a lead-in clause names ("When using 1.74 of nvme.sys I
 *    get the following numbers", "With driver 2.3 I get:", "Using
 *    v21.01, we see:"): "When using", "Using", "With", "On" or "Under",
 *    one word at most, one version (digits with a dot; no size:
 *    "1.5GB"), maybe "of" and one word, then a ':', a ',', the line's
 *    end or "I"/"we" and the rest; the only version of the line, which
 *    ends in no '.', '?' or '!' (a statement: "... compared to 1.81.").
 *    The label starts with a name, as a label reads (a number first
 *    reads as a section's number or a figure): "nvme.sys 1.74",
 *    "driver 2.3", a version alone as "version 1.110";
 *  - a name in brackets ending a caption of four words or more and a ':'
 *    ("Writing zeros before the copy job started (system idle):" gives
 *    "system idle"): one to four words of letters and digits, no
 *    operand, path or unit ("(of=/dev/null)", "(MB/s)", "(4K)",
 *    "(QD32)"), no tool ("(using dd)"), remark ("(trimmed)", "(see
 *    below)", "(which had 45 MB free)"), count ("(3 runs)"), direction
 *    or introduction;
 *  - a drive in brackets closing a caption's first clause ("For the
 *    old disks (320GB HD322HJ), I ... ran my tests against
 *    them:"): the same, one word holding a capital and a digit (a
 *    model's part number) or a maker's model (line_drive_model()).
 * A caption that names nothing of these (an instruction, a note, "Then I
 * ran it again:") gives nothing.
 */
int line_condition_caption(const char *s, size_t len, char *out, size_t n);

/*
 * A line all in bold ("**v18.10**", "**1810**", "__Rocky 9.5__") above an
 * output: the author's title of what follows, a name (line_name_caption())
 * or a release's or build's number (a version, or three digits or more),
 * into out (n bytes); 1 when s is one.  A number of one or two digits
 * ("**2**": a step's) is none.
 */
int line_bold_caption(const char *s, size_t len, char *out, size_t n);

/*
 * Whether every word of caption s (len bytes, a ':' ending it or not) is a
 * test condition: a block size, a direction, a pattern or a queue depth
 * ("8k:", "16K", "randread", "4k QD32", "Random write 1M:"): it restates
 * what the run's own conditions say and names no system.
 */
int line_conditions_only(const char *s, size_t len);

/*
 * Whether caption s (len bytes, a ':' ending it or not) names only the
 * test its run ran and maybe the command or job that ran it: words of
 * test conditions (line_conditions_only()), one at least, and "cmd",
 * "command", "job", "test" or a tool's name ("CMD (Randread):", "fio
 * randwrite 4k:", "Job (seq read)").  It names nothing the run ran on: a
 * caption over it naming a state or a system ("Before the patch:") is
 * the run's label.
 */
int line_test_caption(const char *s, size_t len);

/*
 * Whether caption s (len bytes, a ':' ending it or not) names only which
 * run of the same test it is, or an average of the runs: 1 for a run's
 * ordinal ("Run#1 (pid=5545)", "Run 2:", "2nd run", "Lauf 3", "第2次",
 * "1回目"), 2 for an aggregate ("Average (3 times)", "Avg of 3 runs",
 * "平均", "Mittelwert"), 0 for anything else (a word naming a system or a
 * condition: "Run 2 on ext4", "Mean latency").  It names nothing the run
 * ran on: the caption over it naming a state or system is the label.
 */
int line_run_tag(const char *s, size_t len);

/*
 * Whether s (len bytes) is a person's caption saying only that the run
 * above was made again, the same command: "this is second run", "ran it
 * again", "Run 2", "2nd try:", "re-ran", "zweiter Lauf", "nochmal" - a
 * word of repetition, or a later run's ordinal with a run's noun ("second
 * run"), or a run's noun and its number from 2 ("run 2"), among words of
 * a sentence's frame alone, ten words at most; no '=' or ',' (no setting
 * changed: "again with bs=64k", "again, on the SSD" are no such caption).
 */
int line_rerun_caption(const char *s, size_t len);

/*
 * Drop the conditions in brackets that end caption label ("Before
 * (randread)", "Patched(4k QD32)": line_conditions_only()), which the
 * runs state themselves: "Before".  A caption of brackets alone stays.
 */
void line_drop_condition_brackets(char *label);

/*
 * The number cell s (len bytes) alone holds as a row's number in a list
 * ("3", "No.3", "No. 3", "#3", "Nr. 3", "No3"), from 1 to 9999; else 0.
 * Any other word ("Run 3", "3 drives", "3.5") is no row's number.
 */
int line_row_number(const char *s, size_t len);

/*
 * The head of a caption that goes on with the writer's comment, s (len
 * bytes): its asides in brackets dropped ("external 3.5\" USB disk (no
 * hdparm -i on USB)"), a clause after ", but", ", because", ", since",
 * ", although" or ", though" (or "but"/"because" without the comma) cut
 * off, a '.', '!' or ':' at its end gone; a first word followed by an
 * exclamation in brackets ("Faster (!) ...", "Slower (?!) ...") is the
 * writer's remark and goes with it.  The head into out (n bytes); 1 when
 * such a clause or remark was dropped and words are left, 0 otherwise
 * (asides in brackets alone, "SSD (Crucial MX500)", are no comment; a
 * bracket left open).  The caller judges the head as a caption.
 */
int line_aside_head(const char *s, size_t len, char *out, size_t n);

/*
 * The system a person's sentence over an output says its run was made on,
 * s (len bytes, a ':' at its end or not): "When I run the tests on the
 * stock Raspbian image, I get:", "When I boot Fedora 40 from the same
 * drive and test again I got", "If we use the v6.9 kernel we see:".  The
 * sentence opens with "When", "If", "After", "Once" or "Whenever" and "I"
 * or "we", and ends with "I" or "we" and a verb of getting or seeing
 * ("get", "got", "see", "saw", "obtain(ed)", "measure(d)"; "this", "these"
 * or "the following" after it).  The name: the object of the clause's
 * verb, else the words after its first "on", "with", "under", "in" or
 * "using", up to a comma or a word that goes on ("from", "and", "then",
 * "again", a preposition, "I", "we", "it"), an article or possessive
 * before it dropped: one to five words, a capital or a digit among them,
 * no tool, path, '=' or code mark ("the tests", "the same drive", "hdparm"
 * name nothing).  Into out (n bytes); 1 when found, else 0.
 */
int line_person_run_names(const char *s, size_t len, char *out, size_t n);

/*
 * The system a person's sentence of circumstance names, s (len bytes):
 * "When I do things with the latest Raspbian, the response time is
 * awful.", "If we boot Fedora 40 from the SD card, writes crawl.": the
 * opening of line_person_run_names() ("When", "If", "After", "Once",
 * "Whenever", then "I" or "we"), a clause up to its first comma, then a
 * main clause of two words or more.  The name as line_person_run_names()
 * finds it in the clause (the verb's object, else the words after its
 * first "on", "with", "under", "in" or "using"; a capital or a digit
 * among one to five words).  Into out (n bytes); 1 when found, else 0.
 * The caller decides that the runs below were made in that circumstance.
 */
int line_person_when_names(const char *s, size_t len, char *out, size_t n);

/*
 * Whether s (len bytes) is hdparm's report of a setting it changed or
 * read (hdparm's "setting %s to %d" and its " %s\t= %2d (%s)"): " setting
 * multcount to 16", " setting 32-bit IO_support flag to 3", " multcount
 * = 16 (on)", " IO_support   =  1 (32-bit)": the output of "hdparm -m16"
 * or "hdparm -c", never a caption of the timings below.
 */
int line_hdparm_setting(const char *s, size_t len);

/*
 * Whether s (len bytes) is hdparm's diagnostic of a request the device
 * refused: an ioctl's or command's name in capitals (letters, digits,
 * '_'; its argument in brackets maybe) and " failed" ("HDIO_DRIVE_CMD(
 * identify) failed: Inappropriate ioctl for device", "HDIO_GET_MULTCOUNT
 * failed: Invalid argument", "BLKFLSBUF failed: ..."), or the SCSI pass-
 * through's "SG_IO: bad/missing sense data, sb[]: ...": part of hdparm's
 * output, never a caption of the timings below.
 */
int line_hdparm_warning(const char *s, size_t len);

#endif
