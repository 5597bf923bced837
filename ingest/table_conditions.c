/*
 * Conditions from around a table: see table_conditions.h.
 */
#include "ingest/table_conditions.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

/*
 * dd, hdparm: conditions that hold for every run of the tool.  Their one
 * stream (depth 1, one job) is a default, never put over a depth or job
 * count the source states, even one not read (said: "qd16/qd32").
 */
static void tool_facts(const char *tool, struct testname *c, int said)
{
	if (tool && !strcmp(tool, "hdparm")) {
		/* hdparm's timings (-t, -T) only read, with one synchronous
		 * read() after another, as its output reads (hdparm.c) */
		if (c->cond.op == IODB_OP_UNKNOWN && !c->n_ops) {
			c->cond.op = IODB_OP_READ;
			c->ops[0] = IODB_OP_READ;
			c->n_ops = 1;
		}
		if (c->cond.pattern == IODB_PATTERN_UNKNOWN)
			c->cond.pattern = IODB_PATTERN_SEQ;
		if (c->cond.iodepth < 0 && !said)
			c->cond.iodepth = 1;
		if (c->cond.numjobs < 0 && !said)
			c->cond.numjobs = 1;
	}
	if (tool && !strcmp(tool, "dd")) {
		/* dd: one process, one synchronous request at a time */
		if (c->cond.pattern == IODB_PATTERN_UNKNOWN)
			c->cond.pattern = IODB_PATTERN_SEQ;
		if (c->cond.iodepth < 0 && !said)
			c->cond.iodepth = 1;
		if (c->cond.numjobs < 0 && !said)
			c->cond.numjobs = 1;
	}
	if (tool &&
	    (!strcmp(tool, "rados bench") || !strcmp(tool, "rbd bench")) &&
	    c->cond.numjobs > 0 && c->cond.iodepth < 0) {
		/* "块大小/并发数" over "64K/32", "threads 16": rados bench
		 * -t and rbd bench --io-threads are the operations one
		 * client keeps in flight, a queue depth */
		c->cond.iodepth = c->cond.numjobs;
		c->cond.numjobs = 1;
	}
}

/*
 * How many words key (spaces part them) has when every one stands in
 * text h as a word ("Sustained Write" in "Sustained Write (MB/s)", case
 * ignored); 0 when one does not.
 */
static size_t key_words_in(const char *key, const char *h)
{
	size_t words = 0, hl = h ? strlen(h) : 0;

	for (const char *w = key; *w;) {
		char buf[64];
		const char *const one[] = {buf, NULL};
		size_t n = strcspn(w, " ");

		if (n && n < sizeof(buf)) {
			memcpy(buf, w, n);
			buf[n] = 0;
			if (testname_first_word(h ? h : "", hl, one) < 0)
				return 0;
			words++;
		}
		w += n;
		w += *w == ' ';
	}
	return words;
}

/*
 * The list keys (tc->note_keys) the headers of a cell name, in keyed[]:
 * for column header col and row text row each, the keys with the most
 * words of those whose words all stand in it.  When a header names
 * one, the keys it does not name are cleared.  0 when neither names a
 * key (keyed[] is then no filter), else 1.
 */
static int cell_keys(const struct table_context *tc, const char *col,
		     const char *row, unsigned char *keyed)
{
	int any = 0;

	for (size_t k = 0; k < tc->n_note_keys; k++)
		keyed[k] = 1;
	for (int h = 0; h < 2; h++) {
		const char *text = h ? row : col;
		size_t best = 0, n[16];

		for (size_t k = 0; k < tc->n_note_keys; k++) {
			n[k] = key_words_in(tc->note_keys[k], text);
			if (n[k] > best)
				best = n[k];
		}
		if (!best)
			continue;
		any = 1;
		for (size_t k = 0; k < tc->n_note_keys; k++)
			if (n[k] != best)
				keyed[k] = 0;
	}
	return any;
}

/*
 * Conditions from the prose notes: pass 0 takes the notes that name c's
 * pattern, pass 1 those that name none.  A field is filled when c lacks
 * it, no command stated it (stated_*) and the notes agree.  A note naming
 * no pattern gives no block size to a table whose rows name sizes
 * themselves ("Why are 4k reads slow?" above "Sequential Read", "Random
 * Read 512KB", "Random Read 4KB"): the size is one row's, or the
 * question's, not the sequential row's.
 */
static void prose_facts(const struct table_mapping *m, struct testname *c,
			int pass, int stated_bs, int stated_qd, int stated_nj,
			int stated_dir, const unsigned char *keyed)
{
	const struct table_context *tc = m->tc;
	int64_t bs = -1, qd = -1, nj = -1;
	int cbs = 0, cqd = 0, cnj = 0, dir = -1, cdir = 0;
	/* "All arrays were measured for sequential R/W running with 1
	 * job" (TESTNAME_KEPT_MEASURED): the pattern and conditions of a
	 * test naming no pattern, when every such statement names one */
	enum iodb_pattern said = IODB_PATTERN_UNKNOWN;

	for (size_t i = 0; pass == 1 && i < tc->n_notes; i++) {
		const struct testname *k = &tc->notes[i];

		if (!(k->kept & TESTNAME_KEPT_MEASURED) ||
		    c->cond.pattern != IODB_PATTERN_UNKNOWN)
			continue;
		if (said != IODB_PATTERN_UNKNOWN && said != k->cond.pattern) {
			said = IODB_PATTERN_UNKNOWN;
			break;
		}
		said = k->cond.pattern;
	}
	for (size_t i = 0; i < tc->n_notes; i++) {
		const struct testname *k = &tc->notes[i];

		/* another line's than the key the cell's header names
		 * ("Sequential:" or a headline's "QD1" for a "Sustained
		 * Write" column under "- Sustained Write: 120 s") */
		if (keyed && (tc->note_key[i] < 0 || !keyed[tc->note_key[i]]))
			continue;
		if (pass == 0 && (k->cond.pattern == IODB_PATTERN_UNKNOWN ||
				  k->cond.pattern != c->cond.pattern))
			continue;
		if (pass == 1 && k->cond.pattern != IODB_PATTERN_UNKNOWN &&
		    (said == IODB_PATTERN_UNKNOWN ||
		     !(k->kept & TESTNAME_KEPT_MEASURED)))
			continue;
		if (k->cond.op != IODB_OP_UNKNOWN &&
		    c->cond.op != IODB_OP_UNKNOWN && k->cond.op != c->cond.op)
			continue;
		/* "4k at iodepth=32 with numjobs=4": the depth and jobs of
		 * the 4k tests, none of a 1M column's */
		if (k->cond.bs > 0 && c->cond.bs > 0 &&
		    k->cond.bs != c->cond.bs)
			continue;
		if (k->cond.bs > 0) {
			cbs |= bs > 0 && bs != k->cond.bs;
			bs = k->cond.bs;
		}
		if (k->cond.iodepth > 0) {
			cqd |= qd > 0 && qd != k->cond.iodepth;
			qd = k->cond.iodepth;
		}
		if (k->cond.numjobs > 0) {
			cnj |= nj > 0 && nj != k->cond.numjobs;
			nj = k->cond.numjobs;
		}
		if (k->cond.direct >= 0) {
			cdir |= dir >= 0 && dir != k->cond.direct;
			dir = k->cond.direct;
		}
	}
	/* "fio direct iodepth=32" in the prose above: direct I/O too */
	if (c->cond.direct < 0 && !stated_dir && dir >= 0 && !cdir)
		c->cond.direct = dir;
	if (c->cond.bs < 0 && !stated_bs && bs > 0 && !cbs &&
	    !(pass == 1 && m->own_sizes))
		c->cond.bs = bs;
	if (c->cond.iodepth < 0 && !stated_qd && qd > 0 && !cqd)
		c->cond.iodepth = qd;
	if (c->cond.numjobs < 0 && !stated_nj && nj > 0 && !cnj)
		c->cond.numjobs = nj;
	if (said != IODB_PATTERN_UNKNOWN)
		c->cond.pattern = said;
}

/*
 * The pattern and block size of cell c from a sentence above giving each
 * of two metrics its own test (table_context.resp: "IOPS and throughput",
 * "4KB and 128KB block-size respectively ... the random and sequential"):
 * only when the table's figure columns are of exactly those two metrics,
 * all columns of the first before those of the second as the prose orders
 * them, none naming a test, pattern or size of its own, no column of
 * tests; and c names no pattern or size itself.
 */
static void respective_facts(const struct table_mapping *m, struct testname *c)
{
	const struct table_context *tc = m->tc;
	int seen = 0; /* 1 the first metric's columns, 2 the second's */

	if (tc->n_resp != 2 || !m->ht || c->cond.bs > 0 ||
	    c->cond.pattern != IODB_PATTERN_UNKNOWN)
		return;
	for (size_t k = 0; k < m->t->cols; k++) {
		const struct testname *h = &m->ht[k];
		int w;

		if (m->role[k] == TABLE_ROLE_TEST)
			return;
		if (h->metric == TESTNAME_NONE)
			continue;
		if (h->cond.bs > 0 || h->cond.pattern != IODB_PATTERN_UNKNOWN ||
		    h->n_ops || h->cdm || h->metrics > 1)
			return;
		if (h->metric == tc->resp[0].metric)
			w = 1;
		else if (h->metric == tc->resp[1].metric)
			w = 2;
		else
			return;
		if (w < seen)
			return;
		seen = w;
	}
	if (seen != 2)
		return;
	for (size_t k = 0; k < 2; k++)
		if (c->metric == tc->resp[k].metric) {
			c->cond.pattern = tc->resp[k].cond.pattern;
			c->cond.bs = tc->resp[k].cond.bs;
		}
}

/*
 * The conditions the table's corner cell states for all its figures
 * ("4 GiB Testfile bs=1M", "4k QD32"): the header of its first column
 * when that column names the systems or numbers the rows, and the cell
 * says "bs=" or names a queue depth with its size (a size alone there
 * may be a disk's).
 */
static void corner_facts(const struct table_mapping *m, struct testname *c)
{
	struct testname k;
	const char *s;
	size_t n;

	if (m->hdr < 1 || m->t->cols < 2 || !m->head || !m->head[0] ||
	    (m->role[0] != TABLE_ROLE_SYSTEM && m->role[0] != TABLE_ROLE_INDEX))
		return;
	s = m->head[0];
	n = strlen(s);
	if (!n || !testname_parse(s, n, 0, &k) || testname_sizes_differ(s, n))
		return;
	if (!strstr(s, "bs=") && k.cond.iodepth <= 0)
		return;
	if (c->cond.bs < 0 && k.cond.bs > 0 && !m->own_sizes)
		c->cond.bs = k.cond.bs;
	if (c->cond.iodepth < 0 && k.cond.iodepth > 0)
		c->cond.iodepth = k.cond.iodepth;
	if (c->cond.numjobs < 0 && k.cond.numjobs > 0)
		c->cond.numjobs = k.cond.numjobs;
}

/*
 * Whether the word at h in text s is the drive's own cache, no page
 * cache: "SLC cache", "DRAM cache", "HMB cache" ("Sustained Write
 * reflects real write throughput after SLC cache depletion").
 */
static int drive_cache(const char *s, const char *h)
{
	static const char *const kinds[] = {"slc ", "pslc ", "dram ", "hmb ",
					    NULL};

	for (size_t k = 0; kinds[k]; k++) {
		size_t n = strlen(kinds[k]);

		if ((size_t)(h - s) >= n && !strncasecmp(h - n, kinds[k], n) &&
		    ((size_t)(h - s) == n ||
		     !isalnum((unsigned char)h[-(long)n - 1])))
			return 1;
	}
	return 0;
}

/*
 * Whether the table's cells speak of the page cache or direct I/O
 * themselves ("Write (no cache)", "O_DIRECT", "buffered"), or its heading
 * of the cache (the line above may be the very sentence saying every run
 * used direct I/O): then what the post says of every run is not this
 * table's to take.
 */
static int table_says_cache(const struct table_mapping *m)
{
	static const char *const words[] = {
	    "cache",  "buffer", "sync",	      "direct=0", "缓存",
	    "緩存",   "缓冲",	"キャッシュ", "кэш",	  "кеш",
	    "puffer", "direct", "直接",	      NULL};
	static const size_t n_heading = 11; /* words[] a heading may not say */
	const struct table *t = m->t;

	for (size_t w = 0; m->tc->heading && w < n_heading; w++)
		for (const char *h = m->tc->heading;
		     (h = strcasestr(h, words[w])) != NULL; h++)
			if (!drive_cache(m->tc->heading, h))
				return 1;
	/* table_cell(): "" for a cell a short row never had (NULL text) */
	for (size_t r = 0; r < t->rows; r++)
		for (size_t c = 0; c < t->cols; c++)
			for (size_t w = 0; words[w]; w++)
				if (strcasestr(table_cell(t, r, c), words[w]))
					return 1;
	return 0;
}

int table_opts_clash(const struct iodb_cond *o, const struct testname *t)
{
	if (o->pattern != IODB_PATTERN_UNKNOWN &&
	    t->cond.pattern != IODB_PATTERN_UNKNOWN &&
	    t->cond.pattern != o->pattern)
		return 1;
	if (o->op == IODB_OP_UNKNOWN)
		return 0;
	for (int i = 0; i < t->n_ops; i++)
		if (t->ops[i] != o->op)
			return 1;
	return t->cond.op != IODB_OP_UNKNOWN && t->cond.op != o->op;
}

/* Whether a command of the document ran without direct I/O. */
static int command_buffered(const struct table_context *tc)
{
	for (size_t i = 0; i < tc->n_cmds; i++)
		if (tc->cmds[i].cond.cond.direct == 0)
			return 1;
	return 0;
}

/*
 * What the post's list of fio options says every run used
 * (tc->post_opts: "The basic configuration for fio benchmarks:" /
 * "- `direct=1`" / "- `rw=write`"), for a fio table none of whose tests
 * names another direction or pattern than its rw=, and the fields no
 * compatible command and not the result itself states.
 */
static void option_facts(const struct table_mapping *m, struct testname *c,
			 int stated_bs, int stated_qd, int stated_nj,
			 int stated_dir)
{
	const struct iodb_cond *o = &m->tc->post_opts;

	if (!m->tc->post_opts_set || m->opts_clash ||
	    (m->tool ? strcmp(m->tool, "fio") : !m->tc->post_opts_fio) ||
	    table_opts_clash(o, c))
		return;
	if (c->cond.bs < 0 && !stated_bs && o->bs > 0 && !m->own_sizes)
		c->cond.bs = o->bs;
	if (c->cond.iodepth < 0 && !stated_qd && o->iodepth > 0)
		c->cond.iodepth = o->iodepth;
	if (c->cond.numjobs < 0 && !stated_nj && o->numjobs > 0)
		c->cond.numjobs = o->numjobs;
	if (c->cond.pattern == IODB_PATTERN_UNKNOWN)
		c->cond.pattern = o->pattern;
	if (o->op != IODB_OP_UNKNOWN && c->cond.op == IODB_OP_UNKNOWN &&
	    !c->n_ops) {
		c->cond.op = o->op;
		c->ops[0] = o->op;
		c->n_ops = 1;
	}
	if (c->cond.direct < 0 && !stated_dir && o->direct >= 0 &&
	    !(o->direct == 1 && !m->tc->lead_in_direct &&
	      command_buffered(m->tc)) &&
	    !table_says_cache(m))
		c->cond.direct = o->direct;
}

/*
 * What the post says every run used (tc->post_direct, tc->post_bs), for
 * the fields no compatible command states and the table does not state
 * otherwise.  A command of the document that ran without direct I/O
 * contradicts "every run used it": then none.
 */
static void post_facts(const struct table_mapping *m, struct testname *c,
		       int stated_bs, int stated_dir)
{
	const struct table_context *tc = m->tc;
	/* a test of another pattern, or of another size than the one
	 * said with the pattern ("Linear write (4M)") */
	int other = (tc->post_pattern && c->cond.pattern &&
		     (int)c->cond.pattern != tc->post_pattern) ||
		    (tc->post_bs_pattern && c->cond.bs > 0 &&
		     c->cond.bs != tc->post_bs);

	/* "All results below apply to 4 KB blocks and random access
	 * (unless indicated otherwise)": a test of another pattern ("Linear
	 * write") is the otherwise, of a size not said */
	if (c->cond.bs < 0 && !stated_bs && tc->post_bs > 0 &&
	    !m->own_sizes_post &&
	    !(tc->post_bs_pattern && c->cond.pattern &&
	      (int)c->cond.pattern != tc->post_bs_pattern))
		c->cond.bs = tc->post_bs;
	if (!other && tc->post_pattern && !c->cond.pattern)
		c->cond.pattern = (enum iodb_pattern)tc->post_pattern;
	if (!other && tc->post_op && c->cond.op == IODB_OP_UNKNOWN &&
	    !c->n_ops) {
		c->cond.op = (enum iodb_op)tc->post_op;
		c->ops[0] = c->cond.op;
		c->n_ops = 1;
	}
	if (c->cond.direct >= 0 || stated_dir || tc->post_direct != 1 ||
	    command_buffered(tc))
		return;
	/* said of one direction ("oflag=direct for the write"): a test of
	 * the other, or of none named, takes nothing */
	if (tc->post_direct_ops && !(c->cond.op != IODB_OP_UNKNOWN &&
				     (tc->post_direct_ops & 1u << c->cond.op)))
		return;
	if (!table_says_cache(m))
		c->cond.direct = 1;
}

/* Whether command k stands in the table's own section, above it. */
static int in_section(const struct table_mapping *m,
		      const struct table_command *k)
{
	return m->tc->section_line > 0 && k->line > m->tc->section_line &&
	       k->line < m->t->line_from;
}

/*
 * Count tool t (NULL: an output of a tool iodb names no further, which
 * may have run anything) in *one, the one random-capable tool so far:
 * NULL none yet, "" several.
 */
static void random_capable(const char **one, const char *t)
{
	if (!t)
		t = "";
	if (!strcmp(t, "hdparm") || !strcmp(t, "dd"))
		return;
	if (!*one)
		*one = t;
	else if (strcmp(*one, t))
		*one = "";
}

const char *table_random_tool(const struct table_mapping *m)
{
	const struct table_context *tc = m->tc;
	const char *one = NULL;

	for (size_t k = 0; k < tc->n_cmds; k++)
		if (!tc->cmds[k].idle && !tc->cmds[k].settings)
			random_capable(&one, tc->cmds[k].tool);
	for (size_t k = 0; k < tc->n_seen; k++)
		random_capable(&one, tc->seen[k].tool);
	for (size_t k = 0; k < tc->n_below_all; k++)
		random_capable(&one, tc->below[k].tool);
	if (one && !one[0]) {
		/* fio's and iozone's commands in the post, only iozone's
		 * above the table in its section: the section's */
		one = NULL;
		for (size_t k = 0; k < tc->n_cmds; k++)
			if (!tc->cmds[k].idle && !tc->cmds[k].settings &&
			    in_section(m, &tc->cmds[k]))
				random_capable(&one, tc->cmds[k].tool);
	}
	return one && one[0] ? one : NULL;
}

/*
 * Whether command k lends the table its conditions by where it stands: it
 * stands above the table, or below it in its section ("Results of the
 * command below:" over the table, the command right under it), or in a
 * section about the tests ("## Methodology", "## Benchmarks").  A command
 * past the next heading in a section about something else stands in
 * another part of the document: "### Cloning the card" with `dd
 * if=/dev/mmcblk0 of=/dev/sda bs=8M` sixty lines under a "| dd read |
 * 412 MB/s |" table is no run of it, its bs= none of the table's.
 */
static int command_near(const struct table_mapping *m,
			const struct table_command *k)
{
	long next = m->tc->next_section_line;

	return !next || k->line < next || k->test_section;
}

static int text_contradicts_commands(const struct table_mapping *m);

/* The fields a table's rows may vary that a command runs with. */
#define ROW_FIELDS                                                             \
	(IODB_COND_OP | IODB_COND_PATTERN | IODB_COND_BS | IODB_COND_IODEPTH | \
	 IODB_COND_NUMJOBS)

/* The fields of ROW_FIELDS that condition o states (IODB_COND_*). */
static unsigned stated_bits(const struct iodb_cond *o)
{
	return (o->op != IODB_OP_UNKNOWN ? IODB_COND_OP : 0) |
	       (o->pattern != IODB_PATTERN_UNKNOWN ? IODB_COND_PATTERN : 0) |
	       (o->bs > 0 ? IODB_COND_BS : 0) |
	       (o->iodepth > 0 ? IODB_COND_IODEPTH : 0) |
	       (o->numjobs > 0 ? IODB_COND_NUMJOBS : 0);
}

/* Whether condition o states every field of bits (IODB_COND_*). */
static int states_all(const struct iodb_cond *o, unsigned bits)
{
	return (stated_bits(o) & bits) == bits;
}

/*
 * Whether the rows of m differ only by their access: each names a
 * direction or pattern and nothing else ("sequential read", "Random
 * write", "顺序读"), they vary nothing but those, and no column header
 * states a block size ("IOPS (4k)"): under one `fio -rw=write -bs=4k
 * -direct=1` a person reads the command as every row's, only its rw=
 * changing.  Rows naming a setup besides ("HDD(rand)", "SSD(seq)") may
 * each be another job: not these.
 */
static int access_rows(const struct table_mapping *m)
{
	if (!m->rows_access_only ||
	    (m->rows_vary & ROW_FIELDS & ~(IODB_COND_OP | IODB_COND_PATTERN)))
		return 0;
	for (size_t k = 0; k < m->t->cols; k++)
		if (m->ht[k].cond.bs > 0)
			return 0;
	return 1;
}

/*
 * The fields the rows of m vary, for the template: those two rows state
 * with different values (m->rows_vary), and those some rows state and
 * others not ("4K random read" beside "Seq read": the rows name their
 * sizes themselves, the sequential one's is not said).  0 unless they
 * vary two of the direction and pattern (as one), the block size, the
 * depth and the job count (a grid of tests, not setups tagged by one
 * field: "HDD(rand)", "SSD(seq)", each row may be another job), or the
 * rows name nothing but their access (access_rows()).
 */
static unsigned template_fields(const struct table_mapping *m)
{
	unsigned vary = m->rows_vary & ROW_FIELDS, any = 0, all = ROW_FIELDS;
	int n = 0;

	for (size_t r = 0; r < m->n_row_conds; r++) {
		any |= stated_bits(&m->row_conds[r]);
		all &= stated_bits(&m->row_conds[r]);
	}
	n += !!(vary & (IODB_COND_OP | IODB_COND_PATTERN));
	n += !!(vary & IODB_COND_BS);
	n += !!(vary & IODB_COND_IODEPTH);
	n += !!(vary & IODB_COND_NUMJOBS);
	return n >= 2 || (n == 1 && access_rows(m)) ? vary | (any & ~all) : 0;
}

/*
 * The one command of the table's tool that the document shows, as the
 * template of a table whose rows vary some of its options: `fio
 * -rw=randread -bs=4k -iodepth=1 -numjobs=15 -direct=1` over rows "4k
 * randread", "4k randwrite", "64k read" (or one `fio -bs=4M -iodepth=16
 * -rw=write` under rows of "iodepth | rw | bs").  When the command
 * states every field the rows vary (template_fields()), one row is the
 * command's own test (it states those fields alike), and test c states
 * them too and agrees with the command on every other field it states,
 * the command's other options are c's as well: the table varies what
 * its rows name, nothing else.  Its index in tc->cmds, with *key set to
 * c without the fields the rows vary (what the command is matched on);
 * -1 when not so (no command or several of the tool, a row naming none
 * of the fields the rows vary, no row running the command's own test).
 */
static int template_command(const struct table_mapping *m,
			    const struct testname *c, int note,
			    struct testname *key)
{
	const struct table_context *tc = m->tc;
	unsigned vary = template_fields(m);
	const struct testname *k;
	int found = -1, own = 0;

	if (note || !m->tool || !vary)
		return -1;
	for (size_t i = 0; i < tc->n_cmds; i++) {
		if (strcmp(tc->cmds[i].tool, m->tool) || tc->cmds[i].idle)
			continue;
		if (found >= 0)
			return -1;
		found = (int)i;
	}
	if (found < 0 || !command_near(m, &tc->cmds[found]) ||
	    text_contradicts_commands(m) ||
	    (tc->cmds[found].metric && m->fig_metric &&
	     tc->cmds[found].metric != m->fig_metric))
		return -1;
	k = &tc->cmds[found].cond;
	if (testname_compatible(c, k) || !states_all(&k->cond, vary) ||
	    !states_all(&c->cond, vary))
		return -1;
	for (size_t r = 0; r < m->n_row_conds && !own; r++) {
		struct iodb_cond o = m->row_conds[r];

		own =
		    states_all(&o, vary) && !(iodb_cond_join(&o, &k->cond) &
					      (ROW_FIELDS | IODB_COND_DIRECT));
	}
	if (!own)
		return -1;
	*key = *c;
	if (vary & IODB_COND_OP)
		key->cond.op = IODB_OP_UNKNOWN;
	if (vary & IODB_COND_PATTERN)
		key->cond.pattern = IODB_PATTERN_UNKNOWN;
	if (vary & IODB_COND_BS)
		key->cond.bs = -1;
	if (vary & IODB_COND_IODEPTH)
		key->cond.iodepth = -1;
	if (vary & IODB_COND_NUMJOBS)
		key->cond.numjobs = -1;
	if (!testname_compatible(key, k) ||
	    (c->cond.direct >= 0 && k->cond.direct >= 0 &&
	     c->cond.direct != k->cond.direct))
		return -1;
	return found;
}

/*
 * Whether a command compatible with c stands in the table's own section
 * ("### 2.2 256k 顺序读测试", its `fio --rw=read ...`, the table): then
 * those are the table's commands, not the other sections' ones.
 */
static int own_section(const struct table_mapping *m, const struct testname *c,
		       int note)
{
	const struct table_context *tc = m->tc;

	if (note)
		return 0;
	for (size_t i = 0; m->tool && i < tc->n_cmds; i++)
		if (!strcmp(tc->cmds[i].tool, m->tool) && !tc->cmds[i].idle &&
		    testname_compatible(c, &tc->cmds[i].cond) &&
		    in_section(m, &tc->cmds[i]))
			return 1;
	return 0;
}

/*
 * "Disk speed: `dd if=/dev/zero of=t bs=1M count=100 conv=fdatasync`"
 * on the line right above the table (a blank line between at most): the
 * one command of the table's tool there, compatible with c, is the
 * table's own, whatever other commands the section shows.  Its index in
 * tc->cmds, or -1.
 */
static int caption_command(const struct table_mapping *m,
			   const struct testname *c, int note)
{
	const struct table_context *tc = m->tc;
	int found = -1;

	if (note || !m->tool)
		return -1;
	for (size_t i = 0; i < tc->n_cmds; i++) {
		long gap = m->t->line_from - tc->cmds[i].line;

		/* or the command whose screenshot the table's sentence
		 * reports */
		if (tc->result_of)
			gap = tc->cmds[i].line == tc->result_of ? 1 : 0;
		if (gap < 1 || gap > 2 || strcmp(tc->cmds[i].tool, m->tool) ||
		    tc->cmds[i].idle ||
		    !testname_compatible(c, &tc->cmds[i].cond))
			continue;
		if (found >= 0)
			return -1; /* two on one line: neither is sure */
		found = (int)i;
	}
	return found;
}

/*
 * Whether the direction the document's text says the table's tests ran
 * (tc->text_op) is one no command of the table's tool runs, while some
 * runs another: then the text and those commands contradict each other.
 * A command running the text's direction beside others ("For random
 * reads: fio --rw=randread", "Buffered writes: fio --rw=write") leaves
 * the text speaking of that one.
 */
static int text_contradicts_commands(const struct table_mapping *m)
{
	const struct table_context *tc = m->tc;
	int other = 0;

	if (!tc->text_op || !m->tool)
		return 0;
	for (size_t i = 0; i < tc->n_cmds; i++) {
		enum iodb_op op = tc->cmds[i].cond.cond.op;

		if (strcmp(tc->cmds[i].tool, m->tool) || op == IODB_OP_UNKNOWN)
			continue;
		if ((int)op == tc->text_op)
			return 0;
		other = 1;
	}
	return other;
}

/*
 * The direction (and pattern) the document's title and the text of the
 * table's section say its tests ran (tc->text_op, tc->text_pattern: "Write
 * Performance of ext4" / "I have measured the random write performance"),
 * for test c naming no direction, when free: no command of the table's
 * tool states one, or those that do contradict the text.  A test of
 * another pattern than the text's takes none.
 */
static void text_facts(const struct table_mapping *m, struct testname *c,
		       int free)
{
	const struct table_context *tc = m->tc;

	if (!free || !tc->text_apply || c->cond.op != IODB_OP_UNKNOWN ||
	    c->n_ops)
		return;
	if (c->cond.pattern != IODB_PATTERN_UNKNOWN && tc->text_pattern &&
	    (int)c->cond.pattern != tc->text_pattern)
		return;
	c->cond.op = (enum iodb_op)tc->text_op;
	c->ops[0] = c->cond.op;
	c->n_ops = 1;
	if (c->cond.pattern == IODB_PATTERN_UNKNOWN)
		c->cond.pattern = (enum iodb_pattern)tc->text_pattern;
}

/*
 * The block size the table's section states (tc->section_bs: "block size
 * = 1 MiB" over the tables of a section, "block size = 4KiB" over an
 * earlier one's) for test c naming none: set before the commands are
 * matched, so a command of another size (`-bs=4k` at the top) gives the
 * section's tests none of its options.
 */
static void section_size(const struct table_mapping *m, struct testname *c)
{
	if (c->cond.bs < 0 && m->tc->section_bs > 0)
		c->cond.bs = m->tc->section_bs;
}

/*
 * What the document's commands are matched on for test c: c itself, or
 * (into *r) c without the job count and queue depth its own words state
 * when no command of the table's tool agrees with those while one agrees
 * with the rest ("64K random I/O w/ EIGHT (macOS can't allocate more)
 * parallel processes" under `fio --bs=64k --numjobs=16 --iodepth=16`):
 * a note on the run overrides the field it names, not the command's
 * others (c keeps its own count).
 */
static const struct testname *relaxed_key(const struct table_mapping *m,
					  const struct testname *c,
					  struct testname *r)
{
	const struct table_context *tc = m->tc;
	int any = 0;

	if (!m->tool || (c->cond.numjobs <= 0 && c->cond.iodepth <= 0))
		return c;
	*r = *c;
	r->cond.numjobs = -1;
	r->cond.iodepth = -1;
	for (size_t i = 0; i < tc->n_cmds; i++) {
		if (strcmp(tc->cmds[i].tool, m->tool) || tc->cmds[i].idle)
			continue;
		if (testname_compatible(c, &tc->cmds[i].cond))
			return c;
		any |= testname_compatible(r, &tc->cmds[i].cond);
	}
	return any ? r : c;
}

/*
 * Whether a figure column of table m names a direction other than op:
 * "| | Seq Write (MB/s) | Seq Read (MB/s) | IOPS |" where every command
 * of the table's tool writes ("dd if=big.img of=/dev/ada2p4 bs=1024k",
 * shown in another section): the table measured reads too, so those
 * commands are not its runs, and its "IOPS" (a test of its own, naming
 * no direction: bonnie++'s random seeks) is no write of theirs.
 */
static int columns_name_other_op(const struct table_mapping *m, enum iodb_op op)
{
	for (size_t k = 0; k < m->t->cols; k++) {
		const struct testname *h = &m->ht[k];

		if (m->role[k] != TABLE_ROLE_VALUE)
			continue;
		for (int i = 0; i < h->n_ops; i++)
			if (h->ops[i] != op)
				return 1;
		if (!h->n_ops && h->cond.op != IODB_OP_UNKNOWN &&
		    h->cond.op != op)
			return 1;
	}
	return 0;
}

/*
 * Whether the commands of m's tool are not shown to be the table's runs:
 * they all run one direction, while the table's figure columns name
 * another and also hold a test naming none ("| | Seq Write (MB/s) | Seq
 * Read (MB/s) | IOPS |", bonnie++'s three tests, in a post whose one dd
 * writes to a spare partition): such commands ran one of the table's
 * tests at most, which is not said; none of their options, nor what
 * holds for every run of their tool, is the table's.
 */
static int commands_not_table(const struct table_mapping *m)
{
	const struct table_context *tc = m->tc;
	enum iodb_op op = IODB_OP_UNKNOWN;
	int undirected = 0;

	for (size_t i = 0; m->tool && i < tc->n_cmds; i++) {
		enum iodb_op o = tc->cmds[i].cond.cond.op;

		if (strcmp(tc->cmds[i].tool, m->tool) || tc->cmds[i].idle)
			continue;
		if (o == IODB_OP_UNKNOWN || (op && o != op))
			return 0;
		op = o;
	}
	if (op == IODB_OP_UNKNOWN)
		return 0;
	for (size_t k = 0; k < m->t->cols && !undirected; k++)
		undirected = m->role[k] == TABLE_ROLE_VALUE &&
			     !m->ht[k].n_ops &&
			     m->ht[k].cond.op == IODB_OP_UNKNOWN &&
			     m->ht[k].metric != TESTNAME_NONE;
	return undirected && columns_name_other_op(m, op);
}

/*
 * "the one I focused on were the sequential read and write tests" above
 * the table (tc->kind_pattern): the pattern of its test c naming none,
 * when none of the table's rows and headers names a pattern (a table
 * naming some tests' shows the experiment held others) and no command of
 * its tool runs another.
 */
static void kind_facts(const struct table_mapping *m, struct testname *c)
{
	const struct table_context *tc = m->tc;

	if (!tc->kind_pattern || c->cond.pattern != IODB_PATTERN_UNKNOWN)
		return;
	for (size_t r = 0; r < m->n_row_conds; r++)
		if (m->row_conds[r].pattern != IODB_PATTERN_UNKNOWN)
			return;
	for (size_t k = 0; k < m->t->cols; k++)
		if (m->ht[k].cond.pattern != IODB_PATTERN_UNKNOWN)
			return;
	for (size_t i = 0; m->tool && i < tc->n_cmds; i++)
		if (!strcmp(tc->cmds[i].tool, m->tool) &&
		    tc->cmds[i].cond.cond.pattern != IODB_PATTERN_UNKNOWN &&
		    (int)tc->cmds[i].cond.cond.pattern != tc->kind_pattern)
			return;
	c->cond.pattern = (enum iodb_pattern)tc->kind_pattern;
}

/*
 * Whether command i of the table's context runs a job file by name and
 * states nothing of its own ("fio samplejobspec.fio" in the steps of a
 * page whose job files are shown above) while the document shows a job
 * file: it runs one of those, whose conditions they state themselves;
 * it neither agrees nor disagrees with them.
 */
static int runs_shown_jobfile(const struct table_context *tc, size_t i)
{
	const struct table_command *k = &tc->cmds[i];
	const struct iodb_cond *o = &k->cond.cond;

	if (strcmp(k->tool, "fio") || k->text[0] == '[' ||
	    o->op != IODB_OP_UNKNOWN || o->pattern != IODB_PATTERN_UNKNOWN ||
	    o->bs > 0 || o->iodepth > 0 || o->numjobs > 0 || o->direct >= 0 ||
	    !fio_options_cmdline_jobfile(k->text, strlen(k->text)))
		return 0;
	for (size_t j = 0; j < tc->n_cmds; j++)
		if (!strcmp(tc->cmds[j].tool, "fio") &&
		    tc->cmds[j].text[0] == '[')
			return 1;
	return 0;
}

/*
 * The one spec of test c (tc->spec: a job file of the table's tool
 * shown above the table in a section holding it; a command line is
 * often another run the text names, "The drives were tested first
 * with: fio --rw=read --bs=1M ..." over small-block rows) when no
 * command is compatible with c: the table's rows state what they ran
 * otherwise ("# Update the block size value from the table" in a job
 * file of bs=1M over rows of 128K and 1M blocks, "#### Random Reads"
 * under rw=read), the spec the rest.  A spec of another direction than
 * c's is another test's (the write spec beside the read one); a mixed
 * one none.  Its index in tc->cmds; -1 when c names no one direction,
 * or two specs could be its (which one ran is not said).
 */
static int section_spec(const struct table_mapping *m, const struct testname *c)
{
	const struct table_context *tc = m->tc;
	int found = -1;

	if (!m->tool || !tc->spec || c->cond.op == IODB_OP_UNKNOWN ||
	    c->n_ops > 1 || !isnan(c->cond.mix_read_pct))
		return -1;
	for (size_t i = 0; i < tc->n_cmds; i++) {
		const struct iodb_cond *k = &tc->cmds[i].cond.cond;

		if (!tc->spec[i] || strcmp(tc->cmds[i].tool, m->tool) ||
		    tc->cmds[i].text[0] != '[' || tc->cmds[i].idle ||
		    tc->cmds[i].line >= m->t->line_from)
			continue;
		if (tc->cmds[i].metric && m->fig_metric &&
		    tc->cmds[i].metric != m->fig_metric)
			continue;
		if (k->op != IODB_OP_UNKNOWN && k->op != c->cond.op &&
		    isnan(k->mix_read_pct))
			continue;
		if (found >= 0 || !isnan(k->mix_read_pct))
			return -1;
		found = (int)i;
	}
	return found;
}

/*
 * Fill from the document's commands of the table's tool: a field every
 * compatible command states alike.  Then from the prose notes, for fields
 * no compatible command states at all.  *cmd gets the one compatible
 * command's index (-1 none, -2 several).
 */
void table_conditions_fill(struct table_mapping *m, struct testname *c,
			   int *cmd, int note, const char *col, const char *row)
{
	const struct table_context *tc = m->tc;
	struct testname agree;
	int n = 0, stated_bs = 0, stated_qd = 0, stated_nj = 0, stated_dir = 0;
	int clash_bs = 0, clash_qd = 0, clash_nj = 0, clash_dir = 0;
	int all_bs = 1, all_qd = 1, all_nj = 1, all_dir = 1, all_pat = 1;
	int clash_pat = 0, own, all_op = 1, clash_op = 0, cap, text_clash;
	int stated_op = 0, unsaid = 0;
	struct testname relaxed, tmpl;
	const struct testname *key;
	/* the fields the table's rows vary: a row naming none of one takes
	 * no command's (which of the rows' values it ran is not said) */
	unsigned vary = m->rows_vary;

	unsigned char keys[16];
	const unsigned char *keyed = NULL;
	const enum iodb_op op0 = c->cond.op;
	const int n_ops0 = c->n_ops;

	/* "| Sustained Write |" under "- Sustained Write: 120 s": that
	 * item's conditions only */
	if (tc->note_key && tc->n_note_keys <= sizeof(keys) &&
	    cell_keys(tc, col, row, keys))
		keyed = keys;
	testname_init(&agree);
	*cmd = -1;
	text_clash = text_contradicts_commands(m);
	/* the table's own corner cell first: it speaks for its figures */
	corner_facts(m, c);
	respective_facts(m, c);
	section_size(m, c);
	key = relaxed_key(m, c, &relaxed);
	if (template_command(m, key, note, &tmpl) >= 0)
		key = &tmpl;
	m->fill_template = 0;
	own = own_section(m, key, note);
	cap = caption_command(m, key, note);
	for (size_t i = 0; m->tool && i < tc->n_cmds; i++) {
		const struct testname *k = &tc->cmds[i].cond;

		if (strcmp(tc->cmds[i].tool, m->tool) || tc->cmds[i].idle ||
		    !testname_compatible(key, k) ||
		    !command_near(m, &tc->cmds[i]))
			continue;
		if (cap >= 0 && (int)i != cap)
			continue;
		if (runs_shown_jobfile(tc, i))
			continue;
		/* "### 3.1 BandWidth" over `fio --bs=8M --iodepth=1024`,
		 * "### 3.2 IOPS" over the 4k runs: a command its section
		 * gives to one metric ran none of another metric's figures
		 * (the 288K IOPS beside the 1936 MB/s were not measured at
		 * 8 MiB blocks) */
		if (tc->cmds[i].metric && m->fig_metric &&
		    tc->cmds[i].metric != m->fig_metric)
			continue;
		/* "random write performance" in the title, prose or headings
		 * of the table's section, a randread script under it and no
		 * command writing: the command is not shown to be the
		 * table's (which of the two is right is not sure), none of
		 * its options is taken */
		if (text_clash && k->cond.op != IODB_OP_UNKNOWN &&
		    (int)k->cond.op != tc->text_op)
			continue;
		if (own && !in_section(m, &tc->cmds[i]))
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
		AGREE(cond.bs, all_bs, clash_bs, stated_bs);
		AGREE(cond.iodepth, all_qd, clash_qd, stated_qd);
		AGREE(cond.numjobs, all_nj, clash_nj, stated_nj);
#undef AGREE
		stated_dir |= k->cond.direct >= 0;
		if (k->cond.direct < 0)
			all_dir = 0;
		else if (agree.cond.direct < 0)
			agree.cond.direct = k->cond.direct;
		else if (agree.cond.direct != k->cond.direct)
			clash_dir = 1;
		stated_op |= k->cond.op != IODB_OP_UNKNOWN;
		if (k->cond.op == IODB_OP_UNKNOWN)
			all_op = 0;
		else if (agree.cond.op == IODB_OP_UNKNOWN)
			agree.cond.op = k->cond.op;
		else if (agree.cond.op != k->cond.op)
			clash_op = 1;
		if (k->cond.pattern == IODB_PATTERN_UNKNOWN)
			all_pat = 0;
		else if (agree.cond.pattern == IODB_PATTERN_UNKNOWN)
			agree.cond.pattern = k->cond.pattern;
		else if (agree.cond.pattern != k->cond.pattern)
			clash_pat = 1;
	}
	/*
	 * A figure naming no direction, its commands all of one direction
	 * that the table's other columns contradict (a read column beside
	 * them): which of the table's tests the figure is, and whether any
	 * command ran it, is not said; none of their options is its, nor
	 * what holds for every run of their tool (columns_name_other_op()).
	 */
	if ((n && c->cond.op == IODB_OP_UNKNOWN && !c->n_ops && all_op &&
	     !clash_op && columns_name_other_op(m, agree.cond.op)) ||
	    commands_not_table(m)) {
		unsaid = 1;
		n = 0;
		*cmd = -1;
		stated_bs = stated_qd = stated_nj = stated_dir = stated_op = 0;
	}
	if ((!n ||
	     (!stated_bs && !stated_qd && !stated_nj && !stated_dir &&
	      !stated_op && agree.cond.pattern == IODB_PATTERN_UNKNOWN)) &&
	    !unsaid && !note) {
		/* none compatible, or none stating anything ("fio
		 * samplejobspec.fio" in the steps below): the section's one
		 * spec, for what c does not state (the row's own size and
		 * pattern stand) */
		int s = section_spec(m, c);

		if (s >= 0) {
			const struct iodb_cond *k = &tc->cmds[s].cond.cond;

			*cmd = s;
			n = 1;
			agree.cond = *k;
			all_bs = stated_bs = k->bs >= 0;
			all_qd = stated_qd = k->iodepth >= 0;
			all_nj = stated_nj = k->numjobs >= 0;
			all_dir = stated_dir = k->direct >= 0;
			all_op = stated_op = k->op != IODB_OP_UNKNOWN;
			all_pat = k->pattern != IODB_PATTERN_UNKNOWN;
		}
	}
	/*
	 * Prose that names this test's pattern ("Sequential block size: 64k
	 * / Random block size: 4k") is more specific than a command that ran
	 * several patterns at once (iozone -i 0 -i 1 -i 2 -r 64k): there it
	 * wins.  Otherwise the commands win and prose fills what no command
	 * states.
	 */
	if (n && agree.cond.pattern == IODB_PATTERN_UNKNOWN)
		prose_facts(m, c, 0, 0, 0, 0, 0, keyed);
	if (n) {
		/* the access-only rows' template: what it gives, the table's
		 * IOPS x size checks (table_emit.c) */
		unsigned given = 0;

		if (c->cond.bs < 0 && all_bs && !clash_bs &&
		    !(vary & IODB_COND_BS)) {
			c->cond.bs = agree.cond.bs;
			given |= IODB_COND_BS;
		}
		if (c->cond.iodepth < 0 && all_qd && !clash_qd &&
		    !(vary & IODB_COND_IODEPTH)) {
			c->cond.iodepth = agree.cond.iodepth;
			given |= IODB_COND_IODEPTH;
		}
		if (c->cond.numjobs < 0 && all_nj && !clash_nj &&
		    !(vary & IODB_COND_NUMJOBS)) {
			c->cond.numjobs = agree.cond.numjobs;
			given |= IODB_COND_NUMJOBS;
		}
		if (c->cond.direct < 0 && all_dir && !clash_dir &&
		    !(vary & IODB_COND_DIRECT)) {
			c->cond.direct = agree.cond.direct;
			given |= IODB_COND_DIRECT;
		}
		if (key == &tmpl && access_rows(m))
			m->fill_template = given;
		if (c->cond.pattern == IODB_PATTERN_UNKNOWN && all_pat &&
		    !clash_pat && !(vary & IODB_COND_PATTERN))
			c->cond.pattern = agree.cond.pattern;
		/* "平均延迟" under the one `fio --rw=randread` its load
		 * matches: that command's direction (a row naming none,
		 * whose commands all run one direction) */
		if (c->cond.op == IODB_OP_UNKNOWN && c->n_ops == 0 && all_op &&
		    !clash_op && !(vary & IODB_COND_OP))
			c->cond.op = agree.cond.op;
	}
	for (int pass = 0; pass < 2; pass++)
		prose_facts(m, c, pass, stated_bs, stated_qd, stated_nj,
			    stated_dir, keyed);
	text_facts(m, c, text_clash || !stated_op);
	post_facts(m, c, stated_bs, stated_dir);
	option_facts(m, c, stated_bs, stated_qd, stated_nj, stated_dir);
	kind_facts(m, c);
	if (!unsaid)
		tool_facts(m->tool, c, m->depth_said);
	if (m->fig_transfer && op0 == IODB_OP_UNKNOWN && !n_ops0) {
		/* "Tx" under `fio --rw=write` alone: which side of the
		 * transfer the write was is not said */
		c->cond.op = IODB_OP_UNKNOWN;
		c->n_ops = 0;
	}
}

/*
 * Whether a row's test name (n bytes) spells job name j but for case and
 * the separators between its words ("Rand Read 4K" for "rand-read-4k",
 * "seqwrite 1M" for "seqwrite_1m"); a unit in parentheses after it
 * ("randwrite 4K (IOPS)") is the row's, not the name's.
 */
static int job_name_like(const char *j, const char *name, size_t n)
{
	const char *p = name, *e = name + n;
	const char *open = memchr(name, '(', n);

	if (open && e[-1] == ')')
		e = open;
	for (;;) {
		while (*j == '-' || *j == '_' || *j == ' ')
			j++;
		while (p < e && (*p == '-' || *p == '_' || *p == ' '))
			p++;
		if (!*j || p == e)
			return !*j && p == e;
		if (tolower((unsigned char)*j) != tolower((unsigned char)*p))
			return 0;
		j++, p++;
	}
}

int table_job_fill(const struct table_context *tc, const char *name,
		   struct testname *t)
{
	size_t n;

	if (!tc->n_jobs || !name)
		return 0;
	while (*name == ' ' || *name == '*' || *name == '`')
		name++;
	n = strlen(name);
	while (n &&
	       (name[n - 1] == ' ' || name[n - 1] == '*' || name[n - 1] == '`'))
		n--;
	for (size_t i = 0; n && i < tc->n_jobs; i++) {
		const struct table_job *j = &tc->jobs[i];

		if (!(strlen(j->name) == n && !memcmp(j->name, name, n)) &&
		    !job_name_like(j->name, name, n))
			continue;
		if (!testname_compatible(t, &j->cond))
			continue;
		testname_fill(t, &j->cond);
		return 1;
	}
	return 0;
}

int table_command_opts(const char *cmd, struct fio_opts *o)
{
	size_t cl;
	long at = fio_options_find_command(cmd, strlen(cmd), &cl);

	if (at < 0)
		return -1;
	fio_opts_init(o);
	return fio_options_parse_cmdline(cmd + at, cl, NULL, o) < 0 ? -1 : 0;
}

const char *table_command_job(const char *cmd, char *name, size_t n)
{
	struct fio_opts o;

	if (table_command_opts(cmd, &o) || o.n_jobs != 1 || !o.name[0] ||
	    strlen(o.name) >= n)
		return NULL;
	snprintf(name, n, "%s", o.name);
	return name;
}

/*
 * Whether command k of the table's tool ran a test and stands in the
 * table's section: past its heading (anywhere above the first heading
 * when it has none), before the next heading.
 */
static int section_run(const struct table_mapping *m,
		       const struct table_command *k)
{
	const struct table_context *tc = m->tc;

	return m->tool && !strcmp(k->tool, m->tool) && !k->idle &&
	       !k->settings && k->line > tc->section_line &&
	       (!tc->next_section_line || k->line < tc->next_section_line);
}

int table_commands_cover(const struct table_mapping *m)
{
	const struct table_context *tc = m->tc;
	size_t cols = 0;

	for (size_t c = 0; c < m->t->cols; c++) {
		const struct testname *h = &m->ht[c];
		int ran = 0;

		if (m->role[c] != TABLE_ROLE_VALUE)
			continue;
		if (h->n_ops != 1)
			return 0;
		for (size_t i = 0; i < tc->n_cmds && !ran; i++)
			ran = section_run(m, &tc->cmds[i]) &&
			      tc->cmds[i].cond.cond.op != IODB_OP_UNKNOWN &&
			      testname_compatible(h, &tc->cmds[i].cond);
		if (!ran)
			return 0;
		cols++;
	}
	return cols > 0;
}

enum iodb_op table_column_job_op(const struct table_mapping *m,
				 const char *word, enum iodb_pattern *pattern)
{
	const struct table_context *tc = m->tc;
	enum iodb_op op = IODB_OP_UNKNOWN;
	size_t wl = strlen(word);

	*pattern = IODB_PATTERN_UNKNOWN;
	if (!m->tool || strcmp(m->tool, "fio"))
		return IODB_OP_UNKNOWN;
	for (size_t i = 0; i < tc->n_cmds; i++) {
		const struct iodb_cond *k = &tc->cmds[i].cond.cond;
		char name[64];

		if (!section_run(m, &tc->cmds[i]) ||
		    !table_command_job(tc->cmds[i].text, name, sizeof(name)) ||
		    strlen(name) != wl || strcasecmp(name, word))
			continue;
		if (k->op == IODB_OP_UNKNOWN || (op && k->op != op))
			return IODB_OP_UNKNOWN;
		op = k->op;
		*pattern = k->pattern;
	}
	for (size_t i = 0; op && i < tc->n_cmds; i++) {
		char name[64];

		if (!section_run(m, &tc->cmds[i]) ||
		    !table_command_job(tc->cmds[i].text, name, sizeof(name)) ||
		    strlen(name) == wl || !strcasestr(name, word))
			continue;
		if (tc->cmds[i].cond.cond.op != op)
			return IODB_OP_UNKNOWN;
	}
	if (!op)
		*pattern = IODB_PATTERN_UNKNOWN;
	return op;
}
