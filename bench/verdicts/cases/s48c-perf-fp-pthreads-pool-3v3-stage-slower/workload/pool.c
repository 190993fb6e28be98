/* Work-queue image-tile pipeline: 4 named pthreads pull tiles from a shared
 * mutex-protected queue; each tile goes through decode -> filter -> encode. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FILTER_TAPS 4

#define TILE 1024
#define NWORKERS 4

typedef struct { int id; uint32_t seed; } item_t;

static item_t *queue;
static int q_head, q_len;
static pthread_mutex_t q_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t out_lock = PTHREAD_MUTEX_INITIALIZER;
static uint64_t checksum;

static int queue_pop(item_t *out) {
    int ok = 0;
    pthread_mutex_lock(&q_lock);
    if (q_head < q_len) { *out = queue[q_head++]; ok = 1; }
    pthread_mutex_unlock(&q_lock);
    return ok;
}

static uint32_t lcg(uint32_t *s) { *s = *s * 1664525u + 1013904223u; return *s >> 8; }

__attribute__((noinline)) static void decode_tile(const item_t *it, int32_t *px) {
    uint32_t s = it->seed;
    int32_t prev = 0;
    for (int r = 0; r < 6; r++)
        for (int i = 0; i < TILE; i++) {
            int32_t d = (int32_t)(lcg(&s) & 0xff) - 128;
            prev = (r == 0) ? prev + d : (px[i] + d) / 2 + (prev & 7);
            px[i] = prev & 0xffff;
        }
}

int tile_width;  /* set in main; tiles are always TILE wide here */

__attribute__((noinline)) static void filter_tile(const int32_t *in, int32_t *out) {
    /* smoothing kernel; taps applied as repeated passes over a ring */
    static const int32_t k[8] = {3, 5, 7, 9, 9, 7, 5, 3};
    int32_t tmp[TILE];
    memcpy(tmp, in, sizeof tmp);
    for (int pass = 0; pass < 3; pass++) {
        for (int i = 0; i < TILE; i++) {
            int64_t acc = 0;
#if defined(WRAP_BY_MODULO)
            /* after: position normalised against the runtime tile width
             * (one integer division per pixel), then wrapped per tap */
            int base = i % tile_width;
            for (int t = 0; t < FILTER_TAPS; t++) {
                int j = (base + t * 3) % TILE;
                acc += (int64_t)tmp[j] * k[t] + (acc >> 13);
            }
#else
            /* before: power-of-two mask */
            for (int t = 0; t < FILTER_TAPS; t++)
                acc += (int64_t)tmp[(i + t * 3) & (TILE - 1)] * k[t] + (acc >> 13);
#endif
            out[i] = (int32_t)(acc >> 5) ^ (int32_t)(acc % 97);
        }
        memcpy(tmp, out, sizeof tmp);
    }
}

__attribute__((noinline)) static uint64_t encode_tile(const int32_t *px) {
    uint64_t h = 1469598103934665603ull;
    for (int r = 0; r < 3; r++)
        for (int i = 0; i < TILE; i++) {
            uint32_t v = (uint32_t)px[i];
            int bits = 0;
            while (v && bits < 6) { h ^= v & 15; h *= 1099511628211ull; v >>= 4; bits++; }
            h += (uint64_t)bits * 31 + (uint64_t)i % 13;
        }
    return h;
}

static uint64_t process_item(const item_t *it) {
    int32_t raw[TILE], filt[TILE];
    decode_tile(it, raw);
    filter_tile(raw, filt);
    return encode_tile(filt);
}

static void *worker(void *arg) {
    char name[16];
    snprintf(name, sizeof name, "pool-%d", (int)(intptr_t)arg);
    pthread_setname_np(pthread_self(), name);
    item_t it;
    uint64_t local = 0;
    while (queue_pop(&it)) local += process_item(&it) * (uint64_t)(it.id + 1);
    pthread_mutex_lock(&out_lock);
    checksum += local;   /* sum: independent of which worker took which item */
    pthread_mutex_unlock(&out_lock);
    return NULL;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 20000;
    queue = malloc(sizeof(item_t) * n);
    uint32_t s = 12345;
    for (int i = 0; i < n; i++) { queue[i].id = i; queue[i].seed = lcg(&s); }
    q_len = n;
    tile_width = argc > 2 ? atoi(argv[2]) : TILE;
    pthread_t th[NWORKERS];
    for (int i = 0; i < NWORKERS; i++) pthread_create(&th[i], NULL, worker, (void *)(intptr_t)i);
    for (int i = 0; i < NWORKERS; i++) pthread_join(th[i], NULL);
    printf("items=%d checksum=%016llx\n", n, (unsigned long long)checksum);
    free(queue);
    return 0;
}
