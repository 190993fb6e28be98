/* logscan: toy access-log scanner. Reads log lines from a file in batches of 8192 lines; per batch:
 * parse_line (split into fields), count_tokens (hash path segments and agents into a fixed
 * open-addressing table, cleared per batch), top_paths (copy the occupied slots, qsort by count),
 * and digest_batch (a CRC32 over the parsed fields). Prints totals.
 * Usage: logscan FILE          gen: logscan --gen NLINES SEED > FILE */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define BATCH 8192
#define TBITS 14
#define TSIZE (1u << TBITS)

typedef struct { char *ip, *method, *path, *agent; int status; long bytes; double ms; } rec_t;
typedef struct { uint64_t h; const char *s; int len; unsigned count; } slot_t;

static slot_t table[TSIZE];
static uint32_t crctab[256];

static uint64_t rng_state;
static uint64_t xs(void) { rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17; return rng_state; }

static void gen(long n, uint64_t seed) {
    static const char *seg[] = {"api", "v1", "v2", "users", "orders", "items", "search", "cart", "static", "img", "css", "auth", "admin", "export"};
    static const char *ag[] = {"Mozilla/5.0 (X11; Linux x86_64)", "curl/8.4.0", "Go-http-client/1.1", "python-requests/2.31", "Mozilla/5.0 (Macintosh)"};
    static const char *me[] = {"GET", "GET", "GET", "POST", "PUT", "DELETE"};
    rng_state = seed * 2654435761u + 1;
    for (long i = 0; i < n; i++) {
        printf("10.%u.%u.%u %s /", (unsigned)(xs() % 256), (unsigned)(xs() % 256), (unsigned)(xs() % 256), me[xs() % 6]);
        int k = 2 + xs() % 4;
        for (int j = 0; j < k; j++) printf("%s%s", j ? "/" : "", seg[xs() % 14]);
        if (xs() % 3 == 0) printf("/%u", (unsigned)(xs() % 500));
        printf(" %d %lu %.2f \"%s\"\n", (int[]){200, 200, 200, 304, 404, 500}[xs() % 6], (unsigned long)(xs() % 100000), (xs() % 100000) / 100.0, ag[xs() % 5]);
    }
}

static int parse_line(char *ln, rec_t *r) {
    char *sp;
    r->ip = ln; if (!(sp = strchr(ln, ' '))) return 0; *sp = 0; ln = sp + 1;
    r->method = ln; if (!(sp = strchr(ln, ' '))) return 0; *sp = 0; ln = sp + 1;
    r->path = ln; if (!(sp = strchr(ln, ' '))) return 0; *sp = 0; ln = sp + 1;
    r->status = (int)strtol(ln, &ln, 10);
    r->bytes = strtol(ln, &ln, 10);
    r->ms = strtod(ln, &ln);
    while (*ln == ' ' || *ln == '"') ln++;
    r->agent = ln; if ((sp = strchr(ln, '"'))) *sp = 0;
    return 1;
}

static uint64_t hash_str(const char *s, int len) {
    uint64_t h = 1469598103934665603ull;
    for (int i = 0; i < len; i++) { h ^= (unsigned char)s[i]; h *= 1099511628211ull; }
    return h;
}

static void bump(const char *s, int len) {
    uint64_t h = hash_str(s, len);
    unsigned i = (unsigned)h & (TSIZE - 1);
    while (table[i].count && !(table[i].h == h && table[i].len == len && memcmp(table[i].s, s, len) == 0)) i = (i + 1) & (TSIZE - 1);
    if (!table[i].count) { table[i].h = h; table[i].s = s; table[i].len = len; }
    table[i].count++;
}

static void count_tokens(rec_t *rs, int n) {
    memset(table, 0, sizeof table);
    for (int k = 0; k < n; k++) {
        const char *p = rs[k].path;
        /* every path prefix: /a, /a/b, /a/b/c ... */
        for (const char *q = p + 1; ; q++) {
            if (*q == '/' || *q == 0) bump(p, (int)(q - p));
            if (!*q) break;
        }
        bump(rs[k].agent, (int)strlen(rs[k].agent));
        bump(rs[k].method, (int)strlen(rs[k].method));
    }
}

static int by_count(const void *a, const void *b) {
    const slot_t *x = a, *y = b;
    if (x->count != y->count) return x->count < y->count ? 1 : -1;
    int l = x->len < y->len ? x->len : y->len, c = memcmp(x->s, y->s, l);
    return c ? c : x->len - y->len;
}

static unsigned top_paths(slot_t *tmp) {
    int m = 0;
    for (unsigned i = 0; i < TSIZE; i++) if (table[i].count) tmp[m++] = table[i];
    qsort(tmp, m, sizeof *tmp, by_count);
    return m ? tmp[0].count : 0;
}

static uint32_t crc_bytes(uint32_t c, const char *s, size_t n) {
    c = ~c;
    for (size_t i = 0; i < n; i++) c = crctab[(c ^ (unsigned char)s[i]) & 0xff] ^ (c >> 8);
    return ~c;
}

static uint32_t digest_batch(rec_t *rs, int n, uint32_t c) {
    for (int k = 0; k < n; k++) {
        c = crc_bytes(c, rs[k].ip, strlen(rs[k].ip));
        c = crc_bytes(c, rs[k].path, strlen(rs[k].path));
        c = crc_bytes(c, rs[k].agent, strlen(rs[k].agent));
        c ^= (uint32_t)rs[k].status * 2654435761u ^ (uint32_t)rs[k].bytes;
    }
    return c;
}

int main(int argc, char **argv) {
    if (argc > 3 && !strcmp(argv[1], "--gen")) { gen(atol(argv[2]), strtoull(argv[3], 0, 10)); return 0; }
    if (argc < 2) { fprintf(stderr, "usage\n"); return 2; }
    for (uint32_t i = 0; i < 256; i++) { uint32_t c = i; for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1; crctab[i] = c; }
    FILE *f = fopen(argv[1], "r");
    if (!f) { perror(argv[1]); return 1; }
    static char lines[BATCH][512];
    static rec_t rs[BATCH];
    static slot_t tmp[TSIZE];
    long total = 0, batches = 0; unsigned long topsum = 0; uint32_t crc = 0;
    for (;;) {
        int n = 0;
        while (n < BATCH && fgets(lines[n], sizeof lines[n], f)) {
            lines[n][strcspn(lines[n], "\n")] = 0;
            if (parse_line(lines[n], &rs[n])) n++;
        }
        if (!n) break;
        count_tokens(rs, n);
        topsum += top_paths(tmp);
        crc = digest_batch(rs, n, crc);
        total += n; batches++;
    }
    fclose(f);
    printf("lines %ld batches %ld topsum %lu crc %08x\n", total, batches, topsum, crc);
    return 0;
}
