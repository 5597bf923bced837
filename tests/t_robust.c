/*
 * Robustness: every importer over every corpus file, truncated at many
 * points and with bytes flipped, must return (success or a clean error),
 * never crash or read out of bounds (run under `make asan`).  The fuzz
 * targets (make fuzz) go further; this keeps a deterministic floor in CI.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "ingest/ingest.h"
#include "tests/t.h"

static int drop_run(void *arg, const struct iodb_run *run)
{
	(void)arg;
	(void)run;
	return 0;
}

static int drop_result(void *arg, const struct iodb_result *res)
{
	(void)arg;
	(void)res;
	return 0;
}

static void parse_all(const char *buf, size_t len)
{
	for (size_t f = 0; ingest_formats[f]; f++) {
		struct ingest_ctx ctx = {.path = "robust", .quiet = 1};
		/* an exact-size heap copy so ASan sees reads past the end */
		char *copy = malloc(len ? len : 1);

		memcpy(copy, buf, len);
		ctx.sink.run = drop_run;
		ctx.sink.result = drop_result;
		ingest_formats[f]->probe(copy, len);
		ingest_parse(&ctx, ingest_formats[f], copy, len);
		free(copy);
	}
}

static void mangle_file(const char *path)
{
	size_t len;
	char *buf = t_read_file(path, &len);
	unsigned seed = 12345;

	if (!buf) {
		T_FAIL("cannot read %s", path);
		return;
	}
	parse_all(buf, len);
	/* truncations */
	for (size_t cut = 0; cut < len; cut += len / 23 + 1)
		parse_all(buf, cut);
	/* byte flips */
	for (int k = 0; k < 8 && len; k++) {
		char *m = malloc(len);

		memcpy(m, buf, len);
		for (int j = 0; j < 4; j++) {
			seed = seed * 1103515245u + 12345u;
			m[(seed >> 8) % len] = (char)(seed >> 16);
		}
		parse_all(m, len);
		free(m);
	}
	free(buf);
}

T_TEST(t_robust_corpus_mangled)
{
	static const char *const dirs[] = {
	    "corpus/fio-json",
	    "corpus/fio-jsonplus",
	    "corpus/fio-text",
	    "corpus/fio-terse",
	    "corpus/dd",
	    "corpus/hdparm",
	    "corpus/iozone",
	    "corpus/cdm",
	    "corpus/kdiskmark",
	    "corpus/hdtune",
	    "blogs",
	    NULL,
	};
	int files = 0;

	for (size_t d = 0; dirs[d]; d++) {
		char dir[1024];
		DIR *dp;
		struct dirent *de;

		snprintf(dir, sizeof(dir), "%s", t_shared(dirs[d]));
		dp = opendir(dir);
		if (!dp) {
			T_FAIL("cannot open %s", dir);
			continue;
		}
		while ((de = readdir(dp)) != NULL) {
			char p[2048];

			if (de->d_name[0] == '.' ||
			    !strcmp(de->d_name, "README.md"))
				continue;
			snprintf(p, sizeof(p), "%s/%s", dir, de->d_name);
			mangle_file(p);
			files++;
		}
		closedir(dp);
	}
	T_OK(files >= 50);
	/* edge cases: empty, one byte, no newline, NULs */
	parse_all("", 0);
	parse_all("x", 1);
	parse_all("\0\0\0\n\r\r", 6);
	parse_all("{", 1);
	parse_all("3;fio-3.1;", 10);
}
