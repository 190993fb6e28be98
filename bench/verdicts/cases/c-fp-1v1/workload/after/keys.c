#include "kvdb.h"

/* Keys sort in "natural" order so that numeric segments compare by value
 * ("item:9" < "item:10"): digit runs are compared as numbers (leading zeros
 * ignored, fewer leading zeros first on a tie), everything else bytewise. */
static int is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

int key_compare(const char *a, int alen, const char *b, int blen)
{
    const unsigned char *ua = (const unsigned char *)a, *ub = (const unsigned char *)b;
    int i = 0, j = 0;
    while (i < alen && j < blen) {
        unsigned char ca = ua[i], cb = ub[j];
        if (is_digit(ca) && is_digit(cb)) {
            int si = i, sj = j;
            while (i < alen && ua[i] == '0') i++;
            while (j < blen && ub[j] == '0') j++;
            int ni = i, nj = j;
            while (i < alen && is_digit(ua[i])) i++;
            while (j < blen && is_digit(ub[j])) j++;
            int la = i - ni, lb = j - nj;
            if (la != lb)
                return la < lb ? -1 : 1;
            for (int k = 0; k < la; k++)
                if (ua[ni + k] != ub[nj + k])
                    return ua[ni + k] < ub[nj + k] ? -1 : 1;
            if (ni - si != nj - sj)
                return (ni - si) < (nj - sj) ? -1 : 1;
            continue;
        }
        if (ca != cb)
            return ca < cb ? -1 : 1;
        i++;
        j++;
    }
    return (alen - i) - (blen - j);
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
