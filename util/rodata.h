/*
 * Whether a pointer points into the program's read-only data (its string
 * literals, constant tables): such data lives, unchanged, as long as the
 * process, so a copy of it is never needed.
 */
#ifndef IODB_UTIL_RODATA_H
#define IODB_UTIL_RODATA_H

/* 1 when p lies in a read-only segment of the iodb executable itself
 * (not a shared library's, not writable memory); else 0. */
int util_is_rodata(const void *p);

#endif
