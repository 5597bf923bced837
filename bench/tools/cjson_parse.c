/*
 * The plain-parse baseline of `make bench-import`: read every file given
 * and parse it with cJSON, nothing else.  iodb's import does this plus
 * everything else, so this is the floor it is compared with.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <cjson/cJSON.h>

int main(int argc, char **argv)
{
	size_t cap = 1 << 20;
	char *buf = malloc(cap);
	long ok = 0;

	for (int i = 1; i < argc; i++) {
		int fd = open(argv[i], O_RDONLY);
		size_t n = 0;
		ssize_t k;
		cJSON *j;

		if (fd < 0)
			continue;
		while ((k = read(fd, buf + n, cap - n)) > 0) {
			n += (size_t)k;
			if (n == cap)
				buf = realloc(buf, cap *= 2);
		}
		close(fd);
		j = cJSON_ParseWithLength(buf, n);
		ok += j != NULL;
		cJSON_Delete(j);
	}
	fprintf(stderr, "parsed %ld files\n", ok);
	free(buf);
	return 0;
}
