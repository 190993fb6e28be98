/* s38e-perf-fp-3v3-uneven-callees workload.
 * process_batch() handles records and calls flush_stats() every FLUSH_EVERY records.
 * before: FLUSH_EVERY=64, after: FLUSH_EVERY=8 (8x as many flush_stats calls).
 * flush_stats spends ~85% in format_stats and ~15% in checksum_stats; neither changed.
 * gcc 12 omits the frame-pointer setup in frameless leaf functions even with
 * -mno-omit-leaf-frame-pointer, so each hot function calls touch() (non-leaf).
 * Build: gcc -O2 -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -DFLUSH_EVERY=N */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <stdlib.h>
#ifndef FLUSH_EVERY
#define FLUSH_EVERY 64
#endif
#define NI __attribute__((noinline))
#define NSTAT 64

static volatile uint64_t sink;
static uint64_t stats[NSTAT];
static char outbuf[NSTAT * 24];

/* Tiny non-inlined callee: makes every hot function a non-leaf, so gcc 12 keeps its
 * frame-pointer prologue (-mno-omit-leaf-frame-pointer alone does not do it for
 * frameless leaves) and callers stay visible in perf -g stacks. */
NI static void touch(uint64_t v) { sink += v; }

NI static uint64_t parse_record(uint64_t seed) {
    uint64_t h = seed;
    for (int i = 0; i < 1200; i++) { h ^= h << 13; h ^= h >> 7; h ^= h << 17; h += i; }
    touch(h);
    return h;
}

NI static uint64_t transform_record(uint64_t v) {
    uint64_t acc = v;
    for (int i = 0; i < 800; i++) { acc = acc * 6364136223846793005ULL + 1442695040888963407ULL; acc ^= acc >> 29; }
    touch(acc);
    return acc;
}

NI static size_t format_stats(void) {
    /* hand-written decimal formatting of every counter, repeated; no libc calls */
    size_t pos = 0;
    for (int rep = 0; rep < 6; rep++) {
        pos = 0;
        for (int i = 0; i < NSTAT; i++) {
            uint64_t v = stats[i] + rep;
            char tmp[24]; int n = 0;
            do { tmp[n++] = (char)('0' + v % 10); v /= 10; } while (v);
            while (n) outbuf[pos++] = tmp[--n];
            outbuf[pos++] = ',';
        }
    }
    touch(pos);
    return pos;
}

NI static uint64_t checksum_stats(size_t len) {
    uint64_t c = 1469598103934665603ULL;
    for (int rep = 0; rep < 2; rep++)
        for (size_t i = 0; i < len; i++) { c ^= (unsigned char)outbuf[i]; c *= 1099511628211ULL; }
    touch(c);
    return c;
}

NI static void flush_stats(void) {
    size_t len = format_stats();
    sink += checksum_stats(len);
}

NI static void process_batch(uint64_t base, int n) {
    for (int i = 0; i < n; i++) {
        uint64_t r = parse_record(base + i);
        uint64_t t = transform_record(r);
        stats[t % NSTAT] += t >> 40;
        if ((i + 1) % FLUSH_EVERY == 0) flush_stats();
    }
    touch(base);
}

int main(int argc, char **argv) {
    int batches = argc > 1 ? atoi(argv[1]) : 1000;
    for (int b = 0; b < batches; b++) process_batch((uint64_t)b * 4096, 4096);
    printf("sink=%llu flush_every=%d\n", (unsigned long long)sink, FLUSH_EVERY);
    return 0;
}
