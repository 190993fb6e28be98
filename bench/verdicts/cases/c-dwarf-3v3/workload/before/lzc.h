/* lzc: a block compressor in the DEFLATE family: LZ77 with hash chains,
 * per-block canonical Huffman codes, a bit writer and a CRC-32 trailer. */
#ifndef LZC_H
#define LZC_H
#include <stddef.h>
#include <stdint.h>

#define WINDOW_BITS 15
#define WINDOW_SIZE (1 << WINDOW_BITS)
#define MIN_MATCH 3
#define MAX_MATCH 258
#define HASH_BITS 14
#define MAX_CHAIN 8

#define NUM_LITLEN 286      /* 0..255 literals, 256 end of block, 257.. lengths */
#define NUM_DIST 30
#define MAX_CODE_LEN 15

typedef struct {
    uint16_t litlen;        /* literal byte, or 257+ length code */
    uint16_t dist;          /* 0 for literals */
    uint16_t len;           /* match length */
} token_t;

typedef struct {
    int32_t head[1 << HASH_BITS];
    int32_t prev[WINDOW_SIZE];
} matcher_t;

typedef struct {
    uint8_t *out;
    size_t pos, cap;
    uint64_t acc;           /* pending bits, LSB first */
    int nbits;
} bitwriter_t;

typedef struct {
    uint16_t code[NUM_LITLEN];
    uint8_t len[NUM_LITLEN];
} huffcode_t;

/* lz77.c */
void matcher_reset(matcher_t *m);
int lz_parse_block(matcher_t *m, const uint8_t *buf, int start, int end, token_t *toks);

/* huffman.c */
void count_frequencies(const token_t *t, int n, uint32_t *litfreq, uint32_t *distfreq);
void build_code(const uint32_t *freq, int nsym, huffcode_t *hc);
int length_code(int len, int *extra_bits, int *extra_val);
int dist_code(int dist, int *extra_bits, int *extra_val);

/* bitio.c */
void bw_init(bitwriter_t *bw, size_t cap);
void put_bits(bitwriter_t *bw, uint32_t value, int n);
void bw_flush(bitwriter_t *bw);

/* encode.c */
void encode_block(bitwriter_t *bw, const token_t *t, int n, int last);

/* crc32.c */
uint32_t crc32_update(uint32_t crc, const uint8_t *p, size_t n);

#endif
