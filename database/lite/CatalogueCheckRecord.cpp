#include "database/lite/CatalogueCheckRecord.h"

#include "database/lite/UserFolders.h"

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <system_error>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>

namespace gputco {
namespace {

// Bytes 24 to 27 of an SQLite 3 file: the file change counter, big-endian, incremented by every transaction that
// changes the file in rollback-journal mode (sqlite.org/fileformat.html, section 1.3.8).
constexpr long kChangeCounterOffset = 24;

std::string absolutePath(const std::string& path)
{
    std::error_code error;
    const std::filesystem::path absolute = std::filesystem::absolute(path, error);
    return error ? path : absolute.lexically_normal().string();
}

struct Entry {
    std::string stamp;
    std::string path;
};

std::vector<Entry> readEntries(const std::string& file)
{
    std::vector<Entry> entries;
    std::ifstream in(file);
    std::string line;
    while (std::getline(in, line)) {
        const std::size_t tab = line.find('\t');
        if (tab != std::string::npos && tab > 0 && tab + 1 < line.size())
            entries.push_back({line.substr(0, tab), line.substr(tab + 1)});
    }
    return entries;
}

} // namespace

CatalogueCheckRecord::CatalogueCheckRecord()
    : CatalogueCheckRecord([] {
        const auto cache = userCacheFolder();
        return cache ? *cache + "/gpu-tco-explorer/checked-catalogues.txt" : std::string();
    }())
{
}

CatalogueCheckRecord::CatalogueCheckRecord(std::string recordFile)
    : file_(std::move(recordFile))
{
}

std::string CatalogueCheckRecord::stampOf(const std::string& path)
{
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0 || !S_ISREG(info.st_mode))
        return {};
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file)
        return {};
    unsigned char counter[4] = {};
    const bool read = std::fseek(file, kChangeCounterOffset, SEEK_SET) == 0 && std::fread(counter, 1, 4, file) == 4;
    std::fclose(file);
    if (!read)
        return {};
    const long long modifiedMs =
        static_cast<long long>(info.st_mtim.tv_sec) * 1000 + static_cast<long long>(info.st_mtim.tv_nsec / 1'000'000);
    char stamp[96];
    std::snprintf(stamp, sizeof stamp, "%lld;%lld;%02x%02x%02x%02x", static_cast<long long>(info.st_size), modifiedMs,
                  counter[0], counter[1], counter[2], counter[3]);
    return stamp;
}

bool CatalogueCheckRecord::passedBefore(const std::string& path, const std::string& stamp) const
{
    if (stamp.empty() || file_.empty())
        return false;
    const std::string key = absolutePath(path);
    const std::vector<Entry> entries = readEntries(file_);
    for (auto it = entries.rbegin(); it != entries.rend(); ++it)
        if (it->path == key)
            return it->stamp == stamp;
    return false;
}

void CatalogueCheckRecord::recordPassed(const std::string& path, const std::string& stamp) const
{
    if (stamp.empty() || file_.empty())
        return;
    std::error_code error;
    std::filesystem::create_directories(std::filesystem::path(file_).parent_path(), error);
    if (error)
        return;
    const std::string key = absolutePath(path);
    std::vector<Entry> entries = readEntries(file_);
    std::erase_if(entries, [&](const Entry& e) { return e.path == key; });
    entries.push_back({stamp, key});
    const std::size_t keep = static_cast<std::size_t>(kMaxEntries);
    const std::size_t first = entries.size() > keep ? entries.size() - keep : 0;
    // Another process may write the record at the same time: each writes its own file and renames it over the
    // record, so a reader sees one whole record or the other, never a mix (the loser's line is checked again).
    const std::string temporary = file_ + "." + std::to_string(::getpid()) + ".tmp";
    {
        std::ofstream out(temporary, std::ios::trunc);
        for (std::size_t i = first; i < entries.size(); ++i)
            out << entries[i].stamp << '\t' << entries[i].path << '\n';
        if (!out.flush()) {
            out.close();
            std::filesystem::remove(temporary, error);
            return;
        }
    }
    std::filesystem::rename(temporary, file_, error);
    if (error)
        std::filesystem::remove(temporary, error);
}

} // namespace gputco
