/* Formats synthetic sensor readings as CSV text and appends them to a
 * data file, one large write() per batch.  Built twice: the "after"
 * build (-DSYNC_EACH_BATCH) calls fsync() after every batch so each batch
 * is durable before the next one is produced. */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BATCH_BYTES (32 * 1024)

static uint64_t rng = 0x9e3779b97f4a7c15ULL;
static uint64_t next_rand(void) {
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return rng;
}

__attribute__((noinline))
static double smooth(double *hist, int n, double v) {
    /* exponentially weighted moving average over a small history window */
    double acc = v, w = 1.0, ws = 1.0;
    for (int k = 0; k < n; k++) { w *= 0.9; acc += hist[k] * w; ws += w; }
    memmove(hist + 1, hist, (size_t)(n - 1) * sizeof *hist);
    hist[0] = v;
    return acc / ws;
}

__attribute__((noinline))
static int format_record(char *dst, size_t cap, uint64_t seq, double *hist) {
    double raw = (double)(next_rand() % 100000) / 1000.0;
    double val = smooth(hist, 64, raw);
    return snprintf(dst, cap, "%llu,sensor-%03u,%.4f,%.4f\n",
                    (unsigned long long)seq, (unsigned)(next_rand() % 512), raw, val);
}

__attribute__((noinline))
static void flush_batch(int fd, const char *buf, size_t len) {
    size_t off = 0;
    while (off < len) {
        ssize_t n = write(fd, buf + off, len - off);
        if (n < 0) { perror("write"); exit(1); }
        off += (size_t)n;
    }
#ifdef SYNC_EACH_BATCH
    if (fsync(fd) != 0) { perror("fsync"); exit(1); }
#endif
}

int main(int argc, char **argv) {
    const char *path = argc > 1 ? argv[1] : "out.csv";
    long batches = argc > 2 ? atol(argv[2]) : 200;
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) { perror("open"); return 1; }
    char *buf = malloc(BATCH_BYTES + 256);
    double hist[64] = {0};
    uint64_t seq = 0;
    size_t total = 0;
    for (long b = 0; b < batches; b++) {
        size_t len = 0;
        while (len < BATCH_BYTES)
            len += (size_t)format_record(buf + len, BATCH_BYTES + 256 - len, seq++, hist);
        flush_batch(fd, buf, len);
        total += len;
    }
    close(fd);
    free(buf);
    printf("records=%llu bytes=%zu\n", (unsigned long long)seq, total);
    return 0;
}
