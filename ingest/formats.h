/*
 * The format descriptors, one per ingest/<format>.c.  Internal to ingest/:
 * outside code reaches them through ingest_formats[] and ingest_find().
 */
#ifndef IODB_INGEST_FORMATS_H
#define IODB_INGEST_FORMATS_H

#include "ingest/ingest.h"

extern const struct ingest_format ingest_fio_json;  /* fio_json.c */
extern const struct ingest_format ingest_fio_terse; /* fio_terse.c */
extern const struct ingest_format ingest_fio_text;  /* fio_text.c */
extern const struct ingest_format ingest_cdm;	    /* cdm.c */
extern const struct ingest_format ingest_kdiskmark; /* kdiskmark.c */
extern const struct ingest_format ingest_hdtune;    /* hdtune.c */
extern const struct ingest_format ingest_iozone;    /* iozone.c */
extern const struct ingest_format ingest_hdparm;    /* hdparm.c */
extern const struct ingest_format ingest_dd;	    /* dd.c */
extern const struct ingest_format ingest_bonnie;    /* bonnie.c */
extern const struct ingest_format ingest_document;  /* document.c */
/* fio_summary.c */
extern const struct ingest_format ingest_fio_summary;
extern const struct ingest_format ingest_ceph_bench; /* ceph_bench.c */

/* What a rados bench or rbd bench command line (or rbd bench's settings
 * line) says of its run (ceph_bench_command()). */
struct ceph_bench_cmd {
	int known;	 /* set by the caller once read */
	int rbd;	 /* rbd bench (else rados bench) */
	int write_cmd;	 /* rbd bench-write */
	enum iodb_op op; /* IODB_OP_UNKNOWN when it does not say */
	enum iodb_pattern pattern;
	int64_t bs;	 /* -b, --io-size; -1 */
	int64_t iodepth; /* -t, --concurrent-ios, --io-threads; -1 */
	int mix_read;	 /* --rw-mix-read of a readwrite run; -1 */
	size_t at;	 /* where the command (or its wrappers) starts */
};

/*
 * Whether line s (len bytes) runs rados bench ("rados bench -p pool 60
 * write -t 32", "rados -p pool bench 10 seq") or rbd bench ("rbd bench
 * --io-type write --io-pattern rand img", "rbd bench-write img --io-size
 * 4096"): the command first on the line, after a prompt ending in '$',
 * '#' or '>' or after wrappers (sudo, time), optionally in inline code.
 * Fills o with its direction (rados's write/seq/rand, rbd's --io-type or
 * bench-write), pattern (seq/rand, --io-pattern), size (-b, --io-size:
 * K, M, G powers of 1024) and depth (-t, --concurrent-ios,
 * --io-threads), 1; 0 when it is no such command or a value is none
 * the tool takes.  ceph_bench.c.
 */
int ceph_bench_command(const char *s, size_t len, struct ceph_bench_cmd *o);

/*
 * Whether line s (len bytes) is rbd bench's result line: "elapsed: 23
 * ops: 262144 ops/sec: 11012.6 bytes/sec: 43 MiB/s" (prefix "": iops,
 * rate and the whole seconds as runtime) or, with prefix "read_" or
 * "write_", a readwrite run's "read_ops: N read_ops/sec: X
 * read_bytes/sec: Y" (iops and rate).  bytes/sec is a plain number of
 * bytes (before Octopus) or byte_u_t's IEC rate.  Fills r's figures, 1;
 * else 0 (r may be changed).  ceph_bench.c.
 */
int ceph_bench_rbd_line(const char *s, size_t len, const char *prefix,
			struct iodb_result *r);

extern const struct ingest_format ingest_ioping; /* ioping.c */

/*
 * Whether line s (len bytes, blanks around it allowed) is ioping's
 * summary line "9 requests completed in 4.51 ms, 36 KiB read, 1.99 k
 * iops, 7.79 MiB/s": then its figures into r (runtime_ns, io_bytes, iops,
 * bw_bytes; cond.op read, write, or readwrite when no word follows the
 * size: -G), 1; ioping 0.5-0.8's "10 requests completed in 9004.0 ms,
 * 2944 iops, 11.5 mb/s" (no bytes, no direction: runtime_ns, iops,
 * bw_bytes), 2; else 0 (r may be changed).  ioping.c.
 */
int ioping_completed_line(const char *s, size_t len, struct iodb_result *r);

/*
 * Whether line s (len bytes) is ioping's load line "generated 10 requests
 * in 9.01 s, 40 KiB, 1 iops, 4.44 KiB/s": then its figures into r as
 * ioping_completed_line() does (no op), 1; else 0.  ioping.c.
 */
int ioping_generated_line(const char *s, size_t len, struct iodb_result *r);

/*
 * Whether line s (len bytes) is ioping's "min/avg/max/mdev = 415.5 us /
 * 501.6 us / 622.4 us / 59.4 us" (blanks around '/' optional): then min,
 * mean, max and stddev (mdev) into lat in ns, 1; else 0.  ioping.c.
 */
int ioping_latency_line(const char *s, size_t len, struct iodb_lat *lat);

/*
 * ioping 0.5/0.6's "min/avg/max/mdev = 0.2/0.3/0.5/0.1 ms" (bare figures,
 * one unit at the end, as ping's line but with no "rtt" before it): read
 * only under those versions' summary.  1 with lat filled; else 0.
 * ioping.c.
 */
int ioping_old_latency_line(const char *s, size_t len, struct iodb_lat *lat);

/*
 * Whether line s (len bytes) is ioping 0.5-0.8's summary cut before its
 * IOPS, "301 iops, 1.2 mb/s" (size suffixes in lower case, powers of
 * 1024): IOPS and rate into r, 1; else 0.  ioping.c.
 */
int ioping_old_rate_line(const char *s, size_t len, struct iodb_result *r);

/*
 * Whether line s (len bytes, blanks around it allowed) is one of the
 * ioping lines a benchmark script keeps: 2 nench.sh's heading ("ioping:
 * seek rate", "ioping: sequential read speed"), 1 a line such a heading
 * heads (ioping's "min/avg/max/mdev = ..." or "generated N requests in
 * ..."), else 0.  A document reads them apart from the script's other
 * tools' lines around them.  ioping.c.
 */
int ioping_script_line(const char *s, size_t len);

/* What an ioping command line says of its requests (ioping_command()). */
struct ioping_cmd_opts {
	int known;     /* filled from a command */
	int linear;    /* -L, -linear: sequential (else random offsets) */
	int write;     /* -W, -write */
	int readwrite; /* -G, -read-write */
	int direct;    /* -D, -direct: O_DIRECT */
	int64_t bs;    /* -s, -size, bytes; -1 not given */
};

/*
 * Whether line s (len bytes) runs ioping (first on the line, after a
 * prompt's '$', '#' or '>' or after sudo, nohup, time): then its options
 * into o (known 0: the caller sets it), 1; 0 when no ioping command or
 * an option ioping does not have.  ioping.c.
 */
int ioping_command(const char *s, size_t len, struct ioping_cmd_opts *o);

/*
 * Whether line s (len bytes, blanks before it allowed) is a whole summary
 * on its own ("FIO results - 4k RandWrite: 2684 IOPS (10736 KB/s) - ...",
 * PiBenchmarks): a document reads it apart from the lines around it,
 * which are another tool's output.  fio_summary.c.
 */
int fio_summary_line(const char *s, size_t len);

/*
 * Whether line s (len bytes) is a CrystalDiskMark or KDiskMark result
 * table flattened into " | " cells, two tests or more ("SEQ 1MiB (Q=8,
 * T=1) | 178.265 MB/s | 170.0 IOPS | RND 4KiB ... |"): the export's
 * reader reads it, not the table reader.  diskmark.c.
 */
int diskmark_pipe_line(const char *s, size_t len);

/*
 * Whether the dd command on line s (len bytes) reads and writes no
 * storage: a generator (/dev/zero, /dev/urandom) to /dev/null or into a
 * pipe to a checksum or a compressor ("| md5sum", a CPU test), or into a
 * tmpfs file ("of=/dev/shm/rand.dd": RAM), or such a file read back into
 * /dev/null.  dd.c.
 */
int dd_line_no_storage(const char *s, size_t len);

/*
 * The network tool a command's pipe hands data to ("dd if=/dev/zero
 * bs=1500 count=16K | nc -N 10.10.10.2 1111", "dd if=/bin/bash |nc
 * localhost 5500", "... | /usr/bin/ssh -q host dd of=/dev/sdc"): the word
 * after a '|' (not "||"), a "sudo" aside, a path's directories too; NULL
 * none.  s: len bytes.  dd.c.
 */
const char *dd_pipe_network(const char *s, size_t len);

/*
 * Whether line s (len bytes, blanks before it allowed) is a dd summary
 * ("45474304 bytes (45 MB) copied, 414.42 s, 110 kB/s").  dd.c.
 */
int dd_line_summary(const char *s, size_t len);

/*
 * Whether line s (len bytes) is a message dd printed, in any language:
 * "dd: " then a message naming its subject in quotes or a cause after
 * ": " ("dd: error writing '/tmp/x': No space left on device", "dd:
 * 写入\"/tmp/x\" 出错: 设备上没有空间", BSD's "dd: /dev/rdisk2: Operation
 * not permitted"); not a summary cut short ("dd: 22.7 s, 11.8 MB/s") nor
 * a script's title ("dd: sequential write speed").  dd.c.
 */
int dd_message_line(const char *s, size_t len);

/*
 * The bytes the dd command on line s (len bytes) writes when it runs to
 * its end: bs= times count= of a copy from /dev/zero (whole blocks every
 * read; a file or a device may end sooner, a generator read short), no
 * pipe, no ibs=/obs= or count_bytes/skip_bytes.  NAN when not such a
 * command.  dd.c.
 */
double dd_line_bytes(const char *s, size_t len);

/*
 * Whether line s (len bytes) is a separator naming one device between
 * decorations ("=== /dev/sdb ===", "==> /dev/nvme0n1 <==", "----- sda
 * -----"), decorations before it: the device of the outputs below it in
 * a document.  document.c.
 */
int document_separator_line(const char *s, size_t len);

/*
 * Whether text buf (len bytes, normalized) is more than one tool's output
 * with its commands, prompts and blank lines: it holds a heading, a line
 * of prose, a table of results or outputs of two tools
 * (docs/documents.md, "Probe").  A cold path: it reads the whole text as
 * the document importer does.  document.c.
 */
int document_beyond_output(const char *buf, size_t len);

/*
 * The options of iozone command line c that say how its runs ran, one
 * string in a fixed order (two commands stating the same workload give
 * the same string), targets and reports left out; with own_rows, also
 * the sizes and tests an auto table prints itself.  Into out (n bytes);
 * 0, or -1 when c runs no iozone or out is too small.  iozone.c.
 */
int iozone_command_key(const char *c, int own_rows, char *out, size_t n);

/*
 * The iozone test a table's cell names in its words ("4k Random Read"
 * names "random read", "Reread 64k" "reread"): the longest of iozone's
 * test names standing as whole words in s (len bytes, any case), or NULL.
 * iozone.c.
 */
const char *iozone_test_named(const char *s, size_t len);

/*
 * A table's row naming one of hdparm's timings ("Timing cached reads",
 * "buffered disk reads"): hdparm's own test name into test (n bytes),
 * its direction and direct flag (0 buffered, 1 O_DIRECT), 1; else 0.
 * hdparm.c.
 */
int hdparm_test_named(const char *s, size_t len, char *test, size_t n,
		      enum iodb_op *op, int *direct);

/*
 * The timing the hdparm command s (len bytes) runs, when one alone:
 * "hdparm -t" the buffered disk reads, "hdparm -T --direct" the O_DIRECT
 * cached reads (a table's "Command" cell): as hdparm_test_named(), 1;
 * else 0 ("hdparm -tT", no hdparm).  hdparm.c.
 */
int hdparm_command_timing(const char *s, size_t len, char *test, size_t n,
			  enum iodb_op *op, int *direct);

/*
 * Whether Markdown table row s (len bytes) is iozone's auto table header
 * retyped: "| KB | reclen | write | rewrite | random read | ... |", the
 * file size's and the record length's columns, then two of iozone's test
 * names or more in its order, nothing else in a cell.  iozone.c.
 */
int iozone_md_header(const char *s, size_t len);

/*
 * How many figures a row of iozone's auto table holds once its blanks
 * were squeezed away (a page copied as text), as the table's reader
 * places them: header hdr (hl bytes: "kB reclen write rewrite ...
 * freread", iozone's column words in their order) under command cmd (a
 * string holding the iozone command, NULL when none is known): the
 * columns of the tests its -i options ran, or of those and -i 0 (iozone
 * writes the file first: the table's reader takes either), or every
 * column without -i.  Fills n[0..1] with the distinct counts and returns
 * how many (1 or 2); 0 when hdr is no such header.  iozone.c.
 */
int iozone_row_figures(const char *cmd, const char *hdr, size_t hl, int n[2]);

/*
 * A person's table of one iozone test's throughput, a table per test (a
 * kernel mail's): cap (cl bytes) its caption naming the test and nothing
 * else ("** Initial writers **", "Random_readers:", "=== Re-writers
 * ==="), hdr (hl bytes) its header of thread counts ("threads:  1  2
 * 4"), row (rl bytes) its first row ("baseline:  1103360  912585
 * 500065"): how many columns; 0 when they are no such table.  iozone.c.
 */
int iozone_test_table(const char *cap, size_t cl, const char *hdr, size_t hl,
		      const char *row, size_t rl);

/*
 * Whether s (len bytes) is a row of n figures of such a table: its
 * results' or one comparing them ("speed-up(times):  1.93  2.36").
 * iozone.c.
 */
int iozone_test_row(const char *s, size_t len, int n);

#endif
