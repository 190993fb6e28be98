/* logstat: parses synthetic "key=value" log lines, normalizes fields,
 * and aggregates per-key counters in an open-addressing hash table.
 * Built twice: -DVARIANT_AFTER selects the changed normalize_field(). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define NLINES 200000
#define LINELEN 96
#define TABSZ 4096

static char lines[NLINES][LINELEN];
static uint64_t rng = 88172645463325252ull;
static inline uint64_t xs(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

static void gen_lines(void) {
    static const char *keys[] = {"User", "  Path", "Method ", "STATUS", "Host", "referer  ", "Agent", "Lang"};
    for (int i = 0; i < NLINES; i++) {
        char *p = lines[i];
        int n = 0;
        for (int f = 0; f < 4; f++) {
            const char *k = keys[xs() % 8];
            n += snprintf(p + n, LINELEN - n, "%s=", k);
            int vl = 4 + xs() % 10;
            for (int j = 0; j < vl && n < LINELEN - 3; j++) {
                uint64_t r = xs() % 40;
                p[n++] = r < 26 ? (char)('A' + r) : (r < 30 ? ' ' : (char)('a' + r - 30));
            }
            if (n < LINELEN - 2) p[n++] = ';';
        }
        p[n] = 0;
    }
}

#ifndef NF_ATTR
#define NF_ATTR
#endif

static unsigned char lower_tab[256];

static int hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* The helper whose body changes. */
static NF_ATTR size_t normalize_field(char *s, size_t len) {
#ifndef VARIANT_AFTER
    for (size_t i = 0; i < len; i++)
        s[i] = (char)lower_tab[(unsigned char)s[i]];
    return len;
#else
    /* new: trim surrounding spaces, replace control characters,
     * percent-decode %XX escapes, lowercase */
    size_t b = 0, e = len;
    while (b < e && s[b] == ' ') b++;
    while (e > b && s[e - 1] == ' ') e--;
    size_t o = 0;
    for (size_t i = b; i < e; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c < 32 || c == 127) c = '?';
        if (c == '%' && i + 2 < e) {            /* percent-decode %XX */
            int hi = hexval(s[i + 1]), lo = hexval(s[i + 2]);
            if (hi >= 0 && lo >= 0) { c = (unsigned char)(hi * 16 + lo); i += 2; }
        }
        s[o++] = (char)lower_tab[c];
    }
    return o;
#endif
}

struct slot { uint64_t h; uint32_t count; uint32_t total_len; };
static struct slot table[TABSZ];

static uint64_t hash_bytes(const char *s, size_t n) {
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 1099511628211ull; }
    return h;
}

/* bounded linear probing; on a full neighbourhood the oldest slot is recycled */
static void table_add(uint64_t h, uint32_t vlen) {
    size_t i = h & (TABSZ - 1);
    for (int probe = 0; probe < 8; probe++) {
        if (table[i].h == h || table[i].h == 0) {
            table[i].h = h; table[i].count++; table[i].total_len += vlen; return;
        }
        i = (i + 1) & (TABSZ - 1);
    }
    table[i].h = h; table[i].count = 1; table[i].total_len = vlen;
}

static unsigned value_acc;

static __attribute__((noinline)) size_t parse_key(char *s, size_t n) { return normalize_field(s, n); }
static __attribute__((noinline)) size_t parse_value(char *s, size_t n) {
    size_t m = normalize_field(s, n);
    /* values also get a cheap checksum scan */
    unsigned acc = 0;
    for (size_t i = 0; i < m; i++) acc = acc * 31 + (unsigned char)s[i];
    value_acc += acc;
    return m;
}

static uint64_t process_line(const char *src) {
    char buf[LINELEN];
    memcpy(buf, src, LINELEN);
    uint64_t sum = 0;
    char *p = buf;
    while (*p) {
        char *eq = strchr(p, '=');
        if (!eq) break;
        char *semi = strchr(eq + 1, ';');
        if (!semi) semi = eq + 1 + strlen(eq + 1);
        size_t kl = parse_key(p, (size_t)(eq - p));
        size_t vl = parse_value(eq + 1, (size_t)(semi - eq - 1));
        uint64_t h = hash_bytes(p, kl) ^ (hash_bytes(eq + 1, vl) * 31);
        table_add(h, (uint32_t)vl);
        sum += h;
        if (!*semi) break;
        p = semi + 1;
    }
    return sum;
}

/* unrelated per-pass work: a small stats model over the table */
static __attribute__((noinline)) double summarize(void) {
    double acc = 0;
    for (int r = 0; r < 1500; r++)
        for (int i = 0; i < TABSZ; i++)
            if (table[i].count) acc += (double)table[i].total_len / table[i].count * (r + 1);
    return acc;
}

int main(int argc, char **argv) {
    int passes = argc > 1 ? atoi(argv[1]) : 30;
    for (int c = 0; c < 256; c++) lower_tab[c] = (unsigned char)((c >= 'A' && c <= 'Z') ? c + 32 : c);
    gen_lines();
    uint64_t total = 0;
    double s = 0;
    for (int p = 0; p < passes; p++) {
        for (int i = 0; i < NLINES; i++) total += process_line(lines[i]);
        s += summarize();
    }
    printf("passes=%d checksum=%llx summary=%.1f acc=%u\n", passes, (unsigned long long)total, s, value_acc);
    return 0;
}
