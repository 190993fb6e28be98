#include <stdlib.h>
#include <string.h>
#include "textidx.h"

void table_init(table_t *t, size_t cap)
{
    t->slots = calloc(cap, sizeof(slot_t));
    t->cap = cap;
    t->used = 0;
}

/* Open-addressing insert-or-increment, linear probing. */
void table_add(table_t *t, const char *p, int len, uint64_t h, uint32_t line)
{
    size_t mask = t->cap - 1, i = h & mask;
    int kl = len < 23 ? len : 23;
    for (;;) {
        slot_t *s = &t->slots[i];
        if (s->count == 0) {
            s->h = h; s->count = 1; s->first_line = line;
            memcpy(s->key, p, kl); s->key[kl] = 0;
            t->used++;
            return;
        }
        if (s->h == h && strncmp(s->key, p, kl) == 0 && s->key[kl] == 0) {
            s->count++;
            return;
        }
        i = (i + 1) & mask;
    }
}
