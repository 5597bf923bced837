/*
 * iodb import: read files (or stdin), detect their format, parse, and store
 * each source in one transaction, or print what would be stored.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/commands.h"
#include "ingest/ingest.h"
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
	"  --dry-run        parse and print what would be stored; write nothing\n"
	"  --format-out F   with --dry-run: json (the export contract, default)\n"
	"                   or table\n"
	"\n"
	"Formats: fio-json (also json+), fio-text, fio-terse, dd, hdparm,\n"
	"iozone, cdm (CrystalDiskMark), kdiskmark, hdtune (HD Tune).\n"
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
	int dry_run;
	enum report_export_format out_fmt;
	struct report_export *ex;

	/* per source */
	const char *path;
	int64_t source_id;
	int64_t run_id;
	int64_t dry_runs; /* provisional run numbers of a dry run */
	struct iodb_run run; /* the current run, overrides applied */
	char *run_strings[12];

	/* totals */
	unsigned files, failed, skipped, results, specs, warnings, errors;
	char *buf;
	size_t cap;
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
	const char **f[] = { &im->run.format,	    &im->run.tool,
			     &im->run.tool_version, &im->run.label,
			     &im->run.host,	    &im->run.device,
			     &im->run.device_model, &im->run.command,
			     &im->run.options_json, &im->run.system_json,
			     &im->run.status };

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
		ret = store_tag_add(im->env->store, im->run_id,
				    im->tags[i].key, im->tags[i].value);
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
		struct store_row row = { .run_id = im->run_id,
					 .source = im->path,
					 .run = &im->run,
					 .res = res };

		return report_export_row(im->ex, &row);
	}
	return store_result_add(im->env->store, im->run_id, res, NULL);
}

static int on_spec(void *arg, const struct iodb_spec *spec)
{
	struct import *im = arg;

	im->specs++;
	if (im->dry_run) {
		if (!im->env->quiet)
			fprintf(stderr,
				"iodb: %s:%ld: datasheet figure: %s %s %s = "
				"%s\n",
				im->path, spec->line,
				spec->vendor ? spec->vendor : "",
				spec->model, spec->metric,
				spec->value_text ? spec->value_text : "?");
		return 0;
	}
	return store_spec_add(im->env->store, im->source_id, spec, NULL);
}

/* Read all of fd into im->buf; returns the length or a negative errno. */
static ssize_t slurp(struct import *im, int fd)
{
	size_t n = 0;

	for (;;) {
		ssize_t k;

		if (im->cap - n < 65536) {
			size_t nc = im->cap ? im->cap * 2 : 1 << 20;
			char *nb = realloc(im->buf, nc);

			if (!nb)
				return -ENOMEM;
			im->buf = nb;
			im->cap = nc;
		}
		k = read(fd, im->buf + n, im->cap - n - 1);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			return -errno;
		if (k == 0)
			break;
		n += (size_t)k;
	}
	im->buf[n] = '\0';
	return (ssize_t)n;
}

static int import_buffer(struct import *im, const char *path, size_t len)
{
	struct ingest_ctx ctx = { 0 };
	char sha[65];
	int64_t old;
	int ret;

	im->path = path;
	im->run_id = 0;
	ret = hash_sha256_hex(im->buf, len, sha);
	if (ret)
		return ret;
	if (!im->dry_run) {
		ret = store_source_find(im->env->store, sha, &old);
		if (ret < 0)
			return ret;
		if (ret == 1) {
			if (!im->env->quiet)
				fprintf(stderr,
					"iodb: %s: already imported (same "
					"content as source %lld); nothing "
					"added\n",
					path, (long long)old);
			im->skipped++;
			return 0;
		}
	}
	ctx.path = path;
	ctx.verbose = im->env->verbose;
	ctx.hint_command = im->hint;
	ctx.sink.run = on_run;
	ctx.sink.result = on_result;
	ctx.sink.spec = on_spec;
	ctx.sink.arg = im;
	if (!im->dry_run) {
		const struct ingest_format *f = im->fmt;

		if (!f)
			f = ingest_detect(im->buf, len, NULL);
		ret = store_begin(im->env->store);
		if (ret)
			return ret;
		ret = store_source_add(im->env->store, path, sha,
				       (int64_t)len, f ? f->name : NULL,
				       &im->source_id);
		if (ret)
			goto out;
		ret = ingest_parse(&ctx, f, im->buf, len);
	} else {
		ret = ingest_parse(&ctx, im->fmt, im->buf, len);
	}
	if (!ret && ctx.results == 0 && ctx.specs == 0) {
		cli_error("%s: error: no results found in this file", path);
		ctx.errors++;
		ret = -ENOMSG;
	}
out:
	if (!im->dry_run) {
		if (ret)
			store_rollback(im->env->store);
		else
			ret = store_commit(im->env->store);
	}
	im->warnings += ctx.warnings;
	im->errors += ctx.errors;
	if (!ret)
		im->results += ctx.results;
	else if (!ctx.errors)
		im->errors++;
	return ret;
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
	fprintf(stderr, "\rimporting: %u/%u files, %u results%s",
		im->files, total, im->results, done ? "\n" : "");
}

static int import_path(struct import *im, const char *path, unsigned total)
{
	int fd, ret;
	ssize_t n;

	im->files++;
	if (!strcmp(path, "-")) {
		fd = 0;
		path = "<stdin>";
	} else {
		fd = open(path, O_RDONLY | O_CLOEXEC);
		if (fd < 0) {
			cli_error("%s: error: cannot open: %s", path,
				  strerror(errno));
			im->errors++;
			return -errno;
		}
	}
	n = slurp(im, fd);
	if (fd)
		close(fd);
	if (n < 0) {
		cli_error("%s: error: cannot read: %s", path,
			  strerror((int)-n));
		im->errors++;
		return (int)n;
	}
	ret = import_buffer(im, path, (size_t)n);
	progress(im, total, 0);
	return ret;
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
	struct pathlist sub = { 0 };
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

static int read_hint(const char *path, char **out)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t n = 0;
	long len;

	if (!f) {
		cli_error("%s: error: cannot open the job file: %s", path,
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

static const char *const opts[] = { "--format",	"--label",
				     "--host",		"--device",
				     "--tag",		"--job-file",
				     "--format-out",	NULL };

/* Apply option opts[k] with value v; 0, or an exit status. */
static int import_option(struct import *im, size_t k, const char *v,
			 char **hint)
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
		if (read_hint(v, hint))
			return 1;
		im->hint = *hint;
		break;
	default:
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
	struct import im = { .env = env, .out_fmt = REPORT_EXPORT_JSON };
	struct pathlist pl = { 0 };
	char *hint = NULL;
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
			status = cli_usage_error("import",
						 "unknown option '%s'", a);
			goto out;
		}
		status = import_option(&im, k, v, &hint);
		if (status)
			goto out;
	}
	if (i >= argc) {
		status = cli_usage_error("import",
					 "nothing to import: give files, "
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
	for (size_t k = 0; k < pl.n; k++) {
		if (import_path(&im, pl.v[k], (unsigned)pl.n))
			im.failed++;
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
	free(im.buf);
	free(hint);
	return status;
}
