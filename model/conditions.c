/* The shared conditions struct: see conditions.h. */
#include "model/conditions.h"

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
