#include <string.h>
#include "lzc.h"

void matcher_reset(matcher_t *m)
{
    for (int i = 0; i < (1 << HASH_BITS); i++)
        m->head[i] = -1;
}

static inline uint32_t hash3(const uint8_t *p)
{
    uint32_t v = (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2];
    return (v * 2654435761u) >> (32 - HASH_BITS);
}

static int match_length(const uint8_t *a, const uint8_t *b, int max)
{
    int n = 0;
    while (n + 8 <= max) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        if (x != y)
            return n + (__builtin_ctzll(x ^ y) >> 3);
        n += 8;
    }
    while (n < max && a[n] == b[n])
        n++;
    return n;
}

static int find_match(matcher_t *m, const uint8_t *buf, int pos, int end, int *best_dist)
{
    int best = 0;
    int max = end - pos < MAX_MATCH ? end - pos : MAX_MATCH;
    int cand = m->head[hash3(buf + pos)];
    for (int chain = 0; cand >= 0 && chain < MAX_CHAIN; chain++) {
        int dist = pos - cand;
        if (dist > WINDOW_SIZE - 1)
            break;
        if (buf[cand + best] == buf[pos + best]) {
            int l = match_length(buf + cand, buf + pos, max);
            if (l > best) {
                best = l;
                *best_dist = dist;
                if (l >= max)
                    break;
            }
        }
        cand = m->prev[cand & (WINDOW_SIZE - 1)];
    }
    return best;
}

static inline void insert_pos(matcher_t *m, const uint8_t *buf, int pos)
{
    uint32_t h = hash3(buf + pos);
    m->prev[pos & (WINDOW_SIZE - 1)] = m->head[h];
    m->head[h] = pos;
}

/* Greedy parse of buf[start,end) with a one-step lazy check. */
int lz_parse_block(matcher_t *m, const uint8_t *buf, int start, int end, token_t *toks)
{
    int n = 0, pos = start;
    while (pos < end) {
        int dist = 0, len = 0;
        if (pos + MIN_MATCH <= end) {
            len = find_match(m, buf, pos, end, &dist);
            if (len >= MIN_MATCH && len < 32 && pos + 1 + MIN_MATCH <= end) {
                int d2 = 0;
                insert_pos(m, buf, pos);
                int l2 = find_match(m, buf, pos + 1, end, &d2);
                if (l2 > len + 1) {
                    toks[n].litlen = buf[pos];
                    toks[n].dist = 0;
                    toks[n].len = 1;
                    n++;
                    pos++;
                    len = l2;
                    dist = d2;
                } else {
                    /* undo nothing: pos already inserted */
                }
            } else if (pos + MIN_MATCH <= end) {
                insert_pos(m, buf, pos);
            }
        }
        if (len >= MIN_MATCH) {
            toks[n].litlen = 0;
            toks[n].len = (uint16_t)len;
            toks[n].dist = (uint16_t)dist;
            n++;
            for (int k = 1; k < len; k++)
                if (pos + k + MIN_MATCH <= end)
                    insert_pos(m, buf, pos + k);
            pos += len;
        } else {
            toks[n].litlen = buf[pos];
            toks[n].dist = 0;
            toks[n].len = 1;
            n++;
            pos++;
        }
    }
    return n;
}
