/* Simulated request loop. With --mmap-per-request, every request maps a fresh
 * anonymous buffer, touches every page (page faults), uses it, and unmaps it. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <sys/mman.h>

#define NOINLINE __attribute__((noinline))
#define SCRATCH_BYTES (128 * 1024)

static int use_mmap = 0;
static volatile uint64_t sink;

NOINLINE static uint64_t parse_request(const char *req, size_t n) {
    uint64_t h = 1469598103934665603ULL;
    for (int rep = 0; rep < 40; rep++)
        for (size_t i = 0; i < n; i++) {
            h ^= (unsigned char)req[i];
            h *= 1099511628211ULL;
        }
    return h;
}

NOINLINE static uint64_t compute_response(uint64_t seed) {
    uint64_t x = seed | 1;
    for (int i = 0; i < 60000; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    }
    return x;
}

/* thin wrappers so frame-pointer unwinding through the libc syscall stubs
 * (which have no frame) still shows handle_request as the caller */
NOINLINE static char *map_scratch(size_t n) {
    void *p = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) { perror("mmap"); exit(1); }
    return p;
}
NOINLINE static void unmap_scratch(char *p, size_t n) { munmap(p, n); }

NOINLINE static int format_hex(char *out, uint64_t v) {
    static const char digits[] = "0123456789abcdef";
    for (int i = 15; i >= 0; i--) { out[i] = digits[v & 15]; v >>= 4; }
    return 16;
}

NOINLINE static uint64_t write_access_log(uint64_t id, uint64_t result) {
    char line[128];
    uint64_t h = 0;
    for (int rep = 0; rep < 200; rep++) {
        int len = 0;
        memcpy(line, "req=", 4); len += 4;
        len += format_hex(line + len, id + rep);
        memcpy(line + len, " res=", 5); len += 5;
        len += format_hex(line + len, result ^ rep);
        for (int i = 0; i < len; i++) h = h * 31 + (unsigned char)line[i];
    }
    return h;
}

NOINLINE static uint64_t handle_request(uint64_t parsed, uint64_t id) {
    uint64_t h = parsed ^ id;
    if (use_mmap) {
        char *buf = map_scratch(SCRATCH_BYTES);
        for (size_t off = 0; off < SCRATCH_BYTES; off += 4096)
            buf[off] = (char)(h + off);          /* first touch -> page fault */
        h += (unsigned char)buf[(h % (SCRATCH_BYTES / 4096)) * 4096];
        unmap_scratch(buf, SCRATCH_BYTES);
    }
    uint64_t res = compute_response(h);
    return res;
}

int main(int argc, char **argv) {
    long nreq = 20000;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--mmap-per-request")) use_mmap = 1;
        else nreq = atol(argv[i]);
    }
    char req[512];
    for (int i = 0; i < (int)sizeof req; i++) req[i] = "GET /api/v1/items?id="[i % 21];
    uint64_t acc = 0;
    for (long r = 0; r < nreq; r++) {
        uint64_t parsed = parse_request(req, sizeof req);
        uint64_t res = handle_request(parsed, (uint64_t)r);
        acc += write_access_log((uint64_t)r, res);
    }
    sink = acc;
    printf("done %ld requests, acc=%llu\n", nreq, (unsigned long long)acc);
    return 0;
}
