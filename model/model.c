#include "model/model.h"

#include <string.h>

static const char *const op_names[] = {
    [IODB_OP_READ] = "read",
    [IODB_OP_WRITE] = "write",
    [IODB_OP_TRIM] = "trim",
    [IODB_OP_COPY] = "copy",
};

static const char *const pattern_names[] = {
    [IODB_PATTERN_SEQ] = "seq",
    [IODB_PATTERN_RAND] = "rand",
};

const char *iodb_op_name(enum iodb_op op)
{
	if ((size_t)op >= sizeof(op_names) / sizeof(op_names[0]))
		return NULL;
	return op_names[op];
}

const char *iodb_pattern_name(enum iodb_pattern p)
{
	if ((size_t)p >= sizeof(pattern_names) / sizeof(pattern_names[0]))
		return NULL;
	return pattern_names[p];
}

enum iodb_op iodb_op_parse(const char *name)
{
	if (!name)
		return IODB_OP_UNKNOWN;
	for (size_t i = 1; i < sizeof(op_names) / sizeof(op_names[0]); i++)
		if (op_names[i] && !strcmp(name, op_names[i]))
			return (enum iodb_op)i;
	return IODB_OP_UNKNOWN;
}

enum iodb_pattern iodb_pattern_parse(const char *name)
{
	if (!name)
		return IODB_PATTERN_UNKNOWN;
	for (size_t i = 1; i < sizeof(pattern_names) / sizeof(pattern_names[0]);
	     i++)
		if (pattern_names[i] && !strcmp(name, pattern_names[i]))
			return (enum iodb_pattern)i;
	return IODB_PATTERN_UNKNOWN;
}
