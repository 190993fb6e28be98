/* kvdb driver: replays a synthetic client session (text protocol) against
 * the database in batches and checksums every response. */
#include <stdio.h>
#include <stdlib.h>
#include "kvdb.h"

#define NKEYS 8000

static uint64_t rng_state = 88172645463325252ULL;
static uint64_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static const char *tables[] = { "user", "order", "session", "invoice", "cart", "item" };
static const char *fields[] = { "profile", "status", "total", "owner", "updated", "count" };

static int fmt_key(char *out, unsigned t, unsigned id, unsigned f)
{
    int n = 0;
    for (const char *p = "acme-prod/"; *p; p++) out[n++] = *p;
    for (const char *p = tables[t % 6]; *p; p++) out[n++] = *p;
    out[n++] = ':';
    char d[8];
    for (int i = 6; i >= 0; i--) { d[i] = (char)('0' + id % 10); id /= 10; }
    for (int i = 0; i < 7; i++) out[n++] = d[i];
    out[n++] = ':';
    for (const char *p = fields[f % 6]; *p; p++) out[n++] = *p;
    return n;
}

/* Builds one request line into out; returns its length. */
static int generate_request(char *out)
{
    static const char *verbs[] = { "GET", "PUT", "SCAN", "INCR", "GET", "DEL", "GET", "SCAN" };
    uint64_t r = rnd();
    const char *v = verbs[r % 8];
    int n = 0;
    for (const char *p = v; *p; p++) out[n++] = *p;
    out[n++] = ' ';
    n += fmt_key(out + n, (unsigned)(r >> 8) % 6, (unsigned)(r >> 16) % NKEYS, (unsigned)(r >> 40) % 6);
    if (v[0] == 'P') {
        out[n++] = ' ';
        out[n++] = '"';
        int vl = 8 + (int)((r >> 50) % 40);
        for (int i = 0; i < vl; i++) out[n++] = (char)('a' + (rnd() % 26));
        out[n++] = '"';
    } else if (v[0] == 'S') {
        out[n++] = ' ';
        out[n++] = (char)('1' + (r >> 52) % 9);
    } else if (v[0] == 'I') {
        out[n++] = ' ';
        out[n++] = (char)('1' + (r >> 52) % 9);
    }
    out[n] = 0;
    return n;
}

typedef struct { char line[160]; int len; } request_t;

__attribute__((noinline)) static uint32_t process_batch(db_t *db, request_t *reqs, int n, response_t *resp)
{
    uint32_t acc = 0;
    command_t cmd;
    for (int i = 0; i < n; i++) {
        response_reset(resp);
        if (parse_command(reqs[i].line, reqs[i].len, &cmd) != 0) {
            response_append(resp, "PARSEERR\n", 9);
        } else {
            execute_command(db, &cmd, resp);
        }
        acc ^= response_seal(resp);
    }
    return acc;
}

static void load_initial_data(db_t *db)
{
    char k[64], v[64];
    for (unsigned id = 0; id < NKEYS; id += 2) {
        for (unsigned f = 0; f < 6; f += 3) {
            int kl = fmt_key(k, id % 6, id, f);
            int vl = 16;
            for (int i = 0; i < vl; i++) v[i] = (char)('A' + (id + i) % 26);
            slice_t ks = { k, kl }, vs = { v, vl };
            db_put(db, ks, vs);
        }
    }
}

__attribute__((noinline)) static uint32_t run_session(db_t *db, int batches)
{
    enum { BATCH = 512 };
    request_t *reqs = malloc(sizeof(request_t) * BATCH);
    response_t *resp = malloc(sizeof *resp);
    uint32_t acc = 0;
    for (int b = 0; b < batches; b++) {
        for (int i = 0; i < BATCH; i++)
            reqs[i].len = generate_request(reqs[i].line);
        acc ^= process_batch(db, reqs, BATCH, resp);
    }
    free(reqs);
    free(resp);
    return acc;
}

int main(int argc, char **argv)
{
    int batches = argc > 1 ? atoi(argv[1]) : 1200;
    db_t *db = db_open(NKEYS * 6 + 16);
    load_initial_data(db);
    uint32_t acc = run_session(db, batches);
    printf("session checksum %08x\n", acc);
    return 0;
}
