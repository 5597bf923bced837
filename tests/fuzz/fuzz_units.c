/*
 * libFuzzer target for the model's unit parsers (model/units.c): every
 * number, count, size, rate and duration reader, under every comma mode
 * and unit convention, on the same text.  Each must stop inside the text
 * and give a finite, non-negative-or-error answer where it says so.
 * `make fuzz` builds build-fuzz/fuzz-units.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/units.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void in_text(const char *s, size_t len, const char *end)
{
	if (end && (end < s || end > s + len))
		__builtin_trap();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const enum units_comma commas[] = {
	    UNITS_COMMA_THOUSANDS, UNITS_COMMA_DECIMAL, UNITS_COMMA_NONE};
	static const enum units_conv convs[] = {
	    UNITS_DECIMAL, UNITS_BINARY, UNITS_MIXED, UNITS_FIO_OPTION};
	char *s = malloc(size + 1);
	const char *end;
	double v, lo, hi;

	if (!s)
		return 0;
	memcpy(s, data, size);
	s[size] = '\0';
	for (size_t c = 0; c < 3; c++) {
		end = NULL;
		if (!units_number(s, &end, commas[c], &v) && !isfinite(v))
			__builtin_trap();
		in_text(s, size, end);
		end = NULL;
		if (!units_duration(s, &end, commas[c], &v) && isinf(v))
			__builtin_trap();
		in_text(s, size, end);
		end = NULL;
		units_duration_range(s, &end, commas[c], &lo, &hi);
		in_text(s, size, end);
		for (size_t k = 0; k < 4; k++) {
			end = NULL;
			units_size(s, &end, convs[k], commas[c], &v);
			in_text(s, size, end);
			end = NULL;
			units_rate(s, &end, convs[k], commas[c], &v);
			in_text(s, size, end);
		}
	}
	end = NULL;
	units_count(s, &end, &v);
	in_text(s, size, end);
	for (size_t k = 0; k < 4; k++)
		(void)units_size_factor(s, (unsigned long)size, convs[k]);
	(void)units_time_factor(s, (unsigned long)size);
	free(s);
	return 0;
}
