/* Two worker threads hash "records" and keep statistics.
 * AFTER: the per-thread tables were replaced by ONE shared stats table protected
 * by a pthread mutex, taken around every record_result() step -> the workers contend. */
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
static struct stats shared_stats;
static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;

__attribute__((noinline)) static uint64_t parse_record(uint64_t seed) {
    uint64_t h = seed * 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < WORK; i++) {
        h ^= h >> 29; h *= 0xBF58476D1CE4E5B9ULL; h ^= h >> 32;
    }
    return h;
}

__attribute__((noinline)) static void record_result(struct stats *st, uint64_t h) {
    pthread_mutex_lock(&stats_lock);
    for (int i = 0; i < 8; i++) st->hist[(h >> (i * 8)) & 255]++;
    st->total += h;
    st->count++;
    pthread_mutex_unlock(&stats_lock);
}

static void *worker(void *arg) {
    long id = (long)arg;
    for (uint64_t i = 0; i < ITEMS; i++) {
        uint64_t h = parse_record(i * NTHREADS + id);
        record_result(&shared_stats, h);
    }
    return NULL;
}

int main(void) {
    pthread_t t[NTHREADS];
    for (long i = 0; i < NTHREADS; i++) pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < NTHREADS; i++) pthread_join(t[i], NULL);
    printf("count=%llu total=%llx h0=%llu\n", (unsigned long long)shared_stats.count,
           (unsigned long long)shared_stats.total, (unsigned long long)shared_stats.hist[0]);
    return 0;
}
