#!/usr/bin/env python3
"""Checks that each library defines what its own headers declare, and calls nothing of a library above it.

Usage: libraries_keep_their_layer.py NM SOURCE_DIR LAYER=LIB.a [LAYER=LIB.a ...]   (layers bottom first)

Two rules from the architecture (README: core -> database -> scenariofile -> session -> ui -> app, one way):
- a library refers to no function that only a library of a higher layer defines (static libraries would let such
  a call link in the programs, hiding an arrow pointing up);
- the member functions of a class are defined in the library of the layer whose folder holds the class's header
  (a header that declares what another library defines makes the reader look in the wrong place).
Reads `nm -C` of each archive; prints every breach and exits 1, or exits 0.
"""
import collections
import glob
import os
import re
import subprocess
import sys

SYMBOL = re.compile(r"^\s*[0-9a-f]*\s+([TU])\s+(gputco::.*)$")
CLASS = re.compile(r"^\s*(?:class|struct)\s+(?:\[\[\w+\]\]\s+)?(\w+)\s*(?:final\s*)?[:{]", re.M)


def function_name(symbol):
    return symbol.replace("[abi:cxx11]", "").split("(")[0]


def main(argv):
    nm, source_dir, layers = argv[1], argv[2], [a.split("=", 1) for a in argv[3:]]
    order = []
    defined_in = {}  # symbol -> layer (first, lowest)
    used_by = collections.defaultdict(set)  # layer -> undefined symbols
    for layer, archive in layers:
        if layer not in order:
            order.append(layer)
        listing = subprocess.run([nm, "-C", archive], capture_output=True, text=True, check=True).stdout
        for line in listing.splitlines():
            m = SYMBOL.match(line)
            if not m:
                continue
            kind, symbol = m.groups()
            if kind == "T":
                defined_in.setdefault(symbol, layer)
            else:
                used_by[layer].add(symbol)

    # The header folders of each layer: the layer's name is its top folder ("app" covers app/cli and the programs).
    class_layers = collections.defaultdict(set)
    for layer in order:
        for header in glob.glob(os.path.join(source_dir, layer, "**", "*.h"), recursive=True):
            with open(header, encoding="utf-8", errors="replace") as f:
                for m in CLASS.finditer(f.read()):
                    class_layers[m.group(1)].add(layer)

    breaches = []
    for layer in order:
        for symbol in sorted(used_by[layer]):
            owner = defined_in.get(symbol)
            if owner and order.index(owner) > order.index(layer):
                breaches.append(f"{layer} calls {function_name(symbol)}, which only {owner} (a higher layer) defines")
    for symbol, layer in sorted(defined_in.items()):
        parts = function_name(symbol).split("::")
        if len(parts) < 3:
            continue
        owners = class_layers.get(parts[-2])
        if owners and layer not in owners:
            breaches.append(f"{function_name(symbol)} is defined in {layer}, but its class's header is in "
                            f"{', '.join(sorted(owners))}")
    for b in breaches:
        print(b)
    print(f"{len(defined_in)} functions in {len(order)} layers checked; {len(breaches)} breaches")
    return 1 if breaches else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
