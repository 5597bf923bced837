/*
 * fio's job conditions from a command line ("fio --rw=randread --bs=4k
 * --name=a ...") or a job file ([global] / [job] INI sections), for the
 * fio text and terse importers, the runner and any other importer that
 * sees a fio command beside its output.
 *
 * Only what a comparison needs is kept: rw, rwmixread, bs, iodepth,
 * numjobs, direct, size, runtime, ioengine, filename, group_reporting,
 * time_based, lat_percentiles (which latency terse percentiles are).
 * Values follow fio's own option rules: sizes with k/m/g are binary
 * (kb_base=1024; UNITS_FIO_OPTION), a bare runtime is seconds.  A value
 * that does not parse is left unknown rather than guessed.
 */
#ifndef IODB_INGEST_FIO_OPTIONS_H
#define IODB_INGEST_FIO_OPTIONS_H

#include <stddef.h>
#include <stdint.h>

#include "model/model.h"

struct fio_opts {
	char name[128];	    /* job name; "" unknown */
	char rw[32];	    /* "randrw", "read", ... without ":N"; "" */
	char ioengine[64];  /* "" unknown */
	char filename[256]; /* "" unknown */
	double size;	    /* bytes; NAN */
	double runtime_ns;  /* the runtime= option; NAN */
	int64_t bs_write;   /* write block size when bs=R,W differ; -1 */
	int bs_split; /* bssplit= set bs: its one size, or unknown (several) */
	/* bs (the read block size), iodepth, numjobs, direct and
	   mix_read_pct (rwmixread); op and pattern stay unknown (see rw) */
	struct iodb_cond cond;
	int group_reporting, time_based; /* 1, 0, -1 unknown */
	int lat_percentiles;		 /* 1, 0, -1 unknown */
	int verify; /* verify= reads back what it wrote: 1, 0 none, -1 */
	/* filename=, directory=, opendir=, nrfiles= or read_iolog= given
	   (a shell variable's value too): the job's file is not its name */
	int file_set;
	int n_set;  /* how many options were recognized */
	int n_jobs; /* jobs the text defines (--name, [sections]); 0 none */
};

/* Set every field of o to unknown. */
void fio_opts_init(struct fio_opts *o);

/*
 * Parse a shell command line (s, len bytes; backslash-newline
 * continuations, quotes and a leading prompt are tolerated) holding
 * "fio --opt=val ..." or just "--opt=val ..." options.  Options before the
 * first --name are global; each --name starts a job.  Fills *out with the
 * global options plus those of the job called job (NULL: the first job).
 * Returns 0 (even when nothing was recognized: see out->n_set), -EINVAL
 * when s holds no option at all.  Keeps no pointer into s.
 */
int fio_options_parse_cmdline(const char *s, size_t len, const char *job,
			      struct fio_opts *out);

/*
 * A line holding fio options alone, as a job file or a person writes them
 * ("bssplit=4k/100", "bs=4k iodepth=32", "--rw=randread"): every word a
 * known option with a value it takes.  Returns 0 with *out filled, or
 * -EINVAL when the line holds anything else.  Keeps no pointer into s.
 */
int fio_options_parse_line(const char *s, size_t len, struct fio_opts *out);

/*
 * Parse a fio job file (s, len bytes): the section of job job (the one
 * whose name= says job, else the section named job; NULL: the first
 * non-global section) and the [global] sections above it.  Several job
 * files one after another (a command running them all) read as one.
 * Comments (';', '#' lines, a '#' after a blank ending a value) and
 * unknown options are skipped.  Returns 0, or -EINVAL when s has no
 * section.
 * Keeps no pointer into s.
 */
int fio_options_parse_jobfile(const char *s, size_t len, const char *job,
			      struct fio_opts *out);

/*
 * Whether the fio command line s (len bytes) runs a job file: a word after
 * "fio" that is neither an option nor its value, and reads as a file's
 * path ("job.fio", "tools/randread"; not "/dev/sdb", not "$JOB").  0 or 1.
 */
int fio_options_cmdline_jobfile(const char *s, size_t len);

/*
 * Whether fio command (or job file) c sets its rw from a shell variable
 * ("rw=$WRITE_MODE", "--rw=${mode}", "-rw ${TEST}"): one job a script
 * runs in several modes.  0 or 1.
 */
int fio_options_rw_variable(const char *c);

/*
 * Whether the fio command line s (len bytes) runs the job file file: one of
 * its job file words (as fio_options_cmdline_jobfile() reads them) whose
 * last part ("jobs/seq.fio" gives "seq.fio") is file's last part; any
 * job file when file is NULL.  0 or 1.
 */
int fio_options_cmdline_runs(const char *s, size_t len, const char *file);

/*
 * The last part of the first job file fio command line s (len bytes) runs
 * (as fio_options_cmdline_jobfile() reads it: "./xfs.fio" gives "xfs.fio")
 * into out (size n).  1 when there is one, else 0 (out emptied).
 */
int fio_options_cmdline_jobfile_name(const char *s, size_t len, char *out,
				     size_t n);

/*
 * The one job fio reports as group group ("Run status group 2 (all
 * jobs):") among the jobs command line cmd (cmd_len bytes, may be NULL)
 * or job file jf (jf_len bytes, may be NULL; the one the command runs)
 * define.  fio numbers groups from 0 in the order the jobs are declared
 * (init.c, add_job()): a job with stonewall (wait_for_previous) or
 * new_group, its own or from the global options above it, starts the
 * next group unless no job came before; the clones numjobs makes stay
 * in their job's group.  Copies the job's name into name (n bytes) and
 * returns 0 when the group holds that one job and no other job has its
 * name; -ENOENT when it holds several jobs or none, or what the text
 * sets is unsure (a value that does not parse, "--name=global",
 * "--section=", several job files, a command and a job file both
 * defining jobs); -ENOMEM.  Keeps no pointer into cmd or jf.
 */
int fio_options_group_job(const char *cmd, size_t cmd_len, const char *jf,
			  size_t jf_len, long group, char *name, size_t n);

/*
 * Where the job file in s (len bytes) starts: the offset of its first
 * "[section]" line, or -1 when there is none.  A command line followed by
 * the job file it runs ("fio --bs=4k job.fio" then "[global]" ...) has
 * one after its first line.
 */
long fio_options_jobfile_start(const char *s, size_t len);

/*
 * Either of the above: a text whose first non-blank, non-comment line is a
 * "[section]" is a job file; a command line followed by a job file is
 * both, the command line's options defaults that the job file's override
 * (fio reads options given before a job file as global defaults); anything
 * else a command line.
 */
int fio_options_parse_any(const char *s, size_t len, const char *job,
			  struct fio_opts *out);

/*
 * Merge: every field unknown in dst is taken from src.  dst's own values
 * always win.
 */
void fio_opts_fill(struct fio_opts *dst, const struct fio_opts *src);

/*
 * Where the shell's comment on command line s (len bytes) starts: a '#'
 * that begins a word outside quotes ("--bs=128k \\  # block size"), the
 * blanks before it left out; len when there is none.  A '\\' before the
 * comment is kept: the author meant the command to go on.
 */
size_t fio_options_comment_at(const char *s, size_t len);

/*
 * Where a fio command starts inside one line of text ("$ sudo fio --bs=4k
 * ...", "root@h:~# fio job.fio", a versioned binary "./fio-3.28 --bs=4k"):
 * returns the offset of "fio" and sets
 * *cmd_len to the length up to the end of the line (trailing blanks and
 * anything from a closing backquote removed), or returns -1 when the line
 * holds no fio command.  A line that lost the start of "fio" ("io --size=1G
 * --direct=1", "o --rw=read --bs=4k": what is left of a quoted command a
 * mail client cut) is a command when every word after that rest is a
 * "--key=value" of fio's (or one of its flags alone), two at least: the
 * offset is that of its first option.
 */
long fio_options_find_command(const char *line, size_t len, size_t *cmd_len);

/*
 * A fio command on line (len bytes; the line starts at at in the text that
 * starts at begin) whose options are shell variables set above it: "fio
 * $OPTS --filename=/dev/ram0" under 'OPTS="--direct=1 --rw=randread
 * ..."', its first word a variable ("$OPTS", "${OPTS}", "\"$OPTS\"").
 * Every such word is replaced by the nearest value above (within 40
 * lines; a quoted value may span lines), which must be a list of options
 * only.  Returns the offset of "fio" and sets *out to the command (caller
 * frees), or returns -1 (*out NULL) when the line runs no such command or
 * a variable's value is not shown.
 */
long fio_options_expand_command(const char *begin, const char *at,
				const char *line, size_t len, char **out);

/*
 * cmd with each option value that is a shell variable ("--numjobs=${njobs}",
 * "-numjobs $njobs") replaced by the value the document (begin to end)
 * gives it for the output at at: one value set ("njobs=6", in a script or
 * in prose), or of several the nearest above at with no fio command line
 * between; never a loop's variable or a computed value.  Returns the new
 * command (caller frees), or NULL when no value was replaced.
 */
char *fio_options_resolve_vars(const char *cmd, const char *begin,
			       const char *end, const char *at);

/*
 * Shared by the fio importers (implemented in ingest/fio_terse.c): the
 * terse version a line starts with ("3;fio-3.33;..." gives 3), or 0 when
 * it is no terse line.
 */
int fio_terse_version(const char *s, size_t len);

/*
 * Parse one terse line (s, len bytes, a pointer into ctx->buf; line number
 * no) and emit its results through ctx, after its run when emit_run.  The
 * conditions it does not carry come from cmd (a fio command line, may be
 * NULL) and ctx->hint_command.  Returns 0 or a negative errno after the
 * message.  Keeps no pointer into s.
 */
struct ingest_ctx;
int fio_terse_line(struct ingest_ctx *ctx, const char *s, size_t len, long no,
		   const char *cmd, int emit_run);

/*
 * Fill what res does not already state from o for the direction op:
 * pattern and mix (from rw), bs, iodepth, numjobs, direct.  A value res
 * already holds is never changed.
 */
void fio_opts_apply(const struct fio_opts *o, enum iodb_op op,
		    struct iodb_result *res);

/*
 * Whether fio ran at depth 1 a job whose iodepth (> 1) said more: its
 * engine is synchronous, or no engine is named and fio's note (note) said
 * it capped the depth.  The engine to name in the warning
 * (FIO_DEPTH_CAPPED_FMT), or NULL when the depth stands.
 */
const char *fio_depth_capped(const char *engine, int note, long long iodepth);
/*
 * Whether fio runs a job at depth 1 whatever its iodepth: its engine is
 * synchronous, or no engine is named and fio's note (note) says it capped
 * the depth.  For a job whose iodepth nothing states.
 */
int fio_depth_one(const char *engine, int note);
#define FIO_DEPTH_CAPPED_FMT                                                   \
	"ioengine=%s runs one I/O at a time: iodepth=%lld is stored as 1, "    \
	"the depth fio ran (fio caps a synchronous engine's depth: "           \
	"'queue depth will be capped at 1')"

struct ingest_ctx;
/*
 * A job of run stopped on an error (fio text's "err= 5", a terse line's
 * error field, at at; err the errno): the figures are those of the part
 * that ran, so the run is marked interrupted, with a warning at at
 * (docs/documents.md, "a fio job that stopped on an error").
 */
void fio_job_error(struct ingest_ctx *ctx, struct iodb_run *run, const char *at,
		   long err);

/*
 * Whether fio's ioengine engine does its I/O over the network or to a
 * cluster, not to a local block device: rbd, rados, nbd, http, nfs,
 * libiscsi, rdma, net, netsplice, gfapi, gfapi_async, libhdfs, dfs.
 * The "Disk stats" such a run prints name a local disk (the client's
 * root), never the volume tested.
 */
int fio_engine_remote(const char *engine);

/* Whether line (len bytes) is fio's note that it capped the queue depth. */
int fio_depth_capped_note(const char *line, size_t len);

/* The pattern fio's rw value names: rand* is random, the rest sequential. */
enum iodb_pattern fio_rw_pattern(const char *rw);

/* Whether fio's rw value is a mixed read/write workload (rw, randrw). */
int fio_rw_mixed(const char *rw);

/*
 * The direction of unified_rw_reporting's "mixed" figures (fio sums
 * every direction's I/O into them: sum_thread_stats() in fio's stat.c)
 * for a job of fio's rw value rw: its one direction when rw runs one
 * ("randwrite": write; "read", "randread", "write", "trim", "randtrim"),
 * else IODB_OP_UNKNOWN (rw, randrw, readwrite, trimwrite, unknown words,
 * NULL).  A writing or trimming job whose verify is 1 read its data back,
 * reads fio counts among the mixed figures: unknown too.
 */
enum iodb_op fio_mixed_op(const char *rw, int verify);

/*
 * The known conditions of o as a JSON object text ({"rw":"randrw",
 * "bs":4096, ...}), or NULL when none is known or memory ran out.  Caller
 * frees with free().
 */
char *fio_opts_json(const struct fio_opts *o);

/*
 * The one table of fio's option names, shared by the importers and the
 * runner's job-file reader (bench/jobfile.c): each name as written in a
 * job file or after "--", the option it is (an alias names its canonical
 * option) and the kind of value it takes.
 */
enum fio_option_kind {
	FIO_OPT_STR,  /* text: name, filename, ioengine, cpus_allowed ... */
	FIO_OPT_RW,   /* read, randwrite, rw, randrw[:N] ... */
	FIO_OPT_PCT,  /* a percent, 0..100 */
	FIO_OPT_SIZE, /* bytes, with k/m/g/t/p suffixes */
	FIO_OPT_UINT, /* a count */
	FIO_OPT_TIME, /* a duration: bare seconds or a suffix (ms, m, h) */
	FIO_OPT_BOOL, /* 0 or 1 (true/false, on/off); a bare name means 1 */
};

struct fio_option {
	const char *name;  /* "blocksize" */
	const char *canon; /* the option it sets: "bs" */
	enum fio_option_kind kind;
	int inverse; /* rwmixwrite sets 100 - rwmixread; buffered, !direct */
};

/* The option called name (case-sensitive, as fio), or NULL when unknown. */
const struct fio_option *fio_option_find(const char *name);

/*
 * Whether option key names a job's files: filename, directory, opendir,
 * nrfiles (nr_files) or read_iolog.  Without any, fio opens a job's name as
 * its file when that is a device.  0 or 1.
 */
int fio_option_names_file(const char *key);

#endif
