/*
 * A growable NUL-terminated byte string (git's strbuf.h, the part iodb
 * uses).  buf is never NULL after STRBUF_INIT: it points at a shared empty
 * string until something is added, so sb.buf can always be printed.
 */
#ifndef IODB_UTIL_STRBUF_H
#define IODB_UTIL_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

struct strbuf {
	size_t alloc;
	size_t len;
	char *buf;
};

extern char strbuf_slopbuf[];
#define STRBUF_INIT                                                            \
	{                                                                      \
		0, 0, strbuf_slopbuf                                           \
	}

/* Start empty (as STRBUF_INIT); hint: bytes to reserve (0: none). */
void strbuf_init(struct strbuf *sb, size_t hint);

/* Free the buffer and leave sb empty and reusable. */
void strbuf_release(struct strbuf *sb);

/* Give the buffer to the caller (who frees it); sb is left empty.  Never
 * returns NULL except when allocating an empty string fails. */
char *strbuf_detach(struct strbuf *sb, size_t *len);

/* Room for extra more bytes (and the NUL).  0, or -ENOMEM (sb unchanged). */
int strbuf_grow(struct strbuf *sb, size_t extra);

/* Append; each returns 0 or -ENOMEM (sb unchanged). */
int strbuf_add(struct strbuf *sb, const void *data, size_t len);
int strbuf_addstr(struct strbuf *sb, const char *s);
int strbuf_addch(struct strbuf *sb, int c);
int strbuf_addf(struct strbuf *sb, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
int strbuf_vaddf(struct strbuf *sb, const char *fmt, va_list ap)
    __attribute__((format(printf, 2, 0)));

/* Take over the malloc'd string buf (len bytes, alloc bytes allocated; at
 * least len + 1, the byte at len becomes a NUL).  buf NULL: sb is empty. */
void strbuf_attach(struct strbuf *sb, char *buf, size_t len, size_t alloc);

/* Cut to len bytes (len <= sb->len). */
void strbuf_setlen(struct strbuf *sb, size_t len);
#define strbuf_reset(sb) strbuf_setlen((sb), 0)

#endif
