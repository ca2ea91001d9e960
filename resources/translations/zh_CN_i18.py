"""Simplified Chinese for issue 18: the models table of the catalogue editor, File > Import model... and the
config.json import messages.

Keys are the English source texts; terms follow /work/shared/GLOSSARY.md.
"""

TEXT = {
    # --- models table columns ---------------------------------------------------------------------------------
    "Layers": "层数",
    "Hidden size": "隐藏层维度",
    "Attention heads": "注意力头数",
    "KV heads": "KV 头数",
    "Head dimension": "头维度",
    "FFN width": "FFN 宽度",
    "Vocabulary": "词表大小",
    "Maximum context": "最大上下文",
    "Gated MLP": "门控 MLP",
    "Tied embeddings": "共享词嵌入",
    "QKV bias": "QKV 偏置",
    "Linear biases": "线性层偏置",
    "LayerNorm with bias": "带偏置的 LayerNorm",
    "Learned positions": "可学习位置编码",
    "MoE experts": "MoE 专家数",
    "MoE active experts": "MoE 激活专家数",
    "MoE shared experts": "MoE 共享专家数",
    "MoE expert FFN width": "MoE 专家 FFN 宽度",
    "MoE dense layers": "MoE 稠密层数",
    "MLA query rank": "MLA 查询秩",
    "MLA KV rank": "MLA KV 秩",
    "MLA QK head dimension": "MLA QK 头维度",
    "MLA RoPE head dimension": "MLA RoPE 头维度",
    "MLA V head dimension": "MLA V 头维度",
    "Published parameters": "公布参数量",
    "Published active parameters": "公布激活参数量",
    "Your catalogue: cards, servers, facilities, cloud prices and models": "你的产品目录：加速卡、服务器、机房、云价格与模型",
    "Counted from the architecture: %1 billion": "按结构计算：%1 十亿",
    ", %1 billion active": "，激活 %1 十亿",
    # --- File > Import model... ---------------------------------------------------------------------------------
    "Import &model…": "导入模型(&M)…",
    "Add a model from its Hugging Face config.json (Llama, Qwen, Mixtral, DeepSeek, Gemma) to the catalogue; you can also drop the file on the window":
        "从 Hugging Face 的 config.json（Llama、Qwen、Mixtral、DeepSeek、Gemma）向目录添加模型；也可以把文件拖放到窗口上",
    "Import model": "导入模型",
    "Hugging Face config (*.json);;All files (*)": "Hugging Face 配置 (*.json);;所有文件 (*)",
    "%1 was not imported; nothing was stored:\n%2": "%1 未导入，未保存任何内容：\n%2",
    "Stored the model %1 (id %2): %3 billion parameters counted from its architecture.":
        "已保存模型 %1（ID %2）：按其结构计算参数量为 %3 十亿。",
    "%1 billion active per token.": "每个 token 激活 %1 十亿参数。",
    "Choose it under Workload > Model; edit it in Catalogue > Models, where the published parameter count can be added.":
        "可在“工作负载 > 模型”中选择它；在“目录 > 模型”中编辑，并可填写公布的参数量。",
    "Read as %1.": "读取方式：%1。",
    "memory not published": "显存容量未公布",
    # --- gpu-tco FILE.gputco.json -----------------------------------------------------------------------------
    "Open scenario": "打开场景",
    "A saved scenario to open (what a double-click in the file manager does).": "要打开的已保存场景（即在文件管理器中双击的效果）。",
    "FILE.gputco.json: give one scenario file, got %1": "FILE.gputco.json：请只给出一个场景文件，实际给出 %1 个",
}

BY_CONTEXT = {}
