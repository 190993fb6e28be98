// Producer/consumer over a bounded ring buffer. The producer generates records, the consumer
// checksums them. Usage: ./pipe <seconds>
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define QCAP 256
#define WORDS 64
#define PROD_ROUNDS 40
#define CONS_ROUNDS 42
#define BATCH 256          /* records per simulated input read */
#define READ_WAIT_US 300   /* simulated wait for the next input batch */

struct item { uint64_t seq; uint32_t data[WORDS]; };

static struct {
    pthread_mutex_t mu;
    pthread_cond_t not_empty, not_full;
    struct item *slots[QCAP];
    unsigned head, tail, count;
    int done;
} q = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, PTHREAD_COND_INITIALIZER };

static double seconds;
static volatile uint64_t sink;

static double now(void) {
    struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

__attribute__((noinline)) static void fill_record(struct item *it, uint64_t *state) {
    uint64_t x = *state;
    for (int r = 0; r < PROD_ROUNDS; r++)
        for (int i = 0; i < WORDS; i++) {
            x ^= x << 13; x ^= x >> 7; x ^= x << 17;
            it->data[i] = (uint32_t)(it->data[i] * 31u + (uint32_t)x);
        }
    *state = x;
}

__attribute__((noinline)) static void queue_push(struct item *it) {
    pthread_mutex_lock(&q.mu);
    while (q.count == QCAP) pthread_cond_wait(&q.not_full, &q.mu);
    q.slots[q.tail] = it; q.tail = (q.tail + 1) % QCAP; q.count++;
    pthread_cond_signal(&q.not_empty);
    pthread_mutex_unlock(&q.mu);
}

// Returns the next item, or NULL once the producer is done and the queue is drained.
// Polls instead of sleeping on the condition variable to avoid futex wake-up latency.
__attribute__((noinline)) static struct item *consumer_next_item(void) {
    for (;;) {
        struct item *it = NULL;
        int done;
        pthread_mutex_lock(&q.mu);
        if (q.count) {
            it = q.slots[q.head]; q.head = (q.head + 1) % QCAP; q.count--;
            pthread_cond_signal(&q.not_full);
        }
        done = q.done;
        pthread_mutex_unlock(&q.mu);
        if (it || done) return it;
        sched_yield();
    }
}

__attribute__((noinline)) static uint32_t checksum_record(const struct item *it) {
    uint32_t h = 2166136261u;
    for (int r = 0; r < CONS_ROUNDS; r++)
        for (int i = 0; i < WORDS; i++) { h ^= it->data[i] + r; h *= 16777619u; h = (h << 5) | (h >> 27); }
    return h;
}

static void *producer(void *arg) {
    (void)arg;
    uint64_t state = 88172645463325252ull, seq = 0;
    double end = now() + seconds;
    for (;;) {
        if (seq % BATCH == 0) {
            if (now() > end) break;
            usleep(READ_WAIT_US);   // waiting for the next input batch
        }
        struct item *it = calloc(1, sizeof *it);
        it->seq = seq++;
        fill_record(it, &state);
        queue_push(it);
    }
    pthread_mutex_lock(&q.mu); q.done = 1; pthread_cond_broadcast(&q.not_empty); pthread_mutex_unlock(&q.mu);
    return (void *)(uintptr_t)seq;
}

static void *consumer(void *arg) {
    (void)arg;
    uint64_t n = 0; uint32_t acc = 0;
    struct item *it;
    while ((it = consumer_next_item()) != NULL) {
        acc ^= checksum_record(it) + (uint32_t)it->seq;
        free(it);
        n++;
    }
    sink = acc;
    return (void *)(uintptr_t)n;
}

int main(int argc, char **argv) {
    seconds = argc > 1 ? atof(argv[1]) : 4.0;
    pthread_t p, c; void *np, *nc;
    pthread_create(&c, NULL, consumer, NULL);
    pthread_create(&p, NULL, producer, NULL);
    pthread_join(p, &np); pthread_join(c, &nc);
    printf("produced=%lu consumed=%lu checksum=%08x\n", (unsigned long)(uintptr_t)np,
           (unsigned long)(uintptr_t)nc, (unsigned)sink);
    return 0;
}
