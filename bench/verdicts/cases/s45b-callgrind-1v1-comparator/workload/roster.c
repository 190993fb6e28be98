/* Roster report: generate member records, parse them from CSV lines,
 * sort by surname/given name (case-insensitive), group and checksum.
 * -DNORMALIZE_KEYS (after): the comparator builds normalised copies of
 * both keys (lowercase, spaces dropped) and strcmp()s them instead of
 * comparing case-insensitively in place.  Same ordering, same output. */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char surname[24];
    char given[24];
    int year;
    int score;
} member_t;

static uint64_t rng_state = 0x9E3779B97F4A7C15ULL;
static uint64_t rng(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

static const char *SYL[] = {"an", "Ber", "ca", "Dor", "el", "Fin", "ga", "Hol", "is", "Jan", "ko", "Lem"};

static void make_name(char *out, int n) {
    out[0] = 0;
    for (int i = 0; i < n; i++) strcat(out, SYL[rng() % 12]);
    out[0] = (char)toupper((unsigned char)out[0]);
}

static char *generate_csv(int n, size_t *len) {
    char *buf = malloc((size_t)n * 80), *p = buf;
    for (int i = 0; i < n; i++) {
        char s[24], g[24];
        make_name(s, 2 + rng() % 3);
        make_name(g, 1 + rng() % 3);
        p += sprintf(p, "%s,%s,%d,%d\n", s, g, 1950 + (int)(rng() % 60), (int)(rng() % 1000));
    }
    *len = (size_t)(p - buf);
    return buf;
}

static int parse_members(const char *csv, member_t *out, int max) {
    int n = 0;
    const char *p = csv;
    while (*p && n < max) {
        member_t *m = &out[n];
        const char *c1 = strchr(p, ','), *c2 = strchr(c1 + 1, ',');
        memcpy(m->surname, p, (size_t)(c1 - p)); m->surname[c1 - p] = 0;
        memcpy(m->given, c1 + 1, (size_t)(c2 - c1 - 1)); m->given[c2 - c1 - 1] = 0;
        m->year = (int)strtol(c2 + 1, (char **)&p, 10);
        m->score = (int)strtol(p + 1, (char **)&p, 10);
        p++;
        n++;
    }
    return n;
}

#ifdef NORMALIZE_KEYS
static void normalize_key(char *dst, const char *src) {
    for (; *src; src++)
        if (*src != ' ') *dst++ = (char)tolower((unsigned char)*src);
    *dst = 0;
}

static int compare_members(const void *a, const void *b) {
    const member_t *x = a, *y = b;
    char kx[64], ky[64];
    normalize_key(kx, x->surname); normalize_key(ky, y->surname);
    int c = strcmp(kx, ky);
    if (c) return c;
    normalize_key(kx, x->given); normalize_key(ky, y->given);
    c = strcmp(kx, ky);
    if (c) return c;
    return x->year - y->year;
}
#else
static int compare_members(const void *a, const void *b) {
    const member_t *x = a, *y = b;
    int c = strcasecmp(x->surname, y->surname);
    if (c) return c;
    c = strcasecmp(x->given, y->given);
    if (c) return c;
    return x->year - y->year;
}
#endif

static uint64_t group_and_digest(const member_t *m, int n) {
    uint64_t h = 1469598103934665603ULL;
    int groups = 0;
    for (int i = 0; i < n; i++) {
        if (i == 0 || strcasecmp(m[i].surname, m[i - 1].surname)) groups++;
        for (const char *s = m[i].surname; *s; s++) { h ^= (unsigned char)*s; h *= 1099511628211ULL; }
        h ^= (uint64_t)m[i].score * 31 + (uint64_t)m[i].year;
        h *= 1099511628211ULL;
    }
    return h ^ (uint64_t)groups;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 20000;
    size_t len;
    char *csv = generate_csv(n, &len);
    member_t *m = malloc(sizeof(member_t) * (size_t)n);
    int got = parse_members(csv, m, n);
    qsort(m, (size_t)got, sizeof(member_t), compare_members);
    uint64_t h = group_and_digest(m, got);
    printf("members=%d first=%s,%s last=%s,%s digest=%016llx\n", got, m[0].surname, m[0].given,
           m[got - 1].surname, m[got - 1].given, (unsigned long long)h);
    free(m); free(csv);
    return 0;
}
