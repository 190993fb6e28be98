// Two worker threads each process ITEMS items: an unlocked "prepare" step, then an
// "update" step done while holding a mutex.
//   mode private (before): each thread locks ITS OWN mutex  -> never contended
//   mode shared  (after) : both threads lock ONE shared mutex -> contention, futex waits/wakes
// The work (prepare + update per item) is identical in both modes.
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))
#define TABLE 4096

struct shard {
    pthread_mutex_t mu;
    uint64_t table[TABLE];
    char pad[64];
};
static struct shard shards[2];
static pthread_mutex_t shared_mu = PTHREAD_MUTEX_INITIALIZER;
static int use_shared;
static long items;

NOINLINE static uint64_t prepare_item(uint64_t seed, long i) {
    uint64_t x = seed ^ (uint64_t)i * 0x9E3779B97F4A7C15ULL;
    for (int k = 0; k < 150; k++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; }
    return x;
}

NOINLINE static void update_table(uint64_t *table, uint64_t x) {
    for (int k = 0; k < 600; k++) {
        uint64_t slot = (x >> (k % 20 * 2) ^ (uint64_t)k * 97) & (TABLE - 1);
        table[slot] = table[slot] * 31 + x + k;
    }
}

NOINLINE static pthread_mutex_t *table_lock(int tid) {
    return use_shared ? &shared_mu : &shards[tid].mu;
}

static void *worker(void *arg) {
    int tid = (int)(intptr_t)arg;
    pthread_mutex_t *m = table_lock(tid);
    uint64_t seed = 0x1234567ULL + tid;
    for (long i = 0; i < items; i++) {
        uint64_t x = prepare_item(seed, i);
        pthread_mutex_lock(m);
        update_table(shards[tid].table, x);
        pthread_mutex_unlock(m);
    }
    return NULL;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s private|shared ITEMS\n", argv[0]); return 2; }
    use_shared = strcmp(argv[1], "shared") == 0;
    items = atol(argv[2]);
    for (int t = 0; t < 2; t++) pthread_mutex_init(&shards[t].mu, NULL);
    pthread_t th[2];
    for (int t = 0; t < 2; t++) pthread_create(&th[t], NULL, worker, (void *)(intptr_t)t);
    for (int t = 0; t < 2; t++) pthread_join(th[t], NULL);
    uint64_t h = 0;
    for (int t = 0; t < 2; t++) for (int s = 0; s < TABLE; s++) h = h * 1099511628211ULL ^ shards[t].table[s];
    printf("mode=%s items=%ld checksum=%016llx\n", argv[1], items, (unsigned long long)h);
    return 0;
}
