/*
 * fio's job conditions from a command line or a job file.
 */
#include "ingest/fio_options.h"
#include "ingest/ingest.h"
#include "ingest/lines.h"

#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "model/units.h"
#include "util/alloc.h"
#include "util/strbuf.h"

void fio_opts_init(struct fio_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->cond = (struct iodb_cond)IODB_COND_INIT;
	o->size = NAN;
	o->runtime_ns = NAN;
	o->bs_write = -1;
	o->group_reporting = -1;
	o->time_based = -1;
	o->lat_percentiles = -1;
	o->verify = -1;
}

static void copy_str(char *dst, size_t n, const char *src, size_t len)
{
	if (len >= n)
		len = n - 1;
	memcpy(dst, src, len);
	dst[len] = '\0';
}

/* "1", "true", "" (a bare flag) -> 1; "0", "false" -> 0; else -1. */
static int parse_bool(const char *v)
{
	if (!v || !*v || !strcmp(v, "1") || !strcasecmp(v, "true") ||
	    !strcasecmp(v, "yes") || !strcasecmp(v, "on"))
		return 1;
	if (!strcmp(v, "0") || !strcasecmp(v, "false") ||
	    !strcasecmp(v, "no") || !strcasecmp(v, "off"))
		return 0;
	return -1;
}

static int parse_int(const char *v, int64_t *out)
{
	char *end;
	long long n;

	if (!v || !isdigit((unsigned char)*v))
		return -EINVAL;
	errno = 0;
	n = strtoll(v, &end, 10);
	if (errno || *end)
		return -EINVAL;
	*out = n;
	return 0;
}

static int parse_pct(const char *v, double *out)
{
	char *end;
	double d;

	if (!v || !isdigit((unsigned char)*v))
		return -EINVAL;
	d = strtod(v, &end);
	if (*end || d < 0 || d > 100)
		return -EINVAL;
	*out = d;
	return 0;
}

/* A size option: "4k", "1G", "4096"; fio's option syntax (kb_base=1024:
 * k and KB are 1024, KiB is 1000 in fio's compatibility mode). */
static int parse_size(const char *v, const char **endp, double *out)
{
	const char *end;
	double d;

	if (!v || !isdigit((unsigned char)*v))
		return -EINVAL;
	if (units_size(v, &end, UNITS_FIO_OPTION, UNITS_COMMA_NONE, &d))
		return -EINVAL;
	if (endp)
		*endp = end;
	else if (*end)
		return -EINVAL;
	*out = d;
	return 0;
}

/* A time option: bare seconds, or a suffix ("30s", "1m", "500ms", "2h"). */
static int parse_time(const char *v, double *out)
{
	char *end;
	double d, f;

	if (!v || !isdigit((unsigned char)*v))
		return -EINVAL;
	d = strtod(v, &end);
	if (!*end)
		f = units_time_factor("s", 1);
	else
		f = units_time_factor(end, (unsigned long)strlen(end));
	if (isnan(f))
		return -EINVAL;
	*out = d * f;
	return 0;
}

/* "4k" or "4k,8k" (read,write[,trim]) */
static void parse_bs(const char *v, struct fio_opts *o)
{
	const char *end;
	double d;

	if (o->bs_split) { /* fio uses bssplit= whatever bs= says */
		o->n_set++;
		return;
	}

	if (parse_size(v, &end, &d))
		return;
	if (*end && *end != ',')
		return;
	o->cond.bs = units_int64(d);
	if (*end == ',') {
		const char *w = end + 1;

		if (!parse_size(w, &end, &d) && (!*end || *end == ','))
			o->bs_write = units_int64(d);
	}
	o->n_set++;
}

/*
 * One direction's list of a bssplit= value ("4k/100", "4k/20:64k/80",
 * from s to its ',' or end): its size when it names only one (at 100%,
 * or with no percent), -1 when several, -2 when it does not parse.
 */
static int64_t bssplit_one(const char *s, const char **endp)
{
	int64_t bs = -2;
	int n = 0;

	for (;;) {
		const char *end;
		double d, pct = 100;

		if (parse_size(s, &end, &d))
			return -2;
		if (*end == '/') {
			char *pe;

			pct = strtod(end + 1, &pe);
			end = pe;
		}
		if (*end && *end != ':' && *end != ',')
			return -2;
		n++;
		bs = pct == 100 ? units_int64(d) : -1;
		s = end + 1;
		if (*end != ':') {
			*endp = end;
			return n == 1 ? bs : -1;
		}
	}
}

/*
 * bssplit=: fio draws each I/O's size from the list (read[,write[,trim]]
 * lists, one list for all): one size at 100% is that block size; several
 * sizes are no one block size, bs unknown whatever bs= says.
 */
static int parse_bssplit(const char *v, struct fio_opts *o)
{
	const char *end;
	int64_t r, w;

	if (!v)
		return -EINVAL;
	r = bssplit_one(v, &end);
	w = r;
	if (r == -2)
		return -EINVAL;
	if (*end == ',') {
		w = bssplit_one(end + 1, &end);
		if (w == -2)
			return -EINVAL;
	}
	o->bs_split = 1;
	o->cond.bs = r > 0 && w > 0 ? r : -1;
	o->bs_write = r > 0 && w > 0 && w != r ? w : -1;
	return 0;
}

/*
 * bsrange=min-max[,min-max] (or blocksize_range; fio reads ':' as '-'):
 * sizes drawn between the bounds, so a block size only when they are
 * equal ("4k:4k,4k:4k" is bs=4k), unknown otherwise.
 */
static int64_t bsrange_one(const char *s, const char **endp)
{
	const char *end;
	double lo, hi;

	if (parse_size(s, &end, &lo) || (*end != '-' && *end != ':') ||
	    parse_size(end + 1, &end, &hi) || (*end && *end != ','))
		return -2;
	*endp = end;
	return lo == hi ? units_int64(lo) : -1;
}

static int parse_bsrange(const char *v, struct fio_opts *o)
{
	const char *end;
	int64_t r, w;

	if (!v || (r = bsrange_one(v, &end)) == -2)
		return -EINVAL;
	w = r;
	if (*end == ',' && (w = bsrange_one(end + 1, &end)) == -2)
		return -EINVAL;
	o->cond.bs = r > 0 && w > 0 ? r : -1;
	o->bs_write = r > 0 && w > 0 && w != r ? w : -1;
	return 0;
}

static const char *const value_opts[] = {
    "name",	 "rw",	     "readwrite", "rwmixread", "rwmixwrite", "bs",
    "blocksize", "iodepth",  "numjobs",	  "size",      "runtime",    "timeout",
    "ioengine",	 "filename", "bsrange",	  NULL,
};

static int takes_value(const char *key)
{
	for (size_t i = 0; value_opts[i]; i++)
		if (!strcmp(value_opts[i], key))
			return 1;
	return 0;
}

/* Apply one option; v is NULL for a bare flag.  Unknown keys are ignored. */
static void apply_opt(struct fio_opts *o, const char *k, const char *v)
{
	int b, ok = 0;
	int64_t n;
	double d;

	if (fio_option_names_file(k))
		o->file_set = 1;
	/* "numjobs=$nThreads", "--filename=/dev/${disk}": a shell variable
	 * (or fio's own $jobnum, $ncpus) the text never expands */
	if (v && strchr(v, '$'))
		return;
	if (!strcmp(k, "name") && v) {
		copy_str(o->name, sizeof(o->name), v, strlen(v));
	} else if ((!strcmp(k, "rw") || !strcmp(k, "readwrite")) && v &&
		   !v[strcspn(v, "[{|")]) {
		/* "rw=[read|randwrite]": a template's alternatives, no one
		 * direction */
		copy_str(o->rw, sizeof(o->rw), v, strcspn(v, ":"));
		ok = 1;
	} else if (!strcmp(k, "rwmixread") || !strcmp(k, "rwmixwrite")) {
		ok = !parse_pct(v, &d);
		if (ok)
			o->cond.mix_read_pct = k[5] == 'r' ? d : 100 - d;
	} else if (!strcmp(k, "bs") || !strcmp(k, "blocksize")) {
		parse_bs(v, o);
	} else if (!strcmp(k, "bssplit")) {
		ok = !parse_bssplit(v, o);
	} else if ((!strcmp(k, "bsrange") || !strcmp(k, "blocksize_range")) &&
		   !o->bs_split) {
		ok = !parse_bsrange(v, o);
	} else if (!strcmp(k, "iodepth") || !strcmp(k, "numjobs")) {
		ok = !parse_int(v, &n);
		if (ok && k[0] == 'i')
			o->cond.iodepth = n;
		else if (ok)
			o->cond.numjobs = n;
	} else if (!strcmp(k, "direct") || !strcmp(k, "buffered")) {
		b = parse_bool(v);
		ok = b >= 0;
		if (ok)
			o->cond.direct = k[0] == 'd' ? b : !b;
	} else if (!strcmp(k, "size")) {
		ok = !parse_size(v, NULL, &d);
		if (ok)
			o->size = d;
	} else if (!strcmp(k, "runtime") || !strcmp(k, "timeout")) {
		ok = !parse_time(v, &d);
		if (ok)
			o->runtime_ns = d;
	} else if (!strcmp(k, "ioengine") && v) {
		copy_str(o->ioengine, sizeof(o->ioengine), v, strlen(v));
		ok = 1;
	} else if (!strcmp(k, "filename") && v) {
		copy_str(o->filename, sizeof(o->filename), v, strlen(v));
		ok = 1;
	} else if (!strcmp(k, "group_reporting") && (b = parse_bool(v)) >= 0) {
		o->group_reporting = b;
		ok = 1;
	} else if (!strcmp(k, "time_based") && (b = parse_bool(v)) >= 0) {
		o->time_based = b;
		ok = 1;
	} else if (!strcmp(k, "lat_percentiles") && (b = parse_bool(v)) >= 0) {
		o->lat_percentiles = b;
		ok = 1;
	} else if (!strcmp(k, "verify") && v && *v) {
		/* no condition of a comparison: not counted in n_set */
		o->verify = strcmp(v, "0") && strcasecmp(v, "none");
	}
	if (ok)
		o->n_set++;
}

/* Shell-like words; stops at an unquoted | ; & < > (pipes, redirects).
 * The words lie one after the other, each with its NUL, in one buffer. */
struct words {
	char **v;
	size_t n, cap;
	char *buf;
	size_t used;
};

static void words_free(struct words *w)
{
	free(w->buf);
	free(w->v);
	w->v = NULL;
	w->buf = NULL;
	w->n = w->cap = w->used = 0;
}

/* The word of len bytes written at w->buf + w->used: ended and kept. */
static int words_push(struct words *w, size_t len)
{
	if (ALLOC_GROW(w->v, w->n + 1, w->cap))
		return -ENOMEM;
	w->buf[w->used + len] = '\0';
	w->v[w->n++] = w->buf + w->used;
	w->used += len + 1;
	return 0;
}

static int is_fio_word(const char *w);

/* Whether the words so far hold fio's name or an option. */
static int command_started(const struct words *w)
{
	for (size_t i = 0; i < w->n; i++)
		if (w->v[i][0] == '-' || is_fio_word(w->v[i]))
			return 1;
	return 0;
}

/* Whether s (len bytes) is blanks, then a shell comment. */
static int blanks_then_comment(const char *s, size_t len)
{
	size_t i = 0;

	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i && i < len && s[i] == '#';
}

static int split_words(const char *s, size_t len, struct words *w)
{
	char *tok;
	size_t i = 0, t = 0;
	int in_word = 0, ret = 0, open = 0;

	/* each word takes at most the bytes it was read from and its NUL,
	 * an empty one ('') two bytes and a NUL */
	words_free(w);
	w->buf = malloc(2 * len + 2);
	if (!w->buf)
		return -ENOMEM;
	tok = w->buf;
	while (i < len) {
		char c = s[i];

		if (c == '\\' && i + 1 < len &&
		    (s[i + 1] == '\n' || s[i + 1] == '\r')) {
			i += 2;
			if (i < len && s[i - 1] == '\r' && s[i] == '\n')
				i++;
			/* "--time_based\" / "--runtime=30s": a person's
			 * continuation with no blank before it, an option
			 * after it; fio takes no "--time_based--runtime=30s",
			 * so the words are two */
			if (in_word && i + 1 < len && s[i] == '-' &&
			    s[i + 1] == '-') {
				ret = words_push(w, t);
				if (ret)
					return ret;
				tok = w->buf + w->used;
				in_word = 0;
				t = 0;
				open = 0;
			}
			continue;
		}
		/* a shell comment to the end of its line, and one after a
		 * continuation ("--direct=1 \\ # bypass the cache"), which
		 * its author meant to go on; once the command has started
		 * (a prompt "# fio ..." is no comment) */
		if (!in_word && (c == '#' || c == '\\') &&
		    (c == '#' || blanks_then_comment(s + i + 1, len - i - 1)) &&
		    command_started(w)) {
			while (i < len && s[i] != '\n')
				i++;
			continue;
		}
		/* "--scramble_buffers=1 \ --direct=1": a continuation whose
		 * line end a join (a mail's rewrap, a flattened page) made a
		 * blank, between words: a blank too; "my\ file" inside a
		 * word stays a quoted blank */
		if (!in_word && c == '\\' && i + 1 < len &&
		    (s[i + 1] == ' ' || s[i + 1] == '\t'))
			c = s[++i];
		if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
			if (in_word) {
				ret = words_push(w, t);
				if (ret)
					return ret;
				tok = w->buf + w->used;
			}
			in_word = 0;
			t = 0;
			open = 0;
			i++;
			continue;
		}
		/* "--rw=[read|randwrite]", "--bs={4k|1m}": a template's list
		 * of alternatives, inside the word's brackets, is no pipe */
		if (c == '[' || c == '{')
			open++;
		else if ((c == ']' || c == '}') && open)
			open--;
		/* a shell operator ends the command (a NUL too, as
		 * strchr("|;&<>", c) had it) */
		if ((c == '|' && !open) || c == ';' || c == '&' || c == '<' ||
		    c == '>' || !c)
			break;
		in_word = 1;
		if (c == '\'' || c == '"') {
			char q = c;

			for (i++; i < len && s[i] != q; i++) {
				if (q == '"' && s[i] == '\\' && i + 1 < len)
					i++;
				tok[t++] = s[i];
			}
			i++;
			continue;
		}
		if (c == '\\' && i + 1 < len)
			c = s[++i];
		tok[t++] = c;
		i++;
	}
	if (in_word)
		ret = words_push(w, t);
	return ret;
}

/* Where the options start in w: past the word that runs fio ("fio",
 * "/usr/bin/fio", "sudo fio"'s), *start = 0 when none is there.  Returns
 * whether one is. */
static int fio_word_end(const struct words *w, size_t *start)
{
	for (size_t i = 0; i < w->n; i++)
		if (is_fio_word(w->v[i])) {
			*start = i + 1;
			return 1;
		}
	*start = 0;
	return 0;
}

size_t fio_options_comment_at(const char *s, size_t len)
{
	char q = 0;

	for (size_t i = 0; i < len; i++) {
		if (q) {
			q = s[i] == q ? 0 : q;
		} else if (s[i] == '\'' || s[i] == '"') {
			q = s[i];
		} else if (s[i] == '\\') {
			/* "\\#" is no comment; "\\ #" is meant as one */
			if (i + 1 < len && s[i + 1] != ' ' && s[i + 1] != '\t')
				i++;
		} else if (s[i] == '#' && i &&
			   (s[i - 1] == ' ' || s[i - 1] == '\t')) {
			while (i && (s[i - 1] == ' ' || s[i - 1] == '\t'))
				i--;
			return i;
		}
	}
	return len;
}

static int is_fio_word(const char *w)
{
	const char *b = strrchr(w, '/');
	size_t n = strlen(w);

	b = b ? b + 1 : w;
	/* Windows: "fio.exe", ".\\fio.exe" (the shell split ate the '\\') */
	return !strcmp(b, "fio") ||
	       (n >= 7 && !strcasecmp(w + n - 7, "fio.exe"));
}

/* Split "--key=value" / "--key value"; returns how many words it used. */
static size_t option_at(struct words *w, size_t i, char *key, size_t nk,
			const char **val)
{
	const char *s = w->v[i], *eq;

	*val = NULL;
	key[0] = '\0';
	if (s[0] != '-')
		return 1;
	s += s[1] == '-' ? 2 : 1;
	eq = strchr(s, '=');
	if (eq) {
		copy_str(key, nk, s, (size_t)(eq - s));
		*val = eq + 1;
		return 1;
	}
	copy_str(key, nk, s, strlen(s));
	if (takes_value(key) && i + 1 < w->n && w->v[i + 1][0] != '-') {
		*val = w->v[i + 1];
		return 2;
	}
	return 1;
}

static int parse_cmdline(const char *s, size_t len, const char *job,
			 struct fio_opts *out)
{
	struct words w = {0};
	size_t start = 0, i, sections = 0, target = 0, cur = 0;
	char key[64];
	const char *val;
	int ret, any = 0;

	fio_opts_init(out);
	ret = split_words(s, len, &w);
	if (ret)
		goto out;
	fio_word_end(&w, &start);
	/* Which --name section is job's: the first with that name. */
	for (i = start; i < w.n;) {
		size_t used = option_at(&w, i, key, sizeof(key), &val);

		if (key[0])
			any = 1;
		if (!strcmp(key, "name") && val) {
			sections++;
			if (!target && job && !strcmp(val, job))
				target = sections;
		}
		i += used;
	}
	if (!any) {
		ret = -EINVAL;
		goto out;
	}
	if (!target && (sections == 1 || !job))
		target = sections ? 1 : 0;
	out->n_jobs = (int)sections;
	for (i = start; i < w.n;) {
		size_t used = option_at(&w, i, key, sizeof(key), &val);

		if (!strcmp(key, "name") && val)
			cur++;
		if (key[0] && (cur == 0 || cur == target))
			apply_opt(out, key, val);
		i += used;
	}
	ret = 0;
out:
	words_free(&w);
	return ret;
}

/*
 * The last command line this thread parsed, and for which job: the fio
 * text importer asks about one command several times (each job, the
 * contradiction checks), a terse file's about each line's, and the answer
 * depends on nothing else.  Longer lines and names are not kept.
 */
static _Thread_local struct {
	int valid, ret, job_null;
	size_t len;
	char s[2048];
	char job[128];
	struct fio_opts o;
} last;

int fio_options_parse_cmdline(const char *s, size_t len, const char *job,
			      struct fio_opts *out)
{
	size_t jn = job ? strlen(job) : 0;

	if (last.valid && last.len == len && last.job_null == !job &&
	    (!job || !strcmp(last.job, job)) && !memcmp(last.s, s, len)) {
		*out = last.o;
		return last.ret;
	}
	last.valid = 0;
	last.ret = parse_cmdline(s, len, job, out);
	if (last.ret != -ENOMEM && len <= sizeof(last.s) &&
	    jn < sizeof(last.job)) {
		memcpy(last.s, s, len);
		last.len = len;
		last.job_null = !job;
		if (job)
			memcpy(last.job, job, jn + 1);
		last.o = *out;
		last.valid = 1;
	}
	return last.ret;
}

int fio_options_parse_line(const char *s, size_t len, struct fio_opts *out)
{
	struct words w = {0};
	int ret;

	fio_opts_init(out);
	ret = split_words(s, len, &w);
	if (!ret && !w.n)
		ret = -EINVAL;
	for (size_t i = 0; !ret && i < w.n; i++) {
		const char *k = w.v[i], *eq;
		char key[64];
		int before = out->n_set;

		k += k[0] == '-' && k[1] == '-' ? 2 : 0;
		eq = strchr(k, '=');
		if (!eq || eq == k || (size_t)(eq - k) >= sizeof(key)) {
			ret = -EINVAL;
			break;
		}
		copy_str(key, sizeof(key), k, (size_t)(eq - k));
		if (!fio_option_find(key) && strcmp(key, "bssplit")) {
			ret = -EINVAL;
			break;
		}
		apply_opt(out, key, eq + 1);
		if (out->n_set == before)
			ret = -EINVAL;
	}
	words_free(&w);
	return ret;
}

/* fio's own command-line options whose value may follow as a word of its
 * own ("--output res.txt"): that word names no job file. */
static const char *const cli_value_opts[] = {
    "output",
    "output-format",
    "section",
    "debug",
    "eta",
    "client",
    "trigger-file",
    "trigger",
    "status-interval",
    "o",
    "d",
    NULL,
};

static int cli_takes_value(const char *key)
{
	for (size_t i = 0; cli_value_opts[i]; i++)
		if (!strcmp(cli_value_opts[i], key))
			return 1;
	return 0;
}

/* The last part of path x (after its last '/'). */
static const char *base_name(const char *x)
{
	const char *b = strrchr(x, '/');

	return b ? b + 1 : x;
}

int fio_options_cmdline_jobfile(const char *s, size_t len)
{
	return fio_options_cmdline_runs(s, len, NULL);
}

/* How many job file words command s runs (at most max), as
 * fio_options_cmdline_runs() reads them, of file's last part (any: NULL);
 * the first one's last part into out (size on) when out is set. */
static int cmdline_jobfiles(const char *s, size_t len, const char *file,
			    int max, char *out, size_t on)
{
	struct words w = {0};
	size_t i, start = 0;
	char key[64];
	const char *val;
	int found = 0, fio = 0;

	if (split_words(s, len, &w))
		goto out;
	fio = fio_word_end(&w, &start);
	for (i = start; fio && i < w.n && found < max;) {
		const char *x = w.v[i];
		size_t used = option_at(&w, i, key, sizeof(key), &val);

		if (key[0] && !val && cli_takes_value(key))
			used = 2;
		/* a path, "job.fio" or "tools/randread": not a device fio
		 * was wrongly given as a word of its own, not a value */
		if (!key[0] && x[0] != '-' && strncmp(x, "/dev/", 5) &&
		    !strchr(x, '=') && !strchr(x, '$') &&
		    (strchr(x, '/') || strchr(x, '.')) &&
		    (!file || !strcmp(base_name(x), base_name(file)))) {
			if (out && !found)
				snprintf(out, on, "%s", base_name(x));
			found++;
		}
		i += used;
	}
out:
	words_free(&w);
	return found;
}

int fio_options_cmdline_runs(const char *s, size_t len, const char *file)
{
	return cmdline_jobfiles(s, len, file, 1, NULL, 0) > 0;
}

int fio_options_cmdline_jobfile_name(const char *s, size_t len, char *out,
				     size_t n)
{
	if (n)
		out[0] = '\0';
	return cmdline_jobfiles(s, len, NULL, 1, out, n) > 0 && n && out[0];
}

/* One line of a job file, trimmed; returns its length. */
static size_t next_line(const char *s, size_t len, size_t *pos,
			const char **line)
{
	size_t i = *pos, b, e;

	while (i < len && s[i] != '\n')
		i++;
	b = *pos;
	e = i;
	*pos = i < len ? i + 1 : i;
	while (b < e && isspace((unsigned char)s[b]))
		b++;
	while (e > b && isspace((unsigned char)s[e - 1]))
		e--;
	*line = s + b;
	return e - b;
}

/*
 * Which job section of job file s (len bytes; 0 the first that is not
 * [global]) names its job job with name= ("[random-write]" holding
 * "name=random-write-direct": fio prints the job as the name= says), or
 * -1 when none does.
 */
static long named_section(const char *s, size_t len, const char *job)
{
	size_t pos = 0, n, jl = strlen(job);
	const char *l;
	long k = -1;
	int in_job = 0;

	while (pos < len) {
		n = next_line(s, len, &pos, &l);
		if (!n || l[0] == ';' || l[0] == '#')
			continue;
		if (l[0] == '[' && l[n - 1] == ']') {
			in_job = !(n == 8 && !memcmp(l, "[global]", 8));
			k += in_job;
			continue;
		}
		if (in_job && n > 5 && !memcmp(l, "name", 4)) {
			const char *v = l + 4;

			while (v < l + n && (*v == ' ' || *v == '\t'))
				v++;
			if (v >= l + n || *v != '=')
				continue;
			for (v++; v < l + n && (*v == ' ' || *v == '\t');)
				v++;
			if ((size_t)(l + n - v) == jl && !memcmp(v, job, jl))
				return k;
		}
	}
	return -1;
}

int fio_options_parse_jobfile(const char *s, size_t len, const char *job,
			      struct fio_opts *out)
{
	size_t pos = 0, n;
	const char *l;
	char sect[128] = "", key[64], val[512];
	int in_target = 0, in_global = 0, found = 0, any = 0;
	long target = job ? named_section(s, len, job) : -1, k = -1;

	fio_opts_init(out);
	while (pos < len) {
		n = next_line(s, len, &pos, &l);
		if (!n || l[0] == ';' || l[0] == '#')
			continue;
		if (l[0] == '[' && l[n - 1] == ']') {
			any = 1;
			copy_str(sect, sizeof(sect), l + 1, n - 2);
			in_global = !strcmp(sect, "global");
			in_target = 0;
			if (!in_global) {
				out->n_jobs++;
				k++;
			}
			if (!in_global && !found &&
			    (target >= 0 ? k == target
					 : !job || !strcmp(sect, job))) {
				in_target = 1;
				found = 1;
				copy_str(out->name, sizeof(out->name),
					 target >= 0 ? job : sect,
					 strlen(target >= 0 ? job : sect));
			}
			continue;
		}
		/* a [global] section sets the jobs below it only (fio's
		 * HOWTO): one after the job (a later job file's, run by the
		 * same command) is not the job's */
		if (!in_target && (!in_global || found))
			continue;
		/* "rw=read      # Sequential read test": the value ends
		 * where the note its author put after it starts */
		n = fio_options_comment_at(l, n);
		{
			const char *eq = memchr(l, '=', n);
			size_t kl = eq ? (size_t)(eq - l) : n;
			const char *v = eq ? eq + 1 : NULL;

			while (kl && isspace((unsigned char)l[kl - 1]))
				kl--;
			copy_str(key, sizeof(key), l, kl);
			if (v) {
				size_t vl = n - (size_t)(v - l);

				while (vl && isspace((unsigned char)*v)) {
					v++;
					vl--;
				}
				copy_str(val, sizeof(val), v, vl);
			}
			if (strcmp(key, "name"))
				apply_opt(out, key, v ? val : NULL);
		}
	}
	/* a job file of other jobs (another file of the command's, one
	 * shown for another run): its [global] is no more the job's than
	 * its jobs are ("\001...", no job's name, asks for the [global]
	 * alone) */
	if (job && job[0] != '\001' && !found && out->n_jobs) {
		int n_jobs = out->n_jobs;

		fio_opts_init(out);
		out->n_jobs = n_jobs;
	}
	return any ? 0 : -EINVAL;
}

/*
 * The jobs a command line or job file defines, in order, as fio's group
 * numbering needs them: each job's name and whether it starts a group
 * (stonewall, its alias wait_for_previous, or new_group: set by the job
 * or by the global options it inherits).
 */
#define GROUP_JOBS_MAX 64
struct group_jobs {
	size_t n;
	int unsure; /* a value that does not parse, a section filter */
	struct {
		char name[128], sect[128];
		int own, inherit; /* -1 not set by the job; 0, 1 */
	} j[GROUP_JOBS_MAX];
};

/* Whether key sets a group boundary; then *b is its value (-1 unsure). */
static int group_key(const char *key, const char *val, int *b)
{
	if (strcmp(key, "stonewall") && strcmp(key, "wait_for_previous") &&
	    strcmp(key, "new_group"))
		return 0;
	*b = parse_bool(val);
	return 1;
}

static void group_jobs_add(struct group_jobs *gj, const char *name, int inherit)
{
	if (gj->n == GROUP_JOBS_MAX) {
		gj->unsure = 1;
		return;
	}
	copy_str(gj->j[gj->n].name, sizeof(gj->j[0].name), name, strlen(name));
	memcpy(gj->j[gj->n].sect, gj->j[gj->n].name, sizeof(gj->j[0].sect));
	gj->j[gj->n].own = -1;
	gj->j[gj->n].inherit = inherit;
	gj->n++;
}

/* The jobs of command line s: options before the first --name are
 * global, as fio's parse_cmd_line() makes them.  Its global group
 * option into *global (-1 none). */
static int group_jobs_cmdline(const char *s, size_t len, struct group_jobs *gj,
			      int *global)
{
	struct words w = {0};
	size_t i, start = 0;
	char key[64];
	const char *val;
	int ret, b, gsw = 0;

	*global = -1;
	ret = split_words(s, len, &w);
	if (ret)
		goto out;
	fio_word_end(&w, &start);
	for (i = start; i < w.n;) {
		size_t used = option_at(&w, i, key, sizeof(key), &val);

		if (!strcmp(key, "section") ||
		    (!strcmp(key, "name") && val && !strcmp(val, "global"))) {
			gj->unsure = 1;
		} else if (!strcmp(key, "name") && val) {
			group_jobs_add(gj, val, gsw);
		} else if (key[0] && group_key(key, val, &b)) {
			gj->unsure |= b < 0;
			if (!gj->n)
				gsw = *global = b;
			else
				gj->j[gj->n - 1].own = b;
		}
		i += used;
	}
out:
	words_free(&w);
	return ret;
}

/* The jobs of job file s: each [section] not [global], its name= if it
 * has one; a [global] section's options hold for the jobs below it. */
static void group_jobs_jobfile(const char *s, size_t len, struct group_jobs *gj)
{
	size_t pos = 0, n;
	const char *l;
	int in_global = 0, gsw = 0, b;
	char key[64], sect[128];

	while (pos < len) {
		n = next_line(s, len, &pos, &l);
		if (!n || l[0] == ';' || l[0] == '#')
			continue;
		if (l[0] == '[' && l[n - 1] == ']') {
			copy_str(sect, sizeof(sect), l + 1, n - 2);
			in_global = !strcmp(sect, "global");
			if (!in_global)
				group_jobs_add(gj, sect, gsw);
			continue;
		}
		if (!in_global && !gj->n)
			continue;
		n = fio_options_comment_at(l, n);
		{
			const char *eq = memchr(l, '=', n), *v = NULL;
			size_t kl = eq ? (size_t)(eq - l) : n, vl = 0;
			char val[128];

			while (kl && isspace((unsigned char)l[kl - 1]))
				kl--;
			copy_str(key, sizeof(key), l, kl);
			if (eq) {
				v = eq + 1;
				vl = n - (size_t)(v - l);
				while (vl && isspace((unsigned char)*v)) {
					v++;
					vl--;
				}
				copy_str(val, sizeof(val), v, vl);
			}
			if (!strcmp(key, "name") && v && !in_global) {
				copy_str(gj->j[gj->n - 1].name,
					 sizeof(gj->j[0].name), val, vl);
			} else if (group_key(key, v ? val : NULL, &b)) {
				gj->unsure |= b < 0;
				if (in_global)
					gsw = b;
				else
					gj->j[gj->n - 1].own = b;
			}
		}
	}
}

int fio_options_group_job(const char *cmd, size_t cmd_len, const char *jf,
			  size_t jf_len, long group, char *name, size_t n)
{
	struct group_jobs *gj = calloc(1, sizeof(*gj));
	size_t found = 0, at = 0;
	long g = 0, prev = 0;
	int ret = -ENOENT, global = -1, files;

	if (!gj)
		return -ENOMEM;
	if (cmd && group_jobs_cmdline(cmd, cmd_len, gj, &global)) {
		ret = -ENOMEM;
		goto out;
	}
	/* a command running a job file: that file's jobs, when it is the
	 * one shown (fio puts a stonewall between several job files; a
	 * group option on the command line would be every job's) */
	files = cmd ? cmdline_jobfiles(cmd, cmd_len, NULL, 2, NULL, 0) : 0;
	if (files) {
		if (gj->n || global >= 0 || !jf || files != 1)
			goto out;
		group_jobs_jobfile(jf, jf_len, gj);
	} else if (!cmd && jf) {
		group_jobs_jobfile(jf, jf_len, gj);
	}
	if (gj->unsure || group < 0)
		goto out;
	/* fio's add_job(): a job that starts a group does so only after a
	 * job of the group before; numjobs' clones stay in their job's */
	for (size_t i = 0; i < gj->n; i++) {
		int sw = gj->j[i].own >= 0 ? gj->j[i].own : gj->j[i].inherit;

		if (sw && prev) {
			g++;
			prev = 0;
		}
		prev++;
		if (g == group) {
			found++;
			at = i;
		}
	}
	if (found != 1)
		goto out;
	for (size_t i = 0; i < gj->n; i++)
		if (i != at && (!strcmp(gj->j[i].name, gj->j[at].name) ||
				!strcmp(gj->j[i].sect, gj->j[at].name)))
			goto out;
	copy_str(name, n, gj->j[at].name, strlen(gj->j[at].name));
	ret = strlen(gj->j[at].name) < n ? 0 : -ENOENT;
out:
	free(gj);
	return ret;
}

long fio_options_jobfile_start(const char *s, size_t len)
{
	size_t pos = 0, n, at;
	const char *l;

	while (pos < len) {
		at = pos;
		n = next_line(s, len, &pos, &l);
		if (n > 2 && l[0] == '[' && l[n - 1] == ']' &&
		    !memchr(l, ' ', n))
			return (long)at;
	}
	return -1;
}

int fio_options_parse_any(const char *s, size_t len, const char *job,
			  struct fio_opts *out)
{
	struct fio_opts cmd;
	size_t pos = 0, n;
	const char *l;
	long jf;

	while (pos < len) {
		n = next_line(s, len, &pos, &l);
		if (!n || l[0] == ';' || l[0] == '#')
			continue;
		if (l[0] == '[')
			return fio_options_parse_jobfile(s, len, job, out);
		break;
	}
	/* a command line, then the job file it runs: the command's options
	 * are defaults the job file's override, as fio applies them */
	jf = fio_options_jobfile_start(s, len);
	if (jf > 0 &&
	    !fio_options_parse_jobfile(s + jf, len - (size_t)jf, job, out)) {
		if (!fio_options_parse_cmdline(s, (size_t)jf, NULL, &cmd))
			fio_opts_fill(out, &cmd);
		return 0;
	}
	return fio_options_parse_cmdline(s, len, job, out);
}

void fio_opts_fill(struct fio_opts *dst, const struct fio_opts *src)
{
	int64_t bs;

	if (!dst->name[0])
		memcpy(dst->name, src->name, sizeof(dst->name));
	if (!dst->rw[0])
		memcpy(dst->rw, src->rw, sizeof(dst->rw));
	if (!dst->ioengine[0])
		memcpy(dst->ioengine, src->ioengine, sizeof(dst->ioengine));
	if (!dst->filename[0])
		memcpy(dst->filename, src->filename, sizeof(dst->filename));
	if (isnan(dst->size))
		dst->size = src->size;
	if (isnan(dst->runtime_ns))
		dst->runtime_ns = src->runtime_ns;
	/* the write block size goes with the read one; bssplit= with
	 * several sizes leaves no block size to fill */
	if (dst->cond.bs < 0 && !dst->bs_split) {
		dst->cond.bs = src->cond.bs;
		dst->bs_write = src->bs_write;
		dst->bs_split = src->bs_split;
	}
	bs = dst->cond.bs;
	iodb_cond_fill(&dst->cond, &src->cond);
	dst->cond.bs = bs;
	if (dst->group_reporting < 0)
		dst->group_reporting = src->group_reporting;
	if (dst->time_based < 0)
		dst->time_based = src->time_based;
	if (dst->lat_percentiles < 0)
		dst->lat_percentiles = src->lat_percentiles;
	if (dst->verify < 0)
		dst->verify = src->verify;
	dst->file_set |= src->file_set;
	dst->n_set += src->n_set;
	if (!dst->n_jobs)
		dst->n_jobs = src->n_jobs;
}

static long find_command(const char *line, size_t len, size_t *cmd_len);

/*
 * The offset of the options of line (len bytes) when it is a fio command
 * that lost the start of "fio" ("io --size=1G --direct=1 --numjobs=1"): the
 * rest "io" or "o", a blank, then only "--key=value" words whose keys are
 * fio's options (a flag of fio's alone, "--group_reporting", too), two at
 * least; else -1.  *cmd_len: the options' length.
 */
static long cut_command(const char *line, size_t len, size_t *cmd_len)
{
	size_t i = line[0] == 'i' ? 1 : 0, n = 0, e = len;

	if (line[i] != 'o' || (line[i + 1] != ' ' && line[i + 1] != '\t'))
		return -1;
	for (i++; i < len && (line[i] == ' ' || line[i] == '\t');)
		i++;
	while (e > i && (line[e - 1] == ' ' || line[e - 1] == '\t'))
		e--;
	for (size_t k = i; k < e; n++) {
		char key[32];
		size_t w = k, q;

		const struct fio_option *f;

		while (w < e && line[w] != ' ' && line[w] != '\t')
			w++;
		q = k + 2;
		while (q < w && line[q] != '=')
			q++;
		if (w - k < 4 || line[k] != '-' || line[k + 1] != '-' ||
		    q == w - 1 || q - k - 2 >= sizeof(key))
			return -1;
		memcpy(key, line + k + 2, q - k - 2);
		key[q - k - 2] = '\0';
		/* "--direct=1"; a flag alone ("--group_reporting") sets 1 */
		f = fio_option_find(key);
		if (!f ? strcmp(key, "bssplit") || q == w
		       : q == w && f->kind != FIO_OPT_BOOL)
			return -1;
		for (k = w; k < e && (line[k] == ' ' || line[k] == '\t');)
			k++;
	}
	if (n < 2)
		return -1;
	*cmd_len = e - i;
	return (long)i;
}

long fio_options_find_command(const char *line, size_t len, size_t *cmd_len)
{
	size_t in, off = line_emphasis_unwrap(line, len, &in);

	long cut = -1;

	if (len > 8 && (line[0] == 'i' || line[0] == 'o'))
		cut = cut_command(line, len, cmd_len);
	if (cut >= 0)
		return cut;

	/* "_fio --bs=4k ... --end_fsync=1_": the whole line in Markdown
	 * emphasis, the command inside it */
	if (off && in > 4 && !memcmp(line + off, "fio", 3) &&
	    strchr(" \t.", line[off + 3])) {
		long at = find_command(line + off, in, cmd_len);

		return at == 0 ? (long)off : -1;
	}
	return find_command(line, len, cmd_len);
}

/*
 * Where emphasis of n c's opened before line[from] closes: the offset of
 * the closing run (n c's at a word's end, not part of a longer run, then
 * the line's end, a blank or a mark), 0 when it does not close.
 */
static size_t emphasis_close(const char *line, size_t len, size_t from, char c,
			     size_t n)
{
	for (size_t k = from + 1; k + n <= len; k++) {
		size_t a = k;

		while (a < len && a < k + n && line[a] == c)
			a++;
		if (a < k + n || line[k - 1] == c || line[k - 1] == ' ' ||
		    (a < len && line[a] == c))
			continue;
		if (a == len || strchr(" \t,.:;)", line[a]))
			return k;
	}
	return 0;
}

/*
 * Whether the fio invocation whose words start at r (rest bytes, after
 * "fio") runs no job: one of its words, up to a shell separator, asks
 * for fio's version or help, or for a job file's options as a command
 * line ("fio --version", "fio -h", "fio --cmdhelp=bs", "fio --enghelp",
 * "fio --showcmd job.fio"); fio takes long options after one dash too.
 */
static int runs_no_job(const char *r, size_t rest)
{
	static const char *const shorts[] = {"-v", "-h", NULL};
	static const char *const longs[] = {"version", "help",	  "cmdhelp",
					    "enghelp", "showcmd", NULL};

	for (size_t k = 0; k < rest;) {
		size_t b, n;

		while (k < rest && (r[k] == ' ' || r[k] == '\t'))
			k++;
		b = k;
		while (k < rest && !strchr(" \t;&|`)\"'", r[k]))
			k++;
		/* the next command's words are its own; "$(fio --version)"
		 * in an echo's quotes ends at its bracket */
		if (k < rest && strchr(";&|`)\"'", r[k]))
			rest = k;
		if (k == b || r[b] != '-')
			continue;
		if (word_listed(r + b, k - b, shorts, 0))
			return 1;
		b += 1 + (b + 1 < k && r[b + 1] == '-');
		for (n = 0; b + n < k && r[b + n] != '=';)
			n++;
		if (word_listed(r + b, n, longs, 0))
			return 1;
	}
	return 0;
}

/*
 * The length of the version glued to a fio binary's name at s (n bytes
 * after "fio"): "-3.28", "-3-28-115", "3" ("./fio-3-28-115 --name=...",
 * a build kept beside others), when a blank and an option ('-') follow;
 * else 0.  fio's own version line ("fio-3.28", "fio-3.28 Starting 1
 * process") has no option after it.
 */
static size_t version_suffix(const char *s, size_t n)
{
	size_t k = s[0] == '-' ? 1 : 0, d;

	d = k;
	while (k < n && (isdigit((unsigned char)s[k]) ||
			 (k > d && (s[k] == '.' || s[k] == '-') && k + 1 < n &&
			  isdigit((unsigned char)s[k + 1]))))
		k++;
	if (k == d || k >= n || (s[k] != ' ' && s[k] != '\t'))
		return 0;
	d = k;
	while (d < n && (s[d] == ' ' || s[d] == '\t'))
		d++;
	return d + 1 < n && s[d] == '-' &&
		       (s[d + 1] == '-' || isalpha((unsigned char)s[d + 1]))
		   ? k
		   : 0;
}

static long find_command(const char *line, size_t len, size_t *cmd_len)
{
	for (size_t i = 0; i + 3 < len; i++) {
		const char *r;
		size_t rest, e, w = 3, em = 0;

		if (memcmp(line + i, "fio", 3))
			continue;
		/* "I ran **fio --bs=4k ...** and got:": Markdown emphasis
		 * (one or two '*' or '_') opening at a word's start */
		if (i && (line[i - 1] == '*' || line[i - 1] == '_')) {
			em = i >= 2 && line[i - 2] == line[i - 1] ? 2 : 1;
			if (i > em && !strchr(" \t(", line[i - em - 1]))
				continue;
		} else if (i && !strchr(" \t/\\$#>`(", line[i - 1])) {
			continue;
		}
		/* Windows: "fio.exe --name=..." */
		if (i + 7 < len && !strncasecmp(line + i + 3, ".exe", 4))
			w = 7;
		else
			w += version_suffix(line + i + 3, len - i - 3);
		if (line[i + w] != ' ' && line[i + w] != '\t')
			continue;
		r = line + i + w;
		rest = len - i - w;
		while (rest && (*r == ' ' || *r == '\t')) {
			r++;
			rest--;
		}
		if (!rest)
			continue;
		/* "fio \": the options on the lines below, one a line */
		if (*r == '\\' && (rest == 1 || r[1] == ' ' || r[1] == '\t')) {
			size_t t = 1;

			while (t < rest && (r[t] == ' ' || r[t] == '\t'))
				t++;
			if (t == rest) {
				*cmd_len = (size_t)(r + 1 - (line + i));
				return (long)i;
			}
		}
		if (*r != '-') {
			/* "fio job.fio": a job file argument */
			size_t wl = 0;

			while (wl < rest && r[wl] != ' ' && r[wl] != '\t')
				wl++;
			if (!(wl > 4 && (!memcmp(r + wl - 4, ".fio", 4) ||
					 !memcmp(r + wl - 4, ".ini", 4) ||
					 !memcmp(r + wl - 4, ".job", 4))))
				continue;
		}
		/* "host:~ # fio --version": fio ran no job there, the
		 * command of no output */
		if (runs_no_job(r, rest))
			continue;
		/* "run `fio --bs=4k` to see": the command ends at the quote;
		 * one in emphasis where the emphasis closes, or it is none */
		e = i;
		if (em) {
			e = emphasis_close(line, len, i + w, line[i - 1], em);
			if (!e)
				continue;
		}
		while (!em && e < len && line[e] != '`')
			e++;
		while (e > i && strchr(" \t", line[e - 1]))
			e--;
		*cmd_len = e - i;
		return (long)i;
	}
	return -1;
}

/* Longest value of a shell variable holding fio's options. */
#define VAR_OPTS_MAX 2048
/* How far above its command a variable's assignment is looked for. */
#define VAR_LINES_MAX 40

/*
 * The length of the shell variable word at s (n bytes): "$NAME",
 * "${NAME}" or either in double quotes, its name's start and length in
 * *name and *nl; 0 when s starts no such word (it must end at a blank or
 * the end).
 */
static size_t var_word(const char *s, size_t n, const char **name, size_t *nl)
{
	size_t k = 0, q = 0, b = 0, a;

	if (k < n && s[k] == '"')
		q = ++k;
	if (k >= n || s[k++] != '$')
		return 0;
	if (k < n && s[k] == '{')
		b = ++k;
	a = k;
	while (k < n && (isalnum((unsigned char)s[k]) || s[k] == '_'))
		k++;
	if (k == a || isdigit((unsigned char)s[a]))
		return 0;
	*name = s + a;
	*nl = k - a;
	if (b && (k >= n || s[k++] != '}'))
		return 0;
	if (q && (k >= n || s[k++] != '"'))
		return 0;
	return k == n || s[k] == ' ' || s[k] == '\t' ? k : 0;
}

/*
 * The value the nearest line above the line at (inside text from begin) gives
 * shell variable name (nl bytes) in "NAME=value", "NAME='...'" or
 * 'NAME="..."' (a quoted value may go on over lines, a mail's wrap or
 * the author's "\\"), appended to sb with its line breaks, "\\" and blanks
 * made one blank.  Only within VAR_LINES_MAX lines, and only a list of
 * options: every word starts with '-' ("--direct=1 --rw=randrw").
 * Returns 1 when appended, 0 when no such line is shown.
 */
static int var_options(const char *begin, const char *at, const char *name,
		       size_t nl, struct strbuf *sb)
{
	const char *e = at;

	for (int lines = 0; e > begin && lines < VAR_LINES_MAX; lines++) {
		const char *s = e - 1, *v;
		char q = 0;
		size_t from = sb->len;
		int word = 0, ok = 1;

		while (s > begin && s[-1] != '\n')
			s--;
		e = s;
		while (*s == ' ' || *s == '\t')
			s++;
		if (!strncmp(s, "export ", 7))
			s += 7;
		if (strncmp(s, name, nl) || s[nl] != '=')
			continue;
		v = s + nl + 1;
		if (*v == '"' || *v == '\'')
			q = *v++;
		for (; *v && (q ? *v != q : !strchr(" \t\n;", *v)); v++) {
			int blank = strchr(" \t\n\r", *v) != NULL;

			if (*v == '\\' && q != '\'' &&
			    strchr(" \t\r\n", v[1] ? v[1] : ' '))
				blank = 1;
			else if (*v == '\\' || *v == '`' ||
				 (*v == '$' && v[1] == '('))
				ok = 0; /* escapes, commands: no plain list */
			if (blank) {
				word = 0;
				continue;
			}
			if (!word && sb->len > from)
				strbuf_addch(sb, ' ');
			if (!word && *v != '-')
				ok = 0;
			word = 1;
			strbuf_addch(sb, *v);
			if (sb->len - from > VAR_OPTS_MAX)
				ok = 0;
			if (!ok)
				break;
		}
		if (!ok || (q && *v != q) || sb->len == from) {
			strbuf_setlen(sb, from);
			return 0;
		}
		return 1;
	}
	return 0;
}

long fio_options_expand_command(const char *begin, const char *at,
				const char *line, size_t len, char **out)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i, k, vars = 0;

	*out = NULL;
	for (i = 0; i + 4 < len; i++)
		if (!memcmp(line + i, "fio", 3) &&
		    (!i || strchr(" \t/>", line[i - 1])) &&
		    (line[i + 3] == ' ' || line[i + 3] == '\t'))
			break;
	if (i + 4 >= len)
		return -1;
	strbuf_add(&sb, "fio", 3);
	for (k = i + 3; k < len && line[k] != '`';) {
		const char *name;
		size_t w, nl;

		if (line[k] == ' ' || line[k] == '\t') {
			k++;
			continue;
		}
		strbuf_addch(&sb, ' ');
		w = var_word(line + k, len - k, &name, &nl);
		if (w) {
			/* each word a variable names must be shown set */
			if (!var_options(begin, at, name, nl, &sb))
				goto none;
			vars++;
			k += w;
			continue;
		}
		/* "fio $OPTS": the first word is the variable */
		if (!vars)
			goto none;
		while (k < len && !strchr(" \t`", line[k]))
			strbuf_addch(&sb, line[k++]);
	}
	if (!vars)
		goto none;
	*out = strbuf_detach(&sb, NULL);
	return (long)i;
none:
	strbuf_release(&sb);
	return -1;
}

/* The most assignments of one shell variable a document is read for. */
#define VAR_SETS_MAX 16

/*
 * Whether the word before s (the text starts at begin) is w: "for njobs
 * in", "read njobs".
 */
static int word_before(const char *begin, const char *s, const char *w)
{
	size_t wl = strlen(w);

	while (s > begin && (s[-1] == ' ' || s[-1] == '\t'))
		s--;
	return (size_t)(s - begin) >= wl && !memcmp(s - wl, w, wl) &&
	       (s - wl == begin || isspace((unsigned char)s[-wl - 1]) ||
		s[-wl - 1] == ';');
}

/*
 * Whether a line from a to b runs fio (a command line between a setting
 * and the output it is read for).
 */
static int fio_line_between(const char *a, const char *b)
{
	size_t cl;

	while (a < b) {
		const char *e = memchr(a, '\n', (size_t)(b - a));
		size_t l = e ? (size_t)(e - a) : (size_t)(b - a);

		if (find_command(a, l, &cl) >= 0)
			return 1;
		a += l + 1;
	}
	return 0;
}

/*
 * Whether the value at v (the text ends at end) is shell variable name
 * (nl bytes) itself, "$name" or "${name}": "jobs=${jobs}" in an echo's
 * message, or a setting that changes nothing.
 */
static int self_value(const char *v, const char *end, const char *name,
		      size_t nl)
{
	size_t b;

	if (end - v < 2 || *v != '$')
		return 0;
	b = v[1] == '{';
	v += 1 + b;
	if ((size_t)(end - v) < nl + b || memcmp(v, name, nl))
		return 0;
	v += nl;
	if (b)
		return *v == '}';
	return v == end || !(isalnum((unsigned char)*v) || *v == '_');
}

/*
 * Whether the text (begin to end) runs a script with a figure among its
 * arguments, on a line of its own ("./bench.sh 64k", "sudo bash run.sh 8
 * 4k"; not "./funclatency ext4_writepages"): the script's optional
 * arguments may have been given.  A figure is digits, maybe a unit's
 * letters after them ("16", "64k", "1M").
 */
static int script_args_shown(const char *begin, const char *end)
{
	for (const char *s = begin; s < end;) {
		const char *e = memchr(s, '\n', (size_t)(end - s)), *w;

		e = e ? e : end;
		while (s < e && (*s == ' ' || *s == '\t'))
			s++;
		if (e - s > 5 && !memcmp(s, "sudo ", 5))
			s += 5;
		if (e - s > 3 && !memcmp(s, "sh ", 3))
			s += 3;
		else if (e - s > 5 && !memcmp(s, "bash ", 5))
			s += 5;
		else if (e - s < 3 || memcmp(s, "./", 2))
			s = e;
		while (s < e && *s != ' ' && *s != '\t')
			s++; /* the script */
		while (s < e && !strchr(">|&;#", *s)) {
			while (s < e && (*s == ' ' || *s == '\t'))
				s++;
			for (w = s; s < e && isdigit((unsigned char)*s);)
				s++;
			if (s > w) {
				const char *d = s;

				while (s < e && isalpha((unsigned char)*s))
					s++;
				if (s - d <= 3 &&
				    (s == e || *s == ' ' || *s == '\t'))
					return 1;
			}
			while (s < e && *s != ' ' && *s != '\t')
				s++;
		}
		s = e + 1;
	}
	return 0;
}

/*
 * Whether the setting at s (its name's start; the text is begin to end)
 * gives its variable positional parameter v ("$1", "${2}") on a line that
 * tests the parameter first ("if [[ -n $1 ]]; then jobs=$1; fi", '[ -n
 * "$2" ] && bs=$2'): a script's optional argument over the default it
 * sets elsewhere, which holds when the text runs the script with no
 * arguments (script_args_shown()).
 */
static int optional_arg(const char *begin, const char *end, const char *s,
			const char *v)
{
	const char *ls = s;
	char d, pat[4][12];
	size_t b;

	if (end - v < 2 || *v != '$')
		return 0;
	b = v[1] == '{';
	if (end - v < (ptrdiff_t)(2 + 2 * b) || v[1 + b] < '1' ||
	    v[1 + b] > '9' || (b && v[3] != '}'))
		return 0;
	d = v[1 + b];
	v += 2 + 2 * b;
	if (v < end && (isalnum((unsigned char)*v) || *v == '_'))
		return 0;
	while (ls > begin && ls[-1] != '\n')
		ls--;
	snprintf(pat[0], sizeof(pat[0]), "-n $%c ", d);
	snprintf(pat[1], sizeof(pat[1]), "-n \"$%c\"", d);
	snprintf(pat[2], sizeof(pat[2]), "-n ${%c}", d);
	snprintf(pat[3], sizeof(pat[3]), "-n \"${%c}\"", d);
	for (int i = 0; i < 4; i++)
		if (memmem(ls, (size_t)(s - ls), pat[i], strlen(pat[i])))
			return !script_args_shown(begin, end);
	return 0;
}

/*
 * The value the document (begin to end) gives shell variable name (nl
 * bytes) for the output at at: its settings "name=6" are words (at a line's
 * start, after a blank, ';' or '(') whose value is a plain word (letters,
 * digits, '.'; quotes around it dropped; a sentence's '.' after it not
 * kept).  One value however often set holds everywhere; several values:
 * the nearest setting above at, when no fio command line stands between
 * (a setting stated under the command, over its outputs: "njobs=6 for
 * this setup.").  Any setting of another kind ("njobs=$((n*2))", "+=",
 * "((njobs=1;"), a loop's or read's variable ("for njobs in 1 2 4"):
 * unknown.  Copies the value into out (n bytes): 1, else 0.
 */
static int var_value(const char *begin, const char *end, const char *at,
		     const char *name, size_t nl, char *out, size_t n)
{
	const char *pos[VAR_SETS_MAX], *val[VAR_SETS_MAX];
	size_t vl[VAR_SETS_MAX], k = 0, i, one = 1;
	const char *s = begin;
	long near = -1;

	while ((s = memmem(s, (size_t)(end - s), name, nl)) != NULL) {
		const char *v = s + nl;
		char q = 0, c = s > begin ? s[-1] : '\n';

		s += nl;
		if (!strchr(" \t\r\n;(", c) ||
		    (v < end && (isalnum((unsigned char)*v) || *v == '_')))
			continue;
		if (word_before(begin, v - nl, "for") ||
		    word_before(begin, v - nl, "read") ||
		    (c == '(' && v - nl - 1 > begin && v[-nl - 2] == '(') ||
		    (end - v >= 2 && strchr("+-*/", v[0]) &&
		     (v[1] == '=' || v[1] == v[0])))
			return 0; /* a loop's, a read's, a sum's */
		if (v >= end || *v != '=')
			continue;
		v++;
		if (v < end && (*v == '"' || *v == '\''))
			q = *v++;
		if (self_value(v, end, name, nl))
			continue; /* "jobs=${jobs}": the value it has */
		if (!q && optional_arg(begin, end, v - nl - 1, v))
			continue; /* "then jobs=$1": the default holds */
		if (k == VAR_SETS_MAX)
			return 0;
		pos[k] = v;
		val[k] = v;
		while (v < end && (isalnum((unsigned char)*v) || *v == '.'))
			v++;
		while (v > val[k] && v[-1] == '.')
			v--; /* "njobs=6." ends a sentence */
		vl[k] = (size_t)(v - val[k]);
		if (v < end && q && *v++ != q)
			return 0;
		if (v < end && *v == '.')
			v++;
		if (!vl[k] || vl[k] >= n ||
		    (v < end && !strchr(" \t\r\n;,)", *v)))
			return 0; /* "njobs=$n", "njobs=6*2": no plain value */
		if (vl[k] != vl[0] || memcmp(val[k], val[0], vl[0]))
			one = 0;
		if (pos[k] < at)
			near = (long)k;
		k++;
	}
	if (!k)
		return 0;
	if (!one) {
		if (near < 0 || fio_line_between(pos[near], at))
			return 0;
		i = (size_t)near;
	} else {
		i = 0;
	}
	memcpy(out, val[i], vl[i]);
	out[vl[i]] = '\0';
	return 1;
}

char *fio_options_resolve_vars(const char *cmd, const char *begin,
			       const char *end, const char *at)
{
	struct strbuf sb = STRBUF_INIT;
	size_t len = strlen(cmd), k = 0, done = 0, got = 0;
	char v[32];

	if (!begin || !at || !strchr(cmd, '$'))
		return NULL;
	while (k < len) {
		const char *name, *w = cmd + k;
		size_t l, nl, b = k;
		int opt = 0;

		/* "--numjobs=${njobs}", "-numjobs $njobs": an option's value */
		if (k > 0 && cmd[k - 1] == '=') {
			while (b > 0 && !strchr(" \t", cmd[b - 1]))
				b--;
			opt = cmd[b] == '-';
		} else if (k > 0 && strchr(" \t", cmd[k - 1])) {
			while (b > 0 && strchr(" \t", cmd[b - 1]))
				b--;
			l = b;
			while (b > 0 && !strchr(" \t", cmd[b - 1]))
				b--;
			opt = b < l && cmd[b] == '-' &&
			      !memchr(cmd + b, '=', l - b);
		}
		l = opt ? var_word(w, len - k, &name, &nl) : 0;
		if (l && var_value(begin, end, at, name, nl, v, sizeof(v))) {
			if (strbuf_add(&sb, cmd + done, k - done) ||
			    strbuf_add(&sb, v, strlen(v)))
				goto none;
			done = k + l;
			got++;
			k += l;
			continue;
		}
		k++;
	}
	if (got && !strbuf_add(&sb, cmd + done, len - done))
		return strbuf_detach(&sb, NULL);
none:
	strbuf_release(&sb);
	return NULL;
}

enum iodb_pattern fio_rw_pattern(const char *rw)
{
	if (!rw || !*rw)
		return IODB_PATTERN_UNKNOWN;
	if (!strncmp(rw, "rand", 4))
		return IODB_PATTERN_RAND;
	if (!strcmp(rw, "read") || !strcmp(rw, "write") || !strcmp(rw, "rw") ||
	    !strcmp(rw, "readwrite") || !strcmp(rw, "trim") ||
	    !strcmp(rw, "trimwrite"))
		return IODB_PATTERN_SEQ;
	return IODB_PATTERN_UNKNOWN;
}

int fio_rw_mixed(const char *rw)
{
	return rw && (!strcmp(rw, "rw") || !strcmp(rw, "readwrite") ||
		      !strcmp(rw, "randrw"));
}

enum iodb_op fio_mixed_op(const char *rw, int verify)
{
	static const struct {
		const char *rw;
		enum iodb_op op;
	} one[] = {{"read", IODB_OP_READ},   {"randread", IODB_OP_READ},
		   {"write", IODB_OP_WRITE}, {"randwrite", IODB_OP_WRITE},
		   {"trim", IODB_OP_TRIM},   {"randtrim", IODB_OP_TRIM}};

	for (size_t i = 0; rw && i < sizeof(one) / sizeof(one[0]); i++)
		if (!strcmp(rw, one[i].rw))
			return one[i].op != IODB_OP_READ && verify == 1
				   ? IODB_OP_UNKNOWN
				   : one[i].op;
	return IODB_OP_UNKNOWN;
}

/*
 * Whether fio's ioengine engine (as named in an option or a header line)
 * is synchronous (FIO_SYNCIO: sync, psync, vsync, pvsync, pvsync2, mmap,
 * splice, falloc, ftruncate ...): fio runs it one I/O at a time whatever
 * iodepth says ("note: both iodepth >= 1 and synchronous I/O engine are
 * selected, queue depth will be capped at 1").  Returns 1 synchronous, 0
 * another engine, -1 unknown (NULL or "").
 */
static int fio_engine_sync(const char *engine)
{
	/* fio's engines flagged FIO_SYNCIO (engines/sync.c, mmap.c,
	 * splice.c, falloc.c, ftruncate.c, e4defrag.c, filecreate.c,
	 * filestat.c, filedelete.c, dircreate.c, dirstat.c, dirdelete.c,
	 * mtd.c, http.c) */
	static const char *const sync_engines[] = {
	    "sync",	  "psync",    "vsync",	    "pvsync",	 "pvsync2",
	    "mmap",	  "splice",   "falloc",	    "ftruncate", "e4defrag",
	    "filecreate", "filestat", "filedelete", "dircreate", "dirstat",
	    "dirdelete",  "mtd",      "http",	    NULL};

	if (!engine || !*engine)
		return -1;
	for (size_t i = 0; sync_engines[i]; i++)
		if (!strcmp(engine, sync_engines[i]))
			return 1;
	return 0;
}

int fio_engine_remote(const char *engine)
{
	static const char *const remote[] = {
	    "rbd",	   "rados",   "nbd", "http",	  "nfs",
	    "libiscsi",	   "rdma",    "net", "netsplice", "gfapi",
	    "gfapi_async", "libhdfs", "dfs", NULL};

	for (size_t i = 0; engine && remote[i]; i++)
		if (!strcmp(engine, remote[i]))
			return 1;
	return 0;
}

const char *fio_depth_capped(const char *engine, int note, long long iodepth)
{
	int sync = fio_engine_sync(engine);

	if (iodepth <= 1 || !(sync == 1 || (sync < 0 && note)))
		return NULL;
	return sync == 1 ? engine : "(fio's default)";
}

int fio_depth_one(const char *engine, int note)
{
	int sync = fio_engine_sync(engine);

	return sync == 1 || (sync < 0 && note);
}

int fio_depth_capped_note(const char *line, size_t len)
{
	static const char tail[] = "queue depth will be capped at 1";
	size_t n = sizeof(tail) - 1;

	while (len && (line[len - 1] == ' ' || line[len - 1] == '\r'))
		len--;
	return len >= n && !memcmp(line + len - n, tail, n);
}

void fio_opts_apply(const struct fio_opts *o, enum iodb_op op,
		    struct iodb_result *res)
{
	struct iodb_cond from = o->cond;

	from.op = IODB_OP_UNKNOWN; /* the direction is the caller's (op) */
	from.pattern = fio_rw_pattern(o->rw);
	/* fio's rwmixread defaults to 50 for a mixed rw the options name */
	if (!fio_rw_mixed(o->rw))
		from.mix_read_pct = NAN;
	else if (isnan(from.mix_read_pct))
		from.mix_read_pct = 50;
	if (op == IODB_OP_WRITE && o->bs_write > 0)
		from.bs = o->bs_write;
	iodb_cond_fill(&res->cond, &from);
}

/*
 * d as cJSON 1.7 prints a number (print_number()), so that options_json
 * is the text it always was: "%d" when d is the int cJSON keeps beside it,
 * else "%1.15g", or "%1.17g" when that does not read back within
 * DBL_EPSILON; NaN and infinities as null.  t_fio_options_json_as_cjson
 * compares the two.
 */
static int json_number(struct strbuf *sb, double d)
{
	char t[40];
	int vi;

	if (isnan(d) || isinf(d))
		return strbuf_addstr(sb, "null");
	vi = d >= INT_MAX ? INT_MAX : d <= (double)INT_MIN ? INT_MIN : (int)d;
	if (d == (double)vi) {
		/* "%d" without printf: most options are whole numbers */
		long long v = vi < 0 ? -(long long)vi : vi;
		char *q = t + sizeof(t);

		do
			*--q = (char)('0' + v % 10);
		while ((v /= 10));
		if (vi < 0)
			*--q = '-';
		return strbuf_add(sb, q, (size_t)(t + sizeof(t) - q));
	}
	snprintf(t, sizeof(t), "%1.15g", d);
	{
		double back = strtod(t, NULL);
		double max = fabs(back) > fabs(d) ? fabs(back) : fabs(d);

		if (!(fabs(back - d) <= max * DBL_EPSILON))
			snprintf(t, sizeof(t), "%1.17g", d);
	}
	return strbuf_addstr(sb, t);
}

/* s as a JSON string as cJSON 1.7 prints it (print_string_ptr()). */
static int json_string(struct strbuf *sb, const char *s)
{
	int bad = strbuf_addch(sb, '"');

	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c >= 32 && c != '"' && c != '\\') {
			bad |= strbuf_addch(sb, (char)c);
			continue;
		}
		switch (c) {
		case '"': bad |= strbuf_addstr(sb, "\\\""); break;
		case '\\': bad |= strbuf_addstr(sb, "\\\\"); break;
		case '\b': bad |= strbuf_addstr(sb, "\\b"); break;
		case '\f': bad |= strbuf_addstr(sb, "\\f"); break;
		case '\n': bad |= strbuf_addstr(sb, "\\n"); break;
		case '\r': bad |= strbuf_addstr(sb, "\\r"); break;
		case '\t': bad |= strbuf_addstr(sb, "\\t"); break;
		default: bad |= strbuf_addf(sb, "\\u%04x", c); break;
		}
	}
	return bad | strbuf_addch(sb, '"');
}

/* ,"key": before a member (no comma before the first) */
static int json_key(struct strbuf *sb, const char *key)
{
	return strbuf_addch(sb, sb->len ? ',' : '{') | json_string(sb, key) |
	       strbuf_addch(sb, ':');
}

char *fio_opts_json(const struct fio_opts *o)
{
	struct strbuf sb = STRBUF_INIT;
	int bad = 0;

	/*
	 * Written directly, not built as a cJSON tree and printed: cJSON's
	 * printing of numbers (sprintf, then sscanf to check it) cost 22,000
	 * instructions for each run's options, a tenth of importing a small
	 * fio terse file.
	 */
	if (o->name[0])
		bad |= json_key(&sb, "name") | json_string(&sb, o->name);
	if (o->rw[0])
		bad |= json_key(&sb, "rw") | json_string(&sb, o->rw);
	if (!isnan(o->cond.mix_read_pct))
		bad |= json_key(&sb, "rwmixread") |
		       json_number(&sb, o->cond.mix_read_pct);
	if (o->cond.bs >= 0)
		bad |=
		    json_key(&sb, "bs") | json_number(&sb, (double)o->cond.bs);
	if (o->bs_write >= 0)
		bad |= json_key(&sb, "bs_write") |
		       json_number(&sb, (double)o->bs_write);
	if (o->cond.iodepth >= 0)
		bad |= json_key(&sb, "iodepth") |
		       json_number(&sb, (double)o->cond.iodepth);
	if (o->cond.numjobs >= 0)
		bad |= json_key(&sb, "numjobs") |
		       json_number(&sb, (double)o->cond.numjobs);
	if (o->cond.direct >= 0)
		bad |= json_key(&sb, "direct") |
		       strbuf_addstr(&sb, o->cond.direct ? "true" : "false");
	if (!isnan(o->size))
		bad |= json_key(&sb, "size") | json_number(&sb, o->size);
	if (!isnan(o->runtime_ns))
		bad |= json_key(&sb, "runtime_ns") |
		       json_number(&sb, o->runtime_ns);
	if (o->ioengine[0])
		bad |=
		    json_key(&sb, "ioengine") | json_string(&sb, o->ioengine);
	if (o->filename[0])
		bad |=
		    json_key(&sb, "filename") | json_string(&sb, o->filename);
	if (o->group_reporting >= 0)
		bad |=
		    json_key(&sb, "group_reporting") |
		    strbuf_addstr(&sb, o->group_reporting ? "true" : "false");
	if (o->time_based >= 0)
		bad |= json_key(&sb, "time_based") |
		       strbuf_addstr(&sb, o->time_based ? "true" : "false");
	if (!sb.len || bad || strbuf_addch(&sb, '}')) {
		strbuf_release(&sb);
		return NULL;
	}
	return strbuf_detach(&sb, NULL);
}

/* ---- the one table of fio option names ---------------------------------- */

static const struct fio_option fio_option_table[] = {
    {"name", "name", FIO_OPT_STR, 0},
    {"description", "description", FIO_OPT_STR, 0},
    {"filename", "filename", FIO_OPT_STR, 0},
    {"ioengine", "ioengine", FIO_OPT_STR, 0},
    {"rw", "rw", FIO_OPT_RW, 0},
    {"readwrite", "rw", FIO_OPT_RW, 0},
    {"rwmixread", "rwmixread", FIO_OPT_PCT, 0},
    {"rwmixwrite", "rwmixread", FIO_OPT_PCT, 1},
    {"bs", "bs", FIO_OPT_SIZE, 0},
    {"blocksize", "bs", FIO_OPT_SIZE, 0},
    {"iodepth", "iodepth", FIO_OPT_UINT, 0},
    {"iodepth_batch", "iodepth_batch_submit", FIO_OPT_UINT, 0},
    {"iodepth_batch_submit", "iodepth_batch_submit", FIO_OPT_UINT, 0},
    {"iodepth_batch_complete", "iodepth_batch_complete_min", FIO_OPT_UINT, 0},
    {"iodepth_batch_complete_min", "iodepth_batch_complete_min", FIO_OPT_UINT,
     0},
    {"iodepth_batch_complete_max", "iodepth_batch_complete_max", FIO_OPT_UINT,
     0},
    {"nonvectored", "nonvectored", FIO_OPT_BOOL, 0},
    {"numjobs", "numjobs", FIO_OPT_UINT, 0},
    {"size", "size", FIO_OPT_SIZE, 0},
    {"offset", "offset", FIO_OPT_SIZE, 0},
    {"runtime", "runtime", FIO_OPT_TIME, 0},
    {"timeout", "runtime", FIO_OPT_TIME, 0},
    {"time_based", "time_based", FIO_OPT_BOOL, 0},
    {"ramp_time", "ramp_time", FIO_OPT_TIME, 0},
    {"direct", "direct", FIO_OPT_BOOL, 0},
    {"buffered", "direct", FIO_OPT_BOOL, 1},
    {"fixedbufs", "fixedbufs", FIO_OPT_BOOL, 0},
    {"registerfiles", "registerfiles", FIO_OPT_BOOL, 0},
    {"sqthread_poll", "sqthread_poll", FIO_OPT_BOOL, 0},
    {"hipri", "hipri", FIO_OPT_BOOL, 0},
    {"randseed", "randseed", FIO_OPT_UINT, 0},
    {"cpus_allowed", "cpus_allowed", FIO_OPT_STR, 0},
    {"cpus_allowed_policy", "cpus_allowed_policy", FIO_OPT_STR, 0},
    {"group_reporting", "group_reporting", FIO_OPT_BOOL, 0},
    {"lat_percentiles", "lat_percentiles", FIO_OPT_BOOL, 0},
    {"thread", "thread", FIO_OPT_BOOL, 0},
    {"norandommap", "norandommap", FIO_OPT_BOOL, 0},
    {"randrepeat", "randrepeat", FIO_OPT_BOOL, 0},
    {"invalidate", "invalidate", FIO_OPT_BOOL, 0},
    {"stonewall", "stonewall", FIO_OPT_BOOL, 0},
};

int fio_option_names_file(const char *key)
{
	/* without these fio opens the job's name as its file when that is
	 * a device (init.c add_job(): exists_and_not_regfile(jobname)) */
	static const char *const keys[] = {"filename", "directory",
					   "opendir",  "nrfiles",
					   "nr_files", "read_iolog"};

	for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++)
		if (key[0] == keys[i][0] && !strcmp(key, keys[i]))
			return 1;
	return 0;
}

const struct fio_option *fio_option_find(const char *name)
{
	for (size_t i = 0;
	     i < sizeof(fio_option_table) / sizeof(fio_option_table[0]); i++)
		if (!strcmp(fio_option_table[i].name, name))
			return &fio_option_table[i];
	return NULL;
}

/*
 * Whether fio command (or job file) c sets its rw from a shell variable
 * ("rw=$WRITE_MODE", "--rw=${mode}", "-rw ${TEST}"): one job a script
 * runs in several modes.
 */
int fio_options_rw_variable(const char *c)
{
	for (const char *p = c; (p = strstr(p, "rw=$")) != NULL; p++)
		if (p == c || !isalnum((unsigned char)p[-1]) ||
		    (p - c >= 4 && !memcmp(p - 4, "read", 4)))
			return 1;
	/* the option's value as the next word, after a dash */
	for (const char *p = c; (p = strstr(p, "rw $")) != NULL; p++)
		if (p > c && p[-1] == '-')
			return 1;
	return 0;
}

void fio_job_error(struct ingest_ctx *ctx, struct iodb_run *run, const char *at,
		   long err)
{
	run->status = "interrupted";
	ingest_warn_at(ctx, at,
		       "a job ended with error %ld (fio's err=, an errno): its "
		       "figures are those of the part that ran (the run is "
		       "marked interrupted)",
		       err);
}
