#!/usr/bin/env python3
"""Development weeks for the story writer: real weeks of commits from public projects that are in
none of the writer's evaluation sets, read from local git clones.

    python3 build-story-weeks.py OUT.json owner/name=/path/to/git-dir [owner/name=/path ...]
    npx prettier --write OUT.json

For each repository: every ISO week of the last three years of its history with 3 to 25 commits,
four of them taken evenly (oldest to newest), each with all its commits as they come (merges,
bots and one-word messages included), their files and line counts. A commit's author is their
GitHub login when the e-mail is GitHub's no-reply address, else their name.
"""
import datetime
import json
import re
import subprocess
import sys

WEEKS_PER_PROJECT = 4
MIN_COMMITS, MAX_COMMITS = 3, 25
SEP = "\x1e"
# Each project's name as its owner writes it.
NAMES = {"preactjs/preact": "Preact", "rollup/rollup": "Rollup", "colinhacks/zod": "Zod",
         "jesseduffield/lazygit": "lazygit", "caddyserver/caddy": "Caddy",
         "reduxjs/redux-toolkit": "Redux Toolkit"}


def log(git_dir: str) -> list[dict]:
    out = subprocess.run(
        ["git", "-C", git_dir, "log", "--since=3 years ago", "--numstat", "--date=short",
         f"--format={SEP}%H%x00%ad%x00%an%x00%ae%x00%B%x00"],
        check=True, capture_output=True, text=True, errors="replace",
    ).stdout
    commits = []
    for chunk in out.split(SEP)[1:]:
        sha, date, name, email, message, stats = chunk.split("\x00", 5)
        login = re.match(r"(?:\d+\+)?([^@]+)@users\.noreply\.github\.com$", email)
        files = []
        for line in stats.strip().splitlines():
            parts = line.split("\t")
            if len(parts) == 3:
                add, rem, path = parts
                files.append({"filename": path, "additions": int(add) if add.isdigit() else 0,
                              "deletions": int(rem) if rem.isdigit() else 0})
        commits.append({"sha": sha, "date": date, "author": login.group(1) if login else name,
                        "message": message.strip(), "files": files})
    return commits


def main() -> None:
    out, *repos = sys.argv[1:]
    weeks = []
    for repo_dir in repos:
        repo, git_dir = repo_dir.split("=", 1)
        project = NAMES.get(repo, repo.split("/")[1])
        by_week: dict[str, list[dict]] = {}
        for c in log(git_dir):
            y, w, _ = datetime.date.fromisoformat(c["date"]).isocalendar()
            by_week.setdefault(f"{y}-W{w:02d}", []).append(c)
        eligible = sorted(k for k, v in by_week.items() if MIN_COMMITS <= len(v) <= MAX_COMMITS)
        step = len(eligible) / WEEKS_PER_PROJECT
        for i in range(WEEKS_PER_PROJECT):
            week = eligible[int(i * step + step / 2)]
            commits = sorted(by_week[week], key=lambda c: c["date"])
            weeks.append({"id": f"{repo.split('/')[1]}-{week}", "project": project, "repo": repo,
                          "week": week, "commits": commits})
    with open(out, "w") as f:
        json.dump(weeks, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(f"{len(weeks)} weeks written to {out}")


if __name__ == "__main__":
    main()
