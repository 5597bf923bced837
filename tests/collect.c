#include "tests/collect.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/t.h"

/* Deep copies (model/'s iodb_*_copy): the parser's records are borrowed. */
static int on_run(void *arg, const struct iodb_run *run)
{
	struct t_collect *c = arg;
	struct iodb_run *r;

	c->runs = realloc(c->runs, (c->n_runs + 1) * sizeof(*c->runs));
	T_REQUIRE(c->runs);
	r = &c->runs[c->n_runs++];
	T_REQUIRE(iodb_run_copy(r, run) == 0);
	return 0;
}

static int on_result(void *arg, const struct iodb_result *res)
{
	struct t_collect *c = arg;
	struct t_result *t;

	c->res = realloc(c->res, (c->n_res + 1) * sizeof(*c->res));
	T_REQUIRE(c->res);
	t = &c->res[c->n_res++];
	t->run = (int)c->n_runs - 1;
	T_REQUIRE(iodb_result_copy(&t->r, res) == 0);
	return 0;
}

int t_collect_buf(struct t_collect *c, const char *fmt, const char *path,
		  const char *buf, size_t len, int quiet)
{
	struct ingest_ctx ctx = {0};
	const struct ingest_format *f = NULL;

	memset(c, 0, sizeof(*c));
	if (fmt) {
		f = ingest_find(fmt);
		if (!f) {
			T_FAIL("no format called %s", fmt);
			return c->ret = -1;
		}
	}
	ctx.path = path;
	ctx.quiet = quiet;
	ctx.sink.run = on_run;
	ctx.sink.result = on_result;
	ctx.sink.arg = c;
	c->ret = ingest_parse(&ctx, f, buf, len);
	c->errors = ctx.errors;
	c->warnings = ctx.warnings;
	return c->ret;
}

int t_collect_file(struct t_collect *c, const char *fmt, const char *path,
		   int quiet)
{
	size_t len;
	char *buf = t_read_file(path, &len);
	int ret;

	if (!buf) {
		memset(c, 0, sizeof(*c));
		T_FAIL("cannot read %s", path);
		return c->ret = -1;
	}
	ret = t_collect_buf(c, fmt, path, buf, len, quiet);
	free(buf);
	return ret;
}

int t_collect_msg(struct t_collect *c, const char *fmt, const char *path,
		  const char *buf, size_t len, char *msg, size_t n)
{
	FILE *tmp = tmpfile();
	int saved, ret;
	size_t k;

	msg[0] = '\0';
	if (!tmp)
		return t_collect_buf(c, fmt, path, buf, len, 1);
	fflush(stderr);
	saved = dup(2);
	dup2(fileno(tmp), 2);
	ret = t_collect_buf(c, fmt, path, buf, len, 0);
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	rewind(tmp);
	k = fread(msg, 1, n - 1, tmp);
	msg[k] = '\0';
	fclose(tmp);
	return ret;
}

void t_expect_error(const char *fmt, const char *text, long line)
{
	struct t_collect c;
	char msg[1024], want[32];

	t_collect_msg(&c, fmt, "bad.txt", text, strlen(text), msg, sizeof(msg));
	T_OK(c.ret < 0);
	T_INT(c.n_res, 0);
	T_OK(c.errors >= 1);
	snprintf(want, sizeof(want), "bad.txt:%ld:", line);
	if (!strstr(msg, want))
		T_FAIL("expected '%s' in the message, got '%s'", want, msg);
	t_collect_free(&c);
}

void t_expect_skip(const char *fmt, const char *text, size_t n, long line)
{
	struct t_collect c;
	char msg[2048], want[48];

	t_collect_msg(&c, fmt, "bad.txt", text, strlen(text), msg, sizeof(msg));
	T_INT(c.ret, 0);
	T_INT(c.n_res, n);
	T_INT(c.errors, 0);
	T_OK(c.warnings >= 1);
	snprintf(want, sizeof(want), "bad.txt:%ld:", line);
	if (!strstr(msg, want) || !strstr(msg, "warning"))
		T_FAIL("expected a warning at '%s', got '%s'", want, msg);
	t_collect_free(&c);
}

/*
 * Call fn(arg, name, path) for each file of ../shared/corpus/<dir>; the
 * count of files.
 */
static int each_corpus_file(const char *dir,
			    void (*fn)(void *arg, const char *name,
				       const char *path),
			    void *arg)
{
	char rel[256], base[1024], path[2048];
	struct dirent *de;
	DIR *d;
	int n = 0;

	snprintf(rel, sizeof(rel), "corpus/%s", dir);
	snprintf(base, sizeof(base), "%s", t_shared(rel));
	d = opendir(base);
	if (!d) {
		T_FAIL("cannot open %s", base);
		return 0;
	}
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "%s/%s", base, de->d_name);
		fn(arg, de->d_name, path);
		n++;
	}
	closedir(d);
	return n;
}

struct refuse {
	const struct ingest_format *f;
	const char *dir;
	int max;
};

static void refuse_one(void *arg, const char *name, const char *path)
{
	struct refuse *r = arg;
	size_t len;
	char *buf = t_read_file(path, &len);
	int score;

	if (!buf) {
		T_FAIL("cannot read %s", path);
		return;
	}
	score = r->f->probe(buf, len);
	if (score > r->max)
		T_FAIL("%s claims %s/%s (%d)", r->f->name, r->dir, name, score);
	free(buf);
}

void t_probe_refuses_corpus(const char *fmt, const char *own, int max)
{
	static const char *const dirs[] = {
	    "cdm",	"dd",	  "fio-json", "fio-jsonplus", "fio-terse",
	    "fio-text", "hdparm", "hdtune",   "iozone",	      "kdiskmark",
	};
	struct refuse r = {ingest_find(fmt), NULL, max};

	if (!r.f) {
		T_FAIL("no format called %s", fmt);
		return;
	}
	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++) {
		if (!strcmp(dirs[i], own))
			continue;
		r.dir = dirs[i];
		each_corpus_file(dirs[i], refuse_one, &r);
	}
}

static void import_one(void *arg, const char *name, const char *path)
{
	struct t_collect c;

	T_INT(t_collect_file(&c, arg, path, 0), 0);
	if (!c.n_res)
		T_FAIL("%s: no results", name);
	t_collect_free(&c);
}

int t_corpus_dir_imports(const char *fmt, const char *dir)
{
	return each_corpus_file(dir, import_one, (void *)fmt);
}

static int same(const char *a, const char *b)
{
	return !a || (b && !strcmp(a, b));
}

const struct iodb_result *t_find(const struct t_collect *c, enum iodb_op op,
				 const char *job, const char *test)
{
	for (size_t i = 0; i < c->n_res; i++) {
		const struct iodb_result *r = &c->res[i].r;

		if ((op == IODB_OP_UNKNOWN || r->cond.op == op) &&
		    same(job, r->job) && same(test, r->test))
			return r;
	}
	T_FAIL("no result with op=%s job=%s test=%s",
	       op ? iodb_op_name(op) : "*", job ? job : "*", test ? test : "*");
	return NULL;
}

double t_extra(const struct iodb_result *res, const char *name)
{
	for (size_t i = 0; res && i < res->n_extras; i++)
		if (!strcmp(res->extras[i].name, name))
			return res->extras[i].value;
	return NAN;
}

double t_run_extra(const struct iodb_run *run, const char *name)
{
	for (size_t i = 0; run && i < run->n_extras; i++)
		if (!strcmp(run->extras[i].name, name))
			return run->extras[i].value;
	return NAN;
}

void t_collect_free(struct t_collect *c)
{
	for (size_t i = 0; i < c->n_runs; i++)
		iodb_run_release(&c->runs[i]);
	for (size_t i = 0; i < c->n_res; i++)
		iodb_result_release(&c->res[i].r);
	free(c->runs);
	free(c->res);
	memset(c, 0, sizeof(*c));
}
