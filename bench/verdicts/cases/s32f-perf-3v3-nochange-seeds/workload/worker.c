/* Two worker threads each repeatedly: generate a batch of random records
 * (xorshift PRNG seeded from argv), sort them with qsort, then fold them
 * into an FNV-1a digest.  The same binary is used on both sides of the
 * control; only the seed differs. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BATCH 20000

typedef struct { uint32_t key; uint32_t val; char tag[8]; } rec_t;
typedef struct { uint64_t seed; double secs; uint64_t digest; long batches; } job_t;

static uint64_t xs(uint64_t *s) { uint64_t x = *s; x ^= x << 13; x ^= x >> 7; x ^= x << 17; return *s = x; }

__attribute__((noinline)) static void generate(rec_t *r, int n, uint64_t *s) {
    for (int i = 0; i < n; i++) {
        uint64_t v = xs(s);
        r[i].key = (uint32_t)v; r[i].val = (uint32_t)(v >> 32);
        for (int k = 0; k < 7; k++) r[i].tag[k] = 'a' + (char)((v >> (k * 5)) % 26);
        r[i].tag[7] = 0;
    }
}

static int cmp_rec(const void *a, const void *b) {
    const rec_t *x = a, *y = b;
    if (x->key != y->key) return x->key < y->key ? -1 : 1;
    return strcmp(x->tag, y->tag);
}

__attribute__((noinline)) static void sort_batch(rec_t *r, int n) { qsort(r, n, sizeof *r, cmp_rec); }

__attribute__((noinline)) static uint64_t digest(const rec_t *r, int n) {
    uint64_t h = 1469598103934665603ULL;
    for (int i = 0; i < n; i++) {
        const unsigned char *p = (const unsigned char *)&r[i];
        for (size_t k = 0; k < sizeof *r; k++) { h ^= p[k]; h *= 1099511628211ULL; }
    }
    return h;
}

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }

static void *worker(void *arg) {
    job_t *j = arg;
    rec_t *r = malloc(sizeof(rec_t) * BATCH);
    uint64_t s = j->seed | 1;
    double end = now() + j->secs;
    while (now() < end) {
        generate(r, BATCH, &s);
        sort_batch(r, BATCH);
        j->digest ^= digest(r, BATCH);
        j->batches++;
    }
    free(r);
    return NULL;
}

int main(int argc, char **argv) {
    uint64_t seed = argc > 1 ? strtoull(argv[1], 0, 10) : 1;
    double secs = argc > 2 ? atof(argv[2]) : 4;
    pthread_t t[2]; job_t j[2];
    for (int i = 0; i < 2; i++) {
        j[i] = (job_t){ .seed = seed * 0x9E3779B97F4A7C15ULL + 2 * (uint64_t)i, .secs = secs };
        pthread_create(&t[i], NULL, worker, &j[i]);
    }
    for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
    printf("seed=%llu batches=%ld+%ld digest=%016llx\n", (unsigned long long)seed, j[0].batches, j[1].batches,
           (unsigned long long)(j[0].digest ^ j[1].digest));
    return 0;
}
