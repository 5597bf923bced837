/*
 * Conditions a table's figure does not state but its document does: the
 * commands of the table's tool (a field every compatible command states
 * alike), the prose notes above it ("Sequential block size: 64k"), and
 * what holds for every run of the tool (dd: one stream, sequential).
 * Internal to ingest/ (see ingest/table.h).
 */
#ifndef IODB_INGEST_TABLE_CONDITIONS_H
#define IODB_INGEST_TABLE_CONDITIONS_H

#include "ingest/table_mapping.h"
#include "ingest/testnames.h"

/*
 * Fill the unknown fields of c from the document's commands of m's tool
 * (those under a note "index N." when note is N), then from its prose
 * notes, then from the tool's facts.  *cmd gets the one compatible
 * command's index (-1 none, -2 several).
 */
void table_conditions_fill(struct table_mapping *m, struct testname *c,
			   int *cmd, int note);

#endif
