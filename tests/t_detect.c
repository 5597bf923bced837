/*
 * Auto-detection over the whole corpus: every file goes to its own
 * importer without --format (MANIFEST.tsv's format column), and text
 * that no importer knows is refused plainly.
 */
#include <stdlib.h>
#include <string.h>

#include "ingest/ingest.h"
#include "tests/collect.h"
#include "tests/t.h"

T_TEST(t_detect_corpus)
{
	char *manifest = t_read_file(t_shared("corpus/MANIFEST.tsv"), NULL);
	char *line, *save = NULL;
	int n = 0;

	T_OK(manifest != NULL);
	if (!manifest)
		return;
	line = strtok_r(manifest, "\n", &save); /* header */
	while ((line = strtok_r(NULL, "\n", &save)) != NULL) {
		char file[512], fmt[64], rel[600];
		const char *want;
		const struct ingest_format *got;
		size_t len;
		char *buf;

		if (sscanf(line, "%511[^\t]\t%63[^\t]", file, fmt) != 2)
			continue;
		snprintf(rel, sizeof(rel), "corpus/%s", file);
		buf = t_read_file(t_shared(rel), &len);
		if (!buf) {
			T_FAIL("cannot read %s", rel);
			continue;
		}
		/* json+ is read by the fio JSON importer */
		want = strcmp(fmt, "fio-jsonplus") ? fmt : "fio-json";
		got = ingest_detect(buf, len, NULL);
		if (!got || strcmp(got->name, want))
			T_FAIL("%s: detected as %s, expected %s", file,
			       got ? got->name : "nothing", want);
		free(buf);
		n++;
	}
	free(manifest);
	T_OK(n >= 50);
}

T_TEST(t_detect_nothing_recognized)
{
	static const char *const texts[] = {
	    "hello world\nthis is not a benchmark\n",
	    "{\"name\": \"not fio\", \"jobs\": 3}\n",
	    "# README\n\nSome prose about disks and 500 MB/s dreams.\n",
	    "",
	};
	struct t_collect c;

	for (size_t i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
		const struct ingest_format *f =
		    ingest_detect(texts[i], strlen(texts[i]), NULL);

		if (f)
			T_FAIL("text %zu detected as %s", i, f->name);
		T_OK(t_collect_buf(&c, NULL, "x.txt", texts[i],
				   strlen(texts[i]), 1) < 0);
		T_INT(c.n_res, 0);
		t_collect_free(&c);
	}
}
