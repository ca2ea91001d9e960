"""Simplified Chinese for per-card efficiency profiles, FP4 and the efficiency ranges (issue 26).

Keys are the English source texts; terms follow /work/shared/GLOSSARY.md (算力, 显存带宽, 张量并行, 功耗).
"""

TEXT = {
    # --- catalogue editor: the efficiency_profiles table and the cards' FP4 column ----------------------------
    "Efficiency profiles": "效率档案",
    "FP4": "FP4",
    "Software stack": "软件栈",
    "Evidence": "依据",
    "Compute share of peak": "算力利用率",
    "Compute share, low": "算力利用率下限",
    "Compute share, high": "算力利用率上限",
    "FP8 compute share": "FP8 算力利用率",
    "FP4 compute share": "FP4 算力利用率",
    "Bandwidth share of peak": "显存带宽利用率",
    "Bandwidth share, low": "显存带宽利用率下限",
    "Bandwidth share, high": "显存带宽利用率上限",
    "Overhead per step": "每步固定开销",
    "Overhead per step, low": "每步固定开销下限",
    "Overhead per step, high": "每步固定开销上限",
    "Tensor-parallel link share": "张量并行互联利用率",
    "Tensor-parallel link share, low": "张量并行互联利用率下限",
    "Tensor-parallel link share, high": "张量并行互联利用率上限",
    "Power at full load": "满载功耗",
    "Power at full load, low": "满载功耗下限",
    "Power at full load, high": "满载功耗上限",
    # --- evidence labels ------------------------------------------------------------------------------------
    "measured (public)": "实测（公开）",
    "measured (yours)": "实测（您的）",
    "vendor claim": "厂商声称",
    "assumed": "假设",
    # --- notes and the Sensitivity view ---------------------------------------------------------------------
    "%1 has no measured efficiency profile: its efficiencies are assumed (wide range)":
        "%1 没有实测效率档案：其效率为假设值（范围较宽）",
    "%1 of peak (profile %2, %3)": "峰值的 %1（档案 %2，%3）",
    "The card's efficiency profile %1 (%2): %3": "该卡的效率档案 %1（%2）：%3",
}
