/*
 * segwriter: the inner loop of a tiny full-text indexer that turns batches of
 * documents into an on-disk "segment": tokenize each document, normalize the
 * terms, count them in a hash table, write the term/frequency postings as
 * varints, and protect every finished block with a CRC-32.
 *
 * Variants (both changed in the same commit of the "after" build):
 *   -DFAST_CRC=1     crc_block consumes two bytes per step with two tables
 *                    ("slicing-by-2") instead of the classic byte-at-a-time
 *                    table loop (faster)
 *   -DSLOW_NORM=1    normalize_term folds case with <ctype.h> isupper() +
 *                    tolower() per byte instead of an ASCII range check
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef FAST_CRC
#define FAST_CRC 0
#endif
#ifndef SLOW_NORM
#define SLOW_NORM 0
#endif

#define TABLE_BITS 14
#define TABLE_SIZE (1u << TABLE_BITS)
#define MAX_TERM 32

typedef struct {
    char term[MAX_TERM];
    uint32_t len, count, hash;
} Slot;

static Slot table[TABLE_SIZE];
static uint32_t used[TABLE_SIZE];
static uint32_t nused;
static uint32_t crc_tab[2][256];

static void crc_init(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_tab[0][i] = c;
    }
    for (uint32_t i = 0; i < 256; i++)
        for (int t = 1; t < 2; t++)
            crc_tab[t][i] = (crc_tab[t - 1][i] >> 8) ^ crc_tab[0][crc_tab[t - 1][i] & 0xff];
}

__attribute__((noinline)) uint32_t crc_block(const uint8_t *p, size_t n) {
    uint32_t crc = ~0u;
#if FAST_CRC
    /* two bytes per step: two independent table lookups per iteration */
    while (n >= 2) {
        crc ^= (uint32_t)p[0] | ((uint32_t)p[1] << 8);
        crc = crc_tab[1][crc & 0xff] ^ crc_tab[0][(crc >> 8) & 0xff] ^ (crc >> 16);
        p += 2;
        n -= 2;
    }
#endif
    while (n--) crc = crc_tab[0][(crc ^ *p++) & 0xff] ^ (crc >> 8);
    return ~crc;
}

/* lower-cases a term in place, returns its length */
__attribute__((noinline)) size_t normalize_term(char *t, size_t n) {
#if SLOW_NORM
    /* locale-aware folding through <ctype.h> */
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)t[i];
        if (isupper(c)) t[i] = (char)tolower(c);
    }
    return n;
#else
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)t[i];
        if (c >= 'A' && c <= 'Z') t[i] = (char)(c + 32);
    }
    return n;
#endif
}

__attribute__((noinline)) void count_term(const char *t, size_t n) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) h = (h ^ (uint8_t)t[i]) * 16777619u;
    uint32_t i = h & (TABLE_SIZE - 1);
    for (;;) {
        Slot *s = &table[i];
        if (s->len == 0) {
            memcpy(s->term, t, n);
            s->len = (uint32_t)n;
            s->hash = h;
            s->count = 1;
            used[nused++] = i;
            return;
        }
        if (s->hash == h && s->len == n && memcmp(s->term, t, n) == 0) {
            s->count++;
            return;
        }
        i = (i + 1) & (TABLE_SIZE - 1);
    }
}

static size_t put_varint(uint8_t *o, uint32_t v) {
    size_t k = 0;
    while (v >= 0x80) { o[k++] = (uint8_t)(v | 0x80); v >>= 7; }
    o[k++] = (uint8_t)v;
    return k;
}

/* writes term bytes + count for every used slot, clears the table */
__attribute__((noinline)) size_t write_postings(uint8_t *out) {
    size_t k = 0;
    for (uint32_t j = 0; j < nused; j++) {
        Slot *s = &table[used[j]];
        k += put_varint(out + k, s->len);
        memcpy(out + k, s->term, s->len);
        k += s->len;
        k += put_varint(out + k, s->count);
        k += put_varint(out + k, s->hash);
        s->len = 0;
    }
    nused = 0;
    return k;
}

__attribute__((noinline)) void tokenize_doc(const char *d, size_t n) {
    char term[MAX_TERM];
    size_t i = 0;
    while (i < n) {
        while (i < n && !isalnum((unsigned char)d[i])) i++;
        size_t k = 0;
        while (i < n && isalnum((unsigned char)d[i])) {
            if (k < MAX_TERM - 1) term[k++] = d[i];
            i++;
        }
        if (k == 0) continue;
        term[k] = 0;
        k = normalize_term(term, k);
        if (k) count_term(term, k);
    }
}

static uint32_t rs = 2463534242u;
static uint32_t rnd(void) { rs ^= rs << 13; rs ^= rs >> 17; rs ^= rs << 5; return rs; }

int main(int argc, char **argv) {
    int batches = argc > 1 ? atoi(argv[1]) : 200;
    crc_init();
    /* a vocabulary of 3000 words, documents drawn from it */
    static char vocab[3000][12];
    for (int w = 0; w < 3000; w++) {
        int len = 3 + (int)(rnd() % 8);
        for (int c = 0; c < len; c++) {
            char ch = (char)('a' + rnd() % 26);
            vocab[w][c] = (c == 0 && rnd() % 4 == 0) ? (char)(ch - 32) : ch;
        }
        vocab[w][len] = 0;
    }
    enum { NDOCS = 64, DOCLEN = 4096 };
    static char docs[NDOCS][DOCLEN + 16];
    for (int d = 0; d < NDOCS; d++) {
        size_t k = 0;
        while (k < DOCLEN - 16) {
            const char *w = vocab[(rnd() % 3000 + rnd() % 300) % 3000];
            size_t l = strlen(w);
            memcpy(docs[d] + k, w, l);
            k += l;
            docs[d][k++] = (rnd() % 9 == 0) ? ',' : ' ';
        }
        docs[d][k] = 0;
    }
    /* each block: the postings plus a copy of the raw docs (stored fields) */
    static uint8_t block[NDOCS * DOCLEN * 3];
    uint32_t acc = 0;
    size_t total = 0;
    for (int b = 0; b < batches; b++) {
        size_t blen = 0;
        for (int d = 0; d < NDOCS; d++) {
            const char *doc = docs[(d + b) % NDOCS];
            size_t n = strlen(doc);
            tokenize_doc(doc, n);
            memcpy(block + blen, doc, n);
            blen += n;
        }
        blen += write_postings(block + blen);
        acc ^= crc_block(block, blen);
        acc ^= crc_block(block, blen / 2) << 1;   /* header CRC over the first half */
        total += blen;
    }
    printf("batches=%d bytes=%zu crc=%08x\n", batches, total, acc);
    return 0;
}
