#!/usr/bin/python3
"""Reads a running program's accessibility tree over AT-SPI (what Orca reads) and prints it as
JSON: one object per node, in tree order, with its depth, role, name, description and states.
Usage: a11y_tree.py PID. Prints [] while the program has no tree on the bus yet."""
import json
import sys

import pyatspi


def walk(node, depth, out, limit=4000):
    if node is None or len(out) >= limit:
        return
    try:
        states = node.getState().getStates()
        out.append({
            "depth": depth,
            "role": node.getRoleName(),
            "name": node.name or "",
            "description": node.description or "",
            "focused": pyatspi.STATE_FOCUSED in states,
            "children": node.childCount,
        })
        for i in range(node.childCount):
            walk(node.getChildAtIndex(i), depth + 1, out, limit)
    except Exception as e:  # a node that went away while it was read
        out.append({"depth": depth, "role": "gone", "name": str(e), "description": "", "focused": False, "children": 0})


def main():
    pid = int(sys.argv[1])
    desktop = pyatspi.Registry.getDesktop(0)
    out = []
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        try:
            if app is not None and app.get_process_id() == pid:
                walk(app, 0, out)
        except Exception:
            continue
    print(json.dumps(out))


main()
