/* Access-log statistics: reads a log file through a small buffered reader,
 * splits lines into fields, and aggregates per-path hit counts, bytes and
 * latency histograms. Prints a summary and a checksum. */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))
#ifndef READ_CHUNK
#define READ_CHUNK 65536
#endif
#define BUF_CAP (2 * 65536)   /* always room for a partial line + one chunk */

typedef struct {
    int fd;
    char *buf;
    size_t len, pos;
    int eof;
    uint64_t nreads;
} reader_t;

typedef struct {
    char path[48];
    uint64_t hits, bytes;
    uint32_t lat_hist[16];
    int used;
} path_stat_t;

#define NPATH 4096
static path_stat_t paths[NPATH];

/* Refill the reader's buffer with the next chunk of the file. */
NOINLINE int reader_fill(reader_t *r) {
    if (r->pos < r->len)
        memmove(r->buf, r->buf + r->pos, r->len - r->pos);
    r->len -= r->pos;
    r->pos = 0;
    ssize_t n = read(r->fd, r->buf + r->len, READ_CHUNK);
    r->nreads++;
    if (n < 0) { perror("read"); exit(1); }
    if (n == 0) r->eof = 1;
    else r->len += (size_t)n;
    return r->len > 0;
}

/* Returns a pointer to the next line (NUL-terminated in place) or NULL at EOF. */
NOINLINE char *reader_line(reader_t *r) {
    for (;;) {
        char *start = r->buf + r->pos;
        char *nl = memchr(start, '\n', r->len - r->pos);
        if (nl) {
            *nl = 0;
            r->pos = (size_t)(nl - r->buf) + 1;
            return start;
        }
        if (r->eof) {
            if (r->pos < r->len) { r->buf[r->len] = 0; start = r->buf + r->pos; r->pos = r->len; return start; }
            return NULL;
        }
        reader_fill(r);
    }
}

static uint64_t hash_str(const char *s) {
    uint64_t h = 1469598103934665603ULL;
    while (*s) { h ^= (unsigned char)*s++; h *= 1099511628211ULL; }
    return h;
}

NOINLINE path_stat_t *path_slot(const char *path) {
    uint64_t h = hash_str(path);
    for (size_t i = h & (NPATH - 1);; i = (i + 1) & (NPATH - 1)) {
        path_stat_t *p = &paths[i];
        if (!p->used) {
            p->used = 1;
            strncpy(p->path, path, sizeof p->path - 1);
            return p;
        }
        if (strcmp(p->path, path) == 0) return p;
    }
}

static uint64_t parse_u64(const char *s) {
    uint64_t v = 0;
    while (*s >= '0' && *s <= '9') v = v * 10 + (uint64_t)(*s++ - '0');
    return v;
}

/* Line format: "<ts> <ip> <method> <path> <status> <bytes> <latency_us>" */
NOINLINE int split_fields(char *line, char **f, int maxf) {
    int n = 0;
    while (*line && n < maxf) {
        while (*line == ' ') line++;
        if (!*line) break;
        f[n++] = line;
        while (*line && *line != ' ') line++;
        if (*line) *line++ = 0;
    }
    return n;
}

NOINLINE int latency_bucket(uint64_t us) {
    int b = 0;
    while (us > 1 && b < 15) { us >>= 1; b++; }
    return b;
}

NOINLINE void account_line(char *line, uint64_t *errors) {
    char *f[8];
    if (split_fields(line, f, 8) < 7) return;
    path_stat_t *p = path_slot(f[3]);
    p->hits++;
    p->bytes += parse_u64(f[5]);
    p->lat_hist[latency_bucket(parse_u64(f[6]))]++;
    if (f[4][0] == '5') (*errors)++;
}

NOINLINE uint64_t summarize(void) {
    uint64_t sum = 0;
    for (int i = 0; i < NPATH; i++) {
        if (!paths[i].used) continue;
        sum = sum * 31 + hash_str(paths[i].path) + paths[i].hits * 7 + paths[i].bytes;
        for (int b = 0; b < 16; b++) sum = sum * 3 + paths[i].lat_hist[b];
    }
    return sum;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s FILE [passes]\n", argv[0]); return 2; }
    int passes = argc > 2 ? atoi(argv[2]) : 1;
    uint64_t errors = 0, lines = 0, nreads = 0;
    for (int pass = 0; pass < passes; pass++) {
        reader_t r = {0};
        r.fd = open(argv[1], O_RDONLY);
        if (r.fd < 0) { perror("open"); return 1; }
        r.buf = malloc(BUF_CAP + 1);
        char *line;
        while ((line = reader_line(&r)) != NULL) {
            account_line(line, &errors);
            lines++;
        }
        nreads += r.nreads;
        close(r.fd);
        free(r.buf);
    }
    printf("lines=%llu errors=%llu checksum=%016llx\n", (unsigned long long)lines,
           (unsigned long long)errors, (unsigned long long)summarize());
    fprintf(stderr, "read_calls=%llu chunk=%d\n", (unsigned long long)nreads, READ_CHUNK);
    return 0;
}
