#!/usr/bin/env python3
"""treecpu.py CMD...: runs CMD and prints the CPU seconds of it and every descendant (sampled every 0.2 s)."""
import os, subprocess, sys, time
hz = os.sysconf('SC_CLK_TCK')
p = subprocess.Popen(sys.argv[1:])
root = p.pid
seen = {}  # pid -> (starttime, last cpu)
t0 = time.time()
def scan():
    parent = {}
    stat = {}
    for d in os.listdir('/proc'):
        if not d.isdigit(): continue
        try:
            s = open(f'/proc/{d}/stat').read()
        except OSError: continue
        f = s.rsplit(')', 1)[1].split()
        parent[int(d)] = int(f[1]); stat[int(d)] = (int(f[19]), int(f[11]) + int(f[12]))
    for pid, (start, cpu) in stat.items():
        q = pid
        while q and q != root and q in parent and q != 1: q = parent[q]
        if q == root:
            key = (pid, start)
            seen[key] = cpu
while p.poll() is None:
    scan(); time.sleep(0.2)
total = sum(seen.values()) / hz
print(f'[treecpu] cpu {total:.1f} s, wall {time.time()-t0:.1f} s, exit {p.returncode}', file=sys.stderr)
sys.exit(p.returncode)
