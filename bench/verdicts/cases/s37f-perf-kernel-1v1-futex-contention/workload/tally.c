/*
 * tally: NTHREADS workers hash a stream of synthetic records and tally them
 * into a 4096-bucket histogram.
 *
 * Built twice from this one source:
 *   tally-before (-DGLOBAL_LOCK=0): every worker tallies into its own private
 *       histogram; the private histograms are merged once at the end.
 *   tally-after  (-DGLOBAL_LOCK=1): every worker tallies straight into one
 *       shared histogram, taking a single global pthread mutex around the short
 *       update for every item -> heavy contention, futex syscalls.
 *
 * usage: tally <items-per-thread> [threads]
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef GLOBAL_LOCK
#define GLOBAL_LOCK 0
#endif

#define NBUCKETS 4096
#define MAXTHREADS 64

struct hist {
    uint64_t count[NBUCKETS];
    uint64_t sum[NBUCKETS];
};

static struct hist shared_hist;
static pthread_mutex_t shared_lock = PTHREAD_MUTEX_INITIALIZER;

struct worker {
    pthread_t tid;
    int id;
    long items;
    struct hist *local;
};

/* per-item work: a few rounds of a 64-bit mixer over a synthetic record */
__attribute__((noinline)) static uint64_t hash_record(uint64_t seed, long i)
{
    uint64_t x = seed ^ ((uint64_t)i * 0x9E3779B97F4A7C15ull);
    for (int r = 0; r < 24; r++) {
        x ^= x >> 31;
        x *= 0xBF58476D1CE4E5B9ull;
        x ^= x >> 27;
        x *= 0x94D049BB133111EBull;
        x += (uint64_t)r;
    }
    return x;
}

/* file one hashed record into the histogram */
__attribute__((noinline)) static void tally_item(struct worker *w, uint64_t h)
{
    unsigned b = (unsigned)(h & (NBUCKETS - 1));
#if GLOBAL_LOCK
    pthread_mutex_lock(&shared_lock);
    shared_hist.count[b] += 1;
    shared_hist.sum[b] += h >> 40;
    pthread_mutex_unlock(&shared_lock);
#else
    w->local->count[b] += 1;
    w->local->sum[b] += h >> 40;
#endif
}

__attribute__((noinline)) static void merge_local(struct worker *w)
{
#if !GLOBAL_LOCK
    pthread_mutex_lock(&shared_lock);
    for (int b = 0; b < NBUCKETS; b++) {
        shared_hist.count[b] += w->local->count[b];
        shared_hist.sum[b] += w->local->sum[b];
    }
    pthread_mutex_unlock(&shared_lock);
#else
    (void)w;
#endif
}

static void *worker_main(void *arg)
{
    struct worker *w = arg;
    uint64_t seed = 0x1234567ull * (uint64_t)(w->id + 1);
    for (long i = 0; i < w->items; i++) {
        uint64_t h = hash_record(seed, i);
        tally_item(w, h);
    }
    merge_local(w);
    return NULL;
}

int main(int argc, char **argv)
{
    long items = argc > 1 ? atol(argv[1]) : 10000000;
    int nthreads = argc > 2 ? atoi(argv[2]) : 4;
    if (nthreads < 1 || nthreads > MAXTHREADS)
        return 2;
    struct worker ws[MAXTHREADS];
    for (int t = 0; t < nthreads; t++) {
        ws[t].id = t;
        ws[t].items = items;
        ws[t].local = calloc(1, sizeof(struct hist));
        if (!ws[t].local)
            return 1;
        pthread_create(&ws[t].tid, NULL, worker_main, &ws[t]);
    }
    for (int t = 0; t < nthreads; t++)
        pthread_join(ws[t].tid, NULL);
    uint64_t total = 0, chk = 0;
    for (int b = 0; b < NBUCKETS; b++) {
        total += shared_hist.count[b];
        chk ^= shared_hist.sum[b] * (uint64_t)(b + 1);
    }
    printf("global_lock=%d threads=%d items=%lu check=%016llx\n", GLOBAL_LOCK,
           nthreads, (unsigned long)total, (unsigned long long)chk);
    return 0;
}
