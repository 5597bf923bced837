/*
 * libxml2 opened on first use (ingest/xmllib.h).
 */
#define INGEST_XMLLIB_IMPL
#include "ingest/xmllib.h"

#include "util/dynlib.h"

struct ingest_xmllib ingest_xmllib;

static const char *const libs[] = {"libxml2.so.2"};

#define INGEST_XML_NAME(f) #f,
static const char *const names[] = {
    INGEST_XML_FUNCS(INGEST_XML_NAME) "xmlFree"};
#undef INGEST_XML_NAME

static void assign(void *const *ptrs)
{
	size_t i = 0;

#define INGEST_XML_SET(f) *(void **)&ingest_xmllib.p_##f = ptrs[i++];
	INGEST_XML_FUNCS(INGEST_XML_SET)
#undef INGEST_XML_SET
	/* the address of libxml2's variable xmlFree */
	ingest_xmllib.p_xmlFree = ptrs[i];
}

static struct util_dynlib lib = UTIL_DYNLIB_INIT(libs, names, assign);

int ingest_xmllib_load(const char **why)
{
	return util_dynlib_open(&lib, why);
}
