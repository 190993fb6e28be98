/* logfmt: turns a stream of synthetic sensor events into "key=value" log lines
 * and appends them to an output file.
 * BEFORE: lines go through stdio with a 1 MiB buffer (fwrite), so the kernel
 * sees one write() per MiB. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <errno.h>

typedef struct { uint64_t id; uint32_t sensor; double value; uint64_t digest; } event_t;

static FILE *out;

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

__attribute__((noinline)) static void emit_line(const char *line, size_t len) {
    if (fwrite(line, 1, len, out) != len) { perror("fwrite"); exit(1); }
}

int main(int argc, char **argv) {
    uint64_t n = argc > 1 ? strtoull(argv[1], 0, 10) : 4000000;
    const char *path = argc > 2 ? argv[2] : "/tmp/s30a-logfmt.out";
    out = fopen(path, "w");
    if (!out) { perror(path); return 1; }
    static char obuf[1 << 20];
    setvbuf(out, obuf, _IOFBF, sizeof obuf);
    char line[128];
    for (uint64_t i = 0; i < n; i++) {
        event_t ev;
        make_event(i, &ev);
        ev.digest = digest_event(&ev);
        int len = format_line(&ev, line, sizeof line);
        emit_line(line, (size_t)len);
    }
    fclose(out);
    return 0;
}
