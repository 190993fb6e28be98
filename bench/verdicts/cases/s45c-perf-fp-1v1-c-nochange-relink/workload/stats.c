#include <stdlib.h>
#include <string.h>
#include "inventory.h"

void summarize(const item_t *items, size_t n, summary_t *per_wh, int nwh) {
    for (int w = 0; w < nwh; w++) {
        memset(&per_wh[w], 0, sizeof per_wh[w]);
        per_wh[w].min_qty = INT32_MAX; per_wh[w].max_qty = INT32_MIN;
    }
    for (size_t i = 0; i < n; i++) {
        summary_t *s = &per_wh[items[i].warehouse % (unsigned)nwh];
        double v = items[i].price * items[i].qty;
        s->count++;
        s->total_value += v;
        s->sum_sq += v * v;
        if (items[i].qty < s->min_qty) s->min_qty = items[i].qty;
        if (items[i].qty > s->max_qty) s->max_qty = items[i].qty;
    }
}

int cmp_items(const void *a, const void *b) {
    const item_t *x = a, *y = b;
    double vx = x->price * x->qty, vy = y->price * y->qty;
    if (vx < vy) return 1;
    if (vx > vy) return -1;
    return strcmp(x->sku, y->sku);
}

static void merge_runs(item_t *dst, const item_t *a, size_t na, const item_t *b, size_t nb) {
    size_t i = 0, j = 0, k = 0;
    while (i < na && j < nb) dst[k++] = cmp_items(&b[j], &a[i]) < 0 ? b[j++] : a[i++];
    while (i < na) dst[k++] = a[i++];
    while (j < nb) dst[k++] = b[j++];
}

static void sort_run(item_t *v, size_t n) {
    for (size_t i = 1; i < n; i++) {
        item_t x = v[i]; size_t j = i;
        while (j > 0 && cmp_items(&x, &v[j - 1]) < 0) { v[j] = v[j - 1]; j--; }
        v[j] = x;
    }
}

void rank_items(item_t *items, size_t n) {
    enum { RUN = 16 };
    item_t *tmp = malloc(sizeof *tmp * n);
    for (size_t i = 0; i < n; i += RUN) sort_run(items + i, n - i < RUN ? n - i : RUN);
    item_t *src = items, *dst = tmp;
    for (size_t w = RUN; w < n; w *= 2) {
        for (size_t i = 0; i < n; i += 2 * w) {
            size_t na = n - i < w ? n - i : w;
            size_t nb = n - i - na < w ? n - i - na : w;
            merge_runs(dst + i, src + i, na, src + i + na, nb);
        }
        item_t *t = src; src = dst; dst = t;
    }
    if (src != items) memcpy(items, src, sizeof *items * n);
    free(tmp);
}

uint64_t digest_summary(const summary_t *s, int nwh) {
    return fnv1a(s, sizeof *s * (size_t)nwh);
}
