/* Inventory order processor: an open-addressing (linear probing) hash table keyed by
 * 64-bit SKU keys (store_id << 20 | item_id), loaded from a generated catalogue, then a
 * stream of orders is applied against it. Output: totals + checksum (same for both builds). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))

typedef struct {
    uint64_t key;      /* 0 = empty */
    uint32_t stock;
    uint32_t price_cents;
    uint64_t sold;
} slot_t;

typedef struct {
    slot_t *slots;
    size_t cap;   /* power of two */
    size_t used;
} table_t;

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static inline uint64_t rng_next(void) {
    uint64_t x = rng_state;
    x ^= x >> 12; x ^= x << 25; x ^= x >> 27;
    rng_state = x;
    return x * 0x2545F4914F6CDD1Dull;
}

/* 64-bit finalizer (murmur3 fmix64) */
NOINLINE uint64_t key_hash(uint64_t k) {
#ifdef HASH_LOW_BITS_ONLY
    /* "cheaper" hash: only the low 6 bits of the key feed the mixer,
     * so the table has just 64 distinct home slots and lookups walk long runs */
    k &= 0x3Full;
#endif
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdull;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ull;
    k ^= k >> 33;
    return k;
}

NOINLINE slot_t *table_probe(table_t *t, uint64_t key) {
    size_t mask = t->cap - 1;
    size_t i = key_hash(key) & mask;
    for (;;) {
        slot_t *s = &t->slots[i];
        if (s->key == key || s->key == 0) return s;
        i = (i + 1) & mask;
    }
}

NOINLINE slot_t *table_lookup(table_t *t, uint64_t key) {
    slot_t *s = table_probe(t, key);
    return s->key == key ? s : NULL;
}

NOINLINE void table_insert(table_t *t, uint64_t key, uint32_t stock, uint32_t price) {
    slot_t *s = table_probe(t, key);
    if (s->key == 0) { s->key = key; t->used++; }
    s->stock = stock;
    s->price_cents = price;
    s->sold = 0;
}

static uint64_t make_key(uint32_t store, uint32_t item) {
    return ((uint64_t)(store + 1) << 20) | item;
}

NOINLINE void load_catalogue(table_t *t, uint32_t stores, uint32_t items) {
    for (uint32_t st = 0; st < stores; st++)
        for (uint32_t it = 0; it < items; it++) {
            uint32_t price = 99 + (uint32_t)(rng_next() % 25000);
            uint32_t stock = 10 + (uint32_t)(rng_next() % 500);
            table_insert(t, make_key(st, it), stock, price);
        }
}

typedef struct { uint64_t revenue, units, misses, backorders, audit; } totals_t;

/* audit trail: format the order line and fold it into a running FNV-1a digest */
NOINLINE uint64_t audit_line(uint64_t digest, uint64_t key, uint32_t qty, uint32_t amount) {
    char buf[96];
    int n = snprintf(buf, sizeof buf, "sku=%llx qty=%u amount=%u.%02u",
                     (unsigned long long)key, qty, amount / 100, amount % 100);
    for (int i = 0; i < n; i++) { digest ^= (unsigned char)buf[i]; digest *= 1099511628211ull; }
    return digest;
}

NOINLINE uint32_t price_line(const slot_t *s, uint32_t qty, uint32_t promo) {
    uint64_t gross = (uint64_t)s->price_cents * qty;
    uint32_t disc = promo ? (uint32_t)(gross / 10) : 0;
    if (qty >= 12) disc += (uint32_t)(gross / 20);
    return (uint32_t)(gross - disc);
}

NOINLINE void apply_order(table_t *t, totals_t *tot, uint64_t key, uint32_t qty, uint32_t promo) {
    slot_t *s = table_lookup(t, key);
    if (!s) { tot->misses++; return; }
    if (s->stock < qty) { tot->backorders++; s->stock += 200; }
    s->stock -= qty;
    s->sold += qty;
    tot->units += qty;
    uint32_t amount = price_line(s, qty, promo);
    tot->revenue += amount;
    tot->audit = audit_line(tot->audit, key, qty, amount);
}

NOINLINE void process_batch(table_t *t, totals_t *tot, uint32_t stores, uint32_t items, uint32_t n) {
    for (uint32_t i = 0; i < n; i++) {
        uint64_t r = rng_next();
        uint32_t st = (uint32_t)(r % stores);
        uint32_t it = (uint32_t)((r >> 16) % (items + items / 16)); /* ~6% unknown SKUs */
        uint32_t qty = 1 + (uint32_t)((r >> 40) % 16);
        apply_order(t, tot, make_key(st, it), qty, (uint32_t)((r >> 60) & 1));
    }
}

NOINLINE uint64_t report_checksum(const table_t *t) {
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < t->cap; i++) {
        const slot_t *s = &t->slots[i];
        if (!s->key) continue;
        h ^= s->key * 31 + s->sold * 7 + s->stock; h *= 1099511628211ull;
    }
    return h;
}

int main(int argc, char **argv) {
    uint32_t stores = argc > 1 ? (uint32_t)atoi(argv[1]) : 8;
    uint32_t items  = argc > 2 ? (uint32_t)atoi(argv[2]) : 4096;
    uint32_t batches = argc > 3 ? (uint32_t)atoi(argv[3]) : 40;
    uint32_t per_batch = argc > 4 ? (uint32_t)atoi(argv[4]) : 250000;
    table_t t;
    t.cap = 1; while (t.cap < (size_t)stores * items * 2) t.cap <<= 1;
    t.used = 0;
    t.slots = calloc(t.cap, sizeof(slot_t));
    load_catalogue(&t, stores, items);
    totals_t tot = {0};
    for (uint32_t b = 0; b < batches; b++) process_batch(&t, &tot, stores, items, per_batch);
    /* order-independent checksum over slots would differ by layout; use per-key sums */
    uint64_t sum = 0;
    for (uint32_t st = 0; st < stores; st++)
        for (uint32_t it = 0; it < items; it++) {
            slot_t *s = table_lookup(&t, make_key(st, it));
            sum = sum * 1000003 + s->sold + s->stock;
        }
    (void)report_checksum;
    printf("keys=%zu audit=%016llx revenue=%llu units=%llu misses=%llu backorders=%llu sum=%016llx\n", t.used, (unsigned long long)tot.audit,
           (unsigned long long)tot.revenue, (unsigned long long)tot.units,
           (unsigned long long)tot.misses, (unsigned long long)tot.backorders, (unsigned long long)sum);
    free(t.slots);
    return 0;
}
