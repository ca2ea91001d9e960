#pragma once

#include <QLabel>

namespace gputco::ui {

/// A sentence in a framed box over the middle of another widget ("Loading catalogue..."), kept centred as that
/// widget is resized. It sits over the widget rather than in a layout, so showing and hiding it moves nothing.
class LoadingOverlay final : public QLabel {
    Q_OBJECT
public:
    LoadingOverlay(const QString& text, QWidget* over);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void centre();
};

} // namespace gputco::ui
