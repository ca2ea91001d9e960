// Tables sort text as people do: case ignored, numbers by the sort role (hand-made rows).
#include "UiTestSupport.h"

#include "models/TableSortProxy.h"

#include <QStandardItemModel>

#include <catch2/catch.hpp>

using namespace gputco::ui;

TEST_CASE("Sortable tables ignore case and sort numbers as numbers", "[models]")
{
    test::application();
    constexpr int kSortRole = Qt::UserRole + 1;
    QStandardItemModel rows;
    // The example facilities' names: a plain sort puts "US ..." before "high-density ...".
    const QList<QPair<QString, double>> facilities{{QStringLiteral("Example: US colocation"), 13.0},
                                                   {QStringLiteral("Example: high-density hall"), 9.5},
                                                   {QStringLiteral("Example: Hong Kong node"), 100.0}};
    for (const auto& [name, kw] : facilities) {
        auto* nameItem = new QStandardItem(name);
        nameItem->setData(name, kSortRole);
        auto* kwItem = new QStandardItem(QString::number(kw));
        kwItem->setData(kw, kSortRole);
        rows.appendRow({nameItem, kwItem});
    }
    TableSortProxy proxy(&rows, kSortRole, nullptr);
    auto column = [&proxy](int c) {
        QStringList shown;
        for (int r = 0; r < proxy.rowCount(); ++r)
            shown << proxy.index(r, c).data().toString();
        return shown;
    };
    proxy.sort(0, Qt::AscendingOrder);
    CHECK(column(0)
          == QStringList{QStringLiteral("Example: high-density hall"), QStringLiteral("Example: Hong Kong node"),
                         QStringLiteral("Example: US colocation")});
    proxy.sort(1, Qt::AscendingOrder); // 9.5 < 13 < 100, where text would give "100" < "13" < "9.5"
    CHECK(column(1) == QStringList{QStringLiteral("9.5"), QStringLiteral("13"), QStringLiteral("100")});
}
