#include "export/report/ReportAb.h"

#include "export/report/ReportFacts.h"
#include "export/report/ReportText.h"
#include "format/Format.h"
#include "style/Palette.h"
#include "views/MemoryFitRows.h"

#include <functional>
#include <optional>

namespace gputco::ui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }
ReportCell left(const QString& text, bool bold = false) { return ReportCell{text, {}, bold, Qt::AlignLeft}; }
ReportCell right(const QString& text) { return ReportCell{text, {}, false, Qt::AlignRight}; }
const QString kNone = QStringLiteral("\u2014");

void addDifferences(ReportTable& out, const ReportTable& a, const ReportTable& b)
{
    // Both tables list settings by name; a setting one scenario lacks (training keys in an inference
    // scenario) shows a dash on that side.
    QStringList keys;
    for (const auto& row : a.rows)
        keys << row.value(0).text;
    for (const auto& row : b.rows)
        if (!keys.contains(row.value(0).text))
            keys << row.value(0).text;
    auto valueOf = [](const ReportTable& t, const QString& key) {
        for (const auto& row : t.rows)
            if (row.value(0).text == key)
                return row.value(1).text;
        return kNone;
    };
    for (const QString& key : keys) {
        const QString va = valueOf(a, key);
        const QString vb = valueOf(b, key);
        if (va != vb)
            out.rows << QList<ReportCell>{left(key, true), left(va), left(vb)};
    }
}

QStringList cardNames(const Evaluation& e)
{
    QStringList names;
    for (std::size_t i : e.selected)
        names << q(e.cards[i].card->model);
    return names;
}

const CardEvaluation* findSelected(const Evaluation& e, const std::string& id)
{
    for (std::size_t i : e.selected)
        if (e.cards[i].card->id == id)
            return &e.cards[i];
    return nullptr;
}

struct Figure {
    QString name;
    std::function<std::optional<double>(const CardEvaluation&)> value;
    std::function<QString(double)> text;
    bool lowerIsBetter = true;
};

} // namespace

ReportTable differenceTable(const Evaluation& a, const Evaluation& b)
{
    ReportTable t;
    t.header = QStringList{ReportText::tr("Setting"), ReportText::tr("A"), ReportText::tr("B")};
    addDifferences(t, workloadTable(a), workloadTable(b));
    addDifferences(t, economicsTable(a), economicsTable(b));
    const QString cardsA = cardNames(a).join(QStringLiteral(", "));
    const QString cardsB = cardNames(b).join(QStringLiteral(", "));
    if (cardsA != cardsB)
        t.rows << QList<ReportCell>{left(ReportText::tr("Cards compared"), true), left(cardsA), left(cardsB)};
    if (t.rows.isEmpty())
        t.rows << QList<ReportCell>{left(ReportText::tr("(no difference in the inputs)")), left(QString()),
                                    left(QString())};
    return t;
}

ReportTable sideBySideTable(const Evaluation& a, const Evaluation& b)
{
    const QString currencyA = q(a.state.economics.currency);
    const QString currencyB = q(b.state.economics.currency);
    const bool sameCurrency = currencyA == currencyB;
    auto money = [](const std::optional<Money>& m) -> std::optional<double> {
        return m ? std::optional<double>(m->inCurrencyUnits()) : std::nullopt;
    };
    const std::vector<Figure> figures{
        {ReportText::tr("Fewest GPUs that hold it"),
         [](const CardEvaluation& c) { return c.fit.fits ? std::optional<double>(c.fit.gpus()) : std::nullopt; },
         [](double v) { return format::integer(v); }},
        {ReportText::tr("GPUs deployed"),
         [](const CardEvaluation& c) {
             return c.economics.gpus > 0 ? std::optional<double>(c.economics.gpus) : std::nullopt;
         },
         [](double v) { return format::integer(v); }},
        {ReportText::tr("IT power, average"),
         [](const CardEvaluation& c) {
             return c.economics.power ? std::optional<double>(c.economics.power->itAverage.inWatts()) : std::nullopt;
         },
         [](double v) { return format::power(Watts::of(v)); }},
        {ReportText::tr("Total cost of ownership"),
         [money](const CardEvaluation& c) {
             return c.economics.tco ? money(c.economics.tco->lifetimeTotal) : std::nullopt;
         },
         [](double v) { return format::significant(v); }},
        {ReportText::tr("Cost per million tokens"),
         [money](const CardEvaluation& c) { return money(c.economics.costPerMillionTokens); },
         [](double v) { return format::significant(v); }},
        {ReportText::tr("Training run cost"),
         [money](const CardEvaluation& c) { return money(c.economics.trainingRunCost); },
         [](double v) { return format::significant(v); }},
    };

    ReportTable t;
    t.header = QStringList{ReportText::tr("Card"), ReportText::tr("Figure"), ReportText::tr("A"), ReportText::tr("B"),
                           ReportText::tr("B vs A")};
    std::vector<std::string> ids;
    for (std::size_t i : a.selected)
        ids.push_back(a.cards[i].card->id);
    for (std::size_t i : b.selected)
        if (std::find(ids.begin(), ids.end(), b.cards[i].card->id) == ids.end())
            ids.push_back(b.cards[i].card->id);

    for (const std::string& id : ids) {
        const CardEvaluation* ca = findSelected(a, id);
        const CardEvaluation* cb = findSelected(b, id);
        const QString card = q((ca ? ca : cb)->card->model);
        bool first = true;
        for (const Figure& f : figures) {
            const std::optional<double> va = ca ? f.value(*ca) : std::nullopt;
            const std::optional<double> vb = cb ? f.value(*cb) : std::nullopt;
            if (!va && !vb)
                continue;
            QList<ReportCell> row{left(first ? card : QString(), true), left(f.name)};
            row << right(va ? f.text(*va) : kNone) << right(vb ? f.text(*vb) : kNone);
            const bool isMoney = f.name == ReportText::tr("Total cost of ownership")
                                 || f.name == ReportText::tr("Cost per million tokens")
                                 || f.name == ReportText::tr("Training run cost");
            if (va && vb && *va > 0 && (sameCurrency || !isMoney)) {
                const double change = *vb / *va - 1.0;
                ReportCell cell = right((change > 0 ? QStringLiteral("+") : QString()) + format::percent(change));
                if (std::abs(change) >= 0.005)
                    cell.colour =
                        (change < 0) == f.lowerIsBetter ? palette::kBluishGreen.darker(130) : palette::kVermilion;
                row << cell;
            } else {
                row << right(kNone);
            }
            t.rows << row;
            first = false;
        }
    }
    t.note =
        sameCurrency
            ? ReportText::tr("Money in %1. Green: B lower than A; vermilion: B higher. \u2014: no figure "
                             "(the card is not in that scenario, or the catalogue lacks a number).")
                  .arg(currencyA)
            : ReportText::tr("Money in %1 (A) and %2 (B): not compared. \u2014: no figure.").arg(currencyA, currencyB);
    return t;
}

} // namespace gputco::ui
