// logidx: indexes a synthetic stream of access-log records.
// Each record is parsed (split_fields, parse_timestamp, parse_uint), its path
// normalised, its key inserted into an open-addressing hash index, latency
// statistics updated, and every 256 records a summary line is formatted.
//
// usage: logidx [-t threads] [-s seconds] [-r records_per_second_per_thread]
//   -r 0 (default) runs flat out; otherwise records are processed in batches
//   of 512 and the thread sleeps until the next batch is due (paced input).
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))
#define NLINES 4096
#define BATCH 512
#define INDEX_SLOTS (1u << 15)
#define MAXF 12

static char *lines[NLINES];
static double g_secs = 3.0;
static long g_rate = 0;

/* ------------------------------------------------------------ input */
static uint64_t xs(uint64_t *s) { *s ^= *s << 13; *s ^= *s >> 7; *s ^= *s << 17; return *s; }

static void make_lines(void) {
    static const char *meth[] = {"GET", "GET", "POST", "PUT", "DELETE"};
    static const char *base[] = {"/API/v1/Users", "/api/v1/orders", "/api/v2/Catalog/items", "/static/img", "/api/v1/search"};
    static const char *reg[] = {"eu-west-1", "us-east-1", "ap-south-1"};
    uint64_t s = 0x9e3779b97f4a7c15ull;
    for (int i = 0; i < NLINES; i++) {
        char buf[256];
        int n = snprintf(buf, sizeof buf, "2024-%02d-%02dT%02d:%02d:%02d.%03dZ %s %s/%u/%u %u %u %u.%02u region=%s user=u%u",
            (int)(1 + xs(&s) % 12), (int)(1 + xs(&s) % 28), (int)(xs(&s) % 24), (int)(xs(&s) % 60), (int)(xs(&s) % 60), (int)(xs(&s) % 1000),
            meth[xs(&s) % 5], base[xs(&s) % 5], (unsigned)(xs(&s) % 100000), (unsigned)(xs(&s) % 50),
            (unsigned)(200 + (xs(&s) % 4) * 100), (unsigned)(xs(&s) % 90000), (unsigned)(xs(&s) % 400), (unsigned)(xs(&s) % 100),
            reg[xs(&s) % 3], (unsigned)(xs(&s) % 5000));
        lines[i] = malloc((size_t)n + 1);
        memcpy(lines[i], buf, (size_t)n + 1);
    }
}

/* ------------------------------------------------------------ parsing */
typedef struct {
    int64_t epoch_ms;
    char method[8];
    char path[96];
    unsigned status, bytes, latency_us;
    char region[16];
    char user[16];
} record_t;

typedef struct { const char *p; int n; } field_t;

NOINLINE static int split_fields(const char *line, field_t *f, int maxf) {
    int nf = 0;
    const char *start = line;
    for (const char *c = line;; c++) {
        if (*c == ' ' || *c == '\0') {
            if (c > start && nf < maxf) { f[nf].p = start; f[nf].n = (int)(c - start); nf++; }
            if (*c == '\0') break;
            start = c + 1;
        }
    }
    return nf;
}

NOINLINE static unsigned parse_uint(const char *p, int n) {
    unsigned v = 0;
    for (int i = 0; i < n && p[i] >= '0' && p[i] <= '9'; i++) v = v * 10 + (unsigned)(p[i] - '0');
    return v;
}

NOINLINE static int64_t parse_timestamp(const char *p, int n) {
    if (n < 24 || p[4] != '-' || p[10] != 'T') return -1;
    int64_t days = (int64_t)(parse_uint(p, 4) - 1970) * 365 + (parse_uint(p + 5, 2) - 1) * 30 + parse_uint(p + 8, 2);
    return ((days * 24 + parse_uint(p + 11, 2)) * 60 + parse_uint(p + 14, 2)) * 60000 + parse_uint(p + 17, 2) * 1000 + parse_uint(p + 20, 3);
}

NOINLINE static unsigned parse_latency(const char *p, int n) {
    const char *dot = memchr(p, '.', (size_t)n);
    if (!dot) return parse_uint(p, n) * 1000;
    return parse_uint(p, (int)(dot - p)) * 1000 + parse_uint(dot + 1, n - (int)(dot - p) - 1) * 10;
}

static void copy_kv(char *dst, size_t cap, field_t f, const char *key) {
    size_t k = strlen(key);
    if ((size_t)f.n > k && memcmp(f.p, key, k) == 0 && f.p[k] == '=') {
        size_t m = (size_t)f.n - k - 1;
        if (m >= cap) m = cap - 1;
        memcpy(dst, f.p + k + 1, m);
        dst[m] = 0;
    } else dst[0] = 0;
}

NOINLINE static int parse_record(const char *line, record_t *r) {
    field_t f[MAXF];
    int nf = split_fields(line, f, MAXF);
    if (nf < 8) return -1;
    r->epoch_ms = parse_timestamp(f[0].p, f[0].n);
    snprintf(r->method, sizeof r->method, "%.*s", f[1].n, f[1].p);
    int pn = f[2].n < (int)sizeof r->path - 1 ? f[2].n : (int)sizeof r->path - 1;
    memcpy(r->path, f[2].p, (size_t)pn);
    r->path[pn] = 0;
    r->status = parse_uint(f[3].p, f[3].n);
    r->bytes = parse_uint(f[4].p, f[4].n);
    r->latency_us = parse_latency(f[5].p, f[5].n);
    copy_kv(r->region, sizeof r->region, f[6], "region");
    copy_kv(r->user, sizeof r->user, f[7], "user");
    return r->epoch_ms < 0 ? -1 : 0;
}

/* ------------------------------------------------------------ normalising */
NOINLINE static void lowercase(char *s, int n) {
    for (int i = 0; i < n; i++) if (s[i] >= 'A' && s[i] <= 'Z') s[i] = (char)(s[i] + 32);
}

// normalize_path: lower-case, numeric segments become ":id".
NOINLINE static int normalize_path(const char *in, char *out, int cap) {
    int o = 0;
    const char *seg = in;
    for (const char *c = in;; c++) {
        if (*c == '/' || *c == '\0') {
            int len = (int)(c - seg), numeric = len > 0;
            for (int i = 0; i < len; i++) if (seg[i] < '0' || seg[i] > '9') { numeric = 0; break; }
            if (numeric) { if (o + 3 < cap) { memcpy(out + o, ":id", 3); o += 3; } }
            else if (o + len < cap) { memcpy(out + o, seg, (size_t)len); lowercase(out + o, len); o += len; }
            if (*c == '\0') break;
            if (o + 1 < cap) out[o++] = '/';
            seg = c + 1;
        }
    }
    out[o] = 0;
    return o;
}

/* ------------------------------------------------------------ index */
typedef struct { uint64_t h; uint32_t count; uint32_t last_status; uint64_t bytes; } slot_t;
typedef struct {
    slot_t slots[INDEX_SLOTS];
    uint32_t used;
    uint64_t hist[32];
    uint64_t n, errors, checksum;
    char summary[256];
} state_t;

NOINLINE static uint64_t hash_bytes(const char *p, size_t n, uint64_t seed) {
    uint64_t h = seed ^ (n * 0x100000001b3ull);
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)p[i]; h *= 0x100000001b3ull; h ^= h >> 29; }
    return h;
}

NOINLINE static slot_t *probe_slot(state_t *st, uint64_t h) {
    uint32_t i = (uint32_t)h & (INDEX_SLOTS - 1);
    for (uint32_t k = 0; k < INDEX_SLOTS; k++, i = (i + 1) & (INDEX_SLOTS - 1)) {
        slot_t *s = &st->slots[i];
        if (s->h == h) return s;
        if (s->h == 0) {
            if (st->used > INDEX_SLOTS * 3 / 4) { memset(st->slots, 0, sizeof st->slots); st->used = 0; return probe_slot(st, h); }
            s->h = h; st->used++;
            return s;
        }
    }
    return &st->slots[0];
}

NOINLINE static void index_insert(state_t *st, const record_t *r, const char *route, int rn) {
    char key[160];
    int kn = snprintf(key, sizeof key, "%s|%s|%.*s", r->user, r->method, rn, route);
    uint64_t h = hash_bytes(key, (size_t)kn, 0xcbf29ce484222325ull) | 1;
    slot_t *s = probe_slot(st, h);
    s->count++;
    s->last_status = r->status;
    s->bytes += r->bytes;
}

/* ------------------------------------------------------------ stats */
NOINLINE static void histogram_add(uint64_t *hist, unsigned v) {
    int b = 0;
    while (v > 1 && b < 31) { v >>= 1; b++; }
    hist[b]++;
}

NOINLINE static uint32_t adler(const char *p, size_t n) {
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) { a = (a + (unsigned char)p[i]) % 65521; b = (b + a) % 65521; }
    return (b << 16) | a;
}

NOINLINE static void emit_summary(state_t *st) {
    uint64_t tot = 0, med = 0, acc = 0;
    for (int i = 0; i < 32; i++) tot += st->hist[i];
    for (int i = 0; i < 32; i++) { acc += st->hist[i]; if (acc * 2 >= tot) { med = 1ull << i; break; } }
    int n = snprintf(st->summary, sizeof st->summary, "records=%llu errors=%llu slots=%u median_us~%llu",
        (unsigned long long)st->n, (unsigned long long)st->errors, st->used, (unsigned long long)med);
    st->checksum += adler(st->summary, (size_t)n);
}

/* ------------------------------------------------------------ pipeline */
NOINLINE static void index_record(state_t *st, const record_t *r) {
    char route[128];
    int rn = normalize_path(r->path, route, sizeof route);
    index_insert(st, r, route, rn);
}

NOINLINE static void update_stats(state_t *st, const record_t *r) {
    histogram_add(st->hist, r->latency_us);
    if (++st->n % 256 == 0) emit_summary(st);
}

NOINLINE static void handle_record(state_t *st, const char *line) {
    record_t r;
    if (parse_record(line, &r) != 0) { st->errors++; return; }
    index_record(st, &r);
    update_stats(st, &r);
}

NOINLINE static void process_batch(state_t *st, int start) {
    for (int i = 0; i < BATCH; i++) handle_record(st, lines[(start + i) % NLINES]);
}

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }

// run_for: process batches until the time limit; with a rate, pace the batches.
NOINLINE static void run_for(state_t *st, int pos) {
    double t0 = now(), due = t0;
    while (now() - t0 < g_secs) {
        process_batch(st, pos);
        pos = (pos + BATCH) % NLINES;
        if (g_rate > 0) {
            due += (double)BATCH / (double)g_rate;
            double d = due - now();
            if (d > 0) { struct timespec ts = {(time_t)d, (long)((d - (time_t)d) * 1e9)}; nanosleep(&ts, NULL); }
        }
    }
}

NOINLINE static void *worker_main(void *arg) {
    state_t *st = arg;
    int pos = (int)(st->checksum % NLINES);
    st->checksum = 0;
    run_for(st, pos);
    return NULL;
}

int main(int argc, char **argv) {
    int threads = 1, opt;
    while ((opt = getopt(argc, argv, "t:s:r:")) != -1) {
        if (opt == 't') threads = atoi(optarg);
        else if (opt == 's') g_secs = atof(optarg);
        else if (opt == 'r') g_rate = atol(optarg);
    }
    make_lines();
    pthread_t tid[16];
    state_t *st = calloc((size_t)threads, sizeof(state_t));
    double t0 = now();
    for (int i = 0; i < threads; i++) {
        st[i].checksum = (uint64_t)i * 1024;
        char name[16];
        snprintf(name, sizeof name, "indexer-%d", i + 1);
        pthread_create(&tid[i], NULL, worker_main, &st[i]);
        pthread_setname_np(tid[i], name);
    }
    uint64_t n = 0, errs = 0;
    for (int i = 0; i < threads; i++) { pthread_join(tid[i], NULL); n += st[i].n; errs += st[i].errors; }
    double el = now() - t0;
    fprintf(stderr, "records=%llu errors=%llu elapsed=%.2fs rate=%.0f/s\n", (unsigned long long)n, (unsigned long long)errs, el, n / el);
    return 0;
}
