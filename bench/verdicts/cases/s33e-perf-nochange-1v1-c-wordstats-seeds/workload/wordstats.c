/* Generates a pseudo-random corpus of words from a seed, counts them in an open-addressing hash table,
 * sorts the distinct words by count (qsort) and prints a checksum. Usage: wordstats SEED ROUNDS */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define NWORDS 400000
#define TABSZ (1u << 17)

typedef struct { char w[12]; uint32_t count; } Entry;
static Entry table[TABSZ];
static char corpus[NWORDS][12];

static uint64_t rng;
static inline uint64_t next(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

__attribute__((noinline)) static void gen_corpus(void) {
    for (int i = 0; i < NWORDS; i++) {
        uint64_t r = next();
        int len = 3 + (int)(r % 7);
        uint64_t v = (r >> 8) % 20000;           /* ~20k distinct words, skewed by squaring */
        v = (v * v) / 20000;
        for (int k = 0; k < len; k++) { corpus[i][k] = (char)('a' + (v + k * 7) % 26); v /= 3; }
        corpus[i][len] = 0;
    }
}

static inline uint32_t hash_word(const char *s) {
    uint32_t h = 2166136261u;
    while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
    return h;
}

__attribute__((noinline)) static void count_words(void) {
    for (int i = 0; i < NWORDS; i++) {
        uint32_t h = hash_word(corpus[i]) & (TABSZ - 1);
        while (table[h].count && strcmp(table[h].w, corpus[i]) != 0) h = (h + 1) & (TABSZ - 1);
        if (!table[h].count) memcpy(table[h].w, corpus[i], 12);
        table[h].count++;
    }
}

static int by_count(const void *a, const void *b) {
    const Entry *x = a, *y = b;
    if (x->count != y->count) return x->count < y->count ? 1 : -1;
    return strcmp(x->w, y->w);
}

__attribute__((noinline)) static uint64_t rank_words(void) {
    static Entry tmp[TABSZ];
    int n = 0;
    for (uint32_t i = 0; i < TABSZ; i++) if (table[i].count) tmp[n++] = table[i];
    qsort(tmp, n, sizeof(Entry), by_count);
    uint64_t sum = 0;
    for (int i = 0; i < n && i < 100; i++) sum = sum * 31 + tmp[i].count + (unsigned char)tmp[i].w[0];
    return sum;
}

int main(int argc, char **argv) {
    rng = 0x2545F4914F6CDD1Dull ^ (uint64_t)strtoull(argc > 1 ? argv[1] : "1", 0, 10) * 0x9E3779B97F4A7C15ull;
    int rounds = argc > 2 ? atoi(argv[2]) : 40;
    uint64_t total = 0;
    for (int r = 0; r < rounds; r++) {
        memset(table, 0, sizeof table);
        gen_corpus();
        count_words();
        total ^= rank_words() + (uint64_t)r;
    }
    printf("checksum=%llu\n", (unsigned long long)total);
    return 0;
}
