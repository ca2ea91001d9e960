"""Simplified Chinese for issue 17, second part: Training vs inference ranks training by the cost of the run and the
time to finish (prices converted at the scenario's rates, the constraints' deadline, runs over a year), run times
in hours, days or years, and the workload panel's global batch.

Keys are the English source texts; terms follow /work/shared/GLOSSARY.md (主机占比, 整机价格, 折旧摊销, 全局批次).
"""

TEXT = {
    # --- run times (ui/format/Format.cpp) ----------------------------------------------------------------
    "%1 hours": "%1 小时",
    "%1 days": "%1 天",
    "%1 years (%2 days)": "%1 年（%2 天）",
    # --- training run notes (core/comparison/SuitabilityNote.h, ui/format/NoteText.cpp) -------------------
    "the run takes %1 even on %2 GPUs: longer than a year": "即使用 %2 块 GPU，训练也需要 %1：超过一年",
    "the run takes %1 on %2 GPUs, over the deadline of %3": "用 %2 块 GPU 训练需要 %1，超过 %3 的期限",
    "the run takes %1 on %2 GPUs: within the deadline, but longer than a year":
        "用 %2 块 GPU 训练需要 %1：在期限之内，但超过一年",
    # --- Training vs inference (ui/views/ComparisonFigures.cpp) --------------------------------------------
    "%1 tokens in %2 on %3": "%1 个 token：在 %3 上需 %2",
    "%1, over the deadline of %2": "%1，超过 %2 的期限",
    "cost of the run: %1 (cards over %2 and electricity)": "整次训练成本：%1（%2 的卡折旧摊销与电费）",
    "Cards for training %1 tokens within %2 (suitable first, then by the cost of the run, then the time to finish)":
        "训练 %1 个 token、%2 内完成的卡（合适的在前，再按整次训练成本、完成时间排序）",
    "Cards for training %1 tokens within a year (suitable first, then by the cost of the run, then the time to "
    "finish)":
        "训练 %1 个 token、一年内完成的卡（合适的在前，再按整次训练成本、完成时间排序）",
    # --- the cards' table (ui/models/ModeCardsTableModel.cpp) ---------------------------------------------
    "Cost of the run": "整次训练成本",
    "Time to finish": "完成时间",
    "No card price in %1 or convertible to it: electricity only": "没有以 %1 计价或可换算为 %1 的卡价：仅计电费",
    "servers at their system price": "服务器按整机价格",
    "card price plus host share": "卡价加主机占比",
    "%1 GPUs bought for %2 (%3), written off over %4 years": "%1 块 GPU 购置 %2（%3），分 %4 年折旧摊销",
    "%1; the run's share of that plus %2 of electricity": "%1；计入本次训练分摊的部分，另加电费 %2",
    "%1 \u2717 misses the deadline": "%1 \u2717 超过期限",
    "%1 \u26a0 over a year": "%1 \u26a0 超过一年",
    "The cards' purchase (system price, else card price plus host share, converted at the scenario's rates) written "
    "off over the period, for the run's GPU-hours, plus the run's electricity; * electricity only (no price)":
        "卡的购置（整机价格，否则卡价加主机占比，按情景汇率换算）在折旧期内摊销，按本次训练的 GPU 小时计入，再加本次训练的电费；* 仅电费（无价格）",
    "Electricity plus the cards written off over the period (prices converted at the scenario's rates); * "
    "electricity only (no price)":
        "电费加上卡在折旧期内的折旧摊销（价格按情景汇率换算）；* 仅电费（无价格）",
    "Wall time of the run on these GPUs (training layout search), against the deadline (a year without one)":
        "这些 GPU 上训练的实际耗时（训练并行方案搜索），对照期限（未设期限时为一年）",
    # --- workload panel: the training global batch (ui/panels/WorkloadPanel.cpp) ----------------------------
    "Tokens per optimizer step, in millions (sequences x context). Auto follows the published runs: max(4 Mi, 1,024 "
    "per GPU), at most 64 Mi tokens. The layout search splits it into micro-batches.":
        "每个优化器步的 token 数，单位百万（序列数 × 上下文长度）。自动取值依据已发表的训练：max(4 Mi, 每 GPU 1,024)，最多 64 Mi token。并行方案搜索再把它切分为微批次。",
    "Change global batch": "更改全局批次",
    "Global batch (M tokens)": "全局批次（百万 token）",
    "Reset optimizer, ZeRO stage, tokens, global batch and MFU": "重置优化器、ZeRO 阶段、训练 token 数、全局批次与 MFU",
    "auto: %1": "自动：%1",
}

BY_CONTEXT = {}
