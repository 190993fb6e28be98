/* textidx: builds a word index over a stream of text lines: tokenize, hash,
 * count in an open-addressing table, checksum each line, and write a report
 * every 50000 lines. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "textidx.h"

static const char *words[] = {
    "the", "request", "failed", "after", "retry", "connection", "timeout", "server", "Upstream", "cache",
    "miss", "hit", "user", "session", "expired", "token", "refresh", "database", "query", "slow",
    "index", "scan", "rows", "returned", "GET", "POST", "payload", "validation", "error", "warning",
    "scheduler", "queued", "job", "completed", "in", "ms", "kubernetes", "pod", "restarted", "OOMKilled",
    "replica", "lag", "seconds", "checkpoint", "written", "bytes", "compaction", "level", "L0", "merged"};
#define NWORDS (sizeof words / sizeof words[0])

static uint64_t rs = 0x9E3779B97F4A7C15ULL;
static uint32_t rnd(void) { rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17; return (uint32_t)rs; }

static int gen_line(char *buf, int cap, long no)
{
    int off = snprintf(buf, cap, "2024-03-%02ld 12:%02ld:%02ld [%s] ", no % 28 + 1, no % 60, (no / 60) % 60, (no % 7) ? "info" : "warn");
    int nw = 8 + rnd() % 14;
    for (int i = 0; i < nw && off < cap - 40; i++) {
        uint32_t r = rnd();
        if (r % 11 == 0) off += snprintf(buf + off, cap - off, "id=%u ", r % 100000);
        else off += snprintf(buf + off, cap - off, "%s ", words[r % NWORDS]);
    }
    return off;
}

int main(int argc, char **argv)
{
    long nlines = 400000;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--change") && i + 1 < argc) { g_slow_hash = !strcmp(argv[++i], "slow_hash"); }
        else if (!strcmp(argv[i], "--lines") && i + 1 < argc) nlines = atol(argv[++i]);
    }
    /* input: 4096 distinct lines, replayed */
    enum { NL = 4096 };
    static char src[NL][256];
    static int srclen[NL];
    for (int i = 0; i < NL; i++) srclen[i] = gen_line(src[i], sizeof src[i], i);

    table_t t;
    table_init(&t, 1 << 20);
    token_t tok[64];
    char line[256], report[4096];
    uint32_t crc = 0;
    size_t rep = 0;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (long no = 0; no < nlines; no++) {
        int len = srclen[no % NL];
        memcpy(line, src[no % NL], len);
        crc = crc32_update(crc, (const unsigned char *)line, len);
        int n = tokenize(line, len, tok, 64);
        for (int k = 0; k < n; k++) {
            uint64_t h = hash_token(tok[k].p, tok[k].len);
            table_add(&t, tok[k].p, tok[k].len, h, (uint32_t)no);
        }
        if (no % 50000 == 49999) rep += format_report(&t, report, sizeof report);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    fprintf(stderr, "change=%s lines=%ld words=%zu crc=%08x report=%zu elapsed=%.2fs\n", g_slow_hash ? "slow_hash" : "none",
            nlines, t.used, crc, rep, (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
    return 0;
}
