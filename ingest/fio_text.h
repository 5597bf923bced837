/*
 * Pieces of the fio text importer (ingest/fio_text.c) that read a part of
 * fio's result line, shared with the table importer, which finds such a
 * line pasted into a cell (ingest/table_value.c).
 */
#ifndef IODB_INGEST_FIO_TEXT_H
#define IODB_INGEST_FIO_TEXT_H

#include "model/units.h"

/*
 * fio 3's "(IO/RUNTIME)" after a result line's rate, s at its '(':
 * "(367MiB/60030msec)".  The size (read under conv: fio 3's are IEC,
 * "367MiB") into *io in bytes, the runtime into *runtime in ns, *end past
 * the ')'.  0 when read; 1 when the size is none (*end at it), 2 when the
 * runtime is none or no ')' closes it (*end at it).
 */
int fio_text_io_runtime(const char *s, enum units_conv conv, double *io,
			double *runtime, const char **end);

#endif
