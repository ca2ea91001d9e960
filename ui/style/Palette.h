#pragma once

#include <QColor>

namespace gputco::ui::palette {

// Okabe & Ito (2008), "Color Universal Design": eight colours distinguishable with every common colour-vision
// deficiency. One colour per quantity, the same in every view, export and report (shared/UI.md).
inline const QColor kBlack{0x00, 0x00, 0x00};
inline const QColor kOrange{0xE6, 0x9F, 0x00};
inline const QColor kSkyBlue{0x56, 0xB4, 0xE9};
inline const QColor kBluishGreen{0x00, 0x9E, 0x73};
inline const QColor kYellow{0xF0, 0xE4, 0x42};
inline const QColor kBlue{0x00, 0x72, 0xB2};
inline const QColor kVermilion{0xD5, 0x5E, 0x00};
inline const QColor kReddishPurple{0xCC, 0x79, 0xA7};
inline const QColor kGrey{0x99, 0x99, 0x99};

// Memory parts.
inline const QColor kWeights = kBlue;
inline const QColor kGradients = kOrange;
inline const QColor kOptimizer = kVermilion;
inline const QColor kActivations = kBluishGreen;
inline const QColor kKvCache = kReddishPurple;
inline const QColor kOverhead = kGrey;
inline const QColor kCapacity = kBlack;
inline const QColor kFailure = kVermilion;

// Modes, whenever training and inference are compared.
inline const QColor kTraining = kBlue;
inline const QColor kInference = kOrange;

// Money and energy.
inline const QColor kCapex = kBlue;
inline const QColor kElectricity = kOrange;
inline const QColor kFacilityCost = kSkyBlue;
inline const QColor kCloud = kReddishPurple;

/// A colour for the n-th compared option (card, facility): cycles the palette skipping yellow, which is too
/// light on white for lines.
QColor seriesColour(int index);

} // namespace gputco::ui::palette
