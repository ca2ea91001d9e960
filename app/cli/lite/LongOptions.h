#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>

namespace gputco::cli {

/// A command line of long options only, as the fast path takes it: "--name value", "--name=value" and flags.
/// nullopt for anything else QCommandLineParser would read in its own way or refuse (a short or unknown option,
/// a flag with a value, an option given twice, a positional argument, "--", a missing value): the Qt program
/// then reads the command line, with its own messages, so the fast path never answers differently.
std::optional<std::map<std::string, std::string>> parseLongOptions(int argc, char* const argv[], int first,
                                                                   const std::set<std::string>& withValue,
                                                                   const std::set<std::string>& flags);

} // namespace gputco::cli
