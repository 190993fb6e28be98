/* Field formatting helpers (separate translation unit, as in a small utility library). */
#include "helpers.h"
#include <string.h>

size_t fmt_u64(char *out, uint64_t v) {
    char tmp[24]; size_t n = 0;
    do { tmp[n++] = (char)('0' + v % 10); v /= 10; } while (v);
    for (size_t i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
    out[n] = 0;
    return n;
}

/* 1234567 -> "12,345.67" */
size_t fmt_money(char *out, int64_t cents) {
    char tmp[40]; size_t n = 0; int neg = cents < 0; uint64_t v = neg ? (uint64_t)-cents : (uint64_t)cents;
    tmp[n++] = (char)('0' + v % 10); v /= 10;
    tmp[n++] = (char)('0' + v % 10); v /= 10;
    tmp[n++] = '.';
    int g = 0;
    do { if (g && g % 3 == 0) tmp[n++] = ','; tmp[n++] = (char)('0' + v % 10); v /= 10; g++; } while (v);
    if (neg) tmp[n++] = '-';
    for (size_t i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
    out[n] = 0;
    return n;
}

/* days since 1970-01-01 -> "YYYY-MM-DD" (civil_from_days) */
size_t fmt_date(char *out, int32_t days) {
    int32_t z = days + 719468, era = (z >= 0 ? z : z - 146096) / 146097;
    uint32_t doe = (uint32_t)(z - era * 146097);
    uint32_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int32_t y = (int32_t)yoe + era * 400;
    uint32_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100), mp = (5 * doy + 2) / 153;
    uint32_t d = doy - (153 * mp + 2) / 5 + 1, m = mp < 10 ? mp + 3 : mp - 9;
    y += m <= 2;
    out[0] = (char)('0' + y / 1000 % 10); out[1] = (char)('0' + y / 100 % 10);
    out[2] = (char)('0' + y / 10 % 10); out[3] = (char)('0' + y % 10); out[4] = '-';
    out[5] = (char)('0' + m / 10); out[6] = (char)('0' + m % 10); out[7] = '-';
    out[8] = (char)('0' + d / 10); out[9] = (char)('0' + d % 10); out[10] = 0;
    return 10;
}

/* CSV quoting: wrap in quotes when needed, double embedded quotes */
size_t quote_csv(char *out, const char *s) {
    size_t n = 0;
    int need = strpbrk(s, ",\" \n") != NULL;
    if (need) out[n++] = '"';
    for (const char *p = s; *p; p++) { if (*p == '"') out[n++] = '"'; out[n++] = *p; }
    if (need) out[n++] = '"';
    out[n] = 0;
    return n;
}

/* 0x1f2e -> "00001f2e" (fixed width, lower-case hex) */
size_t fmt_hex(char *out, uint64_t v, int width) {
    static const char digits[] = "0123456789abcdef";
    char tmp[32]; int n = 0;
    do { tmp[n++] = digits[v & 15]; v >>= 4; } while (v && n < 16);
    while (n < width && n < 16) tmp[n++] = '0';
    for (int i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
    out[n] = 0;
    return (size_t)n;
}
