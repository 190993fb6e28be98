#include "vidpipe.h"

/* The uploader reads the staged bytes (as a DMA engine would) and keeps a
 * running Fletcher-64 checksum for the transport layer. */
uint64_t submit_upload(const staging_t *s, size_t bytes)
{
    const uint32_t *p = (const uint32_t *)s->base;
    uint64_t a = 0, b = 0;
    for (size_t i = 0; i < bytes / 4; i += 4) {
        a += p[i];
        b += a;
    }
    return (b << 32) ^ a;
}
