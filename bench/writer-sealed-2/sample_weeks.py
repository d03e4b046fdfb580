"""Real weeks of commits from public repositories (their git history), for blind grading of
stories: per repository, weeks spread evenly over its history that hold 3 to 12 commits, each
commit with its files and line counts. Usage: sample_weeks.py OUT repo_dir:Name:owner/repo ..."""
import json, subprocess, sys, datetime, collections

WEEKS_PER_REPO = 5

def git(repo, *args):
    return subprocess.run(['git', '--git-dir', repo, *args], capture_output=True, text=True, check=True).stdout

def commits_of(repo):
    out = git(repo, 'log', '--first-parent', '--no-renames', '--format=%x1e%H%x1f%an%x1f%aI%x1f%B%x1f', '--numstat', 'HEAD')
    for record in out.split('\x1e')[1:]:
        sha, author, date, message, numstat = record.split('\x1f')
        files = []
        for line in numstat.strip().splitlines():
            parts = line.split('\t')
            if len(parts) == 3:
                a, d, name = parts
                files.append({'filename': name, 'additions': int(a) if a.isdigit() else 0, 'deletions': int(d) if d.isdigit() else 0})
        yield {'sha': sha, 'author': author, 'date': date, 'message': message.strip(), 'files': files[:100]}

def main():
    out, repos = sys.argv[1], sys.argv[2:]
    weeks_out = []
    for source in repos:
        repo, name, full = source.split(':')
        by_week = collections.defaultdict(list)
        for c in commits_of(repo):
            d = datetime.date.fromisoformat(c['date'][:10])
            year, week, _ = d.isocalendar()
            by_week[(year, week)].append(c)
        candidates = sorted(k for k, v in by_week.items() if 3 <= len(v) <= 12)
        if not candidates: continue
        step = max(1, len(candidates) // WEEKS_PER_REPO)
        for i, key in enumerate(candidates[::step][:WEEKS_PER_REPO]):
            commits = sorted(by_week[key], key=lambda c: c['date'])
            weeks_out.append({'id': f"{name.lower().replace(' ', '')}-w{i + 1}", 'project': name, 'repo': full,
                              'week': f"{key[0]}-W{key[1]:02d}", 'commits': commits})
    json.dump(weeks_out, open(out, 'w'), indent=1)
    print(len(weeks_out), 'weeks')

main()
