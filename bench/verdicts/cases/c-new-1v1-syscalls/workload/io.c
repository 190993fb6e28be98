#include <errno.h>
#include <unistd.h>
#include "pipecopy.h"

/* write(2) until all n bytes are written, in pieces of at most chunk bytes. */
size_t write_full(int fd, const unsigned char *p, size_t n, size_t chunk)
{
    size_t off = 0;
    while (off < n) {
        size_t want = n - off < chunk ? n - off : chunk;
        ssize_t w = write(fd, p + off, want);
        if (w < 0) { if (errno == EINTR) continue; return off; }
        off += (size_t)w;
    }
    return off;
}

/* read(2) until n bytes are read, in pieces of at most chunk bytes. */
size_t read_full(int fd, unsigned char *p, size_t n, size_t chunk)
{
    size_t off = 0;
    while (off < n) {
        size_t want = n - off < chunk ? n - off : chunk;
        ssize_t r = read(fd, p + off, want);
        if (r < 0) { if (errno == EINTR) continue; return off; }
        if (r == 0) break;
        off += (size_t)r;
    }
    return off;
}
