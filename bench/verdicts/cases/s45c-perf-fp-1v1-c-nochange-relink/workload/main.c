#include <stdio.h>
#include <stdlib.h>
#include "inventory.h"

#define NWH 12

static uint64_t process_batch(char *buf, size_t cap, item_t *items, uint64_t *seed, int nlines) {
    summary_t per_wh[NWH];
    size_t len = generate_lines(buf, cap, seed, nlines);
    size_t n = parse_batch(buf, len, items, (size_t)nlines);
    summarize(items, n, per_wh, NWH);
    rank_items(items, n);
    uint64_t h = digest_summary(per_wh, NWH);
    h ^= fnv1a(items, sizeof *items * (n < 64 ? n : 64));
    return h;
}

int main(int argc, char **argv) {
    int batches = argc > 1 ? atoi(argv[1]) : 300;
    int nlines = argc > 2 ? atoi(argv[2]) : 5000;
    uint64_t seed = 0x9e3779b97f4a7c15ULL;
    size_t cap = (size_t)nlines * 64;
    char *buf = malloc(cap);
    item_t *items = malloc(sizeof *items * (size_t)nlines);
    uint64_t acc = 0;
    for (int b = 0; b < batches; b++) acc = acc * 31 + process_batch(buf, cap, items, &seed, nlines);
    printf("batches=%d lines=%d acc=%016llx\n", batches, nlines, (unsigned long long)acc);
    free(buf); free(items);
    return 0;
}
