/* logstat: streaming access-log analyzer.
 * Reads a whitespace-separated access log ("ip method path status bytes latency_us"),
 * aggregates per-path statistics in a hash table and prints a summary.
 * READ_CHUNK controls how many bytes reader_fill asks read(2) for at a time. */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef READ_CHUNK
#define READ_CHUNK (64 * 1024)
#endif
#define BUF_CAP (256 * 1024)
#define NBUCKETS 4096
#define MAX_LAT 200000

struct reader {
    int fd;
    char buf[BUF_CAP];
    size_t start, end;
    int eof;
    uint64_t nreads;
};

struct path_stat {
    char path[64];
    uint64_t hits, bytes, errors;
    uint64_t lat_sum;
    uint32_t *lats;
    size_t nlat, caplat;
    struct path_stat *next;
};

struct record {
    const char *ip; size_t ip_len;
    const char *method; size_t method_len;
    const char *path; size_t path_len;
    int status;
    long bytes;
    long latency;
};

static struct path_stat *table[NBUCKETS];
static uint64_t ip_sketch[1024];

/* Refill the reader's buffer: compact, then read(2) in READ_CHUNK pieces until full or EOF. */
__attribute__((noinline)) static int reader_fill(struct reader *r)
{
    if (r->start > 0) {
        memmove(r->buf, r->buf + r->start, r->end - r->start);
        r->end -= r->start;
        r->start = 0;
    }
    while (r->end < BUF_CAP && !r->eof) {
        size_t want = BUF_CAP - r->end;
        if (want > READ_CHUNK) want = READ_CHUNK;
        ssize_t n = read(r->fd, r->buf + r->end, want);
        if (n < 0) {
            if (errno == EINTR) continue;
            perror("read");
            exit(1);
        }
        r->nreads++;
        if (n == 0) r->eof = 1;
        r->end += (size_t)n;
    }
    return r->end > r->start;
}

/* Return the next line (without newline) or NULL at end of input. */
__attribute__((noinline)) static char *reader_next_line(struct reader *r, size_t *len)
{
    for (;;) {
        char *p = r->buf + r->start;
        char *nl = memchr(p, '\n', r->end - r->start);
        if (nl) {
            *len = (size_t)(nl - p);
            r->start += *len + 1;
            return p;
        }
        if (r->eof) {
            if (r->end > r->start) {
                *len = r->end - r->start;
                r->start = r->end;
                return p;
            }
            return NULL;
        }
        if (!reader_fill(r)) return NULL;
    }
}

static const char *next_field(const char *p, const char *end, size_t *flen)
{
    while (p < end && *p == ' ') p++;
    const char *s = p;
    while (p < end && *p != ' ') p++;
    *flen = (size_t)(p - s);
    return s;
}

static long parse_long(const char *s, size_t n)
{
    long v = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') return -1;
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

__attribute__((noinline)) static int parse_record(const char *line, size_t len, struct record *rec)
{
    const char *end = line + len, *p = line;
    size_t n;
    rec->ip = next_field(p, end, &rec->ip_len); p = rec->ip + rec->ip_len;
    rec->method = next_field(p, end, &rec->method_len); p = rec->method + rec->method_len;
    rec->path = next_field(p, end, &rec->path_len); p = rec->path + rec->path_len;
    const char *f = next_field(p, end, &n); p = f + n;
    rec->status = (int)parse_long(f, n);
    f = next_field(p, end, &n); p = f + n;
    rec->bytes = parse_long(f, n);
    f = next_field(p, end, &n);
    rec->latency = parse_long(f, n);
    return rec->path_len > 0 && rec->status > 0 && rec->bytes >= 0 && rec->latency >= 0;
}

static uint64_t hash_bytes(const char *s, size_t n)
{
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 1099511628211ULL; }
    return h;
}

/* Strip query string and collapse numeric path segments into ":id". */
__attribute__((noinline)) static size_t normalize_path(const char *in, size_t n, char *out, size_t cap)
{
    size_t o = 0;
    size_t i = 0;
    while (i < n && in[i] != '?' && o + 4 < cap) {
        if (in[i] == '/') {
            out[o++] = '/';
            i++;
            size_t j = i;
            while (j < n && in[j] >= '0' && in[j] <= '9') j++;
            if (j > i && (j == n || in[j] == '/' || in[j] == '?')) {
                out[o++] = ':'; out[o++] = 'i'; out[o++] = 'd';
                i = j;
            }
            continue;
        }
        out[o++] = in[i++];
    }
    out[o] = 0;
    return o;
}

__attribute__((noinline)) static struct path_stat *lookup_path(const char *path, size_t n)
{
    uint64_t h = hash_bytes(path, n);
    struct path_stat **slot = &table[h % NBUCKETS];
    for (struct path_stat *s = *slot; s; s = s->next)
        if (strncmp(s->path, path, sizeof s->path) == 0) return s;
    struct path_stat *s = calloc(1, sizeof *s);
    memcpy(s->path, path, n < sizeof s->path - 1 ? n : sizeof s->path - 1);
    s->next = *slot;
    *slot = s;
    return s;
}

__attribute__((noinline)) static void update_stats(struct path_stat *s, const struct record *rec)
{
    s->hits++;
    s->bytes += (uint64_t)rec->bytes;
    if (rec->status >= 500) s->errors++;
    s->lat_sum += (uint64_t)rec->latency;
    if (s->nlat == s->caplat) {
        s->caplat = s->caplat ? s->caplat * 2 : 64;
        s->lats = realloc(s->lats, s->caplat * sizeof *s->lats);
    }
    s->lats[s->nlat++] = (uint32_t)(rec->latency < MAX_LAT ? rec->latency : MAX_LAT);
    uint64_t ih = hash_bytes(rec->ip, rec->ip_len);
    ip_sketch[ih & 1023] |= 1ULL << ((ih >> 10) & 63);
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

__attribute__((noinline)) static void summarize(FILE *out)
{
    uint64_t total = 0, checksum = 0;
    size_t npaths = 0;
    for (int b = 0; b < NBUCKETS; b++) {
        for (struct path_stat *s = table[b]; s; s = s->next) {
            qsort(s->lats, s->nlat, sizeof *s->lats, cmp_u32);
            uint32_t p50 = s->lats[s->nlat / 2], p99 = s->lats[(s->nlat * 99) / 100];
            total += s->hits;
            checksum = checksum * 31 + s->hits * 7 + s->bytes + p50 * 3 + p99 + s->errors;
            npaths++;
        }
    }
    int ips = 0;
    for (int i = 0; i < 1024; i++) ips += __builtin_popcountll(ip_sketch[i]);
    fprintf(out, "records=%llu paths=%zu ip_bits=%d checksum=%016llx\n",
            (unsigned long long)total, npaths, ips, (unsigned long long)checksum);
}

__attribute__((noinline)) static uint64_t process_log(const char *fn)
{
    static struct reader r;
    memset(&r, 0, sizeof r);
    r.fd = open(fn, O_RDONLY);
    if (r.fd < 0) { perror(fn); exit(1); }
    size_t len;
    char *line;
    char norm[128];
    struct record rec;
    uint64_t bad = 0;
    while ((line = reader_next_line(&r, &len)) != NULL) {
        if (!parse_record(line, len, &rec)) { bad++; continue; }
        size_t n = normalize_path(rec.path, rec.path_len, norm, sizeof norm);
        struct path_stat *s = lookup_path(norm, n);
        update_stats(s, &rec);
    }
    close(r.fd);
    fprintf(stderr, "read calls=%llu bad=%llu\n", (unsigned long long)r.nreads, (unsigned long long)bad);
    return bad;
}

int main(int argc, char **argv)
{
    if (argc < 2) { fprintf(stderr, "usage: %s access.log...\n", argv[0]); return 2; }
    for (int i = 1; i < argc; i++) process_log(argv[i]);
    summarize(stdout);
    return 0;
}
