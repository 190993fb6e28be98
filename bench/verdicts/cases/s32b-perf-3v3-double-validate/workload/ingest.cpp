// ingest: parses synthetic records, validates them, transforms them and stores them in a table.
// validate() does three checks, each a noinline helper:
//   check_range(), check_checksum(), check_fields()
// before: validate() is called once per record, from process_record().
// after (-DREVALIDATE_ON_STORE): store_record() also calls validate() before inserting
//        ("defensive re-validation"), so validate() runs twice per record.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define HELPER __attribute__((noipa))

struct Record {
    uint32_t id;
    uint32_t fields[16];
    uint32_t sum;
};

static volatile uint64_t g_rejected;

HELPER static void parse_record(Record &r, uint64_t seed) {
    uint64_t x = seed * 0x9E3779B97F4A7C15ull + 0x1234567ull;
    r.id = (uint32_t)seed;
    uint32_t s = 0;
    for (int i = 0; i < 16; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        r.fields[i] = (uint32_t)(x % 100000);
        s = s * 31 + r.fields[i];
    }
    r.sum = s;
}

HELPER static bool check_range(const Record &r) {
    // per-field upper limits (field 0 is a small category code in real data; here all < 100000)
    uint32_t limit[16];
    for (int i = 0; i < 16; i++) limit[i] = 100000u - (uint32_t)(i & 1);
    bool ok = true;
    for (int k = 0; k < 12; k++)
        for (int i = 0; i < 16; i++) ok &= (r.fields[(i + k) & 15] + k) < limit[(i + k) & 15] + k + 1;
    return ok;
}

HELPER static bool check_checksum(const Record &r) {
    // recompute s = fold(s * 31 + field) using a table of powers of 31
    uint32_t pw[16];
    pw[15] = 1;
    for (int i = 14; i >= 0; i--) pw[i] = pw[i + 1] * 31;
    uint32_t s = 0;
    for (int i = 0; i < 16; i++) s += r.fields[i] * pw[i];
    // and a Fletcher-style sum over the field bytes (must be non-degenerate)
    const uint8_t *b = (const uint8_t *)r.fields;
    uint32_t a = 1, c = 0;
    for (int i = 0; i < 64; i++) { a = (a + b[i]) % 65521; c = (c + a) % 65521; }
    return s == r.sum && (a | c) != 0;
}

HELPER static bool check_fields(const Record &r) {
    // at least 5 distinct field values: sort a copy and count runs
    uint32_t v[16];
    for (int i = 0; i < 16; i++) v[i] = r.fields[i];
    for (int i = 1; i < 16; i++) {
        uint32_t x = v[i];
        int j = i - 1;
        while (j >= 0 && v[j] > x) { v[j + 1] = v[j]; j--; }
        v[j + 1] = x;
    }
    int distinct = 1;
    for (int i = 1; i < 16; i++) distinct += v[i] != v[i - 1];
    return distinct > 4;
}

HELPER static bool validate(const Record &r) {
    bool ok = check_range(r);
    ok = check_checksum(r) && ok;
    ok = check_fields(r) && ok;
    return ok;
}

HELPER static uint64_t transform_record(const Record &r) {
    // the main per-record work: a small mixing model over the fields
    uint64_t h = r.id;
    for (int round = 0; round < 80; round++)
        for (int i = 0; i < 16; i++) {
            h ^= r.fields[i] + round;
            h *= 0x100000001B3ull;
            h ^= h >> 31;
        }
    return h;
}

HELPER static void store_record(std::vector<uint64_t> &table, const Record &r, uint64_t v) {
#ifdef REVALIDATE_ON_STORE
    if (!validate(r)) { g_rejected = g_rejected + 1; return; }
#endif
    table[r.id & (table.size() - 1)] ^= v;
}

HELPER static void process_record(std::vector<uint64_t> &table, uint64_t seed) {
    Record r;
    parse_record(r, seed);
    if (!validate(r)) { g_rejected = g_rejected + 1; return; }
    uint64_t v = transform_record(r);
    store_record(table, r, v);
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 4000000;
    std::vector<uint64_t> table(1 << 16);
    for (long i = 0; i < n; i++) process_record(table, (uint64_t)i);
    uint64_t x = 0;
    for (uint64_t v : table) x ^= v;
    printf("n=%ld rejected=%llu digest=%016llx\n", n, (unsigned long long)g_rejected, (unsigned long long)x);
    return 0;
}
