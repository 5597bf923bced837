/*
 * Conditions from around a table: see table_conditions.h.
 */
#include "ingest/table_conditions.h"

#include <string.h>

/* dd, iozone: conditions that hold for every run of the tool. */
static void tool_facts(const char *tool, struct testname *c)
{
	if (tool && !strcmp(tool, "dd")) {
		/* dd: one process, one synchronous request at a time */
		if (c->pattern == IODB_PATTERN_UNKNOWN)
			c->pattern = IODB_PATTERN_SEQ;
		if (c->iodepth < 0)
			c->iodepth = 1;
		if (c->numjobs < 0)
			c->numjobs = 1;
	}
}

/*
 * Conditions from the prose notes: pass 0 takes the notes that name c's
 * pattern, pass 1 those that name none.  A field is filled when c lacks
 * it, no command stated it (stated_*) and the notes agree.
 */
static void prose_facts(const struct table_context *tc, struct testname *c,
			int pass, int stated_bs, int stated_qd, int stated_nj)
{
	int64_t bs = -1, qd = -1, nj = -1;
	int cbs = 0, cqd = 0, cnj = 0;

	for (size_t i = 0; i < tc->n_notes; i++) {
		const struct testname *k = &tc->notes[i];

		if (pass == 0 && (k->pattern == IODB_PATTERN_UNKNOWN ||
				  k->pattern != c->pattern))
			continue;
		if (pass == 1 && k->pattern != IODB_PATTERN_UNKNOWN)
			continue;
		if (k->op != IODB_OP_UNKNOWN && c->op != IODB_OP_UNKNOWN &&
		    k->op != c->op)
			continue;
		if (k->bs > 0) {
			cbs |= bs > 0 && bs != k->bs;
			bs = k->bs;
		}
		if (k->iodepth > 0) {
			cqd |= qd > 0 && qd != k->iodepth;
			qd = k->iodepth;
		}
		if (k->numjobs > 0) {
			cnj |= nj > 0 && nj != k->numjobs;
			nj = k->numjobs;
		}
	}
	if (c->bs < 0 && !stated_bs && bs > 0 && !cbs)
		c->bs = bs;
	if (c->iodepth < 0 && !stated_qd && qd > 0 && !cqd)
		c->iodepth = qd;
	if (c->numjobs < 0 && !stated_nj && nj > 0 && !cnj)
		c->numjobs = nj;
}

/*
 * Fill from the document's commands of the table's tool: a field every
 * compatible command states alike.  Then from the prose notes, for fields
 * no compatible command states at all.  *cmd gets the one compatible
 * command's index (-1 none, -2 several).
 */
void table_conditions_fill(struct table_mapping *m, struct testname *c,
			   int *cmd, int note)
{
	const struct table_context *tc = m->tc;
	struct testname agree;
	int n = 0, stated_bs = 0, stated_qd = 0, stated_nj = 0;
	int clash_bs = 0, clash_qd = 0, clash_nj = 0, clash_dir = 0;
	int all_bs = 1, all_qd = 1, all_nj = 1, all_dir = 1, all_pat = 1;
	int clash_pat = 0;

	testname_init(&agree);
	*cmd = -1;
	for (size_t i = 0; m->tool && i < tc->n_cmds; i++) {
		const struct testname *k = &tc->cmds[i].cond;

		if (strcmp(tc->cmds[i].tool, m->tool) ||
		    !testname_compatible(c, k))
			continue;
		/* a row with its own commands (a note "index 2.") */
		if (note && (tc->cmds[i].table != tc->index ||
			     tc->cmds[i].note != note))
			continue;
		*cmd = n ? -2 : (int)i;
		n++;
#define AGREE(f, all, clash, stated)                                           \
	do {                                                                   \
		if (k->f < 0) {                                                \
			all = 0;                                               \
		} else {                                                       \
			stated = 1;                                            \
			if (agree.f < 0)                                       \
				agree.f = k->f;                                \
			else if (agree.f != k->f)                              \
				clash = 1;                                     \
		}                                                              \
	} while (0)
		AGREE(bs, all_bs, clash_bs, stated_bs);
		AGREE(iodepth, all_qd, clash_qd, stated_qd);
		AGREE(numjobs, all_nj, clash_nj, stated_nj);
#undef AGREE
		if (k->direct < 0)
			all_dir = 0;
		else if (agree.direct < 0)
			agree.direct = k->direct;
		else if (agree.direct != k->direct)
			clash_dir = 1;
		if (k->pattern == IODB_PATTERN_UNKNOWN)
			all_pat = 0;
		else if (agree.pattern == IODB_PATTERN_UNKNOWN)
			agree.pattern = k->pattern;
		else if (agree.pattern != k->pattern)
			clash_pat = 1;
	}
	/*
	 * Prose that names this test's pattern ("Sequential block size: 64k
	 * / Random block size: 4k") is more specific than a command that ran
	 * several patterns at once (iozone -i 0 -i 1 -i 2 -r 64k): there it
	 * wins.  Otherwise the commands win and prose fills what no command
	 * states.
	 */
	if (n && agree.pattern == IODB_PATTERN_UNKNOWN)
		prose_facts(tc, c, 0, 0, 0, 0);
	if (n) {
		if (c->bs < 0 && all_bs && !clash_bs)
			c->bs = agree.bs;
		if (c->iodepth < 0 && all_qd && !clash_qd)
			c->iodepth = agree.iodepth;
		if (c->numjobs < 0 && all_nj && !clash_nj)
			c->numjobs = agree.numjobs;
		if (c->direct < 0 && all_dir && !clash_dir)
			c->direct = agree.direct;
		if (c->pattern == IODB_PATTERN_UNKNOWN && all_pat && !clash_pat)
			c->pattern = agree.pattern;
	}
	for (int pass = 0; pass < 2; pass++)
		prose_facts(tc, c, pass, stated_bs, stated_qd, stated_nj);
	tool_facts(m->tool, c);
}
