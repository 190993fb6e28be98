/* indexer: synthetic record indexer.
 * Each iteration fills a batch of records, hashes them, sorts them and
 * run-length-encodes the sorted keys.
 * AFTER variant (-DAFTER): each iteration also "revalidates" a manifest of
 * data files by calling stat() and open()+close() on every file in it. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#define NREC 4096
#define NFILES 150

typedef struct { uint64_t key; uint32_t val; char tag[20]; } rec_t;

static rec_t recs[NREC];
static char paths[NFILES][64];
static uint64_t rng_state = 0x9e3779b97f4a7c15ull;

static inline uint64_t rng(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

__attribute__((noinline)) static void fill_batch(void) {
    for (int i = 0; i < NREC; i++) {
        uint64_t r = rng();
        recs[i].key = r % 50000;
        recs[i].val = (uint32_t)(r >> 32);
        snprintf(recs[i].tag, sizeof recs[i].tag, "t%06u", (unsigned)(r % 1000000));
    }
}

__attribute__((noinline)) static uint64_t hash_batch(void) {
    uint64_t h = 1469598103934665603ull;
    for (int i = 0; i < NREC; i++) {
        const unsigned char *p = (const unsigned char *)&recs[i];
        for (size_t j = 0; j < sizeof(rec_t); j++) { h ^= p[j]; h *= 1099511628211ull; }
    }
    return h;
}

static int cmp_rec(const void *a, const void *b) {
    const rec_t *x = a, *y = b;
    if (x->key != y->key) return x->key < y->key ? -1 : 1;
    return strcmp(x->tag, y->tag);
}

__attribute__((noinline)) static void sort_batch(void) {
    qsort(recs, NREC, sizeof(rec_t), cmp_rec);
}

__attribute__((noinline)) static size_t rle_keys(void) {
    size_t runs = 1;
    for (int i = 1; i < NREC; i++) if (recs[i].key != recs[i - 1].key) runs++;
    return runs;
}

static void make_files(const char *dir) {
    mkdir(dir, 0755);
    for (int i = 0; i < NFILES; i++) {
        snprintf(paths[i], sizeof paths[i], "%s/part-%04d.dat", dir, i);
        int fd = open(paths[i], O_CREAT | O_WRONLY | O_TRUNC, 0644);
        if (fd < 0) { perror(paths[i]); exit(1); }
        char buf[128]; int n = snprintf(buf, sizeof buf, "part %d\n", i);
        if (write(fd, buf, n) != n) { perror("write"); exit(1); }
        close(fd);
    }
}

#ifdef AFTER
__attribute__((noinline)) static long revalidate_manifest(void) {
    long total = 0;
    struct stat st;
    for (int i = 0; i < NFILES; i++) {
        if (stat(paths[i], &st) == 0) total += st.st_size;
        int fd = open(paths[i], O_RDONLY);
        if (fd >= 0) close(fd);
    }
    return total;
}
#endif

int main(int argc, char **argv) {
    int iters = argc > 1 ? atoi(argv[1]) : 1000;
    const char *dir = argc > 2 ? argv[2] : "/tmp/s37c-indexer-files";
    make_files(dir);
    uint64_t acc = 0; size_t runs = 0; long bytes = 0;
    for (int it = 0; it < iters; it++) {
        fill_batch();
        acc ^= hash_batch();
        sort_batch();
        runs += rle_keys();
#ifdef AFTER
        bytes += revalidate_manifest();
#endif
    }
    printf("iters=%d acc=%llx runs=%zu bytes=%ld\n", iters, (unsigned long long)acc, runs, bytes);
    return 0;
}
