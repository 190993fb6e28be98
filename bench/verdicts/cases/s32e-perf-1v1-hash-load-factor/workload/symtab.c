/* Symbol-table benchmark: an open-addressing (linear probing) hash table of
 * string keys, filled from a generated identifier stream, then queried with a
 * mix of hits and misses, as a compiler's symbol lookup would.
 * MAX_LOAD is the resize threshold (build with -DMAX_LOAD=0.5 or 0.95). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#ifndef MAX_LOAD
#define MAX_LOAD 0.5
#endif

typedef struct { char *key; int value; } slot_t;
typedef struct { slot_t *slots; size_t cap, len; } table_t;

static inline uint64_t hash_str(const char *s) {
    uint64_t h = 1469598103934665603ULL;           /* FNV-1a */
    while (*s) { h ^= (unsigned char)*s++; h *= 1099511628211ULL; }
    return h;
}

static inline int key_equal(const char *a, const char *b) {
    while (*a && *a == *b) { a++; b++; }
    return *a == *b;
}

static void table_init(table_t *t, size_t cap) {
    t->slots = calloc(cap, sizeof(slot_t)); t->cap = cap; t->len = 0;
}

static void insert_nogrow(table_t *t, char *key, int value, uint64_t h) {
    size_t i = h & (t->cap - 1);
    while (t->slots[i].key) {
        if (key_equal(t->slots[i].key, key)) { t->slots[i].value = value; return; }
        i = (i + 1) & (t->cap - 1);
    }
    t->slots[i].key = key; t->slots[i].value = value; t->len++;
}

static __attribute__((noinline)) void table_grow(table_t *t) {
    table_t n; table_init(&n, t->cap * 2);
    for (size_t i = 0; i < t->cap; i++)
        if (t->slots[i].key) insert_nogrow(&n, t->slots[i].key, t->slots[i].value, hash_str(t->slots[i].key));
    free(t->slots); *t = n;
}

static __attribute__((noinline)) void table_insert(table_t *t, char *key, int value) {
    if ((double)(t->len + 1) > MAX_LOAD * (double)t->cap) table_grow(t);
    insert_nogrow(t, key, value, hash_str(key));
}

static __attribute__((noinline)) int table_lookup(const table_t *t, const char *key) {
    uint64_t h = hash_str(key);
    size_t i = h & (t->cap - 1);
    while (t->slots[i].key) {
        if (key_equal(t->slots[i].key, key)) return t->slots[i].value;
        i = (i + 1) & (t->cap - 1);
    }
    return -1;
}

static uint64_t rng = 88172645463325252ULL;
static inline uint64_t xs(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

static __attribute__((noinline)) void make_ident(char *buf, uint64_t id) {
    /* generate a plausible identifier such as "tmp_q3kx_1042" */
    static const char al[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    const char *pre[] = {"tmp", "var", "fn", "arg", "loc", "reg"};
    int n = sprintf(buf, "%s_", pre[id % 6]);
    uint64_t x = id * 2654435761ULL;
    for (int k = 0; k < 4; k++) { buf[n++] = al[x % 36]; x /= 36; }
    sprintf(buf + n, "_%llu", (unsigned long long)(id % 100000));
}

static __attribute__((noinline)) long score_token(const char *s) {
    /* stand-in for the rest of the front end: per-token lexical work */
    long acc = 0;
    for (int r = 0; r < 6; r++)
        for (const char *p = s; *p; p++) acc = acc * 31 + (*p ^ r);
    return acc;
}

int main(int argc, char **argv) {
    size_t nkeys = 400000;                 /* distinct symbols */
    long nqueries = argc > 1 ? atol(argv[1]) : 14000000;
    table_t t; table_init(&t, 1024);
    char **keys = malloc(nkeys * sizeof(char *));
    char buf[64];
    for (size_t i = 0; i < nkeys; i++) {
        make_ident(buf, i * 7919 + 13);
        keys[i] = strdup(buf);
        table_insert(&t, keys[i], (int)i);
    }
    fprintf(stderr, "cap=%zu len=%zu load=%.3f\n", t.cap, t.len, (double)t.len / t.cap);
    long found = 0, missed = 0, acc = 0;
    for (long q = 0; q < nqueries; q++) {
        uint64_t r = xs();
        if (r % 4 == 0) {                  /* 25% misses: unknown identifiers */
            make_ident(buf, (r >> 8) % 5000000 + 9000000ULL * 7919);
            acc += score_token(buf);
            if (table_lookup(&t, buf) < 0) missed++; else found++;
        } else {
            const char *k = keys[(r >> 8) % nkeys];
            acc += score_token(k);
            if (table_lookup(&t, k) >= 0) found++; else missed++;
        }
    }
    printf("found=%ld missed=%ld acc=%ld\n", found, missed, acc);
    return 0;
}
