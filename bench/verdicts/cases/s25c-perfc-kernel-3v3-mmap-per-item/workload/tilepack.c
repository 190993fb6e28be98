// tilepack: toy image-tile packer. For each of N work items (tiles): load_tile fills a 64 KiB
// input tile (xorshift PRNG, fixed seed), process_tile expands it into a 256 KiB scratch buffer
// (4 bytes per input byte: delta + run context), builds a histogram from the scratch and packs
// a small output record; checksum_out folds the record;
// encode_tile LZ-encodes the input tile into a reused buffer and crc_enc runs a bitwise CRC-32 over a quarter of it. -DSCRATCH_PER_ITEM: process_tile gets a
// fresh anonymous mmap for its scratch buffer on every item and munmaps it at the end, instead of
// mapping it once and reusing it. Same output.
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define TILE (64 * 1024)
#define SCRATCH (TILE * 4)

static uint64_t rng_state = 0x9E3779B97F4A7C15ULL;
static inline uint64_t xs(void) {
    uint64_t x = rng_state; x ^= x << 13; x ^= x >> 7; x ^= x << 17; return rng_state = x;
}

__attribute__((noinline)) static void load_tile(uint8_t *in, int item) {
    for (int i = 0; i < TILE; i += 8) {
        uint64_t v = xs();
        if ((i & 1023) < 256) v &= 0x0F0F0F0F0F0F0F0FULL;   // some low-entropy runs
        memcpy(in + i, &v, 8);
    }
    in[0] = (uint8_t)item;
}

__attribute__((noinline)) static uint8_t *scratch_get(void) {
    void *p = mmap(NULL, SCRATCH, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) { perror("mmap"); exit(1); }
    return p;
}

#ifdef SCRATCH_PER_ITEM
__attribute__((noinline)) static void scratch_put(uint8_t *p) {
    if (munmap(p, SCRATCH) != 0) { perror("munmap"); exit(1); }
}
#else
static uint8_t *kept;
#endif

__attribute__((noinline)) static uint32_t process_tile(const uint8_t *in, uint32_t *out) {
#ifdef SCRATCH_PER_ITEM
    uint8_t *s = scratch_get();
#else
    if (!kept) kept = scratch_get();
    uint8_t *s = kept;
#endif
    uint8_t prev = 0;
    uint32_t run = 0;
    for (int i = 0; i < TILE; i++) {
        uint8_t c = in[i];
        run = (c == prev) ? run + 1 : 0;
        uint32_t w = (uint32_t)(uint8_t)(c - prev) | ((run & 0xFFFF) << 8) | ((uint32_t)c << 24);
        memcpy(s + (size_t)i * 4, &w, 4);
        prev = c;
    }
    uint32_t hist[256] = {0};
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < TILE; i++) {
            uint32_t w; memcpy(&w, s + (size_t)i * 4, 4);
            hist[(uint8_t)(w ^ (w >> (8 + pass * 8)))] += 1 + ((w >> 8) & 3);
        }
    uint32_t h = 0;
    for (int k = 0; k < 256; k++) { out[k] = hist[k]; h = h * 31 + hist[k]; }
#ifdef SCRATCH_PER_ITEM
    scratch_put(s);
#endif
    return h;
}

// Byte-oriented LZ-ish encoder of the input tile into enc (reused malloc buffer).
__attribute__((noinline)) static size_t encode_tile(const uint8_t *in, uint8_t *enc) {
    size_t o = 0;
    uint16_t last[4096] = {0};
    for (int i = 0; i < TILE;) {
        uint32_t key = (in[i] * 2654435761u ^ (i + 1 < TILE ? in[i + 1] : 0) * 40503u) >> 20;
        int cand = last[key & 4095];
        last[key & 4095] = (uint16_t)i;
        int len = 0;
        while (cand < i && i + len < TILE && len < 255 && in[cand + len] == in[i + len]) len++;
        if (len >= 4) { enc[o++] = 0xFF; enc[o++] = (uint8_t)len; enc[o++] = (uint8_t)(i - cand); i += len; }
        else enc[o++] = in[i++];
    }
    return o;
}

__attribute__((noinline)) static uint32_t crc_enc(const uint8_t *enc, size_t n) {
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) {
        c ^= enc[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320u & -(c & 1));
    }
    return ~c;
}

__attribute__((noinline)) static uint64_t checksum_out(const uint32_t *out) {
    uint64_t h = 1469598103934665603ULL;
    for (int k = 0; k < 256; k++) { h ^= out[k]; h *= 1099511628211ULL; }
    return h;
}

int main(int argc, char **argv) {
    int items = argc > 1 ? atoi(argv[1]) : 1000;
    uint8_t *in = malloc(TILE);
    uint8_t *enc = malloc(TILE * 2);
    uint32_t out[256];
    uint64_t acc = 0;
    for (int it = 0; it < items; it++) {
        load_tile(in, it);
        acc += process_tile(in, out);
        acc ^= checksum_out(out);
        size_t n = encode_tile(in, enc);
        acc += crc_enc(enc, n / 4) + n;
    }
#ifdef SCRATCH_PER_ITEM
    const char *v = "per-item";
#else
    const char *v = "reused";
#endif
    printf("scratch=%s items=%d acc=%016llx\n", v, items, (unsigned long long)acc);
    return 0;
}
