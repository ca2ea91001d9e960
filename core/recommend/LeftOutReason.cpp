#include "recommend/LeftOutReason.h"

#include "util/EnumNames.h"

namespace gputco {
namespace {
constexpr EnumNameTable<LeftOutReason, 12> kReasons{{{LeftOutReason::Memory, "memory"},
                                                     {LeftOutReason::UnknownFigure, "unknown-figure"},
                                                     {LeftOutReason::Latency, "latency"},
                                                     {LeftOutReason::Deadline, "deadline"},
                                                     {LeftOutReason::Throughput, "throughput"},
                                                     {LeftOutReason::Licence, "licence"},
                                                     {LeftOutReason::Export, "export"},
                                                     {LeftOutReason::Facility, "facility"},
                                                     {LeftOutReason::Footprint, "footprint"},
                                                     {LeftOutReason::NoOffer, "no-offer"},
                                                     {LeftOutReason::NoPrice, "no-price"},
                                                     {LeftOutReason::Budget, "budget"}}};
} // namespace

std::string_view leftOutReasonName(LeftOutReason reason) { return enumName(kReasons, reason); }
std::optional<LeftOutReason> parseLeftOutReason(std::string_view text) { return parseEnum(kReasons, text); }

} // namespace gputco
