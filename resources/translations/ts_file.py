"""Writing a Qt Linguist .ts file, shared by ts_fill.py and translate_en.py.

The tree is written to a temporary file beside the target, put in Qt's own layout by lconvert (so the diff after
the next lupdate stays small), and renamed over the target: an interrupted run leaves the old file whole.
"""
import os
import shutil
import subprocess
import sys
import tempfile


def find_lconvert(given=None):
    for candidate in (given, shutil.which("lconvert"), "/usr/lib/qt6/bin/lconvert"):
        if candidate and os.path.exists(candidate):
            return candidate
    return None


def write_ts(tree, path, lconvert=None):
    folder = os.path.dirname(os.path.abspath(path))
    handle, temporary = tempfile.mkstemp(prefix=".ts-", suffix=".ts", dir=folder)
    os.close(handle)
    try:
        tree.write(temporary, encoding="utf-8", xml_declaration=True)
        tool = find_lconvert(lconvert)
        if tool:
            subprocess.run([tool, "-i", temporary, "-o", temporary], check=True)
        else:
            print("lconvert not found: the file is valid but not in Qt's layout", file=sys.stderr)
        os.replace(temporary, path)
    finally:
        if os.path.exists(temporary):
            os.remove(temporary)
