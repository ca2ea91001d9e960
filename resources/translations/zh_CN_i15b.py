"""Simplified Chinese for the recommendation's targets and limits (issue 15): the "Targets and limits" panel, its
facility must-haves, the optional number fields' messages and the Recommend view while it updates. Terms follow
/work/shared/GLOSSARY.md (recommendation 推荐方案, facility 机房, ICP filing ICP 备案, self-operated 自营)."""

TEXT = {
    # Optional number fields
    "%1: \"%2\" is not a whole number from %3; leave it empty for no limit":
        "%1：“%2”不是 %3 之间的整数；留空表示不限",
    "%1: \"%2\" is not a number from %3; leave it empty for no limit":
        "%1：“%2”不是 %3 之间的数值；留空表示不限",
    # Targets and limits
    "Targets and limits": "目标与限制",
    "Remove every target and limit of the recommendation": "清除推荐方案的全部目标与限制",
    "Budget": "预算",
    "Budget (%1 over %2 years)": "预算（%1，%2 年）",
    "The most an option may cost over the period (total cost of ownership, in the scenario's currency). Empty: no budget.":
        "方案在整个周期内的最高总成本（总拥有成本，以场景币种计）。留空：不设预算。",
    "Change budget": "修改预算",
    "Remove budget": "取消预算",
    "no budget": "不设预算",
    "Time per output token at most (ms)": "每输出 token 时间上限（毫秒）",
    "Inference: the slowest acceptable time per generated token. Empty: the workload's latency target.":
        "推理：每生成一个 token 可接受的最长时间。留空：采用工作负载的延迟目标。",
    "Change latency limit": "修改延迟上限",
    "the workload's %1 ms": "工作负载的 %1 毫秒",
    "Time to first token at most (ms)": "首 token 时间上限（毫秒）",
    "Inference: the longest acceptable wait for the first token of a reply (the prompt's prefill). Empty: no limit.":
        "推理：等待回复首个 token 的最长可接受时间（提示词预填充）。留空：不限。",
    "Change time-to-first-token limit": "修改首 token 时间上限",
    "no limit": "不限",
    "Throughput at least (tokens/s)": "吞吐量下限（token/秒）",
    "Inference: output tokens per second the whole deployment must deliver. Empty: the workload's throughput target.":
        "推理：整个部署每秒必须输出的 token 数。留空：采用工作负载的吞吐量目标。",
    "Change throughput target": "修改吞吐量目标",
    "the workload's %1": "工作负载的 %1",
    "Training deadline": "训练截止时间",
    "Training: the longest acceptable wall time of the whole run. Empty: no deadline.":
        "训练：整次训练可接受的最长墙钟时间。留空：不设截止时间。",
    "days": "天",
    "hours": "小时",
    "The unit the deadline is typed in (the file keeps hours)": "输入截止时间所用的单位（文件中以小时保存）",
    "Change training deadline": "修改训练截止时间",
    "Remove training deadline": "取消训练截止时间",
    "no deadline": "不设截止时间",
    "GPUs at most": "GPU 数量上限",
    "The largest deployment the search may propose. Empty: up to %1 GPUs.":
        "搜索可提出的最大部署规模。留空：最多 %1 个 GPU。",
    "Change GPU limit": "修改 GPU 数量上限",
    "Remove targets and limits": "清除目标与限制",
    # Search and ranking
    "Search and ranking": "搜索与排名",
    "Search every precision and rank by total cost": "搜索所有精度并按总成本排名",
    "Search %1 weights. None ticked: BF16, FP8, INT8 and INT4 for inference, BF16 and FP8 for training.":
        "搜索 %1 权重。均不勾选：推理搜索 BF16、FP8、INT8 和 INT4，训练搜索 BF16 和 FP8。",
    "Change precisions searched": "修改搜索的精度",
    "Precisions": "精度",
    "Cost per million tokens (inference)": "每百万 token 成本（推理）",
    "Cost per run (training)": "每次训练成本（训练）",
    "What the ranked options are sorted by: the total cost over the period, the cost per million output tokens (inference) or the cost of one training run":
        "方案排名依据：周期内总成本、每百万输出 token 成本（推理）或单次训练成本",
    "Change ranking": "修改排名方式",
    "Rank by": "排名依据",
    "Reset search and ranking": "重置搜索与排名",
    "Not applied: %1": "未应用：%1",
    "%1 does not rank this mode: choose total cost or %2": "%1 不适用于此模式：请选择总成本或%2",
    # Facility must-haves
    "Facility must-haves": "机房必备条件",
    "Require nothing more of the facilities": "不再对机房提出其他要求",
    "either": "均可",
    "in the filing regime (mainland)": "须在备案体系内（中国大陆）",
    "no filing needed (outside the mainland)": "无需备案（中国大陆以外）",
    "ICP filing: a service for mainland users must be filed and served from a site in the regime; one that must go live without filing needs a site outside it":
        "ICP 备案：面向中国大陆用户的服务须备案并由备案体系内的机房提供；无需备案即上线的服务须使用大陆以外的机房",
    "Change ICP requirement": "修改 ICP 备案要求",
    "ICP filing": "ICP 备案",
    "%1 or better": "%1 级或更高",
    "Minimum GB 50174 data-centre grade (A is the highest; an Uptime tier counts as its equivalent grade)":
        "最低 GB 50174 数据中心等级（A 级最高；Uptime 等级按对应等级计）",
    "Change required GB 50174 grade": "修改要求的 GB 50174 等级",
    "GB 50174 grade": "GB 50174 等级",
    "DDoS protection at least (Gbps)": "DDoS 防护下限（Gbps）",
    "not required": "不要求",
    "Scrubbing capacity the facility must offer against DDoS attacks. Empty: not required.":
        "机房须提供的 DDoS 攻击清洗能力。留空：不要求。",
    "Change required DDoS protection": "修改要求的 DDoS 防护",
    "Self-operated site": "自营机房",
    "The licence holder runs the site itself, not a reseller": "由持证方自行运营机房，而非转售商",
    "Require a self-operated site": "要求自营机房",
    "e.g. ISO 27001, ISO 14001": "例如 ISO 27001, ISO 14001",
    "Certifications the site must hold, separated by commas (matched by standard number). Added to the Economics panel's ISO 27001 box.":
        "机房须持有的认证，以逗号分隔（按标准编号匹配）。与经济面板中的 ISO 27001 勾选项一并要求。",
    "Change required certifications": "修改要求的认证",
    "Reset facility must-haves": "重置机房必备条件",
    # Recommend view while the search runs
    "Updating the recommendation for the changed scenario…": "正在为更改后的场景更新推荐方案…",
    # The report's first page and the options table
    "%n card(s) left out (listed under Recommendation).": "%n 种加速卡未入选（见“推荐方案”一节）。",
    "Lowest total cost of the cards compared, at the scenario's own precision and facility, over %1: %2, %3 for %4 GPUs.":
        "按场景自身的精度和机房，在对比的加速卡中 %1 内总拥有成本最低：%2，%4 张 GPU 共 %3。",
    "%1 in %2": "%1，%2",
    "%n server(s)": "%n 台",
    "%n rack(s)": "%n 个机柜",
    "Recomme&nd": "推荐方案(&N)",
}

BY_CONTEXT = {}
