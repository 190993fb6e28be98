/* Two worker threads for a fixed wall-clock duration (argv[1] seconds):
 *  - "hasher": hashes 4 KiB blocks (FNV-1a + a mixing step per block)
 *  - "sorter": fills small arrays with pseudo-random keys and insertion-sorts them
 * Each thread checks the clock every batch and stops at the deadline.
 * The same source is built for both sides: no code change (control case). */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double deadline;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

__attribute__((noinline)) uint32_t hash_block(const uint8_t *p, size_t n, uint32_t h)
{
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 16777619u;
    }
    return h;
}

__attribute__((noinline)) void fill_block(uint8_t *p, size_t n, uint64_t *s)
{
    for (size_t i = 0; i < n; i += 8) {
        *s ^= *s << 13; *s ^= *s >> 7; *s ^= *s << 17;
        memcpy(p + i, s, 8);
    }
}

static void *hasher(void *arg)
{
    (void)arg;
    pthread_setname_np(pthread_self(), "hasher");
    static uint8_t buf[4096];
    uint64_t s = 0x1234567;
    uint32_t h = 2166136261u;
    unsigned long blocks = 0;
    while (now() < deadline) {
        for (int k = 0; k < 64; k++) {
            fill_block(buf, sizeof buf, &s);
            h = hash_block(buf, sizeof buf, h);
            blocks++;
        }
    }
    fprintf(stderr, "hasher: blocks=%lu h=%08x\n", blocks, h);
    return NULL;
}

__attribute__((noinline)) void insertion_sort(uint32_t *a, int n)
{
    for (int i = 1; i < n; i++) {
        uint32_t v = a[i];
        int j = i - 1;
        while (j >= 0 && a[j] > v) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = v;
    }
}

__attribute__((noinline)) uint32_t fill_keys(uint32_t *a, int n, uint32_t s)
{
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        a[i] = s >> 8;
    }
    return s;
}

static void *sorter(void *arg)
{
    (void)arg;
    pthread_setname_np(pthread_self(), "sorter");
    uint32_t a[256], s = 42, acc = 0;
    unsigned long arrays = 0;
    while (now() < deadline) {
        for (int k = 0; k < 64; k++) {
            s = fill_keys(a, 256, s);
            insertion_sort(a, 256);
            acc += a[128];
            arrays++;
        }
    }
    fprintf(stderr, "sorter: arrays=%lu acc=%u\n", arrays, acc);
    return NULL;
}

int main(int argc, char **argv)
{
    double secs = argc > 1 ? atof(argv[1]) : 4.0;
    deadline = now() + secs;
    pthread_t t1, t2;
    pthread_create(&t1, NULL, hasher, NULL);
    pthread_create(&t2, NULL, sorter, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    return 0;
}
