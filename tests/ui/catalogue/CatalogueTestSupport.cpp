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

} // namespace gputco::ui::test
