/* Telemetry batcher: stages raw samples into a scratch buffer per batch,
 * delta-encodes them and checksums the encoded block.
 * Build with -DFRESH_SCRATCH to map a fresh scratch buffer per batch (after). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define SCRATCH_BYTES (6u << 20)           /* 6 MiB of staged samples per batch */
#define NSAMPLES (SCRATCH_BYTES / sizeof(uint32_t))
#define NOINLINE __attribute__((noinline))

typedef struct { uint64_t state; } rng_t;
static inline uint32_t rng_next(rng_t *r) {
    r->state ^= r->state << 13; r->state ^= r->state >> 7; r->state ^= r->state << 17;
    return (uint32_t)r->state;
}

static inline uint32_t sensor_read(rng_t *r, uint32_t prev) {
    uint32_t v = rng_next(r);
    return prev + (v & 0xff) - 120;
}

#ifdef FRESH_SCRATCH
static NOINLINE uint32_t *stage_samples(rng_t *r, uint32_t *unused) {
    (void)unused;
    uint32_t *scratch = mmap(NULL, SCRATCH_BYTES, PROT_READ | PROT_WRITE,
                             MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (scratch == MAP_FAILED) { perror("mmap"); exit(1); }
#else
static NOINLINE uint32_t *stage_samples(rng_t *r, uint32_t *scratch) {
#endif
    uint32_t prev = 1u << 20;
    for (size_t i = 0; i < NSAMPLES; i++) { prev = sensor_read(r, prev); scratch[i] = prev; }
    return scratch;
}

static NOINLINE void release_samples(uint32_t *scratch) {
#ifdef FRESH_SCRATCH
    munmap(scratch, SCRATCH_BYTES);
#else
    (void)scratch;
#endif
}

static NOINLINE size_t zigzag_varint(int32_t d, uint8_t *out) {
    uint32_t z = ((uint32_t)d << 1) ^ (uint32_t)(d >> 31);
    size_t n = 0;
    do { uint8_t b = z & 0x7f; z >>= 7; out[n++] = b | (z ? 0x80 : 0); } while (z);
    return n;
}

static NOINLINE size_t encode_deltas(const uint32_t *s, size_t n, uint8_t *out) {
    size_t len = 0; uint32_t prev = 0;
    for (size_t i = 0; i < n; i++) { len += zigzag_varint((int32_t)(s[i] - prev), out + len); prev = s[i]; }
    return len;
}

static NOINLINE uint64_t checksum_block(const uint8_t *p, size_t n) {
    uint64_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) { a = (a + p[i]) % 65521; b = (b + a) % 65521; }
    return (b << 16) | a;
}

static NOINLINE uint64_t process_batch(rng_t *r, uint32_t *scratch, uint8_t *encoded) {
    uint32_t *s = stage_samples(r, scratch);
    size_t len = encode_deltas(s, NSAMPLES, encoded);
    uint64_t c = checksum_block(encoded, len) ^ len;
    release_samples(s);
    return c;
}

static NOINLINE uint64_t run_batches(int batches) {
    rng_t r = { 0x9e3779b97f4a7c15ull };
    uint32_t *scratch = malloc(SCRATCH_BYTES);
    uint8_t *encoded = malloc(NSAMPLES * 5);
    memset(scratch, 0, SCRATCH_BYTES); memset(encoded, 0, NSAMPLES * 5);
    uint64_t acc = 0;
    for (int b = 0; b < batches; b++) acc = acc * 1000003 ^ process_batch(&r, scratch, encoded);
    free(encoded); free(scratch);
    return acc;
}

int main(int argc, char **argv) {
    int batches = argc > 1 ? atoi(argv[1]) : 100;
    printf("checksum %016llx\n", (unsigned long long)run_batches(batches));
    return 0;
}
