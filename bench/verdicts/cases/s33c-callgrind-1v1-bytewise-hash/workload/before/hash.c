/* 64-bit hash, 8 bytes per step (multiply-xorshift mixing), tail handled bytewise */
#include <string.h>
#include "../hash.h"

static inline uint64_t mix(uint64_t h) {
    h ^= h >> 32; h *= 0xd6e8feb86659fd93ull;
    h ^= h >> 32; h *= 0xd6e8feb86659fd93ull;
    return h ^ (h >> 32);
}

uint64_t hash_key(const char *key, size_t len) {
    uint64_t h = 0x9E3779B97F4A7C15ull ^ len;
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        uint64_t w;
        memcpy(&w, key + i, 8);
        h = (h ^ w) * 0xff51afd7ed558ccdull;
        h ^= h >> 29;
    }
    uint64_t tail = 0;
    for (size_t s = 0; i < len; i++, s += 8) tail |= (uint64_t)(unsigned char)key[i] << s;
    return mix(h ^ tail);
}
