#include "logger.h"
#include <cstdio>

AuditLog::AuditLog(const std::string& path) : out_(path, std::ios::out | std::ios::trunc) {}

AuditLog::~AuditLog() { out_.flush(); }

void AuditLog::log_record(const Record& r) {
    char buf[160];
    int n = std::snprintf(buf, sizeof buf, "rec id=%llu shard=%u value=%.4f digest=%016llx\n",
                          (unsigned long long)r.id, r.shard, r.value, (unsigned long long)r.digest);
    out_.write(buf, n);
    ++lines_;
}
