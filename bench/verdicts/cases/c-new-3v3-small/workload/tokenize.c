#include <ctype.h>
#include "textidx.h"

/* Splits a line into lower-cased word tokens (letters and digits), in place. */
int tokenize(char *line, int len, token_t *out, int max)
{
    int n = 0, i = 0;
    while (i < len && n < max) {
        while (i < len && !isalnum((unsigned char)line[i])) i++;
        int st = i;
        while (i < len && isalnum((unsigned char)line[i])) {
            line[i] = (char)tolower((unsigned char)line[i]);
            i++;
        }
        if (i > st) { out[n].p = line + st; out[n].len = i - st; n++; }
    }
    return n;
}
