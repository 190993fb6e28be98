/* routesim: at start-up, reads a routing config file (one line per route,
 * written by gen_config.py) and parses it into a route table; then runs a fixed number of
 * simulated packet-routing rounds over the table (the main loop).
 * BEFORE: parse_line() is a hand-written single-pass tokenizer. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NROUTES 900000
#define SCAN 2000
#define INDEX_SLOTS (1 << 21)
#ifndef ROUNDS
#define ROUNDS 200
#endif

struct route { char name[48]; uint32_t prefix; uint32_t mask; double weight; int hops; int tag; };

static struct route routes[NROUTES];
static int nroutes;
static int name_index[INDEX_SLOTS];   /* open addressing, route number + 1 */

__attribute__((noinline)) static char *load_config(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(1); }
    fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (fread(buf, 1, (size_t)n, f) != (size_t)n) { perror("read"); exit(1); }
    buf[n] = 0; fclose(f);
    return buf;
}

static const char *skip_ws(const char *p) { while (*p == ' ') p++; return p; }

static unsigned read_uint(const char **pp) {
    const char *p = *pp; unsigned v = 0;
    while (*p >= '0' && *p <= '9') v = v * 10 + (unsigned)(*p++ - '0');
    *pp = p; return v;
}

__attribute__((noinline)) static int parse_line(const char *p, struct route *r) {
    int n = 0;
    while (*p && *p != ' ' && *p != '=' && n < 47) r->name[n++] = *p++;
    r->name[n] = 0;
    p = skip_ws(p); if (*p++ != '=') return -1; p = skip_ws(p);
    unsigned a = read_uint(&p); p++; unsigned b = read_uint(&p); p++;
    unsigned c = read_uint(&p); p++; unsigned d = read_uint(&p); p++;
    unsigned len = read_uint(&p);
    r->prefix = (a << 24) | (b << 16) | (c << 8) | d;
    r->mask = len ? ~0u << (32 - len) : 0;
    p = skip_ws(p); if (strncmp(p, "weight=", 7)) return -1; p += 7;
    unsigned wi = read_uint(&p), wf = 0;
    if (*p == '.') { p++; const char *q = p; wf = read_uint(&p); for (long k = p - q; k < 3; k++) wf *= 10; }
    r->weight = wi + wf / 1000.0;
    p = skip_ws(p); if (strncmp(p, "hops=", 5)) return -1; p += 5; r->hops = (int)read_uint(&p);
    p = skip_ws(p); if (strncmp(p, "tag=", 4)) return -1; p += 4; r->tag = (int)read_uint(&p);
    return 0;
}

__attribute__((noinline)) static int index_route(int id) {
    /* FNV-1a of the name, then linear probing; rejects duplicate names */
    const char *name = routes[id].name;
    uint64_t h = 1469598103934665603ULL;
    for (const char *c = name; *c; c++) { h ^= (unsigned char)*c; h *= 1099511628211ULL; }
    unsigned i = (unsigned)(h >> 32) & (INDEX_SLOTS - 1);
    while (name_index[i]) {
        if (strcmp(routes[name_index[i] - 1].name, name) == 0) return -1;
        i = (i + 1) & (INDEX_SLOTS - 1);
    }
    name_index[i] = id + 1;
    return 0;
}

__attribute__((noinline)) static void parse_config(const char *text) {
    const char *p = text;
    while (*p && nroutes < NROUTES) {
        const char *eol = strchr(p, '\n');
        if (parse_line(p, &routes[nroutes]) == 0 && index_route(nroutes) == 0) nroutes++;
        p = eol ? eol + 1 : p + strlen(p);
    }
}

__attribute__((noinline)) static int route_packet(uint32_t addr) {
    int best = -1; uint32_t bestmask = 0; double bestw = 0;
    int start = (int)((addr * 2654435761u) % (uint32_t)(nroutes - SCAN));
    for (int i = start; i < start + SCAN; i++) {
        const struct route *r = &routes[i];
        if ((addr & r->mask) == (r->prefix & r->mask) && (r->mask > bestmask ||
            (r->mask == bestmask && r->weight > bestw))) { best = i; bestmask = r->mask; bestw = r->weight; }
    }
    return best;
}

__attribute__((noinline)) static uint64_t simulate(void) {
    uint64_t acc = 0, s = 0x2545F4914F6CDD1DULL;
    for (int round = 0; round < ROUNDS; round++)
        for (int k = 0; k < 1000; k++) {
            s ^= s << 13; s ^= s >> 7; s ^= s << 17;
            int r = route_packet((uint32_t)s);
            acc += r >= 0 ? (uint64_t)routes[r].hops * (uint64_t)routes[r].tag : 1;
        }
    return acc;
}

static double now(void) { struct timespec t; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); return t.tv_sec + t.tv_nsec * 1e-9; }

int main(int argc, char **argv) {
    double t0 = now();
    char *text = load_config(argc > 1 ? argv[1] : "routes.conf");
    parse_config(text);
    free(text);
    double t1 = now();
    uint64_t acc = simulate();
    double t2 = now();
    fprintf(stderr, "startup %.3f s cpu, main loop %.3f s cpu\n", t1 - t0, t2 - t1);
    printf("routes=%d acc=%llu\n", nroutes, (unsigned long long)acc);
    return 0;
}
