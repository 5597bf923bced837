/*
 * The report as one self-contained HTML file: no external fetch, no
 * JavaScript.  Sections: a summary of what is
 * compared, comparison tables (tests x systems, the best value marked),
 * the datasheet-vs-measured table, bar charts per test, latency percentile
 * charts, per-second IOPS charts, and the provenance of every figure.
 * Charts are SVG documents inlined as data: URIs of <img> elements.  Every
 * string that came from an imported file is escaped.  The output parses
 * without errors both as HTML (libxml2's HTML parser) and as XML.
 */
#ifndef IODB_REPORT_HTML_H
#define IODB_REPORT_HTML_H

#include <stdio.h>

#include "report/match.h"

/* Charts are drawn for this many tests at most (the tables keep all). */
#define REPORT_MAX_CHART_TESTS 200

/*
 * Write text to out escaped for HTML text and attribute values (& < > "
 * '), with control characters and invalid UTF-8 replaced by U+FFFD.
 */
void report_html_escape(FILE *out, const char *text);

/* Write in's report to out.  Returns 0 or -EIO / -ENOMEM. */
int report_html_write(FILE *out, const struct report_input *in);

#endif
