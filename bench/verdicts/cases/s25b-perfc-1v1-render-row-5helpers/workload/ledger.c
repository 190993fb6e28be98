/* ledger: toy CSV ledger exporter. Per round: gen_rows makes 200k synthetic transactions,
 * sort_rows orders them by (account, date, id) (merge sort of packed keys), aggregate_accounts sums per account in a hash
 * table, export_rows writes each row as a CSV line through render_row (fmt_u64, fmt_date,
 * fmt_hex, quote_csv, fmt_money from helpers.c).  Usage: ledger ROUNDS */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"

#ifndef AUDIT_LINES
#define AUDIT_LINES 0
#endif

#define NROWS 200000
typedef struct { uint64_t id; uint32_t account; int32_t day; int64_t cents; char memo[40]; } row_t;

static uint64_t st = 88172645463325252ull;
static uint64_t xs(void) { st ^= st << 13; st ^= st >> 7; st ^= st << 17; return st; }

static char *put_word(char *p, const char *w) { while (*w) *p++ = *w++; return p; }

void gen_rows(row_t *r, int n) {
    static const char *w[] = {"coffee", "rent", "\"refund\"", "fuel", "books", "grocer, market", "taxi", "salary", "gym", "cloud"};
    for (int i = 0; i < n; i++) {
        r[i].id = xs() >> 12;
        r[i].account = (uint32_t)(xs() % 5000);
        r[i].day = 19000 + (int32_t)(xs() % 1200);
        r[i].cents = (int64_t)(xs() % 2000000) - 500000;
        char *p = put_word(r[i].memo, w[xs() % 10]);
        *p++ = ' ';
        p = put_word(p, w[xs() % 10]);
        *p++ = ' ';
        unsigned v = (unsigned)(xs() % 1000);
        *p++ = (char)('0' + v / 100); *p++ = (char)('0' + v / 10 % 10); *p++ = (char)('0' + v % 10);
        *p = 0;
    }
}

typedef struct { uint64_t key; uint32_t idx; } skey_t;

/* bottom-up merge sort (stable) of (account, day, id) keys, ping-ponging between k and tmp;
 * then gathers the rows into out in that order */
void sort_rows(const row_t *r, int n, skey_t *k, skey_t *tmp, row_t *out) {
    skey_t *orig = k;
    for (int i = 0; i < n; i++) {
        k[i].key = ((uint64_t)r[i].account << 40) | ((uint64_t)(uint32_t)r[i].day << 20) | (r[i].id & 0xfffff);
        k[i].idx = (uint32_t)i;
    }
    for (int w = 1; w < n; w *= 2) {
        for (int lo = 0; lo < n; lo += 2 * w) {
            int mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n, i = lo, j = mid, o = lo;
            while (i < mid && j < hi) tmp[o++] = k[j].key < k[i].key ? k[j++] : k[i++];
            while (i < mid) tmp[o++] = k[i++];
            while (j < hi) tmp[o++] = k[j++];
        }
        skey_t *t = k; k = tmp; tmp = t;
    }
    if (k != orig) for (int i = 0; i < n; i++) orig[i] = k[i];
    for (int i = 0; i < n; i++) out[i] = r[orig[i].idx];
}

typedef struct { uint32_t account; int used; int64_t sum, min, max; uint32_t n; } acct_t;
static acct_t acct[1 << 14];

int64_t aggregate_accounts(const row_t *r, int n) {
    memset(acct, 0, sizeof acct);
    for (int i = 0; i < n; i++) {
        uint32_t h = (r[i].account * 2654435761u) >> 18;
        while (acct[h].used && acct[h].account != r[i].account) h = (h + 1) & ((1 << 14) - 1);
        acct_t *a = &acct[h];
        if (!a->used) { a->used = 1; a->account = r[i].account; a->min = a->max = r[i].cents; }
        a->sum += r[i].cents; a->n++;
        if (r[i].cents < a->min) a->min = r[i].cents;
        if (r[i].cents > a->max) a->max = r[i].cents;
    }
    int64_t s = 0;
    for (int i = 0; i < (1 << 14); i++) if (acct[i].used) s += acct[i].max - acct[i].min;
    return s;
}

size_t render_row(char *out, const row_t *r, uint32_t *crc, int k) {
    size_t n = 0;
    n += fmt_hex(out + n, r->id, 12); out[n++] = ',';
    n += fmt_u64(out + n, r->account); out[n++] = ',';
    n += fmt_date(out + n, r->day); out[n++] = ',';
    n += quote_csv(out + n, r->memo); out[n++] = ',';
    n += fmt_money(out + n, r->cents); out[n++] = '\n';
    *crc = (*crc * 31) ^ (uint32_t)n ^ (unsigned char)out[n / 2];
#if AUDIT_LINES
    /* audit trail: every second row also gets an "A" line (id, account, entry date, memo, amount) */
    if (k % 2 == 0) {
        size_t s = n;
        out[n++] = 'A'; out[n++] = ',';
        n += fmt_hex(out + n, r->id, 12); out[n++] = ',';
        n += fmt_u64(out + n, r->account); out[n++] = ',';
        n += fmt_date(out + n, r->day + 1); out[n++] = ',';
        n += quote_csv(out + n, r->memo); out[n++] = ',';
        n += fmt_money(out + n, -r->cents); out[n++] = '\n';
        *crc = (*crc * 31) ^ (uint32_t)(n - s) ^ (unsigned char)out[(s + n) / 2];
    }
#else
    (void)k;
#endif
    return n;
}

size_t export_rows(const row_t *r, int n, char *buf, uint32_t *crc) {
    size_t total = 0;
    for (int i = 0; i < n; i++) total += render_row(buf, &r[i], crc, i);
    return total;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 10;
    row_t *r = malloc(sizeof(row_t) * NROWS), *sorted = malloc(sizeof(row_t) * NROWS);
    skey_t *order = malloc(sizeof(skey_t) * NROWS), *tmp = malloc(sizeof(skey_t) * NROWS);
    char buf[512];
    size_t bytes = 0; uint32_t crc = 0; int64_t spread = 0;
    for (int k = 0; k < rounds; k++) {
        gen_rows(r, NROWS);
        sort_rows(r, NROWS, order, tmp, sorted);
        spread += aggregate_accounts(sorted, NROWS);
        bytes += export_rows(sorted, NROWS, buf, &crc);
    }
    printf("audit %d rounds %d bytes %zu crc %08x spread %lld\n", AUDIT_LINES, rounds, bytes, crc, (long long)spread);
    free(r); free(sorted); free(order); free(tmp);
    return 0;
}
