#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>

#include <functional>

namespace gputco::ui {

/// Accepts one local .json file dropped on the widget it filters and hands its path on: the window connects it to
/// the model import, so a config.json dragged from the file manager lands in the catalogue.
class FileDropFilter final : public QObject {
    Q_OBJECT
public:
    FileDropFilter(QObject* parent, std::function<void(const QString&)> onDrop);

    /// The local .json path among dropped URLs; empty when there is none or more than one file.
    static QString droppedJsonFile(const QList<QUrl>& urls);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    std::function<void(const QString&)> onDrop_;
};

} // namespace gputco::ui
