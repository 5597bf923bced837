/*
 * iodb rerun: measure an imported result here, the same way (the runner
 * with its usual safety), store it linked to the original and print both
 * side by side.
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/rerun_map.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "cli/run.h"

const char rerun_usage[] =
    "usage: iodb rerun RUN|result:ID --target FILE|DEV [--repeat N]\n"
    "                  [--size SIZE] [--runtime TIME] [--keep]\n"
    "                  [--allow-destructive]\n"
    "\n"
    "Map an imported result's conditions onto the runner and measure it\n"
    "here: fio's job options as fio takes them, CrystalDiskMark and\n"
    "KDiskMark test names as their profile, dd's bs, count, direct and\n"
    "direction, hdparm -t as the 2 MiB sequential read it performs,\n"
    "iozone's record size and direction.  RUN reruns every result of run\n"
    "RUN; result:ID one result.  Each rerun is stored linked to the\n"
    "original (see 'iodb report --compare run'), and both are printed\n"
    "side by side with the change.  Conditions that cannot be reproduced\n"
    "(HD Tune's full-surface scan, hdparm -T's page cache, a network\n"
    "share, fio options the runner lacks) are named, never guessed.\n"
    "\n"
    "  --target T       the file or block device to measure (required; a\n"
    "                   missing file is created and removed afterwards)\n"
    "  --repeat N       measure N times as one series (median shown)\n"
    "  --size SIZE      override the region size (needed when the\n"
    "                   original's is unknown and T does not exist)\n"
    "  --runtime TIME   override the run time of each test\n"
    "  --keep, --allow-destructive  as for 'iodb run'\n"
    "\n"
    "Exit status: 0 done, 1 a run failed or nothing could be reproduced,\n"
    "2 usage error or no such run.\n";

struct orig {
	int64_t run_id, result_id;
	struct iodb_run *run;
	struct iodb_result *res;
};

struct origs {
	struct orig *v;
	size_t n;
	int64_t want_result;
};

static int keep_orig(void *arg, const struct store_row *row)
{
	struct origs *o = arg;
	struct orig *nv;

	if (o->want_result > 0 && row->result_id != o->want_result)
		return 0;
	nv = realloc(o->v, (o->n + 1) * sizeof(*nv));
	if (!nv)
		return -ENOMEM;
	o->v = nv;
	nv[o->n].run_id = row->run_id;
	nv[o->n].result_id = row->result_id;
	nv[o->n].run = iodb_run_dup(row->run);
	nv[o->n].res = iodb_result_dup(row->res);
	if (!nv[o->n].run || !nv[o->n].res)
		return -ENOMEM;
	o->n++;
	return 0;
}

/* The figures of the rerun's results in the same direction. */
struct here {
	enum iodb_op op;
	double iops[1000], bw[1000], lat[1000];
	size_t n;
};

static int keep_here(void *arg, const struct store_row *row)
{
	struct here *h = arg;

	if (row->res->cond.op != h->op || h->n >= 1000)
		return 0;
	h->iops[h->n] = row->res->iops;
	h->bw[h->n] = row->res->bw_bytes;
	h->lat[h->n] = row->res->lat.mean;
	h->n++;
	return 0;
}

static int cmp_dbl(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static double median(double *v, size_t n)
{
	size_t k = 0;

	for (size_t i = 0; i < n; i++)
		if (!isnan(v[i]))
			v[k++] = v[i];
	if (!k)
		return NAN;
	qsort(v, k, sizeof(*v), cmp_dbl);
	return k % 2 ? v[k / 2] : (v[k / 2 - 1] + v[k / 2]) / 2;
}

static void side_row(const char *what, double a, double b, double div,
		     const char *fmt)
{
	char sa[32] = "-", sb[32] = "-", ch[32] = "";

	if (!isnan(a))
		snprintf(sa, sizeof(sa), fmt, a / div);
	if (!isnan(b))
		snprintf(sb, sizeof(sb), fmt, b / div);
	if (!isnan(a) && !isnan(b) && a > 0)
		snprintf(ch, sizeof(ch), "%+.1f%%", (b - a) / a * 100);
	printf("  %-10s %16s %16s %10s\n", what, sa, sb, ch);
}

struct series_ids {
	int64_t series;
	int64_t ids[1000];
	int64_t idx[1000];
	size_t n;
};

static int find_members(void *arg, const struct store_run_link *l)
{
	struct series_ids *s = arg;

	if (l->series == s->series && s->n < 1000) {
		s->ids[s->n] = l->run_id;
		s->idx[s->n++] = l->series_index;
	}
	return 0;
}

/*
 * Tag run with rerun_set=ORIG, so that `iodb report --compare run --tag
 * rerun_set=ORIG` shows an original and its reruns together.
 */
static int tag_set(struct store *st, int64_t run, int64_t orig)
{
	char v[32];
	int ret;

	snprintf(v, sizeof(v), "%" PRId64, orig);
	ret = store_begin(st);
	if (ret)
		return ret;
	ret = store_tag_add(st, run, "rerun_set", v);
	if (ret) {
		store_rollback(st);
		return ret;
	}
	ret = store_commit(st);
	return ret ? ret : store_flush(st);
}

/* Run one result's plan; link what was stored; print side by side. */
static int rerun_one(struct cli_env *env, const struct orig *o,
		     const struct rerun_plan *p, const char *target,
		     const char *const *extra, size_t n_extra, long repeat)
{
	char *argv[RERUN_MAX_ARGS + 24];
	char label[64], rep[32];
	struct series_ids s = {0};
	struct here h;
	struct store_selection sel = STORE_SELECTION_INIT;
	struct store_run_link l;
	int argc = 0, status;
	int64_t last;

	argv[argc++] = "run";
	for (size_t i = 0; i < p->n_args; i++)
		argv[argc++] = p->args[i];
	for (size_t i = 0; i < n_extra; i++)
		argv[argc++] = (char *)extra[i];
	snprintf(label, sizeof(label), "rerun of run %" PRId64, o->run_id);
	argv[argc++] = "--label";
	argv[argc++] = label;
	snprintf(rep, sizeof(rep), "--repeat=%ld", repeat);
	argv[argc++] = rep;
	argv[argc++] = (char *)target;
	argv[argc] = NULL;
	fflush(stdout);
	/* the runner prints its own summary; the comparison follows */
	{
		FILE *saved = stdout;
		FILE *null = fopen("/dev/null", "w");

		if (null)
			stdout = null;
		status = cmd_run(argc, argv, env);
		if (null) {
			stdout = saved;
			fclose(null);
		}
	}
	last = cli_run_last_id();
	if (status || last <= 0)
		return status ? status : 1;
	if (store_run_link_get(env->store, last, &l) < 0)
		return 1;
	s.series = l.series > 0 ? l.series : last;
	if (l.series > 0) {
		if (store_run_links_foreach(env->store, find_members, &s))
			return 1;
	} else {
		s.ids[0] = last;
		s.idx[0] = -1;
		s.n = 1;
	}
	memset(&h, 0, sizeof(h));
	h.op = o->res->cond.op;
	for (size_t i = 0; i < s.n; i++) {
		struct store_run_link nl = {s.ids[i], o->run_id,
					    l.series > 0 ? s.series : -1,
					    s.idx[i]};

		if (store_run_link_set(env->store, &nl) ||
		    tag_set(env->store, s.ids[i], o->run_id))
			return 1;
		sel.run = s.ids[i];
		if (store_results_foreach(env->store, &sel, keep_here, &h))
			return 1;
	}
	printf("  %-10s %16s %16s %10s\n", "", "original",
	       s.n > 1 ? "here (median)" : "here", "change");
	side_row("IOPS", o->res->iops, median(h.iops, h.n), 1, "%.1f");
	side_row("MB/s", o->res->bw_bytes, median(h.bw, h.n), 1e6, "%.2f");
	side_row("lat us", o->res->lat.mean, median(h.lat, h.n), 1e3, "%.2f");
	if (tag_set(env->store, o->run_id, o->run_id))
		return 1;
	if (s.n > 1)
		printf("  stored: series %" PRId64 " of %zu runs, reruns of "
		       "run %" PRId64 "\n",
		       s.series, s.n, o->run_id);
	else
		printf("  stored: run %" PRId64 ", rerun of run %" PRId64 "\n",
		       s.series, o->run_id);
	printf("  together: iodb report --compare run --tag rerun_set=%" PRId64
	       "\n",
	       o->run_id);
	return 0;
}

int cmd_rerun(int argc, char **argv, struct cli_env *env)
{
	const char *what = NULL, *target = NULL, *v;
	/* --size, --runtime, --keep, --allow-destructive: each at most
	   twice before the bound below matters */
	const char *extra[16];
	char extra_buf[16][300];
	size_t n_extra = 0, n_done = 0, n_refused = 0;
	struct origs o = {0};
	struct store_selection sel = STORE_SELECTION_INIT;
	long repeat = 1;
	int status = 0, ret;

	for (int i = 1; i < argc; i++) {
		static const char *const passed[] = {"--size", "--runtime"};
		int r =
		    cli_opt_value("rerun", "--target", argc, argv, &i, &target);
		char *end;

		if (r < 0)
			return 2;
		if (r > 0)
			continue;
		if (n_extra >= 15)
			return cli_usage_error("rerun", "too many options");
		r = cli_opt_value("rerun", "--repeat", argc, argv, &i, &v);
		if (r < 0)
			return 2;
		if (r > 0) {
			repeat = strtol(v, &end, 10);
			if (*end || end == v || repeat < 1 || repeat > 1000)
				return cli_usage_error(
				    "rerun",
				    "--repeat needs a count from 1 to 1000, "
				    "found '%s'",
				    v);
			continue;
		}
		for (size_t k = 0; k < 2 && !r; k++) {
			r = cli_opt_value("rerun", passed[k], argc, argv, &i,
					  &v);
			if (r > 0) {
				snprintf(extra_buf[n_extra],
					 sizeof(extra_buf[0]), "%s=%s",
					 passed[k], v);
				extra[n_extra] = extra_buf[n_extra];
				n_extra++;
			}
		}
		if (r < 0)
			return 2;
		if (r > 0)
			continue;
		if (!strcmp(argv[i], "--keep") ||
		    !strcmp(argv[i], "--allow-destructive")) {
			extra[n_extra++] = argv[i];
			continue;
		}
		if (argv[i][0] == '-')
			return cli_usage_error("rerun", "unknown option '%s'",
					       argv[i]);
		if (what)
			return cli_usage_error("rerun",
					       "one RUN or result:ID, found "
					       "'%s' after '%s'",
					       argv[i], what);
		what = argv[i];
	}
	if (!what)
		return cli_usage_error("rerun", "no RUN or result:ID given");
	if (!target)
		return cli_usage_error("rerun", "no --target given (the file "
						"or device to measure here)");
	if (!strncmp(what, "result:", 7))
		o.want_result = strtoll(what + 7, NULL, 10);
	else
		sel.run = strtoll(what, NULL, 10);
	if (sel.run <= 0 && o.want_result <= 0)
		return cli_usage_error("rerun",
				       "'%s' is no run number or "
				       "result:ID",
				       what);
	ret = store_results_foreach(env->store, &sel, keep_orig, &o);
	if (ret) {
		status = 1;
		goto out;
	}
	if (!o.n) {
		cli_error("%s: no such run or result", what);
		status = 2;
		goto out;
	}
	for (size_t i = 0; i < o.n && !status; i++) {
		struct rerun_plan p = RERUN_PLAN_INIT;
		const char *t =
		    o.v[i].res->test ? o.v[i].res->test : o.v[i].res->job;
		const char *op = iodb_op_name(o.v[i].res->cond.op);

		printf("run %" PRId64 ", result %" PRId64 ": %s %s%s%s\n",
		       o.v[i].run_id, o.v[i].result_id,
		       o.v[i].run->format ? o.v[i].run->format : "", t ? t : "",
		       t ? " " : "", op ? op : "");
		if (rerun_map(o.v[i].run, o.v[i].res, &p)) {
			cli_error("out of memory");
			status = 1;
			break;
		}
		for (size_t k = 0; k < p.n_notes; k++)
			printf("  %s: %s\n",
			       p.refused ? "not reproducible" : "note",
			       p.notes[k]);
		if (p.refused) {
			n_refused++;
		} else {
			printf("  runner:");
			for (size_t k = 0; k < p.n_args; k++)
				printf(" %s", p.args[k]);
			printf("\n");
			status = rerun_one(env, &o.v[i], &p, target, extra,
					   n_extra, repeat);
			if (!status)
				n_done++;
		}
		rerun_plan_release(&p);
	}
	printf("%zu rerun%s, %zu not reproducible\n", n_done,
	       n_done == 1 ? "" : "s", n_refused);
	if (!status && !n_done)
		status = 1;
out:
	for (size_t i = 0; i < o.n; i++) {
		iodb_run_free(o.v[i].run);
		iodb_result_free(o.v[i].res);
	}
	free(o.v);
	return status;
}
