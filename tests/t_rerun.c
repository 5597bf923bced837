/*
 * iodb rerun: the mapping of imported conditions onto runner options
 * (pure), and reruns of a fio JSON sample, a CrystalDiskMark export and a
 * dd line on a scratch file, linked to their originals.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench/rerun_map.h"
#include "store/store.h"
#include "tests/runner_util.h"
#include "tests/t.h"

static int has_arg(const struct rerun_plan *p, const char *a)
{
	for (size_t i = 0; i < p->n_args; i++)
		if (!strcmp(p->args[i], a))
			return 1;
	return 0;
}

static int has_note(const struct rerun_plan *p, const char *word)
{
	for (size_t i = 0; i < p->n_notes; i++)
		if (strstr(p->notes[i], word))
			return 1;
	return 0;
}

T_TEST(t_rerun_map_fio_cdm_dd)
{
	struct iodb_run fio = {
	    .format = "fio-json",
	    .options_json = "{\"rw\":\"randread\",\"bs\":\"4k\",\"ioengine\":"
			    "\"libaio\",\"iodepth\":\"8\",\"thread\":\"1\","
			    "\"group_reporting\":\"1\",\"write_bw_log\":"
			    "\"bw\",\"runtime\":\"60\",\"time_based\":\"1\"}"};
	struct iodb_run cdm = {.format = "cdm",
			       .options_json =
				   "{\"test\":\"1 GiB (x5) [C: 13% (63/476GiB)]"
				   "\"}"};
	struct iodb_run dd = {.format = "dd",
			      .options_json = "{\"if\":\"/dev/zero\",\"of\":"
					      "\"x\",\"conv\":\"fdatasync\"}"};
	struct iodb_result r = IODB_RESULT_INIT;
	struct rerun_plan p = RERUN_PLAN_INIT;

	r.cond.op = IODB_OP_READ;
	r.cond.pattern = IODB_PATTERN_RAND;
	r.cond.bs = 4096;
	r.cond.iodepth = 8;
	r.cond.numjobs = 1;
	r.cond.direct = 1;
	T_INT(rerun_map(&fio, &r, &p), 0);
	T_OK(!p.refused);
	T_OK(has_arg(&p, "--rw=randread"));
	T_OK(has_arg(&p, "--bs=4096"));
	T_OK(has_arg(&p, "--iodepth=8"));
	T_OK(has_arg(&p, "--direct=1"));
	T_OK(has_arg(&p, "--thread"));
	T_OK(has_arg(&p, "--runtime=60"));
	T_OK(has_note(&p, "write_bw_log"));
	T_OK(has_note(&p, "ioengine=libaio"));
	rerun_plan_release(&p);

	r.test = "RND4K Q32T1";
	r.cond.iodepth = 32;
	T_INT(rerun_map(&cdm, &r, &p), 0);
	T_OK(has_arg(&p, "--iodepth=32"));
	T_OK(has_arg(&p, "--size=1073741824"));
	T_OK(has_arg(&p, "--runtime=5s"));
	rerun_plan_release(&p);

	r = (struct iodb_result)IODB_RESULT_INIT;
	r.cond.op = IODB_OP_WRITE;
	r.cond.pattern = IODB_PATTERN_SEQ;
	r.cond.bs = 1048576;
	r.cond.direct = 0;
	r.io_bytes = 16777216;
	T_INT(rerun_map(&dd, &r, &p), 0);
	T_OK(has_arg(&p, "--rw=write"));
	T_OK(has_arg(&p, "--bs=1048576"));
	T_OK(has_arg(&p, "--size=16777216"));
	T_OK(has_arg(&p, "--direct=0"));
	T_OK(has_note(&p, "conv=fdatasync"));
	rerun_plan_release(&p);

	/* iozone: record size from the result, file size from -s */
	{
		struct iodb_run ioz = {.format = "iozone",
				       .command = "./iozone -a -r 1k -s 4m"};

		r.cond.bs = 1024;
		r.cond.direct = 0;
		T_INT(rerun_map(&ioz, &r, &p), 0);
		T_OK(has_arg(&p, "--bs=1024"));
		T_OK(has_arg(&p, "--size=4m"));
		rerun_plan_release(&p);
	}

	r.cond.op = IODB_OP_COPY;
	T_INT(rerun_map(&dd, &r, &p), 0);
	T_OK(p.refused);
	T_OK(has_note(&p, "copy"));
	rerun_plan_release(&p);
}

T_TEST(t_rerun_map_unreproducible)
{
	struct iodb_run hdtune = {.format = "hdtune"};
	struct iodb_run hdparm = {.format = "hdparm"};
	struct iodb_run share = {.format = "fio-text",
				 .device = "//nas/benchmarks"};
	struct iodb_result r = IODB_RESULT_INIT;
	struct rerun_plan p = RERUN_PLAN_INIT;

	r.cond.op = IODB_OP_READ;
	r.cond.pattern = IODB_PATTERN_SEQ;
	T_INT(rerun_map(&hdtune, &r, &p), 0);
	T_OK(p.refused);
	T_OK(has_note(&p, "full-surface scan"));
	rerun_plan_release(&p);

	r.test = "cached reads";
	T_INT(rerun_map(&hdparm, &r, &p), 0);
	T_OK(p.refused);
	T_OK(has_note(&p, "page cache"));
	rerun_plan_release(&p);

	r.test = "buffered disk reads";
	T_INT(rerun_map(&hdparm, &r, &p), 0);
	T_OK(!p.refused);
	T_OK(has_arg(&p, "--bs=2097152"));
	rerun_plan_release(&p);

	r.cond.bs = 4096;
	T_INT(rerun_map(&share, &r, &p), 0);
	T_OK(!p.refused);
	T_OK(has_note(&p, "network share"));
	rerun_plan_release(&p);
}

static char db[256], out[256];

static int iodb(const char *args)
{
	char cmd[4096];
	const char *bin = getenv("IODB_BIN");
	int st;

	snprintf(cmd, sizeof(cmd), "'%s' -q --db '%s' %s >'%s' 2>&1",
		 bin ? bin : "./iodb", db, args, out);
	st = system(cmd);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static int count_reruns(void *arg, const struct store_run_link *l)
{
	int64_t *want = arg;

	if (l->rerun_of == want[0])
		want[1]++;
	return 0;
}

/* Rerun run `orig` on a scratch file; check the output and the link. */
static void rerun_and_check(int64_t orig, const char *target)
{
	char args[1024], *text;
	struct store *st = NULL;
	int64_t w[2] = {orig, 0};

	snprintf(args, sizeof(args),
		 "rerun %lld --target '%s' --size 16m --runtime 200ms",
		 (long long)orig, rt_path(target));
	if (iodb(args)) {
		text = t_read_file(out, NULL);
		T_FAIL("rerun %lld: %s", (long long)orig, text ? text : "");
		free(text);
	}
	text = t_read_file(out, NULL);
	T_REQUIRE(text != NULL);
	T_OK(strstr(text, "original") != NULL);
	T_OK(strstr(text, "here") != NULL);
	T_OK(strstr(text, "change") != NULL);
	T_OK(strstr(text, "rerun of run") != NULL);
	free(text);
	T_REQUIRE(store_open(db, STORE_READONLY, &st) == 0);
	T_INT(store_run_links_foreach(st, count_reruns, w), 0);
	T_OK(w[1] >= 1);
	store_close(st);
}

T_TEST(t_rerun_cli)
{
	char args[2048], *text;
	const char *cdm = t_shared("corpus/cdm/cdm-homeit-2.txt");

	rt_uring_ok();
	snprintf(db, sizeof(db), "%s", rt_path("rerun.db"));
	snprintf(out, sizeof(out), "%s", rt_path("rerun.out"));
	/* runs 1, 2, 3, 4 in this order: one import each */
	T_INT(iodb("import samples/fio-json/randread-4k-qd8.json"), 0);
	snprintf(args, sizeof(args), "import '%s'", cdm);
	T_INT(iodb(args), 0);
	T_INT(iodb("import samples/dd/file-write-direct.txt"), 0);
	snprintf(args, sizeof(args), "import '%s'",
		 t_shared("corpus/hdtune/hdtune-habeebq-1.txt"));
	T_INT(iodb(args), 0);
	rerun_and_check(1, "r1");
	rerun_and_check(2, "r2");
	rerun_and_check(3, "r3");

	/* the full-surface scan is named, not guessed */
	T_INT(iodb("rerun 4 --target /tmp/never-created --size 16m"), 1);
	text = t_read_file(out, NULL);
	T_REQUIRE(text != NULL);
	T_OK(strstr(text, "full-surface scan") != NULL);
	T_OK(strstr(text, "0 reruns, 1 not reproducible") != NULL);
	free(text);
	T_OK(!rt_exists("/tmp/never-created"));
}
