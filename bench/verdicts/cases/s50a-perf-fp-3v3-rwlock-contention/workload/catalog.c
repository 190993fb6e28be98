/* Price catalog service simulation: 4 worker threads resolve order lines against a shared
 * product table guarded by a pthread_rwlock_t, then price and aggregate them. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NBUCKETS 4096
#define NPRODUCTS 20000
#define NTHREADS 4

typedef struct product {
    char sku[24];
    uint32_t price_cents;
    uint32_t stock;
    struct product *next;
} product_t;

typedef struct {
    product_t *buckets[NBUCKETS];
    pthread_rwlock_t lock;
} catalog_t;

static catalog_t catalog;
static long g_orders;

static uint64_t rng_next(uint64_t *s) {
    uint64_t x = *s; x ^= x << 13; x ^= x >> 7; x ^= x << 17; return *s = x;
}

static __attribute__((noinline)) uint32_t sku_hash(const char *s) {
    uint32_t h = 2166136261u;
    while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
    return h;
}

static __attribute__((noinline)) void make_sku(char *out, uint32_t id) {
    snprintf(out, 24, "SKU-%05u-%c%c", id, 'A' + id % 26, 'A' + (id / 26) % 26);
}

static void catalog_insert(catalog_t *c, uint32_t id) {
    product_t *p = calloc(1, sizeof *p);
    make_sku(p->sku, id);
    p->price_cents = 100 + (id * 7919u) % 50000;
    p->stock = id % 97;
    uint32_t b = sku_hash(p->sku) % NBUCKETS;
    p->next = c->buckets[b];
    c->buckets[b] = p;
}

/* Looks a SKU up; copies the fields out under the lock. */
static __attribute__((noinline)) int catalog_lookup(catalog_t *c, const char *sku, uint32_t *price, uint32_t *stock) {
    int found = 0;
    uint32_t b = sku_hash(sku) % NBUCKETS;
#ifdef LOOKUP_WRLOCK
    pthread_rwlock_wrlock(&c->lock);
#else
    pthread_rwlock_rdlock(&c->lock);
#endif
    for (product_t *p = c->buckets[b]; p; p = p->next) {
        if (strcmp(p->sku, sku) == 0) { *price = p->price_cents; *stock = p->stock; found = 1; break; }
    }
    pthread_rwlock_unlock(&c->lock);
    return found;
}

static __attribute__((noinline)) uint64_t apply_discount(uint32_t price, uint32_t qty, uint32_t tier) {
    uint64_t total = (uint64_t)price * qty;
    for (uint32_t i = 0; i < tier; i++) total = total * 97 / 100 + (total & 3);
    return total;
}

static __attribute__((noinline)) uint64_t price_line(const char *sku, uint32_t qty, uint32_t tier) {
    uint32_t price, stock;
    if (!catalog_lookup(&catalog, sku, &price, &stock)) return 0;
    if (stock == 0) return 0;
    return apply_discount(price, qty, tier);
}

typedef struct { int id; long orders; uint64_t total; } worker_t;

static __attribute__((noinline)) uint64_t process_order(uint64_t *seed) {
    uint64_t sum = 0;
    int lines = 3 + rng_next(seed) % 6;
    char sku[24];
    for (int l = 0; l < lines; l++) {
        uint32_t id = rng_next(seed) % NPRODUCTS;
        make_sku(sku, id);
        sum += price_line(sku, 1 + rng_next(seed) % 9, rng_next(seed) % 12);
    }
    return sum;
}

static void *worker_main(void *arg) {
    worker_t *w = arg;
    uint64_t seed = 0x9e3779b97f4a7c15ull ^ (uint64_t)(w->id + 1) * 0x100000001b3ull;
    for (long o = 0; o < w->orders; o++) w->total += process_order(&seed);
    return NULL;
}

int main(int argc, char **argv) {
    g_orders = argc > 1 ? atol(argv[1]) : 200000;
    pthread_rwlock_init(&catalog.lock, NULL);
    for (uint32_t i = 0; i < NPRODUCTS; i++) catalog_insert(&catalog, i);
    pthread_t th[NTHREADS]; worker_t w[NTHREADS];
    for (int i = 0; i < NTHREADS; i++) { w[i] = (worker_t){ i, g_orders, 0 }; pthread_create(&th[i], NULL, worker_main, &w[i]); }
    uint64_t grand = 0;
    for (int i = 0; i < NTHREADS; i++) { pthread_join(th[i], NULL); grand += w[i].total; }
    printf("orders=%ld total=%llu\n", g_orders * NTHREADS, (unsigned long long)grand);
    return 0;
}
