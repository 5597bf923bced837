#include "util/dynlib.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>

static int load(struct util_dynlib *d)
{
	void **ptrs;

	for (size_t i = 0; i < d->n_libs; i++) {
		if (!dlopen(d->libs[i], RTLD_NOW | RTLD_GLOBAL)) {
			d->failure = d->libs[i];
			return -ENOENT;
		}
	}
	ptrs = calloc(d->n_syms ? d->n_syms : 1, sizeof(*ptrs));
	if (!ptrs) {
		d->failure = "memory";
		return -ENOENT;
	}
	for (size_t i = 0; i < d->n_syms; i++) {
		ptrs[i] = dlsym(RTLD_DEFAULT, d->syms[i]);
		if (!ptrs[i]) {
			d->failure = d->syms[i];
			free(ptrs);
			return -ENOENT;
		}
	}
	d->assign((void *const *)ptrs);
	free(ptrs);
	return 0;
}

int util_dynlib_open(struct util_dynlib *d, const char **why)
{
	int state;

	pthread_mutex_lock(&d->mu);
	if (!d->state)
		d->state = load(d) ? -1 : 1;
	state = d->state;
	pthread_mutex_unlock(&d->mu);
	if (state == 1)
		return 0;
	if (why)
		*why = d->failure;
	return -ENOENT;
}

int util_dynlib_is_open(struct util_dynlib *d)
{
	int state;

	pthread_mutex_lock(&d->mu);
	state = d->state;
	pthread_mutex_unlock(&d->mu);
	return state == 1;
}
