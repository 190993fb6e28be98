/* Inventory sorter: generates records, sorts them with libc qsort, then runs other passes
 * (price statistics, histogram, hash index of the keys, CRC checksum, report formatting).
 *
 * usage: sorter NRECORDS ROUNDS
 * Build: gcc -O2 -g sorter.c -o sorter            (before: comparator compares the int key)
 *        gcc -O2 -g -DAFTER sorter.c -o sorter    (after: strcmp on the category first)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct item {
    char category[24];
    int key;
    int qty;
    double price;
    uint32_t flags;
};

static uint64_t rng = 0x9E3779B97F4A7C15ULL;
static inline uint64_t next(void) {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static const char *CATS[] = {
    "general", "garden", "grocery",
    "gadgets", "games", "garment",
};

__attribute__((noinline)) static void generate(struct item *v, size_t n) {
    for (size_t i = 0; i < n; i++) {
        uint64_t r = next();
        strcpy(v[i].category, CATS[r % 6]);
        v[i].key = (int)((r >> 8) & 0x3ff);
        v[i].qty = (int)((r >> 40) & 255);
        v[i].price = (double)((r >> 20) & 0xfffff) / 100.0;
        v[i].flags = (uint32_t)(r >> 32);
    }
}

__attribute__((noinline)) int compare_records(const void *pa, const void *pb) {
    const struct item *a = pa, *b = pb;
#ifdef AFTER
    int c = strcmp(a->category, b->category);
    if (c != 0)
        return c;
#endif
    if (a->key != b->key)
        return (a->key > b->key) - (a->key < b->key);
    if (a->qty != b->qty)
        return (a->qty > b->qty) - (a->qty < b->qty);
    return (a->price > b->price) - (a->price < b->price);
}

__attribute__((noinline)) static double price_stats(const struct item *v, size_t n) {
    double sum = 0, sq = 0;
    for (int pass = 0; pass < 6; pass++) {
        for (size_t i = 0; i < n; i++) {
            double x = v[i].price * (1.0 + 0.01 * (v[i].qty & 7));
            sum += x;
            sq += x * x / (1.0 + (v[i].flags & 3));
        }
    }
    return sq / (sum + 1.0);
}

__attribute__((noinline)) static void histogram(const struct item *v, size_t n, unsigned *h) {
    memset(h, 0, 1024 * sizeof *h);
    for (int pass = 0; pass < 4; pass++)
        for (size_t i = 0; i < n; i++)
            h[((unsigned)v[i].key * 2654435761u + pass) >> 22]++;
}

__attribute__((noinline)) static long index_keys(const struct item *v, size_t n, int *table, size_t tcap) {
    /* open-addressing hash index of the keys (tcap a power of two > n), then probe it */
    long found = 0;
    memset(table, -1, tcap * sizeof *table);
    for (size_t i = 0; i < n; i++) {
        size_t h = ((unsigned)(v[i].key << 8 | v[i].qty) * 2654435761u) & (tcap - 1);
        while (table[h] >= 0)
            h = (h + 1) & (tcap - 1);
        table[h] = (int)i;
    }
    for (size_t q = 0; q < n; q++) {
        int want = (int)(next() & 0x3ffff);
        size_t h = ((unsigned)want * 2654435761u) & (tcap - 1);
        while (table[h] >= 0) {
            if ((v[table[h]].key << 8 | v[table[h]].qty) == want) { found++; break; }
            h = (h + 1) & (tcap - 1);
        }
    }
    return found;
}

__attribute__((noinline)) static uint32_t crc32_items(const struct item *v, size_t n) {
    uint32_t crc = 0xffffffffu;
    const unsigned char *p = (const unsigned char *)v;
    size_t len = n * sizeof *v / 2;
    for (size_t i = 0; i < len; i++) {
        crc ^= p[i];
        for (int k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1)));
    }
    return ~crc;
}

__attribute__((noinline)) static size_t report(const struct item *v, size_t n, char *buf, size_t cap) {
    size_t off = 0;
    for (size_t i = 0; i < n && off + 128 < cap; i += 4)
        off += (size_t)snprintf(buf + off, cap - off, "%s;%d;%d;%.2f\n", v[i].category, v[i].key,
                                v[i].qty, v[i].price);
    return off;
}

int main(int argc, char **argv) {
    size_t n = argc > 1 ? strtoul(argv[1], 0, 10) : 200000;
    int rounds = argc > 2 ? atoi(argv[2]) : 10;
    struct item *v = malloc(n * sizeof *v);
    unsigned *h = malloc(1024 * sizeof *h);
    size_t cap = n * 16 + 4096;
    char *buf = malloc(cap);
    size_t tcap = 1;
    while (tcap < 2 * n) tcap <<= 1;
    int *table = malloc(tcap * sizeof *table);
    double st = 0;
    long found = 0;
    uint32_t crc = 0;
    size_t bytes = 0;
    for (int r = 0; r < rounds; r++) {
        generate(v, n);
        qsort(v, n, sizeof *v, compare_records);
        st += price_stats(v, n);
        histogram(v, n, h);
        found += index_keys(v, n, table, tcap);
        crc ^= crc32_items(v, n);
        bytes += report(v, n, buf, cap);
    }
    printf("n=%zu rounds=%d stats=%.3f h0=%u found=%ld crc=%08x bytes=%zu\n", n, rounds, st, h[0],
           found, crc, bytes);
    free(v); free(h); free(buf); free(table);
    return 0;
}
