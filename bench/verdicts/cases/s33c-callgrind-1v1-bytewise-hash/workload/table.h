#include <stddef.h>
typedef struct table table;
table *table_new(size_t nb);
void table_add(table *t, const char *key, size_t len, long v);
long table_get(table *t, const char *key, size_t len);
size_t table_size(const table *t);
size_t table_counts(const table *t, long *out);
