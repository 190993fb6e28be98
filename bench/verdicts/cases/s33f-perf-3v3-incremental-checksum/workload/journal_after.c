/* Write-ahead journal: encode records into a block buffer; each block carries
 * an FNV-1a checksum of its contents that must be current after every append
 * (readers may snapshot the block at any time). Blocks are sealed every
 * RECS_PER_BLOCK records.
 * AFTER: append_record extends the running checksum with the new bytes only. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define REC_SIZE 64
#define RECS_PER_BLOCK 48
#define FNV_BASIS 2166136261u
#define FNV_PRIME 16777619u

typedef struct {
    uint8_t buf[REC_SIZE * RECS_PER_BLOCK];
    size_t len;
    uint32_t sum;
} block_t;

__attribute__((noinline)) uint32_t checksum(uint32_t h, const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= FNV_PRIME;
    }
    return h;
}

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static inline uint64_t rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

/* Build one record: key, a few derived fields, and a mixed payload. */
__attribute__((noinline)) void encode_record(uint8_t *rec, uint64_t seq)
{
    uint64_t key = rng();
    uint64_t v = key ^ seq;
    for (int round = 0; round < 100; round++) {   /* field derivation */
        for (int i = 0; i < REC_SIZE / 8; i++) {
            v = v * 6364136223846793005ull + 1442695040888963407ull + (uint64_t)i;
            v ^= v >> 29;
            memcpy(rec + i * 8, &v, 8);
        }
    }
    memcpy(rec, &seq, 8);
}

__attribute__((noinline)) void append_record(block_t *b, const uint8_t *rec)
{
    memcpy(b->buf + b->len, rec, REC_SIZE);
    b->len += REC_SIZE;
    b->sum = checksum(b->sum, rec, REC_SIZE);       /* incremental: FNV-1a continues */
}

__attribute__((noinline)) uint32_t seal_block(block_t *b, uint32_t acc)
{
    acc = acc * 31 + b->sum;
    b->len = 0;
    b->sum = FNV_BASIS;
    return acc;
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 3000000;
    static block_t blk = { .len = 0, .sum = FNV_BASIS };
    uint8_t rec[REC_SIZE];
    uint32_t acc = 0;
    for (long s = 0; s < n; s++) {
        encode_record(rec, (uint64_t)s);
        append_record(&blk, rec);
        if (blk.len == sizeof blk.buf)
            acc = seal_block(&blk, acc);
    }
    printf("records=%ld acc=%08x\n", n, acc);
    return 0;
}
