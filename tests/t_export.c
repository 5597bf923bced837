#include <stdlib.h>
#include <string.h>

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
	cell("abcdefgh", 5, buf, sizeof(buf));
	T_STR(buf, "abcde");
	cell(NULL, 3, buf, sizeof(buf));
	T_STR(buf, "-  ");
	/* each kana is 3 bytes and 2 columns: 2 fit in 5, then one space */
	cell("高速ディスク", 5, buf, sizeof(buf));
	T_STR(buf, "高速 ");
	cell("읽기 test", 8, buf, sizeof(buf));
	T_STR(buf, "읽기 tes");
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
