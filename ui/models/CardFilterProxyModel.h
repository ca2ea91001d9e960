#pragma once

#include <QSortFilterProxyModel>

#include <optional>

namespace gputco::ui {

/// Narrows the card table by segment, vendor and a search text (matched against name and vendor).
class CardFilterProxyModel final : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit CardFilterProxyModel(QObject* parent = nullptr);

    void setSegment(std::optional<int> segment); ///< a gputco::Segment value, or any
    void setVendor(const QString& vendor);       ///< empty: any
    void setSearchText(const QString& text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const final;

private:
    std::optional<int> segment_;
    QString vendor_;
    QString search_;
};

} // namespace gputco::ui
