#!/usr/bin/env python3
"""Writes a large cards CSV for the import and large-catalogue benchmarks (bench/run, docs/PERFORMANCE.md).

Usage: bench/generate_cards_csv.py OUT.csv [--rows N] [--seed S]

Deterministic: the same rows and seed give the same bytes. Row i is a variant of shipped card i mod 65
(database/catalogue/cards.csv, every column, its long source and notes, so about 1 kB a row as a real export):
a new id and model name, and its throughputs, bandwidth, power and prices scaled together by one factor between
0.8 and 1.25 drawn for the row, so the rows differ (the recommender cannot treat them as copies) while each stays
within the columns' ranges and rules (idle below TDP, low <= price <= high). Memory capacity is left as shipped:
the memory fit of the variants spreads over the same capacities as the real cards.
"""
import argparse
import csv
import os
import random
import sys

SCALED_REAL = ["memory_bandwidth_gbs", "fp32_tflops", "tf32_tflops", "bf16_tflops", "fp16_tflops", "fp8_tflops",
               "int8_tops", "int4_tops", "fp4_tflops", "interconnect_gbs"]
SCALED_POWER = ["tdp_w", "idle_w"]
SCALED_PRICE = ["price", "price_low", "price_high"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--rows", type=int, default=100000)
    parser.add_argument("--seed", type=int, default=25)
    args = parser.parse_args()

    here = os.path.dirname(os.path.abspath(__file__))
    shipped = os.path.join(here, "..", "database", "catalogue", "cards.csv")
    with open(shipped, encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    header, cards = rows[0], rows[1:]
    col = {name: i for i, name in enumerate(header)}
    rng = random.Random(args.seed)

    with open(args.out, "w", encoding="utf-8", newline="") as f:
        out = csv.writer(f, lineterminator="\r\n")
        out.writerow(header)
        for i in range(args.rows):
            base = cards[i % len(cards)]
            row = list(base)
            factor = rng.uniform(0.8, 1.25)
            row[col["id"]] = "%s-variant-%06d" % (base[col["id"]], i)
            row[col["model"]] = "%s variant %d" % (base[col["model"]], i)
            for name in SCALED_REAL:
                if row[col[name]]:
                    row[col[name]] = "%.1f" % (float(row[col[name]]) * factor)
            for name in SCALED_POWER + SCALED_PRICE:
                if row[col[name]]:
                    row[col[name]] = "%d" % round(float(row[col[name]]) * factor)
            out.writerow(row)
    return 0


if __name__ == "__main__":
    sys.exit(main())
