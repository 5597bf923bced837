#include "util/rodata.h"

#include <link.h>
#include <pthread.h>
#include <stdint.h>

/* The executable's loadable segments without write permission. */
#define SEGMENTS_MAX 8

static struct {
	uintptr_t lo, hi;
} seg[SEGMENTS_MAX];
static int n_seg;
static uintptr_t span_lo = UINTPTR_MAX, span_hi; /* around them all */
static pthread_once_t once = PTHREAD_ONCE_INIT;
/* set (release) once find() has filled seg: a load of it (acquire) is
 * all a call costs after the first, where pthread_once() was a call
 * through the PLT each time (40,000 calls importing 400 terse files) */
static int ready;

static int collect(struct dl_phdr_info *info, size_t size, void *arg)
{
	(void)size;
	(void)arg;
	/* the first object listed is the executable itself */
	for (int i = 0; i < info->dlpi_phnum && n_seg < SEGMENTS_MAX; i++) {
		const ElfW(Phdr) *ph = &info->dlpi_phdr[i];

		if (ph->p_type != PT_LOAD || (ph->p_flags & PF_W) ||
		    !(ph->p_flags & PF_R))
			continue;
		seg[n_seg].lo = info->dlpi_addr + ph->p_vaddr;
		seg[n_seg].hi = seg[n_seg].lo + ph->p_memsz;
		if (seg[n_seg].lo < span_lo)
			span_lo = seg[n_seg].lo;
		if (seg[n_seg].hi > span_hi)
			span_hi = seg[n_seg].hi;
		n_seg++;
	}
	return 1; /* stop after the executable */
}

static void find(void)
{
	dl_iterate_phdr(collect, NULL);
	__atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
}

int util_is_rodata(const void *p)
{
	uintptr_t a = (uintptr_t)p;

	if (!__atomic_load_n(&ready, __ATOMIC_ACQUIRE))
		pthread_once(&once, find);
	/* the heap and the stacks lie outside them all: one test */
	if (a < span_lo || a >= span_hi)
		return 0;
	for (int i = 0; i < n_seg; i++)
		if (a >= seg[i].lo && a < seg[i].hi)
			return 1;
	return 0;
}
