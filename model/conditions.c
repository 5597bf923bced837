/* The shared conditions struct: see conditions.h. */
#include "model/conditions.h"

#include <stddef.h>

void iodb_cond_fill(struct iodb_cond *dst, const struct iodb_cond *src)
{
	if (dst->op == IODB_OP_UNKNOWN)
		dst->op = src->op;
	if (dst->pattern == IODB_PATTERN_UNKNOWN)
		dst->pattern = src->pattern;
	if (isnan(dst->mix_read_pct))
		dst->mix_read_pct = src->mix_read_pct;
	if (dst->bs < 0)
		dst->bs = src->bs;
	if (dst->iodepth < 0)
		dst->iodepth = src->iodepth;
	if (dst->numjobs < 0)
		dst->numjobs = src->numjobs;
	if (dst->direct < 0)
		dst->direct = src->direct;
}

unsigned iodb_cond_join(struct iodb_cond *dst, const struct iodb_cond *src)
{
	unsigned clash = 0;

	if (dst->op && src->op && dst->op != src->op)
		clash |= IODB_COND_OP;
	if (dst->pattern && src->pattern && dst->pattern != src->pattern)
		clash |= IODB_COND_PATTERN;
	if (!isnan(dst->mix_read_pct) && !isnan(src->mix_read_pct) &&
	    fabs(dst->mix_read_pct - src->mix_read_pct) > 1e-9)
		clash |= IODB_COND_MIX;
	if (dst->bs >= 0 && src->bs >= 0 && dst->bs != src->bs)
		clash |= IODB_COND_BS;
	if (dst->iodepth >= 0 && src->iodepth >= 0 &&
	    dst->iodepth != src->iodepth)
		clash |= IODB_COND_IODEPTH;
	if (dst->numjobs >= 0 && src->numjobs >= 0 &&
	    dst->numjobs != src->numjobs)
		clash |= IODB_COND_NUMJOBS;
	if (dst->direct >= 0 && src->direct >= 0 && dst->direct != src->direct)
		clash |= IODB_COND_DIRECT;
	iodb_cond_fill(dst, src);
	if (clash & IODB_COND_OP)
		dst->op = IODB_OP_UNKNOWN;
	if (clash & IODB_COND_PATTERN)
		dst->pattern = IODB_PATTERN_UNKNOWN;
	if (clash & IODB_COND_MIX)
		dst->mix_read_pct = NAN;
	if (clash & IODB_COND_BS)
		dst->bs = -1;
	if (clash & IODB_COND_IODEPTH)
		dst->iodepth = -1;
	if (clash & IODB_COND_NUMJOBS)
		dst->numjobs = -1;
	if (clash & IODB_COND_DIRECT)
		dst->direct = -1;
	return clash;
}

const char *iodb_cond_field_name(unsigned bits)
{
	static const char *const names[] = {
	    "op",      "pattern", "mix_read_pct", "bs",
	    "iodepth", "numjobs", "direct",
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (bits & (1u << i))
			return names[i];
	return "";
}
