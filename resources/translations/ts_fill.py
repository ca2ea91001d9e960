#!/usr/bin/env python3
"""Writes translations into the unfinished messages of a Qt Linguist .ts file, from a tab-separated list.

The .ts files are the only source of the translations: a finished message is never changed here (fix one in Qt
Linguist, or in the file itself), so nothing a translator wrote is reverted. This only saves typing for the new
texts that `update_translations` brought in, on a machine without Linguist:

    cmake --build <build> --target update_translations     # lupdate: new texts arrive unfinished
    python3 resources/translations/ts_fill.py --list        # the unfinished messages, as TSV lines to fill in
    python3 resources/translations/ts_fill.py new.tsv       # writes them; lists any still unfinished

Each line of the list is `source<TAB>translation`, or `context<TAB>source<TAB>translation` where the same English
needs another sense in one context. Escapes \\n and \\t stand for a new line and a tab. Messages with a count (%n)
get the one Chinese form for every count. Finally lconvert rewrites the file in Qt's own layout.
"""
import argparse
import os
import sys
import xml.etree.ElementTree as ET

from ts_file import write_ts

HERE = os.path.dirname(os.path.abspath(__file__))


def unescape(text):
    return text.replace("\\n", "\n").replace("\\t", "\t")


def escape(text):
    return text.replace("\t", "\\t").replace("\n", "\\n")


def read_list(path):
    by_text, by_context = {}, {}
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            parts = [unescape(p) for p in line.split("\t")]
            if len(parts) == 2:
                by_text[parts[0]] = parts[1]
            elif len(parts) == 3:
                by_context[(parts[0], parts[1])] = parts[2]
            else:
                sys.exit(f"{path}:{number}: expected 'source<TAB>translation' or 'context<TAB>source<TAB>translation'")
    return by_text, by_context


def unfinished(tree):
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") == "unfinished":
                yield name, message, translation


def main():
    parser = argparse.ArgumentParser(description="Fill in the unfinished messages of a .ts file from a TSV list.")
    parser.add_argument("tsv", nargs="?", help="the translations to write (see the module's help)")
    parser.add_argument("--ts", default=os.path.join(HERE, "gpu-tco_zh_CN.ts"))
    parser.add_argument("--list", action="store_true", help="print the unfinished messages as TSV lines")
    args = parser.parse_args()

    tree = ET.parse(args.ts)
    if args.list or not args.tsv:
        for name, message, _ in unfinished(tree):
            print(f"{escape(name)}\t{escape(message.get('id') or message.findtext('source') or '')}\t")
        return 0

    by_text, by_context = read_list(args.tsv)
    filled, missing = 0, []
    for name, message, translation in unfinished(tree):
        source = message.get("id") or message.findtext("source") or ""
        text = by_context.get((name, source), by_text.get(source))
        if text is None:
            missing.append(f"[{name}] {source!r}")
            continue
        forms = translation.findall("numerusform")
        for form in forms:
            form.text = text
        if not forms:
            translation.text = text
        translation.attrib.pop("type", None)
        filled += 1

    write_ts(tree, args.ts)
    print(f"{os.path.basename(args.ts)}: {filled} translation(s) written, {len(missing)} still unfinished")
    for m in missing:
        print("  unfinished: " + m)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
