#include "UiTestSupport.h"

#include "window/FileDropFilter.h"

#include <QCoreApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QUrl>
#include <QWidget>

#include <catch2/catch.hpp>

using namespace gputco::ui;

TEST_CASE("A config.json dropped on the window is handed to the import: other drops are not taken", "[window][drop]")
{
    test::application();
    CHECK(FileDropFilter::droppedJsonFile({QUrl::fromLocalFile(QStringLiteral("/tmp/Qwen2.5-7B/config.json"))})
          == QStringLiteral("/tmp/Qwen2.5-7B/config.json"));
    CHECK(FileDropFilter::droppedJsonFile({QUrl::fromLocalFile(QStringLiteral("/tmp/cards.csv"))}).isEmpty());
    CHECK(FileDropFilter::droppedJsonFile({QUrl(QStringLiteral("https://huggingface.co/x/config.json"))}).isEmpty());
    CHECK(FileDropFilter::droppedJsonFile(
              {QUrl::fromLocalFile(QStringLiteral("/a.json")), QUrl::fromLocalFile(QStringLiteral("/b.json"))})
              .isEmpty()); // one file at a time

    QWidget window;
    window.setAcceptDrops(true);
    QStringList dropped;
    window.installEventFilter(new FileDropFilter(&window, [&dropped](const QString& path) { dropped << path; }));
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(QStringLiteral("/tmp/gemma-2-9b/config.json"))});
    // As a drag does: enter (which makes the window the drop target), then drop.
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &enter);
    CHECK(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &drop);
    CHECK(dropped == QStringList{QStringLiteral("/tmp/gemma-2-9b/config.json")});
    CHECK(drop.isAccepted());

    QMimeData text;
    text.setText(QStringLiteral("not a file"));
    QDragEnterEvent otherEnter(QPoint(10, 10), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &otherEnter);
    QDropEvent other(QPointF(10, 10), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &other);
    CHECK(dropped.size() == 1);
}
