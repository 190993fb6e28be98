/* recproc: builds lookup tables, then processes synthetic records for a fixed 5 s. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define REC_LEN 256
#define NREC 4096

static uint32_t crc_table[256];
static uint16_t weight_table[65536];
static unsigned char records[NREC][REC_LEN];

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

__attribute__((noinline)) static void build_crc_table(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
    }
}

__attribute__((noinline)) static void build_weight_table(void) {
    for (int round = 0; round < 3000; round++)
        for (uint32_t i = 0; i < 65536; i++) {
            uint32_t x = i * 2654435761u + round;
            x ^= x >> 13; x *= 0x5bd1e995u; x ^= x >> 15;
            weight_table[i] = (uint16_t)(weight_table[i] + (x & 0x3ff));
        }
}

__attribute__((noinline)) static void generate_records(uint32_t seed) {
    for (int r = 0; r < NREC; r++)
        for (int i = 0; i < REC_LEN; i++) {
            seed = seed * 1103515245u + 12345u;
            records[r][i] = (unsigned char)(seed >> 16);
        }
}

typedef struct { uint32_t key; uint32_t len; uint32_t fields[8]; } parsed_t;

__attribute__((noinline)) static void parse_record(const unsigned char *rec, parsed_t *out) {
    uint32_t h = 2166136261u;
    for (int i = 0; i < REC_LEN; i++) { h ^= rec[i]; h *= 16777619u; }
    out->key = h;
    out->len = REC_LEN;
    for (int f = 0; f < 8; f++) {
        uint32_t v = 0;
        for (int i = 0; i < REC_LEN / 8; i++) v = v * 31 + rec[f * (REC_LEN / 8) + i];
        out->fields[f] = v;
    }
}

__attribute__((noinline)) static uint32_t checksum_record(const unsigned char *rec, size_t len) {
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < len; i++) c = crc_table[(c ^ rec[i]) & 0xff] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

__attribute__((noinline)) static uint64_t score_record(const parsed_t *p) {
    uint64_t s = 0;
    for (int round = 0; round < 56; round++)
        for (int f = 0; f < 8; f++)
            s += weight_table[(p->fields[f] + round * 977u) & 0xffff] * (uint64_t)(f + 1);
    return s;
}

static uint64_t stats_sum, stats_n;
__attribute__((noinline)) static void update_stats(uint64_t score, uint32_t crc) {
    stats_sum += score ^ crc;
    stats_n++;
}

__attribute__((noinline)) static void process_record(const unsigned char *rec) {
    parsed_t p;
    parse_record(rec, &p);
    uint32_t crc = checksum_record(rec, REC_LEN);
    uint64_t s = score_record(&p);
    update_stats(s, crc);
}

int main(int argc, char **argv) {
    double duration = argc > 1 ? atof(argv[1]) : 5.0;
    build_crc_table();
    build_weight_table();
    generate_records(argc > 2 ? (uint32_t)atoi(argv[2]) : 42u);
    double start = now_s();
    long n = 0;
    while (1) {
        for (int r = 0; r < 256; r++) process_record(records[(n + r) % NREC]);
        n += 256;
        if (now_s() - start >= duration) break;
    }
    printf("processed %ld records, stats %llu/%llu\n", n, (unsigned long long)stats_sum,
           (unsigned long long)stats_n);
    return 0;
}
