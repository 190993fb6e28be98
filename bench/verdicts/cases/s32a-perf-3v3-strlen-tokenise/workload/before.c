/* Log tokeniser: builds a batch of CSV-ish lines, splits each line into
 * tokens, hashes each token and counts distinct-ish buckets. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define NLINES 4096
#define MAXTOK 64

static char *lines[NLINES];
static char tokbuf[MAXTOK][128];
static unsigned counts[1024];

static void make_lines(unsigned seed) {
    static const char *words[] = {"GET", "POST", "/api/v1/users", "/static/app.js",
        "200", "404", "Mozilla/5.0", "curl/8.1", "gzip", "keep-alive", "10.0.0.1",
        "192.168.1.77", "text/html", "application/json", "user_12345", "session=abcdef"};
    srand(seed);
    for (int i = 0; i < NLINES; i++) {
        char buf[512]; int n = 0;
        int ntok = 4 + rand() % 5;
        for (int t = 0; t < ntok; t++)
            n += snprintf(buf + n, sizeof buf - n, "%s%s", t ? "," : "", words[rand() % 16]);
        lines[i] = strdup(buf);
    }
}

/* split a line on ',' into tokbuf; returns number of tokens */
__attribute__((noinline))
static int tokenise_line(const char *line) {
    int ntok = 0, k = 0;
    size_t len = strlen(line);
    for (size_t i = 0; i < len; i++) {
        char c = line[i];
        if (c == ',') { tokbuf[ntok][k] = 0; ntok++; k = 0; }
        else if (k < 127) tokbuf[ntok][k++] = c;
    }
    tokbuf[ntok][k] = 0;
    return ntok + 1;
}

__attribute__((noinline))
static uint64_t hash_token(const char *s) {
    uint64_t h = 1469598103934665603ULL;        /* FNV-1a */
    for (; *s; s++) { h ^= (unsigned char)*s; h *= 1099511628211ULL; }
    return h;
}

__attribute__((noinline))
static void count_tokens(int ntok) {
    for (int t = 0; t < ntok; t++) {
        uint64_t h = hash_token(tokbuf[t]);
        for (int r = 0; r < 240; r++) h = (h ^ (h >> 29)) * 0xbf58476d1ce4e5b9ULL;  /* mix */
        counts[h & 1023]++;
    }
}

int main(int argc, char **argv) {
    int passes = argc > 1 ? atoi(argv[1]) : 600;
    unsigned seed = argc > 2 ? (unsigned)atoi(argv[2]) : 1;
    make_lines(seed);
    for (int p = 0; p < passes; p++)
        for (int i = 0; i < NLINES; i++)
            count_tokens(tokenise_line(lines[i]));
    unsigned best = 0;
    for (int i = 0; i < 1024; i++) if (counts[i] > best) best = counts[i];
    printf("passes=%d max_bucket=%u\n", passes, best);
    return 0;
}
