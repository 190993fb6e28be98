/* Per-item record processing. Built with -DCHECK_PARENT, handle_item() also calls
 * check_parent(), which issues a getppid system call for every item (raw `syscall`
 * instruction via inline asm, so frame-pointer unwinding keeps check_parent itself
 * on the stack; a call into glibc's frameless syscall() would hide its caller). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>

#define N_ITEMS 6000000L

static volatile long sink;

/* GCC 12 sets up no frame pointer in leaf functions that use no stack, even with
 * -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer; the volatile `frame` local
 * in each leaf forces a real frame so perf's FP unwinder keeps the caller. */
__attribute__((noinline)) static uint64_t hash_fields(uint64_t x) {
    volatile int frame = 0; (void)frame;
    for (int r = 0; r < 48; r++) {
        x ^= x >> 33;
        x *= 0xff51afd7ed558ccdULL;
        x ^= x >> 29;
    }
    return x;
}

__attribute__((noinline)) static uint64_t update_totals(uint64_t h, uint64_t *tot) {
    volatile int frame = 0; (void)frame;
    for (int r = 0; r < 32; r++) {
        tot[(h >> ((r & 7) * 4)) & 15] += h >> (r & 31);
        h = h * 6364136223846793005ULL + 1442695040888963407ULL;
    }
    return h;
}

#ifdef CHECK_PARENT
__attribute__((noinline)) static long check_parent(void) {
    volatile int frame = 0; (void)frame;
    long ret;
    __asm__ volatile("syscall" : "=a"(ret) : "0"((long)SYS_getppid) : "rcx", "r11", "memory");
    return ret;
}
#endif

__attribute__((noinline)) static void handle_item(long i, uint64_t *tot) {
    uint64_t h = hash_fields((uint64_t)i * 2654435761ULL);
    h = update_totals(h, tot);
#ifdef CHECK_PARENT
    if (check_parent() <= 0) abort();
#endif
    sink += (long)h;
}

int main(void) {
    uint64_t tot[16] = {0};
    for (long i = 0; i < N_ITEMS; i++) handle_item(i, tot);
    uint64_t s = 0;
    for (int k = 0; k < 16; k++) s += tot[k];
    printf("items=%ld sum=%llu\n", N_ITEMS, (unsigned long long)s);
    return 0;
}
