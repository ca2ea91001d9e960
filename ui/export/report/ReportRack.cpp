#include "export/report/ReportRack.h"

#include "export/report/ReportText.h"
#include "format/EnumLabels.h"
#include "format/Format.h"
#include "format/NoteText.h"
#include "style/Palette.h"

#include <cmath>

namespace gputco::ui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

} // namespace

ReportTable rackSummaryTable(const Evaluation& e)
{
    ReportTable t;
    t.header = QStringList{ReportText::tr("Card"),
                           ReportText::tr("Server"),
                           ReportText::tr("Servers"),
                           ReportText::tr("Per rack"),
                           ReportText::tr("Racks"),
                           ReportText::tr("Fullest rack"),
                           ReportText::tr("IT peak"),
                           ReportText::tr("Site peak"),
                           ReportText::tr("Heat"),
                           ReportText::tr("Airflow"),
                           ReportText::tr("Amps/phase per feed"),
                           ReportText::tr("Cooling needed")};
    bool anyGeneric = false;
    for (std::size_t i : e.selected) {
        const CardEvaluation& c = e.cards[i];
        QList<ReportCell> row{textCell(q(c.card->model))};
        const CardRack& r = c.rack;
        if (!r.plan) {
            row << textCell(r.problem ? rackProblemText(r) : ReportText::tr("no server in the catalogue"));
            while (row.size() < t.header.size())
                row << noFigureCell();
            t.rows << row;
            continue;
        }
        const RackPlan& p = *r.plan;
        anyGeneric = anyGeneric || r.genericRack;
        row << textCell(r.server ? q(r.server->name) : QString());
        row << figureCell(format::integer(r.servers));
        ReportCell perRack =
            figureCell(QStringLiteral("%1 (%2)").arg(p.serversPerRack).arg(rackConstraintLabel(p.binding)));
        if (!p.fits()) {
            perRack.colour = palette::kFailure;
            perRack.bold = true;
        }
        row << perRack;
        row << figureCell(format::integer(p.racks));
        row << figureCell(format::power(p.rackMax));
        row << figureCell(format::power(p.itMax));
        row << figureCell(format::power(p.facilityMax));
        row << figureCell(ReportText::tr("%1 BTU/h, %2 t")
                              .arg(format::significant(p.btuPerHour), format::significant(p.coolingTons)));
        row << figureCell(ReportText::tr("%1 CFM").arg(format::significant(p.airflowCfm)));
        row << figureCell(ReportText::tr("%1 A").arg(format::significant(p.feed.ampsPerPhase)));
        row << textCell(coolingMethodLabel(p.coolingMethod));
        t.rows << row;
    }
    t.note =
        ReportText::tr("Servers per rack is the smallest of the space, feed-power and cooling limits (the binding one "
                       "in brackets). Peak = every server at its system maximum; site = IT x PUE. Heat: BTU/h = W x "
                       "3.41214, refrigeration tons = W / 3,516.85; airflow for a 20 F rise.");
    if (anyGeneric)
        t.note += QLatin1Char(' ') + ReportText::tr("No facility chosen: a generic 42U three-phase rack.");
    return t;
}

ReportTable facilityMatrix(const Evaluation& e)
{
    ReportTable t;
    t.header << ReportText::tr("Facility");
    // Cards without a rack plan (no server model) have no verdict anywhere: named in the note, not as columns.
    std::vector<std::size_t> shown;
    QStringList unplaced;
    for (std::size_t i : e.selected) {
        if (e.cards[i].rack.facilities.empty()) {
            unplaced << q(e.cards[i].card->model);
            continue;
        }
        shown.push_back(i);
        t.header << q(e.cards[i].card->model);
    }
    if (!e.catalogue)
        return t;
    for (std::size_t f = 0; f < e.catalogue->facilities.size() && !shown.empty(); ++f) {
        const Facility& facility = e.catalogue->facilities[f];
        QList<ReportCell> row{textCell(q(facility.name), facility.id == e.state.economics.facilityId)};
        for (std::size_t i : shown) {
            const FacilityFit* fit = nullptr;
            for (const FacilityFit& candidate : e.cards[i].rack.facilities)
                if (candidate.facilityId == facility.id)
                    fit = &candidate;
            if (!fit) {
                row << noFigureCell();
            } else if (fit->fits) {
                row << ReportCell{ReportText::tr("\u2713 fits"), palette::kBluishGreen.darker(130), false,
                                  Qt::AlignLeft};
            } else {
                QString text = QStringLiteral("\u2717 ") + fitReasonText(fit->reasons.front());
                if (fit->reasons.size() > 1)
                    text += ReportText::tr(" (+%1 more)").arg(fit->reasons.size() - 1);
                row << ReportCell{text, palette::kFailure, false, Qt::AlignLeft};
            }
        }
        t.rows << row;
    }
    t.note = ReportText::tr(
        "Each facility's rack offer, power, cooling, space and compliance checked against the "
        "deployment of each card (docs/MODEL.md, \"Facility fit\"). The scenario's facility is in bold.");
    if (!unplaced.isEmpty())
        t.note += QLatin1Char(' ')
                  + ReportText::tr("Not placed (no server model in the catalogue): %1.")
                        .arg(unplaced.join(QStringLiteral(", ")));
    return t;
}

QStringList chosenFacilityProblems(const Evaluation& e)
{
    QStringList out;
    for (std::size_t i : e.selected) {
        const CardEvaluation& c = e.cards[i];
        if (!c.rack.chosenFit || c.rack.chosenFit->fits)
            continue;
        QStringList reasons;
        for (const FitReason& reason : c.rack.chosenFit->reasons)
            reasons << fitReasonText(reason);
        out << ReportText::tr("%1: %2").arg(q(c.card->model), reasons.join(QStringLiteral("; ")));
    }
    return out;
}

} // namespace gputco::ui
