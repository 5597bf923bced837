/*
 * Whole documents: blog posts, wiki pages and reports in plain text,
 * Markdown or saved HTML, with commands, tool outputs and hand-made result
 * tables among the prose (docs/documents.md).
 *
 * The document is read into lines and tables (doctext.c).  Then:
 *   1. tables: HTML tables, Markdown pipe tables, tab- and comma-separated
 *      blocks, blank-aligned text (table.h), unless a tool importer claims
 *      the block;
 *   2. commands (fio, dd, iozone, hdparm) anywhere in the text, with the
 *      conditions they state;
 *   3. tool blocks: paragraphs a tool importer recognizes, grown over the
 *      neighbouring paragraphs the same importer still claims, with a
 *      command line just above included; each is parsed by that importer
 *      on its own sub-buffer, its line numbers mapped back to the document
 *      (ctx->line_base), its runs labelled by the heading just above;
 *   4. every table mapped to results (table.h) with the heading above, the
 *      tool the heading or section names, the commands and the conditions
 *      stated in prose.
 * Every tool block is parsed once without emitting first, so a broken
 * block stops the document before anything is emitted.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <strings.h>

#include "ingest/doc_flat.h"
#include "ingest/doc_prose.h"
#include "ingest/doctext.h"
#include "ingest/fio_options.h"
#include "ingest/formats.h"
#include "ingest/lines.h"
#include "ingest/logprefix.h"
#include "ingest/normalize.h"
#include "ingest/record.h"
#include "ingest/table.h"
#include "ingest/table_value.h"
#include "ingest/table_wiki.h"
#include "ingest/testnames.h"
#include "model/units.h"
#include "util/alloc.h"
#include "util/fnv.h"
#include "util/strbuf.h"

#define PROBE_MAX  (64 * 1024)
#define HINT_LINES 30
#define LABEL_MAX  160
#define GROW_MAX   40	 /* undetected paragraphs in a row a block takes */
#define GROW_ITEMS 20000 /* lines a tool block may span */
#define FLAT_MIN   48	 /* a flattened output is at least this long */

enum piece_kind { PIECE_TABLE, PIECE_TOOL };

/* A figure of a tool block, kept from its dry run (see repeats_above). */
/* What an output says of its run besides figures (run_says()). */
#define RUN_SAYS 5

struct block_res {
	enum iodb_op op;
	double iops, bw, io, run, lat;
	char dev[48];	       /* hdparm: the run's device, or "" */
	long from, to;	       /* the document lines of the result */
	struct iodb_cond cond; /* its conditions, as the importer read them */
	/* the dry run: what an output shown twice repeats (same_output()) */
	uint64_t print; /* the hash of its names, conditions and figures */
	int figs;	/* how many figures it states */
	uint64_t says[RUN_SAYS]; /* its run's label, host, ..., 0 unknown */
	int64_t stamp;		 /* its run's timestamp, -1 unknown */
};

/* What a block keeps of result res: its figures and conditions, no
 * device, no lines. */
static struct block_res block_res_of(const struct iodb_result *res)
{
	return (struct block_res){res->cond.op,
				  res->iops,
				  res->bw_bytes,
				  res->io_bytes,
				  res->runtime_ns,
				  res->lat.mean,
				  "",
				  0,
				  0,
				  res->cond,
				  0,
				  0,
				  {0},
				  -1};
}

struct piece {
	enum piece_kind kind;
	size_t first, last;		 /* item indices, inclusive */
	struct table *table;		 /* PIECE_TABLE */
	int own_table;			 /* built here (not an HTML item) */
	const struct ingest_format *fmt; /* PIECE_TOOL; NULL once skipped */
	const char *tool;		 /* PIECE_TOOL: its command word */
	size_t ctx; /* PIECE_TOOL: where the grown block it came from starts
		       (its label, when nothing names this part) */
	int score;
	int bare;	      /* fio result lines quoted alone ("- IOPS=10.1k,
				 BW=39.5MiB/s", "- fio-nvme: IOPS=...") */
	size_t bare_cmd;      /* bare: 1 + the fio command above them whose one
				 direction they take; 0 none */
	enum iodb_op bare_op; /* bare: the direction of a line naming none
				 (the command's, the job name's), or
				 IODB_OP_UNKNOWN */
	size_t bare_against;  /* bare: 1 + the caption right above them whose
				 direction is not the fio command's
				 (bare_caption_op()): the command is left
				 out, warned; 0 none */
	size_t against_cmd;   /* bare_against: 1 + that command */
	size_t pair_cmd;      /* bare_against: 1 + the document's fio command
				 of the caption's direction that is
				 against_cmd's but for its direction
				 (direction_pair()): the figures' one; 0
				 none */
	size_t cmd_below;     /* 1 + the fio command printed below the output,
				 its own (command_follows_output()); 0 none */
	size_t bare_params;   /* bare, no command: 1 + the line of the test's
				 parameters above them ("fio configuration:
				 bs=4096 numjobs=2"), whose fio options they
				 take; 0 none */
	size_t bare_name;     /* bare: 1 + the list item naming them in bold
				 ("* **BOT**:" over its nested "  * read:
				 IOPS=..." items), their label; 0 none */
	/* PIECE_TOOL: its results as the dry run read them (owned) */
	struct block_res *res;
	size_t n_res, cap_res;
	int imported; /* PIECE_TOOL: its results were imported */
	int in_set;   /* PIECE_TABLE: read with an earlier table's set
			 (crossed_grids()) */
	/* PIECE_TOOL: 1 + the fio block below stating some of this
	 * summary's results with their IOPS (partial_digest_below()):
	 * those are not imported here; 0 none */
	size_t part_below;
	/* PIECE_TOOL, imported: its items in the held recording
	 * (hold_records()), [rec_from, rec_to) */
	size_t rec_from, rec_to;
	/* PIECE_TOOL: the label of a summary row above that repeats one of
	 * its results, left out as that (summary_of_cb()), and the line of
	 * that result; "" none.  sum_conflict: rows of two labels did */
	char sum_label[LABEL_MAX];
	long sum_line;
	int sum_conflict;
	/* PIECE_TOOL, fio text: the lines of later code blocks that go on
	 * with its job block, prose between (join_fio_fragments()): items
	 * read after its own, in order (owned) */
	size_t *frag;
	size_t n_frag, cap_frag;
};

struct para {
	size_t first, last;
	int hard;  /* a heading, CJK prose or a table comes before it */
	int prose; /* sentences, not output */
	int pre;   /* inside a code block */
	int flat;  /* holds a flattened output: complete on its own */
	const struct ingest_format *fmt;
	int score;
	int used;
	/* the last paragraph of the code block that reads whole as fmt
	 * (code_block_whole()), 0 none */
	size_t whole;
};

struct docstate {
	struct ingest_ctx *ctx;
	struct doc d;
	unsigned char *used; /* per item: 0 free, 1 table, 2 tool */
	struct piece *pieces;
	size_t n_pieces, alloc_pieces;
	/* per piece, worked out before any table is read (reading reshapes
	 * them): 1 when repeat_heading() qualifies its rows (rep_n pieces) */
	unsigned char *rep;
	size_t rep_n;
	struct table_command *cmds;
	size_t n_cmds, alloc_cmds;
	size_t *cmd_item; /* item of each command */
	size_t alloc_cmd_item;
	unsigned char *flat; /* per item: a flattened output (doc_flat.h) */
	char version[64];
	const char *version_tool;
	/* the drive the last output emitted from a code block named
	 * ("HD Tune: SAMSUNG HD502HJ Benchmark"), and that output's last
	 * item (banner_drive()) */
	char block_drive[48];
	size_t block_drive_last;
	/* the results of the tool outputs emitted so far */
	struct table_seen *seen;
	size_t n_seen, cap_seen;
	/* the results of the tables emitted so far (a copy repeats them) */
	struct table_done_list done;
	/* the figures of the tables rejected as ratings so far */
	struct table_rated rated;
	/* what is emitted while the document's tables are, held back: a
	 * later table's repeat of a result fills that result (table_emit.c
	 * same_done()); NULL none */
	struct ingest_record *held;
	struct ingest_sink held_to; /* the sink it goes to then */
	int held_tables; /* held for the tables (not only fio outputs) */
	/* the columns of the worded table being built (worded_rows()) */
	size_t worded_cols;
	/* tables stand under headings of their own, which tell them apart
	 * ("Before (USB 3.0 case)", "After"): those headings are labels */
	int headings_name_systems;
	/* per heading level 1-6: 0 not worked out yet, 2 every output of
	 * the document stands under heading outputs_heading[level] (or one
	 * of its text), 1 not (heading_over_all_outputs()) */
	unsigned char outputs_under[7];
	size_t outputs_heading[7];
	/* the post's title in its metadata header ("title: ..."), or "" */
	char title[256];
	/* that header holds the outputs themselves, in block scalars
	 * ("raw_yabs_output: |" over indented lines): a catalogue entry */
	int title_over_scalars;
	/* its "tags:" ("[tf, samsung]", or "  - racknerd" lines under it),
	 * each ended by '\n'; "" none */
	char tags[256];
	/* the one disk a "Disco analisado:" / "Tested drive:" line names
	 * (tested_key_line()), and that line's item; "" none */
	char tested[LABEL_MAX];
	size_t tested_item;
	/* ds->tested is the disk the set-up section names (the section, or
	 * a line naming the same disk): tested_over() */
	int tested_setup;
	/* the storage PiBenchmarks' prompt asked for after its run ("Enter
	 * a description of your storage and setup" / "Description: ..."):
	 * typed_description(); "" none, and that line's item */
	char typed[LABEL_MAX];
	size_t typed_item;
	/* the document's lines proving their rates' base (rate_proofs()) */
	struct table_rate_proof proofs[64];
	size_t n_proofs;
	int proofs_read;
	/* the unit the post states for all its figures above item
	 * unit_from ("All figures below are MB/s."): post_unit(); "" none */
	char post_unit[160];
	size_t unit_from;
	/* what the post says every run used, above item cond_from
	 * (post_conds()): direct I/O 1 yes, -1 contradicted, 0 not
	 * said; the block size in bytes, -1 contradicted, 0 not said */
	int post_direct;
	int64_t post_bs;
	/* the one pattern and direction a statement of the tests'
	 * conditions names ("All results below apply to 4 KB blocks and
	 * random access"), -1 contradicted, 0 not said; the pattern the
	 * block size was said with (0 none: every test's), -1 several */
	int post_pattern, post_op, post_bs_pattern;
	/* what the lists of fio options under a general lead-in say every
	 * run used (post_option_list()): the fields said, post_opts_bad a
	 * bit per field lists said otherwise (POST_OPT_*) */
	struct iodb_cond post_opts;
	int post_opts_set;
	unsigned post_opts_bad;
	int post_opts_fio; /* a table of them named fio (post_cond_table()) */
	/* a list of settings under a heading naming the tests' conditions
	 * (section_option_list()): what it says, for the tables above item
	 * sect_opts_end (0: none); sect_opts_fio, an item names fio */
	struct iodb_cond sect_opts;
	size_t sect_opts_end;
	int sect_opts_fio;
	size_t cond_from;
	size_t cond_piece; /* the pieces post_cond_table() has read */
	/* the fio jobs the document defines (collect_jobs()) */
	struct table_job *jobs;
	size_t n_jobs, alloc_jobs;
};

/* ---- helpers ---------------------------------------------------------- */

/* Whether the n bytes at s hold the text sub. */
static int has_text(const char *s, size_t n, const char *sub)
{
	size_t k = strlen(sub);

	for (size_t i = 0; i + k <= n; i++)
		if (!memcmp(s + i, sub, k))
			return 1;
	return 0;
}

/* Whether s holds Hangul, kana or CJK ideographs (UTF-8 lead E1-ED...). */
static int has_cjk(const char *s, size_t len)
{
	for (size_t i = 0; i + 2 < len; i++) {
		unsigned char c = (unsigned char)s[i],
			      c1 = (unsigned char)s[i + 1];

		/* U+1100-11FF, U+3040-9FFF, U+AC00-D7AF */
		if (c == 0xe1 && c1 >= 0x84 && c1 <= 0x87)
			return 1;
		if (c == 0xe3 && c1 >= 0x81)
			return 1;
		if (c >= 0xe4 && c <= 0xe9)
			return 1;
		if (c >= 0xea && c <= 0xed && !(c == 0xea && c1 < 0xb0) &&
		    !(c == 0xed && c1 >= 0x9f))
			return 1;
	}
	return 0;
}

static const struct ingest_format *detect_other(const char *buf, size_t len,
						int *score)
{
	const struct ingest_format *best = NULL;
	int best_score = 0;

	for (size_t i = 0; ingest_formats[i]; i++) {
		int s;

		if (ingest_formats[i] == &ingest_document)
			continue;
		s = ingest_formats[i]->probe(buf, len);
		if (s > best_score) {
			best_score = s;
			best = ingest_formats[i];
		}
		if (s >= 100)
			break;
	}
	if (best_score < 30)
		best = NULL;
	*score = best ? best_score : 0;
	return best;
}

/* Where a line of a block's text came from in the document. */
struct line_src {
	long no;   /* the document's line */
	long col0; /* columns to add to a column of the text's line; -1 when
		      the text is no copy of the document's (HTML) */
};

/*
 * The text a tool importer reads for items first..last: the items joined
 * by '\n', with blank lines put back where the items skip lines, and a
 * flattened output (doc_flat.h) cut back into its lines.  src (may be
 * NULL) gets where each line of the text came from.
 */
struct blocktext {
	struct strbuf text;
	struct line_src *src;
	size_t n, alloc;
};

#define BLOCKTEXT_INIT                                                         \
	{                                                                      \
		STRBUF_INIT, NULL, 0, 0                                        \
	}

static void blocktext_release(struct blocktext *bt)
{
	strbuf_release(&bt->text);
	free(bt->src);
	bt->src = NULL;
	bt->n = bt->alloc = 0;
}

static int bt_line(struct blocktext *bt, const char *s, size_t len, long no,
		   long col0)
{
	if (ALLOC_GROW(bt->src, bt->n + 1, bt->alloc))
		return -ENOMEM;
	bt->src[bt->n].no = no;
	bt->src[bt->n].col0 = col0;
	bt->n++;
	if (strbuf_add(&bt->text, s, len) || strbuf_addch(&bt->text, '\n'))
		return -ENOMEM;
	return 0;
}

/*
 * The length of Markdown's marker around a figure at s[i] (len bytes):
 * "`" or "**" opening there and closing before the line's end, the text
 * between starting with a digit and holding no marker; 0 none.
 */
static size_t figure_mark_at(const char *s, size_t len, size_t i, size_t *close)
{
	size_t m = s[i] == '`'					     ? 1
		   : (s[i] == '*' && i + 1 < len && s[i + 1] == '*') ? 2
								     : 0;

	if (!m || i + m >= len || !isdigit((unsigned char)s[i + m]))
		return 0;
	for (size_t k = i + m; k + m <= len; k++) {
		if (s[k] == '`' || s[k] == '*') {
			if (!memcmp(s + k, s + i, m) &&
			    (m == 1 || k + 2 >= len || s[k + 2] != '*')) {
				*close = k;
				return m;
			}
			return 0;
		}
	}
	return 0;
}

/*
 * Line s (len bytes) of a tool's output with Markdown's markers around its
 * figures taken out, as a reader sees them: "copied, 23.6472 seconds,
 * `90.8 MB/s`" (a post that marked the rate in a code block, where
 * Markdown shows the backticks), "... copied, 6.3 s, **170 MB/s**".  A
 * line holding any other backtick or "**" is left alone ("for i in `seq
 * 1 3`").  Returns 1 and the line in sb when markers were taken out.
 */
static int unmark_figures(const char *s, size_t len, struct strbuf *sb)
{
	size_t i = 0, close, m, done = 0;
	int any = 0;

	while (i < len) {
		if (s[i] != '`' && s[i] != '*') {
			i++;
			continue;
		}
		m = figure_mark_at(s, len, i, &close);
		if (!m) {
			if (s[i] == '`' || (i + 1 < len && s[i + 1] == '*'))
				return 0; /* a marker not around a figure */
			i++;
			continue;
		}
		if (strbuf_add(sb, s + done, i - done) ||
		    strbuf_add(sb, s + i + m, close - i - m))
			return -ENOMEM;
		i = done = close + m;
		any = 1;
	}
	if (!any)
		return 0;
	return strbuf_add(sb, s + done, len - done) ? -ENOMEM : 1;
}

static int output_line(const char *s, size_t len);
static int list_item_line(const struct doc_item *it);
static int same_block(const struct docstate *ds, size_t a, size_t b);
static void typed_description(struct docstate *ds);

/* Where the text of list item it ("- x", "  * x") starts after its bullet
 * ("-", "*" or "+") and blanks; 0 when it is no such item. */
static size_t bullet_text(const struct doc_item *it)
{
	size_t b;

	if (it->kind != DOC_LINE || !list_item_line(it))
		return 0;
	b = strspn(it->s, " ");
	if (!strchr("-*+", it->s[b]))
		return 0;
	return b + 1 + strspn(it->s + b + 1, " ");
}

/*
 * Whether item it is a list item whose whole text is a block size ("*
 * 4K", "- 16k", "* 128KiB"): a person's caption of the outputs nested
 * under it, naming their block size.  Points *at (when not NULL) at the
 * size's text; returns its length, else 0.
 */
static size_t bs_bullet(const struct doc_item *it, const char **at)
{
	const char *s = it->s, *e = it->s + it->len, *end;
	size_t b = bullet_text(it);
	double v;

	if (!b || it->pre || it->heading)
		return 0;
	s += b;
	while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	if (s == e || !isdigit((unsigned char)*s) ||
	    units_size(s, &end, UNITS_BINARY, UNITS_COMMA_NONE, &v) ||
	    end != e || !isalpha((unsigned char)e[-1]) || v < 512 ||
	    v != floor(v) || v > 64.0 * 1024 * 1024)
		return 0;
	if (at)
		*at = s;
	return (size_t)(e - s);
}

/*
 * The block size item i, a list item, is nested under: the nearest list
 * item above it indented less (its siblings and their nested items
 * between, blank lines allowed) when that one is bs_bullet()'s ("* 4K"
 * over "  * READ: bw=..."), its text at *at; returns its length, else 0.
 */
static size_t nesting_bs(const struct doc *d, size_t i, const char **at)
{
	size_t ind = strspn(d->items[i].s, " ");

	for (size_t k = i; k-- > 0 && i - k < 50;) {
		const struct doc_item *it = &d->items[k];

		if (it->kind != DOC_LINE || it->heading || it->pre)
			return 0;
		if (it->blank)
			continue;
		if (!list_item_line(it))
			return 0;
		if (strspn(it->s, " ") < ind)
			return bs_bullet(it, at);
	}
	return 0;
}

/* Whether s (len bytes, blanks first allowed) is a fio group summary
 * line: "READ:", "WRITE:", "TRIM:" or "MIXED:", then "bw=". */
static int group_line(const char *s, size_t len)
{
	static const char *const ops[] = {
	    "READ:", "WRITE:", "TRIM:", "MIXED:", NULL};

	while (len && (*s == ' ' || *s == '\t'))
		s++, len--;
	for (size_t k = 0; ops[k]; k++) {
		size_t n = strlen(ops[k]);

		if (len > n && !memcmp(s, ops[k], n)) {
			s += n, len -= n;
			while (len && (*s == ' ' || *s == '\t'))
				s++, len--;
			return len > 3 && !memcmp(s, "bw=", 3);
		}
	}
	return 0;
}

static int bt_item(struct blocktext *bt, const struct docstate *ds, size_t i)
{
	const struct doc_item *it = &ds->d.items[i];
	size_t starts[DOCFLAT_MAX], n = 0, bt0;
	long col0 = ds->d.html ? -1 : 0;
	const char *tool;
	int ret;

	if (ds->flat && ds->flat[i])
		n = docflat_split(it->s, it->len, starts, DOCFLAT_MAX, &tool);
	/* "  * READ: bw=...", an output's line as a list item: the line
	 * without its bullet; nested under "* 4K" (bs_bullet()), a fio group
	 * line gets the size typed before it, as fio_text reads a person's
	 * words there ("4K READ: bw=..."): its block size */
	bt0 = n < 2 && !it->pre ? bullet_text(it) : 0;
	if (bt0 && output_line(it->s + bt0, it->len - bt0)) {
		const char *bs = NULL;
		size_t bl = group_line(it->s + bt0, it->len - bt0)
				? nesting_bs(&ds->d, i, &bs)
				: 0;
		struct strbuf sb = STRBUF_INIT;

		if (!bl)
			return bt_line(bt, it->s + bt0, it->len - bt0, it->no,
				       col0 < 0 ? -1 : (long)bt0);
		ret = strbuf_add(&sb, bs, bl);
		if (!ret)
			ret = strbuf_addch(&sb, ' ');
		if (!ret)
			ret = strbuf_add(&sb, it->s + bt0, it->len - bt0);
		if (!ret)
			ret = bt_line(bt, sb.buf, sb.len, it->no, -1);
		strbuf_release(&sb);
		return ret;
	}
	if (n < 2 &&
	    (memchr(it->s, '`', it->len) || memchr(it->s, '*', it->len))) {
		struct strbuf sb = STRBUF_INIT;

		/* its columns no longer the document's: none given */
		ret = unmark_figures(it->s, it->len, &sb);
		if (ret > 0) {
			ret = bt_line(bt, sb.buf, sb.len, it->no, -1);
			strbuf_release(&sb);
			return ret;
		}
		strbuf_release(&sb);
		if (ret)
			return ret;
	}
	if (n < 2)
		return bt_line(bt, it->s, it->len, it->no, col0);
	for (size_t k = 0; k < n; k++) {
		size_t b = starts[k], e = k + 1 < n ? starts[k + 1] : it->len;

		while (e > b && (it->s[e - 1] == ' ' || it->s[e - 1] == '\t'))
			e--;
		ret = bt_line(bt, it->s + b, e - b, it->no,
			      col0 < 0 ? -1 : (long)b);
		if (ret)
			return ret;
	}
	return 0;
}

static int item_command_line(const struct docstate *ds, size_t i,
			     const char *tool, struct blocktext *bt);
struct piece;
static int bare_fio_text(struct blocktext *bt, const struct docstate *ds,
			 const struct piece *p);
static enum iodb_op bare_caption_op(const struct doc_item *it);

/*
 * tool (may be NULL): a command of that tool inside a longer line ("for d
 * in ...; do dd if=... ; done") is given again on a line of its own after
 * it, so that an importer that reads its command from the text finds it.
 */
/* Whether line k of bt is document line src[0] + k, for every k. */
static int blocktext_linear(const struct blocktext *bt)
{
	for (size_t k = 0; k < bt->n; k++)
		if (bt->src[k].no != bt->src[0].no + (long)k)
			return 0;
	return bt->n > 0;
}

static int blocktext_build(struct blocktext *bt, const struct docstate *ds,
			   size_t first, size_t last, const char *tool)
{
	const struct doc *d = &ds->d;
	long prev = 0;
	int ret;

	for (size_t i = first; i <= last; i++) {
		const struct doc_item *it = &d->items[i];

		if (it->kind != DOC_LINE)
			continue;
		if (prev)
			for (long g = prev + 1; g < it->no && g < prev + 101;
			     g++) {
				ret = bt_line(bt, "", 0, g, -1);
				if (ret)
					return ret;
			}
		ret = bt_item(bt, ds, i);
		if (!ret && tool)
			ret = item_command_line(ds, i, tool, bt);
		if (ret)
			return ret;
		prev = it->no;
	}
	return 0;
}

/* ---- commands --------------------------------------------------------- */

static int command_lead(const char *s, size_t n);

/* The tool whose command starts at token s (n bytes), or NULL. */
static const char *command_word(const char *s, size_t n)
{
	const char *b = s;

	for (size_t i = 0; i < n; i++)
		if (s[i] == '/')
			b = s + i + 1;
	n -= (size_t)(b - s);
	/* "fio.exe -bs=64k ...": Windows' build, its name with ".exe" */
	if (n > 4 && !strncasecmp(b + n - 4, ".exe", 4))
		n -= 4;
	return bench_tool_word(b, n);
}

/* dd's operands: bs=, if=, of=, iflag=, oflag=. */
/*
 * Whether dd command s copies nothing: "count=0" ("dd if=f iflag=nocache
 * count=0" drops a file from the page cache, "dd of=f seek=1G count=0"
 * sizes one).
 */
static int dd_copies_nothing(const char *s)
{
	for (const char *p = s; (p = strstr(p, "count=0")) != NULL; p += 7)
		if ((p == s || p[-1] == ' ' || p[-1] == '\t') &&
		    (p[7] == '\0' || p[7] == ' ' || p[7] == '\t' ||
		     p[7] == ';'))
			return 1;
	return 0;
}

/*
 * Whether hdparm command s times nothing: none of its short options
 * before a pipe or a separator holds 't' or 'T' ("hdparm -BM $DISK",
 * "hdparm -B 254 -M 254 /dev/sda", "hdparm -I /dev/sda | grep Model"):
 * it sets or reports power management, acoustics or the drive's
 * identity.  Only -t and -T ("hdparm -tT", "hdparm --direct -t") time
 * reads.
 */
static int hdparm_times_nothing(const char *s)
{
	size_t end = strcspn(s, "|;&>");

	for (size_t i = 0; i < end; i++) {
		size_t n;

		if (s[i] != '-' || (i && s[i - 1] != ' ' && s[i - 1] != '\t') ||
		    s[i + 1] == '-')
			continue;
		n = strcspn(s + i, " \t|;&>");
		if (memchr(s + i, 't', n) || memchr(s + i, 'T', n))
			return 0;
	}
	return 1;
}

/*
 * Whether fio command s runs no job: "fio --version", "fio --help",
 * "fio --cmdhelp=bs" print and exit (a script's "fio --version | tee"
 * beside its runs states none of their options).
 */
static int fio_runs_nothing(const char *s)
{
	static const char *const opts[] = {"--version", "--help", "--cmdhelp",
					   "--enghelp", NULL};
	size_t end = strcspn(s, "|;&>");

	for (size_t i = 0; opts[i]; i++) {
		size_t n = strlen(opts[i]);

		for (const char *p = s;
		     (p = strstr(p, opts[i])) != NULL && (size_t)(p - s) < end;
		     p += n)
			if (p > s && (p[-1] == ' ' || p[-1] == '\t') &&
			    (!p[n] || p[n] == ' ' || p[n] == '\t' ||
			     p[n] == '=' || p[n] == '|'))
				return 1;
	}
	return 0;
}

static void dd_cond(const char *s, struct testname *c)
{
	const char *p;
	char v[128];
	double x;
	int in_dev = 0, out_dev = 0, iflag_direct = 0, oflag_direct = 0;
	int out_file = 0;

	for (p = s; *p;) {
		size_t n;

		while (*p == ' ')
			p++;
		n = strcspn(p, " ");
		if (n < sizeof(v)) {
			memcpy(v, p, n);
			v[n] = '\0';
			/* dd's "1M" is 2^20, its "1MB" 10^6 (dd.c) */
			if ((!strncmp(v, "bs=", 3)) &&
			    !units_size(
				v + 3, NULL,
				n > 5 && v[n - 1] == 'B' &&
					isalpha((unsigned char)v[n - 2]) &&
					v[n - 2] != 'i'
				    ? UNITS_DECIMAL
				    : UNITS_BINARY,
				UNITS_COMMA_NONE, &x) &&
			    x >= 1)
				c->cond.bs = (int64_t)x;
			if (!strncmp(v, "if=/dev/", 8))
				in_dev = strncmp(v + 8, "zero", 4) &&
						 strncmp(v + 8, "urandom", 7) &&
						 strncmp(v + 8, "random", 6)
					     ? 1
					     : -1;
			if (!strncmp(v, "of=/dev/", 8))
				out_dev = strncmp(v + 8, "null", 4) ? 1 : -1;
			else if (!strncmp(v, "of=", 3) && v[3])
				out_file = 1;
			if (!strncmp(v, "iflag=", 6) && strstr(v, "direct"))
				iflag_direct = 1;
			if (!strncmp(v, "oflag=", 6) && strstr(v, "direct"))
				oflag_direct = 1;
		}
		p += n;
	}
	c->cond.pattern = IODB_PATTERN_SEQ;
	c->cond.iodepth = 1;
	c->cond.numjobs = 1;
	if (in_dev == 1 && out_dev != 1)
		c->cond.op = IODB_OP_READ;
	else if (out_dev == 1 && in_dev != 1)
		c->cond.op = IODB_OP_WRITE;
	else if (out_dev == -1)
		c->cond.op = IODB_OP_READ;
	else if (in_dev == -1 && out_file)
		/* "if=/dev/zero of=test.dat": zeros written to a file */
		c->cond.op = IODB_OP_WRITE;
	if (c->cond.op == IODB_OP_READ)
		c->cond.direct = iflag_direct;
	else if (c->cond.op == IODB_OP_WRITE)
		c->cond.direct = oflag_direct;
	if (c->cond.op) {
		c->ops[0] = c->cond.op;
		c->n_ops = 1;
	}
}

/* iozone's options: -r record size, -t threads, -I O_DIRECT, -i tests. */
static void iozone_cond(const char *s, struct testname *c)
{
	const char *p = s;
	int tests = 0, sizes = 0;

	while (*p) {
		size_t n;

		while (*p == ' ')
			p++;
		n = strcspn(p, " ");
		if (n == 2 && p[0] == '-' &&
		    (p[1] == 'r' || p[1] == 't' || p[1] == 'i')) {
			char opt = p[1];
			const char *v = p + n;
			double x;

			while (*v == ' ')
				v++;
			if (opt == 'r' &&
			    !units_size(v, NULL, UNITS_BINARY, UNITS_COMMA_NONE,
					&x) &&
			    x >= 1) {
				/* "-r 4k -r 1m": each row has its own record
				 * size, none of the command's holds for all */
				if (!sizes++)
					c->cond.bs = (int64_t)x;
				else if (c->cond.bs != (int64_t)x)
					c->cond.bs = -1;
			} else if (opt == 't' && *v >= '1' && *v <= '9')
				c->cond.numjobs = atol(v);
			else if (opt == 'i' && *v >= '0' && *v <= '9')
				tests |= 1 << (atoi(v) & 15);
		} else if (n == 2 && !strncmp(p, "-I", 2)) {
			c->cond.direct = 1;
		}
		p += n;
	}
	/* -i 0 / -i 1 alone are sequential; -i 2 is random */
	if (tests && !(tests & 4))
		c->cond.pattern = IODB_PATTERN_SEQ;
	else if (tests == 4)
		c->cond.pattern = IODB_PATTERN_RAND;
}

/*
 * The word of a DiskSpd command at token s (n bytes): "diskspd",
 * "DiskSpd.exe", ".\diskspd.exe", "C:\tools\diskspd"; else NULL.  Read
 * for the conditions of its tables only (diskspd_cond()): iodb imports
 * no DiskSpd output, so it is no command_word() (whose tools' outputs a
 * document's blocks are cut by).
 */
static const char *diskspd_word(const char *s, size_t n)
{
	const char *b = s;

	for (size_t i = 0; i < n; i++)
		if (s[i] == '/' || s[i] == '\\')
			b = s + i + 1;
	n -= (size_t)(b - s);
	if (n > 4 && !strncasecmp(b + n - 4, ".exe", 4))
		n -= 4;
	return n == 7 && !strncasecmp(b, "diskspd", 7) ? "diskspd" : NULL;
}

/*
 * DiskSpd's options (its options glued to their values): -w0 (or -w) no
 * writes, a read, -w100 a write, another percentage a mix (no one
 * direction); -r[align] random, -s[i][stride] sequential (both, or
 * -rs<pct>: no one pattern); -b<size> the block size (binary: -b8K is
 * 8 KiB); -o<n> outstanding I/Os per thread and target, the queue depth;
 * -t<n> threads per target, the job count with one target (-F<n> the
 * total), -S/-Su/-Sh caching off, direct I/O (FILE_FLAG_NO_BUFFERING,
 * as CrystalDiskMark's diskspd -S: diskmark.c).  What the command does
 * not write stays unknown (DiskSpd's defaults are not read into it).
 */
static void diskspd_cond(const char *s, struct testname *c)
{
	const char *p = s + strcspn(s, " \t");
	int targets = 0, rnd = 0, seq = 0, mixed = 0;
	long threads = -1, total = -1;

	while (*p) {
		size_t n;
		const char *v;

		p += strspn(p, " \t");
		n = strcspn(p, " \t");
		if (!n)
			break;
		if (*p == '>' || *p == '|' || *p == ';' || *p == '&')
			break; /* a redirection or the next command */
		if (*p != '-' || n < 2) {
			targets++;
			p += n;
			continue;
		}
		v = p + 2;
		switch (p[1]) {
		case 'w':
			if (n == 2 || (n == 3 && p[2] == '0'))
				c->cond.op = IODB_OP_READ;
			else if (n == 5 && !strncmp(p + 2, "100", 3))
				c->cond.op = IODB_OP_WRITE;
			else
				mixed = 1;
			break;
		case 'r':
			if (n > 2 && p[2] == 's')
				rnd = seq = 1; /* -rs<pct>: a mix of both */
			else
				rnd = 1;
			break;
		case 's': seq = 1; break;
		case 'b': {
			const char *end;
			double x;

			if (isdigit((unsigned char)*v) &&
			    !units_size(v, &end, UNITS_BINARY, UNITS_COMMA_NONE,
					&x) &&
			    end == p + n && x >= 1)
				c->cond.bs = (int64_t)x;
			break;
		}
		case 'o':
		case 't':
		case 'F':
			if (n > 2 && strspn(v, "0123456789") == n - 2 &&
			    *v != '0') {
				long x = atol(v);

				if (p[1] == 'o')
					c->cond.iodepth = x;
				else if (p[1] == 't')
					threads = x;
				else
					total = x;
			}
			break;
		case 'S':
			if (n == 2 || strspn(v, "bhruw") == n - 2) {
				if (n == 2 || memchr(v, 'u', n - 2) ||
				    memchr(v, 'h', n - 2))
					c->cond.direct = 1;
			}
			break;
		default: break;
		}
		p += n;
	}
	if (mixed)
		c->cond.op = IODB_OP_UNKNOWN;
	if (rnd != seq)
		c->cond.pattern = rnd ? IODB_PATTERN_RAND : IODB_PATTERN_SEQ;
	if (total > 0)
		c->cond.numjobs = total;
	else if (threads > 0 && targets == 1)
		c->cond.numjobs = threads;
	if (c->cond.op) {
		c->ops[0] = c->cond.op;
		c->n_ops = 1;
	}
}

/* What fio options o state of a test: direction, pattern, bs, queue,
 * jobs, direct (a mixed rw names no one direction, but its pattern:
 * rw=randrw's reads and writes are both random). */
static void fio_opts_cond(const struct fio_opts *o, struct testname *c)
{
	if (o->rw[0] && fio_rw_mixed(o->rw))
		c->cond.pattern = fio_rw_pattern(o->rw);
	if (o->rw[0] && !fio_rw_mixed(o->rw)) {
		c->cond.pattern = fio_rw_pattern(o->rw);
		if (strstr(o->rw, "read"))
			c->cond.op = IODB_OP_READ;
		else if (strstr(o->rw, "write"))
			c->cond.op = IODB_OP_WRITE;
		else if (strstr(o->rw, "trim"))
			c->cond.op = IODB_OP_TRIM;
		if (c->cond.op) {
			c->ops[0] = c->cond.op;
			c->n_ops = 1;
		}
	}
	c->cond.bs = o->cond.bs;
	c->cond.iodepth = o->cond.iodepth;
	c->cond.numjobs = o->cond.numjobs;
	c->cond.direct = o->cond.direct;
}

static void fio_cond(const char *s, size_t len, struct testname *c)
{
	struct fio_opts o;

	fio_opts_init(&o);
	if (fio_options_parse_cmdline(s, len, NULL, &o))
		return;
	fio_opts_cond(&o, c);
	/* "fio --ioengine=psync --iodepth=64 ...": a synchronous engine
	 * named runs one I/O at a time, the depth fio ran is 1
	 * (fio_depth_capped(); an engine nothing names keeps the depth
	 * stated, as in fio's outputs) */
	if (c->cond.iodepth > 1 &&
	    fio_depth_capped(o.ioengine, 0, c->cond.iodepth))
		c->cond.iodepth = 1;
}

/*
 * Line s (len bytes) of a continued command without the comment its
 * author put after the continuation ("-direct=1 \\ # enable direct IO",
 * which a shell would not continue, but whose author meant it to):
 * every line after the first (last) loses its comment; the first only
 * when the '\\' stands before the comment.  Returns the length kept.
 */
static size_t command_line_len(const char *s, size_t len, int first, int *cont)
{
	size_t c = fio_options_comment_at(s, len);

	*cont = c && s[c - 1] == '\\';
	if (first && !*cont)
		return len;
	return c;
}

/*
 * The command s (len bytes, in item) with the lines a trailing '\\'
 * continues it on ("fio --name=seq_read \\" over "--bs=256k \\" over
 * "--rw=read"), joined with blanks, the backslashes and the shell
 * comments after them gone (at most 40 lines).  Returns a new string
 * (caller frees), NULL on ENOMEM.
 */
static char *continued_command(struct docstate *ds, size_t item, const char *s,
			       size_t len)
{
	struct strbuf sb = STRBUF_INIT;
	size_t k = item;
	int cont, ret = strbuf_add(&sb, s, command_line_len(s, len, 1, &cont));

	for (int lines = 0; lines < 40 && !ret; lines++) {
		const struct doc_item *nx;
		size_t n = sb.len;

		while (n && (sb.buf[n - 1] == ' ' || sb.buf[n - 1] == '\t'))
			n--;
		if (!n || sb.buf[n - 1] != '\\' || k + 1 >= ds->d.n)
			break;
		nx = &ds->d.items[++k];
		if (nx->kind != DOC_LINE || nx->blank || nx->heading)
			break;
		strbuf_setlen(&sb, n - 1);
		ret = strbuf_addch(&sb, ' ');
		if (!ret)
			ret = strbuf_add(
			    &sb, nx->s,
			    command_line_len(nx->s, nx->len, 0, &cont));
	}
	if (ret) {
		strbuf_release(&sb);
		return NULL;
	}
	return strbuf_detach(&sb, NULL);
}

/*
 * The end of text a[0, e) with the wrappers that may stand before dd
 * ("sudo", "time", "nice -n 5": line_wrappers_before()) and blanks at its
 * end gone.
 */
static const char *back_over_wrappers(const char *a, const char *e)
{
	e = a + line_wrappers_before(a, (size_t)(e - a));
	while (e > a && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	return e;
}

/*
 * The producer of the pipe that ends line text a[0, n) ("xzcat img.xz |",
 * "$ cat /dev/sda |", "sudo"/"time" after the '|' allowed): where its
 * words start (after a prompt's word, a ';' or "&&", at most six words),
 * its '|' at *bar; NULL when the text does not end in such a pipe.
 */
static const char *pipe_producer(const char *a, size_t n, const char **bar)
{
	const char *e = back_over_wrappers(a, a + n), *w, *first = NULL;
	int words = 0;

	/* the shell's line continuation after the '|' */
	if (e - a >= 2 && e[-1] == '\\' && (e[-2] == ' ' || e[-2] == '\t'))
		for (e--; e > a && (e[-1] == ' ' || e[-1] == '\t');)
			e--;
	if (e == a || e[-1] != '|' || (e - 1 > a && e[-2] == '|'))
		return NULL;
	*bar = e - 1;
	for (e = e - 1;; e = w) {
		while (e > a && (e[-1] == ' ' || e[-1] == '\t'))
			e--;
		for (w = e; w > a && w[-1] != ' ' && w[-1] != '\t';)
			w--;
		if (e == a || strchr("$#>|", e[-1]) ||
		    (e - w == 1 && *w == ';') ||
		    (e - w == 2 && !memcmp(w, "&&", 2)))
			break;
		if (++words > 6)
			return NULL;
		first = w;
	}
	/* a program's name or path ("xzcat", "./rand", "/usr/bin/pv"), not
	 * a table's cell ("| dd | 95 |") nor a figure */
	if (!words ||
	    !(islower((unsigned char)*first) || *first == '.' || *first == '/'))
		return NULL;
	return first;
}

/*
 * dd's command text with its pipe kept (dd reads what a producer writes,
 * or writes into a consumer, and that decides what it measured): the
 * producer before it on its line, or on the line above ending in "| \"
 * ("xzcat img.xz | \" over "sudo dd of=/dev/mmcblk0 ..."), and the rest of
 * its line after a '|' ("| md5sum", "|pv|dd of=/dev/sdb1").  text is the
 * command s (len bytes, in item) as read; returns it, or a new string in
 * its place (text freed), NULL on ENOMEM.
 */
static char *dd_pipeline(struct docstate *ds, size_t item, const char *s,
			 size_t len, char *text)
{
	const struct doc_item *it = &ds->d.items[item];
	const char *end = it->s + it->len, *p = s + len, *head, *bar = NULL;
	struct strbuf sb = STRBUF_INIT;
	size_t tail = 0;
	int ret = 0;

	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	if (strlen(text) == len && p < end && *p == '|' && p[1] != '|') {
		tail = (size_t)(end - p);
		while (tail && (p[tail - 1] == ' ' || p[tail - 1] == '`'))
			tail--;
	}
	head = pipe_producer(it->s, (size_t)(s - it->s), &bar);
	if (head) {
		ret = strbuf_add(&sb, head, (size_t)(s - head));
	} else if (item > 0 && ds->d.items[item - 1].kind == DOC_LINE &&
		   back_over_wrappers(it->s, s) == it->s) {
		/* only wrappers before dd on its line, the pipe above */
		const struct doc_item *pv = &ds->d.items[item - 1];
		const char *q = it->s;

		while (q < s && (*q == ' ' || *q == '\t'))
			q++;
		head = pv->blank || pv->pre != it->pre
			   ? NULL
			   : pipe_producer(pv->s, pv->len, &bar);
		if (head)
			ret = strbuf_add(&sb, head, (size_t)(bar - head)) ||
			      strbuf_addstr(&sb, "| ") ||
			      strbuf_add(&sb, q, (size_t)(s - q));
	}
	if (!head && !tail) {
		strbuf_release(&sb);
		return text;
	}
	if (!ret)
		ret = strbuf_addstr(&sb, text);
	if (!ret && tail)
		ret = strbuf_addch(&sb, ' ') || strbuf_add(&sb, p, tail);
	free(text);
	if (ret) {
		strbuf_release(&sb);
		return NULL;
	}
	return strbuf_detach(&sb, NULL);
}

static int metric_only_heading(const char *s, size_t len);

/*
 * The metric the heading of item i's section names alone, its number
 * aside ("### 3.1 BandWidth", "## IOPS", "### 2. Latency (usec)"): the
 * runs under it measured that (enum testname_metric), else 0.
 */
static int section_metric(const struct docstate *ds, size_t i)
{
	for (size_t k = i; k-- > 0;) {
		const struct doc_item *h = &ds->d.items[k];
		size_t n = 0;

		if (!h->heading)
			continue;
		/* "3.1 ", "2. ": the section's number */
		while (n < h->len && ((h->s[n] >= '0' && h->s[n] <= '9') ||
				      (n && h->s[n] == '.')))
			n++;
		if (n && (n == h->len || h->s[n] != ' '))
			n = 0;
		return metric_only_heading(h->s + n, h->len - n);
	}
	return 0;
}

static int add_command(struct docstate *ds, const char *tool, const char *s,
		       size_t len, long line, size_t item)
{
	struct table_command *c;

	/* in a flattened output, the command ends where its output starts */
	if (ds->flat && ds->flat[item]) {
		const struct doc_item *it = &ds->d.items[item];
		size_t starts[DOCFLAT_MAX], n, at = (size_t)(s - it->s);
		const char *t;

		n = docflat_split(it->s, it->len, starts, DOCFLAT_MAX, &t);
		for (size_t k = 0; k < n; k++)
			if (starts[k] > at && starts[k] - at < len) {
				len = starts[k] - at;
				break;
			}
	}
	while (len &&
	       (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == '`'))
		len--;
	if (ALLOC_GROW(ds->cmds, ds->n_cmds + 1, ds->alloc_cmds) ||
	    ALLOC_GROW(ds->cmd_item, ds->n_cmds + 1, ds->alloc_cmd_item))
		return -ENOMEM;
	c = ds->cmds + ds->n_cmds;
	c->tool = tool;
	c->line = line;
	c->table = 0;
	c->note = 0;
	c->idle = 0;
	c->settings = 0;
	c->metric = section_metric(ds, item);
	c->text = continued_command(ds, item, s, len);
	if (c->text && !strcmp(tool, "dd"))
		c->text = dd_pipeline(ds, item, s, len, c->text);
	if (!c->text)
		return -ENOMEM;
	len = strlen(c->text);
	testname_init(&c->cond);
	if (!strcmp(tool, "fio")) {
		fio_cond(c->text, len, &c->cond);
		c->idle = fio_runs_nothing(c->text);
	} else if (!strcmp(tool, "dd")) {
		dd_cond(c->text, &c->cond);
		c->idle = dd_copies_nothing(c->text);
	} else if (!strcmp(tool, "hdparm")) {
		c->settings = hdparm_times_nothing(c->text);
		c->idle = c->settings;
	} else if (!strcmp(tool, "iozone")) {
		iozone_cond(c->text, &c->cond);
	} else if (!strcmp(tool, "diskspd")) {
		diskspd_cond(c->text, &c->cond);
	}
	ds->cmd_item[ds->n_cmds] = item;
	ds->n_cmds++;
	return 0;
}

/*
 * A placeholder in a command written for the reader to fill in, blanks
 * and all ("if=⟨файл на tmpfs⟩", "of=<file on the disk>"): where it
 * ends, past its closing bracket, when one starts at s[i] (after '=' for
 * '<', which is else a redirection); else i.
 */
static size_t placeholder_end(const char *s, size_t len, size_t i)
{
	const char *close = NULL;
	size_t open = 0;

	if (i + 3 <= len && !memcmp(s + i, "\xe2\x9f\xa8", 3)) {
		close = "\xe2\x9f\xa9"; /* ⟨ ⟩ */
		open = 3;
	} else if (s[i] == '<' && i && s[i - 1] == '=') {
		close = ">";
		open = 1;
	}
	if (!close)
		return i;
	for (size_t k = i + open; k + strlen(close) <= len && k - i < 80; k++)
		if (!memcmp(s + k, close, strlen(close)))
			return k + strlen(close) - 1;
	return i;
}

/*
 * Whether s starts with command options: the first word an option
 * ("-x", "--x=1", "if=/dev/sda", "/dev/sda", "job.fio"), and the first two
 * words plain ASCII ("iozone -t 파라미터를" is prose about an option).
 */
/*
 * Whether word s (n bytes) is an operand "name=value" (bs=4k, if=/dev/sda,
 * iodepth=32): an '=' after a name of ASCII letters, digits and "_.-".  Not
 * "矩陣(iodepth=1,": prose glued to the bracket of the conditions it
 * names ("fio 矩陣(direct=1, iodepth=1)").
 */
static int option_name_before_eq(const char *s, size_t n)
{
	const char *eq = memchr(s, '=', n);

	if (!eq || eq == s)
		return 0;
	for (const char *p = s; p < eq; p++)
		if (!isalnum((unsigned char)*p) && !strchr("_.-`\"'", *p))
			return 0;
	return 1;
}

/*
 * Whether word s (n bytes) names a fio job file by its ending: "seq.fio",
 * "iotest.ini", "rand.job" (the endings fio_options_find_command() takes).
 */
static int jobfile_word(const char *s, size_t n)
{
	static const char *const ends[] = {".fio", ".ini", ".job", NULL};

	for (size_t k = 0; ends[k]; k++)
		if (n > 4 && !memcmp(s + n - 4, ends[k], 4))
			return 1;
	return 0;
}

static int options_follow(const char *s, size_t len)
{
	size_t i = 0;

	for (int w = 0; w < 2 && i < len; w++) {
		size_t b = i, n;
		int ascii = 1;

		while (i < len && s[i] != ' ' && s[i] != '\t') {
			i = placeholder_end(s, len, i);
			if (i < len && (unsigned char)s[i] >= 0x80)
				ascii = 0;
			i += i < len;
		}
		n = i - b;
		if (w == 0 && !n)
			return 0;
		if (n && !(s[b] == '-' || s[b] == '/' ||
			   option_name_before_eq(s + b, n) ||
			   jobfile_word(s + b, n))) {
			/* "iozone -t 파라미터를": prose about an option */
			if (w == 0 || !ascii)
				return 0;
		}
		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
	}
	return i > 0;
}

/*
 * Whether the rest of a line after a tool word is only the shell's '\'
 * and the next line starts with options ("fio \" over "  --name=rr \"):
 * a command written one option a line.
 */
static int options_continue(const struct docstate *ds, size_t item,
			    const char *s, size_t len)
{
	const struct doc_item *nx;
	size_t i = 0;

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	if (len != 1 || s[0] != '\\' || item + 1 >= ds->d.n)
		return 0;
	nx = &ds->d.items[item + 1];
	if (nx->kind != DOC_LINE || nx->blank)
		return 0;
	while (i < nx->len && (nx->s[i] == ' ' || nx->s[i] == '\t'))
		i++;
	return options_follow(nx->s + i, nx->len - i);
}

/*
 * The commands of one line: a tool word (or a path ending in one) followed
 * by options ("-x", "--x", "x=").  A command ends at the next command, at
 * "//", ";", "&&", "|" or the end of the line.  Returns how many were
 * found, or a negative errno.
 */
/* How many times c occurs in s (len bytes). */
static size_t count_char(const char *s, size_t len, char c)
{
	size_t n = 0;

	for (size_t i = 0; i < len; i++)
		n += s[i] == c;
	return n;
}

/*
 * Whether s (len bytes, after the word "dd") starts with one of dd's
 * operands: "if=", "of=", "bs=", or "count=", "skip=", "seek=",
 * "iflag=", "oflag=", "conv=" ("dd count=100 bs=1M if=/dev/urandom ...":
 * the operands come in any order).
 */
static int dd_operand_first(const char *s, size_t len)
{
	static const char *const ops[] = {
	    "if=",    "of=",	"bs=",	 "count=", "skip=", "seek=",
	    "iflag=", "oflag=", "conv=", "ibs=",   "obs=",  NULL};

	for (size_t k = 0; ops[k]; k++)
		if (len > strlen(ops[k]) && !strncmp(s, ops[k], strlen(ops[k])))
			return 1;
	return 0;
}

/*
 * Where the command in emphasis ends in word s (len bytes): the run of
 * n c's ("**", "_") that closes it, maybe a mark after it ("60**,",
 * "60**:").  Returns a pointer to the run, or NULL when s closes none.
 */
static const char *emph_close(const char *s, size_t len, char c, size_t n)
{
	size_t e = len;

	if (e && strchr(",.:;)", s[e - 1]))
		e--;
	if (e <= n)
		return NULL;
	for (size_t k = e - n; k < e; k++)
		if (s[k] != c)
			return NULL;
	if (s[e - n - 1] == c)
		return NULL;
	return s + e - n;
}

/*
 * A word of prose in a sentence ("test", "on", "causes", "\"benchmark\"."):
 * ASCII letters alone once quotes, brackets and the marks after it go;
 * *end set when a sentence's mark ('.', ',', ':', ';', '!', '?') closes it.
 */
static int prose_word(const char *w, size_t n, int *end)
{
	size_t b = 0;

	*end = 0;
	while (b < n && strchr("\"'(", w[b]))
		b++;
	while (n > b && strchr("\"').,:;!?", w[n - 1])) {
		*end |= strchr(".,:;!?", w[n - 1]) != NULL;
		n--;
	}
	if (b == n)
		return 0;
	for (size_t i = b; i < n; i++)
		if (!isalpha((unsigned char)w[i]))
			return 0;
	return 1;
}

/*
 * Whether the tool word at s[b] follows a word of prose on its line ("the
 * hdparm -t test", "each hdparm -t /dev/sda causes"), not a shell's word
 * that runs it ("sudo", "time", "do"): a command named in a sentence.
 */
static int command_in_sentence(const char *s, size_t b)
{
	static const char *const shell[] = {
	    "sudo", "doas",   "time",  "do",  "then",  "else",	"exec",
	    "nice", "ionice", "nohup", "env", "watch", "xargs", NULL};
	size_t e = b, a;
	int end;

	while (e && (s[e - 1] == ' ' || s[e - 1] == '\t'))
		e--;
	if (e == b || !e)
		return 0;
	for (a = e; a && s[a - 1] != ' ' && s[a - 1] != '\t'; a--)
		;
	return prose_word(s + a, e - a, &end) && !end &&
	       !word_listed(s + a, e - a, shell, 1);
}

/*
 * Whether word [b, e) of s (len bytes) starts the sentence's rest after a
 * command named in it: a word of prose (prose_word()) after a device, a
 * value or another such word ("hdparm -t /dev/sda causes", "hdparm -t
 * test on a PC"), before another ("test on"), or closing the sentence
 * ("hdparm -t \"benchmark\"."); after an option and before options
 * ("fio --name seq --rw=read") it is the option's value.  pb is where
 * the word before it starts.
 */
static int sentence_rest(const char *s, size_t len, size_t pb, size_t b,
			 size_t e)
{
	size_t nb = e, ne;
	int end, next_end;

	if (!prose_word(s + b, e - b, &end))
		return 0;
	if (end || s[pb] != '-')
		return 1;
	while (nb < len && (s[nb] == ' ' || s[nb] == '\t'))
		nb++;
	for (ne = nb; ne < len && s[ne] != ' ' && s[ne] != '\t'; ne++)
		;
	return ne > nb && prose_word(s + nb, ne - nb, &next_end);
}

/*
 * Whether item's line goes on a sentence a mail or an editor wrapped: a
 * line of prose (no code block's) right under another that ends in a
 * word of prose, no sentence's mark after it ("... so I tried the same" /
 * "hdparm -t test with a newer SSD ...").
 */
static int sentence_goes_on(const struct docstate *ds, size_t item)
{
	const struct doc_item *it = &ds->d.items[item], *up;
	size_t e, a;
	int end;

	if (!item || it->pre)
		return 0;
	up = &ds->d.items[item - 1];
	if (up->kind != DOC_LINE || up->blank || up->pre || up->heading)
		return 0;
	for (e = up->len; e && (up->s[e - 1] == ' ' || up->s[e - 1] == '\t');
	     e--)
		;
	for (a = e; a && up->s[a - 1] != ' ' && up->s[a - 1] != '\t'; a--)
		;
	return e > a && prose_word(up->s + a, e - a, &end) && !end;
}

/* The command from *start ends at end: recorded when record is set; no
 * command is open after it. */
static int end_command(struct docstate *ds, size_t item, int record,
		       const char *tool, const char **start, const char *end)
{
	int ret = 0;

	if (*start && record)
		ret = add_command(ds, tool, *start, (size_t)(end - *start),
				  ds->d.items[item].no, item);
	*start = NULL;
	return ret;
}

static int scan_commands(struct docstate *ds, size_t item, int record)
{
	const struct doc_item *it = &ds->d.items[item];
	const char *s = it->s, *start = NULL, *tool = NULL;
	size_t i = 0, len = it->len;
	int n = 0, ret;
	char quote = 0; /* the quote the command opened after: "su -c \"dd" */
	/* "I ran **fio --bs=4k ...** and got:": the run of '*' or '_' the
	 * command opened after, inside a sentence */
	char emph_c = 0;
	size_t emph = 0;
	/* a command named in a sentence, and where its last word starts */
	int in_sentence = 0;
	size_t prev = 0;

	/* "## Sequential read, fio bs=1M iodepth=32": a title naming the
	 * conditions, not a command the post shows */
	if (it->heading)
		return 0;
	/* "_fio --bs=4k ..._": a command line in Markdown emphasis */
	{
		size_t in, off = line_emphasis_unwrap(s, len, &in), w = off;

		while (w < off + in && s[w] != ' ' && s[w] != '\t')
			w++;
		if (off && command_word(s + off, w - off)) {
			s += off;
			len = in;
		}
	}

	while (i < len) {
		size_t b, b0, e, nb, run;
		const char *w, *cl;
		char opened;

		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		b = i;
		while (i < len && s[i] != ' ' && s[i] != '\t')
			i++;
		e = i;
		if (e == b)
			break;
		if ((e - b == 2 && !memcmp(s + b, "//", 2)) ||
		    (e - b == 1 && (s[b] == ';' || s[b] == '|')) ||
		    (e - b == 2 && !memcmp(s + b, "&&", 2))) {
			ret =
			    end_command(ds, item, record, tool, &start, s + b);
			if (ret)
				return ret;
			continue;
		}
		/* "`fio --rw=read ...`": a command in Markdown's inline code
		 * ends at its closing backtick; "oflag=direct;": a shell
		 * loop's command ends with its ';'; "count=64\"": one in a
		 * quoted string (su -c "dd ...") with its closing quote */
		if (start && e - b > 1 &&
		    (s[e - 1] == '`' || s[e - 1] == ';' ||
		     (quote && s[e - 1] == quote &&
		      count_char(s + b, e - b, quote) % 2))) {
			ret = end_command(ds, item, record, tool, &start,
					  s + e - 1);
			if (ret)
				return ret;
			continue;
		}
		/* "**fio ... --runtime=60** and": the emphasis that opened
		 * the command closes it (a mark after it or not) */
		cl = start && emph ? emph_close(s + b, e - b, emph_c, emph)
				   : NULL;
		if (cl) {
			ret = end_command(ds, item, record, tool, &start, cl);
			if (ret)
				return ret;
			emph = 0;
			continue;
		}
		/* "the hdparm -t test on a PC when ...": the sentence goes on
		 * after the command it names */
		if (start && in_sentence && !quote && !emph &&
		    sentence_rest(s, len, prev, b, e)) {
			ret =
			    end_command(ds, item, record, tool, &start, s + b);
			if (ret)
				return ret;
		}
		prev = b;
		/* "`fio": inline code opening; "\"dd": a shell's -c string
		 * ("time sh -c \"dd if=... bs=4k && sync\"") */
		b0 = b;
		while (b < e && (s[b] == '`' || s[b] == '"' || s[b] == '\''))
			b++;
		opened = b > b0 && s[b - 1] != '`' ? s[b - 1] : 0;
		/* "**fio", "_fio": Markdown emphasis opening in a sentence */
		run = 0;
		if (b == b0 && b < e && (s[b] == '*' || s[b] == '_')) {
			while (b + run < e && s[b + run] == s[b0])
				run++;
			if (run <= 2 && command_word(s + b + run, e - b - run))
				b += run;
			else
				run = 0;
		}
		/* "$dd if=...", "#fio --name=...": a prompt glued to it */
		if (e - b > 2 && (s[b] == '$' || s[b] == '#') &&
		    command_word(s + b + 1, e - b - 1))
			b++;
		/* "[root@www ~]#hdparm -tT": a prompt's end glued to it */
		for (size_t k = b + 1; k + 2 < e; k++)
			if ((s[k] == '$' || s[k] == '#') &&
			    strchr("]~/:", s[k - 1]) &&
			    command_word(s + k + 1, e - k - 1)) {
				b = k + 1;
				break;
			}
		/* "命令：hdparm" (its colon made ASCII): a word saying a
		 * command follows, glued to it */
		for (size_t k = b + 1; k + 2 < e; k++)
			if (s[k] == ':' && command_word(s + k + 1, e - k - 1) &&
			    command_lead(s + b, k + 1 - b)) {
				b = k + 1;
				break;
			}
		w = command_word(s + b, e - b);
		if (!w)
			w = diskspd_word(s + b, e - b);
		if (!w)
			continue;
		nb = e;
		while (nb < len && s[nb] == ' ')
			nb++;
		if (!options_follow(s + nb, len - nb) &&
		    !options_continue(ds, item, s + nb, len - nb))
			continue;
		if (!strcmp(w, "dd") && !dd_operand_first(s + nb, len - nb))
			continue;
		ret = end_command(ds, item, record, tool, &start, s + b);
		if (ret)
			return ret;
		start = s + b;
		tool = w;
		in_sentence =
		    b == b0 && (command_in_sentence(s, b) ||
				(s + b == it->s + strspn(it->s, " \t") &&
				 sentence_goes_on(ds, item)));
		quote = opened;
		emph = run;
		emph_c = run ? s[b0] : 0;
		n++;
	}
	ret = end_command(ds, item, record, tool, &start, s + len);
	return ret ? ret : n;
}

/* ---- tables ----------------------------------------------------------- */

static int detect_range(struct docstate *ds, size_t first, size_t last,
			const struct ingest_format **f, int *score);

static int add_piece(struct docstate *ds, const struct piece *p)
{
	if (ALLOC_GROW(ds->pieces, ds->n_pieces + 1, ds->alloc_pieces))
		return -ENOMEM;
	ds->pieces[ds->n_pieces++] = *p;
	return 0;
}

static int line_item(const struct doc *d, size_t i)
{
	return i < d->n && d->items[i].kind == DOC_LINE && !d->items[i].blank;
}

static int elision_line(const char *s, size_t len);
static size_t bare_fio_line(const char *s, size_t len, enum iodb_op *op);

/* A tab- or comma-separated block of items i.. (returns rows, 0 none). */
/* Whether every tab of line s (len bytes) is in its indentation. */
static int lead_tabs_only(const char *s, size_t len)
{
	size_t k = 0;

	while (k < len && (s[k] == '\t' || s[k] == ' '))
		k++;
	return !memchr(s + k, '\t', len - k);
}

/*
 * Whether line s (len bytes) is "key: value" whose value groups its
 * thousands with a comma ("Average Read IOPS: 1,466.87", "Total: 12,345
 * MB"): its comma is in a figure, no cell separator (read as two cells,
 * the figure lost its thousands: 466.87).
 */
static int key_value_thousands(const char *s, size_t len)
{
	const char *colon = memchr(s, ':', len), *e = s + len;

	if (!colon)
		return 0;
	for (const char *p = colon + 1; p + 4 <= e; p++)
		if (*p == ',' && isdigit((unsigned char)p[-1]) &&
		    isdigit((unsigned char)p[1]) &&
		    isdigit((unsigned char)p[2]) &&
		    isdigit((unsigned char)p[3]) &&
		    (p + 4 == e || !isdigit((unsigned char)p[4])))
			return 1;
	return 0;
}

/*
 * Whether line s (len bytes) groups a figure's thousands with a comma in
 * blank-aligned text: "read       1,818 MiB/s", "66,169 IOPS    258
 * MiB/s" - digits after a blank, a comma, three digits and no comma after
 * them, in a line whose cells a run of blanks parts (or whose three digits
 * a unit follows).  Read as a comma-separated row, the figure is cut at
 * its comma (818 MiB/s); "Disk 860,540,515" and "randread,4,128" are
 * cells.
 */
static int aligned_thousands(const char *s, size_t len)
{
	int aligned = 0, grouped = 0;

	for (size_t k = 0; k + 1 < len; k++)
		if (s[k] == ' ' && s[k + 1] == ' ' && k && s[k - 1] != ',' &&
		    s[k - 1] != ' ')
			aligned = 1;
	for (size_t k = 1; k + 3 < len && !grouped; k++) {
		size_t a = k, e = k + 4;

		if (s[k] != ',' || !isdigit((unsigned char)s[k - 1]) ||
		    !isdigit((unsigned char)s[k + 1]) ||
		    !isdigit((unsigned char)s[k + 2]) ||
		    !isdigit((unsigned char)s[k + 3]) ||
		    (e < len && (isdigit((unsigned char)s[e]) || s[e] == ',')))
			continue;
		while (a && isdigit((unsigned char)s[a - 1]))
			a--;
		if (k - a > 3 || (a && s[a - 1] != ' '))
			continue;
		grouped = aligned || (e + 1 < len && s[e] == ' ' &&
				      isalpha((unsigned char)s[e + 1]));
	}
	return grouped;
}

static size_t delimited_rows(const struct docstate *ds, size_t i, char delim,
			     int *fields)
{
	const struct doc *d = &ds->d;
	size_t j = i;
	int first = 0;

	while (line_item(d, j) && !ds->used[j]) {
		const struct doc_item *it = &d->items[j];
		enum iodb_op op;
		int n;

		/* "\t:" / "\t(略)": a cut in an output, no row */
		if (!memchr(it->s, delim, it->len) ||
		    elision_line(it->s, it->len))
			break;
		/* "read:<TAB>IOPS=43.4k, BW=...": fio's result line with a
		 * tab for its blank (a terminal's copy), no row */
		if (delim == '\t' &&
		    bare_fio_line(it->s, it->len, &op) != (size_t)-1)
			break;
		/* "\t\tclat (usec): min=...": tabs that only indent a
		 * line (an output or an outline indented with tabs) part
		 * no cells */
		if (delim == '\t' && lead_tabs_only(it->s, it->len))
			break;
		if (delim == ',' && (memchr(it->s, '=', it->len) ||
				     memchr(it->s, '\t', it->len) ||
				     key_value_thousands(it->s, it->len) ||
				     aligned_thousands(it->s, it->len)))
			break;
		n = table_count_fields(it->s, it->len, delim);
		if (n < 2 || n > 64)
			break;
		if (delim == ',') {
			if (!first)
				first = n;
			else if (n > first)
				break;
		} else if (n > first) {
			first = n;
		}
		j++;
	}
	*fields = first;
	return j - i;
}

/*
 * Whether header cell h holds a measured figure ("R: 3400 MB/s", "512
 * IOPS"): a number and a rate's unit after it.  Such a row is no header:
 * "- SEQ1M Q8T1 -> R: 3400 MB/s, W: 3000 MB/s" is a line of figures that
 * its commas do not make a table of.
 */
static int header_figure(const char *h)
{
	for (const char *p = h; *p; p++) {
		const char *q;

		if (*p < '0' || *p > '9' ||
		    (p > h && p[-1] >= '0' && p[-1] <= '9'))
			continue;
		for (q = p; (*q >= '0' && *q <= '9') || *q == '.' || *q == ',';)
			q++;
		while (*q == ' ')
			q++;
		while ((*q >= 'A' && *q <= 'Z') || (*q >= 'a' && *q <= 'z'))
			q++;
		if ((q[0] == '/' && q[1] == 's') ||
		    !strncmp(q - 4 < h ? h : q - 4, "IOPS", 4))
			return 1;
	}
	return 0;
}

/* Whether a comma block reads as a table: a text header, figures below. */
static int csv_plausible(const struct docstate *ds, size_t i, size_t rows)
{
	struct table t;
	int ok = 0;

	table_init(&t);
	for (size_t r = 0; r < rows; r++) {
		const struct doc_item *it = &ds->d.items[i + r];

		if (table_add_delimited_row(&t, it->s, it->len, it->no, ','))
			goto out;
	}
	for (size_t c = 0; c < t.cols; c++) {
		const char *h = table_cell(&t, 0, c);

		if ((h[0] >= '0' && h[0] <= '9') || strlen(h) > 80 ||
		    header_figure(h))
			goto out;
	}
	ok = table_has_figures(&t, NULL, NULL);
out:
	table_release(&t);
	return ok;
}

/*
 * The lines of items first..last (text, length, line number) handed to
 * read, the table reader of their shape: 0 or what read returns, -ENOMEM.
 */
typedef int (*lines_reader)(struct table *t, const char *const *lines,
			    const size_t *lens, const long *nos, size_t n,
			    const struct table_legend *leg, size_t n_leg);

static int read_item_lines(struct docstate *ds, size_t first, size_t last,
			   struct table *t, lines_reader read, int skip_blank,
			   const struct table_legend *leg, size_t n_leg)
{
	size_t n = last - first + 1, k = 0;
	const char **lines = calloc(n, sizeof(*lines));
	size_t *lens = calloc(n, sizeof(*lens));
	long *nos = calloc(n, sizeof(*nos));
	int ret = -ENOMEM;

	if (lines && lens && nos) {
		for (size_t i = 0; i < n; i++) {
			if (skip_blank && ds->d.items[first + i].blank)
				continue;
			lines[k] = ds->d.items[first + i].s;
			lens[k] = ds->d.items[first + i].len;
			nos[k] = ds->d.items[first + i].no;
			k++;
		}
		ret = read(t, lines, lens, nos, k, leg, n_leg);
	}
	free(lines);
	free(lens);
	free(nos);
	return ret;
}

/*
 * Whether the words right before s + at spell abbr (al bytes) by their
 * initials, one word a letter ("transfer rate" before "TR", "access
 * time" before "AT"); *from gets where the first starts.
 */
static int initials_before(const char *s, size_t at, const char *abbr,
			   size_t al, size_t *from)
{
	size_t i = at;

	for (size_t k = al; k-- > 0;) {
		size_t e;

		while (i && s[i - 1] == ' ')
			i--;
		e = i;
		while (i && isalpha((unsigned char)s[i - 1]))
			i--;
		if (i == e || (i && !strchr(" (", s[i - 1])) ||
		    tolower((unsigned char)s[i]) !=
			tolower((unsigned char)abbr[k]))
			return 0;
	}
	*from = i;
	return 1;
}

/*
 * Where the prose in the section above item first defines abbreviation
 * abbr (al bytes) by words whose initials spell it: "the transfer rate
 * TR", "transfer rate (TR)", "TR (transfer rate)".  Copies the words
 * into l when they name a figure ("access time" of "the random access
 * time AT"); 1 then.
 */
static int prose_abbreviation(struct docstate *ds, size_t first,
			      const char *abbr, size_t al,
			      struct table_legend *l)
{
	for (size_t i = first; i-- > 0 && first - i <= 40;) {
		const struct doc_item *it = &ds->d.items[i];

		if (it->kind != DOC_LINE || it->heading)
			return 0; /* the section's prose only */
		if (it->blank || it->pre)
			continue;
		for (const char *w = it->s;
		     (w = memmem(w, it->len - (size_t)(w - it->s), abbr, al));
		     w++) {
			size_t at = (size_t)(w - it->s), end = at + al;
			size_t from, to = 0;
			const char *cl = NULL;
			struct testname tn;

			if ((at && it->s[at - 1] != ' ' &&
			     it->s[at - 1] != '(') ||
			    (end < it->len &&
			     (isalnum((unsigned char)it->s[end]) ||
			      it->s[end] == '-')))
				continue;
			if (end + 2 < it->len && !memcmp(it->s + end, " (", 2))
				cl = memchr(it->s + end, ')', it->len - end);
			if (cl &&
			    initials_before(it->s, (size_t)(cl - it->s), abbr,
					    al, &from) &&
			    from == end + 2) {
				/* "TR (transfer rate)" */
				to = (size_t)(cl - it->s);
			} else if (at && it->s[at - 1] == '(' &&
				   end < it->len && it->s[end] == ')' &&
				   initials_before(it->s, at - 1, abbr, al,
						   &from)) {
				to = at - 1; /* "transfer rate (TR)" */
			} else if (at && it->s[at - 1] == ' ' &&
				   initials_before(it->s, at, abbr, al,
						   &from)) {
				to = at; /* "the transfer rate TR" */
			} else {
				continue;
			}
			while (to > from && it->s[to - 1] == ' ')
				to--;
			if (to - from >= sizeof(l->meaning) ||
			    (!testname_parse(it->s + from, to - from, 0, &tn) &&
			     !tn.access) ||
			    (tn.metric == TESTNAME_NONE && !tn.access) ||
			    tn.other || tn.network || tn.speedtest)
				continue;
			memcpy(l->abbr, abbr, al);
			l->abbr[al] = '\0';
			memcpy(l->meaning, it->s + from, to - from);
			l->meaning[to - from] = '\0';
			return 1;
		}
	}
	return 0;
}

/*
 * The abbreviations of header line s (len bytes: words of two to five
 * capitals naming no test or figure themselves, "TR" of "TR (MB/s)")
 * that the prose above item first defines (prose_abbreviation()), into
 * leg (max at most): how many.
 */
static size_t header_abbreviations(struct docstate *ds, size_t first,
				   const char *s, size_t len,
				   struct table_legend *leg, size_t max)
{
	size_t n = 0;

	for (size_t i = 0; i < len && n < max;) {
		size_t a = i, e;
		struct testname tn;

		while (i < len && s[i] != ' ')
			i++;
		e = i;
		while (i < len && s[i] == ' ')
			i++;
		if (e - a < 2 || e - a > 5 || (a && s[a - 1] != ' '))
			continue;
		for (size_t k = a; k < e; k++)
			if (!isupper((unsigned char)s[k]))
				goto next;
		testname_parse(s + a, e - a, 0, &tn);
		if (tn.metric != TESTNAME_NONE || tn.n_ops || tn.access ||
		    tn.cond.pattern || tn.condition || tn.other || tn.cdm ||
		    tn.cond.bs > 0)
			continue;
		n += (size_t)prose_abbreviation(ds, first, s + a, e - a,
						&leg[n]);
	next:;
	}
	return n;
}

static long above(struct docstate *ds, size_t i, int max_items);

/*
 * Whether the line right above item first (blank lines aside) is a
 * caption stating one direction, a metric and its unit ("Operation:
 * read  sync bw (MB/s)"): what a table of "mean stddev" pairs under it
 * measures (table_text_read_paired()).
 */
static int paired_caption(struct docstate *ds, size_t first)
{
	long k = above(ds, first, 1);
	const struct doc_item *it;
	struct testname tn;

	if (k < 0)
		return 0;
	it = &ds->d.items[k];
	if (it->len > 120 || table_text_row(it->s, it->len) ||
	    !testname_parse(it->s, it->len, 0, &tn))
		return 0;
	return tn.cond.op != IODB_OP_UNKNOWN && tn.n_ops <= 1 &&
	       tn.metric != TESTNAME_NONE && tn.metrics == 1 && tn.unit[0] &&
	       !tn.stat;
}

/* ---- a printed pandas DataFrame of fio's JSON figures ------------------- */

/* What the code over a printed DataFrame says it holds (frame_code()). */
struct frame_code {
	char index[16];	 /* the index's condition: "numjobs", "iodepth" */
	char metric[40]; /* its cells' metric: "write IOPS" */
	long list[64];	 /* the index's values, as the code lists them */
	size_t n_list;
};

/*
 * The code of item it past a Python prompt (">>> ", "... ") and blanks,
 * its length in *len; NULL when it is no line of code: neither after a
 * prompt nor in a code block (an indented block's lines are code only
 * after their prompts: its other lines are what the code printed).
 */
static const char *py_line(const struct doc_item *it, size_t *len)
{
	const char *s = it->s;
	size_t n = it->len;
	int prompt = 0;

	if (it->kind != DOC_LINE)
		return NULL;
	while (n && (*s == ' ' || *s == '\t'))
		s++, n--;
	if (n >= 4 && (!strncmp(s, ">>> ", 4) || !strncmp(s, "... ", 4)))
		s += 4, n -= 4, prompt = 1;
	else if (n == 3 && (!strncmp(s, ">>>", 3) || !strncmp(s, "...", 3)))
		s += 3, n -= 3, prompt = 1;
	if (!prompt && !it->pre)
		return NULL;
	while (n && (*s == ' ' || *s == '\t'))
		s++, n--;
	*len = n;
	return s;
}

/* The identifier at s (n bytes) into out (max bytes); its length or 0. */
static size_t py_ident(const char *s, size_t n, char *out, size_t max)
{
	size_t k = 0;

	if (!n || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
		return 0;
	while (k < n && (isalnum((unsigned char)s[k]) || s[k] == '_'))
		k++;
	if (k >= max)
		return 0;
	memcpy(out, s, k);
	out[k] = '\0';
	return k;
}

/*
 * The metric a path of fio's JSON output names (".jobs[0].write.iops",
 * ".jobs[0].read.lat_ns.mean") into fc->metric, with its unit in fio's
 * JSON (bw: KiB/s; lat_ns: ns; fio 2's lat: us); 0 when p (n bytes, from
 * ".jobs[") is no such path: another field, another statistic.
 */
static int fio_json_path(const char *p, size_t n, struct frame_code *fc)
{
	static const struct {
		const char *field, *metric;
	} fields[] = {
	    {"iops", "IOPS"},
	    {"bw", "bandwidth (KiB/s)"},
	    {"lat_ns.mean", "mean latency (ns)"},
	    {"lat.mean", "mean latency (us)"},
	};
	static const char *const dirs[] = {"read", "write", "trim"};
	size_t i = 6, e;

	while (i < n && isdigit((unsigned char)p[i]))
		i++;
	if (i == 6 || i + 1 >= n || p[i] != ']' || p[i + 1] != '.')
		return 0;
	i += 2;
	for (e = i; e < n && (isalnum((unsigned char)p[e]) || p[e] == '_' ||
			      p[e] == '.');
	     e++)
		;
	for (size_t d = 0; d < sizeof(dirs) / sizeof(dirs[0]); d++) {
		size_t dl = strlen(dirs[d]);

		if (e - i <= dl + 1 || strncmp(p + i, dirs[d], dl) ||
		    p[i + dl] != '.')
			continue;
		for (size_t f = 0; f < sizeof(fields) / sizeof(fields[0]); f++)
			if (strlen(fields[f].field) == e - i - dl - 1 &&
			    !strncmp(p + i + dl + 1, fields[f].field,
				     e - i - dl - 1)) {
				snprintf(fc->metric, sizeof(fc->metric),
					 "%s %s", dirs[d], fields[f].metric);
				return 1;
			}
	}
	return 0;
}

/* The condition a Python name of the index stands for, or NULL. */
static const char *index_condition(const char *name)
{
	static const char *const jobs[] = {"numjobs", "jobs", "threads"};
	static const char *const depth[] = {"iodepth", "qd", "queue_depth"};

	for (size_t k = 0; k < 3; k++) {
		if (!strcmp(name, jobs[k]))
			return "numjobs";
		if (!strcmp(name, depth[k]))
			return "iodepth";
	}
	return NULL;
}

/* The integers of a Python list literal "[1, 2, 4]" at s (n bytes) into
 * fc->list; 0 when it is none. */
static int py_int_list(const char *s, size_t n, struct frame_code *fc)
{
	size_t i = 0;

	fc->n_list = 0;
	if (!n || s[0] != '[')
		return 0;
	for (i = 1; i < n;) {
		long v = 0;
		size_t d = 0;

		while (i < n && s[i] == ' ')
			i++;
		while (i < n && isdigit((unsigned char)s[i]) && d < 9)
			v = v * 10 + (s[i++] - '0'), d++;
		if (!d || fc->n_list == sizeof(fc->list) / sizeof(fc->list[0]))
			return 0;
		fc->list[fc->n_list++] = v;
		while (i < n && s[i] == ' ')
			i++;
		if (i < n && s[i] == ']')
			return i + 1 == n || s[i + 1] == ' ' || s[i + 1] == '#';
		if (i >= n || s[i] != ',')
			return 0;
		i++;
	}
	return 0;
}

/*
 * Whether the code over the printed DataFrame at item first says what it
 * holds: right above it `print(NAME)` (a REPL's ">>> " or not), and in
 * the code block above, back to the block's start or an earlier print():
 * one path of fio's JSON output (".jobs[0].write.iops" in a jq call or a
 * lookup: every path there the same), a line `NAME[...] =
 * pandas.Series(VALUES, IDX)` (or `index=IDX`) whose IDX is a name of a
 * condition (numjobs, jobs, threads; iodepth, qd, queue_depth), and `IDX
 * = [1, 2, 4, ...]`.  Fills fc.
 */
static int frame_code(struct docstate *ds, size_t first, struct frame_code *fc)
{
	char name[64], idx[64] = "", id[64];
	const char *s, *cond = NULL;
	size_t n, k;
	int paths = 0, series = 0;

	memset(fc, 0, sizeof(*fc));
	if (!first || !(s = py_line(&ds->d.items[first - 1], &n)))
		return 0;
	if (n < 8 || strncmp(s, "print(", 6) || s[n - 1] != ')' ||
	    py_ident(s + 6, n - 7, name, sizeof(name)) != n - 7)
		return 0;
	/* the code, up the block to an earlier print() */
	for (k = first - 1; k-- > 0 && first - k < 200;) {
		const struct doc_item *it = &ds->d.items[k];
		const char *p;
		size_t nl = strlen(name);

		if (!(s = py_line(it, &n)))
			break;
		if (n >= 6 && !strncmp(s, "print(", 6))
			break;
		for (p = s;
		     (p = memmem(p, n - (size_t)(p - s), ".jobs[", 6)) != NULL;
		     p++) {
			struct frame_code one = *fc;

			if (!fio_json_path(p, n - (size_t)(p - s), &one) ||
			    (paths && strcmp(one.metric, fc->metric)))
				return 0;
			memcpy(fc->metric, one.metric, sizeof(fc->metric));
			paths++;
		}
		/* NAME[...] = pandas.Series(VALUES, IDX) */
		if (n > nl && !strncmp(s, name, nl) && s[nl] == '[' &&
		    (p = memmem(s, n, "Series(", 7)) != NULL) {
			const char *c = memchr(p, ',', n - (size_t)(p - s));
			size_t il;

			if (!c || series++)
				return 0;
			c++;
			while (*c == ' ')
				c++;
			if (!strncmp(c, "index=", 6))
				c += 6;
			il = py_ident(c, n - (size_t)(c - s), idx, sizeof(idx));
			if (!il || c[il] != ')')
				return 0;
		}
	}
	if (paths == 0 || series != 1 || !(cond = index_condition(idx)))
		return 0;
	/* IDX = [...] above the Series */
	for (k = first - 1; k-- > 0 && first - k < 200;) {
		const struct doc_item *it = &ds->d.items[k];
		size_t il;

		if (!(s = py_line(it, &n)))
			break;
		il = py_ident(s, n, id, sizeof(id));
		if (!il || strcmp(id, idx))
			continue;
		while (il < n && s[il] == ' ')
			il++;
		if (il + 1 < n && s[il] == '=' && s[il + 1] != '=') {
			il++;
			while (il < n && s[il] == ' ')
				il++;
			if (!py_int_list(s + il, n - il, fc))
				return 0;
			snprintf(fc->index, sizeof(fc->index), "%s", cond);
			return 1;
		}
	}
	return 0;
}

/* Whether item it is a line of a Python REPL's start: the shell command
 * ("$ python3"), the banner ("Python 3.6.2 (default, ...)", "[GCC 5.4.0
 * ...]", "Type \"help\", ..."). */
static int py_banner(const struct doc_item *it)
{
	const char *s = it->s, *e;
	size_t n = it->len;

	while (n && (*s == ' ' || *s == '\t'))
		s++, n--;
	if ((n > 9 && !strncmp(s, "Python ", 7) &&
	     isdigit((unsigned char)s[7])) ||
	    (n > 5 && (!strncmp(s, "[GCC ", 5) || !strncmp(s, "[Clang ", 7) ||
		       !strncmp(s, "[MSC ", 5))) ||
	    (n > 12 && !strncmp(s, "Type \"help\"", 11)))
		return 1;
	/* a prompt's "$ python3" (a virtualenv's name before it) */
	e = s + n;
	while (e > s && e[-1] == ' ')
		e--;
	for (const char *w = e; w > s; w--)
		if (w[-1] == ' ') {
			size_t wl = (size_t)(e - w);

			return w - s >= 2 && w[-2] == '$' &&
			       ((wl == 6 && !strncmp(w, "python", 6)) ||
				(wl == 7 && !strncmp(w, "python3", 7)) ||
				(wl == 7 && !strncmp(w, "python2", 7)));
		}
	return 0;
}

/* The first item of the code over the DataFrame table t read from item
 * first (frame_table()), the REPL's start with it; first when none. */
static size_t frame_code_start(struct docstate *ds, size_t first)
{
	size_t k = first, n;

	while (k > 0 && py_line(&ds->d.items[k - 1], &n))
		k--;
	while (k > 0 && ds->d.items[k - 1].kind == DOC_LINE &&
	       (py_banner(&ds->d.items[k - 1]) || ds->d.items[k - 1].blank))
		k--;
	while (k < first && ds->d.items[k].blank)
		k++;
	return k;
}

/*
 * A DataFrame print() shows (table_text_read_frame()) under code that
 * says what it holds (frame_code()): its index the condition the code
 * names, each value one the code lists, in its order; its metric the
 * table's caption.  0, 1 when the block is not so (t empty), -ENOMEM.
 */
static int frame_table(struct docstate *ds, size_t first, size_t last,
		       struct table *t)
{
	struct frame_code fc;
	char *v;
	int ret;

	if (!frame_code(ds, first, &fc))
		return 1;

	ret = read_item_lines(ds, first, last, t, table_text_read_frame, 1,
			      NULL, 0);
	if (ret)
		return ret;
	if (t->rows - 1 != fc.n_list)
		goto no;
	for (size_t r = 1; r < t->rows; r++)
		if (strtol(table_cell(t, r, 0), NULL, 10) != fc.list[r - 1])
			goto no;
	if (!(v = strdup(fc.index)) || !(t->caption = strdup(fc.metric))) {
		free(v);
		table_release(t);
		return -ENOMEM;
	}
	free(t->cells[0].text);
	t->cells[0].text = v;
	t->frame = 1;
	return 0;
no:
	table_release(t);
	t->origin = "text";
	return 1;
}

/* A blank-aligned block of items first..last into t (table_text.h); a
 * blank line in it (under its header) is no row. */
static int read_text_table(struct docstate *ds, size_t first, size_t last,
			   struct table *t)
{
	size_t end = last + 1;
	struct table_legend leg[8];
	size_t n_leg = header_abbreviations(ds, first, ds->d.items[first].s,
					    ds->d.items[first].len, leg, 8);
	int ret;

	/* the text ends in the block: its last row may be cut */
	while (end < ds->d.n && ds->d.items[end].blank)
		end++;
	ret = read_item_lines(ds, first, last, t,
			      end == ds->d.n ? table_text_read_cut
					     : table_text_read,
			      1, leg, n_leg);
	/* its columns "mean stddev" pairs under a caption naming the test
	 * and unit: the means */
	if (ret == 1 && paired_caption(ds, first))
		ret = read_item_lines(ds, first, last, t,
				      table_text_read_paired, 1, NULL, 0);
	/* a DataFrame print() shows, under the code that made it */
	if (ret == 1)
		ret = frame_table(ds, first, last, t);
	return ret;
}

/*
 * A header line of three or more cells, one blank line, then two or more
 * rows of as many cells at most (a text post's "Name  Interface  TR
 * (MB/s)", an empty line, the rows): the table's items, counting the
 * blank one, else 0.
 */
static size_t text_rows_after_header(struct docstate *ds, size_t i)
{
	const struct doc *d = &ds->d;
	size_t head = table_text_cells(d->items[i].s, d->items[i].len),
	       rows = 0;

	if (head < 3 || i + 1 >= d->n || d->items[i + 1].kind != DOC_LINE ||
	    !d->items[i + 1].blank || ds->used[i + 1])
		return 0;
	while (line_item(d, i + 2 + rows) && !ds->used[i + 2 + rows] &&
	       table_text_row(d->items[i + 2 + rows].s,
			      d->items[i + 2 + rows].len) &&
	       table_text_cells(d->items[i + 2 + rows].s,
				d->items[i + 2 + rows].len) <= head)
		rows++;
	return rows >= 2 ? rows + 2 : 0;
}

/*
 * Whether s (n bytes) is one time and its unit, nothing after it: "750
 * us", "2.1 ms", "750 microseconds", "2 milliseconds".  A mean latency's
 * figure in a list item whose name says latency.
 */
static int latency_value(const char *s, size_t n)
{
	static const char *const units[] = {
	    "microseconds", "milliseconds", "nanoseconds", "usec",
	    "msec",	    "nsec",	    "us",	   "ms",
	    "ns",	    "\xc2\xb5s",    NULL};
	size_t i = 0;

	while (i < n && (isdigit((unsigned char)s[i]) || s[i] == '.'))
		i++;
	while (i < n && s[i] == ' ')
		i++;
	while (n > i && (s[n - 1] == ' ' || s[n - 1] == '.'))
		n--;
	for (size_t k = 0; units[k]; k++)
		if (n - i == strlen(units[k]) &&
		    !memcmp(s + i, units[k], n - i))
			return 1;
	return 0;
}

/*
 * Whether s (n bytes) starts as a sentence naming an access and where it
 * went: "Sequential writes to ...", "Random reads from ...", a pattern,
 * a direction as a noun and a preposition.  No tool prints that before
 * its figure (CrystalDiskMark's "Sequential Read :" has no preposition).
 */
static int access_words(const char *s, size_t n)
{
	static const char *const pats[] = {"sequential ", "random ", NULL};
	static const char *const dirs[] = {"reads ", "writes ", "read ",
					   "write ", NULL};
	static const char *const preps[] = {"to ", "from ", "on ", "into ",
					    NULL};
	const char *const *lists[] = {pats, dirs, preps};
	size_t at = 0;

	for (size_t w = 0; w < 3; w++) {
		size_t k;

		for (k = 0; lists[w][k]; k++) {
			size_t l = strlen(lists[w][k]);

			if (n - at > l &&
			    !strncasecmp(s + at, lists[w][k], l)) {
				at += l;
				break;
			}
		}
		if (!lists[w][k])
			return 0;
	}
	return 1;
}

/*
 * "- 순차 읽기 (SEQ1M Q8T1): 412.3 MB/s", "* SEQ1M Q8T1 Read: 1,051.23
 * MB/s", "顺序读：520MB/s": a list item or a short line giving one test's
 * figure (a CrystalDiskMark test, or one naming its direction and its
 * pattern).  A numbered item ("1. ", a diff's "+    1. ") is a list item
 * whose number is no part of the name; a time is a figure only in an item
 * whose name says latency ("random-read-latency: 750 microseconds").  Returns
 * where the value starts (its name ends at the ':' before it, *name_at and
 * *name_len), or 0 when it is no such item.
 */
static size_t cdm_list_item(const char *s, size_t len, int li, size_t *name_at,
			    size_t *name_len)
{
	size_t i = 0, c, v;
	struct testname tn;
	int bullet, sentence;

	if (!s)
		return 0;
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i + 2 >= len)
		return 0;
	bullet = strchr("-*+", s[i]) && s[i + 1] == ' ';
	if (bullet)
		i += 2;
	/* a numbered item, maybe inside a bullet (a diff's "+    1. "):
	 * its number is no part of the name */
	for (c = i; c < len && s[c] == ' ';)
		c++;
	for (v = c; v < len && v - c < 3 && isdigit((unsigned char)s[v]);)
		v++;
	if (v > c && v + 1 < len && (s[v] == '.' || s[v] == ')') &&
	    s[v + 1] == ' ') {
		bullet = 1;
		for (i = v + 1; i < len && s[i] == ' ';)
			i++;
	}
	bullet |= li; /* a page's list item: its marker is the <li> */
	sentence = !bullet && access_words(s + i, len - i);
	for (c = len; c > i && s[c - 1] != ':';)
		c--;
	if (c <= i + 1 || c - 1 - i > (sentence ? 120u : bullet ? 80u : 40u))
		return 0;
	/* a line without a bullet: a short name with words of a language
	 * written without Latin letters ("顺序读", "순차 읽기", "SEQ1M Q8T1
	 * 読み込み"), or words of a sentence naming what was accessed
	 * ("Sequential writes to ..."); an English "Sequential Read : ..."
	 * or "SEQ 1MiB (Q= 8, T= 1):" line is a tool's output
	 * (CrystalDiskMark's export) */
	if (!bullet && !sentence &&
	    (!has_cjk(s + i, c - 1 - i) || memmem(s + i, c - 1 - i, "(Q=", 3) ||
	     memchr(s + i, '.', c - 1 - i)))
		return 0;
	v = c;
	while (v < len && s[v] == ' ')
		v++;
	if (v >= len || s[v] < '0' || s[v] > '9')
		return 0;
	/* a CrystalDiskMark test, or one that names its direction and
	 * pattern (CDM 3's "Random Read 512KB", "随机读") */
	if (!testname_parse(s + i, c - 1 - i, 1, &tn) ||
	    tn.cond.op == IODB_OP_UNKNOWN ||
	    !(tn.cdm || tn.cond.pattern != IODB_PATTERN_UNKNOWN))
		return 0;
	if (!(has_text(s + v, len - v, "/s") ||
	      has_text(s + v, len - v, "/ s") ||
	      has_text(s + v, len - v, "/\xe7\xa7\x92") || /* /秒 */
	      has_text(s + v, len - v, "IOPS") ||
	      (tn.metric == TESTNAME_LAT && bullet &&
	       latency_value(s + v, len - v))))
		return 0;
	*name_at = i;
	*name_len = c - 1 - i;
	return v;
}

/* Whether s is one figure alone ("1,051.23", "41.02", "85.77 MB/s"). */
static int figure_line(const char *s, size_t len)
{
	size_t i = 0, d = 0;

	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	for (; i < len &&
	       ((s[i] >= '0' && s[i] <= '9') || s[i] == ',' || s[i] == '.');
	     i++)
		d += s[i] >= '0' && s[i] <= '9';
	while (i < len && s[i] == ' ')
		i++;
	return d && (i == len || (len - i <= 6 && memchr(s + i, '/', len - i)));
}

/* Whether s names one CrystalDiskMark test and direction ("SEQ1M Q8T1
 * Read", "RND4K Q1T1 Write"), or one direction alone ("읽기", "Write"),
 * and nothing else. */
static int cdm_header_cell(const char *s, size_t len)
{
	struct testname tn;

	return len < 48 && !figure_line(s, len) &&
	       testname_parse(s, len, 1, &tn) &&
	       tn.cond.op != IODB_OP_UNKNOWN &&
	       (tn.cdm || (len <= 24 && tn.n_ops == 1 && !tn.metric));
}

/*
 * A table copied from a web page one cell per line ("機種", "SEQ1M Q8T1
 * Read", "SEQ1M Q8T1 Write", "SanDisk Extreme", "1,051.23", "1,003.88",
 * ...): a first header cell, k >= 2 CrystalDiskMark test names, then rows
 * of a name and k figures.  Returns the number of lines it spans from
 * item i (0: none), with *k.
 */
static size_t cell_lines_table(const struct docstate *ds, size_t i, size_t *k)
{
	const struct doc *d = &ds->d;
	size_t j = i + 1, n = 0, rows = 0;

	if (!line_item(d, i) || d->items[i].blank ||
	    figure_line(d->items[i].s, d->items[i].len) ||
	    cdm_header_cell(d->items[i].s, d->items[i].len))
		return 0;
	while (line_item(d, j) && !ds->used[j] &&
	       cdm_header_cell(d->items[j].s, d->items[j].len))
		j++, n++;
	if (n < 2)
		return 0;
	for (;;) {
		size_t r = j, f = 0;

		if (!line_item(d, r) || ds->used[r] || d->items[r].blank ||
		    d->items[r].len > 80 ||
		    figure_line(d->items[r].s, d->items[r].len))
			break;
		while (
		    f < n && line_item(d, r + 1 + f) && !ds->used[r + 1 + f] &&
		    figure_line(d->items[r + 1 + f].s, d->items[r + 1 + f].len))
			f++;
		if (f != n)
			break;
		rows++;
		j = r + 1 + n;
	}
	*k = n;
	return rows ? j - i : 0;
}

/*
 * The direction columns of a header line over CrystalDiskMark's figures
 * retyped or read off a screenshot ("Read [MB/s] Write [MB/s]", "Read
 * (MB/s) Write (MB/s) Mix (MB/s)"): each starts at a direction word.
 * Returns how many (2 or 3; 0: no such line) with their text in at/len.
 */
static size_t grid_header(const char *s, size_t n, const char **at, size_t *len)
{
	static const char *const dirs[] = {"read", "write", "mix"};
	size_t k = 0;

	if (n > 80)
		return 0;
	for (size_t i = 0; i < n;) {
		int hit = 0;

		while (i < n && s[i] == ' ')
			i++;
		for (size_t d = 0; d < 3 && !hit; d++) {
			size_t l = strlen(dirs[d]);

			hit = i + l <= n && !strncasecmp(s + i, dirs[d], l) &&
			      (i + l == n || s[i + l] == ' ' ||
			       s[i + l] == '[' || s[i + l] == '(');
		}
		if (hit) {
			if (k == 3)
				return 0;
			at[k] = s + i;
			len[k++] = 0;
		} else if (!k || !strchr("[(MBGKib/sIOPS])", s[i])) {
			/* only units may follow a direction word */
			return 0;
		}
		while (i < n && s[i] != ' ')
			i++;
		len[k - 1] = (size_t)(s + i - at[k - 1]);
	}
	return k >= 2 ? k : 0;
}

/*
 * A row of that grid: a CrystalDiskMark test name, then k figures, words
 * apart by single spaces or more ("SEQ1M Q8T1 3542.13 3012.45").  Returns
 * where the figures start, 0 when it is no such row.
 */
static size_t grid_row(const char *s, size_t n, size_t k)
{
	size_t e = n, f = 0;
	struct testname tn;

	while (e && s[e - 1] == ' ')
		e--;
	while (f < k) {
		size_t b = e;

		while (b && ((s[b - 1] >= '0' && s[b - 1] <= '9') ||
			     s[b - 1] == '.' || s[b - 1] == ','))
			b--;
		if (b == e || (b && s[b - 1] != ' ') || s[b] < '0' ||
		    s[b] > '9')
			return 0;
		f++;
		e = b;
		while (e && s[e - 1] == ' ')
			e--;
	}
	if (!e || !testname_parse(s, e, 1, &tn) || !tn.cdm ||
	    tn.cond.op != IODB_OP_UNKNOWN)
		return 0;
	while (e < n && s[e] == ' ')
		e++;
	return e;
}

/* How many items from i make such a grid: its header and two rows or
 * more (0: none), with k. */
static size_t grid_lines(const struct docstate *ds, size_t i, size_t *k)
{
	const struct doc *d = &ds->d;
	const char *at[3];
	size_t len[3], j;

	if (!line_item(d, i) || ds->used[i])
		return 0;
	*k = grid_header(d->items[i].s, d->items[i].len, at, len);
	if (!*k)
		return 0;
	for (j = i + 1; line_item(d, j) && !ds->used[j] &&
			grid_row(d->items[j].s, d->items[j].len, *k);
	     j++)
		;
	return j - i >= 3 ? j - i : 0;
}

/* The grid as a table: "", the directions' headers; a test and its
 * figures a row. */
static int grid_table(struct docstate *ds, size_t first, size_t last,
		      struct table *t)
{
	const struct doc_item *h = &ds->d.items[first];
	const char *cells[4] = {""};
	size_t lens[4] = {0}, k;
	long lines[4];
	int ret;

	k = grid_header(h->s, h->len, cells + 1, lens + 1);
	if (!k)
		return 1;
	for (size_t c = 0; c <= k; c++)
		lines[c] = h->no;
	ret = table_add_row(t, cells, lens, lines, k + 1);
	for (size_t r = first + 1; r <= last && !ret; r++) {
		const struct doc_item *it = &ds->d.items[r];
		size_t v = grid_row(it->s, it->len, k), c = 1, p = v;

		cells[0] = it->s;
		lens[0] = v;
		while (lens[0] && it->s[lens[0] - 1] == ' ')
			lens[0]--;
		while (c <= k && p < it->len) {
			size_t b = p;

			while (p < it->len && it->s[p] != ' ')
				p++;
			cells[c] = it->s + b;
			lens[c++] = p - b;
			while (p < it->len && it->s[p] == ' ')
				p++;
		}
		for (size_t c2 = 0; c2 <= k; c2++)
			lines[c2] = it->no;
		ret = table_add_row(t, cells, lens, lines, k + 1);
	}
	return ret;
}

/*
 * A direction word at s (n bytes left): "Read", "Write", "R", "W" (any
 * case), then a ':' or '=' or spaces, then a figure.  Returns the figure's
 * offset, 0 when none; *op the direction.
 */
static size_t pair_dir(const char *s, size_t n, enum iodb_op *op)
{
	static const struct {
		const char *w;
		enum iodb_op op;
	} dirs[] = {{"read", IODB_OP_READ},
		    {"write", IODB_OP_WRITE},
		    {"r", IODB_OP_READ},
		    {"w", IODB_OP_WRITE}};

	for (size_t d = 0; d < sizeof(dirs) / sizeof(dirs[0]); d++) {
		size_t l = strlen(dirs[d].w), i = l;

		if (l > n || strncasecmp(s, dirs[d].w, l) ||
		    (i < n && isalpha((unsigned char)s[i])))
			continue;
		if (i < n && (s[i] == ':' || s[i] == '='))
			i++;
		while (i < n && s[i] == ' ')
			i++;
		if (i < n && s[i] >= '0' && s[i] <= '9' && (i > l || l > 1)) {
			*op = dirs[d].op;
			return i;
		}
	}
	return 0;
}

/*
 * A line giving one CrystalDiskMark test's read and write figures,
 * retyped: "SEQ1M Q8T1: Read 3542.13 MB/s, Write 3012.45 MB/s", "- RND4K
 * Q1T1 -> R: 60 MB/s, W: 170 MB/s", "Seq Q32T1 read 3521 / write 3015".
 * Fills cells[0] (the test) and cells[1..2] (read's figure, write's) with
 * their lengths; 0 when it is no such line.
 */
static int pair_item(const char *s, size_t n, const char **cells, size_t *lens)
{
	size_t i = 0, e, v[2] = {0, 0}, ve[2] = {0, 0}, k = 0;
	enum iodb_op ops[2];
	struct testname tn;

	while (i < n && s[i] == ' ')
		i++;
	if (i + 1 < n && strchr("-*+", s[i]) && s[i + 1] == ' ')
		i += 2;
	for (size_t p = i; p < n && k < 2; p++) {
		size_t f;

		if (p > i && isalnum((unsigned char)s[p - 1]))
			continue;
		f = pair_dir(s + p, n - p, &ops[k]);
		if (!f)
			continue;
		if (k)
			ve[0] = p;
		else
			e = p;
		v[k++] = p + f;
	}
	if (k != 2 || ops[0] == ops[1] || n > 120)
		return 0;
	ve[1] = n;
	/* the first figure ends at its separator: ',', ';', '/', '|' */
	while (ve[0] > v[0] && strchr(" ,;/|", s[ve[0] - 1]))
		ve[0]--;
	while (ve[1] > v[1] && strchr(" .,;", s[ve[1] - 1]))
		ve[1]--;
	while (e > i && strchr(" :->=|\t", s[e - 1]))
		e--;
	if (e <= i || !testname_parse(s + i, e - i, 1, &tn) || !tn.cdm ||
	    tn.cond.op != IODB_OP_UNKNOWN)
		return 0;
	for (int d = 0; d < 2; d++) {
		int c = ops[d] == IODB_OP_READ ? 1 : 2;

		/* a figure, maybe its unit ("MB/s", "IOPS"): nothing else */
		size_t q = v[d];

		while (q < ve[d] && (isdigit((unsigned char)s[q]) ||
				     s[q] == '.' || s[q] == ','))
			q++;
		while (q < ve[d] && s[q] == ' ')
			q++;
		while (q < ve[d] &&
		       (isalpha((unsigned char)s[q]) || s[q] == '/'))
			q++;
		if (q != ve[d])
			return 0;
		cells[c] = s + v[d];
		lens[c] = ve[d] - v[d];
	}
	cells[0] = s + i;
	lens[0] = e - i;
	return 1;
}

/* The rows of pair items first..last under "", "Read", "Write". */
static int pair_table(struct docstate *ds, size_t first, size_t last,
		      struct table *t)
{
	const char *cells[3] = {"", "Read", "Write"};
	size_t lens[3] = {0, 4, 5};
	long lines[3];
	int ret;

	for (int c = 0; c < 3; c++)
		lines[c] = ds->d.items[first].no;
	ret = table_add_row(t, cells, lens, lines, 3);
	for (size_t r = first; r <= last && !ret; r++) {
		const struct doc_item *it = &ds->d.items[r];

		if (!pair_item(it->s, it->len, cells, lens))
			return 1;
		for (int c = 0; c < 3; c++)
			lines[c] = it->no;
		ret = table_add_row(t, cells, lens, lines, 3);
	}
	return ret;
}

/* The cells of a cell-per-line table as rows of k + 1. */
static int cell_table(struct docstate *ds, size_t first, size_t last,
		      struct table *t)
{
	size_t k = 0, n = cell_lines_table(ds, first, &k);
	int ret = 0;

	if (!n || first + n - 1 != last || k + 1 > 16)
		return 1;
	for (size_t r = first; r <= last && !ret; r += k + 1) {
		const char *cells[16];
		size_t lens[16];
		long lines[16];

		for (size_t c = 0; c <= k; c++) {
			cells[c] = ds->d.items[r + c].s;
			lens[c] = ds->d.items[r + c].len;
			lines[c] = ds->d.items[r + c].no;
		}
		ret = table_add_row(t, cells, lens, lines, k + 1);
	}
	return ret;
}

/* The rows of CrystalDiskMark list items, under an empty header. */
static int list_table(struct docstate *ds, size_t first, size_t last,
		      struct table *t)
{
	static const char *const empty[2] = {"", ""};
	static const size_t zero[2] = {0, 0};
	long lines[2] = {ds->d.items[first].no, ds->d.items[first].no};
	int ret = table_add_row(t, empty, zero, lines, 2);

	for (size_t i = first; i <= last && !ret; i++) {
		const struct doc_item *it = &ds->d.items[i];
		size_t na, nl,
		    v = cdm_list_item(it->s, it->len, it->textlike == 2, &na,
				      &nl);
		const char *cells[2] = {it->s + na, it->s + v};
		size_t lens[2] = {nl, it->len - v};

		lines[0] = lines[1] = it->no;
		ret = table_add_row(t, cells, lens, lines, 2);
	}
	return ret;
}

/* A wiki or grid table (table_wiki.h) of lines, its kind told by the
 * first two. */
static int read_wiki_lines(struct table *t, const char *const *lines,
			   const size_t *lens, const long *nos, size_t n,
			   const struct table_legend *leg, size_t n_leg)
{
	(void)leg;
	(void)n_leg;
	t->origin = "wiki";
	return table_wiki_build(t,
				table_wiki_start(lines[0], lens[0],
						 n > 1 ? lines[1] : NULL,
						 n > 1 ? lens[1] : 0),
				lines, lens, nos, n);
}

/*
 * Whether item j is a pipe row the end of the text cut inside its last
 * cell: the last line with anything on it, with two cells or more but no
 * more than want, after rows that close with a '|' ("a | 1 | 2 |") while
 * it does not ("a | 95'552 | 4"): its last cell is a fragment.
 */
static int md_row_cut(const struct docstate *ds, size_t j, int want)
{
	const struct doc *d = &ds->d;
	const struct doc_item *it = &d->items[j];
	struct text_line l;
	int have;

	if (!line_item(d, j) || ds->used[j] || !j || !line_item(d, j - 1))
		return 0;
	for (size_t k = j + 1; k < d->n; k++)
		if (!d->items[k].blank)
			return 0;
	l = line_trim(
	    (struct text_line){d->items[j - 1].s, d->items[j - 1].len, 0});
	if (!l.len || l.s[l.len - 1] != '|')
		return 0;
	l = line_trim((struct text_line){it->s, it->len, 0});
	if (!l.len || l.s[l.len - 1] == '|')
		return 0;
	have = table_md_cells(it->s, it->len);
	return have >= 2 && have <= want;
}

/* Add cut row it (md_row_cut) to t without its last cell. */
static int add_cut_md_row(struct table *t, const struct doc_item *it)
{
	size_t len = it->len;

	while (len &&
	       (it->s[len - 1] != '|' || (len >= 2 && it->s[len - 2] == '\\')))
		len--;
	t->cut_cell_line = it->no;
	return table_add_md_row(t, it->s, len ? len - 1 : 0, it->no);
}

/* A wiki or grid table (table_wiki.h) on items first..last. */
static int wiki_table(struct docstate *ds, size_t first, size_t last,
		      struct table *t)
{
	return read_item_lines(ds, first, last, t, read_wiki_lines, 0, NULL, 0);
}

/*
 * A hand-aligned table whose header groups abbreviated test columns
 * (table_text_read_grouped()) on items first..last, its blank lines left
 * out; the legend lines defining the abbreviations ("SW = sequential
 * write") may stand above it, in its section.
 */
static int grouped_table(struct docstate *ds, size_t first, size_t last,
			 struct table *t)
{
	struct table_legend leg[16];
	size_t n_leg = 0, n = 0;
	const char *lines[64];
	size_t lens[64];
	long nos[64];

	for (size_t i = first; i-- > 0 && first - i <= 40 && n_leg < 16;) {
		const struct doc_item *it = &ds->d.items[i];

		if (it->kind != DOC_LINE || it->heading)
			break; /* the legend is the section's */
		if (!it->blank &&
		    table_legend_line(it->s, it->len, &leg[n_leg]))
			n_leg++;
	}
	/* or right below it: "Legend:", then its lines, blank lines
	 * between them; the first other line ends it (what follows is
	 * another table's or the prose's) */
	for (size_t i = last + 1, intro = 0;
	     i < ds->d.n && i - last <= 40 && n_leg < 16; i++) {
		const struct doc_item *it = &ds->d.items[i];

		if (it->kind != DOC_LINE || it->heading)
			break;
		if (it->blank)
			continue;
		if (table_legend_line(it->s, it->len, &leg[n_leg])) {
			n_leg++;
			intro = 1;
			continue;
		}
		/* "Legend:", "Key:": a short line ending in a colon */
		if (intro++ || it->len > 24 || it->s[it->len - 1] != ':')
			break;
	}
	for (size_t i = first; i <= last; i++) {
		const struct doc_item *it = &ds->d.items[i];

		if (it->blank)
			continue;
		if (n == 64)
			return 1;
		lines[n] = it->s;
		lens[n] = it->len;
		nos[n] = it->no;
		n++;
	}
	return table_text_read_grouped(t, lines, lens, nos, n, leg, n_leg);
}

/*
 * How many items from header line i make a hand-aligned table whose
 * rows may have blank lines between them (one at a time): the header of
 * three or more cells, then two or more rows, all in the same block
 * (code or text).  0 when they do not.
 */
static size_t grouped_rows(const struct docstate *ds, size_t i)
{
	const struct doc *d = &ds->d;
	size_t rows = 0, j = i + 1, end = i + 1;

	/* "        mq-deadline         none" over the tests' line: a line
	 * of two groups heads the table too */
	if (table_text_cells(d->items[i].s, d->items[i].len) < 3 &&
	    !(line_item(d, i + 1) && d->items[i + 1].pre == d->items[i].pre &&
	      table_text_cells(d->items[i + 1].s, d->items[i + 1].len) >= 3 &&
	      table_text_group_line(d->items[i].s, d->items[i].len)))
		return 0;
	for (; j < d->n && j - i < 128 && d->items[j].kind == DOC_LINE &&
	       !ds->used[j] && d->items[j].pre == d->items[i].pre;
	     j++) {
		const struct doc_item *it = &d->items[j];

		if (it->blank) {
			if (d->items[j - 1].blank)
				break;
			continue;
		}
		if (it->heading || !table_text_row(it->s, it->len))
			break;
		rows++;
		end = j + 1;
	}
	return rows >= 2 ? end - i : 0;
}

/*
 * Whether item i is a group row over the header of a pipe table (items
 * i + 1 and its separator i + 2): "              |    4k     |    64k" over
 * "MB/s          | rd seq | rd rand | rd seq | rd rand" over
 * "--------------+--------+---------+--------+--------" (a hand table in
 * a mail), its '|' standing over some of the header's
 * (table_md_group_cells()).  1 when it is, else 0.
 */
/*
 * Whether header row h over separator r holds two cells fewer than r or
 * more ("| randread(5%) |" over "|-----|-----|-----|-----|-----|"): the
 * rest of a header a mail client wrapped, the line above it its start
 * (pass_rowwrap() in ingest/normalize.c joins the two when it can tell).
 * Which column its words name cannot be told: its words head no column
 * (a test word over the row names would be every cell's test), so the
 * lines are no table read by that header.
 */
static int header_cut(const struct doc_item *h, const struct doc_item *r)
{
	return table_md_cells(h->s, h->len) + 2 <= table_md_cells(r->s, r->len);
}

static int md_group_row(const struct doc *d, size_t i)
{
	const struct doc_item *a = &d->items[i], *h, *r;
	const char *cells[64];
	size_t lens[64];

	if (!line_item(d, i) || !line_item(d, i + 1) || !line_item(d, i + 2) ||
	    !memchr(a->s, '|', a->len))
		return 0;
	h = &d->items[i + 1];
	r = &d->items[i + 2];
	if (!((table_md_row(h->s, h->len) &&
	       table_md_separator(r->s, r->len)) ||
	      table_md_loose_header(h->s, h->len, r->s, r->len)))
		return 0;
	return table_md_group_cells(a->s, a->len, h->s, h->len, cells, lens,
				    64) > 0;
}

/*
 * A Markdown header of two rows above its "|---|" line: "| | ext4 HDD |"
 * over "| | (MiB/s, IOPS) |" (a page's two-row header copied as pipe
 * rows).  Item i is the upper row, with as many cells as the lower one
 * and no separator of its own.
 */
static int stacked_md_header(const struct doc *d, size_t i)
{
	const struct doc_item *a = &d->items[i], *b;

	if (!line_item(d, i) || !line_item(d, i + 1) || !line_item(d, i + 2))
		return 0;
	b = &d->items[i + 1];
	return a->s[0] == '|' && b->s[0] == '|' && table_md_row(a->s, a->len) &&
	       table_md_row(b->s, b->len) &&
	       !table_md_separator(a->s, a->len) &&
	       !table_md_separator(b->s, b->len) &&
	       table_md_separator(d->items[i + 2].s, d->items[i + 2].len) &&
	       table_md_cells(a->s, a->len) == table_md_cells(b->s, b->len);
}

/*
 * Whether heading text h (hl bytes) has anchor a (al bytes, no '#') as a
 * Markdown renderer makes it (GitHub's, kramdown's): lowercase, blanks
 * to '-', punctuation but '-' and '_' dropped ("Dedicated Server 1" is
 * "dedicated-server-1").
 */
static int heading_anchor_is(const char *h, size_t hl, const char *a, size_t al)
{
	size_t k = 0;

	for (size_t i = 0; i < hl; i++) {
		unsigned char c = (unsigned char)h[i];
		int o;

		if (c == ' ' || c == '\t')
			o = '-';
		else if (isalnum(c) || c == '-' || c == '_' || c >= 0x80)
			o = tolower(c);
		else
			continue;
		if (k >= al || a[k] != o)
			return 0;
		k++;
	}
	return k == al;
}

/*
 * "| [1](#dedicated-server-1) | Xeon E-2276G | ... | 27,027 |": a row's
 * cell that is a link to a heading of the document whose text is only a
 * number (a letter after it allowed: "7a") names what the heading names,
 * as a reader follows the link: the cells of the row just added to t
 * (from item i's line) become that heading's text, "Dedicated Server 1"
 * ("Dedicated Server 7 (7a)" when the number is not the heading's whole
 * word).  Only when the heading holds that number as a word; another
 * link (a text, an address, no heading of that anchor) is left.
 * Returns 0 or -ENOMEM.
 */
static int anchor_link_cells(struct docstate *ds, struct table *t,
			     const struct doc_item *it)
{
	if (!t->rows || !memmem(it->s, it->len, "](#", 3))
		return 0;
	for (size_t c = 0; c < t->cols; c++) {
		struct table_cell *cell =
		    &t->cells[(t->rows - 1) * t->cols + c];
		size_t tl = strlen(cell->text), nd = 0, al;
		const char *o, *a;
		char *v;

		if (cell->col < 2 || (size_t)cell->col + tl + 3 > it->len ||
		    tl == 0 || tl > 4)
			continue;
		o = it->s + cell->col - 1;
		if (o[-1] != '[' || memcmp(o, cell->text, tl) ||
		    memcmp(o + tl, "](#", 3))
			continue;
		while (nd < tl && isdigit((unsigned char)cell->text[nd]))
			nd++;
		if (!nd || tl - nd > 1 ||
		    (nd < tl && !isalpha((unsigned char)cell->text[nd])))
			continue;
		a = o + tl + 3;
		for (al = 0;
		     a + al < it->s + it->len && a[al] != ')' && a[al] != ' ';
		     al++)
			;
		if (!al || a + al == it->s + it->len || a[al] != ')')
			continue;
		for (size_t k = 0; k < ds->d.n; k++) {
			const struct doc_item *h = &ds->d.items[k];
			const char *w;

			if (h->kind != DOC_LINE || !h->heading ||
			    h->len > 120 ||
			    !heading_anchor_is(h->s, h->len, a, al))
				continue;
			/* the number is a word of the heading */
			for (w = h->s;
			     (w = memmem(w, h->len - (size_t)(w - h->s),
					 cell->text, nd));
			     w++)
				if ((w == h->s ||
				     !isalnum((unsigned char)w[-1])) &&
				    !isalnum((unsigned char)w[nd]))
					break;
			if (!w)
				break;
			if (nd < tl &&
			    asprintf(&v, "%s (%s)", h->s, cell->text) < 0)
				return -ENOMEM;
			if (nd == tl && !(v = strdup(h->s)))
				return -ENOMEM;
			free(cell->text);
			cell->text = v;
			break;
		}
	}
	return 0;
}

/* Rows first..last read as a table typed with tabs at tab stops (t):
 * 0, 1 when they do not line up so, or -ENOMEM. */
static int tab_stop_table(struct docstate *ds, size_t first, size_t last,
			  struct table *t)
{
	const char *lines[64];
	size_t lens[64], stops[64], n = last - first + 1, cols;
	int ret = 0;

	if (n > 64)
		return 1;
	for (size_t i = 0; i < n; i++) {
		lines[i] = ds->d.items[first + i].s;
		lens[i] = ds->d.items[first + i].len;
	}
	cols = table_tab_stops(lines, lens, n, stops, 64);
	if (!cols)
		return 1;
	for (size_t i = 0; i < n && !ret; i++)
		ret = table_add_tab_stop_row(t, lines[i], lens[i],
					     ds->d.items[first + i].no, stops,
					     cols);
	if (ret)
		table_release(t);
	return ret;
}

/*
 * The letters a legend line s (len bytes) defines as the two directions:
 * "R = Read, W = Write", "(MB/s, r: read; w: write)": a letter alone (a
 * blank, '(', ',' or ';' before it), '=' or ':', then the word "read" or
 * "write" whole.  Sets rd and wr (0 unset); a letter defined twice
 * otherwise clears both (-1 returned then).
 */
static int direction_letters(const char *s, size_t len, char *rd, char *wr)
{
	for (size_t i = 0; i < len; i++) {
		size_t j = i + 1, k;
		char *set, *other;

		if (!isalpha((unsigned char)s[i]) ||
		    (i && !strchr(" (,;", s[i - 1])))
			continue;
		while (j < len && s[j] == ' ')
			j++;
		if (j >= len || (s[j] != '=' && s[j] != ':'))
			continue;
		for (j++; j < len && s[j] == ' ';)
			j++;
		if (len - j >= 4 && !strncasecmp(s + j, "read", 4))
			k = 4, set = rd, other = wr;
		else if (len - j >= 5 && !strncasecmp(s + j, "write", 5))
			k = 5, set = wr, other = rd;
		else
			continue;
		if (j + k < len && (isalnum((unsigned char)s[j + k]) ||
				    s[j + k] == '/' || s[j + k] == '-'))
			continue; /* "R = Read/Write", "W: write-back" */
		if ((*set && *set != s[i]) || *other == s[i]) {
			*rd = *wr = 0;
			return -1;
		}
		*set = s[i];
	}
	return 0;
}

/*
 * A cell of two figures told apart by the legend's letters glued to them
 * ("440.62R 42.58W", "42.58W / 440.62R"): written into out as the
 * prefixed cell the value reader takes ("R: 440.62 W: 42.58").  1 then,
 * 0 when the cell is not of that form.
 */
static int suffixed_pair(const char *cell, char rd, char wr, char *out,
			 size_t n)
{
	const char *p = cell, *num[2];
	size_t nl[2];
	int op[2];

	for (int k = 0; k < 2; k++) {
		while (*p == ' ' || (k && *p == '/'))
			p++;
		num[k] = p;
		while (isdigit((unsigned char)*p) ||
		       ((*p == '.' || *p == ',') &&
			isdigit((unsigned char)p[1]) && p > num[k]))
			p++;
		nl[k] = (size_t)(p - num[k]);
		if (!nl[k] || (*p != rd && *p != wr) ||
		    isalnum((unsigned char)p[1]))
			return 0;
		op[k] = *p == rd ? IODB_OP_READ : IODB_OP_WRITE;
		p++;
		if (!k && *p != ' ')
			return 0;
	}
	while (*p == ' ')
		p++;
	if (*p || op[0] == op[1])
		return 0;
	return snprintf(out, n, "%s: %.*s %s: %.*s",
			op[0] == IODB_OP_READ ? "R" : "W", (int)nl[0], num[0],
			op[1] == IODB_OP_READ ? "R" : "W", (int)nl[1],
			num[1]) < (int)n;
}

/*
 * The cells of Markdown table t (items first..last) holding two figures
 * marked by suffix letters ("440.62R 42.58W") when a line of the table's
 * section defines those letters as the directions (a caption above,
 * "CrystalDiskMark Results (MB/s, R = Read, W = Write)", or a note right
 * below): rewritten as "R: 440.62 W: 42.58", a figure per direction.
 * Without such a legend the letters say nothing and the cells stay as
 * they are (text: no figures).  0 or -ENOMEM.
 */
static int suffix_direction_cells(struct docstate *ds, struct table *t,
				  size_t first, size_t last)
{
	char rd = 0, wr = 0, buf[TABLE_CELL_MAX];
	int bad = 0;

	for (size_t i = first; i-- > 0 && first - i <= 40;) {
		const struct doc_item *it = &ds->d.items[i];

		if (it->kind != DOC_LINE)
			break;
		if (!it->blank && !it->pre)
			bad |= direction_letters(it->s, it->len, &rd, &wr);
		if (it->heading)
			break; /* the legend is the section's */
	}
	for (size_t i = last + 1; i < ds->d.n && i - last <= 3; i++) {
		const struct doc_item *it = &ds->d.items[i];

		if (it->kind != DOC_LINE || it->heading)
			break;
		if (it->blank)
			continue;
		bad |= direction_letters(it->s, it->len, &rd, &wr);
		break; /* the first line under the table only */
	}
	if (bad || !rd || !wr || rd == wr)
		return 0;
	for (size_t r = 1; r < t->rows; r++)
		for (size_t c = 1; c < t->cols; c++) {
			struct table_cell *cell = &t->cells[r * t->cols + c];
			char *v;

			if (!suffixed_pair(cell->text, rd, wr, buf,
					   sizeof(buf)))
				continue;
			if (!(v = strdup(buf)))
				return -ENOMEM;
			free(cell->text);
			cell->text = v;
		}
	return 0;
}

static const char *table_memory_section(struct docstate *ds,
					const struct piece *p);

static int build_table(struct docstate *ds, size_t first, size_t last,
		       char kind)
{
	struct piece p;
	struct table *t = calloc(1, sizeof(*t));
	const char *what;
	size_t grp = 0; /* 1: a group row over the Markdown header */
	int ret = 0;

	if (!t)
		return -ENOMEM;
	table_init(t);
	if (kind == 'Y') {
		/* YABS's first part whose header row was lost: yabs.sh's
		 * sizes are 4k, 64k, 512k and 1m, printed two a part in
		 * that order, so the part over "512k | 1m" is "4k | 64k"
		 * (yabs_headless_rows()) */
		static const char *const head[] = {"Block Size", "4k (IOPS)",
						   "64k (IOPS)"};
		const size_t lens[] = {10, 9, 10};
		const long lines[] = {ds->d.items[first].no,
				      ds->d.items[first].no,
				      ds->d.items[first].no};

		ret = table_add_row(t, head, lens, lines, 3);
		kind = 'm';
	}
	t->origin = kind == 'm'	  ? "markdown"
		    : kind == 't' ? "tsv"
		    : kind == 'c' ? "csv"
				  : "text";
	if (kind == 'a')
		ret = read_text_table(ds, first, last, t); /* 1: no table */
	if (kind == 'l')
		ret = list_table(ds, first, last, t);
	if (kind == 'g')
		ret = cell_table(ds, first, last, t);
	if (kind == 'w')
		ret = wiki_table(ds, first, last, t);
	if (kind == 'd')
		ret = grid_table(ds, first, last, t);
	if (kind == 'p')
		ret = pair_table(ds, first, last, t);
	if (kind == 'o')
		ret = grouped_table(ds, first, last, t);
	if (kind == 't') {
		/* tab runs that differ from row to row: the cells line up
		 * at tab stops (a table typed by hand) */
		ret = tab_stop_table(ds, first, last, t);
		if (ret < 0) {
			table_release(t);
			free(t);
			return ret;
		}
		if (!ret)
			kind = 'T';
		ret = 0;
	}
	for (size_t i = first;
	     i <= last && !ret && kind != 'T' && kind != 'a' && kind != 'l' &&
	     kind != 'g' && kind != 'w' && kind != 'd' && kind != 'p' &&
	     kind != 'o';
	     i++) {
		const struct doc_item *it = &ds->d.items[i];

		if (kind == 'W') {
			t->names_first = 1;
			ret = table_add_worded_row(t, it->s, it->len, it->no,
						   ds->worded_cols, i == first);
			continue;
		}
		if (kind == 'K') {
			/* the corner's metric kept: the header's first cell */
			ret = table_add_spaced_row(
			    t, it->s, it->len, it->no,
			    table_spaced_corner(ds->d.items[first].s,
						ds->d.items[first].len),
			    0);
			continue;
		}
		if (kind == 'L') {
			/* cells one blank apart, the figures first: the
			 * header's words but its last over them */
			ret = table_add_spaced_lead_row(
			    t, it->s, it->len, it->no,
			    table_spaced_tokens(ds->d.items[first].s,
						ds->d.items[first].len) -
				1,
			    i == first);
			continue;
		}
		if (kind == 's') {
			/* cells one blank apart: the figures end each row */
			const struct doc_item *b = &ds->d.items[first + 1];

			ret = table_add_spaced_row(
			    t, it->s, it->len, it->no,
			    table_spaced_figures(b->s, b->len), i == first);
			continue;
		}
		if (kind == 'm') {
			const struct doc_item *nx =
			    i < last ? &ds->d.items[i + 1] : NULL;
			const struct doc_item *hd = &ds->d.items[first + grp];
			int want = table_md_cells(hd->s, hd->len);
			int have = table_md_cells(it->s, it->len);

			if (i == first && md_group_row(&ds->d, first)) {
				/* a group row: its names over the header's
				 * cells they span, the header's upper row */
				const char *gc[64];
				size_t gl[64];
				long gn[64];
				const struct doc_item *h =
				    &ds->d.items[first + 1];
				int n = table_md_group_cells(
				    it->s, it->len, h->s, h->len, gc, gl, 64);

				for (int k = 0; k < n; k++)
					gn[k] = it->no;
				grp = 1;
				ret = table_add_row(t, gc, gl, gn, (size_t)n);
				continue;
			}
			if (table_md_separator(it->s, it->len)) {
				/* the rows above the first rule are the
				 * header, two of them stacked */
				if ((i == first + 2 &&
				     stacked_md_header(&ds->d, first)) ||
				    (grp && i == first + 2))
					t->head_rows = 2;
				continue;
			}
			if (i == last && i > first && md_row_cut(ds, i, want)) {
				ret = add_cut_md_row(t, it);
				continue;
			}
			/* a row broken in two after an image cell: the two
			 * lines make the header's cells exactly */
			if (i > first && nx && have < want &&
			    !table_md_separator(nx->s, nx->len) &&
			    have + table_md_cells(nx->s, nx->len) == want) {
				ret =
				    table_add_md_row2(t, it->s, it->len, it->no,
						      nx->s, nx->len, nx->no);
				i++;
				continue;
			}
			ret = table_add_md_row(t, it->s, it->len, it->no);
			if (!ret && i > first)
				ret = anchor_link_cells(ds, t, it);
		} else {
			ret = table_add_delimited_row(t, it->s, it->len, it->no,
						      kind == 't' ? '\t' : ',');
		}
	}
	if (!ret && kind == 'm')
		ret = suffix_direction_cells(ds, t, first, last);
	if (ret) {
		table_release(t);
		free(t);
		return ret;
	}
	memset(&p, 0, sizeof(p));
	p.kind = PIECE_TABLE;
	p.first = first;
	p.last = last;
	p.table = t;
	p.own_table = 1;
	for (size_t i = first; i <= last; i++)
		ds->used[i] = 1;
	what = table_memory_section(ds, &p);
	if (what) {
		/* no piece: its lines read by nothing, and the section's
		 * heading still over one output (the disk test's) */
		ingest_warn(ds->ctx, ds->d.items[first].no, 1,
			    "lines %ld-%ld not imported: the script's section "
			    "title above them names a memory test ('%s'), no "
			    "storage",
			    ds->d.items[first].no, ds->d.items[last].no, what);
		table_release(t);
		free(t);
		return 0;
	}
	ret = add_piece(ds, &p);
	if (ret) {
		table_release(t);
		free(t);
	}
	return ret;
}

/*
 * How many lines from item i make a table whose cells are one blank
 * apart: a header of n words or names (two to twelve, one a word at
 * least, not a sentence), then two or more rows of a short name and
 * exactly n plain figures.  0 when they do not.
 */
static size_t spaced_rows(struct docstate *ds, size_t i)
{
	const struct doc *d = &ds->d;
	const struct doc_item *h = &d->items[i];
	size_t n, k = 1;

	if (!line_item(d, i) || ds->used[i] || h->len > 120 ||
	    memchr(h->s, '|', h->len) || h->s[h->len - 1] == '.' ||
	    h->s[h->len - 1] == ':')
		return 0;
	n = table_spaced_tokens(h->s, h->len);
	if (n < 2 || n > 12 || table_spaced_figures(h->s, h->len) == n)
		return 0;
	while (line_item(d, i + k) && !ds->used[i + k]) {
		const struct doc_item *it = &d->items[i + k];
		size_t t = table_spaced_tokens(it->s, it->len);

		if (memchr(it->s, '|', it->len) ||
		    table_spaced_figures(it->s, it->len) != n || t - n > 6)
			break;
		k++;
	}
	return k >= 3 ? k : 0;
}

/* Token t (from 0) of item it, blank-separated: [*w, *we); 0 if none. */
static int item_token(const struct doc_item *it, size_t t, const char **w,
		      const char **we)
{
	const char *s = it->s, *e = it->s + it->len;

	for (size_t k = 0;; k++) {
		while (s < e && (*s == ' ' || *s == '\t'))
			s++;
		if (s == e)
			return 0;
		*w = s;
		while (s < e && *s != ' ' && *s != '\t')
			s++;
		*we = s;
		if (k == t)
			return 1;
	}
}

/*
 * Whether the tokens of it from its n + 1st on (a row's name after its n
 * figures, "2 disk softraid RAID1 / raw") start with a figure whose next
 * token is a word of the name of a row of exactly n figures among items
 * [i + 1, i + k) ("single disk / raw"): the figure is the name's count,
 * no cell.
 */
static int lead_name_count(const struct doc *d, size_t i, size_t k,
			   const struct doc_item *it, size_t n)
{
	const char *w, *we;
	size_t m;

	if (!item_token(it, n + 1, &w, &we) || we - w > 40 ||
	    isdigit((unsigned char)*w))
		return 0;
	m = (size_t)(we - w);
	for (size_t r = i + 1; r < i + k; r++) {
		const struct doc_item *o = &d->items[r];

		if (table_spaced_lead_figures(o->s, o->len) != n)
			continue;
		for (const char *p = o->s; p + m <= o->s + o->len; p++)
			if (!memcmp(p, w, m) && (p == o->s || p[-1] == ' ') &&
			    (p + m == o->s + o->len || p[m] == ' '))
				return 1;
	}
	return 0;
}

/* Whether the last of the n figures that start item it is one digit
 * alone ("390 2 way mirror"): a name's count, the cell before it lost,
 * as like as a figure. */
static int lead_last_digit(const struct doc_item *it, size_t n)
{
	const char *w, *we;

	return item_token(it, n - 1, &w, &we) && we - w == 1;
}

/*
 * How many lines from item i make a table one blank apart whose figures
 * come first: a header of n + 1 words (n two to twelve, no figure, not a
 * sentence), each of the first n naming a direction, pattern or metric,
 * the last none, over the rows' names ("write read layout"), then two
 * or more rows of n plain figures and a name of twelve words at most
 * ("80 78 single disk / raw"), two of exactly n figures at least.  A row
 * whose name starts with a figure ("80 78 2 disk softraid / raw") counts
 * when that figure is followed by a word of the name of a row of exactly
 * n figures ("single disk"); there may then be no row of n figures whose
 * last is one digit ("390 2 way mirror": a count, its row's cell lost).
 * 0 when they do not.
 */
static size_t lead_rows(struct docstate *ds, size_t i)
{
	const struct doc *d = &ds->d;
	const struct doc_item *h = &d->items[i];
	const char *last;
	struct testname tn;
	size_t n, k = 1, exact = 0;

	if (!line_item(d, i) || ds->used[i] || h->len > 120 ||
	    memchr(h->s, '|', h->len) || h->s[h->len - 1] == '.' ||
	    h->s[h->len - 1] == ':' || table_spaced_figures(h->s, h->len) ||
	    table_spaced_lead_figures(h->s, h->len))
		return 0;
	n = table_spaced_tokens(h->s, h->len);
	if (n < 3 || n > 13)
		return 0;
	n--;
	/* the header's last word names the rows, no column of figures
	 * ("layout write read" over "80 78 ..." would shift them) */
	for (last = h->s + h->len;
	     last > h->s && last[-1] != ' ' && last[-1] != '\t'; last--)
		;
	testname_init(&tn);
	testname_parse(last, (size_t)(h->s + h->len - last), 0, &tn);
	if (tn.cond.op != IODB_OP_UNKNOWN || tn.n_ops ||
	    tn.cond.pattern != IODB_PATTERN_UNKNOWN ||
	    tn.metric != TESTNAME_NONE || tn.metrics || tn.unit[0] || tn.stat ||
	    tn.condition || tn.aggregate)
		return 0;
	/* and each word before it names a column of figures: a direction,
	 * a pattern or a metric ("write", "read", "IOPS") */
	for (const char *w = h->s, *we; w < last; w = we) {
		while (w < last && (*w == ' ' || *w == '\t'))
			w++;
		for (we = w; we < last && *we != ' ' && *we != '\t'; we++)
			;
		if (we == w)
			break;
		testname_init(&tn);
		testname_parse(w, (size_t)(we - w), 0, &tn);
		if (tn.cond.op == IODB_OP_UNKNOWN && !tn.n_ops &&
		    tn.cond.pattern == IODB_PATTERN_UNKNOWN &&
		    tn.metric == TESTNAME_NONE)
			return 0;
	}
	while (line_item(d, i + k) && !ds->used[i + k]) {
		const struct doc_item *it = &d->items[i + k];
		size_t f = table_spaced_lead_figures(it->s, it->len);

		if (memchr(it->s, '|', it->len) || f < n || it->len > 120 ||
		    table_spaced_tokens(it->s, it->len) - n > 12 ||
		    it->s[it->len - 1] == '.' || it->s[it->len - 1] == ':')
			break;
		exact += f == n;
		k++;
	}
	if (k < 3 || exact < 2)
		return 0;
	for (size_t r = i + 1; r < i + k; r++) {
		const struct doc_item *it = &d->items[r];

		if (table_spaced_lead_figures(it->s, it->len) != n &&
		    (table_spaced_lead_figures(it->s, it->len) != n + 1 ||
		     !lead_name_count(d, i, k, it, n)))
			return 0;
	}
	/* names that start with a count: a row of n figures whose last is
	 * one digit may be a count whose row lost a cell */
	for (size_t r = i + 1; r < i + k && exact < k - 1; r++) {
		const struct doc_item *it = &d->items[r];

		if (table_spaced_lead_figures(it->s, it->len) == n &&
		    lead_last_digit(it, n))
			return 0;
	}
	return k;
}

/*
 * How many lines from item i make a matrix one blank apart whose corner
 * names its metric and unit (table_spaced_corner(): "bandwidth(KB/s) cfq
 * deadline noop"), every line down to the next blank one a test's name
 * and as many figures (table_spaced_test_row()), two rows or more.  0
 * when any line there is of another shape: a row with a word more or a
 * figure less says the lines are no such table.
 */
static size_t corner_body(struct docstate *ds, size_t i, size_t n)
{
	const struct doc *d = &ds->d;
	size_t k = 1;

	while (line_item(d, i + k)) {
		const struct doc_item *it = &d->items[i + k];

		if (ds->used[i + k] || it->len > 200 ||
		    !table_spaced_test_row(it->s, it->len, n))
			return 0;
		k++;
	}
	return k >= 3 ? k : 0;
}

static size_t corner_rows(struct docstate *ds, size_t i)
{
	const struct doc *d = &ds->d;
	const struct doc_item *h = &d->items[i];
	size_t n;

	if (!line_item(d, i) || ds->used[i] || h->len > 160)
		return 0;
	n = table_spaced_corner(h->s, h->len);
	return n ? corner_body(ds, i, n) : 0;
}

#define CORNER_SET 4 /* metrics' matrices stacked: bandwidth, IOPS, ... */

/* Whether row ra of table a and row rb of table b agree: their names
 * (from = 0), or all their cells after the corner (from = 1: the two
 * headers' columns). */
static int same_tokens(const struct table *a, const struct table *b, size_t ra,
		       size_t rb, size_t from)
{
	if (a->cols != b->cols)
		return 0;
	for (size_t c = from; c < (from ? a->cols : 1); c++)
		if (strcmp(table_cell(a, ra, c), table_cell(b, rb, c)))
			return 0;
	return 1;
}

/*
 * Whether the KB/s matrix kb says KiB by the IOPS matrix io of the same
 * cells: each pair of figures both hold (the IOPS 1000 or more: a coarser
 * count cannot tell 2.4% apart) is a power of two from 512 bytes to 64
 * MiB an operation with the rate x 1024 and none with x 1000, two pairs
 * or more.  The table's results then settle it the same way
 * (docs/units.md, "rates whose IOPS say KiB with no block size known").
 */
static int corner_kb_fits(const struct table *kb, const struct table *io)
{
	size_t good = 0;

	for (size_t r = 1; r < kb->rows && r < io->rows; r++)
		for (size_t c = 1; c < kb->cols; c++) {
			double bw = strtod(table_cell(kb, r, c), NULL);
			double n = strtod(table_cell(io, r, c), NULL);
			double bs;

			if (!(n >= 1000) || !(bw > 0))
				continue;
			bs = exp2(round(log2(bw * 1000 / n)));
			if (bs >= 512 && units_rate_fits_iops(bw * 1000, n, bs))
				return 0;
			bs = exp2(round(log2(bw * 1024 / n)));
			if (bs < 512 || bs > 64.0 * 1024 * 1024 ||
			    !units_rate_fits_iops(bw * 1024, n, bs))
				return 0;
			good++;
		}
	return good >= 2;
}

/*
 * Matrices of one metric each stacked from item i, blank lines between
 * (corner_rows(): "bandwidth(KB/s) cfq deadline noop" over "seqread
 * 1181286.4 982917 913314", then "iops cfq deadline noop" over the same
 * rows), that the sibling tables' reading cannot take alone: one in KB/s
 * whose base only the IOPS matrix settles (corner_kb_fits()), or a last
 * one the end of the text cut after its first rows.  Each has the same
 * columns, its own metric and the first one's row names in order (the
 * cut one the first of them, nothing but blank lines after it).  Their
 * tables (built) go in t[], their first items in first[] and sizes in
 * rows[]; returns how many (2 to CORNER_SET), 0 when no such set.
 */
static size_t corner_set(struct docstate *ds, size_t i, struct table *t,
			 size_t *first, size_t *rows)
{
	const struct doc *d = &ds->d;
	size_t n = 0, at = i, kb = SIZE_MAX, iops = SIZE_MAX;
	int metric[CORNER_SET], cut = 0;

	while (n < CORNER_SET && !cut) {
		const struct doc_item *h = &d->items[at];
		size_t c, r, q;
		int m, k, ret = 0;

		if (!line_item(d, at) || ds->used[at] || h->len > 160)
			break;
		c = table_spaced_corner_metric(h->s, h->len, &m, &k);
		r = c ? corner_body(ds, at, c) : 0;
		if (!r || (n && r > rows[0]))
			break;
		for (q = 0; q < n && metric[q] != m; q++)
			;
		if (q < n || (k && kb != SIZE_MAX))
			break; /* a metric twice */
		table_init(&t[n]);
		for (q = 0; q < r && !ret; q++)
			ret = table_add_spaced_row(&t[n], d->items[at + q].s,
						   d->items[at + q].len,
						   d->items[at + q].no, c, 0);
		for (q = 0; q < r && n && !ret; q++)
			if (!same_tokens(&t[0], &t[n], q, q, !q))
				ret = 1;
		if (ret) {
			table_release(&t[n]);
			break;
		}
		if (n && r < rows[0]) {
			/* the end of the text cut it */
			for (q = at + r; q < d->n; q++)
				if (d->items[q].kind != DOC_LINE ||
				    !d->items[q].blank)
					break;
			if (q < d->n) {
				table_release(&t[n]);
				break;
			}
			cut = 1;
		}
		if (k)
			kb = n;
		if (m == TESTNAME_IOPS)
			iops = n;
		metric[n] = m;
		first[n] = at;
		rows[n++] = r;
		for (at += r; at < d->n && d->items[at].kind == DOC_LINE &&
			      d->items[at].blank;
		     at++)
			;
	}
	if (n >= 2 && (kb != SIZE_MAX || cut) &&
	    (kb == SIZE_MAX ||
	     (iops != SIZE_MAX && corner_kb_fits(&t[kb], &t[iops]))))
		return n;
	for (size_t k = 0; k < n; k++)
		table_release(&t[k]);
	return 0;
}

/*
 * The matrices of corner_set() as one table of a two-row header: each
 * metric (its corner) over its columns' names, then each row's name and
 * the figures of every matrix (a cut one's missing rows empty).
 */
static int corner_set_table(struct docstate *ds, struct table *mt,
			    const size_t *first, const size_t *rows, size_t n)
{
	struct table *t = calloc(1, sizeof(*t));
	size_t cols = mt[0].cols, w = 1 + n * (cols - 1);
	const char **cells = calloc(w, sizeof(*cells));
	size_t *lens = calloc(w, sizeof(*lens));
	long *lines = calloc(w, sizeof(*lines)), *at = calloc(w, sizeof(*at));
	int ret = 0;
	struct piece p;

	if (!t || !cells || !lens || !lines || !at) {
		ret = -ENOMEM;
		goto out;
	}
	table_init(t);
	t->origin = "text";
	t->head_rows = 2;
	for (size_t r = 0; r < rows[0] + 1 && !ret; r++) {
		/* r 0: the corners; 1: the columns' names; then row r - 1 */
		size_t src = r ? r - 1 : 0, k = 1;

		cells[0] = r > 1 ? table_cell(&mt[0], src, 0) : "";
		lines[0] = r > 1 ? table_cell_line(&mt[0], src, 0) : 0;
		at[0] = r > 1 ? table_cell_col(&mt[0], src, 0) : 0;
		for (size_t m = 0; m < n; m++)
			for (size_t c = 1; c < cols; c++, k++) {
				size_t cc = r ? c : 0;
				int has = src < rows[m];

				cells[k] =
				    has ? table_cell(&mt[m], src, cc) : "";
				lines[k] =
				    has ? table_cell_line(&mt[m], src, cc) : 0;
				at[k] =
				    has ? table_cell_col(&mt[m], src, cc) : 0;
			}
		for (size_t k2 = 0; k2 < w; k2++)
			lens[k2] = strlen(cells[k2]);
		ret = table_add_row_at(t, cells, lens, lines, at, w);
	}
	if (ret)
		goto out;
	memset(&p, 0, sizeof(p));
	p.kind = PIECE_TABLE;
	p.first = first[0];
	p.last = first[n - 1] + rows[n - 1] - 1;
	p.table = t;
	p.own_table = 1;
	for (size_t i = p.first; i <= p.last; i++)
		ds->used[i] = 1;
	ret = add_piece(ds, &p);
	if (!ret)
		t = NULL;
out:
	if (t) {
		table_release(t);
		free(t);
	}
	for (size_t m = 0; m < n; m++)
		table_release(&mt[m]);
	free(cells);
	free(lens);
	free(lines);
	free(at);
	return ret;
}

/*
 * How many lines from item i make a table whose column names and cells a
 * copy left one blank apart, the names several words long
 * (table_worded_header): a header, then two or more rows of a short name
 * and as many figure cells, perhaps each with its unit; *n gets how
 * many.  0 when they do not, or when a line after them ends in another
 * count of plain figures (a row of another count: a name ending in a
 * number).  Cells with their unit cannot be a name's number: the count
 * is the one the header splits into, and a row of another count (its
 * last cell cut, or words in place of figures at its end) is a row of
 * the table left out (table_add_worded_row() counts it), when fewer
 * rows are so than line up.
 */
static size_t worded_rows(struct docstate *ds, size_t i, size_t *n)
{
	const struct doc *d = &ds->d;
	const struct doc_item *h = &d->items[i];
	size_t k = 1, c = 0, f, aligned = 0;
	int units = 0, u;

	if (!line_item(d, i) || ds->used[i] || h->len > 160 ||
	    memchr(h->s, '|', h->len) || h->s[h->len - 1] == '.' ||
	    h->s[h->len - 1] == ':' || !line_item(d, i + 1) ||
	    table_worded_figures(h->s, h->len, &u))
		return 0;
	for (; line_item(d, i + k) && !ds->used[i + k]; k++) {
		const struct doc_item *it = &d->items[i + k];
		size_t t = table_spaced_tokens(it->s, it->len);

		f = it->len > 200 || memchr(it->s, '|', it->len)
			? 0
			: table_worded_figures(it->s, it->len, &u);
		if (k == 1) {
			c = f;
			units = u;
		}
		if (units && !f && t <= 12 &&
		    table_worded_cell_in(it->s, it->len))
			continue; /* "13.37 MB/s Sad Painful Excruciating" */
		if (!f)
			break;
		if (t - f * (1 + u) > 8 || (!units && (f != c || u != units)))
			return 0;
		/* the count of cells the header splits into, one only */
		if (units && u && f != c && f >= 2 &&
		    table_worded_header(h->s, h->len, f)) {
			if (c >= 2 && table_worded_header(h->s, h->len, c))
				return 0;
			c = f;
		}
	}
	if (k < 3 || c < 2 || !table_worded_header(h->s, h->len, c))
		return 0;
	for (size_t r = 1; r < k; r++) {
		const struct doc_item *it = &d->items[i + r];

		f = table_worded_figures(it->s, it->len, &u);
		aligned += f == c && u == units;
	}
	if (aligned < 2 || aligned * 2 <= k - 1)
		return 0;
	*n = c;
	return k;
}

/*
 * How many lines from item i make a Markdown table that lost its "|---|"
 * line: one or two header rows with no figure in their cells after the
 * first (words, then perhaps units), then two or more rows of figures
 * (one text cell at most), all of as many cells (two or more), and no
 * pipe row just above.  0 when they do not; -ENOMEM.
 */
static int headless_md_rows(struct docstate *ds, size_t i)
{
	const struct doc *d = &ds->d;
	int want = 0, n = 0, head = 0, body = 0;

	if (i && line_item(d, i - 1) &&
	    table_md_row(d->items[i - 1].s, d->items[i - 1].len))
		return 0;
	while (line_item(d, i + (size_t)n) && !ds->used[i + (size_t)n]) {
		const struct doc_item *it = &d->items[i + (size_t)n];
		int f, text;

		if (!table_md_row(it->s, it->len))
			break;
		if (!n)
			want = table_md_cells(it->s, it->len);
		if (want < 2 || table_md_cells(it->s, it->len) != want)
			break;
		f = table_md_figure_cells(it->s, it->len, &text);
		if (f < 0)
			return f;
		if (!f && !body && head < 2)
			head++;
		else if (f && head && text <= 1)
			body++;
		else
			break;
		n++;
	}
	if (head && body >= 2 && !ds->used[i + (size_t)n] &&
	    md_row_cut(ds, i + (size_t)n, want))
		body++; /* its whole cells read, the cut one left out */
	return head && body >= 2 ? head + body : 0;
}

/*
 * How many lines from item i make the first part of YABS's fio table
 * pasted without its header row: YABS's separator ("  ------ | --- ----
 * | ---- ----", three cells) with no pipe row above it, then the rows
 * "Read", "Write" (and "Total") of "RATE (COUNT)" figures
 * (table_md_yabs_line()), and right under them the second part's
 * header "Block Size | 512k (IOPS) | 1m (IOPS)" over its separator.
 * yabs.sh (and each script copying its fio test) runs 4k, 64k, 512k and
 * 1m, always, and prints them two a part in that order: the rows over
 * the 512k/1m part are the 4k/64k part's.  0 when they are not (another
 * part below, or none); -ENOMEM.
 */
static int yabs_headless_rows(struct docstate *ds, size_t i)
{
	static const char *const names[] = {"Read", "Write", "Total"};
	const struct doc *d = &ds->d;
	size_t k = 1;
	int ret;

	if (!line_item(d, i) || ds->used[i] ||
	    !table_md_separator(d->items[i].s, d->items[i].len) ||
	    table_md_cells(d->items[i].s, d->items[i].len) != 3 ||
	    (i && line_item(d, i - 1) &&
	     table_md_row(d->items[i - 1].s, d->items[i - 1].len)))
		return 0;
	for (size_t r = 0; r < 3; r++, k++) {
		if (!line_item(d, i + k) || ds->used[i + k])
			break;
		ret = table_md_yabs_line(d->items[i + k].s, d->items[i + k].len,
					 names[r]);
		if (ret <= 0) {
			if (ret < 0)
				return ret;
			break;
		}
	}
	if (k < 3 || !line_item(d, i + k) || !line_item(d, i + k + 1) ||
	    !table_md_separator(d->items[i + k + 1].s, d->items[i + k + 1].len))
		return 0;
	ret = table_md_yabs_line(d->items[i + k].s, d->items[i + k].len,
				 "Block Size");
	if (ret <= 0)
		return ret;
	return table_md_yabs_sizes(d->items[i + k].s, d->items[i + k].len,
				   "512k", "1m")
		   ? (int)k
		   : 0;
}

/*
 * How many lines from item i, the first of a fenced code block, make a
 * pipe table with neither outer pipes nor a "|---|" line: the whole
 * block (table_md_fenced()).  0 when they do not; -ENOMEM.
 */
static int fenced_md_rows(struct docstate *ds, size_t i)
{
	const struct doc *d = &ds->d;
	const char *lines[64];
	size_t lens[64], n = 0;
	int ret;

	if (!d->items[i].pre || !memchr(d->items[i].s, '|', d->items[i].len) ||
	    (i && line_item(d, i - 1) && d->items[i - 1].pre))
		return 0;
	while (line_item(d, i + n) && d->items[i + n].pre && !ds->used[i + n]) {
		if (n == sizeof(lines) / sizeof(lines[0]))
			return 0; /* a long block: a log, no typed table */
		lines[n] = d->items[i + n].s;
		lens[n] = d->items[i + n].len;
		n++;
	}
	ret = table_md_fenced(lines, lens, n);
	return ret > 0 ? (int)n : ret;
}

static int count_run(void *arg, const struct iodb_run *run);
static int count_result(void *arg, const struct iodb_result *res);

/*
 * Whether the rows first..last of a blank-aligned table are tool output:
 * the tool detected on them with up to 12 lines above (a tool's banner
 * or header above makes the rows its output).  Rows claimed only by a
 * command line above ("iozone -i 0 -i 1 -r 1m" over "Write  85.2  90.1":
 * no tool detected on the lines above the command, nor on those below
 * it), in which the tool's own importer finds none of its results, are a
 * hand table after all.  1 when the tool's, 0 when not, or -ENOMEM.
 */
static int tool_rows(struct docstate *ds, size_t first, size_t last)
{
	struct blocktext bt = BLOCKTEXT_INIT;
	struct ingest_ctx dry;
	const struct ingest_format *f, *g;
	size_t from = first > 12 ? first - 12 : 0, c;
	int ret, score, n = 0, cmd = 0;

	ret = detect_range(ds, from, last, &f, &score);
	if (ret || !f)
		return ret;
	for (c = first; c > from && !cmd;) {
		const struct doc_item *it = &ds->d.items[--c];
		size_t p;

		if (it->kind != DOC_LINE || it->blank)
			continue;
		p = ingest_prompt_len(it->s, it->len);
		cmd = ingest_tool_command(it->s + p, it->len - p);
	}
	if (!cmd)
		return 1; /* no command: the tool's own lines claim them */
	ret = detect_range(ds, c + 1, last, &g, &score);
	if (!ret && !g && c > from)
		ret = detect_range(ds, from, c - 1, &g, &score);
	if (ret || g)
		return ret ? ret : 1;
	ret = blocktext_build(&bt, ds, from, last, NULL);
	if (ret)
		return ret;
	memset(&dry, 0, sizeof(dry));
	dry.quiet = 1; /* a dry run: no message */
	dry.sink.run = count_run;
	dry.sink.result = count_result;
	dry.sink.arg = &n;
	ret = f->parse(&dry, bt.text.buf, bt.text.len);
	blocktext_release(&bt);
	if (ret == -ENOMEM)
		return ret;
	return !ret && n > 0;
}

/*
 * A table one blank apart from item i, if any there, unless the lines
 * above make its lines a tool's output (tool_rows()): a metric's matrix
 * ("seqread 1181286.4 982917 913314" under "bandwidth(KB/s) cfq deadline
 * noop"), a web page's table whose cells the copy left one blank apart
 * ("4k read 17000 1909 3797 7353" under "Standard 1000 2000 4000"; with
 * the lines above, as a blank-aligned table's: an iozone Excel report's
 * title makes its rows the report's), or one whose figures come before
 * each row's name ("80 78 single disk / raw" under "write read layout").
 * Sets *rows to the lines it read (0: none) and returns 0, or a negative
 * errno.
 */
static int spaced_table(struct docstate *ds, size_t i, size_t *rows)
{
	static const char kinds[] = "KsL";
	int ret;

	for (const char *k = kinds; *k; k++) {
		*rows = *k == 'K'   ? corner_rows(ds, i)
			: *k == 's' ? spaced_rows(ds, i)
				    : lead_rows(ds, i);
		if (*rows < 3)
			continue;
		ret = tool_rows(ds, i, i + *rows - 1);
		if (ret < 0)
			return ret;
		if (ret)
			continue;
		ret = build_table(ds, i, i + *rows - 1, *k);
		if (ret <= 0)
			return ret;
	}
	*rows = 0;
	return 0;
}

/* Whether a line of d names iozone ("iozone -a ...", "IOzone"). */
static int doc_names_iozone(const struct doc *d)
{
	for (size_t i = 0; i < d->n; i++) {
		const struct doc_item *it = &d->items[i];

		for (size_t k = 0; it->kind == DOC_LINE && k + 6 <= it->len;
		     k++)
			if (!strncasecmp(it->s + k, "iozone", 6))
				return 1;
	}
	return 0;
}

static int find_tables(struct docstate *ds)
{
	struct doc *d = &ds->d;
	size_t text_done = 0;	 /* aligned blocks looked at end here */
	size_t grouped_done = 0; /* and those with blank lines between */
	int after;		 /* the block is a header, a blank, then rows */
	int ret;

	for (size_t i = 0; i < d->n; i++) {
		struct doc_item *it = &d->items[i];
		size_t rows, na, nl, cols, g;
		int fields, score, textual;
		char wk, kind;

		if (ds->used[i])
			continue;
		if (it->kind == DOC_TABLE) {
			struct piece p;

			memset(&p, 0, sizeof(p));
			p.kind = PIECE_TABLE;
			p.first = p.last = i;
			p.table = it->table;
			ds->used[i] = 1;
			ret = add_piece(ds, &p);
			if (ret)
				return ret;
			continue;
		}
		if (it->blank)
			continue;
		g = 0;
		/* a page's text lines are no text tables, its <pre>'s, list
		 * items and paragraphs of data lines are */
		textual = !d->html || it->pre || it->textlike;
		if (textual) {
			const char *pc[3];
			size_t pl[3], j = i;

			while (
			    line_item(d, j) && !ds->used[j] &&
			    pair_item(d->items[j].s, d->items[j].len, pc, pl))
				j++;
			if (j > i) {
				/* a test's read and write on one line */
				ret = build_table(ds, i, j - 1, 'p');
				if (ret)
					return ret;
				i = j - 1;
				continue;
			}
		}
		if (textual && (na = grid_lines(ds, i, &nl)) > 0) {
			/* CrystalDiskMark's grid retyped or read off a
			 * screenshot, single spaces apart */
			ret = build_table(ds, i, i + na - 1, 'd');
			if (ret)
				return ret;
			i += na - 1;
			continue;
		}
		if (textual && (na = cell_lines_table(ds, i, &nl)) > 0) {
			ret = build_table(ds, i, i + na - 1, 'g');
			if (ret)
				return ret;
			i += na - 1;
			continue;
		}
		if (textual && cdm_list_item(it->s, it->len, it->textlike == 2,
					     &na, &nl)) {
			size_t j = i + 1;

			while (line_item(d, j) && !ds->used[j] &&
			       cdm_list_item(d->items[j].s, d->items[j].len,
					     d->items[j].textlike == 2, &na,
					     &nl))
				j++;
			if (j - i >= 2) {
				ret = build_table(ds, i, j - 1, 'l');
				if (ret)
					return ret;
				i = j - 1;
				continue;
			}
		}
		if (textual &&
		    (wk = table_wiki_start(
			 it->s, it->len,
			 line_item(d, i + 1) ? d->items[i + 1].s : NULL,
			 line_item(d, i + 1) ? d->items[i + 1].len : 0))) {
			size_t j = i + 1;
			int closed = 0;

			/* MediaWiki, DokuWiki, Confluence, '+' grid tables */
			while (line_item(d, j) && !ds->used[j] &&
			       table_wiki_continues(wk, d->items[j].s,
						    d->items[j].len, &closed))
				j++;
			if (j - i >= 2) {
				ret = build_table(ds, i, j - 1, 'w');
				if (ret)
					return ret;
				i = j - 1;
				continue;
			}
		}
		if ((g = md_group_row(d, i)) ||
		    (line_item(d, i + 1) &&
		     ((table_md_row(it->s, it->len) &&
		       table_md_separator(d->items[i + 1].s,
					  d->items[i + 1].len) &&
		       !header_cut(it, &d->items[i + 1])) ||
		      table_md_loose_header(it->s, it->len, d->items[i + 1].s,
					    d->items[i + 1].len) ||
		      stacked_md_header(d, i)))) {
			/* the header: below a group row (g), else item i */
			const struct doc_item *hd = &d->items[i + g];
			size_t j = i + g + 2 + (size_t)stacked_md_header(d, i);
			int loose = hd->s[0] != '|';

			/* "a | b" rows under "--- | ---": GFM's table without
			 * its outer pipes */
			int flat = diskmark_pipe_line(hd->s, hd->len);

			while (line_item(d, j) &&
			       (loose ? table_md_loose_row(d->items[j].s,
							   d->items[j].len)
				      : table_md_body_row(d->items[j].s,
							  d->items[j].len,
							  hd->s, hd->len))) {
				/* the header again over its own separator
				 * (YABS's second grid, the spacer between
				 * lost): the next part's header, no row */
				if (line_item(d, j + 1) &&
				    table_md_repeated_header(
					d->items[j].s, d->items[j].len,
					d->items[j + 1].s, d->items[j + 1].len,
					hd->s, hd->len))
					break;
				flat |= diskmark_pipe_line(d->items[j].s,
							   d->items[j].len);
				j++;
			}
			if (flat)
				continue; /* an export's results flattened:
					   * the tool's output (find_blocks) */
			if (!loose && iozone_md_header(hd->s, hd->len) &&
			    doc_names_iozone(d)) {
				/* iozone's auto table retyped, its own
				 * header words: its output (find_blocks) */
				i = j - 1;
				continue;
			}
			ret = build_table(ds, i, j - 1, 'm');
			if (ret)
				return ret;
			i = j - 1;
			continue;
		}
		/* YABS's first part without its header row ('Y'); "bus |
		 * read | write" over "virtio | 1,234 | 987" alone in a
		 * fenced block (a table typed there), else pipe rows of
		 * figures under a row of words, no "|---|" (a web page's
		 * table copied as text) */
		kind = 'Y';
		ret = yabs_headless_rows(ds, i);
		if (!ret) {
			kind = 'm';
			ret = fenced_md_rows(ds, i);
		}
		if (!ret)
			ret = headless_md_rows(ds, i);
		if (ret < 0)
			return ret;
		if (ret) {
			rows = (size_t)ret;
			ret = build_table(ds, i, i + rows - 1, kind);
			if (ret)
				return ret;
			i += rows - 1;
			continue;
		}
		for (int k = 0; k < 2; k++) {
			char delim = k ? ',' : '\t';
			const struct ingest_format *f;

			rows = delimited_rows(ds, i, delim, &fields);
			if (rows < 2)
				continue;
			/* "Amplin, DuraTop, 16GB, 95MB/s 12.4 MB/s ...": a
			 * row's name of parts split by commas, its cells one
			 * blank apart (below) */
			if (delim == ',' && (!csv_plausible(ds, i, rows) ||
					     worded_rows(ds, i, &cols)))
				continue;
			ret = detect_range(ds, i, i + rows - 1, &f, &score);
			if (ret)
				return ret;
			if (f)
				continue; /* a tool's output, not a table */
			ret = build_table(ds, i, i + rows - 1,
					  delim == ',' ? 'c' : 't');
			if (ret)
				return ret;
			i += rows - 1;
			break;
		}
		{
			struct table mt[CORNER_SET];
			size_t cf[CORNER_SET], cr[CORNER_SET];
			size_t cn = corner_set(ds, i, mt, cf, cr);

			/* "bandwidth(KB/s) cfq deadline noop" over its rows,
			 * then "iops cfq deadline noop" over the same: one
			 * table of both (the IOPS settle the KB) */
			if (cn) {
				ret = tool_rows(ds, i,
						cf[cn - 1] + cr[cn - 1] - 1);
				if (ret >= 0 && !ret)
					ret = corner_set_table(ds, mt, cf, cr,
							       cn);
				else
					for (size_t k = 0; k < cn; k++)
						table_release(&mt[k]);
				if (ret < 0)
					return ret;
				if (!ret) {
					i = cf[cn - 1] + cr[cn - 1] - 1;
					continue;
				}
			}
		}
		ret = spaced_table(ds, i, &rows);
		if (ret < 0)
			return ret;
		if (rows) {
			i += rows - 1;
			continue;
		}
		rows = spaced_rows(ds, i) ? 0 : worded_rows(ds, i, &cols);
		if (rows >= 3) {
			/* "Card Make/Model hdparm buffered dd write" over
			 * "Acme Pro 32GB 41.20 MB/s 33.1 MB/s": column names
			 * of several words one blank apart */
			ret = tool_rows(ds, i, i + rows - 1);
			if (ret < 0)
				return ret;
			if (!ret) {
				ds->worded_cols = cols;
				ret = build_table(ds, i, i + rows - 1, 'W');
				if (ret < 0)
					return ret;
				if (!ret) {
					i += rows - 1;
					continue;
				}
			}
		}
		/* a blank-aligned table (table_text.h), not a tool's output */
		for (rows = 0; i >= text_done && !ds->used[i] &&
			       line_item(d, i + rows) && !ds->used[i + rows] &&
			       table_text_row(d->items[i + rows].s,
					      d->items[i + rows].len) &&
			       /* "\t:" / "\t(略)": a cut in an output */
			       !elision_line(d->items[i + rows].s,
					     d->items[i + rows].len);
		     rows++)
			;
		after = 0;
		if (rows == 1) {
			rows = text_rows_after_header(ds, i);
			after = rows > 0;
		}
		if (rows >= 3) {
			text_done = i + rows; /* once per block: linear */
			/* with the lines above: a tool's banner makes it its */
			ret = tool_rows(ds, i, i + rows - 1);
			if (ret < 0)
				return ret;
			if (!ret)
				ret = build_table(ds, i, i + rows - 1, 'a');
			if (ret < 0)
				return ret;
			if (!ret)
				i += rows - 1;
			else if (after)
				/* the line above the blank was no header
				 * ("/dev/sda  916G  490G ..." of df, then the
				 * table): the rows below it are tried alone */
				text_done = i + 2;
		}
		/* not read so: a header grouping abbreviated test columns,
		 * blank lines between its rows (table_text_read_grouped) */
		if (i >= grouped_done && !ds->used[i] && line_item(d, i) &&
		    (rows = grouped_rows(ds, i)) > 0) {
			grouped_done = i + rows; /* once per block: linear */
			ret = tool_rows(ds, i, i + rows - 1);
			if (ret < 0)
				return ret;
			if (!ret)
				ret = build_table(ds, i, i + rows - 1, 'o');
			if (ret < 0)
				return ret;
			if (!ret) {
				i += rows - 1;
				text_done = i + 1;
			}
		}
	}
	return 0;
}

/* ---- tool blocks ------------------------------------------------------ */

/*
 * The length of an inline HTML tag at s (n bytes left: "<a href=...>",
 * "</a>", "<ins datetime=...>"), else 0: a letter after '<' (or "</"), a
 * '>' on the line.
 */
static size_t inline_tag(const char *s, size_t n)
{
	size_t i = 1;
	const char *e;

	if (n < 3 || s[0] != '<')
		return 0;
	if (s[1] == '/')
		i++;
	if (i >= n || !isalpha((unsigned char)s[i]))
		return 0;
	e = memchr(s + i, '>', n - i);
	return e ? (size_t)(e - s) + 1 : 0;
}

/*
 * Whether s (len bytes, its end already known to be a sentence's) is
 * sentences around inline markup: a link or another tag ("a <a
 * href=...>HP P800</a>"), a code span ("with `mkfs.ext4 -m0 /dev/sdb`").
 * No tool prints those: the words outside them (8 or more, three in
 * four of letters once their punctuation is aside) make it prose, though
 * model names and figures ("MSA70", "24x", "10kRPM") would fail
 * english_prose()'s nine in ten.  0 when s holds no such markup.
 */
static int marked_up_prose(const char *s, size_t len)
{
	size_t words = 0, alpha = 0, i = 0, lt = 0, a = 0, w = 0;
	int marked = 0, code = 0;

	if (!memchr(s, '`', len) && !memchr(s, '<', len))
		return 0;
	while (i <= len) {
		size_t t;

		if (i < len && s[i] == '`') {
			code = !code;
			marked |= !code;
			i++;
			continue;
		}
		if (code) {
			i++;
			continue;
		}
		if (i < len && (t = inline_tag(s + i, len - i)) > 0) {
			marked = 1;
			i += t;
			continue;
		}
		if (i < len && s[i] == '=')
			return 0; /* an option line, not prose */
		if (i == len || s[i] == ' ' || s[i] == '\t') {
			if (w) {
				words++;
				/* punctuation around a word aside: "ext4," */
				alpha += a * 4 >= (w - lt) * 3 && w > lt;
			}
			w = a = lt = 0;
			i++;
			continue;
		}
		if (isalpha((unsigned char)s[i]) || (unsigned char)s[i] >= 0x80)
			a++;
		else if (strchr(".,;:!?()\"'", s[i]))
			lt++;
		w++;
		i++;
	}
	return marked && !code && words >= 8 && alpha * 4 >= words * 3;
}

/* English sentences: 8+ words, mostly letters, ending with . ! ? */
static int english_prose(const char *s, size_t len)
{
	size_t words = 0, alpha = 0, i = 0;

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	if (!len || !(s[len - 1] == '.' || s[len - 1] == '!' ||
		      s[len - 1] == '?' || s[len - 1] == ':'))
		return 0;
	/* "=" outside `code`: an option line, not prose */
	for (size_t k = 0, code = 0; k < len; k++) {
		code ^= s[k] == '`';
		if (s[k] == '=' && !code)
			return marked_up_prose(s, len);
	}
	while (i < len) {
		size_t b, a = 0;

		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		b = i;
		while (i < len && s[i] != ' ' && s[i] != '\t') {
			if ((s[i] >= 'a' && s[i] <= 'z') ||
			    (s[i] >= 'A' && s[i] <= 'Z'))
				a++;
			i++;
		}
		if (i > b) {
			words++;
			if (a * 10 >= (i - b) * 8)
				alpha++;
		}
	}
	return (words >= 8 && alpha * 10 >= words * 9) ||
	       marked_up_prose(s, len);
}

static int section_start(const struct doc_item *it);
static int colon_title(const char *s, size_t len);
static int sentence_line(const char *s, size_t len);
static int comment_heading(struct docstate *ds, size_t k);

/* A line that is prose: CJK text or English sentences, no command. */
/*
 * Whether s starts as a line of a tool's output does: docflat_line_start()
 * ("64+0 records in", "記録了 64+0"), or dd's summary in any language
 * ("<bytes> <word> (<digit>": "536870912 바이트 (537 MB, 512 MiB)").
 */
static int output_line(const char *s, size_t len)
{
	size_t i = 0, d;

	/* "aggrutil=0.00%", "mint=20001msec, maxt=20001msec": the rest of
	 * fio's line a mailer wrapped */
	if (docflat_line_start(s, len) || line_is_fio_piece(s, len))
		return 1;
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	/* "输入了 1024+0 块记录": one word before the records counts */
	for (d = i; d < len && d - i < 16 && s[d] != ' '; d++)
		;
	while (d < len && s[d] == ' ')
		d++;
	if (d > i && docflat_line_start(s + d, len - d) && s[d] >= '0' &&
	    s[d] <= '9')
		return 1;
	d = i;
	while (i < len && s[i] >= '0' && s[i] <= '9')
		i++;
	/* "5120000 bytes (5.1 MB", "5120000字节（5.1 MB": the word glued
	 * to the figure in CJK */
	if (i - d < 3 || i >= len ||
	    (s[i] != ' ' && (unsigned char)s[i] < 0x80))
		return 0;
	if (s[i] == ' ')
		i++;
	if (i < len && (unsigned char)s[i] >= 0x80 && s[i - 1] != ' ') {
		/* "512字节已复制，0.000126482 s，4.0 MB/s": a small copy,
		 * no sizes in parentheses; a time and a rate follow */
		size_t t = 0, r = 0;

		for (size_t k = i; k + 2 < len && !r; k++) {
			if (!t && s[k] == ' ' && s[k + 1] == 's')
				t = k;
			if (t && s[k] == 'B' && s[k + 1] == '/' &&
			    s[k + 2] == 's')
				r = k;
		}
		if (r)
			return 1;
	}
	while (i < len && s[i] != ' ' && s[i] != '(')
		i++;
	while (i < len && s[i] == ' ')
		i++;
	return i + 1 < len && s[i] == '(' && s[i + 1] >= '0' && s[i + 1] <= '9';
}

/*
 * ":省略", "（略）", "(snip)", "[...]", "…": a line that only says that
 * lines were cut out of an output here.
 */
static int elision_line(const char *s, size_t len)
{
	static const char *const words[] = {
	    "\xe7\x9c\x81\xe7\x95\xa5",		    /* 省略 */
	    "\xe4\xb8\xad\xe7\x95\xa5",		    /* 中略 */
	    "\xe4\xbb\xa5\xe4\xb8\x8b\xe7\x95\xa5", /* 以下略 */
	    "\xe7\x95\xa5",			    /* 略 */
	    "\xec\x83\x9d\xeb\x9e\xb5",		    /* 생략 */
	    "snip",
	    "snipped",
	    "...",
	    "\xe2\x80\xa6", /* … */
	    NULL,
	};
	static const char *const marks[] = {
	    ":",
	    "(",
	    ")",
	    "[",
	    "]",
	    "<",
	    ">",
	    " ",
	    "\t",
	    "-",
	    "\xef\xbc\x88",
	    "\xef\xbc\x89",
	    "\xef\xbc\x9a",
	    "\xe3\x80\x90",
	    "\xe3\x80\x91",
	    NULL,
	};
	size_t b = 0, e = len, k;

	for (int moved = 1; moved;) {
		moved = 0;
		for (k = 0; marks[k]; k++) {
			size_t m = strlen(marks[k]);

			if (e - b >= m && !memcmp(s + b, marks[k], m)) {
				b += m;
				moved = 1;
			}
			if (e - b >= m && !memcmp(s + e - m, marks[k], m)) {
				e -= m;
				moved = 1;
			}
		}
	}
	for (k = 0; words[k]; k++)
		if (e - b == strlen(words[k]) &&
		    !strncasecmp(s + b, words[k], e - b))
			return 1;
	/* "\t:" over "\t(略)" over "\t:": a vertical ellipsis of colons
	 * (or "⋮") alone on its line, indented as the output's lines are */
	if (len && (s[0] == ' ' || s[0] == '\t') &&
	    (e == b || (e - b == 3 && !memcmp(s + b, "\xe2\x8b\xae", 3))))
		for (k = 0; k < len; k++)
			if (s[k] == ':' ||
			    (k + 3 <= len && !memcmp(s + k, "\xe2\x8b\xae", 3)))
				return 1;
	return 0;
}

/*
 * Whether line item k is in a mail's header block (line_is_mail_header()):
 * a header line itself, or a line of the paragraph one opens or holds
 * (Outlook's quoted "-----Original Message-----" / "From: Ann ..." /
 * "Cc: a@example.org;" / "list@example.org" / "Subject: Re: slow writes
 * on" / "the new box", a subject or list of addresses it wrapped).  Such
 * a block says who wrote to whom, never what ran.
 */
static int mail_headers_item(const struct docstate *ds, size_t k)
{
	const struct doc_item *it = ds->d.items;

	for (size_t f = k + 1; f-- > 0 && k - f < 16;) {
		if (it[f].kind != DOC_LINE || it[f].pre || it[f].blank ||
		    it[f].heading)
			return 0;
		if (line_is_mail_header(it[f].s, it[f].len))
			return 1;
	}
	return 0;
}

/*
 * Whether line item k opens a MIME part's header block in a raw mail: a
 * boundary ("--Apple-Mail=_9A8B7C6D-...", one word after "--") right over
 * a MIME header (line_is_mime_header(): "Content-Type: text/plain;").
 */
static int mime_boundary_item(const struct docstate *ds, size_t k)
{
	const struct doc_item *it = &ds->d.items[k];

	if (it->kind != DOC_LINE || it->pre || it->len < 4 || it->s[0] != '-' ||
	    it->s[1] != '-' || it->s[2] == '-' || it->s[2] == ' ' ||
	    memchr(it->s, ' ', it->len) || k + 1 >= ds->d.n)
		return 0;
	it++;
	return it->kind == DOC_LINE && !it->pre &&
	       line_is_mime_header(it->s, it->len);
}

/*
 * Whether line item k is a line of a MIME part's header block in a raw
 * mail: "--Apple-Mail=_9A8B..." / "Content-Disposition: attachment;" /
 * "\tfilename=repro.sh" / "Content-Type: application/x-sh;" (a header, its
 * folded lines, the boundary over them), up to the blank line before the
 * part's body.  The mail's structure: a caption above the part ends there,
 * as a tool's block does (the text part below is another message's
 * words, the attachment above a script, not the output's own text).
 */
static int mime_headers_item(const struct docstate *ds, size_t k)
{
	const struct doc_item *it = ds->d.items;
	size_t f = k;

	/* cheap first: a header, a folded line, a boundary */
	if (it[k].kind != DOC_LINE || it[k].pre || it[k].blank ||
	    !strchr("-CcMm \t", it[k].s[0]))
		return 0;
	while (f > 0 && k - f < 16 && it[f - 1].kind == DOC_LINE &&
	       !it[f - 1].blank && !it[f - 1].pre)
		f--;
	if (mime_boundary_item(ds, f))
		f++;
	else if (k - f >= 16)
		return 0;
	if (f > k || !line_is_mime_header(it[f].s, it[f].len))
		return f == k + 1; /* the boundary itself */
	for (size_t i = f + 1; i <= k; i++)
		if (!line_is_mime_header(it[i].s, it[i].len) &&
		    it[i].s[0] != ' ' && it[i].s[0] != '\t')
			return 0;
	return 1;
}

static int prose_item(struct docstate *ds, size_t i)
{
	const struct doc_item *it = &ds->d.items[i];

	if (it->kind != DOC_LINE || it->blank)
		return 0;
	if (it->heading)
		return !comment_heading(ds, i);
	if (ds->flat && ds->flat[i])
		return 0; /* an output, whatever language it is in */
	/* a bold line or a numbered heading: a block never grows over it */
	if (!it->pre && !it->toc && (it->emph || section_start(it)))
		return 1;
	if (scan_commands(ds, i, 0) > 0)
		return 0;
	if (it->pre)
		return 0;
	if (elision_line(it->s, it->len))
		return 0; /* ":省略", "(snip)": a cut inside an output */
	/* "512+0 레코드 들어옴", "536870912 바이트 (537 MB, 512 MiB) 복사됨":
	 * an output's line in the reader's language, not prose */
	if (has_cjk(it->s, it->len) && output_line(it->s, it->len))
		return 0;
	return has_cjk(it->s, it->len) || english_prose(it->s, it->len);
}

static int item_has_command(struct docstate *ds, size_t i, const char *tool)
{
	for (size_t k = 0; k < ds->n_cmds; k++)
		if (ds->cmd_item[k] == i &&
		    (!tool || !strcmp(ds->cmds[k].tool, tool)))
			return 1;
	return 0;
}

/* The tool of the command on item i ("dd", "fio"), else NULL. */
static const char *item_command_tool(struct docstate *ds, size_t i)
{
	if (ds->flat[i])
		return NULL;
	for (size_t k = 0; k < ds->n_cmds; k++)
		if (ds->cmd_item[k] == i)
			return ds->cmds[k].tool;
	return NULL;
}

/* The command word of a format's tool ("fio" for fio-text). */
static const char *format_tool(const struct ingest_format *f)
{
	if (!strncmp(f->name, "fio", 3))
		return "fio";
	if (!strcmp(f->name, "dd") || !strcmp(f->name, "iozone") ||
	    !strcmp(f->name, "hdparm"))
		return f->name;
	return NULL;
}

static int detect_range(struct docstate *ds, size_t first, size_t last,
			const struct ingest_format **f, int *score)
{
	struct blocktext bt = BLOCKTEXT_INIT;
	int ret = blocktext_build(&bt, ds, first, last, NULL);

	if (!ret)
		*f = detect_other(bt.text.buf, bt.text.len, score);
	blocktext_release(&bt);
	return ret;
}

/*
 * Whether line s (len bytes) reads as a name ("ZFS 8K e NTFS 4K", "Root
 * volume", "Samsung 980 PRO:"): it starts with a letter, holds none of a
 * tool's or a formula's signs ('=', '+', '|', '[', '<', and '/' when
 * no_slash), no ':' before its end, and is mostly no digits.
 */
static int names_something(const char *s, size_t len, int no_slash)
{
	size_t digits = 0;

	if (!((s[0] >= 'A' && s[0] <= 'Z') || (s[0] >= 'a' && s[0] <= 'z') ||
	      (unsigned char)s[0] >= 0x80))
		return 0;
	for (size_t i = 0; i < len; i++) {
		char c = s[i];

		if (c == '=' || c == '+' || c == '|' || c == '[' || c == '<' ||
		    (no_slash && c == '/') || (c == ':' && i + 1 < len))
			return 0;
		digits += c >= '0' && c <= '9';
	}
	return digits * 3 < len;
}

static int instruction_line(const char *s, size_t len);

/*
 * Whether item k is a Markdown list item alone over an indented code
 * block, its continuation ("* Without bcache (/home in raid array over
 * hdd)", a blank line, the output indented four spaces or more past the
 * bullet's text): the bullet is the block's caption, as a line over a
 * fence is.  Not an item of a list (a list item on the nearest line
 * above: a list of settings or of steps), nor a command, an output line,
 * settings, an instruction, a sentence or anything naming nothing.
 */
static int bullet_block_caption(struct docstate *ds, size_t k)
{
	const struct doc *d = &ds->d;
	const struct doc_item *it = &d->items[k], *nx;
	size_t b = bullet_text(it), j = k + 1, up = k, ind = 0;

	if (!b || it->pre || it->heading || it->len - b < 2 ||
	    it->len - b > 100 || !names_something(it->s + b, it->len - b, 0) ||
	    item_has_command(ds, k, NULL) || output_line(it->s, it->len) ||
	    line_is_settings(it->s + b, it->len - b) ||
	    instruction_line(it->s + b, it->len - b) ||
	    sentence_line(it->s + b, it->len - b))
		return 0;
	while (j < d->n && d->items[j].kind == DOC_LINE && d->items[j].blank)
		j++;
	if (j == k + 1 || j >= d->n || d->items[j].kind != DOC_LINE)
		return 0;
	nx = &d->items[j];
	while (ind < nx->len && nx->s[ind] == ' ')
		ind++;
	if (!(ind >= b + 4 || (ind < nx->len && nx->s[ind] == '\t')) ||
	    ind == nx->len)
		return 0;
	while (up > 0 && d->items[up - 1].kind == DOC_LINE &&
	       d->items[up - 1].blank)
		up--;
	return !up || d->items[up - 1].kind != DOC_LINE ||
	       !list_item_line(&d->items[up - 1]);
}

/*
 * A line that names a run ("ZFS 8K e NTFS 4K", "Before tuning"): short,
 * starting with a letter, no output line, command, sentence or "key:
 * value" of a tool.
 */
static int title_line(struct docstate *ds, size_t k)
{
	const struct doc_item *it = &ds->d.items[k];

	if (!line_item(&ds->d, k) || ds->used[k] || it->len < 2 ||
	    it->len > 60 || it->heading || item_has_command(ds, k, NULL) ||
	    docflat_line_start(it->s, it->len) || output_line(it->s, it->len) ||
	    sentence_line(it->s, it->len))
		return 0;
	return names_something(it->s, it->len, 1);
}

/* The start of output line s that a rerun repeats: up to its ':' (at
 * least 8 bytes: "Sequential Read (Q= 32,T= 1)"), else 0. */
static size_t start_key(const char *s, size_t len)
{
	const char *c = memchr(s, ':', len);
	size_t n = c ? (size_t)(c - s) : 0;

	while (n && s[n - 1] == ' ')
		n--;
	return n >= 8 ? n : 0;
}

/* Whether line b starts as one of the first output lines of the
 * paragraph from item a (before item j) do: the same output again. */
static int same_start(struct docstate *ds, size_t a, size_t j, size_t b)
{
	const struct doc_item *y = &ds->d.items[b];
	size_t kb = start_key(y->s, y->len), seen = 0;

	if (!kb || !docflat_line_start(y->s, y->len))
		return 0;
	for (size_t k = a; k < j && seen < 4; k++) {
		const struct doc_item *x = &ds->d.items[k];
		size_t ka;

		if (!docflat_line_start(x->s, x->len))
			continue;
		seen++;
		ka = start_key(x->s, x->len);
		if (ka == kb && !memcmp(x->s, y->s, ka))
			return 1;
	}
	return 0;
}

/* Whether output line i starts again further on after a title line (the
 * first of several runs under their titles). */
static int repeats_later(struct docstate *ds, size_t i)
{
	const struct doc *d = &ds->d;

	for (size_t k = i + 1; k < d->n && k < i + 200; k++) {
		if (d->items[k].kind != DOC_LINE || ds->used[k])
			return 0;
		if (d->items[k].blank || !title_line(ds, k))
			continue;
		if (k + 1 < d->n && line_item(d, k + 1) &&
		    same_start(ds, i, i + 1, k + 1))
			return 1;
	}
	return 0;
}

/* Paragraphs of the items not in tables. */
/* Whether items first..last read as the output of a tool other than
 * tool (its command word). */
static int output_of_other(struct docstate *ds, size_t first, size_t last,
			   const char *tool)
{
	const struct ingest_format *g = NULL;
	int score = 0;

	if (detect_range(ds, first, last, &g, &score) || !g)
		return 0;
	return format_tool(g) && strcmp(format_tool(g), tool);
}

/* Whether items first..last read as the output of tool (its command
 * word). */
static int output_of(struct docstate *ds, size_t first, size_t last,
		     const char *tool)
{
	const struct ingest_format *g = NULL;
	int score = 0;

	if (detect_range(ds, first, last, &g, &score) || !g)
		return 0;
	return format_tool(g) && !strcmp(format_tool(g), tool);
}

/*
 * A code block whose paragraphs no importer claims alone, but whose
 * whole reads as one output: KDiskMark's "[Read]" / its line, "[Write]" /
 * its line, its footer, blank lines apart and no header to tell it by
 * (an export pasted from its window).  Its first paragraph then starts
 * the block, which takes the code block's other paragraphs (their first
 * lines alone may read as nothing: kubestr's "Running FIO test ..." /
 * "FIO test results:" over its "FIO version - " and its jobs) and grows
 * over the rest as any output does.
 */
static int code_block_whole(struct docstate *ds, struct para *p, size_t n)
{
	for (size_t a = 0, b; a < n; a = b + 1) {
		const struct ingest_format *f = NULL;
		int none = 1, s = 0, ret;

		b = a;
		if (!p[a].pre || p[a].prose || p[a].flat)
			continue;
		while (b + 1 < n && p[b + 1].pre && !p[b + 1].prose &&
		       !p[b + 1].hard && !p[b + 1].flat)
			b++;
		for (size_t k = a; k <= b && none; k++)
			none = !p[k].fmt;
		if (!none || b == a)
			continue;
		ret = detect_range(ds, p[a].first, p[b].last, &f, &s);
		if (ret)
			return ret;
		if (f) {
			p[a].fmt = f;
			p[a].score = s;
			p[a].whole = b;
		}
	}
	return 0;
}

static int caption_line_item(struct docstate *ds, size_t i);
static int commands_block_before(struct docstate *ds, size_t end,
				 const char *tool);
static enum iodb_op fio_block_says(const struct docstate *ds, size_t first,
				   size_t last, char *name, size_t n,
				   int *groups);

/* Whether item i is one of fio's group summary lines ("WRITE: bw=...,
 * io=..., run=..."). */
static int group_line_item(const struct docstate *ds, size_t i)
{
	char name[8];
	int groups = 0;

	if (!line_item(&ds->d, i))
		return 0;
	fio_block_says(ds, i, i, name, sizeof(name), &groups);
	return groups != 0;
}

/*
 * Whether item c is a caption over one of fio's group lines (item c + 1),
 * next to another such pair (c - 2 and c - 1, or c + 2 and c + 3), after
 * a block of the fio commands that ran them: "The single 4 KiB random
 * write:" / "WRITE: bw=...", one pair a run.  HTML's paragraphs follow
 * one another with no blank line between; each caption and each line is
 * then a paragraph of its own, as blank lines would make them.
 */
static int captioned_group(struct docstate *ds, size_t c)
{
	if (!group_line_item(ds, c + 1) || !caption_line_item(ds, c))
		return 0;
	if (!(c + 3 < ds->d.n && group_line_item(ds, c + 3) &&
	      caption_line_item(ds, c + 2)) &&
	    !(c >= 2 && group_line_item(ds, c - 1) &&
	      caption_line_item(ds, c - 2)))
		return 0;
	return commands_block_before(ds, c, "fio");
}

static int paragraphs(struct docstate *ds, struct para **out, size_t *n_out)
{
	struct doc *d = &ds->d;
	struct para *p = NULL;
	size_t n = 0, alloc = 0, title_cut = (size_t)-1;
	int hard = 1, ret = 0;

	for (size_t i = 0; i < d->n;) {
		const struct doc_item *it = &d->items[i];
		size_t j;
		int pr, cmds_only;

		if (ds->used[i] || it->kind != DOC_LINE) {
			hard = 1;
			i++;
			continue;
		}
		if (it->blank) {
			i++;
			continue;
		}
		pr = prose_item(ds, i);
		j = i + 1;
		if (!pr && title_line(ds, i) && line_item(d, i + 1) &&
		    !ds->used[i + 1] && d->items[i + 1].pre == it->pre &&
		    docflat_line_start(d->items[i + 1].s,
				       d->items[i + 1].len) &&
		    (i == title_cut || repeats_later(ds, i + 1))) {
			/* "ZFS 8K e NTFS 4K" over a second run of the same
			 * output: a title of its own, not a line of it */
		} else if (!pr && fio_summary_line(it->s, it->len)) {
			/* a whole output on one line, between another
			 * tool's lines ("FIO results - ...", PiBenchmarks):
			 * a paragraph of its own */
		} else if (!pr) {
			const char *tool = item_command_tool(ds, i);
			/* the tool the last output line was certainly of */
			const char *last_out =
			    ds->flat[i] ? NULL
					: docflat_line_tool(it->s, it->len);

			/* up to a blank line, prose, a table, a pre edge, or
			 * another tool's command after output lines ("# hdparm
			 * -Tt /dev/sda", its output, "# dd if=..." and its
			 * output in one block of a mail) */
			while (j < d->n && line_item(d, j) && !ds->used[j] &&
			       d->items[j].pre == it->pre &&
			       !prose_item(ds, j)) {
				const char *t = item_command_tool(ds, j);
				const char *o =
				    ds->flat[j]
					? NULL
					: docflat_line_tool(d->items[j].s,
							    d->items[j].len);

				if (fio_summary_line(d->items[j].s,
						     d->items[j].len))
					break;
				/* "--Apple-Mail=_..." right under the text:
				 * the next MIME part starts */
				if (d->items[j].s[0] == '-' &&
				    mime_boundary_item(ds, j))
					break;
				/* a caption over a group line: each a
				 * paragraph of its own */
				if (captioned_group(ds, j) ||
				    captioned_group(ds, j - 1) ||
				    (j >= 2 && captioned_group(ds, j - 2)))
					break;
				/* another tool's output line under output
				 * lines that read as one tool's, no command
				 * between (a script's log: dd's runs, then
				 * hdparm's "Timing buffered disk reads:"):
				 * each tool's lines are a paragraph of their
				 * own */
				if (o && last_out && strcmp(o, last_out) &&
				    output_of(ds, i, j - 1, last_out))
					break;
				if (o)
					last_out = o;
				if (t && tool && strcmp(t, tool) &&
				    !item_command_tool(ds, j - 1))
					break;
				/* so does one under output lines not its own,
				 * their command in the paragraph above (a
				 * double-spaced paste run together: hdparm's
				 * timings, then "$ dd ..." and its summary) */
				if (t && !tool && j > i &&
				    !item_command_tool(ds, j - 1) &&
				    output_of_other(ds, i, j - 1, t))
					break;
				/* a title line before the same output again */
				if (title_line(ds, j) && line_item(d, j + 1) &&
				    (same_start(ds, i, j, j + 1) ||
				     (docflat_line_start(d->items[j + 1].s,
							 d->items[j + 1].len) &&
				      repeats_later(ds, j + 1)))) {
					title_cut = j;
					break;
				}
				if (t && !tool)
					tool = t;
				j++;
			}
		}
		if (ALLOC_GROW(p, n + 1, alloc)) {
			ret = -ENOMEM;
			goto out;
		}
		memset(&p[n], 0, sizeof(p[n]));
		p[n].first = i;
		p[n].last = j - 1;
		p[n].hard = hard || (n && p[n - 1].prose &&
				     (d->items[p[n - 1].first].heading ||
				      has_cjk(d->items[p[n - 1].first].s,
					      d->items[p[n - 1].first].len)));
		p[n].prose = pr;
		p[n].pre = it->pre;
		/* commands alone are no output: nothing to import yet */
		cmds_only = 1;
		for (size_t k = i; k < j; k++) {
			if (!d->items[k].blank &&
			    (!item_has_command(ds, k, NULL) || ds->flat[k]))
				cmds_only = 0;
			if (ds->flat[k])
				p[n].flat = 1;
		}
		if (!pr && !cmds_only) {
			ret =
			    detect_range(ds, i, j - 1, &p[n].fmt, &p[n].score);
			if (ret)
				goto out;
		}
		hard = pr && (it->heading || has_cjk(it->s, it->len));
		/* a MIME part's headers ("--Apple-Mail=_..." / "Content-Type:
		 * application/x-sh;"): a tool's block never grows over them,
		 * from the part above (a script attached) into the part below
		 * (a quoted reply) nor back */
		if (!it->pre && mime_headers_item(ds, i)) {
			p[n].hard = 1;
			hard = 1;
		}
		n++;
		i = j;
	}
	ret = code_block_whole(ds, p, n);
out:
	if (ret) {
		free(p);
		return ret;
	}
	*out = p;
	*n_out = n;
	return 0;
}

static int para_has_command(struct docstate *ds, const struct para *q,
			    const char *tool)
{
	for (size_t k = q->first; k <= q->last; k++)
		if (item_has_command(ds, k, tool))
			return 1;
	return 0;
}

/*
 * "Root volume", "Data volume (sdb)", "Samsung 980 PRO:": a paragraph of
 * one short line that names something and is no output line.
 */
static int label_like(struct docstate *ds, const struct para *q)
{
	const struct doc_item *it = &ds->d.items[q->first];

	if (q->first != q->last || q->fmt || q->flat || it->len > 80 ||
	    it->len < 2 || item_has_command(ds, q->first, NULL) ||
	    docflat_line_start(it->s, it->len))
		return 0;
	return names_something(it->s, it->len, 0);
}

/*
 * Whether paragraph q is a few lines of text ending in a caption of the
 * output below it ("bob · comment · 2020-01-15" / "Speedtest on beelink
 * GS1 without the eMMC patch :"): no command and no output line in it,
 * its last line ending in ':' and naming something (colon_title()).
 */
static int caption_para(struct docstate *ds, const struct para *q)
{
	const struct doc_item *last = &ds->d.items[q->last];

	if (q->first == q->last || q->fmt || q->flat ||
	    q->last - q->first > 3 || last->kind != DOC_LINE || !last->len ||
	    !(last->s[last->len - 1] == ':' ||
	      (last->len >= 3 &&
	       !memcmp(last->s + last->len - 3, "\xef\xbc\x9a", 3))) ||
	    !names_something(last->s, last->len - 1, 0) ||
	    !colon_title(last->s, last->len))
		return 0;
	for (size_t k = q->first; k <= q->last; k++) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || it->len > 200 ||
		    item_has_command(ds, k, NULL) ||
		    output_line(it->s, it->len))
			return 0;
	}
	return 1;
}

/* Whether paragraphs a..b read as format f together. */
static int reads_as(struct docstate *ds, const struct para *p, size_t a,
		    size_t b, const struct ingest_format *f, int *ret)
{
	const struct ingest_format *g;
	int s;

	*ret = detect_range(ds, p[a].first, p[b].last, &g, &s);
	return !*ret && g == f;
}

/* The importers whose outputs start at their command (dd, hdparm, fio). */
static int splits_at_commands(const struct ingest_format *f)
{
	return !strcmp(f->name, "dd") || !strcmp(f->name, "hdparm") ||
	       !strcmp(f->name, "fio-text");
}

static int add_piece_of(struct docstate *ds, struct para *p, size_t a, size_t b,
			const struct ingest_format *f, int score, size_t ctx,
			int reruns)
{
	struct piece pc;
	int ret = 0;

	/* a label line that only came with the growing stays outside (a
	 * title line is part of CrystalDiskMark's and HD Tune's outputs,
	 * but for the titles of several runs of the same output) */
	while (a < b && (splits_at_commands(f) || reruns) &&
	       (label_like(ds, &p[a]) || caption_para(ds, &p[a]) ||
		(p[a].first == p[a].last &&
		 bullet_block_caption(ds, p[a].first)) ||
		(reruns && !p[a].fmt)) &&
	       reads_as(ds, p, a + 1, b, f, &ret))
		a++;
	if (ret)
		return ret;
	memset(&pc, 0, sizeof(pc));
	pc.kind = PIECE_TOOL;
	pc.first = p[a].first;
	pc.last = p[b].last;
	pc.ctx = ctx;
	pc.fmt = f;
	pc.tool = format_tool(f);
	pc.score = score;
	for (size_t k = a; k <= b; k++)
		p[k].used = 1;
	for (size_t k = pc.first; k <= pc.last; k++)
		ds->used[k] = 2;
	return add_piece(ds, &pc);
}

/*
 * Whether item i is a line a person wrote over the run below it, ':'
 * last ("The 16 parallel 64KiB random writes:", "with this patch:"): at
 * most 80 bytes, no '=' or '|', no command and no line of a tool's
 * ("Run status group 0 (all jobs):", "clat percentiles (usec):").
 */
static int caption_line_item(struct docstate *ds, size_t i)
{
	const struct doc_item *it = &ds->d.items[i];
	size_t len = it->len;

	while (len && (it->s[len - 1] == ' ' || it->s[len - 1] == '\t'))
		len--;
	return it->kind == DOC_LINE && len > 1 && len <= 80 &&
	       it->s[len - 1] == ':' && !memchr(it->s, '=', len) &&
	       !memchr(it->s, '|', len) && !docflat_line_start(it->s, len) &&
	       !output_line(it->s, len) && !item_has_command(ds, i, NULL);
}

/*
 * Whether a block of two or more of the tool's commands, one a line,
 * comes before item end ("fio --bs=1m ..." / "fio --bs=128k ..." in one
 * fence): runs a person then pastes one by one, each under a caption.
 */
static int commands_block_before(struct docstate *ds, size_t end,
				 const char *tool)
{
	size_t run = 0;

	for (size_t k = 0; k < end; k++) {
		if (ds->d.items[k].kind == DOC_LINE &&
		    item_has_command(ds, k, tool)) {
			if (++run >= 2)
				return 1;
		} else {
			run = 0;
		}
	}
	return 0;
}

static size_t section_first(const struct docstate *ds, size_t i);
static int command_contradicts_output(const struct docstate *ds, size_t c,
				      size_t first, size_t last);

/*
 * The words of line it before its last, when that last word is one of
 * ends, into out (n bytes), lowercased, marks and blanks around dropped:
 * "fio writing test result:" with "result" gives "fio writing test",
 * "写入测试结果：" with "结果" "写入测试".  0 when it ends in none of them
 * or has no other word.
 */
static int caption_head(const struct doc_item *it, const char *const *ends,
			char *out, size_t n)
{
	size_t l = 0;

	if (it->kind != DOC_LINE || it->len >= n || it->len > 80)
		return 0;
	for (size_t i = 0; i < it->len; i++) {
		unsigned char ch = (unsigned char)it->s[i];

		out[l++] = ch >= 0x80 || isalnum(ch) ? (char)tolower(ch) : ' ';
	}
	/* a full-width colon "：" (ef bc 9a) */
	if (l >= 3 && !memcmp(out + l - 3, "\xef\xbc\x9a", 3))
		l -= 3;
	while (l && out[l - 1] == ' ')
		l--;
	for (size_t k = 0; ends[k]; k++) {
		size_t e = strlen(ends[k]), h = l - e;

		if (l <= e || memcmp(out + h, ends[k], e) ||
		    ((unsigned char)ends[k][0] < 0x80 && out[h - 1] != ' '))
			continue;
		while (h && out[h - 1] == ' ')
			h--;
		out[h] = '\0';
		return h > 0;
	}
	return 0;
}

/*
 * Whether item r captions an output as a run's result and item c the
 * command below it as that run's, sharing their other words: "fio
 * writing test result:" over the output, "fio writing cmd:" over the
 * command ("写入测试结果：" / "写入命令：").
 */
static int captions_pair(const struct docstate *ds, size_t r, size_t c)
{
	static const char *const res[] = {"result", "results", "结果", "結果",
					  NULL};
	static const char *const cmd[] = {"cmd", "command", "命令", NULL};
	char rh[96], ch[96];

	if (!caption_head(&ds->d.items[r], res, rh, sizeof(rh)) ||
	    !caption_head(&ds->d.items[c], cmd, ch, sizeof(ch)))
		return 0;
	for (char *w = strtok(ch, " "); w; w = strtok(NULL, " "))
		if (!strstr(rh, w))
			return 0;
	return 1;
}

/*
 * The fio command of paragraph j, printed below the output of paragraphs
 * a..j-1 (the last one the output's) as that output's own: j holds one
 * fio command, captions at most; no command stands in a..j-1; the
 * command runs one direction, one of the output's; and either captions
 * say so (captions_pair(): "fio writing test result:" over the output,
 * "fio writing cmd:" over the command), or the output has no fio command
 * above it in its section that can be its own (of its direction, not the
 * command printed below another output) and the lines after the command,
 * up to the next
 * fio command or the section's end, show no output of its direction (an
 * output below of its direction would be the one it heads).  Its index,
 * or -1.
 */
static long command_follows_output(struct docstate *ds, const struct para *p,
				   size_t a, size_t j,
				   const struct ingest_format *f)
{
	size_t c = ds->n_cmds, o = a, top, end, k;
	enum iodb_op op;
	int groups = 0;
	char name[8];

	if (p[j].fmt || p[j - 1].fmt != f)
		return -1;
	for (k = 0; k < ds->n_cmds; k++) {
		if (ds->cmd_item[k] < p[j].first || ds->cmd_item[k] > p[j].last)
			continue;
		if (c < ds->n_cmds || strcmp(ds->cmds[k].tool, "fio"))
			return -1;
		c = k;
	}
	if (c == ds->n_cmds)
		return -1;
	for (k = a; k < j; k++)
		if (para_has_command(ds, &p[k], NULL))
			return -1;
	while (o < j && p[o].fmt != f)
		o++;
	op = ds->cmds[c].cond.cond.op;
	if (op != IODB_OP_READ && op != IODB_OP_WRITE)
		return -1;
	op = fio_block_says(ds, p[o].first, p[j - 1].last, name, sizeof(name),
			    &groups);
	groups |= op == IODB_OP_READ ? 1 : op == IODB_OP_WRITE ? 2 : 0;
	if (!groups ||
	    command_contradicts_output(ds, c, p[o].first, p[j - 1].last))
		return -1;
	/* the caption: the output's first line, or the line above it,
	 * blank lines between */
	top = p[o].first;
	k = top;
	if (group_line_item(ds, k) || k == p[o].last) {
		while (k > 0 && ds->d.items[k - 1].kind == DOC_LINE &&
		       ds->d.items[k - 1].blank)
			k--;
		k = k ? k - 1 : top;
	}
	if (k != top || !group_line_item(ds, k))
		if (p[j].first < ds->cmd_item[c] &&
		    captions_pair(ds, k, p[j].first))
			return (long)c;
	/* a command above it its own: not one of the other direction, nor
	 * one the output above it printed below it */
	for (k = 0; k < ds->n_cmds; k++) {
		int below = 0;

		if (strcmp(ds->cmds[k].tool, "fio") || ds->cmd_item[k] >= top ||
		    ds->cmd_item[k] < section_first(ds, top) ||
		    command_contradicts_output(ds, k, p[o].first,
					       p[j - 1].last))
			continue;
		for (size_t i = 0; i < ds->n_pieces; i++)
			below |= ds->pieces[i].cmd_below == k + 1;
		if (!below)
			return -1;
	}
	end = ds->cmd_item[c] + 1;
	while (end < ds->d.n && !section_start(&ds->d.items[end]) &&
	       !item_has_command(ds, end, "fio"))
		end++;
	groups = 0;
	op = fio_block_says(ds, ds->cmd_item[c] + 1, end - 1, name,
			    sizeof(name), &groups);
	if ((groups || op || name[0]) &&
	    !command_contradicts_output(ds, c, ds->cmd_item[c] + 1, end - 1))
		return -1;
	return (long)c;
}

/*
 * Whether paragraph j (after an output) holds one fio command of one
 * direction only, captions at most, and the next paragraph of output f
 * after it (up to end) shows directions, none of them the command's:
 * "fio --rw=write ..." over a lone "READ: bw=..." line runs something
 * else.
 */
static int command_against_next(struct docstate *ds, const struct para *p,
				size_t j, size_t end,
				const struct ingest_format *f)
{
	long c = -1;

	if (p[j].fmt)
		return 0;
	for (size_t k = 0; k < ds->n_cmds; k++) {
		if (ds->cmd_item[k] < p[j].first || ds->cmd_item[k] > p[j].last)
			continue;
		if (c >= 0 || strcmp(ds->cmds[k].tool, "fio"))
			return 0;
		c = (long)k;
	}
	for (size_t x = j + 1; c >= 0 && x <= end; x++) {
		if (para_has_command(ds, &p[x], NULL))
			return 0;
		if (p[x].fmt == f)
			return command_contradicts_output(
			    ds, (size_t)c, p[x].first, p[x].last);
	}
	return 0;
}

/*
 * The block of paragraphs start..end, one piece per run the author typed:
 * a paragraph with a command of the tool after some output starts the
 * next piece (with a label line just above it), when both halves still
 * read as the tool's.  So two outputs pasted double-spaced, each under
 * its own short title, keep their titles as labels.
 */
static int add_tool_pieces(struct docstate *ds, struct para *p, size_t start,
			   size_t end, const struct ingest_format *f, int score)
{
	const char *tool = splits_at_commands(f) ? format_tool(f) : NULL;
	size_t a = start, ctx = p[start].first;
	int output = p[start].fmt == f, ret = 0, reruns = 0, skipped = 0;

	/*
	 * Runs of the same output, each under its title line ("ZFS 4K e
	 * NTFS 4K", its CrystalDiskMark lines, "ZFS 8K e NTFS 4K", the same
	 * lines again): a piece each, the title outside as its label.
	 */
	for (size_t j = start + 1; j + 1 <= end && !tool; j++) {
		size_t first = a;

		while (first < j && !p[first].fmt)
			first++;
		if (first >= j || !label_like(ds, &p[j]) ||
		    !same_start(ds, p[first].first, p[first].last + 1,
				p[j + 1].first))
			continue;
		if (!reads_as(ds, p, a, j - 1, f, &ret) ||
		    !reads_as(ds, p, j + 1, end, f, &ret)) {
			if (ret)
				return ret;
			continue;
		}
		reruns = 1;
		ret = add_piece_of(ds, p, a, j - 1, f, score, ctx, 1);
		if (ret)
			return ret;
		a = j;
	}
	for (size_t j = start + 1; j <= end && tool; j++) {
		size_t cut = j;

		/* "The 16 parallel 64KiB random writes:" between two
		 * outputs of one line (fio's group lines, each quoted
		 * apart) after a block of the commands that ran them: a
		 * person's caption over the next run, which starts there
		 * as at a command (without such a block, the captions
		 * label their lines inside one output) */
		if (output && j < end && !strcmp(tool, "fio") &&
		    p[j - 1].fmt == f && p[j - 1].first == p[j - 1].last &&
		    p[j + 1].first == p[j + 1].last && p[j + 1].fmt == f &&
		    p[j].first == p[j].last && !p[j].fmt &&
		    caption_line_item(ds, p[j].first) &&
		    commands_block_before(ds, p[start].first, tool)) {
			if (!reads_as(ds, p, a, j - 1, f, &ret) ||
			    !reads_as(ds, p, j, end, f, &ret)) {
				if (ret)
					return ret;
				continue;
			}
			ret = add_piece_of(ds, p, a, j - 1, f, score, ctx, 0);
			if (ret)
				return ret;
			a = j;
			output = 0;
			continue;
		}
		if (!output || !para_has_command(ds, &p[j], tool)) {
			output |= p[j].fmt == f;
			continue;
		}
		/* fio's command printed below its output ("fio writing test
		 * result:" / "WRITE: bw=..." / "fio writing cmd:" / `fio
		 * ...`), or one that no output around it runs (one
		 * direction, the next output's lines all the other): in no
		 * piece, the command of the one above or of none */
		if (!strcmp(tool, "fio") && j > a &&
		    reads_as(ds, p, a, j - 1, f, &ret)) {
			long c = command_follows_output(ds, p, a, j, f);

			if (c >= 0 || command_against_next(ds, p, j, end, f)) {
				ret = add_piece_of(ds, p, a, j - 1, f, score,
						   ctx, 0);
				if (ret)
					return ret;
				if (c >= 0)
					ds->pieces[ds->n_pieces - 1].cmd_below =
					    (size_t)c + 1;
				a = j + 1;
				output = 0;
				skipped = 1;
				continue;
			}
		}
		if (ret)
			return ret;
		/* the command inside the paragraph, glued under the last
		 * lines of the output before it (fio's group summary, then
		 * "$ fio ..." with no blank line): those lines end the
		 * output before, the command starts the next */
		if (!item_has_command(ds, p[j].first, tool) && p[j - 1].fmt) {
			size_t k = p[j].first;
			const struct ingest_format *g = NULL;
			int sc;

			while (k < p[j].last && !item_has_command(ds, k, tool))
				k++;
			/* only when those lines are the tool's output: a
			 * title ("Second run:", "===== nvme0n1 =====")
			 * stays the next output's */
			ret = detect_range(ds, p[j].first, k - 1, &g, &sc);
			if (ret)
				return ret;
			if (g == f) {
				p[j - 1].last = k - 1;
				p[j].first = k;
			}
		}
		if (j - 1 > a && label_like(ds, &p[j - 1]))
			cut = j - 1;
		if (!reads_as(ds, p, a, cut - 1, f, &ret) ||
		    !reads_as(ds, p, cut, end, f, &ret)) {
			if (ret)
				return ret;
			continue;
		}
		ret = add_piece_of(ds, p, a, cut - 1, f, score, ctx, 0);
		if (ret)
			return ret;
		a = cut;
		output = 0;
	}
	/* after a command left out, nothing more of the output's */
	if (skipped && (a > end || !reads_as(ds, p, a, end, f, &ret)))
		return ret;
	return add_piece_of(ds, p, a, end, f, score, ctx, reruns);
}

/*
 * Whether paragraph q can be the result lines of output f translated into
 * another language (read as prose for its words): f prints a header
 * above its results (CrystalDiskMark, HD Tune), and every line of q ends
 * with a figure and its unit ("MB/s", "IOPS", "ms", "%"), no sentence's
 * end.
 */
static int translated_body(struct docstate *ds, const struct para *q,
			   const struct ingest_format *f)
{
	if (strcmp(f->name, "cdm") && strcmp(f->name, "hdtune"))
		return 0;
	for (size_t k = q->first; k <= q->last; k++) {
		const struct doc_item *it = &ds->d.items[k];
		size_t n = it->len, digits = 0;

		if (it->kind != DOC_LINE)
			return 0;
		if (it->blank)
			continue;
		while (n && (it->s[n - 1] == ' ' || it->s[n - 1] == '\t'))
			n--;
		for (size_t i = 0; i < n; i++)
			if (it->s[i] >= '0' && it->s[i] <= '9')
				digits = i + 1;
		/* a unit after the last figure: "MB/s", "MB/秒", "IOPS]",
		 * "ms", "%" */
		if (!digits || it->s[n - 1] == '.' ||
		    (!has_text(it->s + digits, n - digits, "/") &&
		     !has_text(it->s + digits, n - digits, "IOPS") &&
		     !has_text(it->s + digits, n - digits, "ms") &&
		     !has_text(it->s + digits, n - digits, "%")))
			return 0;
	}
	return 1;
}

static int find_blocks(struct docstate *ds)
{
	struct para *p = NULL;
	size_t n = 0;
	int ret;

	ret = paragraphs(ds, &p, &n);
	if (ret)
		return ret;
	for (size_t i = 0; i < n; i++) {
		const struct ingest_format *f = p[i].fmt, *g;
		const char *tool;
		size_t start = i, end = i;
		int score = p[i].score, s;

		if (!f || p[i].used)
			continue;
		for (size_t j = i + 1, grown = 0, tb_prev = SIZE_MAX;
		     j < n && !p[i].flat; j++) {
			if (p[j].flat)
				break;
			if (j <= p[i].whole) {
				end = j;
				continue;
			}
			if (p[j].prose && (!p[j].hard || tb_prev == j - 1) &&
			    p[j].pre == p[j - 1].pre &&
			    translated_body(ds, &p[j], f)) {
				/* "顺序读取 (Q= 32,T= 1) : 471.231 MB/s" under
				 * CrystalDiskMark's header: its translated
				 * result lines, when its importer says so */
				ret = detect_range(ds, p[start].first,
						   p[j].last, &g, &s);
				if (ret)
					goto out;
				if (g == f) {
					end = j;
					grown = 0;
					tb_prev = j;
					continue;
				}
			}
			if (p[j].hard || p[j].prose || p[j].pre != p[j - 1].pre)
				break;
			if (p[j].fmt == f) {
				end = j;
				grown = 0;
				continue;
			}
			/* "sudo dd ..." in its own code block after an hdparm
			 * output: another tool's command heads its output */
			if (para_has_command(ds, &p[j], NULL) &&
			    (!format_tool(f) ||
			     !para_has_command(ds, &p[j], format_tool(f))))
				break;
			/*
			 * Paragraphs no importer claims alone (a double-spaced
			 * paste splits an output into one-line paragraphs):
			 * a bounded run of them, within a bounded size.
			 */
			if (p[j].fmt || ++grown > GROW_MAX ||
			    p[j].last - p[start].first > GROW_ITEMS)
				break;
			ret =
			    detect_range(ds, p[start].first, p[j].last, &g, &s);
			if (ret)
				goto out;
			if (g != f)
				break;
			end = j;
		}
		/* the output's first lines, when no importer knew them alone */
		for (size_t k = start, grown = 0; k-- > 0 && !p[i].flat;) {
			if (p[k + 1].hard || p[k].prose || p[k].used ||
			    p[k].flat || p[k].fmt || p[k].pre != p[k + 1].pre ||
			    ++grown > GROW_MAX ||
			    p[end].last - p[k].first > GROW_ITEMS)
				break;
			ret = detect_range(ds, p[k].first, p[end].last, &g, &s);
			if (ret)
				goto out;
			if (g != f)
				break;
			start = k;
		}
		/* a command line just above the output */
		tool = format_tool(f);
		if (start > 0 && !p[start].hard && !p[start - 1].used &&
		    !p[start - 1].fmt && tool &&
		    item_has_command(ds, p[start - 1].last, tool)) {
			ret = detect_range(ds, p[start - 1].first, p[end].last,
					   &g, &s);
			if (ret)
				goto out;
			if (g == f)
				start--;
		}
		ret = add_tool_pieces(ds, p, start, end, f, score);
		if (ret)
			goto out;
		i = end;
	}
out:
	free(p);
	return ret;
}

static int cmp_piece(const void *a, const void *b)
{
	const struct piece *x = a, *y = b;

	return x->first < y->first ? -1 : x->first > y->first;
}

/* ---- context: headings, sections, notes ------------------------------- */

/*
 * Where the text of numbered line it starts ("1. ", "2-2. ", "3) "), past
 * its number; 0 when it has none.
 */
static size_t numbered_text(const struct doc_item *it)
{
	const char *s = it->s;
	size_t i = 0, len = it->len;

	while (i < len && s[i] == ' ')
		i++;
	if (i >= len || s[i] < '0' || s[i] > '9')
		return 0;
	while (i < len &&
	       ((s[i] >= '0' && s[i] <= '9') || s[i] == '.' || s[i] == '-'))
		i++;
	if (i < len && s[i] == ')')
		i++;
	if (i >= len || s[i - 1] == '-' ||
	    !(s[i] == ' ' || (unsigned char)s[i] == 0xc2))
		return 0;
	return s[i - 1] == '.' || s[i - 1] == ')' ? i : 0;
}

/* Whether line it starts with a list's number ("2. ", "3) "), whatever
 * follows. */
static int numbered_mark(const struct doc_item *it)
{
	return numbered_text(it) != 0;
}

/* "1.", "2-2.", "3.1", "１．": a numbered section heading in plain text. */
static int numbered_heading(const struct doc_item *it)
{
	const char *s = it->s;
	size_t i = numbered_text(it), len = it->len;

	if (!i || len - i >= 200)
		return 0;
	/* "2. In addition, we can also limit the write size by setting
	 * max_write to less than 128K.": a list item written as a sentence
	 * (eight words or more, ending in a full stop or holding a clause's
	 * comma) heads no section */
	{
		size_t words = 0;
		int clause = s[len - 1] == '.';

		for (size_t j = i; j < len; j++) {
			words += s[j] != ' ' && s[j - 1] == ' ';
			clause |= s[j] == ',' && j + 1 < len && s[j + 1] == ' ';
		}
		if (words >= 8 && clause)
			return 0;
	}
	return 1;
}

static int section_start(const struct doc_item *it)
{
	return it->kind == DOC_LINE && !it->toc &&
	       (it->heading || (!it->pre && numbered_heading(it)));
}

/* s without list markers, numbering, bold markers and blanks around. */
static struct text_line toc_text(const char *s, size_t len)
{
	struct text_line l = {s, len, 0};
	size_t i = 0;

	l = line_trim(l);
	while (i < l.len &&
	       strchr("-*+#0123456789.)_ 	", l.s[i]) != NULL && l.s[i])
		i++;
	l.s += i;
	l.len -= i;
	while (l.len && strchr("*_: 	", l.s[l.len - 1]) && l.s[l.len - 1])
		l.len--;
	return l;
}

static int same_toc_text(const struct doc_item *a, const struct doc_item *b)
{
	struct text_line x = toc_text(a->s, a->len), y = toc_text(b->s, b->len);

	return x.len >= 2 && x.len == y.len && !memcmp(x.s, y.s, x.len);
}

/*
 * A table of contents in text or Markdown: two or more lines in a row
 * (outside code) that repeat headings found further down.  They are
 * marked so that they neither start sections nor label anything.  The
 * line just above such a list ("목차", "Contents") goes with it.
 */
static void mark_toc(struct doc *d)
{
	size_t run = 0, *heads = NULL, n_heads = 0, alloc = 0, h0 = 0;

	for (size_t k = 0; k < d->n; k++) {
		const struct doc_item *h = &d->items[k];

		if (h->kind == DOC_LINE && !h->pre &&
		    (h->heading || h->emph || numbered_heading(h))) {
			if (ALLOC_GROW(heads, n_heads + 1, alloc))
				break;
			heads[n_heads++] = k;
		}
	}
	for (size_t i = 0; i <= d->n && n_heads; i++) {
		struct doc_item *it = i < d->n ? &d->items[i] : NULL;
		int hit = 0;

		if (it && it->kind == DOC_LINE && it->blank)
			continue;
		while (h0 < n_heads && heads[h0] <= i)
			h0++;
		if (it && it->kind == DOC_LINE && !it->pre && !it->heading &&
		    it->len < LABEL_MAX)
			for (size_t k = h0; k < n_heads && !hit; k++)
				hit = same_toc_text(it, &d->items[heads[k]]);
		if (hit) {
			run++;
			continue;
		}
		if (run >= 2) {
			/* the run ended before item i: mark it back */
			size_t k = i, marked = 0;

			while (marked < run && k-- > 0)
				if (d->items[k].kind == DOC_LINE &&
				    !d->items[k].blank) {
					d->items[k].toc = 1;
					marked++;
				}
			while (k-- > 0 && d->items[k].kind == DOC_LINE &&
			       d->items[k].blank)
				;
			if (k < d->n && d->items[k].kind == DOC_LINE &&
			    d->items[k].len < 40 && !d->items[k].pre)
				d->items[k].toc = 1; /* its title */
		}
		run = 0;
	}
	free(heads);
}

/*
 * Whether s is a shell command line of the kind a benchmark post runs
 * between its tools' ("echo 3 | sudo tee /proc/sys/vm/drop_caches",
 * "sync", "sudo mount /dev/sdb1 /mnt"): its first word (after "sudo ")
 * is a common utility, alone or followed by a blank.
 */
static int shell_line(const char *s)
{
	static const char *const words[] = {
	    "echo",	"sync",	    "cat",	 "cd",	     "ls",
	    "mkdir",	"mount",    "umount",	 "rm",	     "cp",
	    "mv",	"tee",	    "chmod",	 "chown",    "export",
	    "apt",	"apt-get",  "yum",	 "dnf",	     "zypper",
	    "pacman",	"modprobe", "mkfs",	 "lsblk",    "blkid",
	    "parted",	"fdisk",    "wipefs",	 "nvme",     "smartctl",
	    "zpool",	"zfs",	    "mdadm",	 "pvcreate", "vgcreate",
	    "lvcreate", "sysctl",   "systemctl", "swapoff",  "blockdev",
	    "df",	"free",	    "uname",	 "lscpu",    "lspci",
	    "fstrim",	"touch",    "ln",	 NULL,
	};
	const char *p = s;
	size_t n;

	while (*p == ' ' || *p == '\t')
		p++;
	if (!strncmp(p, "sudo ", 5))
		p += 5;
	while (*p == ' ')
		p++;
	n = strcspn(p, " \t;|&");
	if (n > 5 && !strncmp(p, "mkfs.", 5))
		n = 4;
	return word_listed(p, n, words, 0);
}

/*
 * "# 4K random write" just above "fio --name=...": a shell comment on the
 * command below it (or above "echo 3 > /proc/sys/vm/drop_caches"), read
 * as a Markdown heading, or a command itself ("# src/tool --version",
 * heading_names_nothing()); it labels no output.  Only a first-level one:
 * "### ssd read IOPS" over "> fio ..." is Markdown's, a shell's comment
 * has one '#'.
 */
/*
 * Whether heading s (len bytes) is a yes/no question naming the setup its
 * section tries ("Does btrfs raid1 work with mergerfs?", "Is XFS on
 * md0 any faster?", "What about ext4?"): "Does", "Do", "Is", "Are",
 * "Can", "Will", "Would", "What about" or "How about" first, '?' last,
 * and a word naming a thing: letters and digits ("raid1", "ext4", "980")
 * or two capitals or more ("XFS", "NVMe"; not "SSD", "HDD", "CPU",
 * "IOPS").  Not "Why so slow?", "Is this normal?": they name nothing.
 */
static int question_names_setup(const char *s, size_t len)
{
	static const char *const starts[] = {
	    "Does ", "Do ",    "Is ",	      "Are ",	    "Can ",
	    "Will ", "Would ", "What about ", "How about ", NULL};
	static const char *const plain[] = {"SSD",  "HDD", "CPU", "RAM", "IO",
					    "IOPS", "OS",  "OK",  NULL};
	size_t k;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	if (!len || s[len - 1] != '?')
		return 0;
	for (k = 0; starts[k]; k++)
		if (len > strlen(starts[k]) &&
		    !strncmp(s, starts[k], strlen(starts[k])))
			break;
	if (!starts[k])
		return 0;
	for (size_t i = strlen(starts[k]); i < len;) {
		size_t b = i, letters = 0, digits = 0, caps = 0, j;

		while (i < len && isalnum((unsigned char)s[i])) {
			letters += isalpha((unsigned char)s[i]) != 0;
			digits += isdigit((unsigned char)s[i]) != 0;
			caps += isupper((unsigned char)s[i]) != 0;
			i++;
		}
		if (i == b) {
			i++;
			continue;
		}
		if (letters && digits)
			return 1;
		for (j = 0; plain[j]; j++)
			if (strlen(plain[j]) == i - b &&
			    !strncmp(s + b, plain[j], i - b))
				break;
		if (caps >= 2 && !plain[j])
			return 1;
	}
	return 0;
}

/*
 * Whether line s (len bytes) runs a benchmark tool iodb knows, though no
 * command was read from it: "fio $FIO_OPTION --filename=/dev/nullb0", a
 * script's line whose options a variable holds ("sudo " may lead); the
 * tool's name, then an option, a variable or a path.
 */
static int tool_run_line(const char *s, size_t len)
{
	size_t n;

	while (len && (*s == ' ' || *s == '\t'))
		s++, len--;
	if (len > 5 && !strncmp(s, "sudo ", 5))
		s += 5, len -= 5;
	n = bench_tool_lead(s, len);
	return n && n < len && strchr("-$/", s[n]);
}

/* Whether s (len bytes) is a benchmark tool's name alone, any case:
 * "DD", "FIO", "hdparm" (bench_tool_word()). */
static int tool_title(const char *s, size_t len)
{
	char w[16];
	size_t b = 0;

	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	while (b < len && isspace((unsigned char)s[b]))
		b++;
	if (len - b < 2 || len - b >= sizeof(w))
		return 0;
	for (size_t i = b; i < len; i++)
		w[i - b] = (char)tolower((unsigned char)s[i]);
	return bench_tool_word(w, len - b) != NULL;
}

static int comment_heading(struct docstate *ds, size_t k)
{
	const struct doc_item *it = &ds->d.items[k];

	/* "# src/tool --version", "# hdparm -tT /dev/sdx": a root prompt's
	 * command Markdown made a heading of, wherever it stands; a
	 * question naming the setup its section tries is its name; a
	 * tool's name alone ("<h2>DD</h2>", "## FIO") runs nothing: the
	 * title of the section of that tool's runs */
	if (it->kind == DOC_LINE && it->heading && !ds->d.html &&
	    heading_names_nothing(it->s, it->len) &&
	    !question_names_setup(it->s, it->len) &&
	    !tool_title(it->s, it->len))
		return 1;
	return it->kind == DOC_LINE && it->heading == 1 && !ds->d.html &&
	       k + 1 < ds->d.n && ds->d.items[k + 1].kind == DOC_LINE &&
	       !ds->d.items[k + 1].blank &&
	       ds->d.items[k + 1].no == it->no + 1 &&
	       (item_has_command(ds, k + 1, NULL) ||
		shell_line(ds->d.items[k + 1].s) ||
		tool_run_line(ds->d.items[k + 1].s, ds->d.items[k + 1].len));
}

/*
 * Whether numbered line k is an item of a numbered list ("1. use iozone
 * and dd", "2. share is tmpfs", ... on consecutive lines): a list, not a
 * section heading that names the outputs far below it.
 */
static int numbered_list_item(const struct docstate *ds, size_t k)
{
	const struct doc *d = &ds->d;
	size_t up = k, down = k + 1;

	if (d->items[k].heading || !numbered_heading(&d->items[k]))
		return 0;
	/* a loose list, its items a blank line apart ("1. Internal card:
	 * Acme 16 GB" / "" / "2. Flash stick: Betacorp 32 GB" / "" / ...,
	 * the configurations a post tested): nothing but blank lines
	 * between two numbered lines, no section's text */
	for (int b = 0; up > 0 && b < 2 && d->items[up - 1].kind == DOC_LINE &&
			d->items[up - 1].blank;
	     b++)
		up--;
	for (int b = 0; down < d->n && b < 2 &&
			d->items[down].kind == DOC_LINE && d->items[down].blank;
	     b++)
		down++;
	/* a neighbour too long for a heading ("2. write流程中size设置...",
	 * a sentence of 200 bytes) is the list's next item all the same */
	return (up > 0 && line_item(d, up - 1) && !d->items[up - 1].heading &&
		!(up < k && d->items[up - 1].pre) &&
		numbered_mark(&d->items[up - 1])) ||
	       (line_item(d, down) && !d->items[down].heading &&
		!(down > k + 1 && d->items[down].pre) &&
		numbered_mark(&d->items[down]));
}

/*
 * Walking up from an output, past heading item k that comment_heading()
 * passes over as no label: *floor gets its level when it still heads a
 * section of the page, a Markdown heading of level 2 or more ("###
 * Benchmarking", "## Why so slow?"; a root prompt's '#' makes level 1
 * alone), the lowest level passed.
 */
static void pass_heading(struct docstate *ds, size_t k, int *floor)
{
	const struct doc_item *it = &ds->d.items[k];

	if (it->kind == DOC_LINE && it->heading >= 2 && !it->toc &&
	    (!*floor || it->heading < *floor) && comment_heading(ds, k))
		*floor = it->heading;
}

/*
 * Whether item it, further up than a heading of level floor that was
 * passed (pass_heading(); 0: none), belongs to an earlier section: a
 * heading of that level or a deeper one ("### Dataset" above "###
 * Benchmarking": a sibling heads another section and names nothing below
 * the next), or a line that is no heading (that section's text).  Only a
 * parent heading, of a lower level, still heads the output.
 */
static int before_section(const struct doc_item *it, int floor)
{
	return floor && (!it->heading || it->heading >= floor);
}

/* The line just above item i: a heading or a short line (not a command). */
/*
 * Whether line item k is one a command above goes on to with its
 * trailing '\\' ("fio --name=rr --rw=randread \\" over "--numjobs=4
 * --group_reporting"), as continued_command() joins them: part of the
 * command, no caption.
 */
static int command_goes_on_to(struct docstate *ds, size_t k)
{
	for (size_t j = k, lines = 0; j > 0 && lines < 40; j--, lines++) {
		const struct doc_item *up = &ds->d.items[j - 1];
		int cont;

		if (up->kind != DOC_LINE || up->blank || up->heading)
			return 0;
		command_line_len(up->s, up->len, 0, &cont);
		if (!cont)
			return 0;
		if (item_has_command(ds, j - 1, NULL))
			return 1;
	}
	return 0;
}

/*
 * above() for bare fio lines (cont set): the lines a command goes on to
 * with its '\\' are the command's, skipped as it is.
 */
static long above_lines(struct docstate *ds, size_t i, int max_items, int cont)
{
	int floor = 0;

	for (size_t k = i, seen = 0; k-- > 0 && seen < (size_t)max_items;) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || ds->used[k])
			return -1;
		/* "    |     |": a table's spacer row names nothing */
		if (it->blank || it->toc || line_is_cut_mark(it->s, it->len) ||
		    table_md_spacer(it->s, it->len))
			continue;
		/* "> --numjobs=4 --group_reporting" under "> fio --name=rr
		 * ... \\": the command's own line, which counts once */
		if (cont && command_goes_on_to(ds, k))
			continue;
		seen++;
		/* "\tcharset=us-ascii" of the MIME part's headers: the part
		 * starts below them, nothing above names its output */
		if (mime_headers_item(ds, k))
			return -1;
		/* "Cc: ann@example.org; list@example.org" / "Subject: Re: slow
		 * writes": a mail's headers, quoted or raw, name who wrote to
		 * whom; the caption search ends there */
		if (mail_headers_item(ds, k))
			return -1;
		if (before_section(it, floor))
			return -1;
		pass_heading(ds, k, &floor);
		/* "Run status group 0 (all jobs):" over the group line a
		 * mailer split off: the output's own line, no caption */
		if (line_is_fio_piece(it->s, it->len))
			return -1;
		/* "[root@h 14:02 /nvme]" over "#echo 3 > ... ; dd ...": a
		 * prompt's first line is the command's, no caption */
		/* "**fio cmd**" over the command: its header, no caption */
		if (item_has_command(ds, k, NULL) || comment_heading(ds, k) ||
		    line_is_prompt_alone(it->s, it->len) ||
		    line_command_header(it->s, it->len))
			continue;
		if (it->len > 300 || numbered_list_item(ds, k))
			return -1; /* a list's item names no output below */
		return (long)k;
	}
	return -1;
}

static long above(struct docstate *ds, size_t i, int max_items)
{
	return above_lines(ds, i, max_items, 0);
}

static int heading_may_name(struct docstate *ds, long k);
static int script_name_only(const char *s, size_t len);
static int heading_names_no_system(const char *s, size_t len);
static int label_names_test_only(const char *s, size_t len);
static int step_heading(const char *s, size_t len);
static int title_names_system(const char *s, size_t len);
static void label_text(char *dst, size_t n, const char *s, int html);
static size_t strip_len(const char *label);

/*
 * Whether item k is a bold line of its own naming one system as a title
 * does ("**ODROID-N1**", "__Samsung 970 EVO__"; title_names_system()):
 * it heads what follows as a heading does, though written as none.  Not
 * a remark ("**NOTE: cache on**"), settings or a test's words.
 */
static int bold_name(struct docstate *ds, size_t k)
{
	const struct doc_item *it = &ds->d.items[k];
	char t[LABEL_MAX];
	struct testname tn;

	if (it->emph != 1 || it->heading || it->pre || it->len >= LABEL_MAX ||
	    !heading_may_name(ds, (long)k) || line_is_remark(it->s, it->len) ||
	    line_is_settings(it->s, it->len) || step_heading(it->s, it->len) ||
	    heading_names_no_system(it->s, it->len) ||
	    label_names_test_only(it->s, it->len))
		return 0;
	label_text(t, sizeof(t), it->s, ds->d.html);
	t[strip_len(t)] = '\0';
	testname_parse(t, strlen(t), 0, &tn);
	return t[0] && !tn.found && !tn.metric && !tn.datasheet &&
	       !tn.aggregate && !tn.other && !testname_tool(t, strlen(t)) &&
	       title_names_system(t, strlen(t));
}

/*
 * The nearest heading above item i, not across a table or block (bold
 * set: a bold line naming a system, bold_name(), counts as one).  The
 * lines of the code block holding item i above it are that block's own
 * output ("## Hetzner CX11" over a fence, YABS's banner and system facts,
 * then its fio table): they do not count against the distance (80 at
 * most).
 */
static long nearest_heading(struct docstate *ds, size_t i, int bold)
{
	int in_block = i < ds->d.n && ds->d.items[i].pre;
	/* lines of another code block in a row: one line to the distance
	 * (a plan's facts in a box between the heading and the output),
	 * 40 at most; SIZE_MAX when a line of it runs a command */
	size_t other = 0;
	/* an output right above the block, nothing but blank lines
	 * between (a second YABS run after the first under "## 5)
	 * Greencloud"): the heading over the first is this one's too;
	 * crossing: walking through those blocks (not the lines of one
	 * quoted mail, no blank line outside them between) */
	int start_block = in_block, prose = 0, gap = 0, crossing = 0;
	int crossed = 0;

	for (size_t k = i, seen = 0, own = 0; k-- > 0 && seen < 12;) {
		const struct doc_item *it = &ds->d.items[k];

		if (crossing && (it->pre || it->blank) && crossing++ < 400)
			continue;
		crossing = 0;
		if ((it->kind != DOC_LINE || ds->used[k]) && start_block &&
		    gap && !prose && !crossed && it->pre) {
			crossing = crossed = 1;
			continue;
		}
		if (it->kind != DOC_LINE || ds->used[k])
			return -1;
		prose |= !it->pre && !it->blank;
		/* a blank line outside any block: ours ended above it */
		gap |= start_block && !it->pre && it->blank;
		in_block = in_block && it->pre;
		if (in_block && ++own <= 80)
			continue;
		if (it->blank)
			continue;
		if (mime_headers_item(ds, k))
			return -1; /* a MIME part starts below */
		if (!it->pre) {
			other = 0;
		} else if (!other++) {
			/* a block running a command counts whole: the
			 * heading over a test's command names the test */
			for (size_t b = k + 1; b-- > 0 && ds->d.items[b].pre &&
					       ds->d.items[b].kind == DOC_LINE;)
				if (item_has_command(ds, b, NULL)) {
					other = SIZE_MAX;
					break;
				}
		}
		if (other > 1 && other <= 40)
			continue;
		seen++;
		if (section_start(it) && it->len < LABEL_MAX &&
		    !numbered_list_item(ds, k))
			return (long)k;
		if (bold && bold_name(ds, k))
			return (long)k;
	}
	return -1;
}

static long heading_above(struct docstate *ds, size_t i)
{
	return nearest_heading(ds, i, 0);
}

/*
 * The nearest heading, caption or bold line above tool block item i, not
 * across a table or another block.
 */
static long label_above(struct docstate *ds, size_t i)
{
	int floor = 0;

	for (size_t k = i, seen = 0; k-- > 0 && seen < 12;) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || ds->used[k])
			return -1;
		if (it->blank || it->toc)
			continue;
		seen++;
		/* a MIME part starts below; a mail's headers, quoted or
		 * raw ("linux-kernel@vger.kernel.org" of a quoted "Cc:"):
		 * another message's, never a name */
		if (mime_headers_item(ds, k) || mail_headers_item(ds, k))
			return -1;
		if (before_section(it, floor)) {
			if (it->heading)
				return -1;
			continue;
		}
		pass_heading(ds, k, &floor);
		if (line_is_fio_piece(it->s, it->len))
			return -1; /* fio's own line, no heading */
		/* "**NOTE: the cache may inflate results**": a remark on
		 * the output, the heading above it still names it */
		if (it->emph && !it->heading && line_is_remark(it->s, it->len))
			continue;
		/* "**fio cmd**": the header of the command below, no name */
		if (!it->heading && line_command_header(it->s, it->len))
			continue;
		if ((section_start(it) || (it->emph && !it->pre)) &&
		    it->len < LABEL_MAX && !comment_heading(ds, k) &&
		    !numbered_list_item(ds, k))
			return (long)k;
	}
	return -1;
}

/*
 * The heading of the section holding tool block item i, across the other
 * outputs and the prose of the section (not across a table): the label
 * of a block that nothing closer names.
 */
static long section_heading_above(struct docstate *ds, size_t i)
{
	int floor = 0;

	for (size_t k = i, seen = 0; k-- > 0 && seen < 200; seen++) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || ds->used[k] == 1 ||
		    mime_headers_item(ds, k) || mail_headers_item(ds, k))
			return -1; /* a table, a MIME part's start, a mail's
				    * headers */
		if (before_section(it, floor)) {
			if (it->heading && !it->toc)
				return -1;
			continue;
		}
		pass_heading(ds, k, &floor);
		if (section_start(it) && !comment_heading(ds, k) &&
		    !numbered_list_item(ds, k))
			return it->len < LABEL_MAX ? (long)k : -1;
	}
	return -1;
}

/* Where the section holding item i starts, by its heading: a table (a
 * time report in a code block read as one) does not end it. */
static size_t heading_section_of(const struct docstate *ds, size_t i)
{
	for (size_t k = i; k-- > 0;)
		if (section_start(&ds->d.items[k]))
			return k;
	return 0;
}

/* Where the section holding item i starts. */
static size_t section_of(struct docstate *ds, size_t i)
{
	for (size_t k = i; k-- > 0;)
		if (section_start(&ds->d.items[k]) || ds->used[k] == 1)
			return k;
	return 0;
}

/*
 * Whether s[e] ends an English sentence: '.', '!' or '?' before a blank
 * and a capital ("... 16KB block size (...). Results are ordered by
 * Random Write IOPS"): the next sentence's words are no condition of the
 * clause before.  Not "approx. 4k" nor "1.5 GB".
 */
static int clause_ends_sentence(const char *s, size_t len, size_t e)
{
	return (s[e] == '.' || s[e] == '!' || s[e] == '?') && e + 2 < len &&
	       s[e + 1] == ' ' && s[e + 2] >= 'A' && s[e + 2] <= 'Z';
}

/*
 * Whether clause s (len bytes) speaks of video ("4K 촬영", "4K and UHD
 * footage", "4K動画"): its "4K" (2K, 8K) is a resolution, no block size.
 */
static int video_clause(const char *s, size_t len)
{
	static const char *const words[] = {
	    "video",
	    "vid\xc3\xa9o",
	    "uhd",
	    "footage",
	    "resolution",
	    "r\xc3\xa9solution",
	    "aufl\xc3\xb6sung",
	    "fps",
	    "hdr",
	    "\xec\xb4\xac\xec\x98\x81",			/* 촬영 */
	    "\xec\x98\x81\xec\x83\x81",			/* 영상 */
	    "\xed\x95\xb4\xec\x83\x81\xeb\x8f\x84",	/* 해상도 */
	    "\xe6\x92\xae\xe5\xbd\xb1",			/* 撮影 */
	    "\xe5\x8b\x95\xe7\x94\xbb",			/* 動画 */
	    "\xe8\xa7\xa3\xe5\x83\x8f\xe5\xba\xa6",	/* 解像度 */
	    "\xe8\xa7\x86\xe9\xa2\x91",			/* 视频 */
	    "\xe5\xbd\x95\xe5\x83\x8f",			/* 录像 */
	    "\xe5\x88\x86\xe8\xbe\xa8\xe7\x8e\x87",	/* 分辨率 */
	    "\xd0\xb2\xd0\xb8\xd0\xb4\xd0\xb5\xd0\xbe", /* видео */
	    NULL};

	for (size_t i = 0; words[i]; i++) {
		size_t n = strlen(words[i]);

		for (size_t k = 0; k + n <= len; k++)
			if (!strncasecmp(s + k, words[i], n))
				return 1;
	}
	return 0;
}

/*
 * Whether clause s (len bytes, parsed as tn) gives a disk's own size,
 * not a test's: its sectors or preferred I/O size ("Preferred minimum
 * I/O size 4096 bytes", "Sector size (logical/physical)"), or the disk
 * said to work in blocks of a size with no test, direction or metric
 * named ("El disco trabaja con bloques de 4 KiB"), or a RAID array's chunk
 * ("976510976 blocks super 1.2 256k chunks" of /proc/mdstat, "Chunk Size :
 * 512K").
 */
static int disk_size_clause(const char *s, size_t len,
			    const struct testname *tn)
{
	static const char *const geometry[] = {
	    "sector", "logical", "physical", "minimum i/o", "optimal",
	    "preferred", "i/o size", "secteur", "sektor", "f\xc3\xadsic",
	    "l\xc3\xb3gic",
	    /* a RAID array's ("Chunk Size : 512K", "--chunk=256") */
	    "chunk size", "chunk-size", "--chunk", "stripe size", "stripe-size",
	    NULL};
	static const char *const disk[] = {
	    "disk", "disco", "disque", "platte",
	    "\xd0\xb4\xd0\xb8\xd1\x81\xd0\xba", "dysk",
	    /* "4 MB data partition", "a 4 MB
	     * file", "8 MB flash": a capacity */
	    "partition", "partici", "parti\xc3\xa7", "volume", "file", "flash",
	    NULL};
	char buf[256];
	size_t n = len < sizeof(buf) - 1 ? len : sizeof(buf) - 1;

	if (memmem(s, len, "bs=", 3))
		return 0;
	memcpy(buf, s, n);
	buf[n] = '\0';
	for (size_t i = 0; geometry[i]; i++)
		if (strcasestr(buf, geometry[i]))
			return 1;
	/* "976510976 blocks super 1.2 512k chunks" of /proc/mdstat */
	if (strstr(buf, " blocks ") && strstr(buf, " chunks"))
		return 1;
	if (tn->cond.pattern != IODB_PATTERN_UNKNOWN || tn->n_ops ||
	    tn->metric != TESTNAME_NONE || tn->cond.iodepth > 0 ||
	    tn->cond.numjobs > 0)
		return 0;
	for (size_t i = 0; disk[i]; i++)
		if (strcasestr(buf, disk[i]))
			return 1;
	return 0;
}

static size_t jobfile_last_item(const struct docstate *ds, size_t j);

/*
 * Whether item k is a line of a job file the document shows
 * (scan_jobfiles()): "bs=4k", "size=16GB" there are its jobs' options,
 * which its command's conditions give where its jobs agree, no prose.
 */
static int jobfile_item(const struct docstate *ds, size_t k)
{
	const struct doc_item *it = &ds->d.items[k];

	if (!memchr(it->s, '=', it->len) && !memchr(it->s, '[', it->len))
		return 0;
	for (size_t j = 0; j < ds->n_cmds; j++)
		if (ds->cmds[j].text[0] == '[' && ds->cmd_item[j] <= k &&
		    k <= jobfile_last_item(ds, j))
			return 1;
	return 0;
}

/* Whether line s (len bytes; code marks and blanks around aside) is a job
 * file's section line: "[global]", "``[job0]``". */
static int job_section_line(const char *s, size_t len)
{
	while (len && strchr(" \t`", s[len - 1]))
		len--;
	while (len && strchr(" \t`", s[0])) {
		s++;
		len--;
	}
	return len > 2 && fio_options_jobfile_start(s, len) == 0;
}

/*
 * Whether item k is an option line of a job file the document shows,
 * fenced or not (jobfile_item()), or given a line or a paragraph each
 * ("[job0]" / "filename=/dev/nvme0n1", "``bs=8k``" / "" / "``rw=read``"):
 * a line of settings alone (line_is_settings()) among the lines of
 * settings next to it, blank lines aside, one of them a section line or
 * three lines of settings in all.  The job's options, never a caption
 * naming the runs below.
 */
static int jobfile_option(const struct docstate *ds, size_t k)
{
	const struct doc_item *it = &ds->d.items[k];
	size_t lines = 1;
	int section = 0;

	if (jobfile_item(ds, k))
		return 1;
	if (it->kind != DOC_LINE || !line_is_settings(it->s, it->len))
		return 0;
	for (int dir = -1; dir <= 1; dir += 2)
		for (size_t j = k, walked = 0; walked < 64; walked++) {
			const struct doc_item *o;

			if ((dir < 0 && !j) || (dir > 0 && j + 1 >= ds->d.n))
				break;
			j = dir < 0 ? j - 1 : j + 1;
			o = &ds->d.items[j];
			if (o->kind != DOC_LINE || o->heading || o->toc)
				break;
			if (o->blank)
				continue;
			if (job_section_line(o->s, o->len))
				section = 1;
			else if (!line_is_settings(o->s, o->len))
				break;
			lines++;
		}
	return section || lines >= 3;
}

/*
 * Whether clause s (len bytes) opens with a key naming a test, a list
 * item's "Sequential: bs=1M", "Random 4K: bs=4k" (a bullet before it
 * allowed, "- • Sequential:"): the key's words, before a ':' and a blank,
 * parsed into *key (its pattern or direction, key_of_test()), *from
 * (when not NULL) set to where its words start.  0 when the clause has no
 * such ':' (then *key and *from are left as they were).
 */
static int test_key(const char *s, size_t len, struct testname *key,
		    size_t *from)
{
	const char *c = memchr(s, ':', len);
	size_t a, k, words = 1;

	if (!c || (size_t)(c - s) + 1 >= len || c[1] != ' ')
		return 0;
	k = (size_t)(c - s);
	/* its words: back to a bullet, a dash or the clause's start */
	for (a = k; a > 0; a--) {
		if (s[a - 1] == ' ' && a >= 2 && strchr("-*", s[a - 2]))
			break;
		if (a >= 3 && !memcmp(s + a - 3, "\xe2\x80\xa2", 3))
			break; /* "•" */
		if (s[a - 1] == ' ' && a < k)
			words++;
	}
	if (words > 5 || memchr(s + a, '=', k - a))
		testname_init(key); /* "ioengine=libaio:", a sentence */
	else
		testname_parse(s + a, k - a, 0, key);
	if (from)
		*from = a;
	return 1;
}

/* Whether key (test_key()) names a pattern or a direction, nothing else. */
static int key_of_test(const struct testname *key)
{
	return (key->cond.pattern != IODB_PATTERN_UNKNOWN || key->n_ops) &&
	       key->metric == TESTNAME_NONE && !key->cdm;
}

/*
 * Whether clause s (len bytes) gives a size after "per" ("built-in
 * per-4K CRC-32C", "one checksum per 4 KiB"): the grain something else
 * works at (a checksum, a sector, a page), no block size the test ran.
 */
static int per_size_clause(const char *s, size_t len)
{
	for (size_t i = 0; i + 4 < len; i++)
		if ((!i || !isalpha((unsigned char)s[i - 1])) &&
		    !strncasecmp(s + i, "per", 3) &&
		    (s[i + 3] == '-' || s[i + 3] == ' ') &&
		    isdigit((unsigned char)s[i + 4]))
			return 1;
	return 0;
}

/* Whether clause s (len bytes) names two queue depths ("QD1 and QD32"). */
static int two_depths(const char *s, size_t len)
{
	int n = 0;

	for (size_t i = 0; i + 2 < len; i++)
		if ((i == 0 || !isalnum((unsigned char)s[i - 1])) &&
		    !strncasecmp(s + i, "qd", 2) &&
		    isdigit((unsigned char)s[i + 2]))
			n++;
	return n > 1;
}

/*
 * The conditions the clauses of line s (len bytes; emph: all in bold)
 * state, appended to *notes.  Clauses part at ',', ';', " / " and a
 * sentence's end; with brackets (a statement of the tests, see
 * tool_tests_notes()) a ',' inside brackets parts nothing ("sequential
 * (1MB blocks, iodepth=32)") and a closing bracket ends its clause ("...
 * iodepth=32) and random (4K blocks, ...)").
 */
static int line_notes(const char *s, size_t len, int emph, int brackets,
		      struct testname **notes, size_t *n, size_t *alloc)
{
	size_t b = 0;
	int depth = 0;
	/* the test a "Sequential:" key of the sentence names */
	struct testname key;

	testname_init(&key);
	for (size_t e = 0; e <= len; e++) {
		struct testname tn;
		int cut = e == len || s[e] == ',' || s[e] == ';' ||
			  (s[e] == '/' && e && s[e - 1] == ' ') ||
			  clause_ends_sentence(s, len, e);

		/* "，" "、" "。" */
		if (!cut && e + 3 <= len &&
		    (!memcmp(s + e, "\xef\xbc\x8c", 3) ||
		     !memcmp(s + e, "\xe3\x80\x81", 3) ||
		     !memcmp(s + e, "\xe3\x80\x82", 3)))
			cut = 1;
		if (brackets && e < len && s[e] == '(')
			depth++;
		else if (brackets && e < len && s[e] == ')' && depth) {
			depth--;
			cut = !depth;
		} else if (brackets && depth && e < len) {
			cut = 0;
		}
		if (!cut)
			continue;
		testname_parse(s + b, e - b, 0, &tn);
		if (test_key(s + b, e - b, &key, NULL) && !key_of_test(&key))
			testname_init(&key);
		else if (tn.cond.pattern == IODB_PATTERN_UNKNOWN && !tn.n_ops &&
			 key_of_test(&key)) {
			/* "Sequential: bs=1M, iodepth=32": the depth is the
			 * sequential tests' too; "QD1 and QD32 tested
			 * separately" is no one depth */
			tn.cond.pattern = key.cond.pattern;
			tn.cond.op = key.cond.op;
			if (two_depths(s + b, e - b))
				tn.cond.iodepth = -1;
		}
		if (tn.cond.bs > 0 && (testname_sizes_differ(s + b, e - b) ||
				       table_names_cache(s + b, e - b)))
			tn.cond.bs = -1; /* "64 Mio de cache RAM" */
		if (tn.cond.bs > 0 && (disk_size_clause(s + b, e - b, &tn) ||
				       per_size_clause(s + b, e - b)))
			tn.cond.bs = -1;
		/* "4K 촬영", "4K and UHD footage": a resolution */
		if ((tn.cond.bs == 2048 || tn.cond.bs == 4096 ||
		     tn.cond.bs == 8192) &&
		    video_clause(s + b, e - b))
			tn.cond.bs = -1;
		/* "**WD Caviar Black 7.200 64MB SATA 3.0**": a size in a
		 * caption naming no test, metric or queue is the disk's (its
		 * cache, its capacity), no block size */
		if (emph && tn.cond.bs > 0 &&
		    tn.cond.pattern == IODB_PATTERN_UNKNOWN && !tn.n_ops &&
		    tn.metric == TESTNAME_NONE && tn.cond.iodepth <= 0 &&
		    tn.cond.numjobs <= 0)
			tn.cond.bs = -1;
		b = e + 1;
		if (e < len && clause_ends_sentence(s, len, e))
			testname_init(&key);
		if (tn.cond.bs <= 0 && tn.cond.iodepth <= 0 &&
		    tn.cond.numjobs <= 0)
			continue;
		if (tn.cdm)
			continue;
		if (ALLOC_GROW(*notes, *n + 1, *alloc))
			return -ENOMEM;
		(*notes)[(*n)++] = tn;
	}
	return 0;
}

/*
 * The keys of the lines notes came from that name their tests (a list
 * of test parameters' "- Sequential: bs=1M", "- Sustained Write: 120 s";
 * table_context's note_keys) and per note the index of its line's key,
 * -1 none.
 */
#define LIST_KEYS 8
struct list_keys {
	char key[LIST_KEYS][64];
	const char *keyp[LIST_KEYS]; /* key[], once the notes are final */
	size_t n;
	int *of; /* per note */
	size_t alloc;
	size_t tagged; /* how many notes of is for */
};

/*
 * Record the key of line s (len bytes, a list item's; test_key(), a test's,
 * key_of_test()) and tag the notes before..n-1 its line_notes() gave
 * with it.  A line whose notes name another pattern or direction than
 * the key (a second key on the line) keeps no key: its notes stay
 * untagged.
 */
static int list_key_notes(struct list_keys *lk, const char *s, size_t len,
			  const struct testname *notes, size_t before, size_t n)
{
	struct testname key;
	size_t from = 0, klen;
	const char *c;
	int idx = -1;

	testname_init(&key);
	if (test_key(s, len, &key, &from) && key_of_test(&key) &&
	    lk->n < LIST_KEYS) {
		c = memchr(s, ':', len);
		while (s[from] == ' ')
			from++; /* "- • Sequential:" */
		klen = (size_t)(c - s) - from;
		idx = klen < sizeof(lk->key[0]) ? (int)lk->n : -1;
		for (size_t i = before; i < n && idx >= 0; i++)
			if (notes[i].cond.pattern != key.cond.pattern ||
			    notes[i].cond.op != key.cond.op)
				idx = -1;
		if (idx >= 0) {
			memcpy(lk->key[lk->n], s + from, klen);
			lk->key[lk->n][klen] = 0;
			lk->n++;
		}
	}
	if (ALLOC_GROW(lk->of, n, lk->alloc))
		return -ENOMEM;
	for (size_t i = before; i < n; i++)
		lk->of[i] = idx;
	lk->tagged = n;
	return 0;
}

/*
 * Whether item k is a line of prose notes may come from: not blank, not
 * taken by a table or output, no command or job file.
 */
static int notes_item(struct docstate *ds, size_t k)
{
	const struct doc_item *it = &ds->d.items[k];

	return it->kind == DOC_LINE && !it->blank && !ds->used[k] &&
	       !item_has_command(ds, k, NULL) && !jobfile_item(ds, k);
}

/*
 * Conditions stated in the prose of items from..to-1; the keys of the
 * lines naming their tests in *lk (list_key_notes()) when lk is not NULL.
 */
static int collect_notes(struct docstate *ds, size_t from, size_t to,
			 struct testname **out, size_t *n_out,
			 struct list_keys *lk)
{
	struct testname *notes = NULL;
	size_t n = 0, alloc = 0;

	for (size_t k = from; k < to; k++) {
		const struct doc_item *it = &ds->d.items[k];
		size_t before;

		if (!notes_item(ds, k))
			continue;
		before = n;
		if (line_notes(it->s, it->len, it->emph, 0, &notes, &n,
			       &alloc) ||
		    (lk &&
		     list_key_notes(lk, it->s, it->len, notes, before, n))) {
			free(notes);
			return -ENOMEM;
		}
	}
	*out = notes;
	*n_out = n;
	return 0;
}

/*
 * The size word s (len bytes) alone states ("4KB", "128KiB", "1M"): a
 * number glued to its unit, nothing else; 0 when none.
 */
static int64_t size_word(const char *s, size_t len)
{
	struct testname tn;

	if (!len || !isdigit((unsigned char)s[0]))
		return 0;
	for (size_t i = 0; i < len; i++)
		if (!isalnum((unsigned char)s[i]))
			return 0;
	testname_parse(s, len, 0, &tn);
	return tn.cond.bs > 0 ? tn.cond.bs : 0;
}

/* How often word w stands whole in s (len bytes), any case. */
static size_t word_count(const char *s, size_t len, const char *w)
{
	size_t n = 0, wl = strlen(w);

	for (size_t i = 0; i + wl <= len; i++)
		if ((!i || !isalnum((unsigned char)s[i - 1])) &&
		    !strncasecmp(s + i, w, wl) &&
		    (i + wl == len || !isalnum((unsigned char)s[i + wl])))
			n++;
	return n;
}

/*
 * A sentence s (len bytes) giving two tests a block size each
 * "respectively" ("The program runs with 4KB and 128KB block-size
 * respectively to measure the random and sequential I/O performance"):
 * "A and B" right before "respectively" (a word of blocks between them
 * allowed), both sizes alone and different, and "random and sequential"
 * (or "sequential and random") in the sentence, each word once, the
 * word "respectively" once.  1 with the sizes in bs[] and the patterns in
 * pat[], in order; 0 none.
 */
static int respective_sizes(const char *s, size_t len, int64_t bs[2],
			    enum iodb_pattern pat[2])
{
	static const char *const blocks[] = {
	    "block-size", "block size", "block-sizes", "block sizes",
	    "blocks",	  "bs",		NULL};
	size_t r = 0, e, a, i;
	int found = 0;

	if (word_count(s, len, "respectively") != 1 ||
	    word_count(s, len, "random") != 1 ||
	    word_count(s, len, "sequential") != 1)
		return 0;
	for (i = 0; i + 12 <= len && !found; i++)
		if (testname_word_at(s, len, i, "respectively")) {
			found = 1;
			r = i;
		}
	if (!found)
		return 0;
	e = r;
	while (e && s[e - 1] == ' ')
		e--;
	for (size_t k = 0; blocks[k]; k++) {
		size_t bl = strlen(blocks[k]);

		if (e > bl && !strncasecmp(s + e - bl, blocks[k], bl) &&
		    s[e - bl - 1] == ' ') {
			for (e -= bl; e && s[e - 1] == ' ';)
				e--;
			break;
		}
	}
	for (a = e; a && s[a - 1] != ' ';)
		a--;
	bs[1] = size_word(s + a, e - a);
	if (!bs[1] || a < 6 || strncasecmp(s + a - 5, " and ", 5))
		return 0;
	e = a - 5;
	for (a = e; a && s[a - 1] != ' ';)
		a--;
	bs[0] = size_word(s + a, e - a);
	if (!bs[0] || bs[0] == bs[1])
		return 0;
	for (i = 0; i + 21 <= len; i++) {
		if (!strncasecmp(s + i, "random and sequential", 21)) {
			pat[0] = IODB_PATTERN_RAND;
			pat[1] = IODB_PATTERN_SEQ;
			return 1;
		}
		if (!strncasecmp(s + i, "sequential and random", 21)) {
			pat[0] = IODB_PATTERN_SEQ;
			pat[1] = IODB_PATTERN_RAND;
			return 1;
		}
	}
	return 0;
}

/*
 * The two metrics line s (len bytes) names in order, joined by "and"
 * ("the actual IOPS and throughput"): 1 IOPS first, 2 the rate first
 * ("throughput" or "bandwidth"), 0 none or both.
 */
static int metric_pair(const char *s, size_t len)
{
	static const char *const rate[] = {"throughput", "bandwidth", NULL};
	int got = 0;

	for (size_t i = 0; i < len; i++)
		for (size_t k = 0; rate[k]; k++) {
			size_t rl = strlen(rate[k]);
			char a[32], b[32];

			snprintf(a, sizeof(a), "iops and %s", rate[k]);
			snprintf(b, sizeof(b), "%s and iops", rate[k]);
			if (testname_word_at(s, len, i, "iops") &&
			    i + rl + 9 <= len && !strncasecmp(s + i, a, rl + 9))
				got |= 1;
			if (testname_word_at(s, len, i, rate[k]) &&
			    i + rl + 9 <= len && !strncasecmp(s + i, b, rl + 9))
				got |= 2;
		}
	return got == 3 ? 0 : got;
}

/*
 * What the prose of items from..to-1 (a table's section above it) says
 * each of two metrics measured: one line naming them "IOPS and
 * throughput", one sentence giving "4KB and 128KB block-size
 * respectively" to "the random and sequential" tests; the IOPS must be
 * the random test's, the rate the sequential one's.  Into out[2] (metric,
 * pattern, block size), in the prose's order; 1 when so, else 0.  Two
 * such lines or sentences: 0.
 */
static int respective_notes(struct docstate *ds, size_t from, size_t to,
			    struct testname out[2])
{
	int order = 0, sizes = 0;
	int64_t bs[2];
	enum iodb_pattern pat[2];

	for (size_t k = from; k < to; k++) {
		const struct doc_item *it = &ds->d.items[k];
		int o;

		if (!notes_item(ds, k))
			continue;
		o = metric_pair(it->s, it->len);
		if (o && order)
			return 0;
		if (o)
			order = o;
		for (size_t b = 0, e = 0; e <= it->len; e++) {
			int64_t tb[2];
			enum iodb_pattern tp[2];

			if (e < it->len &&
			    !clause_ends_sentence(it->s, it->len, e))
				continue;
			if (respective_sizes(it->s + b, e - b, tb, tp)) {
				if (sizes)
					return 0;
				sizes = 1;
				memcpy(bs, tb, sizeof(bs));
				memcpy(pat, tp, sizeof(pat));
			}
			b = e + 1;
		}
	}
	if (!order || !sizes)
		return 0;
	for (int k = 0; k < 2; k++) {
		int iops = (order == 1) == (k == 0);

		if (pat[k] != (iops ? IODB_PATTERN_RAND : IODB_PATTERN_SEQ))
			return 0;
		testname_init(&out[k]);
		out[k].metric = iops ? TESTNAME_IOPS : TESTNAME_BW;
		out[k].cond.pattern = pat[k];
		out[k].cond.bs = bs[k];
	}
	return 1;
}

/*
 * Where a sentence of line s (len bytes) stating what the tool's tests are
 * starts ("The fio tests cover sequential read/write (1MB blocks,
 * iodepth=32) and random ...", "The fio runs use ..."): "The", the tool's
 * name, then "tests", "runs", "benchmarks" or "jobs", at the line's or a
 * sentence's start.  -1 if none.
 */
static long tool_tests_sentence(const char *s, size_t len, const char *tool)
{
	static const char *const nouns[] = {"tests", "runs", "benchmarks",
					    "jobs", NULL};
	size_t nt = strlen(tool);

	for (size_t i = 0; i + 4 + nt < len; i++) {
		size_t k = i + 4 + nt + 1;

		if ((i &&
		     !(i >= 2 && s[i - 1] == ' ' && strchr(".!?", s[i - 2]))) ||
		    strncasecmp(s + i, "the ", 4) ||
		    strncasecmp(s + i + 4, tool, nt) || s[i + 4 + nt] != ' ')
			continue;
		for (size_t w = 0; nouns[w]; w++)
			if (testname_word_at(s, len, k, nouns[w]))
				return (long)i;
	}
	return -1;
}

/*
 * A table of tool's results whose own section and those holding it state
 * no condition: the last line above it (item first) saying what the
 * tool's tests are, anywhere in the document (tool_tests_sentence()).
 * Its sentence's clauses are the notes (each pattern's in its brackets);
 * another sentence of the same paragraph saying the runs used direct I/O
 * (`direct=1` to bypass the page cache) sets *direct, unless one says they
 * did not.
 */
static int tool_tests_notes(struct docstate *ds, size_t first, const char *tool,
			    struct testname **out, size_t *n_out, int *direct)
{
	size_t alloc = 0;

	*out = NULL;
	*n_out = 0;
	*direct = 0;
	if (!tool || !*tool)
		return 0;
	for (size_t k = first; k-- > 0;) {
		const struct doc_item *it = &ds->d.items[k];
		size_t a, e, said = 0, against = 0;
		long at;

		if (it->kind != DOC_LINE || it->blank || it->heading ||
		    it->pre || ds->used[k] || item_has_command(ds, k, NULL) ||
		    (at = tool_tests_sentence(it->s, it->len, tool)) < 0)
			continue;
		a = (size_t)at;
		for (e = a;
		     e < it->len && !clause_ends_sentence(it->s, it->len, e);
		     e++)
			;
		if (e < it->len)
			e++; /* its '.' */
		if (line_notes(it->s + a, e - a, it->emph, 1, out, n_out,
			       &alloc))
			return -ENOMEM;
		for (size_t b = 0, i = 0; i <= it->len; i++) {
			int d;

			if (i < it->len &&
			    !clause_ends_sentence(it->s, it->len, i) &&
			    !(i + 1 == it->len && it->s[i] == '.'))
				continue;
			d = testname_says_direct(it->s + b, i - b);
			said |= d == 1;
			against |= d == -1;
			b = i + 1;
		}
		*direct = said && !against;
		return 0;
	}
	return 0;
}

/*
 * Whether item it ends with a bullet a page flattened to text left at
 * its end ("direct=1— bypass OS cache - •"): the next line goes on with
 * the list.
 */
static int ends_in_bullet(const struct doc_item *it)
{
	return it->len >= 3 && !memcmp(it->s + it->len - 3, "\xe2\x80\xa2", 3);
}

/*
 * Whether line s (len bytes) is a parameters key (line_is_parameters()),
 * a tool's name before it allowed ("fio Test Parameters", "FIO settings:").
 */
static int params_lead_in(const char *s, size_t len)
{
	const char *sp = memchr(s, ' ', len);

	if (line_is_parameters(s, len))
		return 1;
	return sp && testname_tool(s, (size_t)(sp - s)) &&
	       line_is_parameters(sp + 1, len - (size_t)(sp + 1 - s));
}

/*
 * The list of test parameters nearest above item first: a lead-in line or
 * heading that is a parameters key alone ("fio Test Parameters", "**Test
 * settings:**", line_is_parameters()) naming no tool other than the
 * table's, then list items (and the lines a flattened page's bullets
 * carry on, ends_in_bullet()) up to the first other line, no table nor
 * command between it and the table.  Its items' clauses are the notes
 * (line_notes(), a "Sequential:" key's test for its clauses), the keys
 * naming tests in *lk (list_key_notes()); *direct is set when an item
 * says the runs used direct I/O (`direct=1`, "O_DIRECT") and none says
 * otherwise.
 */
static int params_list_notes(struct docstate *ds, size_t first,
			     const char *tool, struct testname **out,
			     size_t *n_out, int *direct, struct list_keys *lk)
{
	size_t alloc = 0, lead = 0, said = 0, against = 0;
	int found = 0;

	*out = NULL;
	*n_out = 0;
	*direct = 0;
	for (size_t k = first, walked = 0; k-- > 0 && walked < 120; walked++) {
		const struct doc_item *it = &ds->d.items[k];
		const char *named;

		if (it->kind != DOC_LINE || item_has_command(ds, k, NULL) ||
		    ds->used[k])
			return 0;
		if (it->blank || it->pre || list_item_line(it) ||
		    !params_lead_in(it->s, it->len))
			continue;
		{
			const char *c = memchr(it->s, ':', it->len);
			size_t rest = c ? (size_t)(it->s + it->len - c - 1) : 0;

			/* "Test parameters:" alone, no value after it */
			if (c && rest && it->s[it->len - 1] != '*')
				continue;
		}
		named = testname_tool(it->s, it->len);
		if (named && (!tool || strcmp(named, tool)))
			return 0;
		lead = k;
		found = 1;
		break;
	}
	if (!found)
		return 0;
	for (size_t k = lead + 1; k < first; k++) {
		const struct doc_item *it = &ds->d.items[k];
		size_t before;
		int d;

		if (it->kind != DOC_LINE || it->pre)
			break;
		if (it->blank)
			continue;
		if (!list_item_line(it) && !ends_in_bullet(&ds->d.items[k - 1]))
			break;
		before = *n_out;
		if (line_notes(it->s, it->len, it->emph, 0, out, n_out, &alloc))
			return -ENOMEM;
		if (list_key_notes(lk, it->s, it->len, *out, before, *n_out))
			return -ENOMEM;
		d = testname_says_direct(it->s, it->len);
		said |= d == 1;
		against |= d == -1;
	}
	*direct = said && !against;
	return 0;
}

/*
 * Whether line s (len bytes) names a test method section alone: "Test
 * method", "Methodology", "Benchmark setup", "fio setup" (a heading, or
 * such a line ending in ':'), bold and numbering aside.
 */
static int method_key(const char *s, size_t len)
{
	static const char *const firsts[] = {"test",	    "testing",
					     "benchmark",   "benchmarking",
					     "measurement", NULL};
	static const char *const keys[] = {"method", "methods", "methodology",
					   "setup", NULL};
	struct text_line l = toc_text(s, len);
	size_t e = l.len, a = 0, sp;

	while (e && strchr(" *_:", l.s[e - 1]))
		e--;
	if (!e)
		return 0;
	sp = e;
	while (sp && l.s[sp - 1] != ' ')
		sp--;
	if (sp) {
		size_t w = sp - 1;
		int first = 0;

		for (size_t k = 0; firsts[k]; k++)
			if (w == strlen(firsts[k]) &&
			    !strncasecmp(l.s, firsts[k], w))
				first = 1;
		if (!first && !(testname_tool(l.s, w) && !memchr(l.s, ' ', w)))
			return 0;
		a = sp;
	}
	for (size_t k = 0; keys[k]; k++)
		if (e - a == strlen(keys[k]) &&
		    !strncasecmp(l.s + a, keys[k], e - a))
			return 1;
	return 0;
}

/*
 * Whether clause s (len bytes) of a method list says the runs used direct
 * I/O: testname_says_direct(), or "direct" a word or two before "I/O"
 * ("direct synchronous I/O"); -1 when it says they did not.
 */
static int method_says_direct(const char *s, size_t len)
{
	static const char *const no[] = {"not",	     "no",  "without",
					 "buffered", "non", NULL};
	int d = testname_says_direct(s, len);

	if (d)
		return d;
	for (size_t i = 0; i < len; i++) {
		size_t j = i + 6, words = 0;

		if (!testname_word_at(s, len, i, "direct"))
			continue;
		while (j < len && words < 3) {
			while (j < len && s[j] == ' ')
				j++;
			if (testname_word_at(s, len, j, "i/o") ||
			    testname_word_at(s, len, j, "io"))
				return testname_first_word(s, len, no) >= 0 ? -1
									    : 1;
			while (j < len && s[j] != ' ')
				j++;
			words++;
		}
	}
	return 0;
}

/*
 * Whether clause s (len bytes) of a method list names a block size, not
 * another size ("Block size: 1 MiB", "1 MiB blocks", "`bs=1M`"; not
 * "Test file: 4 GiB", "Device size: 10 GiB").
 */
static int method_block_clause(const char *s, size_t len)
{
	static const char *const words[] = {
	    "block",   "blocks",  "blocksize", "bs",	   "record",
	    "records", "request", "requests",  "transfer", NULL};

	for (size_t i = 0; i < len; i++) {
		if (i + 3 <= len && !strncasecmp(s + i, "bs=", 3) &&
		    (!i || !isalnum((unsigned char)s[i - 1])))
			return 1;
		for (size_t w = 0; words[w]; w++)
			if (testname_word_at(s, len, i, words[w]))
				return 1;
	}
	return 0;
}

/*
 * The words of paragraph s (len bytes) of a method section naming what
 * ran otherwise ("The ZFS figures are the earlier run's: ZFS took no
 * O_DIRECT there", "it used macOS `F_NOCACHE` semantics rather than
 * Linux `O_DIRECT`"): when a sentence of it says not direct I/O or puts
 * direct I/O after "rather than", "instead of" or "unlike", the words of
 * three or more letters holding a capital (not a sentence's first word,
 * not the direct flag, none after such a contrast) are appended to
 * ex[] (*n of them, max at most).
 */
static void method_except_words(const char *s, size_t len, char (*ex)[32],
				size_t *n, size_t max)
{
	static const char *const contrast[] = {"rather than", "instead of",
					       "unlike", NULL};
	long c = testname_first_word(s, len, contrast);
	size_t end = c >= 0 ? (size_t)c : len;
	int says = testname_says_direct(s, len) == -1 ||
		   (c >= 0 && testname_says_direct(s + c, len - (size_t)c));

	if (!says)
		return;
	for (size_t i = 0; i < end;) {
		size_t b, w;
		int cap = 0, start;

		while (i < end && !isalnum((unsigned char)s[i]) && s[i] != '_')
			i++;
		b = i;
		while (i < end && (isalnum((unsigned char)s[i]) || s[i] == '_'))
			cap |= isupper((unsigned char)s[i++]) != 0;
		w = i - b;
		start = b == 0 ||
			(b >= 2 && strchr(".:!?", s[b - 2]) && s[b - 1] == ' ');
		if (w < 3 || w >= 32 || !cap ||
		    (start && islower((unsigned char)s[b + 1])) ||
		    testname_says_direct(s + b, w) || *n >= max)
			continue;
		memcpy(ex[*n], s + b, w);
		ex[*n][w] = 0;
		(*n)++;
	}
}

/*
 * The test method section holding item first: the nearest heading above
 * it naming one (method_key(): "## Test method", "### Methodology"), no
 * heading of a higher level nor a command or a tool's output between
 * (tables and sibling sections may stand between: "## Results" after "##
 * Test method" is what the method describes).  The clauses of the list
 * right under its heading (no prose before it: "For the RBD volume I also
 * used:" leads a list of some runs only) are the notes (line_notes(); a
 * size a clause names for no block is none), *direct set when an item
 * says direct I/O and none says otherwise; a list naming an rw= gives
 * nothing (one job's options); the words of its paragraphs naming what ran
 * otherwise in ex[], *n_ex of them (method_except_words()).  Returns 1 when
 * found.
 */
static int method_notes(struct docstate *ds, size_t first,
			struct testname **out, size_t *n_out, int *direct,
			char (*ex)[32], size_t *n_ex, size_t max_ex)
{
	size_t alloc = 0, said = 0, against = 0, head = 0;
	int lvl = 7, found = 0, lead = 0, foreign = 0;

	*out = NULL;
	*n_out = 0;
	*direct = 0;
	*n_ex = 0;
	for (size_t k = first; k-- > 0;) {
		const struct doc_item *it = &ds->d.items[k];

		if (ds->used[k] == 2 ||
		    (it->kind == DOC_LINE && item_has_command(ds, k, NULL)))
			return 0;
		if (it->kind != DOC_LINE || !it->heading || it->pre)
			continue;
		if (it->heading <= lvl && method_key(it->s, it->len)) {
			head = k;
			found = 1;
			break;
		}
		if (it->heading < lvl)
			lvl = it->heading;
		if (lvl == 1)
			return 0;
	}
	if (!found)
		return 0;
	for (size_t k = head + 1, para = head + 1; k <= first; k++) {
		const struct doc_item *it = &ds->d.items[k];

		/* a paragraph ends at a blank, a heading or a list item */
		if (k == first || it->kind != DOC_LINE || it->blank ||
		    it->heading || list_item_line(it)) {
			if (k > para) {
				struct strbuf sb = STRBUF_INIT;

				for (size_t j = para; j < k; j++)
					if (strbuf_add(&sb, ds->d.items[j].s,
						       ds->d.items[j].len) ||
					    strbuf_add(&sb, " ", 1)) {
						strbuf_release(&sb);
						return -ENOMEM;
					}
				method_except_words(sb.buf, sb.len, ex, n_ex,
						    max_ex);
				strbuf_release(&sb);
			}
			para = k + 1;
		}
		if (k == first || it->kind != DOC_LINE || it->heading)
			break;
		if (it->pre || (!it->blank && !list_item_line(it)))
			lead = 1;
		if (it->blank || it->pre || !list_item_line(it) || lead)
			continue;
		/* "- `rw=write`": a list of one job's options, read as
		 * such (option_facts()), not as what every test used */
		if (strstr(it->s, "rw=") || strstr(it->s, "readwrite="))
			foreign = 1;
		{
			size_t before = *n_out;
			int d;

			if (line_notes(it->s, it->len, it->emph, 0, out, n_out,
				       &alloc))
				return -ENOMEM;
			for (size_t i = before; i < *n_out; i++)
				if ((*out)[i].cond.bs > 0 &&
				    !method_block_clause(it->s, it->len))
					(*out)[i].cond.bs = -1;
			d = method_says_direct(it->s, it->len);
			said |= d == 1;
			against |= d == -1;
		}
	}
	if (foreign) {
		free(*out);
		*out = NULL;
		*n_out = 0;
		return 0;
	}
	*direct = said && !against;
	return 1;
}

/*
 * Whether line k heads or introduces a tool's output the document read
 * ("## CrystalDiskMark" over its export): an output of its own below it
 * before the next heading.  Its tool is that output's, no other table's.
 */
static int introduces_output(const struct docstate *ds, size_t k)
{
	for (size_t j = k + 1; j < ds->d.n && j - k <= 64; j++) {
		if (ds->used[j] == 2)
			return 1;
		if (section_start(&ds->d.items[j]))
			return 0;
	}
	return 0;
}

/*
 * The tool a table belongs to: heading, section, then the document.  The
 * table is at item first (head: its heading's item, or -1); *near is set to 1
 * when the table's surroundings name it (its title, its heading, the lines of
 * its section above it, the section's heading) or it is the only tool whose
 * commands the document shows, 0 when it is only named somewhere in the
 * document.
 */
/*
 * Whether the section starting at item k holds a table (an HTML table or
 * a pipe row) before the next section starts.
 */
static int section_has_table(struct docstate *ds, size_t k)
{
	for (size_t i = k + 1; i < ds->d.n; i++) {
		const struct doc_item *it = &ds->d.items[i];

		if (it->kind == DOC_TABLE)
			return 1;
		if (section_start(it))
			return 0;
		if (!it->pre && it->s[strspn(it->s, " >")] == '|')
			return 1;
	}
	return 0;
}

/* The tool item it names: a line's words, or the text of a one-cell
 * table (a blog's code block saved as HTML). */
static const char *item_tool(const struct doc_item *it)
{
	if (it->kind == DOC_LINE)
		return testname_tool(it->s, it->len);
	if (it->kind == DOC_TABLE && it->table && it->table->rows == 1 &&
	    it->table->cols == 1) {
		const char *c = table_cell(it->table, 0, 0);

		return testname_tool(c, strlen(c));
	}
	return NULL;
}

/*
 * The tool the lead-in of the nearest section holding item first's
 * section names (the lines between its heading and its first
 * sub-heading), else NULL.  Only another benchmark than the tools whose
 * commands the document reads: the lead-in of a post's sections may
 * name the tool all of them ran.
 */
static const char *lead_in_tool(struct docstate *ds, size_t first)
{
	int level = 7, own = 1;

	for (size_t k = first; k-- > 0 && level > 1;) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || !it->heading || it->toc ||
		    it->heading >= level)
			continue;
		level = it->heading;
		if (own) {
			own = 0; /* the table's own section: read already */
			continue;
		}
		for (size_t j = k + 1; j < first; j++) {
			const struct doc_item *o = &ds->d.items[j];
			const char *t;

			if (o->kind == DOC_LINE && o->heading)
				break;
			t = item_tool(o);
			if (t && !command_word(t, strlen(t)))
				return t;
		}
	}
	return NULL;
}

/*
 * Whether line s (n bytes) declares the document's tool, a list item or
 * not: "- Tool: fio-3.36", "**Benchmark tool:** fio", "Tools used: fio".
 */
static int tool_declaration(const char *s, size_t n)
{
	static const char *const keys[] = {
	    "tool:",	   "tools:",	      "tool used:",
	    "tools used:", "benchmark tool:", "benchmarking tool:",
	    NULL};
	size_t i = 0;

	while (i < n && strchr(" \t-*+", s[i]))
		i++;
	for (size_t k = 0; keys[k]; k++) {
		size_t l = strlen(keys[k]);

		if (n - i > l && !strncasecmp(s + i, keys[k], l))
			return 1;
		/* "**Tool:** fio" */
		if (n - i > l + 2 && !strncasecmp(s + i, keys[k], l - 1) &&
		    !memcmp(s + i + l - 1, ":**", 3))
			return 1;
	}
	return 0;
}

/*
 * Whether a line of the document says tool ran ("which runs fio with the
 * 5 test types", "I ran fio", "tested using fio"): a verb of running right
 * before the tool's name, no negation before it ("not fio").
 */
static int tool_ran_said(struct docstate *ds, const char *tool)
{
	static const char *const verbs[] = {"run ",	"runs ",  "ran ",
					    "running ", "using ", "uses ",
					    "used ",	NULL};
	size_t tl = strlen(tool);

	for (size_t k = 0; k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || it->blank || ds->used[k])
			continue;
		for (size_t i = 0; i + tl <= it->len; i++) {
			if (strncasecmp(it->s + i, tool, tl) ||
			    (i + tl < it->len &&
			     isalnum((unsigned char)it->s[i + tl])))
				continue;
			for (size_t v = 0; verbs[v]; v++) {
				size_t n = strlen(verbs[v]);

				if (i >= n &&
				    !strncasecmp(it->s + i - n, verbs[v], n) &&
				    (i == n ||
				     !isalpha((unsigned char)it->s[i - n - 1])))
					return !memmem(it->s, i, "not ", 4) &&
					       !memmem(it->s, i, "Not ", 4);
			}
		}
	}
	return 0;
}

/*
 * Whether line s (len bytes) names sysbench: the word, or one of its
 * fileio test modes ("seqrd results (in MiB/s):", a caption sysbench's
 * users write), which no other tool prints.
 */
static int names_sysbench(const char *s, size_t len)
{
	static const char *const words[] = {
	    "sysbench", "seqrd", "seqwr", "seqrewr",
	    "rndrd",	"rndwr", "rndrw", NULL,
	};

	return testname_first_word(s, len, words) >= 0;
}

static int doc_has_output(struct docstate *ds, const char *tool);

/*
 * Whether tool t is in the document only to set or query a drive's
 * settings: it has commands of t, every one of them settings (hdparm -B,
 * -M, -I: no -t, no -T), and no output of t.  Named so, in a command or
 * in prose ("Check with the hdparm command and set it"), t measured
 * nothing: it gives no table its tool nor its unit convention.
 */
static int settings_tool(struct docstate *ds, const char *t)
{
	size_t n = 0;

	for (size_t k = 0; k < ds->n_cmds; k++) {
		if (strcmp(ds->cmds[k].tool, t))
			continue;
		if (!ds->cmds[k].settings)
			return 0;
		n++;
	}
	return n && !doc_has_output(ds, t);
}

/* The tool testname_tool() finds in item it's line, but for a
 * settings_tool(), or NULL. */
static const char *line_tool(struct docstate *ds, const struct doc_item *it)
{
	const char *t = testname_tool(it->s, it->len);

	return t && !settings_tool(ds, t) ? t : NULL;
}

static const char *table_tool(struct docstate *ds, size_t first, long head,
			      int *near, int *elsewhere, int *by_cmds)
{
	const char *t, *only = NULL, *claimed = NULL;
	int several = 0, other_table = 0, declared = 0;
	size_t next;

	*near = 1;
	*elsewhere = 0;
	*by_cmds = 0;
	/* a tool's own title line above its tables, in the same run of
	 * lines ("fio Disk Speed Tests (Mixed R/W 50/50):" over YABS's two
	 * tables), before any heading, which may name another tool ("## fio
	 * results", "**FIO 硬盘测试：**"): taken as a title by the first
	 * table, it is still the second's */
	for (size_t k = first, seen = 0; k-- > 0 && seen < 16; seen++) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || it->blank || it->heading)
			break;
		t = testname_tool(it->s, it->len);
		if (t && !strcmp(t, "YABS"))
			return t;
	}
	if (head >= 0) {
		t = line_tool(ds, &ds->d.items[head]);
		if (t)
			return t;
	}
	for (size_t k = first; k-- > section_of(ds, first);) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || ds->used[k])
			continue;
		t = line_tool(ds, it);
		if (t)
			return t;
		/* "seqrd results (in MiB/s):" over a table, "The benchmark
		 * tool I'm using is sysbench" above it: sysbench's, never
		 * the tool a later table's caption names ("fio sequential
		 * reads 1024k") */
		if (names_sysbench(it->s, it->len))
			return "sysbench";
	}
	/* a section heading names it: "2. iozone ..." */
	{
		size_t s = section_of(ds, first);
		const struct doc_item *it = &ds->d.items[s];

		if (it->kind == DOC_LINE && section_start(it)) {
			t = line_tool(ds, it);
			if (t)
				return t;
		}
	}
	for (size_t k = 0; k < ds->n_cmds; k++) {
		if (ds->cmds[k].settings)
			continue;
		if (only && strcmp(only, ds->cmds[k].tool))
			several = 1;
		only = ds->cmds[k].tool;
	}
	if (only && !several) {
		*by_cmds = 1;
		return only;
	}
	*near = 0;
	/* the lead-in of a section holding the table's names one ("###
	 * Cluster" / its "rados -p rbd -t 32 ... bench" / "#### 64K" / the
	 * table): the table's before one named elsewhere in the post */
	t = lead_in_tool(ds, first);
	if (t && !settings_tool(ds, t))
		return t;
	for (next = first + 1; next < ds->d.n; next++)
		if (section_start(&ds->d.items[next]))
			break;
	/* "## 2a. SD vs AGI (fio)" and its own table below: that
	 * section's tool, named again in passing elsewhere ("the fio
	 * comparison (section 2a) ran on this port"), not this table's
	 * (nothing says how its figures were measured) */
	for (size_t k = next; k < ds->d.n && !claimed; k++)
		if (ds->d.items[k].kind == DOC_LINE &&
		    section_start(&ds->d.items[k]) && section_has_table(ds, k))
			claimed = line_tool(ds, &ds->d.items[k]);
	for (size_t k = 0; k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];

		if (k >= next && section_start(it))
			other_table = section_has_table(ds, k);
		if (other_table) {
			*elsewhere |=
			    it->kind == DOC_LINE && line_tool(ds, it) != NULL;
			continue;
		}
		if (it->kind != DOC_LINE || ds->used[k] ||
		    introduces_output(ds, k))
			continue;
		t = line_tool(ds, it);
		if (t && claimed && !strcmp(t, claimed))
			*elsewhere = 1;
		if (!t || (claimed && !strcmp(t, claimed)))
			continue;
		if (only && strcmp(only, t))
			return NULL;
		only = t;
		declared |= tool_declaration(it->s, it->len);
	}
	/* "- Tool: fio-3.36" in the setup above: the document's tool, said
	 * as such, not named in passing */
	*near = only && declared;
	return only;
}

/* "fio 3.7-3.el8", "fio-3.28", "iozone 3.506": a tool's version line. */
static void find_version(struct docstate *ds)
{
	for (size_t k = 0; k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || it->blank)
			continue;
		for (size_t t = 0; bench_tools[t]; t++) {
			size_t n = strlen(bench_tools[t]);
			struct text_line l = {it->s, it->len, 0};

			l = line_trim(l);
			if (l.len <= n + 1 || l.len > n + 40 ||
			    strncmp(l.s, bench_tools[t], n) ||
			    !(l.s[n] == ' ' || l.s[n] == '-'))
				continue;
			if (l.s[n + 1] == 'v')
				n++;
			if (l.s[n + 1] < '0' || l.s[n + 1] > '9' ||
			    memchr(l.s + n + 1, ' ', l.len - n - 1))
				continue;
			snprintf(ds->version, sizeof(ds->version), "%.*s",
				 (int)(l.len - n - 1), l.s + n + 1);
			ds->version_tool = bench_tools[t];
			return;
		}
	}
}

/* ---- emission of tool blocks ------------------------------------------ */

/* What a script says of one dd result of its output (script_plan()). */
struct script_step {
	long from; /* the result's first document line */
	enum iodb_op op;
	int direct; /* 1, or -1 unknown */
};

/* A fio option a run's command sets from a shell variable. */
struct loop_var {
	char opt[16]; /* its canonical name: "numjobs", "iodepth", "bs" */
	char var[32]; /* "nThreads" */
};

struct relay {
	struct docstate *ds;
	struct ingest_ctx *parent;
	const struct piece *piece;
	const struct blocktext *bt;
	const char *label;
	struct testname dir; /* the direction the heading names */
	/* the current run is a dd whose output another dd reads ("dd
	 * if=a.iso | pv | dd of=/dev/sdb1"): it has no direction of its
	 * own, the heading's is the other's */
	int dd_feeder;
	char device[128]; /* scratch for a separator's device */
	/* the drive an identification listing over the block names
	 * (identity_listing()), or "" */
	char model[LABEL_MAX];
	/* the drive the hardware facts of the block's section name
	 * (section_drive_model()), for a drive benchmark naming none */
	char drive[LABEL_MAX];
	int runs;  /* runs relayed so far */
	long base; /* the child's line_base: emitted lines include it */
	/* the dry run: the block's first error */
	long err_line;
	char *err;
	struct piece *collect; /* the dry run: keep its results here */
	char run_dev[48];      /* the dry run: the device of the run read */
	uint64_t run_says[RUN_SAYS]; /* the dry run: run_says() of the run */
	int64_t run_stamp;	     /* the dry run: the run's timestamp */
	int prose; /* label is the system the prose above names */
	/* label is the section's heading, or none: a target may tell the
	 * runs apart (target_name()) */
	int heading_label;
	const char *command; /* the block's command from the text, or NULL */
	/* the item of that command when the text shows it above the block
	 * (prose between), or SIZE_MAX */
	size_t command_item;
	/* O_DIRECT as the sentence introducing a dd output without its
	 * command says (prose_direct()): 1, 0, -1 unknown; for the
	 * direction of its flag ('o' writes, 'i' reads) */
	int direct;
	char direct_flag;
	/* a bare dd summary's own caption (no command shown): O_DIRECT as
	 * it says (caption_direct()), its flag; and the last caption that
	 * labelled a run of the block, for a caption only saying "again" */
	int cap_direct;
	char cap_flag;
	char cap_label[LABEL_MAX];
	/* a script's commands for the block's results, in order
	 * (script_plan()), and how many results were relayed */
	struct script_step *plan;
	size_t n_plan, relayed;
	/* results the fio block below states with their IOPS: not relayed
	 * (partial_digest_below()) */
	const struct piece *drop;
	/* the fio options the run's command sets from a shell variable
	 * ("-numjobs=$nThreads": loop_vars()) */
	struct loop_var loop[4];
	int n_loop;
};

/*
 * Whether label s is sentences a person wrote, no name: two or more (a
 * '.', '!' or '?', a blank, then a capital) and ten words or more ("Awesome!
 * I am writing that down in my notes as a great way to test! I tested the
 * current main drive and got").
 */
static int label_sentences(const char *s)
{
	size_t words = 0;
	int breaks = 0;

	for (size_t i = 0; s[i]; i++) {
		words += s[i] != ' ' && (!i || s[i - 1] == ' ');
		breaks |= strchr(".!?", s[i]) && s[i + 1] == ' ' &&
			  isupper((unsigned char)s[i + 2]) && i &&
			  isalpha((unsigned char)s[i - 1]);
	}
	return breaks && words >= 10;
}

/* The document line (before line_base) of line no of the block's text. */
static long doc_line(const struct relay *r, long no)
{
	if (no <= 0 || !r->bt->n)
		return 0;
	if ((size_t)no > r->bt->n)
		no = (long)r->bt->n;
	return r->bt->src[no - 1].no;
}

int document_separator_line(const char *s, size_t len)
{
	char dev[128];

	/* cheap first: most lines start otherwise */
	return len > 4 && strchr("=-<[*~+", s[0]) && s[0] &&
	       line_separator_device(s, len, dev, sizeof(dev), 0);
}

/*
 * The device a separator line names for what ends at document line
 * `line`: the nearest one above it, inside the block or above it, not
 * across a heading, a table or another block.
 */
static const char *block_device(struct relay *r, long line)
{
	struct docstate *ds = r->ds;
	size_t k = r->piece->last + 1;

	while (k > 0 && ds->d.items[k - 1].no > line)
		k--;
	for (size_t seen = 0; k-- > 0 && seen < HINT_LINES;) {
		const struct doc_item *it = &ds->d.items[k];

		/* "### /dev/sdc" over the outputs: a heading naming one
		 * device alone is their separator */
		if (it->kind == DOC_LINE && it->heading &&
		    line_separator_device(it->s, it->len, r->device,
					  sizeof(r->device), 1))
			return r->device;
		if (it->kind != DOC_LINE || section_start(it) ||
		    (ds->used[k] &&
		     (k < r->piece->first || k > r->piece->last)))
			return NULL;
		if (it->blank)
			continue;
		if (k < r->piece->first)
			seen++;
		/* hdparm read its block's own device lines: one it gave
		 * no run below is another output's ("/dev/sde1:" over the
		 * timing above "128GB Samsung SSD 840") */
		else if (r->piece->fmt == &ingest_hdparm)
			continue;
		if (line_separator_device(it->s, it->len, r->device,
					  sizeof(r->device), 0))
			return r->device;
	}
	return NULL;
}

/*
 * What a separator line states of the runs under it: "==== 2 jobs, 4GiB
 * files, fsync frequency 1, block size 64KiB ====" (a run of three or
 * more of '=', '-', '#', '*', '~' or '+' at both ends, words between),
 * read by testname_parse() into *tn.  1 when it states a block size, a
 * queue depth or a job count, else 0.
 */
static int separator_conditions(const char *s, size_t len, struct testname *tn)
{
	size_t a = strspn(s, " \t"), e = len, m, z;

	while (e > a && (s[e - 1] == ' ' || s[e - 1] == '\t'))
		e--;
	if (e - a < 8 || !s[a] || !strchr("=-#*~+", s[a]))
		return 0;
	for (m = a; m < e && s[m] == s[a]; m++)
		;
	for (z = e; z > m && s[z - 1] == s[a]; z--)
		;
	if (m - a < 3 || e - z < 3 || z <= m)
		return 0;
	testname_parse(s + m, z - m, 0, tn);
	return tn->cond.bs > 0 || tn->cond.iodepth > 0 || tn->cond.numjobs > 0;
}

/*
 * The conditions the nearest separator line above document line `line`
 * states (separator_conditions()): inside the block or above it, not
 * across a heading, a table or another block; 1 and *tn set, else 0.
 */
static int block_separator_conditions(struct relay *r, long line,
				      struct testname *tn)
{
	struct docstate *ds = r->ds;
	size_t k = r->piece->last + 1;

	while (k > 0 && ds->d.items[k - 1].no >= line)
		k--;
	for (size_t seen = 0; k-- > 0 && seen < HINT_LINES;) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind == DOC_LINE && !it->blank &&
		    separator_conditions(it->s, it->len, tn))
			return 1;
		if (it->kind != DOC_LINE || section_start(it) ||
		    (ds->used[k] &&
		     (k < r->piece->first || k > r->piece->last)))
			return 0;
		if (it->blank)
			continue;
		if (k < r->piece->first)
			seen++;
	}
	return 0;
}

/*
 * The device a caption right above block p names ("reading from
 * /dev/mapper/vg-data", "testing /dev/nvme0n1:" just above a fio or dd
 * output, blank lines between): into r->device, or NULL.  Only a line
 * right above: one further up names what it introduces, not this run.
 */
static const char *caption_device(struct relay *r)
{
	struct docstate *ds = r->ds;
	const struct piece *p = r->piece;

	if (p->fmt != &ingest_fio_text && p->fmt != &ingest_dd)
		return NULL;
	for (size_t k = p->first; k-- > 0;) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || ds->used[k])
			return NULL;
		if (it->blank)
			continue;
		return line_device_caption(it->s, it->len, r->device,
					   sizeof(r->device))
			   ? r->device
			   : NULL;
	}
	return NULL;
}

/*
 * Whether item it of ds is a legend's line: a heading, list item or line
 * that is a name, a blank, then a short key in brackets ("### RunAbove
 * Sandbox [ra]", "- EC2 Micro (ec)").  Its text goes into t (n bytes),
 * the name's length into *nl, where the key starts and its length into
 * *ko and *kl.  Returns 1, else 0.
 */
static int legend_line(const struct docstate *ds, const struct doc_item *it,
		       char *t, size_t n, size_t *nl, size_t *ko, size_t *kl)
{
	size_t tl, o, m;
	char open;
	int letter = 0;

	if (it->kind != DOC_LINE || it->blank || it->pre || it->len >= n ||
	    it->len < 5)
		return 0;
	label_text(t, n, it->s, ds->d.html);
	tl = strlen(t);
	while (tl && (t[tl - 1] == ' ' || t[tl - 1] == '\t'))
		tl--;
	if (tl < 5 || (t[tl - 1] != ']' && t[tl - 1] != ')'))
		return 0;
	open = t[tl - 1] == ']' ? '[' : '(';
	for (o = tl - 1; o > 0 && t[o - 1] != open && tl - o <= 17; o--)
		if (t[o - 1] == ' ' || t[o - 1] == '[' || t[o - 1] == '(' ||
		    t[o - 1] == ']' || t[o - 1] == ')')
			return 0;
	if (o < 2 || t[o - 1] != open || o == tl - 1 ||
	    (t[o - 2] != ' ' && t[o - 2] != '\t'))
		return 0; /* "Name[ra]": no legend's form */
	m = o - 1;
	while (m && (t[m - 1] == ' ' || t[m - 1] == '\t'))
		m--;
	for (size_t c = 0; c < m; c++)
		letter |= isalpha((unsigned char)t[c]);
	if (!letter || strchr("-*+:", t[m - 1]))
		return 0;
	*nl = m;
	*ko = o;
	*kl = tl - 1 - o;
	return 1;
}

/*
 * The name document ds gives short key k (kl bytes, "ra" of "[ra]"): the
 * legend_line() defining it, the legend a post keys its results by.
 * Writes the name into out (n bytes); when another key of the legend
 * has the same name ("Digital Ocean [do]", "Digital Ocean [do2]"), the
 * line as written, key and all, which tells them apart.  Returns 1 when
 * one line defines it (or several the same name); 0 when none or two
 * names do.
 */
static int key_name(const struct docstate *ds, const char *k, size_t kl,
		    char *out, size_t n)
{
	char t[LABEL_MAX], name[LABEL_MAX], whole[LABEL_MAX];
	size_t nl, ko, l, found = 0;

	for (size_t i = 0; i < ds->d.n; i++) {
		if (!legend_line(ds, &ds->d.items[i], t, sizeof(t), &nl, &ko,
				 &l) ||
		    l != kl || memcmp(t + ko, k, kl))
			continue;
		if (found && (strlen(name) != nl || memcmp(name, t, nl)))
			return 0; /* two names for one key */
		memcpy(name, t, nl);
		name[nl] = '\0';
		snprintf(whole, sizeof(whole), "%.*s", (int)(ko + kl + 1), t);
		found = nl;
	}
	if (!found)
		return 0;
	for (size_t i = 0; i < ds->d.n; i++)
		if (legend_line(ds, &ds->d.items[i], t, sizeof(t), &nl, &ko,
				&l) &&
		    nl == found && !memcmp(t, name, nl) &&
		    (l != kl || memcmp(t + ko, k, kl))) {
			/* another key of the same name */
			if (strlen(whole) >= n)
				return 0;
			snprintf(out, n, "%s", whole);
			return 1;
		}
	if (found >= n)
		return 0;
	snprintf(out, n, "%s", name);
	return 1;
}

/*
 * A list item naming the run whose last line it is ("- [ra]: `1073741824 bytes
 * (1.1 GB) copied, 7.35618 s, 146 MB/s` :snail:", "* Host B: 3;fio-..."):
 * the text between the list marker and the first ": " (at most 48 bytes,
 * a letter in it; not the output's own word, "Result:"), when a figure
 * follows, into label (n bytes); 0 when line no of the block text is no
 * such item.
 */
static int item_label(const struct relay *r, long no, char *label, size_t n)
{
	static const char *const outputs[] = {"result", "results", "output",
					      NULL};
	const char *s = r->bt->text.buf, *end = s + r->bt->text.len, *e, *c;
	int letter = 0;

	for (long k = 1; k < no && s; k++) {
		s = memchr(s, '\n', (size_t)(end - s));
		s = s ? s + 1 : NULL;
	}
	if (!s || no < 1)
		return 0;
	e = memchr(s, '\n', (size_t)(end - s));
	e = e ? e : end;
	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	if (e - s < 4 || !strchr("-*+", *s) || s[1] != ' ')
		return 0;
	s += 2;
	for (c = s; c + 2 < e && c - s <= 48; c++) {
		letter |= isalpha((unsigned char)*c);
		if (c[0] == ':' && c[1] == ' ')
			break;
	}
	if (c + 2 >= e || c - s > 48 || c == s || !letter || c[0] != ':')
		return 0;
	for (e = c + 1; *e == ' ' || *e == '\t'; e++)
		;
	/* "- Result: 510 GB copied ...": the output's own word names none */
	if (!isdigit((unsigned char)*e) || (size_t)(c - s) >= n ||
	    word_listed(s, (size_t)(c - s), outputs, 1))
		return 0;
	memcpy(label, s, (size_t)(c - s));
	label[c - s] = '\0';
	/* "[ra]", a key the document's legend defines ("### RunAbove
	 * Sandbox [ra]"): the name it stands for */
	if (c - s > 2 && c - s <= 18 && *s == '[' && c[-1] == ']' &&
	    !memchr(s + 1, ' ', (size_t)(c - s - 2)) &&
	    !memchr(s + 1, '[', (size_t)(c - s - 2)))
		key_name(r->ds, s + 1, (size_t)(c - s - 2), label, n);
	return 1;
}

static int figure_statement(const char *s, size_t len);
static int caption_of_figures(const struct doc_item *it, int metric);
static int credit_heading(const struct docstate *ds, size_t k);
static int step_heading(const char *s, size_t len);

/* The text of a shell comment line "## on the SSD": after its '#'s and
 * blanks. */
static const char *comment_text(const char *s, size_t len)
{
	const char *p = s, *e = s + len;

	while (p < e && (*p == '#' || *p == ' ' || *p == '\t'))
		p++;
	return p;
}

/*
 * How much of shell comment s (len bytes, in a code block) names the case
 * of the command under it: all of it, or its first clause when a remark
 * after a comma makes it a sentence ("#Copying dev-zero into dev-zero,
 * this might be no-op?": "#Copying dev-zero into dev-zero").
 */
static size_t comment_clause(const char *s, size_t len)
{
	const char *c;

	if (len < 3 || s[0] != '#' || !sentence_line(s, len))
		return len;
	c = memmem(s, len, ", ", 2);
	if (!c || sentence_line(s, (size_t)(c - s)))
		return len;
	return (size_t)(c - s);
}

/*
 * Whether item it is a line of text in a code block: "#dd on the SSD", or
 * a comment of several lines that normalization peeled of its '#'s; no
 * blank line, no output (the caller checks it is no command).
 */
static int pre_text(const struct doc_item *it)
{
	return it->kind == DOC_LINE && it->pre && !it->blank && it->len &&
	       !output_line(it->s, it->len) &&
	       !(it->len >= 2 && it->s[0] == '#' && it->s[1] == '!');
}

/*
 * The first line of the comment whose last line is item k, right above a
 * command in a code block, when it goes on over several lines, each
 * later one starting in lowercase ("#Copying dev-zero into the ext4 root
 * partition, ..." / "# and is directly on an SSD"): the first names the
 * case, the rest goes on about it.  k itself when the comment is one
 * line.
 */
static size_t comment_start(struct docstate *ds, size_t k)
{
	const struct doc_item *it = &ds->d.items[k];

	while (k > 0 && pre_text(it) &&
	       islower((unsigned char)*comment_text(it->s, it->len))) {
		const struct doc_item *up = &ds->d.items[k - 1];

		if (!pre_text(up) || up->pre != it->pre ||
		    up->no + 1 != it->no || item_has_command(ds, k - 1, NULL))
			break;
		it = up;
		k--;
	}
	return k;
}

/*
 * The shell comment opening a paragraph of the code block that holds
 * command item k, a blank line or two between them ("# using the raw
 * disk" / "" / "$ for i in 1 2 3; do dd ...; done"): its index, or
 * SIZE_MAX (then the comment, if any, is right above the command).
 */
static size_t block_head_comment(struct docstate *ds, size_t k)
{
	const struct doc_item *it = ds->d.items;
	size_t c = k;

	if (!it[k].pre)
		return SIZE_MAX;
	while (c > 0 && k - c < 3 && it[c - 1].kind == DOC_LINE &&
	       it[c - 1].pre && it[c - 1].blank)
		c--;
	if (k - c == 3 || c < 2)
		return SIZE_MAX;
	c--;
	/* the comment starts its paragraph: a fence or a blank above */
	if (it[c].kind != DOC_LINE || !it[c].pre || it[c].blank ||
	    it[c].len < 3 || it[c].s[0] != '#' ||
	    (it[c - 1].kind == DOC_LINE && it[c - 1].pre && !it[c - 1].blank) ||
	    item_has_command(ds, c, NULL))
		return SIZE_MAX;
	return c;
}

/*
 * The caption of command item k of block p: a line of text just above it
 * (in the same code block, when the command is in one; the first line of
 * a shell comment over several, comment_start()), no output, no command,
 * no sentence (but a comment's first clause, comment_clause()); its index,
 * or SIZE_MAX.
 */
static size_t command_caption(struct docstate *ds, size_t k)
{
	const struct doc_item *it;
	size_t c, len;

	if (!k || ds->d.items[k].kind != DOC_LINE ||
	    !item_has_command(ds, k, NULL))
		return SIZE_MAX;
	c = block_head_comment(ds, k);
	if (c != SIZE_MAX)
		goto comment;
	it = &ds->d.items[k - 1];
	if (it->kind != DOC_LINE || it->blank ||
	    it->pre != ds->d.items[k].pre || it->no + 1 != ds->d.items[k].no)
		return SIZE_MAX;
	c = it->pre ? comment_start(ds, k - 1) : k - 1;
comment:
	it = &ds->d.items[c];
	len = it->pre ? comment_clause(it->s, it->len) : it->len;
	if (it->len >= LABEL_MAX || item_has_command(ds, c, NULL) ||
	    output_line(it->s, len) || sentence_line(it->s, len) ||
	    figure_statement(it->s, len) || line_is_time_report(it->s, len) ||
	    memmem(it->s, len, "://", 3) || it->s[len - 1] == '.' ||
	    strchr("$*-", it->s[0]) ||
	    /* "[root@h 14:02 /nvme]": the first line of the command's
	     * prompt, no caption */
	    line_is_prompt_alone(it->s, len) ||
	    /* "bob@box:/srv/a# cd /srv/b": a prompt and a command of the
	     * shell's, whatever the command: a step, never a caption */
	    ingest_prompt_len(it->s, len))
		return SIZE_MAX;
	/* a shell comment in the code block names the case of the command
	 * under it ("#dd on the Ceph volume", "# SSD:"); not a script's
	 * "#!" line, nor a '#' alone */
	if (it->s[0] == '#' &&
	    (!it->pre || it->len < 3 || it->s[1] == '!' ||
	     comment_text(it->s, it->len) == it->s + it->len ||
	     /* "# reading the file created above": the test, not the
	      * case it ran on; "# 写性能" (write performance) too */
	     line_direction_words(it->s, it->s + len) ||
	     line_test_title(it->s, len)))
		return SIZE_MAX;
	return c;
}

static int same_item_text(const struct doc *d, size_t a, size_t b);

/*
 * Whether shell comment s (len bytes) names the setup its block ran on:
 * a phrase led by "using", "on", "with", "without", "via", "over",
 * "under", "in", "inside" or "through" ("# using the mergerfs mount",
 * "# on the pool"), or one system as prose names it ("# NVMe array");
 * not a step of a how-to ("# drop the page cache first" leads with no
 * such word).
 */
static int setup_comment(const char *s, size_t len)
{
	static const char *const lead[] = {
	    "using", "on", "with",   "without", "via", "over",
	    "under", "in", "inside", "through", NULL};
	const char *t = comment_text(s, len), *e = s + len, *w = t;
	char name[LABEL_MAX];

	while (w < e && isalpha((unsigned char)*w))
		w++;
	if (w < e && *w == ' ')
		for (size_t i = 0; lead[i]; i++)
			if (strlen(lead[i]) == (size_t)(w - t) &&
			    !strncasecmp(t, lead[i], (size_t)(w - t)))
				return 1;
	return doc_prose_system(t, (size_t)(e - t), name, sizeof(name)) == 1;
}

/*
 * How many different shell comments open the code blocks of the section
 * holding command item k over their commands (block_head_comment()),
 * counting comment c (k's): 1, or 2 for two or more.
 */
static int head_comments(struct docstate *ds, size_t k, size_t c)
{
	const struct doc *d = &ds->d;
	size_t from = section_of(ds, k), to;

	for (to = k + 1; to < d->n && !section_start(&d->items[to]); to++)
		;
	for (size_t i = from; i < to; i++) {
		size_t h;

		if (i == k || d->items[i].kind != DOC_LINE || !d->items[i].pre)
			continue;
		h = block_head_comment(ds, i);
		if (h != SIZE_MAX && !same_item_text(d, h, c) &&
		    setup_comment(d->items[h].s, d->items[h].len))
			return 2;
	}
	return 1;
}

static int banner_item(struct docstate *ds, size_t k, size_t hi, char *out,
		       size_t n);

/*
 * A caption inside the block naming the run whose first line is block
 * line no, in a code block of several commands each under a caption of
 * its own ("16Gb Kingston Gold SDHC Class 10 UHS Class 3 on a LIME1" over
 * "$ sudo dd ..." in one code block of several cards): the caption of the
 * run's command (after the outputs of the same command above it: a
 * second run pasted under the first).  Into label (n bytes); 0 when none.
 */
static int caption_label(const struct relay *r, long no, char *label, size_t n)
{
	struct docstate *ds = r->ds;
	const struct piece *p = r->piece;
	long line = doc_line(r, no);
	size_t k = p->first, c, lo, hi, captions = 0;

	while (k <= p->last &&
	       (ds->d.items[k].kind != DOC_LINE || ds->d.items[k].no != line))
		k++;
	if (!line || k > p->last)
		return 0;
	while (k > p->first && !item_has_command(ds, k, NULL) &&
	       ds->d.items[k].kind == DOC_LINE && !ds->d.items[k].blank &&
	       output_line(ds->d.items[k].s, ds->d.items[k].len))
		k--;
	c = command_caption(ds, k);
	if (c == SIZE_MAX || ds->d.items[c].len >= n || !ds->d.items[k].pre)
		return 0;
	/* two captions or more in the code block holding it */
	for (lo = k; lo > 0 && ds->d.items[lo - 1].kind == DOC_LINE &&
		     ds->d.items[lo - 1].pre;)
		lo--;
	for (hi = k; hi + 1 < ds->d.n && ds->d.items[hi + 1].kind == DOC_LINE &&
		     ds->d.items[hi + 1].pre;)
		hi++;
	for (size_t i = lo; i <= hi && captions < 2; i++)
		captions += command_caption(ds, i) != SIZE_MAX;
	/* or code blocks of the section each opened by a comment of its
	 * own over its command ("# using the raw disk", "# using the
	 * pool"): the comments tell the blocks' runs apart */
	if (captions < 2 && block_head_comment(ds, k) == c &&
	    setup_comment(ds->d.items[c].s, ds->d.items[c].len))
		captions = head_comments(ds, k, c);
	if (captions < 2)
		return 0;
	/* "=== Random read 4k ===" right over the command: a banner, read
	 * as one (its words without the decorations; a test's none) */
	if (line_banner_caption(ds->d.items[c].s, ds->d.items[c].len, label, n))
		return banner_item(ds, c, hi, label, n);
	{
		size_t cl =
		    comment_clause(ds->d.items[c].s, ds->d.items[c].len);
		const char *t = comment_text(ds->d.items[c].s, cl);
		size_t tn = cl - (size_t)(t - ds->d.items[c].s);

		if (ds->d.items[c].s[0] != '#')
			t = ds->d.items[c].s, tn = ds->d.items[c].len;
		memcpy(label, t, tn);
		label[tn] = '\0';
	}
	return 1;
}

/*
 * Whether item k, a line of a code block ending at item hi, is a banner
 * naming the system of the runs under it, its words into out (n bytes):
 * "**** On the NAS ****", "=== Samsung 870 QVO ===", "##### SATA SSD"
 * (line_banner_caption()), "[USB stick]" (line_bracket_caption(): not a
 * job file's section), or "USB stick:" alone on its line (a blank line
 * or the block's start above it) whose next line with text is a tool's
 * command (a caption right over the command is command_caption()'s;
 * "result:" over the figures, "Summary:" over prose are none).  Words
 * naming no system are none: a test or conditions alone ("=== Random
 * write 4k ===", "=== numjobs=4 ==="), a direction, words that head
 * results ("=== Results ==="), a sentence.
 */
static int banner_item(struct docstate *ds, size_t k, size_t hi, char *out,
		       size_t n)
{
	const struct doc_item *it = &ds->d.items[k], *nx = NULL;
	struct testname tn;
	size_t j, len;

	if (it->kind != DOC_LINE || it->blank || !it->len || it->heading ||
	    item_has_command(ds, k, NULL))
		return 0;
	for (j = k + 1; j <= hi && ds->d.items[j].blank; j++)
		;
	if (j <= hi)
		nx = &ds->d.items[j];
	/* outside a code block (a plain text) only a decorated banner */
	if (!line_banner_caption(it->s, it->len, out, n) &&
	    (!it->pre ||
	     (!line_bracket_caption(it->s, it->len, nx ? nx->s : NULL,
				    nx ? nx->len : 0, out, n) &&
	      !(it->s[it->len - 1] == ':' && nx &&
		item_has_command(ds, j, NULL) &&
		(k == 0 || ds->d.items[k - 1].kind != DOC_LINE ||
		 !ds->d.items[k - 1].pre || ds->d.items[k - 1].blank) &&
		line_caption(it->s, it->len, out, n)))))
		return 0;
	len = strlen(out);
	/* "### pass bs=4M count=512" (a script's echo), "=== Samsung
	 * 4k QD32 ===": conditions the runs state, block_separator_
	 * conditions()'s to give, no system alone */
	testname_parse(out, len, 0, &tn);
	if (tn.cond.bs > 0 || tn.cond.iodepth > 0 || tn.cond.numjobs > 0)
		return 0;
	return len && !line_names_nothing(out, len) &&
	       !line_run_counter(out, len) && !line_generic_heading(out, len) &&
	       !line_conditions_only(out, len) &&
	       !testname_direction_only(out, len) &&
	       !line_test_title(out, len) && !sentence_line(out, len) &&
	       !label_sentences(out) && !line_is_progress(out, len);
}

/*
 * The block holding item k: the code block it is a line of (items lo to
 * hi), or, a line of text, the lines of text around it up to a heading,
 * a table or a code block (a plain text's runs under banners).
 */
static void code_block_span(struct docstate *ds, size_t k, size_t *lo,
			    size_t *hi)
{
	const struct doc_item *it = ds->d.items;
	int pre = it[k].pre;

	for (*lo = k; *lo > 0 && it[*lo - 1].kind == DOC_LINE &&
		      !it[*lo - 1].pre == !pre &&
		      (pre || !section_start(&it[*lo - 1]));)
		(*lo)--;
	for (*hi = k; *hi + 1 < ds->d.n && it[*hi + 1].kind == DOC_LINE &&
		      !it[*hi + 1].pre == !pre &&
		      (pre || !section_start(&it[*hi + 1]));)
		(*hi)++;
}

/*
 * Whether the code block of items lo to hi holds a banner of other words
 * than banner item b's (text): two such tell the block's runs apart.
 */
static int other_banner(struct docstate *ds, size_t lo, size_t hi, size_t b,
			const char *text)
{
	char other[LABEL_MAX];

	for (size_t i = lo; i <= hi; i++)
		if (i != b && banner_item(ds, i, hi, other, sizeof(other)) &&
		    strcmp(other, text))
			return 1;
	return 0;
}

/*
 * Whether item k is a banner among others of its code block (banner_item(),
 * other_banner()): the document labels the runs under each, which their
 * importers do not read.
 */
static int block_banner(struct docstate *ds, size_t k)
{
	char text[LABEL_MAX];
	size_t lo, hi;

	if (ds->d.items[k].kind != DOC_LINE)
		return 0;
	code_block_span(ds, k, &lo, &hi);
	return banner_item(ds, k, hi, text, sizeof(text)) &&
	       other_banner(ds, lo, hi, k, text);
}

/*
 * The banner inside the code block naming the run whose first line is
 * block line no (banner_item()): the nearest one above it in the block,
 * when the block holds two banners or more of other words, which tell its
 * runs apart ("**** USB stick ****" / "$ fio ..." / "result:" / "read:
 * IOPS=150, ..." / "**** NAS over NFS ****" / ... in one code block: each
 * run is its banner's; one banner alone titles the block and is left to
 * what labels blocks).  Into label (n bytes); 0 when none.
 */
static int banner_label(const struct relay *r, long no, char *label, size_t n)
{
	struct docstate *ds = r->ds;
	const struct piece *p = r->piece;
	long line = doc_line(r, no);
	size_t k = p->first, lo, hi;

	while (k <= p->last &&
	       (ds->d.items[k].kind != DOC_LINE || ds->d.items[k].no != line))
		k++;
	if (!line || k > p->last)
		return 0;
	code_block_span(ds, k, &lo, &hi);
	/* the nearest banner above the run */
	for (size_t i = k; i-- > lo;)
		if (banner_item(ds, i, hi, label, n))
			return other_banner(ds, lo, hi, i, label);
	return 0;
}

/*
 * The command of tool in ds the run at document line `line` ran: the
 * nearest one above it, in the same code block as the run.  Its index in
 * ds->cmds, or ds->n_cmds when none.
 */
static size_t block_command_of(struct docstate *ds, const char *tool, long line)
{
	size_t own = ds->n_cmds, item;
	long at = 0;

	if (!tool || line <= 0)
		return own;
	for (size_t k = 0; k < ds->n_cmds; k++)
		if (!strcmp(ds->cmds[k].tool, tool) &&
		    ds->cmds[k].line <= line && ds->cmds[k].line >= at) {
			at = ds->cmds[k].line;
			own = k;
		}
	if (own == ds->n_cmds)
		return own;
	item = ds->cmd_item[own];
	for (size_t k = item; k < ds->d.n && ds->d.items[k].no <= line; k++)
		if (ds->d.items[k].kind != DOC_LINE || !ds->d.items[k].pre)
			return ds->n_cmds;
	return own;
}

/*
 * The system a comment in the code block right above the run's command
 * names ("// run cmd on (\"hdd\" disk)", "# on the NVMe array" over "dd
 * ..."), the one command of its tool over the run whose first line is
 * block line no: its comment's text naming exactly one system as prose
 * does (doc_prose_system()).  Into out (n bytes); 0 when none.
 */
static int comment_system(const struct relay *r, const char *tool, long no,
			  char *out, size_t n)
{
	struct docstate *ds = r->ds;
	size_t k = block_command_of(ds, tool, doc_line(r, no)), item, c, len;
	const struct doc_item *it;
	const char *t;

	if (k == ds->n_cmds)
		return 0;
	item = ds->cmd_item[k];
	c = command_caption(ds, item);
	if (c == SIZE_MAX || c + 1 != item)
		return 0;
	it = &ds->d.items[c];
	t = it->s;
	len = it->len;
	if (len > 2 && t[0] == '/' && t[1] == '/') {
		t += 2;
		len -= 2;
	} else if (t[0] == '#') {
		len = comment_clause(t, len);
		t = comment_text(t, len);
		len -= (size_t)(t - it->s);
	} else {
		return 0; /* a caption line, caption_label()'s */
	}
	return doc_prose_system(t, len, out, n) == 1;
}

static void label_text(char *dst, size_t n, const char *s, int html);

/* Whether items a and b hold the same text. */
static int same_item_text(const struct doc *d, size_t a, size_t b)
{
	return d->items[a].len == d->items[b].len &&
	       !memcmp(d->items[a].s, d->items[b].s, d->items[a].len);
}

/*
 * Whether another line of settings alone (line_is_settings()) in the section
 * of item set, one too, differs from it: "recordsize=1M sync=standard"
 * and "recordsize=1M sync=always" tell the section's runs apart.
 */
static int settings_differ(struct docstate *ds, size_t set)
{
	const struct doc *d = &ds->d;
	size_t sec = section_of(ds, set), end;

	for (end = sec + 1; end < d->n && !section_start(&d->items[end]); end++)
		;
	for (size_t i = sec; i < end; i++) {
		const struct doc_item *it = &d->items[i];

		if (i != set && it->kind == DOC_LINE && !it->pre &&
		    !it->blank && ds->used[i] != 1 &&
		    line_is_settings(it->s, it->len) &&
		    !same_item_text(d, i, set) && !jobfile_option(ds, i))
			return 1;
	}
	return 0;
}

/*
 * The line of settings alone (line_is_settings(): "\"compression=lz4\"
 * \"atime=on\"", "`direct=1 iodepth=32`") that heads the run starting at
 * item k: above the code block, command and output holding k, with only
 * blank lines and up to two other captions between (never across a
 * heading, another code block, a table or a command).  When another line
 * of settings alone in the same section differs from it, the runs are the
 * section's system under other settings: its text goes into out (n
 * bytes), 1; else 0.
 */
/*
 * Where the code block (fenced or indented), command and output lines
 * holding item k start; SIZE_MAX past 200 lines (a long log: its runs
 * are named by what is inside it, and the walk stays cheap per run).
 */
/* Whether item it is an output line as a list item ("* 104857600 bytes
 * (105 MB, 100 MiB) copied, 18.2 s, 5.8 MB/s"). */
static int bullet_output(const struct doc_item *it)
{
	return it->len > 2 && strchr("*-+", it->s[0]) && it->s[1] == ' ' &&
	       output_line(it->s + 2, it->len - 2);
}

static size_t run_block_start(struct docstate *ds, size_t k)
{
	const struct doc *d = &ds->d;
	size_t from = k;

	while (k > 0 && from - k < 200 && d->items[k - 1].kind == DOC_LINE &&
	       !d->items[k - 1].blank &&
	       (d->items[k - 1].pre || d->items[k - 1].s[0] == ' ' ||
		d->items[k - 1].s[0] == '\t' ||
		output_line(d->items[k - 1].s, d->items[k - 1].len) ||
		bullet_output(&d->items[k - 1]) ||
		item_has_command(ds, k - 1, NULL)))
		k--;
	while (k > 0 && from - k < 200 && d->items[k - 1].kind == DOC_LINE &&
	       d->items[k].pre && d->items[k - 1].pre)
		k--;
	return from - k < 200 ? k : SIZE_MAX;
}

static int sentence_line(const char *s, size_t len);
static int cjk_clauses(const char *s, size_t len);
static int comma_end(const char *s, size_t len);
static int lowercase_remark(const char *s, size_t len);
static int fragment_line(const char *s, size_t len);
static int sentence_inside(const char *s, size_t len);
static size_t strip_len(const char *label);
static size_t strip_len_n(const char *label, size_t k);
static int system_caption(const char *s, size_t len);
static int run_prose_label(struct docstate *ds, const struct piece *p, size_t k,
			   const char *head, char *out, size_t n);
static int run_prose_other(struct docstate *ds, const struct piece *p, size_t k,
			   const char *up, char *out, size_t n);
static int title_names_system(const char *s, size_t len);

/*
 * The caption of a later code block of piece p that the piece's label
 * does not say (item k holds a run): "Sur les disques SSD du STOR2 (ces
 * disques sont en EXT4)" alone between the blocks of a section, as the
 * first block's caption labels the first.  A name, not a sentence, a
 * test, a setting or a remark.  Into out (n bytes); 1 when found.
 */
static size_t paired_shortcode(const char *b, const char *s);

static int run_caption(struct docstate *ds, const struct piece *p, size_t k,
		       char *out, size_t n)
{
	const struct doc *d = &ds->d;
	const struct doc_item *it;
	struct testname tn;

	if ((k = run_block_start(ds, k)) == SIZE_MAX)
		return 0;
	while (k > p->first && d->items[k - 1].kind == DOC_LINE &&
	       d->items[k - 1].blank)
		k--;
	if (k <= p->first + 1 || d->items[k - 1].kind != DOC_LINE)
		return 0;
	it = &d->items[k - 1];
	/* "With kyber, I get:" glued right over the summary, no blank
	 * line between (as over the run before, with one): a caption all
	 * the same when it ends in ':' and stands alone above */
	if (!d->items[k].blank) {
		size_t e = it->len;

		while (e && strchr(" \t*_", it->s[e - 1]))
			e--;
		if (!e || it->s[e - 1] != ':' || it->pre || d->items[k].pre)
			return 0;
	}
	/* its own paragraph: a blank line above it too */
	if (d->items[k - 2].kind != DOC_LINE || !d->items[k - 2].blank ||
	    it->pre || it->blank || section_start(it) || it->toc ||
	    it->len >= n || item_has_command(ds, k - 1, NULL) ||
	    output_line(it->s, it->len) || line_is_settings(it->s, it->len) ||
	    sentence_line(it->s, it->len) || !colon_title(it->s, it->len) ||
	    caption_of_figures(it, 0) || cjk_clauses(it->s, it->len) ||
	    comma_end(it->s, it->len) || lowercase_remark(it->s, it->len) ||
	    fragment_line(it->s, it->len) || memmem(it->s, it->len, "://", 3) ||
	    /* "bob commented on 4 Mar 2021": who wrote, no system */
	    line_is_post_heading(it->s, it->len) ||
	    /* "# hdprm -tT /dev/sdb", "... :-)": a command, a remark */
	    line_names_nothing(it->s, it->len))
		return 0;
	testname_parse(it->s, it->len, 0, &tn);
	if (tn.metric || tn.value_header || tn.test_header)
		return 0;
	/* "4k random read:" names a test; "ZFS striped across all six
	 * disks with 4k records:" a setup, a size among its words */
	if (tn.found && !system_caption(it->s, strip_len_n(it->s, it->len)))
		return 0;
	label_text(out, n, it->s, d->html);
	out[strip_len(out)] = '\0';
	/* "[divider]Quick \"dd\" test[/divider]": the text inside a blog's
	 * shortcode, read as any caption ("dd test" names the test only) */
	if (it->s[strspn(it->s, " ")] == '[' &&
	    paired_shortcode(it->s + strspn(it->s, " "),
			     it->s + strspn(it->s, " "))) {
		testname_parse(out, strlen(out), 0, &tn);
		if (tn.metric || tn.value_header || tn.test_header ||
		    (tn.found && !system_caption(out, strlen(out))) ||
		    (testname_tool(out, strlen(out)) &&
		     heading_names_no_system(out, strlen(out))))
			return 0;
	}
	return out[0] != '\0';
}

/*
 * Whether a line of a person's words stands over the code block holding
 * item k inside piece p ("LVM striped across the four disks:" between two
 * pairs of result lines): for a run after the piece's first, the caption
 * of its block, named or not, so the caption above the first is not its.
 */
static int run_own_caption(struct docstate *ds, const struct piece *p, size_t k)
{
	const struct doc *d = &ds->d;
	const struct doc_item *it;

	if ((k = run_block_start(ds, k)) == SIZE_MAX)
		return 0;
	while (k > p->first && d->items[k - 1].kind == DOC_LINE &&
	       d->items[k - 1].blank)
		k--;
	if (k <= p->first + 1 || d->items[k - 1].kind != DOC_LINE)
		return 0;
	it = &d->items[k - 1];
	/* "_256k:_": the test or its settings under the piece's caption,
	 * which goes on naming the system; a caption names something */
	if (it->pre || it->blank || it->emph || section_start(it) || it->toc ||
	    item_has_command(ds, k - 1, NULL) || output_line(it->s, it->len) ||
	    line_is_settings(it->s, it->len))
		return 0;
	return names_something(it->s, it->len, 0);
}

static int heading_names_test(const char *s);

/* Whether s (len bytes) is two words or more of letters and digits, with
 * ',', '.', ';', '\'', '-' and blanks between: a sentence's words, no
 * caption (':'), setting nor path. */
static int plain_words(const char *s, size_t len)
{
	size_t words = 0;

	for (size_t i = 0; i < len; i++) {
		if (!isalnum((unsigned char)s[i]) && !strchr(" \t,.;'-", s[i]))
			return 0;
		words += s[i] != ' ' && s[i] != '\t' &&
			 (i == 0 || s[i - 1] == ' ' || s[i - 1] == '\t');
	}
	return words >= 2;
}

/*
 * Whether line s (len bytes) opens with a shell prompt and a command
 * after it: "$ sh run.sh", "root@box1:~# sh hugetlb_test.sh", "[bob@nas
 * ~]$ ./bench" (the prompt as line_is_prompt_alone() reads one).
 */
static int prompt_run_line(const char *s, size_t len)
{
	size_t b = 0;

	while (b < len && (s[b] == ' ' || s[b] == '\t'))
		b++;
	if (b + 2 < len && strchr("$#", s[b]) && s[b + 1] == ' ')
		return 1;
	for (size_t i = b + 1; i + 2 < len && i - b < 64; i++)
		if (strchr("$#%", s[i]) && s[i + 1] == ' ' &&
		    line_is_prompt_alone(s + b, i + 1 - b))
			return 1;
	return 0;
}

/*
 * Whether line it is what a script printed among its trace: one or two
 * words, no sentence's end nor caption's ':' ("256", "done", "OK").
 */
static int script_value(const struct doc_item *it)
{
	size_t at[3], wl[3];

	return line_words(it->s, it->len, at, wl, 3) <= 2 &&
	       !sentence_line(it->s, it->len) && it->len &&
	       it->s[it->len - 1] != ':';
}

/*
 * A caption sentence that opens the paragraph of a transcript whose run
 * holds item k: "The results for 2 consecutive runs on clean 6.1" or
 * "Now with 4f0c2a1e applied" (a blank line above it, no ':' needed),
 * right over "root@box1:~# sh bench.sh" and the script's `set -x` trace,
 * outputs and prompts down to item k, no blank line nor other text
 * between.  What the sentence says the runs are of (line_result_caption(),
 * line_bare_when_caption(): "on clean 6.1", "with 4f0c2a1e applied")
 * labels every run of that paragraph.  A sentence above a command with
 * text between, or a line of prose among the transcript's, names nothing
 * here.  Into out (n bytes); 1 when found.
 */
static int transcript_caption(struct docstate *ds, size_t k, char *out,
			      size_t n)
{
	const struct doc *d = &ds->d;
	size_t c = k;

	/* up over the transcript's lines to the paragraph's first */
	while (c > 0 && k - c < 200) {
		const struct doc_item *it = &d->items[c - 1];

		if (it->kind != DOC_LINE || it->blank || it->pre || it->heading)
			break;
		if (!(item_has_command(ds, c - 1, NULL) ||
		      prompt_run_line(it->s, it->len) ||
		      line_is_shell_trace(it->s, it->len) ||
		      output_line(it->s, it->len) || script_value(it)))
			break;
		c--;
	}
	/* the caption: the line right above, its own paragraph's first,
	 * right over the prompt that ran the transcript */
	if (c == k || c == 0 || c + 1 > k ||
	    !prompt_run_line(d->items[c].s, d->items[c].len))
		return 0;
	{
		const struct doc_item *cap = &d->items[c - 1];

		if (cap->kind != DOC_LINE || cap->blank || cap->pre ||
		    cap->heading || cap->len >= n ||
		    (c >= 2 && !(d->items[c - 2].kind == DOC_LINE &&
				 d->items[c - 2].blank)))
			return 0;
		return line_result_caption(cap->s, cap->len, out, n) ||
		       line_bare_when_caption(cap->s, cap->len, out, n);
	}
}

/*
 * The caption a shell comment gives the run whose command is item k, in
 * a transcript pasted unfenced, where Markdown made the comment an H1:
 * "# First pass, to fill the small volume" right over "[root@box ~]# dd
 * ...", or with the comment's wrapped rest between ("# Second pass: being
 * an overwrite, it is slower." / "However, ..." / the command).  The
 * comment nearest the command names its run, not the first of the
 * transcript.  Its title alone when a clause follows ("Second pass",
 * "First pass"); a comment naming a test ("# 4k write test") or nothing
 * (a command, a step "# sync") gives none.  Into out (n bytes); 1 when
 * found.
 */
static int run_comment_caption(struct docstate *ds, size_t k, char *out,
			       size_t n)
{
	const struct doc *d = &ds->d;
	const struct doc_item *it;
	size_t h = k - 1, e, words = 0, rest = 0;

	/* "# echo 3 > /proc/..." over "# dd ...": root prompts Markdown
	 * made headings of, commands both */
	if (d->html || k < 1 || d->items[k].heading ||
	    !item_has_command(ds, k, NULL))
		return 0;
	it = &d->items[h];
	/* the comment's wrapped rest: a line of words, no command nor
	 * output, right under the comment and right over the command */
	if (it->kind == DOC_LINE && !it->heading && !it->pre && !it->blank &&
	    h > 0 && d->items[h - 1].kind == DOC_LINE &&
	    d->items[h - 1].heading == 1 && d->items[h - 1].no + 1 == it->no &&
	    it->no + 1 == d->items[k].no && !item_has_command(ds, h, NULL) &&
	    !output_line(it->s, it->len) && plain_words(it->s, it->len) &&
	    (sentence_line(d->items[h - 1].s, d->items[h - 1].len) ||
	     islower((unsigned char)it->s[0])))
		it = &d->items[--h];
	if (it->kind != DOC_LINE || it->heading != 1 || it->pre ||
	    d->items[h + 1].no != it->no + 1 || it->len >= n ||
	    item_has_command(ds, h, NULL) || shell_line(it->s) ||
	    heading_names_nothing(it->s, it->len) ||
	    line_names_nothing(it->s, it->len))
		return 0;
	label_text(out, n, it->s, d->html);
	out[strip_len(out)] = '\0';
	/* "Second pass: being an overwrite, ...": the title, two to four
	 * words, then a clause of three words or more */
	e = strcspn(out, ":,");
	for (size_t i = 0; out[i]; i++)
		if (out[i] != ' ' && (i == 0 || out[i - 1] == ' '))
			*(i < e ? &words : &rest) += 1;
	if (out[e] && words >= 2 && words <= 4 && rest >= 3)
		out[e] = '\0';
	return out[0] && !heading_names_test(out);
}

/*
 * Whether settings line s (len bytes) is one test condition alone, which
 * the output's own header states ("iodepth=4", "bs = 1M", "rw=randread"):
 * the test it names, not the system; the run's conditions tell such runs
 * apart, a label would repeat one.
 */
static int condition_setting(const char *s, size_t len)
{
	static const char *const conds[] = {"iodepth", "bs",	    "blocksize",
					    "rw",      "readwrite", NULL};
	size_t k = 0, e;

	while (k < len && (s[k] == '`' || s[k] == '"' || s[k] == ' '))
		k++;
	e = k;
	while (e < len && (isalnum((unsigned char)s[e]) || s[e] == '_'))
		e++;
	if (e == k || !word_listed(s + k, e - k, conds, 1))
		return 0;
	while (e < len && s[e] == ' ')
		e++;
	if (e == len || s[e] != '=')
		return 0;
	while (++e < len && s[e] == ' ')
		;
	while (e < len && !strchr(" `\"", s[e]))
		e++;
	while (e < len && strchr(" `\":", s[e]))
		e++;
	return e == len;
}

static int run_setting(struct docstate *ds, size_t k, char *out, size_t n)
{
	const struct doc *d = &ds->d;
	long set = -1;
	int seen = 0;

	if ((k = run_block_start(ds, k)) == SIZE_MAX)
		return 0;
	while (k-- > 0 && seen < 3 && set < 0) {
		const struct doc_item *it = &d->items[k];

		if (it->kind != DOC_LINE || it->pre || it->toc ||
		    section_start(it) || ds->used[k] == 1 ||
		    item_has_command(ds, k, NULL) ||
		    output_line(it->s, it->len))
			break;
		if (it->blank)
			continue;
		seen++;
		if (line_is_settings(it->s, it->len))
			set = (long)k;
	}
	/* "[job0]" / "filename=/dev/nvme0n1" over the output: the job
	 * file's last option, no caption */
	if (set < 0 || jobfile_option(ds, (size_t)set) ||
	    !settings_differ(ds, (size_t)set) ||
	    condition_setting(d->items[set].s, d->items[set].len))
		return 0;
	label_text(out, n, d->items[set].s, d->html);
	/* the settings, not their quotes: "compression=lz4 atime=off" */
	for (char *q = out, *w = out;; q++)
		if (*q != '"' && *q != '\'' && !(*w++ = *q))
			break;
	return out[0] != '\0';
}

/*
 * The file or directory tool command c works on, into out (n bytes): fio's
 * filename= (one file) or directory=, dd's of= (else if=; never
 * /dev/zero, /dev/null nor a random source), iozone's -f or first -F
 * file (also a lone "f" before an absolute path: a copy lost its dash).
 * 1 when found.
 */
static int command_target(const char *tool, const char *c, char *out, size_t n)
{
	const char *p = c, *in = NULL, *v = NULL;
	size_t in_len = 0, vl = 0;
	int fio = !strcmp(tool, "fio"), dd = !strcmp(tool, "dd"),
	    iozone = !strcmp(tool, "iozone");

	if (!fio && !dd && !iozone)
		return 0;
	while (*p && !v) {
		size_t w;

		while (*p == ' ' || *p == '\t')
			p++;
		w = strcspn(p, " \t");
		if (fio) {
			const char *q = p;

			while (q < p + w && *q == '-')
				q++;
			if ((size_t)(p + w - q) > 9 &&
			    !memcmp(q, "filename=", 9))
				v = q + 9;
			else if ((size_t)(p + w - q) > 10 &&
				 !memcmp(q, "directory=", 10))
				v = q + 10;
			if (v)
				vl = (size_t)(p + w - v);
		} else if (dd && w > 3 && p[1] == 'f' && p[2] == '=' &&
			   (p[0] == 'o' || p[0] == 'i')) {
			const char *f = p + 3;
			size_t fl = w - 3;
			int sink = fl >= 5 && !memcmp(f, "/dev/", 5) &&
				   (!strncmp(f + 5, "zero", 4) ||
				    !strncmp(f + 5, "null", 4) ||
				    !strncmp(f + 5, "urandom", 7) ||
				    !strncmp(f + 5, "random", 6));

			if (!sink && p[0] == 'o')
				v = f, vl = fl;
			else if (!sink && !in)
				in = f, in_len = fl;
		} else if (iozone && ((w == 2 && (!memcmp(p, "-f", 2) ||
						  !memcmp(p, "-F", 2))) ||
				      (w == 1 && *p == 'f'))) {
			const char *f = p + w;

			while (*f == ' ' || *f == '\t')
				f++;
			if (*f && *f != '-' && (w == 2 || *f == '/'))
				v = f, vl = strcspn(f, " \t");
		}
		p += w;
	}
	if (!v && in)
		v = in, vl = in_len;
	if (!v || !vl || vl >= n || memchr(v, ':', vl) || memchr(v, '$', vl))
		return 0;
	memcpy(out, v, vl);
	out[vl] = '\0';
	return 1;
}

/* Whether directory name s (len bytes) names nothing: a place every
 * system has ("tmp", "mnt", "home") or a word for test files. */
static int generic_dir(const char *s, size_t len)
{
	static const char *const words[] = {
	    "tmp",  "mnt",    "media", "home",	"root",	   "var",     "srv",
	    "opt",  "usr",    "data",  "test",	"tests",   "testing", "bench",
	    "fio",  "iozone", "dd",    "run",	"scratch", "work",    "files",
	    "file", "disk",   "disks", "mount", "volumes", "vol",     NULL};

	return word_listed(s, len, words, 1);
}

/* The k-th directory of path (its last part is the file unless path ends
 * in '/'): *at and *len; 0 when there is none. */
static int path_dir(const char *path, size_t k, const char **at, size_t *len)
{
	const char *p = path, *end = strrchr(path, '/');

	if (*p != '/' || !end)
		return 0;
	for (size_t i = 0;; i++) {
		const char *e;

		while (*p == '/')
			p++;
		if (p >= end)
			return 0;
		e = strchr(p, '/');
		if (i == k) {
			*at = p;
			*len = (size_t)(e - p);
			return 1;
		}
		p = e;
	}
}

#define TARGETS_MAX 16

/*
 * Relative target t (n bytes) of the command on item `item`, under the
 * working directory its prompt shows, on its line or on the line above
 * (a prompt of two lines): "./tempfile2" under "[root@h 14:02 /nvme]" is
 * "/nvme/tempfile2".  t stays as it is otherwise ("../x" too).
 */
static void target_in_prompt_dir(const struct docstate *ds, size_t item,
				 char *t, size_t n)
{
	const struct doc_item *it = &ds->d.items[item], *up = it - 1;
	char dir[128], buf[384];
	const char *f = t;

	if (t[0] == '/' || t[0] == '~' || it->kind != DOC_LINE)
		return;
	if (!line_prompt_dir(it->s, it->len, dir, sizeof(dir)) &&
	    !(item > 0 && up->kind == DOC_LINE && up->no + 1 == it->no &&
	      line_is_prompt_alone(up->s, up->len) &&
	      line_prompt_dir(up->s, up->len, dir, sizeof(dir))))
		return;
	while (f[0] == '.' && f[1] == '/')
		f += 2;
	if (!*f || strstr(f, "..") ||
	    (size_t)snprintf(buf, sizeof(buf), "%s/%s", dir, f) >= n)
		return;
	memcpy(t, buf, strlen(buf) + 1);
}

/*
 * Several runs of one tool in one section, told apart only by their
 * commands' targets ("iozone ... -f /mnt/webdav/t", "... -f
 * /mnt/nfs/t"): the directory that tells this run's target (command c)
 * from the others of the section's commands, when it names a system (a
 * word with a letter, not a place every system has: generic_dir()) and
 * every other target has a name of its own at that depth.  Targets under
 * /dev/ are devices (the run's device says it).  Into out (n bytes); 1
 * when found.
 */
static int target_name(struct docstate *ds, const struct piece *p,
		       const char *tool, const char *c, size_t citem, char *out,
		       size_t n)
{
	char ts[TARGETS_MAX][256];
	size_t nt = 0, sec = heading_section_of(ds, p->first), depth;
	const char *a0, *a;
	size_t l0, l;

	int via_prompt;

	if (!tool || !c || !command_target(tool, c, ts[0], sizeof(ts[0])))
		return 0;
	via_prompt = ts[0][0] != '/';
	if (citem != SIZE_MAX)
		target_in_prompt_dir(ds, citem, ts[0], sizeof(ts[0]));
	if (!strncmp(ts[0], "/dev/", 5) || ts[0][0] != '/')
		return 0;
	nt = 1;
	for (size_t k = 0; k < ds->n_cmds && nt < TARGETS_MAX; k++) {
		int seen = 0;

		if (strcmp(ds->cmds[k].tool, tool) ||
		    heading_section_of(ds, ds->cmd_item[k]) != sec ||
		    !command_target(tool, ds->cmds[k].text, ts[nt],
				    sizeof(ts[nt])))
			continue;
		target_in_prompt_dir(ds, ds->cmd_item[k], ts[nt],
				     sizeof(ts[nt]));
		/* the run's own target is known through its prompt: one of
		 * another command whose prompt shows no directory is not
		 * known, and tells nothing */
		if (via_prompt && ts[nt][0] != '/')
			continue;
		if (ts[nt][0] != '/' || !strncmp(ts[nt], "/dev/", 5))
			return 0; /* a device or a relative path among them */
		for (size_t i = 0; i < nt && !seen; i++)
			seen = !strcmp(ts[i], ts[nt]);
		if (!seen)
			nt++;
	}
	if (nt < 2)
		return 0;
	/* the first depth where the targets' directories part */
	for (depth = 0;; depth++) {
		int same = 1;

		if (!path_dir(ts[0], depth, &a0, &l0))
			return 0;
		for (size_t i = 1; i < nt && same; i++)
			same = path_dir(ts[i], depth, &a, &l) && l == l0 &&
			       !memcmp(a, a0, l);
		if (!same)
			break;
	}
	for (size_t i = 0; i < nt; i++) {
		int letter = 0;

		if (!path_dir(ts[i], depth, &a, &l) || l < 2 ||
		    generic_dir(a, l))
			return 0;
		for (size_t j = 0; j < l; j++) {
			if (isalpha((unsigned char)a[j]))
				letter = 1;
			else if (!isdigit((unsigned char)a[j]) &&
				 !strchr("-_.", a[j]))
				return 0;
		}
		if (!letter)
			return 0;
		for (size_t j = 0; j < i; j++) {
			const char *b;
			size_t bl;

			if (path_dir(ts[j], depth, &b, &bl) && bl == l &&
			    !strncasecmp(a, b, l))
				return 0; /* two targets, one name */
		}
	}
	path_dir(ts[0], depth, &a0, &l0);
	if (l0 >= n)
		return 0;
	memcpy(out, a0, l0);
	out[l0] = '\0';
	return 1;
}

/*
 * The item of the command of the tool that ran run in the relay's block:
 * the last one at or above the run's first line, in the block (or the
 * lines of its context above); SIZE_MAX when none.
 */
static size_t run_command_item(const struct relay *r,
			       const struct iodb_run *run, const char *tool)
{
	const struct docstate *ds = r->ds;
	long line =
	    run->line_from > 0 ? doc_line(r, run->line_from - r->base) : 0;
	size_t best = SIZE_MAX, lo = r->piece->ctx < r->piece->first
					 ? r->piece->ctx
					 : r->piece->first;

	if (!line || !tool)
		return SIZE_MAX;
	for (size_t k = 0; k < ds->n_cmds; k++) {
		size_t it = ds->cmd_item[k];

		if (it >= lo && it <= r->piece->last &&
		    ds->d.items[it].no <= line &&
		    !strcmp(ds->cmds[k].tool, tool))
			best = it;
	}
	return best;
}

/*
 * The caption (run_caption()) over the paragraph holding the last line of
 * a run of piece r->piece whose first line, item k, is in an earlier one:
 * the command over several paragraphs of its outputs, each captioned.
 * Into out (n bytes); 1 when found.
 */
static int run_last_caption(const struct relay *r, const struct iodb_run *run,
			    size_t k, char *out, size_t n)
{
	const struct piece *p = r->piece;
	long line;
	size_t start;

	if (run->line_to <= run->line_from)
		return 0;
	line = doc_line(r, run->line_to - r->base);
	for (size_t j = k + 1; line && j <= p->last; j++) {
		const struct doc_item *it = &r->ds->d.items[j];

		if (it->kind != DOC_LINE || it->no != line)
			continue;
		start = run_block_start(r->ds, j);
		/* a name starts with a letter or a digit (not "\t:省略",
		 * an elision between two parts of one output) */
		return start != SIZE_MAX && start > k &&
		       run_caption(r->ds, p, j, out, n) &&
		       (isalnum((unsigned char)out[0]) ||
			(unsigned char)out[0] >= 0x80);
	}
	return 0;
}

/* The words of the O_DIRECT clause of a caption: "with oflag=direct",
 * "wit oflag=direct" (a typo), "without oflag", "without direct I/O". */
static const char *const direct_clause_words[] = {
    "with",	"wit",	 "without",	 "using",	 "no",
    "oflag",	"iflag", "oflag=direct", "iflag=direct", "direct",
    "o_direct", "flag",	 "i/o",		 "io",		 NULL};

/*
 * The O_DIRECT a caption paragraph over a bare dd summary says (no
 * command shown): "... with oflag=direct" 1 (no "without", "no", "drop"
 * or "remove" before the flag, no "not", "don't", "instead"), "...
 * without oflag", "without direct" 0; *flag 'o', 'i' or 0 (either
 * direction).  -1 when it names none, or both.
 */
static int caption_direct(const char *s, size_t len, char *flag)
{
	static const char *const off[] = {
	    "without", "no", "drop", "dropping", "remove", "removing", NULL};
	static const char *const stop[] = {"not",     "don't", "dont",
					   "instead", "never", NULL};
	size_t at[24], wl[24], nw;
	int said = -1, neg = 0;

	nw = line_words(s, len, at, wl, 24);
	if (nw >= 24)
		return -1;
	*flag = 0;
	for (size_t w = 0; w < nw; w++) {
		const char *t = s + at[w];
		size_t l = wl[w];

		while (l && strchr(",.;:)'\"`", t[l - 1]))
			l--;
		if (word_listed(t, l, stop, 1))
			return -1;
		if (word_listed(t, l, off, 1)) {
			neg = 1;
			continue;
		}
		if (l == 12 && (t[0] == 'o' || t[0] == 'i') &&
		    !strncasecmp(t + 1, "flag=direct", 11)) {
			if (said >= 0)
				return -1;
			said = !neg;
			*flag = t[0];
		} else if (neg && w > 0 &&
			   word_listed(s + at[w - 1], wl[w - 1], off, 1) &&
			   (!strncasecmp(t, "oflag", l) ||
			    !strncasecmp(t, "iflag", l) ||
			    !strncasecmp(t, "direct", l) ||
			    !strncasecmp(t, "o_direct", l))) {
			if (said >= 0)
				return -1;
			said = 0;
			*flag = l == 5 ? t[0] : 0;
		}
	}
	return said;
}

/*
 * Whether caption s (len bytes) only says the run above was made again:
 * "again", "once more", "repeat" and the like, with words of a sentence's
 * frame, the tool's name and an O_DIRECT clause ("Doing again without
 * oflag", "Same again with oflag=direct"), no name of its own ("Again on
 * the SSD" names one).
 */
static int caption_again(const char *s, size_t len)
{
	static const char *const again[] = {"again",	 "repeat", "repeated",
					    "repeating", "rerun",  "re-run",
					    "more",	 NULL};
	static const char *const frame[] = {
	    "doing", "did",   "done",	"ran",	"run", "running", "same",
	    "it",    "the",   "test",	"then", "and", "now",	  "once",
	    "but",   "this",  "time",	"dd",	"i",   "let's",	  "lets",
	    "try",   "tried", "trying", "here", "one", NULL};
	size_t at[24], wl[24], nw = line_words(s, len, at, wl, 24);
	int rep = 0;

	if (!nw || nw >= 12)
		return 0;
	for (size_t w = 0; w < nw; w++) {
		const char *t = s + at[w];
		size_t l = wl[w];

		while (l && strchr(",.;:!", t[l - 1]))
			l--;
		if (!l)
			continue;
		if (word_listed(t, l, again, 1) &&
		    (strncasecmp(t, "more", l) ||
		     (w > 0 && !strncasecmp(s + at[w - 1], "once", 4))))
			rep = 1;
		else if (!word_listed(t, l, frame, 1) &&
			 !word_listed(t, l, direct_clause_words, 1))
			return 0;
	}
	return rep;
}

/*
 * Whether caption s (len bytes) says where a dd ran: the word "dd", then
 * "to", "on", "onto", "into", "from" or "against" and a word naming the target
 * that is no part of an O_DIRECT clause ("Doing dd to disk on which
 * resides brick with oflag=direct"), twenty words at most.
 */
static int dd_target_caption(const char *s, size_t len)
{
	static const char *const preps[] = {"to",   "on",      "onto", "into",
					    "from", "against", NULL};
	size_t at[24], wl[24], nw = line_words(s, len, at, wl, 24);

	if (nw >= 20)
		return 0;
	for (size_t w = 0; w + 2 < nw; w++)
		if (wl[w] == 2 && !strncasecmp(s + at[w], "dd", 2) &&
		    word_listed(s + at[w + 1], wl[w + 1], preps, 1) &&
		    !word_listed(s + at[w + 2], wl[w + 2], direct_clause_words,
				 1))
			return 1;
	return 0;
}

/*
 * Label s without its O_DIRECT clause at its end (the run's direct says
 * it): "Doing dd to mounted NFS share with oflag=direct" -> "Doing dd to
 * mounted NFS share"; unchanged when nothing would be left.
 */
static void drop_direct_clause(char *s)
{
	size_t at[24], wl[24], nw = line_words(s, strlen(s), at, wl, 24);
	size_t cut = nw;

	if (nw >= 24)
		return;
	while (cut > 0 && word_listed(s + at[cut - 1], wl[cut - 1],
				      direct_clause_words, 1))
		cut--;
	if (cut == nw || !cut)
		return;
	/* a clause naming a flag, not the words alone ("with no cache") */
	{
		char f;

		if (caption_direct(s + at[cut], strlen(s + at[cut]), &f) < 0)
			return;
	}
	s[at[cut - 1] + wl[cut - 1]] = '\0';
	s[strip_len(s)] = '\0';
}

/*
 * The caption paragraph over the code block (or paragraph) holding item k,
 * inside its piece or right above it: one line, blank lines
 * above and below it, not inside a block nor taken by a table; -1 when
 * none.
 */
static long run_caption_item(struct docstate *ds, size_t k)
{
	const struct doc *d = &ds->d;
	const struct doc_item *it;

	if ((k = run_block_start(ds, k)) == SIZE_MAX)
		return -1;
	while (k > 0 && d->items[k - 1].kind == DOC_LINE &&
	       d->items[k - 1].blank)
		k--;
	if (k < 2 || !d->items[k].blank || d->items[k - 1].kind != DOC_LINE)
		return -1;
	it = &d->items[k - 1];
	if (d->items[k - 2].kind != DOC_LINE || !d->items[k - 2].blank ||
	    ds->used[k - 1] == 1 || it->pre || it->blank || section_start(it) ||
	    it->toc || it->len >= LABEL_MAX ||
	    item_has_command(ds, k - 1, NULL) || output_line(it->s, it->len) ||
	    sentence_line(it->s, it->len) || line_names_nothing(it->s, it->len))
		return -1;
	return (long)k - 1;
}

static void banner_drive(struct docstate *ds, const struct piece *p,
			 const struct iodb_run *run, struct iodb_run *x);

static int nest_caption(struct docstate *ds, size_t k, char *out, size_t n);
static void qualify_outer_caption(struct docstate *ds, size_t c, char *label,
				  size_t n);

/*
 * Item k is a run's first line: going up past blank lines and the run's
 * command on one line of its own ("CMD (Randwrite):" / "sudo fio ..." /
 * (blank) / "mytest: (g=0): ..."), the item under the line that may be
 * the run's caption (0 at the document's top).
 */
static size_t caption_above_run(struct docstate *ds, size_t k)
{
	const struct doc *d = &ds->d;

	while (k > 0 && d->items[k - 1].kind == DOC_LINE &&
	       d->items[k - 1].blank)
		k--;
	if (k > 0 && d->items[k - 1].kind == DOC_LINE &&
	    item_has_command(ds, k - 1, NULL))
		for (k--; k > 0 && d->items[k - 1].kind == DOC_LINE &&
			  d->items[k - 1].blank;)
			k--;
	return k;
}

/*
 * The run of x (its first line block line no) has a label its importer
 * read from a caption inside the block ("patched:" right over its job's
 * block, or over the command right over it: caption_above_run()): when
 * an outer caption heads that caption's group ("micron p320h:",
 * qualify_outer_caption()), x's label becomes both, in buf (n bytes);
 * the outer alone when the inner names only the test ("CMD (Randread)").
 */
static void outer_run_caption(const struct relay *r, long no,
			      struct iodb_run *x, char *buf, size_t n)
{
	struct docstate *ds = r->ds;
	long line = doc_line(r, no);
	char t[LABEL_MAX];

	for (size_t k = r->piece->first; line && k <= r->piece->last; k++) {
		size_t c = k;

		if (ds->d.items[k].kind != DOC_LINE ||
		    ds->d.items[k].no != line)
			continue;
		c = caption_above_run(ds, c);
		if (!c || !nest_caption(ds, c - 1, t, sizeof(t)) ||
		    strcmp(t, x->label) || strlen(t) >= n)
			return;
		snprintf(buf, n, "%s", t);
		qualify_outer_caption(ds, c - 1, buf, n);
		if (strcmp(buf, t))
			x->label = buf;
		return;
	}
}

static int caption_names_test_only(const char *s, size_t len);

/*
 * A run its importer left unlabelled whose command (run_command_item())
 * stands under a caption naming only its test, under a caption naming
 * the state or system compared ("Before the patch:" / "CMD (Randread):" /
 * "sudo fio ..."), the output below other lines (a reply written into the
 * quote): the outer caption, into out (n bytes), as for a run whose
 * importer took the inner one (qualify_outer_caption()); 0 when none.
 */
static int command_outer_caption(const struct relay *r,
				 const struct iodb_run *run, const char *tool,
				 char *out, size_t n)
{
	struct docstate *ds = r->ds;
	size_t k = run_command_item(r, run, tool), c;
	char in[LABEL_MAX];

	/* the command the block was given from above it */
	if (k == SIZE_MAX && r->command_item < r->piece->first)
		k = r->command_item;
	if (k == SIZE_MAX)
		return 0;
	c = k;
	while (c > 0 && ds->d.items[c - 1].kind == DOC_LINE &&
	       ds->d.items[c - 1].blank)
		c--;
	if (!c || !nest_caption(ds, c - 1, in, sizeof(in)) ||
	    !caption_names_test_only(in, strlen(in)) || strlen(in) >= n)
		return 0;
	snprintf(out, n, "%s", in);
	qualify_outer_caption(ds, c - 1, out, n);
	return strcmp(out, in) != 0;
}

static long next_text_item(const struct docstate *ds, size_t k);

/* Whether item k is a caption of test conditions alone ("8k:", "16K
 * randread:", line_conditions_only()), outside any code block. */
static int conditions_caption(const struct docstate *ds, size_t k)
{
	const struct doc_item *it = &ds->d.items[k];

	return it->kind == DOC_LINE && !it->blank && !it->pre && !it->heading &&
	       it->len < 48 && line_conditions_only(it->s, it->len);
}

/*
 * The caption over a group of outputs each under a caption of conditions
 * alone ("Before(randread)" / "8k:" / output / "16k:" / output), for the
 * run of piece p whose own caption is such a one (the piece's first line
 * with text, or the line right above it: "16k:"): going up past blank
 * lines, outputs and the group's other captions of conditions alone, the
 * first other line, when it is a caption (line_caption(),
 * line_name_caption()) right over one of conditions alone.  Into out (n
 * bytes), its own conditions in brackets dropped ("Before"); 0 when none
 * (any other line, a heading, a code block ends the search).
 */
static int group_caption_above(struct docstate *ds, const struct piece *p,
			       char *out, size_t n)
{
	const struct doc *d = &ds->d;
	size_t c = p->first;
	long nx;

	while (c <= p->last && d->items[c].kind == DOC_LINE &&
	       d->items[c].blank)
		c++;
	if (c > p->last || !conditions_caption(ds, c)) {
		c = p->first;
		while (c > 0 && d->items[c - 1].kind == DOC_LINE &&
		       d->items[c - 1].blank)
			c--;
		if (!c || !conditions_caption(ds, --c))
			return 0;
	}
	for (size_t k = c; k-- > 0;) {
		const struct doc_item *it = &d->items[k];

		if (it->kind != DOC_LINE || it->heading || it->pre || it->toc)
			return 0;
		if (it->blank || conditions_caption(ds, k))
			continue;
		/* the group's caption stands right over its first run's */
		nx = next_text_item(ds, k);
		if (nx != (long)k + 1)
			nx = -1;
		if ((nx < 0 || !conditions_caption(ds, (size_t)nx)) &&
		    ds->used[k] == 2)
			continue; /* an output's line */
		if (nx < 0 || !conditions_caption(ds, (size_t)nx) ||
		    it->len >= n ||
		    !(line_caption(it->s, it->len, out, n) ||
		      line_name_caption(it->s, it->len, out, n)) ||
		    line_generic_heading(out, strlen(out)))
			return 0;
		line_drop_condition_brackets(out);
		return out[0] != '\0';
	}
	return 0;
}

static int section_drive_model(struct docstate *ds, const struct piece *p,
			       char *out, size_t n);

/*
 * The fio options command cmd sets from a shell variable, a loop's
 * parameter: "-numjobs=$nThreads", "--bs ${BS}", "iodepth=$QD" in a job
 * file it shows; only the conditions a caption may vary (numjobs,
 * iodepth, bs).  Into v (max entries); how many.
 */
static int loop_vars(const char *cmd, struct loop_var *v, int max)
{
	int n = 0;

	for (const char *d = cmd; n < max && (d = strchr(d, '$')); d++) {
		const char *a = d + 1 + (d[1] == '{'), *e = a, *o;
		const struct fio_option *opt;
		char name[32];
		size_t on;

		while (isalnum((unsigned char)*e) || *e == '_')
			e++;
		if (e == a || isdigit((unsigned char)*a) ||
		    (size_t)(e - a) >= sizeof(v[n].var) || d == cmd)
			continue;
		/* "opt=$V", or "--opt $V" */
		o = d - 1;
		if (*o != '=' && *o != ' ')
			continue;
		while (o > cmd && o[-1] == ' ' && *o == ' ')
			o--;
		for (on = 0; o > cmd &&
			     (isalnum((unsigned char)o[-1]) || o[-1] == '_');)
			o--, on++;
		if (!on || on >= sizeof(name) ||
		    (o > cmd && !strchr("- \t\n", o[-1])) ||
		    (d[-1] == ' ' &&
		     (o - cmd < 2 || o[-1] != '-' || o[-2] != '-')))
			continue;
		memcpy(name, o, on);
		name[on] = '\0';
		opt = fio_option_find(name);
		if (!opt ||
		    (strcmp(opt->canon, "numjobs") &&
		     strcmp(opt->canon, "iodepth") && strcmp(opt->canon, "bs")))
			continue;
		snprintf(v[n].opt, sizeof(v[n].opt), "%s", opt->canon);
		snprintf(v[n].var, sizeof(v[n].var), "%.*s", (int)(e - a), a);
		n++;
	}
	return n;
}

/* Word w (n bytes) lowercased without '_' and '-' into out (size). */
static void fold_key(const char *w, size_t n, char *out, size_t size)
{
	size_t k = 0;

	for (size_t i = 0; i < n && k + 1 < size; i++)
		if (w[i] != '_' && w[i] != '-')
			out[k++] = (char)tolower((unsigned char)w[i]);
	out[k] = '\0';
}

/*
 * The fio option a caption's key names itself (fold_key()ed): fio's own
 * name ("numjobs", "iodepth", "bs", "blocksize") or the words people use
 * for it ("threads", "nr_threads", "jobs", "qd", "queue_depth"); NULL.
 */
static const char *key_option(const char *folded)
{
	static const char *const keys[][2] = {
	    {"numjobs", "numjobs"},    {"jobs", "numjobs"},
	    {"njobs", "numjobs"},      {"nrjobs", "numjobs"},
	    {"threads", "numjobs"},    {"nthreads", "numjobs"},
	    {"nrthreads", "numjobs"},  {"numthreads", "numjobs"},
	    {"iodepth", "iodepth"},    {"qd", "iodepth"},
	    {"queuedepth", "iodepth"}, {"bs", "bs"},
	    {"blocksize", "bs"},       {NULL, NULL}};

	for (size_t i = 0; keys[i][0]; i++)
		if (!strcmp(folded, keys[i][0]))
			return keys[i][1];
	return NULL;
}

/*
 * The conditions a caption over result res states for the loop's
 * parameters, res being a fio run's with command variables r->loop
 * ("Rand Read Test, nr_threads=2" over the grep'd "read: IOPS=..." of
 * "fio -numjobs=$nThreads ..."): the nearest line above the result that
 * is neither blank nor an output's, in its block; each KEY=N in it whose
 * KEY is the variable's name ("nThreads=2", case, '_' and '-' aside) or
 * names the variable's option itself ("nr_threads", "threads", "jobs" for
 * numjobs; "qd" for iodepth; "blocksize" for bs).  A key twice with two
 * values gives nothing; a key naming nothing the command varies ("cores=8",
 * "threads=4" over a command stating --numjobs=1) is left alone: a
 * caption with no command varying, or with no command shown, says nothing
 * certain.  Into *c
 * (unknown what none states); 1 when it states one, else 0.
 */
static int loop_caption_conditions(struct relay *r, long line,
				   struct iodb_cond *c)
{
	struct docstate *ds = r->ds;
	const struct doc_item *it;
	size_t k = r->piece->first, lo, hi;
	int got = 0;

	*c = (struct iodb_cond)IODB_COND_INIT;
	while (k <= r->piece->last &&
	       (ds->d.items[k].kind != DOC_LINE || ds->d.items[k].no != line))
		k++;
	if (!line || k > r->piece->last)
		return 0;
	code_block_span(ds, k, &lo, &hi);
	while (k > lo && (ds->d.items[k].blank ||
			  output_line(ds->d.items[k].s, ds->d.items[k].len)))
		k--;
	it = &ds->d.items[k];
	if (it->blank || !it->len || !memchr(it->s, '=', it->len) ||
	    item_has_command(ds, k, NULL) || output_line(it->s, it->len))
		return 0;
	for (const char *q = it->s, *e = it->s + it->len;
	     (q = memchr(q, '=', (size_t)(e - q))); q++) {
		const char *a = q, *v = q + 1, *ve;
		const char *opt = NULL;
		char key[32], name[32], opts[64];
		struct fio_opts o;
		int64_t val = -1, *at;

		while (a > it->s && (isalnum((unsigned char)a[-1]) ||
				     a[-1] == '_' || a[-1] == '-'))
			a--;
		for (ve = v; ve < e && isalnum((unsigned char)*ve); ve++)
			;
		if (a == q || ve == v || (size_t)(q - a) >= sizeof(key) ||
		    (ve < e && !strchr(" \t,;)]", *ve)) ||
		    (a > it->s && !strchr(" \t,;([", a[-1])))
			continue;
		fold_key(a, (size_t)(q - a), key, sizeof(key));
		for (int i = 0; i < r->n_loop && !opt; i++) {
			fold_key(r->loop[i].var, strlen(r->loop[i].var), name,
				 sizeof(name));
			if (!strcmp(key, name))
				opt = r->loop[i].opt;
		}
		for (int i = 0; i < r->n_loop && !opt; i++)
			if (key_option(key) &&
			    !strcmp(key_option(key), r->loop[i].opt))
				opt = r->loop[i].opt;
		if (!opt)
			continue;
		snprintf(opts, sizeof(opts), "--%s=%.*s", opt, (int)(ve - v),
			 v);
		if (fio_options_parse_cmdline(opts, strlen(opts), NULL, &o) ||
		    !o.n_set)
			return 0;
		at = !strcmp(opt, "bs")	       ? &c->bs
		     : !strcmp(opt, "iodepth") ? &c->iodepth
					       : &c->numjobs;
		val = !strcmp(opt, "bs")	? o.cond.bs
		      : !strcmp(opt, "iodepth") ? o.cond.iodepth
						: o.cond.numjobs;
		if (val <= 0 || (*at > 0 && *at != val))
			return 0;
		*at = val;
		got = 1;
	}
	return got;
}

static int relay_run(void *arg, const struct iodb_run *run)
{
	struct relay *r = arg;
	struct iodb_run x = *run;
	char item[64], both[LABEL_MAX + 64], set[LABEL_MAX];
	char withset[2 * LABEL_MAX + 64], tname[64], cname[64];
	char nested[LABEL_MAX], grp[LABEL_MAX];
	int own = 0; /* the run's block has a caption of its own */
	/* a label that is only the drive hdparm -i named (its device
	 * model): what the document names the block by goes first */
	const char *model =
	    x.label && x.label == run->device_model ? x.label : NULL;

	if (model)
		x.label = NULL;
	/* "-numjobs=$nThreads": a loop's parameter, which a caption over
	 * each result may state (loop_caption_conditions()) */
	{
		const char *cmd = x.command ? x.command : r->command;

		r->n_loop = cmd && x.tool && !strcmp(x.tool, "fio")
				? loop_vars(cmd, r->loop, 4)
				: 0;
	}
	/* "patched:" over this run inside the block, under "micron p320h:":
	 * both captions name it (qualify_outer_caption()) */
	if (x.label && run->line_from > 0)
		outer_run_caption(r, run->line_from - r->base, &x, nested,
				  sizeof(nested));
	if (!x.device_model && r->model[0])
		x.device_model = r->model;
	/* a dd summary alone, no command shown: its caption may say its
	 * O_DIRECT */
	int bare_dd =
	    x.tool && !strcmp(x.tool, "dd") && !x.command && !r->command;

	r->cap_direct = -1;
	r->dd_feeder = run->options_json &&
		       strstr(run->options_json, "\"pipe_to\":\"dd\"");
	/* the run's own line names it, under what names the block ("Write
	 * / [ra]", "Cached / [ra]": the heading's condition stays) */
	if (run->line_to > 0 &&
	    item_label(r, run->line_to - r->base, item, sizeof(item))) {
		const char *up = x.label ? x.label : r->prose ? NULL : r->label;

		if (up && *up)
			snprintf(both, sizeof(both), "%s / %s", up, item);
		else
			snprintf(both, sizeof(both), "%s", item);
		x.label = both;
	} else if (!x.label && run->line_from > 0 &&
		   (caption_label(r, run->line_from - r->base, both,
				  sizeof(both)) ||
		    /* "**** On the NAS ****" over this run, among other
		     * banners in its code block */
		    banner_label(r, run->line_from - r->base, both,
				 sizeof(both)))) {
		x.label = both;
	}
	/* "Before the patch:" / "CMD (Randread):" / its command, then a
	 * reply's lines and the output: the outer caption names the run */
	if (!x.label && run->line_from > 0 &&
	    command_outer_caption(r, run, x.tool, nested, sizeof(nested)))
		x.label = nested;
	if (!x.label && r->label && !r->prose)
		x.label = r->label;
	/* "// run cmd on (\"hdd\" disk)" right over the command: the
	 * system the comment names, under the section's heading ("Disk
	 * write / hdd"); a word alone on a known device tells nothing */
	if (r->heading_label && (!x.label || x.label == r->label) &&
	    run->line_from > 0 &&
	    comment_system(r, x.tool, run->line_from - r->base, cname,
			   sizeof(cname)) &&
	    !(x.device && !strchr(cname, ' ')) &&
	    !(x.label && strcasestr(x.label, cname))) {
		if (x.label && *x.label)
			snprintf(both, sizeof(both), "%s / %s", x.label, cname);
		else
			snprintf(both, sizeof(both), "%s", cname);
		x.label = both;
	}
	/* runs told apart by their targets alone, the section's heading
	 * (or nothing) over them all: "Evaluation / webdav" */
	if (r->heading_label && (!x.label || x.label == r->label) &&
	    target_name(
		r->ds, r->piece, x.tool, x.command ? x.command : r->command,
		run_command_item(r, run, x.tool), tname, sizeof(tname)) &&
	    !(x.label && strcasestr(x.label, tname))) {
		if (x.label && *x.label)
			snprintf(both, sizeof(both), "%s / %s", x.label, tname);
		else
			snprintf(both, sizeof(both), "%s", tname);
		x.label = both;
	}
	/* "STOR2", then "\"compression=lz4\" \"atime=off\"" over this
	 * run's code block: "STOR2 / \"compression=lz4\" \"atime=off\"" */
	if (run->line_from > 0) {
		long line = doc_line(r, run->line_from - r->base);
		const struct piece *p = r->piece;
		/* the system the prose above the piece names is given
		 * below, to what nothing here names */
		const char *up = r->prose ? NULL : r->label;

		for (size_t k = p->first; line && k <= p->last; k++)
			if (r->ds->d.items[k].kind == DOC_LINE &&
			    r->ds->d.items[k].no == line) {
				/* a caption between two code blocks of the
				 * piece names the later one's runs */
				int named =
				    x.label == up &&
				    run_caption(r->ds, p, k, set, sizeof(set));
				long ci =
				    bare_dd ? run_caption_item(r->ds, k) : -1;
				const struct doc_item *cit =
				    ci >= 0 ? &r->ds->d.items[ci] : NULL;

				/* a bare dd summary under a caption of its
				 * own: "Doing again without oflag" is the
				 * run above made again, its label; "Doing dd
				 * to the brick's disk" names the target */
				if (cit && x.label == up) {
					if (caption_again(cit->s, cit->len)) {
						named = r->cap_label[0] != '\0';
						if (named)
							snprintf(
							    set, sizeof(set),
							    "%s", r->cap_label);
					} else if (!named &&
						   colon_title(cit->s,
							       cit->len) &&
						   dd_target_caption(
						       cit->s, cit->len)) {
						label_text(set, sizeof(set),
							   cit->s,
							   r->ds->d.html);
						set[strip_len(set)] = '\0';
						named = set[0] != '\0';
					}
					if (named) {
						drop_direct_clause(set);
						snprintf(r->cap_label,
							 sizeof(r->cap_label),
							 "%s", set);
					}
				}
				if (cit)
					r->cap_direct = caption_direct(
					    cit->s, cit->len, &r->cap_flag);

				/* a later block's own caption, refused: the
				 * first block's is not this one's, nor is
				 * the prose's over it */
				if (!named && x.label == up &&
				    (up || r->prose) && !r->heading_label &&
				    r->relayed &&
				    run_own_caption(r->ds, p, k)) {
					x.label = NULL;
					own = 1;
				}
				/* "## Storage", then "The vendor sent a 32GB
				 * Acme eMMC module:" over this run's block:
				 * the paragraph names it; naming several, it
				 * leaves it unnamed */
				if (!named && r->heading_label && up &&
				    x.label == up) {
					int pr = run_prose_label(
					    r->ds, p, k, up, set, sizeof(set));

					if (pr == 2)
						x.label = NULL;
					named = pr == 1;
				}
				if (!named && r->heading_label && up &&
				    x.label == up)
					named = run_prose_other(
					    r->ds, p, k, up, set, sizeof(set));
				/* a dd summary pasted in a later paragraph than
				 * its command ("`dd ...`", two summaries, then
				 * "ANTIVIRUS DISABLED:" over two more): the
				 * caption of its own paragraph */
				if (!named && x.label == up)
					named = run_last_caption(r, run, k, set,
								 sizeof(set));
				/* "# First pass" right over the run's
				 * command in a transcript */
				if (!named && x.label == up)
					named = run_comment_caption(
					    r->ds, k, set, sizeof(set));
				/* "The results for 2 runs on clean 6.1"
				 * opening the paragraph of the transcript
				 * that holds the run */
				if (!named && x.label == up)
					named = transcript_caption(
					    r->ds, k, set, sizeof(set));
				if (named)
					x.label = strcpy(withset, set);
				else if (!r->prose &&
					 run_setting(r->ds, k, set,
						     sizeof(set)) &&
					 !(x.label && strstr(x.label, set))) {
					if (x.label && *x.label)
						snprintf(
						    withset, sizeof(withset),
						    "%s / %s", x.label, set);
					else
						snprintf(withset,
							 sizeof(withset), "%s",
							 set);
					x.label = withset;
				}
				break;
			}
	}
	x.line_from = doc_line(r, run->line_from - r->base);
	x.line_to = doc_line(r, run->line_to - r->base);
	/* the block's first run: a caption right above it naming a
	 * device; then a separator */
	if (!x.device && !r->runs++)
		x.device = caption_device(r);
	/* from its last line: a command above the separator is no limit */
	if (!x.device)
		x.device = block_device(
		    r,
		    x.line_to ? x.line_to : r->ds->d.items[r->piece->last].no);
	/* the system the prose above names ("ThrustVPS 上的 node 硬碟",
	 * "md3 array") is what a reader says the runs are of, on whatever
	 * device; a word alone ("HDD", "eMMC", "/dev/sdc") tells nothing a
	 * known device does not: that run keeps its device alone */
	if (!x.label && r->label && r->prose && !own &&
	    !(x.device && !strchr(r->label, ' ')))
		x.label = r->label;
	/* "16k:" over this run's block, under "Before(randread)" over the
	 * group's first: the group's caption names it */
	if (!x.label && group_caption_above(r->ds, r->piece, grp, sizeof(grp)))
		x.label = grp;
	if (x.label && line_names_nothing(x.label, strlen(x.label)) &&
	    !question_names_setup(x.label, strlen(x.label)))
		x.label =
		    r->label && !r->prose && x.label != r->label &&
			    !line_names_nothing(r->label, strlen(r->label))
			? r->label
			: NULL;
	/* "Awesome! I am writing that down ... and got": a person's
	 * sentences over the output name nothing */
	if (x.label && label_sentences(x.label))
		x.label = NULL;
	/* "// HDD speed" an importer took for its caption: the words */
	if (x.label)
		x.label += line_comment_marker(x.label, strlen(x.label));
	/* "Baseline: Random Read/Write IOPS: 332k/224k" at the top, left
	 * out as repeating this run's "IOPS=332k" under "## The base line
	 * is host.": the summary's row names the system the way its other
	 * rows ("BLK", "Virtiofs") name theirs, which the block's heading,
	 * title or prose only guessed; the run's own caption stays */
	if (r->piece->sum_label[0] && !r->piece->sum_conflict &&
	    r->piece->sum_line >= x.line_from &&
	    r->piece->sum_line <= x.line_to &&
	    (!x.label || x.label == r->label) &&
	    !(x.label && strcasestr(x.label, r->piece->sum_label)))
		x.label = r->piece->sum_label;
	if (!x.label)
		x.label = model;
	banner_drive(r->ds, r->piece, run, &x);
	/* a drive benchmark's export naming no drive under "# ASUS NUC15",
	 * whose hardware facts say "Drive Model: CT2000P3PSSD8": that
	 * drive is what it measured (the heading stays its label) */
	if (!x.device && !x.device_model && x.format &&
	    (!strcmp(x.format, "cdm") || !strcmp(x.format, "kdiskmark") ||
	     !strcmp(x.format, "hdtune")) &&
	    section_drive_model(r->ds, r->piece, r->drive, sizeof(r->drive)))
		x.device = x.device_model = r->drive;
	if (x.line_from)
		x.line_from += r->parent->line_base;
	if (x.line_to)
		x.line_to += r->parent->line_base;
	r->parent->runs++;
	return r->parent->sink.run
		   ? r->parent->sink.run(r->parent->sink.arg, &x)
		   : 0;
}

/*
 * "HD Tune: SAMSUNG HD502HJ Benchmark" and its figures, then
 * CrystalDiskMark's text naming no drive in the same code block: the
 * drive the block's earlier output named is this one's too (no line but
 * the block's own between them).  Run x of piece p; its device and
 * model set when so.
 */
static void banner_drive(struct docstate *ds, const struct piece *p,
			 const struct iodb_run *run, struct iodb_run *x)
{
	const struct doc *d = &ds->d;

	if (p->kind != PIECE_TOOL || p->first >= d->n ||
	    !d->items[p->first].pre)
		return;
	if (run->device_model) {
		snprintf(ds->block_drive, sizeof(ds->block_drive), "%s",
			 run->device_model);
		ds->block_drive_last = p->last;
		return;
	}
	if (!ds->block_drive[0] || run->device || x->device_model ||
	    ds->block_drive_last >= p->first)
		return;
	for (size_t k = ds->block_drive_last + 1; k < p->first; k++)
		if (d->items[k].kind != DOC_LINE || !d->items[k].pre ||
		    d->items[k].heading)
			return;
	x->device = ds->block_drive;
	x->device_model = ds->block_drive;
}

/* The hash of value v of a field, continuing from h. */
static uint64_t value_print(uint64_t h, const struct iodb_value *v)
{
	unsigned char t = (unsigned char)v->type;
	double d = v->d == 0 ? 0 : v->d; /* -0 is 0 */

	h = util_fnv1a(h, &t, 1);
	if (v->type == IODB_VALUE_STR)
		return util_fnv1a(h, v->s, strlen(v->s) + 1);
	return v->type == IODB_VALUE_NULL ? h : util_fnv1a(h, &d, sizeof(d));
}

/*
 * What an output says of its run besides figures, as hashes (0 unknown):
 * its label (bonnie++'s machine column), host, device, drive model and
 * the tool's version.  Two copies of one output say the same or leave
 * out what the other says (a copy without the header); two runs may say
 * otherwise.
 */
static void run_says(const struct iodb_run *run, uint64_t out[RUN_SAYS])
{
	const char *const says[RUN_SAYS] = {run->label, run->host, run->device,
					    run->device_model,
					    run->tool_version};

	for (int k = 0; k < RUN_SAYS; k++)
		out[k] =
		    says[k] && *says[k]
			? util_fnv1a(UTIL_FNV_INIT, says[k], strlen(says[k])) |
			      1
			: 0;
}

/*
 * The hash of everything result res states but its lines (iodb_fields[]:
 * names, conditions, every figure, its extras), and in *figs how many
 * figures (not conditions) it states: two results of one hash are one
 * result printed twice.
 */
static uint64_t result_print(const struct iodb_result *res, int *figs)
{
	const size_t c0 = offsetof(struct iodb_result, cond),
		     c1 = c0 + sizeof(res->cond);
	uint64_t h = UTIL_FNV_INIT;

	*figs = 0;
	for (const struct iodb_field *f = iodb_fields; f->name; f++) {
		struct iodb_value v;

		if (f->rec != IODB_REC_RESULT || f->kind == IODB_FIELD_LINE)
			continue;
		v = iodb_field_value(f, NULL, res);
		h = value_print(h, &v);
		if (v.type == IODB_VALUE_DBL &&
		    (f->kind == IODB_FIELD_CLAT_PCT || f->off < c0 ||
		     f->off >= c1))
			++*figs;
	}
	for (size_t k = 0; k < res->n_extras; k++) {
		const struct iodb_metric *m = &res->extras[k];
		const struct iodb_value v = {IODB_VALUE_DBL, NULL, 0, m->value};

		h = util_fnv1a(h, m->name, strlen(m->name) + 1);
		h = value_print(h, &v);
		++*figs;
	}
	return h;
}

/* The dry run of a block: the device of each run, for its results, and
 * what the run says (same_output()). */
static int collect_run(void *arg, const struct iodb_run *run)
{
	struct relay *r = arg;

	snprintf(r->run_dev, sizeof(r->run_dev), "%s",
		 run->device ? run->device : "");
	run_says(run, r->run_says);
	r->run_stamp = run->timestamp;
	return 0;
}

static int summarized_below(const struct piece *q,
			    const struct iodb_result *res);

/* The block size, depth and jobs of c that d leaves unknown (<= 0). */
static void fill_sizes(struct iodb_cond *d, const struct iodb_cond *c)
{
	if (d->bs <= 0)
		d->bs = c->bs;
	if (d->iodepth <= 0)
		d->iodepth = c->iodepth;
	if (d->numjobs <= 0)
		d->numjobs = c->numjobs;
}
/*
 * The direction a hand summary table gives dd's runs: a column header
 * naming the tool and one direction in brackets ("dd (write)", over
 * "hdparam (read)  dd (write)  iozone ...": blanks aligning the columns),
 * whose column below holds rate, the run's MB/s as the table rounds it
 * (54.1 MB/s under 54).  A document whose headers name dd with both
 * directions gives none.  IODB_OP_UNKNOWN none.
 */
static enum iodb_op dd_column_op(const struct docstate *ds, double rate)
{
	enum iodb_op op = IODB_OP_UNKNOWN;
	int hit = 0;

	for (size_t i = 0; i < ds->d.n; i++) {
		const struct doc_item *it = &ds->d.items[i];
		const char *h = it->s;

		if (it->kind != DOC_LINE || !h || it->pre)
			continue;
		for (const char *c = h; (c = strstr(c, "dd")); c += 2) {
			const char *e = c + 2;
			enum iodb_op o;
			size_t col = (size_t)(c - h);

			if ((c > h && !isspace((unsigned char)c[-1])) ||
			    (*e != ' ' && *e != '\t'))
				continue;
			while (*e == ' ' || *e == '\t')
				e++;
			if (!strncasecmp(e, "(write)", 7))
				o = IODB_OP_WRITE;
			else if (!strncasecmp(e, "(read)", 6))
				o = IODB_OP_READ;
			else
				continue;
			if (op != IODB_OP_UNKNOWN && op != o)
				return IODB_OP_UNKNOWN;
			op = o;
			/* the rows under the header, to a blank line */
			for (size_t k = i + 1; k < ds->d.n; k++) {
				const struct doc_item *r = &ds->d.items[k];
				const char *v;
				char *end;
				double n, unit = 0.5;

				if (r->kind != DOC_LINE || r->blank || !r->s ||
				    r->len <= col)
					break;
				v = r->s + col;
				if (col && !isspace((unsigned char)v[-1]))
					continue;
				while (*v == ' ')
					v++;
				if (!isdigit((unsigned char)*v))
					continue;
				n = strtod(v, &end);
				if (end == v ||
				    (*end && !isspace((unsigned char)*end)))
					continue;
				for (const char *d = strchr(v, '.');
				     d && d < end && ++d < end;)
					unit /= 10;
				if (fabs(rate / 1e6 - n) <= unit + 1e-9 ||
				    fabs(rate / 1048576 - n) <= unit + 1e-9)
					hit = 1;
			}
		}
	}
	return hit ? op : IODB_OP_UNKNOWN;
}

static int relay_result(void *arg, const struct iodb_result *res)
{
	struct relay *r = arg;
	struct iodb_result x = *res;
	struct testname sep;

	if (!r->parent) {
		struct piece *p = r->collect;

		if (!p || ALLOC_GROW(p->res, p->n_res + 1, p->cap_res))
			return p ? -ENOMEM : 0;
		p->res[p->n_res++] = block_res_of(res);
		snprintf(p->res[p->n_res - 1].dev,
			 sizeof(p->res[p->n_res - 1].dev), "%s", r->run_dev);
		p->res[p->n_res - 1].from =
		    doc_line(r, res->line_from - r->base);
		p->res[p->n_res - 1].to = doc_line(r, res->line_to - r->base);
		p->res[p->n_res - 1].print =
		    result_print(res, &p->res[p->n_res - 1].figs);
		memcpy(p->res[p->n_res - 1].says, r->run_says,
		       sizeof(r->run_says));
		p->res[p->n_res - 1].stamp = r->run_stamp;
		return 0;
	}

	if (r->drop && summarized_below(r->drop, res))
		return 0;
	/* the script command whose run this result is */
	if (r->relayed < r->n_plan &&
	    r->plan[r->relayed].from == doc_line(r, res->line_from - r->base)) {
		const struct script_step *st = &r->plan[r->relayed];

		if (x.cond.op == IODB_OP_UNKNOWN)
			x.cond.op = st->op;
		if (x.cond.op == st->op && st->direct == 1 && x.cond.direct < 0)
			x.cond.direct = 1;
	}
	r->relayed++;
	if (x.cond.op == IODB_OP_UNKNOWN && r->dir.cond.op != IODB_OP_UNKNOWN &&
	    !r->dd_feeder)
		x.cond.op = r->dir.cond.op;
	if (x.cond.op == IODB_OP_UNKNOWN && r->piece &&
	    r->piece->fmt == &ingest_dd && !r->dd_feeder && x.bw_bytes > 0)
		x.cond.op = dd_column_op(r->ds, x.bw_bytes);
	if (x.cond.pattern == IODB_PATTERN_UNKNOWN)
		x.cond.pattern = r->dir.cond.pattern;
	/* "==== 2 jobs, ..., block size 64KiB ====" over the result: what
	 * the command leaves unknown ("bs=$BLOCK_SIZE") */
	if (block_separator_conditions(r, doc_line(r, res->line_from - r->base),
				       &sep))
		fill_sizes(&x.cond, &sep.cond);
	/* "Rand Read Test, nr_threads=2" over the result of "fio
	 * -numjobs=$nThreads ...": the loop's value for this one */
	if (r->n_loop &&
	    (x.cond.bs <= 0 || x.cond.iodepth <= 0 || x.cond.numjobs <= 0) &&
	    loop_caption_conditions(r, doc_line(r, res->line_from - r->base),
				    &sep.cond))
		fill_sizes(&x.cond, &sep.cond);
	if (x.cond.direct < 0 && r->direct >= 0 &&
	    x.cond.op == (r->direct_flag == 'o' ? IODB_OP_WRITE : IODB_OP_READ))
		x.cond.direct = r->direct;
	if (x.cond.direct < 0 && r->cap_direct >= 0 &&
	    (!r->cap_flag ||
	     x.cond.op == (r->cap_flag == 'o' ? IODB_OP_WRITE : IODB_OP_READ)))
		x.cond.direct = r->cap_direct;
	x.line_from = doc_line(r, res->line_from - r->base);
	x.line_to = doc_line(r, res->line_to - r->base);
	if (x.line_from)
		x.line_from += r->parent->line_base;
	if (x.line_to)
		x.line_to += r->parent->line_base;
	if (ALLOC_GROW(r->ds->seen, r->ds->n_seen + 1, r->ds->cap_seen))
		return -ENOMEM;
	r->ds->seen[r->ds->n_seen++] = (struct table_seen){
	    x.cond.op,
	    x.cond.pattern,
	    x.cond.bs,
	    x.iops,
	    x.bw_bytes,
	    x.lat.mean,
	    r->piece->fmt ? format_tool(r->piece->fmt) : NULL,
	    r->parent->runs,
	    x.test ? util_fnv1a(UTIL_FNV_INIT, x.test, strlen(x.test)) : 0};
	r->parent->results++;
	return r->parent->sink.result
		   ? r->parent->sink.result(r->parent->sink.arg, &x)
		   : 0;
}

static int relay_spec(void *arg, const struct iodb_spec *spec)
{
	struct relay *r = arg;
	struct iodb_spec x = *spec;

	x.line = doc_line(r, spec->line - r->base);
	if (x.line)
		x.line += r->parent->line_base;
	r->parent->specs++;
	return r->parent->sink.spec
		   ? r->parent->sink.spec(r->parent->sink.arg, &x)
		   : 0;
}

/*
 * A message of the block's importer: kept (the dry run's first error), or
 * passed on with the document's line and column.
 */
static void relay_report(void *arg, int error, long line, long col,
			 const char *msg)
{
	struct relay *r = arg;
	long no = doc_line(r, line);

	if (line > 0 && (size_t)line <= r->bt->n && col > 0)
		col = r->bt->src[line - 1].col0 < 0
			  ? 0
			  : col + r->bt->src[line - 1].col0;
	else
		col = 0;
	if (!r->parent) {
		if (error && !r->err) {
			r->err = strdup(msg);
			r->err_line = no;
		}
		return;
	}
	if (error)
		ingest_error(r->parent, no, col, "%s", msg);
	else
		ingest_warn(r->parent, no, col, "%s", msg);
}

/*
 * The job name a fio job line t starts with ("seqwrite: (groupid=0,
 * jobs=1)", "file1: (g=0): rw=...") into name (n bytes); 0 when t is no
 * job line or the name does not fit.
 */
static int fio_job_line(struct text_line t, char *name, size_t n)
{
	size_t e = 0;

	while (e < t.len && t.s[e] != ':' && t.s[e] != ' ')
		e++;
	if (!e || e >= n || e + 4 >= t.len ||
	    (strncmp(t.s + e, ": (g=", 5) &&
	     strncmp(t.s + e, ": (groupid=", 11)))
		return 0;
	memcpy(name, t.s, e);
	name[e] = '\0';
	return 1;
}

/* The direction of fio result line t ("read : io=", "write: IOPS="), else
 * IODB_OP_UNKNOWN. */
static enum iodb_op fio_result_line_dir(struct text_line t)
{
	for (int w = 0; w < 2; w++) {
		const char *word = w ? "write" : "read";
		size_t wl = strlen(word), b = wl;

		if (t.len <= wl || strncmp(t.s, word, wl))
			continue;
		while (b < t.len && t.s[b] == ' ')
			b++;
		if (b + 2 < t.len && t.s[b] == ':' &&
		    (memmem(t.s + b, t.len - b, "IOPS=", 5) ||
		     memmem(t.s + b, t.len - b, "io=", 3)))
			return w ? IODB_OP_WRITE : IODB_OP_READ;
	}
	return IODB_OP_UNKNOWN;
}

/*
 * What a fio output in items first..last says of itself: the name of its
 * first job ("seqwrite: (groupid=0, jobs=1)", "file1: (g=0): rw=...")
 * into name (n bytes; "" when none), the directions of its group summary
 * lines into *groups (1: "READ: bw=", 2: "WRITE: bw=", 3: both), and the
 * one direction of its result lines ("read : io=", "write: IOPS="), else
 * IODB_OP_UNKNOWN.
 */
static enum iodb_op fio_block_says(const struct docstate *ds, size_t first,
				   size_t last, char *name, size_t n,
				   int *groups)
{
	enum iodb_op dir = IODB_OP_UNKNOWN, op;
	int mixed = 0;

	name[0] = '\0';
	*groups = 0;
	for (size_t k = first; k <= last && k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];
		struct text_line t;

		if (it->kind != DOC_LINE || it->blank)
			continue;
		t = line_trim((struct text_line){it->s, it->len, 0});
		if (!name[0])
			fio_job_line(t, name, n);
		for (int w = 0; w < 2; w++) {
			const char *word = w ? "WRITE: " : "READ: ";
			size_t wl = strlen(word);

			if (t.len > wl + 3 && !strncmp(t.s, word, wl) &&
			    (!strncmp(t.s + wl, "bw=", 3) ||
			     !strncmp(t.s + wl, "io=", 3)))
				*groups |= 1 << w;
		}
		op = fio_result_line_dir(t);
		if (op) {
			if (dir && dir != op)
				mixed = 1;
			dir = op;
		}
	}
	return mixed ? IODB_OP_UNKNOWN : dir;
}

/* Whether fio command c names job name ("--name=seqwrite", "-name="). */
static int command_names_job(const char *c, const char *name)
{
	size_t n = strlen(name);

	/* a job file (maybe after the command line running it): its
	 * section "[name]" */
	if (fio_options_jobfile_start(c, strlen(c)) >= 0) {
		for (const char *p = c; p; p = strchr(p, '\n')) {
			p += *p == '\n';
			if (p[0] == '[' && !strncmp(p + 1, name, n) &&
			    p[1 + n] == ']')
				return 1;
		}
		return 0;
	}

	for (const char *p = c; (p = strstr(p, "name=")); p += 5) {
		if (p - c < 2 || p[-1] != '-' ||
		    !(p[-2] == '-' || p[-2] == ' '))
			continue;
		if (!strncmp(p + 5, name, n) &&
		    (p[5 + n] == '\0' || p[5 + n] == ' ' || p[5 + n] == '\t'))
			return 1;
	}
	return 0;
}

/* Whether fio command c mixes reads and writes ("-rw=randrw", "rw=rw"). */
static int command_mixes(const char *c)
{
	static const char *const mixed[] = {"randrw", "rw", "readwrite", NULL};

	for (const char *p = c; (p = strstr(p, "rw=")); p += 3) {
		size_t n = 0;

		/* "-rw=", "--rw=", "--readwrite=", a job file's line */
		if (p == c || !(p[-1] == '-' || p[-1] == 'e' || p[-1] == '\n'))
			continue;
		while (p[3 + n] && p[3 + n] != ' ' && p[3 + n] != '\t' &&
		       p[3 + n] != ':' && p[3 + n] != '\n')
			n++;
		for (size_t i = 0; mixed[i]; i++)
			if (strlen(mixed[i]) == n &&
			    !strncmp(p + 3, mixed[i], n))
				return 1;
	}
	return 0;
}

/* Whether two commands' conditions agree (what each states, unknown or
 * not). */
static int same_command_cond(const struct iodb_cond *a,
			     const struct iodb_cond *b)
{
	return a->op == b->op && a->pattern == b->pattern && a->bs == b->bs &&
	       a->iodepth == b->iodepth && a->numjobs == b->numjobs &&
	       a->direct == b->direct;
}

/*
 * Whether command text c names a device or file under /dev/ other than a
 * generator or a sink (/dev/zero, /dev/null, /dev/urandom, /dev/random).
 */
static int names_device(const char *c)
{
	static const char *const gen[] = {"zero", "null", "urandom", "random",
					  NULL};

	for (const char *p = c; (p = strstr(p, "/dev/")); p += 5) {
		size_t n = strcspn(p + 5, " \t\"'`;&|");
		int g = 0;

		for (size_t i = 0; gen[i] && !g; i++)
			g = strlen(gen[i]) == n && !strncmp(p + 5, gen[i], n);
		if (!g)
			return 1;
	}
	return 0;
}

/* Whether line it runs commands in the background ("cmd &"): a word '&'. */
static int runs_at_once(const struct doc_item *it)
{
	for (size_t i = 0; i < it->len; i++)
		if (it->s[i] == '&' && (i == 0 || it->s[i - 1] != '&') &&
		    (i + 1 == it->len || it->s[i + 1] == ' ' ||
		     it->s[i + 1] == '\t') &&
		    (i == 0 || it->s[i - 1] == ' ' || it->s[i - 1] == '"' ||
		     it->s[i - 1] == '\''))
			return 1;
	return 0;
}

/*
 * Several commands of a tool on one line (a script's "su -c \"dd ...\" &
 * su -c \"dd ...\" &", "dd ...; dd ...") with outputs below: the first
 * output after the line takes the first command (the nearest would be the
 * last); when they run one after another (no '&' sends one to the
 * background), or all of them state the same conditions and name no
 * device (run at once, they may finish in any order: then which is which
 * changes nothing), the nth output takes the nth.  k is one of them, first the
 * output's first item.  The command's index, -1 for none, -2 when k is
 * the only command of its tool on its line.
 */
static long line_command_for(struct docstate *ds, size_t k, size_t first)
{
	size_t item = ds->cmd_item[k], c0 = k, n = 0, seen = 0;
	const char *tool = ds->cmds[k].tool;
	int alike = 1;

	while (c0 > 0 && ds->cmd_item[c0 - 1] == item)
		c0--;
	for (size_t c = c0; c < ds->n_cmds && ds->cmd_item[c] == item; c++) {
		if (strcmp(ds->cmds[c].tool, tool))
			return -2;
		if (names_device(ds->cmds[c].text) ||
		    !same_command_cond(&ds->cmds[c].cond.cond,
				       &ds->cmds[c0].cond.cond))
			alike = 0;
		n++;
	}
	if (n < 2)
		return -2;
	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *o = &ds->pieces[i];

		if (o->kind == PIECE_TOOL && o->tool &&
		    !strcmp(o->tool, tool) && o->first > item &&
		    o->first < first)
			seen++;
	}
	if (seen < (alike || !runs_at_once(&ds->d.items[item]) ? n : 1))
		return (long)(c0 + seen);
	return -1;
}

/*
 * The alike commands on hint's line from hint on ("dd ... of=a ; dd ...
 * of=b"), for dd's importer to give each run of one block its own (see
 * line_command_for()); NULL when hint is no such command or memory ran
 * out.  Caller frees with free().
 */
static char *line_commands_from(struct docstate *ds, size_t hint)
{
	struct strbuf sb = STRBUF_INIT;
	size_t item = ds->cmd_item[hint], c0 = hint, c;

	while (c0 > 0 && ds->cmd_item[c0 - 1] == item)
		c0--;
	for (c = c0; c < ds->n_cmds && ds->cmd_item[c] == item; c++)
		if (strcmp(ds->cmds[c].tool, "dd") ||
		    names_device(ds->cmds[c].text) ||
		    !same_command_cond(&ds->cmds[c].cond.cond,
				       &ds->cmds[c0].cond.cond))
			return NULL;
	if (c - hint < 2)
		return NULL;
	for (c = hint; c < ds->n_cmds && ds->cmd_item[c] == item; c++)
		if (strbuf_addf(&sb, "%s%s", c > hint ? " ; " : "",
				ds->cmds[c].text)) {
			strbuf_release(&sb);
			return NULL;
		}
	return strbuf_detach(&sb, NULL);
}

/*
 * Whether the dd output at items first..last says it ran dd command c: its
 * records ("1+0 records in", any locale) are whole blocks of the
 * command's bs, as many as its count= when it gives one, and its summary's
 * bytes are those blocks ("1073741824 bytes ... copied").  The same
 * command shown once and run on two disks, each output in its own block.
 */
static int dd_output_says(const struct docstate *ds, size_t first, size_t last,
			  const struct table_command *c)
{
	const char *q = strstr(c->text, " count=");
	long long count = -1, recs = -1, bytes = -1;
	int64_t bs = c->cond.cond.bs;

	if (q) {
		char *e;

		count = strtoll(q + 7, &e, 10);
		if (e == q + 7 || (*e && *e != ' '))
			return 0; /* "count=1k": no plain figure */
	}
	if (bs <= 0)
		return 0;
	for (size_t k = first; k <= last && k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];
		const char *t = it->s;
		char *e;
		long long v;

		if (it->kind != DOC_LINE || !isdigit((unsigned char)t[0]))
			continue;
		v = strtoll(t, &e, 10);
		if (*e == '+' && recs < 0) {
			if (strtoll(e + 1, NULL, 10) != 0)
				return 0; /* a partial record */
			recs = v;
		} else if (*e == ' ' && isalpha((unsigned char)e[1]) &&
			   bytes < 0) {
			bytes = v;
		}
	}
	return recs > 0 && bytes == recs * bs && (count < 0 || count == recs);
}

/*
 * Whether the text between items a and b (outside code blocks) names a
 * direction other than op: "And reading it back:" between a write's
 * output and the next is another command's, not shown.
 */
static int other_direction_between(const struct docstate *ds, size_t a,
				   size_t b, enum iodb_op op)
{
	for (size_t k = a + 1; k < b && k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];
		int dir;

		if (it->kind != DOC_LINE || it->pre || it->blank)
			continue;
		dir = line_direction_words(it->s, it->s + it->len);
		if (dir && dir != (int)op)
			return 1;
	}
	return 0;
}

/* rw as fio's header prints it: "readwrite" is "rw". */
static void rw_canonical(char *rw)
{
	if (!strcmp(rw, "readwrite"))
		strcpy(rw, "rw");
}

/*
 * The workload a fio output in items first..last states in its first
 * header line ("test: (g=0): rw=randrw, bs=..."), into rw (n bytes): ""
 * when it shows none.
 */
static void fio_block_rw(const struct docstate *ds, size_t first, size_t last,
			 char *rw, size_t n)
{
	rw[0] = '\0';
	for (size_t k = first; k <= last && k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];
		const char *g, *q;
		size_t l = 0;

		if (it->kind != DOC_LINE || it->blank)
			continue;
		g = memmem(it->s, it->len, ": (g=", 5);
		q = g ? memmem(g, it->len - (size_t)(g - it->s), "): rw=", 6)
		      : NULL;
		if (!q)
			continue;
		q += 6;
		while (q + l < it->s + it->len && l + 1 < n &&
		       isalpha((unsigned char)q[l]))
			l++;
		memcpy(rw, q, l);
		rw[l] = '\0';
		rw_canonical(rw);
		return;
	}
}

/* The options fio command (or job file) c states for job (NULL: any). */
static void command_opts(const char *c, const char *job, struct fio_opts *o)
{
	if (fio_options_parse_any(c, strlen(c), job && job[0] ? job : NULL, o))
		fio_opts_init(o);
	rw_canonical(o->rw);
}

/*
 * Whether fio command c contradicts the workload rw its output's header
 * states (a "--rw=randread" command above "rw=randrw"): another run's.
 */
static int command_contradicts(const char *c, const char *job, const char *rw)
{
	struct fio_opts o;

	if (!rw[0])
		return 0;
	command_opts(c, job, &o);
	return o.rw[0] && strcmp(o.rw, rw);
}

/* Whether commands a and b (a before b) stand on lines next to each other
 * in one code block, blank lines between at most. */
static int commands_adjacent(const struct docstate *ds, size_t a, size_t b)
{
	size_t ia = ds->cmd_item[a], ib = ds->cmd_item[b];

	if (ib <= ia || !ds->d.items[ia].pre || !ds->d.items[ib].pre)
		return 0;
	for (size_t i = ia + 1; i < ib; i++)
		if (ds->d.items[i].kind != DOC_LINE || !ds->d.items[i].pre ||
		    !ds->d.items[i].blank)
			return 0;
	return 1;
}

/*
 * The words fio command c names its run by: its --name and the file its
 * output goes to ("> single-4KiB-random-write.txt", the extension
 * dropped), lowercased, into out (n bytes), each followed by a blank.
 */
static void command_run_words(const char *c, char *out, size_t n)
{
	struct fio_opts o;
	const char *r = strchr(c, '>'), *e;
	size_t at = 0;

	out[0] = '\0';
	command_opts(c, NULL, &o);
	while (r && (r > c && isdigit((unsigned char)r[-1])))
		r = strchr(r + 1, '>'); /* "2>&1" */
	if (r) {
		r += strspn(r, "> \t");
		e = r + strcspn(r, " \t;|&");
		for (const char *d = e; d > r; d--)
			if (d[-1] == '.' || d[-1] == '/') {
				if (d[-1] == '.')
					e = d - 1;
				break;
			}
	}
	for (int w = 0; w < 2; w++) {
		const char *s = w ? r : o.name, *end = w ? e : NULL;

		for (; s && *s && (!end || s < end) && at + 2 < n; s++)
			out[at++] = isalnum((unsigned char)*s)
					? (char)tolower((unsigned char)*s)
					: ' ';
		if (at + 2 < n)
			out[at++] = ' ';
	}
	out[at] = '\0';
}

/*
 * How many of words (command_run_words()) of two characters or more
 * caption s (len bytes) holds, its blanks and marks left out: "The
 * single 4 KiB random write" holds "single", "4kib", "random", "write".
 */
static int caption_run_words(const char *s, size_t len, const char *words)
{
	char cap[LABEL_MAX], w[64];
	size_t cl = 0;
	int n = 0;

	for (size_t i = 0; i < len && cl + 1 < sizeof(cap); i++)
		if (isalnum((unsigned char)s[i]))
			cap[cl++] = (char)tolower((unsigned char)s[i]);
	cap[cl] = '\0';
	for (const char *p = words; *p;) {
		size_t l = strcspn(p, " ");

		if (l >= 2 && l < sizeof(w)) {
			memcpy(w, p, l);
			w[l] = '\0';
			n += strstr(cap, w) != NULL;
		}
		p += l + (p[l] == ' ');
	}
	return n;
}

/*
 * Whether fio command c runs one direction (rw=read, randread, write,
 * randwrite) that none of the directions of the output at items
 * first..last is (its group summary lines "READ: bw=", its result lines
 * "write: IOPS="): a "--rw=write" shown near a lone "READ: bw=..." line
 * is another run's.  An output that shows no direction contradicts none.
 */
static int command_contradicts_output(const struct docstate *ds, size_t c,
				      size_t first, size_t last)
{
	enum iodb_op op = ds->cmds[c].cond.cond.op, dir;
	char name[8];
	int groups = 0;

	if (op != IODB_OP_READ && op != IODB_OP_WRITE)
		return 0;
	dir = fio_block_says(ds, first, last, name, sizeof(name), &groups);
	groups |= dir == IODB_OP_READ ? 1 : dir == IODB_OP_WRITE ? 2 : 0;
	return groups && !(groups & (op == IODB_OP_READ ? 1 : 2));
}

/*
 * Whether output o says it is not the run of command c, one of the block
 * c0..c1 of fio commands: the direction of its lines ("WRITE: bw=" for a
 * "--rw=randread"), or the caption just above it ("The single 4 KiB
 * random write:") naming another block size or direction than c's, or
 * matching the words another command names its run by (its --name, the
 * file its output goes to) better than c's.
 */
static int output_not_of(struct docstate *ds, const struct piece *o, size_t c,
			 size_t c0, size_t c1)
{
	const struct iodb_cond *cc = &ds->cmds[c].cond.cond;
	char words[256];
	size_t k = o->first;
	int best = -1, ties = 0, mine = 0;
	struct testname tn;

	if (command_contradicts_output(ds, c, o->first, o->last))
		return 1;
	/* the caption: its first line, or the line above it, blank lines
	 * between */
	if (!caption_line_item(ds, k)) {
		while (k > 0 && ds->d.items[k - 1].kind == DOC_LINE &&
		       ds->d.items[k - 1].blank)
			k--;
		if (!k-- || !caption_line_item(ds, k))
			return 0;
	}
	testname_parse(ds->d.items[k].s, ds->d.items[k].len, 0, &tn);
	if ((tn.cond.bs > 0 && cc->bs > 0 && tn.cond.bs != cc->bs) ||
	    ((tn.cond.op == IODB_OP_READ || tn.cond.op == IODB_OP_WRITE) &&
	     (cc->op == IODB_OP_READ || cc->op == IODB_OP_WRITE) &&
	     tn.cond.op != cc->op))
		return 1;
	for (size_t x = c0; x <= c1; x++) {
		int m;

		command_run_words(ds->cmds[x].text, words, sizeof(words));
		m = caption_run_words(ds->d.items[k].s, ds->d.items[k].len,
				      words);
		if (x == c)
			mine = m;
		if (m > best) {
			best = m;
			ties = 0;
		} else if (m == best) {
			ties++;
		}
	}
	return best > mine && !ties;
}

/*
 * Several fio commands, one a line in one code block ("fio --bs=4k ...",
 * "fio --bs=64k ...", "fio --bs=1m ..."), with outputs below that no job
 * name tells apart: as many outputs as commands take them in order, the
 * nth output the nth, as a person pairs them; any other count, none (the
 * nearest, the last, would give every output the last run's conditions).
 * k is one of them, first the output's first item, job the output's job
 * name ("" none).  The command's index, -1 for none, -2 when k stands in
 * no such block or the output's job name tells the commands apart.
 */
static long block_command_for(struct docstate *ds, size_t k, size_t first,
			      const char *job)
{
	size_t c0 = k, c1 = k, seen = 0, total = 0, n, next;
	const char *tool = ds->cmds[k].tool;

	while (c0 > 0 && commands_adjacent(ds, c0 - 1, c0))
		c0--;
	while (c1 + 1 < ds->n_cmds && commands_adjacent(ds, c1, c1 + 1))
		c1++;
	n = c1 - c0 + 1;
	if (n < 2)
		return -2;
	for (size_t c = c0; c <= c1; c++)
		if (strcmp(ds->cmds[c].tool, tool) ||
		    (job[0] && !command_names_job(ds->cmds[c].text, job)))
			return -2;
	next = ds->d.n;
	for (size_t c = c1 + 1; c < ds->n_cmds; c++)
		if (!strcmp(ds->cmds[c].tool, tool)) {
			next = ds->cmd_item[c];
			break;
		}
	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *o = &ds->pieces[i];

		if (o->kind != PIECE_TOOL || !o->tool ||
		    strcmp(o->tool, tool) || o->first <= ds->cmd_item[c1] ||
		    o->first >= next)
			continue;
		/* the outputs in order, unless one says it is another's */
		if (total < n && output_not_of(ds, o, c0 + total, c0, c1))
			return -1;
		total++;
		seen += o->first < first;
	}
	if (total == n && seen < n)
		return (long)(c0 + seen);
	return -1;
}

/*
 * Whether fio command k has its own output before item first: a fio
 * output below it with no other fio command between them, or the block
 * it heads (the command a post shows over the output it produced).
 */
static int command_output_between(const struct docstate *ds, size_t k,
				  size_t first)
{
	size_t c = ds->cmd_item[k], next = first;

	for (size_t j = k + 1; j < ds->n_cmds; j++)
		if (!strcmp(ds->cmds[j].tool, "fio") && ds->cmd_item[j] > c &&
		    ds->cmd_item[j] < next)
			next = ds->cmd_item[j];
	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *q = &ds->pieces[i];

		/* an output after it, or the block it heads */
		if (q->kind == PIECE_TOOL && q->tool &&
		    !strcmp(q->tool, "fio") && q->last > c && q->first < next &&
		    q->first != first)
			return 1;
	}
	return 0;
}

/*
 * The one fio command of the document naming job (--name=job, or a job
 * file's [job]) for a short output far below it ("### Read latency" /
 * `fio --name=lat-read --bs=4k ...`, then sections later "lat-read:
 * (groupid=0 ...": / " read : io=...") that no command nearby claims:
 * before the output at items first..last, not in a table, not
 * contradicting the output's workload rw nor its directions; -1 when
 * none or several name it.
 */
static long named_command(struct docstate *ds, size_t first, size_t last,
			  const char *job, const char *rw)
{
	long found = -1;

	for (size_t k = 0; k < ds->n_cmds; k++) {
		if (strcmp(ds->cmds[k].tool, "fio") ||
		    !command_names_job(ds->cmds[k].text, job))
			continue;
		if (found >= 0 || ds->cmd_item[k] >= first ||
		    ds->used[ds->cmd_item[k]] == 1 ||
		    command_contradicts(ds->cmds[k].text, job, rw) ||
		    command_contradicts_output(ds, k, first, last) ||
		    command_output_between(ds, k, first))
			return -1;
		found = (long)k;
	}
	return found;
}

static int own_command_jobfiles(const struct docstate *ds,
				const struct piece *p, struct strbuf *sb);
static int shown_jobfiles(const struct docstate *ds, const struct piece *p,
			  struct strbuf *sb, size_t *top);
static int fio_output_between(const struct docstate *ds, size_t a, size_t b);

/*
 * Whether line s (len bytes) is a person's words and nothing else: four
 * words or more of letters (and ' - , . : ; ? !), a letter first ("I
 * wonder what happens if you run:"); no command ("mkdir /cgroup/x",
 * "for (( i = 0; i < 2; i++ )); do", "done &").
 */
static int prose_words(const char *s, size_t len)
{
	int words = 0, in = 0;

	while (len && isspace((unsigned char)*s))
		s++, len--;
	if (!len || !isalpha((unsigned char)*s))
		return 0;
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (isspace(c)) {
			in = 0;
			continue;
		}
		if (!isalpha(c) && !strchr("'-,.:;?!", c))
			return 0;
		words += !in;
		in = 1;
	}
	return words >= 4;
}

/*
 * Whether the dd command on item k of dd piece p stands below all of the
 * piece's dd summaries with a line of prose between ("> > 1073741824
 * bytes ... copied, 22.2 s, 48.3 MB/s" / ">   I wonder what happens if you
 * run:" / ">        dd if=/dev/zero of=/fs/d$i/f$j ..."): a reply's
 * suggestion, no command of those outputs (their own is above the piece).
 */
static int dd_command_after_prose(struct docstate *ds, const struct piece *p,
				  size_t k)
{
	int prose = 0;

	if (p->fmt != &ingest_dd)
		return 0;
	for (size_t i = k; i-- > p->first;) {
		const struct doc_item *it = &ds->d.items[i];

		if (it->kind != DOC_LINE || it->blank)
			continue;
		if (dd_line_summary(it->s, it->len))
			return prose;
		if (item_has_command(ds, i, NULL))
			prose = 0;
		else if (!prose)
			prose = prose_words(it->s, it->len);
	}
	return 0;
}

/*
 * The command of tool for the output at items first..last: the nearest
 * before it, within HINT_LINES and not inside another block; of fio's
 * commands, the one naming the output's job.  A command is for the first
 * output after it: a later output of the same tool gets it too only when
 * it says so (fio: its job's name, or its one direction when it shows no
 * job line, or its READ and WRITE group summary lines under a command that
 * mixes the two), and no other command came between.  -1 when there is
 * none.
 */
static long hint_for(struct docstate *ds, size_t first, size_t last,
		     const char *tool)
{
	long at = ds->d.items[first].no, best = -1;
	char job[128] = "";
	enum iodb_op dir = IODB_OP_UNKNOWN;
	int is_fio = tool && !strcmp(tool, "fio"), groups = 0;

	char rw[32] = "";

	if (is_fio) {
		dir =
		    fio_block_says(ds, first, last, job, sizeof(job), &groups);
		fio_block_rw(ds, first, last, rw, sizeof(rw));
	}
	for (size_t k = ds->n_cmds; tool && k-- > 0;) {
		long from = ds->cmds[k].line;
		int taken = 0, named;
		size_t dlen, taker = 0;

		if (ds->cmd_item[k] >= first || strcmp(ds->cmds[k].tool, tool))
			continue;
		if (ds->used[ds->cmd_item[k]] && !is_fio)
			break;
		/* printed below the output it ran: that one's, and the
		 * commands over it are that output's too */
		for (size_t i = 0; i < ds->n_pieces && is_fio; i++)
			if (ds->pieces[i].cmd_below == k + 1)
				taken = 2;
		if (taken == 2)
			break;
		named = is_fio && job[0] &&
			command_names_job(ds->cmds[k].text, job);
		for (size_t i = 0; i < ds->n_pieces; i++) {
			const struct piece *o = &ds->pieces[i];

			if (o->kind != PIECE_TOOL || !o->tool ||
			    strcmp(o->tool, tool) || o->first >= first ||
			    o->last < ds->cmd_item[k])
				continue;
			/* an output of the tool after the command, or the
			 * block the command heads */
			if (o->first > ds->cmd_item[k] ||
			    (o->first <= ds->cmd_item[k] && o->fmt)) {
				taken = 1;
				if (ds->d.items[o->last].no > from) {
					from = ds->d.items[o->last].no;
					taker = o->last;
				}
			}
		}
		if (at - from > HINT_LINES ||
		    (ds->used[ds->cmd_item[k]] && !taken))
			break; /* in a table, or too far */
		if (!is_fio) {
			long lc = line_command_for(ds, k, first);

			if (lc != -2)
				return lc;
		} else {
			long bc = block_command_for(ds, k, first, job);

			if (bc != -2)
				return bc;
		}
		/* a workload the output's header contradicts: another
		 * run's command (one of several shown before the outputs) */
		if (is_fio && command_contradicts(ds->cmds[k].text, job, rw))
			continue;
		/* one direction none of the output's lines is: another
		 * run's ("--rw=write" over a lone "READ: bw=..." line) */
		if (is_fio && command_contradicts_output(ds, k, first, last))
			continue;
		/* another output's command; one naming a device is not
		 * for the next output, which may be another device's (not
		 * /dev/zero nor /dev/null: no disk) */
		if (taken &&
		    (is_fio ? strstr(ds->cmds[k].text, "/dev/") != NULL
			    : doc_prose_device(ds->cmds[k].text,
					       ds->cmds[k].text +
						   strlen(ds->cmds[k].text),
					       &dlen) != NULL))
			break;
		if (taken && !named &&
		    !(!is_fio && !strcmp(tool, "dd") &&
		      dd_output_says(ds, first, last, &ds->cmds[k]) &&
		      !other_direction_between(ds, taker, first,
					       ds->cmds[k].cond.cond.op)) &&
		    !(is_fio && !job[0] && dir &&
		      ds->cmds[k].cond.cond.op == dir) &&
		    !(is_fio && !job[0] && !dir && groups == 3 &&
		      command_mixes(ds->cmds[k].text)) &&
		    /* "rw=$WRITE_MODE": a script's job run once per mode,
		     * each output below one of its runs */
		    !(is_fio && !job[0] &&
		      fio_options_rw_variable(ds->cmds[k].text))) {
			if (is_fio && job[0])
				continue; /* an earlier one may name the job */
			break;
		}
		if (best < 0 && !taken)
			best = (long)k;
		if (named)
			return (long)k;
		if (!is_fio || !job[0])
			return best >= 0 ? best : (long)k;
		/* fio: an earlier command may name this output's job */
	}
	/* the nearest names another job (one of a how-to's commands): the
	 * one naming this job further up, when one alone does */
	if (is_fio && job[0] &&
	    (best < 0 || strstr(ds->cmds[best].text, "name="))) {
		long nc = named_command(ds, first, last, job, rw);

		if (nc >= 0)
			best = nc;
	}
	return best;
}

/* At most this many dd commands in one script (script_dd()). */
#define SCRIPT_CMDS_MAX 8

/* The items of the code block holding item i: *b0 to *b1. */
static void code_block_of(const struct docstate *ds, size_t i, size_t *b0,
			  size_t *b1)
{
	size_t a = i, b = i;

	while (a > 0 && ds->d.items[a - 1].kind == DOC_LINE &&
	       ds->d.items[a - 1].pre)
		a--;
	while (b + 1 < ds->d.n && ds->d.items[b + 1].kind == DOC_LINE &&
	       ds->d.items[b + 1].pre)
		b++;
	*b0 = a;
	*b1 = b;
}

/*
 * Whether command k is one of a script's dd commands: two or more dd
 * commands, one a line, alone of the tools in k's code block, one of
 * them at least naming a shell variable ("dd if=$IF of=$TF bs=$1", "dd
 * if=$TF of=/dev/null"): a function or a loop run later, its outputs
 * printed elsewhere one after another in the script's order.  Their
 * count (SCRIPT_CMDS_MAX at most), the first's index into *c0; 0 when
 * it is no such command.
 */
static size_t script_dd(const struct docstate *ds, size_t k, size_t *c0)
{
	size_t b0, b1, n = 0, first = 0;
	int var = 0;

	if (strcmp(ds->cmds[k].tool, "dd") ||
	    ds->d.items[ds->cmd_item[k]].kind != DOC_LINE ||
	    !ds->d.items[ds->cmd_item[k]].pre)
		return 0;
	code_block_of(ds, ds->cmd_item[k], &b0, &b1);
	for (size_t c = 0; c < ds->n_cmds; c++) {
		if (ds->cmd_item[c] < b0 || ds->cmd_item[c] > b1)
			continue;
		if (strcmp(ds->cmds[c].tool, "dd") ||
		    (n && (c != first + n ||
			   ds->cmd_item[c] == ds->cmd_item[c - 1])))
			return 0;
		if (!n++)
			first = c;
		var |= strchr(ds->cmds[c].text, '$') != NULL;
	}
	if (n < 2 || n > SCRIPT_CMDS_MAX || !var)
		return 0;
	*c0 = first;
	return n;
}

/*
 * The value a line "NAME=value" of items b0..b1 gives the shell variable
 * name (n bytes), into out (size bytes), its quotes dropped; 0 when no
 * line does, or the value holds a '$', a blank or a quote inside.
 */
static int script_var(const struct docstate *ds, size_t b0, size_t b1,
		      const char *name, size_t n, char *out, size_t size)
{
	for (size_t i = b0; i <= b1; i++) {
		const struct doc_item *it = &ds->d.items[i];
		const char *s = it->s, *e = s ? s + it->len : NULL;
		size_t l;

		if (it->kind != DOC_LINE)
			continue;
		while (s < e && (*s == ' ' || *s == '\t'))
			s++;
		if ((size_t)(e - s) <= n || memcmp(s, name, n) || s[n] != '=')
			continue;
		s += n + 1;
		while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
			e--;
		if (e - s >= 2 && (*s == '"' || *s == '\'') && e[-1] == *s)
			s++, e--;
		l = (size_t)(e - s);
		if (!l || l >= size || memchr(s, '$', l) || memchr(s, ' ', l) ||
		    memchr(s, '"', l) || memchr(s, '\'', l))
			return 0;
		memcpy(out, s, l);
		out[l] = '\0';
		return 1;
	}
	return 0;
}

/*
 * Command text t with each "$NAME" or "${NAME}" the script's lines b0..b1
 * assign a plain value replaced by it ("dd if=$IF" under "IF=/dev/zero":
 * "dd if=/dev/zero"), into out (n bytes); others stay as they are.
 */
static void script_expand(const struct docstate *ds, size_t b0, size_t b1,
			  const char *t, char *out, size_t n)
{
	size_t o = 0;

	while (*t && o + 1 < n) {
		const char *v = t + 1, *e;
		char val[128];
		int brace = *v == '{';

		if (*t != '$') {
			out[o++] = *t++;
			continue;
		}
		v += brace;
		for (e = v; isalnum((unsigned char)*e) || *e == '_';)
			e++;
		if (e > v && !isdigit((unsigned char)*v) &&
		    (!brace || *e == '}') &&
		    script_var(ds, b0, b1, v, (size_t)(e - v), val,
			       sizeof(val)) &&
		    o + strlen(val) + 1 < n) {
			memcpy(out + o, val, strlen(val));
			o += strlen(val);
			t = e + brace;
			continue;
		}
		out[o++] = *t++;
	}
	out[o] = '\0';
}

/* The value of operand key ("of=") of dd command t, into out (n bytes);
 * 0 when it has none. */
static int dd_operand(const char *t, const char *key, char *out, size_t n)
{
	size_t kl = strlen(key);

	for (const char *p = t; (p = strstr(p, key)); p++) {
		size_t l;

		if (p > t && p[-1] != ' ')
			continue;
		p += kl;
		l = strcspn(p, " ;|&");
		if (!l || l >= n)
			return 0;
		memcpy(out, p, l);
		out[l] = '\0';
		return 1;
	}
	return 0;
}

/*
 * The direction and O_DIRECT of each of the script's n dd commands from
 * c0 on (code block b0..b1), into op[] and direct[] (1, or -1 unknown):
 * its operands once the variables the script assigns are put in
 * ("IF=/dev/random" / "dd if=$IF of=$TF": a write; "OF=/dev/null" / "dd
 * if=$TF of=$OF": a read), else the file one writes (of=$TF) and a later
 * one reads (if=$TF), else a shell comment just above it ("# read").
 * Returns 0, or -1 when a comment contradicts the operands.
 */
static int script_ops(const struct docstate *ds, size_t c0, size_t n, size_t b0,
		      size_t b1, enum iodb_op *op, int *direct)
{
	char x[512], a[128], b[128];

	for (size_t i = 0; i < n; i++) {
		struct testname tn;

		testname_init(&tn);
		script_expand(ds, b0, b1, ds->cmds[c0 + i].text, x, sizeof(x));
		dd_cond(x, &tn);
		op[i] = tn.cond.op;
		direct[i] = -1;
		if (op[i] && tn.cond.direct == 1)
			direct[i] = 1; /* its flag; none says nothing */
	}
	for (size_t i = 0; i < n; i++)
		for (size_t j = i + 1; j < n; j++)
			if (dd_operand(ds->cmds[c0 + i].text, "of=", a,
				       sizeof(a)) &&
			    dd_operand(ds->cmds[c0 + j].text, "if=", b,
				       sizeof(b)) &&
			    !strcmp(a, b) && strncmp(a, "/dev/", 5) &&
			    op[i] != IODB_OP_READ && op[j] != IODB_OP_WRITE) {
				/* the file one writes, a later one reads */
				op[i] = IODB_OP_WRITE;
				op[j] = IODB_OP_READ;
			}
	for (size_t i = 0; i < n; i++) {
		for (size_t k = ds->cmd_item[c0 + i]; k-- > b0;) {
			const struct doc_item *it = &ds->d.items[k];
			const char *s = it->s, *e = s ? s + it->len : NULL;
			int d;

			if (it->kind != DOC_LINE || it->blank)
				continue;
			while (s < e && (*s == ' ' || *s == '\t'))
				s++;
			if (s + 1 < e && *s == '#' && s[1] != '!') {
				d = line_direction_words(s + 1, e);
				if (d && op[i] && d != (int)op[i])
					return -1;
				if (d)
					op[i] = (enum iodb_op)d;
			}
			break;
		}
	}
	return 0;
}

/*
 * The text an echo or printf line of a script prints before its first
 * variable ("echo -e \"\\n== WRITE: bs=$1\"" prints "== WRITE: bs="),
 * into out (n bytes); 0 when s (len bytes) is no such line or the text
 * is shorter than three bytes or holds no letter.
 */
static int echo_prefix(const char *s, size_t len, char *out, size_t n)
{
	const char *e = s + len, *p;
	size_t l = 0;
	int letter = 0;
	char q = 0;

	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	if ((size_t)(e - s) > 5 && !memcmp(s, "echo ", 5))
		s += 5;
	else if ((size_t)(e - s) > 7 && !memcmp(s, "printf ", 7))
		s += 7;
	else
		return 0;
	for (;;) {
		while (s < e && *s == ' ')
			s++;
		if (s + 1 < e && *s == '-' && isalpha((unsigned char)s[1]))
			s += strcspn(s, " ") < (size_t)(e - s)
				 ? strcspn(s, " ")
				 : (size_t)(e - s);
		else
			break;
	}
	if (s < e && (*s == '"' || *s == '\''))
		q = *s++;
	while (e - s >= 2 && s[0] == '\\' && (s[1] == 'n' || s[1] == 't'))
		s += 2;
	while (s < e && *s == ' ')
		s++;
	for (p = s; p < e && *p != '$' && *p != '\\' &&
		    (q ? *p != q : !strchr(">|;&", *p));
	     p++)
		letter |= isalpha((unsigned char)*p) != 0;
	while (p > s && p[-1] == ' ')
		p--;
	l = (size_t)(p - s);
	if (l < 3 || !letter || l >= n)
		return 0;
	memcpy(out, s, l);
	out[l] = '\0';
	return 1;
}

/*
 * The script's commands run in order for dd piece p's results (the dry
 * run's), each after the echo lines the script prints before it ("==
 * benchmark: bs=1M" / the write's output / the read's): the nth result
 * of a run of the script is its nth dd command's, as long as every echo
 * line printed starts the command it stands before in the script, every
 * run shows all the commands' outputs (as many as there are commands,
 * the first first), and no result's own direction says otherwise; else
 * no step at all.  The n commands from c0 on.  Into *out (*n_out steps,
 * one for each result; caller frees with free()); 0 or -ENOMEM.
 */
static int script_plan(const struct docstate *ds, const struct piece *p,
		       size_t c0, size_t n, struct script_step **out,
		       size_t *n_out)
{
	struct {
		char text[96];
		size_t j;
	} echo[8];
	enum iodb_op op[SCRIPT_CMDS_MAX];
	int direct[SCRIPT_CMDS_MAX], known = 0;
	size_t b0, b1, n_echo = 0, s0 = p->first, ic, next = 0;
	struct script_step *steps;

	*out = NULL;
	*n_out = 0;
	if (!p->n_res)
		return 0;
	code_block_of(ds, ds->cmd_item[c0], &b0, &b1);
	if (script_ops(ds, c0, n, b0, b1, op, direct))
		return 0;
	for (size_t i = 0; i < n; i++)
		known |= op[i] != IODB_OP_UNKNOWN;
	if (!known)
		return 0;
	for (size_t k = b0; k <= b1 && n_echo < 8; k++) {
		size_t j = 0;

		if (ds->d.items[k].kind != DOC_LINE ||
		    !echo_prefix(ds->d.items[k].s, ds->d.items[k].len,
				 echo[n_echo].text, sizeof(echo[0].text)))
			continue;
		while (j < n && ds->cmd_item[c0 + j] < k)
			j++;
		if (j < n) /* a line after the last command: no run's */
			echo[n_echo++].j = j;
	}
	/* the output's lines above the piece in its code block */
	while (s0 > 0 && ds->d.items[s0 - 1].kind == DOC_LINE &&
	       ds->d.items[s0 - 1].pre && !ds->used[s0 - 1])
		s0--;
	steps = calloc(p->n_res, sizeof(*steps));
	if (!steps)
		return -ENOMEM;
	ic = s0;
	for (size_t i = 0; i < p->n_res; i++) {
		const struct block_res *r = &p->res[i];
		long found = -1;
		int expect = 0;

		if (r->from <= 0)
			goto none;
		for (; ic <= p->last && ds->d.items[ic].no < r->from; ic++) {
			const struct doc_item *it = &ds->d.items[ic];
			const char *s = it->s;
			size_t len = it->len;

			if (it->kind != DOC_LINE || it->blank)
				continue;
			while (len && (*s == ' ' || *s == '\t'))
				s++, len--;
			for (size_t k = 0; k < n_echo; k++)
				if (len >= strlen(echo[k].text) &&
				    !memcmp(s, echo[k].text,
					    strlen(echo[k].text)))
					found = (long)echo[k].j;
		}
		while (ic <= p->last && ds->d.items[ic].no <= r->to)
			ic++;
		if (found >= 0) {
			if (!((size_t)found == next ||
			      (next == n && found == 0)))
				goto none;
			next = (size_t)found;
		} else {
			if (next == n)
				next = 0;
			/* the script prints a line before this command:
			 * an output without it is not this command's */
			for (size_t k = 0; k < n_echo; k++)
				expect |= echo[k].j == next;
			if (expect)
				goto none;
		}
		if (r->op != IODB_OP_UNKNOWN && op[next] != IODB_OP_UNKNOWN &&
		    r->op != op[next])
			goto none;
		steps[i] =
		    (struct script_step){r->from, op[next], direct[next]};
		next++;
	}
	if (next != n)
		goto none;
	*out = steps;
	*n_out = p->n_res;
	return 0;
none:
	free(steps);
	return 0;
}

/*
 * The dd command nearest above item first, not in a table; -1 when
 * there is none.
 */
static long dd_command_above(const struct docstate *ds, size_t first)
{
	for (size_t k = ds->n_cmds; k-- > 0;)
		if (ds->cmd_item[k] < first && !strcmp(ds->cmds[k].tool, "dd"))
			return ds->used[ds->cmd_item[k]] == 1 ? -1 : (long)k;
	return -1;
}

/*
 * A fio command printed below the output it produced ("command used:
 * `fio --rw=randread --bs=4k ...`" after the block) for fio block p that
 * no command above claims: the first fio command after the block, up to
 * HINT_LINES lines below it in its section (no heading between), when no
 * fio output comes between them nor after it in the section, nor any
 * later output takes it as its command above it (a command followed by an
 * output is that output's: posts that show each command between the
 * outputs), not in a table, naming the block's job if it has
 * one, and of the block's directions: one op as the block's one, or a
 * mixed command over reads and writes.  Its index, or -1.
 */
static long hint_below(struct docstate *ds, const struct piece *p)
{
	char job[128];
	int groups = 0;
	enum iodb_op dir;
	size_t c, k, end;
	const struct testname *cond;

	if (p->fmt != &ingest_fio_text)
		return -1;
	for (c = 0; c < ds->n_cmds; c++)
		if (ds->cmd_item[c] > p->last &&
		    !strcmp(ds->cmds[c].tool, "fio"))
			break;
	if (c == ds->n_cmds || ds->used[ds->cmd_item[c]] == 1 ||
	    ds->cmds[c].line - ds->d.items[p->last].no > HINT_LINES)
		return -1;
	for (k = p->last + 1; k < ds->cmd_item[c]; k++)
		if (section_start(&ds->d.items[k]))
			return -1;
	for (end = ds->cmd_item[c] + 1;
	     end < ds->d.n && !section_start(&ds->d.items[end]);)
		end++;
	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *o = &ds->pieces[i];

		if (o != p && o->kind == PIECE_TOOL && o->tool &&
		    !strcmp(o->tool, "fio") && o->last > p->last &&
		    o->first < end)
			return -1;
	}
	/* an output further down reading it as its command above it */
	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *o = &ds->pieces[i];

		int own = 0;

		if (o->kind != PIECE_TOOL || o->fmt != &ingest_fio_text ||
		    o->first <= ds->cmd_item[c])
			continue;
		for (size_t q = o->first; q <= o->last && !own; q++)
			own = item_has_command(ds, q, "fio");
		if (!own && hint_for(ds, o->first, o->last, "fio") == (long)c)
			return -1;
	}
	dir = fio_block_says(ds, p->first, p->last, job, sizeof(job), &groups);
	if (!dir && groups == 1)
		dir = IODB_OP_READ;
	else if (!dir && groups == 2)
		dir = IODB_OP_WRITE;
	cond = &ds->cmds[c].cond;
	if (job[0] && !command_names_job(ds->cmds[c].text, job))
		return -1;
	if (dir ? !(cond->n_ops == 1 && cond->cond.op == dir)
		: !(groups == 3 && command_mixes(ds->cmds[c].text)))
		return -1;
	return (long)c;
}

/* Whether fio options a and b state the same workload (their name and
 * target aside). */
static int same_workload(const struct fio_opts *a, const struct fio_opts *b)
{
	const struct iodb_cond *x = &a->cond, *y = &b->cond;

	return !strcmp(a->rw, b->rw) && !strcmp(a->ioengine, b->ioengine) &&
	       x->bs == y->bs && a->bs_write == b->bs_write &&
	       x->iodepth == y->iodepth && x->numjobs == y->numjobs &&
	       x->direct == y->direct &&
	       (x->mix_read_pct == y->mix_read_pct ||
		(isnan(x->mix_read_pct) && isnan(y->mix_read_pct))) &&
	       (a->size == b->size || (isnan(a->size) && isnan(b->size))) &&
	       (a->runtime_ns == b->runtime_ns ||
		(isnan(a->runtime_ns) && isnan(b->runtime_ns))) &&
	       a->time_based == b->time_based;
}

/*
 * The command of fio block p that has none near it, when the post shows
 * one workload for all its runs: every fio command in the document a
 * command line of one job, with its direction and block size, naming no
 * device, running no job file, and all stating the same options but for
 * their job's name and target ("Performance is measured by this fio
 * command: fio --name=t --rw=write --bs=1M ..." at the top, later outputs
 * and group summaries alone under their file systems' headings).  The
 * nearest such command above the block, when the block names its job
 * and the command that job, and its directions are the command's (as
 * hint_below() tells them).  Its index, or -1.
 */
static long post_fio_command(struct docstate *ds, const struct piece *p)
{
	struct fio_opts one, o;
	char job[128], rw[32] = "";
	int groups = 0, n = 0;
	enum iodb_op dir;
	long best = -1;

	if (p->fmt != &ingest_fio_text)
		return -1;
	for (size_t k = 0; k < ds->n_cmds; k++) {
		const char *c = ds->cmds[k].text;

		if (strcmp(ds->cmds[k].tool, "fio"))
			continue;
		if (strstr(c, "/dev/") ||
		    fio_options_jobfile_start(c, strlen(c)) >= 0 ||
		    fio_options_cmdline_jobfile(c, strlen(c)) ||
		    fio_options_parse_cmdline(c, strlen(c), NULL, &o) ||
		    o.n_jobs > 1 || !o.rw[0] || o.cond.bs <= 0)
			return -1;
		rw_canonical(o.rw);
		if (n++ && !same_workload(&one, &o))
			return -1;
		one = o;
		if (ds->cmd_item[k] < p->first &&
		    ds->used[ds->cmd_item[k]] != 1)
			best = (long)k;
	}
	if (best < 0)
		return -1;
	dir = fio_block_says(ds, p->first, p->last, job, sizeof(job), &groups);
	fio_block_rw(ds, p->first, p->last, rw, sizeof(rw));
	if (!dir && groups == 1)
		dir = IODB_OP_READ;
	else if (!dir && groups == 2)
		dir = IODB_OP_WRITE;
	if (job[0] && !command_names_job(ds->cmds[best].text, job))
		return -1;
	if (command_contradicts(ds->cmds[best].text, job, rw))
		return -1;
	if (dir ? !(ds->cmds[best].cond.n_ops == 1 &&
		    ds->cmds[best].cond.cond.op == dir)
		: !(groups == 3 && command_mixes(ds->cmds[best].text)))
		return -1;
	return best;
}

/*
 * The command of iozone block p that has none near it, when the post runs
 * iozone one way throughout: every iozone command in the document, none
 * naming a device, states the same options but for its target and report
 * file (iozone_command_key()), the sizes and tests an auto table prints
 * itself ("kB  reclen  write ...") left aside for a block that prints
 * them ("iozone -e -I -a -s 100M -r 4k ..." shown once, later tables
 * under "the usual iozone call" or nothing).  The nearest such command
 * above the block; its index, or -1.
 */
static long post_iozone_command(struct docstate *ds, const struct piece *p)
{
	char one[512], key[512];
	int own_rows = 0, n = 0;
	long best = -1;

	if (p->fmt != &ingest_iozone)
		return -1;
	for (size_t i = p->first; i <= p->last && !own_rows; i++)
		own_rows = ds->d.items[i].kind == DOC_LINE &&
			   memmem(ds->d.items[i].s, ds->d.items[i].len,
				  "reclen", 6) != NULL;
	for (size_t k = 0; k < ds->n_cmds; k++) {
		const char *c = ds->cmds[k].text;

		if (strcmp(ds->cmds[k].tool, "iozone"))
			continue;
		if (strstr(c, "/dev/") ||
		    iozone_command_key(c, own_rows, n ? key : one,
				       sizeof(key)) ||
		    (n && strcmp(one, key)))
			return -1;
		n++;
		if (ds->cmd_item[k] < p->first &&
		    ds->used[ds->cmd_item[k]] != 1)
			best = (long)k;
	}
	return best;
}

/*
 * s as a label: Markdown's bold and code markers and a list item's bullet
 * ("- ", "* ", "• ") removed (not in HTML).
 */
/*
 * The length of the shortcode tag at s in line b (s inside b): an opening
 * "[name]" or "[name attr=...]" whose "[/name]" follows on the line, or
 * that closing "[/name]" after its opening ("[divider]Disk
 * tests[/divider]", WordPress's markup); 0 when s starts none (a
 * "[Mirror]" caption, a link's "[text](url)").
 */
static size_t paired_shortcode(const char *b, const char *s)
{
	const char *name = s + 1 + (s[1] == '/'), *e = name, *end;
	char close[40];

	while (isalnum((unsigned char)*e) || *e == '_' || *e == '-')
		e++;
	if (e == name || e - name > 30 || (*e != ']' && *e != ' '))
		return 0;
	end = strchr(e, ']');
	if (!end || end[1] == '(' || end[1] == '[' ||
	    (s[1] == '/' && *e != ']'))
		return 0;
	snprintf(close, sizeof(close), "[/%.*s]", (int)(e - name), name);
	if (s[1] == '/') {
		/* its opening earlier on the line */
		close[1] = '[';
		for (const char *q = b; q < s; q++)
			if (!strncmp(q, close + 1, (size_t)(e - name) + 1) &&
			    (q[e - name + 1] == ']' || q[e - name + 1] == ' '))
				return (size_t)(end + 1 - s);
		return 0;
	}
	return strstr(end, close) ? (size_t)(end + 1 - s) : 0;
}

static void label_text(char *dst, size_t n, const char *s, int html)
{
	size_t k = 0;

	if (!html) {
		while (*s == ' ')
			s++;
		if ((*s == '-' || *s == '*' || *s == '+') && s[1] == ' ')
			s += 2;
		else if (!strncmp(s, "-- ", 3)) /* "-- check ssd O_DIRECT" */
			s += 3;
		else if (!strncmp(s, "\xe2\x80\xa2 ", 4)) /* U+2022 */
			s += 4;
		while (*s == ' ')
			s++;
		s += line_comment_marker(s, strlen(s));
	}
	for (const char *b = s; *s && k + 1 < n; s++) {
		if (!html && ((s[0] == '*' && s[1] == '*') ||
			      (s[0] == '_' && s[1] == '_'))) {
			s++;
			continue;
		}
		if (!html && *s == '`')
			continue;
		/* an RST role before its text (":ref:`disk_a`",
		 * ":strike:`x`"): markup */
		if (!html && *s == ':' && (s == b || s[-1] == ' ') &&
		    isalpha((unsigned char)s[1])) {
			const char *e = s + 1;

			while (isalnum((unsigned char)*e) || *e == '-' ||
			       *e == '_')
				e++;
			if (e[0] == ':' && e[1] == '`') {
				s = e;
				continue;
			}
		}
		/* Markdown's italics at a word's edge ("_Samsung 980_",
		 * "*NVMe*"), not inside one ("seq_read", "2*4") */
		if (!html && (*s == '_' || *s == '*') &&
		    (((s == b || s[-1] == ' ') && s[1] && s[1] != ' ') ||
		     (s > b && s[-1] != ' ' &&
		      (!s[1] || s[1] == ' ' || s[1] == ':'))))
			continue; /* " * " alone multiplies: "1 * 1" */
		/* a link's text without its target: "[980 PRO](https://..)",
		 * "[980 PRO][ref]" */
		if (!html && *s == ']' && (s[1] == '(' || s[1] == '[')) {
			const char *e = strchr(s + 2, s[1] == '(' ? ')' : ']');

			if (e) {
				s = e;
				continue;
			}
		}
		if (!html && *s == '[' && strchr(s, ']') &&
		    (strstr(s, "](") || strstr(s, "][")))
			continue;
		/* a blog's shortcode around the text, dropped as a tag is
		 * ("[divider]Disk tests[/divider]") */
		if (!html && *s == '[') {
			size_t t = paired_shortcode(b, s);

			if (t) {
				s += t - 1;
				continue;
			}
		}
		/* an inline tag ("<a name=\"x\"></a>") */
		if (!html && *s == '<' &&
		    (isalpha((unsigned char)s[1]) || s[1] == '/') &&
		    strchr(s, '>')) {
			s = strchr(s, '>');
			continue;
		}
		dst[k++] = *s;
	}
	while (k && dst[k - 1] == ' ')
		k--;
	dst[k] = '\0';
}

/*
 * Whether line s (len bytes) is a sentence of prose rather than a title:
 * it ends with a full stop, '!' or '?' (ASCII, full-width or the
 * ideographic full stop, or an ellipsis), closing quotes, brackets and
 * Markdown markers aside.  "Write test: 1 GiB", "Samsung 860 EVO" and
 * "Results:" are titles; "Let us try it without the cache." is not.
 */
static int sentence_line(const char *s, size_t len)
{
	static const char *const stops[] = {
	    "\xe3\x80\x82", /* U+3002 ideographic full stop */
	    "\xef\xbc\x8e", /* U+FF0E fullwidth full stop */
	    "\xef\xbc\x81", /* U+FF01 fullwidth ! */
	    "\xef\xbc\x9f", /* U+FF1F fullwidth ? */
	    "\xe2\x80\xa6", /* U+2026 ellipsis */
	    NULL,
	};

	while (len && strchr(" \t*_`)]\"'", s[len - 1]))
		len--;
	if (!len)
		return 0;
	if (strchr(".!?", s[len - 1]))
		return 1;
	for (size_t i = 0; stops[i]; i++)
		if (len >= 3 && !memcmp(s + len - 3, stops[i], 3))
			return 1;
	return 0;
}

/*
 * Whether s (len bytes, before its ':') ends with a word for results
 * ("測定結果", "测试结果", "측정 결과", "Ergebnis"), a number after it
 * aside ("測定結果1"): a caption of what follows, not an introduction
 * ("结果如下" ends in "as follows").
 */
static int ends_with_results(const char *s, size_t len)
{
	static const char *const words[] = {
	    "\xe7\xb5\x90\xe6\x9e\x9c", /* 結果 */
	    "\xe7\xbb\x93\xe6\x9e\x9c", /* 结果 */
	    "\xea\xb2\xb0\xea\xb3\xbc", /* 결과 */
	    NULL};

	while (len &&
	       ((s[len - 1] >= '0' && s[len - 1] <= '9') || s[len - 1] == ' '))
		len--;
	for (size_t i = 0; words[i]; i++) {
		size_t n = strlen(words[i]);

		if (len >= n && !memcmp(s + len - n, words[i], n))
			return 1;
	}
	return 0;
}

/*
 * Whether the CJK line s (len bytes) holds a word in Latin letters (two
 * or more) that names no tool: in Japanese or Chinese text, a word set in
 * another script is a name ("[参考]pc-linuxでの測定結果", "ubuntuでの結果"),
 * not "ddの測定結果".
 */
static int cjk_latin_name(const char *s, size_t len)
{
	for (size_t i = 0; i < len;) {
		size_t b = i, letters = 0;

		while (i < len &&
		       (isalnum((unsigned char)s[i]) ||
			((s[i] == '-' || s[i] == '_' || s[i] == '.') && i > b)))
			letters += isalpha((unsigned char)s[i++]) != 0;
		if (letters >= 2 && !testname_tool(s + b, i - b))
			return 1;
		if (i == b)
			i++;
	}
	return 0;
}

/*
 * Whether the longer line s (len bytes, before its ':') names the system
 * or setup of the output below it, as a caption does: "Speedtest on
 * beelink GS1 without the eMMC patch :", "Same test on the old HDD:" -
 * twelve words at most, naming one system (doc_prose_system()),
 * no test or direction (a caption of what the figures are), no link.
 */
static int system_caption(const char *s, size_t len)
{
	char name[LABEL_MAX];
	struct testname tn;
	size_t words = 0;

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	for (size_t i = 0; i < len; i++)
		words += s[i] != ' ' && (i == 0 || s[i - 1] == ' ');
	if (!len || words > 12 || memmem(s, len, "://", 3))
		return 0;
	testname_parse(s, len, 0, &tn);
	if (tn.cond.op || tn.cond.pattern || tn.test_header || tn.value_header)
		return 0;
	return doc_prose_system(s, len, name, sizeof(name)) == 1;
}

/*
 * Whether line s (len bytes) can name what follows: any line that does
 * not end in ':' (ASCII or full-width), and of those that do, a short
 * title ("Samsung 980 PRO:", "Сетевой диск (fast SSD):", at most four
 * words, ten CJK characters, or more when it ends with a word for results
 * and names a model: "(「Argon One M.2」に刺した)SSD内蔵USBメモリ測定結果1：");
 * a longer one naming one system names it too (system_caption():
 * "Speedtest on beelink GS1 without the eMMC patch :"); any other longer
 * one, or one showing a command in inline code, introduces it ("It can be
 * combined in just one command:", "两个参数一起测试：`hdparm -Tt
 * /dev/sda`，结果如下：") and names nothing.
 */
/* Whether s (len bytes) holds an ordinal in CJK numerals: "第" and one
 * of 一 ... 十 ("第一次", "第三轮"). */
static int cjk_ordinal(const char *s, size_t len)
{
	static const char *const digits[] = {"\xe4\xb8\x80",
					     "\xe4\xba\x8c",
					     "\xe4\xb8\x89",
					     "\xe5\x9b\x9b",
					     "\xe4\xba\x94",
					     "\xe5\x85\xad",
					     "\xe4\xb8\x83",
					     "\xe5\x85\xab",
					     "\xe4\xb9\x9d",
					     "\xe5\x8d\x81",
					     NULL};
	const char *p = s, *e = s + len;

	while ((p = memmem(p, (size_t)(e - p), "\xe7\xac\xac", 3))) {
		p += 3;
		for (size_t k = 0; digits[k] && e - p >= 3; k++)
			if (!memcmp(p, digits[k], 3))
				return 1;
	}
	return 0;
}

/*
 * Whether s (len bytes, before its ':') is a list of short names split by
 * commas, as a label line is ("Truenas Scale, ZSTD-3, 6 cores", "Pool
 * B, LZ4, 8 threads"): two to four parts of one to three words, each
 * with a digit or a capital (a lone "I" is no name) and at most one word
 * starting lowercase; not "First, I ran it", nor "Well, here it is".
 */
static int comma_list_title(const char *s, size_t len)
{
	size_t parts = 0, i = 0;

	while (i < len) {
		size_t e = i, words = 0, lower = 0;
		int name = 0;

		while (e < len && s[e] != ',')
			e++;
		for (size_t k = i; k < e; k++) {
			if (s[k] == ' ')
				continue;
			if (k == i || s[k - 1] == ' ') {
				words++;
				lower += islower((unsigned char)s[k]) != 0;
				if (s[k] == 'I' &&
				    (k + 1 == e || s[k + 1] == ' '))
					continue;
			}
			name |= isdigit((unsigned char)s[k]) ||
				isupper((unsigned char)s[k]);
		}
		if (!words || words > 3 || lower > 1 || !name)
			return 0;
		parts++;
		i = e + 1;
		if (e < len && (i >= len || s[i] != ' '))
			return 0; /* "1,5 GB", "12,345" */
	}
	return parts >= 2 && parts <= 4;
}

/*
 * Whether s (len bytes, before its ':') says what the runs below ran on,
 * as "with ArchLinux" does: "On my MacBook, with macOS", "On the
 * Pi 4B", "On ThinkPad X1, running Fedora 39".  "On", a possessive or an
 * article or none, one to three words each with a capital or a digit
 * (not a lone "I"), then ", with" ("running", "under", "using") and one
 * to three such words, or nothing.  "On my machine" names nothing; "On
 * Ubuntu I get" is a clause.
 */
static int on_system_title(const char *s, size_t len)
{
	static const char *const dets[] = {"my",   "our", "the", "a", "an",
					   "this", "his", "her", NULL};
	static const char *const joins[] = {"with", "running", "under", "using",
					    NULL};
	size_t i = 0, names = 0;
	int part = 0; /* 0 "On", 1 its determiner, 2 names, 3 ", with" */
	int joined = 0;

	while (i < len) {
		size_t e = i, w;
		int name = 0, comma = 0;

		while (e < len && s[e] != ' ')
			e++;
		w = e - i;
		if (w && s[e - 1] == ',')
			comma = 1, w--;
		for (size_t k = i; k < i + w; k++) {
			if (!isalnum((unsigned char)s[k]) &&
			    !strchr("-._/+", s[k]))
				return 0;
			name |= isupper((unsigned char)s[k]) ||
				isdigit((unsigned char)s[k]);
		}
		if (!w) {
			i = e + 1;
			continue;
		}
		if (part == 0) {
			if (w != 2 || strncasecmp(s + i, "on", 2) || comma)
				return 0;
			part = 1;
		} else if (part == 1 && !comma &&
			   word_listed(s + i, w, dets, 1)) {
			part = 2;
		} else if (part == 3 && !joined && !comma &&
			   word_listed(s + i, w, joins, 1)) {
			joined = 1;
		} else {
			if (!name || (w == 1 && s[i] == 'I') || ++names > 3 ||
			    (part == 3 && !joined) || (comma && part == 3))
				return 0;
			if (part < 2)
				part = 2;
			if (comma) {
				part = 3;
				names = 0;
				/* ", with" must follow */
				if (e + 1 >= len)
					return 0;
			}
		}
		i = e + 1;
	}
	return part >= 2 && names > 0;
}

static int colon_title(const char *s, size_t len)
{
	size_t words = 0, first = 0, lower = 0, cjk = 0, nl;
	int name = 0, caption, op;
	char bare[LABEL_MAX];

	/* "RAID on SSD drives (write):": a name and its run's direction;
	 * the name is the title */
	nl = line_direction_bracket(s, len, &op);
	if (nl && nl + 1 < sizeof(bare)) {
		memcpy(bare, s, nl);
		bare[nl] = ':';
		return colon_title(bare, nl + 1);
	}

	while (len && strchr(" \t*_`", s[len - 1]))
		len--;
	if (!(len && s[len - 1] == ':') &&
	    !(len >= 3 && !memcmp(s + len - 3, "\xef\xbc\x9a", 3)))
		return 1;
	if (line_is_attribution(s, len))
		return 0; /* "On Tue, Bob wrote:": a mail's quote below */
	caption = ends_with_results(s, len - (s[len - 1] == ':' ? 1 : 3));
	while (first < len && !((s[first] >= 'a' && s[first] <= 'z') ||
				(s[first] >= 'A' && s[first] <= 'Z') ||
				(unsigned char)s[first] >= 0x80))
		first++; /* "- Buffered reads:": the list's marker */
	for (size_t i = 0; i < len; i++) {
		/* "...测试：`hdparm -Tt /dev/sda`，结果数据如下：": a command
		 * shown inline, or a CJK sentence, introduces */
		if (s[i] == '`')
			return 0;
		if ((unsigned char)s[i] >= 0xe3 &&
		    (unsigned char)s[i] <= 0xed && ++cjk > (caption ? 30 : 10))
			return 0;
		if ((i == 0 || s[i - 1] == ' ' || s[i - 1] == '\t') &&
		    s[i] != ' ' && s[i] != '\t' &&
		    /* "Pi 5 / NVMe": a separator alone is no word */
		    !(strchr("/-|&+", s[i]) && i + 1 < len &&
		      s[i + 1] == ' ')) {
			words++;
			lower += s[i] >= 'a' && s[i] <= 'z';
		}
		/* a name: a digit or a capital inside ("NVMe", "980 PRO"),
		 * not "The output:", nor a list's number ("1. Run it:") */
		if ((i >= first && s[i] >= '0' && s[i] <= '9') ||
		    (i > first && s[i] >= 'A' && s[i] <= 'Z'))
			name = 1;
	}
	/* a caption for results in CJK names a system in Latin letters too:
	 * "[参考]pc-linuxでの測定結果：" */
	if (!name && caption && cjk)
		name = cjk_latin_name(s + first, len - first);
	/* "第一次测试：", "第二轮：": the run's number in CJK numerals, as
	 * "Run 1:" has it in digits; a short title, not a sentence ("这是上
	 * 面命令的第三个命令的输出结果：") */
	if (!name && cjk && cjk <= 8 && !caption)
		name = cjk_ordinal(s, len);
	/* "Ein Test bringt Klarheit:" (a test brings clarity): a sentence
	 * leading in, its capitals German nouns', no name of its own */
	if (name && !cjk && line_article_sentence(s, len))
		return system_caption(s, len - (s[len - 1] == ':' ? 1 : 3));
	/* a longer name has no sentence's lowercase words in it: "Raspberry
	 * Pi 5 / NVMe.M2 2To:" (six words), not "I ran it on Ubuntu 22.04:" */
	if ((words <= 4 || (words <= 6 && !lower)) && name)
		return 1;
	if (name && !cjk && comma_list_title(s, len - 1))
		return 1;
	if (name && !cjk && s[len - 1] == ':' && on_system_title(s, len - 1))
		return 1;
	return name && !cjk &&
	       system_caption(s, len - (s[len - 1] == ':' ? 1 : 3));
}

/*
 * Whether the numbered or listed line s (len bytes) introduces what
 * follows and names nothing: it ends in ':' and, past its marker, holds
 * no digit and no capital but its first letter ("1. Run the test:", "2)
 * Results:"); "1. Samsung 980 PRO 1TB NVMe:" names a disk.
 */
static int step_intro(const char *s, size_t len)
{
	size_t first = 0;

	while (len && strchr(" \t*_`", s[len - 1]))
		len--;
	if (!(len && s[len - 1] == ':') &&
	    !(len >= 3 && !memcmp(s + len - 3, "\xef\xbc\x9a", 3)))
		return 0;
	while (first < len && !((s[first] >= 'a' && s[first] <= 'z') ||
				(s[first] >= 'A' && s[first] <= 'Z') ||
				(unsigned char)s[first] >= 0x80))
		first++;
	for (size_t i = first; i < len; i++)
		if ((unsigned char)s[i] >= 0x80 ||
		    (s[i] >= '0' && s[i] <= '9') ||
		    (i > first && s[i] >= 'A' && s[i] <= 'Z'))
			return 0;
	return first < len;
}

/*
 * Whether line s (len bytes) is an instruction introducing what follows,
 * no name: "Install iozone3 and run the following", "Then run this
 * command:", "Type the following as root", "Next, plug the USB key in
 * and execute:".  It says "the following" or "as follows", or ends
 * (before its ':') in "and execute", "and run", "then run" or "and
 * type", or starts (after "Then", "Now", "Just", "First", "Next",
 * "Finally", "Please", "Simply", a ',' after it or not) with an
 * imperative that never names a run ("Install", "Execute", "Type",
 * "Enter", "Compile", "Download", "Invoke", "Issue", "Plug", "Insert",
 * "Connect", "Reboot", "Launch"; "Make sure", "Be sure", "Ensure",
 * "Remember", "Don't", "Do not": "Make sure you have 9GB free on /"), or
 * with "Run" or "Use" before "the",
 * "this", "these", "that", "it", "a", "an" or a tool's name ("Run 2:",
 * "Run on the NAS:" name runs).
 */
static int instruction_line(const char *s, size_t len)
{
	static const char *const lead[] = {"then",   "now",    "just",
					   "first",  "next",   "finally",
					   "please", "simply", NULL};
	static const char *const verbs[] = {
	    "install ",	 "execute ",  "type ",	 "enter ",     "compile ",
	    "download ", "invoke ",   "issue ",	 "plug ",      "insert ",
	    "connect ",	 "reboot ",   "launch ", "make sure ", "be sure ",
	    "ensure ",	 "remember ", "don't ",	 "do not ",    NULL};
	static const char *const tails[] = {" and execute",  " and run",
					    " then execute", " then run",
					    " and type",     NULL};
	size_t end = len;
	static const char *const runs[] = {"run ", "use ", NULL};
	static const char *const objs[] = {
	    "the ", "this ", "these ", "that ",	 "it ",	   "it:", "a ",
	    "an ",  "fio ",  "dd ",    "iozone", "hdparm", NULL};
	size_t i = 0;

	while (i < len && (s[i] == ' ' || s[i] == '*' || s[i] == '_'))
		i++;
	/* "3. Run Fio Benchmark (iodepth 4):": a numbered step */
	{
		size_t d = i;

		while (d < len && d - i < 3 && isdigit((unsigned char)s[d]))
			d++;
		if (d > i && d + 1 < len && (s[d] == '.' || s[d] == ')') &&
		    s[d + 1] == ' ')
			i = d + 2;
	}
	if (text_find(s, len, "the following", 13) ||
	    text_find(s, len, "The following", 13) ||
	    text_find(s, len, "as follows", 10))
		return 1;
	while (end > i && strchr(" \t*_:", s[end - 1]))
		end--;
	for (size_t k = 0; tails[k]; k++)
		if (end - i > strlen(tails[k]) &&
		    !strncasecmp(s + end - strlen(tails[k]), tails[k],
				 strlen(tails[k])))
			return 1;
	for (size_t k = 0; lead[k]; k++) {
		size_t l = strlen(lead[k]);

		if (len - i > l + 1 && !strncasecmp(s + i, lead[k], l) &&
		    (s[i + l] == ' ' || s[i + l] == ',')) {
			i += l;
			while (i < len && (s[i] == ',' || s[i] == ' '))
				i++;
			break;
		}
	}
	for (size_t k = 0; verbs[k]; k++)
		if (len - i > strlen(verbs[k]) &&
		    !strncasecmp(s + i, verbs[k], strlen(verbs[k])))
			return 1;
	for (size_t k = 0; runs[k]; k++) {
		size_t v = i + strlen(runs[k]);

		if (len <= v || strncasecmp(s + i, runs[k], strlen(runs[k])))
			continue;
		for (size_t o = 0; objs[o]; o++)
			if (len - v >= strlen(objs[o]) &&
			    !strncasecmp(s + v, objs[o], strlen(objs[o])))
				return 1;
	}
	return 0;
}

/* The length of s (len bytes) without the ':' (ASCII or full-width)
 * ending it, or the ';' ending a caption as ':' does ("On the host;",
 * line_semicolon_caption()). */
static size_t strip_len_n(const char *label, size_t k)
{
	if (k && (label[k - 1] == ':' || line_semicolon_caption(label, k)))
		k--;
	else if (k >= 3 && !memcmp(label + k - 3, "\xef\xbc\x9a", 3))
		k -= 3;
	else
		return k;
	while (k && label[k - 1] == ' ')
		k--;
	return k;
}

/* The length of label without the ':' (ASCII or full-width) ending it. */
static size_t strip_len(const char *label)
{
	return strip_len_n(label, strlen(label));
}

/*
 * The label of a block: the nearest heading, caption or bold line above
 * it, else the short line just above unless it is a sentence of prose;
 * and the direction either names.
 */
/*
 * A line of CJK prose made of clauses ("下面的测试方法受到缓存的影响,2.5寸,
 * 5400转的...", "Linux下对文件的访问...,这个是系统的默认行为"): more than
 * twelve CJK characters and a comma (',', '，', '、') between them.  It
 * comments, it names nothing.
 */
static int cjk_clauses(const char *s, size_t len)
{
	size_t cjk = 0;
	int comma = 0;

	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c >= 0xe3 && c <= 0xed && i + 2 < len && has_cjk(s + i, 3))
			cjk++;
		if (c == ',' ||
		    (i + 2 < len && (!memcmp(s + i, "\xef\xbc\x8c", 3) ||
				     !memcmp(s + i, "\xe3\x80\x81", 3))))
			comma = 1;
	}
	return comma && cjk > 12;
}

/* A short line naming something, with a Latin letter or a digit in it
 * (a model, a number): "SDその1", "Disk B", not "结果如下". */
static int short_name(const char *s, size_t len)
{
	int alnum = 0;

	if (len > 40 || !names_something(s, len, 0) || sentence_line(s, len))
		return 0;
	for (size_t i = 0; i < len && !alnum; i++)
		alnum = (s[i] >= '0' && s[i] <= '9') ||
			(s[i] >= 'A' && s[i] <= 'Z') ||
			(s[i] >= 'a' && s[i] <= 'z');
	return alnum;
}

/*
 * Whether item k is a list item alone directly above a code block ("- zfs"
 * on the line over a fence, no list item above it): a person's caption of
 * the output below, as a short name is ("- zfs" / output, "- ext" /
 * output), not a list of things.
 */
static int lone_bullet_caption(const struct docstate *ds, size_t k)
{
	const struct doc *d = &ds->d;
	const struct doc_item *it = &d->items[k];
	size_t i = 0, b = k + 1;

	/* one blank line between the item and its block is the same */
	if (b + 1 < d->n && d->items[b].kind == DOC_LINE && d->items[b].blank &&
	    d->items[b].no == it->no + 1)
		b++;
	if (it->kind != DOC_LINE || it->pre || it->heading || it->len < 3 ||
	    !strchr("-*+", it->s[0]) || it->s[1] != ' ' || b >= d->n ||
	    d->items[b].kind != DOC_LINE || !d->items[b].pre ||
	    d->items[b].no != it->no + (long)(b - k))
		return 0;
	if (k > 0 && line_item(d, k - 1) && !d->items[k - 1].pre &&
	    d->items[k - 1].len > 1 && strchr("-*+", d->items[k - 1].s[0]) &&
	    d->items[k - 1].s[1] == ' ')
		return 0; /* an item of a list */
	while (i + 2 < it->len && it->s[2 + i] == ' ')
		i++;
	if (b > k + 1) {
		struct testname tn;

		/* "- Read speed (Use hdparm command)" / blank / fence: the
		 * test the block runs, no name of what ran it */
		testname_parse(it->s + 2 + i, it->len - 2 - i, 0, &tn);
		if (tn.found || tn.n_ops || tn.metric != TESTNAME_NONE)
			return 0;
	}
	return short_name(it->s + 2 + i, it->len - 2 - i);
}

/*
 * Label becomes "head / label"; the caller has checked that both fit in
 * its buffer (strlen(head) + strlen(label) + 4 bytes).
 */
static void label_prefix(char *label, const char *head)
{
	size_t h = strlen(head);

	memmove(label + h + 3, label, strlen(label) + 1);
	memcpy(label, head, h);
	memcpy(label + h, " / ", 3);
}

/*
 * A label line (item li, no heading) that names blocks in two sections
 * ("SDその1" under "RaspberryPi4" and again under "RaspberryPi Zero2"):
 * label gets its section's heading before it, "RaspberryPi4 / SDその1".
 */
static long ancestor_system_heading(struct docstate *ds, size_t h, char *out,
				    size_t n);

static void qualify_label(struct docstate *ds, size_t li, char *label, size_t n)
{
	const struct doc_item *it = &ds->d.items[li];
	size_t sec = section_of(ds, li), len = strlen(label);
	char head[LABEL_MAX];
	int twice = 0;

	if (it->heading || !len || !section_start(&ds->d.items[sec]) ||
	    sec >= li ||
	    /* "### Post by bob on ...": who wrote it, no system (a quote
	     * of the line in a reply is the same system) */
	    line_is_post_heading(ds->d.items[sec].s, ds->d.items[sec].len))
		return;
	for (size_t k = 0; k < ds->d.n && !twice; k++) {
		const struct doc_item *o = &ds->d.items[k];

		twice = k != li && o->kind == DOC_LINE && !o->blank &&
			o->len == it->len && !memcmp(o->s, it->s, it->len) &&
			section_of(ds, k) != sec;
	}
	if (!twice)
		return;
	/* "## Pi IO Board" / "### fio" / "EXT4": a heading naming only a
	 * tool or a test is no system; the one above it naming the system
	 * is ("Pi IO Board / EXT4") */
	if (ancestor_system_heading(ds, sec, head, sizeof(head)) < 0) {
		label_text(head, sizeof(head), ds->d.items[sec].s, ds->d.html);
		head[strip_len(head)] = '\0';
	}
	if (!head[0] || strlen(head) + len + 4 >= n)
		return;
	label_prefix(label, head);
}

/* Whether headings a and b are the same words with another number at the
 * end ("nfs-client-1", "nfs-client-2"; "Run 1", "Run 12"), not a name
 * with another figure inside ("m5d.8xlarge)", "m5d.4xlarge)"). */
static int same_but_digits(const struct doc_item *a, const struct doc_item *b)
{
	size_t i = a->len, j = b->len;

	while (i && isdigit((unsigned char)a->s[i - 1]))
		i--;
	while (j && isdigit((unsigned char)b->s[j - 1]))
		j--;
	/* a == b: whether it ends with a number */
	return i == j && i && i < a->len && j < b->len &&
	       !memcmp(a->s, b->s, i) &&
	       (a == b || a->len != b->len || memcmp(a->s, b->s, a->len));
}

/*
 * A heading (item hi) one of numbered siblings ("#### nfs-client-1",
 * "#### nfs-client-2" under "### 4node hdd write"): the instances of what
 * its parent heading names, so label gets the parent before it, "4node
 * hdd write / nfs-client-1" (the parent is the system; a "Results" parent
 * names none).
 */
static void qualify_numbered(struct docstate *ds, size_t hi, char *label,
			     size_t n)
{
	const struct doc_item *it = &ds->d.items[hi];
	size_t len = strlen(label), parent = SIZE_MAX;
	int sib = 0;
	char head[LABEL_MAX];
	struct testname tn;

	if (it->kind != DOC_LINE || it->heading < 2 || !len)
		return;
	for (size_t k = hi; k-- > 0 && parent == SIZE_MAX;) {
		const struct doc_item *o = &ds->d.items[k];

		if (o->kind == DOC_LINE && o->heading &&
		    o->heading < it->heading)
			parent = k;
	}
	if (parent == SIZE_MAX)
		return;
	/* a sibling numbered so anywhere ("client-2" under the same
	 * parent, "client-1" again under another) */
	for (size_t k = 0; k < ds->d.n && !sib; k++) {
		const struct doc_item *o = &ds->d.items[k];

		sib = k != hi && o->kind == DOC_LINE &&
		      o->heading == it->heading &&
		      (same_but_digits(o, it) ||
		       (o->len == it->len && !memcmp(o->s, it->s, it->len) &&
			same_but_digits(o, o)));
	}
	if (!sib)
		return;
	label_text(head, sizeof(head), ds->d.items[parent].s, ds->d.html);
	head[strip_len(head)] = '\0';
	testname_parse(head, strlen(head), 0, &tn);
	if (!head[0] || tn.value_header || strlen(head) + len + 4 >= n)
		return;
	label_prefix(label, head);
}

/* The nearest heading above heading item hi of a lower level, or
 * SIZE_MAX. */
static size_t parent_heading(const struct docstate *ds, size_t hi)
{
	for (size_t k = hi; k-- > 0;) {
		const struct doc_item *o = &ds->d.items[k];

		if (o->kind == DOC_LINE && o->heading && !o->toc &&
		    o->heading < ds->d.items[hi].heading)
			return k;
	}
	return SIZE_MAX;
}

/*
 * A heading (item hi) that only states settings ("## ioengine=sync",
 * "### `bs=4k iodepth=32`") under a heading of a higher level ("# XFS over
 * MD"): the setting tells the runs of its parent apart, the parent says
 * what ran, so label gets the parent before it, "XFS over MD /
 * ioengine=sync" - the same settings under another parent are another
 * system's runs.  Only the nearest heading of a higher level, when it may
 * name something (not "Results", not a sentence), and when headings of
 * settings stand under another parent too (one title over them all tells
 * nothing apart).
 */
static int heading_may_name(struct docstate *ds, long k);
static void qualify_setting(struct docstate *ds, size_t hi, char *label,
			    size_t n)
{
	const struct doc_item *it = &ds->d.items[hi];
	size_t len = strlen(label), parent = SIZE_MAX;
	char head[LABEL_MAX];
	int other = 0;

	if (it->kind != DOC_LINE || it->heading < 2 || !len ||
	    !line_is_settings(it->s, it->len))
		return;
	parent = parent_heading(ds, hi);
	/* another parent's runs told apart so too: else the parent is the
	 * page's title over them all, which tells nothing apart */
	for (size_t k = 0, par = SIZE_MAX; k < ds->d.n && !other; k++) {
		const struct doc_item *o = &ds->d.items[k];

		if (o->kind != DOC_LINE || !o->heading || o->toc)
			continue;
		if (o->heading < it->heading)
			par = k;
		else if (o->heading == it->heading && par != parent &&
			 par != SIZE_MAX && line_is_settings(o->s, o->len))
			other = 1;
	}
	if (!other || parent == SIZE_MAX ||
	    !heading_may_name(ds, (long)parent) ||
	    line_is_settings(ds->d.items[parent].s, ds->d.items[parent].len) ||
	    line_is_post_heading(ds->d.items[parent].s,
				 ds->d.items[parent].len))
		return;
	label_text(head, sizeof(head), ds->d.items[parent].s, ds->d.html);
	head[strip_len(head)] = '\0';
	if (!head[0] || strstr(label, head) || strlen(head) + len + 4 >= n)
		return;
	label_prefix(label, head);
}

static int doc_title_heading(const struct docstate *ds, size_t h);
static int tool_name_only(const char *s, size_t len);

/*
 * A heading that names only the test, by its direction ("#### 写入速度",
 * "### Read speed"), under a parent heading naming a system ("### SSD"):
 * the parent is what a person says the run is of; the direction stays
 * the run's op.  Label (n bytes) gets the parent's text when heading item
 * hi is such a heading and label is its text; the parent names one
 * system as prose does (doc_prose_system(): "SSD", "Kingston A400 SSD"; not
 * "Disk read/write performance").
 */
static void qualify_test_heading(struct docstate *ds, size_t hi, char *label,
				 size_t n)
{
	const struct doc_item *it = &ds->d.items[hi];
	size_t parent = SIZE_MAX;
	char head[LABEL_MAX], own[LABEL_MAX];
	struct testname tn, pt;

	if (it->kind != DOC_LINE || it->heading < 2 || !label[0])
		return;
	label_text(own, sizeof(own), it->s, ds->d.html);
	own[strip_len(own)] = '\0';
	if (strcmp(own, label))
		return;
	testname_parse(it->s, it->len, 0, &tn);
	/* "1.3 随机读写的I/O": a mixed test, a pattern and no direction */
	if ((!tn.cond.op && !tn.cond.pattern) || tn.value_header ||
	    doc_prose_system(it->s, it->len, head, sizeof(head)))
		return;
	parent = parent_heading(ds, hi);
	if (parent == SIZE_MAX || doc_title_heading(ds, parent) ||
	    !heading_may_name(ds, (long)parent) ||
	    line_is_post_heading(ds->d.items[parent].s,
				 ds->d.items[parent].len))
		return;
	testname_parse(ds->d.items[parent].s, ds->d.items[parent].len, 0, &pt);
	if (pt.cond.op || pt.cond.pattern || pt.test_header ||
	    pt.value_header ||
	    doc_prose_system(ds->d.items[parent].s, ds->d.items[parent].len,
			     head, sizeof(head)) != 1)
		return;
	label_text(head, sizeof(head), ds->d.items[parent].s, ds->d.html);
	head[strip_len(head)] = '\0';
	if (!head[0] || tool_name_only(head, strlen(head)) || strlen(head) >= n)
		return;
	snprintf(label, n, "%s", head);
}

static int heading_word_names_nothing(const char *s, size_t len);

/*
 * Whether heading text s (len bytes) names only a test, by words of a
 * test alone: a direction or pattern (testname_parse()) and otherwise
 * words of tests, tools and sizes (heading_word_names_nothing()) or of
 * how the I/O was done ("direct io", "page io", "single file",
 * "multiple files"), in brackets or not: "4K random read", "direct io
 * Sequential write (Single file)".
 */
static int test_words_heading(const char *s, size_t len)
{
	static const char *const how[] = {
	    "direct", "buffered", "page",     "cached", "uncached",
	    "io",     "single",	  "multiple", "file",	"files",
	    "sync",   "async",	  "threads",  "thread", NULL,
	};
	struct testname tn;
	size_t at[16], wl[16], words;

	if (!len || len >= LABEL_MAX)
		return 0;
	testname_parse(s, len, 0, &tn);
	if (tn.value_header || tn.test_header ||
	    !(tn.cond.op || tn.n_ops || tn.cond.pattern))
		return 0;
	words = line_words(s, len, at, wl, 16);
	if (!words || words >= 16)
		return 0;
	for (size_t w = 0; w < words; w++) {
		const char *a = s + at[w];
		size_t n = wl[w];

		/* "(Single", "file)", "read,": the word inside */
		while (n && strchr("([", *a)) {
			a++;
			n--;
		}
		while (n && strchr(")],;:.", a[n - 1]))
			n--;
		if (n && !word_listed(a, n, how, 1) &&
		    !heading_word_names_nothing(a, n))
			return 0;
	}
	return 1;
}

/* Whether texts a and b are the same words, case and blanks aside
 * ("direct io  Sequential write" and "direct io sequential write"). */
static int same_words_nocase(const char *a, const char *b)
{
	size_t aa[24], al[24], ba[24], bl[24];
	size_t na = line_words(a, strlen(a), aa, al, 24),
	       nb = line_words(b, strlen(b), ba, bl, 24);

	if (na != nb || na >= 24)
		return 0;
	for (size_t w = 0; w < na; w++)
		if (al[w] != bl[w] || strncasecmp(a + aa[w], b + ba[w], al[w]))
			return 0;
	return 1;
}

/*
 * A heading (item hi) naming only a test (test_words_heading(): "## 4K
 * random read", "## direct io Sequential write (Single file)") whose
 * words stand again under another parent heading of its parent's level,
 * with other words ("# kclient" / "## 4K random read" ... "# uclient" /
 * "## 4K random read"): the tests repeat under each parent, so the
 * parent is what tells the runs apart, what a person says they are of.
 * Label (n bytes, the heading's text) becomes the parent's text, as
 * under a heading naming a drive (qualify_test_heading()).  Not a parent
 * that is the document's title, names a test or a tool, or names nothing
 * (heading_may_name()); never a table of contents' line.
 */
static void qualify_repeated_test(struct docstate *ds, size_t hi, char *label,
				  size_t n)
{
	const struct doc *d = &ds->d;
	const struct doc_item *it = &d->items[hi];
	size_t parent, other = SIZE_MAX;
	char own[LABEL_MAX], head[LABEL_MAX], text[LABEL_MAX];
	struct testname pt;

	if (it->kind != DOC_LINE || it->heading < 2 || it->toc || !label[0])
		return;
	label_text(own, sizeof(own), it->s, d->html);
	own[strip_len(own)] = '\0';
	if (strcmp(own, label) || !test_words_heading(own, strlen(own)))
		return;
	parent = parent_heading(ds, hi);
	if (parent == SIZE_MAX || doc_title_heading(ds, parent) ||
	    !heading_may_name(ds, (long)parent) ||
	    line_is_post_heading(d->items[parent].s, d->items[parent].len))
		return;
	label_text(head, sizeof(head), d->items[parent].s, d->html);
	head[strip_len(head)] = '\0';
	testname_parse(head, strlen(head), 0, &pt);
	if (!head[0] || pt.cond.op || pt.n_ops || pt.cond.pattern ||
	    pt.test_header || pt.value_header ||
	    tool_name_only(head, strlen(head)) || strlen(head) >= n)
		return;
	/* the same test under a sibling of the parent naming another */
	for (size_t k = 0; k < d->n; k++) {
		const struct doc_item *o = &d->items[k];

		if (o->kind != DOC_LINE || !o->heading || o->toc)
			continue;
		if (o->heading == d->items[parent].heading)
			other = k;
		if (k == hi || other == SIZE_MAX || other == parent ||
		    o->heading != it->heading || parent_heading(ds, k) != other)
			continue;
		label_text(text, sizeof(text), o->s, d->html);
		text[strip_len(text)] = '\0';
		if (!same_words_nocase(text, own))
			continue;
		label_text(text, sizeof(text), d->items[other].s, d->html);
		text[strip_len(text)] = '\0';
		if (text[0] && !same_words_nocase(text, head)) {
			snprintf(label, n, "%s", head);
			return;
		}
	}
}

/* A line that ends with a comma ("Hello,", "Hi all,", "Thanks,"): a
 * greeting or a sentence going on, never a title. */
static int comma_end(const char *s, size_t len)
{
	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	return len && s[len - 1] == ',';
}

/*
 * Whether line s (len bytes) states a figure rather than naming a system:
 * a person's arithmetic on a result ("487812 KB = 465 MiB/s",
 * "15000x32/1024 = 468.75 MiB/s"): a rate unit and an '=' between
 * figures.
 */
static int figure_statement(const char *s, size_t len)
{
	const char *eq = memchr(s, '=', len);

	if (!eq || eq == s || eq + 1 >= s + len)
		return 0;
	if (!memmem(s, len, "/s", 2) && !memmem(s, len, "iB", 2) &&
	    !memmem(s, len, "IOPS", 4))
		return 0;
	for (const char *c = s; c < eq; c++)
		if (isdigit((unsigned char)*c)) {
			for (const char *d = eq + 1; d < s + len; d++)
				if (isdigit((unsigned char)*d))
					return 1;
			return 0;
		}
	return 0;
}

/*
 * Whether line s (len bytes) is a remark in lowercase words ("seems ok",
 * "looks about right"): two or three words of lowercase letters only, no
 * digit, no caption's ':'.  A name has a capital, a digit or one word
 * ("ext4", "Samsung 980 PRO", "zfs"); a longer lowercase line describes
 * the test ("fio random read on the block volume").
 */
/*
 * Whether line s (len bytes) is a fragment of a sentence, no name:
 * lowercase but its first letter, no digit, starting with a conjunction
 * or an article ("an the other way", "And then with the cache off", "or
 * the other way round").
 */
static int fragment_line(const char *s, size_t len)
{
	static const char *const starts[] = {"a ",    "an ", "and ",  "or ",
					     "but ",  "so ", "then ", "also ",
					     "plus ", NULL};
	size_t k;

	for (k = 0; starts[k]; k++)
		if (len > strlen(starts[k]) &&
		    !strncasecmp(s, starts[k], strlen(starts[k])))
			break;
	if (!starts[k])
		return 0;
	for (size_t i = 1; i < len; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') || strchr(" ,.:'!-", s[i])))
			return 0;
	return 1;
}

static int lowercase_remark(const char *s, size_t len)
{
	size_t words = 0;

	while (len &&
	       (s[len - 1] == ' ' || s[len - 1] == '.' || s[len - 1] == '!'))
		len--;
	for (size_t i = 0; i < len; i++) {
		if (s[i] == ' ') {
			if (i && s[i - 1] != ' ')
				words++;
		} else if (s[i] < 'a' || s[i] > 'z') {
			return 0;
		}
	}
	return len && words + 1 >= 2 && words + 1 <= 3;
}

/*
 * Whether line s (len bytes) is words that head results, then a remark
 * on them after a comma ("Results, poor as expected", "Results, not
 * bad (below results using ZFS)"): its words outside brackets past the
 * comma all lowercase letters.  It judges the figures, never names what
 * ran: no caption (the heading above names the runs).
 */
static int results_remark(const char *s, size_t len)
{
	const char *c = memchr(s, ',', len);
	size_t depth = 0, letters = 0;

	if (!c || !line_generic_heading(s, (size_t)(c - s)))
		return 0;
	for (const char *e = s + len; ++c < e;) {
		if (*c == '(' || *c == '[')
			depth++;
		else if ((*c == ')' || *c == ']') && depth)
			depth--;
		else if (depth)
			continue;
		else if (*c >= 'a' && *c <= 'z')
			letters++;
		else if (!strchr(" ,.!:'", *c))
			return 0;
	}
	return !depth && letters;
}

/*
 * Whether line s (len bytes) goes on past a sentence's end ("Write
 * intent bitmap may be slowing writes. Let's disable"): a word of four
 * lowercase letters or more, '.', a blank and a capital.  Two sentences
 * are prose, no caption (a name has no sentence inside it; "Inc. 980",
 * "approx. 5" are no word of that kind).
 */
static int sentence_inside(const char *s, size_t len)
{
	for (size_t i = 4; i + 2 < len; i++) {
		size_t w = 0;

		if (s[i] != '.' || s[i + 1] != ' ' ||
		    !isupper((unsigned char)s[i + 2]))
			continue;
		while (w < i && islower((unsigned char)s[i - 1 - w]))
			w++;
		if (w >= 4 &&
		    (w == i || !isalnum((unsigned char)s[i - 1 - w])) &&
		    strncmp(s + i - w, "approx", w) &&
		    strncmp(s + i - w, "incl", w))
			return 1;
	}
	return 0;
}

/*
 * A short line all in bold ending in ':' ("**Unencrypted:**"): the author
 * set it apart as a label, capital or not; not an introduction
 * ("**Results:**", "**Here is the output:**").  Four words at most, six
 * for a caption parallel to another's (parallel_colon_captions()).
 */
static int emph_title(const struct doc_item *it)
{
	size_t len = it->len, words = 0;

	if (!it->emph)
		return 0;
	while (len && strchr(" \t*_`", it->s[len - 1]))
		len--;
	if (!len || it->s[len - 1] != ':' || line_is_intro(it->s, len))
		return 0;
	for (size_t i = 0; i < len; i++)
		words += (i == 0 || it->s[i - 1] == ' ') && it->s[i] != ' ';
	return words <= (it->parallel ? 6u : 4u);
}

/*
 * Whether line s (len bytes) is a sentence that ends in a Markdown link,
 * its full stop left out or a stray bracket after it ("Which is fine if
 * we look at the [blue modules of their canceled Beta-N7](https://...))"):
 * the link's text ends the sentence.  Eight words or more before the
 * link's target, from a capital, three in four of them words of small
 * letters, so that a caption or a list of links ("[Acme X1](url)") is
 * none.
 */
static int link_end_sentence(const char *s, size_t len)
{
	size_t t, words = 0, small = 0;

	while (len && strchr(" 	)]\"'*_", s[len - 1]))
		len--;
	/* the target: "](" then no blank up to the end */
	for (t = len; t > 1 && s[t - 1] != ' ' && s[t - 1] != '\t'; t--)
		if (s[t - 1] == '(' && s[t - 2] == ']')
			break;
	if (t < 2 || s[t - 1] != '(' || s[t - 2] != ']' || t - 2 < 2 ||
	    !memchr(s, '[', t - 2) || !isupper((unsigned char)s[0]))
		return 0;
	for (size_t i = 0; i < t - 2; i++) {
		if (s[i] == ' ' || (i && s[i - 1] != ' ' && s[i - 1] != '['))
			continue;
		if (s[i] == '[' || s[i] == '\'')
			i++;
		if (i >= t - 2)
			break;
		words++;
		small += s[i] >= 'a' && s[i] <= 'z';
	}
	return words >= 8 && small * 4 >= words * 3;
}

/*
 * Whether item it is prose that the label rules above pass over: a
 * sentence (one ending in a link: link_end_sentence()), or a line ending
 * in ':' that introduces rather than names ("Here are some reference
 * data:", "I then ran the same read tests on md10 itself:").
 */
static int prose_line(const struct doc_item *it)
{
	return it->kind == DOC_LINE && !it->blank && !it->pre && !it->heading &&
	       !it->emph && !it->toc && !section_start(it) &&
	       (sentence_line(it->s, it->len) || !colon_title(it->s, it->len) ||
		link_end_sentence(it->s, it->len));
}

/*
 * Whether item it is a plain line ending in ':' that names one system
 * (system_caption(): "A Crucial P3 NVMe drive, tested with
 * CrystalDiskMark:"): a caption, no prose, yet read as the prose is.
 */
static int system_caption_line(const struct doc_item *it)
{
	size_t len = it->len;

	while (len && strchr(" \t*_", it->s[len - 1]))
		len--;
	return it->kind == DOC_LINE && !it->blank && !it->pre && !it->heading &&
	       !it->emph && !it->toc && !section_start(it) && len > 1 &&
	       it->s[len - 1] == ':' && system_caption(it->s, len - 1);
}

/*
 * The system the prose just before block p names, for a block nothing
 * else labels ("My problem is with the
 * LVM partition used to house all my data files.\nHere are some
 * reference data:" over a code block; "以下は、SATA SSDのベンチマークの
 * 例です。" over a list of results), as a person tells the blocks apart.
 * Read: the paragraph right above the block (blank lines between; for a
 * later output of a code block, above the code block), its last sentence,
 * or the one before when the last names nothing (an introduction).  Not
 * when that sentence names two systems or compares (doc_prose_system()),
 * nor when the block names another: two device paths, or a comment in it
 * naming another system.  Into label (n bytes); 1 when found.
 */
/*
 * Whether name, found in sentence s (len bytes), is no system the table
 * measured: a bare "RAID" or "JBOD" (a layout, no array: "le RAID
 * influencera les performances finales"), or a model the sentence names
 * as a datasheet's ("compared with the datasheet of the X", "fiche
 * technique du X", "Datenblatt der X"), or one the sentence sets against
 * its absence ("on a zpool or not", "with or without the SLOG").
 */
static int not_tested_name(const char *s, size_t len, const char *name)
{
	static const char *const sheet[] = {"datasheet",
					    "data sheet",
					    "spec sheet",
					    "specifications",
					    "fiche technique",
					    "sp\xc3\xa9"
					    "cifications",
					    "datenblatt",
					    "ficha t\xc3\xa9"
					    "cnica",
					    "scheda tecnica",
					    "karta katalogow",
					    NULL};
	const char *at;
	size_t nl = strlen(name), from;

	if (!strcasecmp(name, "RAID") || !strcasecmp(name, "JBOD"))
		return 1;
	at = memmem(s, len, name, nl);
	if (!at)
		return 0;
	/* "Running fio on a file on a zpool or not gives ...", "with or
	 * without the SLOG": the sentence sets the system against its
	 * absence, a comparison naming no one system the runs are */
	{
		const char *e = s + len, *q = at + nl;

		while (q < e && *q == ' ')
			q++;
		if ((e - q >= 6 && !strncasecmp(q, "or not", 6) &&
		     (e - q == 6 || !isalpha((unsigned char)q[6]))) ||
		    (e - q >= 11 && !strncasecmp(q, "or without ", 11)))
			return 1;
		for (q = at; q > s && q[-1] == ' ';)
			q--;
		if (q - s >= 4 && !strncasecmp(q - 4, " the", 4))
			q -= 4;
		else if (q - s >= 2 && !strncasecmp(q - 2, " a", 2))
			q -= 2;
		if (q - s >= 15 && !strncasecmp(q - 15, "with or without", 15))
			return 1;
	}
	from = (size_t)(at - s) > 40 ? (size_t)(at - s) - 40 : 0;
	for (size_t i = 0; sheet[i]; i++) {
		size_t wl = strlen(sheet[i]);

		for (size_t k = from; k + wl <= (size_t)(at - s); k++)
			if (!strncasecmp(s + k, sheet[i], wl))
				return 1;
	}
	return 0;
}

/*
 * Whether sentence s (len bytes) introduces what follows: it ends in ':'
 * or says so ("Here are some reference data.", "The results:",
 * line_is_intro()).
 */
static int sentence_introduces(const char *s, size_t len)
{
	while (len && strchr(" \t*_", s[len - 1]))
		len--;
	if (!len)
		return 0;
	if (s[len - 1] == ':' ||
	    (len >= 3 && !memcmp(s + len - 3, "\xef\xbc\x9a", 3)))
		return 1;
	return line_is_intro(s, len);
}

/*
 * The system the last sentences of line it name, read back from its end
 * while none names one, two sentences at most in all (*sentences counts
 * them over the lines of a paragraph): doc_prose_system()'s 0, 1 (the
 * name into name, n bytes) or 2; -1 when the sentence names what was not
 * measured (not_tested_name()): no label from it, an earlier sentence's
 * name is no surer.  With intro (whether the last sentence read
 * introduces what follows), the sentence before the last is read only
 * when the last introduces the block ("... my NAS setup, hopefully we
 * can figure this out! Thanks for your help." names nothing; "Here are
 * some reference data:" does): -1 otherwise.  -1 too for a mail's
 * attribution ("On Mon, Feb 3, 2025 at 8:40 PM Lee <lee@x.org> wrote:"):
 * it names who wrote the quote below, never a system, and the prose above
 * it is another mail's.
 */
static int line_sentence_system(const struct doc_item *it, size_t *sentences,
				char *name, size_t n, int *intro)
{
	const char *s = it->s;
	size_t end = it->len, st = 0;
	char *text = NULL;
	int r = 0;

	if (line_is_attribution(s, end))
		return -1;
	/* "... of their canceled [Beta-N7](https://.../beta-n7))": the
	 * links' texts, not their targets, are the prose's words */
	if (memmem(s, end, "](", 2) && (text = malloc(end + 1))) {
		label_text(text, end + 1, s, 0);
		s = text;
		end = strlen(text);
	}
	while (!r && *sentences < 2 &&
	       (end = doc_prose_last_sentence(s, end, &st)) > 0) {
		if (intro && *sentences == 1 && !*intro) {
			r = -1;
			break;
		}
		if (intro)
			*intro = sentence_introduces(s + st, end - st);
		(*sentences)++;
		r = doc_prose_system(s + st, end - st, name, n);
		/* "... out of that lone QuillFS VM.", "... on four extra
		 * VMs.": a kind of system, or one the text spoke of before,
		 * no name telling this block's runs apart
		 * (doc_prose_generic()) */
		if (r == 1 && (not_tested_name(s + st, end - st, name) ||
			       doc_prose_generic(s + st, end - st, name))) {
			r = -1;
			break;
		}
		end = st;
	}
	free(text);
	return r;
}

static int prose_label(struct docstate *ds, const struct piece *p, char *label,
		       size_t n)
{
	const struct doc *d = &ds->d;
	size_t from = p->first, sentences = 0, ndev = 0;
	char name[LABEL_MAX], dev[128];
	int r = 0, lines = 0, intro = 0;

	/* a later part of a split block: the prose above the whole */
	if (p->kind == PIECE_TOOL && p->ctx < p->first)
		from = p->ctx;

	while (d->items[from].pre && from > 0 &&
	       d->items[from - 1].kind == DOC_LINE && d->items[from - 1].pre)
		from--;
	for (size_t k = from; k-- > 0 && !r && sentences < 2;) {
		const struct doc_item *it = &d->items[k];

		/* the runs of one series ("[root@www ~]#hdparm -tT ..." and
		 * its output, six times in one <code>): the prose above the
		 * first names them all */
		if (!lines && it->kind == DOC_LINE && !it->pre &&
		    (ds->used[k] == 2 ||
		     (!it->blank && item_has_command(ds, k, NULL)))) {
			from = k;
			continue;
		}
		if (it->kind != DOC_LINE || ds->used[k] || it->pre)
			return 0;
		if (it->blank) {
			if (lines)
				break; /* the paragraph's start */
			continue;
		}
		/* "![CrystalDiskMark results](cdm.png)" between the
		 * sentence and the table: the screenshot of the figures */
		if (!lines && doctext_image_line(it->s, it->len))
			continue;
		/* "這幾天， ThrustVPS 上的 node 硬碟好像...，轉不太動": CJK
		 * clauses with no stop, a paragraph of their own, are a
		 * sentence (right above a command they are its comment) */
		if (!(prose_line(it) || system_caption_line(it) ||
		      (cjk_clauses(it->s, it->len) && k + 1 < d->n &&
		       d->items[k + 1].blank)) ||
		    item_has_command(ds, k, NULL) ||
		    output_line(it->s, it->len))
			return 0;
		lines++;
		r = line_sentence_system(it, &sentences, name, sizeof(name),
					 &intro);
		if (r < 0)
			return 0;
	}
	if (r != 1 || strlen(name) >= n)
		return 0;
	/* the block itself names no other system */
	if (!strncmp(name, "/dev/", 5) && strlen(name) < sizeof(dev)) {
		snprintf(dev, sizeof(dev), "%s", name);
		ndev = 1;
	}
	for (size_t k = from; k <= p->last; k++) {
		const struct doc_item *it = &d->items[k];
		const char *q, *e;
		size_t dl;

		if (it->kind != DOC_LINE || it->blank)
			continue;
		q = it->s;
		e = it->s + it->len;
		while ((q = doc_prose_device(q, e, &dl))) {
			if (ndev && (strlen(dev) != dl || memcmp(dev, q, dl)))
				return 0;
			if (!ndev && dl < sizeof(dev)) {
				memcpy(dev, q, dl);
				dev[dl] = '\0';
				ndev = 1;
			}
			q += dl;
		}
		/* "# now on the HDD": a comment naming another system */
		q = it->s;
		while (q < e && (*q == ' ' || *q == '\t'))
			q++;
		if (q < e && *q == '#' && !item_has_command(ds, k, NULL)) {
			char other[LABEL_MAX];
			const char *c = comment_text(q, (size_t)(e - q));
			int o = doc_prose_system(c, (size_t)(e - c), other,
						 sizeof(other));

			if (o == 2 || (o == 1 && !doc_prose_same(other, name)))
				return 0;
		}
	}
	snprintf(label, n, "%s", name);
	return 1;
}

/*
 * The system the paragraph right above the code block holding run item k
 * names, that block's own introduction ("The vendor sent a 32GB Acme eMMC
 * module:" over one output, "For comparison the Beta X200 module:" over
 * the next, one heading over both), read as prose_label() reads it: over
 * blank lines, the command on a line of its own and an image between,
 * never across a heading, a bold line, another block or a table.  1 with
 * the name in out (n bytes), 2 when it names several systems or
 * compares, else 0.
 */
/*
 * Where the code block holding the run at item k of piece p starts
 * (run_block_start()); a run read from the prose before its block on
 * starts at the block.  SIZE_MAX past 200 lines.
 */
static size_t run_own_block(struct docstate *ds, const struct piece *p,
			    size_t k)
{
	const struct doc *d = &ds->d;

	while (k < p->last && d->items[k].kind == DOC_LINE &&
	       (d->items[k].blank ||
		(!d->items[k].pre && !strchr(" \t", d->items[k].s[0]) &&
		 !output_line(d->items[k].s, d->items[k].len) &&
		 (!item_has_command(ds, k, NULL) || prose_line(&d->items[k])))))
		k++;
	return run_block_start(ds, k);
}

static int run_prose(struct docstate *ds, const struct piece *p, size_t k,
		     char *out, size_t n)
{
	const struct doc *d = &ds->d;
	size_t sentences = 0;
	int r = 0, lines = 0;

	if ((k = run_own_block(ds, p, k)) == SIZE_MAX)
		return 0;
	while (k-- > 0 && !r && sentences < 2) {
		const struct doc_item *it = &d->items[k];

		if (it->kind != DOC_LINE || it->pre || ds->used[k] == 1)
			return 0;
		if (it->blank) {
			if (lines)
				break;
			continue;
		}
		/* the command on a line of its own; one inside a sentence
		 * ("testing with `iozone -I ...` showed:") is the prose's */
		if (!lines &&
		    ((item_has_command(ds, k, NULL) && !prose_line(it)) ||
		     doctext_image_line(it->s, it->len)))
			continue;
		if (!(prose_line(it) || system_caption_line(it)) ||
		    output_line(it->s, it->len))
			return 0;
		lines++;
		r = line_sentence_system(it, &sentences, out, n, NULL);
		if (r < 0)
			return 0;
	}
	/* two systems in an earlier sentence, the last naming none: that
	 * one tells of something else */
	return r == 2 && sentences > 1 ? 0 : r;
}

/*
 * The system the caption of the figures on a line of its own right above
 * the block starting at item from names (line_figures_caption(): "Raw
 * backing device performance mounted in /mnt:"), blank lines between
 * the two: into out (n bytes); 1 when found.
 */
static int figures_caption_name(struct docstate *ds, size_t from, char *out,
				size_t n)
{
	const struct doc *d = &ds->d;
	long k = above(ds, from, 1);
	const struct doc_item *it;

	if (k < 0)
		return 0;
	it = &d->items[k];
	if (it->pre || it->heading || it->emph || section_start(it) ||
	    (k > 0 && d->items[k - 1].kind == DOC_LINE &&
	     !d->items[k - 1].blank))
		return 0;
	return line_figures_caption(it->s, it->len, out, n);
}

/*
 * The label of the run at item k of piece p whose label is the heading of
 * its section (head) when that heading only gives the topic - a word
 * naming no system ("## Storage") or a storage term alone ("### eMMC")
 * - and the caption of the figures (figures_caption_name()) or the
 * paragraph introducing the run's code block (run_prose()) names the
 * system: "The vendor sent a 32GB Acme eMMC module:" over one output,
 * "For comparison the Beta X200 module:" over the next.  A term alone
 * gives way only to a name holding it ("Samsung eMMC" for "eMMC").  1
 * with the name in out (n bytes); 2 when the paragraph names several
 * systems under a word naming none (no label rather than the heading's);
 * 0 to keep the heading.
 */
static int run_prose_label(struct docstate *ds, const struct piece *p, size_t k,
			   const char *head, char *out, size_t n)
{
	char name[LABEL_MAX], hs[LABEL_MAX];
	size_t b = run_own_block(ds, p, k);
	int r, sys;

	/* "Raw backing device performance mounted in /mnt:" over it */
	if (b != SIZE_MAX && figures_caption_name(ds, b, name, sizeof(name)))
		r = 1;
	else
		r = run_prose(ds, p, k, name, sizeof(name));
	if (!r)
		return 0;
	/* "... the more expensive 'blue' eMMC modules of the Beta-N7" over
	 * a later block, "a 64GB Foosee eMMC module" over the first: a term
	 * alone that the first's name holds may be either, or another */
	if (r == 1 && doc_prose_term_only(name)) {
		char prev[LABEL_MAX];
		size_t fb = run_own_block(ds, p, p->first);

		if (b != SIZE_MAX && fb != SIZE_MAX && fb < b &&
		    run_prose(ds, p, fb, prev, sizeof(prev)) == 1 &&
		    doc_prose_within(name, prev) &&
		    !doc_prose_within(prev, name))
			r = 2;
	}
	sys = doc_prose_system(head, strlen(head), hs, sizeof(hs));
	/* a heading that names where or what ran ("## SATA", "## USB-C
	 * port", "## The solution") stays: the paragraph's name may be a
	 * part of it */
	if (!(sys == 0 && !strchr(head, ' ')) &&
	    !(r == 1 && sys == 1 && !strcmp(hs, head) &&
	      doc_prose_within(head, name) && !doc_prose_within(name, head)))
		return 0;
	if (r == 2)
		return 2;
	if (strlen(name) >= n)
		return 0;
	snprintf(out, n, "%s", name);
	return 1;
}

/*
 * Whether label s is the document's title: its metadata "title:" or the
 * text of its title heading (doc_title_heading()).
 */
static int label_is_title(struct docstate *ds, const char *s)
{
	char head[LABEL_MAX];

	if (ds->title[0] && !strcmp(s, ds->title))
		return 1;
	for (size_t k = 0; k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || !it->heading)
			continue;
		if (!doc_title_heading(ds, k))
			return 0;
		label_text(head, sizeof(head), it->s, ds->d.html);
		head[strip_len(head)] = '\0';
		return !strcmp(head, s);
	}
	return 0;
}

/*
 * The label of the run at item k of piece p, labelled by the document's
 * title (up), when its code block is a later one of the piece and the
 * paragraph introducing that block (run_prose()) names one system that
 * neither the title nor the first block's paragraph names: "Same SD card
 * in a Foo 4 capable of SDR50 shows ...:" over a second iozone table of
 * a review titled "A quick look at Foo Zero": the other board's figures.
 * The first block stays the title's (the post's subject).  1 with the
 * name in out (n bytes), else 0.
 */
static int run_prose_other(struct docstate *ds, const struct piece *p, size_t k,
			   const char *up, char *out, size_t n)
{
	char name[LABEL_MAX], prev[LABEL_MAX];
	size_t b = run_own_block(ds, p, k), fb = run_own_block(ds, p, p->first);

	if (b == SIZE_MAX || fb == SIZE_MAX || b <= fb ||
	    !label_is_title(ds, up) ||
	    run_prose(ds, p, k, name, sizeof(name)) != 1 ||
	    !title_names_system(name, strlen(name)) ||
	    doc_prose_same(name, up) ||
	    (run_prose(ds, p, fb, prev, sizeof(prev)) == 1 &&
	     doc_prose_same(name, prev)) ||
	    strlen(name) >= n)
		return 0;
	snprintf(out, n, "%s", name);
	return 1;
}

/*
 * Whether heading item h is the document's title: a first-level heading
 * with no heading before it.
 */
static int doc_title_heading(const struct docstate *ds, size_t h)
{
	if (ds->d.items[h].heading != 1)
		return 0;
	for (size_t k = 0; k < h; k++)
		if (ds->d.items[k].kind == DOC_LINE && ds->d.items[k].heading)
			return 0;
	return 1;
}

/*
 * The one-line sentence paragraph right above tool block p (a later part
 * of a split block: above the whole), or -1: "Performance result of
 * random read/write when DIRECT_IO was not enabled." over a fence.
 */
static long sentence_above(struct docstate *ds, const struct piece *p)
{
	const struct doc *d = &ds->d;
	size_t from =
	    p->kind == PIECE_TOOL && p->ctx < p->first ? p->ctx : p->first;
	long k = above(ds, from, 1);
	const struct doc_item *it;

	if (k < 0)
		return -1;
	it = &d->items[k];
	if (!prose_line(it) || !sentence_line(it->s, it->len) ||
	    it->len >= LABEL_MAX || output_line(it->s, it->len) ||
	    (k > 0 && d->items[k - 1].kind == DOC_LINE &&
	     !d->items[k - 1].blank && !d->items[k - 1].heading))
		return -1;
	return k;
}

/* The words of s (len bytes), up to max, as offsets into s: the count. */
/*
 * Whether sentences a and b are two versions of one caption: they differ,
 * yet the words they start and end with in common are at least three and
 * half of each ("... when DIRECT_IO was not enabled." / "... when
 * DIRECT_IO was enabled.").
 */
static int parallel_sentences(const struct doc_item *a,
			      const struct doc_item *b)
{
	size_t aa[24], al[24], ba[24], bl[24], na, nb, pre = 0, suf = 0;

	na = line_words(a->s, a->len, aa, al, 24);
	nb = line_words(b->s, b->len, ba, bl, 24);
	if (na >= 24 || nb >= 24 || na < 3 || nb < 3 ||
	    (a->len == b->len && !memcmp(a->s, b->s, a->len)))
		return 0;
	while (pre < na && pre < nb && al[pre] == bl[pre] &&
	       !memcmp(a->s + aa[pre], b->s + ba[pre], al[pre]))
		pre++;
	while (suf < na - pre && suf < nb - pre &&
	       al[na - 1 - suf] == bl[nb - 1 - suf] &&
	       !memcmp(a->s + aa[na - 1 - suf], b->s + ba[nb - 1 - suf],
		       al[na - 1 - suf]))
		suf++;
	return pre + suf >= 3 && 2 * (pre + suf) >= na && 2 * (pre + suf) >= nb;
}

/*
 * The sentence right above tool block p when another block has one of
 * the same words but for a few ("... when DIRECT_IO was not enabled." /
 * "... was enabled."): the two captions tell the blocks apart, as
 * differing captions ending in ':' do; both blocks in one section.
 * Not a sentence naming two systems or comparing (doc_prose_system()).  Into
 * label (n bytes), its stop left out; 1 when found.
 */
static int parallel_caption(struct docstate *ds, const struct piece *p,
			    char *label, size_t n)
{
	const struct doc *d = &ds->d;
	long k = sentence_above(ds, p),
	     sec = section_heading_above(ds, p->first);
	char name[LABEL_MAX];
	int found = 0;

	if (k < 0 || doc_prose_system(d->items[k].s, d->items[k].len, name,
				      sizeof(name)) == 2)
		return 0;
	for (size_t i = 0; i < ds->n_pieces && !found; i++) {
		const struct piece *q = &ds->pieces[i];
		long c;

		if (q == p || q->kind != PIECE_TOOL || !q->fmt ||
		    section_heading_above(ds, q->first) != sec)
			continue;
		c = sentence_above(ds, q);
		found = c >= 0 && c != k &&
			parallel_sentences(&d->items[k], &d->items[c]);
	}
	if (!found)
		return 0;
	label_text(label, n, d->items[k].s, d->html);
	while (label[0] && strchr(" .!?", label[strlen(label) - 1]))
		label[strlen(label) - 1] = '\0';
	return label[0] != '\0';
}

static int key_listed(const char *k, size_t len, const char *const *keys);
static int heading_may_name(struct docstate *ds, long k);
static int table_setup_label(struct docstate *ds, const struct piece *p,
			     char *label, size_t n);
static int identity_listing(struct docstate *ds, const struct piece *p,
			    char *model, size_t n);

/*
 * Whether s (len bytes, its section number cut off) is a tool's name and
 * a word heading its figures: "Crystal测试结果" ("Crystal test results":
 * CrystalDiskMark's short name), "ATTO results", "fio Ergebnisse", or
 * words that only head results (line_generic_heading()) before or after it:
 * "fio测试数据" ("fio test data"), "fio-Testdaten", "Résultats fio",
 * "Risultati del test fio".  The tool's word is the leading or the
 * trailing run of letters; nothing names a system.
 */
static int tool_results_only(const char *s, size_t len)
{
	/* "DD 硬盘测试", "FIO disk test": the tool's test of the disk */
	static const char *const disk_test[] = {
	    "\xe7\xa1\xac\xe7\x9b\x98\xe6\xb5\x8b\xe8\xaf\x95", /* 硬盘测试 */
	    "\xe7\xa3\x81\xe7\x9b\x98\xe6\xb5\x8b\xe8\xaf\x95", /* 磁盘测试 */
	    "\xe7\xa1\xac\xe7\x9b\x98\xe6\x80\xa7\xe8\x83\xbd\xe6\xb5\x8b\xe8"
	    "\xaf\x95", /* 硬盘性能测试 */
	    "\xe7\xa3\x81\xe7\x9b\x98\xe6\x80\xa7\xe8\x83\xbd\xe6\xb5\x8b\xe8"
	    "\xaf\x95", /* 磁盘性能测试 */
	    "\xe7\xa1\xac\xe7\xa2\x9f\xe6\xb8\xac\xe8\xa9\xa6", /* 硬碟測試 */
	    "\xe7\xa3\x81\xe7\xa2\x9f\xe6\xb8\xac\xe8\xa9\xa6", /* 磁碟測試 */
	    "disk test",
	    "disk tests",
	    "disk speed test",
	    NULL,
	};
	struct testname tn;
	size_t w = 0, b;

	len = strip_len_n(s, len);
	while (len && strchr(" \t*_`", s[len - 1]))
		len--;
	if (len >= 3 && !memcmp(s + len - 3, "\xef\xbc\x9a", 3))
		len -= 3; /* U+FF1A: "DD 硬盘测试：" */
	/* the tool last: "Résultats fio", "Risultati del test fio" */
	for (b = len; b && isalpha((unsigned char)s[b - 1]); b--)
		;
	if (b && b < len && strchr(" \t-", s[b - 1]) &&
	    testname_tool(s + b, len - b) && line_generic_heading(s, b))
		return 1;
	while (w < len && isalpha((unsigned char)s[w]))
		w++;
	if (!w || w == len ||
	    (!testname_tool(s, w) &&
	     !(w == 7 && !strncasecmp(s, "crystal", 7))))
		return 0;
	/* "fio-Testdaten": the tool joined to its words by a hyphen */
	if (s[w] == '-' && w + 1 < len && isalpha((unsigned char)s[w + 1]))
		w++;
	while (w < len && (s[w] == ' ' || s[w] == '\t'))
		w++;
	if (w < len && (line_generic_heading(s + w, len - w) ||
			key_listed(s + w, len - w, disk_test)))
		return 1;
	/* "测试结果", "測試結果": "test results" in one word */
	if (w < len && len - w > 6 &&
	    (!memcmp(s + w, "测试", 6) || !memcmp(s + w, "測試", 6)))
		w += 6;
	if (w >= len)
		return 0;
	testname_parse(s + w, len - w, 0, &tn);
	return (tn.value_header || tn.test_header) && !tn.cond.op &&
	       !tn.cond.pattern;
}

/*
 * Whether s (len bytes, its section number cut off) names only a
 * benchmark script that runs fio, dd or ioping for its disk part, alone
 * or with words that only head results or name a script: "Yabs",
 * "bench.sh results", "Bench", "Benchy", "nench", "融合怪脚本" (the ecs "fusion
 * monster" script), "LemonBench 测试".  The heading says what ran, not the
 * system it ran on ("bench.sh for bohr" names bohr: more than these words).
 */
static int script_name_only(const char *s, size_t len)
{
	static const char *const scripts[] = {
	    "yet-another-bench-script",
	    "yet another bench script",
	    "yabs.sh",
	    "yabs",
	    "bench.sh",
	    "nench.sh",
	    "nench",
	    "lemonbench",
	    "superbench.sh",
	    "superbench",
	    /* L1so's benchy; "Bench" alone: how posts head bench.sh */
	    "benchy.sh",
	    "benchy",
	    "bench",
	    "\xe8\x9e\x8d\xe5\x90\x88\xe6\x80\xaa", /* 融合怪 */
	    NULL,
	};
	static const char *const words[] = {
	    "\xe8\x84\x9a\xe6\x9c\xac", /* 脚本 script */
	    "\xe8\x85\xb3\xe6\x9c\xac", /* 腳本 */
	    "\xe6\xb5\x8b\xe8\xaf\x95", /* 测试 */
	    "\xe6\xb8\xac\xe8\xa9\xa6", /* 測試 */
	    "\xe7\xbb\x93\xe6\x9e\x9c", /* 结果 */
	    "\xe7\xb5\x90\xe6\x9e\x9c", /* 結果 */
	    "script",
	    NULL,
	};
	size_t w = 0, l;
	int more = 1;

	while (w < len && strchr(" \t*_`#", s[w]))
		w++;
	while (len > w && strchr(" \t*_`:", s[len - 1]))
		len--;
	for (size_t k = 0;; k++) {
		if (!scripts[k])
			return 0;
		l = strlen(scripts[k]);
		if (len - w >= l && !strncasecmp(s + w, scripts[k], l) &&
		    (len - w == l || !isalnum((unsigned char)s[w + l]))) {
			w += l;
			break;
		}
	}
	while (more) {
		more = 0;
		while (w < len && strchr(" \t-", s[w]))
			w++;
		for (size_t k = 0; words[k] && !more; k++) {
			l = strlen(words[k]);
			if (len - w >= l && !strncasecmp(s + w, words[k], l) &&
			    (len - w == l ||
			     !isalnum((unsigned char)s[w + l]))) {
				w += l;
				more = 1;
			}
		}
	}
	return w >= len || line_generic_heading(s + w, len - w);
}

/*
 * Whether label s is only a tool's name ("CrystalDiskMark", "### fio",
 * "KDiskMark 3.1", "CDM"; numbered as a section: "2. dd 9.1", "3) fio"):
 * the heading of a tool's section names what ran, not the system it ran
 * on.
 */
static int tool_name_only(const char *s, size_t len)
{
	const char *t;
	char a[LABEL_MAX], b[64];
	size_t na = 0, nb = 0, k = 0;

	/* the section's number: "2. ", "3) " */
	while (k < len && isdigit((unsigned char)s[k]))
		k++;
	if (k && k < 4 && k + 1 < len && (s[k] == '.' || s[k] == ')') &&
	    s[k + 1] == ' ') {
		s += k + 2;
		len -= k + 2;
	}
	if (tool_results_only(s, len) || script_name_only(s, len))
		return 1;
	/* "iozone, fio", "fio / dd", "hdparm and dd": a list of tools
	 * names no system either; each of its parts is a tool's name */
	for (size_t i = 0; i < len; i++) {
		size_t sep = strchr(",/&+", s[i]) && s[i] ? 1 : 0, l, r;

		if (!sep && len - i > 5 && !strncmp(s + i, " and ", 5))
			sep = 5;
		if (!sep)
			continue;
		l = i;
		r = i + sep;
		while (l && (s[l - 1] == ' ' || s[l - 1] == '\t'))
			l--;
		while (r < len && (s[r] == ' ' || s[r] == '\t'))
			r++;
		return l && r < len && tool_name_only(s, l) &&
		       tool_name_only(s + r, len - r);
	}
	t = testname_tool(s, len);
	if (!t)
		return 0;
	for (size_t i = 0; i < len && na + 1 < sizeof(a); i++)
		if ((unsigned char)s[i] >= 0x80)
			a[na++] = '~'; /* "dd 命令": more than the name */
		else if (isalnum((unsigned char)s[i]) || s[i] == '.')
			a[na++] = (char)tolower((unsigned char)s[i]);
	a[na] = '\0';
	for (size_t i = 0; t[i] && nb + 1 < sizeof(b); i++)
		if (isalnum((unsigned char)t[i]))
			b[nb++] = (char)tolower((unsigned char)t[i]);
	b[nb] = '\0';
	if (!strncmp(a, "cdm", 3) && !strcmp(b, "crystaldiskmark"))
		memmove(a, a + 3, strlen(a + 3) + 1);
	else if (!strncmp(a, b, nb))
		memmove(a, a + nb, strlen(a + nb) + 1);
	else
		return 0;
	/* a version after it ("8.0.4", "3.28", "x64") */
	for (size_t i = 0; a[i]; i++)
		if (!isdigit((unsigned char)a[i]) && a[i] != '.' &&
		    a[i] != 'x' && a[i] != 'v')
			return 0;
	return 1;
}

/*
 * Two levels of labels, as a person tells the runs apart: a caption (item
 * from, no heading: "Before `tuneraid.sh`") that differs from the caption
 * of another block of its section, in a section whose heading names a
 * system ("### btrfs", no test nor "Results") while blocks stand under
 * another such heading too ("### xfs"): label gets the heading before it,
 * "btrfs / Before tuneraid.sh" (a line of settings is no such caption:
 * run_setting() adds it to each run).
 */
/*
 * Whether heading s (len bytes) of a few words names a thing: a capital
 * past its first word's first letter ("RAID", "SLOG") and no ':', '?' or
 * '!' (a thread's title, a question).
 */
static int heading_names_thing(const char *s, size_t len)
{
	int cap = 0;

	for (size_t i = 1; i < len; i++) {
		if (strchr(":?!", s[i]))
			return 0;
		cap |= isupper((unsigned char)s[i]) != 0;
	}
	return cap;
}

static void qualify_levels(struct docstate *ds, const struct piece *p,
			   long from, char *label, size_t n)
{
	const struct doc *d = &ds->d;
	long hs;
	int differs = 0, other_head = 0;
	char t[LABEL_MAX];

	hs = section_heading_above(ds, p->first);
	if (from >= 0 && hs >= 0 && hs < from && d->items[hs].heading &&
	    /* "### 单文件测试" (single-file test): the test's heading,
	     * no system's */
	    !heading_names_no_system(d->items[hs].s, d->items[hs].len) &&
	    !section_start(&d->items[from]) &&
	    !line_is_settings(d->items[from].s, d->items[from].len) &&
	    heading_may_name(ds, hs)) {
		struct testname tn;
		size_t words = 0;

		/* a name: at most four words, no list ("Comparison with an
		 * SSD, velociraptor and WD 1TB black", "Post by bob on
		 * 2011-09-05" name no one system); a drive's longer name has
		 * no word starting lowercase ("NVMe Intel Optane M10 16GB
		 * MEMPEK1J016GAL"; not "rockchip: enable HS200 for the eMMC")
		 */
		size_t lower = 0;

		for (size_t i = 0; i < d->items[hs].len; i++)
			if (d->items[hs].s[i] != ' ' &&
			    (i == 0 || d->items[hs].s[i - 1] == ' ')) {
				words++;
				lower +=
				    islower((unsigned char)d->items[hs].s[i]) !=
				    0;
			}
		/* up to six with lowercase words when a capital past the
		 * first word names a thing and no ':', '?' or '!' makes a
		 * sentence of it ("Main RAID array without SLOG") */
		if (memchr(d->items[hs].s, ',', d->items[hs].len) ||
		    (words > 4 && (words > 8 || lower) &&
		     !(words <= 6 &&
		       heading_names_thing(d->items[hs].s, d->items[hs].len))))
			return;
		testname_parse(d->items[hs].s, d->items[hs].len, 0, &tn);
		for (size_t i = 0; i < ds->n_pieces && tn.cond.op == 0 &&
				   tn.cond.pattern == 0 && !tn.test_header &&
				   !tn.value_header && !(differs && other_head);
		     i++) {
			const struct piece *q = &ds->pieces[i];
			long c, qh;

			if (q == p || q->kind != PIECE_TOOL || !q->fmt)
				continue;
			qh = section_heading_above(ds, q->first);
			if (qh != hs) {
				other_head |= qh >= 0 && qh != hs &&
					      d->items[qh].heading &&
					      heading_may_name(ds, qh);
				continue;
			}
			c = above(ds, q->first, 3);
			differs |=
			    c > hs && !section_start(&d->items[c]) &&
			    !line_is_settings(d->items[c].s, d->items[c].len) &&
			    !same_item_text(d, (size_t)c, (size_t)from);
		}
		label_text(t, sizeof(t), d->items[hs].s, d->html);
		t[strip_len(t)] = '\0';
		if (differs && other_head && t[0] && !strstr(label, t) &&
		    strlen(t) + strlen(label) + 4 < n) {
			label_prefix(label, t);
		}
	}
}

/*
 * A caption too long for a label that names one system ("Результаты
 * выполнения вышеуказанной команды для моего NVMe SSD (Kingston
 * SNV2S/2000G) были следующие:", twelve words of two-byte letters):
 * the system's name into label (n bytes), as prose gives it.  0 when
 * it names none.
 */
static int long_caption_name(const char *s, size_t len, char *label, size_t n)
{
	len = strip_len_n(s, len);
	return system_caption(s, len) &&
	       doc_prose_system(s, len, label, n) == 1;
}

/*
 * Where the caption of line it starts: 0 for the whole line, or the
 * start of its last sentence when sentences come before it and the last
 * names one system as a caption does, ending in ':' (system_caption()):
 * "Здесь 1.1 GB/s — это скорость записи. Результат для eMMC Orange Pi 5
 * Plus:" comments on the output above, then names the one below.
 */
static size_t caption_sentence(const struct doc_item *it)
{
	size_t st = 0, len = strip_len_n(it->s, it->len);

	if (it->kind != DOC_LINE || it->pre || it->heading || len == it->len ||
	    !doc_prose_last_sentence(it->s, it->len, &st) || !st ||
	    colon_title(it->s, it->len) ||
	    !system_caption(it->s + st, len - st))
		return 0;
	return st;
}

/*
 * A line naming the drive alone, as a poster writes under an output
 * ("OCZ vertex 60gb firmware 1.3", "Crucial MX500 500GB, fw M3CR046"): a
 * capital first (not "I", "We", "It", "This", ...), eight words at most,
 * a capacity ("60gb", "500 GB", "2TB") among them, no sentence stop, no
 * comparison.  The name up to a ',', '(', " - " or the word "firmware"
 * / "fw" into out (n bytes); 1 when found.
 */
static int drive_line(const char *s, size_t len, char *out, size_t n)
{
	static const char *const not_first[] = {
	    "I ",     "We ",   "It ",  "This ",	 "That ", "These ",
	    "There ", "Here ", "You ", "Those ", NULL};
	static const char *const ends[] = {
	    ",", "(", " - ", " firmware", " Firmware", " fw ", " FW ", NULL};
	size_t e = len, words = 0;
	int cap = 0;

	while (e && (s[e - 1] == ' ' || s[e - 1] == '\t'))
		e--;
	if (e < 6 || e > 80 || !isupper((unsigned char)s[0]) ||
	    s[e - 1] == '.' || s[e - 1] == ':' || s[e - 1] == '?' ||
	    memmem(s, e, ". ", 2) || text_find(s, e, " than ", 6) ||
	    text_find(s, e, " vs", 3) || text_find(s, e, "compared", 8))
		return 0;
	for (size_t k = 0; not_first[k]; k++)
		if (e > strlen(not_first[k]) &&
		    !strncmp(s, not_first[k], strlen(not_first[k])))
			return 0;
	for (size_t k = 0; ends[k]; k++) {
		const char *q = text_find(s, e, ends[k], strlen(ends[k]));

		if (q && (size_t)(q - s) < e)
			e = (size_t)(q - s);
	}
	while (e && s[e - 1] == ' ')
		e--;
	for (size_t i = 0; i < e; i++) {
		words += s[i] != ' ' && (i == 0 || s[i - 1] == ' ');
		if (isdigit((unsigned char)s[i]) &&
		    (i == 0 || !isalnum((unsigned char)s[i - 1]))) {
			size_t j = i;

			while (j < e &&
			       (isdigit((unsigned char)s[j]) || s[j] == '.'))
				j++;
			if (j < e && s[j] == ' ')
				j++;
			if (j + 1 < e + 1 && j + 2 <= e &&
			    (s[j] == 'G' || s[j] == 'g' || s[j] == 'T' ||
			     s[j] == 't') &&
			    (s[j + 1] == 'B' || s[j + 1] == 'b') &&
			    (j + 2 == e || !isalnum((unsigned char)s[j + 2])))
				cap = 1;
		}
	}
	if (!cap || words < 2 || words > 8 || e >= n)
		return 0;
	memcpy(out, s, e);
	out[e] = '\0';
	return 1;
}

/*
 * Whether s (len bytes) holds a model's word, one of letters and digits
 * of three bytes or more between blanks ("T7810", "WD3200KSRTL", "2TB");
 * its count of words into *words.
 */
static int model_word_in(const char *s, size_t len, size_t *words)
{
	int model = 0;

	*words = 0;
	for (size_t i = 0; i < len;) {
		size_t a;
		int alpha = 0, digit = 0;

		while (i < len && s[i] == ' ')
			i++;
		a = i;
		while (i < len && s[i] != ' ') {
			alpha |= isalpha((unsigned char)s[i]) != 0;
			digit |= isdigit((unsigned char)s[i]) != 0;
			i++;
		}
		*words += i > a;
		model |= alpha && digit && i - a >= 3;
	}
	return model;
}

/*
 * The drive a first-person statement names (a sentence under an output):
 * "my SSD is a Samsung 970 EVO Plus", "the disk is WD Blue SN570 1TB",
 * "我的 SSD 是三星的 970 evo plus" ("my SSD is Samsung's ..."), where the
 * words say it is the drive: the name that follows (an article, a maker in
 * CJK before "的" dropped) up to the clause's end, two to six words, one
 * with a digit, no comparison ("the disk is 2x faster");  "tested on X",
 * "I used X", "我用的是 X" only when X holds a maker and its model
 * (line_drive_model()).  Looked for in the first sentence (200 bytes).
 * Into out (n bytes); 1 when found.
 */
static int first_person_device(const char *s, size_t len, char *out, size_t n)
{
	static const char *const noun[] = {
	    "my ssd is ",    "my disk is ",	"my drive is ",
	    "my hdd is ",    "my nvme is ",	"my sd card is ",
	    "my card is ",   "the ssd is ",	"the disk is ",
	    "the drive is ", "the hdd is ",	"the sd card is ",
	    "the card is ",  "my nvme ssd is ", NULL};
	static const char *const verb[] = {
	    "tested on ",
	    "i used ",
	    "i'm using ",
	    "i am using ",
	    "\xe6\x88\x91\xe7\x94\xa8\xe7\x9a\x84\xe6\x98\xaf", /* 我用的是 */
	    NULL};
	static const char *const skip[] = {"a ", "an ", "the ", "my ", NULL};
	static const char *const nots[] = {
	    "faster", "slower", "full",	  "better", "worse", "times",
	    "than",   "about",	"around", "only",   "not",   "still",
	    "very",   "almost", "nearly", "years",  "year",  "months",
	    "days",   "old",	"ago",	  NULL};
	static const char my[] = "\xe6\x88\x91\xe7\x9a\x84"; /* 我的 */
	static const char is[] = "\xe6\x98\xaf";	     /* 是 */
	static const char of[] = "\xe7\x9a\x84";	     /* 的 */
	size_t end = len < 200 ? len : 200, at = SIZE_MAX, b, e, words = 0;
	int named = 0, digit = 0;

	/* the first sentence */
	for (size_t i = 0; i < end; i++)
		if ((s[i] == '.' && (i + 1 == len || s[i + 1] == ' ')) ||
		    (i + 3 <= len && !memcmp(s + i, "\xe3\x80\x82", 3)))
			end = i;
	for (size_t i = 0; i < end && at == SIZE_MAX; i++) {
		if (i && isalpha((unsigned char)s[i - 1]))
			continue;
		for (size_t k = 0; noun[k] && at == SIZE_MAX; k++)
			if (end - i > strlen(noun[k]) &&
			    !strncasecmp(s + i, noun[k], strlen(noun[k])))
				at = i + strlen(noun[k]), named = 1;
		for (size_t k = 0; verb[k] && at == SIZE_MAX; k++)
			if (end - i > strlen(verb[k]) &&
			    !strncasecmp(s + i, verb[k], strlen(verb[k])))
				at = i + strlen(verb[k]);
		/* "我的 SSD 是": a few bytes naming the drive between */
		if (at == SIZE_MAX && end - i > 6 && !memcmp(s + i, my, 6)) {
			const char *v = memmem(s + i + 6, end - i - 6, is, 3);

			if (v && v - (s + i + 6) >= 2 && v - (s + i + 6) <= 16)
				at = (size_t)(v - s) + 3, named = 1;
		}
	}
	if (at == SIZE_MAX)
		return 0;
	while (at < end && s[at] == ' ')
		at++;
	for (size_t k = 0; skip[k]; k++)
		if (end - at > strlen(skip[k]) &&
		    !strncasecmp(s + at, skip[k], strlen(skip[k])))
			at += strlen(skip[k]);
	/* "三星的 970 evo plus": the maker in CJK, then Latin letters */
	for (b = at; b < end && b - at <= 15 && (unsigned char)s[b] >= 0x80;
	     b += 3)
		if (b + 3 <= end && !memcmp(s + b, of, 3)) {
			at = b + 3;
			break;
		}
	while (at < end && s[at] == ' ')
		at++;
	for (e = at; e < end; e++)
		if (strchr(",;(!?", s[e]) || (unsigned char)s[e] >= 0x80)
			break;
	while (e > at && strchr(" .:", s[e - 1]))
		e--;
	if (e == at || e - at >= 60 || e - at >= n ||
	    !isalnum((unsigned char)s[at]))
		return 0;
	for (size_t i = at; i < e; i++) {
		if (s[i] != ' ' && (i == at || s[i - 1] == ' ')) {
			words++;
			for (size_t k = 0; nots[k]; k++)
				if (!strncasecmp(s + i, nots[k],
						 strlen(nots[k])) &&
				    (i + strlen(nots[k]) == e ||
				     s[i + strlen(nots[k])] == ' '))
					return 0;
		}
		digit |= isdigit((unsigned char)s[i]) != 0;
		if (s[i] == '%')
			return 0;
	}
	if (named ? (words < 2 || words > 6 || !digit)
		  : !line_drive_model(s + at, e - at, out, n))
		return 0;
	snprintf(out, n, "%.*s", (int)(e - at), s + at);
	return 1;
}

/*
 * The thing a sentence right below tool block p names as what the block
 * measured, when it points back at it: "这是 1 号泡水光盘, 读取速度正常."
 * ("this is disc no. 1"), "This was the Samsung 870 EVO, ...".  Read is
 * the first line after the block's code block (blank lines between), not
 * another output's, starting with a word that points back ("This was",
 * "This is", "That was", "这是", "以上是", "上面是", "Это был"; not
 * Japanese "これは", whose clause runs on: "これはSeagate ST3000DM001の例
 * だが、..." speaks of the example as a whole); the name is what follows (an
 * article dropped) up to the first clause's end, up to six words and 60 bytes,
 * starting with a capital or a digit, or in CJK text holding a digit or a Latin
 * letter.  Into out (n bytes); 1 when found.
 */
static int caption_below(struct docstate *ds, const struct piece *p, char *out,
			 size_t n)
{
	static const char *const back[] = {
	    "This was ",
	    "This is ",
	    "That was ",
	    "These were ",
	    "\xe8\xbf\x99\xe6\x98\xaf",				 /* 这是 */
	    "\xe4\xbb\xa5\xe4\xb8\x8a\xe6\x98\xaf",		 /* 以上是 */
	    "\xe4\xb8\x8a\xe9\x9d\xa2\xe6\x98\xaf",		 /* 上面是 */
	    "\xd0\xad\xd1\x82\xd0\xbe \xd0\xb1\xd1\x8b\xd0\xbb", /* Это был */
	    "That's ",
	    "That is ",
	    NULL,
	};
	/* "これは", "이것은": only "... の結果" says it is the output's
	 * ("これは X の例だが" is a remark on it) */
	static const char *const topic[] = {
	    "\xe3\x81\x93\xe3\x82\x8c\xe3\x81\xaf", /* これは */
	    "\xec\x9d\xb4\xea\xb2\x83\xec\x9d\x80", /* 이것은 */
	    NULL,
	};
	static const char *const articles[] = {"the ", "a ",   "an ",
					       "my ",  "our ", NULL};
	static const char *const fresh[] = {
	    "brand new ", "brand-new ",	  "new ",   "fresh ", "old ",
	    "used ",	  "refurbished ", "spare ", NULL};
	static const char *const stops[] = {
	    ",",
	    ";",
	    "(",
	    ". ",
	    "!",
	    "?",
	    "\xef\xbc\x8c", /* ， */
	    "\xe3\x80\x81", /* 、 */
	    "\xe3\x80\x82", /* 。 */
	    "\xef\xbc\x9b", /* ； */
	    "\xef\xbc\x88", /* （ */
	    "\xe7\x9a\x84", /* 的: "这是 1 号盘的结果" */
	    /* の結果, 의 결과: "これは 1TB の結果" */
	    "\xe3\x81\xae\xe7\xb5\x90\xe6\x9e\x9c",
	    " \xe3\x81\xae\xe7\xb5\x90\xe6\x9e\x9c",
	    "\xec\x9d\x98 \xea\xb2\xb0\xea\xb3\xbc",
	    NULL,
	};
	const struct doc *d = &ds->d;
	const struct doc_item *it = NULL;
	const char *s, *e;
	/* the stops from here on end "the result of" ("の結果") */
	const size_t n_plain_stops = 12;
	size_t k, words = 0, scratch;
	int cjk = 0, mark = 0, result_stop = 0;

	for (k = p->last + 1; k < d->n; k++) {
		const struct doc_item *o = &d->items[k];

		if (o->kind != DOC_LINE || ds->used[k])
			return 0;
		if (o->blank || (o->pre && d->items[p->last].pre))
			continue;
		it = o;
		break;
	}
	if (!it || it->heading || it->pre || it->emph)
		return 0;
	/* "OCZ vertex 60gb firmware 1.3" in the first two lines below */
	for (size_t j = (size_t)(it - d->items); j < d->n && j <= k + 1; j++) {
		const struct doc_item *o = &d->items[j];

		if (o->kind != DOC_LINE || o->blank || o->pre || o->heading ||
		    ds->used[j])
			break;
		if (drive_line(o->s, o->len, out, n))
			return 1;
	}
	/* "可以看到 我的 SSD 是三星的 970 evo plus, ...", "My SSD is a
	 * Crucial P3 1TB.": the poster says which drive it was */
	if (first_person_device(it->s, it->len, out, n))
		return 1;
	s = it->s;
	e = it->s + it->len;
	for (size_t i = 0; back[i] && !mark; i++)
		if ((size_t)(e - s) > strlen(back[i]) &&
		    !memcmp(s, back[i], strlen(back[i]))) {
			s += strlen(back[i]);
			mark = !strcmp(back[i], "That's ") ||
				       !strcmp(back[i], "That is ")
				   ? 2
				   : 1;
		}
	for (size_t i = 0; topic[i] && !mark; i++)
		if ((size_t)(e - s) > strlen(topic[i]) &&
		    !memcmp(s, topic[i], strlen(topic[i]))) {
			s += strlen(topic[i]);
			mark = 3;
		}
	if (!mark)
		return 0;
	/* "これは、2.5インチ 320GBの結果": the comma after the topic */
	while (s < e &&
	       (*s == ' ' || *s == ',' ||
		((size_t)(e - s) > 3 && (!memcmp(s, "\xe3\x80\x81", 3) ||
					 !memcmp(s, "\xef\xbc\x8c", 3)))))
		s += *s == ' ' || *s == ',' ? 1 : 3;
	/* "That's my OCZ Vertex": "That is 25% more" is a remark */
	if (mark == 2 && strncasecmp(s, "my ", 3) && strncasecmp(s, "our ", 4))
		return 0;
	for (size_t i = 0; articles[i]; i++)
		if ((size_t)(e - s) > strlen(articles[i]) &&
		    !strncasecmp(s, articles[i], strlen(articles[i]))) {
			s += strlen(articles[i]);
			break;
		}
	/* "This is a brand new Western Digital ...", "That's my new Acme
	 * Spinner 2TB": how new the drive is, no part of its name */
	for (size_t i = 0; fresh[i]; i++)
		if ((size_t)(e - s) > strlen(fresh[i]) &&
		    !strncmp(s, fresh[i], strlen(fresh[i]))) {
			s += strlen(fresh[i]);
			break;
		}
	for (const char *q = s; q < e; q++)
		for (size_t i = 0; stops[i]; i++)
			if ((size_t)(e - q) >= strlen(stops[i]) &&
			    !memcmp(q, stops[i], strlen(stops[i])) && q < e) {
				e = q;
				result_stop = i >= n_plain_stops;
				break;
			}
	if (mark == 3 && !result_stop)
		return 0;
	while (e > s && (e[-1] == ' ' || e[-1] == '.'))
		e--;
	if (e <= s || (size_t)(e - s) > 60 || (size_t)(e - s) >= n)
		return 0;
	for (const char *q = s; q < e; q++) {
		words += *q != ' ' && (q == s || q[-1] == ' ');
		cjk |= (unsigned char)*q >= 0xe3 && (unsigned char)*q <= 0xed;
	}
	/* "Western Digital WD3200KSRTL Caviar 320 GB SATA": a longer name
	 * when a model's word (letters and digits) is in it */
	if (words > 8 ||
	    (words > 6 && !model_word_in(s, (size_t)(e - s), &scratch)))
		return 0;
	if (cjk) {
		int named = 0;

		for (const char *q = s; q < e; q++)
			named |= isdigit((unsigned char)*q) ||
				 isalpha((unsigned char)*q);
		if (!named)
			return 0;
	} else if (!(isupper((unsigned char)*s) ||
		     isdigit((unsigned char)*s))) {
		return 0;
	}
	memcpy(out, s, (size_t)(e - s));
	out[e - s] = '\0';
	return 1;
}

/* The tool block ending nearest above item k, or NULL. */
static const struct piece *tool_piece_before(const struct docstate *ds,
					     size_t k)
{
	const struct piece *q = NULL;

	for (size_t i = 0; i < ds->n_pieces; i++)
		if (ds->pieces[i].kind == PIECE_TOOL && ds->pieces[i].fmt &&
		    ds->pieces[i].last < k &&
		    (!q || ds->pieces[i].last > q->last))
			q = &ds->pieces[i];
	return q;
}

/* Whether item it is a blank line or a Markdown fence ("```", "~~~"). */
static int fence_or_blank(const struct doc_item *it)
{
	return it->kind == DOC_LINE &&
	       (it->blank || !strncmp(it->s, "```", 3) ||
		!strncmp(it->s, "~~~", 3));
}

/*
 * Whether line k goes on with a sentence a tool block broke: it starts
 * in lowercase, only blank lines or a fence stand between it and the
 * block above, and the text line over that block breaks off
 * (line_breaks_off(): "fio goes up a little, from" / <A> / "with stock
 * settings, and after tuning it reached" / <B>).  The line is the
 * sentence's middle, no caption of the block below it.
 */
static int sentence_resumes(const struct docstate *ds, size_t k)
{
	const struct doc_item *it = &ds->d.items[k];
	const struct piece *q;
	size_t j;

	if (!it->len || !islower((unsigned char)it->s[0]))
		return 0;
	q = tool_piece_before(ds, k);
	if (!q)
		return 0;
	for (j = q->last + 1; j < k; j++)
		if (!fence_or_blank(&ds->d.items[j]))
			return 0;
	for (j = q->first; j-- > 0;) {
		it = &ds->d.items[j];
		if (!fence_or_blank(it))
			return it->kind == DOC_LINE && !it->pre &&
			       line_breaks_off(it->s, it->len);
	}
	return 0;
}

/*
 * Whether line s (len bytes) is a note on an option of the command below
 * ("- `conv=fdatasync` 保证写入硬盘", "`oflag=direct` skips the page
 * cache"): a code span first (a list's marker before it), holding one
 * option - a key=value or a dash's switch, no blank - and words after it.
 * It says what the option does, no system's name.
 */
static int option_note(const char *s, size_t len)
{
	const char *e = s + len, *c;

	while (s < e && strchr(" \t-*+", *s))
		s++;
	if (s == e || *s != '`')
		return 0;
	c = memchr(s + 1, '`', (size_t)(e - s - 1));
	if (!c || c == s + 1 || memchr(s + 1, ' ', (size_t)(c - s - 1)) ||
	    !(s[1] == '-' || memchr(s + 1, '=', (size_t)(c - s - 1))))
		return 0;
	for (c++; c < e && *c == ' '; c++)
		;
	return c < e;
}

/*
 * Whether line s (len bytes) is the column header of an aligned table:
 * three cells or more two blanks (or a tab) apart, no figure, the first
 * a title of the row names or a test word ("测试操作", "Test Name"), every
 * other one a direction or a metric ("写速度  读速度", "Write Speed  Read
 * Speed").  It names the columns of the rows below, no system.
 */
static int column_header_line(const char *s, size_t len)
{
	size_t cells = 0, named = 0;

	for (size_t i = 0; i < len;) {
		size_t b, e;
		char cell[96];
		struct testname tn;

		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (i >= len)
			break;
		b = i;
		while (i < len && s[i] != '\t' &&
		       !(s[i] == ' ' && i + 1 < len && s[i + 1] == ' '))
			i++;
		e = i;
		while (e > b && s[e - 1] == ' ')
			e--;
		if (e - b >= sizeof(cell))
			return 0;
		memcpy(cell, s + b, e - b);
		cell[e - b] = '\0';
		for (size_t k = 0; k < e - b; k++)
			if (isdigit((unsigned char)cell[k]))
				return 0;
		testname_parse(cell, e - b, 0, &tn);
		if (cells++ == 0) {
			/* the corner: "Test Name", "测试操作", "Test" */
			if (!tn.test_header && tn.metric == TESTNAME_NONE &&
			    !tn.n_ops && !strstr(cell, "Test") &&
			    !strstr(cell, "test") &&
			    !strstr(cell,
				    "\xe6\xb5\x8b\xe8\xaf\x95") && /* 测试 */
			    !strstr(cell,
				    "\xe6\xb8\xac\xe8\xa9\xa6")) /* 測試 */
				return 0;
			continue;
		}
		if (tn.metric == TESTNAME_NONE && !tn.n_ops)
			return 0;
		named++;
	}
	return cells >= 3 && named == cells - 1;
}

/*
 * Whether line head, the nearest above tool block p, is a caption that
 * names its runs (block_label()); dev (n bytes) is scratch.
 */
static int caption_names(struct docstate *ds, const struct piece *p, long head,
			 size_t off, char *dev, size_t n)
{
	const struct doc_item *it = &ds->d.items[head];
	const char *cs = it->s + off;
	size_t cl = it->len - off;
	long sec;

	/* nor a tool's banner ("KDiskMark (2.3.0): https://github.com/..."):
	 * a link names no system; nor a Markdown image; "testing
	 * /dev/nvme0n1:" names the device (relay_run()), not the system
	 * compared; nor a caption of what the figures are ("And a plain dd
	 * write, for comparison") in a section whose heading names them;
	 * a line of settings that tells the section's runs apart
	 * ("`recordsize=1M sync=always`") is no name: the heading is,
	 * run_setting() adds it; nor is a job file's option line ("[job0]"
	 * / "filename=/dev/sdb" right over the output) */
	return !sentence_line(cs, cl) && !column_header_line(cs, cl) &&
	       !(line_is_settings(cs, cl) &&
		 settings_differ(ds, (size_t)head)) &&
	       !jobfile_option(ds, (size_t)head) &&
	       !line_device_caption(cs, cl, dev, n) &&
	       !(!off && caption_of_figures(it, 0) &&
		 (sec = section_heading_above(ds, p->first)) >= 0 &&
		 !line_generic_heading(ds->d.items[sec].s,
				       ds->d.items[sec].len)) &&
	       !cjk_clauses(cs, cl) && !comma_end(cs, cl) &&
	       !figure_statement(cs, cl) && !lowercase_remark(cs, cl) &&
	       !fragment_line(cs, cl) && !line_is_remark(cs, cl) &&
	       /* "without CQE to" between two outputs: the caption of
		* the one above, its sentence going on over this one */
	       !line_breaks_off(cs, cl) &&
	       !sentence_resumes(ds, (size_t)head) && !results_remark(cs, cl) &&
	       !sentence_inside(cs, cl) &&
	       (colon_title(cs, cl) || emph_title(it)) &&
	       !memmem(cs, cl, "://", 3) && !doctext_image_line(cs, cl) &&
	       !instruction_line(cs, cl) && !option_note(cs, cl) &&
	       !line_generic_heading(cs, cl); /* "This result:" */
}

/*
 * The caption that goes on naming tool block p after the block it stands
 * over: "This is running at PCIe 2.0:" over an output, a sentence on it
 * ("Idle is 0.3 watts."), then p.  The block before p in its section had
 * a caption ending in ':' (not a heading, a bold line or a short name)
 * that named it, and only blank lines and sentences that name no system
 * stand between the two blocks.  Returns the caption's item, or -1.
 */
static long caption_goes_on(struct docstate *ds, const struct piece *p)
{
	const struct piece *q = tool_piece_before(ds, p->first);
	long c, sec = section_heading_above(ds, p->first);
	size_t next = p->first;
	char dev[128];

	/* "with macOS:" over "$ time dd ..." twice in one code block, the
	 * shell's "real/user/sys" under each run: the caption over the
	 * first names the runs after it too, up to the next caption */
	int timed = 0; /* only the shell's time reports between */

	for (int hops = 0;; hops++) {
		timed = 0;

		if (!q)
			return -1;
		/* "bob · comment · 2020-01-18" after q (its extent may run
		 * over the byline below its output): another post, another
		 * person's run; one's caption names none of the other's */
		for (size_t k = q->first + 1; k < next; k++) {
			const struct doc_item *it = &ds->d.items[k];

			if (it->kind == DOC_LINE && !it->pre && !it->blank &&
			    line_is_post_heading(it->s, it->len))
				return -1;
		}
		for (size_t k = q->last + 1; k < next; k++) {
			const struct doc_item *it = &ds->d.items[k];

			if (it->kind != DOC_LINE)
				return -1;
			if (it->blank || line_is_cut_mark(it->s, it->len))
				continue;
			if (it->pre && q->fmt == p->fmt &&
			    ds->d.items[q->last].pre && ds->d.items[next].pre &&
			    line_is_time_report(it->s, it->len) && timed >= 0) {
				timed = 1;
				continue;
			}
			timed = -1;
			if (ds->used[k] || it->heading || it->emph || it->toc ||
			    section_start(it) ||
			    !sentence_line(it->s, it->len) ||
			    system_caption(it->s, it->len))
				return -1;
		}
		/* one code block from q to the run after it: one section
		 * (the time reports, read as a table, stop the walk up) */
		if (timed == 1)
			sec = section_heading_above(ds, q->first);
		else if (section_heading_above(ds, q->first) != sec)
			return -1;
		c = above(ds, q->first, 3);
		/* the run above q is one of the same block too */
		if (c < 0 && timed == 1 && hops < 8) {
			next = q->first;
			q = tool_piece_before(ds, q->first);
			continue;
		}
		break;
	}
	if (c < 0 || c <= sec || ds->d.items[c].heading ||
	    ds->d.items[c].emph || ds->d.items[c].len < 2 ||
	    ds->d.items[c].s[ds->d.items[c].len - 1] != ':' ||
	    !caption_names(ds, q, c, 0, dev, sizeof(dev)))
		return -1;
	/* "On Ubuntu I get:": a person's clause names no run, the first
	 * of the block's not either */
	if (timed == 1 &&
	    line_person_clause(ds->d.items[c].s, ds->d.items[c].len, dev,
			       sizeof(dev)) == 1)
		return -1;
	return c;
}

static size_t bare_fio_caption(const char *s, size_t len, size_t *cb,
			       size_t *ce);

/*
 * Label (n bytes) becomes thing, or "label / thing" when keep says the
 * label goes before it and both fit.
 */
/*
 * Whether heading text s (len bytes) only gives its section's topic: one
 * word after any section number ("4. Disk", "## Storage", "3) Benchmarks"),
 * a storage term alone or a word naming no system.  A caption naming the
 * system below it ("Results from bohr:") is the whole label then, not
 * "4. Disk / bohr".
 */
static int topic_heading(const char *s, size_t len)
{
	char w[LABEL_MAX];
	size_t i = 0;

	while (i < len && strchr(" \t#*_", s[i]))
		i++;
	if (i < len && isdigit((unsigned char)s[i])) {
		while (i < len && (isdigit((unsigned char)s[i]) || s[i] == '.'))
			i++;
		if (i < len && s[i] == ')')
			i++;
		if (i >= len || (s[i] != ' ' && s[i] != '\t'))
			return 0;
	}
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	while (len > i && strchr(" \t*_:", s[len - 1]))
		len--;
	if (i >= len || len - i >= sizeof(w) || memchr(s + i, ' ', len - i) ||
	    memchr(s + i, '\t', len - i))
		return 0;
	memcpy(w, s + i, len - i);
	w[len - i] = '\0';
	return doc_prose_term_only(w) || line_generic_heading(w, len - i) ||
	       heading_names_no_system(w, len - i);
}

static void label_then(char *label, size_t n, const char *thing, int keep)
{
	if (keep && label[0] && strlen(label) + strlen(thing) + 4 < n) {
		strcat(label, " / ");
		strcat(label, thing);
	} else {
		snprintf(label, n, "%s", thing);
	}
}

/*
 * Whether caption line k (ending in ':') ends a line the post wrapped
 * (line_wrap_goes_on()): "Baseline (file on filesystem on host used as
 * backing store for block" / "device):".  1 with the caption of both
 * lines (line_wrapped_caption()) in out (n bytes), -1 when the two make
 * no caption (the second line alone is none either), 0 when k is not
 * such a line.
 */
static int wrapped_caption(struct docstate *ds, size_t k, char *out, size_t n)
{
	const struct doc_item *it = &ds->d.items[k], *pr;

	if (!k)
		return 0;
	pr = &ds->d.items[k - 1];
	if (pr->kind != DOC_LINE || pr->blank || pr->pre || pr->heading ||
	    pr->emph || pr->toc || ds->used[k - 1] || section_start(pr) ||
	    item_has_command(ds, k - 1, NULL) ||
	    !line_wrap_goes_on(pr->s, pr->len, it->s, it->len))
		return 0;
	/* the line before starts the paragraph */
	if (k >= 2 && ds->d.items[k - 2].kind == DOC_LINE &&
	    !ds->d.items[k - 2].blank && !ds->d.items[k - 2].heading)
		return -1;
	return line_wrapped_caption(pr->s, pr->len, it->s, it->len, out, n)
		   ? 1
		   : -1;
}

/*
 * Whether word s (len bytes), a test's words glued in CJK, holds Latin
 * letters past its size ("NAS写", "SSD读"; not "512K顺序写"): a name glued
 * to the test words.
 */
static int glued_name(const char *s, size_t len)
{
	size_t i = 0;
	int cjk = 0, latin = 0;

	while (i < len && (isdigit((unsigned char)s[i]) || s[i] == '.'))
		i++;
	if (i)
		while (i < len && strchr("KMGTkmgtiBb", s[i]))
			i++;
	for (; i < len; i++) {
		cjk |= (unsigned char)s[i] >= 0x80;
		latin |= isalpha((unsigned char)s[i]) != 0;
	}
	return cjk && latin;
}

/*
 * Whether word s (len bytes) of a heading names nothing of a system: a
 * word that heads results ("Results", "Benchmark"), a tool ("fio",
 * "CrystalDiskMark"), a test word ("Random", "read", "SEQ1M", "QD32",
 * "IOPS"), a figure or a size ("1", "4k", "GiB") or a small word between
 * them ("on", "with").
 */
static int heading_word_names_nothing(const char *s, size_t len)
{
	static const char *const small[] = {
	    "on",	    "in",	"for",	       "with",
	    "to",	    "a",	"an",	       "io",
	    "speed",	    "speeds",	"file",	       "파일",
	    "ファイル",	    "文件",	"檔案",	       "run",
	    "runs",	    "mode",	"job",	       "jobs",
	    "filesystem",   "system",	"systems",     "disk",
	    "disks",	    "drive",	"drives",      "storage",
	    "command",	    "commands", "cache",       "cold",
	    "warm",	    "cached",	"uncached",    "fdatasync",
	    "fresh",	    "dsync",	"tool",	       "tools",
	    "outil",	    "werkzeug", "herramienta", "\xe2\x80\x94",
	    "\xe2\x80\x93", NULL,
	};
	/* a tool's or a test's noun glued to a tool in CJK or German
	 * ("dd工具测试", "dd-Werkzeugtest", "fioテスト"): the tool, then
	 * these nouns alone */
	static const char *const nouns[] = {
	    "工具",
	    "测试",
	    "測試",
	    "测速",
	    "性能",
	    /* 测评, 评测, 評測: "review" */
	    "\xe6\xb5\x8b\xe8\xaf\x84",
	    "\xe8\xaf\x84\xe6\xb5\x8b",
	    "\xe8\xa9\x95\xe6\xb8\xac",
	    "ツール",
	    "テスト",
	    "도구",
	    "테스트",
	    "werkzeugtest",
	    "werkzeug",
	    "test",
	    NULL,
	};
	static const char *const units[] = {
	    "",	  "k",	 "m",	"g",   "t",   "b",     "kb",	"mb",	 "gb",
	    "tb", "kib", "mib", "gib", "tib", "kbyte", "mbyte", "gbyte", NULL,
	};
	struct testname tn;
	size_t d = 0, e = len;

	for (size_t i = 0; small[i]; i++)
		if (strlen(small[i]) == len && !strncasecmp(s, small[i], len))
			return 1;
	for (int more = 1; more && e;) {
		more = 0;
		for (size_t i = 0; nouns[i]; i++) {
			size_t n = strlen(nouns[i]);

			if (n <= e && !strncasecmp(s + e - n, nouns[i], n) &&
			    !(n == len && !strcasecmp(nouns[i], "test"))) {
				e -= n;
				more = 1;
				break;
			}
		}
	}
	/* "写测试", "512K顺序写测试", "書き込みテスト", "Schreibtest": a
	 * test's words glued to the noun are test words too */
	if (e < len)
		return !e || tool_name_only(s, e) ||
		       (!glued_name(s, e) && heading_word_names_nothing(s, e));
	while (d < len &&
	       (isdigit((unsigned char)s[d]) || s[d] == '.' || s[d] == ','))
		d++;
	for (size_t i = 0; units[i]; i++)
		if (strlen(units[i]) == len - d &&
		    !strncasecmp(s + d, units[i], len - d) && (d || i))
			return 1;
	if (line_generic_heading(s, len) || tool_name_only(s, len))
		return 1;
	/* "QD32", "T8": a condition; "IOPS", "Latency": a metric */
	testname_parse(s, len, 0, &tn);
	return tn.cond.op || tn.n_ops || tn.cond.pattern || tn.cdm ||
	       tn.test_header || tn.value_header || tn.cond.iodepth > 0 ||
	       tn.cond.numjobs > 0 || tn.metric != TESTNAME_NONE;
}

/*
 * Whether heading text s (len bytes) names no system: 2 when its words
 * are only those of tools, tests, sizes and results ("CrystalDiskMark",
 * "fio test", "1 GiB / 1 MiB", "Random read write:"), 1 for one or two
 * words of no name (no digit, no storage term) before "test" or
 * "benchmark" ("AsyncFile test": a test of the author's), 0 otherwise.
 */
static int heading_names_no_system(const char *s, size_t len)
{
	const char *seps = " \t:.,;!?()[]-*_#/|`'\"=+&<>~";
	size_t i = 0, words = 0, unknown = 0, last_a = 0, last_b = 0;
	int digit = 0;
	char name[LABEL_MAX];

	while (i < len) {
		size_t a;

		while (i < len && strchr(seps, s[i]))
			i++;
		a = i;
		while (i < len && !strchr(seps, s[i]))
			i++;
		if (i == a)
			break;
		words++;
		last_a = a;
		last_b = i;
		if (heading_word_names_nothing(s + a, i - a))
			continue;
		unknown++;
		for (size_t k = a; k < i; k++)
			digit |= isdigit((unsigned char)s[k]) != 0;
	}
	if (!words)
		return 0;
	/* "# src/tool --version": a root prompt's command Markdown made a
	 * heading of */
	if (!unknown ||
	    (heading_names_nothing(s, len) && !question_names_setup(s, len)))
		return 2;
	if (unknown > 2 || digit ||
	    doc_prose_system(s, len, name, sizeof(name)))
		return 0;
	for (const char *w = "test\0tests\0benchmark\0benchmarks\0"; *w;
	     w += strlen(w) + 1)
		if (strlen(w) == last_b - last_a &&
		    !strncasecmp(s + last_a, w, last_b - last_a))
			return 1;
	/* "单文件测试" (single-file test), "全体テスト": a word glued to the
	 * CJK noun "test", as "AsyncFile test" is one before it */
	for (const char *w = "测试\0測試\0テスト\0테스트\0"; *w;
	     w += strlen(w) + 1) {
		size_t wl = strlen(w);

		if (last_b - last_a > wl && !memcmp(s + last_b - wl, w, wl) &&
		    (unsigned char)s[last_b - wl - 1] >= 0x80)
			return 1;
	}
	return 0;
}

/*
 * Whether heading text s (len bytes) names only what its figures measure,
 * one metric or its unit ("MB/s", "IOPS", "Throughput (MB/s)", "Latency
 * (ms)"): each word a metric's or a unit (testname_parse()), no system,
 * tool or test's direction, pattern, size or queue.
 * Returns the metric (enum testname_metric), TESTNAME_NONE otherwise.
 */
static int metric_only_heading(const char *s, size_t len)
{
	const char *seps = " \t()[]:,;*_#|`'\"";
	struct testname tn;
	size_t i = 0;

	while (i < len) {
		size_t a;

		while (i < len && strchr(seps, s[i]))
			i++;
		a = i;
		while (i < len && !strchr(seps, s[i]))
			i++;
		if (i == a)
			break;
		/* each word a metric or its unit, or "in" ("Throughput in
		 * MB/s") */
		if (i - a == 2 && !strncasecmp(s + a, "in", 2))
			continue;
		testname_parse(s + a, i - a, 0, &tn);
		if (tn.metric == TESTNAME_NONE)
			return TESTNAME_NONE;
	}
	if (testname_tool(s, len))
		return TESTNAME_NONE;
	testname_parse(s, len, 0, &tn);
	if (tn.metric == TESTNAME_NONE || tn.metrics != 1 || tn.n_ops ||
	    tn.cond.op || tn.cond.pattern || tn.cond.bs > 0 || tn.cdm ||
	    tn.cond.iodepth > 0 || tn.cond.numjobs > 0 || tn.network)
		return TESTNAME_NONE;
	return (int)tn.metric;
}

/*
 * Whether a title s (len bytes: a heading, a document's metadata
 * "title:") names the one system of the results under it: one as prose
 * does, with a capital or a digit in its name ("Kingston A400 SSD",
 * "ext4"; not "Check hard disk performance"), else a short title of a
 * model's words ("Dell T7810", "Fanxiang S790": a word of letters and
 * digits) that is no list or comparison; never a sentence or a question
 * ("anyone using an SSD?  Please post a quick benchmark").
 */
static int title_names_system(const char *s, size_t len)
{
	char name[LABEL_MAX];
	size_t words = 0;
	int model = 0, sys = doc_prose_system(s, len, name, sizeof(name));

	if (!len || memchr(s, '?', len) || sentence_line(s, len))
		return 0;
	if (sys == 1) {
		for (const char *c = name; *c; c++)
			if (isupper((unsigned char)*c) ||
			    isdigit((unsigned char)*c))
				return 1;
		return 0;
	}
	if (sys || memchr(s, ',', len))
		return 0;
	model = model_word_in(s, len, &words) ||
		/* a maker's model of a short word: "Samsung T7" */
		line_drive_model(s, len, name, sizeof(name));
	return model && words <= 8;
}

/*
 * The heading above heading item h, of a higher level and the nearest
 * such, that names the system of the runs under h when h names none
 * (heading_names_no_system()): "# ASUS NUC15" over "## CrystalDiskMark"
 * over "### 1 GiB / 1 MiB".  Headings naming nothing are passed over; one
 * naming something else (not one system or a model's words:
 * title_names_system()), settings or a post's byline ends the search.
 * out (n bytes) gets the heading's text.  Returns the item, or -1.
 */
/*
 * Whether heading s (len bytes) names a kernel setting the runs under it
 * used, no system: a CPU frequency governor or an I/O scheduler, by the
 * word ("`performance` cpufreq governor, `mq-deadline` I/O scheduler",
 * "### performance governor") or by a name no other word has ("###
 * ondemand", "### bfq"); no model's word ("A2", "980") in it.
 */
static int setting_heading(const char *s, size_t len)
{
	static const char *const words[] = {
	    "governor",	 "scheduler", "cpufreq",      "elevator",    "ondemand",
	    "schedutil", "powersave", "conservative", "mq-deadline", "bfq",
	    "kyber",	 "cfq",	      "noop",	      NULL,
	};
	char t[LABEL_MAX];
	size_t words_n, l = 0;
	int named = 0;

	if (!len || len >= sizeof(t))
		return 0;
	/* the words alone: "`bfq`", "**(Kernel default)**" */
	for (size_t i = 0; i < len; i++)
		if (!strchr("`*_", s[i]))
			t[l++] = s[i];
	t[l] = '\0';
	for (size_t w = 0; words[w] && !named; w++) {
		size_t wl = strlen(words[w]);

		for (size_t i = 0; i + wl <= l && !named; i++)
			named = !strncasecmp(t + i, words[w], wl) &&
				(!i || !isalnum((unsigned char)t[i - 1])) &&
				(i + wl == l ||
				 (!isalnum((unsigned char)t[i + wl]) &&
				  t[i + wl] != '-'));
	}
	return named && !model_word_in(t, l, &words_n) && words_n <= 12;
}

/*
 * Heading h's own text after the system heading's in out (n bytes):
 * "NFSv4.0 结果 / 历史测试 (2025-12-26 - 网络优化版)", the dated run
 * told apart from the system's other runs (dated_test_heading()).
 */
static void own_after(struct docstate *ds, size_t h, char *out, size_t n)
{
	char own[LABEL_MAX];

	label_text(own, sizeof(own), ds->d.items[h].s, ds->d.html);
	own[strip_len(own)] = '\0';
	if (own[0] && strlen(out) + strlen(own) + 4 < n)
		snprintf(out + strlen(out), n - strlen(out), " / %s", own);
}

/*
 * Setting heading h (setting_heading()) under parent heading par: when
 * another heading of its level under par names another setting ("###
 * ondemand" beside "### performance"), out (the parent's text, n bytes)
 * gets h's text after it, "64 GB SanDisk Extreme / ondemand": the
 * setting tells the drive's runs apart.
 */
static void sibling_setting(struct docstate *ds, size_t h, size_t par,
			    char *out, size_t n)
{
	const struct doc_item *it = &ds->d.items[h];
	char own[LABEL_MAX];
	int other = 0;

	for (size_t k = par + 1; k < ds->d.n && !other; k++) {
		const struct doc_item *o = &ds->d.items[k];

		if (o->kind != DOC_LINE || !o->heading || k == h)
			continue;
		if (o->heading <= ds->d.items[par].heading)
			break;
		other = o->heading == it->heading &&
			setting_heading(o->s, o->len) &&
			(o->len != it->len || memcmp(o->s, it->s, it->len));
	}
	if (!other)
		return;
	label_text(own, sizeof(own), it->s, ds->d.html);
	own[strip_len(own)] = '\0';
	if (own[0] && strlen(out) + strlen(own) + 4 < n)
		snprintf(out + strlen(out), n - strlen(out), " / %s", own);
}

/*
 * The section line over the caption of a table that only says results,
 * when no heading marks it: "Pool: nvme (NVMe SSD stripe, 84% used)",
 * "Results", then the table, as a page flattened to text leaves its
 * headings (lines of their own, blank lines around).  Caption item c
 * says results alone (testname_parse()'s value_header); the line right above
 * it stands alone and names one system as a title does
 * (title_names_system()).  out (n bytes) gets its text.  Returns the
 * item, or -1.
 */
static long section_line_over_results(struct docstate *ds, long c, char *out,
				      size_t n)
{
	const struct doc_item *it;
	struct testname tn;
	long k;

	out[0] = '\0';
	if (c < 0)
		return -1;
	testname_parse(ds->d.items[c].s, ds->d.items[c].len, 0, &tn);
	if (!tn.value_header)
		return -1;
	k = above(ds, (size_t)c, 1);
	if (k < 1 || ds->d.items[k].heading || !ds->d.items[k - 1].blank ||
	    !ds->d.items[k + 1].blank)
		return -1;
	it = &ds->d.items[k];
	if (line_is_settings(it->s, it->len) ||
	    line_is_post_heading(it->s, it->len) ||
	    heading_names_no_system(it->s, it->len))
		return -1;
	label_text(out, n, it->s, ds->d.html);
	out[strip_len(out)] = '\0';
	if (!out[0] || !title_names_system(out, strlen(out))) {
		out[0] = '\0';
		return -1;
	}
	return k;
}

/*
 * Whether heading text s (len bytes) is a remark on the results, no
 * system's name: after a warning sign or emoji ("⚠️", "❗") and
 * emphasis, a word for a finding, a note or a warning ends its lead
 * ("⚠️ 重要发现：macOS 客户端缓存问题", "Note: cache effects",
 * "结论"); the words after it say what was found, not what ran.
 */
static int remark_heading(const char *s, size_t len)
{
	static const char *const words[] = {
	    "重要发现",	 "关键发现",	 "发现",       "注意事项",
	    "注意",	 "结论",	 "警告",       "提示",
	    "备注",	 "key findings", "findings",   "finding",
	    "notes",	 "note",	 "warning",    "caution",
	    "important", "conclusions",	 "conclusion", NULL,
	};
	size_t i = 0;

	/* signs, emoji (U+2000-U+2BFF, U+1Fxxx), the variation selector,
	 * emphasis and blanks before the words */
	while (i < len) {
		unsigned char c = (unsigned char)s[i];

		if (c == ' ' || c == '*' || c == '_' || c == '#')
			i++;
		else if (c == 0xe2 && i + 2 < len)
			i += 3;
		else if (c == 0xef && i + 2 < len &&
			 (unsigned char)s[i + 1] == 0xb8 &&
			 (unsigned char)s[i + 2] == 0x8f)
			i += 3;
		else if (c == 0xf0 && i + 3 < len)
			i += 4;
		else
			break;
	}
	for (size_t k = 0; words[k]; k++) {
		size_t n = strlen(words[k]);
		const char *e = s + i + n;

		if (i + n > len || strncasecmp(s + i, words[k], n))
			continue;
		/* the word ends the lead: the heading's end, a colon, a
		 * blank or emphasis ("Notes on ..." too: a remark) */
		if (i + n == len || *e == ':' || *e == ' ' || *e == '*' ||
		    !strncmp(e, "\xef\xbc\x9a", 3)) /* ： */
			return 1;
	}
	return 0;
}

static int test_words(const char *s, size_t len);

/*
 * Whether heading text s (len bytes) names when its section's tests ran,
 * no system: a test's words (test_words()) before a bracket that opens
 * with a date, 2025-12-26, 2025/12/26 or 2025.12.26 ("历史测试
 * (2025-12-26 - 网络优化版)", an earlier test of a network-tuned build;
 * "Retest (2024/03/01)").  What follows the date in the bracket says
 * which build or occasion, not what system.
 */
static int dated_test_heading(const char *s, size_t len)
{
	static const char wide_open[] = "\xef\xbc\x88"; /* （ */
	size_t o, b, d;

	for (o = 0; o < len && s[o] != '(' &&
		    !(o + 3 <= len && !memcmp(s + o, wide_open, 3));
	     o++)
		;
	if (o == len)
		return 0;
	b = o + (s[o] == '(' ? 1 : 3);
	while (b < len && s[b] == ' ')
		b++;
	for (d = 0; b + d < len && isdigit((unsigned char)s[b + d]); d++)
		;
	if (d != 4)
		return 0;
	b += d;
	for (int part = 0; part < 2; part++) {
		char sep = b < len ? s[b] : 0;

		if (sep != '-' && sep != '/' && sep != '.')
			return 0;
		for (d = 0, b++;
		     b + d < len && isdigit((unsigned char)s[b + d]); d++)
			;
		if (d < 1 || d > 2 || (part && b + d < len && s[b + d] == sep))
			return 0;
		b += d;
	}
	while (o && s[o - 1] == ' ')
		o--;
	return o && test_words(s, o);
}

static long ancestor_system_heading(struct docstate *ds, size_t h, char *out,
				    size_t n)
{
	size_t k = h;
	int setting = 0, dated = 0;

	out[0] = '\0';
	if (!ds->d.items[h].heading)
		return -1;
	/* "## 64 GB SanDisk Extreme" / "### ondemand governor": the drive,
	 * the setting as one of its runs'; "### ⚠️ 重要发现：..." a
	 * remark, no system's name */
	if (!heading_names_no_system(ds->d.items[h].s, ds->d.items[h].len) &&
	    !remark_heading(ds->d.items[h].s, ds->d.items[h].len)) {
		if (setting_heading(ds->d.items[h].s, ds->d.items[h].len))
			setting = 1;
		else if (dated_test_heading(ds->d.items[h].s,
					    ds->d.items[h].len))
			dated = 1;
		else
			return -1;
	}
	while ((k = parent_heading(ds, k)) != SIZE_MAX) {
		const struct doc_item *it = &ds->d.items[k];

		if (line_is_post_heading(it->s, it->len) ||
		    line_is_settings(it->s, it->len))
			return -1;
		if (heading_names_no_system(it->s, it->len) ||
		    remark_heading(it->s, it->len))
			continue;
		if (!heading_may_name(ds, (long)k))
			return -1;
		label_text(out, n, it->s, ds->d.html);
		out[strip_len(out)] = '\0';
		if (out[0] && title_names_system(out, strlen(out))) {
			if (setting)
				sibling_setting(ds, h, k, out, n);
			if (dated)
				own_after(ds, h, out, n);
			return (long)k;
		}
		out[0] = '\0';
		return -1;
	}
	return -1;
}

/*
 * Whether s (len bytes, a heading's words before a bracket) is a test's
 * name and no system's: words that name nothing (heading_names_no_system())
 * or up to four words, none naming a system as prose does, the last
 * ending in a word for a test ("集群测试", a cluster test; "Cluster
 * test").
 */
static int test_words(const char *s, size_t len)
{
	static const char *const tests[] = {
	    "test",
	    "tests",
	    "benchmark",
	    "benchmarks",
	    "\xe6\xb5\x8b\xe8\xaf\x95",		    /* 测试 */
	    "\xe6\xb8\xac\xe8\xa9\xa6",		    /* 測試 */
	    "\xe3\x83\x86\xe3\x82\xb9\xe3\x83\x88", /* テスト */
	    "\xed\x85\x8c\xec\x8a\xa4\xed\x8a\xb8", /* 테스트 */
	    NULL};
	char name[LABEL_MAX];
	size_t words = 0, a = 0;

	if (heading_names_no_system(s, len))
		return 1;
	if (doc_prose_system(s, len, name, sizeof(name)))
		return 0;
	for (size_t i = 0; i < len; i++)
		if (s[i] != ' ' && (i == 0 || s[i - 1] == ' ')) {
			words++;
			a = i;
		}
	if (!words || words > 4)
		return 0;
	for (size_t k = 0; tests[k]; k++) {
		size_t l = strlen(tests[k]);
		int ascii = (unsigned char)tests[k][0] < 0x80;

		/* an English word whole, a CJK one ending the last word */
		if (len - a >= l && !strncasecmp(s + len - l, tests[k], l) &&
		    (!ascii || len - a == l))
			return 1;
	}
	return 0;
}

/*
 * The system heading text s (len bytes) names in brackets after words that
 * name none: "集群测试(RBD-块存储)" (a cluster test, of RBD block
 * storage), "Cluster test (CephFS)".  The bracket ('(' or '（') closes
 * the heading (a ':' may follow), the words before it are a test's
 * (test_words()) and its text names one system as prose does
 * (doc_prose_system()).  The system into out (n bytes); 1 when found.
 */
static int heading_bracket_system(const char *s, size_t len, char *out,
				  size_t n)
{
	static const char wide_open[] = "\xef\xbc\x88", /* （ */
	    wide_close[] = "\xef\xbc\x89";		/* ） */
	size_t e = len, o, c, in;
	char name[LABEL_MAX];

	out[0] = '\0';
	while (e && (s[e - 1] == ' ' || s[e - 1] == ':'))
		e--;
	if (e >= 3 && !memcmp(s + e - 3, wide_close, 3))
		c = e - 3;
	else if (e && s[e - 1] == ')')
		c = e - 1;
	else
		return 0;
	/* its opening bracket, the last before it: no bracket inside */
	for (o = c; o > 0; o--)
		if (s[o - 1] == '(' || s[o - 1] == ')' ||
		    (o >= 3 && (!memcmp(s + o - 3, wide_open, 3) ||
				!memcmp(s + o - 3, wide_close, 3))))
			break;
	if (!o || s[o - 1] == ')' ||
	    (o >= 3 && !memcmp(s + o - 3, wide_close, 3)))
		return 0;
	in = o;
	o -= s[o - 1] == '(' ? 1 : 3;
	while (o && s[o - 1] == ' ')
		o--;
	if (!o || c <= in || c - in >= sizeof(name) || !test_words(s, o) ||
	    doc_prose_system(s + in, c - in, name, sizeof(name)) != 1 ||
	    strlen(name) >= n)
		return 0;
	snprintf(out, n, "%s", name);
	return 1;
}

/*
 * The heading over piece p naming a system, as bracket asks: its nearest
 * heading or, passing headings that name nothing ("#### 测试数据",
 * "Results", "**2.bs=4k的写入速度**"), the nearest of a higher level.  A
 * heading of settings, a post's byline, or one naming two systems or
 * something else ends the search.  Returns the heading's item, or -1.
 *
 * bracket 0: the heading names one system as prose does ("### 共享存储(ceph)IO
 * 性能测试": Ceph), for rows of settings alone ("| cache=none | 1054 |");
 * out (n bytes) gets the heading's text.  bracket 1: it names the system
 * in brackets (heading_bracket_system()); out gets the system.
 */
static long system_heading(struct docstate *ds, const struct piece *p,
			   int bracket, char *out, size_t n)
{
	size_t k = p->first;
	char t[LABEL_MAX], name[LABEL_MAX];

	out[0] = '\0';
	while (k-- > 0 && !(ds->d.items[k].kind == DOC_LINE &&
			    ds->d.items[k].heading && !ds->d.items[k].toc))
		;
	for (; k != SIZE_MAX; k = parent_heading(ds, k)) {
		const struct doc_item *it = &ds->d.items[k];
		int named;

		if (line_is_post_heading(it->s, it->len) ||
		    line_is_settings(it->s, it->len) || it->len >= sizeof(t) ||
		    (!bracket && it->len >= n))
			return -1;
		label_text(t, sizeof(t), it->s, ds->d.html);
		t[strip_len(t)] = '\0';
		named = t[0] && !sentence_line(t, strlen(t)) &&
			(bracket ? heading_bracket_system(t, strlen(t), out, n)
				 : doc_prose_system(t, strlen(t), name,
						    sizeof(name)) == 1);
		if (named) {
			if (!bracket)
				snprintf(out, n, "%s", t);
			return (long)k;
		}
		out[0] = '\0';
		if (!heading_names_no_system(it->s, it->len) &&
		    !line_generic_heading(it->s, it->len))
			return -1;
	}
	return -1;
}

static int tested_value(const char *v, size_t len, char *out, size_t n);

/*
 * The key of a "Key: value" line s (len bytes), its list marker, quote
 * and emphasis aside: *k and *kl the key, *v and *vl the value (its
 * blanks trimmed; "Firmware Version:" has none).  0 when the line is
 * none (no ':', a key of more than four words or of other characters than
 * letters, digits, blanks and "-").
 */
static int fact_line(const char *s, size_t len, const char **k, size_t *kl,
		     const char **v, size_t *vl)
{
	const char *e = s + len, *c;
	size_t words = 1;

	while (s < e && strchr(" \t-*+", *s) &&
	       !(s[0] == '*' && s + 1 < e && s[1] == '*'))
		s++;
	while (s < e && strchr("*_", *s))
		s++;
	c = memchr(s, ':', (size_t)(e - s));
	for (const char *q = s; q + 3 <= (c ? c : e); q++)
		if (!memcmp(q, "\xef\xbc\x9a", 3)) { /* U+FF1A */
			c = q;
			break;
		}
	if (!c || c == s)
		return 0;
	for (const char *q = s; q < c; q++) {
		if (*q == ' ')
			words += q + 1 < c && q[1] != ' ';
		else if (!isalnum((unsigned char)*q) && !strchr("-*_", *q) &&
			 (unsigned char)*q < 0x80)
			return 0;
	}
	if (words > 4)
		return 0;
	*k = s;
	*kl = (size_t)(c - s);
	while (*kl && strchr(" *_", s[*kl - 1]))
		(*kl)--;
	c += *c == ':' ? 1 : 3;
	while (c < e && strchr(" \t*_", *c))
		c++;
	while (e > c && strchr(" \t*_\r", e[-1]))
		e--;
	*v = c;
	*vl = (size_t)(e - c);
	return *kl > 0;
}

/*
 * Whether key k (kl bytes) is one of a drive's identification listing:
 * /proc/scsi/usb-storage's "Vendor:", "Product:", "Protocol:", smartctl
 * -i's "Device Model:", "Serial Number:", "Firmware Version:", ... 2 for
 * the keys holding the drive's model ("Product", "Device Model", "Model
 * Number").
 */
static int listing_key(const char *k, size_t kl)
{
	static const char *const model[] = {"product", "device model",
					    "model number", NULL};
	static const char *const other[] = {
	    "vendor",
	    "serial number",
	    "serialnumber",
	    "protocol",
	    "transport",
	    "quirks",
	    "manufacturer",
	    "model family",
	    "firmware version",
	    "user capacity",
	    "sector size",
	    "sector sizes",
	    "rotation rate",
	    "form factor",
	    "revision",
	    "lu wwn device id",
	    "ata version is",
	    "sata version is",
	    "total nvm capacity",
	    "pci vendor/subsystem id",
	    NULL,
	};

	if (key_listed(k, kl, model))
		return 2;
	if (kl > 10 && !strncasecmp(k, "host scsi", 9))
		return 1; /* "Host scsi2: usb-storage" */
	return key_listed(k, kl, other);
}

/*
 * The maker a listing's "Vendor:" or "Manufacturer:" line (key k, kl
 * bytes) gives, value v (vl bytes), into out (n bytes): 1 when it is one.
 * A maker is a name: a letter, 32 bytes and three blanks at most, no
 * quote; "Vendor: ATA" (what a SATA drive behind SCSI translation
 * reports) and an id ("0x144d", hwinfo's "usb 0x0781 \"SanDisk\"") name
 * no maker.
 */
static int listing_maker(const char *k, size_t kl, const char *v, size_t vl,
			 char *out, size_t n)
{
	static const char *const keys[] = {"vendor", "manufacturer", NULL};
	int alpha = 0, blanks = 0;

	if (!key_listed(k, kl, keys) || vl > 32 || vl >= n ||
	    (vl == 3 && !strncasecmp(v, "ATA", 3)) || memchr(v, '"', vl) ||
	    memmem(v, vl, "0x", 2) || memmem(v, vl, "0X", 2))
		return 0;
	for (size_t i = 0; i < vl; i++) {
		alpha |= isalpha((unsigned char)v[i]);
		blanks += v[i] == ' ' || v[i] == '\t';
	}
	return alpha && blanks <= 3 && tested_value(v, vl, out, n);
}

/*
 * The drive's name a person reads from a listing giving its maker and
 * its product on lines of their own ("Vendor: Samsung" / "Product: Flash
 * Drive FIT"): maker (may be "") before the product in model (n bytes),
 * "Samsung Flash Drive FIT", unless a word of the product already starts
 * with the maker, letter case aside ("Intenso High Speed Line" from
 * "Intenso", "WDC WD40EFRX" from "WD", "ACME NV200" from "Acme"), or the
 * whole would not fit.
 */
static void maker_and_product(char *model, size_t n, const char *maker)
{
	size_t ml = strlen(maker), len = strlen(model);
	char both[LABEL_MAX];

	if (!ml || !len || ml + len + 2 > n || ml + len + 2 > sizeof(both))
		return;
	for (size_t i = 0; i + ml <= len; i++)
		if ((i == 0 || !isalnum((unsigned char)model[i - 1])) &&
		    !strncasecmp(model + i, maker, ml))
			return;
	snprintf(both, sizeof(both), "%s %s", maker, model);
	snprintf(model, n, "%s", both);
}

/* Whether line s (len bytes) is one of an identification listing
 * ("Quirks:", "Vendor: ATA"): no caption. */
static int listing_line(const char *s, size_t len)
{
	const char *k, *v;
	size_t kl, vl;

	return fact_line(s, len, &k, &kl, &v, &vl) && listing_key(k, kl);
}

/*
 * The maker ("Vendor:", "Manufacturer:": listing_maker()) of the run of
 * listing lines holding line at (items lo..hi, read both ways from at:
 * dmesg's "Product:" comes before its "Manufacturer:"), into out (n
 * bytes); out, "" when none.
 */
static const char *listing_run_maker(struct docstate *ds, size_t at, size_t lo,
				     size_t hi, char *out, size_t n)
{
	const struct doc *d = &ds->d;

	out[0] = '\0';
	for (int dir = -1; dir <= 1 && !out[0]; dir += 2)
		for (size_t k = at; k >= lo && k <= hi && k < d->n;
		     k += (size_t)dir) {
			const struct doc_item *it = &d->items[k];
			const char *kk, *v;
			size_t kl, vl;

			if (it->kind != DOC_LINE || it->blank ||
			    !fact_line(it->s, it->len, &kk, &kl, &v, &vl) ||
			    !listing_key(kk, kl))
				break;
			if (listing_maker(kk, kl, v, vl, out, n))
				break;
			if (k == 0)
				break;
		}
	return out;
}

/*
 * The drive an identification listing above tool block p names (a
 * quoted "cat /proc/scsi/usb-storage/..." with "Vendor: Samsung" /
 * "Product: Flash Drive FIT", smartctl -i's "Device Model: ..."): the
 * nearest listing of two lines at least, one holding the model, read
 * upwards across other commands and outputs but not across prose, a
 * heading or a table.  Its model's value, after the listing's maker
 * (maker_and_product(): "Samsung Flash Drive FIT"), into out (n bytes);
 * 1 when found.
 */
static int listing_model(struct docstate *ds, const struct piece *p, char *out,
			 size_t n)
{
	const struct doc *d = &ds->d;
	/* not from a split block's start: a later listing may stand
	 * between it and this part */
	size_t from = p->first;
	size_t run = 0, seen = 0;
	int model = 0;
	/* "Vendor: Samsung" above "Product: Flash Drive FIT", or dmesg's
	 * "Manufacturer:" under its "Product:": the same run's maker */
	char maker[LABEL_MAX] = "";

	out[0] = '\0';
	/* the listing inside the block, the command that printed it
	 * grown into the output's block: its one model, before the tool's
	 * command */
	for (size_t k = from; k <= p->last && !item_has_command(ds, k, NULL);
	     k++) {
		const struct doc_item *it = &d->items[k];
		const char *kk, *v;
		size_t kl, vl;
		char one[LABEL_MAX];

		if (it->kind != DOC_LINE || it->blank ||
		    !fact_line(it->s, it->len, &kk, &kl, &v, &vl) ||
		    listing_key(kk, kl) != 2 ||
		    !tested_value(v, vl, one, sizeof(one)))
			continue;
		if (k == 0 || k + 1 > p->last ||
		    !(fact_line(d->items[k - 1].s, d->items[k - 1].len, &kk,
				&kl, &v, &vl) &&
		      listing_key(kk, kl)))
			continue; /* two lines of a listing at least */
		maker_and_product(one, sizeof(one),
				  listing_run_maker(ds, k, from, p->last, maker,
						    sizeof(maker)));
		if (out[0] && strcmp(out, one)) {
			out[0] = '\0';
			return 0;
		}
		if (strlen(one) < n)
			snprintf(out, n, "%s", one);
	}
	if (out[0])
		return 1;
	for (size_t k = from; k-- > 0 && seen < 80; seen++) {
		const struct doc_item *it = &d->items[k];
		const char *kk, *v;
		size_t kl, vl;
		int lk;

		if (it->kind != DOC_LINE || it->heading || it->toc)
			return 0;
		if (it->blank) {
			if (run >= 2 && model)
				break;
			run = 0;
			model = 0;
			out[0] = maker[0] = '\0';
			continue;
		}
		lk = fact_line(it->s, it->len, &kk, &kl, &v, &vl)
			 ? listing_key(kk, kl)
			 : 0;
		if (lk) {
			run++;
			if (lk == 2 && !model && vl < n &&
			    tested_value(v, vl, out, n))
				model = 1;
			else if (lk == 1 && !maker[0])
				listing_maker(kk, kl, v, vl, maker,
					      sizeof(maker));
			continue;
		}
		if (run >= 2 && model)
			break;
		run = 0;
		model = 0;
		out[0] = maker[0] = '\0';
		/* a person's sentence ends the search: what it says is
		 * nearer than the listing */
		if (!it->pre && !ds->used[k] &&
		    !item_has_command(ds, k, NULL) &&
		    (sentence_line(it->s, it->len) ||
		     (prose_line(it) && !output_line(it->s, it->len) &&
		      it->s[strspn(it->s, " \t")] != '#' &&
		      it->s[strspn(it->s, " \t")] != '$')))
			return 0;
	}
	if (!(run >= 2 && model))
		return 0;
	maker_and_product(out, n, maker);
	return 1;
}

/*
 * The entry's name over tool block p in a page listing one entry per
 * drive ("OCZ-VERTEX3 120", then "-   SSD:OCZ-VERTEX3" / "-   Firmware
 * Version: 2.06" / "-   User: bob", then the runs in code): a line of
 * its own naming a model (title_names_system(), no sentence), a list of
 * two facts or more ("Key: value") right under it, then nothing but
 * code, commands and outputs down to the block.  A bullet that is no
 * fact ("-   Running SATA 6 Gbit/s on a 3 Gbit/s port") may stand among
 * them, fewer than the facts.  Into out (n bytes); 1 when found.
 */
static int entry_name(struct docstate *ds, const struct piece *p, char *out,
		      size_t n)
{
	const struct doc *d = &ds->d;
	size_t from = p->first; /* the entry of this part of a split block */
	size_t facts = 0, remarks = 0, seen = 0;
	int in_facts = 0;

	/* a block grown over the entry's own lines (a page of plain text):
	 * from its first command up */
	for (size_t k = p->first; k <= p->last && k < d->n; k++)
		if (d->items[k].pre || item_has_command(ds, k, NULL)) {
			from = k;
			break;
		}

	for (size_t k = from; k-- > 0 && seen < 80; seen++) {
		const struct doc_item *it = &d->items[k];
		const char *kk, *v, *s;
		size_t kl, vl;

		if (it->kind != DOC_LINE || it->heading || it->toc)
			return 0;
		if (it->blank)
			continue;
		s = it->s + strspn(it->s, " \t");
		if (!it->pre && strchr("-*+", *s) && s[1] == ' ') {
			if (fact_line(it->s, it->len, &kk, &kl, &v, &vl))
				facts++;
			else
				remarks++;
			in_facts = 1;
			continue;
		}
		if (!in_facts &&
		    (it->pre || ds->used[k] || item_has_command(ds, k, NULL)))
			continue;
		/* "With default settings:", "READAHEAD=256", a paragraph on
		 * the runs between two of the entry's outputs: the entry's
		 * name above still names the later one */
		if (!in_facts && !it->emph &&
		    (sentence_line(it->s, it->len) ||
		     line_is_settings(it->s, it->len)))
			continue;
		/* "    (allow-discards)": a fact's wrapped line */
		if (in_facts && (it->s[0] == ' ' || it->s[0] == '\t'))
			continue;
		if (facts < 2 || remarks >= facts || it->pre || it->emph ||
		    sentence_line(it->s, it->len) || it->len >= n ||
		    memchr(it->s, ':', it->len) ||
		    !title_names_system(it->s, it->len) ||
		    (k > 0 && !d->items[k - 1].blank &&
		     !d->items[k - 1].heading))
			return 0;
		label_text(out, n, it->s, d->html);
		out[strip_len(out)] = '\0';
		return out[0] != '\0';
	}
	return 0;
}

/*
 * Whether line s (len bytes) is a shell command behind its prompt ("#
 * hdpram -Tt /dev/sda", "$ sudo hdprm -t /dev/sdb"): a prompt, a word in
 * lowercase, an option.  A caption names no system so (a misspelled
 * tool's command is no command iodb knows).
 */
static int prompt_command(const char *s, size_t len)
{
	const char *e = s + len, *w;

	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	if (s + 2 >= e || (*s != '#' && *s != '$') || s[1] != ' ')
		return 0;
	s += 2;
	for (int words = 0; words < 2; words++) {
		while (s < e && *s == ' ')
			s++;
		w = s;
		if (s == e || !islower((unsigned char)*s))
			return 0;
		while (s < e &&
		       (islower((unsigned char)*s) ||
			isdigit((unsigned char)*s) || strchr("_.-", *s)))
			s++;
		if (s == e || *s != ' ')
			return 0;
		if (!(s - w == 4 && !memcmp(w, "sudo", 4)))
			break;
	}
	while (s < e && *s == ' ')
		s++;
	return s + 1 < e && s[0] == '-' && isalpha((unsigned char)s[1]);
}

/*
 * Block p's label (n bytes, relay->label set when there is one) when it
 * comes from a heading naming no system, or when nothing labels p under
 * such a heading: the nearest heading above that names one
 * (ancestor_system_heading()) labels it; with none, the heading's label
 * stays.
 */
static void label_from_ancestor(struct docstate *ds, const struct piece *p,
				long from, char *label, size_t n,
				struct relay *relay)
{
	char anc[LABEL_MAX];
	const struct doc_item *it;
	long h = from;

	if (relay->label && (h < 0 || !ds->d.items[h].heading))
		return;
	if (h < 0) {
		h = heading_above(ds, p->first);
		if (h < 0)
			h = section_heading_above(ds, p->first);
	}
	/* a later output under "### Benchmarking" (a heading that names
	 * nothing, section_heading_above() stops at it): its parent may
	 * name the system as over the first output */
	if (h < 0) {
		int floor = 0;
		size_t k = heading_section_of(ds, p->first);

		pass_heading(ds, k, &floor);
		if (floor)
			h = (long)k;
	}
	if (h < 0 || !ds->d.items[h].heading)
		return;
	it = &ds->d.items[h];
	/* the label is the heading's own text, not a caption joined to it */
	if (relay->label) {
		char own[LABEL_MAX];

		label_text(own, sizeof(own), it->s, ds->d.html);
		own[strip_len(own)] = '\0';
		if (strcmp(own, label))
			return;
	}
	if (ancestor_system_heading(ds, (size_t)h, anc, sizeof(anc)) >= 0 &&
	    strlen(anc) < n) {
		snprintf(label, n, "%s", anc);
		relay->label = label;
	}
}

/*
 * Whether line s (len bytes) is a blog engine's shortcode alone:
 * WordPress's "[wpspoiler name='fio - ext3 full results']", "[/spoiler]",
 * "[code lang=bash]": markup around the output, not text a reader sees.
 */
static int shortcode_line(const char *s, size_t len)
{
	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	while (len && (*s == ' ' || *s == '\t')) {
		s++;
		len--;
	}
	return len >= 3 && s[0] == '[' && s[len - 1] == ']' &&
	       (isalpha((unsigned char)s[1]) || s[1] == '/') &&
	       !memmem(s, len, "](", 2) && !memchr(s + 1, '[', len - 1);
}

/*
 * The file system the paragraph introducing tool block p names
 * (doc_prose_filesystem(): "First I ran fio against a freshly created
 * ext3 volume ... Here's the output:"), read over the blank lines, an
 * image and a blog's shortcodes between them; never across a heading,
 * another block or a command.  1 with its name in out (n bytes), else 0.
 */
static int intro_filesystem(struct docstate *ds, const struct piece *p,
			    char *out, size_t n)
{
	const struct doc *d = &ds->d;
	size_t from =
	    p->kind == PIECE_TOOL && p->ctx < p->first ? p->ctx : p->first;
	char one[LABEL_MAX];
	int lines = 0, r = 0;
	int caption = 0; /* the paragraph read is one caption ending ':' */
	int crossed = 0; /* read on past that caption's paragraph */

	out[0] = '\0';
	while (d->items[from].pre && from > 0 &&
	       d->items[from - 1].kind == DOC_LINE && d->items[from - 1].pre)
		from--;
	for (size_t k = from; k-- > 0;) {
		const struct doc_item *it = &d->items[k];
		int o;

		if (it->kind != DOC_LINE || ds->used[k] || it->pre ||
		    it->heading || it->toc || section_start(it))
			break;
		if (it->blank) {
			/* "Summary numbers:" or "That's a lot of data; the
			 * most interesting numbers are these:" alone over
			 * the output, naming no file system: the paragraph
			 * before it introduces the run (once) */
			if (lines == 1 && caption && !r && !crossed) {
				crossed = 1;
				lines = 0;
				continue;
			}
			if (lines)
				break;
			continue;
		}
		if (shortcode_line(it->s, it->len) ||
		    (!lines && doctext_image_line(it->s, it->len)))
			continue;
		if (item_has_command(ds, k, NULL) ||
		    output_line(it->s, it->len))
			break;
		lines++;
		caption = lines == 1 && !crossed &&
			  strip_len_n(it->s, it->len) < it->len;
		o = doc_prose_filesystem(it->s, it->len, one, sizeof(one));
		if (o == 2 || (o == 1 && r && strcasecmp(one, out)))
			return 0;
		if (o == 1 && !r && strlen(one) < n) {
			snprintf(out, n, "%s", one);
			r = 1;
		}
	}
	return r;
}

/*
 * The label of tool block p that nothing else labels, from the file
 * system its introducing paragraph names (intro_filesystem()): "First I
 * ran fio against a freshly created ext3 volume" over one output, "I then
 * reformatted the LUN with ext4" over the next.  Only when another block
 * of the document is introduced so with another file system: the name
 * is what tells the outputs apart.  1 with the name in label (n bytes).
 */
static int filesystem_label(struct docstate *ds, const struct piece *p,
			    char *label, size_t n)
{
	char other[LABEL_MAX];

	if (!intro_filesystem(ds, p, label, n))
		return 0;
	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *q = &ds->pieces[i];

		if (q != p && q->kind == PIECE_TOOL && q->fmt &&
		    intro_filesystem(ds, q, other, sizeof(other)) &&
		    strcasecmp(other, label))
			return 1;
	}
	label[0] = '\0';
	return 0;
}

/*
 * How many words line s (len bytes) holds; a sign standing alone between
 * two ("ZVOL + XFS", "A & B", "A - B") joins them, no word of its own.
 */
static size_t caption_words(const char *s, size_t len)
{
	size_t words = 0;

	for (size_t i = 0; i < len; i++) {
		size_t e = i;

		if (s[i] == ' ' || (i && s[i - 1] != ' '))
			continue;
		while (e < len && s[e] != ' ')
			e++;
		words += e - i > 1 || isalnum((unsigned char)s[i]) ||
			 (unsigned char)s[i] >= 0x80;
	}
	return words;
}

/*
 * Block p's label (n bytes, relay->label set when there is one) from the
 * file system its introducing paragraph names (filesystem_label()), when
 * no heading naming a system or caption beside the block gives one: it
 * replaces no label, a system that paragraph also names (prose_label()),
 * a caption of that paragraph (item
 * from: "The mkfs command was ... Here's the output:"; not a short one,
 * "ext4, block 4k:") and the document's title, and follows another heading
 * naming no system (heading set: "Round 2 / ext4").
 */
static void filesystem_names(struct docstate *ds, const struct piece *p,
			     long from, int heading, char *label, size_t n,
			     struct relay *relay)
{
	char fs[LABEL_MAX], name[LABEL_MAX];
	long hs;

	if (!filesystem_label(ds, p, fs, sizeof(fs)))
		return;
	/* the paragraph's other name ("The controller card is a HP P800.
	 * Here's the output:" after "a freshly created ext3 volume"): the
	 * setup all the runs share, the file system what tells them apart */
	if (!relay->label || relay->prose) {
		label_then(label, n, fs, 0);
		relay->label = label;
		return;
	}
	if (!heading) {
		/* a caption of the paragraph naming the file system */
		const struct doc_item *it;
		size_t words = 0;

		if (from < 0 || (size_t)from >= p->first)
			return;
		it = &ds->d.items[from];
		words = caption_words(it->s, it->len);
		/* a short caption ("ext4, block 4k:", "Samsung 980 PRO on
		 * ext4:", "ZVOL + XFS with 4K Block Size") says what ran
		 * itself */
		if (words > 6 && !it->heading && !it->emph) {
			label_then(label, n, fs, 0);
			relay->label = label;
		}
		return;
	}
	if (doc_prose_system(label, strlen(label), name, sizeof(name)) == 1)
		return;
	hs = section_heading_above(ds, p->first);
	label_then(label, n, fs, hs >= 0 && !doc_title_heading(ds, (size_t)hs));
	relay->label = label;
}

/* How many forum posts' headings ("### Post by bob on 2008-01-06") the
 * document holds: a thread's title is no system of other people's
 * posts. */
static int posts(const struct docstate *ds)
{
	int n = 0;

	for (size_t k = 0; k < ds->d.n; k++)
		n += ds->d.items[k].kind == DOC_LINE &&
		     ds->d.items[k].heading &&
		     line_is_post_heading(ds->d.items[k].s, ds->d.items[k].len);
	return n;
}

/*
 * The ZFS dataset a "zfs get|set|create|list ... pool/dataset" command
 * names in item it ("# zfs get compression,recordsize rpool/test",
 * prompt and sudo aside): its last word holding a '/' but not starting
 * with one (a mount point is a path).  1 with it in out (n bytes).
 */
static int zfs_command_dataset(const struct doc_item *it, char *out, size_t n)
{
	static const char *const verbs[] = {"get ", "set ", "create ", "list ",
					    NULL};
	const char *s = it->s, *e = it->s + it->len, *z = NULL, *w = NULL;

	if (it->kind != DOC_LINE || it->blank)
		return 0;
	/* the command after a prompt: "# ", "$ ", "root@h:~# ", "sudo " */
	for (const char *q = s; q + 4 <= e && !z; q++)
		if (!memcmp(q, "zfs ", 4) &&
		    (q == s || q[-1] == ' ' || q[-1] == '#' || q[-1] == '$'))
			z = q + 4;
	if (!z)
		return 0;
	for (size_t i = 0; verbs[i] && !w; i++)
		if ((size_t)(e - z) > strlen(verbs[i]) &&
		    !memcmp(z, verbs[i], strlen(verbs[i])))
			w = z + strlen(verbs[i]);
	if (!w)
		return 0;
	while (e > w && e[-1] == ' ')
		e--;
	for (const char *b = e; b > w; b--)
		if (b[-1] == ' ') {
			w = b;
			break;
		}
	if (*w == '/' || *w == '-' || !memchr(w, '/', (size_t)(e - w)) ||
	    (size_t)(e - w) >= n)
		return 0;
	for (const char *q = w; q < e; q++)
		if (!isalnum((unsigned char)*q) && !strchr("_.:/-", *q))
			return 0;
	snprintf(out, n, "%.*s", (int)(e - w), w);
	return 1;
}

/*
 * The ZFS dataset the code block of tool block p names in a zfs command
 * above its output (zfs_command_dataset(): "# zfs get
 * compression,recordsize,mountpoint rpool/test", its table, "$ cat
 * ./test.fio", the job file, "$ fio ./test.fio", the output): what the
 * runs measured, when every such command of the block names the same
 * one.  1 with it in label (n bytes).
 */
static int block_zfs_dataset(struct docstate *ds, const struct piece *p,
			     char *label, size_t n)
{
	size_t from =
	    p->kind == PIECE_TOOL && p->ctx < p->first ? p->ctx : p->first;
	char one[LABEL_MAX];
	int r = 0;

	if (!ds->d.items[from].pre)
		return 0;
	while (from > 0 && ds->d.items[from - 1].kind == DOC_LINE &&
	       ds->d.items[from - 1].pre)
		from--;
	for (size_t k = from; k <= p->last; k++) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || !it->pre ||
		    (it->len > 11 && memmem(it->s, it->len, ": (groupid=", 11)))
			break; /* the output's own lines from here */
		if (!zfs_command_dataset(it, one, sizeof(one)))
			continue;
		if (r && strcmp(one, label))
			return 0;
		if (!r && strlen(one) < n) {
			snprintf(label, n, "%s", one);
			r = 1;
		}
	}
	return r;
}

/*
 * Whether caption s (len bytes) is a lead-in whose sentence goes on past
 * the output: the results as its topic, the predicate still to come
 * ("外付けSSDのベンチ結果は", "측정 결과는", "The results were:").  It names
 * what was measured only in passing; a caption below may name it.
 */
static int result_topic_lead_in(const char *s, size_t len)
{
	static const char *const ends[] = {"\xe3\x81\xaf", /* は */
					   "\xec\x9d\x80", /* 은 */
					   "\xeb\x8a\x94", /* 는 */
					   " are",	   " were", " is",
					   " was",	   NULL};
	static const char *const nouns[] = {
	    "\xe7\xb5\x90\xe6\x9e\x9c",		    /* 結果 */
	    "\xe7\xbb\x93\xe6\x9e\x9c",		    /* 结果 */
	    "\xea\xb2\xb0\xea\xb3\xbc",		    /* 결과 */
	    "\xe9\x80\x9f\xe5\xba\xa6",		    /* 速度 */
	    "\xec\x86\x8d\xeb\x8f\x84",		    /* 속도 */
	    "\xe3\x83\x99\xe3\x83\xb3\xe3\x83\x81", /* ベンチ */
	    "\xe3\x82\xb9\xe3\x82\xb3\xe3\x82\xa2", /* スコア */
	    "result",
	    "number",
	    "score",
	    "speed",
	    NULL};
	size_t e = len;

	while (e && (s[e - 1] == ' ' || s[e - 1] == ':'))
		e--;
	if (e >= 3 && !memcmp(s + e - 3, "\xef\xbc\x9a", 3)) /* ： */
		e -= 3;
	for (size_t i = 0; ends[i]; i++) {
		size_t n = strlen(ends[i]), w;

		if (e < n || memcmp(s + e - n, ends[i], n))
			continue;
		/* the noun right before the particle ("結果は", "results
		 * were", "speeds are") */
		w = e - n;
		if (ends[i][0] == ' ' && w && s[w - 1] == 's')
			w--;
		for (size_t k = 0; nouns[k]; k++) {
			size_t m = strlen(nouns[k]);

			if (w >= m && !strncasecmp(s + w - m, nouns[k], m))
				return 1;
		}
	}
	return 0;
}

static int title_may_name(const char *s);
static const char *doc_title(const struct docstate *ds, char *out, size_t n);
static int lone_output(const struct docstate *ds);
static int outputs_unnamed(struct docstate *ds);
static int tested_over(struct docstate *ds, const struct piece *p);
static int setup_heading(const char *s, size_t len);
static int title_system_part(const char *title, const char *tags, char *out,
			     size_t n);

/* Whether item it is a "<summary>...</summary>" line alone (HTML's
 * disclosure widget in Markdown: GitHub folds what follows under it). */
static int summary_line(const struct doc_item *it)
{
	const char *s = it->s;
	size_t len = it->len;

	while (len && isspace((unsigned char)*s))
		s++, len--;
	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	return it->kind == DOC_LINE && !it->pre && len > 19 &&
	       !strncasecmp(s, "<summary>", 9) &&
	       !strncasecmp(s + len - 10, "</summary>", 10);
}

/*
 * Whether the text of summary line it ("<summary>Click here to
 * expand...</summary>") is the page's button, no name: its first word
 * one that asks to open it (click, tap, expand, show, toggle, view,
 * open, see) or the whole a word for a fold ("Details", "Spoiler",
 * "More").
 */
/* Whether text s..e starts with a word asking to open a fold ("click",
 * "expand", ...), emphasis markers and blanks first. */
static int summary_ui_word(const char *s, const char *e, const char **end)
{
	static const char *const first[] = {
	    "click", "tap",  "expand", "show",	   "toggle",
	    "view",  "open", "see",    "collapse", NULL};
	const char *w;

	while (s < e && (isspace((unsigned char)*s) || *s == '*' || *s == '_'))
		s++;
	for (w = s; w < e && isalpha((unsigned char)*w); w++)
		;
	if (end)
		*end = w;
	for (size_t k = 0; first[k]; k++)
		if ((size_t)(w - s) == strlen(first[k]) &&
		    !strncasecmp(s, first[k], strlen(first[k])))
			return 1;
	return 0;
}

static int summary_ui_text(const struct doc_item *it)
{
	static const char *const whole[] = {"details", "spoiler", "more", NULL};
	const char *s = it->s, *e = it->s + it->len, *w;

	while (s < e && isspace((unsigned char)*s))
		s++;
	s += 9; /* "<summary>" (summary_line()) */
	if (summary_ui_word(s, e, &w))
		return 1;
	while (s < e && (isspace((unsigned char)*s) || *s == '*' || *s == '_'))
		s++;
	for (size_t k = 0; whole[k]; k++)
		if ((size_t)(w - s) == strlen(whole[k]) &&
		    !strncasecmp(s, whole[k], strlen(whole[k])) &&
		    (w == e || *w == '<' || *w == '.' || *w == ':'))
			return 1;
	return 0;
}

/*
 * The caption over the "<details>" block whose summary line is item c
 * ("**USB drive #1:**" / "<details>" / "<summary>KDiskMark</summary>"):
 * a line in bold or ending in ':' right above the "<details>" line
 * (blank lines between), six words at most, naming something (no tool,
 * test or remark alone).  Its text into out (n bytes); 1 when found.
 */
static int details_caption(const struct docstate *ds, long c, char *out,
			   size_t n)
{
	const struct doc_item *it;
	const char *s;
	size_t len;
	long k = c - 1;

	while (k >= 0 && ds->d.items[k].kind == DOC_LINE &&
	       ds->d.items[k].blank && c - k < 3)
		k--;
	if (k < 1 || ds->d.items[k].kind != DOC_LINE || ds->d.items[k].pre)
		return 0;
	s = ds->d.items[k].s;
	len = ds->d.items[k].len;
	while (len && isspace((unsigned char)*s))
		s++, len--;
	while (len && isspace((unsigned char)s[len - 1]))
		len--;
	if (len < 9 || strncasecmp(s, "<details", 8) || s[len - 1] != '>' ||
	    (s[8] != '>' && s[8] != ' '))
		return 0;
	for (k--; k >= 0 && ds->d.items[k].kind == DOC_LINE &&
		  ds->d.items[k].blank && c - k < 6;
	     k--)
		;
	if (k < 0 || ds->d.items[k].kind != DOC_LINE)
		return 0;
	it = &ds->d.items[k];
	if (it->pre || it->heading || it->len >= n || summary_line(it) ||
	    (!it->emph && !(it->len && it->s[it->len - 1] == ':')) ||
	    sentence_line(it->s, it->len) || caption_words(it->s, it->len) > 6)
		return 0;
	label_text(out, n, it->s, ds->d.html);
	out[strip_len(out)] = '\0';
	len = strlen(out);
	while (len && (out[len - 1] == ':' || out[len - 1] == ' '))
		out[--len] = '\0';
	return len && !line_names_nothing(out, len) &&
	       !line_is_remark(out, len) && !tool_name_only(out, len) &&
	       !line_test_title(out, len);
}

/*
 * The name summary line it ("<summary>box-a - RAID 0</summary>") gives
 * the outputs folded under it: its text without the tags, into out (n
 * bytes).  Returns 1 when that names something, else 0 (out may hold the
 * text anyway).  The page's button ("Click to expand") is
 * summary_ui_text()'s to refuse.
 */
static int summary_name(const struct docstate *ds, const struct doc_item *it,
			char *out, size_t n)
{
	char *p;
	size_t l;

	label_text(out, n, it->s, ds->d.html);
	out[strip_len(out)] = '\0';
	/* "Bare metal output, including CPU info (click to expand)": the
	 * button's words, what else the fold holds and the word for the
	 * output are no part of the name ("Bare metal") */
	l = strlen(out);
	if (l && out[l - 1] == ')' && (p = strrchr(out, '(')) && p > out &&
	    p[-1] == ' ' && summary_ui_word(p + 1, out + l, NULL)) {
		while (p > out && p[-1] == ' ')
			p--;
		*p = '\0';
	}
	if ((p = strstr(out, ", including ")) && p > out)
		*p = '\0';
	l = strlen(out);
	if (l > 7 && !strcasecmp(out + l - 7, " output") &&
	    !tool_name_only(out, l - 7) && !line_names_nothing(out, l - 7))
		out[l - 7] = '\0';
	return out[0] && !line_names_nothing(out, strlen(out));
}

/*
 * Whether fio block p names its run in its own words: a person's text
 * before a job header on the header's line ("-o msize=1048576 ) test:
 * (g=0): rw=randrw," under "9p ( mount -t 9p ...", a mail's reflow
 * having run the caption into the header): the header's text before
 * ": (g=" ends with the job's name as its results' line gives it
 * ("test: (groupid=0, ..."), after other words (a name with blanks,
 * "EBS 4K randwrite test", is the name again).  The importer reads no
 * caption there; the section's heading names the outputs above, not
 * this one.
 */
static int header_after_words(const struct docstate *ds, const struct piece *p)
{
	const char *hs = NULL, *name = NULL;
	size_t hl = 0, nl = 0;

	if (!p->tool || strcmp(p->tool, "fio"))
		return 0;
	for (size_t k = p->first; k <= p->last && k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];
		const char *g;

		if (it->kind != DOC_LINE || it->blank)
			continue;
		if (!hs && (g = memmem(it->s, it->len, ": (g=", 5)) &&
		    memmem(g, it->len - (size_t)(g - it->s), "): rw=", 6)) {
			hs = it->s;
			hl = (size_t)(g - it->s);
		} else if (!name &&
			   (g = memmem(it->s, it->len, ": (groupid=", 11))) {
			name = it->s;
			nl = (size_t)(g - it->s);
			while (nl && *name == ' ')
				name++, nl--;
		}
	}
	if (!hs || !name || !nl || hl <= nl + 1)
		return 0;
	return !memcmp(hs + hl - nl, name, nl) && hs[hl - nl - 1] == ' ';
}

/*
 * Whether line item it says the setup moved away from what label names
 * ("... by moving the EVO840 from the USB-C port to one of the USB3-A
 * receptacles ..." under "## USB-C port"): "from" (an article allowed),
 * the label, then "to".  The heading then no longer names what the output
 * below measured.
 */
static int moved_away_from(const struct doc_item *it, const char *label)
{
	static const char *const articles[] = {"the ", "a ", "an ", "my ",
					       NULL};
	size_t ln = strlen(label);

	if (!it || it->heading || !ln)
		return 0;
	for (size_t i = 0; i + 5 + ln + 4 <= it->len; i++) {
		const char *q = it->s + i + 5;
		size_t left = it->len - i - 5;

		if (strncasecmp(it->s + i, "from ", 5) ||
		    (i && isalnum((unsigned char)it->s[i - 1])))
			continue;
		for (size_t a = 0; articles[a]; a++) {
			size_t an = strlen(articles[a]);

			if (left > an && !strncasecmp(q, articles[a], an)) {
				q += an;
				left -= an;
				break;
			}
		}
		if (left >= ln + 4 && !strncasecmp(q, label, ln) &&
		    !strncasecmp(q + ln, " to ", 4))
			return 1;
	}
	return 0;
}

/*
 * Whether s (len bytes) is a line of a configuration's setting, a key of
 * a mount, options, settings or a config (line_is_setup_detail(): "Mount:
 * mergerfs -o ...", "Mount options: noatime,commit=60", "Settings:
 * recordsize=1M"; not "Command:", "Flags:", "Parameters:", which say how
 * the test ran) whose value holds an option "name=value".  *kb, *ke: the
 * key; *vb, *ve: the value, markup around it left out.
 */
static int config_line(const char *s, size_t len, size_t *kb, size_t *ke,
		       size_t *vb, size_t *ve)
{
	static const char *const keys[] = {
	    "mount", "options", "opts", "fstab", "settings", "config", NULL};
	size_t c, w, i = 0;
	const char *eq;

	if (!line_is_setup_detail(s, len))
		return 0;
	while (i < len && strchr(" \t*_>-", s[i]))
		i++;
	c = i;
	while (c < len && s[c] != ':')
		c++;
	for (w = c; w > i && s[w - 1] != ' '; w--)
		;
	if (!word_listed(s + w, c - w, keys, 1))
		return 0;
	*kb = i;
	*ke = c;
	for (c++; c < len && strchr(" \t*_`", s[c]); c++)
		;
	while (len > c && strchr(" \t*_`", s[len - 1]))
		len--;
	*vb = c;
	*ve = len;
	eq = memchr(s + c, '=', len - c);
	return eq && eq > s + c && isalnum((unsigned char)eq[-1]) &&
	       eq + 1 < s + len && eq[1] != ' ';
}

/* Whether token t (n bytes) is among the value v's (vn bytes), split at
 * blanks and commas; with name, a token "t=..." (t up to its '='). */
static int config_has(const char *v, size_t vn, const char *t, size_t n,
		      int name)
{
	size_t i = 0;

	while (i < vn) {
		size_t b;

		while (i < vn && strchr(" ,", v[i]))
			i++;
		for (b = i; i < vn && !strchr(" ,", v[i]); i++)
			;
		if (name ? i - b > n && v[b + n] == '=' && !memcmp(v + b, t, n)
			 : i - b == n && !memcmp(v + b, t, n))
			return 1;
	}
	return 0;
}

/*
 * The configuration line over block p ("Mount: mergerfs -o
 * ...,cache.files=auto-full,..." / the fenced runs, "Mount: ...
 * cache.files=off ..." / "(cache.files=off)" / the next): the line
 * (config_line()) right above it, blank lines, a line in brackets under
 * it and the code blocks of the same group between.  Its label in m (mn
 * bytes): the options that tell it apart from the other lines of the
 * same key in the document, those of a name every other line sets to
 * another value first ("cache.files=auto-full"), else all its options
 * that another line lacks; with no other line, or all alike, the whole
 * value when short.  Returns 1 when found.
 */
static int block_config_caption(struct docstate *ds, const struct piece *p,
				char *m, size_t mn, char *whole, size_t wn)
{
	const struct doc_item *it;
	size_t kb, ke, vb, ve, i, o = 0;
	long k = (long)p->first - 1;
	int pass;

	while (k >= 0 && (ds->d.items[k].blank || ds->d.items[k].pre) &&
	       ds->d.items[k].kind == DOC_LINE && p->first - k < 60)
		k--;
	if (k < 0 || ds->d.items[k].kind != DOC_LINE)
		return 0;
	it = &ds->d.items[k];
	/* "(cache.files=off)": the author's remark on the line above */
	if (k > 0 && it->len > 2 && it->s[0] == '(' &&
	    it->s[it->len - 1] == ')' && !memchr(it->s + 1, '(', it->len - 2))
		it = &ds->d.items[--k];
	if (it->kind != DOC_LINE || it->pre || it->heading ||
	    !config_line(it->s, it->len, &kb, &ke, &vb, &ve))
		return 0;
	m[0] = '\0';
	if (whole)
		snprintf(whole, wn, "%.*s", (int)(ve - vb), it->s + vb);
	for (pass = 0; pass < 2 && !o; pass++) {
		for (i = vb; i < ve;) {
			size_t b, nm;
			int others = 0, lacks = 0, named = 1;

			while (i < ve && strchr(" ,", it->s[i]))
				i++;
			for (b = i; i < ve && !strchr(" ,", it->s[i]); i++)
				;
			if (i == b)
				continue;
			for (nm = b; nm < i && it->s[nm] != '='; nm++)
				;
			for (size_t j = 0; j < ds->d.n; j++) {
				const struct doc_item *o2 = &ds->d.items[j];
				size_t kb2, ke2, vb2, ve2;

				if (o2 == it || o2->kind != DOC_LINE ||
				    o2->pre ||
				    !config_line(o2->s, o2->len, &kb2, &ke2,
						 &vb2, &ve2) ||
				    ke2 - kb2 != ke - kb ||
				    strncasecmp(o2->s + kb2, it->s + kb,
						ke - kb))
					continue;
				others++;
				if (!config_has(o2->s + vb2, ve2 - vb2,
						it->s + b, i - b, 0))
					lacks = 1;
				if (nm == i ||
				    !config_has(o2->s + vb2, ve2 - vb2,
						it->s + b, nm - b, 1))
					named = 0;
			}
			if (!others)
				break;
			if (!lacks || (pass == 0 && !named))
				continue;
			if (o + (i - b) + 2 >= mn)
				return 0;
			o += (size_t)snprintf(m + o, mn - o, "%s%.*s",
					      o ? ", " : "", (int)(i - b),
					      it->s + b);
		}
	}
	if (!o) {
		if (ve - vb > 100 || ve - vb >= mn)
			return 0;
		snprintf(m, mn, "%.*s", (int)(ve - vb), it->s + vb);
	}
	return 1;
}

/*
 * "Measured on Centvester2:" right above block p, or above a caption of
 * test words alone ("Read:", "Random read, 4k:") in the same paragraph:
 * the machine it names (doc_prose_measured_on()) into out (n bytes).  Returns
 * the line's item, or -1.
 */
static long block_measured_on(struct docstate *ds, const struct piece *p,
			      char *out, size_t n)
{
	for (size_t k = p->first, seen = 0; k-- > 0 && seen < 3;) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || ds->used[k] || it->heading ||
		    (it->pre && !it->blank))
			return -1;
		if (it->blank) {
			if (seen && !it->pre)
				return -1; /* another paragraph's */
			continue;
		}
		seen++;
		if (doc_prose_measured_on(it->s, it->len, out, n))
			return (long)k;
		if (heading_names_no_system(it->s, it->len) != 2)
			return -1;
	}
	return -1;
}

/*
 * "针对 分布式复制模式还做了如下测试：" (for the distributed-replicated
 * mode we also ran these tests), a paragraph of its own above block p,
 * maybe with headings between: the configuration it names
 * (doc_prose_scope_lead()) into out (n bytes).  The sentence speaks for
 * the sections after it: the first heading below it may be its own
 * section's sibling ("### 4K随机测试" under "### 单文件测试"), no heading
 * of a higher level than that first one may stand between, and another
 * such sentence nearer the block is its own.  Returns 1 when found.
 */
static int block_scope_lead(struct docstate *ds, const struct piece *p,
			    char *out, size_t n)
{
	const struct doc *d = &ds->d;
	size_t from =
	    p->kind == PIECE_TOOL && p->ctx < p->first ? p->ctx : p->first;
	int minlev = 7, first = 0, own = 0;

	for (size_t k = from, steps = 0; k-- > 0 && steps < 600; steps++) {
		const struct doc_item *it = &d->items[k];

		if (it->kind != DOC_LINE || it->blank || it->pre || ds->used[k])
			continue;
		if (it->heading) {
			if (it->heading < minlev)
				minlev = it->heading;
			first = it->heading;
			continue;
		}
		if (!doc_prose_scope_lead(it->s, it->len, out, n))
			continue;
		/* a paragraph of its own */
		if ((k > 0 && d->items[k - 1].kind == DOC_LINE &&
		     !d->items[k - 1].blank && !d->items[k - 1].heading) ||
		    (k + 1 < d->n && d->items[k + 1].kind == DOC_LINE &&
		     !d->items[k + 1].blank && !d->items[k + 1].heading))
			return 0;
		if (!first)
			return 1;
		for (size_t j = k; j-- > 0;)
			if (d->items[j].kind == DOC_LINE &&
			    d->items[j].heading) {
				own = d->items[j].heading;
				break;
			}
		return minlev == first && first >= own;
	}
	return 0;
}

/*
 * Whether label s (len bytes, a heading's or caption's text) names only a
 * test: its words name no system (heading_names_no_system() 2: tests,
 * tools, sizes) and among them a direction or pattern ("Write", "### Read
 * Speed", "2. 测试读取速度", "3. 쓰기 (dd)", "順次読み込み") or a
 * CrystalDiskMark test.  Such a line gives the runs under it their
 * direction, not their label: a label names what ran.
 */
/*
 * Whether bracket text s (len bytes, inside "(...)") is a remark on the
 * test, no system: words of small letters and hyphens ("pre-store data")
 * or sizes ("block size 4M"), four words at most, naming no storage or
 * file system (doc_prose_system(): "(zfs)", "(SSD)" name one).
 */
static int test_bracket_remark(const char *s, size_t len)
{
	char name[LABEL_MAX];
	size_t i = 0, words = 0;

	while (i < len) {
		size_t a;
		const char *e;
		double x;

		while (i < len && s[i] == ' ')
			i++;
		if (i == len)
			break;
		a = i;
		while (i < len && s[i] != ' ')
			i++;
		if (++words > 4)
			return 0;
		if (isdigit((unsigned char)s[a]) &&
		    !units_size(s + a, &e, UNITS_BINARY, UNITS_COMMA_THOUSANDS,
				&x) &&
		    e == s + i)
			continue;
		for (size_t k = a; k < i; k++)
			if (!((s[k] >= 'a' && s[k] <= 'z') || s[k] == '-'))
				return 0;
	}
	return words && doc_prose_system(s, len, name, sizeof(name)) == 0;
}

static int label_names_test_only(const char *s, size_t len)
{
	/* the CJK brackets a post sets a title in: 【】, 〖〗, 「」, 『』 */
	static const char *const pairs[][2] = {
	    {"\xe3\x80\x90", "\xe3\x80\x91"},
	    {"\xe3\x80\x96", "\xe3\x80\x97"},
	    {"\xe3\x80\x8c", "\xe3\x80\x8d"},
	    {"\xe3\x80\x8e", "\xe3\x80\x8f"},
	};
	struct testname tn;
	size_t b = 0;

	/* "【1. Sequential Write】", "「2. 随机读」": a numbered caption
	 * set in title brackets; the brackets go, the rest is judged as
	 * written without them ("1. Sequential Write") */
	while (len && s[len - 1] == ' ')
		len--;
	for (size_t k = 0; len > 6 && (unsigned char)s[0] == 0xe3 &&
			   k < sizeof(pairs) / sizeof(pairs[0]);
	     k++)
		if (!memcmp(s, pairs[k][0], 3) &&
		    !memcmp(s + len - 3, pairs[k][1], 3) &&
		    !memmem(s + 3, len - 6, pairs[k][0], 3)) {
			s += 3;
			len -= 6;
			while (len && s[0] == ' ')
				s++, len--;
			break;
		}
	/* "2.1.1 Sequential read (block size 4M)", "write (pre-store
	 * data)": a section's number, then the test and a remark on it in
	 * brackets; the test alone is judged */
	while (b < len && (isdigit((unsigned char)s[b]) || s[b] == '.'))
		b++;
	if (b && b + 1 < len && s[b] == ' ') {
		s += b + 1;
		len -= b + 1;
	}
	while (len && s[len - 1] == ' ')
		len--;
	if (len && s[len - 1] == ')') {
		const char *o = memchr(s, '(', len);

		if (o && o > s &&
		    !memchr(o + 1, '(', (size_t)(s + len - o - 1)) &&
		    test_bracket_remark(o + 1, (size_t)(s + len - o - 2)))
			for (len = (size_t)(o - s); len && s[len - 1] == ' ';)
				len--;
	}
	if (!len || heading_names_no_system(s, len) != 2 ||
	    tool_name_only(s, len))
		return 0;
	testname_parse(s, len, 0, &tn);
	return !tn.value_header &&
	       (tn.cond.op || tn.n_ops || tn.cond.pattern || tn.cdm);
}

/*
 * Whether the paragraph right above block p is the sentence below the
 * tool output before it that names that output ("This was the Samsung
 * 870 EVO, no surprises there.": caption_below()), the one paragraph
 * between the two: it names the output above, not p.
 */
static int prose_names_block_above(struct docstate *ds, const struct piece *p)
{
	const struct piece *q = NULL;
	char thing[LABEL_MAX];
	int paragraphs = 0, in = 0;

	for (size_t i = 0; i < ds->n_pieces; i++)
		if (ds->pieces[i].kind == PIECE_TOOL &&
		    ds->pieces[i].last < p->first &&
		    (!q || ds->pieces[i].last > q->last))
			q = &ds->pieces[i];
	if (!q)
		return 0;
	for (size_t k = q->last + 1; k < p->first; k++) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || it->heading)
			return 0;
		if (it->blank || it->pre) {
			in = 0;
			continue;
		}
		paragraphs += !in;
		in = 1;
	}
	return paragraphs == 1 && caption_below(ds, q, thing, sizeof(thing));
}

/*
 * Whether item it is a "//" comment with words ("// HDD speed", "//NVMe"):
 * a code comment a person put over an output as its name.
 */
static int slash_comment(const struct doc_item *it)
{
	const char *s = it->s, *e = it->s + it->len;

	if (it->kind != DOC_LINE || it->pre || it->heading)
		return 0;
	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	if (e - s < 3 || s[0] != '/' || s[1] != '/')
		return 0;
	for (s += 2; s < e && *s == ' '; s++)
		;
	return s < e && isalnum((unsigned char)*s);
}

/*
 * Whether a heading ends in a word that only joins ("### Testing on ",
 * "## Results for the", "### Test mit", "### Essai sur"): the author never
 * typed what it was run on: no name.  Not "Write cache on" (a setting
 * switched on), "2.5 in" (inches), "Drive A" (a name), nor a word alone.
 */
static int heading_dangles(const char *s, size_t len)
{
	static const char *const joins[] = {
	    /* English */
	    "on",
	    "with",
	    "for",
	    "at",
	    "of",
	    "the",
	    "an",
	    "in",
	    "to",
	    "from",
	    "using",
	    "by",
	    "via",
	    "under",
	    "into",
	    "against",
	    "vs",
	    /* German */
	    "mit",
	    "auf",
	    "für",
	    "von",
	    "unter",
	    "der",
	    "dem",
	    "den",
	    "ein",
	    "einem",
	    "einer",
	    "im",
	    "am",
	    "zum",
	    /* French */
	    "sur",
	    "avec",
	    "pour",
	    "du",
	    "des",
	    "les",
	    "sous",
	    "une",
	    "au",
	    "aux",
	    /* Spanish, Italian, Portuguese */
	    "con",
	    "para",
	    "del",
	    "sobre",
	    "los",
	    "las",
	    "una",
	    "su",
	    "per",
	    "di",
	    "della",
	    "sul",
	    "sulla",
	    "com",
	    "em",
	    NULL,
	};
	static const char *const settings[] = {
	    "cache",
	    "caching",
	    "compression",
	    "trim",
	    "discard",
	    "barrier",
	    "barriers",
	    "writeback",
	    "sync",
	    "dedup",
	    "turbo",
	    "encryption",
	    "atime",
	    "ncq",
	    "boost",
	    "log",
	    "logged",
	    "plugged",
	    "burn",
	    "built",
	    "turned",
	    "switched",
	    "powered",
	    "left",
	    "set",
	    "is",
	    "was",
	    "are",
	    "ist",
	    "est",
	    /* "no options on", "all features on": what is switched */
	    "options",
	    "option",
	    "settings",
	    "flags",
	    "features",
	    "tuning",
	    "mode",
	    "power",
	    NULL,
	};

	size_t b = len, a, pa, pb;
	int letter = 0;

	while (b && strchr(" \t:", s[b - 1]))
		b--;
	for (a = b; a && isalpha((unsigned char)s[a - 1]); a--)
		;
	/* "für": a UTF-8 letter inside */
	while (a && (unsigned char)s[a - 1] >= 0x80)
		for (a--; a && isalpha((unsigned char)s[a - 1]); a--)
			;
	for (pb = a; pb && (s[pb - 1] == ' ' || s[pb - 1] == '\t'); pb--)
		;
	if (a == b || pb == a || !pb)
		return 0;
	for (pa = pb; pa && !strchr(" \t", s[pa - 1]); pa--)
		;
	for (size_t i = pa; i < pb; i++) {
		if (isdigit((unsigned char)s[i]))
			return 0;
		letter |= isalpha((unsigned char)s[i]) != 0;
	}
	/* "### on": no word before it ('#' marks none) */
	if (!letter)
		return 0;
	if (!(b - a == 1 && s[a] == 'a') &&
	    !word_listed(s + a, b - a, joins, 1))
		return 0;
	return !word_listed(s + pa, pb - pa, settings, 1);
}

/*
 * Whether heading s (len bytes) is a sentence, no name: a ':' inside it
 * and eight words or more, four of them or more starting in lowercase
 * ("Tirando a limpo: leitura bruta e saude do disco", "Checking the
 * result: read speed and health of the disk"): a topic, and no label;
 * or one left unfinished (heading_dangles(): "Testing on").
 */
static int sentence_heading(const char *s, size_t len)
{
	const char *c = memchr(s, ':', len);
	size_t words = 0, lower = 0;

	if (heading_dangles(s, len))
		return 1;
	if (!c || (size_t)(c - s) + 2 >= len || c[1] != ' ')
		return 0;
	/* a word has a letter: "2." (the list's number), ":" and "/"
	 * between parts ("2. sar output : fio / 16K randread / 200GB
	 * LUN", a title of parts) are none */
	for (size_t i = 0; i < len; i++)
		if (s[i] != ' ' && (i == 0 || s[i - 1] == ' ')) {
			size_t e = i;
			int letter = 0;

			for (; e < len && s[e] != ' '; e++)
				letter |= isalpha((unsigned char)s[e]) ||
					  (unsigned char)s[e] >= 0x80;
			words += letter;
			lower += islower((unsigned char)s[i]) != 0;
		}
	return words >= 8 && lower >= 4;
}

/*
 * Whether heading item k names a configuration in a word or three: a
 * word of letters and digits ("Raid5", "Gen4", "Samsung 980") or with a
 * capital after a lowercase letter ("NVMe"; not "QUELQUES TESTS", words
 * in capitals); no tool ("IOZone3"), test, setting, sentence nor word
 * that heads results ("Results", "Benchmarks").
 */
static int config_heading(struct docstate *ds, size_t k)
{
	const struct doc_item *it = &ds->d.items[k];
	struct testname tn;
	size_t words = 0;
	int thing = 0, alpha = 0, digit = 0;

	if (!heading_may_name(ds, (long)k) || it->toc ||
	    line_is_post_heading(it->s, it->len) ||
	    line_is_settings(it->s, it->len) || testname_tool(it->s, it->len) ||
	    step_heading(it->s, it->len) || sentence_heading(it->s, it->len))
		return 0;
	testname_parse(it->s, it->len, 0, &tn);
	if (tn.cond.op || tn.cond.pattern || tn.test_header || tn.value_header)
		return 0;
	for (size_t i = 0, w = 0; i <= it->len; i++) {
		int c = i < it->len ? (unsigned char)it->s[i] : ' ';

		if (c == ' ' || c == '\t') {
			size_t e = i;

			/* "IOZone3": a tool's name and its version */
			while (e > w && (isdigit((unsigned char)it->s[e - 1]) ||
					 it->s[e - 1] == '.'))
				e--;
			if (e > w && testname_tool(it->s + w, e - w))
				return 0;
			thing |= alpha && digit;
			alpha = digit = 0;
			w = i + 1;
			continue;
		}
		if (c >= 0x80 || strchr(":?!,()[]", c))
			return 0;
		words += i == 0 || it->s[i - 1] == ' ' || it->s[i - 1] == '\t';
		alpha |= isalpha(c) != 0;
		digit |= isdigit(c) != 0;
		thing |=
		    isupper(c) && i && islower((unsigned char)it->s[i - 1]);
	}
	return words && words <= 3 && thing;
}

static size_t heading_item_above(const struct docstate *ds, size_t i);

/*
 * Whether heading text s names a test, a metric or a condition ("Single
 * 4KiB random write process"): the runs under it differ by what ran, not
 * by the system, so it qualifies no row's name.
 */
static int heading_names_test(const char *s)
{
	struct testname tn;

	testname_parse(s, strlen(s), 0, &tn);
	return tn.found || tn.n_ops || tn.cdm || tn.cond.pattern ||
	       tn.cond.bs > 0 || tn.cond.iodepth > 0 || tn.cond.numjobs > 0 ||
	       tn.metric != TESTNAME_NONE;
}

/*
 * Label (n bytes), the name before a fio result line quoted alone ("-
 * fio-nvme: IOPS=146k, ..."), becomes "heading / name" when a line of
 * the same name stands under another heading of the document ("####
 * Machine 4v CPU, 16GB RAM" and "#### Machine 16v CPU, 30GB RAM" over
 * lists of the same jobs): the heading is what tells the two runs apart.
 */
static void bare_caption_heading(const struct docstate *ds,
				 const struct piece *p, char *label, size_t n)
{
	size_t h = heading_item_above(ds, p->first), len = strlen(label);
	char own[LABEL_MAX], other[LABEL_MAX];
	int found = 0;

	if (h == SIZE_MAX)
		return;
	label_text(own, sizeof(own), ds->d.items[h].s, ds->d.html);
	own[strip_len(own)] = '\0';
	if (!own[0] || line_generic_heading(own, strlen(own)) ||
	    heading_names_test(own))
		return;
	for (size_t j = 0; j < ds->n_pieces && !found; j++) {
		const struct piece *q = &ds->pieces[j];
		const struct doc_item *qi = &ds->d.items[q->first];
		size_t qb, qe;

		/* a name of this heading's list (this one or a sibling's) */
		if (!q->bare || heading_item_above(ds, q->first) != h)
			continue;
		bare_fio_caption(qi->s, qi->len, &qb, &qe);
		for (size_t i = 0; i < ds->n_pieces && !found && qe > qb; i++) {
			const struct piece *o = &ds->pieces[i];
			const struct doc_item *it;
			size_t cb, ce, oh;

			if (o == q || !o->bare)
				continue;
			it = &ds->d.items[o->first];
			bare_fio_caption(it->s, it->len, &cb, &ce);
			if (ce - cb != qe - qb ||
			    strncmp(it->s + cb, qi->s + qb, qe - qb))
				continue;
			oh = heading_item_above(ds, o->first);
			if (oh == SIZE_MAX || oh == h)
				continue;
			label_text(other, sizeof(other), ds->d.items[oh].s,
				   ds->d.html);
			other[strip_len(other)] = '\0';
			found = strcmp(own, other) != 0;
		}
	}
	if (found && strlen(own) + len + 4 < n) {
		memmove(label + strlen(own) + 3, label, len + 1);
		memcpy(label, own, strlen(own));
		memcpy(label + strlen(own), " / ", 3);
	}
}

/*
 * A heading naming one of several variants ("### btrfs", "### xfs")
 * under a parent heading naming the configuration they vary under ("##
 * Raid5"): the parent is part of what a person says each run is of, so
 * label (n bytes), which starts with the variant heading's text, gets
 * the parent before it, "Raid5 / btrfs / Before tuneraid.sh".  Only when
 * the parent is no document title, names a configuration
 * (config_heading()) and holds two variant headings or more, each
 * naming something (no test, tool nor "Results").  Item from labelled the
 * block (or -1: the section's heading did).
 */
static void qualify_parent(struct docstate *ds, const struct piece *p,
			   long from, char *label, size_t n)
{
	const struct doc *d = &ds->d;
	long hs = from;
	size_t par, len = strlen(label), variants = 0;
	char own[LABEL_MAX], head[LABEL_MAX];

	if (!len || hs < 0 || !d->items[hs].heading)
		hs = section_heading_above(ds, p->first);
	if (hs < 0 || !d->items[hs].heading || d->items[hs].heading < 2)
		return;
	label_text(own, sizeof(own), d->items[hs].s, d->html);
	own[strip_len(own)] = '\0';
	if (!own[0] || strncmp(label, own, strlen(own)) ||
	    (label[strlen(own)] && strncmp(label + strlen(own), " / ", 3)))
		return;
	par = parent_heading(ds, (size_t)hs);
	if (par == SIZE_MAX || doc_title_heading(ds, par) ||
	    !config_heading(ds, par))
		return;
	for (size_t k = par + 1; k < d->n; k++) {
		const struct doc_item *o = &d->items[k];
		struct testname tn;

		if (o->kind != DOC_LINE || !o->heading || o->toc)
			continue;
		if (o->heading <= d->items[par].heading)
			break;
		if (o->heading != d->items[hs].heading)
			continue;
		testname_parse(o->s, o->len, 0, &tn);
		if (!heading_may_name(ds, (long)k) ||
		    tool_name_only(o->s, o->len) || tn.cond.op ||
		    tn.cond.pattern || tn.test_header || tn.value_header)
			return;
		variants++;
	}
	label_text(head, sizeof(head), d->items[par].s, d->html);
	head[strip_len(head)] = '\0';
	if (variants < 2 || !head[0] || strstr(label, head) ||
	    strlen(head) + len + 4 >= n)
		return;
	label_prefix(label, head);
}

/*
 * Whether item k is a caption a person wrote over an output or over a
 * group of captioned outputs (caption_line_item(): a short line ending in
 * ':', none of a tool's; line_caption(): no sentence): "Virtio-blk:",
 * "unpatched:".  Not a heading, a step, a script's progress line nor a
 * word that only heads results ("Results:"); its text into out (n bytes).
 */
static int nest_caption(struct docstate *ds, size_t k, char *out, size_t n)
{
	const struct doc_item *it = &ds->d.items[k];

	if (!line_item(&ds->d, k) || it->heading || it->pre || it->toc ||
	    !caption_line_item(ds, k) || line_is_progress(it->s, it->len) ||
	    instruction_line(it->s, it->len) ||
	    !line_caption(it->s, it->len, out, n) ||
	    line_generic_heading(out, strlen(out)) ||
	    tool_name_only(out, strlen(out)) ||
	    testname_direction_only(out, strlen(out)))
		return 0;
	return 1;
}

/* The next item after k with text, or -1 (past a table or the end). */
static long next_text_item(const struct docstate *ds, size_t k)
{
	for (size_t i = k + 1; i < ds->d.n; i++) {
		if (ds->d.items[i].kind != DOC_LINE)
			return -1;
		if (!ds->d.items[i].blank)
			return (long)i;
	}
	return -1;
}

/* Whether caption item k heads other captions: the next line with text
 * is a caption too ("Virtio-blk:" / "unpatched:"). */
static int caption_over_caption(struct docstate *ds, size_t k)
{
	char t[LABEL_MAX];
	long nx = next_text_item(ds, k);

	return nx >= 0 && nest_caption(ds, (size_t)nx, t, sizeof(t));
}

/*
 * How many quote marks open the line the user gave for item k
 * (line_quote_marks()): a mail's quote, which the text read here no
 * longer shows; -1 when the text was not normalized (no quote in it).
 */
static int item_quote_marks(const struct docstate *ds, size_t k)
{
	const struct ingest_linemap *m = ds->ctx->map;
	const char *s;
	size_t n;

	if (!m || !m->norm || ds->d.items[k].no <= 0)
		return -1;
	s = ingest_norm_orig_line(
	    m->norm, ingest_norm_line(m->norm, ds->d.items[k].no), &n);
	return s ? (int)line_quote_marks(s, n) : -1;
}

/*
 * The outer caption over caption item c: going up from c past blank
 * lines, outputs (tool lines) and the captions of sibling outputs, the
 * first caption whose next line with text is a caption too
 * ("Virtio-blk:" / "unpatched:" / output / "patched:" / output), a
 * run's command between them too.  Any other line (a heading, prose)
 * ends the search: -1.  But a reply
 * written into the quote that holds both captions ("> Before the
 * patch:" / "> CMD (Randread):" / "> sudo fio ..." / "Thanks for the
 * numbers!" / "> mytest: (g=0) ..." / ... / "> CMD (Randwrite):"): its
 * lines, quoted less deeply than c, are passed over, and the outer
 * caption must then stand in c's quote (as deep as c).
 */
static long raw_outer_caption(struct docstate *ds, size_t c)
{
	char t[LABEL_MAX];
	int depth = -2, reply = 0;

	for (size_t k = c; k-- > 0;) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || it->heading)
			return -1;
		if (it->blank)
			continue;
		if (nest_caption(ds, k, t, sizeof(t))) {
			if (caption_over_caption(ds, k))
				return !reply ||
					       item_quote_marks(ds, k) == depth
					   ? (long)k
					   : -1;
			continue; /* a sibling output's own caption */
		}
		/* an output's line; a run's command over it */
		if (ds->used[k] == 2 || item_has_command(ds, k, NULL))
			continue;
		if (depth == -2)
			depth = item_quote_marks(ds, c);
		if (depth <= 0 || item_quote_marks(ds, k) >= depth)
			return -1;
		reply = 1;
	}
	return -1;
}

/*
 * Whether caption text s (len bytes) names only the test its run ran, or
 * the command that ran it: "CMD (Randread)", "fio randwrite 4k", "8k"
 * (line_test_caption()), "direct io Sequential write" (as a heading
 * would, test_words_heading()).  The run's own conditions say as much;
 * it names nothing it ran on.
 */
static int caption_names_test_only(const char *s, size_t len)
{
	return line_test_caption(s, len) || test_words_heading(s, len);
}

/*
 * Two levels of captions in a post, "Virtio-blk:" over "unpatched:" and
 * "patched:" (each over its output), then "micron p320h:" over the same
 * two: the inner caption alone does not tell the devices apart, so label
 * (n bytes), caption item c's, gets the outer caption before it,
 * "Virtio-blk / unpatched".  Only when the inner caption's words stand
 * under another outer caption too, and the outer's never head an output
 * of their own ("Unpatched 6.7-rc4:" left without output over "Patched
 * with this series:" is a sibling, no outer).
 *
 * An inner caption naming only the run's test or command
 * (caption_names_test_only(): "Before the patch:" / "CMD (Randread):" /
 * command / output / "CMD (Randwrite):" / ... / "After the patch:" / the
 * same two) names nothing a person compares: the outer caption, a state
 * or a system, is the label alone ("Before the patch"), repeated or not;
 * its scope is what raw_outer_caption() walks over (outputs, a reply's
 * lines inside them, sibling captions; never a heading nor free prose).
 */
static void qualify_outer_caption(struct docstate *ds, size_t c, char *label,
				  size_t n)
{
	char in[LABEL_MAX], out[LABEL_MAX];
	long o = raw_outer_caption(ds, c);
	int other = 0, test_only;

	if (o < 0 || !nest_caption(ds, c, in, sizeof(in)) ||
	    caption_over_caption(ds, c) ||
	    !nest_caption(ds, (size_t)o, out, sizeof(out)) ||
	    same_item_text(&ds->d, (size_t)o, c) || strstr(label, out))
		return;
	test_only = caption_names_test_only(in, strlen(in)) &&
		    !caption_names_test_only(out, strlen(out));
	for (size_t k = 0; k < ds->d.n; k++) {
		long ko;

		if (k == (size_t)o || k == c || !line_item(&ds->d, k))
			continue;
		/* the outer's words over an output of their own: a sibling */
		if (same_item_text(&ds->d, k, (size_t)o) &&
		    !caption_over_caption(ds, k))
			return;
		if (same_item_text(&ds->d, k, c) && !other) {
			ko = raw_outer_caption(ds, k);
			other = ko >= 0 &&
				!same_item_text(&ds->d, (size_t)ko, (size_t)o);
		}
	}
	if (test_only && strlen(out) < n && !strcmp(label, in)) {
		snprintf(label, n, "%s", out);
		return;
	}
	if (!other || strlen(out) + strlen(label) + 4 >= n)
		return;
	label_prefix(label, out);
}

/*
 * Whether caption item c (nest_caption(), no name in it: "unpatched:")
 * stands right over tool block p whose later outputs each have a caption
 * of the same kind inside the block ("patched:" over the next job's
 * block): the person captioned every output so, the first too.
 */
static int captioned_like_siblings(struct docstate *ds, const struct piece *p,
				   size_t c)
{
	char t[LABEL_MAX];

	if (!nest_caption(ds, c, t, sizeof(t)) || caption_over_caption(ds, c))
		return 0;
	for (size_t k = p->first + 1; k <= p->last && k < ds->d.n; k++) {
		long nx;

		if (!nest_caption(ds, k, t, sizeof(t)))
			continue;
		nx = next_text_item(ds, k);
		if (nx >= 0 && (size_t)nx <= p->last && ds->used[nx] == 2 &&
		    !caption_over_caption(ds, k))
			return 1;
	}
	return 0;
}

/*
 * Caption label of tool block p, ending in a bracket of a direction only
 * ("RAID on SSD drives (write)", line_direction_label()), becomes the
 * name before it.  Returns 0 (label emptied) when a result of the block
 * has the other direction: the caption is of another run; else 1.
 */
static int direction_bracket_name(const struct piece *p, char *label)
{
	int op = IODB_OP_UNKNOWN;

	for (size_t i = 0; i < p->n_res; i++)
		if (p->res[i].op != IODB_OP_UNKNOWN)
			op = op && op != (int)p->res[i].op ? -1
							   : (int)p->res[i].op;
	return line_direction_label(label, op);
}

static int subject_title(struct docstate *ds, long k);

/*
 * Whether title s (len bytes) describes a change to software or asks
 * about one, as a pull request's or a question's title does: its first
 * word a change's verb ("Add io_uring subsystem", "os/bluestore:
 * introduce new io_uring IO engine", a component's prefix first), or
 * "implementation of", "support for", "question about" in it ("Simple
 * implementation of read_batched").  A title of a system's results
 * ("Random reads on the new md array", "Reads from the archive pool look
 * slow") is none.
 */
static int change_title(const char *s, size_t len)
{
	static const char *const verbs[] = {
	    "add",	 "adds",	   "implement", "implements",
	    "introduce", "introduces",	   "enable",	"enables",
	    "support",	 "supports",	   "fix",	"fixes",
	    "refactor",	 "rework",	   "remove",	"question",
	    "questions", "implementation", NULL};
	static const char *const phrases[] = {
	    "implementation of ", "support for ", "question about ", NULL};
	const char *c = memchr(s, ' ', len);
	size_t w;

	for (size_t i = 0; phrases[i]; i++)
		if (text_find(s, len, phrases[i], strlen(phrases[i])))
			return 1;
	/* "os/bluestore: ", "virtio-devices: ": the component changed */
	if (c && c > s && c[-1] == ':') {
		len -= (size_t)(c + 1 - s);
		s = c + 1;
	}
	for (w = 0; w < len && isalpha((unsigned char)s[w]); w++)
		;
	if (w == len || s[w] != ' ')
		return 0;
	for (size_t i = 0; verbs[i]; i++)
		if (strlen(verbs[i]) == w && !strncasecmp(s, verbs[i], w))
			return 1;
	return 0;
}

/*
 * Whether title s (len bytes) only describes a problem or a symptom: a
 * word of a problem ("slow", "limited", "poor", "regression", "hang",
 * "issue", "bug", "not working"; "langsam", "lent", "lento", ...) and
 * otherwise only words of a test, a metric or no meaning ("limited
 * performance", "Very slow write speed", "Problem mit der
 * Schreibgeschwindigkeit", "SSD very slow after upgrade").  A question
 * on reading a tool's figures counts as one ("FIO 2.20 version results
 * interpretation": the tool and its version name no system).  A word of
 * anything else ("archive pool", "vioscsi", "2.13" alone) names what is
 * slow: none; a kind of device (SSD, NVMe, HDD, disk, drive) names no one
 * system.
 */
static int problem_title(const char *s, size_t len)
{
	static const char *const bad[] = {
	    "slow",	 "slower",   "slowness",   "slowdown",	  "limited",
	    "poor",	 "low",	     "lower",	   "bad",	  "terrible",
	    "awful",	 "degraded", "regression", "regressions", "hang",
	    "hangs",	 "hanging",  "issue",	   "issues",	  "problem",
	    "problems",	 "bug",	     "bugs",	   "broken",	  "stuck",
	    "langsam",	 "langsame", "langsamer",  "schlecht",	  "schlechte",
	    "niedrige",	 "geringe",  "probleme",   "fehler",	  "lent",
	    "lente",	 "lents",    "lentes",	   "lenteur",	  "faible",
	    "faibles",	 "mauvaise", "mauvaises",  "problème",	  "problèmes",
	    "lento",	 "lenta",    "lentos",	   "lentas",	  "lentitud",
	    "bajo",	 "baja",     "malo",	   "mala",	  "problema",
	    "problemas", "bassa",    "baixo",	   "baixa",	  NULL};
	static const char *const plain[] = {
	    "performance", "performances", "perf", "speed", "speeds",
	    "throughput", "bandwidth", "latency", "iops", "io", "i/o", "read",
	    "write", "reads", "writes", "reading", "writing",
	    /* a kind of device names no one
	     * system: "bad performance on
	     * NVMe SSD" */
	    "ssd", "ssds", "nvme", "hdd", "hdds", "disk", "disks", "drive",
	    "drives", "sata", "sequential", "random", "transfer", "rate",
	    "rates", "very", "extremely", "really", "too", "quite", "the", "a",
	    "an", "of", "on", "in", "with", "when", "while", "during", "is",
	    "are", "and", "or", "for", "to", "not", "leistung",
	    "geschwindigkeit", "schreibgeschwindigkeit", "lesegeschwindigkeit",
	    "lesen", "schreiben", "sehr", "die", "der", "das", "beim", "bei",
	    "mit", "und", "vitesse", "débit", "écriture", "lecture", "très",
	    "de", "des", "du", "la", "le", "les", "en", "et", "trop",
	    "rendimiento", "velocidad", "escritura", "lectura", "muy", "del",
	    "el", "los", "las", "con", "y", "desempenho", "velocidade",
	    "prestazioni", "velocità",
	    /* when it came: "very slow after upgrade", "since the kernel
	     * update" */
	    "after", "since", "upgrade", "upgrades", "upgrading", "upgraded",
	    "update", "updates", "updating", "updated", "kernel", "firmware",
	    "suddenly", "got", "gets", "getting", "became", "becomes", "become",
	    "version", "results", "result", "output", NULL};
	/* a question on reading the figures: "fio results interpretation",
	 * "understanding hdparm output" ask about the tool, no system */
	static const char *const asks[] = {
	    "interpretation", "interpreting", "interpret", "understanding",
	    "explanation",    "meaning",      NULL};
	static const char *const tools[] = {"fio",     "hdparm",   "dd",
					    "iozone",  "bonnie++", "bonnie",
					    "diskspd", NULL};
	static const char *const seps = " \t,;:!?()[]\".";
	int seen = 0, neg = 0, tool = 0;
	size_t i = 0;

	while (i < len) {
		size_t b, e, k, m;
		int was_neg = neg;

		while (i < len && strchr(seps, s[i]))
			i++;
		if (i == len)
			break;
		for (b = i; i < len && !strchr(seps, s[i]); i++)
			;
		e = i;
		neg = (e - b == 3 && !strncasecmp(s + b, "not", 3)) ||
		      (e - b == 7 && !strncasecmp(s + b, "doesn't", 7));
		if (neg || word_listed(s + b, e - b, plain, 1))
			continue;
		if (word_listed(s + b, e - b, asks, 1)) {
			seen = 1;
			continue;
		}
		/* the tool and its version ("FIO 2.20", "fio 3.28"): the
		 * tool asked about, no system ('.' parts the version) */
		for (k = b; k < e && isdigit((unsigned char)s[k]); k++)
			;
		if (word_listed(s + b, e - b, tools, 1) || (tool && k == e)) {
			tool = 1;
			continue;
		}
		tool = 0;
		/* "not working", "doesn't work" */
		if (word_listed(s + b, e - b, bad, 1) ||
		    (was_neg &&
		     ((e - b == 7 && !strncasecmp(s + b, "working", 7)) ||
		      (e - b == 4 && !strncasecmp(s + b, "work", 4))))) {
			seen = 1;
			continue;
		}
		/* "write/read": each part */
		for (k = b; k < e; k = m + 1) {
			for (m = k; m < e && s[m] != '/'; m++)
				;
			if (word_listed(s + k, m - k, bad, 1))
				seen = 1;
			else if (m == k || !word_listed(s + k, m - k, plain, 1))
				return 0;
		}
	}
	return seen;
}

/*
 * Whether heading item k is the document's title naming its subject and
 * no system (subject_title(), title_names_system()) and describing a
 * change or a question (change_title()): an issue's "# Simple
 * implementation of read_batched".  It labels no output under it; "#
 * Samsung 980 PRO review" does, and so does a title of results ("#
 * Random reads on the new md array").
 */
static int title_names_nothing(struct docstate *ds, long k)
{
	char t[LABEL_MAX];
	const struct doc_item *it;

	if (!subject_title(ds, k))
		return 0;
	it = &ds->d.items[k];
	label_text(t, sizeof(t), it->s, ds->d.html);
	t[strip_len(t)] = '\0';
	/* a problem title's every word is a problem's, a test's or a kind
	 * of device's ("Bad write performance on NVMe SSD"): it names no
	 * system even where title_names_system() takes "NVMe SSD" for one */
	return (!title_names_system(t, strlen(t)) &&
		change_title(t, strlen(t))) ||
	       problem_title(t, strlen(t));
}

/*
 * The kernel a line above block p says its runs ran on, nothing nearer
 * naming them: "On kernel 6.11" (line_version_lead_in()) over the runs
 * compared on it, or the `uname -a` line printed before them ("Linux box
 * 6.11.0-1016-gcp #16~24.04.1-Ubuntu SMP ...", line_uname_release()): it
 * holds over the outputs below it up to the next such line, as in a mail
 * comparing two kernels.  Never past a heading, a mail's attribution
 * ("On Fri, Nov 28, 2025 ... wrote:": the thread's other part) or a
 * person's caption ending in ':'.  Into
 * label (n bytes); 1 when found.
 */
static int kernel_lead_above(struct docstate *ds, const struct piece *p,
			     char *label, size_t n)
{
	for (size_t k = p->first, seen = 0; k-- > 0 && seen < 60;) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE)
			return 0;
		if (it->blank)
			continue;
		seen++;
		if (it->heading || line_is_attribution(it->s, it->len))
			return 0;
		if (it->pre)
			continue;
		if (line_uname_release(it->s, it->len, label, n))
			return 1;
		if (it->len < n && line_version_lead_in(it->s, it->len)) {
			snprintf(label, n, "%.*s", (int)it->len, it->s);
			if (label[it->len - 1] == ':')
				label[it->len - 1] = '\0';
			return 1;
		}
		/* "During the resync:" between: a caption of its own, which
		 * the lead-in over it qualifies elsewhere (nest_caption()) */
		if (it->s[it->len - 1] == ':' && !output_line(it->s, it->len))
			return 0;
	}
	return 0;
}

/*
 * Whether s (len bytes) is a status line a benchmark script prints at the
 * end of its own output ("No IPv6 connectivity detected", nench's and
 * bench.sh's last line when the host has no IPv6): the output's own
 * text, never a caption or heading of the next one, though it stands
 * alone under it (a "-----" frame below it makes it a setext heading).
 */
static int script_status_line(const char *s, size_t len)
{
	static const char *const lines[] = {
	    "no ipv6 connectivity detected",
	    "no ipv4 connectivity detected",
	    "ipv6 connectivity not detected",
	    "ipv4 connectivity not detected",
	    NULL,
	};

	while (len && strchr(" \t*_#", *s))
		s++, len--;
	while (len && strchr(" \t*_.!", s[len - 1]))
		len--;
	for (size_t k = 0; lines[k]; k++)
		if (len == strlen(lines[k]) && !strncasecmp(s, lines[k], len))
			return 1;
	return 0;
}

/*
 * The key of line s (len bytes) when it states a property of the volume
 * under test, "Key: value" ("Filesystem:  ext4 (rw,relatime)", "Capacity:
 * 512GB", "Mount point: /mnt/data"): its length, else 0.
 */
static size_t volume_property_key(const char *s, size_t len)
{
	static const char *const keys[] = {
	    "filesystem", "file system", "fs",	      "capacity",
	    "disk size",  "size",	 "partition", "mount point",
	    "mountpoint", "format",	 NULL};
	size_t i = 0, c, w;

	while (i < len && strchr(" \t*_>-", s[i]))
		i++;
	for (c = i; c < len && c < i + 16 && s[c] != ':'; c++)
		;
	if (c >= len || s[c] != ':' || !word_listed(s + i, c - i, keys, 1))
		return 0;
	for (w = c + 1; w < len && strchr(" \t*_`", s[w]); w++)
		;
	return w < len ? c - i : 0;
}

/*
 * Whether item k, right over a block, states a property of the volume
 * tested that no other line of the document gives another value of: the
 * setup's detail ("Capacity: 512GB" / "Filesystem: ext4" under the post's
 * title), no name of it.  "Filesystem: ext4" over one output and
 * "Filesystem: xfs" over the next tell the runs apart: captions then.
 */
static int lone_volume_property(const struct docstate *ds, size_t k)
{
	const struct doc_item *it = &ds->d.items[k];
	size_t kl = volume_property_key(it->s, it->len);

	if (!kl)
		return 0;
	for (size_t j = 0; j < ds->d.n; j++) {
		const struct doc_item *o = &ds->d.items[j];

		if (j != k && o->kind == DOC_LINE && !o->pre &&
		    volume_property_key(o->s, o->len) == kl &&
		    !strncasecmp(o->s, it->s, kl) &&
		    (o->len != it->len || strncmp(o->s, it->s, o->len)))
			return 0;
	}
	return 1;
}

/*
 * Whether item it is a line of the kernel's log, as dmesg prints it:
 * "[ 2879.956702] sde: unknown partition table" (log_kernel_stamp(),
 * after a quote's '>' and blanks).
 */
static int kernel_log_line(const struct doc_item *it)
{
	size_t skip;

	if (it->kind != DOC_LINE || it->blank)
		return 0;
	skip = strspn(it->s, " >\t");
	return log_kernel_stamp(it->s + skip, it->len - skip) > 0;
}

/*
 * Whether heading s (len bytes) says only what was done, in words naming
 * no system nor any test ("### Storage performance benchmark", "Disk
 * benchmark": two words or more, one of benchmarking and one of storage
 * in general, all naming nothing (heading_names_no_system() 2), no
 * direction, pattern or test): no label; "# Cache test" stays one.  "## Random
 * read" gives its runs a direction; "## Storage" alone is a topic.
 */
static int activity_heading(const char *s, size_t len)
{
	struct testname tn;

	static const char *const doing[] = {
	    "benchmark",   "benchmarks",  "test",	  "tests", "testing",
	    "performance", "measurement", "measurements", NULL};
	/* what the benchmark ran on, in general ("Cache test" names a
	 * test of the cache: it stays a label) */
	static const char *const what[] = {"storage", "disk",	"disks",
					   "drive",   "drives", NULL};
	int done = 0, words = 0, on = 0;

	/* "## Storage" alone gives its section's topic (topic_heading()) */
	for (size_t i = 0; i < len;) {
		size_t a;

		while (i < len && !isalpha((unsigned char)s[i]))
			i++;
		for (a = i; i < len && isalpha((unsigned char)s[i]); i++)
			;
		if (i > a) {
			words++;
			done |= word_listed(s + a, i - a, doing, 1);
			on |= word_listed(s + a, i - a, what, 1);
		}
	}
	if (words < 2 || !done || !on || heading_names_no_system(s, len) != 2)
		return 0;
	testname_parse(s, len, 0, &tn);
	return !tn.found && !tn.cond.op && !tn.cond.pattern &&
	       !tn.test_header && !tn.cdm && tn.metric == TESTNAME_NONE;
}

/*
 * Whether heading item k (or a caption, a numbered line) gives the topic
 * of what follows, a question or a task, and names no system: a question
 * ("# how should I read the minimal output", "Why so slow?";
 * line_question_title()) or a numbered step written as a sentence ("2.
 * Then we write a file of 200 mb into the new folder and check it with
 * sha1sum"; line_step_sentence()), a how-to's heading naming no model
 * ("# How To - Check Disk Speed In Linux"; howto_title()) or the
 * document's title of a change or a problem ("# SSD very slow after
 * upgrade", "# fio 3.28 results interpretation"; title_names_nothing()).
 */
static int topic_plain_heading(struct docstate *ds, long k);

/*
 * Whether title or heading s (len bytes) is a how-to's (line_howto_title():
 * "How To - Commands To Check Disk Speed In Linux", "Tutorial: check your
 * HDD") naming no model: it teaches a task, the outputs under it are the
 * author's examples, no system it names.  A model's word keeps it a name
 * ("How to benchmark the Samsung 980 PRO").
 */
static int howto_title(const char *s, size_t len)
{
	char t[LABEL_MAX];
	size_t words;

	return line_howto_title(s, len) && !model_word_in(s, len, &words) &&
	       !line_drive_model(s, len, t, sizeof(t));
}

static int topic_words_heading(struct docstate *ds, long k)
{
	const struct doc_item *it;

	if (k < 0)
		return 0;
	it = &ds->d.items[k];
	if (it->kind != DOC_LINE || it->pre || it->blank)
		return 0;
	return line_question_title(it->s, it->len) ||
	       line_step_sentence(it->s, it->len) ||
	       (it->heading && howto_title(it->s, it->len)) ||
	       title_names_nothing(ds, k) || topic_plain_heading(ds, k);
}

/*
 * Whether heading item h, of level lvl, is over every output of the
 * document (tool outputs not skipped, tables): each one's nearest heading
 * of level lvl or higher is h or one of the same text.  Not when any
 * output stands elsewhere: under another heading ("### Host machine" over
 * one run, "### Pod with pvc" over another), under a higher one, or
 * before it ("# Cache test" over the second run only).  Worked out once
 * per level (again once the dry runs skipped outputs).
 */
static int heading_over_all_outputs(struct docstate *ds, size_t h, int lvl)
{
	if (!ds->outputs_under[lvl]) {
		long common = -1;

		ds->outputs_under[lvl] = 1;
		for (size_t i = 0, k; i < ds->n_pieces; i++) {
			const struct piece *p = &ds->pieces[i];
			long at = -1;

			if (p->kind == PIECE_TOOL && !p->fmt)
				continue;
			/* the nearest heading of level lvl or higher */
			for (k = p->first; k-- > 0;) {
				const struct doc_item *it = &ds->d.items[k];

				if (it->kind == DOC_LINE && it->heading &&
				    !it->toc && !it->pre &&
				    it->heading <= lvl) {
					at = it->heading == lvl ? (long)k : -1;
					break;
				}
			}
			if (at < 0 || (common >= 0 &&
				       !same_item_text(&ds->d, (size_t)common,
						       (size_t)at)))
				return 0; /* stays 1: not one heading */
			common = at;
		}
		if (common < 0)
			return 0;
		ds->outputs_under[lvl] = 2;
		ds->outputs_heading[lvl] = (size_t)common;
	}
	return ds->outputs_under[lvl] == 2 &&
	       same_item_text(&ds->d, ds->outputs_heading[lvl], h);
}

/*
 * Whether heading item k gives the topic of its section and names no
 * system: its text plain words (line_plain_words(): "### All clients
 * average results", "## Deploy and use", "Анализ проблем с диском"), no
 * word of storage in them (doc_prose_storage_words(): "### Fast pool",
 * "# Disk check on the old desktop" name what ran), and no other heading
 * of its level over any of the document's outputs.  Plain words that
 * tell outputs apart name them ("### Host machine" beside "### Pod with
 * pvc"); over every output of the document they only say what the
 * section is about.
 */
static int topic_plain_heading(struct docstate *ds, long k)
{
	const struct doc_item *it = &ds->d.items[k];
	char t[LABEL_MAX];

	if (!it->heading || it->toc || it->heading > 6 || it->len >= LABEL_MAX)
		return 0;
	label_text(t, sizeof(t), it->s, ds->d.html);
	t[strip_len(t)] = '\0';
	return line_plain_words(t, strlen(t)) &&
	       !doc_prose_storage_words(t, strlen(t)) &&
	       heading_over_all_outputs(ds, (size_t)k, it->heading);
}

/*
 * Whether line item k, a paragraph of one line, runs its test with a
 * name in code (line_using_code_name()); the name into label (n bytes).
 */
static int using_code_caption(struct docstate *ds, size_t k, char *label,
			      size_t n)
{
	const struct doc_item *it = &ds->d.items[k], *up;

	if (it->kind != DOC_LINE || it->pre || it->heading || it->blank)
		return 0;
	up = k ? &ds->d.items[k - 1] : NULL;
	if (up && up->kind == DOC_LINE && !up->blank && !up->heading &&
	    up->no + 1 == it->no)
		return 0;
	return line_using_code_name(it->s, it->len, label, n);
}

/*
 * Whether the name w (n bytes) is defined as a shell function by a line of
 * the document above item k: "function start_trace {", "function
 * start_trace()", "start_trace() {", "start_trace () {".
 */
static int shell_function_defined(const struct docstate *ds, size_t k,
				  const char *w, size_t n)
{
	for (size_t i = 0; i < k; i++) {
		const struct doc_item *it = &ds->d.items[i];
		const char *s = it->s, *e = it->s + it->len;
		int fn = 0; /* "function NAME": no "()" needed */

		if (it->kind != DOC_LINE || it->blank || it->len <= n)
			continue;
		while (s < e && (*s == ' ' || *s == '\t'))
			s++;
		if (e - s > 9 && !memcmp(s, "function ", 9)) {
			for (s += 9; s < e && *s == ' '; s++)
				;
			fn = 1;
		}
		if ((size_t)(e - s) < n || memcmp(s, w, n))
			continue;
		for (s += n; s < e && *s == ' '; s++)
			;
		if (s + 1 < e && s[0] == '(' && s[1] == ')')
			return 1;
		if (fn && (s == e || *s == '{'))
			return 1;
	}
	return 0;
}

/*
 * Whether item k is a line of a script calling a shell function the
 * document defines above it ("start_trace" alone, "set_trace 1" under
 * "function start_trace {" ... "}"): a step of the script, never a
 * caption of an output below, though a bare word.
 */
static int shell_function_call(const struct docstate *ds, size_t k)
{
	const struct doc_item *it = &ds->d.items[k];
	size_t i = 0, w;

	while (i < it->len && (it->s[i] == ' ' || it->s[i] == '\t'))
		i++;
	if (i >= it->len ||
	    !(isalpha((unsigned char)it->s[i]) || it->s[i] == '_'))
		return 0;
	for (w = i; w < it->len &&
		    (isalnum((unsigned char)it->s[w]) || it->s[w] == '_');
	     w++)
		;
	/* a word alone, or with the arguments a call takes (no ':') */
	if ((w < it->len && it->s[w] != ' ') ||
	    memchr(it->s + w, ':', it->len - w))
		return 0;
	return shell_function_defined(ds, k, it->s + i, w - i);
}

static void block_label(struct docstate *ds, const struct piece *p, char *label,
			size_t n, struct relay *relay)
{
	long head = above_lines(ds, p->first, 3, p->bare),
	     hd = label_above(ds, p->first);
	long from = -1, sec = -1;
	int by_heading = 0; /* the label is a heading's */
	int form = 0;	    /* under a bug report form's section */
	int later = 0;	    /* a caption beside the block's named it */
	int bracket = 0;    /* "[Mirror]" alone right above names it */
	long fold = -1;	    /* a "<details>" block's summary right above */
	char dl[LABEL_MAX]; /* drive_line()'s name, unused */

	/* a later part of a split block: the label of the whole */
	if (head < 0 && hd < 0 && p->ctx < p->first) {
		head = above(ds, p->ctx, 3);
		hd = label_above(ds, p->ctx);
	}
	/* "mergerfs + local disk" / "Mount command: **mergerfs -o ...**"
	 * over the block: the line right above the detail names the run */
	if (head > 0 && !ds->d.items[head].pre &&
	    line_is_setup_detail(ds->d.items[head].s, ds->d.items[head].len)) {
		const struct doc_item *up = &ds->d.items[head - 1];

		if (up->kind == DOC_LINE && !up->blank && !up->pre &&
		    !ds->used[head - 1] && up->len < LABEL_MAX &&
		    !item_has_command(ds, (size_t)head - 1, NULL) &&
		    !line_is_setup_detail(up->s, up->len) &&
		    !sentence_line(up->s, up->len))
			head--;
	}
	/* "### Post by bob on 2008-01-06", "#12 by bob": who wrote the post
	 * below, no system; the post's prose may name one (prose_label()) */
	if (head >= 0 &&
	    line_is_post_heading(ds->d.items[head].s, ds->d.items[head].len))
		head = -1;
	if (hd >= 0 &&
	    line_is_post_heading(ds->d.items[hd].s, ds->d.items[hd].len))
		hd = -1;
	/* "## Jeff Geerling" / "Credit: [Jeff Geerling](...)": who wrote the
	 * script, no system (a table's heading reads so too) */
	if (hd >= 0 && ds->d.items[hd].heading &&
	    credit_heading(ds, (size_t)hd))
		hd = -1;
	/* "start_trace" right above, calling the function a script above
	 * defines: a step of the script, no name */
	if (head >= 0 && shell_function_call(ds, (size_t)head))
		head = -1;
	/* "and I get:" right above: a person's clause, no name */
	if (head >= 0 &&
	    line_person_clause(ds->d.items[head].s, ds->d.items[head].len,
			       label, n) == 1)
		head = -1;
	/* "**Describe the issue**", "Description of the bug:" right above:
	 * a bug report form's section, no name; nor is the issue's title
	 * further up */
	if (head >= 0 &&
	    line_is_form_section(ds->d.items[head].s, ds->d.items[head].len)) {
		head = -1;
		form = 1;
	}
	/* "**Test parameters:** 1GB file, direct I/O": how, not what */
	if (head >= 0 &&
	    line_is_parameters(ds->d.items[head].s, ds->d.items[head].len))
		head = -1;
	/* "Result: bandwidth: 377MB/s  avg IOPS: 89  runtime: 2848ms": the
	 * author's summary of the figures below, no name */
	if (head >= 0 &&
	    line_figures_summary(ds->d.items[head].s, ds->d.items[head].len))
		head = -1;
	/* "<summary>Click here to expand...</summary>": the page's button */
	if (head >= 0 && summary_line(&ds->d.items[head]))
		fold = head;
	if (head >= 0 && summary_line(&ds->d.items[head]) &&
	    summary_ui_text(&ds->d.items[head]))
		head = -1;
	if (hd >= 0 &&
	    line_is_parameters(ds->d.items[hd].s, ds->d.items[hd].len))
		hd = -1;
	/* "Filesystem: ext4 (rw,relatime)" right above: how the disk is
	 * set up, no name of it */
	if (head >= 0 && !ds->d.items[head].heading &&
	    lone_volume_property(ds, (size_t)head))
		head = -1;
	/* "No IPv6 connectivity detected": the last output's last line */
	if (head >= 0 &&
	    script_status_line(ds->d.items[head].s, ds->d.items[head].len))
		head = -1;
	/* "[ 2879.956702] sde: unknown partition table": a kernel log's
	 * line (dmesg) quoted above, never a caption */
	if (head >= 0 && kernel_log_line(&ds->d.items[head]))
		head = -1;
	if (hd >= 0 && kernel_log_line(&ds->d.items[hd]))
		hd = -1;
	if (hd >= 0 &&
	    script_status_line(ds->d.items[hd].s, ds->d.items[hd].len))
		hd = -1;

	label[0] = '\0';
	if (head >= 0) {
		const struct doc_item *it = &ds->d.items[head];

		/* "Here 1.1 GB/s is the write. Result for the eMMC of the
		 * Orange Pi 5 Plus:": the last sentence is the caption */
		size_t off = caption_sentence(it);
		const char *cs = it->s + off;
		size_t cl = it->len - off;

		const struct doc_item *nx = NULL;

		for (size_t k = (size_t)head + 1; k < ds->d.n && !nx; k++)
			if (ds->d.items[k].kind == DOC_LINE &&
			    !ds->d.items[k].blank &&
			    strncmp(ds->d.items[k].s, "```", 3) &&
			    strncmp(ds->d.items[k].s, "~~~", 3))
				nx = &ds->d.items[k];
		/* "[Mirror]" alone over the output: its caption; not a job
		 * file's section (key=value lines below it) */
		if (!it->pre && it->s[strspn(it->s, " \t")] == '[' &&
		    line_bracket_caption(it->s, it->len, nx ? nx->s : NULL,
					 nx ? nx->len : 0, label, n)) {
			relay->label = label;
			bracket = 1;
		}
		/* "[spoiler title='xfs output']": a blog's markup; "#
		 * hdpram -Tt /dev/sda": a command its tool misspelled */
		else if (!it->pre && !shortcode_line(it->s, it->len) &&
			 !prompt_command(it->s, it->len) &&
			 !listing_line(it->s, it->len)) {
			char dev[128], whole[LABEL_MAX];
			/* "Baseline (... for block" / "device):": the caption
			 * is both lines, never the second alone */
			int w = off ? 0
				    : wrapped_caption(ds, (size_t)head, whole,
						      sizeof(whole));

			/* a caption that names no system still gives the
			 * direction */
			testname_parse(it->s, it->len, 0, &relay->dir);
			if (w > 0) {
				label_text(label, n, whole, ds->d.html);
				relay->label = label;
			} else if (!w && !result_topic_lead_in(cs, cl) &&
				   /* "* スワップファイルを作成する": a step */
				   !doc_prose_howto(cs, cl) &&
				   (caption_names(ds, p, head, off, dev,
						  sizeof(dev)) ||
				    (!off && captioned_like_siblings(
						 ds, p, (size_t)head))) &&
				   !(cl >= n &&
				     !long_caption_name(cs, cl, label, n))) {
				if (cl < n)
					label_text(label, n, cs, ds->d.html);
				relay->label = label;
				if (!direction_bracket_name(p, label))
					relay->label = NULL;
			}
		}
	}
	/* "Same test but using `hyperviser.framework` offers some
	 * improvement", a paragraph of one line right over the block: the
	 * name in code it ran with names it */
	if (head >= 0 && !relay->label && !bracket &&
	    using_code_caption(ds, (size_t)head, label, n))
		relay->label = label;
	/* "<summary>box-a - RAID 0</summary>" of a "<details>" block in
	 * Markdown: the name of the outputs folded under it, the first
	 * block's too, over any heading above */
	if (head >= 0 && summary_line(&ds->d.items[head])) {
		char t[LABEL_MAX];

		if (summary_name(ds, &ds->d.items[head], t, sizeof(t)) &&
		    strlen(t) < n) {
			snprintf(label, n, "%s", t);
			relay->label = label;
			hd = -1;
		}
	}
	/* "**USB drive #1:**" over "<details>" and its summary naming
	 * nothing ("<summary>KDiskMark</summary>"): the caption names the
	 * output folded under it */
	if (fold >= 0) {
		char t[LABEL_MAX];

		if ((summary_ui_text(&ds->d.items[fold]) ||
		     !summary_name(ds, &ds->d.items[fold], t, sizeof(t)) ||
		     tool_name_only(t, strlen(t))) &&
		    details_caption(ds, fold, t, sizeof(t)) && strlen(t) < n) {
			snprintf(label, n, "%s", t);
			relay->label = label;
			hd = -1;
		}
	}
	/* "Сетевой диск (fast SSD):" just above wins over the section's
	 * heading further up; so does a short name with a Latin letter or
	 * a digit in it ("SDその1", "Disk B") */
	if (hd >= 0 && relay->label && hd < head &&
	    !ds->d.items[head].heading &&
	    /* "// HDD speed" right over the block: a note a person wrote
	     * over this output, as over the section's later ones */
	    (slash_comment(&ds->d.items[head]) ||
	     /* "# last comparison" / "from nfs local from hypervisor": a
	      * heading that names nothing, the caption what was run */
	     ((line_generic_heading(ds->d.items[hd].s, ds->d.items[hd].len) ||
	       !caption_of_figures(&ds->d.items[head], 0)) &&
	      (line_generic_heading(ds->d.items[hd].s, ds->d.items[hd].len) ||
	       strip_len(label) != strlen(label) ||
	       /* a caption named by its system alone */
	       strip_len_n(ds->d.items[head].s, ds->d.items[head].len) !=
		   ds->d.items[head].len ||
	       short_name(ds->d.items[head].s, ds->d.items[head].len) ||
	       /* "Lexar 128GB NM620 (LNM620X128G-RNNNG)": a line naming
		* the drive alone, its capacity among a few words */
	       drive_line(ds->d.items[head].s, ds->d.items[head].len, dl,
			  sizeof(dl)) ||
	       bracket ||
	       /* "- zfs" alone over its code block names its output, as
		* "* Plain ext4" over the indented block it continues with */
	       lone_bullet_caption(ds, (size_t)head) ||
	       bullet_block_caption(ds, (size_t)head))))) {
		struct testname tn;

		/* not "결과:", "Result:": a word, no name */
		testname_parse(label, strip_len(label), 0, &tn);
		if (!tn.value_header && !tn.test_header)
			hd = -1;
	}
	/* "## Checking the result: read speed and health of the disk": a
	 * sentence, no name; better no label */
	if (relay->label && head >= 0 &&
	    ((ds->d.items[head].heading &&
	      (sentence_heading(ds->d.items[head].s, ds->d.items[head].len) ||
	       activity_heading(ds->d.items[head].s, ds->d.items[head].len))) ||
	     topic_words_heading(ds, head))) {
		label[0] = '\0';
		relay->label = NULL;
	}
	if (hd >= 0 && ds->d.items[hd].heading &&
	    (sentence_heading(ds->d.items[hd].s, ds->d.items[hd].len) ||
	     title_names_nothing(ds, hd)))
		hd = -1;
	if (relay->label)
		label[strip_len(label)] = '\0';
	if (relay->label) {
		/* "## 結果", "Results": a word, no name */
		struct testname tn;

		testname_parse(label, strlen(label), 0, &tn);
		if (tn.value_header || tool_name_only(label, strlen(label))) {
			label[0] = '\0';
			relay->label = NULL;
		}
	}
	if (hd >= 0) {
		/* "## 結果", "Results:": a word, no name */
		struct testname tn;
		char t[LABEL_MAX];

		label_text(t, sizeof(t), ds->d.items[hd].s, ds->d.html);
		testname_parse(t, strip_len(t), 0, &tn);
		/* "**Reproduction steps**": the issue's title further up
		 * names the report, not a system either */
		form = line_is_form_section(ds->d.items[hd].s,
					    ds->d.items[hd].len);
		/* nor a numbered step that introduces what follows ("1. Run
		 * the test:", "2) Results:"): a list's number names nothing */
		if (tn.value_header || tool_name_only(t, strlen(t)) ||
		    /* "## Performance", "## Benchmark": words that head
		     * results, no name (as over a table) */
		    line_generic_heading(t, strip_len(t)) ||
		    (ds->d.items[hd].heading &&
		     activity_heading(t, strip_len(t))) ||
		    step_heading(ds->d.items[hd].s, ds->d.items[hd].len) ||
		    topic_words_heading(ds, hd) ||
		    (!ds->d.items[hd].heading &&
		     (step_intro(ds->d.items[hd].s, ds->d.items[hd].len) ||
		      instruction_line(ds->d.items[hd].s,
				       ds->d.items[hd].len))))
			hd = -1;
	}
	if (relay->label && hd < 0)
		from = head;
	if (hd >= 0) {
		const struct doc_item *it = &ds->d.items[hd];
		struct testname tn;

		label_text(label, n, it->s, ds->d.html);
		relay->label = label;
		from = hd;
		by_heading = it->heading != 0;
		if (!direction_bracket_name(p, label)) {
			relay->label = NULL;
			from = -1;
			by_heading = 0;
		}
		testname_parse(it->s, it->len, 0, &tn);
		if (!relay->dir.cond.op && !relay->dir.cond.pattern)
			relay->dir = tn;
		/* "## Sequential read" over "Reading from /dev/sdb:": the
		 * caption's direction, the heading's pattern */
		else if (!relay->dir.cond.pattern && tn.cond.pattern &&
			 tn.cond.op == relay->dir.cond.op)
			relay->dir.cond.pattern = tn.cond.pattern;
	}
	if (!relay->label && !form && !header_after_words(ds, p)) {
		/* a later output of the section: the section's heading (its
		 * direction words are not this output's), unless it only
		 * says "Results" ("結果", "결과"): a word, no name */
		hd = section_heading_above(ds, p->first);
		if (hd >= 0) {
			struct testname tn;

			label_text(label, n, ds->d.items[hd].s, ds->d.html);
			testname_parse(label, strip_len(label), 0, &tn);
			if (tn.value_header ||
			    tool_name_only(label, strlen(label)) ||
			    script_status_line(label, strlen(label)) ||
			    sentence_heading(label, strlen(label)) ||
			    title_names_nothing(ds, hd) ||
			    line_generic_heading(label, strip_len(label)) ||
			    (ds->d.items[hd].heading &&
			     activity_heading(label, strip_len(label))) ||
			    step_heading(ds->d.items[hd].s,
					 ds->d.items[hd].len) ||
			    topic_words_heading(ds, hd) ||
			    line_is_post_heading(ds->d.items[hd].s,
						 ds->d.items[hd].len) ||
			    (ds->d.items[hd].heading &&
			     credit_heading(ds, (size_t)hd)) ||
			    (!ds->d.items[hd].heading &&
			     (step_intro(ds->d.items[hd].s,
					 ds->d.items[hd].len) ||
			      instruction_line(ds->d.items[hd].s,
					       ds->d.items[hd].len))))
				label[0] = '\0';
			else {
				relay->label = label;
				by_heading = 1;
			}
		}
		if (relay->label)
			sec = hd;
	}
	/* "This is running at PCIe 2.0:" over the output above, a remark
	 * on it, then this one: the caption still names it, nearer than
	 * the heading */
	if (!relay->label || (from >= 0 && ds->d.items[from].heading) ||
	    (from < 0 && sec >= 0)) {
		long c = caption_goes_on(ds, p);

		if (c >= 0) {
			label_text(label, n, ds->d.items[c].s, ds->d.html);
			relay->label = label;
			from = c;
			sec = -1;
		}
	}
	/* "2. Samsung 980 PRO:" labels "2. Samsung 980 PRO" */
	label[strip_len(label)] = '\0';
	if (from >= 0) {
		qualify_label(ds, (size_t)from, label, n);
		qualify_numbered(ds, (size_t)from, label, n);
	}
	if (from >= 0 || sec >= 0) {
		qualify_setting(ds, (size_t)(from >= 0 ? from : sec), label, n);
		qualify_test_heading(ds, (size_t)(from >= 0 ? from : sec),
				     label, n);
		qualify_repeated_test(ds, (size_t)(from >= 0 ? from : sec),
				      label, n);
	}
	qualify_levels(ds, p, relay->label ? from : -1, label, n);
	qualify_parent(ds, p, relay->label ? from : -1, label, n);
	if (relay->label && from >= 0 && label[0])
		qualify_outer_caption(ds, (size_t)from, label, n);
	if (label[0])
		relay->label = label;
	/* "# ASUS NUC15" / "## CrystalDiskMark" over the output: the heading
	 * that names the system, not the tool's or the test's */
	label_from_ancestor(ds, p, from >= 0 ? from : sec, label, n, relay);
	/* "## Write", "Write speed:", "2. 测试读取速度" and no heading above
	 * naming a system: the direction it gave stays, no label (the lines
	 * naming the machine or drive below may give one) */
	if (relay->label && label_names_test_only(label, strlen(label))) {
		label[0] = '\0';
		relay->label = NULL;
		by_heading = 0;
	}
	/* "Host: db1" / "Drive: Samsung 980 PRO" over an output, "Host:
	 * db2" and the same drive over the next: the host tells them apart,
	 * nearer than any heading, over the drive line they share */
	{
		char setup[LABEL_MAX];

		identity_listing(ds, p, relay->model, sizeof(relay->model));
		if (table_setup_label(ds, p, setup, sizeof(setup)) &&
		    strlen(setup) < n) {
			snprintf(label, n, "%s", setup);
			relay->label = label;
			by_heading = 0;
		}
	}
	if (!relay->label && !prose_names_block_above(ds, p) &&
	    prose_label(ds, p, label, n)) {
		relay->label = label;
		relay->prose = 1;
	}
	/* "Raw backing device performance mounted in /mnt:" right above:
	 * the system the caption of the figures names, nearer than the
	 * section's heading */
	if (!relay->prose && (!relay->label || by_heading)) {
		char thing[LABEL_MAX];
		long hs = section_heading_above(ds, p->first);
		int fc = figures_caption_name(
		    ds,
		    p->kind == PIECE_TOOL && p->ctx < p->first ? p->ctx
							       : p->first,
		    thing, sizeof(thing));

		if (fc) {
			/* "## Next episode" over "This is how it looks on
			 * SSDNodes:": a story's heading, no system; only one
			 * naming a system goes before a pointing caption's */
			label_then(label, n, thing,
				   relay->label && hs >= 0 &&
				       !doc_title_heading(ds, (size_t)hs) &&
				       !topic_heading(ds->d.items[hs].s,
						      ds->d.items[hs].len) &&
				       (fc != 2 || title_names_system(
						       ds->d.items[hs].s,
						       ds->d.items[hs].len)));
			relay->label = label;
			by_heading = 0;
			later = 1;
		}
	}
	/* "nfs-nocache: 41K IOPs" right above the output or its fence: the
	 * system it names, nearer than any heading, title or paragraph */
	{
		long k =
		    above(ds,
			  p->kind == PIECE_TOOL && p->ctx < p->first ? p->ctx
								     : p->first,
			  1);
		char thing[LABEL_MAX];

		if (k >= 0 && !ds->d.items[k].pre &&
		    line_name_figure_caption(ds->d.items[k].s,
					     ds->d.items[k].len, thing,
					     sizeof(thing)) &&
		    strlen(thing) < n) {
			snprintf(label, n, "%s", thing);
			relay->label = label;
			relay->prose = 0;
			by_heading = 0;
			later = 1;
		}
	}
	/* "Product: Flash Drive FIT" of a quoted /proc/scsi/usb-storage
	 * listing, "Device Model: ..." of smartctl -i, or a wiki entry's
	 * name over its facts ("OCZ-VERTEX3 120" / "- SSD: ...") above the
	 * runs, nothing nearer naming them: the drive's model too, as
	 * hdparm -i's "Model=" is ("Samsung Flash Drive FIT") */
	if (!relay->label && listing_model(ds, p, label, n)) {
		relay->label = label;
		if (!relay->model[0] && strlen(label) < sizeof(relay->model))
			snprintf(relay->model, sizeof(relay->model), "%s",
				 label);
	}
	/* nearer than the section's heading ("dm-crypt with AES" over
	 * several entries): the entry's name, found below that heading */
	if (!relay->label || (by_heading && !relay->prose && !later)) {
		char thing[LABEL_MAX];

		if (entry_name(ds, p, thing, sizeof(thing)) &&
		    strlen(thing) < n) {
			snprintf(label, n, "%s", thing);
			relay->label = label;
			by_heading = 0;
		}
	}
	/* "title: Fanxiang S790" in the post's metadata, nothing nearer
	 * naming the output: the title does, as an <h1> over it would */
	if (!relay->label && title_may_name(ds->title) &&
	    title_names_system(ds->title, strlen(ds->title)) &&
	    strlen(ds->title) < n && posts(ds) < 2) {
		snprintf(label, n, "%s", ds->title);
		relay->label = label;
	}
	/* "title: Nimbo Cloud FR 性能测试" over the post's one output, or
	 * over outputs all under headings naming nothing (LemonBench's dd
	 * table under "**DD 硬盘测试：**" beside YABS's): the name beside
	 * the title's test words */
	if (!relay->label && posts(ds) < 2) {
		char tbuf[LABEL_MAX];
		const char *title = doc_title(ds, tbuf, sizeof(tbuf));

		if (title_may_name(title) &&
		    (lone_output(ds) || outputs_unnamed(ds)) &&
		    title_system_part(title, ds->tags, label, n))
			relay->label = label;
	}
	/* "... when DIRECT_IO was not enabled." over one block, "... was
	 * enabled." over the next, one heading over both: the sentences
	 * tell the blocks apart, under the heading unless it is the
	 * document's title */
	if (!relay->prose && (!relay->label || by_heading)) {
		char thing[LABEL_MAX];
		long hs = section_heading_above(ds, p->first);

		if (parallel_caption(ds, p, thing, sizeof(thing))) {
			label_then(label, n, thing,
				   relay->label && hs >= 0 &&
				       !doc_title_heading(ds, (size_t)hs) &&
				       !topic_heading(ds->d.items[hs].s,
						      ds->d.items[hs].len));
			relay->label = label;
			by_heading = 0;
			later = 1;
		}
	}
	/* "Writing zeros once the backup had finished (pool idle):" right
	 * over the block, a heading above both: the condition (a version,
	 * a drive in brackets) the caption names tells the runs apart, as
	 * a parallel caption does */
	if ((!relay->prose ||
	     /* a name the prose took from that caption's remark ("(which
	      * stays in the VM)") */
	     (head >= 0 && relay->label &&
	      text_find(ds->d.items[head].s, ds->d.items[head].len,
			relay->label, strlen(relay->label)))) &&
	    (!relay->label || by_heading || relay->prose) && head >= 0 &&
	    !ds->d.items[head].heading && !ds->d.items[head].emph &&
	    !ds->d.items[head].pre) {
		char thing[LABEL_MAX];
		long hs = section_heading_above(ds, p->first);

		if (line_condition_caption(ds->d.items[head].s,
					   ds->d.items[head].len, thing,
					   sizeof(thing))) {
			if (relay->prose)
				relay->label = NULL;
			relay->prose = 0;
			label_then(label, n, thing,
				   relay->label && hs >= 0 &&
				       !doc_title_heading(ds, (size_t)hs) &&
				       !topic_heading(ds->d.items[hs].s,
						      ds->d.items[hs].len));
			relay->label = label;
			by_heading = 0;
			later = 1;
		}
	}
	/* "这是 1 号泡水光盘, ..." below the output, nothing above but the
	 * section's heading: the sentence names what the output measured;
	 * a heading naming the test ("2.5 读取光盘", "Read speed") gives way
	 * to it, one naming a system goes before it */
	if (!relay->prose && (!relay->label || by_heading)) {
		char thing[LABEL_MAX];
		struct testname tn;

		if (caption_below(ds, p, thing, sizeof(thing))) {
			testname_parse(label, strlen(label), 0, &tn);
			label_then(label, n, thing,
				   !tn.cond.op && !tn.cond.pattern &&
				       !tn.test_header &&
				       !tool_name_only(label, strlen(label)));
			relay->label = label;
			later = 1;
		}
	}
	/* "## USB-C port", then "by moving the disk from the USB-C port to
	 * a USB3-A receptacle" right above the output: the heading names
	 * what it no longer measures, and no nearer line says what it
	 * does: no label rather than a wrong one */
	if (relay->label && by_heading && !relay->prose && !later &&
	    head >= 0 && moved_away_from(&ds->d.items[head], label)) {
		label[0] = '\0';
		relay->label = NULL;
	}
	/* "On kernel 6.11" / "Linux box 6.11.0-1016-gcp #16 SMP ..." above
	 * the block, nothing
	 * nearer naming it (no caption, heading or prose above) */
	if (!relay->label && kernel_lead_above(ds, p, label, n))
		relay->label = label;
	relay->heading_label = !relay->label || (by_heading && !relay->prose);
	{
		/* a file system the prose names labels the run: the label
		 * is then no longer the heading alone (no target added) */
		const char *was = relay->label;
		char before[LABEL_MAX];

		snprintf(before, sizeof(before), "%s", was ? label : "");
		filesystem_names(ds, p, from, by_heading && !later, label, n,
				 relay);
		if (relay->label != was ||
		    (relay->label && strcmp(before, label)))
			relay->heading_label = 0;
	}
	/* "# zfs get recordsize rpool/test" above the job file and the
	 * output in its code block, nothing else naming the runs */
	if (!relay->label && block_zfs_dataset(ds, p, label, n))
		relay->label = label;
	/* "Mount: mergerfs -o ...,cache.files=off,..." over the runs: the
	 * configuration they ran with, nearer than a heading */
	if (!relay->prose) {
		char m[LABEL_MAX], v[LABEL_MAX];

		/* a caption over it, not the line's value ("Mount options:
		 * rw,noatime,...", read as a setting's caption), stays */
		if (block_config_caption(ds, p, m, sizeof(m), v, sizeof(v)) &&
		    strlen(m) < n &&
		    (!relay->label || relay->heading_label ||
		     (v[0] && strstr(relay->label, v)))) {
			snprintf(label, n, "%s", m);
			relay->label = label;
			relay->heading_label = 0;
		}
	}
	/* "Measured on Centvester2:" over "Read:" over the output: the
	 * machine, nearer than any heading; not the caption's test words,
	 * nor the phrase ("Measured on") */
	{
		char m[LABEL_MAX];

		if (!relay->prose &&
		    block_measured_on(ds, p, m, sizeof(m)) >= 0 &&
		    strlen(m) < n) {
			snprintf(label, n, "%s", m);
			relay->label = label;
			relay->heading_label = 0;
		}
	}
	/* "### Hardware" / "HP SSD EX920 1TB" or "Tested drive: ..."
	 * further up, the output under "#### Read" (or a caption of test
	 * words alone: "Random read, 4k, QD32:") or under nothing that
	 * names it: the one disk the document says it tested */
	if (tested_over(ds, p) && !relay->prose && strlen(ds->tested) < n &&
	    (!relay->label ||
	     heading_names_no_system(label, strlen(label)) == 2)) {
		snprintf(label, n, "%s", ds->tested);
		relay->label = label;
	}
	/* the run's own block goes on to PiBenchmarks' prompt and the
	 * storage typed at it: what the runs above measured, nearer than
	 * any heading */
	if ((!relay->label || relay->heading_label) && !relay->prose &&
	    ds->typed[0] && ds->typed_item > p->first &&
	    strlen(ds->typed) < n && same_block(ds, p->first, ds->typed_item)) {
		snprintf(label, n, "%s", ds->typed);
		relay->label = label;
	}
	/* "针对 分布式复制模式还做了如下测试：" over "### 4K随机测试" and
	 * "**写测试**" over the output: the configuration the tests below
	 * the sentence ran on, where nothing else names the runs */
	if (!relay->prose &&
	    (!relay->label ||
	     heading_names_no_system(label, strlen(label)) == 2)) {
		char sc[LABEL_MAX];

		if (block_scope_lead(ds, p, sc, sizeof(sc)) && strlen(sc) < n) {
			snprintf(label, n, "%s", sc);
			relay->label = label;
			relay->heading_label = 0;
		}
	}
	/* "* **BOT**:" over its nested result lines names their run */
	if (p->bare && p->bare_name) {
		label_text(label, n, ds->d.items[p->bare_name - 1].s,
			   ds->d.html);
		label[strip_len(label)] = '\0';
		relay->label = label;
		relay->prose = 0;
		relay->heading_label = 0;
	}
	/* "3. odd times: read: IOPS=...": the line names its own run */
	if (p->bare && !p->bare_name) {
		const struct doc_item *it = &ds->d.items[p->first];
		size_t cb, ce;

		bare_fio_caption(it->s, it->len, &cb, &ce);
		if (ce > cb && ce - cb < n) {
			snprintf(label, n, "%.*s", (int)(ce - cb), it->s + cb);
			bare_caption_heading(ds, p, label, n);
			relay->label = label;
			relay->prose = 0;
			relay->heading_label = 0;
		}
	}
}

/*
 * Whether s (n bytes, the text before a command on its line) only says
 * that a command follows: one word meaning "command" and a ':' ("Command:",
 * "命令 :", "**Befehl：**", "- Cmd:").  It names nothing, and the tool's
 * importer, which would read the line as prose, is given the command alone.
 */
static int command_lead(const char *s, size_t n)
{
	static const char *const words[] = {
	    "command",
	    "commands",
	    "cmd",
	    "commande",
	    "comando",
	    "befehl",
	    "kommando",
	    "polecenie",
	    "komut",
	    /* команда, 命令, 指令, コマンド, 명령, 명령어 */
	    "\xd0\xba\xd0\xbe\xd0\xbc\xd0\xb0\xd0\xbd\xd0\xb4\xd0\xb0",
	    "\xe5\x91\xbd\xe4\xbb\xa4",
	    "\xe6\x8c\x87\xe4\xbb\xa4",
	    "\xe3\x82\xb3\xe3\x83\x9e\xe3\x83\xb3\xe3\x83\x89",
	    "\xeb\xaa\x85\xeb\xa0\xb9",
	    "\xeb\xaa\x85\xeb\xa0\xb9\xec\x96\xb4",
	    NULL,
	};
	size_t b = 0;

	while (n && strchr(" \t*_`", s[n - 1]))
		n--;
	if (n && s[n - 1] == ':')
		n--;
	else if (n >= 3 && !memcmp(s + n - 3, "\xef\xbc\x9a", 3))
		n -= 3;
	else
		return 0;
	while (n && strchr(" \t*_", s[n - 1]))
		n--;
	while (b < n && strchr(" \t*_->", s[b]))
		b++;
	for (size_t k = 0; words[k]; k++)
		if (strlen(words[k]) == n - b &&
		    !strncasecmp(s + b, words[k], n - b))
			return 1;
	return 0;
}

/*
 * Whether item i is a line of dd commands run in turn that ends with the
 * last of them ("dd if=/dev/zero of=/mnt/x ... oflag=direct; dd if=/mnt/x
 * of=/dev/null ... iflag=direct", a mail's wrap of it joined again): dd's
 * importer reads the line whole and pairs each output with its command
 * (a command given again alone would be every output's).  tool is the
 * importer's tool word.
 */
static int dd_chain_line(const struct docstate *ds, size_t i, const char *tool)
{
	const struct doc_item *it = &ds->d.items[i];
	size_t n = 0, last = 0, len = it->len, cl;

	if (strcmp(tool, "dd") || ds->flat[i] || runs_at_once(it))
		return 0;
	for (size_t k = 0; k < ds->n_cmds; k++) {
		if (ds->cmd_item[k] != i)
			continue;
		if (strcmp(ds->cmds[k].tool, "dd"))
			return 0;
		n++;
		last = k;
	}
	if (n < 2)
		return 0;
	while (len && (it->s[len - 1] == ' ' || it->s[len - 1] == '\t'))
		len--;
	cl = strlen(ds->cmds[last].text);
	return len >= cl && !memcmp(it->s + len - cl, ds->cmds[last].text, cl);
}

static int item_command_line(const struct docstate *ds, size_t i,
			     const char *tool, struct blocktext *bt)
{
	const struct doc_item *it = &ds->d.items[i];

	if (dd_chain_line(ds, i, tool))
		return 0;
	for (size_t k = 0; k < ds->n_cmds; k++) {
		const char *c = ds->cmds[k].text;
		size_t n = strlen(c), len = it->len;

		if (ds->cmd_item[k] != i || strcmp(ds->cmds[k].tool, tool) ||
		    ds->flat[i]) /* cut into its own lines already */
			continue;
		while (len && (it->s[len - 1] == ' ' || it->s[len - 1] == '\t'))
			len--;
		if (len >= n && !memcmp(it->s + len - n, c, n) &&
		    (len == n ||
		     (it->s[len - n - 1] != '$' && it->s[len - n - 1] != '#' &&
		      !command_lead(it->s, len - n))))
			continue; /* the line ends with it: read as it is */
		return bt_line(bt, c, n, it->no, -1);
	}
	return 0;
}

/* Whether the tool's importer reads its command from the text itself. */
static int reads_command_line(const struct ingest_format *f)
{
	return !strcmp(f->name, "dd") || !strcmp(f->name, "hdparm");
}

/*
 * Whether the tool's importer takes a command shown apart from its output
 * as a line put before the output: dd and hdparm, and iozone, which starts
 * a run at its command line ("iozone -t1 -r1k ..." in a code block, its
 * "Children see throughput" lines in the next).
 */
static int takes_command_line(const struct ingest_format *f)
{
	return reads_command_line(f) || !strcmp(f->name, "iozone");
}

/*
 * Whether fio command hint, taken for the output at items first..last, is
 * one of several shown before it that name other targets ("Host: fio
 * --filename=big-disk.img" then "VM: fio --filename=/dev/vdb" above one
 * output; a how-to block's "# on a filesystem" and "# raw device"
 * commands): another fio command within HINT_LINES above the output, no
 * fio output between it and the output, not contradicting the output's
 * job or workload, with another filename.  Which of them ran is not said:
 * neither's target is the output's device.
 */
static int rival_target(struct docstate *ds, size_t first, size_t last,
			long hint)
{
	char job[128], rw[32];
	int groups;
	long at = ds->d.items[first].no;
	struct fio_opts h, o;

	fio_block_says(ds, first, last, job, sizeof(job), &groups);
	fio_block_rw(ds, first, last, rw, sizeof(rw));
	command_opts(ds->cmds[hint].text, job, &h);
	for (size_t k = 0; k < ds->n_cmds; k++) {
		int between = 0;

		if ((long)k == hint || ds->cmd_item[k] >= first ||
		    strcmp(ds->cmds[k].tool, "fio") ||
		    at - ds->cmds[k].line > HINT_LINES)
			continue;
		for (size_t i = 0; i < ds->n_pieces && !between; i++) {
			const struct piece *q = &ds->pieces[i];

			between = q->kind == PIECE_TOOL && q->tool &&
				  !strcmp(q->tool, "fio") &&
				  q->first > ds->cmd_item[k] &&
				  q->first < first;
		}
		if (between ||
		    (job[0] && strstr(ds->cmds[k].text, "name=") &&
		     !command_names_job(ds->cmds[k].text, job)) ||
		    command_contradicts(ds->cmds[k].text, job, rw))
			continue;
		command_opts(ds->cmds[k].text, job, &o);
		if (strcmp(o.filename, h.filename))
			return 1;
	}
	return 0;
}

/*
 * Parse tool block p.  emit 0: a dry run (nothing emitted, no message;
 * on failure *err gets the first error, to be freed, and *err_line its
 * document line); returns the parser's status.
 */
/*
 * The O_DIRECT flag sentence s (n bytes), introducing an output (its
 * last character ':'), says the run went with or without: "If I drop the
 * 'oflag=direct' from write_image I get:" (0), "Without iflag=direct:"
 * (0), "With oflag=direct I get:" (1).  The word nearest before the one
 * flag named, among the three before it, decides ("drop", "remove",
 * "without", "with", "add", "using"); "don't", "not", "instead" among
 * the five before it say none;
 * *flag 'o' or 'i'; *removed 1 when the word says the flag was
 * there before ("drop", "remove": the run shown before had it).  -1 when
 * the sentence names no flag, two, or no such word.
 */
static int sentence_direct(const char *s, size_t n, char *flag, int *removed)
{
	static const struct {
		const char *w;
		int direct, removed;
	} words[] = {
	    {"drop", 0, 1},	{"dropping", 0, 1}, {"remove", 0, 1},
	    {"removing", 0, 1}, {"without", 0, 0},  {"with", 1, 0},
	    {"add", 1, 0},	{"adding", 1, 0},   {"using", 1, 0},
	};
	static const char *const stops[] = {"not", "t",	    "instead",
					    "no",  "never", NULL};
	const char *f = NULL, *e = s + n;
	size_t nf = 0;
	int words_seen = 0, verb = -1;

	while (n && s[n - 1] == ' ')
		n--;
	if (!n || s[n - 1] != ':')
		return -1;
	for (const char *p = s; p + 12 <= e; p++)
		if ((*p == 'o' || *p == 'i') &&
		    !memcmp(p + 1, "flag=direct", 11))
			f = p, nf++;
	if (nf != 1)
		return -1;
	*flag = *f;
	/* the nearest verb among the three words before the flag ("drop
	 * the 'oflag=direct'"); a negation or "instead" among the five
	 * before it says otherwise ("don't drop the ...") */
	for (const char *b = f; b > s && words_seen++ < 5;) {
		const char *a;

		while (b > s && !isalpha((unsigned char)b[-1]))
			b--;
		for (a = b; a > s && isalpha((unsigned char)a[-1]); a--)
			;
		for (size_t k = 0; stops[k]; k++)
			if (strlen(stops[k]) == (size_t)(b - a) &&
			    !strncasecmp(a, stops[k], (size_t)(b - a)))
				return -1;
		for (size_t k = 0; k < sizeof(words) / sizeof(words[0]) &&
				   verb < 0 && words_seen <= 3;
		     k++)
			if (strlen(words[k].w) == (size_t)(b - a) &&
			    !strncasecmp(a, words[k].w, (size_t)(b - a)))
				verb = (int)k;
		b = a;
	}
	if (verb < 0)
		return -1;
	*removed = words[verb].removed;
	return words[verb].direct;
}

/* The line of prose introducing tool block p: its own first line when
 * that is prose ending in ':' (a block grows over the sentence above
 * it), else the line right above it (blank lines between), neither in a
 * code block nor taken by a table; -1 none. */
static long prose_intro(const struct docstate *ds, const struct piece *p)
{
	size_t i = p->first;
	const struct doc_item *it = &ds->d.items[i];

	if (it->kind == DOC_LINE && !it->pre && !it->blank && it->len &&
	    it->s[it->len - 1] == ':' && i < p->last)
		return (long)i;
	while (i > 0 && ds->d.items[i - 1].kind == DOC_LINE &&
	       ds->d.items[i - 1].blank)
		i--;
	if (!i || ds->d.items[i - 1].kind != DOC_LINE ||
	    ds->d.items[i - 1].pre || ds->used[i - 1] == 1)
		return -1;
	return (long)i - 1;
}

static int prose_direct(struct docstate *ds, const struct piece *p, char *flag)
{
	const struct piece *next = NULL;
	long k = prose_intro(ds, p);
	int removed = 0, d, dd = 0;

	if (k >= 0) {
		d = sentence_direct(ds->d.items[k].s, ds->d.items[k].len, flag,
				    &removed);
		if (d >= 0)
			return d;
	}
	for (size_t i = 0; i < ds->n_cmds; i++)
		if (!strcmp(ds->cmds[i].tool, "dd"))
			return -1;
	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *q = &ds->pieces[i];

		if (q->kind != PIECE_TOOL || q->fmt != &ingest_dd)
			continue;
		dd++;
		if (q > p && !next)
			next = q;
	}
	if (dd != 2 || !next || (k = prose_intro(ds, next)) < 0)
		return -1;
	d = sentence_direct(ds->d.items[k].s, ds->d.items[k].len, flag,
			    &removed);
	return d == 0 && removed ? 1 : -1;
}

/*
 * The text lines of items a..b-1, one a line, into *out (caller frees;
 * NULL when they hold none).  Returns 0 or -ENOMEM.
 */
static int lines_text(const struct docstate *ds, size_t a, size_t b, char **out)
{
	size_t n = 0, at = 0;
	char *s;

	*out = NULL;
	for (size_t k = a; k < b; k++)
		if (ds->d.items[k].kind == DOC_LINE)
			n += ds->d.items[k].len + 1;
	if (!n)
		return 0;
	s = malloc(n + 1);
	if (!s)
		return -ENOMEM;
	for (size_t k = a; k < b; k++) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE)
			continue;
		memcpy(s + at, it->s, it->len);
		at += it->len;
		s[at++] = '\n';
	}
	s[at] = '\0';
	*out = s;
	return 0;
}

/*
 * Whether item it is a caption saying that the list below it is what a
 * maker claims ("The vendor claims:", "Rated speeds:", "公称値："): a line
 * ending in ':' of twelve words at most, with a datasheet word of the
 * shared vocabulary (testnames.c: spec, rated, vendor, 公称...) or
 * "claim" / "advertised", and no word of a measurement ("Measured vs.
 * vendor spec:" introduces both).
 */
static const char *const measured_words[] = {
    "measur",
    "actual",
    "result",
    "got ",
    "real",
    "gemessen",
    "mesur",
    "medid",
    "\xe5\xae\x9f\xe6\xb8\xac", /* 実測 */
    "\xe5\xae\x9e\xe6\xb5\x8b", /* 实测 */
    "\xec\x8b\xa4\xec\xb8\xa1", /* 실측 */
    NULL};

/* Whether low holds one of words (NULL-ended) anywhere. */
static int low_has(const char *low, const char *const *words)
{
	for (size_t i = 0; words[i]; i++)
		if (strstr(low, words[i]))
			return 1;
	return 0;
}

static int claim_caption(const struct doc_item *it)
{
	static const char *const claim[] = {"claim", "advertis", "promis",
					    NULL};
	struct testname tn;
	char low[256];
	size_t n = it->len, words = 0;

	while (n && it->s[n - 1] == ' ')
		n--;
	if (it->kind != DOC_LINE || !n || n >= sizeof(low) ||
	    !(it->s[n - 1] == ':' ||
	      (n >= 3 && !memcmp(it->s + n - 3, "\xef\xbc\x9a", 3))))
		return 0;
	for (size_t i = 0; i < n; i++) {
		low[i] = (char)tolower((unsigned char)it->s[i]);
		words += it->s[i] != ' ' && (!i || it->s[i - 1] == ' ');
	}
	low[n] = '\0';
	if (words > 12)
		return 0;
	if (low_has(low, measured_words))
		return 0;
	if (low_has(low, claim))
		return 1;
	testname_parse(it->s, n, 0, &tn);
	return tn.datasheet;
}

/*
 * Whether lowercase text low says something was measured or run: a word
 * of claim_caption()'s measurements, or "tested", "benchmarked", "I
 * ran"; a heading (head) also by "test" or "benchmark" anywhere.
 */
static int low_says_measured(const char *low, int head)
{
	static const char *const ran[] = {"tested", "testing", "benchmarked",
					  "i ran",  "we ran",  NULL};

	if (low_has(low, measured_words) || low_has(low, ran))
		return 1;
	return head && (strstr(low, "test") || strstr(low, "benchmark"));
}

/* Where word w starts in low at a word's start, or NULL. */
static const char *low_word(const char *low, const char *w)
{
	for (const char *p = strstr(low, w); p; p = strstr(p + 1, w))
		if (p == low || !isalnum((unsigned char)p[-1]))
			return p;
	return NULL;
}

/*
 * Prose line s (len bytes) lowercased into low (size bytes): 1, or 0
 * when it does not fit or says something was measured or run
 * (low_says_measured()).
 */
static int unmeasured_prose(const char *s, size_t len, char *low, size_t size)
{
	if (len >= size)
		return 0;
	for (size_t i = 0; i < len; i++)
		low[i] = (char)tolower((unsigned char)s[i]);
	low[len] = '\0';
	return !low_says_measured(low, 0);
}

/*
 * Whether prose line s (len bytes) says the figures it leads are a maker's
 * claims: a maker's word (manufacturer, vendor, maker) with a word for
 * figures ("Drives are recommended based on performance figures from the
 * manufacturer"), or "claimed", "advertised", "rated", "quoted" with one
 * right after ("sorted by the claimed random write performance").  Not a
 * line stating a figure with a rate or IOPS ("The vendor rates it at 3500
 * MB/s": one drive's rating, beside measured tables) nor one saying
 * something was measured.
 */
static int figures_claimed_line(const char *s, size_t len)
{
	static const char *const maker[] = {"manufacturer", "vendor", "maker",
					    NULL};
	static const char *const claimed[] = {"claimed", "advertised", "rated",
					      "quoted", NULL};
	static const char *const figures[] = {
	    "figure",	 "number",	"specs",      "specification",
	    "datasheet", "performance", "speed",      "rating",
	    "value",	 "random",	"sequential", "read",
	    "write",	 "iops",	"throughput", NULL};
	static const char *const units[] = {
	    "mb", "gb", "kb", "mib", "gib", "kib", "iops", "k iops", NULL};
	char low[512];
	int mk = 0, fig = 0;

	if (!unmeasured_prose(s, len, low, sizeof(low)))
		return 0;
	for (size_t i = 0; i < len; i++) {
		size_t j = i;

		if (!isdigit((unsigned char)low[i]))
			continue;
		while (j < len && (isdigit((unsigned char)low[j]) ||
				   low[j] == ',' || low[j] == '.'))
			j++;
		while (j < len && low[j] == ' ')
			j++;
		for (size_t u = 0; units[u]; u++)
			if (!strncmp(low + j, units[u], strlen(units[u])))
				return 0;
		i = j;
	}
	for (size_t i = 0; maker[i]; i++)
		mk |= low_word(low, maker[i]) != NULL;
	for (size_t i = 0; figures[i]; i++)
		fig |= low_word(low, figures[i]) != NULL;
	if (mk && fig)
		return 1;
	for (size_t i = 0; claimed[i]; i++)
		for (const char *c = low_word(low, claimed[i]); c;
		     c = low_word(c + 1, claimed[i])) {
			const char *e = c + strlen(claimed[i]);

			for (size_t f = 0; figures[f]; f++) {
				const char *w = low_word(e, figures[f]);

				if (w && w - e <= 30)
					return 1;
			}
		}
	return 0;
}

/*
 * Whether prose line s (len bytes) says the figures it leads are
 * theoretical ("The following table lists maximum theoretical speeds of
 * various controllers and interfaces", "theoretische Höchstwerte",
 * "理论带宽"), no line saying something was measured ("the maximum speed
 * we measured").
 */
static int figures_theoretical_line(const char *s, size_t len)
{
	static const char *const theory[] = {
	    "theoretical",
	    "theoretisch",
	    "th\xc3\xa9orique",
	    "te\xc3\xb3ric",					/* teórico */
	    "teoretic",						/* teoretico */
	    "\xd1\x82\xd0\xb5\xd0\xbe\xd1\x80\xd0\xb5\xd1\x82", /* теорет */
	    "\xe7\x90\x86\xe8\xae\xba",				/* 理论 */
	    "\xe7\x90\x86\xe8\xab\x96",				/* 理論 */
	    "\xec\x9d\xb4\xeb\xa1\xa0",				/* 이론 */
	    NULL};
	char low[512];

	if (!unmeasured_prose(s, len, low, sizeof(low)))
		return 0;
	for (size_t i = 0; theory[i]; i++)
		if (strstr(low, theory[i]))
			return 1;
	return 0;
}

/*
 * The line of prose that says the figures of table p's section are a
 * maker's (says: figures_claimed_line()) or theoretical
 * (figures_theoretical_line()): in the section itself above the
 * table, or leading a section holding it before its first subheading
 * ("### Storage" / "Drives are recommended based on performance figures
 * from the manufacturer." over "#### Enterprise" and "#### Consumer",
 * each with its table), so it speaks for every table of its subsections.
 * Nothing when a heading or a line between says something was measured
 * or a code block (an output) stands between.  Returns the item, or -1.
 */
static long section_claim(const struct docstate *ds, const struct piece *p,
			  int (*says)(const char *, size_t))
{
	int cross = 7, at = 7;
	long pending = -1;

	for (size_t k = p->first; k-- > 0;) {
		const struct doc_item *it = &ds->d.items[k];
		char low[256];
		size_t n =
		    it->len < sizeof(low) - 1 ? it->len : sizeof(low) - 1;

		if (it->kind != DOC_LINE || it->blank)
			continue;
		if (it->pre)
			return -1;
		for (size_t i = 0; i < n; i++)
			low[i] = (char)tolower((unsigned char)it->s[i]);
		low[n] = '\0';
		if (it->heading) {
			/* the line found leads this heading's section: a
			 * section holding the table when the heading is
			 * above every heading passed since */
			if (pending >= 0 && it->heading < at)
				return pending;
			pending = -1;
			if (low_says_measured(low, 1))
				return -1;
			if (it->heading < cross)
				cross = it->heading;
			continue;
		}
		if (text_count(it->s, it->len, '|') >= 2)
			continue; /* a table's row */
		if (low_says_measured(low, 0))
			return -1;
		if (pending < 0 && says(it->s, it->len)) {
			pending = (long)k;
			at = cross;
		}
	}
	return pending;
}

/* Whether item it is a list item ("- ", "* ", "+ ", "1. ", "1) "). */
static int list_item_line(const struct doc_item *it)
{
	size_t i = 0;

	if (it->kind != DOC_LINE)
		return 0;
	while (i < it->len && it->s[i] == ' ')
		i++;
	if (i + 1 < it->len && strchr("-*+", it->s[i]) && it->s[i + 1] == ' ')
		return 1;
	while (i < it->len && isdigit((unsigned char)it->s[i]))
		i++;
	return i > 0 && i + 1 < it->len && strchr(".)", it->s[i]) &&
	       it->s[i + 1] == ' ' && isdigit((unsigned char)it->s[i - 1]);
}

/*
 * The first item of the section holding item i: the one after the nearest
 * heading (section_start()) above it, or the document's first, at most
 * 200 items up.
 */
static size_t section_first(const struct docstate *ds, size_t i)
{
	size_t k = i;

	while (k > 0 && i - k < 200 && !section_start(&ds->d.items[k - 1]))
		k--;
	return k;
}

static int params_fio_options(const struct doc_item *it, struct strbuf *cmd,
			      enum iodb_op *op);

/*
 * Whether item ex, the line right over a dd output with no command of its
 * own, shows that output as an illustration of dd's progress report: it
 * ends in ':' and says "something like" ("The terminal running dd will
 * output something like:"), and it or one of the three items above it
 * names dd's progress signal or option ("pkill -SIGUSR1 ^dd$", "kill
 * -USR1", "SIGINFO", "status=progress").  Such interim status, the run's
 * state mid-way, is no result.
 */
static int progress_illustration(struct docstate *ds, long ex)
{
	static const char *const names[] = {"USR1", "SIGINFO",
					    "status=progress", NULL};
	const struct doc_item *it = &ds->d.items[ex];
	size_t n = it->len;
	int like = 0;

	while (n && (it->s[n - 1] == ' ' || it->s[n - 1] == '\t'))
		n--;
	if (!n || it->s[n - 1] != ':' || n > 200)
		return 0;
	for (size_t i = 0; i + 14 <= n && !like; i++)
		like = !strncasecmp(it->s + i, "something like", 14);
	if (!like)
		return 0;
	for (long k = ex; k >= 0 && k >= ex - 3; k--)
		for (size_t j = 0; names[j]; j++)
			if (memmem(ds->d.items[k].s, ds->d.items[k].len,
				   names[j], strlen(names[j])))
				return 1;
	return 0;
}

static int run_block(struct docstate *ds, const struct piece *p, int emit,
		     char **err, long *err_line)
{
	struct ingest_ctx child;
	struct relay relay;
	struct blocktext bt = BLOCKTEXT_INIT;
	char *over = NULL;  /* the block's lines above this part */
	char *alone = NULL; /* a post-wide iozone command, cut at its mark */
	char *caps = NULL;  /* the section's lines above it, for captions */
	struct strbuf jfs = STRBUF_INIT;  /* job files its command runs */
	struct strbuf pcmd = STRBUF_INIT; /* the parameters' options */
	char label[LABEL_MAX];
	const char *tool = format_tool(p->fmt);
	long hint = -1, ex = above(ds, p->first, 1);
	int ret, has_cmd = 0;

	/* "The output might look something like this:": an imagined
	 * output, no run's */
	if (ex >= 0 &&
	    line_is_example_intro(ds->d.items[ex].s, ds->d.items[ex].len)) {
		if (emit)
			ingest_warn(
			    ds->ctx, ds->d.items[p->first].no, 1,
			    "lines %ld-%ld: an imagined output (the "
			    "text above says it 'might look' so), no "
			    "measurement: not imported",
			    ingest_line(ds->ctx, ds->d.items[p->first].no),
			    ingest_line(ds->ctx, ds->d.items[p->last].no));
		return 0;
	}
	/* "The vendor claims:" over "- Sequential Read: 3500 MB/s": a
	 * maker's figures in a list, no run's */
	if (ex >= 0 && claim_caption(&ds->d.items[ex]) &&
	    list_item_line(&ds->d.items[p->first])) {
		if (emit)
			ingest_warn(
			    ds->ctx, ds->d.items[p->first].no, 1,
			    "lines %ld-%ld: a maker's figures (the "
			    "line above says they are claimed or "
			    "rated), no measurement: not imported",
			    ingest_line(ds->ctx, ds->d.items[p->first].no),
			    ingest_line(ds->ctx, ds->d.items[p->last].no));
		return 0;
	}
	memset(&child, 0, sizeof(child));
	memset(&relay, 0, sizeof(relay));
	testname_init(&relay.dir);
	relay.direct = -1;
	relay.cap_direct = -1;
	relay.run_stamp = -1;
	if (emit && p->part_below)
		relay.drop = &ds->pieces[p->part_below - 1];
	for (size_t k = p->first; k <= p->last; k++)
		if (item_has_command(ds, k, tool) &&
		    !dd_command_after_prose(ds, p, k))
			has_cmd = 1;
	/* "You can view the progress ... sending SIGUSR1" / "The terminal
	 * running dd will output something like:" over records and a
	 * summary: the progress report shown, no run of its own */
	if (p->fmt == &ingest_dd && !has_cmd && ex >= 0 &&
	    progress_illustration(ds, ex)) {
		if (emit)
			ingest_warn(
			    ds->ctx, ds->d.items[p->first].no, 1,
			    "lines %ld-%ld: an illustration of dd's progress "
			    "report (the text above shows what it prints), no "
			    "result of its own: not imported",
			    ingest_line(ds->ctx, ds->d.items[p->first].no),
			    ingest_line(ds->ctx, ds->d.items[p->last].no));
		ret = 0;
		goto out;
	}
	child.hint_command = ds->ctx->hint_command;
	/* bare lines under a line of the test's parameters: its fio
	 * options, as a command's would be */
	if (p->bare && !p->bare_cmd && p->bare_params && !child.hint_command) {
		enum iodb_op pop;

		ret = params_fio_options(&ds->d.items[p->bare_params - 1],
					 &pcmd, &pop);
		if (ret < 0)
			goto out;
		if (ret)
			child.hint_command = pcmd.buf;
	}
	/* the lines of the same block above this part: what names the
	 * drives ("hddtemp /dev/sd[ab]" over the hdparm runs, a part of
	 * their own once the block is cut at each command) */
	if (p->ctx < p->first && p->fmt == &ingest_hdparm) {
		ret = lines_text(ds, p->ctx, p->first, &over);
		if (ret)
			goto out;
		child.above_text = over;
		child.above_len = over ? strlen(over) : 0;
	}
	if (p->bare_cmd)
		hint = (long)p->bare_cmd - 1;
	else if (p->bare_against && p->pair_cmd) {
		/* the caption names the other direction than the command
		 * above, and the page ran that one too, the same command
		 * but for it: the figures are that command's */
		hint = (long)p->pair_cmd - 1;
		if (emit)
			ingest_warn_lines(
			    ds->ctx, ds->d.items[p->first].no,
			    ds->d.items[p->last].no,
			    "the fio command on line %ld runs %s, the caption "
			    "above the figures says %s: the conditions of the "
			    "%s command on line %ld, the same but for its "
			    "direction",
			    ingest_line(ds->ctx,
					ds->cmds[p->against_cmd - 1].line),
			    iodb_op_name(
				ds->cmds[p->against_cmd - 1].cond.cond.op),
			    iodb_op_name(p->bare_op), iodb_op_name(p->bare_op),
			    ingest_line(ds->ctx, ds->cmds[hint].line));
	} else if (p->bare_against) {
		/* the caption over the lines names the other direction
		 * than the command above: no command's */
		if (emit)
			ingest_warn_lines(
			    ds->ctx, ds->d.items[p->first].no,
			    ds->d.items[p->last].no,
			    "the fio command on line %ld runs %s, the caption "
			    "above the figures says %s: %s, none of the "
			    "command's conditions",
			    ingest_line(ds->ctx,
					ds->cmds[p->against_cmd - 1].line),
			    iodb_op_name(
				ds->cmds[p->against_cmd - 1].cond.cond.op),
			    iodb_op_name(bare_caption_op(
				&ds->d.items[p->bare_against - 1])),
			    p->bare_op ? "the caption's direction (its list)"
				       : "the direction left unknown");
	} else if (p->cmd_below && !has_cmd && !child.hint_command)
		hint = (long)p->cmd_below - 1;
	else if (!has_cmd && !child.hint_command) {
		hint = hint_for(ds, p->first, p->last, tool);
		/* job files shown above, each its own jobs', over the
		 * nearest one alone */
		if (!p->bare && tool && !strcmp(tool, "fio") &&
		    (hint < 0 || ds->cmds[hint].text[0] == '[')) {
			size_t top = 0;

			ret = shown_jobfiles(ds, p, &jfs, &top);
			if (ret < 0)
				goto out;
			if (ret > 0) {
				child.hint_command = jfs.buf;
				/* another output of theirs above: the
				 * device a file names may be its run's */
				child.hint_device_unsure =
				    fio_output_between(ds, top, p->first);
				hint = -1;
			}
		}
	} else if (!child.hint_command && tool && !strcmp(tool, "fio")) {
		ret = own_command_jobfiles(ds, p, &jfs);
		if (ret < 0)
			goto out;
		if (ret > 0)
			child.hint_command = jfs.buf;
	}
	/* dd outputs of a script's dd commands ("dd if=$IF of=$TF bs=$1",
	 * then "dd if=$TF of=$OF"): no command line is any run's own; the
	 * script's order says which each is (script_plan()) */
	if (p->fmt == &ingest_dd && !has_cmd && !child.hint_command &&
	    !p->bare_cmd) {
		long a = dd_command_above(ds, p->first);
		size_t c0 = 0, n = a >= 0 ? script_dd(ds, (size_t)a, &c0) : 0;

		if (n && (hint < 0 ||
			  ((size_t)hint >= c0 && (size_t)hint < c0 + n))) {
			hint = -1;
			if (emit) {
				ret = script_plan(ds, p, c0, n, &relay.plan,
						  &relay.n_plan);
				if (ret)
					goto out;
			}
		}
	}
	if (hint < 0 && !p->bare && !has_cmd && !child.hint_command)
		hint = hint_below(ds, p);
	if (hint < 0 && !p->bare && !has_cmd && !child.hint_command)
		hint = post_fio_command(ds, p);
	if (hint < 0 && !p->bare && !has_cmd && !child.hint_command &&
	    (hint = post_iozone_command(ds, p)) >= 0) {
		/* "with `iozone -I ...` showed these numbers:": the command
		 * alone, not the sentence's rest after its closing mark */
		const char *c = ds->cmds[hint].text;

		alone = strndup(c, strcspn(c, "`"));
		if (!alone) {
			ret = -ENOMEM;
			goto out;
		}
	}
	if (hint < 0 && !has_cmd && !child.hint_command && p->fmt == &ingest_dd)
		relay.direct = prose_direct(ds, p, &relay.direct_flag);
	/* dd and hdparm read their command line from the text: give it */
	if (hint >= 0 && takes_command_line(p->fmt)) {
		char *all = line_commands_from(ds, (size_t)hint);
		const char *c = all ? all : alone ? alone : ds->cmds[hint].text;

		ret = bt_line(&bt, c, strlen(c), ds->cmds[hint].line, -1);
		free(all);
		if (ret)
			goto out;
	} else if (hint >= 0) {
		child.hint_command = ds->cmds[hint].text;
		child.hint_device_unsure =
		    !p->bare && tool && !strcmp(tool, "fio") &&
		    rival_target(ds, p->first, p->last, hint);
	}
	ret = p->bare
		  ? bare_fio_text(&bt, ds, p)
		  : blocktext_build(&bt, ds, p->first, p->last,
				    reads_command_line(p->fmt) ? tool : NULL);
	/* the job's lines shown in later code blocks, prose between */
	for (size_t f = 0; !ret && f < p->n_frag; f++)
		ret = bt_item(&bt, ds, p->frag[f]);
	if (ret)
		goto out;
	child.path = ds->ctx->path;
	child.verbose = ds->ctx->verbose;
	child.quiet = ds->ctx->quiet;
	child.report = relay_report;
	child.report_arg = &relay;
	block_label(ds, p, label, sizeof(label), &relay);
	/* bare lines whose caption's direction the command above says
	 * otherwise, not introduced as its list: neither direction */
	if (p->bare_against && !p->bare_op)
		relay.dir.cond.op = IODB_OP_UNKNOWN;
	/* hdparm's captions hold over the outputs below them, across other
	 * outputs, hdparm's own notes and remarks ("Under 2.4.21:", settings
	 * listings, "And some numbers:", then this part): what the document
	 * does not label, the importer reads as if given the section whole */
	/* "2217:" inside the part under "Speed comparisons, 2216:" */
	if (relay.label && p->fmt == &ingest_hdparm)
		child.block_label = relay.label;
	if (!relay.label && p->fmt == &ingest_hdparm) {
		ret = lines_text(ds, section_first(ds, p->first), p->first,
				 &caps);
		if (ret)
			goto out;
		child.caption_text = caps;
		child.caption_len = caps ? strlen(caps) : 0;
	}
	relay.command = hint >= 0 ? ds->cmds[hint].text : child.hint_command;
	relay.command_item = hint >= 0 ? ds->cmd_item[hint] : SIZE_MAX;
	relay.ds = ds;
	relay.piece = p;
	relay.bt = &bt;
	if (!emit && p >= ds->pieces && p < ds->pieces + ds->n_pieces) {
		/* keep what it reads: a later block may only repeat it */
		struct piece *w = (struct piece *)p;

		w->n_res = 0;
		relay.collect = w;
		child.sink.run = collect_run;
		child.sink.result = relay_result;
		child.sink.arg = &relay;
	}
	if (emit) {
		relay.parent = ds->ctx;
		child.sink.run = relay_run;
		child.sink.result = relay_result;
		child.sink.spec = relay_spec;
		child.sink.arg = &relay;
	}
	/*
	 * A block that is the document's lines as they are: the importer
	 * numbers its lines as the document's, so that a line it names in a
	 * message ("after line 13") is the file's too (through the map of
	 * the normalization pass).
	 */
	if (blocktext_linear(&bt)) {
		child.line_base = ds->ctx->line_base + bt.src[0].no - 1;
		child.map = ds->ctx->map;
		relay.base = child.line_base;
	}
	child.buf = bt.text.buf;
	child.len = bt.text.len;
	ret = p->fmt->parse(&child, bt.text.buf, bt.text.len);
	if (ret && err) {
		*err = relay.err;
		*err_line = relay.err_line;
		relay.err = NULL;
	}
	free(relay.err);
out:
	free(relay.plan);
	free(over);
	free(alone);
	free(caps);
	strbuf_release(&jfs);
	strbuf_release(&pcmd);
	blocktext_release(&bt);
	return ret;
}

/* Whether a and b (figures of one metric) are the same figure, as one
 * output rounds it (fio's text prints three significant digits). */
static int same_figure(double a, double b)
{
	return fabs(a - b) <= 0.006 * fmax(fabs(a), fabs(b));
}

/*
 * Whether fio result x states result y again: each figure both state
 * agrees (direction, bandwidth, IOPS, io, run time, mean latency; the run
 * time to the ms fio prints) and at least two of them were compared.
 * partial: x is a copy of y's lines, no other form of the output: it
 * states no figure y lacks, each exactly as y does.
 */
static int same_result(const struct block_res *x, const struct block_res *y,
		       int partial)
{
	const double u[5] = {x->bw, x->iops, x->io, x->run, x->lat},
		     v[5] = {y->bw, y->iops, y->io, y->run, y->lat};
	int compared = 0;

	if (x->op != y->op)
		return 0;
	for (int m = 0; m < 5; m++) {
		if (partial && u[m] > 0 && !(v[m] > 0))
			return 0;
		if (!(u[m] > 0) || !(v[m] > 0))
			continue;
		compared++;
		/* a run time: fio prints it in whole ms in every form (runt=,
		 * mint=, run=, JSON): one ms apart is another run */
		if (partial  ? u[m] != v[m]
		    : m == 3 ? fabs(u[m] - v[m]) >= 1e6
			     : !same_figure(u[m], v[m]))
			return 0;
	}
	return compared >= 2 && !(x->bw > 0) == !(y->bw > 0);
}

/*
 * Whether every result of fio block p repeats one of fio block a's (the
 * tool output imported just above): the JSON, terse or normal text of
 * the same run printed together ("--output-format=normal,json"), or a
 * job's "Run status group" summary split from it by a heading.  Each
 * figure both state agrees (direction, bandwidth, IOPS, io, run time,
 * mean latency; the run time to the ms fio prints), and at least two of
 * them were compared.
 */
static int repeats_above(const struct piece *a, const struct piece *p)
{
	if (!a->fmt || strncmp(a->fmt->name, "fio", 3) ||
	    strncmp(p->fmt->name, "fio", 3) || !p->n_res || !a->n_res)
		return 0;
	for (size_t i = 0; i < p->n_res; i++) {
		int found = 0;

		for (size_t k = 0; k < a->n_res && !found; k++)
			found = same_result(&p->res[i], &a->res[k], 0);
		if (!found)
			return 0;
	}
	return 1;
}

/*
 * The first of the fio blocks imported above (not only the one just
 * above) whose results fio block i only copies again, or -1: an author's
 * abridged repeat of the outputs shown in full ("Summary numbers:", the
 * job lines and their "read:"/"write:" lines).  Each result of i is one
 * of theirs and shows no figure that one lacks (a fuller output is no
 * copy).
 */
static long copies_imported(const struct docstate *ds, size_t i)
{
	const struct piece *p = &ds->pieces[i];
	long first = -1;

	if (!p->fmt || strncmp(p->fmt->name, "fio", 3) || !p->n_res)
		return -1;
	for (size_t x = 0; x < p->n_res; x++) {
		long hit = -1;

		for (size_t j = 0; j < i && hit < 0; j++) {
			const struct piece *a = &ds->pieces[j];

			if (!a->imported || !a->fmt ||
			    strncmp(a->fmt->name, "fio", 3))
				continue;
			for (size_t y = 0; y < a->n_res && hit < 0; y++)
				if (same_result(&p->res[x], &a->res[y], 1))
					hit = (long)j;
		}
		if (hit < 0)
			return -1;
		if (first < 0 || hit < first)
			first = hit;
	}
	return first;
}

/*
 * A fio block p not imported as it repeats runs imported above (the
 * pieces [from, to), those imported): each of its results adds the
 * conditions it states to the result it repeats (a summary's bare
 * "read:" lines under a command, the full output further down naming
 * "jobs=1" and "--direct=1" too).  A condition both state otherwise is
 * neither copy's: left unknown, warned.  partial: as copies_imported()
 * compares, else as repeats_above().
 */
static void join_copy_conds(struct docstate *ds, const struct piece *p,
			    size_t from, size_t to, int partial)
{
	if (!ds->held)
		return;
	for (size_t x = 0; x < p->n_res; x++) {
		struct iodb_result *r = NULL;
		const struct piece *a = NULL;

		for (size_t j = from; j < to && !r; j++) {
			a = &ds->pieces[j];
			if (!a->imported || !a->fmt ||
			    strncmp(a->fmt->name, "fio", 3))
				continue;
			for (size_t k = a->rec_from; k < a->rec_to && !r; k++) {
				struct iodb_result *h =
				    ingest_record_result_at(ds->held, k);

				if (h) {
					const struct block_res y =
					    block_res_of(h);

					if (same_result(&p->res[x], &y,
							partial))
						r = h;
				}
			}
		}
		if (!r)
			continue;
		for (unsigned clash = iodb_cond_join(&r->cond, &p->res[x].cond);
		     clash; clash &= clash - 1)
			ingest_warn_lines(
			    ds->ctx, p->res[x].from, p->res[x].to,
			    "%s output: the same run as at lines %ld-%ld, "
			    "stated with another %s: left unknown",
			    p->fmt->name,
			    ingest_line(ds->ctx, ds->d.items[a->first].no),
			    ingest_line(ds->ctx, ds->d.items[a->last].no),
			    iodb_cond_field_name(clash));
	}
}

/* The significant digits of a run time in ns: 111748000000 -> 6. */
static int time_digits(double ns)
{
	char buf[64];
	int n = 0, started = 0;

	if (!(ns > 0) || ns > 1e18)
		return 0;
	snprintf(buf, sizeof(buf), "%.0f", ns);
	for (size_t i = strlen(buf); i-- > 0 && buf[i] == '0';)
		buf[i] = '\0';
	for (const char *c = buf; *c; c++)
		if (started || *c != '0') {
			started = 1;
			n++;
		}
	return n;
}

/*
 * The earlier dd block of the document that dd block i only quotes again
 * (a forum reply quoting a post, a summary restating a run): each of its
 * results copied the same bytes in the same time, printed to five
 * significant digits or more ("4194304000 bytes ... copied, 111,748 s"),
 * at the same rate, which no second run does; -1 none.
 */
static long dd_quoted_again(const struct docstate *ds, size_t i)
{
	const struct piece *p = &ds->pieces[i];

	if (p->fmt != &ingest_dd || !p->n_res)
		return -1;
	for (size_t j = 0; j < i; j++) {
		const struct piece *a = &ds->pieces[j];
		size_t found = 0;

		if (a->fmt != &ingest_dd || !a->n_res)
			continue;
		for (size_t x = 0; x < p->n_res; x++) {
			const struct block_res *u = &p->res[x];

			for (size_t y = 0; y < a->n_res; y++) {
				const struct block_res *v = &a->res[y];

				if (u->io > 0 && u->io == v->io &&
				    u->run == v->run &&
				    time_digits(u->run) >= 5 &&
				    same_figure(u->bw, v->bw)) {
					found++;
					break;
				}
			}
		}
		if (found == p->n_res)
			return (long)j;
	}
	return -1;
}

/*
 * The earlier hdparm block of the document that hdparm block i only quotes
 * again (a forum reply quoting a post, the quote's mark kept on its first
 * line alone): each of its results read the same MB in the same time at
 * the same rate, of the same device; a block of one result only when its
 * rate has five significant digits or more (hdparm's "= 11244.69
 * MB/sec"), which no second run repeats; -1 none.
 */
static long hdparm_quoted_again(const struct docstate *ds, size_t i)
{
	const struct piece *p = &ds->pieces[i];

	if (p->fmt != &ingest_hdparm || !p->n_res ||
	    (p->n_res == 1 && time_digits(p->res[0].bw / 1048576 * 100) < 5))
		return -1;
	for (size_t j = 0; j < i; j++) {
		const struct piece *a = &ds->pieces[j];
		size_t found = 0;

		if (a->fmt != &ingest_hdparm || !a->imported || !a->n_res)
			continue;
		for (size_t x = 0; x < p->n_res; x++) {
			const struct block_res *u = &p->res[x];

			for (size_t y = 0; y < a->n_res; y++) {
				const struct block_res *v = &a->res[y];

				/* no device in either: the same two or
				 * more timings, sizes and times alike */
				if ((u->dev[0] ? !strcmp(u->dev, v->dev)
					       : !v->dev[0] && p->n_res >= 2) &&
				    u->op == v->op && u->io > 0 &&
				    u->io == v->io && u->run == v->run &&
				    u->bw > 0 && u->bw == v->bw) {
					found++;
					break;
				}
			}
		}
		if (found == p->n_res)
			return (long)j;
	}
	return -1;
}

/*
 * The command the document states for tool block i alone, or NULL: one
 * in its lines or between the tool output before it and its start, read
 * as a command of a tool iodb reads, or after a console prompt ("$
 * bonnie++ -d /pool -m lynx" right above the table); its length in *n.
 */
static const char *own_command(const struct docstate *ds, size_t i, size_t *n)
{
	const struct piece *p = &ds->pieces[i];
	size_t from = 0;

	for (size_t j = i; j-- > 0;)
		if (ds->pieces[j].kind == PIECE_TOOL) {
			from = ds->pieces[j].last + 1;
			break;
		}
	for (size_t k = 0; k < ds->n_cmds; k++)
		if (ds->cmd_item[k] >= from && ds->cmd_item[k] <= p->last) {
			*n = strlen(ds->cmds[k].text);
			return ds->cmds[k].text;
		}
	for (size_t k = from; k <= p->last; k++) {
		const struct doc_item *it = &ds->d.items[k];
		size_t pl;

		if (it->kind != DOC_LINE || it->blank || !it->s)
			continue;
		pl = ingest_prompt_len(it->s, it->len);
		if (pl && pl < it->len && it->s[pl] != ' ') {
			*n = it->len - pl;
			return it->s + pl;
		}
	}
	return NULL;
}

/* Whether results u and v are one result printed twice: the same names,
 * conditions and figures, and their runs say nothing against it (a copy
 * may leave out the header that names the version or the date). */
static int same_printed(const struct block_res *u, const struct block_res *v)
{
	if (u->print != v->print ||
	    (u->stamp >= 0 && v->stamp >= 0 && u->stamp != v->stamp))
		return 0;
	for (int k = 0; k < RUN_SAYS; k++)
		if (u->says[k] && v->says[k] && u->says[k] != v->says[k])
			return 0;
	return 1;
}

/*
 * Whether tool block ip shows nothing but results of the earlier or later
 * block ia of the same tool, printed alike: one output pasted twice in a
 * document (a top-of-page copy of a dated log entry, a summary quoting
 * the full output).  Every result of ip is one of ia's (its names,
 * conditions and every figure as printed; bonnie++'s machine column),
 * and no real second run could print it so: the line(s) it was read from
 * state two figures or more (bonnie++'s rates and latencies, a
 * KDiskMark line's MB/s, IOPS and latency), or the runs' timestamps are
 * the same.  Not the same output: two outputs of one code block (a loop
 * printing run after run), or two outputs each under its own command
 * (the same command above each: the author ran it again), unless their
 * timestamps say one run.  Tools with a rule of their own (fio, dd,
 * hdparm) are not compared here.
 */
static int same_output(const struct docstate *ds, size_t ia, size_t ip)
{
	const struct piece *a = &ds->pieces[ia], *p = &ds->pieces[ip];
	const struct piece *up = ia < ip ? a : p, *down = ia < ip ? p : a;
	const char *ca, *cp;
	size_t b0, b1, na = 0, np = 0;
	int stamped = 1;

	if (a->kind != PIECE_TOOL || p->kind != PIECE_TOOL || !p->fmt ||
	    a->fmt != p->fmt || !strncmp(p->fmt->name, "fio", 3) ||
	    p->fmt == &ingest_dd || p->fmt == &ingest_hdparm || !p->n_res ||
	    p->n_res > a->n_res)
		return 0;
	code_block_of(ds, up->last, &b0, &b1);
	if (ds->d.items[up->last].pre && down->first <= b1)
		return 0;
	for (size_t x = 0; x < p->n_res; x++) {
		const struct block_res *u = &p->res[x];
		size_t twice = 0, found = 0;
		int figs = 0, same_stamp = 0;

		for (size_t y = 0; y < p->n_res; y++) {
			twice += p->res[y].print == u->print;
			if (p->res[y].from == u->from && p->res[y].to == u->to)
				figs += p->res[y].figs;
		}
		for (size_t y = 0; y < a->n_res; y++)
			if (same_printed(u, &a->res[y])) {
				found++;
				same_stamp |= u->stamp >= 0 &&
					      u->stamp == a->res[y].stamp;
			}
		if (found < twice || (figs < 2 && !same_stamp))
			return 0;
		stamped &= same_stamp;
	}
	ca = own_command(ds, ia, &na);
	cp = own_command(ds, ip, &np);
	if (ca && cp && (!stamped || na != np || memcmp(ca, cp, na)))
		return 0;
	return 1;
}

/* What block p's runs say of themselves (run_says(), a timestamp), one
 * bit each. */
static unsigned run_said(const struct piece *p)
{
	unsigned said = 0;

	for (size_t x = 0; x < p->n_res; x++) {
		for (int k = 0; k < RUN_SAYS; k++)
			said |= (unsigned)(p->res[x].says[k] != 0) << k;
		said |= (unsigned)(p->res[x].stamp >= 0) << RUN_SAYS;
	}
	return said;
}

/*
 * The earlier block, imported, whose output tool block i shows again
 * (same_output()), or -1.
 */
static long output_shown_again(const struct docstate *ds, size_t i)
{
	for (size_t j = 0; j < i; j++)
		if (ds->pieces[j].imported && same_output(ds, j, i))
			return (long)j;
	return -1;
}

/*
 * The later block whose output tool block i only shows before it, with
 * more of its run (same_output(), the copy above without the header that
 * names the tool's version or the date), or -1: that one is imported.
 */
static long output_shown_below(const struct docstate *ds, size_t i)
{
	unsigned mine = run_said(&ds->pieces[i]);

	for (size_t j = i + 1; j < ds->n_pieces; j++) {
		unsigned theirs = run_said(&ds->pieces[j]);

		if ((theirs & ~mine) && !(mine & ~theirs) &&
		    same_output(ds, j, i))
			return (long)j;
	}
	return -1;
}

/*
 * The fio block below p whose output p only digests, or NULL: p holds
 * nothing but group summaries' figures (no IOPS, no latency: "READ:
 * bw=..., io=..., run=..." lines quoted as a list above the outputs),
 * and a later fio block states each of them with its IOPS (the full
 * output of the same runs); or p is a run's direction lines nested
 * under its name in a summary list (bare_name: no latency), and a later
 * fio block states each of them with its latency.  The fuller copy is
 * the one imported.
 */
static const struct piece *digest_of_below(const struct docstate *ds, size_t i)
{
	const struct piece *p = &ds->pieces[i];

	if (!p->fmt || strncmp(p->fmt->name, "fio", 3) || !p->n_res)
		return NULL;
	for (size_t k = 0; k < p->n_res; k++)
		if ((p->res[k].iops > 0 && !p->bare_name) || p->res[k].lat > 0)
			return NULL;
	for (size_t j = i + 1; j < ds->n_pieces; j++) {
		const struct piece *q = &ds->pieces[j];
		int fuller = 0;

		if (q->kind == PIECE_TABLE || !q->fmt || !repeats_above(q, p))
			continue;
		for (size_t k = 0; k < q->n_res; k++)
			fuller |= p->bare_name ? q->res[k].lat > 0
					       : q->res[k].iops > 0;
		if (fuller)
			return q;
	}
	return NULL;
}

/*
 * The fio block below block i whose output states some of i's results
 * again, with their IOPS, or -1: i holds nothing but group summaries'
 * figures (a list of "READ: bw=..., io=..., run=..." lines above the
 * outputs), the block below is the full output of some of those runs
 * (each of its results one of i's), the others' outputs are not in the
 * text (cut, left out).  Those results are the output's; i keeps the
 * others.  Every result of i stated below is digest_of_below()'s case.
 */
static long partial_digest_below(const struct docstate *ds, size_t i)
{
	const struct piece *p = &ds->pieces[i];

	if (!p->fmt || strncmp(p->fmt->name, "fio", 3) || p->n_res < 2)
		return -1;
	for (size_t k = 0; k < p->n_res; k++)
		if (p->res[k].iops > 0 || p->res[k].lat > 0)
			return -1;
	for (size_t j = i + 1; j < ds->n_pieces; j++) {
		const struct piece *q = &ds->pieces[j];
		size_t stated = 0;

		if (q->kind == PIECE_TABLE || !q->fmt || !repeats_above(p, q))
			continue;
		for (size_t k = 0; k < q->n_res; k++)
			if (!(q->res[k].iops > 0))
				return -1;
		for (size_t k = 0; k < p->n_res; k++)
			for (size_t m = 0; m < q->n_res; m++)
				if (same_result(&p->res[k], &q->res[m], 0)) {
					stated++;
					break;
				}
		return stated && stated < p->n_res ? (long)j : -1;
	}
	return -1;
}

/* Whether fio block q (partial_digest_below()) states result res of the
 * summary above it, with its IOPS. */
static int summarized_below(const struct piece *q,
			    const struct iodb_result *res)
{
	const struct block_res x = block_res_of(res);

	if (x.iops > 0 || x.lat > 0)
		return 0;
	for (size_t m = 0; m < q->n_res; m++)
		if (q->res[m].iops > 0 && same_result(&x, &q->res[m], 0))
			return 1;
	return 0;
}

/*
 * Whether p, a summary of fio runs (fio-summary: dbench prints a log of
 * its fio outputs, then a summary of their figures), follows fio output
 * a in the same code block, with blank lines and at most one other line
 * ("All tests complete.") between: it restates a's runs.
 */
static int summarizes_above(const struct docstate *ds, const struct piece *a,
			    const struct piece *p)
{
	int other = 0;

	if (!a->fmt || strcmp(p->fmt->name, "fio-summary") ||
	    strncmp(a->fmt->name, "fio-", 4) ||
	    !strcmp(a->fmt->name, "fio-summary") || !ds->d.items[a->last].pre ||
	    !ds->d.items[p->first].pre)
		return 0;
	for (size_t i = a->last + 1; i < p->first; i++) {
		const struct doc_item *it = &ds->d.items[i];

		if (!it->pre || it->heading || (!it->blank && ++other > 1))
			return 0;
	}
	return 1;
}

/* ---- the document ----------------------------------------------------- */

static void state_release(struct docstate *ds)
{
	for (size_t i = 0; i < ds->n_pieces; i++) {
		free(ds->pieces[i].res);
		free(ds->pieces[i].frag);
	}
	for (size_t i = 0; i < ds->n_pieces; i++)
		if (ds->pieces[i].own_table) {
			table_release(ds->pieces[i].table);
			free(ds->pieces[i].table);
		}
	free(ds->pieces);
	free(ds->rep);
	for (size_t i = 0; i < ds->n_cmds; i++)
		free(ds->cmds[i].text);
	free(ds->cmds);
	free(ds->cmd_item);
	free(ds->jobs);
	free(ds->used);
	free(ds->flat);
	free(ds->seen);
	free(ds->done.v);
	free(ds->rated.v);
	doctext_release(&ds->d);
}

/*
 * "index 2.", "No. 2", "#2", "번호 2": a note about one row of a table
 * above.  Returns the number, or 0.
 */
static int note_number(const struct doc_item *it)
{
	static const char *const words[] = {"index", "no.",  "no",   "#",
					    "번호",  "番号", "序号", NULL};
	struct text_line l = {it->s, it->len, 0};
	size_t i = 0;
	int n = 0;

	l = line_trim(l);
	for (size_t k = 0; words[k]; k++) {
		size_t w = strlen(words[k]);

		if (l.len > w && !strncasecmp(l.s, words[k], w)) {
			i = w;
			break;
		}
	}
	if (!i)
		return 0;
	while (i < l.len && l.s[i] == ' ')
		i++;
	if (i >= l.len || l.s[i] < '0' || l.s[i] > '9')
		return 0;
	while (i < l.len && l.s[i] >= '0' && l.s[i] <= '9' && n < 100000)
		n = n * 10 + (l.s[i++] - '0');
	if (i < l.len && (l.s[i] == '.' || l.s[i] == ':' || l.s[i] == ')'))
		i++;
	return i == l.len ? n : 0;
}

/* Commands under "index N." notes after a table belong to its row N. */
static void row_notes(struct docstate *ds)
{
	int index = 0;

	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *p = &ds->pieces[i];
		size_t end =
		    i + 1 < ds->n_pieces ? ds->pieces[i + 1].first : ds->d.n;
		int note = 0;

		if (p->kind != PIECE_TABLE)
			continue;
		index++;
		for (size_t k = p->last + 1; k < end && k < p->last + 200;
		     k++) {
			const struct doc_item *it = &ds->d.items[k];
			int n;

			if (it->kind != DOC_LINE || it->blank)
				continue;
			if (section_start(it))
				break;
			n = note_number(it);
			if (n) {
				note = n;
				continue;
			}
			for (size_t c = 0; note && c < ds->n_cmds; c++)
				if (ds->cmd_item[c] == k) {
					ds->cmds[c].table = index;
					ds->cmds[c].note = note;
				}
		}
	}
}

/*
 * Whether item i is a text line that a soft-wrapped paragraph goes on.
 * A pipe table's row or rule is a line of its own, never a paragraph's:
 * "| Random R/W | R: 16 MB/s, W: 7 MB/s |" under "|---|---|" is no
 * CrystalDiskMark output whose lines a wrap ran together.
 */
static int wrap_item(const struct doc *d, size_t i)
{
	const struct doc_item *it;

	if (i >= d->n)
		return 0;
	it = &d->items[i];
	return it->kind == DOC_LINE && !it->blank && !it->heading && !it->pre &&
	       !table_md_row(it->s, it->len) &&
	       !table_md_separator(it->s, it->len);
}

/*
 * Whether s is the rest of an output line a paragraph's wrap cut off:
 * short, with a figure, not starting a sentence or an output line, not
 * ending one ("s, 2,3 MB/s", "= 151.45 MB/sec").
 */
static int wrapped_tail(const char *s, size_t len)
{
	int digit = 0;

	if (!len || len > 40 || (s[0] >= 'A' && s[0] <= 'Z') ||
	    (unsigned char)s[0] >= 0x80 || docflat_line_start(s, len) ||
	    strchr(".!?:", s[len - 1]))
		return 0;
	for (size_t i = 0; i < len; i++)
		digit |= s[i] >= '0' && s[i] <= '9';
	return digit;
}

/*
 * Whether s is the rest of fio's group line that ends text t (tl bytes),
 * cut off by a mail client's wrap: the last group line of t ("WRITE:
 * bw=23.8MiB/s (24.0MB/s),") has no "run=" yet, and s (its indentation
 * aside) goes on with its fields - a rate range, "io=" or "run=" first,
 * no line of fio's own ("23.8MiB/s-23.8MiB/s (24.0MB/s-24.0MB/s),
 * io=1026MiB (1076MB),", "run=43042-43042msec").
 */
static int group_rest(const char *t, size_t tl, const char *s, size_t len)
{
	const char *g = NULL, *k;

	while (len && (*s == ' ' || *s == '\t'))
		s++, len--;
	for (k = t; (k = memmem(k, tl - (size_t)(k - t), ": bw=", 5)); k++)
		g = k;
	if (!g || memmem(g, tl - (size_t)(g - t), "run=", 4) || !len ||
	    memchr(s, ':', len) || docflat_line_start(s, len))
		return 0;
	return (isdigit((unsigned char)*s) ||
		(len > 3 && !memcmp(s, "io=", 3)) ||
		(len > 4 && !memcmp(s, "run=", 4))) &&
	       (memmem(s, len, "io=", 3) || memmem(s, len, "run=", 4));
}

/* Whether item it starts indented as code: four blanks or a tab. */
static int code_indent(const struct doc_item *it)
{
	return it->kind == DOC_LINE && it->len &&
	       (it->s[0] == '\t' ||
		(it->len > 4 && !strncmp(it->s, "    ", 4)));
}

/*
 * Whether item i is a line of a Markdown code block indented four blanks
 * (or a tab): it and the lines right above it are so indented, up to a
 * blank line or the start (an indented line under a paragraph's line is
 * that paragraph's).  Such lines are as printed: no paragraph wrap ran
 * them together.
 */
static int indented_code(const struct doc *d, size_t i)
{
	if (d->html)
		return 0;
	for (;; i--) {
		const struct doc_item *it = &d->items[i];

		if (it->kind != DOC_LINE || it->heading)
			return 0;
		if (it->blank)
			return 1;
		if (!code_indent(it))
			return 0;
		if (!i)
			return 1;
	}
}

/*
 * Whether line s (len bytes) is a caption a person wrote between an
 * output's runs rather than a piece a wrap cut off: a capital or a digit
 * first, ':' last, a caption (line_caption(): "Second disk:") or a
 * number alone ("2217:", the next build's runs).  A wrap's piece ends a
 * line of the tool's ("jobs):", "= 13.65 MB/sec").
 */
static int caption_piece(const char *s, size_t len)
{
	char cap[64];
	size_t d = 0;

	while (len && (*s == ' ' || *s == '\t'))
		s++, len--;
	if (len < 2 || s[len - 1] != ':' ||
	    !(isupper((unsigned char)s[0]) || isdigit((unsigned char)s[0])))
		return 0;
	while (d < len - 1 && (isdigit((unsigned char)s[d]) || s[d] == '.'))
		d++;
	return d == len - 1 || line_caption(s, len, cap, sizeof(cap));
}

/*
 * Whether one of the n output lines starting at starts[] in s (len bytes)
 * starts at offset off, or after the blanks there.
 */
static int next_starts(const char *s, size_t len, const size_t *starts,
		       size_t n, size_t off)
{
	size_t at = off;

	while (at < len && (s[at] == ' ' || s[at] == '\t'))
		at++;
	for (size_t k = 0; k < n; k++)
		if (starts[k] == off || starts[k] == at)
			return 1;
	return 0;
}

/*
 * Whether line s (len bytes), whole between the end of an output's line
 * and the start of the next, is a name a person wrote over the next run
 * with no ':' ("USB2 flash drive" over "/dev/sde1:"): a capital or a
 * digit first, two words or more, a name (line_name_caption()), no
 * number alone in it.  A wrap's piece there holds one of the tool's
 * figures or units ("GB, 1.0 GiB) copied", "MB/sec").
 */
static int name_piece(const char *s, size_t len)
{
	char cap[64];
	size_t words = 0;

	while (len && (*s == ' ' || *s == '\t'))
		s++, len--;
	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	if (len < 2 || s[len - 1] == ':' ||
	    !(isupper((unsigned char)s[0]) || isdigit((unsigned char)s[0])) ||
	    !line_name_caption(s, len, cap, sizeof(cap)))
		return 0;
	for (size_t i = 0; i < len;) {
		size_t e = i, digits = 0;

		while (e < len && s[e] != ' ' && s[e] != '\t') {
			digits += isdigit((unsigned char)s[e]) || s[e] == '.' ||
				  s[e] == ',';
			e++;
		}
		if (e > i) {
			words++;
			if (digits == e - i)
				return 0; /* a figure: "1.0" */
		}
		i = e + 1;
	}
	return words >= 2;
}

/*
 * Whether line s (len bytes), whole between the end of an output's line
 * and the start of the next, is a word or a few a person wrote over the
 * next run in lowercase with no ':' ("patched", "2nd run", "no-fuse",
 * "fuse without io-uring" over fio's group lines in a mail): one to four
 * words of letters, digits and '-' (a letter in each), 40 bytes at most.
 * A wrap's piece there holds a figure, a unit or a bracket; one of the
 * tool's bare words ("out", "copied", "jobs") is no caption.
 */
static int word_piece(const char *s, size_t len)
{
	static const char *const tool_words[] = {
	    "in", "out", "copied", "records", "bytes", "jobs", "all", NULL};
	size_t words = 0;

	while (len && (*s == ' ' || *s == '\t'))
		s++, len--;
	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	if (len < 2 || len > 40 || !isalnum((unsigned char)s[0]))
		return 0;
	for (size_t i = 0; i < len;) {
		size_t e = i, letters = 0;

		while (e < len && s[e] != ' ') {
			if (isalpha((unsigned char)s[e]))
				letters++;
			else if (!isdigit((unsigned char)s[e]) && s[e] != '-')
				return 0;
			e++;
		}
		if (e > i) {
			if (!letters || ++words > 4)
				return 0;
			for (size_t k = 0; tool_words[k]; k++)
				if (strlen(tool_words[k]) == e - i &&
				    !strncasecmp(s + i, tool_words[k], e - i))
					return 0;
		}
		i = e + 1;
	}
	return words >= 1;
}

/*
 * Whether line s (len bytes) is a caption a person wrote over a run, ':'
 * last ("with this patch:", "original version:"): a caption
 * (line_caption()), no line of a tool's: fio's end in a bracket ("Run
 * status group 0 (all jobs):", "clat percentiles (usec):", "Disk stats
 * (read/write):").  A wrap's piece ending in ':' holds a tool's fields
 * ("1=100.0%, ... submit    :") or a bare word of one ("issued rwts:").
 */
static int caption_over_run(const char *s, size_t len)
{
	char cap[64];

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	return len > 1 && s[len - 1] == ':' && !docflat_line_start(s, len) &&
	       !memchr(s, '(', len) && line_caption(s, len, cap, sizeof(cap));
}

/*
 * A flattened output that a Markdown paragraph then wrapped at its width
 * ("$ sudo dd if=/dev/sde of=sd.img 1981440+0 Datensätze ein" /
 * "1981440+0 Datensätze aus 1014497280 Bytes (1,0 GB) kopiert, 449,267" /
 * "s, 2,3 MB/s", as pandoc writes a post): when line i starts such an
 * output that only the lines after it complete, those lines are joined
 * into item i (their items left blank; the output's lines all keep line
 * i's number).  Returns 1 when it joined, 0 when not, -ENOMEM.
 */
static int join_wrapped_flat(struct docstate *ds, size_t i)
{
	struct doc *d = &ds->d;
	size_t starts[DOCFLAT_MAX], last = i, n, best = 0;
	const char *tool;
	struct strbuf sb = STRBUF_INIT;
	size_t best_len = 0;

	if (d->html || !wrap_item(d, i) || indented_code(d, i))
		return 0;
	/* `diff -y`'s two columns, a mail client's wrap of each row: two
	 * outputs side by side (dd.c), no flattened one */
	for (size_t j = i; j < d->n && j - i < 8 && wrap_item(d, j); j++)
		if (docflat_gutter_row(d->items[j].s, d->items[j].len))
			return 0;
	if (strbuf_add(&sb, d->items[i].s, d->items[i].len))
		return -ENOMEM;
	for (size_t j = i + 1; j < d->n && j - i < 8 && wrap_item(d, j); j++) {
		/* a person's caption over the next run ("with this patch:")
		 * is no piece of an output line a wrap cut off: nothing from
		 * it on is joined */
		if (caption_over_run(d->items[j].s, d->items[j].len))
			break;
		/* a line that opens with a command ("dd if=/a of=/b
		 * bs=64k", a prompt before it at most) starts the next run,
		 * one line a paragraph as the one above: no wrap cut it, and
		 * neither it nor what follows is the run above's (nor the
		 * caption over it: "3. Copy speed (file to file):") */
		if (docflat_command_line(d->items[j].s, d->items[j].len))
			break;
		if (strbuf_addch(&sb, ' ') ||
		    strbuf_add(&sb, d->items[j].s, d->items[j].len)) {
			strbuf_release(&sb);
			return -ENOMEM;
		}
		n = docflat_split(sb.buf, sb.len, starts, DOCFLAT_MAX, &tool);
		/* the output starts inside line i and reads further; not
		 * iozone's table, whose reader joins a wrapped header and
		 * rows itself (a mail's wrap of "kB  reclen ..." over rows
		 * is no table flattened onto one line) */
		if (n >= 2 && starts[1] < d->items[i].len && n > best &&
		    strcmp(tool, "iozone")) {
			best = n;
			last = j;
			best_len = sb.len;
		}
	}
	if (!best) {
		strbuf_release(&sb);
		return 0;
	}
	strbuf_setlen(&sb, best_len);
	/* the wrapped tail of its last line: "s, 2,3 MB/s" */
	while (wrap_item(d, last + 1) &&
	       (wrapped_tail(d->items[last + 1].s, d->items[last + 1].len) ||
		group_rest(sb.buf, sb.len, d->items[last + 1].s,
			   d->items[last + 1].len))) {
		last++;
		if (strbuf_addch(&sb, ' ') ||
		    strbuf_add(&sb, d->items[last].s, d->items[last].len)) {
			strbuf_release(&sb);
			return -ENOMEM;
		}
	}
	/*
	 * Wrapped means cut inside an output line somewhere: an output
	 * printed line by line (every line starting one of the tool's
	 * lines, or a person's caption between its runs: "2217:") is left
	 * as it is.
	 */
	n = docflat_split(sb.buf, sb.len, starts, DOCFLAT_MAX, &tool);
	{
		size_t off = 0, k = 0;
		int cut = 0;

		for (size_t j = i; j < last && !cut; j++) {
			size_t at;

			off += d->items[j].len + 1;
			at = off;
			while (at < sb.len &&
			       (sb.buf[at] == ' ' || sb.buf[at] == '\t'))
				at++;
			/* "  * READ: bw=...": a list item's text starts the
			 * output's line */
			if (list_item_line(&d->items[j + 1]) &&
			    at + 2 < sb.len && strchr("-*+", sb.buf[at]) &&
			    sb.buf[at + 1] == ' ')
				at += 2;
			while (k < n && starts[k] < off)
				k++;
			if (caption_piece(d->items[j + 1].s,
					  d->items[j + 1].len) ||
			    bs_bullet(&d->items[j + 1], NULL))
				continue;
			/* "USB2 flash drive" alone between one run's last
			 * line and the next run's first */
			if (j + 1 < last &&
			    (name_piece(d->items[j + 1].s,
					d->items[j + 1].len) ||
			     word_piece(d->items[j + 1].s,
					d->items[j + 1].len)) &&
			    next_starts(sb.buf, sb.len, starts, n,
					off + d->items[j + 1].len + 1))
				continue;
			cut = k >= n || (starts[k] != off && starts[k] != at);
		}
		if (!cut) {
			strbuf_release(&sb);
			return 0;
		}
	}
	free(d->items[i].s);
	d->items[i].len = sb.len;
	d->items[i].s = strbuf_detach(&sb, NULL);
	for (size_t j = i + 1; j <= last; j++) {
		d->items[j].blank = 1;
		d->items[j].len = 0;
		d->items[j].s[0] = '\0';
	}
	return 1;
}

/* The lines that hold a flattened tool output (doc_flat.h). */
static int mark_flat(struct docstate *ds)
{
	size_t starts[DOCFLAT_MAX];
	const char *tool;

	for (size_t i = 0; i < ds->d.n; i++) {
		const struct doc_item *it = &ds->d.items[i];
		int ret;

		if (it->kind != DOC_LINE || it->blank || it->heading)
			continue;
		if (it->len >= FLAT_MIN)
			ds->flat[i] = docflat_split(it->s, it->len, starts,
						    DOCFLAT_MAX, &tool) >= 2;
		if (ds->flat[i] || it->pre)
			continue;
		ret = join_wrapped_flat(ds, i);
		if (ret < 0)
			return ret;
		if (ret)
			ds->flat[i] = 1;
	}
	return 0;
}

/* Read buf into ds: items, tables, commands, tool blocks. */
/*
 * Whether s[0, n) is a job's name before an undirected result line ("-
 * fio-nvme: IOPS=..."): one word of letters, digits and "-_.", not a
 * direction ("read: IOPS=...") nor a word that introduces or sums figures
 * ("Result: IOPS=...", "Total: IOPS=...").
 */
static int bare_job_name(const char *s, size_t n)
{
	static const char *const not_names[] = {
	    "read",   "write",	 "trim",  "mixed", "result",  "results",
	    "output", "summary", "total", "sum",   "average", "avg",
	    "mean",   "example", "note",  "iops",  "fio",     NULL,
	};

	if (!n || n > 40)
		return 0;
	for (size_t i = 0; i < n; i++)
		if (!isalnum((unsigned char)s[i]) && !strchr("-_.", s[i]))
			return 0;
	for (size_t k = 0; not_names[k]; k++)
		if (strlen(not_names[k]) == n &&
		    !strncasecmp(s, not_names[k], n))
			return 0;
	return 1;
}

/*
 * fio's result line quoted alone, as a list item or a line of text:
 * "- IOPS=10.1k, BW=39.5MiB/s", "* write: IOPS=254, BW=1017KiB/s (...)".
 * Returns where it starts after the list marker (the direction word or
 * "IOPS="), and *op the direction it names (IODB_OP_UNKNOWN: none), or
 * (size_t)-1 when s is no such line.
 */
/*
 * Where the result on a bare fio line starts, past a list's marker ("- ",
 * "3. ") and a caption naming the job before its direction ("odd times:
 * read: IOPS=..."): one to four words, a letter first, no '=' or digit
 * first, then ':' and fio's "read:", "write:" or "trim:".  The caption's
 * span into *cb, *ce when there is one (else both the result's start).
 */
static size_t bare_fio_caption(const char *s, size_t len, size_t *cb,
			       size_t *ce)
{
	static const char *const dirs[] = {"read:", "write:", "trim:", NULL};
	size_t i = 0, c, e, words = 0;

	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i + 1 < len && strchr("-*+", s[i]) && s[i + 1] == ' ') {
		i += 2;
	} else {
		size_t d = i;

		while (d < len && d - i < 3 && isdigit((unsigned char)s[d]))
			d++;
		if (d > i && d + 1 < len && strchr(".)", s[d]) &&
		    s[d + 1] == ' ')
			i = d + 2;
	}
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (cb)
		*cb = *ce = i;
	c = i;
	if (c >= len || !isalpha((unsigned char)s[c]))
		return i;
	for (e = c; e < len && s[e] != ':' && s[e] != '='; e++)
		words += s[e] != ' ' && (e == c || s[e - 1] == ' ');
	if (e >= len || s[e] != ':' || words > 4)
		return i;
	{
		size_t r = e + 1;

		/* "f2fs ：IOPS=" retyped: a blank before the (full-width,
		 * folded) colon is no part of the name */
		while (e > c && (s[e - 1] == ' ' || s[e - 1] == '\t'))
			e--;

		while (r < len && (s[r] == ' ' || s[r] == '\t'))
			r++;
		/* "- fio-nvme: IOPS=146k, BW=...": a job's name, then its
		 * result line without the direction */
		if (len - r > 5 && !strncmp(s + r, "IOPS=", 5) &&
		    bare_job_name(s + c, e - c)) {
			if (cb) {
				*cb = c;
				*ce = e;
			}
			return r;
		}
		for (size_t k = 0; dirs[k]; k++)
			if (len - r > strlen(dirs[k]) &&
			    !strncmp(s + r, dirs[k], strlen(dirs[k]))) {
				/* "read: read: ..." names no job */
				for (size_t m = 0; dirs[m]; m++)
					if (e - c + 1 == strlen(dirs[m]) &&
					    !strncasecmp(s + c, dirs[m], e - c))
						return i;
				if (cb) {
					*cb = c;
					*ce = e;
				}
				return r;
			}
	}
	return i;
}

/* Whether bare fio line it names its job ("odd times: read: ..."). */
static int bare_named(const struct doc_item *it)
{
	size_t cb, ce;

	bare_fio_caption(it->s, it->len, &cb, &ce);
	return ce > cb;
}

static size_t bare_fio_line(const char *s, size_t len, enum iodb_op *op)
{
	static const struct {
		const char *w;
		enum iodb_op op;
	} dirs[] = {{"read", IODB_OP_READ},
		    {"write", IODB_OP_WRITE},
		    {"trim", IODB_OP_TRIM}};
	size_t i = 0, b, w = 0;

	*op = IODB_OP_UNKNOWN;
	if (!s)
		return (size_t)-1;
	i = bare_fio_caption(s, len, NULL, NULL);
	b = i;
	for (size_t k = 0; k < sizeof(dirs) / sizeof(dirs[0]); k++) {
		size_t n = strlen(dirs[k].w);

		if (len - i > n && !strncmp(s + i, dirs[k].w, n)) {
			w = i + n;
			while (w < len && s[w] == ' ')
				w++;
			if (w < len && s[w] == ':') {
				*op = dirs[k].op;
				i = w + 1;
				while (i < len && (s[i] == ' ' || s[i] == '\t'))
					i++;
			}
			break;
		}
	}
	if (len - i < 10 || strncmp(s + i, "IOPS=", 5) ||
	    !has_text(s + i, len - i, "BW="))
		return (size_t)-1;
	return b;
}

/* The blanks before the text of item it (a list item's nesting). */
static size_t item_indent(const struct doc_item *it)
{
	size_t i = 0;

	while (i < it->len && (it->s[i] == ' ' || it->s[i] == '\t'))
		i++;
	return i;
}

/*
 * Whether item it is a list item holding a name in bold and nothing else
 * but its ':' ("* **BOT**:", "- __UAS:__"), the name one to four words
 * with no '=' (no option, no figure).
 */
static int bold_name_item(const struct doc_item *it)
{
	size_t i = item_indent(it), e = it->len, words = 0;
	char m;

	if (it->kind != DOC_LINE || it->pre || it->heading || it->blank ||
	    i + 2 >= e || !strchr("-*+", it->s[i]) || it->s[i + 1] != ' ')
		return 0;
	i += 2;
	while (e > i && (it->s[e - 1] == ' ' || it->s[e - 1] == '\t'))
		e--;
	m = it->s[i];
	if (e < i + 6 || (m != '*' && m != '_') || it->s[i + 1] != m)
		return 0;
	i += 2;
	/* "NAME**:" or "NAME:**" */
	if (it->s[e - 1] == ':' && it->s[e - 2] == m && it->s[e - 3] == m)
		e -= 3;
	else if (it->s[e - 1] == m && it->s[e - 2] == m && it->s[e - 3] == ':')
		e -= 3;
	else
		return 0;
	if (e <= i || it->s[i] == ' ' || it->s[e - 1] == ' ')
		return 0;
	for (size_t k = i; k < e; k++) {
		if (strchr("=*_:`", it->s[k]))
			return 0;
		words += it->s[k] != ' ' && (k == i || it->s[k - 1] == ' ');
	}
	return words <= 4;
}

/*
 * A summary list's runs, each under a list item naming it in bold
 * ("* **BOT**:", then "  * read: IOPS=141, BW=574KiB/s (...)" and "  *
 * write: ..." nested under it): the nested items, each a fio direction
 * line naming its direction, are one run of that name (its label), a
 * bare piece of their own.  Nothing else nested there: a list of other
 * things is no run.  Before blocks are grown, so that no output takes
 * them for a job block cut from its header.
 */
static int name_summaries(struct docstate *ds)
{
	for (size_t k = 0; k + 1 < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];
		size_t last = k, ind;
		struct piece pc;
		int ret;

		if (ds->used[k] || !bold_name_item(it))
			continue;
		ind = item_indent(it);
		for (size_t j = k + 1; j < ds->d.n; j++) {
			const struct doc_item *nx = &ds->d.items[j];
			enum iodb_op op;
			size_t b;

			if (nx->kind != DOC_LINE || ds->used[j] || nx->pre ||
			    nx->blank || item_indent(nx) <= ind ||
			    !strchr("-*+", nx->s[item_indent(nx)]))
				break;
			b = bare_fio_line(nx->s, nx->len, &op);
			if (b == (size_t)-1 || op == IODB_OP_UNKNOWN ||
			    bare_named(nx))
				break;
			last = j;
		}
		/* the run ends where the nesting does */
		if (last == k ||
		    (last + 1 < ds->d.n && !ds->d.items[last + 1].blank &&
		     ds->d.items[last + 1].kind == DOC_LINE &&
		     item_indent(&ds->d.items[last + 1]) > ind))
			continue;
		memset(&pc, 0, sizeof(pc));
		pc.kind = PIECE_TOOL;
		pc.first = k + 1;
		pc.last = last;
		pc.ctx = k + 1;
		pc.fmt = &ingest_fio_text;
		pc.tool = "fio";
		pc.score = 50;
		pc.bare = 1;
		pc.bare_name = k + 1;
		for (size_t i = k; i <= last; i++)
			ds->used[i] = 2;
		ret = add_piece(ds, &pc);
		if (ret)
			return ret;
		k = last;
	}
	return 0;
}

/*
 * Lines that each name a fio job before its result ("3. odd times: read:
 * IOPS=33.7k, BW=...", "even times: read: ..."), one after another with
 * nothing of an output next to them (a line with '=' that is no
 * command): set aside (used 3) for bare_fio(), which reads each as a run
 * of its own under the command above, before tool blocks are grown over
 * them as the lines of one output.
 */
static void reserve_named_bare(struct docstate *ds)
{
	for (size_t k = 0; k < ds->d.n; k++) {
		size_t j = k, last = k;
		enum iodb_op op;
		int ok = 1;

		if (ds->d.items[k].kind != DOC_LINE || ds->used[k] ||
		    ds->d.items[k].blank || !bare_named(&ds->d.items[k]))
			continue;
		for (j = k + 1; j < ds->d.n; j++) {
			const struct doc_item *nx = &ds->d.items[j];

			if (nx->kind != DOC_LINE || ds->used[j] ||
			    (!nx->blank && !bare_named(nx)))
				break;
			if (!nx->blank)
				last = j;
		}
		/* the lines next to them: no output's ("lat (usec): ...") */
		for (size_t x = 0; x < 2 && ok; x++) {
			size_t y = x ? last + 1 : k - 1;
			const struct doc_item *nb;

			if (x ? y >= ds->d.n : k == 0)
				continue;
			nb = &ds->d.items[y];
			ok = nb->kind == DOC_LINE &&
			     (nb->blank || !memchr(nb->s, '=', nb->len) ||
			      item_has_command(ds, y, "fio"));
		}
		for (size_t i = k; i <= last && ok; i++)
			if (!ds->d.items[i].blank &&
			    bare_fio_line(ds->d.items[i].s, ds->d.items[i].len,
					  &op) != (size_t)-1)
				ds->used[i] = 3;
		k = last;
	}
}

/*
 * The fio options that line it of a test's parameters states after its
 * ':' ("fio configuration: randread bs=4k numjobs=4", its colon a folded
 * full-width one), as a command line into cmd ("fio --rw=randread
 * --bs=4k --numjobs=4"), and the one direction they name into *op.
 * Every "key=value" word must be a fio option with a value it takes, one
 * at least; a bare word naming one direction (fio's rw value: "read",
 * "randwrite") is rw=, a mixed one ("rw", "randrw") names no direction of
 * a single figure and is left, as are other words ("libaio").  Returns 1
 * when it gives options, 0 when it gives none, or -ENOMEM.
 */
static int params_fio_options(const struct doc_item *it, struct strbuf *cmd,
			      enum iodb_op *op)
{
	static const struct {
		const char *rw;
		enum iodb_op op;
	} dirs[] = {{"read", IODB_OP_READ},   {"randread", IODB_OP_READ},
		    {"write", IODB_OP_WRITE}, {"randwrite", IODB_OP_WRITE},
		    {"trim", IODB_OP_TRIM},   {"randtrim", IODB_OP_TRIM}};
	struct strbuf line = STRBUF_INIT;
	struct fio_opts o;
	const char *c, *e, *w;
	int kv = 0, ret = 0;

	*op = IODB_OP_UNKNOWN;
	strbuf_reset(cmd);
	if (it->kind != DOC_LINE || it->blank || it->pre ||
	    !line_is_parameters(it->s, it->len) ||
	    !(c = memchr(it->s, ':', it->len)))
		return 0;
	if (strbuf_addf(cmd, "fio"))
		return -ENOMEM;
	e = it->s + it->len;
	for (w = c + 1; w < e;) {
		const char *b;
		size_t n;

		while (w < e && strchr(" \t,`", *w))
			w++;
		for (b = w; w < e && !strchr(" \t,`", *w); w++)
			;
		n = (size_t)(w - b);
		if (!n)
			continue;
		if (memchr(b, '=', n)) {
			kv++;
			if (strbuf_addf(&line, "%s%.*s", line.len ? " " : "",
					(int)n, b) ||
			    strbuf_addf(cmd, " --%.*s", (int)n, b)) {
				ret = -ENOMEM;
				goto out;
			}
			continue;
		}
		for (size_t k = 0; k < sizeof(dirs) / sizeof(dirs[0]); k++)
			if (strlen(dirs[k].rw) == n &&
			    !memcmp(b, dirs[k].rw, n)) {
				if (*op && *op != dirs[k].op)
					goto out; /* two directions */
				*op = dirs[k].op;
				if (strbuf_addf(cmd, " --rw=%s", dirs[k].rw)) {
					ret = -ENOMEM;
					goto out;
				}
			}
	}
	if (!kv || fio_options_parse_line(line.buf, line.len, &o) ||
	    (*op && o.rw[0]))
		goto out; /* a word no option, or rw= told twice */
	if (o.rw[0]) {
		for (size_t k = 0; k < sizeof(dirs) / sizeof(dirs[0]); k++)
			if (!strcmp(o.rw, dirs[k].rw))
				*op = dirs[k].op;
	}
	ret = 1;
out:
	strbuf_release(&line);
	if (ret != 1) {
		strbuf_reset(cmd);
		*op = IODB_OP_UNKNOWN;
	}
	return ret;
}

/*
 * The one direction the caption it over bare fio lines names: the
 * direction words (line_direction_words()) of its last sentence, the one
 * nearest the figures ("The tool output shows sequential read rate:"),
 * when that sentence compares nothing ("lower than the read rate
 * above:" may name the other run's); IODB_OP_UNKNOWN for none or both.
 */
static enum iodb_op bare_caption_op(const struct doc_item *it)
{
	size_t b = 0, e;
	int d;

	if (it->kind != DOC_LINE || it->blank || it->pre || it->len > 300)
		return IODB_OP_UNKNOWN;
	e = doc_prose_last_sentence(it->s, it->len, &b);
	if (e <= b || doc_prose_compares(it->s + b, e - b))
		return IODB_OP_UNKNOWN;
	d = line_direction_words(it->s + b, it->s + e);
	return d == IODB_OP_READ || d == IODB_OP_WRITE ? (enum iodb_op)d
						       : IODB_OP_UNKNOWN;
}

/*
 * Whether the caption right above bare fio lines first..last, below fio
 * command c, names the other direction than c's one (--readwrite=write
 * over "The tool output shows sequential read rate:" over "- IOPS=10.1k,
 * BW=39.5MiB/s"): which of the two the figures are is not sure.  Its
 * item into *cap and its direction into *op; the lines may take that
 * direction (*op stays) only when they are list items right under a
 * caption ending in ':', which introduces them; else *op is unknown.
 */
static int bare_caption_against(struct docstate *ds, size_t c, size_t first,
				size_t last, long *cap, enum iodb_op *op)
{
	enum iodb_op cop = ds->cmds[c].cond.cond.op;
	long k = above(ds, first, 1);
	const struct doc_item *it;

	*op = IODB_OP_UNKNOWN;
	if (k < 0 || (size_t)k <= ds->cmd_item[c] ||
	    ds->cmds[c].cond.n_ops != 1 ||
	    (cop != IODB_OP_READ && cop != IODB_OP_WRITE))
		return 0;
	it = &ds->d.items[k];
	*op = bare_caption_op(it);
	if (!*op || *op == cop)
		return 0;
	*cap = k;
	for (size_t i = (size_t)k + 1; i <= last; i++) {
		const struct doc_item *x = &ds->d.items[i];

		if (x->kind != DOC_LINE ||
		    (!x->blank && i >= first && !list_item_line(x)) ||
		    (!x->blank && i < first))
			*op = IODB_OP_UNKNOWN;
	}
	if (it->s[it->len - 1] != ':')
		*op = IODB_OP_UNKNOWN;
	return 1;
}

/* fio's direction v ("randwrite") with "write" read as "read". */
static void write_as_read(char *v)
{
	char *w = strstr(v, "write");

	if (w) {
		memcpy(w, "read", 4);
		memmove(w + 4, w + 5, strlen(w + 5) + 1);
	}
}

/*
 * Whether fio command lines a and b are the same but for their direction:
 * word for word alike, their --rw= / --readwrite= value aside, which is
 * alike once "write" is read as "read" ("--readwrite=write" and
 * "--readwrite=read", "--rw=randwrite" and "--rw=randread"; never
 * "--rw=write" and "--rw=randread").
 */
static int direction_pair(const char *a, const char *b)
{
	static const char *const keys[] = {
	    "--rw=", "--readwrite=", "-rw=", "-readwrite=", NULL};

	for (;;) {
		size_t na, nb, ka = 0;
		const char *key = NULL;

		while (*a == ' ' || *a == '\t')
			a++;
		while (*b == ' ' || *b == '\t')
			b++;
		if (!*a || !*b)
			return !*a && !*b;
		na = strcspn(a, " \t");
		nb = strcspn(b, " \t");
		for (size_t i = 0; keys[i] && !key; i++)
			if (!strncmp(a, keys[i], strlen(keys[i])) &&
			    !strncmp(b, keys[i], strlen(keys[i])))
				key = keys[i];
		if (key) {
			char va[32], vb[32];

			ka = strlen(key);
			if (na - ka >= sizeof(va) || nb - ka >= sizeof(vb))
				return 0;
			memcpy(va, a + ka, na - ka);
			va[na - ka] = '\0';
			memcpy(vb, b + ka, nb - ka);
			vb[nb - ka] = '\0';
			write_as_read(va);
			write_as_read(vb);
			if (strcmp(va, vb))
				return 0;
		} else if (na != nb || memcmp(a, b, na)) {
			return 0;
		}
		a += na;
		b += nb;
	}
}

/*
 * The fio command of direction op in the document that is command c's
 * but for its direction (direction_pair()): "--readwrite=read" to c's
 * "--readwrite=write", its other options the same.  1 + its index (the
 * nearest of several alike to the letter), 0 for none or several that
 * differ.
 */
static size_t direction_pair_cmd(const struct docstate *ds, size_t c,
				 enum iodb_op op)
{
	size_t found = 0;

	for (size_t i = 0; i < ds->n_cmds; i++) {
		const struct table_command *o = &ds->cmds[i];

		if (i == c || strcmp(o->tool, "fio") || o->idle ||
		    o->cond.n_ops != 1 || o->cond.cond.op != op ||
		    !direction_pair(ds->cmds[c].text, o->text))
			continue;
		/* the same command run again elsewhere (on another
		 * device, say): the one nearest c */
		if (found && strcmp(ds->cmds[found - 1].text, o->text))
			return 0;
		if (!found ||
		    labs(o->line - ds->cmds[c].line) <
			labs(ds->cmds[found - 1].line - ds->cmds[c].line))
			found = i + 1;
	}
	return found;
}

/*
 * fio's result lines quoted alone under a fio command (the rest of the
 * output cut away): each is read as a job of that command, in the one
 * direction it or the command names.  Not when the caption right above
 * them names the other direction (bare_caption_against()): then neither
 * the command's direction nor its conditions, the caption's direction
 * when it introduces them as a list, and a warning.  Lines with no direction
 * under a command of mixed or unknown direction are left (unread_results
 * warns).  A line naming its job ("- fio-nvme: IOPS=...") is read with no
 * command too, its direction its own or its name's, else unknown.
 */
/* The sections of a fio job's block, in the order fio prints them. */
enum job_section {
	JS_NONE,
	JS_DIR, /* "read : io=...", "  read: IOPS=..." */
	JS_SLAT,
	JS_CLAT,
	JS_LAT,
	JS_PCT, /* "clat percentiles (usec):" */
	JS_ROW, /* "|  1.00th=[   42], ..." */
	JS_BW,
	JS_IOPS,
	JS_DIST, /* "lat (usec) : 250=0.01%, ..." */
	JS_CPU,
	JS_DEPTHS,
	JS_SUBMIT,
	JS_COMPLETE,
	JS_ISSUED,
	JS_LATENCY
};

/* Whether s (len bytes) starts with word w, then blanks and ':'. */
static int word_colon(const char *s, size_t len, const char *w)
{
	size_t n = strlen(w);

	if (len <= n || strncmp(s, w, n))
		return 0;
	while (n < len && s[n] == ' ')
		n++;
	return n < len && s[n] == ':';
}

/*
 * The section of a fio job's block line s (len bytes, blanks first) is:
 * "    clat (usec): min=1, ..." JS_CLAT, "     lat (usec) : 250=0.01%"
 * JS_DIST, "  cpu          : usr=..." JS_CPU; JS_NONE for any other line
 * (a job's header, a group's line, "Run status group", a person's words).
 */
static enum job_section job_section(const char *s, size_t len)
{
	static const struct {
		const char *w;
		enum job_section sec;
	} words[] = {{"iops", JS_IOPS},		{"cpu", JS_CPU},
		     {"IO depths", JS_DEPTHS},	{"submit", JS_SUBMIT},
		     {"complete", JS_COMPLETE}, {"issued", JS_ISSUED},
		     {"latency", JS_LATENCY}};
	static const char *const dirs[] = {"read", "write", "trim", "mixed"};
	size_t b = 0;
	int stats;

	while (b < len && (s[b] == ' ' || s[b] == '\t'))
		b++;
	s += b, len -= b;
	if (!len)
		return JS_NONE;
	if (*s == '|')
		return JS_ROW;
	for (size_t i = 0; i < 4; i++)
		if (word_colon(s, len, dirs[i]))
			return JS_DIR;
	/* "issued rwts: total=...", fio 3's */
	if (len > 7 && !strncmp(s, "issued ", 7) && memchr(s, ':', len))
		return JS_ISSUED;
	for (size_t i = 0; i < sizeof(words) / sizeof(*words); i++)
		if (word_colon(s, len, words[i].w))
			return words[i].sec;
	if (len > 16 && (!strncmp(s, "clat percentiles", 16) ||
			 !strncmp(s, "slat percentiles", 16) ||
			 !strncmp(s, "lat percentiles", 15)))
		return JS_PCT;
	if (len > 4 && !strncmp(s, "bw (", 4))
		return JS_BW;
	stats = memmem(s, len, "min=", 4) != NULL;
	if (len > 6 && !strncmp(s, "slat (", 6) && stats)
		return JS_SLAT;
	if (len > 6 && !strncmp(s, "clat (", 6) && stats)
		return JS_CLAT;
	if (len > 5 && !strncmp(s, "lat (", 5))
		return stats ? JS_LAT : JS_DIST;
	return JS_NONE;
}

/*
 * One fio output dissected in an explainer post: the job's block cut
 * into many code blocks, a paragraph of prose after each.
 *
 *	  read : io=2048MB, bw=20971KB/s, iops=5242, runt=100001msec
 *	<p>The first line says ...</p>
 *	    clat (usec): min=12, max=9100, avg=188.40, stdev=31.02
 *	<p>Next is completion latency ...</p>
 *	     lat (usec): min=20, max=9121, avg=197.91, stdev=31.88
 *
 * The later blocks go on with the job of fio text piece p when every
 * line of theirs is a line of a job's block (job_section()), and only
 * prose stands between: no heading, table, command or other output, and
 * no sentence naming a system (doc_prose_system(): "here's the same
 * section from a 7200 RPM SAS drive" brings another run's lines).  A
 * line of a section the job has shown already, or of one fio prints
 * before it, is another run's shown beside for comparison ("slat ...
 * (SATA SSD)", five of them): left out, the rest of its block read.  A
 * block holding any other line (a group's "Run status", a header) ends
 * the joining.  The lines joined are read after p's own (p->frag).
 */
static int join_one_fragmented(struct docstate *ds, struct piece *p)
{
	const struct doc *d = &ds->d;
	enum job_section last = JS_NONE;
	size_t k = p->last + 1;

	for (size_t j = p->first; j <= p->last; j++) {
		const struct doc_item *it = &d->items[j];

		if (it->kind == DOC_LINE && !it->blank && it->s)
			last = job_section(it->s, it->len);
	}
	if (last == JS_NONE || !d->items[p->last].pre)
		return 0;
	while (k < d->n) {
		size_t e, prose = 0; /* items of prose */
		enum job_section prev = JS_NONE, at = last;

		/* the prose between */
		for (; k < d->n; k++) {
			const struct doc_item *it = &d->items[k];
			char name[LABEL_MAX];

			if (it->kind == DOC_LINE && (it->blank || !it->s))
				continue; /* a code block's last line too */
			if (it->kind != DOC_LINE || it->pre || it->heading ||
			    ds->used[k])
				break;
			if (item_command_tool(ds, k) ||
			    doc_prose_system(it->s, it->len, name,
					     sizeof(name)))
				return 0;
			prose++;
		}
		if (!prose || k >= d->n || d->items[k].kind != DOC_LINE ||
		    !d->items[k].pre || d->items[k].heading)
			return 0;
		for (e = k; e + 1 < d->n && d->items[e + 1].kind == DOC_LINE &&
			    d->items[e + 1].pre && !d->items[e + 1].heading;
		     e++)
			;
		for (size_t j = k; j <= e; j++) {
			const struct doc_item *it = &d->items[j];

			if (ds->used[j] ||
			    (!it->blank && it->s &&
			     job_section(it->s, it->len) == JS_NONE))
				return 0;
		}
		for (size_t j = k; j <= e; j++) {
			const struct doc_item *it = &d->items[j];
			enum job_section sec;
			int keep;

			if (it->blank || !it->s)
				continue;
			sec = job_section(it->s, it->len);
			/* a percentile's rows under its kept header, a
			 * distribution's lines one under another */
			keep = sec == JS_ROW ? prev == JS_PCT || prev == JS_ROW
			       : sec == JS_DIST && prev == JS_DIST ? 1
								   : sec > at;
			prev = keep ? sec : JS_NONE;
			if (!keep)
				continue;
			if (sec != JS_ROW)
				at = sec;
			if (ALLOC_GROW(p->frag, p->n_frag + 1, p->cap_frag))
				return -ENOMEM;
			p->frag[p->n_frag++] = j;
		}
		for (size_t j = k; j <= e; j++)
			ds->used[j] = 1;
		last = at;
		k = e + 1;
	}
	return 0;
}

static int join_fio_fragments(struct docstate *ds)
{
	for (size_t i = 0; i < ds->n_pieces; i++) {
		struct piece *p = &ds->pieces[i];
		int ret;

		if (p->kind != PIECE_TOOL || p->fmt != &ingest_fio_text ||
		    p->bare)
			continue;
		ret = join_one_fragmented(ds, p);
		if (ret)
			return ret;
	}
	return 0;
}

static int bare_fio(struct docstate *ds)
{
	for (size_t k = 0; k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];
		size_t first = k, last = k;
		enum iodb_op op, bare_op;
		int undirected = 0;
		long cmd = -1;
		size_t params;
		struct piece pc;
		long against = -1;
		int ret;

		if (it->kind != DOC_LINE || (ds->used[k] && ds->used[k] != 3) ||
		    it->blank ||
		    bare_fio_line(it->s, it->len, &op) == (size_t)-1)
			continue;
		undirected = op == IODB_OP_UNKNOWN;
		/* "odd times: read: ...": a line that names its job is a
		 * run of its own (block_label() takes its caption) */
		for (size_t j = k + 1; j < ds->d.n && !bare_named(it); j++) {
			const struct doc_item *nx = &ds->d.items[j];

			if (nx->kind != DOC_LINE ||
			    (ds->used[j] && ds->used[j] != 3))
				break;
			if (nx->blank)
				continue;
			if (bare_named(nx) ||
			    bare_fio_line(nx->s, nx->len, &op) == (size_t)-1)
				break;
			undirected |= op == IODB_OP_UNKNOWN;
			last = j;
		}
		k = last;
		/* the nearest fio command above, with no output between,
		 * within HINT_LINES of it or of the last bare lines it
		 * gave its options to (one command over a post's systems,
		 * each a heading and a pair of lines) */
		for (size_t c = ds->n_cmds; c-- > 0;) {
			long from;

			if (ds->cmd_item[c] >= first ||
			    strcmp(ds->cmds[c].tool, "fio"))
				continue;
			from = ds->cmds[c].line;
			for (size_t i = 0; i < ds->n_pieces; i++)
				if ((ds->pieces[i].bare_cmd == c + 1 ||
				     ds->pieces[i].against_cmd == c + 1) &&
				    ds->d.items[ds->pieces[i].last].no > from)
					from =
					    ds->d.items[ds->pieces[i].last].no;
			if (ds->used[ds->cmd_item[c]] ||
			    ds->d.items[first].no - from > HINT_LINES)
				break;
			cmd = (long)c;
			/* no output between (another line of its own
			 * results, "even times: read: ...", is none) */
			for (size_t i = 0; i < ds->n_pieces; i++)
				if (ds->pieces[i].kind == PIECE_TOOL &&
				    ds->pieces[i].first > ds->cmd_item[c] &&
				    ds->pieces[i].first < first &&
				    ds->pieces[i].bare_cmd != c + 1 &&
				    ds->pieces[i].against_cmd != c + 1)
					cmd = -1;
			break;
		}
		/* a line that names its job is read with no command too:
		 * "- fio-nvme: IOPS=146k, ...", its direction the job
		 * name's when it names one, else unknown */
		params = 0;
		if (cmd < 0 && bare_named(it)) {
			size_t cb, ce;
			struct testname tn;
			enum iodb_op pop;
			long a = (long)first;

			bare_fio_caption(it->s, it->len, &cb, &ce);
			testname_parse(it->s + cb, ce - cb, 0, &tn);
			bare_op = tn.n_ops == 1 && !tn.network && !tn.other
				      ? tn.cond.op
				      : IODB_OP_UNKNOWN;
			/* the test's parameters right above these lines
			 * (blank lines and other such named lines between) */
			while (--a >= 0 && ds->d.items[a].kind == DOC_LINE &&
			       (ds->d.items[a].blank ||
				(bare_named(&ds->d.items[a]) &&
				 bare_fio_line(ds->d.items[a].s,
					       ds->d.items[a].len,
					       &pop) != (size_t)-1)))
				;
			if (a >= 0 && !ds->used[a]) {
				struct strbuf pc_cmd = STRBUF_INIT;

				ret = params_fio_options(&ds->d.items[a],
							 &pc_cmd, &pop);
				strbuf_release(&pc_cmd);
				if (ret < 0)
					return ret;
				/* the name's direction and the
				 * parameters' must agree */
				if (ret &&
				    !(pop && bare_op && pop != bare_op)) {
					params = (size_t)a + 1;
					if (!bare_op)
						bare_op = pop;
				}
			}
		} else if (cmd >= 0 && undirected &&
			   bare_caption_against(ds, (size_t)cmd, first, last,
						&against, &bare_op)) {
			/* "--readwrite=write" / "... shows sequential read
			 * rate:" / "- IOPS=10.1k, ...": not the command's */
		} else if (cmd < 0 ||
			   (undirected && !(ds->cmds[cmd].cond.cond.op &&
					    ds->cmds[cmd].cond.n_ops == 1))) {
			continue;
		} else {
			bare_op = ds->cmds[cmd].cond.cond.op;
		}
		memset(&pc, 0, sizeof(pc));
		pc.kind = PIECE_TOOL;
		pc.first = first;
		pc.last = last;
		pc.ctx = first;
		pc.fmt = &ingest_fio_text;
		pc.tool = "fio";
		pc.score = 50;
		pc.bare = 1;
		pc.bare_cmd = against >= 0 ? 0 : (size_t)(cmd + 1);
		pc.bare_against = against >= 0 ? (size_t)against + 1 : 0;
		pc.against_cmd = against >= 0 ? (size_t)cmd + 1 : 0;
		/* the page ran the caption's direction too, the same
		 * command but for it: these figures are that one's */
		if (against >= 0 && bare_op)
			pc.pair_cmd =
			    direction_pair_cmd(ds, (size_t)cmd, bare_op);
		pc.bare_op = bare_op;
		pc.bare_params = params;
		for (size_t i = first; i <= last; i++)
			ds->used[i] = 2;
		ret = add_piece(ds, &pc);
		if (ret)
			return ret;
	}
	return 0;
}

/*
 * The text fio_text.c reads for bare result lines: each as a job's
 * result line, "  write: IOPS=10.1k, BW=39.5MiB/s", its direction the
 * line's or p->bare_op; "mixed:" (op unknown) when neither says one.
 */
static int bare_fio_text(struct blocktext *bt, const struct docstate *ds,
			 const struct piece *p)
{
	enum iodb_op cop = p->bare_op;

	for (size_t i = p->first; i <= p->last; i++) {
		const struct doc_item *it = &ds->d.items[i];
		char line[512];
		enum iodb_op op;
		size_t b;
		int n;

		if (it->kind != DOC_LINE || it->blank)
			continue;
		b = bare_fio_line(it->s, it->len, &op);
		if (b == (size_t)-1)
			continue;
		n = snprintf(line, sizeof(line), "  %s%.*s",
			     op			    ? ""
			     : cop == IODB_OP_READ  ? "read: "
			     : cop == IODB_OP_WRITE ? "write: "
			     : cop == IODB_OP_TRIM  ? "trim: "
						    : "mixed: ",
			     (int)(it->len - b), it->s + b);
		if (n < 0 || (size_t)n >= sizeof(line))
			continue;
		if (bt_line(bt, line, (size_t)n, it->no, -1))
			return -ENOMEM;
	}
	return 0;
}

static int jobfile_line(const struct doc_item *it);

/* "time_based", "group_reporting": a job file's option of no value. */
static int bare_option(const struct doc_item *x)
{
	if (x->kind != DOC_LINE || x->len < 3 || x->len > 40)
		return 0;
	for (size_t k = 0; k < x->len; k++)
		if (!((x->s[k] >= 'a' && x->s[k] <= 'z') || x->s[k] == '_' ||
		      (x->s[k] >= '0' && x->s[k] <= '9')))
			return 0;
	return 1;
}

/*
 * The conditions every job of job file text states alike into c (each
 * job with the [global] options above it): a field two jobs state
 * differently, or one states and another does not, stays unknown; so
 * does all of c for a file of no job but [global].
 */
static void jobfile_cond(const char *text, struct testname *c)
{
	struct testname all;
	size_t jobs = 0;

	testname_init(c);
	testname_init(&all);
	for (const char *p = text; p && *p; p = strchr(p, '\n')) {
		struct fio_opts o;
		struct testname j;
		char name[128];
		size_t n;

		p += *p == '\n';
		n = strcspn(p, "]\n");
		if (p[0] != '[' || p[n] != ']' || n < 2 || n > sizeof(name) ||
		    (n == 7 && !memcmp(p + 1, "global", 6)))
			continue;
		memcpy(name, p + 1, n - 1);
		name[n - 1] = '\0';
		fio_opts_init(&o);
		if (fio_options_parse_any(text, strlen(text), name, &o))
			return;
		testname_init(&j);
		fio_opts_cond(&o, &j);
		if (!jobs++) {
			all = j;
			continue;
		}
		if (all.cond.op != j.cond.op) {
			all.cond.op = IODB_OP_UNKNOWN;
			all.n_ops = 0;
		}
		if (all.cond.pattern != j.cond.pattern)
			all.cond.pattern = IODB_PATTERN_UNKNOWN;
		if (all.cond.bs != j.cond.bs)
			all.cond.bs = -1;
		if (all.cond.iodepth != j.cond.iodepth)
			all.cond.iodepth = -1;
		if (all.cond.numjobs != j.cond.numjobs)
			all.cond.numjobs = -1;
		if (all.cond.direct != j.cond.direct)
			all.cond.direct = -1;
	}
	if (jobs)
		*c = all;
}

/*
 * Item x as read for a job file: when span is set and x is a line of
 * text (no code block's) wholly in one code span ("``rw=readwrite``"),
 * the text inside it (x->s then moved past the backticks); else x.
 */
static struct doc_item span_line_text(const struct doc_item *x, int span)
{
	struct doc_item v = *x;
	size_t in, off;

	if (!span || x->kind != DOC_LINE || x->pre || x->blank)
		return v;
	off = line_code_span_unwrap(x->s, x->len, &in);
	if (off) {
		v.s += off;
		v.len = in;
	}
	return v;
}

/* Item x without the first ind bytes of its text (its indent). */
/* The blanks line x starts with, when text follows them (else 0). */
static size_t line_indent(const struct doc_item *x)
{
	size_t k;

	if (x->kind != DOC_LINE || x->blank)
		return 0;
	k = strspn(x->s, " \t");
	return k < x->len ? k : 0;
}

static struct doc_item unindented(const struct doc_item *x, size_t ind)
{
	struct doc_item v = *x;

	if (ind && v.kind == DOC_LINE && !v.blank && v.len > ind) {
		v.s += ind;
		v.len -= ind;
	}
	return v;
}

/* Whether fio command line c sets the workload itself ("-rw ${TEST}",
 * "--rw=randread", "--readwrite=write"), whatever its value. */
static int jobfile_gap_clear(const struct docstate *ds, size_t a, size_t b);

static int command_sets_rw(const char *c)
{
	static const char *const names[] = {"rw", "readwrite", NULL};

	for (const char *p = c; *p; p++) {
		if (*p != '-' || (p > c && p[-1] != ' ' && p[-1] != '\t'))
			continue;
		p += p[1] == '-';
		for (size_t k = 0; names[k]; k++) {
			size_t n = strlen(names[k]);

			if (!strncmp(p + 1, names[k], n) &&
			    strchr("= \t", p[1 + n]) && p[1 + n])
				return 1;
		}
	}
	return 0;
}

/*
 * Whether the job file ending at item last, which sets no rw=, is run by
 * the fio command line just below it (the nearest fio command after it,
 * up to HINT_LINES lines on, nothing between: jobfile_gap_clear()) that
 * runs a job file and gives the workload itself ("fio iotest.ini -rw
 * ${TEST}" in a loop over workloads).  Command lines only: before
 * scan_jobfiles() adds the job files.
 */
static int jobfile_run_below(const struct docstate *ds, size_t last)
{
	for (size_t m = 0; m < ds->n_cmds; m++) {
		const struct table_command *c = &ds->cmds[m];

		if (ds->cmd_item[m] <= last || strcmp(c->tool, "fio") ||
		    c->text[0] == '[')
			continue;
		return c->line - ds->d.items[last].no <= HINT_LINES &&
		       fio_options_cmdline_jobfile(c->text, strlen(c->text)) &&
		       command_sets_rw(c->text) &&
		       jobfile_gap_clear(ds, last, ds->cmd_item[m]);
	}
	return 0;
}

/*
 * A fio job file shown on its own ("[global]" ... "[seq-read]" "rw=read"
 * in a code block, its output in the next one): a command of fio for the
 * outputs below it, as a command line would be (hint_for()); fio's text
 * importer reads it as a job file and takes the section of the output's
 * job.  A job file: lines of "[section]", "key=value" and "; comment"
 * (empty lines between), starting with a section and setting rw=.  Its
 * conditions are those every job of it states alike (jobfile_cond()):
 * "[global] bs=4k direct=1" over one "[perf] rw=randwrite" is a 4k
 * random write with direct I/O; "[read] rw=read" beside "[write]
 * rw=write" states no direction (its sections differ).
 */
static int scan_jobfiles(struct docstate *ds)
{
	for (size_t i = 0; i < ds->d.n; i++) {
		struct doc_item v = span_line_text(&ds->d.items[i], 1);
		const struct doc_item *it = &ds->d.items[i];
		struct strbuf sb = STRBUF_INIT;
		struct table_command *c;
		size_t j, last = i, ind;
		int rw = 0, ret = 0;
		/* a job file a line per code span ("``bs=4k``"): all so */
		int span = v.s != it->s;

		/* "   [writers]" over "   rw=write": a job file indented as
		 * a whole (a script's here-document quoted in a mail) */
		ind = v.kind == DOC_LINE && !v.blank ? strspn(v.s, " \t") : 0;
		if (ind >= v.len)
			ind = 0;
		v = unindented(&v, ind);
		if (ds->used[i] || !jobfile_line(&v) || v.s[0] != '[')
			continue;
		for (j = i; j < ds->d.n && !ds->used[j]; j++) {
			struct doc_item w =
			    span_line_text(&ds->d.items[j], span);
			const struct doc_item *x = &w;

			if (x->kind == DOC_LINE && x->blank)
				continue;
			if (ind && strspn(x->s, " \t") != ind)
				break;
			/* "[test]" / "        blocksize=8k": options indented
			 * under a section flush left, as fio reads them */
			w = unindented(&w, ind ? ind : line_indent(x));
			if ((!jobfile_line(x) && !bare_option(x)) ||
			    x->pre != it->pre ||
			    (span && x->s == ds->d.items[j].s))
				break;
			if ((x->len > 3 && !memcmp(x->s, "rw=", 3)) ||
			    (x->len > 10 && !memcmp(x->s, "readwrite=", 10)))
				rw = 1;
			last = j;
		}
		/* one setting no rw= is the job file of the command below
		 * that gives it */
		if (last == i || (!rw && !jobfile_run_below(ds, last))) {
			i = last;
			continue;
		}
		for (size_t k = i; k <= last && !ret; k++) {
			struct doc_item w =
			    span_line_text(&ds->d.items[k], span);
			const struct doc_item *x = &w;

			w = unindented(&w, ind ? ind : line_indent(x));
			if (x->kind == DOC_LINE && !x->blank) {
				ret = strbuf_add(&sb, x->s, x->len);
				if (!ret)
					ret = strbuf_addch(&sb, '\n');
			}
		}
		if (!ret &&
		    (ALLOC_GROW(ds->cmds, ds->n_cmds + 1, ds->alloc_cmds) ||
		     ALLOC_GROW(ds->cmd_item, ds->n_cmds + 1,
				ds->alloc_cmd_item)))
			ret = -ENOMEM;
		if (ret) {
			strbuf_release(&sb);
			return ret;
		}
		c = ds->cmds + ds->n_cmds;
		memset(c, 0, sizeof(*c));
		c->tool = "fio";
		c->line = ds->d.items[last].no; /* how near an output is */
		c->text = strbuf_detach(&sb, NULL);
		jobfile_cond(c->text, &c->cond);
		ds->cmd_item[ds->n_cmds++] = i;
		i = last;
	}
	return 0;
}

/*
 * The commands in the document's order: the job files scan_jobfiles()
 * added after the command lines go in their places, so that "the
 * nearest command above" (hint_for(), walking the commands backwards) is
 * the nearest.  Insertion: the job files are few and each list sorted.
 */
static void sort_commands(struct docstate *ds)
{
	for (size_t i = 1; i < ds->n_cmds; i++) {
		struct table_command c = ds->cmds[i];
		size_t item = ds->cmd_item[i], k = i;

		for (; k > 0 && ds->cmd_item[k - 1] > item; k--) {
			ds->cmds[k] = ds->cmds[k - 1];
			ds->cmd_item[k] = ds->cmd_item[k - 1];
		}
		ds->cmds[k] = c;
		ds->cmd_item[k] = item;
	}
}

/* Whether a fio output reaches between items a and b (exclusive both). */
static int fio_output_between(const struct docstate *ds, size_t a, size_t b)
{
	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *o = &ds->pieces[i];

		if (o->kind == PIECE_TOOL && o->tool &&
		    !strcmp(o->tool, "fio") && o->last > a && o->first < b)
			return 1;
	}
	return 0;
}

/*
 * Whether items a..b (exclusive both) hold nothing that parts a command
 * from the job file it runs: no heading or section line, no other fio
 * command and no fio output.
 */
static int jobfile_gap_clear(const struct docstate *ds, size_t a, size_t b)
{
	for (size_t k = a + 1; k < b; k++)
		if (section_start(&ds->d.items[k]))
			return 0;
	for (size_t c = 0; c < ds->n_cmds; c++)
		if (ds->cmd_item[c] > a && ds->cmd_item[c] < b &&
		    !strcmp(ds->cmds[c].tool, "fio"))
			return 0;
	return !fio_output_between(ds, a, b);
}

/* The item of the last line of job file command j (its c->line). */
static size_t jobfile_last_item(const struct docstate *ds, size_t j)
{
	size_t k = ds->cmd_item[j];

	while (k + 1 < ds->d.n && ds->d.items[k + 1].no <= ds->cmds[j].line)
		k++;
	return k;
}

/*
 * The file name the line just above job file j gives it (code-block edges
 * and blank lines aside): the word after a pager or an editor
 * ("[root@db ~]# cat rand-direct.fio", "$ less jobs/seq"), else a word
 * ending in ".fio" ("rand-direct.fio:", "**seq-buf.fio**").  Into name
 * (size n); 0 when the line names none.
 */
static int jobfile_name(const struct docstate *ds, size_t j, char *name,
			size_t n)
{
	static const char *const viewers[] = {"cat", "less", "more", "head",
					      "vi",  "vim",  "nano", NULL};
	size_t k = ds->cmd_item[j];
	const struct doc_item *it = NULL;
	const char *p, *e, *w, *we, *end, *got = NULL;
	size_t gl = 0;
	int after_viewer = 0, redirect = 0;

	while (k-- > 0) {
		it = &ds->d.items[k];
		if (it->kind != DOC_LINE)
			return 0;
		if (!it->blank && strncmp(it->s, "```", 3) &&
		    strncmp(it->s, "~~~", 3))
			break;
		it = NULL;
	}
	if (!it || it->len >= 200)
		return 0;
	for (p = it->s, e = it->s + it->len; p < e && !got; p = end) {
		while (p < e && (*p == ' ' || *p == '\t'))
			p++;
		for (end = p; end < e && *end != ' ' && *end != '\t';)
			end++;
		w = p;
		we = end;
		/* Markdown's markers and a caption's colon around the word */
		while (w < we && strchr("*_`'\"", *w))
			w++;
		while (we > w && strchr("*_`'\":,;.", we[-1]))
			we--;
		if (we == w)
			continue;
		if (after_viewer && *w == '-')
			continue; /* "cat -n x": the viewer's option */
		/* "cat <<EOF > /tmp/job.ini": a here-document's marker; the
		 * file is the word the output goes to */
		if (after_viewer && w[0] == '<' && we - w > 1 && w[1] == '<')
			continue;
		if (*w == '>' && (after_viewer || redirect)) {
			while (w < we && *w == '>')
				w++;
			redirect = 1;
			if (w == we)
				continue;
		}
		if (redirect && *w != '>') {
			got = w;
			gl = (size_t)(we - w);
			break;
		}
		if (after_viewer ||
		    (we - w > 4 && !memcmp(we - 4, ".fio", 4))) {
			got = w;
			gl = (size_t)(we - w);
		}
		after_viewer = 0;
		for (size_t v = 0; viewers[v]; v++)
			if ((size_t)(we - w) == strlen(viewers[v]) &&
			    !memcmp(w, viewers[v], (size_t)(we - w)))
				after_viewer = 1;
	}
	if (!got || gl >= n || memchr(got, '$', gl) || memchr(got, '=', gl))
		return 0;
	memcpy(name, got, gl);
	name[gl] = '\0';
	return 1;
}

/*
 * The job files shown above item before, each under its name
 * (jobfile_name(): "# cat rand-direct.fio" over it), that fio command cmd
 * runs ("fio rand-direct.fio rand-buf.fio seq-buf.fio": fio runs each
 * file's jobs in turn), the nearest of each name however far above (a
 * post shows its job files once and runs them on each file system; a
 * file shown again under its name is that file from then on), one after
 * the other in the document's order, into sb: fio_options_parse_jobfile()
 * reads them as one, each job taking its own section and the [global]
 * above it.  Returns how many, or -ENOMEM.
 */
static int named_jobfiles(const struct docstate *ds, const char *cmd,
			  size_t before, struct strbuf *sb)
{
	char name[128], other[128];
	int n = 0;

	if (!fio_options_cmdline_jobfile(cmd, strlen(cmd)))
		return 0;
	for (size_t k = 0; k < ds->n_cmds; k++) {
		const struct table_command *c = &ds->cmds[k];
		int later = 0;

		if (strcmp(c->tool, "fio") || c->text[0] != '[' ||
		    ds->cmd_item[k] >= before ||
		    !jobfile_name(ds, k, name, sizeof(name)) ||
		    !fio_options_cmdline_runs(cmd, strlen(cmd), name))
			continue;
		/* the same file shown again below it: that one */
		for (size_t m = k + 1; m < ds->n_cmds && !later; m++)
			later = !strcmp(ds->cmds[m].tool, "fio") &&
				ds->cmds[m].text[0] == '[' &&
				ds->cmd_item[m] > ds->cmd_item[k] &&
				ds->cmd_item[m] < before &&
				jobfile_name(ds, m, other, sizeof(other)) &&
				!strcmp(other, name);
		if (later)
			continue;
		if (strbuf_addstr(sb, c->text))
			return -ENOMEM;
		n++;
	}
	return n;
}

/*
 * The job files shown above output p that the fio command printed in p
 * runs by their names (named_jobfiles()), into sb: the output's importer
 * reads them as the job files the command printed with it runs
 * (fio_text.c).  Returns how many, or -ENOMEM.
 */
static int own_command_jobfiles(const struct docstate *ds,
				const struct piece *p, struct strbuf *sb)
{
	for (size_t k = 0; k < ds->n_cmds; k++)
		if (!strcmp(ds->cmds[k].tool, "fio") &&
		    ds->cmds[k].text[0] != '[' && ds->cmd_item[k] >= p->first &&
		    ds->cmd_item[k] <= p->last)
			return named_jobfiles(ds, ds->cmds[k].text, p->first,
					      sb);
	return 0;
}

/* At most this many jobs of one fio output are looked up in the job files
 * shown above it (shown_jobfiles()). */
#define SHOWN_JOBS_MAX 32

/*
 * Whether job file jf defines job name (its section "[name]", or one
 * holding "name=name") with an rw= of one direction the job's result
 * lines dirs (1 read, 2 write) do not contradict: 1 it does, 0 it does
 * not define it, -1 it does but another direction.
 */
static int jobfile_runs_job(const char *jf, const char *name, unsigned dirs)
{
	struct fio_opts o;
	unsigned want;

	if (fio_options_parse_jobfile(jf, strlen(jf), name, &o) ||
	    strcmp(o.name, name))
		return 0;
	if (!o.rw[0] || fio_rw_mixed(o.rw) || strstr(o.rw, "trim"))
		return 1;
	want = strstr(o.rw, "write") ? 2 : 1;
	return dirs & ~want ? -1 : 1;
}

/* Whether job file jf holds a [global] section. */
static int jobfile_has_global(const char *jf)
{
	for (const char *l = jf; l; l = strchr(l, '\n')) {
		l += *l == '\n';
		if (!strncmp(l, "[global]", 8))
			return 1;
	}
	return 0;
}

/*
 * The job files shown above fio output p (each alone, "[section]" its
 * first line) whose sections define its jobs by name ("[random-write]"
 * holding "name=random-write-direct" over "random-write-direct:
 * (groupid=0, jobs=5)"): a post shows its job files once, then the
 * outputs of their runs, on each file system in turn.  Each job takes
 * the nearest file above defining it; the walk up stops at a fio command
 * line (the files above it are that command's).  Into sb, one after the
 * other in the document's order, the one holding [global] last:
 * fio_options_parse_jobfile() reads them as one, each job its own
 * section, a job no file defines nothing.  A file defining a job whose
 * result lines print another direction than its section's rw= is another
 * run's: none of its jobs takes it, nor a file above it.  Returns how
 * many files, the item of the first file shown into *top; 0 when none,
 * or when two hold [global] (one's would hold for the other's jobs);
 * -ENOMEM.
 */
static int shown_jobfiles(const struct docstate *ds, const struct piece *p,
			  struct strbuf *sb, size_t *top)
{
	char names[SHOWN_JOBS_MAX][128];
	unsigned dirs[SHOWN_JOBS_MAX];
	size_t nj = 0, from[SHOWN_JOBS_MAX] = {0}, glob = 0;
	int n = 0;

	for (size_t k = p->first; k <= p->last && k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];
		struct text_line t;
		enum iodb_op op;

		if (it->kind != DOC_LINE || it->blank)
			continue;
		t = line_trim((struct text_line){it->s, it->len, 0});
		if (nj < SHOWN_JOBS_MAX &&
		    fio_job_line(t, names[nj], sizeof(names[nj]))) {
			dirs[nj++] = 0;
			continue;
		}
		op = fio_result_line_dir(t);
		if (nj && op)
			dirs[nj - 1] |= op == IODB_OP_READ ? 1 : 2;
	}
	for (size_t k = ds->n_cmds; nj && k-- > 0;) {
		const struct table_command *c = &ds->cmds[k];
		int foreign = 0;

		if (ds->cmd_item[k] >= p->first || strcmp(c->tool, "fio") ||
		    ds->used[ds->cmd_item[k]] == 1)
			continue;
		if (c->text[0] != '[')
			break;
		/* a job printing another direction than its section's
		 * rw=: the file is another run's, none of its jobs' */
		for (size_t j = 0; j < nj && !foreign; j++)
			foreign =
			    !from[j] &&
			    jobfile_runs_job(c->text, names[j], dirs[j]) < 0;
		for (size_t j = 0; j < nj; j++)
			if (!from[j] &&
			    jobfile_runs_job(c->text, names[j], dirs[j]))
				from[j] = foreign ? SIZE_MAX : k + 1;
	}
	for (size_t j = 0; j < nj; j++)
		if (from[j] && from[j] != SIZE_MAX && from[j] != glob &&
		    jobfile_has_global(ds->cmds[from[j] - 1].text)) {
			if (glob)
				return 0;
			glob = from[j];
		}
	/* in the document's order, the file with [global] last */
	for (int last = 0; last < 2; last++)
		for (size_t k = 0; k < ds->n_cmds; k++) {
			int mine = 0;

			for (size_t j = 0; j < nj; j++)
				mine |= from[j] == k + 1;
			if (!mine || (k + 1 == glob) != last)
				continue;
			if (!n || ds->cmd_item[k] < *top)
				*top = ds->cmd_item[k];
			if (strbuf_addstr(sb, ds->cmds[k].text) ||
			    (sb->buf[sb->len - 1] != '\n' &&
			     strbuf_addstr(sb, "\n")))
				return -ENOMEM;
			n++;
		}
	return n;
}

/*
 * A fio command line of its own (no output's) that runs job files shown
 * above it under their names (named_jobfiles()): the command becomes the
 * line followed by them, as when one job file is shown beside it
 * (link_jobfile_commands(), which leaves such a command alone).
 */
static int link_named_jobfiles(struct docstate *ds)
{
	for (size_t m = 0; m < ds->n_cmds; m++) {
		struct table_command *c = &ds->cmds[m];
		struct strbuf sb = STRBUF_INIT;
		int n;

		if (strcmp(c->tool, "fio") || c->text[0] == '[' ||
		    ds->used[ds->cmd_item[m]] ||
		    fio_options_jobfile_start(c->text, strlen(c->text)) >= 0)
			continue;
		n = strbuf_addf(&sb, "%s\n", c->text);
		if (!n)
			n = named_jobfiles(ds, c->text, ds->cmd_item[m], &sb);
		if (n < 0) {
			strbuf_release(&sb);
			return n;
		}
		if (!n) {
			strbuf_release(&sb);
			continue;
		}
		free(c->text);
		c->text = strbuf_detach(&sb, NULL);
	}
	return 0;
}

/*
 * A fio command line that runs a job file ("fio --bs=4096 tools/randread |
 * grep IOPS") and a job file shown on its own just above or below it
 * (scan_jobfiles()) are one command: the later of the two, the one an
 * output below takes (hint_for()), becomes the command line followed by
 * the job file, which fio's importers read with the job file's options
 * over the command's (fio_options_parse_any()).  Only the nearest fio
 * command, up to HINT_LINES lines away, nothing between them but prose and
 * code-block edges (no heading, other command or fio output).
 */
static int link_jobfile_commands(struct docstate *ds)
{
	for (size_t j = 0; j < ds->n_cmds; j++) {
		struct table_command *jf = &ds->cmds[j];
		size_t first = ds->cmd_item[j], last, m, best = ds->n_cmds;
		struct strbuf sb = STRBUF_INIT;
		struct table_command *to;
		int ret;

		if (strcmp(jf->tool, "fio") || jf->text[0] != '[')
			continue;
		last = jobfile_last_item(ds, j);
		/* the nearest fio command above, else below */
		for (m = 0; m < ds->n_cmds; m++) {
			const struct table_command *c = &ds->cmds[m];

			if (m == j || strcmp(c->tool, "fio") ||
			    c->text[0] == '[' || ds->cmd_item[m] >= first)
				continue;
			best = m;
		}
		if (best == ds->n_cmds ||
		    ds->d.items[first].no - ds->cmds[best].line > HINT_LINES ||
		    !jobfile_gap_clear(ds, ds->cmd_item[best], first))
			best = ds->n_cmds;
		for (m = 0; best == ds->n_cmds && m < ds->n_cmds; m++) {
			const struct table_command *c = &ds->cmds[m];

			if (m == j || strcmp(c->tool, "fio") ||
			    c->text[0] == '[' || ds->cmd_item[m] <= last)
				continue;
			if (c->line - jf->line <= HINT_LINES &&
			    !ds->used[ds->cmd_item[m]] &&
			    jobfile_gap_clear(ds, last, ds->cmd_item[m]))
				best = m;
			break;
		}
		if (best == ds->n_cmds ||
		    !fio_options_cmdline_jobfile(ds->cmds[best].text,
						 strlen(ds->cmds[best].text)) ||
		    fio_options_jobfile_start(ds->cmds[best].text,
					      strlen(ds->cmds[best].text)) >= 0)
			continue;
		to = ds->cmd_item[best] > first ? &ds->cmds[best] : jf;
		ret = strbuf_addf(&sb, "%s\n%s", ds->cmds[best].text, jf->text);
		if (ret) {
			strbuf_release(&sb);
			return ret;
		}
		free(to->text);
		to->text = strbuf_detach(&sb, NULL);
	}
	return 0;
}

/* The value of metadata line buf[a..e) after its key's k bytes and ':',
 * its blanks and quotes left out: *va, *ve. */
static void header_value(const char *buf, size_t a, size_t e, size_t k,
			 size_t *va, size_t *ve)
{
	a += k + 1;
	while (a < e && (buf[a] == ' ' || buf[a] == '"' || buf[a] == '\''))
		a++;
	while (e > a && (buf[e - 1] == ' ' || buf[e - 1] == '"' ||
			 buf[e - 1] == '\'' || buf[e - 1] == '\r'))
		e--;
	*va = a;
	*ve = e;
}

/* Tag buf[a..e) (its blanks, quotes and brackets left out) into
 * ds->tags. */
static void header_tag(struct docstate *ds, const char *buf, size_t a, size_t e)
{
	size_t have = strlen(ds->tags);

	while (a < e && strchr(" \t\"'[-", buf[a]))
		a++;
	while (e > a && strchr(" \t\"']\r", buf[e - 1]))
		e--;
	if (e > a && have + (e - a) + 2 < sizeof(ds->tags))
		snprintf(ds->tags + have, sizeof(ds->tags) - have, "%.*s\n",
			 (int)(e - a), buf + a);
}

/* The "title:" line of a blog's metadata header at the start of buf
 * (ingest_doc_header_len()) into ds->title, its quotes left out
 * (WordPress exports: "post_title:"); its "tags:" into ds->tags. */
static void header_title(struct docstate *ds, const char *buf, size_t len)
{
	size_t h = ingest_doc_front_matter_len(buf, len);
	int in_tags = 0;

	ds->title_over_scalars = h && !ingest_doc_header_len(buf, len);

	for (size_t i = 0; i < h;) {
		const char *nl = memchr(buf + i, '\n', h - i);
		size_t e = nl ? (size_t)(nl - buf) : h, va, ve;
		size_t k =
		    e - i > 6 && !strncasecmp(buf + i, "title:", 6) ? 5
		    : e - i > 11 && !strncasecmp(buf + i, "post_title:", 11)
			? 10
			: 0;

		if (k && !ds->title[0]) {
			header_value(buf, i, e, k, &va, &ve);
			snprintf(ds->title, sizeof(ds->title), "%.*s",
				 (int)(ve - va), buf + va);
		}
		if (in_tags && e > i + 2 && buf[i] == ' ' &&
		    memchr(buf + i, '-', e - i)) {
			header_tag(ds, buf, i, e);
		} else if (e - i >= 5 && !strncasecmp(buf + i, "tags:", 5)) {
			header_value(buf, i, e, 4, &va, &ve);
			in_tags = 1;
			for (size_t c = va; c < ve;) {
				const char *comma =
				    memchr(buf + c, ',', ve - c);
				size_t ce = comma ? (size_t)(comma - buf) : ve;

				header_tag(ds, buf, c, ce);
				c = ce + 1;
			}
		} else {
			in_tags = 0;
		}
		i = e + 1;
	}
}

static void find_tested(struct docstate *ds);

/*
 * Job name (n bytes) of fio command text into ds->jobs with the
 * conditions text states for it; a name already there with other
 * conditions is two jobs' and no one's: both left out (name emptied).
 */
static int add_job(struct docstate *ds, const char *name, size_t n,
		   const char *text)
{
	struct table_job j;
	struct fio_opts o;

	if (!n || n >= sizeof(j.name) || (n == 6 && !memcmp(name, "global", 6)))
		return 0;
	memset(&j, 0, sizeof(j));
	memcpy(j.name, name, n);
	fio_opts_init(&o);
	if (fio_options_parse_any(text, strlen(text), j.name, &o))
		return 0;
	testname_init(&j.cond);
	fio_opts_cond(&o, &j.cond);
	for (size_t i = 0; i < ds->n_jobs; i++) {
		const struct iodb_cond *a = &ds->jobs[i].cond.cond;

		if (strcmp(ds->jobs[i].name, j.name))
			continue;
		if (a->op != j.cond.cond.op ||
		    a->pattern != j.cond.cond.pattern ||
		    a->bs != j.cond.cond.bs ||
		    a->iodepth != j.cond.cond.iodepth ||
		    a->numjobs != j.cond.cond.numjobs ||
		    a->direct != j.cond.cond.direct)
			ds->jobs[i].name[0] = '\0';
		return 0;
	}
	if (ALLOC_GROW(ds->jobs, ds->n_jobs + 1, ds->alloc_jobs))
		return -ENOMEM;
	ds->jobs[ds->n_jobs++] = j;
	return 0;
}

/*
 * The options of a line of a fenced job list after its "name :" (rest,
 * n bytes): each "key=value" token (split at commas and blanks) onto its
 * own line of *out (job file form), a flag ("time_based") too, a
 * parenthesized note skipped.  0 when the rest holds anything else ("see
 * below: 4k", a sentence) or no "key=value".
 */
static int job_list_options(const char *rest, size_t n, char *out, size_t cap,
			    size_t *used)
{
	size_t i = 0, k = 0;

	while (i < n) {
		size_t e;

		while (i < n &&
		       (rest[i] == ' ' || rest[i] == '\t' || rest[i] == ','))
			i++;
		if (i >= n)
			break;
		if (rest[i] == '(') {
			const char *c = memchr(rest + i, ')', n - i);

			if (!c)
				return 0;
			i = (size_t)(c - rest) + 1;
			continue;
		}
		for (e = i; e < n && rest[e] != ' ' && rest[e] != '\t' &&
			    rest[e] != ',';
		     e++)
			;
		{
			const char *eq = memchr(rest + i, '=', e - i);
			const char *ke = eq ? eq : rest + e;

			/* "time_based", "group_reporting": a flag */
			if (ke == rest + i || (eq && eq + 1 == rest + e))
				return 0;
			for (const char *q = rest + i; q < ke; q++)
				if (!islower((unsigned char)*q) && *q != '_')
					return 0;
			k += eq != NULL;
		}
		if (*used + (e - i) + 2 > cap)
			return 0;
		memcpy(out + *used, rest + i, e - i);
		*used += e - i;
		out[(*used)++] = '\n';
		out[*used] = '\0';
		i = e;
	}
	return k > 0;
}

/*
 * A fenced list of fio jobs, one a line, "randwrite-4k : rw=randwrite,
 * bs=4k, iodepth=32, numjobs=4", under a line of what they all share
 * ("common: direct=1, ioengine=libaio" and its indented continuation;
 * "공통:", "global:"): each job with an rw= into ds->jobs as if a job
 * file said it (add_job()), the shared options first.  A table row
 * naming the job takes its conditions (table_job_fill()).
 */
static int fenced_job_lists(struct docstate *ds)
{
	static const char *const shared[] = {"common",	 "global", "all",
					     "defaults", "공통",   "共通",
					     "公共",	 "通用",   NULL};
	char common[512], job[1024];
	size_t nc = 0;
	int in_common = 0, ret = 0;

	common[0] = '\0';
	for (size_t i = 0; i < ds->d.n && !ret; i++) {
		const struct doc_item *it = &ds->d.items[i];
		const char *s, *colon, *e;
		size_t nl, nj;
		int is_shared = 0;

		if (it->kind != DOC_LINE || !it->pre) {
			nc = 0, common[0] = '\0', in_common = 0;
			continue;
		}
		if (it->blank || !memchr(it->s, '=', it->len)) {
			in_common = 0;
			continue;
		}
		s = it->s + strspn(it->s, " \t");
		colon = memchr(s, ':', it->len - (size_t)(s - it->s));
		e = colon;
		while (e && e > s && (e[-1] == ' ' || e[-1] == '\t'))
			e--;
		nl = e ? (size_t)(e - s) : 0;
		if (in_common && s > it->s && (!colon || memchr(s, '=', nl))) {
			/* "        offset_increment=2G": the shared line goes
			 * on */
			if (!job_list_options(s, it->len - (size_t)(s - it->s),
					      common, sizeof(common), &nc))
				in_common = 0;
			continue;
		}
		in_common = 0;
		if (!nl || memchr(s, ' ', nl) || memchr(s, '=', nl) ||
		    nl >= sizeof(((struct table_job *)0)->name))
			continue;
		for (size_t w = 0; shared[w]; w++)
			is_shared |= strlen(shared[w]) == nl &&
				     !strncasecmp(shared[w], s, nl);
		if (is_shared) {
			nc = 0;
			common[0] = '\0';
			in_common = job_list_options(
			    colon + 1, it->len - (size_t)(colon + 1 - it->s),
			    common, sizeof(common), &nc);
			if (!in_common)
				nc = 0, common[0] = '\0';
			continue;
		}
		nj = (size_t)snprintf(job, sizeof(job), "[%.*s]\n%s", (int)nl,
				      s, common);
		if (nj >= sizeof(job) ||
		    !job_list_options(colon + 1,
				      it->len - (size_t)(colon + 1 - it->s),
				      job, sizeof(job), &nj) ||
		    !strstr(job + nl + 2 + nc, "\nrw="))
			continue;
		ret = add_job(ds, s, nl, job);
	}
	return ret;
}

/*
 * The fio jobs of the document's commands: each section of a job file
 * ("[random_read]"), and the name of a command line that runs one job
 * ("--name=seqwrite"; a line of several jobs names none for sure).  A
 * table naming a job in a cell takes its conditions (table_job_fill()).
 */
static int collect_jobs(struct docstate *ds)
{
	for (size_t k = 0; k < ds->n_cmds; k++) {
		const char *c = ds->cmds[k].text, *p, *name = NULL;
		size_t n = 0, names = 0;
		int ret = 0;

		if (strcmp(ds->cmds[k].tool, "fio"))
			continue;
		if (fio_options_jobfile_start(c, strlen(c)) >= 0) {
			for (p = c; p && !ret; p = strchr(p, '\n')) {
				p += *p == '\n';
				n = strcspn(p, "]\n");
				if (p[0] == '[' && p[n] == ']')
					ret = add_job(ds, p + 1, n - 1, c);
			}
			if (ret)
				return ret;
			continue;
		}
		for (p = c; (p = strstr(p, "name=")); p += 5) {
			if (p - c < 2 || p[-1] != '-' ||
			    !(p[-2] == '-' || p[-2] == ' '))
				continue;
			names++;
			name = p + 5;
			n = strcspn(name, " \t\n'\"\\");
		}
		if (names == 1) {
			ret = add_job(ds, name, n, c);
			if (ret)
				return ret;
		}
	}
	return 0;
}

/*
 * A web page's caption glued to fio's job line by a copy ("Outputbw-test:
 * (groupid=0, jobs=1): ..." where a command of the document says
 * --name=bw-test, or its job file [bw-test]): the job is the command's;
 * the glued word, a capitalized word alone ("Output", "Result"), is cut
 * from the item.  Only when no command names the whole token, and the
 * name starts with no capital ("OutputTest" may be a job's own name).
 */
static void unglue_job_names(struct docstate *ds)
{
	for (size_t i = 0; i < ds->d.n && ds->n_cmds; i++) {
		struct doc_item *it = &ds->d.items[i];
		const char *g, *b, *colon;
		char tok[128];
		size_t tl, at = 0;
		int named = 0;

		if (it->kind != DOC_LINE || it->len < 20 ||
		    !(g = memmem(it->s, it->len, ": (groupid=", 11)))
			continue;
		for (b = it->s; b < g && (*b == ' ' || *b == '\t'); b++)
			;
		colon = g;
		tl = (size_t)(colon - b);
		if (tl < 4 || tl >= sizeof(tok) || memchr(b, ' ', tl) ||
		    memchr(b, '\t', tl) || !isupper((unsigned char)b[0]))
			continue;
		memcpy(tok, b, tl);
		tok[tl] = '\0';
		for (size_t k = 0; k < ds->n_cmds && !named; k++)
			named = !strcmp(ds->cmds[k].tool, "fio") &&
				command_names_job(ds->cmds[k].text, tok);
		if (named)
			continue;
		/* the longest name after a capitalized word */
		for (size_t j = 2; j + 1 < tl && !at; j++) {
			if (!islower((unsigned char)tok[j - 1]))
				break;
			if (isupper((unsigned char)tok[j]))
				continue;
			for (size_t k = 0; k < ds->n_cmds && !at; k++)
				if (!strcmp(ds->cmds[k].tool, "fio") &&
				    command_names_job(ds->cmds[k].text,
						      tok + j))
					at = j;
		}
		if (!at)
			continue;
		memmove((char *)b, b + at, (size_t)(it->s + it->len - b) - at);
		it->len -= at;
		it->s[it->len] = '\0';
	}
}

/*
 * Whether item k is a line standing right over a code block (the block's
 * first line is the next item) outside it: where a caption of the block
 * stands.  Into *b and *e the line's text without blanks, list-free
 * emphasis marks and its ':' (ASCII or full-width); 0 when it has none.
 */
static int block_caption_text(const struct doc *d, size_t k, size_t *b,
			      size_t *e)
{
	const struct doc_item *it = &d->items[k];

	if (it->kind != DOC_LINE || it->pre || it->blank || it->heading ||
	    it->toc || k + 1 >= d->n || d->items[k + 1].kind != DOC_LINE ||
	    !d->items[k + 1].pre)
		return 0;
	*b = 0;
	*e = it->len;
	while (*b < *e && strchr(" \t*_", it->s[*b]))
		(*b)++;
	while (*e > *b && strchr(" \t*_", it->s[*e - 1]))
		(*e)--;
	if (*e > *b && it->s[*e - 1] == ':')
		(*e)--;
	else if (*e - *b >= 3 && !memcmp(it->s + *e - 3, "\xef\xbc\x9a", 3))
		*e -= 3;
	else
		return 0;
	while (*e > *b && it->s[*e - 1] == ' ')
		(*e)--;
	return *e > *b;
}

/*
 * A short caption over a code block that names nothing by its letters
 * alone ("Rclone only:", "Sshfs mount:": a capital only at its start)
 * labels its block as a bold line would (item emph) when the other
 * blocks of its section stand under captions of the same shape that do
 * name something ("SATA SSD:", "ZFS Mirror:", colon_title()), two or
 * more of them, told apart and more than the short ones (one caption
 * repeated counts once): the author captions each output by its
 * system.  One to three words of letters
 * (a '-' or '+' inside), the first a capital; no test or direction
 * ("Random read:"), no words that only point or introduce ("Output:",
 * "Here it is:", "Then run this:").
 */
/* Words of a caption that only point or introduce ("Output:", "Here it
 * is:", "Then run this:"): they name no system. */
static const char *const caption_pointers[] = {
    "here",    "output",    "outputs", "command", "below", "above", "again",
    "also",    "then",	    "now",     "so",	  "see",   "it",    "is",
    "are",     "was",	    "were",    "i",	  "we",	   "you",   "me",
    "us",      "like",	    "got",     "get",	  "run",   "ran",   "with",
    "without", "following", "follows", "before",  "after", "edit",  "update",
    "note",    "result",    "results", NULL};

static void sibling_captions(struct docstate *ds)
{
	static const char *const *const pointers = caption_pointers;
	struct doc *d = &ds->d;

	for (size_t k = 0; k < d->n; k++) {
		size_t b, e, words = 0, named = 0, weak = 0, sec;
		const char *s = d->items[k].s;
		long first = -1;
		int differ = 0, ok = 1;
		struct testname tn;

		if (d->items[k].emph || !block_caption_text(d, k, &b, &e) ||
		    colon_title(s, d->items[k].len) || s[b] < 'A' || s[b] > 'Z')
			continue;
		for (size_t i = b; i < e && ok; i++) {
			if (s[i] == ' ') {
				ok = i > b && s[i - 1] != ' ';
				continue;
			}
			if (i == b || s[i - 1] == ' ') {
				size_t w = i, l = 0;

				while (w + l < e && s[w + l] != ' ')
					l++;
				for (size_t p = 0; pointers[p] && ok; p++)
					ok = !(strlen(pointers[p]) == l &&
					       !strncasecmp(s + w, pointers[p],
							    l));
				words++;
			}
			ok = ok && (isalpha((unsigned char)s[i]) ||
				    (strchr("-+", s[i]) && i > b && i + 1 < e &&
				     s[i + 1] != ' '));
		}
		if (!ok || words > 3 || line_generic_heading(s + b, e - b) ||
		    instruction_line(s, d->items[k].len))
			continue;
		testname_parse(s + b, e - b, 0, &tn);
		if (tn.found || tn.cond.op || tn.cond.pattern || tn.metric ||
		    tn.test_header || tn.value_header)
			continue;
		sec = heading_section_of(ds, k);
		for (size_t j = sec; j < d->n; j++) {
			size_t jb, je, jw = 0;

			if (j > k && section_start(&d->items[j]))
				break;
			if (j == sec && section_start(&d->items[j]))
				continue;
			if (!block_caption_text(d, j, &jb, &je))
				continue;
			for (size_t i = jb; i < je; i++)
				jw += d->items[j].s[i] != ' ' &&
				      (i == jb || d->items[j].s[i - 1] == ' ');
			if (colon_title(d->items[j].s, d->items[j].len) &&
			    !d->items[j].emph && jw <= 4) {
				differ |= first >= 0 &&
					  !same_item_text(d, (size_t)first, j);
				first = (long)j;
				named++;
			} else if (!colon_title(d->items[j].s,
						d->items[j].len)) {
				/* the same caption again ("Rclone only:"
				 * under a second server) counts once */
				int again = 0;

				for (size_t w = sec; w < j && !again; w++)
					again = w != j &&
						d->items[w].kind == DOC_LINE &&
						same_item_text(d, w, j);
				weak += !again;
			}
		}
		if (named >= 2 && differ && named > weak)
			d->items[k].emph = 1;
	}
}

/*
 * Whether the word w (n bytes) of a caption can tell its block from a
 * parallel caption's: letters ('-' inside), no word that only points or
 * introduces, no test, direction, pattern or metric ("read", "random").
 */
static int parallel_word(const char *w, size_t n)
{
	struct testname tn;

	for (size_t i = 0; i < n; i++)
		if (!isalpha((unsigned char)w[i]) &&
		    (w[i] != '-' || !i || i + 1 == n))
			return 0;
	if (word_listed(w, n, caption_pointers, 1) || bench_tool_word(w, n))
		return 0;
	testname_parse(w, n, 0, &tn);
	return !(tn.found || tn.cond.op || tn.cond.pattern || tn.metric ||
		 tn.test_header || tn.value_header);
}

/*
 * Captions of the same words but one over two code blocks of a section
 * ("Speed of the backing device:" / "Speed of the cache device:"): the
 * word they differ by is what the author tells the outputs apart by, so
 * each labels its block as a bold line would (item emph), though no word
 * of it is a name's.  Two to six words, no word that only points or
 * introduces (caption_pointers), no results' heading; the differing word
 * passes parallel_word() (never "Read speed:" / "Write speed:").
 */
static void parallel_colon_captions(struct docstate *ds)
{
	struct doc *d = &ds->d;

	for (size_t k = 0; k < d->n; k++) {
		size_t b, e, at[8], wl[8], n, sec, ok = 1;
		const char *s = d->items[k].s;

		if (d->items[k].emph || !block_caption_text(d, k, &b, &e) ||
		    line_generic_heading(s + b, e - b) ||
		    instruction_line(s, d->items[k].len))
			continue;
		n = line_words(s + b, e - b, at, wl, 8);
		if (n < 2 || n > 6)
			continue;
		for (size_t w = 0; w < n && ok; w++)
			ok = !word_listed(s + b + at[w], wl[w],
					  caption_pointers, 1);
		sec = heading_section_of(ds, k);
		for (size_t j = sec; ok && j < d->n && !d->items[k].emph; j++) {
			size_t jb, je, jat[8], jwl[8], diff = 0, at_w = 0;
			const char *t = d->items[j].s;

			if (j > k && section_start(&d->items[j]))
				break;
			if (j == k || !block_caption_text(d, j, &jb, &je) ||
			    line_words(t + jb, je - jb, jat, jwl, 8) != n)
				continue;
			for (size_t w = 0; w < n; w++)
				if (wl[w] != jwl[w] ||
				    strncasecmp(s + b + at[w], t + jb + jat[w],
						wl[w])) {
					diff++;
					at_w = w;
				}
			if (diff == 1 &&
			    parallel_word(s + b + at[at_w], wl[at_w]) &&
			    parallel_word(t + jb + jat[at_w], jwl[at_w]))
				d->items[k].emph = d->items[k].parallel = 1;
		}
	}
}

/*
 * A caption of one word in small letters over a code block ("glusterfs:",
 * "xfs:", "zfs2:") that the author's own prose names elsewhere as a word
 * ("Compared with glusterfs, random read 4k is very slow"): the system
 * whose output the block holds, as "GlusterFS:" would be; it labels its
 * block as a bold line would (item emph).  Three letters at least, a
 * letter first, letters and digits (a '-' inside); no word that only
 * points or introduces ("output:", "before:"), no tool iodb reads
 * ("fio:"), no test or direction ("read:", "randread:"), no results'
 * word ("results:", line_generic_heading()).  A word no other line outside
 * a code block holds names nothing sure: no label.
 */
static void prose_word_captions(struct docstate *ds)
{
	static const char *const others[] = {
	    "log",    "logs",	 "config",    "code",	 "script", "error",
	    "errors", "example", "summary",   "details", "info",   "stats",
	    "dmesg",  "iostat",	 "output",    "console", "shell",  "test",
	    "tests",  "bench",	 "benchmark", NULL};
	struct doc *d = &ds->d;

	for (size_t k = 0; k < d->n; k++) {
		size_t b, e;
		const char *s = d->items[k].s;
		const char *words[2];
		char w[32];
		int ok = 1, seen = 0;
		struct testname tn;

		if (d->items[k].emph || !block_caption_text(d, k, &b, &e) ||
		    e - b < 3 || e - b >= sizeof(w) || s[b] < 'a' || s[b] > 'z')
			continue;
		for (size_t i = b; i < e && ok; i++)
			ok = islower((unsigned char)s[i]) ||
			     isdigit((unsigned char)s[i]) ||
			     (s[i] == '-' && i + 1 < e && s[i - 1] != '-');
		if (!ok || word_listed(s + b, e - b, caption_pointers, 1) ||
		    word_listed(s + b, e - b, others, 1) ||
		    bench_tool_word(s + b, e - b) ||
		    line_generic_heading(s + b, e - b))
			continue;
		testname_parse(s + b, e - b, 0, &tn);
		if (tn.found || tn.cond.op || tn.cond.pattern || tn.metric ||
		    tn.test_header || tn.value_header)
			continue;
		memcpy(w, s + b, e - b);
		w[e - b] = '\0';
		words[0] = w;
		words[1] = NULL;
		for (size_t j = 0; j < d->n && !seen; j++) {
			const struct doc_item *it = &d->items[j];

			seen = j != k && it->kind == DOC_LINE && !it->pre &&
			       !it->blank &&
			       testname_first_word(it->s, it->len, words) >= 0;
		}
		if (seen)
			d->items[k].emph = 1;
	}
}

static int analyse(struct docstate *ds, const char *buf, size_t len)
{
	int ret;

	header_title(ds, buf, len);
	ret = doctext_read(buf, len, &ds->d);
	if (ret)
		return ret;
	mark_toc(&ds->d);
	find_tested(ds);
	typed_description(ds);
	ds->used = calloc(ds->d.n + 1, 1);
	ds->flat = calloc(ds->d.n + 1, 1);
	if (!ds->used || !ds->flat)
		return -ENOMEM;
	ret = mark_flat(ds);
	if (ret)
		return ret;
	ret = find_tables(ds);
	if (ret)
		return ret;
	for (size_t i = 0; i < ds->d.n; i++) {
		if (ds->d.items[i].kind != DOC_LINE || ds->used[i] ||
		    ds->d.items[i].blank)
			continue;
		ret = scan_commands(ds, i, 1);
		if (ret < 0)
			return ret;
	}
	ret = scan_jobfiles(ds);
	if (ret)
		return ret;
	sort_commands(ds);
	unglue_job_names(ds);
	reserve_named_bare(ds);
	ret = name_summaries(ds);
	if (ret)
		return ret;
	ret = find_blocks(ds);
	if (ret)
		return ret;
	ret = join_fio_fragments(ds);
	if (ret)
		return ret;
	ret = bare_fio(ds);
	for (size_t i = 0; i < ds->d.n; i++)
		if (ds->used[i] == 3)
			ds->used[i] = 0; /* no command took them */
	if (ret)
		return ret;
	ret = link_named_jobfiles(ds);
	if (ret)
		return ret;
	ret = link_jobfile_commands(ds);
	if (ret)
		return ret;
	ret = collect_jobs(ds);
	if (!ret)
		ret = fenced_job_lists(ds);
	if (ret)
		return ret;
	if (ds->n_pieces > 1)
		qsort(ds->pieces, ds->n_pieces, sizeof(*ds->pieces), cmp_piece);
	row_notes(ds);
	find_version(ds);
	sibling_captions(ds);
	parallel_colon_captions(ds);
	prose_word_captions(ds);
	return 0;
}

/* The line a table piece is read under: its heading, caption, or -1. */
/*
 * The note right under table piece p giving its figures' unit, as a
 * caption above would: the next line that is not blank, a short one (a
 * sentence or a bracketed note, no digit, no heading, no code) naming
 * "unit" ("単位", "单位", "單位") or "figures/values in" and one metric's
 * unit ("(The unit is MB/s.)", "Units: MB/s", "单位：MB/s", "all figures
 * in MB/s").  Its item, or -1; never prose farther down.
 */
static long table_unit_note(struct docstate *ds, const struct piece *p)
{
	static const char *const keys[] = {"unit",
					   "単位",
					   "单位",
					   "單位",
					   "figures in",
					   "values in",
					   "numbers in",
					   "figures are in",
					   "values are in",
					   "numbers are in",
					   "speeds in",
					   "speeds are in",
					   "results in",
					   "results are in",
					   "rates in",
					   "rates are in",
					   NULL};

	for (size_t k = p->last + 1; k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];
		struct testname tn;
		char first[96];
		size_t n = 0;
		int key = 0;

		if (it->kind == DOC_LINE && it->blank)
			continue;
		if (it->kind != DOC_LINE || ds->used[k] || it->heading ||
		    it->pre || it->len > 120 || it->s[it->len] != '\0')
			return -1;
		/* its first sentence: "*All speeds are in MB/s. Rand
		 * Read/Write = 4K Random Read/Write*" - a legend may follow */
		while (n < it->len && n + 1 < sizeof(first) &&
		       !(it->s[n] == '.' &&
			 (n + 1 == it->len || it->s[n + 1] == ' ')))
			n++;
		if (n + 1 >= sizeof(first))
			return -1;
		memcpy(first, it->s, n);
		first[n] = '\0';
		for (size_t i = 0; i < n; i++)
			if (isdigit((unsigned char)first[i]))
				return -1;
		for (size_t w = 0; keys[w] && !key; w++)
			key = strcasestr(first, keys[w]) != NULL;
		if (!key)
			return -1;
		testname_parse(first, n, 0, &tn);
		return tn.metric != TESTNAME_NONE && tn.metrics == 1 &&
			       tn.unit[0]
			   ? (long)k
			   : -1;
	}
	return -1;
}

/*
 * The direction word at s[i] (len bytes): "read"/"reads"/"r" or
 * "write"/"writes"/"w", whole, any case; its enum iodb_op value and its
 * length into *n, else 0.
 */
static int pair_direction_at(const char *s, size_t len, size_t i, size_t *n)
{
	static const struct {
		const char *w;
		enum iodb_op op;
	} words[] = {{"writes", IODB_OP_WRITE}, {"write", IODB_OP_WRITE},
		     {"reads", IODB_OP_READ},	{"read", IODB_OP_READ},
		     {"w", IODB_OP_WRITE},	{"r", IODB_OP_READ}};

	for (size_t k = 0; k < sizeof(words) / sizeof(words[0]); k++) {
		size_t wl = strlen(words[k].w);

		if (i + wl <= len && !strncasecmp(s + i, words[k].w, wl) &&
		    (i + wl == len || !isalnum((unsigned char)s[i + wl]))) {
			*n = wl;
			return words[k].op;
		}
	}
	return 0;
}

/*
 * The tests text s (len bytes) names in order, joined by '/': "Write/Read",
 * "`read / write`", "R/W", "sequential read / sequential write / random
 * read".  Each part (blanks and code or bold marks around it dropped) is a
 * direction word (pair_direction_at()) or words naming only one direction
 * and maybe an access pattern (testname_direction_only()); two to
 * TABLE_ORDER_MAX parts, no test twice.  Into *o; 1, else 0.
 */
static int order_items(const char *s, size_t len, struct table_cell_order *o)
{
	struct table_cell_order t = {0};
	size_t i = 0;

	while (i <= len) {
		size_t a = i, b, n = 0;
		struct testname tn;
		int d;

		while (i < len && s[i] != '/')
			i++;
		b = i++;
		while (a < b && strchr(" \t`*_\"'", s[a]))
			a++;
		while (b > a && strchr(" \t`*_\"'", s[b - 1]))
			b--;
		if (a == b || t.n == TABLE_ORDER_MAX)
			return 0;
		d = pair_direction_at(s, b, a, &n);
		if (d && a + n == b) {
			t.ops[t.n] = d;
			t.pattern[t.n] = 0;
		} else if (testname_direction_only(s + a, b - a) &&
			   (testname_parse(s + a, b - a, 0, &tn),
			    tn.cond.op == IODB_OP_READ ||
				tn.cond.op == IODB_OP_WRITE)) {
			t.ops[t.n] = tn.cond.op;
			t.pattern[t.n] = tn.cond.pattern;
		} else
			return 0;
		for (int k = 0; k < t.n; k++)
			if (t.ops[k] == t.ops[t.n] &&
			    t.pattern[k] == t.pattern[t.n])
				return 0;
		t.n++;
	}
	if (t.n < 2)
		return 0;
	*o = t;
	return 1;
}

/*
 * Whether line item k states in which order the figures of a table's
 * "a/b" (or "a / b / c") cells are given: a phrase saying so ("format
 * is", "given as", "shown as", "written as", "listed as", "presented as",
 * "reported as", "order is", "in the form", "triplet is", "cell is")
 * followed by the tests joined by '/' (order_items(): "Write/Read",
 * "`read / write`", "R/W", "sequential read / sequential write / random
 * read") to the end of its sentence, or by a colon ending the line and
 * the tests alone on the next line that is not blank (in a code block
 * too: "Each triplet is:" / "```text" / "sequential read / sequential
 * write / random read"), in a line of prose holding no digit (a line of
 * figures is a result, no note).  The tests into *o, in the order
 * written; 1, else 0.  As before, two direction words joined by '/' with
 * other words after them ("the format is Write/Read in MB/s") give the
 * two directions.
 */
static int pair_order_line(const struct docstate *ds, size_t k,
			   struct table_cell_order *o)
{
	static const char *const keys[] = {
	    "format is",   "given as",	   "shown as",
	    "written as",  "listed as",	   "presented as",
	    "reported as", "order is",	   "in the form",
	    "triplet is",  "triplets are", "triple is",
	    "cell is",	   "cells are",	   NULL};
	const struct doc_item *it = &ds->d.items[k];

	if (it->kind != DOC_LINE || it->blank || it->heading || it->pre ||
	    ds->used[k] || it->len > 240)
		return 0;
	for (size_t i = 0; i < it->len; i++)
		if (isdigit((unsigned char)it->s[i]))
			return 0;
	for (size_t w = 0; keys[w]; w++) {
		size_t kl = strlen(keys[w]);

		for (size_t i = 0; i + kl <= it->len; i++) {
			size_t j = i + kl, e, n;
			int a, b;

			if (strncasecmp(it->s + i, keys[w], kl) ||
			    (i && isalnum((unsigned char)it->s[i - 1])) ||
			    (j < it->len && isalnum((unsigned char)it->s[j])))
				continue;
			/* "is `Write/Read`", "as **read / write**" */
			while (j < it->len && strchr(" :`*_\"'", it->s[j]))
				j++;
			if (j == it->len && memchr(it->s + i, ':', j - i)) {
				/* "Each triplet is:" and the tests below */
				for (size_t x = k + 1;
				     x < ds->d.n && x <= k + 3; x++) {
					const struct doc_item *nx =
					    &ds->d.items[x];

					if (nx->kind != DOC_LINE ||
					    nx->heading || ds->used[x])
						break;
					if (nx->blank ||
					    (nx->len >= 3 &&
					     (!strncmp(nx->s, "```", 3) ||
					      !strncmp(nx->s, "~~~", 3))))
						continue;
					return order_items(nx->s, nx->len, o);
				}
				return 0;
			}
			/* the tests to the end of the sentence */
			for (e = j; e < it->len && !strchr(";,()", it->s[e]) &&
				    !(it->s[e] == '.' && (e + 1 == it->len ||
							  it->s[e + 1] == ' '));
			     e++)
				;
			if (order_items(it->s + j, e - j, o))
				return 1;
			a = pair_direction_at(it->s, it->len, j, &n);
			if (!a)
				continue;
			j += n;
			while (j < it->len && it->s[j] == ' ')
				j++;
			if (j >= it->len || it->s[j] != '/')
				continue;
			j++;
			while (j < it->len && it->s[j] == ' ')
				j++;
			b = pair_direction_at(it->s, it->len, j, &n);
			if (!b || b == a)
				continue;
			o->n = 2;
			o->ops[0] = a;
			o->ops[1] = b;
			o->pattern[0] = o->pattern[1] = 0;
			return 1;
		}
	}
	return 0;
}

/*
 * The line above table piece p that states the order of the figures of
 * its "a/b" cells (pair_order_line()): in the table's own section, else
 * in the lead-in of a section holding it (its heading's lines up to its
 * first sub-heading: "## Results" / "The format is Write/Read" / "###
 * Laptop" / the table), nearest first.  Its item, the directions into
 * ops; else -1.
 */
static long pair_order_note(const struct docstate *ds, const struct piece *p,
			    struct table_cell_order *ops)
{
	int level = 7, own = 1;

	for (size_t k = p->first; k-- > 0;) {
		const struct doc_item *it = &ds->d.items[k];

		if (own && !(it->kind == DOC_LINE && it->heading)) {
			if (pair_order_line(ds, k, ops))
				return (long)k;
			continue;
		}
		if (it->kind != DOC_LINE || !it->heading || it->toc ||
		    it->heading >= level)
			continue;
		level = it->heading;
		if (own) {
			own = 0; /* its own section: read already */
			continue;
		}
		for (size_t j = k + 1;
		     j < p->first && !(ds->d.items[j].kind == DOC_LINE &&
				       ds->d.items[j].heading);
		     j++)
			if (pair_order_line(ds, j, ops))
				return (long)j;
		if (level <= 1)
			break;
	}
	return -1;
}

/*
 * The sentence of line s (len bytes) around byte hit, or its aside in
 * brackets: [*a, *b).
 */
static void sentence_around(const char *s, size_t len, size_t hit, size_t *a,
			    size_t *b)
{
	*a = 0;
	for (size_t i = hit; i-- > 0;)
		if (strchr(".!?;()", s[i]) ||
		    (i >= 2 && (!memcmp(s + i - 2, "。", 3) ||
				!memcmp(s + i - 2, "（", 3) ||
				!memcmp(s + i - 2, "）", 3)))) {
			*a = i + 1;
			break;
		}
	for (*b = hit; *b < len; (*b)++)
		if (strchr("!?;()", s[*b]) ||
		    (s[*b] == '.' &&
		     (*b + 1 == len || s[*b + 1] == ' ' || s[*b + 1] == '*')) ||
		    (*b + 3 <= len &&
		     (!memcmp(s + *b, "。", 3) || !memcmp(s + *b, "（", 3) ||
		      !memcmp(s + *b, "）", 3))))
			break;
}

/*
 * What a sentence of line it says every run used: direct I/O (*direct 1,
 * or -1 when it says every run went without) and one block size (*bs,
 * named as "bs=" or a block size word).  "全部direct IO", "All tests
 * used O_DIRECT", "alle Tests mit direct=1", "bs=1M for every run".
 * A size said with one access pattern and nothing measured ("All results
 * below apply to 4 KB blocks and random access", "Alle Tests mit 4K
 * random", "以下は全て 4K ランダム") is a statement of the tests'
 * conditions: that size, the pattern (*pattern) and the one direction it
 * names (*op), for the tests that state no other pattern.
 */
/* a word for "all" or "every" (post_cond_line(), general_lead_in()) */
static const char *const every[] = {
    "all",   "every",  "each",	 "alle",   "jeder", "jede", "sämtliche",
    "tous",  "toutes", "chaque", "todos",  "todas", "cada", "tutti",
    "tutte", "все",    "всех",	 "каждый", "全部",  "所有", "一律",
    "均",    "都",     "すべて", "全て",   "모든",  "모두", NULL};

/*
 * Whether line s (len bytes) is only a block size set ("block size =
 * 4KiB", "bs=4k", "Block size: 1M"): one of words (bs_words, first on
 * the line), "=" or ":", one size and nothing after it.  The size goes
 * into *bs.
 */
static int bs_setting_line(const char *s, size_t len, const char *const *words,
			   int64_t *bs)
{
	struct testname tn;
	size_t a = 0, k = 0, n = 0;

	while (a < len && (s[a] == ' ' || s[a] == '\t'))
		a++;
	for (; words[k]; k++) {
		n = strlen(words[k]);
		if (len - a >= n && !strncasecmp(s + a, words[k], n))
			break;
	}
	if (!words[k])
		return 0;
	a += n;
	if (words[k][n - 1] != '=') {
		while (a < len && s[a] == ' ')
			a++;
		if (a >= len || (s[a] != '=' && s[a] != ':'))
			return 0;
		a++;
	}
	while (a < len && s[a] == ' ')
		a++;
	n = a;
	while (n < len && isalnum((unsigned char)s[n]))
		n++;
	/* "1 MiB": a blank between the number and its unit */
	if (n < len && s[n] == ' ' && isdigit((unsigned char)s[n - 1])) {
		size_t u = n + 1;

		while (u < len && isalpha((unsigned char)s[u]))
			u++;
		if (u > n + 1 && u - n - 1 <= 3 && strchr("kKmMgG", s[n + 1]) &&
		    strspn(s + n + 2, "iBb") >= u - n - 2)
			n = u;
	}
	if (n == a || !isdigit((unsigned char)s[a]) ||
	    s[n + strspn(s + n, " .")] != '\0' ||
	    !testname_parse(s, len, 0, &tn) || tn.cond.bs <= 0 ||
	    tn.cond.pattern != IODB_PATTERN_UNKNOWN || tn.n_ops ||
	    tn.metric != TESTNAME_NONE)
		return 0;
	*bs = tn.cond.bs;
	return 1;
}

/* the words a block size is set with (post_cond_line(), section_bs()) */
static const char *const bs_words[] = {
    "bs=",	  "block size", "blocksize",
    "block-size", "blockgröße", "taille de bloc",
    "块大小",	  "塊大小",	"ブロックサイズ",
    "블록 크기",  NULL};

/*
 * The block size the section of the table at item first states on a line
 * of its own (bs_setting_line(): "block size = 1 MiB", as a paragraph, a
 * heading or a list item), the nearest such line above the table, when
 * the document states two sizes or more so: each is then the condition
 * of the tables below it up to the next, nearer than a command at the top
 * of the document (`fio ... -bs=4k`).  0 none.
 */
static int64_t section_bs(struct docstate *ds, size_t first)
{
	const struct doc *d = &ds->d;
	int64_t near = 0, one = 0;
	int two = 0;

	for (size_t k = 0; k < d->n; k++) {
		const struct doc_item *it = &d->items[k];
		size_t b;
		int64_t bs;

		if (it->kind != DOC_LINE || it->blank || it->pre || it->toc ||
		    it->len > 80)
			continue;
		b = bullet_text(it);
		if (!bs_setting_line(it->s + b, it->len - b, bs_words, &bs))
			continue;
		two |= one && one != bs;
		one = bs;
		if (k < first)
			near = bs;
	}
	return two ? near : 0;
}

static void post_cond_line(const struct doc_item *it, int *direct, int64_t *bs,
			   int *pattern, int *op)
{
	/* a file system's or a disk's block ("the file system's block
	 * size is 4k on all disks"), no I/O size */
	static const char *const fs_words[] = {
	    "filesystem", "file system", "file-system", "sector",
	    "physical",	  "logical",	 "mkfs",	"文件系统",
	    "扇区",	  "Dateisystem", NULL};
	/* "Not all tests ran 4K random" */
	static const char *const negation[] = {"not",	"no",  "nicht", "kein",
					       "keine", "pas", "不",	"没",
					       "ない",	NULL};
	const char *s = it->s;
	size_t len = it->len, a, b;
	long hit;
	struct testname tn;

	*direct = 0;
	*bs = 0;
	*pattern = 0;
	*op = 0;
	if (it->kind != DOC_LINE || it->blank || it->heading || it->pre ||
	    len > 600 || s[strspn(s, " >")] == '|')
		return;
	/* "block size = 4KiB" alone on its line among the setup's lines:
	 * a setting stated once, for every run below it */
	if (bs_setting_line(s, len, bs_words, bs))
		return;
	hit = testname_first_word(s, len, every);
	for (;;) {
		long next;

		/* "平均" is an average, no "all" */
		while (hit >= 3 && !memcmp(s + hit, "均", 3) &&
		       !memcmp(s + hit - 3, "平", 3)) {
			next = testname_first_word(
			    s + hit + 3, len - (size_t)hit - 3, every);
			hit = next < 0 ? -1 : hit + 3 + next;
		}
		if (hit < 0)
			return;
		sentence_around(s, len, (size_t)hit, &a, &b);
		/* "I ran fio on each host. All tests used O_DIRECT.": the
		 * sentence that says something of the runs */
		if (testname_says_direct(s + a, b - a) ||
		    testname_first_word(s + a, b - a, bs_words) >= 0 ||
		    (testname_parse(s + a, b - a, 0, &tn) &&
		     tn.cond.pattern != IODB_PATTERN_UNKNOWN) ||
		    b >= len)
			break;
		next = testname_first_word(s + b, len - b, every);
		if (next < 0)
			break;
		hit = (long)b + next;
	}
	*direct = testname_says_direct(s + a, b - a);
	if (testname_first_word(s + a, b - a, bs_words) >= 0 &&
	    testname_first_word(s + a, b - a, fs_words) < 0 &&
	    testname_parse(s + a, b - a, 0, &tn) && tn.cond.bs > 0 &&
	    !testname_sizes_differ(s + a, b - a) &&
	    !table_names_cache(s + a, b - a))
		*bs = tn.cond.bs;
	if (testname_parse(s + a, b - a, 0, &tn) &&
	    tn.cond.pattern != IODB_PATTERN_UNKNOWN && tn.cond.bs > 0 &&
	    tn.metric == TESTNAME_NONE && !tn.cdm && tn.n_ops <= 1 &&
	    testname_says_direct(s + a, b - a) >= 0 &&
	    testname_first_word(s + a, b - a, fs_words) < 0 &&
	    !testname_sizes_differ(s + a, b - a) &&
	    !table_names_cache(s + a, b - a) &&
	    testname_first_word(s + a, b - a, negation) < 0) {
		*bs = tn.cond.bs;
		*pattern = (int)tn.cond.pattern;
		*op = (int)tn.cond.op;
	}
}

/*
 * fio's options a list of what every run used may name beside those
 * fio_option_find() knows (the ones iodb reads): "sync=0", "loops=3".
 */
static int fio_other_option(const char *k, size_t n)
{
	static const char *const names[] = {"sync",
					    "fsync",
					    "fdatasync",
					    "end_fsync",
					    "loops",
					    "nrfiles",
					    "refill_buffers",
					    "zero_buffers",
					    "scramble_buffers",
					    "verify",
					    "do_verify",
					    "gtod_reduce",
					    "iodepth_low",
					    "kb_base",
					    "unit_base",
					    "bssplit",
					    "directory",
					    "create_on_open",
					    "unlink",
					    "overwrite",
					    "fallocate",
					    "exitall",
					    "output-format",
					    "minimal",
					    "percentile_list",
					    "file_service_type",
					    "random_distribution",
					    "startdelay",
					    "ioscheduler",
					    "pre_read",
					    "allow_mounted_write",
					    NULL};

	for (size_t i = 0; names[i]; i++)
		if (strlen(names[i]) == n && !memcmp(names[i], k, n))
			return 1;
	return 0;
}

/*
 * What the fio options fo parsed set of the fields a post's conditions
 * give, into *o (op and pattern from rw=, a mixed rw= marked by
 * mix_read_pct 50): 1, or 0 for an rw= none of ours (trim, trimwrite).
 */
static int option_fill(const struct fio_opts *fo, struct iodb_cond *o)
{
	static const char *const one[] = {"read", "write", "randread",
					  "randwrite", NULL};
	size_t r = 0;

	if (fo->cond.bs > 0 && fo->bs_write < 0 && !fo->bs_split)
		o->bs = fo->cond.bs;
	if (fo->cond.iodepth > 0)
		o->iodepth = fo->cond.iodepth;
	if (fo->cond.numjobs > 0)
		o->numjobs = fo->cond.numjobs;
	if (fo->cond.direct >= 0)
		o->direct = fo->cond.direct;
	if (!fo->rw[0])
		return 1;
	while (one[r] && strcmp(one[r], fo->rw))
		r++;
	if (!one[r] && !fio_rw_mixed(fo->rw))
		return 0;
	o->pattern = fio_rw_pattern(fo->rw);
	if (one[r])
		o->op = r % 2 ? IODB_OP_WRITE : IODB_OP_READ;
	else
		o->mix_read_pct = 50;
	return 1;
}

/*
 * A list item made of fio options alone, an aside in brackets after them
 * allowed ("- `direct=1`", "* `rw=write` (sequential workload)", "-
 * --numjobs=1, --iodepth=32"): 1 with what they set into *o (op and
 * pattern from rw=, a mixed rw= marked by mix_read_pct 50; not for
 * results), else 0.
 */
static int option_words(const char *buf, size_t n, struct iodb_cond *o);

static int option_item(const struct doc_item *it, struct iodb_cond *o)
{
	char buf[256];
	size_t i = 0, n = 0;

	*o = (struct iodb_cond)IODB_COND_INIT;
	if (!list_item_line(it) || it->pre || it->len >= sizeof(buf))
		return 0;
	while (i < it->len && it->s[i] == ' ')
		i++;
	while (i < it->len && it->s[i] != ' ')
		i++; /* the marker: "-", "*", "1." */
	for (; i < it->len; i++)
		if (it->s[i] != '`' && it->s[i] != '"')
			buf[n++] = it->s[i];
	while (n && strchr(" .", buf[n - 1]))
		n--;
	if (n && buf[n - 1] == ')') {
		/* "(sequential workload)", "(default)" */
		char *open = memrchr(buf, '(', n);

		if (!open || open == buf || open[-1] != ' ')
			return 0;
		n = (size_t)(open - buf);
	}
	buf[n] = '\0';
	return option_words(buf, n, o);
}

/*
 * The words of buf (n bytes), fio options alone ("direct=1",
 * "--iodepth=32,"): 1 with what they set into *o, else 0 (option_item()).
 */
static int option_words(const char *buf, size_t n, struct iodb_cond *o)
{
	size_t i, words = 0;

	for (i = 0; i < n;) {
		size_t b, e, k;
		struct fio_opts fo;

		while (i < n && buf[i] == ' ')
			i++;
		if (i == n)
			break;
		b = i;
		while (i < n && buf[i] != ' ')
			i++;
		e = i;
		while (e > b && strchr(",;", buf[e - 1]))
			e--;
		if (e - b > 2 && buf[b] == '-' && buf[b + 1] == '-')
			b += 2;
		for (k = b; k < e && buf[k] != '='; k++)
			if (!(islower((unsigned char)buf[k]) ||
			      isdigit((unsigned char)buf[k]) || buf[k] == '_' ||
			      buf[k] == '-'))
				return 0;
		if (k == b || k + 1 == e || k - b >= 32)
			return 0;
		words++;
		{
			char key[32];
			const struct fio_option *opt;

			memcpy(key, buf + b, k - b);
			key[k - b] = '\0';
			opt = fio_option_find(key);
			if (!opt && fio_other_option(key, k - b) && k < e)
				continue;
			/* "--time_based": a switch needs no value */
			if (!opt || (k == e && opt->kind != FIO_OPT_BOOL))
				return 0;
			if (k == e)
				continue;
			if (strcmp(opt->canon, "rw") &&
			    strcmp(opt->canon, "bs") &&
			    strcmp(opt->canon, "iodepth") &&
			    strcmp(opt->canon, "numjobs") &&
			    strcmp(opt->canon, "direct"))
				continue;
		}
		if (fio_options_parse_line(buf + b, e - b, &fo) ||
		    !option_fill(&fo, o))
			return 0;
	}
	return words > 0;
}

/*
 * The line item k of a list stands under says it gives what every test
 * used: a heading or a line ending in ':' that names the basic, default
 * or common configuration ("The basic configuration for `fio`
 * benchmarks is the following:", "Default settings:") or all the tests
 * ("All benchmarks use these fio options:", "Settings used for all
 * tests:"), no test of its own (no pattern, direction, size or metric)
 * and no negation or exception ("not all", "except").
 */
static int general_lead_in(const struct docstate *ds, size_t k)
{
	static const char *const general[] = {
	    "basic",	"base",	   "baseline", "default", "defaults", "common",
	    "standard", "general", "global",   "shared",  "usual",    NULL};
	static const char *const config[] = {
	    "configuration", "config", "settings", "parameters",
	    "options",	     "setup",  "set-up",   NULL};
	static const char *const tests[] = {
	    "test", "tests", "benchmark",   "benchmarks",   "run", "runs",
	    "job",  "jobs",  "measurement", "measurements", NULL};
	static const char *const negation[] = {"not",	 "no",	    "except",
					       "unless", "besides", NULL};
	const struct doc_item *it;
	struct testname tn;
	size_t len;

	while (k > 0 && ds->d.items[k - 1].kind == DOC_LINE &&
	       ds->d.items[k - 1].blank)
		k--;
	if (!k)
		return 0;
	it = &ds->d.items[k - 1];
	len = it->len;
	while (len && strchr(" *", it->s[len - 1]))
		len--;
	if (it->kind != DOC_LINE || it->pre || list_item_line(it) ||
	    len > 200 || !len || (!it->heading && it->s[len - 1] != ':'))
		return 0;
	if (testname_first_word(it->s, len, negation) >= 0)
		return 0;
	testname_parse(it->s, len, 0, &tn);
	if (tn.cond.pattern != IODB_PATTERN_UNKNOWN || tn.n_ops ||
	    tn.cond.bs > 0 || tn.metric != TESTNAME_NONE)
		return 0;
	if (testname_first_word(it->s, len, general) >= 0 &&
	    testname_first_word(it->s, len, config) >= 0)
		return 1;
	return testname_first_word(it->s, len, every) >= 0 &&
	       testname_first_word(it->s, len, tests) >= 0;
}

#define POST_OPT_BS	1u
#define POST_OPT_QD	2u
#define POST_OPT_NJ	4u
#define POST_OPT_DIRECT 8u
#define POST_OPT_RW	16u

/*
 * Fold the conditions o says into *sum: a field o states that *sum states
 * otherwise sets its bit in the return; an rw= said a second time sets
 * POST_OPT_RW when rw_once (one list or table says it once), else only
 * when it differs.
 */
static unsigned cond_fold(struct iodb_cond *sum, const struct iodb_cond *o,
			  int rw_once)
{
	unsigned bad = 0;

#define FOLD(f, bit)                                                           \
	do {                                                                   \
		if (o->f != -1 && sum->f != -1 && sum->f != o->f)              \
			bad |= (bit);                                          \
		else if (o->f != -1)                                           \
			sum->f = o->f;                                         \
	} while (0)
	FOLD(bs, POST_OPT_BS);
	FOLD(iodepth, POST_OPT_QD);
	FOLD(numjobs, POST_OPT_NJ);
	FOLD(direct, POST_OPT_DIRECT);
#undef FOLD
	if (o->pattern != IODB_PATTERN_UNKNOWN) {
		if (sum->pattern != IODB_PATTERN_UNKNOWN &&
		    (rw_once || sum->pattern != o->pattern ||
		     sum->op != o->op ||
		     isnan(sum->mix_read_pct) != isnan(o->mix_read_pct)))
			bad |= POST_OPT_RW;
		sum->pattern = o->pattern;
		sum->op = o->op;
		sum->mix_read_pct = o->mix_read_pct;
	}
	return bad;
}

/*
 * Item k starting a list of fio options alone under a general lead-in
 * (option_item(), general_lead_in()), the whole list above item first:
 * what it sets, merged into ds->post_opts.  A field a list said before
 * and this one says otherwise is no one's (ds->post_opts_bad); an rw=
 * said otherwise leaves no list anything to give.
 */
static void post_opts_merge(struct docstate *ds, struct iodb_cond o,
			    unsigned bad);

static void post_option_list(struct docstate *ds, size_t k, size_t first)
{
	struct iodb_cond sum = IODB_COND_INIT, o;
	unsigned bad = 0;
	size_t j;

	if (!list_item_line(&ds->d.items[k]) ||
	    (k > 0 && list_item_line(&ds->d.items[k - 1])))
		return;
	for (j = k; j < ds->d.n; j++) {
		const struct doc_item *it = &ds->d.items[j];

		if (it->kind == DOC_LINE && it->blank)
			continue;
		if (!list_item_line(it))
			break;
		if (j >= first || !option_item(it, &o))
			return;
		bad |= cond_fold(&sum, &o, 1);
	}
	if (general_lead_in(ds, k))
		post_opts_merge(ds, sum, bad);
}

/*
 * A page header's line naming the tool and the fio options every test
 * used: "Tool: fio 3.36, ioengine=libaio, direct=1 (O_DIRECT, bypasses
 * page cache)", "Benchmark tool: fio-3.28, direct=1, iodepth=32".  Its
 * key is "Tool", "Tools", "Tool used", "Benchmark" or "Benchmark tool",
 * its value fio (a version after it) then fio options alone, split by
 * commas, asides in brackets dropped: what they set, merged into
 * ds->post_opts for the fio tables below it.
 */
/*
 * Whether a key of the tool line's (keys[], no ':') starts at byte i of
 * s (len bytes), in bold or not ("Tool:", "**Tool:**", "**Tool**:"):
 * the byte after its ':' (and bold marks), else 0.
 */
static size_t tool_key_at(const char *s, size_t len, size_t i)
{
	static const char *const keys[] = {
	    "tool", "tools", "tool used", "benchmark", "benchmark tool", NULL};
	size_t best = 0;
	int bold = i + 2 <= len && !strncmp(s + i, "**", 2);

	if (bold)
		i += 2;
	for (size_t j = 0; keys[j]; j++) {
		size_t e = i + strlen(keys[j]);

		if (e > len || strncasecmp(s + i, keys[j], strlen(keys[j])))
			continue;
		if (bold && e + 2 <= len && !strncmp(s + e, "**", 2))
			e += 2; /* "**Tool**:" */
		if (e >= len || s[e] != ':')
			continue;
		e++;
		if (bold && e + 2 <= len && !strncmp(s + e, "**", 2))
			e += 2; /* "**Tool:**" */
		if (e > best)
			best = e;
	}
	return best;
}

/*
 * Whether a "Key:" of a page header's line starts at byte i of s (len
 * bytes): a capital, letters (blanks between words allowed, three words
 * at most), ':' and a blank ("Duration: 30 seconds", "Host: xenon").
 */
static int header_key_at(const char *s, size_t len, size_t i)
{
	size_t words = 1;

	if (i >= len || !isupper((unsigned char)s[i]))
		return 0;
	for (; i < len && words <= 3; i++) {
		if (s[i] == ':')
			return i + 1 < len && s[i + 1] == ' ';
		if (s[i] == ' ')
			words++;
		else if (!isalpha((unsigned char)s[i]))
			return 0;
	}
	return 0;
}

/*
 * A page header's line naming the tool and the fio options every test
 * used: "Tool: fio 3.36, ioengine=libaio, direct=1 (O_DIRECT, bypasses
 * page cache)", "Benchmark tool: fio-3.28, direct=1, iodepth=32",
 * "**Tool:** fio 3.36, `ioengine=libaio`, `direct=1`".  Its key is
 * "Tool", "Tools", "Tool used", "Benchmark" or "Benchmark tool" (in bold
 * or not), its value fio (a version after it) then fio options alone,
 * split by commas, asides in brackets dropped: what they set, merged
 * into ds->post_opts for the fio tables below it.  A header flattened
 * to one line ("Date: 2026-02-27 Host: xenon Tool: fio 3.36, direct=1
 * Duration: 30 seconds per test") holds the key after other keys' values
 * (the line starts with a key) and its value ends at the next key.
 */
static void post_tool_line(struct docstate *ds, size_t k)
{
	const struct doc_item *it = &ds->d.items[k];
	struct iodb_cond o;
	char buf[256];
	size_t i = 0, n = 0, depth = 0, key = 0;

	if (it->kind != DOC_LINE || it->blank || it->pre || it->heading ||
	    it->len < 12 || it->len >= 600 || !memchr(it->s, '=', it->len))
		return;
	key = tool_key_at(it->s, it->len, 0);
	if (!key && header_key_at(it->s, it->len, 0))
		for (size_t j = 1; j + 1 < it->len && !key; j++)
			if (it->s[j - 1] == ' ' &&
			    header_key_at(it->s, it->len, j))
				key = tool_key_at(it->s, it->len, j);
	if (!key)
		return;
	i = key;
	while (i < it->len && it->s[i] == ' ')
		i++;
	if (it->len - i < 4 || strncmp(it->s + i, "fio", 3) ||
	    !strchr(" ,-", it->s[i + 3]))
		return;
	i += 3;
	/* its version: "fio 3.36", "fio-3.28", "fio v3.36" */
	while (i < it->len && strchr(" -v", it->s[i]))
		i++;
	while (i < it->len &&
	       (isdigit((unsigned char)it->s[i]) || it->s[i] == '.'))
		i++;
	if (i >= it->len || it->s[i] != ',')
		return;
	for (; i < it->len && n + 1 < sizeof(buf); i++) {
		char c = it->s[i];

		if (!depth && c == ' ' && header_key_at(it->s, it->len, i + 1))
			break; /* "... Duration: 30 seconds per test" */
		if (c == '(')
			depth++;
		else if (c == ')' && depth)
			depth--;
		else if (!depth && c != '`')
			buf[n++] = c == ',' ? ' ' : c;
	}
	if (n + 1 >= sizeof(buf))
		return;
	while (n && strchr(" .", buf[n - 1]))
		n--;
	buf[n] = '\0';
	o = (struct iodb_cond)IODB_COND_INIT;
	if (depth || !option_words(buf, n, &o))
		return;
	post_opts_merge(ds, o, 0);
	ds->post_opts_fio = 1;
}

/*
 * What a list or table of the tests' conditions (sum; bad a bit per
 * field it said twice otherwise) says every run used, merged into
 * ds->post_opts: a field said before and now otherwise is no one's; an
 * rw= said otherwise leaves nothing to give.
 */
static void post_opts_merge(struct docstate *ds, struct iodb_cond o,
			    unsigned bad)
{
	struct iodb_cond sum, *d = &ds->post_opts;

	if (!ds->post_opts_set) {
		*d = o;
		ds->post_opts_set = 1;
		ds->post_opts_bad = bad;
		return;
	}
	sum = *d;
	bad |= cond_fold(&sum, &o, 0);
	*d = sum;
	ds->post_opts_bad |= bad;
}

/*
 * The fio option a key of a table of the tests' conditions names
 * ("Queue depth", "Block size", "Direct I/O", "numjobs", "fio workers",
 * "Access pattern"): its fio name, NULL for another key ("VM size", "Runtime").
 */
static const char *cond_key_option(const char *k)
{
	static const struct {
		const char *key, *opt;
	} keys[] = {{"queue depth", "iodepth"},
		    {"iodepth", "iodepth"},
		    {"io depth", "iodepth"},
		    {"i/o depth", "iodepth"},
		    {"qd", "iodepth"},
		    {"block size", "bs"},
		    {"blocksize", "bs"},
		    {"bs", "bs"},
		    {"direct", "direct"},
		    {"direct i/o", "direct"},
		    {"direct io", "direct"},
		    {"o_direct", "direct"},
		    {"i/o", "direct"},
		    {"i/o mode", "direct"},
		    {"numjobs", "numjobs"},
		    {"threads", "numjobs"},
		    {"jobs", "numjobs"},
		    {"number of jobs", "numjobs"},
		    {"num jobs", "numjobs"},
		    {"fio jobs", "numjobs"},
		    {"fio numjobs", "numjobs"},
		    {"number of threads", "numjobs"},
		    {"workers", "numjobs"},
		    {"fio workers", "numjobs"},
		    {"pattern", "rw"},
		    {"access pattern", "rw"},
		    {"rw", "rw"},
		    {"队列深度", "iodepth"},
		    {"io深度", "iodepth"},
		    {"io 深度", "iodepth"},
		    {"i/o深度", "iodepth"},
		    {"块大小", "bs"},
		    {"直接io", "direct"},
		    {NULL, NULL}};
	char key[32];
	size_t n = 0;

	for (; *k && n + 1 < sizeof(key); k++)
		if (*k != '*' && *k != '`')
			key[n++] = (char)tolower((unsigned char)*k);
	while (n && key[n - 1] == ' ')
		n--;
	key[n] = '\0';
	for (size_t i = 0; keys[i].key; i++)
		if (!strcmp(keys[i].key, key))
			return keys[i].opt;
	return NULL;
}

/*
 * A value of a table of the tests' conditions for fio option opt, as
 * that option ("32", "4k", "randread"; "Yes (O_DIRECT)", "O_DIRECT" for
 * direct): into *o, 1; 0 for a value that is not one such option's.
 */
static int cond_value(const char *opt, const char *v, struct iodb_cond *o)
{
	char buf[96], val[64];
	size_t n = 0;
	struct fio_opts fo;

	for (; *v && n + 1 < sizeof(val); v++)
		if (*v != '*' && *v != '`')
			val[n++] = *v;
	while (n && val[n - 1] == ' ')
		n--;
	val[n] = '\0';
	if (!n || n + 1 >= sizeof(val))
		return 0;
	if (!strcmp(opt, "direct")) {
		/* "Yes (O_DIRECT)", "O_DIRECT", "direct=1" */
		if (!strcasecmp(val, "O_DIRECT") || !strcasecmp(val, "yes") ||
		    !strcasecmp(val, "Yes (O_DIRECT)") ||
		    !strcmp(val, "direct=1") || !strcmp(val, "1")) {
			o->direct = 1;
			return 1;
		}
		if (!strcasecmp(val, "no") || !strcasecmp(val, "buffered") ||
		    !strcmp(val, "direct=0") || !strcmp(val, "0")) {
			o->direct = 0;
			return 1;
		}
		return 0;
	}
	if (!strcmp(opt, "iodepth") && !strncasecmp(val, "QD", 2))
		memmove(val, val + 2, n - 1); /* "QD32" */
	for (size_t i = 0; val[i]; i++)
		if (!isalnum((unsigned char)val[i]))
			return 0; /* "1, 32", "4k/64k", "32 (per job)" */
	snprintf(buf, sizeof(buf), "%s=%s", opt, val);
	return !fio_options_parse_line(buf, strlen(buf), &fo) &&
	       option_fill(&fo, o) && (strcmp(opt, "bs") || o->bs > 0) &&
	       (strcmp(opt, "iodepth") || o->iodepth > 0) &&
	       (strcmp(opt, "numjobs") || o->numjobs > 0) &&
	       (strcmp(opt, "rw") || o->pattern != IODB_PATTERN_UNKNOWN);
}

/*
 * Whether caption or heading cap (len bytes) names the tests'
 * conditions, setup or parameters ("Test conditions", "Methodology",
 * "Test setup", "fio parameters", "## Parameters", "测试配置"), not a
 * drive's ("Drive parameters", "硬盘参数": a disk's block size is no
 * run's) nor one test's ("## Random read parameters").
 */
static int setup_caption(const char *cap, size_t len)
{
	static const char *const own[] = {"conditions", "methodology",
					  "测试条件", NULL};
	static const char *const words[] = {
	    "setup", "set-up", "parameters", "configuration", "settings", NULL};
	static const char *const tests[] = {
	    "test",	  "tests",	  "testing", "benchmark",
	    "benchmarks", "benchmarking", "fio",     NULL};
	/* 配置, 参数, 设置 after 测试 (test): a CJK word glued to another
	 * needs both */
	static const char *const cjk[] = {"测试配置", "测试参数", "测试设置",
					  "測試配置", "測試參數", NULL};
	struct testname tn;
	size_t skip = strspn(cap, " #*");

	cap += skip;
	len = len > skip ? len - skip : 0;
	len = strlen(cap) < len ? strlen(cap) : len;
	while (len && strchr(" :*", cap[len - 1]))
		len--;
	if (len >= 3 && !memcmp(cap + len - 3, "\xef\xbc\x9a", 3))
		len -= 3; /* "测试配置：" */
	if (testname_first_word(cap, len, own) < 0 &&
	    testname_first_word(cap, len, cjk) < 0 &&
	    !(testname_first_word(cap, len, words) >= 0 &&
	      (testname_first_word(cap, len, tests) >= 0 ||
	       !memchr(cap, ' ', len))))
		return 0;
	testname_parse(cap, len, 0, &tn);
	return tn.cond.pattern == IODB_PATTERN_UNKNOWN && !tn.n_ops &&
	       tn.cond.bs <= 0 && tn.metric == TESTNAME_NONE;
}

/*
 * Table item k, a table of keys and values under a heading or caption
 * naming the tests' conditions, setup or parameters ("## Test
 * Conditions" / "| Parameter | Value |" / "| Queue depth | 32 |"): what
 * it says every run used, merged into ds->post_opts.  A table of several
 * value columns (one a platform) gives a field only when every column
 * says the same; a key of ours whose value is no option's value gives
 * that field nothing.
 */
static void post_cond_table(struct docstate *ds, const struct piece *p)
{
	static const char *const fio_word[] = {"fio", NULL};
	const struct table *t = p->table;
	struct iodb_cond sum = IODB_COND_INIT;
	unsigned bad = 0;
	int any = 0;
	long h;
	const char *cap;
	size_t cap_len;

	if (p->kind != PIECE_TABLE || !t || t->cols < 2 || t->cols > 4 ||
	    t->rows < 2 || t->rows > 30)
		return;
	h = heading_above(ds, p->first);
	cap = t->caption ? t->caption : h >= 0 ? ds->d.items[h].s : NULL;
	cap_len = t->caption ? strlen(t->caption)
		  : h >= 0   ? ds->d.items[h].len
			     : 0;
	/* "Test conditions", "Methodology", "Test setup", "fio
	 * parameters", "## Parameters"; no "Drive parameters" (a disk's
	 * block size is no run's) */
	if (!cap || !setup_caption(cap, cap_len))
		return;
	for (size_t r = 0; r < t->rows; r++) {
		const char *opt = cond_key_option(table_cell(t, r, 0));
		struct iodb_cond row = IODB_COND_INIT, v;
		int ok = 1;

		if (!opt)
			continue;
		for (size_t c = 1; c < t->cols && ok; c++) {
			v = (struct iodb_cond)IODB_COND_INIT;
			ok = cond_value(opt, table_cell(t, r, c), &v);
			if (ok && c > 1)
				ok = v.bs == row.bs &&
				     v.iodepth == row.iodepth &&
				     v.numjobs == row.numjobs &&
				     v.direct == row.direct &&
				     v.pattern == row.pattern && v.op == row.op;
			row = v;
		}
		if (!ok)
			continue;
		bad |= cond_fold(&sum, &row, 1);
		any = 1;
	}
	if (!any)
		return;
	post_opts_merge(ds, sum, bad);
	/* "| fio runtime | 60s |": the runs were fio's */
	for (size_t i = 0; i < t->rows * t->cols && !ds->post_opts_fio; i++)
		if (testname_first_word(
			table_cell(t, i / t->cols, i % t->cols),
			strlen(table_cell(t, i / t->cols, i % t->cols)),
			fio_word) >= 0)
			ds->post_opts_fio = 1;
}

/*
 * Item k starting a list of "key: value" settings right under a heading
 * or a caption naming the tests' conditions (setup_caption(): "###
 * 测试配置" / "- iodepth: 32" / "- direct: 1 (O_DIRECT)"): what its keys
 * naming fio options (cond_key_option()) say, an aside in brackets
 * dropped, for the tables of the section the heading opens (up to the
 * next heading above its level; a caption's, up to the next heading),
 * into ds->sect_opts.  Other keys ("工具", "runtime") give nothing, a
 * value no option's gives its field nothing, a key said twice otherwise
 * voids its field; an item naming fio says the runs were fio's.
 */
static void section_option_list(struct docstate *ds, size_t k)
{
	static const char *const fio_word[] = {"fio", NULL};
	struct iodb_cond sum = IODB_COND_INIT;
	const struct doc_item *lead;
	unsigned bad = 0;
	int any = 0, fio = 0;
	size_t j = k, end;

	if (!list_item_line(&ds->d.items[k]) ||
	    (k > 0 && list_item_line(&ds->d.items[k - 1])))
		return;
	while (j > 0 && ds->d.items[j - 1].kind == DOC_LINE &&
	       ds->d.items[j - 1].blank)
		j--;
	if (!j)
		return;
	lead = &ds->d.items[j - 1];
	if (lead->kind != DOC_LINE || lead->pre || list_item_line(lead) ||
	    lead->len > 120 || !setup_caption(lead->s, lead->len))
		return;
	if (!lead->heading) {
		size_t l = lead->len;

		while (l && strchr(" *", lead->s[l - 1]))
			l--;
		if (!(l && lead->s[l - 1] == ':') &&
		    !(l >= 3 && !memcmp(lead->s + l - 3, "\xef\xbc\x9a", 3)))
			return; /* a caption ends in ':' */
	}
	for (j = k; j < ds->d.n; j++) {
		const struct doc_item *it = &ds->d.items[j];
		char item[160];
		const char *opt, *colon, *wide, *aside;
		size_t n, kl, vb;
		struct iodb_cond v = IODB_COND_INIT;

		if (it->kind == DOC_LINE && it->blank)
			continue;
		if (!list_item_line(it) || it->pre)
			break;
		fio |= testname_first_word(it->s, it->len, fio_word) >= 0;
		n = strspn(it->s, " ");
		n += strcspn(it->s + n, " "); /* the marker */
		n += strspn(it->s + n, " ");
		if (it->len <= n || it->len - n >= sizeof(item))
			continue;
		memcpy(item, it->s + n, it->len - n);
		item[it->len - n] = '\0';
		colon = strchr(item, ':');
		wide = strstr(item, "\xef\xbc\x9a"); /* ： */
		if (wide && (!colon || wide < colon)) {
			kl = (size_t)(wide - item);
			vb = kl + 3;
		} else if (colon) {
			kl = (size_t)(colon - item);
			vb = kl + 1;
		} else {
			continue;
		}
		item[kl] = '\0';
		opt = cond_key_option(item);
		if (!opt)
			continue;
		/* "1 (O_DIRECT)", "32（每个 job）": the aside dropped */
		n = strcspn(item + vb, "(");
		aside = strstr(item + vb, "\xef\xbc\x88"); /* （ */
		if (aside && (size_t)(aside - (item + vb)) < n)
			n = (size_t)(aside - (item + vb));
		item[vb + n] = '\0';
		vb += strspn(item + vb, " ");
		if (!cond_value(opt, item + vb, &v))
			continue;
		bad |= cond_fold(&sum, &v, 1);
		any = 1;
	}
	if (!any)
		return;
	/* the section: up to the next heading above the lead's level, a
	 * caption's up to the next heading */
	for (end = j; end < ds->d.n; end++) {
		int h = ds->d.items[end].heading;

		if (h && (!lead->heading || h < lead->heading))
			break;
	}
#define VOID(f, bit)                                                           \
	do {                                                                   \
		if (bad & (bit))                                               \
			sum.f = -1;                                            \
	} while (0)
	VOID(bs, POST_OPT_BS);
	VOID(iodepth, POST_OPT_QD);
	VOID(numjobs, POST_OPT_NJ);
	VOID(direct, POST_OPT_DIRECT);
#undef VOID
	if (bad & POST_OPT_RW) {
		sum.pattern = IODB_PATTERN_UNKNOWN;
		sum.op = IODB_OP_UNKNOWN;
	}
	sum.mix_read_pct = NAN;
	ds->sect_opts = sum;
	ds->sect_opts_end = end;
	ds->sect_opts_fio = fio;
}

/*
 * What the post says every run used above item first (post_cond_line()):
 * into *direct (1 or 0) and *bs (bytes or 0).  A later statement that
 * contradicts an earlier one leaves the field unsaid for good.  Tables
 * are asked in their order: each line is read once.
 */
static void post_conds(struct docstate *ds, size_t first,
		       struct table_context *tc)
{
	for (; ds->cond_piece < ds->n_pieces &&
	       ds->pieces[ds->cond_piece].last < first;
	     ds->cond_piece++)
		post_cond_table(ds, &ds->pieces[ds->cond_piece]);
	for (; ds->cond_from < first; ds->cond_from++) {
		int d, pat, op;
		int64_t b;

		if (ds->used[ds->cond_from])
			continue;
		post_option_list(ds, ds->cond_from, first);
		section_option_list(ds, ds->cond_from);
		post_tool_line(ds, ds->cond_from);
		post_cond_line(&ds->d.items[ds->cond_from], &d, &b, &pat, &op);
		if (d && ds->post_direct >= 0)
			ds->post_direct =
			    ds->post_direct && ds->post_direct != d ? -1 : d;
		if (b && ds->post_bs >= 0)
			ds->post_bs = ds->post_bs && ds->post_bs != b ? -1 : b;
		if (pat && ds->post_pattern >= 0)
			ds->post_pattern =
			    ds->post_pattern && ds->post_pattern != pat ? -1
									: pat;
		if (pat && ds->post_op >= 0)
			ds->post_op =
			    ds->post_op && ds->post_op != op ? -1 : op;
		/* a size said with a pattern is that pattern's */
		if (b && ds->post_bs_pattern >= 0)
			ds->post_bs_pattern =
			    ds->post_bs_pattern && ds->post_bs_pattern != pat
				? -1
				: pat;
	}
	tc->post_direct = ds->post_direct == 1;
	tc->post_bs = ds->post_bs > 0 ? ds->post_bs : 0;
	tc->post_pattern = ds->post_pattern > 0 ? ds->post_pattern : 0;
	tc->post_op = ds->post_op > 0 ? ds->post_op : 0;
	tc->post_bs_pattern =
	    ds->post_bs_pattern > 0 && tc->post_bs ? ds->post_bs_pattern : 0;
	/* the lists' options: those no two lists said otherwise, none when
	 * their rw= differ (which runs they speak of is then unknown) */
	tc->post_opts_set =
	    ds->post_opts_set && !(ds->post_opts_bad & POST_OPT_RW);
	tc->post_opts = ds->post_opts;
	tc->post_opts_fio = ds->post_opts_fio;
	tc->post_opts.mix_read_pct = NAN;
	if (tc->post_opts.pattern != IODB_PATTERN_UNKNOWN &&
	    !isnan(ds->post_opts.mix_read_pct))
		tc->post_opts.op = IODB_OP_UNKNOWN; /* a mixed rw= */
	if (ds->post_opts_bad & POST_OPT_BS)
		tc->post_opts.bs = -1;
	if (ds->post_opts_bad & POST_OPT_QD)
		tc->post_opts.iodepth = -1;
	if (ds->post_opts_bad & POST_OPT_NJ)
		tc->post_opts.numjobs = -1;
	if (ds->post_opts_bad & POST_OPT_DIRECT)
		tc->post_opts.direct = -1;
	/* the section's list of settings, nearer than the post's */
	if (first < ds->sect_opts_end) {
		const struct iodb_cond *o = &ds->sect_opts;

		if (!tc->post_opts_set) {
			tc->post_opts = (struct iodb_cond)IODB_COND_INIT;
			tc->post_opts.mix_read_pct = NAN;
		}
		tc->post_opts_set = 1;
		tc->post_opts_fio |= ds->sect_opts_fio;
		if (o->bs > 0)
			tc->post_opts.bs = o->bs;
		if (o->iodepth > 0)
			tc->post_opts.iodepth = o->iodepth;
		if (o->numjobs > 0)
			tc->post_opts.numjobs = o->numjobs;
		if (o->direct >= 0)
			tc->post_opts.direct = o->direct;
		if (o->pattern != IODB_PATTERN_UNKNOWN) {
			tc->post_opts.pattern = o->pattern;
			tc->post_opts.op = o->op;
		}
	}
}

/*
 * Whether a cell of table t's first column or first row starts with
 * name (n bytes) as a word ("ext4（`/`，VHD `sdd`）" for "ext4").
 */
static int table_names_line(const struct table *t, const char *name, size_t n)
{
	for (size_t i = 0; t->cols && i < t->rows * t->cols; i++) {
		/* table_cell(): "" for a cell a short row never had (its text
		 * is NULL) */
		const char *s = table_cell(t, i / t->cols, i % t->cols);

		if ((i % t->cols && i >= t->cols) || strncasecmp(s, name, n))
			continue;
		if (!isalnum((unsigned char)s[n]) && s[n] != '_' && s[n] != '.')
			return 1;
	}
	return 0;
}

/*
 * The mark a note starts with that the table's cells repeat ("⚠️", "†",
 * "¹"), its length into *n; NULL for none ('*' starts a list item or an
 * emphasis as often as a footnote: "*" is given, and only a cell ending
 * in one lone "*" bears it).
 */
static const char *note_mark(const char *s, size_t *n)
{
	static const char *const marks[] = {"\xe2\x9a\xa0", /* ⚠ */
					    "\xe2\x80\xa0", /* † */
					    "\xe2\x80\xa1", /* ‡ */
					    "\xc2\xb9",	    /* ¹ */
					    "\xc2\xb2",	    /* ² */
					    "\xc2\xb3",	    /* ³ */
					    NULL};

	s += strspn(s, " >");
	/* "* по обзору ..." ("\\*" unescaped): a footnote's, when the
	 * cells bear it after their figures (untested_cell()) */
	if (s[0] == '*' && s[1] != '*') {
		*n = 1;
		return "*";
	}
	for (size_t i = 0; marks[i]; i++) {
		*n = strlen(marks[i]);
		if (!strncmp(s, marks[i], *n))
			return marks[i];
	}
	*n = 0;
	return NULL;
}

/*
 * A note right above table p, or below it before the next heading, rule
 * or table, saying figures were not measured ("⚠️ Stick C in this table
 * is theoretical, from the internet, never tested", "nicht getestet",
 * "non testé", "теоретические данные"): its line copied into note (n
 * bytes) and the mark it starts with (note_mark(), or the first line's
 * of its paragraph) into mark (8 bytes, "" none).  1 when found, else 0.
 */
static int table_untested_note(struct docstate *ds, const struct piece *p,
			       char *note, size_t n, char *mark)
{
	static const char *const words[] = {
	    "not tested", "untested", "never tested", "not measured",
	    "theoretical", "from the internet", "nicht getestet", "ungetestet",
	    "nicht gemessen", "theoretisch", "aus dem internet",
	    "non test\xc3\xa9", "pas test\xc3\xa9", "non mesur\xc3\xa9",
	    "th\xc3\xa9orique", "d'internet", "no probado", "sin probar",
	    "no medido", "te\xc3\xb3ric", "de internet", "non testato",
	    "non misurato", "teoric", "da internet", "nie testowan",
	    "nietestowan", "teoretyczn", "z internetu",
	    /* не тестировался, теоретические, из интернета */
	    "\xd0\xbd\xd0\xb5 \xd1\x82\xd0\xb5\xd1\x81\xd1\x82",
	    "\xd0\x9d\xd0\x95 \xd1\x82\xd0\xb5\xd1\x81\xd1\x82",
	    "\xd0\xb5\xd0\xbe\xd1\x80\xd0\xb5\xd1\x82\xd0\xb8\xd1"
	    "\x87\xd0\xb5\xd1\x81\xd0\xba",
	    "\xd0\x95\xd0\x9e\xd0\xa0\xd0\x95\xd0\xa2\xd0\x98\xd0"
	    "\xa7\xd0\x95\xd0\xa1\xd0\x9a",
	    "\xd0\xb8\xd0\xb7 \xd0\xb8\xd0\xbd\xd1\x82\xd0\xb5\xd1"
	    "\x80\xd0\xbd\xd0\xb5\xd1\x82",
	    /* 未测试, 未測試, 理论值, 理論値 */
	    "\xe6\x9c\xaa\xe6\xb5\x8b\xe8\xaf\x95",
	    "\xe6\x9c\xaa\xe6\xb8\xac\xe8\xa9\xa6",
	    "\xe7\x90\x86\xe8\xae\xba\xe5\x80\xbc",
	    "\xe7\x90\x86\xe8\xab\x96\xe5\x80\xa4",
	    /* someone else's figures: a review's, a datasheet's */
	    "from the review", "'s review", "per the review", "review by",
	    "according to", "quoted from", "taken from", "datasheet",
	    "data sheet", "laut test", "laut dem test", "datenblatt",
	    "selon le test", "d'apr\xc3\xa8s le test", "fiche technique",
	    "seg\xc3\xban la prueba", "secondo la recensione", "de acordo com",
	    "segundo o teste",
	    /* по обзору, из обзора, по данным, согласно */
	    "\xd0\xbf\xd0\xbe \xd0\xbe\xd0\xb1\xd0\xb7\xd0\xbe\xd1\x80",
	    "\xd0\xb8\xd0\xb7 \xd0\xbe\xd0\xb1\xd0\xb7\xd0\xbe\xd1\x80",
	    "\xd0\xbf\xd0\xbe \xd0\xb4\xd0\xb0\xd0\xbd\xd0\xbd\xd1\x8b\xd0\xbc",
	    "\xd1\x81\xd0\xbe\xd0\xb3\xd0\xbb\xd0\xb0\xd1\x81\xd0\xbd\xd0\xbe",
	    /* 引用 (quoted) */
	    "\xe5\xbc\x95\xe7\x94\xa8", NULL};
	static const char *const review[] = {
	    "review",
	    "rezension",
	    "recensione",
	    "revue",
	    "an\xc3\xa1lise",
	    "\xd0\xbe\xd0\xb1\xd0\xb7\xd0\xbe\xd1\x80",		/* обзор */
	    "\xe8\xaf\x84\xe6\xb5\x8b",				/* 评测 */
	    "\xe3\x83\xac\xe3\x83\x93\xe3\x83\xa5\xe3\x83\xbc", /* レビュー */
	    NULL};
	long up = above(ds, p->first, 1);
	size_t para = p->last + 1;

	for (size_t k = up >= 0 ? (size_t)up : p->last + 1;
	     k < ds->d.n && k <= p->last + 20; k++) {
		const struct doc_item *it = &ds->d.items[k];
		const char *m;
		size_t ml;
		int hit = 0;

		if (k >= p->first && k <= p->last)
			continue;
		if (it->kind == DOC_LINE && it->blank) {
			para = k + 1;
			continue;
		}
		if (it->kind != DOC_LINE || it->heading || it->pre ||
		    it->s[strspn(it->s, " >")] == '|' ||
		    !strncmp(it->s + strspn(it->s, " >"), "---", 3)) {
			if (k > p->last)
				return 0;
			continue;
		}
		for (size_t w = 0; words[w] && !hit; w++)
			hit = strcasestr(it->s, words[w]) != NULL;
		/* "* from the Tom's Hardware review": a review's figures, said
		 * by a note starting with the mark its cells bear */
		for (size_t w = 0; review[w] && !hit; w++)
			hit = strcasestr(it->s, review[w]) &&
			      note_mark(it->s, &ml);
		if (!hit)
			continue;
		snprintf(note, n, "%s", it->s);
		m = note_mark(it->s, &ml);
		if (!m && k > p->last && para < k)
			m = note_mark(ds->d.items[para].s, &ml);
		snprintf(mark, 8, "%.*s", (int)ml, m ? m : "");
		return 1;
	}
	return 0;
}

/*
 * A note below table p, before the next heading, rule or table, saying
 * that the row or column of a name the table has used direct I/O ("注：
 * ext4 一栏用 O_DIRECT 绕开页缓存；9P 不支持 O_DIRECT"): that name copied
 * into out (n bytes), the clause's first word.  1 when found, else 0.
 */
static int table_direct_note(struct docstate *ds, const struct piece *p,
			     char *out, size_t n)
{
	for (size_t k = p->last + 1; k < ds->d.n && k <= p->last + 20; k++) {
		const struct doc_item *it = &ds->d.items[k];
		/* (a table's item has no text: no offset from its NULL) */
		const char *s = it->s, *e = s ? s + it->len : NULL;

		if (it->kind == DOC_LINE && it->blank)
			continue;
		if (it->kind != DOC_LINE || ds->used[k] || it->heading ||
		    it->pre || s[strspn(s, " >")] == '|' ||
		    !strncmp(s + strspn(s, " >"), "---", 3))
			return 0;
		while (s < e) {
			const char *c = s, *w;
			size_t cl;

			/* the clause: to "；", ";", "。" */
			while (c < e && *c != ';' &&
			       (e - c < 3 ||
				(memcmp(c, "；", 3) && memcmp(c, "。", 3))))
				c++;
			cl = (size_t)(c - s);
			/* past "注：", "Note:", blanks, '>' and '*' */
			for (w = s; w < c && w - s < 16; w++)
				if (*w == ':' ||
				    (c - w >= 3 && !memcmp(w, "：", 3))) {
					s = w + (*w == ':' ? 1 : 3);
					break;
				}
			while (s < c && (*s == ' ' || *s == '>' || *s == '*'))
				s++;
			cl = (size_t)(c - s);
			if (c > s && testname_says_direct(s, cl) == 1) {
				size_t wl = 0;

				while (wl < cl && (unsigned char)s[wl] < 0x80 &&
				       s[wl] != ' ' && s[wl] != '`')
					wl++;
				if (wl && wl < n &&
				    table_names_line(p->table, s, wl)) {
					memcpy(out, s, wl);
					out[wl] = '\0';
					return 1;
				}
			}
			s = c + (c < e ? (*c == ';' ? 1 : 3) : 0);
		}
	}
	return 0;
}

/*
 * The statement in line it of one unit for all of the post's figures
 * ("All figures below are MB/s.", "напомню, что везде указаны MB/s",
 * "单位均为 MB/s", "Alle Werte in MB/s"): its sentence, a word saying
 * "all" or "everywhere" and, with "all", one about figures or units, no
 * digit (no figure in passing: "all drives reach 500 MB/s") and one
 * metric's unit, copied into out (n bytes).  1 when it is one, else 0.
 */
static int post_unit_line(const struct doc_item *it, char *out, size_t n)
{
	/* "everywhere" alone says it; "all" with a word of figures */
	static const char *const words[] = {
	    /* everywhere */
	    "everywhere", "throughout", "везде", "всюду", "überall", "partout",
	    "wszędzie", "一律", "均为", "均為", "均是", "都是", "すべて",
	    "全て", "いずれも", "모두",
	    /* all */
	    "all", "every", "все", "всех", "alle", "sämtliche", "toutes",
	    "tous", "todos", "todas", "tutti", "tutte", "wszystkie", "所有",
	    "全部", "모든", NULL};
	static const size_t n_everywhere = 16;
	static const char *const figures[] = {
	    "figure",  "value",	  "number",    "result",     "unit",
	    "значени", "цифр",	  "результат", "единиц",     "werte",
	    "zahlen",  "angaben", "einheit",   "valeur",     "chiffre",
	    "unité",   "valores", "números",   "resultados", "unidad",
	    "unidade", "valori",  "wartości",  "数据",	     "数值",
	    "單位",    "单位",	  "数値",      "単位",	     "단위",
	    "수치",    NULL};
	unsigned char first[256] = {0};
	const char *s = it->s;
	size_t len = it->len, a = 0, b, hit = SIZE_MAX, w = 0;
	struct testname tn;

	if (it->kind != DOC_LINE || it->blank || it->heading || it->pre ||
	    len > 600 || s[strspn(s, " >")] == '|')
		return 0;
	for (size_t k = 0; words[k]; k++)
		first[(unsigned char)tolower((unsigned char)words[k][0])] = 1;
	for (size_t i = 0; i < len && hit == SIZE_MAX; i++) {
		if (!first[(unsigned char)tolower((unsigned char)s[i])])
			continue;
		for (w = 0; words[w] && !testname_word_at(s, len, i, words[w]);
		     w++)
			;
		if (words[w])
			hit = i;
	}
	if (hit == SIZE_MAX)
		return 0;
	sentence_around(s, len, hit, &a, &b);
	for (size_t i = a; i < b; i++)
		if (isdigit((unsigned char)s[i]))
			return 0;
	if (w >= n_everywhere) {
		int fig = 0;

		for (size_t i = a; i < b && !fig; i++)
			for (size_t f = 0; figures[f] && !fig; f++)
				fig = !strncasecmp(s + i, figures[f],
						   strlen(figures[f]));
		if (!fig)
			return 0;
	}
	if (b - a + 1 > n)
		return 0;
	testname_parse(s + a, b - a, 0, &tn);
	if (tn.metric == TESTNAME_NONE || tn.metrics > 1 || !tn.unit[0])
		return 0;
	memcpy(out, s + a, b - a);
	out[b - a] = '\0';
	return 1;
}

/*
 * The unit the post states once for all its figures, in the nearest
 * such statement above item first (post_unit_line()), or NULL.  A later
 * statement of another unit replaces an earlier one, as a reader takes
 * it.  Tables are asked in their order: each line is read once.
 */
static const char *post_unit(struct docstate *ds, size_t first)
{
	char u[sizeof(ds->post_unit)];

	for (; ds->unit_from < first; ds->unit_from++)
		if (!ds->used[ds->unit_from] &&
		    post_unit_line(&ds->d.items[ds->unit_from], u, sizeof(u)))
			memcpy(ds->post_unit, u, sizeof(u));
	return ds->post_unit[0] ? ds->post_unit : NULL;
}

/*
 * The figure token at s[i] (len bytes): digits grouped by ',' or '.'
 * ("6,193", "3453", "1.25"), not inside a word or another number; its
 * length into *n and its digits into *digits, else 0.
 */
static int stated_figure_at(const char *s, size_t len, size_t i, size_t *n,
			    int *digits)
{
	size_t k = i;

	*digits = 0;
	if (!isdigit((unsigned char)s[i]) ||
	    (i > 0 && (isalnum((unsigned char)s[i - 1]) || s[i - 1] == '.' ||
		       s[i - 1] == ',' || s[i - 1] == '-' || s[i - 1] == '/')))
		return 0;
	while (k < len && (isdigit((unsigned char)s[k]) ||
			   ((s[k] == ',' || s[k] == '.') && k + 1 < len &&
			    isdigit((unsigned char)s[k + 1])))) {
		if (isdigit((unsigned char)s[k]))
			(*digits)++;
		k++;
	}
	if (k - i >= sizeof(((struct table_stated *)0)->fig))
		return 0;
	*n = k - i;
	return 1;
}

/*
 * The byte-rate unit word at s[i] (len bytes), "MB/s", "GB/sec",
 * "MiB/s", copied into out (n bytes): its length, else 0.
 */
static size_t stated_rate_unit(const char *s, size_t len, size_t i, char *out,
			       size_t n)
{
	size_t k = i;

	while (k < len && (isalpha((unsigned char)s[k]) || s[k] == '/'))
		k++;
	if (k == i || k - i >= n)
		return 0;
	memcpy(out, s + i, k - i);
	out[k - i] = '\0';
	return strchr(out, '/') && table_unit_metric(out) == TESTNAME_BW ? k - i
									 : 0;
}

/* add a statement of figure fig (n bytes) in unit to tc, its words w */
static void stated_add(struct table_context *tc, const char *fig, size_t n,
		       const char *unit, const char *w, size_t wn)
{
	struct table_stated *st;

	if (tc->n_stated >= (int)(sizeof(tc->stated) / sizeof(tc->stated[0])))
		return;
	st = &tc->stated[tc->n_stated++];
	memcpy(st->fig, fig, n);
	st->fig[n] = '\0';
	snprintf(st->unit, sizeof(st->unit), "%s", unit);
	if (wn >= sizeof(st->words)) {
		/* the words nearest the figure's end */
		w += wn - (sizeof(st->words) - 1);
		wn = sizeof(st->words) - 1;
		while (wn && *w != ' ')
			w++, wn--;
	}
	memcpy(st->words, w, wn);
	st->words[wn] = '\0';
}

/*
 * Whether item k is a line of prose or a callout that figures may be
 * stated in: no code, no table row, no tool output.
 */
static int stated_line(const struct docstate *ds, size_t k)
{
	const struct doc_item *it = &ds->d.items[k];

	return it->kind == DOC_LINE && !it->blank && !it->pre && !ds->used[k] &&
	       it->len <= 600 && it->s[strspn(it->s, " >")] != '|';
}

/*
 * Item k holds only one figure ("6,193", "**6,193**"): its start and
 * length, else 0.
 */
static int lone_figure(const struct docstate *ds, size_t k, size_t *at,
		       size_t *n)
{
	const struct doc_item *it = &ds->d.items[k];
	size_t a = 0, b = it->len;
	int digits;

	if (!stated_line(ds, k))
		return 0;
	while (a < b && (it->s[a] == ' ' || it->s[a] == '*'))
		a++;
	while (b > a && (it->s[b - 1] == ' ' || it->s[b - 1] == '*'))
		b--;
	if (a == b || !stated_figure_at(it->s, b, a, n, &digits) ||
	    a + *n != b || digits < 3)
		return 0;
	*at = a;
	return 1;
}

/*
 * The statements of item k giving one of a table's figures its unit
 * (tc->stated): a figure followed by a byte rate ("Sequential Read ranged
 * from 6,193 MB/s down to 526 MB/s": the sentence its words), or a
 * label naming the rate in brackets with one figure ("Top Seq Read
 * (MB/s): 6,193"), the figure maybe on the line right above or below
 * alone (a page's stat card: "6,193" / "Top Seq Read (MB/s)").  Figures
 * of three digits or more only: a shorter one matches a cell too easily.
 */
static void stated_in_line(const struct docstate *ds, size_t k,
			   struct table_context *tc)
{
	const struct doc_item *it = &ds->d.items[k];
	const char *s = it->s;
	size_t len = it->len, figs = 0, fat = 0, fn = 0;
	char unit[16], bunit[16] = "";
	int digits;

	for (size_t i = 0; i < len; i++) {
		size_t n, j, u;

		if (s[i] == '(' && !bunit[0]) {
			u = stated_rate_unit(s, len, i + 1, unit, sizeof(unit));
			if (u && i + 1 + u < len && s[i + 1 + u] == ')')
				memcpy(bunit, unit, sizeof(unit));
			continue;
		}
		if (!stated_figure_at(s, len, i, &n, &digits))
			continue;
		figs++;
		fat = i;
		fn = n;
		j = i + n;
		if (j < len && s[j] == ' ')
			j++;
		u = stated_rate_unit(s, len, j, unit, sizeof(unit));
		if (u && digits >= 3) {
			char w[sizeof(tc->stated[0].words)];
			size_t a, b, pa, pb, wn = 0;

			sentence_around(s, len, i, &a, &b);
			if (b < j + u)
				b = j + u;
			if (!a && k > 0 && stated_line(ds, k - 1)) {
				/* "The reads ranged" / "from 91.4 MB/s ...":
				 * the sentence began on the line above */
				const struct doc_item *pv = &ds->d.items[k - 1];

				sentence_around(pv->s, pv->len, pv->len, &pa,
						&pb);
				if (pv->len - pa < sizeof(w) / 2) {
					memcpy(w, pv->s + pa, pv->len - pa);
					wn = pv->len - pa;
					w[wn++] = ' ';
				}
			}
			if (b - a > sizeof(w) - 1 - wn)
				a = b - (sizeof(w) - 1 - wn);
			memcpy(w + wn, s + a, b - a);
			wn += b - a;
			stated_add(tc, s + i, n, unit, w, wn);
		}
		i += n - 1;
	}
	if (!bunit[0] || figs > 1)
		return;
	if (figs == 1) {
		/* "Top Seq Read (MB/s): 6,193" */
		if (stated_figure_at(s, len, fat, &fn, &digits) && digits >= 3)
			stated_add(tc, s + fat, fn, bunit, s, len);
		return;
	}
	/* "6,193" / "Top Seq Read (MB/s)": the figure alone right above
	 * (a stat card prints its figure over its label), else right below */
	if (k > 0 && lone_figure(ds, k - 1, &fat, &fn))
		stated_add(tc, ds->d.items[k - 1].s + fat, fn, bunit, s, len);
	else if (k + 1 < ds->d.n && lone_figure(ds, k + 1, &fat, &fn))
		stated_add(tc, ds->d.items[k + 1].s + fat, fn, bunit, s, len);
}

/*
 * The figures the text around table piece p states with a unit (up to
 * 60 lines above it and 20 below, not past another table): into
 * tc->stated, nearest first.  table_mapping.c gives a column of bare
 * figures holding one of them that unit (stated_units()).
 */
static void stated_figures(const struct docstate *ds, const struct piece *p,
			   struct table_context *tc)
{
	size_t lo = p->first > 60 ? p->first - 60 : 0;
	size_t hi = p->last + 21 < ds->d.n ? p->last + 21 : ds->d.n;

	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *q = &ds->pieces[i];

		if (q == p || q->kind != PIECE_TABLE)
			continue;
		if (q->last < p->first && q->last + 1 > lo)
			lo = q->last + 1;
		if (q->first > p->last && q->first < hi)
			hi = q->first;
	}
	for (size_t k = p->first; k-- > lo;)
		if (ds->d.items[k].kind == DOC_TABLE)
			break;
		else if (stated_line(ds, k))
			stated_in_line(ds, k, tc);
	for (size_t k = p->last + 1; k < hi; k++)
		if (ds->d.items[k].kind == DOC_TABLE)
			break;
		else if (stated_line(ds, k))
			stated_in_line(ds, k, tc);
}

/*
 * The table piece that table piece p goes on: YABS prints its table in
 * parts ("Block Size | 4k (IOPS) | 8k (IOPS)" and its rows, a spacer row
 * "           |                      |", then "Block Size | 64k (IOPS)
 * | ..."), so p's first line follows that piece's last with nothing but
 * blank lines and one spacer row or more between, and both header rows
 * open with the same cell.  The spacer may be lost (the ecs script prints
 * it at the end of the Total row): then p's header, over its separator,
 * repeats that piece's right under its last row
 * (table_md_repeated_header()).  NULL none.
 */
static const struct piece *table_part_of(const struct docstate *ds,
					 const struct piece *p)
{
	const struct doc_item *d = ds->d.items;
	size_t k = p->first, spacers = 0;
	const char *a, *b;

	while (k-- > 0) {
		const struct doc_item *it = &d[k];

		if (it->kind != DOC_LINE || ds->used[k] ||
		    !(it->blank || table_md_spacer(it->s, it->len)))
			break;
		spacers += !it->blank;
	}
	if (k == SIZE_MAX || !p->table || !p->table->rows)
		return NULL;
	a = table_cell(p->table, 0, 0);
	if (!a || !*a)
		return NULL;
	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *q = &ds->pieces[i];

		if (q->kind != PIECE_TABLE || q->last != k || q == p)
			continue;
		/* q YABS's first part, its header row lost: its separator
		 * first (yabs_headless_rows()), its header cell below */
		if (!spacers &&
		    (k + 1 != p->first || p->first + 1 >= ds->d.n ||
		     !(table_md_separator(d[q->first].s, d[q->first].len) &&
			       !strcasecmp(a, "Block Size")
			   ? table_md_separator(d[p->first + 1].s,
						d[p->first + 1].len)
			   : table_md_repeated_header(
				 d[p->first].s, d[p->first].len,
				 d[p->first + 1].s, d[p->first + 1].len,
				 d[q->first].s, d[q->first].len))))
			return NULL;
		b = q->table && q->table->rows ? table_cell(q->table, 0, 0)
					       : NULL;
		return b && !strcasecmp(a, b) ? q : NULL;
	}
	return NULL;
}

/* The first part of the table piece p is a part of (table_part_of()):
 * p itself when it is none. */
static const struct piece *table_whole(const struct docstate *ds,
				       const struct piece *p)
{
	const struct piece *q;

	while ((q = table_part_of(ds, p)))
		p = q;
	return p;
}

/*
 * The partition YABS names in its title line over the table whose first
 * line is item first ("fio Disk Speed Tests (Mixed R/W 50/50) (Partition
 * /dev/nvme0n1p2):", since 2023; `df -P .`'s first column), in the same
 * run of lines as table_tool() reads it: into dev (n bytes), 1 when a
 * path under /dev/ naming storage, else 0 ("overlay", a ZFS dataset).
 */
static int yabs_partition(const struct docstate *ds, size_t first, char *dev,
			  size_t n)
{
	for (size_t k = first, seen = 0; k-- > 0 && seen < 16; seen++) {
		const struct doc_item *it = &ds->d.items[k];
		const char *t, *at, *end = it->s ? it->s + it->len : NULL;
		size_t len;

		if (it->kind != DOC_LINE || it->blank || it->heading)
			return 0;
		t = testname_tool(it->s, it->len);
		if (!t || strcmp(t, "YABS"))
			continue;
		at = text_find(it->s, it->len, "(Partition /dev/", 16);
		if (!at)
			return 0;
		at += 11;
		for (len = 0; at + len < end && at[len] != ')' &&
			      at[len] != ' ' && at[len] != '\t';
		     len++)
			;
		if (at + len >= end || at[len] != ')' || len <= 5 || len >= n)
			return 0;
		memcpy(dev, at, len);
		dev[len] = '\0';
		return !line_no_storage_device(dev);
	}
	return 0;
}

static int script_banner(const char *s, size_t len);
static int slash_comment(const struct doc_item *it);
static int other_part_line(const char *s, size_t len);

static long table_heading(struct docstate *ds, const struct piece *p)
{
	long head = above(ds, p->first, 4);
	const struct piece *whole = head < 0 ? table_part_of(ds, p) : NULL;

	/* a later part of one table: the whole table's */
	if (whole)
		return table_heading(ds, whole);

	if (head >= 0) {
		struct testname tn;
		struct table_legend leg;
		/* "**ODROID-N1**" / a paragraph / the table: the bold
		 * line heads it */
		long hd = nearest_heading(ds, p->first, 1);
		const struct doc_item *it = &ds->d.items[head];

		/* "MRRW = mixed random read/write": a legend of the
		 * columns' abbreviations, no caption; the last line of a
		 * code block right above ("aes-cbc 256b 20.1 MiB/s ..." of
		 * a cryptsetup log) is another output's.  But "Operation:
		 * read  sync bw (MB/s)" in the block of the table of pairs
		 * it captions (table_text_read_paired()) is its caption */
		if (!(p->table && p->table->paired &&
		      same_block(ds, (size_t)head, p->first)) &&
		    (table_legend_line(it->s, it->len, &leg) || it->pre))
			return hd;
		/* "CPU: AMD EPYC 9354 (64 cores)" / "Memory: 256 GiB" /
		 * the table: the machine's parts the figures were taken on
		 * (a key naming a part that is no disk, and its value), no
		 * title of the table: it does not say the table measures
		 * memory.  "Memory:" alone, a caption ending in ':', still
		 * heads a table of memory's figures */
		{
			const char *fk, *fv;
			size_t fkl, fvl;

			if (!it->heading && other_part_line(it->s, it->len) &&
			    fact_line(it->s, it->len, &fk, &fkl, &fv, &fvl) &&
			    fvl)
				return hd;
		}

		/* "**Latency (us)**" / "![write latency](w.png)" / the
		 * table: the caption over the chart of the same figures says
		 * their unit, its alt text does not */
		if (doctext_image_line(it->s, it->len)) {
			long c = above(ds, (size_t)head, 1);
			struct testname ct;

			testname_parse(it->s, it->len, 0, &tn);
			if (c >= 0 && !tn.unit[0] &&
			    !doctext_image_line(ds->d.items[c].s,
						ds->d.items[c].len)) {
				testname_parse(ds->d.items[c].s,
					       ds->d.items[c].len, 0, &ct);
				c = ct.metric != TESTNAME_NONE && ct.unit[0]
					? c
					: -1;
			} else {
				c = -1;
			}
			if (c >= 0) {
				head = c;
				it = &ds->d.items[head];
			}
		}

		/* "Results:" above, "## Random read 4k" above that; but
		 * "**Bandwidth (MB/s)**" says the unit (the heading's words
		 * are joined to it: emit_table_piece()); "`dtparam=pciex1`"
		 * under "### PCIe Gen 2" is a setting, the heading the name */
		if (((!testname_parse(it->s, it->len, 0, &tn) &&
		      tn.metric == TESTNAME_NONE) ||
		     line_is_settings(it->s, it->len)) &&
		    hd >= 0)
			head = hd;
		/* "Executing Default test:": the script's banner, naming
		 * neither the test nor the system; the heading above does */
		else if (!it->heading && !it->emph &&
			 script_banner(it->s, it->len) && !tn.cond.op &&
			 !tn.n_ops && !tn.cond.pattern && tn.cond.bs <= 0)
			head = hd;
	}
	return head;
}

/*
 * Whether heading s (len bytes) is a step of a guide, an instruction
 * over what follows: line_generic_heading() words with a verb of looking at
 * them ("Analyze the results", "Analisar os dados", "Check the output",
 * "結果を確認する", "查看结果"), or a step of a how-to (doc_prose_howto():
 * "Step 3: Format the card", "2、使用dd命令创建大文件").  It names no
 * system, not even as the last resort of a block's label; nor does a
 * bug report form's section (line_is_form_section()).
 */
static int step_heading(const char *s, size_t len)
{
	static const char *const verbs[] = {
	    "analyze",	 "analyse",  "analyzing", "analysing",
	    "check",	 "review",   "interpret", "verify",
	    "analisar",	 "analizar", "analyser",  "verificar",
	    "auswerten", "analizuj", "sprawdź",	  NULL};
	static const char *const cjk[] = {"確認", "분석", "확인", "검증",
					  "分析", "查看", "检查", "檢查",
					  "验证", "驗證", "検証", NULL};

	if (line_is_form_section(s, len) || doc_prose_howto(s, len))
		return 1;
	if (!line_generic_heading(s, len))
		return 0;
	for (size_t k = 0; cjk[k]; k++)
		if (text_find(s, len, cjk[k], strlen(cjk[k])))
			return 1;
	for (size_t i = 0; i < len; i++)
		for (size_t k = 0; verbs[k]; k++) {
			size_t l = strlen(verbs[k]);

			if ((!i || !isalpha((unsigned char)s[i - 1])) &&
			    i + l <= len && !strncasecmp(s + i, verbs[k], l) &&
			    (i + l == len || !isalpha((unsigned char)s[i + l])))
				return 1;
		}
	return 0;
}

/* Whether the heading item k may name what a table below it measured. */
/*
 * Whether the first line under heading k credits whom its section's
 * figures come from ("## Jeff Geerling", then "Credit: [Jeff Geerling]
 * (...)"; "By", "Source:", "Author:", "Via"): the heading names a person or
 * a site, not the system the figures are of.
 */
static int credit_heading(const struct docstate *ds, size_t k)
{
	static const char *const keys[] = {
	    "credit:", "credits:", "source:", "author:", "by ", "via ", NULL};

	for (size_t i = k + 1; i < ds->d.n; i++) {
		const struct doc_item *it = &ds->d.items[i];
		const char *s = it->s;

		if (it->blank)
			continue;
		if (it->kind != DOC_LINE || it->heading || it->pre)
			return 0;
		while (*s == '*' || *s == '_' || *s == '>' || *s == ' ')
			s++;
		for (size_t j = 0; keys[j]; j++)
			if (!strncasecmp(s, keys[j], strlen(keys[j])))
				return 1;
		return 0;
	}
	return 0;
}

/*
 * Whether heading it, 80 bytes or longer, names a configuration in its
 * first clause and says more of it after a full stop: "devdax namespace
 * passed to Rocky VM with sector namespace.  rocky installed on root with
 * EFI and boot on qemu disk".  The first clause, under 80 bytes, names a
 * system as a title does (title_names_system()) and starts no sentence
 * ("We moved it to the 980 PRO. ...", "The ...": no pointer or article
 * first); 127 bytes at most, no question.
 */
static int clause_heading(const struct doc_item *it)
{
	/* words a sentence starts with, not a name */
	static const char *const starts[] = {
	    "i",     "we",    "you",  "it",	 "this",  "that",
	    "these", "those", "here", "there",	 "so",	  "then",
	    "now",   "also",  "with", "without", "after", "before",
	    "note",  "see",   "when", "if",	 "as",	  NULL};
	const char *dot;
	size_t c, w = 0;

	if (!it->heading || it->len >= 128 || memchr(it->s, '?', it->len) ||
	    !(dot = memmem(it->s, it->len, ". ", 2)))
		return 0;
	c = (size_t)(dot - it->s);
	while (w < c && it->s[w] != ' ')
		w++;
	return c >= 2 && c < 80 && !word_listed(it->s, w, starts, 1) &&
	       !line_article_sentence(it->s, c) && title_names_system(it->s, c);
}

static int heading_may_name(struct docstate *ds, long k)
{
	const struct doc_item *it;
	char dev[64];

	if (k < 0)
		return 0;
	it = &ds->d.items[k];
	/* "Full benchmark: https://...": a link names a page; df's row
	 * ("/dev/sda 916G 490G 380G 57% /storage") a device and its sizes */
	return it->len >= 2 && (it->len < 80 || clause_heading(it)) &&
	       !it->pre && !line_df_row(it->s, it->len, dev, sizeof(dev)) &&
	       !sentence_line(it->s, it->len) &&
	       !(it->heading && heading_names_nothing(it->s, it->len)) &&
	       /* "# 在 Linux 上检测 IDE/SATA SSD 硬盘的传输速度": the
		* document's title of a topic, its setting, no system */
	       !(it->heading && doc_title_heading(ds, (size_t)k) &&
		 line_topic_title(it->s, it->len)) &&
	       /* "### Yabs", "### 融合怪脚本": the script that ran */
	       !(it->heading && script_name_only(it->s, it->len)) &&
	       /* "No IPv6 connectivity detected": a script's last line */
	       !script_status_line(it->s, it->len) &&
	       /* "**Test Parameters:** 1GB test file, libaio engine" */
	       !line_is_parameters(it->s, it->len) &&
	       !line_generic_heading(it->s, it->len) &&
	       !memmem(it->s, it->len, "://", 3) &&
	       !(it->heading && credit_heading(ds, (size_t)k));
}

/*
 * Whether line it, just above a table or an output, is a caption saying
 * what its figures are rather than whose they are: a sentence ("Results
 * after 3 runs."), an introduction ending in ':' that names nothing
 * ("Results after 3 runs, in MB/s:"), five words or more of prose, or (metric
 * set) a unit or metric ("Average (MB/s)"); never a heading or a bold
 * line.
 */
static int caption_of_figures(const struct doc_item *it, int metric)
{
	struct testname tn;
	size_t words = 0;
	int name = 0;

	if (it->kind != DOC_LINE || it->heading || it->emph || it->pre ||
	    section_start(it))
		return 0;
	if (sentence_line(it->s, it->len) || !colon_title(it->s, it->len))
		return 1;
	/* words of prose: no digit, no capital past the first word (a
	 * name has them: "TEST 3: MDADM RAID 5 (5 x Seagate 1.5TB)") */
	for (size_t i = 0; i < it->len; i++) {
		words += it->s[i] != ' ' && (i == 0 || it->s[i - 1] == ' ');
		if (isdigit((unsigned char)it->s[i]) ||
		    (words > 1 && isupper((unsigned char)it->s[i])))
			name = 1;
	}
	if ((words >= 5 && !name) || !metric)
		return words >= 5 && !name;
	testname_parse(it->s, it->len, 0, &tn);
	return tn.metric != TESTNAME_NONE;
}

/*
 * The setup a heading names before its word for the figures ("Plain
 * block readings", "Cached numbers", "Tuned results"): one to four words
 * before "readings", "results", "numbers" or "measurements" naming no
 * test, tool or metric and heading nothing by themselves (not "Test
 * results", "Random read numbers", "My results").  Into out (n bytes);
 * 1 when found.
 */
static int setup_readings(const char *s, size_t len, char *out, size_t n)
{
	static const char *const words[] = {"readings", "results", "numbers",
					    "measurements", NULL};
	struct testname tn;
	size_t e = len, w = 0;

	while (e && strchr(" \t*_:", s[e - 1]))
		e--;
	for (size_t k = 0; words[k]; k++) {
		size_t l = strlen(words[k]);

		if (e > l + 1 && s[e - l - 1] == ' ' &&
		    !strncasecmp(s + e - l, words[k], l)) {
			e -= l + 1;
			break;
		}
		if (!words[k + 1])
			return 0;
	}
	while (e && s[e - 1] == ' ')
		e--;
	for (size_t i = 0; i < e; i++)
		w += s[i] != ' ' && (i == 0 || s[i - 1] == ' ');
	if (!e || w > 4 || e >= n || line_generic_heading(s, e) ||
	    heading_names_no_system(s, e) || testname_tool(s, e))
		return 0;
	testname_parse(s, e, 0, &tn);
	if (tn.found || tn.metric || tn.cond.op || tn.cond.pattern ||
	    tn.cond.bs > 0)
		return 0;
	memcpy(out, s, e);
	out[e] = '\0';
	return 1;
}

/*
 * Whether line s (len bytes) is a remark in small letters under a
 * heading, no name: "as a base line", "the usual numbers", "just for
 * reference" - words of small letters alone, the first a word that
 * starts a remark (a name or a condition, "with cache", "zfs mirror",
 * does not).
 */
static int small_remark_line(const char *s, size_t len)
{
	static const char *const starts[] = {
	    "as",  "a",	   "an",   "the",  "this", "these", "that", "here",
	    "see", "note", "just", "only", "from", "of",    "to",   NULL,
	};
	size_t w = 0;

	while (len && strchr(" .:!", s[len - 1]))
		len--;
	while (w < len && s[w] != ' ')
		w++;
	if (w == len)
		return 0;
	for (size_t i = 0; i < len; i++)
		if (s[i] != ' ' && (s[i] < 'a' || s[i] > 'z'))
			return 0;
	for (size_t k = 0; starts[k]; k++)
		if (strlen(starts[k]) == w && !strncmp(s, starts[k], w))
			return 1;
	return 0;
}

/*
 * The line that may name what a table piece measured: a heading, bold
 * line or "Title:" just above it ("**Before (USB 3.0 case)**"), else the
 * heading it is read under; -1 for none.
 */
/*
 * Whether line s (len bytes) is a script's banner over its figures:
 * "Executing Default test:", "Running quick benchmark...": a verb of
 * running, then a test's words (test_words()); it names no system.
 */
static int script_banner(const char *s, size_t len)
{
	static const char *const verbs[] = {"executing", "running", "starting",
					    "performing", NULL};
	size_t e = len;

	while (e && strchr(" .:", s[e - 1]))
		e--;
	if (e >= 3 && !memcmp(s + e - 3, "\xe2\x80\xa6", 3))
		e -= 3; /* U+2026 */
	for (size_t v = 0; verbs[v]; v++) {
		size_t n = strlen(verbs[v]);

		if (e > n + 1 && !strncasecmp(s, verbs[v], n) && s[n] == ' ')
			return test_words(s + n + 1, e - n - 1);
	}
	return 0;
}

static long table_label_line(struct docstate *ds, const struct piece *p)
{
	long k = above(ds, p->first, 4), hd;
	const struct piece *whole = k < 0 ? table_part_of(ds, p) : NULL;

	/* a later part of one table: the whole table's */
	if (whole)
		return table_label_line(ds, whole);
	if (k >= 0) {
		const struct doc_item *it = &ds->d.items[k];

		/* "## Samsung 980 Pro", then "Results after 3 runs, in
		 * MB/s:" over the table: the caption says what the figures
		 * are (table_heading() still reads it), the heading whose
		 * they are, as a person reads it */
		if (caption_of_figures(it, 1) &&
		    (hd = nearest_heading(ds, p->first, 1)) >= 0 && hd < k &&
		    heading_may_name(ds, hd))
			return hd;
		if (heading_may_name(ds, k) &&
		    (it->emph || section_start(it) || slash_comment(it) ||
		     colon_title(it->s, it->len)) &&
		    !line_is_settings(it->s, it->len) &&
		    !(!it->heading && !it->emph &&
		      (small_remark_line(it->s, it->len) ||
		       script_banner(it->s, it->len))))
			return k;
	}
	return table_heading(ds, p);
}

static int plan_heading(const char *s);

/*
 * Whether table pieces p and q are one output: parts of one table
 * (table_whole()), or tables of one code block with nothing but its
 * lines between them (YABS's two grids of block sizes).
 */
static int one_output(const struct docstate *ds, const struct piece *p,
		      const struct piece *q)
{
	size_t a, b;

	if (table_whole(ds, p) == table_whole(ds, q))
		return 1;
	a = p->last < q->first ? p->last : q->last;
	b = p->last < q->first ? q->first : p->first;
	if (!ds->d.items[a].pre || !ds->d.items[b].pre)
		return 0;
	for (size_t k = a + 1; k < b; k++)
		if (!ds->d.items[k].pre)
			return 0;
	return 1;
}

/*
 * Whether heading k is the document's title ("# Raspberry Pi SSD", an
 * issue's "# viostor bad write performance") naming its subject, no
 * model: no model's word, no drive's.
 */
static int subject_title(struct docstate *ds, long k)
{
	char t[LABEL_MAX], t2[LABEL_MAX];
	const struct doc_item *it;
	size_t words;

	if (k < 0 || !doc_title_heading(ds, (size_t)k))
		return 0;
	it = &ds->d.items[k];
	if (it->len >= sizeof(t))
		return 0;
	label_text(t, sizeof(t), it->s, ds->d.html);
	t[strip_len(t)] = '\0';
	return !model_word_in(t, strlen(t), &words) &&
	       !line_drive_model(t, strlen(t), t2, sizeof(t2));
}

/*
 * Whether heading item k, the label line of table piece p
 * (table_label_line()), names the system of p's figures on its own when
 * no other headings tell the document's tables apart: a system's name
 * (title_names_system(): "Hetzner CX22", "Acme VPS KVM-2", "Samsung 980
 * PRO") that names no test, tool, step, plan or settings, over p and no
 * other table of its section (the grids of one output count as one).
 */
static int lone_system_heading(struct docstate *ds, const struct piece *p,
			       long k)
{
	char t[LABEL_MAX];
	const struct doc_item *it;
	struct testname tn;
	size_t end;

	if (k < 0 || !ds->d.items[k].heading || !heading_may_name(ds, k))
		return 0;
	it = &ds->d.items[k];
	if (it->len >= sizeof(t) || line_is_settings(it->s, it->len) ||
	    line_is_post_heading(it->s, it->len) ||
	    step_heading(it->s, it->len) || plan_heading(it->s) ||
	    heading_names_no_system(it->s, it->len) ||
	    label_names_test_only(it->s, it->len))
		return 0;
	label_text(t, sizeof(t), it->s, ds->d.html);
	t[strip_len(t)] = '\0';
	if (!t[0] || !title_names_system(t, strlen(t)))
		return 0;
	/* the document's title ("# Raspberry Pi SSD", an issue's) names
	 * its subject: only a model's word makes it the system's name
	 * ("# Hetzner CX22 review"), as for a post's metadata title */
	if (subject_title(ds, k))
		return 0;
	/* "## Sequential read (RAID 5)": a test's words too, which the
	 * table reader does not take for a label (heading_disk()); the
	 * system in its brackets labels it (system_heading()) */
	testname_parse(t, strlen(t), 0, &tn);
	if (tn.found || tn.metric || tn.datasheet || tn.aggregate || tn.other ||
	    testname_tool(t, strlen(t)))
		return 0;
	for (end = (size_t)k + 1; end < ds->d.n && !ds->d.items[end].heading;
	     end++)
		;
	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *q = &ds->pieces[i];

		if (q->kind != PIECE_TABLE || q == p || q->first <= (size_t)k ||
		    q->first >= end)
			continue;
		if (!one_output(ds, p, q))
			return 0;
	}
	return 1;
}

static int setup_heading(const char *s, size_t len);

/* Whether label (a table's label heading) is the document's title
 * heading, the one table piece p is read under. */
static int title_label(struct docstate *ds, const struct piece *p,
		       const char *label)
{
	long lab = table_label_line(ds, p);

	return label && lab >= 0 && label == ds->d.items[lab].s &&
	       doc_title_heading(ds, (size_t)lab);
}

/*
 * The caption a person wrote right over table piece p, naming the run of
 * its figures: "Before this commit:", "With the patch:" - a plain line
 * (no heading, bold or code) ending in ':', a caption (line_caption()),
 * that says nothing of the figures (no test, tool, metric or unit: not
 * "Results in MB/s:", "Random read:", "fio-cdm on the NAS share:") and
 * is no settings line.  Into out
 * (n bytes), its ':' left out; 1 when found.
 */
static int table_run_caption(struct docstate *ds, const struct piece *p,
			     char *out, size_t n)
{
	long k = above(ds, p->first, 1);
	const struct doc_item *it;
	struct testname tn;

	if (k < 0)
		return 0;
	it = &ds->d.items[k];
	if (it->kind != DOC_LINE || it->heading || it->emph || it->pre ||
	    section_start(it) || !it->len || it->s[it->len - 1] != ':' ||
	    line_is_settings(it->s, it->len) ||
	    !line_caption(it->s, it->len, out, n))
		return 0;
	testname_parse(it->s, it->len, 0, &tn);
	if (tn.found || tn.metric != TESTNAME_NONE || tn.unit[0] ||
	    testname_tool(it->s, it->len) ||
	    line_generic_heading(out, strlen(out)) ||
	    setup_heading(out, strlen(out)))
		return 0;
	return 1;
}

/*
 * The lead-in sentence over the block holding table piece p that names
 * the run of its figures (line_figures_caption(): "The test result using
 * libaio is as follows:", "Results for spdk:"): blank lines, a code
 * fence's opening and one short title line inside it ("Raw test") may
 * stand between, and, inside one code block, the tables above p under
 * the same sentence (each retyped table of the block is its run's).  A
 * heading, a caption ending in ':' or any other line between stops it:
 * the nearer one says what the figures are.  Its name into out (n
 * bytes); the sentence's item, else -1.
 */
static long table_lead_in(struct docstate *ds, const struct piece *p, char *out,
			  size_t n)
{
	int fenced = 0, titles = 0;

	for (size_t k = p->first; k-- > 0;) {
		const struct doc_item *it = &ds->d.items[k];
		size_t words = 1;

		if (it->kind != DOC_LINE || it->heading || it->toc)
			return -1;
		if (it->blank) {
			fenced |= it->pre;
			continue;
		}
		if (ds->used[k]) {
			/* an earlier table of the same code block */
			if (!fenced)
				return -1;
			continue;
		}
		if (!it->pre)
			return line_figures_caption(it->s, it->len, out, n)
				   ? (long)k
				   : -1;
		/* YABS's "fio Disk Speed Tests (Mixed R/W 50/50):" and its
		 * rule of dashes: the table's own title, no caption */
		if (strspn(it->s, " \t-") == it->len ||
		    (testname_tool(it->s, it->len) &&
		     !strcmp(testname_tool(it->s, it->len), "YABS"))) {
			fenced = 1;
			continue;
		}
		for (size_t i = 0; i < it->len; i++)
			words += it->s[i] == ' ' && i && it->s[i - 1] != ' ';
		if (titles++ || words > 3 || it->s[it->len - 1] == ':' ||
		    line_caption(it->s, it->len, out, n))
			return -1;
		fenced = 1;
	}
	return -1;
}

/*
 * Whether s (len bytes) reads as a sentence of prose, names and figures
 * in it or not: six words or more, three of them lowercase words
 * ("connected", "to", "the"), as "A 512GB Kingston NV2 fitted to the
 * adapter, tested with CrystalDiskMark:" has; a name's words alone
 * ("Samsung 980 PRO 1TB NVMe:") are none.
 */
static int intro_prose(const char *s, size_t len)
{
	size_t words = 0, lower = 0, i = 0;

	while (i < len) {
		size_t a, l = 0;

		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		a = i;
		while (i < len && s[i] != ' ' && s[i] != '\t')
			i++;
		if (i == a)
			break;
		words++;
		while (a + l < i && islower((unsigned char)s[a + l]))
			l++;
		lower += l && (a + l == i || strchr(",.;:'", s[a + l]));
	}
	return words >= 6 && lower >= 3;
}

/*
 * The system named by the sentence introducing table piece p from right
 * above it ("A 1TB SSD connected to one of the board's USB ports, tested
 * with CrystalDiskMark:"): a line of prose of its own ending in ':'
 * (blank lines and one image line, "![...](...)", may stand between, as
 * a README puts a screenshot over its retyped figures) naming one system
 * (doc_prose_system()).  Into out (n bytes); 1 when found.
 */
static int table_intro_system(struct docstate *ds, const struct piece *p,
			      char *out, size_t n)
{
	int images = 0;

	for (size_t k = p->first; k-- > 0;) {
		const struct doc_item *it = &ds->d.items[k];
		size_t len = it->len;

		if (it->kind != DOC_LINE || it->heading || it->pre || it->toc ||
		    ds->used[k])
			return 0;
		if (it->blank)
			continue;
		if (doctext_image_line(it->s, it->len)) {
			if (images++)
				return 0;
			continue;
		}
		while (len && strchr(" \t", it->s[len - 1]))
			len--;
		/* a paragraph's last line only: the line before it blank */
		if (it->emph || section_start(it) || !len ||
		    it->s[len - 1] != ':' || memchr(it->s, '`', len) ||
		    (k > 0 && ds->d.items[k - 1].kind == DOC_LINE &&
		     !ds->d.items[k - 1].blank) ||
		    !intro_prose(it->s, len))
			return 0;
		return doc_prose_system(it->s, len - 1, out, n) == 1;
	}
	return 0;
}

/*
 * Whether the document's tables stand under two or more headings of
 * their own that differ: then each heading tells its table's figures
 * apart from the others', as a reader takes it.  A heading of only a
 * script's name ("### Yabs" beside "### Vultr HF") tells its table apart
 * too, though it labels nothing itself (script_name_only()).  A table
 * under another benchmark's section (section_names_other(): "###
 * IPv4测试结果" under "## 网络速度评测") is not imported: it tells no
 * storage table apart.
 */
static int table_prose_label(struct docstate *ds, const struct piece *p,
			     char *label, size_t n);

static long section_names_other(struct docstate *ds, const struct piece *p,
				const char **what);

static int tables_headed_apart(struct docstate *ds)
{
	char first[LABEL_MAX] = "", name[LABEL_MAX];
	const char *other;

	for (size_t i = 0; i < ds->n_pieces; i++) {
		long k;

		/* "### IPv4测试结果" under "## 网络速度评测": not imported */
		if (ds->pieces[i].kind != PIECE_TABLE ||
		    (ds->pieces[i].table &&
		     section_names_other(ds, &ds->pieces[i], &other) >= 0))
			continue;
		k = table_label_line(ds, &ds->pieces[i]);
		/* a table the prose before it names ("以下は eMMC
		 * の結果です。") stands apart from one under "USBメモリ:" too
		 */
		if (heading_may_name(ds, k) ||
		    (k >= 0 && ds->d.items[k].heading &&
		     script_name_only(ds->d.items[k].s, ds->d.items[k].len)))
			snprintf(name, sizeof(name), "%s", ds->d.items[k].s);
		else if (!table_prose_label(ds, &ds->pieces[i], name,
					    sizeof(name)))
			continue;
		if (!first[0])
			snprintf(first, sizeof(first), "%s", name);
		else if (strcmp(first, name))
			return 1;
	}
	return 0;
}

/*
 * What the caption line right above piece p names as its runs' own
 * (line_condition_caption(): "When using 1.110 I get" gives "1.110",
 * "For the spinning disks (500GB WD5000AVDS), I ran ...:" the drive):
 * into label (n bytes); 1 when found.  A heading, bold line or line of
 * code is no such caption.
 */
static int caption_condition(struct docstate *ds, const struct piece *p,
			     char *label, size_t n)
{
	long k = above(ds, p->first, 1);
	const struct doc_item *it;

	if (k < 0)
		return 0;
	it = &ds->d.items[k];
	return it->kind == DOC_LINE && !it->heading && !it->emph && !it->pre &&
	       !ds->used[k] && line_condition_caption(it->s, it->len, label, n);
}

/*
 * The system the prose just before table piece p names (prose_label()),
 * for a table under no heading or bold line: into label (n bytes); 1
 * when found.
 */
static int table_prose_label(struct docstate *ds, const struct piece *p,
			     char *label, size_t n)
{
	long head = table_heading(ds, p);

	return (head < 0 || !(section_start(&ds->d.items[head]) ||
			      ds->d.items[head].emph)) &&
	       prose_label(ds, p, label, n);
}

/*
 * The benchmark of another kind than storage a line runs ("bin/kafka-
 * producer-perf-test.sh", "redis-benchmark", "pgbench"), or an object
 * store's copy client timed ("aws s3 cp", "gsutil cp", "azcopy": the
 * download's rate, the network's and the store's, no disk benchmark's),
 * or NULL.
 */
static const char *foreign_bench(const char *s, size_t len)
{
	static const char *const tools[] = {"kafka-producer-perf-test",
					    "kafka-consumer-perf-test",
					    "redis-benchmark",
					    "pgbench",
					    "memtier_benchmark",
					    "ycsb",
					    "iperf",
					    "mysqlslap",
					    "sysbench oltp",
					    "oltp_read",
					    "oltp_write",
					    "wrk -",
					    "apachebench",
					    "cargo bench",
					    "cargo test --release",
					    "go test -bench",
					    "hyperfine",
					    "aws s3 cp",
					    "aws s3 sync",
					    "gsutil cp",
					    "gsutil -m cp",
					    "gcloud storage cp",
					    "azcopy copy",
					    NULL};

	for (size_t i = 0; tools[i]; i++) {
		size_t n = strlen(tools[i]);

		for (size_t k = 0; k + n <= len; k++)
			if (!strncasecmp(s + k, tools[i], n))
				return tools[i];
	}
	return NULL;
}

/*
 * The other benchmark whose command heads the section of table p (its
 * own, or the parent section's text before its first subsection: "## S1",
 * the kafka-producer-perf-test command, "### S1 - 결과", the table; or
 * "### Performance", `cargo test --release ...`, "#### Pipeline", a table,
 * "#### Chunking", this table), with no storage tool's command between;
 * NULL none.
 */
/*
 * Whether table t shows a network link's figures: a cell or header in a
 * unit only a bit rate has ("202 Mbits/sec", "Gbps"; table_says_bits()),
 * or iperf3's "Bitrate" column.  No disk benchmark prints those.
 */
static int table_link_figures(const struct table *t)
{
	for (size_t r = 0; t && r < t->rows; r++)
		for (size_t c = 0; c < t->cols; c++) {
			const char *s = table_cell(t, r, c);

			if (table_says_bits(s) || !strcasecmp(s, "bitrate"))
				return 1;
		}
	return 0;
}

static const char *table_foreign_bench(struct docstate *ds,
				       const struct piece *p)
{
	const char *found = NULL;
	int level = 0, link = -1;

	for (size_t k = p->first, seen = 0; k-- > 0 && seen < 120; seen++) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || ds->used[k]) {
			if (!level && found)
				return found;
			if (!level && link < 0)
				link = p->kind == PIECE_TABLE &&
				       table_link_figures(p->table);
			/*
			 * "iperf3 -c host", its per-interval table, the
			 * caption "Summary", then "| 0.00-10.00 sec | 241
			 * MBytes | 202 Mbits/sec |": a table in bit rates
			 * is the same network test's as the table above
			 * it; the walk goes on to that one's command
			 */
			if (!level && !link)
				return found;
			continue; /* a sibling section's table or output */
		}
		if (item_has_command(ds, k, NULL))
			return level ? NULL : found;
		/* "fio Disk Speed Tests (Mixed R/W 50/50):" or YABS's banner
		 * over the table: its own output starts there; the iperf3
		 * section above is the output before's */
		if (!level && !it->blank && testname_tool(it->s, it->len) &&
		    !strcmp(testname_tool(it->s, it->len), "YABS"))
			return found;
		if (it->heading) {
			if (!level) {
				if (found)
					return found;
				level = it->heading;
				continue;
			}
			/*
			 * The parent's text (its heading is higher) counts
			 * from its first subsection's heading up: what a
			 * sibling section holds is that section's
			 */
			if (it->heading < level)
				return found;
			if (it->heading == level)
				found = NULL;
			continue;
		}
		if (!found && !it->blank)
			found = foreign_bench(it->s, it->len);
	}
	return found;
}

/*
 * The monitoring tool line s (len bytes) runs, as a shell command alone
 * or behind its prompt or sudo ("$ ceph iostat -p 5", "root@h:~# zpool
 * iostat -v tank 5", "sudo iostat -xm 1"), or NULL.  Such a tool prints
 * live counters of whatever the system is doing, no benchmark's results.
 */
static const char *monitor_command(const char *s, size_t len)
{
	static const char *const tools[] = {
	    "ceph iostat",   "ceph -s",	 "ceph status",	 "ceph -w",
	    "ceph osd perf", "rbd perf", "zpool iostat", "nfsiostat",
	    "iostat",	     "dstat",	 "sar",		 "vmstat",
	    "atop",	     "nmon",	 "iotop",	 "mpstat",
	    "pidstat",	     "collectl", NULL,
	};
	size_t b = 0;

	/* after a prompt's end: "$ ", "# ", "> ", "]# ", "~$ " */
	for (size_t i = 0; i + 1 < len && i < 80; i++)
		if ((s[i] == '$' || s[i] == '#' || s[i] == '>') &&
		    s[i + 1] == ' ') {
			b = i + 2;
			break;
		}
	while (b < len && (s[b] == ' ' || s[b] == '\t'))
		b++;
	if (len - b > 5 && !memcmp(s + b, "sudo ", 5))
		b += 5;
	while (b < len && s[b] == ' ')
		b++;
	for (size_t i = 0; tools[i]; i++) {
		size_t n = strlen(tools[i]);

		if (len - b >= n && !memcmp(s + b, tools[i], n) &&
		    (len - b == n || s[b + n] == ' '))
			return tools[i];
	}
	return NULL;
}

/*
 * The monitoring tool whose command is the line right above table piece
 * p (monitor_command()): the table is its counters, or NULL.
 */
static const char *table_monitor(struct docstate *ds, const struct piece *p)
{
	for (size_t k = p->first; k-- > 0;) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE)
			return NULL;
		if (it->blank)
			continue;
		return monitor_command(it->s, it->len);
	}
	return NULL;
}

/*
 * Whether a cell of table t's first row or first column names a storage
 * benchmark ("Sysbench fileio rand read (Mb/s)", "fio 4k randread",
 * "dd write"); a system's name ("Vultr 20GB SSD") or a metric word
 * (IOPS) names none.
 */
static int cells_name_storage(const struct table *t)
{
	for (size_t r = 0; t && r < t->rows; r++)
		for (size_t c = 0; c < t->cols; c++) {
			const char *v;

			if (r && c)
				continue;
			v = table_cell(t, r, c);
			if (line_names_storage_tool(v, v ? strlen(v) : 0))
				return 1;
		}
	return 0;
}

/*
 * Whether the table whose first line is item first has a title line of
 * its own right above it, under the nearest heading, naming a storage
 * benchmark ("fio Disk Speed Tests (Mixed R/W 50/50) (Partition
 * /dev/mmcblk1p2):", YABS's, over its table; "fio 4k results:"): the
 * nearest line, short and ending in ':' (a rule of dashes between them
 * aside).
 */
static int title_names_storage(const struct docstate *ds, size_t first)
{
	for (size_t k = first; k-- > 0;) {
		const struct doc_item *it = &ds->d.items[k];
		size_t n;

		if (it->kind != DOC_LINE || it->heading)
			return 0;
		if (it->blank)
			continue;
		n = it->len;
		while (n && (it->s[n - 1] == ' ' || it->s[n - 1] == '\t'))
			n--;
		if (n && strspn(it->s, " \t-") >= n)
			continue; /* YABS's "-----" under its title */
		return n && n <= 100 && it->s[n - 1] == ':' &&
		       line_names_storage_tool(it->s, n);
	}
	return 0;
}

/*
 * Whether table t names storage tests in its first column or first row:
 * two cells or more are CrystalDiskMark-style test names ("SEQ1M-Q8T1",
 * "RND4K Q32T16", "4K Q32T1"), which no memory benchmark prints.
 */
static int cells_name_disk_tests(const struct table *t)
{
	int named = 0;

	for (size_t r = 0; t && r < t->rows && named < 2; r++)
		for (size_t c = 0; c < t->cols && named < 2; c++) {
			const char *v;
			struct testname tn;

			if ((r && c) || (!r && !c))
				continue;
			v = table_cell(t, r, c);
			if (!v || !*v)
				continue;
			testname_init(&tn);
			if (testname_parse(v, strlen(v), 0, &tn) && tn.cdm &&
			    tn.cond.bs > 0)
				named++;
		}
	return named >= 2;
}

/*
 * Whether w (a word table_nonstorage() found) names memory in general
 * ("RAM", "内存"), no memory benchmark tool ("mbw", "tinymembench").
 */
static int memory_word(const char *w)
{
	static const char *const words[] = {
	    "memory",
	    "mem",
	    "ram",
	    "dram",
	    "arbeitsspeicher",
	    "\xe5\x86\x85\xe5\xad\x98",				/* 内存 */
	    "\xe8\xa8\x98\xe6\x86\xb6\xe9\xab\x94",		/* 記憶體 */
	    "\xe3\x83\xa1\xe3\x83\xa2\xe3\x83\xaa",		/* メモリ */
	    "\xeb\xa9\x94\xeb\xaa\xa8\xeb\xa6\xac",		/* 메모리 */
	    "\xd0\xbf\xd0\xb0\xd0\xbc\xd1\x8f\xd1\x82\xd1\x8c", /* память */
	    NULL,
	};

	for (size_t i = 0; words[i]; i++)
		if (!strcmp(w, words[i]))
			return 1;
	return 0;
}

/*
 * Whether heading s (len bytes) names memory or processors only as a
 * machine's specification, each after its count or size ("Machine - 4v
 * CPU 16GB RAM", "2 vCPU / 8 GB memory"): the machine the figures below
 * are of, no memory or CPU benchmark.
 */
static int machine_specs(const char *s, size_t len)
{
	static const char *const words[] = {
	    "cpu", "cpus", "vcpu", "vcpus",  "core",   "cores",
	    "ram", "mem",  "dram", "memory", "vcores", NULL,
	};
	size_t i = 0, prev = len, prev_n = 0;
	int named = 0;

	while (i < len) {
		size_t a = i, n;
		int hit = 0;

		while (i < len && isalnum((unsigned char)s[i]))
			i++;
		n = i - a;
		for (size_t w = 0; n && words[w] && !hit; w++)
			hit = strlen(words[w]) == n &&
			      !strncasecmp(s + a, words[w], n);
		if (hit) {
			/* "4v", "16GB", "16" right before, or "16 GB" */
			int spec =
			    prev < len && isdigit((unsigned char)s[prev]);

			if (!spec && prev < len && prev_n == 2 && prev >= 2 &&
			    (s[prev + 1] == 'B' || s[prev + 1] == 'b'))
				for (size_t j = prev; j-- > 0 && !spec;)
					if (s[j] != ' ')
						spec = isdigit(
						    (unsigned char)s[j]);
			if (!spec)
				return 0;
			named = 1;
		}
		if (n) {
			prev = a;
			prev_n = n;
		}
		if (i == a)
			i++;
	}
	return named;
}

/*
 * The heading above table p, nearest first and then each parent's, that
 * names another benchmark before any names storage ("**** Sysbench
 * memory", "*** speedtest" over "**** Nearest location", "**** ApacheBench"
 * over "***** Time per request" over "****** 10 connections"); -1 none.
 * *what gets what it names.  A heading naming storage ("Sysbench
 * fileio", "RAM disk", "NFS over the network") ends the search: the
 * table is read.
 */
/*
 * Text s (len bytes) without its links ("https://github.com/a/b"; from the
 * scheme to the next blank) into out (n bytes, cut to fit): its length.
 */
static size_t unlinked(const char *s, size_t len, char *out, size_t n)
{
	size_t k = 0;

	for (size_t i = 0; i < len && k + 1 < n; i++) {
		size_t j = i;

		while (j < len && isalpha((unsigned char)s[j]))
			j++;
		if (j > i && j + 3 <= len && !memcmp(s + j, "://", 3) &&
		    (!i || !isalpha((unsigned char)s[i - 1]))) {
			while (j < len && s[j] != ' ')
				j++;
			i = j - 1;
			continue;
		}
		out[k++] = s[i];
	}
	out[k] = '\0';
	return k;
}

static long section_names_other(struct docstate *ds, const struct piece *p,
				const char **what)
{
	int level = 7, disk_tests;

	/* a table naming its storage or tool in its header or first column
	 * says itself what it measures */
	if (cells_name_storage(p->table) ||
	    title_names_storage(ds, table_whole(ds, p)->first))
		return -1;
	disk_tests = cells_name_disk_tests(p->table);

	for (size_t k = p->first; k-- > 0 && level > 1;) {
		const struct doc_item *it = &ds->d.items[k];
		struct testname t;
		const char *w;

		if (it->kind != DOC_LINE || !it->heading || it->toc ||
		    it->heading >= level)
			continue;
		if (table_names_storage(it->s, it->len))
			return -1;
		/* a storage test or tool named ("SMB 전송 속도
		 * (CrystalDiskMark, SEQ1M Q8T1)", "Random read") */
		testname_init(&t);
		testname_parse(it->s, it->len, 0, &t);
		if (t.cdm || t.cond.op != IODB_OP_UNKNOWN ||
		    t.cond.pattern != IODB_PATTERN_UNKNOWN)
			return -1;
		w = foreign_bench(it->s, it->len);
		if (!w)
			w = table_nonstorage(it->s, it->len);
		/* "### Discussed in https://github.com/...": a link's
		 * scheme and path name where it is, not what was measured */
		if (w && memmem(it->s, it->len, "://", 3)) {
			char plain[LABEL_MAX];
			size_t pl =
			    unlinked(it->s, it->len, plain, sizeof(plain));

			w = foreign_bench(plain, pl);
			if (!w)
				w = table_nonstorage(plain, pl);
		}
		/* "Results look like they come from RAM cache?" over rows
		 * "SEQ1M-Q8T1": memory named as a suspected cause; the
		 * table's own test names say a disk was measured */
		if (w && disk_tests && memory_word(w))
			w = NULL;
		if (w && machine_specs(it->s, it->len) &&
		    (!strcmp(w, "cpu") || !strcmp(w, "ram") ||
		     !strcmp(w, "mem") || !strcmp(w, "memory") ||
		     !strcmp(w, "dram")))
			w = NULL; /* the machine's size, no benchmark */
		/* the table's own heading's network words are the table
		 * reader's to weigh against its columns; a parent's say it
		 * all ("*** speedtest" over "**** Nearest location") */
		if (!w && t.network && level < 7)
			w = "a network";
		level = it->heading;
		if (w) {
			/* a storage test run in the section ("sysbench fileio
			 * --file-test-mode=rndrw run" under "## Sysbench"):
			 * the table is that test's */
			for (size_t j = k + 1; j < p->first; j++)
				if (ds->d.items[j].kind == DOC_LINE &&
				    strcasestr(ds->d.items[j].s, "fileio"))
					return -1;
			*what = w;
			return (long)k;
		}
	}
	return -1;
}

/* The heading of the section holding item i, across the tables and
 * outputs before it in the section; -1 none. */
static long heading_across(struct docstate *ds, size_t i)
{
	for (size_t k = i; k-- > 0;)
		if (section_start(&ds->d.items[k]))
			return ds->d.items[k].len < LABEL_MAX ? (long)k : -1;
	return -1;
}

/*
 * Whether heading s names a template ("3. 预期结果模板", "Report
 * template", "テンプレート"): its tables show the figures a report
 * should have, made up or to fill in.
 */
static int template_heading(const char *s)
{
	static const char *const words[] = {
	    "template",
	    "\xe6\xa8\xa1\xe6\x9d\xbf",				/* 模板 */
	    "\xe3\x83\x86\xe3\x83\xb3\xe3\x83\x97\xe3\x83\xac", /* テンプレ */
	    "\xed\x85\x9c\xed\x94\x8c\xeb\xa6\xbf",		/* 템플릿 */
	    "vorlage",
	    "plantilla",
	    "\xd1\x88\xd0\xb0\xd0\xb1\xd0\xbb\xd0\xbe\xd0\xbd", /* шаблон */
	    NULL};

	for (size_t i = 0; words[i]; i++)
		if (strcasestr(s, words[i]))
			return 1;
	return 0;
}

/*
 * Whether heading s names a plan's targets or goals ("Performance
 * targets", "Goals", "Planned results", "Zielwerte", "目标", "目標",
 * "목표", "Целевые показатели"): figures to reach, no measurement.
 * "Target" alone is left out: "Target: /dev/sdb" names the device tested.
 */
static int plan_heading(const char *s)
{
	static const char *const words[] = {
	    "targets",	 "goals",     "goal",	   "planned",
	    "roadmap",	 "ziel",      "ziele",	   "zielwerte",
	    "objectifs", "objetivos", "obiettivi", NULL};
	static const char *const other[] = {
	    "\xe7\x9b\xae\xe6\xa0\x87",			/* 目标 */
	    "\xe7\x9b\xae\xe6\xa8\x99",			/* 目標 */
	    "\xeb\xaa\xa9\xed\x91\x9c",			/* 목표 */
	    "\xd1\x86\xd0\xb5\xd0\xbb\xd1\x8c",		/* цель */
	    "\xd1\x86\xd0\xb5\xd0\xbb\xd0\xb8",		/* цели */
	    "\xd1\x86\xd0\xb5\xd0\xbb\xd0\xb5\xd0\xb2", /* целев */
	    "\xd0\xa6\xd0\xb5\xd0\xbb",			/* Цел */
	    NULL};

	for (size_t i = 0; words[i]; i++) {
		size_t n = strlen(words[i]);

		for (const char *p = s; (p = strcasestr(p, words[i])) != NULL;
		     p++)
			if ((p == s || !isalnum((unsigned char)p[-1])) &&
			    !isalnum((unsigned char)p[n]))
				return 1;
	}
	for (size_t i = 0; other[i]; i++)
		if (strstr(s, other[i]))
			return 1;
	return 0;
}

/*
 * Whether heading s names a matrix of tests ("Testing Matrix", "Test
 * matrix") in a document whose status line says it is a plan still
 * under way ("**Status:** Phase 2 in progress", "Status: Draft",
 * "Status: Planned"): the matrix holds the figures aimed at.
 */
static int planned_matrix(struct docstate *ds, const char *s)
{
	static const char *const states[] = {"in progress", "planned", "draft",
					     "proposed",    "todo",    "wip",
					     "not started", NULL};

	if (!strcasestr(s, "matrix"))
		return 0;
	for (size_t k = 0; k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];
		const char *t = it->s;

		if (it->kind != DOC_LINE || !t)
			continue;
		t += strspn(t, "*_-> ");
		if (strncasecmp(t, "status", 6) || !strchr(t, ':'))
			continue;
		for (size_t i = 0; states[i]; i++)
			if (strcasestr(t, states[i]))
				return 1;
	}
	return 0;
}

/*
 * The metric the prose above table item `first` says was measured
 * ("でIOPS性能を測定しました", "we measured IOPS", "IOPS를 측정") in the 60
 * lines above; TESTNAME_NONE when none, or when two such sentences name
 * different metrics.
 */
static enum testname_metric prose_metric(struct docstate *ds, size_t first)
{
	static const char *const verbs[] = {
	    "測定",	"计测",	    "測量",    "测量",	 "측정",
	    "measured", "gemessen", "mesuré",  "medido", "medimos",
	    "misurat",	"измерил",  "измерен", NULL,
	};
	enum testname_metric found = TESTNAME_NONE;

	for (size_t k = first, seen = 0; k-- > 0 && seen < 60; seen++) {
		const struct doc_item *it = &ds->d.items[k];
		struct testname tn;
		int verb = 0;

		if (it->kind != DOC_LINE)
			break;
		/* a table of the same series in between: its figures
		 * were measured so too */
		if (ds->used[k] || it->blank || it->len > 300)
			continue;
		for (size_t v = 0; verbs[v] && !verb; v++)
			verb = memmem(it->s, it->len, verbs[v],
				      strlen(verbs[v])) != NULL;
		if (!verb)
			continue;
		testname_parse(it->s, it->len, 0, &tn);
		if (tn.metric == TESTNAME_NONE || tn.metrics >= 2)
			continue;
		if (found && found != tn.metric)
			return TESTNAME_NONE;
		found = tn.metric;
	}
	return found;
}

/*
 * Whether a line among the 60 above table item `first` states an IOPS
 * figure: "IOPS" (a word) right before or after a number ("IOPS is
 * 19.4k", "IOPS=5210", "read: IOPS=41.2k", "88k IOPS"): the document
 * counts operations in "k" figures (table_context.iops_stated).
 */
static int iops_stated(struct docstate *ds, size_t first)
{
	for (size_t k = first, seen = 0; k-- > 0 && seen < 60; seen++) {
		const struct doc_item *it = &ds->d.items[k];
		const char *s = it->s, *e = it->s + it->len, *p;

		if (it->kind != DOC_LINE)
			break;
		if (it->blank || it->len > 300 || !s)
			continue;
		for (p = s; (p = memmem(p, (size_t)(e - p), "IOPS", 4)) != NULL;
		     p += 4) {
			const char *a = p + 4, *b = p;

			if ((p > s && isalnum((unsigned char)p[-1])) ||
			    (a < e && isalnum((unsigned char)*a)))
				continue;
			while (a < e && *a == ' ')
				a++;
			if (e - a > 3 && !strncmp(a, "is ", 3))
				a += 3;
			else if (a < e && (*a == '=' || *a == ':'))
				a++;
			while (a < e && *a == ' ')
				a++;
			while (b > s && b[-1] == ' ')
				b--;
			if (b > s && (b[-1] == 'k' || b[-1] == 'K'))
				b--;
			if ((a < e && isdigit((unsigned char)*a)) ||
			    (b > s && b < p && isdigit((unsigned char)b[-1])))
				return 1;
		}
	}
	return 0;
}

static int count_run(void *arg, const struct iodb_run *run)
{
	(void)arg;
	(void)run;
	return 0;
}

static int count_result(void *arg, const struct iodb_result *res)
{
	(void)res;
	++*(int *)arg;
	return 0;
}

/*
 * Whether the table reader imports results from (a copy of) table t,
 * quietly: nothing is emitted or reported.
 */
static int table_would_emit(struct docstate *ds, const struct table *t,
			    const struct table_context *tc)
{
	struct ingest_ctx dry = *ds->ctx;
	struct table_context dtc = *tc;
	struct table copy;
	const char **cells = NULL;
	size_t *lens = NULL;
	long *lines = NULL, *cols = NULL;
	int n = 0, ret = 0;

	table_init(&copy);
	cells = calloc(t->cols + 1, sizeof(*cells));
	lens = calloc(t->cols + 1, sizeof(*lens));
	lines = calloc(t->cols + 1, sizeof(*lines));
	cols = calloc(t->cols + 1, sizeof(*cols));
	if (!cells || !lens || !lines || !cols) {
		ret = -ENOMEM;
		goto out;
	}
	for (size_t r = 0; r < t->rows && !ret; r++) {
		for (size_t c = 0; c < t->cols; c++) {
			const struct table_cell *tc0 =
			    &t->cells[r * t->cols + c];

			cells[c] = tc0->text ? tc0->text : "";
			lens[c] = strlen(cells[c]);
			lines[c] = tc0->line;
			cols[c] = tc0->col;
		}
		ret =
		    table_add_row_at(&copy, cells, lens, lines, cols, t->cols);
	}
	if (ret)
		goto out;
	copy.line_from = t->line_from;
	copy.line_to = t->line_to;
	copy.origin = t->origin;
	dry.quiet = 1;
	dry.report = NULL;
	dtc.summary_of = NULL; /* only the table imported tells */
	dry.sink.run = count_run;
	dry.sink.result = count_result;
	dry.sink.spec = NULL;
	dry.sink.arg = &n;
	dtc.done = NULL; /* a dry run imports nothing */
	dtc.rated = NULL;
	ret = table_emit(&dry, &copy, &dtc);
out:
	free(cells);
	free(lens);
	free(lines);
	free(cols);
	table_release(&copy);
	return ret > 0 && n > 0;
}

/*
 * A line of a test setup above a table ("测试平台：RK3399 EVB3/PCIe2.0×4",
 * "Test platform: Pi 5", "Host: db1", "SSD: Samsung SM961"): a key of at
 * most three words or ten CJK characters, ':' (ASCII or full-width), a
 * value of 80 bytes at most.  Its key's length into *klen, where its value
 * starts into *v; 0 when it is none (a date, a link or a sentence tells no
 * system: "Date:", "Source: https://...", "Note: the cache was off.").
 */
static int setup_line(const struct doc_item *it, size_t *klen, size_t *v)
{
	static const char *const dates[] = {
	    "date",
	    "time",
	    "\xe6\x97\xa5\xe6\x9c\x9f", /* 日期 */
	    "\xe6\x97\xb6\xe9\x97\xb4", /* 时间 */
	    "\xe6\x99\x82\xe9\x96\x93", /* 時間 */
	    "\xeb\x82\xa0\xec\xa7\x9c", /* 날짜 */
	    NULL};
	const char *s = it->s;
	size_t len = it->len, i, k, words = 1, cjk = 0;

	if (it->kind != DOC_LINE || it->blank || it->pre || section_start(it) ||
	    it->toc || len > 160)
		return 0;
	for (i = 0; i < len && s[i] != ':' &&
		    !(i + 2 < len && !memcmp(s + i, "\xef\xbc\x9a", 3));
	     i++) {
		if (strchr("`=|[<#*>", s[i]) || (s[i] == ' ' && ++words > 3))
			return 0;
		cjk +=
		    (unsigned char)s[i] >= 0xe3 && (unsigned char)s[i] <= 0xed;
	}
	if (i == 0 || i == len || cjk > 10 || s[0] == ' ' || s[i - 1] == ' ')
		return 0;
	k = i;
	i += s[i] == ':' ? 1 : 3;
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	/* a value names: no sentence ("Note: the cache was off."), no
	 * link */
	if (i == len || len - i > 80 || memmem(s + i, len - i, "://", 3) ||
	    sentence_line(s + i, len - i) ||
	    /* "Result: bandwidth: 377MB/s  avg IOPS: 89": figures, no
	     * setup */
	    line_figures_summary(s + i, len - i))
		return 0;
	for (size_t d = 0; dates[d]; d++)
		if (strlen(dates[d]) == k && !strncasecmp(s, dates[d], k))
			return 0;
	*klen = k;
	*v = i;
	return 1;
}

/*
 * The setup lines just above table piece p (setup_line(): blank lines
 * between), at most eight: their items into at[], their number returned.
 */
static size_t setup_lines(struct docstate *ds, const struct piece *p,
			  size_t at[8])
{
	size_t n = 0, kl, v;

	for (size_t k = p->first; k-- > 0 && n < 8;) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind != DOC_LINE || ds->used[k])
			break;
		if (it->blank)
			continue;
		if (!setup_line(it, &kl, &v))
			break;
		at[n++] = k;
	}
	return n;
}

/*
 * The label of table piece p from its setup lines, for tables nothing
 * else names: the values of the lines whose key another table's setup
 * gives another value ("测试平台：RK3399 EVB3/PCIe1.0×4 PayLoad:256" over
 * one table, "...PCIe2.0×4..." over the next, the same "SSD:" over both:
 * the platform is what tells the tables apart), top to bottom, joined
 * with " / ", into label (n bytes); 1 when found.  The same for a tool's
 * output under "Host: db1" / "Drive: Samsung 980 PRO", the next under
 * "Host: db2" and the same drive (block_label()).
 */
static int device_key_line(const struct doc_item *it);
static int identity_line(const struct doc_item *it, const char **k, size_t *kl,
			 const char **v, size_t *vl);

static int table_setup_label(struct docstate *ds, const struct piece *p,
			     char *label, size_t n)
{
	size_t mine[8], theirs[8], nm = setup_lines(ds, p, mine);
	int dif[8] = {0}, any = 0;
	char model[LABEL_MAX];
	const char *k, *v;
	size_t kl, vl;

	label[0] = '\0';
	/* "- Model: ..." / "- Vendor: ..." / "- Revision: ...": the drive
	 * the heading's machine holds, not what the blocks compare */
	if (identity_listing(ds, p, model, sizeof(model)))
		return 0;
	for (size_t a = nm; a-- > 0;) {
		const struct doc_item *x = &ds->d.items[mine[a]];
		size_t xk, xv;
		int differs = 0;

		setup_line(x, &xk, &xv);
		for (size_t i = 0; i < ds->n_pieces && !differs; i++) {
			const struct piece *q = &ds->pieces[i];
			size_t nt;

			if (q == p || q->kind != p->kind ||
			    (q->kind == PIECE_TOOL && !q->fmt))
				continue;
			nt = setup_lines(ds, q, theirs);
			for (size_t b = 0; b < nt && !differs; b++) {
				const struct doc_item *y =
				    &ds->d.items[theirs[b]];
				size_t yk, yv;

				setup_line(y, &yk, &yv);
				differs =
				    xk == yk && !memcmp(x->s, y->s, xk) &&
				    (x->len - xv != y->len - yv ||
				     memcmp(x->s + xv, y->s + yv, x->len - xv));
			}
		}
		dif[a] = differs;
		any |= differs;
	}
	/* "SSD: Samsung SM961 ..." the same over both: the drive is what
	 * ran, kept beside the platform that differs */
	for (size_t a = nm; any && a-- > 0;) {
		const struct doc_item *x = &ds->d.items[mine[a]];
		size_t xk, xv;

		setup_line(x, &xk, &xv);
		/* "Vendor: Acme" beside "Host: db1": the drive's fact, not
		 * what tells the blocks apart */
		if (identity_line(x, &k, &kl, &v, &vl))
			continue;
		if ((dif[a] || device_key_line(x)) &&
		    strlen(label) + (x->len - xv) + 4 < n)
			snprintf(label + strlen(label), n - strlen(label),
				 "%s%.*s", label[0] ? " / " : "",
				 (int)(x->len - xv), x->s + xv);
	}
	return label[0] != '\0';
}

/*
 * Whether the setup lines just above piece p (setup_lines()) are a
 * drive's identification listing, two lines at least, every key one of
 * a drive's facts (listing_key(), or "Model", "Device", "Version",
 * "Serial", "Firmware", "Size", "Capacity"): "- Model: \"ACME SSD100\"" /
 * "- Vendor: \"ACME\"" / "- Revision: \"R1A\"".  The value of its
 * "Model" or "Product" line, quotes aside, after its "Vendor" or
 * "Manufacturer" (maker_and_product()), into model (n bytes; "" when
 * none); 1 when it is one.
 */
/* Whether line it is a "Key: value" fact whose key is one of a drive's
 * identification (listing_key(), "Model", "Device", "Version",
 * "Serial", "Firmware", "Size", "Capacity"): its key and value as
 * fact_line() gives them. */
static int identity_line(const struct doc_item *it, const char **k, size_t *kl,
			 const char **v, size_t *vl)
{
	static const char *const more[] = {
	    "model", "device",	 "version",	      "serial", "firmware",
	    "size",  "capacity", "firmware revision", NULL,
	};

	return fact_line(it->s, it->len, k, kl, v, vl) &&
	       (listing_key(*k, *kl) || key_listed(*k, *kl, more));
}

static int identity_listing(struct docstate *ds, const struct piece *p,
			    char *model, size_t n)
{
	static const char *const names[] = {"model", "product", "device model",
					    "model number", NULL};
	size_t at[8], na = setup_lines(ds, p, at);
	char maker[LABEL_MAX] = "";
	int all = 1;

	model[0] = '\0';
	if (na < 2)
		return 0;
	for (size_t i = 0; i < na; i++) {
		const struct doc_item *it = &ds->d.items[at[i]];
		const char *k, *v;
		size_t kl, vl;

		if (!identity_line(it, &k, &kl, &v, &vl)) {
			all = 0; /* "Host: db1": the model read so far */
			break;
		}
		if (vl >= 2 && (v[0] == '"' || v[0] == '\'') &&
		    v[vl - 1] == v[0]) {
			v++;
			vl -= 2;
		}
		/* the topmost "Model:" names the drive */
		if (key_listed(k, kl, names))
			tested_value(v, vl, model, n);
		else if (!maker[0])
			listing_maker(k, kl, v, vl, maker, sizeof(maker));
	}
	/* "- Product: NV200" / "- Vendor: Acme": "Acme NV200", as the
	 * listing above runs labels them (listing_model()) */
	maker_and_product(model, n, maker);
	return all;
}

/* Whether k (len bytes) is one of keys, letter case aside. */
static int key_listed(const char *k, size_t len, const char *const *keys)
{
	for (size_t i = 0; keys[i]; i++)
		if (strlen(keys[i]) == len && !strncasecmp(k, keys[i], len))
			return 1;
	return 0;
}

/*
 * The value v (len bytes) of a line or row naming the disk tested into
 * out (n bytes): 1 when it may name one (a capital or a digit, no link,
 * no sentence, no device path: "Device: /dev/sda" names a device, the
 * device rules' part).
 */
static int tested_value(const char *v, size_t len, char *out, size_t n)
{
	int cap = 0;

	if (!v || !len || len >= n || memmem(v, len, "://", 3) ||
	    memmem(v, len, "](", 2) || !strncmp(v, "/dev/", 5) ||
	    sentence_line(v, len))
		return 0;
	/* "Device: nvme1n1", "Disk: sdb": the kernel's name of a device,
	 * no model */
	if (line_disk_name(v, len))
		return 0;
	for (size_t i = 0; i < len; i++)
		cap |= isupper((unsigned char)v[i]) ||
		       isdigit((unsigned char)v[i]);
	if (!cap)
		return 0;
	snprintf(out, n, "%.*s", (int)len, v);
	/* "Disk : 117.2 GiB" (YABS's system facts): a size names no disk */
	{
		const char *end;
		double x;

		if (!units_size(out, &end, UNITS_BINARY, UNITS_COMMA_NONE,
				&x) &&
		    !end[strspn(end, " \t")]) {
			out[0] = '\0';
			return 0;
		}
	}
	return 1;
}

/*
 * Whether line it is a hardware listing's line naming a drive's model
 * (HWiNFO's "Drive Model:", smartctl's "Device Model:" and NVMe "Model
 * Number:", fdisk -l's "Disk model:", "Model:"), in a code block or not:
 * its value into out (n bytes) when it reads as a model (tested_value(),
 * a letter and a digit: lscpu's "Model: 158" is a CPU's number).
 */
static int drive_model_line(const struct doc_item *it, char *out, size_t n)
{
	static const char *const keys[] = {
	    "drive model", "device model", "model number",
	    "disk model",  "model",	   NULL,
	};
	const char *k, *v;
	size_t kl, vl;
	int alpha = 0, digit = 0;

	if (it->kind != DOC_LINE || it->blank || it->heading || it->toc ||
	    it->len > 200 || !fact_line(it->s, it->len, &k, &kl, &v, &vl) ||
	    !key_listed(k, kl, keys))
		return 0;
	if (vl >= 2 && (v[0] == '"' || v[0] == '\'') && v[vl - 1] == v[0]) {
		v++; /* hwinfo --disk's quoted "Model:" */
		vl -= 2;
	}
	for (size_t i = 0; i < vl; i++) {
		alpha |= isalpha((unsigned char)v[i]);
		digit |= isdigit((unsigned char)v[i]);
	}
	return alpha && digit && tested_value(v, vl, out, n);
}

/*
 * The drive the hardware facts of piece p's section name: the innermost
 * section over p (by heading level: "# ASUS NUC15" holding "## HWINFO"
 * and "## CrystalDiskMark") with a drive_model_line(), when every such
 * line of that section names one drive and one stands above p.  Into
 * out (n bytes); 1 when found.  No heading, no section: 0.
 */
static int section_drive_model(struct docstate *ds, const struct piece *p,
			       char *out, size_t n)
{
	const struct doc *d = &ds->d;
	size_t h = SIZE_MAX;

	out[0] = '\0';
	for (size_t k = p->first; k-- > 0;)
		if (d->items[k].kind == DOC_LINE && d->items[k].heading &&
		    !d->items[k].toc) {
			h = k;
			break;
		}
	for (; h != SIZE_MAX; h = parent_heading(ds, h)) {
		int above = 0;

		for (size_t k = h + 1; k < d->n; k++) {
			const struct doc_item *it = &d->items[k];
			char one[LABEL_MAX];

			if (it->kind == DOC_LINE && it->heading && !it->toc &&
			    it->heading <= d->items[h].heading)
				break;
			if (k >= p->first && k <= p->last)
				continue; /* the output's own lines */
			if (!drive_model_line(it, one, sizeof(one)))
				continue;
			if (out[0] && strcmp(out, one)) {
				out[0] = '\0';
				return 0; /* two drives: which one ran? */
			}
			if (strlen(one) < n)
				snprintf(out, n, "%s", one);
			above |= k < p->first;
		}
		if (out[0])
			return above;
	}
	return 0;
}

/*
 * The value of a line whose key says it names the disk tested ("- **Disco
 * analisado**: WDC PC SN530 SDBPNPZ-512G-1027 : 512,1 GB", "Tested
 * drive: Samsung 980 PRO", "Drive: WD Red 4TB", "被测盘：...") into out
 * (n bytes), cut at a " : " or " - " that adds its size; 0 when it is
 * none (a value holds a capital or a digit, no link, no sentence, no
 * device path: "Device: /dev/sda" names a device, the device rules'
 * part).
 */
static int key_line_value(const struct doc_item *it, const char *const *keys,
			  char *out, size_t n);
static size_t name_before_details(const char *v, size_t len);

static int tested_key_line(const struct doc_item *it, char *out, size_t n)
{
	static const char *const keys[] = {
	    "disco analisado",
	    "disco testado",
	    "disco probado",
	    "unidad probada",
	    "tested disk",
	    "tested drive",
	    "tested device",
	    "tested ssd",
	    "drive tested",
	    "disk tested",
	    "drive under test",
	    "disk under test",
	    "device under test",
	    "dut",
	    "getestetes laufwerk",
	    "getestete ssd",
	    "getestete festplatte",
	    "disque test\xc3\xa9",
	    "drive",
	    "disk",
	    "disco",
	    "\xe8\xa2\xab\xe6\xb5\x8b\xe7\x9b\x98",		/* 被测盘 */
	    "\xe8\xa2\xab\xe6\xb5\x8b\xe7\xa1\xac\xe7\x9b\x98", /* 被测硬盘 */
	    "\xe8\xa2\xab\xe6\xb5\x8b\xe8\xae\xbe\xe5\xa4\x87", /* 被测设备 */
	    "\xe6\xb8\xac\xe5\xae\x9a\xe5\xaf\xbe\xe8\xb1\xa1", /* 測定対象 */
	    "\xed\x85\x8c\xec\x8a\xa4\xed\x8a\xb8 "
	    "\xeb\x8c\x80\xec\x83\x81", /* 테스트 대상 */
	    NULL,
	};

	return key_line_value(it, keys, out, n);
}

/*
 * Whether line it's key names a storage device ("SSD: Samsung SM961
 * ...", "NVMe: ...", "硬盘：...", "Drive: ...") and its value a model
 * (tested_value()): the drive under a setup's lines.
 */
static int device_key_line(const struct doc_item *it)
{
	static const char *const keys[] = {
	    "ssd",
	    "hdd",
	    "nvme",
	    "nvme ssd",
	    "emmc",
	    "sd card",
	    "\xe7\x9b\x98",					/* 盘 */
	    "\xe7\xa1\xac\xe7\x9b\x98",				/* 硬盘 */
	    "\xe7\xa3\x81\xe7\x9b\x98",				/* 磁盘 */
	    "\xe5\x9b\xba\xe6\x80\x81\xe7\xa1\xac\xe7\x9b\x98", /* 固态硬盘 */
	    NULL,
	};
	char v[LABEL_MAX];

	return tested_key_line(it, v, sizeof(v)) ||
	       key_line_value(it, keys, v, sizeof(v));
}

/*
 * The value of a "Description: **Samsung PM991a Model MZ-ALQ256B on Pi 5
 * ...**" line (a benchmark site's or an issue form's description of the
 * run) into out (n bytes) when it names a drive by its maker and model
 * (line_drive_model()); 0 when it is none.
 */
static int described_drive_line(const struct doc_item *it, char *out, size_t n)
{
	static const char *const keys[] = {"description", "test description",
					   NULL};
	char model[LABEL_MAX];

	return key_line_value(it, keys, out, n) &&
	       line_drive_model(out, strlen(out), model, sizeof(model));
}

/*
 * The value of a line whose key names the machine tested ("- **Machine:**
 * HP ZBook 15 G4", "Laptop: ThinkPad T480", "Test system: ...") into out
 * (n bytes), as tested_key_line() reads a drive's; 0 when none.  Not
 * "System:", "Host:" or "Server:" (an operating system, a host name, a
 * web server's).
 */
static int machine_key_line(const struct doc_item *it, char *out, size_t n)
{
	static const char *const keys[] = {
	    "machine",	   "test machine",  "tested machine",
	    "test system", "tested system", "system under test",
	    "test bench",  "test rig",	    "testbed",
	    "computer",	   "laptop",	    "workstation",
	    NULL,
	};

	return key_line_value(it, keys, out, n);
}

/*
 * The value of line it when its key (before its ':' or '：', list marker
 * and emphasis aside) is one of keys into out (n bytes), cut at a " : "
 * or " - " that adds a size; 0 when it is none (tested_value()).
 */
static int key_line_value(const struct doc_item *it, const char *const *keys,
			  char *out, size_t n)
{
	const char *s = it->s, *e, *k, *ke, *v;

	if (!s || it->kind != DOC_LINE || it->blank || it->pre || it->heading ||
	    it->toc || it->len > 200)
		return 0;
	e = s + it->len;
	while (s < e && strchr(" \t-*+", *s) && !(s[0] == '*' && s[1] == '*'))
		s++; /* the list's marker */
	k = s;
	while (k < e && (*k == '*' || *k == '_'))
		k++;
	for (ke = k; ke < e && *ke != ':' &&
		     !(ke + 2 < e && !memcmp(ke, "\xef\xbc\x9a", 3));
	     ke++)
		;
	if (ke == e)
		return 0;
	v = ke + (*ke == ':' ? 1 : 3);
	while (ke > k && strchr(" *_", ke[-1]))
		ke--;
	if (!key_listed(k, (size_t)(ke - k), keys))
		return 0;
	while (v < e && strchr(" \t*_", *v))
		v++;
	/* "WDC PC SN530 SDBPNPZ-512G-1027 : 512,1 GB": the name, not its
	 * size */
	for (const char *q = v; q + 3 <= e; q++)
		if (q[0] == ' ' && (q[1] == ':' || q[1] == '-') &&
		    q[2] == ' ') {
			e = q;
			break;
		}
	while (e > v && strchr(" \t*_.", e[-1]))
		e--;
	/* "Drive: Kingston NV2 (PCIe 4.0), 2 TB": the name before its
	 * details, as a set-up section's line is read */
	e = v + name_before_details(v, (size_t)(e - v));
	return e > v && tested_value(v, (size_t)(e - v), out, n);
}

/*
 * A Markdown row "| *Name* | Kingston SNS8154P3 |" of a two-column table
 * of facts (a product's or a board's: "Name", "Model", "Product", "Drive")
 * into out (n bytes): 1 when it is one, with a value holding a capital or
 * a digit, no link, no sentence, no device path.
 */
static int key_row_value(const struct doc_item *it, const char *const *keys,
			 char *out, size_t n);

static int tested_key_row(const struct doc_item *it, char *out, size_t n)
{
	static const char *const keys[] = {
	    "name",	    "model",	   "product", "product name",
	    "model name",   "drive",	   "disk",    "ssd",
	    "tested drive", "tested disk", NULL};

	return key_row_value(it, keys, out, n);
}

/*
 * The value of a two-column Markdown row "| Disk | WD Red 4TB |" whose
 * first cell (emphasis and a ':' aside) is one of keys into out (n
 * bytes): 1 when so and the value may name a disk (tested_value()).
 */
static int key_row_value(const struct doc_item *it, const char *const *keys,
			 char *out, size_t n)
{
	const char *s = it->s, *e, *c[4];
	size_t nc = 0, klen, vlen;
	const char *k, *v;

	if (!s)
		return 0; /* an empty item: no text, no row */
	e = s + it->len;
	if (it->kind != DOC_LINE || it->blank || it->pre || it->heading ||
	    it->toc || it->len > 200)
		return 0;
	while (s < e && *s == ' ')
		s++;
	while (e > s && (e[-1] == ' ' || e[-1] == '\r'))
		e--;
	if (e - s < 5 || *s != '|' || e[-1] != '|')
		return 0;
	for (const char *q = s; q < e; q++)
		if (*q == '|') {
			if (nc == 4)
				return 0;
			c[nc++] = q;
		}
	if (nc != 3)
		return 0; /* two cells only */
	k = c[0] + 1;
	klen = (size_t)(c[1] - k);
	while (klen && strchr(" *_", *k))
		k++, klen--;
	while (klen && strchr(" *_:", k[klen - 1]))
		klen--;
	v = c[1] + 1;
	vlen = (size_t)(c[2] - v);
	while (vlen && strchr(" *_", *v))
		v++, vlen--;
	while (vlen && strchr(" *_", v[vlen - 1]))
		vlen--;
	if (!key_listed(k, klen, keys))
		return 0;
	return tested_value(v, vlen, out, n);
}

/*
 * Whether heading text s (len bytes) names a section describing the test
 * set-up ("Hardware", "Test setup", "Testbed", "Test environment",
 * "Testumgebung", "検証環境", "테스트 환경"), its words alone, a colon
 * or a "### " aside; or such words joined ("环境与硬件", environment and
 * hardware; "Hardware and software").
 */
/*
 * The length of heading s (len bytes) without what may close it: blanks,
 * a colon (also full-width, U+FF1A), emphasis markers ("**Setup:**",
 * "配置：").
 */
static size_t heading_end(const char *s, size_t len)
{
	for (;;) {
		if (len && strchr(" \t:*_", s[len - 1]))
			len--;
		else if (len >= 3 && !memcmp(s + len - 3, "\xef\xbc\x9a", 3))
			len -= 3;
		else
			return len;
	}
}

static int setup_heading(const char *s, size_t len)
{
	static const char *const words[] = {
	    "hardware",
	    "test hardware",
	    "hardware used",
	    "setup",
	    "test setup",
	    "test set-up",
	    "system",
	    "test system",
	    "testbed",
	    "test bed",
	    "environment",
	    "test environment",
	    "testing environment",
	    "test platform",
	    "test rig",
	    "testumgebung",
	    "testsystem",
	    "mat\xc3\xa9riel", /* matériel */
	    "configuration de test",
	    "entorno de prueba",
	    "\xe7\x92\xb0\xe5\xa2\x83",				/* 環境 */
	    "\xe6\xa4\x9c\xe8\xa8\xbc\xe7\x92\xb0\xe5\xa2\x83", /* 検証環境 */
	    "\xe3\x83\x86\xe3\x82\xb9\xe3\x83\x88\xe7\x92\xb0\xe5"
	    "\xa2\x83", /* テスト環境 */
	    "\xe6\xb5\x8b\xe8\xaf\x95\xe7\x8e\xaf\xe5\xa2\x83", /* 测试环境 */
	    "\xe9\x85\x8d\xe7\xbd\xae",				/* 配置 */
	    "\xe6\xb5\x8b\xe8\xaf\x95\xe9\x85\x8d\xe7\xbd\xae", /* 测试配置 */
	    "\xe6\xb5\x8b\xe8\xaf\x95\xe8\xa7\x84\xe6\xa0\xbc", /* 测试规格 */
	    "\xe5\x9f\xba\xe6\x9c\xac\xe9\x85\x8d\xe7\xbd\xae", /* 基本配置 */
	    "\xe5\x9f\xba\xe7\xa1\x80\xe9\x85\x8d\xe7\xbd\xae", /* 基础配置 */
	    "\xe9\x85\x8d\xe7\xbd\xae\xe4\xbf\xa1\xe6\x81\xaf", /* 配置信息 */
	    "\xe5\x9f\xba\xe6\x9c\xac\xe4\xbf\xa1\xe6\x81\xaf", /* 基本信息 */
	    "\xe5\x9f\xba\xe7\xa1\x80\xe4\xbf\xa1\xe6\x81\xaf", /* 基础信息 */
	    "\xe7\xb3\xbb\xe7\xbb\x9f\xe4\xbf\xa1\xe6\x81\xaf", /* 系统信息 */
	    "\xed\x99\x98\xea\xb2\xbd",				/* 환경 */
	    "\xed\x85\x8c\xec\x8a\xa4\xed\x8a\xb8 \xed\x99\x98\xea\xb2"
	    "\xbd",			/* 테스트 환경 */
	    "\xe7\x8e\xaf\xe5\xa2\x83", /* 环境 */
	    "\xe6\xb8\xac\xe8\xa9\xa6\xe7\x92\xb0\xe5\xa2\x83", /* 測試環境 */
	    "\xe7\xa1\xac\xe4\xbb\xb6",				/* 硬件 */
	    "\xe7\xa1\xac\xe9\xab\x94",				/* 硬體 */
	    NULL,
	};
	/* "Hardware and software", "环境与硬件" (environment and hardware),
	 * "Test setup / Hardware": set-up words joined, each a set-up
	 * section's word or "software" */
	static const char *const parts[] = {
	    "software",
	    "logiciel",
	    "\xe8\xbd\xaf\xe4\xbb\xb6", /* 软件 */
	    NULL,
	};
	static const char *const joins[] = {
	    " and ",	    " & ", " / ",	   " und ",
	    " et ",	    " y ", "\xe4\xb8\x8e", /* 与 */
	    "\xe5\x92\x8c",			   /* 和 */
	    "\xe5\x8f\x8a",			   /* 及 */
	    "\xe3\x80\x81",			   /* 、 */
	    "\xe3\x83\xbb",			   /* ・ */
	    NULL,
	};
	size_t a = 0, n = 0;
	int set = 0; /* a part is a set-up section's word */

	len = heading_end(s, len);
	while (len && strchr(" \t#*_", *s)) {
		s++;
		len--;
	}
	if (key_listed(s, len, words))
		return 1;
	for (size_t i = 0; i <= len;) {
		size_t j = 0;

		while (i < len && joins[j] &&
		       (len - i < strlen(joins[j]) ||
			strncasecmp(s + i, joins[j], strlen(joins[j]))))
			j++;
		if (i < len && !joins[j]) {
			i++;
			continue;
		}
		/* the part s[a, i): a set-up word, blanks aside */
		size_t b = a, e = i;

		while (b < e && s[b] == ' ')
			b++;
		while (e > b && s[e - 1] == ' ')
			e--;
		if (key_listed(s + b, e - b, words))
			set = 1;
		else if (!key_listed(s + b, e - b, parts))
			return 0;
		n++;
		if (i == len)
			break;
		i += strlen(joins[j]);
		a = i;
	}
	return n >= 2 && set;
}

/*
 * Whether line s (len bytes) states a part of the set-up that is no disk:
 * "CPU: ...", "RAM: ...", "OS: ...", "- Kernel: ...".
 */
static int other_part_line(const char *s, size_t len)
{
	static const char *const keys[] = {
	    "cpu",	  "processor",	 "ram",	   "memory",	   "mem",
	    "os",	  "kernel",	 "board",  "motherboard",  "mainboard",
	    "gpu",	  "network",	 "nic",	   "psu",	   "case",
	    "chassis",	  "platform",	 "distro", "distribution", "software",
	    "filesystem", "file system", "host",   "hostname",	   "cooler",
	    "bios",	  NULL,
	};
	const char *e = s + len, *k, *c;

	while (s < e && strchr(" \t-*+", *s))
		s++;
	for (k = s; k < e && strchr("*_", *k); k++)
		;
	c = memchr(k, ':', (size_t)(e - k));
	if (!c)
		return 0;
	while (c > k && strchr(" *_", c[-1]))
		c--;
	return key_listed(k, (size_t)(c - k), keys);
}

/*
 * The one disk or system the document's set-up section names: a heading
 * "### Hardware" (setup_heading()) over a few lines (eight at most, no
 * code) of which those naming no other part (other_part_line()) name one
 * system as a title does (title_names_system(): "HP SSD EX920 1TB");
 * into out (n bytes) with its line's item in *item.  0 when there is no
 * such section, or its lines (or two such sections) name two.
 */
/*
 * Whether name s holds a disk's size: digits, an optional space, then
 * "GB", "TB", "G" or "T" (any case) ending the word ("1TB", "512 GB").
 */
static int disk_size_in(const char *s)
{
	for (const char *q = s; *q; q++) {
		const char *u;

		if (!isdigit((unsigned char)*q) ||
		    (q > s && (isalnum((unsigned char)q[-1]) || q[-1] == '.')))
			continue;
		u = q;
		while (isdigit((unsigned char)*u) || *u == '.')
			u++;
		if (*u == ' ')
			u++;
		if (!strchr("GgTt", *u) || !*u)
			continue;
		u++;
		if (*u == 'B' || *u == 'b')
			u++;
		if (!isalnum((unsigned char)*u))
			return 1;
	}
	return 0;
}

static int title_names_system(const char *s, size_t len);

/*
 * The length of the name that value v (len bytes) of a set-up line starts
 * with, before a comma or semicolon (ASCII or full-width, or Japanese
 * "、"; out of brackets) that adds details holding a size: "Micron 7450
 * MTFDKCC3T8TFR(U.3 NVMe)，容量 3.84 TB" (capacity 3.84 TB) -> "Micron
 * 7450 MTFDKCC3T8TFR(U.3 NVMe)".  0 when what follows names a maker's
 * drive ("Samsung 870 EVO, Crucial MX500 1TB": two drives, neither the
 * one); len when nothing is cut (details naming no size, or holding a
 * model's word: "870 EVO, MX500 1TB" may name two).
 */
static size_t name_before_details(const char *v, size_t len)
{
	static const char *const seps[] = {
	    ", ",
	    "; ",
	    "\xef\xbc\x8c" /* ， */,
	    "\xef\xbc\x9b" /* ； */,
	    "\xe3\x80\x81" /* 、 */,
	    NULL,
	};
	char rest[LABEL_MAX], model[LABEL_MAX];
	int depth = 0;

	for (size_t i = 0; i < len; i++) {
		size_t m = 0;

		depth += v[i] == '(' || v[i] == '[';
		depth -= depth > 0 && (v[i] == ')' || v[i] == ']');
		if (depth)
			continue;
		for (size_t j = 0; seps[j] && !m; j++)
			if (len - i >= strlen(seps[j]) &&
			    !memcmp(v + i, seps[j], strlen(seps[j])))
				m = strlen(seps[j]);
		if (!m)
			continue;
		snprintf(rest, sizeof(rest), "%.*s", (int)(len - i - m),
			 v + i + m);
		if (line_drive_model(rest, strlen(rest), model, sizeof(model)))
			return 0;
		/* a model's word in it ("MX500", "SN770": letters and
		 * digits, no size) may be a second drive's, details have
		 * none ("容量 3.84 TB", "PCIe 4.0, 2TB") */
		for (const char *w = rest; *w;) {
			char word[LABEL_MAX];
			size_t wl = strcspn(w, " ");
			int alpha = 0, digit = 0;

			snprintf(word, sizeof(word), "%.*s", (int)wl, w);
			for (size_t c = 0; word[c]; c++) {
				alpha |= isalpha((unsigned char)word[c]);
				digit |= isdigit((unsigned char)word[c]);
			}
			if (alpha && digit && !disk_size_in(word))
				return len;
			w += wl + (w[wl] == ' ');
		}
		return disk_size_in(rest) ? i : len;
	}
	return len;
}

static int setup_section_system(struct docstate *ds, char *out, size_t n,
				size_t *item)
{
	static const char *const disk_keys[] = {
	    "drive",
	    "disk",
	    "ssd",
	    "hdd",
	    "nvme",
	    "storage",
	    "sd card",
	    "emmc",
	    "festplatte",
	    "laufwerk",
	    "disque",
	    "disco",
	    "\xe7\xa1\xac\xe7\x9b\x98",				/* 硬盘 */
	    "\xe3\x83\x87\xe3\x82\xa3\xe3\x82\xb9\xe3\x82\xaf", /* ディスク
								 */
	    "\xeb\x94\x94\xec\x8a\xa4\xed\x81\xac",		/* 디스크 */
	    /* "Device:" in a set-up list: the one thing tested, a drive
	     * ("Device: Samsung 970 EVO Plus") or the machine holding
	     * it */
	    "device",
	    "\xe8\xae\xbe\xe5\xa4\x87",				/* 设备 */
	    "\xe8\xa3\x9d\xe7\xbd\xae",				/* 裝置 */
	    "\xe6\xb5\x8b\xe8\xaf\x95\xe7\x9b\x98",		/* 测试盘 */
	    "\xe7\xa3\x81\xe7\x9b\x98",				/* 磁盘 */
	    "\xe7\xa1\xac\xe7\xa2\x9f",				/* 硬碟 */
	    "\xe7\xa3\x81\xe7\xa2\x9f",				/* 磁碟 */
	    "\xe5\x9b\xba\xe6\x80\x81\xe7\xa1\xac\xe7\x9b\x98", /* 固态硬盘
								 */
	    "\xe3\x82\xb9\xe3\x83\x88\xe3\x83\xac\xe3\x83\xbc\xe3\x82"
	    "\xb8", /* ストレージ */
	    NULL,
	};
	const struct doc *d = &ds->d;
	char name[LABEL_MAX];
	int found = 0;

	out[0] = '\0';
	for (size_t h = 0; h < d->n; h++) {
		size_t lines = 0;

		if (d->items[h].kind != DOC_LINE || !d->items[h].heading ||
		    !setup_heading(d->items[h].s, d->items[h].len))
			continue;
		for (size_t k = h + 1; k < d->n && lines <= 8; k++) {
			const struct doc_item *it = &d->items[k];
			const char *kk, *v;
			size_t len, kl, vl;

			if (it->kind != DOC_LINE || it->heading || it->pre)
				break;
			if (it->blank)
				continue;
			lines++;
			/* "| Device | Crucial MX500 2TB |" in a table of
			 * facts ("| CPU | ... |" names no disk; the header
			 * row "| Part | Details |" over its "|---|" is no
			 * fact) */
			if (it->s[strspn(it->s, " ")] == '|') {
				if (k + 1 < d->n &&
				    d->items[k + 1].kind == DOC_LINE &&
				    !d->items[k + 1].blank &&
				    table_md_separator(d->items[k + 1].s,
						       d->items[k + 1].len))
					continue;
				if (!key_row_value(it, disk_keys, name,
						   sizeof(name)))
					continue;
				len = strlen(name);
			} else if (other_part_line(it->s, it->len)) {
				continue;
			} else if (fact_line(it->s, it->len, &kk, &kl, &v,
					     &vl)) {
				/* "NVMe: WD Black SN770 1TB", "OS: ...":
				 * the disk's key names it */
				if (!key_listed(kk, kl, disk_keys))
					continue;
				/* "设备：Micron 7450 (U.3)，容量 3.84 TB": the
				 * name before its details; a second drive
				 * after the comma names none */
				vl = name_before_details(v, vl);
				if (!vl ||
				    !tested_value(v, vl, name, sizeof(name)))
					continue;
				len = strlen(name);
			} else {
				label_text(name, sizeof(name), it->s, d->html);
				len = strip_len(name);
				while (len && strchr(" -*+", name[0])) {
					memmove(name, name + 1, len);
					len--;
				}
				name[len] = '\0';
				/* a drive's name says its kind or size
				 * ("HP SSD EX920 1TB"; not "Ubuntu 22.04") */
				if (!name[0] || sentence_line(name, len) ||
				    !title_names_system(name, len) ||
				    !(disk_size_in(name) ||
				      has_text(name, len, "SSD") ||
				      has_text(name, len, "HDD") ||
				      has_text(name, len, "NVMe")))
					continue;
			}
			if (found && !doc_prose_same(out, name))
				return 0;
			if (!found && len < n) {
				snprintf(out, n, "%s", name);
				*item = k;
				found = 1;
			}
		}
		if (lines > 8)
			return 0; /* a section of prose, not of parts */
	}
	return found;
}

/*
 * Whether items a and b (a < b) stand in one block of text: both in one
 * code block, or both out of any, no heading and no fence between.
 */
static int same_block(const struct docstate *ds, size_t a, size_t b)
{
	int pre = ds->d.items[b].pre;

	for (size_t k = a; k <= b; k++)
		if (ds->d.items[k].kind != DOC_LINE || ds->d.items[k].heading ||
		    ds->d.items[k].pre != pre)
			return 0;
	return 1;
}

/*
 * The storage a person described after the run when PiBenchmarks asked
 * ("Enter a description of your storage and setup (Example: ...)" /
 * "Description: Samsung 512GB Pro Ultimate on Pi 5"): the value of the
 * "Description:" line right under that prompt, in or out of a code
 * block, when it names a maker's model (line_drive_model()), into
 * ds->typed; "" when none or two differ.
 */
static void typed_description(struct docstate *ds)
{
	static const char prompt[] = "enter a description of your storage";
	long ask = -1;

	ds->typed[0] = '\0';
	for (size_t k = 0; k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];
		char v[LABEL_MAX], model[LABEL_MAX];
		struct text_line l;
		size_t e;

		if (it->kind != DOC_LINE || it->blank)
			continue;
		l = line_trim((struct text_line){it->s, it->len, 0});
		if (l.len > sizeof(prompt) &&
		    !strncasecmp(l.s, prompt, sizeof(prompt) - 1)) {
			ask = (long)k;
			continue;
		}
		if (ask < 0 || l.len <= 12 ||
		    strncasecmp(l.s, "description:", 12)) {
			ask = -1;
			continue;
		}
		ask = -1;
		l.s += 12;
		l.len -= 12;
		while (l.len && strchr(" *_", l.s[0]))
			l.s++, l.len--;
		while (l.len && strchr(" *_", l.s[l.len - 1]))
			l.len--;
		e = l.len < sizeof(v) ? l.len : sizeof(v) - 1;
		memcpy(v, l.s, e);
		v[e] = '\0';
		if (!e || !line_drive_model(v, e, model, sizeof(model)))
			continue;
		if (ds->typed[0] && strcmp(ds->typed, v)) {
			ds->typed[0] = '\0';
			return;
		}
		snprintf(ds->typed, sizeof(ds->typed), "%s", v);
		ds->typed_item = k;
	}
}

/*
 * The disk the document says it tested (tested_key_line(), the first
 * fact of a table of facts: tested_key_row(), the one its set-up
 * section names: setup_section_system()) into ds->tested when its lines
 * name one: "" when none or two differ.
 */
static void find_tested(struct docstate *ds)
{
	char v[LABEL_MAX];
	long row_table = -1; /* the first line of the table a row named in */
	int setup = 0;	     /* ds->tested is the set-up section's */

	ds->tested[0] = '\0';
	ds->tested_setup = 0;
	if (setup_section_system(ds, v, sizeof(v), &ds->tested_item)) {
		snprintf(ds->tested, sizeof(ds->tested), "%s", v);
		setup = ds->tested_setup = 1;
	}
	for (size_t k = 0; k < ds->d.n; k++) {
		if (tested_key_row(&ds->d.items[k], v, sizeof(v))) {
			/* the first fact of a table names the drive ("Name"
			 * before "Model": one drive, two names) */
			long t = (long)k;

			while (t > 0 && ds->d.items[t - 1].kind == DOC_LINE &&
			       !ds->d.items[t - 1].blank &&
			       ds->d.items[t - 1]
				       .s[strspn(ds->d.items[t - 1].s, " ")] ==
				   '|')
				t--;
			if (t == row_table)
				continue;
			row_table = t;
		} else if (!tested_key_line(&ds->d.items[k], v, sizeof(v))) {
			continue;
		}
		/* the set-up section's "HP SSD EX920 1TB" and "Drive: HP
		 * SSD EX920": one disk, the line's name */
		if (setup && doc_prose_same(ds->tested, v)) {
			snprintf(ds->tested, sizeof(ds->tested), "%s", v);
			ds->tested_item = k;
			setup = 0;
			continue;
		}
		if (ds->tested[0] && strcmp(ds->tested, v)) {
			ds->tested[0] = '\0';
			return;
		}
		if (!ds->tested[0]) {
			snprintf(ds->tested, sizeof(ds->tested), "%s", v);
			ds->tested_item = k;
		}
	}
	/* no line names the drive: "- **Machine:** HP ZBook 15 G4", the
	 * one machine the document says it tested, names its runs */
	if (ds->tested[0])
		return;
	for (size_t k = 0; k < ds->d.n; k++) {
		if (!machine_key_line(&ds->d.items[k], v, sizeof(v)))
			continue;
		if (ds->tested[0] && strcmp(ds->tested, v)) {
			ds->tested[0] = '\0';
			return;
		}
		if (!ds->tested[0]) {
			snprintf(ds->tested, sizeof(ds->tested), "%s", v);
			ds->tested_item = k;
		}
	}
}

/*
 * Whether the document's tested disk (find_tested()) names piece p's
 * results: its line stands above p, or it is the set-up section's and the
 * document shows one output (lone_output(), or only outputs under headings
 * naming no system: outputs_unnamed()): a report's "### 环境与硬件" /
 * "- **设备**: Micron 7450 ..." below its one table of figures names the
 * disk they are of, as it would above.
 */
static int tested_over(struct docstate *ds, const struct piece *p)
{
	if (!ds->tested[0])
		return 0;
	if (ds->tested_item < p->first)
		return 1;
	return ds->tested_setup && (lone_output(ds) || outputs_unnamed(ds));
}

/*
 * The document's title: its metadata header's "title:" (ds->title), else
 * a level-1 heading on its first line, the document's first heading, as
 * a review without metadata starts ("# DMIT香港Eyeball VPS全面测评"), when
 * it names more than a tool or a script ("# YABS", "# fio results").  Its
 * text goes into out (n bytes); "" when there is none.
 */
static const char *doc_title(const struct docstate *ds, char *out, size_t n)
{
	out[0] = '\0';
	if (ds->title[0])
		return ds->title;
	for (size_t k = 0; k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind == DOC_LINE && it->blank)
			continue;
		if (it->kind == DOC_LINE && it->heading == 1 && !it->pre &&
		    !ds->d.html && !tool_name_only(it->s, it->len) &&
		    /* "# How to check disk speed on Linux": a topic */
		    !line_topic_title(it->s, it->len)) {
			label_text(out, n, it->s, 0);
			out[strip_len(out)] = '\0';
		}
		break;
	}
	return out;
}

/*
 * Whether title s (doc_title()) may name the system of the document's
 * results, as a page's <h1> does: not when it names two
 * or compares (doc_prose_system()), names several ("Best SSDs 2024",
 * "Die Festplatten testen": a guide) or asks ("Anyone using an SSD?").
 * heading_disk() then takes it when it names a model or a size.
 */
static int title_may_name(const char *s)
{
	static const char *const plural[] = {
	    "SSDs",   "HDDs", "NVMes",	     "drives",	  "disks", "cards",
	    "sticks", "VMs",  "Festplatten", "SD-Karten", NULL,
	};
	char name[LABEL_MAX];
	size_t n = strlen(s);

	/* "How To - Commands To Check Disk Speed In Linux": a how-to's
	 * title (howto_title()); "NVMe very slow after upgrade", "fio 3.28
	 * results interpretation": a problem's or a question's
	 * (problem_title()); no system's */
	if (!n || s[n - 1] == '?' ||
	    doc_prose_system(s, n, name, sizeof(name)) == 2 ||
	    howto_title(s, n) || problem_title(s, n))
		return 0;
	for (size_t i = 0; i < n;) {
		size_t a = i;

		while (i < n && isalnum((unsigned char)s[i]))
			i++;
		for (size_t w = 0; i > a && plural[w]; w++)
			if (strlen(plural[w]) == i - a &&
			    !strncasecmp(s + a, plural[w], i - a))
				return 0;
		if (i == a)
			i++;
	}
	return 1;
}

/*
 * Whether the document shows one output: one piece, or tables of one
 * output (one_output(): YABS's grids of one code block).
 */
static int lone_output(const struct docstate *ds)
{
	const struct piece *p = ds->n_pieces ? &ds->pieces[0] : NULL;

	for (size_t i = 1; i < ds->n_pieces; i++)
		if (p->kind != PIECE_TABLE ||
		    ds->pieces[i].kind != PIECE_TABLE ||
		    !one_output(ds, p, &ds->pieces[i]))
			return 0;
	return p != NULL;
}

/*
 * Whether heading text s (len bytes) heads a test of a part other than
 * the disk, naming no system: "CPU 性能测试", "内存性能测试", "网络基本信息",
 * "Memory test", "iperf3" (a network benchmark's name alone).
 */
static int other_part_heading(const char *s, size_t len)
{
	static const char *const parts[] = {
	    "cpu",
	    "memory",
	    "ram",
	    "network",
	    "iperf",
	    "iperf3",
	    "\xe5\x86\x85\xe5\xad\x98",		    /* 内存 */
	    "\xe7\xbd\x91\xe7\xbb\x9c",		    /* 网络 */
	    "\xe5\xa4\x84\xe7\x90\x86\xe5\x99\xa8", /* 处理器 */
	    "hardware",
	    "\xe7\xa1\xac\xe4\xbb\xb6", /* 硬件 */
	    NULL,
	};
	static const char *const rest[] = {
	    "\xe6\x80\xa7\xe8\x83\xbd\xe6\xb5\x8b\xe8\xaf\x95", /* 性能测试 */
	    "\xe6\xb5\x8b\xe8\xaf\x95",				/* 测试 */
	    "\xe5\x9f\xba\xe6\x9c\xac\xe4\xbf\xa1\xe6\x81\xaf", /* 基本信息 */
	    "\xe4\xbf\xa1\xe6\x81\xaf",				/* 信息 */
	    "\xe6\x80\xa7\xe8\x83\xbd",				/* 性能 */
	    "\xe6\xb5\x8b\xe9\x80\x9f",				/* 测速 */
	    "test",
	    "tests",
	    "benchmark",
	    "performance",
	    "info",
	    NULL,
	};

	len = heading_end(s, len);
	for (size_t i = 0; parts[i]; i++) {
		size_t l = strlen(parts[i]), r = l;

		if (len < l || strncasecmp(s, parts[i], l))
			continue;
		while (r < len && s[r] == ' ')
			r++;
		if (r == len ? l == len
			     : (r > l || (unsigned char)s[l] >= 0x80) &&
				   key_listed(s + r, len - r, rest))
			return 1;
	}
	return 0;
}

/*
 * Whether every output of the document stands under headings that name
 * no system (heading_may_name(): "## 测评", "### Yabs", "### 融合怪脚本",
 * "## fio"), the document's title heading aside: a review's outputs of
 * several scripts, all of the one system its title names.  No heading
 * above any output may name a thing (one that might be a second
 * system's), and some heading must stand over them.
 */
static int outputs_unnamed(struct docstate *ds)
{
	int any = 0;

	if (!ds->n_pieces)
		return 0;
	for (size_t i = 0; i < ds->n_pieces; i++) {
		const char *other;

		/* a table under "## 网络速度评测" (section_names_other()):
		 * another benchmark's, not imported; its headings name
		 * where it ran or what it measured, no second system */
		if (ds->pieces[i].kind == PIECE_TABLE && ds->pieces[i].table &&
		    section_names_other(ds, &ds->pieces[i], &other) >= 0)
			continue;
		int level = 99;

		for (size_t k = ds->pieces[i].first; k-- > 0;) {
			const struct doc_item *it = &ds->d.items[k];
			int over = it->heading < level;

			if (!it->heading || it->pre || doc_title_heading(ds, k))
				continue;
			if (over)
				level = it->heading;
			/* "## 规格", "## 活动套餐": an earlier section's
			 * heading, not one over the output, in CJK words
			 * alone (a name in Latin letters or digits, "## Acme
			 * VPS", still blocks) */
			if (!over && has_cjk(it->s, it->len) &&
			    !cjk_latin_name(it->s, it->len)) {
				size_t d = 0;

				while (d < it->len &&
				       !isdigit((unsigned char)it->s[d]))
					d++;
				if (d == it->len)
					continue;
			}
			if (heading_may_name(ds, (long)k) &&
			    heading_names_no_system(it->s, it->len) != 2 &&
			    !setup_heading(it->s, it->len) &&
			    !other_part_heading(it->s, it->len))
				return 0;
			any = 1;
		}
	}
	return any;
}

/*
 * The name in a post's title beside its test words ("Viie Cloud DE
 * 性能测试", "Acme Cloud FR benchmark", "Review: Nimbo VPS L"): what is
 * left once the words for a test, a benchmark or a review are dropped
 * from its ends, when that names a system as a title does
 * (title_names_system()) or is two to five words of Latin letters and
 * digits, each from a capital or a digit (a provider's and a plan's or a
 * place's name), no test, tool or storage term alone and no lead-in
 * ("My", "The", "Home", "Linux": "My NAS benchmark", "SSD 테스트", "Disk
 * speed test" give nothing).  Into out (n bytes); 1 when found.
 */
/*
 * Whether one of a post's tags (ds->tags: each ended by '\n') names a
 * system and stands in title part t (e bytes, test words dropped): a
 * maker's or a provider's name ("racknerd" in "racknerd黑五活动鸡", "宁宁云"
 * in "宁宁云香港特惠云"), two characters or more, no test, tool or storage
 * term ("SSD", "服务器"?: a tag holding no Latin letter must leave more of
 * the title than itself: the title names the plan or model beside it).
 */
static int title_tag_names(const char *t, size_t e, const char *tags)
{
	for (const char *g = tags; g && *g;) {
		const char *nl = strchr(g, '\n');
		size_t l = nl ? (size_t)(nl - g) : strlen(g), latin = 0,
		       cjk = 0;
		char tag[LABEL_MAX];
		struct testname tn;

		for (size_t i = 0; i < l; i++) {
			latin += isalpha((unsigned char)g[i]) != 0;
			cjk += ((unsigned char)g[i] & 0xc0) == 0xc0;
		}
		if (l < sizeof(tag) && (latin >= 2 || cjk >= 2) &&
		    (latin || l < e)) {
			memcpy(tag, g, l);
			tag[l] = '\0';
			testname_init(&tn);
			testname_parse(tag, l, 0, &tn);
			for (size_t i = 0;
			     i + l <= e && !tn.found && !tn.metric &&
			     !tn.cond.op && !tn.cond.pattern &&
			     !testname_tool(tag, l) &&
			     !doc_prose_term_only(tag);
			     i++)
				if (!strncasecmp(t + i, tag, l))
					return 1;
		}
		g = nl ? nl + 1 : NULL;
	}
	return 0;
}

/*
 * The words a title's name does not start with: a lead-in ("My NAS
 * benchmark"), a system's software ("Linux"), a storage or test word
 * alone ("Disk speed test").
 */
static const char *const title_lead[] = {
    "My",    "Our",	"Your",	  "The",    "A",    "An",      "This",
    "That",  "Some",	"Quick",  "Simple", "Home", "New",     "Old",
    "Linux", "Windows", "Ubuntu", "Debian", "Disk", "Storage", "Speed",
    "How",   "Why",	"What",	  NULL,
};

/*
 * Whether t (e bytes: a title's part, its test words dropped) is a place
 * in Chinese and a provider's name in Latin letters, as zh reviews title
 * a VPS ("荷兰 liteserver", "日本 Otterhost", glued: "DMIT香港Eyeball VPS"):
 * two to four words, each all CJK or all letters and digits (a word
 * mixing both is split where the script changes), one CJK word at least
 * and one Latin word of four characters or more from a letter, no word a
 * storage or test term or a tool's name, no Latin word a lead-in or a
 * system's software (title_lead: "Windows系统磁盘"); a hosting term
 * ("VPS", "Cloud") may stand beside the name and counts as none ("香港
 * VPS", "德国 NVMe" name nothing).
 */
static int place_and_provider(const char *t, size_t e)
{
	static const char *const generic[] = {
	    "vps", "vds", "server", "cloud", "hosting", "nat", "kvm", NULL};
	size_t words = 0, cjk = 0, name = 0;

	for (size_t i = 0; i < e;) {
		size_t w = i;
		int hi = (unsigned char)t[i] >= 0x80;
		char word[LABEL_MAX];

		while (i < e && t[i] != ' ' &&
		       ((unsigned char)t[i] >= 0x80) == hi)
			i++;
		memcpy(word, t + w, i - w);
		word[i - w] = '\0';
		if (doc_prose_term_only(word) || testname_tool(word, i - w))
			return 0;
		if (hi) {
			cjk++;
			words++;
		} else if (!key_listed(word, i - w, generic)) {
			for (size_t k = w; k < i; k++)
				if (!isalnum((unsigned char)t[k]))
					return 0;
			if (key_listed(word, i - w, title_lead))
				return 0;
			words++;
			name += i - w >= 4 && isalpha((unsigned char)t[w]);
		}
		while (i < e && t[i] == ' ')
			i++;
	}
	return words >= 2 && words <= 4 && cjk && name;
}

static int title_system_whole(const char *title, const char *tags, char *out,
			      size_t n);

/*
 * Also a title's head before its subtitle, the head ending in a test
 * word ("DMIT LAX Wee评测：性能与流媒体解锁能力的全面测试", "Acme VPS
 * review: fast disks", the colon full-width or not): the name beside
 * that word.
 */
static int title_system_part(const char *title, const char *tags, char *out,
			     size_t n)
{
	const char *c = strstr(title, "\xef\xbc\x9a"); /* ： */
	const char *a = strchr(title, ':');
	char head[LABEL_MAX];

	if (title_system_whole(title, tags, out, n))
		return 1;
	if (!c || (a && a < c))
		c = a;
	if (!c || (size_t)(c - title) >= sizeof(head))
		return 0;
	memcpy(head, title, (size_t)(c - title));
	head[c - title] = '\0';
	return title_system_whole(head, tags, out, n);
}

static int title_system_whole(const char *title, const char *tags, char *out,
			      size_t n)
{
	static const char *const tests[] = {
	    /* "全面测评": a full review */
	    "\xe5\x85\xa8\xe9\x9d\xa2\xe6\xb5\x8b\xe8\xaf\x84", /* 全面测评 */
	    "\xe5\x85\xa8\xe9\x9d\xa2\xe8\xaf\x84\xe6\xb5\x8b", /* 全面评测 */
	    "\xe5\x85\xa8\xe9\x9d\xa2\xe6\xb5\x8b\xe8\xaf\x95", /* 全面测试 */
	    "\xe6\x80\xa7\xe8\x83\xbd\xe6\xb5\x8b\xe8\xaf\x95", /* 性能测试 */
	    "\xe6\x80\xa7\xe8\x83\xbd\xe6\xb8\xac\xe8\xa9\xa6", /* 性能測試 */
	    "\xe6\xb5\x8b\xe8\xaf\x95",				/* 测试 */
	    "\xe6\xb8\xac\xe8\xa9\xa6",				/* 測試 */
	    "\xe6\xb5\x8b\xe8\xaf\x84",				/* 测评 */
	    "\xe8\xaf\x84\xe6\xb5\x8b",				/* 评测 */
	    "\xe8\xa9\x95\xe6\xb8\xac",				/* 評測 */
	    "\xe8\xb7\x91\xe5\x88\x86",				/* 跑分 */
	    "\xe6\xb5\x8b\xe9\x80\x9f",				/* 测速 */
	    "\xe6\x80\xa7\xe8\x83\xbd",				/* 性能 */
	    "\xed\x85\x8c\xec\x8a\xa4\xed\x8a\xb8",		/* 테스트 */
	    "\xeb\xb2\xa4\xec\xb9\x98\xeb\xa7\x88\xed\x81\xac", /* 벤치마크 */
	    "\xe3\x83\x86\xe3\x82\xb9\xe3\x83\x88",		/* テスト */
	    "\xe3\x83\x99\xe3\x83\xb3\xe3\x83\x81\xe3\x83\x9e\xe3\x83\xbc"
	    "\xe3\x82\xaf", /* ベンチマーク */
	    "benchmarks",
	    "benchmark",
	    "bench",
	    "speed test",
	    "speedtest",
	    "tests",
	    "testing",
	    "test",
	    "reviews",
	    "review",
	    "performance",
	    NULL,
	};
	char t[LABEL_MAX];
	size_t a = 0, e, words = 0, drop = 0;
	struct testname tn;
	int changed = 1;

	if (strlen(title) >= sizeof(t))
		return 0;
	memcpy(t, title, strlen(title) + 1);
	e = strlen(t);
	while (changed) {
		changed = 0;
		while (a < e && strchr(" \t:|-", t[a]))
			a++;
		while (e > a && strchr(" \t:|-", t[e - 1]))
			e--;
		for (size_t k = 0; tests[k] && !changed; k++) {
			size_t l = strlen(tests[k]);
			int cjk = (unsigned char)tests[k][0] >= 0x80;

			if (e - a > l && !strncasecmp(t + e - l, tests[k], l) &&
			    (cjk || strchr(" \t:|-", t[e - l - 1]))) {
				e -= l;
				changed = 1;
			} else if (e - a > l &&
				   !strncasecmp(t + a, tests[k], l) &&
				   (cjk || strchr(" \t:|-", t[a + l]))) {
				a += l;
				changed = 1;
			}
		}
		drop += changed;
	}
	if (!drop || e <= a || e - a >= n)
		return 0;
	t[e] = '\0';
	memmove(t, t + a, e - a + 1);
	e -= a;
	testname_parse(t, e, 0, &tn);
	if (tn.found || tn.metric || tn.cond.op || tn.cond.pattern ||
	    testname_tool(t, e) || doc_prose_term_only(t))
		return 0;
	if (!title_names_system(t, e) && !title_tag_names(t, e, tags) &&
	    !place_and_provider(t, e)) {
		char name[LABEL_MAX];

		if (doc_prose_system(t, e, name, sizeof(name)) == 2)
			return 0;
		for (size_t i = 0; i < e;) {
			size_t w = i;

			/* "Vultr Hosting: London" */
			while (i < e && t[i] != ' ')
				if (!isalnum((unsigned char)t[i++]) &&
				    !(t[i - 1] == ':' &&
				      (i == e || t[i] == ' ')))
					return 0;
			if (!isupper((unsigned char)t[w]) &&
			    !isdigit((unsigned char)t[w]))
				return 0;
			for (size_t k = 0; !words && title_lead[k]; k++)
				if (strlen(title_lead[k]) == i - w &&
				    !strncmp(t + w, title_lead[k], i - w))
					return 0;
			words++;
			while (i < e && t[i] == ' ')
				i++;
		}
		if (words < 2 || words > 5)
			return 0;
	}
	snprintf(out, n, "%s", t);
	return 1;
}

/*
 * The heading of a section holding table piece p's that names a workload
 * (a direction or a pattern: "## Random Write Performance", "## 随机写性能"
 * over "### Machine A" and the table), nearest first, the table's own
 * heading (item head) aside: -1 none.
 */
static long workload_heading(const struct docstate *ds, const struct piece *p,
			     long head)
{
	int level = 7;

	for (size_t k = p->first; k-- > 0 && level > 1;) {
		const struct doc_item *it = &ds->d.items[k];
		struct testname tn;

		if (it->kind != DOC_LINE || !it->heading || it->toc ||
		    it->heading >= level)
			continue;
		level = it->heading;
		if ((long)k == head)
			continue;
		testname_init(&tn);
		testname_parse(it->s, it->len, 0, &tn);
		if (!tn.cdm && tn.n_ops <= 1 &&
		    (tn.n_ops == 1 || tn.cond.pattern != IODB_PATTERN_UNKNOWN))
			return (long)k;
	}
	return -1;
}

/*
 * The conditions stated in the lead-in of the nearest section holding
 * table piece p's section that states any (collect_notes() of the lines
 * between its heading and the next heading): into *out (caller frees),
 * none when no such lead-in states one.  Returns 0 or -ENOMEM.
 */
static int ancestor_notes(struct docstate *ds, const struct piece *p,
			  struct testname **out, size_t *n_out)
{
	int level = 7, own = 1;

	*out = NULL;
	*n_out = 0;
	for (size_t k = p->first; k-- > 0 && level > 1;) {
		const struct doc_item *it = &ds->d.items[k];
		size_t end = k + 1;
		int ret;

		if (it->kind != DOC_LINE || !it->heading || it->toc ||
		    it->heading >= level)
			continue;
		level = it->heading;
		if (own) {
			own = 0; /* the table's own section: read already */
			continue;
		}
		while (end < p->first && !(ds->d.items[end].kind == DOC_LINE &&
					   ds->d.items[end].heading))
			end++;
		ret = collect_notes(ds, k + 1, end, out, n_out, NULL);
		if (ret || *n_out)
			return ret;
		free(*out);
		*out = NULL;
	}
	return 0;
}

/*
 * The name a "<details><summary>Machine A</summary>" block gives the
 * table starting at item first: the nearest summary line above it, only
 * headings that name nothing between ("### Environment", "### Results",
 * line_generic_heading(), setup_heading()), no "</details>" closing the block
 * before it.  Writes it into out (n bytes); returns 1, else 0.
 */
static int details_summary(const struct docstate *ds, size_t first, char *out,
			   size_t n)
{
	for (size_t k = first, seen = 0; k-- > 0 && seen < 200; seen++) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->len >= 10 && memmem(it->s, it->len, "</details>", 10))
			return 0;
		if (summary_line(it))
			return !summary_ui_text(it) &&
			       summary_name(ds, it, out, n);
		if (it->heading && !line_generic_heading(it->s, it->len) &&
		    !setup_heading(it->s, it->len))
			return 0; /* a heading of its own names it */
	}
	return 0;
}

/*
 * What a table piece's context says about it (table_context), with the
 * text and arrays it points into: table_prep_release() frees it.
 */
#define METHOD_EXCEPT 8
struct table_prep {
	struct table_context tc;
	struct testname *notes;
	size_t n_notes;
	struct list_keys keys;	 /* of a parameter list the notes came from */
	struct testname resp[2]; /* respective_notes() */
	struct table_seen *below;
	size_t n_below, cap_below;
	/* per below[]: the piece and result it is (summary_of_cb()) */
	size_t *below_piece, *below_res;
	size_t cap_bpiece, cap_bres;
	struct docstate *mds; /* for summary_of_cb() */
	char joined[2 * LABEL_MAX], plabel[LABEL_MAX];
	char cardname[LABEL_MAX], carddev[64], anc[LABEL_MAX], dname[64];
	char setsys[LABEL_MAX], summary[LABEL_MAX], rephead[LABEL_MAX];
	char headcol[LABEL_MAX], sysname[LABEL_MAX];
	char untested[256], umark[8];
	/* what a test method section says ran otherwise (method_notes()) */
	char except[METHOD_EXCEPT][32];
	const char *exceptp[METHOD_EXCEPT];
	const struct docstate *ds; /* for output_below_cb() */
	size_t last;		   /* the table's last item */
};

/*
 * table_context.output_below for table_prep arg: whether a heading
 * below the table is tool word w (n bytes) alone, or with "output",
 * "results" or "benchmark(s)" after it ("### JMH", "## JMH results"),
 * a code block following it before the next heading: that tool's own
 * output shown in the document.
 */
static int output_below_cb(const void *arg, const char *w, size_t n)
{
	static const char *const tails[] = {
	    "",		  "output",    "outputs",    "results",
	    "raw output", "benchmark", "benchmarks", NULL};
	const struct table_prep *tp = arg;
	const struct docstate *ds = tp->ds;

	for (size_t k = tp->last + 1; k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];
		const char *s = it->s, *e = s ? s + it->len : NULL;
		int tail = 0;

		if (it->kind != DOC_LINE || !it->heading || it->toc)
			continue;
		s += strspn(s, "# *_");
		while (e > s && strchr(" *_:", e[-1]))
			e--;
		if ((size_t)(e - s) < n || strncasecmp(s, w, n) ||
		    (s + n < e && s[n] != ' '))
			continue;
		s += n;
		s += strspn(s, " ");
		for (size_t t = 0; tails[t] && !tail; t++)
			tail = strlen(tails[t]) == (size_t)(e - s) &&
			       !strncasecmp(s, tails[t], (size_t)(e - s));
		if (!tail)
			continue;
		for (size_t j = k + 1; j < ds->d.n; j++) {
			if (ds->d.items[j].kind != DOC_LINE ||
			    ds->d.items[j].heading)
				break;
			if (ds->d.items[j].pre)
				return 1;
		}
	}
	return 0;
}

/*
 * table_context.summary_of for table_prep arg: a row labelled label
 * repeats below[i] alone and was left out as its summary.  The piece of
 * that result keeps the label for its run (relay_run()); rows of two
 * labels over one piece give it none.
 */
static void summary_of_cb(void *arg, size_t i, const char *label)
{
	struct table_prep *tp = arg;
	struct piece *o;
	const struct block_res *b;

	if (i >= tp->n_below || !tp->mds)
		return;
	o = &tp->mds->pieces[tp->below_piece[i]];
	b = &o->res[tp->below_res[i]];
	if (o->sum_label[0] && strcmp(o->sum_label, label))
		o->sum_conflict = 1;
	snprintf(o->sum_label, sizeof(o->sum_label), "%s", label);
	o->sum_line = b->from;
}

static void table_prep_release(struct table_prep *tp)
{
	free(tp->notes);
	free(tp->below);
	free(tp->below_piece);
	free(tp->below_res);
	tp->below_piece = NULL;
	tp->below_res = NULL;
	free(tp->keys.of);
	tp->keys.of = NULL;
	tp->notes = NULL;
	tp->below = NULL;
}

/* Whether one of words (NULL-ended) starts a word of heading s (len
 * bytes). */
static int heading_word(const char *s, size_t len, const char *const *words)
{
	for (size_t i = 0; i < len; i++) {
		if (i && isalpha((unsigned char)s[i - 1]))
			continue;
		for (size_t k = 0; words[k]; k++)
			if (testname_word_at(s, len, i, words[k]))
				return 1;
	}
	return 0;
}

/*
 * Whether heading s (len bytes) names a summary of what the post shows:
 * "Summary", "TL;DR", "Recap", "Conclusion", "Zusammenfassung", "总结".
 */
static int summary_heading(const char *s, size_t len)
{
	static const char *const words[] = {
	    "summary",	  "summaries",	 "tl;dr",	    "tldr",  "recap",
	    "conclusion", "conclusions", "zusammenfassung", "fazit", "résumé",
	    "resumen",	  "riepilogo",	 "итоги",	    "总结",  "まとめ",
	    "요약",	  NULL};

	return heading_word(s, len, words);
}

/*
 * Whether heading s (len bytes) names a digest of the results shown: a
 * summary's words (summary_heading()) or "Analysis", "Comparison",
 * "Overview" (table_context.digest_heading).
 */
static int digest_heading(const char *s, size_t len)
{
	static const char *const words[] = {
	    "analysis",
	    "comparison",
	    "comparisons",
	    "overview",
	    "vergleich",
	    "auswertung",
	    "comparaison",
	    "analyse",
	    "\xeb\xb6\x84\xec\x84\x9d", /* 분석 */
	    "\xe5\x88\x86\xe6\x9e\x90", /* 分析 */
	    NULL};

	return summary_heading(s, len) || heading_word(s, len, words);
}

/*
 * Whether a hand-made table above may restate the figures of an output of
 * format fmt below it (the dry runs' results): fio's, dd's, hdparm's and
 * iozone's; the other tools' results are kept for same_output() only.
 */
static int summarized_below_table(const struct ingest_format *fmt)
{
	return !strncmp(fmt->name, "fio", 3) || fmt == &ingest_dd ||
	       fmt == &ingest_hdparm || fmt == &ingest_iozone;
}

/*
 * Whether table piece p was made from a list or lines of prose (its
 * header and rule lines made on one line of the text: doctext.c's
 * readers; no table drawn by the author) standing under a summary's
 * heading (any heading above it in its chain of sections) or after a
 * tool output imported: a summary list, which may restate the outputs'
 * figures rounded (table_context.summary_list).
 */
static int summary_list(const struct docstate *ds, const struct piece *p)
{
	const struct doc_item *h = &ds->d.items[p->first];
	int level = 7, items = 1;

	if (p->kind != PIECE_TABLE || p->first + 1 > p->last ||
	    h->kind != DOC_LINE || h[1].kind != DOC_LINE)
		return 0;
	/* a list read as a table: each line an item ("- seq read: 44.5
	 * MB/s", "2) ..."), no cell drawn */
	for (size_t i = p->first; i <= p->last && items; i++) {
		const struct doc_item *it = &ds->d.items[i];

		items = it->kind == DOC_LINE && !it->pre &&
			(it->blank ||
			 (list_item_line(it) && !memchr(it->s, '|', it->len)));
	}
	if (!items &&
	    (h->no != h[1].no || !table_md_separator(h[1].s, h[1].len)))
		return 0;
	if (ds->n_seen)
		return 1;
	/* its chain of sections, 2000 items up at most */
	for (size_t i = p->first;
	     i-- > 0 && level > 1 && p->first - i < 2000;) {
		const struct doc_item *it = &ds->d.items[i];

		if (!it->heading || it->heading >= level)
			continue;
		level = it->heading;
		if (summary_heading(it->s, it->len))
			return 1;
	}
	return 0;
}

/*
 * The direction clause s (len bytes) says tests ran: "random write
 * performance", "Write Performance of ext4", "ext4 random write
 * bandwidth" (one direction with a pattern, a metric or a word for a
 * measurement); 0 for none or several.  *pattern gets the access pattern
 * it names (an enum iodb_pattern value, 0 none).
 */
static int clause_direction(const char *s, size_t len, int *pattern)
{
	static const char *const measure[] = {
	    "performance", "speed",	 "test",     "benchmark",
	    "bandwidth",   "throughput", "leistung", "geschwindigkeit",
	    "vitesse",	   "velocidad",	 "velocit",  "性能",
	    "速度",	   "测试",	 "測試",     "テスト",
	    "성능",	   "속도",	 "테스트",   NULL};
	struct testname tn;
	char low[240];

	if (len < 4 || len >= sizeof(low))
		return 0;
	testname_parse(s, len, 0, &tn);
	if (tn.n_ops != 1 || tn.cond.op == IODB_OP_UNKNOWN)
		return 0;
	*pattern = (int)tn.cond.pattern;
	if (tn.cond.pattern != IODB_PATTERN_UNKNOWN ||
	    tn.metric != TESTNAME_NONE)
		return tn.cond.op;
	for (size_t i = 0; i < len; i++)
		low[i] = (char)tolower((unsigned char)s[i]);
	low[len] = '\0';
	for (size_t i = 0; measure[i]; i++)
		if (strstr(low, measure[i]))
			return tn.cond.op;
	return 0;
}

/* the directions the sentences of a text name (table_text_op()) */
struct text_dir {
	int op, pat, pat_clash, says;
};

/*
 * Add the sentences of line s (len bytes) to *td: 1 when one names
 * another direction than those before (the text names several), else 0.
 */
static int text_dir_line(struct text_dir *td, const char *s, size_t len)
{
	size_t b = 0;

	for (size_t e = 0; e <= len; e++) {
		int d, dp = 0;

		if (e < len && !clause_ends_sentence(s, len, e))
			continue;
		d = clause_direction(s + b, e - b, &dp);
		b = e + 1;
		if (!d)
			continue;
		if (td->op && td->op != d)
			return 1;
		td->op = d;
		td->says++;
		if (dp && td->pat && dp != td->pat)
			td->pat_clash = 1;
		if (dp)
			td->pat = dp;
	}
	return 0;
}

/*
 * The one direction the document says table piece p's tests ran
 * (tc->text_op): its metadata title, and the prose and headings of the
 * section holding it (from the heading above it, or the document's
 * start, to the next heading of that level or higher), code, outputs,
 * commands, tables and links aside; each sentence naming one direction
 * with a pattern, a metric or a word for a measurement.  0 when they
 * name none, or several.  *pattern gets the one access pattern those
 * sentences name (0 none, or several), *says how many sentences named
 * the direction.
 */
static int table_text_op(struct docstate *ds, const struct piece *p,
			 int *pattern, int *says)
{
	struct text_dir td = {0};
	size_t from = 0, to = ds->d.n;
	int level = 7, cmd_op = 0;

	*pattern = 0;
	*says = 0;
	/* only a command's direction is ever weighed against it: none, no
	 * reading of the prose */
	for (size_t i = 0; i < ds->n_cmds && !cmd_op; i++)
		cmd_op = ds->cmds[i].cond.cond.op != IODB_OP_UNKNOWN;
	if (!cmd_op)
		return 0;
	for (size_t k = p->first; k-- > 0;)
		if (ds->d.items[k].kind == DOC_LINE && ds->d.items[k].heading) {
			from = k;
			level = ds->d.items[k].heading;
			break;
		}
	for (size_t k = p->last + 1; k < ds->d.n; k++)
		if (ds->d.items[k].kind == DOC_LINE && ds->d.items[k].heading &&
		    ds->d.items[k].heading <= level) {
			to = k;
			break;
		}
	if (ds->title[0] && text_dir_line(&td, ds->title, strlen(ds->title)))
		return 0;
	for (size_t k = from; k < to; k++) {
		const struct doc_item *it = &ds->d.items[k];

		const char *url;
		size_t len;

		if (k >= p->first && k <= p->last)
			continue;
		if (it->kind != DOC_LINE || it->blank || it->pre ||
		    ds->used[k] || it->toc || item_has_command(ds, k, NULL))
			continue;
		/* a bare address names nothing: the line up to the word
		 * holding it ("... using fio benchmark (http://...)."); a
		 * line with a link's text ("[random write](http://...)")
		 * is passed over */
		len = it->len;
		url = memmem(it->s, len, "://", 3);
		if (url) {
			while (url > it->s && url[-1] != ' ')
				url--;
			len = (size_t)(url - it->s);
			if (memchr(it->s, '[', it->len) ||
			    memchr(it->s, '<', it->len))
				continue;
		}
		if (len && text_dir_line(&td, it->s, len))
			return 0;
	}
	*pattern = td.pat_clash ? 0 : td.pat;
	*says = td.says;
	return td.op;
}

/*
 * Whether a line of table piece p names a direction itself (a header
 * "Seq Write", a row "randread 4k"): then the text's direction above
 * does not speak for its cells alone.
 */
static int table_names_op(const struct docstate *ds, const struct piece *p)
{
	for (size_t k = p->first; k <= p->last && k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];
		struct testname tn;

		if (it->kind != DOC_LINE || it->blank)
			continue;
		testname_parse(it->s, it->len, 0, &tn);
		if (tn.n_ops || tn.cond.op != IODB_OP_UNKNOWN)
			return 1;
	}
	return 0;
}

/*
 * The context of table piece p (its index-th table) into *tp (zeroed
 * first): 0 when the table is to be read, 1 when it is not imported
 * (said why), or a negative errno.  Caller releases *tp whatever the
 * outcome.
 */
/*
 * Whether a command of tool (its command word) or an output of it stands
 * in the section of item first, above it.
 */
static int section_runs_tool(struct docstate *ds, size_t first,
			     const char *tool)
{
	size_t from = section_of(ds, first);

	for (size_t j = 0; j < ds->n_cmds; j++)
		if (ds->cmd_item[j] >= from && ds->cmd_item[j] < first &&
		    !strcmp(ds->cmds[j].tool, tool))
			return 1;
	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *o = &ds->pieces[i];

		if (o->kind == PIECE_TOOL && o->first >= from &&
		    o->first < first && o->tool && !strcmp(o->tool, tool))
			return 1;
	}
	return 0;
}

/*
 * Whether the document shows an output of tool (its command word): its
 * results are printed as the tool printed them, a hand table elsewhere
 * may be anyone's.  A post of commands and tables alone ("Как мерил"
 * over its dd commands, then the table of its results) has none.
 */
static int doc_has_output(struct docstate *ds, const char *tool)
{
	for (size_t i = 0; i < ds->n_pieces; i++)
		if (ds->pieces[i].kind == PIECE_TOOL && ds->pieces[i].tool &&
		    !strcmp(ds->pieces[i].tool, tool))
			return 1;
	return 0;
}

/*
 * Whether s (n bytes) names a script other than tool: a word ending in
 * ".sh", ".py", ".pl" or ".ps1" after a letter or digit, or "./name"
 * ("I ran `mybench.sh`:", "(`./run_all --stress`)"), tool not in it.
 */
static int names_other_script(const char *s, size_t n, const char *tool)
{
	static const char *const ext[] = {".sh", ".py", ".pl", ".ps1", NULL};
	size_t tl = strlen(tool);

	for (size_t b = 0, e; b < n; b = e + 1) {
		int script = 0;

		while (b < n && strchr(" \t`'\"(", s[b]))
			b++;
		for (e = b; e < n && !strchr(" \t`'\"():,;", s[e]); e++)
			;
		if (e - b > 2 && s[b] == '.' && s[b + 1] == '/' &&
		    isalnum((unsigned char)s[b + 2]))
			script = 1;
		for (size_t x = 0; ext[x] && !script; x++) {
			size_t l = strlen(ext[x]);

			script = e - b > l && !strncmp(s + e - l, ext[x], l) &&
				 isalnum((unsigned char)s[e - l - 1]);
		}
		if (script && !memmem(s + b, e - b, tool, tl))
			return 1;
	}
	return 0;
}

/*
 * Whether the lines of the section of the table at item first, above it,
 * name a script other than tool (names_other_script()): the program whose
 * output the table is ("### Stress test" / "I ran `mybench.sh`:" / the
 * table), not the tool whose command stands in another section.
 */
static int section_names_script(struct docstate *ds, size_t first,
				const char *tool)
{
	for (size_t k = section_of(ds, first); k < first; k++) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind == DOC_LINE && !it->blank && !it->pre &&
		    !ds->used[k] && names_other_script(it->s, it->len, tool))
			return 1;
	}
	return 0;
}

/*
 * Whether the nearest line above the table at item first that names a
 * benchmark, before any output the document read, names another than
 * tool: "You could compare speeds ... using the Disk Utility." / "I just
 * did. See the results table:" over a hand table in a thread whose
 * commands are all hdparm's.  The table is that benchmark's, in its unit
 * convention, not hdparm's (a line naming tool, or its command, first:
 * tool's).
 */
static int nearest_names_other_tool(struct docstate *ds, size_t first,
				    const char *tool)
{
	for (size_t k = first; k-- > 0;) {
		const struct doc_item *it = &ds->d.items[k];
		const char *t;

		if (ds->used[k] == 2)
			return 0;
		if (it->kind != DOC_LINE || it->blank || !it->s)
			continue;
		t = testname_tool(it->s, it->len);
		if (t)
			return strcmp(t, tool) != 0;
		if (doctext_names_gui_summary_tool(it->s))
			return 1;
	}
	return 0;
}

/*
 * Whether the lead-in right above the table at item first ends in a
 * sentence stating the unit of its figures ("... five HDDs in a RAIDz
 * pool. Results in MB/s:"): one metric with its unit, no figure.
 */
static int lead_in_unit(struct docstate *ds, size_t first)
{
	long k = above(ds, first, 1);
	const struct doc_item *it;
	struct testname tn;
	size_t b = 0;

	if (k < 0)
		return 0;
	it = &ds->d.items[k];
	for (size_t i = 0; i + 1 < it->len; i++)
		if (strchr(".!?", it->s[i]) && it->s[i + 1] == ' ')
			b = i + 2;
	for (size_t i = b; i < it->len; i++)
		if (isdigit((unsigned char)it->s[i]))
			return 0;
	testname_parse(it->s + b, it->len - b, 0, &tn);
	return tn.metric != TESTNAME_NONE && tn.metrics == 1 && tn.unit[0];
}

/* Cell (r, c) of t without emphasis around it: into dst (n bytes). */
static void plain_cell(const struct table *t, size_t r, size_t c, char *dst,
		       size_t n)
{
	const char *s = table_cell(t, r, c);
	size_t len = strlen(s);

	while (len && (*s == '*' || *s == '_' || *s == ' '))
		s++, len--;
	while (len && strchr("*_ ", s[len - 1]))
		len--;
	snprintf(dst, n, "%.*s", (int)len, s);
}

/*
 * Whether tables a and b, of the same columns, hold a row of the same
 * name (first cell): *same tells whether every such row is the same in
 * every cell (a copy of the other).
 */
static int tables_share_rows(const struct table *a, const struct table *b,
			     int *same)
{
	int shared = 0;

	*same = 1;
	for (size_t i = 1; i < a->rows; i++) {
		char x[256], y[256];

		plain_cell(a, i, 0, x, sizeof(x));
		if (!x[0] || strspn(x, "-: ") == strlen(x))
			continue;
		for (size_t j = 1; j < b->rows; j++) {
			plain_cell(b, j, 0, y, sizeof(y));
			if (strcmp(x, y))
				continue;
			shared = 1;
			for (size_t c = 1; c < a->cols; c++)
				if (strcmp(table_cell(a, i, c),
					   table_cell(b, j, c)))
					*same = 0;
		}
	}
	return shared;
}

/*
 * Two tables of the same header row under different headings ("### Machine
 * - 4v CPU 16GB RAM", "### Machine - 16v CPU 60GB RAM") whose rows bear
 * the same names ("| Device (NVMe device + XFS) | 98.6k | 385MiB/s |" in
 * both) with other figures: the heading is what tells a reader the two
 * rows apart, so it goes before the rows' names (tc->repeat_heading).
 * Into dst (n bytes) the heading's text for table piece p; 0 when no
 * such other table stands in the document, the headings are the same, or
 * every shared row is a copy (a table pasted twice, a summary repeated).
 */
static int repeat_heading_of(const struct docstate *ds, const struct piece *p)
{
	const struct table *t = p->table;
	size_t h = heading_item_above(ds, p->first);
	char own[LABEL_MAX], other[LABEL_MAX];
	int found = 0;

	if (!t || t->rows < 3 || t->cols < 2 || h == SIZE_MAX)
		return 0;
	label_text(own, sizeof(own), ds->d.items[h].s, ds->d.html);
	own[strip_len(own)] = '\0';
	if (!own[0] || line_generic_heading(own, strlen(own)) ||
	    heading_names_test(own))
		return 0;
	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *o = &ds->pieces[i];
		const struct table *u = o->table;
		size_t oh;
		int same = 0;

		if (o == p || o->kind != PIECE_TABLE || !u ||
		    u->cols != t->cols)
			continue;
		for (size_t c = 0; c < t->cols && !same; c++)
			same = strcmp(table_cell(t, 0, c), table_cell(u, 0, c));
		if (same)
			continue; /* another header */
		oh = heading_item_above(ds, o->first);
		if (oh == SIZE_MAX || oh == h)
			continue;
		label_text(other, sizeof(other), ds->d.items[oh].s, ds->d.html);
		other[strip_len(other)] = '\0';
		if (!strcmp(own, other) || !tables_share_rows(t, u, &same))
			continue;
		if (same)
			return 0; /* a copy: the "given again" rules read it */
		found = 1;
	}
	return found;
}

static int repeat_heading(struct docstate *ds, const struct piece *p, char *dst,
			  size_t n)
{
	size_t i = (size_t)(p - ds->pieces), h;

	if (!ds->rep) {
		ds->rep = calloc(ds->n_pieces + 1, 1);
		if (!ds->rep)
			return 0;
		ds->rep_n = ds->n_pieces;
		for (size_t k = 0; k < ds->n_pieces; k++)
			ds->rep[k] = (unsigned char)repeat_heading_of(
			    ds, &ds->pieces[k]);
	}
	if (p < ds->pieces || i >= ds->rep_n || !ds->rep[i])
		return 0;
	h = heading_item_above(ds, p->first);
	label_text(dst, n, ds->d.items[h].s, ds->d.html);
	dst[strip_len(dst)] = '\0';
	return dst[0] != '\0';
}

/* Whether w stands in s as a word of its own (case ignored). */
static int names_word(const char *s, const char *w)
{
	const char *const words[] = {w, NULL};

	return w[0] && testname_first_word(s, strlen(s), words) >= 0;
}

/*
 * A table of one column's results given again under a heading naming the
 * column: "| Filesystem | Power-saver | Balanced | Performance |" with
 * rows "Btrfs NOCOW", "XFS", then "## Balanced-profile comparison with
 * APFS" over "| Filesystem | Sequential read | ... |" of the same rows.
 * The rows' names alone are each system's under every column of the
 * other table; the column the heading names is what tells which.  Into
 * dst (n bytes) the other table's header cell the heading of table piece
 * p names as a word, when exactly one other table has two rows or more
 * of the same names as p's (first cell) and exactly one of its header
 * cells (after the first) is so named: a name of no test, no metric and
 * no column of p, that the other table's own heading does not name;
 * the other table into *of (only its rows' systems take the column).
 * 1, else 0.
 */
static int heading_column(const struct docstate *ds, const struct piece *p,
			  char *dst, size_t n, const struct table **of)
{
	const struct table *t = p->table;
	size_t h = heading_item_above(ds, p->first);
	char own[LABEL_MAX], found[LABEL_MAX] = "";
	const struct table *col_of = NULL;
	int tables = 0;

	if (!t || t->rows < 3 || t->cols < 2 || h == SIZE_MAX)
		return 0;
	label_text(own, sizeof(own), ds->d.items[h].s, ds->d.html);
	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *o = &ds->pieces[i];
		const struct table *u = o->table;
		size_t oh;
		char x[LABEL_MAX], y[LABEL_MAX], other[LABEL_MAX] = "";
		int shared = 0, named = 0;

		if (o == p || o->kind != PIECE_TABLE || !u || u->cols < 3)
			continue;
		for (size_t r = 1; r < t->rows; r++) {
			plain_cell(t, r, 0, x, sizeof(x));
			for (size_t j = 1; x[0] && j < u->rows; j++) {
				plain_cell(u, j, 0, y, sizeof(y));
				if (!strcmp(x, y)) {
					shared++;
					break;
				}
			}
		}
		if (shared < 2)
			continue;
		tables++;
		oh = heading_item_above(ds, o->first);
		if (oh != SIZE_MAX)
			label_text(other, sizeof(other), ds->d.items[oh].s,
				   ds->d.html);
		for (size_t c = 1; c < u->cols; c++) {
			struct testname tn;
			size_t yl;
			int mine = 0;

			plain_cell(u, 0, c, y, sizeof(y));
			yl = strlen(y);
			if (!yl || !names_word(own, y) || names_word(other, y))
				continue;
			testname_parse(y, yl, 0, &tn);
			for (size_t k = 0; k < t->cols && !mine; k++) {
				plain_cell(t, 0, k, x, sizeof(x));
				mine = !strcasecmp(x, y);
			}
			if (tn.found || tn.metric != TESTNAME_NONE ||
			    tn.other || mine)
				return 0;
			named++;
			snprintf(found, sizeof(found), "%s", y);
			col_of = u;
		}
		if (named != 1)
			return 0;
	}
	if (tables != 1 || !found[0])
		return 0;
	snprintf(dst, n, "%s", found);
	*of = col_of;
	return 1;
}

/*
 * Whether line s (len bytes) titles a section of a script's output: a
 * title framed in dashes ("-----内存测试--感谢lemonbench开源-----", the ecs
 * / 融合怪 script's) or LemonBench's arrow line ("-> Memory Test Test
 * (Fast Mode, 1-Pass @ 5sec)"); 2 the framed one, which starts a section.
 */
static int script_section_title(const char *s, size_t len)
{
	struct text_line l = line_trim((struct text_line){s, len, 0});

	if (l.len > 2 && !memcmp(l.s, "->", 2))
		return 1;
	return l.len > 6 && !strncmp(l.s, "---", 3) &&
		       !strncmp(l.s + l.len - 3, "---", 3)
		   ? 2
		   : 0;
}

/*
 * The memory word of the script's section title that table p's lines
 * follow in their output (the ecs / 融合怪 script's
 * "-----内存测试--感谢lemonbench开源-----" and " -> 内存测试 Test (Fast
 * Mode, ...)" over "单线程读测试:\t\t44594.99 MB/s"): the table holds a
 * memory test's rates, no storage's; NULL none.  Only section titles and
 * blank lines may stand between; a title naming storage ("磁盘dd读写测试")
 * is the disk test's.
 */
static const char *table_memory_section(struct docstate *ds,
					const struct piece *p)
{
	for (size_t k = p->first; k-- > 0;) {
		const struct doc_item *it = &ds->d.items[k];
		const char *w;
		int title;

		if (it->kind != DOC_LINE || ds->used[k])
			return NULL;
		if (it->blank)
			continue;
		title = script_section_title(it->s, it->len);
		if (!title || table_names_storage(it->s, it->len))
			return NULL;
		w = table_nonstorage(it->s, it->len);
		if (w && memory_word(w))
			return w;
		if (title == 2)
			return NULL;
	}
	return NULL;
}

/*
 * Whether every word of header h (letters and digits; "Compute (R6715)")
 * stands as a word in heading s (len bytes: "Compute Nodes — Dell R6715
 * (w0001–w0005)"), one word at least.
 */
static int header_words_in(const char *h, const char *s, size_t len)
{
	size_t words = 0;

	for (size_t i = 0; h[i];) {
		size_t n = 0;
		char w[48];
		int found = 0;

		while (h[i] && !isalnum((unsigned char)h[i]))
			i++;
		while (isalnum((unsigned char)h[i + n]))
			n++;
		if (!n)
			break;
		if (n >= sizeof(w))
			return 0;
		memcpy(w, h + i, n);
		w[n] = '\0';
		for (size_t k = 0; k + n <= len && !found; k++)
			found =
			    (!k || !isalnum((unsigned char)s[k - 1])) &&
			    !strncasecmp(s + k, w, n) &&
			    (k + n == len || !isalnum((unsigned char)s[k + n]));
		if (!found)
			return 0;
		words++;
		i += n;
	}
	return words > 0;
}

/*
 * The column of conditions table t (a setup table, post_cond_table()) that
 * speaks for a table under heading hd (hl bytes): the one value column of
 * a two-column table; of several (one a platform: "| Parameter | Compute
 * (R6715) | GPU1 (XE7745) |"), the one whose header's words all stand in
 * that heading ("## Compute Nodes — Dell R6715"), when no other does;
 * none naming it, the first when every row says the same in all; else 0.
 */
static size_t cond_table_column(const struct table *t, const char *hd,
				size_t hl)
{
	size_t col = 0, n = 0;

	if (t->cols == 2)
		return 1;
	for (size_t c = 1; hd && c < t->cols; c++)
		if (header_words_in(table_cell(t, 0, c), hd, hl)) {
			col = c;
			n++;
		}
	if (n == 1)
		return col;
	if (n > 1)
		return 0;
	for (size_t r = 1; r < t->rows; r++)
		for (size_t c = 2; c < t->cols; c++)
			if (strcmp(table_cell(t, r, c), table_cell(t, r, 1)))
				return 0;
	return 1;
}

/*
 * A fio table's conditions from the nearest table of the tests'
 * conditions above it (a setup table, post_cond_table()) whose rows name
 * tests: "| Sequential write | 1M BS, QD=8, 30 s, direct I/O |", "|
 * Random 4K read | 4K BS, QD=32, ... |" are read as the list items
 * "- Sequential write: 1M BS, QD=8, ..." of a parameters list are
 * (params_list_notes(): each row its test's notes, keyed), the rows
 * naming an option ("| fio numjobs | 1 |", cond_key_option()) a note
 * for every test.  The column is cond_table_column()'s for the table's
 * section heading.  *direct is set when a row says direct I/O and none
 * says otherwise.  Nothing when no row names a test.
 */
static int cond_table_notes(struct docstate *ds, const struct piece *p,
			    const char *tool, struct testname **out,
			    size_t *n_out, int *direct, struct list_keys *lk)
{
	const struct table *t = NULL;
	size_t alloc = 0, col, tests = 0, said = 0, against = 0;
	long hd;

	*out = NULL;
	*n_out = 0;
	*direct = 0;
	if (!tool || strcmp(tool, "fio"))
		return 0;
	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *q = &ds->pieces[i];
		const struct table *qt = q->table;
		long h;
		const char *cap;
		size_t cap_len;

		if (q->last >= p->first)
			break;
		if (q->kind != PIECE_TABLE || !qt || qt->cols < 2 ||
		    qt->cols > 4 || qt->rows < 3 || qt->rows > 30)
			continue;
		h = heading_above(ds, q->first);
		cap = qt->caption ? qt->caption
		      : h >= 0	  ? ds->d.items[h].s
				  : NULL;
		cap_len = qt->caption ? strlen(qt->caption)
			  : h >= 0    ? ds->d.items[h].len
				      : 0;
		if (cap && setup_caption(cap, cap_len))
			t = qt;
	}
	if (!t)
		return 0;
	hd = heading_across(ds, p->first);
	col = cond_table_column(t, hd >= 0 ? ds->d.items[hd].s : NULL,
				hd >= 0 ? ds->d.items[hd].len : 0);
	if (!col)
		return 0;
	for (size_t r = 1; r < t->rows; r++) {
		const char *k = table_cell(t, r, 0), *v = table_cell(t, r, col);
		const char *opt = cond_key_option(k);
		struct testname key;
		char line[256];
		size_t before = *n_out;
		int len, d;

		testname_parse(k, strlen(k), 0, &key);
		if (!*v)
			continue;
		if (!opt && key_of_test(&key) && strlen(k) < 48 &&
		    !strchr(k, ':')) {
			len = snprintf(line, sizeof(line), "%s: %s", k, v);
			if (len <= 0 || (size_t)len >= sizeof(line))
				continue;
			if (line_notes(line, (size_t)len, 0, 0, out, n_out,
				       &alloc) ||
			    list_key_notes(lk, line, (size_t)len, *out, before,
					   *n_out))
				return -ENOMEM;
			tests++;
			d = method_says_direct(v, strlen(v));
			said |= d == 1;
			against |= d == -1;
		} else if (opt && strcmp(opt, "rw")) {
			struct iodb_cond o = IODB_COND_INIT;
			struct testname tn;

			if (!cond_value(opt, v, &o))
				continue;
			if (!strcmp(opt, "direct")) {
				said |= o.direct == 1;
				against |= o.direct == 0;
				continue;
			}
			testname_init(&tn);
			tn.cond.bs = o.bs;
			tn.cond.iodepth = o.iodepth;
			tn.cond.numjobs = o.numjobs;
			if (ALLOC_GROW(*out, *n_out + 1, alloc))
				return -ENOMEM;
			(*out)[(*n_out)++] = tn;
			if (list_key_notes(lk, k, 0, *out, before, *n_out))
				return -ENOMEM;
		}
	}
	if (!tests) {
		free(*out);
		*out = NULL;
		*n_out = 0;
		return 0;
	}
	*direct = said && !against;
	return 0;
}

/*
 * Append the n_more notes more (a conditions table's, farther) to the n
 * notes (nearer ones) of *notes, each without the fields any nearer
 * note states: those stay the nearer notes'.  Their keys are none (the
 * notes are then told apart by their tests alone).
 */
static int notes_below(struct testname **notes, size_t *n,
		       const struct testname *more, size_t n_more)
{
	int bs = 0, qd = 0, nj = 0;
	struct testname *grown;

	for (size_t i = 0; i < *n; i++) {
		bs |= (*notes)[i].cond.bs > 0;
		qd |= (*notes)[i].cond.iodepth > 0;
		nj |= (*notes)[i].cond.numjobs > 0;
	}
	grown = realloc(*notes, (*n + n_more) * sizeof(**notes));
	if (!grown)
		return -ENOMEM;
	*notes = grown;
	for (size_t i = 0; i < n_more; i++) {
		struct testname tn = more[i];

		if (bs)
			tn.cond.bs = -1;
		if (qd)
			tn.cond.iodepth = -1;
		if (nj)
			tn.cond.numjobs = -1;
		if (tn.cond.bs > 0 || tn.cond.iodepth > 0 ||
		    tn.cond.numjobs > 0)
			grown[(*n)++] = tn;
	}
	return 0;
}

/*
 * The lines of the document that print a rate beside the bytes and the
 * time it took (table_rate_proof_line()), read once: a table restating
 * those rates takes the base they were proven in.
 */
static void rate_proofs(struct docstate *ds)
{
	if (ds->proofs_read)
		return;
	ds->proofs_read = 1;
	for (size_t k = 0; k < ds->d.n && ds->n_proofs < 64; k++) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind == DOC_LINE && !it->blank &&
		    table_rate_proof_line(it->s, it->len,
					  &ds->proofs[ds->n_proofs]))
			ds->n_proofs++;
	}
}

static int prep_table_piece(struct docstate *ds, const struct piece *p,
			    int index, struct table_prep *tp)
{
	long head = table_heading(ds, p);
	long card;
	const char *other = table_foreign_bench(ds, p);
	long other_head, note, cap;
	int ret, by_cmds;
	char tbuf[LABEL_MAX];
	const char *title;

	memset(tp, 0, sizeof(*tp));

	/* "The vendor claims:" over "- Sequential Read: 7000 MB/s" read
	 * as a table: a maker's figures, no run's (run_block() says the
	 * same of a tool's list) */
	if (above(ds, p->first, 1) >= 0 &&
	    claim_caption(&ds->d.items[above(ds, p->first, 1)]) &&
	    list_item_line(&ds->d.items[p->first])) {
		ingest_warn(ds->ctx, ds->d.items[p->first].no, 1,
			    "table %d not imported: a maker's figures (the "
			    "line above says they are claimed or rated), no "
			    "measurement",
			    index);
		return 1;
	}
	if (other) {
		ingest_warn(
		    ds->ctx, ds->d.items[p->first].no, 1,
		    "table %d not imported: the results of %s above it, "
		    "no storage benchmark",
		    index, other);
		return 1;
	}
	other = table_monitor(ds, p);
	if (other) {
		/* "$ ceph iostat -p 5" over "| 0 B/s | 0 B/s | 0 | 0 |" */
		ingest_warn(ds->ctx, ds->d.items[p->first].no, 1,
			    "table %d not imported: the live counters of the "
			    "monitoring tool '%s' run above it, no "
			    "benchmark's results",
			    index, other);
		return 1;
	}
	/* "性能测试结果示例：" ("performance test results, example") or
	 * "## Example results" over the table: an illustration, as an
	 * output that "might look like this" is (table_example_heading();
	 * not "Example: results on my NAS") */
	cap = above(ds, p->first, 1);
	if ((cap >= 0 && table_example_heading(ds->d.items[cap].s)) ||
	    (head >= 0 && table_example_heading(ds->d.items[head].s))) {
		ingest_warn(ds->ctx, ds->d.items[p->first].no, 1,
			    "table %d not imported: its title says it holds "
			    "example figures, no measurement",
			    index);
		return 1;
	}
	tp->tc.doc_title = ds->title[0] ? ds->title : NULL;
	rate_proofs(ds);
	tp->tc.proofs = ds->proofs;
	tp->tc.n_proofs = ds->n_proofs;
	tp->ds = ds;
	tp->last = p->last;
	tp->tc.output_below = output_below_cb;
	tp->tc.output_below_arg = tp;
	tp->mds = ds;
	tp->tc.summary_of = summary_of_cb;
	tp->tc.summary_of_arg = tp;
	note = table_unit_note(ds, p);
	tp->tc.unit_note = note >= 0 ? ds->d.items[note].s : NULL;
	{
		/* "The units are MB/s and the format is Write/Read" above:
		 * the order of each "a/b" cell's figures, and its unit when
		 * the table names none (as a note under it would) */
		long po = pair_order_note(ds, p, &tp->tc.order);

		struct testname pu;

		if (po >= 0 && !tp->tc.unit_note &&
		    (testname_parse(ds->d.items[po].s, ds->d.items[po].len, 0,
				    &pu),
		     pu.metric != TESTNAME_NONE && pu.metrics == 1 &&
			 pu.unit[0]))
			tp->tc.unit_note = ds->d.items[po].s;
	}
	/* else the unit the post states once for all its figures ("All
	 * figures below are MB/s.") above it */
	if (!tp->tc.unit_note)
		tp->tc.unit_note = post_unit(ds, p->first);
	if (!tp->tc.unit_note)
		stated_figures(ds, p, &tp->tc);
	post_conds(ds, p->first, &tp->tc);
	tp->tc.section_bs = section_bs(ds, p->first);
	{
		int says = 0, pat = 0;

		tp->tc.text_op = table_text_op(ds, p, &pat, &says);
		/* said twice or more (the title and a sentence, a heading),
		 * over a table naming no direction of its own: the text's
		 * direction and pattern are its tests' */
		if (tp->tc.text_op && says >= 2 && !table_names_op(ds, p)) {
			tp->tc.text_apply = 1;
			tp->tc.text_pattern = pat;
		}
	}
	/* "**典型性能数据**：" right above the table, under "### 3.2 性能对比"
	 * that table_heading() reads it under: typical figures */
	cap = above(ds, p->first, 4);
	if (cap >= 0 && table_typical_heading(ds->d.items[cap].s))
		tp->tc.typical_caption = 1;
	{
		long cl = section_claim(ds, p, figures_claimed_line);

		tp->tc.claim_prose = cl >= 0 ? ds->d.items[cl].s : NULL;
		cl = section_claim(ds, p, figures_theoretical_line);
		tp->tc.theory_prose = cl >= 0 ? ds->d.items[cl].s : NULL;
	}
	tp->tc.script_names = ds->d.items[p->first].script;
	tp->tc.result_of = ds->d.items[p->first].cmd_line;
	/* "**Test parameters:** 1GB test file, direct I/O, libaio engine"
	 * right above the table: what its runs used, as a post's "all tests
	 * used direct I/O" says of every table (and, as that, not where a
	 * command ran without it or the table speaks of the cache) */
	cap = above(ds, p->first, 1);
	if (!tp->tc.post_direct && cap >= 0 &&
	    testname_says_direct(ds->d.items[cap].s, ds->d.items[cap].len) == 1)
		tp->tc.post_direct = 1;
	if (p->table && table_direct_note(ds, p, tp->dname, sizeof(tp->dname)))
		tp->tc.direct_name = tp->dname;
	if (p->table && table_untested_note(ds, p, tp->untested,
					    sizeof(tp->untested), tp->umark)) {
		tp->tc.untested_note = tp->untested;
		tp->tc.untested_mark = tp->umark[0] ? tp->umark : NULL;
	}
	tp->tc.index = index;
	if (head >= 0) {
		long lab = table_label_line(ds, p), hd;
		const struct doc_item *h = &ds->d.items[head];

		tp->tc.heading = h->s;
		tp->tc.heading_line = h->no;
		/* a caption naming only the metric ("**IOPS**", "**Latency
		 * (Microsecond)**") under the section's heading ("## Random
		 * Read"): both say what the table holds */
		hd = section_start(h) ? -1 : heading_across(ds, p->first);
		if (hd >= 0 && hd < head) {
			struct testname tn;

			if (!testname_parse(h->s, h->len, 0, &tn) &&
			    tn.metric != TESTNAME_NONE &&
			    ds->d.items[hd].len + h->len + 4 <
				sizeof(tp->joined)) {
				snprintf(tp->joined, sizeof(tp->joined),
					 "%.*s / %.*s",
					 (int)ds->d.items[hd].len,
					 ds->d.items[hd].s, (int)h->len, h->s);
				tp->tc.heading = tp->joined;
			}
		}
		/* "## Hetzner CX22" over the section's one table or
		 * output: the heading names its system, as over a dd
		 * output, however many sections the post has */
		if ((ds->headings_name_systems && heading_may_name(ds, lab)) ||
		    lone_system_heading(ds, p, lab)) {
			tp->tc.label_heading = ds->d.items[lab].s;
			tp->tc.heading_names_system = 1;
			/* "## Plain block readings" beside "## With CAAM
			 * Acceleration": the setup before the word for
			 * the figures */
			if (ds->headings_name_systems &&
			    setup_readings(ds->d.items[lab].s,
					   ds->d.items[lab].len, tp->plabel,
					   sizeof(tp->plabel)))
				tp->tc.label_heading = tp->plabel;
		}
	}
	/* a line right above it describing the device tested, as
	 * sbc-bench prints it: its name labels the figures, its path is
	 * their device */
	card = above(ds, p->first, 1);
	if (card >= 0 &&
	    line_device_card(ds->d.items[card].s, ds->d.items[card].len,
			     tp->cardname, sizeof(tp->cardname), tp->carddev,
			     sizeof(tp->carddev))) {
		tp->tc.label_heading = tp->cardname;
		tp->tc.heading_names_system = 1;
		tp->tc.device = tp->carddev;
	} else if (card >= 0 &&
		   line_df_row(ds->d.items[card].s, ds->d.items[card].len,
			       tp->carddev, sizeof(tp->carddev))) {
		/* df's row of the file system tested right above the table
		 * (a wrapper prints it before its figures): its device */
		tp->tc.device = tp->carddev;
	} else if (card >= 0 &&
		   (head < 0 || head == card || doc_title_heading(ds, head)) &&
		   described_drive_line(&ds->d.items[card], tp->cardname,
					sizeof(tp->cardname))) {
		/* "Description: **Samsung PM991a ... on Pi 5 ...**" right
		 * above it, only the document's title over both: the drive
		 * (and the set-up) the line names, nearer than the title */
		tp->tc.label_heading = tp->cardname;
		tp->tc.heading_names_system = 1;
	}
	/* "# ASUS NUC15" / "## AsyncFile test" / "### 1 GiB / 1 MiB" over
	 * the table: the heading naming the system, not the sizes'; a
	 * "Tested drive:" line above says it nearer */
	if (head >= 0 && !tp->tc.device &&
	    !(ds->tested[0] && ds->tested_item < p->first)) {
		long lab = table_label_line(ds, p);

		if (lab >= 0 &&
		    (!tp->tc.label_heading ||
		     tp->tc.label_heading == ds->d.items[lab].s) &&
		    ancestor_system_heading(ds, (size_t)lab, tp->anc,
					    sizeof(tp->anc)) >= 0) {
			tp->tc.label_heading = tp->anc;
			tp->tc.heading_names_system = 1;
		} else if (lab >= 0 && !tp->tc.label_heading &&
			   section_line_over_results(ds, lab, tp->anc,
						     sizeof(tp->anc)) >= 0) {
			tp->tc.label_heading = tp->anc;
			tp->tc.heading_names_system = 1;
		}
	}
	/* "/opt/lfs01" over a write-IOPS script's summary lines, in their
	 * block (files_threads_table()): the target they measured names
	 * them */
	card = above(ds, p->first, 1);
	if (ds->d.items[p->first].own_script && card >= 0 &&
	    ds->d.items[card].own_script == 2) {
		tp->tc.label_heading = ds->d.items[card].s;
		tp->tc.heading_names_system = 1;
	}
	char lead_name[sizeof(tp->plabel)];
	long lead;

	/* "### Running in a PC" over "A 1TB SSD connected to one of the
	 * board's USB ports, tested with CrystalDiskMark:" over the table:
	 * the sentence names the system, nearer than a heading naming none
	 * (where or how it ran) */
	lead = table_label_line(ds, p);
	if (tp->tc.label_heading && lead >= 0 &&
	    tp->tc.label_heading == ds->d.items[lead].s) {
		const struct doc_item *h = &ds->d.items[lead];
		char hs[LABEL_MAX];

		/* the screenshot's line between ("![CrystalDiskMark results
		 * for ...](...)"): a picture, the sentence names it */
		if ((doctext_image_line(h->s, h->len) ||
		     (h->heading &&
		      !doc_prose_system(h->s, h->len, hs, sizeof(hs)) &&
		      !title_names_system(h->s, h->len))) &&
		    table_intro_system(ds, p, tp->plabel, sizeof(tp->plabel))) {
			tp->tc.label_heading = tp->plabel;
			tp->tc.heading_names_system = 1;
		}
	}

	/* a table under no heading or caption that names it: the setup
	 * line above it that differs from another table's (the test
	 * platform), else the system the prose just before it names */
	if ((!tp->tc.label_heading ||
	     (ds->title[0] && !strcmp(tp->tc.label_heading, ds->title)) ||
	     title_label(ds, p, tp->tc.label_heading)) &&
	    table_run_caption(ds, p, tp->plabel, sizeof(tp->plabel))) {
		/* "# Performance regression" / "Before this commit:" right
		 * above it: the run's caption, nearer than the document's
		 * title */
		tp->tc.label_heading = tp->plabel;
		tp->tc.heading_names_system = 1;
	} else if ((lead = table_lead_in(ds, p, lead_name,
					 sizeof(lead_name))) >= 0 &&
		   (!tp->tc.label_heading ||
		    tp->tc.label_heading == ds->d.items[lead].s ||
		    (ds->title[0] &&
		     !strcmp(tp->tc.label_heading, ds->title)) ||
		    title_label(ds, p, tp->tc.label_heading))) {
		/* "The test result using libaio is as follows:" over the
		 * block: the configuration it names, not the sentence whole
		 * nor the title */
		memcpy(tp->plabel, lead_name, sizeof(tp->plabel));
		tp->tc.label_heading = tp->plabel;
		tp->tc.heading_names_system = 1;
	} else if (!tp->tc.label_heading &&
		   table_setup_label(ds, p, tp->plabel, sizeof(tp->plabel))) {
		tp->tc.label_heading = tp->plabel;
		tp->tc.heading_names_system = 1;
	} else if (!tp->tc.label_heading &&
		   (table_prose_label(ds, p, tp->plabel, sizeof(tp->plabel)) ||
		    /* "A 1TB SSD connected to ..., tested with
		     * CrystalDiskMark:" over it, under a heading */
		    table_intro_system(ds, p, tp->plabel,
				       sizeof(tp->plabel)))) {
		tp->tc.label_heading = tp->plabel;
		tp->tc.heading_names_system = 1;
	} else if (!tp->tc.label_heading &&
		   system_heading(ds, p, 1, tp->plabel, sizeof(tp->plabel)) >=
		       0) {
		/* "## 集群测试(RBD-块存储)" over the section: the system its
		 * brackets name, the rest test words */
		tp->tc.label_heading = tp->plabel;
		tp->tc.heading_names_system = 1;
	} else if (!tp->tc.label_heading && tested_over(ds, p)) {
		/* "- **Disco analisado**: WDC PC SN530 ..." further up:
		 * the one disk the document says it tested */
		tp->tc.label_heading = ds->tested;
		tp->tc.heading_names_system = 1;
	} else if (!tp->tc.label_heading &&
		   (title = doc_title(ds, tbuf, sizeof(tbuf))) &&
		   title_may_name(title) && posts(ds) < 2 &&
		   (lone_output(ds) ? !title_names_system(title, strlen(title))
				    : outputs_unnamed(ds)) &&
		   title_system_part(title, ds->tags, tp->plabel,
				     sizeof(tp->plabel))) {
		/* "title: Viie Cloud DE 性能测试" over the post's one
		 * output: the name beside the test words names it */
		tp->tc.label_heading = tp->plabel;
		tp->tc.heading_names_system = 1;
	} else if (!tp->tc.label_heading && title_may_name(ds->title)) {
		/* the post's title ("WD SN850X Linux performance"), as an
		 * <h1> over it: when it names a model or a size */
		tp->tc.label_heading = ds->title;
		/* a catalogue entry's "title: Contoh VPS NVMe 2" over its
		 * outputs held in its front matter's block scalars, the
		 * document no post of several: the title names them, as it
		 * does a dd output's (block_label()) */
		tp->tc.heading_names_system =
		    ds->title_over_scalars &&
		    title_names_system(ds->title, strlen(ds->title)) &&
		    posts(ds) < 2;
	}
	/* "<details><summary>Machine A</summary>" over "### Environment"
	 * and the table: the fold names the machine, the heading only the
	 * section */
	if ((!tp->tc.label_heading ||
	     line_generic_heading(tp->tc.label_heading,
				  strlen(tp->tc.label_heading)) ||
	     setup_heading(tp->tc.label_heading,
			   strlen(tp->tc.label_heading))) &&
	    details_summary(ds, p->first, tp->summary, sizeof(tp->summary))) {
		tp->tc.label_heading = tp->summary;
		tp->tc.heading_names_system = 1;
	} else if (tp->tc.label_heading &&
		   (line_generic_heading(tp->tc.label_heading,
					 strlen(tp->tc.label_heading)) ||
		    setup_heading(tp->tc.label_heading,
				  strlen(tp->tc.label_heading)))) {
		/* "### Environment", "## Test setup": a section's word, no
		 * system's name */
		tp->tc.label_heading = NULL;
		tp->tc.heading_names_system = 0;
	}
	/* "When using 2.41 I get" right over it: the version, the drive or
	 * the condition its caption names, when nothing nearer labels it or
	 * the caption whole would (a sentence, or one naming the tool); the
	 * document's title naming its subject, no model, is farther ("#
	 * viostor bad write performance" over "When using 1.74 of
	 * viostor.sys I get the following numbers") */
	{
		long k = above(ds, p->first, 1);
		char cond[sizeof(tp->plabel)];

		if (k >= 0 &&
		    (!tp->tc.label_heading ||
		     tp->tc.label_heading == ds->d.items[k].s ||
		     (head >= 0 && head < k &&
		      tp->tc.label_heading == ds->d.items[head].s &&
		      subject_title(ds, head))) &&
		    caption_condition(ds, p, cond, sizeof(cond))) {
			memcpy(tp->plabel, cond, sizeof(cond));
			tp->tc.label_heading = tp->plabel;
			tp->tc.heading_names_system = 1;
		}
	}
	/* "### Post by bob on 2010-05-02" over a GUI benchmark's summary
	 * he typed: who wrote it, no drive (docs/documents.md) */
	if (ds->d.items[p->first].gui_summary) {
		const char *h = tp->tc.label_heading;

		if (h && line_is_post_heading(h, strlen(h))) {
			tp->tc.label_heading = NULL;
			tp->tc.heading_names_system = 0;
		}
		h = tp->tc.heading;
		if (h && line_is_post_heading(h, strlen(h)))
			tp->tc.heading = NULL;
	}
	if (system_heading(ds, p, 0, tp->setsys, sizeof(tp->setsys)) >= 0)
		tp->tc.settings_heading = tp->setsys;
	if (repeat_heading(ds, p, tp->rephead, sizeof(tp->rephead)))
		tp->tc.repeat_heading = tp->rephead;
	else if (heading_column(ds, p, tp->headcol, sizeof(tp->headcol),
				&tp->tc.heading_column_of))
		tp->tc.heading_column = tp->headcol;
	for (size_t k = p->first; k-- > 0;)
		if (ds->d.items[k].heading) {
			tp->tc.section_line = ds->d.items[k].no;
			tp->tc.section_heading = ds->d.items[k].s;
			for (size_t o = k; o-- > 0;)
				if (ds->d.items[o].heading &&
				    ds->d.items[o].heading <
					ds->d.items[k].heading) {
					tp->tc.outer_heading = ds->d.items[o].s;
					if (metric_only_heading(
						ds->d.items[o].s,
						ds->d.items[o].len))
						tp->tc.metric_heading =
						    ds->d.items[o].s;
					break;
				}
			/* the section's heading and each parent's */
			for (size_t o = k + 1, lvl = 7; o-- > 0;) {
				const char *h = ds->d.items[o].s;

				if (!ds->d.items[o].heading ||
				    (size_t)ds->d.items[o].heading >= lvl)
					continue;
				lvl = (size_t)ds->d.items[o].heading;
				/* a post's title ("Storage goals for 2027: what
				 * we measured") names its subject, not what
				 * each table holds: only the section's own
				 * heading and those between */
				if (o != k && ds->d.items[o].heading == 1)
					continue;
				if (!plan_heading(h) && !planned_matrix(ds, h))
					continue;
				ingest_warn(
				    ds->ctx, ds->d.items[p->first].no, 1,
				    "table %d not imported: under a heading "
				    "naming a plan, its targets or goals "
				    "(line %ld): figures aimed at, no "
				    "measurement",
				    index,
				    ingest_line(ds->ctx, ds->d.items[o].no));
				return 1;
			}
			if (template_heading(ds->d.items[k].s)) {
				ingest_warn(
				    ds->ctx, ds->d.items[p->first].no, 1,
				    "table %d not imported: under the "
				    "heading of a template (line %ld): "
				    "figures to fill in, no "
				    "measurement",
				    index,
				    ingest_line(ds->ctx, ds->d.items[k].no));
				return 1;
			}
			break;
		}
	note = workload_heading(ds, p, head);
	tp->tc.workload_heading = note >= 0 ? ds->d.items[note].s : NULL;
	tp->tc.tool =
	    table_tool(ds, table_whole(ds, p)->first, head, &tp->tc.tool_near,
		       &tp->tc.tool_elsewhere, &by_cmds);
	tp->tc.tool_ran = tp->tc.tool && tool_ran_said(ds, tp->tc.tool);
	/* "Someone measured his NAS, results in MB/s:" over a table in a
	 * post whose commands are all iozone's, none in the table's
	 * section: the table states its own unit and nothing says it is
	 * iozone's results; the tool's convention (and its conditions)
	 * come from elsewhere, the table's own unit is read as written */
	/* so too under "I ran `mybench.sh`:" in a section of its own: the
	 * output of that script, not of the tool the document ran before
	 * (hdparm's 2^20 is not its MB) */
	if (by_cmds && tp->tc.tool && doc_has_output(ds, tp->tc.tool) &&
	    !section_runs_tool(ds, table_whole(ds, p)->first, tp->tc.tool) &&
	    (table_unit_note(ds, p) >= 0 ||
	     lead_in_unit(ds, table_whole(ds, p)->first) ||
	     section_names_script(ds, table_whole(ds, p)->first, tp->tc.tool) ||
	     nearest_names_other_tool(ds, table_whole(ds, p)->first,
				      tp->tc.tool))) {
		tp->tc.tool = NULL;
		tp->tc.tool_near = 0;
		tp->tc.tool_refused = 1;
	}
	/* "fio Disk Speed Tests (Mixed R/W 50/50) (Partition /dev/sda1):"
	 * over YABS's table: the device its runs used */
	if (tp->tc.tool && !strcmp(tp->tc.tool, "YABS") && !tp->tc.device &&
	    yabs_partition(ds, table_whole(ds, p)->first, tp->carddev,
			   sizeof(tp->carddev)))
		tp->tc.device = tp->carddev;
	/* HD Tune's or GNOME Disks' summary typed by hand: which of the two
	 * the text does not always say (HD Tune named near it, in its
	 * section: HD Tune's); both print MB/s of 10^6 bytes (the figures
	 * written so in its table), never another tool's */
	if (ds->d.items[p->first].gui_summary &&
	    (!tp->tc.tool || strcmp(tp->tc.tool, "HD Tune") ||
	     !tp->tc.tool_near)) {
		tp->tc.tool = NULL;
		tp->tc.tool_near = 0;
		tp->tc.tool_refused = 1;
	}
	/* a write-IOPS script's summary lines: the dd the post names is
	 * not what printed them */
	if (ds->d.items[p->first].own_script) {
		tp->tc.tool = NULL;
		tp->tc.tool_near = 0;
		tp->tc.tool_refused = 1;
	}
	if (tp->tc.tool && ds->version_tool &&
	    !strcmp(tp->tc.tool, ds->version_tool))
		tp->tc.tool_version = ds->version;
	tp->tc.cmds = ds->cmds;
	tp->tc.n_cmds = ds->n_cmds;
	/* a sentence saying what its tool measured for each test it names:
	 * the commands the text shows are not shown to be those runs */
	if (ds->d.items[p->first].own_test == 2)
		tp->tc.n_cmds = 0;
	tp->tc.jobs = ds->jobs;
	tp->tc.n_jobs = ds->n_jobs;
	ret = collect_notes(ds, section_of(ds, p->first), p->first, &tp->notes,
			    &tp->n_notes, &tp->keys);
	if (ret)
		return ret;
	if (respective_notes(ds, section_of(ds, p->first), p->first,
			     tp->resp)) {
		tp->tc.resp = tp->resp;
		tp->tc.n_resp = 2;
	}
	if (!tp->n_notes) {
		/* nothing between the table before and this one: the notes
		 * of the section's start, under its heading ("**IOPS**" after
		 * "**Bandwidth (MB/s)**" and its table, both under "## Random
		 * Read" and its command) */
		long from = heading_across(ds, p->first);

		if (from >= 0 && (size_t)from < section_of(ds, p->first)) {
			free(tp->notes);
			tp->notes = NULL;
			tp->keys.n = tp->keys.tagged = 0;
			ret =
			    collect_notes(ds, (size_t)from, p->first,
					  &tp->notes, &tp->n_notes, &tp->keys);
			if (ret)
				return ret;
		}
	}
	if (!tp->n_notes) {
		/* none in its own section: those of the lead-in of a section
		 * holding it, the lines between that heading and its first
		 * sub-heading ("## Random Write" / "- runs used 16 jobs" /
		 * "### Machine A" / the table), nearest first */
		ret = ancestor_notes(ds, p, &tp->notes, &tp->n_notes);
		if (ret)
			return ret;
	}
	if (!tp->n_notes) {
		/* none there either: what the post says "the fio tests" are,
		 * in a section of their own above */
		int direct;

		free(tp->notes);
		ret = tool_tests_notes(ds, p->first, tp->tc.tool, &tp->notes,
				       &tp->n_notes, &direct);
		if (ret)
			return ret;
		if (direct && tp->n_notes)
			tp->tc.post_direct = 1;
	}
	{
		/* "### fio Test Parameters" / "- `direct=1` — bypass the
		 * page cache" / "- Sequential: bs=1M, iodepth=32" above:
		 * its direct I/O, and its tests' conditions when no prose
		 * nearer states any */
		struct testname *pn;
		struct list_keys lk;
		size_t n_pn;
		int direct;

		memset(&lk, 0, sizeof(lk));
		ret = params_list_notes(ds, p->first, tp->tc.tool, &pn, &n_pn,
					&direct, &lk);
		if (ret) {
			free(pn);
			free(lk.of);
			return ret;
		}
		if (direct)
			tp->tc.post_direct = 1;
		if (!tp->n_notes) {
			free(tp->notes);
			free(tp->keys.of);
			tp->notes = pn;
			tp->n_notes = n_pn;
			tp->keys = lk;
		} else {
			free(pn);
			free(lk.of);
		}
	}
	{
		/* "## Test Configuration" / "| Parameter | Compute |" / "|
		 * Sequential write | 1M BS, QD=8, direct I/O |" above: its
		 * tests' conditions, for the fields no nearer note states */
		struct testname *cn;
		struct list_keys lk;
		size_t n_cn;
		int direct;

		memset(&lk, 0, sizeof(lk));
		ret = cond_table_notes(ds, p, tp->tc.tool, &cn, &n_cn, &direct,
				       &lk);
		if (!ret && n_cn && tp->n_notes)
			ret = notes_below(&tp->notes, &tp->n_notes, cn, n_cn);
		else if (!ret && n_cn) {
			free(tp->notes);
			free(tp->keys.of);
			tp->notes = cn;
			tp->n_notes = n_cn;
			tp->keys = lk;
			cn = NULL;
			lk.of = NULL;
		}
		if (!ret && n_cn && direct)
			tp->tc.post_direct = 1;
		free(cn);
		free(lk.of);
		if (ret)
			return ret;
	}
	if (!tp->n_notes && !tp->tc.post_direct) {
		/* "## Test method" / "- Block size: 1 MiB" / "- I/O mode:
		 * direct synchronous I/O, `iodepth=1`" above the table's
		 * section: its conditions, for the rows and columns naming
		 * nothing its prose says ran otherwise */
		struct testname *mn;
		size_t n_mn, n_ex;
		int direct;

		ret = method_notes(ds, p->first, &mn, &n_mn, &direct,
				   tp->except, &n_ex, METHOD_EXCEPT);
		if (ret < 0) {
			free(mn);
			return ret;
		}
		if (ret && (n_mn || direct)) {
			free(tp->notes);
			tp->notes = mn;
			tp->n_notes = n_mn;
			tp->tc.method_notes = 1;
			tp->tc.post_direct = direct;
			tp->tc.method_direct = direct;
			for (size_t k = 0; k < n_ex; k++)
				tp->exceptp[k] = tp->except[k];
			tp->tc.method_except = n_ex ? tp->exceptp : NULL;
			tp->tc.n_method_except = n_ex;
		} else {
			free(mn);
		}
		ret = 0;
	}
	/* a sentence's figures, each naming its test: what prose
	 * elsewhere says ("4K QD32T1のスコア" over a screenshot) is no
	 * condition of theirs */
	if (ds->d.items[p->first].own_test)
		tp->n_notes = 0;
	tp->tc.notes = tp->notes;
	tp->tc.n_notes = tp->n_notes;
	if (tp->n_notes && tp->keys.n && tp->keys.tagged == tp->n_notes) {
		/* "Sustained Write" heads a column: the "- Sustained
		 * Write:" line's conditions, not the "- Sequential:" one's */
		for (size_t k = 0; k < tp->keys.n; k++)
			tp->keys.keyp[k] = tp->keys.key[k];
		tp->tc.note_keys = tp->keys.keyp;
		tp->tc.n_note_keys = tp->keys.n;
		tp->tc.note_key = tp->keys.of;
	}
	tp->tc.prose_metric = prose_metric(ds, p->first);
	tp->tc.iops_stated = iops_stated(ds, p->first);
	tp->tc.map = ds->ctx->table_map;
	tp->tc.seen = ds->seen;
	tp->tc.n_seen = ds->n_seen;
	tp->tc.done = &ds->done;
	tp->tc.rated = &ds->rated;
	tp->tc.held = ds->held_tables ? ds->held : NULL;
	/* the fio and dd outputs below it, as their dry runs read them: a
	 * summary table at the top of a post repeats them; hdparm's and
	 * iozone's after them, for a summary list only (below_all) */
	tp->tc.summary_list = summary_list(ds, p);
	/* "## 성능 분석" / "### 디바이스 성능 특성": a digest's subsection
	 * is the digest's too */
	tp->tc.digest_heading =
	    (tp->tc.section_heading &&
	     digest_heading(tp->tc.section_heading,
			    strcspn(tp->tc.section_heading, "\n"))) ||
	    (tp->tc.outer_heading &&
	     digest_heading(tp->tc.outer_heading,
			    strcspn(tp->tc.outer_heading, "\n")));
	for (size_t i = 0; i < 2 * ds->n_pieces; i++) {
		const struct piece *o = &ds->pieces[i % ds->n_pieces];

		if (i == ds->n_pieces)
			tp->tc.n_below = tp->n_below;
		if (o->kind != PIECE_TOOL || !o->fmt || o->first <= p->last ||
		    !summarized_below_table(o->fmt) ||
		    (o->fmt == &ingest_hdparm || o->fmt == &ingest_iozone) !=
			(i >= ds->n_pieces) ||
		    (i >= ds->n_pieces && !tp->tc.summary_list))
			continue;
		for (size_t k = 0; k < o->n_res; k++) {
			if (ALLOC_GROW(tp->below, tp->n_below + 1,
				       tp->cap_below) ||
			    ALLOC_GROW(tp->below_piece, tp->n_below + 1,
				       tp->cap_bpiece) ||
			    ALLOC_GROW(tp->below_res, tp->n_below + 1,
				       tp->cap_bres))
				return -ENOMEM;
			tp->below_piece[tp->n_below] = i % ds->n_pieces;
			tp->below_res[tp->n_below] = k;
			tp->below[tp->n_below++] =
			    (struct table_seen){o->res[k].op,
						IODB_PATTERN_UNKNOWN,
						-1,
						o->res[k].iops,
						o->res[k].bw,
						o->res[k].lat,
						format_tool(o->fmt),
						0,
						0};
		}
	}
	tp->tc.below = tp->below;
	tp->tc.n_below_all = tp->n_below;
	/* under another benchmark's heading, a table the table reader
	 * would import is that benchmark's (one it rejects is left to say
	 * why itself) */
	other_head = section_names_other(ds, p, &other);
	if (other_head >= 0 && table_would_emit(ds, p->table, &tp->tc)) {
		ingest_warn(ds->ctx, ds->d.items[p->first].no, 1,
			    "table %d not imported: its section's heading "
			    "(line %ld) names %s, no storage benchmark",
			    index,
			    ingest_line(ds->ctx, ds->d.items[other_head].no),
			    other);
		return 1;
	}
	return 0;
}

static int emit_table_piece(struct docstate *ds, const struct piece *p,
			    int index)
{
	struct table_prep tp;
	int ret = prep_table_piece(ds, p, index, &tp);

	if (!ret)
		ret = table_emit(ds->ctx, p->table, &tp.tc);
	table_prep_release(&tp);
	return ret < 0 ? ret : 0;
}

/*
 * Whether tables a and b have the same grid: as many rows and columns,
 * the same header row and first column (the corner aside).  A column
 * both leave out (table_column_aside(): "Performance Advantage" over
 * "283% faster" in one, "Difference" over "30% faster" in the other)
 * may head differently: the grid is that of the columns read.
 */
static int same_grid(const struct table *a, const struct table *b)
{
	if (!a || !b || a->rows != b->rows || a->cols != b->cols ||
	    a->rows < 2 || a->cols < 2)
		return 0;
	for (size_t r = 0; r < a->rows; r++)
		for (size_t c = 0; c < a->cols; c++) {
			const char *x, *y;

			if ((r && c) || (!r && !c))
				continue;
			x = table_cell(a, r, c);
			y = table_cell(b, r, c);
			if (strcmp(x ? x : "", y ? y : "") &&
			    (r || !table_column_aside(a, c) ||
			     !table_column_aside(b, c)))
				return 0;
		}
	return 1;
}

/*
 * Whether the items from..to-1 between two tables hold only what goes
 * between sibling tables of one section: blank lines, captions, image
 * lines and short notes, no code, command or output, at most twelve
 * lines, and no heading but one naming a metric ("### IOPS") at the
 * level of the section's (level) or deeper.
 */
static int sibling_gap(struct docstate *ds, size_t from, size_t to, int level)
{
	size_t lines = 0;

	for (size_t k = from; k < to; k++) {
		const struct doc_item *it = &ds->d.items[k];
		struct testname tn;

		if (it->kind != DOC_LINE || ds->used[k] || it->pre)
			return 0;
		if (it->blank)
			continue;
		if (++lines > 12 || item_has_command(ds, k, NULL))
			return 0;
		if (!it->heading)
			continue;
		testname_init(&tn);
		testname_parse(it->s, it->len, 0, &tn);
		if (!level || it->heading < level || tn.metric == TESTNAME_NONE)
			return 0;
	}
	return 1;
}

/*
 * How many table pieces from piece i on are sibling tables of one grid
 * (same_grid()): a bandwidth table, an IOPS table and a latency table of
 * the same systems and tests, one after another under one heading or
 * sibling headings (sibling_gap()); 1 when none follows.  At most 8.
 */
static size_t sibling_grids(struct docstate *ds, size_t i)
{
	const struct piece *p = &ds->pieces[i];
	int level = 0;
	size_t n = 1;

	if (p->kind != PIECE_TABLE || !p->table || i + 1 >= ds->n_pieces ||
	    ds->pieces[i + 1].kind != PIECE_TABLE ||
	    !same_grid(p->table, ds->pieces[i + 1].table))
		return 1; /* the common case, told cheaply */
	for (size_t k = p->first; k-- > 0;)
		if (ds->d.items[k].kind == DOC_LINE && ds->d.items[k].heading) {
			level = ds->d.items[k].heading;
			break;
		}
	while (i + n < ds->n_pieces && n < 8) {
		const struct piece *q = &ds->pieces[i + n];

		/* a DataFrame's tables: the code that made the later one
		 * is no gap (its metric is its own) */
		size_t to = p->table->frame && q->table && q->table->frame
				? frame_code_start(ds, q->first)
				: q->first;

		if (q->kind != PIECE_TABLE || !same_grid(p->table, q->table) ||
		    !sibling_gap(ds, ds->pieces[i + n - 1].last + 1, to, level))
			break;
		n++;
	}
	return n;
}

/* The heading item nearest above item i (SIZE_MAX: none). */
static size_t heading_item_above(const struct docstate *ds, size_t i)
{
	while (i-- > 0)
		if (ds->d.items[i].kind == DOC_LINE && ds->d.items[i].heading &&
		    !ds->d.items[i].toc)
			return i;
	return SIZE_MAX;
}

/*
 * The metric (enum testname_metric) the heading of the section holding
 * table piece p's section names alone ("#### MB/s" over "##### Host A"
 * and the table: metric_only_heading()), TESTNAME_NONE when it names
 * none; *head and *parent get the two headings' items.
 */
static int table_metric_parent(const struct docstate *ds, const struct piece *p,
			       size_t *head, size_t *parent)
{
	*head = heading_item_above(ds, p->first);
	*parent = *head == SIZE_MAX ? SIZE_MAX : parent_heading(ds, *head);
	if (*parent == SIZE_MAX)
		return TESTNAME_NONE;
	return metric_only_heading(ds->d.items[*parent].s,
				   ds->d.items[*parent].len);
}

/*
 * The tables of one grid (same_grid()) that one system's heading heads
 * under each of sibling metric headings: "#### MB/s" / "##### Host A" /
 * table / "##### Host B" / table, then "#### IOPS" / "##### Host A" /
 * table / ...  From table piece i, the pieces after it holding the same
 * system's other metrics: their indices into set (i first, at most 8,
 * each metric once), under headings of the same level and text whose
 * metric headings have the same parent.  Returns how many (1: none).
 */
static size_t crossed_grids(const struct docstate *ds, size_t i, size_t *set)
{
	const struct piece *p = &ds->pieces[i];
	size_t head, parent, n = 1, top;
	int metrics[8];

	set[0] = i;
	if (p->kind != PIECE_TABLE || !p->table ||
	    (metrics[0] = table_metric_parent(ds, p, &head, &parent)) ==
		TESTNAME_NONE)
		return 1;
	top = parent_heading(ds, parent);
	for (size_t j = i + 1; j < ds->n_pieces && n < 8; j++) {
		const struct piece *q = &ds->pieces[j];
		const struct doc_item *a = &ds->d.items[head], *b;
		size_t qh, qp;
		int mq, again = 0;

		if (q->kind != PIECE_TABLE || q->in_set ||
		    !same_grid(p->table, q->table))
			continue;
		mq = table_metric_parent(ds, q, &qh, &qp);
		if (mq == TESTNAME_NONE || qp == parent ||
		    parent_heading(ds, qp) != top ||
		    ds->d.items[qp].heading != ds->d.items[parent].heading)
			continue;
		b = &ds->d.items[qh];
		if (b->heading != a->heading || b->len != a->len ||
		    memcmp(a->s, b->s, a->len))
			continue;
		for (size_t k = 0; k < n; k++)
			again |= metrics[k] == mq;
		if (again)
			continue;
		metrics[n] = mq;
		set[n++] = j;
	}
	return n;
}

/*
 * The system the text names for table piece p of a set of sibling
 * tables (set_system of struct table_context): the last sentence of the
 * line right above it (blank lines between), when that line ends in ':'
 * ("..., doch ist die teurere 960 Pro beständiger:"), naming one system
 * (doc_prose_system()); else, for the set's first table (first), the
 * document's title - its first line in a text with no heading - up to
 * its first ':', eight words at most, naming one ("Samsung SSD 960 Evo im
 * Test: ..." gives "SSD 960 Evo").  Into out (n bytes); 1 when found.
 */
static int set_table_system(struct docstate *ds, const struct piece *p,
			    int first, char *out, size_t n)
{
	const char *t = ds->title;
	size_t len, b, words = 1;

	for (size_t k = p->first; k-- > 0;) {
		const struct doc_item *it = &ds->d.items[k];

		if (it->kind == DOC_LINE && it->blank)
			continue;
		if (it->kind != DOC_LINE || it->heading || it->pre ||
		    it->emph || ds->used[k])
			break;
		len = it->len;
		while (len && strchr(" \t", it->s[len - 1]))
			len--;
		if (!len || it->s[len - 1] != ':')
			break;
		len--;
		for (b = len; b > 1; b--)
			if (it->s[b - 1] == ' ' && strchr(".!?", it->s[b - 2]))
				break;
		if (b <= 1)
			b = 0;
		if (intro_prose(it->s + b, len - b) &&
		    doc_prose_system(it->s + b, len - b, out, n) == 1)
			return 1;
		break;
	}
	if (!first)
		return 0;
	if (!t[0])
		for (size_t k = 0; k < ds->d.n && !t[0]; k++) {
			const struct doc_item *it = &ds->d.items[k];

			if (it->kind != DOC_LINE || it->pre || ds->used[k])
				return 0;
			if (!it->blank)
				t = it->s;
		}
	if (!t || !t[0])
		return 0;
	len = strcspn(t, ":\n");
	for (size_t i = 0; i < len; i++)
		words += t[i] == ' ';
	return words <= 8 && doc_prose_system(t, len, out, n) == 1;
}

/*
 * Table pieces which[0..n-1] of one grid (sibling_grids(),
 * crossed_grids()), the (idx[k])-th tables: their contexts, then their
 * results as one set (table_emit_set()).  Returns 0 or a negative errno.
 */
static int emit_table_set(struct docstate *ds, const size_t *which,
			  const int *idx, size_t n)
{
	struct table_prep *tp = calloc(n, sizeof(*tp));
	struct table **t = calloc(n, sizeof(*t));
	const struct table_context **tc = calloc(n, sizeof(*tc));
	size_t m = 0, done = 0;
	int ret = 0;

	if (!tp || !t || !tc) {
		ret = -ENOMEM;
		goto out;
	}
	for (; done < n; done++) {
		const struct piece *p = &ds->pieces[which[done]];

		ret = prep_table_piece(ds, p, idx[done], &tp[done]);
		if (ret < 0) {
			done++;
			goto out;
		}
		if (ret)
			continue; /* not imported: said why */
		t[m] = p->table;
		tc[m++] = &tp[done].tc;
	}
	if (m > 1 && m == n) {
		/* each table's system, all named and none the same: joined
		 * before its labels when they would be alike (set_systems())
		 */
		size_t named = 0;

		for (size_t k = 0; k < n; k++) {
			const struct piece *p = &ds->pieces[which[k]];

			if (!set_table_system(ds, p, k == 0, tp[k].sysname,
					      sizeof(tp[k].sysname)))
				break;
			for (size_t j = 0; j < k; j++)
				if (doc_prose_same(tp[j].sysname,
						   tp[k].sysname))
					goto unnamed;
			named++;
		}
		for (size_t k = 0; named == n && k < n; k++)
			tp[k].tc.set_system = tp[k].sysname;
	}
unnamed:
	ret = m ? table_emit_set(ds->ctx, t, tc, m) : 0;
out:
	for (size_t k = 0; k < done; k++)
		table_prep_release(&tp[k]);
	free(tp);
	free(t);
	free(tc);
	return ret < 0 ? ret : 0;
}

/*
 * fio's result lines ("write: IOPS=146, BW=147MiB/s (154MB/s)(...)") that
 * no importer took (cut out of their output by hand): never dropped
 * silently, one warning per run of such lines.
 */
static void unread_results(struct docstate *ds)
{
	for (size_t k = 0; k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];
		long from, to;

		if (it->kind != DOC_LINE || ds->used[k] ||
		    !strstr(it->s, "IOPS=") || !strstr(it->s, "BW="))
			continue;
		from = to = it->no;
		while (k + 1 < ds->d.n) {
			const struct doc_item *nx = &ds->d.items[k + 1];

			if (nx->kind != DOC_LINE || ds->used[k + 1] ||
			    !(nx->blank || strstr(nx->s, "IOPS=")))
				break;
			k++;
			if (!nx->blank)
				to = nx->no;
		}
		ingest_warn_lines(ds->ctx, from, to,
				  "fio result line%s with no fio output "
				  "around %s that iodb reads: not imported",
				  to > from ? "s" : "",
				  to > from ? "them" : "it");
	}
}

/* "datasheet: 500 MB/s" in the prose: specs of the device it names. */
static int prose_specs(struct docstate *ds)
{
	for (size_t k = 0; k < ds->d.n; k++) {
		const struct doc_item *it = &ds->d.items[k];
		long hd;
		int ret;

		if (it->kind != DOC_LINE || it->blank || ds->used[k] ||
		    it->pre || item_has_command(ds, k, NULL))
			continue;
		hd = heading_above(ds, k);
		ret = table_prose_datasheet(ds->ctx, it->s, it->no,
					    hd >= 0 ? ds->d.items[hd].s : NULL);
		if (ret < 0)
			return ret;
	}
	return 0;
}

/*
 * Block i cut (in *part) to what comes before item x, blanks left out,
 * and read again: 0 when it reads (block i then ends there), else what
 * run_block() said.
 */
static int keep_before(struct docstate *ds, size_t i, struct piece *part,
		       size_t x)
{
	size_t h = x - 1;
	int ret;

	while (h > part->first && ds->d.items[h].blank)
		h--;
	part->last = h;
	ret = run_block(ds, part, 0, NULL, NULL);
	if (!ret)
		ds->pieces[i].last = h;
	return ret;
}

/*
 * Tool block i, which its importer rejects at document line err_line:
 * the paragraphs before the one holding the error are kept when they read
 * on their own (the block shrinks to them), and those after it become a
 * block of their own when they still look like the tool's output (read
 * in turn).  *from..*to get the lines of the paragraph left out.  Returns
 * 1 when the block kept its head, 2 when only a tail was kept (the block
 * itself is to be dropped), 0 when nothing could be kept, or -ENOMEM.
 */
static int salvage(struct docstate *ds, size_t i, long err_line, long *from,
		   long *to)
{
	struct piece part = ds->pieces[i];
	const struct doc_item *it = ds->d.items;
	size_t e = part.first, a, b, last = part.last;
	int kept = 0, ret, score;
	const struct ingest_format *g;

	/* the copy owns no results of the block's dry run */
	part.res = NULL;
	part.n_res = part.cap_res = 0;

	while (e <= last && (it[e].kind != DOC_LINE || it[e].no < err_line))
		e++;
	if (e > last)
		return 0;
	a = b = e;
	while (a > part.first && !it[a - 1].blank)
		a--;
	while (b < last && !it[b + 1].blank)
		b++;
	*from = it[a].no;
	*to = it[b].no;
	if (b == last && e > part.first && e == b) {
		/*
		 * The block's last line is where the importer stopped: an
		 * output cut short inside a line ("lat (usec) : 250=6.74%,
		 * 100", the rest of the page lost).  Without that line the
		 * block may read as the output cut before it, which its
		 * importer takes for what it is.
		 */
		ret = keep_before(ds, i, &part, e);
		if (ret == -ENOMEM)
			return ret;
		if (!ret) {
			*from = *to = it[e].no;
			return 1;
		}
		part.last = last;
	}
	if (a > part.first) {
		ret = keep_before(ds, i, &part, a);
		if (ret == -ENOMEM)
			return ret;
		kept = !ret;
	}
	if (b < last) {
		size_t t = b + 1;

		while (t < last && it[t].blank)
			t++;
		ret = detect_range(ds, t, last, &g, &score);
		if (ret)
			return ret;
		if (g == ds->pieces[i].fmt) {
			part = ds->pieces[i];
			part.res = NULL;
			part.n_res = part.cap_res = 0;
			part.first = t;
			part.last = last;
			ret = add_piece(ds, &part);
			if (ret)
				return ret;
			if (!kept)
				kept = 2;
		}
	}
	return kept;
}

/* The last character of buf (its final line end excluded): where a
 * search of the whole document ended. */
static const char *end_of(const char *buf, size_t len)
{
	if (len && buf[len - 1] == '\n')
		len--;
	return buf + len;
}

/*
 * Whether dd block p's command (a dd command line in the block, else the
 * command given to it from above) measures no storage: it pipes its data
 * over a network ("| nc"), or moves a generator's bytes to /dev/null or
 * into a checksum (dd_line_no_storage()).  What it does into why (n
 * bytes), the command's line into *line.
 */
static int dd_no_storage(struct docstate *ds, const struct piece *p, char *why,
			 size_t n, long *line)
{
	const struct doc_item *it = NULL;
	const char *net;
	long hint = -1;

	for (size_t k = p->first; k <= p->last && !it; k++)
		if (ds->d.items[k].kind == DOC_LINE &&
		    item_has_command(ds, k, "dd"))
			it = &ds->d.items[k];
	if (!it && !ds->ctx->hint_command)
		hint = hint_for(ds, p->first, p->last, "dd");
	if (!it && hint >= 0)
		it = &ds->d.items[ds->cmd_item[hint]];
	if (!it)
		return 0;
	*line = it->no;
	if ((net = dd_pipe_network(it->s, it->len))) {
		snprintf(why, n,
			 "pipes the data through %s: a network transfer", net);
	} else if (dd_line_no_storage(it->s, it->len)) {
		size_t sums = 0;

		/* "dd if=/dev/urandom of=/dev/shm/r" and its summary, then
		 * "Writing to the NAND" over another summary: the dd
		 * importer drops the first run and keeps the other */
		for (size_t k = p->first; k <= p->last && sums < 2; k++)
			sums += ds->d.items[k].kind == DOC_LINE &&
				dd_line_summary(ds->d.items[k].s,
						ds->d.items[k].len);
		if (sums > 1)
			return 0;
		snprintf(why, n,
			 "moves a generator's bytes to /dev/null, a "
			 "checksum or a file in RAM: memory and the CPU");
	} else {
		return 0;
	}
	return 1;
}

/*
 * Hold back what the document emits from here on, when it has two tables
 * or more: a table's result that repeats one of an earlier table fills
 * that result's unknown figures (table_emit.c same_done()), which needs
 * it still at hand; or two fio outputs or more: a later copy of a run
 * adds the conditions it states to the result imported
 * (join_copy_conds()).  0, or -ENOMEM.
 */
static int hold_records(struct docstate *ds)
{
	size_t tables = 0, fio = 0;

	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *p = &ds->pieces[i];

		tables += p->kind == PIECE_TABLE;
		fio += p->kind != PIECE_TABLE && p->fmt &&
		       !strncmp(p->fmt->name, "fio", 3);
	}
	ds->held_tables = tables >= 2;
	if (tables < 2 && fio < 2)
		return 0;
	ds->held = ingest_record_new();
	if (!ds->held)
		return -ENOMEM;
	ds->held_to = ds->ctx->sink;
	ds->ctx->sink = ingest_record_sink(ds->held);
	return 0;
}

/* Give what hold_records() held back to the document's sink, in order,
 * and stop holding: 0, or the sink's (or the recording's) error. */
static int release_records(struct docstate *ds)
{
	int ret;

	if (!ds->held)
		return 0;
	ds->ctx->sink = ds->held_to;
	ret = ingest_record_failed(ds->held)
		  ? -ENOMEM
		  : ingest_record_replay(ds->held, &ds->held_to);
	ingest_record_free(ds->held);
	ds->held = NULL;
	return ret;
}

static int parse(struct ingest_ctx *ctx, const char *buf, size_t len)
{
	struct docstate ds;
	unsigned before;
	int ret, tables = 0, lines, skipped = 0;

	memset(&ds, 0, sizeof(ds));
	ds.ctx = ctx;
	if (ctx->table_map) {
		ret = table_map_check(ctx, ctx->table_map);
		if (ret)
			goto out;
	}
	ret = analyse(&ds, buf, len);
	if (ret == -EINVAL) {
		/* libxml2 gave no tree: nothing narrower than the start */
		ret = ingest_error_at(ctx, buf, "cannot read this HTML page");
		goto out;
	}
	if (ret == -ENOENT) {
		ret = ingest_error_at(ctx, buf,
				      "cannot read this HTML page: libxml2 "
				      "(libxml2.so.2) could not be loaded");
		goto out;
	}
	if (ret)
		goto out;
	/*
	 * Every tool block is read once without emitting: one that its
	 * importer rejects is skipped with a warning naming its lines, and
	 * the rest of the document still imports.
	 */
	for (size_t i = 0; i < ds.n_pieces; i++) {
		const struct piece *p = &ds.pieces[i];
		char *err = NULL;
		long err_line = 0, from, to;

		if (p->kind != PIECE_TOOL)
			continue;
		ret = run_block(&ds, p, 0, &err, &err_line);
		if (!ret && p->fmt == &ingest_dd) {
			char why[96];
			long at;

			if (!dd_no_storage(&ds, p, why, sizeof(why), &at))
				continue;
			ingest_warn_lines(
			    ctx, ds.d.items[p->first].no,
			    ds.d.items[p->last].no,
			    "dd output: its command (line %ld) %s, "
			    "no storage benchmark; skipped",
			    ingest_line(ctx, at), why);
			ds.pieces[i].n_res = 0;
			ds.pieces[i].fmt = NULL;
			continue;
		}
		if (!ret)
			continue;
		/* what a rejected block read is no output imported above */
		ds.pieces[i].n_res = 0;
		if (ret == -ENOMEM) {
			free(err);
			goto out;
		}
		ret = 0;
		lines = 0;
		for (size_t k = p->first; k <= p->last; k++)
			if (ds.d.items[k].kind == DOC_LINE &&
			    !ds.d.items[k].blank)
				lines += ds.flat[k] ? 2 : 1;
		from = ds.d.items[p->first].no;
		to = ds.d.items[p->last].no;
		if (p->score >= 50 && lines >= 2 && err_line > 0) {
			long sf, st;
			int kept = salvage(&ds, i, err_line, &sf, &st);

			if (kept < 0) {
				free(err);
				ret = kept;
				goto out;
			}
			if (kept) {
				/* the paragraph with the error goes alone */
				ingest_warn_lines(ctx, sf, st,
						  "%s output: line %ld: %s; "
						  "skipped",
						  ds.pieces[i].fmt->name,
						  ingest_line(ctx, err_line),
						  err ? err : "cannot be read");
				free(err);
				if (kept == 2)
					ds.pieces[i].fmt = NULL;
				continue;
			}
		}
		p = &ds.pieces[i];
		/* a weak guess, or one line (a title naming the tool) */
		if (p->score < 50 || lines < 2) {
			for (size_t k = p->first; k <= p->last; k++)
				ds.used[k] = 0;
		}
		if (lines >= 2) {
			char where[48] = "";

			if (err_line > 0 && (err_line != from || to > from))
				snprintf(where, sizeof(where), "line %ld: ",
					 ingest_line(ctx, err_line));
			ingest_warn_lines(
			    ctx, from, to, "%s output: %s%s; skipped",
			    p->fmt->name, where, err ? err : "cannot be read");
			skipped += p->score >= 50;
		}
		free(err);
		ds.pieces[i].fmt = NULL;
	}
	if (ds.n_pieces > 1) /* salvaged tails went to the end */
		qsort(ds.pieces, ds.n_pieces, sizeof(*ds.pieces), cmp_piece);
	before = ctx->runs + ctx->specs;
	ret = hold_records(&ds);
	if (ret)
		goto out;
	ds.headings_name_systems = tables_headed_apart(&ds);
	/* the dry runs skipped some outputs: count again */
	memset(ds.outputs_under, 0, sizeof(ds.outputs_under));
	for (size_t i = 0, above = SIZE_MAX; i < ds.n_pieces; i++) {
		const struct piece *p = &ds.pieces[i];
		long quoted;

		const struct piece *below =
		    p->kind == PIECE_TABLE ? NULL : digest_of_below(&ds, i);

		if (p->kind == PIECE_TABLE && p->in_set) {
			++tables; /* read with an earlier table's set */
			ret = 0;
		} else if (p->kind == PIECE_TABLE) {
			size_t n = sibling_grids(&ds, i), set[8];
			int idx[8];

			if (n > 1) {
				for (size_t k = 0; k < n; k++) {
					set[k] = i + k;
					idx[k] = ++tables;
				}
				ret = emit_table_set(&ds, set, idx, n);
				i += n - 1;
			} else if ((n = crossed_grids(&ds, i, set)) > 1) {
				/* the table's index in the document's order */
				for (size_t k = 0; k < n; k++) {
					idx[k] = tables + 1;
					for (size_t j = i; j < set[k]; j++)
						idx[k] += ds.pieces[j].kind ==
							  PIECE_TABLE;
					ds.pieces[set[k]].in_set = 1;
				}
				++tables;
				ret = emit_table_set(&ds, set, idx, n);
			} else {
				ret = emit_table_piece(&ds, p, ++tables);
			}
		} else if (below) {
			ingest_warn_lines(
			    ctx, ds.d.items[p->first].no,
			    ds.d.items[p->last].no,
			    p->bare_name
				? "%s output: the summary of the output below "
				  "(lines %ld-%ld: the same run, with its "
				  "latency); not imported apart"
				: "%s output: the group summaries of the "
				  "output "
				  "below (lines %ld-%ld: the same runs, with "
				  "their IOPS); not imported apart",
			    p->fmt->name,
			    ingest_line(ctx, ds.d.items[below->first].no),
			    ingest_line(ctx, ds.d.items[below->last].no));
		} else if (p->fmt && above != SIZE_MAX &&
			   ds.pieces[above].part_below != i + 1 &&
			   (repeats_above(&ds.pieces[above], p) ||
			    summarizes_above(&ds, &ds.pieces[above], p))) {
			ingest_warn_lines(
			    ctx, ds.d.items[p->first].no,
			    ds.d.items[p->last].no,
			    "%s output: repeats the figures of the output "
			    "above (lines %ld-%ld: the same run); not imported "
			    "again",
			    p->fmt->name,
			    ingest_line(ctx,
					ds.d.items[ds.pieces[above].first].no),
			    ingest_line(ctx,
					ds.d.items[ds.pieces[above].last].no));
			join_copy_conds(&ds, p, above, above + 1, 0);
		} else if (p->fmt && (quoted = copies_imported(&ds, i)) >= 0) {
			const struct piece *a = &ds.pieces[quoted];

			ingest_warn_lines(
			    ctx, ds.d.items[p->first].no,
			    ds.d.items[p->last].no,
			    "%s output: repeats figures of the outputs "
			    "imported above (from lines %ld-%ld: the same "
			    "runs, quoted again); not imported again",
			    p->fmt->name,
			    ingest_line(ctx, ds.d.items[a->first].no),
			    ingest_line(ctx, ds.d.items[a->last].no));
			join_copy_conds(&ds, p, 0, i, 1);
		} else if (p->fmt && (quoted = dd_quoted_again(&ds, i)) >= 0) {
			const struct piece *a = &ds.pieces[quoted];
			/* "dd if=test of=/dev/null" over the very lines of
			 * the write above: that output pasted again, no
			 * figure the read printed */
			int other = p->res[0].op && a->res[0].op &&
				    p->res[0].op != a->res[0].op;

			ingest_warn_lines(
			    ctx, ds.d.items[p->first].no,
			    ds.d.items[p->last].no,
			    other ? "dd output: repeats the figures of the "
				    "output at lines %ld-%ld, a run of another "
				    "direction (that output pasted "
				    "again under this command, not what it "
				    "printed); not imported"
				  : "dd output: repeats the figures of the "
				    "output at lines %ld-%ld (the same run "
				    "quoted again); not imported again",
			    ingest_line(ctx, ds.d.items[a->first].no),
			    ingest_line(ctx, ds.d.items[a->last].no));
		} else if (p->fmt &&
			   ((quoted = hdparm_quoted_again(&ds, i)) >= 0 ||
			    (quoted = output_shown_again(&ds, i)) >= 0)) {
			const struct piece *a = &ds.pieces[quoted];

			/* bonnie++'s table of a dated log entry, pasted
			 * again at the top of the notes: figures and
			 * machine alike */
			ingest_warn_lines(
			    ctx, ds.d.items[p->first].no,
			    ds.d.items[p->last].no,
			    "%s output: repeats the figures of the output "
			    "at lines %ld-%ld (the same run quoted again); not "
			    "imported again",
			    p->fmt->name,
			    ingest_line(ctx, ds.d.items[a->first].no),
			    ingest_line(ctx, ds.d.items[a->last].no));
		} else if (p->fmt &&
			   (quoted = output_shown_below(&ds, i)) >= 0) {
			const struct piece *a = &ds.pieces[quoted];

			/* "Summary:" over KDiskMark's lines, its full output
			 * with version and date further down */
			ingest_warn_lines(
			    ctx, ds.d.items[p->first].no,
			    ds.d.items[p->last].no,
			    "%s output: its figures are the output's at lines "
			    "%ld-%ld (the same run, shown there with more of "
			    "its run); not imported apart",
			    p->fmt->name,
			    ingest_line(ctx, ds.d.items[a->first].no),
			    ingest_line(ctx, ds.d.items[a->last].no));
		} else if (p->fmt) {
			long part = partial_digest_below(&ds, i);

			if (part >= 0) {
				const struct piece *q = &ds.pieces[part];

				ds.pieces[i].part_below = (size_t)part + 1;
				ingest_warn_lines(
				    ctx, ds.d.items[p->first].no,
				    ds.d.items[p->last].no,
				    "%s output: some group summaries are of "
				    "the output below (lines %ld-%ld: the same "
				    "runs, with their IOPS); those are not "
				    "imported apart",
				    p->fmt->name,
				    ingest_line(ctx, ds.d.items[q->first].no),
				    ingest_line(ctx, ds.d.items[q->last].no));
			}
			ds.pieces[i].rec_from =
			    ds.held ? ingest_record_count(ds.held) : 0;
			ret = run_block(&ds, p, 1, NULL, NULL);
			ds.pieces[i].rec_to =
			    ds.held ? ingest_record_count(ds.held) : 0;
			ds.pieces[i].imported = 1;
			above = i;
		}
		if (ret)
			goto out;
	}
	ret = prose_specs(&ds);
	if (ret)
		goto out;
	unread_results(&ds);
	ret = release_records(&ds);
	if (ret)
		goto out;
	/* conclusions about the whole document: where the search ended */
	if (ctx->runs + ctx->specs == before && skipped)
		ret = ingest_error_at(ctx, end_of(buf, len),
				      "nothing imported from this document: "
				      "%d tool output%s could not be read (see "
				      "the warning%s above)",
				      skipped, skipped > 1 ? "s" : "",
				      skipped > 1 ? "s" : "");
	else if (ctx->runs + ctx->specs == before)
		ret = ingest_error_at(
		    ctx, end_of(buf, len),
		    "nothing recognizable in this document: no "
		    "tool output an importer reads and no table "
		    "of results that could be mapped");
out:
	if (ds.held) {
		int r = release_records(&ds);

		if (!ret)
			ret = r;
	}
	state_release(&ds);
	return ret;
}

/* A job file's line: "[global]", "rw=randread", "; comment". */
static int jobfile_line(const struct doc_item *it)
{
	const char *eq;

	if (it->kind != DOC_LINE || it->blank || it->heading)
		return 0;
	if (it->s[0] == '[' && it->s[it->len - 1] == ']')
		return 1;
	if (it->s[0] == ';')
		return 1;
	eq = memchr(it->s, '=', it->len);
	/* no blank in the key: "read:<TAB>IOPS=..." is fio's result line */
	return eq && eq > it->s && !memchr(it->s, ' ', (size_t)(eq - it->s)) &&
	       !memchr(it->s, '\t', (size_t)(eq - it->s));
}

/* Whether the line before or after item k is a job file's. */
static int jobfile_near(struct docstate *ds, size_t k)
{
	size_t b = k, a = k + 1;

	while (b > 0 && ds->d.items[b - 1].kind == DOC_LINE &&
	       ds->d.items[b - 1].blank)
		b--;
	while (a < ds->d.n && ds->d.items[a].kind == DOC_LINE &&
	       ds->d.items[a].blank)
		a++;
	return (b > 0 && jobfile_line(&ds->d.items[b - 1])) ||
	       (a < ds->d.n && jobfile_line(&ds->d.items[a]));
}

/*
 * Whether two outputs in code blocks or more each have a caption just
 * above the block, outside it, ending in ':' and naming something
 * (colon_title(): "- STANDARD：", "ALWAYS:"; not "1. Run it:"), the
 * captions not all the same: they tell the runs apart.
 */
static int fenced_captions(struct docstate *ds)
{
	long first = -1;
	size_t caps = 0;
	int differ = 0;

	for (size_t i = 0; i < ds->n_pieces; i++) {
		const struct piece *p = &ds->pieces[i];
		const struct doc_item *it;
		size_t len;
		long k;

		if (p->kind == PIECE_TABLE || !ds->d.items[p->first].pre)
			continue;
		k = above(ds, p->first, 3);
		if (k < 0)
			continue;
		it = &ds->d.items[k];
		len = it->len;
		while (len && strchr(" \t*_`", it->s[len - 1]))
			len--;
		if (it->pre || it->heading || strip_len_n(it->s, len) == len ||
		    !colon_title(it->s, it->len) || step_intro(it->s, it->len))
			continue;
		differ |= first >= 0 &&
			  !same_item_text(&ds->d, (size_t)first, (size_t)k);
		first = k;
		caps++;
	}
	return caps >= 2 && differ;
}

/*
 * A document wins over the single-tool importers when it holds a table of
 * results, tool outputs of two formats, outputs separated by headings or
 * CJK prose, or is an HTML page with any of them.  Only the first 64 KiB
 * are looked at.
 */
static int probe(const char *buf, size_t len)
{
	struct docstate ds;
	struct ingest_ctx quiet;
	int score = 0, tools = 0, tables = 0, mixed = 0, split = 0;
	const struct ingest_format *f = NULL;
	char dev[128];

	memset(&ds, 0, sizeof(ds));
	memset(&quiet, 0, sizeof(quiet));
	quiet.quiet = 1;
	ds.ctx = &quiet;
	if (analyse(&ds, buf, len < PROBE_MAX ? len : PROBE_MAX))
		goto out;
	for (size_t i = 0; i < ds.n_pieces; i++) {
		const struct piece *p = &ds.pieces[i];

		if (p->kind == PIECE_TABLE) {
			long head = above(&ds, p->first, 4);
			long note = table_unit_note(&ds, p);
			struct table_cell_order pops;

			if (note < 0)
				note = pair_order_note(&ds, p, &pops);

			if (table_has_figures(
				p->table, head >= 0 ? ds.d.items[head].s : NULL,
				note >= 0 ? ds.d.items[note].s : NULL))
				tables++;
			continue;
		}
		if (tools && f != p->fmt)
			mixed = 1;
		/* fio's result line behind its job's name ("xfs: IOPS=...,
		 * BW=..."): only the document reads it, and labels it */
		if (p->bare && bare_named(&ds.d.items[p->first]))
			split = 1;
		if (tools) {
			/* a heading or CJK prose between two outputs */
			for (size_t k = ds.pieces[i - 1].last + 1;
			     k < p->first && !split; k++)
				if (ds.d.items[k].kind == DOC_LINE &&
				    (ds.d.items[k].heading ||
				     has_cjk(ds.d.items[k].s,
					     ds.d.items[k].len) ||
				     title_line(&ds, k)))
					split = 1;
		}
		/* a caption over its code block that names its runs, which
		 * the tool's importer does not read across the fence ("This
		 * is running at PCIe 2.0:" above a fence) */
		if (!split && ds.d.items[p->first].pre) {
			long c = above(&ds, p->first, 3);

			split = c >= 0 && !ds.d.items[c].heading &&
				!ds.d.items[c].pre && !ds.d.items[c].emph &&
				ds.d.items[c].len > 1 &&
				ds.d.items[c].s[ds.d.items[c].len - 1] == ':' &&
				caption_names(&ds, p, c, 0, dev, sizeof(dev));
			/* a bold line naming one system ("**SanDisk Extreme
			 * Pro 8GB**") over the fence: its label */
			split |=
			    c >= 0 && ds.d.items[c].emph &&
			    !ds.d.items[c].heading &&
			    heading_may_name(&ds, c) &&
			    doc_prose_system(ds.d.items[c].s, ds.d.items[c].len,
					     dev, sizeof(dev)) == 1;
			/* a paragraph ending in ':' right over the fence
			 * whose prose names the one system ("There is some
			 * performance drop for xfs as well. But ... with a
			 * filesize of 300 GB:"), in a section of no heading:
			 * the document's prose label, which no tool's
			 * importer reads */
			split |=
			    c >= 0 && !ds.d.items[c].heading &&
			    !ds.d.items[c].emph && ds.d.items[c].len > 1 &&
			    ds.d.items[c].s[ds.d.items[c].len - 1] == ':' &&
			    section_heading_above(&ds, p->first) < 0 &&
			    prose_label(&ds, p, dev, sizeof(dev));
			/* "<summary>box-a - RAID 0</summary>" of a
			 * "<details>" block right over the fence: the name of
			 * the output it folds, which no tool's importer
			 * reads */
			split |=
			    c >= 0 && summary_line(&ds.d.items[c]) &&
			    !summary_ui_text(&ds.d.items[c]) &&
			    summary_name(&ds, &ds.d.items[c], dev, sizeof(dev));
			/* its summary naming nothing, the caption over the
			 * "<details>" line ("**USB drive #1:**") */
			split |= c >= 0 && summary_line(&ds.d.items[c]) &&
				 details_caption(&ds, c, dev, sizeof(dev));
		}
		/* a code block's own caption (RST ":caption:", its block
		 * indented) naming its run; a list item over the indented
		 * block it continues with ("* Without bcache", a blank line,
		 * the output indented) */
		if (!split) {
			long c = above(&ds, p->first, 3);

			split = c >= 0 &&
				(ds.d.items[c].emph == 2 ||
				 bullet_block_caption(&ds, (size_t)c)) &&
				caption_names(&ds, p, c, 0, dev, sizeof(dev));
		}
		f = p->fmt;
		tools++;
	}
	/* a separator naming a device ("=== /dev/sdb ===", "==> sda <==")
	 * above a dd or fio output: the document gives the outputs below
	 * it their device, which their importers do not read (hdparm's
	 * reads its separators itself) */
	for (size_t k = 0, last = 0; tools && !split && k < ds.d.n; k++) {
		const struct doc_item *it = &ds.d.items[k];

		if (!last)
			for (size_t i = ds.n_pieces; i-- > 0 && !last;)
				if (ds.pieces[i].kind != PIECE_TABLE &&
				    (ds.pieces[i].fmt == &ingest_dd ||
				     ds.pieces[i].fmt == &ingest_fio_text))
					last = ds.pieces[i].last;
		if (k >= last)
			break;
		if (it->kind == DOC_LINE && !it->blank &&
		    (document_separator_line(it->s, it->len) ||
		     (it->heading && line_separator_device(it->s, it->len, dev,
							   sizeof(dev), 1)) ||
		     /* "**** On the NAS ****" among other banners in the
		      * code block: the document labels the runs under each */
		     block_banner(&ds, k)))
			split = 1;
	}
	/* captions outside the code blocks of the outputs ("- STANDARD：",
	 * a fence, a dd run, "- ALWAYS:", a fence, ...): the document labels
	 * each output with its own, which no importer sees */
	if (tools >= 2 && !split)
		split = fenced_captions(&ds);
	/* "... when X was not enabled." over one output, "... when X was
	 * enabled." over the next: the same */
	for (size_t i = 0; tools >= 2 && !split && i < ds.n_pieces; i++) {
		char cap[LABEL_MAX];

		split = ds.pieces[i].kind == PIECE_TOOL && ds.pieces[i].fmt &&
			parallel_caption(&ds, &ds.pieces[i], cap, sizeof(cap));
	}
	/* "Mount: mergerfs -o ...,cache.files=off,..." over an output: the
	 * configuration it ran with, which no tool's importer reads */
	for (size_t i = 0; tools && !split && i < ds.n_pieces; i++) {
		char cap[LABEL_MAX];

		split = ds.pieces[i].kind == PIECE_TOOL && ds.pieces[i].fmt &&
			block_config_caption(&ds, &ds.pieces[i], cap,
					     sizeof(cap), NULL, 0);
	}
	/* "First I ran it against a fresh ext3 volume" over one output, "I
	 * then reformatted with ext4" over the next: the same */
	for (size_t i = 0; tools >= 2 && !split && i < ds.n_pieces; i++) {
		char fs[LABEL_MAX];

		split = ds.pieces[i].kind == PIECE_TOOL && ds.pieces[i].fmt &&
			filesystem_label(&ds, &ds.pieces[i], fs, sizeof(fs));
	}
	/* fio result lines no importer took beside another tool's
	 * output: the document reads (and warns about) them */
	for (size_t k = 0; tools && !mixed && k < ds.d.n; k++)
		if (ds.d.items[k].kind == DOC_LINE && !ds.used[k] &&
		    strstr(ds.d.items[k].s, "IOPS=") &&
		    strstr(ds.d.items[k].s, "BW="))
			mixed = 1;
	if (tools && !tables && !mixed && !split) {
		/*
		 * One tool's output inside a post: Markdown or HTML headings
		 * (not a "# dd ..." root prompt, nor one "# comment" of a job
		 * file) or sentences around it make it a document.
		 */
		int heads = 0, prose = 0;

		for (size_t k = 0; k < ds.d.n; k++) {
			const struct doc_item *it = &ds.d.items[k];

			if (it->kind != DOC_LINE || it->blank || ds.used[k] ||
			    it->pre || item_has_command(&ds, k, NULL))
				continue;
			/* "# comment" also in a job file: "##" is Markdown's */
			if (it->heading && !ds.d.html && jobfile_near(&ds, k))
				continue;
			if (it->heading >= 2 || (it->heading && ds.d.html))
				heads += 2;
			else if (it->heading)
				heads++;
			else if (prose_item(&ds, k))
				prose++;
		}
		if (heads >= 2 || (heads && prose) || prose >= 2)
			split = tools;
	}
	if (ds.d.html && tools)
		/* a page: no tool's importer reads its markup and entities,
		 * however sure it is of the output inside (fio text with its
		 * terse copy says 97) */
		score = 99;
	else if (tables || mixed || (tools >= 2 && split) ||
		 (tools == 1 && split))
		score = 96;
	else if (!tools && prose_specs(&ds) == 0 && quiet.specs)
		score = 60; /* nothing but datasheet figures in prose */
out:
	state_release(&ds);
	return score;
}

const struct ingest_format ingest_document = {
    .name = "document",
    .description = "a document (text, Markdown, HTML page) with tool "
		   "outputs and result tables",
    .probe = probe,
    .parse = parse,
};
