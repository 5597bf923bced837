#include "util/strbuf.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char strbuf_slopbuf[1];

void strbuf_init(struct strbuf *sb, size_t hint)
{
	sb->alloc = sb->len = 0;
	sb->buf = strbuf_slopbuf;
	if (hint)
		strbuf_grow(sb, hint);
}

void strbuf_release(struct strbuf *sb)
{
	if (sb->alloc)
		free(sb->buf);
	strbuf_init(sb, 0);
}

char *strbuf_detach(struct strbuf *sb, size_t *len)
{
	char *res;

	if (len)
		*len = sb->len;
	if (!sb->alloc)
		return calloc(1, 1);
	res = sb->buf;
	strbuf_init(sb, 0);
	return res;
}

int strbuf_grow(struct strbuf *sb, size_t extra)
{
	size_t want, na;
	char *nb;

	if (extra > SIZE_MAX - sb->len - 1)
		return -ENOMEM;
	want = sb->len + extra + 1;
	if (want <= sb->alloc)
		return 0;
	na = sb->alloc + sb->alloc / 2;
	if (na < want)
		na = want;
	if (na < 64)
		na = 64;
	nb = realloc(sb->alloc ? sb->buf : NULL, na);
	if (!nb)
		return -ENOMEM;
	if (!sb->alloc)
		nb[0] = '\0';
	sb->buf = nb;
	sb->alloc = na;
	return 0;
}

int strbuf_add(struct strbuf *sb, const void *data, size_t len)
{
	if (strbuf_grow(sb, len))
		return -ENOMEM;
	memcpy(sb->buf + sb->len, data, len);
	sb->len += len;
	sb->buf[sb->len] = '\0';
	return 0;
}

int strbuf_addstr(struct strbuf *sb, const char *s)
{
	return strbuf_add(sb, s, strlen(s));
}

int strbuf_addch(struct strbuf *sb, int c)
{
	char ch = (char)c;

	return strbuf_add(sb, &ch, 1);
}

int strbuf_vaddf(struct strbuf *sb, const char *fmt, va_list ap)
{
	va_list cp;
	int n;

	va_copy(cp, ap);
	n = vsnprintf(sb->buf + sb->len, sb->alloc ? sb->alloc - sb->len : 0,
		      fmt, cp);
	va_end(cp);
	if (n < 0)
		return -EINVAL;
	if (sb->alloc && (size_t)n < sb->alloc - sb->len) {
		sb->len += (size_t)n;
		return 0;
	}
	if (strbuf_grow(sb, (size_t)n))
		return -ENOMEM;
	vsnprintf(sb->buf + sb->len, sb->alloc - sb->len, fmt, ap);
	sb->len += (size_t)n;
	return 0;
}

int strbuf_addf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	int ret;

	va_start(ap, fmt);
	ret = strbuf_vaddf(sb, fmt, ap);
	va_end(ap);
	return ret;
}

void strbuf_setlen(struct strbuf *sb, size_t len)
{
	if (!sb->alloc)
		return;
	sb->len = len;
	sb->buf[len] = '\0';
}

void strbuf_attach(struct strbuf *sb, char *buf, size_t len, size_t alloc)
{
	if (!buf) {
		strbuf_init(sb, 0);
		return;
	}
	sb->buf = buf;
	sb->len = len;
	sb->alloc = alloc > len ? alloc : len + 1;
	sb->buf[len] = '\0';
}
