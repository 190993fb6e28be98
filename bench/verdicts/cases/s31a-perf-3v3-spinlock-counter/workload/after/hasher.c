/* hasher: two worker threads hash 256-byte blocks and report progress into shared stats. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define NOINLINE __attribute__((noinline))
#define BLOCK 32                  /* 64-bit words per block */

struct stats {
    int lock;                     /* protects the fields below */
    uint64_t blocks;              /* shared by both workers */
    uint64_t checksum;
};
static struct stats g_stats;

static inline void spin_lock(int *l)
{
    while (__atomic_exchange_n(l, 1, __ATOMIC_ACQUIRE))
        while (__atomic_load_n(l, __ATOMIC_RELAXED))
            __builtin_ia32_pause();
}

static inline void spin_unlock(int *l) { __atomic_store_n(l, 0, __ATOMIC_RELEASE); }

/* progress accounting, called once per block by each worker;
 * blocks and checksum are now updated together under a spinlock */
static NOINLINE void account(struct stats *s, uint64_t h)
{
    spin_lock(&s->lock);
    s->blocks++;
    s->checksum ^= h;
    spin_unlock(&s->lock);
}

static NOINLINE void fill_block(uint64_t *blk, uint64_t seed)
{
    for (int i = 0; i < BLOCK; i++) {
        seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17;
        blk[i] = seed;
    }
}

static NOINLINE uint64_t hash_block(const uint64_t *blk)
{
    uint64_t h = 0x9e3779b97f4a7c15ULL;
    for (int i = 0; i < BLOCK; i++) {
        h ^= blk[i];
        h *= 0xff51afd7ed558ccdULL;
        h ^= h >> 29;
    }
    return h;
}

struct job { uint64_t seed; long nblocks; };

static void *worker(void *arg)
{
    struct job *j = arg;
    uint64_t blk[BLOCK];
    for (long b = 0; b < j->nblocks; b++) {
        fill_block(blk, j->seed + (uint64_t)b * 0x100000001b3ULL);
        account(&g_stats, hash_block(blk));
    }
    return NULL;
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 2000000;
    pthread_t t[2];
    struct job jobs[2] = { { 1, n }, { 0xabcdef, n } };
    for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, &jobs[i]);
    for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
    printf("blocks=%llu checksum=%016llx\n", (unsigned long long)g_stats.blocks,
           (unsigned long long)g_stats.checksum);
    return 0;
}
