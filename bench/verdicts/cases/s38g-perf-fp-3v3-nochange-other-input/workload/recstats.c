/* recstats FILE: reads fixed-width "word number" records, parses them, sorts them by word
 * (own quicksort), and computes per-letter statistics. No libc calls in the hot paths, so
 * frame-pointer stacks stay intact. Every working function calls a tiny non-inlined helper
 * (gcc 12 drops the frame pointer in leaf functions). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define NOINLINE __attribute__((noinline))
typedef struct { char word[9]; uint32_t value; } rec;

static volatile long ties;
NOINLINE void note_tie(void) { ties++; }
NOINLINE long finish(long x) { return x; }

NOINLINE char *read_file(const char *path, long *len) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(1); }
    fseek(f, 0, SEEK_END); *len = ftell(f); fseek(f, 0, SEEK_SET);
    char *buf = malloc(*len + 1);
    if (fread(buf, 1, *len, f) != (size_t)*len) { perror("read"); exit(1); }
    fclose(f);
    buf[*len] = 0;
    return buf;
}

NOINLINE long parse_records(const char *buf, long len, rec *out) {
    long n = 0;
    const char *p = buf, *end = buf + len;
    while (p < end) {
        int i = 0;
        while (*p != ' ') out[n].word[i++] = *p++;
        out[n].word[i] = 0;
        p++;
        uint32_t v = 0;
        while (*p != '\n') v = v * 10 + (uint32_t)(*p++ - '0');
        p++;
        out[n].value = v;
        n++;
    }
    return finish(n);
}

NOINLINE int compare_records(const rec *a, const rec *b) {
    for (int i = 0; i < 8; i++) {
        if (a->word[i] != b->word[i]) return (unsigned char)a->word[i] - (unsigned char)b->word[i];
    }
    if (a->value == b->value) note_tie();
    return a->value < b->value ? -1 : a->value > b->value;
}

NOINLINE void sort_records(rec *r, long lo, long hi) {
    while (hi - lo > 16) {
        long mid = lo + (hi - lo) / 2;
        if (compare_records(&r[mid], &r[lo]) < 0) { rec t = r[mid]; r[mid] = r[lo]; r[lo] = t; }
        if (compare_records(&r[hi], &r[lo]) < 0) { rec t = r[hi]; r[hi] = r[lo]; r[lo] = t; }
        if (compare_records(&r[hi], &r[mid]) < 0) { rec t = r[hi]; r[hi] = r[mid]; r[mid] = t; }
        rec pivot = r[mid];
        long i = lo, j = hi;
        while (i <= j) {
            while (compare_records(&r[i], &pivot) < 0) i++;
            while (compare_records(&r[j], &pivot) > 0) j--;
            if (i <= j) { rec t = r[i]; r[i] = r[j]; r[j] = t; i++; j--; }
        }
        if (j - lo < hi - i) { sort_records(r, lo, j); lo = i; }
        else { sort_records(r, i, hi); hi = j; }
    }
    for (long i = lo + 1; i <= hi; i++) {
        rec t = r[i]; long j = i - 1;
        while (j >= lo && compare_records(&r[j], &t) > 0) { r[j + 1] = r[j]; j--; }
        r[j + 1] = t;
    }
}

NOINLINE long letter_stats(const rec *r, long n, double *mean, double *var) {
    double sum[26] = {0}, sq[26] = {0}; long cnt[26] = {0};
    for (long i = 0; i < n; i++) {
        for (int k = 0; k < 8; k++) {
            int c = r[i].word[k] - 'a';
            double v = (double)r[i].value * (k + 1) / 1e9;
            sum[c] += v; sq[c] += v * v; cnt[c]++;
        }
    }
    for (int c = 0; c < 26; c++) { mean[c] = sum[c] / cnt[c]; var[c] = sq[c] / cnt[c] - mean[c] * mean[c]; }
    return finish(cnt[0]);
}

int main(int argc, char **argv) {
    long len;
    char *buf = read_file(argv[1], &len);
    long cap = len / 19 + 1;
    rec *r = malloc(cap * sizeof(rec));
    long n = parse_records(buf, len, r);
    sort_records(r, 0, n - 1);
    double mean[26], var[26];
    long a = letter_stats(r, n, mean, var);
    printf("n=%ld first=%s last=%s a=%ld mean_a=%.4f var_z=%.4f ties=%ld\n", n, r[0].word, r[n - 1].word, a, mean[0], var[25], ties);
    return 0;
}
