#pragma once
#include <string>
#include <cstdint>
#ifdef BY_VALUE
uint64_t score_token(std::string token, uint64_t salt);        // after: by value
#else
uint64_t score_token(const std::string &token, uint64_t salt); // before: by const ref
#endif
