/* Small word-frequency counter: generate a pseudo-random text, tokenize it,
 * count words in an open-addressing hash table, then sort the table and
 * print the top entries and a checksum. Same source for before and after. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define TABLE_BITS 16
#define TABLE_SIZE (1u << TABLE_BITS)

struct entry { char word[24]; uint32_t hash; uint32_t count; };
static struct entry table[TABLE_SIZE];

static uint32_t rng = 2463534242u;
static inline uint32_t xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

__attribute__((noinline)) static size_t gen_text(char *buf, size_t cap) {
    static const char *syll[] = {"ka","lo","mi","ne","ru","sa","to","vi","zu","pe","da","go"};
    size_t n = 0;
    while (n + 32 < cap) {
        uint32_t r = xorshift();
        int k = 1 + (int)(r % 4);
        for (int i = 0; i < k; i++) {
            const char *s = syll[(r >> (4 + 3 * i)) % 12];
            buf[n++] = s[0]; buf[n++] = s[1];
        }
        buf[n++] = (r >> 28) ? ' ' : '\n';
    }
    buf[n] = 0;
    return n;
}

__attribute__((noinline)) static uint32_t hash_word(const char *w, size_t len) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < len; i++) { h ^= (unsigned char)w[i]; h *= 16777619u; }
    return h;
}

__attribute__((noinline)) static void count_word(const char *w, size_t len) {
    uint32_t h = hash_word(w, len);
    uint32_t i = h & (TABLE_SIZE - 1);
    for (;;) {
        struct entry *e = &table[i];
        if (e->count == 0) {
            memcpy(e->word, w, len); e->word[len] = 0; e->hash = h; e->count = 1; return;
        }
        if (e->hash == h && strncmp(e->word, w, len) == 0 && e->word[len] == 0) { e->count++; return; }
        i = (i + 1) & (TABLE_SIZE - 1);
    }
}

__attribute__((noinline)) static size_t tokenize(const char *text, size_t n) {
    size_t words = 0, start = 0;
    for (size_t i = 0; i <= n; i++) {
        char c = text[i];
        if (c == ' ' || c == '\n' || c == 0) {
            if (i > start) { count_word(text + start, i - start); words++; }
            start = i + 1;
        }
    }
    return words;
}

static int by_count(const void *a, const void *b) {
    const struct entry *x = a, *y = b;
    if (x->count != y->count) return x->count < y->count ? 1 : -1;
    return strcmp(x->word, y->word);
}

__attribute__((noinline)) static uint64_t report(int top) {
    qsort(table, TABLE_SIZE, sizeof table[0], by_count);
    uint64_t sum = 0;
    for (uint32_t i = 0; i < TABLE_SIZE; i++) sum = sum * 31 + table[i].count;
    for (int i = 0; i < top; i++) printf("%-12s %u\n", table[i].word, table[i].count);
    return sum;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 20;
    size_t cap = 8u << 20;
    char *buf = malloc(cap + 1);
    uint64_t words = 0, sum = 0;
    for (int r = 0; r < rounds; r++) {
        memset(table, 0, sizeof table);
        size_t n = gen_text(buf, cap);
        words += tokenize(buf, n);
        sum ^= report(r == rounds - 1 ? 5 : 0) + (uint64_t)r;
    }
    printf("rounds=%d words=%llu checksum=%016llx\n", rounds, (unsigned long long)words, (unsigned long long)sum);
    free(buf);
    return 0;
}
