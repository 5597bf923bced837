/*
 * report/: the one door to everything that turns stored or parsed results
 * into output for people and programs.
 */
#ifndef IODB_REPORT_REPORT_H
#define IODB_REPORT_REPORT_H

#include "report/export.h"

#endif
