/* Record parser: generates N text records "id=...;name=...;score=...;tags=a,b,c"
 * and parses each into fields. PER_ITEM_MALLOC selects the variant:
 *   0 (before): parse_record() copies the record into one reused scratch buffer
 *   1 (after):  parse_record() malloc()s a fresh buffer per record and free()s it
 * Everything else (generation, checksum, aggregation) is identical. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#ifndef PER_ITEM_MALLOC
#define PER_ITEM_MALLOC 0
#endif

#define NREC 4096
#define SCRATCH 4096

typedef struct { long id; long score; int ntags; unsigned name_hash; } rec_t;

static char *records[NREC];
static size_t reclen[NREC];

static uint64_t rng = 88172645463325252ULL;
static inline uint64_t xr(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

__attribute__((noinline)) static void gen_records(void) {
    for (int i = 0; i < NREC; i++) {
        char tmp[512];
        int n = snprintf(tmp, sizeof tmp, "id=%lu;name=user_%lx_%lx;score=%lu;tags=",
                         (unsigned long)(xr() % 1000000), (unsigned long)xr(), (unsigned long)(xr() & 0xffff),
                         (unsigned long)(xr() % 10000));
        int ntags = 1 + (int)(xr() % 8);
        for (int t = 0; t < ntags; t++)
            n += snprintf(tmp + n, sizeof tmp - n, "%stag%lu", t ? "," : "", (unsigned long)(xr() % 100));
        records[i] = strdup(tmp);
        reclen[i] = (size_t)n;
    }
}

#if !PER_ITEM_MALLOC
static char scratch[SCRATCH];
#endif

static long parse_long(const char *p, const char *e) {
    long v = 0;
    while (p < e && *p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
    return v;
}

__attribute__((noinline)) static void parse_record(const char *src, size_t len, rec_t *out) {
#if PER_ITEM_MALLOC
    char *buf = malloc(SCRATCH);
#else
    char *buf = scratch;
#endif
    memcpy(buf, src, len);
    buf[len] = 0;
    out->id = 0; out->score = 0; out->ntags = 0; out->name_hash = 2166136261u;
    char *p = buf, *end = buf + len;
    while (p < end) {
        char *key = p;
        while (p < end && *p != '=') p++;
        if (p >= end) break;
        size_t klen = (size_t)(p - key);
        char *val = ++p;
        while (p < end && *p != ';') p++;
        char *vend = p++;
        if (klen == 2 && key[0] == 'i' && key[1] == 'd') out->id = parse_long(val, vend);
        else if (klen == 5 && key[0] == 's') out->score = parse_long(val, vend);
        else if (klen == 4 && key[0] == 'n') { for (char *q = val; q < vend; q++) out->name_hash = (out->name_hash ^ (unsigned char)*q) * 16777619u; }
        else if (klen == 4 && key[0] == 't') { out->ntags = 1; for (char *q = val; q < vend; q++) out->ntags += (*q == ','); }
    }
#if PER_ITEM_MALLOC
    free(buf);
#endif
}

__attribute__((noinline)) static uint64_t aggregate(const rec_t *r, uint64_t acc) {
    /* some unchanged per-record CPU work */
    uint64_t h = acc ^ (uint64_t)r->id * 0x9E3779B97F4A7C15ULL;
    for (int k = 0; k < 24; k++) h = (h ^ (h >> 29)) * 0xBF58476D1CE4E5B9ULL + (uint64_t)r->score + (uint64_t)r->ntags + r->name_hash;
    return h;
}

int main(int argc, char **argv) {
    long passes = argc > 1 ? atol(argv[1]) : 2000;
    gen_records();
    uint64_t acc = 0;
    rec_t r;
    for (long p = 0; p < passes; p++)
        for (int i = 0; i < NREC; i++) {
            parse_record(records[i], reclen[i], &r);
            acc = aggregate(&r, acc);
        }
    printf("variant=%d passes=%ld checksum=%016llx\n", PER_ITEM_MALLOC, passes, (unsigned long long)acc);
    return 0;
}
