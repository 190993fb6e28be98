/* Tile pipeline: decode a 4 MB tile into a scratch buffer, filter it,
 * then do per-tile bookkeeping that does not touch the scratch buffer.
 * AFTER: process_tile allocates (and frees) a fresh 4 MB scratch buffer per tile. */
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define TILE_PIXELS (1024 * 1024) /* 4 MB of uint32_t */
#define NTILES 500

__attribute__((noinline)) void decode_tile(uint32_t *px, int tile) {
    uint32_t s = (uint32_t)tile * 2654435761u + 1;
    for (int i = 0; i < TILE_PIXELS; i++) {
        s = s * 1664525u + 1013904223u;
        px[i] = s >> 8;
    }
}

__attribute__((noinline)) uint64_t filter_tile(uint32_t *px) {
    uint64_t acc = 0;
    for (int i = 1; i < TILE_PIXELS - 1; i++) {
        uint32_t v = (px[i - 1] + 2 * px[i] + px[i + 1]) >> 2;
        acc += v & 0xff;
    }
    return acc;
}

__attribute__((noinline)) uint64_t process_tile(int tile) {
    uint32_t *scratch = malloc(TILE_PIXELS * sizeof(uint32_t));
    decode_tile(scratch, tile);
    uint64_t r = filter_tile(scratch);
    free(scratch);
    return r;
}

/* Bookkeeping that is independent of the scratch buffer (index/hash work). */
__attribute__((noinline)) uint64_t update_index(uint64_t h, int tile) {
    for (int i = 0; i < 1200000; i++) {
        h ^= (uint64_t)(tile + i);
        h *= 0x100000001b3ULL;
        h ^= h >> 29;
    }
    return h;
}

int main(void) {
    /* Service config: large buffers come straight from mmap, not the heap. */
    mallopt(M_MMAP_THRESHOLD, 1 << 20);
    uint64_t sum = 0, h = 0xcbf29ce484222325ULL;
    for (int t = 0; t < NTILES; t++) {
        sum += process_tile(t);
        h = update_index(h, t);
    }
    printf("sum=%llu h=%llx\n", (unsigned long long)sum, (unsigned long long)h);
    return 0;
}
