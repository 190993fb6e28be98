#pragma once
#include <cstdint>
#include <fstream>
#include <string>

struct Record {
    uint64_t id;
    uint32_t shard;
    double value;
    uint64_t digest;
};

class AuditLog {
public:
    explicit AuditLog(const std::string& path);
    ~AuditLog();
    void log_record(const Record& r);
    uint64_t lines() const { return lines_; }
private:
    std::ofstream out_;
    uint64_t lines_ = 0;
};
