// Recursive-descent evaluator for generated arithmetic expressions with variables.
// gen_expr (recursive) writes random nested expressions with lots of blanks into a buffer;
// parse_expr -> parse_term -> parse_unary -> parse_primary (-> parse_expr for parentheses)
// evaluates them; every level calls skip_blank() before looking at the next character.
// lookup_var hashes identifiers into a small symbol table.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>

#ifndef SLOW_BLANK
#define SLOW_BLANK 0
#endif

static uint64_t rng = 88172645463325252ULL;
static inline uint32_t rnd(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return (uint32_t)rng; }

typedef struct { const char *s; size_t pos; int depth, maxdepth; } P;

static const char *VARS[] = {"alpha", "beta", "gamma", "delta", "x1", "x2", "y_total", "rate", "count", "z"};
static double var_vals[64];
static char var_names[64][16];

__attribute__((noinline)) static void emit_blank(char **w) {
  int n = rnd() % 4;
  for (int i = 0; i < n; i++) *(*w)++ = (rnd() & 7) ? ' ' : '\t';
}

__attribute__((noinline)) static void gen_expr(char **w, int depth) {
  int terms = 1 + rnd() % 3;
  for (int t = 0; t < terms; t++) {
    if (t) { emit_blank(w); *(*w)++ = "+-*/"[rnd() % 4]; emit_blank(w); }
    int k = rnd() % 10;
    if (depth < 14 && k < 5) {
      *(*w)++ = '('; emit_blank(w); gen_expr(w, depth + 1); emit_blank(w); *(*w)++ = ')';
    } else if (k < 8) {
      *w += sprintf(*w, "%u.%u", rnd() % 1000, rnd() % 100);
    } else {
      const char *v = VARS[rnd() % 10]; size_t l = strlen(v); memcpy(*w, v, l); *w += l;
    }
  }
}

__attribute__((noinline)) void skip_blank(P *p) {
  const char *s = p->s + p->pos;
  while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') s++;
#if SLOW_BLANK
  // after: also tracks the column (tab stops) for error messages by rescanning the consumed blanks
  volatile int col = 0;
  for (const char *q = p->s + p->pos; q < s; q++) col = (*q == '\t') ? (col + 8) & ~7 : col + 1;
#endif
  p->pos = s - p->s;
}

__attribute__((noinline)) double lookup_var(const char *name, size_t len) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < len; i++) h = (h ^ (unsigned char)name[i]) * 16777619u;
  for (uint32_t i = h & 63;; i = (i + 1) & 63) {
    if (strncmp(var_names[i], name, len) == 0 && var_names[i][len] == 0) return var_vals[i];
    if (!var_names[i][0]) return 0.0;
  }
}

__attribute__((noinline)) double parse_number(P *p) {
  double v = 0, scale = 1; const char *s = p->s + p->pos;
  while (*s >= '0' && *s <= '9') v = v * 10 + (*s++ - '0');
  if (*s == '.') { s++; while (*s >= '0' && *s <= '9') { scale *= 0.1; v += (*s++ - '0') * scale; } }
  p->pos = s - p->s;
  return v;
}

double parse_expr(P *p);

__attribute__((noinline)) double parse_primary(P *p) {
  skip_blank(p);
  char c = p->s[p->pos];
  if (c == '(') {
    p->pos++;
    if (++p->depth > p->maxdepth) p->maxdepth = p->depth;
    double v = parse_expr(p);
    skip_blank(p);
    if (p->s[p->pos] == ')') p->pos++;
    p->depth--;
    return v;
  }
  if (c >= '0' && c <= '9') return parse_number(p);
  size_t st = p->pos;
  while ((p->s[p->pos] >= 'a' && p->s[p->pos] <= 'z') || p->s[p->pos] == '_' || (p->s[p->pos] >= '0' && p->s[p->pos] <= '9')) p->pos++;
  return lookup_var(p->s + st, p->pos - st);
}

__attribute__((noinline)) double parse_unary(P *p) {
  skip_blank(p);
  if (p->s[p->pos] == '-') { p->pos++; return -parse_unary(p); }
  return parse_primary(p);
}

__attribute__((noinline)) double parse_term(P *p) {
  double v = parse_unary(p);
  for (;;) {
    skip_blank(p);
    char c = p->s[p->pos];
    if (c != '*' && c != '/') return v;
    p->pos++;
    double r = parse_unary(p);
    v = (c == '*') ? v * r : (fabs(r) < 1e-9 ? v : v / r);
  }
}

__attribute__((noinline)) double parse_expr(P *p) {
  double v = parse_term(p);
  for (;;) {
    skip_blank(p);
    char c = p->s[p->pos];
    if (c != '+' && c != '-') return v;
    p->pos++;
    double r = parse_term(p);
    v = (c == '+') ? v + r : v - r;
  }
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 200;
  for (int i = 0; i < 10; i++) {
    uint32_t h = 2166136261u;
    for (const char *q = VARS[i]; *q; q++) h = (h ^ (unsigned char)*q) * 16777619u;
    uint32_t j = h & 63; while (var_names[j][0]) j = (j + 1) & 63;
    strcpy(var_names[j], VARS[i]); var_vals[j] = 1.5 + i;
  }
  char *buf = malloc(1 << 22);
  double acc = 0; long chars = 0; int maxd = 0;
  for (int r = 0; r < rounds; r++) {
    char *w = buf;
    for (int e = 0; e < 200; e++) { gen_expr(&w, 0); *w++ = ';'; }
    *w = 0; chars += w - buf;
    P p = {buf, 0, 0, 0};
    for (int pass = 0; pass < 6; pass++) {   // evaluate the batch several times (different var values)
      p.pos = 0;
      var_vals[r % 64] += 0.25;
      while (p.s[p.pos]) { acc += parse_expr(&p); if (p.s[p.pos] == ';') p.pos++; else break; }
    }
    if (p.maxdepth > maxd) maxd = p.maxdepth;
  }
  printf("acc=%g chars=%ld maxdepth=%d\n", acc, chars, maxd);
  return 0;
}
