/* sensorstat: generate a CSV-like stream of sensor readings, parse it,
 * aggregate per sensor (open-addressing hash table), compute a smoothed
 * series per sensor and print a sorted summary.
 *   line: "<sensor_id>,<unix_ts>,<temp>,<humidity>,<pressure>\n"
 * Build: gcc -O2 -g -fno-omit-frame-pointer sensorstat.c -o sensorstat [-DSTRICT_FIXED=1]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <ctype.h>

#define NSENS 4096
#define TBL 8192

typedef struct { int32_t temp, hum, press; uint32_t id; uint32_t ts; } reading_t;
typedef struct {
    uint32_t id; int used; long n;
    long tsum, hsum, psum; int32_t tmin, tmax;
    int32_t ema; uint32_t last_ts;
} sensor_t;

static sensor_t table[TBL];
static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;
static inline uint64_t rnd(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

static inline char *put_uint(char *q, uint32_t v) {
    char tmp[12]; int k = 0;
    do { tmp[k++] = (char)('0' + v % 10); v /= 10; } while (v);
    while (k) *q++ = tmp[--k];
    return q;
}

static inline char *put_fixed(char *q, int32_t c) {
    if (c < 0) { *q++ = '-'; c = -c; }
    q = put_uint(q, (uint32_t)c / 100);
    *q++ = '.'; *q++ = (char)('0' + c % 100 / 10); *q++ = (char)('0' + c % 10);
    return q;
}

/* gen_input: fill buf with n lines, returns length */
__attribute__((noinline)) size_t gen_input(char *buf, size_t cap, int n, uint32_t ts0) {
    char *q = buf, *end = buf + cap - 80;
    for (int i = 0; i < n && q < end; i++) {
        uint64_t r = rnd();
        uint32_t id = (uint32_t)(r % NSENS);
        int32_t t = -2000 + (int32_t)((r >> 16) % 6000);  /* centi-degrees */
        int32_t h = (int32_t)((r >> 32) % 10000);
        int32_t p = 95000 + (int32_t)((r >> 44) % 10000);
        q = put_uint(q, id); *q++ = ',';
        q = put_uint(q, ts0 + (uint32_t)i); *q++ = ',';
        q = put_fixed(q, t); *q++ = ',';
        q = put_fixed(q, h); *q++ = ',';
        q = put_fixed(q, p); *q++ = '\n';
    }
    *q = 0;
    return (size_t)(q - buf);
}

#ifndef STRICT_FIXED
/* parse a decimal fixed-point number with up to 2 fraction digits into
 * hundredths; advances *pp past the number. */
static inline int32_t parse_fixed(const char **pp) {
    const char *p = *pp; int neg = 0; int32_t v = 0; int frac = 0;
    if (*p == '-') { neg = 1; p++; }
    while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
    v *= 100;
    if (*p == '.') {
        p++;
        if (*p >= '0' && *p <= '9') { frac = (*p++ - '0') * 10;
            if (*p >= '0' && *p <= '9') frac += *p++ - '0'; }
    }
    *pp = p;
    return neg ? -(v + frac) : v + frac;
}
#else
/* strict variant: also accepts '+', rejects overflow, rounds extra fraction
 * digits and validates with isdigit() (locale-aware) */
static inline int32_t parse_fixed(const char **pp) {
    const char *p = *pp; int neg = 0; int64_t v = 0; int64_t frac = 0; int nfrac = 0;
    if (*p == '-' || *p == '+') { neg = (*p == '-'); p++; }
    while (isdigit((unsigned char)*p)) {
        v = v * 10 + (*p++ - '0');
        if (v > INT32_MAX / 100) { v = INT32_MAX / 100; }
    }
    if (*p == '.') {
        p++;
        while (isdigit((unsigned char)*p)) {
            if (nfrac < 3) { frac = frac * 10 + (*p - '0'); nfrac++; }
            p++;
        }
    }
    while (nfrac < 3) { frac *= 10; nfrac++; }
    frac = (frac + 5) / 10;  /* round to hundredths */
    *pp = p;
    int64_t r = v * 100 + frac;
    if (r > INT32_MAX) r = INT32_MAX;
    return (int32_t)(neg ? -r : r);
}
#endif

static uint32_t parse_uint(const char **pp) {
    const char *p = *pp; uint32_t v = 0;
    while (*p >= '0' && *p <= '9') v = v * 10 + (uint32_t)(*p++ - '0');
    *pp = p;
    return v;
}

/* parse_line: one CSV record; returns pointer past the newline */
__attribute__((noinline)) const char *parse_line(const char *p, reading_t *out) {
    out->id = parse_uint(&p); if (*p == ',') p++;
    out->ts = parse_uint(&p); if (*p == ',') p++;
    out->temp = parse_fixed(&p); if (*p == ',') p++;
    out->hum = parse_fixed(&p); if (*p == ',') p++;
    out->press = parse_fixed(&p);
    while (*p && *p != '\n') p++;
    return *p ? p + 1 : p;
}

static inline uint32_t hash32(uint32_t x) {
    x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16; return x;
}

__attribute__((noinline)) void aggregate(const reading_t *r) {
    uint32_t h = hash32(r->id) & (TBL - 1);
    while (table[h].used && table[h].id != r->id) h = (h + 1) & (TBL - 1);
    sensor_t *s = &table[h];
    if (!s->used) { s->used = 1; s->id = r->id; s->tmin = r->temp; s->tmax = r->temp; s->ema = r->temp; }
    s->n++; s->tsum += r->temp; s->hsum += r->hum; s->psum += r->press;
    if (r->temp < s->tmin) s->tmin = r->temp;
    if (r->temp > s->tmax) s->tmax = r->temp;
    s->ema = s->ema + (r->temp - s->ema) / 8;
    s->last_ts = r->ts;
}

static int cmp_mean(const void *a, const void *b) {
    const sensor_t *x = *(sensor_t *const *)a, *y = *(sensor_t *const *)b;
    double mx = (double)x->tsum / x->n, my = (double)y->tsum / y->n;
    return mx < my ? -1 : mx > my ? 1 : (x->id < y->id ? -1 : x->id > y->id);
}

__attribute__((noinline)) uint64_t report(void) {
    static sensor_t *v[TBL]; int n = 0; uint64_t ck = 1469598103934665603ULL;
    for (int i = 0; i < TBL; i++) if (table[i].used) v[n++] = &table[i];
    qsort(v, (size_t)n, sizeof v[0], cmp_mean);
    char line[160];
    for (int i = 0; i < n; i++) {
        int k = snprintf(line, sizeof line, "%u %ld %.2f %.2f %.2f %d %d %d\n", v[i]->id, v[i]->n,
                         v[i]->tsum / 100.0 / v[i]->n, v[i]->hsum / 100.0 / v[i]->n, v[i]->psum / 100.0 / v[i]->n,
                         v[i]->tmin, v[i]->tmax, v[i]->ema);
        for (int j = 0; j < k; j++) { ck ^= (unsigned char)line[j]; ck *= 1099511628211ULL; }
    }
    return ck;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 20;
    int per = 200000;
    size_t cap = (size_t)per * 64;
    char *buf = malloc(cap);
    uint64_t ck = 0; long total = 0;
    for (int r = 0; r < rounds; r++) {
        memset(table, 0, sizeof table);
        gen_input(buf, cap, per, 1700000000u + (uint32_t)r * per);
        const char *p = buf; reading_t rd;
        while (*p) { p = parse_line(p, &rd); aggregate(&rd); total++; }
        ck = ck * 31 + report();
    }
    printf("rounds=%d lines=%ld checksum=%016llx\n", rounds, total, (unsigned long long)ck);
    free(buf);
    return 0;
}
