#include "panels/ConstraintsFacilityGroup.h"

#include "panels/ConstraintsPanel.h"
#include "scenario/ScenarioConstraintRanges.h"
#include "widgets/OptionalNumberEdit.h"
#include "widgets/PanelGroup.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSignalBlocker>

#include <algorithm>

namespace gputco::ui {

namespace {

QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// "ISO 27001, GB/T 22239": certifications separated by commas or semicolons (a name may hold spaces).
std::vector<std::string> parseCertifications(const QString& text)
{
    std::vector<std::string> out;
    for (const QString& part : text.split(QRegularExpression(QStringLiteral("[,;，；]")), Qt::SkipEmptyParts))
        if (const QString name = part.trimmed(); !name.isEmpty())
            out.push_back(name.toStdString());
    return out;
}

QString certificationsText(const std::vector<std::string>& certifications)
{
    QStringList parts;
    for (const std::string& c : certifications)
        parts << QString::fromStdString(c);
    return parts.join(QStringLiteral(", "));
}

} // namespace

ConstraintsFacilityGroup::ConstraintsFacilityGroup(Edit edit, QWidget* parent)
    : QObject(parent)
    , edit_(std::move(edit))
{
    group_ = new PanelGroup(tr("Facility must-haves"), tr("Require nothing more of the facilities"), parent);
    QFormLayout* form = group_->form();

    icp_ = new QComboBox(group_);
    narrow(icp_);
    icp_->addItem(tr("either"), fromView(icpRequirementName(IcpRequirement::Any)));
    icp_->addItem(tr("in the filing regime (mainland)"), fromView(icpRequirementName(IcpRequirement::FilingRegime)));
    icp_->addItem(tr("no filing needed (outside the mainland)"),
                  fromView(icpRequirementName(IcpRequirement::NoFilingNeeded)));
    icp_->setToolTip(tr("ICP filing: a service for mainland users must be filed and served from a site in "
                        "the regime; one that must go live without filing needs a site outside it"));
    connect(icp_, &QComboBox::activated, this, [this](int index) {
        const auto icp = parseIcpRequirement(icp_->itemData(index).toString().toStdString());
        edit_(tr("Change ICP requirement"),
              [icp](ScenarioConstraints& c) { c.icp = icp.value_or(IcpRequirement::Any); });
    });
    form->addRow(tr("ICP filing"), icp_);

    grade_ = new QComboBox(group_);
    narrow(grade_);
    grade_->addItem(tr("any"), QString());
    for (Gb50174Grade g : {Gb50174Grade::C, Gb50174Grade::B, Gb50174Grade::A})
        grade_->addItem(tr("%1 or better").arg(fromView(gb50174GradeName(g))), fromView(gb50174GradeName(g)));
    grade_->setToolTip(tr("Minimum GB 50174 data-centre grade (A is the highest; an Uptime tier counts as its "
                          "equivalent grade)"));
    connect(grade_, &QComboBox::activated, this, [this](int index) {
        const auto grade = parseGb50174Grade(grade_->itemData(index).toString().toStdString());
        edit_(tr("Change required GB 50174 grade"), [grade](ScenarioConstraints& c) { c.minGbGrade = grade; });
    });
    form->addRow(tr("GB 50174 grade"), grade_);

    const QString ddosField = tr("DDoS protection at least (Gbps)");
    ddos_ = new OptionalNumberEdit(
        {ddosField, constraintRanges::kMinDdosGbps.min, constraintRanges::kMinDdosGbps.max, false}, group_);
    ddos_->setPlaceholderText(tr("not required"));
    ddos_->setToolTip(tr("Scrubbing capacity the facility must offer against DDoS attacks. Empty: not required."));
    connect(ddos_, &OptionalNumberEdit::problemFound, this, &ConstraintsFacilityGroup::problemFound);
    connect(ddos_, &OptionalNumberEdit::valueEdited, this, [this](std::optional<double> v) {
        edit_(tr("Change required DDoS protection"), [v](ScenarioConstraints& c) { c.minDdosGbps = v; });
    });
    form->addRow(ddosField, ddos_);

    selfOperated_ = new QCheckBox(tr("Self-operated site"), group_);
    selfOperated_->setToolTip(tr("The licence holder runs the site itself, not a reseller"));
    connect(selfOperated_, &QCheckBox::toggled, this, [this](bool on) {
        edit_(tr("Require a self-operated site"), [on](ScenarioConstraints& c) { c.selfOperated = on; });
    });
    form->addRow(selfOperated_);

    certifications_ = new QLineEdit(group_);
    certifications_->setPlaceholderText(tr("e.g. ISO 27001"));
    certifications_->setToolTip(tr("Certifications the site must hold, separated by commas (matched by standard "
                                   "number). Added to the Economics panel's ISO 27001 box."));
    connect(certifications_, &QLineEdit::editingFinished, this, [this] {
        const std::vector<std::string> list = parseCertifications(certifications_->text());
        edit_(tr("Change required certifications"), [&list](ScenarioConstraints& c) { c.certifications = list; });
    });
    form->addRow(tr("Certifications"), certifications_);

    connect(group_, &PanelGroup::resetRequested, this, [this] {
        edit_(tr("Reset facility must-haves"), [](ScenarioConstraints& c) {
            c.icp = IcpRequirement::Any;
            c.minGbGrade.reset();
            c.minDdosGbps.reset();
            c.selfOperated = false;
            c.certifications.clear();
        });
    });
}

void ConstraintsFacilityGroup::refresh(const ScenarioConstraints& c)
{
    {
        const QSignalBlocker block(icp_);
        icp_->setCurrentIndex(std::max(0, icp_->findData(fromView(icpRequirementName(c.icp)))));
    }
    {
        const QSignalBlocker block(grade_);
        grade_->setCurrentIndex(c.minGbGrade ? std::max(0, grade_->findData(fromView(gb50174GradeName(*c.minGbGrade))))
                                             : 0);
    }
    ddos_->setValue(c.minDdosGbps);
    {
        const QSignalBlocker block(selfOperated_);
        selfOperated_->setChecked(c.selfOperated);
    }
    if (!certifications_->hasFocus()) {
        const QSignalBlocker block(certifications_);
        certifications_->setText(certificationsText(c.certifications));
    }
}

} // namespace gputco::ui
