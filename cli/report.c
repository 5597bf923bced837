/* iodb report: comparison tables, charts and datasheet checks. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/commands.h"
#include "report/report.h"

const char report_usage[] =
    "usage: iodb report [SELECTION] [--compare label|host|device|run]\n"
    "                   [--format html|pdf|md] [-o FILE] [--model M]\n"
    "                   [--min-pct PCT] [--paper a4|letter] [--title T]\n"
    "                   [--units si|iec]\n"
    "\n"
    "Compare the selected results: tables of every test across the\n"
    "compared systems (best value marked), the datasheet-vs-measured\n"
    "table, bar charts per test, latency percentile and per-second IOPS\n"
    "charts where the results have them, and where every figure came\n"
    "from.\n"
    "\n"
    "  --compare BY     what a system is: label (default; a run without\n"
    "                   one is its host + device model + tool, else its\n"
    "                   source file), host, device (model) or run\n"
    "  --format F       html (default; one self-contained file), pdf, md\n"
    "  -o FILE          write to FILE (default: stdout; pdf needs -o)\n"
    "  --model M        compare every result with model M's datasheet\n"
    "                   (default: the model each run's device names)\n"
    "  --min-pct PCT    datasheet pass mark, percent of spec (default 90)\n"
    "  --paper P        pdf page size: a4 (default) or letter\n"
    "  --title T        the report's title\n"
    "  --units U        throughput in MB/s, 10^6 bytes/s (si, default)\n"
    "                   or MiB/s, 2^20 bytes/s (iec), the whole report\n"
    "\n"
    "More than 12 systems are split into groups of at most 12 (the\n"
    "systems of one tool together); select fewer to compare them in one\n"
    "table.\n"
    "\n" CLI_SELECTION_HELP "\n"
    "Exit status: 0 written, 1 an error, 2 usage error or no result "
    "selected.\n";

enum fmt { F_HTML, F_PDF, F_MD };

/*
 * A report is written to a temporary file beside path and renamed over
 * it once complete: a full disk leaves no empty or partial report (nor
 * spoils one written before).  Returns the temporary name (caller frees)
 * with *fd open on it, or NULL (errno set).
 */
static char *tmp_beside(const char *path, int *fd)
{
	const char *slash = strrchr(path, '/');
	int dlen = slash ? (int)(slash - path + 1) : 0;
	char *tmp = NULL;
	mode_t mask;

	if (asprintf(&tmp, "%.*s.%s.XXXXXX", dlen, path,
		     slash ? slash + 1 : path) < 0)
		return NULL;
	*fd = mkstemp(tmp);
	if (*fd < 0) {
		free(tmp);
		return NULL;
	}
	/* mkstemp makes it 0600: give it what fopen would have */
	mask = umask(0);
	umask(mask);
	fchmod(*fd, 0666 & ~mask);
	return tmp;
}

/* The selection flags as text for the summary line. */
static void selection_text(const struct store_selection *sel, char *buf,
			   size_t n)
{
	size_t o = 0;

	buf[0] = '\0';
#define ADD(name, v)                                                           \
	if ((v) && o < n)                                                      \
		o += (size_t)snprintf(buf + o, n - o, "%s%s %s",               \
				      o ? ", " : "", name, v);
	ADD("label", sel->label)
	ADD("host", sel->host)
	ADD("device", sel->device)
	ADD("tool", sel->tool)
	ADD("format", sel->format)
#undef ADD
	if (sel->run > 0 && o < n)
		o += (size_t)snprintf(buf + o, n - o, "%srun %lld",
				      o ? ", " : "", (long long)sel->run);
	for (size_t i = 0; i < sel->n_tags && o < n; i++)
		o += (size_t)snprintf(buf + o, n - o, "%stag %s=%s",
				      o ? ", " : "", sel->tag_keys[i],
				      sel->tag_values[i]);
}

int cmd_report(int argc, char **argv, struct cli_env *env)
{
	struct cli_selection cs = {.sel = STORE_SELECTION_INIT};
	struct report_data d = REPORT_DATA_INIT;
	struct report_match m = REPORT_MATCH_INIT;
	struct report_input in = {0};
	enum report_paper paper = REPORT_A4;
	const char *model = NULL, *path = NULL, *title = NULL, *v;
	char seltext[1024];
	enum fmt fmt = F_HTML;
	FILE *out = stdout;
	char *tmp = NULL;
	int ret = 0, pages = 0, done = 0;

	for (int i = 1; i < argc; i++) {
		static const char *const names[] = {
		    "--output", "--model",   "--title", "--compare", "--format",
		    "--paper",	"--min-pct", "--units", NULL,
		};
		char *end;
		size_t k;
		int r = 0;

		if (!strcmp(argv[i], "-o")) {
			if (i + 1 >= argc)
				return cli_usage_error("report",
						       "option '-o' needs a "
						       "value");
			path = argv[++i];
			continue;
		}
		for (k = 0; names[k]; k++) {
			r = cli_opt_value("report", names[k], argc, argv, &i,
					  &v);
			if (r)
				break;
		}
		if (r < 0)
			return 2;
		if (r == 0) {
			r = cli_selection_arg(&cs, "report", argc, argv, &i);
			if (r < 0)
				return 2;
			if (r == 0)
				return cli_usage_error(
				    "report", "unknown argument '%s'", argv[i]);
			continue;
		}
		switch (k) {
		case 0: path = v; break;
		case 1: model = v; break;
		case 2: title = v; break;
		case 3:
			if (report_compare_parse(v, &d.by))
				return cli_usage_error(
				    "report",
				    "--compare takes label, host, device "
				    "or run, found '%s'",
				    v);
			break;
		case 4:
			if (!strcmp(v, "html"))
				fmt = F_HTML;
			else if (!strcmp(v, "pdf"))
				fmt = F_PDF;
			else if (!strcmp(v, "md") || !strcmp(v, "markdown"))
				fmt = F_MD;
			else
				return cli_usage_error(
				    "report",
				    "--format takes html, pdf or md, "
				    "found '%s'",
				    v);
			break;
		case 5:
			if (report_paper_parse(v, &paper))
				return cli_usage_error(
				    "report",
				    "--paper takes a4 or letter, found "
				    "'%s'",
				    v);
			break;
		case 7:
			if (!strcmp(v, "iec"))
				d.iec = 1;
			else if (!strcmp(v, "si"))
				d.iec = 0;
			else
				return cli_usage_error(
				    "report",
				    "--units takes si or iec, found '%s'", v);
			break;
		default:
			m.min_pct = strtod(v, &end);
			if (*end || end == v || !(m.min_pct > 0) ||
			    m.min_pct > 1000)
				return cli_usage_error(
				    "report",
				    "--min-pct needs a percentage, found "
				    "'%s'",
				    v);
			break;
		}
	}
	if (fmt == F_PDF && (!path || !strcmp(path, "-")))
		return cli_usage_error("report", "--format pdf needs -o FILE");
	ret = report_data_load(env->store, &cs.sel, &d);
	if (!ret)
		ret = report_match_load_specs(env->store, model, &m);
	if (!ret)
		ret = report_match_pair(&m, &d, model);
	if (ret) {
		ret = 1;
		goto out;
	}
	if (!d.n_figs) {
		cli_error("no results match the selection (see 'iodb ls')");
		ret = 2;
		goto out;
	}
	selection_text(&cs.sel, seltext, sizeof(seltext));
	in.d = &d;
	in.m = &m;
	in.title = title;
	in.db_path = env->db_path;
	in.selection = seltext;
	if (path && strcmp(path, "-")) {
		int fd = -1;

		tmp = tmp_beside(path, &fd);
		if (!tmp) {
			cli_error("%s: %s", path, strerror(errno));
			ret = 1;
			goto out;
		}
		if (fmt == F_PDF) {
			close(fd);
		} else {
			out = fdopen(fd, "w");
			if (!out) {
				cli_error("%s: %s", path, strerror(errno));
				close(fd);
				ret = 1;
				goto out;
			}
		}
	}
	if (fmt == F_PDF) {
		ret = report_pdf_write(tmp, paper, &in, &pages);
	} else {
		ret = fmt == F_HTML ? report_html_write(out, &in)
				    : report_markdown_write(out, &in);
		if (out != stdout && fclose(out) && !ret)
			ret = errno ? -errno : -EIO;
	}
	if (!ret && tmp) {
		if (rename(tmp, path))
			ret = -errno;
		else
			done = 1;
	}
	if (ret) {
		cli_error("%s: cannot write the report%s%s",
			  path ? path : "stdout", ret == -ENOSPC ? ": " : "",
			  ret == -ENOSPC ? strerror(ENOSPC) : "");
		ret = 1;
	} else if (done && !env->quiet) {
		if (fmt == F_PDF)
			fprintf(stderr, "wrote %s (%d pages)\n", path, pages);
		else
			fprintf(stderr, "wrote %s\n", path);
	}
out:
	if (tmp && !done)
		unlink(tmp);
	free(tmp);
	report_match_release(&m);
	report_data_release(&d);
	/* cairo keeps what a PDF that failed to write (a full disk) still
	 * referenced, and its reset then asserts: left to the exit */
	if (!(fmt == F_PDF && ret))
		report_chart_cleanup();
	return ret;
}
