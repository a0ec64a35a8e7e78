// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The heap of PopKit's WebAssembly engine: malloc, calloc, realloc, free and posix_memalign
// over the module's linear memory, which grows in 64 KiB pages and never shrinks.
//
// Memory is handed out in 64 KiB pages, each recorded in a page map (the page's span and, for a
// slab, its size class). Requests up to 8 KiB are rounded up to one of 18 size classes; each
// class carves whole pages into equal blocks at multiples of the class size from the page's
// start (so every block is aligned to the largest power of two dividing its class, at least 16)
// and keeps its freed blocks on a list, reused first. Larger requests take a span of whole
// pages, found first-fit among the freed spans (split when larger) or grown; a freed span is
// joined with free neighbours. So a page that allocates and frees for hours reuses its memory:
// the heap grows only when the live memory does. Not thread-safe (a wasm32 module has one).

#include "popkit_runtime.h"

typedef unsigned int u32;
typedef unsigned long uintptr;

enum {
  PAGE_SHIFT = 16,
  PAGE_SIZE = 1 << PAGE_SHIFT,
  PAGE_COUNT = 65536,  // 4 GiB of 64 KiB pages: all wasm32 can address
  LARGEST_SMALL = 8192,
  CLASS_COUNT = 18,
};

/// The page map's mark of a page that is not the heap's.
#define NO_SPAN 0xffffffffu

static const u32 class_sizes[CLASS_COUNT] = {16,   32,   48,   64,   96,   128,  192,  256,  384,
                                             512,  768,  1024, 1536, 2048, 3072, 4096, 6144, 8192};

/// What the page map knows of a page.
typedef struct {
  u32 span;      // the first page of the span the page belongs to (NO_SPAN: not the heap's)
  u32 pages;     // on a span's first page: its length in pages
  unsigned char size_class;  // on a slab page: its class + 1; 0 on a large span
  unsigned char is_free;     // on a large span's first page: whether the span is free
} page_info;

static page_info page_map[PAGE_COUNT];

/// A freed block or span, linked through its own memory.
typedef struct free_node { struct free_node *next; } free_node;

static free_node *free_blocks[CLASS_COUNT];
static free_node *free_spans;  // first pages of free large spans
static int initialized;

#ifdef __wasm__
extern unsigned char __heap_base;

/// Grows the linear memory by `pages`; answers the first new page's number, or NO_SPAN.
static u32 grow(u32 pages) {
  long previous = __builtin_wasm_memory_grow(0, pages);
  return previous < 0 ? NO_SPAN : (u32)previous;
}

/// The first page the heap may use (after the module's data and stack).
static u32 first_heap_page(void) {
  return (u32)(((uintptr)&__heap_base + PAGE_SIZE - 1) >> PAGE_SHIFT);
}
#else
// Natively (the runtime's own tests), a fixed arena stands in for the linear memory.
static unsigned char arena[1 << 28] __attribute__((aligned(PAGE_SIZE)));
static u32 arena_used;

// Pages are numbered from the arena's start (on wasm32, from address 0).
#define ORIGIN ((uintptr)arena)

static u32 grow(u32 pages) {
  if (arena_used + pages > sizeof arena / PAGE_SIZE) return NO_SPAN;
  u32 first = arena_used;
  arena_used += pages;
  return first;
}

static u32 first_heap_page(void) { return 0; }
#endif

#ifndef ORIGIN
#define ORIGIN ((uintptr)0)
#endif

static u32 heap_end;  // one past the last page the heap owns

static void *page_address(u32 page) { return (void *)(ORIGIN + ((uintptr)page << PAGE_SHIFT)); }
static u32 page_of(const void *pointer) {
  return (u32)(((uintptr)pointer - ORIGIN) >> PAGE_SHIFT);
}

static void initialize(void) {
  for (u32 page = 0; page < PAGE_COUNT; page++) page_map[page].span = NO_SPAN;
  heap_end = first_heap_page();
  initialized = 1;
}

/// Takes `pages` new pages: from the memory not yet used, growing it when needed.
static u32 new_pages(u32 pages) {
#ifdef __wasm__
  u32 memory_end = (u32)__builtin_wasm_memory_size(0);
  if (heap_end < memory_end && memory_end - heap_end >= pages) {
    u32 first = heap_end;
    heap_end += pages;
    return first;
  }
  u32 missing = pages - (memory_end > heap_end ? memory_end - heap_end : 0);
  if (grow(missing) == NO_SPAN) return NO_SPAN;
  u32 first = heap_end;
  heap_end += pages;
  return first;
#else
  u32 first = grow(pages);
  if (first != NO_SPAN) heap_end = first + pages;
  return first;
#endif
}

/// Records pages as one span.
static void mark_span(u32 first, u32 pages, unsigned char size_class, unsigned char is_free) {
  for (u32 page = first; page < first + pages; page++) page_map[page].span = first;
  page_map[first].pages = pages;
  page_map[first].size_class = size_class;
  page_map[first].is_free = is_free;
}

static void unlink_span(u32 first) {
  free_node **link = &free_spans;
  while (*link && page_of(*link) != first) link = &(*link)->next;
  if (*link) *link = (*link)->next;
}

static void push_free_span(u32 first, u32 pages) {
  mark_span(first, pages, 0, 1);
  free_node *node = page_address(first);
  node->next = free_spans;
  free_spans = node;
}

/// A span of `pages` pages for a large block or a slab: a freed one first (split when
/// larger), else new pages.
static u32 take_span(u32 pages) {
  for (free_node **link = &free_spans; *link; link = &(*link)->next) {
    u32 first = page_of(*link);
    u32 length = page_map[first].pages;
    if (length < pages) continue;
    *link = (*link)->next;
    if (length > pages) push_free_span(first + pages, length - pages);
    return first;
  }
  return new_pages(pages);
}

/// Frees a span, joined with free neighbours.
static void release_span(u32 first) {
  u32 pages = page_map[first].pages;
  u32 next = first + pages;
  if (next < heap_end && page_map[next].span == next && page_map[next].is_free) {
    unlink_span(next);
    pages += page_map[next].pages;
  }
  if (first > 0 && page_map[first - 1].span != NO_SPAN) {
    u32 previous = page_map[first - 1].span;
    if (page_map[previous].is_free) {
      unlink_span(previous);
      pages += page_map[previous].pages;
      first = previous;
    }
  }
  push_free_span(first, pages);
}

/// The smallest class whose blocks hold `size` bytes at a multiple of `alignment`; CLASS_COUNT
/// when none does.
static int class_for(size_t size, size_t alignment) {
  for (int index = 0; index < CLASS_COUNT; index++) {
    u32 block = class_sizes[index];
    if (block >= size && block % alignment == 0) return index;
  }
  return CLASS_COUNT;
}

/// A block of a class: a freed one, else one of a new slab page (the rest go on the list).
static void *take_block(int index) {
  if (!free_blocks[index]) {
    u32 page = take_span(1);
    if (page == NO_SPAN) return 0;
    mark_span(page, 1, (unsigned char)(index + 1), 0);
    u32 block = class_sizes[index];
    unsigned char *start = page_address(page);
    for (u32 offset = PAGE_SIZE / block * block; offset >= block; offset -= block) {
      free_node *node = (free_node *)(start + offset - block);
      node->next = free_blocks[index];
      free_blocks[index] = node;
    }
  }
  free_node *node = free_blocks[index];
  free_blocks[index] = node->next;
  return node;
}

static void *allocate(size_t size, size_t alignment) {
  if (!initialized) initialize();
  if (size == 0) size = 1;
  if (size <= LARGEST_SMALL) {
    int index = class_for(size, alignment);
    if (index < CLASS_COUNT) return take_block(index);
  }
  if (size > (size_t)PAGE_COUNT * PAGE_SIZE - PAGE_SIZE) return 0;
  u32 pages = (u32)((size + PAGE_SIZE - 1) >> PAGE_SHIFT);
  u32 first = take_span(pages);
  if (first == NO_SPAN) return 0;
  mark_span(first, pages, 0, 0);
  return page_address(first);
}

void *malloc(size_t size) { return allocate(size, 16); }

void free(void *pointer) {
  if (!pointer) return;
  u32 page = page_of(pointer);
  if (page >= PAGE_COUNT) return;  // not the heap's: ignored rather than corrupt it
  u32 first = page_map[page].span;
  if (first == NO_SPAN) return;
  int size_class = page_map[first].size_class;
  if (size_class) {
    free_node *node = pointer;
    node->next = free_blocks[size_class - 1];
    free_blocks[size_class - 1] = node;
  } else if (!page_map[first].is_free) {
    release_span(first);
  }
}

/// The bytes a live block can hold.
static size_t capacity(void *pointer) {
  u32 first = page_map[page_of(pointer)].span;
  int size_class = page_map[first].size_class;
  return size_class ? class_sizes[size_class - 1] : (size_t)page_map[first].pages * PAGE_SIZE;
}

void *calloc(size_t count, size_t size) {
  if (size && count > (size_t)-1 / size) return 0;
  void *pointer = malloc(count * size);
  if (pointer) memset(pointer, 0, count * size);
  return pointer;
}

void *realloc(void *pointer, size_t size) {
  if (!pointer) return malloc(size);
  size_t available = capacity(pointer);
  if (size <= available) return pointer;
  void *moved = malloc(size);
  if (!moved) return 0;
  memcpy(moved, pointer, available);
  free(pointer);
  return moved;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  // A power of two, a multiple of sizeof(void *), at most a page (EINVAL otherwise).
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) || alignment > PAGE_SIZE) {
    return 22;
  }
  void *pointer = allocate(size, alignment < 16 ? 16 : alignment);
  if (!pointer) return 12;  // ENOMEM
  *result = pointer;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  void *pointer = 0;
  return posix_memalign(&pointer, alignment, size) == 0 ? pointer : 0;
}

size_t popkit_heap_pages(void) {
  return initialized ? heap_end - first_heap_page() : 0;
}
