/* logstat: aggregate a web-access-style log by endpoint.
 * Input lines: "<ts> <user> <endpoint> <status> <latency_us> <bytes>\n"
 * READ_CHUNK selects the read(2) size used by read_input(). */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef READ_CHUNK
#define READ_CHUNK 65536
#endif

typedef struct {
    char *data;
    size_t len, cap;
} buffer_t;

typedef struct entry {
    char key[48];
    uint64_t hits, errors, lat_sum, bytes;
    uint32_t lat_max;
    struct entry *next;
} entry_t;

#define NBUCKETS 4096
static entry_t *table[NBUCKETS];
static size_t nentries;

/* read(2) that retries on EINTR */
__attribute__((noinline)) static ssize_t xread(int fd, void *buf, size_t n)
{
    for (;;) {
        ssize_t r = read(fd, buf, n);
        if (r >= 0 || errno != EINTR) return r;
    }
}

__attribute__((noinline)) static void read_input(const char *path, buffer_t *b)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0) { perror(path); exit(1); }
    b->len = 0;
    for (;;) {
        if (b->cap - b->len < READ_CHUNK) {
            b->cap = b->cap ? b->cap * 2 : (1 << 20);
            b->data = realloc(b->data, b->cap);
            if (!b->data) { perror("realloc"); exit(1); }
        }
        ssize_t n = xread(fd, b->data + b->len, READ_CHUNK);
        if (n < 0) { perror("read"); exit(1); }
        if (n == 0) break;
        b->len += (size_t)n;
    }
    close(fd);
}

__attribute__((noinline)) static uint32_t hash_key(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 16777619u; }
    return h;
}

__attribute__((noinline)) static entry_t *lookup(const char *k, size_t n)
{
    uint32_t h = hash_key(k, n) & (NBUCKETS - 1);
    for (entry_t *e = table[h]; e; e = e->next)
        if (strncmp(e->key, k, n) == 0 && e->key[n] == 0) return e;
    entry_t *e = calloc(1, sizeof *e);
    if (n >= sizeof e->key) n = sizeof e->key - 1;
    memcpy(e->key, k, n);
    e->next = table[h];
    table[h] = e;
    nentries++;
    return e;
}

__attribute__((noinline)) static uint64_t parse_uint(const char **p, const char *end)
{
    const char *s = *p;
    uint64_t v = 0;
    while (s < end && *s >= '0' && *s <= '9') v = v * 10 + (uint64_t)(*s++ - '0');
    *p = s;
    return v;
}

static const char *skip_field(const char *s, const char *end)
{
    while (s < end && *s != ' ' && *s != '\n') s++;
    return s;
}

__attribute__((noinline)) static void parse_record(const char *s, const char *end)
{
    s = skip_field(s, end) + 1;            /* ts */
    const char *user = s;
    s = skip_field(s, end);
    uint32_t uh = hash_key(user, (size_t)(s - user));
    s++;
    const char *ep = s;
    s = skip_field(s, end);
    entry_t *e = lookup(ep, (size_t)(s - ep));
    s++;
    uint64_t status = parse_uint(&s, end); s++;
    uint64_t lat = parse_uint(&s, end); s++;
    uint64_t bytes = parse_uint(&s, end);
    e->hits++;
    if (status >= 500) e->errors++;
    e->lat_sum += lat;
    if (lat > e->lat_max) e->lat_max = (uint32_t)lat;
    e->bytes += bytes + (uh & 1);
}

__attribute__((noinline)) static size_t process_lines(const buffer_t *b)
{
    const char *p = b->data, *end = b->data + b->len;
    size_t lines = 0;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl) nl = end;
        parse_record(p, nl);
        lines++;
        p = nl + 1;
    }
    return lines;
}

static int cmp_hits(const void *a, const void *b)
{
    const entry_t *x = *(entry_t *const *)a, *y = *(entry_t *const *)b;
    if (x->hits != y->hits) return x->hits < y->hits ? 1 : -1;
    return strcmp(x->key, y->key);
}

__attribute__((noinline)) static void report(size_t lines)
{
    entry_t **v = malloc(nentries * sizeof *v);
    size_t k = 0;
    for (size_t i = 0; i < NBUCKETS; i++)
        for (entry_t *e = table[i]; e; e = e->next) v[k++] = e;
    qsort(v, k, sizeof *v, cmp_hits);
    uint64_t cks = lines;
    for (size_t i = 0; i < k; i++)
        cks = cks * 1000003u ^ (v[i]->hits + v[i]->errors * 7 + v[i]->lat_sum + v[i]->bytes + v[i]->lat_max);
    printf("lines=%zu endpoints=%zu top=%s hits=%llu checksum=%016llx\n", lines, k,
           k ? v[0]->key : "-", k ? (unsigned long long)v[0]->hits : 0ULL, (unsigned long long)cks);
    free(v);
}

int main(int argc, char **argv)
{
    if (argc < 2) { fprintf(stderr, "usage: %s LOG [passes]\n", argv[0]); return 2; }
    int passes = argc > 2 ? atoi(argv[2]) : 1;
    buffer_t b = {0};
    size_t lines = 0;
    for (int i = 0; i < passes; i++) {
        read_input(argv[1], &b);
        lines += process_lines(&b);
    }
    report(lines);
    free(b.data);
    return 0;
}
