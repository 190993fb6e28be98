/* logpack: toy log archiver. Per round: gen_log formats synthetic access-log
 * lines into a 4 MiB buffer (snprintf), index_fields tokenises them and counts
 * status codes/paths in a small hash table, checksum_block runs a CRC-32 table
 * over the buffer, and pack_block compresses the buffer with the system zlib
 * (compress2 at PACK_LEVEL, default 1). Stages of similar cost at level 1. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#ifndef PACK_LEVEL
#define PACK_LEVEL 1
#endif
#define BUF_SIZE (4u << 20)

static uint64_t rng = 0x243F6A8885A308D3ull;
static inline uint64_t rnext(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

static const char *paths[] = {"/api/v1/users", "/api/v1/orders", "/static/app.js", "/static/style.css",
    "/login", "/logout", "/api/v1/items/search", "/healthz", "/metrics", "/api/v2/cart/checkout",
    "/images/logo.png", "/api/v1/users/settings", "/docs/index.html", "/favicon.ico"};
static const char *agents[] = {"Mozilla/5.0 (X11; Linux x86_64)", "curl/7.88.1", "Go-http-client/1.1",
    "python-requests/2.31", "Mozilla/5.0 (Windows NT 10.0; Win64)"};
static const int codes[] = {200, 200, 200, 200, 301, 304, 404, 500, 200, 201};

__attribute__((noinline)) static size_t gen_log(char *buf, size_t cap, unsigned round) {
    size_t n = 0; unsigned long t = 1700000000ul + round * 3600ul;
    while (n + 256 < cap) {
        uint64_t r = rnext();
        int k = snprintf(buf + n, cap - n, "10.%u.%u.%u - - [%lu] \"GET %s?id=%u HTTP/1.1\" %d %u \"%s\" rt=%u.%03u\n",
            (unsigned)(r & 255), (unsigned)((r >> 8) & 255), (unsigned)((r >> 16) & 255), t + (r >> 40) % 60,
            paths[(r >> 24) % 14], (unsigned)((r >> 28) % 10000), codes[(r >> 36) % 10], (unsigned)((r >> 44) % 50000),
            agents[(r >> 52) % 5], (unsigned)((r >> 56) % 3), (unsigned)((r >> 20) % 1000));
        n += (size_t)k; t += (r & 1);
    }
    return n;
}

#define TB 4096
static uint64_t tkey[TB]; static unsigned tcnt[TB]; static unsigned long overflow;
__attribute__((noinline)) static unsigned index_fields(const char *buf, size_t n) {
    unsigned lines = 0; size_t i = 0;
    while (i < n) {
        /* hash every space-separated token of the line; count them in the table */
        while (i < n && buf[i] != '\n') {
            uint64_t h = 1469598103934665603ull;
            while (i < n && buf[i] != ' ' && buf[i] != '\n') { h = (h ^ (uint8_t)buf[i]) * 1099511628211ull; i++; }
            unsigned s = (unsigned)(h >> 52), probe = 0;
            while (tkey[s] && tkey[s] != h && probe < 8) { s = (s + 1) & (TB - 1); probe++; }
            if (probe == 8) { overflow++; }
            else { if (!tkey[s]) tkey[s] = h; tcnt[s]++; }
            if (i < n && buf[i] == ' ') i++;
        }
        i++; lines++;
    }
    return lines;
}

static uint32_t crctab[8][256];
static void crc_init(void) {
    for (uint32_t i = 0; i < 256; i++) { uint32_t c = i; for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1; crctab[0][i] = c; }
    for (int t = 1; t < 8; t++) for (int i = 0; i < 256; i++) crctab[t][i] = (crctab[t - 1][i] >> 8) ^ crctab[0][crctab[t - 1][i] & 255];
}
__attribute__((noinline)) static uint32_t checksum_block(const char *p, size_t n) {
    uint32_t c = 0xFFFFFFFFu;
    for (int pass = 0; pass < 3; pass++)            /* bytewise, as an old on-disk format demands */
        for (size_t i = 0; i < n; i++) c = crctab[0][(c ^ (uint8_t)p[i]) & 255] ^ (c >> 8);
    return ~c;
}

__attribute__((noinline)) static size_t pack_block(const char *p, size_t n, unsigned char *out, size_t cap) {
    uLongf dlen = cap;
    if (compress2(out, &dlen, (const Bytef *)p, n, PACK_LEVEL) != Z_OK) { fprintf(stderr, "compress2 failed\n"); exit(1); }
    return dlen;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 10;
    char *buf = malloc(BUF_SIZE); size_t cap = compressBound(BUF_SIZE); unsigned char *out = malloc(cap);
    crc_init();
    uint64_t total_in = 0, total_out = 0; uint32_t crc = 0; unsigned lines = 0;
    for (int r = 0; r < rounds; r++) {
        size_t n = gen_log(buf, BUF_SIZE, r);
        lines += index_fields(buf, n);
        crc ^= checksum_block(buf, n);
        total_out += pack_block(buf, n, out, cap);
        total_in += n;
    }
    printf("level %d lines %u in %llu out %llu crc %08x\n", PACK_LEVEL, lines, (unsigned long long)total_in, (unsigned long long)total_out, crc);
    return 0;
}
