/*
 * batchenc: a small batch exporter.
 *
 * For each batch it generates records (stand-in for reading input), parses a
 * text field of each record, aggregates per-key totals in an open-addressing
 * hash table, then hands the batch to process_batch(), which encodes every
 * record into a varint/XOR wire form (encode) and checksums the encoded bytes
 * (checksum).  Finally the top keys are sorted for a report.
 *
 * Variant (compile-time): ENCODE_COPIES
 *   before: ENCODE_COPIES=1  -- each record is encoded + checksummed once
 *   after:  ENCODE_COPIES=2  -- each record is also encoded + checksummed for
 *                               a mirror sink (second copy, different salt),
 *                               so process_batch does twice the work, split
 *                               between encode() and checksum().
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef ENCODE_COPIES
#define ENCODE_COPIES 1
#endif

#define NOINLINE __attribute__((noinline))

#define BATCH 4096
#define NFIELDS 24
#define WIRE_FIELDS 10 /* fields that go on the wire */
#define TABLE_BITS 14
#define TABLE_SIZE (1u << TABLE_BITS)

typedef struct {
    uint32_t key;
    uint32_t fields[NFIELDS];
    char text[128];
    int textlen;
} record_t;

typedef struct {
    uint32_t key;
    uint64_t total;
    uint32_t count;
} slot_t;

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;

static inline uint64_t rng_next(void) {
    uint64_t x = rng_state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    rng_state = x;
    return x;
}

NOINLINE void generate_records(record_t *recs, int n) {
    for (int i = 0; i < n; i++) {
        record_t *r = &recs[i];
        r->key = (uint32_t)(rng_next() % 6000);
        for (int f = 0; f < NFIELDS; f++)
            r->fields[f] = (uint32_t)rng_next() >> (f % 20);
        /* text field: "k=<key>;v=<n>,<n>,<n>,..." */
        int len = snprintf(r->text, sizeof r->text, "k=%u;v=%u,%u,%u,%u,%u,%u,%u,%u", r->key,
                           r->fields[0] & 0xffff, r->fields[1] & 0xfff,
                           r->fields[2] & 0xff, r->fields[3] & 0xfffff,
                           r->fields[4] & 0xffff, r->fields[5] & 0xfff,
                           r->fields[6] & 0xfffff, r->fields[7] & 0xffffff);
        r->textlen = len < (int)sizeof r->text ? len : (int)sizeof r->text - 1;
    }
}

NOINLINE uint64_t parse_fields(const record_t *r) {
    /* hand-rolled parse of the text field; sums the numbers after "v=" */
    const char *p = r->text;
    uint64_t sum = 0, cur = 0;
    int in_v = 0;
    for (int i = 0; i < r->textlen; i++) {
        char c = p[i];
        if (c == 'v' && p[i + 1] == '=') { in_v = 1; i++; continue; }
        if (!in_v) continue;
        if (c >= '0' && c <= '9') cur = cur * 10 + (uint64_t)(c - '0');
        else { sum += cur; cur = 0; }
    }
    return sum + cur;
}

/* median of the record's fields (insertion sort of a copy): used as a
 * per-record normaliser in aggregate() */
NOINLINE uint32_t field_median(const record_t *r) {
    uint32_t t[NFIELDS];
    memcpy(t, r->fields, sizeof t);
    for (int i = 1; i < NFIELDS; i++) {
        uint32_t v = t[i];
        int j = i - 1;
        while (j >= 0 && t[j] > v) { t[j + 1] = t[j]; j--; }
        t[j + 1] = v;
    }
    return t[NFIELDS / 2];
}

NOINLINE void aggregate(slot_t *table, const record_t *recs, int n) {
    for (int i = 0; i < n; i++) {
        uint64_t v = parse_fields(&recs[i]) + field_median(&recs[i]) % 1000;
        uint32_t h = (recs[i].key * 2654435761u) >> (32 - TABLE_BITS);
        for (;;) {
            slot_t *s = &table[h];
            if (s->count == 0 || s->key == recs[i].key) {
                s->key = recs[i].key;
                s->total += v;
                s->count++;
                break;
            }
            h = (h + 1) & (TABLE_SIZE - 1);
        }
    }
}

/* encode one record into a varint stream, xor-whitened with a salt */
NOINLINE int encode(const record_t *r, uint8_t *out, uint32_t salt) {
    int o = 0;
    uint32_t k = r->key ^ salt;
    for (int f = -1; f < WIRE_FIELDS; f++) {
        uint32_t v = f < 0 ? k : (r->fields[f] ^ (salt * (uint32_t)(f + 1)));
        while (v >= 0x80) {
            out[o++] = (uint8_t)(v | 0x80);
            v >>= 7;
        }
        out[o++] = (uint8_t)v;
    }
    for (int i = 0; i < r->textlen; i++) out[o++] = (uint8_t)r->text[i] ^ (uint8_t)salt;
    /* whitening pass */
    uint32_t w = salt | 1;
    for (int i = 0; i < o; i++) {
        w = w * 1103515245u + 12345u;
        out[i] ^= (uint8_t)(w >> 16);
    }
    return o;
}

/* adler-ish checksum with a final mix, byte at a time */
NOINLINE uint32_t checksum(const uint8_t *buf, int len) {
    uint32_t a = 1, b = 0;
    for (int i = 0; i < len; i++) {
        a = (a + buf[i]) % 65521u;
        b = (b + a) % 65521u;
    }
    uint32_t h = (b << 16) | a;
    h ^= h >> 15;
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    return h;
}

static uint8_t wire[BATCH][320];
static int wire_len[BATCH];

NOINLINE uint64_t process_batch(const record_t *recs, int n, uint32_t batch_no) {
    uint64_t acc = 0;
    for (int copy = 0; copy < ENCODE_COPIES; copy++) {
        uint32_t salt = 0x5bd1e995u * (batch_no + 1) + 0x9e3779b9u * (uint32_t)copy;
        for (int i = 0; i < n; i++) {
            wire_len[i] = encode(&recs[i], wire[i], salt);
            acc += checksum(wire[i], wire_len[i]);
        }
    }
    return acc;
}

static int cmp_slot(const void *a, const void *b) {
    const slot_t *x = a, *y = b;
    if (x->total != y->total) return x->total < y->total ? 1 : -1;
    return x->key < y->key ? -1 : (x->key > y->key);
}

NOINLINE uint64_t report_top(slot_t *table) {
    static slot_t copy[TABLE_SIZE];
    memcpy(copy, table, sizeof copy);
    qsort(copy, TABLE_SIZE, sizeof(slot_t), cmp_slot);
    uint64_t s = 0;
    for (int i = 0; i < 10; i++) s += copy[i].total ^ copy[i].key;
    return s;
}

int main(int argc, char **argv) {
    int nbatches = argc > 1 ? atoi(argv[1]) : 600;
    static record_t recs[BATCH];
    static slot_t table[TABLE_SIZE];
    uint64_t digest = 0;
    for (int b = 0; b < nbatches; b++) {
        generate_records(recs, BATCH);
        aggregate(table, recs, BATCH);
        digest ^= process_batch(recs, BATCH, (uint32_t)b);
        if (b % 8 == 7) digest += report_top(table);
    }
    printf("batches=%d copies=%d digest=%016llx\n", nbatches, ENCODE_COPIES,
           (unsigned long long)digest);
    return 0;
}
