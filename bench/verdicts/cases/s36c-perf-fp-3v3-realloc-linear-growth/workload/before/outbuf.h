#ifndef OUTBUF_H
#define OUTBUF_H
#include <stddef.h>

struct outbuf {
    char *data;
    size_t len;
    size_t cap;
};

void outbuf_init(struct outbuf *b);
void outbuf_free(struct outbuf *b);
int outbuf_append(struct outbuf *b, const char *s, size_t n);
#endif
