#include <string.h>
#include "inventory.h"

static const char *parse_uint(const char *p, uint64_t *v) {
    uint64_t x = 0;
    while (*p >= '0' && *p <= '9') { x = x * 10 + (uint64_t)(*p - '0'); p++; }
    *v = x;
    return p;
}

static const char *parse_int(const char *p, int32_t *v) {
    int neg = 0; uint64_t x;
    if (*p == '-') { neg = 1; p++; }
    p = parse_uint(p, &x);
    *v = neg ? -(int32_t)x : (int32_t)x;
    return p;
}

static const char *parse_price(const char *p, double *v) {
    uint64_t whole, frac = 0; int digits = 0;
    p = parse_uint(p, &whole);
    if (*p == '.') {
        p++;
        while (*p >= '0' && *p <= '9') { frac = frac * 10 + (uint64_t)(*p - '0'); p++; digits++; }
    }
    double scale = 1.0;
    while (digits-- > 0) scale *= 10.0;
    *v = (double)whole + (double)frac / scale;
    return p;
}

static const char *parse_field(const char *p, char *dst, size_t cap) {
    size_t i = 0;
    while (*p && *p != ',' && *p != '\n') { if (i + 1 < cap) dst[i++] = *p; p++; }
    dst[i] = 0;
    return p;
}

int parse_item(const char *line, const char **end, item_t *out) {
    const char *p = parse_field(line, out->sku, sizeof out->sku);
    if (*p != ',') return -1;
    uint64_t wh;
    p = parse_uint(p + 1, &wh);
    out->warehouse = (uint32_t)wh;
    if (*p != ',') return -1;
    p = parse_int(p + 1, &out->qty);
    if (*p != ',') return -1;
    p = parse_price(p + 1, &out->price);
    if (*p == '\n') p++;
    *end = p;
    return 0;
}

size_t parse_batch(const char *buf, size_t len, item_t *items, size_t max) {
    const char *p = buf, *e = buf + len;
    size_t n = 0;
    while (p < e && n < max) {
        const char *next;
        if (parse_item(p, &next, &items[n]) == 0) n++;
        else { next = strchr(p, '\n'); if (!next) break; next++; }
        p = next;
    }
    return n;
}
