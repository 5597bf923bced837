/*
 * `iodb lint`: is a stored figure plausible?  Each rule is a pure
 * function over model records (struct iodb_run, struct iodb_result,
 * struct iodb_spec) that may add findings: the arithmetic a tool's own
 * figures must obey, unit traps, the page cache measured instead of the
 * disk, the physics of the interface and of spinning disks, datasheets,
 * and runs too short to mean much.  A rule that cannot tell stays silent:
 * a finding that is wrong is worse than none.  docs/lint.md lists the
 * rules with their sources.
 */
#ifndef IODB_REPORT_LINT_H
#define IODB_REPORT_LINT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "store/store.h"

/* A measurement above this percent of its datasheet figure is suspicious. */
#define LINT_DATASHEET_PCT 115.0

/* One stored result with its run, owned by the set. */
struct lint_item {
	int64_t run_id, result_id;
	char *source;	      /* path as imported; NULL for runner runs */
	struct iodb_run *run; /* deep copies */
	struct iodb_result *res;
	int64_t series; /* its run's series; -1 none */
};

/* One finding on one result. */
struct lint_finding {
	size_t item;	    /* index into lint_set.items */
	const char *rule;   /* "iops-bw", "dd-no-sync", ... (static) */
	const char *family; /* "arithmetic", "unit trap", "cache",
			       "physics", "datasheet", "confidence" */
	char *text;	    /* the figures, one sentence */
	const char *why;    /* why it matters (static) */
	int64_t other;	    /* a related result's id, or -1 */
};

struct lint_set {
	struct lint_item *items;
	size_t n_items, cap_items;
	struct iodb_spec **specs; /* datasheet figures (deep copies) */
	size_t n_specs, cap_specs;
	struct lint_finding *findings;
	size_t n_findings, cap_findings;
};

#define LINT_SET_INIT                                                          \
	{                                                                      \
		0                                                              \
	}

/* Add a copy of row (and of its run) to s.  0 or -ENOMEM. */
int lint_add_row(struct lint_set *s, const struct store_row *row);

/* Add a copy of a datasheet figure to s.  0 or -ENOMEM. */
int lint_add_spec(struct lint_set *s, const struct iodb_spec *sp);

/*
 * Read the selected results of st, the series of their runs and every
 * datasheet figure into s (initialised with LINT_SET_INIT).  0 or <0;
 * release s either way.
 */
int lint_load(struct store *st, const struct store_selection *sel,
	      struct lint_set *s);

/*
 * Apply every rule to the items of s, appending to s->findings (ordered
 * by item, then rule).  Returns 0 or -ENOMEM.
 */
int lint_run(struct lint_set *s);

/* Free everything s owns; s is then empty. */
void lint_release(struct lint_set *s);

/*
 * The findings as text for a terminal: one block per finding (result,
 * rule, figures, why), then "N findings on M results (K checked)".
 * Returns 0 or -EIO.
 */
int lint_write_table(FILE *out, const struct lint_set *s);

/*
 * The findings as a JSON array of objects (run, result, source, test, op,
 * rule, family, text, why, other).  Returns the text (caller frees with
 * free()) or NULL when memory ran out.
 */
char *lint_json(const struct lint_set *s);

/*
 * The report's "Findings" section: a heading and one line per finding,
 * as HTML (escaped) or Markdown.  Nothing is written when s has no
 * findings.  Returns 0 or -EIO.
 */
int lint_write_html(FILE *out, const struct lint_set *s);
int lint_write_markdown(FILE *out, const struct lint_set *s);

/*
 * The Findings section from a report's data (its runs and figures: conditions,
 * IOPS, bandwidth, mean latency) and its datasheets m (may be NULL), for
 * report/html.c and report/markdown.c.  Returns 0 or -EIO.
 */
struct report_data;
struct report_match;
int lint_report_findings(FILE *out, const struct report_data *d,
			 const struct report_match *m, int html);

/* ---- shared by the rules (report/lint_rules_*.c) ------------------------ */

/*
 * Add a finding on item (printf-style text).  0 or -ENOMEM.
 */
int lint_add(struct lint_set *s, size_t item, const char *rule,
	     const char *family, const char *why, int64_t other,
	     const char *fmt, ...) __attribute__((format(printf, 7, 8)));

/* The rule families, each in its own file; 0 or -ENOMEM. */
int lint_rules_arith(struct lint_set *s);
int lint_rules_cache(struct lint_set *s);
int lint_rules_physics(struct lint_set *s);
int lint_rules_confidence(struct lint_set *s);

/*
 * Interface ceilings (docs/lint.md): the payload rate in bytes per second
 * of the interface named in text ("SATA III", "SATA 6Gb/s", "PCIe 4.0
 * x4", "USB 2.0", "SAS-3 12Gb/s"), and its name in *name (static).
 * Returns NAN when text names no interface whose ceiling is certain
 * (NVMe without generation and lanes, USB without version).
 */
double lint_interface_ceiling(const char *text, const char **name);

/* A number / a string of the run's options_json (NAN / 0 when absent). */
double lint_opt_num(const struct iodb_run *r, const char *key);
int lint_opt_str(const struct iodb_run *r, const char *key, char *buf,
		 size_t n);

/* The host's memory in bytes from the run's system description, or NAN. */
double lint_host_memory(const struct iodb_run *r);

/* 1 when text names a hard disk explicitly ("HDD", "7200 rpm"); *rpm set
 * to the stated spindle speed or 0. */
int lint_names_hdd(const char *text, int *rpm);

#endif
