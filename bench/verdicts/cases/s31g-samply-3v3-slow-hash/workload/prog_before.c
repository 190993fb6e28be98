/* Word-count style hash table: inserts and looks up many short keys. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define NBUCKETS (1u << 16)
typedef struct entry { char key[24]; int count; struct entry *next; } entry;
static entry *table[NBUCKETS];

/* FNV-1a */
__attribute__((noinline)) uint32_t hash_key(const char *s) {
    uint32_t h = 2166136261u;
    while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
    return h;
}

__attribute__((noinline)) void table_add(const char *k) {
    uint32_t b = hash_key(k) & (NBUCKETS - 1);
    for (entry *e = table[b]; e; e = e->next)
        if (strcmp(e->key, k) == 0) { e->count++; return; }
    entry *e = malloc(sizeof *e);
    strncpy(e->key, k, sizeof e->key - 1); e->key[sizeof e->key - 1] = 0;
    e->count = 1; e->next = table[b]; table[b] = e;
}

__attribute__((noinline)) void make_key(char *buf, uint32_t x) {
    static const char al[] = "abcdefghijklmnopqrstuvwxyz";
    int n = 8 + x % 8;
    for (int i = 0; i < n; i++) { buf[i] = al[x % 26]; x = x * 1103515245u + 12345u; }
    buf[n] = 0;
}

__attribute__((noinline)) uint64_t checksum_table(void) {
    uint64_t s = 0;
    for (unsigned i = 0; i < NBUCKETS; i++)
        for (entry *e = table[i]; e; e = e->next) s = s * 31 + (uint64_t)e->count * (e->key[0]);
    return s;
}

int main(void) {
    char buf[32];
    uint32_t x = 42;
    uint64_t total = 0;
    for (int round = 0; round < 60; round++) {
        for (int i = 0; i < 200000; i++) {
            x = x * 1664525u + 1013904223u;
            make_key(buf, x % 50000u);
            table_add(buf);
        }
        total += checksum_table();
    }
    printf("%llu\n", (unsigned long long)total);
    return 0;
}
