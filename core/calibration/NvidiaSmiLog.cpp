#include "calibration/NvidiaSmiLog.h"

#include "util/QuotedInput.h"

#include <algorithm>
#include <charconv>
#include <map>

namespace gputco {
namespace {

std::string_view trimmed(std::string_view s)
{
    const auto first = s.find_first_not_of(" \t\r\"");
    if (first == std::string_view::npos)
        return {};
    const auto last = s.find_last_not_of(" \t\r\"");
    return s.substr(first, last - first + 1);
}

std::vector<std::string_view> cells(std::string_view line)
{
    std::vector<std::string_view> out;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = line.find(',', start);
        out.push_back(
            trimmed(line.substr(start, comma == std::string_view::npos ? line.size() - start : comma - start)));
        if (comma == std::string_view::npos)
            return out;
        start = comma + 1;
    }
}

// "power.draw [W]" -> "power.draw".
std::string_view columnName(std::string_view header)
{
    return trimmed(header.substr(0, std::min(header.find('['), header.size())));
}

bool notAvailable(std::string_view cell) { return !cell.empty() && (cell.front() == '[' || cell == "N/A"); }

// "312.45 W", "87 %", "40000 MiB" or the bare number: the number before the unit.
std::optional<double> number(std::string_view cell)
{
    const std::size_t end = cell.find_first_of(" \t%WMGK");
    const std::string_view digits = cell.substr(0, std::min(end, cell.size()));
    double value = 0.0;
    const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (ec != std::errc() || ptr != digits.data() + digits.size() || digits.empty())
        return std::nullopt;
    return value;
}

// "2024/05/01 12:00:00.123" as 2024-05-01.
std::string isoDate(std::string_view timestamp)
{
    if (timestamp.size() < 10 || timestamp[4] != '/' || timestamp[7] != '/')
        return {};
    return std::string(timestamp.substr(0, 4)) + '-' + std::string(timestamp.substr(5, 2)) + '-'
           + std::string(timestamp.substr(8, 2));
}

} // namespace

Expected<NvidiaSmiLog> parseNvidiaSmiLog(std::string_view text)
{
    std::vector<std::string_view> lines;
    for (std::size_t start = 0; start < text.size();) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        if (!trimmed(text.substr(start, end - start)).empty())
            lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    if (lines.empty())
        return Error{"file", "is empty"};
    const std::vector<std::string_view> header = cells(lines.front());
    std::optional<std::size_t> power, utilisation, memory, timestamp;
    // power.draw is the average over the last second on recent drivers; the instant reading stands in without it.
    std::optional<std::size_t> powerInstant;
    for (std::size_t c = 0; c < header.size(); ++c) {
        const std::string_view name = columnName(header[c]);
        if (name == "power.draw" || name == "power.draw.average")
            power = power.value_or(c);
        else if (name == "power.draw.instant")
            powerInstant = c;
        else if (name == "utilization.gpu")
            utilisation = c;
        else if (name == "memory.used")
            memory = c;
        else if (name == "timestamp")
            timestamp = c;
    }
    if (!power)
        power = powerInstant;
    if (!power || !utilisation) {
        const bool hasNumbers = number(header.front()).has_value() || isoDate(header.front()).size() == 10;
        if (hasNumbers)
            return Error{"header", "is missing: the first line must name the columns; log with --format=csv "
                                   "(not noheader)"};
        return Error{!power ? "power.draw" : "utilization.gpu",
                     "is not a column of the log; log with --query-gpu=timestamp,power.draw,utilization.gpu,"
                     "memory.used --format=csv"};
    }

    NvidiaSmiLog log;
    std::map<std::string, int> rowsAt;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        if (lines[i] == lines.front())
            continue; // the header again: a log appended to the same file
        const std::vector<std::string_view> row = cells(lines[i]);
        const std::string where = " (line " + std::to_string(i + 1) + ")";
        if (row.size() != header.size())
            return Error{"file", "line " + std::to_string(i + 1) + " has " + std::to_string(row.size())
                                     + " columns but the header has " + std::to_string(header.size())};
        if (notAvailable(row[*power]) || notAvailable(row[*utilisation])) {
            ++log.skippedRows;
            continue;
        }
        PowerSample s;
        const auto watts = number(row[*power]);
        if (!watts || *watts < 0.0 || *watts > 100000.0)
            return Error{"power.draw", quotedInput(row[*power]) + " is not a power in W from 0 to 100000" + where};
        const auto percent = number(row[*utilisation]);
        if (!percent || *percent < 0.0 || *percent > 100.0)
            return Error{"utilization.gpu", quotedInput(row[*utilisation]) + " is not a share from 0 to 100 %" + where};
        s.watts = *watts;
        s.utilisationPercent = *percent;
        if (memory && !notAvailable(row[*memory]))
            s.memoryUsedMiB = number(row[*memory]);
        if (timestamp) {
            const std::string stamp(row[*timestamp]);
            log.gpus = std::max(log.gpus, ++rowsAt[stamp]);
            if (log.date.empty())
                log.date = isoDate(stamp);
        }
        log.samples.push_back(s);
    }
    if (log.samples.size() < 3)
        return Error{"power.draw", "has " + std::to_string(log.samples.size())
                                       + " usable rows; the fit needs at least 3 (log with -l 1 for a few minutes)"};
    return log;
}

} // namespace gputco
