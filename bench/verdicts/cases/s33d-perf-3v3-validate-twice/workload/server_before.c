/* Simulated HTTP-ish request handler. Runs for a FIXED wall-clock duration
 * (default 5 s) and then reports how many requests it handled.
 * BEFORE: each request is validated once (validate_headers + validate_body). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <time.h>

#define NHDR 12
typedef struct { char name[24]; char value[56]; } header_t;
typedef struct {
    char method[8];
    char path[64];
    header_t hdr[NHDR];
    int nhdr;
    char body[384];
    int body_len;
} request_t;

static uint64_t rng_state = 88172645463325252ULL;
static inline uint32_t next_rand(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return (uint32_t)rng_state;
}

static const char *hdr_names[] = {"Host", "User-Agent", "Accept", "Accept-Encoding", "Content-Type",
    "Content-Length", "X-Request-Id", "Authorization", "Cookie", "Cache-Control", "X-Forwarded-For", "Connection"};

__attribute__((noinline)) void parse_request(request_t *r) {
    static const char alnum[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    strcpy(r->method, (next_rand() & 3) ? "GET" : "POST");
    int plen = 8 + next_rand() % 40;
    r->path[0] = '/';
    for (int i = 1; i < plen; i++) r->path[i] = (i % 9 == 0) ? '/' : alnum[next_rand() % 36];
    r->path[plen] = 0;
    r->nhdr = 6 + next_rand() % (NHDR - 5);
    for (int h = 0; h < r->nhdr; h++) {
        strcpy(r->hdr[h].name, hdr_names[h]);
        int vlen = 10 + next_rand() % 40;
        for (int i = 0; i < vlen; i++) r->hdr[h].value[i] = alnum[next_rand() % 36];
        r->hdr[h].value[vlen] = 0;
    }
    r->body_len = 64 + next_rand() % 300;
    r->body[0] = '{';
    for (int i = 1; i < r->body_len - 1; i++) r->body[i] = alnum[next_rand() % 36];
    r->body[r->body_len - 1] = '}';
    r->body[r->body_len] = 0;
}

static int is_tchar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

static int same_name(const char *a, const char *b) {
    while (*a && *a == *b) { a++; b++; }
    return *a == *b;
}

/* Header names must be tokens, values printable, total size bounded. */
__attribute__((noinline)) int validate_headers(const request_t *r) {
    int total = 0;
    for (int h = 0; h < r->nhdr; h++) {
        const char *n = r->hdr[h].name, *v = r->hdr[h].value;
        for (; *n; n++) { if (!is_tchar(*n)) return 0; total++; }
        for (; *v; v++) { if (*v < 0x20 || *v > 0x7e) return 0; total++; }
        for (int k = 0; k < h; k++)              /* duplicate header check */
            if (same_name(r->hdr[k].name, r->hdr[h].name)) return 0;
    }
    return total < 4096;
}

/* Body must be a balanced {...} blob of printable bytes. */
__attribute__((noinline)) int validate_body(const request_t *r) {
    int depth = 0;
    uint32_t crc = 0;
    for (int i = 0; i < r->body_len; i++) {
        char c = r->body[i];
        if (c < 0x20 || c > 0x7e) return 0;
        if (c == '{') depth++;
        else if (c == '}') { if (--depth < 0) return 0; }
        crc = (crc << 5) ^ (crc >> 27) ^ (uint32_t)c;
    }
    return depth == 0 && crc != 0xdeadbeef;
}

__attribute__((noinline)) void normalize_headers(request_t *r) {
    for (int h = 0; h < r->nhdr; h++)
        for (char *n = r->hdr[h].name; *n; n++)
            if (*n >= 'A' && *n <= 'Z') *n += 32;
}

__attribute__((noinline)) uint64_t route(const request_t *r) {
    uint64_t h = 1469598103934665603ULL;
    for (const char *p = r->path; *p; p++) { h ^= (unsigned char)*p; h *= 1099511628211ULL; }
    return h % 257;
}

/* The real work: render a response page (hand-rolled formatting) and checksum it. */
static int put_str(char *out, int pos, const char *s) { while (*s) out[pos++] = *s++; return pos; }
static int put_uint(char *out, int pos, uint64_t v) {
    char tmp[24]; int n = 0;
    do { tmp[n++] = '0' + v % 10; v /= 10; } while (v);
    while (n) out[pos++] = tmp[--n];
    return pos;
}

__attribute__((noinline)) uint64_t render_response(const request_t *r, uint64_t route_id) {
    static char out[16384];
    uint64_t sum = route_id;
    int pos = 0;
    for (int row = 0; row < RENDER_ROWS; row++) {
        pos = put_str(out, pos, "<tr><td>");
        pos = put_uint(out, pos, (uint64_t)row * 7919 + route_id);
        pos = put_str(out, pos, "</td><td>");
        pos = put_str(out, pos, r->hdr[row % r->nhdr].value);
        pos = put_str(out, pos, "</td><td>");
        pos = put_uint(out, pos, sum & 0xfffff);
        pos = put_str(out, pos, "</td></tr>\n");
        if (pos > (int)sizeof out - 512) pos = 0;
        for (int i = pos - 48; i < pos; i++) if (i >= 0) sum = sum * 31 + (unsigned char)out[i];
    }
    return sum;
}

__attribute__((noinline)) uint64_t handle_request(request_t *r) {
    parse_request(r);
    if (!validate_headers(r) || !validate_body(r)) return 1;
    normalize_headers(r);
    uint64_t sum = render_response(r, route(r));
    return sum ^ (uint64_t)r->body_len;
}

static double now(void) { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); return ts.tv_sec + ts.tv_nsec * 1e-9; }

int main(int argc, char **argv) {
    double dur = argc > 1 ? atof(argv[1]) : 5.0;
    static request_t req;
    uint64_t acc = 0, n = 0;
    double t0 = now();
    while (1) {
        for (int i = 0; i < 64; i++) { acc += handle_request(&req); n++; }
        if (now() - t0 >= dur) break;
    }
    printf("handled %llu requests in %.2f s (%.0f req/s) acc=%llu\n", (unsigned long long)n, now() - t0,
           n / (now() - t0), (unsigned long long)acc);
    return 0;
}
