/* render: turns batches of sensor readings into CSV reports held in memory,
 * then checksums each report (stand-in for compress + upload). */
#include "outbuf.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

struct reading {
    uint32_t sensor;
    uint32_t ts;
    double temp;
    double hum;
};

static uint64_t xs = 0x9E3779B97F4A7C15ULL;
static uint64_t next(void) { xs ^= xs << 13; xs ^= xs >> 7; xs ^= xs << 17; return xs; }

static void make_readings(struct reading *r, size_t n) {
    for (size_t i = 0; i < n; i++) {
        r[i].sensor = next() % 5000;
        r[i].ts = 1700000000u + (uint32_t)i;
        r[i].temp = -20.0 + (next() % 60000) / 1000.0;
        r[i].hum = (next() % 100000) / 1000.0;
    }
}

/* Renders the CSV body and, alongside, an index of line start offsets
 * (so the uploader can split the report into chunks at line boundaries). */
static void render_report(struct outbuf *out, struct outbuf *index, const struct reading *r, size_t n) {
    char line[96];
    outbuf_append(out, "sensor,ts,temp,hum\n", 19);
    for (size_t i = 0; i < n; i++) {
        uint32_t off = (uint32_t)out->len;
        int len = snprintf(line, sizeof line, "%u,%u,%.3f,%.3f\n", r[i].sensor, r[i].ts, r[i].temp, r[i].hum);
        outbuf_append(out, line, (size_t)len);
        outbuf_append(index, (const char *)&off, sizeof off);
    }
}

static uint64_t checksum(const char *p, size_t n) {
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)p[i]; h *= 1099511628211ULL; }
    return h;
}

int main(int argc, char **argv) {
    int reports = argc > 1 ? atoi(argv[1]) : 12;
    size_t per = argc > 2 ? strtoul(argv[2], NULL, 10) : 200000;
    struct reading *r = malloc(per * sizeof *r);
    uint64_t acc = 0;
    size_t bytes = 0;
    for (int k = 0; k < reports; k++) {
        make_readings(r, per);
        struct outbuf out, index;
        outbuf_init(&out);
        outbuf_init(&index);
        render_report(&out, &index, r, per);
        acc ^= checksum(out.data, out.len) + checksum(index.data, index.len);
        bytes += out.len;
        outbuf_free(&index);
        outbuf_free(&out);
    }
    printf("reports=%d bytes=%zu acc=%016llx\n", reports, bytes, (unsigned long long)acc);
    free(r);
    return 0;
}
