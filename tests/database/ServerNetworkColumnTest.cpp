#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/CatalogueTables.h"
#include "database/CsvTable.h"
#include "database/SchemaMigrations.h"

#include <QTemporaryDir>

using namespace gputco;

// datacenter.md section 4.1: DGX H100 (and the MLCommons H200-SXM x8 system it cites) has ~10 x 400G ConnectX-7
// NICs, 8 of them taken as one per GPU: 400 Gb/s per GPU. The reference names no NICs for the other servers.
TEST_CASE("The shipped servers carry the network the reference gives, and their cards take it", "[builtin][network]")
{
    auto db = openMemoryCatalogue();
    for (const char* id : {"dgx-h100", "dgx-h200"}) {
        INFO(id);
        const auto s = db.servers().find(id);
        REQUIRE(s);
        REQUIRE(s->networkGbpsPerGpu);
        CHECK(*s->networkGbpsPerGpu == 400.0);
        CHECK(s->networkSource.find("datacenter.md section 4.1") != std::string::npos);
    }
    // Gaudi 3: 24 x 200GbE on the OAM (cards_cn.md), but how many face out is not in the reference: no figure.
    const auto gaudi = db.servers().find("gaudi3-8-oam-server");
    REQUIRE(gaudi);
    CHECK_FALSE(gaudi->networkGbpsPerGpu);
    CHECK(gaudi->networkSource.find("UNVERIFIED") != std::string::npos);
    // The H100 is costed in the DGX H100 (a system price with its host share), so it has that server's network.
    const auto h100 = db.cards().find("h100-sxm-80gb");
    REQUIRE(h100);
    REQUIRE(h100->scaleOut);
    CHECK(h100->scaleOut->serverId == "dgx-h100");
    CHECK(h100->scaleOut->gbpsPerGpu == 400.0);
    CHECK_FALSE(db.cards().find("ascend-910c")->scaleOut); // no Atlas A3 server row: the assumed default applies
}

TEST_CASE("Migration 8 adds the network as unknown, keeps the user's server, and the merge fills the shipped ones",
          "[migrations][network]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v7.sqlite"));
    REQUIRE(writeVersion1File(path));
    {
        RawSqlite raw(path);
        REQUIRE(migrateSchema(raw.connection(), 7));
        REQUIRE(migrateSchema(raw.connection(), 8));
        CHECK(raw.scalar(QStringLiteral("SELECT network_gbps_per_gpu FROM servers WHERE id = 'my-server'")).isNull());
        // 1 to 3,200 Gb/s per GPU: the column's own check.
        CHECK_FALSE(raw.exec(QStringLiteral("UPDATE servers SET network_gbps_per_gpu = 5000 WHERE id = 'my-server'")));
        CHECK_FALSE(raw.exec(QStringLiteral("UPDATE servers SET network_gbps_per_gpu = 0 WHERE id = 'my-server'")));
    }
    auto db = openCatalogue(path);
    CHECK(db.schemaVersion() == 8);
    const auto mine = db.servers().find("my-server");
    REQUIRE(mine);
    CHECK(mine->name == "Our box"); // the user's row as it was
    CHECK_FALSE(mine->networkGbpsPerGpu);
    CHECK(db.servers().find("dgx-h100")->networkGbpsPerGpu == 400.0);
}

TEST_CASE("Servers CSV: an old file without the network columns still imports, a new one sets them",
          "[csv][import][network]")
{
    auto db = openMemoryCatalogue();
    const CsvTable csv(serversTable());
    const auto old = csv.importCsv(db, QByteArray("id,name,card_id,gpus_per_server,rack_units,source\r\n"
                                                  "our-box,Our box,l4,4,2,our quote\r\n"));
    INFO(old.describe().toStdString());
    REQUIRE(old.ok());
    CHECK(old.added == 1);
    CHECK_FALSE(db.servers().find("our-box")->networkGbpsPerGpu);

    const auto fresh = csv.importCsv(db, QByteArray("id,name,card_id,gpus_per_server,rack_units,source,"
                                                    "network_gbps_per_gpu,network_source\r\n"
                                                    "our-box,Our box,l4,4,2,our quote,100,our NIC quote\r\n"));
    INFO(fresh.describe().toStdString());
    REQUIRE(fresh.ok());
    CHECK(*db.servers().find("our-box")->networkGbpsPerGpu == 100.0);
    CHECK(db.servers().find("our-box")->networkSource == "our NIC quote");

    // Out of range: refused, naming the column; the row keeps its value.
    const auto refused = csv.importCsv(db, QByteArray("id,name,card_id,gpus_per_server,rack_units,source,"
                                                      "network_gbps_per_gpu\r\n"
                                                      "our-box,Our box,l4,4,2,our quote,9000\r\n"));
    CHECK_FALSE(refused.ok());
    CHECK(refused.describe().contains(QStringLiteral("network_gbps_per_gpu")));
    CHECK(*db.servers().find("our-box")->networkGbpsPerGpu == 100.0);
}
