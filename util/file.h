/*
 * Reading whole files: the one reader every layer uses.
 */
#ifndef IODB_UTIL_FILE_H
#define IODB_UTIL_FILE_H

#include <stddef.h>

/*
 * Read all of fd into sb (appending).  Returns 0, or a negative errno
 * (what was read so far stays in sb).  Retries EINTR.
 */
struct strbuf;
int util_read_fd(int fd, struct strbuf *sb);

/*
 * The same for a regular file of size bytes (fstat's; 0 unknown): a read
 * that stops short exactly at size is taken as its end, one system call
 * fewer a file.  A file that grew since is still read to its end.
 */
int util_read_fd_size(int fd, struct strbuf *sb, size_t size);

/*
 * The whole file at path, NUL-terminated, its length (without the NUL) in
 * *len when len is not NULL.  Returns a buffer the caller frees, or NULL
 * with errno set when the file cannot be opened or read.
 */
char *util_read_file(const char *path, size_t *len);

#endif
