#!/usr/bin/env python3
"""Fails when an edit made in a .ts file would not survive `update_translations`.

The .ts files are the only source of the translations (docs/TRANSLATIONS.md): a translator's fix, made in Qt
Linguist or in the file, must still be there after lupdate has re-read the sources. This edits one finished
translation in a temporary copy, runs lupdate over the sources into it with the options update_translations uses,
and checks that the edit is still there and still finished. No script may write translations over finished ones,
and none is run here: lupdate is all update_translations runs.

usage: check_edit_survives.py --lupdate PATH --ts FILE.ts --sources DIR [DIR ...] -- [lupdate options]
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

MARK = "（已校对）"


def first_finished(tree):
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and not translation.get("type") and translation.text \
                    and message.get("numerus") != "yes":
                return context.findtext("name"), message.findtext("source"), translation
    return None


def main():
    argv = sys.argv[1:]
    extra = argv[argv.index("--") + 1:] if "--" in argv else []
    argv = argv[:argv.index("--")] if "--" in argv else argv
    parser = argparse.ArgumentParser()
    parser.add_argument("--lupdate", required=True)
    parser.add_argument("--ts", required=True)
    parser.add_argument("--sources", nargs="+", required=True)
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as work:
        copy = os.path.join(work, os.path.basename(args.ts))
        shutil.copyfile(args.ts, copy)
        tree = ET.parse(copy)
        found = first_finished(tree)
        if not found:
            print(f"{args.ts}: no finished translation to edit")
            return 1
        context, source, translation = found
        edited = translation.text + MARK
        translation.text = edited
        tree.write(copy, encoding="utf-8", xml_declaration=True)

        run = subprocess.run([args.lupdate, *extra, "-extensions", "cpp,h", *args.sources, "-ts", copy],
                             capture_output=True, text=True)
        if run.returncode != 0:
            print(f"lupdate failed (exit {run.returncode}):\n{run.stdout}{run.stderr}")
            return 1
        for ctx in ET.parse(copy).getroot().iter("context"):
            if ctx.findtext("name") != context:
                continue
            for message in ctx.iter("message"):
                if message.findtext("source") == source:
                    after = message.find("translation")
                    if after.text == edited and not after.get("type"):
                        print(f"[{context}] {source!r}: the edit survived lupdate")
                        return 0
                    print(f"[{context}] {source!r}: edited to {edited!r}, lupdate left {after.text!r} "
                          f"(type {after.get('type')!r})")
                    return 1
        print(f"[{context}] {source!r}: the message is gone after lupdate")
        return 1


if __name__ == "__main__":
    sys.exit(main())
