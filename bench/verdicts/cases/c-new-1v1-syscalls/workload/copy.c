#include "pipecopy.h"

/* Moves one block through the pipe: a chunk in at the write end, the same
 * chunk out at the read end, until the whole block has passed. */
size_t copy_through_pipe(int wfd, int rfd, const unsigned char *src, unsigned char *dst, size_t n, size_t chunk)
{
    size_t done = 0;
    while (done < n) {
        size_t c = n - done < chunk ? n - done : chunk;
        if (write_full(wfd, src + done, c, chunk) != c) return done;
        if (read_full(rfd, dst + done, c, chunk) != c) return done;
        done += c;
    }
    return done;
}
