/* Access-log aggregator: parse synthetic log lines, normalize the request path,
 * and accumulate bytes per normalized path in an open-addressing table. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NLINES 100000
#define ROUNDS 250
#define TABLE 8192

struct rec { char method[8]; char path[128]; int status; long bytes; };
struct slot { uint64_t h; char path[128]; long bytes; long hits; };

static char *lines[NLINES];
static struct slot table[TABLE];

static uint32_t rng = 2463534242u;
static uint32_t xr(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

static void gen_lines(void) {
    static const char *seg[] = {"Api", "V1", "Users", "Orders", "Items", "Search", "Static", "Img", "Cart"};
    static const char *meth[] = {"GET", "POST", "PUT"};
    char buf[256];
    for (int i = 0; i < NLINES; i++) {
        int n = snprintf(buf, sizeof buf, "%s /%s/%s/%u/%s?page=%u&sort=Desc %d %u\n",
                         meth[xr() % 3], seg[xr() % 9], seg[xr() % 9], xr() % 500, seg[xr() % 9],
                         xr() % 20, (xr() % 10) ? 200 : 404, xr() % 100000);
        lines[i] = malloc(n + 1);
        memcpy(lines[i], buf, n + 1);
    }
}

__attribute__((noinline)) int parse_line(const char *s, struct rec *r) {
    int i = 0;
    while (*s && *s != ' ' && i < 7) r->method[i++] = *s++;
    r->method[i] = 0;
    if (*s++ != ' ') return -1;
    i = 0;
    while (*s && *s != ' ' && i < 127) r->path[i++] = *s++;
    r->path[i] = 0;
    if (*s++ != ' ') return -1;
    r->status = 0;
    while (*s >= '0' && *s <= '9') r->status = r->status * 10 + (*s++ - '0');
    s++;
    r->bytes = 0;
    while (*s >= '0' && *s <= '9') r->bytes = r->bytes * 10 + (*s++ - '0');
    return 0;
}

/* Lowercase the path, drop the query string, and replace numeric segments by '#'.
 * Paths with characters outside the URL-safe set are now rejected up front (emptied). */
static const char URL_SAFE[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/#[]@!$&'()*+,;=%";

__attribute__((noinline)) void normalize_path(char *p) {
    static unsigned char safe[256];
    if (!safe['/'])
        for (const char *c = URL_SAFE; *c; c++) safe[(unsigned char)*c] = 1;
    for (int i = 0; p[i] && p[i] != '?'; i++)
        if (!safe[(unsigned char)p[i]]) { p[0] = 0; return; }
    int o = 0;
    for (int i = 0; p[i]; i++) {
        char c = p[i];
        if (c == '?') break;
        if (c >= '0' && c <= '9') {
            if (o == 0 || p[o - 1] != '#') p[o++] = '#';
            continue;
        }
        p[o++] = (c >= 'A' && c <= 'Z') ? c + 32 : c;
    }
    p[o] = 0;
}

__attribute__((noinline)) uint64_t hash_str(const char *s) {
    uint64_t h = 0xcbf29ce484222325ULL;
    while (*s) { h ^= (unsigned char)*s++; h *= 0x100000001b3ULL; }
    return h;
}

__attribute__((noinline)) void table_bump(uint64_t h, const char *path, long bytes) {
    uint32_t i = (uint32_t)h & (TABLE - 1);
    while (table[i].hits && (table[i].h != h || strcmp(table[i].path, path) != 0))
        i = (i + 1) & (TABLE - 1);
    if (!table[i].hits) { table[i].h = h; strcpy(table[i].path, path); }
    table[i].hits++;
    table[i].bytes += bytes;
}

int main(void) {
    gen_lines();
    struct rec r;
    long bad = 0;
    for (int round = 0; round < ROUNDS; round++) {
        for (int i = 0; i < NLINES; i++) {
            if (parse_line(lines[i], &r) < 0 || r.status != 200) { bad++; continue; }
            normalize_path(r.path);
            table_bump(hash_str(r.path), r.path, r.bytes);
        }
    }
    long used = 0, maxhits = 0;
    for (int i = 0; i < TABLE; i++) if (table[i].hits) { used++; if (table[i].hits > maxhits) maxhits = table[i].hits; }
    printf("paths=%ld maxhits=%ld bad=%ld\n", used, maxhits, bad);
    return 0;
}
