/*
 * report/: the one door to everything that turns stored or parsed results
 * into output for people and programs.
 */
#ifndef IODB_REPORT_REPORT_H
#define IODB_REPORT_REPORT_H

#include "report/chart.h"
#include "report/check.h"
#include "report/export.h"
#include "report/html.h"
#include "report/markdown.h"
#include "report/match.h"
#include "report/pdf.h"
#include "report/select.h"

#endif
