#include <string.h>
#include "lzc.h"

static const uint16_t len_base[29] = { 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                       35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258 };
static const uint8_t len_extra[29] = { 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                       3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0 };
static const uint16_t dist_base[30] = { 1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                        257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                        8193, 12289, 16385, 24577 };
static const uint8_t dist_extra[30] = { 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                        7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13 };

int length_code(int len, int *extra_bits, int *extra_val)
{
    int lo = 0, hi = 28;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (len_base[mid] <= len) lo = mid; else hi = mid - 1;
    }
    *extra_bits = len_extra[lo];
    *extra_val = len - len_base[lo];
    return 257 + lo;
}

int dist_code(int dist, int *extra_bits, int *extra_val)
{
    int lo = 0, hi = 29;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (dist_base[mid] <= dist) lo = mid; else hi = mid - 1;
    }
    *extra_bits = dist_extra[lo];
    *extra_val = dist - dist_base[lo];
    return lo;
}

void count_frequencies(const token_t *t, int n, uint32_t *litfreq, uint32_t *distfreq)
{
    memset(litfreq, 0, sizeof(uint32_t) * NUM_LITLEN);
    memset(distfreq, 0, sizeof(uint32_t) * NUM_DIST);
    for (int i = 0; i < n; i++) {
        if (t[i].dist == 0) {
            litfreq[t[i].litlen]++;
        } else {
            int eb, ev;
            litfreq[length_code(t[i].len, &eb, &ev)]++;
            distfreq[dist_code(t[i].dist, &eb, &ev)]++;
        }
    }
    litfreq[256]++;
}

/* Binary heap of symbols ordered by weight. */
typedef struct { uint32_t w; int node; } hitem_t;

static void heap_push(hitem_t *h, int *n, hitem_t x)
{
    int i = (*n)++;
    while (i > 0 && h[(i - 1) / 2].w > x.w) {
        h[i] = h[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    h[i] = x;
}

static hitem_t heap_pop(hitem_t *h, int *n)
{
    hitem_t top = h[0], last = h[--(*n)];
    int i = 0;
    for (;;) {
        int c = 2 * i + 1;
        if (c >= *n) break;
        if (c + 1 < *n && h[c + 1].w < h[c].w) c++;
        if (h[c].w >= last.w) break;
        h[i] = h[c];
        i = c;
    }
    h[i] = last;
    return top;
}

/* Huffman code lengths (limited to MAX_CODE_LEN by flattening), then
 * canonical codes, bit-reversed for an LSB-first writer. */
void build_code(const uint32_t *freq, int nsym, huffcode_t *hc)
{
    hitem_t heap[2 * NUM_LITLEN];
    int parent[2 * NUM_LITLEN], nh = 0, next = nsym;
    memset(hc->len, 0, sizeof hc->len);
    for (int s = 0; s < nsym; s++)
        if (freq[s]) heap_push(heap, &nh, (hitem_t){ freq[s], s });
    if (nh == 1) { hc->len[heap[0].node] = 1; }
    while (nh > 1) {
        hitem_t a = heap_pop(heap, &nh), b = heap_pop(heap, &nh);
        parent[a.node] = parent[b.node] = next;
        heap_push(heap, &nh, (hitem_t){ a.w + b.w, next });
        next++;
    }
    if (next > nsym) {
        int root = next - 1;
        int depth[2 * NUM_LITLEN];
        depth[root] = 0;
        for (int i = root - 1; i >= nsym; i--) depth[i] = depth[parent[i]] + 1;
        for (int s = 0; s < nsym; s++)
            if (freq[s]) {
                int d = depth[parent[s]] + 1;
                hc->len[s] = (uint8_t)(d > MAX_CODE_LEN ? MAX_CODE_LEN : d);
            }
    }
    int bl_count[MAX_CODE_LEN + 1] = { 0 }, next_code[MAX_CODE_LEN + 2];
    for (int s = 0; s < nsym; s++) bl_count[hc->len[s]]++;
    bl_count[0] = 0;
    int code = 0;
    for (int b = 1; b <= MAX_CODE_LEN; b++) {
        code = (code + bl_count[b - 1]) << 1;
        next_code[b] = code;
    }
    for (int s = 0; s < nsym; s++) {
        int l = hc->len[s];
        if (!l) continue;
        uint32_t c = (uint32_t)next_code[l]++, r = 0;
        for (int k = 0; k < l; k++) { r = (r << 1) | (c & 1); c >>= 1; }
        hc->code[s] = (uint16_t)r;
    }
}
