#pragma once

#include "session/MemoryUnit.h"

#include <QString>

#include <string>

class QSettings;

namespace gputco {

/// Window colours: follow the desktop, or the Fusion style with a light or a dark palette.
enum class Theme { System, Light, Dark };

/// The user's preferences (Edit > Preferences), kept under "preferences/" in QSettings. They are about how the
/// program shows things and what a new scenario starts from; the scenario itself is saved separately.
struct Preferences {
    QString language;             ///< "" = the system's, "en", "zh_CN"
    std::string currency = "CNY"; ///< the display currency: every amount in every view, the report and the status line
    double cnyPerUsd = 7.2;       ///< exchange rates, CNY per unit (the scenario's EconomicsState defaults)
    double cnyPerEur = 7.8;
    MemoryUnit memoryUnit = MemoryUnit::GB;
    std::string defaultFacilityId; ///< "" = none; a new scenario starts in this facility
    Theme theme = Theme::System;
    int presentationPercent = 100; ///< chart and table font size, for projectors (100 to 200)
    /// The report's paper: "" = from the language (A4; Letter for US English), "a4" or "letter". The window's
    /// File > Export report and `gpu-tco-cli report` (without --paper) both use it.
    QString reportPaper;

    friend bool operator==(const Preferences&, const Preferences&) = default;
};

inline constexpr int kPresentationPercents[] = {100, 125, 150, 200};

/// Reads the preferences; a value that is missing or no longer valid falls back to its default.
Preferences loadPreferences(const QSettings& settings);
void savePreferences(QSettings& settings, const Preferences& preferences);

} // namespace gputco
