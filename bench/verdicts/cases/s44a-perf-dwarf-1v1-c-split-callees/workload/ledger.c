/* Ledger batch processor: generates text records, processes them in batches
 * (tokenize each record, accumulate its fields into per-account totals), then
 * ranks accounts and prints a summary.
 * Build with -DVERIFY_PASS to add a second pass over every item in process_batch
 * (re-tokenize and re-accumulate into a shadow ledger, then compare). Output identical. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define NACCT 1024
#define MAXTOK 16
#define RECLEN 128

typedef struct { const char *p; int len; } token_t;
typedef struct { int64_t debit, credit; uint64_t n, tagmix; } account_t;

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;
static uint64_t rng(void) {
    uint64_t x = rng_state;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    return rng_state = x;
}

static const char *TAGS[] = {"rent", "salary", "grocery", "fuel", "travel", "tax", "refund", "fee"};

static char *put_uint(char *o, uint64_t v, int width) {
    char tmp[24]; int n = 0;
    do { tmp[n++] = (char)('0' + v % 10); v /= 10; } while (v);
    while (n < width) tmp[n++] = '0';
    while (n) *o++ = tmp[--n];
    return o;
}

static char *put_hex(char *o, uint64_t v, int width) {
    static const char hx[] = "0123456789abcdef";
    for (int i = width - 1; i >= 0; i--) o[i] = hx[v & 15], v >>= 4;
    return o + width;
}

static int gen_record(char *buf) {
    uint64_t r = rng();
    unsigned acct = (unsigned)(r % NACCT);
    uint64_t amount = (r >> 12) % 1000000;
    const char *tag = TAGS[(r >> 40) & 7];
    char *o = buf;
    *o++ = (r >> 50) & 1 ? 'D' : 'C'; *o++ = ',';
    o = put_uint(o, acct, 1); *o++ = ',';
    o = put_uint(o, amount / 100, 1); *o++ = '.'; o = put_uint(o, amount % 100, 2); *o++ = ',';
    size_t tl = strlen(tag); memcpy(o, tag, tl); o += tl; *o++ = ',';
    *o++ = 'r'; *o++ = 'e'; *o++ = 'f'; o = put_hex(o, r >> 20, 8); *o++ = ',';
    o = put_uint(o, r % 97, 1); *o = 0;
    return (int)(o - buf);
}

static int tokenize(const char *rec, token_t *toks) {
    int n = 0;
    const char *s = rec;
    while (*s && n < MAXTOK) {
        const char *e = s;
        while (*e && *e != ',') e++;
        toks[n].p = s; toks[n].len = (int)(e - s); n++;
        s = *e ? e + 1 : e;
    }
    return n;
}

static int64_t parse_cents(const token_t *t) {
    int64_t v = 0; int frac = -1;
    for (int i = 0; i < t->len; i++) {
        char c = t->p[i];
        if (c == '.') { frac = 0; continue; }
        v = v * 10 + (c - '0');
        if (frac >= 0) frac++;
    }
    while (frac >= 0 && frac < 2) { v *= 10; frac++; }
    return v;
}

static uint64_t hash_token(const token_t *t) {
    uint64_t h = 1469598103934665603ULL;
    for (int i = 0; i < t->len; i++) { h ^= (unsigned char)t->p[i]; h *= 1099511628211ULL; }
    return h;
}

static void accumulate(const token_t *toks, int n, account_t *ledger) {
    if (n < 6) return;
    unsigned acct = 0;
    for (int i = 0; i < toks[1].len; i++) acct = acct * 10 + (unsigned)(toks[1].p[i] - '0');
    account_t *a = &ledger[acct % NACCT];
    int64_t cents = parse_cents(&toks[2]);
    if (toks[0].p[0] == 'D') a->debit += cents; else a->credit += cents;
    a->n++;
    a->tagmix ^= hash_token(&toks[3]) + hash_token(&toks[4]) * 31 + hash_token(&toks[5]);
}

static account_t shadow[NACCT];

static void process_batch(char recs[][RECLEN], int nrec, account_t *ledger) {
    token_t toks[MAXTOK];
    for (int i = 0; i < nrec; i++) {
        int n = tokenize(recs[i], toks);
        accumulate(toks, n, ledger);
    }
#ifdef VERIFY_PASS
    /* second pass: re-tokenize and re-accumulate every item into a shadow ledger,
     * then cross-check the two ledgers */
    for (int i = 0; i < nrec; i++) {
        int n = tokenize(recs[i], toks);
        accumulate(toks, n, shadow);
    }
    if (memcmp(shadow, ledger, sizeof shadow) != 0) {
        fprintf(stderr, "ledger mismatch\n");
        exit(2);
    }
#endif
}

static int cmp_acct(const void *a, const void *b) {
    const account_t *x = a, *y = b;
    int64_t bx = x->credit - x->debit, by = y->credit - y->debit;
    return bx < by ? 1 : bx > by ? -1 : 0;
}

static uint64_t rank_accounts(const account_t *ledger) {
    static account_t tmp[NACCT];
    memcpy(tmp, ledger, sizeof tmp);
    qsort(tmp, NACCT, sizeof tmp[0], cmp_acct);
    uint64_t h = 0;
    for (int i = 0; i < 16; i++) h = h * 131 + (uint64_t)(tmp[i].credit - tmp[i].debit) + tmp[i].tagmix;
    return h;
}

int main(int argc, char **argv) {
    int nbatch = argc > 1 ? atoi(argv[1]) : 2000;
    int bsize = argc > 2 ? atoi(argv[2]) : 1000;
    static account_t ledger[NACCT];
    char (*recs)[RECLEN] = malloc((size_t)bsize * RECLEN);
    uint64_t summary = 0;
    for (int b = 0; b < nbatch; b++) {
        for (int i = 0; i < bsize; i++) gen_record(recs[i]);
        memset(ledger, 0, sizeof ledger);
#ifdef VERIFY_PASS
        memset(shadow, 0, sizeof shadow);
#endif
        process_batch(recs, bsize, ledger);
        summary = summary * 1000003 + rank_accounts(ledger);
    }
    printf("batches=%d size=%d summary=%016llx\n", nbatch, bsize, (unsigned long long)summary);
    free(recs);
    return 0;
}
