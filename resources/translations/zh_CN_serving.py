"""Simplified Chinese for serving under load: the Serving view, the Targets panel's P99 group, the status line and
the report's serving page.

Keys are the English source texts; terms follow /work/shared/GLOSSARY.md (首 token 时延, 每 token 时延, P99 时延).
"""

TEXT = {
    # --- Targets panel: service under load --------------------------------------------------------------------
    "Service under load (P99)": "负载下的服务（P99）",
    "Remove the P99 targets, the peak and the traffic's shape": "移除 P99 目标、峰值和流量形态",
    "P99 time to first token (ms)": "P99 首 token 时延（毫秒）",
    "Inference: 99 % of requests must see their first token within this, queueing included, at the peak rate. Set, each option is sized by its simulated capacity (Serving view). Empty: no P99 target.":
        "推理：在峰值速率下，99% 的请求必须在此时间内（含排队）收到首个 token。设置后，每个方案按其模拟容量确定规模（见“服务负载”视图）。留空：无 P99 目标。",
    "Change P99 time-to-first-token target": "更改 P99 首 token 时延目标",
    "P99 time per output token (ms)": "P99 每 token 时延（毫秒）",
    "Inference: 99 % of requests must average at most this per generated token at the peak rate. Empty: no P99 target.":
        "推理：在峰值速率下，99% 的请求每个生成 token 的平均时延不得超过此值。留空：无 P99 目标。",
    "Change P99 time-per-token target": "更改 P99 每 token 时延目标",
    "Peak rate (requests/s)": "峰值速率（请求/秒）",
    "Requests per second the whole deployment must take at its busiest. Empty: the throughput target in requests.":
        "整个部署在最繁忙时必须承接的每秒请求数。留空：按吞吐目标折算的请求数。",
    "Change peak rate": "更改峰值速率",
    "Peak (output tokens/s)": "峰值（输出 token/秒）",
    "The peak in output tokens per second; the larger of the two peaks counts. Empty: none.":
        "以每秒输出 token 数表示的峰值；两个峰值中取较大者。留空：无。",
    "Change peak output tokens": "更改峰值输出 token 数",
    "Burstiness": "突发度",
    "Coefficient of variation of the gaps between arrivals, 0.1 to 10: 1 is Poisson, above 1 bursty. Empty: 1.":
        "请求到达间隔的变异系数，0.1 至 10：1 为泊松到达，大于 1 为突发。留空：1。",
    "Change burstiness": "更改突发度",
    "Prompt length spread": "提示长度离散度",
    "Coefficient of variation of prompt lengths (log-normal), 0 to 4. Empty: 0, every prompt as long.":
        "提示长度的变异系数（对数正态），0 至 4。留空：0，所有提示等长。",
    "Change prompt length spread": "更改提示长度离散度",
    "Output length spread": "输出长度离散度",
    "Coefficient of variation of output lengths (log-normal), 0 to 4. Empty: 0.":
        "输出长度的变异系数（对数正态），0 至 4。留空：0。",
    "Change output length spread": "更改输出长度离散度",
    "Remove P99 targets and traffic": "移除 P99 目标和流量设置",
    "no P99 target": "无 P99 目标",
    "the throughput target": "吞吐目标",
    "1 (Poisson)": "1（泊松）",
    "0 (fixed)": "0（固定）",
    # --- Serving view ----------------------------------------------------------------------------------------
    "Ser&ving": "服务负载(&V)",
    "How long until the first token, as the load grows?": "负载增加时，首 token 要等多久？",
    "How fast do tokens follow, as the load grows?": "负载增加时，后续 token 有多快？",
    "Arrivals per replica (requests/s)": "每副本到达速率（请求/秒）",
    "Time to first token (ms)": "首 token 时延（毫秒）",
    "Serving under load is for inference: choose the Inference mode in the Workload panel.":
        "负载下的服务仅适用于推理：请在“工作负载”面板中选择推理模式。",
    "No cards selected: tick cards in the Cards panel to see their latency under load.":
        "未选择加速卡：在“加速卡”面板中勾选加速卡，查看其负载下的时延。",
    "Simulating…": "正在模拟…",
    "Updating: the previous scenario's curves are shown grey until this one's are simulated.":
        "正在更新：在当前场景的曲线模拟完成之前，以灰色显示上一场景的曲线。",
    "%1 P99": "%1 P99",
    "%1 P50": "%1 P50",
    "%1: unstable beyond %2 requests/s": "%1：超过 %2 请求/秒后不稳定",
    "%1: capacity %2 requests/s": "%1：容量 %2 请求/秒",
    "P99 target %1": "P99 目标 %1",
    "Solid P99, dashed P50, per replica of each card's split; dotted: capacity at the P99 targets; dash-dot: the service rate, beyond which the queue grows without end. %1 simulated requests per load (the first 10 % warm-up), prompt %2 and output %3 tokens (spread %4 and %5), burstiness %6; continuous batching with chunked prefill (docs/MODEL.md, \"Serving under load\").":
        "实线为 P99，虚线为 P50，均按每张卡切分后的单个副本计；点线：P99 目标下的容量；点划线：服务速率，超过后队列无限增长。"
        "每个负载模拟 %1 个请求（前 10% 为预热），提示 %2 个、输出 %3 个 token（离散度 %4 和 %5），突发度 %6；"
        "连续批处理并分块预填充（docs/MODEL.md，“Serving under load”）。",
    "Card": "加速卡",
    "Capacity at the P99 targets (requests/s per replica)": "P99 目标下的容量（每副本请求/秒）",
    "Limited by": "受限于",
    "GPUs for the peak": "峰值所需 GPU 数",
    "P99 TTFT at the peak": "峰值时 P99 首 token 时延",
    "P99 TPOT at the peak": "峰值时 P99 每 token 时延",
    "Cost per million tokens at the peak": "峰值时每百万 token 成本",
    "time to first token": "首 token 时延",
    "time per output token": "每 token 时延",
    "service rate": "服务速率",
    "TP %1, %2": "TP %1，%2",
    "no P99 target set": "未设置 P99 目标",
    "none: a lone request misses the target": "无：单个请求也达不到目标",
    "Set a P99 target in the Targets panel to see each card's capacity and the GPUs a peak of %1 requests/s needs.":
        "在“目标与限制”面板中设置 P99 目标，即可查看每张卡的容量以及 %1 请求/秒的峰值所需的 GPU 数。",
    "No selected card meets the P99 targets at any rate.": "所选加速卡在任何速率下都达不到 P99 目标。",
    "A peak of %1 requests/s at the P99 targets: %2 on the fewest GPUs, %3 (P99 TTFT %4, TPOT %5).":
        "在 P99 目标下承接 %1 请求/秒的峰值：%2 所需 GPU 最少，为 %3 个（P99 首 token 时延 %4，每 token 时延 %5）。",
    # --- status line and report ------------------------------------------------------------------------------
    ", P99 TTFT %1 ms / TPOT %2 ms at %3 requests/s": "，%3 请求/秒时 P99 首 token 时延 %1 毫秒 / 每 token 时延 %2 毫秒",
    "P99 at the peak rate": "峰值速率下的 P99",
    "TTFT %1 ms, TPOT %2 ms at %3 requests/s (capacity %4 requests/s per replica, %5 simulated requests a load)":
        "%3 请求/秒时首 token 时延 %1 毫秒、每 token 时延 %2 毫秒（每副本容量 %4 请求/秒，每个负载模拟 %5 个请求）",
    "Serving under load": "负载下的服务",
    "Capacity at the P99 targets": "P99 目标下的容量",
    "Serving under load is for inference.": "负载下的服务仅适用于推理。",
    "No recommended option to simulate.": "没有可模拟的推荐方案。",
    "The recommended option, %1, simulated under the scenario's traffic, per replica of the split the evaluation gives its card.":
        "推荐方案 %1 在场景流量下的模拟结果，按评估为该卡给出的切分计算单个副本。",
    "The simulation gives no curve for this option.": "模拟没有为该方案给出曲线。",
}
