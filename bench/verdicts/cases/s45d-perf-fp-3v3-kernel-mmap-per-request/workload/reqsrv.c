/* Report-rendering request loop: each request picks a table slice, renders it as
 * CSV-ish text into a scratch buffer, then checksums and "sends" the bytes.
 *
 * before: the scratch buffer (SCRATCH_BYTES = 512 KiB) is allocated once per
 *         worker context and reused by every request.
 * after  (-DSCRATCH_PER_REQUEST): handle_request mallocs the 512 KiB scratch
 *         buffer for each request and frees it at the end.  The process sets a
 *         fixed M_MMAP_THRESHOLD (both builds), so every such malloc is an
 *         mmap and every free a munmap, and the touched pages fault in anew.
 * Same input, same output checksum in both builds. */
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SCRATCH_BYTES (512 * 1024)
#define NROWS 20000
#define NCOLS 6

typedef struct {
    uint32_t id;
    int32_t cols[NCOLS];
    char name[24];
} row_t;

typedef struct {
    const row_t *table;
    char *scratch; /* reused scratch (before only) */
    uint64_t sent_bytes;
    uint64_t digest;
    char log_ring[64][192]; /* access log ring buffer */
    unsigned log_pos;
    uint64_t log_digest;
} worker_t;

typedef struct {
    uint32_t first_row;
    uint32_t nrows;
    uint32_t flags;
} request_t;

static uint64_t rng_state = 0x2545F4914F6CDD1DULL;
static uint64_t rng_next(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static row_t *load_table(void) {
    row_t *t = malloc(sizeof(row_t) * NROWS);
    for (uint32_t i = 0; i < NROWS; i++) {
        t[i].id = i;
        for (int c = 0; c < NCOLS; c++) t[i].cols[c] = (int32_t)(rng_next() % 200000) - 100000;
        snprintf(t[i].name, sizeof t[i].name, "item-%05u-%c%c", i, 'a' + (int)(i % 26), 'A' + (int)(i % 17));
    }
    return t;
}

__attribute__((noinline)) static size_t put_int(char *out, int32_t v) {
    char tmp[16];
    size_t n = 0, len = 0;
    uint32_t u = v < 0 ? (uint32_t)(-(int64_t)v) : (uint32_t)v;
    do { tmp[n++] = (char)('0' + u % 10); u /= 10; } while (u);
    if (v < 0) out[len++] = '-';
    while (n) out[len++] = tmp[--n];
    return len;
}

__attribute__((noinline)) static size_t render_row(char *out, const row_t *r, uint32_t flags) {
    size_t len = 0;
    len += put_int(out + len, (int32_t)r->id);
    out[len++] = ',';
    size_t nl = strlen(r->name);
    memcpy(out + len, r->name, nl);
    len += nl;
    for (int c = 0; c < NCOLS; c++) {
        out[len++] = ',';
        int32_t v = r->cols[c];
        if (flags & 1) v /= 10;
        len += put_int(out + len, v);
    }
    out[len++] = '\n';
    return len;
}

__attribute__((noinline)) static size_t render_slice(char *out, const row_t *table, const request_t *req) {
    size_t len = 0;
    for (uint32_t i = 0; i < req->nrows; i++)
        len += render_row(out + len, &table[(req->first_row + i) % NROWS], req->flags);
    return len;
}

__attribute__((noinline)) static uint64_t checksum(const char *p, size_t n) {
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)p[i]; h *= 1099511628211ULL; }
    return h;
}

__attribute__((noinline)) static void send_response(worker_t *w, const char *p, size_t n) {
    w->digest = w->digest * 31 + checksum(p, n);
    w->sent_bytes += n;
}

__attribute__((noinline)) static int handle_request(worker_t *w, const request_t *req) {
#ifdef SCRATCH_PER_REQUEST
    char *scratch = malloc(SCRATCH_BYTES);
    if (!scratch) return -1;
#else
    char *scratch = w->scratch;
#endif
    size_t n = render_slice(scratch, w->table, req);
    send_response(w, scratch, n);
#ifdef SCRATCH_PER_REQUEST
    free(scratch);
#endif
    return 0;
}

__attribute__((noinline)) static size_t next_request_line(char *line, size_t cap) {
    unsigned first = (unsigned)(rng_next() % NROWS);
    unsigned rows = 40 + (unsigned)(rng_next() % 80);  /* ~2-7 KB of text */
    unsigned flags = (unsigned)(rng_next() & 3);
    unsigned long long session = rng_next();
    return (size_t)snprintf(line, cap, "GET /report?table=items&first=%u&rows=%u&flags=%u&fmt=csv&session=%016llx HTTP/1.1",
                            first, rows, flags, session);
}

__attribute__((noinline)) static uint32_t query_uint(const char *q, const char *key) {
    size_t kl = strlen(key);
    for (const char *p = q; (p = strstr(p, key)) != NULL; p += kl) {
        if ((p == q || p[-1] == '&' || p[-1] == '?') && p[kl] == '=') return (uint32_t)strtoul(p + kl + 1, NULL, 10);
    }
    return 0;
}

__attribute__((noinline)) static int parse_request(const char *line, request_t *req) {
    if (strncmp(line, "GET ", 4) != 0) return -1;
    const char *q = strchr(line, '?');
    if (!q) return -1;
    req->first_row = query_uint(q + 1, "first");
    req->nrows = query_uint(q + 1, "rows");
    req->flags = query_uint(q + 1, "flags");
    return req->nrows ? 0 : -1;
}

static const uint64_t AUTH_KEY[4] = {0x9E3779B97F4A7C15ULL, 0xBF58476D1CE4E5B9ULL, 0x94D049BB133111EBULL, 0x2545F4914F6CDD1DULL};

__attribute__((noinline)) static uint64_t mac_block(uint64_t h, uint64_t m) {
    for (int r = 0; r < 8; r++) {
        h ^= m + AUTH_KEY[r & 3];
        h = (h << 27 | h >> 37) * 0x100000001B3ULL;
        m = (m >> 31 | m << 33) ^ h;
    }
    return h;
}

/* keyed MAC over the session id, stretched like a cheap PBKDF */
__attribute__((noinline)) static int auth_check(const char *line) {
    const char *p = strstr(line, "session=");
    if (!p) return -1;
    uint64_t sid = strtoull(p + 8, NULL, 16), h = AUTH_KEY[0];
    for (int i = 0; i < 96; i++) h = mac_block(h, sid + (uint64_t)i);
    return (h & 0xFFFF) == 0xFFFF ? -1 : 0; /* rejects nothing in this workload unless the MAC matches a revoked tag */
}

__attribute__((noinline)) static int escape_path(char *out, size_t cap, const char *line) {
    /* copy the request target, percent-escaping anything outside [A-Za-z0-9&=?/._-] */
    static const char hex[] = "0123456789ABCDEF";
    size_t o = 0;
    const char *p = strchr(line, ' ');
    if (!p) return -1;
    for (p++; *p && *p != ' ' && o + 4 < cap; p++) {
        unsigned char c = (unsigned char)*p;
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || strchr("&=?/._-", c)) {
            out[o++] = (char)c;
        } else {
            out[o++] = '%'; out[o++] = hex[c >> 4]; out[o++] = hex[c & 15];
        }
    }
    out[o] = 0;
    return (int)o;
}

__attribute__((noinline)) static void log_access(worker_t *w, long seq, const char *line, const request_t *req, size_t bytes) {
    char path[160];
    escape_path(path, sizeof path, line);
    char *slot = w->log_ring[w->log_pos++ & 63];
    int n = snprintf(slot, 192, "%ld 127.0.0.1 \"GET %s\" 200 %zu rows=%u flags=%u", seq, path, bytes, req->nrows, req->flags);
    w->log_digest = w->log_digest * 1000003 + checksum(slot, (size_t)n);
}

__attribute__((noinline)) static void serve(worker_t *w, long nreq) {
    request_t req;
    char line[160];
    for (long i = 0; i < nreq; i++) {
        next_request_line(line, sizeof line);
        uint64_t before = w->sent_bytes;
        if (auth_check(line) != 0) { w->log_digest++; continue; }
        if (parse_request(line, &req) != 0 || handle_request(w, &req) != 0) {
            fprintf(stderr, "request %ld failed\n", i);
            exit(1);
        }
        log_access(w, i, line, &req, (size_t)(w->sent_bytes - before));
    }
}

int main(int argc, char **argv) {
    long nreq = argc > 1 ? atol(argv[1]) : 200000;
    /* fixed thresholds for predictable RSS (both builds) */
    mallopt(M_MMAP_THRESHOLD, 256 * 1024);
    mallopt(M_TRIM_THRESHOLD, 1024 * 1024);
    static worker_t w;
    w.table = load_table();
#ifndef SCRATCH_PER_REQUEST
    w.scratch = malloc(SCRATCH_BYTES);
#endif
    serve(&w, nreq);
    printf("requests=%ld bytes=%llu digest=%016llx log=%016llx\n", nreq, (unsigned long long)w.sent_bytes,
           (unsigned long long)w.digest, (unsigned long long)w.log_digest);
    return 0;
}
