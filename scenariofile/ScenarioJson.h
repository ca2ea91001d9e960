#pragma once

#include "scenariofile/ScenarioDocument.h"
#include "util/Expected.h"

#include <QByteArray>
#include <QJsonObject>

namespace gputco {

struct CatalogueSnapshot;

/// The scenario file format (docs/SCENARIO_FORMAT.md, docs/scenario.schema.json). Bump the version when a
/// key changes meaning or is removed; a reader refuses files newer than it understands.
inline constexpr int kScenarioFormatVersion = 1;
inline constexpr const char* kScenarioFileSuffix = ".gputco.json";

/// The document as the JSON object a scenario file holds (every key written, so a file states all its
/// assumptions and a round trip is exact).
QJsonObject scenarioToJson(const ScenarioDocument& document);
/// The same, as indented UTF-8 text.
QByteArray scenarioToJsonText(const ScenarioDocument& document);

/// Whether a reader checks the card, facility, server and cloud offer ids against the catalogue: yes for a file
/// the user opens; no for the last session, whose cards may have left the catalogue since (they drop out of the
/// selection instead of losing the whole session).
enum class CatalogueIds { Check, TakeAsGiven };

/// Reads a scenario file's text. Every problem comes back as an Error whose field is the key path
/// ("workload.context_tokens", "cards") and whose message says what is wrong and what is allowed. The model is a
/// preset or one of the catalogue's own models; with a catalogue and CatalogueIds::Check, the ids are checked
/// against it; without one (nullptr) they are taken as given and only presets are known.
Expected<ScenarioDocument> scenarioFromJson(const QByteArray& text, const CatalogueSnapshot* catalogue,
                                            CatalogueIds ids = CatalogueIds::Check);

} // namespace gputco
