#include "database/lite/UserFolders.h"

#include "Version.h"

#include <cstdlib>

namespace gputco {
namespace {

std::optional<std::string> xdgFolder(const char* variable, const char* underHome)
{
    const char* set = std::getenv(variable);
    if (set && *set)
        return *set == '/' ? std::optional<std::string>(set) : std::nullopt;
    // QDir::homePath(): $HOME, or the root when it is empty.
    const char* home = std::getenv("HOME");
    const std::string base = home && *home ? std::string(home) : std::string("/");
    if (base.front() != '/')
        return std::nullopt;
    return (base.back() == '/' ? base : base + "/") + underHome;
}

} // namespace

std::optional<std::string> userDataFolder() { return xdgFolder("XDG_DATA_HOME", ".local/share"); }

std::optional<std::string> userCacheFolder() { return xdgFolder("XDG_CACHE_HOME", ".cache"); }

std::optional<std::string> defaultCataloguePath()
{
    const auto data = userDataFolder();
    if (!data)
        return std::nullopt;
    return *data + "/" + kOrganizationName + "/" + kDataApplicationName + "/catalogue.sqlite";
}

} // namespace gputco
