/* Control workload: a small "ledger" pipeline. The amount and kind of work is fixed
 * by ROUNDS; the before and after runs use the identical binary and arguments. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#define N 4096
static uint64_t buf[N];
static uint64_t tmp[N];

__attribute__((noinline)) static void fill_entries(uint64_t seed) {
    uint64_t x = seed;
    for (int i = 0; i < N; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        buf[i] = x;
    }
}

/* own merge sort (no libc qsort, so every frame keeps its frame pointer) */
static uint64_t aux[N];
__attribute__((noinline)) static void merge_runs(uint64_t *a, int lo, int mid, int hi) {
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi) aux[k++] = a[i] <= a[j] ? a[i++] : a[j++];
    while (i < mid) aux[k++] = a[i++];
    while (j < hi) aux[k++] = a[j++];
    for (k = lo; k < hi; k++) a[k] = aux[k];
}

__attribute__((noinline)) static void sort_entries(void) {
    memcpy(tmp, buf, sizeof buf);
    for (int w = 1; w < N; w *= 2)
        for (int lo = 0; lo < N - w; lo += 2 * w) {
            int hi = lo + 2 * w < N ? lo + 2 * w : N;
            merge_runs(tmp, lo, lo + w, hi);
        }
}

__attribute__((noinline)) static uint64_t hash_entries(void) {
    uint64_t h = 1469598103934665603ULL;
    for (int r = 0; r < 6; r++)
        for (int i = 0; i < N; i++) {
            uint64_t v = tmp[i];
            for (int k = 0; k < 8; k++) { h ^= (v >> (k * 8)) & 0xff; h *= 1099511628211ULL; }
        }
    return h;
}

__attribute__((noinline)) static uint64_t reconcile(void) {
    uint64_t acc = 0;
    for (int r = 0; r < 40; r++)
        for (int i = 1; i < N; i++) acc += (tmp[i] - tmp[i - 1]) % 1000003ULL;
    return acc;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 600;
    uint64_t total = 0;
    for (int r = 0; r < rounds; r++) {
        fill_entries(0x9E3779B97F4A7C15ULL + (uint64_t)r);
        sort_entries();
        total += hash_entries();
        total += reconcile();
    }
    printf("rounds=%d total=%llu\n", rounds, (unsigned long long)total);
    return 0;
}
