#!/usr/bin/env python3
"""Reproducible sampler for the sealed commit evaluation set.

For every project the default branch (HEAD of the fetched bare mirror) is
listed twice, oldest first:
  * `git rev-list --first-parent --reverse HEAD`  (mainline history)
  * `git rev-list --reverse HEAD`                 (all reachable commits,
                                                    incl. commits of merged
                                                    branches)
PER_LIST commits are taken from each list at evenly spaced indexes
idx_i = floor((i + 0.5) * N / PER_LIST).  Commits are taken as they come;
the only reasons to move on to the next index (idx+1, ...) are:
  * the commit was already taken from the other list (duplicate), or
  * its numstat cannot be computed (e.g. blobs missing from the snapshot) --
    these are counted as "skipped_missing_blobs" in the manifest.

Per commit: id, repo, sha, author (name as git shows it), date (author date,
YYYY-MM-DD), message (full raw commit message, only trailing newlines
stripped), files [{filename, additions, deletions}].  File stats come from
`git show --numstat --format=` for ordinary/root commits and from
`git diff --numstat <sha>^1 <sha>` for merge commits; binary files count as
0/0; for renames the new path is reported.

Usage: python3 sample.py [SET_DIR]   (writes commits.json and sealed-manifest.json in SET_DIR,
by default next to this script; SET_DIR/projects.json, a list of [short, "owner/name"] pairs,
replaces the project list below when present)
"""
import json
import os
import subprocess
import sys

MIRROR = "/work/.mirror"
OUT_DIR = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
PER_LIST = 8  # 8 from first-parent list + 8 from full list = 16 per project

# (short id prefix, owner/name)
PROJECTS = [
    ("vite", "vitejs/vite"),
    ("fastify", "fastify/fastify"),
    ("hono", "honojs/hono"),
    ("datefns", "date-fns/date-fns"),
    ("bat", "sharkdp/bat"),
    ("ripgrep", "BurntSushi/ripgrep"),
    ("eslint", "eslint/eslint"),
    ("undici", "nodejs/undici"),
    ("prettier", "prettier/prettier"),
    ("swr", "vercel/swr"),
    ("zustand", "pmndrs/zustand"),
    ("nodejsorg", "nodejs/nodejs.org"),
    ("tailwind", "tailwindlabs/tailwindcss"),
    ("astro", "withastro/astro"),
]
if os.path.exists(os.path.join(OUT_DIR, "projects.json")):
    with open(os.path.join(OUT_DIR, "projects.json"), encoding="utf-8") as f:
        PROJECTS = [tuple(p) for p in json.load(f)]

GIT_ENV = dict(os.environ, GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL="/dev/null",
               LC_ALL="C", GIT_PAGER="cat")


def git(gitdir, *args, check=True):
    p = subprocess.run(["git", "--git-dir=" + gitdir, *args], env=GIT_ENV,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if check and p.returncode != 0:
        raise RuntimeError("git %s failed: %s" % (" ".join(args),
                                                  p.stderr.decode("utf-8", "replace")))
    return p


def rev_list(gitdir, first_parent):
    args = ["rev-list", "--reverse"]
    if first_parent:
        args.append("--first-parent")
    args.append("HEAD")
    return git(gitdir, *args).stdout.decode().split()


def parse_numstat_z(raw):
    """Parse `--numstat -z` output. Returns list of dicts."""
    files = []
    parts = raw.split(b"\0")
    i = 0
    while i < len(parts):
        rec = parts[i].lstrip(b"\n")
        if rec == b"":
            i += 1
            continue
        # rec = "add\tdel\tpath"  or  "add\tdel\t" followed by old\0new (rename/copy)
        add, dele, path = rec.split(b"\t", 2)
        if path == b"":
            old, new = parts[i + 1], parts[i + 2]
            path = new
            i += 3
        else:
            i += 1
        a = 0 if add == b"-" else int(add)
        d = 0 if dele == b"-" else int(dele)
        files.append({"filename": path.decode("utf-8", "replace"),
                      "additions": a, "deletions": d})
    return files


def commit_info(gitdir, sha):
    """Return (info dict) or None if the diff cannot be computed."""
    raw = git(gitdir, "cat-file", "commit", sha).stdout
    header, _, message = raw.partition(b"\n\n")
    parents = [l.split()[1].decode() for l in header.split(b"\n") if l.startswith(b"parent ")]
    fmt = git(gitdir, "show", "-s", "--format=%an%x00%ad", "--date=format:%Y-%m-%d", sha).stdout
    author, date = fmt.decode("utf-8", "replace").rstrip("\n").split("\0")
    common = ["--numstat", "-z", "-M", "--no-ext-diff", "--no-textconv", "--no-color"]
    if len(parents) > 1:
        p = git(gitdir, "diff", *common, sha + "^1", sha, check=False)
    else:
        p = git(gitdir, "show", *common, "--format=", sha, check=False)
    if p.returncode != 0 or b"fatal:" in p.stderr or b"error:" in p.stderr:
        return None
    return {
        "sha": sha,
        "author": author,
        "date": date,
        "message": message.decode("utf-8", "replace").rstrip("\n"),
        "files": parse_numstat_z(p.stdout),
        "_parents": len(parents),
    }


def main():
    commits, manifest = [], {"per_list": PER_LIST, "projects": []}
    for short, repo in PROJECTS:
        gitdir = os.path.join(MIRROR, repo.replace("/", "+"), "repo")
        head = git(gitdir, "rev-parse", "HEAD").stdout.decode().strip()
        branch = git(gitdir, "symbolic-ref", "--short", "HEAD").stdout.decode().strip()
        taken, skipped, picked = set(), 0, []
        lists = {"first_parent": rev_list(gitdir, True), "all": rev_list(gitdir, False)}
        for lname in ("first_parent", "all"):
            revs = lists[lname]
            n = len(revs)
            for i in range(PER_LIST):
                idx = int((i + 0.5) * n / PER_LIST)
                while idx < n:
                    sha = revs[idx]
                    if sha in taken:
                        idx += 1
                        continue
                    info = commit_info(gitdir, sha)
                    if info is None:
                        skipped += 1
                        idx += 1
                        continue
                    taken.add(sha)
                    info["_list"], info["_index"] = lname, idx
                    picked.append(info)
                    break
        # order each project's picks chronologically along the full list
        pos = {s: k for k, s in enumerate(lists["all"])}
        picked.sort(key=lambda c: pos[c["sha"]])
        for k, c in enumerate(picked, 1):
            commits.append({"id": "%s-%03d" % (short, k), "repo": repo, "sha": c["sha"],
                            "author": c["author"], "date": c["date"],
                            "message": c["message"], "files": c["files"]})
        manifest["projects"].append({
            "repo": repo, "short": short, "default_branch": branch, "head": head,
            "first_parent_count": len(lists["first_parent"]), "all_count": len(lists["all"]),
            "sampled": len(picked), "skipped_missing_blobs": skipped,
            "picks": [{"sha": c["sha"], "list": c["_list"], "index": c["_index"],
                       "parents": c["_parents"]} for c in picked],
        })
        print("%-28s %3d commits, %d skipped" % (repo, len(picked), skipped), file=sys.stderr)
    with open(os.path.join(OUT_DIR, "commits.json"), "w", encoding="utf-8") as f:
        json.dump(commits, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(OUT_DIR, "sealed-manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("total %d commits" % len(commits), file=sys.stderr)


if __name__ == "__main__":
    main()
