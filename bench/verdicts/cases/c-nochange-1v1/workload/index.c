#include <stdlib.h>
#include "kvdb.h"

/* ---- hash index: open addressing, linear probing ---- */
struct hash_index {
    int *slots;
    int cap;   /* power of two */
};

hash_index_t *hash_index_new(int cap)
{
    hash_index_t *h = malloc(sizeof *h);
    int c = 1;
    while (c < cap * 2)
        c <<= 1;
    h->cap = c;
    h->slots = malloc(sizeof(int) * (size_t)c);
    for (int i = 0; i < c; i++)
        h->slots[i] = -1;
    return h;
}

static int slot_matches(storage_t *s, int id, const char *k, int kl)
{
    record_t *r = storage_get(s, id);
    if (r->klen != kl)
        return 0;
    for (int i = 0; i < kl; i++)
        if (r->key[i] != k[i])
            return 0;
    return 1;
}

int hash_index_find(hash_index_t *h, storage_t *s, const char *k, int kl)
{
    uint64_t i = key_hash(k, kl) & (uint64_t)(h->cap - 1);
    while (h->slots[i] >= 0) {
        if (slot_matches(s, h->slots[i], k, kl))
            return h->slots[i];
        i = (i + 1) & (uint64_t)(h->cap - 1);
    }
    return -1;
}

void hash_index_put(hash_index_t *h, storage_t *s, const char *k, int kl, int id)
{
    uint64_t i = key_hash(k, kl) & (uint64_t)(h->cap - 1);
    while (h->slots[i] >= 0) {
        if (slot_matches(s, h->slots[i], k, kl)) {
            h->slots[i] = id;
            return;
        }
        i = (i + 1) & (uint64_t)(h->cap - 1);
    }
    h->slots[i] = id;
}

/* ---- ordered index: skip list of record ids ---- */
#define SL_LEVELS 18

typedef struct sl_node {
    int id;
    int height;
    int klen;
    char key[KEY_MAX];      /* index entries carry a copy of their key */
    struct sl_node *next[];
} sl_node_t;

struct skiplist {
    storage_t *store;
    sl_node_t *head;
    int level;
    uint32_t rng;
};

static sl_node_t *node_new(int id, int height, const char *k, int kl)
{
    sl_node_t *n = malloc(sizeof *n + sizeof(sl_node_t *) * (size_t)height);
    n->id = id;
    n->height = height;
    n->klen = kl;
    for (int i = 0; i < kl; i++)
        n->key[i] = k[i];
    for (int i = 0; i < height; i++)
        n->next[i] = NULL;
    return n;
}

skiplist_t *skiplist_new(storage_t *s)
{
    skiplist_t *sl = malloc(sizeof *sl);
    sl->store = s;
    sl->head = node_new(-1, SL_LEVELS, "", 0);
    sl->level = 1;
    sl->rng = 0x9e3779b9u;
    return sl;
}

static int random_height(skiplist_t *sl)
{
    int h = 1;
    for (;;) {
        sl->rng ^= sl->rng << 13; sl->rng ^= sl->rng >> 17; sl->rng ^= sl->rng << 5;
        if ((sl->rng & 3) != 0 || h >= SL_LEVELS)
            return h;
        h++;
    }
}

static int node_cmp(skiplist_t *sl, sl_node_t *n, const char *k, int kl)
{
    (void)sl;
    return key_compare(n->key, n->klen, k, kl);
}

/* Fills update[] with the last node before the key on every level. */
static sl_node_t *find_predecessors(skiplist_t *sl, const char *k, int kl, sl_node_t **update)
{
    sl_node_t *x = sl->head;
    for (int lv = sl->level - 1; lv >= 0; lv--) {
        while (x->next[lv] && node_cmp(sl, x->next[lv], k, kl) < 0)
            x = x->next[lv];
        if (update)
            update[lv] = x;
    }
    return x->next[0];
}

void skiplist_insert(skiplist_t *sl, int id)
{
    sl_node_t *update[SL_LEVELS];
    record_t *r = storage_get(sl->store, id);
    sl_node_t *at = find_predecessors(sl, r->key, r->klen, update);
    if (at && node_cmp(sl, at, r->key, r->klen) == 0) {
        at->id = id;
        return;
    }
    int h = random_height(sl);
    for (int lv = sl->level; lv < h; lv++)
        update[lv] = sl->head;
    if (h > sl->level)
        sl->level = h;
    sl_node_t *n = node_new(id, h, r->key, r->klen);
    for (int lv = 0; lv < h; lv++) {
        n->next[lv] = update[lv]->next[lv];
        update[lv]->next[lv] = n;
    }
}

int skiplist_seek(skiplist_t *sl, const char *k, int kl, int *out, int max)
{
    sl_node_t *x = find_predecessors(sl, k, kl, NULL);
    int n = 0;
    while (x && n < max) {
        out[n++] = x->id;
        x = x->next[0];
    }
    return n;
}
