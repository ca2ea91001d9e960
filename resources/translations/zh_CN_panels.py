"""Simplified Chinese for the input panels (workload, economics and facility) and the GUI's command line.

Keys are the English source texts; terms follow /work/shared/GLOSSARY.md.
"""

TEXT = {
    # --- workload panel -------------------------------------------------------------------------------------
    "Model": "模型",
    "Reset the model, mode and precisions to Llama-3.1-70B inference in BF16": "将模型、模式与精度重置为 Llama-3.1-70B BF16 推理",
    "Custom size": "自定义规模",
    "A published model (exact architecture from its configuration) or a custom model inferred from the parameter count":
        "已发布的模型（按其配置的精确结构），或由参数量推算的自定义模型",
    "Change model": "更改模型",
    "Parameter count in billions. Moving it switches to a custom model of that size; memory, compute and every cost scale with it.":
        "参数量（十亿）。拖动它会切换为该规模的自定义模型；显存、算力和各项成本随之缩放。",
    "Change model size": "更改模型规模",
    "Size (billion parameters)": "规模（十亿参数）",
    "Training keeps gradients, optimizer states and activations; inference keeps the KV cache. LoRA and QLoRA train small adapters on a frozen base.":
        "训练需保存梯度、优化器状态和激活值；推理需保存 KV 缓存。LoRA 与 QLoRA 在冻结的基座上训练小型适配器。",
    "Change mode": "更改模式",
    "Mode": "模式",
    "Storage format of the weights: bytes per parameter (INT4 and NF4 include their scales)":
        "权重的存储格式：每个参数的字节数（INT4 与 NF4 含缩放因子）",
    "Change weight precision": "更改权重精度",
    "Format of the inference KV cache: bytes per cached key and value element": "推理 KV 缓存的格式：每个缓存键值元素的字节数",
    "Change KV cache precision": "更改 KV 缓存精度",
    "Reset model": "重置模型",
    "Sequences": "序列",
    "Reset context length and batch to 8,192 tokens and 32": "将上下文长度与批大小重置为 8,192 token 和 32",
    "Tokens per sequence (prompt plus output). The KV cache and activations grow with it.":
        "每个序列的 token 数（提示词加输出）。KV 缓存和激活值随之增长。",
    "Change context length": "更改上下文长度",
    "Context (tokens)": "上下文（token）",
    "Inference: sequences served at once (KV cache per sequence). Training: micro-batch of sequences per GPU (activations).":
        "推理：同时服务的序列数（每序列一份 KV 缓存）。训练：每 GPU 的微批次序列数（激活值）。",
    "Change batch or concurrency": "更改批大小或并发",
    "Reset sequences": "重置序列",
    "Reset optimizer, ZeRO stage, tokens and MFU": "重置优化器、ZeRO 阶段、token 数与 MFU",
    "Optimizer states per trainable parameter: AdamW keeps FP32 master weights, momentum and variance (12 bytes)":
        "每个可训练参数的优化器状态：AdamW 保存 FP32 主权重、动量和方差（12 字节）",
    "Change optimizer": "更改优化器",
    "Optimizer": "优化器",
    "0: no sharding": "0：不切分",
    "1: shard optimizer states": "1：切分优化器状态",
    "2: + gradients": "2：+ 梯度",
    "3: + weights": "3：+ 权重",
    "ZeRO (Rajbhandari et al. 2020) divides model states over the data-parallel GPUs":
        "ZeRO（Rajbhandari 等 2020）将模型状态切分到数据并行的各 GPU 上",
    "Change ZeRO stage": "更改 ZeRO 阶段",
    "ZeRO stage": "ZeRO 阶段",
    "Tokens the whole run processes, in billions: sets training time, energy and cost":
        "整个训练处理的 token 数（十亿）：决定训练时长、用电量和成本",
    "Change training tokens": "更改训练 token 数",
    "Training tokens (billions)": "训练 token 数（十亿）",
    "Model FLOPs utilisation: the share of the card's dense peak a training run achieves. Auto uses core's default for each card family and models communication itself.":
        "模型算力利用率（MFU）：训练实际达到的加速卡稠密峰值算力占比。“自动”按各卡系列使用核心默认值，并单独建模通信。",
    "auto": "自动",
    "Change MFU": "更改 MFU",
    "MFU (%)": "MFU (%)",
    "Reset training": "重置训练",
    "Serving targets": "服务目标",
    "Reset throughput and latency targets": "重置吞吐与时延目标",
    "Output tokens per second the whole service must deliver: sets how many replicas are needed":
        "整个服务每秒须输出的 token 数：决定所需副本数",
    "Change target throughput": "更改目标吞吐",
    "Throughput (tokens/s)": "吞吐（token/s）",
    "Tokens generated per request; the rest of the context is the prompt. Sets the split between prefill and decode.":
        "每个请求生成的 token 数；上下文其余部分为提示词。决定预填充与解码的比例。",
    "Change output tokens": "更改输出 token 数",
    "Output per request (tokens)": "每请求输出（token）",
    "Longest acceptable time per output token; cards slower than this are ruled out":
        "可接受的最长每 token 时延；比这更慢的加速卡被排除",
    "Change target latency": "更改目标时延",
    "Latency per token (ms)": "每 token 时延 (ms)",
    "Reset serving targets": "重置服务目标",
    "Deployment": "部署",
    "Reset GPU count and utilisation": "重置 GPU 数与利用率",
    "Training: GPUs in the cluster; sets capital cost, power, racks and training time. Inference deployments are sized to the serving targets instead.":
        "训练：集群中的 GPU 数，决定资本支出、功耗、机柜数和训练时长。推理部署则按服务目标测算规模。",
    "Change GPU count": "更改 GPU 数",
    "Share of the hours the cards do useful work: spreads the fixed costs over fewer GPU-hours or tokens":
        "加速卡做有效工作的时间占比：固定成本分摊到更少的 GPU 小时或 token 上",
    "Change utilisation": "更改利用率",
    "Utilisation (%)": "利用率 (%)",
    "Reset deployment": "重置部署",
    "Concurrent sequences": "并发序列数",
    "Micro-batch per GPU (sequences)": "每 GPU 微批次（序列）",
    # --- economics and facility panel -----------------------------------------------------------------------
    "Energy and money": "能源与费用",
    "Reset price, PUE, years, hours and carbon factor": "重置电价、PUE、年限、时长与碳排放因子",
    "Currency of every amount in this scenario: the electricity price is converted at the exchange rates below, catalogue prices follow":
        "本场景所有金额的币种：电价按下方汇率换算，目录价格同样换算",
    "Currency": "币种",
    "Electricity price per kWh at the meter: sets the electricity share of the running cost":
        "电表端每 kWh 电价：决定运营成本中的电费部分",
    "Change electricity price": "更改电价",
    "Power usage effectiveness: facility power over IT power (cooling, losses). Multiplies the energy bill.":
        "电能利用效率（PUE）：机房总功耗与 IT 功耗之比（制冷、损耗）。电费随之成倍增加。",
    "Change PUE": "更改 PUE",
    "PUE": "PUE",
    "Years the hardware is used and written off over: the TCO horizon": "硬件使用及折旧摊销的年限：总拥有成本的计算周期",
    "Change years": "更改年限",
    "Years": "年限",
    "Hours per day the cards are powered: sets the energy and the GPU-hours": "加速卡每天通电小时数：决定用电量和 GPU 小时数",
    "Change hours per day": "更改每天小时数",
    "Hours per day (h)": "每天小时数 (h)",
    "Grid emission factor: kilograms of CO2 per kWh drawn (China 2022: 0.537)": "电网碳排放因子：每 kWh 用电的 CO2 千克数（中国 2022 年：0.537）",
    "Change carbon factor": "更改碳排放因子",
    "Carbon (kg CO2/kWh)": "碳排放（kg CO2/kWh）",
    "Exchange rate used for catalogue prices quoted in US dollars (CNY per USD)": "以美元报价的目录价格所用汇率（每美元合人民币）",
    "Change USD rate": "更改美元汇率",
    "1 USD (CNY)": "1 美元（人民币）",
    "Exchange rate used for catalogue prices quoted in euros (CNY per EUR)": "以欧元报价的目录价格所用汇率（每欧元合人民币）",
    "Change EUR rate": "更改欧元汇率",
    "1 EUR (CNY)": "1 欧元（人民币）",
    "Reset energy and money": "重置能源与费用",
    "Clear the facility": "清除机房",
    "The IDC facility to place the cards in. Choosing one copies its electricity price, PUE, carbon factor and currency; they stay editable.":
        "放置加速卡的 IDC 机房。选择后会复制其电价、PUE、碳排放因子和币种，仍可修改。",
    "Choose facility": "选择机房",
    "Clear facility": "清除机房",
    "Facility requirements": "机房要求",
    "Require nothing of the facilities": "对机房不做要求",
    "Require: %1": "要求：%1",
    "IDC licence (B11)": "IDC 许可证（B11）",
    "The operator holds a value-added telecom licence for IDC business": "运营方持有 IDC 业务的增值电信业务经营许可证",
    "ISP licence (B14)": "ISP 许可证（B14）",
    "The operator may resell Internet access (bandwidth)": "运营方可转售互联网接入（带宽）",
    "ISO 27001": "ISO 27001",
    "Information-security certification of the site": "机房的信息安全认证",
    "A+B feeds": "双路供电（A/B 路）",
    "Two independent power feeds to every rack": "每个机柜两路独立供电回路",
    "Full power on one feed": "单路满功率",
    "Servers must keep full power when one feed is lost": "失去一路供电时服务器须保持满功率",
    "any": "不限",
    "Tier %1 or better": "Tier %1 或更高",
    "Minimum Uptime tier (a GB 50174 grade counts as its equivalent tier)": "最低 Uptime 等级（GB 50174 等级按其对应等级计）",
    "Change required tier": "更改要求的等级",
    "Tier": "等级",
    "Minimum number of BGP carrier lines": "BGP 运营商线路最少条数",
    "Change required BGP lines": "更改要求的 BGP 线路数",
    "BGP lines": "BGP 线路",
    "Reset facility requirements": "重置机房要求",
    "None (use the figures above)": "无（使用上面的数值）",
    "Electricity (%1/kWh)": "电价（%1/kWh）",
    # --- gpu-tco command line -------------------------------------------------------------------------------
    "GPU TCO Explorer: memory fit, power, cost and facility planning.": "GPU 总拥有成本分析器：显存容量、功耗、成本与机房规划。",
    "Catalogue database file to open (':memory:' for the built-in catalogue without a file).":
        "要打开的产品目录数据库文件（':memory:' 表示不使用文件的内置目录）。",
    "Render the whole window with the default scenario to a PNG file without a display, then exit.":
        "无需显示器，用默认场景将整个窗口渲染为 PNG 文件后退出。",
    "View to show: %1.": "要显示的视图：%1。",
    "Window size for --screenshot, at least 1280x800 (default 1440x900).": "--screenshot 的窗口尺寸，至少 1280x800（默认 1440x900）。",
    "Start from the default scenario and layout.": "从默认场景和布局开始。",
    "--view: '%1' is not one of: %2": "--view：'%1' 不是以下之一：%2",
    "--size: '%1' must be WxH from 1280x800 to 7680x4320": "--size：'%1' 须为 宽x高，从 1280x800 到 7680x4320",
    "--database: %1": "--database：%1",
    "--screenshot: cannot write %1: %2": "--screenshot：无法写入 %1：%2",
    "Open a scenario file (.gputco.json) as B of the A/B comparison (the 'ab' view): the window's scenario is A. With --screenshot, for a picture of the A/B view.":
        "将场景文件 (.gputco.json) 作为 A/B 对比（'ab' 视图）中的 B 打开：窗口中的场景为 A。与 --screenshot 一起使用可得到 A/B 视图的图片。",
    "--compare: %1": "--compare：%1",
    # --- recommendation rules: users, training tokens by mode, the price rule, ranking (issue 24) ------------
    "Users": "用户",
    "Size to the throughput target alone": "仅按吞吐目标确定规模",
    "Users served at the same time. With what each asks for below, they give the throughput the deployment is sized to (the larger of it and the throughput target).":
        "同时服务的用户数。结合下方每个用户的需求，得出部署所需的吞吐（取它与吞吐目标中的较大者确定规模）。",
    "Change concurrent users": "更改并发用户数",
    "Concurrent users": "并发用户数",
    "Output tokens per second each user reads while a reply streams (reading speed is about 5-10; an agent may read faster)":
        "回复流式输出时每个用户每秒读取的输出 token 数（阅读速度约 5-10；智能体可能更快）",
    "Change tokens per second per user": "更改每用户每秒 token 数",
    "Tokens/s per user": "每用户 token/s",
    "Requests each user sends a minute, each as long as the output per request; the larger of this and the tokens per second counts":
        "每个用户每分钟发送的请求数，每个请求的长度为每请求输出；取它与每秒 token 数中的较大者",
    "Change requests per minute per user": "更改每用户每分钟请求数",
    "Requests/min per user": "每用户每分钟请求数",
    "Reset users": "重置用户",
    "Use the mode's training tokens": "使用该模式的默认训练 token 数",
    "Set training tokens": "设置训练 token 数",
    "Default: 20 tokens per parameter (Chinchilla), %1": "默认：每个参数 20 个 token（Chinchilla），%1",
    "Default: a fine-tuning set of %1 tokens": "默认：%1 token 的微调数据集",
    "Default by mode: 20 per parameter to pre-train, %1 to fine-tune": "按模式默认：预训练每个参数 20 个，微调 %1",
    "Pre-training: 20 tokens per parameter, the compute-optimal ratio of Hoffmann et al. 2022 (\"Chinchilla\"). Full fine-tuning, LoRA and QLoRA: about 100 million tokens, a typical instruction or domain set (an assumption: give your own count).":
        "预训练：每个参数 20 个 token，即 Hoffmann 等 2022 年（“Chinchilla”）的算力最优比例。全量微调、LoRA 与 QLoRA：约 1 亿 token，典型的指令或领域数据集（为假设值：请填写您自己的数量）。",
    "Recommend at each facility's own prices": "推荐方案按各机房自身电价计算",
    "Off: every option the recommendation compares is costed at the electricity price and PUE above, as every other view costs it. On: each facility is costed at its own catalogue price and PUE.":
        "关闭：推荐方案比较的每个选项均按上方的电价和电能利用效率（PUE）计算，与其他视图一致。开启：每个机房按其目录中的电价和 PUE 计算。",
    "Recommend at the scenario's price and PUE": "推荐方案按场景的电价和 PUE 计算",
    "What the ranked options are sorted by: the total cost over the period, the cost per million output tokens (inference) or the cost of one training run. Training ranks by the run's cost (owned or rented) unless you choose the total cost of owning the hardware.":
        "排序依据：整个周期的总成本、每百万输出 token 成本（推理）或单次训练成本。训练默认按单次训练成本（自购或租用）排序，除非您选择拥有硬件的总成本。",
    "Search every precision and rank by the mode's default (training: the run's cost)":
        "搜索所有精度，并按该模式的默认依据排序（训练：单次训练成本）",
    "none: runs over a year are left out": "无：超过一年的训练不予推荐",
    # --- consumer cards (GeForce licence) --------------------------------------------------------------------
    "Allow owning consumer cards": "允许购买消费级显卡",
    "Consumer cards (GeForce) are not licensed for datacentre deployment (NVIDIA's GeForce driver licence, section 2.1.3): owning them is left out unless ticked. Renting them stays, under the provider's licence.":
        "消费级显卡（GeForce）的许可不允许部署在数据中心（NVIDIA GeForce 驱动许可第 2.1.3 条）：除非勾选，不推荐购买此类显卡。租用不受影响，由云厂商自行承担许可。",
    "Leave out owning consumer cards": "不推荐购买消费级显卡",
    "a consumer card: its licence does not permit datacentre deployment (allow consumer cards to cost it)":
        "消费级显卡：其许可不允许部署在数据中心（允许消费级显卡后才计算其成本）",
    # --- export controls (US EAR 3A090) ---------------------------------------------------------------------
    "Allow export-controlled cards": "允许受出口管制的显卡",
    "Cards under US export controls (EAR ECCN 3A090: H100, H200, B200, MI300X, MI350X, Gaudi 3 and others) need a licence to be sent to China, Hong Kong or Macau: owning one in a facility there, or renting one from a cloud offer located there, is left out unless ticked. Renting one from an offer elsewhere stays.":
        "受美国出口管制的显卡（EAR ECCN 3A090：H100、H200、B200、MI300X、MI350X、Gaudi 3 等）运往中国大陆、香港或澳门须取得许可证：除非勾选，不推荐在当地机房购买此类显卡，也不推荐租用位于当地的云实例。租用位于其他地区的云实例不受影响。",
    "Leave out export-controlled cards": "不推荐受出口管制的显卡",
    "is export-controlled where it would be installed: a licence is needed (see Targets)":
        "在其部署地受出口管制：须取得许可证（见“目标与限制”）",
    "workload: %1 ms": "工作负载：%1 毫秒",
    "e.g. ISO 27001": "例如 ISO 27001",
}

BY_CONTEXT = {}
