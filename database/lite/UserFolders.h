#pragma once

#include <optional>
#include <string>

namespace gputco {

/// The user's folders as the XDG base directory specification names them and Qt's QStandardPaths finds them on
/// Linux, without Qt, for the command line's fast path. nullopt where the environment asks for something this
/// reading does not follow (a relative XDG_* folder): the caller then leaves the work to the Qt program.

/// $XDG_DATA_HOME, else $HOME/.local/share (QStandardPaths::GenericDataLocation).
std::optional<std::string> userDataFolder();
/// $XDG_CACHE_HOME, else $HOME/.cache (QStandardPaths::GenericCacheLocation).
std::optional<std::string> userCacheFolder();

/// The default catalogue file, as CatalogueDatabase::defaultPath() names it:
/// <data folder>/<organisation>/<application>/catalogue.sqlite.
std::optional<std::string> defaultCataloguePath();

} // namespace gputco
