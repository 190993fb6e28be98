/* calc: generates random nested arithmetic expressions over named variables and
 * evaluates them with a recursive-descent parser (expr -> term -> factor -> expr).
 * Every identifier reference (variables and function names, at every nesting depth)
 * goes through symtab_lookup(). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <ctype.h>

#ifndef NOVERRIDE
#define NOVERRIDE 12
#endif
#define NOINLINE __attribute__((noinline))

/* ---------- random input generation ---------- */
static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;
static uint32_t rnd(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state >> 16);
}

#define NVARS 400
static char var_names[NVARS][24];
static const char *func_names[] = { "abs", "max", "min", "clamp8", "mix" };
#define NFUNCS 5

typedef struct { char *buf; size_t len, cap; } sbuf;
static void sb_putc(sbuf *b, char c) {
    if (b->len + 1 >= b->cap) { b->cap = b->cap ? b->cap * 2 : 256; b->buf = realloc(b->buf, b->cap); }
    b->buf[b->len++] = c; b->buf[b->len] = 0;
}
static void sb_puts(sbuf *b, const char *s) { while (*s) sb_putc(b, *s++); }

static void gen_expr(sbuf *b, int depth);
static void gen_factor(sbuf *b, int depth) {
    uint32_t r = rnd() % 10;
    if (depth <= 0 || r < 3) {
        if (rnd() % 3 == 0) { char num[16]; snprintf(num, sizeof num, "%u", rnd() % 1000); sb_puts(b, num); }
        else sb_puts(b, var_names[rnd() % NVARS]);
    } else if (r < 6) {
        sb_putc(b, '('); gen_expr(b, depth - 1); sb_putc(b, ')');
    } else if (r < 8) {
        int f = rnd() % NFUNCS;
        sb_puts(b, func_names[f]); sb_putc(b, '(');
        gen_expr(b, depth - 1);
        if (f >= 1) { sb_putc(b, ','); gen_expr(b, depth - 1); }
        sb_putc(b, ')');
    } else {
        sb_putc(b, '-'); gen_factor(b, depth - 1);
    }
}
static void gen_term(sbuf *b, int depth) {
    gen_factor(b, depth);
    int n = rnd() % 4 == 0;
    for (int i = 0; i < n; i++) { sb_putc(b, "*/%"[rnd() % 3]); gen_factor(b, depth); }
}
static void gen_expr(sbuf *b, int depth) {
    gen_term(b, depth);
    int n = rnd() % 3 == 0;
    for (int i = 0; i < n; i++) { sb_putc(b, "+-"[rnd() % 2]); gen_term(b, depth); }
}

/* ---------- symbol table ---------- */
typedef struct sym { const char *name; uint32_t hash; int kind; long value; struct sym *next; } sym;
#define TABSIZE 1024
static sym *table[TABSIZE];

static uint32_t hash_name(const char *s, size_t n) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 16777619u; }
    return h;
}

/* s is NUL-terminated, tok is a token of length n */
static inline int name_eq(const char *s, const char *tok, size_t n) {
    for (size_t i = 0; i < n; i++) if (s[i] != tok[i]) return 0;
    return s[n] == 0;
}

static void symtab_define(const char *name, int kind, long value) {
    sym *s = malloc(sizeof *s);
    s->name = name; s->hash = hash_name(name, strlen(name)); s->kind = kind; s->value = value;
    s->next = table[s->hash % TABSIZE]; table[s->hash % TABSIZE] = s;
}

/* Session overrides: a short list of re-bound names, consulted before the globals.
 * (It is small, so a plain array scanned in order.) */
#define MAXOV 64
static sym overrides[MAXOV];
static int noverrides;

static void override_define(const char *name, long value) {
    if (noverrides == MAXOV) return;
    sym *s = &overrides[noverrides++];
    s->name = name; s->hash = 0; s->kind = 0; s->value = value; s->next = NULL;
}

/* Look up an identifier token (not NUL-terminated): session overrides first, then
 * the global table. */
NOINLINE static sym *symtab_lookup(const char *name, size_t n) {
    for (int i = 0; i < noverrides; i++)
        if (name_eq(overrides[i].name, name, n)) return &overrides[i];
    uint32_t h = hash_name(name, n);
    for (sym *s = table[h % TABSIZE]; s; s = s->next)
        if (s->hash == h && name_eq(s->name, name, n)) return s;
    return NULL;
}

/* ---------- recursive-descent evaluator ---------- */
typedef struct { const char *p; int depth, maxdepth; long errors; } parser;

static void skip_ws(parser *ps) { while (*ps->p == ' ') ps->p++; }

NOINLINE static long parse_expr(parser *ps);

NOINLINE static long parse_factor(parser *ps) {
    skip_ws(ps);
    char c = *ps->p;
    if (c == '(') {
        ps->p++;
        ps->depth++; if (ps->depth > ps->maxdepth) ps->maxdepth = ps->depth;
        long v = parse_expr(ps);
        ps->depth--;
        if (*ps->p == ')') ps->p++; else ps->errors++;
        return v;
    }
    if (c == '-') { ps->p++; return -parse_factor(ps); }
    if (isdigit((unsigned char)c)) {
        long v = 0;
        while (isdigit((unsigned char)*ps->p)) v = v * 10 + (*ps->p++ - '0');
        return v;
    }
    if (isalpha((unsigned char)c)) {
        const char *start = ps->p;
        while (isalnum((unsigned char)*ps->p) || *ps->p == '_') ps->p++;
        sym *s = symtab_lookup(start, (size_t)(ps->p - start));
        if (!s) { ps->errors++; return 0; }
        if (s->kind == 0) return s->value;
        /* function call */
        if (*ps->p != '(') { ps->errors++; return 0; }
        ps->p++;
        ps->depth++;
        long a = parse_expr(ps), b = 0;
        if (*ps->p == ',') { ps->p++; b = parse_expr(ps); }
        ps->depth--;
        if (*ps->p == ')') ps->p++; else ps->errors++;
        switch (s->value) {
        case 0: return a < 0 ? -a : a;
        case 1: return a > b ? a : b;
        case 2: return a < b ? a : b;
        case 3: return a < 0 ? 0 : (a > 255 ? 255 : a) + (b & 0);
        default: return (a * 3 + b) / 4;
        }
    }
    ps->errors++;
    ps->p++;
    return 0;
}

NOINLINE static long parse_term(parser *ps) {
    long v = parse_factor(ps);
    for (;;) {
        skip_ws(ps);
        char op = *ps->p;
        if (op != '*' && op != '/' && op != '%') return v;
        ps->p++;
        long r = parse_factor(ps);
        if (op == '*') v = (v * r) % 1000003;
        else if (r == 0) v = 0; /* x/0 and x%0 are defined as 0 */
        else if (op == '/') v /= r;
        else v %= r;
    }
}

NOINLINE static long parse_expr(parser *ps) {
    long v = parse_term(ps);
    for (;;) {
        skip_ws(ps);
        char op = *ps->p;
        if (op != '+' && op != '-') return v;
        ps->p++;
        long r = parse_term(ps);
        v = op == '+' ? v + r : v - r;
    }
}

int main(int argc, char **argv) {
    int nexpr = argc > 1 ? atoi(argv[1]) : 2000;
    int rounds = argc > 2 ? atoi(argv[2]) : 100;
    for (int i = 0; i < NVARS; i++) {
        static const char *stems[] = { "count", "total", "offset", "width", "height", "scale", "bias", "rate" };
        snprintf(var_names[i], sizeof var_names[i], "%s_%d", stems[i % 8], i);
        symtab_define(var_names[i], 0, (long)(rnd() % 500) - 100);
    }
    for (int i = 0; i < NFUNCS; i++) symtab_define(func_names[i], 1, i);
    /* the session re-binds some variables (to the value they already have) */
    for (int i = 0; i < NVARS; i += NVARS / NOVERRIDE) {
        sym *g = symtab_lookup(var_names[i], strlen(var_names[i]));
        override_define(var_names[i], g->value);
    }

    size_t total_len = 0;
    char **exprs = malloc(sizeof(char *) * nexpr);
    for (int i = 0; i < nexpr; i++) {
        sbuf b = {0};
        gen_expr(&b, 8 + rnd() % 8);
        exprs[i] = b.buf;
        total_len += b.len;
    }
    long checksum = 0, errors = 0; int maxdepth = 0;
    for (int r = 0; r < rounds; r++) {
        for (int i = 0; i < nexpr; i++) {
            parser ps = { exprs[i], 0, 0, 0 };
            checksum += parse_expr(&ps);
            errors += ps.errors;
            if (ps.maxdepth > maxdepth) maxdepth = ps.maxdepth;
        }
    }
    printf("input=%zu chars ", total_len);
    printf("exprs=%d rounds=%d checksum=%ld errors=%ld maxdepth=%d\n", nexpr, rounds, checksum, errors, maxdepth);
    return 0;
}
