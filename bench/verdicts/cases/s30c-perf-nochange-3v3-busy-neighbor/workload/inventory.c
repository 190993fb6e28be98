/* Inventory reconciliation: build SKU records, hash them into a table, reconcile
 * against a shuffled feed, sort the mismatches and run-length encode a report.
 * The same program is used for before and after (no code change). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NSKU (1 << 17)
#define TABLE (1 << 18)
#define ROUNDS 400

struct sku { uint64_t id; int32_t qty; int32_t loc; };
static struct sku skus[NSKU], feed[NSKU];
static int32_t table_idx[TABLE];
static uint64_t table_key[TABLE];
static int32_t diffs[NSKU];
static unsigned char report[NSKU * 2];

static uint64_t rs = 0x9E3779B97F4A7C15ULL;
static uint64_t rnd(void) { rs ^= rs >> 12; rs ^= rs << 25; rs ^= rs >> 27; return rs * 2685821657736338717ULL; }

__attribute__((noinline)) void make_skus(int round) {
    for (int i = 0; i < NSKU; i++) {
        skus[i].id = rnd() | 1;
        skus[i].qty = (int32_t)(rnd() % 1000);
        skus[i].loc = (round + i) % 97;
    }
}

__attribute__((noinline)) void shuffle_feed(void) {
    memcpy(feed, skus, sizeof skus);
    for (int i = NSKU - 1; i > 0; i--) {
        int j = (int)(rnd() % (uint64_t)(i + 1));
        struct sku t = feed[i]; feed[i] = feed[j]; feed[j] = t;
        if ((rnd() & 15) == 0) feed[i].qty += 1;
    }
}

__attribute__((noinline)) void build_table(void) {
    memset(table_key, 0, sizeof table_key);
    for (int i = 0; i < NSKU; i++) {
        uint64_t h = skus[i].id * 0x9E3779B97F4A7C15ULL;
        uint32_t k = (uint32_t)(h >> 46);
        while (table_key[k]) k = (k + 1) & (TABLE - 1);
        table_key[k] = skus[i].id;
        table_idx[k] = i;
    }
}

__attribute__((noinline)) int reconcile(void) {
    int nd = 0;
    for (int i = 0; i < NSKU; i++) {
        uint64_t h = feed[i].id * 0x9E3779B97F4A7C15ULL;
        uint32_t k = (uint32_t)(h >> 46);
        while (table_key[k] != feed[i].id) k = (k + 1) & (TABLE - 1);
        int32_t d = feed[i].qty - skus[table_idx[k]].qty;
        if (d) diffs[nd++] = d * 1000 + skus[table_idx[k]].loc;
    }
    return nd;
}

static int cmp_i32(const void *a, const void *b) {
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

__attribute__((noinline)) void sort_diffs(int nd) { qsort(diffs, nd, sizeof diffs[0], cmp_i32); }

__attribute__((noinline)) size_t encode_report(int nd) {
    size_t o = 0;
    for (int i = 0; i < nd;) {
        int j = i;
        while (j < nd && diffs[j] / 1000 == diffs[i] / 1000 && j - i < 255) j++;
        report[o++] = (unsigned char)(j - i);
        report[o++] = (unsigned char)(diffs[i] / 1000);
        i = j;
    }
    return o;
}

int main(void) {
    size_t total = 0;
    long mism = 0;
    for (int r = 0; r < ROUNDS; r++) {
        make_skus(r);
        shuffle_feed();
        build_table();
        int nd = reconcile();
        sort_diffs(nd);
        total += encode_report(nd);
        mism += nd;
    }
    printf("mismatches=%ld report_bytes=%zu\n", mism, total);
    return 0;
}
