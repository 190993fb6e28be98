/*
 * nestparse: a recursive-descent parser for a small nested "node" format,
 * the kind of thing a config loader or a scene-graph importer does.
 *
 *   node   := '(' ident attr* item* ')'
 *   attr   := ident '=' number
 *   item   := string | node
 *   string := '"' ( [^"\\] | '\\' . )* '"'
 *
 * The generated document is a deep chain of nested nodes (DEPTH levels, one
 * C stack frame of parse_node per level); the string payloads live near the
 * innermost levels, so most of the work happens far down the stack.
 *
 * Build variants: -DSLOW_DIGEST=1 selects the "after" digest_leaf.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef SLOW_DIGEST
#define SLOW_DIGEST 0
#endif

#define DEPTH 300          /* nesting levels */
#define LEAF_FROM 170      /* string payloads from this depth on */

typedef struct {
    const char *s;
    size_t pos, len;
    uint64_t acc;          /* running digest of everything parsed */
    long nodes, attrs, leaves;
} Parser;

static void fail(Parser *p, const char *what) {
    fprintf(stderr, "parse error at %zu: %s\n", p->pos, what);
    exit(1);
}

static __attribute__((noinline)) void skip_ws(Parser *p) {
    while (p->pos < p->len) {
        char c = p->s[p->pos];
        if (c == ' ' || c == '\n' || c == '\t' || c == '\r') p->pos++;
        else break;
    }
}

static __attribute__((noinline)) uint32_t scan_ident(Parser *p) {
    uint32_t h = 2166136261u;
    size_t start = p->pos;
    while (p->pos < p->len) {
        char c = p->s[p->pos];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
            (c >= '0' && c <= '9') || c == '_' || c == '-') {
            h = (h ^ (uint8_t)c) * 16777619u;
            p->pos++;
        } else break;
    }
    if (p->pos == start) fail(p, "identifier expected");
    return h;
}

static __attribute__((noinline)) int64_t parse_number(Parser *p) {
    int neg = 0;
    int64_t v = 0;
    if (p->s[p->pos] == '-') { neg = 1; p->pos++; }
    if (p->s[p->pos] < '0' || p->s[p->pos] > '9') fail(p, "digit expected");
    while (p->pos < p->len && p->s[p->pos] >= '0' && p->s[p->pos] <= '9') {
        v = v * 10 + (p->s[p->pos] - '0');
        p->pos++;
    }
    return neg ? -v : v;
}

/* Interning of payload digests: an open-addressing set, so repeated strings
 * map to one id (the importer later stores ids, not strings). */
#define INTERN_BITS 16
static uint64_t intern_keys[1u << INTERN_BITS];
static uint32_t intern_count;
static uint32_t intern_overflow;    /* payloads that could not be interned */

static __attribute__((noinline)) uint32_t intern_digest(uint64_t h) {
    if (h == 0) h = 1;
    uint32_t i = (uint32_t)(h >> 40) & ((1u << INTERN_BITS) - 1);
    for (;;) {
        if (intern_keys[i] == h) return i;
        if (intern_keys[i] == 0) {
            if (intern_count < (1u << INTERN_BITS) / 2) {
                intern_keys[i] = h;
                intern_count++;
                return i;
            }
            return (uint32_t)-1;     /* table full: not interned */
        }
        i = (i + 1) & ((1u << INTERN_BITS) - 1);
    }
}

/* Digest of one string payload: unescape, case-fold, hash, intern.
 * Returns the intern id. */
#if !SLOW_DIGEST
static __attribute__((noinline)) uint32_t digest_leaf(const char *s, size_t n) {
    /* single pass: unescape + fold + hash on the fly */
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '\\' && i + 1 < n) {
            c = (unsigned char)s[++i];
            if (c == 'n') c = '\n';
            else if (c == 't') c = '\t';
        }
        if (c >= 'A' && c <= 'Z') c += 32;
        h = (h ^ c) * 1099511628211ull;
    }
    uint32_t id = intern_digest(h);
    if (id == (uint32_t)-1) intern_overflow++;
    return id;
}
#else
static unsigned char fold_table[256];
static void init_fold_table(void) {
    for (int c = 0; c < 256; c++)
        fold_table[c] = (unsigned char)((c >= 'A' && c <= 'Z') ? c + 32 : c);
}
static __attribute__((noinline)) uint32_t digest_leaf(const char *s, size_t n) {
    /* "cleaner" rewrite: unescape into a scratch buffer first, then
     * case-fold it through a lookup table, then hash it -- three passes
     * over the payload instead of one */
    char buf[512];
    size_t m = 0;
    for (size_t i = 0; i < n && m < sizeof buf; i++) {
        char c = s[i];
        if (c == '\\' && i + 1 < n) {
            c = s[++i];
            if (c == 'n') c = '\n';
            else if (c == 't') c = '\t';
        }
        buf[m++] = c;
    }
    for (size_t i = 0; i < m; i++)
        buf[i] = (char)fold_table[(unsigned char)buf[i]];
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < m; i++)
        h = (h ^ (unsigned char)buf[i]) * 1099511628211ull;
    uint32_t id = intern_digest(h);
    if (id == (uint32_t)-1) intern_overflow++;
    return id;
}
#endif

static __attribute__((noinline)) void parse_string(Parser *p) {
    p->pos++; /* opening quote */
    size_t start = p->pos;
    while (p->pos < p->len && p->s[p->pos] != '"') {
        if (p->s[p->pos] == '\\') p->pos++;
        p->pos++;
    }
    if (p->pos >= p->len) fail(p, "unterminated string");
    uint32_t d = digest_leaf(p->s + start, p->pos - start);
    p->acc = (p->acc ^ d) * 0x9E3779B97F4A7C15ull + 1;
    p->leaves++;
    p->pos++; /* closing quote */
}

static __attribute__((noinline)) uint64_t parse_node(Parser *p, int depth) {
    uint64_t local = (uint64_t)depth * 0x100000001b3ull;
    skip_ws(p);
    if (p->s[p->pos] != '(') fail(p, "'(' expected");
    p->pos++;
    skip_ws(p);
    local ^= scan_ident(p);
    for (;;) {
        skip_ws(p);
        char c = p->s[p->pos];
        if (c == ')') { p->pos++; break; }
        if (c == '"') { parse_string(p); continue; }
        if (c == '(') {
            /* child: recursion, and the result is folded in afterwards,
             * so the call is not a tail call */
            uint64_t child = parse_node(p, depth + 1);
            local = (local ^ child) * 31 + (uint64_t)depth;
            continue;
        }
        uint32_t key = scan_ident(p);
        skip_ws(p);
        if (p->s[p->pos] != '=') fail(p, "'=' expected");
        p->pos++;
        skip_ws(p);
        int64_t v = parse_number(p);
        local += key * (uint64_t)v;
        p->attrs++;
    }
    p->nodes++;
    p->acc += local;
    return local;
}

/* ---- document generator ------------------------------------------------ */
typedef struct { char *b; size_t n, cap; } Buf;
static void put(Buf *b, const char *s, size_t n) {
    if (b->n + n + 1 > b->cap) {
        b->cap = (b->cap + n) * 2;
        b->b = realloc(b->b, b->cap);
    }
    memcpy(b->b + b->n, s, n);
    b->n += n;
    b->b[b->n] = 0;
}
static void puts_(Buf *b, const char *s) { put(b, s, strlen(s)); }

static uint32_t rng = 12345;
static uint32_t rnd(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

static void gen_string(Buf *b) {
    char tmp[160];
    int n = 70 + (int)(rnd() % 60), k = 0;
    tmp[k++] = '"';
    for (int i = 0; i < n; i++) {
        uint32_t r = rnd() % 40;
        if (r == 0) { tmp[k++] = '\\'; tmp[k++] = 'n'; }
        else if (r < 10) tmp[k++] = (char)('A' + rnd() % 26);
        else tmp[k++] = (char)('a' + rnd() % 26);
    }
    tmp[k++] = '"';
    tmp[k++] = ' ';
    put(b, tmp, (size_t)k);
}

static void gen_node(Buf *b, int depth) {
    char tmp[64];
    snprintf(tmp, sizeof tmp, "(n%d", depth);
    puts_(b, tmp);
    int nattr = 1 + (int)(rnd() % 3);
    for (int i = 0; i < nattr; i++) {
        snprintf(tmp, sizeof tmp, " k%u=%d", rnd() % 100, (int)(rnd() % 20000) - 10000);
        puts_(b, tmp);
    }
    puts_(b, " ");
    if (depth >= LEAF_FROM) {
        int nstr = 2 + (int)(rnd() % 3);
        for (int i = 0; i < nstr; i++) gen_string(b);
    }
    if (depth + 1 < DEPTH) gen_node(b, depth + 1);
    puts_(b, ")\n");
}

int main(int argc, char **argv) {
    int docs = argc > 1 ? atoi(argv[1]) : 20000;
    Buf b = {0};
#if SLOW_DIGEST
    init_fold_table();
#endif
    for (int d = 0; d < 8; d++) gen_node(&b, 0);   /* 8 top-level chains */
    uint64_t total = 0;
    long nodes = 0, leaves = 0;
    for (int it = 0; it < docs; it++) {
        Parser p = { b.b, 0, b.n, (uint64_t)it, 0, 0, 0 };
        for (int d = 0; d < 8; d++) total ^= parse_node(&p, 0);
        total += p.acc;
        nodes += p.nodes;
        leaves += p.leaves;
    }
    printf("docs=%d bytes=%zu nodes=%ld leaves=%ld interned=%u overflow=%u digest=%016llx\n",
           docs, b.n, nodes, leaves, intern_count, intern_overflow, (unsigned long long)total);
    return 0;
}
