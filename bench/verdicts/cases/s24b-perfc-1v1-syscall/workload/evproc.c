/* evproc: toy event processor. Generates text events ("ts=... user=... action=... amount=... crc=..."),
 * parses each, verifies its CRC32, updates per-user accounts in a hash table and records the per-event
 * processing latency in a log2 histogram. Timestamps come from now_ns(). */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>

#define NUSERS 8192
#define TBL 16384

typedef struct { uint64_t ts; uint32_t user; char action[12]; int64_t amount; uint32_t crc; } Event;
typedef struct { uint32_t user; int64_t balance; uint32_t n; uint32_t rejected; } Account;

static uint32_t crc_tab[256];
static Account accounts[TBL];
static uint64_t lat_hist[64];
static uint64_t rng_state = 88172645463325252ull;

static uint64_t xorshift(void) { rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17; return rng_state; }

static void crc_init(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_tab[i] = c;
    }
}

__attribute__((noinline)) static uint32_t crc32_buf(const char *p, size_t n) {
    uint32_t c = 0xFFFFFFFFu;
    while (n--) c = crc_tab[(c ^ (uint8_t)*p++) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

__attribute__((noinline)) static uint64_t now_ns(void) {
    struct timespec ts;
#ifdef RAW_SYSCALL
    syscall(SYS_clock_gettime, CLOCK_MONOTONIC, &ts);
#else
    clock_gettime(CLOCK_MONOTONIC, &ts);
#endif
    return (uint64_t)ts.tv_sec * 1000000000ull + ts.tv_nsec;
}

static const char *ACTIONS[] = {"deposit", "withdraw", "transfer", "refund", "fee"};

__attribute__((noinline)) static int make_event(char *buf, size_t cap, uint64_t seq) {
    uint64_t r = xorshift();
    int n = snprintf(buf, cap, "ts=%llu user=%u action=%s amount=%lld",
                     (unsigned long long)(1700000000000ull + seq * 37), (unsigned)(r % NUSERS),
                     ACTIONS[(r >> 20) % 5], (long long)((r >> 32) % 100000) - 20000);
    uint32_t crc = crc32_buf(buf, n);
    n += snprintf(buf + n, cap - n, " crc=%08x", crc);
    return n;
}

static const char *field(const char *p, const char *key) {
    const char *q = strstr(p, key);
    return q ? q + strlen(key) : NULL;
}

__attribute__((noinline)) static int parse_event(const char *buf, Event *e) {
    const char *p;
    if (!(p = field(buf, "ts="))) return -1;
    e->ts = strtoull(p, NULL, 10);
    if (!(p = field(buf, "user="))) return -1;
    e->user = (uint32_t)strtoul(p, NULL, 10);
    if (!(p = field(buf, "action="))) return -1;
    size_t i = 0;
    while (p[i] && p[i] != ' ' && i < sizeof e->action - 1) { e->action[i] = p[i]; i++; }
    e->action[i] = 0;
    if (!(p = field(buf, "amount="))) return -1;
    e->amount = strtoll(p, NULL, 10);
    if (!(p = field(buf, "crc="))) return -1;
    e->crc = (uint32_t)strtoul(p, NULL, 16);
    return 0;
}

__attribute__((noinline)) static int verify_event(const char *buf, const Event *e) {
    const char *c = strstr(buf, " crc=");
    return c && crc32_buf(buf, (size_t)(c - buf)) == e->crc;
}

__attribute__((noinline)) static void apply_event(const Event *e) {
    uint32_t h = (e->user * 2654435761u) & (TBL - 1);
    while (accounts[h].n && accounts[h].user != e->user) h = (h + 1) & (TBL - 1);
    Account *a = &accounts[h];
    a->user = e->user;
    a->n++;
    int64_t d = e->amount;
    if (!strcmp(e->action, "withdraw") || !strcmp(e->action, "fee")) d = -d;
    if (a->balance + d < -50000) { a->rejected++; return; }
    a->balance += d;
}

__attribute__((noinline)) static void record_latency(uint64_t ns) {
    int b = ns ? 63 - __builtin_clzll(ns) : 0;
    lat_hist[b]++;
}

__attribute__((noinline)) static void process_batch(uint64_t first, int n) {
    char buf[160];
    Event e;
    for (int i = 0; i < n; i++) {
        make_event(buf, sizeof buf, first + i);
        uint64_t t0 = now_ns();
        if (parse_event(buf, &e) == 0 && verify_event(buf, &e)) apply_event(&e);
        uint64_t t1 = now_ns();
        record_latency(t1 - t0);
    }
}

static void report(void) {
    int64_t total = 0; uint64_t n = 0, rej = 0;
    for (int i = 0; i < TBL; i++) { total += accounts[i].balance; n += accounts[i].n; rej += accounts[i].rejected; }
    uint64_t cnt = 0, p50 = 0, c = 0;
    for (int b = 0; b < 64; b++) cnt += lat_hist[b];
    for (int b = 0; b < 64; b++) { c += lat_hist[b]; if (c * 2 >= cnt) { p50 = 1ull << b; break; } }
    printf("events=%llu rejected=%llu balance=%lld p50_latency<=%lluns\n", (unsigned long long)n,
           (unsigned long long)rej, (long long)total, (unsigned long long)p50);
}

int main(int argc, char **argv) {
    long events = argc > 1 ? atol(argv[1]) : 3000000;
    crc_init();
    for (long s = 0; s < events; s += 10000) process_batch((uint64_t)s, 10000);
    report();
    return 0;
}
