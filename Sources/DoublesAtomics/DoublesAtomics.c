// Everything is inline in include/DoublesAtomics.h; a C target needs one source file.
#include "DoublesAtomics.h"
