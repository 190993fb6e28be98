/* ledger: generates transaction records, spills them to a temp file in
 * fixed-size pages, reads the file back, parses and aggregates per account,
 * then sorts the account totals.  Mix of computation and file I/O. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>

#define PAGE 4096
#define NACCT 4096
#define NOINLINE __attribute__((noinline))

typedef struct { uint32_t acct; int64_t cents; uint32_t ts; char memo[24]; } txn_t;
typedef struct { uint32_t acct; int64_t total; uint32_t n; uint32_t digest; } acct_t;

static uint64_t rng_state = 0x2545F4914F6CDD1DULL;
static uint64_t rng_next(void) {
    uint64_t x = rng_state; x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    return rng_state = x;
}

NOINLINE static void make_memo(char *memo, uint64_t r) {
    static const char alpha[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    for (int i = 0; i < 23; i++) { memo[i] = alpha[r % 36]; r = r / 36 ^ (r << 29); }
    memo[23] = 0;
}

NOINLINE static void gen_txn(txn_t *t, uint32_t ts) {
    uint64_t r = rng_next();
    t->acct = (uint32_t)(r % NACCT);
    t->cents = (int64_t)((r >> 16) % 200000) - 100000;
    t->ts = ts;
    make_memo(t->memo, rng_next());
}

NOINLINE static int format_txn(char *dst, const txn_t *t) {
    return sprintf(dst, "%u|%lld|%u|%s\n", t->acct, (long long)t->cents, t->ts, t->memo);
}

NOINLINE static void write_all(int fd, const char *buf, size_t n) {
    while (n) { ssize_t w = write(fd, buf, n); if (w <= 0) { perror("write"); exit(1); } buf += w; n -= (size_t)w; }
}

NOINLINE static long spill(int fd, long ntx) {
    char page[PAGE + 128]; size_t used = 0; txn_t t; long bytes = 0;
    for (long i = 0; i < ntx; i++) {
        gen_txn(&t, (uint32_t)i);
        used += (size_t)format_txn(page + used, &t);
        if (used >= PAGE) { write_all(fd, page, used); bytes += (long)used; used = 0; }
    }
    if (used) { write_all(fd, page, used); bytes += (long)used; }
    return bytes;
}

NOINLINE static uint32_t fnv1a(const char *s, size_t n) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 16777619u; }
    return h;
}

NOINLINE static const char *parse_line(const char *p, const char *end, acct_t *accts) {
    char *q; uint32_t acct = (uint32_t)strtoul(p, &q, 10); p = q + 1;
    long long cents = strtoll(p, &q, 10); p = q + 1;
    (void)strtoul(p, &q, 10); p = q + 1;
    const char *memo = p;
    while (p < end && *p != '\n') p++;
    acct_t *a = &accts[acct % NACCT];
    a->acct = acct; a->total += cents; a->n++;
    a->digest ^= fnv1a(memo, (size_t)(p - memo));
    return p + 1;
}

NOINLINE static long reload(int fd, acct_t *accts) {
    char buf[PAGE * 4 + 256]; size_t carry = 0; long lines = 0;
    lseek(fd, 0, SEEK_SET);
    for (;;) {
        ssize_t r = read(fd, buf + carry, PAGE * 4);
        if (r < 0) { perror("read"); exit(1); }
        size_t have = carry + (size_t)r;
        if (r == 0 && have == 0) break;
        const char *p = buf, *end = buf + have, *last = p;
        for (const char *s = p; s < end; s++) if (*s == '\n') last = s + 1;
        while (p < last) { p = parse_line(p, last, accts); lines++; }
        carry = (size_t)(end - last);
        memmove(buf, last, carry);
        if (r == 0) break;
    }
    return lines;
}

static int by_total(const void *a, const void *b) {
    const acct_t *x = a, *y = b;
    if (x->total != y->total) return x->total < y->total ? 1 : -1;
    return x->acct < y->acct ? -1 : (x->acct > y->acct);
}

int main(int argc, char **argv) {
    long ntx = argc > 1 ? atol(argv[1]) : 1000000;
    int rounds = argc > 2 ? atoi(argv[2]) : 4;
    const char *dir = argc > 3 ? argv[3] : "/tmp";
    char path[512]; snprintf(path, sizeof path, "%s/ledger-XXXXXX", dir);
    int fd = mkstemp(path); if (fd < 0) { perror("mkstemp"); return 1; }
    unlink(path);
    uint64_t check = 0; long lines = 0, bytes = 0;
    acct_t *accts = calloc(NACCT, sizeof *accts);
    for (int r = 0; r < rounds; r++) {
        if (ftruncate(fd, 0) != 0) { perror("ftruncate"); return 1; }
        lseek(fd, 0, SEEK_SET);
        memset(accts, 0, NACCT * sizeof *accts);
        bytes += spill(fd, ntx);
        lines += reload(fd, accts);
        qsort(accts, NACCT, sizeof *accts, by_total);
        for (int i = 0; i < 16; i++) check = check * 31 + (uint64_t)accts[i].total + accts[i].digest;
    }
    close(fd);
    printf("rounds=%d lines=%ld bytes=%ld check=%016llx\n", rounds, lines, bytes, (unsigned long long)check);
    return 0;
}
