/* dedupe_words, before: linear scan of the distinct list for every word (O(n*d)) */
#include <string.h>
#include <stdint.h>
#include "../term.h"

/* returns number of distinct words; counts occurrences */
int dedupe_words(const char **words, int n) {
    int nd = 0;
    for (int i = 0; i < n; i++) {
        int j;
        for (j = 0; j < nd; j++)
            if (strcmp(distinct[j].w, words[i]) == 0) break;
        if (j == nd) { distinct[nd].w = words[i]; distinct[nd].count = 0; nd++; }
        distinct[j].count++;
    }
    return nd;
}
