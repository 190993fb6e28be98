#include <stdio.h>
#include <stdlib.h>
#include "textidx.h"

static int by_count(const void *a, const void *b)
{
    const slot_t *x = *(const slot_t *const *)a, *y = *(const slot_t *const *)b;
    return (x->count < y->count) - (x->count > y->count);
}

/* Top-20 words with their counts, as text. */
size_t format_report(const table_t *t, char *buf, size_t cap)
{
    const slot_t **v = malloc(t->used * sizeof *v);
    size_t n = 0, off = 0;
    for (size_t i = 0; i < t->cap; i++)
        if (t->slots[i].count) v[n++] = &t->slots[i];
    qsort(v, n, sizeof *v, by_count);
    for (size_t i = 0; i < n && i < 20 && off < cap; i++)
        off += snprintf(buf + off, cap - off, "%-24s %10u (line %u)\n", v[i]->key, v[i]->count, v[i]->first_line);
    free(v);
    return off;
}
