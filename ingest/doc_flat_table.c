/*
 * Rebuilding a table of results a blog export flattened: see
 * doc_flat_table.h.
 *
 * The rule is strict, since a figure put in the wrong column is worse
 * than none: the header is exactly the run of short paragraphs right
 * above the body line (N of them), and the body must cut whole into
 * groups of N cells, a name first and figures after it, in every group.
 * A body that does not (a cell missing, a unit or a word among the
 * figures, a header paragraph too many or too few) rebuilds nothing.
 */
#include "ingest/doc_flat_table.h"

#include <ctype.h>
#include <errno.h>
#include <string.h>

#include "ingest/lines.h"

#define HEAD_MAX  16  /* header paragraphs a table may have */
#define HEAD_LEN  40  /* bytes a header paragraph may hold */
#define CELLS_MAX 512 /* cells the body line may cut into */

/* Past a link's target "(x.png)" at s[i] (no blank in it): the index
 * after its ')', 0 when there is none. */
static size_t target_end(const char *s, size_t len, size_t i)
{
	if (i >= len || s[i] != '(')
		return 0;
	while (++i < len && s[i] != ')')
		if (s[i] == ' ' || s[i] == '\t' || s[i] == '(')
			return 0;
	return i < len ? i + 1 : 0;
}

/*
 * Whether the Markdown image at s[i] (len bytes) reaches exactly to len:
 * "![alt](x.png)" or a linked one, "[![alt](x.png)](y.png)".
 */
static int image_to_end(const char *s, size_t len, size_t i)
{
	int linked = s[i] == '[';

	i += linked;
	if (i + 1 >= len || s[i] != '!' || s[i + 1] != '[')
		return 0;
	for (i += 2; i < len && s[i] != ']'; i++)
		if (s[i] == '[')
			return 0;
	i = target_end(s, len, i + 1);
	if (i && linked)
		i = i < len && s[i] == ']' ? target_end(s, len, i + 1) : 0;
	return i == len;
}

/*
 * Line s (len bytes) without the images a blank sets off at its end ("...
 * 385.515 [![chart](/a.png)](/b.png)"): a chart the post put after its
 * table, in the same paragraph.  The new length, blanks at the end gone.
 */
static size_t cut_images(const char *s, size_t len)
{
	for (;;) {
		size_t cut;

		while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
			len--;
		cut = len;
		for (size_t i = 1; i < len && cut == len; i++)
			if ((s[i - 1] == ' ' || s[i - 1] == '\t') &&
			    (s[i] == '[' || s[i] == '!') &&
			    image_to_end(s, len, i))
				cut = i;
		if (cut == len)
			return len;
		len = cut;
	}
}

/* Whether s (len bytes) is a bare figure: "267.153", "1,036.516", "88". */
static int figure_cell(const char *s, size_t len)
{
	if (!len || !isdigit((unsigned char)s[0]) ||
	    !isdigit((unsigned char)s[len - 1]))
		return 0;
	for (size_t i = 1; i < len; i++) {
		if (isdigit((unsigned char)s[i]))
			continue;
		if ((s[i] != '.' && s[i] != ',') ||
		    !isdigit((unsigned char)s[i - 1]))
			return 0;
	}
	return 1;
}

/* Whether s (len bytes) names a row: a letter in it, no figure, no '|'. */
static int name_cell(const char *s, size_t len)
{
	int letter = 0;

	if (len > 64 || memchr(s, '|', len) || figure_cell(s, len))
		return 0;
	for (size_t i = 0; i < len && !letter; i++)
		letter = isalpha((unsigned char)s[i]) || (s[i] & 0x80);
	return letter;
}

/*
 * Whether item it is a header cell the export made a paragraph of: a
 * short line and nothing else ("**Seq Read**", "Total (MB/s)"), five
 * words at most, a letter in it, no list item, quote, table row,
 * heading or code, not ending as a sentence or caption does (':', '.').
 * *at and *n: the text, its emphasis left out.
 */
static int header_para(const struct doc_item *it, size_t *at, size_t *n)
{
	const char *s;
	size_t words = 0;

	if (it->kind != DOC_LINE || it->blank || it->heading || it->pre ||
	    it->toc || !it->s)
		return 0;
	s = it->s;
	*at = line_emphasis_unwrap(s, it->len, n);
	s += *at;
	while (*n && (*s == ' ' || *s == '\t'))
		s++, (*at)++, (*n)--;
	while (*n && (s[*n - 1] == ' ' || s[*n - 1] == '\t'))
		(*n)--;
	if (!*n || *n > HEAD_LEN || !name_cell(s, *n) ||
	    strchr(":.!?,;", s[*n - 1]) || strchr("-*+>#", s[0]) ||
	    memchr(s, '\t', *n) || memmem(s, *n, "  ", 2) ||
	    memchr(s, '`', *n) || memchr(s, '[', *n))
		return 0;
	for (size_t i = 0; i < *n; i++)
		words += s[i] != ' ' && (i == 0 || s[i - 1] == ' ');
	return words <= 5;
}

/*
 * The cells of body line s (len bytes), cut at runs of two or more
 * blanks or at a tab: at[] and cl[] (max of them); how many, or 0 when
 * more than max.
 */
static size_t body_cells(const char *s, size_t len, size_t *at, size_t *cl,
			 size_t max)
{
	size_t n = 0, i = 0;

	while (i < len) {
		size_t a;

		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (i >= len)
			break;
		a = i;
		while (i < len && s[i] != '\t' &&
		       !(s[i] == ' ' && i + 1 < len &&
			 (s[i + 1] == ' ' || s[i + 1] == '\t')) &&
		       !(s[i] == ' ' && i + 1 == len))
			i++;
		if (n == max)
			return 0;
		at[n] = a;
		cl[n++] = i - a;
	}
	return n;
}

int docflat_table_at(const struct doc *d, size_t body, size_t *first,
		     struct strbuf *sb)
{
	const struct doc_item *b = &d->items[body];
	size_t head[HEAD_MAX], hat[HEAD_MAX], hn[HEAD_MAX], nh = 0;
	size_t at[CELLS_MAX], cl[CELLS_MAX], n, len;
	size_t i = body;

	/* cheap first: a line of cells holds a run of blanks or a tab */
	if (b->kind != DOC_LINE || b->blank || b->heading || b->pre || !b->s ||
	    (!memmem(b->s, b->len, "  ", 2) && !memchr(b->s, '\t', b->len)))
		return 0;
	/* the header paragraphs right above, blank lines between allowed */
	while (i-- > 0) {
		const struct doc_item *it = &d->items[i];
		size_t a, l;

		if (it->kind == DOC_LINE && it->blank)
			continue;
		if (!header_para(it, &a, &l))
			break;
		if (nh == HEAD_MAX)
			return 0;
		head[nh] = i, hat[nh] = a, hn[nh++] = l;
	}
	if (nh < 3)
		return 0;
	len = cut_images(b->s, b->len);
	n = body_cells(b->s, len, at, cl, CELLS_MAX);
	if (n < 2 * nh || n % nh)
		return 0;
	for (size_t c = 0; c < n; c++)
		if (c % nh ? !figure_cell(b->s + at[c], cl[c])
			   : !name_cell(b->s + at[c], cl[c]))
			return 0;
	/* head[] runs upwards: the last one found is the first column */
	for (size_t h = nh; h-- > 0;)
		if (strbuf_addstr(sb, "| ") ||
		    strbuf_add(sb, d->items[head[h]].s + hat[h], hn[h]) ||
		    strbuf_addch(sb, ' '))
			return -ENOMEM;
	if (strbuf_addstr(sb, "|\n"))
		return -ENOMEM;
	for (size_t h = 0; h < nh; h++)
		if (strbuf_addstr(sb, "|---"))
			return -ENOMEM;
	if (strbuf_addstr(sb, "|\n"))
		return -ENOMEM;
	for (size_t c = 0; c < n; c++)
		if (strbuf_addstr(sb, "| ") ||
		    strbuf_add(sb, b->s + at[c], cl[c]) ||
		    strbuf_addstr(sb, (c + 1) % nh ? " " : " |\n"))
			return -ENOMEM;
	*first = head[nh - 1];
	return 1;
}
