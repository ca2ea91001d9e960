#pragma once

#include <QWidget>

namespace gputco::ui {

/// A drawn front view of the fullest rack: its units from the bottom, one block per server, the units left
/// free, and the rack's power on top. Pure drawing of figures it is given.
class RackElevationWidget final : public QWidget {
    Q_OBJECT
public:
    struct Picture {
        int usableUnits = 42;
        int serverUnits = 0;   ///< U per server
        int servers = 0;       ///< in this rack
        int reservedUnits = 0; ///< switches, patch panels (drawn at the top)
        QString serverName;
        QString headline;     ///< e.g. "Rack 1 of 4 · 40.8 kW max"
        QString footer;       ///< e.g. "binding: feed power"
        bool failing = false; ///< the plan breaks a limit: drawn with a vermilion outline and a cross
    };

    explicit RackElevationWidget(QWidget* parent = nullptr);

    void setPicture(const Picture& picture);
    const Picture& picture() const { return picture_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    Picture picture_;
};

} // namespace gputco::ui
