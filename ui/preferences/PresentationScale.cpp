#include "preferences/PresentationScale.h"

#include "charts/ChartStyle.h"

#include <QHeaderView>
#include <QTableView>
#include <QVariant>

namespace gputco::ui {

namespace {
const char* const kBaseSize = "gputcoBasePointSize";

void scaleWidgetFont(QWidget* widget, double scale)
{
    QVariant base = widget->property(kBaseSize);
    if (!base.isValid()) {
        base = widget->font().pointSizeF();
        widget->setProperty(kBaseSize, base);
    }
    QFont font = widget->font();
    font.setPointSizeF(base.toReal() * scale);
    widget->setFont(font);
}
} // namespace

void applyPresentationScale(QWidget* root, int percent)
{
    if (!root)
        return;
    const double scale = percent / 100.0;
    applyChartFontScale(root, scale);
    // Headers are scaled themselves (an inherited font does not always reach them), before their table so
    // that the size they start from is their own; cell editors inherit the table's font.
    for (QTableView* table : root->findChildren<QTableView*>()) {
        scaleWidgetFont(table->horizontalHeader(), scale);
        scaleWidgetFont(table->verticalHeader(), scale);
        scaleWidgetFont(table, scale);
    }
}

} // namespace gputco::ui
