/*
 * iodb run --engine fio --client HOSTS (cli/run_fleet.h): write the job
 * file, run fio against every server (bench/fio_client.c), import fio's
 * client JSON with the fio JSON importer and store each host's run as a
 * unit of its own through the store sink, then say host by host what was
 * stored and what failed.
 */
#include "cli/run_fleet.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench/fio_client.h"
#include "bench/sysinfo.h"
#include "ingest/ingest.h"
#include "store/sink.h"
#include "store/store.h"
#include "util/strbuf.h"

int run_fleet_option(struct run_fleet_args *a, const char *key, const char *v)
{
	if (!v)
		return cli_usage_error("run", "option '--%s' needs a value",
				       key);
	if (!strcmp(key, "engine")) {
		if (strcmp(v, "fio") && strcmp(v, "iodb"))
			return cli_usage_error("run",
					       "--engine is fio or iodb, not "
					       "'%s'",
					       v);
		a->engine = strcmp(v, "fio") ? NULL : "fio";
		return 0;
	}
	if (a->n_clients >= RUN_FLEET_MAX_CLIENTS)
		return cli_usage_error("run", "too many --client options");
	a->clients[a->n_clients++] = v;
	return 0;
}

/* ---- storing: the importer's records into one unit per host ---------- */

struct host_out {
	int64_t run_id;
	size_t n_results;
};

struct fleet_sink {
	struct store_sink sk;
	char test[64]; /* a test name derived from a job */
	const struct bench_fio_fleet *f;
	const struct bench_job *jobs;
	size_t n_jobs;
	const long *order;
	size_t n_order, k;
	const char *label, *command, *local_json;
	struct host_out *hosts; /* f->n of them, then the sum */
	struct host_out *cur;
	int in_unit;
};

static int fs_run(void *arg, const struct iodb_run *run)
{
	struct fleet_sink *fs = arg;
	struct iodb_run r = *run;
	long idx = fs->k < fs->n_order ? fs->order[fs->k] : -2;
	int ret;

	fs->k++;
	if (fs->in_unit) {
		fs->in_unit = 0;
		ret = store_sink_end(&fs->sk, 0);
		if (ret)
			return ret;
	}
	r.label = fs->label;
	r.command = fs->command;
	if (idx >= 0) {
		r.host = fs->f->hosts[idx].name;
		/* a loopback server is this machine: its description is
		 * known; a remote one is stored with its name only */
		r.system_json = fs->f->hosts[idx].local ? fs->local_json : NULL;
		fs->cur = &fs->hosts[idx];
	} else {
		/* fio's "All clients" sum is no host of its own */
		r.host = NULL;
		r.system_json = NULL;
		fs->cur = &fs->hosts[fs->f->n];
	}
	ret = store_sink_begin(&fs->sk, NULL, r.format, NULL, 0, NULL, NULL);
	if (ret)
		return ret;
	fs->in_unit = 1;
	ret = store_sink_run(&fs->sk, &r);
	if (!ret && idx < 0)
		ret = store_tag_add(fs->sk.st, fs->sk.run_id, "fio",
				    "all clients");
	if (!ret)
		fs->cur->run_id = fs->sk.run_id;
	return ret;
}

/* The job a result ran (same direction, pattern, block size, depth). */
static const struct bench_job *job_of(const struct fleet_sink *fs,
				      const struct iodb_result *res)
{
	for (size_t i = 0; i < fs->n_jobs; i++) {
		const struct bench_job *j = &fs->jobs[i];
		int rnd = bench_rw_random(j->rw);

		if (res->cond.pattern !=
		    (rnd ? IODB_PATTERN_RAND : IODB_PATTERN_SEQ))
			continue;
		if (!(res->cond.op == IODB_OP_READ && bench_rw_reads(j->rw)) &&
		    !(res->cond.op == IODB_OP_WRITE && bench_rw_writes(j->rw)))
			continue;
		if (res->cond.bs != (int64_t)j->bs ||
		    res->cond.iodepth != (int64_t)j->iodepth)
			continue;
		if (res->cond.numjobs >= 0 &&
		    res->cond.numjobs != (int64_t)j->numjobs)
			continue;
		return j;
	}
	return NULL;
}

static int fs_result(void *arg, const struct iodb_result *res)
{
	struct fleet_sink *fs = arg;
	struct iodb_result r = *res;
	const struct bench_job *j = NULL;

	/* the test name iodb gave the job ("SEQ1M Q8T1"); fio's sum calls
	 * every job "All clients" */
	if (!r.test)
		j = job_of(fs, res);
	if (j)
		r.test = j->test
			     ? j->test
			     : bench_test_name(j, fs->test, sizeof(fs->test));
	if (fs->cur)
		fs->cur->n_results++;
	return store_sink_result(&fs->sk, &r);
}

/* ---- the command ------------------------------------------------------ */

static char *command_text(int argc, char **argv, const char *jobtext)
{
	struct strbuf sb = STRBUF_INIT;
	int bad = strbuf_addstr(&sb, "iodb");

	for (int i = 0; i < argc; i++)
		bad |= strbuf_addf(&sb, " %s", argv[i]);
	bad |= strbuf_addf(&sb, "\n%s", jobtext);
	if (bad) {
		strbuf_release(&sb);
		return NULL;
	}
	return strbuf_detach(&sb, NULL);
}

/* The JSON part of fio's output (from the first line that is "{"). */
static const char *json_part(const char *buf)
{
	const char *p = buf;

	while (p && *p && *p != '{') {
		p = strchr(p, '\n');
		p = p ? p + 1 : NULL;
	}
	return p && *p ? p : NULL;
}

int run_fleet(struct cli_env *env, const struct run_fleet_args *a,
	      const struct bench_job *jobs, size_t n, int argc, char **argv)
{
	struct bench_fio_fleet f = BENCH_FIO_FLEET_INIT;
	struct bench_fio_target t = {0};
	struct bench_fio_run fr = {0};
	struct sysinfo_desc sd;
	struct fleet_sink fs;
	struct ingest_ctx ctx;
	struct store_sink_tag tags[3];
	char stem[32], fleet_id[37];
	char **files = NULL, **jobpaths = NULL;
	char *jobtext = NULL, *out = NULL, *cmd = NULL;
	long *order = NULL;
	size_t len = 0, n_order = 0, n_tags = 0, n_ok = 0;
	int ret, status = 1, fio_status = -1, have_sd = 0;

	memset(&sd, 0, sizeof(sd));
	memset(&fs, 0, sizeof(fs));
	if (!a->n_clients)
		return cli_usage_error("run", "--engine fio needs --client "
					      "HOSTS (fio servers)");
	for (size_t i = 0; i < a->n_clients; i++) {
		ret = bench_fio_hosts_add(&f, a->clients[i]);
		if (ret) {
			status = 2;
			goto out;
		}
	}
	if (a->target)
		t.directory = a->target;
	else if (jobs[0].filename && *jobs[0].filename)
		t.filename = jobs[0].filename;
	t.keep = a->keep;
	if (!t.directory && !t.filename) {
		status = cli_usage_error("run", "no TARGET given: a directory "
						"on every host");
		goto out;
	}
	for (size_t i = 0; i < n; i++) {
		if (!jobs[i].size && t.directory) {
			status = cli_usage_error(
			    "run", "--size is needed: the job creates its "
				   "file on every host");
			goto out;
		}
	}
	/* one job file per host: each creates a file of its own name, so
	 * servers sharing a machine (or a network file system) never share
	 * one */
	files = calloc(f.n, sizeof(*files));
	jobpaths = calloc(f.n, sizeof(*jobpaths));
	if (!files || !jobpaths || bench_fio_stem(stem)) {
		cli_error("out of memory");
		goto out;
	}
	for (size_t i = 0; i < f.n; i++) {
		files[i] = malloc(48);
		if (!files[i]) {
			cli_error("out of memory");
			goto out;
		}
		snprintf(files[i], 48, "%s-%zu.dat", stem, i + 1);
	}
	if (bench_fio_check(&f, &t, (const char *const *)files, a->allow))
		goto out;
	for (size_t i = 0; i < f.n; i++) {
		char *text = NULL;
		int fd;

		ret = bench_fio_jobfile(jobs, n, &t, files[i], &text);
		if (ret) {
			status = ret == -EINVAL ? 2 : 1;
			goto out;
		}
		jobpaths[i] = strdup("/tmp/iodb-fleet-XXXXXX.fio");
		fd = jobpaths[i] ? mkstemps(jobpaths[i], 4) : -1;
		if (fd < 0 ||
		    write(fd, text, strlen(text)) != (ssize_t)strlen(text)) {
			cli_error("cannot write a job file: %s",
				  strerror(errno));
			if (fd < 0) {
				free(jobpaths[i]);
				jobpaths[i] = NULL;
			} else {
				close(fd);
			}
			free(text);
			goto out;
		}
		close(fd);
		if (!jobtext)
			jobtext = text; /* the first host's, for the record */
		else
			free(text);
	}
	if (!env->quiet) {
		fprintf(stderr,
			"iodb: sending %zu job%s to %zu host%s (%s%s)\n", n,
			n == 1 ? "" : "s", f.n, f.n == 1 ? "" : "s",
			t.directory ? t.directory : t.filename,
			t.directory ? "/" : "");
		if (t.directory)
			fprintf(stderr, "iodb: each host writes %s/%s-N.dat\n",
				t.directory, stem);
		for (size_t i = 0; i < f.n; i++)
			fprintf(stderr, "iodb:   %s: fio --client=%s\n",
				f.hosts[i].name, f.hosts[i].fio_arg);
	}
	fr.fio = getenv("IODB_FIO");
	fr.jobfiles = (const char *const *)jobpaths;
	fr.progress = isatty(2) && !env->quiet;
	fr.verbose = env->verbose;
	for (size_t i = 0; i < n; i++)
		fr.planned_s +=
		    (double)(jobs[i].runtime_ns + jobs[i].ramp_ns) / 1e9;
	ret = bench_fio_client_run(&fr, &f, &out, &len, &fio_status);
	if (ret)
		goto out;

	/* this machine's description, for servers on loopback addresses */
	if (!sysinfo_collect(t.directory ? t.directory : t.filename, &sd))
		have_sd = 1;
	order = calloc(f.n + 1, sizeof(*order));
	cmd = command_text(argc, argv, jobtext);
	fs.hosts = calloc(f.n + 1, sizeof(*fs.hosts));
	if (!order || !cmd || !fs.hosts) {
		cli_error("out of memory");
		goto out;
	}
	for (size_t i = 0; i <= f.n; i++)
		fs.hosts[i].run_id = -1;
	if (bench_fio_client_order(&f, out, len, order, f.n + 1, &n_order)) {
		cli_error("fio printed no client results (exit status %d)",
			  fio_status);
		goto report;
	}
	if (store_uuid(fleet_id)) {
		cli_error("no randomness for the fleet's identity");
		goto out;
	}
	tags[n_tags++] = (struct store_sink_tag){"fleet", fleet_id};
	tags[n_tags++] = (struct store_sink_tag){"engine", "fio"};
	if (a->profile)
		tags[n_tags++] = (struct store_sink_tag){"profile", a->profile};
	store_sink_init(&fs.sk, env->store, tags, n_tags);
	fs.f = &f;
	fs.jobs = jobs;
	fs.n_jobs = n;
	fs.order = order;
	fs.n_order = n_order;
	fs.label = a->label;
	fs.command = cmd;
	fs.local_json = have_sd ? sd.json : NULL;
	memset(&ctx, 0, sizeof(ctx));
	ctx.path = "fio --client output";
	ctx.verbose = env->verbose;
	ctx.sink = (struct ingest_sink){
	    .run = fs_run, .result = fs_result, .arg = &fs};
	ret = ingest_parse(&ctx, ingest_find("fio-json"), out, len);
	if (fs.in_unit)
		store_sink_end(&fs.sk, ret);
	if (!ret)
		ret = store_sink_finish(&fs.sk);
	if (ret) {
		/* the hosts stored before the failure stay stored */
		cli_error("cannot store fio's results of every host");
	}
report:
	if (a->json) {
		const char *j = out ? json_part(out) : NULL;

		if (j)
			fputs(j, stdout);
	}
	for (size_t i = 0; i < f.n; i++) {
		struct host_out *h = fs.hosts ? &fs.hosts[i] : NULL;

		if (f.hosts[i].state == BENCH_FIO_OK && h && h->run_id > 0) {
			n_ok++;
			if (!env->quiet)
				fprintf(stderr,
					"iodb: %s: stored run %" PRId64
					" (%zu results)\n",
					f.hosts[i].name, h->run_id,
					h->n_results);
		} else {
			cli_error("%s: failed: %s", f.hosts[i].name,
				  f.hosts[i].why[0] ? f.hosts[i].why
						    : "not stored");
		}
	}
	if (fs.hosts && fs.hosts[f.n].run_id > 0 && !env->quiet)
		fprintf(stderr,
			"iodb: all clients (fio's sum): stored run %" PRId64
			" (%zu results); fleet %s\n",
			fs.hosts[f.n].run_id, fs.hosts[f.n].n_results,
			fleet_id);
	status = n_ok == f.n && !ret ? 0 : 1;
out:
	for (size_t i = 0; jobpaths && i < f.n; i++) {
		if (jobpaths[i])
			unlink(jobpaths[i]);
		free(jobpaths[i]);
	}
	for (size_t i = 0; files && i < f.n; i++)
		free(files[i]);
	free(jobpaths);
	free(files);
	if (have_sd)
		sysinfo_release(&sd);
	free(fs.hosts);
	free(order);
	free(cmd);
	free(out);
	free(jobtext);
	bench_fio_fleet_release(&f);
	return status;
}
