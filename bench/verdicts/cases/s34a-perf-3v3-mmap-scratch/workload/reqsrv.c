/* reqsrv.c - a toy request loop: parse a request, render a response into a
 * per-request scratch buffer, checksum it, "send" it.
 *
 * The process tunes glibc malloc once at start (mallopt M_MMAP_THRESHOLD =
 * 128 KiB, as many services do to bound heap fragmentation); this also turns
 * off glibc's dynamic threshold.
 *
 * Before: SCRATCH_SIZE = 64 KiB.  After (-DSCRATCH_SIZE=262144): the scratch
 * buffer was grown to 256 KiB "for large responses", which puts every
 * per-request malloc above the mmap threshold.
 */
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef SCRATCH_SIZE
#define SCRATCH_SIZE (64 * 1024)
#endif

struct request {
    uint32_t id;
    uint32_t n_items;
    uint32_t seed;
    char path[64];
};

static uint32_t rng_state = 12345;
static uint32_t xorshift(void) {
    uint32_t x = rng_state;
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    return rng_state = x;
}

__attribute__((noinline))
static void parse_request(const char *line, struct request *rq) {
    /* "GET /items/<id>?n=<n>&seed=<s>" */
    const char *p = strchr(line, '/');
    size_t k = 0;
    while (*p && *p != '?' && k < sizeof rq->path - 1) rq->path[k++] = *p++;
    rq->path[k] = 0;
    rq->id = (uint32_t)strtoul(strrchr(rq->path, '/') + 1, NULL, 10);
    rq->n_items = (uint32_t)strtoul(strstr(line, "n=") + 2, NULL, 10);
    rq->seed = (uint32_t)strtoul(strstr(line, "seed=") + 5, NULL, 10);
}

static size_t put_str(char *buf, size_t off, const char *s) {
    while (*s) buf[off++] = *s++;
    return off;
}

static size_t put_u32(char *buf, size_t off, uint32_t v) {
    char tmp[10];
    int n = 0;
    do { tmp[n++] = (char)('0' + v % 10); v /= 10; } while (v);
    while (n) buf[off++] = tmp[--n];
    return off;
}

__attribute__((noinline))
static size_t render_response(const struct request *rq, char *buf, size_t cap) {
    size_t off = 0;
    off = put_str(buf, off, "{\"id\":");
    off = put_u32(buf, off, rq->id);
    off = put_str(buf, off, ",\"path\":\"");
    off = put_str(buf, off, rq->path);
    off = put_str(buf, off, "\",\"items\":[");
    uint32_t s = rq->seed;
    for (uint32_t i = 0; i < rq->n_items && off + 64 < cap; i++) {
        s = s * 1103515245u + 12345u;
        off = put_str(buf, off, "{\"k\":");
        off = put_u32(buf, off, i);
        off = put_str(buf, off, ",\"v\":");
        off = put_u32(buf, off, s >> 8);
        off = put_str(buf, off, ",\"w\":0.");             /* w = (s & 0xffff) / 65536, 3 digits */
        uint32_t w = ((s & 0xffff) * 1000u) >> 16;
        buf[off++] = (char)('0' + w / 100);
        buf[off++] = (char)('0' + w / 10 % 10);
        buf[off++] = (char)('0' + w % 10);
        off = put_str(buf, off, "},");
    }
    buf[off - 1] = ']';
    buf[off++] = '}';
    return off;
}

__attribute__((noinline))
static uint32_t checksum(const char *buf, size_t len) {
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < len; i++) {
        a = (a + (unsigned char)buf[i]) % 65521u;
        b = (b + a) % 65521u;
    }
    return (b << 16) | a;
}

__attribute__((noinline))
static uint32_t handle_request(const char *line) {
    struct request rq;
    parse_request(line, &rq);
    char *scratch = malloc(SCRATCH_SIZE);
    if (!scratch) abort();
    size_t len = render_response(&rq, scratch, SCRATCH_SIZE);
    uint32_t sum = checksum(scratch, len);
    free(scratch);
    return sum;
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 20000;
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
    char line[128];
    uint32_t acc = 0;
    for (long i = 0; i < n; i++) {
        unsigned nitems = 60 + xorshift() % 600;   /* responses ~2-35 KB */
        snprintf(line, sizeof line, "GET /items/%u?n=%u&seed=%u",
                 xorshift() % 100000, nitems, xorshift());
        acc ^= handle_request(line);
    }
    printf("scratch=%d requests=%ld acc=%08x\n", SCRATCH_SIZE, n, acc);
    return 0;
}
