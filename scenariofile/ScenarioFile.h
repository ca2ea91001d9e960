#pragma once

#include "scenariofile/ScenarioDocument.h"
#include "util/Expected.h"

#include <QString>
#include <QStringList>

namespace gputco {

struct CatalogueSnapshot;

/// Opens a `.gputco.json` scenario file (format in docs/SCENARIO_FORMAT.md). A file that cannot be read, is not a
/// regular file, is larger than kMaxScenarioFileBytes (16 MiB), is
/// not JSON, has another version or a bad value comes back as an Error naming the key and the problem; ids
/// are checked against `catalogue` when one is given.
Expected<ScenarioDocument> readScenarioFile(const QString& path, const CatalogueSnapshot* catalogue);

/// Saves atomically (writeAtomically): on failure the old file is untouched; a device node, a folder or one of
/// `inputs` (the catalogue file) is refused. Empty on success, else why not.
QString writeScenarioFile(const QString& path, const ScenarioDocument& document, const QStringList& inputs = {});

/// `path` with the scenario suffix added when it has none ("plan" -> "plan.gputco.json").
QString withScenarioSuffix(const QString& path);

} // namespace gputco
