/* stations.c - toy weather-station aggregator (min/mean/max per station).
 *   stations gen FILE N     write N lines "Name;-12.3\n"
 *   stations scan FILE      aggregate and print a summary
 * Build: gcc -O2 -g -fno-omit-frame-pointer stations.c -o stations
 * -DREAD_CHUNK=64 makes the reader issue 64-byte read() calls instead of
 * 64 KiB ones (default).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <fcntl.h>
#include <unistd.h>
#include <math.h>

#ifndef READ_CHUNK
#define READ_CHUNK 65536
#endif

static const char *names[] = {"Hamburg", "Bulawayo", "Palembang", "St. John's", "Cracow", "Bridgetown",
    "Istanbul", "Roseau", "Conakry", "Jakarta", "Abha", "Napoli", "Ouagadougou", "Zagreb", "Lodwar",
    "Petropavlovsk", "Nouadhibou", "Yakutsk", "Ljubljana", "Kuopio", "Reykjavik", "Tromso", "Dakar",
    "Valletta", "Windhoek", "Zürich", "Tegucigalpa", "Vientiane", "Yerevan", "Lhasa", "Xi'an", "Odesa"};
#define NNAMES (sizeof names / sizeof *names)

struct reader {
    int fd;
    char buf[1 << 17];
    size_t pos, len;
    int eof;
    long nreads;
};

/* reader_fill: move the unread tail to the front and read more */
__attribute__((noinline)) static int reader_fill(struct reader *r) {
    if (r->pos) {
        memmove(r->buf, r->buf + r->pos, r->len - r->pos);
        r->len -= r->pos; r->pos = 0;
    }
    size_t room = sizeof r->buf - r->len;
    if (room > READ_CHUNK) room = READ_CHUNK;
    ssize_t n = read(r->fd, r->buf + r->len, room);
    r->nreads++;
    if (n <= 0) { r->eof = 1; return 0; }
    r->len += (size_t)n;
    return 1;
}

/* reader_getline: return the next line (without '\n'), NULL at EOF */
__attribute__((noinline)) static char *reader_getline(struct reader *r, size_t *outlen) {
    for (;;) {
        char *s = r->buf + r->pos;
        char *nl = memchr(s, '\n', r->len - r->pos);
        if (nl) {
            *outlen = (size_t)(nl - s);
            r->pos += *outlen + 1;
            return s;
        }
        if (r->eof || !reader_fill(r)) {
            if (r->len > r->pos) { *outlen = r->len - r->pos; char *t = r->buf + r->pos; r->pos = r->len; return t; }
            return NULL;
        }
    }
}

struct station { char name[32]; uint32_t hash; int used; long n; int min, max; long sum;
                 double mean, m2; uint32_t hist[1000]; };
#define TABSZ 1024
static struct station tab[TABSZ];

__attribute__((noinline)) static uint32_t hash_name(const char *s, size_t n) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 16777619u; }
    return h;
}

/* parse_temp: "-12.3" -> -123 (tenths) */
__attribute__((noinline)) static int parse_temp(const char *s, size_t n) {
    int neg = 0, v = 0;
    size_t i = 0;
    if (i < n && s[i] == '-') { neg = 1; i++; }
    for (; i < n; i++) if (s[i] != '.') v = v * 10 + (s[i] - '0');
    return neg ? -v : v;
}

__attribute__((noinline)) static struct station *lookup(const char *s, size_t n) {
    uint32_t h = hash_name(s, n);
    for (uint32_t i = h & (TABSZ - 1);; i = (i + 1) & (TABSZ - 1)) {
        struct station *st = &tab[i];
        if (!st->used) {
            st->used = 1; st->hash = h; memcpy(st->name, s, n < 31 ? n : 31);
            st->min = 100000; st->max = -100000;
            return st;
        }
        if (st->hash == h && strncmp(st->name, s, n) == 0) return st;
    }
}

__attribute__((noinline)) static void record(const char *line, size_t n) {
    const char *semi = memchr(line, ';', n);
    if (!semi) return;
    size_t ln = (size_t)(semi - line);
    struct station *st = lookup(line, ln);
    int t = parse_temp(semi + 1, n - ln - 1);
    st->n++; st->sum += t;
    double d = t - st->mean;              /* Welford running variance */
    st->mean += d / (double)st->n;
    st->m2 += d * (t - st->mean);
    int b = (t + 500) / 2; if (b < 0) b = 0; if (b > 999) b = 999;  /* 0.2 degree bins */
    st->hist[b]++;
    if (t < st->min) st->min = t;
    if (t > st->max) st->max = t;
}

static int cmp_station(const void *a, const void *b) {
    const struct station *x = a, *y = b;
    if (!x->used || !y->used) return y->used - x->used;
    return strcmp(x->name, y->name);
}

/* p95 in tenths from the histogram */
static int pct95(const struct station *st) {
    long want = st->n * 95 / 100, acc = 0;
    for (int b = 0; b < 1000; b++) { acc += st->hist[b]; if (acc >= want) return b * 2 - 500; }
    return 1498;
}

__attribute__((noinline)) static void summarize(void) {
    qsort(tab, TABSZ, sizeof *tab, cmp_station);
    for (int i = 0; i < TABSZ && tab[i].used; i++)
        if (i < 4) printf("%s=%.1f/%.1f/%.1f sd=%.2f p95=%.1f ", tab[i].name, tab[i].min / 10.0,
                          (double)tab[i].sum / tab[i].n / 10.0, tab[i].max / 10.0,
                          sqrt(tab[i].m2 / (double)tab[i].n) / 10.0, pct95(&tab[i]) / 10.0);
    printf("\n");
}

static int scan(const char *path) {
    static struct reader r;
    r.fd = open(path, O_RDONLY);
    if (r.fd < 0) { perror(path); return 1; }
    size_t n; char *line; long lines = 0;
    while ((line = reader_getline(&r, &n))) { record(line, n); lines++; }
    close(r.fd);
    printf("lines=%ld reads=%ld chunk=%d\n", lines, r.nreads, READ_CHUNK);
    summarize();
    return 0;
}

static int gen(const char *path, long n) {
    FILE *f = fopen(path, "w");
    if (!f) { perror(path); return 1; }
    uint64_t x = 88172645463325252ULL;
    for (long i = 0; i < n; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        int t = (int)(x % 1200) - 400;
        fprintf(f, "%s;%s%d.%d\n", names[(x >> 20) % NNAMES], t < 0 ? "-" : "", abs(t) / 10, abs(t) % 10);
    }
    return fclose(f);
}

int main(int argc, char **argv) {
    if (argc >= 4 && !strcmp(argv[1], "gen")) return gen(argv[2], atol(argv[3]));
    if (argc >= 3 && !strcmp(argv[1], "scan")) return scan(argv[2]);
    fprintf(stderr, "usage: stations gen FILE N | stations scan FILE\n");
    return 2;
}
