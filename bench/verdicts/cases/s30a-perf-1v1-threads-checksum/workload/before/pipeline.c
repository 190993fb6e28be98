/* pipeline: two named worker threads running for a fixed duration (like a service).
 *   "ingest"  : generates CSV-ish lines, splits them into fields, parses numbers, routes records.
 *   "compact" : fills 4 KiB blocks, run-length encodes them, checksums the encoded output.
 * BEFORE: checksum_block() consumes the buffer 8 bytes at a time. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

static double duration_s = 5.0;
static volatile uint64_t sink;

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }

/* ---------------- ingest thread ---------------- */
__attribute__((noinline)) static int gen_line(uint64_t i, char *buf) {
    uint64_t x = i * 0x9E3779B97F4A7C15ull;
    int n = 0;
    for (int f = 0; f < 12; f++) {
        uint32_t v = (uint32_t)(x >> (f * 5)) % 100000;
        char tmp[12]; int k = 0;
        do { tmp[k++] = '0' + v % 10; v /= 10; } while (v);
        while (k) buf[n++] = tmp[--k];
        buf[n++] = f == 11 ? '\n' : ',';
    }
    buf[n] = 0;
    return n;
}

__attribute__((noinline)) static int parse_fields(const char *s, uint32_t *out) {
    int nf = 0; uint32_t v = 0;
    for (; *s; s++) {
        if (*s == ',' || *s == '\n') { out[nf++] = v; v = 0; }
        else v = v * 10 + (uint32_t)(*s - '0');
    }
    return nf;
}

__attribute__((noinline)) static uint64_t route(const uint32_t *f, int nf) {
    uint64_t h = 1469598103934665603ull;
    for (int i = 0; i < nf; i++) { h ^= f[i]; h *= 1099511628211ull; }
    return h % 64;
}

static void *ingest_main(void *arg) {
    (void)arg;
    pthread_setname_np(pthread_self(), "ingest");
    char buf[256]; uint32_t fields[16]; uint64_t acc = 0, i = 0;
    double end = now() + duration_s;
    while (1) {
        for (int k = 0; k < 1024; k++, i++) {
            gen_line(i, buf);
            int nf = parse_fields(buf, fields);
            acc += route(fields, nf);
        }
        if (now() >= end) break;
    }
    sink += acc;
    fprintf(stderr, "ingest: %llu lines\n", (unsigned long long)i);
    return NULL;
}

/* ---------------- compact thread ---------------- */
#define BLOCK 4096

__attribute__((noinline)) static void fill_block(uint64_t seed, uint8_t *b) {
    uint64_t x = seed | 1;
    for (int i = 0; i < BLOCK; ) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        int run = 1 + (int)(x & 7);
        for (int r = 0; r < run && i < BLOCK; r++) b[i++] = (uint8_t)(x >> 8);
    }
}

__attribute__((noinline)) static size_t rle_encode(const uint8_t *in, size_t n, uint8_t *out) {
    size_t o = 0;
    for (size_t i = 0; i < n; ) {
        uint8_t c = in[i]; size_t r = 1;
        while (i + r < n && in[i + r] == c && r < 255) r++;
        out[o++] = (uint8_t)r; out[o++] = c; i += r;
    }
    return o;
}

__attribute__((noinline)) static uint64_t checksum_block(const uint8_t *p, size_t n) {
    /* 64-bit words, each folded in with a murmur-style finalizer */
    uint64_t h = 0x243F6A8885A308D3ull ^ n;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w; memcpy(&w, p + i, 8);
        h ^= w;
        h *= 0xff51afd7ed558ccdull; h ^= h >> 33;
        h *= 0xc4ceb9fe1a85ec53ull; h ^= h >> 29;
    }
    for (; i < n; i++) h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}

static void *compact_main(void *arg) {
    (void)arg;
    pthread_setname_np(pthread_self(), "compact");
    static uint8_t in[BLOCK], out[2 * BLOCK];
    uint64_t acc = 0, i = 0;
    double end = now() + duration_s;
    while (1) {
        for (int k = 0; k < 64; k++, i++) {
            fill_block(i + 1, in);
            size_t n = rle_encode(in, BLOCK, out);
            /* checksum of the raw block (for the index) and of the encoded block (for the file) */
            acc += checksum_block(in, BLOCK) ^ checksum_block(out, n);
        }
        if (now() >= end) break;
    }
    sink += acc;
    fprintf(stderr, "compact: %llu blocks\n", (unsigned long long)i);
    return NULL;
}

int main(int argc, char **argv) {
    if (argc > 1) duration_s = atof(argv[1]);
    pthread_t a, b;
    pthread_create(&a, NULL, ingest_main, NULL);
    pthread_create(&b, NULL, compact_main, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
