/*
 * iodb run --engine fio --client HOSTS: the same jobs on every fio server
 * of a fleet (bench/fio_client.h), fio's client JSON imported with the
 * fio JSON importer, one run per host stored as its own unit.
 */
#ifndef IODB_CLI_RUN_FLEET_H
#define IODB_CLI_RUN_FLEET_H

#include <stddef.h>

#include "bench/bench.h"
#include "cli/cli.h"

#define RUN_FLEET_MAX_CLIENTS 32

/* What cli/run.c parsed for a fleet run. */
struct run_fleet_args {
	const char *engine; /* "fio"; NULL: the built-in runner */
	const char *clients[RUN_FLEET_MAX_CLIENTS]; /* --client values */
	size_t n_clients;
	/* filled by cmd_run from its own options */
	const char *target; /* a directory on every host */
	const char *label, *profile;
	int allow, keep, json;
};

/*
 * --engine V or --client V of `iodb run` into a.  Returns 0, or 2 after
 * a usage error.
 */
int run_fleet_option(struct run_fleet_args *a, const char *key, const char *v);

/*
 * Run jobs[0..n) on every host of a->clients with fio, store one run per
 * host that answered (and fio's "All clients" sum as a run of its own),
 * name the hosts that failed.  Returns the exit status: 0 every host
 * stored, 1 a host failed or nothing could be stored, 2 usage error.
 */
int run_fleet(struct cli_env *env, const struct run_fleet_args *a,
	      const struct bench_job *jobs, size_t n, int argc, char **argv);

#endif
