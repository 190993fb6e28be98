/* Log-record pipeline: a producer thread parses synthetic records and hands
 * them to a consumer thread through a bounded queue guarded by a mutex and a
 * condition variable.  The consumer aggregates per-key statistics.
 *
 * Before (default): hand-over in batches of BATCH items, one signal per batch.
 * After (-DPER_ITEM): producer pushes and signals per item, consumer waits
 * and pops per item.  Same input, same output checksum. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define QCAP 1024
#define BATCH 256
#define NKEYS 512

typedef struct { uint32_t key; uint32_t len; uint64_t value; char tag[16]; } record_t;

typedef struct {
    record_t items[QCAP];
    size_t head, count;
    int done;
    pthread_mutex_t mu;
    pthread_cond_t not_empty, not_full;
} queue_t;

static queue_t q = { .mu = PTHREAD_MUTEX_INITIALIZER,
                     .not_empty = PTHREAD_COND_INITIALIZER,
                     .not_full = PTHREAD_COND_INITIALIZER };

typedef struct { uint64_t n, sum, min, max, hash; } stats_t;
static stats_t stats[NKEYS];
static long nrecords;

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static __attribute__((noinline)) uint64_t next_rand(void) {
    uint64_t x = rng_state;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    return rng_state = x;
}

static __attribute__((noinline)) void parse_record(long i, record_t *r) {
    char line[64];
    uint64_t x = next_rand();
    int n = snprintf(line, sizeof line, "k=%u v=%lu t=%05ld", (unsigned)(x % NKEYS),
                     (unsigned long)(x >> 20) % 100000, i % 99991);
    unsigned k = 0; unsigned long v = 0;
    const char *p = line + 2;
    while (*p >= '0' && *p <= '9') k = k * 10 + (unsigned)(*p++ - '0');
    p += 3;
    while (*p >= '0' && *p <= '9') v = v * 10 + (unsigned long)(*p++ - '0');
    r->key = k; r->value = v; r->len = (uint32_t)n;
    memcpy(r->tag, p + 3, 5); r->tag[5] = 0;
}

/* ---- hand-over ---- */
static __attribute__((noinline)) void queue_push_batch(const record_t *batch, size_t n) {
    pthread_mutex_lock(&q.mu);
    while (QCAP - q.count < n) pthread_cond_wait(&q.not_full, &q.mu);
    for (size_t j = 0; j < n; j++)
        q.items[(q.head + q.count + j) % QCAP] = batch[j];
    q.count += n;
    pthread_cond_signal(&q.not_empty);
    pthread_mutex_unlock(&q.mu);
}

static __attribute__((noinline)) size_t queue_pop_batch(record_t *out, size_t max) {
    pthread_mutex_lock(&q.mu);
    while (q.count == 0 && !q.done) pthread_cond_wait(&q.not_empty, &q.mu);
    size_t n = q.count < max ? q.count : max;
    for (size_t j = 0; j < n; j++) out[j] = q.items[(q.head + j) % QCAP];
    q.head = (q.head + n) % QCAP; q.count -= n;
    pthread_cond_signal(&q.not_full);
    pthread_mutex_unlock(&q.mu);
    return n;
}

static __attribute__((noinline)) void queue_push(const record_t *r) {
    pthread_mutex_lock(&q.mu);
    while (q.count == QCAP) pthread_cond_wait(&q.not_full, &q.mu);
    q.items[(q.head + q.count) % QCAP] = *r;
    q.count++;
    pthread_cond_signal(&q.not_empty);
    pthread_mutex_unlock(&q.mu);
}

static __attribute__((noinline)) int queue_pop(record_t *out) {
    pthread_mutex_lock(&q.mu);
    while (q.count == 0 && !q.done) pthread_cond_wait(&q.not_empty, &q.mu);
    if (q.count == 0) { pthread_mutex_unlock(&q.mu); return 0; }
    *out = q.items[q.head];
    q.head = (q.head + 1) % QCAP; q.count--;
    pthread_cond_signal(&q.not_full);
    pthread_mutex_unlock(&q.mu);
    return 1;
}

static void queue_close(void) {
    pthread_mutex_lock(&q.mu);
    q.done = 1;
    pthread_cond_broadcast(&q.not_empty);
    pthread_mutex_unlock(&q.mu);
}

/* ---- consumer work ---- */
static __attribute__((noinline)) uint64_t hash_tag(const char *s) {
    uint64_t h = 1469598103934665603ull;
    for (int r = 0; r < 4; r++)
        for (const char *p = s; *p; p++) { h ^= (unsigned char)*p; h *= 1099511628211ull; }
    return h;
}

static __attribute__((noinline)) void update_stats(const record_t *r) {
    stats_t *s = &stats[r->key % NKEYS];
    s->n++; s->sum += r->value;
    if (s->n == 1 || r->value < s->min) s->min = r->value;
    if (r->value > s->max) s->max = r->value;
    s->hash ^= hash_tag(r->tag) + r->len;
}

static __attribute__((noinline)) void consume_record(const record_t *r) {
    update_stats(r);
    nrecords++;
}

static void *consumer_main(void *arg) {
    (void)arg;
#ifdef PER_ITEM
    record_t r;
    while (queue_pop(&r)) consume_record(&r);
#else
    record_t buf[BATCH];
    size_t n;
    while ((n = queue_pop_batch(buf, BATCH)) > 0)
        for (size_t j = 0; j < n; j++) consume_record(&buf[j]);
#endif
    return NULL;
}

static __attribute__((noinline)) void produce_all(long total) {
#ifdef PER_ITEM
    record_t r;
    for (long i = 0; i < total; i++) { parse_record(i, &r); queue_push(&r); }
#else
    record_t batch[BATCH];
    size_t n = 0;
    for (long i = 0; i < total; i++) {
        parse_record(i, &batch[n++]);
        if (n == BATCH) { queue_push_batch(batch, n); n = 0; }
    }
    if (n) queue_push_batch(batch, n);
#endif
    queue_close();
}

static uint64_t checksum(void) {
    uint64_t c = 0;
    for (int k = 0; k < NKEYS; k++)
        c = c * 31 + stats[k].n * 7 + stats[k].sum + stats[k].min + stats[k].max + stats[k].hash;
    return c;
}

int main(int argc, char **argv) {
    long total = argc > 1 ? atol(argv[1]) : 4000000;
    pthread_t th;
    pthread_create(&th, NULL, consumer_main, NULL);
    produce_all(total);
    pthread_join(th, NULL);
    printf("records=%ld checksum=%016llx\n", nrecords, (unsigned long long)checksum());
    return 0;
}
