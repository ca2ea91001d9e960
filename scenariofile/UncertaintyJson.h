#pragma once

#include "scenariofile/JsonFieldReader.h"
#include "uncertainty/UncertaintyState.h"

#include <QJsonObject>

namespace gputco {

/// The scenario file's optional `uncertainty` section (docs/SCENARIO_FORMAT.md): `catalogue_ranges`, `samples`,
/// `seed` and `inputs`, one object {low, high, certain} per input keyed by its name with underscores
/// ("electricity_price"). Every key is optional; a missing one keeps the default.
QJsonObject uncertaintyJson(const UncertaintyState& state);

/// Reads the section into `state`; the first problem goes to `error`, named by its key path
/// ("uncertainty.inputs.pue.low") with the allowed range.
void readUncertainty(const QJsonObject& object, UncertaintyState& state, std::optional<Error>& error);

} // namespace gputco
