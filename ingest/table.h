/*
 * Result tables found in documents: HTML tables (read by the document
 * importer, ingest/doctext.c), Markdown pipe tables and tab- or
 * comma-separated blocks (read with libcsv), and their mapping to results
 * (systems / devices / tiers as rows or as columns, tests in row labels,
 * column headers or the heading above) and to datasheet specs.  Also the
 * user's --map file for tables the mapping cannot read alone (format:
 * docs/documents.md).  Internal to ingest/.
 *
 * This header is the door; each responsibility has its own file:
 *   table_grid     the cells of a table as read, whatever its syntax
 *   table_md       Markdown pipe tables
 *   table_csv      tab- and comma-separated rows (libcsv)
 *   table_text     blank-aligned text tables (terminal, <pre>)
 *   table_value    what a cell says: figures, units, the tool's convention
 *   table_map      the --map file
 *   table_device   the device model in a label
 *   table_shape    hand-made shapes repaired: header rows, row groups
 *   table_mapping  which cell is which system, test and metric
 *   table_conditions  conditions from the tool, commands and prose
 *   table_entries  the results to be, found by hashing
 *   table_datasheet  datasheet figures in cells and in prose
 *   table_emit     runs, results and specs leave through the sink
 */
#ifndef IODB_INGEST_TABLE_H
#define IODB_INGEST_TABLE_H

#include "ingest/table_csv.h"
#include "ingest/table_datasheet.h"
#include "ingest/table_emit.h"
#include "ingest/table_grid.h"
#include "ingest/table_map.h"
#include "ingest/table_mapping.h"
#include "ingest/table_md.h"
#include "ingest/table_text.h"

#endif
