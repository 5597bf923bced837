/*
 * The graphics libraries opened on first use (report/gfx.h).
 */
#define REPORT_GFX_IMPL
#include "report/gfx.h"

#include <errno.h>
#include <pthread.h>

#include "util/dynlib.h"

struct report_gfx report_gfx;

static const char *const libs[] = {
    "libglib-2.0.so.0",	 "libgobject-2.0.so.0",	   "libcairo.so.2",
    "libpango-1.0.so.0", "libpangocairo-1.0.so.0",
};

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int state; /* 0: not tried, 1: loaded, -1: failed */
static const char *failure;

static void load(void)
{
#define REPORT_GFX_NAME(f) #f,
	static const char *const names[] = {REPORT_GFX_FUNCS(REPORT_GFX_NAME)};
#undef REPORT_GFX_NAME
	void *ptrs[sizeof(names) / sizeof(names[0])];
	size_t i = 0;

	if (util_dynlib_load(libs, sizeof(libs) / sizeof(libs[0]), names, ptrs,
			     sizeof(names) / sizeof(names[0]), &failure)) {
		state = -1;
		return;
	}
#define REPORT_GFX_SET(f) *(void **)&report_gfx.p_##f = ptrs[i++];
	REPORT_GFX_FUNCS(REPORT_GFX_SET)
#undef REPORT_GFX_SET
	state = 1;
}

int report_gfx_load(const char **why)
{
	pthread_once(&once, load);
	if (state == 1)
		return 0;
	if (why)
		*why = failure;
	return -ENOENT;
}

int report_gfx_loaded(void)
{
	return state == 1;
}
