/*
 * Which cell of a table is which system, test, direction and metric: the
 * header rows, the role of each column (index, system, test, interface,
 * figures, datasheet), row groups whose label is given once, the
 * conditions the heading, the tool, the commands and the prose of the
 * document add, and the entries (one per system and test) the figures
 * become.  The decisions are written down in docs/documents.md.  Internal
 * to ingest/ (see ingest/table.h).
 */
#ifndef IODB_INGEST_TABLE_MAPPING_H
#define IODB_INGEST_TABLE_MAPPING_H

#include <stddef.h>
#include <stdint.h>

#include "ingest/ingest.h"
#include "ingest/table_entries.h"
#include "ingest/table_grid.h"
#include "ingest/table_map.h"
#include "ingest/table_value.h"
#include "ingest/testnames.h"
#include "model/units.h"

struct ingest_record; /* ingest/record.h */

/* A command line seen in the document, with the conditions it states. */
struct table_command {
	const char *tool; /* "fio", "dd", "iozone", "hdparm" (static) */
	char *text;	  /* the command as written */
	struct testname cond;
	long line;
	/*
	 * A command under a note "index 2." after table number `table`:
	 * it belongs to the row whose index column says 2.  0: none.
	 */
	int table, note;
	/* a dd that copies nothing ("count=0": a cache drop, a truncate),
	 * a fio that only prints ("--version"): no run, its conditions no
	 * run's */
	int idle;
	/* an hdparm that sets or queries the drive's settings and times
	 * nothing (no -t, no -T: "hdparm -B 254 -M 254 /dev/sda", "hdparm
	 * -I"): idle too; a tool only so invoked ran no benchmark */
	int settings;
	/*
	 * The one metric (enum testname_metric) the heading of the
	 * command's section names and nothing else ("### 3.1 BandWidth"
	 * over the bandwidth runs' commands, "### 3.2 IOPS" over others):
	 * its runs measured that metric, their options are no condition
	 * of another metric's figures.  0: none named.
	 */
	int metric;
	/* it stands in a section about the tests ("## Methodology", "##
	 * Benchmarks", "## 3. 测试详情"): it describes the runs of tables
	 * before it too */
	int test_section;
};

/*
 * A fio job the document defines: a job file's "[section]" or the one
 * --name= of a command line, with the conditions its options state
 * (a job file's [global] ones included).
 */
struct table_job {
	char name[64];
	struct testname cond;
};

/* What the document around a table says. */
/* A figure a tool output of the same document gave (see table_emit.c). */
struct table_seen {
	enum iodb_op op;
	enum iodb_pattern pattern;
	int64_t bs;
	double iops, bw, lat;
	const char *tool; /* "fio", "dd", "iozone", "hdparm"; NULL other */
	/* the document's run it belongs to (1 the first), and a hash of
	 * its test's name (util_fnv1a(), 0 none): one test's results of
	 * one run, an iozone column */
	size_t run;
	uint64_t test;
	/* the run's conditions as its importer read them (iodepth,
	 * numjobs: for a row rounding its rate otherwise, table_emit.c) */
	struct iodb_cond cond;
};

/*
 * A result a table of the document imported, with the lines of its table:
 * a table each of whose results repeats one of them is a copy
 * (table_emit.c).
 */
struct table_done {
	struct iodb_cond cond;
	double iops, bw, lat, acc, run, io;
	long from, to;
	uint64_t head;	/* its table's header rows (table_emit.c) */
	char label[96]; /* its run's label, "" none */
	int heading;	/* that label is its table's heading's */
	/* the result as recorded (table_context.held), whose unknown
	 * figures a later table's repeat of it fills; NULL none */
	struct iodb_result *res;
	/* its run as recorded (table_context.held), which a later table
	 * naming the column by its section may rename; NULL none */
	struct iodb_run *rec_run;
	char section[96]; /* its table's section heading, "" none */
	/* its table was read from text lines (a tool's output as printed
	 * or transcribed, t->origin "text"), not a hand-made grid */
	int output;
	/* one unit of the last digit its iops, bw were printed with, as a
	 * share of the figure (table_entry.iops_digit); 0 unknown */
	double iops_digit, bw_digit;
};

struct table_done_list {
	struct table_done *v;
	size_t n, cap;
};

/* The figures (numbers as written, read) of the tables a document
 * rejected as ratings or specifications (table_mapping.c). */
struct table_rated {
	double *v;
	size_t n, cap;
};

/* The tests each figure of a many-figure cell measures, in order: a
 * direction each (enum iodb_op), and an access pattern (enum
 * iodb_pattern, 0 unknown) when the legend names one. */
#define TABLE_ORDER_MAX TESTNAME_MAX_OPS
struct table_cell_order {
	int n;
	int ops[TABLE_ORDER_MAX];
	int pattern[TABLE_ORDER_MAX];
};

struct table_context {
	int index;	     /* 1-based number of the table in the document */
	const char *heading; /* the line just above the table, or NULL */
	long heading_line;
	const char *tool; /* the tool the heading/section names */
	/* tool is named around the table or by the document's only
	 * commands (1), or only somewhere in the document (0) */
	int tool_near;
	/* its first row or column names a test as CrystalDiskMark's family
	 * does ("SEQ1M Q8T1", "4K Q32T1"): a caption naming one of that
	 * family is its tool before another it names first */
	int cdm_cells;
	/* the document names a tool for another section's table only (not
	 * this one's: tool NULL), yet it ran one */
	int tool_elsewhere;
	/* the document's prose says its tool ran ("the script runs fio
	 * with the 5 test types"): its results are that tool's */
	int tool_ran;
	/* the document's tool was ruled out for this table (it states its
	 * own unit in a lead-in, a script or a GUI tool made it): no tool
	 * of the document's commands is guessed for its figures either */
	int tool_refused;
	/* every row names a copy between places and its rate (doctext.h,
	 * doc_item.copy_rows): a row naming no direction is a copy */
	int copy_rows;
	const char *tool_version; /* as the document states it, or NULL */
	const struct table_command *cmds; /* every command in the document */
	size_t n_cmds;
	/* every fio job the document defines, one entry a name (a name two
	 * jobs give different conditions is left out) */
	const struct table_job *jobs;
	size_t n_jobs;
	const struct testname *notes; /* conditions stated in prose above */
	size_t n_notes;
	/* the test of each metric a sentence above states "respectively"
	 * ("IOPS and throughput", "4KB and 128KB block-size respectively
	 * to measure the random and sequential"): metric, pattern and block
	 * size each, in the prose's order; n_resp 0: none */
	const struct testname *resp;
	size_t n_resp;
	/* the notes came from a list of test parameters whose items name
	 * their tests ("- Sequential: bs=1M", "- Sustained Write: 120 s"):
	 * those keys as written, and per note the index of its item's key
	 * (-1: an item naming no test); note_key NULL when not so */
	const char *const *note_keys;
	size_t n_note_keys;
	const int *note_key;
	/* the metric prose above says was measured ("IOPS性能を測定") */
	enum testname_metric prose_metric;
	/* a line above states an IOPS figure ("IOPS is 19.4k"): a bare
	 * "k" figure of a row naming a block size, pattern and direction
	 * is IOPS (table_mapping.c) */
	int iops_stated;
	const char *map; /* the --map file's text, or NULL */
	/* rates lines of the document printed beside their bytes and time
	 * (table_rate_proof_line()): the base of their "MB/s" */
	const struct table_rate_proof *proofs;
	size_t n_proofs;
	const struct table_seen *seen; /* tool outputs' results above */
	size_t n_seen;
	/* the results the document's tables imported so far, this one's
	 * added as they are emitted; NULL: none kept (a dry run) */
	struct table_done_list *done;
	/* the figures of the document's tables rejected so far as the
	 * vendors' ratings (a buying list, a datasheet), this one's added
	 * when it is one; NULL: none kept */
	struct table_rated *rated;
	/* the recording the document's results go to while its tables
	 * are emitted (ingest/record.h): a later table's repeat of a result
	 * fills that result's unknown figures instead of adding one; NULL
	 * none */
	struct ingest_record *held;
	/* the results of the tool outputs below the table (a summary table
	 * at the top of a post repeats them): only to tell a summary */
	const struct table_seen *below;
	size_t n_below;
	/* below's first n_below, then hdparm's (n_below_all in all): a
	 * summary list restates those too */
	size_t n_below_all;
	/* below's first n_below, then hdparm's and iozone's whatever the
	 * table (n_below_named in all): a row or table naming that tool
	 * restates those too (table_emit.c, summary_from()) */
	size_t n_below_named;
	/*
	 * The table was made from a list or lines of prose ("- seq read:
	 * 44.5 MB/s"), not drawn as one, under a summary's heading ("###
	 * Summary") or after tool outputs: when every figure of it is an
	 * output's of the document rounded, it is a summary of them.
	 */
	int summary_list;
	/*
	 * The heading of the table's section names a digest of what the
	 * document showed ("Analysis", "Summary", "Comparison", "Overview",
	 * "Conclusion"): when every figure of the table is a result imported
	 * above from the document, rounded, it is not imported again.
	 */
	int digest_heading;
	/*
	 * The document's tables stand under headings of their own that tell
	 * them apart, this one's among them: the heading is the label of
	 * figures no cell names a system for, whether or not it names a disk.
	 */
	int heading_names_system;
	const char *label_heading; /* then the line naming it (or NULL) */
	/* label_heading is the label as written, read no further (a line's
	 * system before its arrow: document.c) */
	int label_exact;
	/*
	 * Of sibling tables whose figures would be labelled alike (the
	 * same column headers, "Neuzustand" over each): the system the text
	 * names for this one (the sentence ending in ':' right above it, the
	 * page's title over the first), joined before each label; NULL none
	 * (table_emit_set()).
	 */
	const char *set_system;
	/*
	 * The heading naming the one system the table's rows were measured
	 * on, for a system column whose cells state settings alone
	 * ("cache=none"): joined before each ("Ceph ... / cache=none"), or
	 * NULL.
	 */
	const char *settings_heading;
	/*
	 * The drive a caption over the table names ("**Acme Stick 3
	 * 64GB**"), for a system column whose cells name only how it was
	 * attached ("USB 3.0", "via hub": line_is_attachment()): joined
	 * before each ("Acme Stick 3 64GB / USB 3.0"), or NULL.
	 */
	const char *attach_device;
	/*
	 * The heading over the table when another table of the same columns
	 * under another heading has rows of the same names with other
	 * figures ("### Machine - 4v CPU ..." and "### Machine - 16v CPU
	 * ..."): joined before each row's system ("Machine - 4v CPU ... /
	 * Device ..."), or NULL.
	 */
	const char *repeat_heading;
	/*
	 * The header cell of another table of the same rows that the heading
	 * over this one names ("Balanced" of "| Filesystem | Power-saver |
	 * Balanced | Performance |" under "## Balanced-profile comparison"):
	 * joined after each row's system ("Btrfs NOCOW / Balanced"), whose
	 * figures that table gave are restated here; or NULL.  Only the
	 * rows of heading_column_of (that table) take it.
	 */
	const char *heading_column;
	const struct table *heading_column_of;
	/*
	 * A table above listing the systems measured by number ("| No. |
	 * Host | Drive |" over "| 2 | lab-box | Crucial MX500 |"), when
	 * every row of this one is named by one of its numbers alone: a
	 * row "2" is the drive in column list_name of list's row whose
	 * column list_no holds 2 (document.c, device_list()); NULL none.
	 */
	const struct table *list;
	size_t list_no, list_name;
	/* the device a line right above the table names as the one tested
	 * (sbc-bench's '"SiliconGo SPeMMC" ... as /dev/mmcblk0'), or NULL */
	const char *device;
	/* the drive the hardware facts of the table's section name
	 * ("Drive Model: CT2000P3PSSD8" under "# ASUS NUC15"; document.c,
	 * section_drive_model()): the model of figures labelled by the
	 * heading, which names the computer; or NULL */
	const char *drive_model;
	/*
	 * The line of the heading the table stands under (0: none): its
	 * section's commands, when one is compatible, are the table's.
	 */
	long section_line;
	const char *section_heading; /* that heading's text, or NULL */
	/*
	 * The line of the first heading below the table (0: none): a
	 * command past it stands in another section and lends the table
	 * none of its conditions, but in a section about the tests
	 * (table_command.test_section): a `dd ... bs=4M` cloning a card
	 * under "### Cloning" is no run of the results table above.
	 */
	long next_section_line;
	/*
	 * Per cmds[] (NULL: none is): whether the command is a spec of the
	 * table, one shown above it in a section holding it with no tool
	 * output between (document.c, section_specs()): "### FIO spec"
	 * under "## Reads" is the spec of the tables under "### Results"
	 * down to "## Writes".
	 */
	const unsigned char *spec;
	/*
	 * The heading of the section that section's heading stands in
	 * ("## SSD Consigliati" above "### NVMe"), or NULL.
	 */
	const char *outer_heading;
	/*
	 * That heading when it names only a metric or its unit ("#### MB/s"
	 * over "##### Host A" and the table's bare figures): what the
	 * figures measure, when the table and its own heading do not say;
	 * or NULL.
	 */
	const char *metric_heading;
	/*
	 * The heading of a section holding the table's that names the
	 * workload ("## Random Write Performance" over "### Machine A" and
	 * its table), when the table's own heading names none; or NULL.
	 */
	const char *workload_heading;
	/* a line of prose leading the table's section or a section holding
	 * it that says its figures are a maker's ("performance figures from
	 * the manufacturer", "the claimed random write performance";
	 * document.c, section_claim()), or NULL */
	const char *claim_prose;
	/* such a line saying its figures are theoretical ("The following
	 * table lists maximum theoretical speeds of various controllers
	 * and interfaces"; document.c, figures_theoretical_line()), or
	 * NULL */
	const char *theory_prose;
	/* the post's title in its metadata header ("title: ..."), or NULL */
	const char *doc_title;
	/*
	 * Whether the document shows, below the table, the output of the
	 * tool word w (n bytes) names: a heading of that word alone ("###
	 * JMH", "## JMH results") over a code block.  NULL: none asked.
	 */
	int (*output_below)(const void *arg, const char *w, size_t n);
	const void *output_below_arg;
	/*
	 * Told, while the table is emitted, that a row labelled label (its
	 * system cell, "Baseline") repeats below[i] alone of the outputs
	 * below, and is left out as their summary: the output's run may
	 * take that label.  NULL: none asked (a dry run).
	 */
	void (*summary_of)(void *arg, size_t i, const char *label);
	void *summary_of_arg;
	/*
	 * Whether a tool's output elsewhere in the document names the drive
	 * s as its own ("HD Tune: SAMSUNG HD502HJ Benchmark": its device
	 * model): a label of that very string is that drive.  NULL: none
	 * asked.
	 */
	int (*drive_named)(const void *arg, const char *s);
	const void *drive_named_arg;
	/* a note right under the table naming its figures' unit ("(The unit
	 * is MB/s.)", "单位：MB/s"): the unit a caption above would give, or
	 * NULL */
	const char *unit_note;
	/* the post says above the table that every run used direct I/O
	 * ("全部direct IO", "all tests with direct=1"): 1, else 0; and
	 * the one block size it says every run used ("bs=1M for every
	 * run"): bytes, else 0 */
	int post_direct;
	/* the directions post_direct was said of, (1u << op) each: 0 all
	 * ("`oflag=direct` for the write": the writes alone) */
	unsigned post_direct_ops;
	/* the notes (and post_direct, method_direct 1) are a test method
	 * section's ("## Test method" / "- Block size: 1 MiB"): a row or
	 * column naming one of method_except (the words of the section's
	 * prose saying what ran otherwise: "ZFS ... was buffered") takes
	 * none of them */
	int method_notes, method_direct;
	const char *const *method_except;
	size_t n_method_except;
	/* the table is a script's result lines (doctext.c,
	 * script_lines_table()): its test names are the script's, read with
	 * TESTNAME_SCRIPT, no CrystalDiskMark test or tool made of them */
	int script_names;
	/* the table's header row is a reader's, made of lines that were no
	 * table (doctext.c, add_made_head()): no word of it is the author's
	 * (its "test" names no column as the author did) */
	int made_head;
	/* the table gives the result of the command on this line (a
	 * sentence under its screenshot): that command is the table's own,
	 * as one right above it would be; 0 none */
	long result_of;
	int64_t post_bs;
	/* the block size the table's section states on a line of its own
	 * ("block size = 1 MiB"), one of two or more the document states
	 * so: nearer than the document's commands (0 none) */
	int64_t section_bs;
	/* the one access pattern and direction (enum values, 0 none) a
	 * statement of the tests' conditions above gives ("All results
	 * below apply to 4 KB blocks and random access (unless indicated
	 * otherwise)"), for tests naming no other pattern; and the pattern
	 * post_bs was said with (0: said of every test) */
	int post_pattern, post_op, post_bs_pattern;
	/* the one direction the document's title and the prose and
	 * headings of the table's section say its tests ran ("Write
	 * Performance of ext4", "I have measured the random write
	 * performance", "### XFS random write bandwidth"): an enum iodb_op
	 * value, 0 when they name none or several.  A command whose
	 * direction is another gives the table none (table_conditions.c) */
	int text_op;
	/* text_op was said twice or more (the title, a sentence, a
	 * heading) over a table whose own lines name no direction: 1, the
	 * tests naming none take it, and text_pattern, the one pattern
	 * those sentences name (0 none), when no command of the table's
	 * tool states a direction or those that do contradict the text */
	int text_apply, text_pattern;
	/* the one pattern the prose above the table names as the kind of
	 * the experiment's tests ("the one I focused on were the
	 * sequential read and write tests", "顺序读写测试"): an enum
	 * iodb_pattern value, 0 none or several (table_conditions.c,
	 * kind_facts()) */
	int kind_pattern;
	/* post_opts.direct is the table's lead-in's ("参数direct=1" on
	 * the line above it): said of its runs, whatever another
	 * command of the document ran with (table_conditions.c) */
	int lead_in_direct;
	/* the caption line above the table says it holds typical or
	 * expected figures ("**典型性能数据**：", "Typical values:") while
	 * the heading it is read under is another line: 1, else 0 */
	int typical_caption;
	/* what a list of fio options under a general lead-in above says
	 * every run used ("The basic configuration for fio benchmarks is:"
	 * / "- `direct=1`" / "- `rw=write`"), for the fio tables below it:
	 * each field unknown when not said, op and pattern from its rw=;
	 * post_opts_set 0 when there is none */
	struct iodb_cond post_opts;
	int post_opts_set;
	/* those conditions were a table naming fio itself ("| fio
	 * workers | 4 |"): they give a table no tool is known for too */
	int post_opts_fio;
	/*
	 * The tests, in order, a line above the table says each "a/b" (or
	 * "a / b / c") cell gives ("the format is Write/Read", "each cell is
	 * given as read/write", "Each triplet is:" over "sequential read /
	 * sequential write / random read"; document.c, pair_order_note()):
	 * n 0 when none says so.
	 */
	struct table_cell_order order;
	/* a note right under the table says the row or column of this
	 * name used O_DIRECT ("ext4 一栏用 O_DIRECT"): the name, or NULL */
	const char *direct_name;
	/* a note right above or under the table saying figures were not
	 * measured ("⚠️ Stick C is theoretical, never tested"): its line,
	 * and the mark it starts with that the cells it speaks of repeat
	 * ("⚠️"), or NULL */
	const char *untested_note;
	const char *untested_mark;
	/*
	 * Figures the text near the table states with a unit ("Sequential
	 * Read ranged from 6,193 MB/s", a callout "6,193" / "Top Seq Read
	 * (MB/s)"): the figure as printed, the unit written with it, and
	 * the words of the statement (its test: "Top Seq Read"); n_stated
	 * of them.  A column of bare figures holding one of them takes
	 * that unit (table_mapping.c, stated_units()).
	 */
	struct table_stated {
		char fig[24];
		char unit[16];
		char words[120];
	} stated[4];
	int n_stated;
};

struct table_mapping {
	/* the metric (enum testname_metric) of the figure whose conditions
	 * are being filled, 0 when not one alone */
	int fig_metric;
	/* the figure being filled stands in a transfer column whose
	 * direction is not known (transfer[]): no command or text gives
	 * it one (which side of the transfer it was is not said) */
	int fig_transfer;
	/* the row states a queue depth or job count of its own, maybe
	 * several ("qd16/qd32"): no tool's default fills them */
	int depth_said;
	/*
	 * The tests the table's rows name, one per data row (table_mapping.c
	 * rows_vary(); owned), and the fields (IODB_COND_*) two rows state
	 * with different values ("| 4k | randread |", "| 64k | randwrite |":
	 * bs and op): the conditions the table itself varies.  rows_done:
	 * worked out.
	 */
	struct iodb_cond *row_conds;
	size_t n_row_conds;
	unsigned rows_vary;
	int rows_done;
	/*
	 * Every data row names an access and nothing else ("sequential
	 * read", "Random write": testname_direction_only()), worked out
	 * with rows_vary: the rows differ from one command only by its
	 * rw= (table_conditions.c, template_fields()).
	 */
	int rows_access_only;
	/*
	 * Set by table_conditions_fill(): the fields (IODB_COND_*) the
	 * figure took from the command its access-only rows vary (above);
	 * the caller moves it to the entry (table_entry.from_template) and
	 * clears it.
	 */
	unsigned fill_template;
	/*
	 * The rows naming a random pattern ("4k random write"), for the rows
	 * naming none beside them (table_mapping.c random_contrast();
	 * owned); rand_done: worked out.
	 */
	size_t *rand_rows;
	size_t n_rand_rows;
	int rand_done;
	struct ingest_ctx *ctx;
	const struct table_context *tc;
	struct table *t;
	struct table_map map;
	const char *tool;
	enum units_conv conv;
	enum table_sep sep; /* the table's decimal separator */
	/* "40,074 | 120,883 | 36,92": ',' groups thousands in most figures
	 * and stands before two digits in another; no figure with a
	 * separator is read, not even one only one convention reads */
	int sep_clash;
	/* "17,5042 KB/s" beside "363.23 MB/s" and "43,760 IOPS": the only
	 * decimal commas have four digits or more after the ',', which no
	 * thousands group has; the table's decimal point is '.' and such
	 * a figure is read by neither convention */
	int sep_misgrouped;
	int hdr;	     /* header rows */
	char **head;	     /* header text per column (owned) */
	struct testname *ht; /* parsed header per column */
	int *role;
	int cdm;    /* the row test names are CrystalDiskMark's */
	int as_ssd; /* the row test names are AS SSD Benchmark's */
	/* the rows are the shell fio-cdm's "Seq", "512K", "4K", "4KQD32" */
	int fio_cdm_shell;
	/* the first column, headed "Size", holds the rows' sizes ("4k",
	 * "64k"), read as block sizes only when the rows' rate / IOPS says
	 * so (table_emit.c) */
	int size_bs;
	/* the first column's corner names both directions over rows of
	 * read:write ratios ("| Random Read/Write |" over "16K_70/30"): the
	 * rows are mixed workloads (mixed_corner_column()) */
	int mixed_corner;
	/* the table has YABS's own fio table's shape: its rates are in
	 * YABS's documented units, whatever its IOPS say (table_emit.c) */
	int yabs_own;
	/* ... and YABS is named by the table's own title line or banner
	 * ("fio Disk Speed Tests (Mixed R/W 50/50)", "Yet-Another-Bench-
	 * Script"), not only by its shape: its results take the conditions
	 * yabs.sh's one fio command runs them with (table_emit.c) */
	int yabs_named;
	/* its rate cells are all in fio 2.x's printed forms ("784032KB/s",
	 * "1452.2MB/s"): 1; none, or one in another form: -1; 0 not yet
	 * looked at (table_mapping.c, fio2_rates()) */
	int fio2_rates;
	/* a test cell or a figure column's header names a block size: the
	 * table states its sizes itself */
	int own_sizes;
	/* the same, of the tests of the pattern the post's block size was
	 * said with (tc->post_bs_pattern; any when none) */
	int own_sizes_post;
	/* a test of the table names a direction or pattern other than the
	 * rw= of the post's option list (tc->post_opts): 1, that list is
	 * not this table's */
	int opts_clash;
	/* rows_name_tool() of the table, worked out once: the tool asked
	 * about (NULL not yet) and whether a row names it */
	const char *rows_tool_of;
	int rows_tool;
	int has_system; /* a column names the systems */
	/* settings_rows(): 0 not worked out yet, 1 no, 2 the rows name
	 * their system by settings alone under a heading naming it */
	int settings_rows;
	/* attach_rows(): the same, for rows naming how a drive named by a
	 * caption was attached */
	int attach_rows;
	/* column 0 was made of the table's group rows (sections()) */
	int group_col;
	/* 1 + the column of file names that names the systems
	 * (file_name_systems()), 0 none; file_tests: its names also say the
	 * rows' tests, no other column does */
	size_t file_col;
	int file_tests;
	/* 1 + the column of drive models that names the rows instead of
	 * their mount paths (mount_rows_drive_column()), 0 none */
	size_t drive_col;
	/* row_records(): 0 not worked out yet, 1 no, 2 each row holds
	 * whole results (two figure columns of one direction) */
	int row_records;
	/* processor_table(): 0 not worked out yet, 1 no, 2 the rows are a
	 * processor's throughput (ciphers, hashes), none names storage */
	int processor_rows;
	int columns_label; /* a value column's header names a system */
	int plain_columns; /* value columns whose header names no test */
	int two_labels;	   /* system column x plain columns */
	/* the test column's cells are a name glued to a CJK direction
	 * ("arm写", "X86读"): its column (+1), else 0 (glued_names()) */
	size_t glued_col;
	struct testname heading;
	const char *heading_text; /* what heading was read from, or NULL */
	/* "1M at iodepth=1, 4k at iodepth=32": the queue depth and jobs
	 * each clause of the heading gives its size's tests (heading's own
	 * then unknown), n_size_qd of them */
	struct {
		int64_t bs, iodepth, numjobs;
	} size_qd[4];
	int n_size_qd;
	int has_heading_test;
	/* "| 指标 | 值 |" over "| IOPS | 384 |", "| 平均延迟 | 20.78 ms |":
	 * each row a field of one result (table_mapping.c, field_rows()) */
	int field_rows;
	/* "| 4k rand write, qd32 | box-a | box-b |" over "| IOPS | 3,100 |
	 * 640 |": metrics as rows, one result a column (metric_rows()) */
	int metric_rows;
	/*
	 * The disk the heading names when no cell names a system ("2.
	 * Samsung 980 PRO 1TB" above a table of tests): the figures' label.
	 */
	char heading_label[128];
	/*
	 * The subject a corner cell names over rows of tests and columns of
	 * systems ("Exfat Performance" over "Linux Bandwidth"): it goes
	 * before each column's system, "Exfat / Linux"; "" none.
	 */
	char corner_subject[64];
	/*
	 * The system the caption right above the table says its figures
	 * are of, as its section's heading names it ("btrfs" of "### 4.1
	 * btrfs" over "**Write IOPS on btrfs ...:**"): it goes before each
	 * column's header that names a condition of it; "" none.
	 */
	char caption_system[64];
	/*
	 * The unit one value column's header names for its sibling columns
	 * too ("| 랜덤 읽기 (MB/s) | 랜덤 쓰기 | 순차 읽기 |"); "" none.
	 */
	char shared_unit[16];
	size_t shared_col; /* the column naming it */
	/* 1 + the column whose unit a statement near the table gave
	 * (stated_units()), 0 none */
	size_t stated_col;
	/*
	 * Per column: 1 + the column naming the test whose other metric it
	 * holds ("Throughput" beside "4K random read IOPS"); 0 none (owned).
	 */
	size_t *test_col;
	/* per column: its header tells how the test file was prepared
	 * ("文件提前用dd生成（bs=128M）"): no tool or size of its own (owned)
	 */
	char *prep;
	/* per column: its header names one side of a transfer ("Tx(MB/s)"
	 * beside "Rx(MB/s)"): a test, no system, even with no direction
	 * known (owned) */
	char *transfer;
	struct table_entries ent; /* the results to be, and their labels */
	unsigned skipped;	  /* figures that could not be mapped */
	char why[200];		  /* the first reason */
	long why_line, why_col;	  /* where its figure is; 0 unknown */
	size_t at_r, at_c;	  /* the cell being mapped */
	int emitted;
	uint64_t head_digest; /* its header rows' text, digested (copies) */
	unsigned summaries;   /* entries that repeat a tool output's figures */
	unsigned other_tool;  /* entries of another tool's rows (other_tool) */
	long other_tool_line; /* the first one's line */
	long summary_line;
	/* bare IOPS not read: the table's bare IOPS match the outputs' only
	 * in thousands or millions (table_emit.c) */
	unsigned iops_refused;
	unsigned iops_scaled; /* bare IOPS a thousand times too small */
	/* figures written as approximations ("~600 MB/s", "(≈6.3K IOPS)")
	 * in a table otherwise read: not read (table_map_cell()) */
	unsigned approx_left;
	int summary_below; /* the first repeats an output below the table */
	/* entries restating a result a table above gave its system */
	unsigned restated;
	long restated_line, restated_of;
	/* entries repeating a result of another table of the document
	 * (table_emit.c same_done()), the first's line and that table's */
	unsigned repeated;
	long repeated_line, repeated_of;
	/* systems (labels) whose every figure repeats a row of a table
	 * above under the same header (table_emit.c row_shown_again()),
	 * the first's line and that table's */
	unsigned rows_again;
	long rows_again_line, rows_again_of;
	/* systems (labels) whose figures restate a column of a table
	 * above, under any name (table_emit.c column_shown_again()),
	 * the first's line and that table's */
	unsigned cols_again;
	long cols_again_line, cols_again_of;
	/* figures restating, cell by cell, an output's above
	 * (table_emit.c column_shows_output()), the first's line and the
	 * output's */
	unsigned out_again;
	long out_again_line, out_again_of;
	int typical; /* value columns left out as approximations (classify) */
	/* the figures read (each entry's first of its cell): exact ones,
	 * approximate ones ("~550 MB/s", "약 3,000"), and those of them
	 * with more than two significant digits ("~1520 MiB/s") */
	unsigned figs_exact, figs_rough, figs_fine;
	/* access times alone under a label of several reads: whose is not
	 * said, not imported (table_emit.c) */
	unsigned access_left;
	long access_left_line;
	/* a row's latency naming only a direction that row has several
	 * results of ("| rand read IOPS | seq read MB/s | read lat |"):
	 * whose it is is not said, not read (row_latencies()) */
	unsigned lat_left;
	long lat_left_line;
	/* mean latencies a thousand times off what the row's queue depth
	 * over its IOPS makes them: their unit is not the one said, not
	 * read (table_emit.c lat_by_queue()) */
	unsigned lat_queue;
	long lat_queue_line;
};

/*
 * Read table t (which may be reordered and padded) with what tc says
 * about it into *m: the --map sections for it, header rows, column roles,
 * row groups filled down, the tool and its unit convention.  Returns 0
 * when there are figures to map, 1 when the table is not imported (after
 * ingest_warn() saying why), or a negative errno (-EINVAL after an error
 * in the map).  Caller releases *m with table_mapping_release() whatever
 * the outcome.
 */
int table_mapping_init(struct table_mapping *m, struct ingest_ctx *ctx,
		       struct table *t, const struct table_context *tc);

/* Free what *m owns. */
void table_mapping_release(struct table_mapping *m);

/* Whether word w (its first n bytes, ASCII) stands whole in s, case aside. */
int table_word_in(const char *s, const char *w, size_t n);

/*
 * Whether nothing in the document ran a benchmark (no tool, command or
 * output) and the table's heading does not say its figures were
 * measured ("Results", "결과", "測定", "getestet").
 */
int table_ran_nothing(const struct table_mapping *m);

/*
 * Map the figures of value cell (row r, column c) into m's entries; a
 * figure that cannot be mapped is counted and its reason kept in m->why.
 * Returns 0, or -ENOMEM.
 */
int table_map_cell(struct table_mapping *m, size_t r, size_t c);

/*
 * After every cell is mapped: the CPU shares table_map_cell() gave the
 * entries of a row are dropped when that row's entries are of two tests
 * or more ("| A | seq read MB/s | rand write IOPS | usr CPU |": whose
 * share is not said).  Returns 0 or -ENOMEM.
 */
int table_map_cpu_rows(struct table_mapping *m);

/*
 * Count a figure not mapped; the first reason (fmt with arg) is kept
 * with the place of the cell being mapped (m->at_r, m->at_c).
 */
void table_why(struct table_mapping *m, const char *fmt, const char *arg);

/* Join the cells of row r whose column has role into buf (n bytes). */
void table_join_role(struct table_mapping *m, size_t r, int role, char *buf,
		     size_t n);

/*
 * Whether header cell s is a plain name ("FastCFS", "nvme-pool"): no
 * test, metric, condition, statistic, run number, tool or quantity word,
 * no figure.  Returns 1 or 0.
 */
int table_plain_name(const char *s);

/*
 * Whether column c of t (its header the first row) is one the reader
 * leaves out whatever the other columns say: no figure in it, and its
 * header names a comparison, notes, a state or a source ("Delta",
 * "Notes", "Status", "Source"), or its cells compare the other columns
 * ("283% faster", "Rook-Ceph 30% faster") or give verdicts ("PASS").
 * Returns 1 or 0.
 */
int table_column_aside(const struct table *t, size_t c);

/*
 * Whether t looks like a table of results: a column of figures, and test
 * or metric words in its header or in heading (the line above; may be
 * NULL), or units in its cells.  Cheap; used by the document probe.
 */
int table_has_figures(const struct table *t, const char *heading,
		      const char *note);

/*
 * Whether heading h (a title or the caption over a table) says the table
 * holds typical or expected figures, what one should see rather than what
 * was measured: a word for "typical" or "expected" beside one for the
 * figures ("Typical performance data", "Typische Werte", "典型性能数据").
 */
int table_typical_heading(const char *h);

/*
 * Whether heading h (a title or the caption over a table) says the table
 * holds example figures, an illustration and no measurement ("Example
 * results", "性能测试结果示例", "Beispielwerte"); not "Example: results
 * on my NAS", where the word only leads in.
 */
int table_example_heading(const char *h);

/*
 * Whether most figures of table t's cells are precise readings (three
 * significant digits or more, not approximate: "3807 MB/s"), not the
 * round ones an illustration is made of ("400 MB/s").  An example title
 * over precise readings shows a run as an example (as "Example output"
 * over a tool's output does): document.c reads them.
 */
int table_precise_figures(const struct table *t);

#endif
