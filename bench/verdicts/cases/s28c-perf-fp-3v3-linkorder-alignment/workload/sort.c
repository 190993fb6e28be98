#include "common.h"
/* Plain recursive quicksort (median of three) with insertion sort for small ranges. */
static void insertion_sort(uint32_t *a, long lo, long hi) {
    for (long i = lo + 1; i <= hi; i++) {
        uint32_t v = a[i];
        long j = i - 1;
        while (j >= lo && a[j] > v) { a[j + 1] = a[j]; j--; }
        a[j + 1] = v;
    }
}
static long partition(uint32_t *a, long lo, long hi) {
    long mid = lo + (hi - lo) / 2;
    uint32_t t;
    if (a[mid] < a[lo]) { t = a[mid]; a[mid] = a[lo]; a[lo] = t; }
    if (a[hi] < a[lo]) { t = a[hi]; a[hi] = a[lo]; a[lo] = t; }
    if (a[hi] < a[mid]) { t = a[hi]; a[hi] = a[mid]; a[mid] = t; }
    uint32_t pivot = a[mid];
    long i = lo - 1, j = hi + 1;
    for (;;) {
        do i++; while (a[i] < pivot);
        do j--; while (a[j] > pivot);
        if (i >= j) return j;
        t = a[i]; a[i] = a[j]; a[j] = t;
    }
}
static void quicksort(uint32_t *a, long lo, long hi) {
    while (hi - lo > 16) {
        long p = partition(a, lo, hi);
        if (p - lo < hi - p) { quicksort(a, lo, p); lo = p + 1; }
        else { quicksort(a, p + 1, hi); hi = p; }
    }
    insertion_sort(a, lo, hi);
}
void sort_u32(uint32_t *buf, size_t n) { if (n > 1) quicksort(buf, 0, (long)n - 1); }
