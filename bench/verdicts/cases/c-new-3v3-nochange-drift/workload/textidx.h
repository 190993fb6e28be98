#ifndef TEXTIDX_H
#define TEXTIDX_H
#include <stddef.h>
#include <stdint.h>

extern int g_slow_hash;

typedef struct { const char *p; int len; } token_t;

/* tokenize.c */
int tokenize(char *line, int len, token_t *out, int max);
/* hash.c */
uint64_t hash_token(const char *p, int len);
/* table.c */
typedef struct { uint64_t h; uint32_t count; uint32_t first_line; char key[24]; } slot_t;
typedef struct { slot_t *slots; size_t cap, used; } table_t;
void table_init(table_t *t, size_t cap);
void table_add(table_t *t, const char *p, int len, uint64_t h, uint32_t line);
/* checksum.c */
uint32_t crc32_update(uint32_t crc, const unsigned char *p, size_t n);
/* report.c */
size_t format_report(const table_t *t, char *buf, size_t cap);
#endif
