#include "ingest/json_arena.h"

#include <pthread.h>
#include <stdalign.h>
#include <stdint.h>
#include <stdlib.h>

#include <cjson/cJSON.h>

struct json_arena_chunk {
	struct json_arena_chunk *next;
	char *p, *end;
	alignas(max_align_t) char data[];
};

static _Thread_local struct json_arena *current;
static pthread_once_t hooks_once = PTHREAD_ONCE_INIT;

static struct json_arena_chunk *chunk_new(size_t cap)
{
	struct json_arena_chunk *c = malloc(sizeof(*c) + cap);

	if (!c)
		return NULL;
	c->next = NULL;
	c->p = c->data;
	c->end = c->data + cap;
	return c;
}

static void *hook_malloc(size_t n)
{
	struct json_arena *a = current;
	struct json_arena_chunk *c;

	if (!a)
		return malloc(n);
	n = (n + sizeof(max_align_t) - 1) & ~(sizeof(max_align_t) - 1);
	c = a->chunks;
	if (!c || (size_t)(c->end - c->p) < n) {
		size_t cap = c ? (size_t)(c->end - c->data) * 2 : 0;

		if (cap < n)
			cap = n;
		if (cap < 65536)
			cap = 65536;
		c = chunk_new(cap);
		if (!c)
			return NULL;
		c->next = a->chunks;
		a->chunks = c;
	}
	c->p += n;
	return c->p - n;
}

static int owned(const struct json_arena *a, const void *p)
{
	for (const struct json_arena_chunk *c = a->chunks; c; c = c->next)
		if ((const char *)p >= c->data && (const char *)p < c->end)
			return 1;
	return 0;
}

static void hook_free(void *p)
{
	for (struct json_arena *a = current; a && p; a = a->prev)
		if (owned(a, p))
			return; /* released with its arena */
	free(p);
}

static void install(void)
{
	cJSON_Hooks hooks = {.malloc_fn = hook_malloc, .free_fn = hook_free};

	cJSON_InitHooks(&hooks);
}

#if defined(__SANITIZE_ADDRESS__)
#define ARENA_ENABLED 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ARENA_ENABLED 0
#endif
#endif
#ifndef ARENA_ENABLED
#define ARENA_ENABLED 1
#endif

void json_arena_begin(struct json_arena *a, size_t doc_len)
{
	a->chunks = NULL;
	a->prev = NULL;
	if (!ARENA_ENABLED)
		return;
	pthread_once(&hooks_once, install);
	/* cJSON takes roughly 4 to 6 times the text for its tree */
	a->chunks = chunk_new(doc_len * 6 + 4096);
	a->prev = current;
	current = a;
}

void json_arena_end(struct json_arena *a, cJSON *root)
{
	if (!ARENA_ENABLED) {
		cJSON_Delete(root);
		return;
	}
	while (a->chunks) {
		struct json_arena_chunk *c = a->chunks;

		a->chunks = c->next;
		free(c);
	}
	current = a->prev;
}
