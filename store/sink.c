#include "store/sink.h"

#include <errno.h>

#include "store/store.h"
#include "util/sha256.h"

void store_sink_init(struct store_sink *sk, struct store *st,
		     const struct store_sink_tag *tags, size_t n_tags)
{
	sk->st = st;
	sk->path = NULL;
	sk->owned = 0;
	sk->tags = tags;
	sk->n_tags = n_tags;
	sk->source_id = 0;
	sk->run_id = -1;
	sk->in_unit = 0;
}

void store_sink_init_path(struct store_sink *sk, const char *path,
			  const struct store_sink_tag *tags, size_t n_tags)
{
	store_sink_init(sk, NULL, tags, n_tags);
	sk->path = path;
}

int store_sink_start(void *sink)
{
	struct store_sink *sk = sink;
	int ret;

	if (sk->st || !sk->path)
		return 0;
	ret = store_open(sk->path, STORE_BULK | STORE_BUILD, &sk->st);
	sk->owned = !ret;
	return ret;
}

int store_sink_release(struct store_sink *sk, struct store_merge_stats *merged)
{
	int ret = 0;

	if (sk->owned)
		ret = store_finish(sk->st, merged);
	sk->st = NULL;
	sk->owned = 0;
	return ret;
}

int store_sink_begin(void *sink, const char *path, const char *format,
		     const char *buf, size_t len, const char *sha256,
		     int64_t *seen_id)
{
	struct store_sink *sk = sink;
	char own[65];
	const char *sha = sha256;
	int ret;

	sk->source_id = 0;
	sk->run_id = -1;
	if (path && !sha) {
		util_sha256_hex_of(buf, len, own);
		sha = own;
	}
	ret = store_begin(sk->st);
	if (ret || !path)
		goto out;
	/* inside the write transaction: no other writer can add it now */
	ret = store_source_add(sk->st, path, sha, (int64_t)len, format,
			       &sk->source_id);
	if (ret == 1) {
		if (seen_id)
			*seen_id = sk->source_id;
		sk->source_id = 0;
		store_rollback(sk->st);
		return 1;
	}
	if (ret)
		store_rollback(sk->st);
out:
	sk->in_unit = !ret;
	return ret;
}

int store_sink_run(void *sink, const struct iodb_run *run)
{
	struct store_sink *sk = sink;
	int ret;

	ret = store_run_add(sk->st, sk->source_id, run, &sk->run_id);
	for (size_t i = 0; !ret && i < sk->n_tags; i++)
		ret = store_tag_add(sk->st, sk->run_id, sk->tags[i].key,
				    sk->tags[i].value);
	return ret;
}

int store_sink_result(void *sink, const struct iodb_result *res)
{
	struct store_sink *sk = sink;

	if (sk->run_id <= 0)
		return -EPROTO; /* a result before any run: a bug */
	return store_result_add(sk->st, sk->run_id, res, NULL);
}

int store_sink_spec(void *sink, const struct iodb_spec *spec)
{
	struct store_sink *sk = sink;

	return store_spec_add(sk->st, sk->source_id, spec, NULL);
}

int store_sink_end(void *sink, int status)
{
	struct store_sink *sk = sink;

	if (!sk->in_unit)
		return -EINVAL;
	sk->in_unit = 0;
	if (status)
		return store_rollback(sk->st);
	return store_commit_unit(sk->st);
}

int store_sink_finish(void *sink)
{
	struct store_sink *sk = sink;

	return store_flush(sk->st);
}
