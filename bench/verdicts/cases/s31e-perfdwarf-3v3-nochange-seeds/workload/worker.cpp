// Batch aggregator: 4 worker threads, each repeatedly generates a batch of
// random records (generate_batch), sorts it by key (sort_batch), and folds it
// into per-thread histograms (aggregate_batch). The only input is the seed;
// every seed draws from the same distribution. Before and after are the SAME
// binary, run with different seeds.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

struct Record { uint32_t key; uint32_t weight; char tag[8]; };

__attribute__((noinline)) void generate_batch(std::mt19937_64 &rng, std::vector<Record> &out, size_t n)
{
    std::uniform_int_distribution<uint32_t> key(0, 1u << 20), w(1, 1000), c('a', 'z');
    out.resize(n);
    for (auto &r : out) {
        r.key = key(rng); r.weight = w(rng);
        for (int i = 0; i < 7; i++) r.tag[i] = (char)c(rng);
        r.tag[7] = 0;
    }
}

__attribute__((noinline)) void sort_batch(std::vector<Record> &v)
{
    std::sort(v.begin(), v.end(), [](const Record &a, const Record &b) { return a.key < b.key; });
}

__attribute__((noinline)) uint64_t aggregate_batch(const std::vector<Record> &v, std::unordered_map<std::string, uint64_t> &hist)
{
    uint64_t sum = 0;
    for (const auto &r : v) {
        hist[std::string(r.tag, 2)] += r.weight;
        sum += (uint64_t)r.key * r.weight;
    }
    return sum;
}

static void worker(unsigned seed, int batches, uint64_t *result)
{
    std::mt19937_64 rng(seed);
    std::vector<Record> batch;
    std::unordered_map<std::string, uint64_t> hist;
    uint64_t acc = 0;
    for (int b = 0; b < batches; b++) {
        generate_batch(rng, batch, 20000);
        sort_batch(batch);
        acc ^= aggregate_batch(batch, hist);
    }
    *result = acc + hist.size();
}

int main(int argc, char **argv)
{
    unsigned seed = argc > 1 ? (unsigned)atoi(argv[1]) : 1;
    int batches = argc > 2 ? atoi(argv[2]) : 100;
    std::vector<std::thread> ts;
    uint64_t res[4];
    for (int t = 0; t < 4; t++) ts.emplace_back(worker, seed * 1000003u + t, batches, &res[t]);
    for (auto &t : ts) t.join();
    printf("seed=%u r=%llx %llx %llx %llx\n", seed, (unsigned long long)res[0], (unsigned long long)res[1], (unsigned long long)res[2], (unsigned long long)res[3]);
    return 0;
}
