#include <stdlib.h>
#include "kvdb.h"

struct storage {
    record_t *recs;
    int n, cap;
};

static uint32_t record_checksum(const record_t *r)
{
    uint32_t a = 1, b = 0;
    for (int i = 0; i < r->klen; i++) { a = (a + (unsigned char)r->key[i]) % 65521; b = (b + a) % 65521; }
    for (int i = 0; i < r->vlen; i++) { a = (a + (unsigned char)r->val[i]) % 65521; b = (b + a) % 65521; }
    return (b << 16) | a;
}

static void copy_bytes(char *d, const char *s, int n)
{
    for (int i = 0; i < n; i++)
        d[i] = s[i];
}

storage_t *storage_open(int capacity)
{
    storage_t *s = calloc(1, sizeof *s);
    s->cap = capacity;
    s->recs = calloc((size_t)capacity, sizeof(record_t));
    return s;
}

int storage_append(storage_t *s, const char *k, int kl, const char *v, int vl)
{
    if (s->n >= s->cap)
        return -1;
    record_t *r = &s->recs[s->n];
    copy_bytes(r->key, k, kl);
    r->klen = kl;
    copy_bytes(r->val, v, vl);
    r->vlen = vl;
    r->deleted = 0;
    r->sum = record_checksum(r);
    return s->n++;
}

record_t *storage_get(storage_t *s, int id)
{
    return (id >= 0 && id < s->n) ? &s->recs[id] : NULL;
}

int storage_update(storage_t *s, int id, const char *v, int vl)
{
    record_t *r = storage_get(s, id);
    if (!r)
        return -1;
    copy_bytes(r->val, v, vl);
    r->vlen = vl;
    r->sum = record_checksum(r);
    return 0;
}

int storage_verify(storage_t *s, int id)
{
    record_t *r = storage_get(s, id);
    return r && record_checksum(r) == r->sum;
}
