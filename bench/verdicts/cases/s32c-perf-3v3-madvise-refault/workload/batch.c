/* Batch record processor: each batch decodes records into one large reusable
 * work buffer, then scores them.  Build with -DRELEASE_PAGES for the "after"
 * version, where recycle_buffer() hands the buffer's pages back to the kernel
 * with madvise(MADV_DONTNEED) after every batch (to "reduce RSS"), so the next
 * batch page-faults the whole buffer in again. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>

#define BUF_BYTES (32u << 20)          /* 32 MiB work buffer */
#define NBATCH 80

static uint64_t rng = 88172645463325252ull;
static inline uint64_t next_rand(void) {
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng;
}

/* First writer of the buffer each batch: decode (here: generate) records. */
__attribute__((noinline)) static void decode_batch(uint32_t *buf, size_t n, int batch) {
    uint32_t seed = (uint32_t)next_rand() ^ (uint32_t)batch;
    for (size_t i = 0; i < n; i++) {
        seed = seed * 1664525u + 1013904223u;
        buf[i] = seed >> 3;
    }
}

/* Score records: a few passes of arithmetic over the buffer. */
__attribute__((noinline)) static uint64_t score_batch(const uint32_t *buf, size_t n) {
    uint64_t acc = 0;
    for (int pass = 0; pass < 3; pass++)
        for (size_t i = 0; i < n; i++) {
            uint32_t v = buf[i];
            acc += (v * 2654435761u) >> (pass + 7);
            acc ^= acc << 1;
        }
    return acc;
}

#ifdef RELEASE_PAGES
/* Thin OS wrapper (like an allocator's pages_purge()). */
__attribute__((noinline)) static void os_release_pages(void *p, size_t bytes) {
    if (madvise(p, bytes, MADV_DONTNEED) != 0) { perror("madvise"); exit(1); }
}
#endif

/* Return the buffer to the "pool" after a batch. */
__attribute__((noinline)) static void recycle_buffer(uint32_t *buf, size_t bytes, unsigned *generation) {
#ifdef RELEASE_PAGES
    /* give the memory back to the OS between batches to keep RSS low */
    os_release_pages(buf, bytes);
#else
    (void)buf; (void)bytes;
#endif
    ++*generation;
}

int main(void) {
    uint32_t *buf = mmap(NULL, BUF_BYTES, PROT_READ | PROT_WRITE,
                         MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (buf == MAP_FAILED) { perror("mmap"); return 1; }
    madvise(buf, BUF_BYTES, MADV_NOHUGEPAGE);   /* deterministic 4 KiB pages */
    size_t n = BUF_BYTES / sizeof(uint32_t);
    unsigned gen = 0;
    uint64_t total = 0;
    for (int b = 0; b < NBATCH; b++) {
        decode_batch(buf, n, b);
        total += score_batch(buf, n);
        recycle_buffer(buf, BUF_BYTES, &gen);
    }
    printf("batches=%u checksum=%llu\n", gen, (unsigned long long)total);
    return 0;
}
