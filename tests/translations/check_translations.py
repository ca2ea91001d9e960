#!/usr/bin/env python3
"""Fails when a translation file is behind the sources.

Runs lupdate over the source folders into a temporary copy of each .ts file (the committed file is never
touched) and lists every message that is unfinished (a new or changed string without a translation),
vanished or obsolete (a translation whose string is gone from the sources), and every translation that
drops or adds a placeholder (%1, %n, %L1) or loses the & of a keyboard shortcut.

usage: check_translations.py --lupdate PATH --ts FILE.ts [--ts ...] [--plural-ts EN.ts ...] --sources DIR [DIR ...]
       [-- LUPDATE_OPTIONS]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r"%L?(?:\d{1,2}|n)")
# A shortcut marker is one & before a character other than & or a space ("&&" is a literal ampersand).
SHORTCUT = re.compile(r"(?<!&)&(?=[^&\s])")


def message_label(context, message):
    ident = message.get("id")
    source = message.findtext("source") or ""
    shown = ident if ident else source
    if len(shown) > 90:
        shown = shown[:87] + "..."
    return f"[{context}] {shown!r}"


def translation_texts(translation):
    forms = translation.findall("numerusform")
    if forms:
        return [f.text or "" for f in forms]
    return [translation.text or ""]


def check_file(ts_path):
    problems = []
    counts = {"finished": 0}
    root = ET.parse(ts_path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            label = message_label(name, message)
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "unfinished"
            if kind in ("unfinished", "vanished", "obsolete"):
                problems.append(f"{kind}: {label}")
                continue
            texts = translation_texts(translation)
            if any(not t.strip() for t in texts):
                problems.append(f"empty translation: {label}")
                continue
            counts["finished"] += 1
            source = message.findtext("source") or ""
            if not source:  # id-based messages: the English lives in core, not in the .ts
                continue
            wanted = sorted(set(PLACEHOLDER.findall(source)))
            for text in texts:
                have = sorted(set(PLACEHOLDER.findall(text)))
                # A plural's %n may be left out of a form only when the source has no %n either.
                if have != wanted:
                    problems.append(f"placeholders {wanted} in the source but {have} in the translation: {label}")
                if SHORTCUT.search(source) and not SHORTCUT.search(text):
                    problems.append(f"shortcut '&' lost in the translation: {label}")
                # Labels are plain text: Markdown emphasis shows as literal asterisks ("在 **目标与限制** 面板").
                if "**" in text and "**" not in source:
                    problems.append(f"Markdown '**' in a plain-text translation: {label}")
    return problems, counts["finished"]


def main():
    argv = sys.argv[1:]
    extra = []
    if "--" in argv:
        cut = argv.index("--")
        argv, extra = argv[:cut], argv[cut + 1:]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lupdate", required=True)
    parser.add_argument("--ts", action="append", required=True)
    # The source language's file: only the messages with a count (lupdate -pluralonly), with their plural forms.
    parser.add_argument("--plural-ts", action="append", default=[])
    parser.add_argument("--sources", nargs="+", required=True)
    args = parser.parse_args(argv)

    failed = False
    with tempfile.TemporaryDirectory(prefix="gputco-ts-") as tmp:
        for ts, options in [(ts, []) for ts in args.ts] + [(ts, ["-pluralonly"]) for ts in args.plural_ts]:
            copy = os.path.join(tmp, os.path.basename(ts))
            shutil.copyfile(ts, copy)
            run = subprocess.run([args.lupdate, *extra, *options, "-extensions", "cpp,h", *args.sources, "-ts", copy],
                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, check=False)
            if run.returncode != 0:
                print(run.stdout)
                print(f"lupdate failed on {ts} (exit {run.returncode})")
                failed = True
                continue
            problems, finished = check_file(copy)
            if problems:
                failed = True
                print(f"{os.path.basename(ts)}: {len(problems)} problem(s), {finished} message(s) fine:")
                for p in problems:
                    print("  " + p)
            else:
                print(f"{os.path.basename(ts)}: all {finished} messages translated")
    if failed:
        print("\nTo bring the .ts files up to date: cmake --build <build> --target update_translations, then "
              "translate the unfinished messages in Qt Linguist or with resources/translations/ts_fill.py "
              "(see docs/TRANSLATIONS.md).")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
