/* Event ingester: 4 worker threads tokenize and score synthetic events, then
 * record them in one shared in-memory index guarded by a single global mutex.
 * The index update (hash-chain lookup + small sorted top-k insert) is done
 * while holding the lock, and every token also bumps a shared histogram under
 * the same lock (token_stats_bump), so the workers genuinely contend on it. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NTHREADS 4
#ifndef NBUCKETS
#define NBUCKETS 16384
#endif
#define TOPK 32
#ifndef RESCAN
#define RESCAN 1
#endif

typedef struct entry {
    uint64_t key;
    uint64_t count;
    uint64_t score_sum;
    struct entry *next;
} entry_t;

typedef struct {
    entry_t *buckets[NBUCKETS];
    uint64_t top[TOPK];
    uint64_t total;
    uint64_t token_hist[256];
    pthread_mutex_t lock;
} index_t;

static index_t g_index = { .lock = PTHREAD_MUTEX_INITIALIZER };

typedef struct { int id; long nevents; uint64_t seed; uint64_t local_sum; } worker_t;

static uint64_t xorshift(uint64_t *s) {
    uint64_t x = *s; x ^= x << 13; x ^= x >> 7; x ^= x << 17; return *s = x;
}

static __attribute__((noinline)) int make_event(uint64_t *rng, char *buf, size_t cap) {
    uint64_t a = xorshift(rng), b = xorshift(rng);
    return snprintf(buf, cap, "evt=%llu user=u%llu path=/p/%llu",
                    (unsigned long long)(a % 50000), (unsigned long long)(b % 9000),
                    (unsigned long long)((a ^ b) % 700));
}

static __attribute__((noinline)) uint64_t hash_token(const char *s, size_t n) {
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 1099511628211ULL; }
    return h;
}

static __attribute__((noinline)) void token_stats_bump(index_t *ix, uint64_t h) {
    pthread_mutex_lock(&ix->lock);
    ix->token_hist[h % 256]++;
    pthread_mutex_unlock(&ix->lock);
}

static __attribute__((noinline)) uint64_t tokenize_and_score(const char *buf, int len, uint64_t *key) {
    uint64_t score = 0; int start = 0;
    for (int i = 0; i <= len; i++) {
        if (i == len || buf[i] == ' ') {
            uint64_t h = hash_token(buf + start, (size_t)(i - start));
            if (start == 0) *key = h;
            score += h & 0xff;
            token_stats_bump(&g_index, h);
            start = i + 1;
        }
    }
    return score;
}

static __attribute__((noinline)) entry_t *index_lookup(index_t *ix, uint64_t key) {
    entry_t **pp = &ix->buckets[key % NBUCKETS];
    for (entry_t *e = *pp; e; e = e->next)
        if (e->key == key) return e;
    entry_t *e = calloc(1, sizeof *e);
    e->key = key; e->next = *pp; *pp = e;
    return e;
}

static __attribute__((noinline)) void top_insert(index_t *ix, uint64_t v) {
    if (v <= ix->top[TOPK - 1]) return;
    int i = TOPK - 1;
    while (i > 0 && ix->top[i - 1] < v) { ix->top[i] = ix->top[i - 1]; i--; }
    ix->top[i] = v;
}

static __attribute__((noinline)) void rescan_bucket(index_t *ix, uint64_t key) {
    /* walk a neighbourhood of buckets to refresh the top-k (keeps the lock held a while) */
    for (int d = 0; d < RESCAN; d++) {
        for (entry_t *e = ix->buckets[(key + d) % NBUCKETS]; e; e = e->next)
            top_insert(ix, e->score_sum / (e->count ? e->count : 1) + e->count);
    }
}

static __attribute__((noinline)) void index_record(index_t *ix, uint64_t key, uint64_t score) {
    pthread_mutex_lock(&ix->lock);
    entry_t *e = index_lookup(ix, key);
    e->count++;
    e->score_sum += score;
    ix->total++;
    rescan_bucket(ix, key);
    pthread_mutex_unlock(&ix->lock);
}

static __attribute__((noinline)) void process_event(worker_t *w, char *buf) {
    int len = make_event(&w->seed, buf, 128);
    uint64_t key = 0;
    uint64_t score = tokenize_and_score(buf, len, &key);
    w->local_sum += score;
    index_record(&g_index, key, score);
}

static void *worker_main(void *arg) {
    worker_t *w = arg;
    char buf[128];
    for (long i = 0; i < w->nevents; i++) process_event(w, buf);
    return NULL;
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 600000;
    pthread_t th[NTHREADS];
    worker_t ws[NTHREADS];
    for (int t = 0; t < NTHREADS; t++) {
        ws[t] = (worker_t){ .id = t, .nevents = n, .seed = 0x9E3779B97F4A7C15ULL * (t + 1), .local_sum = 0 };
        pthread_create(&th[t], NULL, worker_main, &ws[t]);
    }
    uint64_t sum = 0;
    for (int t = 0; t < NTHREADS; t++) { pthread_join(th[t], NULL); sum += ws[t].local_sum; }
    uint64_t th0 = g_index.top[0];
    printf("events=%llu sum=%llu top0=%llu\n", (unsigned long long)g_index.total,
           (unsigned long long)sum, (unsigned long long)th0);
    return 0;
}
