#include "catalogue/CatalogueTestSupport.h"

#include <QFile>

#include <catch2/catch.hpp>

namespace gputco::ui::test {

CatalogueDatabase openCatalogueFile(const QString& path, CatalogueOpenOptions options)
{
    auto db = CatalogueDatabase::open(path, options);
    REQUIRE(db.hasValue());
    REQUIRE_FALSE(db->isInMemory());
    return std::move(db).value();
}

QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

CatalogueDatabase inMemory()
{
    auto db = CatalogueDatabase::openInMemory();
    REQUIRE(db.hasValue());
    return std::move(db).value();
}

QModelIndex cell(const CatalogueTableModel& model, const QString& id, const char* column)
{
    const int row = model.rowOf(id);
    const int col = model.columnOf(QString::fromLatin1(column));
    REQUIRE(row >= 0);
    REQUIRE(col >= 0);
    return model.index(row, col);
}

} // namespace gputco::ui::test
