#include "calibration/VllmBenchmarkResult.h"

#include "util/QuotedInput.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <string>

namespace gputco {
namespace {

using nlohmann::json;

// Python's json.dump writes NaN and Infinity as bare words (a mean over no requests), which strict JSON refuses:
// outside strings they are read as null, which no field this reader needs may be.
std::string withNonFiniteAsNull(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            out += c;
            if (c == '\\' && i + 1 < text.size())
                out += text[++i];
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
            out += c;
            continue;
        }
        bool replaced = false;
        for (std::string_view word : {"-Infinity", "Infinity", "NaN"}) {
            if (text.substr(i, word.size()) == word) {
                out += "null";
                i += word.size() - 1;
                replaced = true;
                break;
            }
        }
        if (!replaced)
            out += c;
    }
    return out;
}

// One value, or every line of a JSON Lines file (benchmark_serving.py --append-result adds one line per run).
Expected<std::vector<json>> parseDocuments(std::string_view text)
{
    const std::string clean = withNonFiniteAsNull(text);
    json whole = json::parse(clean, nullptr, false);
    if (!whole.is_discarded()) {
        if (whole.is_array())
            return std::vector<json>(whole.begin(), whole.end());
        return std::vector<json>{std::move(whole)};
    }
    std::vector<json> lines;
    std::size_t start = 0;
    int lineNumber = 0;
    while (start <= clean.size()) {
        const std::size_t end = std::min(clean.find('\n', start), clean.size());
        ++lineNumber;
        const std::string_view line = std::string_view(clean).substr(start, end - start);
        if (line.find_first_not_of(" \t\r") != std::string_view::npos) {
            json value = json::parse(line, nullptr, false);
            if (value.is_discarded())
                return Error{"file", "is not a benchmark_serving.py result: line " + std::to_string(lineNumber)
                                         + " is not JSON (save the run with --save-result --save-detailed)"};
            lines.push_back(std::move(value));
        }
        start = end + 1;
    }
    if (lines.empty())
        return Error{"file", "is empty"};
    return lines;
}

std::string runLabel(std::size_t run, std::size_t runs)
{
    return runs > 1 ? " (run " + std::to_string(run + 1) + ")" : std::string();
}

// A whole number held as a number or, from --metadata KEY=VALUE, as text.
std::optional<int> wholeNumber(const json& value)
{
    if (value.is_number_integer())
        return value.get<long long>() >= 1 && value.get<long long>() <= 1'000'000
                   ? std::optional<int>(static_cast<int>(value.get<long long>()))
                   : std::nullopt;
    if (value.is_number_float()) {
        const double v = value.get<double>();
        return v >= 1 && v <= 1e6 && std::floor(v) == v ? std::optional<int>(static_cast<int>(v)) : std::nullopt;
    }
    if (value.is_string()) {
        const std::string& s = value.get_ref<const std::string&>();
        if (s.empty() || s.size() > 7 || s.find_first_not_of("0123456789") != std::string::npos)
            return std::nullopt;
        const int v = std::stoi(s);
        return v >= 1 ? std::optional<int>(v) : std::nullopt;
    }
    return std::nullopt;
}

// "20250101-120000" (the script's datetime.now().strftime("%Y%m%d-%H%M%S")) as 2025-01-01.
std::string isoDate(const json& value)
{
    if (!value.is_string())
        return {};
    const std::string& s = value.get_ref<const std::string&>();
    if (s.size() < 8 || s.substr(0, 8).find_first_not_of("0123456789") != std::string::npos)
        return {};
    return s.substr(0, 4) + '-' + s.substr(4, 2) + '-' + s.substr(6, 2);
}

Expected<const json*> list(const json& run, const char* key, std::size_t size, const std::string& label)
{
    const auto it = run.find(key);
    if (it == run.end())
        return Error{key, std::string("is missing") + label
                              + ": the result has no per-request timings; save the run with --save-result "
                                "--save-detailed"};
    if (!it->is_array())
        return Error{key, "is not a list" + label};
    if (size != static_cast<std::size_t>(-1) && it->size() != size)
        return Error{key, "has " + std::to_string(it->size()) + " entries but input_lens has " + std::to_string(size)
                              + label + ": one entry per request"};
    return &*it;
}

Expected<VllmBenchmarkRun> readRun(const json& run, std::size_t index, std::size_t runs)
{
    const std::string label = runLabel(index, runs);
    if (!run.is_object())
        return Error{"file", "is not a benchmark_serving.py result" + label + ": expected a JSON object"};
    VllmBenchmarkRun out;
    const auto model = run.find("model_id");
    if (model == run.end() || !model->is_string() || model->get_ref<const std::string&>().empty())
        return Error{"model_id", (model == run.end() ? "is missing" : "is not a model name") + label};
    out.modelId = model->get<std::string>();
    if (const auto backend = run.find("backend"); backend != run.end() && backend->is_string())
        out.backend = backend->get<std::string>();
    if (const auto date = run.find("date"); date != run.end())
        out.date = isoDate(*date);

    const auto rate = run.find("request_rate");
    if (rate == run.end())
        return Error{"request_rate", "is missing" + label};
    if (rate->is_string() && (rate->get_ref<const std::string&>() == "inf"))
        out.requestRate = std::nullopt;
    else if (rate->is_number() && rate->get<double>() > 0.0 && std::isfinite(rate->get<double>()))
        out.requestRate = rate->get<double>();
    else
        return Error{"request_rate", "must be a positive number of requests per second or \"inf\"" + label};
    if (const auto limit = run.find("max_concurrency"); limit != run.end() && !limit->is_null()) {
        out.maxConcurrency = wholeNumber(*limit);
        if (!out.maxConcurrency)
            return Error{"max_concurrency", "must be a whole number from 1 or null" + label};
    }
    for (const char* key : {"tensor_parallel_size", "tp", "tp_size"}) {
        const auto tp = run.find(key);
        if (tp == run.end() || tp->is_null())
            continue;
        out.tensorParallel = wholeNumber(*tp);
        if (!out.tensorParallel)
            return Error{key, "must be a whole number from 1" + label};
        break;
    }
    const auto duration = run.find("duration");
    if (duration == run.end())
        return Error{"duration", "is missing" + label};
    if (!duration->is_number() || !(duration->get<double>() > 0.0) || !std::isfinite(duration->get<double>()))
        return Error{"duration", "must be a positive number of seconds" + label};
    out.durationSeconds = duration->get<double>();

    const auto inputs = list(run, "input_lens", static_cast<std::size_t>(-1), label);
    if (!inputs)
        return inputs.error();
    const std::size_t n = (*inputs)->size();
    const auto outputs = list(run, "output_lens", n, label);
    if (!outputs)
        return outputs.error();
    const auto ttfts = list(run, "ttfts", n, label);
    if (!ttfts)
        return ttfts.error();
    const auto itls = list(run, "itls", n, label);
    if (!itls)
        return itls.error();
    const json* errors = nullptr;
    if (const auto e = run.find("errors"); e != run.end() && e->is_array() && e->size() == n)
        errors = &*e;

    for (std::size_t i = 0; i < n; ++i) {
        const std::string at = label.empty()
                                   ? " (request " + std::to_string(i + 1) + ")"
                                   : " (request " + std::to_string(i + 1) + ", run " + std::to_string(index + 1) + ")";
        const json& in = (**inputs)[i];
        const json& outLen = (**outputs)[i];
        const json& ttft = (**ttfts)[i];
        const json& gaps = (**itls)[i];
        if (!in.is_number_integer() || in.get<long long>() < 1 || in.get<long long>() > 16'777'216)
            return Error{"input_lens", "must hold whole numbers of tokens from 1" + at};
        if (!outLen.is_number_integer() || outLen.get<long long>() < 0 || outLen.get<long long>() > 16'777'216)
            return Error{"output_lens", "must hold whole numbers of tokens from 0" + at};
        if (!ttft.is_null() && (!ttft.is_number() || ttft.get<double>() < 0.0 || !std::isfinite(ttft.get<double>())))
            return Error{"ttfts", "must hold times in seconds, 0 or more" + at};
        if (!gaps.is_array())
            return Error{"itls", "must hold one list of gaps per request" + at};
        const bool failed = (errors && (*errors)[i].is_string() && !(*errors)[i].get_ref<const std::string&>().empty())
                            || outLen.get<long long>() == 0 || ttft.is_null() || !(ttft.get<double>() > 0.0);
        if (failed) {
            ++out.failedRequests;
            continue;
        }
        MeasuredRequest r;
        r.inputTokens = static_cast<int>(in.get<long long>());
        r.outputTokens = static_cast<int>(outLen.get<long long>());
        r.ttftSeconds = ttft.get<double>();
        double sum = 0.0;
        for (const json& gap : gaps) {
            if (!gap.is_number() || gap.get<double>() < 0.0 || !std::isfinite(gap.get<double>()))
                return Error{"itls", "must hold gaps in seconds, 0 or more" + at};
            sum += gap.get<double>();
        }
        r.latencySeconds = r.ttftSeconds + sum;
        if (r.outputTokens >= 2 && !gaps.empty())
            r.itlSeconds = sum / (r.outputTokens - 1);
        out.requests.push_back(r);
    }
    return out;
}

} // namespace

double VllmBenchmarkRun::meanInFlight() const
{
    double busy = 0.0;
    for (const MeasuredRequest& r : requests)
        busy += r.latencySeconds;
    return durationSeconds > 0.0 ? busy / durationSeconds : 0.0;
}

int VllmBenchmark::requestCount() const
{
    int n = 0;
    for (const VllmBenchmarkRun& run : runs)
        n += static_cast<int>(run.requests.size());
    return n;
}

int VllmBenchmark::failedCount() const
{
    int n = 0;
    for (const VllmBenchmarkRun& run : runs)
        n += run.failedRequests;
    return n;
}

Expected<VllmBenchmark> parseVllmBenchmark(std::string_view text)
{
    const auto documents = parseDocuments(text);
    if (!documents)
        return documents.error();
    VllmBenchmark out;
    for (std::size_t i = 0; i < documents->size(); ++i) {
        auto run = readRun((*documents)[i], i, documents->size());
        if (!run)
            return run.error();
        if (out.runs.empty()) {
            out.modelId = run->modelId;
        } else if (run->modelId != out.modelId) {
            return Error{"model_id", "differs between the runs: " + quotedInput(out.modelId) + " (run 1) and "
                                         + quotedInput(run->modelId) + " (run " + std::to_string(i + 1)
                                         + "); calibrate one model at a time"};
        }
        if (run->tensorParallel) {
            if (out.tensorParallel && *out.tensorParallel != *run->tensorParallel)
                return Error{"tensor_parallel_size", "differs between the runs: " + std::to_string(*out.tensorParallel)
                                                         + " and " + std::to_string(*run->tensorParallel) + " (run "
                                                         + std::to_string(i + 1) + "); calibrate one layout at a time"};
            out.tensorParallel = run->tensorParallel;
        }
        if (run->date > out.date)
            out.date = run->date;
        out.runs.push_back(std::move(*run));
    }
    if (out.requestCount() == 0)
        return Error{"ttfts",
                     "has no successful request (" + std::to_string(out.failedCount()) + " failed): nothing to fit"};
    return out;
}

} // namespace gputco
