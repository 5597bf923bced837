/*
 * Datasheet figures in cells and in prose: see table_datasheet.h.
 */
#include "ingest/table_datasheet.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "ingest/table_device.h"
#include "ingest/table_value.h"

/* Offsets of the pattern words in s: clause starts. */
static size_t clauses(const char *s, size_t *starts, size_t max)
{
	static const char *const words[] = {
	    "sequential",     "random",	  "seq ", "rnd",  "순차", "랜덤",
	    "シーケンシャル", "ランダム", "顺序", "随机", "隨機", NULL,
	};
	size_t n = 0;

	for (size_t i = 0; s[i] && n < max; i++) {
		for (size_t k = 0; words[k]; k++) {
			size_t l = strlen(words[k]);

			if (strncasecmp(s + i, words[k], l))
				continue;
			if (i && ((s[i - 1] >= 'a' && s[i - 1] <= 'z') ||
				  (s[i - 1] >= 'A' && s[i - 1] <= 'Z')))
				continue;
			starts[n++] = i;
			i += l - 1;
			break;
		}
	}
	if (!n) {
		starts[0] = 0;
		n = 1;
	}
	return n;
}

/* The unit the header gives the clause of pattern p ("Sequential(MB/s)"). */
static void header_unit(const char *head, enum iodb_pattern p, char *unit,
			size_t n)
{
	size_t st[8], k = clauses(head, st, 8);

	unit[0] = '\0';
	for (size_t i = 0; i < k; i++) {
		size_t end = i + 1 < k ? st[i + 1] : strlen(head);
		struct testname tn;

		testname_parse(head + st[i], end - st[i], 0, &tn);
		if ((tn.cond.pattern == p || k == 1) && tn.unit[0]) {
			snprintf(unit, n, "%s", tn.unit);
			return;
		}
	}
}

struct ds_num {
	char num[48];
	char unit[24];
	char text[80];
	long line;
};

/*
 * The unit of the j-th of n numbers: its own, else the next one's ("6000 ,
 * 5600 MB": a unit given once, at the end), else, when back is set, the
 * previous one's ("6000 MB, 5600").
 */
static const char *ds_unit(const struct ds_num *nums, int n, int j, int back)
{
	const char *unit = nums[j].unit;

	for (int q = j + 1; !unit[0] && q < n; q++)
		unit = nums[q].unit;
	for (int q = j - 1; back && !unit[0] && q >= 0; q--)
		unit = nums[q].unit;
	return unit;
}

/*
 * The figures of a datasheet clause: numbers that are no conditions
 * ("QD:32", "64k", "Q32T1" are skipped).  "72,000" is one number; "215,
 * 108" two.
 */
static int ds_numbers(const char *s, size_t len, struct ds_num *out, int max)
{
	int n = 0;

	for (size_t i = 0; i < len && n < max; i++) {
		size_t j = i, u;
		char c = s[i];

		if (c < '0' || c > '9')
			continue;
		if (i &&
		    ((s[i - 1] >= 'a' && s[i - 1] <= 'z') ||
		     (s[i - 1] >= 'A' && s[i - 1] <= 'Z') || s[i - 1] == '.' ||
		     s[i - 1] == ':' || s[i - 1] == '=')) {
			while (i + 1 < len &&
			       ((s[i + 1] >= '0' && s[i + 1] <= '9') ||
				s[i + 1] == '.'))
				i++;
			continue;
		}
		while (j < len) {
			if (s[j] >= '0' && s[j] <= '9') {
				j++;
			} else if (s[j] == '.' && j + 1 < len &&
				   s[j + 1] >= '0' && s[j + 1] <= '9') {
				j++;
			} else if (s[j] == ',' && j + 3 < len + 0 &&
				   s[j + 1] >= '0' && s[j + 1] <= '9' &&
				   s[j + 2] >= '0' && s[j + 2] <= '9' &&
				   s[j + 3] >= '0' && s[j + 3] <= '9' &&
				   (j + 4 >= len || s[j + 4] < '0' ||
				    s[j + 4] > '9')) {
				j += 4;
			} else {
				break;
			}
		}
		if (j - i >= sizeof(out[n].num)) {
			i = j;
			continue;
		}
		u = j;
		/* "64k", "4K": a block size, a condition; "560MB/s" a figure */
		if (u < len && ((s[u] >= 'a' && s[u] <= 'z') ||
				(s[u] >= 'A' && s[u] <= 'Z'))) {
			size_t w = u, a = u;

			while (w < len && s[w] != ' ' && s[w] != ',' &&
			       s[w] != ')')
				w++;
			while (a < len &&
			       ((s[a] >= 'a' && s[a] <= 'z') ||
				(s[a] >= 'A' && s[a] <= 'Z') || s[a] == '/'))
				a++;
			if (!(w - u == 1 && (s[u] == 'k' || s[u] == 'K') &&
			      len - w >= 5 &&
			      !strncasecmp(s + w, " iops", 5)) &&
			    !(a - u > 2 && s[a - 2] == '/' &&
			      (s[a - 1] == 's' || s[a - 1] == 'S')) &&
			    !(a - u == 4 && !strncasecmp(s + u, "iops", 4))) {
				i = w;
				continue;
			}
		}
		memcpy(out[n].num, s + i, j - i);
		out[n].num[j - i] = '\0';
		while (u < len && s[u] == ' ')
			u++;
		{
			size_t w = u;

			while (w < len && s[w] != ' ' && s[w] != ',' &&
			       s[w] != ')' && s[w] != '(' &&
			       (unsigned char)s[w] < 0x80)
				w++;
			/* "560MB/s로": the unit ends where the letters do */
			if (w < len && (unsigned char)s[w] >= 0x80) {
				size_t a = u;

				while (a < w && ((s[a] >= 'a' && s[a] <= 'z') ||
						 (s[a] >= 'A' && s[a] <= 'Z') ||
						 s[a] == '/'))
					a++;
				w = a;
			}
			if (w - u == 1 && (s[u] == 'k' || s[u] == 'K') &&
			    len - w >= 5 && !strncasecmp(s + w, " iops", 5))
				w += 5;
			if (w > u && w - u < sizeof(out[n].unit) &&
			    ((s[u] >= 'a' && s[u] <= 'z') ||
			     (s[u] >= 'A' && s[u] <= 'Z'))) {
				memcpy(out[n].unit, s + u, w - u);
				out[n].unit[w - u] = '\0';
			} else {
				out[n].unit[0] = '\0';
				w = j;
			}
			snprintf(out[n].text, sizeof(out[n].text), "%.*s",
				 (int)(w - i), s + i);
			i = w;
		}
		n++;
	}
	return n;
}

/*
 * The figure part of a spec: its metric, value and text, and the
 * conditions the test name states (figure j of n: "read / write" clauses
 * give each figure its own direction).
 */
static void spec_figure(struct iodb_spec *sp, const struct testname *tn, int n,
			int j, enum testname_metric metric, double x,
			const char *text)
{
	sp->metric = metric == TESTNAME_IOPS  ? "iops"
		     : metric == TESTNAME_LAT ? "lat_mean_ns"
					      : "bw_bytes";
	sp->value = x;
	sp->value_text = text;
	sp->cond.op = tn->n_ops == n ? tn->ops[j] : tn->cond.op;
	sp->cond.pattern = tn->cond.pattern;
	sp->cond.bs = tn->cond.bs;
	sp->cond.iodepth = tn->cond.iodepth;
	sp->cond.numjobs = tn->cond.numjobs;
}

int table_map_datasheet(struct table_mapping *m, size_t r, size_t c)
{
	const char *s = table_cell(m->t, r, c);
	char label[256], iface[128];
	size_t st[8], k;
	struct table_device d;
	int ret = 0;

	m->at_r = r;
	m->at_c = c;
	if (table_cell_empty(s))
		return 0;
	table_join_role(m, r, TABLE_ROLE_SYSTEM, label, sizeof(label));
	table_join_role(m, r, TABLE_ROLE_INTERFACE, iface, sizeof(iface));
	if (!label[0]) {
		table_why(
		    m, "no device named beside the datasheet figures '%s'", s);
		return 0;
	}
	table_device_of(label, &d);
	k = clauses(s, st, 8);
	for (size_t i = 0; i < k; i++) {
		size_t end = i + 1 < k ? st[i + 1] : strlen(s);
		struct ds_num nums[TESTNAME_MAX_OPS + 4];
		struct testname tn;
		char hunit[24], mu[24];
		int n;

		testname_parse(s + st[i], end - st[i], 0, &tn);
		n = ds_numbers(s + st[i], end - st[i], nums,
			       TESTNAME_MAX_OPS + 4);
		if (!n)
			continue; /* "Random 정보 X": nothing stated */
		if (!(n == tn.n_ops || (n == 1 && tn.n_ops <= 1))) {
			table_why(m,
				  "datasheet figures '%s' do not match the "
				  "directions they name",
				  s);
			continue;
		}
		header_unit(m->head[c], tn.cond.pattern, hunit, sizeof(hunit));
		/* a measured column of the same pattern lends its unit */
		mu[0] = '\0';
		for (size_t v = 0; v < m->t->cols && !mu[0]; v++) {
			if (m->role[v] == TABLE_ROLE_VALUE &&
			    m->ht[v].unit[0] &&
			    (m->ht[v].cond.pattern == tn.cond.pattern ||
			     m->ht[v].cond.pattern == IODB_PATTERN_UNKNOWN)) {
				snprintf(mu, sizeof(mu), "%s", m->ht[v].unit);
			} else if (m->role[v] == TABLE_ROLE_VALUE && !mu[0]) {
				struct table_cellv cv;

				if (!table_cell_values(table_cell(m->t, r, v),
						       &cv) &&
				    cv.v[0].unit[0] &&
				    cv.v[0].metric == TESTNAME_BW &&
				    (m->ht[v].cond.pattern == tn.cond.pattern ||
				     !m->ht[v].cond.pattern))
					snprintf(mu, sizeof(mu), "%s",
						 cv.v[0].unit);
			}
		}
		for (int j = 0; j < n; j++) {
			struct iodb_spec sp = IODB_SPEC_INIT;
			const char *unit = ds_unit(nums, n, j, 1);
			struct table_val v;
			double x;

			if (!unit[0])
				unit = hunit[0] ? hunit : mu;
			memset(&v, 0, sizeof(v));
			snprintf(v.num, sizeof(v.num), "%s", nums[j].num);
			snprintf(v.unit, sizeof(v.unit), "%s", unit);
			if (!unit[0] || table_val_unit(&v) ||
			    v.metric == TESTNAME_NONE ||
			    v.metric == TESTNAME_RUNTIME) {
				table_why(
				    m, "no unit for the datasheet figures '%s'",
				    s);
				break;
			}
			/* vendors state decimal megabytes */
			x = table_convert(&v, v.metric, unit, UNITS_DECIMAL,
					  TABLE_SEP_POINT);
			if (isnan(x)) {
				table_why(m,
					  "cannot convert the datasheet figure "
					  "'%s'",
					  nums[j].text);
				continue;
			}
			sp.vendor = d.vendor[0] ? d.vendor : NULL;
			sp.model = d.model[0] ? d.model : label;
			sp.interface = iface[0] ? iface : NULL;
			sp.capacity_bytes = d.capacity;
			spec_figure(&sp, &tn, n, j, v.metric, x, nums[j].text);
			sp.source = m->ctx->path;
			sp.line = table_cell_line(m->t, r, c);
			ret = ingest_emit_spec(m->ctx, &sp);
			if (ret)
				return ret;
			m->emitted++;
		}
	}
	return 0;
}

/*
 * Whether one of the n numbers of a clause has a unit of a datasheet
 * figure (a rate, IOPS, a latency), its own or the next one's: "7 tests"
 * or "2011" is none, nor a size ("8 MB cache": no "/s").
 */
static int clause_has_metric(const struct ds_num *nums, int n)
{
	for (int j = 0; j < n; j++) {
		const char *unit = ds_unit(nums, n, j, 0);
		struct table_val v;

		memset(&v, 0, sizeof(v));
		snprintf(v.unit, sizeof(v.unit), "%s", unit);
		if (unit[0] && !table_val_unit(&v) &&
		    v.metric != TESTNAME_NONE && v.metric != TESTNAME_RUNTIME &&
		    !v.size_unit)
			return 1;
	}
	return 0;
}

/*
 * Whether clause s (len bytes) says its figures were measured: a verb of
 * a result with a person its subject ("we got", "I got", "we measured",
 * "I saw"), "shows"/"showed" or "in my test".  "The datasheet says 3500 MB/s,
 * we got 3100 MB/s": the second clause is ours, no maker's figure; "Win2012r2,
 * scsi shows 117 MB/s" under a word of a datasheet elsewhere on the line
 * neither.  A clause naming the datasheet itself ("the spec sheet shows 500
 * MB/s") is still the maker's (the caller asks testname's datasheet flag).
 */
static int clause_measured(const char *s, size_t len)
{
	static const char *const w[] = {
	    "we got",	  "i got",   "we get",	   "i get",	  "we measured",
	    "i measured", "we saw",  "i saw",	   "we see",	  "i see",
	    "shows ",	  "showed ", "in my test", "in our test", NULL};

	for (size_t i = 0; i < len; i++) {
		if (i && isalpha((unsigned char)s[i - 1]))
			continue;
		for (size_t k = 0; w[k]; k++)
			if (len - i >= strlen(w[k]) &&
			    !strncasecmp(s + i, w[k], strlen(w[k])))
				return 1;
	}
	return 0;
}

/*
 * Where the sentence of s (len bytes) starting at b ends: past its 。, ！
 * or ？, or its '.', '!' or '?' before a blank and a capital (or the
 * line's end: "max. 3500 MB/s" and "spec. 3500" go on); len when the line
 * ends first.
 */
static size_t sentence_end(const char *s, size_t len, size_t b)
{
	for (size_t i = b; i < len; i++) {
		if (i + 3 <= len && (!memcmp(s + i, "\xe3\x80\x82", 3) ||
				     !memcmp(s + i, "\xef\xbc\x81", 3) ||
				     !memcmp(s + i, "\xef\xbc\x9f", 3)))
			return i + 3;
		if (strchr(".!?", s[i]) && i > b &&
		    (i + 1 == len || (s[i + 1] == ' ' && i + 2 < len &&
				      isupper((unsigned char)s[i + 2]))))
			return i + 1;
	}
	return len;
}

int table_prose_datasheet(struct ingest_ctx *ctx, const char *s, long line,
			  const char *fallback)
{
	struct testname all;
	struct table_device d;
	size_t b = 0, clause, len = strlen(s), sb = 0, se = 0;
	int emitted = 0, ret;

	testname_parse(s, len, 0, &all);
	if (!all.datasheet)
		return 0;
	table_device_of(s, &d);
	if (!d.model[0] && fallback)
		table_device_of(fallback, &d);
	/* a datasheet word makes the figures of its own sentence the
	 * maker's: "Sequential read 6193 MB/s was recorded.  That is as
	 * the catalogue spec says." measured them */
	for (; sb < len; sb = se) {
		se = sentence_end(s, len, sb);
		testname_parse(s + sb, se - sb, 0, &all);
		if (!all.datasheet)
			continue;
		b = sb;
		for (size_t e = sb; e <= se; e++) {
			struct ds_num nums[TESTNAME_MAX_OPS + 4];
			struct testname tn;
			int n, cut = e == se || s[e] == ';' ||
				     (s[e] == ',' && e + 1 < se &&
				      s[e + 1] == ' ');

			if (!cut && e + 3 <= se &&
			    (!memcmp(s + e, "\xef\xbc\x8c", 3) ||
			     !memcmp(s + e, "\xe3\x80\x81", 3)))
				cut = 1;
			if (!cut)
				continue;
			testname_parse(s + b, e - b, 0, &tn);
			n = ds_numbers(s + b, e - b, nums,
				       TESTNAME_MAX_OPS + 4);
			clause = b;
			b = e + 1;
			if (!n || !(n == tn.n_ops || (n == 1 && tn.n_ops <= 1)))
				continue;
			if (!clause_has_metric(nums, n))
				continue; /* "in 2011", "(7 tests)": no figure
					   */
			/* "..., scsi shows 117 MB/s": a measurement, not the
			 * maker's */
			if (!tn.datasheet &&
			    clause_measured(s + clause, e - clause))
				continue;
			if (!d.model[0]) {
				ingest_warn(
				    ctx, line, (long)clause + 1,
				    "datasheet figures that name no device "
				    "model; not stored");
				return emitted;
			}
			for (int j = 0; j < n; j++) {
				struct iodb_spec sp = IODB_SPEC_INIT;
				const char *unit = ds_unit(nums, n, j, 0);
				struct table_val v;
				double x;

				memset(&v, 0, sizeof(v));
				snprintf(v.num, sizeof(v.num), "%s",
					 nums[j].num);
				snprintf(v.unit, sizeof(v.unit), "%s", unit);
				/* "(Special Edition 8 MB cache)": a size is no
				 * rate; a sentence states a rate with its "/s"
				 */
				if (!unit[0] || table_val_unit(&v) ||
				    v.metric == TESTNAME_NONE ||
				    v.metric == TESTNAME_RUNTIME || v.size_unit)
					continue;
				x = table_convert(&v, v.metric, unit,
						  UNITS_DECIMAL,
						  TABLE_SEP_POINT);
				if (isnan(x))
					continue;
				sp.vendor = d.vendor[0] ? d.vendor : NULL;
				sp.model = d.model;
				sp.capacity_bytes = d.capacity;
				spec_figure(&sp, &tn, n, j, v.metric, x,
					    nums[j].text);
				sp.source = ctx->path;
				sp.line = line;
				ret = ingest_emit_spec(ctx, &sp);
				if (ret)
					return ret;
				emitted++;
			}
		}
	}
	return emitted;
}
