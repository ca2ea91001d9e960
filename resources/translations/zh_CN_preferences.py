"""Simplified Chinese for Preferences, Help (user guide, About, "How is this computed?") and the A/B comparison.

Keys are the English source texts; terms follow /work/shared/GLOSSARY.md.
"""

TEXT = {
    # --- preferences ----------------------------------------------------------------------------------------
    "&Preferences...": "首选项(&P)...",
    "Preferences": "首选项",
    "Language and units": "语言与单位",
    "System (%1)": "跟随系统（%1）",
    "Language of the window, its numbers and dates; applied at once": "窗口及其数字、日期所用的语言；立即生效",
    "&Language": "语言(&L)",
    "GB (10^9 bytes, as vendors quote capacity)": "GB（10^9 字节，厂商标称容量的方式）",
    "GiB (2^30 bytes, as nvidia-smi reports)": "GiB（2^30 字节，nvidia-smi 报告的方式）",
    "How every memory figure is shown: views, tables, status line and report": "所有显存数值的显示方式：视图、表格、状态栏和报告",
    "&Memory unit": "显存单位(&M)",
    "CNY (yuan)": "CNY（人民币）",
    "USD (US dollar)": "USD（美元）",
    "EUR (euro)": "EUR（欧元）",
    "Every amount is shown in this currency: the scenario's electricity price is converted and catalogue prices are converted at the rates below":
        "所有金额都以此币种显示：场景电价和目录价格按下面的汇率换算",
    "&Display currency": "显示币种(&D)",
    "Yuan per US dollar": "每美元合人民币",
    "1 &USD =": "1 美元(&U) =",
    "Yuan per euro": "每欧元合人民币",
    "1 &EUR =": "1 欧元(&E) =",
    "Indicative rates; set the ones your finance team uses.": "参考汇率；请设为财务部门使用的汇率。",
    "New scenarios": "新场景",
    "None": "无",
    "A new scenario starts in this facility, with its electricity price, PUE and carbon factor":
        "新场景默认使用此机房及其电价、PUE 和碳排放因子",
    "Default &facility": "默认机房(&F)",
    "Appearance": "外观",
    "Follow the system": "跟随系统",
    "Light": "浅色",
    "Dark": "深色",
    "&Theme": "主题(&T)",
    "100% (normal)": "100%（正常）",
    "%1% (projector)": "%1%（投影）",
    "Font size of charts and tables, for presenting on a projector": "图表和表格的字号，便于在投影仪上演示",
    "Chart and table &text": "图表与表格文字(&T)",
    "Change currency to %1": "将币种改为 %1",
    "Memory per GPU (%1)": "每 GPU 显存（%1）",
    # --- help -----------------------------------------------------------------------------------------------
    "&User guide": "用户指南(&U)",
    "GPU TCO Explorer user guide": "GPU 总拥有成本分析器用户指南",
    "&How is this computed?": "这是如何计算的？(&H)",
    "How is this computed?": "这是如何计算的？",
    "The formulas and sources behind this view (docs/MODEL.md)": "此视图背后的公式与来源（docs/MODEL.md）",
    "The document %1 is missing from this build.": "此版本缺少文档 %1。",
    "<h3>GPU TCO Explorer %1</h3><p>Memory fit, power, cost and facility planning for AI accelerators.</p><p>Catalogue version: %2</p><p><b>Licences of the parts inside</b><br>Qt %3: GNU LGPL version 3<br>SQLite: public domain<br>Noto Sans CJK (report fonts): SIL Open Font License 1.1<br>Catalogue figures: the vendors' datasheets and the public sources named in each record and in docs/DATABASE.md and docs/VALIDATION.md</p><p>How every figure is computed, with its source: docs/MODEL.md (Help &gt; How is this computed?). The documents are installed with the program: <a href=\"%4\">%5</a></p>":
        "<h3>GPU 总拥有成本分析器 %1</h3><p>面向 AI 加速卡的显存容量、功耗、成本与机房规划。</p><p>产品目录版本：%2</p><p><b>所含组件的许可证</b><br>Qt %3：GNU LGPL 第 3 版<br>SQLite：公有领域<br>Noto Sans CJK（报告字体）：SIL Open Font License 1.1<br>目录数值：厂商规格书以及每条记录和 docs/DATABASE.md、docs/VALIDATION.md 中列出的公开来源</p><p>每个数值的计算方法及来源：docs/MODEL.md（帮助 &gt; 这是如何计算的？）。文档随程序一同安装：<a href=\"%4\">%5</a></p>",
    # --- A/B comparison -------------------------------------------------------------------------------------
    "B vs A: TCO %1 (%2)": "B 对比 A：总拥有成本 %1（%2）",
    "B vs A: %1 has no TCO in B": "B 对比 A：%1 在 B 中没有总拥有成本",
    "B vs A: TCO not comparable (%1 and %2)": "B 对比 A：总拥有成本不可比（%1 与 %2）",
    "%1, %2: A %3, B %4": "%1，%2：A %3，B %4",
    "A (%1)": "A（%1）",
    "B (%1)": "B（%1）",
    "<h3>Compare two scenarios</h3><p>Scenario A is the one on the left, and it stays live: every slider changes it. Scenario B stands still beside it, so this view shows what a change does: the inputs that differ, each card's GPUs, IT power, total cost and unit cost in A and in B, and each card's total cost as bars.</p><p><b>Pin current as B</b> keeps a copy of the scenario as it is now; then move the sliders. <b>Compare with scenario B...</b> opens a saved scenario file as B.</p>":
        "<h3>对比两个场景</h3><p>场景 A 在左侧并保持实时：每个滑块都会改变它。场景 B 固定在旁边，因此此视图显示改动的效果：不同的输入，各加速卡在 A 和 B 中的 GPU 数、IT 功耗、总成本和单位成本，以及各加速卡总成本的条形图。</p><p><b>将当前固定为 B</b> 会保存场景当前的副本，然后即可拖动滑块。<b>与场景 B 对比...</b> 会打开一个已保存的场景文件作为 B。</p>",
    "%1: core cannot size this workload: %2": "%1：核心无法测算此工作负载：%2",
    " A card without a catalogue price shows its running cost only.": " 目录中无价格的加速卡只显示运营成本。",
    "<b>A</b>: the current scenario, live. <b>B</b>: \u201c%1\u201d. The change is B against A; green: B lower (better), vermilion: B higher.":
        "<b>A</b>：当前场景，实时。<b>B</b>：\u201c%1\u201d。变化为 B 相对于 A；绿色：B 更低（更好），朱红色：B 更高。",
    "Money in %1.": "金额单位为 %1。",
    "Money in %1 (A) and %2 (B): not compared.": "金额单位：A 为 %1，B 为 %2：不作比较。",
    "Total cost of ownership (%1)": "总拥有成本（%1）",
    "A (current)": "A（当前）",
    "Capex plus running cost over each scenario's period (A %1 years, B %2 years), as in the Power & cost view. No bar: the card is not compared in that scenario or cannot be deployed.":
        "资本支出加各场景周期内的运营成本（A %1 年，B %2 年），与“功耗与成本”视图相同。无条形：该场景未对比此卡，或此卡无法部署。",
    " B counts money in %1 and A in %2: B's bars are left out.": " B 的金额单位为 %1，A 为 %2：B 的条形未画出。",
    "Does B cost less than A? TCO per card": "B 比 A 更省吗？各加速卡的总拥有成本",
    "Compare with scenario &B...": "与场景 B 对比(&B)...",
    "&Pin current as B": "将当前固定为 B(&P)",
    "C&lear B": "清除 B(&L)",
    "Open a saved scenario as B and compare the current scenario (A) with it": "打开一个已保存的场景作为 B，并将当前场景 (A) 与之对比",
    "Keep a copy of the current scenario as B, then move the sliders to see what changes":
        "将当前场景的副本保存为 B，然后拖动滑块查看变化",
    "Stop comparing with B": "停止与 B 对比",
    "%1 was not opened as B; nothing changed.\n\n%2": "未将 %1 作为 B 打开，未做任何更改。\n\n%2",
    "The pinned scenario B of the last session was not restored.\n\n%1": "未恢复上次会话中固定的方案 B。\n\n%1",
    "pinned at %1": "固定于 %1",
    "Cannot open scenario B": "无法打开场景 B",
    "A/&B": "A/B 对比(&B)",
    "Total cost of ownership of the leading option in scenario B against A (the A/B view)":
        "场景 B 中领先方案的总拥有成本相对于 A 的变化（A/B 视图）",
    # --- report paper -------------------------------------------------------------------------------------
    "Report": "报告",
    "From the language (A4; Letter for US English)": "随语言（A4；美式英语用 Letter）",
    "A4 (210 × 297 mm)": "A4（210 × 297 毫米）",
    "Letter (8.5 × 11 in)": "Letter（8.5 × 11 英寸）",
    "The PDF report's page size, for File > Export report and gpu-tco-cli report (whose --paper option overrides it)":
        "PDF 报告的纸张大小，用于“文件 > 导出报告”和 gpu-tco-cli report（其 --paper 选项优先）",
    "&Paper": "纸张(&P)",
}

BY_CONTEXT = {}
