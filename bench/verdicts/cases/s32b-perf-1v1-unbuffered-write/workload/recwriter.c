/* recwriter: formats N fixed-size 16-byte records (id + checksum) and writes
 * them to an output file.  Built twice:
 *   before: -DUSE_STDIO  -> records go through a buffered FILE* (fwrite)
 *   after:  (default)    -> one write(2) syscall per 16-byte record
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))

struct record { uint64_t id; uint32_t sum; uint32_t flags; };

static NOINLINE uint32_t checksum(uint64_t id) {
    uint32_t h = 2166136261u;
    for (int r = 0; r < 256; r++) {
        h ^= (uint32_t)(id >> (r % 8 * 8)) + r;
        h *= 16777619u;
    }
    return h;
}

static NOINLINE void format_record(struct record *rec, uint64_t id) {
    rec->id = id;
    rec->sum = checksum(id);
    rec->flags = (uint32_t)(id & 7);
}

#ifdef USE_STDIO
static FILE *out;
static NOINLINE void emit_record(const struct record *rec) {
    fwrite(rec, sizeof *rec, 1, out);
}
#else
static int out_fd;
static NOINLINE void emit_record(const struct record *rec) {
    if (write(out_fd, rec, sizeof *rec) != (ssize_t)sizeof *rec) { perror("write"); exit(1); }
}
#endif

int main(int argc, char **argv) {
    const char *path = argc > 1 ? argv[1] : "/tmp/recwriter.out";
    long n = argc > 2 ? atol(argv[2]) : 4000000;
#ifdef USE_STDIO
    out = fopen(path, "wb");
    if (!out) { perror("fopen"); return 1; }
#else
    out_fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out_fd < 0) { perror("open"); return 1; }
#endif
    struct record rec;
    for (long i = 0; i < n; i++) {
        format_record(&rec, (uint64_t)i * 2654435761u);
        emit_record(&rec);
    }
#ifdef USE_STDIO
    fclose(out);
#else
    close(out_fd);
#endif
    return 0;
}
