/*
 * A bump allocator for cJSON while one JSON document is parsed, walked and
 * deleted on the current thread.  A fio JSON file is tens of thousands of
 * small cJSON nodes; with malloc each is allocated and freed one by one
 * (measured: most of an import's time in malloc, free and
 * malloc_consolidate).  In an arena they are carved from one block and
 * dropped together.
 *
 * cJSON's allocation hooks are process-wide, so they are installed once
 * and send each call to the calling thread's open arena, if any, else to
 * malloc/free: code that never opens an arena is unaffected.  Inside an
 * arena, memory cJSON returns (cJSON_PrintUnformatted ...) must be freed
 * with cJSON_free and must not be used after json_arena_end().
 */
#ifndef IODB_INGEST_JSON_ARENA_H
#define IODB_INGEST_JSON_ARENA_H

#include <stddef.h>

struct json_arena_chunk;
struct cJSON;

struct json_arena {
	struct json_arena_chunk *chunks;
	struct json_arena *prev; /* the arena open before this one */
};

/*
 * Open an arena on the calling thread, sized for a document of about
 * doc_len bytes (it grows when needed).  Arenas nest.
 */
void json_arena_begin(struct json_arena *a, size_t doc_len);

/*
 * Close it: everything allocated in it is released at once.  root (may be
 * NULL) is the tree parsed in it: deleted node by node only when the arena
 * is disabled (sanitizer builds keep plain malloc so that AddressSanitizer
 * sees every cJSON node and the fuzzers keep their teeth).
 */
void json_arena_end(struct json_arena *a, struct cJSON *root);

#endif
