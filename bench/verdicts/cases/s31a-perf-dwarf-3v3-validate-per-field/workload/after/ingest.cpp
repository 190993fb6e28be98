// ingest: parse CSV-ish order records, validate them, aggregate per customer.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#define NOINLINE __attribute__((noinline))

static const int kFields = 8;   // id,customer,sku,qty,price,currency,region,note

struct Record {
    std::string_view f[kFields];
    long qty = 0;
    double price = 0;
};

struct Agg { long orders = 0, qty = 0; double revenue = 0; };

// ---- validation -----------------------------------------------------------
NOINLINE bool check_length(std::string_view v) { return v.size() < 64; }

NOINLINE bool check_charset(std::string_view v)
{
    for (char c : v)
        if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
              c == '-' || c == '_' || c == '.' || c == ' '))
            return false;
    return true;
}

NOINLINE bool check_checksum(std::string_view v)
{
    uint32_t s = 0;
    for (char c : v) s = (s * 31u) ^ (uint8_t)c;
    return s != 0xdeadbeefu;
}

static long g_invalid_fields;

NOINLINE bool validate_field(std::string_view v)
{
    bool ok = check_length(v) && check_charset(v) && check_checksum(v);
    if (!ok) g_invalid_fields++;
    return ok;
}

// ---- parsing ----------------------------------------------------------------
NOINLINE int split_fields(std::string_view line, Record &r)
{
    int n = 0;
    size_t start = 0;
    for (size_t i = 0; i <= line.size() && n < kFields; i++)
        if (i == line.size() || line[i] == ',') {
            r.f[n++] = line.substr(start, i - start);
            start = i + 1;
        }
    return n;
}

NOINLINE long parse_long(std::string_view v)
{
    long x = 0;
    for (char c : v) x = x * 10 + (c - '0');
    return x;
}

NOINLINE double parse_price(std::string_view v)
{
    std::string tmp(v);               // strtod needs a terminated string
    return strtod(tmp.c_str(), nullptr);
}

NOINLINE bool parse_record(std::string_view line, Record &r)
{
    if (split_fields(line, r) != kFields) return false;
    for (int i = 0; i < kFields; i++)                   // validate every field
        if (!validate_field(r.f[i])) return false;
    r.qty = parse_long(r.f[3]);
    r.price = parse_price(r.f[4]);
    return true;
}

NOINLINE void aggregate(const Record &r, std::unordered_map<std::string, Agg> &by_customer,
                        std::unordered_map<std::string, Agg> &by_sku)
{
    Agg &a = by_customer[std::string(r.f[1])];
    a.orders++;
    a.qty += r.qty;
    a.revenue += r.qty * r.price;
    Agg &s = by_sku[std::string(r.f[2]) + "/" + std::string(r.f[6])];   // per SKU and region
    s.orders++;
    s.qty += r.qty;
    s.revenue += r.qty * r.price;
}

// ---- input ------------------------------------------------------------------
static uint64_t rng = 0x5eed31a;
static uint32_t next_rand() { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return (uint32_t)rng; }

NOINLINE std::vector<std::string> make_batch(int n)
{
    static const char *regions[] = {"eu-west", "eu-central", "us-east", "us-west", "ap-south"};
    static const char *notes[] = {"gift wrap", "express", "", "leave at door", "fragile"};
    std::vector<std::string> out;
    out.reserve(n);
    char buf[256];
    for (int i = 0; i < n; i++) {
        uint32_t a = next_rand(), b = next_rand();
        snprintf(buf, sizeof buf, "ORD-%08u,cust_%05u,SKU-%04u,%u,%u.%02u,EUR,%s,%s", a, b % 20000, a % 9000,
                 1 + b % 9, 1 + a % 500, b % 100, regions[a % 5], notes[b % 5]);
        out.emplace_back(buf);
    }
    return out;
}

int main(int argc, char **argv)
{
    int batches = argc > 1 ? atoi(argv[1]) : 40;
    std::unordered_map<std::string, Agg> by_customer, by_sku;
    long bad = 0;
    for (int b = 0; b < batches; b++) {
        std::vector<std::string> lines = make_batch(50000);
        for (const std::string &l : lines) {
            Record r;
            if (parse_record(l, r)) aggregate(r, by_customer, by_sku);
            else bad++;
        }
    }
    double rev = 0;
    for (auto &kv : by_customer) rev += kv.second.revenue;
    printf("customers=%zu skus=%zu bad=%ld revenue=%.2f\n", by_customer.size(), by_sku.size(), bad, rev);
}
