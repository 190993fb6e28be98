#include <stddef.h>
#include <stdint.h>
uint64_t hash_key(const char *key, size_t len);
