/* Document builder: formats records into lines and appends them to a growable buffer.
 * Records are split over 8 partition buffers that grow concurrently.
 * Default build ("before"): buf_append grows capacity by doubling.
 * -DGROW_STEP=N ("after"): buf_append grows capacity by a fixed N bytes, calling realloc each time
 * the buffer is full. Everything else is identical. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char *data; size_t len, cap; } buf_t;

__attribute__((noinline)) void buf_append(buf_t *b, const char *s, size_t n) {
    if (b->len + n > b->cap) {
        size_t nc = b->cap;
#ifdef GROW_STEP
        while (nc < b->len + n) nc += GROW_STEP;
#else
        if (nc == 0) nc = 64;
        while (nc < b->len + n) nc *= 2;
#endif
        char *p = realloc(b->data, nc);
        if (!p) { perror("realloc"); exit(1); }
        b->data = p;
        b->cap = nc;
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
}

static uint64_t rng_state;
static inline uint64_t next_rand(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

__attribute__((noinline)) static char *fmt_u64(char *p, uint64_t v) {
    char tmp[24]; int i = 0;
    do { tmp[i++] = (char)('0' + v % 10); v /= 10; } while (v);
    while (i) *p++ = tmp[--i];
    return p;
}

__attribute__((noinline)) size_t format_record(char *out, uint64_t id, uint64_t a, uint64_t b) {
    char *p = out;
    memcpy(p, "id=", 3); p += 3; p = fmt_u64(p, id);
    memcpy(p, " a=", 3); p += 3; p = fmt_u64(p, a);
    memcpy(p, " b=", 3); p += 3; p = fmt_u64(p, b);
    memcpy(p, " sum=", 5); p += 5; p = fmt_u64(p, a + b);
    *p++ = '\n';
    return (size_t)(p - out);
}

__attribute__((noinline)) uint64_t checksum_document(const char *d, size_t n) {
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)d[i]; h *= 1099511628211ULL; }
    return h;
}

#define NPART 8
/* Records are partitioned by key into NPART output buffers that all grow at the same time. */
__attribute__((noinline)) uint64_t build_document(int nrec, uint64_t doc_id) {
    buf_t parts[NPART];
    memset(parts, 0, sizeof parts);
    char line[128];
    for (int r = 0; r < nrec; r++) {
        uint64_t x = next_rand();
        size_t n = format_record(line, doc_id * 100000 + r, x % 1000000007ULL, (x >> 20) % 99991);
        buf_append(&parts[(x >> 40) % NPART], line, n);
    }
    uint64_t h = 0;
    for (int k = 0; k < NPART; k++) {
        h = h * 31 + checksum_document(parts[k].data, parts[k].len);
        free(parts[k].data);
    }
    return h;
}

int main(int argc, char **argv) {
    int docs = argc > 1 ? atoi(argv[1]) : 20000;
    int nrec = argc > 2 ? atoi(argv[2]) : 500;
    rng_state = argc > 3 ? strtoull(argv[3], 0, 10) : 88172645463325252ULL;
    uint64_t acc = 0;
    for (int d = 0; d < docs; d++) acc ^= build_document(nrec, (uint64_t)d);
    printf("docs=%d nrec=%d acc=%016llx\n", docs, nrec, (unsigned long long)acc);
    return 0;
}
