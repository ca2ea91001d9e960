#pragma once

#include <optional>

namespace gputco::cli {

/// `gpu-tco-cli infer ...` answered without Qt: the options parsed here (LongOptions.h), the catalogue read
/// with SQLite itself (LiteCatalogue), then the very command the Qt program runs (InferRun.h). Returns the exit
/// code after writing the answer, or nullopt, having written nothing, when the Qt program must take the call:
/// --help, a command line out of the ordinary, a --model that is no preset, a catalogue that is not ready to be
/// read as it is (missing, to be migrated, merged, checked or warned about) or that SQLite cannot read.
std::optional<int> runInferFast(int argc, char* const argv[]);

/// `gpu-tco-cli serve ...` the same way (ServeRun.h), on the same terms.
std::optional<int> runServeFast(int argc, char* const argv[]);

} // namespace gputco::cli
