#pragma once

#include <QFrame>

class QFormLayout;

namespace gputco::ui {

/// A titled group of inputs with its own Reset button (shared/UI.md: a reset per group).
class PanelGroup final : public QFrame {
    Q_OBJECT
public:
    PanelGroup(const QString& title, const QString& resetToolTip, QWidget* parent = nullptr);

    QFormLayout* form() const { return form_; }

signals:
    void resetRequested();

private:
    QFormLayout* form_;
};

} // namespace gputco::ui
