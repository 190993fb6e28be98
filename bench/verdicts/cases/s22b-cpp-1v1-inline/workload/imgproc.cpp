// Small image-processing pipeline with templates and inlined helpers:
// synth -> blur (template, kernel functor) -> sobel_magnitude -> threshold/median -> histogram -> RLE.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <unordered_map>
#include <vector>

#ifndef SOBEL_DIAG
#define SOBEL_DIAG 0
#endif

namespace img {

template <typename T>
struct Image {
    int w, h;
    std::vector<T> px;
    Image(int w_, int h_) : w(w_), h(h_), px(static_cast<size_t>(w_) * h_) {}
    inline T &at(int x, int y) { return px[static_cast<size_t>(y) * w + x]; }
    inline const T &at(int x, int y) const { return px[static_cast<size_t>(y) * w + x]; }
    inline T clamped(int x, int y) const {
        x = x < 0 ? 0 : (x >= w ? w - 1 : x);
        y = y < 0 ? 0 : (y >= h ? h - 1 : y);
        return at(x, y);
    }
};

struct Rng {
    uint64_t s;
    inline uint32_t next() { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return static_cast<uint32_t>(s >> 11); }
    inline float unit() { return (next() & 0xffffff) / 16777216.0f; }
};

__attribute__((noinline)) void synth(Image<float> &im, Rng &rng, int frame) {
    for (int y = 0; y < im.h; y++)
        for (int x = 0; x < im.w; x++) {
            float base = std::sin((x + frame) * 0.05f) * std::cos(y * 0.07f);
            im.at(x, y) = 0.5f + 0.4f * base + 0.1f * rng.unit();
        }
}

struct Gauss3 { static constexpr float k[3] = {0.25f, 0.5f, 0.25f}; };
struct Box3 { static constexpr float k[3] = {1.0f / 3, 1.0f / 3, 1.0f / 3}; };

template <typename Kernel, typename T>
__attribute__((noinline)) void blur(const Image<T> &src, Image<T> &tmp, Image<T> &dst) {
    for (int y = 0; y < src.h; y++)
        for (int x = 0; x < src.w; x++)
            tmp.at(x, y) = Kernel::k[0] * src.clamped(x - 1, y) + Kernel::k[1] * src.at(x, y) + Kernel::k[2] * src.clamped(x + 1, y);
    for (int y = 0; y < src.h; y++)
        for (int x = 0; x < src.w; x++)
            dst.at(x, y) = Kernel::k[0] * tmp.clamped(x, y - 1) + Kernel::k[1] * tmp.at(x, y) + Kernel::k[2] * tmp.clamped(x, y + 1);
}

__attribute__((noinline)) void sobel_magnitude(const Image<float> &src, Image<float> &mag) {
    for (int y = 1; y < src.h - 1; y++)
        for (int x = 1; x < src.w - 1; x++) {
            float gx = -src.at(x - 1, y - 1) - 2 * src.at(x - 1, y) - src.at(x - 1, y + 1)
                       + src.at(x + 1, y - 1) + 2 * src.at(x + 1, y) + src.at(x + 1, y + 1);
            float gy = -src.at(x - 1, y - 1) - 2 * src.at(x, y - 1) - src.at(x + 1, y - 1)
                       + src.at(x - 1, y + 1) + 2 * src.at(x, y + 1) + src.at(x + 1, y + 1);
#if SOBEL_DIAG
            // also respond to diagonal edges (45/135 degree kernels)
            float gd1 = -2 * src.at(x - 1, y - 1) - src.at(x, y - 1) - src.at(x - 1, y)
                        + src.at(x + 1, y) + src.at(x, y + 1) + 2 * src.at(x + 1, y + 1);
            float gd2 = -2 * src.at(x + 1, y - 1) - src.at(x, y - 1) - src.at(x + 1, y)
                        + src.at(x - 1, y) + src.at(x, y + 1) + 2 * src.at(x - 1, y + 1);
            float m2 = std::max(gx * gx + gy * gy, gd1 * gd1 + gd2 * gd2);
            mag.at(x, y) = std::sqrt(m2);
#else
            mag.at(x, y) = std::sqrt(gx * gx + gy * gy);
#endif
        }
}

template <typename T>
inline T median_of(std::vector<T> &v) {
    auto mid = v.begin() + v.size() / 2;
    std::nth_element(v.begin(), mid, v.end());
    return *mid;
}

__attribute__((noinline)) float adaptive_threshold(const Image<float> &mag, Image<uint8_t> &out) {
    std::vector<float> tile;
    tile.reserve(32 * 32);
    float last = 0;
    for (int ty = 0; ty < mag.h; ty += 32)
        for (int tx = 0; tx < mag.w; tx += 32) {
            tile.clear();
            for (int y = ty; y < std::min(ty + 32, mag.h); y++)
                for (int x = tx; x < std::min(tx + 32, mag.w); x++) tile.push_back(mag.at(x, y));
            float t = median_of(tile) * 1.5f;
            for (int y = ty; y < std::min(ty + 32, mag.h); y++)
                for (int x = tx; x < std::min(tx + 32, mag.w); x++) out.at(x, y) = mag.at(x, y) > t ? 255 : 0;
            last = t;
        }
    return last;
}

template <typename T, typename KeyFn>
__attribute__((noinline)) std::unordered_map<int, int> histogram(const Image<T> &im, KeyFn key) {
    std::unordered_map<int, int> h;
    for (const T &v : im.px) h[key(v)]++;
    return h;
}

__attribute__((noinline)) size_t rle_encode(const Image<uint8_t> &im, std::vector<uint8_t> &out) {
    out.clear();
    size_t i = 0, n = im.px.size();
    while (i < n) {
        uint8_t v = im.px[i];
        size_t j = i + 1;
        while (j < n && im.px[j] == v && j - i < 255) j++;
        out.push_back(static_cast<uint8_t>(j - i));
        out.push_back(v);
        i = j;
    }
    return out.size();
}

}  // namespace img

int main(int argc, char **argv) {
    using namespace img;
    int frames = argc > 1 ? std::atoi(argv[1]) : 40;
    const int W = 640, H = 480;
    Image<float> a(W, H), tmp(W, H), b(W, H), mag(W, H);
    Image<uint8_t> bin(W, H);
    std::vector<uint8_t> rle;
    Rng rng{0x9E3779B97F4A7C15ull};
    double acc = 0;
    size_t bytes = 0;
    for (int f = 0; f < frames; f++) {
        synth(a, rng, f);
        blur<Gauss3>(a, tmp, b);
        blur<Box3>(b, tmp, a);
        sobel_magnitude(a, mag);
        acc += adaptive_threshold(mag, bin);
        auto h = histogram(a, [](float v) { return static_cast<int>(v * 64); });
        acc += h.size();
        bytes += rle_encode(bin, rle);
    }
    std::printf("frames=%d acc=%.4f rle=%zu\n", frames, acc, bytes);
    return 0;
}
