#include "util/diag.h"

#include <errno.h>
#include <stdio.h>

#include "util/strbuf.h"

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
	if (strbuf_vaddf(&sb, fmt, ap) == 0)
		routine(kind, sb.buf, routine_arg);
	else
		routine(kind, fmt, routine_arg); /* out of memory: the gist */
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
