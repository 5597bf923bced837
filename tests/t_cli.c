/*
 * The CLI end to end: runs the built binary ($IODB_BIN) as a user would.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cjson/cJSON.h>
#include <csv.h>

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

	/* the same kind of file cut in half */
	buf = t_read_file(t_shared("corpus/fio-json/fio-json-pkbhist-1.json"),
			  &len);
	T_OK(buf != NULL);
	if (!buf)
		return;
	snprintf(bad, sizeof(bad), "/tmp/iodb-cli-%d-cut.json", (int)getpid());
	f = fopen(bad, "wb");
	fwrite(buf, 1, len / 2, f);
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
	l = line_with(out, "SSDSC2KB480G7L", "SEQ64K Q1T1 (read)", NULL);
	T_OK(l && strstr(l, "not judged") &&
	     strstr(l, "measured at QD1, spec at QD32"));
	/* the HDD's dd write, 10 MB/s against 108 stated with no QD: at
	 * QD1, short of a spec of unknown QD proves nothing */
	l = line_with(out, "ST1200MM0099", "SEQ64K Q1T1 (write)",
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
				       i, k, name ? name : "(none)",
				       v->string);
				break;
			}
			fields++;
			if (cJSON_IsNull(v) ? *c != '\0'
			    : cJSON_IsString(v) ? strcmp(c, v->valuestring)
			    : cJSON_IsBool(v)
				? strcmp(c, cJSON_IsTrue(v) ? "true" : "false")
			    : cJSON_IsNumber(v) ? strtod(c, NULL) != v->valuedouble
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
