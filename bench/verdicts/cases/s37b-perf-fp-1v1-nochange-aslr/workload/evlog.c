/* evlog: summarise a fixed-width event log.
 * Reads the whole file, then for PASSES passes: parse every line, count words in an
 * open-addressing hash table, bucket latencies into a histogram, then sort the
 * distinct words by count and compute percentiles. All hot code is our own
 * (no libc in the hot path) so frame-pointer stacks stay complete.
 * Usage: evlog FILE PASSES */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))

typedef struct { uint32_t uid, lat, cat; char word[9]; } Event;
typedef struct { char word[9]; uint32_t count; uint64_t lat_sum; } Slot;

#define TBITS 16
#define TSIZE (1u << TBITS)
static Slot table[TSIZE];
static uint32_t hist[1000];

NOINLINE char* read_file(const char* path, size_t* len) {
    FILE* f = fopen(path, "rb");
    if (!f) { perror(path); exit(1); }
    fseek(f, 0, SEEK_END);
    *len = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    char* buf = malloc(*len + 1);
    if (fread(buf, 1, *len, f) != *len) { perror("read"); exit(1); }
    buf[*len] = 0;
    fclose(f);
    return buf;
}

static inline uint32_t parse_uint(const char* p, int n) {
    uint32_t v = 0;
    for (int i = 0; i < n; i++) v = v * 10 + (uint32_t)(p[i] - '0');
    return v;
}

NOINLINE size_t parse_events(const char* buf, size_t len, Event* ev) {
    size_t n = 0;
    for (size_t off = 0; off + 31 <= len; off += 31) {
        const char* p = buf + off;
        Event* e = &ev[n++];
        e->uid = parse_uint(p, 8);
        e->lat = parse_uint(p + 9, 6);
        memcpy(e->word, p + 16, 8);  /* fixed 8 bytes: compiled inline */
        e->word[8] = 0;
        e->cat = parse_uint(p + 25, 5);
    }
    return n;
}

static inline uint32_t hash_word(const char* w) {
    uint32_t h = 2166136261u;
    for (int i = 0; i < 8; i++) { h ^= (uint8_t)w[i]; h *= 16777619u; }
    return h;
}

NOINLINE void count_words(const Event* ev, size_t n) {
    for (size_t i = 0; i < n; i++) {
        uint32_t h = hash_word(ev[i].word) & (TSIZE - 1);
        for (;;) {
            Slot* s = &table[h];
            if (s->count == 0) {
                for (int k = 0; k < 9; k++) s->word[k] = ev[i].word[k];
                s->count = 1;
                s->lat_sum = ev[i].lat;
                break;
            }
            int eq = 1;
            for (int k = 0; k < 8; k++) if (s->word[k] != ev[i].word[k]) { eq = 0; break; }
            if (eq) { s->count++; s->lat_sum += ev[i].lat; break; }
            h = (h + 1) & (TSIZE - 1);
        }
    }
}

NOINLINE void latency_histogram(const Event* ev, size_t n) {
    for (size_t i = 0; i < n; i++) {
        uint32_t b = ev[i].lat / 1000;
        hist[b > 999 ? 999 : b]++;
    }
}

/* insertion-merge sort of slot pointers by count (our own, no qsort) */
NOINLINE void sort_by_count(Slot** a, Slot** tmp, size_t n) {
    if (n < 16) {
        for (size_t i = 1; i < n; i++) {
            Slot* x = a[i]; size_t j = i;
            while (j > 0 && a[j - 1]->count < x->count) { a[j] = a[j - 1]; j--; }
            a[j] = x;
        }
        return;
    }
    size_t m = n / 2;
    sort_by_count(a, tmp, m);
    sort_by_count(a + m, tmp, n - m);
    size_t i = 0, j = m, k = 0;
    while (i < m && j < n) tmp[k++] = (a[i]->count >= a[j]->count) ? a[i++] : a[j++];
    while (i < m) tmp[k++] = a[i++];
    while (j < n) tmp[k++] = a[j++];
    for (k = 0; k < n; k++) a[k] = tmp[k];
}

NOINLINE uint64_t summarize(void) {
    static Slot* ptrs[TSIZE];
    static Slot* tmp[TSIZE];
    size_t n = 0;
    for (uint32_t i = 0; i < TSIZE; i++) if (table[i].count) ptrs[n++] = &table[i];
    sort_by_count(ptrs, tmp, n);
    uint64_t total = 0, acc = 0;
    for (int b = 0; b < 1000; b++) total += hist[b];
    int p99 = 0;
    for (int b = 0; b < 1000; b++) { acc += hist[b]; if (acc * 100 >= total * 99) { p99 = b; break; } }
    return (uint64_t)n * 1000003u + ptrs[0]->count + (uint64_t)p99;
}

int main(int argc, char** argv) {
    if (argc < 3) { fprintf(stderr, "usage: evlog FILE PASSES\n"); return 2; }
    int passes = atoi(argv[2]);
    size_t len;
    char* buf = read_file(argv[1], &len);
    Event* ev = malloc(sizeof(Event) * (len / 31 + 1));
    uint64_t digest = 0;
    size_t n = 0;
    for (int p = 0; p < passes; p++) {
        memset(table, 0, sizeof table);
        memset(hist, 0, sizeof hist);
        n = parse_events(buf, len, ev);
        count_words(ev, n);
        latency_histogram(ev, n);
        digest = digest * 31 + summarize() + (uint64_t)p;
    }
    printf("events=%zu passes=%d digest=%llu\n", n, passes, (unsigned long long)digest);
    return 0;
}
