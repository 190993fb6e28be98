#include "kvdb.h"

/* Binary key order: bytewise, shorter key first on a common prefix. */
int key_compare(const char *a, int alen, const char *b, int blen)
{
    int n = alen < blen ? alen : blen;
    for (int i = 0; i < n; i++) {
        unsigned char ca = (unsigned char)a[i], cb = (unsigned char)b[i];
        if (ca != cb)
            return ca < cb ? -1 : 1;
    }
    return alen - blen;
}

uint64_t key_hash(const char *k, int len)
{
    uint64_t h = 1469598103934665603ULL;
    for (int i = 0; i < len; i++) {
        h ^= (unsigned char)k[i];
        h *= 1099511628211ULL;
    }
    h ^= h >> 29;
    return h;
}
