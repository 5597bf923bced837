/*
 * The CLI end to end: runs the built binary ($IODB_BIN) as a user would.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cjson/cJSON.h>
#include <csv.h>
#include <glib.h>
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>

#include "store/store.h"
#include "tests/t.h"

static char out_path[256], err_path[256], db_path[256];

/* Run `iodb --db DB ARGS` through sh; stdout/stderr into files. */
static int iodb(const char *args)
{
	char cmd[8192];
	const char *bin = getenv("IODB_BIN");
	int st;

	snprintf(out_path, sizeof(out_path), "/tmp/iodb-cli-%d.out",
		 (int)getpid());
	snprintf(err_path, sizeof(err_path), "/tmp/iodb-cli-%d.err",
		 (int)getpid());
	snprintf(cmd, sizeof(cmd), "'%s' --db '%s' %s >'%s' 2>'%s' </dev/null",
		 bin ? bin : "./iodb", db_path, args, out_path, err_path);
	st = system(cmd);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static char *slurp_out(void)
{
	return t_read_file(out_path, NULL);
}

static char *slurp_err(void)
{
	return t_read_file(err_path, NULL);
}

/* Remove the current database (and its WAL files) and the output files. */
static void drop_files(void)
{
	char p[300];

	if (db_path[0]) {
		unlink(db_path);
		snprintf(p, sizeof(p), "%s-wal", db_path);
		unlink(p);
		snprintf(p, sizeof(p), "%s-shm", db_path);
		unlink(p);
	}
	if (out_path[0])
		unlink(out_path);
	if (err_path[0])
		unlink(err_path);
}

/* Start on an empty database; the previous test's files are removed. */
static void fresh_db(const char *name)
{
	static int registered;

	if (!registered) {
		atexit(drop_files); /* the last test's files */
		registered = 1;
	}
	drop_files();
	snprintf(db_path, sizeof(db_path), "/tmp/iodb-cli-%d-%s.db",
		 (int)getpid(), name);
	drop_files();
}

static void digest(char out[65])
{
	struct store *st = NULL;

	strcpy(out, "none");
	if (store_open(db_path, STORE_READONLY, &st))
		return;
	store_digest(st, out);
	store_close(st);
}

/* Walks the command table as `iodb help` lists it (git's t0012). */
T_TEST(t_cli_help_every_command)
{
	char args[256], want[128], name[64];
	char *list, *p;
	int n = 0;

	fresh_db("help");
	T_INT(iodb("help"), 0);
	list = slurp_out();
	p = list ? strstr(list, "\nCommands:\n") : NULL;
	T_OK(p != NULL);
	while (p && (p = strstr(p + 1, "\n  ")) != NULL &&
	       sscanf(p + 3, "%63s", name) == 1) {
		char *out, *help2;

		snprintf(args, sizeof(args), "%s --help", name);
		T_INT(iodb(args), 0);
		out = slurp_out();
		snprintf(want, sizeof(want), "usage: iodb %s", name);
		if (!out || strncmp(out, want, strlen(want)))
			T_FAIL("'iodb %s --help' does not start with '%s'",
			       name, want);
		snprintf(args, sizeof(args), "help %s", name);
		T_INT(iodb(args), 0);
		help2 = slurp_out();
		T_OK(out && help2 && !strcmp(out, help2));
		free(out);
		free(help2);
		n++;
	}
	free(list);
	T_OK(n >= 6);
	T_INT(iodb("--help"), 0);
	T_INT(iodb(""), 2);
	T_INT(iodb("frobnicate"), 2);
	T_INT(iodb("import --no-such-option x"), 2);
	T_INT(iodb("import"), 2);
}

T_TEST(t_cli_import_twice_adds_nothing)
{
	char d1[65], d2[65], args[1024];
	char *err;

	fresh_db("twice");
	snprintf(args, sizeof(args), "import '%s'",
		 t_shared("corpus/fio-json/fio-json-fioplot-1.json"));
	T_INT(iodb(args), 0);
	digest(d1);
	T_INT(iodb(args), 0);
	err = slurp_err();
	T_OK(err && strstr(err, "already imported"));
	free(err);
	digest(d2);
	T_STR(d2, d1);
}

T_TEST(t_cli_bad_file_changes_nothing)
{
	char d1[65], d2[65], args[1024], bad[256];
	size_t len;
	char *buf, *err;
	FILE *f;

	fresh_db("bad");
	snprintf(args, sizeof(args), "import '%s'",
		 t_shared("corpus/fio-json/fio-json-pkb-1.json"));
	T_INT(iodb(args), 0);
	digest(d1);

	/* the same kind of file cut in half, with other text after it (a
	 * paste that merely ends inside the JSON imports what precedes the
	 * end: t_fio_json_truncated_paste) */
	buf = t_read_file(t_shared("corpus/fio-json/fio-json-pkbhist-1.json"),
			  &len);
	T_OK(buf != NULL);
	if (!buf)
		return;
	snprintf(bad, sizeof(bad), "/tmp/iodb-cli-%d-cut.json", (int)getpid());
	f = fopen(bad, "wb");
	fwrite(buf, 1, len / 2, f);
	fputs("\nfio: io_u error on file /dev/sdb\nfio: pid=42, err=5\n", f);
	fclose(f);
	free(buf);
	snprintf(args, sizeof(args), "import '%s' '%s'", bad,
		 t_shared("corpus/fio-json/fio-json-metricsop-1.json"));
	T_INT(iodb(args), 1); /* one file failed ... */
	err = slurp_err();
	/* ... naming the file and a line */
	T_OK(err && strstr(err, bad) && strstr(err, ".json:"));
	T_OK(err && strstr(err, "1 error"));
	free(err);
	digest(d2);
	/* ... while the good one was imported */
	T_OK(strcmp(d1, d2) != 0);
	snprintf(args, sizeof(args), "import --format fio-json '%s'", bad);
	T_INT(iodb(args), 1);
	digest(d1);
	T_STR(d1, d2); /* the failed file left every table as it was */
	unlink(bad);
}

T_TEST(t_cli_export_contract)
{
	char args[1024];
	char *out;
	cJSON *arr, *o;

	fresh_db("export");
	snprintf(args, sizeof(args), "import --label 'tier <a>' --tag k=v '%s'",
		 t_shared("corpus/fio-json/fio-json-fioplot-1.json"));
	T_INT(iodb(args), 0);
	T_INT(iodb("export --format json"), 0);
	out = slurp_out();
	arr = out ? cJSON_Parse(out) : NULL;
	T_OK(cJSON_IsArray(arr));
	T_INT(cJSON_GetArraySize(arr), 1);
	o = cJSON_GetArrayItem(arr, 0);
	for (size_t i = 0; o && t_export_contract[i]; i++)
		if (!cJSON_HasObjectItem(o, t_export_contract[i]))
			T_FAIL("export lacks field '%s'", t_export_contract[i]);
	if (o) {
		T_STR(cJSON_GetStringValue(cJSON_GetObjectItem(o, "label")),
		      "tier <a>");
		T_STR(cJSON_GetStringValue(cJSON_GetObjectItem(o, "format")),
		      "fio-json");
		T_STR(cJSON_GetStringValue(cJSON_GetObjectItem(o, "op")),
		      "read");
		T_DBL(cJSON_GetNumberValue(cJSON_GetObjectItem(o, "iops")),
		      6614.073099);
		T_DBL(cJSON_GetNumberValue(cJSON_GetObjectItem(o, "bw_bytes")),
		      26456.0 * 1024);
		/* nanoseconds have no fractions: fio's 135557.025488 */
		T_DBL(cJSON_GetNumberValue(
			  cJSON_GetObjectItem(o, "clat_mean_ns")),
		      135557);
		T_OK(cJSON_IsNull(cJSON_GetObjectItem(o, "access_time_ns")));
	}
	cJSON_Delete(arr);
	free(out);

	/* selection */
	T_INT(iodb("export --tag k=v"), 0);
	out = slurp_out();
	T_OK(out && strstr(out, "6614.073099"));
	free(out);
	T_INT(iodb("export --label nothing"), 0);
	out = slurp_out();
	T_OK(out && !strcmp(out, "[]\n"));
	free(out);

	/* CSV: header with the same columns, one row */
	T_INT(iodb("export --format csv"), 0);
	out = slurp_out();
	T_OK(out && !strncmp(out, "run,source,format,tool,tool_version,", 36));
	T_OK(out && strstr(out, ",\"tier <a>\","));
	free(out);
	T_INT(iodb("export --format xml"), 2);

	/* dry run prints the same objects and writes nothing */
	fresh_db("dry");
	snprintf(args, sizeof(args), "import --dry-run '%s'",
		 t_shared("corpus/fio-json/fio-json-fioplot-1.json"));
	T_INT(iodb(args), 0);
	out = slurp_out();
	arr = out ? cJSON_Parse(out) : NULL;
	T_INT(cJSON_GetArraySize(arr), 1);
	cJSON_Delete(arr);
	free(out);
	T_INT(iodb("ls"), 1); /* still no database */
}

T_TEST(t_cli_ls_show)
{
	char args[1024];
	char *out;

	fresh_db("ls");
	snprintf(args, sizeof(args), "import --label mylabel '%s'",
		 t_shared("corpus/fio-json/fio-json-pkb-1.json"));
	T_INT(iodb(args), 0);
	T_INT(iodb("ls"), 0);
	out = slurp_out();
	T_OK(out && strstr(out, "mylabel") && strstr(out, "fio-2.1.4"));
	free(out);
	T_INT(iodb("show 1"), 0);
	out = slurp_out();
	T_OK(out && strstr(out, "sequential_write"));
	free(out);
	T_INT(iodb("show 99"), 2);
	T_INT(iodb("show x"), 2);
}

/* The line of out holding every needle, or NULL (a static copy). */
static const char *line_with(const char *out, const char *a, const char *b,
			     const char *c)
{
	static char line[1024];

	for (const char *p = out; p && *p;) {
		const char *e = strchr(p, '\n');
		size_t n = e ? (size_t)(e - p) : strlen(p);

		snprintf(line, sizeof(line), "%.*s", (int)n, p);
		if (strstr(line, a) && (!b || strstr(line, b)) &&
		    (!c || strstr(line, c)))
			return line;
		p = e ? e + 1 : NULL;
	}
	return NULL;
}

/*
 * The Korean post end to end: import the post and the sample datasheets,
 * then `iodb check` gives the verdicts the post's own tables show and
 * names the condition mismatches.
 */
T_TEST(t_cli_check_korean_post)
{
	char args[2048];
	char *out;
	const char *l;

	fresh_db("ko");
	snprintf(args, sizeof(args), "import '%s'",
		 t_shared("blogs/ko-disk-performance-test.txt"));
	T_INT(iodb(args), 0);
	T_INT(
	    iodb("datasheet import samples/datasheets/intel-ssdsc2kb480g7l.csv "
		 "samples/datasheets/lenovo-ssdpe2ke016t7l.csv "
		 "samples/datasheets/seagate-st1200mm0099.csv "
		 "samples/datasheets/samsung-pm9c1a.csv"),
	    0);
	/* some figures are below their datasheet: exit 1 */
	T_INT(iodb("check --min-pct 90"), 1);
	out = slurp_out();
	T_OK(out != NULL);
	if (!out)
		return;
	/* iozone, 32 threads x QD1 against the spec's QD32: judged */
	l = line_with(out, "SSDSC2KB480G7L", "RND4K (read)", "76,076");
	T_OK(l && strstr(l, "pass"));
	l = line_with(out, "SSDSC2KB480G7L", "SEQ64K (read)", "pass");
	T_OK(l != NULL);
	/* NVMe: 820,229 IOPS against 645,000 at QD128 */
	l = line_with(out, "SSDPE2KE016T7L", "RND4K (read)", "820,229");
	T_OK(l && strstr(l, "pass"));
	/* 1340 MB/s written against 1900: below, as the post shows */
	l = line_with(out, "SSDPE2KE016T7L", "SEQ64K (write)", "below");
	T_OK(l != NULL);
	/* dd at QD1 against a QD32 spec: shown, named, not judged */
	l = line_with(out, "SSDSC2KB480G7L", "seq read 64 KiB Q1T1 (dd)", NULL);
	T_OK(l && strstr(l, "not judged") &&
	     strstr(l, "measured at QD1, spec at QD32"));
	/* the HDD's dd write, 10 MB/s against 108 stated with no QD: at
	 * QD1, short of a spec of unknown QD proves nothing */
	l = line_with(out, "ST1200MM0099", "seq write 64 KiB Q1T1 (dd)",
		      "not judged");
	T_OK(l && strstr(l, "conditions unknown"));
	/* PM9C1a's 900k random-read IOPS stated with no QD, the laptop's
	 * QD1 measurement 16.2% of it: conditions unknown, not "below" */
	l = line_with(out, "PM9C1a", "rand read", "16.2%");
	T_OK(l && strstr(l, "not judged") && !strstr(l, "below"));
	/* the laptop's CrystalDiskMark line: 6182 against 6000 */
	l = line_with(out, "PM9C1a", "seq read", "6,182");
	T_OK(l && strstr(l, "pass"));
	free(out);

	/* one drive whose judged rows all pass: exit 0 */
	T_INT(iodb("check --label 'Intel ThinkSystem SSDSC2KB480G7L SSD "
		   "(480GB)'"),
	      0);
}

/*
 * Systems a person recognizes: two CrystalDiskMark exports of drive "C:"
 * are two disks, never one mean; a run without a label is its host and
 * device model; --tag host=X is --host X; several results of one system
 * and test say "mean of N" in Markdown too.
 */
T_TEST(t_cli_report_systems)
{
	char args[2048], a[1024];
	char *out, *err;

	fresh_db("sys");
	/* t_shared's buffer is static: one path at a time */
	snprintf(a, sizeof(a), "%s", t_shared("corpus/cdm/cdm-homeit-2.txt"));
	snprintf(args, sizeof(args), "import '%s' '%s'", a,
		 t_shared("corpus/cdm/cdm-homeit-3.txt"));
	T_INT(iodb(args), 0);
	T_INT(iodb("report --format md"), 0);
	out = slurp_out();
	T_OK(out && strstr(out, "2 systems"));
	T_OK(out && strstr(out, "cdm-homeit-2.txt C: (CrystalDiskMark)") &&
	     strstr(out, "cdm-homeit-3.txt C: (CrystalDiskMark)"));
	/* SEQ1M Q8T1: a SATA SSD's 518 IOPS and an NVMe's 2,355.7, apart */
	T_OK(out && strstr(out, "| SEQ1M Q8T1 (read) (IOPS) | 518 | "
				"**2,356** ★ |"));
	T_OK(out && !strstr(out, "(mean of "));
	free(out);

	/* the same dd file under one label twice is one source; two files
	 * of one workload under one label: "mean of 2" */
	fresh_db("mean");
	T_INT(iodb("import --label lab --tag host=lab1 "
		   "samples/dd/file-read-direct.txt "
		   "samples/dd/loop-read-direct.txt"),
	      0);
	T_INT(iodb("ls --tag host=lab1"), 0);
	out = slurp_out();
	T_OK(out && line_with(out, "lab1", "file-read-direct", NULL) &&
	     line_with(out, "lab1", "loop-read-direct", NULL));
	free(out);
	T_INT(iodb("ls --host lab1"), 0);
	out = slurp_out();
	T_OK(out && line_with(out, "lab1", "loop-read-direct", NULL));
	free(out);
	T_INT(iodb("report --format md"), 0);
	out = slurp_out();
	T_OK(out && strstr(out, "(mean of 2)"));
	T_OK(out && strstr(out, "1 system,"));
	free(out);
	/* a usage error says what is wrong, on stderr */
	T_INT(iodb("report --units furlongs"), 2);
	err = slurp_err();
	T_OK(err && strstr(err, "--units takes si or iec, found 'furlongs'"));
	free(err);
}

/* `iodb run --output-format=json` output re-imports as an iodb run. */
T_TEST(t_cli_iodb_json_reimports)
{
	static const char doc[] =
	    "{\n  \"fio version\": \"iodb-0.1\",\n  \"timestamp\": 1764600000,"
	    "\n  \"iodb\": {\"version\": \"iodb-0.1\", \"host\": \"lab7\", "
	    "\"device\": \"nvme0n1\", \"device_model\": \"KXG60ZNV512G\"},\n"
	    "  \"jobs\": [{\"jobname\": \"RND4K Q32T1\", \"groupid\": 0,"
	    " \"error\": 0, \"job options\": {\"rw\": \"randread\", \"bs\": "
	    "\"4096\", \"iodepth\": \"32\", \"numjobs\": \"1\"},\n"
	    "   \"read\": {\"io_bytes\": 419430400, \"bw_bytes\": 209715200, "
	    "\"iops\": 51200.0, \"runtime\": 2000},\n"
	    "   \"write\": {\"io_bytes\": 0, \"bw_bytes\": 0, \"iops\": 0.0, "
	    "\"runtime\": 0}}]\n}\n";
	char path[256], args[512];
	FILE *f;
	char *out;

	fresh_db("iodbjson");
	snprintf(path, sizeof(path), "/tmp/iodb-cli-%d-run.json",
		 (int)getpid());
	f = fopen(path, "w");
	T_REQUIRE(f);
	fputs(doc, f);
	fclose(f);
	snprintf(args, sizeof(args), "import '%s'", path);
	T_INT(iodb(args), 0);
	T_INT(iodb("export"), 0);
	out = slurp_out();
	T_OK(out && strstr(out, "\"format\":\"iodb\",\"tool\":\"iodb\","
				"\"tool_version\":\"iodb-0.1\""));
	T_OK(out && strstr(out, "\"host\":\"lab7\",\"device\":\"nvme0n1\""));
	T_OK(out && strstr(out, "\"device_model\":\"KXG60ZNV512G\""));
	T_OK(out && strstr(out, "\"iops\":51200,"));
	free(out);
	unlink(path);
}

/* Terminal tables: cut text ends in "…", versions in the version column,
 * control characters never reach the terminal. */
T_TEST(t_cli_ls_terminal)
{
	char *out;

	fresh_db("term");
	T_INT(iodb("import --label 'a label much longer than its column' "
		   "samples/dd/file-copy.txt"),
	      0);
	T_INT(iodb("import --label $'esc\\033[31mred' "
		   "samples/dd/file-read-direct.txt"),
	      0);
	T_INT(iodb("ls"), 0);
	out = slurp_out();
	T_OK(out && strstr(out, "a label much longer…"));
	/* dd printed no version: '-', not the tool's name */
	T_OK(out && line_with(out, " dd ", "file-copy", NULL) &&
	     strstr(line_with(out, " dd ", "file-copy", NULL),
		    "  dd           -   "));
	T_OK(out && !strchr(out, '\033'));
	free(out);
}

/*
 * The CSV and JSON exports of the whole corpus carry the same fields and
 * values: the same column names in the same order, null where empty,
 * the same numbers and strings, extras as the same object.
 */
struct csv_rows {
	char ***cells; /* rows of fields */
	size_t n, cap, nf, capf;
	char **cur;
};

static void csv_cell(void *s, size_t len, void *arg)
{
	struct csv_rows *r = arg;

	if (r->nf == r->capf) {
		r->capf = r->capf ? r->capf * 2 : 64;
		r->cur = realloc(r->cur, r->capf * sizeof(*r->cur));
	}
	r->cur[r->nf++] = s ? strndup(s, len) : strdup("");
}

static void csv_row(int c, void *arg)
{
	struct csv_rows *r = arg;

	(void)c;
	if (r->n == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 256;
		r->cells = realloc(r->cells, r->cap * sizeof(*r->cells));
	}
	csv_cell(NULL, 0, r); /* a NULL-terminated row: "" sentinel */
	free(r->cur[r->nf - 1]);
	r->cur[r->nf - 1] = NULL;
	r->cells[r->n++] = r->cur;
	r->cur = NULL;
	r->nf = r->capf = 0;
}

T_TEST(t_cli_export_csv_json_same)
{
	char args[1024], *json, *csv;
	struct csv_parser p;
	struct csv_rows rows = {0};
	cJSON *arr, *o;
	size_t i = 0, fields = 0, mismatches = 0;

	fresh_db("csvjson");
	snprintf(args, sizeof(args), "import '%s'", t_shared("corpus"));
	iodb(args); /* one corpus file is an error on purpose */
	T_INT(iodb("export --format json"), 0);
	json = slurp_out();
	T_INT(iodb("export --format csv"), 0);
	csv = slurp_out();
	T_REQUIRE(json && csv);
	arr = cJSON_Parse(json);
	T_REQUIRE(arr);
	T_REQUIRE(csv_init(&p, CSV_APPEND_NULL) == 0);
	T_OK(csv_parse(&p, csv, strlen(csv), csv_cell, csv_row, &rows) ==
	     strlen(csv));
	csv_fini(&p, csv_cell, csv_row, &rows);
	csv_free(&p);
	T_INT(rows.n, cJSON_GetArraySize(arr) + 1);
	T_OK(cJSON_GetArraySize(arr) > 200);
	cJSON_ArrayForEach (o, arr) {
		char **row = rows.cells[++i];
		cJSON *v;
		size_t k = 0;

		cJSON_ArrayForEach (v, o) {
			const char *c = row[k], *name = rows.cells[0][k];

			if (!name || !c || strcmp(name, v->string)) {
				T_FAIL("row %zu: field %zu is '%s' in CSV, "
				       "'%s' in JSON",
				       i, k, name ? name : "(none)", v->string);
				break;
			}
			fields++;
			if (cJSON_IsNull(v)	? *c != '\0'
			    : cJSON_IsString(v) ? strcmp(c, v->valuestring)
			    : cJSON_IsBool(v)
				? strcmp(c, cJSON_IsTrue(v) ? "true" : "false")
			    : cJSON_IsNumber(v)
				? strtod(c, NULL) != v->valuedouble
				: 0)
				mismatches++;
			if (cJSON_IsObject(v)) {
				cJSON *x = cJSON_Parse(c);

				mismatches += !cJSON_Compare(x, v, 1);
				cJSON_Delete(x);
			}
			k++;
		}
		T_OK(row[k] == NULL); /* no CSV column more than JSON's */
	}
	T_INT(mismatches, 0);
	T_OK(fields > 200 * 40);
	for (size_t r = 0; r < rows.n; r++) {
		for (size_t k = 0; rows.cells[r][k]; k++)
			free(rows.cells[r][k]);
		free(rows.cells[r]);
	}
	free(rows.cells);
	cJSON_Delete(arr);
	free(json);
	free(csv);
}

/*
 * Reports fit to show, checked as Chromium lays them out, as their SVG
 * charts say, and as pdftotext places the PDF's words.
 */
static int have_chromium(void)
{
	return system("command -v chromium >/dev/null 2>&1") == 0;
}

#define CHROMIUM_MISSING                                                       \
	"chromium is not installed ('make deps' installs it): the rendered "   \
	"report is not checked"

#define CHROMIUM                                                               \
	"chromium --headless --no-sandbox --disable-gpu --hide-scrollbars "    \
	"--user-data-dir=/tmp/iodb-cli-%d-chrome --virtual-time-budget=5000 "

/* Count the attribute's distinct values over the SVG's legend swatches,
 * check every vertical axis title names a unit. */
static void check_svg(const char *svg, size_t len, size_t *swatches)
{
	xmlDocPtr doc = xmlReadMemory(svg, (int)len, "chart.svg", NULL,
				      XML_PARSE_NONET | XML_PARSE_NOERROR);
	char fills[16][16];
	size_t n = 0, axes = 0;
	xmlNodePtr stack[64];
	int sp = 0;

	T_REQUIRE(doc);
	stack[sp++] = xmlDocGetRootElement(doc);
	while (sp) {
		xmlNodePtr nd = stack[--sp];

		for (; nd; nd = nd->next) {
			xmlChar *w, *h, *f, *tr, *txt, *cls;

			if (nd->type != XML_ELEMENT_NODE)
				continue;
			if (nd->children && sp < 63)
				stack[sp++] = nd->children;
			w = xmlGetProp(nd, BAD_CAST "width");
			h = xmlGetProp(nd, BAD_CAST "height");
			f = xmlGetProp(nd, BAD_CAST "fill");
			tr = xmlGetProp(nd, BAD_CAST "transform");
			cls = xmlGetProp(nd, BAD_CAST "class");
			if (!xmlStrcmp(nd->name, BAD_CAST "rect") && w && h &&
			    f && !xmlStrcmp(w, BAD_CAST "12.0") &&
			    !xmlStrcmp(h, BAD_CAST "9.0")) {
				/* a legend swatch: a system's colour */
				for (size_t i = 0; i < n; i++)
					if (!strcmp(fills[i], (char *)f))
						T_FAIL("colour %s twice in one "
						       "chart",
						       (char *)f);
				if (n < 16)
					snprintf(fills[n++], 16, "%s",
						 (char *)f);
			}
			if (!xmlStrcmp(nd->name, BAD_CAST "text") && cls &&
			    !xmlStrcmp(cls, BAD_CAST "unit")) {
				txt = xmlNodeGetContent(nd);
				axes++;
				if (!txt || (strncmp((char *)txt, "IOPS", 4) &&
					     strncmp((char *)txt, "MB/s", 4) &&
					     strncmp((char *)txt, "MiB/s", 5) &&
					     strncmp((char *)txt, "µs", 3)))
					T_FAIL("axis without a unit: '%s'",
					       txt ? (char *)txt : "");
				xmlFree(txt);
			}
			xmlFree(w);
			xmlFree(h);
			xmlFree(f);
			xmlFree(tr);
			xmlFree(cls);
		}
	}
	T_OK(axes == 1);
	T_OK(n <= 12);
	*swatches = n;
	xmlFreeDoc(doc);
}

/* Every chart of an HTML report; returns how many. */
static size_t check_charts(const char *html)
{
	const char *p = html, *key = "src=\"data:image/svg+xml;base64,";
	size_t charts = 0, most = 0;

	while ((p = strstr(p, key)) != NULL) {
		const char *e;
		char *b64;
		gsize n;
		guchar *svg;
		size_t sw = 0;

		p += strlen(key);
		e = strchr(p, '"');
		T_REQUIRE(e);
		b64 = strndup(p, (size_t)(e - p));
		svg = g_base64_decode(b64, &n);
		/* text stays text: no glyph outlines */
		T_OK(strstr((char *)svg, "<text") != NULL);
		T_OK(strstr((char *)svg, "<path") == NULL &&
		     strstr((char *)svg, "<symbol") == NULL);
		check_svg((char *)svg, n, &sw);
		most = sw > most ? sw : most;
		g_free(svg);
		free(b64);
		charts++;
		p = e;
	}
	T_OK(most >= 1);
	return charts;
}

/*
 * Lay the report out in Chromium at 1280 px (a laptop's page) with a
 * measuring script added to a copy: nothing may reach past the page's
 * width.  A screenshot of the original goes to png.
 */
static void check_in_chromium(const char *html, const char *png)
{
	char copy[256], dom[256], cmd[2048];
	size_t len = 0;
	char *buf = t_read_file(html, &len), *end, *out, *chk;
	FILE *f;

	T_REQUIRE(buf);
	snprintf(copy, sizeof(copy), "/tmp/iodb-cli-%d-check.html",
		 (int)getpid());
	snprintf(dom, sizeof(dom), "/tmp/iodb-cli-%d-check.dom", (int)getpid());
	end = strstr(buf, "</body>");
	T_REQUIRE(end);
	f = fopen(copy, "w");
	T_REQUIRE(f);
	fwrite(buf, 1, (size_t)(end - buf), f);
	fputs("<script>(function(){var w=document.documentElement."
	      "clientWidth,b=[];document.querySelectorAll('table,img,pre,"
	      "ul').forEach(function(t,i){var r=t.getBoundingClientRect();"
	      "if(r.right>w+0.5)b.push(t.tagName+i+':'+Math.round(r.right));"
	      "});document.body.setAttribute('data-check','W='+w+' SW='+"
	      "document.documentElement.scrollWidth+' BAD='+b.join(';')+"
	      "' END');})();</script>",
	      f);
	fputs(end, f);
	fclose(f);
	free(buf);
	snprintf(cmd, sizeof(cmd),
		 CHROMIUM "--window-size=1280,900 --dump-dom 'file://%s' "
			  ">'%s' 2>/dev/null",
		 (int)getpid(), copy, dom);
	T_INT(system(cmd), 0);
	out = t_read_file(dom, NULL);
	chk = out ? strstr(out, "data-check=\"W=") : NULL;
	T_OK(chk != NULL);
	if (chk) {
		int w = 0, sw = 0;
		char bad[256] = "";

		T_INT(sscanf(chk, "data-check=\"W=%d SW=%d BAD=%255[^\"]", &w,
			     &sw, bad),
		      3);
		T_OK(w > 1000);
		if (sw > w)
			T_FAIL("the page is %d px wide in a %d px window", sw,
			       w);
		if (strcmp(bad, " END") && strcmp(bad, "END"))
			T_FAIL("wider than the page: %s", bad);
	}
	free(out);
	snprintf(cmd, sizeof(cmd),
		 CHROMIUM "--window-size=1280,2400 --screenshot='%s' "
			  "'file://%s' >/dev/null 2>&1",
		 (int)getpid(), png, html);
	T_INT(system(cmd), 0);
	T_OK(access(png, R_OK) == 0);
	unlink(copy);
	unlink(dom);
	snprintf(cmd, sizeof(cmd), "rm -rf /tmp/iodb-cli-%d-chrome",
		 (int)getpid());
	T_INT(system(cmd), 0);
}

/* The HTML report's tables: at most 12 systems (14 columns) and legends
 * of at most 12 entries. */
static void check_tables(const char *html)
{
	for (const char *p = html; (p = strstr(p, "<thead><tr>")) != NULL;) {
		const char *e = strstr(p, "</tr>");
		int cols = 0;

		for (const char *q = p;
		     e && (q = strstr(q + 1, "<th")) && q < e;)
			cols++;
		if (cols > 14)
			T_FAIL("a table of %d columns", cols);
		p = e ? e : p + 1;
	}
	for (const char *p = html; (p = strstr(p, "<ul class=\"legend\">"));) {
		const char *e = strstr(p, "</ul>");
		int n = 0;

		for (const char *q = p;
		     e && (q = strstr(q + 1, "<li>")) && q < e;)
			n++;
		T_OK(n >= 1 && n <= 12);
		p = e ? e : p + 1;
	}
}

/* The PDF: every word within its page (pdftotext -bbox), pages render
 * (pdftoppm); the first page's picture kept at png_prefix-1.png. */
static void check_pdf(const char *pdf, const char *png_prefix)
{
	char box[256], cmd[1024];
	htmlDocPtr doc;
	xmlNodePtr stack[64];
	int sp = 0, pages = 0, words = 0;
	double pw = 0;

	if (system("command -v pdftotext >/dev/null && command -v pdftoppm "
		   ">/dev/null"))
		t_skip_now("poppler-utils is not installed");
	snprintf(box, sizeof(box), "%s.bbox.html", pdf);
	snprintf(cmd, sizeof(cmd), "pdftotext -bbox '%s' '%s'", pdf, box);
	T_INT(system(cmd), 0);
	doc = htmlReadFile(box, "utf-8",
			   HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING);
	T_REQUIRE(doc);
	stack[sp++] = xmlDocGetRootElement(doc);
	while (sp) {
		xmlNodePtr nd = stack[--sp];

		for (; nd; nd = nd->next) {
			xmlChar *v;

			if (nd->type != XML_ELEMENT_NODE)
				continue;
			if (nd->children && sp < 63)
				stack[sp++] = nd->children;
			if (!xmlStrcmp(nd->name, BAD_CAST "page")) {
				v = xmlGetProp(nd, BAD_CAST "width");
				pw = v ? atof((char *)v) : 0;
				xmlFree(v);
				pages++;
			} else if (!xmlStrcmp(nd->name, BAD_CAST "word")) {
				v = xmlGetProp(nd, BAD_CAST "xmax");
				if (!v)
					v = xmlGetProp(nd, BAD_CAST "xMax");
				if (v && pw > 0 && atof((char *)v) > pw - 20) {
					xmlChar *t = xmlNodeGetContent(nd);

					T_FAIL("a word past the page's margin: "
					       "'%s' ends at %s of %g",
					       t ? (char *)t : "", (char *)v,
					       pw);
					xmlFree(t);
				}
				xmlFree(v);
				words++;
			}
		}
	}
	xmlFreeDoc(doc);
	unlink(box);
	T_OK(pages >= 2);
	T_OK(words > 100);
	snprintf(cmd, sizeof(cmd),
		 "pdftoppm -png -r 40 '%s' '%s' && "
		 "test $(ls '%s'-*.png | wc -l) -eq %d",
		 pdf, png_prefix, png_prefix, pages);
	T_INT(system(cmd), 0);
}

/*
 * `make demo` touches nothing of the user's: on a machine whose default
 * database exists ($HOME and $XDG_DATA_HOME pointed at a scratch home
 * holding one), the demo script works on ./iodb-demo.db, says so, and
 * leaves the default database byte for byte as it was.  Its report is
 * then checked as rendered (under 1 MB, nothing wider than the page).
 */
T_TEST(t_cli_demo_and_its_report)
{
	char dir[256], def[300], cmd[4096], cwd[1024], html[320], png[320];
	char pdf[320], *before, *after, *out;
	size_t nb = 0, na = 0;
	const char *bin = getenv("IODB_BIN");

	T_REQUIRE(getcwd(cwd, sizeof(cwd)));
	snprintf(dir, sizeof(dir), "/tmp/iodb-cli-%d-demo", (int)getpid());
	snprintf(def, sizeof(def), "%s/home/.local/share/iodb/results.db", dir);
	snprintf(cmd, sizeof(cmd),
		 "rm -rf '%s' && mkdir -p '%s/home/.local/share/iodb' "
		 "'%s/work' && '%s' --db '%s' import samples/dd/file-copy.txt "
		 "2>/dev/null",
		 dir, dir, dir, bin ? bin : "./iodb", def);
	T_INT(system(cmd), 0);
	before = t_read_file(def, &nb);
	T_REQUIRE(before && nb > 0);
	snprintf(cmd, sizeof(cmd),
		 "cd '%s/work' && env -u IODB_DB HOME='%s/home' "
		 "XDG_DATA_HOME='%s/home/.local/share' IODB='%s' "
		 "sh '%s/samples/demo.sh' >demo.out 2>demo.err",
		 dir, dir, dir, bin ? bin : "./iodb", cwd);
	/* the runner may be unavailable here (no io_uring): the demo then
	 * stops early; the default database must be untouched either way */
	if (system(cmd) != 0)
		t_skip("the demo stopped early (see demo.err)");
	after = t_read_file(def, &na);
	T_OK(after && na == nb && !memcmp(before, after, nb));
	free(before);
	free(after);
	snprintf(cmd, sizeof(cmd), "%s/work/demo.out", dir);
	out = t_read_file(cmd, NULL);
	T_OK(out && strstr(out, "database: ./iodb-demo.db"));
	free(out);
	snprintf(cmd, sizeof(cmd), "%s/work/iodb-demo.db", dir);
	T_OK(access(cmd, R_OK) == 0);
	/* nothing beside the default database: no -wal, no -shm */
	snprintf(cmd, sizeof(cmd),
		 "test $(ls '%s/home/.local/share/iodb' | "
		 "wc -l) -eq 1",
		 dir);
	T_INT(system(cmd), 0);

	snprintf(html, sizeof(html), "%s/work/iodb-report.html", dir);
	out = t_read_file(html, &na);
	T_REQUIRE(out);
	T_OK(na < 1000000);
	T_OK(check_charts(out) >= 4);
	check_tables(out);
	free(out);
	snprintf(pdf, sizeof(pdf), "%s/work/demo.pdf", dir);
	snprintf(cmd, sizeof(cmd),
		 "cd '%s/work' && '%s' --db iodb-demo.db report --format pdf "
		 "-o demo.pdf 2>/dev/null",
		 dir, bin ? bin : "./iodb");
	T_INT(system(cmd), 0);
	snprintf(png, sizeof(png), "%s/work/demo-pdf", dir);
	check_pdf(pdf, png);
	if (!have_chromium())
		t_skip_now(CHROMIUM_MISSING);
	snprintf(png, sizeof(png), "%s/work/demo.png", dir);
	check_in_chromium(html, png);
	/* IODB_TEST_KEEP=1 keeps the pictures to look at */
	if (!getenv("IODB_TEST_KEEP")) {
		snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
		T_INT(system(cmd), 0);
	}
}

/*
 * The whole corpus in one report: more than 12 systems, so split into
 * groups and said so; two drives "C:" never merged; every chart's colours
 * distinct and axes with units; nothing wider than the page.
 */
T_TEST(t_cli_corpus_report)
{
	char args[1024], dir[256], html[300], pdf[300], png[300], cmd[1024];
	char *out;

	fresh_db("corpus");
	snprintf(args, sizeof(args), "import '%s'", t_shared("corpus"));
	iodb(args); /* one corpus file is an error on purpose */
	snprintf(dir, sizeof(dir), "/tmp/iodb-cli-%d-corpus", (int)getpid());
	snprintf(cmd, sizeof(cmd), "rm -rf '%s' && mkdir -p '%s'", dir, dir);
	T_INT(system(cmd), 0);
	snprintf(html, sizeof(html), "%s/corpus.html", dir);
	snprintf(args, sizeof(args), "report -o '%s'", html);
	T_INT(iodb(args), 0);
	out = t_read_file(html, NULL);
	T_REQUIRE(out);
	T_OK(strstr(out, "systems are more than one table or chart shows "
			 "well (12): they are split into ") != NULL);
	T_OK(strstr(out, "cdm-homeit-2.txt C: (CrystalDiskMark)") &&
	     strstr(out, "cdm-homeit-3.txt C: (CrystalDiskMark)"));
	T_OK(check_charts(out) >= 10);
	check_tables(out);
	free(out);
	snprintf(pdf, sizeof(pdf), "%s/corpus.pdf", dir);
	snprintf(args, sizeof(args), "report --format pdf -o '%s'", pdf);
	T_INT(iodb(args), 0);
	snprintf(png, sizeof(png), "%s/corpus-pdf", dir);
	check_pdf(pdf, png);
	if (!have_chromium())
		t_skip_now(CHROMIUM_MISSING);
	snprintf(png, sizeof(png), "%s/corpus.png", dir);
	check_in_chromium(html, png);
	if (!getenv("IODB_TEST_KEEP")) {
		snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
		T_INT(system(cmd), 0);
	}
}
