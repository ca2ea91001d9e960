#include "BenchCatalogue.h"

#include "database/CatalogueDatabase.h"

#include <cstdint>
#include <optional>
#include <stdexcept>

namespace gputco::bench {

const Server* BenchCatalogue::serverFor(const std::string& cardId) const
{
    for (const Server& server : servers)
        if (server.cardId == cardId)
            return &server;
    return nullptr;
}

BenchCatalogue loadDefaultCatalogue()
{
    auto database = CatalogueDatabase::openInMemory();
    if (!database)
        throw std::runtime_error("cannot build the built-in catalogue: " + database.error().describe());
    BenchCatalogue out;
    out.cards = database->cards().all();
    out.servers = database->servers().all();
    out.facilities = database->facilities().all();
    out.cloudOffers = database->cloudOffers().all();
    if (out.cards.empty())
        throw std::runtime_error("the built-in catalogue has no cards");
    return out;
}

namespace {

// SplitMix64 (Steele, Lea and Flood 2014): a fixed seed gives the same catalogue on every machine and run,
// unlike std::uniform_real_distribution, whose output the standard leaves to the library.
class Variation {
public:
    explicit Variation(std::uint64_t seed)
        : state_(seed)
    {
    }

    /// A factor in [low, high].
    double factor(double low, double high)
    {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30U)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27U)) * 0x94D049BB133111EBULL;
        z ^= z >> 31U;
        const double unit = static_cast<double>(z >> 11U) / static_cast<double>(1ULL << 53U);
        return low + (high - low) * unit;
    }

private:
    std::uint64_t state_;
};

std::optional<double> scaled(const std::optional<double>& value, double by)
{
    return value ? std::optional<double>(*value * by) : std::nullopt;
}

Accelerator varied(const Accelerator& card, std::size_t copy, Variation& v)
{
    Accelerator c = card;
    c.id = card.id + "-v" + std::to_string(copy);
    c.model = card.model + " v" + std::to_string(copy);
    c.builtIn = false;
    // Memory and bandwidth move together (a memory configuration), compute and power together (a clock bin).
    const double memory = v.factor(0.5, 2.0);
    const double clock = v.factor(0.7, 1.3);
    if (c.memory)
        c.memory = *c.memory * memory;
    if (c.memoryBandwidth)
        c.memoryBandwidth = *c.memoryBandwidth * v.factor(0.7, 1.5);
    if (c.tdp)
        c.tdp = *c.tdp * clock;
    if (c.idlePower)
        c.idlePower = *c.idlePower * clock;
    c.peak.fp32Tflops = scaled(c.peak.fp32Tflops, clock);
    c.peak.tf32Tflops = scaled(c.peak.tf32Tflops, clock);
    c.peak.bf16Tflops = scaled(c.peak.bf16Tflops, clock);
    c.peak.fp16Tflops = scaled(c.peak.fp16Tflops, clock);
    c.peak.fp8Tflops = scaled(c.peak.fp8Tflops, clock);
    c.peak.int8Tops = scaled(c.peak.int8Tops, clock);
    c.peak.int4Tops = scaled(c.peak.int4Tops, clock);
    if (c.price)
        c.price->amount = c.price->amount * (memory * clock);
    return c;
}

} // namespace

BenchCatalogue generateCatalogue(const BenchCatalogue& base, std::size_t count)
{
    BenchCatalogue out;
    out.facilities = base.facilities;
    out.cloudOffers = base.cloudOffers;
    out.cards.reserve(count);
    Variation variation(20261129);
    for (std::size_t copy = 1; out.cards.size() < count; ++copy)
        for (const Accelerator& card : base.cards) {
            if (out.cards.size() >= count)
                break;
            Accelerator c = varied(card, copy, variation);
            if (const Server* server = base.serverFor(card.id)) {
                Server s = *server;
                s.id = server->id + "-v" + std::to_string(copy);
                s.cardId = c.id;
                out.servers.push_back(std::move(s));
            }
            out.cards.push_back(std::move(c));
        }
    return out;
}

} // namespace gputco::bench
