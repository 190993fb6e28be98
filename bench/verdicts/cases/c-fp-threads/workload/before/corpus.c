#include <stdio.h>
#include "logsvc.h"

static const char *paths[] = { "/api/v1/users/%u", "/api/v1/orders/%u/items", "/static/js/app.%u.js",
                               "/search?q=term%u&page=2", "/api/v2/carts/%u", "/img/products/%u.jpg",
                               "/healthz", "/api/v1/sessions/%u/refresh" };
static const char *methods[] = { "GET", "GET", "GET", "POST", "PUT", "DELETE" };

int make_log_line(rng_t *r, char *out, int cap)
{
    uint64_t x = rng_next(r);
    char path[80];
    snprintf(path, sizeof path, paths[x % 8], (unsigned)(x >> 20) % 50000);
    return snprintf(out, (size_t)cap,
                    "%u.%u.%u.%u - - [2024-03-12T10:%02u:%02u.%03uZ] \"%s %s HTTP/1.1\" %u %u %uus\n",
                    (unsigned)(x >> 8) & 255, (unsigned)(x >> 16) & 255, (unsigned)(x >> 24) & 255,
                    (unsigned)(x >> 32) & 255, (unsigned)(x >> 40) % 60, (unsigned)(x >> 46) % 60,
                    (unsigned)(x >> 52) % 1000, methods[(x >> 3) % 6], path,
                    (x & 31) ? 200 : ((x & 32) ? 404 : 500), (unsigned)(x >> 36) % 80000,
                    (unsigned)(rng_next(r) % 250000));
}

static char pool[POOL_LINES][256];
static int pool_len[POOL_LINES];

void corpus_build(uint64_t seed)
{
    rng_t r = { seed };
    for (int i = 0; i < POOL_LINES; i++)
        pool_len[i] = make_log_line(&r, pool[i], 256);
}

const char *corpus_line(rng_t *r, int *len)
{
    int i = (int)(rng_next(r) % POOL_LINES);
    *len = pool_len[i];
    return pool[i];
}
