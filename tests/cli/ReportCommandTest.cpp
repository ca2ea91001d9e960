#include "ScenarioCliSupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace scenario_cli;

namespace {

struct Report {
    QString pdf;
    ProcessResult run;
};

// The Monte Carlo samples of the reports below: none of these cases checks the bands' values, and the default
// 2,000 samples were about a sixth of a report's time.
constexpr int kReportSamples = 200;

// A copy of `scenario` in `dir` whose uncertainty section draws kReportSamples (every other key as in the file).
QString withFewerSamples(const QTemporaryDir& dir, const QString& scenario)
{
    QFile in(scenario);
    REQUIRE(in.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
    REQUIRE_FALSE(root.isEmpty());
    QJsonObject uncertainty = root.value(QStringLiteral("uncertainty")).toObject();
    uncertainty.insert(QStringLiteral("samples"), kReportSamples);
    root.insert(QStringLiteral("uncertainty"), uncertainty);
    const QString path = dir.filePath(QStringLiteral("mc-") + QFileInfo(scenario).fileName());
    QFile out(path);
    REQUIRE(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(QJsonDocument(root).toJson());
    return path;
}

Report writeReport(const QTemporaryDir& dir, const QString& scenario, const QStringList& extra = {})
{
    Report r;
    r.pdf = dir.filePath(QFileInfo(scenario).completeBaseName() + QStringLiteral(".pdf"));
    r.run = runCliProcess(QStringList{QStringLiteral("report"), withFewerSamples(dir, scenario), QStringLiteral("-o"),
                                      r.pdf, QStringLiteral("--database"), dir.filePath(QStringLiteral("c.sqlite"))}
                          + extra);
    return r;
}

// The version of database/catalogue/, which a fresh --database file is seeded with.
QString builtInCatalogueVersion()
{
    QFile file(examplePath(QStringLiteral("../database/catalogue/VERSION")));
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll()).trimmed();
}

// Share of sampled pixels that are not white: a blank or near-blank page scores near 0.
double inkShare(const QImage& image)
{
    int inked = 0;
    int samples = 0;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3, ++samples)
            inked += image.pixelColor(x, y).lightness() < 235 ? 1 : 0;
    return samples ? static_cast<double>(inked) / samples : 0.0;
}

} // namespace

TEST_CASE("report writes each example's PDF: pages, text, title page image", "[cli][report]")
{
    QTemporaryDir dir;
    for (const QString& name : exampleNames()) {
        INFO(name.toStdString());
        const Report r = writeReport(dir, examplePath(name), {QStringLiteral("--lang"), QStringLiteral("en_GB")});
        INFO(r.run.err.toStdString());
        REQUIRE(r.run.exitCode == 0);
        CHECK(r.run.out.contains(QStringLiteral("Wrote ")));

        // Title page, contents, assumptions, memory, power and cost, comparison, rack, formulas: at least 7 pages;
        // the footer's "Page N of M" agrees with the file.
        const int pages = pdfInfo(r.pdf, QStringLiteral("Pages")).toInt();
        CHECK(pages >= 7);
        CHECK(pages <= 30);
        const QString text = pdfText(r.pdf);
        CHECK(text.contains(QStringLiteral("Page 1 of %1").arg(pages)));
        CHECK(text.contains(QStringLiteral("Page %1 of %1").arg(pages)));
        CHECK(pdfInfo(r.pdf, QStringLiteral("Page size")).contains(QStringLiteral("A4")));

        // The scenario's name, the catalogue version and the sections with their questions.
        QFile file(examplePath(name));
        REQUIRE(file.open(QIODevice::ReadOnly));
        const QString scenarioName = QRegularExpression(QStringLiteral("\"name\": \"([^\"]+)\""))
                                         .match(QString::fromUtf8(file.readAll()))
                                         .captured(1);
        CHECK(text.simplified().contains(scenarioName));
        CHECK(text.contains(builtInCatalogueVersion()));
        for (const char* heading :
             {"Assumptions", "Memory: does it fit?", "Power and cost", "Training vs inference",
              "Rack, power and cooling", "Formulas and sources", "Does it fit? Memory per GPU", "Kwon et al. 2023"})
            CHECK(text.contains(QString::fromUtf8(heading)));

        // Page 1 rendered: exists, A4 proportions, and carries ink (title band, text), not a blank page.
        const QString prefix = dir.filePath(QFileInfo(r.pdf).completeBaseName());
        const ProcessResult png =
            runProgram(QStringLiteral("pdftoppm"), {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("60"),
                                                    QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                                                    QStringLiteral("1"), QStringLiteral("-singlefile"), r.pdf, prefix});
        REQUIRE(png.exitCode == 0);
        const QImage page(prefix + QStringLiteral(".png"));
        REQUIRE_FALSE(page.isNull());
        CHECK(page.height() > page.width());
        CHECK(inkShare(page) > 0.03);
    }
}

TEST_CASE("report --lang zh_CN: Chinese dates, a CJK font embedded, A4", "[cli][report]")
{
    QTemporaryDir dir;
    const Report r = writeReport(dir, examplePath(QStringLiteral("llama-70b-inference.gputco.json")),
                                 {QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    REQUIRE(r.run.exitCode == 0);
    const QString text = pdfText(r.pdf);
    CHECK(text.contains(QStringLiteral("年"))); // the long date in Chinese, e.g. 2026年11月29日
    CHECK(pdfInfo(r.pdf, QStringLiteral("Page size")).contains(QStringLiteral("A4")));
    const ProcessResult fonts = runProgram(QStringLiteral("pdffonts"), {r.pdf});
    CHECK(fonts.out.contains(QStringLiteral("NotoSansCJK")));
}

TEST_CASE("report with a Chinese scenario name embeds its glyphs", "[cli][report]")
{
    QTemporaryDir dir;
    QFile in(examplePath(QStringLiteral("edge-8b-inference.gputco.json")));
    REQUIRE(in.open(QIODevice::ReadOnly));
    QString json = QString::fromUtf8(in.readAll());
    json.replace(QStringLiteral("Edge assistant: Llama-3.1-8B in INT4 on small cards"),
                 QStringLiteral("边缘推理：8B 模型"));
    const QString path = dir.filePath(QStringLiteral("zh.gputco.json"));
    QFile out(path);
    REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(json.toUtf8());
    out.close();
    const Report r = writeReport(dir, path, {QStringLiteral("--lang"), QStringLiteral("en_GB")});
    REQUIRE(r.run.exitCode == 0);
    CHECK(pdfText(r.pdf).contains(QStringLiteral("边缘推理：8B 模型")));
}

TEST_CASE("report page size: Letter for the US, --page and --landscape override", "[cli][report]")
{
    QTemporaryDir dir;
    // The page size follows the options alone; the edge example is the quickest to report (the 7B LoRA one, with
    // its training layout search, took twice as long).
    const QString scenario = examplePath(QStringLiteral("edge-8b-inference.gputco.json"));
    const Report us = writeReport(dir, scenario, {QStringLiteral("--lang"), QStringLiteral("en_US")});
    REQUIRE(us.run.exitCode == 0);
    // US Letter is 8.5 x 11 in = 612 x 792 pt.
    CHECK(pdfInfo(us.pdf, QStringLiteral("Page size")).startsWith(QStringLiteral("612 x 792")));

    QTemporaryDir other;
    const Report wide = writeReport(other, scenario,
                                    {QStringLiteral("--lang"), QStringLiteral("en_US"), QStringLiteral("--page"),
                                     QStringLiteral("a4"), QStringLiteral("--landscape")});
    REQUIRE(wide.run.exitCode == 0);
    // A4 is 210 x 297 mm = 595.28 x 841.89 pt (pdfinfo rounds to 595 x 842); landscape swaps them.
    CHECK(pdfInfo(wide.pdf, QStringLiteral("Page size")) == QStringLiteral("842 x 595 pts (A4)"));
}

TEST_CASE("report page 1 is the meeting's answer: range, budget, rented alternative, present value, caveats",
          "[cli][report]")
{
    // The 70B example bought or rented, with a budget and a discount rate: page 1 alone must carry the answer.
    QTemporaryDir dir;
    QFile in(examplePath(QStringLiteral("llama-70b-inference.gputco.json")));
    REQUIRE(in.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
    QJsonObject constraints = root.value(QStringLiteral("constraints")).toObject();
    constraints.insert(QStringLiteral("ownership"), QStringLiteral("either"));
    constraints.insert(QStringLiteral("budget"), 3000000);
    root.insert(QStringLiteral("constraints"), constraints);
    QJsonObject economics = root.value(QStringLiteral("economics")).toObject();
    economics.insert(QStringLiteral("discount_rate"), 0.08);
    root.insert(QStringLiteral("economics"), economics);
    const QString scenario = dir.filePath(QStringLiteral("either.gputco.json"));
    QFile out(scenario);
    REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(root).toJson());
    out.close();

    const Report r = writeReport(dir, scenario, {QStringLiteral("--lang"), QStringLiteral("en_GB")});
    INFO(r.run.err.toStdString());
    REQUIRE(r.run.exitCode == 0);
    const QString page1 =
        runProgram(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), QStringLiteral("-f"), QStringLiteral("1"),
                                                 QStringLiteral("-l"), QStringLiteral("1"), r.pdf, QStringLiteral("-")})
            .out.simplified();
    INFO(page1.toStdString());
    CHECK(page1.contains(QStringLiteral("Recommendation")));
    // The total with its P10-P90, e.g. "526,462 CNY (P10–P90 428,210–752,798 CNY)".
    CHECK(QRegularExpression(
              QStringLiteral("Total cost over 4 years [\\d,.]+ (M )?CNY \\(P10–P90 [\\d,.]+–[\\d,.]+ (M )?CNY\\)"))
              .match(page1)
              .hasMatch());
    CHECK(QRegularExpression(QStringLiteral("Present value at 8(\\.0)?% a year [\\d,.]+ (M )?CNY"))
              .match(page1)
              .hasMatch());
    CHECK(page1.contains(QStringLiteral("Within the budget of 3.00 M CNY")));
    // The other side of buy or rent beside the answer: the best rented option when an owned one is recommended, the
    // best owned one when a rented one is (this scenario searches both).
    CHECK((page1.contains(QStringLiteral("Best rented alternative"))
           || page1.contains(QStringLiteral("Best owned alternative"))));
    CHECK(page1.contains(QStringLiteral("rented from")));
    CHECK(page1.contains(QStringLiteral("Assumed efficiency")));
    CHECK(page1.contains(QStringLiteral("Contents")));

    // An inference question prints the serving cards under their own caption and no training cards.
    const QString text = pdfText(r.pdf);
    CHECK(text.contains(QStringLiteral("Cards for serving")));
    CHECK(text.contains(QStringLiteral("Card to serve")));
    CHECK_FALSE(text.contains(QStringLiteral("Cards for training")));
    CHECK_FALSE(text.contains(QStringLiteral("Card to train")));
}

TEST_CASE("report paper: A4 by default, --paper, and the window's Preferences", "[cli][report]")
{
    QTemporaryDir dir;
    const QString scenario = examplePath(QStringLiteral("edge-8b-inference.gputco.json"));
    const QString db = dir.filePath(QStringLiteral("c.sqlite"));
    const QString small = withFewerSamples(dir, scenario);
    const auto report = [&](const QString& name, const QStringList& extra, const QMap<QString, QString>& env = {}) {
        const QString pdf = dir.filePath(name);
        const ProcessResult run = runProgram(
            QStringLiteral(GPUTCO_CLI_PATH),
            QStringList{QStringLiteral("report"), small, QStringLiteral("-o"), pdf, QStringLiteral("--database"), db}
                + extra,
            env);
        INFO(run.err.toStdString());
        REQUIRE(run.exitCode == 0);
        return pdfInfo(pdf, QStringLiteral("Page size"));
    };
    // Without a language or a preference: A4 (the C locale measures in metric).
    CHECK(report(QStringLiteral("default.pdf"), {},
                 {{QStringLiteral("LANG"), QStringLiteral("C.UTF-8")}, {QStringLiteral("LC_ALL"), QString()}})
              .contains(QStringLiteral("A4")));
    // US English takes Letter; --paper a4 overrides it, and --paper letter a British report.
    CHECK(report(QStringLiteral("us.pdf"), {QStringLiteral("--lang"), QStringLiteral("en_US")})
              .startsWith(QStringLiteral("612 x 792")));
    CHECK(report(QStringLiteral("us-a4.pdf"),
                 {QStringLiteral("--lang"), QStringLiteral("en_US"), QStringLiteral("--paper"), QStringLiteral("a4")})
              .contains(QStringLiteral("A4")));
    CHECK(report(QStringLiteral("gb-letter.pdf"), {QStringLiteral("--lang"), QStringLiteral("en_GB"),
                                                   QStringLiteral("--paper"), QStringLiteral("letter")})
              .startsWith(QStringLiteral("612 x 792")));

    // Letter chosen in Edit > Preferences (QSettings, preferences/reportPaper) applies without --paper.
    QTemporaryDir config;
    QDir().mkpath(config.filePath(QStringLiteral("gputco")));
    QFile settings(config.filePath(QStringLiteral("gputco/gpu-tco.conf")));
    REQUIRE(settings.open(QIODevice::WriteOnly));
    settings.write("[preferences]\nreportPaper=letter\n");
    settings.close();
    CHECK(report(QStringLiteral("preferred.pdf"), {QStringLiteral("--lang"), QStringLiteral("en_GB")},
                 {{QStringLiteral("XDG_CONFIG_HOME"), config.path()}})
              .startsWith(QStringLiteral("612 x 792")));

    const ProcessResult bad =
        runCliProcess({QStringLiteral("report"), scenario, QStringLiteral("-o"), dir.filePath(QStringLiteral("x.pdf")),
                       QStringLiteral("--paper"), QStringLiteral("a3"), QStringLiteral("--database"), db});
    CHECK(bad.exitCode == 2);
    CHECK(bad.err.contains(QStringLiteral("--paper: must be a4 or letter")));
}

TEST_CASE("report refuses bad options and bad files, and leaves no half file", "[cli][report]")
{
    QTemporaryDir dir;
    const QString scenario = examplePath(QStringLiteral("edge-8b-inference.gputco.json"));
    const QString db = dir.filePath(QStringLiteral("c.sqlite"));

    const ProcessResult noOutput =
        runCliProcess({QStringLiteral("report"), scenario, QStringLiteral("--database"), db});
    CHECK(noOutput.exitCode == 2);
    CHECK(noOutput.err.contains(QStringLiteral("--output")));

    const ProcessResult badPage =
        runCliProcess({QStringLiteral("report"), scenario, QStringLiteral("-o"), dir.filePath(QStringLiteral("x.pdf")),
                       QStringLiteral("--page"), QStringLiteral("a3"), QStringLiteral("--database"), db});
    CHECK(badPage.exitCode == 2);
    CHECK(badPage.err.contains(QStringLiteral("--page: must be a4 or letter")));

    const ProcessResult badLang =
        runCliProcess({QStringLiteral("report"), scenario, QStringLiteral("-o"), dir.filePath(QStringLiteral("x.pdf")),
                       QStringLiteral("--lang"), QStringLiteral("klingon"), QStringLiteral("--database"), db});
    CHECK(badLang.exitCode == 2);
    CHECK(badLang.err.contains(QStringLiteral("--lang")));

    const QString notJson = dir.filePath(QStringLiteral("broken.gputco.json"));
    QFile file(notJson);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write("{ \"format_version\": 1, ");
    file.close();
    const ProcessResult broken =
        runCliProcess({QStringLiteral("report"), notJson, QStringLiteral("-o"), dir.filePath(QStringLiteral("x.pdf")),
                       QStringLiteral("--database"), db});
    CHECK(broken.exitCode == 2);
    CHECK(broken.err.contains(QStringLiteral("broken.gputco.json")));
    CHECK(broken.err.contains(QStringLiteral("not valid JSON")));
    CHECK_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.pdf"))));

    const QString unwritable = dir.filePath(QStringLiteral("no/such/folder/report.pdf"));
    const ProcessResult failed = runCliProcess(
        {QStringLiteral("report"), scenario, QStringLiteral("-o"), unwritable, QStringLiteral("--database"), db});
    // Refused before the report is drawn (issue 25: every target is checked first), as a usage error.
    CHECK(failed.exitCode == 2);
    CHECK(failed.err.contains(QStringLiteral("--output")));
    CHECK(failed.err.contains(QStringLiteral("does not exist")));
    CHECK_FALSE(QFile::exists(unwritable));
}

TEST_CASE("report --compare writes an A/B report: what differs and the figures side by side", "[cli][report]")
{
    QTemporaryDir dir;
    // B: the 70B example in BF16 instead of FP8, at a western-hub electricity price.
    QFile in(examplePath(QStringLiteral("llama-70b-inference.gputco.json")));
    REQUIRE(in.open(QIODevice::ReadOnly));
    QString json = QString::fromUtf8(in.readAll());
    json.replace(QStringLiteral("\"weights\": \"fp8\""), QStringLiteral("\"weights\": \"bf16\""));
    json.replace(QStringLiteral("\"electricity_price_per_kwh\": 0.7"),
                 QStringLiteral("\"electricity_price_per_kwh\": 0.38"));
    json.replace(QStringLiteral("Llama-3.1-70B chat service: which card?"),
                 QStringLiteral("70B in BF16 at the hub price"));
    const QString b = dir.filePath(QStringLiteral("b.gputco.json"));
    QFile out(b);
    REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(json.toUtf8());
    out.close();

    // B draws as few samples as A, so the samples are not among the differences either.
    const Report r = writeReport(
        dir, examplePath(QStringLiteral("llama-70b-inference.gputco.json")),
        {QStringLiteral("--compare"), withFewerSamples(dir, b), QStringLiteral("--lang"), QStringLiteral("en_GB")});
    INFO(r.run.err.toStdString());
    REQUIRE(r.run.exitCode == 0);
    const QString text = pdfText(r.pdf);
    CHECK(text.contains(QStringLiteral("A/B comparison")));
    CHECK(text.contains(QStringLiteral("70B in BF16 at the hub price")));
    CHECK(text.contains(QStringLiteral("Assumptions (A)")));
    CHECK(text.contains(QStringLiteral("Rack, power and cooling (B)")));
    // Exactly the two changed inputs are listed as differences, each with A's and B's value.
    const QRegularExpression weights(QStringLiteral("Weight precision\\s+FP8\\s+BF16"));
    const QRegularExpression price(QStringLiteral("Electricity price\\s+0.700 CNY/kWh\\s+0.380 CNY/kWh"));
    CHECK(weights.match(text).hasMatch());
    CHECK(price.match(text).hasMatch());
    // BF16 weights take twice FP8's bytes: on the H200 the fewest GPUs go from 1 to 2 (+100%).
    CHECK(QRegularExpression(QStringLiteral("H200 SXM 141GB\\s+Fewest GPUs that hold it\\s+1\\s+2\\s+\\+100%"))
              .match(text)
              .hasMatch());

    const ProcessResult bad = runCliProcess(
        {QStringLiteral("report"), examplePath(QStringLiteral("edge-8b-inference.gputco.json")), QStringLiteral("-o"),
         dir.filePath(QStringLiteral("x.pdf")), QStringLiteral("--compare"), dir.filePath(QStringLiteral("none.json")),
         QStringLiteral("--database"), dir.filePath(QStringLiteral("c.sqlite"))});
    CHECK(bad.exitCode == 2);
    CHECK(bad.err.contains(QStringLiteral("--compare")));
}
