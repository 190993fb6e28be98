#include <stdlib.h>
#include "logsvc.h"

static int parse_uint(const char *s, int len, int *pos, uint32_t *out)
{
    uint32_t v = 0;
    int i = *pos, start = i;
    while (i < len && s[i] >= '0' && s[i] <= '9')
        v = v * 10 + (uint32_t)(s[i++] - '0');
    *pos = i;
    *out = v;
    return i > start;
}

__attribute__((noinline)) static int parse_ip(const char *s, int len, int *pos, uint32_t *ip)
{
    uint32_t v = 0, part;
    for (int k = 0; k < 4; k++) {
        if (!parse_uint(s, len, pos, &part) || part > 255)
            return 0;
        v = v << 8 | part;
        if (k < 3) {
            if (*pos >= len || s[*pos] != '.')
                return 0;
            (*pos)++;
        }
    }
    *ip = v;
    return 1;
}

/* [2024-03-12T10:42:17.123Z] -> milliseconds since midnight of that day. */
__attribute__((noinline)) static int parse_timestamp(const char *s, int len, int *pos, int64_t *ts)
{
    uint32_t y, mo, d, h, mi, sec, ms;
    int i = *pos;
    if (i >= len || s[i] != '[') return 0;
    i++;
    if (!parse_uint(s, len, &i, &y) || s[i++] != '-') return 0;
    if (!parse_uint(s, len, &i, &mo) || s[i++] != '-') return 0;
    if (!parse_uint(s, len, &i, &d) || s[i++] != 'T') return 0;
    if (!parse_uint(s, len, &i, &h) || s[i++] != ':') return 0;
    if (!parse_uint(s, len, &i, &mi) || s[i++] != ':') return 0;
    if (!parse_uint(s, len, &i, &sec) || s[i++] != '.') return 0;
    if (!parse_uint(s, len, &i, &ms) || s[i++] != 'Z' || s[i++] != ']') return 0;
    *ts = (((int64_t)h * 60 + mi) * 60 + sec) * 1000 + ms + (int64_t)(y * 372 + mo * 31 + d) * 86400000LL;
    *pos = i;
    return 1;
}

static void skip_spaces(const char *s, int len, int *pos)
{
    while (*pos < len && (s[*pos] == ' ' || s[*pos] == '-'))
        (*pos)++;
}

__attribute__((noinline)) static int parse_request(const char *s, int len, int *pos, log_record_t *rec)
{
    int i = *pos;
    if (i >= len || s[i] != '"') return 0;
    i++;
    while (i < len && s[i] != ' ') i++;           /* method */
    i++;
    int start = i;
    while (i < len && s[i] != ' ' && s[i] != '?') i++;
    int n = i - start < (int)sizeof rec->path - 1 ? i - start : (int)sizeof rec->path - 1;
    for (int k = 0; k < n; k++) rec->path[k] = s[start + k];
    rec->path[n] = 0;
    rec->path_len = n;
    while (i < len && s[i] != '"') i++;
    *pos = i + 1;
    return 1;
}

int parse_line(const char *s, int len, log_record_t *rec)
{
    int pos = 0;
    uint32_t v;
    if (!parse_ip(s, len, &pos, &rec->ip)) return 0;
    skip_spaces(s, len, &pos);
    if (!parse_timestamp(s, len, &pos, &rec->ts)) return 0;
    skip_spaces(s, len, &pos);
    if (!parse_request(s, len, &pos, rec)) return 0;
    skip_spaces(s, len, &pos);
    if (!parse_uint(s, len, &pos, &v)) return 0;
    rec->status = (int)v;
    skip_spaces(s, len, &pos);
    if (!parse_uint(s, len, &pos, &v)) return 0;
    rec->bytes = (int)v;
    skip_spaces(s, len, &pos);
    if (!parse_uint(s, len, &pos, &v)) return 0;
    rec->latency_us = (int)v;
    return 1;
}

/* Job of worker-1: turn a batch of raw lines into records and keep
 * per-status counters. */
uint64_t job_parse_logs(worker_t *w)
{
    enum { LINES = 256 };
    uint64_t acc = 0;
    for (int i = 0; i < LINES; i++) {
        int len;
        const char *line = corpus_line(&w->rng, &len);
        log_record_t rec;
        if (parse_line(line, len, &rec))
            acc += (uint64_t)rec.status * 7 + (uint64_t)rec.ts + rec.ip + (uint64_t)rec.latency_us;
    }
    return acc;
}
