/* PLACEHOLDER: units.c is being written (see units.h). */
#include "store/units.h"
