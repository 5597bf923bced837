/*
 * The graphics libraries opened on first use (report/gfx.h).
 */
#define REPORT_GFX_IMPL
#include "report/gfx.h"

#include "util/dynlib.h"

struct report_gfx report_gfx;

static const char *const libs[] = {
    "libglib-2.0.so.0",	 "libgobject-2.0.so.0",	   "libcairo.so.2",
    "libpango-1.0.so.0", "libpangocairo-1.0.so.0",
};

#define REPORT_GFX_NAME(f) #f,
static const char *const names[] = {REPORT_GFX_FUNCS(REPORT_GFX_NAME)};
#undef REPORT_GFX_NAME

static void assign(void *const *ptrs)
{
	size_t i = 0;

#define REPORT_GFX_SET(f) *(void **)&report_gfx.p_##f = ptrs[i++];
	REPORT_GFX_FUNCS(REPORT_GFX_SET)
#undef REPORT_GFX_SET
}

static struct util_dynlib lib = UTIL_DYNLIB_INIT(libs, names, assign);

int report_gfx_load(const char **why)
{
	return util_dynlib_open(&lib, why);
}

int report_gfx_loaded(void)
{
	return util_dynlib_is_open(&lib);
}
