#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/BuiltInCatalogue.h"
#include "database/CatalogueTables.h"
#include "database/Csv.h"
#include "model/ModelPresets.h"

#include <QFile>
#include <QHash>
#include <QTemporaryDir>

using namespace gputco;

TEST_CASE("The shipped catalogue loads, is versioned and has the rows the issue asks for", "[builtin]")
{
    auto catalogue = BuiltInCatalogue::load();
    REQUIRE(catalogue);
    CHECK(catalogue->version() == QStringLiteral("2026.12.08"));
    CHECK(catalogue->rows(cardsTable()).size() == 65); // 26 + 39 from cards_cn.md (issue 18)
    // 11 + DGX B300, DGX H800, HGX H20, MI300X 8-OAM platform, Gaudi 3 8-OAM server (prices-2026-12-update.md)
    CHECK(catalogue->rows(serversTable()).size() == 16);
    CHECK(catalogue->rows(facilitiesTable()).size() == 9); // 8 regional profiles and Our site
    CHECK(catalogue->rows(cloudOffersTable()).size() == 54);
    CHECK(catalogue->rows(modelsTable()).size() == modelPresets().size());
    CHECK(CatalogueDatabase::builtInCatalogueVersion() == catalogue->version());
}

TEST_CASE("The card slugs other layers use are all present", "[builtin]")
{
    auto db = openMemoryCatalogue();
    for (const char* id : {"a100-sxm-80gb",
                           "a100-pcie-40gb",
                           "h100-sxm-80gb",
                           "h100-pcie-80gb",
                           "h800-sxm-80gb",
                           "h200-sxm-141gb",
                           "h20",
                           "b200",
                           "gb200",
                           "l40s",
                           "l40",
                           "l20",
                           "l4",
                           "a10",
                           "a30",
                           "t4",
                           "rtx-4090",
                           "jetson-agx-orin-64gb",
                           "mi250x",
                           "mi300x",
                           "mi325x",
                           "gaudi2",
                           "gaudi3",
                           "ascend-910b",
                           "tpu-v5e",
                           "tpu-v5p"}) {
        INFO(id);
        const auto card = db.cards().find(id);
        REQUIRE(card);
        CHECK(card->builtIn);
    }
}

TEST_CASE("Every shipped row names its source and a date", "[builtin]")
{
    auto catalogue = BuiltInCatalogue::load();
    REQUIRE(catalogue);
    for (const TableSpec* table : catalogueTables()) {
        if (table == &modelsTable())
            continue; // the presets carry their sources in core
        const QString dateColumn =
            table->column(QStringLiteral("source_date")) ? QStringLiteral("source_date") : QStringLiteral("date");
        for (const SqlRow& row : catalogue->rows(*table)) {
            INFO(table->name.toStdString() << " " << row.value(QStringLiteral("id")).toString().toStdString());
            CHECK_FALSE(row.value(QStringLiteral("source")).toString().isEmpty());
            CHECK_FALSE(row.value(dateColumn).toString().isEmpty());
            if (!row.value(QStringLiteral("price")).isNull()) {
                CHECK_FALSE(row.value(QStringLiteral("price_currency")).toString().isEmpty());
                CHECK_FALSE(row.value(QStringLiteral("price_date")).toString().isEmpty());
                CHECK_FALSE(row.value(QStringLiteral("price_source")).toString().isEmpty());
            }
        }
    }
}

TEST_CASE("Card figures match the datasheets as compiled in gpu_specs.csv", "[builtin]")
{
    auto db = openMemoryCatalogue();

    // NVIDIA H100 datasheet via gpu_specs.csv: 80 GB HBM3, 3,350 GB/s, 700 W, dense BF16 989.5 TFLOPS
    // (1,979 with sparsity, halved), FP8 1,979, NVLink 900 GB/s.
    const auto h100 = db.cards().find("h100-sxm-80gb");
    REQUIRE(h100);
    // Capacity is what the card carries (issue 17): nvidia-smi reports 81,559 MiB on an H100 SXM (modal-labs
    // modal-client PR 2797; NVIDIA/nccl issue 1264), 81,559 x 2^20 = 85,520,809,984 bytes; "80 GB" stays the
    // marketed figure.
    CHECK(h100->memory->inBytes() == 81559.0 * 1048576.0);
    CHECK(h100->memory->inBytes() == 85520809984.0);
    REQUIRE(h100->marketedMemory);
    CHECK(h100->marketedMemory->inGB() == 80.0);
    CHECK(h100->memoryBandwidth->inGBPerSecond() == 3350.0);
    CHECK(h100->tdp->inWatts() == 700.0);
    CHECK(*h100->peak.bf16Tflops == 989.5);
    CHECK(*h100->peak.fp8Tflops == 1979.0);
    CHECK(h100->interconnect == InterconnectKind::NVLink);
    CHECK(h100->interconnectBandwidth->inGBPerSecond() == 900.0);
    CHECK(h100->segment == Segment::Training);
    CHECK_FALSE(h100->idlePower); // no sourced idle figure for H100: unknown, not invented

    // H800 (China SKU): H100 compute with NVLink cut to 400 GB/s (gpu_specs.csv, marked unverified there).
    const auto h800 = db.cards().find("h800-sxm-80gb");
    REQUIRE(h800);
    CHECK(h800->interconnectBandwidth->inGBPerSecond() == 400.0);
    CHECK(*h800->peak.bf16Tflops == 989.5);

    // AMD MI300X spec page via stas00: 192 GB HBM3, 5,300 GB/s, 750 W, BF16 1,307.4 dense.
    const auto mi300x = db.cards().find("mi300x");
    REQUIRE(mi300x);
    CHECK(mi300x->memory->inGB() == 192.0);
    CHECK(mi300x->memoryBandwidth->inGBPerSecond() == 5300.0);
    CHECK(*mi300x->peak.bf16Tflops == 1307.4);
    CHECK(mi300x->interconnect == InterconnectKind::InfinityFabric);

    // Google TPU v5e docs: 197 TFLOPS BF16, 393 TOPS INT8, 16 GB, 819 GB/s, ICI 400 GB/s; no published TDP.
    const auto v5e = db.cards().find("tpu-v5e");
    REQUIRE(v5e);
    CHECK(*v5e->peak.bf16Tflops == 197.0);
    CHECK(*v5e->peak.int8Tops == 393.0);
    CHECK(v5e->interconnect == InterconnectKind::ICI);
    CHECK_FALSE(v5e->tdp);

    // Ascend 910B: sources conflict, so only the 64 GB memory size is kept and the rest stays unknown.
    const auto ascend = db.cards().find("ascend-910b");
    REQUIRE(ascend);
    CHECK(ascend->memory->inGB() == 64.0);
    CHECK_FALSE(ascend->memoryBandwidth);
    CHECK_FALSE(ascend->tdp);
    CHECK_FALSE(ascend->peak.fp16Tflops);

    // Indicative price: Intel's USD 125,000 per 8-accelerator Gaudi 3 kit (Computex 2024) = 15,625 per chip.
    const auto gaudi3 = db.cards().find("gaudi3");
    REQUIRE(gaudi3);
    REQUIRE(gaudi3->price);
    CHECK(gaudi3->price->amount.inCurrencyUnits() == 125000.0 / 8);
    CHECK(gaudi3->price->currency == "USD");
    CHECK(gaudi3->price->date == "2024-06");
    CHECK(gaudi3->price->confidence == PriceConfidence::List); // prices.md section 1 tags the Intel kit price P
}

TEST_CASE("Every card matches its row of ../shared/reference/gpu_specs.csv", "[builtin]")
{
    QFile file(QStringLiteral(GPUTCO_DATABASE_TEST_DIR "/../../../shared/reference/gpu_specs.csv"));
    if (!file.open(QIODevice::ReadOnly)) {
        WARN("gpu_specs.csv is not beside the project here; the literal checks above still apply");
        return;
    }
    const auto parsed = parseCsv(QString::fromUtf8(file.readAll()));
    REQUIRE_FALSE(parsed.error);
    const QStringList header = parsed.records.front().fields;
    const QHash<QString, QString> columnOf{{QStringLiteral("memory_gb"), QStringLiteral("memory_gb")},
                                           {QStringLiteral("memory_bw_gbs"), QStringLiteral("memory_bandwidth_gbs")},
                                           {QStringLiteral("tdp_w"), QStringLiteral("tdp_w")},
                                           {QStringLiteral("fp32_tflops"), QStringLiteral("fp32_tflops")},
                                           {QStringLiteral("tf32_tflops"), QStringLiteral("tf32_tflops")},
                                           {QStringLiteral("bf16_tflops"), QStringLiteral("bf16_tflops")},
                                           {QStringLiteral("fp16_tflops"), QStringLiteral("fp16_tflops")},
                                           {QStringLiteral("fp8_tflops"), QStringLiteral("fp8_tflops")},
                                           {QStringLiteral("int8_tops"), QStringLiteral("int8_tops")},
                                           {QStringLiteral("int4_tops"), QStringLiteral("int4_tops")},
                                           {QStringLiteral("nvlink_gbs"), QStringLiteral("interconnect_gbs")},
                                           {QStringLiteral("pcie_gen"), QStringLiteral("pcie_gen")},
                                           {QStringLiteral("launch_year"), QStringLiteral("launch_year")}};
    auto catalogue = BuiltInCatalogue::load();
    REQUIRE(catalogue);
    QHash<QString, SqlRow> byModel;
    for (const SqlRow& row : catalogue->rows(cardsTable()))
        byModel.insert(row.value(QStringLiteral("model")).toString(), row);

    int compared = 0;
    for (std::size_t r = 1; r < parsed.records.size(); ++r) {
        const QStringList& fields = parsed.records[r].fields;
        const QString model = fields.at(header.indexOf(QStringLiteral("model")));
        INFO(model.toStdString());
        REQUIRE(byModel.contains(model));
        const SqlRow& row = byModel.value(model);
        for (auto it = columnOf.cbegin(); it != columnOf.cend(); ++it) {
            INFO(it.key().toStdString());
            QString reference = fields.at(header.indexOf(it.key()));
            // gpu_specs.csv leaves the L20's compute blank; cards_cn.md has the Tom's Hardware listing [S] (FP32
            // 59.8 [W], TF32 59.8, FP16/BF16 119.5, FP8/INT8 239), which the catalogue now carries.
            static const QHash<QString, QString> l20{{QStringLiteral("fp32_tflops"), QStringLiteral("59.8")},
                                                     {QStringLiteral("tf32_tflops"), QStringLiteral("59.8")},
                                                     {QStringLiteral("bf16_tflops"), QStringLiteral("119.5")},
                                                     {QStringLiteral("fp16_tflops"), QStringLiteral("119.5")},
                                                     {QStringLiteral("fp8_tflops"), QStringLiteral("239")},
                                                     {QStringLiteral("int8_tops"), QStringLiteral("239")}};
            if (model == u"L20" && l20.contains(it.key()))
                reference = l20.value(it.key());
            const QVariant ours = row.value(it.value());
            if (reference.isEmpty())
                CHECK(ours.isNull());
            else
                CHECK(ours.toDouble() == reference.toDouble());
            ++compared;
        }
        CHECK(row.value(QStringLiteral("segment")).toString() == fields.at(header.indexOf(QStringLiteral("segment"))));
    }
    CHECK(compared == 26 * 13);
}

TEST_CASE("Shipped servers carry the vendors' system figures", "[builtin]")
{
    auto db = openMemoryCatalogue();
    // NVIDIA DGX H100/H200 user guide: 10.2 kW maximum, 6 x 3.3 kW PSUs in 4+2, 8U.
    const auto dgxH100 = db.servers().find("dgx-h100");
    REQUIRE(dgxH100);
    CHECK(dgxH100->systemMaxPower->inWatts() == 10200.0);
    CHECK(dgxH100->psuCount == 6);
    CHECK(dgxH100->psuRedundant == 2);
    CHECK(dgxH100->psuRating->inWatts() == 3300.0);
    CHECK(dgxH100->rackUnits == 8);
    // DGX B200 user guide: 14.3 kW maximum, 6 x 3.3 kW PSUs in 5+1, 10U.
    const auto dgxB200 = db.servers().find("dgx-b200");
    REQUIRE(dgxB200);
    CHECK(dgxB200->systemMaxPower->inWatts() == 14300.0);
    CHECK(dgxB200->psuRedundant == 1);
    CHECK(dgxB200->rackUnits == 10);
    // DGX A100: 6.5 kW maximum (NVIDIA DGX A100 documentation, widely cited).
    CHECK(db.servers().find("dgx-a100")->systemMaxPower->inWatts() == 6500.0);
    // An OEM box with no published maximum: the 1.8 x GPU TDP heuristic, overhead = 0.8 x 8 x 700 W = 4,480 W.
    const auto oem = db.servers().find("supermicro-sys-821ge-tnhr");
    REQUIRE(oem);
    CHECK_FALSE(oem->systemMaxPower);
    CHECK(oem->hostOverhead.inWatts() == 4480.0);
    // PCIe heuristic: 0.4 x (4 x 72 W) + 1,000 W = 1,115.2 W.
    CHECK(db.servers().find("example-pcie-4x-l4-2u")->hostOverhead.inWatts() == Approx(1115.2));
}

TEST_CASE("The cards a China buyer asks about have their servers and system prices", "[builtin]")
{
    auto db = openMemoryCatalogue();
    // H20 8-card server (China): CNY 1.2-1.4M, Reuters 2024-01 [S] (prices.md section 2); host 0.8 x 8 x 400 W.
    const auto h20 = db.servers().find("hgx-h20-8gpu");
    REQUIRE(h20);
    CHECK(h20->cardId == "h20");
    CHECK(h20->price->amount.inCurrencyUnits() == 1400000.0);
    CHECK(h20->price->currency == "CNY");
    CHECK(h20->price->low->inCurrencyUnits() == 1200000.0);
    CHECK(h20->hostOverhead.inWatts() == 2560.0);
    // Host share in one market: 1,400,000 / (8 x CNY 110,000) - 1 = 0.59.
    CHECK(*h20->hostShare == Approx(1400000.0 / 880000.0 - 1.0).margin(0.005));
    // H800 8-card server (China): about CNY 2,000,000, Reuters [S]; the DGX H100's 10.2 kW chassis.
    const auto h800 = db.servers().find("dgx-h800");
    REQUIRE(h800);
    CHECK(h800->price->amount.inCurrencyUnits() == 2000000.0);
    CHECK(h800->systemMaxPower->inWatts() == 10200.0);
    // MI300X 8-OAM platform: interpromicro listing USD 25,734 per GPU x 8 = 205,872 (2025-02-10, via Epoch) [W].
    const auto mi300x = db.servers().find("mi300x-8-oam-platform");
    REQUIRE(mi300x);
    CHECK(mi300x->price->amount.inCurrencyUnits() == 25734.0 * 8);
    CHECK(mi300x->price->confidence == PriceConfidence::Weak);
    CHECK(mi300x->hostOverhead.inWatts() == 0.8 * 8 * 750);
    // Gaudi 3: Intel's kit (USD 125,000 per 8, prices.md 2 [P]) is the cards; the host share is the DGX H100's.
    const auto gaudi3 = db.servers().find("gaudi3-8-oam-server");
    REQUIRE(gaudi3);
    CHECK_FALSE(gaudi3->price);
    CHECK(*gaudi3->hostShare == 0.37);
    // DGX B300: about USD 550,000 US list (stockwirex 2026-06) [W].
    CHECK(db.servers().find("dgx-b300")->price->amount.inCurrencyUnits() == 550000.0);
}

TEST_CASE("The update's card figures are in, with their tags", "[builtin]")
{
    auto db = openMemoryCatalogue();
    // L20: Tom's Hardware 2024-02 distributor listing [S] (cards_cn.md): TF32 59.8, FP16/BF16 119.5, FP8/INT8 239.
    const auto l20 = db.cards().find("l20");
    REQUIRE(l20);
    CHECK(l20->peak.tf32Tflops == 59.8);
    CHECK(l20->peak.bf16Tflops == 119.5);
    CHECK(l20->peak.fp16Tflops == 119.5);
    CHECK(l20->peak.fp8Tflops == 239.0);
    CHECK(l20->peak.int8Tops == 239.0);
    // L20 price: UNVERIFIED, USD 4,000-6,000 (typical 4,500, mirrorfrog) against 9,000 (jishuzhan) [W].
    CHECK(l20->price->amount.inCurrencyUnits() == 4500.0);
    CHECK(l20->price->high->inCurrencyUnits() == 9000.0);
    CHECK(l20->notes.find("UNVERIFIED") != std::string::npos);
    // MI350 series ASP: HSBC, USD 25,000 (2025-07) cut to 23,000 (2025-09) [S, relay].
    CHECK(db.cards().find("mi355x")->price->amount.inCurrencyUnits() == 23000.0);
    CHECK(db.cards().find("mi350x")->price->confidence == PriceConfidence::Press);
    // RTX 5090 Founders Edition MSRP USD 1,999 [P*]; Ascend 910C CNY 140,000-145,000 per chip [W].
    CHECK(db.cards().find("rtx-5090")->price->amount.inCurrencyUnits() == 1999.0);
    CHECK(db.cards().find("ascend-910c")->price->amount.inCurrencyUnits() == 145000.0);
}

TEST_CASE("Shipped facilities are sourced regional profiles with a rent, and Our site", "[builtin]")
{
    auto db = openMemoryCatalogue();
    const auto facilities = db.facilities().all();
    REQUIRE(facilities.size() == 9);
    for (const auto& f : facilities) {
        INFO(f.id);
        CHECK(f.name.rfind("Example", 0) != 0); // no fictional "Example operator" site is left
        // Hosting is not free: every mainland and US profile has a rack or a per-kW rent (Hong Kong has no
        // sourced rent and says so).
        if (f.id != "hk-overseas-node")
            CHECK((f.rackPricePerMonth || f.pricePerKwMonth));
    }
    // Western hubs: Horinger CNY 0.33/kWh (China Daily 2024-12-10), Zhongwei 0.36 (news.cn 2026-03-17), Gui'an
    // 0.35 (Xinhua 2026-04-11) [S]; the GDS REIT wholesale fee CNY 570 per kW-month [P*] (update section 6).
    CHECK(db.facilities().find("cn-horinger-hub-liquid")->electricityPricePerKwh == 0.33);
    CHECK(db.facilities().find("cn-zhongwei-hub")->electricityPricePerKwh == 0.36);
    CHECK(db.facilities().find("cn-guian-guizhou-campus")->electricityPricePerKwh == 0.35);
    CHECK(db.facilities().find("cn-zhongwei-hub")->pricePerKwMonth->inCurrencyUnits() == 570.0);
    // Tier-1 metro retail: VNET's retail revenue per cabinet, CNY 9,799 a month in Q2 2026 [P].
    const auto shanghai = db.facilities().find("cn-shanghai-tier3-metro");
    REQUIRE(shanghai);
    CHECK(shanghai->rackPricePerMonth->inCurrencyUnits() == 9799.0);
    CHECK(shanghai->electricityPricePerKwh == 0.75); // midpoint of East/South China 0.6-0.9 [S]
    // Shenzhen Baiwangxin AI centre: CNY 5,346 per rack-month, PUE 1.21 (operator disclosure) [W].
    CHECK(db.facilities().find("cn-shenzhen-ai-centre")->rackPricePerMonth->inCurrencyUnits() == 5346.0);
    CHECK(db.facilities().find("cn-shenzhen-ai-centre")->pue == 1.21);
    // Our site: 2 racks x 12 kW of contained air, rent 12 kW x CNY 570 = 6,840 per rack-month; 380 V three-phase
    // 25 A is the smallest standard breaker whose derated feed carries 12 kW (sqrt 3 x 380 x 25 x 0.8 x 0.95 =
    // 12.5 kW; 20 A gives 10.0 kW).
    const auto own = db.facilities().find("our-site");
    REQUIRE(own);
    CHECK(own->availableRacks == 2);
    CHECK(own->rackPricePerMonth->inCurrencyUnits() == 6840.0);
    CHECK(own->rack.breakerAmps == 25.0);
    CHECK(own->rack.voltage == 380.0);
    REQUIRE(own->cooling.size() == 1);
    CHECK(own->cooling[0].maxPerRack.inKilowatts() == 12.0);
    // Hong Kong: no ICP filing; CLP average net tariff HK$1.177/kWh from 2018-10-01.
    const auto hk = db.facilities().find("hk-overseas-node");
    REQUIRE(hk);
    CHECK_FALSE(hk->icpFilingRequired);
    CHECK(hk->currency == "HKD");
    CHECK(hk->electricityPricePerKwh == 1.177);
    // US colocation priced per kW-month: CBRE North America H2 2024, USD 184.06.
    const auto us = db.facilities().find("us-ashburn-colo-per-kw");
    REQUIRE(us);
    CHECK(us->pricePerKwMonth->inCurrencyUnits() == 184.06);
    CHECK(us->rack.phases == 3);
    // The liquid-ready and AI-hall profiles offer direct liquid cooling.
    const auto hall = db.facilities().find("cn-wuhu-hub-liquid");
    REQUIRE(hall);
    bool liquid = false;
    for (const auto& offer : hall->cooling)
        liquid = liquid || offer.method == CoolingMethod::DirectLiquid;
    CHECK(liquid);
    CHECK(hall->rack.voltage == 380.0);
}

TEST_CASE("A broken catalogue folder is a load error naming the file and row", "[builtin]")
{
    QTemporaryDir dir;
    REQUIRE(copyBuiltInCatalogue(dir.path()));
    REQUIRE(replaceInFile(dir.filePath(QStringLiteral("servers.csv")), QStringLiteral(",h100-sxm-80gb,"),
                          QStringLiteral(",h100-nonexistent,")));
    auto broken = BuiltInCatalogue::load(dir.path());
    REQUIRE_FALSE(broken);
    CHECK(broken.error().message.find("servers.csv") != std::string::npos);
    CHECK(broken.error().message.find("h100-nonexistent") != std::string::npos);
}

TEST_CASE("Every card of ../shared/reference/cards_cn.md is in the catalogue with its figures and tag",
          "[builtin][issue18]")
{
    auto catalogue = BuiltInCatalogue::load();
    REQUIRE(catalogue);
    QHash<QString, SqlRow> byModel;
    for (const SqlRow& row : catalogue->rows(cardsTable()))
        byModel.insert(row.value(QStringLiteral("model")).toString(), row);
    // Literal checks, whatever the reference file's location: Huawei CANN migration guide (Atlas A2: 353.9 TFLOPS
    // BF16, 64 GB, 1.6 TB/s); AMD MI355X per stas00 (2,500 BF16 dense, 1,400 W); B300 INT8 left empty (sources
    // conflict: 4,500 vs ~150 TOPS); Cambricon MLU590 has no credible figure at all, so every number is empty.
    const SqlRow b2 = byModel.value(QStringLiteral("Ascend 910B2 (Atlas A2 reference part)"));
    CHECK(b2.value(QStringLiteral("bf16_tflops")).toDouble() == 353.9);
    CHECK(b2.value(QStringLiteral("memory_bandwidth_gbs")).toDouble() == 1600.0);
    CHECK(b2.value(QStringLiteral("notes")).toString().startsWith(QStringLiteral("UNVERIFIED in part")));
    const SqlRow mi355x = byModel.value(QStringLiteral("Instinct MI355X"));
    CHECK(mi355x.value(QStringLiteral("bf16_tflops")).toDouble() == 2500.0);
    CHECK(mi355x.value(QStringLiteral("interconnect")).toString() == QStringLiteral("infinity-fabric"));
    CHECK(byModel.value(QStringLiteral("B300 SXM (HGX B300)")).value(QStringLiteral("int8_tops")).isNull());
    const SqlRow mlu590 = byModel.value(QStringLiteral("MLU590"));
    CHECK(mlu590.value(QStringLiteral("memory_gb")).isNull());
    CHECK(mlu590.value(QStringLiteral("notes")).toString().startsWith(QStringLiteral("UNVERIFIED")));

    QFile file(QStringLiteral(GPUTCO_DATABASE_TEST_DIR "/../../../shared/reference/cards_cn.md"));
    if (!file.open(QIODevice::ReadOnly)) {
        WARN("cards_cn.md is not beside the project here; the literal checks above still apply");
        return;
    }
    const QString text = QString::fromUtf8(file.readAll());
    const qsizetype start = text.indexOf(QStringLiteral("```csv\n"));
    REQUIRE(start >= 0);
    const qsizetype end = text.indexOf(QStringLiteral("```"), start + 7);
    const auto parsed = parseCsv(text.mid(start + 7, end - start - 7));
    REQUIRE_FALSE(parsed.error);
    const QStringList header = parsed.records.front().fields;
    const QStringList numeric{
        QStringLiteral("memory_gb"),        QStringLiteral("tdp_w"),       QStringLiteral("fp32_tflops"),
        QStringLiteral("tf32_tflops"),      QStringLiteral("bf16_tflops"), QStringLiteral("fp16_tflops"),
        QStringLiteral("fp8_tflops"),       QStringLiteral("int8_tops"),   QStringLiteral("int4_tops"),
        QStringLiteral("interconnect_gbs"), QStringLiteral("pcie_gen"),    QStringLiteral("launch_year")};
    int cards = 0;
    for (std::size_t r = 1; r < parsed.records.size(); ++r) {
        const QStringList& fields = parsed.records[r].fields;
        const QString model = fields.at(header.indexOf(QStringLiteral("model")));
        INFO(model.toStdString());
        const bool alreadyARow = model == u"H20" || model == u"L20"; // rows h20 and l20 before issue 18
        REQUIRE((byModel.contains(model) || alreadyARow));
        if (alreadyARow)
            continue;
        const SqlRow& row = byModel.value(model);
        for (const QString& column : numeric) {
            INFO(column.toStdString());
            const QString reference = fields.at(header.indexOf(column));
            if (reference.isEmpty())
                CHECK(row.value(column).isNull());
            else
                CHECK(row.value(column).toDouble() == reference.toDouble());
        }
        const QString bandwidth = fields.at(header.indexOf(QStringLiteral("memory_bw_gbs")));
        CHECK(row.value(QStringLiteral("memory_bandwidth_gbs")).toString() == bandwidth);
        CHECK(row.value(QStringLiteral("source"))
                  .toString()
                  .startsWith(fields.at(header.indexOf(QStringLiteral("source")))));
        // The tag travels to the notes, so the views and the report can say UNVERIFIED where the reference does.
        if (fields.last().startsWith(QStringLiteral("UNVERIFIED")))
            CHECK(row.value(QStringLiteral("notes")).toString().startsWith(QStringLiteral("UNVERIFIED")));
        ++cards;
    }
    CHECK(cards == 39);
    CHECK(catalogue->rows(cardsTable()).size() >= 40);
}
