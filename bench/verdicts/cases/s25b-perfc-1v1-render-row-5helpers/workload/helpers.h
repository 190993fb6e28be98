#include <stdint.h>
#include <stddef.h>
size_t fmt_u64(char *out, uint64_t v);
size_t fmt_money(char *out, int64_t cents);
size_t fmt_date(char *out, int32_t days);
size_t quote_csv(char *out, const char *s);
size_t fmt_hex(char *out, uint64_t v, int width);
