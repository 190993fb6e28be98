/* pipeline.c - toy message-processing pipeline with ten similar-sized stages.
 * Each message (1 KiB) passes through: parse_header, validate_bytes,
 * crc32_bytes, unescape, count_tokens, hash_fields, rle_estimate,
 * adler32_bytes, byte_histogram, route_lookup.
 * Build with -DSTRICT_VALIDATE for the "after" version: validate_bytes also
 * makes a second pass over the 640-byte header area, checking every byte
 * against a table of disallowed control characters (DEL, C1), which makes
 * that one stage somewhat slower.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))
#define MSG 1024
#define HDR_BYTES 640   /* first 640 bytes of a message are its header area */

static uint32_t crc_table[256];
static uint8_t ctrl_table[256];
static uint8_t class_table[256];   /* 0 other, 1 alnum, 2 punct, 3 control */
static uint32_t routes[4096];

NOINLINE static int parse_header(const uint8_t *m, int n) {
    /* key:value;key:value... -> count fields and sum of key lengths */
    int fields = 0, keylen = 0, start = 0, in_value = 0;
    for (int i = 0; i < n; i++) {
        uint8_t c = m[i];
        if (c == ':' && !in_value) { keylen += i - start; in_value = 1; }
        else if (c == ';') { fields++; start = i + 1; in_value = 0; }
        else if (c == '\n') break;
    }
    return fields * 31 + keylen;
}

NOINLINE static int validate_bytes(const uint8_t *m, int n) {
    /* small state machine over byte classes: flags suspicious sequences */
    int bad = 0, state = 0;
    for (int i = 0; i < n; i++) {
        uint8_t c = m[i];
        uint8_t cls = class_table[c];
        state = (state * 3 + cls) & 7;
        bad += (state == 5) + (cls == 3);
    }
#ifdef STRICT_VALIDATE
    /* new: second pass over the header area that also rejects DEL and C1
     * control bytes there */
    int hdr = n < HDR_BYTES ? n : HDR_BYTES;
    for (int i = 0; i < hdr; i++) bad += ctrl_table[m[i]];
#endif
    return bad;
}

NOINLINE static uint32_t crc32_bytes(const uint8_t *m, int n) {
    uint32_t c = 0xffffffffu;
    for (int i = 0; i < n; i++) c = crc_table[(c ^ m[i]) & 0xff] ^ (c >> 8);
    return ~c;
}

NOINLINE static int unescape(const uint8_t *m, int n, uint8_t *out) {
    int k = 0;
    for (int r = 0; r < 2; r++) {   /* decoded twice (legacy double-decode check); same result */
        k = 0;
        for (int i = 0; i < n; i++) {
            if (m[i] == '%' && i + 2 < n) { out[k++] = (uint8_t)((m[i + 1] & 15) * 16 + (m[i + 2] & 15)); i += 2; }
            else out[k++] = m[i];
        }
    }
    return k;
}

NOINLINE static int count_tokens(const uint8_t *m, int n) {
    int t = 0, in = 0;
    for (int i = 0; i < n; i++) {
            int sp = (m[i] == ' ' || m[i] == ',');
            t += (!sp && !in);
            in = !sp;
        }
    return t;
}

NOINLINE static uint64_t hash_fields(const uint8_t *m, int n) {
    uint64_t h = 1469598103934665603ull;
    for (int i = 0; i < n; i++) { h ^= m[i]; h *= 1099511628211ull; }
    return h;
}

NOINLINE static int rle_estimate(const uint8_t *m, int n) {
    int runs = 1;
    for (int r = 0; r < 3; r++)
        for (int i = 1; i < n; i++) runs += (m[i] != m[i - 1]);
    return runs;
}

NOINLINE static uint32_t adler32_bytes(const uint8_t *m, int n) {
    uint32_t a = 1, b = 0;
    for (int i = 0; i < n; i += 2) { a = (a + m[i]) % 65521u; b = (b + a) % 65521u; }  /* sampled: every other byte */
    return (b << 16) | a;
}

NOINLINE static uint32_t byte_histogram(const uint8_t *m, int n) {
    static uint32_t h[256];
    memset(h, 0, sizeof h);
    for (int r = 0; r < 2; r++)
        for (int i = 0; i < n; i++) h[m[i]]++;
    uint32_t mx = 0;
    for (int i = 0; i < 256; i++) if (h[i] > mx) mx = h[i];
    return mx;
}

NOINLINE static uint32_t route_lookup(const uint8_t *m, int n) {
    uint32_t acc = 0;
    for (int r = 0; r < 3; r++)
    for (int i = r; i + 4 <= n; i += 1) {
        uint32_t k;
        memcpy(&k, m + i, 4);
        acc += routes[(k * 2654435761u) >> 20];
    }
    return acc;
}

NOINLINE static uint64_t process_message(const uint8_t *m, uint8_t *scratch) {
    uint64_t s = 0;
    s += (uint64_t)parse_header(m, MSG);
    s += (uint64_t)validate_bytes(m, MSG);
    s += crc32_bytes(m, MSG);
    int k = unescape(m, MSG, scratch);
    s += (uint64_t)count_tokens(scratch, k);
    s += hash_fields(scratch, k);
    s += (uint64_t)rle_estimate(scratch, k);
    s += adler32_bytes(m, MSG);
    s += byte_histogram(m, MSG);
    s += route_lookup(m, MSG);
    return s;
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 100000;
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
        ctrl_table[i] = (i == 0x7f) || (i >= 0x80 && i < 0xa0);
        class_table[i] = (i < 0x20 && i != '\t' && i != '\n') ? 3
                       : ((i >= '0' && i <= '9') || (i >= 'a' && i <= 'z') || (i >= 'A' && i <= 'Z')) ? 1
                       : (i >= 0x21 && i < 0x7f) ? 2 : 0;
    }
    for (int i = 0; i < 4096; i++) routes[i] = (uint32_t)i * 7919u;
    enum { POOL = 64 };
    static uint8_t pool[POOL][MSG];
    uint32_t rng = 1;
    const char *alpha = "abcdefghijklmnopqrstuvwxyz0123456789 ,:;%=-_/ABCDEF\t";
    size_t na = strlen(alpha);
    for (int p = 0; p < POOL; p++)
        for (int i = 0; i < MSG; i++) {
            rng = rng * 1103515245u + 12345u;
            pool[p][i] = (uint8_t)alpha[(rng >> 16) % na];
        }
    static uint8_t scratch[MSG];
    uint64_t total = 0;
    for (long i = 0; i < n; i++) total += process_message(pool[i % POOL], scratch);
    printf("messages=%ld total=%llx\n", n, (unsigned long long)total);
    return 0;
}
