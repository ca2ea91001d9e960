#!/usr/bin/env python3
"""Fills in gpu-tco_zh_CN.ts from the phrase tables zh_CN_*.py next to this script.

Each table module defines TEXT (English source -> Chinese), BY_CONTEXT ((context, source) -> Chinese, for the
same English with a different sense) and optionally BY_ID (translation id -> Chinese). Every message whose
text is in a table gets that translation and loses type="unfinished"; messages not in any table are listed
and left unfinished, so the translations check names them. Finally lconvert rewrites the file in Qt's own
layout so the diff after the next lupdate stays small.

Workflow after adding strings to the sources:
    cmake --build <build> --target update_translations     # lupdate: new strings arrive as unfinished
    edit resources/translations/zh_CN_*.py                   # add their Chinese
    python3 resources/translations/translate_zh_CN.py        # write them into the .ts
"""
import argparse
import glob
import importlib.util
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))


def load_tables():
    text, by_context, by_id = {}, {}, {}
    for path in sorted(glob.glob(os.path.join(HERE, "zh_CN_*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for name, target in (("TEXT", text), ("BY_CONTEXT", by_context), ("BY_ID", by_id)):
            for key, value in getattr(module, name, {}).items():
                if key in target and target[key] != value:
                    sys.exit(f"{os.path.basename(path)}: {key!r} is translated differently in another table")
                target[key] = value
    return text, by_context, by_id


def find_lconvert(given):
    for candidate in (given, shutil.which("lconvert"), "/usr/lib/qt6/bin/lconvert"):
        if candidate and os.path.exists(candidate):
            return candidate
    return None


def main():
    parser = argparse.ArgumentParser(description="Fill in the Chinese translations of the .ts file.")
    parser.add_argument("--ts", default=os.path.join(HERE, "gpu-tco_zh_CN.ts"))
    parser.add_argument("--lconvert", help="lconvert of Qt 6 (default: on PATH or /usr/lib/qt6/bin)")
    parser.add_argument("--unused", action="store_true", help="also list table entries no message uses")
    args = parser.parse_args()

    text, by_context, by_id = load_tables()
    tree = ET.parse(args.ts)
    used = set()
    filled, missing = 0, []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("vanished", "obsolete"):
                continue
            ident = message.get("id")
            source = message.findtext("source") or ""
            if ident or name == "ComparisonText":  # core's statements, keyed "comparison.<key>.<part>"
                chinese, key = by_id.get(ident or source), ("id", ident or source)
            elif (name, source) in by_context:
                chinese, key = by_context[(name, source)], ("context", (name, source))
            else:
                chinese, key = text.get(source), ("text", source)
            if chinese is None:
                missing.append(f"[{name}] {ident or source!r}")
                continue
            used.add(key)
            if "type" in translation.attrib or chinese not in ([translation.text] + [f.text for f in translation]):
                filled += 1
            forms = translation.findall("numerusform")
            if forms:  # Chinese has one plural form: the same text, with %n, for every count
                for form in forms:
                    form.text = chinese
            else:
                translation.text = chinese
            translation.attrib.pop("type", None)

    tree.write(args.ts, encoding="utf-8", xml_declaration=True)
    lconvert = find_lconvert(args.lconvert)
    if lconvert:
        subprocess.run([lconvert, "-i", args.ts, "-o", args.ts], check=True)
    else:
        print("lconvert not found: the file is valid but not in Qt's layout", file=sys.stderr)

    print(f"{os.path.basename(args.ts)}: {filled} translation(s) written, {len(missing)} without a translation")
    for m in missing:
        print("  missing: " + m)
    if args.unused:
        for key in sorted(text):
            if ("text", key) not in used:
                print(f"  unused: {key!r}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
