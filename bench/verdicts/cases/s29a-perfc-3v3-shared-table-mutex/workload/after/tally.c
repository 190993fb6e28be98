/* tally: 4 worker threads hash synthetic event keys and count them per key in
 * an open-addressing table (8192 slots, 5000 distinct keys).
 * AFTER: all threads update one shared table guarded by a single mutex, taken
 * in record_item() for every event; no merge step. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NTHREADS 4
#define SLOTS 8192
#define NKEYS 5000
#ifndef ITEMS_PER_THREAD
#define ITEMS_PER_THREAD 3500000
#endif
#ifndef MIX_ROUNDS
#define MIX_ROUNDS 60
#endif
#ifndef KEY_ROUNDS
#define KEY_ROUNDS 2
#endif

struct entry { uint64_t key; uint64_t count; uint64_t weight; };
struct table { struct entry e[SLOTS]; uint64_t used; };

static struct table merged;
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;

static uint64_t xorshift(uint64_t *s) {
    uint64_t x = *s; x ^= x << 13; x ^= x >> 7; x ^= x << 17; return *s = x;
}

__attribute__((noinline, noclone)) static uint64_t mix_key(uint64_t k) {
    /* CPU work per event: rounds of a 64-bit mixer */
    for (int r = 0; r < MIX_ROUNDS; r++) {
        k ^= k >> 33; k *= 0xff51afd7ed558ccdULL;
        k ^= k >> 29; k += 0x9e3779b97f4a7c15ULL;
    }
    return k;
}

/* canonical key of an event: the weight bits are folded out, then bucketed */
static inline uint64_t key_of(uint64_t h) {
    uint64_t k = h >> 8;
    for (int r = 0; r < KEY_ROUNDS; r++) { k ^= k >> 31; k *= 0xbf58476d1ce4e5b9ULL; }
    return k % NKEYS;
}

static inline void table_add(struct table *t, uint64_t key, uint64_t n, uint64_t w) {
    uint64_t h = key * 0x9e3779b97f4a7c15ULL;
    unsigned i = (unsigned)(h >> 48) & (SLOTS - 1);
    for (;;) {
        struct entry *e = &t->e[i];
        if (e->key == key + 1) { e->count += n; e->weight += w; return; }
        if (e->key == 0) { e->key = key + 1; e->count = n; e->weight = w; t->used++; return; }
        i = (i + 1) & (SLOTS - 1);
    }
}

__attribute__((noinline, noclone)) static void record_item(struct table *t, uint64_t h) {
    uint64_t key;
    pthread_mutex_lock(&table_lock);
    key = key_of(h);
    table_add(t, key, 1, (h >> 40) & 0xff);
    pthread_mutex_unlock(&table_lock);
}

static void *worker(void *arg) {
    long id = (long)arg;
    uint64_t seed = 0x1234567ULL * (id + 1);
    struct table *t = &merged;
    (void)id;
    for (long i = 0; i < ITEMS_PER_THREAD; i++) {
        uint64_t k = xorshift(&seed);
        record_item(t, mix_key(k));
    }
    return NULL;
}

int main(void) {
    pthread_t th[NTHREADS];
    for (long i = 0; i < NTHREADS; i++) pthread_create(&th[i], NULL, worker, (void *)i);
    for (int i = 0; i < NTHREADS; i++) pthread_join(th[i], NULL);
    uint64_t total = 0, w = 0, maxc = 0;
    for (int s = 0; s < SLOTS; s++) {
        total += merged.e[s].count; w += merged.e[s].weight;
        if (merged.e[s].count > maxc) maxc = merged.e[s].count;
    }
    printf("keys=%llu events=%llu weight=%llu max=%llu\n", (unsigned long long)merged.used,
           (unsigned long long)total, (unsigned long long)w, (unsigned long long)maxc);
    return 0;
}
