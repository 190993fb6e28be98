// Control workload: three worker functions with a fixed amount of work per run.
// Only the seed (argv[1]) differs between before and after; sizes and loop counts are constants.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

namespace sim {

struct Particle { float x, y, vx, vy; };

__attribute__((noinline)) void advect(std::vector<Particle>& ps, float dt) {
    for (auto& p : ps) {
        p.x += p.vx * dt; p.y += p.vy * dt;
        if (p.x < 0.f || p.x > 1.f) p.vx = -p.vx;
        if (p.y < 0.f || p.y > 1.f) p.vy = -p.vy;
    }
}

__attribute__((noinline)) double pair_energy(const std::vector<Particle>& ps) {
    double e = 0;
    const size_t n = ps.size();
    for (size_t i = 0; i < n; i += 8)
        for (size_t j = 0; j < 64; j++) {
            const Particle& a = ps[i];
            const Particle& b = ps[(i + j * 37) % n];
            float dx = a.x - b.x, dy = a.y - b.y;
            e += 1.0 / (1e-3 + dx * dx + dy * dy);
        }
    return e;
}

__attribute__((noinline)) uint64_t bucket_hash(const std::vector<Particle>& ps) {
    uint64_t h = 0xcbf29ce484222325ULL;
    for (const auto& p : ps) {
        uint32_t cx = (uint32_t)(p.x * 1024.f) & 1023u, cy = (uint32_t)(p.y * 1024.f) & 1023u;
        for (int k = 0; k < 6; k++) { h ^= (cx << 10 | cy) + k; h *= 0x100000001b3ULL; }
    }
    return h;
}

}  // namespace sim

int main(int argc, char** argv) {
    unsigned seed = argc > 1 ? (unsigned)std::strtoul(argv[1], nullptr, 10) : 1;
    int steps = argc > 2 ? std::atoi(argv[2]) : 5000;
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> u(0.f, 1.f), v(-0.01f, 0.01f);
    std::vector<sim::Particle> ps(16384);
    for (auto& p : ps) p = {u(rng), u(rng), v(rng), v(rng)};
    double e = 0; uint64_t h = 0;
    for (int s = 0; s < steps; s++) {
        sim::advect(ps, 0.5f);
        e += sim::pair_energy(ps);
        h ^= sim::bucket_hash(ps);
    }
    std::printf("seed=%u steps=%d e=%.6g h=%llu\n", seed, steps, e, (unsigned long long)h);
    return 0;
}
