/* logidx: toy log-ingest pipeline.
 * Per batch: generate_records -> parse_record (k=v fields) -> index_record
 * (hash the key, open-addressing table) -> serialize_batch -> checksum_block
 * over 4 KiB blocks -> rle_compress.  hash_bytes is shared by index_record and
 * checksum_block.
 * Build: gcc -O2 -g -fno-omit-frame-pointer [-DMIX_HASH=1] logidx.c -o logidx
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))
#define TABLE_BITS 17
#define TABLE_SIZE (1u << TABLE_BITS)
#define BATCH 4000
#define BLOCK 4096
#define MAX_HASH_INPUT (1u << 20)

typedef struct { char line[160]; int len; } record_t;
typedef struct { const char *key; int klen; const char *val; int vlen; int status;
                 const char *line; int len; } parsed_t;
static uint64_t seen[1u << 12];
typedef struct { uint64_t h; uint32_t count; uint32_t bytes; } slot_t;

static slot_t table[TABLE_SIZE];
static uint64_t rng_state = 0x9E3779B97F4A7C15ull;

static inline uint64_t xrand(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

NOINLINE uint64_t hash_bytes(const unsigned char *p, size_t n) {
    uint64_t h = 0xcbf29ce484222325ull;
    if (n > MAX_HASH_INPUT) {   /* oversized input: warn once, hash only a prefix */
        static int warned;
        if (!warned++) fprintf(stderr, "hash_bytes: truncating %zu-byte input\n", n);
        n = MAX_HASH_INPUT;
    }
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 0x100000001b3ull;
#if MIX_HASH
        /* "better avalanche for short keys" */
        h ^= h >> 29;
#endif
    }
    return h;
}

static const char *paths[] = {"/api/v1/users", "/api/v1/orders", "/static/app.js", "/login",
                              "/api/v2/search", "/health", "/api/v1/cart/items", "/img/logo.png"};
static const char *agents[] = {"curl/8.1", "Mozilla/5.0", "okhttp/4.9", "python-requests/2.31"};

NOINLINE void generate_records(record_t *recs, int n) {
    for (int i = 0; i < n; i++) {
        uint64_t r = xrand();
        recs[i].len = snprintf(recs[i].line, sizeof recs[i].line,
                               "path=%s?id=%llu status=%d ua=%s bytes=%u",
                               paths[r & 7], (unsigned long long)((r >> 8) % 6000),
                               (r >> 30) % 10 ? 200 : 500, agents[(r >> 40) & 3],
                               (unsigned)((r >> 44) % 100000));
    }
}

NOINLINE int parse_record(const record_t *rec, parsed_t *out) {
    const char *s = rec->line, *end = rec->line + rec->len;
    out->key = NULL; out->status = 0; out->vlen = 0;
    out->line = rec->line; out->len = rec->len;
    while (s < end) {
        const char *eq = memchr(s, '=', end - s);
        if (!eq) break;
        const char *sp = memchr(eq, ' ', end - eq);
        if (!sp) sp = end;
        if (eq - s == 4 && !memcmp(s, "path", 4)) { out->key = eq + 1; out->klen = sp - eq - 1; }
        else if (eq - s == 6 && !memcmp(s, "status", 6)) out->status = atoi(eq + 1);
        else if (eq - s == 5 && !memcmp(s, "bytes", 5)) { out->val = eq + 1; out->vlen = sp - eq - 1; }
        s = sp + 1;
    }
    return out->key != NULL;
}

NOINLINE void index_record(const parsed_t *p) {
    uint64_t h = hash_bytes((const unsigned char *)p->key, p->klen);
    uint32_t i = (uint32_t)(h >> (64 - TABLE_BITS));
    while (table[i].h && table[i].h != h) i = (i + 1) & (TABLE_SIZE - 1);
    table[i].h = h;
    /* duplicate-delivery filter: fingerprint of the whole line */
    uint64_t fp = hash_bytes((const unsigned char *)p->line, p->len);
    if (seen[fp & 4095] == fp) return;
    seen[fp & 4095] = fp;
    table[i].count++;
    table[i].bytes += (uint32_t)strtoul(p->val, NULL, 10);
}

NOINLINE size_t serialize_batch(const parsed_t *ps, int n, char *buf) {
    size_t off = 0;
    for (int i = 0; i < n; i++) {
        memcpy(buf + off, ps[i].key, ps[i].klen); off += ps[i].klen;
        buf[off++] = '\t';
        off += (size_t)sprintf(buf + off, "%d\t", ps[i].status);
        memcpy(buf + off, ps[i].val, ps[i].vlen); off += ps[i].vlen;
        buf[off++] = '\n';
    }
    return off;
}

NOINLINE uint64_t checksum_block(const char *buf, size_t len) {
    uint64_t acc = 0;
    for (size_t off = 0; off < len; off += BLOCK) {
        size_t n = len - off < BLOCK ? len - off : BLOCK;
        acc = acc * 31 + hash_bytes((const unsigned char *)buf + off, n);
    }
    return acc;
}

NOINLINE size_t rle_compress(const char *in, size_t n, unsigned char *out) {
    size_t o = 0;
    for (size_t i = 0; i < n;) {
        size_t j = i + 1;
        while (j < n && in[j] == in[i] && j - i < 255) j++;
        if (j - i >= 3) { out[o++] = 0; out[o++] = (unsigned char)(j - i); out[o++] = in[i]; }
        else for (size_t k = i; k < j; k++) out[o++] = in[k];
        i = j;
    }
    return o;
}

int main(int argc, char **argv) {
    int batches = argc > 1 ? atoi(argv[1]) : 300;
    record_t *recs = malloc(sizeof(record_t) * BATCH);
    parsed_t *ps = malloc(sizeof(parsed_t) * BATCH);
    char *buf = malloc(BATCH * 160);
    unsigned char *cbuf = malloc(BATCH * 160 * 2);
    uint64_t sum = 0; size_t csize = 0;
    for (int b = 0; b < batches; b++) {
        generate_records(recs, BATCH);
        int n = 0;
        for (int i = 0; i < BATCH; i++)
            if (parse_record(&recs[i], &ps[n])) index_record(&ps[n++]);
        size_t len = serialize_batch(ps, n, buf);
        sum ^= checksum_block(buf, len);
        csize += rle_compress(buf, len, cbuf);
    }
    uint32_t used = 0;
    for (uint32_t i = 0; i < TABLE_SIZE; i++) used += table[i].h != 0;
    printf("batches=%d slots=%u csize=%zu sum=%016llx\n", batches, used, csize, (unsigned long long)sum);
    return 0;
}
