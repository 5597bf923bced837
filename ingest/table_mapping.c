/*
 * Which cell is which system, test and metric: see table_mapping.h.  The
 * decisions (which column names a system, how units in headers and cells
 * combine) are written down in docs/documents.md.
 */
#include "ingest/table_mapping.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest/fio_options.h"
#include "ingest/formats.h"
#include "ingest/doc_prose.h"
#include "ingest/lines.h"
#include "ingest/table_conditions.h"
#include "ingest/table_device.h"
#include "ingest/table_shape.h"
#include "ingest/table_value.h"
#include "util/alloc.h"

static void bare_text(const char *s, char *out, size_t n);
static int device_index_column(const struct table_mapping *m, size_t c);

void table_why(struct table_mapping *m, const char *fmt, const char *arg)
{
	m->skipped++;
	if (m->why[0])
		return;
	snprintf(m->why, sizeof(m->why), fmt, arg);
	m->why_line = table_cell_line(m->t, m->at_r, m->at_c);
	m->why_col = table_cell_col(m->t, m->at_r, m->at_c);
}

/* run_header() of a header with no date after the run */
static int run_header_words(const char *s)
{
	static const char *const pre[] = {
	    "run ",    "run",	  "trial ",	"pass ",      "attempt ",
	    "test ",   "#",	  "lauf ",	"durchlauf ", "essai ",
	    "prueba ", "ensaio ", "tentativa ", "прогон ",    "запуск ",
	    "第",      "試行",	  "测试",	NULL,
	};
	static const char *const post[] = {
	    "회",     "회차",	     "번째",   "回",	 "回目",
	    "次",     "st",	     "nd",     "rd",	 "th",
	    "st run", "nd run",	     "rd run", "th run", ". lauf",
	    ". run",  ". durchlauf", "차",     NULL,
	};
	const char *p = s, *d;

	while (*p == ' ')
		p++;
	for (size_t i = 0; pre[i]; i++) {
		size_t n = strlen(pre[i]);

		if (!strncasecmp(p, pre[i], n) && p[n] >= '0' && p[n] <= '9') {
			p += n;
			break;
		}
	}
	d = p;
	while (*p >= '0' && *p <= '9')
		p++;
	if (p == d || p - d > 3)
		return 0;
	if (!*p)
		return d != s; /* a bare number is no run */
	for (size_t i = 0; post[i]; i++)
		if (!strcasecmp(p, post[i]))
			return 1;
	return 0;
}

/*
 * Whether a column header names one run of several: "Run 1", "#2",
 * "1회", "2회차", "1回目", "第3次", "Lauf 1", "Trial 2": the runs of one
 * system are its results, not systems of their own.  The date the run
 * was made on may follow, a second line of the cell ("Attempt
 * 1<br><small>2026-02-13</small>" reads "Attempt 1 2026-02-13"), in
 * brackets or not: still a run.
 */
static int run_header(const char *s)
{
	char buf[64];
	const char *sp = strrchr(s, ' ');
	size_t k, d;

	if (run_header_words(s))
		return 1;
	if (!sp || (k = (size_t)(sp - s)) >= sizeof(buf))
		return 0;
	sp++;
	d = table_date_len(sp + (*sp == '('));
	if (!d || (*sp == '(' ? strcmp(sp + 1 + d, ")") : sp[d] != '\0'))
		return 0;
	while (k && s[k - 1] == ' ')
		k--;
	memcpy(buf, s, k);
	buf[k] = '\0';
	return run_header_words(buf);
}

int table_word_in(const char *s, const char *w, size_t n)
{
	for (const char *p = s; *p; p++)
		if (!strncasecmp(p, w, n) &&
		    (p == s || !isalnum((unsigned char)p[-1])) &&
		    !isalnum((unsigned char)p[n]))
			return 1;
	return 0;
}

/* Whether word w (ASCII, lowercase) stands alone in s, case-blind. */
static int has_ascii_word(const char *s, const char *w)
{
	return table_word_in(s, w, strlen(w));
}

/* Whether s holds one of words (non-ASCII ones anywhere, ASCII whole). */
static int has_any(const char *s, const char *const *words)
{
	for (size_t i = 0; words[i]; i++) {
		if ((unsigned char)words[i][0] >= 0x80
			? strstr(s, words[i]) != NULL
			: has_ascii_word(s, words[i]))
			return 1;
	}
	return 0;
}

/* words naming a maximum, and the other statistics beside it */
static const char *const limit_words[] = {
    "max",
    "maximum",
    "maximal",
    "maximale",
    "maximaler",
    "maximo",
    "m\xc3\xa1x",
    "m\xc3\xa1ximo",
    "m\xc3\xa1xima",
    "h\xc3\xb6"
    "chst",
    "\xd0\xbc\xd0\xb0\xd0\xba\xd1\x81", /* макс */
    "\xd0\x9c\xd0\xb0\xd0\xba\xd1\x81", /* Макс */
    "\xe6\x9c\x80\xe5\xa4\xa7",		/* 最大 */
    "\xec\xb5\x9c\xeb\x8c\x80",		/* 최대 */
    NULL,
};
static const char *const stat_words[] = {
    "min",
    "minimum",
    "avg",
    "average",
    "mean",
    "median",
    "moyenne",
    "mittel",
    "durchschnitt",
    "media",
    "promedio",
    "m\xc3\xa9"
    "dia",
    "\xe5\xb9\xb3\xe5\x9d\x87", /* 平均 */
    "\xed\x8f\x89\xea\xb7\xa0", /* 평균 */
    NULL,
};

/*
 * Whether the name s states the load a figure was measured under
 * ("最大 IOPS (depth=256, jobs=8)", "Max IOPS @ QD256"): a maximum a run
 * reached under that load, not a limit someone states.
 */
static int load_stated(const char *s)
{
	struct testname tn;

	testname_init(&tn);
	testname_parse(s, strlen(s), 0, &tn);
	return tn.cond.iodepth > 0 || tn.cond.numjobs > 0;
}

/*
 * Whether row name rowtest names the most a run reached under the load
 * it states ("最大 IOPS (depth=256, jobs=8)"), in a table that names no
 * other statistic (min, average, a percentile): the figure is that run's
 * result, not one statistic of many samples.
 */
static int measured_max(const struct table_mapping *m, const char *rowtest)
{
	if (!has_any(rowtest, limit_words) || has_any(rowtest, stat_words) ||
	    table_percentile(rowtest) || !load_stated(rowtest))
		return 0;
	for (size_t c = 0; c < m->t->cols; c++)
		if (m->head[c] && has_any(m->head[c], stat_words))
			return 0;
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++)
		for (size_t c = 0; c < m->t->cols; c++)
			if (m->role[c] != TABLE_ROLE_VALUE &&
			    (has_any(table_cell(m->t, r, c), stat_words) ||
			     table_percentile(table_cell(m->t, r, c))))
				return 0;
	return 1;
}

/* Whether s names a sync call ("fsync 延迟", "fdatasync latency"). */
static int sync_call(const char *s)
{
	return strcasestr(s, "fsync") || strcasestr(s, "fdatasync") ||
	       strcasestr(s, "sync latency");
}

/*
 * Whether a bare count a second ("1430/s", "197.2/sec") under test
 * conditions c (row rowtest, header head) counts I/O operations: the
 * test reads or writes, randomly or in blocks of a stated size
 * ("lettura casuale 4 KiB", "Leitura aleatória (blocos de 1,5 MB)"), or
 * it counts seeks (bonnie++'s "Random Seeks", "ランダムシーク": random
 * reads with some writes back).  Not files, commits, transactions or
 * queries a second.
 */
static int io_count(const struct testname *c, const char *rowtest,
		    const char *head)
{
	static const char *const seek[] = {
	    "seek",
	    "seeks",
	    "\xe3\x82\xb7\xe3\x83\xbc\xe3\x82\xaf", /* シーク */
	    "\xe5\xaf\xbb\xe9\x81\x93",		    /* 寻道 */
	    NULL,
	};
	static const char *const other[] = {
	    "file",
	    "files",
	    "create",
	    "delete",
	    "stat",
	    "commit",
	    "commits",
	    "transaction",
	    "transactions",
	    "query",
	    "queries",
	    "tps",
	    "qps",
	    "\xe3\x83\x95\xe3\x82\xa1\xe3\x82\xa4\xe3\x83\xab", /* ファイル */
	    "\xe6\x96\x87\xe4\xbb\xb6",				/* 文件 */
	    "\xe6\x8f\x90\xe4\xba\xa4",				/* 提交 */
	    "\xe4\xba\x8b\xe5\x8a\xa1",				/* 事务 */
	    NULL,
	};

	if (has_any(rowtest, other) || has_any(head, other))
		return 0;
	if (has_any(rowtest, seek) || has_any(head, seek))
		return 1;
	return c->n_ops == 1 &&
	       (c->cond.pattern == IODB_PATTERN_RAND || c->cond.bs > 0);
}

/*
 * Whether s names a queue (its depth) in a language the shared vocabulary
 * does not know: "Cola (-o)", "File d'attente", "Warteschlange", "Fila",
 * "Coda", "Kolejka", "Очередь", "큐", "キュー", "队列".
 */
static int queue_word(const char *s)
{
	static const char *const words[] = {
	    "cola",
	    "colas",
	    "file d'attente",
	    "warteschlange",
	    "fila",
	    "coda",
	    "kolejka",
	    "очередь",
	    "Очередь",
	    "глубина",
	    "Глубина",
	    "큐",
	    "キュー",
	    "队列",
	    "隊列",
	    "queue",
	    "profundidad",
	    "profondeur",
	    NULL,
	};

	/* "IO深度", "I/O 深度": the I/O depth ("深度" alone may be a
	 * depth of anything, "深度测试" an in-depth test) */
	if (strstr(s, "深度") &&
	    (has_ascii_word(s, "io") || has_ascii_word(s, "i/o")))
		return 1;
	return has_any(s, words);
}

/*
 * The word of header h that names a program's or a processor's benchmark
 * ("Cycles/MB", "Whole-run TPS", "Events/sec", "Iteration Count", "ns/op",
 * "lps", "MWIPS"), or NULL.  Storage tables count bytes, operations and
 * their times, never cycles, transactions or iterations.
 */
static const char *program_header(const char *h)
{
	static const char *const words[] = {
	    "cycles",	   "cycles/mb",
	    "cycles/byte", "tps",
	    "qps",	   "events/sec",
	    "events/s",	   "iteration",
	    "iterations",  "ns/op",
	    "b/op",	   "allocs/op",
	    "lps",	   "mwips",
	    "dhrystone",   "whetstone",
	    "fps",	   "req/s",
	    "requests/s",  "transactions",
	    "트랜잭션",	   "トランザクション",
	    "事务",	   NULL,
	};

	for (size_t i = 0; words[i]; i++)
		if ((unsigned char)words[i][0] >= 0x80
			? strstr(h, words[i]) != NULL
			: has_ascii_word(h, words[i]))
			return words[i];
	return NULL;
}

/*
 * Whether s opens with a CJK word for an extreme ("最大 IOPS", "最大吞吐量",
 * "최대 처리량", "最低"): a maximum or minimum, no mean figure.
 */
static int cjk_extreme(const char *s)
{
	static const char *const words[] = {"最大", "最小", "最高", "最低",
					    "최대", "최소", "최고", NULL};

	while (*s == ' ' || *s == '*')
		s++;
	for (size_t i = 0; words[i]; i++)
		if (!strncmp(s, words[i], strlen(words[i])))
			return 1;
	return 0;
}

/*
 * Whether s, a cell with a figure, names a statistic by a word of its own
 * ("mediana 0,65 ms", "max 4.1 ms", "p99 2 ms"), or (avg, mean) only the
 * mean when mean is set.
 */
static int cell_names_statistic(const char *s, int mean)
{
	struct testname tn;

	if (!s || !strpbrk(s, "0123456789"))
		return 0;
	testname_parse(s, strlen(s), 0, &tn);
	if (mean)
		return tn.aggregate && !table_names_median(s);
	/* of a time: "max 500 MB/s" beside says nothing of a latency */
	return tn.metric == TESTNAME_LAT &&
	       (tn.stat || table_names_median(s) || table_percentile(s) > 0);
}

/*
 * Whether a time beside cell (r, c) in its row names a statistic other
 * than the mean ("| latency | median 0.65 ms, max 4.1 ms | 0.12 ms |"):
 * the row does not give means, and a bare time at (r, c) is one whose
 * statistic is not said.  Other rows are other tests: not looked at.
 */
static int sibling_statistic(const struct table_mapping *m, size_t r, size_t c)
{
	for (size_t i = 0; i < m->t->cols; i++)
		if (i != c && m->role[i] == TABLE_ROLE_VALUE &&
		    cell_names_statistic(table_cell(m->t, r, i), 0))
			return 1;
	return 0;
}

/* Whether a text cell of row r opens with a CJK extreme (cjk_extreme). */
static int row_extreme(const struct table_mapping *m, size_t r)
{
	for (size_t c = 0; c < m->t->cols; c++)
		if (m->role[c] != TABLE_ROLE_VALUE &&
		    cjk_extreme(table_cell(m->t, r, c)))
			return 1;
	return 0;
}

/*
 * Whether header h names a datasheet only through a word that merely
 * opens with "spec" ("specialized", "special", "specific"): without those
 * words it names none.
 */
static int spec_lookalike(const char *h)
{
	static const char *const keep[] = {"spec",	    "specs",
					   "specification", "specifications",
					   "specsheet",	    NULL};
	char b[512];
	struct testname tn;
	int changed = 0;
	size_t n = strlen(h);

	if (n >= sizeof(b))
		return 0;
	memcpy(b, h, n + 1);
	for (size_t i = 0; i < n; i++) {
		size_t w = 0, k;

		if (strncasecmp(b + i, "spec", 4) ||
		    (i && isalpha((unsigned char)b[i - 1])))
			continue;
		while (isalpha((unsigned char)b[i + w]))
			w++;
		for (k = 0; keep[k]; k++)
			if (strlen(keep[k]) == w &&
			    !strncasecmp(b + i, keep[k], w))
				break;
		if (keep[k])
			continue;
		memset(b + i, ' ', w);
		changed = 1;
	}
	if (!changed)
		return 0;
	testname_parse(b, strlen(b), 0, &tn);
	return !tn.datasheet;
}

/*
 * Whether header h names IOMeter's access specification ("Access
 * Specification Name", "Access Spec"): the test a row ran, its block
 * size, pattern and read share ("4k rand 7:3"), no maker's figure.
 */
static int access_spec_header(const char *h)
{
	return strcasestr(h, "access spec") != NULL;
}

/*
 * Whether the table's headers are IOMeter's results' (its CSV's column
 * names as people copy them): an access specification ("Access
 * Specification Name"), or "IOps" beside "MBps" or "MiBps".
 */
static int iometer_headers(const struct table_mapping *m, size_t cols)
{
	int iops = 0, mbps = 0;

	for (size_t c = 0; c < cols; c++) {
		const char *h = m->head[c];

		while (*h == ' ' || *h == '*')
			h++;
		if (access_spec_header(h))
			return 1;
		iops |=
		    !strncasecmp(h, "IOps", 4) && !isalnum((unsigned char)h[4]);
		mbps |= (!strncasecmp(h, "MBps", 4) &&
			 !isalnum((unsigned char)h[4])) ||
			(!strncasecmp(h, "MiBps", 5) &&
			 !isalnum((unsigned char)h[5]));
	}
	return iops && mbps;
}

/* Whether header h, its Markdown markers and blanks aside, is one of
 * words (NULL-terminated), case aside. */
static int header_is(const char *h, const char *const *words)
{
	char b[64];

	bare_text(h, b, sizeof(b));
	for (size_t i = 0; words[i]; i++)
		if (!strcasecmp(b, words[i]))
			return 1;
	return 0;
}

/*
 * Whether header h only says "value" in a language the shared vocabulary
 * does not know ("Значення", "Valeur", "Wert", "값"), or "measured value"
 * ("实测值", "Actual"): no system.
 */
static int value_word(const char *h)
{
	static const char *const words[] = {
	    "значення",
	    "Значення",
	    "значение",
	    "Значение",
	    "valeur",
	    "valeurs",
	    "wert",
	    "werte",
	    "valor",
	    "valores",
	    "valore",
	    "valori",
	    "wartość",
	    "Wartość",
	    "값",
	    "数值",
	    "數值",
	    "数値",
	    "値",
	    "值",
	    /* the measured value, beside a target: "实测值", "Actual" */
	    "实测值",
	    "實測值",
	    "实测",
	    "実測値",
	    "実測",
	    "실측값",
	    "실측",
	    "measured",
	    "actual",
	    "gemessen",
	    "ist",
	    "mesuré",
	    "medido",
	    NULL,
	};

	return header_is(h, words);
}

/*
 * Whether header h has "block" naming a size: alone or before a unit, a
 * bracket or "size" ("Block", "Block (KiB)", "Block / QD", "Block size"),
 * not as part of a name ("Block volume", "Block storage": a kind of
 * system, whose column holds figures).
 */
static int block_names_size(const char *h)
{
	static const char *const size[] = {
	    "size", "sizes", "b", "byte", "bytes", "k",	 "kb",
	    "kib",  "kbyte", "m", "mb",	  "mib",   NULL,
	};

	for (const char *p = h; *p; p++) {
		const char *q = p + 5;
		char w[8];
		size_t n = 0;

		if (strncasecmp(p, "block", 5) ||
		    (p > h && isalnum((unsigned char)p[-1])) ||
		    isalnum((unsigned char)*q))
			continue;
		while (*q == ' ' || *q == '-' || *q == '_')
			q++;
		while (isalpha((unsigned char)q[n]) && n < sizeof(w) - 1) {
			w[n] = (char)tolower((unsigned char)q[n]);
			n++;
		}
		w[n] = '\0';
		if (!n || isalpha((unsigned char)q[n]))
			return !n;
		for (size_t i = 0; size[i]; i++)
			if (!strcmp(w, size[i]))
				return 1;
	}
	return 0;
}

/*
 * Whether header h names the size of each request in other words than
 * "block": "object size" (an object store's or a Kibana export's
 * "data.object_size": each operation moves one object), "request size",
 * "transfer size", "xfersize".  "Size" alone may be a file's or a
 * volume's: no block size.
 */
static int request_names_size(const char *h)
{
	static const char *const what[] = {
	    "object", "request", "transfer", "xfer", NULL,
	};

	for (const char *p = h; *p; p++) {
		const char *q;
		size_t i, n = 0;

		if (p > h && isalpha((unsigned char)p[-1]))
			continue;
		for (i = 0; what[i]; i++) {
			n = strlen(what[i]);
			if (!strncasecmp(p, what[i], n))
				break;
		}
		if (!what[i])
			continue;
		q = p + n;
		while (*q == ' ' || *q == '-' || *q == '_')
			q++;
		if (!strncasecmp(q, "size", 4) && !isalpha((unsigned char)q[4]))
			return 1;
	}
	return 0;
}

/* words naming a standard deviation ("지연 표준편차 (µs)", "écart-type") */
static const char *const deviation_words[] = {
    "표준편차",	  "편차",	"標準偏差",
    "标准差",	  "標準差",	"standardabweichung",
    "écart-type", "ecart-type", "écart type",
    "ecart type", "desviación", "desvio",
    "отклонение", "stddev",	"stdev",
    "std",	  "deviation",	"σ",
    NULL,
};

/*
 * What a header says that the shared test vocabulary does not: a run
 * time in words a table uses ("실행 시간 (ms)", "运行时间", "Laufzeit
 * (s)": the run's duration, not a latency, whatever its unit; "测试时长"
 * over "600s", a duration's word, where nothing names a latency), a
 * deviation ("지연 표준편차 (µs)", "écart-type": no mean), a bare
 * "Depth" beside an engine ("ioengine / Depth": the queue depth), and a
 * bare "Block" (the block size).
 */
static void header_words(const char *h, struct testname *tn)
{
	static const char *const runtime[] = {
	    "실행 시간",	 "실행시간",
	    "수행 시간",	 "수행시간",
	    "소요 시간",	 "소요시간",
	    "运行时间",		 "执行时间",
	    "運行時間",		 "執行時間",
	    "実行時間",		 "所要時間",
	    "経過時間",		 "run time",
	    "runtime",		 "elapsed",
	    "laufzeit",		 "durée",
	    "duración",		 "duração",
	    "tempo de execução", "tiempo de ejecución",
	    "время выполнения",	 NULL,
	};

	static const char *const duration[] = {
	    "时长", "時長", "持续时间", "持續時間", NULL,
	};

	if (has_any(h, runtime) && tn->metric != TESTNAME_IOPS &&
	    tn->metric != TESTNAME_BW)
		tn->metric = TESTNAME_RUNTIME;
	if (has_any(h, duration) && tn->metric == TESTNAME_NONE)
		tn->metric = TESTNAME_RUNTIME;
	if (has_any(h, deviation_words) || cjk_extreme(h))
		tn->stat = 1;
	if (!tn->value_header && value_word(h))
		tn->value_header = 1;
	if (!tn->condition && !tn->metric &&
	    (has_ascii_word(h, "depth") || queue_word(h)))
		tn->condition = 2;
	/* "Block" alone over "4k", "256k": the block size, as "Block
	 * size" is (in a heading, "block" names no size) */
	if (!tn->condition && !tn->metric && !tn->found &&
	    (block_names_size(h) || request_names_size(h)))
		tn->condition = 1;
}

/*
 * Whether s only names HD Tach's or HD Tune's random access test
 * ("Random Access", "Zufälliger Zugriff", "ランダムアクセス"): its time in
 * ms is an access time.
 */
static int random_access(const char *s)
{
	static const char *const words[] = {
	    "random access",
	    "random access time",
	    "zuf\xc3\xa4lliger zugriff",
	    "acc\xc3\xa8s al\xc3\xa9"
	    "atoire",
	    "acceso aleatorio",
	    "acesso aleat\xc3\xb3rio",
	    "\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x80\xe3\x83\xa0\xe3\x82"
	    "\xa2\xe3\x82\xaf\xe3\x82\xbb\xe3\x82\xb9", /* ランダムアクセス
							 */
	    "\xeb\x9e\x9c\xeb\x8d\xa4 "
	    "\xec\x95\xa1\xec\x84\xb8\xec\x8a\xa4", /* 랜덤 액세스 */
	    "\xe9\x9a\x8f\xe6\x9c\xba\xe8\xae\xbf\xe9\x97\xae", /* 随机访问
								 */
	    NULL,
	};

	return header_is(s, words);
}

/*
 * "R" and "W" under "1 KiB" under "Размер блока": the lowest cell of a
 * header of several rows naming a direction by its letter (a page's
 * grid has no room for words) is that direction.
 */
static void leaf_direction(const char *s, struct testname *tn)
{
	char b[16];
	enum iodb_op op = IODB_OP_UNKNOWN;

	bare_text(s, b, sizeof(b));
	if (!strcasecmp(b, "r") || !strcasecmp(b, "rd"))
		op = IODB_OP_READ;
	else if (!strcasecmp(b, "w") || !strcasecmp(b, "wr"))
		op = IODB_OP_WRITE;
	if (!op)
		return;
	tn->n_ops = 1;
	tn->ops[0] = op;
	tn->cond.op = op;
	tn->found = 1;
	tn->condition = 0; /* "Размер блока / 1 GiB / R": a figure's column */
}

/*
 * The direction a header's first word names by its letter ("R BW MB/s",
 * "W IOPS", "Rd lat ms"): a lone R/Rd or W/Wr before a metric's words;
 * IODB_OP_UNKNOWN for any other header.
 */
static enum iodb_op letter_direction(const char *h, const struct testname *tn)
{
	size_t w = strcspn(h, " ");

	if (tn->n_ops || tn->metric == TESTNAME_NONE || !h[w])
		return IODB_OP_UNKNOWN;
	if ((w == 1 && h[0] == 'R') || (w == 2 && !strncmp(h, "Rd", 2)))
		return IODB_OP_READ;
	if ((w == 1 && h[0] == 'W') || (w == 2 && !strncmp(h, "Wr", 2)))
		return IODB_OP_WRITE;
	return IODB_OP_UNKNOWN;
}

/*
 * "| Test | R BW MB/s | W BW MB/s | R IOPS | W IOPS |": columns naming
 * their direction by a letter before the metric, read as that direction
 * (as a bare "R" under a grid's header is, leaf_direction()) when the
 * table has both letters so (a lone "R BW" column may name a system R).
 */
static void letter_direction_headers(struct table_mapping *m)
{
	int seen = 0;

	for (size_t c = 0; c < m->t->cols; c++) {
		enum iodb_op op = letter_direction(m->head[c], &m->ht[c]);

		seen |= op == IODB_OP_READ ? 1 : op == IODB_OP_WRITE ? 2 : 0;
	}
	if (seen != 3)
		return;
	for (size_t c = 0; c < m->t->cols; c++) {
		enum iodb_op op = letter_direction(m->head[c], &m->ht[c]);

		if (op == IODB_OP_UNKNOWN)
			continue;
		m->ht[c].n_ops = 1;
		m->ht[c].ops[0] = op;
		m->ht[c].cond.op = op;
		m->ht[c].found = 1;
	}
}

/*
 * The side of a pair of transfer directions that header h names alone,
 * a unit in parentheses after it aside ("Tx(MB/s)", "**Rx** (MB/s)",
 * "发送(MB/s)"): 1 + 2 x the pair + the side (Tx/Rx, In/Out, 发送/接收),
 * its word into w (n bytes); 0 for any other header.
 */
static int transfer_side(const char *h, char *w, size_t n)
{
	static const char *const words[] = {
	    "tx",
	    "rx",
	    "in",
	    "out",
	    "\xe5\x8f\x91\xe9\x80\x81" /* 发送 */,
	    "\xe6\x8e\xa5\xe6\x94\xb6" /* 接收 */,
	    NULL};
	char b[64];
	size_t len;

	bare_text(h, b, sizeof(b));
	len = strcspn(b, "(\xef"); /* "(MB/s)", "（MB/s）" */
	while (len && (b[len - 1] == ' ' || b[len - 1] == '*'))
		len--;
	b[len] = '\0';
	for (size_t k = 0; words[k]; k++)
		if (strlen(words[k]) == len && !strcasecmp(b, words[k])) {
			snprintf(w, n, "%s", b);
			return (int)k + 1;
		}
	return 0;
}

/*
 * "| Test Item | Tx(MB/s) | Rx(MB/s) |": columns naming the two sides of
 * a transfer (Tx/Rx, In/Out, 发送/接收, both of a pair), which say which
 * way the bytes went but not whether the drive read or wrote them (a
 * gadget's Tx is the host's read).  Such a column names a test, no
 * system; its direction is the rw= of the fio job of the table's section
 * named as the column ("fio -name=Tx -rw=write": table_column_job_op()),
 * else unknown.  Two columns given one direction keep none.
 */
static void transfer_headers(struct table_mapping *m)
{
	int side[8] = {0}, seen = 0;
	enum iodb_op ops[8] = {0};
	enum iodb_pattern pats[8] = {0};
	char w[64];

	for (size_t c = 0; c < m->t->cols; c++) {
		int k = m->ht[c].n_ops || m->ht[c].found
			    ? 0
			    : transfer_side(m->head[c], w, sizeof(w));

		if (k && k <= 6)
			seen |= 1 << (k - 1);
	}
	for (int p = 0; p < 3; p++)
		if ((seen >> (2 * p) & 3) == 3)
			side[2 * p] = side[2 * p + 1] = 1;
	for (size_t c = 0; c < m->t->cols; c++) {
		int k = m->ht[c].n_ops || m->ht[c].found
			    ? 0
			    : transfer_side(m->head[c], w, sizeof(w));

		if (!k || !side[k - 1])
			continue;
		m->ht[c].found = 1;
		m->transfer[c] = 1;
		ops[k - 1] = table_column_job_op(m, w, &pats[k - 1]);
	}
	for (int p = 0; p < 3; p++)
		if (ops[2 * p] && ops[2 * p] == ops[2 * p + 1])
			ops[2 * p] = ops[2 * p + 1] = IODB_OP_UNKNOWN;
	for (size_t c = 0; c < m->t->cols; c++) {
		int k = m->ht[c].n_ops
			    ? 0
			    : transfer_side(m->head[c], w, sizeof(w));

		if (!k || !side[k - 1] || !ops[k - 1])
			continue;
		m->ht[c].n_ops = 1;
		m->ht[c].ops[0] = ops[k - 1];
		m->ht[c].cond.op = ops[k - 1];
		if (m->ht[c].cond.pattern == IODB_PATTERN_UNKNOWN)
			m->ht[c].cond.pattern = pats[k - 1];
	}
}

/*
 * The text a condition column's cell s says under header h into out (n
 * bytes): "QD 32"; a header and cell of as many parts between '/'
 * ("ioengine / Depth" over "libaio / 16") paired part by part, "Depth"
 * read as the queue depth ("ioengine libaio iodepth=16").
 */
static void condition_text(const char *h, const char *s, char *out, size_t n)
{
	const char *hp = h, *sp = s;
	size_t k = 0;
	int parts = 1;

	for (const char *p = h; *p; p++)
		parts += *p == '/';
	for (const char *p = s; *p; p++)
		parts -= *p == '/';
	if (parts != 1 || !strchr(h, '/')) {
		/* "| Depth |" over "32": the queue depth, as "QD" is */
		if ((has_ascii_word(h, "depth") || queue_word(h)) &&
		    !strstr(h, "iodepth") && *s >= '0' && *s <= '9' &&
		    !s[strspn(s, "0123456789")])
			snprintf(out, n, "iodepth=%s", s);
		else
			snprintf(out, n, "%s %s", h, s);
		return;
	}
	out[0] = '\0';
	while (*hp && *sp && k + 1 < n) {
		size_t hl = strcspn(hp, "/"), sl = strcspn(sp, "/");
		char part[128];

		snprintf(part, sizeof(part), "%.*s", (int)hl, hp);
		if ((has_ascii_word(part, "depth") || queue_word(part)) &&
		    !strstr(part, "iodepth"))
			k += (size_t)snprintf(out + k, n - k, "%siodepth=%.*s",
					      k ? " " : "", (int)sl, sp);
		else
			k += (size_t)snprintf(out + k, n - k, "%s%.*s %.*s",
					      k ? " " : "", (int)hl, hp,
					      (int)sl, sp);
		if (k >= n)
			k = n - 1;
		hp += hl + (hp[hl] == '/');
		sp += sl + (sp[sl] == '/');
	}
}

/* s without emphasis and blanks around it into out (n bytes). */
static void bare_text(const char *s, char *out, size_t n)
{
	size_t len;

	while (*s == ' ' || *s == '*' || *s == '_' || *s == '~')
		s++;
	len = strlen(s);
	while (len &&
	       (s[len - 1] == ' ' || s[len - 1] == '*' || s[len - 1] == '_'))
		len--;
	if (len >= n)
		len = n - 1;
	memcpy(out, s, len);
	out[len] = '\0';
}

/*
 * Cell s as a yes/no ("1", "0", "yes", "no", "true", "false", "on",
 * "off"): 1 or 0, else -1.
 */
static int direct_flag(const char *s)
{
	static const char *const yes[] = {"1", "yes", "true", "on", NULL};
	static const char *const no[] = {"0", "no", "false", "off", NULL};
	char b[16];

	bare_text(s, b, sizeof(b));
	for (size_t k = 0; yes[k]; k++)
		if (!strcasecmp(b, yes[k]))
			return 1;
	for (size_t k = 0; no[k]; k++)
		if (!strcasecmp(b, no[k]))
			return 0;
	return -1;
}

/*
 * Whether column c's header names direct I/O and nothing else
 * ("Direct", "O_DIRECT", "direct=", "`direct`") over yes/no cells
 * alone ("1", "0", "yes", "false"): each row's direct= flag.
 */
static int direct_column(const struct table_mapping *m, size_t c)
{
	char h[32];
	size_t n = 0;

	bare_text(m->head[c], h, sizeof(h));
	while (n < sizeof(h) && h[n] == '`')
		n++;
	if (strncasecmp(h + n, "direct", 6) &&
	    strncasecmp(h + n, "o_direct", 8))
		return 0;
	n += (size_t)(h[n] == 'o' || h[n] == 'O' ? 8 : 6);
	if (h[n] == '=')
		n++;
	n += strspn(h + n, "`");
	if (h[n])
		return 0;
	n = 0;
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		const char *s = table_cell(m->t, r, c);

		if (!s[0])
			continue;
		if (direct_flag(s) < 0)
			return 0;
		n++;
	}
	return n > 0;
}

static int has_word(const char *h, const char *const *words);

/*
 * Whether column c's header names a rate without its unit
 * ("Throughput", "Bandwidth", "BW"), so that its cell printed in a size
 * ("36.5MiB") is that rate without its "/s".  A bare "Read" over such a
 * cell beside MiB/s ones does not (made-table-en-row-records-size-cell-1).
 */
static int rate_column(const struct table_mapping *m, size_t c)
{
	static const char *const rate[] = {"throughput", "bandwidth", "bw",
					   NULL};

	return has_word(m->head[c], rate);
}

/*
 * Whether every figure of column c states a unit of the kind metric
 * ("270.6 (usec)", "288.84 (usec)", "1.1 ms"): a unit only a cell's
 * brackets give is the column's unit only then.  Cells that say nothing
 * ("-", "n/a") do not count; a cell of no figure, or a figure without a
 * unit or with another kind's, says no.
 */
static int column_units_agree(const struct table_mapping *m, size_t c,
			      enum testname_metric metric)
{
	struct table_cellv cv;

	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		const char *s = table_cell(m->t, r, c);

		if (table_cell_empty(s))
			continue;
		if (table_cell_values(s, &cv) || !cv.n)
			return 0;
		for (int k = 0; k < cv.n; k++)
			if (!cv.v[k].unit[0] || cv.v[k].metric != metric)
				return 0;
	}
	return 1;
}

/*
 * AS SSD Benchmark's result rows: "Seq" (sequential), "4K" (random 4 KiB,
 * one thread, QD1), "4K-64Thrd" (the same in 64 threads), "Acc.time"
 * (its access time, ms) and "Score" (points, no measurement).  Returns 1
 * with the test into *tn, 2 for the score, 0 for anything else.
 */
static int as_ssd_row(const char *s, struct testname *tn)
{
	static const char *const seq[] = {"seq", "seq.", "sequential", NULL};
	static const char *const k4[] = {"4k", "4 k", "4kb", NULL};
	static const char *const k64[] = {
	    "4k-64thrd",  "4k-64 thrd",	 "4k 64thrd",
	    "4k-64-thrd", "4k-64thread", "4k-64 threads",
	    "4k 64",	  "4k-64",	 NULL};
	static const char *const acc[] = {
	    "acc.time",	 "acc. time",	 "acc time",	 "access time",
	    "acc.-zeit", "zugriffszeit", "access times", NULL};
	static const char *const score[] = {"score", "gesamt", NULL};
	char b[64];
	size_t i;

	bare_text(s, b, sizeof(b));
	testname_init(tn);
	for (i = 0; seq[i]; i++)
		if (!strcasecmp(b, seq[i])) {
			/* a 1 GB file in 16 MB blocks, one at a time */
			tn->cond.pattern = IODB_PATTERN_SEQ;
			tn->cond.bs = 16 << 20;
			tn->cond.iodepth = 1;
			tn->cond.numjobs = 1;
			tn->found = 1;
			return 1;
		}
	for (i = 0; k4[i]; i++)
		if (!strcasecmp(b, k4[i])) {
			tn->cond.pattern = IODB_PATTERN_RAND;
			tn->cond.bs = 4096;
			tn->cond.iodepth = 1;
			tn->cond.numjobs = 1;
			tn->found = 1;
			return 1;
		}
	for (i = 0; k64[i]; i++)
		if (!strcasecmp(b, k64[i])) {
			tn->cond.pattern = IODB_PATTERN_RAND;
			tn->cond.bs = 4096;
			tn->cond.iodepth = 1;
			tn->cond.numjobs = 64;
			tn->found = 1;
			return 1;
		}
	for (i = 0; acc[i]; i++)
		if (!strcasecmp(b, acc[i])) {
			/* random reads of 4 KiB, writes of 512 B
			 * (table_map_cell), QD1 */
			tn->access = 1;
			tn->cond.pattern = IODB_PATTERN_RAND;
			tn->cond.iodepth = 1;
			tn->cond.numjobs = 1;
			tn->found = 1;
			return 1;
		}
	for (i = 0; score[i]; i++)
		if (!strcasecmp(b, score[i]))
			return 2;
	/* "Sequenzielles", "Séquentiel": the Seq test in the page's
	 * language, when the words name that pattern and nothing else */
	{
		struct testname w;

		if (testname_parse(b, strlen(b), 0, &w) &&
		    w.cond.pattern == IODB_PATTERN_SEQ && !w.n_ops &&
		    w.cond.bs < 0 && w.cond.iodepth < 0 && w.cond.numjobs < 0 &&
		    !w.metric && !w.cdm && !strchr(b, ' '))
			return as_ssd_row("seq", tn);
	}
	return 0;
}

/*
 * AS SSD's test a header or a row names beside a direction ("Seq Read",
 * "4K-64Thrd Write", "Acc.time Read", "Score Write", "4K 64 Lesen",
 * "Zugriffszeit Schreiben"): as_ssd_row() of the text without its last
 * (or first) word when that word is a direction.
 */
static int as_ssd_header(const char *h, struct testname *tn)
{
	char b[64];
	const char *sp;
	struct testname d;
	int ret = as_ssd_row(h, tn);

	if (ret)
		return ret;
	bare_text(h, b, sizeof(b));
	sp = strrchr(b, ' ');
	if (sp && testname_parse(sp + 1, strlen(sp + 1), 0, &d) &&
	    d.n_ops == 1 && !d.cond.pattern && d.cond.bs < 0) {
		b[sp - b] = '\0';
		return as_ssd_row(b, tn);
	}
	sp = strchr(b, ' ');
	if (sp && testname_parse(b, (size_t)(sp - b), 0, &d) && d.n_ops == 1 &&
	    !d.cond.pattern && d.cond.bs < 0)
		return as_ssd_row(sp + 1, tn);
	return 0;
}

/*
 * Headers naming AS SSD's tests, two at least, in a table of AS SSD
 * Benchmark ("| 型号 | Seq Read | Seq Write | 4K Read | ... | Score |"):
 * each such header takes the test's conditions; a score column is no
 * figure.
 */
static void as_ssd_headers(struct table_mapping *m)
{
	size_t n = 0;

	if (!m->tool || strcmp(m->tool, "AS SSD Benchmark"))
		return;
	for (size_t c = 0; c < m->t->cols; c++) {
		struct testname tn;

		n += as_ssd_header(m->head[c], &tn) != 0;
	}
	if (n < 2)
		return;
	m->as_ssd = 1;
	for (size_t c = 0; c < m->t->cols; c++) {
		struct testname tn;
		int k = as_ssd_header(m->head[c], &tn);

		if (k == 2) {
			m->ht[c].other = 1; /* points */
		} else if (k == 1) {
			tn.n_ops = m->ht[c].n_ops;
			memcpy(tn.ops, m->ht[c].ops, sizeof(tn.ops));
			tn.cond.op = m->ht[c].cond.op;
			m->ht[c] = tn;
		}
	}
}

/*
 * SdFat's sketches (bench, TeensySdioDemo) print "size,write,read" over
 * "bytes,KB/sec,KB/sec": "size" is the bytes of each read and write call
 * (their loop writes the file nb bytes at a time, nb from 512 up), the
 * block size.  Only under SdFat: elsewhere a "size" may be a file's.
 */
static void sdfat_size_header(struct table_mapping *m)
{
	if (!m->tool || strcmp(m->tool, "SdFat"))
		return;
	for (size_t c = 0; c < m->t->cols; c++) {
		const char *h = m->head[c];
		char *nh;

		if (strcasecmp(h, "size") && strcasecmp(h, "size bytes") &&
		    strcasecmp(h, "size (bytes)"))
			continue;
		for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
			const char *s = table_cell(m->t, r, c);

			if (s[0] && s[strspn(s, "0123456789")])
				return; /* "512" alone: bytes */
		}
		nh = strdup("block size");
		if (!nh)
			return;
		free(m->head[c]);
		m->head[c] = nh;
		testname_init(&m->ht[c]);
		testname_parse(nh, strlen(nh), 0, &m->ht[c]);
		header_words(nh, &m->ht[c]);
	}
}

/*
 * The size token in header h ("1GiB" in "dd-чтение 1GiB"): the first
 * number opening a word, an optional blank and its unit's letters, read
 * as a block size ("bs=1GiB"); its bytes (and *at, *end) or -1.
 */
static int64_t header_size_token(const char *h, size_t *at, size_t *end)
{
	for (size_t i = 0; h[i]; i++) {
		char b[48];
		struct testname tn;
		size_t j = i;

		if (!isdigit((unsigned char)h[i]) ||
		    (i && isalnum((unsigned char)h[i - 1])))
			continue;
		while (isdigit((unsigned char)h[j]) || h[j] == '.')
			j++;
		if (h[j] == ' ')
			j++;
		if (!isalpha((unsigned char)h[j]))
			return -1;
		while (isalpha((unsigned char)h[j]))
			j++;
		if (j - i + 4 > sizeof(b))
			return -1;
		snprintf(b, sizeof(b), "bs=%.*s", (int)(j - i), h + i);
		testname_init(&tn);
		testname_parse(b, strlen(b), 0, &tn);
		*at = i;
		*end = j;
		return tn.cond.bs > 0 ? tn.cond.bs : -1;
	}
	return -1;
}

/*
 * A sweep of block sizes: a column header naming one size that is not
 * read alone as a block ("dd-чтение 1GiB", "dd read 1GiB": above 64 MiB a
 * lone size may be a file's), beside two sibling columns or more whose
 * headers are the same words around a smaller size read as their block
 * ("dd-чтение 4KiB", "dd-чтение 32MiB"): that size is the column's block
 * too.  A size alone, or its siblings' sizes not blocks, stays none.
 */
static void sweep_sizes(struct table_mapping *m)
{
	for (size_t c = 0; c < m->t->cols; c++) {
		const char *h = m->head[c];
		size_t at, end, n = 0, hl;
		int64_t bs;

		if (m->ht[c].cond.bs > 0 || !h ||
		    (bs = header_size_token(h, &at, &end)) <= 0)
			continue;
		hl = strlen(h);
		for (size_t k = 0; k < m->t->cols; k++) {
			const char *o = m->head[k];
			size_t oat, oend, ol;

			if (k == c || !o || m->ht[k].cond.bs <= 0 ||
			    m->ht[k].cond.bs >= bs ||
			    header_size_token(o, &oat, &oend) !=
				m->ht[k].cond.bs ||
			    oat != at || strncmp(o, h, at))
				continue;
			ol = strlen(o);
			if (ol - oend == hl - end && !strcmp(o + oend, h + end))
				n++;
		}
		if (n >= 2)
			m->ht[c].cond.bs = bs;
	}
}

/*
 * Whether the table's tool is AS SSD Benchmark (named by the document,
 * its heading or caption) and column c names at least two of its tests
 * and at most one thing else.
 */
static int as_ssd_column(const struct table_mapping *m, size_t c)
{
	size_t n = 0, other = 0;

	if (!m->tool || strcmp(m->tool, "AS SSD Benchmark"))
		return 0;
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		const char *s = table_cell(m->t, r, c);
		struct testname tn;

		if (as_ssd_header(s, &tn))
			n++;
		else if (s[0])
			other++;
	}
	return n >= 2 && other <= 1;
}

/*
 * Whether column c is the test column of the shell fio-cdm's table
 * (buty4649/fio-cdm and its forks, after winkey.jp's CrystalDiskMark 3
 * job file):
 *	|      | Read(MB/s)|Write(MB/s)|
 *	|  Seq |   1523.250|   1410.500|
 *	|4KQD32|    410.500|    330.250|
 * the first of three columns under an empty corner, the others headed
 * "Read(MB/s)" and "Write(MB/s)", every row one of its tests "Seq",
 * "512K", "4K", "4KQD32", two at least.  Its job file runs them as
 * CrystalDiskMark 3 did: 1 MiB sequential, 512 KiB and 4 KiB random at
 * QD1 and 4 KiB random at QD32, one job each (TESTNAME_CDM's names).
 */
static int fio_cdm_shell_column(const struct table_mapping *m, size_t c)
{
	static const char *const rows[] = {"Seq", "512K", "4K", "4KQD32", NULL};
	size_t n = 0;

	if (c || m->t->cols != 3 || m->hdr != 1 || m->head[0][0] ||
	    strcmp(m->head[1], "Read(MB/s)") ||
	    strcmp(m->head[2], "Write(MB/s)"))
		return 0;
	for (size_t r = 1; r < m->t->rows; r++, n++) {
		const char *s = table_cell(m->t, r, 0);
		size_t k = 0;

		while (rows[k] && strcmp(rows[k], s))
			k++;
		if (!rows[k])
			return 0;
	}
	return n >= 2;
}

/* Whether s holds a word of CDM 7/8's test names, "SEQ" or "RND" with a
 * size glued to it ("SEQ1M", "rnd4k"). */
static int sized_cdm_name(const char *s)
{
	for (const char *p = s; *p; p++)
		if ((!strncasecmp(p, "seq", 3) || !strncasecmp(p, "rnd", 3)) &&
		    (p == s || !isalnum((unsigned char)p[-1])) &&
		    isdigit((unsigned char)p[3]))
			return 1;
	return 0;
}

/*
 * Rows naming CrystalDiskMark's tests in its GUI's words ("4K Lesen",
 * "Seq Read", "512K", "4K QD32") in a table CrystalDiskMark is named
 * near (heading, caption, section): read as its tests (a bare "4K" is
 * random in every version).  Which version decides what a name without
 * its queue ran: CDM 2 to 5 (stated, or their 512K test in a row) ran a
 * bare "Seq" and "4K" at Q1T1 (TESTNAME_CDM); otherwise (6 to 8, or not
 * said) the queue stays unknown (TESTNAME_CDM_MODERN).  Returns the
 * mode, 0 when the rows are not such.
 */
static int named_cdm_rows(const struct table_mapping *m)
{
	const struct table_context *tc = m->tc;
	const char *v = tc->tool_version;
	int n = 0, old = 0;

	if (!m->tool || strcmp(m->tool, "CrystalDiskMark") ||
	    !(m->map.tool || tc->tool_near ||
	      (m->t->caption &&
	       testname_tool(m->t->caption, strlen(m->t->caption))) ||
	      (m->heading_text &&
	       testname_tool(m->heading_text, strlen(m->heading_text)))))
		return 0;
	for (size_t c = 0; c < m->t->cols; c++) {
		if (m->role[c] != TABLE_ROLE_TEST)
			continue;
		for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
			const char *s = table_cell(m->t, r, c);
			struct testname tn;

			if (!testname_parse(s, strlen(s), TESTNAME_CDM_MODERN,
					    &tn) ||
			    !tn.cdm)
				continue;
			n++;
			old |= tn.cond.bs == 512 * 1024;
		}
	}
	if (n < 2)
		return 0;
	if (tc->tool && !strcmp(tc->tool, "CrystalDiskMark") && v &&
	    v[0] >= '2' && v[0] <= '5' && (v[1] == '.' || !v[1]))
		old = 1;
	return old ? TESTNAME_CDM : TESTNAME_CDM_MODERN;
}

/*
 * Whether a row's or column's test is named as fio-cdm (xlucn's) names
 * its tests: pattern, size, queue and threads ("SEQ1M Q8T1", "RND4K
 * Q32T16", also the same names of a shell fork, "Seq Q32T1" over 128K
 * blocks, in MB of 10^6 too).
 */
static int fio_cdm_named(const struct testname *rt, const struct testname *ht)
{
	return (rt->cond.iodepth > 0 && rt->cond.numjobs > 0) ||
	       (ht->cond.iodepth > 0 && ht->cond.numjobs > 0);
}

/*
 * Whether a cell in seconds ("1.2 s", elapsed time by its unit alone) is
 * a latency: its row or column names one in words and no unit ("P99
 * latency write", "Avg latency"), the other names no other metric (a
 * system's name, "ZFS"), and neither is an access time or a run time.
 */
static int lat_in_seconds(const struct testname *rt, const struct testname *ht)
{
	const struct testname *named = rt->metric == TESTNAME_LAT ? rt : ht,
			      *other = named == rt ? ht : rt;

	return named->metric == TESTNAME_LAT && !named->unit[0] &&
	       !named->access && !other->access &&
	       (other->metric == TESTNAME_NONE ||
		(other->metric == TESTNAME_LAT && !other->unit[0]));
}

/*
 * Whether header h is a word for what the other columns' figures make
 * together: a difference, a ratio, a comparison, the winner ("Delta",
 * "Change", "Speedup", "Winner", "compare", "vs", "차이", "差分", "提升",
 * "对比"), alone or with a percent sign or a bracket of one after it
 * ("Diff %", "compare(%)", "Gain [%]"), or a percent sign alone ("%");
 * or a header with the word "headroom" ("NVMe Headroom").
 */
static int derived_header(const char *h)
{
	static const char *const words[] = {
	    "delta",	   "diff",	 "difference", "change",    "changes",
	    "improvement", "speedup",	 "speed-up",   "gain",	    "ratio",
	    "winner",	   "verdict",	 "faster",     "better",    "\xce\x94",
	    "unterschied", "différence", "diferencia", "diferença", "차이",
	    "증감",	   "변화",	 "향상",       "비율",	    "승자",
	    "差",	   "差分",	 "差异",       "变化",	    "提升",
	    "倍率",	   "比率",	 "改善",       "勝者",	    "优胜",
	    "compare",	   "comparison", "vs",	       "vs.",	    "versus",
	    "gap",	   "%",		 "对比",       "比较",	    "比較",
	    "對比",	   "差距",	 "提升率",     "비교",	    "vergleich",
	    NULL,
	};
	char b[64];
	size_t n;

	bare_text(h, b, sizeof(b));
	n = strlen(b);
	/* "compare(%)", "Diff %", "Gain [%]": the word and its unit */
	if (n >= 4 && (!strcmp(b + n - 3, "(%)") || !strcmp(b + n - 3, "[%]")))
		n -= 3;
	else if (n >= 2 && b[n - 1] == '%')
		n--;
	while (n && b[n - 1] == ' ')
		n--;
	if (n && n < strlen(b))
		b[n] = '\0';
	/* "HDD Headroom", "Headroom (MB/s)": what is left between a
	 * capacity and a demand, a difference of other figures */
	return header_is(b, words) || has_ascii_word(b, "headroom");
}

/*
 * Whether header h names what the figures should be, not what was
 * measured: a target, an expectation, the vendor's rating ("Target",
 * "Expected", "Soll", "目标值", "期待値", "목표").
 */
static int target_header(const char *h)
{
	static const char *const words[] = {
	    "target",
	    "targets",
	    "goal",
	    "expected",
	    "expectation",
	    "soll",
	    "sollwert",
	    "objectif",
	    "attendu",
	    "objetivo",
	    "esperado",
	    "цель",
	    "целевое",
	    "ожидаемое",
	    "\xe7\x9b\xae\xe6\xa0\x87",		    /* 目标 */
	    "\xe7\x9b\xae\xe6\xa0\x87\xe5\x80\xbc", /* 目标值 */
	    "\xe9\xa2\x84\xe6\x9c\x9f",		    /* 预期 */
	    "\xe6\x9c\x9f\xe6\x9c\x9b\xe5\x80\xbc", /* 期望值 */
	    "\xe7\x9b\xae\xe6\xa8\x99",		    /* 目標 */
	    "\xe7\x9b\xae\xe6\xa8\x99\xe5\x80\xa4", /* 目標値 */
	    "\xe6\x9c\x9f\xe5\xbe\x85\xe5\x80\xa4", /* 期待値 */
	    "\xeb\xaa\xa9\xed\x91\x9c",		    /* 목표 */
	    "\xeb\xaa\xa9\xed\x91\x9c\xea\xb0\x92", /* 목표값 */
	    NULL,
	};

	return header_is(h, words);
}

static int has_term(const char *s, const char *const *words);

/*
 * Whether header h names a requirement beside the measured columns: a
 * word of a goal, a target or a service level with nothing else but a
 * direction or a metric ("Read Goal", "Target IOPS", "Write SLA (MB/s)",
 * "Ziel Lesen", "목표 IOPS"); "Target QD" names a setting of the run.
 */
static int goal_header(const char *h, const struct testname *ht)
{
	static const char *const words[] = {
	    "target",	    "targets",	"goal",	    "goals",	    "required",
	    "requirement",  "sla",	"ziel",	    "zielwert",	    "soll",
	    "sollwert",	    "objectif", "objetivo", "ç®æ ", /* 目标 */
	    "é¢æ",					    /* 预期 */
	    "ç®æ¨",					    /* 目標 */
	    "ëª©í",					    /* 목표 */
	    NULL,
	};

	static const char *const settings[] = {
	    "qd",      "iodepth", "depth", "queue", "jobs",	 "numjobs",
	    "threads", "bs",	  "block", "size",  "blocksize", NULL,
	};

	if (!h || !has_term(h, words) || has_any(h, settings))
		return 0;
	return ht->cond.bs <= 0 && ht->cond.iodepth <= 0 &&
	       ht->cond.numjobs <= 0;
}

static int has_word(const char *h, const char *const *words);

/*
 * Whether text s holds one of words: an ASCII one as a whole word
 * (has_word(): "Est. thr" holds "est"), one with other letters ("预估",
 * "geschätzt") anywhere.
 */
static int has_term(const char *s, const char *const *words)
{
	if (has_word(s, words))
		return 1;
	for (size_t i = 0; words[i]; i++)
		for (const char *w = words[i]; *w; w++)
			if ((unsigned char)*w >= 0x80) {
				if (strstr(s, words[i]))
					return 1;
				break;
			}
	return 0;
}

/*
 * Whether header h names figures of a model, not a measurement: an
 * estimate, a projection, an expectation, a theoretical or calculated
 * figure ("Est. thr (MiB/s)", "Projected IOPS", "Theoretical max",
 * "Calc. MB/s", "预估", "理論値", "予測").  "Model" counts beside other
 * words only ("Model thr"): alone it names the drives' models.
 */
static int estimate_header(const char *h)
{
	static const char *const words[] = {
	    "est",
	    "estimate",
	    "estimated",
	    "estimates",
	    "estimation",
	    "proj",
	    "projected",
	    "projection",
	    "predicted",
	    "prediction",
	    "expected",
	    "theoretical",
	    "theory",
	    "calc",
	    "calculated",
	    "computed",
	    "modelled",
	    "modeled",
	    "gesch\xc3\xa4tzt",
	    "erwartet",
	    "theoretisch",
	    "berechnet",
	    "estim\xc3\xa9",
	    "th\xc3\xa9orique",
	    "calcul\xc3\xa9",
	    "estimado",
	    "te\xc3\xb3rico",
	    "\xe9\xa2\x84\xe4\xbc\xb0",		    /* 预估 */
	    "\xe9\xa2\x84\xe6\xb5\x8b",		    /* 预测 */
	    "\xe9\xa0\x90\xe6\xb8\xac",		    /* 預測 */
	    "\xe4\xbc\xb0\xe7\xae\x97",		    /* 估算 */
	    "\xe4\xbc\xb0\xe8\xae\xa1",		    /* 估计 */
	    "\xe7\x90\x86\xe8\xae\xba",		    /* 理论 */
	    "\xe7\x90\x86\xe8\xab\x96",		    /* 理論 */
	    "\xe8\xae\xa1\xe7\xae\x97\xe5\x80\xbc", /* 计算值 */
	    "\xe8\xa8\x88\xe7\xae\x97\xe5\x80\xa4", /* 計算値 */
	    "\xe4\xba\x88\xe6\xb8\xac",		    /* 予測 */
	    "\xe6\x8e\xa8\xe5\xae\x9a",		    /* 推定 */
	    "\xec\x98\x88\xec\x83\x81",		    /* 예상 */
	    "\xec\x98\x88\xec\xb8\xa1",		    /* 예측 */
	    "\xec\xb6\x94\xec\xa0\x95",		    /* 추정 */
	    "\xec\x9d\xb4\xeb\xa1\xa0",		    /* 이론 */
	    NULL,
	};
	static const char *const model[] = {"model", NULL};
	char b[128];

	if (has_term(h, words))
		return 1;
	/* "Theorerical Write", "Theoretic max": a word opening with
	 * "theor" is theory's, however it is spelt */
	for (const char *p = h; *p; p++)
		if (!strncasecmp(p, "theor", 5) &&
		    (p == h || !isalpha((unsigned char)p[-1])))
			return 1;
	bare_text(h, b, sizeof(b));
	return has_term(b, model) && strcasecmp(b, "model");
}

/*
 * Whether header h says its figures were measured ("Actual thr (MiB/s)",
 * "Measured", "实测", "実測"): in a table of projections, the one column
 * of results.
 */
static int measured_header(const char *h)
{
	static const char *const words[] = {
	    "actual",
	    "measured",
	    "observed",
	    "real",
	    "gemessen",
	    "tats\xc3\xa4"
	    "chlich",
	    "mesur\xc3\xa9",
	    "r\xc3\xa9"
	    "el",
	    "medido",
	    "misurato",
	    "\xe5\xae\x9e\xe6\xb5\x8b", /* 实测 */
	    "\xe5\xaf\xa6\xe6\xb8\xac", /* 實測 */
	    "\xe5\xae\x9f\xe6\xb8\xac", /* 実測 */
	    "\xe5\xae\x9e\xe9\x99\x85", /* 实际 */
	    "\xe5\xae\x9f\xe9\x9a\x9b", /* 実際 */
	    "\xec\x8b\xa4\xec\xb8\xa1", /* 실측 */
	    "\xec\x8b\xa4\xec\xa0\x9c", /* 실제 */
	    NULL,
	};

	return has_term(h, words);
}

/*
 * Whether header h names a figure set beforehand, the volume's or the
 * plan's own, not a measurement: a preset, provisioned, configured,
 * allocated, guaranteed or quota figure ("Preset IOPS", "Provisioned
 * Throughput (MB/s)", "Bereitgestellte IOPS", "IOPS aprovisionados").
 */
static int preset_header(const char *h)
{
	static const char *const words[] = {
	    "preset",
	    "provisioned",
	    "configured",
	    "allocated",
	    "guaranteed",
	    "quota",
	    "bereitgestellt",
	    "bereitgestellte",
	    "provisionn\xc3\xa9",
	    "provisionn\xc3\xa9s",
	    "aprovisionado",
	    "aprovisionados",
	    "aprovisionada",
	    "aprovisionadas",
	    "provisionato",
	    "provisionati",
	    "\xe9\xa2\x84\xe8\xae\xbe", /* 预设 */
	    "\xe3\x83\x97\xe3\x83\xad\xe3\x83\x93\xe3\x82\xb8\xe3\x83\xa7"
	    "\xe3\x83\x8b\xe3\x83\xb3\xe3\x82\xb0", /* プロビジョニング */
	    NULL,
	};

	return has_term(h, words);
}

/*
 * Whether header h says its figures were measured, a test's ("Tested
 * IOPS", "Achieved MB/s") besides measured_header()'s words.
 */
static int tested_header(const char *h)
{
	static const char *const words[] = {
	    "tested",
	    "achieved",
	    "getestet",
	    "test\xc3\xa9",
	    "probado",
	    "testato",
	    "\xe6\xb5\x8b\xe8\xaf\x95", /* 测试 */
	    NULL,
	};

	return measured_header(h) || has_term(h, words);
}

/*
 * Columns of figures set beforehand beside measured ones: a column whose
 * header names a preset or provisioned figure (preset_header(): "Preset
 * IOPS", the cloud volume's provisioned limit) in a table where another
 * column of the same metric names none ("Tested IOPS", "IOPS") holds the
 * volume's specification, the datasheet figure the measured one is held
 * against, no result.  Alone (no other column of its metric beside it),
 * the header is left as it reads; one marked measured itself ("Tested at
 * provisioned IOPS") stays a result.
 */
static void preset_columns(struct table_mapping *m)
{
	for (size_t c = 0; c < m->t->cols; c++) {
		int tested = 0;

		if ((c < TABLE_MAP_COLS && m->map.role[c]) ||
		    m->ht[c].datasheet || m->ht[c].condition ||
		    m->ht[c].metric == TESTNAME_NONE ||
		    !preset_header(m->head[c]) || tested_header(m->head[c]))
			continue;
		for (size_t k = 0; k < m->t->cols && !tested; k++)
			tested = k != c && m->ht[k].metric == m->ht[c].metric &&
				 !m->ht[k].datasheet && !m->ht[k].condition &&
				 !preset_header(m->head[k]);
		if (tested)
			m->ht[c].datasheet = 1;
	}
}

/*
 * Whether heading h (a title or the caption over a table) says the table
 * holds a model's figures: projections, estimates, predictions,
 * theoretical or calculated figures ("Projections", "Estimated
 * throughput", "预估性能", "理論値").  Bare "model" is left out: "Model:
 * Samsung 980" names a drive.
 */
static int projection_heading(const char *h)
{
	static const char *const words[] = {
	    "projection",
	    "projections",
	    "projected",
	    "estimate",
	    "estimates",
	    "estimated",
	    "estimation",
	    "estimations",
	    "prediction",
	    "predictions",
	    "predicted",
	    "theoretical",
	    "calculated",
	    "modelled",
	    "modeled",
	    "\xe9\xa2\x84\xe4\xbc\xb0", /* 预估 */
	    "\xe9\xa2\x84\xe6\xb5\x8b", /* 预测 */
	    "\xe4\xbc\xb0\xe7\xae\x97", /* 估算 */
	    "\xe7\x90\x86\xe8\xae\xba", /* 理论 */
	    "\xe7\x90\x86\xe8\xab\x96", /* 理論 */
	    "\xe4\xba\x88\xe6\xb8\xac", /* 予測 */
	    "\xe6\x8e\xa8\xe5\xae\x9a", /* 推定 */
	    "\xec\x98\x88\xec\xb8\xa1", /* 예측 */
	    "\xec\xb6\x94\xec\xa0\x95", /* 추정 */
	    NULL,
	};

	return has_term(h, words);
}

/*
 * Words for a table's figures, as a heading names them ("performance",
 * "values", "results", "Werte", "résultats", "性能", "数据", "结果",
 * "결과").
 */
static const char *const figure_words[] = {
    "value",
    "values",
    "figure",
    "figures",
    "number",
    "numbers",
    "performance",
    "speed",
    "speeds",
    "throughput",
    "data",
    "wert",
    "werte",
    "leistung",
    "geschwindigkeit",
    "valeur",
    "valeurs",
    "performances",
    "d\xc3\xa9"
    "bit",
    "valor",
    "valores",
    "rendimiento",
    "desempenho",
    "velocidad",
    "velocidade",
    "valore",
    "valori",
    "prestazioni",
    "warto\xc5\x9b\xc4\x87", /* wartość */
    "warto\xc5\x9b\xc4\x87i",
    "wydajno\xc5\x9b\xc4\x87", /* wydajność */
    "\xd0\xb7\xd0\xbd\xd0\xb0\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8", /* значени
								 */
    "\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb8\xd0\xb7\xd0\xb2\xd0\xbe\xd0\xb4"
    "\xd0\xb8\xd1\x82\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd", /* производительн
							 */
    "\xe6\x80\xa7\xe8\x83\xbd",				/* 性能 */
    "\xe6\x95\xb0\xe6\x8d\xae",				/* 数据 */
    "\xe6\x95\xb8\xe6\x93\x9a",				/* 數據 */
    "\xe6\x95\xb0\xe5\x80\xbc",				/* 数值 */
    "\xe6\x95\xb8\xe5\x80\xbc",				/* 數值 */
    "\xe5\x80\xbc",					/* 值 */
    "\xe5\x80\xa4",					/* 値 */
    "\xec\x84\xb1\xeb\x8a\xa5",				/* 성능 */
    "\xec\x88\x98\xec\xb9\x98",				/* 수치 */
    /* results: "Typical results", "Expected results",
     * "Typische Ergebnisse", "Типичные результаты", "典型结果" */
    "result",
    "results",
    "ergebnis",
    "ergebnisse",
    "r\xc3\xa9sultat",	/* résultat */
    "r\xc3\xa9sultats", /* résultats */
    "resultado",
    "resultados",
    "risultato",
    "risultati",
    "wyniki",
    "\xd1\x80\xd0\xb5\xd0\xb7\xd1\x83\xd0\xbb\xd1\x8c\xd1\x82\xd0\xb0"
    "\xd1"
    "\x82",			/* результат */
    "\xe7\xbb\x93\xe6\x9e\x9c", /* 结果 */
    "\xe7\xb5\x90\xe6\x9e\x9c", /* 結果 */
    "\xea\xb2\xb0\xea\xb3\xbc", /* 결과 */
    NULL,
};

/*
 * Heading h folded into low (size bytes) for the word lists: Latin and
 * Cyrillic capitals to small letters.
 */
static void fold_heading(const char *h, char *low, size_t size)
{
	size_t n = 0;

	for (; h[n] && n + 1 < size; n++)
		low[n] = (char)tolower((unsigned char)h[n]);
	low[n] = '\0';
	for (size_t i = 0; i + 1 < n; i++)
		if ((unsigned char)low[i] == 0xd0 &&
		    (unsigned char)low[i + 1] >= 0x90 &&
		    (unsigned char)low[i + 1] <= 0xaf) {
			/* А..Я: а..п in 0xd0 0xb0.., р..я in 0xd1 0x80.. */
			unsigned char c = (unsigned char)low[i + 1];

			if (c < 0xa0) {
				low[i + 1] = (char)(c + 0x20);
			} else {
				low[i] = (char)0xd1;
				low[i + 1] = (char)(c - 0x20);
			}
			i++;
		}
}

/*
 * See table_mapping.h: whether heading h (a title or the caption over a
 * table) says the table holds typical or expected figures, what one should see
 * rather than what was measured: a word for "typical" or "expected" beside one
 * for the figures ("Typical performance data", "Expected values", "Typische
 * Werte", "valeurs typiques", "valores típicos", "типичные значения",
 * "典型性能数据", "典型值", "性能の目安", "일반적인 성능").  "Typical
 * workload" names a test: no figure word, no match.
 */
int table_typical_heading(const char *h)
{
	static const char *const typical[] = {
	    "typical",
	    "typically",
	    "expected",
	    "typisch",
	    "typische",
	    "typischen",
	    "typischer",
	    "erwartete",
	    "typique",
	    "typiques",
	    "attendu",
	    "attendues",
	    "t\xc3\xadpico",  /* típico */
	    "t\xc3\xadpicos", /* típicos */
	    "t\xc3\xadpica",  /* típica */
	    "t\xc3\xadpicas", /* típicas */
	    "tipico",
	    "tipici",
	    "tipiche",
	    "typowe",
	    "\xd1\x82\xd0\xb8\xd0\xbf\xd0\xb8\xd1\x87\xd0\xbd", /* типичн */
	    "\xe5\x85\xb8\xe5\x9e\x8b",				/* 典型 */
	    "\xe7\x9b\xae\xe5\xae\x89",				/* 目安 */
	    "\xec\x9d\xbc\xeb\xb0\x98\xec\xa0\x81",		/* 일반적 */
	    "\xeb\x8c\x80\xed\x91\x9c\xec\xa0\x81",		/* 대표적 */
	    NULL,
	};
	char low[256];

	fold_heading(h, low, sizeof(low));
	return has_term(low, typical) && has_term(low, figure_words);
}

/*
 * The length of the word of letters at s (Latin, accented or Cyrillic;
 * 0 when none starts there).
 */
static size_t heading_word(const char *s)
{
	size_t n = 0;

	for (;;) {
		unsigned char c = (unsigned char)s[n];

		if (isalpha(c))
			n++;
		else if (c >= 0xc3 && c <= 0xd4 &&
			 ((unsigned char)s[n + 1] & 0xc0) == 0x80)
			n += 2;
		else
			return n;
	}
}

/* Whether word w (n bytes) is one of list, whole. */
static int word_in(const char *w, size_t n, const char *const *list)
{
	for (size_t i = 0; list[i]; i++)
		if (strlen(list[i]) == n && !memcmp(w, list[i], n))
			return 1;
	return 0;
}

/*
 * Whether word w (n bytes, folded) names a table's figures: one of
 * figure_words, or one with an ending after it ("résultats",
 * "значения", "ergebnissen").
 */
static int figure_word(const char *w, size_t n)
{
	for (size_t i = 0; figure_words[i]; i++) {
		size_t l = strlen(figure_words[i]);

		if ((unsigned char)figure_words[i][0] >= 0xe0)
			continue; /* CJK: example_cjk() */
		if (l <= n && n <= l + (l >= 5 ? 6 : 0) &&
		    !memcmp(w, figure_words[i], l))
			return 1;
	}
	return 0;
}

/*
 * Whether the text at s, after blanks and emphasis, is a colon with more
 * words after it: "Example: results on my NAS" introduces its caption
 * with the word, which then names no table of examples.
 */
static int lead_in_colon(const char *s)
{
	s += strspn(s, " *_");
	if (*s == ':')
		s++;
	else if (!strncmp(s, "\xef\xbc\x9a", 3)) /* ： */
		s += 3;
	else
		return 0;
	s += strspn(s, " *_");
	return *s != '\0';
}

/*
 * Whether folded heading low says "example" of its figures in a CJK
 * script: the word ("示例", "范例", "例子", "の例", "サンプル", "예시")
 * right beside one for the figures, a blank between at most ("性能测试
 * 结果示例", "示例数据", "結果の例", "결과 예시"), and no lead-in colon
 * after it.  "示例配置的测试结果" speaks of the configuration.
 */
static int example_cjk(const char *low)
{
	static const char *const ex[] = {
	    "\xe7\xa4\xba\xe4\xbe\x8b",				/* 示例 */
	    "\xe8\x8c\x83\xe4\xbe\x8b",				/* 范例 */
	    "\xe7\xaf\x84\xe4\xbe\x8b",				/* 範例 */
	    "\xe4\xbe\x8b\xe5\xad\x90",				/* 例子 */
	    "\xe3\x81\xae\xe4\xbe\x8b",				/* の例 */
	    "\xe3\x82\xb5\xe3\x83\xb3\xe3\x83\x97\xe3\x83\xab", /* サンプル */
	    "\xec\x98\x88\xec\x8b\x9c",				/* 예시 */
	    "\xec\x98\x88\xec\xa0\x9c",				/* 예제 */
	    NULL};

	for (size_t i = 0; ex[i]; i++)
		for (const char *q = strstr(low, ex[i]); q;
		     q = strstr(q + 1, ex[i])) {
			const char *after = q + strlen(ex[i]);
			const char *b = q;

			if (lead_in_colon(after))
				continue;
			if (b > low && b[-1] == ' ')
				b--;
			after += *after == ' ';
			for (size_t f = 0; figure_words[f]; f++) {
				size_t l = strlen(figure_words[f]);

				if ((unsigned char)figure_words[f][0] < 0xe0)
					continue;
				if ((b - low >= (long)l &&
				     !memcmp(b - l, figure_words[f], l)) ||
				    !strncmp(after, figure_words[f], l))
					return 1;
			}
		}
	return 0;
}

/*
 * See table_mapping.h: whether heading h says its table holds example
 * figures, an illustration and no measurement: "example" (sample,
 * illustrative, hypothetical; Beispiel, exemple, ejemplo, esempio,
 * exemplo, przykład, пример; 示例, の例, サンプル, 예시) as the figures'
 * modifier or head noun.  In Latin and Cyrillic words it is followed by
 * the word for the figures, two other words between at most ("Example
 * results", "Sample benchmark results", "Exemples de résultats",
 * "Beispielergebnisse"), or ends the phrase right after it ("Results
 * example:").  Not a lead-in ("Example: results on my NAS"), a
 * connective ("for example", "zum Beispiel", "par exemple"), "sample
 * size", an example of something else ("Results with the example
 * configuration"), nor a heading saying whose or that they were
 * measured ("Example results from my NAS", "actual", "实测").
 */
int table_example_heading(const char *h)
{
	static const char *const ex[] = {
	    "example",
	    "examples",
	    "sample",
	    "illustrative",
	    "illustration",
	    "hypothetical",
	    "exemple",
	    "exemples",
	    "ejemplo",
	    "ejemplos",
	    "esempio",
	    "esempi",
	    "exemplo",
	    "exemplos",
	    "beispiel",
	    "beispiele",
	    "beispielhafte",
	    "przyk\xc5\x82"
	    "ad",
	    "przyk\xc5\x82"
	    "adowe",
	    "\xd0\xbf\xd1\x80\xd0\xb8\xd0\xbc\xd0\xb5\xd1\x80", /* пример */
	    "\xd0\xbf\xd1\x80\xd0\xb8\xd0\xbc\xd0\xb5\xd1\x80\xd1\x8b",
	    "\xd0\xbf\xd1\x80\xd0\xb8\xd0\xbc\xd0\xb5\xd1\x80\xd0\xb0",
	    NULL};
	/* "for example", "zum Beispiel", "par exemple", "por ejemplo" */
	static const char *const connective[] = {"for", "zum", "par", "por",
						 "per", "z",   NULL};
	static const char *const sample_of[] = {"size", "sizes", "rate",
						"count", NULL};
	static const char *const skip[] = {
	    "of",    "de",  "des", "du",  "di",	 "dei", "degli",
	    "delle", "von", "der", "the", "les", "la",	"los",
	    "las",   "do",  "dos", "da",  NULL};
	static const char *const stop[] = {
	    "with",  "for",  "on",  "from", "using", "in",  "at",
	    "under", "over", "by",  "and",  "or",    "mit", "f\xc3\xbcr",
	    "avec",  "pour", "con", "para", "sur",   "en",  "auf",
	    "per",   "und",  "et",  "y",    NULL};
	static const char *const whose[] = {
	    "my",
	    "our",
	    "mine",
	    "meine",
	    "mein",
	    "meinem",
	    "meinen",
	    "meiner",
	    "unsere",
	    "unser",
	    "mes",
	    "mon",
	    "ma",
	    "nos",
	    "notre",
	    "mis",
	    "mi",
	    "nuestro",
	    "nuestros",
	    "miei",
	    "mio",
	    "moje",
	    "moich",
	    "\xd0\xbc\xd0\xbe\xd0\xb8",		/* мои */
	    "\xd0\xbc\xd0\xbe\xd0\xb9",		/* мой */
	    "\xd0\xbd\xd0\xb0\xd1\x88\xd0\xb8", /* наши */
	    NULL};
	static const char *const whose_cjk[] = {
	    "\xe6\x88\x91\xe7\x9a\x84", /* 我的 */
	    "\xe6\x88\x91\xe4\xbb\xac", /* 我们 */
	    "\xe6\x88\x91\xe5\x80\x91", /* 我們 */
	    "\xe7\xa7\x81\xe3\x81\xae", /* 私の */
	    NULL};
	char low[256];
	const char *w[48], *prev_end = NULL;
	size_t wl[48], nw = 0;

	fold_heading(h, low, sizeof(low));
	if (measured_header(low) || has_term(low, whose_cjk))
		return 0;
	for (const char *s = low; *s && nw < 48;) {
		size_t l = heading_word(s);

		if (!l) {
			s++;
			continue;
		}
		w[nw] = s;
		wl[nw++] = l;
		s += l;
	}
	for (size_t i = 0; i < nw; i++)
		if (word_in(w[i], wl[i], whose))
			return 0;
	for (size_t i = 0; i < nw; i++) {
		const char *end = w[i] + wl[i];
		int is_ex = word_in(w[i], wl[i], ex);

		/* "Beispielergebnisse", "Beispielwerte": one word */
		if (!is_ex && wl[i] > 8 && !memcmp(w[i], "beispiel", 8) &&
		    figure_word(w[i] + 8, wl[i] - 8))
			return 1;
		if (!is_ex || lead_in_colon(end) ||
		    (i && word_in(w[i - 1], wl[i - 1], connective)) ||
		    (i + 1 < nw && word_in(w[i + 1], wl[i + 1], sample_of)))
			continue;
		/* "Results example:": the figures' word right before it,
		 * the phrase ending after it */
		prev_end = i ? w[i - 1] + wl[i - 1] : NULL;
		if (prev_end &&
		    strspn(prev_end, " -") == (size_t)(w[i] - prev_end) &&
		    figure_word(w[i - 1], wl[i - 1]) &&
		    !heading_word(end + strspn(end, " ")))
			return 1;
		/* "Example results", "Sample benchmark results",
		 * "Exemples de résultats" */
		for (size_t j = i + 1, between = 0; j < nw && between <= 2;
		     j++) {
			const char *gap = w[j - 1] + wl[j - 1];

			if (strspn(gap, " -") != (size_t)(w[j] - gap))
				break;
			if (figure_word(w[j], wl[j]))
				return 1;
			if (word_in(w[j], wl[j], stop))
				break;
			if (!word_in(w[j], wl[j], skip))
				between++;
		}
	}
	return example_cjk(low);
}

/*
 * See table_mapping.h: whether most figures of t's cells (the header row
 * and the rows' names aside) are precise readings, three significant
 * digits or more, none written as an approximation: "3807 MB/s",
 * "128624 iops" are what a run printed; "400 MB/s", "1,500 MB/s" the
 * round figures an illustration is made of.
 */
int table_precise_figures(const struct table *t)
{
	size_t figs = 0, fine = 0;

	for (size_t r = t->head_rows > 1 ? t->head_rows : 1; r < t->rows; r++)
		for (size_t c = 1; c < t->cols; c++) {
			struct table_cellv cv;

			if (table_cell_values(table_cell(t, r, c), &cv) ||
			    cv.n < 1)
				continue;
			figs++;
			fine += !cv.v[0].approx &&
				table_significant(cv.v[0].num, 1) > 2;
		}
	return figs && fine * 2 > figs;
}

/*
 * Whether s says its figures are what a vendor claims, not what was
 * measured: a factory (spec, rating, figure) or declared figure, an
 * advertised or announced one
 * ("Write Speed<br/>Factory Declaration<br/>MB/s", "2012-11 발표", "公表値",
 * "Hersteller-Angabe", "annoncé", "anunciado", "dichiarata"), besides the
 * datasheet words of the shared vocabulary (spec, rated, vendor, 公称...).
 */
static int claims(const char *s)
{
	/* "factory" only with a word of a figure: "Server Factory" is a
	 * host's name */
	static const char *const words[] = {
	    "factory spec",
	    "factory rat",
	    "factory figure",
	    "factory value",
	    "factory speed",
	    "factory claim",
	    "factory data",
	    "declared",
	    "declaration",
	    "advertised",
	    "claimed",
	    "nominal",
	    "announced",
	    "brochure",
	    "press release",
	    "hersteller-angabe",
	    "herstellerangaben",
	    "laut hersteller",
	    "nennwert",
	    "annonc\xc3\xa9",
	    "annonc\xc3\xa9"
	    "e",
	    "annonc\xc3\xa9"
	    "s",
	    "d\xc3\xa9"
	    "clar\xc3\xa9",
	    "constructeur",
	    "anunciado",
	    "anunciada",
	    "declarado",
	    "declarada",
	    "fabricante",
	    "dichiarata",
	    "dichiarato",
	    "dichiarate",
	    "dichiarati",
	    "produttore",
	    "\xe5\x85\xac\xe8\xa1\xa8",				/* 公表 */
	    "\xe5\x85\xac\xe5\xbc\x8f",				/* 公式 */
	    "\xe3\x83\xa1\xe3\x83\xbc\xe3\x82\xab\xe3\x83\xbc", /* メーカー */
	    "\xeb\xb0\x9c\xed\x91\x9c",				/* 발표 */
	    "\xea\xb3\xb5\xec\x8b\x9d",				/* 공식 */
	    "\xeb\xb8\x8c\xeb\xa1\x9c\xec\x8a\x88\xec\x96\xb4", /* 브로슈어 */
	    "\xe5\x8e\x82\xe5\x95\x86",				/* 厂商 */
	    "\xe5\xae\xa3\xe7\xa7\xb0",				/* 宣称 */
	    "\xe5\x85\xac\xe5\xb8\x83",				/* 公布 */
	    NULL,
	};
	struct testname tn;

	if (has_any(s, words))
		return 1;
	testname_parse(s, strlen(s), 0, &tn);
	return tn.datasheet && !spec_lookalike(s);
}

/*
 * Whether row name s says its figures are a maker's (claims()): "标称 SEQ
 * Read", "Herstellerangabe", "공칭".  参数 ("parameters") alone is no
 * such word in a row, where it names the run's settings ("写bs=1M
 * 无参数", "默认参数"); 规格参数 and 官方参数 are by their other word.
 */
static int row_claims(const char *s)
{
	static const char param[] = "\xe5\x8f\x82\xe6\x95\xb0"; /* 参数 */
	char b[256];
	char *p;
	size_t n = strlen(s);

	if (!n || n >= sizeof(b))
		return 0;
	memcpy(b, s, n + 1);
	while ((p = strstr(b, param)) != NULL)
		memset(p, ' ', sizeof(param) - 1);
	return claims(b);
}

/*
 * Whether heading s recommends drives to buy ("SSD Consigliati (1TB)",
 * "Recommended SSDs", "추천 SSD", "推荐固态硬盘"): the table below lists
 * their vendors' figures.  A recommendation alone ("with recommended
 * settings") names no drive and says nothing of the figures.
 */
static int recommends_drives(const char *s)
{
	static const char *const rec[] = {
	    "recommended",
	    "recommendations",
	    "empfohlene",
	    "empfehlung",
	    "empfehlungen",
	    "recommand\xc3\xa9"
	    "s",
	    "recommand\xc3\xa9",
	    "recomendados",
	    "recomendado",
	    "consigliati",
	    "consigliato",
	    "consigliate",
	    "\xec\xb6\x94\xec\xb2\x9c",				/* 추천 */
	    "\xea\xb6\x8c\xec\x9e\xa5",				/* 권장 */
	    "\xe6\x8e\xa8\xe8\x8d\x90",				/* 推荐 */
	    "\xe3\x81\x8a\xe3\x81\x99\xe3\x81\x99\xe3\x82\x81", /* おすすめ */
	    "\xe6\x8e\xa8\xe5\xa5\xa8",				/* 推奨 */
	    NULL,
	};
	static const char *const drives[] = {
	    "ssd",
	    "ssds",
	    "nvme",
	    "hdd",
	    "hdds",
	    "drive",
	    "drives",
	    "disk",
	    "disks",
	    "sd card",
	    "sd cards",
	    "festplatte",
	    "festplatten",
	    "disque",
	    "disques",
	    "disco",
	    "dischi",
	    "discos",
	    "\xeb\x94\x94\xec\x8a\xa4\xed\x81\xac",		/* 디스크 */
	    "\xe7\xa1\xac\xe7\x9b\x98",				/* 硬盘 */
	    "\xe3\x83\x89\xe3\x83\xa9\xe3\x82\xa4\xe3\x83\x96", /* ドライブ */
	    NULL,
	};

	return s && has_any(s, rec) && has_any(s, drives);
}

/*
 * Whether the table says its figures were measured, whatever a heading
 * recommending drives says: a value column's header names the benchmark
 * tool that measured it ("| hdparm | dd |", "fio randread"), or a column
 * credits the person who measured each row ("Person", "Tester",
 * "Measured by").  CrystalDiskMark and ATTO, whose figures vendors quote
 * in their specifications, say nothing of who measured.
 */
static int columns_say_measured(const struct table_mapping *m)
{
	static const char *const who[] = {
	    "person",	      "tester",	      "tested by", "measured by",
	    "benchmarked by", "getestet von", NULL,
	};

	for (size_t c = 0; c < m->t->cols; c++) {
		const char *h = m->head[c] ? m->head[c] : "";
		const char *tool;

		if (m->role[c] == TABLE_ROLE_VALUE && !m->prep[c] &&
		    (tool = testname_tool(h, strlen(h))) &&
		    strcmp(tool, "CrystalDiskMark") && strcmp(tool, "ATTO"))
			return 1;
		if (m->role[c] != TABLE_ROLE_VALUE && has_any(h, who))
			return 1;
	}
	return 0;
}

/*
 * Whether header h heads a column of an author's comments on the figures
 * beside them ("Interpretation", "Explanation", "해석", "解释"): no system,
 * as a column of notes is not.
 */
static int comment_header(const char *h)
{
	static const char *const words[] = {
	    "interpretation",
	    "explanation",
	    "analysis",
	    "observation",
	    "observations",
	    "commentary",
	    "takeaway",
	    "takeaways",
	    "interprétation",
	    "interpretación",
	    "interpretação",
	    "interpretazione",
	    "erklärung",
	    "deutung",
	    "\xed\x95\xb4\xec\x84\x9d", /* 해석 */
	    "\xec\x84\xa4\xeb\xaa\x85", /* 설명 */
	    "\xe8\xa7\xa3\xe9\x87\x8a", /* 解释 */
	    "\xe8\xaf\xb4\xe6\x98\x8e", /* 说明 */
	    "\xe8\xa7\xa3\xe8\xaa\xac", /* 解説 */
	    "\xe8\xaa\xac\xe6\x98\x8e", /* 説明 */
	    "\xe6\x89\x80\xe8\xa6\x8b", /* 所見 */
	    /* a run's state as the author saw it ("burst credits left") */
	    "status",
	    "state",
	    "zustand",
	    "état",
	    "estado",
	    "stato",
	    "статус",
	    "состояние",
	    "\xe7\x8a\xb6\xe6\x80\x81", /* 状态 */
	    "\xe7\x8b\x80\xe6\x85\x8b", /* 狀態 */
	    "\xe7\x8a\xb6\xe6\x85\x8b", /* 状態 */
	    "\xec\x83\x81\xed\x83\x9c", /* 상태 */
	    NULL,
	};

	return header_is(h, words);
}

/*
 * Whether cell s reads as a sentence of prose rather than a name: it
 * holds a sentence's punctuation between words ("，", "。", "；", ", ",
 * "; ", ". " outside brackets), or three or more words in lower case
 * ("limited by random-write latency").  Names of systems seldom do.
 */
static int sentence_cell(const char *s)
{
	static const char *const cjk[] = {
	    "\xef\xbc\x8c", /* ， */
	    "\xe3\x80\x82", /* 。 */
	    "\xef\xbc\x9b", /* ； */
	    "\xef\xbc\x81", /* ！ */
	    NULL,
	};
	int depth = 0, lower = 0;

	for (size_t i = 0; cjk[i]; i++)
		if (strstr(s, cjk[i]))
			return 1;
	for (const char *p = s; *p; p++) {
		depth += *p == '(' || *p == '[';
		depth -= depth && (*p == ')' || *p == ']');
		if (!depth && p > s && (*p == ',' || *p == ';' || *p == '.') &&
		    isalpha((unsigned char)p[-1]) && p[1] == ' ' &&
		    isalpha((unsigned char)p[2]))
			return 1;
	}
	for (const char *p = s; *p;) {
		size_t n = 0;
		int low = 1;

		while (*p == ' ')
			p++;
		while (p[n] && p[n] != ' ') {
			low &= islower((unsigned char)p[n]) || p[n] == '-';
			n++;
		}
		lower += n >= 2 && low;
		p += n;
	}
	return lower >= 3;
}

/*
 * Whether text column c, right of a column naming the rows, holds notes:
 * half or more of its cells (one at least) read as sentences.  Its words
 * name no system and no test.
 */
static int notes_column(const struct table_mapping *m, size_t c)
{
	size_t n = 0, text = 0;

	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		char cell[256];

		bare_text(table_cell(m->t, r, c), cell, sizeof(cell));
		if (table_cell_empty(cell))
			continue;
		text++;
		n += sentence_cell(cell);
	}
	return n && n * 2 >= text;
}

/*
 * Whether word w (n bytes) is shaped as a condition's word may be:
 * letters, digits, '=' and '.' alone ("QD32", "iodepth=32", "1", "job"),
 * never one letter before digits alone ("T032", "A1": an index's or a
 * system's name) nor a name joined by '_' or '-' ("erofs_4k").
 */
static int condition_shape(const char *w, size_t n)
{
	size_t i = 0;

	for (size_t k = 0; k < n; k++)
		if (!isalnum((unsigned char)w[k]) && w[k] != '=' && w[k] != '.')
			return 0;
	while (i < n && isalpha((unsigned char)w[i]))
		i++;
	if (i == 1 && n > 1 && strspn(w + 1, "0123456789") == n - 1)
		return 0;
	return 1;
}

/*
 * Whether word w (n bytes) alone, or with the next word x (xn bytes),
 * names one condition of a run and nothing else: "QD32", "T1", "bs=4k",
 * "iodepth=32"; "1 job", "4 threads", "QD 32".  How many words it took
 * (1 or 2), 0 none.
 */
static int condition_words(const char *w, size_t n, const char *x, size_t xn)
{
	struct testname tn;
	char b[64];

	if (n + xn + 2 > sizeof(b) || !condition_shape(w, n) ||
	    (xn && !condition_shape(x, xn)))
		return 0;
	for (int k = 1; k <= 2; k++) {
		size_t len = n;

		memcpy(b, w, n);
		if (k == 2) {
			if (!xn)
				return 0;
			b[n] = ' ';
			memcpy(b + n + 1, x, xn);
			len = n + 1 + xn;
		}
		b[len] = '\0';
		if (testname_parse(b, len, 0, &tn) != 1 || tn.n_ops ||
		    tn.cond.op || tn.cond.pattern != IODB_PATTERN_UNKNOWN ||
		    tn.metric != TESTNAME_NONE || tn.stat || tn.other ||
		    tn.access || tn.aggregate || tn.datasheet)
			continue;
		if (tn.cond.iodepth > 0 || tn.cond.numjobs > 0 ||
		    tn.cond.bs > 0)
			return k;
	}
	return 0;
}

/*
 * Whether cell s holds conditions of a run alone, one or more, apart by
 * blanks, ',', ';', '/' or '+': "QD32, 1 job", "4k / QD1 / 1 thread",
 * "iodepth=32 numjobs=4"; no other word ("QD32 on nvme0" names a system
 * too).
 */
static int conditions_cell(const char *s)
{
	char b[128];
	const char *p = b;
	size_t n, xn;
	int k, any = 0;

	bare_text(s, b, sizeof(b));
	while (*p) {
		const char *x;

		p += strspn(p, " ,;/+");
		if (!*p)
			break;
		n = strcspn(p, " ,;/+");
		x = p + n;
		/* "1 job": the word after, across blanks alone */
		x += strspn(x, " ");
		xn = x > p + n ? strcspn(x, " ,;/+") : 0;
		k = condition_words(p, n, x, xn);
		if (!k)
			return 0;
		any = 1;
		p = k == 2 ? x + xn : p + n;
	}
	return any;
}

/* Whether column c of m holds something and every body cell of it that
 * does is a cell pred() accepts. */
static int column_all(const struct table_mapping *m, size_t c,
		      int (*pred)(const char *))
{
	size_t n = 0;

	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		const char *s = table_cell(m->t, r, c);

		if (table_cell_empty(s))
			continue;
		if (!pred(s))
			return 0;
		n++;
	}
	return n > 0;
}

/*
 * Whether every body cell of column c holding something is conditions
 * alone (conditions_cell()): "| Config |" over "| QD32, 1 job |" is a
 * column of the rows' conditions, never their systems' names.
 */
static int conditions_column(const struct table_mapping *m, size_t c)
{
	return column_all(m, c, conditions_cell);
}

/*
 * Whether header h heads a column citing where each row's figures come
 * from ("Source", "출처", "来源", "Quelle", "URL"): no system; what it says
 * ("(공식)", "press release") may make the figures a vendor's.
 */
static int source_header(const char *h)
{
	static const char *const words[] = {
	    "source",
	    "sources",
	    "url",
	    "link",
	    "links",
	    "reference",
	    "references",
	    "quelle",
	    "quellen",
	    "fuente",
	    "fonte",
	    "fonti",
	    "источник",
	    "\xec\xb6\x9c\xec\xb2\x98", /* 출처 */
	    "\xe6\x9d\xa5\xe6\xba\x90", /* 来源 */
	    "\xe5\x87\xba\xe5\x85\xb8", /* 出典 */
	    "\xe5\x87\xba\xe5\xa4\x84", /* 出处 */
	    NULL,
	};

	return header_is(h, words);
}

/*
 * Whether header h only says its rows name metrics ("Metric"), maybe
 * with a bracket saying of what ("Metric (chroot)", "指标（单位）"), or
 * asks what each row is ("What": "| What | host A | host B |").
 */
static int metric_header(const char *h)
{
	static const char *const words[] = {
	    "metric",	  "metrics", "métrica", "metrik", "métrique",
	    "指标",	  "指標",    "지표",	"항목명", "показатель",
	    "Показатель", "метрика", "Метрика", "Мера",	  "Measure",
	    "Mesure",	  "what",    NULL,
	};
	char b[64];
	size_t n = strcspn(h, "(（");

	if (header_is(h, words))
		return 1;
	if (!h[n] || n >= sizeof(b))
		return 0;
	memcpy(b, h, n);
	b[n] = '\0';
	return header_is(b, words);
}

/*
 * Whether every body cell of column c (two or more) is a verdict: "PASS",
 * "✅ PASS", "FAIL", "OK", "通过", "不合格" - a check of the figures
 * beside it against a goal, no system and no label.
 */
static int verdict_column(const struct table *t, size_t hdr, size_t c)
{
	static const char *const words[] = {
	    "pass",
	    "passed",
	    "fail",
	    "failed",
	    "ok",
	    "ng",
	    "yes",
	    "no",
	    "\xe9\x80\x9a\xe8\xbf\x87",		    /* 通过 */
	    "\xe5\xa4\xb1\xe8\xb4\xa5",		    /* 失败 */
	    "\xe5\x90\x88\xe6\xa0\xbc",		    /* 合格 */
	    "\xe4\xb8\x8d\xe5\x90\x88\xe6\xa0\xbc", /* 不合格 */
	    "\xec\x84\xb1\xea\xb3\xb5",		    /* 성공 */
	    "\xec\x8b\xa4\xed\x8c\xa8",		    /* 실패 */
	    NULL,
	};
	size_t n = 0;

	for (size_t r = hdr; r < t->rows; r++) {
		char cell[64];
		const char *w;
		int hit = 0;

		bare_text(table_cell(t, r, c), cell, sizeof(cell));
		if (!cell[0])
			continue;
		/* marks before the word, or alone: ✅ ❌ ✔ ✘ ☑ (U+2600 to
		 * U+27BF) */
		w = cell;
		while ((unsigned char)w[0] == 0xe2 &&
		       ((unsigned char)w[1] == 0x9c ||
			(unsigned char)w[1] == 0x9d ||
			(unsigned char)w[1] == 0x98) &&
		       w[2]) {
			w += 3;
			while (*w == ' ')
				w++;
		}
		hit = w > cell && !*w;
		for (size_t i = 0; words[i] && !hit; i++)
			hit = !strcasecmp(w, words[i]);
		if (!hit)
			return 0;
		n++;
	}
	return n >= 2;
}

/*
 * How many body cells of text column c name another column by its
 * header ("chroot", "proot only") or a tie: a column saying which of
 * the others won.
 */
static size_t names_columns(const struct table_mapping *m, size_t c)
{
	size_t n = 0;

	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		char cell[64];
		int hit = 0;

		bare_text(table_cell(m->t, r, c), cell, sizeof(cell));
		if (!cell[0])
			continue;
		hit = !strcasecmp(cell, "tie") || !strcasecmp(cell, "draw");
		for (size_t o = 0; o < m->t->cols && !hit; o++) {
			char h[64];
			size_t hl;

			if (o == c)
				continue;
			bare_text(table_cell(m->t, (size_t)m->hdr - 1, o), h,
				  sizeof(h));
			hl = strlen(h);
			hit = hl >= 2 && !strncasecmp(cell, h, hl) &&
			      (!cell[hl] || cell[hl] == ' ' || cell[hl] == '(');
		}
		n += hit;
	}
	return n;
}

/*
 * Whether cell s compares the other columns' figures: a ratio or a share
 * with a comparative word after it, maybe a system's name before it
 * ("**283% faster**", "Rook-Ceph 30% faster", "2x slower", "+15%
 * better"), or "winner".  Such a cell names no system of its own.
 */
static int comparison_cell(const char *s)
{
	static const char *const words[] = {
	    "faster", "slower", "higher",      "lower",	  "better", "worse",
	    "more",   "less",	"quicker",     "ahead",	  "behind", "advantage",
	    "gain",   "loss",	"improvement", "speedup", NULL,
	};
	char b[64], *p, *q;

	bare_text(s, b, sizeof(b));
	if (!strcasecmp(b, "winner") || !strcasecmp(b, "tie"))
		return 1;
	/* the figure: the first word starting with a sign or a digit */
	for (p = b; *p; p++)
		if ((p == b || p[-1] == ' ') &&
		    ((*p >= '0' && *p <= '9') ||
		     ((*p == '+' || *p == '-' || *p == '~') && p[1] >= '0' &&
		      p[1] <= '9')))
			break;
	if (!*p)
		return 0;
	q = p + strcspn(p, " ");
	if (*q)
		*q++ = '\0';
	if (!table_cell_relative(p))
		return 0; /* "30%", "2x", "×1.5": a ratio */
	while (*q == ' ')
		q++;
	if (!*q)
		return p == b; /* "+15%" alone: table_cell_relative() */
	q[strcspn(q, " (")] = '\0';
	for (size_t i = 0; words[i]; i++)
		if (!strcasecmp(q, words[i]))
			return 1;
	return 0;
}

/*
 * How many body cells of column c of t (hdr header rows) compare the
 * others: comparison_cell().
 */
static size_t comparison_cells(const struct table *t, size_t hdr, size_t c)
{
	size_t n = 0;

	for (size_t r = hdr; r < t->rows; r++)
		n += comparison_cell(table_cell(t, r, c));
	return n;
}

int table_column_aside(const struct table *t, size_t c)
{
	const char *h;
	struct testname tn;
	size_t text = 0;

	if (!t || c >= t->cols || t->rows < 2)
		return 0;
	for (size_t r = 1; r < t->rows; r++) {
		const char *s = table_cell(t, r, c);
		struct table_cellv cv;

		if (table_cell_empty(s))
			continue;
		if (!table_cell_values(s, &cv))
			return 0; /* a figure: maybe a system's */
		text++;
	}
	h = table_cell(t, 0, c);
	h = h ? h : "";
	testname_parse(h, strlen(h), 0, &tn);
	if (derived_header(h) || comment_header(h) || source_header(h) ||
	    tn.note_header)
		return 1;
	return text >= 2 && (verdict_column(t, 1, c) ||
			     comparison_cells(t, 1, c) * 2 > text);
}

/*
 * "| Kecepatan Tulis | 525 MB/s |", "| Kapasitas | 1TB |", "| Interface
 * | SATA III 6Gb/s |": two columns of property and value with no header
 * (the first row already a property and its figure), where a property
 * is a capacity, an interface or a price, or a value a bare size: one
 * product's specification.
 */
static int spec_list(const struct table *t)
{
	struct table_cellv cv;
	int props = 0;

	if (t->cols != 2 || t->rows < 3 ||
	    table_cell_values(table_cell(t, 0, 1), &cv) || cv.n != 1 ||
	    !cv.v[0].unit[0] || cv.v[0].size_unit ||
	    !table_cell_values(table_cell(t, 0, 0), &cv))
		return 0;
	for (size_t r = 0; r < t->rows; r++) {
		const char *k = table_cell(t, r, 0), *v = table_cell(t, r, 1);
		struct testname tn;

		testname_parse(k, strlen(k), 0, &tn);
		props += tn.other || tn.interface;
		if (!table_cell_values(v, &cv) && cv.n == 1 &&
		    cv.v[0].size_unit)
			props++; /* "1TB" */
	}
	return props > 0;
}

/*
 * Whether key k (a row's first cell) says what was measured: a test, a
 * direction, a metric, a tool, storage or a column's role ("Seq read",
 * "IOPS", "dd", "SD card", "Result").
 */
static int key_names_test(const char *k)
{
	struct testname tn;
	size_t n = strlen(k);

	testname_parse(k, n, 0, &tn);
	if (tn.network && !tn.n_ops && !tn.cond.pattern &&
	    tn.metric == TESTNAME_NONE)
		return 0; /* "Network card": a link, whatever "card" says */
	return tn.found || tn.n_ops || tn.cond.pattern || tn.cdm ||
	       tn.metric != TESTNAME_NONE || tn.access || tn.value_header ||
	       tn.test_header || testname_tool(k, n) ||
	       table_names_storage(k, n);
}

/*
 * "| Products | VPS 8000 ARM G11 |" over "| Processor | 18 vCore |", "|
 * RAM | 64GB DDR4 ECC |", "| Network card | 2500 Mbit/s |", "| Traffic |
 * inclusive |": two columns under a header naming one thing (no figure,
 * no metric), whose rows are mostly words, and where no row holding a
 * figure other than a size says what was measured: a system's
 * specification (its link's speed is no storage result).
 */
static int spec_sheet(const struct table *t)
{
	const char *h = table_cell(t, 0, 1);
	size_t text = 0, rates = 0;

	if (t->cols != 2 || t->rows < 4 || table_cell_kind(h) != 2 ||
	    key_names_test(h))
		return 0;
	for (size_t r = 1; r < t->rows; r++) {
		const char *k = table_cell(t, r, 0), *v = table_cell(t, r, 1);
		struct table_cellv cv;

		if (table_cell_values(v, &cv)) {
			text += !table_cell_empty(v);
			continue;
		}
		if (cv.n == 1 && cv.v[0].size_unit)
			continue; /* "| Storage | 2048 GB |" */
		if (key_names_test(k))
			return 0;
		rates++;
	}
	return text >= 3 && text > rates * 2;
}

/*
 * Whether header h is one of fio's options that sets how a job runs
 * ("ioengine", "rw", "direct", "sync"), whose column of words is a
 * setting and never the system's name; not those naming things (name,
 * filename, directory, description).
 */
static const struct fio_option *fio_header_option(const char *h);

static int fio_setting_header(const char *h)
{
	const struct fio_option *o = fio_header_option(h);

	return o && strcmp(o->canon, "name") && strcmp(o->canon, "filename") &&
	       strcmp(o->canon, "directory") && strcmp(o->canon, "description");
}

/*
 * The fio option header h is, alone ("rw", "`ioengine`", "iodepth="); NULL
 * when it is none or says more ("ioengine libaio tests").
 */
static const struct fio_option *fio_header_option(const char *h)
{
	char name[32];
	size_t n = 0;

	if (!h)
		return NULL;
	while (*h == ' ' || *h == '*' || *h == '`' || *h == '-')
		h++;
	while (h[n] && n + 1 < sizeof(name) && h[n] != ' ' && h[n] != '*' &&
	       h[n] != '`' && h[n] != '=')
		name[n] = (char)tolower((unsigned char)h[n]), n++;
	name[n] = '\0';
	for (const char *p = h + n; *p; p++)
		if (*p != ' ' && *p != '*' && *p != '`')
			return NULL; /* "ioengine libaio tests": more words */
	return n ? fio_option_find(name) : NULL;
}

/*
 * Whether header h names the amount of data a run moved ("Total read",
 * "Total I/O", "Data written", "Bytes read"): its sizes ("3972 MiB",
 * "53.8 GiB") are the run's io_bytes, no capacity; not a rate or a time
 * of it ("Total read bandwidth"), nor a row of totals ("Total").
 */
static int has_word(const char *h, const char *const *words);

static int total_io_header(const char *h)
{
	static const char *const amount[] = {"total", "data", "bytes", NULL};
	static const char *const what[] = {"read",   "write", "written",
					   "writes", "io",    "transferred",
					   "reads",  NULL};
	static const char *const not [] = {
	    "/s",   "rate", "speed", "throughput", "bandwidth", "bw",
	    "time", "iops", "lat",   "size",	   NULL};
	/* "总读取量", "總寫入", "総書き込み量", "총 쓰기": a total read or
	 * written; never beside a rate's, time's or latency's word
	 * ("总读取速度", "总写入时间") */
	static const char *const cjk[] = {
	    "\xe6\x80\xbb\xe8\xaf\xbb",		     /* 总读 */
	    "\xe6\x80\xbb\xe5\x86\x99",		     /* 总写 */
	    "\xe7\xb8\xbd\xe8\xae\x80",		     /* 總讀 */
	    "\xe7\xb8\xbd\xe5\xaf\xab",		     /* 總寫 */
	    "\xe7\xb7\x8f\xe8\xaa\xad",		     /* 総読 */
	    "\xe7\xb7\x8f\xe6\x9b\xb8",		     /* 総書 */
	    "\xec\xb4\x9d \xec\x9d\xbd\xea\xb8\xb0", /* 총 읽기 */
	    "\xec\xb4\x9d \xec\x93\xb0\xea\xb8\xb0", /* 총 쓰기 */
	    NULL};
	static const char *const cjk_not[] = {"\xe9\x80\x9f", /* 速 */
					      "\xe5\xb8\xa6", /* 带 */
					      "\xe5\xb8\xb6", /* 帶 */
					      "\xe5\x90\x9e", /* 吞 */
					      "\xe6\x97\xb6", /* 时 */
					      "\xe6\x99\x82", /* 時 */
					      "\xe5\xbb\xb6", /* 延 */
					      "\xec\x86\x8d", /* 속 */
					      "\xec\x8b\x9c", /* 시 */
					      NULL};

	for (size_t k = 0; not [k]; k++)
		if (strcasestr(h, not [k]))
			return 0;
	if (has_any(h, cjk))
		return !has_any(h, cjk_not);
	return has_word(h, amount) &&
	       (has_word(h, what) || strcasestr(h, "i/o"));
}

/*
 * Whether header h, a unit in brackets aside, names the size of what a dd
 * table's runs copied: "File size", "Sample size", "Bytes copied",
 * "数据量", "样本大小", "Dateigröße", "Размер файла" ...  A dd run copies
 * its file once (count x bs), so the test file's size is its io_bytes;
 * under any other tool a file's size need not be what a run moved (a
 * time-based fio job).  "Size" alone ("大小", "크기") may be the drive's
 * capacity, and a size naming a block ("Block size", "块大小") or a
 * request is no amount anywhere.
 */
static int block_word(const char *s);

static int dd_amount_header(const struct table_mapping *m, const char *h)
{
	static const char *const words[] = {
	    "file size",
	    "filesize",
	    "test size",
	    "test file size",
	    "sample size",
	    "data size",
	    "copied",
	    "bytes copied",
	    "data copied",
	    "dateigröße",
	    "datenmenge",
	    "taille du fichier",
	    "tamaño del archivo",
	    "tamanho do arquivo",
	    "dimensione del file",
	    "样本大小",
	    "樣本大小",
	    "文件大小",
	    "檔案大小",
	    "数据大小",
	    "测试大小",
	    "数据量",
	    "测试数据量",
	    "测试文件大小",
	    "數據量",
	    "資料量",
	    "ファイルサイズ",
	    "データ量",
	    "파일 크기",
	    "데이터 크기",
	    "размер файла",
	    "Размер файла",
	    NULL,
	};
	const char *fw;
	char b[64];
	size_t n;

	if (!m->tool || strcmp(m->tool, "dd") || block_word(h) ||
	    request_names_size(h))
		return 0;
	/* "Size (GiB)", "样本大小（GiB）": the bracket says the unit */
	n = strcspn(h, "([");
	fw = strstr(h, "\xef\xbc\x88"); /* （ */
	if (fw && (size_t)(fw - h) < n)
		n = (size_t)(fw - h);
	if (n >= sizeof(b))
		return 0;
	memcpy(b, h, n);
	b[n] = '\0';
	return header_is(b, words);
}

/* Whether column c holds what each row's run moved: total_io_header(),
 * or dd_amount_header() in a dd table. */
static int amount_column(const struct table_mapping *m, size_t c)
{
	return total_io_header(m->head[c]) || dd_amount_header(m, m->head[c]);
}

/*
 * Whether table m is one result's figures, a field a row: two columns,
 * the rows' names under a metric header beside a value header ("| 指标
 * | 值 |", "| Metric | Value |"), over rows naming a metric or a
 * field and no test of their own ("| IOPS | 384 |", "| 平均延迟 | 20.78
 * ms |", "| P99 延迟 | 58 ms |", "| 测试时长 | 30 秒 |", "| 总读取量 |
 * 45.1 MiB |"): no block size, queue depth or job count, and no two rows
 * naming another direction or pattern ("| 读 IOPS |" over "| 写 IOPS |"
 * are two results).  Every row's figure is then a field of that one
 * result (its job the table's, no row's name); a row whose figure is
 * not known to be which field is skipped, never a result of its own.
 */
static int field_rows(const struct table_mapping *m)
{
	const struct table *t = m->t;
	enum iodb_op op = IODB_OP_UNKNOWN;
	enum iodb_pattern pat = IODB_PATTERN_UNKNOWN;

	if (t->cols != 2 || m->hdr < 1 || t->rows < (size_t)m->hdr + 2 ||
	    m->role[0] != TABLE_ROLE_TEST || m->role[1] != TABLE_ROLE_VALUE ||
	    !metric_header(m->head[0]) || !m->ht[1].value_header)
		return 0;
	for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
		const char *s = table_cell(t, r, 0);
		struct testname tn;

		testname_parse(s, strlen(s), 0, &tn);
		if (tn.cond.bs > 0 || tn.cond.iodepth > 0 ||
		    tn.cond.numjobs > 0 || tn.cdm || tn.n_ops > 1)
			return 0;
		if (tn.cond.op != IODB_OP_UNKNOWN) {
			if (op != IODB_OP_UNKNOWN && op != tn.cond.op)
				return 0;
			op = tn.cond.op;
		}
		if (tn.cond.pattern != IODB_PATTERN_UNKNOWN) {
			if (pat != IODB_PATTERN_UNKNOWN &&
			    pat != tn.cond.pattern)
				return 0;
			pat = tn.cond.pattern;
		}
	}
	return 1;
}

/*
 * Whether table m has its metrics as rows and its systems as columns,
 * one result a column ("| 4k rand write, qd32 | box-a | box-b |" over
 * "| IOPS | 3,100 | 640 |", "| 평균 레이턴시 | 9.8 ms | 48.1 ms |", "|
 * p50 / p99 | 9.1 / 13.0 ms | ... |"): two or more value columns right
 * of one column of row names, every row's name a metric or a statistic
 * word ("처리량", "Avg latency", "p99", "도달한 IOPS") naming no test,
 * direction, block size, queue depth or job count of its own.  A row's
 * name then says which field its figures are, never a system nor a job:
 * each column's rows join into one result (the corner or the heading
 * names its test).
 */
static int metric_rows(const struct table_mapping *m)
{
	const struct table *t = m->t;
	size_t values = 0;

	if (t->cols < 3 || m->hdr != 1 || t->rows < (size_t)m->hdr + 2 ||
	    m->role[0] != TABLE_ROLE_TEST)
		return 0;
	for (size_t c = 1; c < t->cols; c++)
		values += m->role[c] == TABLE_ROLE_VALUE;
	if (values < 2)
		return 0;
	for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
		const char *s = table_cell(t, r, 0);
		struct testname tn;

		testname_parse(s, strlen(s), 0, &tn);
		if ((!tn.metric && !tn.stat) || tn.cond.bs > 0 ||
		    tn.cond.iodepth > 0 || tn.cond.numjobs > 0 || tn.cdm ||
		    tn.n_ops || tn.cond.pattern != IODB_PATTERN_UNKNOWN ||
		    tn.access || tn.aggregate || tn.other)
			return 0;
	}
	return 1;
}

/*
 * Whether the value columns are statistics of each row's one figure
 * ("Metric | Avg | Max | Min" over "Read Iops", "Read Lat Ms": a summary
 * over several VMs or repetitions): every value column's header is a
 * statistic's word alone, one of them the mean.  Those headers name no
 * system: the mean column is the row's result, the others spreads.
 */
static int stats_columns(const struct table_mapping *m)
{
	int mean = 0, other = 0;

	for (size_t c = 0; c < m->t->cols; c++) {
		if (m->role[c] != TABLE_ROLE_VALUE)
			continue;
		if (!m->head[c] || !m->head[c][0])
			return 0;
		if (m->ht[c].aggregate && !m->ht[c].stat && !m->ht[c].found &&
		    !m->ht[c].metric)
			mean++;
		else if (m->ht[c].stat && !m->ht[c].aggregate &&
			 !m->ht[c].found && !m->ht[c].metric)
			other++;
		else
			return 0;
	}
	return mean == 1 && other >= 1;
}

/*
 * Whether unit u is one flashbench prints its rates in ("B/s", "K/s",
 * "M/s", "G/s": bytes a second divided by 1000, 10^6, 10^9, vm.c's
 * format_value()): then rewritten in place (n bytes) into the decimal
 * unit it means ("MB/s"), 1; 0 for any other unit.
 */
static int flashbench_rate(char *u, size_t n)
{
	static const char *const units[][2] = {
	    {"B/s", "B/s"}, {"K/s", "kB/s"}, {"M/s", "MB/s"}, {"G/s", "GB/s"}};

	for (size_t i = 0; i < sizeof(units) / sizeof(units[0]); i++)
		if (!strcmp(u, units[i][0]) && strlen(units[i][1]) < n) {
			strcpy(u, units[i][1]);
			return 1;
		}
	return 0;
}

/* Which column roles a table has, inferred (the map may force them). */
/*
 * Whether header h counts the disks of each row's array ("Disks", "#
 * drives", "Number of SSDs", "Disk count"): over whole numbers the rows'
 * layouts, part of their name (RAID0 of 2 disks is no RAID0 of 4), no
 * figure.  The disk word, plural, into word (n bytes) when word is not
 * NULL: "disks", "drives", "SSDs".
 */
static int disk_count_header(const char *h, char *word, size_t n)
{
	static const char *const count[] = {"#",     "number", "num", "no",
					    "nr",    "count",  "of",  "the",
					    "total", NULL};
	static const char *const disks[] = {
	    "disk",   "disks",	 "drive",    "drives",	"ssd",
	    "ssds",   "hdd",	 "hdds",     "nvme",	"nvmes",
	    "device", "devices", "member",   "members", "vdev",
	    "vdevs",  "spindle", "spindles", NULL};
	char b[64], w[16] = "";
	int nd = 0;

	bare_text(h, b, sizeof(b));
	for (const char *p = b; *p;) {
		char x[16];
		size_t k = 0;

		if (*p == '#') {
			p++;
			continue;
		}
		if (!isalpha((unsigned char)*p)) {
			if (!strchr(" .:()", *p))
				return 0;
			p++;
			continue;
		}
		while (isalpha((unsigned char)*p) && k + 1 < sizeof(x))
			x[k++] = *p++;
		if (isalpha((unsigned char)*p))
			return 0;
		x[k] = '\0';
		if (header_is(x, disks)) {
			if (nd++)
				return 0;
			memcpy(w, x, k + 1);
		} else if (!header_is(x, count)) {
			return 0;
		}
	}
	if (nd != 1)
		return 0;
	if (word && n) {
		size_t k = strlen(w);
		int upper = k >= 2 && isupper((unsigned char)w[1]);

		if (!upper) /* "Disks": "disks"; "SSD" stays */
			for (size_t i = 0; i < k; i++)
				w[i] = (char)tolower((unsigned char)w[i]);
		snprintf(word, n, "%s%s", w,
			 tolower((unsigned char)w[k - 1]) == 's' ? "" : "s");
	}
	return 1;
}

/*
 * Whether header h names a version ("viostor version", "Driver Ver.",
 * "Firmware version"): over bare numbers (187, 1.74) the rows' builds
 * compared, a label, no figure.
 */
/*
 * Whether header h is a configuration key written as one ("core_freq",
 * "vm.dirty_ratio", "`gpu_mem`"): one lowercase token joining words with
 * '_' or '.'.  Its bare numbers ("500") are the setting each row ran
 * with, part of the row's name, no figure.
 */
static int setting_key_header(const char *h)
{
	size_t n = 0, joins = 0;

	if (!h)
		return 0;
	while (*h == ' ' || *h == '*' || *h == '`')
		h++;
	if (!(*h >= 'a' && *h <= 'z'))
		return 0;
	for (; h[n] && h[n] != ' ' && h[n] != '*' && h[n] != '`'; n++) {
		if (h[n] == '_' || h[n] == '.')
			joins += n && h[n + 1] && h[n + 1] != ' ';
		else if (!((h[n] >= 'a' && h[n] <= 'z') ||
			   (h[n] >= '0' && h[n] <= '9')))
			return 0;
	}
	for (const char *p = h + n; *p; p++)
		if (*p != ' ' && *p != '*' && *p != '`')
			return 0;
	return joins > 0;
}

/* Whether a column left of c holds figures (TABLE_ROLE_VALUE). */
static int value_column_before(const struct table_mapping *m, size_t c)
{
	for (size_t k = 0; k < c; k++)
		if (m->role[k] == TABLE_ROLE_VALUE)
			return 1;
	return 0;
}

static int version_header(const char *h)
{
	static const char *const words[] = {"version", "versions", "ver", NULL};

	return has_word(h, words);
}

/*
 * Whether header h names the benchmark's own version ("Test-Vers.",
 * "Test version", "CDM version", "Tool ver."): the build of the tool that
 * measured, over "8.0.5 x64", no part of a system's name.
 */
static int tool_version_header(const char *h)
{
	static const char *const ver[] = {"version", "ver", "vers", NULL};
	static const char *const tool[] = {
	    "test",	 "tool", "benchmark", "bench", "cdm", "crystaldiskmark",
	    "kdiskmark", "atto", NULL};

	return has_word(h, ver) && has_word(h, tool);
}

/*
 * Whether column c is the first one under an empty corner, with columns
 * right of it.
 */
static int corner_column(const struct table_mapping *m, size_t c)
{
	return c == 0 && m->t->cols >= 2 && !m->head[0][0];
}

/*
 * Whether header h names no more of a test than its directions and access
 * pattern: no metric, unit, block size, queue depth, jobs, CrystalDiskMark
 * test, statistic, access time, aggregate, condition or other quantity.
 */
static int names_test_alone(const struct testname *h)
{
	return h->metric == TESTNAME_NONE && !h->metrics && !h->unit[0] &&
	       h->cond.bs <= 0 && h->cond.iodepth <= 0 &&
	       h->cond.numjobs <= 0 && !h->cdm && !h->stat && !h->access &&
	       !h->aggregate && !h->condition && !h->other;
}

/*
 * Whether column c is the first one under a corner cell of one header row
 * that names a test and nothing else of it ("| Sequential Read | run_a |
 * run_b |"): names_test_alone(), one direction at most.  Its rows can be
 * block sizes ("[8K](#8192B-read)"), and the corner's direction and
 * access pattern are each row's.
 */
static int corner_test_column(const struct table_mapping *m, size_t c)
{
	const struct testname *h = &m->ht[0];

	return c == 0 && m->t->cols >= 2 && m->hdr == 1 &&
	       (h->n_ops == 1 || h->cond.pattern != IODB_PATTERN_UNKNOWN) &&
	       h->n_ops <= 1 && names_test_alone(h);
}

static double row_mix(const char *s);

/*
 * Row name s as a mixed workload's ("16K_70/30", "64K 30:70", "randrw
 * R70/W30", "混合 7:3"): its one read:write ratio and otherwise no
 * direction, no metric and no CrystalDiskMark test.  The rest of the name
 * (the ratio blanked: its numbers are no block size, depth or count) is
 * parsed into *rt, the read share into rt->cond.mix_read_pct: row_mix()'s
 * when the row names the mix itself, else a letter's ("W30/R70"), else
 * the first side's when read_first (the corner says "Read/Write"), else
 * unknown.  1 or 0.
 */
static int mixed_ratio_row(const char *s, int read_first, struct testname *rt)
{
	struct testname_ratio q;
	char buf[512];
	size_t len = strlen(s);

	if (len >= sizeof(buf) || !testname_ratio(s, len, &q))
		return 0;
	memcpy(buf, s, len + 1);
	memset(buf + q.at, ' ', q.n);
	testname_parse(buf, len, 0, rt);
	if ((rt->n_ops &&
	     !(rt->n_ops == 1 && rt->cond.op == IODB_OP_READWRITE)) ||
	    rt->metric != TESTNAME_NONE || rt->cdm || rt->stat ||
	    rt->aggregate || rt->other)
		return 0;
	/* a row naming the mix itself ("randrw 40/60", "4k rand 4:6")
	 * gives the read share first, whatever the corner's order */
	rt->cond.mix_read_pct = row_mix(s);
	if (isnan(rt->cond.mix_read_pct) && (q.lettered || read_first))
		rt->cond.mix_read_pct = q.first;
	return 1;
}

/*
 * Whether column c is the first one under a corner cell of one header row
 * that names both directions and nothing else of a figure ("| Random
 * Read/Write | run_a | run_b |"), no other header naming a direction, and
 * every row below is a mixed workload's name (mixed_ratio_row(): "[16K_
 * 70/30]", "64K 30:70").  The corner names the mix the ratios are of, not
 * two figures a cell: a cell's one figure is both directions' (fio's
 * randrw with its rwmixread), two are the mix's read and write halves.
 */
static int mixed_corner_column(const struct table_mapping *m, size_t c)
{
	const struct testname *h = &m->ht[0];
	size_t rows = 0;

	if (c || m->t->cols < 2 || m->hdr != 1 || h->n_ops != 2 ||
	    h->ops[0] == h->ops[1] ||
	    (h->ops[0] != IODB_OP_READ && h->ops[0] != IODB_OP_WRITE) ||
	    (h->ops[1] != IODB_OP_READ && h->ops[1] != IODB_OP_WRITE) ||
	    !names_test_alone(h))
		return 0;
	for (size_t k = 1; k < m->t->cols; k++)
		if (m->ht[k].n_ops)
			return 0;
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		const char *s = table_cell(m->t, r, 0);
		struct testname tn;

		if (table_cell_empty(s))
			continue;
		if (!mixed_ratio_row(s, 1, &tn))
			return 0;
		rows++;
	}
	return rows > 0;
}

/*
 * Whether row name s names a setting of the system rather than a test:
 * a word saying a feature is switched ("Big writes enabled", "write
 * cache off", "Disable read-ahead").
 */
static int setting_phrase(const char *s)
{
	static const char *const set[] = {
	    "enabled",	 "disabled",	"enable", "disable", "off",
	    "activated", "deactivated", "turned", NULL};

	return testname_first_word(s, strlen(s), set) >= 0;
}

/*
 * Whether header h names the drives' make or model among other facts
 * ("Manufacturer / Model / Capacity", "Device (size)"): over names, the
 * rows' systems, whatever size or price it names beside.
 */
static int names_model(const char *h)
{
	static const char *const words[] = {
	    "model",
	    "manufacturer",
	    "device",
	    "drive",
	    "product",
	    "\xe5\x9e\x8b\xe5\x8f\xb7", /* 型号 */
	    "\xeb\xaa\xa8\xeb\x8d\xb8", /* 모델 */
	    NULL,
	};

	return has_term(h, words);
}

/*
 * Whether header h names a system or a configuration ("System",
 * "Config", "Setup", "Drive", "Host", "系统", "配置"): over an
 * interface, the rows' names still.
 */
static int system_word_header(const char *h)
{
	static const char *const words[] = {
	    "system",
	    "systems",
	    "config",
	    "configuration",
	    "setup",
	    "host",
	    "machine",
	    "server",
	    "disk",
	    "ssd",
	    "hdd",
	    "storage",
	    "name",
	    "platform",
	    "target",
	    "\xe7\xb3\xbb\xe7\xbb\x9f", /* 系统 */
	    "\xe9\x85\x8d\xe7\xbd\xae", /* 配置 */
	    "\xe8\xae\xbe\xe5\xa4\x87", /* 设备 */
	    "\xe7\xa3\x81\xe7\x9b\x98", /* 磁盘 */
	    "\xe7\xa1\xac\xe7\x9b\x98", /* 硬盘 */
	    "\xe5\x90\x8d\xe7\xa7\xb0", /* 名称 */
	    NULL,
	};

	return names_model(h) || has_term(h, words);
}

/*
 * Whether cell s is an interface or a protocol alone, its version, lanes
 * or speed beside it: "SATA 3.0", "PCIe 3.0 x4", "USB 3.0", "NVMe",
 * "SATA III (6Gbps)", "PCIe Gen4 x4".
 */
static int interface_cell(const char *s)
{
	static const char *const ifaces[] = {
	    "sata", "esata", "sas",	    "pcie", "pci-e",
	    "usb",  "nvme",  "thunderbolt", "u.2",  NULL,
	};
	char w[32];
	size_t i = 0, k, words = 0;

	while (s[i]) {
		while (s[i] == ' ' || s[i] == '*' || s[i] == '(' ||
		       s[i] == ')' || s[i] == ',' || s[i] == '/')
			i++;
		if (!s[i])
			break;
		for (k = 0; s[i] && !strchr(" *(),/", s[i]); i++)
			if (k + 1 < sizeof(w))
				w[k++] = (char)tolower((unsigned char)s[i]);
		w[k] = '\0';
		if (!words++) {
			size_t j;

			for (j = 0; ifaces[j] && strcmp(w, ifaces[j]); j++)
				;
			if (!ifaces[j])
				return 0;
			continue;
		}
		/* "3.0", "x4", "gen4", "iii", "6gbps" */
		if (!strcmp(w, "i") || !strcmp(w, "ii") || !strcmp(w, "iii"))
			continue;
		const char *p = w;

		if (*p == 'x' || !strncmp(p, "gen", 3))
			p += *p == 'x' ? 1 : 3;
		if (!isdigit((unsigned char)*p))
			return 0;
		while (isdigit((unsigned char)*p) || *p == '.')
			p++;
		if (*p && strcmp(p, "gbps") && strcmp(p, "gb") &&
		    strcmp(p, "gt") && strcmp(p, "g"))
			return 0;
	}
	return words > 0;
}

/*
 * Whether text column c of table m states a property every row shares
 * or a state, never the rows' names: a header naming a state, a link, a
 * temperature or a negotiation ("Link state", "链路层协商状态", "温度"),
 * or the same interface in every cell ("SATA 3.0" in each row) under a
 * header that names no system nor configuration.
 */
static int property_column(const struct table_mapping *m, size_t c)
{
	static const char *const words[] = {
	    "status",
	    "state",
	    "link",
	    "negotiated",
	    "negotiation",
	    "temperature",
	    "temp",
	    "\xe7\x8a\xb6\xe6\x80\x81", /* 状态 */
	    "\xe7\x8b\x80\xe6\x85\x8b", /* 狀態 */
	    "\xe7\x8a\xb6\xe6\x85\x8b", /* 状態 */
	    "\xec\x83\x81\xed\x83\x9c", /* 상태 */
	    "\xe5\x8d\x8f\xe5\x95\x86", /* 协商 */
	    "\xe5\x8d\x94\xe5\x95\x86", /* 協商 */
	    "\xe9\x93\xbe\xe8\xb7\xaf", /* 链路 */
	    "\xe9\x8f\x88\xe8\xb7\xaf", /* 鏈路 */
	    "\xe6\xb8\xa9\xe5\xba\xa6", /* 温度 */
	    "\xec\x98\xa8\xeb\x8f\x84", /* 온도 */
	    NULL,
	};
	const char *first = NULL;
	size_t n = 0;

	if (!m->head[c] || system_word_header(m->head[c]))
		return 0;
	if (has_term(m->head[c], words))
		return 1;
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		const char *s = table_cell(m->t, r, c);

		if (!s || !s[0])
			continue;
		if (!interface_cell(s) || (first && strcmp(s, first)))
			return 0;
		first = s;
		n++;
	}
	return n >= 2;
}

/*
 * Whether column c of table m repeats an earlier column whole: the same
 * header rows (not empty) and the same text in every body cell, figures
 * in two cells at least ("| Drive | IOPS | Latency | IOPS |" over the
 * same IOPS twice: a column pasted twice, no second result).
 */
static int repeated_column(const struct table_mapping *m, size_t c)
{
	const struct table *t = m->t;

	for (size_t k = 0; k < c; k++) {
		size_t r, figures = 0;
		int named = 0, differ = 0;
		const char *first = NULL;

		for (r = 0; r < t->rows; r++) {
			const char *a = table_cell(t, r, k);
			const char *b = table_cell(t, r, c);
			struct table_cellv cv;

			if (strcmp(a ? a : "", b ? b : ""))
				break;
			if (r < (size_t)m->hdr)
				named |= !table_cell_empty(b);
			else if (!table_cell_empty(b) &&
				 !table_cell_values(b, &cv)) {
				figures++;
				differ |= first && strcmp(first, b);
				first = b;
			}
		}
		/* figures that differ from row to row: a column of one
		 * figure throughout (the size every run wrote) may well
		 * stand twice */
		if (r == t->rows && named && figures >= 2 && differ)
			return 1;
	}
	return 0;
}

/*
 * Whether cell s names one machine: an IPv4 address ("10.131.0.24", a
 * ":port" after it maybe) or a host name ("worker-2", "nas01.lan",
 * "ip-10-0-1-5"): one word of letters, digits, '-', '_' and '.', a
 * letter in it, at most 63 bytes, no figure with a unit ("4k", "64KiB").
 */
static int host_cell(const char *s)
{
	size_t n = 0, dots = 0, letters = 0, part = 0;
	int digits = 0;
	struct table_cellv cv;

	for (; s[n]; n++) {
		unsigned char c = (unsigned char)s[n];

		if (c == ':' && dots == 3 && !letters && digits)
			return strspn(s + n + 1, "0123456789") ==
				   strlen(s + n + 1) &&
			       s[n + 1];
		if (!isalnum(c) && c != '-' && c != '_' && c != '.')
			return 0;
		letters += isalpha(c) != 0;
		dots += c == '.';
		if (c == '.') {
			if (!digits && !letters)
				return 0;
			part = 0;
			digits = 0;
			continue;
		}
		if (isdigit(c) && ++part > 3)
			digits = -64; /* no octet */
		digits += isdigit(c) != 0;
	}
	if (!n || n > 63)
		return 0;
	if (!letters) /* "10.131.0.24": four octets */
		return dots == 3 && digits > 0 && s[n - 1] != '.';
	return !table_cell_values(s, &cv) ? 0 : 1;
}

/*
 * "| Test ID | Job | Hostname | Write IOPS |" over "| ... | write |
 * 10.131.0.24 | 100057.4 |": a column whose header names a machine
 * ("Host", "Hostname", "Node", "Server", "Machine", "Client", "Pod",
 * "IP") and whose every cell names one (host_cell()) says which
 * machine each row's figures are of: the rows' system, never figures
 * or a note (an address is no decimal figure).
 */
static int host_column(const struct table_mapping *m, size_t c)
{
	static const char *const words[] = {
	    "host",	   "hostname", "host name", "hosts",	  "node",
	    "node name",   "nodename", "nodes",	    "server",	  "servers",
	    "machine",	   "machines", "client",    "clients",	  "pod",
	    "pod name",	   "pods",     "ip",	    "ip address", "address",
	    "client host", "vm",       "vm name",   "instance",	  NULL,
	};

	return m->head[c] && header_is(m->head[c], words) &&
	       column_all(m, c, host_cell);
}

/* Whether s is a size alone, a number and a binary prefix, maybe "B" or
 * "iB" after it: "128k", "1M", "64KiB", "2.5G". */
static int size_word_cell(const char *s)
{
	const char *p = s;

	while (isdigit((unsigned char)*p) || (*p == '.' && p > s))
		p++;
	if (p == s || !*p || !strchr("kKmMgGtT", *p))
		return 0;
	p++;
	if (*p == 'i' && p[1] == 'B')
		p += 2;
	else if (*p == 'B')
		p++;
	return !*p;
}

/*
 * Whether column c is a first column headed "System" (or "Name") holding
 * sizes alone ("| System | Random Write |" over "| 128k | 602 MB/s |",
 * the table a list "- 128k: 602 MB/s" under a lead-in reads as): the
 * words each row is named by, what was compared (a zvol's volblocksize,
 * a dataset's recordsize), no figure of a test.
 */
static int size_names_column(const struct table_mapping *m, size_t c)
{
	static const char *const words[] = {"system", "systems", "name", NULL};

	return c == 0 && m->t->cols >= 2 && m->head[c] &&
	       header_is(m->head[c], words) && column_all(m, c, size_word_cell);
}

/*
 * Whether column c is a first column headed "Size" ("| Size | Read | Write
 * | Total | IOPS (R,W,T) |", Benchy's disk table): the rows' sizes, "4k"
 * a size there, not 4000 of something.
 */
static int size_head_column(const struct table_mapping *m, size_t c)
{
	return c == 0 && m->head[c] && !strcasecmp(m->head[c], "Size");
}

/*
 * A column made of a table's group rows (table_shape.c, sections()) whose
 * cells name the tool with settings ("**fio ioengine=sync**" over some
 * rows, "**fio ioengine=libaio**" over the same rows again): the settings
 * tell the groups' rows apart, so the column names the systems as the
 * rows' own names do ("fio ioengine=sync / Device ..."), not only the
 * tool.  Two different cells at least, each a tool's name then key=value
 * words (line_is_settings()).
 */
static void group_settings_column(struct table_mapping *m)
{
	const struct table *t = m->t;
	const char *first = NULL;
	int differ = 0;

	if (!m->group_col || t->cols < 2 || m->role[0] != TABLE_ROLE_TOOL)
		return;
	for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
		const char *s = table_cell(t, r, 0);
		size_t w = strcspn(s, " ");

		if (!s[0])
			continue;
		if (!s[w] || !testname_tool(s, w) ||
		    !line_is_settings(s + w + 1, strlen(s + w + 1)))
			return;
		if (!first)
			first = s;
		differ |= strcmp(first, s) != 0;
	}
	if (differ)
		m->role[0] = TABLE_ROLE_SYSTEM;
}

/*
 * Whether the headers right of column c all name a test and what is
 * measured of it ("| SEQ1M Q8T1 Read (MB/s) | Q32T1 4K Write IOPS |"),
 * two at least: the figures' metric is the columns', so a metric word in
 * a row's name ("WB, latency-perf tuned", "net-latency profile") names a
 * setting of the row, not what the row measures.
 */
static int columns_name_measures(const struct table_mapping *m, size_t c)
{
	size_t n = 0;

	for (size_t k = c + 1; k < m->t->cols; k++) {
		const struct testname *h = &m->ht[k];

		if (!m->head[k] || !m->head[k][0])
			continue;
		if (!(h->cond.pattern != IODB_PATTERN_UNKNOWN || h->n_ops ||
		      h->cdm || m->transfer[k]) ||
		    (h->metric == TESTNAME_NONE && !h->unit[0]))
			return 0;
		n++;
	}
	return n >= 2;
}

/*
 * Whether cell s names a mount point, its note aside: "`/` — where the
 * temp dir lives", "/mnt/data", "`/srv` (ext4)": an absolute path first.
 * A file system's name ("xfs") is none: the rows then compare file
 * systems, whatever drive they sit on.
 */
static int mount_cell(const char *s)
{
	char b[128];

	bare_text(s, b, sizeof(b));
	s = b;
	while (*s == '`')
		s++;
	return s[0] == '/' && s[1] != '/';
}

/*
 * The drive cell s names, into out (n bytes): the text of a code span
 * starting it ("`SSDSC2KG960G7R` SATA SSD, rot=0" gives SSDSC2KG960G7R),
 * else the text before a ',', ';', '(' or a dash ("Samsung 870 EVO,
 * rot=0" gives "Samsung 870 EVO").  1 when it is a drive's model: a
 * maker's (line_drive_model()), a model number (table_device_of()), or,
 * as a tool printed it in a code span, capitals alone ("`DELLBOSS VD`",
 * not storage words alone: "`SATA SSD`"); *strong set when a maker's
 * model or a model number.
 */
static int drive_cell_name(const char *s, char *out, size_t n, int *strong)
{
	char b[128], t[128];
	size_t k = 0, longest = 0, run = 0;
	int code, lower = 0;
	struct table_device d;

	*strong = 0;
	out[0] = '\0';
	bare_text(s, b, sizeof(b));
	s = b;
	code = *s == '`';
	if (code) {
		const char *e = strchr(++s, '`');

		if (!e)
			return 0;
		k = (size_t)(e - s);
	} else {
		while (s[k] && !strchr(",;(", s[k]) &&
		       strncmp(s + k, " \xe2\x80\x94", 4) &&
		       strncmp(s + k, " - ", 3))
			k++;
	}
	while (k && s[k - 1] == ' ')
		k--;
	if (!k || k >= n || k >= sizeof(t))
		return 0;
	memcpy(out, s, k);
	out[k] = '\0';
	for (size_t i = 0; i < k; i++) {
		unsigned char ch = (unsigned char)out[i];

		if (ch >= 0x80 || ch == '/' || ch == '=' || ch == '`' ||
		    ch == '*')
			return 0;
		lower |= islower(ch) != 0;
		run = isupper(ch) ? run + 1 : 0;
		if (run > longest)
			longest = run;
	}
	table_device_of(out, &d);
	*strong = line_drive_model(out, k, t, sizeof(t)) || d.model[0];
	if (*strong)
		return 1;
	return code && !lower && longest >= 4 && !doc_prose_term_only(out) &&
	       !interface_cell(out);
}

/*
 * A table whose rows are named by mount points (mount_cell(): "| `/` —
 * the root | ... |", "| /mnt/disk2 | ... |") and
 * which has a column headed for the drive ("device", "drive", "disk",
 * "model", "SSD") naming a drive's model in every row
 * (drive_cell_name()), a maker's model or a model number in one at
 * least, a different one in each row: the drive is what was measured, so
 * it names the rows (table_join_role()); the mount path is left out.  A
 * table named by drives or systems first keeps its names; so does one
 * whose mounts share a drive.
 */
static void mount_rows_drive_column(struct table_mapping *m)
{
	static const char *const words[] = {
	    "device", "devices", "drive", "drives", "disk",
	    "disks",  "model",	 "ssd",	  NULL,
	};
	const struct table *t = m->t;
	size_t col = 0, rows = 0;

	if (t->cols < 3 || m->role[0] != TABLE_ROLE_SYSTEM || m->map.role[0])
		return;
	for (size_t c = 1; c < t->cols && c < TABLE_MAP_COLS; c++) {
		if (m->role[c] == TABLE_ROLE_SYSTEM && !col && m->head[c] &&
		    has_term(m->head[c], words) && !m->map.role[c])
			col = c + 1;
		else if (m->role[c] == TABLE_ROLE_SYSTEM)
			return; /* two names of the row */
		else if (!col && m->role[c] == TABLE_ROLE_IGNORE &&
			 m->head[c] && has_term(m->head[c], words) &&
			 !m->map.role[c] && m->ht[c].metric == TESTNAME_NONE)
			col = c + 1;
	}
	if (!col)
		return;
	{
		int strong = 0;

		for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
			const char *a = table_cell(t, r, 0);
			const char *d = table_cell(t, r, col - 1);
			char name[128];
			int st;

			if (table_cell_empty(a) && table_cell_empty(d))
				continue;
			if (!mount_cell(a) ||
			    !drive_cell_name(d, name, sizeof(name), &st))
				return;
			strong |= st;
			rows++;
			/* one drive under two mounts: the mounts tell the rows
			 * apart */
			for (size_t q = (size_t)m->hdr; q < r; q++) {
				char o[128];

				if (drive_cell_name(table_cell(t, q, col - 1),
						    o, sizeof(o), &st) &&
				    !strcmp(o, name))
					return;
			}
		}
		if (!rows || !strong)
			return;
	}
	m->role[0] = TABLE_ROLE_IGNORE;
	m->role[col - 1] = TABLE_ROLE_SYSTEM;
	m->drive_col = col;
}

static void classify(struct table_mapping *m)
{
	struct table *t = m->t;
	unsigned char *rough = calloc(t->cols ? t->cols : 1, 1);
	int estimates = 0, exact = 0, fine = 0;

	for (size_t c = 0; c < t->cols; c++) {
		size_t nval = 0, ntext = 0, ntest = 0, nint = 0, ntool = 0;
		size_t nunit = 0, nrel = 0, nsize = 0, nother = 0, nmet = 0;
		size_t nrate = 0, nnum = 0, nest = 0, napprox = 0, ncond = 0;
		size_t ndec = 0, nfine = 0, nstats = 0, ncmd = 0, nrun = 0;
		size_t nwhole = 0, nbare = 0;
		int seq = 1, named = 0, row_named = 0;
		struct table_cellv cv;

		for (size_t k = 0; k < c && !named; k++)
			named = m->role[k] == TABLE_ROLE_SYSTEM ||
				m->role[k] == TABLE_ROLE_TEST;
		/* the column made of section rows names a group of rows:
		 * "| **QLC NVMe, 6.9-pve** | |" over "| WB, iothread, mq4 |
		 * 412.5 |" leaves the row's own name in the column right of
		 * it, no note on the row */
		row_named = named && !(c == 1 && m->group_col);

		if (c < TABLE_MAP_COLS && m->map.role[c]) {
			m->role[c] = m->map.role[c];
			continue;
		}
		if (repeated_column(m, c)) {
			m->role[c] = TABLE_ROLE_IGNORE;
			m->at_c = c;
			for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
				m->at_r = r;
				if (!table_cell_empty(table_cell(t, r, c)))
					table_why(m,
						  "column '%s' repeats an "
						  "earlier column, its header "
						  "and every figure",
						  m->head[c] ? m->head[c] : "");
			}
			continue;
		}
		for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
			const char *s = table_cell(t, r, c);
			struct testname tn;

			if (table_cell_empty(s))
				continue;
			if (table_cell_relative(s) && table_cell_range(s)) {
				ntext++; /* "3-4x": a ratio, no figure */
				nrel++;
				seq = 0;
				continue;
			}
			if (table_cell_range(s)) {
				nval++; /* "80-120 MB/s": figures, none read */
				nest++;
				seq = 0;
				continue;
			}
			if (table_cell_bound(s)) {
				nval++; /* "< 1 MB/s": a bound, no reading */
				nest++;
				seq = 0;
				continue;
			}
			nother += table_cell_other(s);
			if (!table_cell_values(s, &cv)) {
				nval++;
				napprox += cv.n >= 1 && cv.v[0].approx;
				/* "~1520 MiB/s": a reading's precision */
				nfine += cv.n >= 1 && cv.v[0].approx &&
					 table_significant(cv.v[0].num, 1) > 2;
				nsize += cv.n == 1 && cv.v[0].size_unit;
				/* "4K", "512K" under "Test": CrystalDiskMark's
				 * and AS SSD's block sizes, no count */
				if ((m->ht[c].test_header ||
				     corner_column(m, c) ||
				     corner_test_column(m, c) ||
				     size_head_column(m, c)) &&
				    cv.n == 1 && !cv.v[0].size_unit &&
				    (!strcasecmp(cv.v[0].unit, "k") ||
				     !strcasecmp(cv.v[0].unit, "m")) &&
				    testname_parse(s, strlen(s), 0, &tn) &&
				    tn.cond.bs > 0 &&
				    (m->ht[c].test_header ||
				     (tn.cond.bs >= 512 &&
				      !(tn.cond.bs & (tn.cond.bs - 1)))))
					nsize++;
				nrate += cv.n == 1 && cv.v[0].unit[0] &&
					 !cv.v[0].size_unit &&
					 cv.v[0].metric != TESTNAME_NONE;
				/* "2", "12": a count of something */
				nwhole += cv.n == 1 && !cv.v[0].unit[0] &&
					  !cv.v[0].approx &&
					  strspn(cv.v[0].num, "0123456789") ==
					      strlen(cv.v[0].num) &&
					  atol(cv.v[0].num) >= 1 &&
					  atol(cv.v[0].num) <= 256;
				/* "500": a whole number, no unit, any size */
				nbare += cv.n == 1 && !cv.v[0].unit[0] &&
					 !cv.v[0].approx &&
					 strspn(cv.v[0].num, "0123456789") ==
					     strlen(cv.v[0].num);
				if (cv.n == 1 && !cv.v[0].unit[0] &&
				    !strchr(cv.v[0].num, '.') &&
				    atol(cv.v[0].num) ==
					(long)(r - (size_t)m->hdr + 1))
					nint++;
				else
					seq = 0;
				continue;
			}
			seq = 0;
			ntext++;
			{
				/* "6431 MIPS", "1 min 35 s": a figure of a unit
				 * no storage benchmark prints, no name */
				const char *q = s;

				while (*q == '*' || *q == '_' || *q == ' ')
					q++;
				nnum += *q >= '0' && *q <= '9';
				/* "4 jobs", "QD 32": a condition's value */
				if (*q >= '0' && *q <= '9' &&
				    testname_parse(s, strlen(s), 0, &tn) &&
				    (tn.found || tn.cond.iodepth > 0 ||
				     tn.cond.numjobs > 0 || tn.cond.bs > 0))
					ncond++;
				/* "0.6 毫秒": a decimal figure, a word after */
				while (*q >= '0' && *q <= '9')
					q++;
				ndec += (*q == '.' || *q == ',') &&
					q[1] >= '0' && q[1] <= '9';
			}
			{
				/* "fio -ioengine=libaio -bs=4k": the command
				 * the row ran */
				size_t cl;
				int cmd = fio_options_find_command(s, strlen(s),
								   &cl) == 0;

				ncmd += cmd;
				/* "Big writes enabled": a setting named, its
				 * direction word part of its name */
				if (testname_parse(s, strlen(s), 0, &tn) &&
				    (tn.cond.pattern || tn.n_ops || tn.cdm) &&
				    (tn.cond.pattern || tn.cdm ||
				     !setting_phrase(s)))
					ntest++;
				else
					nrun += cmd;
			}
			if (tn.cond.pattern || tn.n_ops || tn.cdm)
				;
			else if (tn.metric || tn.stat || tn.access)
				nmet++; /* "Transfer Rate Minimum", "Access
					   Time" */
			/* "avg 2.6 ms, p50 1.4, p99 53 ms, ~380 IOPS": several
			 * statistics of one test, each a figure in a unit */
			nstats += tn.metric != TESTNAME_NONE && tn.unit[0] &&
				  strpbrk(s, "0123456789") &&
				  strchr(s, ',') != NULL;
			if (testname_tool(s, strlen(s)))
				ntool++;
			if (table_unit_metric(s) != TESTNAME_NONE)
				nunit++;
			if (table_cell_relative(s))
				nrel++;
		}
		if (nest >= 1 && nest + napprox >= 2 &&
		    (nest + napprox) * 2 > nval + ntext &&
		    nval + ntext > nest) {
			/* "~150–200 MB/s (*)", "< 1 MB/s": ranges, bounds
			 * and rough figures ("~3,500 MB/s", "최대 1,500")
			 * for the most part, a column of estimates or
			 * typical figures: none is a reading (a column of
			 * ranges alone stays one of figures, none read;
			 * rough figures alone: below) */
			m->role[c] = TABLE_ROLE_IGNORE;
			estimates = 1;
			m->typical = 1;
		} else if (fio_cdm_shell_column(m, c)) {
			m->role[c] = TABLE_ROLE_TEST;
			m->fio_cdm_shell = 1;
		} else if (mixed_corner_column(m, c)) {
			m->role[c] = TABLE_ROLE_TEST;
			m->mixed_corner = 1;
		} else if (as_ssd_column(m, c)) {
			/* "| Seq | 4K | 4K-64Thrd | Acc.time |" */
			m->role[c] = TABLE_ROLE_TEST;
			m->as_ssd = 1;
		} else if (host_column(m, c)) {
			m->role[c] = TABLE_ROLE_SYSTEM; /* "10.131.0.24" */
		} else if ((m->ht[c].other &&
			    (nval || !names_model(m->head[c]))) ||
			   (nother && nother * 2 >= nval + ntext))
			m->role[c] =
			    TABLE_ROLE_IGNORE; /* "온도 (°C)", "$54.99" */
		else if ((m->ht[c].note_header || comment_header(m->head[c])) &&
			 !nval)
			/* "Notes", "비고", "Interpretation", "说明" */
			m->role[c] = TABLE_ROLE_IGNORE;
		else if (!nval && ntext && row_named && ntest * 2 < ntext &&
			 notes_column(m, c))
			/* "| ext4 seq write | 2.8 GB/s | single dd run, noisy
			 * |": a comment beside the figures of a row named
			 * already */
			m->role[c] = TABLE_ROLE_IGNORE;
		else if (source_header(m->head[c]) && !nval)
			m->role[c] = TABLE_ROLE_IGNORE; /* "Source", "출처" */
		else if (tool_version_header(m->head[c]))
			/* "Test-Vers." over "8.0.5 x64": the build of the
			 * benchmark, no system's name */
			m->role[c] = TABLE_ROLE_IGNORE;
		else if (!nval && ntext && nnum == ntext && !ncond &&
			 m->ht[c].metric != TESTNAME_NONE)
			/* "2997/2996. BW: 128MiB/s / 128MiB/s" under "Random
			 * Read/Write IOPS": the header's figures packed in a
			 * way not read, never the rows' names (nor their
			 * units) */
			m->role[c] = TABLE_ROLE_IGNORE;
		else if (nval && !ntext && !nrate && size_names_column(m, c))
			/* "| System |" over "| 128k |": the rows' names */
			m->role[c] = TABLE_ROLE_SYSTEM;
		else if (nval && nbare == nval && !ntext &&
			 m->ht[c].metric == TESTNAME_NONE &&
			 device_index_column(m, c))
			/* "| 0 | 100.52 MB/s |" under "| Drive |": the
			 * rows' devices numbered, each row's name */
			m->role[c] = TABLE_ROLE_SYSTEM;
		else if (nval && nwhole == nval && !ntext &&
			 m->ht[c].metric == TESTNAME_NONE &&
			 disk_count_header(m->head[c], NULL, 0))
			/* "| RAID0 | 2 |", "| RAID0 | 4 |" under "Disks":
			 * the arrays' sizes, part of each row's name */
			m->role[c] = TABLE_ROLE_SYSTEM;
		else if (m->ht[c].index ||
			 (seq && nint >= 2 && nint == nval && !m->ht[c].found &&
			  !m->ht[c].metric && !m->ht[c].condition))
			m->role[c] = TABLE_ROLE_INDEX;
		else if (m->ht[c].datasheet && (nval || ntest || nunit))
			/* "DataSheet" over "Seq Read/Write 560/530 MB/s";
			 * "Vendor" or "Hersteller" over names alone ("WD
			 * SN570") names the rows' systems instead */
			m->role[c] = TABLE_ROLE_DATASHEET;
		else if (m->ht[c].condition && nval && nrate == nval &&
			 (!ntext || nval > ntext))
			/* "io_uring (best QD)" over "3.78 GB/s (QD32)": rates,
			 * each with its own condition, not a column of QDs
			 * (a note instead of one: "limited by latency") */
			m->role[c] = TABLE_ROLE_VALUE;
		else if (!nval && named && !ncond && ndec * 2 > ntext)
			/* "0.6 毫秒" under "每次 fsync", right of the rows'
			 * names: decimal figures in a unit not read, and a
			 * note ("受随机写延迟限制"), no test of the rows */
			m->role[c] = TABLE_ROLE_IGNORE;
		else if ((m->ht[c].condition && (nval || ntext)) ||
			 (m->ht[c].test_header && nval == nsize &&
			  (nsize || ntext)) ||
			 /* "| 64k | 128/2055 |" under an empty corner: the
			  * rows' block sizes */
			 ((corner_column(m, c) || corner_test_column(m, c)) &&
			  nval == nsize && nsize >= 2 && !ntext) ||
			 /* "| Size | Card A |" over "| 4MiB | 8.86M/s |":
			  * flashbench prints its block sizes first */
			 (c == 0 && m->tool && !strcmp(m->tool, "flashbench") &&
			  nval == nsize && nsize >= 2 && !ntext))
			m->role[c] = TABLE_ROLE_TEST; /* "Block size": 4KiB */
		else if (size_head_column(m, c) && nval == nsize &&
			 nsize >= 2 && !ntext) {
			/* "| Size | Read | ... | IOPS |" over "| 4k |
			 * 183.31 MB/s |" (Benchy's disk table): block sizes
			 * or file sizes; the rows' rate / IOPS decides
			 * (sizes_by_rate(), table_emit.c) */
			m->role[c] = TABLE_ROLE_TEST;
			m->size_bs = 1;
		} else if (!nval && ntext && conditions_column(m, c))
			/* "| Config |" over "| QD32, 1 job |": each row's
			 * conditions, no system (the figures' header names
			 * it) */
			m->role[c] = TABLE_ROLE_TEST;
		else if (nval && nsize == nval && nval >= ntext &&
			 amount_column(m, c))
			/* "Total read" over "3972 MiB": what the run moved */
			m->role[c] = TABLE_ROLE_VALUE;
		else if (nval && nsize == nval && nval >= ntext &&
			 m->ht[c].metric != TESTNAME_BW)
			m->role[c] = TABLE_ROLE_IGNORE; /* sizes: "32 GB" */
		else if (nval && (target_header(m->head[c]) ||
				  goal_header(m->head[c], &m->ht[c])))
			/* "目标值", "Read Goal": what the figures should be */
			m->role[c] = TABLE_ROLE_IGNORE;
		else if (nval && !ntext && !nrate && !nsize &&
			 m->ht[c].metric == TESTNAME_NONE &&
			 version_header(m->head[c]))
			/* "viostor version" over 187, 189: the builds
			 * compared, each row's label */
			m->role[c] = TABLE_ROLE_SYSTEM;
		else if (nval && !ntext && !nrate && !nsize && nbare == nval &&
			 m->ht[c].metric == TESTNAME_NONE &&
			 setting_key_header(m->head[c]) &&
			 !value_column_before(m, c))
			/* "core_freq" over 500 (or nothing): the setting
			 * each row ran with, part of its name, written
			 * before the figures as a name is.  After columns
			 * of figures ("| base | CAS | bit_spinlock |" over
			 * "933789 999357 1001958") it is one more system's
			 * column of figures */
			m->role[c] = TABLE_ROLE_SYSTEM;
		else if (nval && (derived_header(m->head[c]) ||
				  has_ascii_word(m->head[c], "vs") ||
				  has_ascii_word(m->head[c], "versus")))
			/* "| rdma | tcp | compare |" over "| 16.5 | 15.3 |
			 * 7.84 |", "-5.69", or "| rdma vs tcp |": how the
			 * columns beside differ (in %, the unit left to the
			 * prose), never one more system's figures nor a part
			 * of the rows' names */
			m->role[c] = TABLE_ROLE_IGNORE;
		else if (nval && nval >= ntext)
			m->role[c] = TABLE_ROLE_VALUE;
		else if (nval && nnum && (nval + nnum) * 2 > nval + ntext)
			/* a system's column of figures, some in units of
			 * other benchmarks ("3897 MIPS", "29558 it/s")
			 * beside "51.1 MB/sec": figures, no system */
			m->role[c] = TABLE_ROLE_VALUE;
		else if (!nval && !ntext)
			m->role[c] = TABLE_ROLE_IGNORE;
		else if (!nval && ncmd && ntest + nrun == ntext)
			/* "| fio -ioengine=libaio -bs=4k |", "| dd write
			 * bs=1M |": the rows name the command or test they
			 * ran, the columns the systems (never a system named
			 * by a command line) */
			m->role[c] = TABLE_ROLE_TEST;
		else if (!nval && !ntest &&
			 (ntool == ntext || (ntool >= 2 && ntool + 1 == ntext)))
			/* "CrystalDiskMark"; "dd write", "fio seq read" are
			 * tests (of their tool); "| DD |", "| FIO |" rows with
			 * one other ("| **Score** |", a total): a column of
			 * the tools that ran, no systems */
			m->role[c] = TABLE_ROLE_TOOL;
		else if (!nval && nunit == ntext && !ntest)
			/* "| MB/s |", "| IOPS |": each row's unit alone.  "|
			 * Write MB/s |" beside "| IOPS |" names the row's
			 * test with its unit (table_unit_metric() reads any
			 * words before "MB/s"): a test column (below) */
			m->role[c] = TABLE_ROLE_UNIT;
		else if (derived_header(m->head[c]) && (!nval || nrel))
			/* "Delta", "Winner", "Speedup": said of the other
			 * columns, no system of its own */
			m->role[c] = TABLE_ROLE_IGNORE;
		else if (!nval && ntext >= 2 &&
			 verdict_column(m->t, (size_t)m->hdr, c))
			/* "✅ PASS": the figures checked against a goal */
			m->role[c] = TABLE_ROLE_IGNORE;
		else if (!nval && ntext >= 2 && names_columns(m, c) * 2 > ntext)
			/* "chroot", "proot only", "tie": which column won */
			m->role[c] = TABLE_ROLE_IGNORE;
		else if (!nval && ntext >= 2 &&
			 comparison_cells(m->t, (size_t)m->hdr, c) * 2 > ntext)
			/* "283% faster", "Rook-Ceph 30% faster": how the
			 * other columns compare, no system */
			m->role[c] = TABLE_ROLE_IGNORE;
		else if (!nval && nrel && nrel * 2 > ntext)
			/* "+20.6%", "**8.4x**" with a note or two
			 * ("(latency-bound)"): derived */
			m->role[c] = TABLE_ROLE_IGNORE;
		else if ((ntest * 2 >= ntext && ntest) || m->ht[c].test_header)
			m->role[c] = TABLE_ROLE_TEST;
		else if (!nval && nmet * 2 > ntext &&
			 (!m->ht[c].found || nmet == ntext) &&
			 !columns_name_measures(m, c))
			/* rows naming what is measured, systems as columns */
			m->role[c] = TABLE_ROLE_TEST;
		else if (!nval && metric_header(m->head[c]))
			/* "| Metric | chroot | proot |": rows naming what
			 * each was measured on */
			m->role[c] = TABLE_ROLE_TEST;
		else if (nstats && nstats * 2 > ntext && named &&
			 (m->ht[c].cond.pattern || m->ht[c].n_ops ||
			  m->ht[c].metric))
			/* "| Rand 4K write |" over "avg 5.2 ms, p99 26 ms,
			 * ~190 IOPS" right of the rows' names: a test's
			 * statistics in words, no system (not read: which
			 * of them is the table's figure is not said) */
			m->role[c] = TABLE_ROLE_IGNORE;
		else if (m->ht[c].interface)
			m->role[c] = TABLE_ROLE_INTERFACE;
		else if (!nval && fio_setting_header(m->head[c]))
			/* "ioengine" over "libaio": a setting of every
			 * row, no system */
			m->role[c] = TABLE_ROLE_IGNORE;
		else if (!nval && property_column(m, c))
			/* "链路层协商状态" over "SATA 3.0" in every row: what
			 * the rows share or their state, no system */
			m->role[c] = TABLE_ROLE_IGNORE;
		else
			m->role[c] = TABLE_ROLE_SYSTEM;
		if (!c && t->names_first && !m->ht[c].test_header &&
		    (m->role[c] == TABLE_ROLE_VALUE ||
		     m->role[c] == TABLE_ROLE_DATASHEET ||
		     (m->role[c] == TABLE_ROLE_TEST && !ntest)))
			/* "Amplin, DuraTop, 16GB, 95MB/s", "Foo (C10
			 * 40MB/s) 16GB": the reader cut each row's name off
			 * its cells, which name the tests; a maker's rated
			 * speed in it is the name's, no figure nor test
			 * ("Test Name" over "100MB-4K Block", rows named
			 * "SEQ1M-Q8T1" are tests) */
			m->role[c] = TABLE_ROLE_SYSTEM;
		/* rough for the most part, or rough where not a range ("|
		 * 11-14 MiB/s |" over "| ~6 MiB/s |"): no reading among them */
		if (rough && m->role[c] == TABLE_ROLE_VALUE && napprox &&
		    ((!nest && napprox * 2 > nval) ||
		     (nest && nval == nest + napprox)))
			rough[c] = 1;
		if (m->role[c] == TABLE_ROLE_VALUE) {
			exact |= nval > nest + napprox; /* a figure as read */
			fine |= nfine > 0;
		}
	}
	/* "| ~100 MB/s | ~2.000-3.500 MB/s |": rough figures beside a
	 * column of estimates are the same table's typical figures, no
	 * reading either; so are they when the table has no figure but
	 * rough ones, each rounded to one or two digits ("| 4K | ~5000 IOPS
	 * | ~20MB/sec |"): what to expect, not what was measured.  Rough
	 * figures among readings ("約 3,800" over "12,400") or as precise
	 * as one ("~1520 MiB/s read") stay readings, marked approximate */
	for (size_t c = 0;
	     (estimates || (!exact && !fine)) && rough && c < t->cols; c++)
		if (rough[c]) {
			m->role[c] = TABLE_ROLE_IGNORE;
			m->typical = 1;
		}
	free(rough);
	group_settings_column(m);
	mount_rows_drive_column(m);
}

/*
 * Whether text cell s names a storage pool's or an array's maintenance
 * ("Scrub", "Resilver", "RAID rebuild", "mdadm resync"): no I/O test a
 * person ran, whatever rate it gives.  A test named with it ("seq read
 * during scrub": a direction) is a test, run under that load.
 */
static int maintenance_cell(const char *s)
{
	static const char *const words[] = {
	    "scrub",   "scrubbing",  "resilver", "resilvering",
	    "rebuild", "rebuilding", "resync",	 "resyncing",
	    "reshape", "reshaping",  NULL,
	};
	struct testname tn;

	if (table_cell_kind(s) != 2 || !has_any(s, words))
		return 0;
	testname_parse(s, strlen(s), 0, &tn);
	return !tn.n_ops && !tn.cdm;
}

/* Whether body row r of m's table names a maintenance operation. */
static int maintenance_row(const struct table_mapping *m, size_t r)
{
	for (size_t c = 0; c < m->t->cols; c++)
		if (maintenance_cell(table_cell(m->t, r, c)))
			return 1;
	return 0;
}

/*
 * Leave out the body rows naming a maintenance operation
 * (maintenance_cell()) in a table whose other rows hold results:
 * "| scrub | 163 | 264 |" under "| write | 76 | 201 |" is a pool's
 * scrub rate, no benchmark's result.  The rows go before the columns are
 * told apart (a column of tests and "Scrub" is still one of tests).  A
 * table of such rows alone is left whole, for the reader to judge.
 */
static void maintenance_rows(struct table_mapping *m)
{
	struct table *t = m->t;
	size_t to = (size_t)m->hdr, gone = 0;
	long line = 0;

	for (size_t r = (size_t)m->hdr; r < t->rows; r++)
		if (maintenance_row(m, r) && !gone++)
			line = table_cell_line(t, r, 0);
	if (!gone || gone == t->rows - (size_t)m->hdr)
		return;
	for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
		if (maintenance_row(m, r)) {
			for (size_t c = 0; c < t->cols; c++)
				free(t->cells[r * t->cols + c].text);
			continue;
		}
		if (to != r) {
			memcpy(&t->cells[to * t->cols], &t->cells[r * t->cols],
			       t->cols * sizeof(*t->cells));
			t->present[to] = t->present[r];
		}
		to++;
	}
	/* the cells past the rows kept were moved or freed: empty them */
	memset(&t->cells[to * t->cols], 0,
	       (t->rows - to) * t->cols * sizeof(*t->cells));
	t->rows = to;
	ingest_warn(m->ctx, line, 1,
		    "%zu row(s) not imported: a pool's or an array's "
		    "maintenance (scrub, resilver, rebuild, resync), no "
		    "benchmark's result",
		    gone);
}

/*
 * A column of figures whose header names a maintenance operation
 * (maintenance_cell(): "scrub speed GiB/s" over "| 0 (default) | 11 |",
 * "Resilver (MB/s)") holds that operation's rates, as such a row does
 * (maintenance_rows()): not read, warned.  Unlike a row's name, the
 * header names what every figure under it measures, so it goes even
 * when no other column of figures is left.  "Read during scrub" names a
 * direction: a test under that load, kept.
 */
static void maintenance_columns(struct table_mapping *m)
{
	for (size_t c = 0; c < m->t->cols; c++) {
		if (m->role[c] != TABLE_ROLE_VALUE || !m->head[c] ||
		    !maintenance_cell(m->head[c]))
			continue;
		m->role[c] = TABLE_ROLE_IGNORE;
		ingest_warn(m->ctx, m->t->line_from, 1,
			    "table %d: column '%s' not imported: a pool's or "
			    "an array's maintenance (scrub, resilver, "
			    "rebuild, resync), no benchmark's result",
			    m->tc->index, m->head[c]);
	}
}

/*
 * Whether cell s is a file name ("fio.stick_a.json", "ssd-randread.txt",
 * "runs/nvme.log"): one word ending in an extension of the files benchmark
 * results are kept in.  *ext, when not NULL, is set to its '.'.
 */
static int file_name_cell(const char *s, const char **ext)
{
	static const char *const exts[] = {
	    "json", "txt", "log",  "csv",  "out", "fio", "dat",
	    "tsv",  "xml", "html", "yaml", "yml", NULL,
	};
	const char *dot = strrchr(s, '.');
	int letter = 0;

	if (!dot || dot == s || strchr(s, ' ') || strstr(s, "://"))
		return 0;
	for (const char *p = s; p < dot; p++)
		letter |= isalpha((unsigned char)*p);
	for (size_t i = 0; letter && exts[i]; i++)
		if (!strcasecmp(dot + 1, exts[i])) {
			if (ext)
				*ext = dot;
			return 1;
		}
	return 0;
}

/*
 * The system file name s names (n bytes in out): its stem, without its
 * folder, its extension, a tool's name before it and the words of a test
 * ("fio.stick_a_64gb.json" is "stick_a_64gb", "nvme-randread.txt"
 * "nvme").
 */
static void file_stem(const char *s, char *out, size_t n)
{
	char b[128];
	const char *slash = strrchr(s, '/'), *ext = NULL;
	size_t k = 0, len;

	out[0] = '\0';
	bare_text(slash ? slash + 1 : s, b, sizeof(b));
	if (!file_name_cell(b, &ext))
		return;
	len = (size_t)(ext - b);
	for (size_t i = 0; i < len;) {
		size_t a = i, e;
		struct testname tn;
		int drop;

		while (i < len && strchr("._-", b[i]))
			i++;
		e = i;
		while (e < len && !strchr("._-", b[e]))
			e++;
		if (e == i)
			break;
		drop = testname_parse(b + i, e - i, 0, &tn) &&
		       (tn.cond.pattern || tn.n_ops ||
			(tn.cond.bs > 0 && tn.cond.bs <= 64 * 1024 * 1024));
		/* "fio." before the name: the tool that wrote the file */
		drop |= !a && testname_tool(b + i, e - i) != NULL;
		if (!drop && k + (e - a) < n) {
			memcpy(out + k, b + (k ? a : i), e - (k ? a : i));
			k += e - (k ? a : i);
			out[k] = '\0';
		}
		i = e;
	}
	if (!out[0])
		snprintf(out, n, "%.*s", (int)len, b);
}

static int has_role(const struct table_mapping *m, int role);

/*
 * "| fio.stick_a.json | 40 | 45 |", "sandisk_randread.json,39.5": a column
 * of file names (two or more, nothing else) is the listing of the files
 * each row was read from, whose names name the system (whatever word of
 * a tool is in them: "fio." is no column of tools), when no other column
 * names one.  With no column of tests, the names say the tests too.
 */
static void file_name_systems(struct table_mapping *m)
{
	size_t col = 0;

	for (size_t c = 0; c < m->t->cols && !col; c++) {
		size_t n = 0, other = 0;

		if (m->role[c] == TABLE_ROLE_VALUE)
			continue;
		for (size_t r = (size_t)m->hdr; r < m->t->rows && !other; r++) {
			char b[128];

			bare_text(table_cell(m->t, r, c), b, sizeof(b));
			if (b[0] && file_name_cell(b, NULL))
				n++;
			else if (b[0])
				other++;
		}
		if (n >= 2 && !other)
			col = c + 1;
	}
	for (size_t c = 0; col && c < m->t->cols; c++)
		if (c + 1 != col && m->role[c] == TABLE_ROLE_SYSTEM)
			return; /* another column names the systems */
	if (!col)
		return;
	m->file_tests = !has_role(m, TABLE_ROLE_TEST) ||
			m->role[col - 1] == TABLE_ROLE_TEST;
	m->role[col - 1] = TABLE_ROLE_SYSTEM;
	m->file_col = col;
}

/* Whether every body cell of column c is a size, a note in brackets aside
 * ("4 MB", "128 KB (default)"). */
static int size_column(const struct table_mapping *m, size_t c)
{
	size_t n = 0;

	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		const char *s = table_cell(m->t, r, c), *b;
		char buf[64];
		struct table_cellv cv;
		size_t len;

		if (table_cell_empty(s))
			continue;
		b = strchr(s, '(');
		len = b ? (size_t)(b - s) : strlen(s);
		while (len && s[len - 1] == ' ')
			len--;
		if (!len || len >= sizeof(buf))
			return 0;
		memcpy(buf, s, len);
		buf[len] = '\0';
		if (table_cell_values(buf, &cv) || cv.n != 1 ||
		    !cv.v[0].size_unit)
			return 0;
		n++;
	}
	return n >= 2;
}

/*
 * Whether the table's test cells or figure headers name a block size
 * ("Random Read 512KB", "| 4K read |"): then it states its sizes itself,
 * row by row, and a row naming none is of a size not said.  pat: only
 * the tests naming that pattern (pat < 0: any).
 */
static int own_sizes(const struct table_mapping *m, int pat)
{
	const struct table *t = m->t;

	for (size_t c = 0; c < t->cols; c++) {
		int p = (int)m->ht[c].cond.pattern;

		if (m->role[c] == TABLE_ROLE_VALUE && m->ht[c].cond.bs > 0 &&
		    (pat < 0 || p == pat))
			return 1;
		/* "| Rand 4K write |" over statistics in words, not read:
		 * its header still names its size */
		if (m->role[c] == TABLE_ROLE_IGNORE && m->ht[c].cond.bs > 0 &&
		    (m->ht[c].cond.pattern || m->ht[c].n_ops) &&
		    (pat < 0 || p == pat))
			return 1;
		if (m->role[c] != TABLE_ROLE_TEST)
			continue;
		for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
			const char *s = table_cell(t, r, c);
			struct testname tn;

			if (testname_parse(s, strlen(s), 0, &tn) &&
			    tn.cond.bs > 0 &&
			    (pat < 0 || (int)tn.cond.pattern == pat))
				return 1;
		}
	}
	return 0;
}

/*
 * Whether a test of the table (its heading, a column's header, a test
 * cell) names a direction or pattern other than the rw= of the post's
 * list of fio options (table_opts_clash()): then that list speaks of
 * other runs than the table's.
 */
static int opts_clash(const struct table_mapping *m)
{
	const struct table *t = m->t;
	const struct iodb_cond *o = &m->tc->post_opts;

	if (!m->tc->post_opts_set)
		return 0;
	if (table_opts_clash(o, &m->heading))
		return 1;
	for (size_t c = 0; c < t->cols; c++) {
		if (table_opts_clash(o, &m->ht[c]))
			return 1;
		if (m->role[c] != TABLE_ROLE_TEST)
			continue;
		for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
			const char *s = table_cell(t, r, c);
			struct testname tn;

			testname_parse(s, strlen(s), m->cdm, &tn);
			if (table_opts_clash(o, &tn))
				return 1;
		}
	}
	return 0;
}

static int prose_sentence(const char *h);

/*
 * "Seq read is 512 MiB; 4K = 2000 operations." in the prose right above
 * "| Seq read | Rand 4K read |": a size the paragraph names and a figure
 * column's header names too is that column's, not the size of the
 * columns beside that name none (theirs is not said).
 */
static void prose_size_of_columns(struct table_mapping *m)
{
	if (!m->own_sizes || !m->heading_text || m->map.has_heading ||
	    m->heading.cond.bs <= 0 || !prose_sentence(m->heading_text))
		return;
	for (size_t c = 0; c < m->t->cols; c++)
		if ((m->role[c] == TABLE_ROLE_VALUE ||
		     m->role[c] == TABLE_ROLE_IGNORE) &&
		    m->ht[c].cond.bs == m->heading.cond.bs) {
			m->heading.cond.bs = -1;
			return;
		}
}

/*
 * "Both drives were tested with fio: 1M at iodepth=1, 4k at iodepth=32."
 * above the table: the heading names a queue depth (or a job count) with
 * each of two block sizes or more, clause by clause (',' ';' '.'): each
 * is its size's (m->size_qd), none the whole table's, where the first
 * one once went to every column.  Clauses giving one size two depths
 * give none.
 */
static void heading_depth_by_size(struct table_mapping *m)
{
	const char *h = m->heading_text;
	size_t len, a = 0;
	int qd_differ = 0, nj_differ = 0;

	m->n_size_qd = 0;
	if (!h || m->map.has_heading ||
	    (m->heading.cond.iodepth <= 0 && m->heading.cond.numjobs <= 0))
		return;
	len = strlen(h);
	if (!testname_sizes_differ(h, len))
		return;
	for (size_t e = 0; e <= len; e++) {
		struct testname tn;
		int k;

		if (e < len && h[e] != ',' && h[e] != ';' &&
		    !(h[e] == '.' && (e + 1 == len || h[e + 1] == ' ')))
			continue;
		if (e > a && testname_parse(h + a, e - a, 0, &tn) &&
		    tn.cond.bs > 0 &&
		    (tn.cond.iodepth > 0 || tn.cond.numjobs > 0)) {
			for (k = 0; k < m->n_size_qd; k++)
				if (m->size_qd[k].bs == tn.cond.bs)
					break;
			if (k < m->n_size_qd) {
				m->n_size_qd = 0; /* one size, two clauses */
				break;
			}
			if (k ==
			    (int)(sizeof(m->size_qd) / sizeof(m->size_qd[0]))) {
				m->n_size_qd = 0;
				break;
			}
			m->size_qd[k].bs = tn.cond.bs;
			m->size_qd[k].iodepth = tn.cond.iodepth;
			m->size_qd[k].numjobs = tn.cond.numjobs;
			m->n_size_qd++;
			qd_differ |=
			    k && tn.cond.iodepth != m->size_qd[0].iodepth;
			nj_differ |=
			    k && tn.cond.numjobs != m->size_qd[0].numjobs;
		}
		a = e + 1;
	}
	if (m->n_size_qd < 2 || (!qd_differ && !nj_differ)) {
		m->n_size_qd = 0;
		return;
	}
	m->heading.cond.iodepth = -1;
	m->heading.cond.numjobs = -1;
}

/*
 * "## Stage 4: Ring Buffer and Read Chunk Tuning" over rows "SEQ1M Q8T1
 * Read", "SEQ1M Q8T1 Write", "RND4K Q1T1": a heading naming one
 * direction while the table's own test cells or figure headers name the
 * other is no direction of the table's, and a row naming none takes
 * none from it.
 */
static void heading_op_not_tables(struct table_mapping *m)
{
	const struct table *t = m->t;
	int other = 0;

	if (m->heading.n_ops != 1 || m->map.has_heading)
		return;
	for (size_t c = 0; c < t->cols && !other; c++) {
		if (m->role[c] == TABLE_ROLE_VALUE && m->ht[c].n_ops == 1 &&
		    m->ht[c].cond.op != m->heading.cond.op)
			other = 1;
		if (m->role[c] != TABLE_ROLE_TEST)
			continue;
		for (size_t r = (size_t)m->hdr; r < t->rows && !other; r++) {
			const char *s = table_cell(t, r, c);
			struct testname tn;

			other = testname_parse(s, strlen(s), 0, &tn) &&
				tn.n_ops == 1 &&
				tn.cond.op != m->heading.cond.op;
		}
	}
	if (other) {
		m->heading.n_ops = 0;
		m->heading.cond.op = IODB_OP_UNKNOWN;
	}
}

/*
 * "## Random Write Performance" / "### Machine A" / "| Volume | IOPS | BW
 * |": the heading of a section holding the table's that names the
 * workload (tc->workload_heading) gives the direction, the pattern and
 * the block size the table does not say itself: each only when no
 * header and no test cell of the table names one, and no heading nearer
 * does (m->heading).
 */
static void workload_heading(struct table_mapping *m)
{
	const struct table *t = m->t;
	const char *h = m->tc->workload_heading;
	struct testname w;
	int ops = 0, pats = 0;

	if (!h || m->map.has_heading || m->cdm ||
	    !testname_parse(h, strlen(h), 0, &w) || w.cdm || w.n_ops > 1 ||
	    w.metrics >= 2 || testname_sizes_differ(h, strlen(h)))
		return;
	for (size_t c = 0; c < t->cols; c++) {
		ops |= m->ht[c].n_ops > 0;
		pats |= m->ht[c].cond.pattern != IODB_PATTERN_UNKNOWN;
		if (m->role[c] != TABLE_ROLE_TEST &&
		    m->role[c] != TABLE_ROLE_SYSTEM)
			continue;
		for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
			const char *s = table_cell(t, r, c);
			struct testname tn;

			if (!testname_parse(s, strlen(s), 0, &tn))
				continue;
			ops |= tn.n_ops > 0;
			pats |=
			    tn.cond.pattern != IODB_PATTERN_UNKNOWN || tn.cdm;
		}
	}
	if (!ops && !m->heading.n_ops && w.n_ops == 1) {
		m->heading.n_ops = 1;
		m->heading.ops[0] = w.cond.op;
		m->heading.cond.op = w.cond.op;
	}
	if (!pats && m->heading.cond.pattern == IODB_PATTERN_UNKNOWN)
		m->heading.cond.pattern = w.cond.pattern;
	if (!m->own_sizes && m->heading.cond.bs <= 0 && w.cond.bs > 0 &&
	    (w.n_ops || w.cond.pattern != IODB_PATTERN_UNKNOWN))
		m->heading.cond.bs = w.cond.bs;
}

/*
 * Whether header h only names the drives' maker ("Manufacturer", "Brand",
 * "Hersteller", "厂商", "メーカー"): a maker alone names no drive.
 */
static int maker_header(const char *h)
{
	static const char *const words[] = {
	    "manufacturer",
	    "maker",
	    "make",
	    "brand",
	    "vendor",
	    "hersteller",
	    "marke",
	    "fabricant",
	    "marque",
	    "fabricante",
	    "marca",
	    "produttore",
	    "producent",
	    "производитель",
	    "Производитель",
	    "\xe5\x8e\x82\xe5\x95\x86",				/* 厂商 */
	    "\xe5\x8e\x82\xe5\xae\xb6",				/* 厂家 */
	    "\xe5\x93\x81\xe7\x89\x8c",				/* 品牌 */
	    "\xe3\x83\xa1\xe3\x83\xbc\xe3\x82\xab\xe3\x83\xbc", /* メーカー */
	    "\xec\xa0\x9c\xec\xa1\xb0\xec\x82\xac",		/* 제조사 */
	    NULL,
	};

	return h && header_is(h, words);
}

/*
 * Whether header h only names a drive's capacity ("Size", "Capacity",
 * "Kapazität", "容量", "용량").
 */
static int capacity_header(const char *h)
{
	static const char *const words[] = {
	    "size",
	    "capacity",
	    "größe",
	    "kapazität",
	    "taille",
	    "capacité",
	    "tamaño",
	    "capacidad",
	    "capacità",
	    "capacidade",
	    "pojemność",
	    "\xe5\xae\xb9\xe9\x87\x8f", /* 容量 */
	    "\xec\x9a\xa9\xeb\x9f\x89", /* 용량 */
	    NULL,
	};

	return h && header_is(h, words);
}

/*
 * Whether the rows' systems are named by makers alone (every system
 * column's header a maker's, maker_header()) and column c, a capacity's
 * (capacity_header()), holds two sizes or more that differ: "| KingMax |
 * 8GB |", "| Kingston | 16GB |" under "Manufacturer | Size": the card is
 * its maker and its size ("the Kingston 16GB card"), as a reader names it.
 */
static int maker_and_capacity(const struct table_mapping *m, size_t c)
{
	const char *first = NULL;
	int makers = 0, differ = 0;

	if (!capacity_header(m->head[c]))
		return 0;
	for (size_t k = 0; k < m->t->cols; k++) {
		if (m->role[k] != TABLE_ROLE_SYSTEM)
			continue;
		if (!maker_header(m->head[k]))
			return 0;
		makers++;
	}
	for (size_t r = (size_t)m->hdr; r < m->t->rows && !differ; r++) {
		const char *v = table_cell(m->t, r, c);

		if (table_cell_empty(v))
			continue;
		differ = first && strcmp(first, v);
		if (!first)
			first = v;
	}
	return makers && differ;
}

/*
 * "| Readahead | Cold Read Speed |" over "| 128 KB (default) | 538 MB/s
 * |": a column of sizes (a capacity, a setting) is ignored beside a
 * system or test column; when no other column tells the rows apart, its
 * cells are what does: the rows' labels.
 */
static void sizes_tell_rows(struct table_mapping *m)
{
	size_t col = SIZE_MAX, rows = m->t->rows;
	int sys = 0;

	if (m->map.labels_columns)
		return;
	for (size_t c = 0; c < m->t->cols; c++) {
		if (m->role[c] == TABLE_ROLE_TEST ||
		    m->role[c] == TABLE_ROLE_INDEX ||
		    (c < TABLE_MAP_COLS && m->map.role[c]))
			return;
		sys |= m->role[c] == TABLE_ROLE_SYSTEM;
		if (m->role[c] == TABLE_ROLE_IGNORE && size_column(m, c)) {
			if (col != SIZE_MAX)
				return; /* two: which one? */
			col = c;
		}
	}
	if (col == SIZE_MAX)
		return;
	if (!sys || maker_and_capacity(m, col)) {
		m->role[col] = TABLE_ROLE_SYSTEM;
		return;
	}
	/*
	 * Beside a system column, the sizes tell apart rows of the same
	 * system only: "| MX500 500GB | 1GB | 520 |" and "| MX500 500GB |
	 * 10GB | 522 |" are one drive at two test sizes (or two capacities
	 * of one model): the size joins their labels, "MX500 500GB / 1GB",
	 * else the two results could not be told apart.
	 */
	for (size_t a = (size_t)m->hdr; a < rows && rows <= 256; a++)
		for (size_t b = a + 1; b < rows; b++) {
			char la[256], lb[256];

			table_join_role(m, a, TABLE_ROLE_SYSTEM, la,
					sizeof(la));
			table_join_role(m, b, TABLE_ROLE_SYSTEM, lb,
					sizeof(lb));
			if (la[0] && !strcmp(la, lb) &&
			    strcmp(table_cell(m->t, a, col),
				   table_cell(m->t, b, col))) {
				m->role[col] = TABLE_ROLE_SYSTEM;
				return;
			}
		}
}

/* Whether h is a sentence of prose (over 40 bytes, ending in '.' or
 * '。'), not a title. */
static int prose_sentence(const char *h)
{
	size_t n = strlen(h);

	while (n && strchr(" \t*_", h[n - 1]))
		n--;
	return n > 40 && (h[n - 1] == '.' ||
			  (n >= 3 && !memcmp(h + n - 3, "\xe3\x80\x82", 3)));
}

/*
 * The heading that names the table's test as a job: the line above, but
 * not a paragraph of prose ("`mixed.fio` is a single randrw job, so reads
 * and writes are interleaved ..."), a sentence or over 80 bytes: then the
 * heading of the table's section when it names a test ("## Mixed 70/30
 * 4k"), else NULL.
 */
static const char *job_heading(const struct table_mapping *m)
{
	const char *h = m->heading_text, *sh = m->tc->section_heading;
	struct testname tn;

	if (h && strlen(h) <= 80 && !prose_sentence(h))
		return h;
	if (sh && strlen(sh) <= 80 && !prose_sentence(sh) &&
	    testname_parse(sh, strlen(sh), 0, &tn))
		return sh;
	return NULL;
}

/* Whether heading h names storage ("NFS storage", "디스크"): a network
 * of disks is still measured as storage. */
static int names_storage(const char *h)
{
	static const char *const words[] = {
	    "storage",	"disk",	      "ssd",	"nvme", "hdd",	"nfs",
	    "iscsi",	"ceph",	      "volume", "fio",	"dd ",	"스토리지",
	    "디스크",	"볼륨",	      "存储",	"磁盘", "硬盘", "ストレージ",
	    "ディスク", "ボリューム", NULL};

	for (size_t i = 0; h && words[i]; i++)
		for (const char *p = h; *p; p++)
			if (!strncasecmp(p, words[i], strlen(words[i])))
				return 1;
	return 0;
}

/*
 * Whether heading h names a file system mounted over the network
 * ("SFTP-mount for shared FS", "sshfs", "CIFS share", "NFS mounted")
 * and nothing of a link test (iperf, ping, download...), and no figure
 * or value column of m's is a bit rate or a speed test's: its read and
 * write speeds are storage measured through that mount (file copies),
 * not the link's.
 */
static int link_values(const struct table_mapping *m, int named);

static int mounted_fs_table(const struct table_mapping *m, const char *h)
{
	static const char *const mount[] = {
	    "mount",
	    "sshfs",
	    "cifs",
	    "filesystem",
	    "file system",
	    "virtiofs",
	    "rclone",
	    "\xd0\xbc\xd0\xbe\xd0\xbd\xd1\x82", /* монт(ування) */
	    NULL};
	static const char *const link[] = {
	    "iperf",	"iperf3",  "speedtest", "ping", "download",
	    "upload",	"jitter",  "packet",	"wifi", "wi-fi",
	    "ethernet", "latency", NULL};
	int named = 0;

	for (size_t i = 0; h && mount[i] && !named; i++)
		for (const char *p = h; *p && !named; p++)
			named = !strncasecmp(p, mount[i], strlen(mount[i]));
	if (!named || has_any(h, link))
		return 0;
	return !link_values(m, 0);
}

/*
 * Whether a value column of m measures a link: a speed test's figure or
 * a bit rate in its header or a cell ("Mbits/sec"), or (named set) a
 * header naming a network ("Network Throughput").
 */
static int link_values(const struct table_mapping *m, int named)
{
	for (size_t c = 0; c < m->t->cols; c++) {
		if (m->role[c] != TABLE_ROLE_VALUE)
			continue;
		if (m->ht[c].speedtest || (named && m->ht[c].network) ||
		    table_says_bit_rate(m->head[c] ? m->head[c] : ""))
			return 1;
		for (size_t r = (size_t)m->hdr; r < m->t->rows; r++)
			if (table_says_bit_rate(table_cell(m->t, r, c)))
				return 1;
	}
	return 0;
}

/*
 * Whether m's own rows and columns measure storage I/O, whatever word
 * of its heading names a network ("历史测试 (网络优化版)", a
 * network-optimised build of an NFS gateway): an IOPS column, or test
 * cells naming a direction with its pattern ("顺序读", "随机写"), and no
 * value column measuring a link (link_values()).
 */
static int storage_io_rows(const struct table_mapping *m)
{
	int iops = 0, tests = 0;

	if (link_values(m, 1))
		return 0;
	for (size_t c = 0; c < m->t->cols; c++) {
		if (m->role[c] == TABLE_ROLE_VALUE)
			iops |= m->ht[c].metric == TESTNAME_IOPS;
		if (m->role[c] != TABLE_ROLE_TEST)
			continue;
		for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
			const char *s = table_cell(m->t, r, c);
			struct testname tn;

			if (testname_parse(s, strlen(s), 0, &tn) &&
			    tn.cond.op != IODB_OP_UNKNOWN &&
			    tn.cond.pattern != IODB_PATTERN_UNKNOWN &&
			    !tn.network)
				tests++;
		}
	}
	return iops || tests > 0;
}

/*
 * Whether value columns' headers name a storage test's access pattern
 * ("| Seq Write | Seq Read |") and none a network transfer: a sentence
 * above saying the storage was "network-limited" makes none of them.
 */
static int columns_name_patterns(const struct table_mapping *m)
{
	size_t named = 0;

	for (size_t c = 0; c < m->t->cols; c++) {
		if (m->role[c] != TABLE_ROLE_VALUE)
			continue;
		if (m->ht[c].network)
			return 0;
		named += m->ht[c].cond.pattern != IODB_PATTERN_UNKNOWN;
	}
	return named > 0;
}

/*
 * Whether value column c's header names something only a storage test
 * measures: a direction, a pattern, a block size, IOPS, a storage term
 * or a storage tool ("Disk Read", "4k", "IOPS", "fio").
 */
static int column_names_storage(const struct table_mapping *m, size_t c)
{
	const struct testname *h = &m->ht[c];
	const char *s = m->head[c] ? m->head[c] : "";

	return h->n_ops || h->cond.op != IODB_OP_UNKNOWN ||
	       h->cond.pattern != IODB_PATTERN_UNKNOWN || h->cond.bs > 0 ||
	       h->metric == TESTNAME_IOPS || h->cdm ||
	       table_names_storage(s, strlen(s)) ||
	       testname_tool(s, strlen(s)) || names_storage(s);
}

/*
 * Whether the value columns' headers name a network transfer: every one
 * ("| scp(upload 2GB) | http(download) |"), or some a speed test's
 * quantity while none names a storage test ("| ISP | Download Speed |
 * Upload Speed | Packet Loss | Latency |": a speed test's ping is no I/O
 * latency).  A protocol naming the system ("| Test | nfs | smb |") is
 * none.
 */
static int network_columns(const struct table_mapping *m)
{
	size_t values = 0, network = 0, speed = 0, storage = 0;

	for (size_t c = 0; c < m->t->cols; c++) {
		if (m->role[c] != TABLE_ROLE_VALUE)
			continue;
		values++;
		network += m->ht[c].network;
		speed += m->ht[c].speedtest;
		storage += !m->ht[c].speedtest && column_names_storage(m, c);
	}
	return values && (network == values || (speed && !storage));
}

/*
 * Whether m has YABS's fio table's shape, whatever names its tool: a
 * header "Block Size | 4k (IOPS) | 64k (IOPS)" (two sizes, each with
 * "(IOPS)"; "(IOPS)" alone in a part pasted without its header row), rows
 * "Read", "Write" and "Total" only, each figure "RATE (COUNT)" ("402.76 MB/s
 * (100.6k)").  Scripts that copy YABS's fio test (the ecs / 融合怪 script,
 * under its own "磁盘fio读写测试--感谢yabs开源" banner) print it with YABS's
 * own format_speed(), in YABS's units.
 */
static int yabs_fio_shape(const struct table_mapping *m)
{
	const struct table *t = m->t;
	size_t rows = 0;

	if (t->cols < 3 || m->hdr < 1 || !m->head[0] ||
	    strcasecmp(m->head[0], "Block Size"))
		return 0;
	for (size_t c = 1; c < 3; c++) {
		const char *h = m->head[c];
		char *e;

		/* "(IOPS)" alone: a part whose header row was lost
		 * (yabs_headless_rows() in document.c) */
		if (h && !strcmp(h, "(IOPS)"))
			continue;
		if (!h || !(strtod(h, &e) > 0) || !strchr("km", *e) ||
		    strcmp(e + 1 + strspn(e + 1, " "), "(IOPS)"))
			return 0;
	}
	for (size_t c = 3; c < t->cols; c++)
		if (m->head[c] && *m->head[c])
			return 0;
	for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
		const char *n = table_cell(t, r, 0);

		if (!*n && !*table_cell(t, r, 1) && !*table_cell(t, r, 2))
			continue; /* YABS's spacer row */
		if (strcmp(n, "Read") && strcmp(n, "Write") &&
		    strcmp(n, "Total"))
			return 0;
		/* the spacer glued to the Total row: empty cells only */
		for (size_t c = 3; c < t->cols; c++)
			if (*table_cell(t, r, c))
				return 0;
		for (size_t c = 1; c < 3; c++) {
			const char *v = table_cell(t, r, c);
			size_t l = strlen(v);

			if (!strstr(v, "B/s") || !strchr(v, '(') || !l ||
			    v[l - 1] != ')')
				return 0;
		}
		rows++;
	}
	return rows >= 2;
}

/*
 * Whether value column c's header names a network link's rate or speed
 * ("Network Throughput", "Ethernet speed"): a network word and a metric,
 * no protocol alone naming a system ("| Test | nfs | smb |").
 */
static int link_rate_column(const struct table_mapping *m, size_t c)
{
	return m->ht[c].network && m->ht[c].metric != TESTNAME_NONE;
}

/*
 * "| VPS | Disk Read | Disk Write | Download | Upload |", "| Provider |
 * FIO Random Read (IOPS) | Network Throughput |": in a table of storage
 * results, a value column whose header names a speed test's quantity or
 * a link's rate and no storage test holds the link's figures, no storage
 * result: each is skipped with a warning; a map says otherwise.
 */
static void network_value_columns(struct table_mapping *m)
{
	for (size_t c = 0; c < m->t->cols; c++) {
		if (m->role[c] != TABLE_ROLE_VALUE ||
		    !(m->ht[c].speedtest || link_rate_column(m, c)) ||
		    (c < TABLE_MAP_COLS && m->map.role[c]) ||
		    column_names_storage(m, c))
			continue;
		m->role[c] = TABLE_ROLE_IGNORE;
		ingest_warn(m->ctx, m->t->line_from, table_cell_col(m->t, 0, c),
			    "table %d: column '%s' skipped: its header names a "
			    "network speed test's figure, no storage test",
			    m->tc->index, m->head[c]);
	}
}

/*
 * The bytes one unit of the block sizes under header h is, when h names
 * it in parentheses or brackets ("Block Size (KB)", "bs [KiB]", "Record
 * size (bytes)"); 0 when it names none.  A block size is a power of two:
 * K, KB, kB and KiB are 1024 bytes there (iozone's, fio's and dd's sizes
 * alike), M, MB and MiB 2^20.
 */
static int64_t header_size_unit(const char *h)
{
	static const struct {
		const char *u;
		int64_t bytes;
	} units[] = {
	    {"b", 1},		{"byte", 1},	     {"bytes", 1},
	    {"k", 1024},	{"kb", 1024},	     {"kib", 1024},
	    {"m", 1024 * 1024}, {"mb", 1024 * 1024}, {"mib", 1024 * 1024},
	};
	const char *o = strpbrk(h, "([");
	char u[16];
	size_t n;

	if (!o)
		return 0;
	o++;
	while (*o == ' ')
		o++;
	n = strcspn(o, ")] ");
	if (!n || n >= sizeof(u))
		return 0;
	memcpy(u, o, n);
	u[n] = '\0';
	for (o += n; *o == ' ';)
		o++;
	if (*o != ')' && *o != ']')
		return 0;
	for (size_t i = 0; i < sizeof(units) / sizeof(units[0]); i++)
		if (!strcasecmp(u, units[i].u))
			return units[i].bytes;
	return 0;
}

/*
 * A bare number s in column c, a block-size column whose header names the
 * unit ("| Block Size (KB) |" over "4", "1024"), as a size a test name
 * reads, into out (n bytes): "4 KiB", "0.5 KiB".  Returns 0 when it is
 * no such cell (a size that is no multiple of 512 bytes neither).
 */
static int sized_cell(const struct table_mapping *m, size_t c, const char *s,
		      char *out, size_t n)
{
	int64_t unit;
	double v;
	char *e;

	if (m->ht[c].condition != 1)
		return 0;
	unit = header_size_unit(m->head[c]);
	while (*s == ' ')
		s++;
	if (!unit || !isdigit((unsigned char)*s))
		return 0;
	v = strtod(s, &e);
	while (*e == ' ')
		e++;
	if (*e || !(v > 0) || v * (double)unit >= 1e12 ||
	    v * (double)unit != (double)(int64_t)(v * (double)unit))
		return 0;
	v *= (double)unit;
	if ((int64_t)v % 512)
		return 0; /* no sector's multiple: no block size */
	snprintf(out, n, "%g KiB", v / 1024);
	return 1;
}

/*
 * The device word of header h when it names one device per row, singular
 * ("Drive", "Disk #", "Node", "OSD id"), into word (n bytes) as written;
 * 0 otherwise.
 */
static int device_word_header(const char *h, char *word, size_t n)
{
	static const char *const dev[] = {"drive", "disk",   "ssd",  "hdd",
					  "nvme",  "device", "node", "osd",
					  "vdev",  "lun",    NULL};
	static const char *const tail[] = {"",	 "#",	  "id",	 "no", "no.",
					   "nr", "index", "idx", NULL};
	char b[64], *sp;
	int ok = 0;

	bare_text(h, b, sizeof(b));
	sp = strchr(b, ' ');
	if (sp)
		*sp++ = '\0';
	for (size_t i = 0; dev[i] && !ok; i++)
		ok = !strcasecmp(b, dev[i]);
	if (!ok)
		return 0;
	ok = 0;
	while (sp && *sp == ' ')
		sp++;
	for (size_t i = 0; tail[i] && !ok; i++)
		ok = !strcasecmp(sp ? sp : "", tail[i]);
	if (ok && word && n)
		snprintf(word, n, "%s", b);
	return ok;
}

/*
 * Whether column c numbers the rows' devices from 0 ("| Drive |" over
 * "0", "1", "2"): its header names one device, its cells are small
 * whole numbers, one of them 0 (no count of disks: a run on none has
 * no figure).  A person reads them "Drive 0", "Drive 1".
 */
static int device_index_column(const struct table_mapping *m, size_t c)
{
	int zero = 0, any = 0;

	if (!device_word_header(m->head[c], NULL, 0))
		return 0;
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		char b[16];
		size_t k;

		bare_text(table_cell(m->t, r, c), b, sizeof(b));
		if (!b[0])
			continue;
		k = strspn(b, "0123456789");
		if (k != strlen(b) || k > 3)
			return 0;
		zero |= !strcmp(b, "0");
		any = 1;
	}
	return any && zero;
}

/*
 * The count of disks a system column's header h gives every row in
 * brackets ("Store (3 drive)", "Pool (4 disks)", "Setup (2x NVMe)"),
 * brackets and all, into out (n bytes); 0 when it gives none.
 */
static int header_disk_qualifier(const char *h, char *out, size_t n)
{
	const char *o = strchr(h, '('), *e = o ? strchr(o, ')') : NULL;
	const char *p;

	if (!o || !e || e[1 + strspn(e + 1, " *_")])
		return 0;
	p = o + 1 + strspn(o + 1, " ");
	if (!isdigit((unsigned char)*p) || *p == '0')
		return 0;
	p += strspn(p, "0123456789");
	if (*p == 'x' || *p == 'X')
		p++;
	else if (*p != ' ')
		return 0;
	{
		char w[48];
		size_t k = (size_t)(e - p);

		if (k >= sizeof(w))
			return 0;
		memcpy(w, p, k);
		w[k] = '\0';
		if (!disk_count_header(w, NULL, 0))
			return 0;
	}
	snprintf(out, n, "%.*s", (int)(e - o + 1), o);
	return 1;
}

/*
 * Whether row name s says the bracketed qualifier q ("(3 drive)") itself:
 * "Filestore 3 drive".
 */
static int qualified_already(const char *s, const char *q)
{
	char in[48];
	size_t k = strlen(q);

	if (k < 3 || k - 2 >= sizeof(in))
		return 0;
	memcpy(in, q + 1, k - 2);
	in[k - 2] = '\0';
	return strcasestr(s, in) != NULL;
}

/*
 * Whether h names fio's mixed read/write test by its rw= value ("rw-4k",
 * "randrw 1M", "readwrite"), no other mixed word ("Mixed 70/30" may
 * list its figures otherwise).
 */
static int fio_mix_named(const char *h)
{
	static const char *const words[] = {"randrw", "readwrite", "rw", NULL};
	size_t len = strlen(h);

	for (size_t i = 0; i < len; i++)
		for (size_t w = 0; words[w]; w++) {
			size_t n = strlen(words[w]);

			if (testname_word_at(h, len, i, words[w]) &&
			    h[i + n] != '=' && h[i + n] != '/' &&
			    (i == 0 || (h[i - 1] != '-' && h[i - 1] != '/')))
				return 1;
		}
	return 0;
}

/*
 * Cell s under a disk count's header h ("Disks" over "2") as the row's
 * name says it, into out (n bytes): "2 disks", "1 disk"; 0 for any other
 * cell or header.
 */
static int disk_count_text(const char *h, const char *s, char *out, size_t n)
{
	char w[24];
	size_t k;

	if (!s[0] || strspn(s, "0123456789") != strlen(s) || strlen(s) > 3 ||
	    !disk_count_header(h, w, sizeof(w)))
		return 0;
	k = strlen(w);
	if (!strcmp(s, "1") && k > 1)
		w[k - 1] = '\0'; /* "1 disk" */
	snprintf(out, n, "%s %s", s, w);
	return 1;
}

/* Whether cell s says "the same as the cell above": "同上", "〃",
 * "上同", "ditto", "do.", "same as above", "″". */
static int ditto_cell(const char *s)
{
	static const char *const ditto[] = {
	    "同上", "〃",  "上同", "同前",	    "ditto",	 "dito",
	    "dto.", "do.", "″",	   "same as above", "위와 같음", NULL};

	return header_is(s, ditto);
}

/*
 * Whether cell s of a list's drive column names no model of its own but
 * another row's or none: "(same disk as No.1, over SMB)", "(No.6 のドラ
 * イブ)", a ditto (ditto_cell()), "same", "-".  A cell in brackets whole
 * is a note, no model.
 */
static int listed_elsewhere(const char *s)
{
	static const char *const same[] = {"",	  "-",	  "—",	  "–",	  "?",
					   "n/a", "idem", "same", "동일", NULL};
	char b[256];
	size_t n;

	if (ditto_cell(s))
		return 1;
	bare_text(s, b, sizeof(b));
	n = strlen(b);
	for (size_t k = 0; same[k]; k++)
		if (!strcasecmp(b, same[k]))
			return 1;
	if ((b[0] == '(' && b[n - 1] == ')') ||
	    (n > 6 && !strncmp(b, "（", 3) && !strcmp(b + n - 3, "）")))
		return 1;
	for (size_t k = 0; k + 1 < n; k++) {
		size_t d = k + (b[k] == '#' ? 1 : 0);

		if (b[k] != '#' && !strncasecmp(b + k, "no.", 3))
			for (d = k + 3; b[d] == ' ';)
				d++;
		if (d > k && b[d] >= '0' && b[d] <= '9' &&
		    (!k || !isalnum((unsigned char)b[k - 1])))
			return 1;
	}
	return 0;
}

/* Whether header h names the kind of a list's drive ("Drive type",
 * "ドライブ種別", "Type"), no model. */
static int drive_kind_header(const char *h)
{
	static const char *const kinds[] = {
	    "type",	   "kind",	   "drive type",   "disk type",
	    "device type", "storage type", "種別",	   "種類",
	    "タイプ",	   "ドライブ種別", "ディスク種別", "ドライブの種類",
	    "类型",	   "유형",	   "종류",	   "typ",
	    NULL};

	return header_is(h, kinds);
}

/*
 * The drive kind list u's row j gives when its drive cell names another
 * row's drive ("(No.6 のドライブ)": the same disk reached otherwise): the
 * cell of u's one drive-kind column (drive_kind_header(), "ドライブ種別"
 * over "NAS"), when no other row of u holds the same kind (else it tells
 * no row apart) and it is no ditto or reference itself.  Into label (n
 * bytes); 1 when found.
 */
static int listed_kind(const struct table *u, size_t j, char *label, size_t n)
{
	size_t kc = SIZE_MAX;
	const char *y;

	for (size_t c = 0; c < u->cols; c++)
		if (drive_kind_header(table_cell(u, 0, c))) {
			if (kc != SIZE_MAX)
				return 0;
			kc = c;
		}
	if (kc == SIZE_MAX)
		return 0;
	y = table_cell(u, j, kc);
	if (listed_elsewhere(y))
		return 0;
	for (size_t i = 1; i < u->rows; i++)
		if (i != j && !strcmp(table_cell(u, i, kc), y))
			return 0;
	bare_text(y, label, n);
	return label[0] != '\0';
}

/*
 * Row r of a table whose rows are named by numbers of a list above
 * alone (tc->list, document.c device_list()): "2" is that list's row 2,
 * its drive cell ("Crucial MX500 1TB") the row's label.  A ditto there
 * ("同上", "〃") is the drive of the row above (the nearest naming one);
 * one naming another's drive (listed_elsewhere(): "(No.6 のドライブ)",
 * the same disk reached another way) takes the row's drive kind when it
 * is the list's only such (listed_kind(): "NAS"), else leaves it
 * unknown, no run's number.  Returns 1 when the list names the row
 * (label set or emptied).
 */
static int listed_device(struct table_mapping *m, size_t r, char *label,
			 size_t n)
{
	const struct table *u = m->tc->list;
	const char *x = table_cell(m->t, r, 0);
	int want = u ? line_row_number(x, strlen(x)) : 0;

	for (size_t j = 1; want && j < u->rows; j++) {
		const char *no = table_cell(u, j, m->tc->list_no);
		const char *y = table_cell(u, j, m->tc->list_name);
		size_t a = j;

		if (line_row_number(no, strlen(no)) != want)
			continue;
		label[0] = '\0';
		while (a > 1 && ditto_cell(table_cell(u, a, m->tc->list_name)))
			a--;
		if (a < j && !ditto_cell(table_cell(u, a, m->tc->list_name)))
			y = table_cell(u, a, m->tc->list_name);
		if (!listed_elsewhere(y))
			bare_text(y, label, n);
		else if (!ditto_cell(y) && a == j)
			listed_kind(u, j, label, n);
		return 1;
	}
	return 0;
}

/* Join the cells of row r whose column has role into buf. */
void table_join_role(struct table_mapping *m, size_t r, int role, char *buf,
		     size_t n)
{
	size_t k = 0;

	buf[0] = '\0';
	for (size_t c = 0; c < m->t->cols; c++) {
		const char *s = table_cell(m->t, r, c);
		char sized[64], word[48];
		int file = m->file_col == c + 1;

		if ((m->role[c] != role &&
		     !(file && m->file_tests && role == TABLE_ROLE_TEST)) ||
		    !s[0])
			continue;
		if (role == TABLE_ROLE_TEST &&
		    sized_cell(m, c, s, sized, sizeof(sized)))
			s = sized;
		if (file && role == TABLE_ROLE_SYSTEM) {
			file_stem(s, sized, sizeof(sized));
			s = sized;
		} else if (role == TABLE_ROLE_SYSTEM && m->drive_col == c + 1) {
			int strong;

			drive_cell_name(s, sized, sizeof(sized), &strong);
			s = sized;
		} else if (role == TABLE_ROLE_SYSTEM &&
			   device_index_column(m, c) &&
			   device_word_header(m->head[c], word, sizeof(word))) {
			/* "0" under "Drive": "Drive 0" */
			snprintf(sized, sizeof(sized), "%s %s", word, s);
			s = sized;
		} else if (role == TABLE_ROLE_SYSTEM &&
			   disk_count_text(m->head[c], s, sized,
					   sizeof(sized))) {
			s = sized; /* "2" under "Disks": "2 disks" */
		} else if (role == TABLE_ROLE_SYSTEM &&
			   header_disk_qualifier(m->head[c], word,
						 sizeof(word)) &&
			   !qualified_already(s, word) &&
			   strlen(s) + strlen(word) + 2 < sizeof(sized)) {
			/* "Filestore" under "Store (3 drive)": "Filestore
			 * (3 drive)", no other table's "Filestore" */
			snprintf(sized, sizeof(sized), "%s %s", s, word);
			s = sized;
		}
		k += (size_t)snprintf(buf + k, k < n ? n - k : 0, "%s%s",
				      k ? " / " : "", s);
		if (k >= n) {
			buf[n - 1] = '\0';
			return;
		}
	}
}

/*
 * Whether word s[0, n) of a header, its brackets aside, says only how a
 * figure is given: a unit ("(msec)", "MiB/sec"), the mean ("Avg",
 * "(avg)") or "in"/"per" before a unit.
 */
static int job_noise_word(const char *s, size_t n)
{
	static const char *const words[] = {"avg", "avg.", "average", "mean",
					    "in",  "per",  NULL};
	char w[32];

	while (n && (*s == '(' || *s == '['))
		s++, n--;
	while (n && (s[n - 1] == ')' || s[n - 1] == ']' || s[n - 1] == ','))
		n--;
	if (!n || n >= sizeof(w))
		return 0;
	memcpy(w, s, n);
	w[n] = '\0';
	for (size_t k = 0; words[k]; k++)
		if (!strcasecmp(w, words[k]))
			return 1;
	return table_unit_metric(w) != TESTNAME_NONE;
}

/*
 * Whether what is left of a job name once its metric words are gone
 * ("in" of "Bandwidth in MiB/sec", "(avg)" of "IOPS(avg)", "Avg (msec)"
 * of "Avg Latency (msec)") is only such words: no test's name.
 */
static int job_only_noise(const char *job)
{
	const char *p = job;
	int any = 0;

	while (*p) {
		size_t n = strcspn(p, " ");

		if (n && !job_noise_word(p, n))
			return 0;
		any |= n > 0;
		p += n;
		p += strspn(p, " ");
	}
	return any;
}

/*
 * Whether word s[0, n) is one direction word and nothing else ("Read",
 * "write", "Lesen", "写入"), as a bracket of a pair's order holds it.
 */
static int lone_direction_word(const char *s, size_t n)
{
	while (n && s[0] == ' ')
		s++, n--;
	while (n && s[n - 1] == ' ')
		n--;
	return n && n < 24 && !memchr(s, ' ', n) &&
	       line_direction_words(s, s + n) != 0;
}

/*
 * Take out of job what says how its row gives its figures, no test:
 * "in"/"per" before a unit ("Bandwidth in KiB/sec (Read/Write)" leaves
 * "in KiB/sec", "Latency in ns" leaves "in ns"), and a bracket naming the
 * order of a cell's pair of directions ("(Read/Write)" over "240,125 /
 * 235,990": each figure already has its direction).  A kbench-style table
 * (made up: "| cache / LRU | Sequential | Random |" over rows "IOPS
 * (Read/Write)", "Throughput in MiB/s (Read/Write)", "Latency in us
 * (Read/Write)") then gives each column the one job "Sequential" on
 * every row, and a column's metric rows are one result per direction
 * (table_entries.c merges figures of one job), not one result per row.
 */
static void job_drop_given_as(char *job)
{
	static const char *const ins[] = {"in", "per", "en", "em", NULL};
	char *p = job;

	while (*p) {
		char *w = p, *u, *z;
		size_t n = strcspn(w, " "), un;
		char unit[32];
		int given = 0;

		if (*w == '(' && strchr(w, ')')) {
			/* "(Read/Write)", "(read / write)": every part
			 * of the bracket one direction word, two or more */
			char *a = w + 1, *close = strchr(w, ')');
			int parts = 0, all = 1;

			while (a <= close && all) {
				size_t l = strcspn(a, "/)");

				all = lone_direction_word(a, l);
				parts++;
				a += l + 1;
			}
			if (all && parts >= 2) {
				n = (size_t)(close - w) + 1;
				given = 1;
			}
		} else if (word_listed(w, n, ins, 1)) {
			u = w + n;
			while (*u == ' ')
				u++;
			un = strcspn(u, " ");
			z = u;
			if (*z == '(' || *z == '[')
				z++;
			while (un && strchr(")],", u[un - 1]))
				un--;
			if (un > (size_t)(z - u) &&
			    un - (size_t)(z - u) < sizeof(unit)) {
				memcpy(unit, z, un - (size_t)(z - u));
				unit[un - (size_t)(z - u)] = '\0';
				if (table_unit_metric(unit) != TESTNAME_NONE) {
					n = (size_t)(u - w) + strcspn(u, " ");
					given = 1;
				}
			}
		}
		if (given) {
			char *end = w + n;

			while (*end == ' ')
				end++;
			memmove(w, end, strlen(end) + 1);
			continue;
		}
		p = w + n;
		while (*p == ' ')
			p++;
	}
}

/*
 * A job name without its metric words and units: "Read IOPS" and "Read
 * BW (MiB/s)" are the same test's two figures, "Read"; "Bandwidth in
 * MiB/sec", "IOPS(avg)" and "Avg Latency (msec)" name one test's figures
 * and no test, "".
 */
static void clean_job(char *job)
{
	static const char *const words[] = {
	    /* spelled out (testnames.c's spelled_rate()) */
	    "kilobytes per second",
	    "megabytes per second",
	    "gigabytes per second",
	    "kibibytes per second",
	    "mebibytes per second",
	    "gibibytes per second",
	    "kilobytes/sec",
	    "megabytes/sec",
	    "(mib/s)",
	    "(mb/s)",
	    "(kib/s)",
	    "(kb/s)",
	    "(gb/s)",
	    "(gib/s)",
	    "(iops)",
	    "(ms)",
	    "(us)",
	    "(avg)",
	    "(avg.)",
	    "(average)",
	    "(mean)",
	    "[mb/s]",
	    "[iops]",
	    "mib/s",
	    "mb/s",
	    "kib/s",
	    "kb/s",
	    "gib/s",
	    "gb/s",
	    "iops",
	    "bandwidth",
	    "throughput",
	    "latency",
	    "bw",
	    "スループット",
	    "帯域",
	    "처리량",
	    "대역폭",
	    "吞吐量",
	    "带宽",
	    "帶寬",
	    "МБ/с",
	    "Мбайт/с",
	    "(mo/s)",
	    "mo/s",
	    "latenz",
	    "latence",
	    "latencia",
	    "latência",
	    "latenza",
	    "durchsatz",
	    "débit",
	    "velocidad",
	    "velocidade",
	    "velocità",
	    "Задержка",
	    "задержка",
	    "Скорость",
	    "скорость",
	    "Швидкість",
	    "швидкість",
	    "bande passante",
	    "bandbreite",
	    "ancho de banda",
	    "larghezza di banda",
	    "largura de banda",
	    /* "iops(k)": thousands of the metric, a unit note, no name */
	    "(k)",
	    NULL,
	};
	size_t n = strlen(job), k;
	char *p;

	/* Markdown's emphasis: "**Read** *(MB/s)*" is "Read" */
	for (p = job; (p = strchr(p, '*'));)
		memmove(p, p + 1, strlen(p + 1) + 1);
	job_drop_given_as(job);
	for (size_t w = 0; words[w]; w++) {
		size_t l = strlen(words[w]);

		for (p = job; *p;) {
			if (strncasecmp(p, words[w], l) ||
			    ((unsigned char)words[w][0] < 0x80 && p > job &&
			     ((p[-1] >= 'a' && p[-1] <= 'z') ||
			      (p[-1] >= 'A' && p[-1] <= 'Z'))) ||
			    /* a whole word: not "velocidad" of "velocidade" */
			    ((p[l] | 0x20) >= 'a' && (p[l] | 0x20) <= 'z' &&
			     ((words[w][l - 1] | 0x20) >= 'a' &&
			      (words[w][l - 1] | 0x20) <= 'z'))) {
				p++;
				continue;
			}
			memmove(p, p + l, strlen(p + l) + 1);
		}
	}
	/* brackets a unit was taken out of, glued to the word ("Read(MB/s)"
	 * is "Read", no "Read()") */
	for (p = job; *p;) {
		char *q = p + 1;

		while (*q == ' ')
			q++;
		if ((*p == '(' && *q == ')') || (*p == '[' && *q == ']'))
			memmove(p, q + 1, strlen(q + 1) + 1);
		else
			p++;
	}
	/* sysbench fileio's "reads/s", "writes/s" (its IOPS) beside "reads
	 * (MiB/s)": the same test's, "reads" */
	n = strlen(job);
	if ((n >= 7 && !strcasecmp(job + n - 7, "reads/s")) ||
	    (n >= 8 && !strcasecmp(job + n - 8, "writes/s")))
		job[n - 2] = '\0';
	/* a unit left as the last word ("Latency ms", "Write MB/sec",
	 * "Seq read MBps"): the figures', no test's name */
	n = strlen(job);
	while (n && job[n - 1] == ' ')
		job[--n] = '\0';
	/* "read__MBps" of "read_bw_MBps": a script's name joins its
	 * words with '_' */
	p = strrchr(job, ' ');
	if (strrchr(job, '_') > p)
		p = strrchr(job, '_');
	p = p ? p + 1 : job;
	if (*p && table_unit_metric(p) != TESTNAME_NONE)
		*p = '\0';
	/* blanks and separators left at the ends ("read_" of "read_iops") */
	n = strlen(job);
	while (n &&
	       (job[n - 1] == ' ' || job[n - 1] == ',' || job[n - 1] == '-' ||
		job[n - 1] == '/' || job[n - 1] == ':' || job[n - 1] == '_'))
		job[--n] = '\0';
	for (k = 0; job[k] == ' ' || job[k] == ',' || job[k] == '-'; k++)
		;
	memmove(job, job + k, n - k + 1);
	/* runs of blanks */
	for (p = job; *p; p++)
		while (p[0] == ' ' && p[1] == ' ')
			memmove(p, p + 1, strlen(p + 1) + 1);
	if (job_only_noise(job))
		job[0] = '\0';
}

/*
 * What the test cells of row r say.  With several levels (category /
 * sub-category / item: "순차 읽기" then "4KiB Q32T1") each is read alone
 * and the innermost (rightmost) wins: an item that names a whole test
 * ("4KiB Q32T1" is CrystalDiskMark's random 4 KiB test) is more specific
 * than the group it sits in.  rowtest: the joined text (or the map's).
 */
/*
 * The test the header of the table's one test column names in full (a
 * CrystalDiskMark test, "SEQ1M Q8T1", in the corner cell), else NULL.
 */
static const struct testname *corner_test(const struct table_mapping *m)
{
	const struct testname *found = NULL;

	for (size_t c = 0; c < m->t->cols; c++) {
		const struct testname *h = &m->ht[c];

		if (m->role[c] != TABLE_ROLE_TEST)
			continue;
		if (found)
			return NULL;
		if (!h->cdm || h->cond.pattern == IODB_PATTERN_UNKNOWN ||
		    h->cond.bs <= 0 || h->cond.iodepth <= 0)
			return NULL;
		found = h;
	}
	return found;
}

static void row_text(struct table_mapping *m, size_t r, char *buf, size_t n);
static void row_test_named(struct table_mapping *m, size_t r,
			   const char *rowtest, struct testname *rt);

/*
 * One size of a range at p ("4KiB", "16K", "1m"): its bytes (binary
 * prefixes, as a block size's), the text it took in *len; unit says
 * whether a prefix or B was written.  0 when p holds no number.
 */
static double range_size(const char *p, size_t *len, int *unit)
{
	const char *q = p;
	double v = 0, f = 1;

	if (*q < '0' || *q > '9')
		return 0;
	v = strtod(q, (char **)&q);
	*unit = 1;
	switch (*q) {
	case 'k':
	case 'K': f = 1024, q++; break;
	case 'm':
	case 'M': f = 1024.0 * 1024, q++; break;
	case 'g':
	case 'G': f = 1024.0 * 1024 * 1024, q++; break;
	default: *unit = 0; break;
	}
	if (*unit && (*q == 'i' || *q == 'I') && (q[1] == 'b' || q[1] == 'B'))
		q += 2;
	else if (*q == 'b' || *q == 'B')
		q++, *unit = 1;
	if (isalnum((unsigned char)*q))
		return 0; /* "4KiBx", "16kbit": no size */
	*len = (size_t)(q - p);
	return v * f;
}

/*
 * Whether s names a range of block sizes ("randwrite_4KiB-16KiB_1", "4k
 * to 64k", "4-16K"): each of its ends into lo and hi (bytes).  A range
 * gives no one block size.
 */
static int size_range(const char *s, double *lo, double *hi)
{
	for (const char *p = s; *p; p++) {
		size_t l1, l2, sep;
		int u1, u2;
		double a, b;

		if (p > s && (isalnum((unsigned char)p[-1]) || p[-1] == '.'))
			continue;
		a = range_size(p, &l1, &u1);
		if (!(a > 0))
			continue;
		sep = !strncmp(p + l1, "-", 1)		    ? 1
		      : !strncmp(p + l1, "~", 1)	    ? 1
		      : !strncmp(p + l1, "\xe2\x80\x93", 3) ? 3 /* – */
		      : !strncasecmp(p + l1, " to ", 4)	    ? 4
							    : 0;
		if (!sep)
			continue;
		b = range_size(p + l1 + sep, &l2, &u2);
		if (!(b > 0) || !u2)
			continue;
		if (!u1)
			a *= b / strtod(p + l1 + sep, NULL); /* "4-16K" */
		if (a >= b)
			continue;
		*lo = a;
		*hi = b;
		return 1;
	}
	return 0;
}

/* Whether a column header of the table names a percentile ("Write Lat
 * P50 (us)"): its figures' job is the row's test alone. */
static int percentile_header(const struct table_mapping *m)
{
	for (size_t c = 0; c < m->t->cols; c++)
		if (m->role[c] == TABLE_ROLE_VALUE &&
		    table_percentile(m->head[c]))
			return 1;
	return 0;
}

/*
 * "randwrite_1 / write Write" (the row's test, and "Write" of the column
 * "Write IOPS") in a table with a percentile column: a direction word
 * naming the one direction the row's test (rt) names already is no more
 * of the job; its figures join the row's others ("Write Lat P50", whose
 * job is the row's test alone) as one result.
 */
static void job_drop_repeated_direction(char *job, const char *rowtest,
					const struct testname *rt)
{
	size_t n = strlen(rowtest);
	const char *w = job + n + 1;
	enum iodb_op op = IODB_OP_UNKNOWN;

	if (strncmp(job, rowtest, n) || job[n] != ' ')
		return;
	op = !strcasecmp(w, "read")    ? IODB_OP_READ
	     : !strcasecmp(w, "write") ? IODB_OP_WRITE
				       : IODB_OP_UNKNOWN;
	if (op == IODB_OP_UNKNOWN || rt->n_ops != 1 || rt->cond.op != op)
		return;
	job[n] = '\0';
}

/*
 * "17787571_read-write-randwrite_4KiB-16KiB_1": a block size read from
 * an end of a range of sizes that s names is none (the run covered them
 * all, or it is not said which).
 */
static void range_clears_size(const char *s, struct testname *t)
{
	double lo, hi;

	if (t->cond.bs > 0 && size_range(s, &lo, &hi) &&
	    ((double)t->cond.bs == lo || (double)t->cond.bs == hi))
		t->cond.bs = -1;
}

/* Whether s (blanks around aside) is word w, case aside. */
static int is_word(const char *s, const char *w)
{
	size_t n = strlen(w);

	while (*s == ' ')
		s++;
	if (strncasecmp(s, w, n))
		return 0;
	for (s += n; *s == ' ';)
		s++;
	return !*s;
}

/* Whether a test cell of row r says "read" or "write" alone. */
static int row_bare_direction(const struct table_mapping *m, size_t r)
{
	for (size_t c = 0; c < m->t->cols; c++) {
		const char *s = table_cell(m->t, r, c);

		if (m->role[c] == TABLE_ROLE_TEST &&
		    (is_word(s, "read") || is_word(s, "write")))
			return 1;
	}
	return 0;
}

/*
 * The author's name of row r's test into buf (n bytes): the text of its
 * one test column's cell when that column's header is a word saying
 * "test" (testname_header_says_test()).  "| test | time | bandwidth |"
 * over "| Async Random Read | 0.22 s | 4.83GB/s |" and "| Sync Random
 * Read | 0.36 s | 3.01GB/s |": a person reads each cell as its test's
 * name, where the canonical code ("RND1M") would name both rows alike.
 * "" (the canonical name stays) when no such header heads it, when
 * several columns make the row's name ("| Test | Block size |": their
 * join is, no one cell), when the row's name as read (rowtest) is not the
 * cell as written (a --map's text, a unit taken off), or when the cell
 * names one of the test's figures ("Read IOPS", "p99 latency"), whose
 * other figures other rows give.
 */
static void named_test(const struct table_mapping *m, size_t r,
		       const char *rowtest, const struct testname *rt,
		       char *buf, size_t n)
{
	size_t col = 0, ncol = 0;

	buf[0] = '\0';
	if (!rowtest[0] || strlen(rowtest) >= n || m->tc->made_head ||
	    (r < TABLE_MAP_COLS && m->map.row_text[r]) ||
	    rt->metric != TESTNAME_NONE || rt->stat || rt->access ||
	    rt->aggregate || rt->metrics)
		return;
	for (size_t c = 0; c < m->t->cols; c++)
		if ((m->role[c] == TABLE_ROLE_TEST ||
		     (m->file_col == c + 1 && m->file_tests)) &&
		    table_cell(m->t, r, c)[0]) {
			col = c;
			ncol++;
		}
	if (ncol != 1 || strcmp(table_cell(m->t, r, col), rowtest) ||
	    !testname_header_says_test(m->head[col], strlen(m->head[col])))
		return;
	snprintf(buf, n, "%s", rowtest);
}

/*
 * Whether text u is text k with one stretch taken out that names a random
 * pattern and nothing else ("4k write" is "4k random write" without
 * "random ", "4K 写" is "4K 随机写" without "随机").
 */
static int random_twin(const char *u, const char *k)
{
	size_t nu = strlen(u), nk = strlen(k), p = 0;

	if (nk <= nu)
		return 0;
	while (p < nu && u[p] == k[p])
		p++;
	/* every place the stretch could start: "8k read" in "8k random
	 * read" shares "8k r" before it */
	for (size_t at = p + 1; at-- > 0;) {
		struct testname x;

		if (memcmp(u + at, k + nk - (nu - at), nu - at))
			continue;
		testname_parse(k + at, nk - nu, 0, &x);
		if (x.cond.pattern == IODB_PATTERN_RAND && !x.n_ops &&
		    x.cond.op == IODB_OP_UNKNOWN && x.cond.bs < 0)
			return 1;
	}
	return 0;
}

/*
 * Whether the table's test column contrasts row r with a row naming a
 * random pattern: the other row's test is r's with a random word added
 * ("| 4k write |" above "| 4k random write |", "| 4K 写 |" beside "| 4K
 * 随机写 |").  A person reads the unmarked row as the sequential half of
 * the contrast.  rowtest: r's text; c: its test (pattern unknown, one
 * direction).  The rows naming random are found once per table
 * (m->rand_rows).  0 when no row is r's random twin ("大文件读" beside
 * "随机读" and "顺序读" is neither): the row stays unknown.
 */
static int random_contrast(struct table_mapping *m, const char *rowtest,
			   const struct iodb_cond *c)
{
	if (c->op != IODB_OP_READ && c->op != IODB_OP_WRITE)
		return 0;
	if (!m->rand_done) {
		m->rand_done = 1;
		if ((size_t)m->hdr < m->t->rows)
			m->rand_rows = calloc(m->t->rows - (size_t)m->hdr,
					      sizeof(*m->rand_rows));
		for (size_t r = (size_t)m->hdr; m->rand_rows && r < m->t->rows;
		     r++) {
			char text[512];
			struct testname rt;

			row_text(m, r, text, sizeof(text));
			if (!text[0])
				continue;
			row_test_named(m, r, text, &rt);
			if (rt.cond.pattern == IODB_PATTERN_RAND &&
			    rt.n_ops <= 1)
				m->rand_rows[m->n_rand_rows++] = r;
		}
	}
	for (size_t i = 0; i < m->n_rand_rows; i++) {
		char text[512];

		row_text(m, m->rand_rows[i], text, sizeof(text));
		if (random_twin(rowtest, text))
			return 1;
	}
	return 0;
}

/*
 * The test of row r.  fio's rw names as rows ("| Read | Write | Randread |
 * Randwrite |"), or in a column of rows with more in them ("| write | 4k
 * |" above "| randwrite | 4k |"): beside "Randread", a bare "Read" is
 * fio's rw=read, sequential.  So is "read" under a column headed with
 * fio's option itself ("| rw | ioengine | bs |"), no "randread" needed:
 * the column holds rw's values.
 */
static void row_test(struct table_mapping *m, size_t r, const char *rowtest,
		     struct testname *rt)
{
	row_test_named(m, r, rowtest, rt);
	if (rt->cond.pattern == IODB_PATTERN_UNKNOWN && rt->n_ops <= 1 &&
	    random_contrast(m, rowtest, &rt->cond)) {
		rt->cond.pattern = IODB_PATTERN_SEQ;
		return;
	}
	if (m->as_ssd) {
		struct testname a;

		if (as_ssd_header(rowtest, &a) == 1) {
			a.n_ops = rt->n_ops;
			memcpy(a.ops, rt->ops, sizeof(a.ops));
			a.cond.op = rt->cond.op;
			*rt = a;
			return;
		}
	}
	if (rt->cond.pattern != IODB_PATTERN_UNKNOWN ||
	    !(is_word(rowtest, "read") || is_word(rowtest, "write") ||
	      row_bare_direction(m, r)))
		return;
	for (size_t c = 0; c < m->t->cols; c++) {
		const struct fio_option *o;
		const char *v = table_cell(m->t, r, c);

		if (m->role[c] != TABLE_ROLE_TEST)
			continue;
		o = fio_header_option(m->head[c]);
		if (o && !strcmp(o->canon, "rw") &&
		    (is_word(v, "read") || is_word(v, "write"))) {
			rt->cond.pattern = IODB_PATTERN_SEQ;
			return;
		}
		for (size_t k = (size_t)m->hdr; k < m->t->rows; k++) {
			const char *s = table_cell(m->t, k, c);

			if (is_word(s, "randread") || is_word(s, "randwrite")) {
				rt->cond.pattern = IODB_PATTERN_SEQ;
				return;
			}
		}
	}
}

static void row_test_named(struct table_mapping *m, size_t r,
			   const char *rowtest, struct testname *rt)
{
	int levels = 0, named = 0;

	for (size_t c = 0; c < m->t->cols; c++)
		if (m->role[c] == TABLE_ROLE_TEST &&
		    table_cell(m->t, r, c)[0]) {
			levels++;
			named |= m->ht[c].condition;
		}
	if ((levels < 2 && !named) ||
	    (r < TABLE_MAP_COLS && m->map.row_text[r])) {
		const struct testname *corner = corner_test(m);
		struct testname raw;

		/*
		 * "| SEQ1M Q8T1 | RAID0 |" over "| Sequential read | ...":
		 * the test column's header names the whole test, and a row
		 * that says no more than a part of it ("Sequential read")
		 * is that test; a row naming another ("Random 4K read
		 * (Q32)") keeps its own.
		 */
		if (corner &&
		    testname_parse(rowtest, strlen(rowtest), 0, &raw) &&
		    testname_compatible(&raw, corner) && !raw.cdm) {
			testname_fill(&raw, corner);
			*rt = raw;
			return;
		}
		if (m->mixed_corner && m->role[0] == TABLE_ROLE_TEST &&
		    mixed_ratio_row(rowtest, m->ht[0].ops[0] == IODB_OP_READ,
				    rt)) {
			/* "| Random Read/Write | run_a |" over "| 16K_70/30
			 * |": the corner's pattern and directions, the
			 * row's block size and mix */
			testname_fill(rt, &m->ht[0]);
			return;
		}
		testname_parse(rowtest, strlen(rowtest), m->cdm, rt);
		/* "| 4k rand read, qd1 | box-a |" over "| p99 | 0.9 ms |":
		 * a row naming a metric alone is the corner's test */
		if (m->metric_rows && testname_compatible(rt, &m->ht[0]))
			testname_fill(rt, &m->ht[0]);
		/* "| Sequential Read | run_a |" over "| 8K | ... |": the
		 * corner's direction and pattern are each row's */
		if (m->role[0] == TABLE_ROLE_TEST && corner_test_column(m, 0) &&
		    testname_compatible(rt, &m->ht[0]))
			testname_fill(rt, &m->ht[0]);
		return;
	}
	testname_init(rt);
	for (size_t c = m->t->cols; c-- > 0;) {
		const char *s = table_cell(m->t, r, c);
		struct testname tn;

		if (m->role[c] != TABLE_ROLE_TEST || !s[0])
			continue;
		if (m->ht[c].condition && table_cell_range(s))
			continue; /* "4-8" threads: no one condition */
		if (m->ht[c].condition == 4) {
			/* under "Direct": "1" is direct=1 */
			testname_init(&tn);
			tn.cond.direct = direct_flag(s);
			tn.found = 1;
		} else if (m->ht[c].condition) {
			/* under "QD": "32" is the queue depth */
			char buf[512];

			if (!sized_cell(m, c, s, buf, sizeof(buf)))
				condition_text(m->head[c], s, buf, sizeof(buf));
			testname_parse(buf, strlen(buf), m->cdm, &tn);
		} else {
			testname_parse(s, strlen(s), m->cdm, &tn);
		}
		testname_fill(rt, &tn);
		rt->stat |= tn.stat;
		rt->access |= tn.access;
		rt->found += tn.found;
	}
}

/*
 * The text naming row r's test into buf (n bytes): the --map's row text,
 * else the row's test cells joined.
 */
static void row_text(struct table_mapping *m, size_t r, char *buf, size_t n)
{
	if (r < TABLE_MAP_COLS && m->map.row_text[r])
		snprintf(buf, n, "%s", m->map.row_text[r]);
	else
		table_join_role(m, r, TABLE_ROLE_TEST, buf, n);
}

/*
 * The tests the table's rows name (m->row_conds) and the fields two of
 * them state with different values (m->rows_vary): "| 4k | randread |"
 * and "| 64k | randwrite |" vary the block size and the direction.
 * Worked out once, when a cell first asks for its conditions.
 */
static void rows_vary(struct table_mapping *m)
{
	struct iodb_cond seen = IODB_COND_INIT;

	if (m->rows_done)
		return;
	m->rows_done = 1;
	if ((size_t)m->hdr >= m->t->rows)
		return;
	m->row_conds =
	    calloc(m->t->rows - (size_t)m->hdr, sizeof(*m->row_conds));
	if (!m->row_conds)
		return;
	m->rows_access_only = 1;
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		char rowtest[512];
		struct testname rt;

		row_text(m, r, rowtest, sizeof(rowtest));
		if (!rowtest[0])
			continue;
		row_test(m, r, rowtest, &rt);
		m->rows_access_only &=
		    testname_direction_only(rowtest, strlen(rowtest));
		m->row_conds[m->n_row_conds++] = rt.cond;
		m->rows_vary |= iodb_cond_join(&seen, &rt.cond);
	}
}

/*
 * The index number of row r when the document has commands noted under
 * it ("index 2." below the table), else 0.
 */
static int row_note(struct table_mapping *m, size_t r)
{
	for (size_t c = 0; c < m->t->cols; c++) {
		long n;

		if (m->role[c] != TABLE_ROLE_INDEX)
			continue;
		n = atol(table_cell(m->t, r, c));
		if (n <= 0 || n > 100000)
			return 0;
		for (size_t i = 0; i < m->tc->n_cmds; i++)
			if (m->tc->cmds[i].table == m->tc->index &&
			    m->tc->cmds[i].note == n)
				return (int)n;
		return 0;
	}
	return 0;
}

/*
 * Whether row r of a table of systems in a column and plain columns
 * (two_labels: "| Nench | Plan S | Plan M |") is a network transfer's:
 * its name names a download, an upload, a speed test or a CDN and no
 * storage ("Cachefly CDN", "Download speed"), or names no test (no
 * direction, pattern or block size), no storage and no other quantity
 * ("Leaseweb (NL)"; "Softlayer DAL (US)", its country read as a unit)
 * under such a row - the servers of a speed test's list, as nench and
 * the bench.sh scripts print them.
 */
static int network_row(struct table_mapping *m, size_t r)
{
	for (; r >= (size_t)m->hdr; r--) {
		char name[256];
		struct testname tn;

		table_join_role(m, r, TABLE_ROLE_SYSTEM, name, sizeof(name));
		if (!name[0] || table_names_storage(name, strlen(name)))
			return 0;
		testname_parse(name, strlen(name), 0, &tn);
		if (tn.network)
			return 1;
		if (tn.found || tn.n_ops || tn.cond.bs > 0 ||
		    tn.cond.pattern != IODB_PATTERN_UNKNOWN || tn.other ||
		    tn.stat || tn.aggregate || r == 0)
			return 0;
	}
	return 0;
}

/*
 * Whether text s names the bench.sh family's dd test as its rows print
 * it, the whole of s: "I/O speed", "Average I/O speed", "I/O
 * Speed(average)", "I/O Speed(1st run)" - a write of a file (dd.c).
 */
static int bench_io_name(const char *s)
{
	size_t n = strlen(s);

	if (n > 8 && !strncasecmp(s, "average ", 8)) {
		s += 8;
		n -= 8;
	}
	if (n < 9 || strncasecmp(s, "I/O speed", 9))
		return 0;
	s += 9;
	if (*s == ' ' || *s == '(')
		s += *s == ' ';
	return !*s || (*s == '(' && s[strlen(s) - 1] == ')' &&
		       strlen(s) <= 12 && !strchr(s + 1, '('));
}

/*
 * The direction the name of row r of a two-label table gives its
 * figures: one direction of a storage test ("SSD write speed", "Disk
 * read"), or bench.sh's "I/O speed" row (a write); 0 none.
 */
static enum iodb_op row_name_op(struct table_mapping *m, size_t r)
{
	char name[256];
	struct testname tn;

	table_join_role(m, r, TABLE_ROLE_SYSTEM, name, sizeof(name));
	if (!name[0])
		return IODB_OP_UNKNOWN;
	if (bench_io_name(name))
		return IODB_OP_WRITE;
	testname_parse(name, strlen(name), 0, &tn);
	if (tn.n_ops != 1 || tn.network || tn.other ||
	    !table_names_storage(name, strlen(name)))
		return IODB_OP_UNKNOWN;
	return tn.ops[0];
}

/* Whether a value column's header of the table names storage or IOPS
 * ("IOPS rand-read", "Disk write"): a table of disk figures. */
static int storage_column(const struct table_mapping *m)
{
	for (size_t c = 0; c < m->t->cols; c++)
		if (m->role[c] == TABLE_ROLE_VALUE &&
		    table_names_storage(m->head[c], strlen(m->head[c])))
			return 1;
	return 0;
}

/*
 * Whether word w of column c's header lies in words its header shares
 * from its start with another value column's, one of the two naming
 * storage (a group name over both: "Serial encryption BW(MiB/s)" and "Serial
 * encryption IOPS(K)").
 */
static int group_spans_storage(const struct table_mapping *m, size_t c,
			       const char *w)
{
	const char *h = m->head[c], *at = strcasestr(h, w);

	if (!at)
		return 0;
	for (size_t o = 0; o < m->t->cols; o++) {
		const char *g = m->head[o];
		size_t k = 0;

		if (o == c || m->role[o] != TABLE_ROLE_VALUE ||
		    (!table_names_storage(g, strlen(g)) &&
		     !table_names_storage(h, strlen(h))))
			continue;
		while (h[k] && h[k] == g[k])
			k++;
		if ((size_t)(at - h) + strlen(w) < k && h[k - 1] == ' ')
			return 1;
	}
	return 0;
}

/*
 * "| Memory | 32654.09 MB/s |", "sysbench memory MiB/s": whether the
 * row's test, its system or the column's header names another benchmark
 * than storage (and none of them storage); then figure s is skipped with
 * the reason.
 */
static int nonstorage_cell(struct table_mapping *m, size_t c,
			   const char *rowtest, const char *label,
			   const char *s)
{
	const char *on = rowtest, *what;
	char why[200], quoted[64];
	size_t k;

	/* the row's test or the column's header naming memory, a CPU, a
	 * hash ("RAM disk", "tmpfs" name storage: table_nonstorage()) */
	what = table_nonstorage(rowtest, strlen(rowtest));
	if (!what) {
		on = m->head[c];
		what = table_nonstorage(on, strlen(on));
		/* "Serial encryption and decryption" over "BW(MiB/s) |
		 * IOPS(K)": a disk's encryption setup as a group name
		 * over a column naming storage too */
		if (what && table_encryption_setup(on, strlen(on), what) &&
		    group_spans_storage(m, c, what))
			what = NULL;
	}
	/* a system named so ("| Memory | ... |" as the row's name), unless
	 * the test or header names storage */
	/* ... nor under a header naming a CrystalDiskMark test ("SEQ1M
	 * Q8T1 Read (MB/s)"), which measures storage alone: "nic irqs off
	 * cpu0" in the row's name is a setting of the system */
	if (!what && !table_names_storage(rowtest, strlen(rowtest)) &&
	    !table_names_storage(m->head[c], strlen(m->head[c])) &&
	    !m->ht[c].cdm) {
		on = label;
		what = table_nonstorage(on, strlen(on));
		/* "| no encryption | 54,700 | 4,796 |", "| geli-aes-256-xts
		 * |" under "IOPS rand-read | MB/s read": a disk's encryption
		 * setup in a table of disk figures (a column naming storage
		 * or IOPS) is a storage configuration, no cipher's speed
		 * (one names its tool, "openssl speed", or has no storage
		 * column: processor_table()) */
		if (what && table_encryption_setup(on, strlen(on), what) &&
		    storage_column(m))
			what = NULL;
	}
	if (!what)
		return 0;
	/* the text quoted in the reason, '%' kept out of the format */
	for (k = 0; on[k] && k + 1 < sizeof(quoted); k++)
		quoted[k] = on[k] == '%' ? ' ' : on[k];
	quoted[k] = '\0';
	snprintf(why, sizeof(why), "'%%s' measures no storage ('%s' names %s)",
		 quoted, what);
	table_why(m, why, s);
	return 1;
}

/* Whether text s names a processor's own throughput (a cipher, a hash,
 * a CPU) and no storage: 1; storage or a storage test: -1; else 0. */
static int processor_text(const char *s)
{
	struct testname t;
	const char *w;

	testname_init(&t);
	testname_parse(s, strlen(s), 0, &t);
	/* "Samsung 870 seq read": a storage test beside the CPU's rows */
	if (table_names_storage(s, strlen(s)) || t.cdm ||
	    t.cond.op != IODB_OP_UNKNOWN ||
	    t.cond.pattern != IODB_PATTERN_UNKNOWN)
		return -1;
	w = table_nonstorage(s, strlen(s));
	return w && table_processor_word(w);
}

/*
 * "AES-GCM-256-Go 5414.83 MB/s" over "XChaCha20-Poly1305-Go 3293.19
 * MB/s" (gocryptfs -speed), "aes-cbc" over "serpent-cbc" (cryptsetup
 * benchmark): whether the rows are one processor benchmark's, each an
 * algorithm's speed: two rows or headers or more, half the rows at
 * least, name a cipher, a hash or a CPU, and no row, header or system
 * names storage.  A row naming no algorithm table_nonstorage() knows
 * ("XChaCha20") is then of the same benchmark as its neighbours.
 */
static int processor_table(struct table_mapping *m)
{
	if (!m->processor_rows) {
		int n = 0, storage = 0;
		char buf[256];

		for (size_t c = 0; c < m->t->cols && !storage; c++) {
			int k = processor_text(m->head[c]);

			storage = k < 0;
			n += k > 0;
		}
		for (size_t r = 0; r < m->t->rows && !storage; r++) {
			int kt, ks;

			row_text(m, r, buf, sizeof(buf));
			kt = processor_text(buf);
			table_join_role(m, r, TABLE_ROLE_SYSTEM, buf,
					sizeof(buf));
			ks = processor_text(buf);
			storage = kt < 0 || ks < 0;
			n += kt > 0 || ks > 0;
		}
		m->processor_rows =
		    !storage && n >= 2 && (size_t)n * 2 >= m->t->rows ? 2 : 1;
	}
	return m->processor_rows == 2;
}

static int limit_label(const char *label);

/*
 * Whether a row's or column's system label says its figures are a
 * vendor's ("Acme S1 1TB (rated)", "Zeta Z3 advertised", "Acme spec"):
 * the words of a rating, whole; "Vendor A SSD" names a drive.
 */
static int rating_label(const char *label)
{
	static const char *const words[] = {
	    "rated",	  "rating",  "spec",	"specs",    "datasheet",
	    "advertised", "claimed", "nominal", "declared", NULL,
	};

	return has_word(label, words);
}

/*
 * "| ioping latency (us) |" beside fio's columns, "| ioping 4k IOPS |" as
 * a row: whether the row's test or the column's header names a tool
 * whose figures are no run of the table's (ioping times one request
 * after another, its own way; iodb reads no output of it); then figure
 * s is skipped with the reason.
 */
static int other_tool_cell(struct table_mapping *m, size_t c,
			   const char *rowtest, const char *s)
{
	static const char *const tools[] = {"ioping", NULL};

	if (!has_word(rowtest, tools) && !has_word(m->head[c], tools))
		return 0;
	table_why(m,
		  "'%s' is a figure of ioping, another tool than the "
		  "table's runs",
		  s);
	return 1;
}

/*
 * The note of body row r saying its figures were not measured, or NULL:
 * a cell of a notes column ("Notes", "Comment", "비고") beside the
 * figures that calls them assumed, estimated, extrapolated, copied or
 * untested ("assumed to be the same as DS-200", "not tested, copied
 * from the 4-bay", "geschätzt"), or opens with "same as" ("same as
 * Model B"): the row repeats another's figure or guesses one.
 */
static const char *unmeasured_note(const struct table_mapping *m, size_t r)
{
	static const char *const words[] = {
	    "assumed",
	    "assuming",
	    "presumed",
	    "presumably",
	    "estimated",
	    "extrapolated",
	    "interpolated",
	    "guessed",
	    "copied",
	    "untested",
	    "not tested",
	    "not measured",
	    "unmeasured",
	    "angenommen",
	    "gesch\xc3\xa4tzt",
	    "nicht getestet",
	    "nicht gemessen",
	    "suppos\xc3\xa9",
	    "estim\xc3\xa9",
	    "non test\xc3\xa9",
	    "non mesur\xc3\xa9",
	    "estimado",
	    "no probado",
	    "sin probar",
	    "\xe4\xbc\xb0\xe8\xae\xa1", /* 估计 */
	    "\xe6\x9c\xaa\xe6\xb5\x8b", /* 未测 */
	    "\xe6\x8e\xa8\xe5\xae\x9a", /* 推定 */
	    "\xe6\x9c\xaa\xe6\xb8\xac", /* 未測 */
	    "\xec\xb6\x94\xec\xa0\x95", /* 추정 */
	    NULL,
	};

	for (size_t c = 0; c < m->t->cols; c++) {
		const char *s = table_cell(m->t, r, c);
		const char *p = s + strspn(s, " *_");

		if (m->role[c] != TABLE_ROLE_IGNORE ||
		    !(m->ht[c].note_header || comment_header(m->head[c])) ||
		    table_cell_empty(s))
			continue;
		if (has_any(s, words) || !strncasecmp(p, "same as ", 8))
			return s;
	}
	return NULL;
}

/*
 * Whether the note above or under the table saying figures were not
 * measured (tc->untested_note) speaks of figure s of system label: s
 * bears the mark the note starts with ("~400 MB/s ⚠️" under "⚠️ ...
 * theoretical"), or the note names the label's first two words ("Stick
 * C"; its one word, of four letters or more, when it has one).
 */
static int untested_cell(const struct table_mapping *m, const char *label,
			 const char *s)
{
	const char *note = m->tc->untested_note, *l = label;
	char words[64];
	size_t n = 0, len;
	int spaces = 0;

	if (!note)
		return 0;
	if (m->tc->untested_mark && !strcmp(m->tc->untested_mark, "*")) {
		/* "~400 МБ/с*": one asterisk after the figure, no emphasis's
		 * ("**5.0 МБ/с**", "*5.0*") */
		size_t sl = strlen(s);

		while (sl && s[sl - 1] == ' ')
			sl--;
		if (sl >= 2 && s[sl - 1] == '*' && s[sl - 2] != '*' &&
		    s[strspn(s, " ")] != '*')
			return 1;
	} else if (m->tc->untested_mark && strstr(s, m->tc->untested_mark))
		return 1;
	l += strspn(l, "*_` ");
	for (len = 0; l[len] && len + 1 < sizeof(words); len++) {
		if (strchr("*_`(", l[len]))
			break;
		if (l[len] == ' ' && ++spaces == 2)
			break;
		words[n++] = l[len];
	}
	while (n && words[n - 1] == ' ')
		n--;
	words[n] = '\0';
	if (n < 4)
		return 0;
	return strcasestr(note, words) != NULL;
}

/* Map one value cell (row r, column c). */
/* A value column whose header names something, but no test or metric
 * (nor the bytes each run moved, "Total I/O": total_io_header()). */
static int plain_column(const struct table_mapping *m, size_t c)
{
	return m->role[c] == TABLE_ROLE_VALUE && !m->ht[c].found &&
	       !m->ht[c].metric && !m->ht[c].stat && !m->ht[c].condition &&
	       !m->ht[c].value_header && !m->ht[c].test_header &&
	       m->head[c][0] && !amount_column(m, c);
}

/*
 * Whether table m has a column that a plain value column's header would
 * be (a name, no test, metric or derived figure: "| VCF |") holding no
 * figure, every cell empty or saying none was taken ("(not in source
 * run)", "n/a"): the systems compared are the columns, one of them not
 * measured here, so the one measured names its figures ("| Category |
 * ROKS | VCF |" over "| CephFS | 29,139 | (not in source run) |").
 */
static int empty_name_column(const struct table_mapping *m)
{
	for (size_t c = 0; c < m->t->cols; c++) {
		size_t r;

		if (m->role[c] != TABLE_ROLE_IGNORE || !m->head[c][0] ||
		    m->ht[c].found || m->ht[c].metric || m->ht[c].stat ||
		    m->ht[c].condition || m->ht[c].value_header ||
		    m->ht[c].test_header || m->ht[c].aggregate ||
		    derived_header(m->head[c]) || source_header(m->head[c]))
			continue;
		for (r = (size_t)m->hdr; r < m->t->rows; r++)
			if (!table_cell_empty(table_cell(m->t, r, c)))
				break;
		if (r == m->t->rows)
			return 1;
	}
	return 0;
}

/*
 * The tool whose command text cell s opens with, its emphasis and code
 * marks aside: "`fio --direct=1`, qd16/qd32", "`dd`, buffered", "hdparm
 * -t": the tool's name as a word of its own, then nothing, a blank, a
 * ',', ';' or '('.  NULL otherwise ("a dd run", "see fio below").
 */
static const char *command_cell_tool(const char *s)
{
	size_t n;

	s += strspn(s, " `*_");
	n = strcspn(s, " `*_,;(");
	if (!n || n > 16 || (s[n] && !strchr(" `*_,;(", s[n])))
		return NULL;
	for (size_t i = 0; i < n; i++)
		if (!isalnum((unsigned char)s[i]) && s[i] != '-')
			return NULL;
	return testname_tool(s, n);
}

/*
 * The column of row r whose cell says how its figures were taken by
 * opening with a tool's command ("| ext4 | 4,1 GB/s | `fio --direct=1`,
 * qd16/qd32 |" under "Method"): a column of no figures, test or system
 * (a column of tools, or one read for nothing).  -1 when none.
 */
static long method_column(const struct table_mapping *m, size_t r)
{
	for (size_t c = 0; c < m->t->cols; c++)
		if ((m->role[c] == TABLE_ROLE_IGNORE ||
		     m->role[c] == TABLE_ROLE_TOOL) &&
		    command_cell_tool(table_cell(m->t, r, c)))
			return (long)c;
	return -1;
}

/* The tool row r names in its test or system cells ("CrystalDiskMark"),
 * else the one its method cell's command names (method_column()). */
static const char *row_tool(struct table_mapping *m, size_t r)
{
	long mc;

	for (size_t c = 0; c < m->t->cols; c++) {
		const char *s = table_cell(m->t, r, c), *tool;

		if (m->role[c] != TABLE_ROLE_TEST &&
		    m->role[c] != TABLE_ROLE_SYSTEM &&
		    m->role[c] != TABLE_ROLE_TOOL)
			continue;
		tool = testname_tool(s, strlen(s));
		if (tool)
			return tool;
	}
	mc = method_column(m, r);
	return mc < 0 ? NULL
		      : command_cell_tool(table_cell(m->t, r, (size_t)mc));
}

/*
 * The conditions row r's method cell states (method_column()), into
 * the unknown fields of t: its command's options and its words ("`fio
 * --direct=1`, qd16/qd32": direct I/O; "`dd`, buffered": the page cache
 * used).  A depth or job count it states, even two of them ("qd16/qd32":
 * which test ran at which is not said), is no tool's default: 1 into
 * *said so, and the depth is taken only when it is one.
 */
static void method_conditions(const struct table_mapping *m, size_t r,
			      struct testname *t, int *said)
{
	long mc = method_column(m, r);
	struct testname k;
	const char *s;
	size_t n;
	int d;

	*said = 0;
	if (mc < 0)
		return;
	s = table_cell(m->t, r, (size_t)mc);
	n = strlen(s);
	testname_parse(s, n, 0, &k);
	for (size_t i = 0; i + 2 < n && !*said; i++)
		*said = (!i || !isalnum((unsigned char)s[i - 1])) &&
			(((s[i] == 'q' || s[i] == 'Q') &&
			  (s[i + 1] == 'd' || s[i + 1] == 'D') &&
			  isdigit((unsigned char)s[i + 2])) ||
			 testname_word_at(s, n, i, "iodepth") ||
			 testname_word_at(s, n, i, "numjobs"));
	*said |= k.cond.iodepth > 0 || k.cond.numjobs > 0;
	if (t->cond.iodepth < 0 && k.cond.iodepth > 0)
		t->cond.iodepth = k.cond.iodepth;
	if (t->cond.numjobs < 0 && k.cond.numjobs > 0)
		t->cond.numjobs = k.cond.numjobs;
	if (t->cond.bs < 0 && k.cond.bs > 0)
		t->cond.bs = k.cond.bs;
	d = testname_says_direct(s, n);
	if (!d && testname_first_word(
		      s, n, (const char *const[]){"buffered", NULL}) >= 0)
		d = -1;
	if (t->cond.direct < 0 && d)
		t->cond.direct = d > 0;
}

/*
 * What row r's own name cells say of the page cache, the cells of its
 * system ("| **SD card** (USB reader, ext4, O_DIRECT) |" or "| NVMe
 * (buffered) |" beside "| NVMe (direct=1) |"), or column c's header
 * when that is the figure's label: 1 direct I/O
 * (testname_says_direct()), 0 the page cache used ("buffered",
 * "буферизованно", "gepuffert", "bufferisé", or the direct word
 * negated: "without O_DIRECT"), -1 nothing said or both named.  Each row keeps
 * its own; a row naming neither takes what the table's surroundings say.
 */
static int row_head_direct(struct table_mapping *m, size_t r, size_t c,
			   const char *label)
{
	static const char *const buffered[] = {"buffered", "буферизованн",
					       "gepuffert", "bufferisé", NULL};
	static const char *const negations[] = {"not",	"no",	"non", "nicht",
						"kein", "sans", "pas", "без",
						"не",	NULL};
	char s[256];
	size_t n;
	int d;

	table_join_role(m, r, TABLE_ROLE_SYSTEM, s, sizeof(s));
	/* systems as columns: "| Test | Card A (O_DIRECT) | Card B |", the
	 * column's header the label */
	if (!s[0] && label[0] && !strcmp(label, m->head[c]))
		snprintf(s, sizeof(s), "%s", label);
	n = strlen(s);
	if (!n)
		return -1;
	d = testname_says_direct(s, n);
	if (d > 0)
		return 1;
	for (size_t i = 0; i < n; i++)
		for (size_t w = 0; buffered[w]; w++)
			/* a word of its own ("небуферизованный", "unbuffered"
			 * are none); "O_DIRECT vs buffered" names both and
			 * "not buffered" negates it: nothing */
			if (testname_word_at(s, n, i, buffered[w]) &&
			    (!i || (unsigned char)s[i - 1] < 0x80) &&
			    (i == 0 || !isalpha((unsigned char)s[i - 1])))
				return d < 0 || testname_first_word(
						    s, n, negations) >= 0
					   ? -1
					   : 0;
	return d < 0 ? 0 : -1;
}

/*
 * Whether row r's test or system cell starts with a word (letters and
 * digits, Markdown's emphasis aside: "| **JMH fileChannel_read** |")
 * that a heading below the table names as a tool whose output follows
 * (table_context.output_below).
 */
static int row_names_tool_below(struct table_mapping *m, size_t r)
{
	if (!m->tc->output_below)
		return 0;
	for (size_t c = 0; c < m->t->cols; c++) {
		const char *s = table_cell(m->t, r, c), *w;

		if (m->role[c] != TABLE_ROLE_TEST &&
		    m->role[c] != TABLE_ROLE_SYSTEM)
			continue;
		s += strspn(s, " *_`");
		for (w = s; isalnum((unsigned char)*w); w++)
			;
		if (w - s >= 2 && (*w == ' ' || *w == '\t') &&
		    m->tc->output_below(m->tc->output_below_arg, s,
					(size_t)(w - s)))
			return 1;
	}
	return 0;
}

/* Whether some row of the table names tool in its own cells (asked for
 * each cell: worked out once a table and tool). */
static int rows_name_tool(struct table_mapping *m, const char *tool)
{
	if (m->rows_tool_of && !strcmp(m->rows_tool_of, tool))
		return m->rows_tool;
	m->rows_tool_of = tool;
	m->rows_tool = 0;
	for (size_t r = m->hdr; r < m->t->rows && !m->rows_tool; r++) {
		const char *t = row_tool(m, r);

		m->rows_tool = t && !strcmp(t, tool);
	}
	return m->rows_tool;
}

/* Set the figure x of metric in e (access: a latency is an access time). */
/*
 * Whether a figure of tool in row test rowtest, column c, is one of
 * iozone's sequential tests: the tool is iozone and neither the row, the
 * column nor the heading names a test of another pattern (random, stride,
 * record rewrite, a mix).
 */
static int iozone_tool(const char *tool)
{
	return tool && !strcmp(tool, "iozone");
}

static int iozone_sequential(const struct table_mapping *m, const char *tool,
			     const char *rowtest, size_t c)
{
	static const char *const other[] = {"rand", "stride", "record",
					    "mix",  "rnd",    NULL};
	const char *texts[3] = {rowtest, m->head[c], m->heading_text};

	if (!tool || strcmp(tool, "iozone"))
		return 0;
	for (size_t t = 0; t < 3; t++)
		for (size_t k = 0; texts[t] && other[k]; k++)
			if (strcasestr(texts[t], other[k]))
				return 0;
	return 1;
}

/*
 * Whether every value cell of row r holds at most one figure (none of
 * them parts directions: "R: 693 / W: 300 MiB/s").
 */
static int row_one_figure_a_cell(const struct table_mapping *m, size_t r)
{
	for (size_t c = 0; c < m->t->cols; c++) {
		struct table_cellv cv;

		if (m->role[c] == TABLE_ROLE_VALUE &&
		    !table_cell_values(table_cell(m->t, r, c), &cv) && cv.n > 1)
			return 0;
	}
	return 1;
}

/*
 * One unit of the last digit num (as written, read under sep) shows, as
 * a share of its value: "0.26" 0.01 / 0.26, "3,800" 1 / 3800; with
 * zeros set, an integer's trailing zeros may be rounding ("3,800": 100
 * / 3800).  NAN when num does not read as a plain number.
 */
static double digit_share(const char *num, enum table_sep sep, int zeros)
{
	char plain[64];
	const char *dot;
	double v, unit = 1;
	size_t i, n;

	if (table_val_number(num, sep, plain, sizeof(plain)))
		return NAN;
	v = strtod(plain, NULL);
	if (!(v > 0))
		return NAN;
	n = strlen(plain);
	dot = strchr(plain, '.');
	if (dot) {
		for (i = (size_t)(dot - plain) + 1; i < n; i++)
			unit /= 10;
	} else if (zeros) {
		for (i = n; i > 1 && plain[i - 1] == '0'; i--)
			unit *= 10;
	}
	return unit / v;
}

/*
 * Set e's figure of metric to x, printed as num (read under sep: the
 * digits it shows are kept for IOPS and rates, table_entry.iops_digit).
 */
static void set_metric(struct table_entry *e, enum testname_metric metric,
		       int access, double x, const char *num,
		       enum table_sep sep)
{
	double d = digit_share(num, sep, 0);

	if (metric == TESTNAME_IOPS) {
		e->iops = x;
		e->iops_digit = isnan(d) ? 0 : d;
	} else if (metric == TESTNAME_BW) {
		e->bw = x;
		e->bw_digit = isnan(d) ? 0 : d;
	} else if (metric == TESTNAME_RUNTIME)
		e->run = x;
	else if (access)
		e->acc = x; /* HD Tune's access time */
	else
		e->lat = x;
}

/*
 * A header of two or more rows whose upper cells name no test or metric
 * over lower ones that do ("ext4" spanning "Read" and "Write"): the
 * upper cells name the systems, the columns' label.
 */
static void upper_header_label(struct table_mapping *m, size_t c, char *label,
			       size_t n)
{
	const struct table *t = m->t;
	const char *low = table_cell(t, (size_t)m->hdr - 1, c);
	struct testname tn;
	size_t k = 0;

	if (!low[0] || (!testname_parse(low, strlen(low), 0, &tn) &&
			!tn.metric && !tn.n_ops))
		return;
	for (size_t h = 0; h + 1 < (size_t)m->hdr; h++) {
		const char *s = table_cell(t, h, c);

		if (!s[0] || !strcmp(s, low))
			continue;
		testname_parse(s, strlen(s), 0, &tn);
		if (tn.found || tn.metric || tn.stat || tn.condition ||
		    tn.value_header || tn.test_header || tn.aggregate ||
		    tn.other || tn.datasheet || tn.index || run_header(s))
			return;
		k += (size_t)snprintf(label + k, k < n ? n - k : 0, "%s%s",
				      k ? " / " : "", s);
		if (k >= n)
			k = n - 1;
	}
}

/*
 * The system a header names beside its unit: "Disk A (MB/s)", "RAID0
 * [GB/s]", "nas-1 IOPS" give "Disk A", "RAID0", "nas-1" into label (n
 * bytes); nothing when what is left names a test, a metric or a column
 * title ("Read (MB/s)", "Throughput (MB/s)", "Value [ms]").
 */
/* A word naming a quantity, no system: "Rate", "Time", "Performance". */
static int quantity_word(const char *s)
{
	static const char *const words[] = {
	    "rate",	   "time",	  "mean",	"median", "actual",
	    "performance", "perf",	  "transfer",	"data",	  "number",
	    "count",	   "ops",	  "i/o",	"io",	  "size",
	    "leistung",	   "rendimiento", "desempenho", "tempo",  "tiempo",
	    "zeit",	   "성능",	  "性能",	"시간",	  "時間",
	    "时间",	   NULL,
	};

	for (size_t i = 0; words[i]; i++)
		if (!strcasecmp(s, words[i]))
			return 1;
	return 0;
}

int table_plain_name(const char *s)
{
	struct testname tn;

	if (!s[0] || table_cell_kind(s) == 1)
		return 0;
	testname_parse(s, strlen(s), 0, &tn);
	return !(tn.found || tn.metric || tn.stat || tn.condition ||
		 tn.value_header || tn.test_header || tn.aggregate ||
		 tn.other || tn.datasheet || tn.index || tn.note_header ||
		 tn.access || tn.interface || tn.n_ops || tn.cdm ||
		 run_header(s) || testname_tool(s, strlen(s)) ||
		 quantity_word(s));
}

/*
 * The reverse of upper_header_label(): a header of two or more rows
 * whose upper cell names a test or metric over two columns or more
 * ("IOPS (4KB Block)" spanning "FastCFS" and "Ceph"), each lowest cell
 * under it a plain name of its own: the lowest cells name the systems.
 * The name into label (n bytes), nothing when the header is not so.
 */
static void lower_header_label(struct table_mapping *m, size_t c, char *label,
			       size_t n)
{
	const struct table *t = m->t;
	size_t lo = (size_t)m->hdr - 1, names = 0;
	const char *low = table_cell(t, lo, c), *up;
	struct testname tn;

	if (!table_plain_name(low) || !strcmp(low, table_cell(t, lo - 1, c)))
		return;
	up = table_cell(t, lo - 1, c);
	if (!up[0] || (!testname_parse(up, strlen(up), 0, &tn) && !tn.metric &&
		       !tn.n_ops && !tn.condition))
		return;
	/* the columns the upper cell spans: distinct plain names, two or
	 * more */
	for (size_t k = 0; k < t->cols; k++) {
		const char *o = table_cell(t, lo, k);

		if (strcmp(table_cell(t, lo - 1, k), up))
			continue;
		if (!table_plain_name(o))
			return;
		for (size_t j = 0; j < k; j++)
			if (!strcmp(table_cell(t, lo - 1, j), up) &&
			    !strcmp(table_cell(t, lo, j), o))
				return;
		names++;
	}
	if (names >= 2 && strlen(low) < n)
		snprintf(label, n, "%s", low);
}

/*
 * Whether header h is a metric alone, its words each a metric or unit
 * ("iops", "MB/s", "IOPS avg" is not): its metric, else TESTNAME_NONE.
 * len: how much of h.
 */
static enum testname_metric bare_metric(const char *h, size_t len)
{
	enum testname_metric metric = TESTNAME_NONE;
	const char *p = h, *e = h + len;

	while (p < e) {
		struct testname w;
		size_t k;

		while (p < e && *p == ' ')
			p++;
		for (k = 0; p + k < e && p[k] != ' '; k++)
			;
		if (!k)
			break;
		if (testname_parse(p, k, 0, &w) || w.metric == TESTNAME_NONE ||
		    w.stat || w.condition || w.other ||
		    (metric && w.metric != metric))
			return TESTNAME_NONE;
		metric = w.metric;
		p += k;
	}
	return metric;
}

/*
 * Header h names a system after its metric: "iops, ceph", "IOPS (zfs)"
 * (a metric alone, then a plain name of one or two words, table_plain_
 * name()).  The name into label (n bytes) and the metric returned;
 * TESTNAME_NONE, label untouched, when h is not so.  "IOPS (higher is
 * better)", "MB/s (x1000)", "IOPS, 4k" name no system.
 */
static enum testname_metric metric_then_name(const char *h, char *label,
					     size_t n)
{
	const char *cut = strpbrk(h, ",(");
	const char *name, *end;
	enum testname_metric metric;
	char buf[64];
	int words = 1;

	if (!cut || !(metric = bare_metric(h, (size_t)(cut - h))))
		return TESTNAME_NONE;
	name = cut + 1;
	while (*name == ' ')
		name++;
	end = name + strlen(name);
	while (end > name && end[-1] == ' ')
		end--;
	if (*cut == '(') {
		if (end == name || end[-1] != ')')
			return TESTNAME_NONE;
		end--;
	}
	if (end == name || (size_t)(end - name) >= sizeof(buf) ||
	    (size_t)(end - name) >= n || !isalpha((unsigned char)*name))
		return TESTNAME_NONE;
	memcpy(buf, name, (size_t)(end - name));
	buf[end - name] = '\0';
	for (const char *q = buf; *q; q++) {
		words += *q == ' ';
		if (strchr("(),;:", *q))
			return TESTNAME_NONE;
	}
	if (words > 2 || !table_plain_name(buf) ||
	    ((buf[0] == 'x' || buf[0] == 'X') &&
	     isdigit((unsigned char)buf[1])))
		return TESTNAME_NONE;
	memcpy(label, buf, (size_t)(end - name) + 1);
	return metric;
}

static void header_name(const char *h, char *label, size_t n)
{
	char buf[256];
	size_t k = 0;
	struct testname tn;

	/* "99 % Latenz (ms)": a percentile of the latency names no one */
	if (table_percentile(h)) {
		/* "A p99 (us)" beside "A Avg (us)": the name before its
		 * "p99" token */
		const char *w = h;

		while (*w == ' ')
			w++;
		for (const char *q = w; *q; q++) {
			size_t d = 0;

			if ((q > h && q[-1] != ' ') || (*q != 'p' && *q != 'P'))
				continue;
			while (isdigit((unsigned char)q[1 + d]) ||
			       q[1 + d] == '.')
				d++;
			if (d && (!q[1 + d] || q[1 + d] == ' ') && q > w &&
			    (size_t)(q - h) < sizeof(buf)) {
				snprintf(buf, sizeof(buf), "%.*s%s",
					 (int)(q - h), h, q + 1 + d);
				header_name(buf, label, n);
				return;
			}
		}
		testname_parse(h, strlen(h), 0, &tn);
		if (tn.metric == TESTNAME_LAT)
			return;
	}
	if (metric_then_name(h, label, n))
		return;

	for (const char *p = h; *p && k + 1 < sizeof(buf);) {
		const char *close = NULL;

		if (*p == '(')
			close = strchr(p, ')');
		else if (*p == '[')
			close = strchr(p, ']');
		if (close) {
			struct testname in;

			/* a bracket holding only a unit or metric goes */
			if (testname_parse(p + 1, (size_t)(close - p - 1), 0,
					   &in) == 0 &&
			    in.metric != TESTNAME_NONE) {
				p = close + 1;
				continue;
			}
			/* "IOPS(K)": the thousands the figures count */
			if (close - p == 2 && strchr("kK", p[1]) && p > h &&
			    (p[-1] == 'S' || p[-1] == 's')) {
				p = close + 1;
				continue;
			}
			return;
		}
		buf[k++] = *p++;
	}
	buf[k] = '\0';
	/* a unit or metric word at the end: "nas-1 IOPS", "A MB/s"; and
	 * the statistic of the system's repetitions before it ("v0.4
	 * median MiB/s": v0.4's median) */
	while (k) {
		static const char *const central[] = {
		    "median", "mean",	"avg",	  "average", "平均",
		    "평균",   "中央値", "중앙값", "中位数",  NULL};
		size_t w = k;
		struct testname last;
		int stat = 0;

		while (k && buf[k - 1] == ' ')
			k--;
		w = k;
		while (w && buf[w - 1] != ' ')
			w--;
		for (size_t i = 0; central[i] && w < k; i++)
			stat |= strlen(central[i]) == k - w &&
				!strncasecmp(buf + w, central[i], k - w);
		/* "Disk A IOPS / 帯域": the slash between two metrics */
		if (k - w == 1 && buf[w] == '/' && k < sizeof(buf))
			stat = 1;
		/* "Disk A throughput / p99": the percentile of a cell's
		 * second figure (rate_and_percentile), after a slash; not
		 * "WD P50", a name */
		if (!stat && w >= 2 && buf[w - 1] == ' ' && buf[w - 2] == '/' &&
		    k - w < 16) {
			char word[16];

			memcpy(word, buf + w, k - w);
			word[k - w] = '\0';
			stat = table_percentile(word) > 0;
		}
		if (w == k || w == 0 ||
		    (!stat && (testname_parse(buf + w, k - w, 0, &last) ||
			       last.metric == TESTNAME_NONE)))
			break;
		k = w;
	}
	while (k && buf[k - 1] == ' ')
		k--;
	buf[k] = '\0';
	if (!k || k >= n)
		return;
	testname_parse(buf, k, 0, &tn);
	/* "Thread pool encryption and decryption" over "| BW(MiB/s) |
	 * IOPS(K) |": a design's name, no column of thread counts */
	if (tn.condition == 3 && strcasestr(buf, "thread pool"))
		tn.condition = 0;
	if (tn.found || tn.metric || tn.stat || tn.condition ||
	    tn.value_header || tn.test_header || tn.aggregate || tn.other ||
	    tn.datasheet || tn.index || tn.note_header || tn.access ||
	    tn.interface || run_header(buf) || testname_tool(buf, k) ||
	    quantity_word(buf))
		return;
	memcpy(label, buf, k + 1);
}

/*
 * Whether header h ends in a bit rate after a figure ("2x100 Mbit/s",
 * "1×10 Gbps": a network link's speed) over cell s that carries a unit of
 * its own and no bit rate ("23.9 MB/s"): the header's unit is no unit of
 * the column's figures but part of the configuration's name, which keeps
 * it (header_name() took it for the column's unit: "2x100").
 */
static int header_link_speed(const char *h, const char *s)
{
	size_t k = strlen(h), w;
	int unit = 0;

	while (k && h[k - 1] == ' ')
		k--;
	w = k;
	while (w && h[w - 1] != ' ')
		w--;
	if (!w || w == k || !table_says_bit_rate(h + w))
		return 0;
	while (w && h[w - 1] == ' ')
		w--;
	if (!w || !isdigit((unsigned char)h[w - 1]))
		return 0;
	for (const char *p = s; *p; p++)
		unit |= isalpha((unsigned char)*p);
	return unit && !table_says_bit_rate(s);
}

/*
 * "psync (QD=1)", "io_uring (best QD)", "Disk A [Q32T1]": a system named
 * beside a bracket that only says the column's queue depth or threads
 * (their values the header's parse keeps).  The name into label (n
 * bytes); 0, or -1 when h is not so.
 */
static int header_name_conditions(const char *h, char *label, size_t n)
{
	size_t len = strlen(h), k;
	const char *open;
	char close;
	struct testname in, tn;

	while (len && h[len - 1] == ' ')
		len--;
	if (len < 4 || (h[len - 1] != ')' && h[len - 1] != ']'))
		return -1;
	close = h[len - 1];
	open = NULL;
	for (const char *p = h; p < h + len - 1; p++)
		if (*p == (close == ')' ? '(' : '['))
			open = p;
	if (!open || open == h)
		return -1;
	testname_parse(open + 1, (size_t)(h + len - 1 - (open + 1)), 0, &in);
	if ((in.cond.iodepth <= 0 && in.cond.numjobs <= 0 && !in.condition) ||
	    in.metric || in.stat || in.other || in.n_ops || in.cond.bs > 0 ||
	    in.cond.pattern != IODB_PATTERN_UNKNOWN || in.value_header ||
	    in.test_header)
		return -1;
	k = (size_t)(open - h);
	while (k && h[k - 1] == ' ')
		k--;
	if (!k || k >= n)
		return -1;
	testname_parse(h, k, 0, &tn);
	if (tn.found || tn.metric || tn.stat || tn.condition ||
	    tn.value_header || tn.test_header || tn.aggregate || tn.other ||
	    tn.datasheet || tn.index || tn.note_header || tn.access ||
	    tn.interface || testname_tool(h, k))
		return -1;
	memcpy(label, h, k);
	label[k] = '\0';
	if (run_header(label) || quantity_word(label)) {
		label[0] = '\0';
		return -1;
	}
	return 0;
}

/*
 * Header h without its direction words ("Batch 写入" -> "Batch",
 * "ext4 write" -> "ext4") into label (n bytes); nothing when what is
 * left is empty or names a test, a metric or a condition.
 */
static void header_without_direction(const char *h, char *label, size_t n)
{
	char buf[256];
	size_t k = 0;
	struct testname tn;

	for (const char *p = h; *p;) {
		size_t w = strcspn(p, " ");
		struct testname word;

		testname_init(&word);
		if (w)
			testname_parse(p, w, 0, &word);
		if (word.n_ops && word.cond.pattern == IODB_PATTERN_UNKNOWN &&
		    word.cond.bs <= 0 && !word.metric) {
			/* a direction word alone: dropped */
		} else if (w && k + w + 2 < sizeof(buf)) {
			k +=
			    (size_t)snprintf(buf + k, sizeof(buf) - k, "%s%.*s",
					     k ? " " : "", (int)w, p);
		}
		p += w;
		while (*p == ' ')
			p++;
	}
	buf[k] = '\0';
	if (!k || k >= n || !strcmp(buf, h))
		return;
	testname_parse(buf, k, 0, &tn);
	if (tn.found || tn.metric || tn.stat || tn.condition ||
	    tn.value_header || tn.test_header || tn.aggregate || tn.other ||
	    tn.index || tn.note_header || quantity_word(buf) ||
	    testname_tool(buf, k))
		return;
	memcpy(label, buf, k + 1);
}

/*
 * "| Size | Batch 写入 | fsync/block 写入 |": value columns naming the
 * same direction, told apart only by the other words of their headers,
 * which then name the systems (two or more, all distinct).  "| 1 MiB seq
 * | box-a read | box-a write | box-b read | box-b write |": each header a
 * system and one direction, no system named twice with one direction,
 * two systems or more: the words beside the direction name the system.
 */
static int direction_named_systems(const struct table_mapping *m)
{
	char names[8][256];
	int ops[8];
	size_t n = 0, distinct = 0;

	for (size_t c = 0; c < m->t->cols; c++) {
		int seen = 0;

		if (m->role[c] != TABLE_ROLE_VALUE)
			continue;
		if (n == 8 || m->ht[c].cond.op == IODB_OP_UNKNOWN ||
		    m->ht[c].n_ops != 1)
			return 0;
		ops[n] = (int)m->ht[c].cond.op;
		names[n][0] = '\0';
		header_without_direction(m->head[c], names[n],
					 sizeof(names[n]));
		if (!names[n][0])
			return 0;
		for (size_t i = 0; i < n; i++) {
			if (strcmp(names[i], names[n]))
				continue;
			if (ops[i] == ops[n])
				return 0;
			seen = 1;
		}
		distinct += !seen;
		n++;
	}
	return distinct >= 2;
}

/*
 * Whether two or more of the table's value columns name a system beside
 * their unit ("| Test | Disk A (MB/s) | Disk B (MB/s) |"): one such
 * header alone ("| Test | Rate (MB/s) |") may name a quantity.
 */
static int header_names_systems(const struct table_mapping *m)
{
	size_t named = 0;
	unsigned after = 0, bare = 0;

	for (size_t c = 0; c < m->t->cols; c++) {
		char l[256] = "";
		enum testname_metric metric;

		if (m->role[c] != TABLE_ROLE_VALUE || !m->ht[c].metric ||
		    m->ht[c].found)
			continue;
		header_name(m->head[c], l, sizeof(l));
		named += l[0] != '\0';
		metric = metric_then_name(m->head[c], l, sizeof(l));
		if (metric)
			after |= 1u << metric;
		else if (!l[0] &&
			 (metric = bare_metric(m->head[c], strlen(m->head[c]))))
			bare |= 1u << metric;
	}
	/* "| iops | iops, ceph |": the metric twice, once naming its
	 * system; the bare one is another system, whose name the table
	 * does not give */
	return named >= 2 || (named == 1 && (after & bare));
}

/* Whether header h holds the word "total" or "sum" ("ROKS total IOPS"):
 * kw_aggregate reads a header of that word alone. */
static int total_word(const char *h)
{
	static const char *const words[] = {"total", "sum", "combined", NULL};

	for (const char *p = h; *p;) {
		const char *w;

		while (*p && !isalpha((unsigned char)*p))
			p++;
		for (w = p; isalpha((unsigned char)*p); p++)
			;
		for (size_t i = 0; words[i] && p > w; i++)
			if (strlen(words[i]) == (size_t)(p - w) &&
			    !strncasecmp(w, words[i], (size_t)(p - w)))
				return 1;
	}
	return 0;
}

/* Cell s's one figure read under sep (no unit asked), else NAN. */
static double cell_figure(const char *s, enum table_sep sep)
{
	struct table_cellv cv;
	char plain[64];

	if (table_cell_values(s, &cv) || cv.n != 1 ||
	    table_val_number(cv.v[0].num, sep, plain, sizeof(plain)))
		return NAN;
	return strtod(plain, NULL);
}

/*
 * Whether column c, its header naming tool (hdparm or dd) and no unit,
 * holds the tool's rate in MB/s as the tool prints it, bare figures a
 * person copied ("| hdparm | dd |" over "| 437.46 | 374.67 |").  hdparm
 * prints MB/sec from 1 MB/s up (kB/sec below): every figure 1 or more.
 * GNU dd scales its unit (kB/s, MB/s, GB/s): every figure from 1 to
 * below 1000 and one of 10 or more, else the column may hold GB/s (or
 * kB/s) and is left unread.  One figure at least with decimals, as the
 * tool printed it (hdparm's "470.62"): whole rounded figures ("4500",
 * "38") may be anything the author rounded or typed, and a document
 * holding the tool's own outputs restates them in its table (a summary).
 */
static int tool_rate_column(const struct table_mapping *m, size_t c,
			    const char *tool)
{
	int dd = !strcmp(tool, "dd"), big = 0, frac = 0, n = 0;

	if ((!dd && strcmp(tool, "hdparm")) || m->tc->n_seen ||
	    m->tc->n_below_all)
		return 0;
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		const char *s = table_cell(m->t, r, c);
		struct table_cellv cv;
		double v;

		if (!s || !*s)
			continue;
		if (table_cell_values(s, &cv) || cv.n != 1 || cv.v[0].unit[0])
			return 0;
		v = cell_figure(s, m->sep);
		if (!(v >= 1) || (dd && v >= 1000))
			return 0;
		big |= v >= 10;
		frac |= v != floor(v);
		n++;
	}
	return n > 0 && frac && (!dd || big);
}

/*
 * Whether the figure in row r, column c is a total ("| ROKS read IOPS |
 * ROKS write IOPS | ROKS total IOPS |" over "| 34,314 | 14,740 | 49,054
 * |"): c's header says total or sum (total_word()) and names no
 * direction, and two columns of the row, one naming reads and one
 * writes, of the same metric, add up to it within the rounding of the
 * figures (one unit of each).  "VCF total IOPS" beside them adds up to
 * nothing: the mixed load's own figure, kept.  So is a total of every
 * such column of the row ("| ATTO Read | ATTO Write | CDM Read | CDM
 * Write | Total (MB/s) |" over "| 212.5 | 198.25 | 203.75 | 190.5 | 805
 * |"), those columns' metric the total's or none said (the unit the
 * total's header states is the table's): a sum of two reads and two
 * writes is no measurement either.
 */
static int sum_of_directions(const struct table_mapping *m, size_t r, size_t c)
{
	const struct table *t = m->t;
	double tot, rd[8], wr[8], all = 0;
	size_t nr = 0, nw = 0, nall = 0;

	if (!total_word(m->head[c]) || m->ht[c].n_ops ||
	    m->role[c] != TABLE_ROLE_VALUE)
		return 0;
	tot = cell_figure(table_cell(t, r, c), m->sep);
	if (!(tot > 0))
		return 0;
	for (size_t k = 0; k < t->cols; k++) {
		double v;

		if (k == c || m->role[k] != TABLE_ROLE_VALUE ||
		    m->ht[k].n_ops != 1 || m->ht[k].aggregate)
			continue;
		v = cell_figure(table_cell(t, r, k), m->sep);
		if (m->ht[k].metric && m->ht[k].metric != m->ht[c].metric)
			continue;
		/* every direction's column of the row, added up */
		if (nall != SIZE_MAX && v > 0)
			all += v, nall++;
		else
			nall = SIZE_MAX; /* one left empty: no sum of all */
		if (m->ht[k].metric != m->ht[c].metric || !(v > 0))
			continue;
		if (m->ht[k].cond.op == IODB_OP_READ && nr < 8)
			rd[nr++] = v;
		else if (m->ht[k].cond.op == IODB_OP_WRITE && nw < 8)
			wr[nw++] = v;
	}
	for (size_t i = 0; i < nr; i++)
		for (size_t j = 0; j < nw; j++)
			if (fabs(rd[i] + wr[j] - tot) <= 2 + tot * 1e-3)
				return 1;
	return nall >= 2 && nall != SIZE_MAX &&
	       fabs(all - tot) <= 2 + tot * 1e-3;
}

/*
 * Whether the rows of table m name their system by settings alone
 * ("| cache=none |", "| cache=writeback,queues=4 |": line_is_settings())
 * and the document names the system they were set on in a heading above
 * (tc->settings_heading): worked out once.
 */
static int settings_rows(struct table_mapping *m)
{
	char buf[256];
	size_t n = 0;

	if (m->settings_rows)
		return m->settings_rows == 2;
	m->settings_rows = 1;
	if (!m->tc->settings_heading)
		return 0;
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		table_join_role(m, r, TABLE_ROLE_SYSTEM, buf, sizeof(buf));
		if (!buf[0])
			continue;
		if (!line_is_settings(buf, strlen(buf)))
			return 0;
		n++;
	}
	if (n)
		m->settings_rows = 2;
	return n > 0;
}

/*
 * Whether the rows of table m name only how one drive was attached ("|
 * USB 3.0 | 18 | 96 |", "| USB 2.0 | 17 | 31 |", "| через хаб |":
 * line_is_attachment()) and a caption over the table names the drive
 * (tc->attach_device): the rows are that drive's conditions, no systems
 * of their own, as a person reads them.  Worked out once.
 */
static int attach_rows(struct table_mapping *m)
{
	char buf[256];
	size_t n = 0;

	if (m->attach_rows)
		return m->attach_rows == 2;
	m->attach_rows = 1;
	if (!m->tc->attach_device)
		return 0;
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		table_join_role(m, r, TABLE_ROLE_SYSTEM, buf, sizeof(buf));
		if (!buf[0])
			continue;
		if (!line_is_attachment(buf, strlen(buf)))
			return 0;
		n++;
	}
	if (n)
		m->attach_rows = 2;
	return n > 0;
}

/*
 * Label (n bytes), a row's settings, becomes "heading / settings" with
 * the heading naming the system they were set on (settings_rows()), as
 * a reader takes "cache=none" under "### Shared storage (Ceph)": the
 * same settings under another heading are another system's.
 */
static void settings_under_heading(const struct table_mapping *m, char *label,
				   size_t n)
{
	char t[256];

	if (strlen(m->tc->settings_heading) + strlen(label) + 4 >= sizeof(t) ||
	    strlen(m->tc->settings_heading) + strlen(label) + 4 >= n)
		return;
	snprintf(t, sizeof(t), "%s / %s", m->tc->settings_heading, label);
	snprintf(label, n, "%s", t);
}

/*
 * Whether cell (r, c) is the sum of the read and the write figure above
 * or below it in its column, its row naming no direction ("| **혼합** |
 * 2231 MiB/s |" under "| **읽기** | 1116 MiB/s |" and "| **쓰기** | 1115
 * MiB/s |": the mixed run's two directions added up), as
 * sum_of_directions() tells it across a row: no result of its own.
 * YABS's "Total" row is one too: yabs.sh prints the mixed run's read
 * and write figures and their sum (awk's a + b, for the rate and the
 * IOPS), which its cells' second figure in brackets keeps the test below
 * from seeing.
 */
static int sum_of_rows(struct table_mapping *m, size_t r, size_t c)
{
	double tot, rd[8], wr[8];
	size_t nr = 0, nw = 0;
	struct testname tn;
	char buf[256];

	if (m->role[c] != TABLE_ROLE_VALUE || m->ht[c].n_ops ||
	    m->ht[c].cond.op)
		return 0;
	table_join_role(m, r, TABLE_ROLE_TEST, buf, sizeof(buf));
	if (m->tool && !strcmp(m->tool, "YABS"))
		return !strcasecmp(buf, "Total");
	testname_parse(buf, strlen(buf), 0, &tn);
	if (!buf[0] || tn.n_ops || tn.cond.op)
		return 0;
	tot = cell_figure(table_cell(m->t, r, c), m->sep);
	if (!(tot > 0))
		return 0;
	for (size_t k = (size_t)m->hdr; k < m->t->rows; k++) {
		double v;

		if (k == r)
			continue;
		table_join_role(m, k, TABLE_ROLE_TEST, buf, sizeof(buf));
		testname_parse(buf, strlen(buf), 0, &tn);
		if (tn.n_ops != 1)
			continue;
		v = cell_figure(table_cell(m->t, k, c), m->sep);
		if (!(v > 0))
			continue;
		if (tn.cond.op == IODB_OP_READ && nr < 8)
			rd[nr++] = v;
		else if (tn.cond.op == IODB_OP_WRITE && nw < 8)
			wr[nw++] = v;
	}
	for (size_t i = 0; i < nr; i++)
		for (size_t j = 0; j < nw; j++)
			if (fabs(rd[i] + wr[j] - tot) <= 2 + tot * 1e-3)
				return 1;
	return 0;
}

/*
 * The latency a header names: 2 the completion latency ("clat stdev"),
 * 3 the submission latency ("slat"), 1 the total one or none said.
 */
static int latency_kind(const char *h)
{
	if (has_ascii_word(h, "clat") || has_ascii_word(h, "completion"))
		return 2;
	if (has_ascii_word(h, "slat") || has_ascii_word(h, "submission"))
		return 3;
	return 1;
}

/*
 * The latency a column header or row test names in fio's words, when one
 * kind alone: 2 the completion latency ("Overall clat (msec)", "Completion
 * latency (ms)"), 3 the submission latency ("slat avg"), 1 the total one
 * ("lat (ms)", "tlat"), 0 none said, 4 two kinds ("lat / clat").
 */
static int named_latency_kind(const char *h)
{
	int comp, sub, word, c, s, t;

	if (!h)
		return 0;
	comp = has_ascii_word(h, "completion");
	sub = has_ascii_word(h, "submission");
	word = has_ascii_word(h, "latency") || has_ascii_word(h, "lat");
	c = has_ascii_word(h, "clat") || (comp && word);
	s = has_ascii_word(h, "slat") || (sub && word);
	t = has_ascii_word(h, "tlat") ||
	    (has_ascii_word(h, "lat") && !comp && !sub);
	if (c + s + t > 1)
		return 4;
	return c ? 2 : s ? 3 : t;
}

/*
 * Which column column c holds the standard deviations of: those of the table's
 * one column of mean latencies ("| IOPS | Avg lat (µs) | Lat std dev (µs) |",
 * "| 평균 지연 (µs) | 지연 표준편차 (µs) |"): its header names a deviation
 * and no other statistic, and exactly one other column's header names a
 * latency of the same kind (total, completion, submission) and the same
 * directions with no statistic but the mean.  A deviation with no such
 * column, or beside two ("read lat" and "write lat" under one "stdev"),
 * belongs to no mean said.  Returns 1 + the column of means, else 0.
 */
static size_t deviation_column(const struct table_mapping *m, size_t c)
{
	const char *h = m->head[c];
	const struct testname *d = &m->ht[c];
	size_t mean = 0;
	int means = 0;

	if (!h || !has_any(h, deviation_words) || cjk_extreme(h) ||
	    table_percentile(h) > 0 || d->access || d->aggregate)
		return 0;
	for (size_t j = 0; j < m->t->cols; j++) {
		const struct testname *tn = &m->ht[j];
		const char *hj = m->head[j];

		if (j == c || m->role[j] != TABLE_ROLE_VALUE || !hj ||
		    tn->metric != TESTNAME_LAT || tn->access ||
		    has_any(hj, deviation_words) || cjk_extreme(hj) ||
		    table_percentile(hj) > 0 || (tn->stat && !tn->aggregate) ||
		    latency_kind(hj) != latency_kind(h) ||
		    tn->n_ops != d->n_ops ||
		    (d->n_ops && memcmp(tn->ops, d->ops,
					(size_t)d->n_ops * sizeof(d->ops[0]))))
			continue;
		means++;
		mean = j + 1;
	}
	return means == 1 ? mean : 0;
}

/*
 * Whether cell s of column c is a mean latency under a header that only
 * says "avg" or "mean" ("| IOPS | BW | avg | p50 | p99 |" over "| 163k |
 * 635 MiB/s | 6 µs | 4 µs | 16 µs |"): the statistic of the run, not a
 * column of averages over systems.
 */
static int mean_latency(const struct table_mapping *m, size_t c, const char *s)
{
	struct table_cellv cv;

	return m->ht[c].aggregate && !table_cell_values(s, &cv) && cv.n == 1 &&
	       cv.v[0].metric == TESTNAME_LAT;
}

/*
 * Whether s names a count of many files, entries or objects ("`stat` de
 * 1 000 fichiers", "create 10K small files", "1000 entries"): a time said
 * of it is the elapsed time of them all, no latency of one operation.
 */
static int many_operations(const char *s)
{
	static const char *const words[] = {
	    "file",    "files",	   "fichier",	  "fichiers", "entries",
	    "entrées", "entrée",   "objects",	  "objets",   "objekte",
	    "dateien", "archivos", "ficheros",	  "arquivos", "entradas",
	    "items",   "inodes",   "directories", "dirs",     NULL,
	};
	static const char *const cjk[] = {
	    "개 파일", "개의 파일", "個のファイル", "个文件", "файлов", NULL};

	for (const char *p = s; *p; p++) {
		const char *q = p, *w;
		long n = 0;

		if (!isdigit((unsigned char)*p) ||
		    (p > s && (isalnum((unsigned char)p[-1]) || p[-1] == '.')))
			continue;
		while (isdigit((unsigned char)*q) ||
		       ((*q == ' ' || *q == ',' || *q == '.') &&
			isdigit((unsigned char)q[1]) &&
			isdigit((unsigned char)q[2]) &&
			isdigit((unsigned char)q[3]))) {
			if (isdigit((unsigned char)*q))
				n = n * 10 + (*q - '0');
			q++;
		}
		if (*q == 'k' || *q == 'K')
			n *= 1000, q++;
		if (n < 10)
			continue;
		for (size_t i = 0; cjk[i]; i++)
			if (strstr(q, cjk[i]) == q ||
			    (*q == ' ' && strstr(q + 1, cjk[i]) == q + 1))
				return 1;
		if (*q != ' ')
			continue;
		q++;
		/* "10K small files": one word between */
		w = q;
		for (int k = 0; k < 2 && *w; k++) {
			size_t len = strcspn(w, " ),.;");

			for (size_t i = 0; words[i]; i++)
				if (strlen(words[i]) == len &&
				    !strncasecmp(w, words[i], len))
					return 1;
			w += len;
			if (*w != ' ')
				break;
			w++;
		}
	}
	return 0;
}

/*
 * The unit that closes text s after a comma or in a last pair of brackets
 * ("Lecture séquentielle, Mio/s", "Débit (Mo/s)"), into out (n bytes):
 * 1 when there is one the units module reads as a rate or a time.
 */
static int last_unit(const char *s, char *out, size_t n)
{
	const char *p = strrchr(s, ',');
	size_t len;

	if (!p || strchr(p, '('))
		p = strrchr(s, '(');
	if (!p)
		return 0;
	p++;
	while (*p == ' ')
		p++;
	len = strlen(p);
	while (len && (p[len - 1] == ' ' || p[len - 1] == ')'))
		len--;
	if (!len || len >= n || memchr(p, ' ', len))
		return 0;
	memcpy(out, p, len);
	out[len] = '\0';
	return table_unit_metric(out) == TESTNAME_BW ||
	       table_unit_metric(out) == TESTNAME_LAT;
}

/*
 * The unit a metric's key ends in, the key title-cased into words
 * ("Read Bw Mibps", "Write Lat Ms" from read_bw_mibps, write_lat_ms): the
 * last word, after a word naming its metric (bw, bandwidth, throughput;
 * lat, latency), gives the unit: Mibps, Kibps, Gibps (2^20 bytes a second
 * and the like, as AWS writes MiBps) or ms, us, ns.  out (n bytes) gets
 * the unit as iodb writes it.  "Mbps" stays unread (bits or bytes).
 */
static int key_unit(const char *s, char *out, size_t n)
{
	static const char *const keys[][3] = {
	    {"mibps", "MiB/s", "b"}, {"kibps", "KiB/s", "b"},
	    {"gibps", "GiB/s", "b"}, {"ms", "ms", "l"},
	    {"us", "us", "l"},	     {"ns", "ns", "l"},
	};
	static const char *const bw[] = {"bw", "bandwidth", "throughput", NULL};
	static const char *const lat[] = {"lat", "latency", NULL};
	const char *w = strrchr(s, ' ');
	char head[256];

	if (!w || !w[1] || (size_t)(w - s) >= sizeof(head))
		return 0;
	memcpy(head, s, (size_t)(w - s));
	head[w - s] = '\0';
	w++;
	for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		if (strcasecmp(w, keys[i][0]))
			continue;
		if (!has_word(head, keys[i][2][0] == 'b' ? bw : lat))
			return 0;
		snprintf(out, n, "%s", keys[i][1]);
		return 1;
	}
	return 0;
}

/*
 * The read share a mixed row names ("Mixed R/W 70/30", "randrw 70/30"):
 * two whole numbers adding up to 100 after a mixed-workload word; NAN
 * when none.  An access specification as IOMeter's users name them
 * ("4k rand 7:3", "2M seq 70:30": a block size, a pattern and the
 * read:write ratio) is mixed too: the ratio's two numbers add up to 10
 * or 100 and the row names a block size and a pattern.
 */
static double row_mix(const char *s)
{
	static const char *const words[] = {"mix", "randrw", "r/w", "rw ",
					    NULL};
	int mixed = 0, spec;
	struct testname tn;

	for (size_t i = 0; words[i] && !mixed; i++)
		for (const char *p = s; *p && !mixed; p++)
			mixed = !strncasecmp(p, words[i], strlen(words[i]));
	spec = !mixed && testname_parse(s, strlen(s), 0, &tn) &&
	       tn.cond.bs > 0 && tn.cond.pattern != IODB_PATTERN_UNKNOWN &&
	       !tn.n_ops;
	if (!mixed && !spec)
		return NAN;
	for (const char *p = s; *p; p++) {
		char *e;
		long a, b;

		if (*p < '0' || *p > '9' ||
		    (p > s && p[-1] >= '0' && p[-1] <= '9'))
			continue;
		a = strtol(p, &e, 10);
		if (*e != (mixed ? '/' : ':') || e[1] < '0' || e[1] > '9')
			continue;
		b = strtol(e + 1, &e, 10);
		if (a > 0 && b > 0 && (a + b == 100 || (spec && a + b == 10)) &&
		    !(*e >= '0' && *e <= '9'))
			return spec && a + b == 10 ? (double)a * 10 : (double)a;
	}
	return NAN;
}

/* Whether header h names IOPS in brackets: "4k (IOPS)", "Read [IOPS]". */
static int header_brackets_iops(const char *h)
{
	for (const char *p = h; *p; p++)
		if ((*p == '(' || *p == '[') &&
		    !strncasecmp(p + 1, "iops", 4) &&
		    (p[5] == ')' || p[5] == ']'))
			return 1;
	return 0;
}

/*
 * Whether text s names a latency in words ("IOPS / Latency", "IOPS,
 * 지연 (ms)", "Lat"): one of its parts between '/', ',', ';', '+' or
 * '&', its brackets aside, is a latency word.  A time unit alone ("IOPS
 * / ms") names none.
 */
static int names_latency(const char *s)
{
	while (*s) {
		char part[128];
		size_t n = strcspn(s, "/,;+&"), k = 0;
		int depth = 0;
		struct testname tn;

		for (size_t i = 0; i < n && k + 1 < sizeof(part); i++) {
			depth += s[i] == '(' || s[i] == '[';
			if (!depth)
				part[k++] = s[i];
			depth -= depth && (s[i] == ')' || s[i] == ']');
		}
		part[k] = '\0';
		testname_parse(part, k, 0, &tn);
		if (tn.metric == TESTNAME_LAT && !tn.unit[0] && !tn.access &&
		    !tn.stat)
			return 1;
		s += n;
		if (*s)
			s++;
	}
	return 0;
}

/*
 * "R: 693 / W: 300 MiB/s", "693 / 300 MiB/s" under "Bandwidth": a unit
 * of throughput written once, after the last figure of a cell, is every
 * figure's when the others carry none and neither the header nor the
 * row names another metric (a bare count beside a rate under "IOPS /
 * BW" is no rate; "3,800 / 0.26 ms" is a count and a time).
 */
static void shared_rate_unit(const struct table_mapping *m, size_t c,
			     const char *rowtest, const struct testname *rt,
			     struct table_cellv *cv)
{
	const struct table_val *last = &cv->v[cv->n - 1];

	if (cv->n < 2 || last->metric != TESTNAME_BW || last->size_unit ||
	    m->ht[c].metrics >= 2 || rt->metrics >= 2 ||
	    (m->ht[c].metric != TESTNAME_NONE &&
	     m->ht[c].metric != TESTNAME_BW) ||
	    (rt->metric != TESTNAME_NONE && rt->metric != TESTNAME_BW) ||
	    strcasestr(m->head[c], "iops") || strcasestr(rowtest, "iops"))
		return;
	for (int k = 0; k + 1 < cv->n; k++)
		if (cv->v[k].unit[0] || cv->v[k].alt_num[0])
			return;
	for (int k = 0; k + 1 < cv->n; k++) {
		memcpy(cv->v[k].unit, last->unit, sizeof(last->unit));
		cv->v[k].metric = last->metric;
	}
}

/*
 * "57.6k / 225MiB/s" under "IOPS / スループット": a bare count beside a
 * throughput in one cell is the result's IOPS, as fio prints them, when
 * the column's header, the row, its unit cell or the heading says IOPS;
 * rewrite *cv so.  Nothing saying so, the count is no IOPS ("239 / 293
 * MB/s" under "write / read": two rates).
 */
static void count_beside_rate(const struct table_mapping *m, size_t c,
			      const char *rowtest, const char *rowunit,
			      const struct testname *rt, struct table_cellv *cv)
{
	struct table_val *a = &cv->v[0], *b = &cv->v[1];
	const char *ht = m->heading_text;

	if (cv->n != 2 || a->op || b->op || a->metric != TESTNAME_NONE ||
	    a->alt_metric != TESTNAME_NONE || a->sys[0] || b->sys[0] ||
	    (a->unit[0] && strcasecmp(a->unit, "k") &&
	     strcasecmp(a->unit, "m")) ||
	    b->metric != TESTNAME_BW || !b->unit[0] || b->size_unit)
		return;
	if (!strcasestr(m->head[c], "iops") && !strcasestr(rowtest, "iops") &&
	    !strcasestr(rowunit, "iops") && !(ht && strcasestr(ht, "iops")) &&
	    m->ht[c].metric != TESTNAME_IOPS && rt->metric != TESTNAME_IOPS &&
	    m->heading.metric != TESTNAME_IOPS)
		return;
	snprintf(a->unit, sizeof(a->unit), "%s",
		 !strcasecmp(a->unit, "k")   ? "kiops"
		 : !strcasecmp(a->unit, "m") ? "miops"
					     : "iops");
	a->metric = TESTNAME_IOPS;
	table_cellv_one_result(cv);
}

/*
 * Whether table t names label as a row's system: the first cell of a row
 * after its header, emphasis and blanks around it aside.
 */
static int system_row_of(const struct table *t, const char *label)
{
	size_t ll = strlen(label);

	for (size_t r = 1; t && r < t->rows; r++) {
		const char *s = table_cell(t, r, 0);
		size_t len = strlen(s);

		while (len && strchr("*_ ", *s))
			s++, len--;
		while (len && strchr("*_ ", s[len - 1]))
			len--;
		if (len == ll && !strncmp(s, label, ll))
			return 1;
	}
	return 0;
}

/*
 * Whether the figures of cell values cv are the tests a line above the
 * table names in order (m->tc->order: "the format is Write/Read", "Each
 * triplet is:" / "sequential read / sequential write / random read"): as
 * many figures as tests, none naming its own direction or system, and
 * the row and header (cond) naming no direction, no other condition
 * column, and no access pattern other than a test's own.
 */
static int order_fits(const struct table_mapping *m,
		      const struct table_cellv *cv, const struct testname *cond)
{
	const struct table_cell_order *o = &m->tc->order;

	if (o->n < 2 || cv->n != o->n || cond->n_ops || m->map.has_cond)
		return 0;
	for (int k = 0; k < cv->n; k++)
		if (cv->v[k].op || cv->v[k].sys[0] ||
		    (o->pattern[k] && cond->cond.pattern &&
		     (int)cond->cond.pattern != o->pattern[k]))
			return 0;
	return 1;
}

/*
 * Whether the line right above the table gives the order its runs were
 * made in by the names of the columns' systems, one a run, joined by
 * '/' ("beta.11/beta.12/beta.12/beta.11 순서", "A/B/B/A order"): label
 * (column c's system) in it exactly n times (n >= 2: the cell's figures
 * are its n runs), and every name in it one a figure column's header
 * starts with ("beta.12 MB/s").  Names written once each ("ext4/xfs")
 * say no runs.
 */
static int run_order_line(const struct table_mapping *m, const char *label,
			  int n)
{
	const char *s = m->tc->heading;
	size_t ll = strlen(label);

	if (!s || !ll || n < 2)
		return 0;
	while (*s) {
		size_t w = strcspn(s, " \t"), parts = 0;
		int mine = 0, ok = 1;

		for (size_t i = 0; i < w && ok;) {
			size_t k = i, pl;
			int col = 0;

			while (k < w && s[k] != '/')
				k++;
			pl = k - i;
			for (size_t c = 0; c < m->t->cols && !col && pl; c++)
				col =
				    m->role[c] == TABLE_ROLE_VALUE &&
				    m->head[c] &&
				    !strncmp(m->head[c], s + i, pl) &&
				    (!m->head[c][pl] || m->head[c][pl] == ' ');
			ok = col;
			mine += pl == ll && !strncmp(s + i, label, ll);
			parts++;
			i = k + 1;
			if (k + 1 == w)
				ok = 0; /* "a/b/": no name after the '/' */
		}
		if (ok && parts > 2 && mine == n)
			return 1;
		s += w;
		while (*s == ' ' || *s == '\t')
			s++;
	}
	return 0;
}

/*
 * Whether the figures of a cell of row r under column c are runs of one
 * test ("| Round 1–2 | 1671 / 1655 MB/s |" under "| 轮次 |", "| SSD | 412
 * / 405 |" under "Run 1 / Run 2"): the column's header names as many runs
 * as the cell has figures, or the row's label or the header of a column
 * naming the rows says runs or rounds.
 */
static int runs_in_cell(const struct table_mapping *m, size_t r, size_t c,
			const char *label, int n)
{
	static const char *const words[] = {
	    "run",
	    "runs",
	    "round",
	    "rounds",
	    "trial",
	    "trials",
	    "pass",
	    "passes",
	    "attempt",
	    "attempts",
	    "lauf",
	    "läufe",
	    "durchlauf",
	    "durchgang",
	    "essai",
	    "essais",
	    "rodada",
	    "ronda",
	    "прогон",
	    "прогоны",
	    "\xe8\xbd\xae",		/* 轮 */
	    "\xe8\xbd\xae\xe6\xac\xa1", /* 轮次 */
	    "\xe5\x9b\x9e\xe6\x95\xb0", /* 回数 */
	    "\xed\x9a\x8c\xec\xb0\xa8", /* 회차 */
	    NULL,
	};
	const char *h = m->head[c];
	int parts = 0;

	/* "Run 1 / Run 2": a run named per figure */
	while (*h) {
		char part[64], bare[64];
		size_t k = strcspn(h, "/");

		if (k >= sizeof(part))
			break;
		memcpy(part, h, k);
		part[k] = '\0';
		bare_text(part, bare, sizeof(bare));
		if (!run_header(bare))
			break;
		parts++;
		h += k;
		if (*h)
			h++;
	}
	if (!*h && parts == n)
		return 1;
	if (run_order_line(m, label, n))
		return 1;
	for (size_t i = 0; words[i]; i++) {
		const char *one[] = {words[i], NULL};

		if ((unsigned char)words[i][0] >= 0x80
			? !!strstr(label, words[i])
			: has_word(label, one))
			return 1;
	}
	for (size_t k = 0; k < m->t->cols; k++)
		if ((m->role[k] == TABLE_ROLE_SYSTEM ||
		     m->role[k] == TABLE_ROLE_TEST) &&
		    table_cell(m->t, r, k)[0] && header_is(m->head[k], words))
			return 1;
	return 0;
}

/*
 * "3,800 / 0.26 ms" under "IOPS / Latency": a bare count beside a time,
 * in the order the header (or the row) names IOPS and then a latency in
 * words, is one result's IOPS and mean latency; rewrite *cv so (the
 * time as the count's second figure, named).  Anything else stays.
 */
static void iops_and_latency(const struct table_mapping *m, size_t c,
			     const char *rowtest, const struct testname *rt,
			     struct table_cellv *cv)
{
	struct table_val *a = &cv->v[0], *b = &cv->v[1];

	if (cv->n != 2 || a->op || b->op || a->metric != TESTNAME_NONE ||
	    a->alt_metric != TESTNAME_NONE || a->alt_num[0] ||
	    (a->unit[0] && strcasecmp(a->unit, "k") &&
	     strcasecmp(a->unit, "m")) ||
	    b->metric != TESTNAME_LAT || !b->unit[0] || b->alt_num[0])
		return;
	if (!(m->ht[c].metric == TESTNAME_IOPS && m->ht[c].metrics == 2 &&
	      !m->ht[c].stat && names_latency(m->head[c])) &&
	    !(rt->metric == TESTNAME_IOPS && rt->metrics == 2 && !rt->stat &&
	      names_latency(rowtest)))
		return;
	snprintf(a->unit, sizeof(a->unit), "%s",
		 !strcasecmp(a->unit, "k")   ? "kiops"
		 : !strcasecmp(a->unit, "m") ? "miops"
					     : "iops");
	a->metric = TESTNAME_IOPS;
	memcpy(a->alt_num, b->num, sizeof(a->alt_num));
	memcpy(a->alt_unit, b->unit, sizeof(a->alt_unit));
	a->alt_metric = TESTNAME_LAT;
	a->alt_named = 1;
	a->alt_approx = b->approx;
	cv->n = 1;
}

/*
 * "1829.72 MiB/s read / 40.97 ms" under "Longhorn throughput / p99": the
 * header's last part after '/' names a percentile and nothing else, its
 * first part no latency and no statistic (the cell's unit says whether
 * its first figure is a rate or IOPS, which "throughput" may both be, as
 * everywhere in a table); the cell's time
 * after the rate (or IOPS) is that percentile of the same test's latency
 * (the figures in the header's order), into v[0].alt_pct.  Which latency
 * a bare "p99" is (completion or total) is percentile_slot()'s to say: a
 * fio run's is clat's, the percentiles fio prints by default.  A second
 * figure without a unit ("1200 MiB/s read / 40") is no time said: dropped,
 * the rate stays.  Anything else stays as it is.
 */
static void rate_and_percentile(struct table_mapping *m, size_t c,
				const char *s, struct table_cellv *cv)
{
	const char *h = m->head[c], *slash = strrchr(h, '/');
	struct table_val *a = &cv->v[0];
	struct testname first, last;
	double pct;

	if (!slash || slash == h || !cv->n || cv->n > 2 || a->sys[0] ||
	    a->alt_metric == TESTNAME_BW || a->alt_metric == TESTNAME_IOPS ||
	    !a->unit[0] ||
	    (a->metric != TESTNAME_BW && a->metric != TESTNAME_IOPS))
		return;
	pct = table_percentile(slash + 1);
	testname_parse(slash + 1, strlen(slash + 1), 0, &last);
	testname_parse(h, (size_t)(slash - h), 0, &first);
	if (!(pct > 0) || last.n_ops || last.cond.pattern || last.cond.bs > 0 ||
	    last.other || (last.metric && last.metric != TESTNAME_LAT) ||
	    table_percentile(h) != pct || first.stat || first.n_ops ||
	    first.metric == TESTNAME_LAT)
		return;
	if (cv->n == 2) {
		/* "1200 MiB/s read / 40": the second figure's unit unsaid */
		if (cv->v[1].unit[0] || cv->v[1].op || cv->v[1].sys[0])
			return;
		table_why(m,
			  "the second figure of '%s' has no unit: the "
			  "percentile its header names is not read",
			  s);
		cv->n = 1;
		a->alt_pct = pct; /* the header's statistic: no figure */
		return;
	}
	if (a->alt_metric != TESTNAME_LAT || !a->alt_unit[0] || a->alt_named)
		return;
	a->alt_pct = pct;
}

/*
 * "128/2055" under "(MiB/s, IOPS)": two bare figures whose units the
 * header lists in brackets, in the order of the cell's figures, each of
 * another metric: one result's rate and IOPS.  Rewrite *cv so (the second
 * the first's alt_num).  Anything else stays.
 */
static void header_unit_list(const struct table_mapping *m, size_t c,
			     struct table_cellv *cv)
{
	char part[2][24];
	enum testname_metric met[2];

	if (cv->n != 2 || table_unit_list(m->head[c], part, 2) != 2)
		return;
	met[0] = table_unit_metric(part[0]);
	met[1] = table_unit_metric(part[1]);
	if (met[0] == TESTNAME_NONE || met[1] == TESTNAME_NONE ||
	    met[0] == met[1])
		return;
	for (int k = 0; k < 2; k++) {
		const struct table_val *v = &cv->v[k];

		if (v->op || v->sys[0] || v->alt_num[0] || v->approx ||
		    v->unit[0])
			return;
	}
	snprintf(cv->v[0].unit, sizeof(cv->v[0].unit), "%s", part[0]);
	cv->v[0].metric = met[0];
	memcpy(cv->v[0].alt_num, cv->v[1].num, sizeof(cv->v[0].alt_num));
	snprintf(cv->v[0].alt_unit, sizeof(cv->v[0].alt_unit), "%s", part[1]);
	cv->v[0].alt_metric = met[1];
	cv->v[0].alt_named = 0;
	cv->n = 1;
}

/*
 * Half a unit of the last digit num (as written, read under sep) shows,
 * as a share of its value: "0.26" 0.005 / 0.26; an integer's trailing
 * zeros may be rounding ("3,800": 50 / 3800).  NAN when num does not
 * read as a plain number.
 */
static double rounding_share(const char *num, enum table_sep sep)
{
	return digit_share(num, sep, 1) / 2;
}

/* The time in brackets after cell v's figure ("5300 IOPS (0.19 ms)": its
 * alt_num and alt_unit) in ns, read as a latency cell is; NAN or <= 0 when
 * it reads as none. */
static double alt_time(const struct table_val *v, enum units_conv conv,
		       enum table_sep sep)
{
	struct table_val a;

	memset(&a, 0, sizeof(a));
	memcpy(a.num, v->alt_num, sizeof(a.num));
	memcpy(a.unit, v->alt_unit, sizeof(a.unit));
	return table_convert(&a, TESTNAME_LAT, a.unit, conv, sep);
}

/*
 * Whether the time after a cell's IOPS figure v ("3,800 IOPS / 0.26 ms",
 * "5300 IOPS (0.19 ms)"), which no latency word names, is one
 * operation's: IOPS x time is 1 within the rounding of both figures as
 * printed, as one I/O at a time gives (its mean latency is 1 / IOPS).
 * The time a whole run took holds thousands of operations.  iops is the
 * first figure's value; conv and sep read the time.
 */
static int one_operation_time(const struct table_val *v, double iops,
			      enum units_conv conv, enum table_sep sep)
{
	double t = alt_time(v, conv, sep), r = rounding_share(v->num, sep) +
					       rounding_share(v->alt_num, sep);

	if (isnan(r) || !(t > 0))
		return 0;
	return fabs(iops * t / 1e9 - 1) <= r * 1.01;
}

/*
 * Whether the time after a cell's rate or IOPS figure v ("285 MB/s (29.42
 * ms)", which no latency word names) is its run's mean latency: the
 * operations in flight that the conditions c state (iodepth x numjobs)
 * over the run's IOPS (the rate over the stated block size) is the time,
 * within the rounding of both figures and 2% (Little's law: 285 MB/s of
 * 128 KiB is 2,174 IOPS; 64 in flight take 64 / 2,174 = 29.43 ms each).
 * The rate in either base of its prefix.  x is the first figure's value.
 */
static int queue_time(const struct table_val *v, enum testname_metric metric,
		      double x, const struct iodb_cond *c, enum units_conv conv,
		      enum table_sep sep)
{
	static const double f[] = {1, 1.024, 1.048576, 1.073741824};
	double t, q,
	    r = rounding_share(v->num, sep) + rounding_share(v->alt_num, sep);

	if (c->iodepth <= 0 || !(x > 0) ||
	    (metric != TESTNAME_IOPS && (metric != TESTNAME_BW || c->bs <= 0)))
		return 0;
	t = alt_time(v, conv, sep);
	if (isnan(r) || !(t > 0))
		return 0;
	q = (double)c->iodepth * (c->numjobs > 0 ? c->numjobs : 1);
	for (size_t i = 0; i < (metric == TESTNAME_BW ? 4u : 1u); i++) {
		double iops =
		    metric == TESTNAME_BW ? x * f[i] / (double)c->bs : x;

		if (fabs(iops * t / 1e9 / q - 1) <= r + 0.02)
			return 1;
	}
	return 0;
}

/*
 * Whether a fio run gave the table's figures: the tool of the cell (its
 * column's or row's) is fio, or the table's tool is fio as its caption,
 * heading, section or the document's only commands say (a mention
 * anywhere in the document is not enough), or the document shows fio
 * commands or outputs and no other tool is the table's; "clat" in the
 * header or row is fio's own word.
 */
static int fio_table(const struct table_mapping *m, size_t c,
		     const char *rowtest, const char *tool)
{
	const struct table_context *tc = m->tc;
	int fio_shown = 0;

	if (strstr(m->head[c], "clat") || strstr(rowtest, "clat"))
		return 1;
	if (tool && strcmp(tool, "fio"))
		return 0;
	/* the fio options the table's conditions list names fio's ("###
	 * fio テスト条件" / "- direct=1, numjobs=1") give its figures, the
	 * results stored as fio's: its runs were fio's */
	if (tool && tc->post_opts_set && tc->post_opts_fio)
		return 1;
	if (tool &&
	    (m->map.tool || tc->tool_near ||
	     (tc->tool_ran && tc->tool && !strcmp(tc->tool, tool)) ||
	     (m->t->caption &&
	      testname_tool(m->t->caption, strlen(m->t->caption))) ||
	     (m->heading_text &&
	      testname_tool(m->heading_text, strlen(m->heading_text))) ||
	     testname_tool(m->head[c], strlen(m->head[c])) ||
	     testname_tool(rowtest, strlen(rowtest))))
		return 1;
	for (size_t i = 0; i < tc->n_cmds; i++)
		fio_shown |= !strcmp(tc->cmds[i].tool, "fio");
	for (size_t i = 0; i < tc->n_seen; i++)
		fio_shown |=
		    tc->seen[i].tool && !strcmp(tc->seen[i].tool, "fio");
	return fio_shown;
}

/*
 * Where percentile pct of cell s (column c, its row's tests rowtest; tool:
 * the cell's) is kept: its index in table_pcts[] (p50, p90, p95, p99,
 * p99.9 of the completion latency); -1 after saying why it is not.  fio
 * prints completion-latency (clat) percentiles by default, so a fio table's
 * "p99" is clat's; another tool's (diskspd, sysbench, ioping) may be the
 * total latency's, and an unknown tool's is not guessed.  A fio command
 * asking for total-latency percentiles (lat_percentiles=1) or none of
 * clat's says they are not clat's either.  p99.99 and the other shares fio
 * does not print by default have no field.
 */

/*
 * Whether each row of the table holds whole results: two figure columns
 * name the same direction, or none ("| Read | Read/IOPS | Write |
 * Write/IOPS |", "| MB/s | IOPS |"), so a row's figures go together and
 * never fill a result of another row ("61.9MiB" unread in one row left
 * its write rate free, and the next row's took it).  A table of one
 * figure column per direction ("| Test | Read | Write |", the metric in
 * the row: "MB/s" rows, then "IOPS" rows) joins rows of one test.
 */
static int row_records(struct table_mapping *m)
{
	/* metrics as rows (metric_rows()): a row is one field of each
	 * column's result, never a whole result */
	if (m->metric_rows)
		return 0;
	if (!m->row_records) {
		int n[IODB_OP_READWRITE + 1] = {0};

		m->row_records = 1;
		for (size_t k = 0; k < m->t->cols; k++) {
			int op =
			    m->ht[k].n_ops == 1 ? (int)m->ht[k].cond.op : 0;

			/* a column a system heads ("| i7i.large | i4i.large
			 * |") names no metric and no direction: each holds
			 * its own system's results */
			if (m->role[k] != TABLE_ROLE_VALUE || op < 0 ||
			    op > IODB_OP_READWRITE ||
			    (!op && m->ht[k].metric == TESTNAME_NONE))
				continue;
			if (++n[op] >= 2)
				m->row_records = 2;
		}
	}
	return m->row_records == 2;
}

static int percentile_slot(struct table_mapping *m, size_t c,
			   const char *rowtest, const char *tool, double pct,
			   const char *s)
{
	int slot = -1;

	for (int k = 0; k < TABLE_N_PCT; k++)
		if (fabs(pct - table_pcts[k]) < 1e-9)
			slot = k;
	if (slot < 0) {
		table_why(m,
			  "'%s' is a percentile other than p50, p90, p95, "
			  "p99 and p99.9, which a result has no field for",
			  s);
		return -1;
	}
	if (strstr(m->head[c], "slat") || strstr(rowtest, "slat") ||
	    !fio_table(m, c, rowtest, tool)) {
		table_why(m,
			  "'%s' is a percentile of a tool not known to be "
			  "fio: of the completion or the total latency is "
			  "not said",
			  s);
		return -1;
	}
	for (size_t i = 0; i < m->tc->n_cmds; i++) {
		const char *t = m->tc->cmds[i].text;
		const char *l = strstr(t, "lat_percentiles=1");

		/* "--lat_percentiles=1", not "--clat_percentiles=1" */
		while (l && l > t && (l[-1] == 'c' || l[-1] == 's'))
			l = strstr(l + 1, "lat_percentiles=1");
		if (!strcmp(m->tc->cmds[i].tool, "fio") &&
		    (l || strstr(t, "clat_percentiles=0"))) {
			table_why(m,
				  "'%s' is a percentile of a fio run that "
				  "asked for total-latency percentiles",
				  s);
			return -1;
		}
	}
	return slot;
}

/*
 * The system label of a table above that label, a one-token abbreviation
 * a column header gives ("A" of "| A Avg (us) |"), stands for: the one
 * label of the results imported above, of two words or more, whose last
 * word it is ("Region A" beside "Region B").  label stays as it is when
 * no such label or several ("Plan A", "Site A": which one is not said).
 */
static void done_label_abbrev(const struct table_mapping *m, char *label,
			      size_t n)
{
	const struct table_done_list *dl = m->tc->done;
	const char *one = NULL;
	size_t ll = strlen(label);

	if (!dl || !ll || ll > 3)
		return;
	for (size_t i = 0; i < ll; i++)
		if (!isalnum((unsigned char)label[i]))
			return;
	for (size_t k = 0; k < dl->n; k++) {
		const char *d = dl->v[k].label, *w = strrchr(d, ' ');

		if (!w || strcmp(w + 1, label))
			continue;
		if (one && strcmp(one, d))
			return;
		one = d;
	}
	if (one)
		snprintf(label, n, "%s", one);
}

/* Whether label starts with name as a word ("ext4 (VHD)" for "ext4"). */
static int label_is(const char *label, const char *name)
{
	size_t n = strlen(name);

	return n && !strncasecmp(label, name, n) &&
	       !isalnum((unsigned char)label[n]) && label[n] != '_' &&
	       label[n] != '.';
}

/*
 * Whether the label, column header or row test of a figure names one of
 * the words a test method section says ran otherwise (tc->method_except:
 * "ZFS" of "the ZFS runs were buffered" in "| ZFS (earlier run) |").
 */
static int method_excepted(const struct table_context *tc, const char *label,
			   const char *head, const char *rowtest)
{
	const char *texts[3] = {label, head, rowtest};

	for (size_t t = 0; tc->method_notes && t < 3; t++)
		for (size_t w = 0; texts[t] && w < tc->n_method_except; w++)
			for (size_t i = 0; texts[t][i]; i++)
				if (testname_word_at(texts[t], strlen(texts[t]),
						     i, tc->method_except[w]))
					return 1;
	return 0;
}

/*
 * Header h without the label it starts or ends with, into out (n bytes):
 * "Samsung 980 Read", the path of a leaf under an upper header cell
 * naming the system ("Samsung 980" spanning "Read" and "Write"), names
 * the test "Read"; "IOPS (4KB) Filer A", a system under the upper cell
 * naming the test, names "IOPS (4KB)".  Returns out.
 */
static const char *header_past_label(const char *h, const char *label,
				     char *out, size_t n)
{
	size_t ln = strlen(label), hn = strlen(h);

	if (ln && !strncmp(h, label, ln) && h[ln] == ' ' && h[ln + 1]) {
		h += ln + 1;
		hn -= ln + 1;
	} else if (ln && hn > ln + 1 && !strcmp(h + hn - ln, label) &&
		   h[hn - ln - 1] == ' ')
		hn -= ln + 1;
	snprintf(out, n, "%.*s", (int)hn, h);
	return out;
}

/*
 * The decimal prefix of a rate's unit read as powers of 1000: 'k' for
 * "KB/s" ("kB/s", "Kb/s"), 'M' for "MB/s", 'G' for "GB/s"; else 0.
 */
static char dec_prefix(const char *u)
{
	char p;

	/* "MB/s", "MB/sec", and "MBps" (a column named "bandwidth_MBps");
	 * "M/s" ("51.26M/s", vdbench's) is one too */
	if (!u || !u[0] ||
	    (u[1] != '/' &&
	     ((u[1] != 'B' && u[1] != 'b') ||
	      (u[2] != '/' && !(u[2] == 'p' && u[3] == 's' && !u[4])))))
		return 0;
	p = u[0] == 'K' ? 'k' : u[0];
	return p == 'k' || p == 'M' || p == 'G' ? p : 0;
}

/*
 * Whether s names a tool that prints its rates in K/sec as a word of its
 * own: bonnie++ ("Sequential read (bonnie++)") or iozone (kB/s).
 */
static int kib_tool_named(const char *s)
{
	return s &&
	       (has_ascii_word(s, "bonnie++") || has_ascii_word(s, "bonnie") ||
		has_ascii_word(s, "iozone"));
}

/*
 * Whether the system the brackets of cell (r, c) name beside its figure
 * ("753 MB/s (KOIO 925)": v->osys) is one: another cell of the table
 * names it so too, one of them with a figure of its own (not only "(KOIO
 * same)"), and its figures are not one number beside different ones (two
 * cells' "(Gen4 70)" are a name's words).  A bracket once in a table
 * ("(Samsung 980)") may be a model's words.
 */
static int other_system_named(const struct table_mapping *m, size_t r, size_t c,
			      const struct table_val *v)
{
	int others = 0, figures = !v->osame, differ = 0, own_differ = 0;
	char onum[sizeof(v->onum)];

	memcpy(onum, v->osame ? "" : v->onum, v->osame ? 1 : sizeof(onum));

	for (size_t i = 0; i < m->t->rows; i++)
		for (size_t j = 0; j < m->t->cols; j++) {
			const char *s = table_cell(m->t, i, j);
			struct table_cellv o;

			if ((i == r && j == c) || !strstr(s, v->osys) ||
			    table_cell_values(s, &o) || o.n != 1 ||
			    strcmp(o.v[0].osys, v->osys))
				continue;
			others++;
			own_differ |= strcmp(o.v[0].num, v->num) != 0;
			if (o.v[0].osame)
				continue;
			figures++;
			if (!onum[0])
				memcpy(onum, o.v[0].onum, sizeof(onum));
			else
				differ |= strcmp(o.v[0].onum, onum) != 0;
		}
	if (figures >= 2 && !differ && own_differ)
		return 0;
	return others && figures;
}

/*
 * "| write | 0 | 0 | 147857 | 144 |" under "| operation | bw | iops | bw |
 * iops |": fio prints a figure pair for each direction, and the pair of
 * the direction the row did not run is zeros.  Whether cell (r, c) is
 * such a zero: the row names one direction, the column none, and another
 * column of the same header holds a figure other than zero in the row.
 */
static int zero_of_idle_direction(const struct table_mapping *m, size_t r,
				  size_t c, const struct testname *rt)
{
	if (rt->n_ops != 1 || m->ht[c].n_ops || !m->head[c][0] ||
	    table_cell_zero(table_cell(m->t, r, c)) != 1)
		return 0;
	for (size_t k = 0; k < m->t->cols; k++)
		if (k != c && m->role[k] == TABLE_ROLE_VALUE &&
		    !m->ht[k].n_ops && !strcasecmp(m->head[k], m->head[c]) &&
		    table_cell_zero(table_cell(m->t, r, k)) == 0)
			return 1;
	return 0;
}

static int block_word(const char *s);

/*
 * The bare number row r writes its block size as, under a block-size
 * header naming no unit ("| I/O block size |" over "| 1024 |"): bytes or
 * KiB, the row does not say; 0 when none.  bs is the size the row's test
 * read (-1: none, as "256" bytes is none).
 */
static int64_t bare_block_size(const struct table_mapping *m, size_t r,
			       int64_t bs)
{
	for (size_t k = 0; k < m->t->cols; k++) {
		const char *s = table_cell(m->t, r, k);
		long long v;

		if (m->role[k] != TABLE_ROLE_TEST || m->ht[k].condition != 1 ||
		    !block_word(m->head[k]) || header_size_unit(m->head[k]) ||
		    !isdigit((unsigned char)*s) || s[strspn(s, "0123456789")] ||
		    strlen(s) > 9)
			continue;
		v = atoll(s);
		if (v > 0 && (bs < 0 || bs == v))
			return v;
	}
	return 0;
}

/*
 * Whether the times of cell cv (its figure k) are its operations' own,
 * though no latency word names them: 2 when the cell's IOPS say so, one
 * I/O at a time ("0.41 ms (~2450 IOPS)", "avg 2.65 ms, ~377 IOPS": time
 * x IOPS is 1 within the figures' rounding, one_operation_time), 1 when
 * the cell names percentiles of them ("avg 5.2 ms, p50 3.0, p99 30 ms":
 * a run's elapsed time has none), 0 when nothing says.
 */
static int operation_times(const struct table_cellv *cv, int k,
			   enum units_conv conv, enum table_sep sep)
{
	const struct table_val *v = &cv->v[k], *iops = NULL;
	struct table_val sw;
	double x;
	int bare;

	if (v->metric != TESTNAME_LAT)
		return 0;
	if (v->pct > 0)
		return 1;
	/* a bare time among statistics ("1.97 ms (~507 IOPS), p99 52 ms")
	 * is the mean only when its IOPS say so */
	bare = !v->mean_named && cv->stats > 0;
	for (int j = 0; j < cv->stats; j++)
		if (cv->stat[j].pct > 0 && !bare)
			return 1;
		else if (cv->stat[j].metric == TESTNAME_IOPS)
			iops = &cv->stat[j];
	/* the time and its IOPS swapped: the IOPS first, as
	 * one_operation_time reads "5300 IOPS (0.19 ms)" */
	memset(&sw, 0, sizeof(sw));
	if (iops) {
		memcpy(sw.num, iops->num, sizeof(sw.num));
		memcpy(sw.unit, iops->unit, sizeof(sw.unit));
	} else if (v->alt_metric == TESTNAME_IOPS && v->alt_unit[0]) {
		memcpy(sw.num, v->alt_num, sizeof(sw.num));
		memcpy(sw.unit, v->alt_unit, sizeof(sw.unit));
	} else {
		return 0;
	}
	memcpy(sw.alt_num, v->num, sizeof(sw.alt_num));
	memcpy(sw.alt_unit, v->unit, sizeof(sw.alt_unit));
	x = table_convert(&sw, TESTNAME_IOPS, sw.unit, conv, sep);
	return !isnan(x) && one_operation_time(&sw, x, conv, sep) ? 2 : 0;
}

/*
 * One more statistic v of cell s's test ("p99 30 ms", "~190 IOPS" after
 * "avg 5.2 ms") into entry e: a mean its latency, a percentile its slot
 * (percentile_slot says when), IOPS its IOPS; a maximum or minimum is
 * not kept (said why).
 */
static void cell_statistic(struct table_mapping *m, struct table_entry *e,
			   const struct table_val *v, size_t c,
			   const char *rowtest, const char *tool,
			   enum units_conv conv, enum table_sep sep,
			   const char *s)
{
	double x;
	int slot = -1;

	if (v->extreme) {
		table_why(m,
			  "'%s' holds a minimum or maximum, which a table "
			  "result does not keep",
			  s);
		return;
	}
	if (v->pct > 0) {
		slot = percentile_slot(m, c, rowtest, tool, v->pct, s);
		if (slot < 0)
			return; /* said why */
	}
	if (v->approx) {
		/* "avg 5.2 ms, ~190 IOPS": an approximation, no reading
		 * (table_map_cell()) */
		m->approx_left++;
		return;
	}
	x = table_convert(v, v->metric, v->unit, conv, sep);
	if (isnan(x)) {
		table_why(m, "cannot convert '%s'", s);
		return;
	}
	if (slot >= 0)
		e->pct[slot] = x;
	else
		set_metric(e, v->metric, 0, x, v->num, sep);
}

/*
 * "arm写", "X86读", "HDD 写入": a system's name (ASCII letters and
 * digits, a letter among them, naming no test: not "4K写", "Seq读") glued
 * to a direction written in CJK and nothing else.  The name into out (n
 * bytes); 1 when cell s is so.
 */
static int glued_name(const char *s, char *out, size_t n)
{
	struct testname tn;
	size_t i = 0, e, letters = 0;

	while (s[i] == ' ')
		i++;
	for (e = i; s[e] && (unsigned char)s[e] < 0x80; e++) {
		if (!isalnum((unsigned char)s[e]) && !strchr(" ._-", s[e]))
			return 0;
		letters += isalpha((unsigned char)s[e]) != 0;
	}
	if (!letters || !s[e] || e - i >= n || e - i > 32)
		return 0;
	/* the rest: CJK only, one direction */
	for (size_t k = e; s[k]; k++)
		if (isalnum((unsigned char)s[k]))
			return 0;
	if (!testname_parse(s + e, strlen(s + e), 0, &tn) || tn.n_ops != 1)
		return 0;
	while (e > i && s[e - 1] == ' ')
		e--;
	if (testname_parse(s + i, e - i, 0, &tn) || tn.n_ops || tn.metric ||
	    tn.cond.pattern != IODB_PATTERN_UNKNOWN)
		return 0;
	snprintf(out, n, "%.*s", (int)(e - i), s + i);
	return 1;
}

/*
 * "| 读/写 | 块大小/并发数 | ... |" over "| arm写 | 64K/32 |" and "| X86写 |
 * 64K/32 |": in a table with no system column, a test column whose every
 * row glues a system's name to its direction (two names or more) names
 * each row's system (m->glued_col).
 */
static void glued_names(struct table_mapping *m)
{
	char a[64], first[64] = "";
	int differ = 0;

	m->glued_col = 0;
	if (m->has_system || m->map.labels_columns)
		return;
	for (size_t c = 0; c < m->t->cols; c++) {
		if (m->role[c] != TABLE_ROLE_TEST)
			continue;
		for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
			if (!glued_name(table_cell(m->t, r, c), a, sizeof(a)))
				return;
			if (!first[0])
				memcpy(first, a, sizeof(a));
			else
				differ |= strcmp(first, a) != 0;
		}
		if (differ)
			m->glued_col = c + 1;
		return;
	}
}

/*
 * Whether header h is an aggregate with another in brackets ("Average
 * (Median)", "Mean (of 3)"): the word before the bracket is one alone.
 */
static int aggregate_named(const char *h)
{
	const char *b = strchr(h, '(');
	struct testname tn;

	if (!b || b == h)
		return 0;
	testname_parse(h, (size_t)(b - h), 0, &tn);
	return tn.aggregate;
}

/* Whole row names of a statistic over the rows above ("Min", "Std
 * Dev"); averages and medians are testname's aggregates. */
static const char *const row_stat_names[] = {
    "min",
    "min.",
    "minimum",
    "max",
    "max.",
    "maximum",
    "std",
    "stdev",
    "stddev",
    "std dev",
    "std. dev.",
    "std.dev.",
    "standard deviation",
    "σ",
    "variance",
    "range",
    "spread",
    NULL,
};

/*
 * Whether label, row r's system, names a statistic of the table's other
 * rows ("| **Min** | 2,809 |" and "| **Max** |" under the rows of five
 * nodes, beside "| **Avg** |"): no system, as an average is none.  Some
 * other row must name a system that is no statistic, so a table of one
 * run's minimum, mean and maximum keeps its rows.
 */
static int stat_row(struct table_mapping *m, size_t r, const char *label)
{
	char buf[256];
	size_t n;
	int named = 0;

	snprintf(buf, sizeof(buf), "%s", label);
	n = strlen(buf);
	while (n && (buf[n - 1] == ':' || buf[n - 1] == ' '))
		buf[--n] = '\0';
	for (size_t i = 0;; i++) {
		if (!row_stat_names[i])
			return 0;
		if (!strcasecmp(buf, row_stat_names[i]))
			break;
	}
	for (size_t o = (size_t)m->hdr; o < m->t->rows && !named; o++) {
		struct testname tn;

		if (o == r)
			continue;
		table_join_role(m, o, TABLE_ROLE_SYSTEM, buf, sizeof(buf));
		if (!buf[0])
			continue;
		testname_parse(buf, strlen(buf), 0, &tn);
		named = !tn.aggregate && !tn.stat;
	}
	return named;
}

static const char *const phase_words[] = {"slc", "sustained", "post-cache",
					  NULL};

/* Row name s with its phase words (phase_words) left out, its words
 * one blank apart, into buf (n bytes). */
static void drop_phase_words(const char *s, char *buf, size_t n)
{
	size_t k = 0;

	buf[0] = '\0';
	while (*s) {
		size_t w = strcspn(s, " \t");
		int phase = 0;

		for (size_t i = 0; phase_words[i] && !phase; i++)
			phase = w == strlen(phase_words[i]) &&
				!strncasecmp(s, phase_words[i], w);
		if (w && !phase && k + w + 2 < n) {
			if (k)
				buf[k++] = ' ';
			memcpy(buf + k, s, w);
			buf[k += w] = '\0';
		}
		s += w;
		s += strspn(s, " \t");
	}
}

/*
 * Whether row name s (row r of m) names a phase of a run rather than a
 * test ("SLC Speed (MB/s)", "Sustained Speed": the rate inside and past
 * a drive's cache, parts of the run whose average the table gives too):
 * naming no direction of its own, or being another row's name with a
 * phase word added ("Sequential Write Speed SLC Avg (MB/s)" beside
 * "Sequential Write Speed Avg (MB/s)": that row's run, in its phase).
 * No result of its own.
 */
static int phase_row(struct table_mapping *m, size_t r, const char *s)
{
	char bare[256], other[256];
	struct testname tn;

	if (!has_any(s, phase_words))
		return 0;
	testname_parse(s, strlen(s), 0, &tn);
	if (!tn.n_ops)
		return 1;
	drop_phase_words(s, bare, sizeof(bare));
	for (size_t o = (size_t)m->hdr; bare[0] && o < m->t->rows; o++) {
		if (o == r)
			continue;
		if (o < TABLE_MAP_COLS && m->map.row_text[o])
			snprintf(other, sizeof(other), "%s",
				 m->map.row_text[o]);
		else
			table_join_role(m, o, TABLE_ROLE_TEST, other,
					sizeof(other));
		if (!has_any(other, phase_words) && !strcasecmp(other, bare))
			return 1;
	}
	return 0;
}

/*
 * Whether the figures of row r (col 0) or of column c (col 1) are all
 * zero, two or more ("| 0 B/s | 0 B/s | 0 | 0 |": a monitor's counters
 * of an idle system, a run that did nothing): no rate of any run.
 * Cells that say nothing ("-", "N/A") do not count.
 */
static int all_zero(const struct table_mapping *m, size_t r, size_t c, int col)
{
	size_t n = col ? m->t->rows : m->t->cols, zeros = 0;

	for (size_t i = col ? (size_t)m->hdr : 0; i < n; i++) {
		size_t rr = col ? i : r, cc = col ? c : i;
		const char *s = table_cell(m->t, rr, cc);
		int z;

		if (m->role[cc] != TABLE_ROLE_VALUE || table_cell_empty(s))
			continue;
		z = table_cell_zero(s);
		if (z != 1)
			return 0;
		zeros++;
	}
	return zeros >= 2;
}

/*
 * Whether s names a count of threads, processors, CPUs, cores, jobs or
 * workers and no figure of its own ("thread count:", "proc count",
 * "Number of CPUs", "# cores", "线程数"): a setting of the run (DiskSpd's
 * report header), never a rate or a latency.
 */
static int unit_count(const char *s)
{
	static const char *const count[] = {"count", "number", "num", "no",
					    "#",     "nr",     NULL};
	static const char *const units[] = {
	    "thread",	  "threads", "proc",	  "procs", "processor",
	    "processors", "process", "processes", "cpu",   "cpus",
	    "vcpu",	  "vcpus",   "core",	  "cores", "job",
	    "jobs",	  "worker",  "workers",	  NULL,
	};
	static const char *const terms[] = {
	    "\xe7\xba\xbf\xe7\xa8\x8b\xe6\x95\xb0", /* 线程数 */
	    "\xe7\xb7\x9a\xe7\xa8\x8b\xe6\x95\xb8", /* 線程數 */
	    "\xe8\xbf\x9b\xe7\xa8\x8b\xe6\x95\xb0", /* 进程数 */
	    "\xe6\xa0\xb8\xe6\x95\xb0",		    /* 核数 */
	    "\xe3\x82\xb9\xe3\x83\xac\xe3\x83\x83\xe3\x83\x89\xe6"
	    "\x95\xb0", /* スレッド数 */
	    NULL,
	};

	static const char *const glue[] = {"of",       "the",	"logical",
					   "physical", "total", NULL};
	int nc = 0, nu = 0;

	if (!s[0] || s[strcspn(s, "0123456789")])
		return 0;
	for (size_t i = 0; terms[i]; i++)
		if (strstr(s, terms[i]))
			return 1;
	/* those words alone ("High core count server" names a system) */
	for (const char *p = s; *p;) {
		char w[16];
		size_t n = 0;

		if (!isalpha((unsigned char)*p) && *p != '#') {
			if (strchr(" \t:*_.()", *p) == NULL)
				return 0;
			p++;
			continue;
		}
		if (*p == '#')
			w[n++] = *p++;
		else
			while (isalpha((unsigned char)*p) && n + 1 < sizeof(w))
				w[n++] = (char)tolower((unsigned char)*p++);
		if (isalpha((unsigned char)*p))
			return 0; /* a word too long to be one of them */
		w[n] = '\0';
		if (header_is(w, count))
			nc++;
		else if (header_is(w, units))
			nu++;
		else if (!header_is(w, glue))
			return 0;
	}
	return nc && nu;
}

/*
 * The direction a column header's bracket names by its letter alone, the
 * way a person abbreviates a tool's column: "dd(w)", "dd (w dsync)",
 * "hdparm(r) cache" - a bracket opening with 'r' or 'w' (either case),
 * then ')' or a blank and words of letters up to its ')'.  The first such
 * bracket; IODB_OP_UNKNOWN when there is none ("(MB/s)", "(w/o cache)",
 * "(raid 0)").
 */
static enum iodb_op bracket_direction(const char *h)
{
	for (const char *p = h; (p = strchr(p, '(')) != NULL; p++) {
		int l = tolower((unsigned char)p[1]);
		const char *q = p + 2;

		if ((l != 'r' && l != 'w') || (p[2] != ')' && p[2] != ' '))
			continue;
		while (*q == ' ' || isalpha((unsigned char)*q))
			q++;
		if (*q == ')')
			return l == 'r' ? IODB_OP_READ : IODB_OP_WRITE;
	}
	return IODB_OP_UNKNOWN;
}

/*
 * Split s at its '/' into n names of configurations ("ext4 / xfs",
 * "Before / After") into part (n of 64 bytes): each part two bytes or
 * more, no digit alone, naming no test, metric, condition, statistic or
 * other quantity ("Read / Write", "IOPS / Latency", "MB/s" are none).
 * 1 when s holds exactly n such parts, else 0.
 */
static int config_names(const char *whole, int n, char part[][64])
{
	char buf[256], *open;
	const char *s = buf;
	int k = 0;

	if (!whole || !strchr(whole, '/') || n < 2 || n > 4)
		return 0;
	snprintf(buf, sizeof(buf), "%s", whole);
	/* "ext4 / xfs (MB/s)": the figures' unit, after the names */
	open = strrchr(buf, '(');
	if (open && open > buf && buf[strlen(buf) - 1] == ')') {
		char unit[32];
		size_t ul = strlen(open) - 2;

		if (ul < sizeof(unit)) {
			memcpy(unit, open + 1, ul);
			unit[ul] = '\0';
			if (table_unit_metric(unit) != TESTNAME_NONE)
				*open = '\0';
		}
	}
	if (!strchr(buf, '/'))
		return 0;
	while (*s) {
		const char *e = strchr(s, '/');
		size_t len = e ? (size_t)(e - s) : strlen(s);
		struct testname tn;

		while (len && (*s == ' ' || *s == '\t'))
			s++, len--;
		while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
			len--;
		if (k == n || len < 2 || len >= 64 ||
		    strspn(s, "0123456789.,") >= len)
			return 0;
		memcpy(part[k], s, len);
		part[k][len] = '\0';
		testname_parse(s, len, 0, &tn);
		if (tn.found || tn.n_ops || tn.metric || tn.cond.pattern ||
		    tn.cond.bs > 0 || tn.cond.iodepth > 0 ||
		    tn.cond.numjobs > 0 || tn.stat || tn.aggregate ||
		    tn.condition || tn.other || tn.datasheet ||
		    tn.value_header || tn.test_header || tn.access ||
		    table_unit_metric(part[k]) != TESTNAME_NONE)
			return 0;
		k++;
		if (!e)
			break;
		s = e + 1;
	}
	return k == n;
}

/*
 * The base of figure v (unit its own or the column's) when a line of the
 * document printed the same figure in the same unit beside the bytes and
 * the time it took, and bytes/time proved that base (a tool's "1812.89
 * MB/s" that 15990784 bytes in 0.008412 s make MiB/s): the table restates
 * that line.  Three significant digits at least, every such line agreeing,
 * no base the user gave (--map); else conv.
 */
static enum units_conv proven_conv(const struct table_mapping *m,
				   const struct table_val *v, const char *unit,
				   enum table_sep sep, enum units_conv conv)
{
	const char *u =
	    v->unit[0] && strcasecmp(v->unit, "k") && strcasecmp(v->unit, "m")
		? v->unit
		: unit;
	char plain[48];
	double num;
	int found = -1;

	if (!m->tc->n_proofs || m->map.units || !u || !u[0] ||
	    !strchr("kKmMgG", u[0]) || u[1] == 'i' ||
	    table_significant(v->num, 1) < 3 ||
	    table_val_number(v->num, sep, plain, sizeof(plain)))
		return conv;
	num = strtod(plain, NULL);
	for (size_t i = 0; i < m->tc->n_proofs; i++) {
		const struct table_rate_proof *p = &m->tc->proofs[i];

		if (p->prefix != toupper((unsigned char)u[0]) ||
		    fabs(p->num - num) > 1e-9 * num)
			continue;
		if (found >= 0 && found != (int)p->conv)
			return conv;
		found = (int)p->conv;
	}
	return found >= 0 ? (enum units_conv)found : conv;
}

/*
 * Whether cell (r, c), a bit rate ("940 Mbps"), is a network link's
 * figure in a table of storage results: its row names a network
 * (testnames' network words - "**Network**" as a section row, "iperf3" -
 * or "TCP", "UDP").  A bit rate in a row naming a drive ("| Thunderbolt
 * enclosure | 2.8 Gbps |") is read as bytes/8, as any.
 */
static int link_rate_cell(const struct table_mapping *m, size_t r, size_t c)
{
	static const char *const link[] = {"tcp", "udp", NULL};
	const struct table *t = m->t;

	if (!table_says_bit_rate(table_cell(t, r, c)))
		return 0;
	for (size_t k = 0; k < t->cols; k++) {
		const char *x = table_cell(t, r, k);
		struct testname tn;

		if (k == c || m->role[k] == TABLE_ROLE_VALUE || !x[0])
			continue;
		testname_parse(x, strlen(x), 0, &tn);
		if (tn.network || has_any(x, link))
			return 1;
	}
	return 0;
}

/*
 * The CPU share header h names: 1 the user time ("usr CPU", "CPU user",
 * "usr_cpu"), 2 the system time ("sys CPU", "CPU System (%)"), 0 any
 * other ("CPU", "CPU usage", "read usr CPU": whose share is not one
 * run's).  Words: "cpu" and one of usr, user, sys, system, nothing else
 * but "%" and brackets.
 */
static int cpu_share_header(const char *h)
{
	int cpu = 0, share = 0;

	while (h && *h) {
		const char *w = h;
		size_t n;

		while (*h && isalnum((unsigned char)*h))
			h++;
		n = (size_t)(h - w);
		if (!n && !strchr(" _%()[]/", *h))
			return 0;
		if (!n)
			h++;
		else if (n == 3 && !strncasecmp(w, "cpu", 3) && !cpu)
			cpu = 1;
		else if (!share && ((n == 3 && !strncasecmp(w, "usr", 3)) ||
				    (n == 4 && !strncasecmp(w, "user", 4))))
			share = 1;
		else if (!share && ((n == 3 && !strncasecmp(w, "sys", 3)) ||
				    (n == 6 && !strncasecmp(w, "system", 6))))
			share = 2;
		else
			return 0;
	}
	return cpu ? share : 0;
}

/*
 * The CPU shares of row r into e: the table's one column of each share
 * (cpu_share_header()) over a cell of one percentage ("0.03%", "12.5
 * %"; no '~', no other figure), NAN when not so given; e->cpu_row set
 * to r + 1 when either is.  A table of two columns of one share ("read
 * usr CPU" is none; "usr CPU" twice) gives none.
 */
static void row_cpu(const struct table_mapping *m, size_t r,
		    struct table_entry *e)
{
	double v[2] = {NAN, NAN};
	int cols[2] = {0, 0};

	for (size_t c = 0; c < m->t->cols; c++) {
		int k = m->head[c] ? cpu_share_header(m->head[c]) : 0;
		const char *s = table_cell(m->t, r, c), *p;
		char *end;
		double x;

		if (!k || cols[k - 1]++)
			continue;
		for (p = s; *p == ' '; p++)
			;
		if (!isdigit((unsigned char)*p))
			continue;
		x = strtod(p, &end);
		while (*end == ' ')
			end++;
		if (*end++ != '%')
			continue;
		while (*end == ' ')
			end++;
		if (!*end && x >= 0)
			v[k - 1] = x;
	}
	for (int k = 0; k < 2; k++)
		if (cols[k] > 1)
			v[k] = NAN;
	if (isnan(v[0]) && isnan(v[1]))
		return;
	e->cpu_usr = v[0];
	e->cpu_sys = v[1];
	e->cpu_row = (long)r + 1;
}

int table_map_cpu_rows(struct table_mapping *m)
{
	struct table_entries *es = &m->ent;
	size_t *first = NULL;
	char *bad = NULL;
	int ret = 0;

	for (size_t i = 0; i < es->n && !first; i++)
		if (es->e[i].cpu_row > 0) {
			first = calloc(m->t->rows, sizeof(*first));
			bad = calloc(m->t->rows, 1);
			if (!first || !bad) {
				ret = -ENOMEM;
				goto out;
			}
		}
	for (size_t i = 0; first && i < es->n; i++) {
		const struct table_entry *e = &es->e[i], *f;
		size_t r = (size_t)e->cpu_row - 1;

		if (e->cpu_row <= 0)
			continue;
		if (!first[r]) {
			first[r] = i + 1;
			continue;
		}
		f = &es->e[first[r] - 1];
		if (strcmp(f->test, e->test) || strcmp(f->job, e->job))
			bad[r] = 1;
	}
	for (size_t i = 0; first && i < es->n; i++)
		if (es->e[i].cpu_row > 0 && bad[es->e[i].cpu_row - 1])
			es->e[i].cpu_row = -1;
out:
	free(first);
	free(bad);
	return ret;
}

/*
 * Whether every rate of m's cells written with a byte prefix and "B/s"
 * is in fio 2.x's printed form (table_fio2_rate_form()), one or more: a
 * table copying fio 2's outputs.  One rate in another form ("383.3MB/s",
 * below 976.5 fio 2 printed KB/s; "613 MB/s") says the author wrote the
 * rates otherwise, and then none is read as fio 2's.  A document naming
 * fio 3 or later ("fio 3.28", "fio-3.1") has none.
 */
static int fio2_rates(struct table_mapping *m)
{
	const char *v = m->tc->tool_version;
	int yes = 0, other = 0;

	if (m->fio2_rates)
		return m->fio2_rates > 0;
	if (v && !strncmp(v, "fio-", 4))
		v += 4;
	for (size_t r = (size_t)m->hdr; r < m->t->rows && !other; r++)
		for (size_t c = 0; c < m->t->cols && !other; c++) {
			const char *s = table_cell(m->t, r, c);

			if (table_fio2_rate_form(s))
				yes++;
			else if (strcasestr(s, "B/s") &&
				 strpbrk(s, "0123456789"))
				other++;
		}
	m->fio2_rates =
	    yes && !other && !(v && isdigit((unsigned char)*v) && atoi(v) >= 3)
		? 1
		: -1;
	return m->fio2_rates > 0;
}

int table_map_cell(struct table_mapping *m, size_t r, size_t c)
{
	struct table *t = m->t;
	const char *s = table_cell(t, r, c);
	char label[256], rowtest[256], rowunit[64], lastunit[32], hbuf[256];
	char keyunit[16] = "";
	struct testname cond, rt;
	struct table_cellv cv;
	const char *tool, *own;
	int row_own;
	enum units_conv conv, kconv;
	enum table_sep sep;
	int li, ret, own_ops, weak_tool, runs, other, run_row = 0, cfg;
	int listed, fio2;
	char cfgs[4][64];
	size_t jc = m->test_col && m->test_col[c] ? m->test_col[c] - 1 : c;
	size_t rep = 0;	    /* length of the repeat heading put before label */
	int head_label = 0; /* label is the column's header's */

	m->at_r = r;
	m->at_c = c;
	if (table_cell_empty(s))
		return 0;
	if (table_cell_range(s)) {
		table_why(m, "'%s' is a range of figures, no measurement", s);
		return 0;
	}
	if (strstr(s, "XNUMX")) {
		/* "210 152.03 IOPS (XNUMX ms)": a machine translation put
		 * XNUMX for a number and moved the others (the source's
		 * "210 IOPS (152.03ms)"): which figure is which is lost */
		table_why(m,
			  "'%s' is scrambled by a machine translation (XNUMX "
			  "stands for a number, the others moved): no figure",
			  s);
		return 0;
	}
	if (table_cell_values(s, &cv)) {
		table_why(m, "'%s' is no figure", s);
		return 0;
	}
	if (table_cell_estimate(s)) {
		table_why(m,
			  "'%s' is an estimate (its cell says so), no "
			  "measurement",
			  s);
		return 0;
	}
	if (unmeasured_note(m, r)) {
		/* "| DS-200 | 1300 MB/s | assumed to be the same as DS-400 |":
		 * the row's note says its figure is another's or a guess */
		char why[192];

		snprintf(why, sizeof(why), "%.60s' (row '%.40s', note '%.60s",
			 s, table_cell(m->t, r, 0), unmeasured_note(m, r));
		table_why(m,
			  "'%s'): its row's note says the figure was not "
			  "measured (assumed, estimated, copied or the same as "
			  "another's)",
			  why);
		return 0;
	}
	if (link_rate_cell(m, r, c)) {
		table_why(m,
			  "'%s' is a network link's bit rate, no storage "
			  "result",
			  s);
		return 0;
	}
	if (table_cell_zero(s) == 1 &&
	    (all_zero(m, r, c, 0) || all_zero(m, r, c, 1))) {
		table_why(m,
			  "'%s' is in a row or column of zeros alone: no "
			  "run's rate (an idle system's counters)",
			  s);
		return 0;
	}
	row_text(m, r, rowtest, sizeof(rowtest));
	if (key_unit(rowtest, keyunit, sizeof(keyunit))) {
		/* "Read Lat Ms": the unit and its metric's word go, the
		 * test is "Read" as the "Read Iops" row's */
		char *w = strrchr(rowtest, ' ');

		*w = '\0';
		w = strrchr(rowtest, ' ');
		/* "Read latency in ms": "in" goes with its unit */
		if (w &&
		    (!strcasecmp(w + 1, "in") || !strcasecmp(w + 1, "per"))) {
			*w = '\0';
			w = strrchr(rowtest, ' ');
		}
		if (w &&
		    (!strcasecmp(w + 1, "lat") || !strcasecmp(w + 1, "bw")))
			*w = '\0';
	}
	if (m->map.labels_columns)
		snprintf(label, sizeof(label), "%s", m->head[c]);
	else
		table_join_role(m, r, TABLE_ROLE_SYSTEM, label, sizeof(label));
	/* "| 2 | 531.8 |" under a list of drives by number: the drive */
	listed = !m->map.labels_columns && m->tc->list &&
		 (m->role[0] == TABLE_ROLE_INDEX ||
		  (m->role[0] == TABLE_ROLE_SYSTEM &&
		   !strcmp(label, table_cell(t, r, 0)))) &&
		 listed_device(m, r, label, sizeof(label));
	/* "| Run 1 | 44.15 s | 12.2 MB/s |": the row names a repetition of
	 * one run, not a system; the heading above names the system */
	if (label[0] && !listed && !m->map.labels_columns &&
	    run_header(label)) {
		label[0] = '\0';
		run_row = 1;
	}
	if (!label[0] && m->glued_col)
		glued_name(table_cell(t, r, m->glued_col - 1), label,
			   sizeof(label));
	if (label[0] && m->has_system && !m->map.labels_columns &&
	    settings_rows(m))
		settings_under_heading(m, label, sizeof(label));
	else if (label[0] && m->has_system && !m->map.labels_columns &&
		 attach_rows(m) &&
		 strlen(m->tc->attach_device) + strlen(label) + 4 <
		     sizeof(label)) {
		/* "**Acme Stick 3 64GB**" over "| USB 3.0 |" and "| USB 2.0
		 * |": the drive on each port, "Acme Stick 3 64GB / USB 3.0" */
		char q[sizeof(label)];

		snprintf(q, sizeof(q), "%s / %s", m->tc->attach_device, label);
		memcpy(label, q, sizeof(label));
	} else if (label[0] && m->has_system && !m->map.labels_columns &&
		   m->tc->repeat_heading &&
		   !strstr(label, m->tc->repeat_heading) &&
		   strlen(m->tc->repeat_heading) + strlen(label) + 4 <
		       sizeof(label)) {
		char q[sizeof(label)];

		snprintf(q, sizeof(q), "%s / %s", m->tc->repeat_heading, label);
		memcpy(label, q, sizeof(label));
		rep = strlen(m->tc->repeat_heading) + 3;
	}
	if (label[0] && m->has_system && !m->map.labels_columns &&
	    m->tc->heading_column &&
	    system_row_of(m->tc->heading_column_of, label) &&
	    strlen(m->tc->heading_column) + strlen(label) + 4 < sizeof(label)) {
		/* "## Balanced-profile comparison" over rows another table
		 * gives under "| Power-saver | Balanced |": the column's
		 * results, named as that table names them */
		size_t ll = strlen(label);

		snprintf(label + ll, sizeof(label) - ll, " / %s",
			 m->tc->heading_column);
	}
	if (!label[0] && !m->map.labels_columns && !m->has_system &&
	    !m->ht[c].metric && !m->ht[c].value_header &&
	    !m->ht[c].test_header && m->head[c][0] && !mean_latency(m, c, s))
		header_name_conditions(m->head[c], label, sizeof(label));
	if (!label[0] && !m->map.labels_columns && !m->has_system &&
	    direction_named_systems(m))
		header_without_direction(m->head[c], label, sizeof(label));
	if (!label[0] && !m->map.labels_columns && !m->has_system &&
	    !m->ht[c].found && !m->ht[c].metric && !m->ht[c].value_header &&
	    !m->ht[c].test_header && m->head[c][0] && !mean_latency(m, c, s) &&
	    !quantity_word(m->head[c]) && !run_header(m->head[c]) &&
	    !amount_column(m, c) && !stats_columns(m)) {
		/* a header naming no test: the systems are the columns (not
		 * "performance", "性能": a quantity's, no system's; nor
		 * "Total I/O", the bytes each row's run moved) */
		snprintf(label, sizeof(label), "%s", m->head[c]);
		head_label = 1;
	}
	if (!label[0] && !m->map.labels_columns && !m->has_system &&
	    m->ht[c].metric && !m->ht[c].found && header_names_systems(m)) {
		if (header_link_speed(m->head[c], s))
			snprintf(label, sizeof(label), "%s", m->head[c]);
		else
			header_name(m->head[c], label, sizeof(label));
		head_label = 1;
	}
	/* "| A Avg (us) |" below a table of "| Region A IOPS |": Region A */
	if (head_label && label[0])
		done_label_abbrev(m, label, sizeof(label));
	/* "| Exfat Performance | Linux Bandwidth |": the corner's subject
	 * before the column's system, "Exfat / Linux" */
	if (head_label && label[0] && m->corner_subject[0] &&
	    !strcasestr(label, m->corner_subject) &&
	    strlen(label) + strlen(m->corner_subject) + 4 < sizeof(label)) {
		char q[sizeof(label)];

		snprintf(q, sizeof(q), "%s / %s", m->corner_subject, label);
		memcpy(label, q, sizeof(label));
	}
	/* "| IOPS | mounted as it came | with noatime |" under a caption
	 * saying they are btrfs's (caption_system()): each column a way
	 * that one system was set up, "btrfs / with noatime"; a column
	 * naming a drive ("Samsung 870 EVO", "MX500", "sdb") stays that
	 * drive's, a system of its own */
	if (head_label && label[0] && m->caption_system[0] &&
	    !m->corner_subject[0] && !strcasestr(label, m->caption_system) &&
	    strlen(label) + strlen(m->caption_system) + 4 < sizeof(label)) {
		struct table_device d;
		char q[sizeof(label)];

		table_device_of(label, &d);
		if (!d.model[0] &&
		    !line_drive_model(label, strlen(label), q, sizeof(q)) &&
		    !line_disk_name(label, strlen(label))) {
			snprintf(q, sizeof(q), "%s / %s", m->caption_system,
				 label);
			memcpy(label, q, sizeof(label));
		}
	}
	/* "## 2 replicas" / "| | TCP | RDMA |", then "## 3 replicas" over
	 * the same grid of other figures: the column names the system only
	 * within its section, the heading tells the tables apart (as it
	 * does for rows, above): "2 replicas / TCP" */
	if (head_label && label[0] && m->tc->repeat_heading &&
	    !strcasestr(label, m->tc->repeat_heading) &&
	    strlen(m->tc->repeat_heading) + strlen(label) + 4 < sizeof(label)) {
		char q[sizeof(label)];

		snprintf(q, sizeof(q), "%s / %s", m->tc->repeat_heading, label);
		memcpy(label, q, sizeof(label));
		rep = strlen(m->tc->repeat_heading) + 3;
	}
	if (!label[0] && !m->map.labels_columns && !m->has_system &&
	    m->hdr >= 2)
		upper_header_label(m, c, label, sizeof(label));
	if (!label[0] && !m->map.labels_columns && !m->has_system &&
	    m->hdr >= 2)
		lower_header_label(m, c, label, sizeof(label));
	/* the repeat heading names the machine ("Small VM - 2 vCPU 4GB
	 * RAM"), no memory benchmark: the row's own name is judged */
	if (!m->map.labels_columns && !m->map.has_heading &&
	    nonstorage_cell(m, c, rowtest, label + rep, s))
		return 0;
	if (m->two_labels && network_row(m, r)) {
		table_why(m,
			  "'%s' is a network transfer's rate (its row names a "
			  "download, a speed test or a CDN, or a server of "
			  "such a list), no storage result",
			  s);
		return 0;
	}
	if (!m->map.labels_columns && !m->map.has_heading &&
	    processor_table(m)) {
		table_why(m,
			  "'%s' measures no storage (its table's rows name "
			  "ciphers, hashes or a CPU, none storage)",
			  s);
		return 0;
	}
	if (!m->map.labels_columns && !m->map.has_heading &&
	    other_tool_cell(m, c, rowtest, s))
		return 0;
	if (table_names_claim(rowtest, strlen(rowtest), 0) ||
	    row_claims(rowtest)) {
		/* "| USB 3.0 practical ceiling | ~500 MB/s |" among measured
		 * rows: a bound someone states (the words a list item's
		 * claim is refused by), no run.  So is a row whose name
		 * carries a word of a maker's figure that a column's header
		 * is read by (claims(): "| 标称 SEQ Read | 530 MB/s | 2,100
		 * MB/s |", "Herstellerangabe", "공칭" over the measured
		 * row): the drives' datasheet figures, whatever the columns
		 * say */
		table_why(m,
			  "'%s' is a limit or claim (its row says so), no "
			  "measurement",
			  s);
		return 0;
	}
	if (!m->map.labels_columns && !m->map.has_heading && label[0] &&
	    limit_label(label)) {
		/* "| Theoretical Maximum | 111 | 111 |" under the measured
		 * rows: the bound of a link, no run */
		table_why(m,
			  "'%s' is a limit (its row names a maximum), no "
			  "measurement",
			  s);
		return 0;
	}
	if (!m->map.labels_columns && !m->map.has_heading && label[0] &&
	    m->has_system && projection_heading(label) &&
	    !measured_header(label)) {
		/* "| Theoretical | 111 | 111 |", "| Estimated (4 disks) |"
		 * beside the measured rows: the author's arithmetic */
		table_why(m,
			  "'%s' is in a row of theoretical or estimated "
			  "figures, no measurement",
			  s);
		return 0;
	}
	if (!m->map.labels_columns && !m->map.has_heading && label[0] &&
	    rating_label(label)) {
		/* "| Acme S1 1TB (rated) | 560 |" under the measured row:
		 * the vendor's figure, no run; the datasheet columns keep
		 * such figures, a row of them names no device apart */
		table_why(m,
			  "'%s' is a vendor's rating (its system says so), no "
			  "measurement",
			  s);
		return 0;
	}
	if (unit_count(rowtest) || unit_count(label) ||
	    unit_count(m->head[c])) {
		table_why(m,
			  "'%s' counts threads, processors or jobs (a setting "
			  "of the run), no rate or latency",
			  s);
		return 0;
	}
	if (!m->map.labels_columns && untested_cell(m, label, s)) {
		table_why(m,
			  "'%s' is a figure the note beside the table says "
			  "was not measured (theoretical, not tested)",
			  s);
		return 0;
	}
	if (label[0] && !m->map.labels_columns) {
		struct testname lt;

		testname_parse(label, strlen(label), 0, &lt);
		if (lt.aggregate || aggregate_named(label)) {
			table_why(m,
				  "'%s' is in a row of averages or totals, "
				  "which is no system",
				  s);
			return 0;
		}
		if (stat_row(m, r, label)) {
			table_why(m,
				  "'%s' is in a row of a statistic (minimum, "
				  "maximum, deviation) of the rows beside it, "
				  "which is no system",
				  s);
			return 0;
		}
	}
	if (sum_of_rows(m, r, c)) {
		table_why(m,
			  "'%s' is the sum of the read and write figures in "
			  "its column: no result of its own",
			  s);
		return 0;
	}
	if (sum_of_directions(m, r, c)) {
		table_why(m,
			  "'%s' is the sum of the row's read and write "
			  "figures beside it: no result of its own",
			  s);
		return 0;
	}
	if (m->two_labels && label[0] && plain_column(m, c) &&
	    m->ht[c].aggregate) {
		table_why(m,
			  "'%s' is in a column of averages or totals, which "
			  "is no measurement",
			  s);
		return 0;
	}
	if (m->two_labels && label[0] && plain_column(m, c) &&
	    !run_header(m->head[c]) &&
	    strlen(label) + strlen(m->head[c]) + 4 < sizeof(label)) {
		size_t n = strlen(label);

		snprintf(label + n, sizeof(label) - n, " / %s", m->head[c]);
	}
	/*
	 * "| Workload | Cache | Old MiB/s | New MiB/s |": systems in a
	 * column and value columns naming a system beside their unit; each
	 * figure is the row's system under the column's, "Off / Old".
	 */
	if (m->has_system && !m->map.labels_columns && !m->two_labels &&
	    m->ht[c].metric && !m->ht[c].found && header_names_systems(m)) {
		char hn[256] = "";

		header_name(m->head[c], hn, sizeof(hn));
		if (hn[0] && !label[0])
			snprintf(label, sizeof(label), "%s", hn);
		else if (hn[0] &&
			 strlen(label) + strlen(hn) + 4 < sizeof(label))
			snprintf(label + strlen(label),
				 sizeof(label) - strlen(label), " / %s", hn);
	}
	/* a column of words beside a quantity's ("| ioengine |",
	 * "| performance |") names no system: the line the document found
	 * naming the table's does (tc->heading_names_system) */
	if (!label[0] && !m->map.labels_columns &&
	    (!m->has_system || run_row) &&
	    (run_row || !m->columns_label ||
	     (m->tc->heading_names_system &&
	      (!plain_column(m, c) || quantity_word(m->head[c])))) &&
	    m->heading_label[0])
		snprintf(label, sizeof(label), "%s", m->heading_label);
	if (!label[0] && !m->map.labels_columns && !m->has_system &&
	    !m->head[c][0] && m->columns_label) {
		table_why(m, "no system named above '%s'", s);
		return 0;
	}
	/*
	 * The tool a column's header names ("hdparm read (MB/s)") is the
	 * cell's, with its unit convention (docs/units.md).
	 */
	tool =
	    m->prep[c] ? NULL : testname_tool(m->head[c], strlen(m->head[c]));
	weak_tool = 0;
	own = tool ? NULL : row_tool(m, r);
	row_own = 0;
	if (tool)
		conv = table_tool_conv(tool, m->map.units);
	else if (m->tool && own && strcmp(own, m->tool) && !m->map.tool &&
		 !m->cdm)
		/* "| fio seq write | 1219 MiB/s |" in a table the document
		 * took for dd's: the row names its own tool */
		tool = own, weak_tool = 1, row_own = 1,
		conv = table_tool_conv(tool, m->map.units);
	else if (m->tool)
		tool = m->tool, conv = m->conv,
		weak_tool = tool == m->tc->tool && !m->map.tool && !m->cdm;
	else {
		tool = row_tool(m, r), weak_tool = 1,
		conv = table_tool_conv(tool, m->map.units);
		/* "| DD | Disk Write |", "| FIO | 4k Random Read |": a column
		 * of tools gives each row its own, a run per tool */
		for (size_t k = 0; own && k < m->t->cols && !row_own; k++)
			row_own = m->role[k] == TABLE_ROLE_TOOL;
	}
	table_join_role(m, r, TABLE_ROLE_UNIT, rowunit, sizeof(rowunit));
	if (table_unit_metric(rowunit) == TESTNAME_NONE)
		rowunit[0] = '\0'; /* one unit, not several joined */
	if (m->as_ssd && as_ssd_header(rowtest, &rt) == 2) {
		table_why(m, "'%s' is AS SSD's score (points), no measurement",
			  s);
		return 0;
	}
	if (rowtest[0] && phase_row(m, r, rowtest)) {
		table_why(m,
			  "'%s' is the rate of a phase of the run (in or past "
			  "the drive's cache), no result of its own",
			  s);
		return 0;
	}
	row_test(m, r, rowtest, &rt);
	/* "| fio.a.json | random_read | 39.52 |" under a job file whose
	 * "[random_read]" says rw=randread, bs=4k, iodepth=32 */
	table_job_fill(m->tc, rowtest, &rt);
	range_clears_size(rowtest, &rt);
	if (random_access(rowtest) || random_access(m->head[c]))
		rt.access = 1; /* HD Tach's "Random Access | 18.1ms" */
	if (strcmp(label, m->head[c]) && rt.n_ops == 1 && m->ht[c].n_ops == 1 &&
	    rt.cond.op != m->ht[c].cond.op && setting_phrase(rowtest)) {
		/* "| Big writes enabled | 213.8 | 70.8 |" under "| Mode |
		 * Read MB/s | Write MB/s |": the row names a setting, its
		 * direction word part of the name; the column's is the
		 * figure's */
		rt.n_ops = 0;
		rt.cond.op = IODB_OP_UNKNOWN;
	}
	cond = rt;
	if (strcmp(label, m->head[c]) && rt.n_ops == 1 && m->ht[c].n_ops == 1 &&
	    rt.cond.op != m->ht[c].cond.op) {
		/* "| write | 0 | 5546.54 |" under "| job | read_iops |
		 * write_iops |": a read figure of a write job, or the
		 * other way round; which the figure measures is not said */
		table_why(m,
			  "'%s' stands in a column and a row that name "
			  "different directions",
			  s);
		return 0;
	}
	if (zero_of_idle_direction(m, r, c, &rt)) {
		table_why(m,
			  "'%s' is a zero beside the same column's figure of "
			  "the row's direction: the direction it did not run",
			  s);
		return 0;
	}
	if (strcmp(label, m->head[c])) {
		struct testname h = m->ht[c];

		range_clears_size(m->head[c], &h);
		testname_fill(&cond, &h);
	}
	/* "| 순차 읽기 (SEQ1M Q8T1) | 980 PRO | SN570 |" over "| MB/s |
	 * ... |": the header of the rows' unit or system column names the
	 * test of every row, as a heading would */
	for (size_t k = 0; k < t->cols; k++)
		if (((m->role[k] == TABLE_ROLE_UNIT ||
		      m->role[k] == TABLE_ROLE_SYSTEM) &&
		     m->ht[k].found &&
		     (m->ht[k].cond.pattern || m->ht[k].n_ops)) ||
		    /* "| Read shape | Direct MiB/s |" over "| 4K Q32T1 |":
		     * the test column's header names every row's direction */
		    (m->role[k] == TABLE_ROLE_TEST && m->ht[k].n_ops == 1 &&
		     !m->ht[k].cond.pattern && !m->ht[k].cdm))
			testname_fill(&cond, &m->ht[k]);
	if (!cond.n_ops && (bench_io_name(rowtest) || m->two_labels)) {
		/* "| SSD write speed | 669.16 MiB/s | ... |" under "| Nench |
		 * Plan S | ... |": the row's name gives its direction;
		 * bench.sh's "| Average I/O speed |" is a write */
		enum iodb_op op =
		    bench_io_name(rowtest) ? IODB_OP_WRITE : row_name_op(m, r);

		if (op != IODB_OP_UNKNOWN) {
			cond.cond.op = op;
			cond.ops[0] = op;
			cond.n_ops = 1;
		}
	}
	own_ops = cond.n_ops;
	for (int k = 0; k < m->n_size_qd; k++)
		if (cond.cond.bs == m->size_qd[k].bs) {
			if (cond.cond.iodepth < 0)
				cond.cond.iodepth = m->size_qd[k].iodepth;
			if (cond.cond.numjobs < 0)
				cond.cond.numjobs = m->size_qd[k].numjobs;
		}
	testname_fill(&cond, &m->heading);
	if (m->map.has_cond) {
		struct testname o = m->map.cond;

		testname_fill(&o, &cond);
		cond = o;
	}
	/*
	 * "| 4K rand read |" over "7.06 MB/s", no tool named for the cell,
	 * in a post whose commands are hdparm's, dd's and iozone's: of
	 * them only iozone runs random I/O, so the figure is in its
	 * convention (kB = 1024, a person's MB/s from it 2^20); fio and
	 * iozone both there: nothing guessed (docs/units.md)
	 */
	if (!tool && cond.cond.pattern == IODB_PATTERN_RAND &&
	    !m->tc->tool_refused && !m->tc->script_names && !m->map.units) {
		const char *rtool = table_random_tool(m);

		if (rtool)
			conv = table_tool_conv(rtool, 0);
	}
	count_beside_rate(m, c, rowtest, rowunit, &rt, &cv);
	iops_and_latency(m, c, rowtest, &rt, &cv);
	rate_and_percentile(m, c, s, &cv);
	header_unit_list(m, c, &cv);
	shared_rate_unit(m, c, rowtest, &rt, &cv);
	if (cv.n == 2 && !cond.n_ops && !cv.v[0].op && !cv.v[1].op &&
	    !cv.v[0].sys[0] && !cv.v[1].sys[0] && !cv.v[0].osys[0] &&
	    cv.v[0].metric == cv.v[1].metric && !m->map.has_cond &&
	    (fio_mix_named(m->head[c]) || fio_mix_named(rowtest))) {
		/* "35.22 / 35.18 MB/s" under "rw-4k" or "randrw": fio's
		 * mixed test, a figure per direction in the order fio
		 * prints them, read then write */
		cond.ops[0] = IODB_OP_READ;
		cond.ops[1] = IODB_OP_WRITE;
		cond.n_ops = 2;
	}
	/* "753 MB/s (KOIO 925)": the row's figure, and the same test's of
	 * the system the brackets name, in the same unit */
	other = cv.n == 1 && cv.v[0].osys[0] && cond.n_ops <= 1 &&
		other_system_named(m, r, c, &cv.v[0]);
	if (other) {
		cv.v[1] = cv.v[0];
		memcpy(cv.v[1].num, cv.v[0].onum, sizeof(cv.v[1].num));
		memcpy(cv.v[1].sys, cv.v[0].osys, sizeof(cv.v[1].sys));
		cv.n = 2;
	}
	/* "| Test | ext4 / xfs |" over "| Seq read (MB/s) | 512 / 498 |",
	 * or a row "| ext4 / xfs | 512 / 498 |": a figure per configuration
	 * the row or the header names, as many of both */
	cfg = 0;
	if (cv.n >= 2 && cond.n_ops <= 1 && !cv.v[0].op && !cv.v[0].sys[0] &&
	    !other && !m->map.labels_columns) {
		size_t ll = strlen(label), hl = strlen(m->head[c]);

		for (size_t k = 0; k < t->cols && !cfg && label[0]; k++)
			/* one cell of the row names them, not systems
			 * joined ("tank / plain") */
			cfg = m->role[k] == TABLE_ROLE_SYSTEM &&
			      !strcmp(table_cell(t, r, k), label) &&
			      config_names(label, cv.n, cfgs);
		if (!cfg && config_names(m->head[c], cv.n, cfgs)) {
			cfg = strcmp(label, m->head[c]) ? 2 : 1;
			/* "tank / ext4 / xfs": the row's system and the
			 * header joined; the system alone */
			if (cfg == 2 && ll > hl + 3 &&
			    !strcmp(label + ll - hl, m->head[c]) &&
			    !strncmp(label + ll - hl - 3, " / ", 3))
				label[ll - hl - 3] = '\0';
			else if (cfg == 2 && strstr(label, m->head[c]))
				cfg = 0;
		}
	}
	runs = cv.n >= 2 && cond.n_ops <= 1 && !cv.v[0].op && !cv.v[0].sys[0] &&
	       !other && !cfg && runs_in_cell(m, r, c, label, cv.n);
	li = table_entries_label(&m->ent, label);
	if (li < -1)
		return -ENOMEM;
	for (int k = 0; k < cv.n; k++) {
		struct table_entry e;
		enum testname_metric metric = cv.v[k].metric;
		const char *unit = cond.unit;
		double x;
		int cmd, access, pslot, hd_bench, io_fig, op_time = 0;
		size_t sd = 0, jn;
		int optimes = 0;

		table_entry_init(&e);
		if (metric == TESTNAME_RUNTIME &&
		    lat_in_seconds(&rt, &m->ht[c]))
			/* "| P99 latency write | 1.2 s | 743 ms |": seconds
			 * in a row (or column) that names a latency and no
			 * unit of its own, as its sibling cells' ms are */
			metric = TESTNAME_LAT;
		e.label = li;
		if (cfg) {
			/* the configuration's figure: its name the label,
			 * after the row's system when the header names it */
			char sl[sizeof(label) + sizeof(cfgs[0]) + 4];

			snprintf(sl, sizeof(sl), "%s%s%s",
				 cfg == 2 ? label : "",
				 cfg == 2 && label[0] ? " / " : "", cfgs[k]);
			e.label = table_entries_label(&m->ent, sl);
			if (e.label < -1)
				return -ENOMEM;
		} else if (cv.v[k].sys[0]) {
			/* "RPi3: 22.5<br>RPi4: 40.2": the figure of the
			 * system the cell names, under the row's */
			char sl[sizeof(label) + sizeof(cv.v[k].sys) + 1];

			snprintf(sl, sizeof(sl), "%s%s%s", label,
				 label[0] ? " " : "", cv.v[k].sys);
			e.label = table_entries_label(&m->ent, sl);
			if (e.label < -1)
				return -ENOMEM;
		}
		/* rows are systems and this one names none, or each row
		 * holds whole results: its figures are its own, never
		 * another row's result */
		e.row = (li < 0 && m->has_system) || row_records(m)
			    ? (long)r + 1
			    : 0;
		e.tool = row_own ? own
			 : m->prep[c]
			     ? NULL
			     : testname_tool(m->head[c], strlen(m->head[c]));
		e.row_tool = row_own;
		e.dd_named =
		    (own && !strcmp(own, "dd")) ||
		    (e.tool && !strcmp(e.tool, "dd")) ||
		    (!own && !e.tool && m->tool && !strcmp(m->tool, "dd") &&
		     (m->tc->tool_near || m->map.tool));
		e.cond = cond;
		if (cv.n >= 2 && cv.v[k].op && cv.v[0].op != cv.v[1].op) {
			/* "R: 103 / W: 45": the cell names each direction */
			e.cond.cond.op = (enum iodb_op)cv.v[k].op;
		} else if (cv.n == 1 && cv.v[0].op) {
			/* "2,408 write IOPS (70/30)", "1829 MiB/s read": the
			 * cell names its figure's direction, one the row or
			 * header names (a mix's side) or where none is named;
			 * a bracket's mix is one the row says or none */
			int named = !cond.n_ops;

			for (int j = 0; j < cond.n_ops && j < 2; j++)
				named |= (int)cond.ops[j] == cv.v[0].op;
			if (!named ||
			    (cv.v[0].mix && cond.n_ops == 1 &&
			     isnan(cond.cond.mix_read_pct)) ||
			    (cv.v[0].mix && !isnan(cond.cond.mix_read_pct) &&
			     cond.cond.mix_read_pct != cv.v[0].mix)) {
				table_why(m,
					  "'%s' names a direction or mix its "
					  "row or header does not",
					  s);
				return 0;
			}
			e.cond.cond.op = (enum iodb_op)cv.v[0].op;
		} else if ((cv.n == 1 || cv.v[k].sys[0] || other || cfg) &&
			   cond.n_ops <= 1) {
			/* one figure, or one of each system the cell names */
			e.cond.cond.op =
			    cond.n_ops ? cond.ops[0] : IODB_OP_UNKNOWN;
		} else if (cv.n == cond.n_ops) {
			e.cond.cond.op = cond.ops[k];
		} else if (cv.n == 1 && m->mixed_corner && rt.n_ops == 2) {
			/* "| 16K_70/30 | 6191 IOps |" under "| Random
			 * Read/Write |": the mix's one figure for both
			 * directions */
			e.cond.cond.op = IODB_OP_READWRITE;
		} else if (runs) {
			/* "| Round 1–2 | 1671 / 1655 MB/s |": a figure per
			 * run of the one test, each its own result */
			e.cond.cond.op =
			    cond.n_ops ? cond.ops[0] : IODB_OP_UNKNOWN;
		} else if (order_fits(m, &cv, &cond)) {
			/* "104/124" where a line above says "the format is
			 * Write/Read", "1,047 / 792 / 1,080" under "Each
			 * triplet is: sequential read / sequential write /
			 * random read": the figures' tests in that order */
			e.cond.cond.op = (enum iodb_op)m->tc->order.ops[k];
			if (m->tc->order.pattern[k])
				e.cond.cond.pattern =
				    (enum iodb_pattern)m->tc->order.pattern[k];
		} else if (cv.n == 1 && !own_ops && !m->map.has_cond &&
			   e.tool) {
			/* "IO perf (hdparm read / dd write)" over columns
			 * naming the tools, one figure a cell: which of the
			 * heading's directions is this one's is not said */
			e.cond.cond.op = IODB_OP_UNKNOWN;
		} else if (cv.n == 1 && rt.n_ops == 2 && cond.n_ops == 2 &&
			   !m->ht[c].n_ops && !cv.v[0].op && !m->map.has_cond &&
			   row_one_figure_a_cell(m, r)) {
			/* "| Seq Read/Write | 約 23 MiB/s |": the row names
			 * both directions and each cell gives one figure;
			 * which (or both together) it measures is not said:
			 * the figure with its direction unknown.  Not in a
			 * row that parts directions in a cell ("R: 693 / W:
			 * 300"): there a lone figure is the mix's, skipped */
			e.cond.cond.op = IODB_OP_UNKNOWN;
		} else if (cv.n == 1 && !cv.v[0].op &&
			   m->ht[c].metric == TESTNAME_RUNTIME &&
			   !m->ht[c].n_ops && !rt.n_ops) {
			/* "| run time |" under "Random Read/Write" beside
			 * "reads/s" and "writes/s": the time of the row's
			 * run, which row_runtimes() (table_emit.c) gives its
			 * read and write results when they are one test's,
			 * and no result alone otherwise */
			e.cond.cond.op = IODB_OP_UNKNOWN;
		} else if (cv.n == 1 && cv.v[0].fio && !cv.v[0].op) {
			/* "bw=121556KB/s, iops=30389" where the table names
			 * two directions: fio prints a line per direction,
			 * this one's is not said: its direction unknown */
			e.cond.cond.op = IODB_OP_UNKNOWN;
		} else {
			table_why(
			    m,
			    "'%s' holds a different number of figures than "
			    "the directions its header names",
			    s);
			return 0;
		}
		/* "| dd(w) |", "| dd (w dsync) |": a tool's column, the
		 * direction its bracket's letter */
		if (!e.cond.cond.op && e.tool && cv.n == 1)
			e.cond.cond.op = bracket_direction(m->head[c]);
		e.bs_bare = bare_block_size(m, r, e.cond.cond.bs);
		if (!e.tool && !m->tool && !m->prep[c])
			/* "| sda | CrystalDiskMark | 540.2 |" in a table no
			 * tool is named for: the row's tool is its run's */
			e.tool = tool;
		e.cond.n_ops = e.cond.cond.op ? 1 : 0;
		e.cond.ops[0] = e.cond.cond.op;
		if (m->as_ssd && (rt.access || m->ht[c].access))
			/* AS SSD reads 4 KiB and writes 512 B for Acc.time */
			e.cond.cond.bs = e.cond.cond.op == IODB_OP_READ ? 4096
					 : e.cond.cond.op == IODB_OP_WRITE ? 512
									   : -1;
		if (metric == TESTNAME_NONE && rowunit[0]) {
			/* a column of units: "| 512.4 | MB/s |" */
			metric = table_unit_metric(rowunit);
			unit = rowunit;
		}
		if (metric == TESTNAME_NONE)
			metric = cond.metric;
		if (metric == TESTNAME_NONE && !cv.v[k].unit[0] &&
		    !(unit && unit[0]) &&
		    m->tc->prose_metric == TESTNAME_IOPS &&
		    !m->heading.metric && !m->ht[c].metric && !rt.metric &&
		    !m->cdm && !m->as_ssd)
			/* "fio で IOPS 性能を測定しました" above a table of
			 * bare figures: they are IOPS (a count needs no unit)
			 */
			metric = TESTNAME_IOPS;
		if ((metric == TESTNAME_NONE ||
		     metric == table_unit_metric(m->shared_unit)) &&
		    !cv.v[k].unit[0] && !(unit && unit[0]) &&
		    m->shared_unit[0] && !m->ht[c].metric &&
		    c != m->shared_col) {
			/* "| 랜덤 읽기 (MB/s) | 랜덤 쓰기 |": the unit named
			 * once for the sibling columns (a heading may name
			 * their metric, "throughput", not its unit) */
			metric = table_unit_metric(m->shared_unit);
			unit = m->shared_unit;
		}
		if (metric == TESTNAME_NONE && !cv.v[k].unit[0] &&
		    !(unit && unit[0]) &&
		    (last_unit(rowtest, lastunit, sizeof(lastunit)) ||
		     last_unit(m->head[c], lastunit, sizeof(lastunit)))) {
			/* "Lecture séquentielle préchauffée, Mio/s": the unit
			 * closes the row's (or the header's) words */
			metric = table_unit_metric(lastunit);
			unit = lastunit;
		}
		if (!cv.v[k].unit[0] && !(unit && unit[0]) && keyunit[0] &&
		    (metric == TESTNAME_NONE ||
		     metric == table_unit_metric(keyunit))) {
			/* "Read Bw Mibps", "Read Lat Ms": a metric's key,
			 * its unit last */
			metric = table_unit_metric(keyunit);
			unit = keyunit;
		}
		if (m->as_ssd && !cv.v[k].unit[0] && !(unit && unit[0]) &&
		    (metric == TESTNAME_NONE || metric == TESTNAME_BW ||
		     metric == TESTNAME_LAT)) {
			/*
			 * AS SSD's result screen prints MB/s for Seq, 4K and
			 * 4K-64Thrd and ms for Acc.time: the rows name which
			 */
			if (rt.access || m->ht[c].access) {
				metric = TESTNAME_LAT;
				unit = "ms";
			} else if (m->ht[c].metric != TESTNAME_LAT &&
				   rt.metric != TESTNAME_LAT) {
				/* whatever a note above says ("Acc.time:
				 * latency") of another row */
				metric = TESTNAME_BW;
				unit = "MB/s";
			}
		}
		if (tool && !cv.v[k].unit[0] && !(unit && unit[0]) &&
		    (!strcmp(tool, "CrystalDiskMark") ||
		     !strcmp(tool, "HD Tune")) &&
		    (!weak_tool || own_ops || metric != TESTNAME_NONE ||
		     m->ht[c].aggregate || rt.aggregate || m->ht[c].stat ||
		     rt.stat || cond.cond.pattern != IODB_PATTERN_UNKNOWN ||
		     cond.cond.bs > 0 || m->ht[c].access || rt.access)) {
			/*
			 * The tool prints one unit: CrystalDiskMark's figure
			 * is MB/s; HD Tune's rates are MB/s, its access time
			 * ms.  When only the document's heading names the
			 * tool, the table itself names a test or direction
			 * (a log's "| file | figures |" under "# CDM MB/s
			 * notes" holds counts, no rates).
			 */
			if (metric == TESTNAME_LAT ||
			    (metric == TESTNAME_NONE &&
			     (m->ht[c].access || rt.access))) {
				if (!strcmp(tool, "HD Tune")) {
					metric = TESTNAME_LAT;
					unit = "ms";
				}
			} else if (metric == TESTNAME_NONE ||
				   metric == TESTNAME_BW) {
				metric = TESTNAME_BW;
				unit = "MB/s";
			}
		}
		if (tool && !weak_tool && !row_own && !cv.v[k].unit[0] &&
		    !(unit && unit[0]) && metric == TESTNAME_NONE &&
		    !m->ht[c].access && !rt.access && !m->map.has_cond &&
		    !m->prep[c] &&
		    testname_tool(m->head[c], strlen(m->head[c])) &&
		    tool_rate_column(m, c, tool)) {
			/*
			 * "| hdparm | dd |" over bare figures: the rate the
			 * tool the header names prints, in its own MB
			 * (hdparm's 2^20, dd's 10^6: docs/units.md)
			 */
			metric = TESTNAME_BW;
			unit = "MB/s";
		}
		if (tool && !strcmp(tool, "fio-cdm") && !cv.v[k].unit[0] &&
		    !(unit && unit[0]) &&
		    (metric == TESTNAME_NONE || metric == TESTNAME_BW) &&
		    fio_cdm_named(&rt, &m->ht[c])) {
			/*
			 * fio-cdm's table: "|SEQ1M Q8 T1 | 2997.60|" under
			 * "Read(MB/s)", bw_bytes / 10^6 (its source: "use
			 * MB/s(10^6) instead of MiB/s"); the shell forks
			 * naming "Seq", "4K", "4KQD32" divide fio's own
			 * figures each its way: their bare numbers are not
			 * read.
			 */
			metric = TESTNAME_BW;
			unit = "MB/s";
		}
		if (tool && !strcmp(tool, "flashbench") &&
		    flashbench_rate(cv.v[k].unit, sizeof(cv.v[k].unit))) {
			/* "8.86M/s", "868K/s": flashbench's rates, its own
			 * units (docs/units.md) */
			metric = TESTNAME_BW;
			unit = NULL;
		}
		if (table_val_per_second(cv.v[k].unit)) {
			/* "1430/s": a count a second; I/O operations when
			 * the test is reads or writes of blocks, or seeks */
			if (io_count(&cond, rowtest, m->head[c])) {
				metric = TESTNAME_IOPS;
			} else if (metric != TESTNAME_IOPS) {
				table_why(m,
					  "'%s' counts something a second "
					  "that is not said to be I/O "
					  "operations",
					  s);
				continue;
			}
		}
		if (metric == TESTNAME_NONE && m->tc->iops_stated &&
		    (!strcmp(cv.v[k].unit, "k") ||
		     !strcmp(cv.v[k].unit, "K")) &&
		    !(unit && unit[0]) && rt.cond.bs > 0 && rt.cond.pattern &&
		    rt.n_ops == 1 && !m->heading.metric && !m->ht[c].metric &&
		    !m->cdm && !m->as_ssd)
			/* "4K rand write | 37.6k" under prose stating "IOPS
			 * is 19.4k": a count of operations in thousands, a
			 * test of blocks naming its size, pattern and
			 * direction */
			metric = TESTNAME_IOPS;
		if (metric == TESTNAME_NONE) {
			table_why(
			    m,
			    "cannot tell what '%s' measures (no unit, and "
			    "no IOPS/throughput/latency word in its "
			    "header, row or heading)",
			    s);
			continue;
		}
		if (metric == TESTNAME_LAT && !m->ht[c].access && !rt.access &&
		    (many_operations(rowtest) || many_operations(m->head[c]))) {
			table_why(m,
				  "'%s' is the time of many operations "
				  "together, no latency",
				  s);
			continue;
		}
		if (metric == TESTNAME_LAT &&
		    (sync_call(rowtest) || sync_call(m->head[c]))) {
			/* "| fsync 延迟 | 0.089 ms |": a flush's time, not
			 * a read's or a write's */
			table_why(m,
				  "'%s' is the latency of a sync call (fsync), "
				  "which a result has no field for",
				  s);
			continue;
		}
		pslot = -1;
		if (metric == TESTNAME_LAT && cv.v[k].metric == TESTNAME_LAT)
			optimes = operation_times(&cv, k, conv, m->sep);
		if (metric == TESTNAME_LAT && !m->ht[c].access && !rt.access &&
		    (cv.n == 1 || other ||
		     (cv.n >= 2 && cv.v[k].op && cv.v[0].op != cv.v[1].op))) {
			/* "p99 (µs)", "99th pct", "clat 99.9%" over times, or
			 * a row so named (a header that is the system's name,
			 * "WD P50", names no percentile); each direction's of
			 * a pair, "R: 18 ms, W: 31 ms", as the avg column's */
			double pct = cv.v[k].pct;

			if (!pct && strcmp(label, m->head[c]))
				pct = table_percentile(m->head[c]);
			if (!pct)
				pct = table_percentile(rowtest);
			if (pct) {
				pslot = percentile_slot(m, c, rowtest, tool,
							pct, s);
				if (pslot < 0)
					continue; /* said why */
			}
		}
		if (pslot < 0 && metric == TESTNAME_LAT &&
		    cv.v[k].metric == TESTNAME_LAT &&
		    cond.metric != TESTNAME_LAT && rt.metric != TESTNAME_LAT &&
		    m->ht[c].metric != TESTNAME_LAT &&
		    m->heading.metric != TESTNAME_LAT && !m->ht[c].access &&
		    !rt.access && !m->heading.access && !m->as_ssd &&
		    table_unit_metric(rowunit) != TESTNAME_LAT &&
		    !mean_latency(m, c, s) && !optimes && !cv.v[k].mean_named) {
			/* "| 时间 | 7ms | 14ms |": a time the cell's unit
			 * gives and no latency word names (an "avg" beside
			 * percentiles does): the time the whole run took, or
			 * an operation's?  Not said */
			table_why(m,
				  "'%s' is a time that no latency word names "
				  "(elapsed or per operation is not said)",
				  s);
			continue;
		}
		if (pslot < 0 && metric == TESTNAME_LAT &&
		    !m->ht[c].aggregate && !rt.aggregate && !m->ht[c].stat &&
		    !rt.stat && !m->ht[c].access && !rt.access &&
		    !m->heading.access && optimes != 2 &&
		    !cell_names_statistic(s, 0) &&
		    !cell_names_statistic(s, 1) && sibling_statistic(m, r, c)) {
			/* "| latency | median 0.65 ms, max 4.1 ms | 0.12 ms
			 * |": the cells beside name their statistics, this
			 * one none: a mean is not said, nor which it is */
			table_why(m,
				  "'%s' is a latency whose statistic is not "
				  "said, beside figures that name a median, "
				  "maximum or percentile",
				  s);
			continue;
		}
		/* "650.9" under "지연 표준편차 (µs)" beside "평균 지연 (µs)":
		 * the deviation of the row's mean latency, a figure of the
		 * same result (lat_stddev_ns); one figure alone in its cell */
		sd = pslot < 0 && m->ht[c].stat && !rt.stat &&
			     metric == TESTNAME_LAT &&
			     (cv.v[k].metric == TESTNAME_NONE ||
			      cv.v[k].metric == TESTNAME_LAT) &&
			     (cv.n == 1 || other) && !cv.stats &&
			     !cv.v[k].alt_num[0]
			 ? deviation_column(m, c)
			 : 0;
		/* "throughput / p99": the header's statistic is the
		 * cell's second figure's (rate_and_percentile) */
		if (pslot < 0 && !sd && (m->ht[c].stat || rt.stat) &&
		    !(cv.v[k].alt_pct > 0 && !rt.stat) &&
		    !(rt.stat && !m->ht[c].stat && measured_max(m, rowtest))) {
			table_why(
			    m,
			    "'%s' is a minimum, maximum, burst, deviation "
			    "or percentile, which a table result does not keep",
			    s);
			continue;
		}
		if (metric != TESTNAME_IOPS && !cv.v[k].unit[0] &&
		    !(unit && unit[0])) {
			table_why(m, "no unit for '%s' (its header names none)",
				  s);
			continue;
		}
		if (cv.v[k].unit_bracketed && !(unit && unit[0]) &&
		    !column_units_agree(m, c, cv.v[k].metric)) {
			/* "| 270.6 (usec) |" over "| 2.1 |": a unit in one
			 * cell's brackets, not the column's */
			table_why(m,
				  "'%s': not every figure of its column states "
				  "its unit in the same kind",
				  s);
			continue;
		}
		io_fig = metric == TESTNAME_BW && cv.v[k].size_unit &&
			 (amount_column(m, c) ||
			  (m->field_rows && total_io_header(rowtest)));
		if (metric == TESTNAME_BW && cv.v[k].size_unit && !io_fig &&
		    !(unit && (strchr(unit, '/') || strstr(unit, "ps"))) &&
		    !rate_column(m, c)) {
			/* "32768 GB" and no rate said anywhere: a size (a
			 * capacity), no throughput */
			table_why(m, "'%s' is a size, no rate", s);
			continue;
		}
		if (row_extreme(m, r) && !measured_max(m, rowtest)) {
			/* "| 最大吞吐量 | 256 MBps |": a maximum */
			table_why(m,
				  "'%s' is a maximum or minimum, which a table "
				  "result does not keep",
				  s);
			continue;
		}
		sep = cv.v[k].fio ? TABLE_SEP_POINT : m->sep;
		if (m->sep_misgrouped && table_val_comma_long(cv.v[k].num)) {
			table_why(m,
				  "'%s': a ',' before four digits groups no "
				  "thousands, and the table's decimal point is "
				  "'.'",
				  s);
			continue;
		}
		if (table_val_number(cv.v[k].num, sep, NULL, 0) &&
		    !m->sep_clash) {
			/* "18,9ms" in a table of "18.1ms": a number only one
			 * convention reads (a comma before one or two digits)
			 * is read by it, whatever the table's others say */
			int ev = table_val_evidence(cv.v[k].num);

			if (ev == 1)
				sep = TABLE_SEP_POINT;
			else if (ev == 2)
				sep = TABLE_SEP_COMMA;
		}
		if (table_val_number(cv.v[k].num, sep, NULL, 0) &&
		    m->sep_clash && metric == TESTNAME_IOPS &&
		    strchr(cv.v[k].num, ',') && !strchr(cv.v[k].num, '.') &&
		    table_val_evidence(cv.v[k].num) == 3)
			/* "40,074" beside "36,92" in an IOPS column: most
			 * figures group thousands with ',', a count of
			 * operations to three decimals is none a person
			 * writes; the slip ("36,92") alone stays unread */
			sep = TABLE_SEP_POINT;
		if (table_val_number(cv.v[k].num, sep, NULL, 0)) {
			table_why(m,
				  "cannot tell whether ',' or '.' separates "
				  "thousands or decimals in '%s' (the table "
				  "does not say)",
				  s);
			continue;
		}
		if (metric == TESTNAME_BW &&
		    table_unit_bits_unsure(
			cv.v[k].unit[0] && strcasecmp(cv.v[k].unit, "k") &&
				strcasecmp(cv.v[k].unit, "m")
			    ? cv.v[k].unit
			    : unit)) {
			table_why(m,
				  "'%s': 'Mb/s' is written for megabits and "
				  "for megabytes a second; which one is not "
				  "said",
				  s);
			continue;
		}
		kconv = proven_conv(m, &cv.v[k], unit, sep, conv);
		/* "| 784032KB/s |", "| 1452.2MB/s |" in a table of fio's:
		 * fio 2.x's own forms, its KB and MB binary; the row's IOPS
		 * x block size checks it (bw_tool below, table_emit.c) */
		fio2 = metric == TESTNAME_BW && kconv == UNITS_DECIMAL &&
		       conv == UNITS_DECIMAL && !m->map.units && !cv.v[k].fio &&
		       cv.n == 1 && tool && !strcmp(tool, "fio") &&
		       table_fio2_rate_form(s) && fio2_rates(m);
		if (fio2)
			kconv = UNITS_BINARY;
		x = table_convert(&cv.v[k], metric, unit, kconv, sep);
		if (isnan(x)) {
			table_why(m, "cannot convert '%s'", s);
			continue;
		}
		if (x == 0 && !io_fig &&
		    (pslot >= 0 || metric == TESTNAME_LAT ||
		     metric == TESTNAME_RUNTIME)) {
			/* "0" under "Runtime (s)" or "Lat P50 (us)": no run
			 * or operation takes no time; the time is not known
			 * (a run that did not happen, or one too short for
			 * the unit), no figure */
			table_why(m, "'%s' is a time of zero, no figure", s);
			continue;
		}
		if (metric == TESTNAME_BW && !cv.v[k].fio) {
			/* "11071.00" under "4K Random Read (KB/s)": 1000
			 * bytes as written, unless the table's IOPS x block
			 * size says 1024; "183.31 MB/s" in a table of YABS's:
			 * its MB, unless its row's IOPS x block size says
			 * otherwise (table_emit.c) */
			const char *u = cv.v[k].unit[0] &&
						strcasecmp(cv.v[k].unit, "k") &&
						strcasecmp(cv.v[k].unit, "m")
					    ? cv.v[k].unit
					    : unit;
			double d = kconv == UNITS_DECIMAL
				       ? x
				       : table_convert(&cv.v[k], metric, unit,
						       UNITS_DECIMAL, sep);

			char num[48];

			/* "| Read (bonnie++) | 83062 MB/s |": a tool
			 * printing K/sec named by the row or column, its
			 * figure in MB/s or GB/s; table_emit.c checks it */
			if ((dec_prefix(u) == 'M' || dec_prefix(u) == 'G') &&
			    (kib_tool_named(rowtest) ||
			     kib_tool_named(m->head[c])) &&
			    !table_val_number(cv.v[k].num, sep, num,
					      sizeof(num)))
				e.bw_kfig = strtod(num, NULL);
			/* a base the document's bytes / time lines proved
			 * (proven_conv()) stands: no row check over it */
			if (kconv == UNITS_DECIMAL)
				e.bw_dec = dec_prefix(u);
			else if ((kconv == conv || fio2) && d > 0) {
				e.bw_tool = dec_prefix(u);
				e.bw_tool_f = x / d;
			}
		}
		access = m->ht[c].access || rt.access ||
			 (!m->ht[c].metric && m->heading.access);
		if (cv.v[k].approx)
			/*
			 * "| Q1 read | 23 MB/s | ~27 MB/s |", "約 3,800",
			 * "approx. 500": the author's estimate or rounding,
			 * which no reader takes for a measured result (as
			 * prose's "~3400 MB/s" is none, doctext.c); the
			 * cell's other figures (its exact IOPS in brackets)
			 * stay.  A table of such figures alone is judged
			 * before (classify(), rough_spec() in table_emit.c)
			 */
			m->approx_left++;
		else if (sd)
			e.lat_sd = x;
		else if (pslot >= 0)
			e.pct[pslot] = x;
		else if (io_fig)
			e.io = x; /* "3972 MiB" under "Total read": bytes */
		else
			set_metric(&e, metric, access, x, cv.v[k].num, sep);
		/* "read: IOPS=357k, BW=1395MiB/s (1463MB/s)(81.7GiB/
		 * 60001msec)" in a cell: the bytes and runtime fio printed
		 * beside its rate are the same run's */
		if (cv.v[k].fio && !io_fig && pslot < 0 && !sd) {
			if (cv.v[k].fio_io > 0)
				e.io = cv.v[k].fio_io;
			if (cv.v[k].fio_run > 0)
				e.run = cv.v[k].fio_run;
		}
		/* "12.9" under "Read/IOPS": no prefix anywhere, so a
		 * tool's "12.9k" shortened may stand there (table_emit.c) */
		e.iops_bare = metric == TESTNAME_IOPS && !cv.v[k].unit[0] &&
			      (!unit || !unit[0] || !strcasecmp(unit, "iops"));
		if (cv.v[k].alt_pct > 0 && metric != TESTNAME_LAT &&
		    (!cv.v[k].alt_num[0] || cv.v[k].alt_approx)) {
			/* "~1200 MiB/s read / 40 ms": the author's rounding,
			 * no reading (above); "/ 40": no time said (said
			 * why: rate_and_percentile()) */
			m->approx_left += cv.v[k].alt_approx;
		} else if (cv.v[k].alt_pct > 0 && metric != TESTNAME_LAT) {
			/* "1829.72 MiB/s read / 40.97 ms" under "throughput
			 * / p99": the time is that percentile, its slot
			 * percentile_slot()'s (a fio run's: clat's) */
			struct table_val a;
			int ps = percentile_slot(m, c, rowtest, tool,
						 cv.v[k].alt_pct, s);

			memset(&a, 0, sizeof(a));
			memcpy(a.num, cv.v[k].alt_num, sizeof(a.num));
			memcpy(a.unit, cv.v[k].alt_unit, sizeof(a.unit));
			x = table_convert(&a, TESTNAME_LAT, a.unit, conv, sep);
			if (ps >= 0 && !isnan(x))
				e.pct[ps] = x;
		} else if (cv.v[k].alt_metric == TESTNAME_LAT &&
			   !cv.v[k].alt_named && metric != TESTNAME_LAT &&
			   m->ht[c].metric != TESTNAME_LAT &&
			   rt.metric != TESTNAME_LAT &&
			   !names_latency(m->head[c]) &&
			   !names_latency(rowtest) &&
			   !(op_time = metric == TESTNAME_IOPS &&
				       one_operation_time(&cv.v[k], x, conv,
							  m->sep)) &&
			   !queue_time(&cv.v[k], metric, x, &e.cond.cond, conv,
				       m->sep)) {
			/* "1497 MiB/s (171 ms)", "3,800 IOPS / 0.26 ms"
			 * under "Result": the run's time or a latency?
			 * Nothing says: not read (its first figure is) */
			table_why(m,
				  "the time in '%s' is one that no latency "
				  "word names (elapsed or per operation is "
				  "not said)",
				  s);
		} else if (cv.v[k].alt_metric == TESTNAME_BW &&
			   metric != TESTNAME_BW &&
			   table_unit_bits_unsure(cv.v[k].alt_unit)) {
			/* "4142 IOPS (12.4 Mb/s)": megabits as written, or
			 * megabytes as often meant; nothing says which (the
			 * IOPS x block size settled neither: doctext.c,
			 * rate_iops_cell()).  The IOPS stays */
			table_why(m,
				  "'%s': 'Mb/s' is written for megabits and "
				  "for megabytes a second; which one is not "
				  "said (kept the IOPS only)",
				  s);
		} else if (cv.v[k].alt_metric != TESTNAME_NONE &&
			   cv.v[k].alt_metric != metric) {
			/* "3,120 MB/s (762K IOPS)": a second metric */
			struct table_val a;

			memset(&a, 0, sizeof(a));
			memcpy(a.num, cv.v[k].alt_num, sizeof(a.num));
			memcpy(a.unit, cv.v[k].alt_unit, sizeof(a.unit));
			a.fio = cv.v[k].fio;
			x = table_convert(&a, cv.v[k].alt_metric, a.unit, conv,
					  sep);
			if (!isnan(x) && cv.v[k].alt_approx) {
				/* "26 MB/s (~6.3K IOPS)": the author's
				 * reckoning of the rate, no reading (above);
				 * the rate stays */
				m->approx_left++;
			} else if (!isnan(x)) {
				set_metric(&e, cv.v[k].alt_metric, access, x,
					   a.num, sep);
				/* "106113 IOPS (424455 KB/s)": KB as 1000
				 * bytes unless IOPS x block size says 1024
				 * (table_emit.c), as in a column of its own */
				if (cv.v[k].alt_metric == TESTNAME_BW &&
				    conv == UNITS_DECIMAL)
					e.bw_dec = dec_prefix(a.unit);
			}
		} else if (cv.v[k].alt_metric == TESTNAME_NONE &&
			   cv.v[k].alt_num[0] && metric != TESTNAME_IOPS &&
			   cv.v[k].unit[0] &&
			   m->ht[c].metric == TESTNAME_IOPS &&
			   header_brackets_iops(m->head[c])) {
			/*
			 * "12.79 MB/s (3.1k)" under "4k (IOPS)": the cell's
			 * unit names its first figure, the header's
			 * bracket the bare one in the cell's brackets.
			 */
			struct table_val a;

			memset(&a, 0, sizeof(a));
			memcpy(a.num, cv.v[k].alt_num, sizeof(a.num));
			memcpy(a.unit, cv.v[k].alt_unit, sizeof(a.unit));
			x = table_convert(&a, TESTNAME_IOPS, NULL, conv,
					  m->sep);
			if (!isnan(x) && cv.v[k].alt_approx)
				m->approx_left++; /* "(~3.1k)": as above */
			else if (!isnan(x))
				set_metric(&e, TESTNAME_IOPS, 0, x, a.num,
					   m->sep);
		}
		hd_bench = tool && !strcmp(tool, "HD Tune") &&
			   (cv.n == 1 || other) && !e.cond.cond.op &&
			   !cond.n_ops &&
			   e.cond.cond.pattern == IODB_PATTERN_UNKNOWN &&
			   e.cond.cond.bs < 0 && isnan(e.iops) &&
			   isnan(e.lat) && (!isnan(e.bw) || !isnan(e.acc));
		if (hd_bench) {
			/* HD Tune's Benchmark tab (transfer rate average,
			 * access time, nothing naming a direction or a size)
			 * is its read test, as HD Tune's own output reads
			 * (ingest/hdtune.c: read unless it says write, one
			 * result "Benchmark", sequential): its average and
			 * access time are one result */
			e.cond.cond.op = IODB_OP_READ;
			e.cond.n_ops = 1;
			e.cond.ops[0] = IODB_OP_READ;
			e.cond.cond.pattern = IODB_PATTERN_SEQ;
			if (e.label >= 0)
				e.row = 0; /* across the metric rows */
		}
		/* "0.41 ms (~2450 IOPS)": 1 / IOPS at a queue of one; a
		 * time a mean word names ("84 µs avg, 11,862 IOPS") is a
		 * latency whatever the queue */
		op_time |= optimes == 2 && !cv.v[k].mean_named;
		for (int j = 0; j < cv.stats && k == 0; j++)
			cell_statistic(m, &e, &cv.stat[j], c, rowtest, tool,
				       conv, sep, s);
		if (cv.v[k].qd > 0)
			e.cond.cond.iodepth = cv.v[k].qd;
		if (cv.v[k].threads > 0)
			e.cond.cond.numjobs = cv.v[k].threads;
		{
			/* a row naming its own tool takes that tool's
			 * commands and facts, not the table's; in a table
			 * no tool is named for, the tool its row or column
			 * names ("| dd write | 1.1 GB/s |": one stream) */
			const char *table_tool = m->tool;
			const struct table_context *tc0 = m->tc;
			struct table_context bare;

			if (row_own)
				m->tool = own;
			else if (e.tool)
				/* "| system | Read (hdparm -t) |" in a post
				 * of fio commands: the column's tool's
				 * commands, not another's */
				m->tool = e.tool;
			else if (m->tool && !own &&
				 rows_name_tool(m, m->tool)) {
				/* "| JMH ioUring_random_read |" among "| FIO
				 * random_read |" rows: the rows naming fio
				 * are its commands' and its tool's, this one
				 * another tool's */
				m->tool = NULL;
				e.untooled = 1;
				e.other_tool = row_names_tool_below(m, r);
			}
			if (method_excepted(m->tc, label, m->head[c],
					    rowtest)) {
				/* "| ZFS (earlier run) |" where the test
				 * method says the ZFS runs were buffered:
				 * none of the method's conditions */
				bare = *m->tc;
				bare.notes = NULL;
				bare.n_notes = 0;
				bare.note_key = NULL;
				bare.n_note_keys = 0;
				if (bare.method_direct)
					bare.post_direct = 0;
				m->tc = &bare;
			}
			/* the figure's one metric: a command its section
			 * gives to another ran none of it */
			m->fig_metric =
			    !isnan(e.iops) && isnan(e.bw) && isnan(e.lat)
				? TESTNAME_IOPS
			    : !isnan(e.bw) && isnan(e.iops) && isnan(e.lat)
				? TESTNAME_BW
			    : !isnan(e.lat) && isnan(e.iops) && isnan(e.bw)
				? TESTNAME_LAT
				: TESTNAME_NONE;
			if (e.cond.cond.direct < 0)
				e.cond.cond.direct =
				    row_head_direct(m, r, c, label);
			method_conditions(m, r, &e.cond, &m->depth_said);
			rows_vary(m);
			m->fig_transfer = m->transfer[c] &&
					  m->ht[c].cond.op == IODB_OP_UNKNOWN;
			table_conditions_fill(m, &e.cond, &cmd, row_note(m, r),
					      m->head[c], rowtest);
			m->fig_transfer = 0;
			e.from_template = m->fill_template;
			m->fill_template = 0;
			m->depth_said = 0;
			m->fig_metric = TESTNAME_NONE;
			m->tc = tc0;
			m->tool = table_tool;
		}
		if (e.cond.cond.direct < 0 && m->tc->direct_name &&
		    label_is(label, m->tc->direct_name))
			/* "注：ext4 一栏用 O_DIRECT" under the table */
			e.cond.cond.direct = 1;
		if (op_time &&
		    (e.cond.cond.iodepth > 1 || e.cond.cond.numjobs > 1)) {
			/* 1 / IOPS at a queue of 32 is no operation's
			 * latency (that is 32 / IOPS): not said what it is */
			e.lat = NAN;
			table_why(m,
				  "the time in '%s' is one that no latency "
				  "word names (elapsed or per operation is "
				  "not said)",
				  s);
		}
		if (!isnan(e.lat)) {
			/* "| Overall clat (msec) |" over "| 3.323 |": the
			 * column (or the row) says the time is fio's
			 * completion latency (submission: "slat"), kept as
			 * the result's clat (slat) mean, not the total
			 * latency's; the other naming no kind, or the same */
			int kh = named_latency_kind(m->head[c]);
			int kr = named_latency_kind(rowtest);
			int kind = kh ? kh : kr;

			if ((kind == 2 || kind == 3) && (!kr || kr == kind) &&
			    (!kh || kh == kind))
				e.lat_clat = (char)(kind - 1);
		}
		if (!isnan(e.lat) && !e.lat_clat &&
		    ((m->t->caption && latency_kind(m->t->caption) != 1) ||
		     (m->heading_text && latency_kind(m->heading_text) != 1)) &&
		    latency_kind(m->head[c]) == 1 &&
		    latency_kind(rowtest) == 1 &&
		    !has_ascii_word(m->head[c], "lat") &&
		    !has_ascii_word(rowtest, "lat")) {
			/* "p50/avg/p99 da `clat`:" over "| avg |": the
			 * caption says the column's latency is fio's
			 * completion latency, kept as the result's clat mean
			 * (under the total latency's field it would be
			 * wrong).  Only fio's own word says so: "completion"
			 * alone may be a job's ("after completion of the
			 * resync"), and a submission latency ("slat") or
			 * both kinds named ("lat and clat") leave the column
			 * unsaid: its times are skipped */
			const char *w[2] = {m->t->caption, m->heading_text};
			int clat = 0, both = 0;

			for (int q = 0; q < 2; q++) {
				if (!w[q])
					continue;
				clat |= has_ascii_word(w[q], "clat");
				both |= has_ascii_word(w[q], "slat") ||
					has_ascii_word(w[q], "submission") ||
					has_ascii_word(w[q], "lat");
			}
			if (clat && !both) {
				e.lat_clat = 1;
			} else {
				e.lat = NAN;
				table_why(m,
					  "'%s' is a completion or submission "
					  "latency (the caption says so), not "
					  "the total latency a table's mean is "
					  "kept as",
					  s);
			}
		}
		if (e.cond.cond.pattern == IODB_PATTERN_UNKNOWN &&
		    e.cond.cond.op != IODB_OP_UNKNOWN &&
		    iozone_sequential(m,
				      e.tool		 ? e.tool
				      : own		 ? own
				      : m->tc->tool_near ? m->tool
							 : NULL,
				      rowtest, c))
			/* "| IOZone | 4k read | 22803 KB/s |": iozone's read,
			 * write, reread, rewrite (and its f-, p- and
			 * backward tests) are sequential, as its own
			 * output reads (ingest/iozone.c); "stride read" and
			 * "record rewrite" are neither.  Only where the row,
			 * the column or the table's surroundings name iozone
			 * (not a mention elsewhere in the document) */
			e.cond.cond.pattern = IODB_PATTERN_SEQ;
		if (cv.n >= 2 && cv.v[k].op && cv.v[0].op != cv.v[1].op)
			e.cond.cond.mix_read_pct = row_mix(rowtest);
		else if ((cv.n == 1 || other) &&
			 e.cond.cond.op == IODB_OP_UNKNOWN && !rt.n_ops &&
			 !m->ht[c].n_ops)
			/* "| 4k rand 7:3 | 157117.79 |": one figure of
			 * the mixed load, whose read share the row names */
			e.cond.cond.mix_read_pct = row_mix(rowtest);
		else if ((cv.n == 1 || other) && rt.n_ops == 1 &&
			 !isnan(row_mix(rowtest)))
			/* "| Mixed 70/30 - Read | 3120 |": the read half of
			 * the 70/30 mix (testnames.c), its share kept */
			e.cond.cond.mix_read_pct = row_mix(rowtest);
		else if (m->ht[c].n_ops == 1 &&
			 e.cond.cond.op == m->ht[c].ops[0] &&
			 (e.cond.cond.op == IODB_OP_READ ||
			  e.cond.cond.op == IODB_OP_WRITE))
			/* "| Mixed randrw 70/30 | 3.5 | 1.5 |" under "R BW",
			 * "W BW": each column's half of the mix, its share
			 * kept as fio's randrw job keeps it on both halves
			 * (NAN where the row names none) */
			e.cond.cond.mix_read_pct = row_mix(rowtest);
		if (e.cond.cond.op == IODB_OP_UNKNOWN && (cv.n == 1 || other) &&
		    !cv.v[k].op &&
		    (testname_mixed(rowtest, strlen(rowtest)) ||
		     testname_mixed(m->head[c], strlen(m->head[c])) ||
		     !isnan(row_mix(rowtest))))
			/* "| Read-write | 114 |", "| RND4K Q1T1 Mix | 58.2 |",
			 * "| 4k rand 7:3 | 157117.79 |", a "Mix" column: the
			 * mixed load's one figure for both directions; a
			 * row whose direction is not said stays unknown */
			e.cond.cond.op = IODB_OP_READWRITE;
		e.cmd = cmd;
		testname_canonical(&e.cond, e.test, sizeof(e.test));
		int hp_named = 0; /* hdparm named the test its own way */
		if (!m->cdm && !e.cond.cdm && iozone_tool(own)) {
			/* "| IOZone | 4k Random Read | 43,397 KB/s |": a row
			 * naming iozone gets iozone's own test name, as its
			 * output gives it, never a CrystalDiskMark code
			 * ("RND4K") */
			const char *iz =
			    iozone_test_named(rowtest, strlen(rowtest));

			snprintf(e.test, sizeof(e.test), "%s", iz ? iz : "");
		}
		if (!m->cdm && !e.cond.cdm && tool && !strcmp(tool, "hdparm")) {
			/* "| Timing cached reads | 3254.95 MB/sec |": hdparm's
			 * own phrase names its test, as its output does
			 * ("cached reads"; O_DIRECT's is direct I/O, the
			 * others buffered) */
			enum iodb_op hop;
			int hdir, named;
			long mc = method_column(m, r);
			const char *mcs =
			    mc >= 0 ? table_cell(m->t, r, (size_t)mc) : "";
			char ct[sizeof(e.test)];

			named =
			    hdparm_test_named(rowtest, strlen(rowtest), e.test,
					      sizeof(e.test), &hop, &hdir);
			/* or its "Command" cell ("| Read speed | 44.1
			 * MB/sec | hdparm -t |"): the timing -t runs, for a
			 * row of its direction */
			if (!named &&
			    hdparm_command_timing(mcs, strlen(mcs), ct,
						  sizeof(ct), &hop, &hdir) &&
			    (e.cond.cond.op == IODB_OP_UNKNOWN ||
			     e.cond.cond.op == hop)) {
				snprintf(e.test, sizeof(e.test), "%s", ct);
				named = 1;
			}
			hp_named = named;
			if (named &&
			    (e.cond.cond.op == IODB_OP_UNKNOWN ||
			     e.cond.cond.op == hop) &&
			    e.cond.cond.direct < 0)
				e.cond.cond.direct = hdir;
		}
		if (m->as_ssd && (rt.access || m->ht[c].access))
			/* AS SSD's access time is a test of its own, not
			 * its 4K one's: named by the table's words alone */
			e.test[0] = '\0';
		if (!m->cdm && !e.cond.cdm && !m->as_ssd && !m->fio_cdm_shell &&
		    !iozone_tool(own) && !hp_named)
			/* a CrystalDiskMark, AS SSD, iozone or hdparm test
			 * keeps its tool's own name ("SEQ1M Q8T1", "cached
			 * reads"); an hdparm row whose words are none of
			 * hdparm's ("| HDParm | Disk Read |" under "Test") is
			 * named by its author, as any other tool's */
			named_test(m, r, rowtest, &rt, e.named_test,
				   sizeof(e.named_test));
		/* the job: the test as the table names it (a percentile's
		 * header, "p99 (µs)", names a statistic, no test: its figure
		 * joins the row's other figures) */
		/* a deviation's job is its mean's: named by the column of
		 * means, its figure joins the mean's result */
		jn = !sd ? jc
		     : m->test_col && m->test_col[sd - 1]
			 ? m->test_col[sd - 1] - 1
			 : sd - 1;
		if (pslot >= 0 && rowtest[0])
			snprintf(e.job, sizeof(e.job), "%s", rowtest);
		else if (pslot >= 0 && m->has_heading_test && job_heading(m))
			snprintf(e.job, sizeof(e.job), "%s", job_heading(m));
		else if (pslot >= 0)
			;
		else if (rowtest[0] && m->ht[jn].found &&
			 strcmp(label, m->head[jn]))
			snprintf(e.job, sizeof(e.job), "%s %s", rowtest,
				 header_past_label(m->head[jn], label, hbuf,
						   sizeof(hbuf)));
		else if (rowtest[0])
			snprintf(e.job, sizeof(e.job), "%s", rowtest);
		else if (m->ht[jn].found && strcmp(label, m->head[jn]))
			snprintf(e.job, sizeof(e.job), "%s",
				 header_past_label(m->head[jn], label, hbuf,
						   sizeof(hbuf)));
		else if (m->has_heading_test && job_heading(m))
			snprintf(e.job, sizeof(e.job), "%s", job_heading(m));
		else if (strcmp(label, m->head[jn]))
			snprintf(e.job, sizeof(e.job), "%s", m->head[jn]);
		if (hd_bench)
			snprintf(e.job, sizeof(e.job), "Benchmark");
		clean_job(e.job);
		if (m->field_rows)
			e.job[0] = '\0'; /* a field of the one result */
		if (rowtest[0] && percentile_header(m))
			job_drop_repeated_direction(e.job, rowtest, &rt);
		e.from = e.to = table_cell_line(t, r, c);
		/* a made row's figures on the lines under its own */
		if (c < t->cols && t->cells[r * t->cols + c].line_to > e.to)
			e.to = t->cells[r * t->cols + c].line_to;
		if (!isnan(e.iops))
			e.iops_cell = 1 + (long)(r * t->cols + c);
		if (!isnan(e.bw))
			e.bw_cell = 1 + (long)(r * t->cols + c);
		if (!cv.v[k].approx)
			m->figs_exact++;
		else if (table_significant(cv.v[k].num, 1) > 2)
			m->figs_fine++;
		else
			m->figs_rough++;
		if (cv.v[k].approx && isnan(e.iops) && isnan(e.bw) &&
		    isnan(e.lat) && isnan(e.acc) && isnan(e.run) &&
		    isnan(e.io) && !table_entry_has_pct(&e))
			continue; /* nothing but the approximation */
		row_cpu(m, r, &e);
		ret = table_entries_add(&m->ent, &e);
		if (ret)
			return ret;
	}
	return 0;
}

/*
 * The length of a thousands separator at s: a blank, U+00A0, U+2009 (thin
 * space) or U+202F (narrow no-break space), 0 otherwise.
 */
static size_t group_sep(const char *s, int nb_only)
{
	if (s[0] == ' ' && !nb_only)
		return 1;
	if (!strncmp(s, "\xc2\xa0", 2))
		return 2;
	if (!strncmp(s, "\xe2\x80\xaf", 3) || !strncmp(s, "\xe2\x80\x89", 3))
		return 3;
	return 0;
}

/*
 * Rewrite the cell s in place without its blank thousands separators
 * when the whole figure is grouped so ("1 675", "2 310 МБ/с", "12 345,6"):
 * blanks only when blanks is set, no-break spaces always.
 */
static void ungroup(char *s, int blanks)
{
	size_t i = 0, d = 0, groups = 0, k;
	char *w;

	while (s[i] >= '0' && s[i] <= '9')
		i++, d++;
	if (!d || d > 3)
		return;
	for (;;) {
		size_t g = group_sep(s + i, !blanks);

		if (!g ||
		    !(s[i + g] >= '0' && s[i + g] <= '9' &&
		      s[i + g + 1] >= '0' && s[i + g + 1] <= '9' &&
		      s[i + g + 2] >= '0' && s[i + g + 2] <= '9') ||
		    (s[i + g + 3] >= '0' && s[i + g + 3] <= '9'))
			break;
		i += g + 3;
		groups++;
	}
	if (!groups || (s[i] == ' ' && s[i + 1] >= '0' && s[i + 1] <= '9'))
		return; /* "1 675 2": no one figure */
	for (w = s, k = 0; s[k];) {
		size_t g = k < i ? group_sep(s + k, 0) : 0;

		if (g) {
			k += g;
			continue;
		}
		*w++ = s[k++];
	}
	*w = '\0';
}

/*
 * The unit a note under a table gives (document.c found it: a short line
 * right below it naming "unit"): one metric with its unit into *tn, else 0.
 */
static int note_unit(const char *note, struct testname *tn)
{
	testname_init(tn);
	if (!note)
		return 0;
	testname_parse(note, strlen(note), 0, tn);
	return tn->metric != TESTNAME_NONE && tn->metrics == 1 &&
	       tn->unit[0] != '\0';
}

int table_has_figures(const struct table *t, const char *heading,
		      const char *note)
{
	int words = 0;
	struct testname hn;

	if (t->rows < 2 || t->cols < 2)
		return 0;
	/* a heading naming the tool ("HD Tune Pro 5.75 results"): the tool
	 * says what its figures are when the table does not */
	if (heading && (testname_parse(heading, strlen(heading), 0, &hn) ||
			hn.metric || testname_tool(heading, strlen(heading))))
		words++;
	if (t->caption &&
	    (testname_parse(t->caption, strlen(t->caption), 0, &hn) ||
	     hn.metric))
		words++;
	if (note_unit(note, &hn))
		words++;
	/* the header's words, in each of its rows when it marks several
	 * ("| | ext4 |" over "| | (MiB/s, IOPS) |") */
	for (size_t h = 0; h < (t->head_rows > 1 ? t->head_rows : 1); h++)
		for (size_t c = 0; c < t->cols; c++) {
			const char *s = table_cell(t, h, c);
			struct testname tn;

			if (testname_parse(s, strlen(s), 0, &tn) || tn.metric)
				words++;
		}
	/* or tests named in the rows: "순차 읽기", "SEQ1M Q8T1" */
	for (size_t r = 1; r < t->rows && !words; r++)
		for (size_t c = 0; c < t->cols && !words; c++) {
			const char *s = table_cell(t, r, c);
			struct testname tn;

			if (table_cell_kind(s) == 2 &&
			    testname_parse(s, strlen(s), 0, &tn) &&
			    (tn.cond.pattern || tn.n_ops || tn.cdm))
				words++;
		}
	for (size_t r = 1; r < t->rows; r++)
		for (size_t c = 0; c < t->cols; c++) {
			struct table_cellv cv;
			const char *s = table_cell(t, r, c);

			if (table_cell_empty(s))
				continue;
			if (table_cell_values(s, &cv)) {
				char buf[64];

				/* "2 310": grouped, when the table says so */
				if (!words || strlen(s) >= sizeof(buf))
					continue;
				strcpy(buf, s);
				ungroup(buf, 1);
				if (!strcmp(buf, s) ||
				    table_cell_values(buf, &cv))
					continue;
			}
			if (words || cv.v[0].metric != TESTNAME_NONE)
				return 1;
		}
	return 0;
}

/*
 * Which separator the table's numbers use for decimals, from all its
 * figures at once: a number only one convention reads ("512.3", "512,3",
 * "1,234,567") is evidence; numbers either reads ("3,120") follow the
 * evidence, else the table's language (a decimal-comma language makes
 * them unsure), else the point.  Evidence both ways: unsure.
 */
/*
 * What the figures written in the body cells of t say of its decimal
 * separator, whatever the cell (a type column's "HDD 1,8 TB", a note's
 * "≈1,7 ms"): 1 a decimal point only, 2 a decimal comma only, 0 nothing
 * or both.
 */
static int body_sep_evidence(const struct table_mapping *m)
{
	const struct table *t = m->t;
	int point = 0, comma = 0;

	for (size_t r = (size_t)m->hdr; r < t->rows; r++)
		for (size_t c = 0; c < t->cols; c++) {
			const char *s = table_cell(t, r, c);

			for (const char *p = s; *p;) {
				char num[32];
				size_t n = 0;
				int ev;

				if (!isdigit((unsigned char)*p) ||
				    (p > s && isalpha((unsigned char)p[-1]))) {
					p++;
					continue;
				}
				while ((isdigit((unsigned char)p[n]) ||
					((p[n] == '.' || p[n] == ',') &&
					 isdigit((unsigned char)p[n + 1]))) &&
				       n + 1 < sizeof(num)) {
					num[n] = p[n];
					n++;
				}
				num[n] = '\0';
				p += n;
				if (isalpha((unsigned char)*p) && *p != 'x' &&
				    *p != 'k' && *p != 'K' && *p != 'M' &&
				    *p != 'G' && *p != 'T' && *p != 'm' &&
				    *p != 'u')
					continue; /* "v1.2a", "e1.s" */
				ev = table_val_evidence(num);
				point |= ev == 1;
				comma |= ev == 2;
			}
		}
	if (point == comma)
		return 0;
	return point ? 1 : 2;
}

/* Whether the table's heading, headers or test cells are in a language
 * that writes decimal commas ("Lesen", "Lecture", "Okuma"). */
static int decimal_comma_table(const struct table_mapping *m)
{
	const struct table *t = m->t;

	if (m->tc->heading &&
	    testname_decimal_comma(m->tc->heading, strlen(m->tc->heading)))
		return 1;
	for (size_t c = 0; c < t->cols; c++) {
		if (testname_decimal_comma(m->head[c], strlen(m->head[c])))
			return 1;
		if (m->role[c] != TABLE_ROLE_TEST)
			continue;
		for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
			const char *s = table_cell(t, r, c);

			if (testname_decimal_comma(s, strlen(s)))
				return 1;
		}
	}
	return 0;
}

static enum table_sep decide_sep(struct table_mapping *m)
{
	const struct table *t = m->t;
	int point = 0, comma = 0, either = 0, round = 0, unround = 0;
	size_t n_comma = 0, n_grouped = 0, n_long = 0;

	for (size_t r = (size_t)m->hdr; r < t->rows; r++)
		for (size_t c = 0; c < t->cols; c++) {
			struct table_cellv cv;

			/* a datasheet column ("Spec | 98,000") is the same
			 * writer's page: its digit groups count against a
			 * lone decimal comma among the measured figures
			 * ("80,00" beside "67,000"), nothing else */
			int spec = m->role[c] == TABLE_ROLE_DATASHEET;

			if ((m->role[c] != TABLE_ROLE_VALUE && !spec) ||
			    table_cell_values(table_cell(t, r, c), &cv))
				continue;
			for (int k = 0; k < cv.n && spec; k++) {
				const char *num = cv.v[k].num;

				n_grouped += table_val_evidence(num) == 3 &&
					     strchr(num, ',');
			}
			for (int k = 0; k < cv.n && !spec; k++) {
				int ev[2] = {
				    table_val_evidence(cv.v[k].num),
				    cv.v[k].alt_num[0]
					? table_val_evidence(cv.v[k].alt_num)
					: 0,
				};

				for (int i = 0; i < 2; i++) {
					const char *num =
					    i ? cv.v[k].alt_num : cv.v[k].num;
					size_t len = strlen(num);

					point |= ev[i] == 1;
					comma |= ev[i] == 2;
					either |= ev[i] == 3;
					n_comma += ev[i] == 2;
					n_long += ev[i] == 2 &&
						  table_val_comma_long(num);
					n_grouped +=
					    ev[i] == 3 && strchr(num, ',');
					/* "7.400", "14.500": thousands end
					 * in a round group */
					if (ev[i] == 3 && len &&
					    num[len - 1] == '0')
						round++;
					else if (ev[i] == 3)
						unround++;
				}
			}
		}
	if (point && comma && n_long == n_comma) {
		/* "363.23 MB/s | 43,760 IOPS | 17,5042 KB/s": '.' is the
		 * decimal point, ',' groups thousands, and a ',' before four
		 * digits is a slip neither reads (the figure is not read) */
		m->sep_misgrouped = 1;
		return TABLE_SEP_POINT;
	}
	if (point && comma)
		return TABLE_SEP_UNSURE;
	if (comma && 2 * n_comma < n_grouped && !decimal_comma_table(m)) {
		/* "40,074 | 120,883 | 36,92" in a table of English words:
		 * most figures group thousands with ',', one has it before
		 * two digits: a slip in one or the other, which is not
		 * said; no figure with a separator is read */
		m->sep_clash = 1;
		return TABLE_SEP_UNSURE;
	}
	if (point || !(comma || either))
		return TABLE_SEP_POINT;
	if (comma)
		return TABLE_SEP_COMMA;
	/*
	 * Only numbers either convention reads: the language says.  In a
	 * decimal-comma language "1.650" is one thousand six hundred and
	 * fifty; when every such figure ends in a round group ("7.400",
	 * "14.500", two at least) that is what the table groups, else
	 * "1.652 MB/s" could still be a hand copy of "1.652": unsure.
	 */
	/* "2.572 MB/s" in a table whose other cells write "HDD 1,8 TB":
	 * the writer's decimal separator is the comma */
	if (body_sep_evidence(m) == 2)
		return TABLE_SEP_COMMA;
	if (decimal_comma_table(m))
		return round >= 2 && !unround ? TABLE_SEP_COMMA
					      : TABLE_SEP_UNSURE;
	return TABLE_SEP_POINT;
}

/*
 * Whether a table's caption says more than the line above it: test or
 * metric words, where the line above has none.
 */
static int caption_says(const char *caption, const char *above)
{
	struct testname c, a;

	if (!testname_parse(caption, strlen(caption), 0, &c) && !c.metric)
		return 0;
	return !above ||
	       (!testname_parse(above, strlen(above), 0, &a) && !a.metric) ||
	       c.found + (c.metric ? 1 : 0) >= a.found + (a.metric ? 1 : 0);
}

/* Whether h holds one of the words (case aside, whole words). */
static int has_word(const char *h, const char *const *words)
{
	for (const char *p = h; *p;) {
		size_t n;

		while (*p && !isalnum((unsigned char)*p))
			p++;
		for (n = 0; isalnum((unsigned char)p[n]); n++)
			;
		for (size_t k = 0; n && words[k]; k++)
			if (strlen(words[k]) == n &&
			    !strncasecmp(p, words[k], n))
				return 1;
		p += n;
	}
	return 0;
}

/*
 * Whether the table lists processes, a monitor's snapshot: the header
 * names a process id and a command (top's, iotop's; the words may share a
 * cell when the columns ran together), or a column headed "Process",
 * "Image" ("Processo", "进程") names programs ("Code.exe", "svchost.exe")
 * or stands beside a process id (Windows' Resource Monitor, Task
 * Manager's details).
 */
static int process_list(const struct table_mapping *m)
{
	static const char *const ids[] = {"pid", "tid", NULL};
	static const char *const cmds[] = {"command", "cmd", "comm", NULL};
	static const char *const procs[] = {
	    "process",
	    "processes",
	    "image",
	    "image name",
	    "processo",
	    "processos",
	    "processus",
	    "proceso",
	    "procesos",
	    "prozess",
	    "prozesse",
	    "processo/imagem",
	    "\xd0\xbf\xd1\x80\xd0\xbe\xd1\x86\xd0\xb5\xd1\x81\xd1\x81", /* процесс
									 */
	    "\xe8\xbf\x9b\xe7\xa8\x8b",				/* 进程 */
	    "\xe9\x80\xb2\xe7\xa8\x8b",				/* 進程 */
	    "\xe3\x83\x97\xe3\x83\xad\xe3\x82\xbb\xe3\x82\xb9", /* プロセス */
	    "\xed\x94\x84\xeb\xa1\x9c\xec\x84\xb8\xec\x8a\xa4", /* 프로세스 */
	    NULL,
	};
	int pid = 0, cmd = 0;

	for (size_t c = 0; m->head && c < m->t->cols; c++) {
		pid |= has_word(m->head[c], ids);
		cmd |= has_word(m->head[c], cmds);
	}
	if (pid && cmd)
		return 1;
	for (size_t c = 0; m->head && c < m->t->cols; c++) {
		size_t exe = 0;

		if (!header_is(m->head[c], procs))
			continue;
		if (pid)
			return 1;
		for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
			const char *s = table_cell(m->t, r, c);
			size_t n = strlen(s);

			exe += n > 4 && !strcasecmp(s + n - 4, ".exe");
		}
		if (exe)
			return 1;
	}
	return 0;
}

/*
 * Systems as columns, and a header cell naming a system over a column
 * no row fills, right of every figure ("| Test | A | B | C |" over rows
 * of three cells): the header may have one cell too many at its left or
 * the last system may have no figures; nothing says which.
 */
static int header_overhangs(const struct table_mapping *m)
{
	const struct table *t = m->t;
	size_t last = 0;

	if (m->has_system || m->map.labels_columns || !m->columns_label)
		return 0;
	for (size_t c = 0; c < t->cols; c++)
		if (m->role[c] == TABLE_ROLE_VALUE)
			last = c;
	for (size_t c = last + 1; c < t->cols; c++) {
		struct testname tn;
		const char *h = m->head[c];

		size_t filled = 0;

		if (m->role[c] != TABLE_ROLE_IGNORE || !h[0])
			continue;
		/* "Change" over "+8.4%": a column the rows fill, with
		 * something else than figures */
		for (size_t r = (size_t)m->hdr; r < t->rows && !filled; r++)
			filled = !table_cell_empty(table_cell(t, r, c));
		if (filled)
			continue;
		testname_parse(h, strlen(h), 0, &tn);
		if (!tn.found && !tn.metric && !tn.stat && !tn.condition &&
		    !tn.value_header && !tn.test_header && !tn.datasheet &&
		    !tn.interface && !tn.index)
			return 1;
	}
	return 0;
}

/*
 * Whether m's body writes figures as only a table grouping thousands
 * with blanks does: no figure of four integer digits or more ("2310"),
 * none grouped with a comma ("1,102"), and no two figures a blank parts
 * that no grouping explains ("3 5", "32 16", "4 1280").
 */
static int body_blank_grouped(const struct table_mapping *m)
{
	const struct table *t = m->t;

	for (size_t r = (size_t)m->hdr; r < t->rows; r++)
		for (size_t c = 0; c < t->cols; c++) {
			const char *s = table_cell(t, r, c);

			for (const char *p = s; *p;) {
				size_t n = 0, k = 0;

				if (!isdigit((unsigned char)*p) ||
				    (p > s && (isalnum((unsigned char)p[-1]) ||
					       p[-1] == '.' || p[-1] == ','))) {
					p++;
					continue;
				}
				while (isdigit((unsigned char)p[n]))
					n++;
				if (n > 3)
					return 0;
				if (p[n] == ',' || p[n] == ' ')
					while (isdigit(
					    (unsigned char)p[n + 1 + k]))
						k++;
				if ((p[n] == ',' && k == 3) ||
				    (p[n] == ' ' && k && k != 3))
					return 0;
				p += n;
			}
		}
	return 1;
}

/*
 * Whether column c's blanks may group thousands in a table of no
 * decimal-comma language: its header names a metric and no condition
 * ("Read (MB/s)", not "QD T" or "Threads").
 */
static int column_blank_grouped(const struct table_mapping *m, size_t c)
{
	struct testname tn;
	const char *h = m->head[c];

	/* the header may name the metric alone ("IOPS", "R IOPS"): no test
	 * word needed */
	if (!h || !h[0])
		return 0;
	testname_parse(h, strlen(h), 0, &tn);
	return tn.metric != TESTNAME_NONE && !tn.condition;
}

/*
 * Blank-grouped thousands ("2 310" in a Russian or French table) are
 * read as one figure when the table's language groups so (its heading
 * or headers are in a decimal-comma language); no-break spaces between
 * digit groups always.  Decided per table, as the decimal comma is.
 * In any other table, "1 910" under a header naming a metric and no
 * condition is one figure too when the body writes nothing against it
 * (body_blank_grouped(): no "2310", "1,102" or "3 5"); otherwise it
 * stays two and the cell is refused with a warning.
 */
static void ungroup_table(struct table_mapping *m)
{
	struct table *t = m->t;
	int blanks =
	    m->tc->heading &&
	    testname_decimal_comma(m->tc->heading, strlen(m->tc->heading));
	int any = -1;

	for (size_t c = 0; c < t->cols && !blanks; c++)
		blanks = testname_decimal_comma(m->head[c], strlen(m->head[c]));
	/* "1 109 ms" beside "≈1,7 ms": who writes decimal commas groups
	 * thousands with blanks */
	if (!blanks)
		blanks = body_sep_evidence(m) == 2;
	for (size_t c = 0; c < t->cols; c++) {
		int b = blanks;

		if (!b && column_blank_grouped(m, c)) {
			if (any < 0)
				any = body_blank_grouped(m);
			b = any;
		}
		for (size_t r = (size_t)m->hdr; r < t->rows; r++)
			if (t->cells[r * t->cols + c].text)
				ungroup(t->cells[r * t->cols + c].text, b);
	}
}

/*
 * Whether p, a heading naming a tool, names the system it ran on in a
 * bracket after it: "CDM (Windows7 AMD64)", "fio (Ubuntu 22.04)", "dd
 * (Samsung 980 1TB)": an operating system's name (its version glued or
 * not) or a drive's model or capacity.  "fio (4k random read)", "CDM
 * (default)" name a test or nothing.
 */
static int tool_on_system(const char *p)
{
	static const char *const os[] = {
	    "windows", "win",	   "linux",    "ubuntu", "debian",  "arch",
	    "fedora",  "centos",   "rhel",     "macos",	 "freebsd", "openbsd",
	    "android", "raspbian", "opensuse", NULL,
	};
	const char *b = strchr(p, '('), *e;
	char in[96];
	struct table_device d;

	if (!b || !(e = strchr(b, ')')) || e[1] ||
	    (size_t)(e - b) >= sizeof(in))
		return 0;
	snprintf(in, sizeof(in), "%.*s", (int)(e - b - 1), b + 1);
	for (const char *w = in; *w;) {
		size_t n = 0;

		while (*w && !isalpha((unsigned char)*w))
			w++;
		while (isalpha((unsigned char)w[n]))
			n++;
		for (size_t i = 0; n && os[i]; i++)
			if (n == strlen(os[i]) && !strncasecmp(w, os[i], n) &&
			    (n > 3 || isdigit((unsigned char)w[n])))
				return 1; /* "win" only as "Win10" */
		w += n;
	}
	table_device_of(in, &d);
	return d.model[0] != '\0';
}

/*
 * The disk a heading names, into m->heading_label: a heading naming no
 * test, metric or tool, whose text (section number "2." left out) holds
 * a capacity ("1TB", "512 GB") or a device model ("SN570").  Anything
 * else ("결과", "Results") names no disk: no label.
 */
/*
 * Whether s only says results follow ("test results", "Ergebnisse"), or
 * that a digest of them does ("Summary Table").
 */
static int results_words(const char *s)
{
	static const char *const words[] = {
	    "results",
	    "result",
	    "test results",
	    "test result",
	    "benchmark results",
	    "test data",
	    "raw test data",
	    "raw data",
	    "benchmark data",
	    /* a digest of the runs above names no system either */
	    "summary",
	    "summary table",
	    "results summary",
	    "summary of results",
	    "results table",
	    "ergebnisse",
	    "ergebnis",
	    "résultats",
	    "resultados",
	    "risultati",
	    "wyniki",
	    "результаты",
	    "결과",
	    "측정 결과",
	    "테스트 결과",
	    "結果",
	    "測定結果",
	    "结果",
	    "测试结果",
	    NULL,
	};
	char b[64];

	bare_text(s, b, sizeof(b));
	for (size_t n = strlen(b);
	     n && (b[n - 1] == ':' || b[n - 1] == ' ' ||
		   /* "Results¶": a Sphinx or MkDocs heading's link mark */
		   (n >= 2 && !memcmp(b + n - 2, "\xc2\xb6", 2)));)
		b[n - 1] == ' ' || b[n - 1] == ':' ? (b[--n] = '\0')
						   : (b[n -= 2] = '\0');
	for (size_t i = 0; words[i]; i++)
		if (!strcasecmp(b, words[i]))
			return 1;
	return 0;
}

/*
 * Whether heading p is a system's name and the word "speed" ("HDD speed",
 * "NVMe speed", "Samsung T7 speed"): one to three words before it, each
 * with a capital or a digit; the name is whose the figures are.  Not
 * "Write speed" (a test), "disk speed" (no name).
 */
static int named_speed(const char *p)
{
	size_t len = strlen(p), words = 0;

	while (len && p[len - 1] == ' ')
		len--;
	if (len < 7 || strncasecmp(p + len - 6, " speed", 6))
		return 0;
	len -= 6;
	for (size_t i = 0; i < len;) {
		int name = 0;

		while (i < len && p[i] == ' ')
			i++;
		if (i == len)
			break;
		for (; i < len && p[i] != ' '; i++)
			name |= isupper((unsigned char)p[i]) ||
				isdigit((unsigned char)p[i]);
		if (!name || ++words > 3)
			return 0;
	}
	return words > 0;
}

/*
 * Whether text p, parsed into *tn, is a name followed by conditions of
 * its runs alone: "SecFS (chunk size = 4KiB) cache off, thread = 1",
 * "Plain ext4 threads = 8" (a configuration, its jobs told by the
 * condition); no direction, pattern, metric or test of a tool's, and a
 * first word that is a name (a capital letter in it) naming no test.
 */
static int conditions_of_name(const char *p, const struct testname *tn)
{
	struct testname w;
	size_t n = 0;
	int cap = 0;

	if (!tn->found || tn->cond.op || tn->n_ops ||
	    tn->cond.pattern != IODB_PATTERN_UNKNOWN ||
	    tn->metric != TESTNAME_NONE || tn->cdm || tn->datasheet ||
	    tn->aggregate || tn->other || tn->network || tn->speedtest ||
	    tn->stat || tn->access)
		return 0;
	for (; p[n] && p[n] != ' ' && p[n] != ',' && p[n] != '('; n++)
		cap |= isupper((unsigned char)p[n]);
	if (!cap || !isalpha((unsigned char)p[0]))
		return 0;
	testname_parse(p, n, 0, &w);
	return !w.found && w.metric == TESTNAME_NONE && !w.other;
}

static size_t name_words(const char *s);

/*
 * Whether every size in heading p ("2M", "64 MB") is followed by a word
 * saying what of the set-up it measures ("2M aligned", "64MB cache"): a
 * word of three small letters or more naming no test, metric or unit of
 * I/O ("4k blocks", "1M chunks", "2M writes" are the test's size; a size
 * at the end or in brackets, "(tmpfs, 4 KiB)", is the test's too).
 */
static int sizes_name_setup(const char *p)
{
	static const char *const io[] = {
	    "block",	"blocks",    "chunk",	 "chunks",     "file",
	    "files",	"request",   "requests", "record",     "records",
	    "transfer", "transfers", "io",	 "ios",	       "ops",
	    "writes",	"reads",     "random",	 "sequential", "size",
	    "bs",	"test",	     NULL};
	int sizes = 0;

	for (const char *q = p; *q; q++) {
		const char *u, *w;
		size_t n = 0;
		struct testname tn;

		if (!isdigit((unsigned char)*q) ||
		    (q > p && (isalnum((unsigned char)q[-1]) || q[-1] == '.')))
			continue;
		for (u = q; isdigit((unsigned char)*u) || *u == '.'; u++)
			;
		if (*u == ' ')
			u++;
		if (!*u || !strchr("KkMmGgTt", *u))
			continue;
		w = u + 1;
		if (*w == 'i' || *w == 'I')
			w++;
		if (*w == 'B' || *w == 'b')
			w++;
		if (isalnum((unsigned char)*w))
			continue; /* "4k8" or a word: no size */
		sizes++;
		if (*w != ' ')
			return 0;
		w++;
		while (islower((unsigned char)w[n]))
			n++;
		if (n < 3 || isalnum((unsigned char)w[n]) ||
		    word_listed(w, n, io, 1))
			return 0;
		testname_parse(w, n, 0, &tn);
		if (tn.found || tn.metric != TESTNAME_NONE)
			return 0;
		q = w + n - 1;
	}
	return sizes > 0;
}

/*
 * The system heading names into out (size bytes), its section's number
 * and a list item's marker aside ("2.1 Samsung 980 PRO" gives "Samsung
 * 980 PRO"): a disk's model or capacity, or with named (the document
 * found that its headings name systems) any words naming no test, metric
 * or tool; "" none.
 */
static void heading_name(const struct table_mapping *m, const char *heading,
			 int named, char *out, size_t size)
{
	static const char *const dashes[] = {" - ", " \xe2\x80\x93 ",
					     " \xe2\x80\x94 "};
	char link[sizeof(m->heading_label)];
	const char *p = heading;
	struct table_device d;
	struct testname tn;
	int cap = 0, item = 0;

	out[0] = '\0';
	if (!p)
		return;
	while (*p == ' ' || *p == '#')
		p++;
	p += line_comment_marker(p, strlen(p)); /* "// HDD speed" */
	/* "- NEXUS" over the table: a list item's marker, no name's */
	if (strchr("-*+", *p) && *p && p[1] == ' ') {
		for (p++; *p == ' ';)
			p++;
		item = 1;
	}
	if (p[0] == '[' && p[1] == '[' && strstr(p, "]]") &&
	    !strstr(p, "]]")[2] &&
	    (size_t)(strstr(p, "]]") - p) - 2 < sizeof(m->heading_label)) {
		/* a wiki link, "[[Samsung SSD 840 DXT09B0Q - 2014]]" */
		snprintf(link, sizeof(link), "%.*s",
			 (int)(strstr(p, "]]") - p - 2), p + 2);
		p = link;
	}
	if (p[0] == '[' && p[1] == '!' && strchr(p, ']')) {
		/* an Obsidian or GitHub callout, "[!NOTE]- test results":
		 * its type is no name */
		p = strchr(p, ']') + 1;
		while (*p == '-' || *p == '+' || *p == ' ')
			p++;
	}
	if (*p >= '0' && *p <= '9') {
		const char *q = p;

		while (*q >= '0' && *q <= '9')
			q++;
		/* "2.1 裸盘", "3.2.1. EXT4": a subsection's number */
		while (*q == '.' && q[1] >= '0' && q[1] <= '9') {
			q++;
			while (*q >= '0' && *q <= '9')
				q++;
		}
		if ((*q == '.' || *q == ')') && q[1] == ' ')
			p = q + 2; /* "2. Samsung 980 PRO 1TB" */
		else if (*q == ' ' && q > p + 1 &&
			 memchr(p, '.', (size_t)(q - p)))
			p = q + 1;
	}
	while (*p == ' ')
		p++;
	if (!*p || strlen(p) >= size || results_words(p))
		return;
	{
		/* "ベンチマーク結果（参考）": the words before a remark in
		 * brackets say results follow, no name */
		size_t r = line_remark_bracket(p, strlen(p));
		char before[sizeof(m->heading_label)];

		snprintf(before, sizeof(before), "%.*s", (int)r, p);
		if (r < strlen(p) && results_words(before))
			return;
	}
	if (testname_tool(p, strlen(p))) {
		/* "CDM (Windows7 AMD64)" beside "CFM (Arch Linux)": the tool
		 * and the system it ran on, what the tables compare */
		if (tool_on_system(p))
			goto name;
		return;
	}
	testname_parse(p, strlen(p), 0, &tn);
	if (item && named && conditions_of_name(p, &tn))
		goto name;
	/* "fdax namespace passed to fedora VM with Dax mount 2M aligned"
	 * under headings that tell the tables apart: a size alone among
	 * three words or more of a name, no block's word, followed by what
	 * of the set-up it measures (sizes_name_setup()), is the set-up's
	 * (an alignment, a cache), not the test's */
	if (tn.found == 1 && tn.cond.bs > 0 && named && !tn.n_ops &&
	    !tn.cond.op && tn.cond.pattern == IODB_PATTERN_UNKNOWN && !tn.cdm &&
	    tn.metric == TESTNAME_NONE && tn.cond.iodepth <= 0 &&
	    tn.cond.numjobs <= 0 && !tn.condition && !block_word(p) &&
	    name_words(p) >= 3 && sizes_name_setup(p))
		tn.found = 0;
	/* "拼好鸽HK Special", "Falcon Specialized 2": a word merely opening
	 * as "spec" does names no maker's figures (spec_lookalike()), the
	 * name stays */
	if (tn.found || (tn.metric && !named_speed(p)) ||
	    (tn.datasheet && !spec_lookalike(p)) || tn.aggregate || tn.other)
		return;
	for (const char *q = p; *q; q++) {
		size_t n = 0;

		if (!(*q >= '0' && *q <= '9') ||
		    (q > p && ((q[-1] >= '0' && q[-1] <= '9') || q[-1] == '.')))
			continue;
		while ((q[n] >= '0' && q[n] <= '9') || q[n] == '.')
			n++;
		if (q[n] == ' ')
			n++;
		if (q[n] && strchr("GgTt", q[n]) &&
		    (q[n + 1] == 'B' || q[n + 1] == 'b') &&
		    !((q[n + 2] | 0x20) >= 'a' && (q[n + 2] | 0x20) <= 'z') &&
		    q[n + 2] != '/')
			cap = 1;
	}
	table_device_of(p, &d);
	if (!cap && !d.model[0] && !named)
		return;
name:
	/* "D: Crucial P3 1TB NVMe (🎉 2026-03-02 換装、現用)": the name,
	 * not the remark in brackets on when it was fitted */
	snprintf(out, size, "%.*s", (int)line_remark_bracket(p, strlen(p)), p);
	/* "Samsung T7 1TB – Raw Test Data": the name, not the words
	 * saying results follow after its dash */
	for (size_t k = 0; k < sizeof(dashes) / sizeof(dashes[0]); k++) {
		char *at = strstr(out, dashes[k]);

		if (at && at > out && results_words(at + strlen(dashes[k])))
			*at = '\0';
	}
	/* "HDD:", "m.2 SSD：" over the table: the name, not its colon */
	for (size_t k = strlen(out); k;) {
		char *l = out;

		if (l[k - 1] == ' ' || l[k - 1] == ':')
			l[--k] = '\0';
		else if (k >= 3 && !memcmp(l + k - 3, "\xef\xbc\x9a", 3))
			l[k -= 3] = '\0'; /* U+FF1A */
		else
			break;
	}
}

/* The disk or system heading names (heading_name()), the figures' label
 * when no cell names one, into m->heading_label. */
static void heading_disk(struct table_mapping *m, const char *heading)
{
	if (m->tc->label_exact && heading && heading == m->tc->label_heading &&
	    strlen(heading) < sizeof(m->heading_label)) {
		snprintf(m->heading_label, sizeof(m->heading_label), "%s",
			 heading);
		return;
	}
	heading_name(m, heading, m->tc->heading_names_system, m->heading_label,
		     sizeof(m->heading_label));
}

/*
 * "### 4.1 btrfs" over "**Write IOPS on btrfs vary with the mount
 * options:**" over "| IOPS | mounted as it came | with noatime |": the
 * caption right above the table says its figures are of the system its
 * section's heading names, so the headers of its columns say how that
 * one system was set up or prepared, no systems of their own; the name
 * goes before each ("btrfs / with noatime").  The section's name is
 * heading_name()'s (its number aside, no test's, metric's or tool's
 * words), found in the caption as a word of its own (no letter or digit
 * of ASCII beside it: "IOPS在btrfs上" holds it); into
 * m->caption_system, "" when the table has no such caption.
 */
static void caption_system(struct table_mapping *m)
{
	const char *sh = m->tc->section_heading, *cap = m->tc->heading;
	char name[sizeof(m->caption_system)];
	size_t sl, nl;

	m->caption_system[0] = '\0';
	if (!sh || !cap || m->map.has_heading)
		return;
	sl = strlen(sh);
	/* a caption naming a metric comes joined after its section's
	 * heading (document.c): "2.2 btrfs / Write IOPS on btrfs ..." */
	if (!strncmp(cap, sh, sl) && !strncmp(cap + sl, " / ", 3))
		cap += sl + 3;
	if (!strcmp(cap, sh))
		return; /* the heading itself is right above: no caption */
	heading_name(m, sh, 1, name, sizeof(name));
	nl = strlen(name);
	if (!nl)
		return;
	for (const char *q = cap; (q = strcasestr(q, name)); q++)
		if ((q == cap || !isalnum((unsigned char)q[-1])) &&
		    !isalnum((unsigned char)q[nl])) {
			memcpy(m->caption_system, name, nl + 1);
			return;
		}
}

/* Whether token t (len bytes) is a size: "4K", "128KiB", "1.5M". */
static int size_token(const char *t, size_t len)
{
	size_t i = 0;

	while (i < len && (isdigit((unsigned char)t[i]) || t[i] == '.'))
		i++;
	return i && i < len && len - i <= 3 && strchr("kKmMgGtT", t[i]);
}

/*
 * Cell s into out (n bytes) with each "Max" that ends a product's name
 * blanked: the word after a model number ("Micron 9550 MAX", "Acme
 * DC700 Max 3.2TB": a token of three or more letters and digits holding
 * a digit, no size such as "4K" or "128KiB", no queue "QD32") or after
 * "Pro", "Plus", "Ultra" ("Zeta 15 Pro Max"), with nothing after but a
 * capacity or a bracket.  "Max IOPS", "4K max" keep their word.
 */
static void model_max_blanked(const char *s, char *out, size_t n)
{
	static const char *const tiers[] = {"pro", "plus", "ultra", NULL};

	snprintf(out, n, "%s", s);
	for (char *w = out + 1; *w; w++) {
		char *e = w + 3, *t;
		size_t len, dig = 0;

		if (strncasecmp(w, "max", 3) || w[-1] != ' ' ||
		    isalnum((unsigned char)*e))
			continue;
		while (*e == ' ')
			e++;
		if (*e && *e != '(' && !isdigit((unsigned char)*e))
			continue;
		for (t = w - 1; t > out && t[-1] != ' ' && t[-1] != '*';)
			t--;
		len = (size_t)(w - 1 - t);
		for (size_t i = 0; i < len; i++) {
			dig += isdigit((unsigned char)t[i]) != 0;
		}
		if (len >= 3 && dig && !size_token(t, len) &&
		    strncasecmp(t, "qd", 2))
			memset(w, ' ', 3);
		for (size_t i = 0; !dig && tiers[i]; i++)
			if (len == strlen(tiers[i]) &&
			    !strncasecmp(t, tiers[i], len))
				memset(w, ' ', 3);
	}
}

static int says_measured(const char *s);

/*
 * Words of a first header naming what its rows are: types, tiers, classes
 * or levels of a product ("Volume type", "Speicher-Typ", "云盘类型").
 */
static const char *const tier_kinds[] = {
    "type",
    "types",
    "tier",
    "tiers",
    "class",
    "level",
    "category",
    "typ",
    "typen",
    "tipo",
    "tipos",
    "\xd1\x82\xd0\xb8\xd0\xbf", /* тип */
    "\xe7\xb1\xbb\xe5\x9e\x8b", /* 类型 */
    "\xe9\xa1\x9e\xe5\x9e\x8b", /* 類型 */
    "\xe7\xa8\xae\xe9\xa1\x9e", /* 種類 */
    "\xe5\xb1\x82\xe7\xba\xa7", /* 层级 */
    "\xe7\xad\x89\xe7\xba\xa7", /* 等级 */
    "\xe7\xba\xa7\xe5\x88\xab", /* 级别 */
    "\xe8\xa7\x84\xe6\xa0\xbc", /* 规格 */
    "\xec\xa2\x85\xeb\xa5\x98", /* 종류 */
    "\xec\x9c\xa0\xed\x98\x95", /* 유형 */
    NULL,
};

/*
 * Whether the table's names state maxima, not results: a row or column
 * naming its figures a maximum ("Nb max. d'E/S par seconde par disque",
 * "Max IOPS per disk", "最大スループット") in a table that names no other
 * statistic (min, average, median...) beside it.  A cloud provider's or a
 * vendor's table of limits per tier; a measured table's "max" goes with
 * its "min" and "avg".  A column of notes ("Notes", "Comment") holds an
 * author's remarks on the rows ("RAID 5 ceiling"), never their names.
 */
static int limit_table(const struct table_mapping *m)
{
	int lim = 0, measured = 0, metric = 0, col = 0;
	char name[256];

	for (size_t c = 0; c < m->t->cols; c++) {
		const char *h = m->head[c] ? m->head[c] : "";

		if (has_any(h, stat_words))
			return 0;
		col |=
		    m->role[c] == TABLE_ROLE_VALUE && has_any(h, limit_words);
	}
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		int row_lim = 0, row_metric = 0, named = 0;

		for (size_t c = 0; c < m->t->cols; c++) {
			const char *s = table_cell(m->t, r, c);
			struct testname tn;

			/* "| Proxmox TCP | 940 Mbps | Expected max for 1 Gbps
			 * |": an author's remark on the row, no name of it */
			if (m->role[c] == TABLE_ROLE_VALUE ||
			    (m->role[c] == TABLE_ROLE_IGNORE &&
			     (m->ht[c].note_header ||
			      comment_header(m->head[c]))))
				continue;
			if (has_any(s, stat_words))
				return 0;
			named |= s[0] != '\0';
			model_max_blanked(s, name, sizeof(name));
			row_lim |=
			    has_any(name, limit_words) && !load_stated(s);
			testname_init(&tn);
			testname_parse(s, strlen(s), 0, &tn);
			row_metric |= tn.metric != TESTNAME_NONE;
		}
		lim |= row_lim;
		metric |= row_lim && row_metric;
		measured |= !row_lim && named;
	}
	/* "| Theoretical Maximum | 111 | 111 |" among rows naming the
	 * systems measured ("| Untuned | 59 | 74 |"), the columns naming
	 * the tests: that row states a bound beside the results, and is
	 * skipped alone (limit_label()); a row naming its metric a maximum
	 * ("| Max IOPS | 500 |") beside others is a table of limits */
	return col || (lim && (metric || !measured));
}

/*
 * Whether a row's system label names a bound, not a system measured:
 * "Theoretical Maximum", "Max (1 GbE)" among the rows of a table whose
 * other rows name what was measured (limit_table() left it in).  A
 * model's "Max" ("M1 Max", "Pro Max") names a device.
 */
static int limit_label(const char *label)
{
	char name[256];

	model_max_blanked(label, name, sizeof(name));
	return has_any(name, limit_words) && !load_stated(label);
}

/*
 * Whether s names a cloud provider's instance (machine) type as a word:
 * AWS's "c7gn.16xlarge", "m5d.metal", "t3.micro"; Google's
 * "n2-standard-8", "c3-highmem-44"; Azure's "Standard_D8s_v5".
 */
static int names_instance_type(const char *s)
{
	static const char *const aws[] = {"nano",  "micro",  "small", "medium",
					  "large", "xlarge", "metal", NULL};
	static const char *const gcp[] = {"standard-", "highmem-",  "highcpu-",
					  "megamem-",  "ultramem-", NULL};

	for (const char *p = s; *p; p++) {
		const char *q = p;
		char sep;

		if (p > s && (isalnum((unsigned char)p[-1]) || p[-1] == '_' ||
			      p[-1] == '.' || p[-1] == '-'))
			continue;
		if (!strncmp(p, "Standard_", 9) &&
		    isupper((unsigned char)p[9])) {
			q = p + 10;
			while (isalpha((unsigned char)*q))
				q++;
			if (isdigit((unsigned char)*q))
				return 1;
			continue;
		}
		/* the family: one to four letters, a digit, letters/digits */
		while (isalpha((unsigned char)*q))
			q++;
		if (q == p || q - p > 4 || !isdigit((unsigned char)*q))
			continue;
		while (isalnum((unsigned char)*q))
			q++;
		if (*q != '.' && *q != '-')
			continue;
		sep = *q++;
		while (sep == '.' && isdigit((unsigned char)*q))
			q++; /* "16xlarge" */
		for (size_t i = 0; sep == '.' && aws[i]; i++) {
			size_t n = strlen(aws[i]);

			if (!strncasecmp(q, aws[i], n) &&
			    (!isalnum((unsigned char)q[n]) ||
			     !strcmp(aws[i], "metal")))
				return 1;
		}
		for (size_t i = 0; sep == '-' && gcp[i]; i++) {
			size_t n = strlen(gcp[i]);

			if (!strncasecmp(q, gcp[i], n) &&
			    isdigit((unsigned char)q[n]))
				return 1;
		}
	}
	return 0;
}

/*
 * Whether the table gives cloud instance types' limits: a name of it
 * (a header, a cell of words) is an instance type ("C7gn.16xlarge",
 * "n2-standard-8"), and a figure is a link's bit rate ("40 Gbps", the
 * way providers state EBS and network bandwidth; no storage tool prints
 * one) or a name or the heading states a bound ("Baseline IOPS", "Burst
 * throughput", "limit", "quota", "up to", "上限", "max").  A provider's
 * table of what each type allows, not a measurement.
 */
static int instance_limit_table(const struct table_mapping *m)
{
	static const char *const bound[] = {
	    "baseline",
	    "burst",
	    "bursting",
	    "limit",
	    "limits",
	    "quota",
	    "up to",
	    "ceiling",
	    "cap",
	    "\xe4\xb8\x8a\xe9\x99\x90", /* 上限 */
	    "\xe9\x99\x90\xe5\x88\xb6", /* 限制 */
	    "\xec\x83\x81\xed\x95\x9c", /* 상한 */
	    "\xed\x95\x9c\xeb\x8f\x84", /* 한도 */
	    NULL,
	};
	const struct table_context *tc = m->tc;
	int inst = 0, lim = 0;

	for (size_t c = 0; c < m->t->cols; c++) {
		const char *h = m->head[c] ? m->head[c] : "";

		inst |= names_instance_type(h);
		lim |= has_any(h, bound) || has_any(h, limit_words) ||
		       table_says_bit_rate(h);
	}
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++)
		for (size_t c = 0; c < m->t->cols; c++) {
			const char *s = table_cell(m->t, r, c);

			if (m->role[c] == TABLE_ROLE_VALUE) {
				lim |= table_says_bit_rate(s);
				continue;
			}
			inst |= names_instance_type(s);
			lim |= has_any(s, bound) || has_any(s, limit_words) ||
			       table_says_bit_rate(s);
		}
	if (!inst)
		return 0;
	return lim || (tc->heading && has_any(tc->heading, bound)) ||
	       (tc->section_heading && has_any(tc->section_heading, bound));
}

/* words naming a bound a provider sets or sells, not a maximum reached */
static const char *const quota_words[] = {
    "limit",
    "limits",
    "quota",
    "quotas",
    "provisioned",
    "qos",
    "ceiling",
    "capped",
    "grenze",
    "grenzen",
    "obergrenze",
    "limite",
    "limites",
    "l\xc3\xadmite",
    "l\xc3\xadmites",
    "limiti",
    "\xe4\xb8\x8a\xe9\x99\x90",			/* 上限 */
    "\xe9\x99\x90\xe5\x88\xb6",			/* 限制 */
    "\xe5\x88\xb6\xe9\x99\x90",			/* 制限 */
    "\xe9\x99\x90\xe5\xba\xa6",			/* 限度 */
    "\xe9\x85\x8d\xe9\xa2\x9d",			/* 配额 */
    "\xe9\x99\x90\xe9\xa2\x9d",			/* 限额 */
    "\xec\x83\x81\xed\x95\x9c",			/* 상한 */
    "\xed\x95\x9c\xeb\x8f\x84",			/* 한도 */
    "\xd0\xbb\xd0\xb8\xd0\xbc\xd0\xb8\xd1\x82", /* лимит */
    "\xd0\x9b\xd0\xb8\xd0\xbc\xd0\xb8\xd1\x82", /* Лимит */
    NULL,
};

/*
 * Whether heading h (a caption, the line above, the section's title)
 * names limits, quotas or maxima a provider states ("QoS per volume
 * class", "Limites par offre", "IOPS-Obergrenzen", "上限", "Maximal
 * performance per tier") and no measurement ("Maximum observed read",
 * "Measured limits" say a run reached them).  A model's "Max" ("Pro
 * Max") is a name.
 */
static int quota_heading(const char *h)
{
	char name[256];

	if (!h || measured_header(h) || says_measured(h))
		return 0;
	model_max_blanked(h, name, sizeof(name));
	return has_any(h, quota_words) || has_any(name, limit_words);
}

/*
 * A specification of limits, no measurement (s39d 03): every figure
 * column's header names a bound ("| Volume class | Provisioned IOPS |
 * Provisioned throughput (MB/s) | Burst IOPS |"; "IOPS limit", "IOPS
 * 上限"; a "Burst" or "Baseline" column beside them is one too), or the
 * table's caption, the line above or its section's heading names limits
 * or maxima ("### Limites par offre" over "| Offre | IOPS | Débit (Mo/s)
 * |") in a document that ran nothing and no column says it was measured.
 * A bound column beside others ("| Provisioned IOPS | Measured IOPS |")
 * is skipped alone, warned.  "Max IOPS" columns are limit_table()'s.
 */
static int quota_table(struct table_mapping *m)
{
	static const char *const bursts[] = {"burst", "bursting", "baseline",
					     NULL};
	const struct table_context *tc = m->tc;
	const char *const heads[] = {m->heading_text, tc->heading,
				     tc->section_heading, m->t->caption};
	size_t strict = 0, other = 0;

	for (size_t c = 0; c < m->t->cols; c++) {
		const char *h = m->head[c] ? m->head[c] : "";

		if (m->role[c] != TABLE_ROLE_VALUE)
			continue;
		if (has_any(h, quota_words) && !load_stated(h) &&
		    !measured_header(h))
			strict++;
		else if (!has_any(h, bursts))
			other++;
	}
	if (strict && !other)
		return 1;
	for (size_t c = 0; strict && c < m->t->cols; c++) {
		const char *h = m->head[c] ? m->head[c] : "";

		if (m->role[c] != TABLE_ROLE_VALUE ||
		    !has_any(h, quota_words) || load_stated(h) ||
		    measured_header(h))
			continue;
		m->role[c] = TABLE_ROLE_IGNORE;
		ingest_warn(m->ctx, m->t->line_from, table_cell_col(m->t, 0, c),
			    "table %d: column '%s' skipped: its header names a "
			    "limit, a quota or a provisioned figure, no "
			    "measurement",
			    tc->index, h);
	}
	if (!table_ran_nothing(m) || columns_say_measured(m))
		return 0;
	for (size_t i = 0; i < sizeof(heads) / sizeof(heads[0]); i++)
		if (quota_heading(heads[i]))
			return 1;
	return 0;
}

/*
 * How many body rows say in a cell of words (no figure, system, test or
 * note column's) that their figures are claimed, not measured ("2012-11 발표",
 * "🟡(공식) https://...", "vendor datasheet").
 */
static size_t claimed_rows(const struct table_mapping *m)
{
	size_t n = 0;

	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++)
		for (size_t c = 0; c < m->t->cols; c++) {
			const char *s = table_cell(m->t, r, c);

			/* a system named "Vendor A" says nothing of its
			 * figures: only the cells beside them */
			struct table_cellv cv;

			if ((m->role[c] == TABLE_ROLE_VALUE &&
			     !table_cell_values(s, &cv)) ||
			    m->role[c] == TABLE_ROLE_DATASHEET ||
			    m->role[c] == TABLE_ROLE_SYSTEM ||
			    m->role[c] == TABLE_ROLE_TEST ||
			    m->ht[c].note_header ||
			    comment_header(m->head[c]) || table_cell_empty(s) ||
			    !claims(s))
				continue;
			n++;
			break;
		}
	return n;
}

/*
 * How many words of two letters or more s holds ("WD Caviar Black 64MB
 * SATA 3.0": 4), a tool's name aside: a name, where "### 4k" or "### dd
 * 1M" is a test's size.
 */
static size_t name_words(const char *s)
{
	size_t n = 0;

	for (const char *p = s; *p;) {
		const char *w = p;

		while (*p && !isalpha((unsigned char)*p) &&
		       (unsigned char)*p < 0x80)
			p++;
		w = p;
		while (isalpha((unsigned char)*p) || (unsigned char)*p >= 0x80)
			p++;
		if (p - w >= 2 && !(w > s && isdigit((unsigned char)w[-1])) &&
		    !testname_tool(w, (size_t)(p - w)))
			n++;
		while (*p && (isalnum((unsigned char)*p) ||
			      (unsigned char)*p >= 0x80))
			p++;
	}
	return n;
}

/*
 * Whether header h tells how the test file was prepared before the run
 * ("文件提前用dd生成（bs=128M，count=1000）", "file pre-created with dd
 * bs=1M", "mit dd erzeugt"): a variant of the setup, whose tool and
 * sizes are the preparation's, not the figures'.
 */
static int prepared_with(const char *h)
{
	static const char *const words[] = {
	    "pre-created",
	    "precreated",
	    "pre-allocated",
	    "preallocated",
	    "pre-filled",
	    "prefilled",
	    "pre-written",
	    "prewritten",
	    "created with",
	    "generated with",
	    "prepared with",
	    "filled with",
	    "erzeugt",
	    "erstellt",
	    "g\xc3\xa9n\xc3\xa9r\xc3\xa9",
	    "cr\xc3\xa9\xc3\xa9",
	    "generado",
	    "creado",
	    "\xe7\x94\x9f\xe6\x88\x90", /* 生成 */
	    "\xe9\xa2\x84\xe5\x85\x88", /* 预先 */
	    "\xe6\x8f\x90\xe5\x89\x8d", /* 提前 */
	    "\xe4\xbd\x9c\xe6\x88\x90", /* 作成 */
	    "\xec\x83\x9d\xec\x84\xb1", /* 생성 */
	    NULL,
	};
	struct testname tn;

	if (!has_any(h, words))
		return 0;
	testname_parse(h, strlen(h), 0, &tn);
	return testname_tool(h, strlen(h)) != NULL || tn.cond.bs > 0;
}

/* Whether s names a block size in words ("Block size", "bs", "块大小"). */
static int block_word(const char *s)
{
	static const char *const block[] = {
	    "block",
	    "blocks",
	    "blocksize",
	    "bs",
	    "record",
	    "blockgr\xc3\xb6\xc3\x9f"
	    "e",
	    "bloc",
	    "bloque",
	    "blocco",
	    "\xe5\x9d\x97",					/* 块 */
	    "\xe5\xa1\x8a",					/* 塊 */
	    "\xeb\xb8\x94\xeb\xa1\x9d",				/* 블록 */
	    "\xe3\x83\x96\xe3\x83\xad\xe3\x83\x83\xe3\x82\xaf", /* ブロック */
	    "\xd0\xb1\xd0\xbb\xd0\xbe\xd0\xba",			/* блок */
	    NULL,
	};

	return has_any(s, block);
}

/*
 * Whether header h says the sizes beside it are amounts in all, not
 * block sizes: a total or a file's size ("写总大小", "Total written",
 * "file size", "総書き込み量") with no block word.
 */
static int total_size_header(const char *h)
{
	static const char *const total[] = {
	    "total",
	    "file size",
	    "filesize",
	    "amount",
	    "gesamt",
	    "insgesamt",
	    "dateigr\xc3\xb6\xc3\x9f"
	    "e",
	    "taille totale",
	    "taille du fichier",
	    "tama\xc3\xb1o total",
	    "\xe6\x80\xbb",					/* 总 */
	    "\xe7\xb8\xbd",					/* 總 */
	    "\xe5\x90\x88\xe8\xa8\x88",				/* 合計 */
	    "\xe6\x96\x87\xe4\xbb\xb6\xe5\xa4\xa7\xe5\xb0\x8f", /* 文件大小 */
	    "\xe5\x86\x99\xe5\x85\xa5\xe9\x87\x8f",		/* 写入量 */
	    "\xe3\x83\x95\xe3\x82\xa1\xe3\x82\xa4\xe3\x83\xab\xe3\x82\xb5\xe3"
	    "\x82\xa4\xe3\x82\xba", /* ファイルサイズ */
	    "\xec\xb4\x9d",	    /* 총 */
	    "\xed\x8c\x8c\xec\x9d\xbc \xed\x81\xac\xea\xb8\xb0", /* 파일 크기 */
	    "\xd0\xbe\xd0\xb1\xd1\x8a\xd1\x91\xd0\xbc", /* объём */
	    NULL,
	};

	return has_any(h, total) && !block_word(h);
}

/*
 * "| | Acer Aspire | Gigabyte M912 |" over rows "Dhrystone", "Random
 * Access", "Average Read": a column with no header beside columns headed
 * by names (the systems) whose cells name tests or metrics in a third of
 * its rows or more (two at least) names the rows' tests, no system.
 */
static void corner_rows_name_tests(struct table_mapping *m)
{
	size_t named = 0;

	for (size_t c = 0; c < m->t->cols; c++)
		named += m->role[c] == TABLE_ROLE_VALUE && !m->ht[c].found &&
			 !m->ht[c].metric && !m->ht[c].condition &&
			 m->head[c][0];
	if (named < 2)
		return;
	for (size_t c = 0; c < m->t->cols; c++) {
		size_t text = 0, tests = 0;

		if (m->role[c] != TABLE_ROLE_SYSTEM || m->head[c][0])
			continue;
		for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
			const char *s = table_cell(m->t, r, c);
			struct testname tn;

			if (table_cell_empty(s))
				continue;
			text++;
			testname_parse(s, strlen(s), 0, &tn);
			tests += tn.cond.pattern || tn.n_ops || tn.cdm ||
				 tn.metric || tn.access || random_access(s);
		}
		if (tests >= 2 && tests * 3 >= text)
			m->role[c] = TABLE_ROLE_TEST;
	}
}

/*
 * The one word of s (brackets aside) that is a unit of a rate or a time
 * ("iozone KByte/sec", "Latenz (ms)"), into out (n bytes): 1 when there
 * is exactly one, else 0.
 */
static int corner_unit(const char *s, char *out, size_t n)
{
	char w[24];
	int found = 0;

	for (const char *p = s; *p;) {
		size_t len;

		while (*p && strchr(" ()[],", *p))
			p++;
		len = strcspn(p, " ()[],");
		if (!len)
			continue;
		if (len < sizeof(w)) {
			enum testname_metric mt;

			memcpy(w, p, len);
			w[len] = '\0';
			mt = table_unit_metric(w);
			if (mt == TESTNAME_BW || mt == TESTNAME_LAT) {
				if (found++ || len >= n)
					return 0;
				memcpy(out, w, len + 1);
			}
		}
		p += len;
	}
	if (!found)
		out[0] = '\0';
	return found;
}

/* Whether column c has no text below the header (a corner over the
 * unnamed row of one system: "| Stats (MB/s) | seqread |" over "| | 722.1
 * |"). */
static int empty_body(const struct table_mapping *m, size_t c)
{
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++)
		if (table_cell(m->t, r, c)[0])
			return 0;
	return m->t->rows > (size_t)m->hdr;
}

/*
 * "| iozone KByte/sec | Intel SSD | Seagate Cheetah |": the corner cell
 * (the header of the rows' names, left of every value column) naming a
 * unit and/or a tool, and nothing of one test, says them of the whole
 * table, as a caption would: the unit of every figure no header, row or
 * cell gives its own, the tool (with its unit convention: iozone's kB is
 * 1024 bytes) unless the user's map or the table's caption names one.
 */
static void corner_names_table(struct table_mapping *m)
{
	const struct testname *h;
	const char *tool;
	size_t c;

	if (m->hdr < 1 || m->t->cols < 2)
		return;
	for (c = 0; c < m->t->cols; c++)
		if (m->role[c] == TABLE_ROLE_VALUE ||
		    m->role[c] == TABLE_ROLE_DATASHEET)
			return; /* a figure's header, no corner */
		else if (m->role[c] == TABLE_ROLE_TEST ||
			 m->role[c] == TABLE_ROLE_SYSTEM ||
			 (!c && empty_body(m, c)))
			break;
	if (c == m->t->cols || !m->head[c][0])
		return;
	h = &m->ht[c];
	if (h->n_ops || h->cond.pattern != IODB_PATTERN_UNKNOWN ||
	    h->cond.bs > 0 || h->cond.iodepth > 0 || h->cond.numjobs > 0 ||
	    h->cdm || h->stat || h->access || h->aggregate || m->prep[c])
		return;
	tool = testname_tool(m->head[c], strlen(m->head[c]));
	if (tool && !m->map.tool &&
	    !(m->t->caption &&
	      testname_tool(m->t->caption, strlen(m->t->caption))))
		m->tool = tool;
	if (m->heading.metric != TESTNAME_NONE)
		return;
	if (h->metric != TESTNAME_NONE && h->unit[0]) {
		m->heading.metric = h->metric;
		memcpy(m->heading.unit, h->unit, sizeof(m->heading.unit));
		return;
	}
	if (h->metric == TESTNAME_NONE &&
	    corner_unit(m->head[c], m->heading.unit, sizeof(m->heading.unit)))
		m->heading.metric = table_unit_metric(m->heading.unit);
}

/*
 * Whether word w (n bytes) of a corner cell says what kind of table it is
 * and names nothing: "Performance", "Results", "Benchmark", a unit, a
 * metric, a tool, a column title ("Device").
 */
static int corner_generic_word(const char *w, size_t n)
{
	static const char *const words[] = {
	    "test",	 "tests",      "benchmark",  "benchmarks", "bench",
	    "metric",	 "metrics",    "result",     "results",	   "workload",
	    "workloads", "operation",  "operations", "item",	   "items",
	    "case",	 "cases",      "scenario",   "mode",	   "task",
	    "bandwidth", "throughput", "speed",	     "speeds",	   "iops",
	    "latency",	 "comparison", "summary",    "score",	   "scores",
	    "of",	 "the",	       "and",	     "for",	   "on",
	    "in",	 "with",       "vs",	     NULL,
	};
	char b[32];
	struct testname tn;

	if (word_listed(w, n, words, 1))
		return 1;
	if (n >= sizeof(b))
		return 0;
	memcpy(b, w, n);
	b[n] = '\0';
	if (quantity_word(b) || table_shape_column_title(b) ||
	    table_unit_metric(b) != TESTNAME_NONE || testname_tool(b, n))
		return 1;
	testname_parse(b, n, 0, &tn);
	return tn.found || tn.metric || tn.stat || tn.condition ||
	       tn.value_header || tn.test_header || tn.aggregate || tn.other ||
	       tn.datasheet || tn.index || tn.note_header || tn.access ||
	       tn.interface || tn.n_ops || tn.cdm;
}

/*
 * "| Exfat Performance | Linux Bandwidth | Asterinas Bandwidth |" over
 * rows of tests: a corner of a name and words saying what kind of table
 * it is ("Performance", "Results") names the subject of the whole table,
 * the file system or disk each column's system ran on; two such tables
 * differ by it alone.  Into m->corner_subject, "" when the corner names
 * no test column, has no such word or leaves no plain name.
 */
static void corner_subject(struct table_mapping *m)
{
	const char *h;
	char out[sizeof(m->corner_subject)];
	size_t k = 0;
	int generic = 0, digits_only = 1;

	static const char *const titles[] = {
	    "performance", "perf",	  "results",	"result", "benchmark",
	    "benchmarks",  "comparison",  "summary",	"test",	  "tests",
	    "leistung",	   "rendimiento", "desempenho", NULL,
	};
	const struct testname *ht = &m->ht[0];

	m->corner_subject[0] = '\0';
	if (m->hdr != 1 || m->t->cols < 3 || m->role[0] != TABLE_ROLE_TEST)
		return;
	/* a corner naming a test, a metric or a unit says them, no subject
	 * ("Read shape", "Metric (chroot)", "bandwidth(MiB/s)") */
	if (ht->n_ops || ht->cond.pattern != IODB_PATTERN_UNKNOWN ||
	    ht->cond.bs > 0 || ht->cond.iodepth > 0 || ht->cond.numjobs > 0 ||
	    ht->cdm || ht->stat || ht->access || ht->aggregate || ht->metric ||
	    m->prep[0])
		return;
	h = m->head[0];
	for (const char *p = h; *p;) {
		size_t n;

		/* a bracket qualifies: no plain title; a closing one alone
		 * ("/B)Misk") too, and strcspn() would not step over it */
		if (strchr("()[]", *p))
			return;
		while (*p && strchr(" ,:/-", *p))
			p++;
		n = strcspn(p, " ()[],:/");
		if (!n)
			continue;
		if (word_listed(p, n, titles, 1)) {
			generic = 1;
		} else if (corner_generic_word(p, n)) {
			;
		} else {
			if (k + n + 2 > sizeof(out))
				return;
			for (size_t i = 0; i < n; i++)
				digits_only &= !isalpha((unsigned char)p[i]);
			k +=
			    (size_t)snprintf(out + k, sizeof(out) - k, "%s%.*s",
					     k ? " " : "", (int)n, p);
		}
		p += n;
	}
	if (!generic || !k || digits_only || !table_plain_name(out))
		return;
	memcpy(m->corner_subject, out, k + 1);
}

/*
 * s without its Markdown inline markup into out (n bytes): a link is its
 * text ("[Acme Cache](https://x.org/a) / LRU" is "Acme Cache / LRU"), code
 * marks and emphasis go ("`dm-cache` target" is "dm-cache target").
 */
static void markup_plain(const char *s, char *out, size_t n)
{
	size_t k = 0;

	for (const char *p = s; *p && k + 1 < n; p++) {
		const char *close = *p == '[' ? strstr(p, "](") : NULL;

		if (close && !memchr(p + 1, '[', (size_t)(close - p) - 1) &&
		    strchr(close, ')')) {
			/* the link's text, then past its target */
			for (p++; p < close && k + 1 < n; p++)
				out[k++] = *p;
			p = strchr(close, ')');
			continue;
		}
		if (*p == '`' || *p == '*' ||
		    (*p == '_' && (p == s || p[-1] == ' ' || p[-1] == '_' ||
				   p[1] == '_' || !p[1] || p[1] == ' ')))
			continue;
		out[k++] = *p;
	}
	while (k && out[k - 1] == ' ')
		k--;
	out[k] = '\0';
}

/*
 * "| [Acme Cache](https://x.org/a) / LRU | Sequential | Random |" over
 * rows "IOPS (Read/Write)", "Throughput in MiB/s (Read/Write)", "Latency
 * in us (Read/Write)" (made up; kbench's summary retyped, one table per
 * system): the columns name the tests, the rows the metrics of each
 * column's result, so nothing but the corner is left to name the system,
 * and it does when its text (markup aside) is a plain name, no test,
 * metric, unit, tool or a word saying what kind of table it is ("Test",
 * "Metric", "Results").  It labels the figures as a heading naming a
 * system would ("Acme Cache / LRU"), after the heading's name if there is
 * one.  Only for one header row, every column right of it a figure column
 * naming a test and nothing of a metric, and every row naming a metric
 * (two kinds at least) and no test of its own.
 */
static void corner_system(struct table_mapping *m)
{
	const struct table *t = m->t;
	char name[sizeof(m->heading_label)], unit[24];
	unsigned metrics = 0;
	int own = 0;

	if (m->hdr != 1 || t->cols < 2 || t->rows < 3 || m->has_system ||
	    m->columns_label || m->map.labels_columns || m->map.has_heading ||
	    m->role[0] != TABLE_ROLE_TEST || !m->head[0][0])
		return;
	for (size_t c = 1; c < t->cols; c++) {
		const struct testname *h = &m->ht[c];

		if (m->role[c] != TABLE_ROLE_VALUE || h->metric || h->stat ||
		    h->unit[0] || h->aggregate ||
		    !(h->n_ops || h->cond.pattern != IODB_PATTERN_UNKNOWN ||
		      h->cond.bs > 0 || h->cdm))
			return;
	}
	for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
		const char *s = table_cell(t, r, 0);
		struct testname tn;

		testname_parse(s, strlen(s), 0, &tn);
		if (tn.metric == TESTNAME_NONE || tn.metric >= 32 ||
		    tn.cond.pattern != IODB_PATTERN_UNKNOWN || tn.cond.bs > 0 ||
		    tn.cdm)
			return;
		metrics |= 1u << tn.metric;
	}
	if (!(metrics & (metrics - 1)))
		return; /* one metric: rows of something else */
	markup_plain(m->head[0], name, sizeof(name));
	if (!table_plain_name(name) || corner_unit(name, unit, sizeof(unit)))
		return;
	for (const char *p = name; *p;) {
		size_t n;

		while (*p && strchr(" ,:/-()", *p))
			p++;
		n = strcspn(p, " ,:/()");
		own |= n && !corner_generic_word(p, n);
		p += n;
	}
	if (!own)
		return;
	if (!m->heading_label[0] || strcasestr(name, m->heading_label)) {
		memcpy(m->heading_label, name, sizeof(name));
	} else if (strlen(m->heading_label) + strlen(name) + 4 <
		   sizeof(m->heading_label)) {
		char q[sizeof(m->heading_label)];

		snprintf(q, sizeof(q), "%s / %s", m->heading_label, name);
		memcpy(m->heading_label, q, sizeof(q));
	}
}

/*
 * "| 写总大小 | 4M | 8M | 16M |": a corner saying the column headers'
 * sizes are amounts written in all: they are no block size of the
 * column's figures.
 */
static void header_sizes_are_totals(struct table_mapping *m)
{
	int totals = 0;

	for (size_t c = 0; c < m->t->cols; c++)
		if (m->role[c] != TABLE_ROLE_VALUE &&
		    total_size_header(m->head[c]))
			totals = 1;
	if (!totals)
		return;
	for (size_t c = 0; c < m->t->cols; c++)
		if (m->role[c] == TABLE_ROLE_VALUE && m->ht[c].cond.bs > 0)
			m->ht[c].cond.bs = -1;
}

/*
 * A body cell that is a number with letters after it no unit reads
 * ("0.31G", "2.4G": gigabytes, a second or in all?) when no column is one
 * of figures; NULL when there is none.
 */
static const char *unread_figure(const struct table_mapping *m)
{
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++)
		for (size_t c = 0; c < m->t->cols; c++) {
			const char *s = table_cell(m->t, r, c), *p = s;

			if (m->role[c] != TABLE_ROLE_SYSTEM &&
			    m->role[c] != TABLE_ROLE_IGNORE)
				continue; /* "4k" names a row's test */
			while (isdigit((unsigned char)*p) || *p == '.' ||
			       *p == ',')
				p++;
			if (p > s && isdigit((unsigned char)*s) &&
			    isalpha((unsigned char)*p) && strlen(p) <= 3 &&
			    !strchr(p, ' '))
				return s;
		}
	return NULL;
}

static int has_role(const struct table_mapping *m, int role)
{
	for (size_t c = 0; c < m->t->cols; c++)
		if (m->role[c] == role)
			return 1;
	return 0;
}

/*
 * Whether the line s reads as a title, not a sentence of prose ("순차
 * 읽기 속도는 데이터시트에 560MB/s로 나와 있습니다."): short, and not
 * ending as a sentence does.
 */
static int is_title(const char *s)
{
	size_t n = s ? strlen(s) : 0;

	while (n && s[n - 1] == ' ')
		n--;
	if (!n || n > 100)
		return 0;
	if (s[n - 1] == '.' || s[n - 1] == '!' || s[n - 1] == '?')
		return 0;
	return !(n >= 3 && !memcmp(s + n - 3, "\xe3\x80\x82", 3)); /* 。 */
}

/*
 * Whether the word before offset e of b (past blanks) says a setup's:
 * "setup", "test", "testing", "benchmark", "测试"/"測試" (test), or a
 * benchmark tool's name ("fio 参数": fio's options).
 */
static int setup_word_before(const char *b, size_t e)
{
	static const char *const before[] = {"setup",
					     "test",
					     "testing",
					     "benchmark",
					     "\xe6\xb5\x8b\xe8\xaf\x95",
					     "\xe6\xb8\xac\xe8\xa9\xa6",
					     NULL};
	size_t w;

	while (e && b[e - 1] == ' ')
		e--;
	for (size_t k = 0; before[k]; k++) {
		size_t l = strlen(before[k]);

		if (e >= l && !strncasecmp(b + e - l, before[k], l) &&
		    ((unsigned char)before[k][0] >= 0x80 || e == l ||
		     !isalpha((unsigned char)b[e - l - 1])))
			return 1;
	}
	for (w = e; w && (isalnum((unsigned char)b[w - 1]) || b[w - 1] == '+');)
		w--;
	return w < e && testname_tool(b + w, e - w) != NULL;
}

/*
 * Heading h without the specification of a test setup, into b (n
 * bytes): "Missing setup specification for: Test KIOXIA BG4" (an issue
 * asking how the test was set up), "Test spec", "Benchmark specs",
 * "同一套 fio 参数" (the same fio options) say how the figures were
 * measured, not what a vendor rates.  With measured (the table's own
 * commands ran its columns: table_commands_cover()), "性能参数"
 * (performance parameters) is the figures measured too, as "Performance
 * Parameters" is in English; "技术参数", "产品参数" stay a vendor's.
 * Returns b, or h when it does not fit.
 */
static const char *without_setup_spec(const char *h, char *b, size_t n,
				      int measured)
{
	static const char canshu[] = "\xe5\x8f\x82\xe6\x95\xb0";   /* 参数 */
	static const char xingneng[] = "\xe6\x80\xa7\xe8\x83\xbd"; /* 性能 */
	const size_t xl = sizeof(xingneng) - 1;
	size_t len = strlen(h);

	if (len >= n)
		return h;
	memcpy(b, h, len + 1);
	for (size_t i = 0; i < len; i++) {
		size_t w = 0;

		if (!strncmp(b + i, canshu, sizeof(canshu) - 1)) {
			w = sizeof(canshu) - 1;
		} else if (!strncasecmp(b + i, "spec", 4) &&
			   !(i && isalpha((unsigned char)b[i - 1]))) {
			while (isalpha((unsigned char)b[i + w]))
				w++;
		} else {
			continue;
		}
		if (setup_word_before(b, i) ||
		    (measured && w == sizeof(canshu) - 1 && i >= xl &&
		     !memcmp(b + i - xl, xingneng, xl)))
			memset(b + i, ' ', w);
	}
	return b;
}

/*
 * Whether text s names a datasheet or specifications: not through a word
 * that merely opens with "spec" ("Why this host, specifically",
 * "Special cases": spec_lookalike()).
 */
static int table_says_datasheet(const char *s)
{
	struct testname tn;

	testname_parse(s, strlen(s), 0, &tn);
	return tn.datasheet && !spec_lookalike(s);
}

/*
 * Whether the table stands in a section of its own inside one whose
 * heading claims vendor figures ("## Specs" / "### SSD" / "I ran
 * kdiskmark:" / the table) and what is nearest says it was measured: its
 * section's heading names no datasheet nor claim, and the table or the
 * text around it names the benchmark tool that ran (not CrystalDiskMark
 * or ATTO alone, whose figures vendors quote, unless the text says it
 * ran), or a column says who measured.  The nearer heading governs; a
 * table right under the specifications heading stays theirs.
 */
static int nearer_section_measured(const struct table_mapping *m)
{
	const struct table_context *tc = m->tc;
	const char *sh = tc->section_heading;

	if (!sh || !is_title(sh) || !strcmp(sh, tc->outer_heading) ||
	    table_says_datasheet(sh) || claims(sh))
		return 0;
	if (columns_say_measured(m))
		return 1;
	return m->tool && tc->tool && tc->tool_near &&
	       ((strcmp(m->tool, "CrystalDiskMark") &&
		 strcmp(m->tool, "ATTO")) ||
		tc->tool_ran);
}

/* Whether header s names tool (testname_tool's name for it). */
static int tool_named_same(const char *s, const char *tool)
{
	const char *t = testname_tool(s, strlen(s));

	return t && !strcmp(t, tool);
}

/*
 * "| Disk | 4K random read IOPS | Throughput | Latency |": one column
 * names the test, the others only their metric.  When the table names
 * exactly one test in its headers (no direction in its rows or in the
 * heading), the row is that test and the other metrics are its figures:
 * they take its direction and conditions.  Several tests named, or none:
 * nothing is filled.
 */
static void fill_row_test(struct table_mapping *m)
{
	const struct testname *named = NULL;
	size_t nc = 0;

	if (m->heading.n_ops || m->map.has_cond)
		return;
	for (size_t c = 0; c < m->t->cols; c++) {
		if (m->role[c] != TABLE_ROLE_TEST)
			continue;
		for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
			const char *s = table_cell(m->t, r, c);
			struct testname tn;

			/* the rows name their directions themselves */
			testname_parse(s, strlen(s), 0, &tn);
			if (tn.n_ops || tn.cdm)
				return;
		}
	}
	for (size_t c = 0; c < m->t->cols; c++) {
		const struct testname *h = &m->ht[c];

		if (m->role[c] != TABLE_ROLE_VALUE || !h->n_ops)
			continue;
		if (h->n_ops != 1)
			return;
		if (named && (named->cond.op != h->cond.op ||
			      named->cond.pattern != h->cond.pattern ||
			      named->cond.bs != h->cond.bs ||
			      named->cond.iodepth != h->cond.iodepth ||
			      named->cond.numjobs != h->cond.numjobs))
			return;
		named = h;
		nc = c;
	}
	if (!named || !m->test_col)
		return;
	for (size_t c = 0; c < m->t->cols; c++) {
		struct testname *h = &m->ht[c];
		const char *tool;

		if (m->role[c] != TABLE_ROLE_VALUE || h->found || !h->metric ||
		    h->stat || h->n_ops)
			continue;
		/* "| Drive | hdparm (MB/s) | dd write (MB/s) |": a column
		 * naming another tool than the test's is that tool's test,
		 * no metric of dd's write */
		tool = testname_tool(m->head[c], strlen(m->head[c]));
		if (tool && !tool_named_same(m->head[nc], tool))
			continue;
		m->test_col[c] = nc + 1;
		h->cond.op = named->cond.op;
		h->ops[0] = named->cond.op;
		h->n_ops = 1;
		if (h->cond.pattern == IODB_PATTERN_UNKNOWN)
			h->cond.pattern = named->cond.pattern;
		if (h->cond.bs < 0)
			h->cond.bs = named->cond.bs;
		if (h->cond.iodepth < 0)
			h->cond.iodepth = named->cond.iodepth;
		if (h->cond.numjobs < 0)
			h->cond.numjobs = named->cond.numjobs;
	}
}

/* whether cell s is the figure fig as printed ("6,193", "**6,193**") */
static int cell_is_figure(const char *s, const char *fig)
{
	size_t n = strlen(fig), a, b = strlen(s);

	for (a = 0; a < b && (s[a] == ' ' || s[a] == '*');)
		a++;
	while (b > a && (s[b - 1] == ' ' || s[b - 1] == '*'))
		b--;
	return b - a == n && !memcmp(s + a, fig, n);
}

/*
 * Whether value column c may take the unit of a statement whose words
 * name test sn: its header names a test (a direction or a pattern) and
 * no metric, unit, statistic or condition, none other than sn's, and
 * its cells are bare figures.
 */
static int column_takes_stated(const struct table_mapping *m, size_t c,
			       const struct testname *sn)
{
	const struct testname *h = &m->ht[c];

	if (m->role[c] != TABLE_ROLE_VALUE || h->metric || h->unit[0] ||
	    h->stat || h->aggregate || h->access || h->datasheet ||
	    h->condition || h->other || !(h->n_ops || h->cond.pattern))
		return 0;
	if ((sn->metric != TESTNAME_NONE && sn->metric != TESTNAME_BW) ||
	    sn->metrics > 1)
		return 0;
	if (h->n_ops) {
		/* the statement names the column's direction ("Top Seq
		 * Read", "Sequential Read ranged from ..."), none other */
		int same = 0;

		if (h->n_ops != 1)
			return 0;
		for (int k = 0; k < sn->n_ops; k++)
			same |= sn->ops[k] == h->cond.op;
		if (!same)
			return 0;
	}
	if (sn->cond.pattern && h->cond.pattern &&
	    sn->cond.pattern != h->cond.pattern)
		return 0;
	if (sn->cond.bs > 0 && h->cond.bs > 0 && sn->cond.bs != h->cond.bs)
		return 0;
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		struct table_cellv cv;
		const char *s = table_cell(m->t, r, c);

		if (table_cell_empty(s))
			continue;
		if (table_cell_values(s, &cv) || cv.n != 1 || cv.v[0].unit[0] ||
		    cv.v[0].alt_num[0])
			return 0;
	}
	return 1;
}

/* whether row r's cells outside the value columns are named in words */
static int row_named_in(const struct table_mapping *m, size_t r,
			const char *words)
{
	for (size_t c = 0; c < m->t->cols; c++) {
		const char *s = table_cell(m->t, r, c);

		if (m->role[c] != TABLE_ROLE_VALUE && strlen(s) >= 3 &&
		    strstr(words, s))
			return 1;
	}
	return 0;
}

/*
 * A unit the text near the table states with one of its figures
 * ("Sequential Read ranged from 6,193 MB/s", a callout "Top Seq Read
 * (MB/s): 6,193"; document.c, stated_figures()), for a table whose
 * header, heading and notes name no metric or unit: the column holding
 * that figure as printed (in one cell of the table, or in one cell of a
 * row the statement names) takes the unit, as if its header named it,
 * when the column names a test the statement does not contradict and
 * holds bare figures (column_takes_stated()).  No row may name a
 * metric.  shared_unit() may then give it to the sibling columns.
 */
static void stated_units(struct table_mapping *m)
{
	const struct table_context *tc = m->tc;
	struct table *t = m->t;

	/* a heading may name the metric ("throughput"), not the unit */
	if (!tc->n_stated || m->map.has_heading ||
	    (m->heading.metric != TESTNAME_NONE &&
	     m->heading.metric != TESTNAME_BW) ||
	    m->heading.metrics > 1 || m->heading.unit[0])
		return;
	for (size_t c = 0; c < t->cols; c++) {
		if (m->ht[c].metric != TESTNAME_NONE || m->ht[c].unit[0])
			return; /* the header names its units */
		if (m->role[c] == TABLE_ROLE_VALUE)
			continue;
		for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
			struct testname tn;
			const char *s = table_cell(t, r, c);

			testname_parse(s, strlen(s), 0, &tn);
			if (tn.metric != TESTNAME_NONE)
				return; /* "| IOPS |": the rows' metrics */
		}
	}
	for (int i = 0; i < tc->n_stated; i++) {
		const struct table_stated *st = &tc->stated[i];
		struct testname sn;
		size_t hit = t->cols, named = t->cols;
		int hits = 0, nhits = 0;

		for (size_t c = 0; c < t->cols; c++) {
			if (m->role[c] != TABLE_ROLE_VALUE)
				continue;
			for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
				if (!cell_is_figure(table_cell(t, r, c),
						    st->fig))
					continue;
				hits++;
				hit = c;
				if (row_named_in(m, r, st->words)) {
					nhits++;
					named = c;
				}
			}
		}
		if (hits != 1) {
			if (nhits != 1)
				continue;
			hit = named;
		}
		testname_init(&sn);
		testname_parse(st->words, strlen(st->words), 0, &sn);
		if (!column_takes_stated(m, hit, &sn))
			continue;
		m->ht[hit].metric = table_unit_metric(st->unit);
		snprintf(m->ht[hit].unit, sizeof(m->ht[hit].unit), "%s",
			 st->unit);
		m->stated_col = hit + 1;
		return;
	}
}

/*
 * A unit named once for sibling columns: one value column at either end
 * of the value columns names its unit in its header ("랜덤 읽기 (MB/s)",
 * "Write (MB/s)"), every other value column's header names a test (a
 * direction or an access pattern) and no metric, unit or statistic, and
 * their cells are bare figures.  Then that unit is theirs too
 * (m->shared_unit).
 */
static void shared_unit(struct table_mapping *m)
{
	struct table *t = m->t;
	size_t first = t->cols, last = 0, named = t->cols, values = 0;

	for (size_t c = 0; c < t->cols; c++) {
		if (m->role[c] != TABLE_ROLE_VALUE)
			continue;
		values++;
		if (first == t->cols)
			first = c;
		last = c;
		if (m->ht[c].unit[0] && m->ht[c].metric != TESTNAME_NONE) {
			if (named != t->cols)
				return; /* two units named: each its own */
			named = c;
		}
	}
	if (named == t->cols || values < 2 || (named != first && named != last))
		return;
	for (size_t c = first; c <= last; c++) {
		const struct testname *h = &m->ht[c];

		if (m->role[c] != TABLE_ROLE_VALUE || c == named)
			continue;
		if (h->metric || h->unit[0] || h->stat || h->aggregate ||
		    h->access || h->datasheet || h->condition ||
		    !(h->n_ops || h->cond.pattern))
			return;
		/* a unit only a statement near the table gave ("reached
		 * 3,210 MB/s" of the Seq Read column) is no author's for a
		 * column of another pattern or size ("Random 4K Read": IOPS
		 * as likely) */
		if (m->stated_col == named + 1 &&
		    ((h->cond.pattern &&
		      h->cond.pattern != m->ht[named].cond.pattern) ||
		     (h->cond.bs > 0 && h->cond.bs != m->ht[named].cond.bs)))
			return;
		for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
			struct table_cellv cv;
			const char *s = table_cell(t, r, c);

			if (table_cell_empty(s) || table_cell_values(s, &cv))
				continue;
			for (int k = 0; k < cv.n; k++)
				if (cv.v[k].unit[0] || cv.v[k].alt_num[0])
					return;
		}
	}
	snprintf(m->shared_unit, sizeof(m->shared_unit), "%s",
		 m->ht[named].unit);
	m->shared_col = named;
}

/* Whether s names a store's call (program_ops()), the first one met
 * kept in *first: 1 or 0. */
static int count_call(const char *s, const char **first)
{
	static const char *const ops[] = {
	    "put",    "puts",	 "get",	   "gets",    "scan",	   "scans",
	    "insert", "inserts", "lookup", "lookups", "upsert",	   "upserts",
	    "select", "selects", "query",  "queries", "point get", NULL,
	};

	for (size_t i = 0; ops[i]; i++)
		if (has_ascii_word(s, ops[i])) {
			*first = *first ? *first : ops[i];
			return 1;
		}
	return 0;
}

/*
 * Each label of table m that may name its tests, to fn(s, ht, arg)
 * until it returns nonzero: a value column's header (ht its parsed
 * test name) and every test or system cell (ht NULL).  Returns what fn
 * returned last, or 0.
 */
static int each_test_label(const struct table_mapping *m,
			   int (*fn)(const char *s, const struct testname *ht,
				     void *arg),
			   void *arg)
{
	const struct table *t = m->t;
	int ret = 0;

	for (size_t c = 0; c < t->cols && !ret; c++) {
		if (m->role[c] == TABLE_ROLE_VALUE) {
			ret = fn(m->head[c], &m->ht[c], arg);
			continue;
		}
		if (m->role[c] != TABLE_ROLE_TEST &&
		    m->role[c] != TABLE_ROLE_SYSTEM)
			continue;
		for (size_t r = (size_t)m->hdr; r < t->rows && !ret; r++)
			ret = fn(table_cell(t, r, c), NULL, arg);
	}
	return ret;
}

static const char *const store_objects[] = {
    "s3",    "object", "objects", "bucket", "buckets",	"minio",
    "rados", "ceph",   "swift",	  "warp",   "cosbench", NULL,
};

struct call_count {
	const char *first;
	size_t n;
};

/* program_ops() for one label: -1 when it names storage, else 0. */
static int program_op_label(const char *s, const struct testname *ht, void *arg)
{
	struct call_count *cc = arg;
	struct testname tn;

	if (!ht) {
		if (strlen(s) > 24)
			return 0; /* a sentence, no call's name */
		testname_parse(s, strlen(s), 0, &tn);
		if (has_any(s, store_objects))
			return -1;
		ht = &tn;
	}
	if (ht->n_ops || ht->cond.pattern || ht->cdm)
		return -1;
	cc->n += (size_t)count_call(s, &cc->first);
	return 0;
}

/*
 * Whether table m's tests are a program's operations: two value columns
 * or short test or name cells or more naming a key-value store's or a
 * database's calls ("Put ops/s", "Get ms", "Scan MiB/s"; rows "Insert",
 * "Lookup") and none
 * naming a direction, an access pattern or a CrystalDiskMark test of
 * storage ("Read MB/s", "4K Q1T1").  An object store's PUT and GET
 * (S3, MinIO, Ceph's RADOS) are storage; the caller has made sure no
 * other storage word is near.  Returns the first such word, or NULL.
 */
static const char *program_ops(const struct table_mapping *m,
			       const char *heading)
{
	struct call_count cc = {NULL, 0};

	if ((heading && has_any(heading, store_objects)) ||
	    (m->tc->section_heading &&
	     has_any(m->tc->section_heading, store_objects)))
		return NULL;
	for (size_t c = 0; c < m->t->cols; c++)
		if (has_any(m->head[c], store_objects))
			return NULL;
	if (each_test_label(m, program_op_label, &cc))
		return NULL;
	return cc.n >= 2 ? cc.first : NULL;
}

/*
 * What label s names: 1 a filesystem's metadata call ("mkdir", "getattr",
 * "readdir_10", "listxattr_1": the call alone, perhaps with a "_N" or
 * "_1k" variant), 2 a bare "read" or "write" (with such a variant), else
 * 0.  *distinct is set when the call is one only a filesystem makes
 * ("mkdir", "getattr"), not a word of other tables too ("create",
 * "open", "stat").
 */
static int fs_call_label(const char *s, int *distinct)
{
	static const char *const own[] = {
	    "mkdir",	  "rmdir",    "mvdir",	     "readdir",	  "opendir",
	    "releasedir", "mknod",    "getattr",     "setattr",	  "fgetattr",
	    "setxattr",	  "getxattr", "removexattr", "listxattr", "unlink",
	    "symlink",	  "readlink", "lookup",	     "rename",	  "statfs",
	    "chmod",	  "chown",    "utimens",     "fallocate", NULL,
	};
	static const char *const shared[] = {
	    "create", "delete", "remove",  "link",     "stat",	"access",
	    "open",   "close",	"release", "truncate", "flush", NULL,
	};
	char w[16];
	size_t n = 0;

	*distinct = 0;
	while (*s == ' ' || *s == '*' || *s == '`')
		s++;
	while (isalpha((unsigned char)*s) && n < sizeof(w) - 1)
		w[n++] = (char)tolower((unsigned char)*s++);
	w[n] = '\0';
	if (!n || isalpha((unsigned char)*s))
		return 0;
	if (*s == '_' && isalnum((unsigned char)s[1]))
		for (s++; isalnum((unsigned char)*s); s++)
			;
	while (*s == ' ' || *s == '*' || *s == '`')
		s++;
	if (*s)
		return 0;
	if (!strcmp(w, "read") || !strcmp(w, "write"))
		return 2;
	for (size_t i = 0; own[i]; i++)
		if (!strcmp(w, own[i]))
			return *distinct = 1;
	for (size_t i = 0; shared[i]; i++)
		if (!strcmp(w, shared[i]))
			return 1;
	return 0;
}

struct fs_calls {
	size_t calls, own, labels;
};

/* fs_call_table() for one label: -1 when it names an access pattern, a
 * block size or a CrystalDiskMark test, else 0. */
static int fs_call_count(const char *s, const struct testname *ht, void *arg)
{
	struct fs_calls *fc = arg;
	struct testname tn;
	int d, k;

	if (ht ? !s[0] : table_cell_empty(s))
		return 0;
	fc->labels++;
	k = fs_call_label(s, &d);
	if (k == 1) {
		fc->calls++;
		fc->own += (size_t)d;
		return 0;
	}
	if (k == 2 || ht)
		return 0;
	testname_parse(s, strlen(s), 0, &tn);
	return tn.cond.pattern || tn.cond.bs > 0 || tn.cdm ? -1 : 0;
}

/*
 * Whether table m's tests are a filesystem's metadata calls: three of its
 * row labels or value columns' headers or more name calls ("mkdir",
 * "rename", "getattr", "setxattr", "readdir_10"), two of them calls only
 * a filesystem makes, and they are most of its labels, none of the others
 * naming an access pattern, a block size or a CrystalDiskMark test.  A
 * bare "read" or "write" among them is a call too (a metadata
 * benchmark's, timed per call): the table is no block I/O test.
 */
static int fs_call_table(const struct table_mapping *m)
{
	struct fs_calls fc = {0, 0, 0};

	if (each_test_label(m, fs_call_count, &fc))
		return 0;
	return fc.calls >= 3 && fc.own >= 2 && fc.calls * 2 > fc.labels;
}

/*
 * Whether table m measures something else than storage as a whole, and
 * then warn: a column counting cycles, transactions, events or iterations
 * ("| Library | Read (MB/S) | Read (Cycles/MB) |", "| Clients | Whole-run
 * TPS |"), or a title above naming memory or a processor ("## 2. CPU
 * Performance", "## 4. Memory Throughput"), when neither the title nor
 * any header names storage.
 */
static int program_table(struct table_mapping *m, const char *heading)
{
	struct table *t = m->t;
	const char *what = NULL, *on = NULL;

	/* "| IO Size | QPS | Throughput |" by a storage tool's run (its
	 * command around the table): the queries are its I/Os, QPS its
	 * IOPS */
	for (size_t c = 0; c < t->cols && m->tc->tool && m->tc->tool_near; c++)
		if (m->role[c] == TABLE_ROLE_VALUE &&
		    m->ht[c].metric == TESTNAME_NONE && !m->ht[c].unit[0] &&
		    has_ascii_word(m->head[c], "qps"))
			m->ht[c].metric = TESTNAME_IOPS;
	if (heading && table_names_storage(heading, strlen(heading)))
		return 0;
	for (size_t c = 0; c < t->cols; c++)
		if (table_names_storage(m->head[c], strlen(m->head[c])))
			return 0;
	for (size_t c = 0; c < t->cols && !what; c++)
		if (m->ht[c].metric != TESTNAME_IOPS &&
		    (what = program_header(m->head[c])))
			on = m->head[c];
	/* "| Key | Put ms | Get ms | Put MiB/s |": a store's calls timed in
	 * memory, unless a storage tool ran by the table */
	if (!what && !(m->tc->tool && m->tc->tool_near) &&
	    program_ops(m, heading)) {
		ingest_warn(m->ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: its tests are a program's "
			    "operations ('%s': a key-value store's or a "
			    "database's calls) and nothing by it names "
			    "storage or a storage tool's run",
			    m->tc->index, program_ops(m, heading));
		return 1;
	}
	if (!what && heading && is_title(heading) && strlen(heading) < 80 &&
	    (what = table_nonstorage(heading, strlen(heading))))
		on = heading;
	if (!what)
		return 0;
	ingest_warn(m->ctx, t->line_from, table_cell_col(t, 0, 0),
		    "table %d not imported: '%s' names %s: it measures a "
		    "program, a processor, memory or a transport, not storage",
		    m->tc->index, on, what);
	return 1;
}

/*
 * Whether heading h says its table's figures are counters a running
 * daemon or system kept since it started ("Daemon Latency Averages (perf
 * dump since last OSD restart)", "I/O since boot"): the averages of
 * whatever it served, no benchmark's run.
 */
static int counters_heading(const char *h)
{
	/* not "start": a benchmark's own start ("MB/s since the start") */
	static const char *const start[] = {"restart",	"restarted", "reboot",
					    "rebooted", "boot",	     "booted",
					    "startup",	NULL};
	const char *p;

	if (!h)
		return 0;
	if (strcasestr(h, "perf dump") || strcasestr(h, "perf counters"))
		return 1;
	for (p = h; (p = strcasestr(p, "since")) != NULL; p += 5) {
		char after[48];

		if (p > h && isalnum((unsigned char)p[-1]))
			continue;
		snprintf(after, sizeof(after), "%s", p + 5);
		after[strcspn(after, ".,;:()")] = '\0';
		if (has_any(after, start))
			return 1;
	}
	return 0;
}

/*
 * Whether table m holds only times and nothing in it or its title names
 * storage, a tool, a direction, an access pattern or an access time
 * ("| | monitor activo | escritorio entero |" over "| blit mediana | 15,5
 * ms |" under "## Captura de pantalla"): the times of something else.
 * Then warn.
 */
static int times_only_table(struct table_mapping *m, const char *heading)
{
	struct table *t = m->t;
	size_t times = 0;

	if (m->tool || m->cdm || m->heading.n_ops || m->heading.cond.pattern ||
	    m->heading.access ||
	    (heading && table_names_storage(heading, strlen(heading))))
		return 0;
	for (size_t c = 0; c < t->cols; c++) {
		if (m->ht[c].n_ops || m->ht[c].cond.pattern ||
		    m->ht[c].access || m->ht[c].cdm ||
		    m->ht[c].metric == TESTNAME_IOPS ||
		    m->ht[c].metric == TESTNAME_BW ||
		    table_names_storage(m->head[c], strlen(m->head[c])))
			return 0;
		for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
			const char *s = table_cell(t, r, c);
			struct table_cellv cv;
			struct testname tn;

			if (m->role[c] == TABLE_ROLE_VALUE &&
			    !table_cell_values(s, &cv)) {
				for (int k = 0; k < cv.n; k++)
					if (cv.v[k].metric != TESTNAME_LAT)
						return 0;
				times++;
				continue;
			}
			if (table_names_storage(s, strlen(s)))
				return 0;
			testname_parse(s, strlen(s), 0, &tn);
			if (tn.n_ops || tn.cond.pattern || tn.access ||
			    tn.cdm || testname_tool(s, strlen(s)))
				return 0;
		}
	}
	if (!times)
		return 0;
	ingest_warn(m->ctx, t->line_from, table_cell_col(t, 0, 0),
		    "table %d not imported: it holds only times, and nothing "
		    "in it or its heading names storage, a tool or a "
		    "direction",
		    m->tc->index);
	return 1;
}

/*
 * Whether header h divides its figure by a price, a size or a processor
 * ("4K IOPS/$", "MB/s per dollar", "IOPS/€", "IOPS per GB", "IOPS/TB",
 * "MB/s per vCPU", "IOPS/core", "每元IOPS", "性价比", "コスパ"): a ratio
 * the author worked out, never a result.  "GB/s" and "(MB/s)" divide by
 * a second; "$/run" is a price, which kw_other names.
 */
static int per_cost_header(const char *h)
{
	static const char *const per[] = {
	    "$",   "\xe2\x82\xac", "\xc2\xa3", "\xc2\xa5", "usd",
	    "eur", "dollar",	   "dollars",  "euro",	   "euros",
	    "gb",  "gib",	   "tb",       "tib",	   "vcpu",
	    "cpu", "core",	   "cores",    NULL,
	};
	static const char *const words[] = {
	    "\xe6\xaf\x8f\xe5\x85\x83",		    /* 每元 */
	    "\xe6\x80\xa7\xe4\xbb\xb7\xe6\xaf\x94", /* 性价比 */
	    "\xe6\x80\xa7\xe5\x83\xb9\xe6\xaf\x94", /* 性價比 */
	    "\xe3\x82\xb3\xe3\x82\xb9\xe3\x83\x91", /* コスパ */
	    "\xea\xb0\x80\xec\x84\xb1\xeb\xb9\x84", /* 가성비 */
	    NULL,
	};

	for (size_t i = 0; words[i]; i++)
		if (strstr(h, words[i]))
			return 1;
	for (const char *p = h; *p; p++) {
		const char *q;

		if (*p == '/')
			q = p + 1;
		else if (!strncasecmp(p, "per ", 4) &&
			 (p == h || !isalnum((unsigned char)p[-1])))
			q = p + 4;
		else
			continue;
		while (*q == ' ')
			q++;
		for (size_t i = 0; per[i]; i++) {
			size_t n = strlen(per[i]);

			if (!strncasecmp(q, per[i], n) &&
			    !isalnum((unsigned char)q[n]) && q[n] != '/' &&
			    (isalpha((unsigned char)per[i][0]) ||
			     (unsigned char)per[i][0] >= 0x80 ||
			     !isdigit((unsigned char)q[n])))
				return 1;
		}
	}
	return 0;
}

/*
 * Whether cell s is a formula, no name: an operator between operands and
 * "=" before a figure ("N * X = 460", "(N-1) * X = 345", "4 × 115 =
 * 460"), or a product of a letter ("2 * X"): the author's arithmetic.
 */
static int formula_cell(const char *s)
{
	const char *eq = strrchr(s, '=');
	int op = 0;

	for (const char *p = s; *p && (!eq || p < eq); p++)
		if ((*p == '*' || *p == '+' || *p == '/') && p > s &&
		    p[-1] == ' ' && p[1] == ' ')
			op = 1;
		else if (!strncmp(p, "\xc3\x97", 2)) /* × */
			op = 1;
	if (!op)
		return 0;
	if (eq) {
		const char *v = eq + 1;

		while (*v == ' ')
			v++;
		return isdigit((unsigned char)*v);
	}
	return strstr(s, " * ") != NULL;
}

/*
 * Columns holding no result nor name: a ratio per price, size or
 * processor (per_cost_header(): "| Provider | Monthly Cost (USD) | 4K
 * IOPS/$ |" over "| Acme | $12.00 | 3,977 |"), skipped with a warning;
 * and a column of words whose every cell is a formula (formula_cell():
 * "| RAID | Theorerical Write | Measured Write |" over "| RAID 5 | (N-1)
 * * X = 345 | 205 |"), no part of the row's name.  A map says otherwise.
 */
static void ratio_columns(struct table_mapping *m)
{
	for (size_t c = 0; c < m->t->cols; c++) {
		size_t formulas = 0, others = 0;

		if (c < TABLE_MAP_COLS && m->map.role[c])
			continue;
		if (m->role[c] == TABLE_ROLE_VALUE &&
		    per_cost_header(m->head[c])) {
			m->role[c] = TABLE_ROLE_IGNORE;
			ingest_warn(m->ctx, m->t->line_from,
				    table_cell_col(m->t, 0, c),
				    "table %d: column '%s' skipped: its header "
				    "divides by a price, a size or a processor "
				    "(per dollar, per GB, per core): a ratio, "
				    "no result",
				    m->tc->index, m->head[c]);
			continue;
		}
		if (m->role[c] == TABLE_ROLE_VALUE ||
		    m->role[c] == TABLE_ROLE_IGNORE)
			continue;
		for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
			const char *s = table_cell(m->t, r, c);

			if (!s[0])
				continue;
			if (formula_cell(s))
				formulas++;
			else
				others++;
		}
		if (formulas && !others)
			m->role[c] = TABLE_ROLE_IGNORE;
	}
}

/*
 * Columns of a model's figures are no results: one headed as an estimate
 * or projection ("Est. thr (MiB/s)", estimate_header()), and, in a table
 * whose caption or section heading says it holds projections or
 * estimates ("Projections", projection_heading()), every column not
 * marked measured ("Actual thr
 * (MiB/s)" stays; "Ops (ms)", "IOPS" and "Net 64 KiB (MiB/s)" are the
 * model's inputs and outputs).  Each is skipped with a warning; a map
 * says otherwise.
 */
/*
 * Whether a body row of m names the projection its heading names and
 * another row names none: "#### Current (Untuned) Numbers, Theoretical
 * Maximums" over the rows "Untuned", "Theoretical Maximum" and "External
 * 4TB USB3": the heading lists what the rows are, the theoretical row is
 * the one projection (skipped alone: limit_label(), projection_heading()
 * in the row checks), the others measured.
 */
static int projection_rows(struct table_mapping *m)
{
	int proj = 0, other = 0;

	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		char name[256];

		table_join_role(m, r, TABLE_ROLE_SYSTEM, name, sizeof(name));
		if (!name[0])
			continue;
		if (projection_heading(name))
			proj = 1;
		else
			other = 1;
	}
	return proj && other;
}

static void model_columns(struct table_mapping *m)
{
	const char *h = m->heading_text, *sh = m->tc->section_heading;
	/* the caption over the table, or the heading of its section: a
	 * model's figures, or typical ones */
	int proj = (h && projection_heading(h) && !measured_header(h)) ||
		   (sh && projection_heading(sh) && !measured_header(sh));
	int typical =
	    (h && table_typical_heading(h) && !measured_header(h)) ||
	    (sh && table_typical_heading(sh) && !measured_header(sh)) ||
	    m->tc->typical_caption;

	if (proj && projection_rows(m))
		proj = 0;
	for (size_t c = 0; c < m->t->cols; c++) {
		if (m->role[c] != TABLE_ROLE_VALUE ||
		    (c < TABLE_MAP_COLS && m->map.role[c]) ||
		    measured_header(m->head[c]) ||
		    !(estimate_header(m->head[c]) || proj || typical))
			continue;
		m->role[c] = TABLE_ROLE_IGNORE;
		ingest_warn(m->ctx, m->t->line_from, table_cell_col(m->t, 0, c),
			    "table %d: column '%s' skipped: %s", m->tc->index,
			    m->head[c],
			    estimate_header(m->head[c])
				? "its header says it holds estimates or "
				  "projections, no measurement"
			    : proj
				? "the table's heading says it holds "
				  "projections or estimates, and the column "
				  "is not marked measured"
				: "the table's heading says it holds typical "
				  "or expected figures, and the column is "
				  "not marked measured");
	}
}

/*
 * Words saying a table's figures were measured ("Results", "결과",
 * "測定", "getestet"), found anywhere in a text.
 */
static int says_measured(const char *s)
{
	static const char *const measured[] = {
	    "result",	 "Result",  "measur",	"Measur",   "benchmark",
	    "Benchmark", "test",    "Test",	"결과",	    "측정",
	    "실측",	 "테스트",  "结果",	"测试",	    "实测",
	    "測定",	 "結果",    "テスト",	"實測",	    "测量",
	    "rgebnis",	 "ésultat", "esultado", "езультат", "тест",
	    "Тест",	 "mesur",   "Mesur",	"gemessen", "Gemessen",
	    "messung",	 "Messung", NULL,
	};

	for (size_t i = 0; s && measured[i]; i++)
		if (strstr(s, measured[i]))
			return 1;
	return 0;
}

/*
 * Whether nothing around table m ran a test: no tool its heading or
 * section names, no command in the document, no tool's output above, no
 * --map naming a tool, no heading saying it was measured.  A tool named
 * only in another section's table ("| 性能差 | `iostat`, `fio` |", a
 * diagnosis command) is not counted.
 */
static int ran_nothing_near(const struct table_mapping *m)
{
	const struct table_context *tc = m->tc;
	size_t runs = 0;

	/* "hdparm -B 254 -M 254 /dev/sda" sets power management: no run */
	for (size_t k = 0; k < tc->n_cmds; k++)
		runs += !tc->cmds[k].settings;
	if (m->tool || tc->tool || runs || tc->n_seen || m->map.tool)
		return 0;
	return !says_measured(m->heading_text);
}

int table_ran_nothing(const struct table_mapping *m)
{
	return !m->tc->tool_elsewhere && ran_nothing_near(m);
}

/*
 * Whether header h names a fact of a product one owns or buys, no
 * measurement: its capacity, standard or class, type, form factor,
 * interface, year, price, use, purchase, quantity, brand or model
 * ("Capacité", "Norme", "Année", "Usage", "Kapazität", "용량", "用途").
 * *owner: set when the fact is the owner's (a year, a use, a purchase,
 * a quantity, a price), as a datasheet does not list.
 */
static int product_fact(const char *h, const struct testname *ht, int *owner)
{
	static const char *const owners[] = {
	    "year",
	    "years",
	    "ann\xc3\xa9"
	    "e",
	    "annee",
	    "jahr",
	    "baujahr",
	    "a\xc3\xb1o", /* año */
	    "anno",
	    "usage",
	    "use",
	    "uso",
	    "utilisation",
	    "verwendung",
	    "einsatz",
	    "bought",
	    "purchase",
	    "purchased",
	    "achat",
	    "achet\xc3\xa9", /* acheté */
	    "gekauft",
	    "kauf",
	    "qty",
	    "quantity",
	    "quantit\xc3\xa9",
	    "anzahl",
	    "menge",
	    "cantidad",
	    "quantit\xc3\xa0",
	    "price",
	    "prix",
	    "preis",
	    "precio",
	    "prezzo",
	    "cost",
	    "\xe5\xb9\xb4",		/* 年 */
	    "\xec\x97\xb0\xeb\x8f\x84", /* 연도 */
	    "\xeb\x85\x84\xeb\x8f\x84", /* 년도 */
	    "\xe7\x94\xa8\xe9\x80\x94", /* 用途 */
	    "\xec\x9a\xa9\xeb\x8f\x84", /* 용도 */
	    "\xe8\xb3\xbc\xe5\x85\xa5", /* 購入 */
	    "\xe8\xb4\xad\xe4\xb9\xb0", /* 购买 */
	    "\xea\xb5\xac\xec\x9e\x85", /* 구입 */
	    "\xea\xb5\xac\xeb\xa7\xa4", /* 구매 */
	    "\xe6\x95\xb0\xe9\x87\x8f", /* 数量 */
	    "\xec\x88\x98\xeb\x9f\x89", /* 수량 */
	    "\xe4\xbb\xb7\xe6\xa0\xbc", /* 价格 */
	    "\xe5\x83\xb9\xe6\xa0\xbc", /* 價格 */
	    "\xe4\xbe\xa1\xe6\xa0\xbc", /* 価格 */
	    "\xea\xb0\x80\xea\xb2\xa9", /* 가격 */
	    NULL,
	};
	static const char *const facts[] = {
	    "type",
	    "types",
	    "norm",
	    "norme",
	    "norma",
	    "standard",
	    "factor",
	    "formfaktor",
	    "brand",
	    "marque",
	    "marke",
	    "marca",
	    "model",
	    "mod\xc3\xa8le",
	    "modell",
	    "modelo",
	    "modello",
	    "kind",
	    "typ",
	    "tipo",
	    "capacity",
	    "kapazit\xc3\xa4t",
	    "capacit\xc3\xa9",
	    "capacidad",
	    "\xe5\x9e\x8b\xe5\x8f\xb7", /* 型号 */
	    "\xe5\x9e\x8b\xe7\x95\xaa", /* 型番 */
	    "\xeb\xaa\xa8\xeb\x8d\xb8", /* 모델 */
	    "\xec\xa2\x85\xeb\xa5\x98", /* 종류 */
	    "\xe7\xb1\xbb\xe5\x9e\x8b", /* 类型 */
	    "\xe8\xa7\x84\xe6\xa0\xbc", /* 规格 */
	    "\xe5\xae\xb9\xe9\x87\x8f", /* 容量 */
	    "\xec\x9a\xa9\xeb\x9f\x89", /* 용량 */
	    NULL,
	};
	char low[128];
	size_t n = 0;

	for (; h[n] && n + 1 < sizeof(low); n++)
		low[n] = (char)tolower((unsigned char)h[n]);
	low[n] = '\0';
	if (has_term(low, owners)) {
		*owner = 1;
		return 1;
	}
	return has_term(low, facts) || ht->other || ht->interface;
}

/*
 * "| Model | Capacity | Class | R/W MB/s | Year | Use |" over "| Acme
 * Ultra | 64 GB | U3 V30 | 170/90 | 2020 | camera |" in a page that ran
 * nothing: a catalogue or inventory of products, every column beside the
 * name and the speeds a product's fact (three or more, or two with one
 * the owner's: a year, a use, a purchase, a quantity, a price), and no
 * column, heading or caption naming a test, a tool or a measurement:
 * its speeds are the products' ratings, no result.
 */
/*
 * Whether header c of m names a test, a tool or a measurement ("Measured
 * MB/s", "fio", "4K QD32", a CDM test): a table of results, no catalogue.
 */
static int header_names_test(const struct table_mapping *m, size_t c)
{
	const char *h = m->head[c] ? m->head[c] : "";
	const struct testname *ht = &m->ht[c];

	return says_measured(h) || testname_tool(h, strlen(h)) || ht->cdm ||
	       ht->test_header || ht->value_header || ht->cond.bs > 0 ||
	       ht->cond.iodepth > 0;
}

static int product_inventory(const struct table_mapping *m)
{
	size_t facts = 0, rates = 0;
	int owner = 0;

	if (m->t->cols < 4 || !table_ran_nothing(m) ||
	    says_measured(m->t->caption))
		return 0;
	for (size_t c = 0; c < m->t->cols; c++) {
		const char *h = m->head[c];
		const struct testname *ht = &m->ht[c];

		if (header_names_test(m, c))
			return 0;
		if (c == 0)
			continue; /* the products' names */
		if (product_fact(h, ht, &owner))
			facts++;
		else if (ht->metric != TESTNAME_NONE || ht->unit[0] ||
			 ht->n_ops)
			rates++;
		else
			return 0;
	}
	return rates && (facts >= 3 || (facts >= 2 && owner));
}

/*
 * Whether column c of m is a use case: its header says what each row
 * suits ("适用场景", "用途", "用途例", "Use case", "Suitable for", "Best
 * for") and every body cell is words, no figure ("大型数据库", "dev /
 * test").  A "Notes" or "备注" column is none: remarks on a run.
 */
static int use_case_column(const struct table_mapping *m, size_t c)
{
	static const char *const words[] = {
	    "use case",
	    "use cases",
	    "usecase",
	    "use for",
	    "used for",
	    "suitable for",
	    "suited for",
	    "best for",
	    "ideal for",
	    "good for",
	    "recommended for",
	    "typical use",
	    "workloads",
	    "einsatzzweck",
	    "\xe9\x80\x82\xe7\x94\xa8\xe5\x9c\xba\xe6\x99\xaf", /* 适用场景 */
	    "\xe5\xba\x94\xe7\x94\xa8\xe5\x9c\xba\xe6\x99\xaf", /* 应用场景 */
	    "\xe4\xbd\xbf\xe7\x94\xa8\xe5\x9c\xba\xe6\x99\xaf", /* 使用场景 */
	    "\xe9\x81\xa9\xe7\x94\xa8\xe5\xa0\xb4\xe6\x99\xaf", /* 適用場景 */
	    "\xe9\x80\x82\xe7\x94\xa8",				/* 适用 */
	    "\xe9\x81\xa9\xe7\x94\xa8",				/* 適用 */
	    "\xe7\x94\xa8\xe9\x80\x94",				/* 用途 */
	    "\xec\x9a\xa9\xeb\x8f\x84",				/* 용도 */
	    "\xec\xa0\x81\xed\x95\xa9",				/* 적합 */
	    NULL,
	};
	const char *h = m->head[c] ? m->head[c] : "";
	size_t words_only = 0;

	if (m->role[c] == TABLE_ROLE_VALUE || !has_any(h, words))
		return 0;
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		const char *s = table_cell(m->t, r, c);

		for (const char *p = s; *p; p++)
			if (isdigit((unsigned char)*p))
				return 0;
		words_only += *s != '\0';
	}
	return words_only > 0;
}

/*
 * Whether column c of m says yes or no of each row and nothing else
 * ("| Encrypted |" over "| no |", "| Verschlüsselt |" over "| Ja |",
 * "| 加密 |" over "| 是 |", "✓"): a property a product has or lacks, no
 * figure and no name.
 */
static int yes_no_column(const struct table_mapping *m, size_t c)
{
	static const char *const yn[] = {
	    "yes",
	    "no",
	    "ja",
	    "nein",
	    "oui",
	    "non",
	    "si",
	    "s\xc3\xad",
	    "sim",
	    "n\xc3\xa3o",
	    "true",
	    "false",
	    "y",
	    "n",
	    "\xd0\xb4\xd0\xb0",
	    "\xd0\xbd\xd0\xb5\xd1\x82",		    /* да, нет */
	    "\xe6\x98\xaf",			    /* 是 */
	    "\xe5\x90\xa6",			    /* 否 */
	    "\xe3\x81\xaf\xe3\x81\x84",		    /* はい */
	    "\xe3\x81\x84\xe3\x81\x84\xe3\x81\x88", /* いいえ */
	    "\xec\x98\x88",			    /* 예 */
	    "\xec\x95\x84\xeb\x8b\x88\xec\x98\xa4", /* 아니오 */
	    "\xe2\x9c\x93",			    /* ✓ */
	    "\xe2\x9c\x94",			    /* ✔ */
	    "\xe2\x9c\x97",			    /* ✗ */
	    "\xe2\x9c\x98",			    /* ✘ */
	    NULL,
	};
	size_t said = 0;

	if (m->role[c] == TABLE_ROLE_VALUE)
		return 0;
	for (size_t r = (size_t)m->hdr; r < m->t->rows; r++) {
		const char *s = table_cell(m->t, r, c);
		size_t i = 0;

		if (!s[0])
			continue;
		while (yn[i] && strcasecmp(s, yn[i]))
			i++;
		if (!yn[i])
			return 0;
		said++;
	}
	return said > 0;
}

/*
 * "## 存储性能层级(阿里云)" over "| 云盘类型 | IOPS | 吞吐量 | 延迟 | 适用场景
 * |" and "| ESSD PL3 | 1,000,000 | 4,000MB/s | <0.1ms | 大型数据库 |", in a
 * page that ran nothing: a catalogue of product tiers.  Its rows are
 * types or tiers (the first header names a type, tier, class or level)
 * and another column says what each suits (use_case_column()), or the
 * table's heading names tiers, levels, specifications or limits
 * ("性能层级", "规格", "上限", "Volume tiers", "Limits", "up to") or the
 * kinds its first header names ("### Speicher-Typen" over "| Speicher-Typ
 * | Repliziert | Lesen IOPS | ... |").  Every other column is a rate, an
 * IOPS, a latency, a product's fact or a yes or no (yes_no_column():
 * "Repliziert", "Encrypted"), none a test, a tool or a measurement: its
 * figures are the vendor's, no run's.
 */
static int tier_catalogue(const struct table_mapping *m)
{
	static const char *const tiers[] = {
	    "tier",
	    "tiers",
	    "performance levels",
	    "specifications",
	    "specs",
	    "limits",
	    "up to",
	    "\xe5\xb1\x82\xe7\xba\xa7", /* 层级 */
	    "\xe7\xad\x89\xe7\xba\xa7", /* 等级 */
	    "\xe8\xa7\x84\xe6\xa0\xbc", /* 规格 */
	    "\xe4\xb8\x8a\xe9\x99\x90", /* 上限 */
	    "\xe9\x99\x90\xe5\x88\xb6", /* 限制 */
	    "\xe4\xbb\x95\xe6\xa7\x98", /* 仕様 */
	    "\xec\x82\xac\xec\x96\x91", /* 사양 */
	    NULL,
	};
	const struct table_context *tc = m->tc;
	const char *h0 = m->head[0] ? m->head[0] : "";
	size_t rates = 0, uses = 0;
	int heads =
	    (tc->heading && has_any(tc->heading, tiers)) ||
	    (tc->section_heading && has_any(tc->section_heading, tiers)) ||
	    (tc->heading && has_any(tc->heading, tier_kinds)) ||
	    (tc->section_heading && has_any(tc->section_heading, tier_kinds));

	if (m->t->cols < 3 || !ran_nothing_near(m) || m->tc->n_below ||
	    says_measured(m->t->caption) || m->role[0] == TABLE_ROLE_VALUE)
		return 0;
	for (size_t c = 1; c < m->t->cols; c++) {
		const struct testname *ht = &m->ht[c];
		int owner = 0;

		if (header_names_test(m, c))
			return 0;
		if (use_case_column(m, c))
			uses++;
		else if (yes_no_column(m, c))
			continue;
		else if (ht->metric != TESTNAME_NONE || ht->unit[0] ||
			 ht->n_ops)
			rates++;
		else if (!product_fact(m->head[c], ht, &owner))
			return 0;
	}
	if (!rates || header_names_test(m, 0))
		return 0;
	return (uses && (has_any(h0, tier_kinds) || heads)) ||
	       (heads && has_any(h0, tier_kinds));
}

/*
 * "## SLA" over "**HDD**" and "| Volume in GB | Block size | IOPS | MB/s
 * |" in a page that ran nothing (table_ran_nothing()): the table's
 * heading, its section's or the one above names a service level or a
 * guarantee ("SLA", "Guaranteed performance", "Garantierte Leistung",
 * "Гарантированная производительность", "性能保证"): the figures a
 * provider guarantees per disk type or size, no measurement.  A column
 * saying its figures were measured keeps the table.
 */
static int guarantee_table(const struct table_mapping *m)
{
	static const char *const words[] = {
	    "sla",
	    "slas",
	    "service level",
	    "service levels",
	    "guarantee",
	    "guarantees",
	    "guaranteed",
	    "garantiert",
	    "garantierte",
	    "garantie",
	    "garanti",
	    "garantis",
	    "garantizado",
	    "garantizados",
	    "garantito",
	    "garantiti",
	    "\xd0\xb3\xd0\xb0\xd1\x80\xd0\xb0\xd0\xbd\xd1\x82", /* гарант */
	    "\xd0\x93\xd0\xb0\xd1\x80\xd0\xb0\xd0\xbd\xd1\x82", /* Гарант */
	    "\xe4\xbf\x9d\xe8\xaf\x81",				/* 保证 */
	    "\xe4\xbf\x9d\xe8\xad\x89",				/* 保證 */
	    "\xe4\xbf\x9d\xe9\x9a\x9c",				/* 保障 */
	    "\xe4\xbf\x9d\xe8\xa8\xbc",				/* 保証 */
	    "\xeb\xb3\xb4\xec\x9e\xa5",				/* 보장 */
	    NULL,
	};
	const struct table_context *tc = m->tc;
	const char *const heads[] = {tc->heading, tc->section_heading,
				     tc->outer_heading};
	int named = 0;

	for (size_t i = 0; i < 3; i++)
		named |= heads[i] && has_any(heads[i], words);
	return named && table_ran_nothing(m) && !columns_say_measured(m) &&
	       !says_measured(m->t->caption);
}

/*
 * "| Interface | Peak transfer rate (MB/sec) |" over "| SATA 3.0 | 600
 * |" in a page that ran nothing, or any table of interfaces under prose
 * saying its speeds are theoretical ("The following table lists maximum
 * theoretical speeds of various controllers and interfaces",
 * tc->theory_prose): the rated maxima of buses and interfaces, no
 * measurement.  Its rows are interfaces (a column of names headed
 * "Interface", "Bus", "接口"), its figures headed "peak" or said
 * theoretical.  A column or the caption saying the figures were measured
 * ("Measured peak MB/s", "the maximum speed we measured") keeps it, as
 * does a column of rows naming tests ("| Test | Avg | Peak |": peaks a
 * run measured).
 */
static int interface_maxima_table(const struct table_mapping *m)
{
	static const char *const peak[] = {"peak", "peaks", "spitze",
					   "spitzenwert", NULL};
	int iface = 0, pk = 0;

	if (columns_say_measured(m) || says_measured(m->t->caption) ||
	    says_measured(m->heading_text))
		return 0;
	for (size_t c = 0; c < m->t->cols; c++) {
		const char *h = m->head[c] ? m->head[c] : "";

		if (measured_header(h) || says_measured(h))
			return 0;
		if (m->role[c] == TABLE_ROLE_VALUE) {
			pk |= has_any(h, peak) && !has_any(h, stat_words);
			continue;
		}
		if (header_names_test(m, c))
			return 0;
		iface |= m->ht[c].interface;
	}
	return iface && (m->tc->theory_prose || (pk && table_ran_nothing(m)));
}

/*
 * Whether table m is a vendor's spec sheet: a cell stating a rating
 * ("Up to 6,600 MB/s", "bis zu 7.000 MB/s", "hasta 550 MB/s": a figure
 * the product reaches at best, never a run's), or three rows or more
 * named by a product's attributes ("Controller", "NAND type",
 * "Warranty", "Endurance (TBW)", "DRAM cache", "Price").  Its measured-
 * looking rows ("Sequential read (2TB) | 7,100 MB/s") are the same
 * vendor's figures.
 */
static int vendor_spec_sheet(const struct table_mapping *m)
{
	static const char *const rated[] = {
	    "up to ",
	    "bis zu ",
	    "jusqu'\xc3\xa0 " /* jusqu'à */,
	    "jusqu'a ",
	    "at\xc3\xa9 " /* até */,
	    "hasta ",
	    NULL,
	};
	static const char *const attrs[] = {
	    "controller", "nand",     "flash type",  "warranty",
	    "endurance",  "tbw",      "mtbf",	     "dram",
	    "price",	  "heatsink", "form factor", NULL,
	};
	const struct table *t = m->t;
	size_t named = 0;

	/* "| Connected To | Runs As | Up to Real-World Speed |": a column
	 * of figures its header says are ratings */
	for (size_t c = 0; c < t->cols; c++) {
		char b[64];
		size_t bl;

		if (m->role[c] != TABLE_ROLE_VALUE || !m->head[c])
			continue;
		bare_text(m->head[c], b, sizeof(b));
		bl = strlen(b);
		for (size_t i = 0; rated[i]; i++) {
			size_t n = strlen(rated[i]);

			if (bl + 1 >= n && !strncasecmp(b, rated[i], n - 1) &&
			    (bl + 1 == n || b[n - 1] == ' '))
				return 1;
		}
	}
	for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
		char b[64];

		for (size_t c = 0; c < t->cols; c++) {
			const char *s = table_cell(t, r, c);

			bare_text(s, b, sizeof(b));
			for (size_t i = 0; rated[i]; i++) {
				size_t n = strlen(rated[i]);

				if (!strncasecmp(b, rated[i], n) &&
				    isdigit((unsigned char)b[n]))
					return 1;
			}
		}
		bare_text(table_cell(t, r, 0), b, sizeof(b));
		if (strlen(b) < 40 && has_any(b, attrs))
			named++;
	}
	return named >= 3;
}

/*
 * "## Random 4k Read IOPS", a paragraph on how the job ran, then "|
 * Category | Cluster A | Cluster B |": the metric (and unit) the heading
 * of the table's section names is its figures', as a heading right above
 * would give it, when the line above names none and no header of the
 * table names a metric or a unit; never one naming several.  When the
 * section's heading names no metric, that of the section holding it
 * does, if it names only a metric (tc->metric_heading).
 */
static void section_metric(struct table_mapping *m)
{
	const char *h = m->tc->section_heading;
	struct testname sh;

	int found = h && testname_parse(h, strlen(h), 0, &sh);

	if (h && (!found || (sh.metric == TESTNAME_NONE && !sh.metrics)) &&
	    m->tc->metric_heading) {
		/* "#### MB/s" / "##### Host A" / the table: the section's
		 * heading names the system, the one above it the metric */
		h = m->tc->metric_heading;
		testname_parse(h, strlen(h), 0, &sh);
		found = 1; /* "MB/s" names no test, yet a metric */
	}
	if (!found || sh.metric == TESTNAME_NONE || sh.metrics >= 2)
		return;
	for (size_t c = 0; c < m->t->cols; c++)
		if (m->ht[c].metric != TESTNAME_NONE || m->ht[c].unit[0])
			return;
	m->heading.metric = sh.metric;
	memcpy(m->heading.unit, sh.unit, sizeof(m->heading.unit));
}

/*
 * The figures of m's value columns, numbers as written and read under the
 * table's separator ("7,450 MB/s" and a bare "7,450" both 7450), into
 * out (at most max); approximations ("~10%") and cells of text are none.
 * Returns how many.
 */
static size_t value_numbers(const struct table_mapping *m, double *out,
			    size_t max)
{
	const struct table *t = m->t;
	size_t k = 0;

	for (size_t r = (size_t)m->hdr; r < t->rows; r++)
		for (size_t c = 0; c < t->cols; c++) {
			struct table_cellv cv;

			if (m->role[c] != TABLE_ROLE_VALUE &&
			    m->role[c] != TABLE_ROLE_DATASHEET)
				continue;
			if (table_cell_values(table_cell(t, r, c), &cv))
				continue;
			for (int i = 0; i < cv.n; i++) {
				char num[48];

				if (cv.v[i].approx ||
				    table_val_number(cv.v[i].num, m->sep, num,
						     sizeof(num)))
					continue;
				if (k == max)
					return k;
				out[k++] = strtod(num, NULL);
			}
		}
	return k;
}

/* Table m is the vendors' ratings: its figures join the document's
 * rated ones (tc->rated), for a later table repeating them. */
static void note_rated(const struct table_mapping *m,
		       const struct table_context *tc)
{
	struct table_rated *rt = tc->rated;
	double v[256];
	size_t n;

	if (!rt)
		return;
	n = value_numbers(m, v, sizeof(v) / sizeof(v[0]));
	if (!n || ALLOC_GROW(rt->v, rt->n + n, rt->cap))
		return; /* none kept: the next table is judged alone */
	memcpy(rt->v + rt->n, v, n * sizeof(v[0]));
	rt->n += n;
}

/*
 * Whether a cell of table t names KDiskMark and none CrystalDiskMark
 * ("| Storage Benchmark Tool | KDiskMark 3.1.4 / fio 3.36 |" among a
 * key/value table's rows): its CrystalDiskMark test names are
 * KDiskMark's, which names its tests alike.
 */
static int cells_name_kdiskmark(const struct table *t)
{
	int kdm = 0;

	for (size_t r = 0; r < t->rows; r++)
		for (size_t c = 0; c < t->cols; c++) {
			const char *s = table_cell(t, r, c);
			const char *tool = testname_tool(s, strlen(s));

			if (tool && !strcmp(tool, "CrystalDiskMark"))
				return 0;
			kdm |= tool && !strcmp(tool, "KDiskMark");
		}
	return kdm;
}

/*
 * Whether every figure of table m (two or more) is one of the rated
 * figures of a table the document rejected as ratings ("| 읽기 | 7,000
 * MB/s | 7,450 MB/s |" under a buying list giving "7,000" and "7,450"):
 * the same ratings again, no measurement.
 */
static int repeats_rated(const struct table_mapping *m,
			 const struct table_context *tc)
{
	double v[256];
	size_t n;

	if (!tc->rated || !tc->rated->n)
		return 0;
	n = value_numbers(m, v, sizeof(v) / sizeof(v[0]));
	if (n < 2 || n == sizeof(v) / sizeof(v[0]))
		return 0;
	for (size_t i = 0; i < n; i++) {
		size_t j = 0;

		while (j < tc->rated->n && tc->rated->v[j] != v[i])
			j++;
		if (j == tc->rated->n)
			return 0;
	}
	return 1;
}

int table_mapping_init(struct table_mapping *m, struct ingest_ctx *ctx,
		       struct table *t, const struct table_context *tc)
{
	const char *heading;
	char plainhead[512];
	struct testname note;
	int ret = 0, values = 0, rec, spec, measured;

	memset(m, 0, sizeof(*m));
	m->ctx = ctx;
	m->tc = tc;
	m->t = t;
	if (tc->map) {
		ret = table_map_read(ctx, tc->map, t, tc->index, &m->map);
		if (ret)
			return ret;
	}
	if (m->map.skip) {
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d skipped as the map says", tc->index);
		return 1;
	}
	if (t->rows < 2 || t->cols < 2) {
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: it has no rows or columns "
			    "of figures",
			    tc->index);
		return 1;
	}
	m->hdr = m->map.header_rows ? m->map.header_rows
				    : table_shape_header_rows(t);
	if ((size_t)m->hdr >= t->rows)
		m->hdr = 1;
	if (!m->map.header_rows && !m->map.role[0] &&
	    (spec_list(t) || spec_sheet(t))) {
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: a list of one thing's "
			    "properties (a capacity, an interface beside its "
			    "speeds), a specification, no measurement",
			    tc->index);
		return 1;
	}
	if (table_shape_header(m))
		return -ENOMEM;
	m->head = calloc(t->cols, sizeof(*m->head));
	m->ht = calloc(t->cols, sizeof(*m->ht));
	m->role = calloc(t->cols, sizeof(*m->role));
	m->test_col = calloc(t->cols, sizeof(*m->test_col));
	m->prep = calloc(t->cols, 1);
	m->transfer = calloc(t->cols, 1);
	if (!m->head || !m->ht || !m->role || !m->test_col || !m->prep ||
	    !m->transfer)
		return -ENOMEM;
	for (size_t c = 0; c < t->cols; c++) {
		char buf[1024];
		size_t k = 0;

		buf[0] = '\0';
		for (int h = 0; h < m->hdr; h++) {
			const char *s = table_cell(t, (size_t)h, c);

			if (!s[0] ||
			    (h && !strcmp(s, table_cell(t, (size_t)h - 1, c))))
				continue;
			/* "| **Unit** |" over "| **10** |", the size row
			 * below a title row: the title of a column of units,
			 * shifted, names nothing of this one */
			if (h + 1 < m->hdr && !strcasecmp(s, "unit") &&
			    table_cell(t, (size_t)m->hdr - 1, c)[0])
				continue;
			k += (size_t)snprintf(
			    buf + k, k < sizeof(buf) ? sizeof(buf) - k : 0,
			    "%s%s", k ? " " : "", s);
			if (k >= sizeof(buf))
				k = sizeof(buf) - 1;
		}
		if (c < TABLE_MAP_COLS && m->map.header[c])
			snprintf(buf, sizeof(buf), "%s", m->map.header[c]);
		m->head[c] = strdup(buf);
		if (!m->head[c])
			return -ENOMEM;
		testname_parse(buf, strlen(buf), 0, &m->ht[c]);
		header_words(buf, &m->ht[c]);
		/* "99 % Latenz (ms)", "clat 99.9%": a statistic of the
		 * latency, no system's name ("WD P50" alone names a drive) */
		if (!m->ht[c].stat && m->ht[c].metric == TESTNAME_LAT &&
		    table_percentile(buf))
			m->ht[c].stat = 1;
		if (m->ht[c].datasheet && spec_lookalike(buf))
			m->ht[c].datasheet = 0;
		if (!m->ht[c].datasheet && claims(buf))
			m->ht[c].datasheet = 1; /* "Factory Declaration" */
		if (access_spec_header(buf)) {
			/* IOMeter's "Access Specification Name": the test
			 * ("4k rand 7:3"), no datasheet */
			m->ht[c].datasheet = 0;
			m->ht[c].test_header = 1;
		}
		if (prepared_with(buf)) {
			/* "文件提前用dd生成（bs=128M）": how the test file was
			 * made, no tool or condition of the figures below */
			testname_init(&m->ht[c]);
			m->prep[c] = 1;
		}
		if (m->hdr >= 2 && !m->ht[c].n_ops)
			leaf_direction(table_cell(t, (size_t)m->hdr - 1, c),
				       &m->ht[c]);
		if (direct_column(m, c))
			m->ht[c].condition = 4;
	}
	letter_direction_headers(m); /* "R BW MB/s" beside "W BW MB/s" */
	preset_columns(m);	     /* "Preset IOPS" beside "Tested IOPS" */
	/* IOMeter's "Average Response Time", "Maximum Response Time":
	 * milliseconds, the unit IOMeter reports them in, its headers
	 * naming none (docs/units.md) */
	if (iometer_headers(m, t->cols))
		for (size_t c = 0; c < t->cols; c++)
			if (!m->ht[c].unit[0] &&
			    m->ht[c].metric == TESTNAME_LAT &&
			    strcasestr(m->head[c], "response time"))
				strcpy(m->ht[c].unit, "ms");
	heading = m->map.has_heading ? m->map.heading : tc->heading;
	if (!m->map.has_heading && t->caption &&
	    caption_says(t->caption, heading))
		heading = t->caption; /* the table's own title */
	m->heading_text = heading;
	testname_init(&m->heading);
	if (heading && testname_parse(heading, strlen(heading), 0, &m->heading))
		m->has_heading_test = 1;
	if (heading && m->heading.n_ops >= 2 && prose_sentence(heading)) {
		/* "读项目使用 measured 吞吐；包含写入的项目使用 ...。": a
		 * sentence naming both directions says nothing of one row's */
		m->heading.n_ops = 0;
		m->heading.cond.op = IODB_OP_UNKNOWN;
	}
	if (!m->map.has_heading && m->heading.metric == TESTNAME_NONE &&
	    !m->heading.unit[0] && note_unit(tc->unit_note, &note)) {
		/* "(The unit is MB/s.)" right under the table: its unit, as
		 * a caption above gives it */
		m->heading.metric = note.metric;
		memcpy(m->heading.unit, note.unit, sizeof(m->heading.unit));
	}
	if (!m->map.has_heading && m->heading.metric == TESTNAME_NONE &&
	    !m->heading.unit[0])
		section_metric(m);
	if (heading && m->heading.metrics >= 2) {
		/* "figures = bw/iops/lat a person reads": a heading naming
		 * several metrics says nothing of which one a figure is */
		m->heading.metric = TESTNAME_NONE;
		m->heading.unit[0] = '\0';
	}
	/* "**WD Caviar Black 7.200 64MB SATA 3.0**": a size in a heading
	 * naming no test, metric, queue or block is the disk's (a cache, a
	 * capacity) */
	if (heading && m->heading.cond.bs > 0 &&
	    m->heading.cond.pattern == IODB_PATTERN_UNKNOWN &&
	    !m->heading.n_ops && !m->heading.cdm && !block_word(heading) &&
	    m->heading.metric == TESTNAME_NONE &&
	    m->heading.cond.iodepth <= 0 && m->heading.cond.numjobs <= 0 &&
	    name_words(heading) >= 2)
		m->heading.cond.bs = -1;
	/* "bs=4k for random and 1M for sequential": no size for all */
	if (heading && m->heading.cond.bs > 0 &&
	    (testname_sizes_differ(heading, strlen(heading)) ||
	     table_names_cache(heading, strlen(heading))))
		m->heading.cond.bs = -1; /* or "64 Mio de cache RAM" */
	/* "GPUは4Kモニターを2台…" in the paragraph over the figures: a
	 * screen's resolution, no block size; another size there stays */
	if (heading &&
	    (m->heading.cond.bs == 2048 || m->heading.cond.bs == 4096 ||
	     m->heading.cond.bs == 8192)) {
		size_t hl = strlen(heading);
		char *copy = malloc(hl + 1);
		struct testname rest;

		if (copy) {
			memcpy(copy, heading, hl + 1);
			if (testname_screen_sizes(heading, hl, copy)) {
				testname_parse(copy, hl, 0, &rest);
				m->heading.cond.bs =
				    rest.cond.bs > 0 ? rest.cond.bs : -1;
			}
			free(copy);
		}
	}
	heading_disk(m, !m->map.has_heading && tc->label_heading
			    ? tc->label_heading
			    : heading);
	caption_system(m);
	m->tool = m->map.tool ? m->map.tool : tc->tool;
	if (!m->map.tool && t->caption) {
		/* the tool the table's own caption names wins */
		const char *ct = testname_tool(t->caption, strlen(t->caption)),
			   *dt = tc->cdm_cells
				     ? testname_diskmark_tool(
					   t->caption, strlen(t->caption))
				     : NULL;

		/* "dd image, then KDiskMark" over "SEQ1M Q8T1" rows: the
		 * family's tool the caption names, not the first one */
		if (dt)
			ct = dt;

		/* ... but "FIO disk test:" over YABS's table (a fio run's
		 * figures in YABS's units) leaves it YABS's */
		if (ct && !(m->tool && !strcmp(m->tool, "YABS") &&
			    !strcmp(ct, "fio")))
			m->tool = ct;
	}
	/* YABS's table under a copying script's banner, or beside another
	 * tool's output in its block ("磁盘fio读写测试--感谢yabs开源" under
	 * a dd table): YABS's, in its units */
	m->yabs_named =
	    m->tool && !strcmp(m->tool, "YABS") && yabs_fio_shape(m);
	if (!m->map.tool &&
	    (!m->tool || !strcmp(m->tool, "fio") || !strcmp(m->tool, "dd")) &&
	    yabs_fio_shape(m))
		m->tool = "YABS";
	m->yabs_own = m->tool && !strcmp(m->tool, "YABS") && yabs_fio_shape(m);
	/* a script's result lines with CrystalDiskMark-like names are no
	 * CrystalDiskMark's ("a CrystalDiskMark-style fio script" names
	 * what the script imitates) */
	if (tc->script_names && !m->map.tool && m->tool &&
	    !strcmp(m->tool, "CrystalDiskMark"))
		m->tool = NULL;

	transfer_headers(m); /* "Tx(MB/s)" beside "Rx(MB/s)" */
	as_ssd_headers(m);
	sdfat_size_header(m);
	sweep_sizes(m);
	ungroup_table(m);
	table_shape_realign(m);
	maintenance_rows(m);
	classify(m);
	maintenance_columns(m);
	model_columns(m);
	ratio_columns(m);
	file_name_systems(m);
	corner_rows_name_tests(m);
	corner_names_table(m);
	corner_subject(m);
	m->own_sizes = own_sizes(m, -1);
	m->own_sizes_post = m->tc->post_bs_pattern
				? own_sizes(m, m->tc->post_bs_pattern)
				: m->own_sizes;
	m->opts_clash = opts_clash(m);
	prose_size_of_columns(m);
	heading_op_not_tables(m);
	heading_depth_by_size(m);
	workload_heading(m);
	header_sizes_are_totals(m);
	sizes_tell_rows(m);
	table_shape_fill_down(m);
	for (size_t c = 0; c < t->cols; c++)
		if (m->role[c] == TABLE_ROLE_SYSTEM)
			m->has_system = 1;
	for (size_t c = 0; c < t->cols; c++)
		if (plain_column(m, c)) {
			/* "Attempt 2": a run of the one system, which the
			 * heading names (run_header()), and "Average" their
			 * summary: no system's column */
			m->columns_label += !run_header(m->head[c]) &&
					    !m->ht[c].aggregate &&
					    !aggregate_named(m->head[c]);
			m->plain_columns++;
		}
	/*
	 * Systems in a column and several value columns whose headers name
	 * no test or metric ("| System | ext4 | xfs |"): each figure is of the
	 * row's system under the column's variant, "nvme-a / ext4".
	 */
	corner_system(m);
	m->two_labels = m->has_system && !m->map.labels_columns &&
			(m->plain_columns >= 2 ||
			 (m->plain_columns == 1 && empty_name_column(m)));
	glued_names(m);
	m->metric_rows = metric_rows(m);
	fill_row_test(m);
	m->field_rows = field_rows(m) || m->metric_rows;
	/* a script's names: "Q32T1" is its queue, no CrystalDiskMark test */
	if (m->tc->script_names)
		m->cdm = TESTNAME_SCRIPT;
	else if (m->fio_cdm_shell) {
		m->cdm = TESTNAME_CDM;
		if (!m->tool)
			m->tool = "fio-cdm";
	}
	for (size_t c = 0;
	     c < t->cols && !m->tc->script_names && !m->fio_cdm_shell; c++) {
		if (m->role[c] != TABLE_ROLE_TEST)
			continue;
		for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
			struct testname tn;
			const char *s = table_cell(t, r, c);

			if (!testname_parse(s, strlen(s), 0, &tn) || !tn.cdm)
				continue;
			if (!m->cdm)
				m->cdm = TESTNAME_CDM;
			/* only CDM 6 to 8 ran several threads or QD8, and
			 * only CDM 7 and 8 name a test with its size glued
			 * to "SEQ" or "RND" ("RND4K Q1T1": then a bare "SEQ
			 * Read" beside it states no queue); a row naming
			 * queue 1 that may be sequential ("| Lectura Q1T1 |
			 * 853 MB/s |" beside "| Lectura secuencial |") is
			 * not CDM 2-5 either, whose QD1 sequential test is
			 * the bare "Seq": the bare name's queue stays unknown
			 */
			if (tn.cond.numjobs > 1 || tn.cond.iodepth == 8 ||
			    sized_cdm_name(s) ||
			    (tn.cond.iodepth == 1 &&
			     tn.cond.pattern != IODB_PATTERN_RAND))
				m->cdm = TESTNAME_CDM_MODERN;
		}
	}
	for (size_t c = 0; c < t->cols; c++)
		if (m->ht[c].cdm && !m->cdm)
			m->cdm = TESTNAME_CDM;
	if (!m->cdm)
		m->cdm = named_cdm_rows(m);
	if (!m->tool && m->cdm && m->cdm != TESTNAME_SCRIPT)
		m->tool =
		    cells_name_kdiskmark(t) ? "KDiskMark" : "CrystalDiskMark";
	m->conv = table_tool_conv(m->tool, m->map.units);
	/*
	 * The shell fio-cdm's "Read(MB/s)" (buty4649/fio-cdm and the forks
	 * that copied its fio2cdm awk: fio 2's KB/s divided by 1024, fio 3's
	 * MiB/s printed as is) is MiB/s; two forks print decimal figures
	 * but the table's shape is buty4649's (docs/units.md).
	 */
	if (m->fio_cdm_shell && !m->map.units)
		m->conv = UNITS_BINARY;
	m->sep = decide_sep(m);
	stated_units(m);
	shared_unit(m);

	for (size_t c = 0; c < t->cols; c++)
		if (m->role[c] == TABLE_ROLE_VALUE ||
		    m->role[c] == TABLE_ROLE_DATASHEET)
			values++;
	if (!values) {
		const char *fig = unread_figure(m);

		if (fig)
			/* "| 4k | 0.31G | 0.6G |": figures, but "G" of what? */
			ingest_warn(
			    ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: its figures ('%s') "
			    "carry no unit read as a rate, a count or a "
			    "time (give its mapping with --map)",
			    tc->index, fig);
		else if (m->typical)
			ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
				    "table %d not imported: its figures are "
				    "written as approximations or estimates "
				    "('~', 'about', a range), no measurement",
				    tc->index);
		else
			ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
				    "table %d not imported: no column of "
				    "figures (give its mapping with --map)",
				    tc->index);
		return 1;
	}
	if (!m->map.has_cond && !m->map.labels_columns &&
	    (program_table(m, heading) || times_only_table(m, heading)))
		return 1;
	if (!m->map.has_cond && !m->map.labels_columns && fs_call_table(m)) {
		/* "| mkdir | 558 | 468 |", "| getattr | 87 | 86 |": a
		 * metadata benchmark's per-call times, not block I/O */
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: its tests are a "
			    "filesystem's metadata calls ('mkdir', 'getattr', "
			    "'rename'), a metadata benchmark's per-call "
			    "figures, not block I/O tests",
			    tc->index);
		return 1;
	}
	if (!m->map.has_cond) {
		const char *ch = counters_heading(heading) ? heading
				 : counters_heading(tc->section_heading)
				     ? tc->section_heading
				 : counters_heading(tc->outer_heading)
				     ? tc->outer_heading
				     : NULL;

		if (ch) {
			ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
				    "table %d not imported: its heading ('%s') "
				    "says its figures are counters a daemon "
				    "kept since it started, no benchmark run",
				    tc->index, ch);
			return 1;
		}
	}
	if ((m->heading.network && !names_storage(heading) &&
	     !mounted_fs_table(m, heading) && !columns_name_patterns(m) &&
	     !storage_io_rows(m)) ||
	    network_columns(m)) {
		/* "#### 2. Network perf", "| scp(upload 2GB) | http(download)
		 * |": transfers over a network, no storage benchmark */
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: it measures network "
			    "transfers (its heading or columns name a network, "
			    "an upload or a protocol), not storage",
			    tc->index);
		return 1;
	}
	network_value_columns(m);
	rec = ((heading && is_title(heading) && recommends_drives(heading)) ||
	       (tc->outer_heading && is_title(tc->outer_heading) &&
		recommends_drives(tc->outer_heading))) &&
	      !columns_say_measured(m);
	/* "### 性能参数" (performance parameters) over the columns its
	 * section's commands ran */
	measured = heading && m->heading.datasheet &&
		   strstr(heading, "\xe6\x80\xa7\xe8\x83\xbd\xe5\x8f\x82"
				   "\xe6\x95\xb0") &&
		   table_commands_cover(m);
	spec = (heading && is_title(heading) &&
		((m->heading.datasheet &&
		  table_says_datasheet(without_setup_spec(
		      heading, plainhead, sizeof(plainhead), measured))) ||
		 claims(without_setup_spec(heading, plainhead,
					   sizeof(plainhead), measured)))) ||
	       (tc->outer_heading && is_title(tc->outer_heading) &&
		claims(tc->outer_heading) && !nearer_section_measured(m)) ||
	       (t->caption && table_says_datasheet(t->caption));
	if ((spec || rec) && !has_role(m, TABLE_ROLE_DATASHEET)) {
		note_rated(m, tc);
		/*
		 * "## Specifications", "사양", "仕様": the vendor's figures,
		 * never measurements; its cells name no datasheet column.
		 * A heading recommending drives to buy ("SSD
		 * recommendations") is said as such: its figures are taken
		 * for the vendors', which the reader may know better (people
		 * may have measured them: a --map imports them).
		 */
		if (spec)
			ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
				    "table %d not imported: its heading names "
				    "a datasheet or specifications (the "
				    "vendor's figures, not measurements)",
				    tc->index);
		else
			ingest_warn(
			    ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: its heading "
			    "recommends drives to buy ('%s'): a buying "
			    "list's figures are taken for the vendors', "
			    "not measurements (give its mapping with "
			    "--map if they were measured)",
			    tc->index,
			    heading && is_title(heading) &&
				    recommends_drives(heading)
				? heading
				: tc->outer_heading);
		return 1;
	}
	/*
	 * A buying guide: the post's own title recommends drives ("개발자를
	 * 위한 SSD 추천 2026", "Recommended SSDs for 2026") and nothing in
	 * it ran a benchmark (no tool named, no command, no output): its
	 * tables list the vendors' figures of the drives it recommends.
	 */
	if (tc->doc_title && recommends_drives(tc->doc_title) && !m->tool &&
	    !tc->n_cmds && !tc->n_seen && !tc->n_below &&
	    !has_role(m, TABLE_ROLE_DATASHEET)) {
		note_rated(m, tc);
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: the post's title "
			    "recommends drives to buy ('%s') and nothing in it "
			    "ran a benchmark: a buying guide's figures are "
			    "taken for the vendors', not measurements (give "
			    "its mapping with --map if they were measured)",
			    tc->index, tc->doc_title);
		return 1;
	}
	if (tc->claim_prose && !m->tool && !columns_say_measured(m) &&
	    !has_role(m, TABLE_ROLE_DATASHEET)) {
		/* "Drives are recommended based on performance figures
		 * from the manufacturer." leading the section (or its parent
		 * over sibling subsections): each table is a maker's */
		note_rated(m, tc);
		ingest_warn(
		    ctx, t->line_from, table_cell_col(t, 0, 0),
		    "table %d not imported: the prose leading its "
		    "section says its figures are the makers' ('%.60s'), "
		    "not measurements",
		    tc->index, tc->claim_prose);
		return 1;
	}
	if (vendor_spec_sheet(m)) {
		note_rated(m, tc);
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: a spec sheet (a cell or a "
			    "column's header rated 'up to' a figure, or rows "
			    "of a product's "
			    "controller, NAND, warranty, endurance or price): "
			    "the vendor's figures, not measurements",
			    tc->index);
		return 1;
	}
	if (interface_maxima_table(m)) {
		note_rated(m, tc);
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: its rows are interfaces "
			    "or buses and its figures their peak or "
			    "theoretical rates ('Peak', 'maximum "
			    "theoretical'), and nothing says they were "
			    "measured: ratings, no measurement",
			    tc->index);
		return 1;
	}
	if (product_inventory(m)) {
		note_rated(m, tc);
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: a product inventory (its "
			    "other columns are the products' capacity, "
			    "standard, type, year or use, and nothing names a "
			    "test or a measurement): its speeds are ratings, "
			    "no measurement",
			    tc->index);
		return 1;
	}
	if (limit_table(m)) {
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: it names its figures "
			    "maxima ('max.', 'maximum') with no other "
			    "statistic beside them: limits, not measurements",
			    tc->index);
		return 1;
	}
	if (instance_limit_table(m)) {
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: its systems are cloud "
			    "instance types and it states their limits (a "
			    "link's bit rate, baseline, burst, limit, up to): "
			    "the provider's figures, not measurements",
			    tc->index);
		return 1;
	}
	if (quota_table(m)) {
		note_rated(m, tc);
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: its columns or its heading "
			    "name limits, quotas or provisioned figures "
			    "('Provisioned IOPS', 'Limits', 'Obergrenze', "
			    "'上限') and nothing says they were measured: a "
			    "specification, no measurement",
			    tc->index);
		return 1;
	}
	if (guarantee_table(m)) {
		note_rated(m, tc);
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: its heading names a "
			    "service level or a guarantee ('SLA', "
			    "'guaranteed') and nothing in the document ran a "
			    "benchmark: the provider's guaranteed figures, "
			    "no measurement",
			    tc->index);
		return 1;
	}
	if (tier_catalogue(m)) {
		note_rated(m, tc);
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: a catalogue of product "
			    "tiers (its rows are types or tiers, beside what "
			    "each suits or under a heading naming tiers, specs "
			    "or limits, and nothing in the text ran a test): "
			    "the vendor's figures, not measurements",
			    tc->index);
		return 1;
	}
	if (claimed_rows(m) >= 2) {
		note_rated(m, tc);
		/*
		 * "| GR-01 | 2012-11 발표 | Intel DC S3700 | 500 |": rows
		 * saying their figures were announced or are official: a
		 * ledger of the vendors' figures, no measurement
		 */
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: its rows say their figures "
			    "are announced, official or the vendor's, not "
			    "measured",
			    tc->index);
		return 1;
	}
	if (process_list(m)) {
		/* top, iotop, pidstat: rates per process at one moment */
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: a list of processes (PID "
			    "and COMMAND or Process columns), a monitor's "
			    "snapshot, not results",
			    tc->index);
		return 1;
	}
	if (repeats_rated(m, tc)) {
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: its figures are the same "
			    "as those of a table above taken for the vendors' "
			    "ratings: the ratings again, no measurement",
			    tc->index);
		return 1;
	}
	if (header_overhangs(m)) {
		ingest_warn(ctx, t->line_from, table_cell_col(t, 0, 0),
			    "table %d not imported: its header names more "
			    "systems than its rows have figures for, so whose "
			    "figure is whose cannot be told (give its mapping "
			    "with --map)",
			    tc->index);
		return 1;
	}
	return 0;
}

void table_mapping_release(struct table_mapping *m)
{
	for (size_t i = 0; m->head && i < m->t->cols; i++)
		free(m->head[i]);
	free(m->head);
	free(m->ht);
	free(m->role);
	free(m->test_col);
	free(m->row_conds);
	free(m->rand_rows);
	free(m->prep);
	free(m->transfer);
	table_entries_release(&m->ent);
	table_map_release(&m->map);
	memset(m, 0, sizeof(*m));
}
