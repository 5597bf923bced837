#include "util/dynlib.h"

#include <dlfcn.h>
#include <errno.h>

int util_dynlib_load(const char *const *libs, size_t n_libs,
		     const char *const *syms, void **ptrs, size_t n_syms,
		     const char **why)
{
	for (size_t i = 0; i < n_libs; i++) {
		if (!dlopen(libs[i], RTLD_NOW | RTLD_GLOBAL)) {
			*why = libs[i];
			return -ENOENT;
		}
	}
	for (size_t i = 0; i < n_syms; i++) {
		ptrs[i] = dlsym(RTLD_DEFAULT, syms[i]);
		if (!ptrs[i]) {
			*why = syms[i];
			return -ENOENT;
		}
	}
	return 0;
}
