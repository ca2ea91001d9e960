#include "UiTestSupport.h"

#include "models/CardFilterProxyModel.h"
#include "models/CardTableModel.h"
#include "panels/CardSelectionPanel.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

TEST_CASE("The card table and its filter pass QAbstractItemModelTester", "[model]")
{
    test::application();
    CardTableModel model;
    CardFilterProxyModel proxy(&model, nullptr);
    // Fatal: any broken model invariant aborts the test run.
    QAbstractItemModelTester sourceTester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);

    model.setCatalogue(test::sampleCatalogue());
    CHECK(model.rowCount() == 6);
    CHECK(model.columnCount() == CardTableModel::ColumnCount);
    model.setSelectedIds({"l4", "h100-sxm-80gb"});
    CHECK(model.selectedIds() == std::vector<std::string>{"h100-sxm-80gb", "l4"}); // catalogue order
    CHECK(model.index(0, CardTableModel::Name).data(Qt::CheckStateRole).toInt() == Qt::Checked);
    CHECK(model.index(1, CardTableModel::Name).data(Qt::CheckStateRole).toInt() == Qt::Unchecked);
    CHECK(model.index(0, CardTableModel::Memory).data().toString() == QStringLiteral("80.0 GB"));

    proxy.setSearchText(QStringLiteral("mi300"));
    CHECK(proxy.rowCount() == 1);
    proxy.setSearchText({});
    proxy.setSegment(static_cast<int>(Segment::Inference));
    CHECK(proxy.rowCount() == 2); // the L4, and the L40S sold for both
    proxy.setSegment(std::nullopt);
    proxy.setVendor(QStringLiteral("AMD"));
    CHECK(proxy.rowCount() == 1);
    proxy.setVendor({});
    model.setCatalogue(std::make_shared<const CatalogueSnapshot>());
    CHECK(proxy.rowCount() == 0);
}

TEST_CASE("Ticking a card asks for a selection: the scenario owns it", "[model]")
{
    test::application();
    CardTableModel model;
    model.setCatalogue(test::sampleCatalogue());
    QSignalSpy edited(&model, &CardTableModel::selectionEdited);

    REQUIRE(model.setData(model.index(4, CardTableModel::Name), Qt::Checked, Qt::CheckStateRole));
    REQUIRE(edited.count() == 1);
    CHECK(edited.front().front().value<std::vector<std::string>>() == std::vector<std::string>{"l4"});
    // The model itself shows the scenario's selection, which has not changed yet.
    CHECK(model.index(4, CardTableModel::Name).data(Qt::CheckStateRole).toInt() == Qt::Unchecked);
    CHECK_FALSE(model.setData(model.index(4, CardTableModel::Memory), Qt::Checked, Qt::CheckStateRole));
}

TEST_CASE("The card panel's tick boxes change the scenario selection and undo restores it", "[panel]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    CardSelectionPanel panel(session.scenario(), session.editor(), session.evaluation());
    CardTableModel* model = panel.model();

    model->setData(model->index(5, CardTableModel::Name), Qt::Checked, Qt::CheckStateRole);
    CHECK(session.scenario().state().selectedCardIds == std::vector<std::string>{"mi300x"});
    CHECK(model->index(5, CardTableModel::Name).data(Qt::CheckStateRole).toInt() == Qt::Checked);

    panel.searchField()->setText(QStringLiteral("NVIDIA"));
    CHECK(panel.proxy()->rowCount() == 5);
}

TEST_CASE("The card panel keeps its vendor filter when the catalogue is reloaded after an edit", "[panel]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    CardSelectionPanel panel(session.scenario(), session.editor(), session.evaluation());
    QComboBox* vendors = nullptr;
    for (QComboBox* box : panel.findChildren<QComboBox*>())
        if (box->itemText(0) == QStringLiteral("All vendors"))
            vendors = box;
    REQUIRE(vendors);
    vendors->setCurrentIndex(vendors->findData(QStringLiteral("NVIDIA")));
    const int nvidiaRows = panel.proxy()->rowCount();
    CHECK(nvidiaRows == 5); // the sample catalogue's five NVIDIA cards, as the search above finds

    session.setCatalogue(test::sampleCatalogue()); // what a catalogue edit does
    CHECK(vendors->currentData().toString() == QStringLiteral("NVIDIA"));
    CHECK(panel.proxy()->rowCount() == nvidiaRows);
}
