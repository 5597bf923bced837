/*
 * iodb lint: each rule fires on one case and not on another (made-up
 * records with realistic figures), the interface table, and lint over
 * real corpus files through the CLI.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "report/lint.h"
#include "tests/t.h"

/* Lint one result of one run (plus an optional second) and return how
 * many findings of rule there are. */
static size_t lint_count(const struct iodb_run *r1,
			 const struct iodb_result *x1,
			 const struct iodb_run *r2,
			 const struct iodb_result *x2,
			 const struct iodb_spec *sp, const char *rule)
{
	struct lint_set s = LINT_SET_INIT;
	struct store_row a = {1, 1, "a.txt", r1, x1},
			 b = {2, 2, "b.txt", r2, x2};
	size_t n = 0;

	T_INT(lint_add_row(&s, &a), 0);
	if (r2)
		T_INT(lint_add_row(&s, &b), 0);
	if (sp)
		T_INT(lint_add_spec(&s, sp), 0);
	T_INT(lint_run(&s), 0);
	for (size_t i = 0; i < s.n_findings; i++)
		if (!strcmp(s.findings[i].rule, rule))
			n++;
	lint_release(&s);
	return n;
}

static struct iodb_result res_rand4k(void)
{
	struct iodb_result r = IODB_RESULT_INIT;

	r.cond.op = IODB_OP_READ;
	r.cond.pattern = IODB_PATTERN_RAND;
	r.cond.bs = 4096;
	r.cond.iodepth = 1;
	r.cond.numjobs = 1;
	r.cond.direct = 1;
	return r;
}

T_TEST(t_lint_arithmetic)
{
	struct iodb_run run = {.format = "fio-json", .tool = "fio"};
	struct iodb_result r = res_rand4k();

	r.iops = 10000;
	r.bw_bytes = 40960000; /* 10000 x 4 KiB */
	T_INT(lint_count(&run, &r, NULL, NULL, NULL, "iops-bw"), 0);
	r.bw_bytes = 80e6;
	T_INT(lint_count(&run, &r, NULL, NULL, NULL, "iops-bw"), 1);
	/* 40.96 MB/s read as MiB: exactly 2^20/10^6 apart */
	r.bw_bytes = 40960000 / 1.048576;
	T_INT(lint_count(&run, &r, NULL, NULL, NULL, "iops-bw-factor"), 1);
	T_INT(lint_count(&run, &r, NULL, NULL, NULL, "iops-bw"), 0);

	r = res_rand4k();
	r.bw_bytes = 100e6;
	r.runtime_ns = 10e9;
	r.io_bytes = 1e9;
	T_INT(lint_count(&run, &r, NULL, NULL, NULL, "io-bytes"), 0);
	r.io_bytes = 2e9;
	T_INT(lint_count(&run, &r, NULL, NULL, NULL, "io-bytes"), 1);

	/* Little's law: 100k IOPS x 1 ms = 100 in flight at QD1 */
	r = res_rand4k();
	r.iops = 100000;
	r.lat.mean = 1e6;
	T_INT(lint_count(&run, &r, NULL, NULL, NULL, "littles-law"), 1);
	r.cond.iodepth = 128;
	T_INT(lint_count(&run, &r, NULL, NULL, NULL, "littles-law"), 0);

	r = res_rand4k();
	r.lat.mean = 155560;
	r.clat.mean = 5126520000.0;
	T_INT(lint_count(&run, &r, NULL, NULL, NULL, "lat-below-clat"), 1);
	r.clat.mean = 150000;
	T_INT(lint_count(&run, &r, NULL, NULL, NULL, "lat-below-clat"), 0);
}

T_TEST(t_lint_unit_twins)
{
	struct iodb_run a = {.format = "table", .label = "ST1200MM0099 HDD"};
	struct iodb_run b = {.format = "table", .label = "ST1200MM0099 HDD"};
	struct iodb_result x = res_rand4k(), y;

	x.cond.pattern = IODB_PATTERN_SEQ;
	x.cond.bs = 65536;
	x.cond.iodepth = -1;
	y = x;
	x.bw_bytes = 10e6;     /* "10 MB/s" */
	y.bw_bytes = 10485760; /* the same "10" read as MiB/s */
	T_INT(lint_count(&a, &x, &b, &y, NULL, "twin-convention"), 1);
	b.label = "Intel SSD"; /* another disk: a coincidence */
	T_INT(lint_count(&a, &x, &b, &y, NULL, "twin-convention"), 0);

	/* a blog's iozone table: "244 / 10" MB/s taken as MiB/s */
	a.tool = "iozone";
	x.bw_bytes = 244 * 1048576.0;
	T_INT(lint_count(&a, &x, NULL, NULL, NULL, "table-unit"), 1);
	x.bw_bytes = 244e6; /* read as 10^6: nothing assumed */
	T_INT(lint_count(&a, &x, NULL, NULL, NULL, "table-unit"), 0);
	a.tool = "dd"; /* GNU dd's MB is 10^6: no ambiguity claimed */
	x.bw_bytes = 244 * 1048576.0;
	T_INT(lint_count(&a, &x, NULL, NULL, NULL, "table-unit"), 0);
}

T_TEST(t_lint_dd_reread)
{
	struct iodb_run w = {.format = "dd",
			     .options_json = "{\"if\":\"/dev/zero\",\"of\":"
					     "\"test.img\",\"conv\":"
					     "\"fdatasync\"}"};
	struct iodb_run rd = {.format = "dd",
			      .options_json = "{\"if\":\"test.img\",\"of\":"
					      "\"/dev/null\"}"};
	struct iodb_result x = IODB_RESULT_INIT, y = IODB_RESULT_INIT;
	struct lint_set s = LINT_SET_INIT;
	struct store_row a = {1, 1, "post.md", &w, &x},
			 b = {2, 2, "post.md", &rd, &y};

	x.cond.op = IODB_OP_WRITE;
	x.cond.direct = 0;
	x.bw_bytes = 450e6;
	y.cond.op = IODB_OP_READ;
	y.cond.direct = 0;
	y.bw_bytes = 5.1e9; /* the page cache's speed */
	T_INT(lint_add_row(&s, &a), 0);
	T_INT(lint_add_row(&s, &b), 0);
	T_INT(lint_run(&s), 0);
	T_INT(s.n_findings, 1);
	T_STR(s.findings[0].rule, "dd-reread");
	T_INT(s.findings[0].other, 1);
	lint_release(&s);

	y.bw_bytes = 520e6; /* caches dropped: the disk's read */
	T_INT(lint_add_row(&s, &a), 0);
	T_INT(lint_add_row(&s, &b), 0);
	T_INT(lint_run(&s), 0);
	T_INT(s.n_findings, 0);
	lint_release(&s);
}

T_TEST(t_lint_cache)
{
	struct iodb_run dd = {.format = "dd",
			      .tool = "dd",
			      .options_json =
				  "{\"if\":\"/dev/zero\",\"of\":\"10G\","
				  "\"bs\":\"1M\",\"count\":\"10240\"}"};
	struct iodb_result r = IODB_RESULT_INIT;
	struct iodb_run hd = {.format = "hdparm", .tool = "hdparm"};
	struct iodb_run rn = {.format = "iodb",
			      .options_json = "{\"size\":16777216}",
			      .system_json = "{\"memory_bytes\":8e9}"};

	r.cond.op = IODB_OP_WRITE;
	r.cond.pattern = IODB_PATTERN_SEQ;
	r.cond.direct = 0;
	r.io_bytes = 10737418240.0;
	r.bw_bytes = 2965089206.0;
	r.runtime_ns = 3621280000.0;
	T_INT(lint_count(&dd, &r, NULL, NULL, NULL, "dd-no-sync"), 1);
	dd.options_json = "{\"if\":\"/dev/zero\",\"of\":\"10G\",\"conv\":"
			  "\"fdatasync\"}";
	T_INT(lint_count(&dd, &r, NULL, NULL, NULL, "dd-no-sync"), 0);

	r = (struct iodb_result)IODB_RESULT_INIT;
	r.test = "cached reads";
	r.cond.op = IODB_OP_READ;
	r.bw_bytes = 8962724331.52;
	T_INT(lint_count(&hd, &r, NULL, NULL, NULL, "hdparm-T"), 1);
	r.test = "buffered disk reads";
	T_INT(lint_count(&hd, &r, NULL, NULL, NULL, "hdparm-T"), 0);

	r = res_rand4k();
	r.cond.direct = 0;
	T_INT(lint_count(&rn, &r, NULL, NULL, NULL, "buffered-small"), 1);
	r.cond.direct = 1;
	T_INT(lint_count(&rn, &r, NULL, NULL, NULL, "buffered-small"), 0);
}

T_TEST(t_lint_interfaces)
{
	const char *name;
	int rpm;

	T_NEAR(lint_interface_ceiling("SATA III", &name), 600e6, 1e-9);
	T_NEAR(lint_interface_ceiling("SATA 3Gb/s", &name), 300e6, 1e-9);
	T_NEAR(lint_interface_ceiling("PCIe 4.0 x4", &name), 4 * 1969e6, 1e-9);
	T_NEAR(lint_interface_ceiling("NVMe PCIe Gen3 x4", &name), 4 * 984.6e6,
	       1e-9);
	T_NEAR(lint_interface_ceiling("USB 2.0", &name), 60e6, 1e-9);
	T_NEAR(lint_interface_ceiling("USB 3.2 Gen 2", &name), 1212e6, 1e-9);
	T_OK(isnan(lint_interface_ceiling("NVMe", &name)));
	T_OK(isnan(lint_interface_ceiling("SAS", &name)));
	T_OK(isnan(lint_interface_ceiling("Samsung SSD 980 PRO 1TB", &name)));
	T_OK(lint_names_hdd("WD Red 5400 rpm", &rpm));
	T_INT(rpm, 5400);
	T_OK(lint_names_hdd("SEAGATE ST1200MM0099 HDD (1.2TB)", &rpm));
	T_OK(!lint_names_hdd("Seagate FireCuda SSHD", &rpm));
	T_OK(!lint_names_hdd("Samsung SSD 860 EVO", &rpm));
}

T_TEST(t_lint_physics)
{
	struct iodb_run ssd = {.format = "table",
			       .label = "Crucial MX500 SATA 6Gb/s"};
	struct iodb_run hdd = {.format = "table",
			       .tool = "iozone",
			       .label = "WD Red 5400 rpm HDD"};
	struct iodb_result r = res_rand4k();

	r.cond.pattern = IODB_PATTERN_SEQ;
	r.cond.bs = 1048576;
	r.bw_bytes = 900e6;
	T_INT(lint_count(&ssd, &r, NULL, NULL, NULL, "interface-ceiling"), 1);
	r.bw_bytes = 560e6;
	T_INT(lint_count(&ssd, &r, NULL, NULL, NULL, "interface-ceiling"), 0);

	r = res_rand4k();
	r.cond.iodepth = -1; /* iozone: synchronous, one in flight */
	r.iops = 598.6;
	T_INT(lint_count(&hdd, &r, NULL, NULL, NULL, "hdd-random-iops"), 1);
	r.iops = 137;
	T_INT(lint_count(&hdd, &r, NULL, NULL, NULL, "hdd-random-iops"), 0);
	r.iops = NAN;
	r.lat.mean = 1664090;
	T_INT(lint_count(&hdd, &r, NULL, NULL, NULL, "hdd-latency"), 1);
	r.lat.mean = 7284090;
	T_INT(lint_count(&hdd, &r, NULL, NULL, NULL, "hdd-latency"), 0);

	r = res_rand4k();
	r.lat.mean = 900;
	T_INT(lint_count(&ssd, &r, NULL, NULL, NULL, "latency-floor"), 1);
	r.lat.mean = 45000;
	T_INT(lint_count(&ssd, &r, NULL, NULL, NULL, "latency-floor"), 0);
}

T_TEST(t_lint_datasheet_and_confidence)
{
	struct iodb_run run = {.format = "table",
			       .tool = "iozone",
			       .label = "SEAGATE ST1200MM0099 HDD (1.2TB)"};
	struct iodb_run other = {.format = "table", .label = "Other disk"};
	struct iodb_spec sp = IODB_SPEC_INIT;
	struct iodb_result r = IODB_RESULT_INIT, o;

	sp.vendor = "Seagate";
	sp.model = "ST1200MM0099";
	sp.interface = "SAS";
	sp.metric = "bw_bytes";
	sp.value = 215e6;
	sp.cond.op = IODB_OP_READ;
	sp.cond.pattern = IODB_PATTERN_SEQ;
	r.test = "SEQ64K";
	r.cond.op = IODB_OP_READ;
	r.cond.pattern = IODB_PATTERN_SEQ;
	r.cond.bs = 65536;
	r.cond.numjobs = 1;
	r.bw_bytes = 255852544;
	T_INT(lint_count(&run, &r, NULL, NULL, &sp, "above-datasheet"), 1);
	r.bw_bytes = 200e6;
	T_INT(lint_count(&run, &r, NULL, NULL, &sp, "above-datasheet"), 0);

	r.runtime_ns = 70e6;
	T_INT(lint_count(&run, &r, NULL, NULL, NULL, "short-run"), 1);
	r.runtime_ns = 60e9;
	T_INT(lint_count(&run, &r, NULL, NULL, NULL, "short-run"), 0);

	o = r;
	o.bw_bytes = r.bw_bytes * 1.02;
	T_INT(lint_count(&run, &r, &other, &o, NULL, "single-run"), 1);
	o.bw_bytes = r.bw_bytes * 1.5;
	T_INT(lint_count(&run, &r, &other, &o, NULL, "single-run"), 0);
}

/* ---- real files through the CLI ------------------------------------- */

static char db[256], out[256];

static int iodb(const char *args)
{
	char cmd[8192];
	const char *bin = getenv("IODB_BIN");
	int st;

	snprintf(cmd, sizeof(cmd), "'%s' -q --db '%s' %s >'%s' 2>/dev/null",
		 bin ? bin : "./iodb", db, args, out);
	st = system(cmd);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static int lint_file_has(const char *path, const char *rule)
{
	char args[2048], *text;
	int has;

	snprintf(db, sizeof(db), "/tmp/iodb-lint-%d.db", (int)getpid());
	snprintf(out, sizeof(out), "/tmp/iodb-lint-%d.out", (int)getpid());
	unlink(db);
	snprintf(args, sizeof(args), "import '%s'", path);
	T_INT(iodb(args), 0);
	iodb("lint --format json");
	text = t_read_file(out, NULL);
	T_REQUIRE(text != NULL);
	snprintf(args, sizeof(args), "\"rule\":\t\"%s\"", rule);
	has = strstr(text, args) != NULL;
	free(text);
	unlink(db);
	unlink(out);
	return has;
}

T_TEST(t_lint_real_files)
{
	T_OK(lint_file_has(t_shared("corpus/dd/dd-cephnotes-1.txt"),
			   "dd-no-sync"));
	T_OK(!lint_file_has(t_shared("corpus/dd/dd-raid5ru-1.txt"),
			    "dd-no-sync"));
	T_OK(lint_file_has(t_shared("corpus/hdparm/hdparm-jpmemo-1.txt"),
			   "hdparm-T"));
	T_OK(lint_file_has(t_shared("corpus/fio-text/fio-text-rawstor-1.txt"),
			   "lat-below-clat"));
	T_OK(!lint_file_has(t_shared("corpus/fio-text/fio-text-cnblog31-1.txt"),
			    "iops-bw"));
	T_OK(lint_file_has(t_shared("corpus/hdparm/hdparm-multipass-1.txt"),
			   "short-run"));
	T_OK(!lint_file_has("samples/dd/file-write-direct.txt", "dd-no-sync"));
	T_OK(lint_file_has(t_shared("blogs/ko-disk-performance-test.txt"),
			   "hdd-random-iops"));
	T_OK(lint_file_has(t_shared("blogs/ko-disk-performance-test.txt"),
			   "table-unit"));
	/* different disks a coincidental 1.024 apart: no twin */
	T_OK(!lint_file_has(t_shared("blogs/ja-nifcloud-disk-fio.txt"),
			    "twin-convention"));
}

/* A test file within the cache its drive's datasheet states. */
T_TEST(t_lint_cache_sized_test)
{
	struct iodb_run run = {.format = "fio-json",
			       .tool = "fio",
			       .device_model = "TESTDRV-9000 1TB",
			       .options_json = "{\"size\":1073741824}"};
	struct iodb_run big = run, other = run;
	struct iodb_result r = res_rand4k();
	struct iodb_spec sp = IODB_SPEC_INIT;

	r.iops = 90000;
	r.bw_bytes = 90000 * 4096.0;
	sp.model = "TESTDRV-9000";
	sp.metric = "cache_bytes";
	sp.value = 2e9;
	T_INT(lint_count(&run, &r, NULL, NULL, &sp, "cache-sized-test"), 1);
	big.options_json = "{\"size\":8589934592}";
	T_INT(lint_count(&big, &r, NULL, NULL, &sp, "cache-sized-test"), 0);
	other.device_model = "OTHER-1";
	T_INT(lint_count(&other, &r, NULL, NULL, &sp, "cache-sized-test"), 0);
	/* no cache stated: nothing said */
	T_INT(lint_count(&run, &r, NULL, NULL, NULL, "cache-sized-test"), 0);
}
