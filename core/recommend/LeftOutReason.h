#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gputco {

/// Why a card has no ranked option, in the order the search meets them: a card that gets further is told the
/// later reason ("holds the model but is too slow" says more than "does not fit at FP32").
enum class LeftOutReason {
    Memory,        ///< no precision and split holds the model (and at least one sequence) in memory
    UnknownFigure, ///< a datasheet figure the model needs is missing (bandwidth, compute peak, TDP)
    Latency,       ///< holds the model but no split meets the latency target (inference)
    Deadline,      ///< holds the training state but no GPU count finishes by the deadline (training)
    Throughput,    ///< meets the latency but the throughput target needs more GPUs than allowed
    Licence,       ///< owning only: a consumer card whose licence does not permit datacentre deployment
    Export,        ///< export-controlled where every facility searched (or the cloud offer) is located
    Facility,      ///< no facility of the search can host it (power, cooling, requirements, currency)
    Footprint,     ///< hosted, but needs more racks or IT power than the limits allow
    NoOffer,       ///< renting only: feasible, but no cloud offer rents the card at the scenario's term
    NoPrice,       ///< feasible, but the card has no price in a currency the scenario converts
    Budget,        ///< every option costs more than the budget
};

/// Stable spellings for JSON: "memory", "unknown-figure", "latency", "deadline", "throughput", "licence", "export",
/// "facility", "footprint", "no-offer", "no-price", "budget".
std::string_view leftOutReasonName(LeftOutReason reason);
std::optional<LeftOutReason> parseLeftOutReason(std::string_view text);

/// One card the recommendation leaves out, with the furthest reason the search met for it.
struct CardLeftOut {
    std::string cardId;
    LeftOutReason reason = LeftOutReason::Memory;
    std::string detail; ///< what failed, in English with figures (a facility id, the TP searched, ...)
};

} // namespace gputco
