"""Render each flow's map.svg from transitions' Mermaid output (run by `make maps`).

Needs mermaid's browser build: `make maps` fetches it from npm into .cache/ (not committed)."""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from interview.toolkit.flowmap import mermaid_source, source_hash  # noqa: E402
from interview.toolkit.registry import flows  # noqa: E402
from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

MERMAID = ROOT / ".cache" / "mermaid" / "package" / "dist" / "mermaid.min.js"


def render(source: str, page) -> str:
    page.set_content("<!doctype html><html><body></body></html>")
    page.add_script_tag(path=str(MERMAID))
    return page.evaluate(
        """async (src) => {
            mermaid.initialize({startOnLoad: false, securityLevel: "strict",
                                theme: "neutral", fontFamily: "sans-serif",
                                htmlLabels: false, flowchart: {htmlLabels: false}});
            const {svg} = await mermaid.render("flowmap", src);
            return svg;
        }""", source)


def sized(svg: str) -> str:
    """Give the root <svg> its real size: as an <img> it has no page to take 100% of."""
    import re

    x, y, width, height = re.search(r'viewBox="([-\d. ]+)"', svg).group(1).split()
    svg = re.sub(r'\swidth="100%"', "", svg, count=1)
    svg = re.sub(r'\sstyle="max-width:[^"]*"', "", svg, count=1)
    return svg.replace("<svg ", f'<svg width="{float(width):.0f}" height="{float(height):.0f}" ', 1)


def restyled(svg: str) -> str:
    """Move every style="" attribute into the drawing's <style> element as a class, so the map
    obeys a Content-Security-Policy without 'unsafe-inline' even when opened on its own.
    !important keeps an inline style's precedence over mermaid's own rules."""
    import re

    classes: dict[str, str] = {}

    def one_tag(match: re.Match) -> str:
        tag = match.group(0)
        style = re.search(r'\sstyle="([^"]*)"', tag)
        if not style:
            return tag
        tag = tag.replace(style.group(0), "", 1)
        rules = ";".join(f"{d.strip().removesuffix('!important').strip()} !important"
                         for d in style.group(1).split(";") if d.strip())
        if not rules:
            return tag
        name = classes.setdefault(rules, f"s{len(classes) + 1}")
        if re.search(r'\sclass="', tag):
            return re.sub(r'\sclass="([^"]*)"', lambda m: f' class="{m.group(1)} {name}"', tag,
                          count=1)
        return re.sub(r"^<([\w:-]+)", lambda m: f'<{m.group(1)} class="{name}"', tag, count=1)

    svg = re.sub(r"<[a-zA-Z][^<>]*>", one_tag, svg)
    css = "".join(f"#flowmap .{name}{{{rules}}}" for rules, name in classes.items())
    return svg.replace("</style>", css + "</style>", 1)


def main() -> None:
    if not MERMAID.exists():
        sys.exit(f"{MERMAID} is missing: run `make maps`, which fetches mermaid from npm")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page()
        for slug, flow in flows().items():
            if flow.questions is None:
                continue
            source = mermaid_source(flow)
            svg = restyled(sized(render(source, page)))
            stamp = f"<!-- mermaid-source-sha256: {source_hash(source)} -->\n"
            (flow.path / "map.svg").write_text(stamp + svg + "\n", encoding="utf-8")
            print(f"{slug}: wrote {flow.path / 'map.svg'} ({len(svg) // 1024} KB)")
        browser.close()


if __name__ == "__main__":
    main()
