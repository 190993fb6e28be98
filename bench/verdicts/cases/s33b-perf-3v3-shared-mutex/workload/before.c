/* Two worker threads hash "records" and keep per-thread statistics.
 * BEFORE: each worker owns its own stats table; tables are merged once at the end. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define NTHREADS 2
#ifndef ITEMS
#define ITEMS 9000000UL
#endif
#ifndef WORK
#define WORK 128
#endif

struct stats { uint64_t hist[256]; uint64_t total; uint64_t count; };
static struct stats per_thread[NTHREADS];

__attribute__((noinline)) static uint64_t parse_record(uint64_t seed) {
    uint64_t h = seed * 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < WORK; i++) {
        h ^= h >> 29; h *= 0xBF58476D1CE4E5B9ULL; h ^= h >> 32;
    }
    return h;
}

__attribute__((noinline)) static void record_result(struct stats *st, uint64_t h) {
    for (int i = 0; i < 8; i++) st->hist[(h >> (i * 8)) & 255]++;
    st->total += h;
    st->count++;
}

static void *worker(void *arg) {
    long id = (long)arg;
    struct stats *mine = &per_thread[id];
    for (uint64_t i = 0; i < ITEMS; i++) {
        uint64_t h = parse_record(i * NTHREADS + id);
        record_result(mine, h);
    }
    return NULL;
}

int main(void) {
    pthread_t t[NTHREADS];
    for (long i = 0; i < NTHREADS; i++) pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < NTHREADS; i++) pthread_join(t[i], NULL);
    struct stats all = {0};
    for (int k = 0; k < NTHREADS; k++) {
        for (int b = 0; b < 256; b++) all.hist[b] += per_thread[k].hist[b];
        all.total += per_thread[k].total; all.count += per_thread[k].count;
    }
    printf("count=%llu total=%llx h0=%llu\n", (unsigned long long)all.count,
           (unsigned long long)all.total, (unsigned long long)all.hist[0]);
    return 0;
}
