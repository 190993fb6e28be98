/* Phased sales-report batch (toy, for profiling).
 * Each pass runs five phases in order, each dominated by its own functions:
 *   load      -> gen_records, put_uint, put_word
 *   parse     -> parse_records, parse_uint, parse_fixed
 *   transform -> normalize_sku, fnv1a, apply_discount
 *   aggregate -> ht_upsert, sort_entries (qsort + cmp_entries)
 *   render    -> render_report, render_invoices, fmt_money, pad_right
 * Usage: salesrep PASSES RECORDS
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))

typedef struct {
    char sku[24];
    char region[12];
    uint32_t qty;
    int64_t price_milli; /* price in 1/1000 currency unit */
    uint64_t key;
    int64_t net_milli;
} rec_t;

typedef struct {
    uint64_t key;
    char sku[24];
    char region[12];
    uint64_t qty;
    int64_t revenue;
    uint32_t orders;
    int used;
} entry_t;

static uint64_t rng_state = 88172645463325252ULL;
static inline uint64_t xorshift(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

static const char *REGIONS[] = {"north", "south", "east", "west", "central", "online"};
static const char *FAMILIES[] = {"CHAIR", "DESK", "LAMP", "SHELF", "SOFA", "RUG", "BED", "TABLE"};

/* ------------------------------------------------------------ load */
static NOINLINE char *put_uint(char *p, uint64_t v) {
    char tmp[24]; int n = 0;
    do { tmp[n++] = (char)('0' + v % 10); v /= 10; } while (v);
    while (n) *p++ = tmp[--n];
    return p;
}

static NOINLINE char *put_word(char *p, const char *w) {
    while (*w) *p++ = *w++;
    return p;
}

static NOINLINE size_t gen_records(char *buf, int n) {
    char *p = buf;
    for (int i = 0; i < n; i++) {
        uint64_t r = xorshift();
        p = put_word(p, FAMILIES[r % 8]); *p++ = '-';
        p = put_uint(p, (r >> 8) % 700); *p++ = (r >> 20) & 1 ? 'x' : 'X';
        *p++ = ',';
        p = put_word(p, REGIONS[(r >> 24) % 6]); *p++ = ',';
        p = put_uint(p, 1 + (r >> 32) % 9); *p++ = ',';
        p = put_uint(p, 5 + (r >> 36) % 2000); *p++ = '.';
        uint64_t c = (r >> 48) % 100; *p++ = (char)('0' + c / 10); *p++ = (char)('0' + c % 10);
        *p++ = '\n';
    }
    *p = 0;
    return (size_t)(p - buf);
}

/* ------------------------------------------------------------ parse */
static NOINLINE const char *parse_uint(const char *p, uint32_t *out) {
    uint32_t v = 0;
    while (*p >= '0' && *p <= '9') v = v * 10 + (uint32_t)(*p++ - '0');
    *out = v;
    return p;
}

static NOINLINE const char *parse_fixed(const char *p, int64_t *milli) {
    uint32_t whole, frac = 0; int digs = 0;
    p = parse_uint(p, &whole);
    if (*p == '.') {
        p++;
        while (*p >= '0' && *p <= '9') { if (digs < 3) { frac = frac * 10 + (uint32_t)(*p - '0'); digs++; } p++; }
    }
    while (digs < 3) { frac *= 10; digs++; }
    *milli = (int64_t)whole * 1000 + frac;
    return p;
}

static NOINLINE int parse_records(const char *p, rec_t *recs, int max) {
    int n = 0;
    while (*p && n < max) {
        rec_t *r = &recs[n];
        int k = 0;
        while (*p != ',' && k < 23) r->sku[k++] = *p++;
        r->sku[k] = 0; p++;
        k = 0;
        while (*p != ',' && k < 11) r->region[k++] = *p++;
        r->region[k] = 0; p++;
        p = parse_uint(p, &r->qty); p++;
        p = parse_fixed(p, &r->price_milli);
        if (*p == '\n') p++;
        n++;
    }
    return n;
}

/* ------------------------------------------------------------ transform */
static NOINLINE uint64_t fnv1a(const char *s, uint64_t h) {
    while (*s) { h ^= (unsigned char)*s++; h *= 1099511628211ULL; }
    return h;
}

static NOINLINE void normalize_sku(char *s) {
    for (; *s; s++) {
        if (*s >= 'a' && *s <= 'z') *s = (char)(*s - 32);
        else if (*s == '-') *s = '_';
    }
}

static NOINLINE int64_t apply_discount(const rec_t *r) {
    int64_t gross = r->price_milli * (int64_t)r->qty;
    int pct = r->qty >= 8 ? 12 : r->qty >= 5 ? 7 : r->qty >= 3 ? 3 : 0;
    if (strcmp(r->region, "online") == 0) pct += 2;
    return gross - gross * pct / 100;
}

static NOINLINE void transform(rec_t *recs, int n) {
    for (int i = 0; i < n; i++) {
        normalize_sku(recs[i].sku);
        recs[i].key = fnv1a(recs[i].region, fnv1a(recs[i].sku, 14695981039346656037ULL));
        recs[i].net_milli = apply_discount(&recs[i]);
    }
}

/* ------------------------------------------------------------ aggregate */
#define HT_BITS 17
#define HT_SIZE (1u << HT_BITS)
static entry_t table[HT_SIZE];

static NOINLINE void ht_upsert(const rec_t *r) {
    uint32_t i = (uint32_t)(r->key >> (64 - HT_BITS));
    for (;;) {
        entry_t *e = &table[i];
        if (!e->used) {
            e->used = 1; e->key = r->key;
            memcpy(e->sku, r->sku, sizeof e->sku); memcpy(e->region, r->region, sizeof e->region);
        }
        if (e->key == r->key && strcmp(e->sku, r->sku) == 0 && strcmp(e->region, r->region) == 0) {
            e->qty += r->qty; e->revenue += r->net_milli; e->orders++;
            return;
        }
        i = (i + 1) & (HT_SIZE - 1);
    }
}

static int cmp_entries(const void *a, const void *b) {
    const entry_t *x = a, *y = b;
    if (x->revenue != y->revenue) return x->revenue < y->revenue ? 1 : -1;
    int c = strcmp(x->region, y->region);
    return c ? c : strcmp(x->sku, y->sku);
}

static NOINLINE int sort_entries(entry_t *out) {
    int m = 0;
    for (uint32_t i = 0; i < HT_SIZE; i++) if (table[i].used) out[m++] = table[i];
    qsort(out, (size_t)m, sizeof *out, cmp_entries);
    return m;
}

static NOINLINE int aggregate(const rec_t *recs, int n, entry_t *out) {
    memset(table, 0, sizeof table);
    for (int i = 0; i < n; i++) ht_upsert(&recs[i]);
    return sort_entries(out);
}

/* ------------------------------------------------------------ render */
static NOINLINE int fmt_money(char *dst, int64_t milli) {
    int64_t cents = (milli + 5) / 10;
    char tmp[32]; int n = 0, grp = 0;
    int64_t whole = cents / 100;
    do {
        if (grp == 3) { tmp[n++] = ','; grp = 0; }
        tmp[n++] = (char)('0' + whole % 10); whole /= 10; grp++;
    } while (whole);
    int k = 0;
    while (n) dst[k++] = tmp[--n];
    k += sprintf(dst + k, ".%02d", (int)(cents % 100));
    return k;
}

static NOINLINE char *pad_right(char *p, const char *s, int w) {
    int k = 0;
    while (s[k] && k < w) *p++ = s[k++];
    while (k++ < w) *p++ = ' ';
    return p;
}

static NOINLINE size_t render_report(char *out, const entry_t *e, int m) {
    char *p = out;
    char money[40];
    for (int i = 0; i < m; i++) {
        p = pad_right(p, e[i].region, 10);
        p = pad_right(p, e[i].sku, 16);
        p += sprintf(p, "%8llu %6u ", (unsigned long long)e[i].qty, e[i].orders);
        int k = fmt_money(money, e[i].revenue); money[k] = 0;
        p = pad_right(p, money, 16);
        *p++ = '\n';
    }
    *p = 0;
    return (size_t)(p - out);
}

static NOINLINE size_t render_invoices(char *out, const rec_t *r, int n) {
    char *p = out;
    char money[40];
    for (int i = 0; i < n; i++) {
        p = pad_right(p, r[i].sku, 16);
        p = pad_right(p, r[i].region, 10);
        int k = fmt_money(money, r[i].price_milli); money[k] = 0;
        p = pad_right(p, money, 12);
        k = fmt_money(money, r[i].net_milli); money[k] = 0;
        p = pad_right(p, money, 14);
        *p++ = '\n';
    }
    *p = 0;
    return (size_t)(p - out);
}

int main(int argc, char **argv) {
    int passes = argc > 1 ? atoi(argv[1]) : 6;
    int n = argc > 2 ? atoi(argv[2]) : 400000;
    char *text = malloc((size_t)n * 48 + 1);
    rec_t *recs = malloc(sizeof(rec_t) * (size_t)n);
    entry_t *sorted = malloc(sizeof(entry_t) * HT_SIZE);
    int ninv = n / 4;
    size_t rsz = (size_t)HT_SIZE * 80;
    if ((size_t)ninv * 64 > rsz) rsz = (size_t)ninv * 64;
    char *report = malloc(rsz);
    uint64_t check = 0;
    for (int p = 0; p < passes; p++) {
        size_t len = gen_records(text, n);
        int got = parse_records(text, recs, n);
        transform(recs, got);
        int m = aggregate(recs, got, sorted);
        size_t rl = render_report(report, sorted, m);
        rl += render_invoices(report, recs, ninv);
        check += rl + (uint64_t)sorted[0].revenue;
        fprintf(stderr, "pass %d: %zu bytes, %d records, %d groups, report %zu bytes\n", p, len, got, m, rl);
    }
    printf("%llu\n", (unsigned long long)check);
    return 0;
}
