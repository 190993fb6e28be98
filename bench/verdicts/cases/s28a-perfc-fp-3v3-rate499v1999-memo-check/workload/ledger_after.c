/* ledger: generate synthetic ledger lines ("ACC01234,567.89,memo"), parse them,
 * validate the memo, and aggregate totals per account bucket.
 * Build: gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define NACC 4096
#define LINE 96

static uint64_t rng = 88172645463325252ull;
static inline uint64_t xs(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

typedef struct { char acct[24]; char memo[40]; long cents; } rec_t;
static long totals[NACC];
static unsigned counts[NACC];

__attribute__((noinline)) static char *put_uint(char *p, unsigned long v, int width) {
    char tmp[24]; int n = 0;
    do { tmp[n++] = '0' + (char)(v % 10); v /= 10; } while (v);
    while (n < width) tmp[n++] = '0';
    while (n) *p++ = tmp[--n];
    return p;
}

__attribute__((noinline)) static void make_line(char *buf) {
    uint64_t r = xs();
    char *p = buf;
    *p++ = 'A'; *p++ = 'C'; *p++ = 'C';
    p = put_uint(p, r % 50000, 5); *p++ = ',';
    p = put_uint(p, (r >> 20) % 100000, 1); *p++ = '.';
    p = put_uint(p, (r >> 40) % 100, 2); *p++ = ',';
    for (int i = 0; i < 30; i++) *p++ = 'a' + (char)((r >> (i % 50)) % 26);
    *p = 0;
}

__attribute__((noinline)) static int parse_line(const char *buf, rec_t *out) {
    const char *p = buf; int i = 0;
    while (*p && *p != ',' && i < 23) out->acct[i++] = *p++;
    out->acct[i] = 0; if (*p++ != ',') return -1;
    long whole = 0, frac = 0;
    while (*p >= '0' && *p <= '9') whole = whole * 10 + (*p++ - '0');
    if (*p == '.') { p++; while (*p >= '0' && *p <= '9') frac = frac * 10 + (*p++ - '0'); }
    out->cents = whole * 100 + frac;
    if (*p++ != ',') return -1;
    i = 0; while (*p && i < 39) out->memo[i++] = *p++;
    out->memo[i] = 0;
    return 0;
}

__attribute__((noinline)) static int validate_memo(const rec_t *r) {
    /* memo must be printable lowercase */
    for (const char *p = r->memo; *p; p++)
        if (*p < 'a' || *p > 'z') return 0;
    /* new rule: reject memos whose leading code (first 24 chars) contains a
     * blocked trigram (naive scan) */
    static const char blocked[][4] = { "qzx" };
    for (unsigned b = 0; b < sizeof blocked / sizeof *blocked; b++)
        for (const char *p = r->memo; p < r->memo + 22 && p[0] && p[1] && p[2]; p++)
            if (p[0] == blocked[b][0] && p[1] == blocked[b][1] && p[2] == blocked[b][2]) return 0;
    return 1;
}

__attribute__((noinline)) static unsigned hash_acct(const char *s) {
    unsigned h = 2166136261u;
    while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
    return h;
}

__attribute__((noinline)) static void post(const rec_t *r) {
    unsigned h = hash_acct(r->acct) & (NACC - 1);
    totals[h] += r->cents; counts[h]++;
}

__attribute__((noinline)) static long report(void) {
    long s = 0;
    for (int i = 0; i < NACC; i++) s += totals[i] ^ counts[i];
    return s;
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 20000000;
    char buf[LINE]; rec_t r; long bad = 0;
    for (long i = 0; i < n; i++) {
        make_line(buf);
        if (parse_line(buf, &r) || !validate_memo(&r)) { bad++; continue; }
        post(&r);
    }
    printf("lines=%ld bad=%ld report=%ld\n", n, bad, report());
    return 0;
}
