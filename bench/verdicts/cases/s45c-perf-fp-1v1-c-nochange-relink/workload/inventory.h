#ifndef INVENTORY_H
#define INVENTORY_H
#include <stddef.h>
#include <stdint.h>

typedef struct {
    char sku[16];
    uint32_t warehouse;
    int32_t qty;
    double price;
} item_t;

typedef struct {
    uint64_t count;
    double total_value;
    double sum_sq;
    int32_t min_qty, max_qty;
} summary_t;

/* util.c */
uint64_t rng_next(uint64_t *s);
uint64_t fnv1a(const void *p, size_t n);
void fmt_sku(char *out, uint64_t v);

/* gen.c */
size_t generate_lines(char *buf, size_t cap, uint64_t *seed, int nlines);

/* parse.c */
int parse_item(const char *line, const char **end, item_t *out);
size_t parse_batch(const char *buf, size_t len, item_t *items, size_t max);

/* stats.c */
void summarize(const item_t *items, size_t n, summary_t *per_wh, int nwh);
int cmp_items(const void *a, const void *b);
void rank_items(item_t *items, size_t n);
uint64_t digest_summary(const summary_t *s, int nwh);
#endif
