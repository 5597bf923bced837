#include "util/file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include "util/strbuf.h"

int util_read_fd_size(int fd, struct strbuf *sb, size_t size)
{
	size_t start = sb->len;

	for (;;) {
		size_t want;
		ssize_t k;

		if (sb->alloc - sb->len < 65536 && strbuf_grow(sb, 1 << 16))
			return -ENOMEM;
		want = sb->alloc - sb->len - 1;
		k = read(fd, sb->buf + sb->len, want);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			return -errno;
		if (k == 0)
			break;
		sb->len += (size_t)k;
		sb->buf[sb->len] = '\0';
		/* asked for more than the file holds and got what it holds:
		 * its end, without a read that returns nothing */
		if ((size_t)k < want && size && sb->len - start == size)
			break;
	}
	return 0;
}

int util_read_fd(int fd, struct strbuf *sb)
{
	return util_read_fd_size(fd, sb, 0);
}

char *util_read_file(const char *path, size_t *len)
{
	struct strbuf sb = STRBUF_INIT;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	int ret;

	if (fd < 0)
		return NULL;
	ret = util_read_fd(fd, &sb);
	close(fd);
	if (ret) {
		strbuf_release(&sb);
		errno = -ret;
		return NULL;
	}
	return strbuf_detach(&sb, len);
}
