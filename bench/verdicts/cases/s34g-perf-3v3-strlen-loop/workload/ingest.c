/* Ingest of CSV-like event records: generate a line, split fields, normalise
 * the user name in place, parse numbers, hash the record and aggregate by user.
 *
 * -DAFTER: normalize_name() tests `i < strlen(name)` in its loop condition
 * instead of stopping at the terminating NUL (strlen is re-run every
 * iteration, and cannot be hoisted because the loop writes to name). */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))
#define TABLE 65536

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static inline uint64_t rng(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

static const char *FIRST[] = {"Alice", "Bartholomew", "Chen", "Dmitri", "Evangeline", "Farouk",
                              "Giulia", "Hiroshi", "Ingrid", "Jean-Baptiste", "Kwame", "Ludmila"};
static const char *LAST[] = {"Okonkwo", "Van-Der-Berg", "Nakamura", "Fitzgerald", "Oyelaran",
                             "Rasmussen", "Castellanos", "Abernathy"};
static const char *ACTIONS[] = {"login", "logout", "purchase", "refund", "view", "search"};

struct rec {
    char *ts, *user, *action, *amount, *items, *region;
};

struct agg {
    uint64_t key;
    double total;
    long count, items;
};
static struct agg table[TABLE];

NOINLINE int gen_line(char *buf, size_t cap, long i) {
    uint64_t r = rng();
    return snprintf(buf, cap, "%ld,%s_%s_%02u,%s,%u.%02u,%u,eu-west-%u",
                    1700000000L + i, FIRST[r % 12], LAST[(r >> 8) % 8], (unsigned)((r >> 16) % 100),
                    ACTIONS[(r >> 24) % 6], (unsigned)((r >> 32) % 5000), (unsigned)((r >> 44) % 100),
                    (unsigned)((r >> 52) % 20), (unsigned)((r >> 58) % 4));
}

NOINLINE int split_fields(char *line, struct rec *out) {
    char *f[6];
    int n = 0;
    f[n++] = line;
    for (char *p = line; *p && n < 6; p++) {
        if (*p == ',') { *p = '\0'; f[n++] = p + 1; }
    }
    if (n != 6) return -1;
    out->ts = f[0]; out->user = f[1]; out->action = f[2];
    out->amount = f[3]; out->items = f[4]; out->region = f[5];
    return 0;
}

/* lower-case, and map '-' and '_' to '.', in place */
NOINLINE void normalize_name(char *name) {
#ifdef AFTER
    for (size_t i = 0; i < strlen(name); i++) {
#else
    for (size_t i = 0; name[i] != '\0'; i++) {
#endif
        char c = name[i];
        if (c == '-' || c == '_') name[i] = '.';
        else name[i] = (char)tolower((unsigned char)c);
    }
}

NOINLINE uint64_t hash_str(const char *s, uint64_t h) {
    while (*s) { h ^= (unsigned char)*s++; h *= 0x100000001b3ull; }
    return h;
}

NOINLINE void aggregate(const struct rec *r) {
    uint64_t key = hash_str(r->user, 0xcbf29ce484222325ull);
    key = hash_str(r->region, key);
    double amount = strtod(r->amount, NULL);
    long items = strtol(r->items, NULL, 10);
    size_t slot = key & (TABLE - 1);
    while (table[slot].key && table[slot].key != key) slot = (slot + 1) & (TABLE - 1);
    table[slot].key = key;
    table[slot].total += amount;
    table[slot].count++;
    table[slot].items += items;
}

NOINLINE int process_line(char *line) {
    struct rec r;
    if (split_fields(line, &r)) return -1;
    normalize_name(r.user);
    if (strtol(r.ts, NULL, 10) <= 0) return -1;
    aggregate(&r);
    return 0;
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 4000000;
    char buf[256];
    long bad = 0;
    for (long i = 0; i < n; i++) {
        gen_line(buf, sizeof buf, i);
        bad += process_line(buf) != 0;
    }
    long users = 0; double total = 0;
    for (int i = 0; i < TABLE; i++) if (table[i].key) { users++; total += table[i].total; }
    printf("records=%ld bad=%ld keys=%ld total=%.2f\n", n, bad, users, total);
    return 0;
}
