/* Small in-memory key/value store: open addressing with linear probing,
 * tombstone deletes and periodic compaction (rehash into a fresh table).
 * Workload: a session-cache simulation over string keys "sess:<n>:<region>". */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))
#define KEYLEN 32
enum { EMPTY = 0, LIVE = 1, TOMB = 2 };

typedef struct {
    uint32_t state;     /* EMPTY, LIVE or TOMB */
    char key[KEYLEN] __attribute__((aligned(8)));
    uint64_t value;
} slot_t;

typedef struct {
    slot_t *slots;
    size_t cap, mask, live, tombs;
    uint64_t probes;
} kv_t;

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;
static inline uint64_t rng_next(void) {
    uint64_t x = rng_state;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    return rng_state = x;
}

/* FNV-1a over the key followed by a 64-bit finaliser. */
NOINLINE uint64_t hash_key(const char *k) {
    uint64_t h = 0xcbf29ce484222325ULL;
    const unsigned char *p = (const unsigned char *)k;
#ifdef HASH_PREFIX
    /* "fast path": only hash the first HASH_PREFIX bytes of long keys */
    for (int n = 0; *p && n < HASH_PREFIX; p++, n++) {
#else
    for (; *p; p++) {
#endif
        h ^= *p;
        h *= 0x100000001b3ULL;
    }
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}

/* Keys are stored NUL-padded to KEYLEN, so equality is a fixed-width compare. */
static inline int key_eq(const char *a, const char *b) {
    const uint64_t *x = (const uint64_t *)a, *y = (const uint64_t *)b;
    return ((x[0] ^ y[0]) | (x[1] ^ y[1]) | (x[2] ^ y[2]) | (x[3] ^ y[3])) == 0;
}

static void kv_init(kv_t *kv, size_t cap) {
    kv->slots = calloc(cap, sizeof(slot_t));
    if (!kv->slots) { perror("calloc"); exit(1); }
    kv->cap = cap; kv->mask = cap - 1; kv->live = kv->tombs = 0; kv->probes = 0;
}

/* Probe for key; returns index of the matching slot, or (if not found) ~index
 * of the first reusable slot on the probe path. */
NOINLINE long kv_probe(kv_t *kv, const char *key, uint64_t h) {
    size_t i = h & kv->mask;
    long reuse = -1;
    for (;;) {
        slot_t *s = &kv->slots[i];
        kv->probes++;
        if (s->state == EMPTY)
            return ~(reuse >= 0 ? reuse : (long)i);
        if (s->state == TOMB) {
            if (reuse < 0) reuse = (long)i;
        } else if (key_eq(s->key, key)) {
            return (long)i;
        }
        i = (i + 1) & kv->mask;
    }
}

NOINLINE int kv_get(kv_t *kv, const char *key, uint64_t *out) {
    uint64_t h = hash_key(key);
    long i = kv_probe(kv, key, h);
    if (i < 0) return 0;
    *out = kv->slots[i].value;
    return 1;
}

NOINLINE void kv_put(kv_t *kv, const char *key, uint64_t value) {
    uint64_t h = hash_key(key);
    long i = kv_probe(kv, key, h);
    if (i >= 0) { kv->slots[i].value = value; return; }
    slot_t *s = &kv->slots[~i];
    if (s->state == TOMB) kv->tombs--;
    s->state = LIVE;
    strncpy(s->key, key, KEYLEN - 1);
    s->key[KEYLEN - 1] = 0;
    s->value = value;
    kv->live++;
}

NOINLINE int kv_del(kv_t *kv, const char *key) {
    uint64_t h = hash_key(key);
    long i = kv_probe(kv, key, h);
    if (i < 0) return 0;
    kv->slots[i].state = TOMB;
    kv->live--; kv->tombs++;
    return 1;
}

/* Rehash all live entries into a fresh table, dropping tombstones. */
NOINLINE void kv_compact(kv_t *kv) {
    kv_t fresh;
    kv_init(&fresh, kv->cap);
    fresh.probes = kv->probes;
    for (size_t i = 0; i < kv->cap; i++) {
        slot_t *s = &kv->slots[i];
        if (s->state != LIVE) continue;
        size_t j = hash_key(s->key) & fresh.mask;
        while (fresh.slots[j].state != EMPTY) j = (j + 1) & fresh.mask;
        fresh.slots[j] = *s;
        fresh.live++;
    }
    free(kv->slots);
    *kv = fresh;
}

NOINLINE void make_key(char *buf, uint64_t id) {
    static const char *regions[] = {"eu", "us", "ap", "sa"};
    memset(buf, 0, KEYLEN);
    snprintf(buf, KEYLEN, "sess:%llu:%s", (unsigned long long)id, regions[id & 3]);
}

NOINLINE uint64_t serve_requests(kv_t *kv, uint64_t nreq, uint64_t universe) {
    char key[KEYLEN] __attribute__((aligned(8)));
    uint64_t acc = 0, v;
    for (uint64_t r = 0; r < nreq; r++) {
        uint64_t id = rng_next() % universe;
        make_key(key, id);
        if (kv_get(kv, key, &v)) acc += v;
        else acc += 7;
    }
    return acc;
}

NOINLINE void churn_sessions(kv_t *kv, uint64_t n, uint64_t universe) {
    char key[KEYLEN] __attribute__((aligned(8)));
    for (uint64_t r = 0; r < n; r++) {
        uint64_t id = rng_next() % universe;
        make_key(key, id);
        if (rng_next() & 1) kv_put(kv, key, id * 31 + 1);
        else kv_del(kv, key);
    }
}

int main(int argc, char **argv) {
    uint64_t rounds = argc > 1 ? strtoull(argv[1], 0, 10) : 40;
    uint64_t universe = 6000;
    kv_t kv;
    kv_init(&kv, 1 << 13);
    char key[KEYLEN] __attribute__((aligned(8)));
    for (uint64_t id = 0; id < universe / 2; id++) {
        make_key(key, id * 2);
        kv_put(&kv, key, id * 62 + 1);
    }
    uint64_t acc = 0;
    for (uint64_t r = 0; r < rounds; r++) {
        acc += serve_requests(&kv, 200000, universe);
        churn_sessions(&kv, 40000, universe);
        if (kv.tombs > kv.cap / 8 || r % 10 == 9)
            kv_compact(&kv);
    }
    printf("acc=%llu live=%zu\n", (unsigned long long)acc, kv.live);
    fprintf(stderr, "probes=%llu\n", (unsigned long long)kv.probes);
    return 0;
}
