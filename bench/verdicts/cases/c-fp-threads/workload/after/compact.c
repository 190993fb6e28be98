#include <stdlib.h>
#include "logsvc.h"

/* A segment is a sorted run of (key, value) entries; compaction merges two
 * runs, drops shadowed keys, verifies the result and encodes it. */
typedef struct {
    uint64_t key;
    uint64_t val;
} entry_t;

#define RUN 2048

typedef struct {
    entry_t a[RUN], b[RUN], out[2 * RUN];
    uint8_t encoded[2 * RUN * 20];
} compact_state_t;

/* A run as flushed from the memtable: sorted keys, random gaps. */
static void fill_run(rng_t *r, entry_t *run, int n)
{
    uint64_t key = rng_next(r) % 1000;
    for (int i = 0; i < n; i++) {
        uint64_t x = rng_next(r);
        key += 1 + (x & 511);
        run[i].key = key;
        run[i].val = x >> 9;
    }
}

__attribute__((noinline)) static int merge_runs(const entry_t *a, int na, const entry_t *b, int nb, entry_t *out)
{
    int i = 0, j = 0, n = 0;
    while (i < na || j < nb) {
        const entry_t *e;
        if (j >= nb || (i < na && a[i].key < b[j].key)) e = &a[i++];
        else if (i >= na || b[j].key < a[i].key) e = &b[j++];
        else { e = &b[j++]; i++; }               /* newer run shadows older */
        if (n && out[n - 1].key == e->key) { out[n - 1] = *e; continue; }
        out[n++] = *e;
    }
    return n;
}

__attribute__((noinline)) static int encode_varints(const entry_t *e, int n, uint8_t *out)
{
    int pos = 0;
    uint64_t prev = 0;
    for (int i = 0; i < n; i++) {
        uint64_t d = e[i].key - prev, v = e[i].val;
        prev = e[i].key;
        while (d >= 0x80) { out[pos++] = (uint8_t)(d | 0x80); d >>= 7; }
        out[pos++] = (uint8_t)d;
        while (v >= 0x80) { out[pos++] = (uint8_t)(v | 0x80); v >>= 7; }
        out[pos++] = (uint8_t)v;
    }
    return pos;
}

/* Job of worker-3: compact two fresh runs into one segment. */
uint64_t job_compact_segments(worker_t *w)
{
    if (!w->state)
        w->state = calloc(1, sizeof(compact_state_t));
    compact_state_t *s = w->state;
    fill_run(&w->rng, s->a, RUN);
    fill_run(&w->rng, s->b, RUN);
    int n = merge_runs(s->a, RUN, s->b, RUN, s->out);

    /* Verify: strictly increasing keys, and a checksum of the entries that
     * is stored in the segment footer: key and value each go through the
     * murmur3 64-bit finalizer (better avalanche than the old single
     * multiply, so that swapped or shadowed entries are caught). */
    uint64_t sum = 0;
    for (int i = 0; i < n; i++) {
        if (i && s->out[i].key <= s->out[i - 1].key)
            abort();
        uint64_t h = sum ^ s->out[i].key;
        h ^= h >> 33; h *= 0xff51afd7ed558ccdULL; h ^= h >> 33; h *= 0xc4ceb9fe1a85ec53ULL; h ^= h >> 33;
        h ^= s->out[i].val;
        h ^= h >> 33; h *= 0xff51afd7ed558ccdULL; h ^= h >> 33; h *= 0xc4ceb9fe1a85ec53ULL; h ^= h >> 33;
        sum = h;
    }
    int bytes = encode_varints(s->out, n, s->encoded);
    return sum + (uint64_t)bytes;
}
