"""Headless Chromium for the page checks (check_css.py, check_preview_html.py): a page writes
`RESULT<json>END` into its DOM, and Chromium's --dump-dom hands it back."""
import html
import json
import re
import shutil
import subprocess
import sys

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"]


def chromium(script):
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if shutil.which(name):
            return shutil.which(name)
    sys.exit(f"{script}: Chromium is not installed (Debian: apt-get install chromium)")


def result(browser, path, settings, *flags):
    """The JSON the page at `path` wrote, with Blink `settings` (emulated media features)."""
    output = subprocess.run([browser, *FLAGS, f"--blink-settings={settings}", *flags, "--dump-dom", "file://" + path],
                            capture_output=True, text=True, timeout=120).stdout
    match = re.search(r"RESULT(.*)END", output, re.S)
    if not match:
        raise RuntimeError("Chromium printed no result")
    return json.loads(html.unescape(match.group(1)))


def report(problems):
    """Prints the first 50 problems (and how many more there are); the exit status: 1 if any."""
    for problem in problems[:50]:
        print(problem)
    if len(problems) > 50:
        print(f"… and {len(problems) - 50} more")
    return 1 if problems else 0
