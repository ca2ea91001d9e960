#pragma once

#include "performance/PerformanceNote.h"

#include <string>
#include <vector>

namespace gputco {

/// What a note on a card's economics says. Codes are stable: the GUI and the report translate by code
/// (ui/format/NoteText), the CLI prints `message`.
enum class EconomicsNoteCode {
    Performance,                    ///< a performance note of core, in `performance`
    LoraTimedAsFullTraining,        ///< LoRA/QLoRA are timed as full training (6N FLOPs per token): an upper bound
    TdpUnknown,                     ///< no TDP: no power, energy or running cost
    PriceCurrencyWithoutRate,       ///< the card's price is in `currency`, which has no exchange rate in the scenario
    ServerPriceCurrencyWithoutRate, ///< the server's system price is in `currency`, without an exchange rate
    CostModelRefused,               ///< core's cost model refused its inputs; `message` names the field
    CapexUnderstated,               ///< no system price and no host share: the capex counts the cards alone
};

/// One note as a value the GUI can translate (code and its figures) plus its English sentence.
struct EconomicsNote {
    EconomicsNoteCode code = EconomicsNoteCode::CostModelRefused;
    PerformanceNote performance; ///< Performance: the note of core's performance model
    std::string currency;        ///< Price/ServerPriceCurrencyWithoutRate: the price's currency
    std::string message;         ///< English; the GUI builds its own text from the fields above
};

/// Appends `note` to the coded list and its English to `messages` (the CLI's and JSON's text), same order.
inline void addEconomicsNote(std::vector<std::string>& messages, std::vector<EconomicsNote>& coded, EconomicsNote note)
{
    messages.push_back(note.message);
    coded.push_back(std::move(note));
}

} // namespace gputco
