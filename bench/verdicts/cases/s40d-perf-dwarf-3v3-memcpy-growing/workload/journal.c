/* Journal writer: formats records, appends them to an in-memory journal,
 * checksums each record.  The journal is flushed (reset) every FLUSH_EVERY
 * records.
 *
 * Built twice:
 *   journal_before  (default)       append_entry copies only the new record.
 *   journal_after   (-DSNAPSHOT=1)  append_entry additionally copies the whole
 *                                   (growing) journal into a shadow buffer with
 *                                   memcpy on every call ("crash-safe snapshot").
 * Work other than the snapshot is identical.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef SNAPSHOT
#define SNAPSHOT 0
#endif

#define RECORDS      800000
#define FLUSH_EVERY  1024
#define JOURNAL_CAP  (FLUSH_EVERY * 256)

static char journal[JOURNAL_CAP];
static char shadow[JOURNAL_CAP];
static size_t journal_len;
static volatile uint64_t sink;

__attribute__((noinline)) static size_t format_record(char *out, uint64_t id, uint64_t seed)
{
    uint64_t x = seed ^ (id * 0x9E3779B97F4A7C15ull);
    int n = 0;
    n += sprintf(out + n, "id=%llu", (unsigned long long)id);
    for (int i = 0; i < 6; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        n += sprintf(out + n, " f%d=%016llx", i, (unsigned long long)x);
    }
    out[n++] = '\n';
    return (size_t)n;
}

__attribute__((noinline)) static uint64_t checksum_record(const char *p, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (int round = 0; round < 8; round++)
        for (size_t i = 0; i < n; i++) { h ^= (unsigned char)p[i] + round; h *= 1099511628211ull; }
    return h;
}

__attribute__((noinline)) static void append_entry(const char *rec, size_t n)
{
    memcpy(journal + journal_len, rec, n);
    journal_len += n;
#if SNAPSHOT
    /* new: keep a full shadow copy of the journal after every append */
    memcpy(shadow, journal, journal_len);
    sink += (unsigned char)shadow[journal_len - 1];
#endif
}

__attribute__((noinline)) static void flush_journal(void)
{
    sink += journal_len;
    journal_len = 0;
}

int main(int argc, char **argv)
{
    uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 42;
    char rec[256];
    uint64_t acc = 0;
    for (uint64_t id = 0; id < RECORDS; id++) {
        size_t n = format_record(rec, id, seed);
        acc ^= checksum_record(rec, n);
        append_entry(rec, n);
        if ((id + 1) % FLUSH_EVERY == 0)
            flush_journal();
    }
    flush_journal();
    printf("snapshot=%d records=%d acc=%016llx sink=%llu\n", SNAPSHOT, RECORDS,
           (unsigned long long)acc, (unsigned long long)sink);
    return 0;
}
