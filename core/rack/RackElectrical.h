#pragma once

#include "facility/Facility.h"
#include "units/Power.h"
#include "util/Expected.h"

#include <optional>

namespace gputco {

/// Checks a rack offer's electrical fields; the error names the field and its allowed range.
std::optional<Error> validateRackOffer(const RackOffer& rack);

/// Apparent power a circuit is rated for, VA: V x I single phase, sqrt(3) x V_LL x I three phase.
double nameplateVoltAmperes(const RackOffer& rack);

/// Apparent power one feed may carry continuously: nameplate x derating (the NEC 80% rule by default).
double usableVoltAmperes(const RackOffer& rack);

/// Real power one feed may carry continuously: usable VA x power factor.
Watts usableFeedPower(const RackOffer& rack);

/// Line current per phase for a real-power load: P / (V x PF) single phase, P / (sqrt(3) x V_LL x PF) three phase.
double lineCurrentAmps(Watts load, const RackOffer& rack);

/// What one feed carries for a rack. With A+B feeds each feed must carry the whole rack on its own, so the
/// figures are the same for A and for B (the A+B rule: a lost feed puts the full load on the other one).
struct FeedLoad {
    double voltAmperes = 0.0;       ///< apparent power of the whole rack on one feed
    double ampsPerPhase = 0.0;      ///< line current per phase on one feed
    double breakerAmpsNeeded = 0.0; ///< ampsPerPhase / derating: the breaker that carries it continuously
    int circuitsPerFeed = 0;        ///< circuits of the offered breaker size needed on each feed
    int feeds = 1;                  ///< 2 with A+B feeds
};

/// The load of one rack on its feed(s) for the offer's voltage, phases, breaker and derating.
FeedLoad feedLoad(Watts rackLoad, const RackOffer& rack);

} // namespace gputco
