/* logsvc: a log-ingestion service in miniature. Four dedicated workers:
 * worker-1 parses raw access-log lines, worker-2 maintains an inverted term
 * index, worker-3 compacts sorted segments, worker-4 computes latency
 * roll-ups. Each worker runs its job over a fixed number of batches. */
#ifndef LOGSVC_H
#define LOGSVC_H
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint64_t state;
} rng_t;

static inline uint64_t rng_next(rng_t *r)
{
    r->state ^= r->state << 13;
    r->state ^= r->state >> 7;
    r->state ^= r->state << 17;
    return r->state;
}

typedef struct {
    int id;                 /* 1..4 */
    int batches;
    uint64_t result;
    rng_t rng;
    void *state;            /* job-private state */
} worker_t;

/* corpus.c: a pool of raw lines, built once before the workers start */
#define POOL_LINES 8192
int make_log_line(rng_t *r, char *out, int cap);
void corpus_build(uint64_t seed);
const char *corpus_line(rng_t *r, int *len);

/* parse.c */
typedef struct {
    uint32_t ip;
    int64_t ts;
    int status;
    int bytes;
    int latency_us;
    char path[96];
    int path_len;
} log_record_t;
int parse_line(const char *line, int len, log_record_t *rec);
uint64_t job_parse_logs(worker_t *w);

/* index.c */
uint64_t job_index_terms(worker_t *w);

/* compact.c */
uint64_t job_compact_segments(worker_t *w);

/* rollup.c */
uint64_t job_rollup_metrics(worker_t *w);

#endif
