#include "recommend/PerformanceCandidate.h"

#include "performance/PrecisionSupport.h"

#include <algorithm>
#include <cstdint>

namespace gputco {

namespace {

// A slot holds a line's position + 1 in its low 32 bits and the top 32 bits of its hash above them.
constexpr std::uint64_t kTagMask = 0xFFFFFFFF00000000ull;
std::uint64_t slotTag(std::size_t hash) { return static_cast<std::uint64_t>(hash) & kTagMask; }

} // namespace

void ExclusionLog::add(std::string line)
{
    if (!keepLines_)
        return;
    const std::size_t hash = std::hash<std::string>{}(line);
    addHashed(line, hash);
}

bool ExclusionLog::addHashed(std::string& line, std::size_t hash)
{
    if (lines_.size() + 1 >= 0xFFFFFFFFull)
        return false; // past 4 billion lines: a log no one reads (and a search of no sensible catalogue)
    if (2 * (lines_.size() + 1) > slots_.size())
        rehash(std::max<std::size_t>(1024, 2 * slots_.size()));
    const std::size_t mask = slots_.size() - 1;
    const std::uint64_t tag = slotTag(hash);
    std::size_t at = hash & mask;
    for (; slots_[at] != 0; at = (at + 1) & mask) {
        // The hash's top half, kept in the slot, rules out almost every other line without reading it.
        if ((slots_[at] & kTagMask) != tag)
            continue;
        const std::size_t held = static_cast<std::size_t>(slots_[at] & ~kTagMask) - 1;
        if (hashes_[held] == hash && lines_[held] == line)
            return false;
    }
    slots_[at] = tag | (lines_.size() + 1);
    lines_.push_back(std::move(line));
    hashes_.push_back(hash);
    return true;
}

void ExclusionLog::rehash(std::size_t slots)
{
    slots_.assign(slots, 0);
    const std::size_t mask = slots - 1;
    for (std::size_t i = 0; i < hashes_.size(); ++i) {
        std::size_t at = hashes_[i] & mask;
        while (slots_[at] != 0)
            at = (at + 1) & mask;
        slots_[at] = slotTag(hashes_[i]) | (i + 1);
    }
}

std::vector<std::string> ExclusionLog::takeLines()
{
    slots_.clear();
    hashes_.clear();
    return std::move(lines_);
}

void ExclusionLog::reached(const std::string& cardId, LeftOutReason reason, std::string detail)
{
    std::size_t index = lastCard_;
    if (index >= cards_.size() || cards_[index].cardId != cardId) {
        const auto [at, added] = cardIndex_.try_emplace(cardId, cards_.size());
        lastCard_ = index = at->second;
        if (added) {
            cards_.push_back(CardLeftOut{cardId, reason, std::move(detail)});
            return;
        }
    }
    CardLeftOut& c = cards_[index];
    if (reason > c.reason) {
        c.reason = reason;
        c.detail = std::move(detail);
    }
}

std::optional<CardLeftOut> ExclusionLog::furthest(const std::string& cardId) const
{
    const auto at = cardIndex_.find(cardId);
    if (at == cardIndex_.end())
        return std::nullopt;
    return cards_[at->second];
}

void ExclusionLog::reserve(std::size_t lines)
{
    lines_.reserve(lines);
    hashes_.reserve(lines);
    std::size_t slots = std::max<std::size_t>(1024, slots_.size());
    while (slots < 2 * lines)
        slots *= 2;
    if (slots > slots_.size())
        rehash(slots);
}

void ExclusionLog::append(ExclusionLog& later)
{
    // A log's reasons per card are already its furthest (the first detail met at that stage): replaying them in its
    // order gives what replaying each of its calls would.
    for (CardLeftOut& c : later.cards_)
        reached(c.cardId, c.reason, std::move(c.detail));
    later.cards_.clear();
    later.cardIndex_.clear();
    later.lastCard_ = 0;
    if (lines_.empty() && slots_.size() <= later.slots_.size()) {
        lines_ = std::move(later.lines_);
        hashes_ = std::move(later.hashes_);
        slots_ = std::move(later.slots_);
    } else {
        lines_.reserve(lines_.size() + later.lines_.size());
        hashes_.reserve(lines_.capacity());
        for (std::size_t i = 0; i < later.lines_.size(); ++i)
            addHashed(later.lines_[i], later.hashes_[i]);
    }
    later.lines_.clear();
    later.hashes_.clear();
    later.slots_.clear();
}

std::vector<Precision> searchedPrecisions(const RecommendInputs& in)
{
    if (!in.search.precisions.empty())
        return in.search.precisions;
    if (in.training)
        return {Precision::BF16, Precision::FP8};
    // MXFP4: the FP4 block format both Blackwell and CDNA 4 run in hardware (prices-2026-12-update.md sec. 4); on a
    // card without FP4 it saves memory and computes at the next precision's peak (ComputePeak.cpp says so).
    return {Precision::BF16, Precision::FP8, Precision::MXFP4, Precision::INT8, Precision::INT4};
}

bool offerablePrecision(const Accelerator& card, Precision precision, ExclusionLog& log, bool& emulated)
{
    const PrecisionSupport support = precisionSupport(card, precision);
    emulated = support.level == PrecisionSupportLevel::Emulated;
    if (support.level != PrecisionSupportLevel::Unsupported)
        return true;
    log.add([&] { return card.id + ": " + support.reason; });
    return false;
}

void noteNoSupportedPrecision(const Accelerator& card, ExclusionLog& log)
{
    log.reached(card.id, LeftOutReason::UnknownFigure,
                "none of the precisions searched is supported: the card has no figure for them");
}

} // namespace gputco
