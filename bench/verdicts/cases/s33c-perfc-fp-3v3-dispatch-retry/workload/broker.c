/* Tiny message broker loop: generate a batch of text messages, dispatch each
 * one through parse -> validate -> encode, then checksum and "flush" the
 * encoded batch. Runs for RUN_S seconds (argv[1]).
 * Build with -DRETRY_BUG to get the "after" version of dispatch(). */
#include <stdint.h>
#include <stdio.h>   /* printf for the final line only */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NOINLINE __attribute__((noinline))
#define BATCH 512
#define MAX_ATTEMPTS 3

typedef struct { char text[160]; int len; } raw_msg;
typedef struct { uint32_t id, kind, qty; int32_t price; char sym[8]; char note[64]; } msg;
typedef struct { unsigned char buf[BATCH * 96]; size_t n; } outbuf;

/* per-stage metrics counters, bumped by every stage */
static struct { unsigned long parsed, validated, rejected, encoded, bytes, flushed; } stats;
NOINLINE static void stat_add(unsigned long *ctr, unsigned long v) { *ctr += v; __asm__ volatile("" ::: "memory"); }

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static inline uint64_t xs(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

static char *put_str(char *o, const char *s) { while (*s) *o++ = *s++; return o; }
static char *put_num(char *o, long v) {
    char tmp[24]; int n = 0;
    if (v < 0) { *o++ = '-'; v = -v; }
    do { tmp[n++] = (char)('0' + v % 10); v /= 10; } while (v);
    while (n) *o++ = tmp[--n];
    return o;
}

NOINLINE static void gen_message(raw_msg *r, uint32_t id) {
    static const char *syms[] = {"ACME", "BOLT", "CRUX", "DYNA", "EPIC", "FLUX"};
    char *o = r->text;
    o = put_str(o, "id=");    o = put_num(o, id);
    o = put_str(o, ";kind="); o = put_num(o, (long)(xs() % 4));
    o = put_str(o, ";sym=");  o = put_str(o, syms[xs() % 6]);
    o = put_str(o, ";qty=");  o = put_num(o, (long)(xs() % 1000));
    o = put_str(o, ";px=");   o = put_num(o, (long)(xs() % 200000) - 1000);
    o = put_str(o, ";note=");
    for (int i = 0; i < 40; i++) *o++ = (char)('a' + (char)(xs() % 26));
    *o = 0;
    r->len = (int)(o - r->text);
}

static inline __attribute__((always_inline)) long get_num(const char *p, const char *end) {
    long v = 0; int neg = 0;
    if (p < end && *p == '-') { neg = 1; p++; }
    while (p < end && *p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
    return neg ? -v : v;
}

/* parse "k=v;k=v;..." into a struct */
NOINLINE static int parse_msg(const raw_msg *r, msg *m) {
    memset(m, 0, sizeof *m);
    const char *p = r->text, *end = r->text + r->len;
    while (p < end) {
        const char *eq = p;
        while (eq < end && *eq != '=') eq++;
        if (eq == end) return -1;
        const char *semi = eq;
        while (semi < end && *semi != ';') semi++;
        size_t kl = (size_t)(eq - p), vl = (size_t)(semi - eq - 1);
        if (kl == 2 && p[0] == 'i') m->id = (uint32_t)get_num(eq + 1, semi);
        else if (kl == 4 && p[0] == 'k') m->kind = (uint32_t)get_num(eq + 1, semi);
        else if (kl == 3 && p[0] == 's') memcpy(m->sym, eq + 1, vl < 7 ? vl : 7);
        else if (kl == 3 && p[0] == 'q') m->qty = (uint32_t)get_num(eq + 1, semi);
        else if (kl == 2 && p[0] == 'p') m->price = (int32_t)get_num(eq + 1, semi);
        else if (kl == 4 && p[0] == 'n') for (size_t i = 0; i < vl && i < 63; i++) m->note[i] = eq[1 + i];
        p = semi + 1;
    }
    stat_add(&stats.parsed, 1);
    return 0;
}

/* business rules: known symbol, sane quantity/price, note is lowercase ascii */
NOINLINE static int validate_msg(const msg *m) {
    int bad = 0;
    if (m->qty == 0 || m->qty > 999) bad++;
    if (m->price < -1000 || m->price > 199000) bad++;
    for (int i = 0; m->sym[i]; i++) if (m->sym[i] < 'A' || m->sym[i] > 'Z') bad++;
    uint32_t h = 0;
    for (int round = 0; round < 2; round++)
        for (int i = 0; m->note[i]; i++) {
            if (m->note[i] < 'a' || m->note[i] > 'z') bad++;
            h = h * 31 + (uint32_t)m->note[i] + (uint32_t)round;
        }
    stat_add(bad ? &stats.rejected : &stats.validated, 1);
    return bad ? -1 : (int)(h & 1);
}

/* varint + zigzag binary encoding into the outgoing buffer */
static size_t put_varint(unsigned char *o, uint64_t v) {
    size_t n = 0;
    while (v >= 0x80) { o[n++] = (unsigned char)(v | 0x80); v >>= 7; }
    o[n++] = (unsigned char)v;
    return n;
}
NOINLINE static size_t encode_msg(const msg *m, unsigned char *o) {
    size_t n = 0;
    n += put_varint(o + n, m->id);
    n += put_varint(o + n, m->kind);
    n += put_varint(o + n, m->qty);
    n += put_varint(o + n, ((uint64_t)(int64_t)m->price << 1) ^ (uint64_t)((int64_t)m->price >> 63));
    memcpy(o + n, m->sym, 8); n += 8;
    for (int i = 0; i < 63 && m->note[i]; i++) {       /* simple run-length on the note */
        int j = i; while (j + 1 < 63 && m->note[j + 1] == m->note[i]) j++;
        o[n++] = (unsigned char)m->note[i];
        if (j > i) { o[n++] = 0xFF; o[n++] = (unsigned char)(j - i); i = j; }
    }
    stat_add(&stats.encoded, 1);
    stat_add(&stats.bytes, n);
    return n;
}

NOINLINE static int dispatch(const raw_msg *r, outbuf *out) {
    msg m;
    size_t n = 0;
    int rc = -1;
#ifndef RETRY_BUG
    for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        if (parse_msg(r, &m) != 0) continue;
        rc = validate_msg(&m);
        if (rc < 0) continue;
        n = encode_msg(&m, out->buf + out->n);
        break;                      /* success: stop retrying */
    }
#else
    for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        if (parse_msg(r, &m) != 0) continue;
        rc = validate_msg(&m);
        if (rc < 0) continue;
        n = encode_msg(&m, out->buf + out->n);
        /* BUG: the 'break' on success was lost in a refactor, so every
         * message is handled MAX_ATTEMPTS times */
    }
#endif
    out->n += n;
    return rc;
}

/* bitwise CRC-32 over the encoded batch, then "send" it */
NOINLINE static uint32_t flush_batch(const outbuf *out) {
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < out->n; i++) {
        c ^= out->buf[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
    }
    stat_add(&stats.flushed, out->n);
    return ~c;
}

int main(int argc, char **argv) {
    double run_s = argc > 1 ? atof(argv[1]) : 5.0;
    static raw_msg raws[BATCH];
    static outbuf out;
    struct timespec t0, t;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    uint32_t id = 0, crc = 0;
    long batches = 0, ok = 0;
    do {
        for (int i = 0; i < BATCH; i++) gen_message(&raws[i], id++);
        out.n = 0;
        for (int i = 0; i < BATCH; i++) ok += dispatch(&raws[i], &out) >= 0;
        crc ^= flush_batch(&out);
        batches++;
        clock_gettime(CLOCK_MONOTONIC, &t);
    } while ((double)(t.tv_sec - t0.tv_sec) + 1e-9 * (double)(t.tv_nsec - t0.tv_nsec) < run_s);
    printf("batches=%ld ok=%ld crc=%08x parsed=%lu validated=%lu encoded=%lu bytes=%lu\n", batches, ok, crc,
           stats.parsed, stats.validated, stats.encoded, stats.bytes);
    return 0;
}
