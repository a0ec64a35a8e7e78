// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#ifndef POPKIT_CMALLOCSTATS_H
#define POPKIT_CMALLOCSTATS_H

/// The number of bytes the C allocator has handed out and not yet taken back, or -1 where the
/// platform does not say.
///
/// glibc: mallinfo2()'s uordblks (bytes in use in the arenas) plus hblkhd (bytes in chunks
/// mapped on their own). Darwin: the default zones' size_in_use. Swift allocates every object
/// and buffer with malloc, so this counts what Swift code keeps alive, byte for byte (unlike the
/// resident set size, which the allocator rarely gives back).
long long popkit_malloc_bytes_in_use(void);

#endif
