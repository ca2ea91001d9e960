#!/usr/bin/env python3
"""Fills in the English plural forms of gpu-tco_en.ts.

English is the source language, so its .ts holds only the messages with a count (%n), as `lupdate -pluralonly`
writes it; lrelease compiles it into gpu-tco_en.qm, which the program loads for English (and for any language it
has no translation of), so "%n server(s)" reads "1 server" and "2 servers". English has two forms: the first for
a count of 1, the second for every other count.

Only unfinished messages are written: a finished one is the file's own (docs/TRANSLATIONS.md). The forms follow the
sources' "(s)" convention: "%n server(s)" -> "%n server" / "%n servers". A text the rule
does not fit goes in IRREGULAR (source -> (singular, plural)). Messages with neither are listed and left
unfinished, so the translations check names them.

Workflow after adding a %n string to the sources:
    cmake --build <build> --target update_translations     # lupdate -pluralonly: new %n texts arrive unfinished
    python3 resources/translations/translate_en.py         # write their forms into gpu-tco_en.ts
"""
import argparse
import os
import re
import sys
import xml.etree.ElementTree as ET

from ts_file import write_ts

HERE = os.path.dirname(os.path.abspath(__file__))

# Source -> (singular, plural) for a text without "(s)" whose forms differ, or one the rule would get wrong.
IRREGULAR = {}

SUFFIX = re.compile(r"\(s\)")


def forms_of(source):
    if source in IRREGULAR:
        return IRREGULAR[source]
    if SUFFIX.search(source):
        return SUFFIX.sub("", source), SUFFIX.sub("s", source)
    if "%n" in source:  # the same words for every count ("… and %n more.")
        return source, source
    return None


def main():
    parser = argparse.ArgumentParser(description="Fill in the English plural forms of the .ts file.")
    parser.add_argument("--ts", default=os.path.join(HERE, "gpu-tco_en.ts"))
    parser.add_argument("--lconvert", help="lconvert of Qt 6 (default: on PATH or /usr/lib/qt6/bin)")
    args = parser.parse_args()

    tree = ET.parse(args.ts)
    filled, missing = 0, []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if message.get("numerus") != "yes" or translation is None:
                continue
            if translation.get("type") != "unfinished":
                continue  # finished forms are the .ts file's own, perhaps edited in Linguist: never rewritten
            source = message.findtext("source") or ""
            forms = forms_of(source)
            if forms is None:
                missing.append(f"[{name}] {source!r}")
                continue
            numerus = translation.findall("numerusform")
            while len(numerus) < 2:
                numerus.append(ET.SubElement(translation, "numerusform"))
            filled += 1
            numerus[0].text, numerus[1].text = forms
            translation.attrib.pop("type", None)

    write_ts(tree, args.ts, args.lconvert)
    print(f"{os.path.basename(args.ts)}: {filled} plural message(s) written, {len(missing)} without forms")
    for m in missing:
        print("  missing: " + m)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
