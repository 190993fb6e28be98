/* A small key-value store for the verdict benchmark: parse requests, hash keys, probe an index,
 * compress values, checksum responses. argv[1] names the change (or "none"); argv[2] the
 * seconds to run. Key functions are noinline so they appear as frames whatever the compiler. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define NI __attribute__((noinline, noipa))
static const char *change = "none";
static int is(const char *c) { return strcmp(change, c) == 0; }

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

typedef struct { char key[32]; uint32_t value; int used; } slot_t;
#define NSLOTS 65536
static slot_t table[NSLOTS];
static volatile uint64_t sink;

NI static uint32_t hash_key(const char *key) {
  uint32_t h = 2166136261u;
  for (const char *k = key; *k; k++) h = (h ^ (uint8_t)*k) * 16777619u;
  /* The change: the key is re-mixed 100 more times (a "stronger" hash). */
  if (is("slow_hash"))
    for (int r = 0; r < 100; r++)
      for (const char *k = key; *k; k++) h = (h ^ (uint8_t)*k) * 16777619u + (uint32_t)r;
  return h;
}

NI static int parse_request(const char *line, char *key, int *op) {
  int n = 0;
  *op = line[0] == 'G' ? 0 : 1;
  const char *p = strchr(line, ' ');
  if (!p) return 0;
  for (p++; *p && *p != ' ' && n < 31; p++) key[n++] = *p;
  key[n] = 0;
  return n;
}

NI static slot_t *probe(const char *key) {
  uint32_t h = hash_key(key) & (NSLOTS - 1);
  for (int i = 0; i < NSLOTS; i++) {
    slot_t *s = &table[(h + i) & (NSLOTS - 1)];
    if (!s->used || strcmp(s->key, key) == 0) return s;
  }
  return 0;
}

NI static size_t rle_encode(const uint8_t *in, size_t n, uint8_t *out) {
  size_t o = 0;
  for (size_t i = 0; i < n;) {
    size_t j = i;
    while (j < n && in[j] == in[i] && j - i < 255) j++;
    out[o++] = (uint8_t)(j - i);
    out[o++] = in[i];
    i = j;
  }
  return o;
}

NI static void fill_value(uint8_t *buf, size_t n, uint32_t seed) {
  for (size_t i = 0; i < n; i++) buf[i] = (uint8_t)((seed + i / 7) * 2654435761u >> 24);
}

NI static size_t compress_value(uint32_t seed, uint8_t *out) {
  uint8_t buf[2048];
  fill_value(buf, sizeof buf, seed);
  return rle_encode(buf, sizeof buf, out);
}

NI static uint32_t adler(const uint8_t *p, size_t n) {
  uint32_t a = 1, b = 0;
  for (size_t i = 0; i < n; i++) { a = (a + p[i]) % 65521; b = (b + a) % 65521; }
  return (b << 16) | a;
}

NI static uint32_t checksum_response(const uint8_t *p, size_t n) {
  uint32_t c = adler(p, n);
  if (is("slow_checksum")) for (int r = 0; r < 2; r++) c ^= adler(p, n) + r;
  return c;
}

/* Audit logging: summarise then format a record; called more often under split2. */
NI static uint32_t mix_slot(const slot_t *t, uint32_t s) { return s * 31u + t->value + (uint32_t)t->used; }
NI static uint32_t summarize_keys(int n) {
  uint32_t s = 0;
  for (int i = 0; i < n; i++) s = mix_slot(&table[(i * 97) & (NSLOTS - 1)], s);
  return s;
}
NI static size_t format_record(uint32_t s, char *out) {
  size_t n = 0;
  for (int i = 0; i < 40; i++) n += (size_t)snprintf(out + n, 16, "%08x", s + i) - 0;
  return n;
}
NI static void audit_log(int i) {
  char buf[1024];
  uint32_t s = summarize_keys(600);
  sink += format_record(s, buf);
  (void)i;
}

/* Syscall-heavy logging, added under the syscalls change. */
NI static void flush_stats(int i) {
  static int fd = -1;
  if (fd < 0) fd = open("/dev/null", O_WRONLY);
  char c = (char)i;
  for (int k = 0; k < 24; k++) sink += write(fd, &c, 1);
  struct stat st;
  for (int k = 0; k < 4; k++) sink += stat("/etc/hostname", &st);
}

/* A copy into fresh pages, added under the pagefaults change (memory returned and re-touched). */
NI static void copy_snapshot(void) {
  static uint8_t *area;
  const size_t n = 1 << 20;
  if (!area) area = mmap(0, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  madvise(area, n, MADV_DONTNEED);
  static uint8_t src[4096];
  for (size_t off = 0; off < n; off += 4096) memcpy(area + off, src, 64);
  sink += area[4096];
}

NI static void handle(int i) {
  char line[64], key[32];
  int op;
  snprintf(line, sizeof line, "%s user:%d HTTP", i % 3 ? "GET" : "SET", i % 20000);
  parse_request(line, key, &op);
  slot_t *s = probe(key);
  if (s && !s->used) { s->used = 1; strcpy(s->key, key); s->value = (uint32_t)i; }
  uint8_t out[4200];
  size_t n = compress_value(s ? s->value : 0, out);
  sink += checksum_response(out, n);
  int every = is("split2") ? 2 : 20;
  if (i % every == 0) audit_log(i);
  if (is("syscalls") && i % 8 == 0) flush_stats(i);
  if (is("pagefaults") && i % 64 == 0) copy_snapshot();
}

NI static void serve(double seconds, int worker) {
  double end = now() + seconds;
  for (int i = worker * 100000; now() < end; i++)
    for (int k = 0; k < 16; k++) handle(i * 16 + k);
}

/* Threads: workers named with numbers; a fixed-work mode for the rate case. */
typedef struct { double seconds; int id; } job_t;
NI static void *worker_main(void *arg) {
  job_t *j = arg;
  char name[16];
  snprintf(name, sizeof name, "worker-%d", j->id);
  pthread_setname_np(pthread_self(), name);
  serve(j->seconds, j->id);
  return 0;
}

int main(int argc, char **argv) {
  change = argc > 1 ? argv[1] : "none";
  double seconds = argc > 2 ? atof(argv[2]) : 3;
  int threads = argc > 3 ? atoi(argv[3]) : 0;
  if (threads > 0) {
    pthread_t t[16];
    job_t j[16];
    for (int k = 0; k < threads; k++) { j[k].seconds = seconds; j[k].id = k + 1; pthread_create(&t[k], 0, worker_main, &j[k]); }
    for (int k = 0; k < threads; k++) pthread_join(t[k], 0);
  } else {
    serve(seconds, 0);
  }
  printf("%llu\n", (unsigned long long)sink);
  return 0;
}
