#pragma once

#include <string>

namespace gputco {

/// Why a card does not suit a mode, or what is missing. Codes are stable: the GUI translates by code.
enum class SuitabilityNoteCode {
    DoesNotFit,         ///< the workload does not fit in memory (`message` has the split tried)
    TooManyGpus,        ///< inference needs `gpus`, more than one server of `limit`
    NoScaleUpLink,      ///< training on `gpus` GPUs without an NVLink-class link
    TdpUnknown,         ///< no power or cost: the card's TDP is unknown
    TooSlowToServe,     ///< inference: reading the weights and KV cache once per token takes `leastMs`, over `targetMs`
    RunOverAYear,       ///< training: the run takes `days` even on `gpus` GPUs (no deadline given)
    MissesDeadline,     ///< training: the run takes `days` on `gpus` GPUs, over the deadline of `deadlineDays`
    RunUnknown,         ///< training: no layout of up to `gpus` GPUs could be timed (a card figure is unknown)
    RunLongerThanAYear, ///< training: the run meets the deadline on `gpus` GPUs but takes `days`, over a year
    NotRecommended,     ///< the recommendation leaves the card out for the scenario's mode (`message` has its reason)
};

/// One note as a value the GUI can translate plus its English sentence.
struct SuitabilityNote {
    SuitabilityNoteCode code = SuitabilityNoteCode::DoesNotFit;
    int gpus = 0;              ///< TooManyGpus, NoScaleUpLink
    int limit = 0;             ///< TooManyGpus: GPUs in one server
    double neededGb = 0.0;     ///< DoesNotFit: per GPU with the best split tried (0: unknown)
    double capacityGb = 0.0;   ///< DoesNotFit: the card's memory (0: unknown)
    std::string message;       ///< English
    double leastMs = 0.0;      ///< TooSlowToServe: the least time per output token the card's memory bandwidth allows
    double targetMs = 0.0;     ///< TooSlowToServe: the serving target per output token
    double days = 0.0;         ///< RunOverAYear, MissesDeadline, RunLongerThanAYear: the run's wall time
    double deadlineDays = 0.0; ///< MissesDeadline, RunLongerThanAYear: the deadline
};

} // namespace gputco
