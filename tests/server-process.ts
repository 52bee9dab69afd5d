// The test server's own process, found by the port it listens on, and its resident memory: for tests that prove
// a request cannot make the server grow. Linux only (/proc); the pid comes from `ss -ltnp` when it is there, and
// otherwise from /proc/net/tcp{,6} (the listening socket's inode) and the fds of every process.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

function pidFromSs(port: number): number | null {
  try {
    const out = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8", timeout: 5_000 });
    const match = /pid=(\d+)/.exec(out);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = fs.readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is "ADDR:PORT", st 0A is LISTEN, the inode is the tenth column.
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === "0A" && cols[9]) inodes.add(cols[9]);
    }
  }
  return inodes;
}

function pidFromProc(port: number): number | null {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[] = [];
    try {
      fds = fs.readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    for (const fd of fds) {
      try {
        const target = fs.readlinkSync(`/proc/${entry}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(entry);
      } catch {
        // the fd closed while we looked
      }
    }
  }
  return null;
}

/** The pid of the process listening on `port`, or null when it cannot be found (another machine, no /proc). */
export function serverPid(port: number): number | null {
  return pidFromSs(port) ?? pidFromProc(port);
}

/** The process's resident memory in bytes (VmRSS), or null when it cannot be read. */
export function residentBytes(pid: number): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}
