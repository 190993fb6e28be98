// Forks two worker processes: "ingest" parses synthetic records, "index" builds a hash index
// of synthetic keys. The parent waits for both. Usage: ./prog [items]
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#define TABLE_BITS 12

static volatile uint64_t sink;

/* ---------------- ingest worker ---------------- */

__attribute__((noinline)) static size_t ingest_make_line(char *buf, uint64_t i) {
    // "id,qty,price_cents,region\n" formatted by hand
    uint64_t v[4] = { i, (i * 7) % 50 + 1, (i * 2654435761u) % 100000, i % 13 };
    size_t n = 0;
    for (int f = 0; f < 4; f++) {
        char tmp[24]; int k = 0; uint64_t x = v[f];
        do { tmp[k++] = (char)('0' + x % 10); x /= 10; } while (x);
        while (k) buf[n++] = tmp[--k];
        buf[n++] = f == 3 ? '\n' : ',';
    }
    buf[n] = 0;
    return n;
}

__attribute__((noinline)) static uint64_t ingest_parse_line(const char *buf) {
    uint64_t fields[4] = {0}; int f = 0;
    for (const char *p = buf; *p && f < 4; p++) {
        if (*p >= '0' && *p <= '9') fields[f] = fields[f] * 10 + (uint64_t)(*p - '0');
        else f++;
    }
    return fields[0] ^ (fields[1] * fields[2]) ^ (fields[3] << 40);
}

__attribute__((noinline)) static uint64_t ingest_validate(uint64_t rec) {
    uint64_t h = rec;
    for (int r = 0; r < 24; r++) { h ^= h >> 33; h *= 0xff51afd7ed558ccdull; h ^= h >> 29; }
    return h;
}

static void run_ingest(uint64_t items) {
    char line[128]; uint64_t acc = 0;
    for (uint64_t i = 0; i < items; i++) {
        ingest_make_line(line, i);
        acc += ingest_validate(ingest_parse_line(line));
    }
    sink = acc;
    printf("ingest: items=%llu acc=%016llx\n", (unsigned long long)items, (unsigned long long)acc);
}

/* ---------------- index worker ---------------- */

__attribute__((noinline)) static size_t index_make_key(char *buf, uint64_t i) {
    static const char prefix[] = "tenant-0042/region-eu-west-1/shard-07/user:";
    memcpy(buf, prefix, sizeof prefix - 1);
    size_t n = sizeof prefix - 1;
    uint64_t x = i * 0x9e3779b97f4a7c15ull;
    for (int k = 0; k < 16; k++) { buf[n++] = "0123456789abcdef"[x & 15]; x >>= 4; }
    memcpy(buf + n, "/item/", 6); n += 6;
    x = i;
    for (int k = 0; k < 16; k++) { buf[n++] = "0123456789abcdef"[x & 15]; x >>= 4; }
    buf[n] = 0;
    return n;
}

// Hash of one key for the index table.
__attribute__((noinline)) static uint64_t index_key_hash(const char *key, size_t len) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < len; i++) { h ^= (unsigned char)key[i]; h *= 0x100000001b3ull; }
    return h;
}

__attribute__((noinline)) static int index_insert(uint64_t *table, uint64_t h, uint64_t i) {
    uint64_t mask = (1ull << TABLE_BITS) - 1, slot = h & mask;
    for (int probe = 0; probe < 8; probe++, slot = (slot + 1) & mask) {
        if (table[slot] == 0) { table[slot] = h | 1; return 0; }
        if (table[slot] == (h | 1)) return 0;
    }
    table[h & mask] = (h ^ i) | 1;   // evict
    return 1;
}

static void run_index(uint64_t items) {
    uint64_t *table = calloc(1ull << TABLE_BITS, sizeof *table);
    char key[128]; uint64_t evictions = 0, acc = 0;
    for (uint64_t i = 0; i < items; i++) {
        size_t n = index_make_key(key, i);
        uint64_t h = index_key_hash(key, n);
        acc ^= h;
        evictions += index_insert(table, h, i);
    }
    sink = acc;
    printf("index: items=%llu evictions=%llu acc=%016llx\n", (unsigned long long)items,
           (unsigned long long)evictions, (unsigned long long)acc);
    free(table);
}

int main(int argc, char **argv) {
    uint64_t items = argc > 1 ? strtoull(argv[1], NULL, 10) : 32000000;
    fflush(stdout);
    pid_t a = fork();
    if (a == 0) { prctl(PR_SET_NAME, "ingest"); run_ingest(items); return 0; }
    pid_t b = fork();
    if (b == 0) { prctl(PR_SET_NAME, "index"); run_index(items); return 0; }
    int st; waitpid(a, &st, 0); waitpid(b, &st, 0);
    return 0;
}
