"""What changed between two result sets: speed, stack and code size per
(algorithm, implementation, platform, profile); increases beyond a threshold are
flagged as regressions."""
from __future__ import annotations

from pqkit.report import OPS


def _index(recs):
    return {(r["alg"], r["impl"], r["platform"], r["opt"]): r for r in recs}


def compare(old, new, threshold: float = 0.02) -> tuple:
    """Returns (lines of text, number of regressions)."""
    a, b = _index(old), _index(new)
    lines, regressions = [], 0

    def row(key, what, x, y):
        nonlocal regressions
        if x is None or y is None:
            return
        change = (y - x) / x if x else (0.0 if y == x else float("inf"))
        flag = ""
        if change > threshold:
            flag = "  REGRESSION"
            regressions += 1
        elif change < -threshold:
            flag = "  improved"
        lines.append(f"{':'.join(key[:2])} @{key[2]}/{key[3]} {what}: {x:,.0f} -> {y:,.0f} "
                     f"({change:+.1%}){flag}")

    for key in sorted(set(a) | set(b)):
        if key not in a:
            lines.append(f"{':'.join(key[:2])} @{key[2]}/{key[3]}: new")
            continue
        if key not in b:
            lines.append(f"{':'.join(key[:2])} @{key[2]}/{key[3]}: missing in the second set")
            continue
        ra, rb = a[key], b[key]
        sa, sb = ra["speed"], rb["speed"]
        if sa.get("status") == "ok" and sb.get("status") == "ok":
            if sa["unit"] != sb["unit"]:
                lines.append(f"{':'.join(key[:2])} @{key[2]}/{key[3]} speed: units differ "
                             f"({sa['unit']} vs {sb['unit']}), not compared")
            else:
                for op in OPS[ra["kind"]]:
                    row(key, f"{op} median {sa['unit']}", sa["ops"].get(op, {}).get("median"),
                        sb["ops"].get(op, {}).get("median"))
        if ra["stack"].get("status") == "ok" and rb["stack"].get("status") == "ok":
            for op in OPS[ra["kind"]]:
                row(key, f"{op} stack", ra["stack"]["ops"].get(op), rb["stack"]["ops"].get(op))
        if ra["size"].get("status") == "ok" and rb["size"].get("status") == "ok":
            row(key, ".text", ra["size"]["implementation"]["text"], rb["size"]["implementation"]["text"])
    return lines, regressions
