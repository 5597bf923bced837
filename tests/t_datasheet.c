/*
 * The datasheet reader (ingest/datasheet.c): CSV with a header row in any
 * order, or a JSON array; each figure one spec, normalized with its
 * stated text; errors name the line and column of the field.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ingest/datasheet.h"
#include "tests/t.h"

struct specs {
	struct iodb_spec sp[8];
	int n;
};

static int keep_spec(void *arg, const struct iodb_spec *sp)
{
	struct specs *s = arg;

	if (s->n < 8 && iodb_spec_copy(&s->sp[s->n], sp) == 0)
		s->n++;
	return 0;
}

static void specs_release(struct specs *s)
{
	for (int i = 0; i < s->n; i++)
		iodb_spec_release(&s->sp[i]);
	s->n = 0;
}

static int parse(const char *text, struct specs *s, int quiet)
{
	struct ingest_ctx ctx = {.path = "sheet.csv", .quiet = quiet};

	memset(s, 0, sizeof(*s));
	ctx.sink.spec = keep_spec;
	ctx.sink.arg = s;
	return ingest_datasheet_parse(&ctx, text, strlen(text));
}

T_TEST(t_datasheet_csv)
{
	struct specs s;

	/* a spreadsheet's BOM, columns in another order, quoted thousands */
	T_INT(parse("\xef\xbb\xbfmodel,vendor,metric,value,unit,op,pattern,bs,"
		    "qd,threads,capacity\n"
		    "ST1200MM0099,Seagate,bandwidth,247,MB/s,read,sequential,"
		    "128k,,,1.2TB\n"
		    "SSDSC2KB480G7,Intel,iops,\"72,000\",IOPS,write,random,4k,"
		    "32,4,480GB\n"
		    ",,,,,,,,,,\n"
		    "PM9C1a,Samsung,latency,60,us,read,rand,4KiB,1,1,\n",
		    &s, 0),
	      0);
	T_INT(s.n, 3);
	T_STR(s.sp[0].vendor, "Seagate");
	T_STR(s.sp[0].metric, "bw_bytes");
	T_DBL(s.sp[0].value, 247e6); /* a vendor's MB is 10^6 bytes */
	T_STR(s.sp[0].value_text, "247 MB/s");
	T_INT(s.sp[0].cond.pattern, IODB_PATTERN_SEQ);
	T_INT(s.sp[0].cond.bs, 131072);
	T_INT(s.sp[0].cond.iodepth, -1);
	T_INT(s.sp[0].capacity_bytes, 1200000000000);
	T_STR(s.sp[0].source, "sheet.csv");
	T_STR(s.sp[1].metric, "iops");
	T_DBL(s.sp[1].value, 72000);
	T_INT(s.sp[1].cond.op, IODB_OP_WRITE);
	T_INT(s.sp[1].cond.iodepth, 32);
	T_INT(s.sp[1].cond.numjobs, 4);
	T_STR(s.sp[2].metric, "lat_mean_ns");
	T_DBL(s.sp[2].value, 60000);
	T_INT(s.sp[2].capacity_bytes, -1);
	specs_release(&s);
}

T_TEST(t_datasheet_json)
{
	struct specs s;

	T_INT(parse("  [{\"model\": \"PM9C1a\", \"metric\": \"iops\", "
		    "\"value\": 1000, \"unit\": \"KIOPS\", \"op\": \"read\", "
		    "\"qd\": 128, \"source\": \"samsung.com\"}]",
		    &s, 0),
	      0);
	T_INT(s.n, 1);
	T_DBL(s.sp[0].value, 1e6);
	T_STR(s.sp[0].value_text, "1000 KIOPS");
	T_INT(s.sp[0].cond.iodepth, 128);
	T_STR(s.sp[0].source, "samsung.com");
	specs_release(&s);
}

T_TEST(t_datasheet_errors)
{
	static const struct {
		const char *text;
		long line, col; /* of the field (CSV) or key (JSON) at fault */
		const char *msg;
	} cases[] = {
	    {"model,metric,value,unit,op\nX,bandwidth,abc,MB/s,read\n", 2, 13,
	     "expected a value with its unit, found 'abc MB/s'"},
	    {"model,metric,value,unit,op\nX,bandwidth,5,MB/s,read\n"
	     "X,speed,5,MB/s,read\n",
	     3, 3, "expected the metric bandwidth, iops, latency or cache"},
	    {"model,metric,value,unit,op\nX,iops,5,MB/s,read\n", 2, 10,
	     "expected the unit IOPS or KIOPS, found 'MB/s'"},
	    {"model,metric,value,unit,op\nX,iops,5,IOPS,trim\n", 2, 15,
	     "expected the op read or write, found 'trim'"},
	    /* a quoted comma, CRLF, a blank line, a blank before a field */
	    {"model,metric,value,unit,op\r\n\r\n\"X, Inc\",iops,5,IOPS, "
	     "trim\r\n",
	     3, 23, "expected the op read or write, found 'trim'"},
	    /* an empty field: where it would start, after its comma */
	    {"model,metric,value,unit,op\nX,iops,,IOPS,read\n", 2, 8,
	     "expected a value, found ''"},
	    {"model,metric,value,colour\n", 1, 20,
	     "expected a column name (vendor, model"},
	    {"model,metric,value,unit,op\n", 1, 1,
	     "expected a header row and figures, found only a header"},
	    {"[{\"model\":\"X\",\"metric\":\"iops\",\"value\":5,\"op\":"
	     "\"read\"},"
	     "[]]",
	     1, 54, "expected a JSON object for each figure, found an array"},
	    /* the key of the member at fault, on its own line */
	    {"[\n  {\"model\": \"X\", \"metric\": \"iops\", \"value\": 5,\n"
	     "   \"op\": \"trim\"}\n]\n",
	     3, 4, "expected the op read or write, found 'trim'"},
	    {"[{\"model\":\"X\"", 1, 13, "expected a JSON array of figures"},
	};
	char msg[512], want[64];
	struct specs s;

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		FILE *tmp = tmpfile();
		int saved = dup(2), ret;
		size_t k;

		T_REQUIRE(tmp && saved >= 0);
		fflush(stderr);
		dup2(fileno(tmp), 2);
		ret = parse(cases[i].text, &s, 0);
		fflush(stderr);
		dup2(saved, 2);
		close(saved);
		rewind(tmp);
		k = fread(msg, 1, sizeof(msg) - 1, tmp);
		msg[k] = '\0';
		fclose(tmp);
		T_INT(ret, -EINVAL);
		snprintf(want, sizeof(want),
			 "iodb: sheet.csv:%ld:%ld: error: ", cases[i].line,
			 cases[i].col);
		if (strncmp(msg, want, strlen(want)) ||
		    !strstr(msg, cases[i].msg))
			T_FAIL("case %zu: got '%s', expected '%s%s'", i, msg,
			       want, cases[i].msg);
		specs_release(&s);
	}
}

/* A cache size stated in a datasheet: a size, in bytes, with no op. */
T_TEST(t_datasheet_cache)
{
	struct specs s;

	T_INT(parse("model,vendor,metric,value,unit,op\n"
		    "MZ-V8P1T0,Samsung,cache,1,GB,\n"
		    "MZ-V8P1T0,Samsung,slc cache,114,GB,\n"
		    "MZ-V8P1T0,Samsung,cache,1,GiB,read\n",
		    &s, 0),
	      0);
	T_INT(s.n, 3);
	T_STR(s.sp[0].metric, "cache_bytes");
	T_DBL(s.sp[0].value, 1e9);
	T_INT(s.sp[0].cond.op, IODB_OP_UNKNOWN);
	T_DBL(s.sp[1].value, 114e9);
	T_DBL(s.sp[2].value, 1073741824.0);
	specs_release(&s);
	T_INT(parse("model,metric,value,unit,op\nX1,cache,fast,,\n", &s, 1),
	      -EINVAL);
	specs_release(&s);
}
