/* Per-call scratch buffer benchmark.
 * Before (default): process_chunk() reuses one 1 MiB scratch buffer that is
 * mmap'ed once at startup.
 * After (-DMMAP_PER_CALL): process_chunk() mmap()s a fresh 1 MiB anonymous
 * buffer on every call, touches it (page faults, kernel zeroing) and munmap()s it.
 * The user-level work per call (what is written/read in the buffer, mix_work)
 * is identical.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define NOINLINE __attribute__((noinline))
#define BUF_SIZE (1u << 20)
#define PAGE 4096u
#define NCALLS 4000

static unsigned char *scratch; /* reused buffer (before variant) */

static unsigned char *get_buffer(void)
{
    void *p = mmap(NULL, BUF_SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) {
        perror("mmap");
        exit(1);
    }
    return p;
}

NOINLINE uint64_t process_chunk(int call)
{
#ifdef MMAP_PER_CALL
    unsigned char *buf = get_buffer();
#else
    unsigned char *buf = scratch;
#endif
    uint64_t sum = 0;
    unsigned off = (unsigned)(call % 64) * 64u;
    /* touch every page of the 1 MiB buffer: write 64 bytes, read them back */
    for (unsigned p = 0; p < BUF_SIZE; p += PAGE) {
        unsigned char *q = buf + p + off;
        for (int k = 0; k < 64; k++)
            q[k] = (unsigned char)(call + p + k);
        for (int k = 0; k < 64; k += 8)
            sum += *(uint64_t *)(q + k);
    }
#ifdef MMAP_PER_CALL
    munmap(buf, BUF_SIZE);
#endif
    return sum;
}

/* unrelated CPU work, identical in both variants */
NOINLINE uint64_t mix_work(uint64_t x)
{
    for (int r = 0; r < 150000; r++) {
        x ^= x >> 31;
        x *= 0x94D049BB133111EBull;
        x ^= x >> 29;
    }
    return x;
}

int main(void)
{
#ifndef MMAP_PER_CALL
    scratch = get_buffer();
#endif
    uint64_t acc = 0, x = 7;
    for (int i = 0; i < NCALLS; i++) {
        acc += process_chunk(i);
        x = mix_work(x + (uint64_t)i);
    }
    printf("acc=%llx x=%llx\n", (unsigned long long)acc, (unsigned long long)x);
    return 0;
}
