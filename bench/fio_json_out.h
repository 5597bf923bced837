/*
 * The runner's output in fio's JSON format (fio 3.x, "fio version" set to
 * BENCH_VERSION), so tools that read fio JSON - and `iodb import` - read
 * it; and the conditions of the runner's jobs as the JSON object stored
 * with the run (runs.options_json).
 */
#ifndef IODB_BENCH_FIO_JSON_OUT_H
#define IODB_BENCH_FIO_JSON_OUT_H

#include <stddef.h>
#include <stdint.h>

#include "bench/bench.h"

/* The runner's tool version, as runs and its fio JSON name it. */
#define BENCH_VERSION "iodb-0.1"

/*
 * n outcomes of a run started at t0 (unix seconds) as a fio JSON
 * document (pretty-printed, no final newline).  Returns the text (caller
 * frees with free()), or NULL when memory ran out.
 */
char *bench_fio_json(const struct bench_outcome *o, size_t n, int64_t t0);

/*
 * The same with an "iodb" object naming the runner's version and the
 * host, device and device model (each may be NULL) it ran on, so `iodb
 * import` reads the document back as the iodb run it was.
 */
char *bench_fio_json_from(const struct bench_outcome *o, size_t n, int64_t t0,
			  const char *host, const char *device,
			  const char *device_model);

/*
 * The conditions of n jobs as one compact JSON object: the job's options
 * flat for one job, a "jobs" array for more, with where each ran (from
 * out, n_out outcomes; may be fewer than n), and the run's profile and
 * job file (NULL: none) and whether destructive writes were allowed.
 * Returns the text (caller frees with free()), or NULL on no memory.
 */
char *bench_options_json(const struct bench_job *jobs, size_t n,
			 const struct bench_outcome *out, size_t n_out,
			 const char *profile, const char *job_file, int allow);

#endif
