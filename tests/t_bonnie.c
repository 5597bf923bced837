/*
 * bonnie++'s report table (ingest/bonnie.c): the layouts of 1.0x, 1.9x
 * and 2.0x, its units, its "+++++" cells and latencies, and what is not
 * bonnie++'s (the original Bonnie, a table without its header).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ingest/ingest.h"
#include "tests/collect.h"
#include "tests/t.h"

/* 1.96: "Concurrency" over the tests, a Latency line under the row. */
T_TEST(t_bonnie_196_latency)
{
	static const char text[] =
	    "Version  1.96       ------Sequential Output------ --Sequential "
	    "Input- --Random-\n"
	    "Concurrency   1     -Per Chr- --Block-- -Rewrite- -Per Chr- "
	    "--Block-- --Seeks--\n"
	    "Machine        Size K/sec %CP K/sec %CP K/sec %CP K/sec %CP K/sec "
	    "%CP  /sec %CP\n"
	    "vault07          8G   733  95 301442  37 140118  19  2051  96 "
	    "512230  28  1187  41\n"
	    "Latency             12507us    1902ms    1277ms   20316us     "
	    "118ms   70203us\n"
	    "Version  1.96       ------Sequential Create------ --------Random "
	    "Create--------\n"
	    "vault07             -Create-- --Read--- -Delete-- -Create-- "
	    "--Read--- -Delete--\n"
	    "              files  /sec %CP  /sec %CP  /sec %CP  /sec %CP  /sec "
	    "%CP  /sec %CP\n"
	    "                 16 18311  50 +++++ +++ 25170  58 19904  51 +++++ "
	    "+++ 24112  57\n"
	    "Latency               470us     610us     880us     301us      "
	    "31us     655us\n";
	struct t_collect c;
	const struct iodb_result *r;

	T_INT(t_collect_buf(&c, NULL, "b.txt", text, sizeof(text) - 1, 1), 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 6);
	T_REQUIRE(c.n_runs == 1);
	T_STR(c.runs[0].format, "bonnie");
	T_STR(c.runs[0].tool, "bonnie++");
	T_STR(c.runs[0].tool_version, "1.96");
	T_STR(c.runs[0].label, "vault07");
	r = t_find(&c, IODB_OP_WRITE, "Sequential Output Block", NULL);
	T_REQUIRE(r != NULL);
	T_DBL(r->bw_bytes, 301442.0 * 1024);
	T_DBL(r->lat.max, 1902e6);
	T_INT(r->cond.pattern, IODB_PATTERN_SEQ);
	T_INT(r->line_from, 4);
	T_INT(r->line_to, 5);
	r = t_find(&c, IODB_OP_UNKNOWN, "Random Seeks", NULL);
	T_REQUIRE(r != NULL);
	T_DBL(r->iops, 1187);
	T_OK(isnan(r->bw_bytes));
	T_DBL(r->lat.max, 70203e3);
	T_INT(r->cond.pattern, IODB_PATTERN_RAND);
	t_collect_free(&c);
}

/* A mail client's 72-column wrap: each header line, the row and its Latency
 * line come in two, the rest at column 0; joined back (next_line()). */
T_TEST(t_bonnie_mail_wrapped_latency)
{
	static const char text[] =
	    "Version  1.96       ------Sequential Output------ --Sequential "
	    "Input-\n"
	    "--Random-\n"
	    "Concurrency   1     -Per Chr- --Block-- -Rewrite- -Per Chr- "
	    "--Block--\n"
	    "--Seeks--\n"
	    "Machine        Size K/sec %CP K/sec %CP K/sec %CP K/sec %CP K/sec "
	    "%CP\n"
	    "/sec %CP\n"
	    "larch            4G   610  94 120455  31 58110  17  1984  95 "
	    "201377  22\n"
	    "733.1  38\n"
	    "Latency             11805us    1744ms    1309ms   19012us     "
	    "121ms\n"
	    "66120us\n"
	    "\n"
	    "Seeks went up by a third.\n";
	struct t_collect c;
	const struct iodb_result *r;

	T_INT(t_collect_buf(&c, NULL, "b.txt", text, sizeof(text) - 1, 1), 0);
	T_INT(c.n_runs, 1);
	T_INT(c.n_res, 6);
	T_REQUIRE(c.n_runs == 1);
	T_STR(c.runs[0].format, "bonnie");
	T_STR(c.runs[0].tool_version, "1.96");
	T_STR(c.runs[0].label, "larch");
	r = t_find(&c, IODB_OP_WRITE, "Sequential Output Block", NULL);
	T_REQUIRE(r != NULL);
	T_DBL(r->bw_bytes, 120455.0 * 1024);
	T_DBL(r->lat.max, 1744e6);
	T_INT(r->line_from, 7);
	T_INT(r->line_to, 10);
	r = t_find(&c, IODB_OP_UNKNOWN, "Random Seeks", NULL);
	T_REQUIRE(r != NULL);
	T_DBL(r->iops, 733.1);
	T_DBL(r->lat.max, 66120e3);
	t_collect_free(&c);
}

/* 2.0x: rates with their unit; a "+++++" test keeps its latency. */
T_TEST(t_bonnie_200_units)
{
	static const char text[] =
	    "Version 2.00a       ------Sequential Output------ --Sequential "
	    "Input- --Random-\n"
	    "                    -Per Chr- --Block-- -Rewrite- -Per Chr- "
	    "--Block-- --Seeks--\n"
	    "Name:Size etc        /sec %CP  /sec %CP  /sec %CP  /sec %CP  /sec "
	    "%CP  /sec %CP\n"
	    "pluto        6001M  402k  99  1.1g  90  120m  15 1302k  99  2.2g  "
	    "94 +++++ +++\n"
	    "Latency             30112us   21006us    2051ms   22017us   "
	    "60150us   25001us\n";
	struct t_collect c;
	const struct iodb_result *r;

	T_INT(t_collect_buf(&c, "bonnie", "b.txt", text, sizeof(text) - 1, 1),
	      0);
	T_INT(c.n_res, 6);
	r = t_find(&c, IODB_OP_WRITE, "Sequential Output Per Chr", NULL);
	T_REQUIRE(r != NULL);
	T_DBL(r->bw_bytes, 402.0 * 1024);
	r = t_find(&c, IODB_OP_UNKNOWN, "Sequential Output Rewrite", NULL);
	T_REQUIRE(r != NULL);
	T_DBL(r->bw_bytes, 120.0 * 1048576);
	r = t_find(&c, IODB_OP_READ, "Sequential Input Block", NULL);
	T_REQUIRE(r != NULL);
	T_DBL(r->bw_bytes, 2.2 * 1073741824);
	r = t_find(&c, IODB_OP_UNKNOWN, "Random Seeks", NULL);
	T_REQUIRE(r != NULL);
	T_OK(isnan(r->iops));
	T_DBL(r->lat.max, 25001e3);
	t_collect_free(&c);
}

/*
 * The header known by its banner, not by "Version": an unconfigured
 * build's "Version @version@" names no version, a kernel's "2.4.27" as a
 * hand-made table's title is none either; the size column headed "Size"
 * alone (no "Machine").
 */
T_TEST(t_bonnie_header_variants)
{
	static const char unset[] =
	    "Version  @version@      ------Sequential Output------ "
	    "--Sequential Input- --Random-\n"
	    "                    -Per Chr- --Block-- -Rewrite- -Per Chr- "
	    "--Block-- --Seeks--\n"
	    "               Size K/sec %CP K/sec %CP K/sec %CP K/sec %CP K/sec "
	    "%CP  /sec %CP\n"
	    "kiln          1500M  6120  71  9022   6  4102   4  6633  80 11841 "
	    " "
	    " 5  61.2   0\n";
	static const char kernel[] =
	    "2.4.27     ------Sequential Output------ --Sequential Input- "
	    "--Random-\n"
	    "           -Per Chr- --Block-- -Rewrite- -Per Chr- --Block-- "
	    "--Seeks--\n"
	    "Machine    Size K/sec %CP K/sec %CP K/sec %CP K/sec %CP K/sec %CP "
	    "/sec %CP\n"
	    "loop (aes) 512M  3301  60  4410   9  2215   5  3922  71  5120   4 "
	    "40.8   1\n";
	struct t_collect c;
	const struct iodb_result *r;

	T_INT(t_collect_buf(&c, "bonnie", "b.txt", unset, sizeof(unset) - 1, 1),
	      0);
	T_INT(c.n_res, 6);
	T_REQUIRE(c.n_runs == 1);
	T_OK(c.runs[0].tool_version == NULL);
	T_STR(c.runs[0].label, "kiln");
	r = t_find(&c, IODB_OP_READ, "Sequential Input Block", NULL);
	T_REQUIRE(r != NULL);
	T_DBL(r->bw_bytes, 11841.0 * 1024);
	t_collect_free(&c);
	T_INT(
	    t_collect_buf(&c, "bonnie", "b.txt", kernel, sizeof(kernel) - 1, 1),
	    0);
	T_INT(c.n_res, 6);
	T_REQUIRE(c.n_runs == 1);
	T_OK(c.runs[0].tool_version == NULL);
	T_STR(c.runs[0].label, "loop (aes)");
	t_collect_free(&c);
}

/* bonnie++ 1.03's header, its three lines. */
#define H103                                                                   \
	"Version  1.03       ------Sequential Output------ --Sequential "      \
	"Input- --Random-\n"                                                   \
	"                    -Per Chr- --Block-- -Rewrite- -Per Chr- "         \
	"--Block-- --Seeks--\n"                                                \
	"Machine        Size K/sec %CP K/sec %CP K/sec %CP K/sec %CP K/sec "   \
	"%CP  /sec %CP\n"

/*
 * What stays unread: a row of five tests (no test bonnie++ skips alone
 * but the two per-char ones, -f: the cells cannot be placed), a unit
 * where the header says K/sec, a latency line short of its row's cells
 * (its row is kept).
 */
T_TEST(t_bonnie_refused_cells)
{
	static const char text[] = H103
	    "quick           1G   702  97 40127  31 15522   9           61804  "
	    "14 212.7   1\n";
	static const char units[] = H103
	    "mixed           1G  402k  99  1.1g  90  120m  15 1302k  99  2.2g  "
	    "94 212.7   1\n";
	static const char lat[] =
	    "Version  1.97       ------Sequential Output------ --Sequential "
	    "Input- --Random-\n"
	    "Concurrency   1     -Per Chr- --Block-- -Rewrite- -Per Chr- "
	    "--Block-- --Seeks--\n"
	    "Machine        Size K/sec %CP K/sec %CP K/sec %CP K/sec %CP K/sec "
	    "%CP  /sec %CP\n"
	    "short            4G   733  95 301442  37 140118  19  2051  96 "
	    "512230  28  1187  41\n"
	    "Latency             12507us    1902ms    1277ms   20316us\n";
	struct t_collect c;
	char msg[512];
	const struct iodb_result *r;

	T_OK(t_collect_buf(&c, "bonnie", "b.txt", text, sizeof(text) - 1, 1) <
	     0);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
	T_OK(t_collect_buf(&c, "bonnie", "b.txt", units, sizeof(units) - 1, 1) <
	     0);
	T_INT(c.n_res, 0);
	t_collect_free(&c);
	T_INT(t_collect_msg(&c, "bonnie", "b.txt", lat, sizeof(lat) - 1, msg,
			    sizeof(msg)),
	      0);
	T_INT(c.n_res, 6);
	T_INT(c.warnings, 1);
	T_OK(strstr(msg, "b.txt:5:") != NULL);
	r = t_find(&c, IODB_OP_WRITE, "Sequential Output Block", NULL);
	T_REQUIRE(r != NULL);
	T_OK(isnan(r->lat.max));
	t_collect_free(&c);
}

/*
 * Only bonnie++'s own header triggers: the original Bonnie's (MB column,
 * %CPU), a row with its header cut off, other tools' outputs.
 */
T_TEST(t_bonnie_probe_guard)
{
	static const char bonnie[] =
	    "              -------Sequential Output-------- ---Sequential "
	    "Input-- --Random--\n"
	    "              -Per Char- --Block--- -Rewrite-- -Per Char- "
	    "--Block--- --Seeks---\n"
	    "Machine    MB K/sec %CPU K/sec %CPU K/sec %CPU K/sec %CPU K/sec "
	    "%CPU  /sec %CPU\n"
	    "          512  8101 97.0 14022 14.1  6003 10.2  5801 77.5 21104 "
	    "23.0 101.2  2.1\n";
	static const char headless[] =
	    "     -Per Chr- --Block-- -Rewrite- -Per Chr- --Block-- "
	    "--Seeks--\n"
	    "Size K/sec %CP K/sec %CP K/sec %CP K/sec %CP K/sec %CP /sec %CP\n"
	    "  4G 81022  99 301455  95 180337  22 99102  97 401220 21 +++++ "
	    "+++\n";
	const struct ingest_format *f = ingest_find("bonnie");

	T_REQUIRE(f != NULL);
	T_INT(f->probe(bonnie, sizeof(bonnie) - 1), 0);
	T_INT(f->probe(headless, sizeof(headless) - 1), 0);
	t_probe_refuses_corpus("bonnie", "bonnie", 29);
}
