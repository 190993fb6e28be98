/* recs.c: record pipeline. Usage: ./recs before|after
 * Each round: scan_table() and build_index() do fixed work; then process_record() is called
 * once per record (before) or twice per record (after: the record is re-processed in a
 * second "validation" sweep). process_record's own time is small; it spends its time in
 * two callees, checksum_part() and normalize_part(), about half each.
 * All functions are NOINL (noinline) and take the round number as a salt, so the compiler can
 * neither inline them nor hoist them out of the round loop. Built with clang-14 (see capture.sh):
 * gcc 12 here omitted the frame pointer in leaf functions even with -fno-omit-frame-pointer. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#if defined(__clang__)
#define NOINL __attribute__((noinline))
#else
#define NOINL __attribute__((noipa))
#endif

#define NREC 4096
#define NF 16
#define ROUNDS 1000

typedef struct { uint32_t f[NF]; uint32_t tag; } rec_t;
static rec_t recs[NREC];
volatile uint64_t sink;

NOINL uint64_t checksum_part(const rec_t *r, uint32_t salt) {
    uint64_t h = 1469598103934665603ULL ^ salt;
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < NF; i++) { h ^= r->f[i] + k; h *= 1099511628211ULL; }
    return h;
}

NOINL uint64_t normalize_part(const rec_t *r, uint32_t salt) {
    uint64_t s = salt;
    for (int i = 0; i < NF; i++) s += (r->f[i] % 977u) * (r->f[(i + 5) % NF] % 31u + 1) / (r->tag % 13u + 1);
    return s;
}

NOINL uint64_t process_record(const rec_t *r, uint32_t salt) {
    uint64_t a = checksum_part(r, salt);
    uint64_t b = normalize_part(r, salt);
    return a ^ (b << 1) ^ r->tag;
}

NOINL uint64_t scan_table(uint32_t salt) {
    uint64_t m = salt;
    for (int pass = 0; pass < 6; pass++)
    for (int j = 0; j < NREC; j++)
        for (int i = 0; i < NF; i++) { uint64_t v = (recs[j].f[i] + pass) * 2654435761u; m += (v >> 7) ^ (v << 3); m = (m << 1) | (m >> 63); }
    return m;
}
NOINL uint64_t build_index(uint32_t salt) {
    uint64_t acc = 0;
    for (int j = 0; j < NREC; j++) {
        uint32_t x = recs[j].tag ^ salt;
        for (int k = 0; k < 100; k++) { x ^= x << 13; x ^= x >> 17; x ^= x << 5; acc += x & 1023; }
    }
    return acc;
}

int main(int argc, char **argv) {
    int twice = argc > 1 && strcmp(argv[1], "after") == 0;
    uint32_t s = 12345;
    for (int j = 0; j < NREC; j++) {
        for (int i = 0; i < NF; i++) { s = s * 1664525u + 1013904223u; recs[j].f[i] = s; }
        recs[j].tag = s >> 8;
    }
    uint64_t total = 0;
    for (int r = 0; r < ROUNDS; r++) {
        total += scan_table(r);
        total += build_index(r);
        for (int j = 0; j < NREC; j++) total ^= process_record(&recs[j], r);
        if (twice)
            for (int j = 0; j < NREC; j++) total += process_record(&recs[j], r);
    }
    sink = total;
    printf("%s rounds=%d total=%llu\n", twice ? "after" : "before", ROUNDS, (unsigned long long)total);
    return 0;
}
