/*
 * libFuzzer target for the CPU list parser (--cpus_allowed, /proc/irq
 * affinity files): whatever parses must format back to a list that parses
 * to the same set.  `make fuzz` builds build-fuzz/fuzz-cpulist.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bench/cpulist.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char in[256], out[8192];
	cpu_set_t a, b;

	if (size >= sizeof(in))
		return 0;
	memcpy(in, data, size);
	in[size] = '\0';
	if (cpulist_parse(in, &a))
		return 0;
	cpulist_format(&a, out, sizeof(out));
	if (cpulist_parse(out, &b) || !CPU_EQUAL(&a, &b))
		abort();
	if (cpulist_nth(&a, 0) < 0)
		abort(); /* a parsed list is never empty */
	return 0;
}
