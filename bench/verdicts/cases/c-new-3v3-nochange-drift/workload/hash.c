#include "textidx.h"

int g_slow_hash;

/* Hash of a token for the index: FNV-1a over the bytes, then a final mix.
 * With g_slow_hash (the after version, --change slow_hash) every byte also goes
 * through a rotate-multiply step (a stronger per-byte mix against clustering). */
uint64_t hash_token(const char *p, int len)
{
    uint64_t h = 1469598103934665603ULL;
    if (!g_slow_hash) {
        for (int i = 0; i < len; i++) {
            h ^= (unsigned char)p[i];
            h *= 1099511628211ULL;
        }
    } else {
        for (int i = 0; i < len; i++) {
            h ^= (unsigned char)p[i];
            h *= 1099511628211ULL;
            h ^= (h << 23 | h >> 41);
        }
    }
    h ^= h >> 31;
    h *= 0x7fb5d329728ea185ULL;
    h ^= h >> 27;
    return h;
}
