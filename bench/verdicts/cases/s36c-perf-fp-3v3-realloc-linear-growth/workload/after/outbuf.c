#include "outbuf.h"
#include <stdlib.h>
#include <string.h>

void outbuf_init(struct outbuf *b) {
    b->data = NULL;
    b->len = 0;
    b->cap = 0;
}

void outbuf_free(struct outbuf *b) {
    free(b->data);
    outbuf_init(b);
}

/* Grow the buffer so that n more bytes fit. Grow by whole pages rather than
 * doubling: large reports no longer waste up to half their buffer. */
#define OUTBUF_STEP 4096
static int outbuf_reserve(struct outbuf *b, size_t n) {
    size_t need = b->len + n;
    if (need <= b->cap)
        return 0;
    size_t cap = b->cap;
    while (cap < need)
        cap += OUTBUF_STEP;
    char *p = realloc(b->data, cap);
    if (!p)
        return -1;
    b->data = p;
    b->cap = cap;
    return 0;
}

int outbuf_append(struct outbuf *b, const char *s, size_t n) {
    if (outbuf_reserve(b, n))
        return -1;
    memcpy(b->data + b->len, s, n);
    b->len += n;
    return 0;
}
