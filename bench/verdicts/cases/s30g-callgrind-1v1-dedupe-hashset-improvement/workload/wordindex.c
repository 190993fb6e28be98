/* wordindex: splits a generated corpus into documents, finds each document's
 * distinct words (dedupe_words), scores them and keeps the top terms.
 * dedupe_words() lives in before/dedupe.c or after/dedupe.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include "term.h"

#define VOCAB 3000
#define DOCS 12000


static char vocab[VOCAB][12];
static int corpus[DOCS][DOCLEN];          /* word ids */
static const char *docwords[DOCLEN];      /* current document's words */
static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint64_t xs(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

static void make_corpus(void) {
    for (int v = 0; v < VOCAB; v++) {
        int len = 3 + (int)(xs() % 8);
        for (int i = 0; i < len; i++) vocab[v][i] = (char)('a' + xs() % 26);
        vocab[v][len] = 0;
    }
    for (int d = 0; d < DOCS; d++)
        for (int i = 0; i < DOCLEN; i++) {
            uint64_t r = xs() % VOCAB;
            corpus[d][i] = (int)(r * r / VOCAB * r / VOCAB % VOCAB);   /* skewed towards low ids */
        }
}

struct term distinct[DOCLEN];

/* dedupe.c: fills distinct[] with the distinct words of words[0..n) and their counts */
int dedupe_words(const char **words, int n);

static void score_terms(int nd, int doclen) {
    for (int j = 0; j < nd; j++) {
        double tf = (double)distinct[j].count / doclen;
        double len = (double)strlen(distinct[j].w);
        distinct[j].score = tf * (1.0 + len / 10.0);
    }
}

static int by_score(const void *a, const void *b) {
    const struct term *x = a, *y = b;
    if (x->score != y->score) return x->score < y->score ? 1 : -1;
    return strcmp(x->w, y->w);
}

int main(void) {
    make_corpus();
    double total = 0;
    unsigned long distinct_total = 0;
    for (int d = 0; d < DOCS; d++) {
        for (int i = 0; i < DOCLEN; i++) docwords[i] = vocab[corpus[d][i]];
        int nd = dedupe_words(docwords, DOCLEN);
        distinct_total += nd;
        score_terms(nd, DOCLEN);
        qsort(distinct, nd, sizeof distinct[0], by_score);
        for (int j = 0; j < 10 && j < nd; j++) total += distinct[j].score;
    }
    printf("docs=%d distinct_total=%lu top10_sum=%.6f\n", DOCS, distinct_total, total);
    return 0;
}
