/* blockpack: block-wise compressor/archiver.
 * Reads IN in 1 MB blocks (stdio), checksums each block (CRC-32), compresses it with a
 * small LZ77 (hash-chain match finder), writes [len][crc][payload] records to OUT,
 * then re-reads OUT and verifies every record's checksum by decompressing it. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BLOCK (1 << 20)
#define HBITS 15
#define WINDOW (1 << 16)
#define MIN_MATCH 4
#define MAX_CHAIN 64

static uint32_t crc_table[256];

static void crc_init(void)
{
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
    }
}

__attribute__((noinline)) static uint32_t crc32_block(const uint8_t *p, size_t n)
{
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) c = crc_table[(c ^ p[i]) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

static inline uint32_t hash4(const uint8_t *p)
{
    uint32_t v; memcpy(&v, p, 4);
    return (v * 2654435761u) >> (32 - HBITS);
}

struct matcher { int32_t head[1 << HBITS]; int32_t prev[BLOCK]; };

__attribute__((noinline)) static size_t longest_match(const struct matcher *m, const uint8_t *src, size_t n,
                                                      size_t pos, size_t *dist)
{
    size_t best = 0;
    int32_t cand = m->head[hash4(src + pos)];
    for (int chain = 0; cand >= 0 && chain < MAX_CHAIN; chain++, cand = m->prev[cand]) {
        if (pos - (size_t)cand >= WINDOW) break;
        size_t l = 0, lim = n - pos < 255 + MIN_MATCH ? n - pos : 255 + MIN_MATCH;
        while (l < lim && src[cand + l] == src[pos + l]) l++;
        if (l > best) { best = l; *dist = pos - (size_t)cand; }
    }
    return best;
}

static inline void insert_pos(struct matcher *m, const uint8_t *src, size_t pos)
{
    uint32_t h = hash4(src + pos);
    m->prev[pos] = m->head[h];
    m->head[h] = (int32_t)pos;
}

/* Token format: 0x00 len literal bytes (len<=255) | 0x01 matchlen-4 dist_lo dist_hi */
__attribute__((noinline)) static size_t lz_compress(struct matcher *m, const uint8_t *src, size_t n, uint8_t *dst)
{
    memset(m->head, 0xff, sizeof m->head);
    size_t o = 0, lit_start = 0, pos = 0;
    while (pos + MIN_MATCH <= n) {
        size_t dist = 0, len = longest_match(m, src, n, pos, &dist);
        if (len >= MIN_MATCH) {
            while (lit_start < pos) {
                size_t k = pos - lit_start > 255 ? 255 : pos - lit_start;
                dst[o++] = 0; dst[o++] = (uint8_t)k;
                memcpy(dst + o, src + lit_start, k); o += k; lit_start += k;
            }
            dst[o++] = 1; dst[o++] = (uint8_t)(len - MIN_MATCH);
            dst[o++] = (uint8_t)(dist & 0xff); dst[o++] = (uint8_t)(dist >> 8);
            for (size_t e = pos + len; pos < e; pos++)
                if (pos + MIN_MATCH <= n) insert_pos(m, src, pos);
            lit_start = pos;
        } else {
            insert_pos(m, src, pos);
            pos++;
        }
    }
    pos = n;
    while (lit_start < pos) {
        size_t k = pos - lit_start > 255 ? 255 : pos - lit_start;
        dst[o++] = 0; dst[o++] = (uint8_t)k;
        memcpy(dst + o, src + lit_start, k); o += k; lit_start += k;
    }
    return o;
}

__attribute__((noinline)) static size_t lz_decompress(const uint8_t *src, size_t n, uint8_t *dst)
{
    size_t i = 0, o = 0;
    while (i < n) {
        if (src[i] == 0) {
            size_t k = src[i + 1];
            memcpy(dst + o, src + i + 2, k); o += k; i += 2 + k;
        } else {
            size_t len = src[i + 1] + MIN_MATCH, dist = src[i + 2] | (size_t)src[i + 3] << 8;
            for (size_t j = 0; j < len; j++, o++) dst[o] = dst[o - dist];
            i += 4;
        }
    }
    return o;
}

__attribute__((noinline)) static size_t read_block(FILE *f, uint8_t *buf, size_t cap)
{
    return fread(buf, 1, cap, f);
}

__attribute__((noinline)) static void write_record(FILE *f, const uint8_t *payload, uint32_t len, uint32_t crc)
{
    uint32_t hdr[2] = { len, crc };
    if (fwrite(hdr, sizeof hdr, 1, f) != 1 || fwrite(payload, 1, len, f) != len) { perror("fwrite"); exit(1); }
}

__attribute__((noinline)) static uint64_t pack_file(const char *in, const char *out, struct matcher *m,
                                                    uint8_t *raw, uint8_t *comp)
{
    FILE *fi = fopen(in, "rb"), *fo = fopen(out, "wb");
    if (!fi || !fo) { perror("fopen"); exit(1); }
    uint64_t total_in = 0, total_out = 0;
    size_t n;
    while ((n = read_block(fi, raw, BLOCK)) > 0) {
        uint32_t crc = crc32_block(raw, n);
        size_t c = lz_compress(m, raw, n, comp);
        write_record(fo, comp, (uint32_t)c, crc);
        total_in += n; total_out += c + 8;
    }
    fclose(fi);
    if (fclose(fo) != 0) { perror("fclose"); exit(1); }
    fprintf(stderr, "packed %llu -> %llu bytes\n", (unsigned long long)total_in, (unsigned long long)total_out);
    return total_in;
}

__attribute__((noinline)) static uint64_t verify_file(const char *out, uint8_t *raw, uint8_t *comp)
{
    FILE *f = fopen(out, "rb");
    if (!f) { perror("fopen"); exit(1); }
    uint32_t hdr[2];
    uint64_t total = 0, mix = 0;
    while (fread(hdr, sizeof hdr, 1, f) == 1) {
        if (fread(comp, 1, hdr[0], f) != hdr[0]) { fprintf(stderr, "short record\n"); exit(1); }
        size_t n = lz_decompress(comp, hdr[0], raw);
        uint32_t crc = crc32_block(raw, n);
        if (crc != hdr[1]) { fprintf(stderr, "crc mismatch\n"); exit(1); }
        total += n; mix = mix * 1000003u + crc;
    }
    fclose(f);
    printf("verified %llu bytes, digest %016llx\n", (unsigned long long)total, (unsigned long long)mix);
    return total;
}

int main(int argc, char **argv)
{
    if (argc != 3) { fprintf(stderr, "usage: %s IN OUT\n", argv[0]); return 2; }
    crc_init();
    struct matcher *m = malloc(sizeof *m);
    uint8_t *raw = malloc(BLOCK), *comp = malloc(BLOCK * 2 + 1024);
    if (!m || !raw || !comp) return 1;
    pack_file(argv[1], argv[2], m, raw, comp);
    verify_file(argv[2], raw, comp);
    return 0;
}
