#pragma once

#include <QString>

namespace gputco::ui {

/// A file name (without suffix) for an export, made from a chart's question: the part after the question mark
/// when there is one ("What does each option cost over time? Cumulative TCO" -> "cumulative-tco"), else the
/// whole title; lower case, letters and digits of any script kept, every other run of characters one '-', at
/// most 60 characters. Empty when the title has no letter or digit.
QString exportFileBase(const QString& title);

} // namespace gputco::ui
