/* dedupe_words, after: open-addressing hash set of indices (O(n)) */
#include <string.h>
#include <stdint.h>
#include "../term.h"


#define HS 256                          /* power of two > 2 * DOCLEN */
static int slot_of[HS];
static uint64_t fnv(const char *s) {
    uint64_t h = 1469598103934665603ull;
    while (*s) { h ^= (unsigned char)*s++; h *= 1099511628211ull; }
    return h;
}
int dedupe_words(const char **words, int n) {
    int nd = 0;
    memset(slot_of, -1, sizeof slot_of);
    for (int i = 0; i < n; i++) {
        size_t k = fnv(words[i]) & (HS - 1);
        while (slot_of[k] >= 0 && strcmp(distinct[slot_of[k]].w, words[i]) != 0)
            k = (k + 1) & (HS - 1);
        if (slot_of[k] < 0) { slot_of[k] = nd; distinct[nd].w = words[i]; distinct[nd].count = 0; nd++; }
        distinct[slot_of[k]].count++;
    }
    return nd;
}
