#pragma once

#include <QFrame>

class QLabel;
class QToolButton;

namespace gputco::ui {

/// An inline message above the table (what was saved, why a value was refused), so an edit never opens a
/// dialog; the kind is said by an icon and the wording as well as the colour.
class CatalogueMessageBar final : public QFrame {
    Q_OBJECT
public:
    enum class Kind { Information, Warning, Error };

    explicit CatalogueMessageBar(bool closable, QWidget* parent = nullptr);

    void showMessage(const QString& text, Kind kind);
    QString text() const;
    Kind kind() const { return kind_; }

private:
    QLabel* icon_;
    QLabel* text_;
    QToolButton* close_ = nullptr;
    Kind kind_ = Kind::Information;
};

} // namespace gputco::ui
