#include "recommend/PerformanceCandidate.h"

#include "performance/PrecisionSupport.h"

#include <algorithm>

namespace gputco {

void ExclusionLog::add(std::string line)
{
    // Stored first, so the set can compare it with the lines already there; taken back when it is one of them.
    lines_.push_back(std::move(line));
    if (!lineSet_.insert(lines_.size() - 1).second)
        lines_.pop_back();
}

std::vector<std::string> ExclusionLog::takeLines()
{
    lineSet_.clear();
    return std::move(lines_);
}

void ExclusionLog::reached(const std::string& cardId, LeftOutReason reason, std::string detail)
{
    const auto [at, added] = cardIndex_.try_emplace(cardId, cards_.size());
    if (added) {
        cards_.push_back(CardLeftOut{cardId, reason, std::move(detail)});
        return;
    }
    CardLeftOut& c = cards_[at->second];
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

void ExclusionLog::append(ExclusionLog& later)
{
    // A log's reasons per card are already its furthest (the first detail met at that stage): replaying them in its
    // order gives what replaying each of its calls would.
    for (CardLeftOut& c : later.cards_)
        reached(c.cardId, c.reason, std::move(c.detail));
    later.cards_.clear();
    later.cardIndex_.clear();
    later.lineSet_.clear();
    if (lines_.empty()) {
        lines_ = std::move(later.lines_);
        for (std::size_t i = 0; i < lines_.size(); ++i)
            lineSet_.insert(i);
    } else {
        lines_.reserve(lines_.size() + later.lines_.size());
        for (std::string& line : later.lines_)
            add(std::move(line));
    }
    later.lines_.clear();
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
    log.add(card.id + ": " + support.reason);
    return false;
}

void noteNoSupportedPrecision(const Accelerator& card, ExclusionLog& log)
{
    log.reached(card.id, LeftOutReason::UnknownFigure,
                "none of the precisions searched is supported: the card has no figure for them");
}

} // namespace gputco
