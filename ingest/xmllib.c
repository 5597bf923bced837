/*
 * libxml2 opened on first use (ingest/xmllib.h).
 */
#define INGEST_XMLLIB_IMPL
#include "ingest/xmllib.h"

#include <errno.h>
#include <pthread.h>

#include "util/dynlib.h"

struct ingest_xmllib ingest_xmllib;

static const char *const libs[] = {"libxml2.so.2"};

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int state; /* 0: not tried, 1: loaded, -1: failed */
static const char *failure;

static void load(void)
{
#define INGEST_XML_NAME(f) #f,
	static const char *const names[] = {
	    INGEST_XML_FUNCS(INGEST_XML_NAME) "xmlFree"};
#undef INGEST_XML_NAME
	void *ptrs[sizeof(names) / sizeof(names[0])];
	size_t i = 0;

	if (util_dynlib_load(libs, sizeof(libs) / sizeof(libs[0]), names, ptrs,
			     sizeof(names) / sizeof(names[0]), &failure)) {
		state = -1;
		return;
	}
#define INGEST_XML_SET(f) *(void **)&ingest_xmllib.p_##f = ptrs[i++];
	INGEST_XML_FUNCS(INGEST_XML_SET)
#undef INGEST_XML_SET
	ingest_xmllib.p_xmlFree = ptrs[i];
	state = 1;
}

int ingest_xmllib_load(const char **why)
{
	pthread_once(&once, load);
	if (state == 1)
		return 0;
	if (why)
		*why = failure;
	return -ENOENT;
}
