/*
 * Datasheet matching: pair each measured figure with the vendor spec of
 * its device model that states the same workload, and judge it.
 *
 * Like with like: a figure and a spec pair only when their direction (op),
 * pattern (seq/rand) and block size agree (a spec that states no block
 * size or pattern pairs with any, and says so).  Queue depth and threads
 * are compared as I/Os in flight per device: QD x threads, a side that
 * states neither counting as 1 x 1 (dd, iozone and hdparm issue one I/O at
 * a time per thread).  Same QD and threads: judged.  Same product with a
 * different split (iozone -t 32 against "QD32"): judged, the split named.
 * Otherwise the pairing is shown with the difference named ("measured at
 * QD1, spec at QD32") and not judged.  A spec that states no QD passes
 * when any figure reaches it (the note saying so); a figure short of it
 * is below only when measured at REPORT_DATASHEET_QD I/Os in flight or
 * more (a datasheet's usual depth), else not judged ("conditions
 * unknown").  docs/reports.md has the whole rule.
 */
#ifndef IODB_REPORT_MATCH_H
#define IODB_REPORT_MATCH_H

#include "report/select.h"

/* The queue depth (I/Os in flight) datasheets state their figures at
 * when they do not say: QD32, the SATA/SAS convention and NVMe's least. */
#define REPORT_DATASHEET_QD 32

enum report_verdict {
	REPORT_PASS,
	REPORT_BELOW,
	REPORT_NOT_JUDGED,
};

/* A spec copied out of the store (owned strings). */
struct report_spec {
	struct iodb_spec sp; /* strings point into the fields below */
	char *vendor, *model, *interface, *metric, *value_text, *source;
};

/* One measured figure paired with one spec. */
struct report_pair {
	size_t fig;  /* index into report_data.figs */
	size_t spec; /* index into report_match.specs */
	double measured, spec_value;
	double pct; /* percent of spec: higher is better for every metric */
	enum report_verdict verdict;
	char note[192]; /* the conditions that differ, or "" */
};

/*
 * A figure of a model with a datasheet that no spec could be compared
 * with, because the block sizes differ: shown apart ("not compared").
 */
struct report_miss {
	size_t fig;  /* index into report_data.figs */
	size_t spec; /* the spec of the same op and pattern */
};

struct report_match {
	double min_pct;
	struct report_spec *specs;
	size_t n_specs, cap_specs;
	struct report_pair *pairs;
	size_t n_pairs, cap_pairs;
	size_t n_pass, n_below, n_not_judged;
	struct report_miss *misses;
	size_t n_misses, cap_misses;
};

#define REPORT_MATCH_INIT                                                      \
	{                                                                      \
		.min_pct = 90                                                  \
	}

/*
 * Load the specs of model (NULL: every model) from st into m, without
 * duplicates (a datasheet imported twice, or stated by a post and a CSV).
 * 0 or a negative errno.
 */
int report_match_load_specs(struct store *st, const char *model,
			    struct report_match *m);

/*
 * Add one spec to m (copied), unless the same figure is already there.
 * 0 or -ENOMEM.
 */
int report_match_add_spec(struct report_match *m, const struct iodb_spec *sp);

/*
 * Pair every figure of d with m's specs: of model (every figure counts as
 * that model) when given, else of the model its run's device model, device
 * or label names.  Judges against m->min_pct.  A spec that another spec of
 * the same figure refines (the same value, op and pattern, with more
 * conditions stated) is set aside first: a post that quotes "500 MB/s"
 * once plainly and once "at QD32, 64k" states one figure.  Figures whose
 * only specs differ in block size go to m->misses.  0 or -ENOMEM.
 */
int report_match_pair(struct report_match *m, const struct report_data *d,
		      const char *model);

/* "pass", "below", "not judged". */
const char *report_verdict_name(enum report_verdict v);

/*
 * The `iodb check` exit status of m: 0 when every judged pairing passes,
 * 1 when any is below, 2 when nothing was judged.
 */
int report_match_status(const struct report_match *m);

/* A spec's conditions as text: "seq read 64 KiB QD32". */
const char *report_spec_conditions(const struct iodb_spec *sp, char *buf,
				   size_t n);

/* What every report format writes from: the data, its pairings, titles. */
struct report_input {
	const struct report_data *d;
	const struct report_match *m; /* may have no specs */
	const char *title;	      /* NULL: "iodb report" */
	const char *db_path;	      /* shown in the summary; may be NULL */
	const char *selection;	      /* the selection as text, or NULL */
};

/* Free what m owns; m is left empty (min_pct kept). */
void report_match_release(struct report_match *m);

#endif
