#include <stdlib.h>
#include "kvdb.h"

struct db {
    storage_t *store;
    hash_index_t *hidx;
    skiplist_t *order;
};

db_t *db_open(int capacity)
{
    db_t *db = malloc(sizeof *db);
    db->store = storage_open(capacity);
    db->hidx = hash_index_new(capacity);
    db->order = skiplist_new(db->store);
    return db;
}

static int lookup(db_t *db, slice_t k)
{
    int id = hash_index_find(db->hidx, db->store, k.p, k.len);
    if (id < 0)
        return -1;
    record_t *r = storage_get(db->store, id);
    return r->deleted ? -1 : id;
}

int db_put(db_t *db, slice_t k, slice_t v)
{
    int id = hash_index_find(db->hidx, db->store, k.p, k.len);
    if (id >= 0) {
        storage_get(db->store, id)->deleted = 0;
        return storage_update(db->store, id, v.p, v.len);
    }
    id = storage_append(db->store, k.p, k.len, v.p, v.len);
    if (id < 0)
        return -1;
    hash_index_put(db->hidx, db->store, k.p, k.len, id);
    skiplist_insert(db->order, id);
    return 0;
}

static void emit_record(response_t *r, const record_t *rec)
{
    response_append(r, rec->key, rec->klen);
    response_append(r, "=", 1);
    response_append(r, rec->val, rec->vlen);
    response_append(r, "\n", 1);
}

int db_get(db_t *db, slice_t k, response_t *r)
{
    int id = lookup(db, k);
    if (id < 0 || !storage_verify(db->store, id))
        return -1;
    emit_record(r, storage_get(db->store, id));
    return 0;
}

int db_del(db_t *db, slice_t k)
{
    int id = lookup(db, k);
    if (id < 0)
        return -1;
    storage_get(db->store, id)->deleted = 1;
    return 0;
}

int db_scan(db_t *db, slice_t start, int limit, response_t *r)
{
    int ids[256];
    int n = skiplist_seek(db->order, start.p, start.len, ids, limit * 2 < 256 ? limit * 2 : 256);
    int emitted = 0;
    for (int i = 0; i < n && emitted < limit; i++) {
        record_t *rec = storage_get(db->store, ids[i]);
        if (rec->deleted)
            continue;
        emit_record(r, rec);
        emitted++;
    }
    return emitted;
}

int db_incr(db_t *db, slice_t k, long by, response_t *r)
{
    int id = lookup(db, k);
    long v = 0;
    if (id >= 0) {
        record_t *rec = storage_get(db->store, id);
        for (int i = 0; i < rec->vlen && rec->val[i] >= '0' && rec->val[i] <= '9'; i++)
            v = v * 10 + (rec->val[i] - '0');
    }
    v += by;
    if (v < 0)
        v = 0;
    char tmp[24];
    int n = 0;
    char rev[24];
    long x = v;
    do { rev[n++] = (char)('0' + x % 10); x /= 10; } while (x);
    for (int i = 0; i < n; i++)
        tmp[i] = rev[n - 1 - i];
    slice_t val = { tmp, n };
    db_put(db, k, val);
    response_append_int(r, v);
    return 0;
}
