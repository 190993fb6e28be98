/* chained hash table of string keys -> counters */
#include <stdlib.h>
#include <string.h>
#include "hash.h"
#include "table.h"

typedef struct entry { struct entry *next; uint64_t h; size_t len; long count; char key[]; } entry;
struct table { entry **b; size_t nb, n; };

table *table_new(size_t nb) {
    table *t = malloc(sizeof *t);
    t->nb = nb; t->n = 0;
    t->b = calloc(nb, sizeof *t->b);
    return t;
}

static entry *find(table *t, const char *key, size_t len, uint64_t h) {
    for (entry *e = t->b[h & (t->nb - 1)]; e; e = e->next)
        if (e->h == h && e->len == len && memcmp(e->key, key, len) == 0) return e;
    return NULL;
}

void table_add(table *t, const char *key, size_t len, long v) {
    uint64_t h = hash_key(key, len);
    entry *e = find(t, key, len, h);
    if (e) { e->count += v; return; }
    e = malloc(sizeof *e + len + 1);
    e->h = h; e->len = len; e->count = v;
    memcpy(e->key, key, len); e->key[len] = 0;
    e->next = t->b[h & (t->nb - 1)];
    t->b[h & (t->nb - 1)] = e;
    t->n++;
}

long table_get(table *t, const char *key, size_t len) {
    entry *e = find(t, key, len, hash_key(key, len));
    return e ? e->count : -1;
}

size_t table_size(const table *t) { return t->n; }

/* copy all counts out (for the report) */
size_t table_counts(const table *t, long *out) {
    size_t k = 0;
    for (size_t i = 0; i < t->nb; i++)
        for (entry *e = t->b[i]; e; e = e->next) out[k++] = e->count;
    return k;
}
