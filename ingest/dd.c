/*
 * dd: the transfer summaries of GNU coreutils dd (every era, every
 * translation), BusyBox dd and BSD/macOS dd, with the dd command line
 * when the file shows it.
 *
 * What a summary looks like, by source:
 *   GNU >= 8.24:  1073741824 bytes (1.1 GB, 1.0 GiB) copied, 11.1722 s,
 *                 96.1 MB/s
 *   GNU < 8.24:   8587837440 bytes (8.6 GB) copied, 281.952 s, 30.5 MB/s
 *   GNU 5.x, 6.x: ... (1.1 GB) copied, 9.86963 seconds, 109 MB/s
 *   GNU, < 1 kB:  512 bytes copied, 0.000512 s, 1.0 MB/s
 *   GNU, locale:  524288000 octets (524 MB, 500 MiB) copiés, 1,24566 s,
 *                 421 MB/s
 *   BusyBox:      2097152 bytes (2.0MB) copied, 6.449022 seconds, 317.6KB/s
 *   BSD, old GNU: 3053371392 bytes transferred in 2151.132182 secs
 *                 (1419425 bytes/sec)
 *   FreeBSD 13+:  536870912 bytes (537 MB, 512 MiB) transferred 1.204s,
 *                 446 MB/s
 * (each on one line)
 *   ru (old):     скопировано 1073741824 байт (1,1 GB), 2,50311 с, 429 MB/с
 *   zh_CN (old):  1073741824字节(1.1 GB)已复制，2.50311 秒，429 MB/秒
 * so the parser reads the general shape
 *   [verb] <integer> <word> [(<sizes>)] <words> <number> <time unit>[,]
 *   [(]<rate>[)]
 * where a separator is ", " (or a full-width comma, or a comma glued to a
 * word), a comma between digits is a decimal comma, the time unit is a
 * word for seconds in some language, and the other words are whatever
 * the translation says (docs/units.md lists the forms).  A line that
 * starts as a summary ("<integer> bytes", "<integer> <word> (<digit>")
 * but does not finish as one is an error, not noise - except a summary
 * cut after its time or inside its rate's number (imported without a
 * printed rate, warned) or cut
 * with "..." before it (skipped, warned); beside runs that do parse, it is
 * a warning and its run is skipped (a run cut mid-rate, "15 446 s" in a
 * page a machine translated).
 *
 * A paste that lost its line breaks holds several records lines,
 * summaries and commands on one line; scan_line() finds them and they
 * are taken in order, as if each stood on its own line.
 *
 * Figures: io_bytes is the byte count printed; runtime_ns the printed
 * time; bw_bytes is computed from the two (the printed rate has 2-3
 * significant digits), unless BSD's rate to the byte has more digits than
 * the time ("0.000063 secs (16268816 bytes/sec)"): then it is that
 * printed rate; the printed rate is kept as the extra
 * "printed_bw_bytes", converted with the tool's convention (GNU and
 * FreeBSD: decimal, kB = 1000, MB = 10^6; BusyBox: binary, "KB" = 1024,
 * "MB" = 2^20; BSD: bytes/sec), and a warning says when it disagrees with
 * the computed rate by more than its last printed digit (plus the rounding
 * of the printed time) allows; the line then contradicts itself and the
 * printed rate is bw_bytes (what a person reads; twice or half is a
 * misread line: no result).  "N+M records in/out" become the extras
 * records_{in,out}_{full,partial}.
 *
 * status=progress: each update is a summary-shaped line (ending in a lone
 * CR when captured raw).  A summary before the "records in" lines of the
 * same dd run, one ending in CR, or one without records lines after a
 * command with status=progress, is a progress line and never a result;
 * the final summary (after the records lines) wins.  Progress lines with
 * no final summary are an error, as are records lines with no summary.
 *
 * Conditions come from the dd command line when one precedes the output
 * (behind a prompt "$ ", "# ", "user@host:~$ ", after sudo/time/nice...):
 *   - op: a generator (/dev/zero, /dev/urandom, /dev/random) to a file or
 *     device is a write; a file or device to /dev/null (or /dev/zero,
 *     which discards writes too) a read, as is a shell variable
 *     ("if=$1", "if=$DISK") to /dev/null unless its name says a
 *     generator ("$ZERO"); a file or
 *     device to another (of= or "> file") a copy (IODB_OP_COPY), but a
 *     file (an image) to a device is the device's write, and a device
 *     to a file under a short line saying "read" the device's read.  A
 *     program's output piped into dd to a file or device ("./rand | dd
 *     of=/dev/sdc") is a write, as is a file read by cat, pv or a
 *     decompressor to a device ("xzcat img.xz | dd of=/dev/sdb"); a
 *     device read so ("cat /dev/sda | dd of=...") or a file to a file is
 *     a copy.  A file or device read into a checksum ("dd if=/dev/sdc |
 *     md5sum") is a read.  Of two dd's in one pipe ("dd if=x.iso | pv |
 *     dd of=/dev/sdb1 bs=1M"), the first summary is the first dd's (a
 *     read of its if=: it writes only a pipe), the second the second's, fed the
 *     first's if=; a summary whose records in do not fit that dd's
 *     block size gets no conditions.  Anything else (stdin alone, a
 *     generator to /dev/null) leaves op unknown.
 *   - bs: bs=, else obs= for a write, ibs= for a read, else dd's default
 *     of 512 bytes; with no command, bytes / records when the records in
 *     and out are as many and all whole ("512+0").  GNU suffixes: c 1, w 2, b
 * 512, K/k/KiB 1024, kB/KB 1000, M/MiB 2^20, MB 10^6 (and so on up); BSD k/m/g
 * are 1024-based (the same letters); "NxM" multiplies.
 *   - direct: oflag=direct for a write, iflag=direct for a read, either
 *     for a copy; 0 when the command is shown without it; -1 without a
 *     command line.
 *   - conv=fdatasync / conv=fsync: the extras conv_fdatasync / conv_fsync
 *     (1), since they change what the rate means (the flush is timed).
 *   - run.device: the side being measured when it is under /dev/ (a
 *     write's of=, a read's if=, a copy's only /dev/ side).
 *   - run.options_json: every key=value operand as a string, plus
 *     "dialect" (gnu, busybox, bsd: the summary's form and unit convention).
 * A word beside the output decides its direction over a command (a
 * command belongs to the output after it only when nothing says
 * otherwise): "WRITE:" / "READ (W/O CACHE):" before the summary on its
 * line, or a short line just above ("Lesen", "쓰기", "書き込み", "写入"),
 * naming one direction; a command of the other direction is then not
 * attached.  A title line just above ("Ext4", "Samsung 860 EVO": at most
 * three words with a capital) labels the outputs of its paragraph; a
 * caption before the command on its line ("Speed of the LVM volume : sudo
 * dd if=...") labels the runs of that command.  Operands alone on a line
 * ("bs=1M"), or a size alone ("_128k:_"), over an output whose command is
 * not shown give its conditions.  Later
 * records+summary groups with no command of their own after a group whose
 * records out fell short of its records in (dd's progress on SIGUSR1),
 * or whose command has conv=noerror (dd's statistics at a read error),
 * with more bytes in more time, are the same dd and keep its command;
 * under conv=noerror only the last is a result (the others are the
 * state at a read error, the run read on), and so after SIGUSR1 reports
 * (one block read and not yet written) the later report replaces the
 * earlier: "kill -USR1" every ten minutes is one run, its last report
 * its result.  Two groups alike to the
 * byte and the printed digit, one after the other with no command
 * between (or the two dd's of "dd | pv | dd"), are one copy: one result,
 * the second dd's.  Of
 * a comment and a command on one line ("# dd \"standard\" copy. $ dd
 * if=src of=dst"), the dd followed by an operand is the command.  Other
 * tools' summaries that look like dd's ("2147483648 bytes written in
 * 120.50 seconds (17.00 MiB/sec)", sysbench) are not dd's: "written",
 * "read" and the like are words dd prints in no language.
 * dd is one process doing one synchronous read and write at a time, and
 * sequential: pattern seq, iodepth 1, numjobs 1 always.  dd has no named
 * tests: result.test is NULL, and result.job too but for a script's
 * numbered step printed over the outputs ("1. Write benchmark without
 * cache": the step's name, as the script printed it; step_caption()).
 * run.tool_version is NULL: dd prints none.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "ingest/doc_prose.h"
#include "ingest/formats.h"
#include "ingest/lines.h"
#include "ingest/normalize.h"
#include "ingest/testnames.h"
#include "model/units.h"

#define DD_LINE_MAX    1024
#define DD_PENDING_MAX 32
#define DD_PROBE_BYTES 65536
#define DD_TEXT_MAX    8192 /* a line, flattened outputs included */
#define DD_ITEMS_MAX   64   /* records and summaries on one line */

enum dd_dialect {
	DD_GNU,
	DD_BUSYBOX,
	DD_BSD,
};

static const char *const dialect_names[] = {"gnu", "busybox", "bsd"};

struct dd_summary {
	double bytes;
	double runtime_ns;
	double printed_bw;  /* bytes/s; NAN for "Infinity" */
	double printed_tol; /* bytes/s the printed rate may be off by */
	double time_rel;    /* relative precision of the printed time */
	int whole_secs;	    /* printed in whole seconds ("3 s"): GNU dd's
			       progress lines' "%.0f s", its final "%g s" */
	enum dd_dialect dialect;
	long line;
	const char *at;	     /* where it starts (in the line, then in buf) */
	const char *rate_at; /* the printed rate (likewise) */
	const char *end;     /* just after it (in the line) */
	char rate_text[48];
	int known;	/* "bytes" in some language, or sizes in parentheses */
	int cut;	/* cut ("...", end of line) after the time: no rate;
			   2 cut inside the rate ("12.3 s, 87") */
	int cr;		/* the line ended in a lone CR: a progress update */
	int dir;	/* IODB_OP_READ/WRITE a word beside it says ("WRITE:",
			   "Lesen"), or 0 */
	char label[96]; /* the short title line above its paragraph */
	char job[96];	/* the numbered step of a script above it */
	int item;	/* dd_state's items when it was read */
	/* the name a short prefix on its line gives it ("ad0 bs 512:
	 * <summary>": "ad0"), "" none; subject_dev: it is a disk's */
	char subject[64];
	int subject_dev;
	/* the disk named before the summary on the line right above, when
	 * this one has no prefix of its own ("/dev/md1 <read summary>" over
	 * "<write summary>": the pair a person measured on md1): "md1", ""
	 * none; a label for a run no device of its own names */
	char above_dev[64];
	/* 1: its label is a caption between its command and it ("dd
	 * if=f of=/dev/null" / "Default msize:" / the summary): the same
	 * command under the setting the caption names */
	int cap_below;
	/* 1: the script whose log it is ran direct I/O, its name says
	 * ("write-direct.sh", held_direct); 0 unknown */
	int direct;
	int interrupted; /* the last progress line of a run that ended
			    without its final summary */
	/* a byte count printed rounded in place of the bytes ("1.1 GB
	 * copied"; parse_sizeless()): its bytes, 1000- and 1024-based, and
	 * its last digit's step; NAN none */
	double rounded[2], rounded_step;
	/* 1: that size read as written (1000-based unless it says "iB")
	 * agrees with the time and the rate, the 1024-based reading does
	 * not: the prefix is the one written */
	int rounded_as_written;
	/* 1: a person's sentence restating the summary (retyped_summary()) */
	int retyped;
};

struct dd_cmd {
	int known;
	long line;
	char text[DD_LINE_MAX];	   /* the command as typed, prompt removed */
	char ops[DD_LINE_MAX * 2]; /* "\"if\":\"/dev/zero\",..." */
	char in[256], out[256];	   /* if= / "< f", of= / "> f"; "" absent */
	int has_in, has_out;
	char bs[32], ibs[32], obs[32];
	int iflag_direct, oflag_direct;
	/* an iflag=, oflag= or conv= value holds a flag dd does not know
	 * (dd_flags()): the command is not read as run, O_DIRECT unknown
	 * unless a known flag says it */
	int flags_unknown;
	int fdatasync, fsync;
	int noerror;  /* conv=noerror: statistics again at each read error */
	int progress; /* status=progress */
	int caption;  /* operands alone on a line ("bs=1M"), no command */
	/* the direction a short text line just above the command says
	 * ("*** read empty block"), 0 none */
	int above_dir;
	/* a caption before the command on its line, its ':' dropped
	 * ("Speed of the LVM volume : sudo dd ..."), "" none */
	char lead[96];
	/* more dd commands on its line, alike (dd_alike()), for the runs
	 * after its own: "dd ... of=a & dd ... of=b &" */
	int again;
	/* the one dd of a loop's body on its line ("for i in 0 1 2; do dd
	 * ...; done"): the runs after its first that are its too, -1 as
	 * many as are printed, 0 none */
	int loop;
	/* if= is the variable of that loop ("for m in $(ls /dev/mtd*); do dd
	 * if=${m} ..."), whose words all name devices: a device is read */
	int in_loop_dev;
	char pipe[32]; /* the command after a '|' ("md5sum"), "" none */
	/* the producer before a '|' that feeds dd's input ("./rand",
	 * "cat /dev/sda"), "" none */
	char pipe_in[128];
	/* the dd after a '|' on its line that reads this one's output ("dd
	 * if=a.iso | pv | dd of=/dev/sdb1 bs=1M"), its text from its "dd":
	 * the command of the summary printed after this one's; "" none */
	char down[DD_LINE_MAX];
	/* 1: this dd's output goes through a pipe to another dd (down);
	 * 2: this is that other dd, fed by the first; 0 neither */
	int piped_dd;
	/* the network tool its pipeline hands the data to ("| ssh host dd
	 * of=...", "| nc host 1111": dd_pipe_network()), "" none */
	char net[16];
	/* the next dd command run after this one on its line, after a ';'
	 * or "&&" ("dd if=a of=/dev/null bs=1M count=64 ; dd if=b of=c
	 * bs=1M count=64"): its text from its command's first word, the
	 * command of the output printed after this one's; "" none */
	char chain[DD_LINE_MAX];
	/* 1: one of the dd commands chained so on a line: each output is
	 * checked against its command's count= and block size */
	int chained;
	/* 1: shown right under another dd command of other operands, no
	 * output between ("dd if=/dev/sdX of=/dev/null ..." over "dd
	 * if=/dev/zero of=$f ...": the commands used, listed, their
	 * outputs below): which output is whose only its bytes tell */
	int listed;
	char count[32]; /* count=, "" none */
	char seek[32];	/* seek= or oseek= (the output's offset), "" none */
	int notrunc;	/* conv=notrunc: the output file is kept as it was */
	/* 1: an operand holds a program's format placeholder ("of={}",
	 * "bs={}", "of={name}", "if=%s": template_operand()): a command
	 * string in source code, run with values not shown; parse_command()
	 * then returns 0, the other fields as read */
	int templ;
};

#define DD_MOUNTS_MAX 16

struct dd_state {
	struct dd_cmd cmd; /* the command of the current group, if any */
	/* the direction every dd command of the text gives, one of them
	 * at least a template (dd_cmd.templ): the op of a summary printed
	 * with no command (template_op()); IODB_OP_UNKNOWN none */
	int templ_op;
	int n_records; /* records lines of the current group: 0-2 */
	double rec[4]; /* in full, in partial, out full, out partial */
	/* the shell variables a script line above names a file with
	 * (tmp_file_assign()): "t=$(mktemp)", "OUT=/tmp/dd.test" */
	char tmp_var[4][32];
	int n_tmp_var;
	/* the disk path before the last summary read, and its line
	 * (dd_summary.above_dev) */
	char dev_prefix[64];
	long dev_prefix_line;
	/* the direction a caption gave an output with a disk path before
	 * it in the current group ("dd read test: /dev/md0 <summary>"),
	 * and its bytes: another such output of those bytes, no word of its
	 * own ("/dev/md1 <summary>"), is the same test on the next disk */
	int dev_dir;
	double dev_dir_bytes;
	long rec_line;
	const char *rec_last_at; /* the last records line, in buf */
	struct dd_summary pending[DD_PENDING_MAX];
	int n_pending;		 /* summaries seen before any records line */
	const char *progress_at; /* a progress line of this group; NULL none */
	long progress_line;
	int runs;
	const char *last_progress_at;	/* for the "nothing found" message */
	struct dd_summary progress_sum; /* the group's last progress line */
	const char *empty_at;		/* the first run that copied nothing */
	/* the first report of a dd still running left out (SIGINFO) */
	const char *running_at;
	const char *nostore_at; /* the first that measured no storage */
	const char *setup_at;	/* the first that wrote a setup file */
	/* the first that wrote an image to a device as a procedure's step
	 * (procedure_write()) */
	const char *procedure_at;
	const char *net_at; /* the first piped over a network */
	/* the first summary whose printed rate is far from its bytes/time
	 * (misread or damaged: no result), its rate text */
	const char *damaged_at;
	char damaged_rate[48];
	double damaged_bytes, damaged_secs;
	/*
	 * Runs cut before their summary (records or progress lines, then a
	 * new command or the end): skipped with a warning when the file has
	 * runs to import, else the file's error.  What each cut found.
	 */
	struct {
		const char *at;
		int progress; /* cut after a status=progress line */
		const char *found;
	} cut[4];
	int n_cut;
	/*
	 * Summaries that start as one but do not parse ("15 446 s" in a
	 * page a machine translated): with other runs in the file, each is
	 * a warning and its run is skipped; alone, the first is the file's
	 * error.
	 */
	struct {
		const char *at;
		char what[160];
	} bad[4];
	int n_bad;
	double ns_per_s;
	/*
	 * The last group read with records lines and its command: when its
	 * records out fell short of its records in (dd interrupted by
	 * SIGUSR1 to print its progress, mid-transfer), a later group with
	 * no command of its own and more bytes in more time is the same dd
	 * going on, and keeps that command.
	 */
	struct dd_cmd last_cmd;
	/* the command of a background dd's job-done line under its
	 * statistics (job_done()), read for a summary with none */
	struct dd_cmd job_cmd;
	double last_bytes, last_ns;
	int last_unfinished;
	/* the last group read fewer records than its command's count= (a
	 * progress report, or a dd whose input ended first): a later group
	 * with no command, more bytes in more time and records in reaching
	 * that count is the same dd, finished */
	int last_short;
	/* the line of BSD's and macOS's SIGINFO status line ("load: 1.20
	 * cmd: dd 4242 running 0.01u 0.52s", the kernel's, ^T) over the
	 * report dd prints on that signal; 0 none */
	long siginfo_line;
	int write_error; /* dd's "error writing" line since the last group */
	/*
	 * A group the next one may show to be no result of its own, emitted
	 * when the next group does not (or at the end): conv=noerror's
	 * statistics at a read error, when the same dd reads on and prints
	 * them again (only its final statistics are its result), and the
	 * first of two dd's in a pipe, when the second prints the same
	 * summary (one copy).
	 */
	struct {
		int on;
		struct dd_summary s;
		struct dd_cmd cmd;
		double rec[4];
		int n_records;
		long rec_line;
		/* a report of a dd still running (progress_report()): no
		 * result when the same dd's final statistics follow */
		int snap;
	} held;
	/* earlier SIGUSR1 reports of the held dd (one block read, not
	 * yet written), each followed by a later one: no result when the
	 * same dd's final statistics end the series, emitted before the
	 * held one otherwise */
	struct {
		struct dd_summary s;
		double rec[4];
		long rec_line;
	} series[8];
	int n_series;
	/* the last group emitted with records lines and no command: its
	 * records, for the same summary printed again right after it */
	double last_rec[4];
	struct dd_summary last_sum;
	int last_nocmd;
	int above_dir; /* the direction a short text line just above says */
	/* the device a flashing tool's line above names ("Flashing
	 * raspbian.img to /dev/mmcblk0..."): the target of the dd it runs,
	 * its command not shown; "" none (a blank line ends it) */
	char flash_dev[64];
	char label[96];	 /* "Ext4": a title line above this paragraph */
	char title[96];	 /* the line just above, when it is a title */
	long title_line; /* the line of title, and of label's caption */
	int title_colon; /* title's line ended in ':' */
	/* the caption over the open fenced block, its runs' label where
	 * nothing nearer names them; "" none */
	char fence_title[96];
	int lead_label; /* label is a command's own caption (cmd.lead) */
	/* an output did not fit the chained command it was paired with:
	 * the commands after it on the line are not paired either */
	int chain_stop;
	long label_line;
	/* the title is a step's line ("Writing to the NAND"): its
	 * direction, kept with it over blank lines to the output */
	int title_step_dir;
	int after_uname; /* the line just above was "uname -r" */
	/* "Linux box 2.6.20-rc5 #1 SMP ..." (uname -a): the kernel the
	 * runs below it ran on, to the next such line; the quote marks
	 * of its line in the file given (ingest_line_quote_marks(): a
	 * mail's other messages are quoted at other depths) */
	char kernel[96];
	int kernel_quotes;
	/* that line's machine, its nodename (line_uname_host()), or "" */
	char kernel_host[64];
	/* the last line of a shell session read under the title
	 * (session_keeps()) */
	long sess_line;
	/* the title came from a comment ("// list the share"): the
	 * command's own below it, no session's caption */
	int title_comment;
	int after_shell; /* the text line just above was a shell command */
	long dd_text;	 /* the last line dd printed (a summary, records) */
	int after_pair;	 /* it was a tool's "Key: value" ("Model: X") */
	/* different dd commands with shell variables one after another,
	 * no output between ("dd if=$IF of=$TF bs=$1", "dd if=$TF
	 * of=$OF"): a script's, run later; none of them is an output's
	 * own */
	int script;
	long last_text; /* the number of the last line with text */
	/* that line's text, when it names a machine by a part number
	 * (machine_line()); "" otherwise */
	char above_machine[96];
	int rec_dir; /* the direction said above the records lines */
	/* an introduction of prose ending in ':' (intro()): the direction
	 * it names, whether outputs were read under it, and the sentence
	 * read so far of the current paragraph */
	int intro_dir, intro_used;
	char sentence[512];
	/* a script's numbered step over its outputs ("1. Write benchmark
	 * without cache", step_caption()): its text and direction, kept
	 * over its outputs and repeat counters; "" none */
	char step[96];
	int step_dir;
	long step_line;
	/* how many lines opening a numbered list item ("1.dd bs=64k ...",
	 * "2.Now flush before dd exits", "3) ...") were read so far */
	int items;
	/* a short line naming a direction ("write performance", a
	 * script's echo) over outputs: the direction of every output
	 * printed right after it, blank lines between, with no command of
	 * their own, up to the next line of other text; 0 none */
	int held_dir;
	/* the script at a prompt above those outputs names direct I/O
	 * ("$ ./write-direct.sh"), held with held_dir over its log lines
	 * naming a direction ("...: start write"); 0 none */
	int held_direct;
	/* a script's caption over a block of its log (block_caption()):
	 * it labels the outputs no title names, over the paragraphs after
	 * it that start with an output, a command or a direction ("reading
	 * it back:"), up to another paragraph; "" none */
	char block[96];
	int in_para;  /* the line above held text */
	int captions; /* block_captions() of the text; 0 in a document's
			 block (the document labels its blocks) */
	/*
	 * The text parsed, and the commands in it that no output follows
	 * (orphans(): read once, when an output with no command of its own
	 * asks): a script's commands under the outputs they printed, kept
	 * as comments above them.  NULL until read.
	 */
	const char *buf;
	size_t len;
	struct dd_cmd *orphan;
	int n_orphan, orphans_read;
	/*
	 * The mount points the text's df or mount output shows above the
	 * run (mounts_read()), each with whether a tmpfs or ramfs is
	 * mounted there; mounts_to: how far the text is read for them.
	 */
	struct {
		char dir[64];
		int ram;
	} mount[DD_MOUNTS_MAX];
	int n_mount;
	const char *mounts_to;
};

#define DD_ORPHANS_MAX 8

/* DD_BREAK: where an escaped line break stood in a line's copy (see
 * unescape_breaks()); a blank that also starts a line */
#define DD_BREAK '\036'

static int is_blank(char c)
{
	return c == ' ' || c == '\t' || c == DD_BREAK;
}

static int is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static int is_alpha(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int is_high(char c)
{
	return (unsigned char)c >= 0x80;
}

static const char *skip_blank(const char *p)
{
	while (is_blank(*p))
		p++;
	return p;
}

static size_t digits(const char *p)
{
	size_t n = 0;

	while (is_digit(p[n]))
		n++;
	return n;
}

/*
 * A list separator at p (never the first byte of the text): ", ", a comma
 * glued to a word ("已复制,2.5 s,429 MB/s" once the full-width comma is
 * folded), "，" or "、".  A comma between digits is a decimal comma.
 */
static size_t sep_len(const char *p)
{
	if (*p == ',' && (!is_digit(p[1]) || !is_digit(p[-1])))
		return 1;
	if (!strncmp(p, "\xef\xbc\x8c", 3) || !strncmp(p, "\xe3\x80\x81", 3))
		return 3;
	return 0;
}

static size_t open_len(const char *p)
{
	if (*p == '(')
		return 1;
	return strncmp(p, "\xef\xbc\x88", 3) ? 0 : 3; /* （ */
}

static size_t close_len(const char *p)
{
	if (*p == ')')
		return 1;
	return strncmp(p, "\xef\xbc\x89", 3) ? 0 : 3; /* ） */
}

/*
 * The extent of a number at p: digits, then one '.' or ',' and digits.
 * *comma says the separator was a comma, *decimals how many digits follow
 * it.  Returns 0 when p holds no digit.
 */
static size_t number_len(const char *p, int *comma, int *decimals)
{
	size_t n = digits(p), f;

	*comma = 0;
	*decimals = 0;
	if (!n)
		return 0;
	if ((p[n] == '.' || p[n] == ',') && is_digit(p[n + 1])) {
		f = digits(p + n + 1);
		*comma = p[n] == ',';
		*decimals = (int)f;
		n += 1 + f;
	}
	return n;
}

static double step_of(int decimals)
{
	double s = 1;

	while (decimals-- > 0)
		s /= 10;
	return s;
}

/* Whether the word is "bytes" in one of the languages dd speaks. */
static int bytes_word(const char *w, size_t len)
{
	static const char *const words[] = {
	    "byte",
	    "Byte",
	    "BYTE",
	    "octet",
	    "Octet",
	    "bajt",
	    "Bajt",
	    "\xd0\xb1\xd0\xb0\xd0\xb9\xd1\x82",	    /* байт */
	    "\xe3\x83\x90\xe3\x82\xa4\xe3\x83\x88", /* バイト */
	    "\xe5\xad\x97\xe8\x8a\x82",		    /* 字节 */
	    "\xe4\xbd\x8d\xe5\x85\x83\xe7\xb5\x84", /* 位元組 */
	    "\xeb\xb0\x94\xec\x9d\xb4\xed\x8a\xb8", /* 바이트 */
	    NULL,
	};

	for (size_t i = 0; words[i]; i++) {
		size_t n = strlen(words[i]);

		if (len >= n && !memcmp(w, words[i], n))
			return 1;
	}
	return 0;
}

/*
 * Whether the word is "s" or "seconds" as a translation printed it:
 * "c"/"с" (ru), "секунд", "Sekunden", "secondes", "segundos", "sekund",
 * "秒", "초", "saniye", "másodperc", "giây", "detik", "δευτ.", and the
 * abbreviations translators used: hu "mp" (másodperc: "1024000000 bájt
 * (1,0 GB) másolva, 2,09917 mp, 488 MB/s"), tr "sn" (saniye).
 */
static int seconds_word(const char *w, size_t len)
{
	static const char *const prefixes[] = {
	    "sec",
	    "Sec",
	    "seg",
	    "sek",
	    "Sek",
	    "saniye",
	    "m\xc3\xa1sodperc",
	    "gi\xc3\xa2y",
	    "detik",
	    "soicind",
	    "\xd1\x81\xd0\xb5\xd0\xba",		/* сек */
	    "\xce\xb4\xce\xb5\xcf\x85\xcf\x84", /* δευτ */
	    "\xe7\xa7\x92",			/* 秒 */
	    "\xec\xb4\x88",			/* 초 */
	    NULL,
	};

	if ((len == 1 && (*w == 's' || *w == 'c')) ||
	    (len == 2 && !memcmp(w, "\xd1\x81", 2)) || /* Cyrillic с */
	    (len == 2 && (!memcmp(w, "mp", 2) || !memcmp(w, "sn", 2))))
		return 1;
	for (size_t i = 0; prefixes[i]; i++) {
		size_t n = strlen(prefixes[i]);

		if (len >= n && !memcmp(w, prefixes[i], n))
			return 1;
	}
	return 0;
}

/*
 * The rate's unit made readable by units_rate(): whatever follows the
 * '/' is per second (dd prints nothing else; translations say "/с",
 * "/秒"), and Cyrillic prefixes become Latin ones.  Returns 0, or -1 when
 * the unit has no '/'.
 */
static int normalize_rate_unit(const char *u, size_t len, char *dst, size_t n)
{
	static const struct {
		const char *from, *to;
	} map[] = {
	    {"\xd0\xb1\xd0\xb0\xd0\xb9\xd1\x82", "B"}, /* байт */
	    {"\xd0\x9a", "K"},
	    {"\xd0\xba", "k"},
	    {"\xd0\x9c", "M"},
	    {"\xd0\x93", "G"},
	    {"\xd0\xa2", "T"},
	    {"\xd0\x91", "B"},
	};
	size_t o = 0, i = 0;

	while (i < len && u[i] != '/') {
		size_t k, m = 0;

		for (k = 0; k < sizeof(map) / sizeof(map[0]); k++) {
			m = strlen(map[k].from);
			if (len - i >= m && !memcmp(u + i, map[k].from, m))
				break;
		}
		if (k < sizeof(map) / sizeof(map[0])) {
			if (o + strlen(map[k].to) + 3 >= n)
				return -1;
			memcpy(dst + o, map[k].to, strlen(map[k].to));
			o += strlen(map[k].to);
			i += m;
			continue;
		}
		if (o + 4 >= n)
			return -1;
		dst[o++] = u[i++];
	}
	if (i == len || o + 3 > n)
		return -1;
	memcpy(dst + o, "/s", 3);
	return 0;
}

/*
 * Whether the word between the byte count and the time is one dd prints
 * in no language: "written", "read", "wrote" - another tool's summary
 * ("2147483648 bytes written in 120.50 seconds (17.00 MiB/sec)", sysbench;
 * "... bytes read in ...") that only looks like dd's.
 */
static int other_tool_word(const char *w, size_t len)
{
	static const char *const words[] = {
	    "written", "write",	   "writes",	"wrote",     "writing",
	    "read",    "reads",	   "reading",	"sent",	     "received",
	    "erased",  "verified", "processed", "requested", NULL,
	};

	while (len && (w[len - 1] == '.' || w[len - 1] == ':'))
		len--;
	return word_listed(w, len, words, 1);
}

/* An ellipsis at p ("...", "…"): the paste was cut there.  Its length. */
static size_t ellipsis_len(const char *p)
{
	if (!strncmp(p, "...", 3))
		return 3;
	return strncmp(p, "\xe2\x80\xa6", 3) ? 0 : 3;
}

/*
 * Read a summary from the NUL-terminated text t (a line, or the rest of a
 * flattened one).  Returns 1 with *s filled (s->end: where the summary
 * ends), 0 when t is no summary, -1 when t starts as one but does not
 * finish (then *at is where and *expected what was expected), -2 when it
 * was cut ("...") before its elapsed time (*at: the cut).
 */
static int parse_summary(const char *t, struct dd_summary *s, const char **at,
			 const char **expected)
{
	const char *p = t, *w, *u, *num;
	char rate[64];
	size_t n, k, ulen;
	int known, comma, tcomma, dec, tdec, glued, grouped;
	double v, f, nv, step;

#define DD_FAIL(where, what)                                                   \
	do {                                                                   \
		if (!known)                                                    \
			return 0;                                              \
		*at = (where);                                                 \
		*expected = (what);                                            \
		return -1;                                                     \
	} while (0)

	memset(s, 0, sizeof(*s));
	n = digits(p);
	if (!n || (p[n] != ' ' && !is_high(p[n])))
		return 0;
	if (units_number(p, NULL, UNITS_COMMA_NONE, &s->bytes))
		return 0;
	w = skip_blank(p + n);
	u = w;
	while (*u && !is_blank(*u) && !open_len(u) && !sep_len(u))
		u++;
	if (u == w || is_digit(*w) || *w == '+')
		return 0;
	known = bytes_word(w, (size_t)(u - w));
	p = skip_blank(u);
	k = open_len(p);
	if (k) {
		const char *h = skip_blank(p + k);
		int digit = is_digit(*h), unit = 0;

		/* "(1.1 GB, 1.0 GiB)", "(2.0MB)": sizes in any language */
		while (*h && !close_len(h) && h - p < 48)
			unit |= *h++ == 'B';
		if (digit && (unit || !*h))
			known = 1;
		if (!close_len(h))
			DD_FAIL(h, "')' closing the sizes in parentheses");
		p = h + close_len(h);
	}
	s->known = known;

	/* the words ("copied", "transferred in") up to the time */
	for (;;) {
		p = skip_blank(p);
		k = sep_len(p);
		if (k) {
			p += k;
			continue;
		}
		if (known && ellipsis_len(p)) {
			*at = p;
			return -2;
		}
		if (!*p)
			DD_FAIL(p, "the elapsed time (such as ', 11.1722 s, "
				   "96.1 MB/s')");
		if (is_digit(*p))
			break;
		if (open_len(p) || close_len(p)) {
			p += open_len(p) + close_len(p);
			continue;
		}
		w = p;
		while (*p && !is_blank(*p) && !sep_len(p) && !open_len(p))
			p++;
		/* "bytes written in 120.50 seconds": sysbench's (or another
		 * tool's) summary, no dd output in any language */
		if (other_tool_word(w, (size_t)(p - w)))
			return 0;
	}

	/* the time: "11.1722 s", "6.449022 seconds", "1,24566 s", "1.204s",
	 * "1.23457e+06 s" (printf's %g for long transfers, and for short
	 * ones: "9,156e-05 s" under a decimal-comma locale) */
	num = p;
	n = number_len(p, &comma, &tdec);
	step = step_of(tdec);
	if ((p[n] == 'e' || p[n] == 'E') &&
	    (is_digit(p[n + 1]) ||
	     ((p[n + 1] == '+' || p[n + 1] == '-') && is_digit(p[n + 2])))) {
		size_t e = n + 1 + (p[n + 1] == '+' || p[n + 1] == '-');
		int x = atoi(p + e - (p[n + 1] == '-'));

		if (x > 300 || x < -300)
			DD_FAIL(num, "the elapsed time");
		step *= pow(10, x);
		n = e + digits(p + e);
	}
	if (units_number(p, &w, comma ? UNITS_COMMA_DECIMAL : UNITS_COMMA_NONE,
			 &v) ||
	    w != p + n)
		DD_FAIL(num, "the elapsed time");
	u = skip_blank(p + n);
	ulen = 0;
	while (u[ulen] && !is_blank(u[ulen]) && !sep_len(u + ulen) &&
	       !open_len(u + ulen) && !close_len(u + ulen) &&
	       !ellipsis_len(u + ulen))
		ulen++;
	if (!ulen || memchr(u, '/', ulen))
		DD_FAIL(u, "a time unit after the elapsed time ('s')");
	f = units_time_factor(u, ulen);
	if (isnan(f) && seconds_word(u, ulen))
		f = units_time_factor("s", 1);
	if (isnan(f))
		DD_FAIL(u, "a time unit after the elapsed time ('s')");
	s->runtime_ns = v * f;
	s->time_rel = v > 0 ? step / 2 / v : 0;
	s->whole_secs = step >= 1;

	/* the rate: ", 96.1 MB/s", " (1419425 bytes/sec)", ", 317.6KB/s" */
	p = u + ulen;
	for (;;) {
		p = skip_blank(p);
		k = sep_len(p) + open_len(p);
		if (!k)
			break;
		p += k;
	}
	s->rate_at = p;
	if (!*p || ellipsis_len(p)) {
		/* cut after the time: bytes and seconds are all there is,
		 * when the word "bytes" (in some language) says dd printed
		 * them; "10000 requests completed in 0.57 seconds"
		 * (redis-benchmark) is no dd summary */
		if (!known)
			return 0;
		s->printed_bw = NAN;
		s->printed_tol = NAN;
		s->cut = 1;
		s->end = p + ellipsis_len(p);
		return 1;
	}
	if (!strncmp(p, "Infinity", 8) || !strncmp(p, "inf", 3)) {
		s->printed_bw = NAN;
		s->printed_tol = NAN;
		s->dialect = DD_GNU;
		snprintf(s->rate_text, sizeof(s->rate_text), "%s", "Infinity");
		s->end = p + (*p == 'I' ? 8 : 3);
		while (*s->end && !is_blank(*s->end))
			s->end++;
		s->end = skip_blank(s->end);
		if (!strncmp(s->end, "B/", 2))
			while (*s->end && !is_blank(*s->end))
				s->end++;
		return 1;
	}
	if (!is_digit(*p)) {
		/* "Unendlich B/s", "Бесконечность B/s": a translated
		 * "Infinity", printed when no time passed */
		w = p;
		while (*w && !is_blank(*w) && !sep_len(w))
			w++;
		u = skip_blank(w);
		if (w > p && u > w && !strncmp(u, "B/", 2) && v == 0) {
			s->printed_bw = NAN;
			s->printed_tol = NAN;
			s->dialect = DD_GNU;
			snprintf(s->rate_text, sizeof(s->rate_text), "%.*s",
				 (int)(w - p) < 40 ? (int)(w - p) : 40, p);
			s->end = u;
			while (*s->end && !is_blank(*s->end))
				s->end++;
			return 1;
		}
	}
	num = p;
	tcomma = comma;
	n = number_len(p, &comma, &dec);
	if (!n)
		DD_FAIL(p, "a rate (such as '96.1 MB/s')");
	/* "(234,474,943 bytes/sec)": macOS's dd groups its rate's thousands
	 * in some locales.  BSD's rate is a whole number of bytes/sec, so
	 * before "bytes/" 1-3 digits and groups of 3 ("1,914,640,713") are
	 * one integer; not after a decimal-comma time ("0,0045 secs"),
	 * where a comma is no grouping; "1,5 GB/s" stays a decimal comma */
	grouped = 0;
	if (comma && !tcomma && digits(p) <= 3 && *p != '0') {
		size_t g = digits(p);

		while (p[g] == ',' && digits(p + g + 1) == 3)
			g += 4;
		if (g > digits(p) && is_blank(p[g]) &&
		    !strncmp(skip_blank(p + g), "bytes/", 6)) {
			n = g;
			comma = 0;
			dec = 0;
			grouped = 1;
		}
	}
	u = p + n;
	/* "0.000337727 s, 1", "12.3 s, 87." ending the paste: cut inside
	 * the rate, bytes and seconds whole (as cut after the time) */
	if (!*skip_blank(u + (*u == '.' || *u == ','))) {
		if (!known)
			return 0; /* as cut after the time */
		s->printed_bw = NAN;
		s->printed_tol = NAN;
		s->cut = 2;
		s->end = u + (*u == '.' || *u == ',');
		return 1;
	}
	glued = *u && !is_blank(*u);
	u = skip_blank(u);
	ulen = 0;
	while (u[ulen] && !is_blank(u[ulen]) && !close_len(u + ulen) &&
	       !sep_len(u + ulen))
		ulen++;
	if (!ulen)
		DD_FAIL(u, "a rate unit ('MB/s')");
	if (!strncmp(u, "bytes/", 6))
		s->dialect = DD_BSD;
	else if (glued)
		s->dialect = DD_BUSYBOX;
	else
		s->dialect = DD_GNU;
	if (n + 1 >= sizeof(rate))
		DD_FAIL(num, "a rate ('96.1 MB/s')");
	memcpy(rate, num, n);
	rate[n] = ' ';
	if (normalize_rate_unit(u, ulen, rate + n + 1, sizeof(rate) - n - 1))
		DD_FAIL(u, "a rate unit ('MB/s')");
	if (units_rate(rate, &w,
		       s->dialect == DD_BUSYBOX ? UNITS_BINARY : UNITS_DECIMAL,
		       grouped ? UNITS_COMMA_THOUSANDS
		       : comma ? UNITS_COMMA_DECIMAL
			       : UNITS_COMMA_NONE,
		       &s->printed_bw) ||
	    *w)
		DD_FAIL(num, "a rate ('96.1 MB/s')");
	if (units_number(num, NULL,
			 grouped ? UNITS_COMMA_THOUSANDS
			 : comma ? UNITS_COMMA_DECIMAL
				 : UNITS_COMMA_NONE,
			 &nv))
		DD_FAIL(num, "a rate ('96.1 MB/s')");
	if (nv > 0) {
		s->printed_tol = step_of(dec) * s->printed_bw / nv;
	} else {
		/* "0,0 kB/s" for one byte in 4.8 s: the last digit's step
		 * in its unit (1 kB/s here), not the rate's zero */
		char one[sizeof(rate)];
		double unit = NAN;

		snprintf(one, sizeof(one), "1 %s", rate + n + 1);
		if (units_rate(one, &w,
			       s->dialect == DD_BUSYBOX ? UNITS_BINARY
							: UNITS_DECIMAL,
			       UNITS_COMMA_NONE, &unit) ||
		    *w)
			unit = NAN;
		s->printed_tol = step_of(dec) * unit;
	}
	snprintf(s->rate_text, sizeof(s->rate_text), "%.*s",
		 (int)(u + ulen - num), num);
	s->end = u + ulen;
	if (close_len(s->end))
		s->end += close_len(s->end);
	return 1;
#undef DD_FAIL
}

/*
 * The summary's tail q (its time and rate, after the byte count and
 * maybe the words) read as head + q: bytes unknown (NAN), so the rate is
 * the printed one; s's pointers into q.  Returns as parse_trimmed().
 */
static int parse_tail(const char *head, const char *q, struct dd_summary *s,
		      const char **at, const char **expected)
{
	char synth[DD_LINE_MAX];
	const size_t hl = strlen(head), n = strlen(q);
	const char *base;
	int r;

	if (hl + n >= sizeof(synth))
		return 0;
	memcpy(synth, head, hl);
	memcpy(synth + hl, q, n + 1);
	base = synth + hl;
	r = parse_summary(synth, s, at, expected);
	if (r == -1 && *at >= base && strstr(*expected, "rate")) {
		*at = q + (*at - base);
		return -1;
	}
	if (r != 1 || s->cut || isnan(s->printed_bw) || s->rate_at < base)
		return 0;
	s->rate_at = q + (s->rate_at - base);
	s->end = q + (s->end - base);
	s->bytes = NAN;
	return 1;
}

/*
 * A summary trimmed by hand to its tool's name, time and rate ("dd:
 * 22.696 s, 11.8 MB/s": the byte count and the words cut away, as a
 * bug report or a digest quotes many runs) at p, the start of a line:
 * read as the summary's tail; bytes unknown (NAN), so the rate is the
 * printed one.  0 when p is no such line (nothing after the time, a cut),
 * -1 when its rate does not parse ("3.9 MB/": the unit cut), *at then in
 * the line.
 */
static int parse_trimmed(const char *p, struct dd_summary *s, const char **at,
			 const char **expected)
{
	const char *q = skip_blank(p + 3);

	if (!is_digit(*q))
		return 0;
	return parse_tail("1 bytes copied, ", q, s, at, expected);
}

/*
 * Where a summary whose byte count is cut or rounded away starts at p (a
 * line's start): "... copied, 2.5 s, 107 MB/s" (the paste's start cut off,
 * "..." or "…" then a word), "1.1 GB copied, 2.5 s, 429 MB/s", "268 MB
 * kopiert, ..." (a size rounded to its unit, a word after it).  Returns
 * the length of the cut or the size (its bytes in *size, its rounding in
 * *step, 0 and NAN for a cut), 0 when p is none of these.
 */
static size_t sizeless_head(const char *p, double *size, double *step)
{
	const char *u, *w;
	size_t n, ulen;
	int comma, dec;
	double v, f;

	*size = NAN;
	*step = 0;
	n = ellipsis_len(p);
	if (n) {
		w = skip_blank(p + n);
		return w > p + n && !is_digit(*w) && *w && !sep_len(w) ? n : 0;
	}
	n = number_len(p, &comma, &dec);
	if (!n)
		return 0;
	u = skip_blank(p + n);
	ulen = 0;
	while (is_alpha(u[ulen]))
		ulen++;
	/* a prefix and "B": kB, MB, GiB ("bytes" is the whole summary's) */
	if (ulen < 2 || ulen > 3 || u[ulen - 1] != 'B' || u[0] == 'B')
		return 0;
	f = units_size_factor(u, ulen, UNITS_DECIMAL);
	w = skip_blank(u + ulen);
	if (isnan(f) || w == u + ulen || !*w || is_digit(*w) || sep_len(w) ||
	    units_number(p, NULL,
			 comma ? UNITS_COMMA_DECIMAL : UNITS_COMMA_NONE, &v))
		return 0;
	*size = v * f;
	*step = step_of(dec) * f;
	return (size_t)(u + ulen - p);
}

/*
 * A summary whose byte count is cut or rounded away (sizeless_head()) at
 * p, read as its tail: the time and the printed rate, bytes unknown (NAN:
 * the printed rate is the rate).  A rounded size must agree with the time
 * and the rate (within the roundings of all three, its prefix 1000- or
 * 1024-based), else the line is misread or another's: 0, as when p is no
 * such line or the rate is cut (nothing then says what ran).  Returns as
 * parse_trimmed().
 */
static int parse_sizeless(const char *p, struct dd_summary *s, const char **at,
			  const char **expected)
{
	size_t k;
	double size, step, bin;
	int r, dec_fit, bin_fit;

	k = sizeless_head(p, &size, &step);
	bin = size;
	if (!k)
		return 0;
	r = parse_tail("1 bytes", p + k, s, at, expected);
	if (r != 1)
		return r;
	if (!(s->runtime_ns > 0) || !(s->printed_bw > 0))
		return 0;
	if (!isnan(size)) {
		double secs = s->runtime_ns / 1e9, tol;
		int comma, dec;
		const char *u = skip_blank(p + number_len(p, &comma, &dec));

		tol = step / 2 / size + s->time_rel +
		      s->printed_tol / s->printed_bw + 1e-9;
		if (u[1] != 'i') /* "MB" may be busybox's MiB */
			bin = size / units_size_factor(u, 2, UNITS_DECIMAL) *
			      units_size_factor(u, 2, UNITS_BINARY);
		dec_fit =
		    fabs(size / secs - s->printed_bw) <= tol * s->printed_bw;
		bin_fit =
		    fabs(bin / secs - s->printed_bw) <= tol * s->printed_bw;
		if (!dec_fit && !bin_fit)
			return 0;
		s->rounded_as_written = dec_fit && (!bin_fit || bin == size);
	}
	s->known = 1;
	s->rounded[0] = size;
	s->rounded[1] = bin;
	s->rounded_step = step;
	return 1;
}

/*
 * "4096+0 records in", "931+0 Datensätze ein", "记录了1024+0 的读入",
 * "1024+0 レコード入力" at p (a word's start): returns the length of the
 * counts (with a glued prefix) and fills them, else 0.  A word must follow
 * (a bare "1+0" is arithmetic), except after a glued prefix.
 */
static size_t parse_records(const char *p, double *full, double *partial)
{
	const char *q = p, *e;
	size_t n, m;

	while (is_high(*q))
		q++;
	n = digits(q);
	if (!n || q[n] != '+')
		return 0;
	m = digits(q + n + 1);
	if (!m)
		return 0;
	e = q + n + 1 + m;
	if (*e && !is_blank(*e) && !is_high(*e))
		return 0;
	q = skip_blank(e);
	if (*q && !is_alpha(*q) && !is_high(*q))
		return 0;
	if (!*q && q == p)
		return 0;
	if (!*q && !is_high(*p))
		return 0;
	if (units_number(e - m - 1 - n, NULL, UNITS_COMMA_NONE, full) ||
	    units_number(e - m, NULL, UNITS_COMMA_NONE, partial))
		return 0;
	return (size_t)(e - p);
}

/* Append a JSON "key":"value" pair to the operands. */
static void ops_add(struct dd_cmd *c, const char *key, const char *v)
{
	size_t o = strlen(c->ops), n = sizeof(c->ops);
	int k;

	k = snprintf(c->ops + o, n - o, "%s\"%s\":\"", o ? "," : "", key);
	if (k < 0 || (size_t)k >= n - o) {
		c->ops[o] = '\0';
		return;
	}
	o += (size_t)k;
	for (; *v; v++) {
		unsigned char ch = (unsigned char)*v;

		if (o + 8 >= n)
			break;
		if (ch == '"' || ch == '\\') {
			c->ops[o++] = '\\';
			c->ops[o++] = (char)ch;
		} else if (ch < 0x20 || ch == 0x7f) {
			o += (size_t)snprintf(c->ops + o, n - o, "\\u%04x", ch);
		} else {
			c->ops[o++] = (char)ch;
		}
	}
	if (o + 2 > n)
		o = n - 2;
	c->ops[o++] = '"';
	c->ops[o] = '\0';
}

static int word_is(const char *tok, const char *const *list)
{
	for (; *list; list++)
		if (!strcmp(tok, *list))
			return 1;
	return 0;
}

static int ends_with(const char *s, const char *tail)
{
	size_t a = strlen(s), b = strlen(tail);

	return a >= b && !strcmp(s + a - b, tail);
}

/* Whether flags ("direct,dsync") holds flag. */
static int has_flag(const char *flags, const char *flag)
{
	size_t n = strlen(flag);

	for (const char *p = flags; *p;) {
		const char *e = strchr(p, ',');
		size_t len = e ? (size_t)(e - p) : strlen(p);

		if (len == n && !memcmp(p, flag, n))
			return 1;
		if (!e)
			break;
		p = e + 1;
	}
	return 0;
}

static void copy_str(char *dst, size_t n, const char *src)
{
	snprintf(dst, n, "%s", src);
}

/*
 * The flags of an iflag=, oflag= or conv= value as dd read them, into
 * out (n bytes): the value cut where a byte outside ASCII starts (no flag
 * has one: "direct记录了1+0" is "direct" with zh_CN's records text glued
 * on by a paste that lost the line break) and without the punctuation a
 * sentence or markup puts after a word ("direct)", "fdatasync`",
 * "dsync;").  Returns whether every flag of it, comma-separated, is one
 * dd knows (GNU coreutils' dd.c tables, BSD's and busybox's, conv=
 * apart): a value that is not ("oflag=directrecords", "oflag=dirct") is
 * no command dd ran as written, and what it says of O_DIRECT is unknown.
 * An empty value is known (nothing said).
 */
static int dd_flags(const char *v, int conv, char *out, size_t n)
{
	static const char *const flags[] = {
	    "append",	   "binary",	 "cio",	       "direct",   "directory",
	    "dsync",	   "sync",	 "fullblock",  "noatime",  "nocache",
	    "noctty",	   "nofollow",	 "nolinks",    "nonblock", "text",
	    "count_bytes", "skip_bytes", "seek_bytes", "fsync",	   "async",
	    "cloexec",	   "creat",	 "excl",       "exlock",   "shlock",
	    "rsync",	   "trunc",	 "nosigpipe",  "alt_io",   NULL};
	static const char *const convs[] = {
	    "ascii",  "ebcdic",	  "ibm",       "block",	  "unblock",
	    "lcase",  "ucase",	  "sparse",    "swab",	  "sync",
	    "excl",   "nocreat",  "notrunc",   "noerror", "fdatasync",
	    "fsync",  "osync",	  "pareven",   "parodd",  "parnone",
	    "parset", "oldascii", "oldebcdic", "oldibm",  NULL};
	const char *const *known = conv ? convs : flags;
	size_t len = 0;

	while (v[len] && !(v[len] & 0x80) && len + 1 < n)
		len++;
	while (len && strchr(")]};:.,'\"`*", v[len - 1]))
		len--;
	memcpy(out, v, len);
	out[len] = '\0';
	for (const char *p = out; *p;) {
		const char *e = strchr(p, ',');
		size_t l = e ? (size_t)(e - p) : strlen(p);
		int ok = 0;

		for (size_t i = 0; known[i] && !ok; i++)
			ok = strlen(known[i]) == l && !memcmp(known[i], p, l);
		if (!ok)
			return 0;
		if (!e)
			break;
		p = e + 1;
	}
	return 1;
}

#define DD_MAX_TOKENS 64

static int is_separator(const char *w);
static int prompt_end(const char *w);

/*
 * Where the container runner starts whose command dd (tok[dd]) is:
 * "docker|podman|nerdctl run|exec [options] IMAGE [sh -c] dd ...",
 * "kubectl|oc exec POD [-c box] -- dd ...", within the same shell
 * command (no ';', "&&", '|' or prompt between); (size_t)-1 if none.
 */
static size_t container_runner(const char *const *tok, size_t dd)
{
	static const char *const runners[] = {"docker",	 "podman", "nerdctl",
					      "kubectl", "oc",	   NULL};
	static const char *const verbs[] = {"run", "exec", NULL};

	for (size_t k = dd; k-- > 1;) {
		const char *w = tok[k];

		if (is_separator(w) || !strcmp(w, "|") ||
		    (prompt_end(w) && strcmp(w, "--") && w[0] != '-'))
			return (size_t)-1;
		if (word_is(w, verbs) && word_is(tok[k - 1], runners))
			return k - 1;
	}
	return (size_t)-1;
}

/* ";", "&&", "||": what ends one command of a shell line */
static int is_separator(const char *w)
{
	return !strcmp(w, ";") || !strcmp(w, "&&") || !strcmp(w, "||");
}

/*
 * A themed shell's prompt sign at the end of w (n bytes): "❯" (starship,
 * pure), "❱", "➜" (oh-my-zsh), "»", "λ", "⋊>" (oh-my-fish).
 */
static int fancy_prompt(const char *w, size_t n)
{
	static const char *const signs[] = {
	    "\xe2\x9d\xaf",  /* ❯ */
	    "\xe2\x9d\xb1",  /* ❱ */
	    "\xe2\x9e\x9c",  /* ➜ */
	    "\xc2\xbb",	     /* » */
	    "\xce\xbb",	     /* λ */
	    "\xe2\x8b\x8a>", /* ⋊> (oh-my-fish) */
	    NULL,
	};

	for (size_t i = 0; signs[i]; i++) {
		size_t m = strlen(signs[i]);

		if (n >= m && !memcmp(w + n - m, signs[i], m))
			return 1;
	}
	return 0;
}

/*
 * Whether w (n bytes) is box-drawing characters only (U+2500-U+257F):
 * the second line of a two-line prompt ("┌──( alf )" over "└──┤ dd
 * ..."; "╰─ dd ...") when it starts the line.
 */
static int box_prompt(const char *w, size_t n)
{
	const unsigned char *u = (const unsigned char *)w;

	if (!n || n % 3)
		return 0;
	for (size_t i = 0; i < n; i += 3)
		if (u[i] != 0xe2 || (u[i + 1] != 0x94 && u[i + 1] != 0x95) ||
		    u[i + 2] < 0x80 || u[i + 2] > 0xbf)
			return 0;
	return 1;
}

/* A word that ends a prompt: "$", "#", "user@host:~$", "%", ">" */
static int prompt_end(const char *w)
{
	size_t n = strlen(w);

	return n && (strchr("$#%>", w[n - 1]) || fancy_prompt(w, n));
}

/*
 * "~", "~/src/minio": the working directory a themed prompt prints
 * alone before the command (zsh "%~ "); no sign, so only '~' and a
 * path's characters after it.
 */
static int tilde_prompt(const char *w)
{
	if (w[0] != '~' || (w[1] && w[1] != '/'))
		return 0;
	for (w++; *w; w++)
		if (!(is_alpha(*w) || is_digit(*w) || strchr("_./-", *w)))
			return 0;
	return 1;
}

/* "$", "#", "user@host:~$", "[root@h ~]#": a prompt of its own */
static int prompt_word(const char *w)
{
	size_t n = strlen(w);

	return n && (w[n - 1] == '$' || w[n - 1] == '#') &&
	       (n == 1 || strchr(w, '@') || w[n - 2] == ']' || w[n - 2] == '~');
}

/* ">", ">>", "2>": a redirection inside a command, not a prompt */
static int redirection(const char *w)
{
	while (is_digit(*w) || *w == '&')
		w++;
	return !strcmp(w, ">") || !strcmp(w, ">>");
}

/*
 * "]#dd", "~$dd": dd glued to the prompt that runs it (a blog copy lost
 * the space after "[root@nfs share]#"); the word before the sign ends in
 * ']' or is a path, so "x#dd" in prose is no command.  Also a list
 * item's number glued to it ("2.dd").
 */
static int glued_dd(const char *w)
{
	size_t n = strlen(w), d = 0;

	if (n >= 4 && !strcmp(w + n - 2, "dd") && strchr("$#%", w[n - 3]) &&
	    strchr("]~/", w[n - 4]))
		return 1;
	/* "1.dd bs=64k ...", "2)dd ...", "3、dd ...": a numbered list's
	 * item whose number lost its blank, the command the item */
	while (d < 2 && is_digit(w[d]))
		d++;
	if (!d || n < d + 3 || strcmp(w + n - 2, "dd"))
		return 0;
	return (n == d + 3 && (w[d] == '.' || w[d] == ')')) ||
	       (n == d + 5 && !memcmp(w + d, "\xe3\x80\x81", 3)); /* 、 */
}

/*
 * "#echo", "]#sync", "~$rm": a command's first word glued to the prompt
 * that runs it (a root prompt alone on the line before, "[root@h 14:02
 * /nvme]" over "#echo 3 > ... ; time taskset -c 16 dd ..."): the offset
 * of the word after the sign, else 0.  The sign starts the word, follows
 * ']', '~' or '/' (as glued_dd()), or "user@host:dir".
 */
static size_t glued_prompt(const char *w)
{
	const char *sign = strpbrk(w, "$#%");

	if (!sign || !sign[1] || strpbrk(sign + 1, "$#%"))
		return 0;
	/* "root@nas:/x#sync": user@host:dir before the sign */
	if (sign > w && !strchr("]~/", sign[-1]) &&
	    !(memchr(w, '@', (size_t)(sign - w)) &&
	      memchr(w, ':', (size_t)(sign - w))))
		return 0;
	return (size_t)(sign - w) + 1;
}

/* A command's first word: "sync", "/sbin/sysctl", "echo" (not prose) */
static int command_word(const char *w)
{
	if (!*w)
		return 0;
	for (; *w; w++)
		if (!((*w >= 'a' && *w <= 'z') || is_digit(*w) ||
		      strchr("_./-", *w)))
			return 0;
	return 1;
}

/*
 * Read a dd command line from the trimmed, NUL-terminated line t: the
 * "dd" word behind a prompt or wrappers (sudo, time, nice -n 19, VAR=x)
 * followed by at least one operand or redirection.  Returns 1 with *c
 * filled, else 0.
 */
/*
 * w past the dash a blog's "smart" punctuation glued to an operand
 * ("–if=/dev/zero", folded to "--if=" by the normalization; "−of=" to
 * "-of="): dd takes no option of that name, so the dash is noise.
 */
static const char *undash(const char *w)
{
	if (w[0] == '-')
		w += 1 + (w[1] == '-');
	return w;
}

/* Whether w is "NAME=..." with NAME in list ("if=/dev/zero"; a dash
 * glued before it is noise: "–if=/dev/zero"). */
static int operand_word(const char *w, const char *const *list)
{
	const char *eq;
	char name[16];

	w = undash(w);
	eq = strchr(w, '=');

	if (!eq || (size_t)(eq - w) >= sizeof(name))
		return 0;
	memcpy(name, w, (size_t)(eq - w));
	name[eq - w] = '\0';
	return word_is(name, list);
}

/* Whether the word at p is dd ("dd", "/bin/dd") followed by a blank: a
 * quoted text starting so is a whole command. */
static int quoted_dd(const char *p)
{
	const char *e = p;

	/* "sh -c \"df -h /scratch; dd if=... count=32\"": a dd after a
	 * ';' or "&&" inside the quoted string is one of its commands */
	{
		char q = p[-1];

		for (const char *s = p; *s && *s != q; s++)
			if ((*s == ';' || (*s == '&' && s[1] == '&')) &&
			    (s[1] == ' ' || (s[1] == '&' && s[2] == ' '))) {
				const char *w = s + (*s == ';' ? 1 : 2);

				while (*w == ' ')
					w++;
				if (w[0] == 'd' && w[1] == 'd' && w[2] == ' ')
					return 1;
			}
	}

	while (*e && !is_blank(*e) && *e != '\'' && *e != '"')
		e++;
	if (!is_blank(*e) || e - p < 2 || e[-1] != 'd' || e[-2] != 'd')
		return 0;
	return e - p == 2 || e[-3] == '/';
}

static int word_count(const char *a, const char *b);

/*
 * Whether t[0, n) (the text before a ':' that stands before a command on
 * its line) is a caption of the command ("Teste de vitesse partition LVM
 * : sudo dd if=... oflag=direct"): two to eight words, a letter first,
 * no prompt's or sentence's mark, not a notice ("Note: dd if=...", "For
 * example: dd ..." show a command, they run none), with dd's operand
 * after dd (next).  The caption into lead (size ln).
 */
static int lead_caption(const char *t, size_t n, const char *next, char *lead,
			size_t ln)
{
	static const char *const ops[] = {"if", "of", NULL};
	static const char *const notice[] = {
	    "note", "nb",      "example", "examples", "usage", "tip",
	    "hint", "warning", "syntax",  "command",  "for",   "e.g.",
	    "i.e.", "try",     "run",	  "or",	      "then",  NULL,
	};
	char first[16];
	size_t f = 0;
	int words;

	while (n && is_blank(t[n - 1]))
		n--;
	while (n && is_blank(t[0]))
		t++, n--;
	words = word_count(t, t + n);
	if (!n || n >= ln || words < 2 || words > 8 ||
	    !(is_alpha(t[0]) || is_high(t[0])) || !operand_word(next, ops))
		return 0;
	while (f < n && f + 1 < sizeof(first) && !is_blank(t[f])) {
		first[f] =
		    (char)((t[f] >= 'A' && t[f] <= 'Z') ? t[f] + 32 : t[f]);
		f++;
	}
	first[f] = '\0';
	if (word_is(first, notice))
		return 0;
	for (size_t i = 0; i < n; i++)
		if (strchr("$#%>:;.!?|&=`", t[i]))
			return 0;
	memcpy(lead, t, n);
	lead[n] = '\0';
	return 1;
}

/*
 * Whether the dd commands at words a and b (each "dd" followed by its
 * operands) are alike: the same operands in the same order, only their
 * input or output files differing, and none of those under /dev/ but a
 * generator or a sink ("of=/tmp/t1.img" and "of=/tmp/t2.img": two runs
 * of one test, whichever finished first); their offsets (skip=, seek=,
 * iseek=, oseek=) may differ or be absent ("(dd if=$D of=/dev/null
 * bs=1M count=200 &); (dd if=$D ... skip=200 &)": two readers of one
 * disk, side by side).
 */
static int dd_alike(const char *const *tok, size_t ntok, size_t a, size_t b,
		    const char *const *operands)
{
	static const char *const offsets[] = {"skip", "iseek", "seek", "oseek",
					      NULL};
	int notrunc = 0;

	for (size_t i = a + 1; i < ntok && operand_word(tok[i], operands); i++)
		notrunc |= !strncmp(tok[i], "conv=", 5) &&
			   strstr(tok[i], "notrunc") != NULL;
	for (size_t i = b + 1; i < ntok && operand_word(tok[i], operands); i++)
		notrunc |= !strncmp(tok[i], "conv=", 5) &&
			   strstr(tok[i], "notrunc") != NULL;
	for (a++, b++;; a++, b++) {
		int oa, ob;
		size_t k;

		/* where in its file each starts ("skip=200" on the second
		 * of two concurrent readers of one disk) changes nothing
		 * a run records - but a file kept (conv=notrunc) and
		 * written at an offset is patched (patch_write()) */
		while (a < ntok && operand_word(tok[a], offsets) && !notrunc)
			a++;
		while (b < ntok && operand_word(tok[b], offsets) && !notrunc)
			b++;
		oa = a < ntok && operand_word(tok[a], operands);
		ob = b < ntok && operand_word(tok[b], operands);
		if (!oa || !ob)
			return oa == ob;
		k = (size_t)(strchr(tok[a], '=') - tok[a]) + 1;
		if (strncmp(tok[a], tok[b], k))
			return 0;
		if (!strcmp(tok[a], tok[b]))
			continue;
		if (!((k == 3 && (tok[a][0] == 'i' || tok[a][0] == 'o') &&
		       tok[a][1] == 'f') &&
		      strncmp(tok[a] + k, "/dev/", 5) &&
		      strncmp(tok[b] + k, "/dev/", 5)))
			return 0;
	}
}

/*
 * From the pipe at word i of the command line t (its words tok, each at
 * start[] in t), the dd further on the same pipeline ("| pv | dd of=...",
 * "|pv|dd of=...", "| ssh host dd of=..."), followed by one of its
 * operands: its text, from its "dd", into c->down, and c->piped_dd 1.
 * A ';', '&&', '||', '&' or a prompt ends the pipeline.
 */
static void down_dd(const char *t, const char *const *tok, const size_t *start,
		    size_t i, size_t ntok, const char *const *operands,
		    struct dd_cmd *c)
{
	for (; i + 1 < ntok; i++) {
		const char *w = tok[i];
		size_t n = strlen(w), at = start[i] + (n >= 2 ? n - 2 : 0);

		if (i &&
		    (!strcmp(w, ";") || !strcmp(w, "&&") || !strcmp(w, "||") ||
		     !strcmp(w, "&") || prompt_word(w)))
			return;
		if (!(!strcmp(w, "dd") || ends_with(w, "/dd") ||
		      ends_with(w, "|dd")) ||
		    !operand_word(tok[i + 1], operands) ||
		    strncmp(t + at, "dd", 2))
			continue;
		copy_str(c->down, sizeof(c->down), t + at);
		c->piped_dd = 1;
		/* in the run's options: the direction a heading names is
		 * the other dd's, not this one's (document.c) */
		ops_add(c, "pipe_to", "dd");
		return;
	}
}

/*
 * The dd commands run one after another on the line t (its words tok,
 * each at start[] in t) after the dd at word dd, each at the start of a
 * command after a ';' or "&&" (wrappers before it: "; sudo dd ..."):
 * the text of the next one, from its command's first word, into
 * c->chain, and c->chained 1.  None when the line pipes, runs in the
 * background, loops, or holds a prompt or "||" after dd (outputs in
 * another order, or fewer), when a dd stands elsewhere than at a
 * command's start, or when every later dd is alike dd (c->again pairs
 * those).
 */
static void chain_dd(const char *t, const char *const *tok, const size_t *start,
		     size_t ntok, size_t dd, const char *const *operands,
		     const char *const *wrappers, struct dd_cmd *c)
{
	static const char *const shell[] = {
	    "for", "while", "until", "do", "done", "if", "then", "fi", NULL};
	size_t next = 0, dds = 0, alike = 0;

	for (size_t i = dd + 1; i < ntok; i++) {
		const char *w = tok[i];
		size_t k = i;

		if (w[0] == '#' && (!start[i] || is_blank(t[start[i] - 1])))
			break; /* a comment ends the line */
		if (strchr(w, '|') || !strcmp(w, "&") || !strcmp(w, "(") ||
		    !strcmp(w, ")") || word_is(w, shell) ||
		    (prompt_word(w) && !redirection(w)))
			return;
		if (!(!strcmp(w, "dd") || ends_with(w, "/dd")))
			continue;
		if (i + 1 >= ntok || !operand_word(tok[i + 1], operands))
			return;
		while (k > dd + 1 && word_is(tok[k - 1], wrappers))
			k--;
		if (k <= dd + 1 ||
		    (strcmp(tok[k - 1], ";") && strcmp(tok[k - 1], "&&")))
			return;
		if (!dds++)
			next = k;
		alike += dd_alike(tok, ntok, dd, i, operands);
	}
	if (!dds || alike == dds)
		return;
	copy_str(c->chain, sizeof(c->chain), t + start[next]);
	c->chained = 1;
	c->again = 0;
}

/*
 * Whether operand (an if= value) is the variable of the "for" loop at
 * tok[at] and every word the loop runs over names a device: "for mtd in
 * $(ls /dev/mtdblock*); do dd if=${mtd} of=...": "$(ls" and the
 * backquote or parenthesis around the list are the shell's, the words
 * left ("/dev/mtdblock*", "/dev/sd?") are paths under /dev/.
 */
static int loop_var_devices(const char *const *tok, size_t ntok, size_t at,
			    const char *operand)
{
	const char *var, *o = operand;
	size_t i, k, n = 0;

	if (strcmp(tok[at], "for") || at + 3 >= ntok ||
	    strcmp(tok[at + 2], "in") || *o++ != '$')
		return 0;
	var = tok[at + 1];
	k = strlen(var);
	if (*o == '{' ? strncmp(o + 1, var, k) || strcmp(o + 1 + k, "}")
		      : strcmp(o, var))
		return 0;
	for (i = at + 3;
	     i < ntok && strcmp(tok[i], ";") && strcmp(tok[i], "do"); i++) {
		const char *w = tok[i];

		if (!strcmp(w, "$(ls") || !strcmp(w, "`ls"))
			continue;
		w += w[0] == '`' ? 1 : !strncmp(w, "$(", 2) ? 2 : 0;
		if (strncmp(w, "/dev/", 5) || !w[5] || strchr(w, '$') ||
		    line_no_storage_device(w))
			return 0;
		n++;
	}
	return i < ntok && n > 0;
}

/*
 * The runs after the first of the loop whose keyword is tok[at], its
 * body's one dd on the line ("for i in 0 1 2; do dd ...; done": 2; "for
 * n in {1..5}": 4; "while true", "for f in $LIST": -1, as many as are
 * printed); 0 when another dd shares the line (whose runs alternate).
 */
static int loop_runs(const char *const *tok, size_t ntok, size_t at)
{
	size_t i, n = 0, dds = 0;
	long a, b;
	char *e;

	for (i = 0; i < ntok; i++)
		dds += !strcmp(tok[i], "dd") || ends_with(tok[i], "/dd");
	if (dds != 1)
		return 0;
	if (strcmp(tok[at], "for") || at + 2 >= ntok ||
	    strcmp(tok[at + 2], "in"))
		return -1;
	for (i = at + 3;
	     i < ntok && strcmp(tok[i], ";") && strcmp(tok[i], "do"); i++) {
		const char *w = tok[i];

		if (strpbrk(w, "$`*?[("))
			return -1;
		if (w[0] == '{' && strstr(w, "..")) {
			/* "{1..5}": from the first to the last */
			a = strtol(w + 1, &e, 10);
			if (e == w + 1 || strncmp(e, "..", 2))
				return -1;
			b = strtol(e + 2, &e, 10);
			if (strcmp(e, "}") || b < a || b - a > 1000)
				return -1;
			n += (size_t)(b - a + 1);
		} else {
			n++;
		}
	}
	if (i == ntok || !n)
		return -1;
	return n > 1000 ? -1 : (int)n - 1;
}

/*
 * A shell comment ending a dd command ("dd ... oflag=dsync # host vm") as
 * the name of its run, into out (n bytes): one to four words of letters,
 * digits and "-_.()" with a letter, not a direction alone ("# write"),
 * nothing more ('=', '/', ':' are a note or a command).  c: the text after
 * the '#'.  Returns 1, else 0.
 */
static int comment_name(const char *c, char *out, size_t n)
{
	const char *e;
	int letter = 0;

	while (*c == '#' || is_blank(*c))
		c++;
	e = c + strlen(c);
	while (e > c && is_blank(e[-1]))
		e--;
	if (e == c || (size_t)(e - c) >= n || word_count(c, e) > 4 ||
	    (word_count(c, e) == 1 && line_direction_words(c, e)))
		return 0;
	for (const char *p = c; p < e; p++) {
		if (is_alpha(*p))
			letter = 1;
		else if (!is_digit(*p) && !is_blank(*p) && !strchr("-_.()", *p))
			return 0;
	}
	if (!letter)
		return 0;
	snprintf(out, n, "%.*s", (int)(e - c), c);
	return 1;
}

static const char *log_message(const char *t, size_t len);

/* A log's level word: "INFO", "[WARN]", "debug:", "E" not. */
static int log_level_word(const char *w, size_t n)
{
	static const char *const levels[] = {
	    "TRACE", "DEBUG", "INFO",  "NOTICE",   "WARN",    "WARNING",
	    "ERROR", "CRIT",  "FATAL", "CRITICAL", "VERBOSE", NULL};

	if (n > 2 && w[0] == '[' && w[n - 1] == ']') {
		w++;
		n -= 2;
	} else if (n > 1 && (w[n - 1] == ':' || w[n - 1] == '|')) {
		n--;
	}
	for (size_t k = 0; levels[k]; k++)
		if (strlen(levels[k]) == n && !strncasecmp(w, levels[k], n))
			return 1;
	return 0;
}

/*
 * Whether t[0, n) (the text before a command on its line) is a log's
 * lead: a time stamp starting the line ("18:11:20", "2024-05-02
 * 18:11:20,123", "[18:11:20]"), then at most a level word ("INFO",
 * "[WARN]") and one tag ("NODE.SYNC#2", "[sync]", "rsync.py:"), as a
 * daemon or a script logs each command it runs.  A single tag must look
 * like one (no plain lowercase word: "10:02 then dd ..." is prose).
 */
static int log_command_lead(const char *t, size_t n)
{
	const char *p, *e = t + n, *w[3];
	size_t len[3];
	int words = 0;

	if (!n || !(is_digit(t[0]) || t[0] == '['))
		return 0;
	p = log_message(t, n);
	if (!p)
		return 0;
	for (const char *q = t; q < p; q++)
		if (is_alpha(*q) && *q != 'T' && *q != 'Z')
			return 0; /* "Tue Mar 4 ...": no stamp of digits */
	while (p < e) {
		const char *b;

		p = skip_blank(p);
		if (p >= e)
			break;
		for (b = p; p < e && !is_blank(*p); p++)
			;
		if (words == 3)
			return 0;
		w[words] = b;
		len[words++] = (size_t)(p - b);
	}
	if (words && log_level_word(w[0], len[0])) {
		w[0] = w[1];
		len[0] = len[1];
		words--;
	}
	if (words > 1)
		return 0;
	if (words == 1) {
		int mark = 0, lower = 1;

		for (size_t k = 0; k < len[0]; k++) {
			char ch = w[0][k];

			if (strchr("'\"=`$<>|;&", ch))
				return 0;
			mark |= !is_alpha(ch);
			lower &= !(ch >= 'A' && ch <= 'Z');
		}
		if (!mark && lower)
			return 0;
	}
	return 1;
}

/*
 * Whether operand value v holds a program's format placeholder: "{}",
 * "{0}", "{name}" (Python's str.format, not the shell's "${name}" nor a
 * brace expansion "{a,b}", "{1..3}"), or a printf conversion ("%s", "%d",
 * "%u", "%ld", "%zu"; "%(name)s") in a value with no shell substitution
 * ("of=/data/$(date +%s).img" is the shell's).  A command holding one is
 * a template its program fills in, never what ran.
 */
static int template_operand(const char *v)
{
	for (const char *p = v; *p; p++) {
		if (*p == '{' && (p == v || p[-1] != '$')) {
			const char *q = p + 1;

			while (is_alpha(*q) || is_digit(*q) || *q == '_')
				q++;
			if (*q == '}')
				return 1;
		}
		if (*p == '%' && !strchr(v, '$')) {
			const char *q = p + 1;

			if (*q == '(') {
				q = strchr(q, ')');
				if (!q)
					continue;
				q++;
			}
			while (*q == 'l' || *q == 'z' || *q == 'j')
				q++;
			if (*q && strchr("sdiu", *q))
				return 1;
		}
	}
	return 0;
}

static int cmd_template(const struct dd_cmd *c)
{
	return template_operand(c->in) || template_operand(c->out) ||
	       template_operand(c->bs) || template_operand(c->ibs) ||
	       template_operand(c->obs) || template_operand(c->count) ||
	       template_operand(c->seek);
}

static int parse_command(const char *t, long line, struct dd_cmd *c, int prose)
{
	static const char *const wrappers[] = {
	    "sudo",    "doas",	  "time",    "nice",	  "ionice",
	    "nohup",   "command", "exec",    "env",	  "stdbuf",
	    "taskset", "chrt",	  "nocache", "\\time",	  "/usr/bin/time",
	    "busybox", "perf",	  "stat",    "strace",	  "numactl",
	    "sh",      "bash",	  "/bin/sh", "/bin/bash", "su",
	    "timeout", NULL,
	};
	static const char *const operands[] = {
	    "if",    "of",    "bs",	"ibs",	  "obs",    "cbs",
	    "count", "skip",  "seek",	"iseek",  "oseek",  "conv",
	    "iflag", "oflag", "status", "iflags", "oflags", NULL,
	};
	/* a shell loop's or test's keywords: what heads it, what opens
	 * its body */
	static const char *const heads[] = {"for",  "while",  "until", "if",
					    "elif", "select", NULL};
	static const char *const bodies[] = {"do", "then", "else", NULL};
	static const char *const loops[] = {"for", "while", "until", NULL};
	char toks[DD_LINE_MAX * 2];
	const char *tok[DD_MAX_TOKENS];
	size_t start[DD_MAX_TOKENS];
	size_t ntok = 0, o = 0, i, j, dd = (size_t)-1, cmd_at, glued_at = 0;
	size_t loop_at = (size_t)-1; /* the loop's keyword around dd */
	const char *p = t;
	int operand_seen = 0;
	char unquoted = 0; /* the quote around a whole command */
	size_t qfloor = 0; /* the first word inside that quote */
	int arith = 0;	   /* parentheses open in a "$((...))" */
	int depth;	   /* a word's parentheses outside it */
	char pipe_in[sizeof(c->pipe_in)] = "";
	char lead[sizeof(c->lead)] = "";

	/* split into words; quotes group and are removed - but a quote that
	 * opens a whole command ("'/bin/dd if=... count=1' (cwd None)" in a
	 * daemon's log, "sh -c \"dd if=... && sync\"") only goes: the words
	 * inside are the command's */
	while (*p && ntok < DD_MAX_TOKENS) {
		char quote = 0;

		p = skip_blank(p);
		if (!*p)
			break;
		if ((*p == '\'' || *p == '"') && !unquoted &&
		    quoted_dd(p + 1)) {
			unquoted = *p++;
			qfloor = ntok;
			if (!*p || is_blank(*p))
				continue;
		}
		/* "(dd if=... && sync)": a subshell's '(' is a word of its
		 * own ("$(dd ...)", "$((...))" stay whole) */
		if (*p == '(' && !unquoted && ntok + 1 < DD_MAX_TOKENS &&
		    o + 4 < sizeof(toks)) {
			start[ntok] = (size_t)(p - t);
			tok[ntok++] = toks + o;
			toks[o++] = '(';
			toks[o++] = '\0';
			p++;
			continue;
		}
		/* "drop_caches ;dd if=...": a ';' glued to the next
		 * command's first word is a word of its own */
		if (*p == ';' && p[1] && !is_blank(p[1]) && p[1] != ';' &&
		    !unquoted && ntok + 1 < DD_MAX_TOKENS &&
		    o + 4 < sizeof(toks)) {
			start[ntok] = (size_t)(p - t);
			tok[ntok++] = toks + o;
			toks[o++] = ';';
			toks[o++] = '\0';
			p++;
			continue;
		}
		start[ntok] = (size_t)(p - t);
		tok[ntok++] = toks + o;
		while (*p && (quote || !is_blank(*p))) {
			/* "{1..3};do", "$i;time dd": a ';' inside a word ends
			 * a command there ("\;" of find and quoted ones
			 * excepted; one ending the word is split below) */
			if (!quote && !unquoted && *p == ';' && p[1] &&
			    !is_blank(p[1]) && p > t && p[-1] != '\\' &&
			    ntok + 2 < DD_MAX_TOKENS && o + 6 < sizeof(toks)) {
				if (tok[ntok - 1] < toks + o) {
					toks[o++] = '\0';
					start[ntok] = (size_t)(p - t);
					tok[ntok++] = toks + o;
				}
				toks[o++] = ';';
				toks[o++] = '\0';
				p++;
				start[ntok] = (size_t)(p - t);
				tok[ntok++] = toks + o;
				continue;
			}
			/* "count=15|base64 -w 0": a '|' glued to an operand
			 * pipes dd's output on, as the shell reads it: a word
			 * of its own ("||", "\|" and quoted ones excepted;
			 * "|md5sum", "|pv|" are read as they were) */
			if (!quote && !unquoted && *p == '|' && p[1] != '|' &&
			    tok[ntok - 1] < toks + o && toks[o - 1] != '|' &&
			    memchr(tok[ntok - 1], '=',
				   (size_t)(toks + o - tok[ntok - 1])) &&
			    p[-1] != '\\' && ntok + 2 < DD_MAX_TOKENS &&
			    o + 6 < sizeof(toks)) {
				toks[o++] = '\0';
				start[ntok] = (size_t)(p - t);
				tok[ntok++] = toks + o;
				toks[o++] = '|';
				p++;
				if (!*p || is_blank(*p))
					break;
				toks[o++] = '\0';
				start[ntok] = (size_t)(p - t);
				tok[ntok++] = toks + o;
				continue;
			}
			if (unquoted && *p == unquoted) {
				unquoted = 0; /* the command's closing quote */
			} else if (quote && *p == quote) {
				quote = 0;
			} else if (!quote && (*p == '\'' || *p == '"')) {
				quote = *p;
			} else if (o + 2 < sizeof(toks)) {
				toks[o++] = *p;
			}
			p++;
		}
		/* "count=64)": the subshell's ')' (one the word did not
		 * open), a word of its own */
		/* the shell's arithmetic "$((...))", over words too
		 * ("count=$((`stat -c%s a.img`/512))"), closes its own
		 * parentheses */
		depth = 0;
		for (const char *q = tok[ntok - 1]; q < toks + o; q++) {
			if (!arith && q + 2 < toks + o && q[0] == '$' &&
			    q[1] == '(' && q[2] == '(') {
				arith = 2;
				q += 2;
			} else if (arith) {
				arith += *q == '(' ? 1 : *q == ')' ? -1 : 0;
			} else {
				depth += *q == '(' ? 1 : *q == ')' ? -1 : 0;
			}
		}
		if (o > 1 && toks[o - 1] == ')' && p[-1] == ')' &&
		    tok[ntok - 1] + 1 < toks + o && ntok < DD_MAX_TOKENS &&
		    o + 4 < sizeof(toks)) {
			if (depth < 0) {
				toks[o - 1] = '\0';
				start[ntok] = (size_t)(p - 1 - t);
				tok[ntok++] = toks + o;
				toks[o++] = ')';
			}
		}
		/* "of=/dev/null& pid=$!", "count=1&& sync": a '&' or "&&"
		 * glued to an operand ends its command, a word of its own
		 * ("2>&1", ">&2" and "\&" excepted) */
		if (o > 2 && toks[o - 1] == '&' && p[-1] == '&' &&
		    ntok < DD_MAX_TOKENS && o + 4 < sizeof(toks)) {
			size_t amp = toks[o - 2] == '&' ? 2 : 1;
			const char *w = tok[ntok - 1], *e = toks + o - amp;

			if (e > w && e[-1] != '\\' &&
			    memchr(w, '=', (size_t)(e - w)) &&
			    !memchr(w, '>', (size_t)(e - w)) &&
			    !memchr(w, '<', (size_t)(e - w))) {
				toks[o - amp] = '\0';
				start[ntok] = (size_t)(p - amp - t);
				tok[ntok++] = toks + o - amp + 1;
				toks[o - amp + 1] = '&';
				if (amp == 2)
					toks[o - amp + 2] = '&';
				o += 1;
			}
		}
		/* "sync;" and "count=1;": the ';' ends a command, a word of
		 * its own ("\;" of find and quoted ones excepted) */
		if (o > 1 && toks[o - 1] == ';' && p[-1] == ';' && p - t >= 2 &&
		    p[-2] != '\\' && tok[ntok - 1] + 1 < toks + o &&
		    ntok < DD_MAX_TOKENS && o + 4 < sizeof(toks)) {
			toks[o - 1] = '\0';
			start[ntok] = (size_t)(p - 1 - t);
			tok[ntok++] = toks + o;
			toks[o++] = ';';
		}
		toks[o++] = '\0';
		if (o + 2 >= sizeof(toks))
			break;
	}
	/* a command line in Markdown bold or code ("**$ dd skip=52 count=64
	 * of=x bs=1**"): the closing marks are no part of the last operand */
	if (ntok > 1 && strchr("*`_", tok[0][0])) {
		char *last = toks + (tok[ntok - 1] - toks);
		size_t n = strlen(last);

		while (n > 1 && last[n - 1] == tok[0][0])
			last[--n] = '\0';
	}
	/* the first "dd" followed by an operand or a redirection: "# dd
	 * \"standard\" copy. $ dd if=src of=dst" (a comment, then the
	 * command, flattened) is the second; else the first "dd" */
	for (i = 0; i < ntok; i++) {
		/* "!dd": IPython's and Jupyter's shell escape ("In [3]:
		 * !dd if=..."), vim's ":!dd" */
		if (!strcmp(tok[i], "dd") || !strcmp(tok[i], "gdd") ||
		    !strcmp(tok[i], "!dd") || !strcmp(tok[i], ":!dd") ||
		    ends_with(tok[i], "/dd") || glued_dd(tok[i])) {
			const char *nx = i + 1 < ntok ? tok[i + 1] : "";

			if (dd == (size_t)-1)
				dd = i;
			if (*nx == '<' || *nx == '>' ||
			    operand_word(nx, operands)) {
				size_t k;

				dd = i;
				/* "$ dd if=a ... $ dd if=b ...": command lines
				 * flattened together; the last one is what
				 * ran before the output after it */
				for (k = i + 1; k + 1 < ntok; k++)
					if (prompt_word(tok[k]) &&
					    !redirection(tok[k]))
						break;
				if (k + 1 < ntok)
					continue;
				break;
			}
		}
	}
	if (dd == (size_t)-1)
		return 0;

	/* back over wrappers and their options to the prompt */
	j = dd;
	for (int cmds = 0;; cmds++) {
		size_t k, words = 0;

		while (j > 0) {
			const char *w = tok[j - 1];

			/* "time (dd ...)", "{ dd ...; }": a subshell or
			 * group opened before dd */
			/* "dd dd bs=1M if=x.img of=/dev/sdb": the word
			 * typed twice in a post (dd itself would refuse the
			 * operand "dd"), one command */
			/* a wrapper's option or argument: "-c", "0-3",
			 * "0x3", "VAR=value", "-u bob" */
			const char *pw = j >= 2 ? tok[j - 2] : "";

			if (word_is(w, wrappers) ||
			    line_wrapper_arg(w, strlen(w), pw, strlen(pw)) ||
			    (j == dd && !cmds && !strcmp(w, "dd")) ||
			    !strcmp(w, "(") || !strcmp(w, "{") ||
			    (j >= 2 && !strcmp(tok[j - 2], "su") &&
			     is_alpha(w[0]) && !strchr(w, '/')))
				j--; /* "su root -c \"dd ...\"": its user */
			else
				break;
		}
		/* "docker run --rm -v /mnt:/data alpine dd ...", "kubectl
		 * exec pod -- dd ...": a container runner's options and its
		 * image or container before dd; the runner's line is the
		 * command (dd runs inside, on the storage it names) */
		if (j > 0 && cmds < 3) {
			size_t r = container_runner(tok, j);

			if (r != (size_t)-1) {
				j = r;
				continue;
			}
		}
		/* "for i in 1 2 3; do dd ...; done", "while :; do sudo
		 * dd ...", "do dd ..." on a loop's line of its own: the
		 * loop (or "if ...; then") around dd, from its keyword at
		 * the start of a command, is the command the line runs */
		if (j > 0 && word_is(tok[j - 1], bodies)) {
			size_t h = j - 1;

			while (h > 0 && !(word_is(tok[h - 1], heads) &&
					  (h == 1 || is_separator(tok[h - 2]) ||
					   word_is(tok[h - 2], bodies) ||
					   prompt_end(tok[h - 2]))))
				h--;
			if (j - 1 == 0 || h > 0) {
				if (h > 0 && word_is(tok[h - 1], loops))
					loop_at = h - 1;
				j = h ? h - 1 : 0;
				if (cmds < 3)
					continue;
			}
		}
		/*
		 * "$ sync; dd ...", "$ cd /mnt && sudo dd ...": a short
		 * command before dd on the same line, itself after the
		 * prompt (or at the start of the line).
		 */
		/* "$ ./rand | sudo dd of=/dev/sdc": the command whose
		 * output dd reads, before a '|' */
		if (j < 2 || cmds == 3 ||
		    !(is_separator(tok[j - 1]) ||
		      (!cmds && !strcmp(tok[j - 1], "|"))))
			break;
		k = j - 1;
		/* "echo 3 | sudo tee /proc/sys/vm/drop_caches; dd ...": a
		 * pipe inside a command before the ';' is that command's */
		/* "sh -c \"df -h /x; dd ...\"": the quoted string's
		 * first command starts at its quote */
		while (k > 0 && (k > qfloor || qfloor >= j) && words < 6 &&
		       !is_separator(tok[k - 1]) &&
		       (strcmp(tok[k - 1], "|") ||
			(is_separator(tok[j - 1]) && k >= 2 &&
			 strcmp(tok[k - 2], "|"))) &&
		       (!prompt_end(tok[k - 1]) || redirection(tok[k - 1]))) {
			k--;
			words += strcmp(tok[k], "|") != 0;
		}
		/* "[root@h /x]#sync ; dd ...": the prompt glued to the
		 * command inside the words walked over starts it */
		for (size_t w = j - 1; w-- > k;)
			if (glued_prompt(tok[w]) &&
			    command_word(tok[w] + glued_prompt(tok[w]))) {
				k = w;
				break;
			}
		/* "( umask 0077 && dd ... )": a subshell opened before the
		 * command */
		if (!strcmp(tok[k], "(") && k + 1 < j - 1) {
			k++;
			words--;
		}
		if (!words || words == 6)
			return 0;
		if (!command_word(tok[k])) {
			size_t g = glued_prompt(tok[k]);

			if (!g || !command_word(tok[k] + g))
				return 0;
			glued_at = start[k] + g; /* the command starts */
			j = k;
			break;
		}
		if (!strcmp(tok[j - 1], "|")) {
			size_t at = 0;

			for (size_t w = k; w + 1 < j; w++) {
				int m =
				    snprintf(pipe_in + at, sizeof(pipe_in) - at,
					     "%s%s", at ? " " : "", tok[w]);

				if (m < 0 ||
				    (at += (size_t)m) >= sizeof(pipe_in) - 1)
					break;
			}
		}
		j = k;
	}
	cmd_at = j < ntok ? start[j] : 0;
	if (glued_at) {
		cmd_at = glued_at; /* "#echo 3 > ...; dd ...": after '#' */
	} else if (j == dd && glued_dd(tok[dd])) {
		/* "[root@nfs share]#dd if=...": the command starts at dd */
		cmd_at = start[dd] + strlen(tok[dd]) - 2;
	} else if (j == dd && tok[dd][0] != 'd' && strchr(tok[dd], '!') &&
		   !strchr(tok[dd], '/')) {
		/* a notebook's or vim's prompt before "!dd": the command
		 * starts after the '!' */
		cmd_at =
		    start[dd] + (size_t)(strchr(tok[dd], '!') - tok[dd]) + 1;
	} else if (j > 0) {
		const char *w = tok[j - 1];
		size_t n = strlen(w);
		int glued = 0;

		/* "$sudo dd": a prompt glued to the wrapper */
		for (i = 0; wrappers[i]; i++) {
			size_t m = strlen(wrappers[i]);

			if (n > m && ends_with(w, wrappers[i]) &&
			    strchr("$#%>", w[n - m - 1])) {
				glued = 1;
				cmd_at = start[j - 1] + (n - m);
				break;
			}
		}
		/* a prompt in bold or code: "**$** dd ...", "`$` dd" */
		while (!glued && n > 1 &&
		       (w[n - 1] == '*' || w[n - 1] == '`' || w[n - 1] == '_'))
			n--;
		/* "➜  ~ dd ...": oh-my-zsh's arrow, then the directory */
		if (!glued && j > 1 && (w[0] == '~' || w[0] == '/') &&
		    fancy_prompt(tok[j - 2], strlen(tok[j - 2])))
			glued = 1;
		/* "~ dd ...", "~/src dd ...": a theme's prompt of the working
		 * directory alone (zsh's "%~ "), first on the line */
		if (!glued && j == 1 && tilde_prompt(w))
			glued = 1;
		/* prose: "the new array: dd if=..." with dd's records
		 * right after it on the same line (a flattened paste);
		 * a caption, "Speed of the LVM volume : sudo dd if=...",
		 * before a command of its own line */
		/* "[jo@bsd1]/home/jo(11:50:12): dd ...": a prompt the
		 * console reader knows (csh's, with its ':'), first on
		 * its line */
		if (!glued && j == 1 && w[n - 1] == ':') {
			size_t pl = ingest_prompt_len(t, strlen(t));

			glued = pl > start[0] + n && pl <= start[1];
		}
		/* "+ dd if=...": a shell's set -x trace of the command
		 * ("++" nested), first on its line */
		if (!glued && j == 1 && n && n <= 4 && strspn(w, "+") == n)
			glued = 1;
		/* "└──┤ dd if=...": a two-line prompt's second line, its
		 * box-drawing first on the line, no '$' */
		if (!glued && j == 1 && box_prompt(w, n))
			glued = 1;
		/* "18:11:20 INFO  NODE.SYNC#2  dd if=...": a log line's
		 * time stamp, level and tag before the command it ran */
		if (!glued && log_command_lead(t, start[j]))
			glued = 1;
		if (!glued && !fancy_prompt(w, n) &&
		    (!n || !strchr(prose ? "$#%>:" : "$#%>", w[n - 1]))) {
			if (!n || w[n - 1] != ':' || dd + 1 >= ntok ||
			    !lead_caption(t, start[j - 1] + n - 1, tok[dd + 1],
					  lead, sizeof(lead)))
				return 0;
		}
	}

	memset(c, 0, sizeof(*c));
	copy_str(c->pipe_in, sizeof(c->pipe_in), pipe_in);
	copy_str(c->lead, sizeof(c->lead), lead);
	for (i = dd + 1; i < ntok; i++) {
		const char *w = tok[i], *eq;

		if (!strcmp(w, "|") || !strcmp(w, "||") || !strcmp(w, "&&") ||
		    !strcmp(w, ";") || !strcmp(w, "&") || !strcmp(w, ")") ||
		    !strcmp(w, "}") || w[0] == '#' || w[0] == '|' ||
		    prompt_word(w)) {
			/* "| md5sum": what takes dd's output */
			if (w[0] == '|' && w[1] != '|')
				copy_str(c->pipe, sizeof(c->pipe),
					 w[1]		? w + 1
					 : i + 1 < ntok ? tok[i + 1]
							: "");
			if (w[0] == '|' && w[1] != '|')
				down_dd(t, tok, start, i, ntok, operands, c);
			/* "dd ... oflag=dsync # host vm": the comment
			 * names the run */
			if (w[0] == '#' && !c->lead[0] && !prose &&
			    (!start[i] || is_blank(t[start[i] - 1])))
				comment_name(t + start[i], c->lead,
					     sizeof(c->lead));
			break; /* "... count=64 $ dd ...": the next command */
		}
		if ((w[0] == '>' || w[0] == '<') ||
		    (w[0] == '1' && w[1] == '>')) {
			int in = w[0] == '<';
			const char *f = w + (w[0] == '1') + 1;

			if (*f == '>')
				f++;
			if (*f == '&')
				continue; /* ">&2" */
			if (!*f && i + 1 < ntok)
				f = tok[++i];
			if (!*f)
				continue;
			if (in) {
				copy_str(c->in, sizeof(c->in), f);
				c->has_in = 1;
				ops_add(c, "stdin", f);
			} else {
				copy_str(c->out, sizeof(c->out), f);
				c->has_out = 1;
				ops_add(c, "stdout", f);
			}
			operand_seen = 1;
			continue;
		}
		if (is_digit(w[0]) && strchr(w, '>'))
			continue; /* "2>&1", "2>/dev/null" */
		/* "–if=/dev/zero": the dash a blog glued on is noise */
		if (w[0] == '-' && operand_word(w, operands))
			w = undash(w);
		eq = strchr(w, '=');
		if (!eq)
			continue;
		{
			char key[16];
			size_t kl = (size_t)(eq - w);

			if (kl == 0 || kl >= sizeof(key))
				continue;
			memcpy(key, w, kl);
			key[kl] = '\0';
			if (!word_is(key, operands))
				continue;
			operand_seen = 1;
			ops_add(c, key, eq + 1);
			if (!strcmp(key, "if")) {
				copy_str(c->in, sizeof(c->in), eq + 1);
				c->has_in = 1;
			} else if (!strcmp(key, "of")) {
				copy_str(c->out, sizeof(c->out), eq + 1);
				c->has_out = 1;
			} else if (!strcmp(key, "bs")) {
				copy_str(c->bs, sizeof(c->bs), eq + 1);
			} else if (!strcmp(key, "ibs")) {
				copy_str(c->ibs, sizeof(c->ibs), eq + 1);
			} else if (!strcmp(key, "obs")) {
				copy_str(c->obs, sizeof(c->obs), eq + 1);
			} else if (!strcmp(key, "count")) {
				copy_str(c->count, sizeof(c->count), eq + 1);
			} else if (!strcmp(key, "seek") ||
				   !strcmp(key, "oseek")) {
				copy_str(c->seek, sizeof(c->seek), eq + 1);
			} else if (!strcmp(key, "iflag") ||
				   !strcmp(key, "oflag") ||
				   !strcmp(key, "conv")) {
				char fl[64];
				int conv = key[0] == 'c';

				if (!dd_flags(eq + 1, conv, fl, sizeof(fl)))
					c->flags_unknown = 1;
				if (key[0] == 'i')
					c->iflag_direct |=
					    has_flag(fl, "direct");
				else if (key[0] == 'o')
					c->oflag_direct |=
					    has_flag(fl, "direct");
				c->fdatasync |=
				    conv && has_flag(fl, "fdatasync");
				c->fsync |= conv && has_flag(fl, "fsync");
				c->noerror |= conv && has_flag(fl, "noerror");
				c->notrunc |= conv && has_flag(fl, "notrunc");
			} else if (!strcmp(key, "status")) {
				c->progress |= !strcmp(eq + 1, "progress");
			}
		}
	}
	if (!operand_seen)
		return 0;
	/* "'cd {}; dd if=/dev/urandom of={} bs={} count=1'.format(...)"
	 * in a test's source: a template, no run's command */
	c->templ = cmd_template(c);
	if (c->templ)
		return 0;
	c->known = 1;
	c->line = line;
	copy_str(c->text, sizeof(c->text), t + cmd_at);
	/* "dd if=/dev/sdb | ssh host dd of=/dev/sdc": the pipeline to
	 * its ';', '&&' or next prompt hands the data to a network */
	for (i = dd + 1; i < ntok && !is_separator(tok[i]) &&
			 strcmp(tok[i], "&") && !prompt_word(tok[i]);
	     i++)
		;
	{
		size_t end = i < ntok ? start[i] : strlen(t);
		const char *net =
		    dd_pipe_network(t + start[dd], end - start[dd]);

		copy_str(c->net, sizeof(c->net), net ? net : "");
	}
	for (i = dd + 1; i + 1 < ntok; i++)
		if (!strcmp(tok[i], "dd") &&
		    dd_alike(tok, ntok, dd, i, operands))
			c->again++;
	c->loop = loop_at != (size_t)-1 ? loop_runs(tok, ntok, loop_at) : 0;
	c->in_loop_dev =
	    c->loop && c->has_in && loop_var_devices(tok, ntok, loop_at, c->in);
	if (!c->loop && !c->piped_dd && !c->pipe[0])
		chain_dd(t, tok, start, ntok, dd, operands, wrappers, c);
	return 1;
}

/*
 * The shell's arithmetic the operand was typed with: "$((1024*1024))",
 * integers multiplied, nothing else (a variable, a sum: unknown, NAN).
 */
static double shell_product(const char *s)
{
	size_t n = strlen(s);
	double total = 1;
	const char *p = s + 3;

	if (n < 6 || strncmp(s, "$((", 3) || strcmp(s + n - 2, "))"))
		return NAN;
	for (;;) {
		size_t k = digits(p);
		double v;

		if (!k || units_number(p, NULL, UNITS_COMMA_NONE, &v))
			return NAN;
		total *= v;
		p += k;
		if (*p != '*')
			break;
		p++;
	}
	return p == s + n - 2 ? total : NAN;
}

/* A dd size operand: "1M", "4k", "1MB", "512", "2x512", "1m". */
static double dd_size(const char *s, enum dd_dialect d)
{
	double total = 1;
	const char *p = s;

	/* "\$((1024*1024))": a wiki or a Markdown converter escaped the
	 * shell's '$' */
	if (s[0] == '\\' && s[1] == '$')
		s++;
	if (s[0] == '$')
		return shell_product(s);
	for (;;) {
		size_t n = digits(p), k = 0;
		const char *u = p + n;
		double v, f;

		if (!n || units_number(p, NULL, UNITS_COMMA_NONE, &v))
			return NAN;
		while (u[k] && u[k] != 'x')
			k++;
		if (k == 0) {
			f = 1;
		} else if (k == 1 && u[0] == 'c') {
			f = 1;
		} else if (k == 1 && u[0] == 'w') {
			f = d == DD_BSD ? 4 : 2; /* BSD: sizeof(int) */
		} else if (k == 1 && u[0] == 'b') {
			f = 512;
		} else if (k == 1) {
			/* K/k, M/m (BSD), G/g...: always 1024-based in dd */
			f = units_size_factor(u, 1, UNITS_BINARY);
		} else if (k == 2 && u[1] == 'B') {
			f = units_size_factor(u, 2, UNITS_DECIMAL); /* MB */
		} else if (k == 3 && u[1] == 'i' && u[2] == 'B') {
			f = units_size_factor(u, 3, UNITS_BINARY); /* MiB */
		} else {
			return NAN;
		}
		if (isnan(f))
			return NAN;
		total *= v * f;
		if (u[k] != 'x')
			return total;
		p = u + k + 1;
	}
}

static int is_generator(const char *path)
{
	/* frandom's /dev/frandom and /dev/erandom: fast generators too */
	return !strcmp(path, "/dev/zero") || !strcmp(path, "/dev/urandom") ||
	       !strcmp(path, "/dev/random") || !strcmp(path, "/dev/frandom") ||
	       !strcmp(path, "/dev/erandom");
}

/* Checksum programs: they read all they are given, fast, and keep none */
static const char *const checksums[] = {
    "md5sum",	 "sha1sum", "sha224sum", "sha256sum", "sha384sum",
    "sha512sum", "b2sum",   "cksum",	 "sum",	      NULL};

/* Dumpers: they show all they are given ("dd if=/dev/sdb count=1 | xxd") */
static const char *const dumpers[] = {"xxd", "hexdump", "hd", "od", NULL};

/*
 * Whether the summary at p has a checksum program's line for standard
 * input right below it, "9e107d9d372bb6826bd81d3542a419d6  -" (md5sum,
 * sha*sum, b2sum: 32 hex digits or more, blanks, '-'): dd wrote into a
 * pipe to the hasher, whose pace the rate is.
 */
static const char *line_below(const struct dd_state *st, const char *p,
			      const char **e);

static int digest_below(const struct dd_state *st, const char *p)
{
	const char *e, *q;
	size_t hex = 0;

	p = line_below(st, p, &e);
	if (!p)
		return 0;
	for (q = p; q < e && (is_digit(*q) || (*q >= 'a' && *q <= 'f') ||
			      (*q >= 'A' && *q <= 'F'));
	     q++)
		hex++;
	if (hex < 32 || q == e || !is_blank(*q))
		return 0;
	while (q < e && is_blank(*q))
		q++;
	return q + 1 == e && *q == '-';
}

/*
 * Whether command c moves data from a generator (/dev/zero, /dev/urandom)
 * to /dev/null or /dev/zero, or into a pipe to a checksum, a compressor or an
 * encoder
 * ("dd if=/dev/zero bs=1M count=1024 | md5sum", a CPU test): no storage
 * is read or written.
 */
static int in_ram(const char *path);
static int mounted_ram(const struct dd_state *st, const char *path);

/* Whether path names RAM (in_ram()) or a file under a mount point the
 * text's df or mount output above shows as a tmpfs or ramfs (st may be
 * NULL: none shown). */
static int ram_path(const struct dd_state *st, const char *path)
{
	return in_ram(path) || (st && mounted_ram(st, path));
}

static int no_storage(const struct dd_cmd *c, const struct dd_state *st)
{
	static const char *const sinks[] = {
	    "gzip", "pigz", "bzip2",   "pbzip2", "xz", "zstd",
	    "lz4",  "lzop", "openssl", "base64", "od", "hexdump",
	    "xxd",  "wc",   "tr",      "head",	 NULL};

	/* a file in RAM ("dd if=/dev/urandom of=/dev/shm/rand.dd", test
	 * data a script prepares) written or read there: no storage */
	if (!c->has_in || !(is_generator(c->in) || ram_path(st, c->in)))
		return 0;
	/* /dev/zero discards what is written to it, as /dev/null does
	 * (apply_command()) */
	if (c->has_out)
		return !strcmp(c->out, "/dev/null") ||
		       !strcmp(c->out, "/dev/zero") || ram_path(st, c->out);
	return word_is(c->pipe, checksums) || word_is(c->pipe, sinks);
}

const char *dd_pipe_network(const char *s, size_t len)
{
	static const char *const tools[] = {"nc",  "ncat", "netcat", "socat",
					    "ssh", "curl", "telnet", NULL};

	for (size_t i = 0; i < len; i++) {
		size_t k, n, b;

		if (s[i] != '|' || (i + 1 < len && s[i + 1] == '|') ||
		    (i && s[i - 1] == '|'))
			continue;
		k = i + 1;
		while (k < len && is_blank(s[k]))
			k++;
		if (k + 5 <= len && !memcmp(s + k, "sudo ", 5))
			k += 5;
		/* "/usr/bin/ssh": the tool's name after its directories */
		for (n = 0, b = k; k + n < len && !is_blank(s[k + n]); n++)
			if (s[k + n] == '/')
				b = k + n + 1;
		n -= b - k;
		for (size_t t = 0; tools[t]; t++)
			if (strlen(tools[t]) == n &&
			    !memcmp(s + b, tools[t], n))
				return tools[t];
	}
	return NULL;
}

static int is_dev(const char *path)
{
	/* "/devmmcblk0p1": a device whose '/' was lost in the typing (no
	 * file is kept at the root under such a name) */
	return !strncmp(path, "/dev/", 5) ||
	       (!strncmp(path, "/dev", 4) && is_alpha(path[4]) &&
		!strchr(path + 4, '/') && !strchr(path + 4, '.'));
}

static int path_char(char ch)
{
	return is_alpha(ch) || is_digit(ch) || ch == '/' || ch == '.' ||
	       ch == '_' || ch == '-' || ch == '$' || ch == '{' || ch == '}';
}

/*
 * Whether the text buf (len bytes) holds a dd command that reads the
 * device dev into /dev/null: "dd of=/dev/null if=/dev/mapper/dmp1 bs=4k
 * count=1", on one line, its operands in any order.  A read thrown away
 * measures the device, so a small write to it beside such a read is the
 * other half of a write and read test; a boot sector written is checked
 * by reading it into a file or a hex dump, never into /dev/null.
 */
static int device_read_to_null(const char *buf, size_t len, const char *dev)
{
	char w[96];
	size_t wn;
	const char *end = buf + len, *p = buf, *h;

	if (snprintf(w, sizeof(w), "if=%s", dev) >= (int)sizeof(w))
		return 0;
	wn = strlen(w);
	while (p < end && (h = text_find(p, (size_t)(end - p), w, wn))) {
		const char *a = h, *b = h + wn, *n;

		p = b;
		if ((h > buf && path_char(h[-1])) || (b < end && path_char(*b)))
			continue;
		while (a > buf && a[-1] != '\n')
			a--;
		n = memchr(b, '\n', (size_t)(end - b));
		b = n ? n : end;
		for (const char *o = a;
		     o < b &&
		     (o = text_find(o, (size_t)(b - o), "of=/dev/null", 12));
		     o += 12)
			if ((o == a || !path_char(o[-1])) &&
			    (o + 12 == b || !path_char(o[12])) &&
			    text_find(a, (size_t)(b - a), "dd ", 3))
				return 1;
	}
	return 0;
}

/*
 * Whether command c, which copied bytes, only wrote a small setup file:
 * under 64 KiB into a file (not a device) from /dev/urandom or
 * /dev/random with a count= (its size chosen), or into a file named as a
 * key, a secret or a boot
 * sector ("dd if=/dev/urandom bs=1 count=64 of=/etc/keys/root.key",
 * "dd if=/dev/sda of=mbr.bin bs=512 count=1"), or a piece cut out of a
 * file into another (or patched into one) byte by byte, its size chosen
 * ("dd if=a.out of=hdr bs=1 skip=52 count=64"), or one record of 4 KiB
 * at most (one_record: "1+0 records out", or count=1) written to a
 * device from a file or a generator ("dd if=mbr.bin of=/dev/sdb", "dd
 * if=/dev/zero of=/dev/sdc bs=512 count=1": a boot sector written or
 * wiped, one write's time no rate): a step
 * of a walk-through or of reverse engineering, no benchmark.
 */
static int setup_write(const char *buf, size_t len, const struct dd_cmd *c,
		       double bytes, int one_record)
{
	static const char *const names[] = {"key", "secret", "boot", "mbr",
					    NULL};
	const char *base;

	if (one_record && bytes > 0 && bytes <= 4096 && c->has_in && c->in[0] &&
	    (!is_dev(c->in) || is_generator(c->in)) && !c->pipe_in[0] &&
	    c->has_out && is_dev(c->out) && !line_no_storage_device(c->out) &&
	    !device_read_to_null(buf, len, c->out))
		return 1;
	if (!(bytes > 0 && bytes < 65536) || !c->has_out || is_dev(c->out) ||
	    !c->out[0])
		return 0;
	/* file to file, count= given, a byte a record (an offset alone
	 * does not tell: "dd if=cf-dump of=part1 skip=63 count=5" is a run
	 * an earlier reader counts) */
	if (c->has_in && c->in[0] && !is_dev(c->in) && c->count[0] &&
	    c->bs[0] && dd_size(c->bs, DD_GNU) == 1)
		return 1;
	/* a key's size is chosen (count=); with none dd read until it was
	 * stopped: how much the device yields is what it measured ("dd
	 * if=/dev/random of=/tmp/f" beside the same from /dev/urandom) */
	if (c->has_in && c->count[0] &&
	    (!strcmp(c->in, "/dev/urandom") || !strcmp(c->in, "/dev/random")))
		return 1;
	base = strrchr(c->out, '/');
	base = base ? base + 1 : c->out;
	for (size_t i = 0; names[i]; i++)
		if (strcasestr(base, names[i]))
			return 1;
	return 0;
}

/*
 * Whether path names a firmware or boot file, the kind a procedure
 * writes to a device or a partition: its name (after its directories)
 * holds a word of firmware or booting ("Firmware-25.6.3",
 * "u-boot-sunxi-with-spl.bin", "mbr-video30gb-2048.bin", "bootloader",
 * "bios", "recovery.img"); never one named as a test's or scratch file
 * ("testboot.bin", "tmp-mbr"), nor a device, a generator or a shell
 * variable.  An operating system's image ("raspbian.img") is no such
 * file: the card it is written to is timed as a whole, a rate people
 * read from it.
 */
static int firmware_file(const char *path)
{
	static const char *const words[] = {"firmware", "mbr",	"boot",
					    "loader",	"bios", "uefi",
					    "recovery", NULL};
	static const char *const scratch[] = {
	    "test",   "tmp",  "temp",  "bench", "zero",
	    "random", "rand", "dummy", "junk",	"scratch",
	    "speed",  "fill", "big",   "large", NULL};
	const char *base = strrchr(path, '/');

	base = base ? base + 1 : path;
	if (!*base || is_dev(path) || is_generator(path) || strchr(path, '$'))
		return 0;
	for (size_t i = 0; scratch[i]; i++)
		if (strcasestr(base, scratch[i]))
			return 0;
	for (size_t i = 0; words[i]; i++)
		if (strcasestr(base, words[i]))
			return 1;
	return 0;
}

/*
 * Whether command c, in a document that is a procedure's text
 * (ctx->doc_procedure), wrote a firmware or boot file (firmware_file())
 * to a storage device: a step of the procedure ("dd
 * if=Firmware-25.6.3 of=/dev/sdb1" in a post asking how to restore a
 * player), no benchmark.
 */
static int procedure_write(const struct ingest_ctx *ctx, const struct dd_cmd *c)
{
	return ctx->doc_procedure && c->has_in && c->has_out &&
	       firmware_file(c->in) && is_dev(c->out) &&
	       !line_no_storage_device(c->out) && !c->pipe_in[0];
}

/*
 * Whether path names RAM, no storage: a file in a tmpfs every Linux
 * mounts (/dev/shm, /run/shm, /run/user/UID); a file under a directory
 * named for a RAM file system or disk ("/tmp/ramdisk/test.img",
 * "/mnt/tmpfs/x", "/media/RAMDisk/a.bin", "/mnt/ramfs1/f": what a person
 * mounts a tmpfs or ramfs on is named so); a block RAM disk, "/dev/ram0"
 * (the brd driver's, pages of RAM behind a block device) or
 * "/dev/zram0" (compressed RAM): a run on them measures memory and the
 * CPU.  A file itself named so ("of=/data/ramdisk.img") is a file of the
 * disk it is on.
 */
static int in_ram(const char *path)
{
	static const char *const dirs[] = {"/dev/shm/", "/run/shm/",
					   "/run/user/", NULL};
	static const char *const names[] = {"ramdisk", "ram-disk", "ram_disk",
					    "tmpfs",   "ramfs",	   NULL};
	const char *p, *q;

	for (size_t i = 0; dirs[i]; i++)
		if (!strncmp(path, dirs[i], strlen(dirs[i])) &&
		    path[strlen(dirs[i])])
			return 1;
	p = !strncmp(path, "/dev/ram", 8)    ? path + 8
	    : !strncmp(path, "/dev/zram", 9) ? path + 9
					     : NULL;
	if (p && is_digit(*p)) {
		while (is_digit(*p))
			p++;
		return !*p;
	}
	/* a directory's name: one of names[], digits after it at most */
	for (p = path; (q = strchr(p, '/')) != NULL; p = q + 1) {
		for (size_t i = 0; q > p && names[i]; i++) {
			size_t k = strlen(names[i]);

			if ((size_t)(q - p) < k || strncasecmp(p, names[i], k))
				continue;
			while (p + k < q && is_digit(p[k]))
				k++;
			if (p + k == q && q[1])
				return 1;
		}
	}
	return 0;
}

/* Whether word w (n bytes) names a file system kept in RAM. */
static int ram_fs(const char *w, size_t n)
{
	return (n == 5 && (!memcmp(w, "tmpfs", 5) || !memcmp(w, "ramfs", 5)));
}

/*
 * Reads line t (n bytes) as a line of df's or mount's output, or of
 * /proc/mounts or fstab: "tmpfs 6.0G 3.9G 2.2G 64% /tmp" (df, df -T's
 * type second), "tmpfs on /tmp type tmpfs (rw,nosuid)" (mount), "tmpfs
 * /tmp tmpfs rw,nosuid 0 0".  Keeps its mount point in st with whether a
 * tmpfs or ramfs is mounted there.
 */
static void mount_line(struct dd_state *st, const char *t, size_t n)
{
	const char *w[8];
	size_t wl[8], k = 0, i = 0, dir = 0;
	int ram = -1;

	while (i < n && k < 8) {
		while (i < n && is_blank(t[i]))
			i++;
		if (i == n)
			break;
		w[k] = t + i;
		while (i < n && !is_blank(t[i]))
			i++;
		wl[k] = (size_t)(t + i - w[k]);
		k++;
	}
	if (i < n || k < 4)
		return;
	if (k >= 5 && wl[1] == 2 && !memcmp(w[1], "on", 2) && wl[3] == 4 &&
	    !memcmp(w[3], "type", 4) && w[2][0] == '/') {
		dir = 2; /* mount */
		ram = ram_fs(w[4], wl[4]);
	} else if ((k == 6 || k == 7) && w[k - 1][0] == '/' &&
		   w[k - 2][wl[k - 2] - 1] == '%' && is_digit(w[k - 2][0])) {
		dir = k - 1; /* df, df -T */
		ram = ram_fs(w[0], wl[0]) || (k == 7 && ram_fs(w[1], wl[1]));
	} else if (k >= 4 && k <= 6 && w[1][0] == '/' && w[0][0] != '/' &&
		   ram_fs(w[2], wl[2]) &&
		   (memchr(w[3], ',', wl[3]) ||
		    (wl[3] == 8 && !memcmp(w[3], "defaults", 8)))) {
		dir = 1; /* /proc/mounts, fstab */
		ram = 1;
	}
	if (!dir || wl[dir] >= sizeof(st->mount[0].dir) ||
	    st->n_mount >= DD_MOUNTS_MAX)
		return;
	memcpy(st->mount[st->n_mount].dir, w[dir], wl[dir]);
	st->mount[st->n_mount].dir[wl[dir]] = '\0';
	st->mount[st->n_mount++].ram = ram;
}

/* Reads the lines of st's text before p for mount points (mount_line()),
 * from where the last call stopped. */
static void mounts_read(struct dd_state *st, const char *p)
{
	const char *t = st->mounts_to ? st->mounts_to : st->buf, *e;

	if (!st->buf || !p || p < t || p > st->buf + st->len)
		return;
	for (; t < p; t = e + 1) {
		e = memchr(t, '\n', (size_t)(p - t));
		if (!e)
			break;
		mount_line(st, t, (size_t)(e - t));
	}
	st->mounts_to = t;
}

/*
 * Whether file path lies under a mount point the text showed as a tmpfs
 * or ramfs (mount_line()): the deepest mount point holding it decides
 * ("/tmp" a tmpfs, "/tmp/disk" a disk's).  Not a device, nor "/".
 */
static int mounted_ram(const struct dd_state *st, const char *path)
{
	size_t best = 0;
	int ram = 0;

	if (path[0] != '/' || !strncmp(path, "/dev/", 5))
		return 0;
	for (int i = 0; i < st->n_mount; i++) {
		size_t n = strlen(st->mount[i].dir);

		while (n > 1 && st->mount[i].dir[n - 1] == '/')
			n--;
		if (n < 2 || n <= best || strncmp(path, st->mount[i].dir, n) ||
		    path[n] != '/' || !path[n + 1])
			continue;
		best = n;
		ram = st->mount[i].ram;
	}
	return ram;
}

/*
 * Whether path ends in a literal extension right after its last shell
 * variable ("of=$i.dat", "of=${n}.img", "of=/data/$host.test"): whatever
 * the variable holds, the name is a file's, never /dev/null nor a device.
 */
static int var_then_extension(const char *path)
{
	const char *v = strrchr(path, '$'), *e;
	size_t n;

	if (!v || is_dev(path))
		return 0;
	e = v + 1;
	if (*e == '{') {
		e = strchr(e, '}');
		if (!e)
			return 0;
		e++;
	} else {
		while (is_alpha(*e) || is_digit(*e) || *e == '_')
			e++;
	}
	if (e == v + 1 || e[0] != '.' || !is_alpha(e[1]))
		return 0;
	for (n = 1; is_alpha(e[n]) || is_digit(e[n]); n++)
		;
	return !e[n] && n <= 6;
}

/*
 * Whether path holds a shell expansion only after a literal directory
 * outside /dev/ ("/data/$(date +%s).test", "./t_$$"), or names a file
 * under the directory a variable holds ("$OUT_PATH/cache", "${DIR}/t"):
 * the path is a file's, never /dev/null nor a generator.
 */
static int var_name_file(const char *path)
{
	/* the shell's own numbers: "$RANDOM", "$$", "${BASHPID}" */
	static const char *const numbers[] = {
	    "RANDOM",  "SRANDOM",      "$", "BASHPID",
	    "SECONDS", "EPOCHSECONDS", NULL};
	const char *d = strchr(path, '$'), *slash = strrchr(path, '/');
	int number = d != NULL;

	if (d && d == path && slash && slash > d && slash[1] &&
	    !strchr(slash, '$'))
		return 1;
	/* "of=$RANDOM$RANDOM", "of=t$$.img": a name the shell makes of
	 * numbers, a file in the current directory */
	for (const char *q = d; q && number; q = strchr(q, '$')) {
		size_t k, n;
		int brace = q[1] == '{';

		q += 1 + brace;
		for (k = 0; numbers[k]; k++) {
			n = strlen(numbers[k]);
			if (!strncmp(q, numbers[k], n) &&
			    (brace ? q[n] == '}'
				   : !(is_alpha(q[n]) || is_digit(q[n]) ||
				       q[n] == '_')))
				break;
		}
		number = numbers[k] != NULL;
		if (number)
			q += n + brace;
	}
	if (number && path[0] != '/')
		return 1;
	if (var_then_extension(path))
		return 1;
	return d && d > path && memchr(path, '/', (size_t)(d - path)) &&
	       !is_dev(path);
}

/*
 * Whether command c patched a file in place, a step of building an image:
 * of= a file (no device, no variable that may hold one) kept as it was
 * (conv=notrunc), written either at an offset (seek=, oseek= past its
 * start: "dd if=MLO of=sd.img bs=128k count=1 seek=1 conv=notrunc", a
 * boot loader, a kernel, a root file system written at their places in a
 * disk image) or from another file ("dd if=bootblock of=disk.img
 * conv=notrunc", often one short record, "0+1", the whole file shorter
 * than a block).  What dd timed is a piece of a file taken into the page
 * cache, no benchmark, whatever its size or rate.  A benchmark that
 * writes at an offset writes a device ("oflag=direct seek=2048
 * of=/dev/sdb"); one that writes a file writes what a generator makes
 * from the file's start ("if=/dev/zero conv=notrunc,fdatasync").
 */
static int patch_write(const struct dd_cmd *c)
{
	const char *o = c->seek;

	if (!c->notrunc || !c->has_out || !c->out[0] || is_dev(c->out) ||
	    (strchr(c->out, '$') && !var_name_file(c->out)))
		return 0;
	while (*o == '0')
		o++;
	return *o ||
	       (c->has_in && c->in[0] && !is_dev(c->in) && !strchr(c->in, '$'));
}

/*
 * Whether command c, having copied `bytes`, overwrote a few bytes of a
 * file in place: of= a file kept as it was (conv=notrunc), less than one
 * 4 KiB block copied in all ("dd if=/dev/zero of=base/5/16398 bs=1
 * count=8 conv=notrunc": a page of a database's file damaged on purpose,
 * a header patched).  No benchmark writes so little into a file it keeps.
 */
static int patch_bytes(const struct dd_cmd *c, double bytes)
{
	return c->notrunc && c->has_out && c->out[0] && !is_dev(c->out) &&
	       !strchr(c->out, '$') && bytes > 0 && bytes < 4096;
}

/*
 * Whether a shell variable's name says it holds a generator ("$ZERO",
 * "${URANDOM}", "$RAND_SRC"): read into /dev/null it measures no storage.
 */
static int var_names_generator(const char *operand)
{
	static const char *const words[] = {"zero", "rand", NULL};
	size_t k;

	for (k = 0; words[k]; k++)
		if (strcasestr(operand, words[k]))
			return 1;
	return 0;
}

/*
 * Whether script line t assigns shell variable NAME a file's path: a
 * temporary file mktemp makes ("temp_file=$(mktemp)", "T=`mktemp -p
 * /var/tmp`", not "-d", a directory) or a path under /tmp ("OUT=/tmp/dd
 * .test"), an "export" or "local" before it.  The name into st (four at
 * most): "of=\"$temp_file\"" below is a file, as its value would be.
 */
static void tmp_file_assign(struct dd_state *st, const char *t)
{
	const char *n, *v;
	size_t k;

	t = skip_blank(t);
	if (!strncmp(t, "export ", 7) || !strncmp(t, "local ", 6))
		t = skip_blank(t + (*t == 'e' ? 7 : 6));
	for (n = t; is_alpha(*n) || *n == '_' || (n > t && is_digit(*n));)
		n++;
	if (n == t || *n != '=' || st->n_tmp_var >= 4 ||
	    (size_t)(n - t) >= sizeof(st->tmp_var[0]))
		return;
	v = n + 1 + (n[1] == '"');
	if (!strncmp(v, "$(mktemp", 8) || !strncmp(v, "`mktemp", 7)) {
		k = 1 + strcspn(v + 1, ")`\"");
		if (text_find(v, k, " -d", 3) ||
		    text_find(v, k, "--directory", 11))
			return;
	} else {
		/* a path under /tmp, not the directory itself; or any file's
		 * path set just before a dd on the same line
		 * ("f=/var/space/test; dd if=/dev/zero of=$f ..."): the value
		 * in sight, no /dev, /proc or /sys node */
		const char *r;

		k = strcspn(v, " \t;\"");
		r = skip_blank(v + k + (v[k] == '"'));
		if (k < 6 || v[k - 1] == '/' ||
		    (strncmp(v, "/tmp/", 5) &&
		     (v[0] != '/' || !strncmp(v, "/dev/", 5) ||
		      !strncmp(v, "/proc/", 6) || !strncmp(v, "/sys/", 5) ||
		      *r != ';' || strncmp(skip_blank(r + 1), "dd ", 3))))
			return;
	}
	memcpy(st->tmp_var[st->n_tmp_var], t, (size_t)(n - t));
	st->tmp_var[st->n_tmp_var++][n - t] = '\0';
}

/* Whether operand ("$t", "${t}", quoted or not) is one of the variables
 * tmp_file_assign() found. */
static int tmp_file_var(const struct dd_state *st, const char *operand)
{
	const char *o = operand + (*operand == '"');
	size_t n;
	int brace;

	if (*o++ != '$')
		return 0;
	brace = *o == '{';
	o += brace;
	for (n = 0; is_alpha(o[n]) || is_digit(o[n]) || o[n] == '_';)
		n++;
	if (brace && o[n++] != '}')
		return 0;
	if (o[n] == '"' && *operand == '"')
		n++;
	if (o[n])
		return 0;
	n -= brace + (*operand == '"');
	for (int i = 0; i < st->n_tmp_var; i++)
		if (strlen(st->tmp_var[i]) == n &&
		    !memcmp(st->tmp_var[i], o, n))
			return 1;
	return 0;
}

/* The conditions the command gives: op, device, bs, direct; in_tmp,
 * out_tmp: if=, of= a variable holding a file (tmp_file_var()). */
static void apply_command(const struct dd_cmd *c, enum dd_dialect d,
			  struct iodb_result *res, const char **device,
			  int in_tmp, int out_tmp)
{
	/* "if=$IF", "of=${TF}": a shell variable, whatever it holds (a
	 * generator, a file, /dev/null) is not said here: no side; but a
	 * name varied under a literal directory ("of=/data/$(date
	 * +%s).test", "of=./t_$$") is a file all the same */
	int in_var = c->has_in && strchr(c->in, '$') && !var_name_file(c->in) &&
		     !c->in_loop_dev && !in_tmp;
	int out_var = c->has_out && strchr(c->out, '$') &&
		      !var_name_file(c->out) && !out_tmp;
	/* a file in RAM (/dev/shm/rand.dd) is no storage side: read, it
	 * gives what a generator gives; written, it keeps what /dev/null
	 * throws away */
	int in_file = c->has_in && !in_var && !is_generator(c->in) &&
		      strcmp(c->in, "/dev/null") && !in_ram(c->in);
	int in_gen = c->has_in && !in_var && !in_file;
	/* /dev/zero discards what is written to it, as /dev/null does */
	int out_null = c->has_out && !out_var &&
		       (!strcmp(c->out, "/dev/null") ||
			!strcmp(c->out, "/dev/zero") || in_ram(c->out));
	int out_file = c->has_out && !out_var && !out_null;
	const char *bs = c->bs;
	double v;

	*device = NULL;
	if (in_var && out_null && !var_names_generator(c->in)) {
		/* "dd if=$1 of=/dev/null" in a script: whatever the variable
		 * holds is read and thrown away, a read test of the file or
		 * device it is given; its name is not said, so no device */
		res->cond.op = IODB_OP_READ;
	} else if (in_gen && out_file) {
		res->cond.op = IODB_OP_WRITE;
		*device = is_dev(c->out) ? c->out : NULL;
	} else if (in_file && out_null) {
		res->cond.op = IODB_OP_READ;
		*device = is_dev(c->in) ? c->in : NULL;
	} else if (in_file && !c->has_out &&
		   (word_is(c->pipe, checksums) || word_is(c->pipe, dumpers))) {
		/* "dd if=/dev/sdc bs=512 count=N | md5sum": a read checked
		 * on the fly, the checksum taking what dd reads as /dev/null
		 * would; "| xxd" shows what was read */
		res->cond.op = IODB_OP_READ;
		*device = is_dev(c->in) && !line_no_storage_device(c->in)
			      ? c->in
			      : NULL;
	} else if (in_file && !c->has_out && c->piped_dd == 1) {
		/* "dd if=x.iso | pv | dd of=/dev/sdb bs=1M": the first dd
		 * reads its input and writes only a pipe, no storage: what
		 * it did is a read of x.iso (its pace the pipe's, which the
		 * second dd's write sets) */
		res->cond.op = IODB_OP_READ;
		*device = is_dev(c->in) && !line_no_storage_device(c->in)
			      ? c->in
			      : NULL;
	} else if (in_file && out_file && !is_dev(c->in) && is_dev(c->out) &&
		   !line_no_storage_device(c->out)) {
		/* an image written to a card or a drive ("if=raspbian.img
		 * of=/dev/sdb"): the rate is the device's write, as a person
		 * flashing it reads it, and as a generator's would be */
		res->cond.op = IODB_OP_WRITE;
		*device = c->out;
	} else if (in_file && out_file && c->above_dir == IODB_OP_READ &&
		   is_dev(c->in) && !is_dev(c->out) &&
		   !line_no_storage_device(c->in)) {
		/* a device read into a file under a line saying so ("***
		 * read empty block" over "dd if=/dev/st0 of=/tmp/t"): the
		 * device's read.  Unsaid, it stays a copy: the file's disk
		 * may be what was timed */
		res->cond.op = IODB_OP_READ;
		*device = c->in;
	} else if (in_file && out_file) {
		res->cond.op = IODB_OP_COPY;
		if (is_dev(c->in) != is_dev(c->out))
			*device = is_dev(c->in) ? c->in : c->out;
	} else if (!c->has_in && c->pipe_in[0] && out_file) {
		/* "./rand | dd of=/dev/sdc": dd writes what a program makes;
		 * "cat /dev/sda | dd of=/dev/sdb", "xzcat img.xz | dd
		 * of=/dev/sdb" copy a device or a file, as if= would */
		static const char *const readers[] = {
		    "cat",   "pv",	"zcat",	  "xzcat",
		    "bzcat", "zstdcat", "lz4cat", NULL};
		const char *w = c->pipe_in, *e;
		int copy = 0, first = 1, reader = 0;

		for (; *w && !copy; w = skip_blank(e)) {
			char word[64];
			size_t n;

			for (e = w; *e && !is_blank(*e);)
				e++;
			n = (size_t)(e - w) < sizeof(word) ? (size_t)(e - w)
							   : sizeof(word) - 1;
			memcpy(word, w, n);
			word[n] = '\0';
			if (first) {
				size_t k = 0;

				if (!strcmp(word, "sudo") ||
				    !strcmp(word, "time"))
					continue;
				while (readers[k] && strcmp(readers[k], word))
					k++;
				reader = readers[k] != NULL;
				first = 0;
				continue;
			}
			if (is_dev(word))
				copy = !line_no_storage_device(word);
			else if (reader && word[0] != '-' &&
				 (!is_dev(c->out) ||
				  line_no_storage_device(c->out)))
				copy = 1; /* the file it reads, to a file */
		}
		res->cond.op = copy ? IODB_OP_COPY : IODB_OP_WRITE;
		*device = is_dev(c->out) ? c->out : NULL;
	}
	if (!*bs && res->cond.op == IODB_OP_WRITE)
		bs = c->obs;
	else if (!*bs && res->cond.op == IODB_OP_READ)
		bs = c->ibs;
	else if (!*bs && !strcmp(c->ibs, c->obs))
		bs = c->ibs;
	if (*bs) {
		v = dd_size(bs, d);
		res->cond.bs = units_int64(v);
	} else if (!*c->ibs && !*c->obs) {
		res->cond.bs = 512; /* dd's default block size, GNU and BSD */
	}
	if (res->cond.op == IODB_OP_WRITE)
		res->cond.direct = c->oflag_direct;
	else if (res->cond.op == IODB_OP_READ)
		res->cond.direct = c->iflag_direct;
	else
		res->cond.direct = c->iflag_direct || c->oflag_direct;
	/* "oflag=directrecords": no flag dd knows, so not "not direct" */
	if (!res->cond.direct && c->flags_unknown)
		res->cond.direct = -1;
}

/*
 * A flashing tool's line naming the device it writes an image to, its
 * dd command not shown ("Flashing /tmp/raspbian.img to /dev/mmcblk0...",
 * "Writing image to /dev/sdb", "Burning foo.iso to /dev/sdc"): the first
 * word flashing, writing or burning, then "image" (or "ISO", "IMG") or
 * an image file's name (.img, .iso, .raw, maybe compressed), then "to"
 * and a storage device ending the line (dots or a ':' after it).  The
 * path into dev (n bytes), else dev is left alone.
 */
static void flash_line(const char *t, size_t len, char *dev, size_t n)
{
	static const char *const verbs[] = {"flashing ", "writing ", "burning ",
					    NULL};
	static const char *const exts[] = {".img", ".iso", ".raw", NULL};
	const char *e = t + len, *to = NULL, *p, *w, *d;
	size_t k = 0, vl = 0;
	int image = 0;

	while (verbs[k] && (len < strlen(verbs[k]) ||
			    strncasecmp(t, verbs[k], strlen(verbs[k]))))
		k++;
	if (!verbs[k])
		return;
	vl = strlen(verbs[k]);
	for (p = t; p + 9 <= e; p++)
		if (!memcmp(p, " to /dev/", 9))
			to = p;
	if (!to)
		return;
	/* the words between the verb and "to": "image" or an image file */
	for (w = t + vl; w < to; w = p) {
		while (w < to && is_blank(*w))
			w++;
		for (p = w; p < to && !is_blank(*p);)
			p++;
		if ((p - w == 5 && !strncasecmp(w, "image", 5)) ||
		    (p - w == 3 &&
		     (!strncasecmp(w, "iso", 3) || !strncasecmp(w, "img", 3))))
			image = 1; /* "Writing ISO to /dev/sda..." */
		for (size_t x = 0; exts[x] && !image; x++) {
			const char *m = w;
			size_t xl = strlen(exts[x]);

			for (; m + xl <= p; m++)
				if (!strncasecmp(m, exts[x], xl) &&
				    (m + xl == p || m[xl] == '.'))
					image = 1;
		}
	}
	if (!image)
		return;
	d = to + 4;
	for (p = d; p < e && !is_blank(*p) && *p != ':';)
		p++;
	while (p > d && p[-1] == '.')
		p--;
	for (w = p; w < e; w++)
		if (*w != '.' && *w != ':' && !is_blank(*w))
			return;
	if ((size_t)(p - d) >= n || p - d <= 5)
		return;
	memcpy(dev, d, (size_t)(p - d));
	dev[p - d] = '\0';
	if (line_no_storage_device(dev))
		dev[0] = '\0';
}

/*
 * Whether dd's records in (st->rec) fit the input block size command c
 * gives: full records of it at most the bytes copied, full and partial
 * ones at least as many bytes; an unknown block size fits.
 */
/* Whether full and partial records of block size bs may add up to bytes:
 * the full ones at most, full and partial ones at least as many. */
static int records_of(double full, double partial, double bs, double bytes)
{
	return full * bs <= bytes && (full + partial) * bs >= bytes;
}

static int records_fit(const struct dd_state *st, const struct dd_cmd *c,
		       double bytes, enum dd_dialect d)
{
	double ibs = c->bs[0]	 ? dd_size(c->bs, d)
		     : c->ibs[0] ? dd_size(c->ibs, d)
				 : 512;

	if (isnan(ibs) || ibs <= 0 || isnan(bytes))
		return 1;
	return records_of(st->rec[0], st->rec[1], ibs, bytes);
}

/*
 * Whether command c, shown as typed, names neither input nor output: no
 * if= or "<", no of= or ">", nothing piped into or out of it, no
 * variable or substitution that may hold them ("$ dd conv=ucase", then
 * the words typed and dd's summary).  dd then read the terminal and wrote
 * to it: the rate is the typist's, no storage was measured.
 */
static int terminal_only(const struct dd_cmd *c)
{
	return c->known && !c->caption && !c->has_in && !c->has_out &&
	       !c->pipe[0] && !c->pipe_in[0] && !c->piped_dd && !c->net[0] &&
	       !c->down[0] && !c->chain[0] && !c->loop && c->text[0] &&
	       !strpbrk(c->text, "$`|<>");
}

static int emit(struct ingest_ctx *ctx, struct dd_state *st,
		const struct dd_summary *s, const struct dd_cmd *cmd,
		int with_records);

/*
 * Whether the output just read (summary s, with its records lines in st
 * when with_records) is what command c, one of several dd's chained on
 * its line, printed: its records in fit c's input block size (bs=,
 * ibs=, else 512) and are c's count= when it gives one; without
 * records lines, its bytes are that block size times count=.  0 when
 * nothing can be checked (a block size in a variable, no count=).
 */
static int chain_fits(const struct dd_state *st, const struct dd_cmd *c,
		      const struct dd_summary *s, int with_records)
{
	double count = NAN, bs;
	int checked = 0;

	if (c->count[0] && !strstr(c->ops, "count_bytes"))
		count = dd_size(c->count, s->dialect);
	bs = c->bs[0]	 ? dd_size(c->bs, s->dialect)
	     : c->ibs[0] ? dd_size(c->ibs, s->dialect)
			 : 512;
	if (isnan(s->bytes))
		return 0;
	if (with_records && st->n_records) {
		if (!isnan(count)) {
			if (st->rec[0] + st->rec[1] != count)
				return 0;
			checked = 1;
		}
		if (!isnan(bs) && bs > 0) {
			if (!records_fit(st, c, s->bytes, s->dialect))
				return 0;
			checked = 1;
		}
		return checked;
	}
	return !isnan(count) && !isnan(bs) && bs * count == s->bytes;
}

/*
 * The bytes command c copies when it runs to its end: its count= blocks
 * of bs= bytes; NAN when it does not say (no count=, no bs=, count in
 * bytes, ibs= or obs= apart).
 */
static double cmd_total(const struct dd_cmd *c, enum dd_dialect dialect)
{
	double count, bs;

	if (!c->count[0] || !c->bs[0] || c->ibs[0] || c->obs[0] ||
	    strstr(c->ops, "count_bytes") || c->caption)
		return NAN;
	count = dd_size(c->count, dialect);
	bs = dd_size(c->bs, dialect);
	return count > 0 && bs > 0 ? count * bs : NAN;
}

/*
 * Whether summary s (shown without records lines) is not the output of
 * command c by its byte count: dd copies no more than count= blocks of
 * bs=; and a command listed under another (c->listed) owns only an output
 * of its count= blocks exactly ("dd if=/dev/zero of=$f bs=1M count=3000"
 * under "dd if=/dev/sdX of=/dev/null ...", over a 400 MiB summary: the
 * other one's, or neither's).  A run stopped early (^C) copies less: a
 * command shown alone keeps it.
 */
static int count_contradicts(const struct dd_cmd *c, const struct dd_summary *s)
{
	double total = cmd_total(c, s->dialect);

	if (c->noerror || c->progress || isnan(s->bytes) || !(s->bytes > 0))
		return 0;
	if (c->listed)
		return total != s->bytes; /* NAN: unknown, not taken */
	return s->bytes > total;
}

/* The group held (st->held) is a result after all: emitted, with its
 * records lines. */
static int flush_held(struct ingest_ctx *ctx, struct dd_state *st)
{
	double rec[4];
	int n = st->n_records;
	long line = st->rec_line;
	int ret;

	if (!st->held.on)
		return 0;
	st->held.on = 0;
	memcpy(rec, st->rec, sizeof(rec));
	st->n_records = st->held.n_records;
	ret = 0;
	for (int i = 0; i < st->n_series && !ret; i++) {
		memcpy(st->rec, st->series[i].rec, sizeof(rec));
		st->rec_line = st->series[i].rec_line;
		ret = emit(ctx, st, &st->series[i].s, &st->held.cmd, 1);
	}
	st->n_series = 0;
	memcpy(st->rec, st->held.rec, sizeof(rec));
	st->rec_line = st->held.rec_line;
	if (!ret)
		ret = emit(ctx, st, &st->held.s, &st->held.cmd, 1);
	memcpy(st->rec, rec, sizeof(rec));
	st->n_records = n;
	st->rec_line = line;
	return ret;
}

static int gap_command(const char *a, const char *b, long line,
		       struct dd_cmd *c, int prose);
static int operand_in(const char *t, size_t n, const char *name, char *v,
		      size_t vn);

/*
 * The dd commands of the text that no records line follows (commands
 * shown below all the outputs: a script's, its outputs kept as comments
 * above them; "the commands I ran:" under a post's results): into
 * st->orphan, at most DD_ORPHANS_MAX (more leave none: too many to tell
 * apart).  A command with an output anywhere below it may be that
 * output's (the nearest one's, or a loop's for each), and is none.
 */
static void orphans(struct dd_state *st)
{
	struct line_iter it;
	struct text_line line;
	struct dd_cmd *c;

	st->orphans_read = 1;
	st->orphan = calloc(DD_ORPHANS_MAX + 1, sizeof(*st->orphan));
	if (!st->orphan)
		return;
	c = &st->orphan[DD_ORPHANS_MAX]; /* scratch */
	lines_init(&it, st->buf, st->len);
	while (lines_next(&it, &line)) {
		struct text_line tl = line_trim(line);
		const char *p = tl.s, *e = tl.s + tl.len;
		double full, partial;

		while (p < e && (*p == '#' || *p == '>' || is_blank(*p)))
			p++;
		if (p < e && is_digit(*p) && memchr(p, '+', (size_t)(e - p)) &&
		    parse_records(p, &full, &partial)) {
			st->n_orphan = 0; /* an output below them */
			continue;
		}
		if (tl.len >= DD_LINE_MAX || !memmem(tl.s, tl.len, "count=", 6))
			continue;
		memset(c, 0, sizeof(*c));
		if (!gap_command(tl.s, e, line.no, c, 0) || !c->known)
			continue;
		if (st->n_orphan == DD_ORPHANS_MAX) {
			st->n_orphan = 0;
			return;
		}
		st->orphan[st->n_orphan++] = *c;
	}
}

/*
 * The one command of the text that no output follows and that printed
 * this output to the record: its count= is the records read, all whole
 * (as many written), and its block size (bs=, or dd's default 512) times
 * the count the bytes copied.  NULL when none or several do.
 */
static const struct dd_cmd *orphan_of(struct dd_state *st,
				      const struct dd_summary *s)
{
	const struct dd_cmd *found = NULL;
	char v[32];

	if (st->n_records < 2 || st->rec[0] <= 0 || st->rec[0] != st->rec[2] ||
	    st->rec[1] != 0 || st->rec[3] != 0 || !(s->bytes > 0) || !st->buf)
		return NULL;
	if (!st->orphans_read)
		orphans(st);
	for (int i = 0; i < st->n_orphan; i++) {
		const struct dd_cmd *c = &st->orphan[i];
		size_t n = strlen(c->text);
		double count, bs;

		if (!operand_in(c->text, n, "count", v, sizeof(v)) ||
		    strstr(c->text, "count_bytes") ||
		    (!c->bs[0] && (c->ibs[0] || c->obs[0])))
			continue;
		count = dd_size(v, s->dialect);
		bs = c->bs[0] ? dd_size(c->bs, s->dialect) : 512;
		if (isnan(count) || isnan(bs) || count != st->rec[0] ||
		    bs * count != s->bytes)
			continue;
		if (found)
			return NULL;
		found = c;
	}
	return found;
}

static int gap_direction(const char *a, const char *b, int max_words);
static double dd_size(const char *s, enum dd_dialect d);

/*
 * The bytes a run copied when its summary does not say them: its
 * command's bs= times its count=, when the records lines shown say that
 * many whole records in and out (none partial: a short read would have
 * copied less), and the size printed rounded in its place, if any, is
 * that count rounded.  NAN when unknown.
 */
static double command_bytes(const struct dd_state *st, const struct dd_cmd *c,
			    const struct dd_summary *s)
{
	enum dd_dialect d = s->dialect;
	char v[32];
	double count, bs;

	if (!c || !c->known || !c->bs[0] || st->n_records < 2 ||
	    st->rec[0] <= 0 || st->rec[0] != st->rec[2] || st->rec[1] != 0 ||
	    st->rec[3] != 0 ||
	    !operand_in(c->text, strlen(c->text), "count", v, sizeof(v)) ||
	    strstr(c->text, "count_bytes"))
		return NAN;
	count = dd_size(v, d);
	bs = dd_size(c->bs, d);
	if (isnan(count) || isnan(bs) || count != st->rec[0])
		return NAN;
	/* "1.1 GB copied": the count must print so */
	if (s->rounded_step > 0 &&
	    fabs(bs * count - s->rounded[0]) > s->rounded_step / 2 &&
	    fabs(bs * count - s->rounded[1]) >
		s->rounded_step / 2 * s->rounded[1] / s->rounded[0])
		return NAN;
	return bs * count;
}

/*
 * Whether the next line with text after the output whose summary is at p
 * announces reading back what that run wrote ("reading it back:",
 * "Reading back..."): a short line (six words at most, no operand) that
 * names the read direction only and says "back".  Then the run above it,
 * whose direction nothing else says, wrote.
 */
/*
 * The first line with text below the line holding p, its blanks trimmed:
 * its start, *e its end; NULL when there is none.
 */
static const char *line_below(const struct dd_state *st, const char *p,
			      const char **e)
{
	const char *end = st->buf + st->len;

	*e = NULL;
	if (!p || p < st->buf || p >= end)
		return NULL;
	p = memchr(p, '\n', (size_t)(end - p));
	while (p && p + 1 < end) {
		p++;
		*e = memchr(p, '\n', (size_t)(end - p));
		if (!*e)
			*e = end;
		while (p < *e && (is_blank(*p) || *p == '\r'))
			p++;
		if (p < *e)
			break;
		p = *e;
		*e = NULL;
	}
	if (!p || !*e)
		return NULL;
	while (*e > p && (is_blank((*e)[-1]) || (*e)[-1] == '\r'))
		(*e)--;
	return p;
}

/*
 * Where the command starts in line [a, b) when it is the shell's notice
 * that a background job ended well: bash's "[1]+  Done" (padded), then
 * the job's command as typed ("[1]+  Done                    dd
 * if=/dev/sdb of=disk.img"), zsh's "[1]  + done       dd ...".  The
 * status word is "Done" in bash's own translations (its po files, msgid
 * "Done") or zsh's "done"; a job that failed ("Exit 1", "Done(1)") or was
 * stopped is none.  NULL when the line is no such notice.
 */
static const char *job_done(const char *a, const char *b)
{
	static const char *const done[] = {
	    "Done",	 "done",	"Fertig",     "Fini",	    "Hecho",
	    "Feito",	 "Fet",		"Concluído",  "Completato", "Klaar",
	    "Klart",	 "Færdig",	"Ferdig",     "Valmis",	    "Kész",
	    "Dokončena", "Hotovo",	"Zakończono", "Končano",    "Gotovo",
	    "Atlikta",	 "Finalizat",	"Bitti",      "Selesai",    "Xong",
	    "Farite",	 "Déanta",	"Завершён",   "Завершен",   "Завершено",
	    "Завършен",	 "Урађен",	"已完成",     "完成",	    "終了",
	    "완료",	 "დასრულებული", NULL};
	const char *p = a, *w;

	if (p >= b || *p != '[' || !(p + 1 < b && is_digit(p[1])))
		return NULL;
	for (p++; p < b && is_digit(*p); p++)
		;
	if (p >= b || *p != ']')
		return NULL;
	for (p++; p < b && is_blank(*p); p++)
		;
	if (p < b && (*p == '+' || *p == '-'))
		p++;
	if (p >= b || !is_blank(*p))
		return NULL;
	while (p < b && is_blank(*p))
		p++;
	for (w = p; p < b && !is_blank(*p); p++)
		;
	if (!word_listed(w, (size_t)(p - w), done, 0))
		return NULL;
	while (p < b && is_blank(*p))
		p++;
	return p < b ? p : NULL;
}

/*
 * The command of the background dd whose statistics end at p, as the
 * job-done line right under them names it (job_done()): "dd if=/dev/sr0
 * of=disc.iso &", a later prompt, then dd's records and summary, then
 * "[1]+  Done  dd if=/dev/sr0 of=disc.iso".  Read into st->job_cmd when
 * it is a dd command that printed what was read (its count= and block
 * size fit the records: chain_fits()) and no other job-done line naming
 * a dd follows (which job printed these is then not told).  NULL none.
 */
/*
 * Whether line [a, b) is a line of a dd output: a records line ("2048+0
 * records in", "2048+0 записей получено") or a transfer summary.
 */
static int output_line(const char *a, const char *b)
{
	struct dd_summary sum;
	const char *at = NULL, *expected = NULL;
	double full, partial;
	char t[256];

	while (a < b && is_blank(*a))
		a++;
	if (a >= b || (size_t)(b - a) >= sizeof(t))
		return 0;
	if (is_digit(*a) && memchr(a, '+', (size_t)(b - a)) &&
	    parse_records(a, &full, &partial))
		return 1;
	memcpy(t, a, (size_t)(b - a));
	t[b - a] = '\0';
	/* the summary from its byte count, words before it or not
	 * ("скопировано 2147483648 байт ...") */
	for (size_t i = 0; t[i]; i++) {
		if (!is_digit(t[i]) || (i && !is_blank(t[i - 1])))
			continue;
		memset(&sum, 0, sizeof(sum));
		if (parse_summary(t + i, &sum, &at, &expected) == 1)
			return 1;
	}
	return 0;
}

static const struct dd_cmd *
job_command(struct dd_state *st, const struct dd_summary *s, int with_records)
{
	const char *e, *e2, *b = line_below(st, s->at, &e), *c, *b2;
	long no = s->line;
	size_t cn;

	/* the other background dd's outputs printed under this one, then
	 * the job-done lines of them all */
	while (b && !job_done(b, e) && output_line(b, e))
		b = line_below(st, b, &e);
	if (!b || !(c = job_done(b, e)))
		return NULL;
	/* more job-done lines naming a dd: which job printed this is not
	 * told, unless every one ran the same command ("[1]-  Done  ionice
	 * -c 2 -n $PRIO dd if=/dev/zero of=/tmp/p-${PRIO} bs=1M" twice):
	 * then it is that command whichever it was */
	cn = (size_t)(e - c);
	for (b2 = line_below(st, b, &e2); b2 && job_done(b2, e2);
	     b2 = line_below(st, b2, &e2)) {
		const char *c2 = job_done(b2, e2);

		if (!text_find(b2, (size_t)(e2 - b2), "dd", 2))
			break;
		if ((size_t)(e2 - c2) != cn || memcmp(c, c2, cn))
			return NULL;
	}
	for (const char *q = s->at; q < b; q++)
		no += *q == '\n';
	if (!gap_command(c, e, no, &st->job_cmd, 0) || !st->job_cmd.known ||
	    !chain_fits(st, &st->job_cmd, s, with_records))
		return NULL;
	return &st->job_cmd;
}

static int read_back_below(const struct dd_state *st, const char *p)
{
	const char *e;

	p = line_below(st, p, &e);
	if (!p)
		return 0;
	if (gap_direction(p, e, 6) != IODB_OP_READ)
		return 0;
	for (const char *w = p; w + 4 <= e; w++)
		if (!strncasecmp(w, "back", 4) &&
		    (w == p || !is_alpha(w[-1])) &&
		    (w + 4 == e || !is_alpha(w[4])))
			return 1;
	return 0;
}

static const char *log_message(const char *t, size_t len);
static int log_phase_end(const char *m, const char *e);
static int gap_direction_refused(const char *a, const char *b, int max_words);

/*
 * Whether the line below the output at p is a script's log line ending a
 * phase ("...: end 1st read") whose words name another direction than
 * dir: the log lines around the output disagree.
 */
static int log_end_other(const struct dd_state *st, const char *p, int dir)
{
	const char *e, *m;
	int d;

	p = line_below(st, p, &e);
	if (!p || !(m = log_message(p, (size_t)(e - p))) ||
	    !log_phase_end(m, e))
		return 0;
	d = gap_direction(m, e, 6);
	if (!d && !gap_direction_refused(m, e, 6))
		d = line_phase_direction(m, e);
	return d && d != dir;
}

static void next_piped_dd(struct dd_cmd *c);

/*
 * Whether the output just read (its records lines in st) is the one the
 * dd at the end of c's pipeline printed rather than c's own ("dd
 * if=a.iso | pv | dd of=/dev/sdb bs=1M", then "0+168504 records in"): c
 * reads a file or a device by its if= (no producer piped into it), so
 * each of its reads returns a whole block but the last; a dd reading a
 * pipe gets what the writer's last write left, many partial records.
 * More than one partial record in is then the pipe reader's.
 */
static int pipe_reader_output(const struct dd_state *st, const struct dd_cmd *c)
{
	return c->piped_dd == 1 && c->has_in && c->in[0] && !c->pipe_in[0] &&
	       st->n_records && st->rec[1] > 1;
}

static int emit(struct ingest_ctx *ctx, struct dd_state *st,
		const struct dd_summary *s, const struct dd_cmd *cmd,
		int with_records)
{
	struct dd_cmd down;
	struct iodb_run run = IODB_RUN_INIT;
	struct iodb_result res = IODB_RESULT_INIT;
	struct iodb_metric ex[8];
	char json[sizeof(cmd->ops) + 64], lab[sizeof(s->label)];
	const char *device = NULL;
	char subject_dev[sizeof(s->subject) + 8];
	size_t nx = 0;
	double secs = s->runtime_ns / st->ns_per_s;
	int ret, default_bs_contradicted = 0;

	/* the group held before this one comes first */
	ret = flush_held(ctx, st);
	if (ret)
		return ret;
	st->last_nocmd = 0;
	if (s->bytes == 0) {
		/* "dd: error reading '/dev/sr0': Input/output error", then
		 * "0+0 records in" and "0 bytes copied, 0.02 s, 0.0 kB/s":
		 * a run that copied nothing measured nothing (a run that
		 * copied some bytes before its error measured those) */
		ingest_warn_at(ctx, s->at,
			       "dd copied nothing (an error above?): no "
			       "result");
		if (!st->empty_at)
			st->empty_at = s->at;
		return 0;
	}
	/* the pipeline's last dd printed this: the output is its own (and
	 * the first dd's, not shown, is no longer awaited) */
	if (cmd && cmd->known && with_records && pipe_reader_output(st, cmd)) {
		down = *cmd;
		next_piped_dd(&down);
		if (down.known) {
			if (cmd == &st->cmd)
				st->cmd = down;
			cmd = cmd == &st->cmd ? &st->cmd : &down;
		}
	}
	if (cmd && cmd->known)
		mounts_read(st, s->at);
	if (cmd && cmd->known && no_storage(cmd, st)) {
		ingest_warn_at(ctx, s->at,
			       "dd from %s %s%s measures memory and the CPU, "
			       "no storage: no result",
			       cmd->in, cmd->has_out ? "to " : "into '",
			       cmd->has_out ? cmd->out : cmd->pipe);
		if (!st->nostore_at)
			st->nostore_at = s->at;
		return 0;
	}
	if (cmd && terminal_only(cmd)) {
		ingest_warn_at(ctx, s->at,
			       "dd's command '%s' names no input or output (no "
			       "if=, of=, pipe or redirect): it read the "
			       "terminal and wrote to it, no storage: no "
			       "result",
			       cmd->text);
		if (!st->nostore_at)
			st->nostore_at = s->at;
		return 0;
	}
	if (cmd && cmd->known && cmd->net[0]) {
		ingest_warn_at(
		    ctx, s->at,
		    "dd's pipeline hands its data to %s (a network "
		    "transfer): the rate is the network's, no result",
		    cmd->net);
		if (!st->net_at)
			st->net_at = s->at;
		return 0;
	}
	if (cmd && cmd->known &&
	    (patch_write(cmd) || patch_bytes(cmd, s->bytes))) {
		ingest_warn_at(ctx, s->at,
			       "dd wrote into the file '%s' in place "
			       "(conv=notrunc%s%s: a piece of an image being "
			       "built, no benchmark): no result",
			       cmd->out, cmd->seek[0] ? ", seek=" : "",
			       cmd->seek);
		if (!st->setup_at)
			st->setup_at = s->at;
		return 0;
	}
	if (cmd && cmd->known && procedure_write(ctx, cmd)) {
		ingest_warn_at(ctx, s->at,
			       "dd wrote the file '%s' to %s, a step of the "
			       "procedure the text walks through (nothing in "
			       "it speaks of speed or a test): no result",
			       cmd->in, cmd->out);
		if (!st->procedure_at)
			st->procedure_at = s->at;
		return 0;
	}
	if (cmd && cmd->known &&
	    setup_write(ctx->doc_text ? ctx->doc_text : st->buf,
			ctx->doc_text ? ctx->doc_len : st->len, cmd, s->bytes,
			with_records ? st->rec[0] + st->rec[1] == 1 &&
					   (st->n_records < 2 ||
					    st->rec[2] + st->rec[3] == 1)
				     : !strcmp(cmd->count, "1"))) {
		ingest_warn_at(ctx, s->at,
			       "dd wrote %.0f bytes into '%s' (a setup step: "
			       "a key, a boot sector, a piece cut out of a "
			       "file; no benchmark): no result",
			       s->bytes, cmd->out);
		if (!st->setup_at)
			st->setup_at = s->at;
		return 0;
	}
	/* a dd run in the background: its command on the job-done line
	 * under its statistics */
	if (!(cmd && cmd->known) && with_records && !st->flash_dev[0]) {
		const struct dd_cmd *j = job_command(st, s, with_records);

		if (j)
			cmd = j;
	}
	/* its command shown apart from it ("#2406399+0 records in" ... over
	 * "dd if=/dev/zero of=f bs=512 count=2406399"), told by the
	 * figures it printed */
	if (!(cmd && cmd->known) && with_records && !st->flash_dev[0]) {
		const struct dd_cmd *o = orphan_of(st, s);

		if (o)
			cmd = o;
	}
	/* a script's "dd ... | md5sum", the command not shown, the digest
	 * below: what dd read is not said (/dev/zero, a CPU test, as often
	 * as a disk), its rate is the hasher's */
	if (!(cmd && cmd->known) && !st->flash_dev[0] &&
	    digest_below(st, s->at)) {
		ingest_warn_at(ctx, s->at,
			       "dd's output went into a checksum (its line "
			       "for standard input is below), the command "
			       "not shown: what dd read is not said and the "
			       "rate is the checksum's; no result");
		if (!st->nostore_at)
			st->nostore_at = s->at;
		return 0;
	}
	/* "dd ... ; dd ...": each output in order is the next dd's, when
	 * its figures say so; else the pairing is lost from here on */
	if (cmd && cmd->known && cmd->chained &&
	    !chain_fits(st, cmd, s, with_records)) {
		ingest_warn_at(ctx, s->at,
			       "this output does not fit the dd command "
			       "chained on line %ld that should have printed "
			       "it (its count= or block size): no conditions, "
			       "and the later dd's of that line are not paired",
			       cmd->line);
		st->chain_stop = 1;
		cmd = NULL;
	}
	if (cmd && cmd->known && !cmd->chained && !with_records &&
	    count_contradicts(cmd, s)) {
		if (isnan(cmd_total(cmd, s->dialect)))
			ingest_warn_at(ctx, s->at,
				       "the dd command on line %ld is listed "
				       "under another, and no count= and bs= "
				       "of it tell whether this output is its: "
				       "no command taken",
				       cmd->line);
		else
			ingest_warn_at(ctx, s->at,
				       "this output's %.0f bytes are not what "
				       "the dd command on line %ld copies "
				       "(count=%s, bs=%s)%s: not taken as its "
				       "command",
				       s->bytes, cmd->line, cmd->count, cmd->bs,
				       cmd->listed ? ", listed under another "
						     "dd command"
						   : "");
		cmd = NULL;
	}
	res.cond.op = IODB_OP_UNKNOWN;
	res.cond.pattern = IODB_PATTERN_SEQ;
	res.cond.iodepth = 1;
	res.cond.numjobs = 1;
	if (cmd && cmd->known)
		apply_command(cmd, s->dialect, &res, &device,
			      tmp_file_var(st, cmd->in),
			      tmp_file_var(st, cmd->out));
	else if (st->flash_dev[0]) {
		/* a flashing tool's dd: the image's write to the device */
		res.cond.op = IODB_OP_WRITE;
		device = st->flash_dev;
	}
	/* "$ ./write-direct.sh" over its log: the script's own dd, its
	 * flags not shown, ran direct I/O as its name says */
	if (!(cmd && cmd->known) && s->direct)
		res.cond.direct = 1;
	/* a caption's operands say nothing of the flags it leaves out */
	if (cmd && cmd->known && cmd->caption && !cmd->iflag_direct &&
	    !cmd->oflag_direct)
		res.cond.direct = -1;
	if ((s->dir && cmd && cmd->known &&
	     (res.cond.op == IODB_OP_READ || res.cond.op == IODB_OP_WRITE) &&
	     (int)res.cond.op != s->dir) ||
	    (cmd && cmd->known && cmd->piped_dd && with_records &&
	     !records_fit(st, cmd, s->bytes, s->dialect))) {
		/* or one of two dd's in a pipe whose records are not in its
		 * block size: the other dd's summary, not in the order
		 * expected; no conditions rather than the wrong ones */
		/* "WRITE: ..." under a read command: the command is another
		 * run's; the word beside the output decides */
		struct iodb_result fresh = IODB_RESULT_INIT;

		res = fresh;
		res.cond.pattern = IODB_PATTERN_SEQ;
		res.cond.iodepth = 1;
		res.cond.numjobs = 1;
		device = NULL;
		cmd = NULL;
	}
	/* a dd feeding another through a pipe moves nothing to or from
	 * storage of its own: a direction word above is the other's; a
	 * script's log line right below the output ending a phase of the
	 * other direction ("...: start file creation", the output, "...:
	 * end 1st read") leaves it unknown */
	if (s->dir && res.cond.op != IODB_OP_COPY &&
	    !(cmd && cmd->known && cmd->piped_dd == 1) &&
	    !(!(cmd && cmd->known) && log_end_other(st, s->at, s->dir)))
		res.cond.op = s->dir;
	/* "reading it back:" under an output no command and no word names:
	 * that run wrote what is read back */
	if (res.cond.op == IODB_OP_UNKNOWN && !(cmd && cmd->known) &&
	    !st->flash_dev[0] && read_back_below(st, s->at))
		res.cond.op = IODB_OP_WRITE;
	/* a summary printed with no command, in a text whose dd commands
	 * are templates and all go one way ("dd if=/dev/urandom of={}
	 * ..." in a test's fixtures): that direction, nothing else */
	if (res.cond.op == IODB_OP_UNKNOWN && !(cmd && cmd->known) &&
	    !st->flash_dev[0] && st->templ_op != IODB_OP_UNKNOWN)
		res.cond.op = st->templ_op;
	res.io_bytes = s->bytes;
	res.runtime_ns = s->runtime_ns;
	if (s->runtime_ns > 0)
		res.bw_bytes = s->bytes / secs;
	res.line_from = with_records ? st->rec_line : s->line;
	res.line_to = s->line;
	/* a caption's size ("1GB:" over an output: a board's memory?)
	 * that does not divide the bytes copied is no block size of it */
	if (cmd && cmd->caption && res.cond.bs > 0 && s->bytes > 0 &&
	    fmod(s->bytes, (double)res.cond.bs) != 0)
		res.cond.bs = -1;
	/* dd's default block size assumed (the command shows no bs=, ibs=
	 * or obs=: a caption's operands, a command cut short) but neither
	 * the records in nor the records out fit it ("244+0 records in" for
	 * 1023410176 bytes): no default the output contradicts (a run
	 * stopped with ^C reads one record more than it writes) */
	if (cmd && cmd->known && !cmd->bs[0] && !cmd->ibs[0] && !cmd->obs[0] &&
	    res.cond.bs == 512 && with_records && st->n_records &&
	    s->bytes > 0 &&
	    !records_of(st->rec[0], st->rec[1], 512, s->bytes) &&
	    (st->n_records < 2 ||
	     !records_of(st->rec[2], st->rec[3], 512, s->bytes))) {
		res.cond.bs = -1;
		default_bs_contradicted = 1;
	}
	/* no command gives the block size (or its default is contradicted):
	 * "512+0 records in", "512+0 records out", 536870912 bytes - whole
	 * records only, as many in as out, so each was bytes / records long
	 * (ibs = obs = 1 MiB) */
	if (res.cond.bs <= 0 &&
	    (!(cmd && cmd->known) || default_bs_contradicted) && with_records &&
	    st->n_records > 1 && st->rec[0] > 0 && st->rec[0] == st->rec[2] &&
	    st->rec[1] == 0 && st->rec[3] == 0 && s->bytes > 0 &&
	    fmod(s->bytes, st->rec[0]) == 0)
		res.cond.bs = units_int64(s->bytes / st->rec[0]);

	if (isnan(s->bytes)) {
		/* a trimmed summary ("dd: 22.696 s, 11.8 MB/s"): no byte
		 * count to compute the rate from; the printed one is it */
		res.bw_bytes = s->printed_bw;
		res.io_bytes = command_bytes(st, cmd, s);
		/* "510 GB copied in 149 seconds at a rate of 3.4 GB/s." a
		 * person typed under the command: the size is the figure
		 * printed, when it agrees with the time and the rate read
		 * as written and not read 1024-based (docs/units.md,
		 * "Decisions") */
		if (isnan(res.io_bytes) && s->retyped && s->rounded_step > 0 &&
		    s->rounded_as_written)
			res.io_bytes = s->rounded[0];
	} else if (!isnan(s->printed_bw)) {
		/* BSD's dd cuts its seconds to the digits it prints, not
		 * rounds ("6.470 secs" for 6.4709): the time may be short by
		 * a whole last digit, the rate from it high by as much */
		double time_tol =
		    s->time_rel *
		    (s->dialect == DD_BSD && res.bw_bytes > s->printed_bw ? 2
									  : 1);

		ex[nx++] = (struct iodb_metric){"printed_bw_bytes",
						s->printed_bw, "bytes/s"};
		if (!isnan(res.bw_bytes) && fabs(res.bw_bytes - s->printed_bw) >
						s->printed_tol +
						    res.bw_bytes * time_tol +
						    res.bw_bytes * 1e-9) {
			/* twice or half what dd printed is no rounding and
			 * no unit (10^3 or 2^10): the line was misread (a
			 * count glued to the byte count, "块记录67108864
			 * 字节" read as 64 bytes): no figure rather than a
			 * wrong one */
			if (res.bw_bytes > 2 * s->printed_bw ||
			    2 * res.bw_bytes < s->printed_bw) {
				ingest_warn_at(ctx, s->rate_at,
					       "printed rate '%s' is not %.0f "
					       "bytes in %.9g s (%.6g "
					       "bytes/s): the summary is "
					       "misread or damaged; no result",
					       s->rate_text, s->bytes, secs,
					       res.bw_bytes);
				if (!st->damaged_at) {
					st->damaged_at = s->rate_at;
					copy_str(st->damaged_rate,
						 sizeof(st->damaged_rate),
						 s->rate_text);
					st->damaged_bytes = s->bytes;
					st->damaged_secs = secs;
				}
				return 0;
			}
			/* the line contradicts itself (hand-edited, or two
			 * runs' pieces pasted together): the rate dd printed
			 * is what a person reads from it, so it is the
			 * figure; bytes and time stay as printed */
			ingest_warn_at(ctx, s->rate_at,
				       "printed rate '%s' disagrees with %.0f "
				       "bytes in %.9g s (%.6g bytes/s): the "
				       "printed rate is kept",
				       s->rate_text, s->bytes, secs,
				       res.bw_bytes);
			res.bw_bytes = s->printed_bw;
		}
		/* the printed rate when it has more digits than the time the
		 * rate would be computed from: BSD's rate to the byte over
		 * "0.000063 secs (16268816 bytes/sec)" (dd divided by its
		 * own, finer clock), a man page's example "transferred in
		 * 0.035 seconds, 299 MB/s" (10485760 / 0.035 = 299.59: the
		 * time's 2 digits say less than the rate's 3).  Outside BSD
		 * only where the computed rate does not round to the printed
		 * one ("5 s, 210 MB/s" keeps 209715200 bytes/s, the same
		 * figure to the digits printed).  GNU's 2-3 digits never have
		 * more than its 6-9 digit time */
		if (s->printed_bw > 0 && !isnan(res.bw_bytes) &&
		    s->printed_tol / 2 / s->printed_bw < s->time_rel &&
		    (s->dialect == DD_BSD ||
		     fabs(res.bw_bytes - s->printed_bw) > s->printed_tol / 2))
			res.bw_bytes = s->printed_bw;
	} else if (s->cut) {
		ingest_warn_at(ctx, s->rate_at,
			       "dd's summary is cut %s: "
			       "no printed rate (the rate is computed from "
			       "%.0f bytes in %.9g s)",
			       s->cut == 2 ? "inside its rate"
					   : "after the elapsed time",
			       s->bytes, secs);
	}
	if (with_records) {
		ex[nx++] = (struct iodb_metric){"records_in_full", st->rec[0],
						"count"};
		ex[nx++] = (struct iodb_metric){"records_in_partial",
						st->rec[1], "count"};
		if (st->n_records > 1) {
			ex[nx++] = (struct iodb_metric){"records_out_full",
							st->rec[2], "count"};
			ex[nx++] = (struct iodb_metric){"records_out_partial",
							st->rec[3], "count"};
		}
	}
	if (cmd && cmd->known && cmd->fdatasync)
		ex[nx++] = (struct iodb_metric){"conv_fdatasync", 1, NULL};
	if (cmd && cmd->known && cmd->fsync)
		ex[nx++] = (struct iodb_metric){"conv_fsync", 1, NULL};
	res.extras = ex;
	res.n_extras = nx;

	snprintf(json, sizeof(json), "{\"dialect\":\"%s\"%s%s}",
		 dialect_names[s->dialect],
		 cmd && cmd->known && cmd->ops[0] ? "," : "",
		 cmd && cmd->known ? cmd->ops : "");
	run.format = "dd";
	run.tool = "dd";
	/* "RAID on SSD drives (write):" over the command: the name, unless
	 * the bracket says the other direction */
	memcpy(lab, s->label, sizeof(lab));
	run.label =
	    line_direction_label(lab, res.cond.op) && lab[0] ? lab : NULL;
	/* a `uname -a` line above names the kernel the run ran on where
	 * nothing nearer names it, in the same message of a mail: a run
	 * quoted at another depth is another message's, whose kernel the
	 * thread may be comparing */
	if (!run.label && st->kernel[0] &&
	    ingest_line_quote_marks(ctx, res.line_from) == st->kernel_quotes)
		run.label = st->kernel;
	/* "ad0 bs 512: <summary>": the disk read, or the system, its
	 * prefix names; nearer than a title above, kept beside it, and
	 * than the command's device ("/dev/mdx" in a command over the
	 * lines "/dev/md1 <summary>": the device printed beside it) */
	if (s->subject[0] && s->subject_dev) {
		if (s->subject[0] == '/')
			copy_str(subject_dev, sizeof(subject_dev), s->subject);
		else
			snprintf(subject_dev, sizeof(subject_dev), "/dev/%s",
				 s->subject);
		device = subject_dev;
	} else if (s->above_dev[0] && !device && !run.label) {
		run.label = s->above_dev;
	} else if (s->subject[0] && !s->subject_dev) {
		if (run.label &&
		    strlen(lab) + 3 + strlen(s->subject) < sizeof(lab))
			snprintf(lab + strlen(lab), sizeof(lab) - strlen(lab),
				 " / %s", s->subject);
		else
			copy_str(lab, sizeof(lab), s->subject);
		run.label = lab;
	}
	res.job = s->job[0] ? s->job : NULL;
	run.command = cmd && cmd->known && cmd->text[0] ? cmd->text : NULL;
	run.device = device;
	run.options_json = json;
	run.line_from = cmd && cmd->known ? cmd->line : res.line_from;
	run.line_to = s->line;
	run.status = s->interrupted ? "interrupted" : NULL;

	/* the machine that `uname -a` line printed ran it too, whatever
	 * labels it, where no prompt on its command names one; in the same
	 * message of a mail only, as the kernel */
	ret = ingest_emit_run_host(
	    ctx, &run,
	    st->kernel[0] && ingest_line_quote_marks(ctx, res.line_from) ==
				 st->kernel_quotes
		? st->kernel_host
		: NULL);
	if (ret)
		return ret;
	ret = ingest_emit_result(ctx, &res);
	if (ret)
		return ret;
	st->runs++;
	return 0;
}

/*
 * "dd if=a.iso | pv | dd of=/dev/sdb1 bs=1M": the first dd prints its
 * summary when its input ends, the second after, when the pipe is
 * drained; c, the first's command, becomes the second's, fed what the
 * first reads (its if=, as "dd if=a.iso of=/dev/sdb1" would be), the
 * whole line kept as the command.
 */
static void next_piped_dd(struct dd_cmd *c)
{
	struct dd_cmd up = *c;

	if (!parse_command(up.down, up.line, c, 0)) {
		c->known = 0;
		return;
	}
	c->piped_dd = 2;
	if (!c->has_in && up.has_in) {
		copy_str(c->in, sizeof(c->in), up.in);
		c->has_in = 1;
	}
	copy_str(c->text, sizeof(c->text), up.text);
	copy_str(c->net, sizeof(c->net), up.net);
}

/*
 * "dd if=a of=/dev/null bs=1M count=64 ; dd if=b of=c bs=1M count=64":
 * the first dd prints its output, then the second; c, the first's
 * command, becomes the second's (c->chain), its own text to its ';'.
 */
static void next_chained(struct dd_cmd *c)
{
	struct dd_cmd up = *c;
	size_t n, own;

	if (!parse_command(up.chain, up.line, c, 0)) {
		c->known = 0;
		return;
	}
	c->chained = 1;
	/* its text to the next command of the chain, if any, ';' and
	 * "&&" after it dropped */
	n = strlen(c->text);
	own = c->chain[0] && strlen(c->chain) <= n ? n - strlen(c->chain) : n;
	while (own && (is_blank(c->text[own - 1]) || c->text[own - 1] == ';' ||
		       c->text[own - 1] == '&'))
		own--;
	c->text[own] = '\0';
}

static void reset_group(struct dd_state *st)
{
	/* the next of the alike commands on its line runs next */
	if (st->cmd.known && st->cmd.again > 0 && st->n_records)
		st->cmd.again--;
	else if (st->cmd.known && st->cmd.loop && st->n_records)
		st->cmd.loop -= st->cmd.loop > 0; /* the loop's next run */
	else if (st->cmd.known && st->cmd.piped_dd == 1 && st->n_records)
		next_piped_dd(&st->cmd);
	else if (st->cmd.known && st->cmd.chain[0] && st->n_records &&
		 !st->chain_stop)
		next_chained(&st->cmd); /* the next dd of its line */
	else
		st->cmd.known = 0;
	st->chain_stop = 0;
	st->write_error = 0;
	st->n_records = 0;
	st->n_pending = 0;
	st->progress_at = NULL;
	st->progress_line = 0;
	st->progress_sum.at = NULL;
}

/*
 * Whether summary s, pasted under the first one (first) of the same
 * command, is a run of that command again ("dd ... bs=1M count=1000 (run
 * 3 times)" over three summaries): the same bytes, under the same title
 * and direction word.  Another size is another command, not shown.
 */
static int repeat_of(const struct dd_summary *s, const struct dd_summary *first)
{
	/* "1.dd ..." / a summary / "2.Now repeat it with a flag added" /
	 * a summary: the next item's run, whose command is not shown */
	return s->bytes == first->bytes && s->dir == first->dir &&
	       s->item == first->item && !strcmp(s->label, first->label) &&
	       !strcmp(s->job, first->job);
}

/*
 * The current group ends (a new command, end of file): records without a
 * summary and progress without a final summary are errors; summaries
 * pasted alone (no records lines, no progress) are runs of their own.
 */
/*
 * Whether summary s, under its own caption set between the command and
 * it, is the command of the first summary (first) run again under another
 * setting ("dd if=f of=/dev/null bs=1M" / "Default msize:" / a summary /
 * "msize=512000:" / a summary): both captioned below the command, the
 * same bytes and direction.  Another size is another command, not shown.
 */
static int same_cmd_captioned(const struct dd_summary *s,
			      const struct dd_summary *first)
{
	return s->cap_below && first->cap_below && s->bytes == first->bytes &&
	       s->dir == first->dir && s->item == first->item;
}

/* What end_group() is told at the end of the buffer: cut_runs() says
 * what the buffer's end is, and what stood after the run's last line. */
static const char END_OF_INPUT[] = "end of input";

/*
 * What a run cut before its summary found instead, its last line (records
 * or progress) at at: the first line that follows it, when one does
 * ("10.59s real 0.43s user 9.40s system", an old dd's time report, and no
 * summary down to the block's end; prose; a cut mark, "..."), else the
 * end itself: "the end of the
 * block" in a document's block, which the document goes on after, "end of
 * file" in a file of its own.
 */
static const char *cut_found(const struct ingest_ctx *ctx, const char *at,
			     char *buf, size_t n)
{
	const char *end = ctx->buf ? ctx->buf + ctx->len : NULL;
	const char *where =
	    ctx->doc_block ? "the end of the block" : "end of file";
	struct line_iter it;
	struct text_line l;
	size_t k;

	if (!at || !end || at < ctx->buf || at >= end)
		return where;
	at = memchr(at, '\n', (size_t)(end - at));
	if (!at)
		return where;
	lines_init(&it, at + 1, (size_t)(end - at - 1));
	while (lines_next(&it, &l)) {
		l = line_trim(l);
		if (!l.len)
			continue;
		/* shown up to 40 bytes, not inside a UTF-8 character */
		k = l.len > 40 ? 40 : l.len;
		while (k < l.len && ((unsigned char)l.s[k] & 0xc0) == 0x80)
			k--;
		if (line_is_cut_mark(l.s, l.len))
			snprintf(buf, n, "a cut mark ('%.*s')", (int)k, l.s);
		else
			snprintf(buf, n,
				 "%s'%.*s%s' next%s, and no summary "
				 "down to %s",
				 line_prose_sentence(l.s, l.len) ? "prose "
								 : "",
				 (int)k, l.s, k < l.len ? "..." : "",
				 ctx->doc_block ? " in the block" : "",
				 ctx->doc_block ? "its end" : where);
		return buf;
	}
	return where;
}

static int end_group(struct ingest_ctx *ctx, struct dd_state *st,
		     const char *found)
{
	int ret = 0, owner;

	st->dev_dir = 0;
	if (!st->n_records && st->progress_at &&
	    st->progress_sum.at == st->progress_at && !st->progress_sum.cut &&
	    st->cmd.known && st->cmd.progress) {
		/* a status=progress run that ended without its final
		 * summary (cut by hand, or dd stopped: "dd ... | cmp"
		 * ended its pipe): its last progress line is what it
		 * measured, bytes and seconds so far, imported as an
		 * interrupted run */
		struct dd_summary last = st->progress_sum;

		char fb[160];

		last.interrupted = 1;
		ingest_warn_at(ctx, last.at,
			       "dd's final summary is missing after its "
			       "status=progress lines (found %s): the last "
			       "progress line imported, the run marked "
			       "interrupted",
			       found == END_OF_INPUT
				   ? cut_found(ctx, last.at, fb, sizeof(fb))
				   : found);
		ret = emit(ctx, st, &last, &st->cmd, 0);
		goto out;
	}
	if (st->n_records || st->progress_at) {
		/* a run cut before its summary: nothing of it can be
		 * stored; told at the end (cut_runs), when it is known
		 * whether the file has other runs */
		if (st->n_cut < (int)(sizeof(st->cut) / sizeof(st->cut[0]))) {
			st->cut[st->n_cut].at =
			    st->n_records ? st->rec_last_at : st->progress_at;
			st->cut[st->n_cut].progress = !st->n_records;
			st->cut[st->n_cut].found = found;
		}
		st->n_cut++;
		goto out;
	}
	/* the command's output is the first, unless its bytes say it is
	 * not (count_contradicts()): then the first whose bytes are the
	 * command's count= blocks of bs= exactly ("dd ... bs=4M count=512"
	 * over a 1000 MiB output, then a 2 GiB one) */
	owner = 0;
	if (st->n_pending > 1 && st->cmd.known && !st->cmd.chained &&
	    count_contradicts(&st->cmd, &st->pending[0])) {
		for (int i = 1; i < st->n_pending && !owner; i++)
			if (st->pending[i].bytes ==
			    cmd_total(&st->cmd, st->pending[i].dialect))
				owner = i;
	}
	for (int i = 0; i < st->n_pending; i++) {
		/* and each later one of those bytes exactly: the same
		 * command run again (on the next disk of a list) */
		int again = owner && i > owner &&
			    st->pending[i].bytes ==
				cmd_total(&st->cmd, st->pending[i].dialect);

		ret =
		    emit(ctx, st, &st->pending[i],
			 i == owner || again ||
				 repeat_of(&st->pending[i], &st->pending[0]) ||
				 same_cmd_captioned(&st->pending[i],
						    &st->pending[0]) ||
				 (st->cmd.loop &&
				  (st->cmd.loop < 0 || i <= st->cmd.loop))
			     ? &st->cmd
			     : NULL,
			 0);
		if (ret)
			goto out;
	}
out:
	reset_group(st);
	return ret;
}

/*
 * The runs cut before their summary: with other runs in the file, each is
 * a warning and the rest imports (a paste trimmed by hand, a second run
 * that never finished); alone, the first is the file's error.
 */
static int cut_runs(struct ingest_ctx *ctx, struct dd_state *st)
{
	int n = st->n_cut < (int)(sizeof(st->cut) / sizeof(st->cut[0]))
		    ? st->n_cut
		    : (int)(sizeof(st->cut) / sizeof(st->cut[0]));

	for (int i = 0; i < n; i++) {
		char fb[160];
		const char *found =
		    st->cut[i].found == END_OF_INPUT
			? cut_found(ctx, st->cut[i].at, fb, sizeof(fb))
			: st->cut[i].found;
		const char *what = st->cut[i].progress
				       ? "dd's final summary after the "
					 "status=progress line"
				       : "dd's transfer summary after the "
					 "records lines";

		if (!st->runs)
			return ingest_error_at(ctx, st->cut[i].at,
					       "expected %s, found %s", what,
					       found);
		/* a line after its last one: dd printed no summary there
		 * (an old dd under time, a paste that left it out) */
		ingest_warn_at(ctx, st->cut[i].at, "expected %s, found %s: %s",
			       what, found,
			       found == fb && strncmp(fb, "a cut mark", 10)
				   ? "skipped"
				   : "the run is cut; skipped");
	}
	if (st->n_cut > n)
		ingest_warn_at(ctx, NULL,
			       "%d more runs cut before their summary; "
			       "skipped",
			       st->n_cut - n);
	return 0;
}

/*
 * The summaries that did not parse: with other runs in the file, each is
 * a warning (its run skipped); alone, the first is the file's error.
 */
static int bad_runs(struct ingest_ctx *ctx, struct dd_state *st)
{
	int n = st->n_bad < (int)(sizeof(st->bad) / sizeof(st->bad[0]))
		    ? st->n_bad
		    : (int)(sizeof(st->bad) / sizeof(st->bad[0]));

	for (int i = 0; i < n; i++) {
		if (!st->runs)
			return ingest_error_at(ctx, st->bad[i].at, "%s",
					       st->bad[i].what);
		ingest_warn_at(ctx, st->bad[i].at,
			       "%s: dd's summary does not parse; its run is "
			       "skipped",
			       st->bad[i].what);
	}
	if (st->n_bad > n)
		ingest_warn_at(ctx, NULL,
			       "%d more dd summaries do not parse; skipped",
			       st->n_bad - n);
	return 0;
}

/* The same output again: the same records lines and summary, to the
 * byte and the printed digit. */
/* Whether command c throws away what it writes: of=/dev/null or
 * of=/dev/zero (the second dd of "dd if=a | dd of=/dev/null", whose if=
 * next_piped_dd() set to the first's). */
static int discards(const struct dd_cmd *c)
{
	return c->has_out &&
	       (!strcmp(c->out, "/dev/null") || !strcmp(c->out, "/dev/zero"));
}

static int same_output(const struct dd_summary *s, const double *rec,
		       const struct dd_summary *first, const double *first_rec)
{
	return repeat_of(s, first) && s->runtime_ns == first->runtime_ns &&
	       s->dialect == first->dialect &&
	       !memcmp(rec, first_rec, 4 * sizeof(*rec));
}

/*
 * Whether the group just read is a dd stopped mid-transfer (kill -USR1
 * printing its progress): it read a block it has not written yet, so its
 * records out, full and partial together, fall short of its records in
 * ("800950+1 records in" over "800950+0 records out": the partial block
 * read, not written; "691581+0" over "691580+0").  Not when dd said its
 * write failed ("dd: error writing '/mnt/x': No space left on device"
 * above the group: dd stopped there, its final statistics), nor when
 * ibs= and obs= differ (records in and out count other blocks).
 */
static int stopped_mid_block_rec(const double *rec)
{
	return rec[2] + rec[3] < rec[0] + rec[1];
}

static int stopped_mid_block(const struct dd_state *st)
{
	const struct dd_cmd *c = &st->cmd;

	if (!c->known || st->n_records != 2 || st->write_error ||
	    (!c->bs[0] && strcmp(c->ibs, c->obs)))
		return 0;
	return stopped_mid_block_rec(st->rec);
}

/*
 * Whether line t (n bytes) is dd's message that a write failed, which
 * ends dd (conv=noerror goes on after read errors only): "dd: error
 * writing '/mnt/x': No space left on device", older "dd: writing
 * `/mnt/x': ...", and coreutils' translations of "error writing %s"
 * ("dd: Fehler beim Schreiben von '/mnt/x': ...", "dd: erreur d'écriture
 * dans ...", "dd: '/mnt/x' の書き込みエラー: ...").
 */
static int write_error_line(const char *t, size_t n)
{
	static const char *const lead[] = {
	    "error writing ",
	    "writing ",
	    "Fehler beim Schreiben von ",
	    "erreur d'écriture dans ",
	    "error al escribir en ",
	    "errore scrivendo ",
	    "erro de escrita de ",
	    "ошибка записи ",
	    "błąd zapisu ",
	    "fout bij schrijven van ",
	    /* "写入 %s 时出错", "写入\"%s\" 出错" */
	    "写入 ",
	    "写入\"",
	    "写入\xe2\x80\x9c",
	};
	/* "%s の書き込みエラー", "%s 쓰는 중 오류": after the file's name */
	static const char *const inside[] = {"の書き込みエラー",
					     " 쓰는 중 오류"};
	char buf[DD_LINE_MAX];

	if (n < 8 || memcmp(t, "dd: ", 4) != 0 || n >= sizeof(buf))
		return 0;
	for (size_t i = 0; i < sizeof(lead) / sizeof(lead[0]); i++)
		if (n - 4 > strlen(lead[i]) &&
		    !memcmp(t + 4, lead[i], strlen(lead[i])))
			return 1;
	memcpy(buf, t, n);
	buf[n] = '\0';
	for (size_t i = 0; i < sizeof(inside) / sizeof(inside[0]); i++)
		if (strstr(buf + 4, inside[i]))
			return 1;
	return 0;
}

int dd_message_line(const char *s, size_t len)
{
	static const char *const quotes[] = {"'",
					     "\"",
					     "`",
					     "\xe2\x80\x98",
					     "\xe2\x80\x9c",
					     "\xc2\xab",
					     "\xe3\x80\x8c",
					     ": ",
					     NULL};

	if (len < 8 || memcmp(s, "dd: ", 4) != 0)
		return 0;
	if (write_error_line(s, len))
		return 1;
	if (is_digit(s[4]) || is_blank(s[4]))
		return 0;
	for (size_t i = 0; quotes[i]; i++)
		if (text_find(s + 5, len - 5, quotes[i], strlen(quotes[i])))
			return 1;
	return 0;
}

/*
 * The count= of command c as a number of blocks, 0 none (or not a plain
 * number, or counted in bytes: iflag=count_bytes).
 */
static double count_blocks(const struct dd_cmd *c)
{
	char *end;
	double v;

	if (!c->known || !is_digit(c->count[0]) ||
	    strstr(c->ops, "count_bytes"))
		return 0;
	v = strtod(c->count, &end);
	return *end || v < 1 ? 0 : v;
}

/*
 * Whether the group just read (its records in st->rec) is a report of a
 * dd still running, printed on SIGUSR1: it read a block not yet written
 * (stopped_mid_block()), or fewer blocks than its command's count= ("dd
 * ... bs=4M count=250" over "61+0 records in").  Only the same dd's final
 * statistics printed after it (may_be_final()) make it no result
 * (on_summary()): a dd's input may end before its count.
 */
static int progress_report(const struct dd_state *st)
{
	double n = count_blocks(&st->cmd);

	return stopped_mid_block(st) ||
	       (n > 0 && st->n_records == 2 && st->rec[0] + st->rec[1] < n);
}

/*
 * Whether the group just read, of command st->cmd, is that dd's final
 * statistics: it wrote every block it read, and read its count= ("249+1
 * records in" for count=250).  Without a count= nothing says so; but a
 * report one block short (stopped_mid_block()) followed by another of the
 * same dd, with no command between and more bytes in more time, is still
 * no result: reports printed every ten minutes under one command are one
 * run, the last printed is its result (tests/pasted/blog/
 * blog-ja-dd-progress-1.txt).
 */
static int may_be_final(const struct dd_state *st)
{
	double n = count_blocks(&st->cmd);

	return st->n_records == 2 && !stopped_mid_block(st) && n > 0 &&
	       st->rec[0] + st->rec[1] == n;
}

/*
 * Whether line t (n bytes) is the status line BSD's and macOS's kernel
 * prints on SIGINFO (^T) for the foreground process, here dd, just before
 * dd's own report: "load: 0.52  cmd: dd 4242 uninterruptible 0.00u 0.13s"
 * (FreeBSD: "load: 0.52  cmd: dd 4242 [physrd] 3.10r ...").
 */
static int siginfo_line(const char *t, size_t n)
{
	const char *c;
	char buf[160];

	while (n && is_blank(*t))
		t++, n--;
	if (n < 16 || n >= sizeof(buf) || memcmp(t, "load: ", 6) ||
	    !is_digit(t[6]))
		return 0;
	memcpy(buf, t, n);
	buf[n] = '\0';
	c = strstr(buf, " cmd: ");
	if (!c)
		return 0;
	c += 6;
	if (*c == 'g')
		c++;
	return c[0] == 'd' && c[1] == 'd' && c[2] == ' ' && is_digit(c[3]);
}

static int on_summary(struct ingest_ctx *ctx, struct dd_state *st,
		      const struct dd_summary *s)
{
	int ret;

	if (st->n_records && st->siginfo_line &&
	    st->rec_line > st->siginfo_line &&
	    st->rec_line - st->siginfo_line <= 2) {
		/* "load: 1.20  cmd: dd 4242 ..." over it: what dd printed
		 * on SIGINFO, mid-transfer; its final statistics are the
		 * run's, when shown */
		ingest_warn_at(ctx, s->at,
			       "dd's report on SIGINFO (the 'load: ... cmd: "
			       "dd' line above it): the state of a dd still "
			       "running, not a result");
		if (st->cmd.known)
			st->last_cmd = st->cmd;
		st->last_unfinished = st->cmd.known;
		st->last_short = 0;
		st->last_bytes = s->bytes;
		st->last_ns = s->runtime_ns;
		st->siginfo_line = 0;
		if (!st->running_at)
			st->running_at = s->at;
		reset_group(st);
		return 0;
	}
	if (st->n_records) {
		int goes_on =
		    !st->cmd.known && s->bytes > st->last_bytes &&
		    s->runtime_ns > st->last_ns &&
		    (st->last_unfinished ||
		     (st->last_short && st->n_records == 2 &&
		      st->rec[0] + st->rec[1] == count_blocks(&st->last_cmd)));
		int snap;

		if (goes_on)
			st->cmd = st->last_cmd; /* the same dd, later */
		if (goes_on && st->held.on && st->held.snap &&
		    may_be_final(st)) {
			/* "kill -USR1": the report held was the same dd
			 * mid-way; these are its final statistics */
			ingest_warn_at(ctx, st->held.s.at,
				       "a report of a dd still running "
				       "(SIGUSR1: fewer records than it read "
				       "or than its count=), its final "
				       "statistics later: not a result");
			st->held.on = 0;
			st->n_series = 0;
		} else if (goes_on && st->held.on && st->held.snap &&
			   stopped_mid_block_rec(st->held.rec) &&
			   st->rec[0] + st->rec[1] >=
			       st->held.rec[0] + st->held.rec[1] &&
			   progress_report(st) &&
			   st->n_series < (int)(sizeof(st->series) /
						sizeof(st->series[0]))) {
			/* "kill -USR1" every ten minutes: a later report of
			 * the same dd; the earlier one is no result if the
			 * run's final statistics end the series */
			st->series[st->n_series].s = st->held.s;
			memcpy(st->series[st->n_series].rec, st->held.rec,
			       sizeof(st->held.rec));
			st->series[st->n_series++].rec_line = st->held.rec_line;
			st->held.on = 0;
		} else if (goes_on && st->held.on && st->held.snap &&
			   stopped_mid_block_rec(st->held.rec) &&
			   st->rec[0] + st->rec[1] >=
			       st->held.rec[0] + st->held.rec[1] &&
			   !progress_report(st)) {
			/* "kill -USR1" every ten minutes with no count=,
			 * then the run's end: the reports held were the
			 * same dd mid-way; its final statistics are the
			 * run's result */
			for (int i = 0; i <= st->n_series; i++)
				ingest_warn_at(
				    ctx,
				    i < st->n_series ? st->series[i].s.at
						     : st->held.s.at,
				    "a progress report of a dd still running "
				    "(SIGUSR1: records out one short of "
				    "records in); the same dd's final "
				    "statistics follow on line %ld: not a "
				    "result",
				    s->line + ctx->line_base);
			st->n_series = 0;
			st->held.on = 0;
		} else if (goes_on && st->held.on && st->held.cmd.noerror) {
			/* the statistics held were printed at a read error:
			 * the state then, the run went on */
			ingest_warn_at(ctx, st->held.s.at,
				       "dd's statistics at a read error "
				       "(conv=noerror): the same dd reads on "
				       "and prints its final statistics "
				       "later; not a result");
			st->held.on = 0;
		} else if (st->held.on && st->held.cmd.piped_dd == 1 &&
			   st->cmd.known && st->cmd.piped_dd == 2 &&
			   same_output(s, st->rec, &st->held.s, st->held.rec)) {
			/* "dd if=a | pv | dd of=b": both print the one copy */
			ingest_warn_at(ctx, st->held.s.at,
				       "the two dd's of the pipe print the "
				       "same summary: one copy, imported "
				       "once");
			st->held.on = 0;
		} else if (st->held.on && st->held.cmd.piped_dd == 1 &&
			   st->cmd.known && st->cmd.piped_dd == 2 &&
			   discards(&st->cmd) && st->held.s.known && s->known &&
			   s->bytes == st->held.s.bytes) {
			/* "dd if=big.img bs=256k | dd of=/dev/null": both
			 * dd's print a summary of the one transfer, the
			 * same bytes (records of their own block sizes);
			 * the sink only drains the pipe, so the transfer
			 * is the reader's: its summary is the result (its
			 * bs, a read of its if=), the sink's is none */
			ingest_warn_at(ctx, s->at,
				       "the second dd of the pipe only "
				       "discards what the first reads (the "
				       "same %.0f bytes): one transfer, the "
				       "reading dd's summary is the result",
				       s->bytes);
			ret = flush_held(ctx, st);
			st->last_cmd = st->cmd;
			reset_group(st);
			return ret;
		} else if (!st->cmd.known && st->n_records == 2 &&
			   st->last_nocmd &&
			   same_output(s, st->rec, &st->last_sum,
				       st->last_rec)) {
			/* no command between: the second dd of a pipe (or
			 * the output pasted again) */
			ingest_warn_at(ctx, s->at,
				       "the same records and summary as "
				       "the run just before (the second "
				       "dd of a pipe?): imported once");
			reset_group(st);
			return 0;
		}
		snap = st->cmd.known && progress_report(st);
		if (st->cmd.known &&
		    (st->cmd.noerror || st->cmd.piped_dd == 1 || snap)) {
			/* may be no result of its own: the next group says */
			ret = flush_held(ctx, st);
			st->held.on = 1;
			st->held.s = *s;
			st->held.cmd = st->cmd;
			memcpy(st->held.rec, st->rec, sizeof(st->rec));
			st->held.n_records = st->n_records;
			st->held.rec_line = st->rec_line;
			st->held.snap =
			    snap && !st->cmd.noerror && st->cmd.piped_dd != 1;
		} else {
			ret = emit(ctx, st, s, &st->cmd, 1);
			if (!st->cmd.known && st->n_records == 2) {
				st->last_nocmd = 1;
				st->last_sum = *s;
				memcpy(st->last_rec, st->rec, sizeof(st->rec));
			}
		}
		st->last_cmd = st->cmd;
		st->last_bytes = s->bytes;
		st->last_ns = s->runtime_ns;
		/* conv=noerror: dd prints its statistics at a read error
		 * and reads on ("dd: error reading '/dev/sda'", then the
		 * records and a summary, later the final ones) */
		st->last_unfinished =
		    stopped_mid_block(st) || (st->cmd.known && st->cmd.noerror);
		st->last_short = snap;
		reset_group(st);
		return ret;
	}
	/* under status=progress a pasted line in whole seconds is a
	 * progress update; "2.99915 s" is dd's final summary, pasted alone */
	if (s->cr || (st->cmd.known && st->cmd.progress && s->whole_secs) ||
	    st->n_pending == DD_PENDING_MAX) {
		st->progress_sum = *s;
		st->progress_at = s->at;
		st->progress_line = s->line;
		st->last_progress_at = s->at;
		return 0;
	}
	st->pending[st->n_pending++] = *s;
	return 0;
}

static int on_records(struct ingest_ctx *ctx, struct dd_state *st,
		      const char *at, long line, double full, double partial)
{
	if (st->n_records == 2)
		return ingest_error_at(ctx, st->rec_last_at,
				       "expected dd's transfer summary after "
				       "the records lines, found more records "
				       "on line %ld",
				       line + ctx->line_base);
	if (st->n_records == 0) {
		/* summaries before the records lines were progress updates */
		if (st->n_pending)
			st->last_progress_at = st->pending[0].at;
		st->n_pending = 0;
		st->progress_at = NULL;
		st->progress_line = 0;
		st->rec_line = line;
	}
	st->rec[st->n_records * 2] = full;
	st->rec[st->n_records * 2 + 1] = partial;
	st->n_records++;
	st->rec_last_at = at;
	return 0;
}

/*
 * A summary cut ("...") before its elapsed time: nothing of it can be
 * stored.  The records lines before it belong to it and go with it;
 * summaries pasted alone before it are still runs.
 */
static int on_cut(struct ingest_ctx *ctx, struct dd_state *st, const char *at)
{
	ingest_warn_at(ctx, at,
		       "dd's summary is cut before its elapsed time; skipped");
	st->n_records = 0;
	st->progress_at = NULL;
	return end_group(ctx, st, "a cut summary");
}

/*
 * One physical line may hold several things when a paste lost its line
 * breaks: "$ dd if=a of=b 64+0 records in 64+0 records out 67108864 bytes
 * (67 MB) copied, 0.31 s, 216 MB/s 64+0 records in ...".  The scanner
 * finds the records counts and the summaries in it; the text between
 * them (a gap) is a dd command, the words of a records line, or one
 * leading word of a translation ("скопировано 1073741824 байт ...",
 * "输入了 1024+0 块记录").
 */
enum dd_kind {
	DD_ITEM_REC = 1,
	DD_ITEM_SUM,
	DD_ITEM_CUT,
};

struct dd_item {
	enum dd_kind kind;
	const char *from, *to; /* in the line copy */
	double full, partial;  /* DD_ITEM_REC */
	struct dd_summary s;   /* DD_ITEM_SUM */
};

struct dd_scan {
	struct dd_item item[DD_ITEMS_MAX];
	int n;
	/* the line is right under a dd command: a bare "8.1 s, 132 MB/s"
	 * is its summary (bare_time_rate()) */
	int bare_ok;
};

/*
 * Whether p (a line's start) is only "<secs> s, <rate>" ("8.12977 s, 132
 * MB/s": dd's summary cut to its time and rate, as a post shows it under
 * its command).
 */
static int bare_time_rate(const char *p)
{
	size_t n = digits(p);

	if (!n)
		return 0;
	if (p[n] == '.' && digits(p + n + 1))
		n += 1 + digits(p + n + 1);
	return p[n] == ' ' && p[n + 1] == 's' && p[n + 2] == ',' &&
	       is_blank(p[n + 3]) && is_digit(*skip_blank(p + n + 3)) &&
	       strstr(p + n, "/s");
}

/*
 * Whether word w (a letter after it ends it) starts p; past it and the
 * blanks after it into *q.
 */
static int sentence_word(const char *p, const char *w, const char **q)
{
	size_t n = strlen(w);

	if (strncmp(p, w, n) || is_alpha(p[n]))
		return 0;
	*q = skip_blank(p + n);
	return 1;
}

/* The end of the number at p ("149", "3.4"), NULL when none starts there. */
static const char *sentence_number(const char *p)
{
	const char *q = p + digits(p);

	if (q == p)
		return NULL;
	if (*q == '.')
		q = digits(q + 1) ? q + 1 + digits(q + 1) : NULL;
	return q;
}

/*
 * dd's summary retyped as an English sentence in its own words, right
 * under its command: "510 GB copied in 149 seconds at a rate of 3.4
 * GB/s." (a list's marker and a "Result:" or "Output:" before it
 * allowed): rewritten in place (t, a line copy) into the summary it
 * restates, "510 GB copied, 149 s, 3.4 GB/s", which parse_sizeless()
 * reads as a rounded size (checked against the time and the rate; no
 * io_bytes unless the command's count prints so).  Every figure must
 * follow its word at once: "about", "~" or "nearly" before one leave the
 * line as it is.  1 when rewritten, else 0.
 */
static int retyped_summary(char *t)
{
	static const char *const leads[] = {
	    "Result:", "Results:", "Output:", NULL};
	const char *p = skip_blank(t), *size, *secs, *rate, *q;
	size_t sn, tn, rn;
	char out[DD_LINE_MAX];

	if ((*p == '-' || *p == '*' || *p == '+') && is_blank(p[1]))
		p = skip_blank(p + 1);
	for (size_t i = 0; leads[i]; i++)
		if (sentence_word(p, leads[i], &q))
			p = q;
	/* the size: a number, its unit (a prefix and "B") */
	size = p;
	if (!(p = sentence_number(p)))
		return 0;
	p = skip_blank(p);
	while (is_alpha(*p))
		p++;
	sn = (size_t)(p - size);
	p = skip_blank(p);
	if (!sentence_word(p, "copied", &p) || !sentence_word(p, "in", &p))
		return 0;
	secs = p;
	if (!(p = sentence_number(p)))
		return 0;
	tn = (size_t)(p - secs);
	p = skip_blank(p);
	if (!sentence_word(p, "seconds", &p) && !sentence_word(p, "secs", &p) &&
	    !sentence_word(p, "sec", &p) && !sentence_word(p, "s", &p))
		return 0;
	if (*p == ',')
		p = skip_blank(p + 1);
	if (!sentence_word(p, "at", &p))
		return 0;
	if (sentence_word(p, "a", &q) && sentence_word(q, "rate", &q) &&
	    sentence_word(q, "of", &q))
		p = q;
	rate = p;
	if (!(p = sentence_number(p)))
		return 0;
	p = skip_blank(p);
	while (is_alpha(*p) || *p == '/')
		p++;
	rn = (size_t)(p - rate);
	if (p[-1] != 's' || p[-2] != '/')
		return 0; /* "3.4 GB/s", a sentence's stop after it */
	if (*p == '.')
		p++;
	if (*skip_blank(p))
		return 0;
	if ((size_t)snprintf(out, sizeof(out), "%.*s copied, %.*s s, %.*s",
			     (int)sn, size, (int)tn, secs, (int)rn,
			     rate) >= sizeof(out) ||
	    strlen(out) > strlen(t))
		return 0;
	memcpy(t, out, strlen(out) + 1);
	return 1;
}

static int word_count(const char *a, const char *b)
{
	int n = 0;

	while (a < b) {
		while (a < b && is_blank(*a))
			a++;
		if (a == b)
			break;
		n++;
		while (a < b && !is_blank(*a))
			a++;
	}
	return n;
}

/* The gap [a, b) as a NUL-terminated, trimmed string in g (n bytes);
 * returns 0 when it does not fit or is empty. */
static int gap_copy(const char *a, const char *b, char *g, size_t n)
{
	a = skip_blank(a);
	while (b > a && is_blank(b[-1]))
		b--;
	if (b == a || (size_t)(b - a) >= n)
		return 0;
	memcpy(g, a, (size_t)(b - a));
	g[b - a] = '\0';
	return 1;
}

/* Whether the gap [a, b) is a dd command line (parsed into *c). */
static int gap_command(const char *a, const char *b, long line,
		       struct dd_cmd *c, int prose)
{
	char g[DD_LINE_MAX];
	const char *p;

	/* no "dd" in the gap: no command (before copying it) */
	if (b <= a || !text_find(a, (size_t)(b - a), "dd", 2))
		return 0;
	/* a flattened paste's long line ("# fdisk -l Disk /dev/sda: ...
	 * (a screenful) ... # time dd if=img of=/dev/sdb bs=10M 6+1 records
	 * in ..."): the command is at the gap's end, right before its
	 * output; its last line's worth from a word's start */
	if ((size_t)(b - a) >= sizeof(g)) {
		a = b - (sizeof(g) - 1);
		while (a < b && !is_blank(*a))
			a++;
	}
	if (!gap_copy(a, b, g, sizeof(g)))
		return 0;
	for (p = g; (p = strstr(p, "dd")); p += 2)
		if (is_blank(p[2]) || !p[2])
			break;
	if (!p)
		return 0;
	/* more words than a command has: the last dd's command, from a
	 * few dozen words before it (what the flattened line held before
	 * is another command's output) */
	if (strlen(g) > 2 * (DD_MAX_TOKENS - 8) &&
	    word_count(g, g + strlen(g)) > DD_MAX_TOKENS - 8) {
		const char *q = p, *last = p;
		size_t words = 0;

		while ((q = strstr(q + 2, "dd")))
			if ((is_blank(q[2]) || !q[2]) && is_blank(q[-1]))
				last = q;
		q = last;
		while (q > g && words < DD_MAX_TOKENS / 2) {
			q--;
			if (is_blank(*q) && !is_blank(q[1]))
				words++;
		}
		if (q > g)
			return parse_command(q + 1, line, c, prose);
	}
	return parse_command(g, line, c, prose);
}

/* Whether the gap [a, b) ends with a prompt's "$", "#", "%" or ">". */
static int after_prompt(const char *a, const char *b)
{
	while (b > a && is_blank(b[-1]))
		b--;
	return b > a &&
	       (b[-1] == '$' || b[-1] == '#' || b[-1] == '%' || b[-1] == '>');
}

/*
 * Find the records counts and summaries in the line copy t.  Returns 0,
 * or -1 when a summary starts where one is expected (at the start of the
 * line, after records words) but does not finish: *at and *expected say
 * where and what.
 */
/*
 * Whether a..b is a list item's label before the output on its line ("-
 * [do2 1st run]: ", "* Samsung 860 EVO (SATA):"): a bullet, at most eight
 * words, ':' last.
 */
static int item_label_gap(const char *a, const char *b)
{
	a = skip_blank(a);
	while (b > a && is_blank(b[-1]))
		b--;
	if (b - a < 4 || b[-1] != ':' || !strchr("-*+", a[0]) ||
	    !is_blank(a[1]))
		return 0;
	return word_count(a + 2, b) <= 8;
}

/*
 * Whether the gap [a, b) before a summary on its line is a device's path,
 * after at most a caption of three words ending in ':' ("/dev/md1 <summary>",
 * "dd read test: /dev/md0 <summary>": a person's notes of which disk each
 * output measured); *dev (may be NULL) gets where the path starts.
 */
static int device_gap(const char *a, const char *b, const char **dev)
{
	const char *d;

	a = skip_blank(a);
	while (b > a && is_blank(b[-1]))
		b--;
	for (d = b; d > a && !is_blank(d[-1]);)
		d--;
	if (b - d < 6 || b - d > 48 || strncmp(d, "/dev/", 5) ||
	    !is_alpha(d[5]) || memchr(d, ':', (size_t)(b - d)) ||
	    memchr(d, ',', (size_t)(b - d)))
		return 0;
	for (const char *q = d; q < b; q++)
		if (!is_alpha(*q) && !is_digit(*q) && !strchr("/_-.", *q))
			return 0;
	if (d > a) {
		const char *e = d;

		while (e > a && is_blank(e[-1]))
			e--;
		if (e[-1] != ':' || word_count(a, e) > 3 ||
		    memchr(a, '=', (size_t)(e - a)))
			return 0;
	}
	if (dev)
		*dev = d;
	return 1;
}

/*
 * Whether the gap [a, b) before a count ends in an English past-tense
 * verb glued to it ("Downloaded 1048576000 bytes in 8.25 sec", "uploaded",
 * "Received"): another tool's sentence saying what it did.  dd's English
 * puts its verb after the count ("copied", "transferred in"), and the
 * coreutils translations that put theirs first (ru "скопировано", uk
 * "скопійовано", pl "skopiowane", vi "đã sao chép") never end in "-ed";
 * a label ends in ':' ("Read:", "Cached:").
 */
static int tool_verb_gap(const char *a, const char *b)
{
	const char *w;

	if (b <= a || !is_blank(b[-1]))
		return 0;
	while (b > a && is_blank(b[-1]))
		b--;
	w = b;
	while (w > a && ((w[-1] >= 'a' && w[-1] <= 'z') ||
			 (w[-1] >= 'A' && w[-1] <= 'Z')))
		w--;
	if ((w > a && !is_blank(w[-1])) || b - w < 4)
		return 0;
	return b[-2] == 'e' && b[-1] == 'd';
}

/*
 * Summary m, item i of line t (number no): its dd_summary.above_dev, the
 * disk a path before the summary on the line right above names, when m
 * has none ("/dev/md1 <read summary>" over "<write summary>", or over
 * "dd<write summary>"), a line of its own; and the disk before m for the
 * line below.
 */
static void above_device(struct dd_state *st, const char *t, struct dd_item *m,
			 int i, long no)
{
	const char *a = skip_blank(t), *dev;

	m->s.above_dev[0] = '\0';
	if (i)
		return;
	if (a + 2 == m->from && a[0] == 'd' && a[1] == 'd')
		a += 2; /* "dd104857600 bytes ...": the tool's name */
	if (a == m->from && st->dev_prefix[0] && st->dev_prefix_line == no - 1)
		copy_str(m->s.above_dev, sizeof(m->s.above_dev),
			 st->dev_prefix);
	st->dev_prefix[0] = '\0';
	if (!m->s.subject_dev || !device_gap(t, m->from, &dev))
		return;
	dev += 5; /* "/dev/" */
	snprintf(st->dev_prefix, sizeof(st->dev_prefix), "%.*s",
		 (int)(m->from - dev), dev);
	/* the name, not the blanks before the summary */
	for (char *e = st->dev_prefix + strlen(st->dev_prefix);
	     e > st->dev_prefix && is_blank(e[-1]);)
		*--e = '\0';
	st->dev_prefix_line = no;
}

static int scan_line(const char *t, struct dd_scan *sc, struct dd_cmd *scratch,
		     const char **at, const char **expected)
{
	const char *p = t, *gap = t;
	enum dd_kind prev = 0;

	sc->n = 0;
	/* a shell comment glued to the output: "#1024+0 records in" */
	if (p[0] == '#' && is_digit(p[1]))
		p = gap = t + 1;
	for (;;) {
		struct dd_item *it = &sc->item[sc->n];
		size_t k = 0;
		int r = 0, words, strict, ok;
		double sz, sz_step;

		p = skip_blank(p);
		if (!*p || sc->n == DD_ITEMS_MAX)
			break;
		if (is_digit(*p) || is_high(*p))
			k = parse_records(p, &it->full, &it->partial);
		if (k) {
			it->kind = DD_ITEM_REC;
			it->to = p + k;
		} else if (!sc->n && p == skip_blank(gap) && p[0] == 'd' &&
			   p[1] == 'd' && p[2] == ':' && is_blank(p[3])) {
			/* "dd: 22.696 s, 11.8 MB/s": a summary trimmed */
			r = parse_trimmed(p, &it->s, at, expected);
			if (r == 1) {
				it->kind = DD_ITEM_SUM;
				it->to = it->s.end;
			}
		} else if (!sc->n && sc->bare_ok && p == t &&
			   bare_time_rate(p)) {
			/* "8.12977 s, 132 MB/s" under its command: the bytes
			 * cut (unknown), the printed rate is the rate */
			r = parse_tail("1 bytes copied, ", p, &it->s, at,
				       expected);
			if (r == 1 && it->s.runtime_ns > 0 &&
			    it->s.printed_bw > 0) {
				it->s.known = 1;
				it->s.rounded[0] = it->s.rounded[1] = NAN;
				it->s.rounded_step = 0;
				it->kind = DD_ITEM_SUM;
				it->to = it->s.end;
			} else {
				r = 0;
			}
		} else if (!sc->n && p == skip_blank(gap) &&
			   sizeless_head(p, &sz, &sz_step)) {
			/* "... copied, 2.5 s, 107 MB/s", "1.1 GB copied,
			 * ...": the byte count cut or rounded away */
			r = parse_sizeless(p, &it->s, at, expected);
			if (r == 1) {
				it->kind = DD_ITEM_SUM;
				it->to = it->s.end;
			}
		} else if (!sc->n && p == skip_blank(gap) && p[0] == 'd' &&
			   p[1] == 'd' && is_digit(p[2])) {
			/* "dd104857600 bytes (105 MB, 100 MiB) copied, ...":
			 * the tool's name a person typed before its summary,
			 * glued to the byte count; only a summary dd's words
			 * say is one */
			r = parse_summary(p + 2, &it->s, at, expected);
			if (r == 1 && it->s.known) {
				it->kind = DD_ITEM_SUM;
				it->to = it->s.end;
				p += 2;
				gap = p;
			} else {
				r = 0;
			}
		} else if (is_digit(*p)) {
			r = parse_summary(p, &it->s, at, expected);
			if (r == 1) {
				it->kind = DD_ITEM_SUM;
				it->to = it->s.end;
			} else if (r == -2) {
				it->kind = DD_ITEM_CUT;
				it->to = *at + ellipsis_len(*at);
			}
		}
		if (k || r) {
			words = word_count(gap, p);
			strict = (!prev && !words) ||
				 (prev == DD_ITEM_REC && words <= 3);
			ok = strict || (!words && (k || it->s.known));
			if (!ok && r == 1 && it->s.known &&
			    words <= (it->s.cut ? 1 : 3) &&
			    !tool_verb_gap(gap, p))
				ok = 1; /* "скопировано 1073741824 байт",
					   "đã sao chép 1073741824 byte" */
			if (!ok && !prev && r == 1 && it->s.known &&
			    item_label_gap(gap, p))
				ok = 1; /* "- [do2 1st run]: 1073741824 ..." */
			if (!ok && !prev && r == 1 && it->s.known &&
			    device_gap(gap, p, NULL))
				ok = 1; /* "dd read test: /dev/md0 4194304 ..."
					 */
			if (!ok && words == 1 && k && is_high(*skip_blank(gap)))
				ok = 1; /* "输入了 1024+0 块记录" */
			if (!ok && !prev && (k || it->s.known) &&
			    after_prompt(gap, p))
				ok = 1; /* "[admin@db1 ~]$ 512+0 records in" */
			if (!ok && k && p > t &&
			    (p[-1] == DD_BREAK ||
			     (!prev && (p[-1] == '\'' || p[-1] == '"'))))
				ok = 1; /* an escaped string's line: "<err> =
					   '1+0 records in\n...", "...: No
					   space left on device\n24049+0 ..." */
			if (!ok && (k || r == -2 || (r == 1 && it->s.known)))
				ok = gap_command(gap, p, 0, scratch, k != 0);
			if (r == -1 && strict)
				return -1;
			if (ok && r != -1) {
				it->from = p;
				sc->n++;
				prev = it->kind;
				p = gap = it->to;
				continue;
			}
		}
		/* a paste that lost its line breaks glues the next line to
		 * the records line's last word: "65536+0 records
		 * in65536+0 records out536870912 bytes (537 MB) copied,
		 * ...": after a records count, a word of lowercase letters
		 * ("in", "out", "ein", "aus") with digits right after it is
		 * tried again at its first digit */
		if (prev == DD_ITEM_REC && *p >= 'a' && *p <= 'z') {
			const char *q = p;

			while (*q >= 'a' && *q <= 'z' && q - p < 8)
				q++;
			if (is_digit(*q)) {
				p = q;
				continue;
			}
		}
		while (*p && !is_blank(*p))
			p++;
	}
	return 0;
}

/*
 * The direction a few words before an output on its line say ("WRITE:",
 * "READ (W/O CACHE):"), or a short text line above it: 0 for a command or
 * a sentence.
 */
/* Whether gap_direction() refuses [a, b) as a line naming a direction:
 * a sentence's words, or a command's '='. */
static int gap_direction_refused(const char *a, const char *b, int max_words)
{
	return word_count(a, b) > max_words ||
	       memchr(a, '=', (size_t)(b - a)) != NULL;
}

static int gap_direction(const char *a, const char *b, int max_words)
{
	if (gap_direction_refused(a, b, max_words))
		return 0;
	return line_direction_words(a, b);
}

/*
 * Whether a log line's message [m, e) tells a phase ended ("end file
 * creation", "finished 1st read", "done", "파일 생성 완료"): it names
 * the phase after its output, no direction of what comes below.
 */
static int log_phase_end(const char *m, const char *e)
{
	static const char *const ends[] = {
	    "end",  "ended", "ending",	"finish",	  "finished",
	    "done", "stop",  "stopped", "complete",	  "completed",
	    "ende", "fin",   "beendet", "termin\xc3\xa9", NULL};
	const char *w = m;

	while (w < e && (is_alpha(*w) || (unsigned char)*w >= 0x80))
		w++;
	if (w > m && word_listed(m, (size_t)(w - m), ends, 1))
		return 1;
	/* 종료 (end), 완료 (done), 終了, 结束, 完成: the CJK word after
	 * the phase's name */
	for (const char *const *k =
		 (const char *const[]){
		     "\xec\xa2\x85\xeb\xa3\x8c", "\xec\x99\x84\xeb\xa3\x8c",
		     "\xe7\xb5\x82\xe4\xba\x86", "\xe7\xbb\x93\xe6\x9d\x9f",
		     "\xe5\xae\x8c\xe6\x88\x90", NULL};
	     *k; k++)
		if (text_find(m, (size_t)(e - m), *k, strlen(*k)))
			return 1;
	return 0;
}

/*
 * Whether s (len bytes) reads as a device model's name: a digit, two
 * words with a capital, at most two lowercase words without a digit
 * ("on a"), no sentence's end.
 */
static int model_name(const char *s, size_t len)
{
	int digit = 0, caps = 0, lower = 0;

	if (s[len - 1] == '.' || s[len - 1] == '?' || s[len - 1] == '!' ||
	    s[len - 1] == ':')
		return 0;
	for (size_t i = 0; i < len;) {
		size_t e = i;
		int d = 0;

		while (e < len && !is_blank(s[e]))
			d |= is_digit(s[e++]);
		digit |= d;
		caps += s[i] >= 'A' && s[i] <= 'Z';
		lower += s[i] >= 'a' && s[i] <= 'z' && !d;
		while (e < len && is_blank(s[e]))
			e++;
		i = e > i ? e : i + 1;
	}
	return digit && caps >= 2 && lower <= 2;
}

/*
 * Whether a lowercase line names the setup of the run below it: "with
 * zstd", "without compression", "on ext4", "using xfs", "no cache" (two
 * to four words, the first a word that introduces a setting), never a
 * command ("sync", "cd /mnt").
 */
static int setup_caption(const char *t, size_t len)
{
	static const char *const lead[] = {
	    "with",   "without", "on",	    "using", "via",   "after",
	    "before", "no",	 "default", "over",  "under", NULL};
	size_t w = 0;
	int words = word_count(t, t + len);

	if (words < 2 || words > 4)
		return 0;
	while (w < len && is_alpha(t[w]))
		w++;
	for (size_t k = 0; lead[k]; k++)
		if (strlen(lead[k]) == w && !memcmp(t, lead[k], w))
			return 1;
	return 0;
}

/*
 * Whether t (len bytes) is a shell command at a prompt: "$ ls -l",
 * "root@nas:~# ls", or a root prompt's "# " before a command word in
 * lowercase ("# ls", not a heading's "# Results").
 */
static int shell_line(const char *t, size_t len)
{
	size_t w = 2;

	if (ingest_prompt_len(t, len))
		return 1;
	if (len < 3 || t[0] != '#' || t[1] != ' ')
		return 0;
	while (w < len && ((t[w] >= 'a' && t[w] <= 'z') || is_digit(t[w]) ||
			   t[w] == '_' || t[w] == '-' || t[w] == '.'))
		w++;
	return w > 2 && t[2] >= 'a' && t[2] <= 'z' &&
	       (w == len || is_blank(t[w]));
}

/*
 * Whether line t (len bytes) names a machine by a part number, as a
 * caption's first line: "whitebook vbi s96f core 2 duo t5600 2gb hitachi
 * ATA HTS721060G9AT00" (three to sixteen words, one of six bytes or more
 * of letters and digits with two capitals and three digits; no ':', '=',
 * '$', '#', '/' nor a sentence's end, no shell command).
 */
static int machine_line(const char *t, size_t len)
{
	int words = word_count(t, t + len), part = 0;

	if (words < 3 || words > 16 || strchr(".!?,;", t[len - 1]) ||
	    memchr(t, ':', len) || memchr(t, '=', len) || memchr(t, '$', len) ||
	    memchr(t, '#', len) || memchr(t, '/', len) || shell_line(t, len))
		return 0;
	for (size_t i = 0; i < len && !part;) {
		size_t e = i;
		int caps = 0, digits = 0, other = 0;

		while (e < len && !is_blank(t[e])) {
			caps += t[e] >= 'A' && t[e] <= 'Z';
			digits += is_digit(t[e]);
			other |= !is_alpha(t[e]) && !is_digit(t[e]);
			e++;
		}
		part = e - i >= 6 && caps >= 2 && digits >= 3 && !other;
		while (e < len && is_blank(t[e]))
			e++;
		i = e > i ? e : i + 1;
	}
	return part;
}

/*
 * The label of a two-line caption into label (n bytes, holding the
 * second line's setting, "using libata"): the machine line (its blank
 * runs one blank), then the setting; "" when both do not fit (the
 * setting alone names no system).
 */
static void machine_setup_label(const char *machine, char *label, size_t n)
{
	char out[256];
	size_t o = 0, l = strlen(label);

	for (size_t i = 0; machine[i] && o + 1 < sizeof(out); i++)
		if (!is_blank(machine[i]) || (o && out[o - 1] != ' '))
			out[o++] = is_blank(machine[i]) ? ' ' : machine[i];
	while (o && out[o - 1] == ' ')
		o--;
	if (o + 1 + l + 1 > n || o + 1 + l + 1 > sizeof(out)) {
		label[0] = '\0';
		return;
	}
	out[o++] = ' ';
	memcpy(out + o, label, l + 1);
	memcpy(label, out, o + l + 1);
}

/*
 * The end of date(1)'s zone and year at p (before e), right after its
 * time: a blank, a zone (2 to 5 capitals, "UTC", "CEST", or "+0100"), a
 * blank, a year of four digits ending there or before a blank, ':' or
 * ']'; NULL for anything else.
 */
static const char *date_zone_year(const char *p, const char *e)
{
	const char *z;

	if (p >= e || !is_blank(*p))
		return NULL;
	z = ++p;
	if (p < e && (*p == '+' || *p == '-'))
		for (z = ++p; p < e && is_digit(*p); p++)
			;
	else
		while (p < e && *p >= 'A' && *p <= 'Z')
			p++;
	if (p - z < 2 || p - z > 5 || (is_digit(*z) && p - z != 4))
		return NULL;
	if (p >= e || !is_blank(*p))
		return NULL;
	for (z = ++p; p < e && is_digit(*p); p++)
		;
	if (p - z != 4 || (p < e && !is_blank(*p) && *p != ':' && *p != ']'))
		return NULL;
	return p;
}

/*
 * The message of a log line after its time of day ("Tue Mar  4 09:12:01
 * CET 2025: start write", "[2025-03-04 09:15:02] start read", "10:00:01
 * start read"): the time (H:MM or HH:MM:SS, a fraction) within its first
 * 40 bytes, then the text after the ": " or "]" that ends the stamp within
 * 24 bytes of it, else after the blank right after the time; after
 * date(1)'s zone and year ("Wed Feb 23 14:12:27 UTC 2022 Write to NAS
 * Volume: /mnt/csi" gives "Write to NAS Volume: /mnt/csi"), the text right
 * after them; NULL for a line with no time there or nothing after it.
 */
static const char *log_message(const char *t, size_t len)
{
	const char *e = t + len, *p = NULL, *q;

	for (size_t i = 0; i < 40 && i + 3 < len; i++)
		if (is_digit(t[i]) && t[i + 1] == ':' && is_digit(t[i + 2]) &&
		    is_digit(t[i + 3]) &&
		    (i + 4 == len || !is_digit(t[i + 4]))) {
			p = t + i + 4;
			break;
		}
	if (!p)
		return NULL;
	while (p + 2 < e && p[0] == ':' && is_digit(p[1]) && is_digit(p[2]))
		p += 3;
	if (p < e && (*p == '.' || *p == ','))
		for (p++; p < e && is_digit(*p); p++)
			;
	/* date(1)'s zone and year after the time ("14:12:27 UTC 2022 Write
	 * to ..."): the stamp ends there, its message right after it */
	q = date_zone_year(p, e);
	if (q) {
		if (q < e && (*q == ':' || *q == ']'))
			q++;
		while (q < e && is_blank(*q))
			q++;
		return q < e ? q : NULL;
	}
	for (q = p; q < e && q < p + 24; q++)
		if (*q == ']' || (*q == ':' && q + 1 < e && is_blank(q[1]))) {
			p = q + 1;
			break;
		}
	if (q == e || q == p + 24) {
		if (p == e || !is_blank(*p))
			return NULL;
	}
	while (p < e && is_blank(*p))
		p++;
	return p < e ? p : NULL;
}

/*
 * Whether shell line t (len bytes; shell_line()) runs a script whose name
 * says it uses direct I/O: "$ ./write-direct.sh", "# sh bin/read_direct.sh"
 * ("direct" a part of the name between '-', '_' or '.'; not after "no" or
 * "non": "write-no-direct.sh").
 */
static int script_direct(const char *t, size_t len)
{
	size_t p = ingest_prompt_len(t, len), e;

	if (!p && len > 2 && t[0] == '#' && t[1] == ' ')
		p = 2;
	for (;;) {
		while (p < len && is_blank(t[p]))
			p++;
		for (e = p; e < len && !is_blank(t[e]); e++)
			;
		if ((e - p == 4 && !memcmp(t + p, "sudo", 4)) ||
		    (e - p == 4 && !memcmp(t + p, "bash", 4)) ||
		    (e - p == 2 && !memcmp(t + p, "sh", 2))) {
			p = e;
			continue;
		}
		break;
	}
	if (e - p < 4 || memcmp(t + e - 3, ".sh", 3))
		return 0;
	for (size_t i = e - 3; i > p; i--)
		if (t[i - 1] == '/') {
			p = i;
			break;
		}
	for (size_t i = p; i + 6 <= e; i++) {
		int lead = i == p || t[i - 1] == '-' || t[i - 1] == '_';
		int tail = i + 6 == e || t[i + 6] == '-' || t[i + 6] == '_' ||
			   t[i + 6] == '.';

		if (!strncasecmp(t + i, "direct", 6) && lead && tail)
			return !(i >= p + 3 &&
				 !strncasecmp(t + i - 3, "no", 2)) &&
			       !(i >= p + 4 &&
				 !strncasecmp(t + i - 4, "non", 3));
	}
	return 0;
}

/*
 * A comment's system ("boot from stick on a foo4b" gives "foo4b"): one
 * word of letters and digits, both in it, after the comment's last "on",
 * "on a" or "on an", ending it.  Into label (n bytes); 1 when found.
 */
static int comment_on_model(const char *t, size_t len, char *label, size_t n)
{
	static const char *const ons[] = {" on an ", " on a ", " on ", NULL};
	const char *w = NULL;
	size_t wl;
	int digit = 0, alpha = 0;

	while (len && (t[len - 1] == ' ' || t[len - 1] == '.'))
		len--;
	for (size_t k = 0; ons[k] && !w; k++) {
		size_t l = strlen(ons[k]);

		for (size_t i = len; i-- > 0 && !w;)
			if (i + l < len && !strncasecmp(t + i, ons[k], l))
				w = t + i + l;
	}
	if (!w)
		return 0;
	wl = (size_t)(t + len - w);
	for (size_t i = 0; i < wl; i++) {
		if (!is_alpha(w[i]) && !is_digit(w[i]) && w[i] != '-')
			return 0;
		digit |= is_digit(w[i]);
		alpha |= is_alpha(w[i]);
	}
	if (!digit || !alpha || wl < 3 || wl >= n)
		return 0;
	snprintf(label, n, "%.*s", (int)wl, w);
	return 1;
}

/*
 * Line t (len bytes) ending in ';' as a caption (line_semicolon_caption())
 * copied into out (n bytes) with a ':' for the ';'.  Returns 1, else 0.
 */
static int semicolon_caption(const char *t, size_t len, char *out, size_t n)
{
	if (len >= n || !line_semicolon_caption(t, len))
		return 0;
	memcpy(out, t, len - 1);
	out[len - 1] = ':';
	out[len] = '\0';
	return 1;
}

/*
 * Whether comment t (len bytes, its '#' gone) names a task, no system
 * (line_step_noun_title(): "5Mbのファイル作成", "テストファイルを作成する",
 * "创建 1G 测试文件", "Create a 2GB test file"): a word of letters and
 * digits other than a size ("5Mb", "1G", "2GB") is a model's and keeps it
 * a name ("PM883 の作成").
 */
static int task_comment(const char *t, size_t len)
{
	if (!line_step_noun_title(t, len))
		return 0;
	for (size_t i = 0; i < len;) {
		size_t a = i;
		int alpha = 0, digit = 0;

		while (i < len &&
		       (is_alpha(t[i]) || is_digit(t[i]) || t[i] == '.')) {
			alpha |= is_alpha(t[i]);
			digit |= is_digit(t[i]);
			i++;
		}
		if (i == a) {
			i++;
			continue;
		}
		if (alpha && digit && !line_size_word(t + a, i - a))
			return 0;
	}
	return 1;
}

/*
 * Whether t (len bytes) is a field of a tool's listing with no value: one
 * to three words of letters and ':' ("Disk Flags: " of parted's "print",
 * as line_header_pair() reads "Partition Table: unknown").
 */
static int empty_field(const char *t, size_t len)
{
	char buf[64];

	while (len && is_blank(t[len - 1]))
		len--;
	if (len < 2 || len + 2 > sizeof(buf) || t[len - 1] != ':')
		return 0;
	memcpy(buf, t, len);
	buf[len] = ' ';
	buf[len + 1] = 'x';
	return line_header_pair(buf, len + 2);
}

/*
 * A title line ("Ext4", "F2FS", "Samsung 860 EVO") into label (n bytes),
 * else "" into it: at most three words of letters, digits and "-_.()/+",
 * not a direction word alone, no sentence, a capital in it unless it
 * names a setup (setup_caption()).
 */
static void title_line(const char *t, size_t len, char *label, size_t n)
{
	char semi[96];
	int letter = 0, name = 0;
	size_t k;

	label[0] = '\0';
	/* "// HDD speed" over the command: the comment's words */
	k = line_comment_marker(t, len);
	t += k;
	len -= k;
	if (!len || len >= n)
		return;
	/* "# boot from stick on a foo4b": the comment names the system
	 * the run is for, a model's word after its last "on" */
	if (k && comment_on_model(t, len, label, n))
		return;
	/* "bob · comment · 2018-09-27", "Posted by bob": who wrote the
	 * post below and when, no system */
	if (line_is_post_heading(t, len))
		return;
	/* "Update:", "Edit 2:", "Note - rerun": a remark, nothing ran;
	 * "Broken pipe", "测试硬盘性能": an error, the doing of a test;
	 * "# しばらく待つと次のように表示されます": what to do, a sentence */
	if (line_is_remark(t, len) || line_names_nothing(t, len) ||
	    line_narration(t, len))
		return;
	/* "# 5Mbのファイル作成" (making a 5 MB file) over the command: the
	 * task the command does, no system */
	if (k && task_comment(t, len))
		return;
	/* "# 写性能" (write performance), "Seq read speed": only the
	 * test's direction and measure, what ran is not named */
	if (line_test_title(t, len))
		return;
	/* "Writing zeros before the copy started (system idle):": a
	 * longer caption, its direction the run's, gives what it names in
	 * brackets */
	if (line_direction_words(t, t + len)) {
		if (!line_condition_caption(t, len, label, n) ||
		    doc_prose_howto(t, len))
			label[0] = '\0';
		return;
	}
	/* "On the host;": a caption closed by ';' as by ':' */
	if (semicolon_caption(t, len, semi, sizeof(semi))) {
		t = semi;
		len = strlen(semi);
	}
	/* "Before:", "xfs:", "*Patched kernel:*": a caption with its ':'
	 * (line_caption(): short, no sentence, not "Results:"), as the
	 * other tools' importers read it */
	if (t[len - 1] == ':' ||
	    (len > 1 && t[len - 1] == '*' && t[len - 2] == ':')) {
		/* "With driver 2.3 I get:": a longer caption gives the
		 * version it names */
		/* "msize=512000:": the setting the run below was made
		 * under */
		if ((!line_caption(t, len, label, n) &&
		     !line_condition_caption(t, len, label, n) &&
		     !line_setting_caption(t, len, label, n)) ||
		    doc_prose_howto(t, len))
			label[0] = '\0';
		return;
	}
	/* a longer line names a device when it reads as a model's name:
	 * "16Gb Kingston Gold SDHC Class 10 UHS Class 3 on a LIME1" (a
	 * digit, capitals, at most two lowercase words) */
	if (word_count(t, t + len) > 3 &&
	    (word_count(t, t + len) > 16 || !model_name(t, len)))
		return;
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)t[i];

		if ((t[i] >= 'A' && t[i] <= 'Z') || c >= 0x80)
			name = 1; /* "Ext4", not "real 0m1.2s" */
		if (is_alpha(t[i]) || c >= 0x80)
			letter = 1;
		else if (!is_digit(t[i]) && !is_blank(t[i]) &&
			 !strchr("-_.()/+", t[i]))
			return;
	}
	if (!letter || t[len - 1] == '.' || (!name && !setup_caption(t, len)))
		return;
	/* "Tạo Swap File", "Create the swap file" over the command: a step
	 * of a how-to, no name */
	if (doc_prose_howto(t, len))
		return;
	memcpy(label, t, len);
	label[len] = '\0';
}

/*
 * Whether the word w..e (lowercased) carries no name: a direction word,
 * a word of a sentence's frame ("it", "the", "back", "again"), a tool's
 * chatter ("now", "then"), a benchmark's name or its run ("And the dd
 * run:" over dd's output, "The fio output:" over fio's: which tool ran,
 * not on what).
 */
static int frame_word(const char *w, const char *e)
{
	static const char *const words[] = {
	    "a",    "an",   "the",   "it",   "to",  "from", "of",     "on",
	    "in",   "at",   "and",   "with", "no",  "back", "again",  "now",
	    "then", "test", "speed", "done", "run", "runs", "output", NULL};
	const char *tool = testname_tool(w, (size_t)(e - w));

	if (line_direction_words(w, e))
		return 1;
	if (tool && strlen(tool) == (size_t)(e - w) &&
	    !strncasecmp(tool, w, (size_t)(e - w)))
		return 1;
	for (size_t k = 0; words[k]; k++)
		if (strlen(words[k]) == (size_t)(e - w) &&
		    !strncasecmp(w, words[k], (size_t)(e - w)))
			return 1;
	return 0;
}

/*
 * A script's caption over a block of its log, the first line of a
 * paragraph ("raw write to ramfs:", "dm-integrity ...", "formatting with
 * luks2 --integrity hmac-sha1 ...", "plain ext4, no encryption"): one to
 * eight words starting with a letter, then ':', "..." or nothing; no
 * sentence (". ", '?', '!', a final '.' or ','), no tool's signs ('|',
 * '$', '#', '`', '<', '>', '"', a ':' inside), one figure alone at most
 * (a listing's figures), no introduction, no command, and a word that is
 * not a direction's or a sentence's frame ("reading it back:" names the
 * direction only) but at most three lowercase words without a digit that
 * are ("Make sure you have 9GB free" is a sentence), no path ("cd
 * /tmp") nor operand ("if=f"; an option's "--cipher=x" is a setup), no
 * word of lowercase letters alone ("sync"), no time report.  Its text
 * without the ':' or dots into out (n bytes); 1 when t is one, else 0.
 */
static int block_caption(const char *t, size_t len, char *out, size_t n)
{
	int words = 0, name = 0, prose = 0, figures = 0, plain = 0;
	size_t e;

	out[0] = '\0';
	/* "// HDD speed": a note's words ('#' there is a root prompt's) */
	if (len && t[0] == '/') {
		e = line_comment_marker(t, len);
		t += e;
		len -= e;
	}
	/* "The results for 2 consecutive runs on stock 6.8", "Now with
	 * 7c41e09a reverted": a sentence saying what the block's runs are
	 * of; those words ("on stock 6.8", "with 7c41e09a reverted") */
	if (len && is_alpha(t[0]) &&
	    (line_result_caption(t, len, out, n) ||
	     line_bare_when_caption(t, len, out, n)))
		return 1;
	out[0] = '\0';
	e = len;
	/* "HD test for Penguin 2.6.0-mm1-extents" (a script's echo of
	 * `uname -r`): the test's introduction, the release it ran on */
	if (len < 80 && is_alpha(t[0]) && line_is_intro(t, len) &&
	    line_release_tail(t, len, out, n))
		return 1;
	if (len < 2 || len > 80 || !is_alpha(t[0]) || shell_line(t, len) ||
	    line_is_time_report(t, len) || line_names_nothing(t, len) ||
	    line_is_intro(t, len) || line_is_post_heading(t, len) ||
	    line_is_password_prompt(t, len))
		return 0;
	for (size_t i = 0; i < len; i++)
		if (strchr("|$#`<>\"?!", t[i]))
			return 0;
	/* "...", U+2026, ':' end it */
	while (e && (t[e - 1] == '.' || t[e - 1] == ':' || is_blank(t[e - 1])))
		e--;
	if (e >= 3 && !memcmp(t + e - 3, "\xe2\x80\xa6", 3))
		e -= 3;
	while (e && is_blank(t[e - 1]))
		e--;
	if (!e || e >= n || t[e - 1] == ',' || t[e - 1] == ';' ||
	    (t[len - 1] == '.' && (len < 3 || memcmp(t + len - 3, "...", 3))) ||
	    memchr(t, ':', e) || text_find(t, e, ". ", 2))
		return 0;
	for (size_t i = 0; i < e;) {
		size_t w = i;
		int digit = 0, letter = 0;

		while (i < e && !is_blank(t[i])) {
			digit |= is_digit(t[i]);
			letter |= is_alpha(t[i]) || (t[i] & 0x80);
			i++;
		}
		figures += !letter && digit; /* "125 7,1 73": a listing's */
		/* "cd /tmp": a path, a command's; "if=f bs=1M": its
		 * operands (an option's "--integrity=poly1305" stays) */
		if (t[w] == '/' || t[w] == '~' || t[w] == '.' ||
		    (t[w] != '-' && memchr(t + w, '=', i - w)))
			return 0;
		words++;
		if (!frame_word(t + w, t + i) && t[w] != '-') {
			name = 1;
			prose += t[w] >= 'a' && t[w] <= 'z' && !digit;
		}
		/* "sync", not "dm-integrity" */
		plain = t[w] >= 'a' && t[w] <= 'z' && !digit &&
			!memchr(t + w, '-', i - w);
		while (i < e && is_blank(t[i]))
			i++;
	}
	/* "sync", "cleanup": a command, a step's word, no setup */
	if (words > 8 || !name || prose > 3 || figures > 1 ||
	    (words == 1 && plain))
		return 0;
	/* "luks2  --integrity hmac-sha1": one blank between words */
	for (size_t i = 0, o = 0; i < e; i++) {
		if (!is_blank(t[i]) || i + 1 == e || !is_blank(t[i + 1]))
			out[o++] = is_blank(t[i]) ? ' ' : t[i];
		out[o] = '\0';
	}
	return 1;
}

/*
 * A post's or a script's line naming the step and what it ran on, right
 * above an output: "Writing to the NAND (which only had 45 MB free)",
 * "Reading from the stick": a capitalized word in -ing naming a
 * direction, then "to", "from", "on", "onto" or "into", a remark in
 * brackets at its end dropped; six words at most left, no sentence's end,
 * no '=', ':', '/' or '$'.  The text left into label (n bytes); the
 * direction, else 0.
 */
static int progress_step(const char *t, size_t len, char *label, size_t n)
{
	static const char *const preps[] = {"to",   "from", "on",
					    "onto", "into", NULL};
	size_t w = 0, p, q;
	int dir, prep = 0;

	label[0] = '\0';
	if (len && t[len - 1] == ')' && memchr(t, '(', len)) {
		len = (size_t)((const char *)memrchr(t, '(', len) - t);
		while (len && is_blank(t[len - 1]))
			len--;
	}
	if (len < 8 || len >= n || t[0] < 'A' || t[0] > 'Z' ||
	    word_count(t, t + len) > 6 || strchr(".!?:", t[len - 1]))
		return 0;
	for (size_t i = 0; i < len; i++)
		if (strchr("=:/$()", t[i]))
			return 0;
	while (w < len && is_alpha(t[w]))
		w++;
	if (w < 5 || w == len || !is_blank(t[w]) ||
	    strncmp(t + w - 3, "ing", 3))
		return 0;
	dir = line_direction_words(t, t + w);
	for (p = w + 1, q = p; q < len && is_alpha(t[q]); q++)
		;
	for (size_t k = 0; preps[k] && !prep; k++)
		prep = strlen(preps[k]) == q - p &&
		       !memcmp(t + p, preps[k], q - p);
	if (!dir || !prep || q == len)
		return 0;
	memcpy(label, t, len);
	label[len] = '\0';
	return dir;
}

/*
 * A script's numbered step over the outputs it runs ("1. Write benchmark
 * without cache", "4) Read benchmark without cache drop"): a number, '.'
 * or ')', then two to eight words that name one direction (a test and its
 * condition), no ':' ending them (an introduction of what follows: "1.
 * Run the test:"), no sentence's end, no '=' (operands), no command.  Its
 * words (the number gone) into step (n bytes); the direction, else 0.
 */
static int step_caption(const char *t, size_t len, char *step, size_t n)
{
	size_t i = digits(t);
	int words, dir;

	step[0] = '\0';
	if (!i || i > 2 || i + 2 >= len || (t[i] != '.' && t[i] != ')') ||
	    !is_blank(t[i + 1]))
		return 0;
	t += i + 2;
	len -= i + 2;
	while (len && is_blank(*t))
		t++, len--;
	words = word_count(t, t + len);
	if (!len || len >= n || words < 2 || words > 8 || !is_alpha(t[0]) ||
	    strchr(":.!?", t[len - 1]) || memchr(t, '=', len) ||
	    memchr(t, '/', len) || memchr(t, '$', len))
		return 0;
	dir = line_direction_words(t, t + len);
	if (!dir)
		return 0;
	memcpy(step, t, len);
	step[len] = '\0';
	return dir;
}

/*
 * Whether t (len bytes) counts the repeats of one step, as a script
 * prints it before each ("Start 1 of 5...", "Run 2 of 3:", "Pass 3/5"):
 * one word, then "N of M" or "N/M", dots or a ':' after.
 */
static int repeat_counter(const char *t, size_t len)
{
	size_t i = 0, d;

	while (i < len && is_alpha(t[i]))
		i++;
	if (!i || i + 1 >= len || t[i] != ' ')
		return 0;
	i++;
	if (!(d = digits(t + i)))
		return 0;
	i += d;
	if (i + 4 <= len && !memcmp(t + i, " of ", 4))
		i += 4;
	else if (i < len && t[i] == '/')
		i++;
	else
		return 0;
	if (!(d = digits(t + i)))
		return 0;
	for (i += d; i < len && (t[i] == '.' || t[i] == ':'); i++)
		;
	return i == len;
}

/* A command in the gap [a, b) of line no starts a new group. */
static int take_command(struct ingest_ctx *ctx, struct dd_state *st,
			struct dd_cmd *cmd, const char *a, const char *b,
			long no, int prose)
{
	int ret, var;

	/* "[1]+  Done  dd ...": a background dd ended, its statistics
	 * above (job_command()); no command of what follows */
	if (job_done(skip_blank(a), b))
		return 0;
	if (!gap_command(a, b, no, cmd, prose))
		return 0;
	/* "for i in 0 1 2; do dd ...; done" and its dd given again on a
	 * line of its own (document.c): the loop's command stands */
	if (st->cmd.known && st->cmd.loop && no - st->cmd.line <= 1 &&
	    !cmd->loop && !st->n_records && !st->n_pending &&
	    !st->progress_at && strstr(st->cmd.text, cmd->text))
		return 0;
	var = strchr(cmd->text, '$') != NULL;
	if (var && st->cmd.known && st->cmd.line != no && !st->n_records &&
	    !st->n_pending && !st->progress_at && strchr(st->cmd.text, '$') &&
	    strcmp(st->cmd.ops, cmd->ops))
		st->script = 1; /* not the same one given twice */
	if (st->cmd.known && !st->cmd.caption && st->cmd.line != no &&
	    !st->n_records && !st->n_pending && !st->progress_at)
		cmd->listed = st->cmd.listed || strcmp(st->cmd.ops, cmd->ops);
	ret = end_group(ctx, st, "a new dd command");
	if (ret)
		return ret;
	st->cmd = *cmd;
	st->cmd.above_dir = prose ? 0 : st->above_dir;
	/* the nearest would give the script's last command to its first
	 * output (a read to a write): unknown rather than wrong */
	if (var && st->script)
		st->cmd.known = 0;
	return 0;
}

/* What parse() keeps while it reads one line after another. */
struct dd_reader {
	struct dd_state *st;
	struct dd_cmd *cmd;
	struct dd_scan *sc;
	char *t;
};

/*
 * Two or more outputs printed side by side (a post's "before | after",
 * `pr -m`): records counts of the line copy t three or more blanks
 * apart.  Returns how many columns (0: none).
 */
static int side_by_side(const struct dd_scan *sc)
{
	int cols = 0;

	for (int i = 0; i < sc->n; i++) {
		const char *g = i ? sc->item[i - 1].to : NULL;

		if (sc->item[i].kind != DD_ITEM_REC)
			continue;
		if (!cols) {
			cols = 1;
			continue;
		}
		/* the records words of the first, then the blanks */
		if (!g || sc->item[i].from - g < 3 ||
		    !is_blank(sc->item[i].from[-1]) ||
		    !is_blank(sc->item[i].from[-2]) ||
		    !is_blank(sc->item[i].from[-3]))
			return 0; /* a flattened paste: one blank */
		cols++;
	}
	return cols >= 2 ? cols : 0;
}

/*
 * Copy tl, and the continuation line more after a blank when it has text,
 * into t (DD_TEXT_MAX bytes).
 */
/*
 * A dd output kept as one escaped string in a log or in JSON (vdsm's
 * "SUCCESS: <err> = '1+0 records in\n1+0 records out\n4096 bytes (4.1 kB)
 * copied, 0.000147196 s, 27.8 MB/s\n'", ansible's "stderr": "...\n24049+0
 * records in\n..."): its escaped line breaks (\n, \r, \t) read as blanks,
 * so that its lines read as a flattened output.  Only when an escaped
 * line break comes right before a digit (where a records line or a
 * summary starts).  Two bytes become two blanks: positions in the copy
 * still map to the buffer; DD_BREAK marks them, so that what follows
 * starts a line.
 */
static void unescape_breaks(char *t)
{
	char *p = t;
	int found = 0;

	while ((p = strchr(p, '\\'))) {
		if ((p[1] == 'n' || p[1] == 'r') && is_digit(p[2])) {
			found = 1;
			break;
		}
		p++;
	}
	if (!found)
		return;
	for (p = t; (p = strchr(p, '\\'));) {
		if (p[1] == 'n' || p[1] == 'r' || p[1] == 't') {
			p[0] = p[1] = p[1] == 't' ? ' ' : DD_BREAK;
			p += 2;
		} else {
			p += 1 + (p[1] != '\0');
		}
	}
}

static double dd_size(const char *s, enum dd_dialect d);

/* The value of operand name ("bs", "count") in command text t[0, n), as
 * written, into v (size vn); 0 when absent. */
static int operand_in(const char *t, size_t n, const char *name, char *v,
		      size_t vn)
{
	size_t l = strlen(name);

	for (size_t i = 0; i + l + 1 < n; i++) {
		size_t k = 0;

		if ((i && !is_blank(t[i - 1])) || memcmp(t + i, name, l) ||
		    t[i + l] != '=')
			continue;
		for (i += l + 1; i < n && !is_blank(t[i]) && k + 1 < vn; i++)
			v[k++] = t[i];
		v[k] = '\0';
		return k > 0;
	}
	return 0;
}

/*
 * "dd if=/dev/zero of=t bs=1M count=4096 # (4.3 GB, 4.0 GiB) copied,
 * 1.79521 s, 2.4 GB/s": dd's summary kept as a comment on its command,
 * its byte count left out.  The count is bs x count of the command (or
 * count with iflag=count_bytes), when the sizes in parentheses print it
 * rounded; then t reads "dd ... <bytes> bytes (4.3 GB, ...) copied, ...",
 * the command with its summary on one line, as a flattened paste does.
 * Nothing else changes t.
 */
static void comment_summary(char *t)
{
	char *h = strchr(t, '#'), bs[32], count[32], tail[DD_TEXT_MAX];
	const char *p;
	double bytes, v, unit;
	int n;

	if (!h || h == t || !is_blank(h[-1]) || h[1] != ' ' || h[2] != '(' ||
	    !is_digit(h[3]))
		return;
	p = t;
	while ((p = strstr(p, "dd ")) && p > t && !is_blank(p[-1]) &&
	       p[-1] != '/')
		p++;
	if (!p || p > h || !operand_in(p, (size_t)(h - p), "bs", bs, 32) ||
	    !operand_in(p, (size_t)(h - p), "count", count, 32))
		return;
	bytes = dd_size(count, DD_GNU);
	if (!memmem(p, (size_t)(h - p), "count_bytes", 11))
		bytes *= dd_size(bs, DD_GNU);
	if (!(bytes > 0) || bytes > 1e18)
		return;
	/* "(4.3 GB" or "(4,3 GB": the count rounded as dd rounds it */
	{
		char num[24];
		size_t k = 0;
		const char *q = h + 3;

		while ((is_digit(*q) || *q == '.' || *q == ',') && k + 1 < 24)
			num[k++] = *q == ',' ? '.' : *q, q++;
		num[k] = '\0';
		if (*q++ != ' ')
			return;
		v = strtod(num, NULL);
		switch (*q) {
		case 'k': unit = 1e3; break;
		case 'M': unit = 1e6; break;
		case 'G': unit = 1e9; break;
		case 'T': unit = 1e12; break;
		default: return;
		}
		if (q[1] != 'B' ||
		    fabs(bytes / unit - v) > 0.051 * (v < 10 ? 1 : 10))
			return;
	}
	n = snprintf(tail, sizeof(tail), "%.0f bytes %s", bytes, h + 2);
	if (n < 0 || (size_t)(h - t) + (size_t)n >= DD_TEXT_MAX)
		return;
	memcpy(h, tail, (size_t)n + 1);
}

static void join_copy(struct text_line tl, struct text_line more, char *t)
{
	line_copy(tl, t, DD_TEXT_MAX);
	if (more.len && tl.len + 1 + more.len < DD_TEXT_MAX) {
		/* the shell's line continuation, " \": a blank */
		if (tl.len >= 2 && t[tl.len - 1] == '\\' &&
		    is_blank(t[tl.len - 2]))
			t[tl.len - 1] = ' ';
		t[tl.len] = ' ';
		memcpy(t + tl.len + 1, more.s, more.len);
		t[tl.len + 1 + more.len] = '\0';
		/* more over several lines (a chain of dd's wrapped, a
		 * command continued with " \\" on each): one */
		for (size_t i = tl.len + 1; t[i]; i++)
			if (t[i] == '\n' || t[i] == '\r')
				t[i] = ' ';
			else if (t[i] == '\\' && is_blank(t[i - 1]) &&
				 (t[i + 1] == '\n' || t[i + 1] == '\r'))
				t[i] = ' ';
	}
	unescape_breaks(t);
	comment_summary(t);
}

/* Where x, in the copy t of tl (and more after it), is in the buffer. */
static const char *in_buf(struct text_line tl, struct text_line more,
			  const char *t, const char *x)
{
	size_t off = (size_t)(x - t);

	if (!more.len || off <= tl.len)
		return tl.s + off;
	return more.s + (off - tl.len - 1);
}

/*
 * Whether the summary on line tl goes on on the next line, more (a mail
 * or a blog wrapped it: "... kopiert, 449,267" then "s, 2,3 MB/s"): tl
 * alone ends inside a summary, or with one cut after its time, and tl
 * with more reads as a summary across the two.
 */
static int wrapped(struct dd_reader *r, struct text_line tl,
		   struct text_line more)
{
	struct dd_scan *sc = r->sc;
	const char *at = NULL, *expected = NULL;
	char *t = r->t;

	if (!tl.len || !more.len || tl.len + 1 + more.len >= DD_TEXT_MAX ||
	    tl.len >= DD_TEXT_MAX || memchr(more.s, '\0', more.len))
		return 0;
	line_copy(tl, t, DD_TEXT_MAX);
	if (scan_line(t, sc, r->cmd, &at, &expected) < 0) {
		if (*at)
			return 0; /* it fails before the line's end */
	} else {
		const struct dd_item *m = sc->n ? &sc->item[sc->n - 1] : NULL;

		if (!m || m->kind != DD_ITEM_SUM || !m->s.cut ||
		    *skip_blank(m->to))
			return 0;
	}
	join_copy(tl, more, t);
	if (scan_line(t, sc, r->cmd, &at, &expected) < 0)
		return 0;
	for (int i = 0; i < sc->n; i++)
		if (sc->item[i].kind == DD_ITEM_SUM &&
		    (size_t)(sc->item[i].from - t) < tl.len &&
		    (size_t)(sc->item[i].to - t) > tl.len && !sc->item[i].s.cut)
			return 1;
	return 0;
}

/* Whether line l holds nothing but dd's operands ("bs=1M count=1024"). */
static int operands_only(struct text_line l)
{
	static const char *const ops[] = {
	    "if",    "of",    "bs",	"ibs",	 "obs",	  "cbs",
	    "count", "skip",  "seek",	"iseek", "oseek", "conv",
	    "iflag", "oflag", "status", NULL,
	};
	size_t i = 0, n = 0;

	while (i < l.len) {
		size_t b = i, k;

		while (i < l.len && !is_blank(l.s[i]))
			i++;
		for (k = 0; ops[k]; k++) {
			size_t m = strlen(ops[k]);

			if (i - b > m + 1 && !memcmp(l.s + b, ops[k], m) &&
			    l.s[b + m] == '=')
				break;
		}
		if (!ops[k])
			return 0;
		n++;
		while (i < l.len && is_blank(l.s[i]))
			i++;
	}
	return n > 0;
}

/*
 * Whether line l holds dd's operands, then a ';' or "&&" and the word dd
 * of the next command of a chain, its operands on the next line ("bs=1M
 * count=1024 ;dd", "of=/dev/null count=64 ; dd": a mail client wrapped
 * "dd ... ; dd ... ; dd ..." so), or a separator alone after them.
 * Returns 2 when l ends with that dd, 1 with the separator, else 0.
 */
static int chain_operands(struct text_line l)
{
	size_t i = l.len, e;
	struct text_line ops;
	int dd = 0;

	while (i && is_blank(l.s[i - 1]))
		i--;
	if (i >= 2 && !memcmp(l.s + i - 2, "dd", 2)) {
		dd = 1;
		i -= 2;
		while (i && is_blank(l.s[i - 1]))
			i--;
	}
	e = i;
	if (i && l.s[i - 1] == ';')
		i--;
	else if (i >= 2 && !memcmp(l.s + i - 2, "&&", 2))
		i -= 2;
	if (i == e)
		return 0; /* no separator */
	ops = (struct text_line){l.s, i, l.no};
	ops = line_trim(ops);
	if (!ops.len || !operands_only(ops))
		return 0;
	return dd ? 2 : 1;
}

/*
 * A block size alone on its line, as a caption of the output below it
 * ("_128k:_", "**4M**", "1m:": a post's runs at one size after another,
 * their commands not shown), as dd's operand into op (n bytes): a number
 * and a size unit (k, M, G, KiB, MB...; a bare number may be a run's
 * number), emphasis and a ':' around it dropped, 512 bytes to 1 GiB.
 */
static int size_only(struct text_line l, char *op, size_t n)
{
	const char *a = l.s, *b = l.s + l.len, *u;
	char v[16];
	double bytes;

	while (a < b && (strchr("*_`:", *a) || is_blank(*a)))
		a++;
	while (b > a && (strchr("*_`:", b[-1]) || is_blank(b[-1])))
		b--;
	for (u = a; u < b && is_digit(*u);)
		u++;
	if (u == a || u == b || b - u > 3 || b - a >= 16)
		return 0;
	for (const char *q = u; q < b; q++)
		if (!is_alpha(*q))
			return 0;
	memcpy(v, a, (size_t)(b - a));
	v[b - a] = '\0';
	bytes = dd_size(v, DD_GNU);
	if (!(bytes >= 512 && bytes <= 1073741824.0))
		return 0;
	snprintf(op, n, "bs=%s", v);
	return 1;
}

/*
 * Whether the command on line tl goes on on the next line, more: a mail
 * client or a page wrapped it after "dd" or after one of its operands
 * ("root@pve:~# dd" then "if=disk.raw of=test.dat bs=1024k"; "sudo dd
 * if=/usr/share/img/fs.sdimg" then "of=/dev/sdb bs=1M"): tl ends with the
 * word dd and its operands, if any, and more holds nothing but dd's
 * operands.
 */
static int command_wrapped(struct text_line tl, struct text_line more)
{
	size_t i;

	if (tl.len < 2 || tl.len + 1 + more.len >= DD_TEXT_MAX)
		return 0;
	/* "dd ... ; dd" over "if=... count=64 ;dd": the chain's next dd
	 * ends tl (a whole command before operands and a ';' is none) */
	if (!operands_only(more))
		return chain_operands(more) && tl.len > 2 &&
		       !memcmp(tl.s + tl.len - 2, "dd", 2) &&
		       (is_blank(tl.s[tl.len - 3]) || tl.s[tl.len - 3] == ';');
	/* the last word "dd": only operands after it */
	for (i = tl.len - 2;; i--) {
		if (!memcmp(tl.s + i, "dd", 2) &&
		    (!i || is_blank(tl.s[i - 1]) || tl.s[i - 1] == ';') &&
		    (i + 2 == tl.len || is_blank(tl.s[i + 2]))) {
			struct text_line rest = {tl.s + i + 2, tl.len - i - 2,
						 0};

			return i + 2 == tl.len ||
			       operands_only(line_trim(rest));
		}
		if (!i)
			return 0;
	}
}

/*
 * Whether the pipeline on line tl goes on with a dd command on the next
 * line, more ("xzcat img.xz | \" then "sudo dd of=/dev/mmcblk0 bs=4M"):
 * tl ends with '|', maybe then the shell's continuation " \", and more
 * holds the word dd followed by an operand ("if=", "of=", "bs=" ...).
 */
/* Whether line l ends with the shell's line continuation, a blank and a
 * '\\' ("sudo dd if=/dev/sda1 \\"): the command goes on on the next line. */
static int shell_continued(struct text_line l)
{
	return l.len >= 2 && l.s[l.len - 1] == '\\' && is_blank(l.s[l.len - 2]);
}

/* Whether s (n bytes) holds the word dd ("dd", "/bin/dd") with an
 * operand after it ("if=", "bs=" ...). */
static int dd_with_operand(const char *s, size_t n)
{
	for (size_t i = 0; i + 3 < n; i++)
		if (!memcmp(s + i, "dd ", 3) &&
		    (!i || is_blank(s[i - 1]) || s[i - 1] == '/') &&
		    memchr(s + i, '=', n - i))
			return 1;
	return 0;
}

static int pipe_wrapped(struct text_line tl, struct text_line more)
{
	size_t n = tl.len;

	/* "| dd | 95 MB/s |": a table's row, no pipe */
	if (!n || n + 1 + more.len >= DD_TEXT_MAX || tl.s[0] == '|')
		return 0;
	if (shell_continued(tl))
		for (n--; n && is_blank(tl.s[n - 1]);)
			n--;
	if (!n || tl.s[n - 1] != '|' || (n >= 2 && tl.s[n - 2] == '|'))
		return 0;
	return dd_with_operand(more.s, more.len);
}

/*
 * A dd command the shell's line continuation spreads over lines ("sudo
 * dd if=/dev/sda1 \\" / "of=sda1.img \\" / "bs=4M \\" / "conv=sync"): tl
 * ends with " \\"; *more, the next line, grows over each line the one
 * before continues, *peek past them.  1 when the lines, tl's with them,
 * hold a dd command (the word dd and an operand); a blank line ends the
 * command, as in the shell.
 */
static int continued_command(struct text_line tl, struct text_line *more,
			     struct line_iter *peek)
{
	struct text_line last = *more, next;
	struct line_iter look = *peek;

	if (!shell_continued(tl) || !more->len)
		return 0;
	while (shell_continued(last) && !look.cr && lines_next(&look, &next)) {
		next = line_trim(next);
		if (!next.len ||
		    (size_t)(next.s + next.len - tl.s) + 1 >= DD_TEXT_MAX ||
		    memchr(next.s, '\0', next.len))
			break;
		more->len = (size_t)(next.s + next.len - more->s);
		*peek = look;
		last = next;
	}
	if ((size_t)(more->s + more->len - tl.s) + 1 >= DD_TEXT_MAX ||
	    memchr(more->s, '\0', more->len))
		return 0;
	return dd_with_operand(tl.s, (size_t)(more->s + more->len - tl.s));
}

/*
 * The block size a label before a summary on its line names, as a dd
 * operand into op (n bytes): "ad0 bs 512: 16777216 bytes transferred
 * ...", "bs=4k: ...", "[bs 1M] ..." (a script's loop over block sizes,
 * each summary under the size it ran with).  At most four words, "bs"
 * one of them, then '=' or blanks and a size; 0 when none.
 */
static int gap_bs(const char *a, const char *b, char *op, size_t n)
{
	const char *p;

	if (b <= a || word_count(a, b) > 4)
		return 0;
	for (p = a; p + 2 < b; p++) {
		const char *v = p + 2, *e;

		if ((p > a && !is_blank(p[-1]) && p[-1] != '[' &&
		     p[-1] != '(') ||
		    (p[0] != 'b' && p[0] != 'B') ||
		    (p[1] != 's' && p[1] != 'S'))
			continue;
		if (*v == '=')
			v++;
		else if (!is_blank(*v))
			continue;
		v = skip_blank(v);
		for (e = v; e < b && is_digit(*e);)
			e++;
		if (e == v)
			continue;
		while (e < b && is_alpha(*e) && e - v < 24)
			e++;
		if (e < b && !is_blank(*e) && !strchr(":])", *e))
			continue;
		snprintf(op, n, "bs=%.*s", (int)(e - v), v);
		return 1;
	}
	return 0;
}

/*
 * The name a short prefix before a summary on its line gives the run, the
 * gap [a, b): "ad0 bs 512: 16777216 bytes transferred ...", "ssd-pool:
 * 1073741824 bytes ... copied, ..." (a script's loop printing each
 * subject before dd's summary).  One to three words before a ':' that
 * ends the gap, a block size ("bs 512", "bs=4k") after them aside, that
 * read as a short name (line_short_name()) with a letter: no counter of
 * runs ("Run 1", "Test 2") and no word naming the line ("Result",
 * "Output").  The name into out (n bytes), *dev 1 when it is a disk's
 * ("ad0", "sda", "/dev/da1"); 1 when found, else 0.
 */
static int gap_subject(const char *a, const char *b, char *out, size_t n,
		       int *dev)
{
	static const char *const none[] = {
	    "result", "results", "output",    "summary",  "total", "average",
	    "avg",    "final",	 "status",    "progress", "stats", "info",
	    "note",   "log",	 "stderr",    "stdout",	  "error", "warning",
	    "copied", "done",	 "run",	      "test",	  "pass",  "trial",
	    "try",    "round",	 "iteration", "step",	  "time",  "real",
	    NULL};
	const char *e = b, *w, *p;
	int letter = 0;

	*dev = 0;
	a = skip_blank(a);
	while (e > a && is_blank(e[-1]))
		e--;
	/* "/dev/md1 <summary>", "dd read test: /dev/md0 <summary>" */
	if (device_gap(a, b, &w) && (size_t)(e - w) < n) {
		snprintf(out, n, "%.*s", (int)(e - w), w);
		*dev = !line_no_storage_device(out);
		if (*dev)
			return 1;
		goto none;
	}
	if (e <= a || e[-1] != ':' || memchr(a, ':', (size_t)(e - 1 - a)))
		return 0;
	e--;
	/* the words before the block size's "bs" */
	for (w = a; w < e; w = skip_blank(p)) {
		for (p = w; p < e && !is_blank(*p);)
			p++;
		if (w[0] == '[' || w[0] == '(')
			w++;
		if (p - w >= 2 && (w[0] == 'b' || w[0] == 'B') &&
		    (w[1] == 's' || w[1] == 'S') && (p - w == 2 || w[2] == '='))
			break;
	}
	if (w < e) {
		char op[48];

		if (!gap_bs(w, e + 1, op, sizeof(op)))
			return 0;
		e = w;
	}
	while (e > a && is_blank(e[-1]))
		e--;
	if (e <= a || (size_t)(e - a) >= n || !line_short_name(a, e - a))
		return 0;
	for (p = a; p < e; p++)
		letter |= is_alpha(*p);
	if (!letter)
		return 0;
	snprintf(out, n, "%.*s", (int)(e - a), a);
	if (!strncmp(out, "/dev/", 5) && out[5])
		*dev = !strpbrk(out, " \t") && !line_no_storage_device(out);
	else
		*dev = line_disk_name(out, strlen(out));
	if (!strncmp(out, "/dev/", 5) && !*dev)
		goto none;
	/* "Run 1", "Result": the line's or the run's number, no name */
	for (w = out; *w; w = skip_blank(p)) {
		for (p = w; *p && !is_blank(*p);)
			p++;
		for (int k = 0; none[k]; k++)
			if ((size_t)(p - w) == strlen(none[k]) &&
			    !strncasecmp(w, none[k], (size_t)(p - w)))
				goto none;
	}
	return 1;
none:
	out[0] = '\0';
	*dev = 0;
	return 0;
}

/*
 * An introduction of prose: a sentence ending in ':' ("I get the following
 * speeds for _sequential_ _reading- from the outer (fastest) tracks of
 * old drives:", over a script's "ad0 bs 512: 16777216 bytes transferred
 * in ..." lines) names the direction of the outputs below it that have no
 * command of their own, as a reader takes it - when the sentence (five
 * words or more, its lines joined back) names one direction only: "after
 * writing the file I read it back:" names none.  Lines that are no
 * sentence (a log line, "%%%") and blank lines may stand between it and
 * the outputs; a command, a new sentence, a heading, or a blank line or
 * text after the outputs ends its reach.
 * kind: 1 the line held outputs, 2 a command, 0 neither.
 */
static void intro(struct dd_state *st, const char *t, size_t len, int kind)
{
	size_t n = strlen(st->sentence), k;
	const char *cut;

	if (kind) {
		st->sentence[0] = '\0';
		if (kind == 2)
			st->intro_dir = 0;
		else if (st->intro_dir)
			st->intro_used = 1;
		return;
	}
	if (!len) {
		/* a blank line after the outputs ends them: what a document
		 * hands over of the text may have lost a label line there */
		st->sentence[0] = '\0';
		if (st->intro_used)
			st->intro_dir = st->intro_used = 0;
		return;
	}
	if (st->intro_used || t[0] == '#') {
		/* text after the outputs, a heading: another part */
		st->sentence[0] = '\0';
		st->intro_dir = st->intro_used = 0;
	}
	/* the paragraph's words since its last sentence ended */
	if (n + 1 + len >= sizeof(st->sentence))
		n = 0;
	snprintf(st->sentence + n, sizeof(st->sentence) - n, "%s%.*s",
		 n ? " " : "", (int)len, t);
	n = strlen(st->sentence);
	for (k = n; k > 1; k--)
		if (strchr(".!?", st->sentence[k - 2]) &&
		    is_blank(st->sentence[k - 1]))
			break;
	if (k > 1)
		memmove(st->sentence, st->sentence + k, n - k + 1);
	n = strlen(st->sentence);
	cut = st->sentence;
	if (t[len - 1] == ':') {
		st->intro_dir = word_count(cut, cut + n) >= 5
				    ? line_direction_words(cut, cut + n)
				    : 0;
		st->intro_used = 0;
		st->sentence[0] = '\0';
	} else if (strchr(".!?", t[len - 1])) {
		st->intro_dir = 0;
		st->sentence[0] = '\0';
	}
}

/* Whether t (len bytes, trimmed) is a Markdown fence: a blank line to a
 * block caption. */
static int fence_line(const char *t, size_t len)
{
	return len >= 3 && (!memcmp(t, "```", 3) || !memcmp(t, "~~~", 3));
}

/*
 * How many different block captions (block_caption()) start paragraphs of
 * buf (len bytes): 0, 1, or 2 for two or more.  Captions tell a log's
 * setups apart only when there are two.
 */
static int block_captions(const char *buf, size_t len)
{
	char first[96] = "", cap[96];
	struct line_iter it;
	struct text_line line;
	int in_para = 0;

	lines_init(&it, buf, len);
	while (lines_next(&it, &line)) {
		struct text_line tl = line_trim(line);

		if (!tl.len || fence_line(tl.s, tl.len)) {
			in_para = 0;
			continue;
		}
		if (!in_para && (is_alpha(tl.s[0]) || tl.s[0] == '/') &&
		    block_caption(tl.s, tl.len, cap, sizeof(cap))) {
			if (!first[0])
				memcpy(first, cap, sizeof(cap));
			else if (strcmp(first, cap))
				return 2;
		}
		in_para = 1;
	}
	return first[0] != '\0';
}

/* The next line with text after line tl of the text parsed (len 0:
 * none). */
static struct text_line next_text(const struct dd_state *st,
				  struct text_line tl)
{
	const char *from = tl.s + tl.len;
	struct line_iter it;
	struct text_line l, t = {NULL, 0, 0};

	if (from < st->buf || from > st->buf + st->len)
		return t;
	lines_init(&it, from, (size_t)(st->buf + st->len - from));
	/* the rest of tl's own line first */
	if (!lines_next(&it, &l))
		return t;
	while (lines_next(&it, &l)) {
		t = line_trim(l);
		if (t.len)
			return t;
	}
	t.len = 0;
	return t;
}

/*
 * Line t (len bytes; 0: blank) for the block caption: a paragraph's first
 * line that is a caption (block_caption()) starts a block; one that is an
 * output or a command (run), or says a direction in four words at most,
 * goes on in it; any other ends it.  A fence ("```") is a blank line.
 */
static void block_line(struct dd_state *st, const char *t, size_t len, int run)
{
	char cap[sizeof(st->block)];

	if (!len || fence_line(t, len)) {
		st->in_para = 0;
		return;
	}
	if (!st->in_para && !run) {
		char dev[64];

		if (st->captions > 1 && block_caption(t, len, cap, sizeof(cap)))
			memcpy(st->block, cap, sizeof(cap));
		else if (line_is_time_report(t, len) ||
			 line_separator_device(t, len, dev, sizeof(dev), 0))
			/* "real 0m1.100s" / "/dev/hda:" (the script's
			 * "time dd", its "hdparm -a 256 /dev/hda"): the
			 * script's log goes on under its caption */
			;
		else if (!line_direction_words(t, t + len) ||
			 word_count(t, t + len) > 4)
			st->block[0] = '\0';
	}
	st->in_para = 1;
}

static int line_above(const char *buf, const char *s, const char **b,
		      const char **e);

/*
 * A short caption with no ':' right over the prompt that runs the next
 * dd ("mount" / "host:/data$ dd ...", "not mount" over the next):
 * one to four words of a name (line_name_caption(): no sentence, no
 * command's signs, no tool's name), not a generic word alone
 * ("Results", "Output", "Test"), no time report, not one of the
 * commands that print nothing ("sync").  The caller checks the line
 * above: none, blank, or one dd printed (not another command's output).
 * The caption into out (n bytes), else "".
 */
static void prompt_caption(const struct dd_state *st, const char *t,
			   struct text_line tl, char *out, size_t n)
{
	static const char *const quiet[] = {"sync", "clear", "true", "cd",
					    NULL};
	struct text_line nx = next_text(st, tl);
	struct dd_cmd *c;
	const char *e = t + tl.len;
	int words = word_count(t, e), all_frame = 1, ok;
	size_t nl = 0;

	out[0] = '\0';
	if (!nx.len || nx.len >= DD_LINE_MAX || words < 1 || words > 4 ||
	    !ingest_prompt_len(nx.s, nx.len) ||
	    line_is_time_report(t, tl.len) || line_generic_heading(t, tl.len) ||
	    !line_name_caption(t, tl.len, out, n))
		goto none;
	/* right above: one line end between them */
	for (const char *p = tl.s + tl.len; p < nx.s; p++)
		nl += *p == '\n';
	for (const char *w = t; w < e;) {
		const char *we = w;

		while (we < e && !is_blank(*we))
			we++;
		all_frame &= frame_word(w, we);
		for (size_t k = 0; words == 1 && quiet[k]; k++)
			if (strlen(quiet[k]) == (size_t)(we - w) &&
			    !memcmp(w, quiet[k], (size_t)(we - w)))
				goto none;
		while (we < e && is_blank(*we))
			we++;
		w = we;
	}
	if (nl != 1 || all_frame)
		goto none;
	c = malloc(sizeof(*c));
	if (!c)
		goto none;
	{
		char line[DD_LINE_MAX];

		memcpy(line, nx.s, nx.len);
		line[nx.len] = '\0';
		ok = parse_command(line, nx.no, c, 0);
	}
	free(c);
	if (ok)
		return;
none:
	out[0] = '\0';
}

/*
 * Whether the line right above tl heads a post ("bob · description ·
 * 2019-12-23", "Posted by bob on ...": line_is_post_heading()): who wrote
 * and when, no output, so tl is the post's first line as after a blank.
 */
static int below_post_heading(const struct dd_state *st, struct text_line tl)
{
	const char *b, *e;

	return line_above(st->buf, tl.s, &b, &e) &&
	       line_is_post_heading(b, (size_t)(e - b));
}

/*
 * Whether line tl (its text t, number no) goes on a shell session the
 * title above labels: the session's first prompt right under the title
 * (a blank line between when the title ends in ':' or names a system,
 * doc_prose_system(): "Der Laptop mit SSD" / "" / "lap:~$ lsblk"), a
 * later prompt or a line another command printed (line_session_line()),
 * or a blank line among those.  Another person's line ends it.
 */
static int session_keeps(struct dd_state *st, const char *t,
			 struct text_line tl, long no)
{
	int in = st->sess_line && st->sess_line == st->last_text;

	if (!tl.len) {
		struct text_line nx = next_text(st, tl);
		char name[96];

		if (in)
			return 1;
		return st->title_line == st->last_text && !st->title_step_dir &&
		       !st->title_comment &&
		       (st->title_colon ||
			doc_prose_system(st->title, strlen(st->title), name,
					 sizeof(name))) &&
		       line_session_line(nx.s, nx.len, 1, 0);
	}
	if (!(in || st->title_line == st->last_text) || st->title_step_dir ||
	    st->title_comment ||
	    !(line_session_line(t, tl.len, 1, 0) ||
	      (in && line_session_line(t, tl.len, 0, st->last_text != no - 1))))
		return 0;
	st->sess_line = no;
	return 1;
}

/*
 * Read line tl (trimmed; its copy in r->t, line number no, ended by a
 * lone CR when cr), and the line more after it when a summary was wrapped
 * onto it (more.len 0: none).  *cols: set to the columns when the line
 * holds outputs side by side (then nothing of it is read here).
 */
static int read_line(struct ingest_ctx *ctx, struct dd_reader *r,
		     struct text_line tl, struct text_line more, long no,
		     int cr, int *cols)
{
	struct dd_state *st = r->st;
	struct dd_scan *sc = r->sc;
	char *t = r->t;
	const char *at = NULL, *expected = NULL, *gap = t;
	const struct text_line head = tl;
	int ret, below_shell, below_pair, retyped;

	join_copy(tl, more, t);
	tl.len = strlen(t); /* the copy's, more with it */
	if (tl.len > 6 && memchr(t, '=', tl.len) && !st->n_records)
		tmp_file_assign(st, t);
	below_shell = st->after_shell;
	below_pair = st->after_pair;
	if (tl.len) {
		st->after_shell = shell_line(t, tl.len);
		st->after_pair = line_header_pair(t, tl.len);
	}
#define B(x) in_buf(head, more, t, (x))
	if (tl.len && st->title[0]) { /* the title line's outputs */
		memcpy(st->label, st->title, sizeof(st->label));
		st->label_line = st->title_line;
	}
	sc->bare_ok = !more.len && st->cmd.known && st->cmd.line == no - 1 &&
		      !st->n_records;
	retyped = 0;
	if (!more.len && !st->n_records && strstr(t, " copied in ")) {
		const char *b, *e;

		/* "- Command: dd ..." right above: shown as a command, and
		 * this line is what it printed */
		if (!(st->cmd.known && st->cmd.line == no - 1) &&
		    line_above(st->buf, head.s, &b, &e) &&
		    gap_command(b, e, no - 1, r->cmd, 1) && r->cmd->known) {
			ret = take_command(ctx, st, r->cmd, b, e, no - 1, 1);
			if (ret)
				return ret;
		}
		retyped = st->cmd.known && st->cmd.line == no - 1 &&
			  retyped_summary(t);
	}
	if (retyped)
		tl.len = strlen(t);
	ret = scan_line(t, sc, r->cmd, &at, &expected);
	sc->bare_ok = 0;
	/* a retyped summary's whole seconds are the person's rounding, no
	 * status=progress update's */
	if (retyped && ret >= 0 && sc->n == 1 &&
	    sc->item[0].kind == DD_ITEM_SUM) {
		sc->item[0].s.whole_secs = 0;
		sc->item[0].s.retyped = 1;
	}
	if (ret < 0) {
		if (cols && (*cols = side_by_side(sc)) > 0)
			return 0;
		/* told at the end (bad_runs): the run and its records
		 * lines are skipped when the file has others */
		if (st->n_bad < (int)(sizeof(st->bad) / sizeof(st->bad[0]))) {
			st->bad[st->n_bad].at = B(at);
			snprintf(st->bad[st->n_bad].what,
				 sizeof(st->bad[st->n_bad].what),
				 "expected %s, found %s%.*s%s", expected,
				 *at ? "'" : "", *at ? 24 : 0, *at ? at : "",
				 *at ? "'" : "end of line");
		}
		st->n_bad++;
		st->n_records = 0;
		st->progress_at = NULL;
		return end_group(ctx, st, "a summary that does not parse");
	}
	if (cols && (*cols = side_by_side(sc)) > 0)
		return 0;
	if (!sc->n && write_error_line(t, tl.len))
		st->write_error = 1;
	if (!sc->n && siginfo_line(t, tl.len))
		st->siginfo_line = no;
	if (!sc->n && strstr(t, "IOPS=") && strstr(t, "BW="))
		/* pasted beside dd's: fio's, not dd's to read */
		ingest_warn_at(ctx, B(strstr(t, "IOPS=")),
			       "a fio result line among dd's outputs: "
			       "not imported");
	for (int i = 0; i < sc->n; i++) {
		struct dd_item *m = &sc->item[i];
		int dir = gap_direction(gap, m->from, 4);
		int new_cmd, own_dir = i == 0 ? dir : 0;

		new_cmd = st->cmd.known && st->cmd.line == no;
		ret = take_command(ctx, st, r->cmd, gap, m->from, no,
				   m->kind == DD_ITEM_REC);
		if (ret)
			return ret;
		if (!new_cmd && st->cmd.known && st->cmd.line == no)
			st->above_dir = 0; /* the command is above */
		gap = m->to;
		if (!dir && i == 0)
			dir = st->above_dir;
		if (!dir && (!st->cmd.known || st->cmd.caption))
			dir = st->intro_dir;
		if (!dir)
			dir = st->step_dir;
		if (!dir && !st->cmd.known)
			dir = st->held_dir;
		if (m->kind == DD_ITEM_REC) {
			/* "Reading back..." over a status=progress line,
			 * then the records: the progress was this run's, the
			 * line above it named the run's direction */
			if (!dir && !st->n_records && st->n_pending)
				dir = st->pending[0].dir;
			if (!st->n_records)
				st->rec_dir = dir;
			ret = on_records(ctx, st, B(m->from), no, m->full,
					 m->partial);
		} else if (m->kind == DD_ITEM_CUT) {
			ret = on_cut(ctx, st, B(m->to) - 3);
		} else {
			char op[48], g[64];

			/* "ad0: <summary>": the name of its subject */
			m->s.subject[0] = '\0';
			m->s.subject_dev = 0;
			if (i == 0 && !st->n_records &&
			    !(st->cmd.known && st->cmd.line == no))
				gap_subject(t, m->from, m->s.subject,
					    sizeof(m->s.subject),
					    &m->s.subject_dev);
			above_device(st, t, m, i, no);
			/* "ad0 bs 512: <summary>": the label's block size,
			 * for a summary alone under no command of its own */
			if (i == 0 && !st->n_records &&
			    !(st->cmd.known && st->cmd.line == no) &&
			    gap_bs(t, m->from, op, sizeof(op))) {
				snprintf(g, sizeof(g), "dd %s", op);
				if (parse_command(g, no, r->cmd, 0)) {
					r->cmd->text[0] = '\0';
					r->cmd->caption = 1;
					ret = end_group(ctx, st,
							"a new dd command");
					if (ret)
						return ret;
					st->cmd = *r->cmd;
				}
			}
			m->s.line = no;
			m->s.cr = cr;
			m->s.at = B(m->from);
			m->s.rate_at = B(m->s.rate_at);
			m->s.dir = st->n_records ? st->rec_dir : dir;
			if (!own_dir && st->dev_prefix_line == no &&
			    st->dev_dir && st->dev_dir_bytes == m->s.bytes)
				m->s.dir = st->dev_dir;
			else if (own_dir && st->dev_prefix_line == no &&
				 !st->n_records) {
				st->dev_dir = own_dir;
				st->dev_dir_bytes = m->s.bytes;
			}
			m->s.direct = !st->cmd.known && st->held_direct;
			memcpy(m->s.label, st->label[0] ? st->label : st->block,
			       sizeof(st->label));
			m->s.cap_below = st->label[0] && st->cmd.known &&
					 st->label_line > st->cmd.line;
			memcpy(m->s.job, st->step, sizeof(st->step));
			m->s.item = st->items;
			ret = on_summary(ctx, st, &m->s);
		}
		if (ret)
			return ret;
	}
	ret = take_command(ctx, st, r->cmd, gap, t + tl.len, no, 0);
	if (ret)
		return ret;
	/* "bs=1M" alone on its line over an output whose command is not
	 * shown (a caption of the block size each run used): dd's
	 * operands, the conditions of the outputs below; no command */
	if (!sc->n && !(st->cmd.known && st->cmd.line == no)) {
		struct text_line cap = {t, tl.len, no};

		while (cap.len && (cap.s[cap.len - 1] == ':' ||
				   is_blank(cap.s[cap.len - 1])))
			cap.len--;
		char size[32];
		int sized = (!st->cmd.known || st->cmd.caption) &&
			    size_only(cap, size, sizeof(size));

		if (cap.len && cap.len + 4 < DD_LINE_MAX &&
		    (operands_only(cap) || sized)) {
			char g[DD_LINE_MAX];

			/* "_128k:_": the block size of the outputs below */
			if (sized)
				snprintf(g, sizeof(g), "dd %s", size);
			else
				snprintf(g, sizeof(g), "dd %.*s", (int)cap.len,
					 cap.s);
			if (parse_command(g, no, r->cmd, 0)) {
				r->cmd->text[0] = '\0';
				r->cmd->caption = 1;
				ret = end_group(ctx, st, "a new dd command");
				if (ret)
					return ret;
				st->cmd = *r->cmd;
			}
		}
	}
	intro(st, t, tl.len,
	      sc->n				    ? 1
	      : st->cmd.known && st->cmd.line == no ? 2
						    : 0);
	if (!tl.len || (st->cmd.known && st->cmd.line == no))
		st->flash_dev[0] = '\0';
	else if (!sc->n)
		flash_line(t, tl.len, st->flash_dev, sizeof(st->flash_dev));
	/* a short text line ("Write test:", "Lesen") says the
	 * direction of the output just below it */
	st->above_dir = sc->n || (st->cmd.known && st->cmd.line == no)
			    ? 0
			    : gap_direction(t, t + tl.len, 6);
	/* "write performance" / output / output: both the script's
	 * writes; a line of other text (or a command) ends it */
	if (!sc->n && tl.len) {
		int d = st->above_dir;

		/* "Tue Mar  4 09:12:01 CET 2025: start write (file
		 * creation)": a script's log line, its message after the
		 * time */
		if (!d && !(st->cmd.known && st->cmd.line == no)) {
			const char *msg = log_message(t, tl.len);

			if (msg)
				d = gap_direction(msg, t + tl.len, 6);
			/* "...: start file creation", "Creating test
			 * file:": a phase that makes a file writes it;
			 * never a phase's end ("...: end file creation") */
			if (!d && !shell_line(t, tl.len) &&
			    !(msg && log_phase_end(msg, t + tl.len)) &&
			    !gap_direction_refused(msg ? msg : t, t + tl.len,
						   6))
				d = line_phase_direction(msg ? msg : t,
							 t + tl.len);
		}
		if (shell_line(t, tl.len))
			st->held_direct = script_direct(t, tl.len);
		else if (!d)
			st->held_direct = 0;
		st->held_dir = d;
	}
	/* "Ext4", "F2FS": a title line just above an output or its
	 * command labels the outputs of its paragraph; a blank line
	 * or other text ends it */
	if (sc->n || (st->cmd.known && st->cmd.line == no)) {
		if (st->title[0])
			memcpy(st->label, st->title, sizeof(st->label));
		else if (st->fence_title[0] && !st->label[0])
			memcpy(st->label, st->fence_title, sizeof(st->label));
		st->title[0] = '\0';
		st->title_step_dir = 0;
		/* "Speed of the LVM volume : sudo dd ...": the caption
		 * on the command's line, nearer than any title above */
		if (st->cmd.known && st->cmd.line == no && st->cmd.lead[0]) {
			snprintf(st->label, sizeof(st->label), "%s",
				 st->cmd.lead);
			st->lead_label = 1;
		} else if (st->cmd.known && st->cmd.line == no &&
			   st->lead_label) {
			/* the next command names nothing: the last one's
			 * caption was its own */
			st->label[0] = '\0';
			st->lead_label = 0;
		}
	} else if (!tl.len && st->cmd.known && st->cmd.line == st->last_text) {
		/* an empty line between the command and its output: the
		 * title above the command still labels it */
	} else if (st->title[0] && st->title_line == st->last_text &&
		   !st->title_step_dir &&
		   (tl.len ? fence_line(t, tl.len)
			   : fence_line(next_text(st, tl).s,
					next_text(st, tl).len))) {
		/* "On the host:", a blank line, "```bash": the caption
		 * over a fenced block labels the runs in it, as in any
		 * document, to its closing fence */
		if (tl.len)
			memcpy(st->fence_title, st->title,
			       sizeof(st->fence_title));
	} else if (!tl.len && st->title[0] && st->title_colon &&
		   st->title_line == st->last_text &&
		   shell_line(next_text(st, tl).s, next_text(st, tl).len)) {
		/* "I updated the BIOS to 1.42 and got this:", a blank
		 * line, "$ dd ...": the caption's ':' points past the
		 * blank line to the command below it, which it labels */
	} else if (!tl.len && st->title_step_dir) {
		/* "Writing to the NAND ...", a blank line, the indented
		 * output: the step's line still names it */
		st->above_dir = st->title_step_dir;
	} else if (st->title[0] && session_keeps(st, t, tl, no)) {
		/* "Der NAS mit RAID1:" / "nas1:~# cat /proc/mdstat" / its
		 * lines / "nas1:~# dd ...": the caption over a shell
		 * session labels the runs in it */
	} else {
		st->label[0] = '\0';
		st->title_step_dir = 0;
		if (fence_line(t, tl.len))
			st->fence_title[0] = '\0';
		if (st->after_uname && line_kernel_release(t, tl.len) &&
		    tl.len < sizeof(st->title))
			/* "$ uname -r" / "2.4.18" over the command: the
			 * kernel each run was made on */
			snprintf(st->title, sizeof(st->title), "%.*s",
				 (int)tl.len, t);
		else if (below_shell &&
			 !(st->cmd.known && st->cmd.line == st->last_text))
			/* "# ls" / "image.iso": that command's output, no
			 * caption of the next command ("# dd ..." prints
			 * no text line: "Default msize:" below it is a
			 * caption) */
			st->title[0] = '\0';
		else if (below_pair && empty_field(t, tl.len))
			/* "Partition Table: unknown" / "Disk Flags: " over
			 * "$ sudo dd ...": parted's listing ends in a field
			 * with no value, no caption */
			st->title[0] = '\0';
		else
			title_line(t, tl.len, st->title, sizeof(st->title));
		/* "not mount" right over "host:/tmp$ dd ...": the short
		 * caption of the run that prompt starts */
		if (!st->title[0] && !below_shell &&
		    (!st->last_text || st->last_text < no - 1 ||
		     st->dd_text == no - 1 || below_post_heading(st, tl)))
			prompt_caption(st, t, tl, st->title, sizeof(st->title));
		/* "whitebook ... hitachi ATA HTS721060G9AT00" / "using
		 * libata": a caption of two lines, the machine then the
		 * setting it ran with; the setting alone tells no system
		 * apart */
		if (st->title[0] && st->above_machine[0] &&
		    st->last_text == no - 1 && setup_caption(t, tl.len))
			machine_setup_label(st->above_machine, st->title,
					    sizeof(st->title));
		st->title_line = no;
		st->title_colon = tl.len && t[tl.len - 1] == ':';
		st->sess_line = 0;
		st->title_comment = line_comment_marker(t, tl.len) > 0;
		/* "[RAID10 far2]" alone over the command: a caption, unless
		 * a job file's section (key=value lines below) */
		if (!st->title[0] && !below_shell && t[0] == '[') {
			struct text_line nx = next_text(st, tl);

			if (!line_bracket_caption(t, tl.len,
						  nx.len ? nx.s : NULL, nx.len,
						  st->title, sizeof(st->title)))
				st->title[0] = '\0';
		}
		/* "Writing to the NAND (which only had 45 MB free)" right
		 * over a summary: the step's name and its direction */
		if (!st->title[0] && !below_shell) {
			st->title_step_dir = progress_step(t, tl.len, st->title,
							   sizeof(st->title));
			if (st->title_step_dir)
				st->above_dir = st->title_step_dir;
		}
	}
	/* "1. Write benchmark without cache": the step holds over its
	 * outputs, the counters of its repeats ("Start 1 of 5...") and
	 * its command right below it; any other line ends it */
	if (!sc->n) {
		char step[sizeof(st->step)];
		int d = 0, cmd_line = st->cmd.known && st->cmd.line == no;
		size_t i = digits(t);

		/* "2.Now repeat it, flushed", "3)dd ...", "4、...": a list
		 * item opens (no "2.5 GB": a figure) */
		if (i && i <= 2 && i + 1 < tl.len &&
		    ((t[i] == '.' && !is_digit(t[i + 1])) || t[i] == ')' ||
		     (i + 3 < tl.len && !memcmp(t + i, "\xe3\x80\x81", 3))))
			st->items++;

		if (tl.len && !cmd_line)
			d = step_caption(t, tl.len, step, sizeof(step));
		if (d) {
			memcpy(st->step, step, sizeof(step));
			st->step_dir = d;
			st->step_line = no;
		} else if (!repeat_counter(t, tl.len) &&
			   !(cmd_line && st->step_line == st->last_text)) {
			st->step[0] = '\0';
			st->step_dir = 0;
		}
	}
	block_line(st, t, tl.len,
		   sc->n || (st->cmd.known && st->cmd.line == no));
	st->after_uname = tl.len >= 8 && !memcmp(t + tl.len - 8, "uname -r", 8);
	/* uname's build after the release ("#1 SMP ..."): no caption
	 * "Linux Mint 21.3" */
	if (!sc->n && tl.len > 6 && !memcmp(t, "Linux ", 6) &&
	    (memchr(t, '#', tl.len) || text_find(t, tl.len, " SMP", 4)) &&
	    line_uname_release(t, tl.len, st->kernel, sizeof(st->kernel))) {
		st->kernel_quotes = ingest_line_quote_marks(ctx, no);
		if (!line_uname_host(t, tl.len, st->kernel_host,
				     sizeof(st->kernel_host)))
			st->kernel_host[0] = '\0';
	}
	if (tl.len && !(st->title[0] && fence_line(t, tl.len))) {
		st->last_text = no;
		if (sc->n)
			st->dd_text = no;
		st->above_machine[0] = '\0';
		if (!sc->n && machine_line(t, tl.len) &&
		    tl.len < sizeof(st->above_machine))
			snprintf(st->above_machine, sizeof(st->above_machine),
				 "%.*s", (int)tl.len, t);
	}
#undef B
	return 0;
}

/*
 * The chunks of line s (len bytes): texts three or more blanks apart,
 * with the display column each starts at.  Returns how many (at most
 * max).
 */
static int chunks(const char *s, size_t len, struct text_line *ch, size_t *col,
		  int max)
{
	int n = 0;
	size_t i = 0, c = 0;

	while (i < len && n < max) {
		size_t b, e, blanks = 0;

		while (i < len && is_blank(s[i])) {
			c += s[i] == '\t' ? 8 - c % 8 : 1;
			i++;
		}
		if (i == len)
			break;
		b = i;
		col[n] = c;
		e = i;
		while (i < len) {
			if (is_blank(s[i])) {
				blanks++;
				if (blanks == 3)
					break;
			} else {
				blanks = 0;
				e = i + 1;
			}
			/* a column per character (UTF-8 continuation bytes
			 * add none) */
			if (((unsigned char)s[i] & 0xC0) != 0x80)
				c += s[i] == '\t' ? 8 - c % 8 : 1;
			i++;
		}
		ch[n].s = s + b;
		ch[n].len = e - b;
		ch[n].no = 0;
		n++;
	}
	return n;
}

#define DD_COLS 4

/*
 * The paragraph [p, end) (lines from number no) holds outputs side by
 * side in ncols columns, as line at shows them: read each column's
 * chunks as lines of their own, the left column first.  A chunk belongs
 * to the last column starting at or left of it.
 */
static int read_columns(struct ingest_ctx *ctx, struct dd_reader *r,
			const char *p, const char *end, long no,
			struct text_line at, int ncols)
{
	struct text_line ch[DD_COLS], none = {NULL, 0, 0};
	size_t start[DD_COLS], col[DD_COLS];
	int n = chunks(at.s, at.len, ch, start, DD_COLS), ret;

	if (n != ncols)
		return ingest_error_at(ctx, at.s,
				       "expected %d outputs side by side, "
				       "found %d texts on the line",
				       ncols, n);
	for (int k = 0; k < ncols; k++) {
		struct line_iter it;
		struct text_line line;

		lines_init(&it, p, (size_t)(end - p));
		r->st->title[0] = r->st->label[0] = '\0';
		r->st->above_dir = 0;
		while (lines_next(&it, &line)) {
			int m = chunks(line.s, line.len, ch, col, DD_COLS);

			for (int i = 0; i < m; i++) {
				int owner = 0;

				for (int j = 0; j < ncols; j++)
					if (col[i] + 2 >= start[j])
						owner = j;
				if (owner != k || ch[i].len >= DD_TEXT_MAX ||
				    memchr(ch[i].s, '\0', ch[i].len))
					continue;
				ret = read_line(ctx, r, ch[i], none,
						no + it.no - 1, 0, NULL);
				if (ret)
					return ret;
			}
		}
		ret = end_group(ctx, r->st, "the next column");
		if (ret)
			return ret;
	}
	r->st->title[0] = r->st->label[0] = '\0';
	return 0;
}

/* ---- two outputs shown by `diff -y` ----------------------------------- */

/*
 * `diff -y a b` (or `sdiff`) prints two files side by side: each line of
 * a in a column of a fixed width W, cut there, a gutter at column W + 1
 * ('|' lines that differ, '<' a's alone, '>' b's alone, a blank when the
 * same), b's line from column W + 3, cut at W characters too:
 *
 *   10240+0 records in                        | 1024+0 records in
 *   5242880 bytes transferred in 18.280922 s  | 524288 bytes trans...
 *
 * A mail client then wraps every such line at its width: the right
 * column's rest starts the next line ("records in").  A block of two or
 * more such lines, the gutter at one column in every one, that holds a
 * gutter mark or a wrapped rest (a block of blank gaps alone is
 * side_by_side()'s), is read as two outputs, the left column's lines
 * then the right's, each rest joined to its line - only when every line
 * of each column reads as dd's (records counts, a summary) and each
 * column holds a summary.  What the cut left at a line's end is read as
 * a cut summary is (a rate cut there is not imported).  The two files'
 * names in a `diff -y` command right above label the columns.
 */
#define SD_ROWS 24

struct sd_row {
	struct text_line left, right, more; /* more: the right's wrapped rest */
};

struct sd_block {
	struct sd_row row[SD_ROWS];
	int n;
	long no;		/* the line of the first row */
	struct line_iter after; /* the iterator past the block */
	char label[2][96];	/* from the diff command above */
	long label_line;
};

/* The display column after s[0, n) from column c (tabs to eight). */
static size_t sd_cols(const char *s, size_t n, size_t c)
{
	for (size_t i = 0; i < n; i++)
		if (s[i] == '\t')
			c += 8 - c % 8;
		else if (((unsigned char)s[i] & 0xC0) != 0x80)
			c++;
	return c;
}

/*
 * Line l as a row with its gutter at column g: its left text (before
 * column g - 1), its gutter mark (*mark: the character, ' ' for none) and
 * its right text (from column g + 2).  Returns 0 when l is no such row.
 */
static int sd_split(struct text_line l, size_t g, struct sd_row *row,
		    char *mark)
{
	size_t c = 0, le = 0;
	const char *rs = NULL;

	*mark = ' ';
	for (size_t i = 0; i < l.len && !rs; i++) {
		size_t at = c;

		c = sd_cols(l.s + i, 1, c);
		if (is_blank(l.s[i]))
			continue;
		if (at + 1 < g)
			le = i + 1;
		else if (at == g && strchr("|<>", l.s[i]) && *mark == ' ')
			*mark = l.s[i];
		else if (at >= g + 2)
			rs = l.s + i;
		else
			return 0;
	}
	memset(row, 0, sizeof(*row));
	row->left.s = l.s;
	row->left.len = le;
	row->left.no = l.no;
	if (rs) {
		row->right.s = rs;
		row->right.len = (size_t)(l.s + l.len - rs);
		row->right = line_trim(row->right);
		row->right.no = l.no;
	}
	/* a line of both, or one's alone with its mark */
	if (*mark == '<')
		return le && !rs;
	if (*mark == '>')
		return !le && rs;
	return le && rs;
}

/* The gutter's column in line l: a '|', '<' or '>' with blanks around it
 * after text, or two columns before the text after three blanks or more
 * (0: none; *marked: 1 for a mark). */
static size_t sd_gutter(struct text_line l, int *marked)
{
	size_t c = 0, blanks = 0, g = 0;

	*marked = 0;
	for (size_t i = 0; i < l.len; i++) {
		size_t at = c;

		c = sd_cols(l.s + i, 1, c);
		if (is_blank(l.s[i])) {
			blanks += c - at;
			continue;
		}
		if (i && strchr("|<>", l.s[i]) && is_blank(l.s[i - 1]) &&
		    (i + 1 == l.len || is_blank(l.s[i + 1])) && at >= 8) {
			*marked = 1;
			return at;
		}
		if (blanks >= 3 && i > blanks && at >= 10 && !g)
			g = at - 2;
		blanks = 0;
	}
	return g;
}

/* Whether the copy of tl scans as dd's: *kinds gets a bit per item kind;
 * *open: the scan stopped at the line's end (more text may follow). */
static int sd_scan(struct dd_reader *r, struct text_line tl,
		   struct text_line more, unsigned *kinds, int *open)
{
	const char *at = NULL, *expected = NULL;

	*open = 0;
	if (tl.len + 1 + more.len >= DD_TEXT_MAX ||
	    memchr(tl.s, '\0', tl.len) ||
	    memchr(more.s ? more.s : "", '\0', more.len))
		return 0;
	join_copy(tl, more, r->t);
	if (scan_line(r->t, r->sc, r->cmd, &at, &expected) < 0) {
		*open = at && !*at;
		return 0;
	}
	for (int i = 0; i < r->sc->n; i++)
		*kinds |= 1u << r->sc->item[i].kind;
	return r->sc->n > 0;
}

/* Whether piece (at column 0, under row) is the rest of the row's right
 * column a mail client wrapped: the right alone stops at its end, with
 * the piece it reads as dd's, within the column's width w. */
static int sd_piece(struct dd_reader *r, const struct sd_row *row,
		    struct text_line piece, size_t w)
{
	unsigned kinds = 0;
	int open;

	if (!row->right.len || !piece.len || is_blank(piece.s[0]) ||
	    row->right.len + 1 + piece.len > w ||
	    sd_cols(row->right.s, row->right.len, 0) + 1 +
		    sd_cols(piece.s, piece.len, 0) >
		w)
		return 0;
	for (size_t i = 0; i + 2 < piece.len; i++)
		if (is_blank(piece.s[i]) && is_blank(piece.s[i + 1]) &&
		    is_blank(piece.s[i + 2]))
			return 0;
	/* the right alone reads as nothing of dd's, or stops at its end */
	if (sd_scan(r, row->right, (struct text_line){NULL, 0, 0}, &kinds,
		    &open) ||
	    (r->sc->n && !open))
		return 0;
	/* with it, dd's, its last item begun in the right */
	return sd_scan(r, row->right, piece, &kinds, &open) &&
	       (size_t)(r->sc->item[r->sc->n - 1].from - r->t) < row->right.len;
}

/* The components of path p (at most 16) into c; returns how many. */
static int sd_parts(char *p, char **c)
{
	int n = 0;

	while (*p && n < 16) {
		char *s = strchr(p, '/');

		if (s != p)
			c[n++] = p;
		if (!s)
			break;
		*s = '\0';
		p = s + 1;
	}
	return n;
}

/* Label both paths a and b by the components they do not share (at
 * least one each, joined by '/'). */
static int sd_trim(char *a, char *b, char label[2][96])
{
	char *ca[16], *cb[16];
	int na = sd_parts(a, ca), nb = sd_parts(b, cb), h = 0, t = 0;

	if (!na || !nb)
		return 0;
	while (h < na - 1 && h < nb - 1 && !strcmp(ca[h], cb[h]))
		h++;
	while (t < na - 1 - h && t < nb - 1 - h &&
	       !strcmp(ca[na - 1 - t], cb[nb - 1 - t]))
		t++;
	for (int s = 0; s < 2; s++) {
		char **c = s ? cb : ca;
		int n = s ? nb : na;
		size_t k = 0;

		label[s][0] = '\0';
		for (int i = h; i < n - t; i++) {
			int m = snprintf(label[s] + k, 96 - k, "%s%s",
					 i > h ? "/" : "", c[i]);

			if (m < 0 || (size_t)m >= 96 - k)
				return 0;
			k += (size_t)m;
		}
	}
	return strcmp(label[0], label[1]) != 0;
}

/* The two files of a `diff -y` (`sdiff`) command on line l, as labels:
 * what their paths do not share ("stock/10k", "modified/10k": "stock"). */
static int sd_labels(struct text_line l, char label[2][96])
{
	char w[8][128];
	int n = 0, side = 0, files = 0;
	const char *p = l.s, *e = l.s + l.len;

	/* "$ sdiff a b": a shell's prompt before it */
	if (l.len > 2 && strchr("$#%", p[0]) && p[1] == ' ')
		p += 2;
	while (p < e && n < 8) {
		size_t k = 0;

		while (p < e && is_blank(*p))
			p++;
		if (p == e)
			break;
		while (p < e && !is_blank(*p) && k + 1 < sizeof(w[0]))
			w[n][k++] = *p++;
		if (p < e && !is_blank(*p))
			return 0;
		w[n++][k] = '\0';
	}
	if (p < e || n < 3)
		return 0;
	if (!strcmp(w[0], "sdiff"))
		side = 1;
	else if (strcmp(w[0], "diff"))
		return 0;
	for (int i = 1; i < n; i++) {
		if (w[i][0] == '-' && w[i][1]) {
			if (!strcmp(w[i], "-y") ||
			    !strcmp(w[i], "--side-by-side"))
				side = 1;
			else if ((!strcmp(w[i], "-W") || !strcmp(w[i], "-w")) &&
				 i + 1 < n)
				i++;
			continue;
		}
		if (files == 2 || strchr(w[i], '|') || strchr(w[i], '>') ||
		    strchr(w[i], '<'))
			return 0;
		memmove(w[files++], w[i], sizeof(w[0]));
	}
	if (!side || files != 2 || !strcmp(w[0], w[1]))
		return 0;
	return sd_trim(w[0], w[1], label);
}

/*
 * The block of `diff -y` rows from line first (it: the iterator past it;
 * above: the line right above, length 0 for none) into b.  Returns 1
 * when it is one (see above).
 */
static int sd_block(struct dd_reader *r, struct line_iter it,
		    struct text_line first, struct text_line above,
		    struct sd_block *b)
{
	struct text_line l = first;
	unsigned kinds[2] = {0, 0};
	size_t g;
	int marked, wraps = 0, open;
	char mark;

	g = sd_gutter(first, &marked);
	if (!g)
		return 0;
	memset(b, 0, sizeof(*b));
	b->no = first.no;
	for (;;) {
		struct line_iter peek;

		if (b->n == SD_ROWS || !sd_split(l, g, &b->row[b->n], &mark))
			break;
		marked |= mark != ' ';
		b->row[b->n].left = line_trim(b->row[b->n].left);
		b->n++;
		b->after = it;
		if (!lines_next(&it, &l))
			break;
		peek = it;
		if (b->row[b->n - 1].right.len &&
		    sd_piece(r, &b->row[b->n - 1], line_trim(l), g - 1)) {
			b->row[b->n - 1].more = line_trim(l);
			wraps++;
			b->after = it;
			if (!lines_next(&peek, &l))
				break;
			it = peek;
		}
	}
	/* a block of blank gaps alone, never wrapped: side_by_side()'s */
	if (b->n < 2 || (!marked && !wraps))
		return 0;
	for (int i = 0; i < b->n; i++) {
		const struct sd_row *w = &b->row[i];
		struct text_line none = {NULL, 0, 0};

		if ((w->left.len &&
		     !sd_scan(r, w->left, none, &kinds[0], &open)) ||
		    (w->right.len &&
		     !sd_scan(r, w->right, w->more, &kinds[1], &open)))
			return 0;
	}
	for (int k = 0; k < 2; k++)
		if (!(kinds[k] & (1u << DD_ITEM_SUM)) ||
		    !(kinds[k] & (1u << DD_ITEM_REC)))
			return 0;
	if (above.len && sd_labels(above, b->label))
		b->label_line = above.no;
	return 1;
}

/* Read block b: the left column's output, then the right's (a column's
 * end ends its output, as in read_columns()). */
static int read_sdiff(struct ingest_ctx *ctx, struct dd_reader *r,
		      const struct sd_block *b)
{
	struct text_line none = {NULL, 0, 0};
	int ret = 0;

	for (int k = 0; k < 2 && !ret; k++) {
		r->st->title[0] = r->st->label[0] = '\0';
		r->st->above_dir = 0;
		if (b->label_line) {
			memcpy(r->st->title, b->label[k], sizeof(r->st->title));
			r->st->title_line = b->label_line;
		}
		for (int i = 0; i < b->n && !ret; i++) {
			const struct sd_row *w = &b->row[i];
			struct text_line tl = k ? w->right : w->left;

			if (tl.len)
				ret = read_line(ctx, r, tl, k ? w->more : none,
						tl.no, 0, NULL);
		}
		if (!ret)
			ret = end_group(ctx, r->st, "the next column");
	}
	r->st->title[0] = r->st->label[0] = '\0';
	return ret;
}

/* Whether line (it: past it) starts a `diff -y` block, into b. */
static int sd_start(struct dd_reader *r, struct line_iter it,
		    struct text_line line, struct sd_block *b)
{
	struct text_line above = {NULL, 0, 0};
	const char *ab, *ae;
	int marked;

	if (!sd_gutter(line, &marked))
		return 0;
	if (line.no > 1 && line_above(r->st->buf, line.s, &ab, &ae)) {
		above.s = ab;
		above.len = (size_t)(ae - ab);
		above.no = line.no - 1;
		above = line_trim(above);
	}
	return sd_block(r, it, line, above, b);
}

/* ---- the bench.sh family ---------------------------------------------- */

/*
 * The VPS benchmark scripts of the bench.sh family (freevps.us's bench.sh
 * and its copies, mgutz/vpsbench, teddysun's bench.sh) run "dd
 * if=/dev/zero of=FILE bs=64k count=16k conv=fdatasync" (teddysun's since
 * 2022 bs=512k count=2048) and print the last field of dd's summary, its
 * rate as dd printed it: "I/O speed :  47.7 MB/s", or three runs "I/O
 * Speed(1st run) : 1.1 GB/s" ... and their mean ("I/O Speed(average) :",
 * "Average I/O speed :"), computed by the script: no run.  Each printed
 * rate is a write of a file; the block size differs between versions
 * that print the same lines, so it is unknown, and so are the bytes and
 * time (not printed).
 */

/*
 * Superbench.sh, of the same family, writes a file of the size it prints
 * in the parentheses, three times ("I/O Speed( 1.0GB )   : 203 MB/s",
 * "I/O Speed( 512MB )"), then "Average I/O Speed :" (computed).  Whether
 * p up to e is such a size: blanks, a number, "MB" or "GB", blanks.  Its
 * copies differ in dd's block size and count for the same size, so both
 * stay unknown.
 */
static int bench_io_size(const char *p, const char *e)
{
	p = skip_blank(p);
	if (p == e || !is_digit(*p))
		return 0;
	while (p < e && (is_digit(*p) || *p == '.'))
		p++;
	if (e - p < 2 || (p[0] != 'M' && p[0] != 'G') || p[1] != 'B')
		return 0;
	for (p += 2; p < e && is_blank(*p); p++)
		;
	return p == e;
}

/*
 * Whether line t (trimmed, n bytes) is such a script's "I/O speed" line;
 * *rate where its rate starts, *mean 1 for the computed average.
 */
static int bench_io_line(const char *t, size_t n, const char **rate, int *mean)
{
	const char *p = t, *e = t + n;

	*mean = 0;
	if (n > 8 && !strncasecmp(p, "Average ", 8)) {
		*mean = 1;
		p += 8;
	}
	if (e - p < 10 || strncmp(p, "I/O ", 4) ||
	    strncasecmp(p + 4, "speed", 5))
		return 0;
	p += 9;
	if (*p == '(') {
		const char *c = memchr(p, ')', (size_t)(e - p));

		if (!c || c - p > 12)
			return 0;
		if (c - p == 8 && !strncmp(p, "(average", 8))
			*mean = 1;
		else if (!(c - p == 8 && is_digit(p[1]) &&
			   !strncmp(p + 4, " run", 4)) &&
			 !bench_io_size(p + 1, c))
			return 0; /* "(1st run)", "(2nd run)", "(3rd run)" */
		p = c + 1;
	}
	while (p < e && is_blank(*p))
		p++;
	if (p == e || *p != ':')
		return 0;
	for (p++; p < e && is_blank(*p); p++)
		;
	if (p >= e || !is_digit(*p))
		return 0;
	*rate = p;
	return 1;
}

/*
 * nench.sh ("new bench.sh", n-st/nench) runs the same dd in every version,
 * "dd if=/dev/zero of=test_$$ bs=64k count=16k conv=fdatasync" (1 GiB
 * written, buffered, synced at the end), three times under its heading
 * "dd: sequential write speed", each rate on a line "    1st run:
 * 894.55 MiB/s" (dd's decimal rate made MiB/s by the script; the oldest
 * versions print dd's own "1.1 GB/s"), then "    average:" (computed: no
 * run).  Its ioping lines are another tool's.
 */
static const char nench_head[] = "dd: sequential write speed";
/* its heading before v2017.05.28 (the script's git history), over the
 * same dd */
static const char nench_old_head[] = "dd test";

/* Whether trimmed line t (n bytes) is one of nench's dd headings. */
static int nench_head_line(const char *t, size_t n)
{
	return (n == sizeof(nench_head) - 1 && !memcmp(t, nench_head, n)) ||
	       (n == sizeof(nench_old_head) - 1 &&
		!memcmp(t, nench_old_head, n));
}

/* Whether trimmed line t (n bytes) is a nench run line "1st run: RATE";
 * *rate where the rate starts. */
static int nench_run_line(const char *t, size_t n, const char **rate)
{
	const char *p = t, *e = t + n;

	if (n < 10 || !is_digit(*p))
		return 0;
	while (p < e && is_digit(*p))
		p++;
	if (e - p < 7 ||
	    !(!strncmp(p, "st run:", 7) || !strncmp(p, "nd run:", 7) ||
	      !strncmp(p, "rd run:", 7) || !strncmp(p, "th run:", 7)))
		return 0;
	for (p += 7; p < e && is_blank(*p); p++)
		;
	if (p >= e || !is_digit(*p))
		return 0;
	*rate = p;
	return 1;
}

/*
 * LemonBench's dd table (LemonBench.sh Run_DiskTest_DD(), copied by the
 * ecs / 融合怪 script): under "Test Name  Write Speed  Read Speed" (or
 * "测试操作  写速度  读速度") one row per file size and block size,
 * " 10MB-4K Block  69.8 MB/s (0.06 IOPS, 0.15s))  81.4 MB/s (19864 IOPS,
 * 0.13s)".  Each cell is one dd run (write "of=FILE bs=BS count=N
 * oflag=direct", then read "iflag=direct"): the rate is the one GNU dd
 * printed (grep'ed from its summary: decimal units), the IOPS the
 * script's count / time (awk "%d": a whole number; the write cell's
 * figure from 10000 IOPS up is printed wrong, "0.06" or "14.28", by the
 * script: a figure with a fraction is not read), the time dd's, "%.2f"
 * ("0.00s": none).  "Direct Mode" / "Direct-Write" in the line above
 * the table says the runs were direct.
 */

/* Whether trimmed line t (n bytes) opens a LemonBench dd row:
 * "10MB-4K Block "; *bs the block size, *rest after "Block". */
static int lemon_row_name(const char *t, size_t n, double *bs,
			  const char **rest)
{
	const char *p = t, *e = t + n;
	double k;

	while (p < e && is_digit(*p))
		p++;
	if (p == t || e - p < 2 || !(p[0] == 'M' || p[0] == 'G') || p[1] != 'B')
		return 0;
	p += 2;
	if (p == e || *p++ != '-' || p == e || !is_digit(*p))
		return 0;
	for (k = 0; p < e && is_digit(*p); p++)
		k = k * 10 + (*p - '0');
	if (p == e || !(*p == 'K' || *p == 'k' || *p == 'M'))
		return 0;
	*bs = k * (*p == 'M' ? 1048576.0 : 1024.0);
	p++;
	if (e - p < 7 || !is_blank(*p))
		return 0;
	p = skip_blank(p);
	if (e - p < 6 || strncmp(p, "Block", 5) || !is_blank(p[5]))
		return 0;
	*rest = p + 5;
	return k > 0;
}

/*
 * A rate as GNU dd printed it at p, "69.8 MB/s", or with the unit of a
 * translation ("9.7 MB/秒", "12 МБ/с"; a point for the decimal mark),
 * the unit read as normalize_rate_unit() reads dd's summary: *rate in
 * B/s (decimal units), *end past the unit.  Returns 0, or -1 when p
 * holds no such rate.
 */
static int dd_printed_rate(const char *p, const char **end, double *rate)
{
	char buf[64];
	const char *u, *w;
	size_t n = 0, ulen = 0;

	while (is_digit(p[n]) || p[n] == '.')
		n++;
	u = skip_blank(p + n);
	while (u[ulen] && !is_blank(u[ulen]) && u[ulen] != '(')
		ulen++;
	if (!n || !ulen || n + 1 >= sizeof(buf))
		return -1;
	/* per second in a language dd speaks, not "MB/min" */
	w = memchr(u, '/', ulen);
	if (!w || !seconds_word(w + 1, (size_t)(u + ulen - w - 1)))
		return -1;
	memcpy(buf, p, n);
	buf[n] = ' ';
	if (normalize_rate_unit(u, ulen, buf + n + 1, sizeof(buf) - n - 1) ||
	    units_rate(buf, &w, UNITS_DECIMAL, UNITS_COMMA_NONE, rate) || *w)
		return -1;
	*end = u + ulen;
	return 0;
}

/* One cell "69.8 MB/s (19864 IOPS, 0.13s)" (or "9.7 MB/秒 (...)", dd's
 * zh_CN unit the script copied) from *pp (in NUL-ended t): rate, IOPS
 * (NAN unless whole), seconds (NAN when 0.00).  *pp past the cell's ')'.
 * 0 when not such a cell. */
static int lemon_cell(const char **pp, double *rate, double *iops, double *secs)
{
	const char *p = skip_blank(*pp), *end;
	char *q;
	double v;

	if (dd_printed_rate(p, &end, rate) || !(*rate > 0))
		return 0;
	p = skip_blank(end);
	if (*p++ != '(' || !is_digit(*p))
		return 0;
	v = strtod(p, &q);
	*iops = memchr(p, '.', (size_t)(q - p)) ? NAN : v;
	p = skip_blank(q);
	if (strncmp(p, "IOPS,", 5))
		return 0;
	p = skip_blank(p + 5);
	if (!is_digit(*p))
		return 0;
	v = strtod(p, &q);
	p = skip_blank(q);
	if (*p != 's' || p[1] != ')')
		return 0;
	*secs = v > 0 ? v : NAN;
	for (p++; *p == ')'; p++)
		; /* the write cell's "0.15s))" */
	*pp = p;
	return 1;
}

/* Whether trimmed line t (n bytes) is a whole LemonBench dd row. */
static int lemon_row(const char *t, size_t n, double *bs, double r[2],
		     double iops[2], double secs[2])
{
	char c[160];
	const char *p;

	if (n >= sizeof(c) || !lemon_row_name(t, n, bs, &p))
		return 0;
	line_copy((struct text_line){t, n, 0}, c, sizeof(c));
	p = c + (p - t);
	for (int i = 0; i < 2; i++)
		if (!lemon_cell(&p, &r[i], &iops[i], &secs[i]))
			return 0;
	return !*skip_blank(p);
}

/* A bench.sh family script's dd run at line no: its run, then res. */
static int bench_emit(struct ingest_ctx *ctx, struct iodb_result *res, long no)
{
	struct iodb_run run = IODB_RUN_INIT;
	int ret;

	res->line_from = res->line_to = no;
	run.format = "dd";
	run.tool = "dd";
	run.line_from = run.line_to = no;
	ret = ingest_emit_run(ctx, &run);
	return ret ? ret : ingest_emit_result(ctx, res);
}

/*
 * The bytes of a LemonBench row's file ("10MB", "100MB", "1GB"): the
 * script's count x bs, 10 and 100 MiB and 1000 MiB ("1GB" is count=1000
 * bs=1M, count=256000 bs=4k); NAN unless rate x time agrees (5%, and the
 * time's rounding to 0.01 s).
 */
static double lemon_bytes(const char *t, double rate, double secs)
{
	double n = strtod(t, NULL), b;

	while (is_digit(*t))
		t++;
	b = n * (*t == 'G' ? 1048576000.0 : 1048576.0);
	if (!(secs > 0) || fabs(rate * secs - b) > b * 0.05 + rate * 0.005)
		return NAN;
	return b;
}

/* Each run of the LemonBench dd rows of buf (two a row: write, read);
 * the count into *runs.  Returns 0 or a negative errno. */
static int lemon_runs(struct ingest_ctx *ctx, const char *buf, size_t len,
		      int *runs)
{
	struct line_iter it;
	struct text_line line;
	int direct = 0;

	lines_init(&it, buf, len);
	while (lines_next(&it, &line)) {
		struct text_line tl = line_trim(line);
		double bs, r[2], iops[2], secs[2];

		/* "-> Disk Speed Test (4K Block/1M Block, Direct Mode)",
		 * "-> 磁盘IO测试中 (4K Block/1M Block, Direct Mode)" */
		if (tl.len < 120 &&
		    text_find(tl.s, tl.len, "Block, Direct", 13))
			direct = 1;
		if (!lemon_row(tl.s, tl.len, &bs, r, iops, secs))
			continue;
		for (int i = 0; i < 2; i++) {
			struct iodb_result res = IODB_RESULT_INIT;
			int ret;

			res.cond.op = i ? IODB_OP_READ : IODB_OP_WRITE;
			res.cond.pattern = IODB_PATTERN_SEQ;
			res.cond.bs = units_int64(bs);
			res.cond.iodepth = 1;
			res.cond.numjobs = 1;
			if (direct)
				res.cond.direct = 1;
			res.bw_bytes = r[i];
			/* the script's count / time: near rate / bs */
			if (iops[i] > 0 &&
			    fabs(iops[i] * bs - r[i]) <= r[i] * 0.1)
				res.iops = iops[i];
			res.runtime_ns = secs[i] * 1e9;
			res.io_bytes = lemon_bytes(tl.s, r[i], secs[i]);
			ret = bench_emit(ctx, &res, line.no);
			if (ret)
				return ret;
			(*runs)++;
		}
	}
	return 0;
}

/*
 * Whether buf holds a bench.sh family output: an "I/O speed" line after a
 * "CPU model" line (every version prints the CPU first), or nench's dd
 * heading over a run line.  Cheap: the text is searched for "I/O " and
 * nench's heading first.
 */
/*
 * Whether trimmed line tl is teddysun's "I/O Speed(1st run) : RATE" with
 * "I/O Speed(2nd run) : RATE" on the line right after it (it is past tl):
 * the script's numbered runs, one under the other, are its own shape, read
 * without its "CPU model" frame (a list item's fence under a caption of
 * its own).  One such line alone, or other words between, is not.
 */
static int bench_run_pair(struct text_line tl, struct line_iter it)
{
	struct text_line next;
	const char *rate;
	int mean;

	if (tl.len < 19 || strncmp(tl.s + 9, "(1st run)", 9) ||
	    !lines_next(&it, &next))
		return 0;
	next = line_trim(next);
	return next.len >= 19 && next.len < DD_TEXT_MAX &&
	       !strncmp(next.s + 9, "(2nd run)", 9) &&
	       bench_io_line(next.s, next.len, &rate, &mean) && !mean;
}

static int bench_text(const char *buf, size_t len)
{
	struct line_iter it;
	struct text_line line;
	int cpu = 0, nench = 0;

	if (!text_find(buf, len, "I/O ", 4) &&
	    !text_find(buf, len, nench_head, sizeof(nench_head) - 1) &&
	    !text_find(buf, len, nench_old_head, sizeof(nench_old_head) - 1) &&
	    !text_find(buf, len, " IOPS, ", 7))
		return 0;
	lines_init(&it, buf, len);
	while (lines_next(&it, &line)) {
		struct text_line tl = line_trim(line);
		const char *rate;
		double bs, r[2], iops[2], secs[2];
		int mean, io;

		if (lemon_row(tl.s, tl.len, &bs, r, iops, secs))
			return 1;
		io = tl.len < DD_TEXT_MAX &&
		     bench_io_line(tl.s, tl.len, &rate, &mean) && !mean;
		if (tl.len >= 9 && !strncasecmp(tl.s, "CPU model", 9))
			cpu = 1;
		else if (io && (cpu || bench_run_pair(tl, it)))
			return 1;
		if (nench && nench_run_line(tl.s, tl.len, &rate))
			return 1;
		nench = nench_head_line(tl.s, tl.len);
	}
	return 0;
}

/* Each run of a bench.sh family output as a dd write; the count into
 * *runs.  Returns 0 or a negative errno. */
static int bench_runs(struct ingest_ctx *ctx, const char *buf, size_t len,
		      int *runs)
{
	struct line_iter it;
	struct text_line line;
	int nench = 0; /* under nench's dd heading */
	int ret;

	*runs = 0;
	if (!bench_text(buf, len))
		return 0;
	ret = lemon_runs(ctx, buf, len, runs);
	if (ret)
		return ret;
	lines_init(&it, buf, len);
	while (lines_next(&it, &line)) {
		struct text_line tl = line_trim(line);
		struct iodb_result res = IODB_RESULT_INIT;
		char t[64];
		const char *rate, *end;
		double v;
		int mean, is_nench = 0;

		if (nench_head_line(tl.s, tl.len)) {
			nench = 1;
			continue;
		}
		/* a script's line is short: "I/O Speed(1st run) : 1.1 GB/s" */
		if (tl.len >= sizeof(t))
			continue;
		if (nench && nench_run_line(tl.s, tl.len, &rate)) {
			is_nench = 1;
		} else {
			/* "average:" and anything else end nench's runs */
			nench = 0;
			if (!bench_io_line(tl.s, tl.len, &rate, &mean) || mean)
				continue;
		}
		line_copy(tl, t, sizeof(t));
		rate = t + (rate - tl.s);
		/* "47.7 MB/s", as GNU dd prints it (decimal units) */
		if (units_rate(rate, &end, UNITS_DECIMAL, UNITS_COMMA_NONE,
			       &v) ||
		    *skip_blank(end) || !(v > 0)) {
			ingest_warn_at(ctx, tl.s,
				       "a bench.sh 'I/O speed' line without a "
				       "rate iodb reads: not imported");
			continue;
		}
		res.cond.op = IODB_OP_WRITE;
		res.cond.pattern = IODB_PATTERN_SEQ;
		res.cond.iodepth = 1;
		res.cond.numjobs = 1;
		if (is_nench) {
			/* bs=64k count=16k conv=fdatasync, every version */
			res.cond.bs = 65536;
			res.cond.direct = 0;
			res.io_bytes = 65536.0 * 16384;
		}
		res.bw_bytes = v;
		ret = bench_emit(ctx, &res, line.no);
		if (ret)
			return ret;
		(*runs)++;
	}
	return 0;
}

/*
 * The direction every dd command in buf (len bytes) gives, templates
 * (dd_cmd.templ) and commands as typed alike, when there is one template
 * at least and they all agree on a read or a write: the runs their
 * program printed with no command shown are of that direction.
 * IODB_OP_UNKNOWN otherwise (no template, a copy, one unknown, two
 * directions).
 */
static int template_op(const char *buf, size_t len)
{
	struct dd_cmd *c = malloc(sizeof(*c));
	struct line_iter it;
	struct text_line line;
	int op = IODB_OP_UNKNOWN, templ = 0, ok = 1;

	if (!c)
		return IODB_OP_UNKNOWN;
	lines_init(&it, buf, len);
	while (ok && lines_next(&it, &line)) {
		struct text_line tl = line_trim(line);
		struct iodb_result res = IODB_RESULT_INIT;
		const char *device;
		int got;

		if (tl.len < 4 || tl.len >= DD_LINE_MAX ||
		    !memmem(tl.s, tl.len, "dd ", 3))
			continue;
		memset(c, 0, sizeof(*c));
		got = gap_command(tl.s, tl.s + tl.len, line.no, c, 0);
		/* "run('dd if=/dev/zero of={} ...'.format(p))": the command
		 * in a string a program's code passes on */
		for (size_t q = 0;
		     q < tl.len && !(got && c->known) && !c->templ; q++) {
			if (tl.s[q] != '\'' && tl.s[q] != '"')
				continue;
			memset(c, 0, sizeof(*c));
			got = gap_command(tl.s + q + 1, tl.s + tl.len, line.no,
					  c, 0);
		}
		if (!(got && c->known) && !c->templ)
			continue;
		templ |= c->templ;
		res.cond.op = IODB_OP_UNKNOWN;
		apply_command(c, DD_GNU, &res, &device, 0, 0);
		if ((res.cond.op != IODB_OP_READ &&
		     res.cond.op != IODB_OP_WRITE) ||
		    (op != IODB_OP_UNKNOWN && (int)res.cond.op != op))
			ok = 0;
		op = (int)res.cond.op;
	}
	free(c);
	return ok && templ ? op : IODB_OP_UNKNOWN;
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	struct dd_reader r = {
	    .st = calloc(1, sizeof(*r.st)),
	    .cmd = malloc(sizeof(*r.cmd)),
	    .sc = calloc(1, sizeof(*r.sc)),
	    .t = malloc(DD_TEXT_MAX),
	};
	struct dd_state *st = r.st;
	struct line_iter it;
	struct text_line line;
	const char *para = NULL; /* where the current paragraph starts */
	long para_no = 0;
	struct sd_block sd;
	int ret = 0;
	char fb[160]; /* what a cut run found (cut_found()) */

	if (!st || !r.cmd || !r.sc || !r.t) {
		ret = -ENOMEM;
		goto out;
	}
	st->ns_per_s = units_time_factor("s", 1);
	if (!ctx->report)
		st->captions = block_captions(buf, len);
	st->buf = buf;
	st->len = len;
	st->templ_op = template_op(buf, len);
	lines_init(&it, buf, len);
	while (lines_next(&it, &line)) {
		struct text_line tl = line_trim(line);
		int cols = 0;

		if (!tl.len) {
			para = NULL;
		} else if (!para) {
			para = line.s;
			para_no = line.no;
		}
		struct text_line cont = {NULL, 0, 0};
		struct line_iter peek = it;

		if (tl.len >= DD_TEXT_MAX || memchr(tl.s, '\0', tl.len))
			continue;
		if (sd_start(&r, it, line, &sd)) {
			/* two outputs shown by `diff -y` */
			ret = read_sdiff(ctx, &r, &sd);
			if (ret)
				goto out;
			it = sd.after;
			para = NULL;
			continue;
		}
		/* a summary wrapped onto the next line: both are read as
		 * one */
		if (!it.cr && lines_next(&peek, &cont)) {
			cont = line_trim(cont);
			if (continued_command(tl, &cont, &peek) ||
			    wrapped(&r, tl, cont) ||
			    command_wrapped(tl, cont) || pipe_wrapped(tl, cont))
				it = peek;
			else
				cont.len = 0;
			/* "dd ... ; dd" / "if=... count=64 ;dd" / "if=...
			 * count=64 ;": dd's chained on one command line
			 * wrapped over more lines, read as one */
			for (struct text_line last = cont, next;
			     cont.len && chain_operands(last) == 2 &&
			     !peek.cr && lines_next(&peek, &next);
			     last = next) {
				next = line_trim(next);
				if (!next.len ||
				    (size_t)(next.s + next.len - tl.s) + 1 >=
					DD_TEXT_MAX ||
				    memchr(next.s, '\0', next.len) ||
				    !(chain_operands(next) ||
				      operands_only(next)))
					break;
				cont.len = (size_t)(next.s + next.len - cont.s);
				it = peek;
			}
		}
		ret = read_line(ctx, &r, tl, cont, line.no, it.cr, &cols);
		if (ret)
			goto out;
		if (cols) {
			/* outputs side by side: the paragraph again, a
			 * column at a time (what its lines above said -
			 * title, command - is each column's) */
			const char *end = line.s + line.len;
			struct text_line more;
			struct line_iter look = it;

			while (lines_next(&look, &more) &&
			       line_trim(more).len) {
				end = more.s + more.len;
				it = look;
			}
			if (st->cmd.known && st->cmd.line >= para_no)
				memset(&st->cmd, 0, sizeof(st->cmd));
			ret = read_columns(ctx, &r, para, end, para_no, line,
					   cols);
			if (ret)
				goto out;
			para = NULL;
		}
	}
	ret = end_group(ctx, st, END_OF_INPUT);
	if (!ret)
		ret = flush_held(ctx, st);
	if (ret)
		goto out;
	ret = bad_runs(ctx, st);
	if (ret)
		goto out;
	ret = cut_runs(ctx, st);
	if (ret)
		goto out;
	if (!st->runs) {
		int bench = 0;

		/* no dd output of its own: a bench.sh's lines */
		ret = bench_runs(ctx, buf, len, &bench);
		if (ret || bench)
			goto out;
	}
	if (!st->runs) {
		if (st->nostore_at)
			ret = ingest_error_at(ctx, st->nostore_at,
					      "dd measured no storage here "
					      "(a generator into a pipe, "
					      "/dev/null or a file in RAM "
					      "such as /dev/shm, a ramdisk; "
					      "the terminal to itself): "
					      "no result");
		else if (st->net_at)
			ret = ingest_error_at(ctx, st->net_at,
					      "dd's data went over a network "
					      "here (a pipe to ssh, nc): no "
					      "result");
		else if (st->setup_at)
			ret = ingest_error_at(ctx, st->setup_at,
					      "dd only wrote a setup file "
					      "here (a key, a boot sector, "
					      "a piece cut out of a file or "
					      "laid into an image): no "
					      "result");
		else if (st->procedure_at)
			ret = ingest_error_at(ctx, st->procedure_at,
					      "dd only wrote firmware or boot "
					      "files to devices here, steps of "
					      "the procedure the text walks "
					      "through: no result");
		else if (st->empty_at)
			ret = ingest_error_at(ctx, st->empty_at,
					      "dd copied nothing (an error "
					      "above?): no result in this "
					      "output");
		else if (st->damaged_at)
			ret = ingest_error_at(
			    ctx, st->damaged_at,
			    "dd's printed rate '%s' is not "
			    "its %.0f bytes in %.9g s (%.6g "
			    "bytes/s; more than twice off: "
			    "the summary is damaged or "
			    "misread): no result",
			    st->damaged_rate, st->damaged_bytes,
			    st->damaged_secs,
			    st->damaged_bytes / st->damaged_secs);
		else if (st->running_at)
			ret =
			    ingest_error_at(ctx, st->running_at,
					    "dd's report on SIGINFO only (the "
					    "'load: ... cmd: dd' line above "
					    "it), the state of a dd still "
					    "running: no result");
		else if (st->last_progress_at)
			ret = ingest_error_at(
			    ctx, st->last_progress_at,
			    "expected dd's final summary after the "
			    "status=progress line, found %s",
			    cut_found(ctx, st->last_progress_at, fb,
				      sizeof(fb)));
		else
			ret = ingest_error_at(ctx, NULL,
					      "expected a dd transfer summary "
					      "('N bytes (...) copied, T s, "
					      "R/s' or 'N bytes transferred in "
					      "T secs (R bytes/sec)'), found "
					      "none");
	}
out:
	free(r.t);
	free(r.sc);
	free(r.cmd);
	if (st)
		free(st->orphan);
	free(st);
	return ret;
}

/*
 * Summaries (GNU, BusyBox, BSD, any translation) make a dd file; records
 * lines and a dd command line make it surer.  Records lines alone are a
 * weak sign (a run cut before its summary still goes to this importer,
 * which then says what is missing).
 */
/*
 * Whether line s (n bytes) may hold a records count or a summary: both
 * start with a run of digits at a word's start (records may have a glued
 * non-ASCII prefix), followed by a space or a non-ASCII byte (a summary's
 * "1073741824 bytes", "1073741824バイト"), or by '+' and a digit (records'
 * "512+0").  Any digit run that follows a non-digit is tried, so this
 * holds on every line scan_line() would find an item on; it fails on
 * nearly every line of other tools' outputs ("IOPS=9447, BW=590MiB/s").
 */
static size_t item_at(const char *s, size_t n)
{
	typedef unsigned char v16 __attribute__((vector_size(16)));
	size_t i = 0;

	/* every digit run starts after a non-digit: what matters is a digit
	 * followed by a space, a non-ASCII byte, or '+' and a digit */
	for (; i + 17 <= n; i += 16) {
		v16 x, y, m;
		uint64_t w[2];

		memcpy(&x, s + i, 16);
		memcpy(&y, s + i + 1, 16);
		m = (v16)(x >= '0') & (v16)(x <= '9');
		m &= (v16)(y == ' ') | (v16)(y >= 0x80) | (v16)(y == '+');
		memcpy(w, &m, 16);
		if (w[0] | w[1])
			break; /* a candidate: the bytes below tell */
	}
	for (; i + 1 < n; i++) {
		if (!is_digit(s[i]))
			continue;
		if (s[i + 1] == ' ' || is_high(s[i + 1]) ||
		    (s[i + 1] == '+' && i + 2 < n && is_digit(s[i + 2])))
			return i;
	}
	return n;
}

static int may_hold_item(const char *s, size_t n)
{
	return item_at(s, n) < n;
}

/* Whether the line before the one at s (in buf) is a dd command (with
 * prose, after words ending in ':' too: "- Command: dd if=..."). */
static int above_command(const char *buf, const char *s, struct dd_cmd *c,
			 int prose)
{
	const char *e = s, *b;

	while (e > buf && (e[-1] == '\n' || e[-1] == '\r' || is_blank(e[-1])))
		e--;
	b = e;
	while (b > buf && b[-1] != '\n' && b[-1] != '\r')
		b--;
	b = skip_blank(b);
	return e > b && e - b < DD_LINE_MAX && gap_command(b, e, 0, c, prose) &&
	       c->known;
}

/* The line right before the one at s (in buf), its blanks trimmed: [*b,
 * *e); 0 when there is none or it is empty. */
static int line_above(const char *buf, const char *s, const char **b,
		      const char **e)
{
	const char *p = s;

	while (p > buf && p[-1] != '\n' && p[-1] != '\r')
		p--;
	if (p == buf)
		return 0;
	p--;
	if (p > buf && *p == '\n' && p[-1] == '\r')
		p--;
	*e = p;
	while (*e > buf && is_blank((*e)[-1]))
		(*e)--;
	*b = *e;
	while (*b > buf && (*b)[-1] != '\n' && (*b)[-1] != '\r')
		(*b)--;
	*b = skip_blank(*b);
	return *e > *b && *e - *b < DD_LINE_MAX;
}

/*
 * The probe's count over the lines of buf: summaries and records lines,
 * and (with commands set) whether a dd command line is there too.
 */
static void probe_lines(const char *buf, size_t len, struct dd_cmd *cmd,
			struct dd_scan *sc, char *t, int *summaries,
			int *records, int *commands)
{
	struct line_iter it;
	struct text_line line;

	lines_init(&it, buf, len < DD_PROBE_BYTES ? len : DD_PROBE_BYTES);
	for (;;) {
		struct text_line tl;
		const char *at, *expected, *gap = t;
		int may;

		if (!commands) {
			/* only a line with a candidate is looked at: the
			 * lines before the next one in the text are passed
			 * at once (a pair never spans a line end; trimming
			 * only drops some) */
			size_t n = (size_t)(it.end - it.p);
			const char *c = it.p + item_at(it.p, n);

			if (c == it.end)
				break;
			while (c > it.p && c[-1] != '\n' && c[-1] != '\r')
				c--;
			it.p = c;
		}
		if (!lines_next(&it, &line))
			break;
		tl = line_trim(line);
		may = tl.len && tl.len < DD_TEXT_MAX &&
		      may_hold_item(tl.s, tl.len);

		if (!may && !commands)
			continue;
		if (!tl.len || tl.len >= DD_TEXT_MAX ||
		    memchr(tl.s, '\0', tl.len))
			continue;
		line_copy(tl, t, DD_TEXT_MAX);
		unescape_breaks(t);
		comment_summary(t);
		/* a bare "8.1 s, 132 MB/s": a summary when the line above
		 * is a dd command */
		sc->bare_ok = may && bare_time_rate(t) &&
			      above_command(buf, tl.s, cmd, 0);
		if (may && !sc->bare_ok && strstr(t, " copied in ") &&
		    above_command(buf, tl.s, cmd, 1))
			retyped_summary(t);
		if (!may) {
			sc->n = 0; /* what scan_line() would find: nothing */
		} else if (scan_line(t, sc, cmd, &at, &expected) < 0) {
			/* a summary wrapped onto the next line */
			struct line_iter peek = it;
			struct text_line cont;

			if (*at || !lines_next(&peek, &cont))
				continue;
			cont = line_trim(cont);
			if (!cont.len || tl.len + 1 + cont.len >= DD_TEXT_MAX ||
			    memchr(cont.s, '\0', cont.len))
				continue;
			join_copy(tl, cont, t);
			if (scan_line(t, sc, cmd, &at, &expected) < 0)
				continue;
			it = peek;
			tl.len = strlen(t);
		}
		for (int i = 0; i < sc->n; i++) {
			*summaries += sc->item[i].kind == DD_ITEM_SUM;
			*records += sc->item[i].kind == DD_ITEM_REC;
			gap = sc->item[i].to;
		}
		if (commands && gap_command(gap, t + tl.len, 0, cmd, 0)) {
			*commands = 1;
			return;
		}
	}
}

/*
 * Summaries (GNU, BusyBox, BSD, any translation) make a dd file; records
 * lines and a dd command line make it surer.  Records lines alone are a
 * weak sign (a run cut before its summary still goes to this importer,
 * which then says what is missing).  The command is looked for only once
 * a summary is found: most files probed hold none.
 */
static int probe(const char *buf, size_t len)
{
	/* on the stack (about 30 KiB): three mallocs and frees of this size
	 * for every file detected were a tenth of a reader's time */
	struct dd_cmd cmd_s, *cmd = &cmd_s;
	struct dd_scan sc_s, *sc = &sc_s;
	char t[DD_TEXT_MAX];
	int summaries = 0, records = 0, commands = 0, score = 0;

	probe_lines(buf, len, cmd, sc, t, &summaries, &records, NULL);
	if (!summaries && records < 2 &&
	    bench_text(buf, len < DD_PROBE_BYTES ? len : DD_PROBE_BYTES))
		return 55; /* a bench.sh's "I/O speed" lines */
	if (summaries) {
		int s2 = 0, r2 = 0;

		probe_lines(buf, len, cmd, sc, t, &s2, &r2, &commands);
		score = 60 + (records ? 15 : 0) + (commands ? 10 : 0);
	} else if (records >= 2) {
		score = 35;
	}
	return score;
}

int dd_line_no_storage(const char *s, size_t len)
{
	struct dd_cmd c;

	return gap_command(s, s + len, 0, &c, 0) && no_storage(&c, NULL);
}

int dd_line_summary(const char *s, size_t len)
{
	struct dd_summary sum;
	const char *at = NULL, *expected = NULL;
	char t[256];

	while (len && (*s == ' ' || *s == '\t'))
		s++, len--;
	if (!len || len >= sizeof(t) || *s < '0' || *s > '9')
		return 0;
	memcpy(t, s, len);
	t[len] = '\0';
	return parse_summary(t, &sum, &at, &expected) == 1;
}

double dd_line_bytes(const char *s, size_t len)
{
	struct dd_cmd c;
	char count[32];
	const char *e = s + len;
	size_t n;
	double v;

	/* "i=$(date +%s); dd ...; echo ...": the dd command of the line */
	for (const char *p = s; p + 3 <= e; p++)
		if (!memcmp(p, "dd ", 3) && p > s && strchr(" ;(", p[-1]) &&
		    memchr(s, ';', (size_t)(p - s))) {
			s = p;
			break;
		}
	if (!gap_command(s, e, 0, &c, 0) || strcmp(c.in, "/dev/zero") ||
	    c.pipe_in[0] || c.pipe[0] || !c.bs[0] || c.ibs[0] || c.obs[0])
		return NAN;
	n = strlen(c.text);
	if (!operand_in(c.text, n, "count", count, sizeof(count)) ||
	    memmem(c.text, n, "_bytes", 6))
		return NAN;
	v = dd_size(count, DD_GNU) * dd_size(c.bs, DD_GNU);
	return v > 0 && v < 1e18 ? v : NAN;
}

const struct ingest_format ingest_dd = {
    .name = "dd",
    .description = "dd transfer summaries (GNU coreutils in any locale, "
		   "BusyBox, BSD/macOS) with the dd command line",
    .probe = probe,
    .parse = parse,
};
