/*
 * Outputs as people paste them (tests/pasted/<format>/NAME.txt|.md|.html):
 * copied from web pages, quoted in mail, flattened by blog migrations, cut
 * short, in other languages, hand-made tables.  Each input has a
 * NAME.expect beside it with the figures a person reads from the source,
 * one line per result:
 *
 *	results=2
 *	op=write bs=1048576 bw_bytes=363e6 io_bytes=1073741824 label="A B"
 *
 * Numbers may be a product ("95.52*1048576"); doubles match within half a
 * unit of the last digit written (the rounding of the printed figure:
 * write "22.0e6" for "22.0 MB/s"), integers exactly; "-" means unknown
 * (NULL, NAN or -1).  line_from=N line_to=N pin the input's lines a
 * result points to; printed_bw_bytes=N (any "printed_" extra) the figure
 * the tool printed beside the one computed (dd's rate).
 * Each expected line must match a distinct imported result, and
 * "results=N" asserts how many there are (an extra result is wrong too).
 *
 * Inputs iodb gets wrong or misses today stay here, listed in known[]
 * with the reason: they are reported, not failed, so "make test" stays
 * green until the importer responsible is fixed (then the entry goes).
 */
#include <dirent.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tests/collect.h"
#include "tests/t.h"

#define PASTED_DIR "tests/pasted"

static const struct {
	const char *name; /* <format>/NAME */
	const char *why;
} known[] = {
    {NULL, NULL},
};

static const char *known_why(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(known) / sizeof(known[0]); i++)
		if (known[i].name && !strcmp(known[i].name, name))
			return known[i].why;
	return NULL;
}

/* One "key=value" of an expectation line. */
struct want {
	char key[24];
	char val[160];
};

/* Split line into fields; returns how many (at most max). */
static int split_fields(const char *p, struct want *w, int max)
{
	int n = 0;

	for (;;) {
		size_t k = 0, v = 0;
		int quoted;

		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p || *p == '\n' || n == max)
			return n;
		while (*p && *p != '=' && *p != ' ' && k + 1 < sizeof(w[n].key))
			w[n].key[k++] = *p++;
		w[n].key[k] = '\0';
		if (*p != '=')
			return -1;
		p++;
		quoted = *p == '"';
		if (quoted)
			p++;
		while (*p && *p != '\n' && (quoted ? *p != '"' : *p != ' ') &&
		       v + 1 < sizeof(w[n].val)) {
			/* label="2.5\" disk": a quote inside a quoted value */
			if (quoted && p[0] == '\\' && p[1] == '"')
				p++;
			w[n].val[v++] = *p++;
		}
		w[n].val[v] = '\0';
		if (quoted && *p == '"')
			p++;
		n++;
	}
}

/*
 * "95.52*1048576" or "363e6"; returns 0 on success.  *tol is half a unit
 * of the last digit written in the first factor, scaled like the value:
 * the rounding of the figure as printed (363 MB/s matches 362.96e6, 1.3
 * GB/s matches 1.31e9; a wrong unit convention, 4.9% or more, does not).
 */
static int parse_num(const char *s, double *out, double *tol)
{
	const char *p = s;
	char *end;
	double v = strtod(s, &end), t;
	int decimals = 0, exp10 = 0;

	if (end == s)
		return -1;
	while (p < end && *p != '.' && *p != 'e' && *p != 'E')
		p++;
	if (*p == '.')
		for (p++; p < end && *p >= '0' && *p <= '9'; p++)
			decimals++;
	if (p < end && (*p == 'e' || *p == 'E'))
		exp10 = atoi(p + 1);
	t = 0.5 * pow(10, exp10 - decimals);
	while (*end == '*') {
		const char *q = end + 1;
		double f = strtod(q, &end);

		if (end == q)
			return -1;
		v *= f;
		t *= f;
	}
	if (*end)
		return -1;
	*out = v;
	if (tol)
		*tol = t * 1.0000001 + 1e-9 * fabs(v);
	return 0;
}

static int dbl_matches(double got, const char *want)
{
	double w, tol;

	if (!strcmp(want, "-"))
		return isnan(got);
	if (parse_num(want, &w, &tol) || isnan(got))
		return 0;
	return fabs(got - w) <= tol;
}

static int int_matches(int64_t got, const char *want)
{
	double w;

	if (!strcmp(want, "-"))
		return got < 0;
	if (parse_num(want, &w, NULL))
		return 0;
	return got >= 0 && (double)got == w;
}

static int str_matches(const char *got, const char *want)
{
	if (!strcmp(want, "-"))
		return !got || !*got;
	return got && !strcmp(got, want);
}

/* -1: unknown key. */
static int field_matches(const struct t_collect *c, const struct t_result *r,
			 const struct want *w)
{
	const struct iodb_result *x = &r->r;
	const struct iodb_run *run =
	    r->run >= 0 && (size_t)r->run < c->n_runs ? &c->runs[r->run] : NULL;
	const char *k = w->key, *v = w->val;
	const struct iodb_field *f;

	if (!strcmp(k, "op"))
		return str_matches(x->cond.op ? iodb_op_name(x->cond.op) : NULL,
				   v);
	if (!strcmp(k, "pattern"))
		return str_matches(
		    x->cond.pattern ? iodb_pattern_name(x->cond.pattern) : NULL,
		    v);
	if (!strcmp(k, "bs"))
		return int_matches(x->cond.bs, v);
	if (!strcmp(k, "iodepth"))
		return int_matches(x->cond.iodepth, v);
	if (!strcmp(k, "numjobs"))
		return int_matches(x->cond.numjobs, v);
	if (!strcmp(k, "direct"))
		return !strcmp(v, "-") ? x->cond.direct < 0
				       : x->cond.direct == atoi(v);
	if (!strcmp(k, "mix_read_pct"))
		return dbl_matches(x->cond.mix_read_pct, v);
	if (!strcmp(k, "iops"))
		return dbl_matches(x->iops, v);
	if (!strcmp(k, "bw_bytes"))
		return dbl_matches(x->bw_bytes, v);
	if (!strcmp(k, "io_bytes"))
		return dbl_matches(x->io_bytes, v);
	if (!strcmp(k, "runtime_ns"))
		return dbl_matches(x->runtime_ns, v);
	if (!strcmp(k, "lat_mean_ns"))
		return dbl_matches(x->lat.mean, v);
	if (!strcmp(k, "lat_max_ns"))
		return dbl_matches(x->lat.max, v);
	if (!strcmp(k, "clat_mean_ns"))
		return dbl_matches(x->clat.mean, v);
	if (!strcmp(k, "slat_mean_ns"))
		return dbl_matches(x->slat.mean, v);
	if (!strcmp(k, "lat_stddev_ns"))
		return dbl_matches(x->lat.stddev, v);
	if (!strcmp(k, "clat_stddev_ns"))
		return dbl_matches(x->clat.stddev, v);
	if (!strcmp(k, "lat_min_ns"))
		return dbl_matches(x->lat.min, v);
	if (!strcmp(k, "lat_max_ns"))
		return dbl_matches(x->lat.max, v);
	if (!strcmp(k, "clat_min_ns"))
		return dbl_matches(x->clat.min, v);
	if (!strcmp(k, "clat_max_ns"))
		return dbl_matches(x->clat.max, v);
	/* clat_p50_ns ... clat_p999_ns: the model's percentile fields */
	f = iodb_field_find(k);
	if (f && f->kind == IODB_FIELD_CLAT_PCT)
		return dbl_matches(iodb_result_clat_pct(x, f->pct), v);
	if (!strcmp(k, "access_time_ns"))
		return dbl_matches(x->access_time_ns, v);
	if (!strcmp(k, "cpu_usr"))
		return dbl_matches(x->cpu_usr, v);
	if (!strcmp(k, "cpu_sys"))
		return dbl_matches(x->cpu_sys, v);
	if (!strcmp(k, "test"))
		return str_matches(x->test, v);
	if (!strcmp(k, "job"))
		return str_matches(x->job, v);
	if (!strcmp(k, "label"))
		return str_matches(run ? run->label : NULL, v);
	if (!strcmp(k, "device"))
		return str_matches(run ? run->device : NULL, v);
	if (!strcmp(k, "device_model"))
		return str_matches(run ? run->device_model : NULL, v);
	if (!strcmp(k, "tool"))
		return str_matches(run ? run->tool : NULL, v);
	if (!strcmp(k, "tool_version"))
		return str_matches(run ? run->tool_version : NULL, v);
	if (!strcmp(k, "host"))
		return str_matches(run ? run->host : NULL, v);
	if (!strcmp(k, "command"))
		return str_matches(run ? run->command : NULL, v);
	/* the run's status: "interrupted", "-" complete (NULL) */
	if (!strcmp(k, "status"))
		return str_matches(run ? run->status : NULL, v);
	/* the input's lines the result was read from ("-": unknown) */
	if (!strcmp(k, "line_from"))
		return int_matches(x->line_from > 0 ? x->line_from : -1, v);
	if (!strcmp(k, "line_to"))
		return int_matches(x->line_to > 0 ? x->line_to : -1, v);
	/* an extra figure the tool printed beside the one computed
	 * ("printed_bw_bytes": dd's rate as printed; "-": none read) */
	if (!strncmp(k, "printed_", 8))
		return dbl_matches(t_extra(x, k), v);
	return -1;
}

static void print_result(FILE *f, const struct t_collect *c,
			 const struct t_result *r)
{
	const struct iodb_run *run = &c->runs[r->run];

	fprintf(f,
		"      got: op=%s pattern=%s bs=%lld iodepth=%lld "
		"numjobs=%lld direct=%d iops=%g bw_bytes=%.10g io_bytes=%.10g "
		"runtime_ns=%.10g lat=%g clat=%g test=%s label=%s "
		"device=%s line=%ld-%ld\n",
		r->r.cond.op ? iodb_op_name(r->r.cond.op) : "-",
		r->r.cond.pattern ? iodb_pattern_name(r->r.cond.pattern) : "-",
		(long long)r->r.cond.bs, (long long)r->r.cond.iodepth,
		(long long)r->r.cond.numjobs, r->r.cond.direct, r->r.iops,
		r->r.bw_bytes, r->r.io_bytes, r->r.runtime_ns, r->r.lat.mean,
		r->r.clat.mean, r->r.test ? r->r.test : "-",
		run->label ? run->label : "-", run->device ? run->device : "-",
		r->r.line_from, r->r.line_to);
}

/*
 * Check one input against its expectations; the problems go to msg.
 * Returns the number of problems (0: every figure as a person reads it).
 */
static int check_one(const char *input, const char *expect, char *msg, size_t n,
		     int *n_lines, int *n_ok)
{
	struct t_collect c;
	char *text = t_read_file(expect, NULL);
	unsigned char *used;
	char *line, *save = NULL;
	int problems = 0, want_results = -1;
	size_t len = 0;

	msg[0] = '\0';
	if (!text) {
		snprintf(msg, n, "cannot read %s", expect);
		return 1;
	}
	t_collect_file(&c, NULL, input, 1);
	used = calloc(c.n_res + 1, 1);
	for (line = strtok_r(text, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save)) {
		struct want w[24];
		int nf, i;
		size_t j;

		if (line[0] == '#' || !line[strspn(line, " \t")])
			continue;
		if (!strncmp(line, "results=", 8)) {
			want_results = atoi(line + 8);
			continue;
		}
		nf = split_fields(line, w, 24);
		(*n_lines)++;
		if (nf <= 0) {
			len += snprintf(msg + len, len < n ? n - len : 0,
					"    bad expectation: %s\n", line);
			problems++;
			continue;
		}
		for (j = 0; j < c.n_res; j++) {
			int all = 1;

			if (used[j])
				continue;
			for (i = 0; i < nf && all; i++) {
				int m = field_matches(&c, &c.res[j], &w[i]);

				if (m < 0) {
					T_FAIL("%s: unknown key '%s'", expect,
					       w[i].key);
					m = 0;
				}
				all = m;
			}
			if (all)
				break;
		}
		if (j < c.n_res) {
			used[j] = 1;
			(*n_ok)++;
		} else {
			problems++;
			if (len < n)
				len += snprintf(msg + len, n - len,
						"    no result matches: %s\n",
						line);
		}
	}
	if (want_results >= 0 && (size_t)want_results != c.n_res) {
		problems++;
		if (len < n)
			len += snprintf(msg + len, n - len,
					"    %zu results, expected %d (import "
					"returned %d, %u errors)\n",
					c.n_res, want_results, c.ret, c.errors);
	}
	if (problems && getenv("T_PASTED_VERBOSE")) {
		size_t j;

		fprintf(stderr, "  %s:\n", input);
		for (j = 0; j < c.n_res; j++)
			print_result(stderr, &c, &c.res[j]);
	}
	free(used);
	free(text);
	t_collect_free(&c);
	return problems;
}

/* The input beside NAME.expect: NAME.txt, NAME.md or NAME.html. */
static int find_input(const char *base, char *out, size_t n)
{
	static const char *const ext[] = {".txt", ".md", ".html", ".json"};
	size_t i;
	struct stat st;

	for (i = 0; i < sizeof(ext) / sizeof(ext[0]); i++) {
		snprintf(out, n, "%s%s", base, ext[i]);
		if (!stat(out, &st))
			return 0;
	}
	return -1;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

T_TEST(t_pasted_figures_as_a_person_reads_them)
{
	DIR *top = opendir(PASTED_DIR);
	struct dirent *d;
	char **names = NULL;
	size_t n_names = 0, alloc = 0, i;
	int files = 0, files_ok = 0, files_known = 0;
	int lines = 0, lines_ok = 0;

	if (!top) {
		t_skip_now(PASTED_DIR " missing (run from the source tree)");
		return;
	}
	while ((d = readdir(top))) {
		char sub[512];
		DIR *dir;
		struct dirent *e;

		if (d->d_name[0] == '.')
			continue;
		snprintf(sub, sizeof(sub), PASTED_DIR "/%s", d->d_name);
		dir = opendir(sub);
		if (!dir)
			continue;
		while ((e = readdir(dir))) {
			size_t l = strlen(e->d_name);

			if (l < 8 || strcmp(e->d_name + l - 7, ".expect"))
				continue;
			if (n_names == alloc) {
				alloc = alloc ? 2 * alloc : 64;
				names = realloc(names, alloc * sizeof(*names));
				T_REQUIRE(names);
			}
			names[n_names] = malloc(strlen(d->d_name) + l + 2);
			T_REQUIRE(names[n_names]);
			sprintf(names[n_names], "%s/%.*s", d->d_name,
				(int)(l - 7), e->d_name);
			n_names++;
		}
		closedir(dir);
	}
	closedir(top);
	qsort(names, n_names, sizeof(*names), cmp_str);
	T_OK(n_names >= 40);

	for (i = 0; i < n_names; i++) {
		char base[600], input[640], expect[640], msg[4096];
		const char *why = known_why(names[i]);
		int l = 0, ok = 0, problems;

		snprintf(base, sizeof(base), PASTED_DIR "/%s", names[i]);
		snprintf(expect, sizeof(expect), "%s.expect", base);
		files++;
		if (find_input(base, input, sizeof(input))) {
			T_FAIL("%s: no input beside it", expect);
			continue;
		}
		problems = check_one(input, expect, msg, sizeof(msg), &l, &ok);
		lines += l;
		lines_ok += ok;
		if (!problems) {
			files_ok++;
			if (why)
				fprintf(stderr,
					"  pasted: %s now imports as read: "
					"remove it from known[]\n",
					names[i]);
		} else if (why) {
			files_known++;
			if (getenv("T_PASTED_VERBOSE"))
				fprintf(stderr, "  known: %s: %s\n%s", names[i],
					why, msg);
		} else {
			T_FAIL("%s:\n%s", input, msg);
		}
		free(names[i]);
	}
	free(names);
	fprintf(stderr,
		"  pasted: %d files, %d as a person reads them, %d known "
		"wrong or missed; %d of %d expected results found\n",
		files, files_ok, files_known, lines_ok, lines);
	/* every known[] entry names a file that exists */
	for (i = 0; i < sizeof(known) / sizeof(known[0]); i++) {
		char base[600], input[640];

		if (!known[i].name)
			continue;
		snprintf(base, sizeof(base), PASTED_DIR "/%s", known[i].name);
		if (find_input(base, input, sizeof(input)))
			T_FAIL("known[] names %s, which is not there",
			       known[i].name);
	}
}
