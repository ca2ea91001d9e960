"""Simplified Chinese for issue 17: training inefficiency notes (context PerformanceNote, ui/format/NoteText.cpp),
the training side of Training vs inference, the memory fit legend and the workload panel's training micro-batch.

Keys are the English source texts; terms follow /work/shared/GLOSSARY.md.
"""

TEXT = {
    # --- training inefficiency notes (core/performance/PerformanceNote.h) ---------------------------------
    "the pipeline bubble takes %1 % of each step (%2 stages, %3 micro-batches, %4 virtual stages per GPU): a larger "
    "global batch, fewer stages or interleaving would shrink it":
        "流水线气泡占每步的 %1 %（%2 个流水线阶段、%3 个微批次、每 GPU %4 个虚拟阶段）：加大全局批次、减少阶段数或采用交错调度可以缩小气泡",
    "exposed tensor-parallel traffic takes %1 % of each step (TP %2): less tensor parallelism or a faster GPU-to-GPU "
    "link would help":
        "未被掩盖的张量并行通信占每步的 %1 %（TP %2）：降低张量并行度或采用更快的卡间互联会有帮助",
    "exposed gradient and pipeline traffic takes %1 % of each step (DP %2): a larger global batch (fewer reductions "
    "per token) or a faster network would help":
        "未被掩盖的梯度与流水线通信占每步的 %1 %（DP %2）：加大全局批次（每个 token 分摊的同步更少）或采用更快的网络会有帮助",
    "MFU %1 is far below the %2 this card usually reaches: see the bubble and communication above":
        "MFU %1 远低于该卡通常能达到的 %2：见上面的气泡与通信说明",
    # --- training run in Training vs inference (core/comparison/SuitabilityNote.h, ui/views/ComparisonFigures.cpp)
    "the run takes %1 days even on %2 GPUs: longer than a year": "即使用 %2 张 GPU，训练也需要 %1 天：超过一年",
    "the run takes %1 days on %2 GPUs, over the deadline of %3 days":
        "用 %2 张 GPU 训练需要 %1 天，超过 %3 天的期限",
    "no training layout of up to %1 GPUs could be timed (a card figure is unknown)":
        "在最多 %1 张 GPU 内没有可计时的训练并行方案（该卡有参数未知）",
    "%1, over the %2-day deadline": "%1，超过 %2 天的期限",
    "%1: longer than a year": "%1：超过一年",
    "cost of the run: %1 (cards over %2 days and electricity)": "整次训练成本：%1（%2 天的卡折旧与电费）",
    # --- workload panel: each mode keeps its own batch -------------------------------------------------------
    "Reset context length to 8,192 tokens, concurrency to 32 and micro-batch to 1":
        "将上下文长度重置为 8,192 个 token，并发数重置为 32，微批次重置为 1",
    "Sequences served at once (KV cache per sequence); kept apart from the training micro-batch":
        "同时服务的序列数（每条序列占用 KV 缓存）；与训练微批次分开保存",
    "Sequences per micro-batch per GPU (activations), 1 is common with pipeline parallelism; kept apart from the "
    "inference concurrency":
        "每 GPU 每个微批次的序列数（影响激活值），流水线并行时常用 1；与推理并发数分开保存",
}

BY_CONTEXT = {}
