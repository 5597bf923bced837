/*
 * The report as PDF: the same content as the HTML report, paginated on A4
 * or Letter, charts drawn as vectors on the page, text laid out with Pango
 * (so CJK labels render), tables that break across pages with their
 * header row repeated.
 */
#ifndef IODB_REPORT_PDF_H
#define IODB_REPORT_PDF_H

#include "report/match.h"

enum report_paper {
	REPORT_A4,
	REPORT_LETTER,
};

/* Parse "a4" or "letter" (any case).  0 or -EINVAL. */
int report_paper_parse(const char *name, enum report_paper *paper);

/*
 * Write in's report as a PDF file at path.  Returns 0, or a negative errno
 * after printing "iodb: PATH: ..." on stderr.  *pages (may be NULL) gets
 * the page count.
 */
int report_pdf_write(const char *path, enum report_paper paper,
		     const struct report_input *in, int *pages);

#endif
