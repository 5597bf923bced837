/*
 * libxml2, opened on first use (util/dynlib.h).  iodb is not linked with
 * it: libxml2 and what it brings (ICU, the C++ runtime, zlib, liblzma)
 * were 7 of iodb's 16 shared objects and about 2 ms of every start, for
 * the HTML pages only a document import reads.  ingest/doctext.c includes
 * this header after libxml2's own; it turns each function it calls into
 * a pointer that ingest_xmllib_load() fills.  A libxml2 function added
 * there must be added to INGEST_XML_FUNCS.
 */
#ifndef IODB_INGEST_XMLLIB_H
#define IODB_INGEST_XMLLIB_H

#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

#define INGEST_XML_FUNCS(X)                                                    \
	X(htmlReadMemory)                                                      \
	X(xmlDocGetRootElement)                                                \
	X(xmlFreeDoc)                                                          \
	X(xmlGetLineNo)                                                        \
	X(xmlGetProp)                                                          \
	X(xmlSetGenericErrorFunc)

struct ingest_xmllib {
#define INGEST_XML_PTR(f) __typeof__(f) *p_##f;
	INGEST_XML_FUNCS(INGEST_XML_PTR)
#undef INGEST_XML_PTR
	/* xmlFree is a variable (a function pointer) in libxml2 2.9 */
	xmlFreeFunc *p_xmlFree;
};

extern struct ingest_xmllib ingest_xmllib;

/*
 * Open libxml2 and find every function: 0, or -ENOENT with *why (static
 * text) naming what is missing.  Safe to call again, from any thread.
 */
int ingest_xmllib_load(const char **why);

#ifndef INGEST_XMLLIB_IMPL
#define htmlReadMemory	       (*ingest_xmllib.p_htmlReadMemory)
#define xmlDocGetRootElement   (*ingest_xmllib.p_xmlDocGetRootElement)
#define xmlFreeDoc	       (*ingest_xmllib.p_xmlFreeDoc)
#define xmlGetLineNo	       (*ingest_xmllib.p_xmlGetLineNo)
#define xmlGetProp	       (*ingest_xmllib.p_xmlGetProp)
#define xmlSetGenericErrorFunc (*ingest_xmllib.p_xmlSetGenericErrorFunc)
#undef xmlFree
#define xmlFree (*ingest_xmllib.p_xmlFree)
#endif

#endif
