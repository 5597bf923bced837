/*
 * The field splitter of the fio terse importer (ingest/fio_terse.c),
 * declared for its test: libcsv's split of one line at ';'.
 */
#ifndef IODB_INGEST_FIO_TERSE_H
#define IODB_INGEST_FIO_TERSE_H

#include <stddef.h>

struct terse_fields {
	char **v; /* n fields, NUL-terminated */
	size_t n, cap;
	int oom;
	char *buf; /* every field, NUL-terminated: v points into it */
	size_t blen, bcap;
};

/*
 * Split line s (len bytes, no line end) into f (zeroed first, or reused),
 * as libcsv does with ';' as the delimiter; force_libcsv makes libcsv do
 * it even for a line without a quote.  0, -ENOMEM, or -EINVAL.
 */
int fio_terse_split(const char *s, size_t len, int force_libcsv,
		    struct terse_fields *f);
void fio_terse_fields_free(struct terse_fields *f);

#endif
