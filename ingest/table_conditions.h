/*
 * Conditions a table's figure does not state but its document does: the
 * commands of the table's tool (a field every compatible command states
 * alike), the prose notes above it ("Sequential block size: 64k"), and
 * what holds for every run of the tool (dd: one stream, sequential).
 * Internal to ingest/ (see ingest/table.h).
 */
#ifndef IODB_INGEST_TABLE_CONDITIONS_H
#define IODB_INGEST_TABLE_CONDITIONS_H

#include "ingest/fio_options.h"
#include "ingest/table_mapping.h"
#include "ingest/testnames.h"

/*
 * Fill the unknown fields of c from the document's commands of m's tool
 * (those under a note "index N." when note is N), then from its prose
 * notes, then from the tool's facts.  *cmd gets the one compatible
 * command's index (-1 none, -2 several).  col and row (NULL: none) are
 * the cell's column header and row text: one naming a key of the
 * parameter list the notes came from (tc->note_keys) takes that key's
 * notes only.
 */
void table_conditions_fill(struct table_mapping *m, struct testname *c,
			   int *cmd, int note, const char *col,
			   const char *row);

/*
 * Whether test t names a direction or pattern other than the rw= of the
 * options o a post's list says every run used (tc->post_opts): "Random
 * read" under "- `rw=write`"; "Read / Write" under any one direction.
 */
int table_opts_clash(const struct iodb_cond *o, const struct testname *t);

/*
 * "| random_read | 39.5 |" where the document's job file has
 * "[random_read]" (or a command --name=random_read): the unknown fields
 * of t from that job's options, when they agree with what t states.
 * name is the cell as written (blanks, '*' and '`' around it ignored).
 * Returns 1 when a job so named filled t, else 0.
 */
int table_job_fill(const struct table_context *tc, const char *name,
		   struct testname *t);

/*
 * The one tool able to run a random-access test whose commands or outputs
 * the document shows (hdparm's and dd's are sequential): "iozone" in a
 * post of hdparm, dd and iozone commands; when fio's and iozone's both
 * stand in it, the one whose commands alone stand above the table in its
 * section.  NULL when none or several (an output of a tool iodb names no
 * further counts as another).  Its unit convention is a random column's
 * that names no tool (docs/units.md).
 */
const char *table_random_tool(const struct table_mapping *m);

/*
 * The options of the one fio command in cmd (a command line, "fio
 * --name=w --rw=write ..."), parsed into o.  Returns 0, or -1 when cmd
 * holds none.
 */
int table_command_opts(const char *cmd, struct fio_opts *o);

/*
 * The job name of the one fio command cmd defines ("fio --name=w ..."),
 * into name (n bytes).  Returns name, or NULL when it names none or
 * several jobs.
 */
const char *table_command_job(const char *cmd, char *name, size_t n);

/*
 * Whether every figure column of m names one direction that a command of
 * the table's tool standing in the table's section (under its heading,
 * above the next one) ran: "| eMMC | 顺序读(MB/s) | 随机写(MB/s) |" with
 * "fio -rw=read ..." and "fio -rw=randwrite ..." under "测试方法" below
 * it.  0 when a column names no direction or none of them ran it.
 */
int table_commands_cover(const struct table_mapping *m);

/*
 * The direction of the figures under a column headed by a direction word
 * (word: "Tx", "Rx"), which says nothing of a drive's read or write by
 * itself: the rw= of the one fio job of the table's section named that
 * word (case aside: "fio -name=Tx -rw=write"), its pattern into
 * *pattern.  IODB_OP_UNKNOWN when no such job, such jobs of two
 * directions, or another job of the section whose name holds the word
 * ("-name=DevTx -rw=read", the other side's run) runs another direction:
 * which rows ran which is then not said.
 */
enum iodb_op table_column_job_op(const struct table_mapping *m,
				 const char *word, enum iodb_pattern *pattern);

#endif
