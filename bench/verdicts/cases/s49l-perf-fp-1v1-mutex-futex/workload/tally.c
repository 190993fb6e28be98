/* tally.c: 4 worker threads parse synthetic log records and tally bytes per
 * endpoint into a 4096-bucket table; the main thread prints a checksum.
 * Default build: each worker tallies into its own table (partition), tables
 * are merged after join.  -DSHARED_TABLE: every worker updates one shared
 * table, taking a shared pthread_mutex for every record. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NTHREADS 4
#define NBUCKETS 4096

#define NLAT 64
typedef struct { uint64_t hits, bytes, maxlat, p99; uint32_t lat_hist[NLAT]; } bucket_t;
typedef struct { bucket_t b[NBUCKETS]; } table_t;

typedef struct {
    int id;
    long first, count;
    table_t *table;
} worker_t;

static table_t g_shared;
#ifdef SHARED_TABLE
static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
#endif

static uint64_t mix64(uint64_t x) {
    x ^= x >> 33; x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33; x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33; return x;
}

/* Build record text for record number n into buf (deterministic input). */
static __attribute__((noinline)) int make_record(long n, char *buf, size_t cap) {
    uint64_t r = mix64((uint64_t)n * 0x9e3779b97f4a7c15ULL + 17);
    return snprintf(buf, cap, "GET /api/v%u/item/%u?q=%u %u %u",
                    (unsigned)(r & 3), (unsigned)((r >> 8) % 20000),
                    (unsigned)((r >> 24) & 0xffff), (unsigned)((r >> 40) % 9000 + 100),
                    (unsigned)((r >> 52) % 800));
}

static unsigned parse_uint(const char **p) {
    unsigned v = 0;
    while (**p >= '0' && **p <= '9') { v = v * 10 + (unsigned)(**p - '0'); (*p)++; }
    return v;
}

typedef struct { uint32_t key; unsigned bytes, lat; } rec_t;

static uint32_t hash_path(const char *s, size_t n) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 16777619u; }
    return h;
}

static __attribute__((noinline)) int parse_record(const char *line, rec_t *out) {
    const char *sp = strchr(line, ' ');
    if (!sp) return -1;
    const char *path = sp + 1;
    const char *q = strchr(path, '?');
    if (!q) return -1;
    out->key = hash_path(path, (size_t)(q - path)) % NBUCKETS;
    const char *p = strchr(q, ' ');
    if (!p) return -1;
    p++;
    out->bytes = parse_uint(&p);
    p++;
    out->lat = parse_uint(&p);
    return 0;
}

static unsigned lat_bin(unsigned lat) {
    unsigned bin = lat / 13;
    return bin < NLAT ? bin : NLAT - 1;
}

/* Running p99 estimate from the bucket's latency histogram. */
static __attribute__((noinline)) uint64_t hist_p99(const bucket_t *b) {
    uint64_t want = b->hits - b->hits / 100, seen = 0;
    for (unsigned i = 0; i < NLAT; i++) {
        seen += b->lat_hist[i];
        if (seen >= want) return (uint64_t)(i + 1) * 13;
    }
    return (uint64_t)NLAT * 13;
}

static __attribute__((noinline)) void tally_update(table_t *t, const rec_t *r) {
    bucket_t *b = &t->b[r->key];
    b->hits++;
    b->bytes += r->bytes;
    if (r->lat > b->maxlat) b->maxlat = r->lat;
    b->lat_hist[lat_bin(r->lat)]++;
    b->p99 = hist_p99(b);
}

static __attribute__((noinline)) void tally_record(table_t *t, const rec_t *r) {
#ifdef SHARED_TABLE
    (void)t;
    pthread_mutex_lock(&g_lock);
    tally_update(&g_shared, r);
    pthread_mutex_unlock(&g_lock);
#else
    tally_update(t, r);
#endif
}

static void *worker_main(void *arg) {
    worker_t *w = arg;
    char line[128];
    rec_t r;
    for (long n = w->first; n < w->first + w->count; n++) {
        make_record(n, line, sizeof line);
        if (parse_record(line, &r) == 0)
            tally_record(w->table, &r);
    }
    return NULL;
}

static __attribute__((noinline)) void merge_tables(table_t *dst, table_t *src, int n) {
    for (int i = 0; i < n; i++)
        for (int k = 0; k < NBUCKETS; k++) {
            dst->b[k].hits += src[i].b[k].hits;
            dst->b[k].bytes += src[i].b[k].bytes;
            if (src[i].b[k].maxlat > dst->b[k].maxlat) dst->b[k].maxlat = src[i].b[k].maxlat;
            for (int j = 0; j < NLAT; j++) dst->b[k].lat_hist[j] += src[i].b[k].lat_hist[j];
        }
    for (int k = 0; k < NBUCKETS; k++)
        if (dst->b[k].hits) dst->b[k].p99 = hist_p99(&dst->b[k]);
}

static __attribute__((noinline)) uint64_t table_checksum(const table_t *t) {
    uint64_t acc = 0;
    for (int k = 0; k < NBUCKETS; k++)
        acc = mix64(acc ^ t->b[k].hits ^ (t->b[k].bytes << 7) ^ (t->b[k].maxlat << 40) ^ (t->b[k].p99 << 52));
    return acc;
}

int main(int argc, char **argv) {
    long total = argc > 1 ? atol(argv[1]) : 8000000;
    pthread_t th[NTHREADS];
    worker_t w[NTHREADS];
    table_t *local = calloc(NTHREADS, sizeof(table_t));
    long per = total / NTHREADS;
    for (int i = 0; i < NTHREADS; i++) {
        w[i] = (worker_t){ i, i * per, i == NTHREADS - 1 ? total - i * per : per, &local[i] };
        pthread_create(&th[i], NULL, worker_main, &w[i]);
    }
    for (int i = 0; i < NTHREADS; i++) pthread_join(th[i], NULL);
    merge_tables(&g_shared, local, NTHREADS);
    printf("records=%ld checksum=%016llx\n", total, (unsigned long long)table_checksum(&g_shared));
    free(local);
    return 0;
}
