/*
 * One diagnostic routine for every layer (git's error()/warning() with
 * set_error_routine): library code reports through diag_error() and
 * diag_warning() and never prints on its own; the command decides how
 * messages are shown (main sets nothing: "iodb: MESSAGE" on stderr), and a
 * test can capture them with diag_set_routine().
 */
#ifndef IODB_UTIL_DIAG_H
#define IODB_UTIL_DIAG_H

#include <stdarg.h>
#include <stddef.h>

enum diag_kind {
	DIAG_ERROR,
	DIAG_WARNING,
	DIAG_NOTE,     /* information: "laying out FILE (N MiB)" */
	DIAG_PROGRESS, /* a progress line that the next one replaces */
};

/*
 * What shows a message: kind, and the message text without the "iodb: "
 * prefix or a newline (e.g. "FILE:3:7: error: expected 'IOPS='").
 */
typedef void (*diag_routine)(enum diag_kind kind, const char *msg, void *arg);

/* Set the routine (NULL: the default, stderr); returns the previous one. */
diag_routine diag_set_routine(diag_routine fn, void *arg);

/* Silence every message (fuzzing, probing) until called with 0. */
void diag_set_quiet(int quiet);

/*
 * Report a message.  diag_error returns -EINVAL so library code can
 * `return diag_error(...)`; the text is given whole (the callers put
 * "FILE: " and "error: " in where they belong).
 */
int diag_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void diag_warning(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void diag_note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void diag_progress(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void diag_vreport(enum diag_kind kind, const char *fmt, va_list ap)
    __attribute__((format(printf, 2, 0)));

/*
 * A thread's messages kept instead of shown, to be shown later and in
 * order by another thread (the import's readers parse files in parallel;
 * the writer shows each file's messages when it stores that file).
 */
struct diag_capture {
	char *buf; /* records: a kind byte, the message, a NUL */
	size_t len, alloc;
	int oom;
};

#define DIAG_CAPTURE_INIT                                                      \
	{                                                                      \
		NULL, 0, 0, 0                                                  \
	}

/*
 * Keep this thread's messages in c until diag_capture_stop() (or another
 * start); returns the capture kept in before (NULL: none), which a nested
 * capture gives back to diag_capture_start() when it is done.
 */
struct diag_capture *diag_capture_start(struct diag_capture *c);
void diag_capture_stop(void);

/*
 * Show what c kept (through the routine, on this thread; into the capture
 * this thread keeps now, if any) and empty it.
 */
void diag_capture_replay(struct diag_capture *c);
void diag_capture_release(struct diag_capture *c);

#endif
