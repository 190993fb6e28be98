/* wordfreq: generate a synthetic corpus, count word frequencies with an
 * open-addressing hash table, and print the most common words. */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define VOCAB      20000
#define CORPUS_MB  160
#define TABLE_SIZE (1u << 16)

static const char *syllables[] = {
    "ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "ve", "da",
    "gu", "shi", "ben", "tor", "al", "ex", "qua", "zen", "ro", "fi",
};

struct entry { char *word; uint32_t hash; uint32_t count; };
static struct entry table[TABLE_SIZE];
static size_t distinct;

static uint64_t rng_state = 0x853c49e6748fea9bULL;
uint32_t rng_next(void)
{
    rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
    uint32_t x = (uint32_t)(((rng_state >> 18) ^ rng_state) >> 27);
    uint32_t r = (uint32_t)(rng_state >> 59);
    return (x >> r) | (x << ((-r) & 31));
}

void make_vocab(char **vocab)
{
    for (int i = 0; i < VOCAB; i++) {
        char buf[64] = "";
        int n = 1 + (int)(rng_next() % 4);
        for (int k = 0; k < n; k++)
            strcat(buf, syllables[rng_next() % (sizeof syllables / sizeof *syllables)]);
        vocab[i] = strdup(buf);
    }
}

/* Zipf-like choice: small indices are much more frequent. */
int pick_word(void)
{
    double u = (rng_next() + 1.0) / 4294967297.0;
    int idx = (int)(VOCAB * u * u * u);
    return idx < VOCAB ? idx : VOCAB - 1;
}

char *generate_corpus(char **vocab, size_t *len)
{
    size_t cap = (size_t)CORPUS_MB << 20, n = 0;
    char *text = malloc(cap + 64);
    while (n < cap) {
        const char *w = vocab[pick_word()];
        size_t wl = strlen(w);
        memcpy(text + n, w, wl);
        n += wl;
        uint32_t r = rng_next() % 16;
        text[n++] = r == 0 ? '.' : r == 1 ? ',' : ' ';
        if (r == 0) text[n++] = '\n';
    }
    text[n] = '\0';
    *len = n;
    return text;
}

uint32_t hash_word(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

void count_word(const char *s, size_t n)
{
    uint32_t h = hash_word(s, n);
    for (uint32_t i = h & (TABLE_SIZE - 1);; i = (i + 1) & (TABLE_SIZE - 1)) {
        struct entry *e = &table[i];
        if (!e->word) {
            e->word = strndup(s, n);
            e->hash = h;
            e->count = 1;
            distinct++;
            return;
        }
        if (e->hash == h && strncmp(e->word, s, n) == 0 && e->word[n] == '\0') {
            e->count++;
            return;
        }
    }
}

size_t tokenize(const char *text, size_t len)
{
    size_t words = 0, i = 0;
    char lower[64];
    while (i < len) {
        while (i < len && !isalpha((unsigned char)text[i])) i++;
        size_t n = 0;
        while (i < len && isalpha((unsigned char)text[i]) && n < sizeof lower)
            lower[n++] = (char)tolower((unsigned char)text[i++]);
        if (n) { count_word(lower, n); words++; }
    }
    return words;
}

int by_count(const void *a, const void *b)
{
    const struct entry *x = a, *y = b;
    if (x->count != y->count) return x->count < y->count ? 1 : -1;
    return strcmp(x->word ? x->word : "", y->word ? y->word : "");
}

int main(void)
{
    char **vocab = malloc(VOCAB * sizeof *vocab);
    make_vocab(vocab);
    size_t len;
    char *text = generate_corpus(vocab, &len);
    size_t words = tokenize(text, len);
    qsort(table, TABLE_SIZE, sizeof *table, by_count);
    printf("%zu bytes, %zu words, %zu distinct\n", len, words, distinct);
    for (int i = 0; i < 5; i++)
        printf("  %-16s %u\n", table[i].word, table[i].count);
    free(text);
    return 0;
}
