/* Toy signal pipeline: per round, synthesise a signal, smooth it with a FIR
 * window, quantize it into a histogram, run-length encode the quantized
 * values and CRC the encoded bytes. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>

#define NOINLINE __attribute__((noinline, noclone))
#define N 200000 /* samples per round */
#define TAPS 16

static float sig[N], smoothed[N];
static uint8_t q[N], enc[2 * N];
static uint32_t hist[256];
static float smooth_energy, smooth_roughness;

static NOINLINE void synth_signal(unsigned round) {
    uint32_t s = 2463534242u ^ round;
    /* sine by rotating a phasor (cos/sin of the step computed once) */
    const float cs = cosf(0.001f), sn = sinf(0.001f);
    float re = cosf((float)round), im = sinf((float)round);
    for (int i = 0; i < N; i++) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        float noise = (float)(s & 0xffff) / 65536.0f - 0.5f;
        sig[i] = im * 100.0f + noise * 20.0f;
        float nre = re * cs - im * sn;
        im = re * sn + im * cs;
        re = nre;
    }
}

static NOINLINE void smooth(void) {
    static const float w[TAPS] = {0.01f, 0.02f, 0.04f, 0.06f, 0.08f, 0.09f, 0.1f, 0.1f,
                                  0.1f, 0.1f, 0.09f, 0.08f, 0.06f, 0.04f, 0.02f, 0.01f};
    for (int i = 0; i < N - TAPS; i++) {
        float acc = 0.0f;
        for (int k = 0; k < TAPS; k++) acc += sig[i + k] * w[k];
        smoothed[i] = acc;
    }
    /* signal statistics of the smoothed output: energy and roughness */
    float e = 0.0f, r = 0.0f;
    for (int i = 1; i < N - TAPS; i++) {
        float x = smoothed[i];
        e += x * x;
        r += fabsf(x - smoothed[i - 1]);
    }
    smooth_energy = e;
    smooth_roughness = r;
}

static NOINLINE void quantize(void) {
    for (int i = 0; i < N; i++) {
        float x = smoothed[i] + 128.0f;
        x = x < 0.0f ? 0.0f : x;
        x = x > 255.0f ? 255.0f : x;
        q[i] = (uint8_t)(int)x;
    }
    static uint32_t part[4][256];    /* 4 partial histograms: fewer store->load stalls */
    memset(part, 0, sizeof part);
    for (int i = 0; i < N; i += 4) {
        part[0][q[i]]++; part[1][q[i + 1]]++; part[2][q[i + 2]]++; part[3][q[i + 3]]++;
    }
    for (int i = 0; i < 256; i++) hist[i] = part[0][i] + part[1][i] + part[2][i] + part[3][i];
}

static NOINLINE size_t rle_encode(void) {
    size_t o = 0;
    for (int i = 0; i < N;) {
        int j = i + 1;
        while (j < N && q[j] == q[i] && j - i < 255) j++;
        enc[o++] = (uint8_t)(j - i);
        enc[o++] = q[i];
        i = j;
    }
    return o;
}

static uint32_t crc_table[256];

static void crc_init(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int b = 0; b < 8; b++) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1u)));
        crc_table[i] = c;
    }
}

static NOINLINE uint32_t crc32_bytes(const uint8_t *p, size_t n) {
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) c = (c >> 8) ^ crc_table[(c ^ p[i]) & 0xff];
    return ~c;
}

int main(int argc, char **argv) {
    unsigned rounds = argc > 1 ? (unsigned)atoi(argv[1]) : 400;
    uint32_t acc = 0; size_t total = 0;
    crc_init();
    for (unsigned r = 0; r < rounds; r++) {
        synth_signal(r);
        smooth();
        quantize();
        size_t n = rle_encode();
        acc ^= crc32_bytes(enc, n) + hist[r & 255];
        total += n;
    }
    printf("rounds=%u encoded=%zu crc=%08x energy=%.3g roughness=%.3g\n", rounds, total, acc,
           smooth_energy, smooth_roughness);
    return 0;
}
