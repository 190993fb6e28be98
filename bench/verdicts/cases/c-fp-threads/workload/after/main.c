#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include "logsvc.h"

typedef uint64_t (*job_fn)(worker_t *);

static const job_fn jobs[4] = { job_parse_logs, job_index_terms, job_compact_segments, job_rollup_metrics };

__attribute__((noinline)) static uint64_t run_batches(worker_t *w, job_fn job)
{
    uint64_t acc = 0;
    for (int b = 0; b < w->batches; b++)
        acc = acc * 1000003 + job(w);
    return acc;
}

static void *worker_main(void *arg)
{
    worker_t *w = arg;
    char name[16];
    snprintf(name, sizeof name, "worker-%d", w->id);
    pthread_setname_np(pthread_self(), name);
    w->result = run_batches(w, jobs[w->id - 1]);
    return NULL;
}

int main(int argc, char **argv)
{
    double scale = argc > 1 ? atof(argv[1]) : 1.0;
    /* batch counts chosen so that the four jobs cost about the same */
    static const int base_batches[4] = { 36000, 11500, 26000, 6200 };
    pthread_t th[4];
    corpus_build(0x5DEECE66DULL);
    worker_t w[4];
    for (int i = 0; i < 4; i++) {
        w[i].id = i + 1;
        w[i].batches = (int)(base_batches[i] * scale);
        w[i].rng.state = 0x9E3779B97F4A7C15ULL * (uint64_t)(i + 1);
        w[i].state = NULL;
        pthread_create(&th[i], NULL, worker_main, &w[i]);
    }
    uint64_t total = 0;
    for (int i = 0; i < 4; i++) {
        pthread_join(th[i], NULL);
        total ^= w[i].result;
    }
    printf("logsvc done: %016llx\n", (unsigned long long)total);
    return 0;
}
