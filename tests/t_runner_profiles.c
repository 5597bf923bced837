/*
 * The runner's built-in profiles (CrystalDiskMark's sets of jobs) and the
 * description of the system a run stores.
 */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bench/bench.h"
#include "bench/sysinfo.h"
#include "tests/runner_util.h"
#include "tests/t.h"

T_TEST(t_runner_profiles)
{
	static const char *const cdm[] = {"SEQ1M Q8T1", "SEQ1M Q1T1",
					  "RND4K Q32T1", "RND4K Q1T1"};
	struct bench_job base = BENCH_JOB_INIT, *js = NULL;
	size_t n = 0;

	base.filename = rt_path("no-such-file");
	T_INT(bench_profile("cdm", &base, &js, &n), 0);
	T_INT(n, 8);
	for (size_t i = 0; i < n && js; i++) {
		char name[32];

		/* reads first, then writes, each in CrystalDiskMark's order */
		T_STR(js[i].test, cdm[i % 4]);
		T_INT(bench_rw_writes(js[i].rw), i >= 4);
		T_INT(bench_rw_reads(js[i].rw), i < 4);
		T_STR(bench_test_name(&js[i], name, sizeof(name)), cdm[i % 4]);
		T_INT(js[i].runtime_ns, 5000000000ull);
		T_INT(js[i].size, 1ull << 30); /* the file does not exist */
		T_OK(js[i].time_based);
	}
	free(js);
	base.runtime_ns = 1000000;
	T_INT(bench_profile("cdm-nvme", &base, &js, &n), 0);
	T_INT(n, 8);
	if (js) {
		T_STR(js[2].test, "RND4K Q32T16");
		T_INT(js[2].numjobs, 16);
		T_INT(js[1].bs, 128 << 10);
		T_INT(js[0].runtime_ns, 1000000); /* --runtime overrides */
	}
	free(js);
	T_INT(bench_profile("quick", &base, &js, &n), 0);
	T_INT(n, 6);
	free(js);
	T_INT(bench_profile("nope", &base, &js, &n), -EINVAL);
}

T_TEST(t_runner_sysinfo)
{
	struct sysinfo_desc d;
	char *host = NULL;

	T_INT(sysinfo_collect(rt_path("not-yet"), &d), 0);
	T_OK(d.json && strstr(d.json, "\"kernel\""));
	T_OK(d.json && strstr(d.json, "\"cpu\""));
	T_OK(d.json && strstr(d.json, "\"memory_bytes\""));
	T_OK(d.json && strstr(d.json, "\"new file\""));
	T_OK(d.host[0] != '\0');
	host = strdup(d.host);
	/* /tmp lives on some file system; when on a block device, its name */
	T_OK(d.fs_type[0] != '\0');
	if (d.device[0])
		T_OK(strstr(d.json, "\"logical_block_size\"") != NULL);
	/* never a serial in clear: only its hash */
	T_OK(!strstr(d.json, "\"serial\""));
	sysinfo_release(&d);
	T_INT(sysinfo_collect("/dev/null", &d), 0);
	T_STR(d.host, host);
	sysinfo_release(&d);
	free(host);
}
