/* Word-frequency pipeline over a deterministic pseudo-random text:
 * generate_text -> tokenize -> hash_word/insert_word (open-addressing table) -> sort_counts -> checksum.
 * Used unchanged for both "before" and "after" (no-change control). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TEXT_BYTES (24u << 20)
#define TABLE_SIZE (1u << 16)
#define ROUNDS 10

struct entry { char word[16]; uint32_t len; uint32_t count; };
static struct entry table[TABLE_SIZE];
static uint32_t used, overflow;

__attribute__((noinline)) static void generate_text(char *buf, size_t n, uint64_t seed) {
    uint64_t x = seed;
    for (size_t i = 0; i < n; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        uint32_t r = (uint32_t)(x % 64);
        buf[i] = r < 14 ? ' ' : (char)('a' + (r % 8));
    }
}

__attribute__((noinline)) static uint32_t hash_word(const char *w, uint32_t len) {
    uint32_t h = 2166136261u;
    for (uint32_t i = 0; i < len; i++) { h ^= (uint8_t)w[i]; h *= 16777619u; }
    return h;
}

__attribute__((noinline)) static void insert_word(const char *w, uint32_t len) {
    if (len > 15) len = 15;
    uint32_t h = hash_word(w, len) & (TABLE_SIZE - 1);
    for (;;) {
        struct entry *e = &table[h];
        if (e->len == 0) {
            if (used >= TABLE_SIZE / 2) { overflow++; return; } /* table full enough: count as "other" */
            memcpy(e->word, w, len); e->len = len; e->count = 1; used++; return;
        }
        if (e->len == len && memcmp(e->word, w, len) == 0) { e->count++; return; }
        h = (h + 1) & (TABLE_SIZE - 1);
    }
}

__attribute__((noinline)) static size_t tokenize(const char *buf, size_t n) {
    size_t words = 0, i = 0;
    while (i < n) {
        while (i < n && buf[i] == ' ') i++;
        size_t start = i;
        while (i < n && buf[i] != ' ') i++;
        if (i > start) { insert_word(buf + start, (uint32_t)(i - start)); words++; }
    }
    return words;
}

static int by_count(const void *a, const void *b) {
    const struct entry *x = a, *y = b;
    return (x->count < y->count) - (x->count > y->count);
}

__attribute__((noinline)) static uint64_t sort_counts(void) {
    static struct entry copy[TABLE_SIZE];
    memcpy(copy, table, sizeof table);
    qsort(copy, TABLE_SIZE, sizeof copy[0], by_count);
    uint64_t s = 0;
    for (int i = 0; i < 100; i++) s = s * 31 + copy[i].count;
    return s;
}

int main(void) {
    char *buf = malloc(TEXT_BYTES);
    uint64_t check = 0; size_t words = 0;
    for (int r = 0; r < ROUNDS; r++) {
        memset(table, 0, sizeof table); used = 0;
        generate_text(buf, TEXT_BYTES, 0x1234567ULL + r);
        words += tokenize(buf, TEXT_BYTES);
        check ^= sort_counts();
    }
    printf("words=%zu overflow=%u check=%llx\n", words, overflow, (unsigned long long)check);
    free(buf);
    return 0;
}
