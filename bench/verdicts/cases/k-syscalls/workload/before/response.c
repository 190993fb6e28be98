#include "httpd.h"

static void append(response_t *r, const char *s)
{
    while (*s && r->head_len < (int)sizeof r->head - 1)
        r->head[r->head_len++] = *s++;
}

static void append_u64(response_t *r, uint64_t v, int hex)
{
    char tmp[24];
    int n = 0;
    do {
        int d = (int)(hex ? v % 16 : v % 10);
        tmp[n++] = (char)(d < 10 ? '0' + d : 'a' + d - 10);
        v = hex ? v / 16 : v / 10;
    } while (v);
    while (n && r->head_len < (int)sizeof r->head - 1)
        r->head[r->head_len++] = tmp[--n];
}

void response_begin(response_t *r, int status, const char *reason)
{
    r->head_len = 0;
    r->status = status;
    r->body = NULL;
    r->body_len = 0;
    append(r, "HTTP/1.1 ");
    append_u64(r, (uint64_t)status, 0);
    append(r, " ");
    append(r, reason);
    append(r, "\r\nServer: httpd-sim/0.3\r\nDate: Tue, 12 Mar 2024 10:42:17 GMT\r\n");
}

void response_header(response_t *r, const char *name, const char *value)
{
    append(r, name);
    append(r, ": ");
    append(r, value);
    append(r, "\r\n");
}

void response_header_u64(response_t *r, const char *name, uint64_t v, int hex)
{
    append(r, name);
    append(r, hex ? ": \"" : ": ");
    append_u64(r, v, hex);
    append(r, hex ? "\"\r\n" : "\r\n");
}

void response_end(response_t *r)
{
    append(r, "\r\n");
}

/* xxhash-style digest used for ETags and body integrity. */
uint64_t body_digest(const char *p, int n)
{
    uint64_t h = 0x27D4EB2F165667C5ULL + (uint64_t)n;
    int i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t k = 0;
        for (int b = 0; b < 8; b++) k |= (uint64_t)(unsigned char)p[i + b] << (8 * b);
        k *= 0xC2B2AE3D27D4EB4FULL;
        k = (k << 31) | (k >> 33);
        h ^= k * 0x9E3779B185EBCA87ULL;
        h = ((h << 27) | (h >> 37)) * 0x9E3779B185EBCA87ULL + 0x85EBCA77C2B2AE63ULL;
    }
    for (; i < n; i++) h = (h ^ (unsigned char)p[i]) * 0x100000001b3ULL;
    h ^= h >> 33;
    return h;
}
