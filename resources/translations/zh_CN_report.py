"""Simplified Chinese for the PDF report (contexts Report and ReportBuilder) and the comparison statements
(ids "comparison.<key>.<part>", whose English lives in core/comparison/ComparisonStatements.cpp).

Keys are the English source texts; terms follow /work/shared/GLOSSARY.md.
"""

TEXT = {
    # --- pages and A/B ------------------------------------------------------------------------------------
    "Page %1 of %2": "第 %1 页，共 %2 页",
    "Nothing to report: the scenario has not been evaluated": "没有可报告的内容：场景尚未计算",
    "catalogue %1": "产品目录 %1",
    "the PDF writer failed": "PDF 写入失败",
    "Setting": "设置项",
    "A": "A",
    "B": "B",
    "Cards compared": "对比的加速卡",
    "(no difference in the inputs)": "（输入无差异）",
    "(%1 against A)": "（比 A %1）",
    "(differs beyond the digits shown)": "（差异小于所显示的位数）",
    "Fewest GPUs that hold it": "放得下的最少 GPU 数",
    "GPUs deployed": "部署的 GPU 数",
    "IT power, average": "IT 功耗，平均",
    "Total cost of ownership": "总拥有成本",
    "Cost per million tokens": "每百万 token 成本",
    "Training run cost": "训练成本",
    "Figure": "指标",
    "B vs A": "B 对比 A",
    "Money in %1. Green: B lower than A; vermilion: B higher. —: no figure (the card is not in that scenario, or the catalogue lacks a number).":
        "金额单位为 %1。绿色：B 低于 A；朱红色：B 高于 A。—：无数值（该场景中没有此卡，或目录缺少该数值）。",
    "Money in %1 (A) and %2 (B): not compared. —: no figure.": "金额单位为 %1 (A) 和 %2 (B)：不做比较。—：无数值。",
    # --- assumptions ----------------------------------------------------------------------------------------
    "1 year": "1 年",
    "%1 years": "%1 年",
    "Custom %1 model": "自定义 %1 模型",
    "%1, %2 parameters": "%1，%2 参数",
    "Task": "任务",
    "Weight precision": "权重精度",
    "KV cache precision": "KV 缓存精度",
    "Context per sequence": "每序列上下文",
    "Output tokens per request": "每请求输出 token 数",
    "Target throughput": "目标吞吐",
    "%1 output tokens/s": "%1 输出 token/s",
    "Target time per output token": "目标每 token 时延",
    "%1 ms": "%1 ms",
    "Sequence length": "序列长度",
    "Micro-batch per GPU": "每 GPU 微批次",
    "Training tokens": "训练 token 数",
    "GPUs in the cluster": "集群 GPU 数",
    "model default per card": "按卡型的模型默认值",
    "Utilisation": "利用率",
    "%1 of the hours": "%1 的时间",
    "Electricity price": "电价",
    "%1 %2/kWh": "%1 %2/kWh",
    "Period": "周期",
    ", %1 h/day": "，每天 %1 小时",
    "Grid carbon factor": "电网碳排放因子",
    "%1 kg CO2/kWh": "%1 kg CO2/kWh",
    "Exchange rates": "汇率",
    "1 USD = %1 CNY, 1 EUR = %2 CNY (indicative)": "1 USD = %1 CNY，1 EUR = %2 CNY（参考）",
    "none chosen": "未选择",
    "IDC licence": "IDC 许可证",
    "ISP licence": "ISP 许可证",
    "full power on one feed": "单路满功率",
    "at least %1 BGP lines": "至少 %1 条 BGP 线路",
    # --- card facts -----------------------------------------------------------------------------------------
    "Bandwidth": "显存带宽",
    "TDP": "热设计功耗",
    "BF16 dense": "BF16 稠密算力",
    "Price": "价格",
    "Source": "来源",
    "%1 GB/s": "%1 GB/s",
    "%1 TFLOPS": "%1 TFLOPS",
    " (read %1)": "（读取于 %1）",
    "Datasheet figures from the catalogue (%1); GB = 10^9 bytes; prices are indicative, converted at the scenario's exchange rates; — = not published.":
        "数值取自产品目录中的规格书（%1）；GB = 10^9 字节；价格仅供参考，按场景汇率折算；— = 未公布。",
    "Datasheet figures from the catalogue (%1); %2; prices are indicative, converted at the scenario's exchange rates; — = not published.":
        "数值取自产品目录中的规格书（%1）；%2；价格仅供参考，按场景汇率折算；— = 未公布。",
    "Capacity per GPU": "每 GPU 显存容量",
    "Needed per GPU": "每 GPU 所需",
    "Fewest GPUs": "最少 GPU 数",
    "Needed per GPU: weights, gradients, optimizer states, activations, KV cache and runtime overhead at the split shown (the stage that needs the most). GB = 10^9 bytes.":
        "每 GPU 所需：按所示并行切分（需求最大的阶段）计算的权重、梯度、优化器状态、激活值、KV 缓存和运行时开销。GB = 10^9 字节。",
    "Needed per GPU: weights, gradients, optimizer states, activations, KV cache and runtime overhead at the split shown (the stage that needs the most). %1.":
        "每 GPU 所需：按所示并行切分（需求最大的阶段）计算的权重、梯度、优化器状态、激活值、KV 缓存和运行时开销。%1。",
    "The workload cannot be sized: %1.": "无法测算此工作负载：%1。",
    "%1, %2: the workload fits on %3 of the %4 cards compared.": "%1，%2：在对比的 %4 张卡中，有 %3 张放得下此工作负载。",
    "Fewest GPUs: %1 on %2.": "最少 GPU 数：%2 上 %1。",
    "Lowest total cost over %1: %2, %3 for %4 GPUs.": "%1 内总拥有成本最低：%2，%4 张 GPU 共 %3。",
    "Workload: %1": "工作负载：%1",
    "%1: %2": "%1：%2",
    "Catalogue: %1": "产品目录：%1",
    # --- formulas -------------------------------------------------------------------------------------------
    "precision widths; INT4 group scales (GPTQ/AWQ group 128)": "各精度位宽；INT4 分组缩放（GPTQ/AWQ 分组 128）",
    "Kwon et al. 2023 (vLLM) §3; MLA latent: DeepSeek-V2 §2.1": "Kwon 等 2023（vLLM）§3；MLA 潜变量：DeepSeek-V2 §2.1",
    "Model states in training": "训练中的模型状态",
    "Rajbhandari et al. 2020 (ZeRO) §3.1, Fig. 1": "Rajbhandari 等 2020（ZeRO）§3.1，图 1",
    "Korthikanti et al. 2022, Table 2": "Korthikanti 等 2022，表 2",
    "LoRA / QLoRA adapters": "LoRA / QLoRA 适配器",
    "Hu et al. 2021; Dettmers et al. 2023": "Hu 等 2021；Dettmers 等 2023",
    "this project's fit planner": "本项目的容量规划器",
    "Training FLOPs": "训练 FLOPs",
    "Kaplan et al. 2020; Chowdhery et al. 2022 (PaLM) App. B": "Kaplan 等 2020；Chowdhery 等 2022（PaLM）附录 B",
    "Training time and MFU": "训练时长与 MFU",
    "Narayanan et al. 2021; Megatron-LM and Llama 3 MFU figures": "Narayanan 等 2021；Megatron-LM 与 Llama 3 的 MFU 数据",
    "Inference latency and throughput": "推理时延与吞吐",
    "roofline model; checked against TensorRT-LLM and NeMo (docs/VALIDATION.md)": "Roofline 模型；已与 TensorRT-LLM 和 NeMo 对照（docs/VALIDATION.md）",
    "Serving deployment": "推理服务部署",
    "this project's deployment sizer": "本项目的部署规模测算",
    "Card and server power": "加速卡与服务器功耗",
    "Latif et al. 2025; Newkirk et al. 2025; NVIDIA DGX user guides": "Latif 等 2025；Newkirk 等 2025；NVIDIA DGX 用户指南",
    "Energy, cost and CO2": "用电量、电费与 CO2",
    "datacenter.md §2 and §5 (MEE/NBS, EPA, EEA factors)": "datacenter.md §2 与 §5（生态环境部/国家统计局、EPA、EEA 因子）",
    "datacenter.md §7.1": "datacenter.md §7.1",
    "Servers per rack, heat, airflow": "每机柜服务器数、散热量、风量",
    "datacenter.md §1, §3, §8; NEC 210.19/210.20 derating": "datacenter.md §1、§3、§8；NEC 210.19/210.20 降额",
    "Facility fit": "机房适配",
    "datacenter.md; GB 50174; ASHRAE TC 9.9 classes": "datacenter.md；GB 50174；ASHRAE TC 9.9 等级",
    "Training vs inference": "训练与推理对比",
    "shared/seeds comparison article; the models above": "shared/seeds 对比文章；以上各模型",
    "Quantity": "计算项",
    "Formula": "公式",
    "docs/MODEL.md section": "docs/MODEL.md 章节",
    "Every formula, its units and its source are set out in docs/MODEL.md (the sections above); validation against published measurements in docs/VALIDATION.md.":
        "每个公式及其单位和来源详见 docs/MODEL.md（上述章节）；与公开测量值的验证见 docs/VALIDATION.md。",
    # --- rack -----------------------------------------------------------------------------------------------
    "Per rack": "每机柜",
    "Fullest rack": "最满机柜",
    "Site peak": "机房峰值",
    "Amps/phase per feed": "每路每相电流 (A)",
    "Cooling needed": "所需制冷量",
    "no server in the catalogue": "目录中无服务器",
    "%1 BTU/h, %2 t": "%1 BTU/h，%2 冷吨",
    "%1 CFM": "%1 CFM",
    "%1 A": "%1 A",
    "Servers per rack is the smallest of the space, feed-power and cooling limits (the binding one in brackets). Peak = every server at its system maximum; site = IT x PUE. Heat: BTU/h = W x 3.41214, refrigeration tons = W / 3,516.85; airflow for a 20 F rise.":
        "每机柜服务器数取空间、供电功率和制冷三项限制中的最小值（括号内为起约束作用的一项）。峰值 = 每台服务器均达整机最大功耗；机房 = IT x PUE。散热量：BTU/h = W x 3.41214，冷吨 = W / 3,516.85；风量按 20 °F 温升计算。",
    "No facility chosen: a generic 42U three-phase rack.": "未选择机房：按通用 42U 三相机柜计算。",
    " (+%1 more)": "（另有 %1 个）",
    "Each facility's rack offer, power, cooling, space and compliance checked against the deployment of each card (docs/MODEL.md, \"Facility fit\"). The scenario's facility is in bold.":
        "逐一检查每个机房的机柜报价、电力、制冷、空间和合规是否满足各加速卡的部署（docs/MODEL.md “机房适配”）。场景所选机房以粗体显示。",
    "Not placed (no server model in the catalogue): %1.": "未布置（目录中无对应服务器型号）：%1。",
    # --- report builder -------------------------------------------------------------------------------------
    "How the same model differs when it is trained and when it is served, on the eight dimensions buyers compare, with this workload's figures.":
        "同一模型在训练与推理服务时的差异：采购方比较的八个维度，附本工作负载的数值。",
    "A/B comparison": "A/B 对比",
    "<b>A</b>: %1<br><b>B</b>: %2": "<b>A</b>：%1<br><b>B</b>：%2",
    "What differs": "差异",
    "Side by side": "并列对比",
    "%1 vs %2": "%1 对比 %2",
    "%1 (%2)": "%1（%2）",
    "* Running cost only: the catalogue has no price for this card.": "* 仅运营成本：目录中没有此卡的价格。",
    "GPU TCO EXPLORER  ·  REPORT": "GPU 总拥有成本分析器  ·  报告",
    "Which accelerator, how many, where, at what cost: %1, %2": "选哪款加速卡、要多少、放在哪、花多少钱：%1，%2",
    "Date": "日期",
    "%1, %2": "%1，%2",
    "Catalogue version": "产品目录版本",
    "Catalogue": "产品目录",
    "Application": "应用程序",
    "GPU TCO Explorer %1": "GPU 总拥有成本分析器 %1",
    "Compared with": "对比对象",
    "The answer in brief": "结论摘要",
    "Contents": "目录",
    "Figures are estimates from published formulas and datasheets (section \"Formulas and sources\"); they are as good as the assumptions stated under \"Assumptions\". GB = 10^9 bytes.":
        "各数值是依据公开公式和规格书得出的估算（见“公式与来源”一节）；其准确度取决于“假设”一节所列的假设。GB = 10^9 字节。",
    "Figures are estimates from published formulas and datasheets (section \"Formulas and sources\"); they are as good as the assumptions stated under \"Assumptions\". %1.":
        "各数值是依据公开公式和规格书得出的估算（见“公式与来源”一节）；其准确度取决于“假设”一节所列的假设。%1。",
    "Assumptions": "假设",
    "Scenario %1: <b>%2</b>": "场景 %1：<b>%2</b>",
    "Every figure in this report follows from these inputs. Change them in the application or in the scenario file and export again.":
        "本报告的每个数值都由这些输入得出。可在应用程序或场景文件中修改后重新导出。",
    "Memory: does it fit?": "显存：放得下吗？",
    "Memory each GPU needs for this workload, by what it holds, against the card's capacity (dashed), and the fewest GPUs that hold it.":
        "此工作负载每 GPU 所需显存（按内容分项），与加速卡显存容量（虚线）对比，以及放得下的最少 GPU 数。",
    "Power and cost": "功耗与成本",
    "What each option costs over the years (capex step, running-cost slope), what the electricity bill does if power gets dearer, and each card's power, energy and unit costs.":
        "各方案历年成本（资本支出为台阶，运营成本为斜率）、电价上涨时电费的变化，以及各加速卡的功耗、用电量和单位成本。",
    "Rack, power and cooling": "机柜、供电与制冷",
    "Where does it go? Servers and racks each option needs, its power at the feed and at the meter, heat and airflow, and which facilities can host it.":
        "放在哪里？各方案所需的服务器和机柜、供电端与电表端功率、散热量与风量，以及哪些机房可以容纳。",
    "Rack summary": "机柜汇总",
    "The fullest rack: %1": "最满机柜：%1",
    "Which facilities can host it?": "哪些机房可以容纳？",
    "Why the chosen facility refuses": "所选机房无法容纳的原因",
    "This view shows nothing for the scenario.": "此视图对该场景没有可显示的内容。",
    "Formulas and sources": "公式与来源",
    "The models behind the figures, each with its published source. docs/MODEL.md derives every formula with its units; docs/VALIDATION.md compares the results with measurements.":
        "各数值背后的模型及其公开来源。docs/MODEL.md 推导了每个公式及单位；docs/VALIDATION.md 将结果与实测值对比。",
    "Notes on the figures": "数值说明",
    "Notes on the figures (%1)": "数值说明（%1）",
    # --- page 1: the meeting's answer (ReportAnswer) ---------------------------------------------------------
    "Total cost over %1 years": "%1 年总成本",
    "Present value at %1 a year": "按年折现率 %1 的净现值",
    "Best owned alternative": "最佳自购备选",
    "Best rented alternative": "最佳租用备选",
    "Runner-up (another card)": "次选（另一款卡）",
    "No budget set (Targets and limits): nothing to check against.": "未设预算（目标与限制）：无需核对。",
    "Budget %1: no option meets the targets within it.": "预算 %1：没有方案能在预算内满足目标。",
    "Within the budget of %1: %2 to spare.": "在 %1 的预算之内：还剩 %2。",
    "At P90 (%1) it would be %2 over: one future in ten or more breaks the budget.":
        "按 P90（%1）计将超出 %2：十分之一以上的可能情形会超出预算。",
    "At P90 (%1) it stays within.": "按 P90（%1）计仍在预算之内。",
    "Assumed efficiency: the run time of %1 takes your measured MFU of %2; a different software stack or cluster changes it.":
        "假设的效率：%1 的训练时长采用您实测的 MFU %2；换用其他软件栈或集群会改变结果。",
    "Assumed efficiency: the run time of %1 assumes %2 of its peak while computing (%3); not measured for this model, so the run may take longer.":
        "假设的效率：%1 的训练时长假设计算时达到峰值的 %2（%3）；未针对该模型实测，实际训练可能更久。",
    "Assumed efficiency: the speed of %1 assumes decode at %2 of its peak compute and prefill at %3 (rules of thumb, docs/MODEL.md \"Performance\"); not measured for this model, so the service may need more GPUs.":
        "假设的效率：%1 的速度假设解码达到峰值算力的 %2、预填充达到 %3（经验值，见 docs/MODEL.md“性能”）；未针对该模型实测，服务可能需要更多 GPU。",
    "Assumed efficiency: the speed of %1 assumes each token reads the weights and KV cache at %2 of its memory bandwidth and prefill at %3 of its peak (docs/VALIDATION.md compares them with published measurements); not measured for this model, so the service may need more GPUs.":
        "假设的效率：%1 的速度假设每个 token 以显存带宽的 %2 读取权重和 KV 缓存、预填充达到峰值的 %3（docs/VALIDATION.md 将其与公开实测对比）；未针对该模型实测，服务可能需要更多 GPU。",
    "Price: the rent of %1 from %2 is a published rate of %3, tagged %4; ask for a quote before committing.":
        "价格：%2 的 %1 租金是 %3 的公开报价，标记为%4；签约前请索取正式报价。",
    "Price: %1 at %2 (%3, %4) is an indicative list price, not a quote.": "价格：%1 的 %2（%3，%4）是参考目录价，不是正式报价。",
    "Unverified price: %1 at %2 (%3) is tagged %4; the total moves with it (see the P10-P90), so get a quote before deciding.":
        "未经核实的价格：%1 的 %2（%3）标记为%4；总成本随之变动（见 P10–P90），决策前请索取正式报价。",
    "† Capex understated: %1 has no system price or host share, so its capex counts the cards without chassis, CPUs, memory and network.":
        "† 资本支出偏低：%1 没有整机价格或主机占比，其资本支出只计加速卡，不含机箱、CPU、内存和网络。",
    "The first %1 of %2 rows, each a card's best option owned or rented (%3 options in all); the application lists them all.":
        "%2 行中的前 %1 行，每行为一款卡自购或租用的最佳方案（共 %3 个方案）；应用程序中列出全部。",
}

BY_CONTEXT = {
    ("Report", "Weights"): "权重",
    ("Report", "KV cache"): "KV 缓存",
    ("Report", "Activations"): "激活值",
    ("Report", "Training vs inference"): "训练与推理",
    ("Report", "Facility"): "机房",
}

# Comparison statements by translation id (the English is core's, in core/comparison/ComparisonStatements.cpp).
BY_ID = {
    "comparison.scenario.title": "应用场景",
    "comparison.scenario.training":
        "在数据中心进行大规模训练：一个有终点的项目，大量加速卡满负载运行数周到数月。",
    "comparison.scenario.inference":
        "在云端、边缘或终端设备上提供推理服务：在产品生命周期内全天候运行的服务。",
    "comparison.scenario.summary": "训练是一次性项目；推理是持续运行的服务。",
    "comparison.design-goal.title": "设计目标",
    "comparison.design-goal.training":
        "追求最高算力、数值稳定性和多卡扩展能力；功耗与价格让位于更快完成。",
    "comparison.design-goal.inference":
        "追求低时延、低功耗和低单次请求成本；每一瓦电、每一分钱都会随请求量成倍放大。",
    "comparison.design-goal.summary": "训练要快而准；推理要省而稳。",
    "comparison.compute-pattern.title": "计算模式",
    "comparison.compute-pattern.training":
        "前向传播、反向传播和权重更新：每个参数每个 token 约 6 次浮点运算，受算力限制。",
    "comparison.compute-pattern.inference":
        "仅前向传播：每个参数每个 token 约 2 次浮点运算；每生成一个 token 都要读取全部权重和 KV 缓存，因此解码受显存带宽限制。",
    "comparison.compute-pattern.summary": "训练重计算；推理重访存。",
    "comparison.precision.title": "精度偏好",
    "comparison.precision.training":
        "BF16 或 FP16 混合精度，配合 FP32 主权重和优化器状态：梯度对舍入误差敏感。",
    "comparison.precision.inference":
        "INT8、FP8 或 4 位权重：前向传播能容忍量化，字节数减半即显存与数据传输量减半。",
    "comparison.precision.summary": "训练保精度；推理省字节。",
    "comparison.memory.title": "显存",
    "comparison.memory.training":
        "权重、梯度、优化器状态（混合精度 Adam 每参数 16 字节）和激活值：需要大量 80-288 GB HBM 加速卡。",
    "comparison.memory.inference": "权重加上在途请求的 KV 缓存：通常一张或几张 16-80 GB 的加速卡即可。",
    "comparison.memory.summary": "训练所需显存是同一模型推理服务的数倍。",
    "comparison.interconnect.title": "互联",
    "comparison.interconnect.training":
        "每一步都要梯度同步（all-reduce）：服务器内用 NVLink 卡间互联，服务器之间用 InfiniBand 节点间互联。",
    "comparison.interconnect.inference":
        "各副本独立处理请求；只有模型切分到多卡（张量并行）时才需要高速互联。",
    "comparison.interconnect.summary": "训练卡协同作战；推理卡可以单打独斗。",
    "comparison.power.title": "功耗",
    "comparison.power.training":
        "每卡 300-700 W，整个训练期间接近满载；高密度机柜需要液冷或封闭通道风冷。",
    "comparison.power.inference":
        "从边缘的几瓦到云端每卡 70-350 W，全年每个小时都要付电费。",
    "comparison.power.summary": "训练功耗最高；推理付电费最久。",
    "comparison.deployment.title": "部署",
    "comparison.deployment.training":
        "集中在配备高功率三相机柜的 IDC 机房，通常选在电价低廉的地方。",
    "comparison.deployment.inference":
        "靠近用户：具备 BGP 多线带宽和高防（DDoS 防护）的城市 IDC 机房或边缘节点；面向中国大陆的服务需要 ICP 备案。",
    "comparison.deployment.summary": "在电便宜的地方训练；在用户所在的地方推理。",
}
