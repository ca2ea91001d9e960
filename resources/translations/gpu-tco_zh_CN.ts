<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AbComparison</name>
    <message>
        <source>Fewest GPUs that hold it</source>
        <translation>放得下的最少 GPU 数</translation>
    </message>
    <message>
        <source>GPUs deployed</source>
        <translation>部署的 GPU 数</translation>
    </message>
    <message>
        <source>IT power, average</source>
        <translation>IT 功耗，平均</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>总拥有成本</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <source>Training run cost</source>
        <translation>训练成本</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
</context>
<context>
    <name>AbStatus</name>
    <message>
        <source>B vs A: TCO %1 (%2)</source>
        <translation>B 对比 A：总拥有成本 %1（%2）</translation>
    </message>
    <message>
        <source>B vs A: %1 has no TCO in B</source>
        <translation>B 对比 A：%1 在 B 中没有总拥有成本</translation>
    </message>
    <message>
        <source>B vs A: TCO not comparable (%1 and %2)</source>
        <translation>B 对比 A：总拥有成本不可比（%1 与 %2）</translation>
    </message>
</context>
<context>
    <name>AboutBox</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU TCO Explorer %1&lt;/h3&gt;&lt;p&gt;Memory fit, power, cost and facility planning for AI accelerators.&lt;/p&gt;&lt;p&gt;Catalogue version: %2&lt;/p&gt;&lt;p&gt;&lt;b&gt;Licences of the parts inside&lt;/b&gt;&lt;br&gt;Qt %3: GNU LGPL version 3&lt;br&gt;SQLite: public domain&lt;br&gt;Noto Sans CJK (report fonts): SIL Open Font License 1.1&lt;br&gt;Catalogue figures: the vendors&apos; datasheets and the public sources named in each record and in docs/DATABASE.md and docs/VALIDATION.md&lt;/p&gt;&lt;p&gt;How every figure is computed, with its source: docs/MODEL.md (Help &amp;gt; How is this computed?). The documents are installed with the program: &lt;a href=&quot;%4&quot;&gt;%5&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GPU 总拥有成本分析器 %1&lt;/h3&gt;&lt;p&gt;面向 AI 加速卡的显存容量、功耗、成本与机房规划。&lt;/p&gt;&lt;p&gt;产品目录版本：%2&lt;/p&gt;&lt;p&gt;&lt;b&gt;所含组件的许可证&lt;/b&gt;&lt;br&gt;Qt %3：GNU LGPL 第 3 版&lt;br&gt;SQLite：公有领域&lt;br&gt;Noto Sans CJK（报告字体）：SIL Open Font License 1.1&lt;br&gt;目录数值：厂商规格书以及每条记录和 docs/DATABASE.md、docs/VALIDATION.md 中列出的公开来源&lt;/p&gt;&lt;p&gt;每个数值的计算方法及来源：docs/MODEL.md（帮助 &amp;gt; 这是如何计算的？）。文档随程序一同安装：&lt;a href=&quot;%4&quot;&gt;%5&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About GPU TCO Explorer</source>
        <translation>关于 GPU 总拥有成本分析器</translation>
    </message>
</context>
<context>
    <name>AtomicFileWrite</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>No file name given</source>
        <translation>未指定文件名</translation>
    </message>
</context>
<context>
    <name>CardEconomicsEvaluator</name>
    <message>
        <source>LoRA and QLoRA are timed as full training (6N FLOPs per token): an upper bound</source>
        <translation>LoRA 和 QLoRA 按全量训练计时（每 token 6N FLOPs）：为上限</translation>
    </message>
    <message>
        <source>the card&apos;s TDP is unknown: no power, energy or running cost</source>
        <translation>该卡热设计功耗（TDP）未知：无功耗、电量与运营成本</translation>
    </message>
    <message>
        <source>the card&apos;s price is in %1, which has no exchange rate here</source>
        <translation>该卡价格以 %1 计，此处没有其汇率</translation>
    </message>
    <message>
        <source>the server&apos;s system price is in %1, which has no exchange rate here</source>
        <translation>服务器整机价格以 %1 计价，此处没有对应汇率</translation>
    </message>
    <message>
        <source>capex understated: no server with a known host cost holds this card, so the capex counts the cards alone (no chassis, CPUs, memory or NICs)</source>
        <translation>资本支出偏低：没有已知主机成本的服务器可装此卡，资本支出只计入了卡本身（不含机箱、CPU、内存或网卡）</translation>
    </message>
</context>
<context>
    <name>CardRackEvaluator</name>
    <message>
        <source>no power figures for this card</source>
        <translation>此卡没有功耗数据</translation>
    </message>
    <message>
        <source>no server holds this card (its form factor has no generic server either)</source>
        <translation>没有可装此卡的服务器（其形态也没有通用服务器）</translation>
    </message>
</context>
<context>
    <name>CatalogueColumns</name>
    <message>
        <source>Origin</source>
        <translation>来源类型</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>热设计功耗</translation>
    </message>
    <message>
        <source>Idle power</source>
        <translation>空闲功耗</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source>INT4</source>
        <translation>INT4</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>Interconnect bandwidth</source>
        <translation>互联带宽</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>外形规格</translation>
    </message>
    <message>
        <source>Launch year</source>
        <translation>发布年份</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Price currency</source>
        <translation>价格币种</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Source date</source>
        <translation>来源日期</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每服务器 GPU 数</translation>
    </message>
    <message>
        <source>System maximum power</source>
        <translation>整机最大功耗</translation>
    </message>
    <message>
        <source>Host overhead</source>
        <translation>主机额外功耗</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>PSUs</source>
        <translation>电源数</translation>
    </message>
    <message>
        <source>PSU rating</source>
        <translation>电源额定功率</translation>
    </message>
    <message>
        <source>Redundant PSUs</source>
        <translation>冗余电源数</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>制冷</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>运营方</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>City</source>
        <translation>城市</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Grid carbon factor</source>
        <translation>电网碳排放因子</translation>
    </message>
    <message>
        <source>Usable rack units</source>
        <translation>可用 U 位</translation>
    </message>
    <message>
        <source>Voltage</source>
        <translation>电压</translation>
    </message>
    <message>
        <source>Phases</source>
        <translation>相数</translation>
    </message>
    <message>
        <source>Breaker rating</source>
        <translation>空开额定电流</translation>
    </message>
    <message>
        <source>Derating</source>
        <translation>降额系数</translation>
    </message>
    <message>
        <source>A+B feeds</source>
        <translation>双路供电（A/B 路）</translation>
    </message>
    <message>
        <source>Power factor</source>
        <translation>功率因数</translation>
    </message>
    <message>
        <source>Max per rack, room air</source>
        <translation>单机柜上限，房间级风冷</translation>
    </message>
    <message>
        <source>Max per rack, contained air</source>
        <translation>单机柜上限，封闭通道风冷</translation>
    </message>
    <message>
        <source>Max per rack, rear door</source>
        <translation>单机柜上限，背板换热器</translation>
    </message>
    <message>
        <source>Max per rack, direct liquid</source>
        <translation>单机柜上限，冷板式液冷</translation>
    </message>
    <message>
        <source>Max per rack, immersion</source>
        <translation>单机柜上限，浸没式液冷</translation>
    </message>
    <message>
        <source>Available racks</source>
        <translation>可用机柜数</translation>
    </message>
    <message>
        <source>Contracted power</source>
        <translation>签约电力容量</translation>
    </message>
    <message>
        <source>Rack price per month</source>
        <translation>机柜月租</translation>
    </message>
    <message>
        <source>Price per kW-month</source>
        <translation>每 kW 月价</translation>
    </message>
    <message>
        <source>Bandwidth price per Mbps-month</source>
        <translation>带宽每 Mbps 月价</translation>
    </message>
    <message>
        <source>Tier or grade</source>
        <translation>等级</translation>
    </message>
    <message>
        <source>Certifications</source>
        <translation>认证</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>ICP filing required</source>
        <translation>需要 ICP 备案</translation>
    </message>
    <message>
        <source>Self-operated</source>
        <translation>自营</translation>
    </message>
    <message>
        <source>BGP lines</source>
        <translation>BGP 线路</translation>
    </message>
    <message>
        <source>DDoS protection</source>
        <translation>高防（DDoS 防护）</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>预留</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器数</translation>
    </message>
    <message>
        <source>Facilities</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Cloud offers</source>
        <translation>云报价</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>头维度</translation>
    </message>
    <message>
        <source>FFN width</source>
        <translation>FFN 宽度</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Maximum context</source>
        <translation>最大上下文</translation>
    </message>
    <message>
        <source>Gated MLP</source>
        <translation>门控 MLP</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>共享词嵌入</translation>
    </message>
    <message>
        <source>QKV bias</source>
        <translation>QKV 偏置</translation>
    </message>
    <message>
        <source>Linear biases</source>
        <translation>线性层偏置</translation>
    </message>
    <message>
        <source>LayerNorm with bias</source>
        <translation>带偏置的 LayerNorm</translation>
    </message>
    <message>
        <source>Learned positions</source>
        <translation>可学习位置编码</translation>
    </message>
    <message>
        <source>MoE experts</source>
        <translation>MoE 专家数</translation>
    </message>
    <message>
        <source>MoE active experts</source>
        <translation>MoE 激活专家数</translation>
    </message>
    <message>
        <source>MoE shared experts</source>
        <translation>MoE 共享专家数</translation>
    </message>
    <message>
        <source>MoE expert FFN width</source>
        <translation>MoE 专家 FFN 宽度</translation>
    </message>
    <message>
        <source>MoE dense layers</source>
        <translation>MoE 稠密层数</translation>
    </message>
    <message>
        <source>MLA query rank</source>
        <translation>MLA 查询秩</translation>
    </message>
    <message>
        <source>MLA KV rank</source>
        <translation>MLA KV 秩</translation>
    </message>
    <message>
        <source>MLA QK head dimension</source>
        <translation>MLA QK 头维度</translation>
    </message>
    <message>
        <source>MLA RoPE head dimension</source>
        <translation>MLA RoPE 头维度</translation>
    </message>
    <message>
        <source>MLA V head dimension</source>
        <translation>MLA V 头维度</translation>
    </message>
    <message>
        <source>Published parameters</source>
        <translation>公布参数量</translation>
    </message>
    <message>
        <source>Published active parameters</source>
        <translation>公布激活参数量</translation>
    </message>
    <message>
        <source>Memory as reported</source>
        <translation>实测显存容量</translation>
    </message>
    <message>
        <source>Price, low</source>
        <translation>价格下限</translation>
    </message>
    <message>
        <source>Price, high</source>
        <translation>价格上限</translation>
    </message>
    <message>
        <source>Price confidence</source>
        <translation>价格可信度</translation>
    </message>
    <message>
        <source>Host share of GPU price</source>
        <translation>主机部分占 GPU 价格比例</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>1 年承诺价</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>3 年承诺价</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>竞价实例</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Compute share of peak</source>
        <translation>算力利用率</translation>
    </message>
    <message>
        <source>Compute share, low</source>
        <translation>算力利用率下限</translation>
    </message>
    <message>
        <source>Compute share, high</source>
        <translation>算力利用率上限</translation>
    </message>
    <message>
        <source>FP8 compute share</source>
        <translation>FP8 算力利用率</translation>
    </message>
    <message>
        <source>FP4 compute share</source>
        <translation>FP4 算力利用率</translation>
    </message>
    <message>
        <source>Bandwidth share of peak</source>
        <translation>显存带宽利用率</translation>
    </message>
    <message>
        <source>Bandwidth share, low</source>
        <translation>显存带宽利用率下限</translation>
    </message>
    <message>
        <source>Bandwidth share, high</source>
        <translation>显存带宽利用率上限</translation>
    </message>
    <message>
        <source>Overhead per step</source>
        <translation>每步固定开销</translation>
    </message>
    <message>
        <source>Overhead per step, low</source>
        <translation>每步固定开销下限</translation>
    </message>
    <message>
        <source>Overhead per step, high</source>
        <translation>每步固定开销上限</translation>
    </message>
    <message>
        <source>Tensor-parallel link share</source>
        <translation>张量并行互联利用率</translation>
    </message>
    <message>
        <source>Tensor-parallel link share, low</source>
        <translation>张量并行互联利用率下限</translation>
    </message>
    <message>
        <source>Tensor-parallel link share, high</source>
        <translation>张量并行互联利用率上限</translation>
    </message>
    <message>
        <source>Power at full load</source>
        <translation>满载功耗</translation>
    </message>
    <message>
        <source>Power at full load, low</source>
        <translation>满载功耗下限</translation>
    </message>
    <message>
        <source>Power at full load, high</source>
        <translation>满载功耗上限</translation>
    </message>
    <message>
        <source>Efficiency profiles</source>
        <translation>效率档案</translation>
    </message>
    <message>
        <source>Country (ISO code)</source>
        <translation>国家/地区（ISO 代码）</translation>
    </message>
    <message>
        <source>Export control</source>
        <translation>出口管制</translation>
    </message>
    <message>
        <source>Licence needed for</source>
        <translation>需许可证的目的地</translation>
    </message>
    <message>
        <source>Network per GPU</source>
        <translation>每 GPU 网络带宽</translation>
    </message>
    <message>
        <source>Network source</source>
        <translation>网络数据来源</translation>
    </message>
</context>
<context>
    <name>CatalogueRows</name>
    <message>
        <source>(fill in)</source>
        <translation>（待填写）</translation>
    </message>
</context>
<context>
    <name>CatalogueTableModel</name>
    <message>
        <source>Counted from the architecture: %1 billion</source>
        <translation>按结构计算：%1 十亿</translation>
    </message>
    <message>
        <source>, %1 billion active</source>
        <translation>，激活 %1 十亿</translation>
    </message>
</context>
<context>
    <name>ComparisonText</name>
    <message>
        <source>comparison.scenario.title</source>
        <translation>应用场景</translation>
    </message>
    <message>
        <source>comparison.scenario.training</source>
        <translation>在数据中心进行大规模训练：一个有终点的项目，大量加速卡满负载运行数周到数月。</translation>
    </message>
    <message>
        <source>comparison.scenario.inference</source>
        <translation>在云端、边缘或终端设备上提供推理服务：在产品生命周期内全天候运行的服务。</translation>
    </message>
    <message>
        <source>comparison.scenario.summary</source>
        <translation>训练是一次性项目；推理是持续运行的服务。</translation>
    </message>
    <message>
        <source>comparison.design-goal.title</source>
        <translation>设计目标</translation>
    </message>
    <message>
        <source>comparison.design-goal.training</source>
        <translation>追求最高算力、数值稳定性和多卡扩展能力；功耗与价格让位于更快完成。</translation>
    </message>
    <message>
        <source>comparison.design-goal.inference</source>
        <translation>追求低时延、低功耗和低单次请求成本；每一瓦电、每一分钱都会随请求量成倍放大。</translation>
    </message>
    <message>
        <source>comparison.design-goal.summary</source>
        <translation>训练要快而准；推理要省而稳。</translation>
    </message>
    <message>
        <source>comparison.compute-pattern.title</source>
        <translation>计算模式</translation>
    </message>
    <message>
        <source>comparison.compute-pattern.training</source>
        <translation>前向传播、反向传播和权重更新：每个参数每个 token 约 6 次浮点运算，受算力限制。</translation>
    </message>
    <message>
        <source>comparison.compute-pattern.inference</source>
        <translation>仅前向传播：每个参数每个 token 约 2 次浮点运算；每生成一个 token 都要读取全部权重和 KV 缓存，因此解码受显存带宽限制。</translation>
    </message>
    <message>
        <source>comparison.compute-pattern.summary</source>
        <translation>训练重计算；推理重访存。</translation>
    </message>
    <message>
        <source>comparison.precision.title</source>
        <translation>精度偏好</translation>
    </message>
    <message>
        <source>comparison.precision.training</source>
        <translation>BF16 或 FP16 混合精度，配合 FP32 主权重和优化器状态：梯度对舍入误差敏感。</translation>
    </message>
    <message>
        <source>comparison.precision.inference</source>
        <translation>INT8、FP8 或 4 位权重：前向传播能容忍量化，字节数减半即显存与数据传输量减半。</translation>
    </message>
    <message>
        <source>comparison.precision.summary</source>
        <translation>训练保精度；推理省字节。</translation>
    </message>
    <message>
        <source>comparison.memory.title</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>comparison.memory.training</source>
        <translation>权重、梯度、优化器状态（混合精度 Adam 每参数 16 字节）和激活值：需要大量 80-288 GB HBM 加速卡。</translation>
    </message>
    <message>
        <source>comparison.memory.inference</source>
        <translation>权重加上在途请求的 KV 缓存：通常一张或几张 16-80 GB 的加速卡即可。</translation>
    </message>
    <message>
        <source>comparison.memory.summary</source>
        <translation>训练所需显存是同一模型推理服务的数倍。</translation>
    </message>
    <message>
        <source>comparison.interconnect.title</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>comparison.interconnect.training</source>
        <translation>每一步都要梯度同步（all-reduce）：服务器内用 NVLink 卡间互联，服务器之间用 InfiniBand 节点间互联。</translation>
    </message>
    <message>
        <source>comparison.interconnect.inference</source>
        <translation>各副本独立处理请求；只有模型切分到多卡（张量并行）时才需要高速互联。</translation>
    </message>
    <message>
        <source>comparison.interconnect.summary</source>
        <translation>训练卡协同作战；推理卡可以单打独斗。</translation>
    </message>
    <message>
        <source>comparison.power.title</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>comparison.power.training</source>
        <translation>每卡 300-700 W，整个训练期间接近满载；高密度机柜需要液冷或封闭通道风冷。</translation>
    </message>
    <message>
        <source>comparison.power.inference</source>
        <translation>从边缘的几瓦到云端每卡 70-350 W，全年每个小时都要付电费。</translation>
    </message>
    <message>
        <source>comparison.power.summary</source>
        <translation>训练功耗最高；推理付电费最久。</translation>
    </message>
    <message>
        <source>comparison.deployment.title</source>
        <translation>部署</translation>
    </message>
    <message>
        <source>comparison.deployment.training</source>
        <translation>集中在配备高功率三相机柜的 IDC 机房，通常选在电价低廉的地方。</translation>
    </message>
    <message>
        <source>comparison.deployment.inference</source>
        <translation>靠近用户：具备 BGP 多线带宽和高防（DDoS 防护）的城市 IDC 机房或边缘节点；面向中国大陆的服务需要 ICP 备案。</translation>
    </message>
    <message>
        <source>comparison.deployment.summary</source>
        <translation>在电便宜的地方训练；在用户所在的地方推理。</translation>
    </message>
</context>
<context>
    <name>ComparisonView</name>
    <message>
        <source>no catalogue card suits</source>
        <translation>目录中没有合适的加速卡</translation>
    </message>
    <message>
        <source>%1: does not fit</source>
        <translation>%1：放不下</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <source>%1 sequences of %2 tokens served at once, all year</source>
        <translation>全年同时服务 %1 个 %2 token 的序列</translation>
    </message>
    <message>
        <source>electricity for the run: %1</source>
        <translation>本次训练电费：%1</translation>
    </message>
    <message>
        <source>electricity per year: %1</source>
        <translation>每年电费：%1</translation>
    </message>
    <message>
        <source>%1 GFLOP per token</source>
        <translation>每 token %1 GFLOP</translation>
    </message>
    <message>
        <source>weights %1</source>
        <translation>权重 %1</translation>
    </message>
    <message>
        <source>weights %1; with INT8 weights %2</source>
        <translation>权重 %1；INT8 权重时 %2</translation>
    </message>
    <message>
        <source>%1 (%2× serving)</source>
        <translation>%1（推理的 %2 倍）</translation>
    </message>
    <message>
        <source>%1 all-reduced per step</source>
        <translation>每步梯度同步（all-reduce）%1</translation>
    </message>
    <message>
        <source>%1 per token across tensor-parallel GPUs</source>
        <translation>张量并行 GPU 之间每 token %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1，在 %2 上</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 in %2 server(s)</source>
        <translation>%1，%2 台服务器</translation>
    </message>
    <message>
        <source>%1: longer than a year</source>
        <translation>%1：超过一年</translation>
    </message>
    <message>
        <source>%1 tokens in %2 on %3</source>
        <translation>%1 个 token：在 %3 上需 %2</translation>
    </message>
    <message>
        <source>%1, over the deadline of %2</source>
        <translation>%1，超过 %2 的期限</translation>
    </message>
    <message>
        <source>Cards for training %1 tokens within %2 (suitable first, then by the cost of the run, then the time to finish)</source>
        <translation>训练 %1 个 token、%2 内完成的卡（合适的在前，再按整次训练成本、完成时间排序）</translation>
    </message>
    <message>
        <source>Cards for training %1 tokens within a year (suitable first, then by the cost of the run, then the time to finish)</source>
        <translation>训练 %1 个 token、一年内完成的卡（合适的在前，再按整次训练成本、完成时间排序）</translation>
    </message>
    <message>
        <source>cost of the run: %1 (cards over %2 and electricity)</source>
        <translation>整次训练成本：%1（%2 的卡折旧摊销与电费）</translation>
    </message>
    <message>
        <source>GPU counts found here: the fewest GPUs that hold the model (training: doubled until the run ends within the deadline, a year without one)</source>
        <translation>此处的 GPU 数：放得下模型的最少 GPU 数（训练：不断翻倍直至在截止时间内完成，未设截止时间则为一年）</translation>
    </message>
    <message>
        <source>Serving: the GPUs and split Recommend gives each card (throughput target, latency, precisions searched). Training is not this scenario&apos;s mode, so it has no recommendation: the fewest GPUs that hold the model, doubled until the run ends within a year</source>
        <translation>推理：采用推荐视图为每张卡给出的 GPU 数与切分（吞吐目标、时延、所搜索的精度）。训练不是本场景的模式，因此没有推荐方案：取放得下模型的最少 GPU 数，并翻倍直至一年内完成</translation>
    </message>
    <message>
        <source>Training: the GPUs and run time Recommend gives each card (deadline, or a year; precisions searched). Serving is not this scenario&apos;s mode, so it has no recommendation: the fewest GPUs that hold the model</source>
        <translation>训练：采用推荐视图为每张卡给出的 GPU 数与训练时长（截止时间或一年；所搜索的精度）。推理不是本场景的模式，因此没有推荐方案：取放得下模型的最少 GPU 数</translation>
    </message>
</context>
<context>
    <name>EnumLabels</name>
    <message>
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tune</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>AdamW (mixed precision)</source>
        <translation>AdamW（混合精度）</translation>
    </message>
    <message>
        <source>8-bit Adam</source>
        <translation>8 位 Adam</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Training and inference</source>
        <translation>训练与推理</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>边缘</translation>
    </message>
    <message>
        <source>Room air</source>
        <translation>房间级风冷</translation>
    </message>
    <message>
        <source>Contained aisle air</source>
        <translation>封闭通道风冷</translation>
    </message>
    <message>
        <source>Rear-door heat exchanger</source>
        <translation>背板换热器（冷门）</translation>
    </message>
    <message>
        <source>Direct-to-chip liquid</source>
        <translation>冷板式液冷</translation>
    </message>
    <message>
        <source>Immersion</source>
        <translation>浸没式液冷</translation>
    </message>
    <message>
        <source>rack space</source>
        <translation>机柜空间</translation>
    </message>
    <message>
        <source>feed power</source>
        <translation>供电功率</translation>
    </message>
    <message>
        <source>cooling per rack</source>
        <translation>单机柜制冷量</translation>
    </message>
    <message>
        <source>measured (public)</source>
        <translation>实测（公开）</translation>
    </message>
    <message>
        <source>measured (yours)</source>
        <translation>实测（您的）</translation>
    </message>
    <message>
        <source>vendor claim</source>
        <translation>厂商声称</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>假设</translation>
    </message>
</context>
<context>
    <name>ExportContextMenus</name>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG vector images (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Exported from %1 %2</source>
        <translation>导出自 %1 %2</translation>
    </message>
    <message>
        <source>Cannot export the chart</source>
        <translation>无法导出图表</translation>
    </message>
    <message>
        <source>Export chart as &amp;PNG...</source>
        <translation>将图表导出为 PNG(&amp;P)...</translation>
    </message>
    <message>
        <source>Export chart as &amp;SVG...</source>
        <translation>将图表导出为 SVG(&amp;S)...</translation>
    </message>
    <message>
        <source>Export chart as P&amp;DF...</source>
        <translation>将图表导出为 PDF(&amp;D)...</translation>
    </message>
    <message>
        <source>Export table as &amp;CSV...</source>
        <translation>将表格导出为 CSV(&amp;C)...</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>导出表格</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export the table</source>
        <translation>无法导出表格</translation>
    </message>
</context>
<context>
    <name>FigureExport</name>
    <message>
        <source>the SVG writer could not start</source>
        <translation>SVG 写入器无法启动</translation>
    </message>
    <message>
        <source>the PDF writer could not start</source>
        <translation>PDF 写入器无法启动</translation>
    </message>
    <message>
        <source>Cannot write %1: the chart has no size</source>
        <translation>无法写入 %1：图表尺寸为零</translation>
    </message>
</context>
<context>
    <name>FitReason</name>
    <message>
        <source>rack power %1 %3 exceeds the %2 %3 one feed carries</source>
        <translation>机柜功率 %1 %3 超过单路供电可承载的 %2 %3</translation>
    </message>
    <message>
        <source>no cooling here serves these servers (%1)</source>
        <translation>此处没有适合这些服务器的制冷方式（%1）</translation>
    </message>
    <message>
        <source>rack load %1 %3 exceeds the cooling limit of %2 %3</source>
        <translation>机柜负载 %1 %3 超过制冷上限 %2 %3</translation>
    </message>
    <message>
        <source>needs %1 %3, a rack has %2 %3</source>
        <translation>需要 %1 %3，机柜只有 %2 %3</translation>
    </message>
    <message>
        <source>needs %1 %3 of power, the site contracts %2 %3</source>
        <translation>需要 %1 %3 的电力，机房签约容量为 %2 %3</translation>
    </message>
    <message>
        <source>needs %1 racks, %2 are free</source>
        <translation>需要 %1 个机柜，空闲 %2 个</translation>
    </message>
    <message>
        <source>A+B feeds required, the racks have one feed</source>
        <translation>要求双路供电（A/B 路），机柜只有单路供电</translation>
    </message>
    <message>
        <source>on one feed the servers&apos; PSUs cannot give full power</source>
        <translation>单路供电时服务器电源无法提供满功率</translation>
    </message>
    <message>
        <source>no %1 licence</source>
        <translation>无 %1 许可证</translation>
    </message>
    <message>
        <source>ICP filing regime does not match</source>
        <translation>ICP 备案要求不符</translation>
    </message>
    <message>
        <source>no %1 certification</source>
        <translation>无 %1 认证</translation>
    </message>
    <message>
        <source>tier %1 required, the site is tier %2</source>
        <translation>要求 Tier %1，机房为 Tier %2</translation>
    </message>
    <message>
        <source>GB 50174 grade below the requirement</source>
        <translation>GB 50174 等级低于要求</translation>
    </message>
    <message>
        <source>%1 BGP lines required, the site has %2</source>
        <translation>要求 %1 条 BGP 线路，机房有 %2 条</translation>
    </message>
    <message>
        <source>DDoS protection %1 Gbps required, the site states %2</source>
        <translation>要求高防（DDoS 防护）%1 Gbps，机房标称 %2</translation>
    </message>
    <message>
        <source>a self-operated site is required</source>
        <translation>要求自营机房</translation>
    </message>
    <message>
        <source>inlet temperatures wider than the equipment accepts (%1)</source>
        <translation>进风温度范围超出设备允许范围（%1）</translation>
    </message>
</context>
<context>
    <name>MemoryFitView</name>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <source>parameters x bytes per element / TP</source>
        <translation>参数量 x 每元素字节数 / TP</translation>
    </message>
    <message>
        <source>ZeRO model states: parameters x weight bytes / TP (/ DP at stage 3)</source>
        <translation>ZeRO 模型状态：参数量 x 权重字节数 / TP（第 3 阶段再 / DP）</translation>
    </message>
    <message>
        <source>ZeRO model states: 2 bytes per trainable parameter (/ DP from stage 2)</source>
        <translation>ZeRO 模型状态：每个可训练参数 2 字节（第 2 阶段起 / DP）</translation>
    </message>
    <message>
        <source>ZeRO model states: K bytes per trainable parameter, AdamW K = 12 (/ DP from stage 1)</source>
        <translation>ZeRO 模型状态：每个可训练参数 K 字节，AdamW 的 K = 12（第 1 阶段起 / DP）</translation>
    </message>
    <message>
        <source>prefill workspace for one chunk of tokens</source>
        <translation>一个 token 分块的预填充（prefill）工作区</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022: sbh(34 + 5as/h) per layer, with TP/SP and recompute</source>
        <translation>Korthikanti 等 2022：每层 sbh(34 + 5as/h)，计入 TP/SP 与激活重计算</translation>
    </message>
    <message>
        <source>2 x layers x KV heads x head dim x bytes x tokens x sequences / TP</source>
        <translation>2 x 层数 x KV 头数 x 头维度 x 字节数 x token 数 x 序列数 / TP</translation>
    </message>
    <message>
        <source>CUDA context (fixed per GPU) + allocator reserve (share of the tensors)</source>
        <translation>CUDA 上下文（每 GPU 固定）+ 分配器预留（按张量比例）</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 张 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation>每 GPU %1</translation>
    </message>
    <message>
        <source>Formula: %1</source>
        <translation>公式：%1</translation>
    </message>
    <message>
        <source>Total per GPU: %1 of %2</source>
        <translation>每 GPU 合计：%1 / %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 (%2 parameters), %3, weights %4</source>
        <translation>%1（%2 参数），%3，权重 %4</translation>
    </message>
    <message>
        <source>, KV cache %1, %2-token context x %3 sequences</source>
        <translation>，KV 缓存 %1，%2 token 上下文 x %3 个序列</translation>
    </message>
    <message>
        <source>, %1, ZeRO %2, %3-token sequences x micro-batch %4</source>
        <translation>，%1，ZeRO %2，%3 token 序列 x 微批次 %4</translation>
    </message>
    <message>
        <source>, then ZeRO DP</source>
        <translation>，再 ZeRO 数据并行</translation>
    </message>
    <message>
        <source>. Overhead: %1 per GPU + %2 allocator reserve. %4. Fewest GPUs: TP up to 8 within a node, then PP%3.</source>
        <translation>。运行时开销：每 GPU %1 + %2 分配器预留。%4。最少 GPU 数：节点内张量并行最多 8 路，然后流水线并行%3。</translation>
    </message>
    <message>
        <source>memory not published</source>
        <translation>显存容量未公布</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 ticked cards in this order: a chart cannot show more. Untick cards or change the order to see others.</source>
        <translation>按此顺序显示已勾选的 %2 张卡中的前 %1 张：图表无法显示更多。取消勾选一些卡或更改排序可查看其他卡。</translation>
    </message>
    <message>
        <source>the fullest of %1 pipeline stages, split over TP %2 (routed experts %3)</source>
        <translation>%1 个流水线阶段中最满的一个，按 TP %2 切分（路由专家 %3）</translation>
    </message>
    <message>
        <source>%1 attention, shared experts and dense layers, whole on every GPU (data-parallel attention)</source>
        <translation>%1 注意力、共享专家和稠密层，每张 GPU 各持完整一份（注意力数据并行）</translation>
    </message>
    <message>
        <source>%1 attention, shared experts and dense layers, split over TP %2</source>
        <translation>%1 注意力、共享专家和稠密层，按 TP %2 切分</translation>
    </message>
    <message>
        <source>%1 routed experts (1/%2 of them, expert parallelism)</source>
        <translation>%1 路由专家（其中的 1/%2，专家并行）</translation>
    </message>
    <message numerus="yes">
        <source>this GPU&apos;s attention holds %n sequences&apos; KV cache</source>
        <translation>
            <numerusform>此 GPU 的注意力持有 %n 个序列的 KV 缓存</numerusform>
        </translation>
    </message>
    <message>
        <source>A prefill-pool GPU: %1 (weights %2, of which routed experts %3; KV cache %4)</source>
        <translation>预填充池的一张 GPU：%1（权重 %2，其中路由专家 %3；KV 缓存 %4）</translation>
    </message>
    <message>
        <source> Mixture of experts: a card the deployment serves with expert parallelism or pipeline stages shows a GPU of that layout (its share of the routed experts, the rest of the model, its own sequences&apos; KV cache).</source>
        <translation> 混合专家模型：部署采用专家并行或流水线阶段的卡显示该布局下的一张 GPU（它所持的路由专家份额、模型的其余部分、它自己的序列的 KV 缓存）。</translation>
    </message>
    <message>
        <source>%1 GPUs: one replica
(%2)</source>
        <translation>%1 张 GPU：一个副本
（%2）</translation>
    </message>
    <message>
        <source>%1 GPUs: %2 replicas of %3 each
(%4)</source>
        <translation>%1 张 GPU：%2 个副本，每个 %3 张
（%4）</translation>
    </message>
</context>
<context>
    <name>OffScaleMarks</name>
    <message numerus="yes">
        <source>↑ %n option(s) above the scale, up to %1</source>
        <translation>
            <numerusform>↑ %n 个方案超出坐标轴，最高 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>↑ %n option(s) above the scale, up to %1 (%2)</source>
        <translation>
            <numerusform>↑ %n 个方案超出坐标轴，最高 %1（%2）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OptionSharesText</name>
    <message>
        <source>card or server price</source>
        <translation>卡或服务器价格</translation>
    </message>
    <message>
        <source>cloud price</source>
        <translation>云价格</translation>
    </message>
    <message>
        <source>electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>compute efficiency</source>
        <translation>算力效率</translation>
    </message>
    <message>
        <source>memory efficiency</source>
        <translation>显存带宽效率</translation>
    </message>
    <message>
        <source>years of life</source>
        <translation>使用年限</translation>
    </message>
    <message>
        <source>resale value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <source>cost per million tokens</source>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <source>cost per run</source>
        <translation>每次训练成本</translation>
    </message>
    <message>
        <source>&lt;1%</source>
        <translation>&lt;1%</translation>
    </message>
    <message>
        <source>none (every input is marked certain)</source>
        <translation>无（所有输入均标记为确定）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Cheapest in %1 of %2 possible futures (Monte Carlo, seed %3) among the first %4 options, by %5.</source>
        <translation>在 %2 个可能情景中有 %1 个情景，该方案是前 %4 个方案中%5最低的（蒙特卡洛模拟，随机种子 %3）。</translation>
    </message>
    <message>
        <source>Only the first %1 options are compared in the possible futures.</source>
        <translation>可能情景中只比较前 %1 个方案。</translation>
    </message>
    <message>
        <source>Inputs that vary: %1.</source>
        <translation>变化的输入：%1。</translation>
    </message>
    <message>
        <source>The site&apos;s inputs are drawn once per future for all options; options on the same card share its price. Where two options cost the same in a future (the same card at another precision), the higher-ranked one counts. Ranges: the Uncertainty group.</source>
        <translation>站点相关输入在每个情景中对所有方案只抽取一次；同一张卡的各方案共用其价格。某一情景中两个方案成本相同时（同一张卡、不同精度），计入排名靠前的方案。范围见“不确定性”组。</translation>
    </message>
    <message>
        <source>; option %1 (%2) in %3</source>
        <translation>；方案 %1（%2）为 %3</translation>
    </message>
    <message>
        <source> (varying: %1).</source>
        <translation>（变化的输入：%1）。</translation>
    </message>
    <message>
        <source>cheapest in %1</source>
        <translation>%1 的情景中最便宜</translation>
    </message>
    <message>
        <source>The recommendation (%1) is the cheapest in %2 of %3 possible futures</source>
        <translation>推荐方案（%1）在 %3 个可能情景中有 %2 最便宜</translation>
    </message>
</context>
<context>
    <name>PerformanceNote</name>
    <message>
        <source>%1 has no published dense %2 figure: computing at its %3 peak instead</source>
        <translation>%1 没有公开的稠密 %2 算力数据：改按其 %3 峰值算力计算</translation>
    </message>
    <message>
        <source>%1: dense %2 peak is unknown, so compute time cannot be estimated</source>
        <translation>%1：稠密 %2 峰值算力未知，无法估算计算时间</translation>
    </message>
    <message>
        <source>the card&apos;s memory is unknown, so the concurrency that fits is unknown</source>
        <translation>该卡显存未知，放得下的并发数未知</translation>
    </message>
    <message>
        <source>%1 sequences do not fit in memory; at most %2 do</source>
        <translation>%1 条序列放不下显存；最多放得下 %2 条</translation>
    </message>
    <message>
        <source>4-bit weights are dequantised: matrix multiplies run at the BF16 peak</source>
        <translation>4 位权重需反量化：矩阵乘按 BF16 峰值算力运行</translation>
    </message>
    <message>
        <source>the card&apos;s GPU-to-GPU bandwidth is unknown, so tensor-parallel latency is unknown</source>
        <translation>该卡的卡间互联带宽未知，张量并行时延未知</translation>
    </message>
    <message>
        <source>the card&apos;s memory bandwidth is unknown, so decode speed is unknown</source>
        <translation>该卡显存带宽未知，解码速度未知</translation>
    </message>
    <message>
        <source>training time is unknown because the card&apos;s peak is unknown</source>
        <translation>该卡峰值算力未知，训练时间未知</translation>
    </message>
    <message>
        <source>the card&apos;s GPU-to-GPU bandwidth is unknown, so communication time is unknown</source>
        <translation>该卡的卡间互联带宽未知，通信时间未知</translation>
    </message>
    <message>
        <source>tensor parallelism spans servers: its all-reduces run over the network</source>
        <translation>张量并行跨越服务器：其 all-reduce 经由节点间网络进行</translation>
    </message>
    <message>
        <source>the MoE token all-to-all of expert parallelism is not modelled (assumed overlapped)</source>
        <translation>未建模专家并行中 MoE token 的 all-to-all 通信（假定与计算重叠）</translation>
    </message>
    <message>
        <source>the pipeline bubble takes %1 % of each step (%2 stages, %3 micro-batches, %4 virtual stages per GPU): a larger global batch, fewer stages or interleaving would shrink it</source>
        <translation>流水线气泡占每步的 %1 %（%2 个流水线阶段、%3 个微批次、每 GPU %4 个虚拟阶段）：加大全局批次、减少阶段数或采用交错调度可以缩小气泡</translation>
    </message>
    <message>
        <source>exposed tensor-parallel traffic takes %1 % of each step (TP %2): less tensor parallelism or a faster GPU-to-GPU link would help</source>
        <translation>未被掩盖的张量并行通信占每步的 %1 %（TP %2）：降低张量并行度或采用更快的卡间互联会有帮助</translation>
    </message>
    <message>
        <source>exposed gradient and pipeline traffic takes %1 % of each step (DP %2): a larger global batch (fewer reductions per token) or a faster network would help</source>
        <translation>未被掩盖的梯度与流水线通信占每步的 %1 %（DP %2）：加大全局批次（每个 token 分摊的同步更少）或采用更快的网络会有帮助</translation>
    </message>
    <message>
        <source>MFU %1 is far below the %2 this card usually reaches: see the bubble and communication above</source>
        <translation>MFU %1 远低于该卡通常能达到的 %2：见上面的气泡与通信说明</translation>
    </message>
    <message>
        <source>%1 has no measured efficiency profile: its efficiencies are assumed (wide range)</source>
        <translation>%1 没有实测效率档案：其效率为假设值（范围较宽）</translation>
    </message>
    <message>
        <source>%1 has no published dense %2 figure, so %2 is unsupported (never recommended): computing at its %3 peak to show figures</source>
        <translation>%1 没有公开的稠密 %2 算力数据，因此不支持 %2（不会被推荐）：仅为展示数字，改按其 %3 峰值算力计算</translation>
    </message>
    <message>
        <source>%1 capped at %2 W computes at %3 % of its peak</source>
        <translation>%1 限功耗 %2 W 时算力为峰值的 %3 %</translation>
    </message>
</context>
<context>
    <name>PowerCostBasis</name>
    <message>
        <source>The card&apos;s price is in %1, which has no exchange rate here: running costs only.</source>
        <translation>该卡价格以 %1 计价，此处没有对应汇率：仅计运行成本。</translation>
    </message>
    <message>
        <source>* The catalogue has no price for this card or its server: costs are running costs only. Enter a price in the Catalogue view.</source>
        <translation>* 目录中没有该卡或其服务器的价格：成本仅为运行成本。请在“目录”视图中输入价格。</translation>
    </message>
    <message>
        <source>Capex basis: the system price of %1 x %2 servers</source>
        <translation>资本支出依据：%1 整机价格 × %2 台服务器</translation>
    </message>
    <message>
        <source>Resale value after %1 years: %2</source>
        <translation>%1 年后残值：%2</translation>
    </message>
    <message>
        <source>At a %1 discount rate: present value %2, equivalent annual cost %3</source>
        <translation>折现率 %1 时：净现值 %2，等额年成本 %3</translation>
    </message>
    <message>
        <source>No cloud offer for this card in a currency the scenario converts</source>
        <translation>该卡没有场景可换算币种的云报价</translation>
    </message>
    <message>
        <source>Rented at the scenario&apos;s offer: %1</source>
        <translation>按场景指定的报价租用：%1</translation>
    </message>
    <message>
        <source>Rented at the cheapest offer: %1</source>
        <translation>按最便宜的报价租用：%1</translation>
    </message>
    <message>
        <source>%1 per GPU-hour, %2</source>
        <translation>每 GPU 小时 %1，%2</translation>
    </message>
    <message>
        <source> (= %1)</source>
        <translation>（= %1）</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>日期：%1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Tag: %1</source>
        <translation>可信度标记：%1</translation>
    </message>
    <message>
        <source>Capex basis: %1 GPUs x card price, plus host share %2 of the cards of %3 full server(s) (%4)</source>
        <translation>资本支出口径：%1 张 GPU × 卡价，另加 %3 台整机的主机成本（按满配卡价的 %2，%4）</translation>
    </message>
    <message>
        <source>no server</source>
        <translation>无服务器</translation>
    </message>
    <message>
        <source>Capex understated: no host cost is known for this card (no system price, no host share); the capex counts the cards alone</source>
        <translation>资本支出偏低：此卡的主机成本未知（无整机价格，也无主机占比）；资本支出只计入了卡本身</translation>
    </message>
</context>
<context>
    <name>PriceBasisText</name>
    <message>
        <source>your own figure</source>
        <translation>用户自填价格</translation>
    </message>
    <message>
        <source>vendor list price (P)</source>
        <translation>厂商目录价 (P)</translation>
    </message>
    <message>
        <source>list price via a copy (P*)</source>
        <translation>经转载的目录价 (P*)</translation>
    </message>
    <message>
        <source>press or analyst (S)</source>
        <translation>媒体或分析机构 (S)</translation>
    </message>
    <message>
        <source>weak source (W)</source>
        <translation>弱来源 (W)</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>预留</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>1 年承诺价</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>3 年承诺价</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价实例</translation>
    </message>
    <message>
        <source>Price used: %1</source>
        <translation>所用价格：%1</translation>
    </message>
    <message>
        <source>Range: %1 to %2</source>
        <translation>范围：%1 至 %2</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>日期：%1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Tag: %1</source>
        <translation>可信度标记：%1</translation>
    </message>
    <message>
        <source>Outside its own low-high range: check it</source>
        <translation>超出其自身的高低价范围：请核对</translation>
    </message>
    <message>
        <source>Indicative prices, undated</source>
        <translation>参考价格，无日期</translation>
    </message>
    <message>
        <source>Indicative prices, %1 to %2</source>
        <translation>参考价格，%1 至 %2</translation>
    </message>
    <message>
        <source>Indicative prices, %1</source>
        <translation>参考价格，%1</translation>
    </message>
</context>
<context>
    <name>RecommendationRuleText</name>
    <message>
        <source>Energy: each facility at its own electricity price and PUE (Economics: &quot;Recommend at each facility&apos;s own prices&quot;); without a facility %1 %2/kWh and PUE %3</source>
        <translation>能耗：每个机房按其自身电价和电能利用效率（PUE）计算（经济参数：“推荐方案按各机房自身电价计算”）；无机房时为 %1 %2/kWh、PUE %3</translation>
    </message>
    <message>
        <source>Energy: every option at the scenario&apos;s %1 %2/kWh and PUE %3, as every view</source>
        <translation>能耗：所有选项均按场景的 %1 %2/kWh、PUE %3 计算，与各视图一致</translation>
    </message>
    <message>
        <source>%1 users need %2 tokens/s</source>
        <translation>%1 个用户需要 %2 token/s</translation>
    </message>
    <message>
        <source>%1, as the throughput target</source>
        <translation>%1，与吞吐目标一致</translation>
    </message>
    <message>
        <source>%1, more than the throughput target of %2: sized to the users</source>
        <translation>%1，高于吞吐目标 %2：按用户确定规模</translation>
    </message>
    <message>
        <source>%1, less than the throughput target of %2: sized to the target</source>
        <translation>%1，低于吞吐目标 %2：按目标确定规模</translation>
    </message>
    <message>
        <source>Ranked by the cost of the run (owned or rented)</source>
        <translation>按单次训练成本排序（自购或租用）</translation>
    </message>
    <message>
        <source>Ranked by the total cost of owning over the period</source>
        <translation>按整个周期的拥有总成本排序</translation>
    </message>
</context>
<context>
    <name>RecommendationText</name>
    <message>
        <source>does not hold the model in memory at any precision and split searched</source>
        <translation>在所搜索的任何精度和切分下都放不下模型</translation>
    </message>
    <message>
        <source>a datasheet figure the model needs is unknown</source>
        <translation>缺少模型所需的规格参数</translation>
    </message>
    <message>
        <source>holds the model but cannot meet the latency target</source>
        <translation>能放下模型，但达不到延迟目标</translation>
    </message>
    <message>
        <source>holds the training state but cannot finish by the deadline</source>
        <translation>能放下训练状态，但无法在截止时间前完成</translation>
    </message>
    <message>
        <source>meets the latency but the throughput needs more GPUs than allowed</source>
        <translation>满足延迟，但吞吐量所需的 GPU 超过上限</translation>
    </message>
    <message>
        <source>no facility searched can host it</source>
        <translation>所搜索的机房都无法容纳</translation>
    </message>
    <message>
        <source>runs the workload but has no price in a currency the scenario converts</source>
        <translation>能运行该负载，但没有可换算为场景货币的价格</translation>
    </message>
    <message>
        <source>every option costs more than the budget</source>
        <translation>所有方案都超出预算</translation>
    </message>
    <message>
        <source>TP%1 × PP%2 × DP%3</source>
        <translation>TP%1 × PP%2 × DP%3</translation>
    </message>
    <message>
        <source>TP%1 × %2 replicas</source>
        <translation>TP%1 × %2 个副本</translation>
    </message>
    <message>
        <source>%1 × %2 · %3 · %4</source>
        <translation>%1 × %2 · %3 · %4</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source>No recommendation: %1</source>
        <translation>无法给出推荐：%1</translation>
    </message>
    <message>
        <source>No option meets the targets.</source>
        <translation>没有方案满足目标。</translation>
    </message>
    <message>
        <source>No option meets the targets: for %1 of %2 cards the reason is that the card %3.</source>
        <translation>没有方案满足目标：%2 种加速卡中有 %1 种的原因是该卡%3。</translation>
    </message>
    <message>
        <source>Recommended: %1, %2 over %3 years.</source>
        <translation>推荐方案：%1，%3 年共 %2。</translation>
    </message>
    <message>
        <source>Runner-up: %1, %2 (%3 dearer).</source>
        <translation>次选：%1，%2（贵 %3）。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left out (see the list).</source>
        <translation>
            <numerusform>%n 种加速卡未入选（见列表）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Recommended: %1 × %2 · %3 / %4 y</source>
        <translation>推荐：%1 × %2 · %3 / %4 年</translation>
    </message>
    <message>
        <source>Nothing meets the targets (most often: %1)</source>
        <translation>没有方案满足目标（最常见原因：%1）</translation>
    </message>
    <message>
        <source>Nothing meets the targets</source>
        <translation>没有方案满足目标</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left out (listed under Recommendation).</source>
        <translation>
            <numerusform>%n 种加速卡未入选（见“推荐方案”一节）。</numerusform>
        </translation>
    </message>
    <message>
        <source>needs more racks or IT power than the limits allow</source>
        <translation>所需机柜数或 IT 功率超出上限</translation>
    </message>
    <message>
        <source>runs the workload but no cloud offer rents it at the scenario&apos;s term</source>
        <translation>可运行该负载，但没有云报价按本场景的计费方式出租该卡</translation>
    </message>
    <message>
        <source>rented from %1, %2</source>
        <translation>租用自 %1，%2</translation>
    </message>
    <message>
        <source>%1 (P10–P90 %2)</source>
        <translation>%1（P10–P90 %2）</translation>
    </message>
    <message>
        <source>renting was not searched (Own or rent, under Targets: buy and host)</source>
        <translation>未搜索租用方案（目标与限制中的“购买或租用”：购买并托管）</translation>
    </message>
    <message>
        <source>buying was not searched (Own or rent, under Targets: rent)</source>
        <translation>未搜索购买方案（目标与限制中的“购买或租用”：租用）</translation>
    </message>
    <message>
        <source>no rented option meets the targets</source>
        <translation>没有租用方案满足目标</translation>
    </message>
    <message>
        <source>no owned option meets the targets</source>
        <translation>没有自购方案满足目标</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Best owned: %1. Best rented: %2.</source>
        <translation>最佳自购：%1。最佳租用：%2。</translation>
    </message>
    <message>
        <source>a consumer card: its licence does not permit datacentre deployment (allow consumer cards to cost it)</source>
        <translation>消费级显卡：其许可不允许部署在数据中心（允许消费级显卡后才计算其成本）</translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>EP %1, DP attention</source>
        <translation>EP %1，注意力数据并行</translation>
    </message>
    <message>
        <source>EP %1, TP %2</source>
        <translation>EP %1，TP %2</translation>
    </message>
    <message>
        <source>EP %1</source>
        <translation>EP %1</translation>
    </message>
    <message>
        <source>prefill %1 + decode %2 GPUs (%3)</source>
        <translation>预填充 %1 + 解码 %2 张 GPU（%3）</translation>
    </message>
    <message>
        <source>%1 × %2 replicas</source>
        <translation>%1 × %2 个副本</translation>
    </message>
    <message>
        <source>is export-controlled where it would be installed or where the buyer is headquartered: a licence is needed (see Targets)</source>
        <translation>在其部署地或买方总部所在地受出口管制：须取得许可证（见“目标与限制”）</translation>
    </message>
    <message>
        <source>TP %1, PP %2</source>
        <translation>TP %1，PP %2</translation>
    </message>
    <message>
        <source>none among the %1 cheapest options</source>
        <translation>最便宜的 %1 个方案中没有</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Nothing to report: the scenario has not been evaluated</source>
        <translation>没有可报告的内容：场景尚未计算</translation>
    </message>
    <message>
        <source>catalogue %1</source>
        <translation>产品目录 %1</translation>
    </message>
    <message>
        <source>the PDF writer could not start</source>
        <translation>PDF 写入器无法启动</translation>
    </message>
    <message>
        <source>the PDF writer failed</source>
        <translation>PDF 写入失败</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>设置项</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Cards compared</source>
        <translation>对比的加速卡</translation>
    </message>
    <message>
        <source>(no difference in the inputs)</source>
        <translation>（输入无差异）</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>总拥有成本</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>B vs A</source>
        <translation>B 对比 A</translation>
    </message>
    <message>
        <source>Money in %1. Green: B lower than A; vermilion: B higher. —: no figure (the card is not in that scenario, or the catalogue lacks a number).</source>
        <translation>金额单位为 %1。绿色：B 低于 A；朱红色：B 高于 A。—：无数值（该场景中没有此卡，或目录缺少该数值）。</translation>
    </message>
    <message>
        <source>Money in %1 (A) and %2 (B): not compared. —: no figure.</source>
        <translation>金额单位为 %1 (A) 和 %2 (B)：不做比较。—：无数值。</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 年</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <source>Custom %1 model</source>
        <translation>自定义 %1 模型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1, %2 parameters</source>
        <translation>%1，%2 参数</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Weight precision</source>
        <translation>权重精度</translation>
    </message>
    <message>
        <source>KV cache precision</source>
        <translation>KV 缓存精度</translation>
    </message>
    <message>
        <source>Context per sequence</source>
        <translation>每序列上下文</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <source>Output tokens per request</source>
        <translation>每请求输出 token 数</translation>
    </message>
    <message>
        <source>Target throughput</source>
        <translation>目标吞吐</translation>
    </message>
    <message>
        <source>%1 output tokens/s</source>
        <translation>%1 输出 token/s</translation>
    </message>
    <message>
        <source>Target time per output token</source>
        <translation>目标每 token 时延</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Micro-batch per GPU</source>
        <translation>每 GPU 微批次</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>GPUs in the cluster</source>
        <translation>集群 GPU 数</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>model default per card</source>
        <translation>按卡型的模型默认值</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>%1 of the hours</source>
        <translation>%1 的时间</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>%1 %2/kWh</source>
        <translation>%1 %2/kWh</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>周期</translation>
    </message>
    <message>
        <source>, %1 h/day</source>
        <translation>，每天 %1 小时</translation>
    </message>
    <message>
        <source>Grid carbon factor</source>
        <translation>电网碳排放因子</translation>
    </message>
    <message>
        <source>%1 kg CO2/kWh</source>
        <translation>%1 kg CO2/kWh</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>1 USD = %1 CNY, 1 EUR = %2 CNY (indicative)</source>
        <translation>1 USD = %1 CNY，1 EUR = %2 CNY（参考）</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>未选择</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>IDC licence</source>
        <translation>IDC 许可证</translation>
    </message>
    <message>
        <source>ISP licence</source>
        <translation>ISP 许可证</translation>
    </message>
    <message>
        <source>ISO 27001</source>
        <translation>ISO 27001</translation>
    </message>
    <message>
        <source>A+B feeds</source>
        <translation>双路供电（A/B 路）</translation>
    </message>
    <message>
        <source>full power on one feed</source>
        <translation>单路满功率</translation>
    </message>
    <message>
        <source>Tier %1 or better</source>
        <translation>Tier %1 或更高</translation>
    </message>
    <message>
        <source>at least %1 BGP lines</source>
        <translation>至少 %1 条 BGP 线路</translation>
    </message>
    <message>
        <source>Facility requirements</source>
        <translation>机房要求</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>热设计功耗</translation>
    </message>
    <message>
        <source>BF16 dense</source>
        <translation>BF16 稠密算力</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <source> (read %1)</source>
        <translation>（读取于 %1）</translation>
    </message>
    <message>
        <source>Capacity per GPU</source>
        <translation>每 GPU 显存容量</translation>
    </message>
    <message>
        <source>Needed per GPU</source>
        <translation>每 GPU 所需</translation>
    </message>
    <message>
        <source>Fewest GPUs</source>
        <translation>最少 GPU 数</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>The workload cannot be sized: %1.</source>
        <translation>无法测算此工作负载：%1。</translation>
    </message>
    <message>
        <source>%1, %2: the workload fits on %3 of the %4 cards compared.</source>
        <translation>%1，%2：在对比的 %4 张卡中，有 %3 张放得下此工作负载。</translation>
    </message>
    <message>
        <source>Fewest GPUs: %1 on %2.</source>
        <translation>最少 GPU 数：%2 上 %1。</translation>
    </message>
    <message>
        <source>Workload: %1</source>
        <translation>工作负载：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Catalogue: %1</source>
        <translation>产品目录：%1</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>precision widths; INT4 group scales (GPTQ/AWQ group 128)</source>
        <translation>各精度位宽；INT4 分组缩放（GPTQ/AWQ 分组 128）</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Kwon et al. 2023 (vLLM) §3; MLA latent: DeepSeek-V2 §2.1</source>
        <translation>Kwon 等 2023（vLLM）§3；MLA 潜变量：DeepSeek-V2 §2.1</translation>
    </message>
    <message>
        <source>Model states in training</source>
        <translation>训练中的模型状态</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020 (ZeRO) §3.1, Fig. 1</source>
        <translation>Rajbhandari 等 2020（ZeRO）§3.1，图 1</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022, Table 2</source>
        <translation>Korthikanti 等 2022，表 2</translation>
    </message>
    <message>
        <source>LoRA / QLoRA adapters</source>
        <translation>LoRA / QLoRA 适配器</translation>
    </message>
    <message>
        <source>Hu et al. 2021; Dettmers et al. 2023</source>
        <translation>Hu 等 2021；Dettmers 等 2023</translation>
    </message>
    <message>
        <source>this project&apos;s fit planner</source>
        <translation>本项目的容量规划器</translation>
    </message>
    <message>
        <source>Training FLOPs</source>
        <translation>训练 FLOPs</translation>
    </message>
    <message>
        <source>Kaplan et al. 2020; Chowdhery et al. 2022 (PaLM) App. B</source>
        <translation>Kaplan 等 2020；Chowdhery 等 2022（PaLM）附录 B</translation>
    </message>
    <message>
        <source>Training time and MFU</source>
        <translation>训练时长与 MFU</translation>
    </message>
    <message>
        <source>Narayanan et al. 2021; Megatron-LM and Llama 3 MFU figures</source>
        <translation>Narayanan 等 2021；Megatron-LM 与 Llama 3 的 MFU 数据</translation>
    </message>
    <message>
        <source>Inference latency and throughput</source>
        <translation>推理时延与吞吐</translation>
    </message>
    <message>
        <source>roofline model; checked against TensorRT-LLM and NeMo (docs/VALIDATION.md)</source>
        <translation>Roofline 模型；已与 TensorRT-LLM 和 NeMo 对照（docs/VALIDATION.md）</translation>
    </message>
    <message>
        <source>Serving deployment</source>
        <translation>推理服务部署</translation>
    </message>
    <message>
        <source>this project&apos;s deployment sizer</source>
        <translation>本项目的部署规模测算</translation>
    </message>
    <message>
        <source>Card and server power</source>
        <translation>加速卡与服务器功耗</translation>
    </message>
    <message>
        <source>Latif et al. 2025; Newkirk et al. 2025; NVIDIA DGX user guides</source>
        <translation>Latif 等 2025；Newkirk 等 2025；NVIDIA DGX 用户指南</translation>
    </message>
    <message>
        <source>Energy, cost and CO2</source>
        <translation>用电量、电费与 CO2</translation>
    </message>
    <message>
        <source>datacenter.md §2 and §5 (MEE/NBS, EPA, EEA factors)</source>
        <translation>datacenter.md §2 与 §5（生态环境部/国家统计局、EPA、EEA 因子）</translation>
    </message>
    <message>
        <source>datacenter.md §7.1</source>
        <translation>datacenter.md §7.1</translation>
    </message>
    <message>
        <source>Cloud break-even</source>
        <translation>云租用盈亏平衡</translation>
    </message>
    <message>
        <source>Servers per rack, heat, airflow</source>
        <translation>每机柜服务器数、散热量、风量</translation>
    </message>
    <message>
        <source>datacenter.md §1, §3, §8; NEC 210.19/210.20 derating</source>
        <translation>datacenter.md §1、§3、§8；NEC 210.19/210.20 降额</translation>
    </message>
    <message>
        <source>Facility fit</source>
        <translation>机房适配</translation>
    </message>
    <message>
        <source>datacenter.md; GB 50174; ASHRAE TC 9.9 classes</source>
        <translation>datacenter.md；GB 50174；ASHRAE TC 9.9 等级</translation>
    </message>
    <message>
        <source>Training vs inference</source>
        <translation>训练与推理</translation>
    </message>
    <message>
        <source>shared/seeds comparison article; the models above</source>
        <translation>shared/seeds 对比文章；以上各模型</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>计算项</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>docs/MODEL.md section</source>
        <translation>docs/MODEL.md 章节</translation>
    </message>
    <message>
        <source>Every formula, its units and its source are set out in docs/MODEL.md (the sections above); validation against published measurements in docs/VALIDATION.md.</source>
        <translation>每个公式及其单位和来源详见 docs/MODEL.md（上述章节）；与公开测量值的验证见 docs/VALIDATION.md。</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器数</translation>
    </message>
    <message>
        <source>Per rack</source>
        <translation>每机柜</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>Fullest rack</source>
        <translation>最满机柜</translation>
    </message>
    <message>
        <source>IT peak</source>
        <translation>IT 峰值功耗</translation>
    </message>
    <message>
        <source>Site peak</source>
        <translation>机房峰值</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>散热量</translation>
    </message>
    <message>
        <source>Airflow</source>
        <translation>风量</translation>
    </message>
    <message>
        <source>Amps/phase per feed</source>
        <translation>每路每相电流 (A)</translation>
    </message>
    <message>
        <source>Cooling needed</source>
        <translation>所需制冷量</translation>
    </message>
    <message>
        <source>no server in the catalogue</source>
        <translation>目录中无服务器</translation>
    </message>
    <message>
        <source>%1 BTU/h, %2 t</source>
        <translation>%1 BTU/h，%2 冷吨</translation>
    </message>
    <message>
        <source>%1 CFM</source>
        <translation>%1 CFM</translation>
    </message>
    <message>
        <source>%1 A</source>
        <translation>%1 A</translation>
    </message>
    <message>
        <source>Servers per rack is the smallest of the space, feed-power and cooling limits (the binding one in brackets). Peak = every server at its system maximum; site = IT x PUE. Heat: BTU/h = W x 3.41214, refrigeration tons = W / 3,516.85; airflow for a 20 F rise.</source>
        <translation>每机柜服务器数取空间、供电功率和制冷三项限制中的最小值（括号内为起约束作用的一项）。峰值 = 每台服务器均达整机最大功耗；机房 = IT x PUE。散热量：BTU/h = W x 3.41214，冷吨 = W / 3,516.85；风量按 20 °F 温升计算。</translation>
    </message>
    <message>
        <source>No facility chosen: a generic 42U three-phase rack.</source>
        <translation>未选择机房：按通用 42U 三相机柜计算。</translation>
    </message>
    <message>
        <source>✓ fits</source>
        <translation>✓ 放得下</translation>
    </message>
    <message>
        <source> (+%1 more)</source>
        <translation>（另有 %1 个）</translation>
    </message>
    <message>
        <source>Each facility&apos;s rack offer, power, cooling, space and compliance checked against the deployment of each card (docs/MODEL.md, &quot;Facility fit&quot;). The scenario&apos;s facility is in bold.</source>
        <translation>逐一检查每个机房的机柜报价、电力、制冷、空间和合规是否满足各加速卡的部署（docs/MODEL.md “机房适配”）。场景所选机房以粗体显示。</translation>
    </message>
    <message>
        <source>Not placed (no server model in the catalogue): %1.</source>
        <translation>未布置（目录中无对应服务器型号）：%1。</translation>
    </message>
    <message>
        <source>Datasheet figures from the catalogue (%1); %2; prices are indicative, converted at the scenario&apos;s exchange rates; — = not published.</source>
        <translation>数值取自产品目录中的规格书（%1）；%2；价格仅供参考，按场景汇率折算；— = 未公布。</translation>
    </message>
    <message>
        <source>Needed per GPU: weights, gradients, optimizer states, activations, KV cache and runtime overhead at the split shown (the stage that needs the most). %1.</source>
        <translation>每 GPU 所需：按所示并行切分（需求最大的阶段）计算的权重、梯度、优化器状态、激活值、KV 缓存和运行时开销。%1。</translation>
    </message>
    <message>
        <source>Residual value after each year</source>
        <translation>每年后的残值</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>折现率</translation>
    </message>
    <message>
        <source>%1 a year</source>
        <translation>每年 %1</translation>
    </message>
    <message>
        <source>Host share</source>
        <translation>主机占比</translation>
    </message>
    <message>
        <source>%1 of the GPUs&apos; price, for servers without a system price</source>
        <translation>GPU 价格的 %1，用于没有整机价格的服务器</translation>
    </message>
    <message>
        <source>Cloud offer</source>
        <translation>云报价</translation>
    </message>
    <message>
        <source>the cheapest for each card</source>
        <translation>每张卡最便宜的报价</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source> (outside its range)</source>
        <translation>（超出其范围）</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>可信度标记</translation>
    </message>
    <message>
        <source>%1: system %2</source>
        <translation>%1：整机 %2</translation>
    </message>
    <message>
        <source>%1: card</source>
        <translation>%1：单卡</translation>
    </message>
    <message>
        <source>no exchange rate for its currency</source>
        <translation>其币种无汇率</translation>
    </message>
    <message>
        <source>no price in the catalogue</source>
        <translation>目录中无价格</translation>
    </message>
    <message>
        <source>%1: rented from %2 (%3, per GPU-hour)</source>
        <translation>%1：租用自 %2（%3，每 GPU 小时）</translation>
    </message>
    <message>
        <source>%1; converted at the scenario&apos;s exchange rates. Tags: P vendor list price, P* list price seen through a copy, S press or analyst, W weak source.</source>
        <translation>%1；按场景汇率换算。标记：P 厂商目录价，P* 经转载的目录价，S 媒体或分析机构，W 弱来源。</translation>
    </message>
    <message>
        <source>No price in the catalogue</source>
        <translation>目录中无价格</translation>
    </message>
    <message>
        <source>Lowest total cost of the cards compared, at the scenario&apos;s own precision and facility, over %1: %2, %3 for %4 GPUs.</source>
        <translation>按场景自身的精度和机房，在对比的加速卡中 %1 内总拥有成本最低：%2，%4 张 GPU 共 %3。</translation>
    </message>
    <message>
        <source>not costed: no deployment meets the workload</source>
        <translation>未计成本：没有满足该工作负载的部署</translation>
    </message>
    <message>
        <source>Assumed efficiency: the run time of %1 takes your measured MFU of %2; a different software stack or cluster changes it.</source>
        <translation>假设的效率：%1 的训练时长采用您实测的 MFU %2；换用其他软件栈或集群会改变结果。</translation>
    </message>
    <message>
        <source>Assumed efficiency: the run time of %1 assumes %2 of its peak while computing (%3); not measured for this model, so the run may take longer.</source>
        <translation>假设的效率：%1 的训练时长假设计算时达到峰值的 %2（%3）；未针对该模型实测，实际训练可能更久。</translation>
    </message>
    <message>
        <source>Price: the rent of %1 from %2 is a published rate of %3, tagged %4; ask for a quote before committing.</source>
        <translation>价格：%2 的 %1 租金是 %3 的公开报价，标记为%4；签约前请索取正式报价。</translation>
    </message>
    <message>
        <source>Price: %1 at %2 (%3, %4) is an indicative list price, not a quote.</source>
        <translation>价格：%1 的 %2（%3，%4）是参考目录价，不是正式报价。</translation>
    </message>
    <message>
        <source>Unverified price: %1 at %2 (%3) is tagged %4; the total moves with it (see the P10-P90), so get a quote before deciding.</source>
        <translation>未经核实的价格：%1 的 %2（%3）标记为%4；总成本随之变动（见 P10–P90），决策前请索取正式报价。</translation>
    </message>
    <message>
        <source>No budget set (Targets and limits): nothing to check against.</source>
        <translation>未设预算（目标与限制）：无需核对。</translation>
    </message>
    <message>
        <source>Budget %1: no option meets the targets within it.</source>
        <translation>预算 %1：没有方案能在预算内满足目标。</translation>
    </message>
    <message>
        <source>Within the budget of %1: %2 to spare.</source>
        <translation>在 %1 的预算之内：还剩 %2。</translation>
    </message>
    <message>
        <source>At P90 (%1) it would be %2 over: one future in ten or more breaks the budget.</source>
        <translation>按 P90（%1）计将超出 %2：十分之一以上的可能情形会超出预算。</translation>
    </message>
    <message>
        <source>At P90 (%1) it stays within.</source>
        <translation>按 P90（%1）计仍在预算之内。</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐方案</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Total cost over %1 years</source>
        <translation>%1 年总成本</translation>
    </message>
    <message>
        <source>Present value at %1 a year</source>
        <translation>按年折现率 %1 的净现值</translation>
    </message>
    <message>
        <source>Best owned alternative</source>
        <translation>最佳自购备选</translation>
    </message>
    <message>
        <source>Best rented alternative</source>
        <translation>最佳租用备选</translation>
    </message>
    <message>
        <source>Runner-up (another card)</source>
        <translation>次选（另一款卡）</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>† Capex understated: %1 has no system price or host share, so its capex counts the cards without chassis, CPUs, memory and network.</source>
        <translation>† 资本支出偏低：%1 没有整机价格或主机占比，其资本支出只计加速卡，不含机箱、CPU、内存和网络。</translation>
    </message>
    <message>
        <source> (capex understated: no host cost known)</source>
        <translation>（资本支出偏低：主机成本未知）</translation>
    </message>
    <message>
        <source>P99 at the peak rate</source>
        <translation>峰值速率下的 P99</translation>
    </message>
    <message>
        <source>TTFT %1 ms, TPOT %2 ms at %3 requests/s (capacity %4 requests/s per replica, %5 simulated requests a load)</source>
        <translation>%3 请求/秒时首 token 时延 %1 毫秒、每 token 时延 %2 毫秒（每副本容量 %4 请求/秒，每个负载模拟 %5 个请求）</translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation>功耗上限</translation>
    </message>
    <message>
        <source>cube law of dynamic power; MLPerf v4.1 H200 MaxQ (mlperf.md)</source>
        <translation>动态功耗的立方律；MLPerf v4.1 H200 MaxQ（mlperf.md）</translation>
    </message>
    <message>
        <source>Energy per output token</source>
        <translation>每输出 token 能耗</translation>
    </message>
    <message>
        <source>MLPerf power rows, whole system at the wall (mlperf.md)</source>
        <translation>MLPerf 功耗数据，整机墙插处（mlperf.md）</translation>
    </message>
    <message>
        <source>(differs beyond the digits shown)</source>
        <translation>（差异小于所显示的位数）</translation>
    </message>
    <message>
        <source>(%1 against A)</source>
        <translation>（比 A %1）</translation>
    </message>
    <message>
        <source>profile %1, %2</source>
        <translation>效率档案 %1，%2</translation>
    </message>
    <message>
        <source>no measurement of this card: the P10-P90 spans what every vendor&apos;s stacks reach, so the service may need more GPUs</source>
        <translation>此卡没有实测：P10-P90 覆盖各厂商软件栈所达到的范围，因此服务可能需要更多 GPU</translation>
    </message>
    <message>
        <source>measured on %1, not on this model; the P10-P90 varies it within the profile&apos;s range</source>
        <translation>在 %1 上实测，并非针对此模型；P10-P90 在档案范围内改变它</translation>
    </message>
    <message>
        <source>Assumed efficiency: the speed of %1 assumes decode at %2 of its peak compute and prefill at %3 (%4); %5.</source>
        <translation>假设的效率：%1 的速度假设解码达到其峰值算力的 %2、预填充达到 %3（%4）；%5。</translation>
    </message>
    <message>
        <source>Assumed efficiency: the speed of %1 assumes each token reads the weights and KV cache at %2 of its memory bandwidth and prefill at %3 of its peak (%4); %5.</source>
        <translation>假设的效率：%1 的速度假设每个 token 以其显存带宽的 %2 读取权重和 KV 缓存、预填充达到其峰值的 %3（%4）；%5。</translation>
    </message>
    <message>
        <source>Export control: %1 needs a licence to go to %2 (%3). A buyer headquartered in one of those, or whose parent is, needs it wherever the card is installed; state Targets &gt; Buyer headquarters to check.</source>
        <translation>出口管制：%1 运往 %2 须取得许可证（%3）。总部（或母公司总部）位于这些地区的买方，无论将卡部署在哪里都须取得许可证；请在 目标与限制 &gt; 买方总部所在地 中注明以便检查。</translation>
    </message>
</context>
<context>
    <name>ReportBuilder</name>
    <message>
        <source>Training vs inference</source>
        <translation>训练与推理对比</translation>
    </message>
    <message>
        <source>How the same model differs when it is trained and when it is served, on the eight dimensions buyers compare, with this workload&apos;s figures.</source>
        <translation>同一模型在训练与推理服务时的差异：采购方比较的八个维度，附本工作负载的数值。</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>未命名场景</translation>
    </message>
    <message>
        <source>A/B comparison</source>
        <translation>A/B 对比</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt;: %1&lt;br&gt;&lt;b&gt;B&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;A&lt;/b&gt;：%1&lt;br&gt;&lt;b&gt;B&lt;/b&gt;：%2</translation>
    </message>
    <message>
        <source>What differs</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>并列对比</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 对比 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>* Running cost only: the catalogue has no price for this card.</source>
        <translation>* 仅运营成本：目录中没有此卡的价格。</translation>
    </message>
    <message>
        <source>GPU TCO EXPLORER  ·  REPORT</source>
        <translation>GPU 总拥有成本分析器  ·  报告</translation>
    </message>
    <message>
        <source>Which accelerator, how many, where, at what cost: %1, %2</source>
        <translation>选哪款加速卡、要多少、放在哪、花多少钱：%1，%2</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Catalogue version</source>
        <translation>产品目录版本</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Compared with</source>
        <translation>对比对象</translation>
    </message>
    <message>
        <source>Cards compared</source>
        <translation>对比的加速卡</translation>
    </message>
    <message>
        <source>The answer in brief</source>
        <translation>结论摘要</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Scenario %1: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>场景 %1：&lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Every figure in this report follows from these inputs. Change them in the application or in the scenario file and export again.</source>
        <translation>本报告的每个数值都由这些输入得出。可在应用程序或场景文件中修改后重新导出。</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Economics and facility</source>
        <translation>经济性与机房</translation>
    </message>
    <message>
        <source>Memory: does it fit?</source>
        <translation>显存：放得下吗？</translation>
    </message>
    <message>
        <source>Memory each GPU needs for this workload, by what it holds, against the card&apos;s capacity (dashed), and the fewest GPUs that hold it.</source>
        <translation>此工作负载每 GPU 所需显存（按内容分项），与加速卡显存容量（虚线）对比，以及放得下的最少 GPU 数。</translation>
    </message>
    <message>
        <source>Power and cost</source>
        <translation>功耗与成本</translation>
    </message>
    <message>
        <source>What each option costs over the years (capex step, running-cost slope), what the electricity bill does if power gets dearer, and each card&apos;s power, energy and unit costs.</source>
        <translation>各方案历年成本（资本支出为台阶，运营成本为斜率）、电价上涨时电费的变化，以及各加速卡的功耗、用电量和单位成本。</translation>
    </message>
    <message>
        <source>Rack, power and cooling</source>
        <translation>机柜、供电与制冷</translation>
    </message>
    <message>
        <source>Where does it go? Servers and racks each option needs, its power at the feed and at the meter, heat and airflow, and which facilities can host it.</source>
        <translation>放在哪里？各方案所需的服务器和机柜、供电端与电表端功率、散热量与风量，以及哪些机房可以容纳。</translation>
    </message>
    <message>
        <source>Rack summary</source>
        <translation>机柜汇总</translation>
    </message>
    <message>
        <source>The fullest rack: %1</source>
        <translation>最满机柜：%1</translation>
    </message>
    <message>
        <source>Which facilities can host it?</source>
        <translation>哪些机房可以容纳？</translation>
    </message>
    <message>
        <source>Why the chosen facility refuses</source>
        <translation>所选机房无法容纳的原因</translation>
    </message>
    <message>
        <source>This view shows nothing for the scenario.</source>
        <translation>此视图对该场景没有可显示的内容。</translation>
    </message>
    <message>
        <source>Formulas and sources</source>
        <translation>公式与来源</translation>
    </message>
    <message>
        <source>The models behind the figures, each with its published source. docs/MODEL.md derives every formula with its units; docs/VALIDATION.md compares the results with measurements.</source>
        <translation>各数值背后的模型及其公开来源。docs/MODEL.md 推导了每个公式及单位；docs/VALIDATION.md 将结果与实测值对比。</translation>
    </message>
    <message>
        <source>Notes on the figures</source>
        <translation>数值说明</translation>
    </message>
    <message>
        <source>Notes on the figures (%1)</source>
        <translation>数值说明（%1）</translation>
    </message>
    <message>
        <source>Figures are estimates from published formulas and datasheets (section &quot;Formulas and sources&quot;); they are as good as the assumptions stated under &quot;Assumptions&quot;. %1.</source>
        <translation>各数值是依据公开公式和规格书得出的估算（见“公式与来源”一节）；其准确度取决于“假设”一节所列的假设。%1。</translation>
    </message>
    <message>
        <source>Prices used</source>
        <translation>所用价格</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐方案</translation>
    </message>
    <message>
        <source>Every card of the catalogue searched over precision, split and facility for this workload and its targets; the options that meet them, cheapest first, and the cost against latency of each.</source>
        <translation>针对本工作负载及其目标，在精度、切分和机房上搜索产品目录中的每种加速卡；列出满足目标的方案（最便宜的在前）及各方案的成本与延迟。</translation>
    </message>
    <message>
        <source>Ranked options</source>
        <translation>方案排名</translation>
    </message>
    <message>
        <source>Cards left out</source>
        <translation>未入选的加速卡</translation>
    </message>
    <message>
        <source>Sensitivity: which assumption moves the cost most?</source>
        <translation>敏感性：哪项假设对成本影响最大？</translation>
    </message>
    <message>
        <source>Ranges used</source>
        <translation>所用范围</translation>
    </message>
    <message>
        <source>The first %1 of %2 rows, each a card&apos;s best option owned or rented (%3 options in all); the application lists them all.</source>
        <translation>%2 行中的前 %1 行，每行为一款卡自购或租用的最佳方案（共 %3 个方案）；应用程序中列出全部。</translation>
    </message>
    <message>
        <source>Serving under load</source>
        <translation>负载下的服务</translation>
    </message>
    <message>
        <source>Capacity at the P99 targets</source>
        <translation>P99 目标下的容量</translation>
    </message>
</context>
<context>
    <name>ReportSensitivity</name>
    <message>
        <source>The tornado of the recommended option, %1: each uncertain input at its low and at its high end, every other input typical.</source>
        <translation>推荐方案 %1 的龙卷风图：每项不确定输入分别取低端和高端，其他输入均取典型值。</translation>
    </message>
    <message>
        <source>Without a recommendation (nothing meets the targets, or the search could not run), this is the tornado of the cheapest selected card, %1: each uncertain input at its low and at its high end, every other input typical.</source>
        <translation>没有推荐方案（没有方案满足目标，或无法执行搜索），因此这是已选加速卡中最便宜的 %1 的龙卷风图：每项不确定输入分别取低端和高端，其他输入均取典型值。</translation>
    </message>
    <message>
        <source>No tornado: no selected card has a total cost to vary.</source>
        <translation>无龙卷风图：没有已选加速卡具有可变动的总成本。</translation>
    </message>
    <message>
        <source>Evidence: &quot;UNVERIFIED&quot; where the references give no range, &quot;weak source&quot; where they rest on blogs, resellers or a secondary-market curve; edit the ranges in the Uncertainty group.</source>
        <translation>依据：“未经核实”表示参考资料未给出范围，“弱来源”表示依据博客、经销商或二手市场曲线；可在“不确定性”分组中编辑范围。</translation>
    </message>
</context>
<context>
    <name>ReportServing</name>
    <message>
        <source>Serving under load is for inference.</source>
        <translation>负载下的服务仅适用于推理。</translation>
    </message>
    <message>
        <source>No recommended option to simulate.</source>
        <translation>没有可模拟的推荐方案。</translation>
    </message>
    <message>
        <source>The recommended option, %1, simulated under the scenario&apos;s traffic, per replica of the split the evaluation gives its card.</source>
        <translation>推荐方案 %1 在场景流量下的模拟结果，按评估为该卡给出的切分计算单个副本。</translation>
    </message>
    <message>
        <source>The simulation gives no curve for this option.</source>
        <translation>模拟没有为该方案给出曲线。</translation>
    </message>
    <message>
        <source>How long until the first token, as the load grows?</source>
        <translation>负载增加时，首 token 要等多久？</translation>
    </message>
    <message>
        <source>How fast do tokens follow, as the load grows?</source>
        <translation>负载增加时，后续 token 有多快？</translation>
    </message>
    <message>
        <source>Arrivals per replica (requests/s)</source>
        <translation>每副本到达速率（请求/秒）</translation>
    </message>
    <message>
        <source>Time to first token (ms)</source>
        <translation>首 token 时延（毫秒）</translation>
    </message>
    <message>
        <source>Time per output token (ms)</source>
        <translation>每输出 token 时间（毫秒）</translation>
    </message>
</context>
<context>
    <name>SensitivityText</name>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation>每 GPU 小时 %1</translation>
    </message>
    <message>
        <source>no offer</source>
        <translation>无报价</translation>
    </message>
    <message>
        <source>%1 %2/kWh</source>
        <translation>%1 %2/kWh</translation>
    </message>
    <message>
        <source>the model&apos;s estimate</source>
        <translation>模型估算值</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <source>%1 of capex after %2 years</source>
        <translation>%2 年后为资本支出的 %1</translation>
    </message>
    <message>
        <source>%1 CNY per USD, %2 per EUR</source>
        <translation>1 美元 = %1 元，1 欧元 = %2 元</translation>
    </message>
    <message>
        <source>sourced</source>
        <translation>有来源</translation>
    </message>
    <message>
        <source>weak source</source>
        <translation>弱来源</translation>
    </message>
    <message>
        <source>UNVERIFIED</source>
        <translation>未经核实</translation>
    </message>
    <message>
        <source>your figure</source>
        <translation>用户自定</translation>
    </message>
    <message>
        <source>Your range (the Uncertainty group or the scenario file).</source>
        <translation>用户设定的范围（“不确定性”分组或场景文件）。</translation>
    </message>
    <message>
        <source>The catalogue&apos;s low and high price: %1 to %2 (%3).</source>
        <translation>目录中的最低价和最高价：%1 至 %2（%3）。</translation>
    </message>
    <message>
        <source>The catalogue&apos;s low and high price.</source>
        <translation>目录中的最低价和最高价。</translation>
    </message>
    <message>
        <source>The spread of the card&apos;s cloud offers (%1).</source>
        <translation>该卡各云报价之间的差距（%1）。</translation>
    </message>
    <message>
        <source>Fixed by you: the input stays at its typical value.</source>
        <translation>由用户固定：该输入保持典型值。</translation>
    </message>
    <message>
        <source>Not used: the other efficiency sets this card&apos;s speed.</source>
        <translation>不适用：该卡的速度由另一项效率决定。</translation>
    </message>
    <message>
        <source>Lifetime TCO</source>
        <translation>全生命周期总拥有成本</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>每次训练成本</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <source>%1 %2 / %3</source>
        <translation>%1 %2 / %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Which assumption moves %1&apos;s %2 most?</source>
        <translation>哪项假设对 %1 的%2影响最大？</translation>
    </message>
    <message>
        <source>Which assumption moves %1&apos;s TCO most?</source>
        <translation>哪项假设对 %1 的总拥有成本影响最大？</translation>
    </message>
    <message>
        <source>%1-year TCO</source>
        <translation>%1 年总拥有成本</translation>
    </message>
    <message>
        <source>Nothing moves %1&apos;s %2: every input is certain or has no range.</source>
        <translation>没有因素影响 %1 的%2：所有输入均为确定值或没有范围。</translation>
    </message>
    <message>
        <source>%1 moves %2&apos;s %3 most: %4 to %5 %6</source>
        <translation>%1对 %2 的%3影响最大：%4 至 %5 %6</translation>
    </message>
    <message>
        <source>Each bar: one input at its low end and at its high end, every other input at its typical value (the ranges in the table below). Dashed: the typical figure, %1.</source>
        <translation>每个条形：一项输入分别取低端和高端，其他输入均取典型值（范围见下表）。虚线：典型值，%1。</translation>
    </message>
    <message>
        <source> Inputs that do not move it (the cloud rate, for an owned fleet) have no bar.</source>
        <translation>不影响该指标的输入（对自有集群而言的云价格）没有条形。</translation>
    </message>
    <message>
        <source>certain</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>uncertain</source>
        <translation>不确定</translation>
    </message>
    <message>
        <source>the default range&apos;s low end</source>
        <translation>默认范围的低端</translation>
    </message>
    <message>
        <source>the default range&apos;s high end</source>
        <translation>默认范围的高端</translation>
    </message>
    <message>
        <source>%1 of peak (profile %2, %3)</source>
        <translation>峰值的 %1（档案 %2，%3）</translation>
    </message>
    <message>
        <source>The card&apos;s efficiency profile %1 (%2): %3</source>
        <translation>该卡的效率档案 %1（%2）：%3</translation>
    </message>
</context>
<context>
    <name>ServingText</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 P99</source>
        <translation>%1 P99</translation>
    </message>
    <message>
        <source>%1 P50</source>
        <translation>%1 P50</translation>
    </message>
    <message>
        <source>%1: unstable beyond %2 requests/s</source>
        <translation>%1：超过 %2 请求/秒后不稳定</translation>
    </message>
    <message>
        <source>%1: capacity %2 requests/s</source>
        <translation>%1：容量 %2 请求/秒</translation>
    </message>
    <message>
        <source>P99 target %1</source>
        <translation>P99 目标 %1</translation>
    </message>
    <message>
        <source>Solid P99, dashed P50, per replica of each card&apos;s split; dotted: capacity at the P99 targets; dash-dot: the service rate, beyond which the queue grows without end. %1 simulated requests per load (the first 10 % warm-up), prompt %2 and output %3 tokens (spread %4 and %5), burstiness %6; continuous batching with chunked prefill (docs/MODEL.md, &quot;Serving under load&quot;).</source>
        <translation>实线为 P99，虚线为 P50，均按每张卡切分后的单个副本计；点线：P99 目标下的容量；点划线：服务速率，超过后队列无限增长。每个负载模拟 %1 个请求（前 10% 为预热），提示 %2 个、输出 %3 个 token（离散度 %4 和 %5），突发度 %6；连续批处理并分块预填充（docs/MODEL.md，“Serving under load”）。</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>并行切分</translation>
    </message>
    <message>
        <source>Capacity at the P99 targets (requests/s per replica)</source>
        <translation>P99 目标下的容量（每副本请求/秒）</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>受限于</translation>
    </message>
    <message>
        <source>GPUs for the peak</source>
        <translation>峰值所需 GPU 数</translation>
    </message>
    <message>
        <source>P99 TTFT at the peak</source>
        <translation>峰值时 P99 首 token 时延</translation>
    </message>
    <message>
        <source>P99 TPOT at the peak</source>
        <translation>峰值时 P99 每 token 时延</translation>
    </message>
    <message>
        <source>Cost per million tokens at the peak</source>
        <translation>峰值时每百万 token 成本</translation>
    </message>
    <message>
        <source>time to first token</source>
        <translation>首 token 时延</translation>
    </message>
    <message>
        <source>time per output token</source>
        <translation>每 token 时延</translation>
    </message>
    <message>
        <source>service rate</source>
        <translation>服务速率</translation>
    </message>
    <message>
        <source>TP %1, %2</source>
        <translation>TP %1，%2</translation>
    </message>
    <message>
        <source>no P99 target set</source>
        <translation>未设置 P99 目标</translation>
    </message>
    <message>
        <source>none: a lone request misses the target</source>
        <translation>无：单个请求也达不到目标</translation>
    </message>
    <message>
        <source>Set a P99 target in the Targets panel to see each card&apos;s capacity and the GPUs a peak of %1 requests/s needs.</source>
        <translation>在“目标与限制”面板中设置 P99 目标，即可查看每张卡的容量以及 %1 请求/秒的峰值所需的 GPU 数。</translation>
    </message>
    <message>
        <source>No selected card meets the P99 targets at any rate.</source>
        <translation>所选加速卡在任何速率下都达不到 P99 目标。</translation>
    </message>
    <message>
        <source>A peak of %1 requests/s at the P99 targets: %2 on the fewest GPUs, %3 (P99 TTFT %4, TPOT %5).</source>
        <translation>在 P99 目标下承接 %1 请求/秒的峰值：%2 所需 GPU 最少，为 %3 个（P99 首 token 时延 %4，每 token 时延 %5）。</translation>
    </message>
</context>
<context>
    <name>SuitabilityNote</name>
    <message>
        <source>does not fit in memory: the best split needs %1 per GPU, the card has %2</source>
        <translation>显存放不下：最佳切分每 GPU 需要 %1，该卡只有 %2</translation>
    </message>
    <message>
        <source>does not fit in memory</source>
        <translation>显存放不下</translation>
    </message>
    <message>
        <source>needs %1 GPUs to serve, more than one server of %2</source>
        <translation>推理需要 %1 张 GPU，超过一台 %2 卡服务器</translation>
    </message>
    <message>
        <source>needs %1 GPUs but has no NVLink-class link for gradient all-reduce</source>
        <translation>需要 %1 张 GPU，但没有 NVLink 级卡间互联用于梯度同步</translation>
    </message>
    <message>
        <source>TDP unknown: power and cost not computed</source>
        <translation>热设计功耗（TDP）未知：未计算功耗与成本</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>a token takes at least %1 ms (weights and KV cache read at the card&apos;s memory bandwidth), over the %2 ms target</source>
        <translation>每个 token 至少需要 %1 ms（按该卡显存带宽读取权重和 KV 缓存），超过 %2 ms 的目标</translation>
    </message>
    <message>
        <source>no training layout of up to %1 GPUs could be timed (a card figure is unknown)</source>
        <translation>在最多 %1 张 GPU 内没有可计时的训练并行方案（该卡有参数未知）</translation>
    </message>
    <message>
        <source>the run takes %1 even on %2 GPUs: longer than a year</source>
        <translation>即使用 %2 块 GPU，训练也需要 %1：超过一年</translation>
    </message>
    <message>
        <source>the run takes %1 on %2 GPUs, over the deadline of %3</source>
        <translation>用 %2 块 GPU 训练需要 %1，超过 %3 的期限</translation>
    </message>
    <message>
        <source>the run takes %1 on %2 GPUs: within the deadline, but longer than a year</source>
        <translation>用 %2 块 GPU 训练需要 %1：在期限之内，但超过一年</translation>
    </message>
    <message>
        <source>the recommendation leaves it out: %1</source>
        <translation>推荐方案未采用该卡：%1</translation>
    </message>
</context>
<context>
    <name>UncertaintyText</name>
    <message>
        <source>Card or server price</source>
        <translation>卡或服务器价格</translation>
    </message>
    <message>
        <source>Cloud price</source>
        <translation>云价格</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Compute efficiency</source>
        <translation>算力效率</translation>
    </message>
    <message>
        <source>Memory efficiency</source>
        <translation>显存带宽效率</translation>
    </message>
    <message>
        <source>Years of life</source>
        <translation>使用年限</translation>
    </message>
    <message>
        <source>Resale value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Default: the catalogue&apos;s low and high price; without them -17 % to +33 % (the H100 row of the price reference).</source>
        <translation>默认：目录中的最低价和最高价；没有时为 -17 % 至 +33 %（价格参考资料中的 H100 一行）。</translation>
    </message>
    <message>
        <source>Default: the spread of the card&apos;s cloud offers; with one offer -9 % to +6 % (one provider&apos;s list-price path).</source>
        <translation>默认：该卡各云报价之间的差距；只有一个报价时为 -9 % 至 +6 %（单一云厂商目录价的变化）。</translation>
    </message>
    <message>
        <source>Default: 0.65 to 0.90 CNY/kWh around 0.70 (China east tier-1, data-centre reference tool default).</source>
        <translation>默认：0.70 附近的 0.65 至 0.90 元/千瓦时（中国东部一线城市，数据中心参考资料的工具默认值）。</translation>
    </message>
    <message>
        <source>Default: 1.25 to 1.40 around 1.3 (new colocation, data-centre reference tool default).</source>
        <translation>默认：1.3 附近的 1.25 至 1.40（新建托管机房，数据中心参考资料的工具默认值）。</translation>
    </message>
    <message>
        <source>Default: 60 to 80 % around 70 %. Unverified: the references give no range.</source>
        <translation>默认：70 % 附近的 60 % 至 80 %。未经核实：参考资料未给出范围。</translation>
    </message>
    <message>
        <source>Default: x0.77 to x1.41, the training misses measured in docs/VALIDATION.md.</source>
        <translation>默认：×0.77 至 ×1.41，即 docs/VALIDATION.md 中训练结果的偏差。</translation>
    </message>
    <message>
        <source>Default: x0.75 to x1.41, the single-GPU decode misses in docs/VALIDATION.md; tensor-parallel decode is not covered.</source>
        <translation>默认：×0.75 至 ×1.41，即 docs/VALIDATION.md 中单卡解码的偏差；不涵盖张量并行解码。</translation>
    </message>
    <message>
        <source>Default: 3 to 5 years around 4 (GPU servers are written off over 3 to 5 years).</source>
        <translation>默认：4 年附近的 3 至 5 年（GPU 服务器按 3 至 5 年折旧）。</translation>
    </message>
    <message>
        <source>Default: 15 to 20 % after four years around 17.5 % (secondary-market curve, weak source).</source>
        <translation>默认：四年后 17.5 % 附近的 15 % 至 20 %（二手市场曲线，弱来源）。</translation>
    </message>
    <message>
        <source>Default: -5 % to +5 %. Unverified: the references give no range.</source>
        <translation>默认：-5 % 至 +5 %。未经核实：参考资料未给出范围。</translation>
    </message>
</context>
<context>
    <name>WidgetCapture</name>
    <message>
        <source>the window could not be rendered</source>
        <translation>无法渲染窗口</translation>
    </message>
</context>
<context>
    <name>format</name>
    <message>
        <source>%1 bytes (%2)</source>
        <translation>%1 字节（%2）</translation>
    </message>
    <message>
        <source>%1 bn %2</source>
        <translation>%1 十亿 %2</translation>
    </message>
    <message>
        <source>%1 M %2</source>
        <translation>%1 百万 %2</translation>
    </message>
    <message>
        <source>GiB = 2^30 bytes</source>
        <translation>GiB = 2^30 字节</translation>
    </message>
    <message>
        <source>GB = 10^9 bytes</source>
        <translation>GB = 10^9 字节</translation>
    </message>
    <message>
        <source>million %1</source>
        <translation>百万 %1</translation>
    </message>
    <message>
        <source>thousand %1</source>
        <translation>千 %1</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 years (%2 days)</source>
        <translation>%1 年（%2 天）</translation>
    </message>
    <message>
        <source>M %1</source>
        <comment>millions of a currency, abbreviated</comment>
        <translation>百万 %1</translation>
    </message>
    <message>
        <source>k %1</source>
        <comment>thousands of a currency, abbreviated</comment>
        <translation>千 %1</translation>
    </message>
</context>
<context>
    <name>gputco::CatalogueStore</name>
    <message>
        <source>This catalogue is open read-only (%1): you can browse and export it, but not edit it.</source>
        <translation>此产品目录以只读方式打开（%1）：可以浏览和导出，但不能编辑。</translation>
    </message>
    <message>
        <source>the file cannot be written</source>
        <translation>文件不可写</translation>
    </message>
    <message>
        <source>The catalogue file could not be used, so this session runs on the built-in catalogue in memory and edits are off. %1</source>
        <translation>无法使用产品目录文件，本次会话使用内存中的内置目录，编辑已关闭。%1</translation>
    </message>
    <message>
        <source>built-in catalogue %1 in memory: edits last until the app closes</source>
        <translation>内存中的内置目录 %1：编辑在应用关闭前有效</translation>
    </message>
    <message>
        <source>%1 (built-in catalogue %2)</source>
        <translation>%1（内置目录 %2）</translation>
    </message>
    <message>
        <source>%1 could not be applied: %2</source>
        <translation>无法执行“%1”：%2</translation>
    </message>
</context>
<context>
    <name>gputco::ui::AbTableModel</name>
    <message>
        <source>%1, %2: A %3, B %4</source>
        <translation>%1，%2：A %3，B %4</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>A (%1)</source>
        <translation>A（%1）</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>B (%1)</source>
        <translation>B（%1）</translation>
    </message>
    <message>
        <source>B vs A</source>
        <translation>B 对比 A</translation>
    </message>
</context>
<context>
    <name>gputco::ui::AbTcoChart</name>
    <message>
        <source>Does B cost less than A? TCO per card</source>
        <translation>B 比 A 更省吗？各加速卡的总拥有成本</translation>
    </message>
</context>
<context>
    <name>gputco::ui::AbView</name>
    <message>
        <source>&lt;h3&gt;Compare two scenarios&lt;/h3&gt;&lt;p&gt;Scenario A is the one on the left, and it stays live: every slider changes it. Scenario B stands still beside it, so this view shows what a change does: the inputs that differ, each card&apos;s GPUs, IT power, total cost and unit cost in A and in B, and each card&apos;s total cost as bars.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Pin current as B&lt;/b&gt; keeps a copy of the scenario as it is now; then move the sliders. &lt;b&gt;Compare with scenario B...&lt;/b&gt; opens a saved scenario file as B.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;对比两个场景&lt;/h3&gt;&lt;p&gt;场景 A 在左侧并保持实时：每个滑块都会改变它。场景 B 固定在旁边，因此此视图显示改动的效果：不同的输入，各加速卡在 A 和 B 中的 GPU 数、IT 功耗、总成本和单位成本，以及各加速卡总成本的条形图。&lt;/p&gt;&lt;p&gt;&lt;b&gt;将当前固定为 B&lt;/b&gt; 会保存场景当前的副本，然后即可拖动滑块。&lt;b&gt;与场景 B 对比...&lt;/b&gt; 会打开一个已保存的场景文件作为 B。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt;: the current scenario, live. &lt;b&gt;B&lt;/b&gt;: “%1”. The change is B against A; green: B lower (better), vermilion: B higher.</source>
        <translation>&lt;b&gt;A&lt;/b&gt;：当前场景，实时。&lt;b&gt;B&lt;/b&gt;：“%1”。变化为 B 相对于 A；绿色：B 更低（更好），朱红色：B 更高。</translation>
    </message>
    <message>
        <source>Money in %1.</source>
        <translation>金额单位为 %1。</translation>
    </message>
    <message>
        <source>Money in %1 (A) and %2 (B): not compared.</source>
        <translation>金额单位：A 为 %1，B 为 %2：不作比较。</translation>
    </message>
    <message>
        <source>%1: core cannot size this workload: %2</source>
        <translation>%1：核心无法测算此工作负载：%2</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Total cost of ownership (%1)</source>
        <translation>总拥有成本（%1）</translation>
    </message>
    <message>
        <source>A (current)</source>
        <translation>A（当前）</translation>
    </message>
    <message>
        <source>Capex plus running cost over each scenario&apos;s period (A %1 years, B %2 years), as in the Power &amp; cost view. No bar: the card is not compared in that scenario or cannot be deployed.</source>
        <translation>资本支出加各场景周期内的运营成本（A %1 年，B %2 年），与“功耗与成本”视图相同。无条形：该场景未对比此卡，或此卡无法部署。</translation>
    </message>
    <message>
        <source> B counts money in %1 and A in %2: B&apos;s bars are left out.</source>
        <translation> B 的金额单位为 %1，A 为 %2：B 的条形未画出。</translation>
    </message>
    <message>
        <source> A card without a catalogue price shows its running cost only.</source>
        <translation> 目录中无价格的加速卡只显示运营成本。</translation>
    </message>
    <message>
        <source>Probability that B costs less than A: none (each needs a selected card with a price that runs the workload, and both one currency).</source>
        <translation>B 比 A 成本更低的概率：无（两者都需要一张已选中、有价格且能运行该负载的卡，并使用同一币种）。</translation>
    </message>
    <message>
        <source>over %1 years</source>
        <translation>%1 年内</translation>
    </message>
    <message>
        <source>over %1 (A) and %2 (B) years</source>
        <translation>分别在 %1 年（A）和 %2 年（B）内</translation>
    </message>
    <message>
        <source>Probability that B costs less than A %1: %2</source>
        <translation>%1 B 比 A 成本更低的概率：%2</translation>
    </message>
    <message>
        <source>The lifetime TCO of B&apos;s leading card (%1) against A&apos;s (%2) in %3 possible futures (Monte Carlo, seed %4, A&apos;s ranges for A and B&apos;s for B). The site&apos;s inputs (electricity price, PUE, utilisation, life, resale, exchange rate) are drawn once per future for both; the same card in both takes one price draw.</source>
        <translation>在 %3 个可能情景中比较 B 的首选卡（%1）与 A 的首选卡（%2）在整个使用期内的总拥有成本（TCO）（蒙特卡洛模拟，随机种子 %4，A 用 A 的范围，B 用 B 的范围）。站点相关输入（电价、电能利用效率（PUE）、利用率、使用年限、残值、汇率）在每个情景中对两者只抽取一次；两者为同一张卡时只抽取一次价格。</translation>
    </message>
    <message>
        <source>Probability that B costs less than A: updating…</source>
        <translation>B 比 A 成本更低的概率：正在更新…</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CardSelectionPanel</name>
    <message>
        <source>Show cards made for training, inference or the edge</source>
        <translation>显示面向训练、推理或边缘的加速卡</translation>
    </message>
    <message>
        <source>Show one vendor&apos;s cards</source>
        <translation>只显示某一厂商的加速卡</translation>
    </message>
    <message>
        <source>Search cards</source>
        <translation>搜索加速卡</translation>
    </message>
    <message>
        <source>Matches the card&apos;s name, vendor or id</source>
        <translation>匹配加速卡的名称、厂商或 ID</translation>
    </message>
    <message>
        <source>Tick shown</source>
        <translation>勾选显示项</translation>
    </message>
    <message>
        <source>Compare every card the filter shows</source>
        <translation>比较筛选结果中的每张卡</translation>
    </message>
    <message>
        <source>Untick shown</source>
        <translation>取消勾选显示项</translation>
    </message>
    <message>
        <source>Stop comparing the cards the filter shows</source>
        <translation>不再比较筛选结果中的卡</translation>
    </message>
    <message>
        <source>Change card selection</source>
        <translation>更改加速卡选择</translation>
    </message>
    <message>
        <source>All segments</source>
        <translation>全部类别</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>全部厂商</translation>
    </message>
    <message>
        <source>%1 of %2 ticked</source>
        <translation>已勾选 %1 / %2</translation>
    </message>
    <message>
        <source>Tick shown cards</source>
        <translation>勾选显示的加速卡</translation>
    </message>
    <message>
        <source>Untick shown cards</source>
        <translation>取消勾选显示的加速卡</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CardTableModel</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Made for</source>
        <translation>定位</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CatalogueEditorWidget</name>
    <message>
        <source>&amp;New row</source>
        <translation>新建行(&amp;N)</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>复制行(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>删除(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>导入 CSV(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>导出 CSV(&amp;X)…</translation>
    </message>
    <message>
        <source>The catalogue table to show and edit</source>
        <translation>要显示和编辑的目录表</translation>
    </message>
    <message>
        <source>Search this table</source>
        <translation>搜索此表</translation>
    </message>
    <message>
        <source>Shows the rows with this text in any column</source>
        <translation>显示任一列含此文字的行</translation>
    </message>
    <message>
        <source>Add a row of your own; fill in the cells marked (fill in)</source>
        <translation>添加自有行；请填写标有（待填写）的单元格</translation>
    </message>
    <message>
        <source>Copy the selected row under a new id, as your own row (e.g. your quote for a card)</source>
        <translation>以新 ID 复制所选行，作为自有行（例如你拿到的某张卡的报价）</translation>
    </message>
    <message>
        <source>Delete the selected row; refused while other rows still name it</source>
        <translation>删除所选行；若仍有其他行引用它则拒绝删除</translation>
    </message>
    <message>
        <source>Add or update rows of this table from a CSV file; nothing is written if any row is wrong</source>
        <translation>从 CSV 文件添加或更新此表的行；只要有一行出错就不写入任何内容</translation>
    </message>
    <message>
        <source>Write this table to a CSV file (UTF-8, one header row)</source>
        <translation>将此表写入 CSV 文件（UTF-8，一行表头）</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Shaded rows marked built-in came with the app and follow its catalogue updates; an edited built-in row becomes yours and updates no longer change it. Empty numbers mean unknown. Catalogue: %1</source>
        <translation>标为“内置”的灰底行随应用提供并跟随目录更新；编辑过的内置行归你所有，更新不再改动它。数值为空表示未知。产品目录：%1</translation>
    </message>
    <message>
        <source>Not added. %1</source>
        <translation>未添加。%1</translation>
    </message>
    <message>
        <source>Added %1 as your row. Replace the cells marked (fill in) and the placeholder figures with your own.</source>
        <translation>已添加 %1 作为你的行。请将标有（待填写）的单元格和占位数值替换为你自己的数据。</translation>
    </message>
    <message>
        <source>Not duplicated. %1</source>
        <translation>未复制。%1</translation>
    </message>
    <message>
        <source>Added %1, a copy of %2, as your row.</source>
        <translation>已添加 %1（%2 的副本）作为你的行。</translation>
    </message>
    <message>
        <source>Delete %1 from %2? It is a built-in row: catalogue updates will not bring it back.</source>
        <translation>从 %2 中删除 %1？这是内置行：目录更新不会恢复它。</translation>
    </message>
    <message>
        <source>Delete row</source>
        <translation>删除行</translation>
    </message>
    <message>
        <source>Not deleted. %1</source>
        <translation>未删除。%1</translation>
    </message>
    <message>
        <source>Deleted %1.</source>
        <translation>已删除 %1。</translation>
    </message>
    <message>
        <source>Import %1 from CSV</source>
        <translation>从 CSV 导入 %1</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Imported %1: %2 added, %3 updated, %4 unchanged.</source>
        <translation>已导入 %1：新增 %2，更新 %3，未变 %4。</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported: the file has %n problem(s).</source>
        <translation>
            <numerusform>未导入任何内容：文件有 %n 处问题。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>……另有 %n 处。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export %1 to CSV</source>
        <translation>将 %1 导出为 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Not exported. %1</source>
        <translation>未导出。%1</translation>
    </message>
    <message>
        <source>Exported %1 to %2.</source>
        <translation>已将 %1 导出到 %2。</translation>
    </message>
    <message>
        <source>Your catalogue: cards, servers, facilities, cloud prices and models</source>
        <translation>你的产品目录：加速卡、服务器、机房、云价格与模型</translation>
    </message>
    <message>
        <source>Read as %1.</source>
        <translation>读取方式：%1。</translation>
    </message>
    <message>
        <source>Delete %1 from %2? Edit &gt; Undo brings it back.</source>
        <translation>从%2中删除 %1？可用“编辑 &gt; 撤销”恢复。</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 rows (in id order). Scroll down to read more; sorting covers the rows read so far.</source>
        <translation>显示 %2 行中的前 %1 行（按 id 排序）。向下滚动可读取更多；排序只针对已读取的行。</translation>
    </message>
    <message>
        <source>Searching: %1 of %2 rows read so far.</source>
        <translation>正在搜索：已读取 %2 行中的 %1 行。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CatalogueItemDelegate</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>list (vendor price list)</source>
        <translation>list（厂商官方价目表）</translation>
    </message>
    <message>
        <source>list-copy (list price seen in a copy)</source>
        <translation>list-copy（经二手转载的官方价）</translation>
    </message>
    <message>
        <source>press (press or analyst)</source>
        <translation>press（权威媒体或分析师）</translation>
    </message>
    <message>
        <source>weak (reseller, blog, marketplace)</source>
        <translation>weak（经销商、博客或交易平台，较弱来源）</translation>
    </message>
    <message>
        <source>a number%1</source>
        <translation>数值%1</translation>
    </message>
    <message>
        <source>empty: unknown</source>
        <translation>留空：未知</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CatalogueMessageBar</name>
    <message>
        <source>Hide this message</source>
        <translation>隐藏此消息</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CatalogueTableModel</name>
    <message>
        <source>Choose a row to duplicate.</source>
        <translation>请选择要复制的行。</translation>
    </message>
    <message>
        <source>Choose a row to delete.</source>
        <translation>请选择要删除的行。</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>自有</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Shipped with the app and not edited: catalogue updates keep it current. Editing it makes it yours, and updates will no longer change it.</source>
        <translation>随应用提供且未编辑：目录更新会保持其最新。编辑后归你所有，更新将不再改动它。</translation>
    </message>
    <message>
        <source>Your row (added, imported or edited): catalogue updates never change or delete it.</source>
        <translation>你的行（添加、导入或编辑过）：目录更新不会修改或删除它。</translation>
    </message>
    <message>
        <source>Empty means unknown: the models say so rather than guess.</source>
        <translation>空值表示未知：模型会如实说明，而不是猜测。</translation>
    </message>
    <message>
        <source>Built-in row: editing it makes it yours.</source>
        <translation>内置行：编辑后归你所有。</translation>
    </message>
    <message>
        <source>built-in: shipped with the app and updated with it; yours: added, imported or edited by you</source>
        <translation>内置：随应用提供并随之更新；自有：由你添加、导入或编辑</translation>
    </message>
    <message>
        <source>Not saved. %1</source>
        <translation>未保存。%1</translation>
    </message>
    <message>
        <source>Saved %1 of %2. It was a built-in row and is now yours: catalogue updates will no longer change it.</source>
        <translation>已保存 %2 的 %1。它原为内置行，现在归你所有：目录更新将不再改动它。</translation>
    </message>
    <message>
        <source>Saved %1 of %2.</source>
        <translation>已保存 %2 的 %1。</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>复制 %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>编辑 %2 的%1</translation>
    </message>
    <message>
        <source>The typical price %1 lies outside this row&apos;s own low-high range (%2 to %3): check the figures. The cost model uses the typical price.</source>
        <translation>典型价格 %1 不在本行自己的低价—高价范围（%2 至 %3）内：请核对数字。成本模型使用典型价格。</translation>
    </message>
    <message>
        <source>Not saved: %1 = %2 conflicts with %3. %4</source>
        <translation>未保存：%1 = %2 与%3冲突。%4</translation>
    </message>
    <message>
        <source>Fill in %1 first.</source>
        <translation>请先填写%1。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CatalogueView</name>
    <message>
        <source>The session compares %1 cards, %2 servers, %3 facilities and %4 cloud offers.</source>
        <translation>本次会话比较 %1 款加速卡、%2 款服务器、%3 个机房和 %4 个云报价。</translation>
    </message>
    <message>
        <source>No catalogue database is attached, so the catalogue cannot be edited here (%1).</source>
        <translation>未连接产品目录数据库，因此无法在此编辑目录（%1）。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ComparedScenarioActions</name>
    <message>
        <source>Compare with scenario &amp;B...</source>
        <translation>与场景 B 对比(&amp;B)...</translation>
    </message>
    <message>
        <source>&amp;Pin current as B</source>
        <translation>将当前固定为 B(&amp;P)</translation>
    </message>
    <message>
        <source>C&amp;lear B</source>
        <translation>清除 B(&amp;L)</translation>
    </message>
    <message>
        <source>Open a saved scenario as B and compare the current scenario (A) with it</source>
        <translation>打开一个已保存的场景作为 B，并将当前场景 (A) 与之对比</translation>
    </message>
    <message>
        <source>Keep a copy of the current scenario as B, then move the sliders to see what changes</source>
        <translation>将当前场景的副本保存为 B，然后拖动滑块查看变化</translation>
    </message>
    <message>
        <source>Stop comparing with B</source>
        <translation>停止与 B 对比</translation>
    </message>
    <message>
        <source>%1 was not opened as B; nothing changed.

%2</source>
        <translation>未将 %1 作为 B 打开，未做任何更改。

%2</translation>
    </message>
    <message>
        <source>pinned at %1</source>
        <translation>固定于 %1</translation>
    </message>
    <message>
        <source>The pinned scenario B of the last session was not restored.

%1</source>
        <translation>未恢复上次会话中固定的方案 B。

%1</translation>
    </message>
    <message>
        <source>Compare with which saved scenario (B)?</source>
        <translation>与哪个已保存的场景 (B) 对比？</translation>
    </message>
    <message>
        <source>GPU TCO scenarios (*.gputco.json);;JSON files (*.json);;All files (*)</source>
        <translation>GPU TCO 场景 (*.gputco.json);;JSON 文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot open scenario B</source>
        <translation>无法打开场景 B</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ComparisonTableModel</name>
    <message>
        <source>Dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>Training asks for</source>
        <translation>训练要求</translation>
    </message>
    <message>
        <source>Inference asks for</source>
        <translation>推理要求</translation>
    </message>
    <message>
        <source>This model, trained</source>
        <translation>本模型训练时</translation>
    </message>
    <message>
        <source>This model, served</source>
        <translation>本模型推理服务时</translation>
    </message>
    <message>
        <source>In short</source>
        <translation>简而言之</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ComparisonView</name>
    <message>
        <source>Train or serve? The same model in both modes, on eight dimensions</source>
        <translation>训练还是推理？同一模型两种模式的八个维度对比</translation>
    </message>
    <message>
        <source>Cards for serving (suitable first, then by cost per year)</source>
        <translation>推理卡（适合的在前，再按年成本排序）</translation>
    </message>
    <message>
        <source>Core cannot compare the modes: %1</source>
        <translation>核心无法比较两种模式：%1</translation>
    </message>
    <message>
        <source>Updating the comparison for the changed scenario…</source>
        <translation>正在为更改后的场景更新对比…</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ConstraintsFacilityGroup</name>
    <message>
        <source>Facility must-haves</source>
        <translation>机房必备条件</translation>
    </message>
    <message>
        <source>Require nothing more of the facilities</source>
        <translation>不再对机房提出其他要求</translation>
    </message>
    <message>
        <source>either</source>
        <translation>均可</translation>
    </message>
    <message>
        <source>in the filing regime (mainland)</source>
        <translation>须在备案体系内（中国大陆）</translation>
    </message>
    <message>
        <source>no filing needed (outside the mainland)</source>
        <translation>无需备案（中国大陆以外）</translation>
    </message>
    <message>
        <source>ICP filing: a service for mainland users must be filed and served from a site in the regime; one that must go live without filing needs a site outside it</source>
        <translation>ICP 备案：面向中国大陆用户的服务须备案并由备案体系内的机房提供；无需备案即上线的服务须使用大陆以外的机房</translation>
    </message>
    <message>
        <source>Change ICP requirement</source>
        <translation>修改 ICP 备案要求</translation>
    </message>
    <message>
        <source>ICP filing</source>
        <translation>ICP 备案</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>%1 or better</source>
        <translation>%1 级或更高</translation>
    </message>
    <message>
        <source>Minimum GB 50174 data-centre grade (A is the highest; an Uptime tier counts as its equivalent grade)</source>
        <translation>最低 GB 50174 数据中心等级（A 级最高；Uptime 等级按对应等级计）</translation>
    </message>
    <message>
        <source>Change required GB 50174 grade</source>
        <translation>修改要求的 GB 50174 等级</translation>
    </message>
    <message>
        <source>GB 50174 grade</source>
        <translation>GB 50174 等级</translation>
    </message>
    <message>
        <source>DDoS protection at least (Gbps)</source>
        <translation>DDoS 防护下限（Gbps）</translation>
    </message>
    <message>
        <source>not required</source>
        <translation>不要求</translation>
    </message>
    <message>
        <source>Scrubbing capacity the facility must offer against DDoS attacks. Empty: not required.</source>
        <translation>机房须提供的 DDoS 攻击清洗能力。留空：不要求。</translation>
    </message>
    <message>
        <source>Change required DDoS protection</source>
        <translation>修改要求的 DDoS 防护</translation>
    </message>
    <message>
        <source>Self-operated site</source>
        <translation>自营机房</translation>
    </message>
    <message>
        <source>The licence holder runs the site itself, not a reseller</source>
        <translation>由持证方自行运营机房，而非转售商</translation>
    </message>
    <message>
        <source>Require a self-operated site</source>
        <translation>要求自营机房</translation>
    </message>
    <message>
        <source>Certifications the site must hold, separated by commas (matched by standard number). Added to the Economics panel&apos;s ISO 27001 box.</source>
        <translation>机房须持有的认证，以逗号分隔（按标准编号匹配）。与经济面板中的 ISO 27001 勾选项一并要求。</translation>
    </message>
    <message>
        <source>Change required certifications</source>
        <translation>修改要求的认证</translation>
    </message>
    <message>
        <source>Certifications</source>
        <translation>认证</translation>
    </message>
    <message>
        <source>Reset facility must-haves</source>
        <translation>重置机房必备条件</translation>
    </message>
    <message>
        <source>e.g. ISO 27001</source>
        <translation>例如 ISO 27001</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ConstraintsPanel</name>
    <message>
        <source>Total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <source>Cost per million tokens (inference)</source>
        <translation>每百万 token 成本（推理）</translation>
    </message>
    <message>
        <source>Cost per run (training)</source>
        <translation>每次训练成本（训练）</translation>
    </message>
    <message>
        <source>Targets and limits</source>
        <translation>目标与限制</translation>
    </message>
    <message>
        <source>Remove every target and limit of the recommendation</source>
        <translation>清除推荐方案的全部目标与限制</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>The most an option may cost over the period (total cost of ownership, in the scenario&apos;s currency). Empty: no budget.</source>
        <translation>方案在整个周期内的最高总成本（总拥有成本，以场景币种计）。留空：不设预算。</translation>
    </message>
    <message>
        <source>Change budget</source>
        <translation>修改预算</translation>
    </message>
    <message>
        <source>Remove budget</source>
        <translation>取消预算</translation>
    </message>
    <message>
        <source>Time per output token at most (ms)</source>
        <translation>每输出 token 时间上限（毫秒）</translation>
    </message>
    <message>
        <source>Inference: the slowest acceptable time per generated token. Empty: the workload&apos;s latency target.</source>
        <translation>推理：每生成一个 token 可接受的最长时间。留空：采用工作负载的延迟目标。</translation>
    </message>
    <message>
        <source>Change latency limit</source>
        <translation>修改延迟上限</translation>
    </message>
    <message>
        <source>Time to first token at most (ms)</source>
        <translation>首 token 时间上限（毫秒）</translation>
    </message>
    <message>
        <source>Inference: the longest acceptable wait for the first token of a reply (the prompt&apos;s prefill). Empty: no limit.</source>
        <translation>推理：等待回复首个 token 的最长可接受时间（提示词预填充）。留空：不限。</translation>
    </message>
    <message>
        <source>Change time-to-first-token limit</source>
        <translation>修改首 token 时间上限</translation>
    </message>
    <message>
        <source>Throughput at least (tokens/s)</source>
        <translation>吞吐量下限（token/秒）</translation>
    </message>
    <message>
        <source>Inference: output tokens per second the whole deployment must deliver. Empty: the workload&apos;s throughput target.</source>
        <translation>推理：整个部署每秒必须输出的 token 数。留空：采用工作负载的吞吐量目标。</translation>
    </message>
    <message>
        <source>Change throughput target</source>
        <translation>修改吞吐量目标</translation>
    </message>
    <message>
        <source>Training deadline</source>
        <translation>训练截止时间</translation>
    </message>
    <message>
        <source>Training: the longest acceptable wall time of the whole run. Empty: no deadline.</source>
        <translation>训练：整次训练可接受的最长墙钟时间。留空：不设截止时间。</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>The unit the deadline is typed in (the file keeps hours)</source>
        <translation>输入截止时间所用的单位（文件中以小时保存）</translation>
    </message>
    <message>
        <source>Change training deadline</source>
        <translation>修改训练截止时间</translation>
    </message>
    <message>
        <source>Remove training deadline</source>
        <translation>取消训练截止时间</translation>
    </message>
    <message>
        <source>GPUs at most</source>
        <translation>GPU 数量上限</translation>
    </message>
    <message>
        <source>The largest deployment the search may propose. Empty: up to %1 GPUs.</source>
        <translation>搜索可提出的最大部署规模。留空：最多 %1 个 GPU。</translation>
    </message>
    <message>
        <source>Change GPU limit</source>
        <translation>修改 GPU 数量上限</translation>
    </message>
    <message>
        <source>Remove targets and limits</source>
        <translation>清除目标与限制</translation>
    </message>
    <message>
        <source>Search and ranking</source>
        <translation>搜索与排名</translation>
    </message>
    <message>
        <source>Search %1 weights. None ticked: BF16, FP8, INT8 and INT4 for inference, BF16 and FP8 for training.</source>
        <translation>搜索 %1 权重。均不勾选：推理搜索 BF16、FP8、INT8 和 INT4，训练搜索 BF16 和 FP8。</translation>
    </message>
    <message>
        <source>Change precisions searched</source>
        <translation>修改搜索的精度</translation>
    </message>
    <message>
        <source>Precisions</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Change ranking</source>
        <translation>修改排名方式</translation>
    </message>
    <message>
        <source>Rank by</source>
        <translation>排名依据</translation>
    </message>
    <message>
        <source>Reset search and ranking</source>
        <translation>重置搜索与排名</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
    <message>
        <source>Budget (%1 over %2 years)</source>
        <translation>预算（%1，%2 年）</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>不设预算</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>the workload&apos;s %1</source>
        <translation>工作负载的 %1</translation>
    </message>
    <message>
        <source>%1 does not rank this mode: choose total cost or %2</source>
        <translation>%1 不适用于此模式：请选择总成本或%2</translation>
    </message>
    <message>
        <source>Buy and host</source>
        <translation>购买并托管</translation>
    </message>
    <message>
        <source>Rent (cloud)</source>
        <translation>租用（云 GPU）</translation>
    </message>
    <message>
        <source>Either</source>
        <translation>两者皆可</translation>
    </message>
    <message>
        <source>Racks at most</source>
        <translation>机柜数上限</translation>
    </message>
    <message>
        <source>Owned options: the most racks the facility may plan for the deployment (your cage or contract). A rented option uses the provider&apos;s racks. Empty: no limit.</source>
        <translation>自有方案：机房为该部署规划的最多机柜数（您的笼位或合同）。租用方案使用云服务商的机柜。留空：不限。</translation>
    </message>
    <message>
        <source>Change rack limit</source>
        <translation>更改机柜数上限</translation>
    </message>
    <message>
        <source>IT power at most (kW)</source>
        <translation>IT 功率上限（kW）</translation>
    </message>
    <message>
        <source>Owned options: the most IT power the deployment may draw at its peak (servers × system maximum, kW), e.g. the power contracted at the site. Empty: no limit.</source>
        <translation>自有方案：部署在峰值时最多可用的 IT 功率（服务器数 × 整机最大功率，kW），例如机房签约的电力容量。留空：不限。</translation>
    </message>
    <message>
        <source>Change IT power limit</source>
        <translation>更改 IT 功率上限</translation>
    </message>
    <message>
        <source>Buy the GPUs and host them in a facility, rent them at the cloud offer and term the Economics panel compares with, or rank both together</source>
        <translation>购买 GPU 并托管在机房，按经济性面板所比较的云报价和计费方式租用，或将两者一起排名</translation>
    </message>
    <message>
        <source>Change own or rent</source>
        <translation>更改购买或租用</translation>
    </message>
    <message>
        <source>Own or rent</source>
        <translation>购买或租用</translation>
    </message>
    <message>
        <source>Search every precision and rank by the mode&apos;s default (training: the run&apos;s cost)</source>
        <translation>搜索所有精度，并按该模式的默认依据排序（训练：单次训练成本）</translation>
    </message>
    <message>
        <source>What the ranked options are sorted by: the total cost over the period, the cost per million output tokens (inference) or the cost of one training run. Training ranks by the run&apos;s cost (owned or rented) unless you choose the total cost of owning the hardware.</source>
        <translation>排序依据：整个周期的总成本、每百万输出 token 成本（推理）或单次训练成本。训练默认按单次训练成本（自购或租用）排序，除非您选择拥有硬件的总成本。</translation>
    </message>
    <message>
        <source>none: runs over a year are left out</source>
        <translation>无：超过一年的训练不予推荐</translation>
    </message>
    <message>
        <source>Allow owning consumer cards</source>
        <translation>允许购买消费级显卡</translation>
    </message>
    <message>
        <source>Consumer cards (GeForce) are not licensed for datacentre deployment (NVIDIA&apos;s GeForce driver licence, section 2.1.3): owning them is left out unless ticked. Renting them stays, under the provider&apos;s licence.</source>
        <translation>消费级显卡（GeForce）的许可不允许部署在数据中心（NVIDIA GeForce 驱动许可第 2.1.3 条）：除非勾选，不推荐购买此类显卡。租用不受影响，由云厂商自行承担许可。</translation>
    </message>
    <message>
        <source>Leave out owning consumer cards</source>
        <translation>不推荐购买消费级显卡</translation>
    </message>
    <message>
        <source>workload: %1 ms</source>
        <translation>工作负载：%1 毫秒</translation>
    </message>
    <message>
        <source>Allow export-controlled cards</source>
        <translation>允许受出口管制的显卡</translation>
    </message>
    <message>
        <source>Cards under US export controls (EAR ECCN 3A090: H100, H200, B200, MI300X, MI350X, Gaudi 3 and others) need a licence to be sent to China, Hong Kong or Macau: owning one in a facility there, or renting one from a cloud offer located there, is left out unless ticked. Renting one from an offer elsewhere stays.</source>
        <translation>受美国出口管制的显卡（EAR ECCN 3A090：H100、H200、B200、MI300X、MI350X、Gaudi 3 等）运往中国大陆、香港或澳门须取得许可证：除非勾选，不推荐在当地机房购买此类显卡，也不推荐租用位于当地的云实例。租用位于其他地区的云实例不受影响。</translation>
    </message>
    <message>
        <source>Leave out export-controlled cards</source>
        <translation>不推荐受出口管制的显卡</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>China</source>
        <translation>中国大陆</translation>
    </message>
    <message>
        <source>Hong Kong</source>
        <translation>中国香港</translation>
    </message>
    <message>
        <source>Macau</source>
        <translation>中国澳门</translation>
    </message>
    <message>
        <source>United States</source>
        <translation>美国</translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation>新加坡</translation>
    </message>
    <message>
        <source>Japan</source>
        <translation>日本</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation>德国</translation>
    </message>
    <message>
        <source>United Kingdom</source>
        <translation>英国</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Where the buyer, or its ultimate parent, is headquartered. The 2023 US rule also requires the licence for a buyer headquartered in China, Hong Kong or Macau wherever the card is installed: owning an export-controlled card is then left out at every site, a US one included. Renting is judged by where the offer is. Not stated: only the site&apos;s country is checked.</source>
        <translation>买方（或其最终母公司）的总部所在地。2023 年的美国规则还要求：总部位于中国大陆、香港或澳门的买方无论将卡部署在哪里都须取得许可证，因此受出口管制显卡的自购方案在所有机房（包括美国机房）都被排除。租用按报价所在地判断。未注明时只检查机房所在国。</translation>
    </message>
    <message>
        <source>Change the buyer&apos;s headquarters</source>
        <translation>更改买方总部所在地</translation>
    </message>
    <message>
        <source>Buyer headquarters</source>
        <translation>买方总部所在地</translation>
    </message>
</context>
<context>
    <name>gputco::ui::EconomicsFinanceGroup</name>
    <message>
        <source>Financing, resale and renting</source>
        <translation>融资、残值与租用</translation>
    </message>
    <message>
        <source>Reset the discount rate, residual curve, host share and cloud offer</source>
        <translation>重置折现率、残值曲线、主机占比与云报价</translation>
    </message>
    <message>
        <source>Cost of capital per year (0 to 50 %): gives the TCO&apos;s net present value and the equivalent annual cost. 0 keeps the straight-line figures.</source>
        <translation>每年资金成本（0 至 50 %）：用于计算总拥有成本的净现值与等额年成本。为 0 时保持直线法数值。</translation>
    </message>
    <message>
        <source>Change discount rate</source>
        <translation>更改折现率</translation>
    </message>
    <message>
        <source>Discount rate (%/year)</source>
        <translation>折现率（%/年）</translation>
    </message>
    <message>
        <source>Resale value as a percentage of the purchase price after year 1, 2, 3, ... Default 60, 40, 27.5, 17.5, 12.5 for data-centre cards (secondary-market curve, weak source). Empty: no resale value.</source>
        <translation>第 1、2、3……年后的残值占购买价的百分比。数据中心卡默认 60、40、27.5、17.5、12.5（二手市场曲线，弱来源）。留空：无残值。</translation>
    </message>
    <message>
        <source>Residual (% after each year)</source>
        <translation>残值（每年后的 %）</translation>
    </message>
    <message>
        <source>Chassis, CPUs, memory, NICs and storage as a percentage of the GPUs&apos; price, for servers without a system price or a share of their own</source>
        <translation>机箱、CPU、内存、网卡与存储占 GPU 价格的百分比，用于没有整机价格或自身占比的服务器</translation>
    </message>
    <message>
        <source>Change host share</source>
        <translation>更改主机占比</translation>
    </message>
    <message>
        <source>Host share (% of GPUs)</source>
        <translation>主机占比（GPU 价格的 %）</translation>
    </message>
    <message>
        <source>The cloud offer to compare owning with. The cheapest: each card&apos;s cheapest offer in a currency the scenario converts.</source>
        <translation>与自购对比的云报价。最便宜：每张卡在场景可换算币种中最便宜的报价。</translation>
    </message>
    <message>
        <source>Choose cloud offer</source>
        <translation>选择云报价</translation>
    </message>
    <message>
        <source>Cloud offer</source>
        <translation>云报价</translation>
    </message>
    <message>
        <source>Which rate of the offer is paid. A card without a rate for this term uses its cheapest on-demand rate.</source>
        <translation>按报价中的哪种费率付费。没有该期限费率的卡使用其最便宜的按需费率。</translation>
    </message>
    <message>
        <source>Choose cloud term</source>
        <translation>选择云租用期限</translation>
    </message>
    <message>
        <source>Cloud term</source>
        <translation>云租用期限</translation>
    </message>
    <message>
        <source>Reset financing, resale and renting</source>
        <translation>重置融资、残值与租用</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <source>Residual curve not applied: %1</source>
        <translation>残值曲线未应用：%1</translation>
    </message>
    <message>
        <source>Change residual curve</source>
        <translation>更改残值曲线</translation>
    </message>
    <message>
        <source>Cheapest for each card</source>
        <translation>每张卡最便宜的报价</translation>
    </message>
</context>
<context>
    <name>gputco::ui::EconomicsPanel</name>
    <message>
        <source>Energy and money</source>
        <translation>能源与费用</translation>
    </message>
    <message>
        <source>Reset price, PUE, years, hours and carbon factor</source>
        <translation>重置电价、PUE、年限、时长与碳排放因子</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Electricity price per kWh at the meter: sets the electricity share of the running cost</source>
        <translation>电表端每 kWh 电价：决定运营成本中的电费部分</translation>
    </message>
    <message>
        <source>Change electricity price</source>
        <translation>更改电价</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility power over IT power (cooling, losses). Multiplies the energy bill.</source>
        <translation>电能利用效率（PUE）：机房总功耗与 IT 功耗之比（制冷、损耗）。电费随之成倍增加。</translation>
    </message>
    <message>
        <source>Change PUE</source>
        <translation>更改 PUE</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Years the hardware is used and written off over: the TCO horizon</source>
        <translation>硬件使用及折旧摊销的年限：总拥有成本的计算周期</translation>
    </message>
    <message>
        <source>Change years</source>
        <translation>更改年限</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>年限</translation>
    </message>
    <message>
        <source>Hours per day the cards are powered: sets the energy and the GPU-hours</source>
        <translation>加速卡每天通电小时数：决定用电量和 GPU 小时数</translation>
    </message>
    <message>
        <source>Change hours per day</source>
        <translation>更改每天小时数</translation>
    </message>
    <message>
        <source>Hours per day (h)</source>
        <translation>每天小时数 (h)</translation>
    </message>
    <message>
        <source>Grid emission factor: kilograms of CO2 per kWh drawn (China 2022: 0.537)</source>
        <translation>电网碳排放因子：每 kWh 用电的 CO2 千克数（中国 2022 年：0.537）</translation>
    </message>
    <message>
        <source>Change carbon factor</source>
        <translation>更改碳排放因子</translation>
    </message>
    <message>
        <source>Carbon (kg CO2/kWh)</source>
        <translation>碳排放（kg CO2/kWh）</translation>
    </message>
    <message>
        <source>Exchange rate used for catalogue prices quoted in US dollars (CNY per USD)</source>
        <translation>以美元报价的目录价格所用汇率（每美元合人民币）</translation>
    </message>
    <message>
        <source>Change USD rate</source>
        <translation>更改美元汇率</translation>
    </message>
    <message>
        <source>1 USD (CNY)</source>
        <translation>1 美元（人民币）</translation>
    </message>
    <message>
        <source>Exchange rate used for catalogue prices quoted in euros (CNY per EUR)</source>
        <translation>以欧元报价的目录价格所用汇率（每欧元合人民币）</translation>
    </message>
    <message>
        <source>Change EUR rate</source>
        <translation>更改欧元汇率</translation>
    </message>
    <message>
        <source>1 EUR (CNY)</source>
        <translation>1 欧元（人民币）</translation>
    </message>
    <message>
        <source>Reset energy and money</source>
        <translation>重置能源与费用</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Clear the facility</source>
        <translation>清除机房</translation>
    </message>
    <message>
        <source>The IDC facility to place the cards in. Choosing one copies its electricity price, PUE, carbon factor and currency; they stay editable.</source>
        <translation>放置加速卡的 IDC 机房。选择后会复制其电价、PUE、碳排放因子和币种，仍可修改。</translation>
    </message>
    <message>
        <source>Choose facility</source>
        <translation>选择机房</translation>
    </message>
    <message>
        <source>Clear facility</source>
        <translation>清除机房</translation>
    </message>
    <message>
        <source>Facility requirements</source>
        <translation>机房要求</translation>
    </message>
    <message>
        <source>Require nothing of the facilities</source>
        <translation>对机房不做要求</translation>
    </message>
    <message>
        <source>Require: %1</source>
        <translation>要求：%1</translation>
    </message>
    <message>
        <source>IDC licence (B11)</source>
        <translation>IDC 许可证（B11）</translation>
    </message>
    <message>
        <source>The operator holds a value-added telecom licence for IDC business</source>
        <translation>运营方持有 IDC 业务的增值电信业务经营许可证</translation>
    </message>
    <message>
        <source>ISP licence (B14)</source>
        <translation>ISP 许可证（B14）</translation>
    </message>
    <message>
        <source>The operator may resell Internet access (bandwidth)</source>
        <translation>运营方可转售互联网接入（带宽）</translation>
    </message>
    <message>
        <source>ISO 27001</source>
        <translation>ISO 27001</translation>
    </message>
    <message>
        <source>Information-security certification of the site</source>
        <translation>机房的信息安全认证</translation>
    </message>
    <message>
        <source>A+B feeds</source>
        <translation>双路供电（A/B 路）</translation>
    </message>
    <message>
        <source>Two independent power feeds to every rack</source>
        <translation>每个机柜两路独立供电回路</translation>
    </message>
    <message>
        <source>Full power on one feed</source>
        <translation>单路满功率</translation>
    </message>
    <message>
        <source>Servers must keep full power when one feed is lost</source>
        <translation>失去一路供电时服务器须保持满功率</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Tier %1 or better</source>
        <translation>Tier %1 或更高</translation>
    </message>
    <message>
        <source>Minimum Uptime tier (a GB 50174 grade counts as its equivalent tier)</source>
        <translation>最低 Uptime 等级（GB 50174 等级按其对应等级计）</translation>
    </message>
    <message>
        <source>Change required tier</source>
        <translation>更改要求的等级</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>等级</translation>
    </message>
    <message>
        <source>Minimum number of BGP carrier lines</source>
        <translation>BGP 运营商线路最少条数</translation>
    </message>
    <message>
        <source>Change required BGP lines</source>
        <translation>更改要求的 BGP 线路数</translation>
    </message>
    <message>
        <source>BGP lines</source>
        <translation>BGP 线路</translation>
    </message>
    <message>
        <source>Reset facility requirements</source>
        <translation>重置机房要求</translation>
    </message>
    <message>
        <source>None (use the figures above)</source>
        <translation>无（使用上面的数值）</translation>
    </message>
    <message>
        <source>Electricity (%1/kWh)</source>
        <translation>电价（%1/kWh）</translation>
    </message>
    <message>
        <source>Currency of every amount in this scenario: the electricity price is converted at the exchange rates below, catalogue prices follow</source>
        <translation>本场景所有金额的币种：电价按下方汇率换算，目录价格同样换算</translation>
    </message>
    <message>
        <source>Change currency to %1</source>
        <translation>将币种改为 %1</translation>
    </message>
    <message>
        <source>Recommend at each facility&apos;s own prices</source>
        <translation>推荐方案按各机房自身电价计算</translation>
    </message>
    <message>
        <source>Off: every option the recommendation compares is costed at the electricity price and PUE above, as every other view costs it. On: each facility is costed at its own catalogue price and PUE.</source>
        <translation>关闭：推荐方案比较的每个选项均按上方的电价和电能利用效率（PUE）计算，与其他视图一致。开启：每个机房按其目录中的电价和 PUE 计算。</translation>
    </message>
    <message>
        <source>Recommend at the scenario&apos;s price and PUE</source>
        <translation>推荐方案按场景的电价和 PUE 计算</translation>
    </message>
</context>
<context>
    <name>gputco::ui::EconomicsUncertaintyGroup</name>
    <message>
        <source>Uncertainty</source>
        <translation>不确定性</translation>
    </message>
    <message>
        <source>Reset every range to its default</source>
        <translation>将所有范围重置为默认值</translation>
    </message>
    <message>
        <source>Prices use the catalogue&apos;s ranges</source>
        <translation>价格采用目录中的范围</translation>
    </message>
    <message>
        <source>Card and server prices use the catalogue&apos;s low and high, and the cloud price the spread of the card&apos;s offers, where there is one; the ranges below otherwise.</source>
        <translation>卡和服务器价格采用目录中的最低价和最高价，云价格采用该卡各云报价之间的差距（如有）；否则采用下面的范围。</translation>
    </message>
    <message>
        <source>Change price ranges</source>
        <translation>更改价格范围</translation>
    </message>
    <message>
        <source>Possible futures drawn for the bands (1 to 100,000)</source>
        <translation>计算区间时抽取的可能情景数（1 至 100,000）</translation>
    </message>
    <message>
        <source>Change samples</source>
        <translation>更改样本数</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>样本数</translation>
    </message>
    <message>
        <source>The same seed gives the same bands</source>
        <translation>相同的种子得到相同的区间</translation>
    </message>
    <message>
        <source>Change seed</source>
        <translation>更改随机种子</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Reset uncertainty</source>
        <translation>重置不确定性</translation>
    </message>
    <message>
        <source>certain</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Low end, below the typical value. %1</source>
        <translation>低端，低于典型值。%1</translation>
    </message>
    <message>
        <source>High end, above the typical value. %1</source>
        <translation>高端，高于典型值。%1</translation>
    </message>
    <message>
        <source>Fixed: the input stays at its typical value in the bands and the tornado</source>
        <translation>固定：在区间和龙卷风图中，该输入保持典型值</translation>
    </message>
    <message>
        <source>Change range: %1</source>
        <translation>更改范围：%1</translation>
    </message>
</context>
<context>
    <name>gputco::ui::FacilityFitTableModel</name>
    <message>
        <source>✓ fits</source>
        <translation>✓ 放得下</translation>
    </message>
    <message>
        <source>✗ does not fit</source>
        <translation>✗ 放不下</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>none suitable</source>
        <translation>无合适项</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>Rack max</source>
        <translation>单机柜上限</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>制冷</translation>
    </message>
    <message>
        <source>Energy / year</source>
        <translation>年用电量</translation>
    </message>
    <message>
        <source>Running cost / year</source>
        <translation>年运营成本</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>原因</translation>
    </message>
</context>
<context>
    <name>gputco::ui::HelpBrowser</name>
    <message>
        <source>The document %1 is missing from this build.</source>
        <translation>此版本缺少文档 %1。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::LineComparisonChart</name>
    <message>
        <source>↑ %1: %2 %3</source>
        <translation>↑ %1：%2 %3</translation>
    </message>
</context>
<context>
    <name>gputco::ui::MainWindow</name>
    <message>
        <source>GPU TCO Explorer</source>
        <translation>GPU 总拥有成本分析器</translation>
    </message>
    <message>
        <source>&amp;Memory fit</source>
        <translation>显存容量(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Power &amp;&amp; cost</source>
        <translation>功耗与成本(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Training vs inference</source>
        <translation>训练与推理(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Rack &amp;&amp; cooling</source>
        <translation>机柜与制冷(&amp;R)</translation>
    </message>
    <message>
        <source>C&amp;atalogue</source>
        <translation>产品目录(&amp;A)</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Economics and facility</source>
        <translation>经济性与机房</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Reset &amp;workload and economics</source>
        <translation>重置工作负载与经济参数(&amp;W)</translation>
    </message>
    <message>
        <source>Reset scenario</source>
        <translation>重置场景</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About GPU TCO Explorer</source>
        <translation>关于 GPU 总拥有成本分析器(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>GPU TCO Explorer user guide</source>
        <translation>GPU 总拥有成本分析器用户指南</translation>
    </message>
    <message>
        <source>&amp;How is this computed?</source>
        <translation>这是如何计算的？(&amp;H)</translation>
    </message>
    <message>
        <source>How is this computed?</source>
        <translation>这是如何计算的？</translation>
    </message>
    <message>
        <source>The formulas and sources behind this view (docs/MODEL.md)</source>
        <translation>此视图背后的公式与来源（docs/MODEL.md）</translation>
    </message>
    <message>
        <source>Total cost of ownership of the leading option in scenario B against A (the A/B view)</source>
        <translation>场景 B 中领先方案的总拥有成本相对于 A 的变化（A/B 视图）</translation>
    </message>
    <message>
        <source>A/&amp;B</source>
        <translation>A/B 对比(&amp;B)</translation>
    </message>
    <message>
        <source>Use option: %1 × %2</source>
        <translation>采用方案：%1 × %2</translation>
    </message>
    <message>
        <source>Targets and limits</source>
        <translation>目标与限制</translation>
    </message>
    <message>
        <source>Recomme&amp;nd</source>
        <translation>推荐方案(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Sensitivity</source>
        <translation>敏感性(&amp;S)</translation>
    </message>
    <message>
        <source>Economics</source>
        <comment>dock tab: the economics and facility panel</comment>
        <translation>经济性与机房</translation>
    </message>
    <message>
        <source>Targets</source>
        <comment>dock tab: the targets and limits panel</comment>
        <translation>目标与限制</translation>
    </message>
    <message>
        <source>Choose server for %1</source>
        <translation>为 %1 选择服务器</translation>
    </message>
    <message>
        <source>Import meas&amp;urements…</source>
        <translation>导入实测数据(&amp;U)…</translation>
    </message>
    <message>
        <source>Fit a card&apos;s efficiency profile to your vLLM benchmark result and nvidia-smi log</source>
        <translation>按您的 vLLM 基准测试结果和 nvidia-smi 日志拟合该卡的效率档案</translation>
    </message>
    <message>
        <source>Ser&amp;ving</source>
        <translation>服务负载(&amp;V)</translation>
    </message>
    <message>
        <source>Power cap for %1</source>
        <translation>设置 %1 的功耗上限</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>Loading catalogue…</source>
        <translation>正在加载产品目录…</translation>
    </message>
</context>
<context>
    <name>gputco::ui::MainWindowHost</name>
    <message>
        <source>Change currency to %1</source>
        <translation>将币种改为 %1</translation>
    </message>
</context>
<context>
    <name>gputco::ui::MeasurementImportDialog</name>
    <message>
        <source>Import measurements</source>
        <translation>导入实测数据</translation>
    </message>
    <message>
        <source>The scenario&apos;s model is custom (a parameter count): choose a named model under Workload &gt; Model, the one the benchmark ran.</source>
        <translation>场景的模型是自定义的（仅参数量）：请在“工作负载 &gt; 模型”中选择基准测试所用的具名模型。</translation>
    </message>
    <message>
        <source>benchmark_serving.py --save-result --save-detailed output</source>
        <translation>benchmark_serving.py --save-result --save-detailed 的输出</translation>
    </message>
    <message>
        <source>optional: nvidia-smi --query-gpu=timestamp,power.draw,utilization.gpu,memory.used --format=csv -l 1</source>
        <translation>可选：nvidia-smi --query-gpu=timestamp,power.draw,utilization.gpu,memory.used --format=csv -l 1</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>vLLM benchmark result</source>
        <translation>vLLM 基准测试结果</translation>
    </message>
    <message>
        <source>vLLM result (*.json *.jsonl);;All files (*)</source>
        <translation>vLLM 结果 (*.json *.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>nvidia-smi power log</source>
        <translation>nvidia-smi 功耗日志</translation>
    </message>
    <message>
        <source>nvidia-smi log (*.csv *.log *.txt);;All files (*)</source>
        <translation>nvidia-smi 日志 (*.csv *.log *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>From the file (else 1)</source>
        <translation>取自文件（否则为 1）</translation>
    </message>
    <message>
        <source>vLLM result:</source>
        <translation>vLLM 结果：</translation>
    </message>
    <message>
        <source>nvidia-smi log:</source>
        <translation>nvidia-smi 日志：</translation>
    </message>
    <message>
        <source>Card it ran on:</source>
        <translation>运行所用的卡：</translation>
    </message>
    <message>
        <source>Model (the scenario&apos;s):</source>
        <translation>模型（场景中的）：</translation>
    </message>
    <message>
        <source>Tensor-parallel size:</source>
        <translation>张量并行度：</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>权重：</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>拟合(&amp;F)</translation>
    </message>
    <message>
        <source>Fit the card&apos;s compute share, bandwidth share, step overhead and power at load to the files (docs/MODEL.md, Your own measurements)</source>
        <translation>按这些文件拟合该卡的算力利用率、显存带宽利用率、每步固定开销和负载功耗（docs/MODEL.md，“您自己的实测”）</translation>
    </message>
    <message>
        <source>Choose the benchmark result, the card and the tensor-parallel size, then Fit.</source>
        <translation>请选择基准测试结果、卡和张量并行度，然后点击“拟合”。</translation>
    </message>
    <message>
        <source>Each request&apos;s time to first token and mean inter-token gap, measured against what the app&apos;s own step model predicts at the fitted figures.</source>
        <translation>每个请求的首 token 时延和平均 token 间隔：实测值对比本应用自身的单步模型在拟合值下的预测值。</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>输入 token 数</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <source>TTFT measured, ms</source>
        <translation>首 token 时延实测（毫秒）</translation>
    </message>
    <message>
        <source>TTFT predicted, ms</source>
        <translation>首 token 时延预测（毫秒）</translation>
    </message>
    <message>
        <source>TTFT residual, %</source>
        <translation>首 token 时延残差（%）</translation>
    </message>
    <message>
        <source>ITL measured, ms</source>
        <translation>token 间隔实测（毫秒）</translation>
    </message>
    <message>
        <source>ITL predicted, ms</source>
        <translation>token 间隔预测（毫秒）</translation>
    </message>
    <message>
        <source>ITL residual, %</source>
        <translation>token 间隔残差（%）</translation>
    </message>
    <message>
        <source>&amp;Save as profile</source>
        <translation>保存为档案(&amp;S)</translation>
    </message>
    <message>
        <source>Store the fitted figures as the card&apos;s measured-yours efficiency profile; the recommender, the ranges and the report then use it</source>
        <translation>将拟合值保存为该卡的“实测（您的）”效率档案；之后推荐、区间和报告都会使用它</translation>
    </message>
    <message>
        <source>Choose the vLLM benchmark result first.</source>
        <translation>请先选择 vLLM 基准测试结果。</translation>
    </message>
    <message>
        <source>Choose the card the benchmark ran on.</source>
        <translation>请选择基准测试所用的卡。</translation>
    </message>
    <message>
        <source>Fitting…</source>
        <translation>正在拟合…</translation>
    </message>
    <message>
        <source>Not fitted; nothing was stored:
%1</source>
        <translation>未拟合，未保存任何内容：
%1</translation>
    </message>
    <message>
        <source>%1%2 (at its bound: the measurements are faster than the datasheet allows; check the card, weights and tensor-parallel size)</source>
        <translation>%1%2（已到边界：实测比规格表允许的更快；请检查卡、权重和张量并行度）</translation>
    </message>
    <message>
        <source>%1%2 (kept from the profile: the requests do not tell it apart)</source>
        <translation>%1%2（沿用档案值：这些请求无法区分它）</translation>
    </message>
    <message>
        <source>%1%2 ± %3 (profile had %4%2)</source>
        <translation>%1%2 ± %3（档案原为 %4%2）</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 at TP %3: %n request(s) fitted.</source>
        <translation>
            <numerusform>%1 在 %2 上，张量并行度 %3：拟合了 %n 个请求。</numerusform>
        </translation>
    </message>
    <message>
        <source>The file gives no tensor-parallel size: 1 was taken.</source>
        <translation>文件未给出张量并行度：按 1 计。</translation>
    </message>
    <message numerus="yes">
        <source>%n failed request(s) left out.</source>
        <translation>
            <numerusform>已略去 %n 个失败的请求。</numerusform>
        </translation>
    </message>
    <message>
        <source>Bandwidth share %1; compute share %2 at %3; step overhead %4.</source>
        <translation>显存带宽利用率 %1；%3 算力利用率 %2；每步固定开销 %4。</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Fit error (RMS, relative): TTFT %1 %, ITL %2 %. First tokens also took %3 ms of request handling beyond their pass (not part of the profile).</source>
        <translation>拟合误差（相对均方根）：首 token 时延 %1 %，token 间隔 %2 %。首 token 另有 %3 毫秒的请求处理时间（不计入档案）。</translation>
    </message>
    <message>
        <source>Power per card: idle %1 W, full load %2 W (%3 samples, RMS residual %4 W).</source>
        <translation>每卡功耗：空闲 %1 W，满载 %2 W（%3 个样本，均方根残差 %4 W）。</translation>
    </message>
    <message>
        <source>A run kept %1 requests in the server on average: its first tokens include waiting the model does not see; a run at a low request rate fits TTFT best.</source>
        <translation>有一轮测试平均有 %1 个请求在服务中：其首 token 时延包含模型看不到的排队时间；低请求速率的测试最适合拟合首 token 时延。</translation>
    </message>
    <message>
        <source>Nothing to save.</source>
        <translation>没有可保存的内容。</translation>
    </message>
    <message>
        <source>Save measured profile %1</source>
        <translation>保存实测档案 %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Saved as profile %1 (measured-yours) for %2: the recommender, the ranges and the report now use it. Undo it from the Catalogue view (Edit &gt; Undo).</source>
        <translation>已保存为 %2 的档案 %1（实测（您的））：推荐、区间和报告现在都会使用它。可在“目录”视图中撤销（编辑 &gt; 撤销）。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::MemoryFitChart</name>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <source>Does it fit? Memory per GPU</source>
        <translation>放得下吗？每 GPU 显存</translation>
    </message>
    <message>
        <source>Card · fewest GPUs that hold it</source>
        <translation>加速卡 · 放得下的最少 GPU 数</translation>
    </message>
    <message>
        <source>Capacity per GPU (dashed line)</source>
        <translation>每 GPU 显存容量（虚线）</translation>
    </message>
    <message>
        <source>Memory per GPU (%1)</source>
        <translation>每 GPU 显存（%1）</translation>
    </message>
</context>
<context>
    <name>gputco::ui::MemoryFitView</name>
    <message>
        <source>Fit (fewest GPUs first)</source>
        <translation>容量（最少 GPU 数优先）</translation>
    </message>
    <message>
        <source>Card price</source>
        <translation>加速卡价格</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Order of the cards in the chart</source>
        <translation>图表中加速卡的排序</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>排序依据</translation>
    </message>
    <message>
        <source>Core cannot size this workload: %1</source>
        <translation>核心无法测算此工作负载：%1</translation>
    </message>
    <message>
        <source>No cards selected: tick cards in the Cards panel to compare them.</source>
        <translation>未选择加速卡：请在“加速卡”面板中勾选要比较的卡。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ModeCardsTableModel</name>
    <message>
        <source>✓ suits</source>
        <translation>✓ 适合</translation>
    </message>
    <message>
        <source>✗ no</source>
        <translation>✗ 否</translation>
    </message>
    <message>
        <source>Card to serve</source>
        <translation>推理用卡</translation>
    </message>
    <message>
        <source>Card to train</source>
        <translation>训练用卡</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>适合</translation>
    </message>
    <message>
        <source>Average power</source>
        <translation>平均功耗</translation>
    </message>
    <message>
        <source>Cost per year</source>
        <translation>年成本</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>No card price in %1 or convertible to it: electricity only</source>
        <translation>没有以 %1 计价或可换算为 %1 的卡价：仅计电费</translation>
    </message>
    <message>
        <source>servers at their system price</source>
        <translation>服务器按整机价格</translation>
    </message>
    <message>
        <source>card price plus host share</source>
        <translation>卡价加主机占比</translation>
    </message>
    <message>
        <source>%1 GPUs bought for %2 (%3), written off over %4 years</source>
        <translation>%1 块 GPU 购置 %2（%3），分 %4 年折旧摊销</translation>
    </message>
    <message>
        <source>%1; the run&apos;s share of that plus %2 of electricity</source>
        <translation>%1；计入本次训练分摊的部分，另加电费 %2</translation>
    </message>
    <message>
        <source>%1 ✗ misses the deadline</source>
        <translation>%1 ✗ 超过期限</translation>
    </message>
    <message>
        <source>%1 ⚠ over a year</source>
        <translation>%1 ⚠ 超过一年</translation>
    </message>
    <message>
        <source>The cards&apos; purchase (system price, else card price plus host share, converted at the scenario&apos;s rates) written off over the period, for the run&apos;s GPU-hours, plus the run&apos;s electricity; * electricity only (no price)</source>
        <translation>卡的购置（整机价格，否则卡价加主机占比，按情景汇率换算）在折旧期内摊销，按本次训练的 GPU 小时计入，再加本次训练的电费；* 仅电费（无价格）</translation>
    </message>
    <message>
        <source>Electricity plus the cards written off over the period (prices converted at the scenario&apos;s rates); * electricity only (no price)</source>
        <translation>电费加上卡在折旧期内的折旧摊销（价格按情景汇率换算）；* 仅电费（无价格）</translation>
    </message>
    <message>
        <source>Wall time of the run on these GPUs (training layout search), against the deadline (a year without one)</source>
        <translation>这些 GPU 上训练的实际耗时（训练并行方案搜索），对照期限（未设期限时为一年）</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>整次训练成本</translation>
    </message>
    <message>
        <source>Time to finish</source>
        <translation>完成时间</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ModelImportAction</name>
    <message>
        <source>Import &amp;model…</source>
        <translation>导入模型(&amp;M)…</translation>
    </message>
    <message>
        <source>Add a model from its Hugging Face config.json (Llama, Qwen, Mixtral, DeepSeek, Gemma) to the catalogue; you can also drop the file on the window</source>
        <translation>从 Hugging Face 的 config.json（Llama、Qwen、Mixtral、DeepSeek、Gemma）向目录添加模型；也可以把文件拖放到窗口上</translation>
    </message>
    <message>
        <source>%1 was not imported; nothing was stored:
%2</source>
        <translation>%1 未导入，未保存任何内容：
%2</translation>
    </message>
    <message>
        <source>Stored the model %1 (id %2): %3 billion parameters counted from its architecture.</source>
        <translation>已保存模型 %1（ID %2）：按其结构计算参数量为 %3 十亿。</translation>
    </message>
    <message>
        <source>%1 billion active per token.</source>
        <translation>每个 token 激活 %1 十亿参数。</translation>
    </message>
    <message>
        <source>Choose it under Workload &gt; Model; edit it in Catalogue &gt; Models, where the published parameter count can be added.</source>
        <translation>可在“工作负载 &gt; 模型”中选择它；在“目录 &gt; 模型”中编辑，并可填写公布的参数量。</translation>
    </message>
    <message>
        <source>Import model</source>
        <translation>导入模型</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json);;All files (*)</source>
        <translation>Hugging Face 配置 (*.json);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>gputco::ui::OptionalNumberEdit</name>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number from %3; leave it empty for no limit</source>
        <translation>%1：“%2”不是 %3 之间的整数；留空表示不限</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number from %3; leave it empty for no limit</source>
        <translation>%1：“%2”不是 %3 之间的数值；留空表示不限</translation>
    </message>
</context>
<context>
    <name>gputco::ui::PanelGroup</name>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ParetoChart</name>
    <message>
        <source>Is a faster option worth its price? Cost against latency</source>
        <translation>更快的方案值这个价吗？成本与延迟</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>本场景</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>The Pareto front joins the options no other option beats on both cost and latency</source>
        <translation>帕累托前沿连接在成本和延迟上都没有被其他方案同时胜过的方案</translation>
    </message>
    <message>
        <source>this scenario</source>
        <translation>本场景</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ParityChart</name>
    <message>
        <source>Time to first token</source>
        <translation>首 token 时延</translation>
    </message>
    <message>
        <source>Inter-token latency</source>
        <translation>token 间隔时延</translation>
    </message>
    <message>
        <source>Measured = predicted</source>
        <translation>实测 = 预测</translation>
    </message>
    <message>
        <source>Predicted, ms</source>
        <translation>预测（毫秒）</translation>
    </message>
    <message>
        <source>Measured, ms</source>
        <translation>实测（毫秒）</translation>
    </message>
    <message>
        <source>Does the model match your measurements?</source>
        <translation>模型与您的实测相符吗？</translation>
    </message>
</context>
<context>
    <name>gputco::ui::PowerCostTableModel</name>
    <message>
        <source>Card</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Catalogue card</source>
        <translation>目录中的加速卡</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>GPUs in the training cluster</source>
        <translation>训练集群中的 GPU 数</translation>
    </message>
    <message>
        <source>Fewest GPUs that meet the serving targets</source>
        <translation>满足服务目标的最少 GPU 数</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>并行切分</translation>
    </message>
    <message>
        <source>Tensor x pipeline x data parallel split that fits memory</source>
        <translation>放得下显存的张量并行 x 流水线并行 x 数据并行切分</translation>
    </message>
    <message>
        <source>Run time (days)</source>
        <translation>训练时长（天）</translation>
    </message>
    <message>
        <source>Wall-clock time of the whole run</source>
        <translation>整个训练任务的实际耗时</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation achieved end to end</source>
        <translation>端到端实现的模型算力利用率（MFU）</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <source>Output tokens per second of the whole deployment</source>
        <translation>整个部署每秒输出的 token 数</translation>
    </message>
    <message>
        <source>Per token (ms)</source>
        <translation>每 token 时延 (ms)</translation>
    </message>
    <message>
        <source>Time per output token at the planned concurrency</source>
        <translation>计划并发下的每 token 时延</translation>
    </message>
    <message>
        <source>IT average</source>
        <translation>IT 平均功耗</translation>
    </message>
    <message>
        <source>Average IT power of the servers while powered</source>
        <translation>服务器通电期间的平均 IT 功耗</translation>
    </message>
    <message>
        <source>IT peak</source>
        <translation>IT 峰值功耗</translation>
    </message>
    <message>
        <source>Servers at their system maximum: size feeds and cooling to this</source>
        <translation>服务器整机最大功耗：按此配置供电回路与制冷</translation>
    </message>
    <message>
        <source>Facility average</source>
        <translation>机房平均功耗</translation>
    </message>
    <message>
        <source>IT average x PUE</source>
        <translation>IT 平均功耗 x PUE</translation>
    </message>
    <message>
        <source>Run energy</source>
        <translation>训练用电量</translation>
    </message>
    <message>
        <source>Energy / year</source>
        <translation>年用电量</translation>
    </message>
    <message>
        <source>Facility energy (after PUE)</source>
        <translation>机房用电量（计入 PUE）</translation>
    </message>
    <message>
        <source>Run CO2 (t)</source>
        <translation>训练 CO2 (t)</translation>
    </message>
    <message>
        <source>CO2 / year (t)</source>
        <translation>年 CO2 (t)</translation>
    </message>
    <message>
        <source>Facility energy x grid carbon factor</source>
        <translation>机房用电量 x 电网碳排放因子</translation>
    </message>
    <message>
        <source>Run electricity</source>
        <translation>训练电费</translation>
    </message>
    <message>
        <source>Electricity / year</source>
        <translation>年电费</translation>
    </message>
    <message>
        <source>Facility energy x price</source>
        <translation>机房用电量 x 电价</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>TCO %1 y</source>
        <translation>TCO %1 年</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>每 GPU 小时</translation>
    </message>
    <message>
        <source>Owned cost per used GPU-hour at the utilisation (* running cost only)</source>
        <translation>按利用率计算的每使用 GPU 小时自有成本（* 仅运营成本）</translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation>训练成本</translation>
    </message>
    <message>
        <source>GPU-hours of the run x cost per GPU-hour (* running cost only)</source>
        <translation>训练 GPU 小时数 x 每 GPU 小时成本（* 仅运营成本）</translation>
    </message>
    <message>
        <source>Per M tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <source>Owned cost per million output tokens (* running cost only)</source>
        <translation>每百万输出 token 的自有成本（* 仅运营成本）</translation>
    </message>
    <message>
        <source>Cloud break-even</source>
        <translation>云租用盈亏平衡</translation>
    </message>
    <message>
        <source>Utilisation above which owning is cheaper than renting this card, and the month it pays off</source>
        <translation>利用率高于此值时自购比租用此卡更便宜，以及回本的月份</translation>
    </message>
    <message>
        <source>no cloud price</source>
        <translation>无云价格</translation>
    </message>
    <message>
        <source>needs a card price</source>
        <translation>需要加速卡价格</translation>
    </message>
    <message>
        <source>renting is cheaper</source>
        <translation>租用更便宜</translation>
    </message>
    <message>
        <source>above %1 use</source>
        <translation>利用率高于 %1</translation>
    </message>
    <message>
        <source>, month %1</source>
        <translation>，第 %1 个月</translation>
    </message>
    <message>
        <source>No deployment: %1</source>
        <translation>无法部署：%1</translation>
    </message>
    <message>
        <source>* The catalogue has no price for this card: costs are running costs only. Enter a price in the Catalogue view.</source>
        <translation>* 目录中没有此卡的价格：成本仅为运营成本。请在“产品目录”视图中填写价格。</translation>
    </message>
    <message>
        <source>no exchange rate</source>
        <translation>无汇率</translation>
    </message>
    <message>
        <source>Resale</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>Resale value at the end of the period, from the residual curve</source>
        <translation>周期结束时的残值，按残值曲线计算</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>Net present value of the TCO at the scenario&apos;s discount rate</source>
        <translation>按场景折现率计算的总拥有成本净现值</translation>
    </message>
    <message>
        <source>Per year (EAC)</source>
        <translation>每年（等额年成本）</translation>
    </message>
    <message>
        <source>Equivalent annual cost: the level yearly cost with the same present value</source>
        <translation>等额年成本：现值相同的每年均等成本</translation>
    </message>
    <message>
        <source>Rented per M tokens</source>
        <translation>租用每百万 token</translation>
    </message>
    <message>
        <source>Cost per million output tokens renting the same GPUs at the cloud offer&apos;s rate</source>
        <translation>按云报价费率租用相同 GPU 时每百万输出 token 的成本</translation>
    </message>
    <message>
        <source>Capex plus running cost over the period (* running cost only); in brackets P10–P90 over the Uncertainty group&apos;s ranges</source>
        <translation>资本支出加周期内的运营成本（* 仅运营成本）；括号内为按“不确定性”组范围得到的 P10–P90</translation>
    </message>
    <message>
        <source>%1 P10</source>
        <translation>%1 P10</translation>
    </message>
    <message>
        <source>%1 P90</source>
        <translation>%1 P90</translation>
    </message>
    <message>
        <source>10th percentile over the Monte Carlo samples</source>
        <translation>蒙特卡洛样本的第 10 百分位数</translation>
    </message>
    <message>
        <source>90th percentile over the Monte Carlo samples</source>
        <translation>蒙特卡洛样本的第 90 百分位数</translation>
    </message>
    <message>
        <source>In brackets P10–P90 of %1 samples, seed %2: each uncertain input drawn from its range in the Economics panel&apos;s Uncertainty group (triangular, its typical value most likely), the site&apos;s inputs once for all cards; amounts in %3.</source>
        <translation>括号内为 %1 个样本（随机种子 %2）的 P10–P90：每个不确定输入都从“经济性与机房”面板“不确定性”组中的范围抽取（三角分布，典型值最可能），场地相关的输入对所有卡只抽取一次；金额单位为 %3。</translation>
    </message>
    <message>
        <source> (capex understated)</source>
        <translation>（资本支出偏低）</translation>
    </message>
    <message>
        <source>The server&apos;s system price where one is published, else GPUs x card price plus the host share of each full server, converted to the scenario currency</source>
        <translation>有公开整机价格时用整机价格，否则为 GPU 数 × 卡价，另加每台整机的主机占比，换算为场景币种</translation>
    </message>
    <message>
        <source>Card power</source>
        <translation>单卡功耗</translation>
    </message>
    <message>
        <source>One card from idle to busy (full load, at most the power cap); &quot;assumed&quot;: no measured figure, full load taken as the TDP</source>
        <translation>单卡从空闲到满负荷的功耗（满载功耗，不超过功耗上限）；“假设”：无实测数据，满载功耗取热设计功耗</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>, capped</source>
        <translation>，已限功耗</translation>
    </message>
    <message>
        <source> (assumed)</source>
        <translation>（假设）</translation>
    </message>
    <message>
        <source>J / token</source>
        <translation>焦耳 / token</translation>
    </message>
    <message>
        <source>IT energy per output token at the utilisation, at the wall (as MLPerf measures it): IT average / (tokens/s x utilisation)</source>
        <translation>按利用率计的每输出 token IT 能耗，以墙插处计（与 MLPerf 的测法相同）：IT 平均功率 /（token/s × 利用率）</translation>
    </message>
    <message>
        <source>kWh / M tokens</source>
        <translation>kWh / 百万 token</translation>
    </message>
    <message>
        <source>IT energy per million output tokens (J per token / 3.6)</source>
        <translation>每百万输出 token 的 IT 能耗（每 token 焦耳数 / 3.6）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>gputco::ui::PowerCostView</name>
    <message>
        <source>What does each option cost over time? Cumulative TCO</source>
        <translation>各方案随时间的成本？累计总拥有成本</translation>
    </message>
    <message>
        <source>What if power costs more?</source>
        <translation>电价上涨会怎样？</translation>
    </message>
    <message>
        <source>Core cannot size this workload: %1</source>
        <translation>核心无法测算此工作负载：%1</translation>
    </message>
    <message>
        <source>No cards selected: tick cards in the Cards panel to compare them.</source>
        <translation>未选择加速卡：请在“加速卡”面板中勾选要比较的卡。</translation>
    </message>
    <message>
        <source>%1 rented</source>
        <translation>%1 租用</translation>
    </message>
    <message>
        <source>Months from purchase</source>
        <translation>自购买起的月数</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
    <message>
        <source> + colocation</source>
        <translation> + 机柜托管</translation>
    </message>
    <message>
        <source> Dashed: no price in the catalogue, running cost only.</source>
        <translation> 虚线：目录中无价格，仅运营成本。</translation>
    </message>
    <message>
        <source>Electricity price (%1/kWh)</source>
        <translation>电价（%1/kWh）</translation>
    </message>
    <message>
        <source>Electricity per year (%1)</source>
        <translation>年电费（%1）</translation>
    </message>
    <message>
        <source>Scenario price</source>
        <translation>场景电价</translation>
    </message>
    <message>
        <source>Colours as in the TCO chart. Facility energy = IT average power × %1 h/day × 365 days × PUE %2; cost = energy × price. Carbon factor %3 kg CO2/kWh.</source>
        <translation>颜色与总拥有成本图一致。机房用电量 = IT 平均功耗 × %1 小时/天 × 365 天 × PUE %2；电费 = 用电量 × 电价。电网碳排放因子 %3 kg CO2/kWh。</translation>
    </message>
    <message>
        <source>%1 of %2 selected cards have no price in the catalogue: their costs are running costs only (dashed lines, * in the table). Enter prices in the Catalogue view.</source>
        <translation>所选的 %2 张卡中有 %1 张在目录中没有价格：其成本仅为运营成本（虚线，表中带 *）。请在“产品目录”视图中填写价格。</translation>
    </message>
    <message>
        <source> Discount rate %1 a year: the table adds the present value and the equivalent annual cost.</source>
        <translation> 折现率每年 %1：表格增加净现值与等额年成本。</translation>
    </message>
    <message>
        <source> Dotted: renting the same GPUs at %1 utilisation (each card&apos;s cheapest offer, %2).</source>
        <translation> 点线：以 %1 利用率租用相同 GPU（每张卡最便宜的报价，%2）。</translation>
    </message>
    <message>
        <source> Dotted: renting the same GPUs at %1 utilisation (the chosen offer, %2).</source>
        <translation> 点线：以 %1 利用率租用相同 GPU（所选报价，%2）。</translation>
    </message>
    <message>
        <source>P10–P90: updating…</source>
        <translation>P10–P90：正在更新…</translation>
    </message>
    <message>
        <source>%1: P10–P90 of %2 samples (seed %3). Lifetime TCO %4.</source>
        <translation>%1：%2 个样本（随机种子 %3）的 P10–P90。全周期总拥有成本 %4。</translation>
    </message>
    <message>
        <source>P10–P90 of %1 samples</source>
        <translation>%1 个样本的 P10–P90</translation>
    </message>
    <message>
        <source> Shaded: P10–P90 over the Uncertainty group&apos;s ranges (%1 samples, seed %2).</source>
        <translation> 阴影：按“不确定性”组范围得到的 P10–P90（%1 个样本，随机种子 %2）。</translation>
    </message>
    <message>
        <source>P10–P90: %1 samples…</source>
        <translation>P10–P90：%1 个样本…</translation>
    </message>
    <message>
        <source>%1: the previous scenario&apos;s P10–P90, shown grey until this one&apos;s are computed.</source>
        <translation>%1：上一场景的 P10–P90，以灰色显示，直到算出本场景的区间。</translation>
    </message>
    <message>
        <source>Capex = the server&apos;s system price where one is published, else GPUs × card price plus the host of each full server (its server&apos;s host share, else %8; Rack &amp; cooling picks the server), converted at 1 USD = %1 CNY; written off over %3 years, the resale value (%9 of capex after %3 years) coming back in the last month; running cost = IT power × %4 h/day × PUE %5 × %6 %2/kWh%7.</source>
        <translation>资本支出 = 有公开整机价格时用整机价格，否则为 GPU 数 × 卡价，另加每台整机的主机成本（按其服务器的主机占比，否则为 %8；服务器在“机柜与制冷”中选择），按 1 USD = %1 CNY 换算；在 %3 年内折旧，残值（%3 年后为资本支出的 %9）在最后一个月收回；运行成本 = IT 功率 × 每天 %4 小时 × PUE %5 × %6 %2/kWh%7。</translation>
    </message>
    <message>
        <source>Log cost axis</source>
        <translation>成本轴取对数</translation>
    </message>
    <message>
        <source>Draw the TCO chart&apos;s cost axis on a logarithmic scale, so options that cost ten or a hundred times the leading one show too (offered when the costs span a decade)</source>
        <translation>以对数刻度绘制 TCO 图的成本轴，使成本为领先方案十倍或百倍的方案也能显示（成本跨越一个数量级时可用）</translation>
    </message>
</context>
<context>
    <name>gputco::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>Language and units</source>
        <translation>语言与单位</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>跟随系统（%1）</translation>
    </message>
    <message>
        <source>Language of the window, its numbers and dates; applied at once</source>
        <translation>窗口及其数字、日期所用的语言；立即生效</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>GB (10^9 bytes, as vendors quote capacity)</source>
        <translation>GB（10^9 字节，厂商标称容量的方式）</translation>
    </message>
    <message>
        <source>GiB (2^30 bytes, as nvidia-smi reports)</source>
        <translation>GiB（2^30 字节，nvidia-smi 报告的方式）</translation>
    </message>
    <message>
        <source>How every memory figure is shown: views, tables, status line and report</source>
        <translation>所有显存数值的显示方式：视图、表格、状态栏和报告</translation>
    </message>
    <message>
        <source>&amp;Memory unit</source>
        <translation>显存单位(&amp;M)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>CNY (yuan)</source>
        <translation>CNY（人民币）</translation>
    </message>
    <message>
        <source>USD (US dollar)</source>
        <translation>USD（美元）</translation>
    </message>
    <message>
        <source>EUR (euro)</source>
        <translation>EUR（欧元）</translation>
    </message>
    <message>
        <source>Every amount is shown in this currency: the scenario&apos;s electricity price is converted and catalogue prices are converted at the rates below</source>
        <translation>所有金额都以此币种显示：场景电价和目录价格按下面的汇率换算</translation>
    </message>
    <message>
        <source>&amp;Display currency</source>
        <translation>显示币种(&amp;D)</translation>
    </message>
    <message>
        <source>Yuan per US dollar</source>
        <translation>每美元合人民币</translation>
    </message>
    <message>
        <source>1 &amp;USD =</source>
        <translation>1 美元(&amp;U) =</translation>
    </message>
    <message>
        <source>Yuan per euro</source>
        <translation>每欧元合人民币</translation>
    </message>
    <message>
        <source>1 &amp;EUR =</source>
        <translation>1 欧元(&amp;E) =</translation>
    </message>
    <message>
        <source>Indicative rates; set the ones your finance team uses.</source>
        <translation>参考汇率；请设为财务部门使用的汇率。</translation>
    </message>
    <message>
        <source>New scenarios</source>
        <translation>新场景</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>A new scenario starts in this facility, with its electricity price, PUE and carbon factor</source>
        <translation>新场景默认使用此机房及其电价、PUE 和碳排放因子</translation>
    </message>
    <message>
        <source>Default &amp;facility</source>
        <translation>默认机房(&amp;F)</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>100% (normal)</source>
        <translation>100%（正常）</translation>
    </message>
    <message>
        <source>%1% (projector)</source>
        <translation>%1%（投影）</translation>
    </message>
    <message>
        <source>Font size of charts and tables, for presenting on a projector</source>
        <translation>图表和表格的字号，便于在投影仪上演示</translation>
    </message>
    <message>
        <source>Chart and table &amp;text</source>
        <translation>图表与表格文字(&amp;T)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>From the language (A4; Letter for US English)</source>
        <translation>随语言（A4；美式英语用 Letter）</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4（210 × 297 毫米）</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Letter（8.5 × 11 英寸）</translation>
    </message>
    <message>
        <source>The PDF report&apos;s page size, for File &gt; Export report and gpu-tco-cli report (whose --paper option overrides it)</source>
        <translation>PDF 报告的纸张大小，用于“文件 &gt; 导出报告”和 gpu-tco-cli report（其 --paper 选项优先）</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>纸张(&amp;P)</translation>
    </message>
</context>
<context>
    <name>gputco::ui::RackView</name>
    <message>
        <source>The compared card whose deployment is laid out in racks</source>
        <translation>按机柜布置其部署的对比加速卡</translation>
    </message>
    <message>
        <source>Where does it go? Servers, racks, power feeds and cooling</source>
        <translation>放在哪里？服务器、机柜、供电回路与制冷</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>No cards selected: tick cards in the Cards panel.</source>
        <translation>未选择加速卡：请在“加速卡”面板中勾选。</translation>
    </message>
    <message>
        <source>No rack plan for this card: %1</source>
        <translation>此卡无机柜方案：%1</translation>
    </message>
    <message>
        <source>no deployment</source>
        <translation>无部署</translation>
    </message>
    <message>
        <source>No facility chosen: a generic 42U rack with 400 V three-phase 63 A A+B feeds; only space and cooling limit it. Choose a facility in the Economics panel to check its limits.</source>
        <translation>未选择机房：按通用 42U 机柜计算，400V 三相 63 A 双路供电（A/B 路），仅受空间与制冷限制。请在“经济性”面板中选择机房以检查其限制。</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>%1 (%2 GPUs, %3 U, %4 max)</source>
        <translation>%1（%2 张 GPU，%3 U，最大 %4）</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器数</translation>
    </message>
    <message>
        <source>Servers per rack</source>
        <translation>每机柜服务器数</translation>
    </message>
    <message>
        <source>%1 (limited by %2)</source>
        <translation>%1（受限于%2）</translation>
    </message>
    <message>
        <source>none fit (%1)</source>
        <translation>均放不下（%1）</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>Power per rack</source>
        <translation>单机柜功率</translation>
    </message>
    <message>
        <source>%1 in the fullest rack, %2 mean over the racks</source>
        <translation>最满机柜 %1，各机柜平均 %2</translation>
    </message>
    <message>
        <source>At every server&apos;s maximum power</source>
        <translation>按每台服务器的最大功耗</translation>
    </message>
    <message>
        <source>IT power</source>
        <translation>IT 功耗</translation>
    </message>
    <message>
        <source>%1 max, %2 average</source>
        <translation>最大 %1，平均 %2</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>机房功耗</translation>
    </message>
    <message>
        <source>IT power x PUE</source>
        <translation>IT 功耗 x PUE</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>散热量</translation>
    </message>
    <message>
        <source>%1 BTU/h (%2 per rack)</source>
        <translation>%1 BTU/h（每机柜 %2）</translation>
    </message>
    <message>
        <source>1 W = 3.412 BTU/h</source>
        <translation>1 W = 3.412 BTU/h</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>制冷</translation>
    </message>
    <message>
        <source>%1 tons of refrigeration (%2 per rack)</source>
        <translation>%1 冷吨（每机柜 %2）</translation>
    </message>
    <message>
        <source>1 ton = 3.517 kW</source>
        <translation>1 冷吨 = 3.517 kW</translation>
    </message>
    <message>
        <source>Airflow</source>
        <translation>风量</translation>
    </message>
    <message>
        <source>%1 CFM (%2 per rack)</source>
        <translation>%1 CFM（每机柜 %2）</translation>
    </message>
    <message>
        <source>CFM = 3.16 x W / temperature rise in F (20 F)</source>
        <translation>CFM = 3.16 x W / 温升 (°F)（20 °F）</translation>
    </message>
    <message>
        <source>Feed current</source>
        <translation>供电电流</translation>
    </message>
    <message>
        <source>%1 A per phase on each of %2 feed(s); breaker needed %3 A, %4 circuit(s) per feed</source>
        <translation>%2 路供电每路每相 %1 A；需空开额定电流 %3 A，每路 %4 个回路</translation>
    </message>
    <message>
        <source>With A+B feeds each feed must carry the whole rack</source>
        <translation>双路供电（A/B 路）时每路都须承载整个机柜</translation>
    </message>
    <message>
        <source>Cooling method</source>
        <translation>制冷方式</translation>
    </message>
    <message>
        <source>Inlet class</source>
        <translation>进风温度等级</translation>
    </message>
    <message>
        <source>Limits broken</source>
        <translation>超出的限制</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Fullest rack: %1 max</source>
        <translation>最满机柜：最大 %1</translation>
    </message>
    <message>
        <source>1 rack in all</source>
        <translation>共 1 个机柜</translation>
    </message>
    <message>
        <source>%1 racks in all</source>
        <translation>共 %1 个机柜</translation>
    </message>
    <message>
        <source>The server the card is bought, powered and racked in; every view costs the card in it</source>
        <translation>采购、供电并上架此卡所用的服务器；各视图都按它计算此卡的成本</translation>
    </message>
    <message>
        <source>Automatic (%1)</source>
        <translation>自动（%1）</translation>
    </message>
    <message>
        <source> - system price</source>
        <translation> - 整机价格</translation>
    </message>
    <message>
        <source> - host %1 of the cards</source>
        <translation> - 主机占卡价 %1</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>capex understated: no host cost is known for this card, the capex counts the cards alone</source>
        <translation>资本支出偏低：此卡的主机成本未知，资本支出只计入了卡本身</translation>
    </message>
    <message>
        <source>the server&apos;s system price</source>
        <translation>服务器整机价格</translation>
    </message>
    <message>
        <source>cards plus the server&apos;s host share</source>
        <translation>卡价加服务器主机占比</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>The same server and capex basis as Power &amp; cost, Recommend and the report</source>
        <translation>与“功耗与成本”、“推荐”及报告使用相同的服务器和资本支出口径</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>Power cap per card: each card draws at most this and computes at (cap / full load)^(1/3) of its peak; every view, the recommendation and the report use it. None: no cap</source>
        <translation>每卡功耗上限：每张卡的功耗不超过此值，算力降为峰值的（上限 / 满载功耗）^(1/3)；各视图、推荐和报告都使用它。无：不设上限</translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation>功耗上限</translation>
    </message>
</context>
<context>
    <name>gputco::ui::RecommendOptionsModel</name>
    <message>
        <source>★ Recommended</source>
        <translation>★ 推荐</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>自购</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n 台</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rack(s)</source>
        <translation>
            <numerusform>%n 个机柜</numerusform>
        </translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>未选择</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message numerus="yes">
        <source>The best of %n option(s) on this card, %1</source>
        <translation>
            <numerusform>该卡 %n 个方案中的最佳方案（%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>rented</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>自购</translation>
    </message>
    <message>
        <source>On the Pareto front: no other option is both cheaper and faster</source>
        <translation>位于帕累托前沿：没有其他方案同时更便宜且更快</translation>
    </message>
    <message>
        <source>The same GPUs, split, site, cost and speed at each of these precisions (the card&apos;s figures are equal for them): one row</source>
        <translation>在这些精度下 GPU 数、切分、地点、成本和速度都相同（该卡在这些精度下的数值一样）：合为一行</translation>
    </message>
    <message>
        <source>† Capex understated: the catalogue has no system price or host share for this card&apos;s server, so the capex counts the cards alone</source>
        <translation>† 资本支出偏低：产品目录中没有该卡服务器的整机价格或主机占比，资本支出只计加速卡</translation>
    </message>
    <message>
        <source>P10 %1, median %2, P90 %3: the total cost over the Uncertainty group&apos;s ranges</source>
        <translation>P10 %1，中位数 %2，P90 %3：按“不确定性”组范围得到的总成本</translation>
    </message>
    <message>
        <source>Cards, servers, network, installation, electricity and facility over the scenario&apos;s years, less the resale value; indicative prices (see the Catalogue view for each price&apos;s date and source)</source>
        <translation>场景年限内的加速卡、服务器、网络、安装、电费和机房费用，减去残值；价格为参考价（各价格的日期和来源见产品目录视图）</translation>
    </message>
    <message>
        <source>The total cost&apos;s 10th to 90th percentile over the possible futures (Monte Carlo over the Uncertainty group&apos;s ranges), for each card and ownership&apos;s best option</source>
        <translation>各卡自购或租用的最佳方案在可能情形下总成本的第 10 至第 90 百分位（按“不确定性”组范围的蒙特卡洛模拟）</translation>
    </message>
    <message>
        <source>The total cost&apos;s cash flows discounted to today at %1 a year: the purchase now, each month&apos;s costs and the resale at the end (a rented option: each month&apos;s rent). A large resale value weighs less when discounted, so the present value can exceed the total</source>
        <translation>总成本的各笔现金流按每年 %1 折现到今天：现在的采购、每月的费用和期末的残值（租用方案：每月的租金）。残值越大，折现后分量越轻，因此现值可能高于总成本</translation>
    </message>
    <message>
        <source>The share of possible futures (Monte Carlo over the Uncertainty group&apos;s ranges) in which the option is the cheapest of the first %1 options</source>
        <translation>在可能情景中（按“不确定性”组中的范围进行蒙特卡洛模拟），该方案在前 %1 个方案中最便宜的情景所占比例</translation>
    </message>
    <message>
        <source>The option&apos;s place in the whole ranked list; each row is a card&apos;s best option, owned or rented, and opens to its other options</source>
        <translation>方案在完整排名中的位置；每行是一款卡自购或租用的最佳方案，展开可看其他方案</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Owned or rented</source>
        <translation>自购或租用</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>并行切分</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器数</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <source>P10–P90</source>
        <translation>P10–P90</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>每次训练成本</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <source>Cheapest in</source>
        <translation>最便宜的情景占比</translation>
    </message>
    <message>
        <source>Run time</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>Per output token</source>
        <translation>每输出 token</translation>
    </message>
    <message>
        <source>%1 J</source>
        <translation>%1 焦耳</translation>
    </message>
    <message>
        <source>%1 kWh per million output tokens</source>
        <translation>每百万输出 token %1 kWh</translation>
    </message>
    <message>
        <source>IT energy per output token at the utilisation, at the wall (as MLPerf measures it); a rented option&apos;s is the provider&apos;s</source>
        <translation>按利用率计的每输出 token IT 能耗，以墙插处计（与 MLPerf 的测法相同）；租用方案的能耗由云服务商承担</translation>
    </message>
    <message>
        <source>Energy per token</source>
        <translation>每 token 能耗</translation>
    </message>
    <message>
        <source>No range for this row: the P10–P90 is drawn for the cheapest %1 rows and the best owned and rented only (each range is a Monte Carlo of its own)</source>
        <translation>此行没有区间：P10–P90 只为最便宜的 %1 行以及最佳自有和最佳租用方案计算（每个区间都需单独做一次蒙特卡洛模拟）</translation>
    </message>
</context>
<context>
    <name>gputco::ui::RecommendView</name>
    <message>
        <source>&amp;Use this option</source>
        <translation>采用此方案(&amp;U)</translation>
    </message>
    <message>
        <source>Which card, how many, where, at what cost? The options that meet the targets</source>
        <translation>选哪种卡、多少张、放在哪里、花多少钱？满足目标的方案</translation>
    </message>
    <message>
        <source>Tick the option&apos;s card and set its precision, GPUs and facility in the scenario (one undo step); every view follows</source>
        <translation>在场景中勾选该方案的加速卡，并设置其精度、GPU 数量和机房（一步可撤销）；所有视图随之更新</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Left out because it</source>
        <translation>未入选原因：该卡</translation>
    </message>
    <message>
        <source>Cards left out, with the first reason</source>
        <translation>未入选的加速卡及首要原因</translation>
    </message>
    <message>
        <source>Run time (days)</source>
        <translation>训练时长（天）</translation>
    </message>
    <message>
        <source>Time per output token (ms)</source>
        <translation>每输出 token 时间（毫秒）</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>每次训练成本</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) ranked over %1 years; indicative prices; the square is this scenario&apos;s leading card as the other views size it</source>
        <translation>
            <numerusform>共 %n 个方案，按 %1 年排名；价格为参考价；方框为本场景中其他视图所选的领先加速卡</numerusform>
        </translation>
    </message>
    <message>
        <source>Updating the recommendation for the changed scenario…</source>
        <translation>正在为更改后的场景更新推荐方案…</translation>
    </message>
    <message>
        <source>A Monte Carlo over the ranges of the Uncertainty group: the site&apos;s inputs are drawn once per future for all options, each card&apos;s price once for all its options</source>
        <translation>按“不确定性”组中的范围进行蒙特卡洛模拟：站点相关输入在每个情景中对所有方案只抽取一次，每张卡的价格对其所有方案只抽取一次</translation>
    </message>
    <message>
        <source>Filter by card or vendor</source>
        <translation>按加速卡或厂商筛选</translation>
    </message>
    <message>
        <source>Owned and rented</source>
        <translation>自购和租用</translation>
    </message>
    <message>
        <source>Owned only</source>
        <translation>仅自购</translation>
    </message>
    <message>
        <source>Rented only</source>
        <translation>仅租用</translation>
    </message>
    <message>
        <source>Ranked options: each card&apos;s best, owned or rented (open a row for its other options)</source>
        <translation>方案排名：每款卡自购或租用的最佳方案（展开一行可看其他方案）</translation>
    </message>
    <message>
        <source>Which options the table lists; what the search covers is set under Targets (Own or rent)</source>
        <translation>表格列出哪些方案；搜索范围在“目标与限制”中的“购买或租用”设置</translation>
    </message>
    <message>
        <source>The rules every figure below follows; the Economics and Workload panels change them</source>
        <translation>下方所有数字遵循的规则；可在经济参数与工作负载面板中更改</translation>
    </message>
    <message>
        <source>Log cost axis</source>
        <translation>成本轴取对数</translation>
    </message>
    <message>
        <source>Draw the chart&apos;s cost axis on a logarithmic scale, so options that cost ten or a hundred times the recommendation show too (offered when the costs span a decade)</source>
        <translation>以对数刻度绘制图表的成本轴，使成本为推荐方案十倍或百倍的方案也能显示（成本跨越一个数量级时可用）</translation>
    </message>
    <message>
        <source>%1 rented</source>
        <translation>%1 租用</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 rows (cheapest first). Scroll down to read more; sorting covers the rows read so far.</source>
        <translation>显示 %2 行中的前 %1 行（最便宜的在前）。向下滚动可读取更多；排序只针对已读取的行。</translation>
    </message>
    <message>
        <source>Filtering: %1 of %2 rows read so far.</source>
        <translation>正在筛选：已读取 %2 行中的 %1 行。</translation>
    </message>
    <message>
        <source>Showing the %1 cheapest of %2 options and the Pareto front: a chart cannot show more.</source>
        <translation>显示 %2 个方案中最便宜的 %1 个及帕累托前沿：图表无法显示更多。</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 cards left out.</source>
        <translation>显示 %2 张未入选加速卡中的前 %1 张。</translation>
    </message>
    <message>
        <source>The rows hold the %1 cheapest of %2 options; the others are counted, not listed (the chart draws the whole Pareto front).</source>
        <translation>表中各行来自 %2 个方案中最便宜的 %1 个；其余方案只计数，不列出（图表绘出完整的帕累托前沿）。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ScenarioFileActions</name>
    <message>
        <source>GPU TCO scenarios (*.gputco.json);;JSON files (*.json);;All files (*)</source>
        <translation>GPU TCO 场景 (*.gputco.json);;JSON 文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Open scenario...</source>
        <translation>打开场景(&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save scenario</source>
        <translation>保存场景(&amp;S)</translation>
    </message>
    <message>
        <source>Save scenario &amp;as...</source>
        <translation>场景另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Export report (PDF)...</source>
        <translation>导出报告 (PDF)(&amp;E)...</translation>
    </message>
    <message>
        <source>Export report, &amp;landscape (PDF)...</source>
        <translation>导出报告，横向 (PDF)(&amp;L)...</translation>
    </message>
    <message>
        <source>Export A/&amp;B report against a saved scenario...</source>
        <translation>与已保存场景对比，导出 A/B 报告(&amp;B)...</translation>
    </message>
    <message>
        <source>%1 was not opened; nothing changed.

%2</source>
        <translation>未打开 %1，未做任何更改。

%2</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>%1 cannot be compared.

%2</source>
        <translation>无法对比 %1。

%2</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>无法保存场景</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>场景另存为</translation>
    </message>
    <message>
        <source>report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation>无法导出报告</translation>
    </message>
    <message>
        <source>Compare with which saved scenario (B)?</source>
        <translation>与哪个已保存的场景 (B) 对比？</translation>
    </message>
    <message>
        <source>Export A/B report</source>
        <translation>导出 A/B 报告</translation>
    </message>
    <message>
        <source>ab-report.pdf</source>
        <translation>ab-报告.pdf</translation>
    </message>
    <message>
        <source>Cannot export the A/B report</source>
        <translation>无法导出 A/B 报告</translation>
    </message>
    <message>
        <source>No recent scenarios</source>
        <translation>没有最近打开的场景</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>未命名场景</translation>
    </message>
    <message>
        <source>%1[*] — GPU TCO Explorer</source>
        <translation>%1[*] — GPU 总拥有成本分析器</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.</source>
        <translation>“%1”有尚未保存的更改。</translation>
    </message>
    <message>
        <source>Save them before going on?</source>
        <translation>继续之前要保存吗？</translation>
    </message>
</context>
<context>
    <name>gputco::ui::SensitivityRangesModel</name>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低端</translation>
    </message>
    <message>
        <source>Typical</source>
        <translation>典型值</translation>
    </message>
    <message>
        <source>High</source>
        <translation>高端</translation>
    </message>
    <message>
        <source>Certain?</source>
        <translation>是否确定</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
</context>
<context>
    <name>gputco::ui::SensitivityView</name>
    <message>
        <source>The selected card whose tornado is drawn</source>
        <translation>绘制龙卷风图所用的已选加速卡</translation>
    </message>
    <message>
        <source>What the bars measure</source>
        <translation>条形所衡量的指标</translation>
    </message>
    <message>
        <source>Card:</source>
        <translation>加速卡：</translation>
    </message>
    <message>
        <source>Measure:</source>
        <translation>指标：</translation>
    </message>
    <message>
        <source>Core cannot size this workload: %1</source>
        <translation>核心无法测算此工作负载：%1</translation>
    </message>
    <message>
        <source>No cards selected: tick cards in the Cards panel to see what moves their cost.</source>
        <translation>未选择加速卡：请在“加速卡”面板中勾选，查看哪些因素影响其成本。</translation>
    </message>
    <message>
        <source>Core cannot vary the inputs: %1</source>
        <translation>核心无法改变输入：%1</translation>
    </message>
    <message>
        <source>None of the selected cards has a total cost to vary (none can run this workload).</source>
        <translation>已选加速卡都没有可变动的总成本（都无法运行此工作负载）。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ServingTargetsGroup</name>
    <message>
        <source>Service under load (P99)</source>
        <translation>负载下的服务（P99）</translation>
    </message>
    <message>
        <source>Remove the P99 targets, the peak and the traffic&apos;s shape</source>
        <translation>移除 P99 目标、峰值和流量形态</translation>
    </message>
    <message>
        <source>P99 time to first token (ms)</source>
        <translation>P99 首 token 时延（毫秒）</translation>
    </message>
    <message>
        <source>Inference: 99 % of requests must see their first token within this, queueing included, at the peak rate. Set, each option is sized by its simulated capacity (Serving view). Empty: no P99 target.</source>
        <translation>推理：在峰值速率下，99% 的请求必须在此时间内（含排队）收到首个 token。设置后，每个方案按其模拟容量确定规模（见“服务负载”视图）。留空：无 P99 目标。</translation>
    </message>
    <message>
        <source>Change P99 time-to-first-token target</source>
        <translation>更改 P99 首 token 时延目标</translation>
    </message>
    <message>
        <source>P99 time per output token (ms)</source>
        <translation>P99 每 token 时延（毫秒）</translation>
    </message>
    <message>
        <source>Inference: 99 % of requests must average at most this per generated token at the peak rate. Empty: no P99 target.</source>
        <translation>推理：在峰值速率下，99% 的请求每个生成 token 的平均时延不得超过此值。留空：无 P99 目标。</translation>
    </message>
    <message>
        <source>Change P99 time-per-token target</source>
        <translation>更改 P99 每 token 时延目标</translation>
    </message>
    <message>
        <source>Peak rate (requests/s)</source>
        <translation>峰值速率（请求/秒）</translation>
    </message>
    <message>
        <source>Requests per second the whole deployment must take at its busiest. Empty: the throughput target in requests.</source>
        <translation>整个部署在最繁忙时必须承接的每秒请求数。留空：按吞吐目标折算的请求数。</translation>
    </message>
    <message>
        <source>Change peak rate</source>
        <translation>更改峰值速率</translation>
    </message>
    <message>
        <source>Peak (output tokens/s)</source>
        <translation>峰值（输出 token/秒）</translation>
    </message>
    <message>
        <source>The peak in output tokens per second; the larger of the two peaks counts. Empty: none.</source>
        <translation>以每秒输出 token 数表示的峰值；两个峰值中取较大者。留空：无。</translation>
    </message>
    <message>
        <source>Change peak output tokens</source>
        <translation>更改峰值输出 token 数</translation>
    </message>
    <message>
        <source>Burstiness</source>
        <translation>突发度</translation>
    </message>
    <message>
        <source>Coefficient of variation of the gaps between arrivals, 0.1 to 10: 1 is Poisson, above 1 bursty. Empty: 1.</source>
        <translation>请求到达间隔的变异系数，0.1 至 10：1 为泊松到达，大于 1 为突发。留空：1。</translation>
    </message>
    <message>
        <source>Change burstiness</source>
        <translation>更改突发度</translation>
    </message>
    <message>
        <source>Prompt length spread</source>
        <translation>提示长度离散度</translation>
    </message>
    <message>
        <source>Coefficient of variation of prompt lengths (log-normal), 0 to 4. Empty: 0, every prompt as long.</source>
        <translation>提示长度的变异系数（对数正态），0 至 4。留空：0，所有提示等长。</translation>
    </message>
    <message>
        <source>Change prompt length spread</source>
        <translation>更改提示长度离散度</translation>
    </message>
    <message>
        <source>Output length spread</source>
        <translation>输出长度离散度</translation>
    </message>
    <message>
        <source>Coefficient of variation of output lengths (log-normal), 0 to 4. Empty: 0.</source>
        <translation>输出长度的变异系数（对数正态），0 至 4。留空：0。</translation>
    </message>
    <message>
        <source>Change output length spread</source>
        <translation>更改输出长度离散度</translation>
    </message>
    <message>
        <source>Remove P99 targets and traffic</source>
        <translation>移除 P99 目标和流量设置</translation>
    </message>
    <message>
        <source>no P99 target</source>
        <translation>无 P99 目标</translation>
    </message>
    <message>
        <source>the throughput target</source>
        <translation>吞吐目标</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>1 (Poisson)</source>
        <translation>1（泊松）</translation>
    </message>
    <message>
        <source>0 (fixed)</source>
        <translation>0（固定）</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ServingView</name>
    <message>
        <source>How long until the first token, as the load grows?</source>
        <translation>负载增加时，首 token 要等多久？</translation>
    </message>
    <message>
        <source>How fast do tokens follow, as the load grows?</source>
        <translation>负载增加时，后续 token 有多快？</translation>
    </message>
    <message>
        <source>Arrivals per replica (requests/s)</source>
        <translation>每副本到达速率（请求/秒）</translation>
    </message>
    <message>
        <source>Time to first token (ms)</source>
        <translation>首 token 时延（毫秒）</translation>
    </message>
    <message>
        <source>Time per output token (ms)</source>
        <translation>每输出 token 时间（毫秒）</translation>
    </message>
    <message>
        <source>Core cannot size this workload: %1</source>
        <translation>核心无法测算此工作负载：%1</translation>
    </message>
    <message>
        <source>Serving under load is for inference: choose the Inference mode in the Workload panel.</source>
        <translation>负载下的服务仅适用于推理：请在“工作负载”面板中选择推理模式。</translation>
    </message>
    <message>
        <source>No cards selected: tick cards in the Cards panel to see their latency under load.</source>
        <translation>未选择加速卡：在“加速卡”面板中勾选加速卡，查看其负载下的时延。</translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>正在模拟…</translation>
    </message>
    <message>
        <source>Updating: the previous scenario&apos;s curves are shown grey until this one&apos;s are simulated.</source>
        <translation>正在更新：在当前场景的曲线模拟完成之前，以灰色显示上一场景的曲线。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::StatusSummary</name>
    <message>
        <source>Model, parameter count and mode</source>
        <translation>模型、参数量与模式</translation>
    </message>
    <message>
        <source>Inference: output tokens per second of the deployment. Training: run time.</source>
        <translation>推理：部署每秒输出 token 数。训练：训练时长。</translation>
    </message>
    <message>
        <source>Average IT power of the deployment</source>
        <translation>部署的平均 IT 功耗</translation>
    </message>
    <message>
        <source>Total cost of ownership over the period (* running cost only: no card price)</source>
        <translation>周期内的总拥有成本（* 仅运营成本：无卡价）</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Workload not valid: %1</source>
        <translation>工作负载无效：%1</translation>
    </message>
    <message>
        <source>No selected card holds this workload</source>
        <translation>所选加速卡均放不下此工作负载</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 token/s</translation>
    </message>
    <message>
        <source>%1 IT</source>
        <translation>IT %1</translation>
    </message>
    <message>
        <source>%1 / %2 y%3</source>
        <translation>%1 / %2 年%3</translation>
    </message>
    <message>
        <source>no facility fits</source>
        <translation>没有机房放得下</translation>
    </message>
    <message>
        <source>fits: %1</source>
        <translation>放得下：%1</translation>
    </message>
    <message>
        <source>The recommendation: the cheapest option over the period that meets the targets, searched over every catalogue card (the Recommend view)</source>
        <translation>推荐方案：在产品目录全部加速卡中搜索，满足目标且期内成本最低的方案（见推荐方案视图）</translation>
    </message>
    <message>
        <source>The facility the recommendation is costed in</source>
        <translation>推荐方案计算成本所用的机房</translation>
    </message>
    <message>
        <source>Recommended: %1 × %2 (%3)</source>
        <translation>推荐：%1 × %2（%3）</translation>
    </message>
    <message>
        <source>Recommended: %1 × %2 (%3, TP%4 × %5 replicas)</source>
        <translation>推荐：%1 × %2（%3，TP%4 × %5 个副本）</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>位于 %1</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>Best selected: %1 × %2 (TP%3 × %4 replicas)</source>
        <translation>已选最佳：%1 × %2（TP%3 × %4 个副本）</translation>
    </message>
    <message>
        <source>Best selected: %1 × %2</source>
        <translation>已选最佳：%1 × %2</translation>
    </message>
    <message>
        <source>, P99 TTFT %1 ms / TPOT %2 ms at %3 requests/s</source>
        <translation>，%3 请求/秒时 P99 首 token 时延 %1 毫秒 / 每 token 时延 %2 毫秒</translation>
    </message>
    <message>
        <source>Recommended: %1 × %2 (%3, %4)</source>
        <translation>推荐：%1 × %2（%3，%4）</translation>
    </message>
    <message>
        <source>Best selected: %1 × %2 (%3 × %4 replicas)</source>
        <translation>已选最佳：%1 × %2（%3 × %4 个副本）</translation>
    </message>
</context>
<context>
    <name>gputco::ui::TornadoChart</name>
    <message>
        <source>Which assumption moves the cost most?</source>
        <translation>哪项假设对成本影响最大？</translation>
    </message>
    <message>
        <source>Input at its low end</source>
        <translation>输入取低端</translation>
    </message>
    <message>
        <source>Input at its high end</source>
        <translation>输入取高端</translation>
    </message>
    <message>
        <source>Typical</source>
        <translation>典型值</translation>
    </message>
</context>
<context>
    <name>gputco::ui::WorkloadPanel</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Reset the model, mode and precisions to Llama-3.1-70B inference in BF16</source>
        <translation>将模型、模式与精度重置为 Llama-3.1-70B BF16 推理</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>自定义规模</translation>
    </message>
    <message>
        <source>A published model (exact architecture from its configuration) or a custom model inferred from the parameter count</source>
        <translation>已发布的模型（按其配置的精确结构），或由参数量推算的自定义模型</translation>
    </message>
    <message>
        <source>Change model</source>
        <translation>更改模型</translation>
    </message>
    <message>
        <source>Parameter count in billions. Moving it switches to a custom model of that size; memory, compute and every cost scale with it.</source>
        <translation>参数量（十亿）。拖动它会切换为该规模的自定义模型；显存、算力和各项成本随之缩放。</translation>
    </message>
    <message>
        <source>Change model size</source>
        <translation>更改模型规模</translation>
    </message>
    <message>
        <source>Size (billion parameters)</source>
        <translation>规模（十亿参数）</translation>
    </message>
    <message>
        <source>Training keeps gradients, optimizer states and activations; inference keeps the KV cache. LoRA and QLoRA train small adapters on a frozen base.</source>
        <translation>训练需保存梯度、优化器状态和激活值；推理需保存 KV 缓存。LoRA 与 QLoRA 在冻结的基座上训练小型适配器。</translation>
    </message>
    <message>
        <source>Change mode</source>
        <translation>更改模式</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Storage format of the weights: bytes per parameter (INT4 and NF4 include their scales)</source>
        <translation>权重的存储格式：每个参数的字节数（INT4 与 NF4 含缩放因子）</translation>
    </message>
    <message>
        <source>Change weight precision</source>
        <translation>更改权重精度</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重精度</translation>
    </message>
    <message>
        <source>Format of the inference KV cache: bytes per cached key and value element</source>
        <translation>推理 KV 缓存的格式：每个缓存键值元素的字节数</translation>
    </message>
    <message>
        <source>Change KV cache precision</source>
        <translation>更改 KV 缓存精度</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存精度</translation>
    </message>
    <message>
        <source>Reset model</source>
        <translation>重置模型</translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>序列</translation>
    </message>
    <message>
        <source>Tokens per sequence (prompt plus output). The KV cache and activations grow with it.</source>
        <translation>每个序列的 token 数（提示词加输出）。KV 缓存和激活值随之增长。</translation>
    </message>
    <message>
        <source>Change context length</source>
        <translation>更改上下文长度</translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation>上下文（token）</translation>
    </message>
    <message>
        <source>Change batch or concurrency</source>
        <translation>更改批大小或并发</translation>
    </message>
    <message>
        <source>Reset sequences</source>
        <translation>重置序列</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Optimizer states per trainable parameter: AdamW keeps FP32 master weights, momentum and variance (12 bytes)</source>
        <translation>每个可训练参数的优化器状态：AdamW 保存 FP32 主权重、动量和方差（12 字节）</translation>
    </message>
    <message>
        <source>Change optimizer</source>
        <translation>更改优化器</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>0: no sharding</source>
        <translation>0：不切分</translation>
    </message>
    <message>
        <source>1: shard optimizer states</source>
        <translation>1：切分优化器状态</translation>
    </message>
    <message>
        <source>2: + gradients</source>
        <translation>2：+ 梯度</translation>
    </message>
    <message>
        <source>3: + weights</source>
        <translation>3：+ 权重</translation>
    </message>
    <message>
        <source>ZeRO (Rajbhandari et al. 2020) divides model states over the data-parallel GPUs</source>
        <translation>ZeRO（Rajbhandari 等 2020）将模型状态切分到数据并行的各 GPU 上</translation>
    </message>
    <message>
        <source>Change ZeRO stage</source>
        <translation>更改 ZeRO 阶段</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Tokens the whole run processes, in billions: sets training time, energy and cost</source>
        <translation>整个训练处理的 token 数（十亿）：决定训练时长、用电量和成本</translation>
    </message>
    <message>
        <source>Change training tokens</source>
        <translation>更改训练 token 数</translation>
    </message>
    <message>
        <source>Training tokens (billions)</source>
        <translation>训练 token 数（十亿）</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: the share of the card&apos;s dense peak a training run achieves. Auto uses core&apos;s default for each card family and models communication itself.</source>
        <translation>模型算力利用率（MFU）：训练实际达到的加速卡稠密峰值算力占比。“自动”按各卡系列使用核心默认值，并单独建模通信。</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Change MFU</source>
        <translation>更改 MFU</translation>
    </message>
    <message>
        <source>MFU (%)</source>
        <translation>MFU (%)</translation>
    </message>
    <message>
        <source>Reset training</source>
        <translation>重置训练</translation>
    </message>
    <message>
        <source>Serving targets</source>
        <translation>服务目标</translation>
    </message>
    <message>
        <source>Reset throughput and latency targets</source>
        <translation>重置吞吐与时延目标</translation>
    </message>
    <message>
        <source>Output tokens per second the whole service must deliver: sets how many replicas are needed</source>
        <translation>整个服务每秒须输出的 token 数：决定所需副本数</translation>
    </message>
    <message>
        <source>Change target throughput</source>
        <translation>更改目标吞吐</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>吞吐（token/s）</translation>
    </message>
    <message>
        <source>Tokens generated per request; the rest of the context is the prompt. Sets the split between prefill and decode.</source>
        <translation>每个请求生成的 token 数；上下文其余部分为提示词。决定预填充与解码的比例。</translation>
    </message>
    <message>
        <source>Change output tokens</source>
        <translation>更改输出 token 数</translation>
    </message>
    <message>
        <source>Output per request (tokens)</source>
        <translation>每请求输出（token）</translation>
    </message>
    <message>
        <source>Longest acceptable time per output token; cards slower than this are ruled out</source>
        <translation>可接受的最长每 token 时延；比这更慢的加速卡被排除</translation>
    </message>
    <message>
        <source>Change target latency</source>
        <translation>更改目标时延</translation>
    </message>
    <message>
        <source>Latency per token (ms)</source>
        <translation>每 token 时延 (ms)</translation>
    </message>
    <message>
        <source>Reset serving targets</source>
        <translation>重置服务目标</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>部署</translation>
    </message>
    <message>
        <source>Reset GPU count and utilisation</source>
        <translation>重置 GPU 数与利用率</translation>
    </message>
    <message>
        <source>Training: GPUs in the cluster; sets capital cost, power, racks and training time. Inference deployments are sized to the serving targets instead.</source>
        <translation>训练：集群中的 GPU 数，决定资本支出、功耗、机柜数和训练时长。推理部署则按服务目标测算规模。</translation>
    </message>
    <message>
        <source>Change GPU count</source>
        <translation>更改 GPU 数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Share of the hours the cards do useful work: spreads the fixed costs over fewer GPU-hours or tokens</source>
        <translation>加速卡做有效工作的时间占比：固定成本分摊到更少的 GPU 小时或 token 上</translation>
    </message>
    <message>
        <source>Change utilisation</source>
        <translation>更改利用率</translation>
    </message>
    <message>
        <source>Utilisation (%)</source>
        <translation>利用率 (%)</translation>
    </message>
    <message>
        <source>Reset deployment</source>
        <translation>重置部署</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <source>Micro-batch per GPU (sequences)</source>
        <translation>每 GPU 微批次（序列）</translation>
    </message>
    <message>
        <source>Reset context length to 8,192 tokens, concurrency to 32 and micro-batch to 1</source>
        <translation>将上下文长度重置为 8,192 个 token，并发数重置为 32，微批次重置为 1</translation>
    </message>
    <message>
        <source>Sequences served at once (KV cache per sequence); kept apart from the training micro-batch</source>
        <translation>同时服务的序列数（每条序列占用 KV 缓存）；与训练微批次分开保存</translation>
    </message>
    <message>
        <source>Sequences per micro-batch per GPU (activations), 1 is common with pipeline parallelism; kept apart from the inference concurrency</source>
        <translation>每 GPU 每个微批次的序列数（影响激活值），流水线并行时常用 1；与推理并发数分开保存</translation>
    </message>
    <message>
        <source>Reset optimizer, ZeRO stage, tokens, global batch and MFU</source>
        <translation>重置优化器、ZeRO 阶段、训练 token 数、全局批次与 MFU</translation>
    </message>
    <message>
        <source>Tokens per optimizer step, in millions (sequences x context). Auto follows the published runs: max(4 Mi, 1,024 per GPU), at most 64 Mi tokens. The layout search splits it into micro-batches.</source>
        <translation>每个优化器步的 token 数，单位百万（序列数 × 上下文长度）。自动取值依据已发表的训练：max(4 Mi, 每 GPU 1,024)，最多 64 Mi token。并行方案搜索再把它切分为微批次。</translation>
    </message>
    <message>
        <source>Change global batch</source>
        <translation>更改全局批次</translation>
    </message>
    <message>
        <source>Global batch (M tokens)</source>
        <translation>全局批次（百万 token）</translation>
    </message>
    <message>
        <source>auto: %1</source>
        <translation>自动：%1</translation>
    </message>
    <message>
        <source>Use the mode&apos;s training tokens</source>
        <translation>使用该模式的默认训练 token 数</translation>
    </message>
    <message>
        <source>Set training tokens</source>
        <translation>设置训练 token 数</translation>
    </message>
    <message>
        <source>Default: 20 tokens per parameter (Chinchilla), %1</source>
        <translation>默认：每个参数 20 个 token（Chinchilla），%1</translation>
    </message>
    <message>
        <source>Default by mode: 20 per parameter to pre-train, %1 to fine-tune</source>
        <translation>按模式默认：预训练每个参数 20 个，微调 %1</translation>
    </message>
    <message>
        <source>Default: a fine-tuning set of %1 tokens</source>
        <translation>默认：%1 token 的微调数据集</translation>
    </message>
    <message>
        <source>Pre-training: 20 tokens per parameter, the compute-optimal ratio of Hoffmann et al. 2022 (&quot;Chinchilla&quot;). Full fine-tuning, LoRA and QLoRA: about 100 million tokens, a typical instruction or domain set (an assumption: give your own count).</source>
        <translation>预训练：每个参数 20 个 token，即 Hoffmann 等 2022 年（“Chinchilla”）的算力最优比例。全量微调、LoRA 与 QLoRA：约 1 亿 token，典型的指令或领域数据集（为假设值：请填写您自己的数量）。</translation>
    </message>
    <message>
        <source>Use the mode&apos;s default</source>
        <translation>使用该模式的默认值</translation>
    </message>
</context>
<context>
    <name>gputco::ui::WorkloadUsersGroup</name>
    <message>
        <source>not given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Size to the throughput target alone</source>
        <translation>仅按吞吐目标确定规模</translation>
    </message>
    <message>
        <source>Users served at the same time. With what each asks for below, they give the throughput the deployment is sized to (the larger of it and the throughput target).</source>
        <translation>同时服务的用户数。结合下方每个用户的需求，得出部署所需的吞吐（取它与吞吐目标中的较大者确定规模）。</translation>
    </message>
    <message>
        <source>Change concurrent users</source>
        <translation>更改并发用户数</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>并发用户数</translation>
    </message>
    <message>
        <source>Output tokens per second each user reads while a reply streams (reading speed is about 5-10; an agent may read faster)</source>
        <translation>回复流式输出时每个用户每秒读取的输出 token 数（阅读速度约 5-10；智能体可能更快）</translation>
    </message>
    <message>
        <source>Change tokens per second per user</source>
        <translation>更改每用户每秒 token 数</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation>每用户 token/s</translation>
    </message>
    <message>
        <source>Requests each user sends a minute, each as long as the output per request; the larger of this and the tokens per second counts</source>
        <translation>每个用户每分钟发送的请求数，每个请求的长度为每请求输出；取它与每秒 token 数中的较大者</translation>
    </message>
    <message>
        <source>Change requests per minute per user</source>
        <translation>更改每用户每分钟请求数</translation>
    </message>
    <message>
        <source>Requests/min per user</source>
        <translation>每用户每分钟请求数</translation>
    </message>
    <message>
        <source>Reset users</source>
        <translation>重置用户</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>GPU TCO Explorer: memory fit, power, cost and facility planning.</source>
        <translation>GPU 总拥有成本分析器：显存容量、功耗、成本与机房规划。</translation>
    </message>
    <message>
        <source>Catalogue database file to open (&apos;:memory:&apos; for the built-in catalogue without a file).</source>
        <translation>要打开的产品目录数据库文件（&apos;:memory:&apos; 表示不使用文件的内置目录）。</translation>
    </message>
    <message>
        <source>Render the whole window with the default scenario to a PNG file without a display, then exit.</source>
        <translation>无需显示器，用默认场景将整个窗口渲染为 PNG 文件后退出。</translation>
    </message>
    <message>
        <source>View to show: %1.</source>
        <translation>要显示的视图：%1。</translation>
    </message>
    <message>
        <source>Window size for --screenshot, at least 1280x800 (default 1440x900).</source>
        <translation>--screenshot 的窗口尺寸，至少 1280x800（默认 1440x900）。</translation>
    </message>
    <message>
        <source>Start from the default scenario and layout.</source>
        <translation>从默认场景和布局开始。</translation>
    </message>
    <message>
        <source>--view: &apos;%1&apos; is not one of: %2</source>
        <translation>--view：&apos;%1&apos; 不是以下之一：%2</translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; must be WxH from 1280x800 to 7680x4320</source>
        <translation>--size：&apos;%1&apos; 须为 宽x高，从 1280x800 到 7680x4320</translation>
    </message>
    <message>
        <source>--database: %1</source>
        <translation>--database：%1</translation>
    </message>
    <message>
        <source>--screenshot: cannot write %1: %2</source>
        <translation>--screenshot：无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Open a scenario file (.gputco.json) as B of the A/B comparison (the &apos;ab&apos; view): the window&apos;s scenario is A. With --screenshot, for a picture of the A/B view.</source>
        <translation>将场景文件 (.gputco.json) 作为 A/B 对比（&apos;ab&apos; 视图）中的 B 打开：窗口中的场景为 A。与 --screenshot 一起使用可得到 A/B 视图的图片。</translation>
    </message>
    <message>
        <source>--compare: %1</source>
        <translation>--compare：%1</translation>
    </message>
    <message>
        <source>A saved scenario to open (what a double-click in the file manager does).</source>
        <translation>要打开的已保存场景（即在文件管理器中双击的效果）。</translation>
    </message>
    <message>
        <source>FILE.gputco.json: give one scenario file, got %1</source>
        <translation>FILE.gputco.json：请只给出一个场景文件，实际给出 %1 个</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
</context>
</TS>
