/*
 * The runner's fio options: one option given on the command line
 * (--bs=4k) or in a fio job file, and the job-file reader ([global] and
 * job sections, key=value, bare booleans, ';' and '#' comments).  Option
 * names and kinds come from fio's one table (ingest/fio_options.h); this
 * file binds the ones `iodb run` supports to struct bench_job.
 */
#ifndef IODB_BENCH_JOBFILE_H
#define IODB_BENCH_JOBFILE_H

#include <stddef.h>

#include "bench/bench.h"

struct fio_option;
struct bench_jobbind;

/* One fio option as the runner knows it. */
struct bench_jobopt {
	const struct fio_option *fio;	  /* name and kind of value */
	const struct bench_jobbind *bind; /* where it goes in a job */
};

/*
 * The option called name ("bs", "blocksize", "direct") into *o.  Returns
 * 0, or -ENOENT when iodb run does not know it.
 */
int bench_jobopt_find(const char *name, struct bench_jobopt *o);

/* 1 when o changes nothing here (group_reporting, thread, ...). */
int bench_jobopt_ignored(const struct bench_jobopt *o);

/* 1 when o needs a value; 0 for a boolean, which may stand alone. */
int bench_jobopt_takes_value(const struct bench_jobopt *o);

/*
 * Set option o of j from v (NULL for a bare boolean); where names the
 * place in messages ("command line", "FILE:LINE").  String values are
 * borrowed: v must outlive j.  Returns 0, or -EINVAL after reporting
 * "WHERE: invalid value 'V' for 'NAME'" through diag_error().
 */
int bench_jobopt_set(struct bench_job *j, const struct bench_jobopt *o,
		     const char *v, const char *where);

/*
 * fio's booleans: NULL (a bare flag), 1, true, yes, on -> 1; 0, false, no,
 * off -> 0.  Returns 0, or -EINVAL for anything else.
 */
int bench_bool_parse(const char *v, int *out);

struct bench_jobfile {
	char *text; /* modified in place: the jobs' strings point into it */
	char *orig; /* the file as read, for the run's command */
	struct bench_job *jobs;
	size_t n;
};

#define BENCH_JOBFILE_INIT                                                     \
	{                                                                      \
		NULL, NULL, NULL, 0                                            \
	}

/*
 * Read the jobs of a fio job file: text (NUL-terminated, malloc'ed; jf
 * takes it over in every case) read from path (for messages).  [global]
 * sets defaults for the job sections after it; each other [section] is a
 * job named after it, starting from BENCH_JOB_INIT.  An option iodb run
 * does not support is skipped with a warning.  Returns 0 with jf->jobs
 * (jf->n >= 1), -EINVAL after reporting "PATH:LINE: error: ..." through
 * diag_error(), or -ENOMEM.  Release jf with bench_jobfile_release()
 * whatever the result.
 */
int bench_jobfile_parse(struct bench_jobfile *jf, const char *path, char *text);

/* Free what jf holds; jf is then empty (BENCH_JOBFILE_INIT). */
void bench_jobfile_release(struct bench_jobfile *jf);

#endif
