/* wordfreq: tokenises a synthetic corpus and counts word frequencies in a chained
 * hash table, then reports the top words. Build with -DCHEAP_HASH for the "after"
 * side, whose hash_key() only looks at the first 4 bytes of the key. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NBUCKETS (1u << 13)

struct entry {
    struct entry *next;
    uint64_t hash;
    uint32_t len;
    uint32_t count;
    char key[];
};

static struct entry *buckets[NBUCKETS];
static size_t nentries;

__attribute__((noinline)) uint64_t hash_key(const char *s, size_t len)
{
#ifndef CHEAP_HASH
    /* FNV-1a over the whole key */
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < len; i++) {
        h ^= (unsigned char)s[i];
        h *= 1099511628211ull;
    }
    return h;
#else
    /* "cheaper": O(1) instead of O(len) -- the first 4 bytes are distinctive enough */
    uint64_t h = 0;
    for (size_t i = 0; i < len && i < 4; i++)
        h = (h << 8) | (unsigned char)s[i];
    return h * 0x9e3779b97f4a7c15ull;
#endif
}

__attribute__((noinline)) struct entry *table_lookup(const char *s, size_t len)
{
    uint64_t h = hash_key(s, len);
    struct entry **slot = &buckets[(h ^ (h >> 29)) & (NBUCKETS - 1)];
    for (struct entry *e = *slot; e; e = e->next) {
        if (e->hash == h && e->len == len && memcmp(e->key, s, len) == 0)
            return e;
    }
    struct entry *e = malloc(sizeof *e + len + 1);
    e->hash = h;
    e->len = (uint32_t)len;
    e->count = 0;
    memcpy(e->key, s, len);
    e->key[len] = 0;
    e->next = *slot;
    *slot = e;
    nentries++;
    return e;
}

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

/* vocabulary of pronounceable pseudo-words, drawn with a Zipf-like skew */
static char **vocab;
static size_t nvocab;

static void make_vocab(size_t n)
{
    static const char *syl[] = {"ka", "lo", "mi", "ne", "ru", "ta", "vi", "so", "pe", "da",
                                "gu", "ri", "an", "el", "or", "is", "um", "ch", "st", "br"};
    vocab = malloc(n * sizeof *vocab);
    nvocab = n;
    for (size_t i = 0; i < n; i++) {
        char buf[32];
        int nsyl = 3 + (int)(rnd() % 5), p = 0;
        for (int k = 0; k < nsyl; k++) {
            const char *x = syl[rnd() % 20];
            buf[p++] = x[0];
            buf[p++] = x[1];
        }
        if (rnd() % 3 == 0) buf[p++] = "sdyn"[rnd() % 4];
        buf[p] = 0;
        vocab[i] = strdup(buf);
    }
}

static char *make_corpus(size_t nwords, size_t *outlen)
{
    char *text = malloc(nwords * 16 + 1);
    size_t p = 0;
    for (size_t i = 0; i < nwords; i++) {
        /* skewed pick: product of two uniforms favours low indices */
        uint64_t r = rnd();
        size_t a = (r & 0xffff) % nvocab, b = ((r >> 16) & 0xffff) % nvocab;
        const char *w = vocab[(a * b) / nvocab];
        size_t l = strlen(w);
        if (i % 11 == 0) { text[p++] = (char)(w[0] - 32); memcpy(text + p, w + 1, l - 1); p += l - 1; }
        else { memcpy(text + p, w, l); p += l; }
        text[p++] = (i % 13 == 12) ? '.' : (i % 7 == 6) ? ',' : ' ';
        if (i % 13 == 12) text[p++] = '\n';
    }
    text[p] = 0;
    *outlen = p;
    return text;
}

/* tokenise: lower-case letters, split on anything else, count each token */
__attribute__((noinline)) size_t count_words(const char *text, size_t n)
{
    char tok[64];
    size_t t = 0, tokens = 0;
    for (size_t i = 0; i <= n; i++) {
        unsigned char c = i < n ? (unsigned char)text[i] : ' ';
        if (c >= 'A' && c <= 'Z') c = (unsigned char)(c + 32);
        if (c >= 'a' && c <= 'z') {
            if (t < sizeof tok) tok[t++] = (char)c;
        } else if (t) {
            table_lookup(tok, t)->count++;
            tokens++;
            t = 0;
        }
    }
    return tokens;
}

static int by_count(const void *a, const void *b)
{
    const struct entry *x = *(const struct entry *const *)a, *y = *(const struct entry *const *)b;
    return (x->count < y->count) - (x->count > y->count);
}

int main(int argc, char **argv)
{
    size_t nvocab_arg = argc > 1 ? strtoul(argv[1], 0, 10) : 4000;
    size_t nwords = argc > 2 ? strtoul(argv[2], 0, 10) : 2000000;
    int passes = argc > 3 ? atoi(argv[3]) : 6;
    make_vocab(nvocab_arg);
    size_t len;
    char *text = make_corpus(nwords, &len);
    size_t tokens = 0;
    for (int p = 0; p < passes; p++) tokens += count_words(text, len);
    struct entry **all = malloc(nentries * sizeof *all);
    size_t k = 0, longest = 0, used = 0;
    for (size_t b = 0; b < NBUCKETS; b++) {
        size_t chain = 0;
        for (struct entry *e = buckets[b]; e; e = e->next) { all[k++] = e; chain++; }
        if (chain > longest) longest = chain;
        if (chain) used++;
    }
    qsort(all, k, sizeof *all, by_count);
    printf("tokens=%zu distinct=%zu buckets_used=%zu longest_chain=%zu top=%s:%u,%s:%u\n",
           tokens, nentries, used, longest, all[0]->key, all[0]->count, all[1]->key, all[1]->count);
    return 0;
}
