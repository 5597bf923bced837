/*
 * iodb import: parse the options, run the import pipeline (ingest/import.h)
 * into the store (store/sink.h) or, with --dry-run, into export rows on
 * stdout, and print the summary.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/commands.h"
#include "ingest/import.h"
#include "report/report.h"
#include "store/merge.h"
#include "store/sink.h"
#include "util/file.h"

const char import_usage[] =
    "usage: iodb import [OPTIONS] FILE|DIR|- ...\n"
    "\n"
    "Import benchmark outputs into the database.  Each file is one source,\n"
    "stored once (by SHA-256: importing the same content again adds\n"
    "nothing) and in one transaction (a file that fails leaves the\n"
    "database as it was; the other files still import).  A directory is\n"
    "walked recursively: what no importer recognizes there (and binary\n"
    "files, FIFOs, sockets, devices) is skipped with a note.  '-' reads\n"
    "standard input.  The format is detected from the content, never\n"
    "from the file name.  Text pasted from web pages, mail or chat is\n"
    "read as the tool printed it: no-break spaces, full-width digits,\n"
    "entities, '> ' quotes, '# ' and '// ' comments, prompts and HTML\n"
    "tags glued to lines, '<br />' joins, a log collector's label on\n"
    "every line, a double-spaced copy's empty lines, a terminal's\n"
    "colour codes and a mail client's wrap of a command or an output\n"
    "line are undone first; UTF-16 (Windows' \"Unicode\") and\n"
    "Windows-1252 files are read as UTF-8, a web page in the charset\n"
    "it declares.\n"
    "Line numbers in messages still point into the file given\n"
    "(docs/documents.md, \"What pasting does to text\").\n"
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
    "Formats: fio-json (also json+), fio-text, fio-terse, fio-summary\n"
    "(kbench, dbench, kubestr and fiomark summaries of fio), dd, hdparm,\n"
    "iozone, cdm (CrystalDiskMark), kdiskmark, hdtune (HD Tune), and\n"
    "document (blog posts and wiki pages in text, Markdown or HTML, with\n"
    "tool outputs and hand-made result tables; their datasheet figures\n"
    "are stored as datasheet specs).\n"
    "\n"
    "Ends with 'imported N results from M files (W warnings, E errors)' on\n"
    "stderr (', S skipped' when a directory held other files).  Exit\n"
    "status 1 when any file failed (a file named here that no importer\n"
    "recognizes fails), 2 on a usage error.\n";

/* The command's options, and the dry run's state. */
struct import {
	struct cli_env *env;
	struct ingest_import_opts o;
	struct store_sink_tag tags[16];
	size_t n_tags;
	int dry_run;
	enum report_export_format out_fmt;

	/* a dry run prints what the sink would store */
	struct report_export *ex;
	const char *path;	    /* the current source */
	const struct iodb_run *run; /* its current run (valid until end) */
	int64_t dry_runs;	    /* provisional run numbers */
};

static int dry_begin(void *arg, const char *path, const char *format,
		     const char *buf, size_t len, const char *sha256,
		     int64_t *seen_id)
{
	struct import *im = arg;

	(void)format;
	(void)buf;
	(void)len;
	(void)sha256;
	(void)seen_id;
	im->path = path;
	im->run = NULL;
	return 0;
}

static int dry_run(void *arg, const struct iodb_run *run)
{
	struct import *im = arg;

	im->run = run;
	im->dry_runs++;
	return 0;
}

static int dry_result(void *arg, const struct iodb_result *res)
{
	struct import *im = arg;
	struct store_row row = {.run_id = im->dry_runs,
				.source = im->path,
				.run = im->run,
				.res = res};

	return report_export_row(im->ex, &row);
}

static int dry_spec(void *arg, const struct iodb_spec *spec)
{
	struct import *im = arg;

	if (!im->env->quiet)
		fprintf(stderr,
			"iodb: %s:%ld: datasheet figure: %s %s %s = %s\n",
			im->path, spec->line, spec->vendor ? spec->vendor : "",
			spec->model, spec->metric,
			spec->value_text ? spec->value_text : "?");
	return 0;
}

static int dry_end(void *arg, int status)
{
	(void)arg;
	(void)status;
	return 0;
}

/* A progress line on a terminal, for imports that take over a second. */
static void progress(void *arg, const struct ingest_import_stats *st,
		     size_t total, int done)
{
	struct import *im = arg;
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
	fprintf(stderr, "\rimporting: %u/%zu files, %u results%s", st->files,
		total, st->results, done ? "\n" : "");
}

static int read_text(const char *path, const char *what, char **out)
{
	*out = util_read_file(path, NULL);
	if (!*out) {
		cli_error("%s: error: cannot read the %s: %s", path, what,
			  strerror(errno));
		return -errno;
	}
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
		im->o.format = ingest_find(v);
		if (!im->o.format)
			return cli_usage_error("import",
					       "no format called '%s'", v);
		break;
	case 1: im->o.label = v; break;
	case 2: im->o.host = v; break;
	case 3: im->o.device = v; break;
	case 4:
		eq = strchr(v, '=');
		if (!eq || eq == v || im->n_tags >= 16)
			return cli_usage_error("import",
					       "--tag needs KEY=VALUE (at most "
					       "16), found '%s'",
					       v);
		/* --tag host=X is --host X (a tag too, as given) */
		if (eq - v == 4 && !strncmp(v, "host", 4) && !im->o.host)
			im->o.host = eq + 1;
		im->tags[im->n_tags].key = strndup(v, (size_t)(eq - v));
		im->tags[im->n_tags++].value = eq + 1;
		break;
	case 5:
		free(*hint);
		*hint = NULL;
		if (read_text(v, "job file", hint))
			return 1;
		im->o.hint_command = *hint;
		break;
	case 7:
		free(*map);
		*map = NULL;
		if (read_text(v, "table map", map))
			return 1;
		im->o.table_map = *map;
		im->o.table_map_path = v;
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

/* "imported N results from M files (W warnings, E errors)" and the rest. */
static void summary(const struct import *im,
		    const struct ingest_import_stats *st)
{
	fprintf(stderr,
		"%s %u result%s from %u file%s (%u warning%s, %u error%s)",
		im->dry_run ? "would import" : "imported", st->results,
		st->results == 1 ? "" : "s", st->imported,
		st->imported == 1 ? "" : "s", st->warnings,
		st->warnings == 1 ? "" : "s", st->errors,
		st->errors == 1 ? "" : "s");
	if (st->skipped)
		fprintf(stderr, ", %u skipped", st->skipped);
	if (st->specs)
		fprintf(stderr, "; %u datasheet figure%s", st->specs,
			st->specs == 1 ? "" : "s");
	if (st->seen)
		fprintf(stderr, "; %u already imported", st->seen);
	fputc('\n', stderr);
}

int cmd_import(int argc, char **argv, struct cli_env *env)
{
	struct import im = {.env = env, .out_fmt = REPORT_EXPORT_JSON};
	struct ingest_import_stats st;
	struct ingest_import_sink sink;
	struct store_sink ss;
	char *hint = NULL, *map = NULL;
	int i, ret, quiet, status = 0;

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
	/* iodb databases among the paths are merged (cli/merge.c) */
	argc = i + (int)import_merge_databases(env, im.dry_run, argv + i,
					       (size_t)(argc - i), &status);
	if (i >= argc)
		goto out;
	im.o.verbose = env->verbose;
	im.o.quiet = env->quiet;
	im.o.progress = progress;
	im.o.progress_arg = &im;
	if (im.dry_run) {
		if (report_export_begin(stdout, im.out_fmt, &im.ex)) {
			status = 1;
			goto out;
		}
		sink = (struct ingest_import_sink){.begin = dry_begin,
						   .run = dry_run,
						   .result = dry_result,
						   .spec = dry_spec,
						   .end = dry_end,
						   .arg = &im};
	} else {
		/* opened by the pipeline while the first files are parsed */
		store_sink_init_path(&ss, env->db_path, im.tags, im.n_tags);
		sink = (struct ingest_import_sink){.start = store_sink_start,
						   .begin = store_sink_begin,
						   .run = store_sink_run,
						   .result = store_sink_result,
						   .spec = store_sink_spec,
						   .end = store_sink_end,
						   .finish = store_sink_finish,
						   .ahead = 1,
						   .arg = &ss};
	}
	ret = ingest_import(&im.o, (const char *const *)argv + i,
			    (size_t)(argc - i), &sink, &st);
	/* no summary when the database could not even be opened */
	quiet = env->quiet || (!im.dry_run && !ss.st);
	if (!im.dry_run) {
		/* the database was built aside (a first import), and
		 * another iodb made it meanwhile: what this one added to it */
		struct store_merge_stats ms;
		int r = store_sink_release(&ss, &ms);

		if (r == 1) {
			st.imported = ms.sources;
			st.seen += ms.sources_seen;
			st.results = ms.results;
			st.specs = ms.specs;
		}
		/* no summary when what it stored was lost (reported) */
		if (r < 0) {
			status = 1;
			quiet = 1;
		}
	}
	if (im.ex && report_export_end(im.ex))
		status = 1;
	if (!quiet)
		summary(&im, &st);
	if (ret || st.failed)
		status = 1;
out:
	for (size_t k = 0; k < im.n_tags; k++)
		free((char *)im.tags[k].key);
	free(hint);
	free(map);
	return status;
}
