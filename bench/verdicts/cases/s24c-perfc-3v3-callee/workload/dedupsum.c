/* dedupsum: content-defined chunking + per-chunk digest + dedup table over a
 * synthetic buffer. Per round: gen_data fills a 16 MiB buffer (with repeats),
 * find_boundaries cuts it into chunks with a gear rolling hash, digest_chunk
 * hashes each chunk (its work is almost all in mix_block, a non-inlined ARX
 * compression function over 64-byte blocks), dedup_insert records digests in
 * an open-addressing table, and report summarises chunk sizes.
 * Build with -DMIX_ROUNDS=N to choose the number of ARX rounds (default 12). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef MIX_ROUNDS
#define MIX_ROUNDS 12
#endif

#define BUF_SIZE (16u << 20)
#define TABLE_BITS 16
#define TABLE_SIZE (1u << TABLE_BITS)

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static inline uint64_t rng_next(void) {
    uint64_t x = rng_state;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    return rng_state = x;
}
static inline uint64_t rotl(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

static uint64_t gear[256];

__attribute__((noinline)) static void gen_data(uint8_t *buf, size_t n) {
    size_t i = 0;
    while (i < n) {
        uint64_t r = rng_next();
        if ((r & 7) == 0 && i > 65536) {            /* copy an earlier run: duplicates */
            size_t len = 4096 + (r >> 8) % 16384, src = (r >> 32) % (i - len);
            if (i + len > n) len = n - i;
            memmove(buf + i, buf + src, len);
            i += len;
        } else {
            size_t len = 2048 + (r >> 8) % 4096;
            if (i + len > n) len = n - i;
            for (size_t k = 0; k < len; k += 8) {
                uint64_t w = rng_next();
                memcpy(buf + i + k, &w, (len - k) < 8 ? (len - k) : 8);
            }
            i += len;
        }
    }
}

__attribute__((noinline)) static size_t find_boundaries(const uint8_t *buf, size_t n, uint32_t *cuts, size_t maxcuts) {
    uint64_t h = 0; size_t nc = 0, last = 0;
    for (size_t i = 2048; i < n; i++) {          /* no cut before the 2 KiB minimum chunk size */
        h = (h << 1) + gear[buf[i]];
        if ((h & 0x1FFF000000000000ull) == 0 || i - last >= 65536) {
            if (nc < maxcuts) cuts[nc++] = (uint32_t)(i + 1);
            last = i + 1;
            i += 2047; h = 0;
        }
    }
    if (nc < maxcuts && last < n) cuts[nc++] = (uint32_t)n;
    return nc;
}

/* ARX compression of one 64-byte block into a 4-word state */
__attribute__((noinline)) static void mix_block(uint64_t st[4], const uint8_t *blk) {
    uint64_t m[8];
    memcpy(m, blk, 64);
    uint64_t a = st[0], b = st[1], c = st[2], d = st[3];
    for (int r = 0; r < MIX_ROUNDS; r++) {
        a += m[(r * 3) & 7]; b ^= a; b = rotl(b, 23);
        c += b ^ m[(r * 5 + 1) & 7]; d ^= c; d = rotl(d, 41);
        a += d; b += rotl(c, 17); c ^= a >> 29; d += b * 0x9E3779B97F4A7C15ull;
    }
    st[0] ^= a; st[1] ^= b; st[2] ^= c; st[3] ^= d;
}

__attribute__((noinline)) static uint64_t digest_chunk(const uint8_t *p, size_t len) {
    uint64_t st[4] = {0x6A09E667F3BCC908ull, 0xBB67AE8584CAA73Bull, 0x3C6EF372FE94F82Bull, len};
    size_t i = 0;
    for (; i + 64 <= len; i += 64) mix_block(st, p + i);
    uint8_t tail[64] = {0};
    memcpy(tail, p + i, len - i);
    tail[63] = (uint8_t)(len - i);
    mix_block(st, tail);
    return st[0] ^ rotl(st[1], 7) ^ rotl(st[2], 19) ^ rotl(st[3], 31);
}

static uint64_t table[TABLE_SIZE];
static uint32_t table_len[TABLE_SIZE];

__attribute__((noinline)) static int dedup_insert(uint64_t dg, uint32_t len) {
    if (dg == 0) dg = 1;
    uint32_t i = (uint32_t)(dg >> (64 - TABLE_BITS));
    for (;;) {
        if (table[i] == dg) return 1;
        if (table[i] == 0) { table[i] = dg; table_len[i] = len; return 0; }
        i = (i + 1) & (TABLE_SIZE - 1);
    }
}

static int cmp_u32(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

__attribute__((noinline)) static uint64_t report(uint32_t *sizes, size_t n, size_t dups) {
    qsort(sizes, n, sizeof *sizes, cmp_u32);
    uint64_t h = 1469598103934665603ull;
    char line[128];
    for (size_t i = 0; i < n; i += 16) {
        int k = snprintf(line, sizeof line, "%zu %u %zu\n", i, sizes[i], dups);
        for (int j = 0; j < k; j++) h = (h ^ (uint8_t)line[j]) * 1099511628211ull;
    }
    return h;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 10;
    uint8_t *buf = malloc(BUF_SIZE);
    size_t maxcuts = BUF_SIZE / 1024;
    uint32_t *cuts = malloc(maxcuts * sizeof *cuts), *sizes = malloc(maxcuts * sizeof *sizes);
    for (int i = 0; i < 256; i++) gear[i] = rng_next();
    uint64_t total = 0; size_t alldups = 0, allchunks = 0;
    for (int r = 0; r < rounds; r++) {
        memset(table, 0, sizeof table);
        gen_data(buf, BUF_SIZE);
        size_t nc = find_boundaries(buf, BUF_SIZE, cuts, maxcuts), prev = 0, dups = 0;
        for (size_t c = 0; c < nc; c++) {
            size_t len = cuts[c] - prev;
            dups += dedup_insert(digest_chunk(buf + prev, len), (uint32_t)len);
            sizes[c] = (uint32_t)len;
            prev = cuts[c];
        }
        total ^= report(sizes, nc, dups) + r;
        alldups += dups; allchunks += nc;
    }
    printf("chunks %zu dups %zu checksum %016llx\n", allchunks, alldups, (unsigned long long)total);
    free(buf); free(cuts); free(sizes);
    return 0;
}
