/* Hash-table lookup benchmark.
 * Build with -DWEAK_HASH to get the "after" variant, whose hash function
 * keeps only 11 bits (many collisions -> long bucket chains).
 * The amount of work (keys inserted, lookups done, other processing) is
 * identical in both variants.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))

#define TABLE_BITS 16
#define TABLE_SIZE (1u << TABLE_BITS)
#define NKEYS 60000
#define NLOOKUPS 2000000

struct entry {
    char key[24];
    uint64_t value;
    struct entry *next;
};

static struct entry *table[TABLE_SIZE];
static struct entry pool[NKEYS];
static char keys[NKEYS][24];

NOINLINE uint32_t hash_key(const char *s)
{
#ifdef WEAK_HASH
    /* weak: FNV-1a truncated to 11 bits -- only 2048 distinct buckets are
     * ever used, so chains are ~29 entries long instead of ~1 */
    uint32_t h = 2166136261u;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 16777619u;
    }
    return h & 0x07FFu;
#else
    /* FNV-1a */
    uint32_t h = 2166136261u;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 16777619u;
    }
    return h;
#endif
}

NOINLINE struct entry *chain_walk(struct entry *e, const char *key)
{
    while (e) {
        if (strcmp(e->key, key) == 0)
            return e;
        e = e->next;
    }
    return NULL;
}

NOINLINE struct entry *ht_lookup(const char *key)
{
    uint32_t h = hash_key(key) & (TABLE_SIZE - 1);
    return chain_walk(table[h], key);
}

NOINLINE void ht_insert(struct entry *e)
{
    uint32_t h = hash_key(e->key) & (TABLE_SIZE - 1);
    e->next = table[h];
    table[h] = e;
}

NOINLINE void make_keys(uint64_t seed)
{
    for (int i = 0; i < NKEYS; i++) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        snprintf(keys[i], sizeof keys[i], "item-%07d-%04x", i, (unsigned)(seed >> 48));
    }
}

/* unrelated per-record CPU work so the profile is not only hashing */
NOINLINE uint64_t score_record(uint64_t v, int i)
{
    uint64_t x = v ^ (uint64_t)i * 0x9E3779B97F4A7C15ull;
    for (int r = 0; r < 300; r++) {
        x ^= x >> 29;
        x *= 0xBF58476D1CE4E5B9ull;
        x ^= x >> 32;
    }
    return x;
}

int main(void)
{
    make_keys(12345);
    for (int i = 0; i < NKEYS; i++) {
        memcpy(pool[i].key, keys[i], sizeof pool[i].key);
        pool[i].value = (uint64_t)i * 7919u;
        ht_insert(&pool[i]);
    }

    uint64_t acc = 0, rng = 42;
    size_t found = 0;
    for (long n = 0; n < NLOOKUPS; n++) {
        rng = rng * 6364136223846793005ull + 1442695040888963407ull;
        int idx = (int)((rng >> 33) % NKEYS);
        struct entry *e = ht_lookup(keys[idx]);
        if (e) {
            found++;
            acc += score_record(e->value, idx);
        }
    }
    printf("found=%zu acc=%llx\n", found, (unsigned long long)acc);
    return 0;
}
