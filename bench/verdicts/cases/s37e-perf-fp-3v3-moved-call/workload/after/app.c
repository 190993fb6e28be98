/* Toy record pipeline: decode a block of records, transform them, emit a
 * summary. Every 64-record chunk gets a checksum (block_checksum).
 * AFTER: decode_records() no longer checksums; emit_records() computes the
 * same per-chunk checksums of the decoded (untransformed) records for it.
 * Fixed amount of work: ROUNDS blocks of NREC records. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define NREC 8192
#define CHUNK 64
#define NCHUNK (NREC / CHUNK)
#define NOI __attribute__((noinline))

static uint32_t recs[NREC];
static uint32_t tx[NREC];
static uint64_t sums[NCHUNK];
static uint32_t hist[256];

NOI uint64_t block_checksum(const uint32_t *v, int n)
{
	uint64_t h = 1469598103934665603ULL;
	for (int i = 0; i < n; i++) {
		h ^= v[i];
		h *= 1099511628211ULL;
		h ^= h >> 29;
		h *= 0xbf58476d1ce4e5b9ULL;
		h ^= h >> 32;
	}
	return h;
}

NOI void decode_records(uint32_t *v, int n, uint64_t seed)
{
	uint64_t x = seed;
	for (int c = 0; c < n / CHUNK; c++) {
		for (int i = c * CHUNK; i < (c + 1) * CHUNK; i++) {
			x = x * 6364136223846793005ULL + 1442695040888963407ULL;
			uint32_t a = (uint32_t)(x >> 33);
			uint32_t b = (uint32_t)(x >> 11) | 1u;
			v[i] = (a / (b % 977u + 1u)) ^ (a % 10007u) ^ (b / 3u);
		}
	}
}

NOI void transform_records(const uint32_t *in, uint32_t *out, int n)
{
	out[0] = in[0];
	for (int i = 1; i < n; i++)
		out[i] = (in[i] ^ (out[i - 1] >> 3)) * 2654435761u;
	for (int pass = 1; pass < 4; pass++)
		for (int i = 1; i < n; i++)
			out[i] = (out[i] ^ (out[i - 1] >> 3)) * 2654435761u + (uint32_t)pass;
}

NOI uint64_t emit_records(const uint32_t *v, const uint32_t *raw, int n)
{
	uint64_t acc = 0;
	for (int c = 0; c < n / CHUNK; c++)
		sums[c] = block_checksum(raw + c * CHUNK, CHUNK);
	for (int i = 0; i < n; i++) {
		uint32_t k = v[i] % 251u;
		hist[k] += 1 + (v[i] / 7919u) % 5u;
		acc += hist[k] * (uint64_t)(v[i] % 97u);
	}
	for (int c = 0; c < n / CHUNK; c++)
		acc ^= sums[c] + (uint64_t)c;
	return acc;
}

int main(int argc, char **argv)
{
	long rounds = argc > 1 ? atol(argv[1]) : 2000;
	uint64_t out = 0;
	for (long r = 0; r < rounds; r++) {
		decode_records(recs, NREC, 0x9e3779b97f4a7c15ULL + (uint64_t)r);
		transform_records(recs, tx, NREC);
		out += emit_records(tx, recs, NREC);
	}
	printf("out %llu\n", (unsigned long long)out);
	return 0;
}
