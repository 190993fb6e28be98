/* consumer: reads sensor lines from stdin, parses each (parse_record), aggregates per
 * sensor and per site, prints a summary.
 * usage: producer N | consumer
 * Build: gcc -O2 -g -fno-omit-frame-pointer consumer.c           (before)
 *        gcc -O2 -g -fno-omit-frame-pointer -DAFTER consumer.c   (after: parse_record also
 *        checks every field's characters against a class table before converting it)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct rec {
    long seq;
    int sensor;
    char site[16];
    long ts;
    double temp, hum, pres;
    int status; /* 0 ok, 1 warn, 2 fault */
};

struct agg {
    long n;
    double tsum, tmin, tmax, hsum, psum;
    long warn, fault;
};

static inline __attribute__((always_inline)) double parse_fixed(const char *s, const char **end) {
    /* decimal number with optional sign and fraction */
    int neg = 0;
    if (*s == '-') { neg = 1; s++; }
    double v = 0;
    while (*s >= '0' && *s <= '9') v = v * 10 + (*s++ - '0');
    if (*s == '.') {
        double scale = 0.1;
        s++;
        while (*s >= '0' && *s <= '9') { v += (*s++ - '0') * scale; scale *= 0.1; }
    }
    *end = s;
    return neg ? -v : v;
}

#ifdef AFTER
/* character classes for field validation */
enum { C_DIGIT = 1, C_LOWER = 2, C_DASH = 4, C_DOT = 8, C_S = 16 };
static unsigned char cls[256];
static void init_classes(void) {
    for (int c = '0'; c <= '9'; c++) cls[c] |= C_DIGIT;
    for (int c = 'a'; c <= 'z'; c++) cls[c] |= C_LOWER;
    cls['-'] |= C_DASH;
    cls['.'] |= C_DOT;
    cls['S'] |= C_S;
}
/* field check: not empty, only characters of the field's allowed classes, at most one '.' */
static int field_ok(const char *s, size_t len, unsigned allowed) {
    if (len == 0) return 0;
    int dots = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned c = cls[(unsigned char)s[i]];
        if (!(c & allowed)) return 0;
        dots += (c & C_DOT) != 0;
    }
    return dots <= 1;
}
#endif

__attribute__((noinline)) int parse_record(const char *line, struct rec *r) {
    const char *f[8];
    size_t len[8];
    int nf = 0;
    const char *p = line;
    f[0] = p;
    while (*p && *p != '\n') {
        if (*p == ',') {
            len[nf] = (size_t)(p - f[nf]);
            if (++nf == 8) return 0;
            f[nf] = p + 1;
        }
        p++;
    }
    len[nf] = (size_t)(p - f[nf]);
    if (nf != 7) return 0;
#ifdef AFTER
    static const unsigned allowed[8] = {C_DIGIT, C_S | C_DIGIT, C_LOWER | C_DASH, C_DIGIT,
                                        C_DASH | C_DOT | C_DIGIT, C_DOT | C_DIGIT,
                                        C_DOT | C_DIGIT, C_LOWER};
    for (int i = 0; i < 8; i++)
        if (!field_ok(f[i], len[i], allowed[i])) return 0;
#endif
    const char *e;
    r->seq = (long)parse_fixed(f[0], &e);
    r->sensor = (int)parse_fixed(f[1] + 1, &e);
    size_t sl = len[2] < sizeof r->site - 1 ? len[2] : sizeof r->site - 1;
    memcpy(r->site, f[2], sl);
    r->site[sl] = 0;
    r->ts = (long)parse_fixed(f[3], &e);
    r->temp = parse_fixed(f[4], &e);
    r->hum = parse_fixed(f[5], &e);
    r->pres = parse_fixed(f[6], &e);
    r->status = f[7][0] == 'o' ? 0 : f[7][0] == 'w' ? 1 : 2;
    return 1;
}

__attribute__((noinline)) static void aggregate(struct agg *a, const struct rec *r) {
    if (a->n == 0) { a->tmin = a->tmax = r->temp; }
    a->n++;
    a->tsum += r->temp;
    if (r->temp < a->tmin) a->tmin = r->temp;
    if (r->temp > a->tmax) a->tmax = r->temp;
    a->hsum += r->hum;
    a->psum += r->pres;
    a->warn += r->status == 1;
    a->fault += r->status == 2;
}

static int site_index(const char *site) {
    static const char *SITES[] = {"north-yard", "south-gate", "east-dock", "west-lab", "roof", "cellar"};
    for (int i = 0; i < 6; i++)
        if (strcmp(site, SITES[i]) == 0) return i;
    return 6;
}

int main(void) {
#ifdef AFTER
    init_classes();
#endif
    static char inbuf[1 << 16];
    setvbuf(stdin, inbuf, _IOFBF, sizeof inbuf);
    static struct agg per_sensor[256], per_site[7];
    char line[256];
    struct rec r;
    long lines = 0, bad = 0;
    while (fgets(line, sizeof line, stdin)) {
        lines++;
        if (!parse_record(line, &r) || r.sensor < 0 || r.sensor > 255) { bad++; continue; }
        aggregate(&per_sensor[r.sensor], &r);
        aggregate(&per_site[site_index(r.site)], &r);
    }
    double tmax = -1e9;
    long faults = 0;
    for (int i = 0; i < 256; i++) {
        if (per_sensor[i].n && per_sensor[i].tmax > tmax) tmax = per_sensor[i].tmax;
        faults += per_sensor[i].fault;
    }
    printf("lines=%ld bad=%ld tmax=%.2f faults=%ld site0=%ld\n", lines, bad, tmax, faults, per_site[0].n);
    return 0;
}
