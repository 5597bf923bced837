/*
 * iodb run --engine fio --client: real fio servers on localhost ports act
 * as the hosts of a fleet (skipped, saying why, where fio is missing).
 * Also the host list, the job file, the refusals and the mapping of fio's
 * client JSON to hosts, which need no fio.
 */
#include <arpa/inet.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench/fio_client.h"
#include "store/store.h"
#include "tests/t.h"
#include "util/diag.h"

/* ---- fio servers ------------------------------------------------------ */

struct server {
	pid_t pid; /* leads its own process group (the jobs it forks) */
	int port;
};

static int have_fio(void)
{
	const char *path = getenv("PATH");
	char buf[4096];

	while (path && *path) {
		const char *c = strchr(path, ':');
		size_t n = c ? (size_t)(c - path) : strlen(path);

		snprintf(buf, sizeof(buf), "%.*s/fio", (int)n, path);
		if (!access(buf, X_OK))
			return 1;
		path = c ? c + 1 : NULL;
	}
	return 0;
}

/* A port nothing listens on now (the kernel's pick). */
static int free_port(void)
{
	struct sockaddr_in a = {.sin_family = AF_INET};
	socklen_t l = sizeof(a);
	int fd = socket(AF_INET, SOCK_STREAM, 0), port = -1;

	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (fd >= 0 && !bind(fd, (struct sockaddr *)&a, sizeof(a)) &&
	    !getsockname(fd, (struct sockaddr *)&a, &l))
		port = ntohs(a.sin_port);
	if (fd >= 0)
		close(fd);
	return port;
}

static int accepting(int port)
{
	struct sockaddr_in a = {.sin_family = AF_INET};
	int fd = socket(AF_INET, SOCK_STREAM, 0), ok;

	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	a.sin_port = htons((uint16_t)port);
	ok = fd >= 0 && !connect(fd, (struct sockaddr *)&a, sizeof(a));
	if (fd >= 0)
		close(fd);
	return ok;
}

static void sleep_ms(long ms)
{
	struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};

	nanosleep(&ts, NULL);
}

/* Start `fio --server=ip:127.0.0.1,PORT` and wait until it listens.  A
 * probe connection is one the server forks a child for: harmless. */
static int server_start(struct server *s)
{
	char arg[64];

	s->port = free_port();
	if (s->port <= 0)
		return -1;
	snprintf(arg, sizeof(arg), "--server=ip:127.0.0.1,%d", s->port);
	s->pid = fork();
	if (s->pid < 0)
		return -1;
	if (!s->pid) {
		int null = open("/dev/null", O_RDWR);

		setpgid(0, 0);
		dup2(null, 0);
		dup2(null, 1);
		dup2(null, 2);
		execlp("fio", "fio", arg, (char *)NULL);
		_exit(127);
	}
	setpgid(s->pid, s->pid);
	for (int i = 0; i < 500; i++) {
		int st;

		if (accepting(s->port))
			return 0;
		if (waitpid(s->pid, &st, WNOHANG) == s->pid) {
			s->pid = -1;
			return -1;
		}
		sleep_ms(10);
	}
	return -1;
}

static void server_stop(struct server *s)
{
	if (s->pid <= 0)
		return;
	kill(-s->pid, SIGKILL);
	while (waitpid(s->pid, NULL, 0) < 0 && errno == EINTR)
		;
	s->pid = -1;
}

/* Whether the server runs a job: it forks a child per client. */
static int server_busy(const struct server *s)
{
	char p[64], buf[256] = "";
	FILE *f;

	snprintf(p, sizeof(p), "/proc/%d/task/%d/children", (int)s->pid,
		 (int)s->pid);
	f = fopen(p, "r");
	if (!f)
		return 0;
	if (!fgets(buf, sizeof(buf), f))
		buf[0] = '\0';
	fclose(f);
	return buf[0] >= '0' && buf[0] <= '9';
}

/* ---- files and the binary -------------------------------------------- */

static char dir[128], db[160], err_path[160], out_path[160];

static void fleet_files(const char *name)
{
	snprintf(dir, sizeof(dir), "/tmp/iodb-fleet-%d-%s", (int)getpid(),
		 name);
	snprintf(db, sizeof(db), "%s.db", dir);
	snprintf(err_path, sizeof(err_path), "%s.err", dir);
	snprintf(out_path, sizeof(out_path), "%s.out", dir);
	mkdir(dir, 0755);
}

static void fleet_clean(void)
{
	char p[512];
	DIR *d = opendir(dir);
	struct dirent *e;

	/* what a killed server left behind */
	while (d && (e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(p, sizeof(p), "%s/%s", dir, e->d_name);
		unlink(p);
	}
	if (d)
		closedir(d);

	rmdir(dir);
	unlink(db);
	snprintf(p, sizeof(p), "%s-wal", db);
	unlink(p);
	snprintf(p, sizeof(p), "%s-shm", db);
	unlink(p);
	unlink(err_path);
	unlink(out_path);
}

static int dir_entries(const char *path)
{
	DIR *d = opendir(path);
	struct dirent *e;
	int n = 0;

	while (d && (e = readdir(d)))
		n += e->d_name[0] != '.';
	if (d)
		closedir(d);
	return n;
}

/* `iodb --db DB ARGS` through sh; stderr into err_path. */
static int iodb(const char *args)
{
	const char *bin = getenv("IODB_BIN");
	char cmd[4096];
	int st;

	snprintf(cmd, sizeof(cmd), "'%s' --db '%s' %s >'%s' 2>'%s' </dev/null",
		 bin ? bin : "./iodb", db, args, out_path, err_path);
	st = system(cmd);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static int64_t q_int(const char *sql)
{
	char cmd[1024], buf[64] = "";
	FILE *p;

	snprintf(cmd, sizeof(cmd), "sqlite3 '%s' \"%s\"", db, sql);
	p = popen(cmd, "r");
	if (!p)
		return -1;
	if (!fgets(buf, sizeof(buf), p))
		buf[0] = '\0';
	pclose(p);
	return buf[0] ? strtoll(buf, NULL, 10) : -1;
}

/* ---- no fio needed ---------------------------------------------------- */

static void quiet_diag(enum diag_kind k, const char *m, void *a)
{
	(void)k;
	(void)m;
	(void)a;
}

T_TEST(t_fleet_hosts_parse)
{
	struct bench_fio_fleet f = BENCH_FIO_FLEET_INIT;
	diag_routine old;

	T_INT(bench_fio_hosts_add(&f, "node1, 10.0.0.2:8766,[fe80::1]:9000,"
				      "db7,8767,::1,localhost:8765"),
	      0);
	T_REQUIRE(f.n == 6);
	T_STR(f.hosts[0].name, "node1");
	T_STR(f.hosts[0].fio_arg, "node1,8765");
	T_INT(f.hosts[0].local, 0);
	T_STR(f.hosts[1].name, "10.0.0.2:8766");
	T_STR(f.hosts[1].fio_arg, "10.0.0.2,8766");
	T_STR(f.hosts[2].name, "[fe80::1]:9000");
	T_STR(f.hosts[2].fio_arg, "ip6:fe80::1,9000");
	/* fio's own HOST,PORT spelling is one host, not two */
	T_STR(f.hosts[3].name, "db7:8767");
	T_INT(f.hosts[3].port, 8767);
	T_STR(f.hosts[4].name, "::1");
	T_STR(f.hosts[4].fio_arg, "ip6:::1,8765");
	T_INT(f.hosts[4].local, 1);
	T_STR(f.hosts[5].name, "localhost");
	T_INT(f.hosts[5].local, 1);
	old = diag_set_routine(quiet_diag, NULL);
	/* the same host twice, a bad port, a bad name */
	T_INT(bench_fio_hosts_add(&f, "node1"), -EINVAL);
	T_INT(bench_fio_hosts_add(&f, "n9:99999"), -EINVAL);
	T_INT(bench_fio_hosts_add(&f, "a b"), -EINVAL);
	diag_set_routine(old, NULL);
	bench_fio_fleet_release(&f);
}

T_TEST(t_fleet_hosts_file)
{
	struct bench_fio_fleet f = BENCH_FIO_FLEET_INIT;
	char path[128];
	FILE *fp;

	snprintf(path, sizeof(path), "/tmp/iodb-hosts-%d.txt", (int)getpid());
	fp = fopen(path, "w");
	T_REQUIRE(fp != NULL);
	fputs("# the rack\nnode1\n  node2:8766   # second\n\nnode3,8767\r\n",
	      fp);
	fclose(fp);
	T_INT(bench_fio_hosts_add(&f, path), 0);
	unlink(path);
	T_REQUIRE(f.n == 3);
	T_STR(f.hosts[0].name, "node1");
	T_STR(f.hosts[1].name, "node2:8766");
	T_STR(f.hosts[2].name, "node3:8767");
	bench_fio_fleet_release(&f);
}

T_TEST(t_fleet_jobfile)
{
	struct bench_job j[2] = {BENCH_JOB_INIT, BENCH_JOB_INIT};
	struct bench_fio_target t = {.directory = "/srv/bench"};
	char *text = NULL, file[64];

	T_INT(bench_fio_stem(file), 0);
	strcat(file, "-1.dat");

	j[0].test = "SEQ1M Q8T1";
	j[0].bs = 1 << 20;
	j[0].iodepth = 8;
	j[0].size = 16 << 20;
	j[0].runtime_ns = 1500000000ull;
	j[0].time_based = 1;
	j[1].rw = BENCH_RANDWRITE;
	j[1].iodepth = 32;
	j[1].size = 16 << 20;
	T_INT(bench_fio_jobfile(j, 2, &t, file, &text), 0);
	T_REQUIRE(text != NULL);
	T_OK(!strncmp(file, "iodb-fleet-", 11));
	T_OK(strstr(text, "directory=/srv/bench\n") != NULL);
	T_OK(strstr(text, file) != NULL);
	T_OK(strstr(text, "unique_filename=0\n") != NULL);
	T_OK(strstr(text, "[SEQ1M Q8T1]\nrw=read\nbs=1048576\niodepth=8\n"));
	T_OK(strstr(text, "runtime=1500ms\ntime_based\n") != NULL);
	/* the second job waits for the first and removes the file */
	T_OK(strstr(text, "[RND4K Q32T1]\nrw=randwrite\nbs=4096\n"));
	T_OK(strstr(text, "stonewall\nunlink=1\n") != NULL);
	T_OK(strstr(text, "group_reporting\n") != NULL);
	free(text);
	/* --keep: no unlink */
	t.keep = 1;
	T_INT(bench_fio_jobfile(j, 2, &t, file, &text), 0);
	T_OK(text && !strstr(text, "unlink"));
	free(text);
}

/* fio --client JSON of two servers on one address and the sum. */
static const char client_json[] =
    "<vm> job: (g=0): rw=randread\n"
    "{\n  \"fio version\" : \"fio-3.33\",\n  \"client_stats\" : [\n"
    "    {\"jobname\" : \"a\", \"hostname\" : \"127.0.0.1\", "
    "\"port\" : 9002},\n"
    "    {\"jobname\" : \"a\", \"hostname\" : \"127.0.0.1\", "
    "\"port\" : 9001},\n"
    "    {\"jobname\" : \"All clients\", \"hostname\" : \"127.0.0.1\", "
    "\"port\" : 9001},\n"
    "    {\"jobname\" : \"b\", \"hostname\" : \"127.0.0.1\", "
    "\"port\" : 9002}\n  ]\n}\n";

T_TEST(t_fleet_client_order)
{
	struct bench_fio_fleet f = BENCH_FIO_FLEET_INIT;
	long order[8];
	size_t n = 0;

	T_INT(bench_fio_hosts_add(&f, "127.0.0.1:9001,127.0.0.1:9002,"
				      "127.0.0.1:9003"),
	      0);
	T_INT(bench_fio_client_order(&f, client_json, strlen(client_json),
				     order, 8, &n),
	      0);
	T_REQUIRE(n == 3);
	T_INT(order[0], 1); /* port 9002 first, as fio listed it */
	T_INT(order[1], 0);
	T_INT(order[2], -1); /* the sum */
	T_INT(bench_fio_client_order(&f, "no json", 7, order, 8, &n), -EINVAL);
	bench_fio_fleet_release(&f);
}

/* What is refused happens before fio runs: no servers needed. */
T_TEST(t_fleet_refusals)
{
	fleet_files("refuse");
	/* a path of the user's on remote hosts */
	T_INT(iodb("run --engine fio --client 192.0.2.1 --rw write --size 1m "
		   "--filename /dev/sdb"),
	      1);
	{
		char *e = t_read_file(err_path, NULL);

		T_OK(e && strstr(e, "refusing to send a job that writes to "
				    "a path iodb does not create"));
		free(e);
	}
	/* a relative directory; a host named twice; no host */
	T_INT(iodb("run --engine fio --client 192.0.2.1 --size 1m rel/dir"), 1);
	T_INT(iodb("run --engine fio --client a,a --size 1m /tmp"), 2);
	T_INT(iodb("run --engine fio --size 1m /tmp"), 2);
	T_INT(iodb("run --engine nope --client a /tmp"), 2);
	/* a local directory that does not exist is looked at first */
	T_INT(iodb("run --engine fio --client 127.0.0.1:1 --size 1m "
		   "/nonexistent-iodb-dir"),
	      1);
	T_INT(q_int("SELECT count(*) FROM runs"), 0);
	fleet_clean();
}

/* ---- real servers ----------------------------------------------------- */

#define N_SERVERS 3

static struct server srv[N_SERVERS];

static void servers_up(void)
{
	if (!have_fio())
		t_skip_now("fio is not installed (apt-get install fio)");
	for (int i = 0; i < N_SERVERS; i++) {
		srv[i].pid = -1;
		if (server_start(&srv[i])) {
			for (int k = 0; k < i; k++)
				server_stop(&srv[k]);
			t_skip_now("fio --server did not start on a "
				   "localhost port");
		}
	}
}

static void servers_down(void)
{
	for (int i = 0; i < N_SERVERS; i++)
		server_stop(&srv[i]);
}

T_TEST(t_fleet_three_hosts)
{
	char args[1024], hosts[128], sql[256];
	char *e;
	FILE *fp;

	servers_up();
	fleet_files("three");
	/* two hosts on the command line, the third from a file */
	snprintf(hosts, sizeof(hosts), "%s.hosts", dir);
	fp = fopen(hosts, "w");
	T_REQUIRE(fp != NULL);
	fprintf(fp, "# third\n127.0.0.1:%d\n", srv[2].port);
	fclose(fp);
	snprintf(args, sizeof(args),
		 "run --engine fio --client 127.0.0.1:%d,127.0.0.1:%d "
		 "--client %s --rw randread --bs 4k --size 1m --runtime 300ms "
		 "--time_based --direct 0 --label rack1 %s",
		 srv[0].port, srv[1].port, hosts, dir);
	T_INT(iodb(args), 0);
	unlink(hosts);
	servers_down();
	e = t_read_file(err_path, NULL);
	for (int i = 0; e && i < N_SERVERS; i++) {
		char want[64];

		snprintf(want, sizeof(want), "127.0.0.1:%d: stored run",
			 srv[i].port);
		T_OK(strstr(e, want) != NULL);
	}
	free(e);
	/* a run per host and fio's sum, each with its one result */
	T_INT(q_int("SELECT count(*) FROM runs"), 4);
	T_INT(q_int("SELECT count(*) FROM results"), 4);
	for (int i = 0; i < N_SERVERS; i++) {
		snprintf(sql, sizeof(sql),
			 "SELECT count(*) FROM results_flat WHERE host = "
			 "'127.0.0.1:%d' AND op = 'read' AND pattern = 'rand' "
			 "AND bs = 4096 AND iops > 0 AND test = 'RND4K Q1T1' "
			 "AND label = 'rack1' AND format = 'fio-json'",
			 srv[i].port);
		T_INT(q_int(sql), 1);
	}
	T_INT(q_int("SELECT count(*) FROM results_flat WHERE host IS NULL "
		    "AND job = 'All clients'"),
	      1);
	T_INT(q_int("SELECT count(*) FROM run_tags WHERE key = 'fio' AND "
		    "value = 'all clients'"),
	      1);
	/* one fleet id on every run; a UUID each; this machine described */
	T_INT(q_int("SELECT count(DISTINCT value) FROM run_tags WHERE key = "
		    "'fleet'"),
	      1);
	T_INT(q_int("SELECT count(DISTINCT uuid) FROM runs WHERE "
		    "length(uuid) = 36"),
	      4);
	T_INT(q_int("SELECT count(*) FROM hosts WHERE system_json LIKE "
		    "'%kernel%'"),
	      3);
	/* the file iodb's job created is gone */
	T_INT(dir_entries(dir), 0);
	/* the fleet's database merged into another twice: stored once */
	{
		char fleet_db[sizeof(db)], merge[256], p[200];

		memcpy(fleet_db, db, sizeof(db));
		snprintf(db, sizeof(db), "%s-merged.db", dir);
		snprintf(merge, sizeof(merge), "merge %s", fleet_db);
		T_INT(iodb(merge), 0);
		T_INT(iodb(merge), 0);
		T_INT(q_int("SELECT count(*) FROM runs"), 4);
		T_INT(q_int("SELECT count(*) FROM results"), 4);
		T_INT(q_int("SELECT count(*) FROM runs WHERE origin IS NOT "
			    "NULL AND uuid IS NOT NULL"),
		      4);
		T_INT(q_int("SELECT count(*) FROM run_tags WHERE key = 'fio'"),
		      1);
		unlink(db);
		snprintf(p, sizeof(p), "%s-wal", db);
		unlink(p);
		snprintf(p, sizeof(p), "%s-shm", db);
		unlink(p);
		memcpy(db, fleet_db, sizeof(db));
	}
	fleet_clean();
}

T_TEST(t_fleet_server_killed)
{
	char args[1024], want[64];
	pid_t pid;
	int st = -1, busy = 0;
	char *e;

	servers_up();
	fleet_files("killed");
	snprintf(args, sizeof(args),
		 "run --engine fio --client 127.0.0.1:%d,127.0.0.1:%d,"
		 "127.0.0.1:%d --rw randread --bs 4k --size 1m --runtime 2 "
		 "--time_based --direct 0 %s",
		 srv[0].port, srv[1].port, srv[2].port, dir);
	pid = fork();
	T_REQUIRE(pid >= 0);
	if (!pid)
		_exit(iodb(args));
	/* once the third server runs its job, kill it with its job */
	for (int i = 0; i < 1000 && !busy; i++) {
		busy = server_busy(&srv[2]);
		if (!busy)
			sleep_ms(5);
	}
	T_OK(busy);
	server_stop(&srv[2]);
	while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	servers_down();
	T_INT(WIFEXITED(st) ? WEXITSTATUS(st) : -1, 1);
	e = t_read_file(err_path, NULL);
	T_REQUIRE(e != NULL);
	snprintf(want, sizeof(want), "127.0.0.1:%d: failed", srv[2].port);
	T_OK(strstr(e, want) != NULL);
	for (int i = 0; i < 2; i++) {
		snprintf(want, sizeof(want), "127.0.0.1:%d: stored run",
			 srv[i].port);
		T_OK(strstr(e, want) != NULL);
	}
	free(e);
	/* the two that finished are stored, the killed one is not */
	T_INT(q_int("SELECT count(DISTINCT host) FROM results_flat WHERE "
		    "host IS NOT NULL AND iops > 0"),
	      2);
	{
		char sql[160];

		snprintf(sql, sizeof(sql),
			 "SELECT count(*) FROM hosts WHERE name = "
			 "'127.0.0.1:%d'",
			 srv[2].port);
		T_INT(q_int(sql), 0);
	}
	fleet_clean();
}
