#include <string.h>
#include "inventory.h"

static char *put_uint(char *dst, uint64_t v) {
    char tmp[24]; int n = 0;
    do { tmp[n++] = (char)('0' + v % 10); v /= 10; } while (v);
    while (n) *dst++ = tmp[--n];
    return dst;
}

static char *put_int(char *dst, int64_t v) {
    if (v < 0) { *dst++ = '-'; v = -v; }
    return put_uint(dst, (uint64_t)v);
}

static char *put_price(char *dst, unsigned cents) {
    dst = put_uint(dst, cents / 100);
    *dst++ = '.';
    *dst++ = (char)('0' + (cents % 100) / 10);
    *dst++ = (char)('0' + cents % 10);
    return dst;
}

static size_t emit_line(char *dst, size_t room, uint64_t *seed) {
    char sku[16];
    if (room < 64) return 0;
    fmt_sku(sku, rng_next(seed));
    unsigned wh = (unsigned)(rng_next(seed) % 12);
    int qty = (int)(rng_next(seed) % 2000) - 100;
    unsigned cents = (unsigned)(rng_next(seed) % 500000);
    char *p = dst;
    size_t sl = strlen(sku);
    memcpy(p, sku, sl); p += sl;
    *p++ = ',';
    p = put_uint(p, wh);
    *p++ = ',';
    p = put_int(p, qty);
    *p++ = ',';
    p = put_price(p, cents);
    *p++ = '\n';
    return (size_t)(p - dst);
}

size_t generate_lines(char *buf, size_t cap, uint64_t *seed, int nlines) {
    size_t len = 0;
    for (int i = 0; i < nlines; i++) {
        size_t n = emit_line(buf + len, cap - len, seed);
        if (!n) break;
        len += n;
    }
    return len;
}
