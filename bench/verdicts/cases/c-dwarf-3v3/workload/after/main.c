/* lzc driver: compresses a synthetic corpus (web-server access log lines) in
 * 64 KiB blocks, several passes, and reports the ratio. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lzc.h"

#define BLOCK (64 * 1024)

static uint64_t rs = 0x2545F4914F6CDD1DULL;
static uint32_t rnd(void)
{
    rs ^= rs >> 12; rs ^= rs << 25; rs ^= rs >> 27;
    return (uint32_t)((rs * 0x2545F4914F6CDD1DULL) >> 32);
}

static size_t make_corpus(uint8_t *buf, size_t cap)
{
    static const char *paths[] = { "/api/v1/users", "/api/v1/orders", "/static/app.js", "/static/site.css",
                                   "/login", "/api/v1/search", "/img/logo.png", "/healthz" };
    static const char *agents[] = { "Mozilla/5.0 (X11; Linux x86_64)", "curl/7.88.1", "Go-http-client/1.1",
                                    "Mozilla/5.0 (Macintosh; Intel Mac OS X 13_4)" };
    size_t n = 0;
    char line[512];
    while (n + sizeof line < cap) {
        uint32_t r = rnd();
        int l = snprintf(line, sizeof line,
                         "10.%u.%u.%u - - [12/Mar/2024:10:%02u:%02u +0000] \"GET %s?id=%u HTTP/1.1\" %u %u \"-\" \"%s\"\n",
                         r & 255, (r >> 8) & 255, rnd() & 255, (r >> 16) % 60, (r >> 22) % 60,
                         paths[rnd() % 8], rnd() % 100000, (r & 7) ? 200 : 404, rnd() % 50000,
                         agents[(r >> 28) % 4]);
        memcpy(buf + n, line, (size_t)l);
        n += (size_t)l;
    }
    return n;
}

__attribute__((noinline)) static size_t compress_buffer(const uint8_t *in, size_t n, bitwriter_t *bw,
                                                        matcher_t *m, token_t *toks)
{
    matcher_reset(m);
    bw->pos = 0; bw->acc = 0; bw->nbits = 0;
    for (size_t off = 0; off < n; off += BLOCK) {
        size_t end = off + BLOCK < n ? off + BLOCK : n;
        /* Positions are absolute, so matches reach back into the previous block. */
        int nt = lz_parse_block(m, in, (int)off, (int)end, toks);
        encode_block(bw, toks, nt, end == n);
    }
    bw_flush(bw);
    uint32_t crc = crc32_update(0, in, n);
    put_bits(bw, crc, 32);
    bw_flush(bw);
    return bw->pos;
}

int main(int argc, char **argv)
{
    int passes = argc > 1 ? atoi(argv[1]) : 4;
    size_t cap = 2u << 20;
    uint8_t *in = malloc(cap);
    size_t n = make_corpus(in, cap);
    matcher_t *m = malloc(sizeof *m);
    token_t *toks = malloc(sizeof(token_t) * (BLOCK + 16));
    bitwriter_t bw;
    bw_init(&bw, 1 << 20);
    size_t out = 0;
    for (int p = 0; p < passes; p++)
        out = compress_buffer(in, n, &bw, m, toks);
    printf("%zu -> %zu bytes (%.1f%%)\n", n, out, 100.0 * out / n);
    return 0;
}
