"""Simplified Chinese for the notes core attaches to a card (contexts PerformanceNote and SuitabilityNote,
formatted in ui/format/NoteText.cpp) and the evaluator's own notes (context CardEconomicsEvaluator).

Keys are the English source texts; terms follow /work/shared/GLOSSARY.md.
"""

TEXT = {
    # --- performance notes (core/performance/PerformanceNote.h) -------------------------------------------
    "%1 has no published dense %2 figure: computing at its %3 peak instead":
        "%1 没有公开的稠密 %2 算力数据：改按其 %3 峰值算力计算",
    "%1: dense %2 peak is unknown, so compute time cannot be estimated":
        "%1：稠密 %2 峰值算力未知，无法估算计算时间",
    "the card's memory is unknown, so the concurrency that fits is unknown":
        "该卡显存未知，放得下的并发数未知",
    "%1 sequences do not fit in memory; at most %2 do": "%1 条序列放不下显存；最多放得下 %2 条",
    "4-bit weights are dequantised: matrix multiplies run at the BF16 peak":
        "4 位权重需反量化：矩阵乘按 BF16 峰值算力运行",
    "the card's GPU-to-GPU bandwidth is unknown, so tensor-parallel latency is unknown":
        "该卡的卡间互联带宽未知，张量并行时延未知",
    "the card's memory bandwidth is unknown, so decode speed is unknown": "该卡显存带宽未知，解码速度未知",
    "training time is unknown because the card's peak is unknown": "该卡峰值算力未知，训练时间未知",
    "the card's GPU-to-GPU bandwidth is unknown, so communication time is unknown":
        "该卡的卡间互联带宽未知，通信时间未知",
    "tensor parallelism spans servers: its all-reduces run over the network":
        "张量并行跨越服务器：其 all-reduce 经由节点间网络进行",
    "the MoE token all-to-all of expert parallelism is not modelled (assumed overlapped)":
        "未建模专家并行中 MoE token 的 all-to-all 通信（假定与计算重叠）",
    # --- card suitability (core/comparison/SuitabilityNote.h) ---------------------------------------------
    "does not fit in memory: the best split needs %1 per GPU, the card has %2":
        "显存放不下：最佳切分每 GPU 需要 %1，该卡只有 %2",
    "does not fit in memory": "显存放不下",
    "needs %1 GPUs to serve, more than one server of %2": "推理需要 %1 张 GPU，超过一台 %2 卡服务器",
    "needs %1 GPUs but has no NVLink-class link for gradient all-reduce":
        "需要 %1 张 GPU，但没有 NVLink 级卡间互联用于梯度同步",
    "TDP unknown: power and cost not computed": "热设计功耗（TDP）未知：未计算功耗与成本",
    "a token takes at least %1 ms (weights and KV cache read at the card's memory bandwidth), over the %2 ms target":
        "每个 token 至少需要 %1 ms（按该卡显存带宽读取权重和 KV 缓存），超过 %2 ms 的目标",
    "; ": "；",
    # --- card economics (ui/scenario/CardEconomicsEvaluator.cpp) ------------------------------------------
    "LoRA and QLoRA are timed as full training (6N FLOPs per token): an upper bound":
        "LoRA 和 QLoRA 按全量训练计时（每 token 6N FLOPs）：为上限",
    "the card's TDP is unknown: no power, energy or running cost":
        "该卡热设计功耗（TDP）未知：无功耗、电量与运营成本",
    "the card's price is in %1, which has no exchange rate here": "该卡价格以 %1 计，此处没有其汇率",
    # --- precision support and one sizing (issue 24) ------------------------------------------------------------
    "%1 has no published dense %2 figure, so %2 is unsupported (never recommended): computing at its %3 peak to show figures":
        "%1 没有公开的稠密 %2 算力数据，因此不支持 %2（不会被推荐）：仅为展示数字，改按其 %3 峰值算力计算",
    "the recommendation leaves it out: %1": "推荐方案未采用该卡：%1",
}
