/* producer: writes N sensor readings as text lines to stdout:
 *   <seq>,<sensor-id>,<site>,<timestamp>,<temp>,<humidity>,<pressure>,<status>
 * usage: producer N
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint64_t rng = 0x853c49e6748fea9bULL;
static inline uint64_t next(void) {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static const char *SITES[] = {"north-yard", "south-gate", "east-dock", "west-lab", "roof", "cellar"};
static const char *STATUS[] = {"ok", "ok", "ok", "warn", "ok", "fault"};

/* a little sensor model: smoothed random walk per sensor */
__attribute__((noinline)) static void simulate(double *temp, double *hum, double *pres, int sensor) {
    static double t[256], h[256], p[256];
    uint64_t r = next();
    t[sensor] = 0.95 * t[sensor] + 0.05 * (20.0 + (double)(r & 1023) / 64.0);
    h[sensor] = 0.90 * h[sensor] + 0.10 * (40.0 + (double)((r >> 10) & 1023) / 32.0);
    p[sensor] = 0.99 * p[sensor] + 0.01 * (1000.0 + (double)((r >> 20) & 1023) / 16.0);
    *temp = t[sensor];
    *hum = h[sensor];
    *pres = p[sensor];
}

static char *put_uint(char *p, unsigned long v) {
    char tmp[24];
    int n = 0;
    do { tmp[n++] = (char)('0' + v % 10); v /= 10; } while (v);
    while (n) *p++ = tmp[--n];
    return p;
}

/* fixed-point with `dec` decimals (value >= 0) */
static char *put_fixed(char *p, double v, int dec) {
    unsigned long scale = dec == 2 ? 100 : 10;
    unsigned long x = (unsigned long)(v * (double)scale + 0.5);
    p = put_uint(p, x / scale);
    *p++ = '.';
    unsigned long frac = x % scale;
    if (dec == 2 && frac < 10) *p++ = '0';
    return put_uint(p, frac);
}

static char *put_str(char *p, const char *s) {
    while (*s) *p++ = *s++;
    return p;
}

__attribute__((noinline)) static int format_line(char *buf, long seq, int sensor, long ts,
                                                 double temp, double hum, double pres) {
    char *p = buf;
    p = put_uint(p, (unsigned long)seq);
    *p++ = ',';
    *p++ = 'S';
    *p++ = (char)('0' + sensor / 1000);
    *p++ = (char)('0' + sensor / 100 % 10);
    *p++ = (char)('0' + sensor / 10 % 10);
    *p++ = (char)('0' + sensor % 10);
    *p++ = ',';
    p = put_str(p, SITES[sensor % 6]);
    *p++ = ',';
    p = put_uint(p, (unsigned long)ts);
    *p++ = ',';
    p = put_fixed(p, temp, 2);
    *p++ = ',';
    p = put_fixed(p, hum, 1);
    *p++ = ',';
    p = put_fixed(p, pres, 1);
    *p++ = ',';
    p = put_str(p, STATUS[(seq ^ sensor) % 6]);
    *p++ = '\n';
    return (int)(p - buf);
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 1000000;
    static char outbuf[1 << 16];
    setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);
    char line[160];
    long ts = 1700000000;
    for (long i = 0; i < n; i++) {
        int sensor = (int)(next() % 256);
        double temp, hum, pres;
        simulate(&temp, &hum, &pres, sensor);
        ts += (long)(next() % 3);
        int k = format_line(line, i, sensor, ts, temp, hum, pres);
        fwrite(line, 1, (size_t)k, stdout);
    }
    return 0;
}
