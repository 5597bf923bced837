/*
 * util/: ALLOC_GROW (the one growth macro) and strbuf_attach (a malloc'd
 * string taken over and extended, as fio_text.c/fio_terse.c do).
 */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/t.h"
#include "util/utf8.h"
#include "util/alloc.h"
#include "util/file.h"
#include "util/rodata.h"
#include "util/strbuf.h"

T_TEST(t_util_alloc_grow)
{
	int *v = NULL;
	size_t n = 0, alloc = 0;

	for (int i = 0; i < 1000; i++) {
		T_REQUIRE(ALLOC_GROW(v, n + 1, alloc) == 0);
		v[n++] = i * 3;
	}
	T_OK(alloc >= 1000);
	T_INT(v[0], 0);
	T_INT(v[999], 2997);
	/* room already there: nothing moves */
	{
		int *was = v;
		size_t a = alloc;

		T_INT(ALLOC_GROW(v, 10, alloc), 0);
		T_OK(v == was && alloc == a);
	}
	free(v);
}

T_TEST(t_util_strbuf_attach)
{
	struct strbuf sb;
	char *s = strdup("fio --name=a \\");
	size_t len;

	T_REQUIRE(s);
	strbuf_attach(&sb, s, strlen(s), strlen(s) + 1);
	T_INT(strbuf_addch(&sb, '\n'), 0);
	T_INT(strbuf_addstr(&sb, "--rw=randread"), 0);
	s = strbuf_detach(&sb, &len);
	T_STR(s, "fio --name=a \\\n--rw=randread");
	T_INT((long)len, (long)strlen(s));
	free(s);
	/* NULL: an empty buffer, still usable */
	strbuf_attach(&sb, NULL, 7, 8);
	T_INT((long)sb.len, 0);
	T_STR(sb.buf, "");
	T_INT(strbuf_addstr(&sb, "x"), 0);
	T_STR(sb.buf, "x");
	strbuf_release(&sb);
}

/* One UTF-8 decoder and one width for every terminal table and the
 * aligned-text table reader. */
T_TEST(t_util_utf8)
{
	unsigned cp;

	T_INT(utf8_decode("A", 1, &cp), 1);
	T_INT(cp, 'A');
	T_INT(utf8_decode("\xc3\xa9", 2, &cp), 2); /* é */
	T_INT(cp, 0xe9);
	T_INT(utf8_cp_width(cp), 1);
	T_INT(utf8_decode("\xed\x95\x9c", 3, &cp), 3); /* 한 */
	T_INT(cp, 0xd55c);
	T_INT(utf8_cp_width(cp), 2);
	T_INT(utf8_decode("\xef\xbc\x95", 3, &cp), 3); /* full-width 5 */
	T_INT(utf8_cp_width(cp), 2);
	T_INT(utf8_decode("\xe4\xb8", 2, &cp), 1); /* cut: one byte */
	T_INT(cp, 0xfffd);
	T_INT(utf8_decode("\x80x", 2, &cp), 1); /* stray continuation */
	T_INT(cp, 0xfffd);
}

/* Only the program's read-only data counts as such: a recording keeps a
 * pointer to it instead of a copy (ingest/record.c). */
static char writable[8] = "abc";

T_TEST(t_util_rodata)
{
	const char *lit = "bw_min";
	char on_stack[8] = "abc";
	char *heap = strdup("abc");

	T_INT(util_is_rodata(lit), 1);
	T_INT(util_is_rodata("bytes/s"), 1);
	T_INT(util_is_rodata(writable), 0);
	T_INT(util_is_rodata(on_stack), 0);
	T_INT(util_is_rodata(heap), 0);
	T_INT(util_is_rodata(NULL), 0);
	T_INT(util_is_rodata(strerror(2)), 0); /* a library's */
	free(heap);
}

/* A regular file read with its size ends at it; one that grew since, or a
 * pipe (size unknown), is read to its end. */
T_TEST(t_util_read_fd_size)
{
	char path[] = "/tmp/iodb-t-read-XXXXXX";
	struct strbuf sb = STRBUF_INIT;
	int fd = mkstemp(path), p[2];

	T_REQUIRE(fd >= 0);
	T_REQUIRE(write(fd, "hello, world\n", 13) == 13);
	T_REQUIRE(lseek(fd, 0, SEEK_SET) == 0);
	T_INT(util_read_fd_size(fd, &sb, 13), 0);
	T_STR(sb.buf, "hello, world\n");
	/* the file "grew" after its size was taken */
	strbuf_reset(&sb);
	T_REQUIRE(lseek(fd, 0, SEEK_SET) == 0);
	T_INT(util_read_fd_size(fd, &sb, 5), 0);
	T_STR(sb.buf, "hello, world\n");
	close(fd);
	unlink(path);
	/* a pipe: short reads are no end */
	T_REQUIRE(pipe(p) == 0);
	T_REQUIRE(write(p[1], "abc", 3) == 3);
	close(p[1]);
	strbuf_reset(&sb);
	T_INT(util_read_fd_size(p[0], &sb, 0), 0);
	T_STR(sb.buf, "abc");
	close(p[0]);
	strbuf_release(&sb);
}
