#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>
#include <glib.h>

#include "report/report.h"
#include "tests/t.h"

/* Print through report_cell into a string. */
static void cell(const char *s, int width, char *out, size_t n)
{
	FILE *f = fmemopen(out, n, "w");

	report_cell(f, s, width);
	fclose(f);
}

T_TEST(t_export_cell_utf8)
{
	char buf[128];

	cell("abc", 5, buf, sizeof(buf));
	T_STR(buf, "abc  ");
	/* a cut shows: the last column is "…" */
	cell("abcdefgh", 5, buf, sizeof(buf));
	T_STR(buf, "abcd…");
	cell("abcde", 5, buf, sizeof(buf));
	T_STR(buf, "abcde");
	cell(NULL, 3, buf, sizeof(buf));
	T_STR(buf, "-  ");
	/* each kana is 3 bytes and 2 columns: 2 fit in 4, then "…" */
	cell("高速ディスク", 5, buf, sizeof(buf));
	T_STR(buf, "高速…");
	cell("高速ディスク", 6, buf, sizeof(buf));
	T_STR(buf, "高速… ");
	cell("읽기 test", 8, buf, sizeof(buf));
	T_STR(buf, "읽기 te…");
	/* control characters cannot reach the terminal: caret notation;
	 * an invalid byte is U+FFFD */
	cell("a\x1b[2Jb", 8, buf, sizeof(buf));
	T_STR(buf, "a^[[2Jb ");
	cell("x\xffy", 4, buf, sizeof(buf));
	T_STR(buf, "x\xef\xbf\xbdy ");
	cell("é", 2, buf, sizeof(buf));
	T_STR(buf, "é ");
}

T_TEST(t_export_format_names)
{
	enum report_export_format f;

	T_INT(report_export_format_parse("json", &f), 0);
	T_INT(f, REPORT_EXPORT_JSON);
	T_INT(report_export_format_parse("csv", &f), 0);
	T_INT(f, REPORT_EXPORT_CSV);
	T_OK(report_export_format_parse("xml", &f) < 0);
}

/* Export one row in fmt into buf. */
static void export_one(enum report_export_format fmt,
		       const struct store_row *row, char *buf, size_t n)
{
	FILE *f = fmemopen(buf, n, "w");
	struct report_export *ex = NULL;

	T_REQUIRE(f);
	T_REQUIRE(report_export_begin(f, fmt, &ex) == 0);
	T_INT(report_export_row(ex, row), 0);
	T_INT(report_export_end(ex), 0);
	fclose(f);
}

/*
 * The export contract: DESIGN.md's columns, then README's, in this order
 * (t.h); the t_cli test asks the binary's JSON for every one.
 */
const char *const t_export_contract[] = {
    "run",
    "source",
    "format",
    "tool",
    "tool_version",
    "label",
    "host",
    "device",
    "job",
    "test",
    "op",
    "pattern",
    "mix_read_pct",
    "bs",
    "iodepth",
    "numjobs",
    "direct",
    "iops",
    "bw_bytes",
    "io_bytes",
    "runtime_ns",
    "lat_min_ns",
    "lat_mean_ns",
    "lat_max_ns",
    "lat_stddev_ns",
    "clat_min_ns",
    "clat_mean_ns",
    "clat_max_ns",
    "clat_stddev_ns",
    "clat_p50_ns",
    "clat_p99_ns",
    "clat_p999_ns",
    "access_time_ns",
    "cpu_usr",
    "cpu_sys",
    "line_from",
    "line_to",
    "result",
    "groupid",
    "slat_min_ns",
    "slat_mean_ns",
    "slat_max_ns",
    "slat_stddev_ns",
    "status",
    "timestamp",
    "command",
    "device_model",
    "clat_p90_ns",
    "clat_p95_ns",
    NULL,
};

/*
 * The contract of DESIGN.md: these columns, in this order, first; the
 * model's field table drives them, so a field added there shows here.
 */
T_TEST(t_export_contract_columns)
{
	struct iodb_run run = IODB_RUN_INIT;
	struct iodb_result res = IODB_RESULT_INIT;
	struct store_row row = {.run = &run, .res = &res};
	char buf[4096], want[2048] = "";
	size_t k = 0;

	for (const struct iodb_field *f = iodb_fields; f->name; f++) {
		if (!(f->flags & IODB_FIELD_EXPORT))
			continue;
		T_REQUIRE(t_export_contract[k] != NULL);
		T_STR(f->name, t_export_contract[k]);
		k++;
	}
	T_OK(t_export_contract[k] == NULL);
	/* the CSV header is exactly those names, then extras (JSON text) */
	for (size_t i = 0; i < k; i++) {
		strcat(want, i ? "," : "");
		strcat(want, t_export_contract[i]);
	}
	strcat(want, ",extras\r\n");
	export_one(REPORT_EXPORT_CSV, &row, buf, sizeof(buf));
	T_OK(!strncmp(buf, want, strlen(want)));
}

/* Every kind of field, in CSV and JSON, from a made-up fio result. */
T_TEST(t_export_contract_values)
{
	static const struct iodb_pct pct[] = {{50, 94208},
					      {90, 123904},
					      {95, 140288},
					      {99, 171008},
					      {99.9, 403456}};
	static const struct iodb_metric extras[] = {
	    {"bw_dev", 1234.5, "bytes/s"}, {"iops_min", NAN, "iops"}};
	struct iodb_run run = IODB_RUN_INIT;
	struct iodb_result res = IODB_RESULT_INIT;
	struct store_row row = {.run_id = 7,
				.source = "logs/a \"b\".json",
				.run = &run,
				.res = &res};
	char buf[4096];
	const char *line;

	run.format = "fio-json";
	run.tool = "fio";
	run.tool_version = "fio-3.28";
	run.host = "db1";
	run.device_model = "INTEL SSDSC2KB480G7L";
	res.job = "randread, 4k";
	res.cond.op = IODB_OP_READ;
	res.cond.pattern = IODB_PATTERN_RAND;
	res.cond.bs = 4096;
	res.cond.iodepth = 32;
	res.cond.direct = 1;
	res.iops = 25613.5;
	res.bw_bytes = 104912896;
	res.clat.mean = 1247.25;
	res.runtime_ns = 2151132181999.9998; /* a unit conversion's artifact */
	res.clat_pct = pct;
	res.n_clat_pct = 5;
	res.extras = extras;
	res.n_extras = 2;
	res.line_from = 12;
	res.line_to = 40;
	export_one(REPORT_EXPORT_CSV, &row, buf, sizeof(buf));
	line = strstr(buf, "\r\n");
	T_REQUIRE(line);
	T_STR(line + 2,
	      /* libcsv quotes every string */
	      "7,\"logs/a \"\"b\"\".json\",\"fio-json\",\"fio\",\"fio-3.28\",,"
	      "\"db1\",,\"randread, 4k\",,\"read\",\"rand\",,4096,32,,true,"
	      "25613.5,104912896,,2151132182000,,,,,,1247,,,94208,171008,"
	      "403456,,,,12,40,,,,,,,\"complete\",,,"
	      "\"INTEL SSDSC2KB480G7L\",123904,140288,"
	      "\"{\"\"bw_dev\"\":1234.5,\"\"iops_min\"\":null}\"\r\n");
	export_one(REPORT_EXPORT_JSON, &row, buf, sizeof(buf));
	T_OK(strstr(buf, "\"run\":7,\"source\":\"logs/a \\\"b\\\".json\","
			 "\"format\":\"fio-json\""));
	T_OK(strstr(buf, "\"label\":null"));
	T_OK(strstr(buf, "\"direct\":true,\"iops\":25613.5"));
	T_OK(strstr(buf, "\"clat_p999_ns\":403456"));
	T_OK(strstr(buf, "\"result\":null,\"groupid\":null"));
	T_OK(strstr(buf, "\"status\":\"complete\",\"timestamp\":null"));
	T_OK(strstr(buf, "\"device_model\":\"INTEL SSDSC2KB480G7L\","
			 "\"clat_p90_ns\":123904,\"clat_p95_ns\":140288,"
			 "\"extras\":{\"bw_dev\":1234.5,\"iops_min\":null}}"));
	T_OK(strstr(buf, "\"runtime_ns\":2151132182000,"));
	T_OK(strstr(buf, "\"clat_mean_ns\":1247,"));
}

/* Imported text with invalid UTF-8 exports as valid UTF-8 (U+FFFD). */
T_TEST(t_export_utf8_repaired)
{
	struct iodb_run run = IODB_RUN_INIT;
	struct iodb_result res = IODB_RESULT_INIT;
	struct store_row row = {.run_id = 3, .run = &run, .res = &res};
	char buf[4096];
	cJSON *arr;

	run.format = "cdm";
	run.label = "\xb0\xed\xbc\xd3 disk"; /* EUC-KR, not UTF-8 */
	res.job = "seq\xffread";
	res.cond.op = IODB_OP_READ;
	res.iops = 10;
	export_one(REPORT_EXPORT_CSV, &row, buf, sizeof(buf));
	T_OK(g_utf8_validate(buf, -1, NULL));
	T_OK(strstr(buf, "\"seq\xef\xbf\xbdread\"") != NULL);
	export_one(REPORT_EXPORT_JSON, &row, buf, sizeof(buf));
	T_OK(g_utf8_validate(buf, -1, NULL));
	arr = cJSON_Parse(buf);
	T_OK(arr != NULL);
	T_STR(cJSON_GetStringValue(
		  cJSON_GetObjectItem(cJSON_GetArrayItem(arr, 0), "label")),
	      "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd disk");
	cJSON_Delete(arr);
}
