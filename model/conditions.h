/*
 * The conditions a figure was measured (or stated) under: direction,
 * access pattern, read mix, block size, queue depth, jobs and direct I/O.
 * One struct shared by results, datasheet specs, test names, fio options
 * and the report, with one fill function.  Unknown is
 * IODB_*_UNKNOWN, NAN or -1, never 0.
 */
#ifndef IODB_MODEL_CONDITIONS_H
#define IODB_MODEL_CONDITIONS_H

#include <math.h>
#include <stdint.h>

enum iodb_op {
	IODB_OP_UNKNOWN = 0,
	IODB_OP_READ,
	IODB_OP_WRITE,
	IODB_OP_TRIM,
	IODB_OP_COPY, /* dd from one file to another: read and write at once */
	/* one figure for both directions of a mixed workload (fio's word
	 * for its mixed rw=): CrystalDiskMark's "[Mix] Read 70%/Write 30%",
	 * a table's "Read-write" or "RW 70/30" row; never a direction that
	 * is simply unknown (IODB_OP_UNKNOWN) */
	IODB_OP_READWRITE,
};

enum iodb_pattern {
	IODB_PATTERN_UNKNOWN = 0,
	IODB_PATTERN_SEQ,
	IODB_PATTERN_RAND,
};

struct iodb_cond {
	enum iodb_op op;
	enum iodb_pattern pattern;
	double mix_read_pct; /* read share of a mixed workload; NAN */
	int64_t bs;	     /* block size, bytes; -1 */
	int64_t iodepth;     /* -1 */
	int64_t numjobs;     /* -1 */
	int direct;	     /* 1, 0, or -1 unknown */
};

#define IODB_COND_INIT                                                         \
	{                                                                      \
		.op = IODB_OP_UNKNOWN, .pattern = IODB_PATTERN_UNKNOWN,        \
		.mix_read_pct = NAN, .bs = -1, .iodepth = -1, .numjobs = -1,   \
		.direct = -1,                                                  \
	}

/* Take every unknown field of dst from src (which may be unknown too). */
void iodb_cond_fill(struct iodb_cond *dst, const struct iodb_cond *src);

/* The fields of a condition, as bits (iodb_cond_join()). */
enum {
	IODB_COND_OP = 1 << 0,
	IODB_COND_PATTERN = 1 << 1,
	IODB_COND_MIX = 1 << 2,
	IODB_COND_BS = 1 << 3,
	IODB_COND_IODEPTH = 1 << 4,
	IODB_COND_NUMJOBS = 1 << 5,
	IODB_COND_DIRECT = 1 << 6,
};

/*
 * Join src into dst, two copies of one run stating its conditions: every
 * field unknown in dst takes src's; a field both state with other values
 * becomes unknown in dst (neither copy is taken).  Returns the bits of
 * those fields (IODB_COND_*), 0 when the two agree.
 */
unsigned iodb_cond_join(struct iodb_cond *dst, const struct iodb_cond *src);

/* The field name ("numjobs") of the lowest bit set in bits, or "". */
const char *iodb_cond_field_name(unsigned bits);

#endif
