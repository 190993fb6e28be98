#include <stdlib.h>
#include <string.h>
#include "logsvc.h"

#define TERM_BUCKETS 65536

typedef struct posting {
    uint64_t term;
    uint32_t *docs;
    int n, cap;
    struct posting *next;
} posting_t;

typedef struct {
    posting_t *buckets[TERM_BUCKETS];
    uint32_t next_doc;
} term_index_t;

static uint64_t term_hash(const char *s, int n)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (int i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 0x100000001b3ULL;
    }
    return h ^ (h >> 31);
}

__attribute__((noinline)) static posting_t *posting_lookup(term_index_t *ix, uint64_t term)
{
    posting_t **b = &ix->buckets[term % TERM_BUCKETS];
    for (posting_t *p = *b; p; p = p->next)
        if (p->term == term)
            return p;
    posting_t *p = calloc(1, sizeof *p);
    p->term = term;
    p->next = *b;
    *b = p;
    return p;
}

static void posting_append(posting_t *p, uint32_t doc)
{
    if (p->n && p->docs[p->n - 1] == doc)
        return;
    if (p->n == p->cap) {
        if (p->cap >= 4096) {       /* keep the newest half */
            memmove(p->docs, p->docs + 2048, sizeof(uint32_t) * 2048);
            p->n = 2048;
        } else {
            p->cap = p->cap ? p->cap * 2 : 8;
            p->docs = realloc(p->docs, sizeof(uint32_t) * (size_t)p->cap);
        }
    }
    p->docs[p->n++] = doc;
}

static int is_term_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

__attribute__((noinline)) static int index_document(term_index_t *ix, const char *s, int len)
{
    uint32_t doc = ix->next_doc++;
    int terms = 0, i = 0;
    while (i < len) {
        while (i < len && !is_term_char(s[i])) i++;
        int start = i;
        while (i < len && is_term_char(s[i])) i++;
        if (i > start) {
            posting_append(posting_lookup(ix, term_hash(s + start, i - start)), doc);
            terms++;
        }
    }
    return terms;
}

/* Job of worker-2: index a batch of lines term by term. */
uint64_t job_index_terms(worker_t *w)
{
    enum { LINES = 128 };
    if (!w->state)
        w->state = calloc(1, sizeof(term_index_t));
    term_index_t *ix = w->state;
    uint64_t acc = 0;
    for (int i = 0; i < LINES; i++) {
        int len;
        const char *line = corpus_line(&w->rng, &len);
        acc += (uint64_t)index_document(ix, line, len);
    }
    return acc;
}
