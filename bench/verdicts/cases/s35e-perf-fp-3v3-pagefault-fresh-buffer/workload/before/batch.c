/* batch.c - convert a stream of sensor records to CSV in fixed-size batches.
 *
 * Records are generated deterministically (fixed-seed xorshift), transformed
 * (unit conversion, smoothing, classification) and serialised to CSV text in
 * a scratch buffer; each full batch is "flushed" by checksumming it.
 */
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BATCH_RECORDS   65536
#define SCRATCH_BYTES   (8u << 20)          /* 8 MB: 128 bytes per record */
#define NUM_BATCHES     200

typedef struct {
    uint32_t id;
    uint32_t sensor;
    int64_t  ts_ms;
    int32_t  raw_temp;      /* centi-degrees F */
    int32_t  raw_humidity;  /* per-mille */
    uint16_t flags;
} record_t;

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;

static uint64_t xorshift64(void)
{
    uint64_t x = rng_state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return rng_state = x;
}

static void fill_batch(record_t *recs, size_t n, uint32_t first_id, int64_t *clock)
{
    for (size_t i = 0; i < n; i++) {
        uint64_t r = xorshift64();
        *clock += 1 + (int64_t)(r & 15);
        recs[i].id = first_id + (uint32_t)i;
        recs[i].sensor = (uint32_t)((r >> 8) % 512);
        recs[i].ts_ms = *clock;
        recs[i].raw_temp = 3200 + (int32_t)((r >> 20) % 9000);
        recs[i].raw_humidity = (int32_t)((r >> 36) % 1000);
        recs[i].flags = (uint16_t)(r >> 48);
    }
}

/* write unsigned decimal, return bytes written */
static size_t put_u64(char *p, uint64_t v)
{
    char tmp[24];
    size_t n = 0;
    do { tmp[n++] = (char)('0' + v % 10); v /= 10; } while (v);
    for (size_t i = 0; i < n; i++) p[i] = tmp[n - 1 - i];
    return n;
}

static size_t put_fixed2(char *p, int64_t centi)
{
    size_t n = 0;
    if (centi < 0) { p[n++] = '-'; centi = -centi; }
    n += put_u64(p + n, (uint64_t)centi / 100);
    p[n++] = '.';
    p[n++] = (char)('0' + (centi / 10) % 10);
    p[n++] = (char)('0' + centi % 10);
    return n;
}

static const char *classify(int32_t c_centi, int32_t hum)
{
    if (c_centi > 3000 && hum > 600) return "hot-humid";
    if (c_centi > 3000) return "hot";
    if (c_centi < 500) return "cold";
    if (hum > 800) return "wet";
    return "normal";
}

static int32_t smooth[512];

static size_t format_record(char *p, const record_t *r)
{
    int32_t c = (r->raw_temp - 3200) * 5 / 9;          /* F -> C, centi */
    int32_t s = smooth[r->sensor];
    s = s == 0 ? c : (s * 7 + c) / 8;                    /* EWMA per sensor */
    smooth[r->sensor] = s;
    const char *cls = classify(s, r->raw_humidity);
    size_t n = 0;
    n += put_u64(p + n, r->id);            p[n++] = ',';
    n += put_u64(p + n, r->sensor);        p[n++] = ',';
    n += put_u64(p + n, (uint64_t)r->ts_ms); p[n++] = ',';
    n += put_fixed2(p + n, c);             p[n++] = ',';
    n += put_fixed2(p + n, s);             p[n++] = ',';
    n += put_fixed2(p + n, r->raw_humidity / 10 * 100 + r->raw_humidity % 10 * 10); p[n++] = ',';
    size_t l = strlen(cls); memcpy(p + n, cls, l); n += l; p[n++] = ',';
    for (int b = 15; b >= 0; b--) p[n++] = (char)('0' + ((r->flags >> b) & 1));
    p[n++] = '\n';
    return n;
}

static uint64_t flush_batch(const char *buf, size_t len)
{
    /* stand-in for writing the batch out: FNV-1a over the text */
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < len; i++) { h ^= (unsigned char)buf[i]; h *= 1099511628211ull; }
    return h;
}

static uint64_t process_batch(char *scratch, const record_t *recs, size_t n)
{
    size_t len = 0;
    for (size_t i = 0; i < n; i++)
        len += format_record(scratch + len, &recs[i]);
    return flush_batch(scratch, len) ^ len;
}

int main(void)
{
    /* Long-running converter: hand big buffers back to the OS as soon as
     * they are freed instead of letting glibc keep them on the heap. */
    mallopt(M_MMAP_THRESHOLD, 1 << 20);
    record_t *recs = malloc(sizeof(record_t) * BATCH_RECORDS);
    char *scratch = malloc(SCRATCH_BYTES);
    if (!recs || !scratch) { perror("malloc"); return 1; }
    int64_t clock = 1700000000000ll;
    uint64_t digest = 0;
    for (uint32_t b = 0; b < NUM_BATCHES; b++) {
        fill_batch(recs, BATCH_RECORDS, b * BATCH_RECORDS, &clock);
        digest = digest * 31 + process_batch(scratch, recs, BATCH_RECORDS);
    }
    free(scratch);
    free(recs);
    printf("batches=%d digest=%016llx\n", NUM_BATCHES, (unsigned long long)digest);
    return 0;
}
