/*
 * Hand-made table shapes repaired before mapping: see table_shape.h.
 */
#include "ingest/table_shape.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ingest/lines.h"
#include "ingest/table_value.h"
#include "ingest/testnames.h"

/* Whether s names a test, a direction, a metric or a condition. */
static int names_test(const char *s)
{
	struct testname tn;

	return s[0] && (testname_parse(s, strlen(s), 0, &tn) || tn.metric ||
			tn.n_ops || tn.condition);
}

/*
 * Whether row h is a row of systems under tests written once each in
 * Markdown: "| | nvme-pool | sata-pool | nvme-pool | sata-pool |" under
 * "| Block | Random read (MB/s) | | Random write (MB/s) | |".  Its first
 * cell empty, its others plain names (two or more), and an upper cell
 * naming a test over two of them, the one right of it empty.
 */
static int span_names_row(const struct table *t, size_t h)
{
	size_t names = 0;
	int span = 0;

	if (table_cell(t, h, 0)[0])
		return 0;
	for (size_t c = 1; c < t->cols; c++) {
		const char *s = table_cell(t, h, c);

		if (!s[0])
			continue;
		if (!table_plain_name(s))
			return 0;
		names++;
		if (!table_cell(t, h - 1, c)[0] && table_cell(t, h, c - 1)[0] &&
		    names_test(table_cell(t, h - 1, c - 1)))
			span = 1;
	}
	return names >= 2 && span;
}

/*
 * Whether row h restates the header inside the body, a header row of its
 * own: "| **Size** | **10** | **50** | **MiB** |" under "| **Write speed
 * (MiB/s)** | | |", over rows of plain figures.  Every cell it has is in
 * emphasis (two at least), its first names no system (a quantity or a
 * condition, table_plain_name() false), and the row below has a plain
 * figure: a bold row of a system's figures ("| **NVMe** | **512** |",
 * the best one) names its system first.
 */
static int emphasized_header_row(const struct table *t, size_t h)
{
	const char *first = table_cell(t, h, 0);
	size_t cells = 0;
	int plain_fig = 0;

	if (h + 1 >= t->rows || h + 1 >= 64 || !(t->strong_rows >> h & 1) ||
	    (t->strong_rows >> (h + 1) & 1) || !first[0] ||
	    table_plain_name(first))
		return 0;
	for (size_t c = 0; c < t->cols; c++)
		if (table_cell(t, h, c)[0])
			cells++;
	for (size_t c = 1; c < t->cols; c++)
		if (table_cell_kind(table_cell(t, h + 1, c)) == 1)
			plain_fig = 1;
	return cells >= 3 && plain_fig;
}

/* How many leading rows are header rows. */
int table_shape_header_rows(const struct table *t)
{
	int h = 1;

	/* "<tr><th colspan=2>4 KiB</th>...": the rows the source marks as
	 * its header, when rows remain below them */
	if (t->head_rows >= 1 && t->head_rows < t->rows && t->head_rows <= 4)
		return (int)t->head_rows;
	/* a second header row: no figure in it, figures below it */
	while (h < 3 && (size_t)h + 1 < t->rows) {
		int fig = 0, words = 0;

		for (size_t c = 0; c < t->cols; c++) {
			const char *s = table_cell(t, (size_t)h, c);
			struct testname tn;

			/* "500 à 550 Mo/s": figures too, though none is
			 * read (a range names no column) */
			if (table_cell_kind(s) == 1 || table_cell_range(s))
				fig = 1;
			else if (s[0] && testname_parse(s, strlen(s), 0, &tn) +
					     (tn.metric ? 1 : 0))
				words++;
		}
		if ((fig || (words < 2 && !span_names_row(t, (size_t)h))) &&
		    !emphasized_header_row(t, (size_t)h))
			break;
		h++;
	}
	return h;
}

/* The cells row r really has: empty cells at its end are padding. */
static size_t row_have(const struct table *t, size_t r)
{
	size_t have = t->present[r];

	while (have && !table_cell(t, r, have - 1)[0])
		have--;
	return have;
}

/*
 * The kind (1 figures, 2 text, 0 unknown) of each column in the body rows
 * that have every cell.  kinds: 256 entries.  Returns how many such rows
 * there are (0: none, or too many columns).
 */
static size_t body_kinds(struct table_mapping *m, int *kinds)
{
	struct table *t = m->t;
	size_t full = 0;

	if (t->cols > 256)
		return 0;
	memset(kinds, 0, 256 * sizeof(*kinds));
	for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
		if (row_have(t, r) != t->cols)
			continue;
		full++;
		for (size_t c = 0; c < t->cols; c++) {
			int k = table_cell_kind(table_cell(t, r, c));

			if (k && !kinds[c])
				kinds[c] = k;
		}
	}
	return full;
}

/* Move the cells of row r right by `by` columns (by < t->cols). */
static void shift_row(struct table *t, size_t r, size_t by)
{
	for (size_t c = t->cols; c-- > by;) {
		struct table_cell tmp = t->cells[r * t->cols + c - by];

		t->cells[r * t->cols + c - by] = t->cells[r * t->cols + c];
		t->cells[r * t->cols + c] = tmp;
	}
}

/*
 * A header group over several columns, written once in Markdown: "| Read
 * | | Write | |" over "| MB/s | IOPS | MB/s | IOPS |".  An empty upper
 * header cell takes its left neighbour's text when the cells below both
 * name a metric or unit.
 */
static int span_header(struct table_mapping *m)
{
	struct table *t = m->t;

	for (size_t h = 0; h + 1 < (size_t)m->hdr; h++)
		for (size_t c = 1; c < t->cols; c++) {
			struct table_cell *cell = &t->cells[h * t->cols + c];
			const char *left = table_cell(t, h, c - 1);
			struct testname a, b;
			const char *lo = table_cell(t, h + 1, c);
			const char *lo_left = table_cell(t, h + 1, c - 1);
			char *dup;

			/* "| r13 | Feb 2, 2025 |" over "| read IOPS | write
			 * IOPS |": a date beside a group's name names no
			 * system; the group spans its column when the cells
			 * below say so (as an empty cell's), else the column
			 * keeps no name from it */
			if (cell->text && table_cell_date(cell->text) &&
			    left[0] && !table_cell_date(left)) {
				cell->text[0] = '\0';
				left = table_cell(t, h, c - 1);
			}
			if (cell->text && cell->text[0])
				continue;
			if (!left[0] || !lo[0] || !lo_left[0])
				continue;
			testname_parse(lo, strlen(lo), 0, &a);
			testname_parse(lo_left, strlen(lo_left), 0, &b);
			/* "| Samsung 980 Pro | |" over "| Lesen | Schreiben
			 * |": two directions under one name, as two metrics;
			 * "| Random read (MB/s) | |" over "| nvme-pool |
			 * sata-pool |": a test over two systems */
			if (!(a.metric && b.metric) &&
			    !(a.cond.op && b.cond.op &&
			      a.cond.op != b.cond.op) &&
			    !(names_test(left) && table_plain_name(lo) &&
			      table_plain_name(lo_left) && strcmp(lo, lo_left)))
				continue;
			dup = strdup(left);
			if (!dup)
				return -ENOMEM;
			free(cell->text);
			cell->text = dup;
		}
	return 0;
}

/*
 * Whether s names a block size and nothing of the direction ("4KB"), or
 * a direction or pattern and no block size ("Random read"): 1 or 2, 0
 * for neither.
 */
static int test_half(const char *s)
{
	struct testname tn;

	if (!s[0] || !testname_parse(s, strlen(s), 0, &tn) || tn.metric)
		return 0;
	if (tn.cond.bs > 0 && !tn.n_ops && !tn.cond.pattern)
		return 1;
	if (tn.cond.bs <= 0 && (tn.n_ops == 1 || tn.cond.pattern))
		return 2;
	return 0;
}

/*
 * A test's name split over the two cells of its metric pair: "| 4KB |
 * Random read | 4KB | Random write |" over "| IOPS | Throughput | IOPS |
 * Throughput |" (a page's "<th colspan=2>4KB Random read</th>" copied
 * cell by cell).  Each pair of upper cells, a block size beside a
 * direction, over two different metrics, names one test: both cells take
 * the joined name, so the pair's figures are one result.  Every metric
 * cell of the lower row must sit under such a pair.
 */
static int split_pair(const struct table *t, size_t h, size_t c)
{
	const char *lo = table_cell(t, h + 1, c);
	const char *lo2 = table_cell(t, h + 1, c + 1);
	int ha = test_half(table_cell(t, h, c));
	int hb = test_half(table_cell(t, h, c + 1));
	struct testname a, b;

	if (!ha || !hb || ha == hb || !lo[0] || !lo2[0])
		return 0;
	testname_parse(lo, strlen(lo), 0, &a);
	testname_parse(lo2, strlen(lo2), 0, &b);
	return a.metric && b.metric && a.metric != b.metric;
}

static int split_test_header(struct table_mapping *m)
{
	struct table *t = m->t;

	for (size_t h = 0; h + 1 < (size_t)m->hdr; h++) {
		size_t pairs = 0, metrics = 0;

		for (size_t c = 1; c < t->cols; c++) {
			const char *lo = table_cell(t, h + 1, c);
			struct testname a;

			testname_parse(lo, strlen(lo), 0, &a);
			if (lo[0] && a.metric)
				metrics++;
		}
		for (size_t c = 1; c + 1 < t->cols; c++)
			if (split_pair(t, h, c))
				pairs++, c++;
		if (!pairs || pairs * 2 != metrics)
			continue;
		for (size_t c = 1; c + 1 < t->cols; c++) {
			struct table_cell *x = &t->cells[h * t->cols + c];
			struct table_cell *y = x + 1;
			size_t n;
			char *j;

			if (!split_pair(t, h, c))
				continue;
			n = strlen(x->text) + strlen(y->text) + 2;
			j = malloc(n);
			if (!j)
				return -ENOMEM;
			snprintf(j, n, "%s %s", x->text, y->text);
			free(x->text);
			x->text = j;
			free(y->text);
			y->text = strdup(j);
			if (!y->text)
				return -ENOMEM;
			c++;
		}
	}
	return 0;
}

int table_shape_column_title(const char *s)
{
	static const char *const words[] = {
	    "device",  "devices",  "disk",	 "disks",
	    "drive",   "drives",   "model",	 "system",
	    "systems", "name",	   "product",	 "contender",
	    "storage", "host",	   "server",	 "category",
	    "type",    "ssd",	   "hdd",	 "config",
	    "setup",   "provider", "providers",	 "구분",
	    "분류",    "종류",	   "제품",	 "모델",
	    "디스크",  "장치",	   "区分",	 "種類",
	    "製品",    "型番",	   "名称",	 "機種",
	    "类别",    "型号",	   "产品",	 "设备",
	    "磁盘",    "laufwerk", "modell",	 "gerät",
	    "system",  "disque",   "modèle",	 "dispositif",
	    "modelo",  "unidad",   "disco",	 "dispositivo",
	    "unità",   "dysk",	   "urządzenie", "устройство",
	    "диск",    "модель",   "накопитель", NULL,
	};
	size_t n = strlen(s);

	while (n && (s[n - 1] == ' ' || s[n - 1] == ':'))
		n--;
	return word_listed(s, n, words, 1);
}

/*
 * A header that lost its empty corner cell: "Factory | Used | Worn | |"
 * over "| Seq read | 495,47 MB/s | 489,62 MB/s | 463,02 MB/s |" (a page's
 * "<th></th><th>Factory</th>..." copied without the empty cell, padded at
 * the end).  Its `have` cells are all plain names (no test, metric,
 * condition or column-title word: systems or states), as many as the
 * body's columns of figures, which are all right of its columns of text;
 * and the text column the first name would otherwise sit over holds test
 * names.  Then each name belongs over a figure column.  A header whose
 * first cell titles the row names ("Test", "Device") or names a metric
 * stays where it is.
 */
static int names_over_figures(struct table_mapping *m, const int *kinds,
			      size_t have)
{
	struct table *t = m->t;
	size_t by = t->cols - have, rows = 0, tests = 0;

	for (size_t c = 0; c < t->cols; c++)
		if (kinds[c] != (c < by ? 2 : 1))
			return 0;
	for (size_t c = 0; c < have; c++) {
		const char *s = table_cell(t, 0, c);
		struct testname tn;

		if (!s[0] || table_cell_kind(s) == 1)
			return 0;
		testname_parse(s, strlen(s), 0, &tn);
		if (tn.found || tn.metric || tn.cdm || tn.condition ||
		    tn.test_header || tn.value_header || tn.note_header ||
		    tn.aggregate || tn.interface || tn.access || tn.stat ||
		    tn.index || tn.datasheet || tn.other || tn.n_ops ||
		    testname_tool(s, strlen(s)) || table_shape_column_title(s))
			return 0;
	}
	for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
		const char *s = table_cell(t, r, 0);
		struct testname tn;

		if (!s[0])
			continue;
		rows++;
		if (testname_parse(s, strlen(s), 0, &tn) &&
		    (tn.cond.pattern || tn.n_ops || tn.cdm || tn.access))
			tests++;
	}
	return rows >= 2 && tests * 2 > rows;
}

/*
 * A header with fewer cells than the body: when the body's extra columns
 * are at its left and hold text (a group column the header does not name:
 * "| 항목 | 서버A | 서버B |" over "| 순차 읽기 | 1MiB Q8T1 | 512.3 | 488.1 |")
 * and the last column holds figures, the header belongs over the right
 * end.  Otherwise it stays (a column without header names no system).
 */
static void align_header(struct table_mapping *m)
{
	struct table *t = m->t;
	int kinds[256];
	size_t have = row_have(t, 0), by;

	if (m->hdr != 1 || !have || have >= t->cols || !body_kinds(m, kinds))
		return;
	by = t->cols - have;
	if (kinds[by] == 1 && names_over_figures(m, kinds, have)) {
		shift_row(t, 0, by);
		t->present[0] = t->cols;
		return;
	}
	if (kinds[by] != 2 || kinds[t->cols - 1] != 1)
		return;
	for (size_t c = 0; c < by; c++)
		if (kinds[c] != 2)
			return;
	shift_row(t, 0, by);
	t->present[0] = t->cols;
}

/*
 * Rows with fewer cells than the header: a row-group label given only in
 * the group's first row shifts the cells of the other rows left, and the
 * row ends with empty cells ("| 4KiB Q32T1 | 210.5 | 199.2 | |" under
 * "| 순차 읽기 | 1MiB Q8T1 | 512.3 | 488.1 |").  Shift such a row right
 * when its cells then match the kinds (text, figure) of the full rows'
 * columns exactly, and better than where they are; the cells left empty
 * at its start are the group's, filled down later.
 */
void table_shape_realign(struct table_mapping *m)
{
	struct table *t = m->t;
	int kinds[256];

	if (!body_kinds(m, kinds))
		return;
	for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
		size_t have = row_have(t, r), best = 0;
		int best_score = -1, cells = 0;

		if (have >= t->cols || !have)
			continue;
		for (size_t c = 0; c < have; c++)
			if (table_cell_kind(table_cell(t, r, c)))
				cells++;
		for (size_t s = 0; s + have <= t->cols; s++) {
			int score = 0;

			for (size_t c = 0; c < have; c++) {
				int k = table_cell_kind(table_cell(t, r, c));

				if (k && k == kinds[c + s])
					score++;
			}
			if (score > best_score) {
				best_score = score;
				best = s;
			}
		}
		if (!best || best_score < cells)
			continue;
		shift_row(t, r, best);
		t->present[r] = have + best;
	}
}

/*
 * The words after a ditto of dots at the start of s (". IOPS", "...
 * latency us", "… IOPS": fio-cdm's rows of a test's other figures), or
 * NULL when s starts with none.
 */
static const char *after_ditto(const char *s)
{
	const char *p = s;

	while (*p == '.' || !strncmp(p, "\xe2\x80\xa6", 3))
		p += *p == '.' ? 1 : 3;
	if (p == s || *p != ' ')
		return NULL;
	while (*p == ' ')
		p++;
	return *p ? p : NULL;
}

static int label_role(enum table_role role)
{
	return role == TABLE_ROLE_SYSTEM || role == TABLE_ROLE_TEST ||
	       role == TABLE_ROLE_INTERFACE;
}

/* Fill empty label cells from the row above: a group label given once;
 * a test cell opening with a ditto of dots (fio-cdm's "|. IOPS      |"
 * under "|RND4K Q32T16|") names the test above and its own words.  A row
 * with a label of its own left of an empty name cell ("| DS-200 | x1 |
 * |" under "| DS-100 | x2 | Drive A |") starts a group of its own: that
 * cell stays empty (its drive is unknown, not the row above's); a test's
 * cell (a condition: "| read | 1m | |" under "| randwrite | 4k | 1 |")
 * still repeats the row above. */
void table_shape_fill_down(struct table_mapping *m)
{
	struct table *t = m->t;
	size_t *first = calloc(t->rows ? t->rows : 1, sizeof(*first));

	if (!first)
		return;
	/* each row's first label cell of its own, as written */
	for (size_t r = 0; r < t->rows; r++) {
		first[r] = SIZE_MAX;
		for (size_t c = 0; c < t->cols && first[r] == SIZE_MAX; c++)
			if (label_role(m->role[c]) && table_cell(t, r, c)[0])
				first[r] = c;
	}
	for (size_t c = 0; c < t->cols; c++) {
		size_t base = SIZE_MAX; /* the row the dittos repeat */

		if (!label_role(m->role[c]))
			continue;
		for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
			struct table_cell *cell = &t->cells[r * t->cols + c];
			const char *up =
			    r > (size_t)m->hdr ? table_cell(t, r - 1, c) : "";
			const char *own =
			    cell->text && m->role[c] == TABLE_ROLE_TEST
				? after_ditto(cell->text)
				: NULL;

			if (own && base != SIZE_MAX) {
				/* the test of the row it repeats, and its
				 * own words: "RND4K Q32T16" + "IOPS" */
				const char *b = table_cell(t, base, c);

				/* fio-cdm's latency row holds lat_ns.mean /
				 * 1000 in every version, whatever it says:
				 * "... latency" (2020), ". latency ns" (Aug -
				 * Sep 2021, its own mislabel), ". latency us"
				 */
				if (m->tool && !strcmp(m->tool, "fio-cdm") &&
				    (!strcasecmp(own, "latency") ||
				     !strcasecmp(own, "latency ns") ||
				     !strcasecmp(own, "latency us")))
					own = "latency (us)";
				size_t n = strlen(b) + strlen(own) + 2;
				char *x = malloc(n);

				if (x) {
					snprintf(x, n, "%s %s", b, own);
					free(cell->text);
					cell->text = x;
				}
				continue;
			}
			if (cell->text && cell->text[0]) {
				base = r;
				continue;
			}
			if (!up[0] || (m->role[c] != TABLE_ROLE_TEST &&
				       first[r] != SIZE_MAX && first[r] < c))
				continue;
			free(cell->text);
			cell->text = strdup(up);
		}
	}
	free(first);
}

/*
 * Whether body row r is a section row: text in its first cell and nothing
 * else ("| **Random 4K** | | |"), or the same text in every cell (an HTML
 * "<td colspan=3>Random 4K</td>").
 */
static int section_row(const struct table *t, size_t r)
{
	const char *s = table_cell(t, r, 0);

	if (!s[0] || table_cell_kind(s) != 2)
		return 0;
	for (size_t c = 1; c < t->cols; c++) {
		const char *x = table_cell(t, r, c);

		if (x[0] && strcmp(x, s))
			return 0;
	}
	return 1;
}

/* s without the emphasis around it ("**Random 4K**"), a copy or NULL. */
static char *plain_dup(const char *s)
{
	size_t n = strlen(s);

	while (n && (*s == '*' || *s == '_'))
		s++, n--;
	while (n && (s[n - 1] == '*' || s[n - 1] == '_' || s[n - 1] == ':'))
		n--;
	return strndup(s, n);
}

/*
 * Section rows: a row holding only a name ("| **Sequential** | | |",
 * "<td colspan=3>Random 4K</td>") over rows of figures is the group of
 * the rows below it, up to the next one - a row-group column written as
 * rows.  Such rows become a column of their own at the left, its cell
 * in each row below filled with the section's name, and go; the column's
 * cells are then read as any (a test, a system).  Only when the first
 * body row is one, each is followed by a row of figures, and there are
 * two or more (or the one names a test or is bold): a row of a system
 * that gave no figure ("| Disk C | | |") between others stays.
 */
static int sections(struct table_mapping *m)
{
	struct table *t = m->t;
	size_t hdr = (size_t)m->hdr, n_sec = 0, n_body = 0, rows = 0;
	struct table_cell *cells;
	const char *sec = NULL;
	long sec_line = 0, sec_col = 0;

	if (hdr >= t->rows || !section_row(t, hdr))
		return 0;
	for (size_t r = hdr; r < t->rows; r++) {
		if (!section_row(t, r)) {
			int fig = 0;

			for (size_t c = 1; c < t->cols && !fig; c++)
				fig = table_cell_kind(table_cell(t, r, c)) == 1;
			if (!fig)
				return 0;
			n_body++;
			continue;
		}
		if (r + 1 >= t->rows || section_row(t, r + 1))
			return 0;
		n_sec++;
	}
	if (n_sec == 1) {
		const char *s = table_cell(t, hdr, 0);
		struct testname tn;

		if (strncmp(s, "**", 2) && strncmp(s, "__", 2) &&
		    !testname_parse(s, strlen(s), 0, &tn))
			return 0;
	}
	if (n_sec >= n_body)
		return 0;
	cells = calloc((t->rows - n_sec) * (t->cols + 1) + 1, sizeof(*cells));
	if (!cells)
		return -ENOMEM;
	for (size_t r = 0; r < t->rows; r++) {
		struct table_cell *row = &t->cells[r * t->cols];
		struct table_cell *to = &cells[rows * (t->cols + 1)];

		if (r >= hdr && section_row(t, r)) {
			sec = row[0].text;
			sec_line = row[0].line;
			sec_col = row[0].col;
			continue;
		}
		to[0].text = plain_dup(r < hdr || !sec ? "" : sec);
		to[0].line = r < hdr ? row[0].line : sec_line;
		to[0].col = r < hdr ? 0 : sec_col;
		if (!to[0].text) {
			for (size_t i = 0; i < rows * (t->cols + 1); i++)
				free(cells[i].text);
			free(cells);
			return -ENOMEM;
		}
		memcpy(to + 1, row, t->cols * sizeof(*row));
		memset(row, 0, t->cols * sizeof(*row));
		t->present[rows] = t->present[r] + 1;
		rows++;
	}
	/* the section rows' own cells, left behind */
	for (size_t i = 0; i < t->rows * t->cols; i++)
		free(t->cells[i].text);
	free(t->cells);
	t->cells = cells;
	t->alloc_cells = rows * (t->cols + 1) + 1;
	t->rows = rows;
	t->cols++;
	m->group_col = 1;
	return 0;
}

/* Whether s is all in one pair of brackets: "(cache=none)", "(126%)". */
static int bracketed(const char *s)
{
	size_t n = strlen(s);

	return n >= 3 && s[0] == '(' && s[n - 1] == ')' &&
	       !strchr(s + 1, '(') && strchr(s, ')') == s + n - 1;
}

/* Whether row r holds a figure out of brackets right of its first cell. */
static int row_figures(const struct table *t, size_t r)
{
	for (size_t c = 1; c < t->cols; c++) {
		const char *s = table_cell(t, r, c);

		if (s[0] && !bracketed(s) && table_cell_kind(s) == 1)
			return 1;
	}
	return 0;
}

/*
 * A system's name over two rows: "| Linux VM | 245 | 981KiB/s |" then
 * "| (cache=none) | (126%) | (125%) |", the second row holding only the
 * qualifier in brackets (and notes or shares in brackets), or the figures
 * when the first row holds none.  The name is joined ("Linux VM
 * (cache=none)") into the row of figures and the other row's cell is
 * emptied, so that each configuration is its own system.
 */
static int qualifier_rows(struct table_mapping *m)
{
	struct table *t = m->t;

	for (size_t r = (size_t)m->hdr; r + 1 < t->rows; r++) {
		struct table_cell *a = &t->cells[r * t->cols];
		struct table_cell *b = &t->cells[(r + 1) * t->cols];
		struct testname tn;
		int fa, fb;
		size_t n;
		char *j;

		if (!a->text || !a->text[0] || bracketed(a->text) || !b->text ||
		    !bracketed(b->text) || table_cell_kind(b->text) == 1)
			continue;
		/* "(stdev)", "(avg)", "(MB/s)": a statistic's or a unit's
		 * row, no part of the name */
		testname_parse(b->text, strlen(b->text), 0, &tn);
		if (tn.stat || tn.aggregate || tn.metric || tn.note_header)
			continue;
		fa = row_figures(t, r);
		fb = row_figures(t, r + 1);
		if (fa == fb)
			continue;
		n = strlen(a->text) + strlen(b->text) + 2;
		j = malloc(n);
		if (!j)
			return -ENOMEM;
		snprintf(j, n, "%s %s", a->text, b->text);
		free(a->text);
		free(b->text);
		a->text = fa ? j : strdup("");
		b->text = fa ? strdup("") : j;
		if (!a->text || !b->text)
			return -ENOMEM;
		r++;
	}
	return 0;
}

/*
 * The end of the second figure of cell s split by '/' into `parts`
 * figures whose others are shares ("18.3/292/7%": after "292"), or NULL.
 */
static const char *pair_end(const char *s, int parts)
{
	const char *cut = NULL, *p = s;

	for (int k = 1; k < parts; k++) {
		p = strchr(p, '/');
		if (!p)
			return NULL;
		if (k == 2)
			cut = p;
		p++;
		if (k >= 2) {
			char *end;

			strtod(p, &end);
			while (*end == ' ')
				end++;
			if (end == p || *end != '%' ||
			    (end[1] && end[1] != '/' && end[1] != ' '))
				return NULL;
		}
	}
	return strchr(p, '/') ? NULL : cut;
}

/*
 * "(MiB/s, IOPS, CPU util)" over "18.3/292/7%": a header listing two
 * metrics and then what is no benchmark metric (a CPU share), over cells
 * of as many figures split by '/', the extra ones shares ("7%").  The
 * extra part of the list and of each cell goes, the pair remains ("(MiB/s,
 * IOPS)" over "18.3/292"), read as one result (table_mapping.c).
 */
static void unit_list_extra(struct table_mapping *m)
{
	struct table *t = m->t;
	char part[TESTNAME_MAX_OPS][24];

	for (size_t h = 0; h < (size_t)m->hdr; h++)
		for (size_t c = 1; c < t->cols; c++) {
			struct table_cell *hc = &t->cells[h * t->cols + c];
			int n = hc->text ? table_unit_list(hc->text, part,
							   TESTNAME_MAX_OPS)
					 : 0;
			size_t body = 0;
			char *o;

			if (n < 3 ||
			    table_unit_metric(part[0]) == TESTNAME_NONE ||
			    table_unit_metric(part[1]) == TESTNAME_NONE)
				continue;
			for (int k = 2; k < n; k++)
				if (table_unit_metric(part[k]) != TESTNAME_NONE)
					n = 0;
			for (size_t r = (size_t)m->hdr; n && r < t->rows; r++) {
				const char *s = table_cell(t, r, c);

				if (table_cell_empty(s))
					continue;
				if (!pair_end(s, n))
					n = 0;
				body++;
			}
			if (!n || !body)
				continue;
			for (size_t r = (size_t)m->hdr; r < t->rows; r++) {
				struct table_cell *x =
				    &t->cells[r * t->cols + c];

				if (!table_cell_empty(table_cell(t, r, c)))
					x->text[pair_end(x->text, n) -
						x->text] = '\0';
			}
			o = strrchr(hc->text, '(');
			snprintf(o, strlen(o) + 1, "(%s, %s)", part[0],
				 part[1]);
		}
}

/*
 * The direction an item of a header's bracketed list names: "R", "W",
 * "T" (Benchy's "IOPS (R,W,T)" under its legend "R: Read, W: Write, T:
 * Total") or a word naming one direction or a total ("Read", "Total").
 * Returns the item's word, NULL when it names none.
 */
static const char *direction_item(const char *s)
{
	static const char *const letter[][2] = {
	    {"R", "Read"}, {"W", "Write"}, {"T", "Total"}};
	struct testname tn;

	for (size_t i = 0; i < sizeof(letter) / sizeof(letter[0]); i++)
		if (!strcasecmp(s, letter[i][0]))
			return letter[i][1];
	if (!testname_parse(s, strlen(s), 0, &tn) && !tn.aggregate)
		return NULL;
	if (tn.aggregate || (tn.n_ops == 1 && tn.cond.bs <= 0 &&
			     !tn.cond.pattern && !tn.metric))
		return s;
	return NULL;
}

/*
 * A header naming N directions over one cell and N - 1 cells with no
 * header after it: "| IOPS (R,W,T) |" over "| 46.9k | 47.0k | 94.0k |"
 * (Benchy's box table, its header one cell over the three figures).
 * Each figure column takes the header with its own direction ("Read
 * IOPS", "Write IOPS", "Total IOPS") when every row's cells there
 * are all figures or all empty, two rows or more with figures.
 */
static int spread_direction_list(struct table_mapping *m)
{
	struct table *t = m->t;
	size_t h;

	if (m->hdr < 1)
		return 0;
	h = (size_t)m->hdr - 1;
	for (size_t c = 1; c < t->cols; c++) {
		char part[TESTNAME_MAX_OPS][24];
		const char *word[TESTNAME_MAX_OPS];
		const char *hd = table_cell(t, h, c);
		int n = table_unit_list(hd, part, TESTNAME_MAX_OPS), ok = 1;
		size_t rows = 0, pre;

		if (n < 2 || c + (size_t)n > t->cols)
			continue;
		pre = (size_t)(strrchr(hd, '(') - hd);
		while (pre && hd[pre - 1] == ' ')
			pre--;
		if (!pre)
			continue;
		for (int k = 0; k < n && ok; k++)
			ok = (word[k] = direction_item(part[k])) != NULL;
		for (int k = 1; k < n && ok; k++)
			for (size_t r = 0; r <= h; r++)
				ok &= !table_cell(t, r, c + (size_t)k)[0];
		for (size_t r = (size_t)m->hdr; r < t->rows && ok; r++) {
			int figs = 0, empty = 0;

			for (int k = 0; k < n; k++) {
				int kind = table_cell_kind(
				    table_cell(t, r, c + (size_t)k));

				figs += kind == 1;
				empty += kind == 0;
			}
			ok = figs == n || empty == n;
			rows += figs == n;
		}
		if (!ok || rows < 2)
			continue;
		for (int k = n; k-- > 0;) {
			struct table_cell *x =
			    &t->cells[h * t->cols + c + (size_t)k];
			size_t len = pre + strlen(word[k]) + 4;
			char *s = malloc(len);

			if (!s)
				return -ENOMEM;
			snprintf(s, len, "%s %.*s", word[k], (int)pre, hd);
			free(x->text);
			x->text = s; /* hd (x->text at k 0) read before */
		}
		c += (size_t)n - 1;
	}
	return 0;
}

int table_shape_header(struct table_mapping *m)
{
	int ret = sections(m);

	if (ret)
		return ret;
	align_header(m);
	unit_list_extra(m);
	ret = qualifier_rows(m);
	if (ret)
		return ret;
	ret = split_test_header(m);
	if (ret)
		return ret;
	ret = spread_direction_list(m);
	if (ret)
		return ret;
	return span_header(m);
}
