/* Jenkins one-at-a-time hash: one byte per step (switched to it "for
 * portability": no unaligned/endianness-dependent 8-byte loads) */
#include "../hash.h"

uint64_t hash_key(const char *key, size_t len) {
    uint32_t h = 0;
    for (size_t i = 0; i < len; i++) {
        h += (unsigned char)key[i];
        h += h << 10;
        h ^= h >> 6;
    }
    h += h << 3;
    h ^= h >> 11;
    h += h << 15;
    return ((uint64_t)h << 32) | (h ^ 0x5bd1e995u);
}
