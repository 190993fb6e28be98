/* logfmt: turns a stream of synthetic sensor events into "key=value" log lines
 * and appends them to an output file.
 * AFTER: "so that lines are never lost on a crash", emit_line now writes each
 * line straight to the file descriptor with write(2): one syscall per line. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <errno.h>

typedef struct { uint64_t id; uint32_t sensor; double value; uint64_t digest; } event_t;

static int out_fd;

__attribute__((noinline)) static void make_event(uint64_t i, event_t *ev) {
    uint64_t x = i * 0x9E3779B97F4A7C15ull;
    ev->id = i;
    ev->sensor = (uint32_t)(x >> 40) % 512;
    ev->value = (double)((x >> 11) % 100000) / 100.0;
}

__attribute__((noinline)) static uint64_t digest_event(const event_t *ev) {
    /* a small keyed mixing loop standing in for a checksum over the payload */
    uint64_t h = ev->id ^ 0xcbf29ce484222325ull;
    for (int r = 0; r < 48; r++) {
        h ^= (uint64_t)ev->sensor + r;
        h *= 0x100000001b3ull;
        h ^= h >> 29;
    }
    return h;
}

__attribute__((noinline)) static int format_line(const event_t *ev, char *buf, size_t cap) {
    return snprintf(buf, cap, "id=%llu sensor=s%03u value=%.2f digest=%016llx\n",
                    (unsigned long long)ev->id, ev->sensor, ev->value,
                    (unsigned long long)ev->digest);
}

/* retry on short writes / EINTR */
__attribute__((noinline)) static void write_all(int fd, const char *p, size_t n) {
    while (n) {
        ssize_t w = write(fd, p, n);
        if (w < 0) { if (errno == EINTR) continue; perror("write"); exit(1); }
        p += w; n -= (size_t)w;
    }
}

__attribute__((noinline)) static void emit_line(const char *line, size_t len) {
    write_all(out_fd, line, len);
}

int main(int argc, char **argv) {
    uint64_t n = argc > 1 ? strtoull(argv[1], 0, 10) : 4000000;
    const char *path = argc > 2 ? argv[2] : "/tmp/s30a-logfmt.out";
    out_fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out_fd < 0) { perror(path); return 1; }
    char line[128];
    for (uint64_t i = 0; i < n; i++) {
        event_t ev;
        make_event(i, &ev);
        ev.digest = digest_event(&ev);
        int len = format_line(&ev, line, sizeof line);
        emit_line(line, (size_t)len);
    }
    close(out_fd);
    return 0;
}
