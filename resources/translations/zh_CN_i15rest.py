"""Simplified Chinese for the recommendation's site limits and renting (issue 15's remainder): the Targets and
limits dock's racks, IT power and own-or-rent controls, the rented option's site and the new left-out reason.
Terms follow /work/shared/GLOSSARY.md (机柜, 云 GPU, 总拥有成本)."""

TEXT = {
    "Racks at most": "机柜数上限",
    "Owned options: the most racks the facility may plan for the deployment (your cage or contract). A rented option uses the provider's racks. Empty: no limit.":
        "自有方案：机房为该部署规划的最多机柜数（您的笼位或合同）。租用方案使用云服务商的机柜。留空：不限。",
    "Change rack limit": "更改机柜数上限",
    "IT power at most (kW)": "IT 功率上限（kW）",
    "Owned options: the most IT power the deployment may draw at its peak (servers × system maximum, kW), e.g. the power contracted at the site. Empty: no limit.":
        "自有方案：部署在峰值时最多可用的 IT 功率（服务器数 × 整机最大功率，kW），例如机房签约的电力容量。留空：不限。",
    "Change IT power limit": "更改 IT 功率上限",
    "Buy and host": "购买并托管",
    "Rent (cloud)": "租用（云 GPU）",
    "Either": "两者皆可",
    "Buy the GPUs and host them in a facility, rent them at the cloud offer and term the Economics panel compares with, or rank both together":
        "购买 GPU 并托管在机房，按经济性面板所比较的云报价和计费方式租用，或将两者一起排名",
    "Change own or rent": "更改购买或租用",
    "Own or rent": "购买或租用",
    "rented from %1, %2": "租用自 %1，%2",
    "runs the workload but no cloud offer rents it at the scenario's term": "可运行该负载，但没有云报价按本场景的计费方式出租该卡",
    "needs more racks or IT power than the limits allow": "所需机柜数或 IT 功率超出上限",
}

BY_CONTEXT = {}

TEXT.update({
    "Best selected: %1 × %2 (TP%3 × %4 replicas)": "已选最佳：%1 × %2（TP%3 × %4 个副本）",
    "Best selected: %1 × %2": "已选最佳：%1 × %2",
})

TEXT.update({
    "The total cost's cash flows discounted to today at %1 a year: the purchase now, each month's costs and the "
    "resale at the end (a rented option: each month's rent). A large resale value weighs less when discounted, so "
    "the present value can exceed the total":
        "总成本的各笔现金流按每年 %1 折现到今天：现在的采购、每月的费用和期末的残值（租用方案：每月的租金）。"
        "残值越大，折现后分量越轻，因此现值可能高于总成本",
})
