#pragma once

#include <QLabel>

namespace gputco::ui {

/// A one-line label that may be narrower than its text: it ends the text with "..." and its tooltip then shows the
/// whole text above its own explanation. text() stays the whole text. For the status line, where the
/// recommendation, the facility and the A/B comparison share one row.
class ElidedLabel final : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    QSize minimumSizeHint() const override;
    /// True when the text is wider than the label and drawn cut with "...".
    bool isElided() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
};

} // namespace gputco::ui
