"""Simplified Chinese for the catalogue's price columns (issue 13): price ranges, their confidence tags, the
server host share and the cloud commitment and spot prices.

Keys are the English source texts; terms follow /work/shared/GLOSSARY.md.
"""

TEXT = {
    # --- columns --------------------------------------------------------------------------------------------
    "Memory as reported": "实测显存容量",  # the nvidia-smi / rocm-smi total, in MiB
    "Price, low": "价格下限",
    "Price, high": "价格上限",
    "Price confidence": "价格可信度",
    "Host share of GPU price": "主机部分占 GPU 价格比例",
    "1-year commitment": "1 年承诺价",
    "3-year commitment": "3 年承诺价",
    "Spot": "竞价实例",
    "Confidence": "可信度",
    # --- the confidence combo box (prices.md tags P, P*, S, W) ------------------------------------------------
    "list (vendor price list)": "list（厂商官方价目表）",
    "list-copy (list price seen in a copy)": "list-copy（经二手转载的官方价）",
    "press (press or analyst)": "press（权威媒体或分析师）",
    "weak (reseller, blog, marketplace)": "weak（经销商、博客或交易平台，较弱来源）",
}

BY_CONTEXT = {}
