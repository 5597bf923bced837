/*
 * The import pipeline: walk, read, detect, parse, and hand each source to
 * a sink as one unit.
 *
 * ingest_import() walks the paths it is given (directories recursively),
 * reads each file on one of its reader threads (one a processor, at most
 * four), detects and parses it into a recording (ingest/record.h), and
 * replays the recordings, in the walk's order, on the calling thread into
 * a struct ingest_import_sink (each file's messages first): begin(source),
 * run/result/spec..., end(status).  The sink decides what storing means:
 * store/sink.h writes each source to the database in one unit; a dry run
 * prints export rows; a test collects.  Parsing on the readers while the
 * sink stores is what makes import fast (docs/benchmarks.md).
 *
 * Diagnostics go through util/diag.h (and the parsers' ingest_error_at);
 * nothing here prints on its own.
 */
#ifndef IODB_INGEST_IMPORT_H
#define IODB_INGEST_IMPORT_H

#include <stddef.h>
#include <stdint.h>

#include "ingest/ingest.h"

/* begin()'s answer for a source already stored: skip it, count it. */
#define INGEST_SOURCE_SEEN 1

/*
 * Where sources go.  Every callback gets arg first.  For each source that
 * parsed, the pipeline calls begin, then run/result/spec in the order the
 * parser emitted them, then end; a source whose parse failed never
 * reaches the sink.  Pointers handed over are valid until end() returns.
 */
struct ingest_import_sink {
	/*
	 * Called once (may be NULL), on the calling thread, as soon as the
	 * reader threads run and before the first begin: a database opened
	 * (created, migrated) here is made ready while the first files are
	 * read and parsed.  0, or a negative errno: nothing is imported.
	 */
	int (*start)(void *arg);
	/*
	 * A source starts: path as shown in messages ("<stdin>" for stdin),
	 * the importer's name, and the content (len bytes, NUL-terminated).
	 * sha256: its SHA-256 as 64 hex digits when a reader made it (see
	 * ahead), else NULL.
	 * Returns 0 to take it, INGEST_SOURCE_SEEN with *seen_id set when the
	 * same content is stored already (nothing else of it follows, no
	 * end), or a negative errno (the import stops: a database that
	 * cannot write fails every file after it).
	 */
	int (*begin)(void *arg, const char *path, const char *format,
		     const char *buf, size_t len, const char *sha256,
		     int64_t *seen_id);
	int (*run)(void *arg, const struct iodb_run *run);
	int (*result)(void *arg, const struct iodb_result *res);
	int (*spec)(void *arg, const struct iodb_spec *spec); /* may be NULL */
	/*
	 * The source ends: status 0 keeps everything since begin, non-zero
	 * drops it.  Returns 0, or a negative errno when keeping failed.
	 */
	int (*end)(void *arg, int status);
	/* After the last source (may be NULL): make it durable.  0 or <0. */
	int (*finish)(void *arg);
	void *arg;
	/*
	 * The sink stores sources' SHA-256 and the array fields' JSON texts
	 * (field_json, model/json_text.h): when the writer is behind, the
	 * readers make them, so that the writer only stores (1); 2: the
	 * readers always make them (tests); 0: never.
	 */
	int ahead;
};

/* Counts of one import; what the summary line says. */
struct ingest_import_stats {
	unsigned files;	   /* paths read (after the directory walk) */
	unsigned imported; /* sources the sink kept */
	unsigned seen;	   /* sources the sink had already */
	unsigned skipped;  /* walked files that are no benchmark output */
	unsigned failed;   /* sources that failed (read, parse or store) */
	unsigned results, specs, warnings, errors;
};

/* Called after each source, on the calling thread (e.g. a progress line). */
typedef void (*ingest_import_progress)(void *arg,
				       const struct ingest_import_stats *st,
				       size_t total, int done);

struct ingest_import_opts {
	const struct ingest_format *format; /* NULL: detect each file */
	const char *label, *host, *device; /* override the runs' (NULL: keep) */
	const char
	    *hint_command;     /* --job-file text (ingest_ctx.hint_command) */
	const char *table_map; /* --map text (ingest_ctx.table_map) */
	const char *table_map_path; /* its file name, for messages */
	int verbose;		    /* show the line and a caret on errors */
	int quiet; /* no notes ("already imported", "skipped") */
	ingest_import_progress progress; /* may be NULL */
	void *progress_arg;
};

/*
 * Import paths[0..n) into sink: a path is a file, a directory (walked
 * recursively, sorted, dot-files left out, each directory once even
 * through symlink loops) or "-" (standard input).  Each source is parsed
 * whole before the sink sees any of it, so a source that fails leaves the
 * sink untouched.  In a directory, a file no importer recognizes, a binary
 * file and anything not a regular file (FIFO, socket, device) is skipped
 * with a note; an unreadable subdirectory is a warning.  A file named in
 * paths that no importer recognizes is an error.
 *
 * Fills *stats.  Returns 0 when every path was dealt with (failed sources
 * are counted in stats->failed), or a negative errno when the import
 * stopped early: no reader thread could start, a named path does not
 * exist, the sink's start failed (nothing counted but the walk's), or
 * the sink failed (the rest counted as failed).
 */
int ingest_import(const struct ingest_import_opts *opts,
		  const char *const *paths, size_t n,
		  const struct ingest_import_sink *sink,
		  struct ingest_import_stats *stats);

/*
 * What kind of binary file buf starts with: "ELF", "gzip", "PNG", "zip",
 * "PDF", ..., or "binary" for a NUL byte in the first 8 KiB; NULL for
 * text (UTF-16 with a byte-order mark counts as text).
 */
const char *ingest_binary_kind(const char *buf, size_t len);

#endif
