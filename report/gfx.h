/*
 * The graphics libraries (cairo, Pango), opened on first use.  iodb is not
 * linked with them: loading their 38 shared objects at every start was
 * 4.3 ms of CPU, more than half of what starting iodb cost, paid by every
 * import and query that draws nothing.  report/chart.c and report/pdf.c
 * include this header after cairo's and Pango's; it turns each function
 * they call into a pointer that report_gfx_load() fills (dlopen/dlsym).
 * A function added to those files must be added to REPORT_GFX_FUNCS.
 */
#ifndef IODB_REPORT_GFX_H
#define IODB_REPORT_GFX_H

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>

#define REPORT_GFX_FUNCS(X)                                                    \
	X(cairo_clip)                                                          \
	X(cairo_create)                                                        \
	X(cairo_debug_reset_static_data)                                       \
	X(cairo_destroy)                                                       \
	X(cairo_fill)                                                          \
	X(cairo_line_to)                                                       \
	X(cairo_move_to)                                                       \
	X(cairo_paint)                                                         \
	X(cairo_pdf_surface_create)                                            \
	X(cairo_pdf_surface_set_metadata)                                      \
	X(cairo_rectangle)                                                     \
	X(cairo_restore)                                                       \
	X(cairo_rotate)                                                        \
	X(cairo_save)                                                          \
	X(cairo_set_line_width)                                                \
	X(cairo_set_source_rgb)                                                \
	X(cairo_show_page)                                                     \
	X(cairo_status_to_string)                                              \
	X(cairo_stroke)                                                        \
	X(cairo_surface_destroy)                                               \
	X(cairo_surface_finish)                                                \
	X(cairo_surface_status)                                                \
	X(cairo_svg_surface_create_for_stream)                                 \
	X(cairo_svg_surface_set_document_unit)                                 \
	X(cairo_translate)                                                     \
	X(g_free)                                                              \
	X(g_object_unref)                                                      \
	X(g_utf8_make_valid)                                                   \
	X(g_utf8_validate)                                                     \
	X(pango_cairo_create_layout)                                           \
	X(pango_cairo_font_map_set_default)                                    \
	X(pango_cairo_show_layout)                                             \
	X(pango_font_description_free)                                         \
	X(pango_font_description_from_string)                                  \
	X(pango_font_description_set_absolute_size)                            \
	X(pango_font_description_set_weight)                                   \
	X(pango_layout_get_pixel_size)                                         \
	X(pango_layout_set_alignment)                                          \
	X(pango_layout_set_ellipsize)                                          \
	X(pango_layout_set_font_description)                                   \
	X(pango_layout_set_height)                                             \
	X(pango_layout_set_text)                                               \
	X(pango_layout_set_width)                                              \
	X(pango_layout_set_wrap)                                               \
	/* report/chart.c's canvas and no-hyphen wrapping (issue 13) */        \
	X(cairo_arc)                                                           \
	X(cairo_image_surface_create)                                          \
	X(pango_attr_allow_breaks_new)                                         \
	X(pango_attr_insert_hyphens_new)                                       \
	X(pango_attr_list_copy)                                                \
	X(pango_attr_list_insert)                                              \
	X(pango_attr_list_new)                                                 \
	X(pango_attr_list_unref)                                               \
	X(pango_layout_copy)                                                   \
	X(pango_layout_get_line_count)                                         \
	X(pango_layout_get_lines_readonly)                                     \
	X(pango_layout_get_text)                                               \
	X(pango_layout_set_attributes)

struct report_gfx {
#define REPORT_GFX_PTR(f) __typeof__(f) *p_##f;
	REPORT_GFX_FUNCS(REPORT_GFX_PTR)
#undef REPORT_GFX_PTR
};

extern struct report_gfx report_gfx;

/*
 * Open the libraries and find every function: 0, or -ENOENT with *why
 * (static text) naming what is missing.  Safe to call again.
 */
int report_gfx_load(const char **why);

/* Whether report_gfx_load() succeeded (then cleanup has work to do). */
int report_gfx_loaded(void);

#ifndef REPORT_GFX_IMPL
#define cairo_clip   (*report_gfx.p_cairo_clip)
#define cairo_create (*report_gfx.p_cairo_create)
#define cairo_debug_reset_static_data                                          \
	(*report_gfx.p_cairo_debug_reset_static_data)
#define cairo_destroy		 (*report_gfx.p_cairo_destroy)
#define cairo_fill		 (*report_gfx.p_cairo_fill)
#define cairo_line_to		 (*report_gfx.p_cairo_line_to)
#define cairo_move_to		 (*report_gfx.p_cairo_move_to)
#define cairo_paint		 (*report_gfx.p_cairo_paint)
#define cairo_pdf_surface_create (*report_gfx.p_cairo_pdf_surface_create)
#define cairo_pdf_surface_set_metadata                                         \
	(*report_gfx.p_cairo_pdf_surface_set_metadata)
#define cairo_rectangle	       (*report_gfx.p_cairo_rectangle)
#define cairo_restore	       (*report_gfx.p_cairo_restore)
#define cairo_rotate	       (*report_gfx.p_cairo_rotate)
#define cairo_save	       (*report_gfx.p_cairo_save)
#define cairo_set_line_width   (*report_gfx.p_cairo_set_line_width)
#define cairo_set_source_rgb   (*report_gfx.p_cairo_set_source_rgb)
#define cairo_show_page	       (*report_gfx.p_cairo_show_page)
#define cairo_status_to_string (*report_gfx.p_cairo_status_to_string)
#define cairo_stroke	       (*report_gfx.p_cairo_stroke)
#define cairo_surface_destroy  (*report_gfx.p_cairo_surface_destroy)
#define cairo_surface_finish   (*report_gfx.p_cairo_surface_finish)
#define cairo_surface_status   (*report_gfx.p_cairo_surface_status)
#define cairo_svg_surface_create_for_stream                                    \
	(*report_gfx.p_cairo_svg_surface_create_for_stream)
#define cairo_svg_surface_set_document_unit                                    \
	(*report_gfx.p_cairo_svg_surface_set_document_unit)
#define cairo_translate		  (*report_gfx.p_cairo_translate)
#define g_free			  (*report_gfx.p_g_free)
#define g_object_unref		  (*report_gfx.p_g_object_unref)
#define g_utf8_make_valid	  (*report_gfx.p_g_utf8_make_valid)
#define g_utf8_validate		  (*report_gfx.p_g_utf8_validate)
#define pango_cairo_create_layout (*report_gfx.p_pango_cairo_create_layout)
#define pango_cairo_font_map_set_default                                       \
	(*report_gfx.p_pango_cairo_font_map_set_default)
#define pango_cairo_show_layout	    (*report_gfx.p_pango_cairo_show_layout)
#define pango_font_description_free (*report_gfx.p_pango_font_description_free)
#define pango_font_description_from_string                                     \
	(*report_gfx.p_pango_font_description_from_string)
#define pango_font_description_set_absolute_size                               \
	(*report_gfx.p_pango_font_description_set_absolute_size)
#define pango_font_description_set_weight                                      \
	(*report_gfx.p_pango_font_description_set_weight)
#define pango_layout_get_pixel_size (*report_gfx.p_pango_layout_get_pixel_size)
#define pango_layout_set_alignment  (*report_gfx.p_pango_layout_set_alignment)
#define pango_layout_set_ellipsize  (*report_gfx.p_pango_layout_set_ellipsize)
#define pango_layout_set_font_description                                      \
	(*report_gfx.p_pango_layout_set_font_description)
#define pango_layout_set_height	    (*report_gfx.p_pango_layout_set_height)
#define pango_layout_set_text	    (*report_gfx.p_pango_layout_set_text)
#define pango_layout_set_width	    (*report_gfx.p_pango_layout_set_width)
#define pango_layout_set_wrap	    (*report_gfx.p_pango_layout_set_wrap)
#define cairo_arc		    (*report_gfx.p_cairo_arc)
#define cairo_image_surface_create  (*report_gfx.p_cairo_image_surface_create)
#define pango_attr_allow_breaks_new (*report_gfx.p_pango_attr_allow_breaks_new)
#define pango_attr_insert_hyphens_new                                          \
	(*report_gfx.p_pango_attr_insert_hyphens_new)
#define pango_attr_list_copy	    (*report_gfx.p_pango_attr_list_copy)
#define pango_attr_list_insert	    (*report_gfx.p_pango_attr_list_insert)
#define pango_attr_list_new	    (*report_gfx.p_pango_attr_list_new)
#define pango_attr_list_unref	    (*report_gfx.p_pango_attr_list_unref)
#define pango_layout_copy	    (*report_gfx.p_pango_layout_copy)
#define pango_layout_get_line_count (*report_gfx.p_pango_layout_get_line_count)
#define pango_layout_get_lines_readonly                                        \
	(*report_gfx.p_pango_layout_get_lines_readonly)
#define pango_layout_get_text	    (*report_gfx.p_pango_layout_get_text)
#define pango_layout_set_attributes (*report_gfx.p_pango_layout_set_attributes)
#endif

#endif
