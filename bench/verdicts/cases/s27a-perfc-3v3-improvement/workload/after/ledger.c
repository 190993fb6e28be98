/* ledger: build a synthetic transaction ledger as text, then verify and
 * summarise it: every line is parsed, its CRC-32 is checked against the
 * trailing "crc=" field, amounts are aggregated per account in a hash table,
 * the records are sorted and a report is formatted.
 * usage: ledger NRECORDS ROUNDS */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))

typedef struct {
    uint32_t id;
    char account[24];
    int64_t cents;
    uint64_t ts;
    uint32_t crc;
} record_t;

typedef struct {
    char account[24];
    int64_t total;
    uint32_t count;
    int used;
} bucket_t;

static uint32_t crc_table[2][256];

static void crc_init(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[0][i] = c;
    }
    /* crc_table[1][b]: CRC of byte b followed by one zero byte */
    for (int i = 0; i < 256; i++)
        crc_table[1][i] = (crc_table[0][i] >> 8) ^ crc_table[0][crc_table[0][i] & 0xFF];
}

/* CRC-32 (IEEE), slicing-by-2: two independent table lookups per 16-bit step */
NOINLINE uint32_t crc32_buf(const unsigned char *p, size_t n) {
    uint32_t c = 0xFFFFFFFFu;
    while (n >= 2) {
        uint16_t w;
        memcpy(&w, p, 2); /* little-endian load */
        c ^= w;
        c = (c >> 16) ^ crc_table[1][c & 0xFF] ^ crc_table[0][(c >> 8) & 0xFF];
        p += 2;
        n -= 2;
    }
    if (n) c = crc_table[0][(c ^ *p) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint64_t rng(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

static const char *WORDS[] = {"invoice", "refund", "transfer", "payroll", "rent", "groceries",
    "fuel", "subscription", "consulting", "hardware", "travel", "insurance", "tax", "dividend",
    "interest", "fee", "deposit", "withdrawal", "license", "hosting"};

NOINLINE size_t gen_ledger(char *out, size_t cap, uint32_t n) {
    size_t len = 0;
    char line[512];
    for (uint32_t i = 0; i < n; i++) {
        int k = snprintf(line, sizeof line, "id=%u;acct=AC%05u;amount=%lld.%02u;ts=%llu;memo=",
                         i, (unsigned)(rng() % 4000), (long long)(rng() % 200000) - 50000,
                         (unsigned)(rng() % 100), (unsigned long long)(1700000000ull + rng() % 31536000));
        int words = 4 + rng() % 10;
        for (int w = 0; w < words; w++)
            k += snprintf(line + k, sizeof line - k, "%s%s", w ? " " : "", WORDS[rng() % 20]);
        uint32_t crc = crc32_buf((const unsigned char *)line, (size_t)k);
        k += snprintf(line + k, sizeof line - k, ";crc=%08x\n", crc);
        if (len + (size_t)k >= cap) break;
        memcpy(out + len, line, (size_t)k);
        len += (size_t)k;
    }
    return len;
}

static const char *field(const char *p, const char *end, const char *key) {
    size_t kl = strlen(key);
    while (p < end) {
        if ((size_t)(end - p) > kl && memcmp(p, key, kl) == 0 && p[kl] == '=') return p + kl + 1;
        const char *semi = memchr(p, ';', (size_t)(end - p));
        if (!semi) break;
        p = semi + 1;
    }
    return NULL;
}

NOINLINE int parse_record(const char *line, const char *end, record_t *r) {
    const char *v;
    if (!(v = field(line, end, "id"))) return -1;
    r->id = (uint32_t)strtoul(v, NULL, 10);
    if (!(v = field(line, end, "acct"))) return -1;
    size_t i = 0;
    while (v + i < end && v[i] != ';' && i < sizeof r->account - 1) { r->account[i] = v[i]; i++; }
    r->account[i] = 0;
    if (!(v = field(line, end, "amount"))) return -1;
    char *dot;
    long long whole = strtoll(v, &dot, 10);
    long frac = (*dot == '.') ? strtol(dot + 1, NULL, 10) : 0;
    r->cents = whole * 100 + (whole < 0 ? -frac : frac);
    if (!(v = field(line, end, "ts"))) return -1;
    r->ts = strtoull(v, NULL, 10);
    if (!(v = field(line, end, "crc"))) return -1;
    r->crc = (uint32_t)strtoul(v, NULL, 16);
    return 0;
}

static uint64_t fnv1a(const char *s) {
    uint64_t h = 1469598103934665603ull;
    while (*s) { h ^= (unsigned char)*s++; h *= 1099511628211ull; }
    return h;
}

NOINLINE void account_add(bucket_t *tab, size_t cap, const record_t *r) {
    size_t i = fnv1a(r->account) & (cap - 1);
    while (tab[i].used && strcmp(tab[i].account, r->account) != 0) i = (i + 1) & (cap - 1);
    if (!tab[i].used) { tab[i].used = 1; strcpy(tab[i].account, r->account); }
    tab[i].total += r->cents;
    tab[i].count++;
}

static int by_amount(const void *a, const void *b) {
    const record_t *x = a, *y = b;
    if (x->cents != y->cents) return x->cents < y->cents ? -1 : 1;
    return x->id < y->id ? -1 : x->id > y->id;
}

NOINLINE size_t format_report(char *out, size_t cap, const record_t *recs, size_t n,
                              const bucket_t *tab, size_t tcap) {
    size_t len = 0;
    for (size_t i = 0; i < n && len + 128 < cap; i++)
        len += (size_t)snprintf(out + len, cap - len, "%10u %-8s %12lld.%02lld %llu\n", recs[i].id,
                                recs[i].account, (long long)(recs[i].cents / 100),
                                (long long)llabs(recs[i].cents % 100), (unsigned long long)recs[i].ts);
    for (size_t i = 0; i < tcap && len + 128 < cap; i++)
        if (tab[i].used)
            len += (size_t)snprintf(out + len, cap - len, "%-8s %8u %14lld\n", tab[i].account,
                                    tab[i].count, (long long)tab[i].total);
    return len;
}

NOINLINE uint64_t verify_and_summarise(const char *text, size_t len, record_t *recs, char *out, size_t outcap) {
    size_t tcap = 8192, n = 0, bad = 0;
    bucket_t *tab = calloc(tcap, sizeof *tab);
    const char *p = text, *end = text + len;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl) nl = end;
        const char *crcf = field(p, nl, "crc");
        if (parse_record(p, nl, &recs[n]) == 0 && crcf) {
            size_t body = (size_t)(crcf - 5 - p); /* bytes before ";crc=" */
            if (crc32_buf((const unsigned char *)p, body) != recs[n].crc) bad++;
            else account_add(tab, tcap, &recs[n++]);
        }
        p = nl + 1;
    }
    qsort(recs, n, sizeof *recs, by_amount);
    size_t olen = format_report(out, outcap, recs, n, tab, tcap);
    /* the report is shipped with its own CRC trailer */
    uint64_t digest = ((uint64_t)crc32_buf((const unsigned char *)out, olen) << 32) ^ (olen * 31 + n * 7 + bad);
    free(tab);
    return digest;
}

int main(int argc, char **argv) {
    uint32_t n = argc > 1 ? (uint32_t)atoi(argv[1]) : 200000;
    int rounds = argc > 2 ? atoi(argv[2]) : 5;
    crc_init();
    size_t cap = (size_t)n * 200;
    char *text = malloc(cap), *out = malloc((size_t)n * 80 + (1 << 20));
    record_t *recs = malloc(sizeof *recs * n);
    size_t len = gen_ledger(text, cap, n);
    uint64_t digest = 0;
    for (int r = 0; r < rounds; r++) digest += verify_and_summarise(text, len, recs, out, (size_t)n * 80 + (1 << 20)) * (uint64_t)(r + 1);
    printf("records=%u bytes=%zu digest=%016llx\n", n, len, (unsigned long long)digest);
    free(text); free(out); free(recs);
    return 0;
}
