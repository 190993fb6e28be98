/* Log rollup: generates synthetic access-log lines, parses them, hashes
 * the path into a bucket table, and computes per-bucket latency stats.
 * Deterministic for a given seed; prints a checksum. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NBUCKETS 4096
#define NOINLINE __attribute__((noinline))

typedef struct { uint64_t count, total, maxv; uint32_t hist[16]; } bucket_t;

static uint64_t rng_state;
NOINLINE static uint64_t next_rand(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

NOINLINE static int gen_line(char *buf, size_t cap) {
    static const char *verbs[] = {"GET", "POST", "PUT", "DELETE"};
    static const char *roots[] = {"api", "static", "user", "cart", "search", "admin"};
    uint64_t r = next_rand();
    return snprintf(buf, cap, "%s /%s/%llu/item%llu?q=%llu %llu %llu",
                    verbs[r & 3], roots[(r >> 2) % 6], (unsigned long long)((r >> 8) % 997),
                    (unsigned long long)((r >> 20) % 50), (unsigned long long)((r >> 28) % 100000),
                    (unsigned long long)(200 + (r >> 40) % 4 * 100),
                    (unsigned long long)((r >> 44) % 5000));
}

typedef struct { const char *path; size_t plen; unsigned status; unsigned latency; } rec_t;

NOINLINE static int parse_line(char *line, rec_t *out) {
    char *sp = strchr(line, ' ');
    if (!sp) return -1;
    out->path = sp + 1;
    char *sp2 = strchr(sp + 1, ' ');
    if (!sp2) return -1;
    char *q = memchr(sp + 1, '?', (size_t)(sp2 - sp - 1));
    out->plen = (size_t)((q ? q : sp2) - (sp + 1));
    out->status = (unsigned)strtoul(sp2 + 1, &sp2, 10);
    out->latency = (unsigned)strtoul(sp2 + 1, NULL, 10);
    return 0;
}

NOINLINE static uint64_t hash_path(const char *p, size_t n) {
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)p[i]; h *= 1099511628211ULL; }
    return h;
}

NOINLINE static void update_bucket(bucket_t *b, unsigned latency) {
    b->count++;
    b->total += latency;
    if (latency > b->maxv) b->maxv = latency;
    unsigned k = 0;
    while ((1u << k) < latency && k < 15) k++;
    b->hist[k]++;
}

NOINLINE static void ingest(bucket_t *tab, long nlines) {
    char line[256];
    rec_t r;
    for (long i = 0; i < nlines; i++) {
        gen_line(line, sizeof line);
        if (parse_line(line, &r) != 0) continue;
        uint64_t h = hash_path(r.path, r.plen);
        update_bucket(&tab[h % NBUCKETS], r.latency + (r.status >= 500 ? 1000 : 0));
    }
}

static int cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

NOINLINE static uint64_t summarize(const bucket_t *tab) {
    uint64_t *means = malloc(NBUCKETS * sizeof *means), sum = 0;
    for (int i = 0; i < NBUCKETS; i++)
        means[i] = tab[i].count ? tab[i].total * 1000 / tab[i].count : 0;
    qsort(means, NBUCKETS, sizeof *means, cmp_u64);
    for (int i = 0; i < NBUCKETS; i++) sum = sum * 31 + means[i] + tab[i].maxv + tab[i].hist[i % 16];
    free(means);
    return sum;
}

int main(int argc, char **argv) {
    long nlines = argc > 1 ? atol(argv[1]) : 1000000;
    rng_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 88172645463325252ULL;
    bucket_t *tab = calloc(NBUCKETS, sizeof *tab);
    uint64_t acc = 0;
    for (int round = 0; round < 4; round++) {
        ingest(tab, nlines / 4);
        acc ^= summarize(tab);
    }
    printf("lines=%ld checksum=%llu\n", nlines, (unsigned long long)acc);
    free(tab);
    return 0;
}
