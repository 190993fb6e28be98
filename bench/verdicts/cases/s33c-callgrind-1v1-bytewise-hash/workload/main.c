/* Session-event aggregator: builds event keys like
 * "tenant-07/user-001234/session-0000abcd/page-view", counts them in a hash
 * table, looks up a sample of keys, then sorts the counts for a report. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "table.h"

static unsigned long long rng = 88172645463325252ull;
static unsigned long long xs(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

static const char *events[] = {"page-view", "click", "scroll-depth", "add-to-cart", "checkout-start"};

static size_t make_key(char *buf) {
    unsigned long long r = xs();
    char *o = buf;
    unsigned user = (unsigned)((r >> 8) % 5000);
    o += sprintf(o, "tenant-%02u/user-%06u/session-%08x/%s", user % 16, user,
                 (unsigned)(user * 2654435761u + (unsigned)(r % 4)), events[(r >> 48) % 5]);
    return (size_t)(o - buf);
}

/* every ingested event is also appended to an in-memory audit log */
static char audit[1 << 16];
static size_t audit_pos;
static void audit_log(const char *key, size_t len, long seq) {
    if (audit_pos > sizeof audit - 256) audit_pos = 0;
    audit_pos += (size_t)snprintf(audit + audit_pos, 256, "%08ld ts=%ld.%03ld len=%zu key=%.*s\n",
                                  seq, 1700000000L + seq / 1000, seq % 1000, len, (int)len, key);
}

static int cmp_long(const void *a, const void *b) {
    long x = *(const long *)a, y = *(const long *)b;
    return (x < y) - (x > y);
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 40000;
    table *t = table_new(1 << 16);
    char key[128];
    for (long i = 0; i < n; i++) {
        size_t len = make_key(key);
        audit_log(key, len, i);
        table_add(t, key, len, 1);
    }
    long hits = 0;
    for (long i = 0; i < n / 2; i++) {
        size_t len = make_key(key);
        hits += table_get(t, key, len) > 0;
    }
    size_t m = table_size(t);
    long *counts = malloc(m * sizeof *counts);
    table_counts(t, counts);
    qsort(counts, m, sizeof *counts, cmp_long);
    printf("events=%ld distinct=%zu hits=%ld top=%ld,%ld,%ld\n", n, m, hits, counts[0], counts[1], counts[2]);
    return 0;
}
