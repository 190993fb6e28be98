/* blocksig: a tiny block-level file sync.  Creates a data file, copies it,
 * then for a few rounds modifies some blocks of the source, computes
 * per-block signatures (rsync-style weak + strong sums over 4 KiB blocks)
 * of source and copy, and re-copies only the blocks that differ. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define FILE_SIZE   (200u * 1024 * 1024)
#define BLOCK       4096
#define COPY_CHUNK  (1024 * 1024)

struct sig { uint32_t weak; uint64_t strong; };

static void die(const char *what) { perror(what); exit(1); }

static void write_all(int fd, const unsigned char *p, size_t n)
{
    while (n > 0) {
        ssize_t w = write(fd, p, n);
        if (w < 0) die("write");
        p += w; n -= (size_t)w;
    }
}

static void make_file(const char *path, uint64_t seed)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) die("open");
    uint64_t *buf = malloc(COPY_CHUNK);
    uint64_t x = seed;
    for (size_t done = 0; done < FILE_SIZE; done += COPY_CHUNK) {
        for (size_t i = 0; i < COPY_CHUNK / 8; i++) {
            x ^= x << 13; x ^= x >> 7; x ^= x << 17;
            /* text-like data: keep bytes in a narrow range */
            buf[i] = x & 0x3f3f3f3f3f3f3f3fULL;
        }
        write_all(fd, (unsigned char *)buf, COPY_CHUNK);
    }
    free(buf);
    close(fd);
}

static void copy_file(const char *src, const char *dst)
{
    int in = open(src, O_RDONLY);
    int out = open(dst, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in < 0 || out < 0) die("open");
    unsigned char *buf = malloc(COPY_CHUNK);
    ssize_t n;
    while ((n = read(in, buf, COPY_CHUNK)) > 0)
        write_all(out, buf, (size_t)n);
    if (n < 0) die("read");
    free(buf);
    close(in);
    close(out);
}

static struct sig block_sig(const unsigned char *p, size_t n)
{
    /* weak: rsync-style rolling sum; strong: 64-bit multiply-xor over words */
    uint32_t s1 = 0, s2 = 0;
    for (size_t i = 0; i < n; i++) {
        s1 += p[i];
        s2 += s1;
    }
    uint64_t h = 0x9e3779b97f4a7c15ULL ^ n;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        h = (h ^ w) * 0xff51afd7ed558ccdULL;
        h ^= h >> 29;
    }
    for (; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3ULL;
    struct sig s = { (s1 & 0xffff) | (s2 << 16), h };
    return s;
}

static size_t sign_file(const char *path, struct sig *out)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0) die("open");
    unsigned char buf[BLOCK];
    size_t nblocks = 0;
    ssize_t n;
    /* one block per read: simpler, and blocks are 4 KiB anyway */
    while ((n = read(fd, buf, BLOCK)) > 0)
        out[nblocks++] = block_sig(buf, (size_t)n);
    if (n < 0) die("read");
    close(fd);
    return nblocks;
}

static void mutate_blocks(const char *path, uint64_t *rng, int count)
{
    int fd = open(path, O_WRONLY);
    if (fd < 0) die("open");
    unsigned char patch[64];
    for (int k = 0; k < count; k++) {
        uint64_t x = *rng;
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        *rng = x;
        off_t block = (off_t)(x % (FILE_SIZE / BLOCK));
        memset(patch, 'a' + (int)(x >> 58), sizeof patch);
        if (pwrite(fd, patch, sizeof patch, block * BLOCK + (off_t)((x >> 20) % (BLOCK - 64))) < 0)
            die("pwrite");
    }
    close(fd);
}

static size_t sync_blocks(const char *src, const char *dst, const struct sig *a,
                          const struct sig *b, size_t nblocks)
{
    int in = open(src, O_RDONLY);
    int out = open(dst, O_WRONLY);
    if (in < 0 || out < 0) die("open");
    unsigned char buf[BLOCK];
    size_t copied = 0;
    for (size_t i = 0; i < nblocks; i++) {
        if (a[i].weak == b[i].weak && a[i].strong == b[i].strong)
            continue;
        ssize_t n = pread(in, buf, BLOCK, (off_t)i * BLOCK);
        if (n < 0 || pwrite(out, buf, (size_t)n, (off_t)i * BLOCK) != n) die("sync");
        copied++;
    }
    close(in);
    close(out);
    return copied;
}

int main(void)
{
    const char *src = "/tmp/s35b_blocksig_src.bin";
    const char *dst = "/tmp/s35b_blocksig_dst.bin";
    size_t maxblocks = FILE_SIZE / BLOCK + 1;
    struct sig *a = malloc(maxblocks * sizeof *a);
    struct sig *b = malloc(maxblocks * sizeof *b);
    uint64_t rng = 0x243f6a8885a308d3ULL;

    make_file(src, 0x9e3779b97f4a7c15ULL);
    copy_file(src, dst);

    for (int round = 0; round < 3; round++) {
        mutate_blocks(src, &rng, 200);
        size_t na = sign_file(src, a);
        size_t nb = sign_file(dst, b);
        if (na != nb) { fprintf(stderr, "size mismatch\n"); return 1; }
        size_t copied = sync_blocks(src, dst, a, b, na);
        printf("round %d: %zu blocks, %zu re-copied\n", round, na, copied);
    }

    size_t na = sign_file(src, a);
    size_t nb = sign_file(dst, b);
    size_t diff = 0;
    uint64_t acc = 0;
    for (size_t i = 0; i < na && i < nb; i++) {
        if (a[i].weak != b[i].weak || a[i].strong != b[i].strong) diff++;
        acc ^= a[i].strong + a[i].weak;
    }
    printf("final: %zu blocks differing %zu digest %016llx\n", na, diff,
           (unsigned long long)acc);
    unlink(src);
    unlink(dst);
    free(a); free(b);
    return diff != 0;
}
