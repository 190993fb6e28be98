/* tariff: rates a stream of synthetic usage records: decodes each record, looks up
 * the rate tier for its volume in a sorted table of 512 tier thresholds, applies
 * per-customer discounts, and accumulates per-region totals.
 * AFTER: lookup_tier() binary-searches the tier table. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NTIERS 512
#define NRECORDS 12000000
#define NREGIONS 32

struct record { uint32_t customer; uint32_t region; uint64_t volume; uint32_t flags; };

static uint64_t tier_min[NTIERS];   /* ascending */
static double tier_rate[NTIERS];
static double region_total[NREGIONS];
static double discount[4096];

static uint64_t rng_state = 0x853c49e6748fea9bULL;
static inline uint64_t next_rand(void) {
    uint64_t x = rng_state; x ^= x << 13; x ^= x >> 7; x ^= x << 17; return rng_state = x;
}

__attribute__((noinline)) static void setup_tables(void) {
    uint64_t v = 0;
    for (int i = 0; i < NTIERS; i++) {
        tier_min[i] = v; v += 50 + next_rand() % 200;
        tier_rate[i] = 0.05 + 0.0001 * (NTIERS - i);
    }
    for (int i = 0; i < 4096; i++) discount[i] = (double)(next_rand() % 300) / 1000.0;
}

/* decode a packed record (as it would arrive on the wire) */
__attribute__((noinline)) static void decode_record(uint64_t a, uint64_t b, struct record *r) {
    r->customer = (uint32_t)(a & 0xfff);
    r->region = (uint32_t)((a >> 12) % NREGIONS);
    r->volume = (b % (tier_min[NTIERS - 1] + 200));
    r->flags = (uint32_t)(a >> 40);
    /* a checksum-like validation pass over the two words */
    uint64_t h = a ^ (b * 0x9e3779b97f4a7c15ULL);
    for (int k = 0; k < 48; k++) { h ^= h >> 31; h *= 0xbf58476d1ce4e5b9ULL; }
    if ((h & 0xffff) == 0x1234) r->flags |= 1u << 31;
}

__attribute__((noinline)) static int lookup_tier(uint64_t volume) {
    int lo = 0, hi = NTIERS - 1;          /* largest t with tier_min[t] <= volume */
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (tier_min[mid] <= volume) lo = mid; else hi = mid - 1;
    }
    return lo;
}

__attribute__((noinline)) static double apply_discounts(const struct record *r, double amount) {
    double d = discount[r->customer];
    if (r->flags & 1) d += 0.02;
    if (r->flags & 2) d += 0.01;
    for (int k = 0; k < 16; k++) amount = amount * (1.0 - d / 8.0) + 0.001 * k;
    return amount;
}

__attribute__((noinline)) static void accumulate(const struct record *r, double amount) {
    region_total[r->region] += amount;
}

int main(void) {
    setup_tables();
    struct record r;
    for (long i = 0; i < NRECORDS; i++) {
        uint64_t a = next_rand(), b = next_rand();
        decode_record(a, b, &r);
        int t = lookup_tier(r.volume);
        double amount = (double)r.volume * tier_rate[t];
        accumulate(&r, apply_discounts(&r, amount));
    }
    double sum = 0;
    for (int i = 0; i < NREGIONS; i++) sum += region_total[i];
    printf("records=%d total=%.2f\n", NRECORDS, sum);
    return 0;
}
