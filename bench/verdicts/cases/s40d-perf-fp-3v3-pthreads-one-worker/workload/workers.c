/* Four pthreads, each running its own worker function on its own data:
 *   worker_hash    FNV-1a over a 64 KiB buffer, repeated
 *   worker_sieve   sieve of Eratosthenes, repeated
 *   worker_matmul  64x64 double matrix multiply, repeated
 *   worker_crc     bitwise CRC-32 over a 16 KiB buffer, repeated
 *
 * Built twice:
 *   workers_before  (default)
 *   workers_after   (-DMATMUL_VERIFY=1): worker_matmul additionally verifies
 *                   every product with a row-sum check (an extra O(n^2) pass
 *                   plus one extra row recomputed per product), making that
 *                   worker ~30% slower. The other three workers are unchanged.
 * Each thread prints its own CPU time (CLOCK_THREAD_CPUTIME_ID).
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#ifndef MATMUL_VERIFY
#define MATMUL_VERIFY 0
#endif

#define HASH_REPS   11000
#define SIEVE_N     2000000
#define SIEVE_REPS  160
#define MAT_N       64
#define MAT_REPS    8200
#define CRC_REPS    5000

struct result { const char *name; double cpu; uint64_t value; };

static double thread_cpu(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

__attribute__((noinline)) static void *worker_hash(void *arg)
{
    struct result *r = arg;
    static unsigned char buf[65536];
    for (size_t i = 0; i < sizeof buf; i++) buf[i] = (unsigned char)(i * 131u + 7u);
    uint64_t acc = 0;
    for (int rep = 0; rep < HASH_REPS; rep++) {
        uint64_t h = 1469598103934665603ull ^ (uint64_t)rep;
        for (size_t i = 0; i < sizeof buf; i++) { h ^= buf[i]; h *= 1099511628211ull; }
        acc += h;
    }
    r->value = acc;
    r->cpu = thread_cpu();
    return NULL;
}

__attribute__((noinline)) static void *worker_sieve(void *arg)
{
    struct result *r = arg;
    static unsigned char comp[SIEVE_N + 1];
    uint64_t acc = 0;
    for (int rep = 0; rep < SIEVE_REPS; rep++) {
        memset(comp, 0, sizeof comp);
        uint64_t count = 0;
        for (uint64_t i = 2; i <= SIEVE_N; i++) {
            if (comp[i]) continue;
            count++;
            for (uint64_t j = i * i; j <= SIEVE_N; j += i) comp[j] = 1;
        }
        acc += count + (uint64_t)rep;
    }
    r->value = acc;
    r->cpu = thread_cpu();
    return NULL;
}

__attribute__((noinline)) static void *worker_matmul(void *arg)
{
    struct result *r = arg;
    static double a[MAT_N][MAT_N], b[MAT_N][MAT_N], c[MAT_N][MAT_N];
    for (int i = 0; i < MAT_N; i++)
        for (int j = 0; j < MAT_N; j++) {
            a[i][j] = (double)((i * 7 + j * 3) % 17) / 17.0;
            b[i][j] = (double)((i * 5 + j * 11) % 13) / 13.0;
        }
    double acc = 0;
    uint64_t bad = 0;
    for (int rep = 0; rep < MAT_REPS; rep++) {
        for (int i = 0; i < MAT_N; i++)
            for (int j = 0; j < MAT_N; j++) {
                double s = 0;
                for (int k = 0; k < MAT_N; k++) s += a[i][k] * b[k][j];
                c[i][j] = s;
            }
#if MATMUL_VERIFY
        /* new: verify the product -- sum(c) must equal colsum(a) . rowsum(b),
         * and spot-check 10 rows by recomputing them naively */
        double total = 0, expect = 0;
        for (int i = 0; i < MAT_N; i++)
            for (int j = 0; j < MAT_N; j++) total += c[i][j];
        for (int k = 0; k < MAT_N; k++) {
            double ca = 0, rb = 0;
            for (int i = 0; i < MAT_N; i++) ca += a[i][k];
            for (int j = 0; j < MAT_N; j++) rb += b[k][j];
            expect += ca * rb;
        }
        if (total - expect > 1e-6 || expect - total > 1e-6) bad++;
        for (int t = 0; t < 10; t++) {
            int i = (rep * 10 + t) % MAT_N;
            for (int j = 0; j < MAT_N; j++) {
                double s = 0;
                for (int k = 0; k < MAT_N; k++) s += a[i][k] * b[k][j];
                if (s != c[i][j]) bad++;
            }
        }
#endif
        acc += c[rep % MAT_N][(rep * 3) % MAT_N];
        a[rep % MAT_N][rep % MAT_N] += 1e-9;  /* keep the compiler honest */
    }
    r->value = (uint64_t)(acc * 1000.0) + bad;
    r->cpu = thread_cpu();
    return NULL;
}

__attribute__((noinline)) static void *worker_crc(void *arg)
{
    struct result *r = arg;
    static unsigned char buf[16384];
    for (size_t i = 0; i < sizeof buf; i++) buf[i] = (unsigned char)(i ^ (i >> 3));
    uint32_t acc = 0;
    for (int rep = 0; rep < CRC_REPS; rep++) {
        uint32_t crc = 0xFFFFFFFFu ^ (uint32_t)rep;
        for (size_t i = 0; i < sizeof buf; i++) {
            crc ^= buf[i];
            for (int b = 0; b < 8; b++) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
        }
        acc ^= ~crc;
    }
    r->value = acc;
    r->cpu = thread_cpu();
    return NULL;
}

int main(void)
{
    void *(*fns[4])(void *) = { worker_hash, worker_sieve, worker_matmul, worker_crc };
    struct result res[4] = { {"worker_hash"}, {"worker_sieve"}, {"worker_matmul"}, {"worker_crc"} };
    pthread_t th[4];
    for (int i = 0; i < 4; i++) pthread_create(&th[i], NULL, fns[i], &res[i]);
    for (int i = 0; i < 4; i++) pthread_join(th[i], NULL);
    double tot = 0;
    for (int i = 0; i < 4; i++) tot += res[i].cpu;
    printf("verify=%d", MATMUL_VERIFY);
    for (int i = 0; i < 4; i++)
        printf("  %s cpu=%.2fs (%.1f%%) v=%llu", res[i].name, res[i].cpu, 100.0 * res[i].cpu / tot,
               (unsigned long long)res[i].value);
    printf("\n");
    return 0;
}
