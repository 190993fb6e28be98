/* wordidx.c - toy term index: tokenize generated log text, keep an
 * order-statistic BST of terms (recursive insert with subtree sizes),
 * a bloom filter of seen bigrams, and a periodic rank/percentile report.
 * Build: gcc -O2 -g -fno-omit-frame-pointer wordidx.c -o wordidx
 * -DNATURAL_ORDER=1: terms are ordered case-insensitively with digit runs
 * compared numerically ("item9" < "item10") instead of plain bytes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <ctype.h>

#ifndef NATURAL_ORDER
#define NATURAL_ORDER 0
#endif

typedef struct node {
    struct node *left, *right;
    unsigned size;      /* nodes in this subtree */
    unsigned count;     /* occurrences of this term */
    unsigned char len;
    char key[31];
} node_t;

static node_t *pool; static size_t pool_used, pool_cap;
static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;

static inline uint64_t rng(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

static const char *stems[] = {"user", "Item", "order", "SKU", "session", "host", "Region",
                              "path", "status", "cart", "Token", "shard", "queue", "batch"};

/* generate_text: one "log line" of n terms into buf, returns length */
__attribute__((noinline)) static size_t generate_text(char *buf, size_t cap, int n) {
    size_t o = 0;
    for (int i = 0; i < n && o + 48 < cap; i++) {
        uint64_t r = rng();
        const char *s = stems[r % 14];
        unsigned id = (unsigned)((r >> 8) % 4000);
        o += (size_t)snprintf(buf + o, cap - o, "%s%u%c", s, id, (r >> 40) % 7 ? ' ' : ',');
    }
    buf[o] = 0;
    return o;
}

#if NATURAL_ORDER
/* case-insensitive, digit runs compared by value */
static inline int term_cmp(const char *a, int la, const char *b, int lb) {
    int i = 0, j = 0;
    while (i < la && j < lb) {
        unsigned char ca = (unsigned char)a[i], cb = (unsigned char)b[j];
        if (isdigit(ca) && isdigit(cb)) {
            unsigned long va = 0, vb = 0;
            while (i < la && isdigit((unsigned char)a[i])) va = va * 10 + (unsigned)(a[i++] - '0');
            while (j < lb && isdigit((unsigned char)b[j])) vb = vb * 10 + (unsigned)(b[j++] - '0');
            if (va != vb) return va < vb ? -1 : 1;
            continue;
        }
        ca = (unsigned char)tolower(ca); cb = (unsigned char)tolower(cb);
        if (ca != cb) return ca < cb ? -1 : 1;
        i++; j++;
    }
    return (la - i) - (lb - j);
}
#else
static inline int term_cmp(const char *a, int la, const char *b, int lb) {
    int n = la < lb ? la : lb;
    for (int i = 0; i < n; i++)
        if (a[i] != b[i]) return (unsigned char)a[i] < (unsigned char)b[i] ? -1 : 1;
    return la - lb;
}
#endif

/* tree_insert: recursive, returns the (possibly new) subtree root */
__attribute__((noinline)) static node_t *tree_insert(node_t *t, const char *k, int len) {
    if (!t) {
        if (pool_used == pool_cap) { fprintf(stderr, "pool full\n"); exit(1); }
        node_t *n = &pool[pool_used++];
        memset(n, 0, sizeof *n);
        n->len = (unsigned char)len; memcpy(n->key, k, (size_t)len);
        n->size = 1; n->count = 1;
        return n;
    }
    int c = term_cmp(k, len, t->key, t->len);
    if (c < 0) t->left = tree_insert(t->left, k, len);
    else if (c > 0) t->right = tree_insert(t->right, k, len);
    else { t->count++; return t; }
    t->size = 1 + (t->left ? t->left->size : 0) + (t->right ? t->right->size : 0);
    return t;
}

/* select_rank: iterative order-statistic lookup */
__attribute__((noinline)) static node_t *select_rank(node_t *t, unsigned r) {
    while (t) {
        unsigned ls = t->left ? t->left->size : 0;
        if (r < ls) t = t->left;
        else if (r == ls) return t;
        else { r -= ls + 1; t = t->right; }
    }
    return NULL;
}

#define BLOOM_BITS (1u << 22)
static uint64_t bloom[BLOOM_BITS / 64];

__attribute__((noinline)) static uint64_t hash_term(const char *s, int n, uint64_t seed) {
    uint64_t h = 1469598103934665603ULL ^ seed;
    for (int i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 1099511628211ULL; }
    return h;
}

/* bloom_bigram: mark the (prev, cur) pair, return 1 if possibly seen */
__attribute__((noinline)) static int bloom_bigram(const char *p, int lp, const char *c, int lc) {
    int seen = 1;
    uint64_t h1 = hash_term(p, lp, 17) ^ hash_term(c, lc, 91);
    for (int k = 0; k < 4; k++) {
        uint32_t bit = (uint32_t)((h1 >> (k * 11)) ^ (h1 >> 40)) & (BLOOM_BITS - 1);
        if (!(bloom[bit >> 6] & (1ULL << (bit & 63)))) { seen = 0; bloom[bit >> 6] |= 1ULL << (bit & 63); }
    }
    return seen;
}

/* crc32_line: bitwise CRC-32 of the raw line (checksum for the archive) */
__attribute__((noinline)) static uint32_t crc32_line(const char *s, size_t n) {
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) {
        c ^= (unsigned char)s[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
    }
    return ~c;
}

/* escape_line: JSON-escape the line into out (archive record) */
__attribute__((noinline)) static size_t escape_line(const char *s, size_t n, char *out) {
    size_t o = 0;
    static const char hex[] = "0123456789abcdef";
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)s[i];
        switch (ch) {
        case '"': out[o++] = '\\'; out[o++] = '"'; break;
        case '\\': out[o++] = '\\'; out[o++] = '\\'; break;
        case ',': out[o++] = ','; out[o++] = ' '; break;
        default:
            if (ch < 0x20) { out[o++] = '\\'; out[o++] = 'u'; out[o++] = '0'; out[o++] = '0';
                             out[o++] = hex[ch >> 4]; out[o++] = hex[ch & 15]; }
            else out[o++] = (char)ch;
        }
    }
    return o;
}

static node_t *root;
static long n_terms, n_bigram_hits;

/* index_line: tokenize on space/comma, insert terms, track bigrams */
__attribute__((noinline)) static void index_line(const char *buf, size_t n) {
    const char *prev = NULL; int lprev = 0;
    size_t i = 0;
    while (i < n) {
        while (i < n && (buf[i] == ' ' || buf[i] == ',')) i++;
        size_t s = i;
        while (i < n && buf[i] != ' ' && buf[i] != ',') i++;
        int len = (int)(i - s);
        if (len == 0) continue;
        if (len > 30) len = 30;
        root = tree_insert(root, buf + s, len);
        n_terms++;
        if (prev) n_bigram_hits += bloom_bigram(prev, lprev, buf + s, len);
        prev = buf + s; lprev = len;
    }
}

/* report: percentile terms via rank queries, formatted */
__attribute__((noinline)) static size_t report(char *out, size_t cap) {
    size_t o = 0;
    unsigned sz = root ? root->size : 0;
    for (int p = 1; p < 100 && o + 64 < cap; p++) {
        node_t *t = select_rank(root, (unsigned)((uint64_t)sz * p / 100));
        if (t) o += (size_t)snprintf(out + o, cap - o, "p%02d=%.*s:%u ", p, t->len, t->key, t->count);
    }
    return o;
}

int main(int argc, char **argv) {
    int lines = argc > 1 ? atoi(argv[1]) : 40000;
    pool_cap = 2000000; pool = malloc(pool_cap * sizeof *pool);
    static char buf[1 << 16], out[1 << 14];
    size_t rep = 0, arch = 0; uint32_t crc = 0;
    static char esc[1 << 18];
    for (int l = 0; l < lines; l++) {
        size_t n = generate_text(buf, sizeof buf, 64);
        index_line(buf, n);
        crc ^= crc32_line(buf, n);
        arch += escape_line(buf, n, esc);
        if (l % 4 == 0) rep += report(out, sizeof out);
    }
    printf("terms=%ld distinct=%zu bigram_hits=%ld report_bytes=%zu crc=%08x archive=%zu first=%.40s\n",
           n_terms, pool_used, n_bigram_hits, rep, crc, arch, out);
    return 0;
}
