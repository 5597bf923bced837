/*
 * Tables in wiki and plain-text markups other than Markdown's: MediaWiki
 * ("{|" ... "|-" ... "|}", "!" header cells, "||" / "!!" between cells),
 * DokuWiki ("^ Disk ^ Read ^" over "| a | 1 |"), Confluence and Jira
 * ("|| Disk || Read ||" over "| a | 1 |"), and grid tables drawn with
 * '+' corners (reStructuredText, psql/MySQL clients, Emacs:
 * "+----+----+" borders around "| a | 1 |" rows).  Internal to ingest/
 * (see ingest/table.h).
 */
#ifndef IODB_INGEST_TABLE_WIKI_H
#define IODB_INGEST_TABLE_WIKI_H

#include <stddef.h>

#include "ingest/table_grid.h"

/*
 * Whether a wiki table starts at line s (len bytes) with next the line
 * after it (NULL: none): its kind ('m' MediaWiki, 'd' DokuWiki, 'c'
 * Confluence, 'g' grid), else 0.
 */
char table_wiki_start(const char *s, size_t len, const char *next,
		      size_t next_len);

/*
 * Whether line s (len bytes) still belongs to a wiki table of kind k
 * whose lines so far end with a MediaWiki "|}" when *closed (set here).
 */
int table_wiki_continues(char k, const char *s, size_t len, int *closed);

/*
 * Append the rows of the table of kind k held by lines[0..n) (lens[i]
 * bytes each, document line nos[i]) to t: header rows first as they
 * stand, a grid table's rows of several text lines joined cell by cell
 * (read by its corners' columns when its lines are in line: its header,
 * the rows above "+===+" or its first block, joined into one row with a
 * cell spanning columns heading each; a rule under some columns only
 * parting rows),
 * wiki emphasis ("'''512'''", "**512**", "//x//") dropped, a MediaWiki
 * cell's attributes ("style=... | 512") dropped, its "|+" caption kept as
 * t->caption.  Returns 0 or -ENOMEM.
 */
int table_wiki_build(struct table *t, char k, const char *const *lines,
		     const size_t *lens, const long *nos, size_t n);

#endif
