"""Simplified Chinese for File > Import measurements: the user's own vLLM benchmark and nvidia-smi log fitted into
a measured-yours efficiency profile, and its parity chart.

Keys are the English source texts; terms follow /work/shared/GLOSSARY.md (首 token 时延, 张量并行, 功耗, 效率档案).
"""

TEXT = {
    # --- the menu ---------------------------------------------------------------------------------------------
    "Import meas&urements…": "导入实测数据(&U)…",
    "Fit a card's efficiency profile to your vLLM benchmark result and nvidia-smi log":
        "按您的 vLLM 基准测试结果和 nvidia-smi 日志拟合该卡的效率档案",
    # --- the dialog -------------------------------------------------------------------------------------------
    "Import measurements": "导入实测数据",
    "The scenario's model is custom (a parameter count): choose a named model under Workload > Model, the one the "
    "benchmark ran.":
        "场景的模型是自定义的（仅参数量）：请在“工作负载 > 模型”中选择基准测试所用的具名模型。",
    "benchmark_serving.py --save-result --save-detailed output":
        "benchmark_serving.py --save-result --save-detailed 的输出",
    "optional: nvidia-smi --query-gpu=timestamp,power.draw,utilization.gpu,memory.used --format=csv -l 1":
        "可选：nvidia-smi --query-gpu=timestamp,power.draw,utilization.gpu,memory.used --format=csv -l 1",
    "Browse…": "浏览…",
    "vLLM benchmark result": "vLLM 基准测试结果",
    "vLLM result (*.json *.jsonl);;All files (*)": "vLLM 结果 (*.json *.jsonl);;所有文件 (*)",
    "nvidia-smi power log": "nvidia-smi 功耗日志",
    "nvidia-smi log (*.csv *.log *.txt);;All files (*)": "nvidia-smi 日志 (*.csv *.log *.txt);;所有文件 (*)",
    "From the file (else 1)": "取自文件（否则为 1）",
    "vLLM result:": "vLLM 结果：",
    "nvidia-smi log:": "nvidia-smi 日志：",
    "Card it ran on:": "运行所用的卡：",
    "Model (the scenario's):": "模型（场景中的）：",
    "Tensor-parallel size:": "张量并行度：",
    "Weights:": "权重：",
    "&Fit": "拟合(&F)",
    "Fit the card's compute share, bandwidth share, step overhead and power at load to the files (docs/MODEL.md, "
    "Your own measurements)":
        "按这些文件拟合该卡的算力利用率、显存带宽利用率、每步固定开销和负载功耗（docs/MODEL.md，“您自己的实测”）",
    "Choose the benchmark result, the card and the tensor-parallel size, then Fit.":
        "请选择基准测试结果、卡和张量并行度，然后点击“拟合”。",
    "Each request's time to first token and mean inter-token gap, measured against what the app's own step model "
    "predicts at the fitted figures.":
        "每个请求的首 token 时延和平均 token 间隔：实测值对比本应用自身的单步模型在拟合值下的预测值。",
    "Run": "轮次",
    "Request": "请求",
    "Input tokens": "输入 token 数",
    "Output tokens": "输出 token 数",
    "TTFT measured, ms": "首 token 时延实测（毫秒）",
    "TTFT predicted, ms": "首 token 时延预测（毫秒）",
    "TTFT residual, %": "首 token 时延残差（%）",
    "ITL measured, ms": "token 间隔实测（毫秒）",
    "ITL predicted, ms": "token 间隔预测（毫秒）",
    "ITL residual, %": "token 间隔残差（%）",
    "&Save as profile": "保存为档案(&S)",
    "Store the fitted figures as the card's measured-yours efficiency profile; the recommender, the ranges and the "
    "report then use it":
        "将拟合值保存为该卡的“实测（您的）”效率档案；之后推荐、区间和报告都会使用它",
    "Choose the vLLM benchmark result first.": "请先选择 vLLM 基准测试结果。",
    "Choose the card the benchmark ran on.": "请选择基准测试所用的卡。",
    "Fitting…": "正在拟合…",
    "Not fitted; nothing was stored:\n%1": "未拟合，未保存任何内容：\n%1",
    "%1%2 (at its bound: the measurements are faster than the datasheet allows; check the card, weights and "
    "tensor-parallel size)":
        "%1%2（已到边界：实测比规格表允许的更快；请检查卡、权重和张量并行度）",
    "%1%2 (kept from the profile: the requests do not tell it apart)": "%1%2（沿用档案值：这些请求无法区分它）",
    "%1%2 ± %3 (profile had %4%2)": "%1%2 ± %3（档案原为 %4%2）",
    "%1 on %2 at TP %3: %n request(s) fitted.": "%1 在 %2 上，张量并行度 %3：拟合了 %n 个请求。",
    "The file gives no tensor-parallel size: 1 was taken.": "文件未给出张量并行度：按 1 计。",
    "%n failed request(s) left out.": "已略去 %n 个失败的请求。",
    "Bandwidth share %1; compute share %2 at %3; step overhead %4.":
        "显存带宽利用率 %1；%3 算力利用率 %2；每步固定开销 %4。",
    " ms": " 毫秒",
    "Fit error (RMS, relative): TTFT %1 %, ITL %2 %. First tokens also took %3 ms of request handling beyond their "
    "pass (not part of the profile).":
        "拟合误差（相对均方根）：首 token 时延 %1 %，token 间隔 %2 %。首 token 另有 %3 毫秒的请求处理时间"
        "（不计入档案）。",
    "Power per card: idle %1 W, full load %2 W (%3 samples, RMS residual %4 W).":
        "每卡功耗：空闲 %1 W，满载 %2 W（%3 个样本，均方根残差 %4 W）。",
    "A run kept %1 requests in the server on average: its first tokens include waiting the model does not see; a run "
    "at a low request rate fits TTFT best.":
        "有一轮测试平均有 %1 个请求在服务中：其首 token 时延包含模型看不到的排队时间；低请求速率的测试最适合拟合首 token 时延。",
    "Nothing to save.": "没有可保存的内容。",
    "Save measured profile %1": "保存实测档案 %1",
    "Not saved: %1": "未保存：%1",
    "Saved as profile %1 (measured-yours) for %2: the recommender, the ranges and the report now use it. Undo it "
    "from the Catalogue view (Edit > Undo).":
        "已保存为 %2 的档案 %1（实测（您的））：推荐、区间和报告现在都会使用它。可在“目录”视图中撤销（编辑 > 撤销）。",
    # --- the parity chart -------------------------------------------------------------------------------------
    "Does the model match your measurements?": "模型与您的实测相符吗？",
    "Time to first token": "首 token 时延",
    "Inter-token latency": "token 间隔时延",
    "Measured = predicted": "实测 = 预测",
    "Predicted, ms": "预测（毫秒）",
    "Measured, ms": "实测（毫秒）",
}
