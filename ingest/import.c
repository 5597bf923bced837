/*
 * The import pipeline (ingest/import.h): the walk, reader threads that
 * read, detect and parse the files into recordings, and the calling
 * thread that replays the recordings, in the walk's order, into the sink.
 * The parses run side by side and beside the sink's SQLite work; parsers
 * keep no globals (a detection's memo is per thread), so they run on the
 * readers unchanged.
 */
#include "ingest/import.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <liburing.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "ingest/normalize.h"
#include "ingest/record.h"
#include "model/json_text.h"
#include "util/alloc.h"
#include "util/diag.h"
#include "util/file.h"
#include "util/sha256.h"
#include "util/strbuf.h"

/* ---- the walk --------------------------------------------------------- */

/* One path to read: named on the command line, or found in a directory. */
struct entry {
	char *path;
	unsigned named : 1; /* given by the user: unrecognized is an error */
	unsigned fifo : 1;  /* a named FIFO or character device: read as a
			       stream, like stdin */
	int dirfd;	    /* its directory, kept open by the walk, or -1 */
	size_t name;	    /* where its name in that directory starts */
};

/* Directories the walk keeps open for opening their files (openat). */
#define WALK_DIRFDS 64

struct dir_id {
	dev_t dev;
	ino_t ino;
};

struct walk {
	const struct ingest_import_opts *o;
	struct ingest_import_stats *stats;
	struct entry *v;
	size_t n, alloc;
	struct dir_id *dirs; /* every directory walked: loops end here */
	size_t n_dirs, alloc_dirs;
	/* the directories kept open: a file in one is opened by its name
	 * in it (openat), not by its whole path looked up again */
	int dirfds[WALK_DIRFDS];
	size_t n_dirfds;
	int dirfd;   /* the directory whose entries are being added */
	size_t name; /* where their names start in their paths */
};

static int add_entry(struct walk *w, const char *path, int named, int fifo)
{
	char *p;
	int in_dir = !named && !fifo && w->dirfd >= 0;

	if (ALLOC_GROW(w->v, w->n + 1, w->alloc))
		return -ENOMEM;
	p = strdup(path);
	if (!p)
		return -ENOMEM;
	w->v[w->n].path = p;
	w->v[w->n].named = named ? 1 : 0;
	w->v[w->n].fifo = fifo ? 1 : 0;
	w->v[w->n].dirfd = in_dir ? w->dirfd : -1;
	w->v[w->n].name = in_dir ? w->name : 0;
	w->n++;
	return 0;
}

static void skip_note(struct walk *w, const char *path, const char *why)
{
	w->stats->files++;
	w->stats->skipped++;
	if (!w->o->quiet)
		diag_note("%s: skipped: %s", path, why);
}

static const char *type_name(mode_t m)
{
	if (S_ISFIFO(m))
		return "a FIFO";
	if (S_ISSOCK(m))
		return "a socket";
	if (S_ISCHR(m))
		return "a character device";
	if (S_ISBLK(m))
		return "a block device";
	return "not a regular file";
}

/* A directory entry: its path and readdir's d_type (DT_UNKNOWN: ask). */
struct child {
	char *path;
	unsigned char type;
};

static int cmp_child(const void *a, const void *b)
{
	return strcmp(((const struct child *)a)->path,
		      ((const struct child *)b)->path);
}

static int walk_path(struct walk *w, const char *path, int named,
		     unsigned char type);

/* Every entry of the directory path (whose identity is sb), sorted. */
static int walk_dir(struct walk *w, const char *path, const struct stat *sb,
		    int named)
{
	struct strbuf child = STRBUF_INIT;
	struct child *names = NULL;
	size_t n = 0, alloc = 0, plen = strlen(path);
	struct dirent *de;
	DIR *d;
	int ret = 0, dfd = -1, outer = w->dirfd;
	size_t outer_name = w->name;

	for (size_t i = 0; i < w->n_dirs; i++) {
		if (w->dirs[i].dev == sb->st_dev &&
		    w->dirs[i].ino == sb->st_ino) {
			if (!w->o->quiet)
				diag_note("%s: skipped: directory already "
					  "walked (a symlink loop?)",
					  path);
			return 0;
		}
	}
	if (ALLOC_GROW(w->dirs, w->n_dirs + 1, w->alloc_dirs))
		return -ENOMEM;
	w->dirs[w->n_dirs].dev = sb->st_dev;
	w->dirs[w->n_dirs++].ino = sb->st_ino;
	d = opendir(path);
	if (!d) {
		if (named) {
			diag_error("%s: error: cannot open directory: %s", path,
				   strerror(errno));
			w->stats->files++;
			w->stats->failed++;
			w->stats->errors++;
		} else {
			/* one unreadable corner does not stop the walk */
			diag_warning("%s: warning: cannot open directory: %s",
				     path, strerror(errno));
			w->stats->warnings++;
		}
		return 0;
	}
	while (plen > 1 && path[plen - 1] == '/')
		plen--;
	/* the directory read, kept for opening its files (a few: each
	 * holds a descriptor until the import ends) */
	if (w->n_dirfds < WALK_DIRFDS) {
		dfd = fcntl(dirfd(d), F_DUPFD_CLOEXEC, 0);
		if (dfd >= 0)
			w->dirfds[w->n_dirfds++] = dfd;
	}
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		strbuf_reset(&child);
		if (strbuf_add(&child, path, plen) ||
		    strbuf_addch(&child, '/') ||
		    strbuf_addstr(&child, de->d_name) ||
		    ALLOC_GROW(names, n + 1, alloc)) {
			ret = -ENOMEM;
			break;
		}
		names[n].type = de->d_type;
		names[n++].path = strbuf_detach(&child, NULL);
	}
	closedir(d);
	strbuf_release(&child);
	if (n)
		qsort(names, n, sizeof(*names), cmp_child);
	for (size_t i = 0; i < n; i++) {
		/* set again for each: a subdirectory walked sets its own */
		w->dirfd = dfd;
		w->name = plen + 1;
		if (!ret)
			ret = walk_path(w, names[i].path, 0, names[i].type);
		free(names[i].path);
	}
	w->dirfd = outer;
	w->name = outer_name;
	free(names);
	return ret;
}

/*
 * Add path, or every file under it when it is a directory.  type is
 * readdir's d_type for a walked entry: a regular file needs no stat (the
 * reader checks what it opened), anything else is looked at.
 */
static int walk_path(struct walk *w, const char *path, int named,
		     unsigned char type)
{
	struct stat sb;

	if (!strcmp(path, "-") && named)
		return add_entry(w, path, 1, 1);
	if (type == DT_REG)
		return add_entry(w, path, named, 0);
	/* stat follows symlinks: a link to a file or a directory is read;
	 * a dangling one fails to open, reported by the reader */
	if (stat(path, &sb))
		return add_entry(w, path, named, 0);
	if (S_ISDIR(sb.st_mode))
		return walk_dir(w, path, &sb, named);
	if (S_ISREG(sb.st_mode))
		return add_entry(w, path, named, 0);
	/* a FIFO named explicitly is read like stdin; in a directory,
	 * opening one would wait for a writer forever */
	if (named && (S_ISFIFO(sb.st_mode) || S_ISCHR(sb.st_mode)))
		return add_entry(w, path, 1, 1);
	if (named) {
		diag_error("%s: error: cannot import %s", path,
			   type_name(sb.st_mode));
		w->stats->files++;
		w->stats->failed++;
		w->stats->errors++;
		return 0;
	}
	skip_note(w, path, type_name(sb.st_mode));
	return 0;
}

/* ---- reading and parsing (the reader threads) ------------------------ */

struct job {
	const char *path;   /* as shown in messages */
	char *buf;	    /* the file's content */
	char sha256[65];    /* its SHA-256 when made ahead, else "" */
	int ahead;	    /* the writer is behind: make what it would */
	size_t size;	    /* bytes in buf */
	const char *format; /* the importer's name */
	struct ingest_record *rec;
	int ret;     /* read or parse status */
	int skipped; /* not a benchmark output: nothing to do */
	unsigned warnings, errors, results, specs;
	struct diag_capture diags; /* its messages, shown by the writer */
	int reader;		   /* the reader that made it */
	struct job *next_done;	   /* in its reader's done list */
};

/*
 * Between the parser and the recording: applies the user's overrides to
 * each run and checks that a result has a run to belong to.
 */
struct tap {
	const struct ingest_import_opts *o;
	struct ingest_sink rec;
	const char *path;
	unsigned runs;
	unsigned refused; /* impossible figures made unknown (warnings) */
	int orphan;
};

/* A figure no tool can measure, made unknown by the recording. */
static void tap_refused(void *arg, long line, const char *name, double value,
			const char *why)
{
	struct tap *t = arg;

	t->refused++;
	if (line > 0)
		diag_warning("%s:%ld: warning: %s %g is impossible (%s); "
			     "stored as unknown",
			     t->path, line, name, value, why);
	else
		diag_warning("%s: warning: %s %g is impossible (%s); stored "
			     "as unknown",
			     t->path, name, value, why);
}

static int tap_run(void *arg, const struct iodb_run *run)
{
	struct tap *t = arg;
	struct iodb_run r = *run;

	if (t->o->label)
		r.label = t->o->label;
	if (t->o->host)
		r.host = t->o->host;
	if (t->o->device)
		r.device = t->o->device;
	t->runs++;
	return t->rec.run(t->rec.arg, &r);
}

static int tap_result(void *arg, const struct iodb_result *res)
{
	struct tap *t = arg;

	if (!t->runs) {
		if (!t->orphan)
			diag_error("%s: error: the importer gave a result "
				   "before its run (a bug in iodb)",
				   t->path);
		t->orphan = 1;
		return -EPROTO;
	}
	return t->rec.result(t->rec.arg, res);
}

static int tap_spec(void *arg, const struct iodb_spec *spec)
{
	struct tap *t = arg;

	return t->rec.spec(t->rec.arg, spec);
}

/* Files a reader takes at once, opened and read through its io_uring. */
#define READ_BATCH 8

/* A file of a batch read ahead (read_batch()): buf NULL when it was not. */
struct pre {
	char *buf; /* its whole content, NUL-terminated */
	size_t size;
	int fd; /* while being read */
};

struct reader {
	const struct ingest_import_opts *o;
	int id; /* its index in the queue's done lists */
	struct queue *qu;
	const struct entry *v;
	struct strbuf sb;    /* reused for every file this reader reads */
	struct iodb_jbuf jb; /* reused for the JSON texts it makes */
	int ahead;	     /* the sink's ahead (ingest_import_sink) */
	int ring_ok;	     /* ring is set up: files are taken READ_BATCH
				at once and read through it */
	struct io_uring ring;
};

static void job_fail(struct job *job, int ret)
{
	job->ret = ret;
	job->errors = 1;
}

/*
 * Open e for reading: 0 with *fd set (-1 when job->skipped) and *size the
 * size of a regular file (0 for a stream), or a negative errno (reported).
 */
static int open_entry(const struct entry *e, struct job *job, int *fd,
		      size_t *size)
{
	struct stat sb;
	int flags = O_RDONLY | O_CLOEXEC;

	*size = 0;
	if (!strcmp(e->path, "-")) {
		*fd = 0;
		return 0;
	}
	/* O_NONBLOCK: a file that became a FIFO since the walk must not
	 * block the import; no effect on regular files */
	if (!e->fifo)
		flags |= O_NONBLOCK;
	*fd = e->dirfd >= 0 ? openat(e->dirfd, e->path + e->name, flags)
			    : open(e->path, flags);
	if (*fd < 0) {
		int err = errno;

		diag_error("%s: error: cannot open: %s", e->path,
			   strerror(err));
		return -err;
	}
	if (e->fifo)
		return 0;
	if (fstat(*fd, &sb) || !S_ISREG(sb.st_mode)) {
		close(*fd);
		*fd = -1;
		if (!e->named) {
			job->skipped = 1;
			return 0;
		}
		diag_error("%s: error: not a regular file", e->path);
		return -EINVAL;
	}
	*size = (size_t)sb.st_size;
	return 0;
}

/*
 * A regular file of size bytes (fstat's, under 1 MiB) read at once into a
 * buffer of its own: size + 1 bytes asked and size got is the whole file
 * (a read past the end returns what is left), with no read that returns
 * nothing and no copy.  Anything else (a file that grew or shrank since,
 * an interrupted read) goes on into sb, read to its end.  0 with *own set
 * (NUL-terminated) or sb filled, or a negative errno.
 */
static int read_whole(int fd, size_t size, char **own, struct strbuf *sb)
{
	char *b = malloc(size + 2);
	ssize_t k;
	int ret;

	*own = NULL;
	if (!b)
		return util_read_fd_size(fd, sb, size);
	do
		k = read(fd, b, size + 1);
	while (k < 0 && errno == EINTR);
	if (k == (ssize_t)size) {
		b[size] = '\0';
		*own = b;
		return 0;
	}
	if (k < 0) {
		ret = -errno;
		free(b);
		return ret;
	}
	ret = strbuf_add(sb, b, (size_t)k);
	free(b);
	return ret ? ret : util_read_fd_size(fd, sb, 0);
}

/*
 * Submit what is queued on r's ring and reap every completion of it into
 * res[user data] (user data below n).  0, or -1 when the ring cannot be
 * trusted any more (r->ring_ok cleared; completions may still come).
 */
static int ring_run(struct reader *r, int *res, size_t n, size_t queued)
{
	int sub = io_uring_submit(&r->ring);

	if (sub < 0)
		sub = 0;
	for (int i = 0; i < sub; i++) {
		struct io_uring_cqe *cqe;
		int ret;

		do
			ret = io_uring_wait_cqe(&r->ring, &cqe);
		while (ret == -EINTR);
		if (ret < 0) {
			r->ring_ok = 0;
			return -1;
		}
		if (io_uring_cqe_get_data64(cqe) < n)
			res[io_uring_cqe_get_data64(cqe)] = cqe->res;
		io_uring_cqe_seen(&r->ring, cqe);
	}
	if ((size_t)sub < queued)
		r->ring_ok = 0; /* the rest stay queued: never submitted */
	return 0;
}

/*
 * The files v[idx[0..k)] opened, checked and read as open_entry() and
 * read_whole() do, with three system calls less a file: one
 * io_uring_enter for the batch's openat()s, an fstat() each (io_uring
 * hands a statx to a worker thread), one io_uring_enter for the reads,
 * each hard-linked to its file's close.  A file read so (a regular file
 * of 1 to 1 MiB - 1 bytes, all read) gets pre[j].buf; any other (a
 * failed open or read, another type, a size that changed) gets NULL and
 * goes the way of the system calls from its start, which reports it as
 * before.  The same flags as open_entry()'s; the same content.
 */
static void read_batch(struct reader *r, const size_t *idx, size_t k,
		       struct pre *pre)
{
	/* res[j]: file j's open, then its read; res[k + j]: its close */
	int res[2 * READ_BATCH];
	size_t queued = 0;

	for (size_t j = 0; j < 2 * k; j++)
		res[j] = -ECANCELED;
	for (size_t j = 0; j < k; j++) {
		const struct entry *e = &r->v[idx[j]];
		struct io_uring_sqe *sqe;

		if (e->dirfd < 0 || e->fifo || !strcmp(e->path, "-"))
			continue;
		sqe = io_uring_get_sqe(&r->ring);
		if (!sqe)
			break;
		io_uring_prep_openat(sqe, e->dirfd, e->path + e->name,
				     O_RDONLY | O_CLOEXEC | O_NONBLOCK, 0);
		io_uring_sqe_set_data64(sqe, j);
		queued++;
	}
	if (!queued || ring_run(r, res, k, queued))
		return; /* on failure an open's descriptor may stay open */
	queued = 0;
	for (size_t j = 0; j < k; j++) {
		struct io_uring_sqe *sqe;
		struct stat sb;
		int fd = res[j];

		res[j] = -ECANCELED;
		if (fd < 0)
			continue;
		if (fstat(fd, &sb) || !S_ISREG(sb.st_mode) || !sb.st_size ||
		    sb.st_size >= (1 << 20) || !r->ring_ok ||
		    !(pre[j].buf = malloc((size_t)sb.st_size + 2))) {
			close(fd);
			continue;
		}
		pre[j].fd = fd;
		pre[j].size = (size_t)sb.st_size;
		/* two entries for each of at most READ_BATCH files: the
		 * ring was made for it, the opens are reaped */
		sqe = io_uring_get_sqe(&r->ring);
		io_uring_prep_read(sqe, fd, pre[j].buf,
				   (unsigned)pre[j].size + 1, 0);
		io_uring_sqe_set_data64(sqe, j);
		/* a hard link: the close comes after the read whatever the
		 * read returns (a short read would cut a soft link) */
		sqe->flags |= IOSQE_IO_HARDLINK;
		sqe = io_uring_get_sqe(&r->ring);
		io_uring_prep_close(sqe, fd);
		io_uring_sqe_set_data64(sqe, k + j);
		queued += 2;
	}
	if (!queued)
		return;
	if (ring_run(r, res, 2 * k, queued)) {
		/* reads may still land in the buffers: left to them */
		for (size_t j = 0; j < k; j++)
			pre[j].buf = NULL;
		return;
	}
	for (size_t j = 0; j < k; j++) {
		if (pre[j].fd < 0)
			continue;
		/* a close never submitted: the descriptor is still ours
		 * (one the ring closed, even with an error, is not) */
		if (res[k + j] == -ECANCELED)
			close(pre[j].fd);
		pre[j].fd = -1;
		if (res[j] == (int)pre[j].size) {
			pre[j].buf[pre[j].size] = '\0';
		} else {
			free(pre[j].buf);
			pre[j].buf = NULL;
		}
	}
}

/* Read, detect and parse one file into job (read already when pre->buf). */
static void read_job(struct reader *r, const struct entry *e, struct job *job,
		     struct pre *pre)
{
	const struct ingest_import_opts *o = r->o;
	struct ingest_ctx ctx = {0};
	struct tap tap = {.o = o};
	const struct ingest_format *f = o->format;
	const char *bin;
	char *own = NULL;
	size_t size;
	int fd = -1, ret;

	job->path = strcmp(e->path, "-") ? e->path : "<stdin>";
	if (pre && pre->buf) {
		own = pre->buf;
		size = pre->size;
		pre->buf = NULL;
		strbuf_reset(&r->sb);
		goto have;
	}
	ret = open_entry(e, job, &fd, &size);
	if (ret) {
		job_fail(job, ret);
		return;
	}
	if (job->skipped) {
		if (!o->quiet)
			diag_note("%s: skipped: not a regular file", e->path);
		return;
	}
	strbuf_reset(&r->sb);
	if (size && size < (1u << 20)) {
		ret = read_whole(fd, size, &own, &r->sb);
	} else {
		/* room for the whole file and the end-of-file read at once */
		if (size)
			strbuf_grow(&r->sb, size + 65536);
		ret = util_read_fd_size(fd, &r->sb, size);
	}
	if (strcmp(e->path, "-"))
		close(fd); /* stdin stays open */
	if (ret) {
		diag_error("%s: error: cannot read: %s", job->path,
			   strerror(-ret));
		job_fail(job, ret);
		return;
	}
have:
	job->size = own ? size : r->sb.len;
	bin = ingest_binary_kind(own ? own : r->sb.buf, job->size);
	if (bin)
		free(own);
	if (bin && !e->named) {
		job->skipped = 1;
		if (!o->quiet)
			diag_note("%s: skipped: not a benchmark output (%s "
				  "file)",
				  job->path, bin);
		return;
	}
	if (bin) {
		diag_error("%s: error: not a benchmark output (%s file)",
			   job->path, bin);
		job_fail(job, -EINVAL);
		return;
	}
	/* detect on the copy the job keeps (hashed here when the writer is
	 * behind, else by the writer): the parse of the same buffer then
	 * reuses the detection's normalization */
	if (own) {
		job->buf = own; /* read into it */
	} else if (job->size >= (1u << 20)) {
		/* a large file is handed over, not copied: one copy of it
		 * in memory (the buffer is grown afresh for the next) */
		job->buf = strbuf_detach(&r->sb, NULL);
	} else {
		job->buf = malloc(job->size + 1);
		if (job->buf)
			memcpy(job->buf, r->sb.buf, job->size + 1);
	}
	if (!job->buf) {
		diag_error("%s: error: out of memory", job->path);
		job_fail(job, -ENOMEM);
		return;
	}
	if (!f)
		f = ingest_detect_keep(job->buf, job->size, NULL);
	if (!f && !e->named) {
		free(job->buf);
		job->buf = NULL;
		job->skipped = 1;
		if (!o->quiet)
			diag_note("%s: skipped: not a benchmark output",
				  job->path);
		return;
	}
	job->format = f ? f->name : NULL;
	job->rec = ingest_record_new();
	if (!job->rec) {
		diag_error("%s: error: out of memory", job->path);
		job_fail(job, -ENOMEM);
		return;
	}
	tap.rec = ingest_record_sink(job->rec);
	tap.path = job->path;
	ingest_record_check(job->rec, tap_refused, &tap);
	ctx.path = job->path;
	ctx.format_detected = !o->format;
	ctx.verbose = o->verbose;
	ctx.hint_command = o->hint_command;
	ctx.table_map = o->table_map;
	ctx.table_map_path = o->table_map_path;
	ctx.sink.run = tap_run;
	ctx.sink.result = tap_result;
	ctx.sink.spec = tap_spec;
	ctx.sink.arg = &tap;
	job->ret = ingest_parse(&ctx, f, job->buf, job->size);
	if (!job->ret && tap.orphan) {
		job->ret = -EPROTO;
		ctx.errors++;
	}
	if (!job->ret && ingest_record_failed(job->rec)) {
		diag_error("%s: error: out of memory", job->path);
		job->ret = -ENOMEM;
		ctx.errors++;
	}
	if (!job->ret && ctx.results == 0 && ctx.specs == 0) {
		diag_error("%s: error: no results found in this file",
			   job->path);
		ctx.errors++;
		job->ret = -ENOMSG;
	}
	job->warnings = ctx.warnings + tap.refused;
	job->errors = ctx.errors ? ctx.errors : job->ret ? 1 : 0;
	job->results = ctx.results;
	job->specs = ctx.specs;
	if (!job->ret && job->ahead) {
		/* what the writer would do, done here while it is behind */
		util_sha256_hex_of(job->buf, job->size, job->sha256);
		ingest_record_make_json(job->rec, &r->jb);
	}
}

static void job_free(struct job *job)
{
	if (!job)
		return;
	ingest_record_free(job->rec);
	diag_capture_release(&job->diags);
	free(job->buf);
	free(job);
}

static void jobs_free(struct job *list)
{
	while (list) {
		struct job *next = list->next_done;

		job_free(list);
		list = next;
	}
}

/* ---- the queue between the threads ----------------------------------- */

/*
 * Readers (one a processor, at most READERS_MAX) each take the next file,
 * read and parse it, and put the job in the slot of its file; the writer
 * takes the jobs in file order, so the database gets them in the order
 * of the walk whichever reader finished first, and each file's messages
 * (kept by its reader) show in that order too.  Parsing is most of an
 * import's work: on two processors two readers keep the writer busy.
 *
 * A reader wakes a waiting writer only once QUEUE_WAKE jobs are ready in
 * order (or the readers can take no more, or every file is taken), and
 * the writer wakes waiting readers only when it took jobs: waking another
 * thread for every file costs two context switches per file, as much as
 * parsing a small one on a busy machine.  At most QUEUE_CAP files are
 * between the writer and the readers, and, beyond the writer's next one,
 * QUEUE_BYTES of content and records: a folder of large files does not
 * pile up in memory while the writer is busy.  Two batches are enough
 * room: 64 files kept the readers about 3 MB of memory ahead, each page
 * of it new (a page fault, and on a virtual machine more), a quarter
 * more page faults than 32 for 2,000 small files.
 */
#define QUEUE_CAP   32
#define QUEUE_WAKE  16
#define QUEUE_BYTES (32u << 20)
#define READERS_MAX 4

struct queue {
	pthread_mutex_t mu;
	pthread_cond_t more, room;
	struct job *slot[QUEUE_CAP]; /* the job of file i at i % QUEUE_CAP */
	size_t n;		     /* files in all */
	size_t claimed;		     /* files below it are taken by a reader */
	size_t out;		     /* the writer's next file */
	size_t ready;  /* jobs of files out, out + 1, ... in their slots */
	size_t bytes;  /* memory the jobs in slots hold */
	int readers;   /* readers still running */
	int stop;      /* the writer gave up: readers stop early */
	int want_more; /* the writer waits for jobs */
	int want_room; /* a reader waits to take a file */
	/* jobs the writer is done with, for the reader that made each to
	 * free (see jobs_done) */
	struct job *done[READERS_MAX];
};

static size_t job_bytes(const struct job *job)
{
	return job->size + (job->rec ? ingest_record_size(job->rec) : 0);
}

/* Whether a reader may take the next file now. */
static int may_claim(const struct queue *qu)
{
	return qu->claimed < qu->out + QUEUE_CAP &&
	       (qu->claimed == qu->out || qu->bytes < QUEUE_BYTES);
}

static void *reader_main(void *arg)
{
	struct reader *r = arg;
	struct queue *qu = r->qu;
	int made;

	/* named for top -H and perf (at most 15 bytes) */
	pthread_setname_np(pthread_self(), "iodb-reader");
	/* without a ring (io_uring not there, or disabled) one file at a
	 * time, each by system calls */
	made = !io_uring_queue_init(2 * READ_BATCH, &r->ring, 0);
	r->ring_ok = made;
	pthread_mutex_lock(&qu->mu);
	for (;;) {
		struct job *done;
		struct pre pre[READ_BATCH];
		size_t idx[READ_BATCH];
		int behind[READ_BATCH];
		size_t k = 0, max = 1;

		while (!qu->stop && qu->claimed < qu->n && !may_claim(qu)) {
			qu->want_room = 1;
			pthread_cond_wait(&qu->room, &qu->mu);
		}
		if (qu->stop || qu->claimed >= qu->n)
			break;
		/* the next files, in order, as long as there is room; the
		 * batch shrinks towards the end so that no reader is left
		 * idle while another has several files still to parse */
		if (r->ring_ok) {
			max = (qu->n - qu->claimed) / (2 * (size_t)qu->readers);
			max = max < 1 ? 1 : max > READ_BATCH ? READ_BATCH : max;
		}
		do {
			size_t i = qu->claimed++;

			/* the writer has a batch and more still to store: it
			 * is the slower side, and the readers would only wait
			 * for room */
			behind[k] =
			    r->ahead == 2 ||
			    (r->ahead == 1 && i - qu->out >= QUEUE_WAKE);
			idx[k++] = i;
		} while (k < max && qu->claimed < qu->n && may_claim(qu));
		done = qu->done[r->id];
		qu->done[r->id] = NULL;
		pthread_mutex_unlock(&qu->mu);
		jobs_free(done);
		for (size_t j = 0; j < k; j++)
			pre[j] = (struct pre){.fd = -1};
		if (k > 1)
			read_batch(r, idx, k, pre);
		for (size_t j = 0; j < k; j++) {
			size_t i = idx[j];
			struct job *job;

			if (j) {
				/* a file taken with others waits, as the
				 * first one did, while the files ahead of it
				 * hold QUEUE_BYTES */
				pthread_mutex_lock(&qu->mu);
				while (!qu->stop && i != qu->out &&
				       qu->bytes >= QUEUE_BYTES) {
					qu->want_room = 1;
					pthread_cond_wait(&qu->room, &qu->mu);
				}
				if (qu->stop) {
					for (; j < k; j++)
						free(pre[j].buf);
					goto out;
				}
				pthread_mutex_unlock(&qu->mu);
			}
			job = calloc(1, sizeof(*job));

			if (job) {
				job->reader = r->id;
				job->ahead = behind[j];
				diag_capture_start(&job->diags);
				read_job(r, &r->v[i], job, &pre[j]);
				diag_capture_stop();
			}
			pthread_mutex_lock(&qu->mu);
			if (!job) {
				/* out of memory: the files from i on are not
				 * read */
				qu->stop = 1;
				pthread_cond_broadcast(&qu->room);
				for (; j < k; j++)
					free(pre[j].buf);
				goto out;
			}
			qu->slot[i % QUEUE_CAP] = job;
			qu->bytes += job_bytes(job);
			while (qu->out + qu->ready < qu->claimed &&
			       qu->slot[(qu->out + qu->ready) % QUEUE_CAP])
				qu->ready++;
			if (qu->want_more && qu->ready &&
			    (qu->ready >= QUEUE_WAKE || !may_claim(qu) ||
			     qu->claimed >= qu->n)) {
				qu->want_more = 0;
				pthread_cond_signal(&qu->more);
			}
			if (qu->stop) {
				/* the writer gave up: the rest are not read */
				while (++j < k)
					free(pre[j].buf);
				goto out;
			}
			if (j + 1 < k)
				pthread_mutex_unlock(&qu->mu);
		}
	}
out:
	if (!--qu->readers)
		pthread_cond_signal(&qu->more);
	pthread_mutex_unlock(&qu->mu);
	if (made)
		io_uring_queue_exit(&r->ring);
	return NULL;
}

/*
 * Up to max jobs in file order into out; 0 when the readers are done and
 * no job is ready, or (wait 0) when no job is ready now, or (WAIT_BRIEF)
 * none was within WAIT_BRIEF_NS.  With WAIT_ALL, waits, when none is
 * ready, for a batch to be.
 */
#define WAIT_ALL      1
#define WAIT_BRIEF    2
#define WAIT_BRIEF_NS 20000000L

static size_t next_jobs(struct queue *qu, struct job **out, size_t max,
			int wait)
{
	struct timespec until;
	size_t n = 0;

	if (wait == WAIT_BRIEF) {
		clock_gettime(CLOCK_REALTIME, &until);
		until.tv_nsec += WAIT_BRIEF_NS;
		if (until.tv_nsec >= 1000000000L) {
			until.tv_sec++;
			until.tv_nsec -= 1000000000L;
		}
	}
	pthread_mutex_lock(&qu->mu);
	while (wait && !qu->ready && qu->readers) {
		qu->want_more = 1;
		if (wait != WAIT_BRIEF)
			pthread_cond_wait(&qu->more, &qu->mu);
		else if (pthread_cond_timedwait(&qu->more, &qu->mu, &until))
			break;
	}
	while (qu->ready && n < max) {
		struct job **sl = &qu->slot[qu->out % QUEUE_CAP];

		out[n++] = *sl;
		qu->bytes -= job_bytes(*sl);
		*sl = NULL;
		qu->out++;
		qu->ready--;
	}
	if (n && qu->want_room) {
		qu->want_room = 0;
		pthread_cond_broadcast(&qu->room);
	}
	pthread_mutex_unlock(&qu->mu);
	return n;
}

/*
 * The writer is done with jobs[0..n): each goes back to the reader that
 * made it, which frees it when it takes its next file.  Freed here, a
 * job's memory went back to that reader's malloc arena under its lock
 * and into bins the reader's next allocations then sorted: 4-5% of the
 * writer's time for 2,000 small files, and a reader's.  A large file's
 * buffer (its own mapping) is freed at once.
 */
static void jobs_done(struct queue *qu, struct job **jobs, size_t n)
{
	pthread_mutex_lock(&qu->mu);
	for (size_t i = 0; i < n; i++) {
		struct job *job = jobs[i];

		if (job->size >= (1u << 20))
			continue;
		job->next_done = qu->done[job->reader];
		qu->done[job->reader] = job;
		jobs[i] = NULL;
	}
	pthread_mutex_unlock(&qu->mu);
	for (size_t i = 0; i < n; i++)
		job_free(jobs[i]);
}

/* How many readers to start for n files. */
static int readers_for(size_t n)
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	int k = cpus < 1 ? 1 : cpus > READERS_MAX ? READERS_MAX : (int)cpus;

	return n < (size_t)k ? (n ? (int)n : 1) : k;
}

/* ---- the sink side (the calling thread) ------------------------------ */

/*
 * Sources the sink kept since its last commit (finish): counted as
 * imported only while that commit can still fail.  The pipeline commits
 * when it would wait for the readers (no write transaction is held while
 * the next file is parsed: other writers get their turn), every
 * BATCH_UNITS sources and every BATCH_NS while sources keep coming.
 */
#define BATCH_UNITS 512
#define BATCH_NS    1000000000L

struct pending {
	int open; /* the sink began a unit since its last commit */
	unsigned units, results, specs;
	struct timespec since; /* the first unit kept */
};

static long pending_ns(const struct pending *p)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (now.tv_sec - p->since.tv_sec) * 1000000000L +
	       (now.tv_nsec - p->since.tv_nsec);
}

/*
 * Commit what the sink kept.  When the commit fails, the sources it held
 * are not in the database: they move from imported to failed.  0 or <0.
 */
static int commit_pending(const struct ingest_import_sink *sink,
			  struct pending *p, struct ingest_import_stats *stats)
{
	int ret = 0;

	if (sink->finish && p->open)
		ret = sink->finish(sink->arg);
	if (ret && p->units) {
		diag_error("error: %u source%s not stored: the database did "
			   "not commit %s",
			   p->units, p->units == 1 ? "" : "s",
			   p->units == 1 ? "it" : "them");
		stats->imported -= p->units;
		stats->failed += p->units;
		stats->results -= p->results;
		stats->specs -= p->specs;
		stats->errors++;
	}
	p->units = p->results = p->specs = 0;
	p->open = 0;
	return ret;
}

/*
 * Hand one parsed job to the sink as one unit.  Returns 0 (counted in
 * stats and p), or a negative errno when the sink failed: the import
 * stops.
 */
static int sink_job(const struct ingest_import_opts *o,
		    const struct ingest_import_sink *sink, struct job *job,
		    struct ingest_import_stats *stats, struct pending *p)
{
	struct ingest_sink items = {.run = sink->run,
				    .result = sink->result,
				    .spec = sink->spec,
				    .arg = sink->arg};
	int64_t seen = 0;
	int ret, end;

	stats->warnings += job->warnings;
	if (job->skipped) {
		stats->skipped++;
		return 0;
	}
	if (job->ret) {
		stats->errors += job->errors;
		stats->failed++;
		return 0;
	}
	ret =
	    sink->begin(sink->arg, job->path, job->format, job->buf, job->size,
			job->sha256[0] ? job->sha256 : NULL, &seen);
	p->open = 1;
	if (ret == INGEST_SOURCE_SEEN) {
		if (!o->quiet)
			diag_note("%s: already imported (same content as "
				  "source %lld); nothing added",
				  job->path, (long long)seen);
		stats->seen++;
		return 0;
	}
	if (!ret) {
		/* a unit begun is ended, kept or (after an error) dropped:
		 * never left open for the batch's commit to keep half of */
		ret = ingest_record_replay(job->rec, &items);
		end = sink->end(sink->arg, ret);
		if (!ret || end < 0)
			ret = end ? end : ret;
	}
	if (ret) {
		stats->errors++;
		stats->failed++;
		return ret < 0 ? ret : -EIO;
	}
	if (!p->units)
		clock_gettime(CLOCK_MONOTONIC, &p->since);
	p->units++;
	p->results += job->results;
	p->specs += job->specs;
	stats->imported++;
	stats->results += job->results;
	stats->specs += job->specs;
	return 0;
}

/* Stop the readers early: each finishes the file it reads. */
static void stop_reader(struct queue *qu)
{
	pthread_mutex_lock(&qu->mu);
	qu->stop = 1;
	pthread_cond_broadcast(&qu->room);
	pthread_mutex_unlock(&qu->mu);
}

/*
 * The sink's start (the store's: opening the database, creating it when
 * new, 5-8 ms) on a thread of its own while the calling thread walks the
 * paths (3-4 ms for 2,000 files): the two were one after the other on
 * the writer, before it stored anything.
 */
struct starter {
	const struct ingest_import_sink *sink;
	pthread_t tid;
	int running; /* tid is to be joined */
	int ret;
	struct diag_capture diags; /* shown after the walk's, as before */
};

static void *starter_main(void *arg)
{
	struct starter *s = arg;

	diag_capture_start(&s->diags);
	s->ret = s->sink->start(s->sink->arg);
	diag_capture_stop();
	return NULL;
}

static void starter_begin(struct starter *s)
{
	s->running =
	    s->sink->start && !pthread_create(&s->tid, NULL, starter_main, s);
}

/* The sink's start's status (started here if the thread could not be). */
static int starter_end(struct starter *s)
{
	if (s->running) {
		pthread_join(s->tid, NULL);
		s->running = 0;
		diag_capture_replay(&s->diags);
		diag_capture_release(&s->diags);
		return s->ret;
	}
	return s->sink->start ? s->sink->start(s->sink->arg) : 0;
}

int ingest_import(const struct ingest_import_opts *opts,
		  const char *const *paths, size_t n,
		  const struct ingest_import_sink *sink,
		  struct ingest_import_stats *stats)
{
	struct walk w = {.o = opts, .stats = stats, .dirfd = -1};
	struct queue qu = {.mu = PTHREAD_MUTEX_INITIALIZER,
			   .more = PTHREAD_COND_INITIALIZER,
			   .room = PTHREAD_COND_INITIALIZER};
	struct reader r[READERS_MAX];
	pthread_t tid[READERS_MAX];
	struct pending pend = {0};
	struct job *batch[QUEUE_WAKE];
	struct starter start = {.sink = sink};
	size_t got;
	unsigned done = 0;
	int ret = 0, fatal = 0, k = 0, want;

	memset(stats, 0, sizeof(*stats));
	starter_begin(&start);
	for (size_t i = 0; i < n && !ret; i++)
		ret = walk_path(&w, paths[i], 1, DT_UNKNOWN);
	if (ret) {
		diag_error("error: cannot list the files to import: %s",
			   strerror(-ret));
		starter_end(&start); /* the caller releases the sink */
		goto out;
	}
	qu.n = w.n;
	want = readers_for(w.n);
	pthread_mutex_lock(&qu.mu);
	for (; k < want; k++) {
		r[k] = (struct reader){.o = opts,
				       .id = k,
				       .qu = &qu,
				       .v = w.v,
				       .sb = STRBUF_INIT,
				       .ahead = sink->ahead};
		if (pthread_create(&tid[k], NULL, reader_main, &r[k]))
			break;
		qu.readers++;
	}
	pthread_mutex_unlock(&qu.mu);
	if (!k) {
		diag_error("error: cannot start the reader thread");
		starter_end(&start);
		ret = -EAGAIN;
		goto out;
	}
	ret = starter_end(&start);
	if (ret) {
		stop_reader(&qu);
		for (int i = 0; i < k; i++)
			pthread_join(tid[i], NULL);
		goto drop;
	}
	for (;;) {
		/*
		 * The readers are behind: commit before waiting, so that no
		 * write lock is held while they parse - unless their next
		 * batch comes within WAIT_BRIEF_NS (small files, readers
		 * just behind): a commit each time cost a third more WAL
		 * writes for 2,000 small files.
		 */
		got = next_jobs(&qu, batch, QUEUE_WAKE,
				pend.open && !fatal ? WAIT_BRIEF : 0);
		if (!got) {
			if (!fatal && pend.open &&
			    commit_pending(sink, &pend, stats)) {
				stop_reader(&qu);
				fatal = 1;
			}
			got = next_jobs(&qu, batch, QUEUE_WAKE, WAIT_ALL);
			if (!got)
				break;
		}
		for (size_t i = 0; i < got; i++) {
			stats->files++;
			done++;
			if (fatal) {
				stats->failed++;
			} else {
				diag_capture_replay(&batch[i]->diags);
				if (sink_job(opts, sink, batch[i], stats,
					     &pend) ||
				    ((pend.units >= BATCH_UNITS ||
				      (pend.units &&
				       pending_ns(&pend) >= BATCH_NS)) &&
				     commit_pending(sink, &pend, stats))) {
					/* a sink that cannot write (disk
					 * full, locked) fails every file
					 * after it; what it kept before is
					 * committed if it can be */
					if (pend.open)
						commit_pending(sink, &pend,
							       stats);
					stop_reader(&qu);
					fatal = 1;
				}
			}
			if (opts->progress)
				opts->progress(opts->progress_arg, stats, w.n,
					       0);
		}
		jobs_done(&qu, batch, got);
	}
	for (int i = 0; i < k; i++)
		pthread_join(tid[i], NULL);
	if (done < w.n) {
		stats->files += (unsigned)(w.n - done);
		stats->failed += (unsigned)(w.n - done);
	}
	if (fatal) {
		diag_error("error: stopped at the error above: %u of %zu "
			   "files not imported",
			   stats->failed, w.n);
		ret = -EIO;
	} else if (commit_pending(sink, &pend, stats)) {
		ret = -EIO;
	}
	if (opts->progress)
		opts->progress(opts->progress_arg, stats, w.n, 1);
drop:
	/* jobs read after a stop, past a file that could not be */
	for (size_t i = 0; i < QUEUE_CAP; i++)
		job_free(qu.slot[i]);
	for (int i = 0; i < READERS_MAX; i++)
		jobs_free(qu.done[i]);
out:
	for (int i = 0; i < k; i++) {
		strbuf_release(&r[i].sb);
		iodb_jbuf_release(&r[i].jb);
	}
	for (size_t i = 0; i < w.n; i++)
		free(w.v[i].path);
	free(w.v);
	free(w.dirs);
	for (size_t i = 0; i < w.n_dirfds; i++)
		close(w.dirfds[i]);
	return ret;
}

/* ---- binary files ---------------------------------------------------- */

const char *ingest_binary_kind(const char *buf, size_t len)
{
	static const struct {
		const char *magic;
		size_t n;
		const char *name;
	} magics[] = {
	    {"\x7f"
	     "ELF",
	     4, "ELF"},
	    {"\x1f\x8b", 2, "gzip"},
	    {"\x89PNG\r\n\x1a\n", 8, "PNG"},
	    {"PK\x03\x04", 4, "zip"},
	    {"PK\x05\x06", 4, "zip"},
	    {"%PDF-", 5, "PDF"},
	    {"BZh", 3, NULL}, /* needs a digit after: checked below */
	    {"\xfd"
	     "7zXZ\x00",
	     6, "xz"},
	    {"\x28\xb5\x2f\xfd", 4, "zstd"},
	    {"7z\xbc\xaf\x27\x1c", 6, "7z"},
	    {"\xff\xd8\xff", 3, "JPEG"},
	    {"GIF8", 4, "GIF"},
	    {"SQLite format 3", 16, "SQLite"},
	};
	size_t scan = len < 8192 ? len : 8192;

	for (size_t i = 0; i < sizeof(magics) / sizeof(magics[0]); i++) {
		if (len < magics[i].n ||
		    memcmp(buf, magics[i].magic, magics[i].n))
			continue;
		if (magics[i].name)
			return magics[i].name;
		if (len > 3 && buf[3] >= '1' && buf[3] <= '9')
			return "bzip2";
	}
	/* UTF-16 text has a NUL in every other byte: its byte-order mark,
	 * or that NUL always on one side of its units, says it is text */
	if (ingest_utf16_kind(buf, len))
		return NULL;
	if (memchr(buf, '\0', scan))
		return "binary";
	return NULL;
}
