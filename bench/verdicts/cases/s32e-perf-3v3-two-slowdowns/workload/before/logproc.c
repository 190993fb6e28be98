/* Access-log processor: generates synthetic access-log lines, splits them into
 * fields, normalises the user-agent field, checksums each record, buckets the
 * latency into a histogram and formats a summary line per record. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <ctype.h>

#define NF 6
#define NBUCKETS 48

static uint64_t rng = 0x9E3779B97F4A7C15ULL;
static inline uint64_t xs(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

static __attribute__((noinline)) int gen_line(char *buf, long i) {
    static const char *paths[] = {"/api/v1/items", "/static/app.js", "/login", "/api/v1/cart/checkout", "/healthz"};
    static const char *agents[] = {"  Mozilla/5.0 (X11; Linux x86_64)  Firefox/120.0 ",
                                   "curl/8.4.0", " Mozilla/5.0 (Macintosh)   Safari/605.1.15  ",
                                   "Go-http-client/1.1  "};
    uint64_t r = xs();
    return sprintf(buf, "10.0.%u.%u|%ld|GET|%s|%s|%u", (unsigned)(r & 255), (unsigned)((r >> 8) & 255), i,
                   paths[(r >> 16) % 5], agents[(r >> 24) % 4], (unsigned)((r >> 32) % 20000) + 1);
}

static __attribute__((noinline)) int split_fields(char *line, char **f) {
    int n = 0; f[n++] = line;
    for (char *p = line; *p; p++) if (*p == '|') { *p = 0; if (n < NF) f[n++] = p + 1; }
    return n;
}

/* Trim leading/trailing spaces in place. */
static __attribute__((noinline)) char *normalize_agent(char *s) {
    while (*s == ' ') s++;
    char *e = s + strlen(s);
    while (e > s && e[-1] == ' ') *--e = 0;
    return s;
}

static __attribute__((noinline)) uint32_t crc_record(char **f, int n) {
    uint32_t crc = 0xFFFFFFFFu;
    for (int k = 0; k < n; k++)
        for (const unsigned char *p = (const unsigned char *)f[k]; *p; p++) {
            crc ^= *p;
            for (int b = 0; b < 8; b++) crc = (crc >> 1) ^ (0xEDB88320u & -(crc & 1));
        }
    return ~crc;
}

/* Histogram bucket for a latency in microseconds: power-of-two-ish buckets. */
static __attribute__((noinline)) int latency_bucket(unsigned us) {
    int b = 32 - __builtin_clz(us | 1);
    return b < NBUCKETS ? b : NBUCKETS - 1;
}

static __attribute__((noinline)) int format_summary(char *out, char **f, const char *agent, uint32_t crc, int bucket) {
    return snprintf(out, 256, "%s %s %.24s crc=%08x b=%d", f[0], f[3], agent, crc, bucket);
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 3000000;
    char line[512], out[256], *f[NF];
    long hist[NBUCKETS] = {0}, outlen = 0; uint32_t x = 0;
    for (long i = 0; i < n; i++) {
        gen_line(line, i);
        int nf = split_fields(line, f);
        if (nf < NF) continue;
        char *agent = normalize_agent(f[4]);
        uint32_t crc = crc_record(f, nf);
        int b = latency_bucket((unsigned)atoi(f[5]));
        hist[b]++;
        outlen += format_summary(out, f, agent, crc, b);
        x ^= crc;
    }
    for (int b = 0; b < NBUCKETS; b++) if (hist[b]) printf("b%d=%ld ", b, hist[b]);
    printf("\nbytes=%ld x=%08x\n", outlen, x);
    return 0;
}
