/*
 * The device a table label names: "SEAGATE ST1200MM0099 HDD (1.2TB)" is
 * vendor SEAGATE, model ST1200MM0099, 1.2 TB.  Internal to ingest/ (see
 * ingest/table.h).
 */
#ifndef IODB_INGEST_TABLE_DEVICE_H
#define IODB_INGEST_TABLE_DEVICE_H

#include <stdint.h>

struct table_device {
	char vendor[64];  /* "" unknown */
	char model[128];  /* "" unknown */
	int64_t capacity; /* bytes, -1 */
};

/*
 * The device in label into *d: the model is the first word holding
 * letters and digits (5+ characters, not a capacity), the vendor the
 * first word when it is all letters.  A processor's or a computer's
 * model is none ("i7-4790K", "ASUS NUC15", "ThinkPad X1").  Keeps no
 * pointer into label.
 */
void table_device_of(const char *label, struct table_device *d);

#endif
