#pragma once

#include <QString>

namespace gputco::ui {

/// A name for the report, never a local path: a scenario or catalogue given as a file ("/home/ana/plans/70b
/// chat.gputco.json", "C:\\data\\catalogue.sqlite") becomes its file name without the scenario suffix ("70b chat",
/// "catalogue.sqlite"); any other text ("A/B pilot, 8 x H100") is kept as it is. A report leaves the building: the
/// reader needs the name, not the folders of the author's machine.
QString nameWithoutFolders(const QString& nameOrPath);

} // namespace gputco::ui
