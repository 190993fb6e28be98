/* pkt: synthesise network packets, verify header and payload checksums,
 * route them by destination and keep per-route byte counters.
 * Build: gcc -O2 -g -fno-omit-frame-pointer */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HDR 20
#define MAXPAY 512
#define NROUTE 256

static uint64_t rng = 0x2545F4914F6CDD1Dull;
static inline uint64_t xs(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

typedef struct { uint8_t hdr[HDR]; uint8_t pay[MAXPAY]; size_t len; } pkt_t;
static uint64_t route_bytes[NROUTE];
static uint64_t route_pkts[NROUTE];

/* one's-complement 16-bit checksum (RFC 1071 style); the word at byte offset
 * `skip` (the stored checksum field, or -1 for none) is excluded.
 * Kept out of line: it is shared by the header and payload paths. */
__attribute__((noinline)) static uint16_t checksum16(const uint8_t *p, size_t n, long skip) {
    uint32_t s = 0;
    size_t i;
    /* a stored checksum field always lies in the first 24 bytes */
    for (i = 0; i + 1 < n && i < 24; i += 2) {
        if ((long)i == skip) continue;
        s += (uint32_t)(p[i] << 8 | p[i + 1]);
    }
    for (; i + 1 < n; i += 2) s += (uint32_t)(p[i] << 8 | p[i + 1]);
    if (n & 1) s += (uint32_t)p[n - 1] << 8;
    while (s >> 16) s = (s & 0xffff) + (s >> 16);
    return (uint16_t)~s;
}

__attribute__((noinline)) static void make_packet(pkt_t *k) {
    uint64_t r = xs();
    k->len = 64 + (r % (MAXPAY - 64));
    for (int i = 0; i < HDR; i += 8) { uint64_t w = xs(); memcpy(k->hdr + i, &w, HDR - i < 8 ? HDR - i : 8); }
    for (size_t i = 0; i < k->len; i += 8) { uint64_t w = xs(); memcpy(k->pay + i, &w, 8); }
}

__attribute__((noinline)) static int process_packet(const pkt_t *k) {
    uint16_t hc = checksum16(k->hdr, HDR, 10);
    uint16_t pc = checksum16(k->pay, k->len, -1);
    unsigned route = (k->hdr[16] ^ k->hdr[19]) & (NROUTE - 1);
    route_bytes[route] += k->len;
    route_pkts[route]++;
    return (hc ^ pc) & 1;
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 4000000;
    static pkt_t k;
    long odd = 0;
    for (long i = 0; i < n; i++) {
        make_packet(&k);
        odd += process_packet(&k);
    }
    uint64_t s = 0;
    for (int r = 0; r < NROUTE; r++) s += route_bytes[r] * 31 + route_pkts[r];
    printf("packets=%ld odd=%ld sum=%llu\n", n, odd, (unsigned long long)s);
    return 0;
}
