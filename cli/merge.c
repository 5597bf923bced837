/*
 * iodb merge OTHER.db ...: copy another iodb database's runs, results,
 * sources and datasheet figures into this one (store/merge.h); also what
 * `iodb import` does with a path that is an SQLite file.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/commands.h"
#include "store/merge.h"
#include "store/store.h"

const char merge_usage[] =
    "usage: iodb merge OTHER.db ...\n"
    "\n"
    "Merge other iodb databases (made on other hosts, copied here) into\n"
    "this one: their sources, runs, results, tags and datasheet figures.\n"
    "The other files are only read; one of an older schema is migrated in\n"
    "a temporary copy.  Nothing is stored twice: a source whose content\n"
    "(SHA-256) is here already is skipped with its runs, a run made by\n"
    "'iodb run' is recognized by its UUID, a datasheet figure equal in\n"
    "every column is kept once; so merging the same database again adds\n"
    "nothing.  Copied runs keep their host, device, label, tags and\n"
    "times, and record the database they came from (column 'origin').\n"
    "Each source with its runs, and each run without a source, is stored\n"
    "in one transaction.  'iodb import OTHER.db' does the same.\n"
    "\n"
    "Ends with 'merged N runs (R results) from M sources ...' on stderr.\n"
    "Exit status 1 when a database could not be merged, 2 on a usage\n"
    "error.  See docs/fleet.md.\n";

static void summary(const char *path, const struct store_merge_stats *s)
{
	fprintf(stderr,
		"iodb: %s: merged %u run%s (%u results) from %u source%s "
		"and %u datasheet figure%s",
		path, s->runs, s->runs == 1 ? "" : "s", s->results, s->sources,
		s->sources == 1 ? "" : "s", s->specs, s->specs == 1 ? "" : "s");
	if (s->sources_seen || s->runs_seen || s->specs_seen)
		fprintf(stderr,
			"; already here: %u source%s, %u run%s, %u figure%s",
			s->sources_seen, s->sources_seen == 1 ? "" : "s",
			s->runs_seen, s->runs_seen == 1 ? "" : "s",
			s->specs_seen, s->specs_seen == 1 ? "" : "s");
	fputc('\n', stderr);
}

static int merge_one(struct store *st, const char *path, int quiet)
{
	struct store_merge_stats s;
	int ret = store_merge(st, path, &s);

	if (!ret && !quiet)
		summary(path, &s);
	return ret;
}

int cmd_merge(int argc, char **argv, struct cli_env *env)
{
	int status = 0, i = 1;

	if (i < argc && !strcmp(argv[i], "--"))
		i++;
	else if (i < argc && argv[i][0] == '-' && argv[i][1])
		return cli_usage_error("merge", "unknown option '%s'", argv[i]);
	if (i >= argc)
		return cli_usage_error("merge", "no database given");
	for (; i < argc; i++) {
		if (!store_file_is_sqlite(argv[i])) {
			cli_error("%s: error: not an SQLite database", argv[i]);
			status = 1;
			continue;
		}
		if (merge_one(env->store, argv[i], env->quiet))
			status = 1;
	}
	return status;
}

size_t import_merge_databases(struct cli_env *env, int dry_run, char **paths,
			      size_t n, int *status)
{
	struct store *st = NULL;
	size_t k = 0;

	for (size_t i = 0; i < n; i++) {
		if (strcmp(paths[i], "-") && store_file_is_sqlite(paths[i])) {
			if (dry_run) {
				cli_error("%s: an iodb database: --dry-run "
					  "does not merge databases (see "
					  "'iodb merge --help')",
					  paths[i]);
				*status = 1;
				continue;
			}
			if (!st && store_open(env->db_path, 0, &st)) {
				*status = 1;
				continue;
			}
			if (merge_one(st, paths[i], env->quiet))
				*status = 1;
			continue;
		}
		paths[k++] = paths[i];
	}
	store_close(st);
	return k;
}
