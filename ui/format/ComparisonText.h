#pragma once

#include "comparison/ComparisonStatements.h"

#include <QString>

namespace gputco::ui {

/// The parts of a dimension's general statement.
enum class StatementPart { Title, Training, Inference, Summary };

/// A comparison statement in the user's language. Core holds the English text and names translation ids
/// "comparison.<key>.<part>"; the GUI looks the id up and falls back to core's English when no translation
/// is loaded, so the English text lives in one place.
QString comparisonText(ComparisonDimension dimension, StatementPart part);

} // namespace gputco::ui
