#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace gputco {
class LiveEvaluation;
class Scenario;
class ScenarioEditor;
} // namespace gputco

namespace gputco::ui {

class CardFilterProxyModel;
class CardTableModel;

/// Which catalogue cards the views compare: filter by segment and vendor, search, tick boxes.
class CardSelectionPanel final : public QWidget {
    Q_OBJECT
public:
    CardSelectionPanel(Scenario& scenario, ScenarioEditor& editor, LiveEvaluation& evaluation,
                       QWidget* parent = nullptr);

    CardTableModel* model() const { return model_; }
    CardFilterProxyModel* proxy() const { return proxy_; }
    QLineEdit* searchField() const { return search_; }

private:
    void fillFilters();
    void applyFilters();
    void refresh();
    void selectShown(bool select);

    Scenario& scenario_;
    ScenarioEditor& editor_;
    LiveEvaluation& evaluation_;
    CardTableModel* model_;
    CardFilterProxyModel* proxy_;
    QComboBox* segment_ = nullptr;
    QComboBox* vendor_ = nullptr;
    QLineEdit* search_ = nullptr;
    QTableView* table_ = nullptr;
    QLabel* count_ = nullptr;
};

} // namespace gputco::ui
