/* ingest.c - toy record ingester.
 * Generates N synthetic text records ("id,name,size,payload"), parses each,
 * checksums the payload and inserts it into an open-addressing index.
 * Build with -DCHECK_ATTACHMENT to get the "after" version, in which every
 * record also stat()s the attachment file it refers to.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/types.h>

#define NOINLINE __attribute__((noinline))
#define IDX_SIZE (1u << 16)

typedef struct {
    uint32_t id;
    char name[32];
    uint32_t size;
    const char *payload;
    int has_attachment;
} record_t;

static uint64_t index_keys[IDX_SIZE];
static uint64_t index_vals[IDX_SIZE];
static const char *ATT_DIR = "/tmp/s30e-attach";

NOINLINE static void make_line(char *buf, size_t cap, uint32_t i, uint32_t *rng) {
    size_t n = (size_t)snprintf(buf, cap, "%u,user_%u,%u,", i, i % 977, 64 + (i % 64));
    for (size_t k = 0; k < 160 && n + 1 < cap; k++) {
        *rng = *rng * 1664525u + 1013904223u;
        buf[n++] = (char)('a' + ((*rng >> 24) % 26));
    }
    buf[n] = 0;
}

NOINLINE static int parse_record(const char *line, record_t *r) {
    const char *p = line;
    uint32_t v = 0;
    while (*p >= '0' && *p <= '9') v = v * 10 + (uint32_t)(*p++ - '0');
    r->id = v;
    if (*p++ != ',') return -1;
    size_t k = 0;
    while (*p && *p != ',' && k + 1 < sizeof r->name) r->name[k++] = *p++;
    r->name[k] = 0;
    if (*p++ != ',') return -1;
    v = 0;
    while (*p >= '0' && *p <= '9') v = v * 10 + (uint32_t)(*p++ - '0');
    r->size = v;
    if (*p++ != ',') return -1;
    r->payload = p;
    return 0;
}

NOINLINE static uint64_t checksum_payload(const record_t *r) {
    uint64_t h = 1469598103934665603ull;
    for (int round = 0; round < 10; round++)
        for (const char *p = r->payload; *p; p++) {
            h ^= (unsigned char)*p;
            h *= 1099511628211ull;
        }
    return h;
}

NOINLINE static void update_index(uint32_t id, uint64_t sum) {
    uint64_t key = ((uint64_t)(id % 40000) << 1) | 1;   /* 40k buckets of ids */
    uint32_t slot = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 48) & (IDX_SIZE - 1);
    while (index_keys[slot] && index_keys[slot] != key) slot = (slot + 1) & (IDX_SIZE - 1);
    index_keys[slot] = key;
    index_vals[slot] += sum;
}

#ifdef CHECK_ATTACHMENT
/* NEW: does this record's attachment exist on disk? One stat() per record. */
NOINLINE static int attachment_exists(const record_t *r) {
    char path[128];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s/%u.bin", ATT_DIR, r->name, r->id % 512);
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}
#endif

NOINLINE static uint64_t ingest_one(const char *line) {
    record_t r;
    if (parse_record(line, &r) != 0) return 0;
#ifdef CHECK_ATTACHMENT
    r.has_attachment = attachment_exists(&r);
#else
    r.has_attachment = 0;
#endif
    uint64_t sum = checksum_payload(&r);
    update_index(r.id, sum);
    return sum + (uint64_t)r.has_attachment;
}

int main(int argc, char **argv) {
    uint32_t n = argc > 1 ? (uint32_t)strtoul(argv[1], 0, 10) : 2000000;
    char line[256];
    uint32_t rng = 12345;
    uint64_t total = 0;
    for (uint32_t i = 0; i < n; i++) {
        make_line(line, sizeof line, i, &rng);
        total += ingest_one(line);
    }
    printf("records=%u total=%llx\n", n, (unsigned long long)total);
    return 0;
}
