#include "util/diag.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/utf8.h"

/* The default: "iodb: MESSAGE" on stderr; progress redraws its line. */
static void to_stderr(enum diag_kind kind, const char *msg, void *arg)
{
	(void)arg;
	if (kind == DIAG_PROGRESS)
		fprintf(stderr, "\r%s\033[K", msg);
	else
		fprintf(stderr, "iodb: %s\n", msg);
}

static diag_routine routine = to_stderr;
static void *routine_arg;
static int quiet;
static _Thread_local struct diag_capture *capture;

static void keep(struct diag_capture *c, enum diag_kind kind, const char *msg)
{
	size_t n = strlen(msg);

	if (c->oom || ALLOC_GROW(c->buf, c->len + n + 2, c->alloc)) {
		c->oom = 1; /* the messages kept so far still show */
		return;
	}
	c->buf[c->len] = (char)kind;
	memcpy(c->buf + c->len + 1, msg, n + 1);
	c->len += n + 2;
}

struct diag_capture *diag_capture_start(struct diag_capture *c)
{
	struct diag_capture *was = capture;

	capture = c;
	return was;
}

void diag_capture_stop(void)
{
	capture = NULL;
}

/* A message to the capture this thread keeps, else to the routine. */
static void show(enum diag_kind kind, const char *msg)
{
	if (capture)
		keep(capture, kind, msg);
	else
		routine(kind, msg, routine_arg);
}

void diag_capture_replay(struct diag_capture *c)
{
	for (size_t i = 0; i < c->len;) {
		const char *msg = c->buf + i + 1;

		show((enum diag_kind)c->buf[i], msg);
		i += strlen(msg) + 2;
	}
	if (c->oom)
		show(DIAG_WARNING, "warning: out of memory: later messages "
				   "about this file were lost");
	c->len = 0;
	c->oom = 0;
}

void diag_capture_release(struct diag_capture *c)
{
	free(c->buf);
	*c = (struct diag_capture)DIAG_CAPTURE_INIT;
}

diag_routine diag_set_routine(diag_routine fn, void *arg)
{
	diag_routine old = routine;

	routine = fn ? fn : to_stderr;
	routine_arg = arg;
	return old;
}

void diag_set_quiet(int q)
{
	quiet = q;
}

void diag_vreport(enum diag_kind kind, const char *fmt, va_list ap)
{
	struct strbuf sb = STRBUF_INIT;

	if (quiet)
		return;
	if (strbuf_vaddf(&sb, fmt, ap) == 0) {
		/* a message quoting input quotes its bytes as they are: one
		 * that is no UTF-8 (a Latin-1 0xA0) is written "\xA0", so
		 * that stderr is UTF-8 whatever a file holds */
		char *esc = utf8_escaped(sb.buf);

		show(kind, esc ? esc : sb.buf);
		free(esc);
	} else {
		show(kind, fmt); /* out of memory: the gist */
	}
	strbuf_release(&sb);
}

#define DIAG_FN(name, kind)                                                    \
	void name(const char *fmt, ...)                                        \
	{                                                                      \
		va_list ap;                                                    \
		va_start(ap, fmt);                                             \
		diag_vreport(kind, fmt, ap);                                   \
		va_end(ap);                                                    \
	}

DIAG_FN(diag_warning, DIAG_WARNING)
DIAG_FN(diag_note, DIAG_NOTE)
DIAG_FN(diag_progress, DIAG_PROGRESS)

int diag_error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_vreport(DIAG_ERROR, fmt, ap);
	va_end(ap);
	return -EINVAL;
}
