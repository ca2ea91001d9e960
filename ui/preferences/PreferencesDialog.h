#pragma once

#include "session/Preferences.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;

namespace gputco {
struct CatalogueSnapshot;
}

namespace gputco::ui {

/// Edit > Preferences: language, display currency and exchange rates, memory unit, default facility, theme
/// presentation font size and the report's paper. It only edits a Preferences value; the caller hands it to the
/// PreferencesStore.
class PreferencesDialog final : public QDialog {
    Q_OBJECT
public:
    PreferencesDialog(const Preferences& preferences, const CatalogueSnapshot& catalogue, QWidget* parent = nullptr);

    /// The values as the dialog shows them now.
    Preferences preferences() const;

private:
    Preferences initial_;
    QComboBox* language_;
    QComboBox* currency_;
    QDoubleSpinBox* usd_;
    QDoubleSpinBox* eur_;
    QComboBox* memoryUnit_;
    QComboBox* facility_;
    QComboBox* theme_;
    QComboBox* presentation_;
    QComboBox* paper_;
};

} // namespace gputco::ui
