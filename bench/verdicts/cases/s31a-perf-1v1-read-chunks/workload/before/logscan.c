/* logscan: scan an access log, count lines / 5xx statuses and hash the paths.
 * Reads the file through a tiny buffered reader (struct reader). */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define READ_CHUNK 65536            /* bytes asked from read() per refill */

struct reader {
    int fd;
    char *buf;
    size_t len, pos;
    int eof;
};

static int reader_refill(struct reader *r)
{
    ssize_t n = read(r->fd, r->buf, READ_CHUNK);
    if (n <= 0) { r->eof = 1; return 0; }
    r->len = (size_t)n;
    r->pos = 0;
    return 1;
}

static inline int reader_getc(struct reader *r)
{
    if (r->pos == r->len && !reader_refill(r))
        return -1;
    return (unsigned char)r->buf[r->pos++];
}

struct stats { uint64_t lines, errors, hash; };

/* one line: "<ip> <method> <path> <status> <bytes>\n" */
static __attribute__((noinline)) int scan_line(struct reader *r, struct stats *st)
{
    int c, field = 0, status = 0;
    uint64_t h = 1469598103934665603ULL;
    while ((c = reader_getc(r)) != -1 && c != '\n') {
        if (c == ' ') { field++; continue; }
        if (field == 2) { h ^= (uint64_t)c; h *= 1099511628211ULL; }
        else if (field == 3) status = status * 10 + (c - '0');
    }
    if (c == -1 && field == 0) return 0;
    st->lines++;
    if (status >= 500) st->errors++;
    st->hash += h;
    return 1;
}

static __attribute__((noinline)) void scan_file(const char *path, struct stats *st)
{
    struct reader r = { .fd = open(path, O_RDONLY) };
    if (r.fd < 0) { perror(path); exit(1); }
    r.buf = malloc(READ_CHUNK);
    while (scan_line(&r, st))
        ;
    free(r.buf);
    close(r.fd);
}

int main(int argc, char **argv)
{
    if (argc < 2) { fprintf(stderr, "usage: logscan FILE [passes]\n"); return 2; }
    int passes = argc > 2 ? atoi(argv[2]) : 1;
    struct stats st = {0};
    for (int p = 0; p < passes; p++)
        scan_file(argv[1], &st);
    printf("lines=%llu errors=%llu hash=%016llx\n", (unsigned long long)st.lines,
           (unsigned long long)st.errors, (unsigned long long)st.hash);
    return 0;
}
