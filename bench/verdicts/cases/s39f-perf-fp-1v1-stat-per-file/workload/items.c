/* Small CPU workload, 4 functions of our own.
 * Usage: ./items <n_items> <check_files 0|1> <dir>
 *   before: check_files=0   after: check_files=1 -> lookup_item() stat(2)s one of 16 files in <dir>
 *   for every item, so a kernel syscall tower appears under lookup_item.
 * The stat is issued with an inline `syscall` instruction (newfstatat, like glibc's stat()) rather
 * than through glibc's stat(): glibc is built without frame pointers and its syscall wrapper is a
 * leaf, so with fp unwinding the wrapper's caller (lookup_item) would be skipped in the stacks.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>

#define LANES 32
typedef struct { uint64_t v[LANES]; } record;

static char paths[16][256];

static inline __attribute__((always_inline)) long raw_stat(const char *path, struct stat *st) {
    long ret;
    register long r10 __asm__("r10") = 0;
    __asm__ volatile("syscall"
                     : "=a"(ret)
                     : "0"((long)SYS_newfstatat), "D"((long)AT_FDCWD), "S"(path), "d"(st), "r"(r10)
                     : "rcx", "r11", "memory");
    return ret;
}

/* 1) fill the record from the item index */
__attribute__((noinline)) void make_record(record *r, uint64_t i) {
    uint64_t x = i * 0x9E3779B97F4A7C15ull + 1;
    for (int k = 0; k < LANES; k++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        r->v[k] = x;
    }
}

/* 2) fixed amount of mixing work */
__attribute__((noinline)) uint64_t score_record(record *r) {
    uint64_t h = 0;
    for (int p = 0; p < 40; p++) {
        for (int k = 0; k < LANES; k++) {
            uint64_t v = r->v[k] * 0xC2B2AE3D27D4EB4Full + p;
            v ^= v >> 29;
            r->v[k] = v + r->v[(k + 1) & (LANES - 1)];
            h += v;
        }
    }
    return h;
}

/* 3) the function that changed: picks the item's bucket; in "after" it also stat()s the bucket file */
__attribute__((noinline)) uint64_t lookup_item(const record *r, uint64_t i, int check_files) {
    uint64_t b = (r->v[0] ^ i) & 15;
    uint64_t extra = b;
    if (check_files) {
        struct stat st;
        if (raw_stat(paths[b], &st) != 0) { fprintf(stderr, "stat failed: %s\n", paths[b]); exit(1); }
        extra += (uint64_t)st.st_size;
    }
    return extra;
}

/* 4) driver loop */
__attribute__((noinline)) uint64_t run_items(uint64_t n, int check_files) {
    record r;
    uint64_t acc = 0;
    for (uint64_t i = 0; i < n; i++) {
        make_record(&r, i);
        acc ^= score_record(&r);
        acc += lookup_item(&r, i, check_files);
    }
    return acc;
}

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: %s n check dir\n", argv[0]); return 2; }
    uint64_t n = strtoull(argv[1], 0, 10);
    int check = atoi(argv[2]);
    for (int b = 0; b < 16; b++) snprintf(paths[b], sizeof paths[b], "%s/bucket-%02d.dat", argv[3], b);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    uint64_t acc = run_items(n, check);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    printf("n=%llu check_files=%d acc=%016llx elapsed_ms=%.0f\n", (unsigned long long)n, check,
           (unsigned long long)acc, (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6);
    return 0;
}
