/*
 * iodb lint: the set of results, the driver of the rules, the datasheet
 * rule (which reuses check's matching) and the outputs.
 */
#include "report/lint.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "report/check.h"
#include "report/markdown.h"
#include "report/match.h"
#include "report/select.h"
#include "util/alloc.h"
#include "util/strbuf.h"

/* ---- the set ------------------------------------------------------------ */

int lint_add_row(struct lint_set *s, const struct store_row *row)
{
	struct lint_item *it;

	if (ALLOC_GROW(s->items, s->n_items + 1, s->cap_items))
		return -ENOMEM;
	it = &s->items[s->n_items];
	memset(it, 0, sizeof(*it));
	it->run_id = row->run_id;
	it->result_id = row->result_id;
	it->series = -1;
	it->run = iodb_run_dup(row->run);
	it->res = iodb_result_dup(row->res);
	it->source = row->source ? strdup(row->source) : NULL;
	if (!it->run || !it->res || (row->source && !it->source)) {
		iodb_run_free(it->run);
		iodb_result_free(it->res);
		free(it->source);
		return -ENOMEM;
	}
	s->n_items++;
	return 0;
}

int lint_add_spec(struct lint_set *s, const struct iodb_spec *sp)
{
	struct iodb_spec *c;

	if (ALLOC_GROW(s->specs, s->n_specs + 1, s->cap_specs))
		return -ENOMEM;
	c = iodb_spec_dup(sp);
	if (!c)
		return -ENOMEM;
	s->specs[s->n_specs++] = c;
	return 0;
}

static int load_row(void *arg, const struct store_row *row)
{
	return lint_add_row(arg, row);
}

static int load_spec(void *arg, const struct iodb_spec *sp)
{
	return lint_add_spec(arg, sp);
}

static int load_link(void *arg, const struct store_run_link *l)
{
	struct lint_set *s = arg;

	if (l->series <= 0)
		return 0;
	for (size_t i = 0; i < s->n_items; i++)
		if (s->items[i].run_id == l->run_id)
			s->items[i].series = l->series;
	return 0;
}

int lint_load(struct store *st, const struct store_selection *sel,
	      struct lint_set *s)
{
	int ret = store_results_foreach(st, sel, load_row, s);

	if (!ret)
		ret = store_specs_foreach(st, NULL, load_spec, s);
	if (!ret)
		ret = store_run_links_foreach(st, load_link, s);
	return ret < 0 ? ret : ret ? -EIO : 0;
}

void lint_release(struct lint_set *s)
{
	for (size_t i = 0; i < s->n_items; i++) {
		iodb_run_free(s->items[i].run);
		iodb_result_free(s->items[i].res);
		free(s->items[i].source);
	}
	for (size_t i = 0; i < s->n_specs; i++)
		iodb_spec_free(s->specs[i]);
	for (size_t i = 0; i < s->n_findings; i++)
		free(s->findings[i].text);
	free(s->items);
	free(s->specs);
	free(s->findings);
	memset(s, 0, sizeof(*s));
}

int lint_add(struct lint_set *s, size_t item, const char *rule,
	     const char *family, const char *why, int64_t other,
	     const char *fmt, ...)
{
	struct lint_finding *f;
	struct strbuf sb;
	va_list ap;
	int ret;

	if (ALLOC_GROW(s->findings, s->n_findings + 1, s->cap_findings))
		return -ENOMEM;
	strbuf_init(&sb, 128);
	va_start(ap, fmt);
	ret = strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	if (ret) {
		strbuf_release(&sb);
		return -ENOMEM;
	}
	f = &s->findings[s->n_findings++];
	f->item = item;
	f->rule = rule;
	f->family = family;
	f->why = why;
	f->other = other;
	f->text = strbuf_detach(&sb, NULL);
	return 0;
}

/* ---- against the datasheet (check's matching) --------------------------- */

static const char why_datasheet[] =
    "a drive does not beat its own datasheet by this much: the figure "
    "measured a cache (page cache, controller or drive DRAM) or was read "
    "in the wrong unit";

/* Measured well above the spec it pairs with under the same conditions. */
static int rule_datasheet(struct lint_set *s)
{
	struct report_data d = REPORT_DATA_INIT;
	struct report_match m = REPORT_MATCH_INIT;
	int ret = 0;

	if (!s->n_specs)
		return 0;
	for (size_t i = 0; i < s->n_items && !ret; i++) {
		struct store_row row = {
		    .run_id = s->items[i].run_id,
		    .result_id = s->items[i].result_id,
		    .source = s->items[i].source,
		    .run = s->items[i].run,
		    .res = s->items[i].res,
		};
		ret = report_data_add(&d, &row);
	}
	if (!ret)
		ret = report_data_finish(&d);
	for (size_t i = 0; i < s->n_specs && !ret; i++)
		ret = report_match_add_spec(&m, s->specs[i]);
	if (!ret)
		ret = report_match_pair(&m, &d, NULL);
	for (size_t i = 0; !ret && i < m.n_pairs; i++) {
		const struct report_pair *p = &m.pairs[i];
		const struct report_spec *sp = &m.specs[p->spec];
		int64_t rid = d.figs[p->fig].result_id;
		char a[64], b[64];

		/* higher is better for every metric: pct > 100 is above */
		if (p->verdict != REPORT_PASS || !(p->pct > LINT_DATASHEET_PCT))
			continue;
		for (size_t k = 0; k < s->n_items; k++) {
			if (s->items[k].result_id != rid)
				continue;
			ret = lint_add(
			    s, k, "above-datasheet", "datasheet", why_datasheet,
			    -1, "measured %s is %.0f%% of %s %s's stated %s",
			    report_spec_value(sp->sp.metric, p->measured, a,
					      sizeof(a)),
			    p->pct, sp->sp.vendor ? sp->sp.vendor : "",
			    sp->sp.model,
			    report_spec_value(sp->sp.metric, p->spec_value, b,
					      sizeof(b)));
			break;
		}
	}
	report_match_release(&m);
	report_data_release(&d);
	return ret;
}

/* ---- the driver --------------------------------------------------------- */

static int cmp_finding(const void *a, const void *b)
{
	const struct lint_finding *x = a, *y = b;

	if (x->item != y->item)
		return x->item < y->item ? -1 : 1;
	return strcmp(x->rule, y->rule);
}

int lint_run(struct lint_set *s)
{
	int ret = lint_rules_arith(s);

	if (!ret)
		ret = lint_rules_cache(s);
	if (!ret)
		ret = lint_rules_physics(s);
	if (!ret)
		ret = rule_datasheet(s);
	if (!ret)
		ret = lint_rules_confidence(s);
	if (s->n_findings)
		qsort(s->findings, s->n_findings, sizeof(*s->findings),
		      cmp_finding);
	return ret;
}

/* ---- output ------------------------------------------------------------- */

/* "run 12 (label), RND4K Q1T1 write" */
static const char *item_name(const struct lint_item *it, char *buf, size_t n)
{
	const struct iodb_run *r = it->run;
	const struct iodb_result *res = it->res;
	const char *who = r->label	    ? r->label
			  : r->device_model ? r->device_model
			  : r->device	    ? r->device
					    : NULL;
	const char *what = res->test ? res->test : res->job ? res->job : "";
	const char *op = iodb_op_name(res->cond.op);

	snprintf(buf, n, "run %" PRId64 "%s%s%s, result %" PRId64 ": %s%s%s",
		 it->run_id, who ? " (" : "", who ? who : "", who ? ")" : "",
		 it->result_id, what, *what && op ? " " : "", op ? op : "");
	return buf;
}

static const char *item_where(const struct lint_item *it, char *buf, size_t n)
{
	if (!it->source) {
		snprintf(buf, n, "%s", it->run->tool ? it->run->tool : "");
		return buf;
	}
	if (it->res->line_from > 0)
		snprintf(buf, n, "%s:%ld", it->source, it->res->line_from);
	else
		snprintf(buf, n, "%s", it->source);
	return buf;
}

static size_t n_results_flagged(const struct lint_set *s)
{
	size_t n = 0;

	for (size_t i = 0; i < s->n_findings; i++)
		if (!i || s->findings[i].item != s->findings[i - 1].item)
			n++;
	return n;
}

int lint_write_table(FILE *out, const struct lint_set *s)
{
	for (size_t i = 0; i < s->n_findings; i++) {
		const struct lint_finding *f = &s->findings[i];
		const struct lint_item *it = &s->items[f->item];
		char name[512], where[1024];

		fprintf(out, "%s\n  %s\n  %s [%s]: %s\n  why: %s\n",
			item_name(it, name, sizeof(name)),
			item_where(it, where, sizeof(where)), f->family,
			f->rule, f->text, f->why);
		if (f->other > 0)
			fprintf(out, "  see result %" PRId64 "\n", f->other);
		fputc('\n', out);
	}
	fprintf(out, "%zu finding%s on %zu result%s (%zu checked)\n",
		s->n_findings, s->n_findings == 1 ? "" : "s",
		n_results_flagged(s), n_results_flagged(s) == 1 ? "" : "s",
		s->n_items);
	return ferror(out) ? -EIO : 0;
}

char *lint_json(const struct lint_set *s)
{
	cJSON *arr = cJSON_CreateArray();
	char *text;

	if (!arr)
		return NULL;
	for (size_t i = 0; i < s->n_findings; i++) {
		const struct lint_finding *f = &s->findings[i];
		const struct lint_item *it = &s->items[f->item];
		const char *op = iodb_op_name(it->res->cond.op);
		cJSON *o = cJSON_CreateObject();

		if (!o)
			goto fail;
		cJSON_AddItemToArray(arr, o);
		cJSON_AddNumberToObject(o, "run", (double)it->run_id);
		cJSON_AddNumberToObject(o, "result", (double)it->result_id);
		if (it->source)
			cJSON_AddStringToObject(o, "source", it->source);
		else
			cJSON_AddNullToObject(o, "source");
		if (it->res->test)
			cJSON_AddStringToObject(o, "test", it->res->test);
		else
			cJSON_AddNullToObject(o, "test");
		if (op)
			cJSON_AddStringToObject(o, "op", op);
		else
			cJSON_AddNullToObject(o, "op");
		cJSON_AddStringToObject(o, "rule", f->rule);
		cJSON_AddStringToObject(o, "family", f->family);
		cJSON_AddStringToObject(o, "text", f->text);
		cJSON_AddStringToObject(o, "why", f->why);
		if (f->other > 0)
			cJSON_AddNumberToObject(o, "other", (double)f->other);
		else
			cJSON_AddNullToObject(o, "other");
	}
	text = cJSON_Print(arr);
	cJSON_Delete(arr);
	return text;
fail:
	cJSON_Delete(arr);
	return NULL;
}

static void html_text(FILE *out, const char *s)
{
	for (; *s; s++) {
		switch (*s) {
		case '<': fputs("&lt;", out); break;
		case '>': fputs("&gt;", out); break;
		case '&': fputs("&amp;", out); break;
		case '"': fputs("&quot;", out); break;
		default: fputc(*s, out);
		}
	}
}

int lint_write_html(FILE *out, const struct lint_set *s)
{
	if (!s->n_findings)
		return 0;
	fprintf(out,
		"<h2 id=\"findings\">Findings</h2>\n<p>%zu finding%s "
		"from <code>iodb lint</code> (docs/lint.md).</p>\n<ul>\n",
		s->n_findings, s->n_findings == 1 ? "" : "s");
	for (size_t i = 0; i < s->n_findings; i++) {
		const struct lint_finding *f = &s->findings[i];
		char name[512];

		fputs("<li><b>", out);
		html_text(out,
			  item_name(&s->items[f->item], name, sizeof(name)));
		fputs("</b> — ", out);
		html_text(out, f->family);
		fputs(" [", out);
		html_text(out, f->rule);
		fputs("]: ", out);
		html_text(out, f->text);
		fputs(". <i>", out);
		html_text(out, f->why);
		fputs("</i></li>\n", out);
	}
	fputs("</ul>\n", out);
	return ferror(out) ? -EIO : 0;
}

int lint_write_markdown(FILE *out, const struct lint_set *s)
{
	if (!s->n_findings)
		return 0;
	fprintf(out,
		"\n## Findings\n\n%zu finding%s from `iodb lint` "
		"(docs/lint.md).\n\n",
		s->n_findings, s->n_findings == 1 ? "" : "s");
	for (size_t i = 0; i < s->n_findings; i++) {
		const struct lint_finding *f = &s->findings[i];
		char name[512];

		fputs("- **", out);
		report_md_text(
		    out, item_name(&s->items[f->item], name, sizeof(name)));
		fputs("** - ", out);
		report_md_text(out, f->family);
		fputs(" (", out);
		report_md_text(out, f->rule);
		fputs("): ", out);
		report_md_text(out, f->text);
		fputs(". *", out);
		report_md_text(out, f->why);
		fputs("*\n", out);
	}
	return ferror(out) ? -EIO : 0;
}

/* ---- shared by the rules ------------------------------------------------ */

static cJSON *opt_item(const char *json, const char *key, cJSON **root)
{
	*root = json ? cJSON_Parse(json) : NULL;
	return *root ? cJSON_GetObjectItemCaseSensitive(*root, key) : NULL;
}

double lint_opt_num(const struct iodb_run *r, const char *key)
{
	cJSON *root, *it = opt_item(r->options_json, key, &root);
	double v = NAN;

	if (cJSON_IsNumber(it))
		v = it->valuedouble;
	cJSON_Delete(root);
	return v;
}

int lint_opt_str(const struct iodb_run *r, const char *key, char *buf, size_t n)
{
	cJSON *root, *it = opt_item(r->options_json, key, &root);
	int found = 0;

	if (cJSON_IsString(it) && it->valuestring) {
		snprintf(buf, n, "%s", it->valuestring);
		found = 1;
	} else if (cJSON_IsNumber(it)) {
		snprintf(buf, n, "%.17g", it->valuedouble);
		found = 1;
	} else if (cJSON_IsBool(it)) {
		snprintf(buf, n, "%d", cJSON_IsTrue(it) ? 1 : 0);
		found = 1;
	}
	cJSON_Delete(root);
	return found;
}

double lint_host_memory(const struct iodb_run *r)
{
	cJSON *root, *it = opt_item(r->system_json, "memory_bytes", &root);
	double v = NAN;

	if (cJSON_IsNumber(it) && it->valuedouble > 0)
		v = it->valuedouble;
	cJSON_Delete(root);
	return v;
}

int lint_report_findings(FILE *out, const struct report_data *d,
			 const struct report_match *m, int html)
{
	struct lint_set s = LINT_SET_INIT;
	int ret = 0;

	for (size_t i = 0; i < d->n_figs && !ret; i++) {
		const struct report_fig *f = &d->figs[i];
		const struct report_runinfo *ri = &d->runs[f->run];
		struct iodb_result res = IODB_RESULT_INIT;
		struct store_row row = {0};

		res.job = f->job;
		res.cond = f->cond;
		res.iops = f->iops;
		res.bw_bytes = f->bw_bytes;
		res.lat.mean = f->lat_mean_ns;
		res.line_from = f->line_from;
		res.line_to = f->line_to;
		row.run_id = ri->run_id;
		row.result_id = f->result_id;
		row.source = ri->source;
		row.run = ri->run;
		row.res = &res;
		ret = lint_add_row(&s, &row);
	}
	for (size_t i = 0; m && i < m->n_specs && !ret; i++)
		ret = lint_add_spec(&s, &m->specs[i].sp);
	if (!ret)
		ret = lint_run(&s);
	if (!ret)
		ret = html ? lint_write_html(out, &s)
			   : lint_write_markdown(out, &s);
	lint_release(&s);
	return ret == -ENOMEM ? 0 : ret;
}
