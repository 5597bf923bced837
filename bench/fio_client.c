/*
 * fio's client/server mode as an engine of `iodb run` (bench/fio_client.h).
 */
#include "bench/fio_client.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "util/alloc.h"
#include "util/diag.h"
#include "util/file.h"
#include "util/strbuf.h"

extern char **environ;

/* ---- hosts ---------------------------------------------------------- */

static int is_loopback(const char *addr)
{
	return !strcmp(addr, "localhost") || !strncmp(addr, "127.", 4) ||
	       !strcmp(addr, "::1");
}

static int valid_host_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '_' ||
	       c == ':';
}

/* One entry "HOST", "HOST:PORT", "HOST,PORT", "[V6]", "[V6]:PORT". */
static int host_add(struct bench_fio_fleet *f, const char *e, size_t len,
		    const char *where)
{
	char addr[256], name[300], arg[300];
	const char *p = e, *end = e + len, *port_s = NULL;
	size_t alen;
	int v6 = 0;
	long port = BENCH_FIO_PORT;
	struct bench_fio_host *h;

	if (*p == '[') {
		const char *close = memchr(p, ']', len);

		if (!close)
			goto bad;
		v6 = 1;
		alen = (size_t)(close - p - 1);
		if (alen == 0 || alen >= sizeof(addr))
			goto bad;
		memcpy(addr, p + 1, alen);
		addr[alen] = '\0';
		p = close + 1;
		if (p < end && (*p == ':' || *p == ','))
			port_s = p + 1;
		else if (p != end)
			goto bad;
	} else {
		const char *sep = NULL;

		for (const char *q = p; q < end; q++)
			if (*q == ':' || *q == ',')
				sep = sep ? sep : q;
		/* a bare IPv6 address has several colons: no port */
		if (sep && *sep == ':' && memchr(sep + 1, ':', end - sep - 1))
			sep = NULL;
		alen = (size_t)((sep ? sep : end) - p);
		if (alen == 0 || alen >= sizeof(addr))
			goto bad;
		memcpy(addr, p, alen);
		addr[alen] = '\0';
		v6 = strchr(addr, ':') != NULL;
		if (sep)
			port_s = sep + 1;
	}
	for (const char *q = addr; *q; q++)
		if (!valid_host_char(*q))
			goto bad;
	if (port_s) {
		char *pe;
		char buf[16];
		size_t pl = (size_t)(end - port_s);

		if (pl == 0 || pl >= sizeof(buf))
			goto bad;
		memcpy(buf, port_s, pl);
		buf[pl] = '\0';
		port = strtol(buf, &pe, 10);
		if (*pe || port < 1 || port > 65535)
			goto bad;
	}
	if (port == BENCH_FIO_PORT)
		snprintf(name, sizeof(name), "%s", addr);
	else
		snprintf(name, sizeof(name), v6 ? "[%s]:%ld" : "%s:%ld", addr,
			 port);
	snprintf(arg, sizeof(arg), "%s%s,%ld", v6 ? "ip6:" : "", addr, port);
	for (size_t i = 0; i < f->n; i++) {
		if (!strcmp(f->hosts[i].name, name))
			return diag_error("%s: error: host '%s' is named "
					  "twice",
					  where, name);
	}
	if (ALLOC_GROW(f->hosts, f->n + 1, f->cap))
		return -ENOMEM;
	h = &f->hosts[f->n];
	memset(h, 0, sizeof(*h));
	h->name = strdup(name);
	h->addr = strdup(addr);
	h->fio_arg = strdup(arg);
	h->port = (int)port;
	h->local = is_loopback(addr);
	f->n++;
	if (!h->name || !h->addr || !h->fio_arg)
		return -ENOMEM;
	return 0;
bad:
	return diag_error("%s: error: '%.*s' is not a host (HOST, HOST:PORT "
			  "or [IPV6]:PORT)",
			  where, (int)len, e);
}

static int trim(const char **s, const char **e)
{
	while (*s < *e && (**s == ' ' || **s == '\t' || **s == '\r'))
		(*s)++;
	while (*e > *s &&
	       ((*e)[-1] == ' ' || (*e)[-1] == '\t' || (*e)[-1] == '\r'))
		(*e)--;
	return *e > *s;
}

int bench_fio_hosts_add(struct bench_fio_fleet *f, const char *arg)
{
	struct stat sb;
	char *text = NULL;
	int ret = 0;

	if (!stat(arg, &sb) && S_ISREG(sb.st_mode)) {
		const char *p;
		long line = 0;

		text = util_read_file(arg, NULL);
		if (!text)
			return diag_error("%s: error: cannot read: %s", arg,
					  strerror(errno));
		for (p = text; *p && !ret;) {
			const char *nl = strchr(p, '\n'), *e, *hash;
			char where[512];

			e = nl ? nl : p + strlen(p);
			line++;
			hash = memchr(p, '#', (size_t)(e - p));
			snprintf(where, sizeof(where), "%s:%ld", arg, line);
			{
				const char *s = p, *te = hash ? hash : e;

				if (trim(&s, &te))
					ret = host_add(f, s, (size_t)(te - s),
						       where);
			}
			p = nl ? nl + 1 : e;
		}
		free(text);
		if (!ret && !f->n)
			ret = diag_error("%s: error: no host in the file", arg);
		return ret;
	}
	for (const char *p = arg; *p && !ret;) {
		const char *c = p, *s = p, *e;

		/* [v6]:port may hold commas of its own only after ']' */
		if (*c == '[')
			c = strchr(c, ']') ? strchr(c, ']') : c;
		c = strchr(c, ',');
		/* "HOST,PORT" (fio's form) is not a list of two */
		if (c && c[1] >= '0' && c[1] <= '9') {
			const char *q = c + 1;

			while (*q >= '0' && *q <= '9')
				q++;
			if (!*q || *q == ',')
				c = *q ? q : NULL;
		}
		e = c ? c : p + strlen(p);
		if (trim(&s, &e))
			ret = host_add(f, s, (size_t)(e - s), "--client");
		p = c ? c + 1 : e;
	}
	if (!ret && !f->n)
		ret = diag_error("--client: error: no host given");
	return ret;
}

void bench_fio_fleet_release(struct bench_fio_fleet *f)
{
	for (size_t i = 0; i < f->n; i++) {
		free(f->hosts[i].name);
		free(f->hosts[i].addr);
		free(f->hosts[i].fio_arg);
	}
	free(f->hosts);
	f->hosts = NULL;
	f->n = f->cap = 0;
}

/* ---- the job file --------------------------------------------------- */

/* fio's rw= value (the runner's names are fio's). */
static const char *fio_rw(enum bench_rw rw)
{
	return bench_rw_name(rw);
}

int bench_fio_stem(char stem[32])
{
	unsigned char r[6];

	if (getrandom(r, sizeof(r), 0) != (ssize_t)sizeof(r))
		return -EIO;
	snprintf(stem, 32, "iodb-fleet-%02x%02x%02x%02x%02x%02x", r[0], r[1],
		 r[2], r[3], r[4], r[5]);
	return 0;
}

int bench_fio_jobfile(const struct bench_job *jobs, size_t n,
		      const struct bench_fio_target *t, const char *file,
		      char **out)
{
	struct strbuf sb = STRBUF_INIT;
	int bad = 0;

	*out = NULL;
	if (!t->directory == !t->filename)
		return diag_error("error: give a directory on the hosts "
				  "(TARGET) or --filename, not %s",
				  t->directory ? "both" : "neither");
	bad |= strbuf_addstr(&sb, "; written by iodb run --engine fio\n"
				  "[global]\n");
	bad |= strbuf_addf(&sb, "ioengine=%s\n",
			   t->ioengine ? t->ioengine : "libaio");
	/* the name iodb made up, as it is (fio's server would put the
	 * client's address before it) */
	if (t->directory)
		bad |= strbuf_addf(&sb,
				   "directory=%s\nfilename=%s\n"
				   "unique_filename=0\n",
				   t->directory, file);
	else
		bad |= strbuf_addf(&sb, "filename=%s\n", t->filename);
	bad |= strbuf_addstr(&sb, "group_reporting\n");
	for (size_t i = 0; i < n; i++) {
		const struct bench_job *j = &jobs[i];
		char tn[64];
		const char *name = j->test		 ? j->test
				   : j->name && *j->name ? j->name
							 : NULL;

		if (!name)
			name = bench_test_name(j, tn, sizeof(tn));
		/* a section name ends at ']': keep it out */
		bad |= strbuf_addch(&sb, '[');
		for (const char *p = name; *p; p++)
			bad |= strbuf_addch(
			    &sb,
			    *p == ']' || *p == '[' || *p == '\n' ? '_' : *p);
		bad |= strbuf_addstr(&sb, "]\n");
		bad |= strbuf_addf(&sb, "rw=%s\n", fio_rw(j->rw));
		if (j->rw == BENCH_RW || j->rw == BENCH_RANDRW)
			bad |= strbuf_addf(&sb, "rwmixread=%d\n", j->rwmixread);
		bad |= strbuf_addf(&sb, "bs=%" PRIu64 "\n", j->bs);
		bad |= strbuf_addf(&sb, "iodepth=%u\nnumjobs=%u\n", j->iodepth,
				   j->numjobs ? j->numjobs : 1);
		bad |= strbuf_addf(&sb, "direct=%d\n", j->direct ? 1 : 0);
		if (j->size)
			bad |= strbuf_addf(&sb, "size=%" PRIu64 "\n", j->size);
		if (j->offset)
			bad |=
			    strbuf_addf(&sb, "offset=%" PRIu64 "\n", j->offset);
		if (j->runtime_ns)
			bad |= strbuf_addf(&sb, "runtime=%" PRIu64 "ms\n",
					   (j->runtime_ns + 999999) / 1000000);
		if (j->time_based)
			bad |= strbuf_addstr(&sb, "time_based\n");
		if (j->ramp_ns)
			bad |= strbuf_addf(&sb, "ramp_time=%" PRIu64 "ms\n",
					   (j->ramp_ns + 999999) / 1000000);
		if (j->seed)
			bad |=
			    strbuf_addf(&sb, "randseed=%" PRIu64 "\n", j->seed);
		if (i)
			bad |= strbuf_addstr(&sb, "stonewall\n");
		/* the last job removes the file iodb created (fio's unlink
		 * acts when a job ends); never a path of the user's */
		if (i + 1 == n && t->directory && !t->keep)
			bad |= strbuf_addstr(&sb, "unlink=1\n");
	}
	if (bad) {
		strbuf_release(&sb);
		return -ENOMEM;
	}
	*out = strbuf_detach(&sb, NULL);
	return 0;
}

int bench_fio_check(const struct bench_fio_fleet *f,
		    const struct bench_fio_target *t, const char *const *files,
		    int allow)
{
	if (t->filename) {
		if (!allow)
			return diag_error(
			    "%s: refusing to send a job that writes to a path "
			    "iodb does not create on %zu host%s (fio's server "
			    "cannot check it); give a directory as TARGET, or "
			    "--allow-destructive",
			    t->filename, f->n, f->n == 1 ? "" : "s");
		return 0;
	}
	if (t->directory[0] != '/')
		return diag_error("%s: error: the directory on the hosts must "
				  "be an absolute path (fio's server runs "
				  "in a directory of its own)",
				  t->directory);
	for (size_t i = 0; i < f->n; i++) {
		char path[4096];
		struct stat sb;

		if (!f->hosts[i].local)
			continue;
		/* this machine: look before sending */
		if (stat(t->directory, &sb) || !S_ISDIR(sb.st_mode))
			return diag_error("%s: %s: refusing: not a directory "
					  "on this machine",
					  f->hosts[i].name, t->directory);
		snprintf(path, sizeof(path), "%s/%s", t->directory, files[i]);
		if (!lstat(path, &sb))
			return diag_error("%s: %s: refusing: the file exists",
					  f->hosts[i].name, path);
	}
	return 0;
}

/* ---- which server a client entry is ----------------------------------- */

static const char *jstr(const cJSON *o, const char *k)
{
	return cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(o, k));
}

static int is_sum(const cJSON *e)
{
	const char *n = jstr(e, "jobname");

	return n && !strcmp(n, "All clients");
}

/* The host of f that client entry e (hostname, port) names, or -1. */
static long host_of(const struct bench_fio_fleet *f, const cJSON *e)
{
	const char *h = jstr(e, "hostname");
	const cJSON *port = cJSON_GetObjectItemCaseSensitive(e, "port");
	long only = -1;
	int n = 0;

	if (!h)
		return -1;
	for (size_t i = 0; i < f->n; i++) {
		if (strcmp(f->hosts[i].addr, h))
			continue;
		if (cJSON_IsNumber(port) &&
		    (int)port->valuedouble == f->hosts[i].port)
			return (long)i;
		only = (long)i;
		n++;
	}
	/* no port printed (old fio): the address alone, when unique */
	return !cJSON_IsNumber(port) && n == 1 ? only : -1;
}

/* The JSON document of fio's output: from the first line that is "{". */
static cJSON *client_json(const char *buf, size_t len)
{
	const char *p = buf, *end = buf + len;

	while (p < end) {
		if (*p == '{')
			return cJSON_ParseWithLength(p, (size_t)(end - p));
		p = memchr(p, '\n', (size_t)(end - p));
		if (!p)
			break;
		p++;
	}
	return NULL;
}

int bench_fio_client_order(const struct bench_fio_fleet *f, const char *buf,
			   size_t len, long *order, size_t max, size_t *n)
{
	cJSON *root = client_json(buf, len);
	const cJSON *cs, *e, *it;

	*n = 0;
	cs = cJSON_GetObjectItemCaseSensitive(root, "client_stats");
	if (!cJSON_IsArray(cs)) {
		cJSON_Delete(root);
		return -EINVAL;
	}
	/* the importer's order: each server (or the sum) where it first
	 * appears */
	cJSON_ArrayForEach (e, cs) {
		int seen = 0;

		for (it = cs->child; it != e && !seen; it = it->next) {
			if (is_sum(e))
				seen = is_sum(it);
			else
				seen = !is_sum(it) &&
				       !strcmp(jstr(it, "hostname")
						   ? jstr(it, "hostname")
						   : "",
					       jstr(e, "hostname")
						   ? jstr(e, "hostname")
						   : "") &&
				       cJSON_Compare(
					   cJSON_GetObjectItemCaseSensitive(
					       it, "port"),
					   cJSON_GetObjectItemCaseSensitive(
					       e, "port"),
					   1);
		}
		if (seen || *n >= max)
			continue;
		order[(*n)++] = is_sum(e) ? -1 : host_of(f, e);
	}
	cJSON_Delete(root);
	return 0;
}

/* ---- running fio ---------------------------------------------------- */

/* Mark the hosts a stderr/stdout line of fio names as failed. */
static void line_failure(struct bench_fio_fleet *f, const char *line)
{
	const char *p;

	/* "fio: failed to connect to 127.0.0.1:18799" */
	p = strstr(line, "failed to connect to ");
	if (p) {
		p += strlen("failed to connect to ");
		for (size_t i = 0; i < f->n; i++) {
			char want[300];

			snprintf(want, sizeof(want), "%s:%d", f->hosts[i].addr,
				 f->hosts[i].port);
			if (!strcmp(p, want) || !strcmp(p, f->hosts[i].addr)) {
				f->hosts[i].state = BENCH_FIO_FAILED;
				snprintf(f->hosts[i].why,
					 sizeof(f->hosts[i].why), "%s", line);
			}
		}
		return;
	}
	/* "client: host=127.0.0.1 disconnected": the address only; which
	 * server it was shows in the results that did not come */
	p = strstr(line, "host=");
	if (p && strstr(line, "disconnected")) {
		p += 5;
		for (size_t i = 0; i < f->n; i++) {
			size_t l = strlen(f->hosts[i].addr);

			if (!strncmp(p, f->hosts[i].addr, l) && p[l] == ' ' &&
			    !f->hosts[i].why[0])
				snprintf(f->hosts[i].why,
					 sizeof(f->hosts[i].why), "%s", line);
		}
	}
}

struct pipe_in {
	int fd;
	struct strbuf all;  /* everything (stdout) */
	struct strbuf line; /* the line being read */
	int json;	    /* stdout reached the JSON: stop relaying */
};

static void relay(struct bench_fio_fleet *f, struct pipe_in *in, int out,
		  const struct bench_fio_run *run)
{
	char *l = in->line.buf;
	const char *gt;

	if (!in->line.len)
		return;
	if (out && l[0] == '{') /* fio's JSON from here on */
		in->json = 1;
	if (in->json)
		return;
	/* ETA lines ("Jobs: 3 (f=3): [R(1)][40.0%][...]") */
	if (!strncmp(l, "Jobs:", 5)) {
		if (run->progress)
			diag_progress("fio: %s", l);
		return;
	}
	line_failure(f, l);
	/* "<server> text": the servers' own lines (job start, layout)
	 * only with -v; fio's errors (on its stderr) always */
	gt = l[0] == '<' ? strchr(l, '>') : NULL;
	if (gt && (!run->verbose || !gt[1] || !gt[2]))
		return;
	diag_note("fio: %s", l);
}

/* Read what fd has; split lines (\n or \r, fio's ETA uses \r). */
static int drain(struct bench_fio_fleet *f, struct pipe_in *in, int out,
		 const struct bench_fio_run *run)
{
	char buf[8192];
	ssize_t got = read(in->fd, buf, sizeof(buf));

	if (got < 0)
		return errno == EINTR || errno == EAGAIN ? 1 : -errno;
	if (got == 0)
		return 0;
	if (out && strbuf_add(&in->all, buf, (size_t)got))
		return -ENOMEM;
	for (ssize_t i = 0; i < got; i++) {
		if (buf[i] == '\n' || buf[i] == '\r') {
			relay(f, in, out, run);
			strbuf_setlen(&in->line, 0);
		} else if (in->line.len < 4096 &&
			   strbuf_addch(&in->line, buf[i])) {
			return -ENOMEM;
		}
	}
	return 1;
}

int bench_fio_client_run(const struct bench_fio_run *run,
			 struct bench_fio_fleet *f, char **out, size_t *len,
			 int *fio_status)
{
	const char *fio = run->fio ? run->fio : "fio";
	posix_spawn_file_actions_t fa;
	struct pipe_in in[2] = {{-1, STRBUF_INIT, STRBUF_INIT, 0},
				{-1, STRBUF_INIT, STRBUF_INIT, 0}};
	int po[2] = {-1, -1}, pe[2] = {-1, -1}, fa_init = 0, ret = 0, ws;
	char **argv = NULL;
	size_t argc = 0;
	pid_t pid = -1;
	struct timespec t0;
	long shown = -1;
	long *order = NULL;
	size_t n_order = 0;

	*out = NULL;
	*len = 0;
	*fio_status = -1;
	argv = calloc(4 + 2 * f->n + 1, sizeof(*argv));
	order = calloc(f->n + 1, sizeof(*order));
	if (!argv || !order) {
		ret = -ENOMEM;
		goto out;
	}
	argv[argc++] = (char *)fio;
	argv[argc++] = "--output-format=json";
	argv[argc++] = "--eta=never";
	for (size_t i = 0; i < f->n; i++) {
		char *a = malloc(strlen(f->hosts[i].fio_arg) + 10);

		if (!a) {
			ret = -ENOMEM;
			goto out;
		}
		sprintf(a, "--client=%s", f->hosts[i].fio_arg);
		argv[argc++] = a;
		argv[argc++] = (char *)run->jobfiles[i];
		f->hosts[i].state = BENCH_FIO_PENDING;
		f->hosts[i].why[0] = '\0';
	}
	if (pipe2(po, O_CLOEXEC) || pipe2(pe, O_CLOEXEC)) {
		ret = -errno;
		goto out;
	}
	posix_spawn_file_actions_init(&fa);
	fa_init = 1;
	posix_spawn_file_actions_adddup2(&fa, po[1], 1);
	posix_spawn_file_actions_adddup2(&fa, pe[1], 2);
	ret = posix_spawnp(&pid, fio, &fa, NULL, argv, environ);
	if (ret) {
		pid = -1;
		ret = diag_error("%s: error: cannot run fio: %s (install "
				 "fio: apt-get install fio)",
				 fio, strerror(ret));
		ret = -ENOENT;
		goto out;
	}
	close(po[1]);
	close(pe[1]);
	po[1] = pe[1] = -1;
	in[0].fd = po[0];
	in[1].fd = pe[0];
	clock_gettime(CLOCK_MONOTONIC, &t0);
	while (in[0].fd >= 0 || in[1].fd >= 0) {
		struct pollfd pfd[2] = {{in[0].fd, POLLIN, 0},
					{in[1].fd, POLLIN, 0}};
		struct timespec now;
		long el;

		clock_gettime(CLOCK_MONOTONIC, &now);
		el = (long)(now.tv_sec - t0.tv_sec);
		if (run->progress && el != shown) {
			shown = el;
			if (run->planned_s > 0)
				diag_progress("fio on %zu host%s: %lds of "
					      "about %.0fs",
					      f->n, f->n == 1 ? "" : "s", el,
					      run->planned_s);
			else
				diag_progress("fio on %zu host%s: %lds", f->n,
					      f->n == 1 ? "" : "s", el);
		}
		if (poll(pfd, 2, run->progress ? 250 : -1) < 0) {
			if (errno == EINTR)
				continue;
			ret = -errno;
			break;
		}
		for (int k = 0; k < 2; k++) {
			int r;

			if (in[k].fd < 0 || !pfd[k].revents)
				continue;
			r = drain(f, &in[k], k == 0, run);
			if (r < 0) {
				ret = r;
				break;
			}
			if (r == 0) {
				relay(f, &in[k], k == 0, run);
				in[k].fd = -1;
			}
		}
		if (ret)
			break;
	}
	while (waitpid(pid, &ws, 0) < 0 && errno == EINTR)
		;
	pid = -1;
	*fio_status = WIFEXITED(ws) ? WEXITSTATUS(ws) : -1;
	if (ret)
		goto out;
	/* which hosts sent results */
	if (!bench_fio_client_order(f, in[0].all.buf ? in[0].all.buf : "",
				    in[0].all.len, order, f->n + 1, &n_order)) {
		for (size_t k = 0; k < n_order; k++)
			if (order[k] >= 0)
				f->hosts[order[k]].state = BENCH_FIO_OK;
	}
	for (size_t i = 0; i < f->n; i++) {
		if (f->hosts[i].state == BENCH_FIO_OK)
			continue;
		f->hosts[i].state = BENCH_FIO_FAILED;
		if (!f->hosts[i].why[0])
			snprintf(f->hosts[i].why, sizeof(f->hosts[i].why),
				 "no results came back (fio exit status %d)",
				 *fio_status);
	}
	*len = in[0].all.len;
	*out = strbuf_detach(&in[0].all, NULL);
out:
	if (pid > 0) {
		kill(pid, SIGTERM);
		while (waitpid(pid, &ws, 0) < 0 && errno == EINTR)
			;
	}
	if (fa_init)
		posix_spawn_file_actions_destroy(&fa);
	for (int k = 0; k < 2; k++) {
		if (po[k] >= 0)
			close(po[k]);
		if (pe[k] >= 0)
			close(pe[k]);
		strbuf_release(&in[k].all);
		strbuf_release(&in[k].line);
	}
	for (size_t i = 3; argv && i < argc; i += 2)
		free(argv[i]);
	free(argv);
	free(order);
	return ret;
}
