/* kvdb: a tiny in-memory key/value database with a hash index and an
 * ordered (skip list) index, driven by a text command protocol. */
#ifndef KVDB_H
#define KVDB_H
#include <stdint.h>
#include <stddef.h>

#define KEY_MAX 40
#define VAL_MAX 64

typedef struct { const char *p; int len; } slice_t;

enum { CMD_PUT, CMD_GET, CMD_DEL, CMD_SCAN, CMD_INCR, CMD_BAD };

typedef struct {
    int op;
    slice_t key;
    slice_t val;
    long num;
    int limit;
} command_t;

typedef struct {
    char buf[16384];
    int len;
    int status;
} response_t;

typedef struct {
    char key[KEY_MAX];
    int klen;
    char val[VAL_MAX];
    int vlen;
    uint32_t sum;
    int deleted;
} record_t;

/* keys.c */
int key_compare(const char *a, int alen, const char *b, int blen);
uint64_t key_hash(const char *k, int len);

/* parser.c */
int parse_command(const char *line, int len, command_t *out);

/* storage.c */
typedef struct storage storage_t;
storage_t *storage_open(int capacity);
int storage_append(storage_t *s, const char *k, int kl, const char *v, int vl);
record_t *storage_get(storage_t *s, int id);
int storage_update(storage_t *s, int id, const char *v, int vl);
int storage_verify(storage_t *s, int id);

/* index.c */
typedef struct hash_index hash_index_t;
typedef struct skiplist skiplist_t;
hash_index_t *hash_index_new(int cap);
int hash_index_find(hash_index_t *h, storage_t *s, const char *k, int kl);
void hash_index_put(hash_index_t *h, storage_t *s, const char *k, int kl, int id);
skiplist_t *skiplist_new(storage_t *s);
void skiplist_insert(skiplist_t *sl, int id);
int skiplist_seek(skiplist_t *sl, const char *k, int kl, int *out, int max);

/* db.c */
typedef struct db db_t;
db_t *db_open(int capacity);
int db_put(db_t *db, slice_t k, slice_t v);
int db_get(db_t *db, slice_t k, response_t *r);
int db_del(db_t *db, slice_t k);
int db_scan(db_t *db, slice_t start, int limit, response_t *r);
int db_incr(db_t *db, slice_t k, long by, response_t *r);

/* exec.c */
void execute_command(db_t *db, const command_t *c, response_t *r);
void response_reset(response_t *r);
void response_append(response_t *r, const char *p, int n);
void response_append_int(response_t *r, long v);
uint32_t response_seal(response_t *r);

#endif
