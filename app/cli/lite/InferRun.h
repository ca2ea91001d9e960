#pragma once

#include "cli/lite/ModelChoice.h"
#include "cli/lite/ValueReader.h"
#include "hardware/Accelerator.h"
#include "util/Expected.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gputco::cli {

/// One option of a command as --help lists it; `valueName` empty for a flag.
struct OptionSpec {
    std::string name;
    std::string valueName;
    std::string help;
};

/// `infer`'s own options (beside --model/--params and --database), in the order --help lists them. The Qt
/// program declares them to QCommandLineParser; the fast path (FastInfer.h) knows from them which options take
/// a value.
const std::vector<OptionSpec>& inferOptions();

/// What `infer` writes and returns.
struct CommandOutput {
    int exitCode = 0;
    std::string out;
    std::string err;
};

/// Where `infer` finds its card: nullopt when the catalogue has no such id.
using CardLookup = std::function<Expected<std::optional<Accelerator>>(const std::string& id)>;

/// Everything `infer` does after its options are parsed, without Qt, for the Qt program and the fast path alike:
/// reads and checks the options, asks `catalogueModel` for a --model that is no preset, opens the catalogue
/// through `openCatalogue` (called once, after the options passed; false: it failed and recorded why in the
/// reader) and looks the card up through `findCard`, then estimates and prints text or JSON.
/// `findCard` errors stop the command: returned as the Error (the fast path hands the command on; nothing is
/// written then).
struct InferCatalogue {
    CatalogueModelLookup catalogueModel;
    std::function<bool()> openCatalogue;
    CardLookup findCard;
};
Expected<CommandOutput> runInfer(ValueReader& reader, const InferCatalogue& catalogue);

} // namespace gputco::cli
