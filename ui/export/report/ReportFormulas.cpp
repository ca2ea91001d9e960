#include "export/report/ReportFormulas.h"

#include <QCoreApplication>

namespace gputco::ui {

namespace {

struct Formula {
    const char* name;
    const char* formula;
    const char* source;
    const char* section; ///< docs/MODEL.md section and sub-section
};

// Keep in step with docs/MODEL.md: each entry names the section that derives the formula and cites it.
constexpr Formula kFormulas[] = {
    {QT_TRANSLATE_NOOP("Report", "Weights"), "parameters × bytes per element / TP",
     QT_TRANSLATE_NOOP("Report", "precision widths; INT4 group scales (GPTQ/AWQ group 128)"), "Memory › Inference"},
    {QT_TRANSLATE_NOOP("Report", "KV cache"), "2 × layers × KV heads × head dim × bytes × tokens × sequences",
     QT_TRANSLATE_NOOP("Report", "Kwon et al. 2023 (vLLM) §3; MLA latent: DeepSeek-V2 §2.1"), "Memory › Inference"},
    {QT_TRANSLATE_NOOP("Report", "Model states in training"), "(2 + 2 + K) Ψ, sharded by ZeRO stage over DP",
     QT_TRANSLATE_NOOP("Report", "Rajbhandari et al. 2020 (ZeRO) §3.1, Fig. 1"), "Memory › Training"},
    {QT_TRANSLATE_NOOP("Report", "Activations"), "sbh (34 + 5as/h) per layer, with TP/SP and recompute",
     QT_TRANSLATE_NOOP("Report", "Korthikanti et al. 2022, Table 2"), "Memory › Training"},
    {QT_TRANSLATE_NOOP("Report", "LoRA / QLoRA adapters"), "r (in + out) per adapted matrix; NF4 base",
     QT_TRANSLATE_NOOP("Report", "Hu et al. 2021; Dettmers et al. 2023"), "Memory › Fine-tuning with LoRA and QLoRA"},
    {QT_TRANSLATE_NOOP("Report", "Fewest GPUs"), "first split (TP ≤ 8, then PP, then ZeRO DP) whose per-GPU total fits",
     QT_TRANSLATE_NOOP("Report", "this project's fit planner"), "Memory › Fit"},
    {QT_TRANSLATE_NOOP("Report", "Training FLOPs"), "6N + 12 L h s per token",
     QT_TRANSLATE_NOOP("Report", "Kaplan et al. 2020; Chowdhery et al. 2022 (PaLM) App. B"), "Performance › FLOPs"},
    {QT_TRANSLATE_NOOP("Report", "Training time and MFU"),
     "compute + pipeline bubble + exposed TP and DP communication",
     QT_TRANSLATE_NOOP("Report", "Narayanan et al. 2021; Megatron-LM and Llama 3 MFU figures"),
     "Performance › Training time"},
    {QT_TRANSLATE_NOOP("Report", "Inference latency and throughput"),
     "TPOT = max(bytes read / (bandwidth × 0.7), FLOPs / (peak × 0.5)) + all-reduces",
     QT_TRANSLATE_NOOP("Report", "roofline model; checked against TensorRT-LLM and NeMo (docs/VALIDATION.md)"),
     "Performance › Inference"},
    {QT_TRANSLATE_NOOP("Report", "Serving deployment"), "replicas = ⌈target tokens/s / tokens/s per replica⌉",
     QT_TRANSLATE_NOOP("Report", "this project's deployment sizer"), "Performance › Sizing a deployment"},
    {QT_TRANSLATE_NOOP("Report", "Card and server power"),
     "idle + (busy − idle) × load, busy = full load (measured, else TDP) at most the cap; host share of the system "
     "maximum",
     QT_TRANSLATE_NOOP("Report", "Latif et al. 2025; Newkirk et al. 2025; NVIDIA DGX user guides"),
     "Power and energy › Power under load, Per server"},
    {QT_TRANSLATE_NOOP("Report", "Power cap"),
     "compute × (busy / full load)^(1/3); server maximum − GPUs × (TDP − cap)",
     QT_TRANSLATE_NOOP("Report", "cube law of dynamic power; MLPerf v4.1 H200 MaxQ (mlperf.md)"),
     "Power and energy › Power cap"},
    {QT_TRANSLATE_NOOP("Report", "Energy per output token"), "IT average W / (tokens/s × utilisation); kWh/M = J / 3.6",
     QT_TRANSLATE_NOOP("Report", "MLPerf power rows, whole system at the wall (mlperf.md)"),
     "Power and energy › Energy per output token"},
    {QT_TRANSLATE_NOOP("Report", "Energy, cost and CO2"), "IT kWh × PUE × price; × grid factor (kg/kWh)",
     QT_TRANSLATE_NOOP("Report", "datacenter.md §2 and §5 (MEE/NBS, EPA, EEA factors)"),
     "Power and energy › Energy, cost and CO2"},
    {QT_TRANSLATE_NOOP("Report", "Total cost of ownership"), "capex + months × opex; straight-line depreciation",
     QT_TRANSLATE_NOOP("Report", "datacenter.md §7.1"), "Cost (TCO)"},
    {QT_TRANSLATE_NOOP("Report", "Cloud break-even"), "U* = annual owned cost / (cloud price × GPUs × 8,760 h)",
     QT_TRANSLATE_NOOP("Report", "datacenter.md §7.1"), "Cost (TCO)"},
    {QT_TRANSLATE_NOOP("Report", "Servers per rack, heat, airflow"),
     "min(space, feed, cooling); BTU/h = W × 3.41214; CFM = 3.16 W / ΔT",
     QT_TRANSLATE_NOOP("Report", "datacenter.md §1, §3, §8; NEC 210.19/210.20 derating"),
     "Rack, power feed and cooling"},
    {QT_TRANSLATE_NOOP("Report", "Facility fit"), "every limit checked: rack power, cooling, space, feeds, compliance",
     QT_TRANSLATE_NOOP("Report", "datacenter.md; GB 50174; ASHRAE TC 9.9 classes"), "Facility fit"},
    {QT_TRANSLATE_NOOP("Report", "Training vs inference"), "the eight dimensions with this workload's figures",
     QT_TRANSLATE_NOOP("Report", "shared/seeds comparison article; the models above"),
     "Training vs inference comparison"},
};

} // namespace

ReportTable formulaTable()
{
    ReportTable t;
    t.header =
        QStringList{QCoreApplication::translate("Report", "Quantity"), QCoreApplication::translate("Report", "Formula"),
                    QCoreApplication::translate("Report", "Source"),
                    QCoreApplication::translate("Report", "docs/MODEL.md section")};
    for (const Formula& f : kFormulas) {
        t.rows << QList<ReportCell>{
            textCell(QCoreApplication::translate("Report", f.name), true), textCell(QString::fromUtf8(f.formula)),
            textCell(QCoreApplication::translate("Report", f.source)), textCell(QString::fromUtf8(f.section))};
    }
    t.note =
        QCoreApplication::translate("Report", "Every formula, its units and its source are set out in docs/MODEL.md "
                                              "(the sections above); validation against published measurements "
                                              "in docs/VALIDATION.md.");
    return t;
}

} // namespace gputco::ui
