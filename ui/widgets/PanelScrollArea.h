#pragma once

#include <QScrollArea>

namespace gputco::ui {

/// The scrolling column of a dock panel (Workload, Economics, Targets). The wheel scrolls the panel: a combo box,
/// spin box or slider under the pointer takes the wheel only once it has focus (clicked or tabbed to), so scrolling
/// past a control never edits the scenario.
class PanelScrollArea final : public QScrollArea {
    Q_OBJECT
public:
    explicit PanelScrollArea(QWidget* content, QWidget* parent = nullptr);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void guardControlsUnder(QWidget* root);
};

} // namespace gputco::ui
