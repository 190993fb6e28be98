// Token scorer, in its own translation unit (no LTO), so it is a real call.
#include "scorer.h"
#ifdef BY_VALUE
uint64_t score_token(std::string token, uint64_t salt)
#else
uint64_t score_token(const std::string &token, uint64_t salt)
#endif
{
    // FNV-1a over the token, then a few mixing rounds per character class
    uint64_t h = 1469598103934665603ull ^ salt;
    for (unsigned char c : token) {
        h ^= c;
        h *= 1099511628211ull;
    }
    // bigram pass
    uint64_t b = salt * 0x9E3779B97F4A7C15ull;
    for (size_t i = 1; i < token.size(); i++) {
        b += (unsigned char)token[i - 1] * 31u + (unsigned char)token[i];
        b *= 0xff51afd7ed558ccdull;
        b ^= b >> 29;
    }
    h ^= b;
    uint64_t vowels = 0;
    for (unsigned char c : token)
        vowels += (c == 'a') | (c == 'e') | (c == 'i') | (c == 'o') | (c == 'u');
    return h ^ (vowels << 56);
}
