/* Chained hash table workload. Build with -DWEAK_HASH for the "after" variant:
 * hash_key() then only looks at the first 2 bytes of the key, so lookups walk long chains.
 *
 * Frame-pointer note: gcc 12 omits the frame pointer in leaf functions even with
 * -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer, which would hide the caller of a
 * sampled leaf. So every function that does real work here calls a tiny non-inlined
 * function (finish/note_*), making it a non-leaf with a full frame (-fno-shrink-wrap keeps
 * the frame setup at entry); the tiny leaves are called once per call and get few samples. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define NOINLINE __attribute__((noinline))
#define NKEYS   50000
#define NBUCKET 262144
#define KEYLEN  16

typedef struct entry { char key[KEYLEN + 1]; int value; struct entry *next; } entry;
static entry *buckets[NBUCKET];
static entry *pool;
static char (*keys)[KEYLEN + 1];

static uint64_t rng_state = 88172645463325252ULL;
static inline uint64_t xorshift(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

/* tiny non-inlined helpers (leaves) */
NOINLINE uint32_t finish_hash(uint32_t h) { return h ^ (h >> 15); }
NOINLINE int note_result(int r) { return r; }
NOINLINE uint64_t fold64(uint64_t s) { return s ^ (s >> 29); }

NOINLINE uint32_t hash_key(const char *k) {
    uint32_t h = 2166136261u;
#ifdef WEAK_HASH
    for (int i = 0; i < 2 && k[i]; i++) h = (h ^ (unsigned char)k[i]) * 16777619u;
#else
    for (int i = 0; k[i]; i++) h = (h ^ (unsigned char)k[i]) * 16777619u;
#endif
    return finish_hash(h);
}

NOINLINE int key_equal(const char *a, const char *b) {
    while (*a && *a == *b) { a++; b++; }
    return note_result(*a == *b);
}

NOINLINE void insert(const char *k, int v, entry *e) {
    uint32_t b = hash_key(k) & (NBUCKET - 1);
    memcpy(e->key, k, KEYLEN + 1); e->value = v; e->next = buckets[b]; buckets[b] = e;
}

NOINLINE entry *lookup(const char *k) {
    uint32_t b = hash_key(k) & (NBUCKET - 1);
    for (entry *e = buckets[b]; e; e = e->next)
        if (key_equal(e->key, k)) return e;
    return NULL;
}

NOINLINE void generate_keys(void) {
    for (int i = 0; i < NKEYS; i++) {
        for (int j = 0; j < KEYLEN; j++) keys[i][j] = 'a' + (char)(xorshift() % 26);
        keys[i][KEYLEN] = 0;
    }
    note_result(0);
}

NOINLINE void build_table(void) { for (int i = 0; i < NKEYS; i++) insert(keys[i], i, &pool[i]); }

/* unrelated per-record work, same in both variants */
NOINLINE uint64_t checksum_record(const entry *e) {
    uint64_t s = 0;
    for (int r = 0; r < 8; r++)
        for (int j = 0; j < KEYLEN; j++) s = s * 131 + (unsigned char)e->key[j] + (uint64_t)(((uint32_t)r ^ (uint32_t)j) * 16777619u);
    return fold64(s);
}

NOINLINE uint64_t run_queries(long nq) {
    uint64_t acc = 0;
    for (long q = 0; q < nq; q++) {
        const char *k = keys[xorshift() % NKEYS];
        entry *e = lookup(k);
        if (e) acc += checksum_record(e) + (uint64_t)e->value;
    }
    return acc;
}

int main(int argc, char **argv) {
    long nq = argc > 1 ? atol(argv[1]) : 2000000;
    pool = calloc(NKEYS, sizeof(entry));
    keys = calloc(NKEYS, sizeof *keys);
    generate_keys();
    build_table();
    uint64_t acc = run_queries(nq);
    printf("queries=%ld acc=%llu\n", nq, (unsigned long long)acc);
    return 0;
}
