#include "scenariofile/UncertaintyJson.h"

#include <string>

namespace gputco {

namespace {

using namespace Qt::Literals::StringLiterals;

// "electricity-price" -> "electricity_price": the file's keys are snake_case like the rest of it.
std::string keyOf(UncertainInput input)
{
    std::string key(uncertainInputName(input));
    for (char& c : key)
        if (c == '-')
            c = '_';
    return key;
}

void readRange(const QJsonObject& object, const std::string& path, RelativeRange& range, std::optional<Error>& error)
{
    JsonFieldReader f(object, path, error);
    f.rejectUnknown({"low", "high", "certain"});
    if (const auto low = f.number("low", 0.0, 1.0))
        range.low = *low;
    if (const auto high = f.number("high", 1.0, kMaxRangeHigh))
        range.high = *high;
    if (const auto certain = f.flag("certain"))
        range.certain = *certain;
}

} // namespace

QJsonObject uncertaintyJson(const UncertaintyState& s)
{
    QJsonObject inputs;
    for (UncertainInput input : kAllUncertainInputs) {
        const RelativeRange& r = s.range(input);
        QJsonObject o;
        o.insert("low"_L1, r.low);
        o.insert("high"_L1, r.high);
        o.insert("certain"_L1, r.certain);
        inputs.insert(QString::fromStdString(keyOf(input)), o);
    }
    QJsonObject o;
    o.insert("catalogue_ranges"_L1, s.catalogueRanges);
    o.insert("samples"_L1, s.samples);
    o.insert("seed"_L1, static_cast<double>(s.seed));
    o.insert("inputs"_L1, inputs);
    return o;
}

void readUncertainty(const QJsonObject& object, UncertaintyState& s, std::optional<Error>& error)
{
    JsonFieldReader f(object, "uncertainty", error);
    f.rejectUnknown({"catalogue_ranges", "samples", "seed", "inputs"});
    if (const auto catalogue = f.flag("catalogue_ranges"))
        s.catalogueRanges = *catalogue;
    if (const auto samples = f.integer("samples", 1, kMaxUncertaintySamples))
        s.samples = *samples;
    if (const auto seed = f.number("seed", 0.0, static_cast<double>(kMaxUncertaintySeed))) {
        if (*seed == static_cast<double>(static_cast<std::uint64_t>(*seed)))
            s.seed = static_cast<std::uint64_t>(*seed);
        else
            f.fail("seed", "must be a whole number");
    }
    const auto inputs = f.object("inputs");
    if (!inputs)
        return;
    JsonFieldReader in(*inputs, f.pathOf("inputs"), error);
    for (auto it = inputs->begin(); it != inputs->end(); ++it) {
        bool known = false;
        for (UncertainInput input : kAllUncertainInputs) {
            const std::string key = keyOf(input);
            if (it.key().toStdString() != key)
                continue;
            known = true;
            if (const auto range = in.object(key.c_str()))
                readRange(*range, in.pathOf(key.c_str()), s.range(input), error);
        }
        if (!known)
            in.fail(it.key().toStdString().c_str(), "is not an uncertain input; use card_price, cloud_price, "
                                                    "electricity_price, pue, utilisation, compute_efficiency, "
                                                    "memory_efficiency, life, residual or exchange_rate");
    }
}

} // namespace gputco
