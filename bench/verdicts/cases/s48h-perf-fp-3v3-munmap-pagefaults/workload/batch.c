/* Batch log aggregator: each batch of synthetic events is decoded into a
 * scratch buffer (SCRATCH_BYTES), then bucketed, summarized and folded into
 * a running digest.
 * Build with -DSCRATCH_PER_BATCH to mmap/munmap the scratch buffer for
 * every batch instead of allocating it once. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define SCRATCH_BYTES (4u << 20)          /* 4 MiB */
#define EVENTS_PER_BATCH (SCRATCH_BYTES / sizeof(struct event))
#define NBUCKETS 4096

struct event { uint32_t key; uint32_t ts; uint32_t bytes; uint32_t flags; };

struct stats { uint64_t count[NBUCKETS]; uint64_t bytes[NBUCKETS]; uint64_t digest; };

static uint64_t rng_state;
static inline uint64_t rng_next(void) {
    uint64_t x = rng_state; x ^= x << 13; x ^= x >> 7; x ^= x << 17; return rng_state = x;
}

static struct event *scratch_acquire(void) {
#ifdef SCRATCH_PER_BATCH
    void *p = mmap(NULL, SCRATCH_BYTES, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) { perror("mmap"); exit(1); }
    return p;
#else
    static struct event *buf;
    if (!buf) {
        buf = mmap(NULL, SCRATCH_BYTES, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (buf == MAP_FAILED) { perror("mmap"); exit(1); }
    }
    return buf;
#endif
}

static void scratch_release(struct event *p) {
#ifdef SCRATCH_PER_BATCH
    munmap(p, SCRATCH_BYTES);
#else
    (void)p;
#endif
}

__attribute__((noinline)) static uint32_t decode_flags(uint64_t r) {
    uint32_t f = (uint32_t)(r >> 40);
    return (f & 0x7) | ((f >> 9) & 0x30);
}

/* Writes every event of the batch into the scratch buffer (first touch). */
__attribute__((noinline)) static size_t decode_batch(struct event *out, size_t n, uint32_t batch_no) {
    uint32_t ts = batch_no * 1000u;
    for (size_t i = 0; i < n; i++) {
        uint64_t r = rng_next();
        out[i].key = (uint32_t)(r % 100003u);
        out[i].ts = ts + (uint32_t)(i >> 4);
        out[i].bytes = (uint32_t)((r >> 20) & 0xffff);
        out[i].flags = decode_flags(r);
    }
    return n;
}

__attribute__((noinline)) static uint32_t bucket_of(uint32_t key) {
    uint32_t h = key * 2654435761u;
    return (h >> 7) % NBUCKETS;
}

__attribute__((noinline)) static void bucket_events(const struct event *ev, size_t n, struct stats *st) {
    for (size_t i = 0; i < n; i++) {
        if (ev[i].flags & 0x20) continue;
        uint32_t b = bucket_of(ev[i].key);
        st->count[b]++;
        st->bytes[b] += ev[i].bytes;
    }
}

__attribute__((noinline)) static uint64_t summarize_window(const struct event *ev, size_t n) {
    uint64_t acc = 1469598103934665603ull;
    for (size_t i = 0; i < n; i += 2) {
        acc ^= ev[i].key + ((uint64_t)ev[i].bytes << 32);
        acc *= 1099511628211ull;
    }
    return acc;
}

__attribute__((noinline)) static void process_batch(uint32_t batch_no, struct stats *st) {
    struct event *ev = scratch_acquire();
    size_t n = decode_batch(ev, EVENTS_PER_BATCH, batch_no);
    bucket_events(ev, n, st);
    st->digest ^= summarize_window(ev, n) + batch_no;
    scratch_release(ev);
}

__attribute__((noinline)) static uint64_t finalize(const struct stats *st) {
    uint64_t d = st->digest;
    for (int b = 0; b < NBUCKETS; b++) d = (d ^ st->count[b] ^ (st->bytes[b] << 1)) * 1099511628211ull;
    return d;
}

int main(int argc, char **argv) {
    unsigned batches = argc > 1 ? (unsigned)atoi(argv[1]) : 600;
    rng_state = 0x9e3779b97f4a7c15ull;
    struct stats *st = calloc(1, sizeof *st);
    for (unsigned b = 0; b < batches; b++) process_batch(b, st);
    printf("batches=%u digest=%016llx\n", batches, (unsigned long long)finalize(st));
    free(st);
    return 0;
}
