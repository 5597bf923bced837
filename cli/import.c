/*
 * iodb import: read files (or stdin), detect their format, parse, and store
 * each source in one transaction, or print what would be stored.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/commands.h"
#include "ingest/ingest.h"
#include "ingest/record.h"
#include "report/report.h"
#include "store/hash.h"

const char import_usage[] =
    "usage: iodb import [OPTIONS] FILE|DIR|- ...\n"
    "\n"
    "Import benchmark outputs into the database.  Each file is one source,\n"
    "stored once (by SHA-256: importing the same content again adds\n"
    "nothing) and in one transaction (a file that fails leaves the\n"
    "database as it was; the other files still import).  A directory is\n"
    "walked recursively; '-' reads standard input.  The format is detected\n"
    "from the content, never from the file name.\n"
    "\n"
    "Options:\n"
    "  --format F       read every file as format F instead of detecting\n"
    "  --label L        label the runs L (what you compare: a system,\n"
    "                   a tier, a driver); overrides a label in the file\n"
    "  --host H         the host the runs were made on\n"
    "  --device D       the device the runs measured\n"
    "  --tag K=V        tag the runs (repeatable)\n"
    "  --job-file FILE  a fio job file or command line whose options fill\n"
    "                   in conditions the output does not state\n"
    "  --map FILE       how to read the result tables of a document that\n"
    "                   iodb cannot read on its own (docs/documents.md)\n"
    "  --dry-run        parse and print what would be stored; write nothing\n"
    "  --format-out F   with --dry-run: json (the export contract, default)\n"
    "                   or table\n"
    "\n"
    "Formats: fio-json (also json+), fio-text, fio-terse, dd, hdparm,\n"
    "iozone, cdm (CrystalDiskMark), kdiskmark, hdtune (HD Tune), and\n"
    "document (blog posts and wiki pages in text, Markdown or HTML, with\n"
    "tool outputs and hand-made result tables; their datasheet figures\n"
    "are stored as datasheet specs).\n"
    "\n"
    "Ends with 'imported N results from M files (W warnings, E errors)' on\n"
    "stderr.  Exit status 1 when any file failed, 2 on a usage error.\n";

struct tag {
	const char *key, *value;
};

struct import {
	struct cli_env *env;
	const struct ingest_format *fmt;
	const char *label, *host, *device;
	struct tag tags[16];
	size_t n_tags;
	const char *hint;
	const char *map;
	int dry_run;
	enum report_export_format out_fmt;
	struct report_export *ex;

	/* per source */
	const char *path;
	int64_t source_id;
	int64_t run_id;
	int64_t dry_runs;    /* provisional run numbers of a dry run */
	struct iodb_run run; /* the current run, overrides applied */
	char *run_strings[12];

	/* totals */
	unsigned files, failed, skipped, results, specs, warnings, errors;
};

static void free_run_copy(struct import *im)
{
	for (size_t i = 0; i < 12; i++) {
		free(im->run_strings[i]);
		im->run_strings[i] = NULL;
	}
}

/* Keep a copy of the run (dry runs print it with each result). */
static void copy_run(struct import *im, const struct iodb_run *run)
{
	const char **f[] = {
	    &im->run.format,	   &im->run.tool,    &im->run.tool_version,
	    &im->run.label,	   &im->run.host,    &im->run.device,
	    &im->run.device_model, &im->run.command, &im->run.options_json,
	    &im->run.system_json,  &im->run.status};

	free_run_copy(im);
	im->run = *run;
	im->run.extras = NULL;
	im->run.n_extras = 0;
	for (size_t i = 0; i < sizeof(f) / sizeof(f[0]); i++) {
		im->run_strings[i] = *f[i] ? strdup(*f[i]) : NULL;
		*f[i] = im->run_strings[i];
	}
}

static int on_run(void *arg, const struct iodb_run *run)
{
	struct import *im = arg;
	struct iodb_run r = *run;
	int ret = 0;

	if (im->label)
		r.label = im->label;
	if (im->host)
		r.host = im->host;
	if (im->device)
		r.device = im->device;
	if (im->dry_run) {
		copy_run(im, &r);
		im->run_id = ++im->dry_runs;
		return 0;
	}
	ret = store_run_add(im->env->store, im->source_id, &r, &im->run_id);
	for (size_t i = 0; !ret && i < im->n_tags; i++)
		ret = store_tag_add(im->env->store, im->run_id, im->tags[i].key,
				    im->tags[i].value);
	return ret;
}

static int on_result(void *arg, const struct iodb_result *res)
{
	struct import *im = arg;

	if (im->run_id <= 0) {
		cli_error("%s: error: the importer gave a result before its "
			  "run (a bug in iodb)",
			  im->path);
		return -EPROTO;
	}
	if (im->dry_run) {
		struct store_row row = {.run_id = im->run_id,
					.source = im->path,
					.run = &im->run,
					.res = res};

		return report_export_row(im->ex, &row);
	}
	return store_result_add(im->env->store, im->run_id, res, NULL);
}

static int on_spec(void *arg, const struct iodb_spec *spec)
{
	struct import *im = arg;

	if (im->dry_run) {
		if (!im->env->quiet)
			fprintf(stderr,
				"iodb: %s:%ld: datasheet figure: %s %s %s = "
				"%s\n",
				im->path, spec->line,
				spec->vendor ? spec->vendor : "", spec->model,
				spec->metric,
				spec->value_text ? spec->value_text : "?");
		return 0;
	}
	return store_spec_add(im->env->store, im->source_id, spec, NULL);
}

/* Read all of fd into im->buf; returns the length or a negative errno. */
/*
 * The pipeline: a reader thread reads, hashes and parses each file into a
 * recording (ingest/record.h) while the calling thread stores the previous
 * ones, in order; on two cores the parse and the SQLite work overlap.
 * Parsers keep no globals, so they run on the reader thread unchanged.
 */
struct job {
	const char *path; /* as shown in messages */
	char *buf;	  /* the file's content (hashed by the writer) */
	char sha[65];
	size_t size;
	const char *format; /* the importer's name, NULL when none */
	struct ingest_record *rec;
	int ret; /* read or parse status */
	unsigned warnings, errors, results, specs;
};

#define QUEUE_CAP 32

struct queue {
	pthread_mutex_t mu;
	pthread_cond_t more, room;
	struct job *q[QUEUE_CAP];
	size_t head, count;
	int done; /* the reader has pushed its last job */
	int stop; /* the writer gave up: the reader stops early */
};

struct reader {
	struct import *im;
	struct queue *qu;
	char *const *paths;
	size_t n;
	char *buf;
	size_t cap;
};

/* Read all of fd into r->buf; returns the length or a negative errno. */
static ssize_t slurp(struct reader *r, int fd)
{
	size_t n = 0;

	for (;;) {
		ssize_t k;

		if (r->cap - n < 65536) {
			size_t nc = r->cap ? r->cap * 2 : 1 << 20;
			char *nb = realloc(r->buf, nc);

			if (!nb)
				return -ENOMEM;
			r->buf = nb;
			r->cap = nc;
		}
		k = read(fd, r->buf + n, r->cap - n - 1);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			return -errno;
		if (k == 0)
			break;
		n += (size_t)k;
	}
	r->buf[n] = '\0';
	return (ssize_t)n;
}

/* Read, hash and parse one file into job. */
static void read_job(struct reader *r, const char *arg, struct job *job)
{
	struct ingest_ctx ctx = {0};
	const struct ingest_format *f = r->im->fmt;
	int fd = 0;
	ssize_t n;

	job->path = strcmp(arg, "-") ? arg : "<stdin>";
	if (strcmp(arg, "-")) {
		fd = open(arg, O_RDONLY | O_CLOEXEC);
		if (fd < 0) {
			cli_error("%s: error: cannot open: %s", arg,
				  strerror(errno));
			job->ret = -errno;
			job->errors = 1;
			return;
		}
	}
	n = slurp(r, fd);
	if (fd)
		close(fd);
	if (n < 0) {
		cli_error("%s: error: cannot read: %s", job->path,
			  strerror((int)-n));
		job->ret = (int)n;
		job->errors = 1;
		return;
	}
	job->size = (size_t)n;
	job->rec = ingest_record_new();
	/* the writer hashes it: it has time to spare, the reader has not */
	job->buf = malloc(job->size + 1);
	if (job->buf)
		memcpy(job->buf, r->buf, job->size);
	if (!job->buf || !job->rec) {
		cli_error("%s: error: out of memory", job->path);
		job->ret = -ENOMEM;
		job->errors = 1;
		return;
	}
	if (!f)
		f = ingest_detect(r->buf, job->size, NULL);
	job->format = f ? f->name : NULL;
	ctx.path = job->path;
	ctx.verbose = r->im->env->verbose;
	ctx.hint_command = r->im->hint;
	ctx.table_map = r->im->map;
	ctx.sink = ingest_record_sink(job->rec);
	job->ret = ingest_parse(&ctx, f, r->buf, job->size);
	if (!job->ret && ingest_record_failed(job->rec)) {
		cli_error("%s: error: out of memory", job->path);
		job->ret = -ENOMEM;
		ctx.errors++;
	}
	if (!job->ret && ctx.results == 0 && ctx.specs == 0) {
		cli_error("%s: error: no results found in this file",
			  job->path);
		ctx.errors++;
		job->ret = -ENOMSG;
	}
	job->warnings = ctx.warnings;
	job->errors = ctx.errors ? ctx.errors : job->ret ? 1 : 0;
	job->results = ctx.results;
	job->specs = ctx.specs;
}

static void *reader_main(void *arg)
{
	struct reader *r = arg;
	struct queue *qu = r->qu;

	for (size_t i = 0; i < r->n; i++) {
		struct job *job = calloc(1, sizeof(*job));

		if (job)
			read_job(r, r->paths[i], job);
		pthread_mutex_lock(&qu->mu);
		while (qu->count == QUEUE_CAP && !qu->stop)
			pthread_cond_wait(&qu->room, &qu->mu);
		if (qu->stop || !job) {
			pthread_mutex_unlock(&qu->mu);
			if (job) {
				ingest_record_free(job->rec);
				free(job->buf);
			}
			free(job);
			break;
		}
		qu->q[(qu->head + qu->count++) % QUEUE_CAP] = job;
		pthread_cond_signal(&qu->more);
		pthread_mutex_unlock(&qu->mu);
	}
	pthread_mutex_lock(&qu->mu);
	qu->done = 1;
	pthread_cond_signal(&qu->more);
	pthread_mutex_unlock(&qu->mu);
	return NULL;
}

/* The next job in order, or NULL when the reader is done. */
static struct job *next_job(struct queue *qu)
{
	struct job *job = NULL;

	pthread_mutex_lock(&qu->mu);
	while (!qu->count && !qu->done)
		pthread_cond_wait(&qu->more, &qu->mu);
	if (qu->count) {
		job = qu->q[qu->head];
		qu->head = (qu->head + 1) % QUEUE_CAP;
		qu->count--;
		pthread_cond_signal(&qu->room);
	}
	pthread_mutex_unlock(&qu->mu);
	return job;
}

/* Store (or, in a dry run, print) one parsed job as one unit. */
static int store_job(struct import *im, struct job *job)
{
	struct ingest_sink sink = {
	    .run = on_run, .result = on_result, .spec = on_spec, .arg = im};
	struct store *st = im->env->store;
	int64_t old;
	int ret = job->ret;

	im->path = job->path;
	im->run_id = 0;
	im->warnings += job->warnings;
	if (ret) {
		im->errors += job->errors;
		return ret;
	}
	if (im->dry_run) {
		ret = ingest_record_replay(job->rec, &sink);
		goto count;
	}
	ret = hash_sha256_hex(job->buf, job->size, job->sha);
	if (!ret)
		ret = store_source_find(st, job->sha, &old);
	if (ret == 1) {
		if (!im->env->quiet)
			fprintf(stderr,
				"iodb: %s: already imported (same content as "
				"source %lld); nothing added\n",
				job->path, (long long)old);
		im->skipped++;
		return 0;
	}
	if (ret == 0)
		ret = store_begin(st);
	if (!ret)
		ret = store_source_add(st, job->path, job->sha,
				       (int64_t)job->size, job->format,
				       &im->source_id);
	if (!ret)
		ret = ingest_record_replay(job->rec, &sink);
	if (ret)
		store_rollback(st);
	else
		ret = store_commit(st);
count:
	if (ret) {
		im->errors++;
		return ret;
	}
	im->results += job->results;
	im->specs += job->specs;
	return 0;
}
static void progress(struct import *im, unsigned total, int done)
{
	static struct timespec start, last;
	struct timespec now;

	if (im->env->quiet || !isatty(2) || total < 2)
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	if (!start.tv_sec && !start.tv_nsec) {
		start = now;
		last = now;
		return;
	}
	if (!done && (now.tv_sec - last.tv_sec) * 1000000000L +
			     (now.tv_nsec - last.tv_nsec) <
			 200000000L)
		return;
	if (now.tv_sec - start.tv_sec < 1)
		return;
	last = now;
	fprintf(stderr, "\rimporting: %u/%u files, %u results%s", im->files,
		total, im->results, done ? "\n" : "");
}

struct pathlist {
	char **v;
	size_t n, cap;
};

static int pathlist_add(struct pathlist *pl, const char *p)
{
	if (pl->n == pl->cap) {
		size_t nc = pl->cap ? pl->cap * 2 : 64;
		char **nv = realloc(pl->v, nc * sizeof(*nv));

		if (!nv)
			return -ENOMEM;
		pl->v = nv;
		pl->cap = nc;
	}
	pl->v[pl->n] = strdup(p);
	return pl->v[pl->n++] ? 0 : -ENOMEM;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Add path, or every regular file under it when it is a directory. */
static int collect(struct pathlist *pl, const char *path)
{
	struct stat sb;
	struct pathlist sub = {0};
	struct dirent *de;
	DIR *d;
	int ret = 0;

	if (strcmp(path, "-") && !stat(path, &sb) && S_ISDIR(sb.st_mode)) {
		d = opendir(path);
		if (!d) {
			cli_error("%s: error: cannot open directory: %s", path,
				  strerror(errno));
			return -errno;
		}
		while ((de = readdir(d)) != NULL) {
			char child[4096];

			if (de->d_name[0] == '.')
				continue;
			snprintf(child, sizeof(child), "%s/%s", path,
				 de->d_name);
			ret = pathlist_add(&sub, child);
			if (ret)
				break;
		}
		closedir(d);
		qsort(sub.v, sub.n, sizeof(*sub.v), cmp_str);
		for (size_t i = 0; i < sub.n; i++) {
			if (!ret)
				ret = collect(pl, sub.v[i]);
			free(sub.v[i]);
		}
		free(sub.v);
		return ret;
	}
	return pathlist_add(pl, path);
}

/* Run the pipeline over every path; 0, or <0 when it could not start. */
static int import_all(struct import *im, const struct pathlist *pl)
{
	struct queue qu = {.mu = PTHREAD_MUTEX_INITIALIZER,
			   .more = PTHREAD_COND_INITIALIZER,
			   .room = PTHREAD_COND_INITIALIZER};
	struct reader r = {.im = im, .qu = &qu, .paths = pl->v, .n = pl->n};
	struct job *job;
	pthread_t tid;
	int fatal = 0;

	if (pthread_create(&tid, NULL, reader_main, &r)) {
		cli_error("error: cannot start the reader thread");
		return -EAGAIN;
	}
	while ((job = next_job(&qu)) != NULL) {
		im->files++;
		if (fatal) {
			im->failed++;
		} else if (store_job(im, job)) {
			im->failed++;
			/* a store that cannot write (disk full, locked)
			 * fails every file after it: stop reading */
			if (!job->ret && !im->dry_run) {
				pthread_mutex_lock(&qu.mu);
				qu.stop = fatal = 1;
				pthread_cond_signal(&qu.room);
				pthread_mutex_unlock(&qu.mu);
			}
		}
		ingest_record_free(job->rec);
		free(job->buf);
		free(job);
		progress(im, (unsigned)pl->n, 0);
	}
	pthread_join(tid, NULL);
	im->failed += (unsigned)(pl->n - im->files);
	if (fatal)
		cli_error("error: stopped at the database error above: %u of "
			  "%zu files not imported",
			  im->failed, pl->n);
	free(r.buf);
	return 0;
}
static int read_text(const char *path, const char *what, char **out)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t n = 0;
	long len;

	if (!f) {
		cli_error("%s: error: cannot open the %s: %s", path, what,
			  strerror(errno));
		return -errno;
	}
	len = fseek(f, 0, SEEK_END) ? -1 : ftell(f);
	if (len >= 0 && !fseek(f, 0, SEEK_SET)) {
		buf = malloc((size_t)len + 1);
		if (buf)
			n = fread(buf, 1, (size_t)len, f);
	}
	fclose(f);
	if (!buf)
		return -ENOMEM;
	buf[n] = '\0';
	*out = buf;
	return 0;
}

static const char *const opts[] = {"--format",	   "--label", "--host",
				   "--device",	   "--tag",   "--job-file",
				   "--format-out", "--map",   NULL};

/* Apply option opts[k] with value v; 0, or an exit status. */
static int import_option(struct import *im, size_t k, const char *v,
			 char **hint, char **map)
{
	const char *eq;

	switch (k) {
	case 0:
		im->fmt = ingest_find(v);
		if (!im->fmt)
			return cli_usage_error("import",
					       "no format called '%s'", v);
		break;
	case 1: im->label = v; break;
	case 2: im->host = v; break;
	case 3: im->device = v; break;
	case 4:
		eq = strchr(v, '=');
		if (!eq || eq == v || im->n_tags >= 16)
			return cli_usage_error("import",
					       "--tag needs KEY=VALUE (at most "
					       "16), found '%s'",
					       v);
		im->tags[im->n_tags].key = strndup(v, (size_t)(eq - v));
		im->tags[im->n_tags++].value = eq + 1;
		break;
	case 5:
		free(*hint);
		*hint = NULL;
		if (read_text(v, "job file", hint))
			return 1;
		im->hint = *hint;
		break;
	case 7:
		free(*map);
		*map = NULL;
		if (read_text(v, "table map", map))
			return 1;
		im->map = *map;
		break;
	default: /* --format-out */
		if (report_export_format_parse(v, &im->out_fmt) ||
		    im->out_fmt == REPORT_EXPORT_CSV)
			return cli_usage_error("import",
					       "--format-out takes json or "
					       "table, found '%s'",
					       v);
		break;
	}
	return 0;
}

int cmd_import(int argc, char **argv, struct cli_env *env)
{
	struct import im = {.env = env, .out_fmt = REPORT_EXPORT_JSON};
	struct pathlist pl = {0};
	char *hint = NULL, *map = NULL;
	int i, ret = 0, status = 0;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i], *v = NULL;
		size_t k;
		int r = 0;

		if (!strcmp(a, "--")) {
			i++;
			break;
		}
		if (a[0] != '-' || !strcmp(a, "-"))
			break;
		if (!strcmp(a, "--dry-run")) {
			im.dry_run = 1;
			continue;
		}
		for (k = 0; opts[k]; k++) {
			r = cli_opt_value("import", opts[k], argc, argv, &i,
					  &v);
			if (r)
				break;
		}
		if (r < 0) {
			status = 2;
			goto out;
		}
		if (!opts[k]) {
			status =
			    cli_usage_error("import", "unknown option '%s'", a);
			goto out;
		}
		status = import_option(&im, k, v, &hint, &map);
		if (status)
			goto out;
	}
	if (i >= argc) {
		status =
		    cli_usage_error("import", "nothing to import: give files, "
					      "directories or '-'");
		goto out;
	}
	for (; i < argc; i++) {
		ret = collect(&pl, argv[i]);
		if (ret) {
			status = 1;
			goto out;
		}
	}
	if (!im.dry_run && store_open(env->db_path, 0, &env->store)) {
		status = 1;
		goto out;
	}
	if (im.dry_run && report_export_begin(stdout, im.out_fmt, &im.ex)) {
		status = 1;
		goto out;
	}
	if (import_all(&im, &pl)) {
		status = 1;
		goto out;
	}
	progress(&im, (unsigned)pl.n, 1);
	if (im.ex && report_export_end(im.ex))
		status = 1;
	if (!env->quiet) {
		fprintf(stderr,
			"%s %u result%s from %u file%s (%u warning%s, %u "
			"error%s)",
			im.dry_run ? "would import" : "imported", im.results,
			im.results == 1 ? "" : "s",
			im.files - im.failed - im.skipped,
			im.files - im.failed - im.skipped == 1 ? "" : "s",
			im.warnings, im.warnings == 1 ? "" : "s", im.errors,
			im.errors == 1 ? "" : "s");
		if (im.specs)
			fprintf(stderr, "; %u datasheet figure%s", im.specs,
				im.specs == 1 ? "" : "s");
		if (im.skipped)
			fprintf(stderr, "; %u already imported", im.skipped);
		fputc('\n', stderr);
	}
	if (im.failed)
		status = 1;
out:
	for (size_t k = 0; k < pl.n; k++)
		free(pl.v[k]);
	free(pl.v);
	for (size_t k = 0; k < im.n_tags; k++)
		free((char *)im.tags[k].key);
	free_run_copy(&im);
	free(hint);
	free(map);
	return status;
}
